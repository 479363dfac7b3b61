import { describe, expect, it } from "vitest";
import { newAccount, subscribe } from "../../src/domain/billing";
import { decideHumanize, gate, IDEMPOTENCY_LEASE_MS, IDEMPOTENCY_TTL_MS, type HumanizeAttempt, type IdempotencyRecord } from "../../src/domain/gate";

const NOW = Date.parse("2026-11-21T10:00:00.000Z");
const HASH = "a".repeat(64);
const account = { ...newAccount("acc", 200, NOW), key: { hash: HASH, prefix: "hum_acc", createdAt: NOW } };
const valid = (words: number, extra: Partial<Extract<HumanizeAttempt, { kind: "valid" }>> = {}): HumanizeAttempt => ({
  kind: "valid",
  words,
  requestId: "req-1",
  idempotency: null,
  unsupportedLanguage: null,
  ...extra,
});

describe("gate: authenticate → rate limit → decide", () => {
  it("refuses a wrong key without touching the window", () => {
    const turn = gate({ account, timestamps: [] }, "b".repeat(64), NOW, { rateLimitPerHour: 60 }, () => {
      throw new Error("must not decide");
    });
    expect(turn.result).toMatchObject({ ok: false, failure: { code: "invalid_api_key" } });
    expect(turn.window).toBeNull();
    expect(turn.result.ok || turn.result.rateLimit).toBeUndefined();
  });

  it("refuses over the limit without counting, with Retry-After", () => {
    const full = Array.from({ length: 60 }, (_, i) => NOW - 1000 * (60 - i));
    const turn = gate({ account, timestamps: full }, HASH, NOW, { rateLimitPerHour: 60 }, () => {
      throw new Error("must not decide");
    });
    expect(turn.result).toMatchObject({ ok: false, failure: { code: "rate_limit_exceeded" }, retryAfter: 3540 });
    expect(turn.window).toBeNull();
  });

  it("counts a request whose validation failed", () => {
    const failure = { code: "invalid_request" as const, message: "x" };
    const turn = gate({ account, timestamps: [] }, HASH, NOW, { rateLimitPerHour: 60 }, (a) => decideHumanize(a, { kind: "rejected", failure }, null, NOW));
    expect(turn.window).toEqual({ expired: 0, at: NOW });
    expect(turn.result).toMatchObject({ ok: false, failure, rateLimit: { remaining: 59 } });
  });
});

describe("decideHumanize: validation → idempotency → language → charge", () => {
  const record = (over: Partial<IdempotencyRecord>): IdempotencyRecord =>
    ({
      fingerprint: "f",
      state: "done",
      body: { humanized_text: "x", words_used: 10, balance_remaining: 190 },
      at: NOW,
      charge: null,
      ...over,
    }) as IdempotencyRecord;
  const lang = { code: "unsupported_language" as const, message: "no" };

  it("replays a finished record before the language check, without charging", () => {
    const d = decideHumanize(
      account,
      valid(10, { idempotency: { key: "k", fingerprint: "f", leaseMs: IDEMPOTENCY_LEASE_MS }, unsupportedLanguage: lang }),
      record({}),
      NOW,
    );
    expect(d.result).toEqual({ ok: true, value: { kind: "replay", body: record({}).body } });
    expect(d.account).toBeNull();
  });

  it("reused key with another body → 422; pending → 409", () => {
    const idempotency = { key: "k", fingerprint: "f", leaseMs: IDEMPOTENCY_LEASE_MS };
    expect(
      decideHumanize(account, valid(10, { idempotency: { key: "k", fingerprint: "g", leaseMs: IDEMPOTENCY_LEASE_MS } }), record({}), NOW).result,
    ).toMatchObject({
      failure: { code: "idempotency_key_reused" },
    });
    expect(decideHumanize(account, valid(10, { idempotency }), record({ state: "pending", body: null }), NOW).result).toMatchObject({
      failure: { code: "idempotency_in_progress" },
    });
  });

  it("ignores expired records and abandoned pending ones", () => {
    const idempotency = { key: "k", fingerprint: "f", leaseMs: IDEMPOTENCY_LEASE_MS };
    const expired = decideHumanize(account, valid(10, { idempotency }), record({ at: NOW - IDEMPOTENCY_TTL_MS }), NOW);
    expect(expired.result).toMatchObject({ ok: true, value: { kind: "charged" } });
    const abandoned = decideHumanize(account, valid(10, { idempotency }), record({ state: "pending", body: null, at: NOW - IDEMPOTENCY_LEASE_MS }), NOW);
    expect(abandoned.result).toMatchObject({ ok: true, value: { kind: "charged" } });
    expect(abandoned.idempotencyRecord).toEqual({
      fingerprint: "f",
      state: "pending",
      body: null,
      at: NOW,
      charge: { source: "trial", words: 10, periodEnd: null, seq: 1 },
    });
  });

  it("refunds the charge of a request that died under the key before charging its retry", () => {
    const idempotency = { key: "k", fingerprint: "f", leaseMs: IDEMPOTENCY_LEASE_MS };
    const died = record({ state: "pending", body: null, at: NOW - IDEMPOTENCY_LEASE_MS, charge: { source: "trial", words: 30, periodEnd: null, seq: null } });
    const spent = { ...account, trialBalance: 170 };
    const retry = decideHumanize(spent, valid(30, { idempotency }), died, NOW);
    expect(retry.result).toMatchObject({ ok: true, value: { kind: "charged", balanceRemaining: 170 } });
    // Still within the lease: no refund, the key is busy.
    const busy = decideHumanize(spent, valid(30, { idempotency }), { ...died, at: NOW - 1000 }, NOW);
    expect(busy.result).toMatchObject({ ok: false, failure: { code: "idempotency_in_progress" } });
    expect(busy.account).toBeNull();
  });

  it("checks the language before the balance", () => {
    const empty = { ...account, trialBalance: 0 };
    expect(decideHumanize(empty, valid(10, { unsupportedLanguage: lang }), null, NOW).result).toMatchObject({ failure: lang });
    expect(decideHumanize(empty, valid(10), null, NOW).result).toMatchObject({ failure: { code: "trial_exhausted" } });
  });

  it("renews before charging", () => {
    const sub = subscribe({ ...account, balance: 0 }, 100, NOW - 40 * 86_400_000);
    const d = decideHumanize({ ...sub, balance: 0 }, valid(30), null, NOW);
    expect(d.result).toMatchObject({ ok: true, value: { kind: "charged", balanceRemaining: 70 } });
  });
});
