import * as z from "zod";
import type { Account } from "./account";
import { balanceView, bookCharge, bookRefund, bookRenewal, type Charge } from "./billing";
import { failures, type Failure } from "./failures";
import { constantTimeEqual } from "./keys";
import { checkCursor, pageOf, unbooked, type Booked, type LedgerEntry, type LedgerPage, type LedgerQuery } from "./ledger";
import { admitRequest, type RateLimitState } from "./rate-window";
import { HumanizeResult, type BalanceView } from "./views";

// The account side of one API request, as a pure function of the account's state:
// authenticate → rate limit → (validation outcome) → idempotency → language → charge.
// A store loads the state, runs a gate and saves what it returns (the account, the ledger
// entries recording its changes, the idempotency record) in one atomic step.

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
      /** The request's id (`X-Request-Id`), which its ledger entries carry. */
      requestId: string;
      /** `leaseMs`: how long a pending record under this key blocks (IDEMPOTENCY_LEASE_SECONDS). */
      idempotency: { key: string; fingerprint: string; leaseMs: number } | null;
      unsupportedLanguage: Failure | null;
    };

/** A humanize answer as kept for replay. */
export type HumanizeBody = HumanizeResult;

export type HumanizeGrant = { kind: "charged"; charge: Charge; balanceRemaining: number } | { kind: "replay"; body: HumanizeBody };

export type Gated<T> = { ok: true; value: T; rateLimit: RateLimitState } | { ok: false; failure: Failure; rateLimit?: RateLimitState; retryAfter?: number };

export const IdempotencyRecordSchema = z.object({
  fingerprint: z.string(),
  state: z.enum(["pending", "done"]),
  body: HumanizeResult.nullable(),
  /** When the record was written (pending) or completed (done), epoch ms. */
  at: z.number(),
  /** While pending: what the request was charged, so that a request that died can be refunded. */
  charge: z
    .object({
      source: z.enum(["trial", "balance"]),
      words: z.number().int().nonnegative(),
      periodEnd: z.number().nullable(),
      /** The charge's ledger entry (absent in a record written before the ledger). */
      seq: z.number().int().positive().nullable().default(null),
    })
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
  /** The ledger entries of the account's changes (oldest first), written with it. */
  entries: readonly LedgerEntry[];
  /** The idempotency record to write under the attempt's key, if any. */
  idempotencyRecord: IdempotencyRecord | null;
  /**
   * Delete the record under the attempt's key (when no record is written): a dead request's
   * charge was refunded, and its pending record must not be refunded again by the next retry.
   */
  releaseIdempotency?: boolean;
  result: { ok: true; value: T } | { ok: false; failure: Failure };
}

/** What a decision saves of a turn's changes: nothing when the account is unchanged. */
function changes(account: Account, booked: Booked): Pick<Decision<never>, "account" | "entries"> {
  return { account: booked.account === account ? null : booked.account, entries: booked.entries };
}

export function decideBalance(account: Account, now: number): Decision<BalanceView> {
  const renewed = bookRenewal(unbooked(account), now);
  return { ...changes(account, renewed), idempotencyRecord: null, result: { ok: true, value: balanceView(renewed.account) } };
}

/**
 * A page of the account's ledger (GET /api/v1/usage, and the operator's): the account renewed
 * to now (a renewal due is written, and shown, first), then `readStored()` (newest first, up to
 * `limit + 1` entries older than the cursor), read only once the cursor is known to be good.
 */
export function decideUsage(account: Account, query: LedgerQuery, now: number, readStored: () => readonly LedgerEntry[]): Decision<LedgerPage> {
  const renewed = bookRenewal(unbooked(account), now);
  const failure = checkCursor(account, query);
  const result = failure ? { ok: false as const, failure } : { ok: true as const, value: pageOf(readStored(), renewed.entries, query) };
  return { ...changes(account, renewed), idempotencyRecord: null, result };
}

/**
 * The refund of a charge whose rewrite failed (null: nothing to refund). With an idempotency key
 * the charge is refunded only while the key's record still holds it: a request that outlived its
 * lease may have been refunded already by a retry with its key, and must not be refunded twice.
 */
export function decideRefund(
  account: Account,
  charge: Charge,
  idempotency: { key: string; record: IdempotencyRecord | null } | null,
  requestId: string | undefined,
  now: number,
): Booked | null {
  if (idempotency && charge.seq !== null) {
    const held = idempotency.record?.state === "pending" ? idempotency.record.charge : null;
    if (held?.seq !== charge.seq) return null;
  }
  // As before the ledger, the refund does not renew: a renewal due is written at the next access.
  return bookRefund(unbooked(account), charge, "engine_failure", { requestId, idempotencyKey: idempotency?.key }, now);
}

/**
 * The account side of `POST /api/v1/humanize` after authentication and the rate limit:
 * validation outcome → idempotency → language → charge. `record` is the stored record
 * under the attempt's idempotency key (or null); one past its lifetime counts as absent.
 */
export function decideHumanize(account: Account, attempt: HumanizeAttempt, record: IdempotencyRecord | null, now: number): Decision<HumanizeGrant> {
  let booked = bookRenewal(unbooked(account), now);
  const leaseMs = attempt.kind === "valid" ? (attempt.idempotency?.leaseMs ?? IDEMPOTENCY_LEASE_MS) : IDEMPOTENCY_LEASE_MS;
  const live = record && isLive(record, now, leaseMs) ? record : null;
  // A request that was charged under this key and never finished (it died past its lease)
  // gives its words back before the key is used afresh.
  if (attempt.kind === "valid" && attempt.idempotency && record && !live && record.state === "pending" && record.charge) {
    const request = { requestId: attempt.requestId, idempotencyKey: attempt.idempotency.key };
    booked = bookRefund(booked, record.charge, "lease_expired", request, now);
  }
  const unchanged = changes(account, booked);
  // Refused after refunding a dead request: its record goes, or every later retry would refund it again.
  const releaseIdempotency = booked.entries.some((entry) => entry.kind === "refund");
  const refuse = (failure: Failure): Decision<HumanizeGrant> => ({ ...unchanged, idempotencyRecord: null, releaseIdempotency, result: { ok: false, failure } });

  if (attempt.kind === "rejected") return refuse(attempt.failure);

  if (attempt.idempotency && live) {
    if (live.fingerprint !== attempt.idempotency.fingerprint) {
      return refuse(failures.idempotencyKeyReused());
    }
    if (live.state === "pending" || !live.body) {
      return refuse(failures.idempotencyInProgress());
    }
    return { ...unchanged, idempotencyRecord: null, result: { ok: true, value: { kind: "replay", body: live.body } } };
  }

  if (attempt.unsupportedLanguage) return refuse(attempt.unsupportedLanguage);

  const decision = bookCharge(booked, attempt.words, { requestId: attempt.requestId, idempotencyKey: attempt.idempotency?.key }, now);
  if (!decision.ok) {
    return refuse(
      decision.code === "trial_exhausted"
        ? failures.trialExhausted()
        : failures.insufficientBalance(decision.needed, decision.available, !booked.account.subscription),
    );
  }
  return {
    ...changes(account, decision.booked),
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
  entries: readonly LedgerEntry[];
  idempotencyRecord: IdempotencyRecord | null;
  releaseIdempotency?: boolean;
  /** The window change to save (the request was admitted at `at`); null when it was not admitted. */
  window: WindowChange | null;
  result: Gated<T>;
}

/** Authenticates, applies the exact sliding window, then decides. */
export function gate<T>(state: AccountState, keyHash: string, now: number, limits: GateLimits, decide: (account: Account) => Decision<T>): Turn<T> {
  const nothing = { account: null, entries: [], idempotencyRecord: null, window: null };
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
