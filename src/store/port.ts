import type { AccountView } from "../domain/account";
import type { Charge } from "../domain/billing";
import type { Failure } from "../domain/failures";
import type { LedgerLimits, LedgerPage, LedgerQuery, Reconciliation } from "../domain/ledger";
import type { RateLimitState } from "../domain/rate-window";
import type { Gated, HumanizeAttempt, HumanizeBody, HumanizeGrant } from "../domain/gate";
import type { BalanceView } from "../domain/views";

export type { Gated, HumanizeAttempt, HumanizeBody, HumanizeGrant, LedgerPage, LedgerQuery, Reconciliation };

/** The caller's credentials as the store needs them: which account, and the key's hash. */
export interface KeyCredential {
  accountId: string;
  keyHash: string;
}

/**
 * Where accounts live. One call on the hot path authenticates, rate-limits and charges;
 * the follow-ups (`complete`, `refund`) run only when a request used an idempotency key
 * or failed after being charged. Every change of a balance appends its ledger entries
 * (src/domain/ledger.ts) in the same atomic write, pruned to the store's `LedgerLimits`.
 * Implementations throw `StoreUnavailableError` when the store cannot be reached.
 */
export interface AccountStore {
  humanize(credential: KeyCredential, attempt: HumanizeAttempt): Promise<Gated<HumanizeGrant>>;
  balance(credential: KeyCredential): Promise<Gated<BalanceView>>;
  /** A page of the account's ledger, newest first, in the one call that authenticates and counts the request like `balance`. */
  usage(credential: KeyCredential, query: LedgerQuery): Promise<Gated<LedgerPage>>;
  /** Whether the credential is the account's active key. Read-only: no rate limit, no renewal. */
  verifyKey(credential: KeyCredential): Promise<boolean>;
  /** Keeps a successful response for replay under its idempotency key. */
  complete(accountId: string, idempotencyKey: string, body: HumanizeBody): Promise<void>;
  /**
   * Gives a charge back after the engine failed, releasing the idempotency key; with a key,
   * only while the key still holds this charge (a retry past the lease may have refunded it).
   */
  refund(accountId: string, charge: Charge, idempotencyKey: string | null, requestId?: string): Promise<void>;

  createAccount(): Promise<{ account: AccountView; apiKey: string }>;
  getAccount(accountId: string): Promise<AccountView | null>;
  /** Issues a new key, revoking the previous one; null when the account does not exist. */
  rotateKey(accountId: string): Promise<string | null>;
  revokeKey(accountId: string): Promise<boolean>;
  subscribe(accountId: string, wordsPerPeriod: number, periodEnd?: number): Promise<AccountView | null>;
  /** null: no such account; a failure when there is nothing to cancel (see `decideCancel`). */
  cancelSubscription(accountId: string): Promise<{ ok: true; value: AccountView } | { ok: false; failure: Failure } | null>;
  credit(accountId: string, words: number): Promise<AccountView | null>;
  /** The operator's page of an account's ledger; null: no such account; a failure for a cursor of no entry. */
  ledger(accountId: string, query: LedgerQuery): Promise<{ ok: true; value: LedgerPage } | { ok: false; failure: Failure } | null>;
  /** Replays an account's ledger against its stored balances; null: no such account. */
  reconcile(accountId: string): Promise<Reconciliation | null>;
}

export class StoreUnavailableError extends Error {
  /** The caller's window, when the store failed after admitting the request. */
  rateLimit: RateLimitState | undefined;

  constructor(message: string, options?: { cause?: unknown; rateLimit?: RateLimitState }) {
    super(message, options);
    this.name = "StoreUnavailableError";
    this.rateLimit = options?.rateLimit;
  }
}

/** Limits a store applies on every gated call. */
export interface StoreLimits {
  rateLimitPerHour: number;
  trialWords: number;
  /** Retention of the ledger: LEDGER_RETENTION_DAYS and LEDGER_MAX_ENTRIES. */
  ledger: LedgerLimits;
}
