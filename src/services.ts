import { readConfig, type Config } from "./config";
import { selectEngine } from "./engine";
import type { RewriteEngine } from "./engine/port";
import type { Env } from "./env";
import { durableStore } from "./store/durable";
import type { AccountStore } from "./store/port";

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
    services = { config, store: durableStore(env.ACCOUNTS, limits), engine: selectEngine(config) };
    built.set(env, services);
  }
  return services;
}
