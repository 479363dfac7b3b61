import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { TEST_ADMIN_TOKEN } from "./test/support/constants.ts";

export default defineConfig({
  test: {
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
        test: { name: "api", include: ["test/api/**/*.test.ts"] },
      },
    ],
  },
});
