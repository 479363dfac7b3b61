import { Redis } from "@upstash/redis/cloudflare";
import { openAiEngine, workersAiEngine, type AiBinding } from "../engine/llm";
import type { RewriteEngine } from "../engine/port";
import { rulesEngine } from "../engine/rules";
import { durableStore } from "../store/durable";
import type { AccountStore, StoreLimits } from "../store/port";
import { REDIS_TIMEOUT_MS, redisStore } from "../store/redis";
import type { Env } from "./env";
import { ConfigError, readConfig, type Config } from "./index";

/** What a request works with: the configuration, and the store and engine it chose. */
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
    const limits = { rateLimitPerHour: config.rateLimitPerHour, trialWords: config.trialWords, ledger: config.ledger };
    services = { config, store: selectStore(config, env, limits), engine: selectEngine(config, env.AI) };
    built.set(env, services);
  }
  return services;
}

/** The configured engine; chosen here and nowhere else. */
export function selectEngine(config: Pick<Config, "engine" | "llm">, ai: AiBinding | undefined): RewriteEngine {
  switch (config.engine) {
    case "rules":
      return rulesEngine;
    case "openai":
      if (!config.llm.openai) throw new ConfigError(["OPENAI_MODEL and OPENAI_API_KEY are required when ENGINE is openai"]);
      return openAiEngine(config.llm.openai, config.llm.options);
    case "workers-ai":
      if (!ai) throw new ConfigError(['ENGINE=workers-ai needs the Workers AI binding: [ai] binding = "AI" in wrangler.toml']);
      return workersAiEngine(ai, config.llm.workersAiModel, config.llm.options);
  }
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
