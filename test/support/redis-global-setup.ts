import type { TestProject } from "vitest/node";
import { startRedisHarness } from "./redis/harness.ts";

declare module "vitest" {
  export interface ProvidedContext {
    redisRestUrl: string;
    redisRestToken: string;
  }
}

/** Starts a real redis-server behind the Upstash REST front for the `api-redis` project. */
export default async function setup(project: TestProject) {
  const harness = await startRedisHarness({ appendonly: true });
  project.provide("redisRestUrl", harness.restUrl);
  project.provide("redisRestToken", harness.token);
  return () => harness.close();
}
