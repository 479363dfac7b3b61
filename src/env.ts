import type { AccountObject } from "./store/durable/account-object";

/** Bindings, vars and secrets of the Worker (see wrangler.toml and the README's configuration table). */
export interface Env {
  ACCOUNTS: DurableObjectNamespace<AccountObject>;
  RATE_LIMIT_PER_HOUR?: string;
  TRIAL_WORDS?: string;
  MIN_WORDS?: string;
  MAX_WORDS?: string;
  ENGINE?: string;
  STORE?: string;
  UPSTASH_REDIS_REST_URL?: string;
  UPSTASH_REDIS_REST_TOKEN?: string;
  ADMIN_TOKEN?: string;
}
