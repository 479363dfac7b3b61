import * as z from "zod";
import type { Account } from "./account";
import { balanceView, decideCharge, refundCharge, renewAccount, type Charge } from "./billing";
import { failures, type Failure } from "./failures";
import { constantTimeEqual } from "./keys";
import { admitRequest, type RateLimitState } from "./rate-window";
import { HumanizeResult, type BalanceView } from "./views";

// The account side of one API request, as a pure function of the account's state:
// authenticate → rate limit → (validation outcome) → idempotency → language → charge.
// A store loads the state, runs a gate and saves what it returns in one atomic step.

export const RATE_WINDOW_MS = 3_600_000;
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/**
 * Lease of a pending idempotency record when the attempt names none: a record older than this
 * belongs to a request that died (the configured default, `defaultLeaseSeconds` in src/config/index.ts).
 */
export const IDEMPOTENCY_LEASE_MS = 60_000;

/** A humanize request after local validation (see the store port). */
export type HumanizeAttempt =
  | { kind: "rejected"; failure: Failure }
  | {
      kind: "valid";
      words: number;
      /** `leaseMs`: how long a pending record under this key blocks (IDEMPOTENCY_LEASE_SECONDS). */
      idempotency: { key: string; fingerprint: string; leaseMs: number } | null;
      unsupportedLanguage: Failure | null;
    };

/** A humanize answer as kept for replay. */
export type HumanizeBody = HumanizeResult;

export type HumanizeGrant =
  | { kind: "charged"; charge: Charge; balanceRemaining: number }
  | { kind: "replay"; body: HumanizeBody };

export type Gated<T> =
  | { ok: true; value: T; rateLimit: RateLimitState }
  | { ok: false; failure: Failure; rateLimit?: RateLimitState; retryAfter?: number };

export const IdempotencyRecordSchema = z.object({
  fingerprint: z.string(),
  state: z.enum(["pending", "done"]),
  body: HumanizeResult.nullable(),
  /** When the record was written (pending) or completed (done), epoch ms. */
  at: z.number(),
  /** While pending: what the request was charged, so that a request that died can be refunded. */
  charge: z
    .object({ source: z.enum(["trial", "balance"]), words: z.number().int().nonnegative(), periodEnd: z.number().nullable() })
    .nullable()
    .default(null),
});
export type IdempotencyRecord = z.infer<typeof IdempotencyRecordSchema>;

export interface AccountState {
  account: Account | null;
  /** Accepted requests of the current window, ascending epoch ms. */
  timestamps: readonly number[];
}

export interface GateLimits {
  rateLimitPerHour: number;
}

/** Null when `keyHash` is the account's active key; the 401 failure otherwise. */
export function authenticate(account: Account | null, keyHash: string): Failure | null {
  return account?.key && constantTimeEqual(account.key.hash, keyHash) ? null : failures.invalidApiKey();
}

/** What a request decides for an authenticated, admitted account, before the store saves it. */
export interface Decision<T> {
  /** The account to save (renewed, debited), or null when unchanged. */
  account: Account | null;
  /** The idempotency record to write under the attempt's key, if any. */
  idempotencyRecord: IdempotencyRecord | null;
  result: { ok: true; value: T } | { ok: false; failure: Failure };
}

export function decideBalance(account: Account, now: number): Decision<BalanceView> {
  const renewed = renewAccount(account, now);
  return { account: renewed === account ? null : renewed, idempotencyRecord: null, result: { ok: true, value: balanceView(renewed) } };
}

/**
 * The account side of `POST /api/v1/humanize` after authentication and the rate limit:
 * validation outcome → idempotency → language → charge. `record` is the stored record
 * under the attempt's idempotency key (or null); one past its lifetime counts as absent.
 */
export function decideHumanize(
  account: Account,
  attempt: HumanizeAttempt,
  record: IdempotencyRecord | null,
  now: number,
): Decision<HumanizeGrant> {
  let renewed = renewAccount(account, now);
  const leaseMs = attempt.kind === "valid" ? (attempt.idempotency?.leaseMs ?? IDEMPOTENCY_LEASE_MS) : IDEMPOTENCY_LEASE_MS;
  const live = record && isLive(record, now, leaseMs) ? record : null;
  // A request that was charged under this key and never finished (it died past its lease)
  // gives its words back before the key is used afresh.
  if (attempt.kind === "valid" && attempt.idempotency && record && !live && record.state === "pending" && record.charge) {
    renewed = refundCharge(renewed, record.charge);
  }
  const unchanged = renewed === account ? null : renewed;
  const refuse = (failure: Failure): Decision<HumanizeGrant> => ({ account: unchanged, idempotencyRecord: null, result: { ok: false, failure } });

  if (attempt.kind === "rejected") return refuse(attempt.failure);

  if (attempt.idempotency && live) {
    if (live.fingerprint !== attempt.idempotency.fingerprint) {
      return refuse(failures.idempotencyKeyReused());
    }
    if (live.state === "pending" || !live.body) {
      return refuse(failures.idempotencyInProgress());
    }
    return { account: unchanged, idempotencyRecord: null, result: { ok: true, value: { kind: "replay", body: live.body } } };
  }

  if (attempt.unsupportedLanguage) return refuse(attempt.unsupportedLanguage);

  const decision = decideCharge(renewed, attempt.words);
  if (!decision.ok) {
    return refuse(
      decision.code === "trial_exhausted"
        ? failures.trialExhausted()
        : failures.insufficientBalance(decision.needed, decision.available, !renewed.subscription),
    );
  }
  return {
    account: decision.account,
    idempotencyRecord: attempt.idempotency
      ? { fingerprint: attempt.idempotency.fingerprint, state: "pending", body: null, at: now, charge: decision.charge }
      : null,
    result: { ok: true, value: { kind: "charged", charge: decision.charge, balanceRemaining: decision.balanceRemaining } },
  };
}

export function isLive(record: IdempotencyRecord, now: number, leaseMs: number): boolean {
  return now - record.at < (record.state === "pending" ? leaseMs : IDEMPOTENCY_TTL_MS);
}

/** An admitted request: the oldest `expired` timestamps leave the window and `at` joins it. */
export interface WindowChange {
  expired: number;
  at: number;
}

/** A decision in the exact window of the account's own state (the Durable Object store). */
export interface Turn<T> {
  account: Account | null;
  idempotencyRecord: IdempotencyRecord | null;
  /** The window change to save (the request was admitted at `at`); null when it was not admitted. */
  window: WindowChange | null;
  result: Gated<T>;
}

/** Authenticates, applies the exact sliding window, then decides. */
export function gate<T>(
  state: AccountState,
  keyHash: string,
  now: number,
  limits: GateLimits,
  decide: (account: Account) => Decision<T>,
): Turn<T> {
  const nothing = { account: null, idempotencyRecord: null, window: null };
  if (!state.account || authenticate(state.account, keyHash)) return { ...nothing, result: { ok: false, failure: failures.invalidApiKey() } };
  const admission = admitRequest(state.timestamps, now, limits.rateLimitPerHour, RATE_WINDOW_MS);
  if (!admission.admitted) {
    const failure = failures.rateLimitExceeded(limits.rateLimitPerHour, admission.retryAfter);
    return { ...nothing, result: { ok: false, failure, rateLimit: admission.state, retryAfter: admission.retryAfter } };
  }
  const decision = decide(state.account);
  return { ...decision, window: { expired: admission.expired, at: now }, result: withRateLimit(decision.result, admission.state) };
}

export function withRateLimit<T>(result: Decision<T>["result"], rateLimit: RateLimitState): Gated<T> {
  return result.ok ? { ok: true, value: result.value, rateLimit } : { ok: false, failure: result.failure, rateLimit };
}
