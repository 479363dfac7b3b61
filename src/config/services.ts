import { ConfigError, readConfig, type Config } from "./config";
import { selectEngine } from "./engine";
import type { RewriteEngine } from "./engine/port";
import type { Env } from "./env";
import { Redis } from "@upstash/redis/cloudflare";
import { durableStore } from "./store/durable";
import type { AccountStore, StoreLimits } from "./store/port";
import { REDIS_TIMEOUT_MS, redisStore } from "./store/redis";

export interface Services {
  config: Config;
  store: AccountStore;
  engine: RewriteEngine;
}

const built = new WeakMap<object, Services>();

/** Config, store and engine for an env, chosen once from config and reused while the env lives. */
export function servicesFor(env: Env): Services {
  let services = built.get(env);
  if (!services) {
    const config = readConfig(env as unknown as Record<string, unknown>);
    const limits = { rateLimitPerHour: config.rateLimitPerHour, trialWords: config.trialWords };
    services = { config, store: selectStore(config, env, limits), engine: selectEngine(config, env.AI) };
    built.set(env, services);
  }
  return services;
}

/** The configured account store; chosen here and nowhere else. */
function selectStore(config: Config, env: Env, limits: StoreLimits): AccountStore {
  if (config.store === "durable") return durableStore(env.ACCOUNTS, limits);
  if (!config.redis) throw new ConfigError(["UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN are required when STORE is redis"]);
  const redis = new Redis({
    url: config.redis.url,
    token: config.redis.token,
    // Raw replies: records are parsed and validated by the store itself.
    automaticDeserialization: false,
    enableTelemetry: false,
    // A fresh deadline per request; an aborted request throws (a shared signal would answer "Aborted").
    signal: () => AbortSignal.timeout(REDIS_TIMEOUT_MS),
    // One retry on a network error: commits carry an operation id, so a retried one is not applied twice.
    retry: { retries: 1, backoff: () => 50 },
  });
  return redisStore(redis, limits);
}
