import type { Account, AccountView, ApiKeyRecord, Plan, Subscription } from "./account";
import { failures, type Failure } from "./failures";
import { record, unbooked, type BalanceType, type Booked, type RefundReason } from "./ledger";
import { addCalendarMonth, anchorDayOf, nextPeriodEndAfter } from "./period";
import type { BalanceView } from "./views";

// Billing rules as pure functions of (account, now). Both stores run exactly these;
// a store only makes them atomic. The rules change an account; the `book…` operations at the
// end of this file are the same rules with the ledger entry each change writes (ledger.ts),
// and they are what the stores run.

/**
 * Brings the account's subscription up to `now`: an active subscription whose period
 * has ended gets its balance set (not added) to `wordsPerPeriod` and its period end
 * moved past `now`, however many periods were missed; a cancelled one lapses.
 * Returns the same object when nothing changed.
 */
export function renewAccount(account: Account, now: number): Account {
  const sub = account.subscription;
  if (!sub || sub.currentPeriodEnd > now) return account;
  if (sub.status === "cancelled") return { ...account, subscription: null };
  return {
    ...account,
    balance: sub.wordsPerPeriod,
    subscription: {
      ...sub,
      currentPeriodEnd: nextPeriodEndAfter(sub.currentPeriodEnd, sub.anchorDay, now),
    },
  };
}

/** The plan of an account already renewed to now. */
export function planOf(account: Account): Plan {
  return account.subscription ? "api" : "trial";
}

export function balanceView(account: Account): BalanceView {
  const sub = account.subscription;
  return sub
    ? { balance_remaining: account.balance, plan: "api", reset_date: new Date(sub.currentPeriodEnd).toISOString() }
    : { balance_remaining: account.trialBalance, plan: "trial", reset_date: null };
}

export function accountView(account: Account): AccountView {
  const sub = account.subscription;
  return {
    account_id: account.id,
    plan: planOf(account),
    trial_balance: account.trialBalance,
    balance: account.balance,
    subscription: sub
      ? {
          status: sub.status,
          words_per_period: sub.wordsPerPeriod,
          current_period_end: new Date(sub.currentPeriodEnd).toISOString(),
        }
      : null,
    key: account.key ? { prefix: account.key.prefix, created_at: new Date(account.key.createdAt).toISOString() } : null,
  };
}

/** A debit, kept so that it can be refunded exactly. */
export interface Charge {
  source: "trial" | "balance";
  words: number;
  /** Period end when charged from the main balance: a refund after a renewal is void. */
  periodEnd: number | null;
  /** The charge's ledger entry (its `seq`), which a refund names; null for a charge made before the ledger. */
  seq: number | null;
}

export type ChargeDecision =
  | { ok: true; account: Account; charge: Charge; balanceRemaining: number }
  | { ok: false; code: "trial_exhausted" | "insufficient_balance"; available: number; needed: number };

/**
 * Decides whether an account (renewed to now) can pay `words`, and debits it if so.
 * Trial accounts draw from the trial balance and get `trial_exhausted` at 0;
 * `api` accounts draw from the main balance. Nothing ever goes below 0.
 */
export function decideCharge(account: Account, words: number): ChargeDecision {
  if (account.subscription) {
    const available = account.balance;
    if (available < words) return { ok: false, code: "insufficient_balance", available, needed: words };
    const charge: Charge = { source: "balance", words, periodEnd: account.subscription.currentPeriodEnd, seq: null };
    return { ok: true, account: { ...account, balance: available - words }, charge, balanceRemaining: available - words };
  }
  const available = account.trialBalance;
  if (available === 0) return { ok: false, code: "trial_exhausted", available, needed: words };
  if (available < words) return { ok: false, code: "insufficient_balance", available, needed: words };
  const charge: Charge = { source: "trial", words, periodEnd: null, seq: null };
  return { ok: true, account: { ...account, trialBalance: available - words }, charge, balanceRemaining: available - words };
}

/**
 * Gives a charge back to the balance it came from. Words charged in a period that has
 * since renewed are not given back: the renewal already reset that balance.
 */
export function refundCharge(account: Account, charge: Charge): Account {
  if (charge.source === "trial") return { ...account, trialBalance: account.trialBalance + charge.words };
  if (account.subscription?.currentPeriodEnd !== charge.periodEnd) return account;
  return { ...account, balance: account.balance + charge.words };
}

/** Starts or replaces a subscription; the balance is set to one period's words. */
export function subscribe(account: Account, wordsPerPeriod: number, now: number, periodEnd?: number): Account {
  const anchorDay = anchorDayOf(periodEnd ?? now);
  const subscription: Subscription = {
    status: "active",
    wordsPerPeriod,
    currentPeriodEnd: periodEnd ?? addCalendarMonth(now, anchorDay),
    anchorDay,
  };
  return { ...account, balance: wordsPerPeriod, subscription };
}

/** Cancels at period end: the plan stays `api` until then. */
export function cancelSubscription(account: Account): Account {
  if (!account.subscription) return account;
  return { ...account, subscription: { ...account.subscription, status: "cancelled" } };
}

/**
 * The operator's cancellation of an account renewed to now: an account without a subscription,
 * or with one already cancelled, is refused (and stays as it is).
 */
export function decideCancel(account: Account): { ok: true; account: Account } | { ok: false; failure: Failure } {
  const sub = account.subscription;
  if (!sub) return { ok: false, failure: failures.subscriptionNotFound(account.id) };
  if (sub.status === "cancelled") {
    return { ok: false, failure: failures.subscriptionAlreadyCancelled(account.id, new Date(sub.currentPeriodEnd).toISOString()) };
  }
  return { ok: true, account: cancelSubscription(account) };
}

export function addCredits(account: Account, words: number): Account {
  return { ...account, balance: account.balance + words };
}

export function newAccount(id: string, trialWords: number, now: number): Account {
  return { id, createdAt: now, trialBalance: trialWords, balance: 0, subscription: null, key: null, ledgerSeq: 0 };
}

// ── The operations with their ledger entries ─────────────────────────────────────────────

/** The balance a charge draws from, as the ledger names it. */
export const balanceTypeOf = (charge: Pick<Charge, "source">): BalanceType => (charge.source === "trial" ? "trial" : "main");

/** The request an entry belongs to (charges and refunds). */
export interface RequestRef {
  requestId?: string | undefined;
  idempotencyKey?: string | undefined;
}

/** A new account and its first entry, the trial grant. */
export function openAccount(id: string, trialWords: number, now: number, key: ApiKeyRecord | null = null): Booked {
  const account: Account = { ...newAccount(id, trialWords, now), key };
  return record(unbooked(account), account, { kind: "trial", words: trialWords, of: "trial" }, now);
}

/** `renewAccount` with its entry: a renewal (the main balance set to the period's words), or a lapse. */
export function bookRenewal(booked: Booked, now: number): Booked {
  const before = booked.account;
  const after = renewAccount(before, now);
  if (after === before) return booked;
  if (!after.subscription) {
    return record(booked, after, { kind: "subscription", event: "lapsed", words: 0, periodEnd: before.subscription?.currentPeriodEnd }, now);
  }
  const sub = after.subscription;
  return record(booked, after, { kind: "renewal", words: sub.wordsPerPeriod, of: "main", periodEnd: sub.currentPeriodEnd }, now);
}

export type BookedCharge = { ok: true; booked: Booked; charge: Charge; balanceRemaining: number } | Extract<ChargeDecision, { ok: false }>;

/** `decideCharge` with its entry; the charge names the entry, so that a refund can name it too. */
export function bookCharge(booked: Booked, words: number, request: RequestRef, now: number): BookedCharge {
  const decision = decideCharge(booked.account, words);
  if (!decision.ok) return decision;
  const charged = record(booked, decision.account, { kind: "charge", words, of: balanceTypeOf(decision.charge), ...request }, now);
  return { ok: true, booked: charged, charge: { ...decision.charge, seq: charged.account.ledgerSeq }, balanceRemaining: decision.balanceRemaining };
}

/**
 * `refundCharge` with its entry, which names the charge and why. A charge whose period has
 * since renewed gets a refund of 0 words: the entry still says that the charge was settled.
 */
export function bookRefund(booked: Booked, charge: Charge, reason: RefundReason, request: RequestRef, now: number): Booked {
  const after = refundCharge(booked.account, charge);
  const words = after === booked.account ? 0 : charge.words;
  return record(booked, after, { kind: "refund", words, of: balanceTypeOf(charge), charge: charge.seq ?? undefined, reason, ...request }, now);
}

/** `addCredits` with its entry. */
export function bookCredit(booked: Booked, words: number, now: number): Booked {
  return record(booked, addCredits(booked.account, words), { kind: "credit", words, of: "main" }, now);
}

/** `subscribe` with its entry: a subscription started, or one replaced (a cancelled one still running included). */
export function bookSubscription(booked: Booked, wordsPerPeriod: number, now: number, periodEnd?: number): Booked {
  const event = booked.account.subscription ? "replaced" : "started";
  const after = subscribe(booked.account, wordsPerPeriod, now, periodEnd);
  return record(booked, after, { kind: "subscription", event, words: wordsPerPeriod, of: "main", periodEnd: after.subscription?.currentPeriodEnd }, now);
}

/** `decideCancel` with its entry. */
export function bookCancel(booked: Booked, now: number): { ok: true; booked: Booked } | { ok: false; failure: Failure } {
  const cancelled = decideCancel(booked.account);
  if (!cancelled.ok) return cancelled;
  const periodEnd = cancelled.account.subscription?.currentPeriodEnd;
  return { ok: true, booked: record(booked, cancelled.account, { kind: "subscription", event: "cancelled", words: 0, periodEnd }, now) };
}
