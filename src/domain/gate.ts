import type { Failure } from "../errors";
import type { Account, BalanceView } from "./account";
import { balanceView, decideCharge, renewAccount, type Charge } from "./billing";
import { constantTimeEqual } from "./keys";
import { admitRequest, type RateLimitState } from "./rate-window";

// The account side of one API request, as a pure function of the account's state:
// authenticate → rate limit → (validation outcome) → idempotency → language → charge.
// A store loads the state, runs a gate and saves what it returns in one atomic step.

export const RATE_WINDOW_MS = 3_600_000;
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** A pending idempotency record older than this belongs to a request that died; it no longer blocks. */
export const IDEMPOTENCY_LEASE_MS = 5 * 60_000;

/** A humanize request after local validation (see the store port). */
export type HumanizeAttempt =
  | { kind: "rejected"; failure: Failure }
  | {
      kind: "valid";
      words: number;
      idempotency: { key: string; fingerprint: string } | null;
      unsupportedLanguage: Failure | null;
    };

export interface HumanizeBody {
  humanized_text: string;
  words_used: number;
  balance_remaining: number;
}

export type HumanizeGrant =
  | { kind: "charged"; charge: Charge; balanceRemaining: number }
  | { kind: "replay"; body: HumanizeBody };

export type Gated<T> =
  | { ok: true; value: T; rateLimit: RateLimitState }
  | { ok: false; failure: Failure; rateLimit?: RateLimitState; retryAfter?: number };

export interface IdempotencyRecord {
  fingerprint: string;
  state: "pending" | "done";
  body: HumanizeBody | null;
  /** When the record was written (pending) or completed (done), epoch ms. */
  at: number;
}

export interface AccountState {
  account: Account | null;
  /** Accepted requests of the current window, ascending epoch ms. */
  timestamps: readonly number[];
}

export interface GateLimits {
  rateLimitPerHour: number;
}

export interface Turn<T> {
  /** The account as it must be saved (renewed, debited); null when nothing is to be saved. */
  account: Account | null;
  /** The window as it must be saved; null when unchanged. */
  timestamps: number[] | null;
  result: Gated<T>;
}

const INVALID_KEY: Failure = {
  code: "invalid_api_key",
  message: "The API key is unknown or has been revoked. Send a valid key as `Authorization: Bearer <API_KEY>`.",
};

/** Authenticates and applies the rate limit; on success returns the renewed account and the new window. */
function admit(
  state: AccountState,
  keyHash: string,
  now: number,
  limits: GateLimits,
): { ok: false; turn: Turn<never> } | { ok: true; account: Account; renewed: boolean; timestamps: number[]; rateLimit: RateLimitState } {
  const { account } = state;
  if (!account?.key || !constantTimeEqual(account.key.hash, keyHash)) {
    return { ok: false, turn: { account: null, timestamps: null, result: { ok: false, failure: INVALID_KEY } } };
  }
  const admission = admitRequest(state.timestamps, now, limits.rateLimitPerHour, RATE_WINDOW_MS);
  if (!admission.admitted) {
    const failure: Failure = {
      code: "rate_limit_exceeded",
      message: `Rate limit of ${limits.rateLimitPerHour} requests per hour exceeded; retry in ${admission.retryAfter} seconds.`,
    };
    return {
      ok: false,
      turn: {
        account: null,
        timestamps: null,
        result: { ok: false, failure, rateLimit: admission.state, retryAfter: admission.retryAfter },
      },
    };
  }
  const renewed = renewAccount(account, now);
  return { ok: true, account: renewed, renewed: renewed !== account, timestamps: admission.timestamps, rateLimit: admission.state };
}

export function gateBalance(state: AccountState, keyHash: string, now: number, limits: GateLimits): Turn<BalanceView> {
  const admitted = admit(state, keyHash, now, limits);
  if (!admitted.ok) return admitted.turn;
  return {
    account: admitted.renewed ? admitted.account : null,
    timestamps: admitted.timestamps,
    result: { ok: true, value: balanceView(admitted.account), rateLimit: admitted.rateLimit },
  };
}

export interface HumanizeTurn extends Turn<HumanizeGrant> {
  /** The idempotency record to write under the attempt's key, if any. */
  idempotencyRecord: IdempotencyRecord | null;
}

/**
 * The account side of `POST /api/v1/humanize`. `idempotencyRecord` is the stored record
 * under the attempt's key (or null); a record past its lifetime counts as absent.
 */
export function gateHumanize(
  state: AccountState,
  keyHash: string,
  attempt: HumanizeAttempt,
  idempotencyRecord: IdempotencyRecord | null,
  now: number,
  limits: GateLimits,
): HumanizeTurn {
  const admitted = admit(state, keyHash, now, limits);
  if (!admitted.ok) return { ...admitted.turn, idempotencyRecord: null };
  const { rateLimit, timestamps } = admitted;
  const unchanged = admitted.renewed ? admitted.account : null;
  const refuse = (failure: Failure): HumanizeTurn => ({
    account: unchanged,
    timestamps,
    idempotencyRecord: null,
    result: { ok: false, failure, rateLimit },
  });

  if (attempt.kind === "rejected") return refuse(attempt.failure);

  const record = idempotencyRecord && isLive(idempotencyRecord, now) ? idempotencyRecord : null;
  if (attempt.idempotency && record) {
    if (record.fingerprint !== attempt.idempotency.fingerprint) {
      return refuse({
        code: "idempotency_key_reused",
        message: "This Idempotency-Key was already used with a different request body; send a new key for a new request.",
      });
    }
    if (record.state === "pending" || !record.body) {
      return refuse({
        code: "idempotency_in_progress",
        message: "A request with this Idempotency-Key is still running; retry once it has finished.",
      });
    }
    return { account: unchanged, timestamps, idempotencyRecord: null, result: { ok: true, value: { kind: "replay", body: record.body }, rateLimit } };
  }

  if (attempt.unsupportedLanguage) return refuse(attempt.unsupportedLanguage);

  const decision = decideCharge(admitted.account, attempt.words);
  if (!decision.ok) {
    return refuse(
      decision.code === "trial_exhausted"
        ? {
            code: "trial_exhausted",
            message: "The free trial's words are used up; an active API subscription is required to continue.",
          }
        : {
            code: "insufficient_balance",
            message: `This text has ${decision.needed} words but the balance has ${decision.available} words left.`,
          },
    );
  }
  return {
    account: decision.account,
    timestamps,
    idempotencyRecord: attempt.idempotency
      ? { fingerprint: attempt.idempotency.fingerprint, state: "pending", body: null, at: now }
      : null,
    result: {
      ok: true,
      value: { kind: "charged", charge: decision.charge, balanceRemaining: decision.balanceRemaining },
      rateLimit,
    },
  };
}

function isLive(record: IdempotencyRecord, now: number): boolean {
  const lifetime = record.state === "pending" ? IDEMPOTENCY_LEASE_MS : IDEMPOTENCY_TTL_MS;
  return now - record.at < lifetime;
}
