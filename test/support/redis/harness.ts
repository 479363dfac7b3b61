/**
 * Test harness: a throwaway redis-server plus the Upstash REST front in front
 * of it, with a random token, and test-only control endpoints on the REST
 * front's port (never exposed by the rest-front CLI):
 *
 *   POST /__harness/redis/stop    graceful shutdown (SIGTERM), waits for exit
 *   POST /__harness/redis/start   starts it again (same port and dir), waits for PING
 *   POST /__harness/redis/kill    SIGKILL, waits for exit
 *   POST /__harness/redis/flush   FLUSHALL
 *
 * Each answers {"ok":true} once done ({"ok":false,"error":…} with 500 on failure).
 *
 *   const { restUrl, token, redis, close } = await startRedisHarness();
 *   const client = new Redis({ url: restUrl, token });
 */
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { RedisClient } from "./resp-client.ts";
import { startRedis, type RedisServer } from "./redis-server.ts";
import { startRestFront } from "./rest-front.ts";

export interface RedisHarness {
  restUrl: string;
  token: string;
  redis: RedisServer;
  close(): Promise<void>;
}

/** `appendonly` (default true) keeps data across kill + start. */
export async function startRedisHarness({ appendonly = true }: { appendonly?: boolean } = {}): Promise<RedisHarness> {
  const redis = await startRedis({ appendonly });
  const token = randomBytes(24).toString("hex");
  const flushAll = async () => {
    const client = new RedisClient(redis.url);
    try {
      await client.call("FLUSHALL");
    } finally {
      client.close();
    }
  };
  const front = await startRestFront({
    redisUrl: redis.url,
    token,
    controlRoutes: {
      "/__harness/redis/stop": () => redis.stop(),
      "/__harness/redis/start": () => redis.start(),
      "/__harness/redis/kill": () => redis.kill(),
      "/__harness/redis/flush": flushAll,
    },
  });

  return {
    restUrl: front.url,
    token,
    redis,
    async close() {
      await front.close();
      await redis.stop();
      await rm(redis.dir, { recursive: true, force: true });
    },
  };
}
