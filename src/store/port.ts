import type { AccountView } from "../domain/account";
import type { Charge } from "../domain/billing";
import type { Failure } from "../domain/failures";
import type { RateLimitState } from "../domain/rate-window";
import type { Gated, HumanizeAttempt, HumanizeBody, HumanizeGrant } from "../domain/gate";
import type { BalanceView } from "../domain/views";

export type { Gated, HumanizeAttempt, HumanizeBody, HumanizeGrant };

/** The caller's credentials as the store needs them: which account, and the key's hash. */
export interface KeyCredential {
  accountId: string;
  keyHash: string;
}

/**
 * Where accounts live. One call on the hot path authenticates, rate-limits and charges;
 * the follow-ups (`complete`, `refund`) run only when a request used an idempotency key
 * or failed after being charged. Implementations throw `StoreUnavailableError` when
 * the store cannot be reached.
 */
export interface AccountStore {
  humanize(credential: KeyCredential, attempt: HumanizeAttempt): Promise<Gated<HumanizeGrant>>;
  balance(credential: KeyCredential): Promise<Gated<BalanceView>>;
  /** Whether the credential is the account's active key. Read-only: no rate limit, no renewal. */
  verifyKey(credential: KeyCredential): Promise<boolean>;
  /** Keeps a successful response for replay under its idempotency key. */
  complete(accountId: string, idempotencyKey: string, body: HumanizeBody): Promise<void>;
  /** Gives a charge back after the engine failed, releasing the idempotency key. */
  refund(accountId: string, charge: Charge, idempotencyKey: string | null): Promise<void>;

  createAccount(): Promise<{ account: AccountView; apiKey: string }>;
  getAccount(accountId: string): Promise<AccountView | null>;
  /** Issues a new key, revoking the previous one; null when the account does not exist. */
  rotateKey(accountId: string): Promise<string | null>;
  revokeKey(accountId: string): Promise<boolean>;
  subscribe(accountId: string, wordsPerPeriod: number, periodEnd?: number): Promise<AccountView | null>;
  /** null: no such account; a failure when there is nothing to cancel (see `decideCancel`). */
  cancelSubscription(accountId: string): Promise<{ ok: true; value: AccountView } | { ok: false; failure: Failure } | null>;
  credit(accountId: string, words: number): Promise<AccountView | null>;
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
}
