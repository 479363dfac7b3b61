import * as z from "zod";
import type { Account } from "./account";
import { failures, type Failure } from "./failures";

// The ledger: every movement of an account's words is one append-only entry, written with the
// balance change it records (the Durable Object's transaction, the Redis store's Lua script).
// The entries are built here and in billing.ts from the account after each change, so both
// stores record exactly the same ones; a store only appends them, prunes by the rule below and
// reads them back. Replaying the entries since the last renewal gives the account's balances:
// `replay` and `reconcile` are that check, as pure functions.

export const LEDGER_KINDS = ["charge", "refund", "renewal", "credit", "subscription", "trial"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
/** Why a charge was given back: its rewrite failed, or its request died and a retry found its lease expired. */
export const REFUND_REASONS = ["engine_failure", "lease_expired"] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const SUBSCRIPTION_EVENTS = ["started", "replaced", "cancelled", "lapsed"] as const;
export type SubscriptionEvent = (typeof SUBSCRIPTION_EVENTS)[number];
/** The balance an entry moves: the trial balance or the main one. */
export const BALANCE_TYPES = ["trial", "main"] as const;
export type BalanceType = (typeof BALANCE_TYPES)[number];

/**
 * One entry as both stores keep it (JSON; absent fields are left out, to keep it small).
 * `balance` and `trial` are the account's balances after the entry.
 */
export const LedgerEntryRecord = z.object({
  /** 1, 2, 3… per account, in the order the changes were made; the id is `le_` and the number. */
  seq: z.number().int().positive(),
  /** Epoch milliseconds. */
  at: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  /** Words moved: charged, refunded, credited, granted; for a renewal or a subscription started or replaced, what the main balance was set to. */
  words: z.number().int().nonnegative(),
  /** The balance moved; absent for a cancellation or a lapse, which move none. */
  of: z.enum(BALANCE_TYPES).optional(),
  balance: z.number().int().nonnegative(),
  trial: z.number().int().nonnegative(),
  /** The request that made the movement (charges and refunds). */
  requestId: z.string().optional(),
  idempotencyKey: z.string().optional(),
  /** A refund's charge (its `seq`); absent for a charge made before the ledger. */
  charge: z.number().int().positive().optional(),
  reason: z.enum(REFUND_REASONS).optional(),
  event: z.enum(SUBSCRIPTION_EVENTS).optional(),
  /** Renewals and subscription changes: the period end after the entry (a lapse: the end it lapsed at). */
  periodEnd: z.number().int().optional(),
});
export type LedgerEntry = z.infer<typeof LedgerEntryRecord>;

/** What happened, before `record` numbers it, dates it and adds the balances after it. */
export type Movement = Omit<LedgerEntry, "seq" | "at" | "balance" | "trial">;

// ── Ids ──────────────────────────────────────────────────────────────────────────────────

const ENTRY_ID = /^le_(\d{12})$/;

/** An entry's public id: `le_` and its number in 12 digits, so that ids sort as the entries do. */
export function entryId(seq: number): string {
  return `le_${String(seq).padStart(12, "0")}`;
}

/** The number of an entry id, or null when the text is not one. */
export function entrySeq(id: string): number | null {
  const match = ENTRY_ID.exec(id);
  const seq = match ? Number(match[1]) : 0;
  return seq >= 1 ? seq : null;
}

// ── Writing ──────────────────────────────────────────────────────────────────────────────

/** An account after some changes, with the entries that record them (oldest first). */
export interface Booked {
  account: Account;
  entries: readonly LedgerEntry[];
}

/** An account before any change of this turn. */
export function unbooked(account: Account): Booked {
  return { account, entries: [] };
}

/**
 * Records `next` (a change of `booked.account`) as the entry after the account's newest one,
 * with the balances of `next`. Every balance change goes through here: that is what makes
 * the ledger complete.
 */
export function record(booked: Booked, next: Account, movement: Movement, now: number): Booked {
  const seq = booked.account.ledgerSeq + 1;
  const account: Account = { ...next, ledgerSeq: seq };
  const entry: LedgerEntry = { seq, at: now, ...movement, balance: account.balance, trial: account.trialBalance };
  // Absent, not undefined: the entry is the same whether it was just built or read back.
  for (const key of Object.keys(entry) as (keyof LedgerEntry)[]) if (entry[key] === undefined) delete entry[key];
  return { account, entries: [...booked.entries, entry] };
}

// ── Bounded storage ──────────────────────────────────────────────────────────────────────

export interface LedgerLimits {
  /** Entries older than this leave the ledger (LEDGER_RETENTION_DAYS). */
  retentionMs: number;
  /** At most this many entries are kept per account (LEDGER_MAX_ENTRIES). */
  maxEntries: number;
}

export const DAY_MS = 86_400_000;
export const DEFAULT_LEDGER_LIMITS: LedgerLimits = { retentionMs: 90 * DAY_MS, maxEntries: 1_000 };

/**
 * The pruning rule, which each store applies in the write that appends entries (no extra round
 * trip): from the oldest end, entries leave while more than `maxEntries` are kept or the oldest
 * is older than the retention. The newest entry always stays, so the ledger of an account is
 * never empty and its newest entry always holds the account's balances. Whatever is left is
 * enough to reconcile: every entry carries the balances after it, so the oldest one kept is the
 * checkpoint a replay starts from when the last renewal has been pruned.
 */
export function pruneLedger(entries: readonly LedgerEntry[], now: number, limits: LedgerLimits): LedgerEntry[] {
  let start = Math.max(0, entries.length - limits.maxEntries);
  const cutoff = now - limits.retentionMs;
  while (start < entries.length - 1 && entries[start]!.at < cutoff) start++;
  return entries.slice(start);
}

// ── Reading ──────────────────────────────────────────────────────────────────────────────

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** A page request: `limit` entries older than the entry numbered `startingAfter` (or the newest). */
export interface LedgerQuery {
  limit: number;
  startingAfter: number | null;
}

/** A page of entries, newest first, and whether older ones follow. */
export interface LedgerPage {
  entries: LedgerEntry[];
  hasMore: boolean;
}

/** A cursor must name one of the account's entries (a pruned one still marks a place). */
export function checkCursor(account: Account, query: LedgerQuery): Failure | null {
  return query.startingAfter !== null && query.startingAfter > account.ledgerSeq ? failures.unknownLedgerCursor() : null;
}

/**
 * The page a store answers: `stored` is what it read before this turn (newest first, up to
 * `limit + 1` entries, to know whether more follow), `appended` the entries this turn wrote
 * (oldest first; only a renewal at first access writes any on a read).
 */
export function pageOf(stored: readonly LedgerEntry[], appended: readonly LedgerEntry[], query: LedgerQuery): LedgerPage {
  const fresh = appended.filter((entry) => query.startingAfter === null || entry.seq < query.startingAfter).reverse();
  const newest = fresh[0]?.seq ?? Number.POSITIVE_INFINITY;
  const all = [...fresh, ...stored.filter((entry) => entry.seq < newest)];
  return { entries: all.slice(0, query.limit), hasMore: all.length > query.limit };
}

// ── Replay and reconciliation ────────────────────────────────────────────────────────────

export interface Balances {
  balance: number;
  trialBalance: number;
}

const balancesAfter = (entry: LedgerEntry): Balances => ({ balance: entry.balance, trialBalance: entry.trial });

/**
 * What an entry does to the balances before it, by its kind alone: a charge takes its words from
 * the balance it names, a refund or a credit adds them, a renewal or a subscription started or
 * replaced sets the main balance, the trial grant sets the trial balance; a cancellation or a
 * lapse moves nothing.
 */
export function applyEntry(before: Balances, entry: LedgerEntry): Balances {
  const add = (of: BalanceType | undefined, words: number): Balances =>
    of === "trial" ? { ...before, trialBalance: before.trialBalance + words } : { ...before, balance: before.balance + words };
  switch (entry.kind) {
    case "trial":
      return { ...before, trialBalance: entry.words };
    case "charge":
      return add(entry.of, -entry.words);
    case "refund":
      return add(entry.of, entry.words);
    case "credit":
      return add("main", entry.words);
    case "renewal":
      return { ...before, balance: entry.words };
    case "subscription":
      return entry.event === "started" || entry.event === "replaced" ? { ...before, balance: entry.words } : before;
  }
}

/**
 * Replays an account's entries (oldest first) since the last renewal: from the renewal's
 * balances (or, once it has been pruned, from the oldest entry kept, which carries the
 * balances at the cut), each later entry applied by its kind. Null without entries.
 */
export function replay(entries: readonly LedgerEntry[]): { balances: Balances; from: LedgerEntry } | null {
  if (entries.length === 0) return null;
  let start = 0;
  for (let i = entries.length - 1; i > 0; i--) {
    if (entries[i]!.kind === "renewal") {
      start = i;
      break;
    }
  }
  let balances = balancesAfter(entries[start]!);
  for (let i = start + 1; i < entries.length; i++) balances = applyEntry(balances, entries[i]!);
  return { balances, from: entries[start]! };
}

/** What the operator API answers for an account's reconciliation. */
export interface Reconciliation {
  account_id: string;
  /** True when the replay gives exactly the stored balances and the entries kept are whole. */
  reconciled: boolean;
  stored: { balance: number; trial_balance: number };
  /** The balances the replay gives; null when the account has no entries (made before the ledger). */
  replayed: { balance: number; trial_balance: number } | null;
  /** The entry the replay starts from: the last renewal, or the oldest kept. */
  replayed_from: string | null;
  /** Entries the account has written, and the oldest of those still kept. */
  entries_written: number;
  entries_kept: number;
  oldest_kept: string | null;
  /** Each difference found, in words; empty when reconciled. */
  differences: string[];
}

const describe = (b: Balances) => `balance ${b.balance}, trial balance ${b.trialBalance}`;
const same = (a: Balances, b: Balances) => a.balance === b.balance && a.trialBalance === b.trialBalance;

/**
 * Checks an account's ledger against its stored balances: the entries kept (oldest first) are
 * numbered without a gap up to the account's newest, each one's balances follow from the one
 * before by its kind, and the replay since the last renewal gives exactly the stored balances.
 */
export function reconcile(account: Account, entries: readonly LedgerEntry[]): Reconciliation {
  const differences: string[] = [];
  const stored: Balances = { balance: account.balance, trialBalance: account.trialBalance };
  const newest = entries.at(-1);
  if (!newest) {
    if (account.ledgerSeq > 0) differences.push(`No entries are kept, but the account has written ${account.ledgerSeq}.`);
  } else if (newest.seq !== account.ledgerSeq) {
    differences.push(`The newest entry kept is ${entryId(newest.seq)}, but the account's newest is ${entryId(account.ledgerSeq)}.`);
  }
  for (let i = 1; i < entries.length; i++) {
    const previous = entries[i - 1]!;
    const entry = entries[i]!;
    if (entry.seq !== previous.seq + 1) {
      differences.push(
        entry.seq > previous.seq + 1
          ? `Entries ${entryId(previous.seq + 1)} to ${entryId(entry.seq - 1)} are missing.`
          : `${entryId(entry.seq)} follows ${entryId(previous.seq)} out of order.`,
      );
      continue;
    }
    const expected = applyEntry(balancesAfter(previous), entry);
    if (!same(expected, balancesAfter(entry))) {
      differences.push(
        `${entryId(entry.seq)} (${entry.kind}) records ${describe(balancesAfter(entry))}; ${entryId(previous.seq)} and its ${entry.words} words give ${describe(expected)}.`,
      );
    }
  }
  const replayed = replay(entries);
  if (replayed && !same(replayed.balances, stored)) {
    differences.push(`The replay since ${entryId(replayed.from.seq)} gives ${describe(replayed.balances)}; the account holds ${describe(stored)}.`);
  }
  return {
    account_id: account.id,
    reconciled: differences.length === 0,
    stored: { balance: stored.balance, trial_balance: stored.trialBalance },
    replayed: replayed ? { balance: replayed.balances.balance, trial_balance: replayed.balances.trialBalance } : null,
    replayed_from: replayed ? entryId(replayed.from.seq) : null,
    entries_written: account.ledgerSeq,
    entries_kept: entries.length,
    oldest_kept: entries[0] ? entryId(entries[0].seq) : null,
    differences,
  };
}
