import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { TEST_ADMIN_TOKEN, TEST_OPENAI_KEY } from "./test/support/constants.ts";

const apiTests = ["test/api/**/*.test.ts"];
/** The API suite runs with one allowed browser origin, to test CORS both ways. */
const API_VARS = { CORS_ORIGINS: "https://app.example.com" };

/** A project of Worker tests with STORE=redis, on a redis-server of its own behind the Upstash REST front. */
function redisProject(name: string, include: string[], vars: Record<string, string> = {}): TestProjectInlineConfiguration {
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
            ...vars,
          },
        },
      })),
    ],
    test: { name, include, globalSetup: ["test/support/redis-global-setup.ts"] },
  };
}

/** Worker tests with ENGINE=openai against a local chat-completions server of their own. */
function openaiProject(name: string, include: string[], vars: Record<string, string>): TestProjectInlineConfiguration {
  return {
    plugins: [
      cloudflareTest(({ inject }) => ({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            ADMIN_TOKEN: TEST_ADMIN_TOKEN,
            ENGINE: "openai",
            OPENAI_BASE_URL: inject("openaiBaseUrl"),
            OPENAI_MODEL: "local-test-model",
            OPENAI_API_KEY: TEST_OPENAI_KEY,
            // Short deadlines so that the "slow model" case fails fast.
            ENGINE_CALL_TIMEOUT_MS: "1500",
            ENGINE_TOTAL_TIMEOUT_MS: "4000",
            ...vars,
          },
        },
      })),
    ],
    test: { name, include, globalSetup: ["test/support/openai-global-setup.ts"] },
  };
}

export default defineConfig({
  test: {
    // Logs (the service's structured error lines) are shown for failing tests only.
    silent: "passed-only",
    projects: [
      {
        // Pure logic: billing rules, windows, words, the rewrite engine. No runtime needed.
        test: {
          name: "unit",
          include: ["test/domain/**/*.test.ts", "test/engine/**/*.test.ts", "test/engine-llm/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        // The API through the real Worker, with real Durable Objects in workerd.
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: { bindings: { ADMIN_TOKEN: TEST_ADMIN_TOKEN, ...API_VARS } },
          }),
        ],
        test: { name: "api-durable", include: apiTests },
      },
      // The same API suite against a real redis-server.
      redisProject("api-redis", apiTests, API_VARS),
      // Redis stopped and killed under load.
      redisProject("faults-redis", ["test/faults/redis-*.test.ts"]),
      // Fuzzing the HTTP surface over real HTTP against wrangler dev, on both stores.
      {
        test: {
          name: "fuzz",
          include: ["test/fuzz/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/support/fuzz-global-setup.ts"],
        },
      },
      // The model-backed engine through the Worker, failing closed and falling back to the rules.
      openaiProject("llm-openai", ["test/llm/openai.test.ts"], { ENGINE_FALLBACK: "fail" }),
      openaiProject("llm-openai-fallback", ["test/llm/openai-fallback.test.ts"], { ENGINE_FALLBACK: "rules" }),
    ],
  },
});
