import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "../../src/config";

describe("config", () => {
  it("has the contract's defaults, the operator API off and CORS closed", () => {
    expect(readConfig({})).toMatchObject({
      rateLimitPerHour: 60,
      trialWords: 200,
      minWords: 10,
      maxWords: 3000,
      engine: "rules",
      store: "durable",
      adminToken: undefined,
      corsOrigins: [],
    });
  });

  it("names every invalid var instead of falling back to a default", () => {
    const error = (() => {
      try {
        readConfig({ RATE_LIMIT_PER_HOUR: "sixty", MIN_WORDS: "-1", STORE: "mongo", CORS_ORIGINS: "not a url" });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    const text = (error as ConfigError).problems.join("\n");
    for (const name of ["RATE_LIMIT_PER_HOUR", "MIN_WORDS", "STORE", "CORS_ORIGINS"]) expect(text).toContain(name);
  });

  it("requires the Redis and OpenAI settings when they are chosen", () => {
    expect(() => readConfig({ STORE: "redis" })).toThrow(/UPSTASH_REDIS_REST_URL/);
    expect(() => readConfig({ STORE: "redis", UPSTASH_REDIS_REST_URL: "https://x.upstash.io" })).toThrow(/UPSTASH_REDIS_REST_TOKEN/);
    expect(() => readConfig({ ENGINE: "openai", OPENAI_API_KEY: "k" })).toThrow(/OPENAI_MODEL/);
    expect(() => readConfig({ MIN_WORDS: "50", MAX_WORDS: "40" })).toThrow(/MIN_WORDS/);
  });

  it("derives the idempotency lease from the engine deadline: about a minute by default", () => {
    // The route gives up on the engine after ENGINE_TOTAL_TIMEOUT_MS + 1 s; a pending record older
    // than that plus the margin belongs to a dead request.
    expect(readConfig({}).idempotencyLeaseMs).toBe(60_000);
    expect(readConfig({ ENGINE_TOTAL_TIMEOUT_MS: "4000" }).idempotencyLeaseMs).toBe(40_000);
    expect(readConfig({ ENGINE_TOTAL_TIMEOUT_MS: "100000" }).idempotencyLeaseMs).toBeGreaterThan(100_000 + 1_000);
    expect(readConfig({ IDEMPOTENCY_LEASE_SECONDS: "300" }).idempotencyLeaseMs).toBe(300_000);
  });

  it("keeps 90 days and at most 1,000 ledger entries per account by default; either is configurable, neither 0", () => {
    expect(readConfig({}).ledger).toEqual({ retentionMs: 90 * 86_400_000, maxEntries: 1_000 });
    expect(readConfig({ LEDGER_RETENTION_DAYS: "7", LEDGER_MAX_ENTRIES: "50" }).ledger).toEqual({ retentionMs: 7 * 86_400_000, maxEntries: 50 });
    for (const vars of [{ LEDGER_RETENTION_DAYS: "0" }, { LEDGER_MAX_ENTRIES: "0" }, { LEDGER_RETENTION_DAYS: "36501" }, { LEDGER_MAX_ENTRIES: "many" }]) {
      expect(() => readConfig(vars), JSON.stringify(vars)).toThrow(Object.keys(vars)[0]);
    }
  });

  it("reads a list of CORS origins", () => {
    expect(readConfig({ CORS_ORIGINS: "https://a.example, https://b.example" }).corsOrigins).toEqual(["https://a.example", "https://b.example"]);
  });
});
