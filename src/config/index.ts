import * as z from "zod";
import { DAY_MS, DEFAULT_LEDGER_LIMITS, type LedgerLimits } from "../domain/ledger";
import { DEFAULT_WORKERS_AI_MODEL, type LlmEngineOptions } from "../engine/llm";

/** Grace beyond the engine's own deadline before the humanize route gives up on it (and refunds). */
export const ENGINE_GRACE_MS = 1_000;

/**
 * Beyond the route's engine deadline, what a live request may still spend holding its
 * Idempotency-Key: the store calls around the rewrite (on Redis up to 5 s of retried
 * compare-and-set per call, 3 s per call) and clock differences between isolates.
 */
export const IDEMPOTENCY_LEASE_MARGIN_MS = 35_000;

/**
 * The default IDEMPOTENCY_LEASE_SECONDS: a pending record older than the route's engine deadline
 * (ENGINE_TOTAL_TIMEOUT_MS + 1 s of grace) plus the margin belongs to a request that died, so a
 * keyed retry after a crash settles (refund, run afresh) within this long: 60 s by default.
 */
export function defaultLeaseSeconds(engineTotalTimeoutMs: number): number {
  return Math.ceil((engineTotalTimeoutMs + ENGINE_GRACE_MS + IDEMPOTENCY_LEASE_MARGIN_MS) / 1000);
}

// Worker vars → typed config. An invalid value is reported by name and the request is
// answered 500 internal_error; nothing is replaced by a silent default.

const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.string().regex(/^\d+$/, "must be a whole number").transform(Number).pipe(z.number().int().min(min).max(max));

const ConfigSchema = z
  .object({
    RATE_LIMIT_PER_HOUR: wholeNumber(1).default(60),
    TRIAL_WORDS: wholeNumber(0).default(200),
    MIN_WORDS: wholeNumber(1).default(10),
    MAX_WORDS: wholeNumber(1).default(3000),
    IDEMPOTENCY_LEASE_SECONDS: wholeNumber(1).optional(),
    // 100 years at most: the retention in milliseconds stays an exact number.
    LEDGER_RETENTION_DAYS: wholeNumber(1, 36_500).default(DEFAULT_LEDGER_LIMITS.retentionMs / DAY_MS),
    LEDGER_MAX_ENTRIES: wholeNumber(1).default(DEFAULT_LEDGER_LIMITS.maxEntries),
    ENGINE: z.enum(["rules", "openai", "workers-ai"]).default("rules"),
    OPENAI_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api.openai.com/v1"),
    OPENAI_MODEL: z.string().min(1).optional(),
    OPENAI_API_KEY: z.string().min(1).optional(),
    WORKERS_AI_MODEL: z.string().min(1).default(DEFAULT_WORKERS_AI_MODEL),
    ENGINE_FALLBACK: z.enum(["fail", "rules"]).default("fail"),
    ENGINE_SCRUB: z.enum(["true", "false"]).default("true"),
    ENGINE_CALL_TIMEOUT_MS: wholeNumber(1).default(20_000),
    ENGINE_TOTAL_TIMEOUT_MS: wholeNumber(1).default(24_000),
    ENGINE_MAX_CONCURRENCY: wholeNumber(1).default(6),
    STORE: z.enum(["durable", "redis"]).default("durable"),
    UPSTASH_REDIS_REST_URL: z.url({ protocol: /^https?$/ }).optional(),
    UPSTASH_REDIS_REST_TOKEN: z.string().min(1).optional(),
    ADMIN_TOKEN: z.string().optional(),
    CORS_ORIGINS: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  })
  .refine((c) => c.MIN_WORDS <= c.MAX_WORDS, { message: "must not exceed MAX_WORDS", path: ["MIN_WORDS"] })
  .refine((c) => c.ENGINE !== "openai" || c.OPENAI_MODEL, { message: "is required when ENGINE is openai", path: ["OPENAI_MODEL"] })
  .refine((c) => c.ENGINE !== "openai" || c.OPENAI_API_KEY, {
    message: "is required when ENGINE is openai (wrangler secret put OPENAI_API_KEY)",
    path: ["OPENAI_API_KEY"],
  })
  .refine((c) => c.STORE !== "redis" || c.UPSTASH_REDIS_REST_URL, {
    message: "is required when STORE is redis",
    path: ["UPSTASH_REDIS_REST_URL"],
  })
  .refine((c) => c.STORE !== "redis" || c.UPSTASH_REDIS_REST_TOKEN, {
    message: "is required when STORE is redis (wrangler secret put UPSTASH_REDIS_REST_TOKEN)",
    path: ["UPSTASH_REDIS_REST_TOKEN"],
  });

export interface Config {
  rateLimitPerHour: number;
  trialWords: number;
  minWords: number;
  maxWords: number;
  /** How long a running request holds its Idempotency-Key before it counts as dead. */
  idempotencyLeaseMs: number;
  /** What each account's ledger keeps: LEDGER_RETENTION_DAYS and LEDGER_MAX_ENTRIES, whichever is smaller. */
  ledger: LedgerLimits;
  engine: "rules" | "openai" | "workers-ai";
  /** Settings of the model-backed engines (unused by `rules`). */
  llm: {
    openai: { baseUrl: string; model: string; apiKey: string } | undefined;
    workersAiModel: string;
    options: LlmEngineOptions;
  };
  store: "durable" | "redis";
  /** Set when store is "redis". */
  redis: { url: string; token: string } | undefined;
  /** Absent when the operator API is switched off. */
  adminToken: string | undefined;
  /** Browser origins allowed to call /api/v1 (CORS); empty: closed. */
  corsOrigins: string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join("; ")}`);
    this.name = "ConfigError";
  }
}

/** Reads the config from the Worker's env (vars and secrets). Throws ConfigError naming each bad var. */
export function readConfig(env: Record<string, unknown>): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`));
  }
  const c = result.data;
  return {
    rateLimitPerHour: c.RATE_LIMIT_PER_HOUR,
    trialWords: c.TRIAL_WORDS,
    minWords: c.MIN_WORDS,
    maxWords: c.MAX_WORDS,
    idempotencyLeaseMs: (c.IDEMPOTENCY_LEASE_SECONDS ?? defaultLeaseSeconds(c.ENGINE_TOTAL_TIMEOUT_MS)) * 1000,
    ledger: { retentionMs: c.LEDGER_RETENTION_DAYS * DAY_MS, maxEntries: c.LEDGER_MAX_ENTRIES },
    engine: c.ENGINE,
    llm: {
      openai: c.OPENAI_MODEL && c.OPENAI_API_KEY ? { baseUrl: c.OPENAI_BASE_URL, model: c.OPENAI_MODEL, apiKey: c.OPENAI_API_KEY } : undefined,
      workersAiModel: c.WORKERS_AI_MODEL,
      options: {
        fallback: c.ENGINE_FALLBACK,
        scrub: c.ENGINE_SCRUB === "true",
        callTimeoutMs: c.ENGINE_CALL_TIMEOUT_MS,
        totalTimeoutMs: c.ENGINE_TOTAL_TIMEOUT_MS,
        maxConcurrency: c.ENGINE_MAX_CONCURRENCY,
      },
    },
    store: c.STORE,
    redis:
      c.STORE === "redis" && c.UPSTASH_REDIS_REST_URL && c.UPSTASH_REDIS_REST_TOKEN
        ? { url: c.UPSTASH_REDIS_REST_URL, token: c.UPSTASH_REDIS_REST_TOKEN }
        : undefined,
    adminToken: c.ADMIN_TOKEN ? c.ADMIN_TOKEN : undefined,
    corsOrigins: c.CORS_ORIGINS,
  };
}
