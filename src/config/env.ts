import type { AccountObject } from "../store/durable/account-object";

/** Bindings, vars and secrets of the Worker (see wrangler.toml and the README's configuration table). */
export interface Env {
  ACCOUNTS: DurableObjectNamespace<AccountObject>;
  RATE_LIMIT_PER_HOUR?: string;
  TRIAL_WORDS?: string;
  MIN_WORDS?: string;
  MAX_WORDS?: string;
  IDEMPOTENCY_LEASE_SECONDS?: string;
  LEDGER_RETENTION_DAYS?: string;
  LEDGER_MAX_ENTRIES?: string;
  ENGINE?: string;
  /** Workers AI, for ENGINE=workers-ai (`[ai] binding = "AI"`). */
  AI?: Ai;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL?: string;
  OPENAI_API_KEY?: string;
  WORKERS_AI_MODEL?: string;
  ENGINE_FALLBACK?: string;
  ENGINE_SCRUB?: string;
  ENGINE_CALL_TIMEOUT_MS?: string;
  ENGINE_TOTAL_TIMEOUT_MS?: string;
  ENGINE_MAX_CONCURRENCY?: string;
  STORE?: string;
  UPSTASH_REDIS_REST_URL?: string;
  UPSTASH_REDIS_REST_TOKEN?: string;
  ADMIN_TOKEN?: string;
  CORS_ORIGINS?: string;
}
