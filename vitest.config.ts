import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { TEST_ADMIN_TOKEN } from "./test/support/constants.ts";

const apiTests = ["test/api/**/*.test.ts"];

/** A project of Worker tests with STORE=redis, on a redis-server of its own behind the Upstash REST front. */
function redisProject(name: string, include: string[]): TestProjectInlineConfiguration {
  return {
    plugins: [
      cloudflareTest(({ inject }) => ({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            ADMIN_TOKEN: TEST_ADMIN_TOKEN,
            STORE: "redis",
            UPSTASH_REDIS_REST_URL: inject("redisRestUrl"),
            UPSTASH_REDIS_REST_TOKEN: inject("redisRestToken"),
          },
        },
      })),
    ],
    test: { name, include, globalSetup: ["test/support/redis-global-setup.ts"] },
  };
}

export default defineConfig({
  test: {
    // Logs (the service's structured error lines) are shown for failing tests only.
    silent: "passed-only",
    projects: [
      {
        // Pure logic: billing rules, windows, words, the rewrite engine. No runtime needed.
        test: { name: "unit", include: ["test/domain/**/*.test.ts", "test/engine/**/*.test.ts"], environment: "node" },
      },
      {
        // The API through the real Worker, with real Durable Objects in workerd.
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: { bindings: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } },
          }),
        ],
        test: { name: "api-durable", include: apiTests },
      },
      // The same API suite against a real redis-server.
      redisProject("api-redis", apiTests),
      // Redis stopped and killed under load.
      redisProject("faults-redis", ["test/faults/redis-*.test.ts"]),
    ],
  },
});
