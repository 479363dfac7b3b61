import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { TEST_ADMIN_TOKEN, TEST_OPENAI_KEY } from "./test/support/constants.ts";

type Inject = Parameters<Extract<Parameters<typeof cloudflareTest>[0], (...args: never[]) => unknown>>[0]["inject"];

/** The API through the Worker: one folder per route, and what all routes share. */
const apiTests = ["test/routes/**/*.test.ts", "test/cross-cutting/**/*.test.ts"];
/**
 * The API suite runs with one allowed browser origin, to test CORS both ways, and keeps at most 40
 * ledger entries per account, so that pruning by count is reached in a few requests.
 */
const API_VARS = { CORS_ORIGINS: "https://app.example.com", LEDGER_MAX_ENTRIES: "40" };
/** The LLM tests that go through the Worker (projects llm-openai*); the rest of test/llm is unit. */
const LLM_WORKER_TESTS = "test/llm/worker-*.test.ts";
const REDIS_SETUP = "test/support/redis-global-setup.ts";
const OPENAI_SETUP = "test/support/openai-global-setup.ts";

/**
 * A project of tests that run inside workerd against the real Worker (wrangler.toml), with
 * the given vars; `setup` starts what the vars point at (a redis-server, a model server).
 */
function workerProject(
  name: string,
  include: string[],
  vars: (inject: Inject) => Record<string, string>,
  setup: string[] = [],
): TestProjectInlineConfiguration {
  return {
    plugins: [
      cloudflareTest(({ inject }) => ({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: { bindings: { ADMIN_TOKEN: TEST_ADMIN_TOKEN, ...vars(inject) } },
      })),
    ],
    // The first request of each file loads the Worker's modules through vite's module runner:
    // 4.5-5 s on a loaded 2-core VM, under the pool's 5 s default. Under host CPU steal the whole
    // suite ran 2-3.5x slower, and one such first test took 31 s (9 s in the run before). The
    // timeout is a hang guard, not a speed check (benchmarks measure speed), so it leaves room
    // for a slow machine.
    test: { name, include, globalSetup: setup, testTimeout: 90_000, hookTimeout: 90_000 },
  };
}

const onRedis = (inject: Inject) => ({
  STORE: "redis",
  UPSTASH_REDIS_REST_URL: inject("redisRestUrl"),
  UPSTASH_REDIS_REST_TOKEN: inject("redisRestToken"),
});

const onOpenAi = (inject: Inject) => ({
  ENGINE: "openai",
  OPENAI_BASE_URL: inject("openaiBaseUrl"),
  OPENAI_MODEL: "local-test-model",
  OPENAI_API_KEY: TEST_OPENAI_KEY,
  // Short deadlines so that the "slow model" case fails fast.
  ENGINE_CALL_TIMEOUT_MS: "1500",
  ENGINE_TOTAL_TIMEOUT_MS: "4000",
});

export default defineConfig({
  test: {
    // Logs (the service's structured error lines) are shown for failing tests only.
    silent: "passed-only",
    projects: [
      {
        // Pure logic: billing rules, windows, words, the rewrite engines (the LLM engines against a
        // local model server, without the Worker); the README's examples and the rewrite CLI against
        // the engine. No runtime needed. One folder at a time: npx vitest run --project unit test/llm
        test: {
          name: "unit",
          include: ["test/domain/**/*.test.ts", "test/engine/**/*.test.ts", "test/llm/**/*.test.ts", "test/docs/**/*.test.ts", "test/cli/**/*.test.ts"],
          // test/llm/worker-*.test.ts run the LLM engine through the Worker: the llm-openai projects below.
          exclude: [...configDefaults.exclude, LLM_WORKER_TESTS],
          environment: "node",
          // The property and adversarial tests run 1-4 s on a quiet machine; one took 8 s under
          // host CPU steal. As for the worker projects: a hang guard, not a speed check.
          testTimeout: 30_000,
        },
      },
      // The API through the real Worker, with real Durable Objects in workerd…
      workerProject("api-durable", apiTests, () => API_VARS),
      // …and the same test files with STORE=redis, against a real redis-server.
      workerProject("api-redis", apiTests, (inject) => ({ ...API_VARS, ...onRedis(inject) }), [REDIS_SETUP]),
      // Redis stopped and killed under load, on a redis-server of its own.
      workerProject("faults-redis", ["test/faults/redis-*.test.ts"], onRedis, [REDIS_SETUP]),
      // The model-backed engine through the Worker, failing closed and falling back to the rules.
      workerProject("llm-openai", ["test/llm/worker-openai.test.ts"], (inject) => ({ ...onOpenAi(inject), ENGINE_FALLBACK: "fail" }), [OPENAI_SETUP]),
      workerProject("llm-openai-fallback", ["test/llm/worker-openai-fallback.test.ts"], (inject) => ({ ...onOpenAi(inject), ENGINE_FALLBACK: "rules" }), [
        OPENAI_SETUP,
      ]),
      {
        // Fuzzing the HTTP surface over real HTTP against wrangler dev, on both stores.
        test: {
          name: "fuzz",
          include: ["test/fuzz/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/support/fuzz-global-setup.ts"],
        },
      },
      {
        // Around the API, over real HTTP against wrangler dev: operator CLI, MCP, playground.
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/support/e2e-global-setup.ts"],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
