import type { TestProject } from "vitest/node";
import { FUZZ_LEDGER_MAX_ENTRIES, TEST_ADMIN_TOKEN } from "./constants";
import { startRedisHarness } from "./redis/harness.ts";
import { startWranglerDev } from "./wrangler-dev";

declare module "vitest" {
  export interface ProvidedContext {
    devServers: { store: "durable" | "redis"; url: string }[];
  }
}

/**
 * The Worker under `wrangler dev`, once per store, for tests that go over real HTTP: the
 * default Durable Object store, and STORE=redis on a real redis-server behind the REST front.
 * The rate limit is raised so that the limiter does not hide everything behind it, and the ledger
 * keeps 100 entries per account, so that the run prunes it hundreds of times before it reconciles.
 */
export default async function setup(project: TestProject) {
  const vars = { ADMIN_TOKEN: TEST_ADMIN_TOKEN, RATE_LIMIT_PER_HOUR: "100000000", LEDGER_MAX_ENTRIES: String(FUZZ_LEDGER_MAX_ENTRIES) };
  const redis = await startRedisHarness({ appendonly: false });
  const [durable, onRedis] = await Promise.all([
    startWranglerDev(vars),
    startWranglerDev({ ...vars, STORE: "redis", UPSTASH_REDIS_REST_URL: redis.restUrl, UPSTASH_REDIS_REST_TOKEN: redis.token }),
  ]);
  project.provide("devServers", [
    { store: "durable", url: durable.url },
    { store: "redis", url: onRedis.url },
  ]);
  return async () => {
    await Promise.all([durable.stop(), onRedis.stop()]);
    await redis.close();
  };
}
