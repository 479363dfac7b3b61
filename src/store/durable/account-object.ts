import { DurableObject } from "cloudflare:workers";
import * as z from "zod";
import { AccountRecord, type Account, type AccountView, type ApiKeyRecord } from "../../domain/account";
import { accountView, bookCancel, bookCredit, bookRenewal, bookSubscription, openAccount, type Charge } from "../../domain/billing";
import {
  authenticate,
  decideBalance,
  decideHumanize,
  decideRefund,
  decideUsage,
  gate,
  IDEMPOTENCY_TTL_MS,
  RATE_WINDOW_MS,
  type Gated,
  type GateLimits,
  type WindowChange,
  type HumanizeAttempt,
  type HumanizeBody,
  type HumanizeGrant,
  IdempotencyRecordSchema,
  type IdempotencyRecord,
} from "../../domain/gate";
import type { Failure } from "../../domain/failures";
import {
  LedgerEntryRecord,
  reconcile,
  unbooked,
  type Booked,
  type LedgerEntry,
  type LedgerLimits,
  type LedgerPage,
  type LedgerQuery,
  type Reconciliation,
} from "../../domain/ledger";
import { applyAdmission } from "../../domain/rate-window";
import type { BalanceView } from "../../domain/views";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS kv (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS hits (at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS hits_at ON hits (at);
CREATE TABLE IF NOT EXISTS idempotency (key TEXT PRIMARY KEY, record TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS idempotency_at ON idempotency (at);
CREATE TABLE IF NOT EXISTS ledger (seq INTEGER PRIMARY KEY, at INTEGER NOT NULL, entry TEXT NOT NULL);
`;

const Timestamps = z.array(z.number());

/** What a gated call applies: the rate limit, and the ledger's retention for what it writes. */
export type CallLimits = GateLimits & { ledger: LedgerLimits };

/** A change to save in one transaction. */
interface Change {
  /** The account (null: unchanged). */
  account: Account | null;
  /** The ledger entries recording the account's change, oldest first. */
  entries?: readonly LedgerEntry[];
  window?: WindowChange | "reset" | null;
  /** Further writes in the same transaction (idempotency records). */
  also?: (sql: SqlStorage) => void;
}

/**
 * One account: its balances, subscription, key hash, rate-limit window, idempotency records and
 * ledger, in the object's SQLite storage. Every method runs in one single-threaded turn with
 * synchronous storage, so each gate is atomic without locks, and the ledger entries of a change
 * are written in the transaction that saves it.
 */
export class AccountObject extends DurableObject {
  #state: { account: Account | null; timestamps: number[] } | undefined;

  humanize(keyHash: string, attempt: HumanizeAttempt, limits: CallLimits): Gated<HumanizeGrant> {
    const now = Date.now();
    const state = this.#load();
    const key = attempt.kind === "valid" ? (attempt.idempotency?.key ?? null) : null;
    const record = key && state.account ? this.#readIdempotency(key) : null;
    const turn = gate(state, keyHash, now, limits, (account) => decideHumanize(account, attempt, record, now));
    if (turn.account || turn.window) {
      this.#commit(limits.ledger, {
        ...turn,
        also: (sql) => {
          if (!key) return;
          sql.exec("DELETE FROM idempotency WHERE at <= ?", now - IDEMPOTENCY_TTL_MS);
          if (turn.idempotencyRecord) writeIdempotency(sql, key, turn.idempotencyRecord);
          else if (turn.releaseIdempotency) sql.exec("DELETE FROM idempotency WHERE key = ?", key);
        },
      });
    }
    return turn.result;
  }

  balance(keyHash: string, limits: CallLimits): Gated<BalanceView> {
    const now = Date.now();
    const turn = gate(this.#load(), keyHash, now, limits, (account) => decideBalance(account, now));
    if (turn.account || turn.window) this.#commit(limits.ledger, turn);
    return turn.result;
  }

  /** A page of the ledger, in the turn that authenticates and counts the request. */
  usage(keyHash: string, limits: CallLimits, query: LedgerQuery): Gated<LedgerPage> {
    const now = Date.now();
    const sql = this.ctx.storage.sql;
    const turn = gate(this.#load(), keyHash, now, limits, (account) => decideUsage(account, query, now, () => readPage(sql, query)));
    if (turn.account || turn.window) this.#commit(limits.ledger, turn);
    return turn.result;
  }

  verifyKey(keyHash: string): boolean {
    return authenticate(this.#load().account, keyHash) === null;
  }

  complete(idempotencyKey: string, body: HumanizeBody): void {
    const record = this.#readIdempotency(idempotencyKey);
    if (!record) return;
    writeIdempotency(this.ctx.storage.sql, idempotencyKey, { ...record, state: "done", body, at: Date.now(), charge: null });
  }

  refund(charge: Charge, idempotencyKey: string | null, requestId: string | undefined, ledger: LedgerLimits): void {
    const account = this.#load().account;
    if (!account) return;
    const idempotency = idempotencyKey ? { key: idempotencyKey, record: this.#readIdempotency(idempotencyKey) } : null;
    const refunded = decideRefund(account, charge, idempotency, requestId, Date.now());
    if (!refunded) return;
    this.#commit(ledger, {
      ...refunded,
      also: (sql) => {
        if (idempotencyKey) sql.exec("DELETE FROM idempotency WHERE key = ?", idempotencyKey);
      },
    });
  }

  create(id: string, trialWords: number, key: ApiKeyRecord, ledger: LedgerLimits): AccountView {
    if (this.#load().account) throw new Error("account already exists");
    this.ctx.storage.sql.exec(SCHEMA);
    const opened = openAccount(id, trialWords, Date.now(), key);
    this.#commit(ledger, { ...opened, window: "reset" });
    return accountView(opened.account);
  }

  view(ledger: LedgerLimits): AccountView | null {
    return this.#update(ledger, (booked) => booked);
  }

  /** Replaces or removes the key; the rate-limit window is per key, so it starts afresh. */
  setKey(key: ApiKeyRecord | null, ledger: LedgerLimits): boolean {
    const account = this.#current(ledger);
    if (!account) return false;
    this.#commit(ledger, { account: { ...account, key }, window: "reset" });
    return true;
  }

  subscribe(wordsPerPeriod: number, periodEnd: number | undefined, ledger: LedgerLimits): AccountView | null {
    return this.#update(ledger, (booked, now) => bookSubscription(booked, wordsPerPeriod, now, periodEnd));
  }

  cancel(ledger: LedgerLimits): { ok: true; value: AccountView } | { ok: false; failure: Failure } | null {
    const account = this.#current(ledger);
    if (!account) return null;
    const cancelled = bookCancel(unbooked(account), Date.now());
    if (!cancelled.ok) return cancelled;
    this.#commit(ledger, cancelled.booked);
    return { ok: true, value: accountView(cancelled.booked.account) };
  }

  credit(words: number, ledger: LedgerLimits): AccountView | null {
    return this.#update(ledger, (booked, now) => bookCredit(booked, words, now));
  }

  /** The operator's page of the ledger, the account renewed to now first. */
  ledger(query: LedgerQuery, ledger: LedgerLimits): { ok: true; value: LedgerPage } | { ok: false; failure: Failure } | null {
    const account = this.#load().account;
    if (!account) return null;
    const sql = this.ctx.storage.sql;
    const decision = decideUsage(account, query, Date.now(), () => readPage(sql, query));
    if (decision.account) this.#commit(ledger, decision);
    return decision.result;
  }

  /** Replays the whole ledger kept against the balances, the account renewed to now first. */
  reconcile(ledger: LedgerLimits): Reconciliation | null {
    const account = this.#current(ledger);
    if (!account) return null;
    const rows = this.ctx.storage.sql.exec<{ entry: string }>("SELECT entry FROM ledger ORDER BY seq").toArray();
    return reconcile(
      account,
      rows.map((row) => parseEntry(row.entry)),
    );
  }

  /** The account renewed to now, saved (with the renewal's entry) if the renewal changed it. */
  #current(ledger: LedgerLimits): Account | null {
    const account = this.#load().account;
    if (!account) return null;
    const renewed = bookRenewal(unbooked(account), Date.now());
    if (renewed.account !== account) this.#commit(ledger, renewed);
    return renewed.account;
  }

  #update(ledger: LedgerLimits, change: (booked: Booked, now: number) => Booked): AccountView | null {
    const account = this.#current(ledger);
    if (!account) return null;
    const next = change(unbooked(account), Date.now());
    if (next.account !== account) this.#commit(ledger, next);
    return accountView(next.account);
  }

  #load(): { account: Account | null; timestamps: number[] } {
    if (this.#state) return this.#state;
    const sql = this.ctx.storage.sql;
    // An object that was never created has no tables; reading it must not write any.
    const created = sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kv'").toArray().length > 0;
    let account: Account | null = null;
    let timestamps: number[] = [];
    if (created) {
      sql.exec(SCHEMA); // idempotent: brings objects created by an older version up to date
      for (const row of sql.exec<{ name: string; value: string }>("SELECT name, value FROM kv")) {
        if (row.name === "account") account = AccountRecord.parse(JSON.parse(row.value));
      }
      timestamps = Timestamps.parse(
        sql
          .exec<{ at: number }>("SELECT at FROM hits ORDER BY at")
          .toArray()
          .map((row) => row.at),
      );
    }
    this.#state = { account, timestamps };
    return this.#state;
  }

  /**
   * Saves what changed (null: unchanged), its ledger entries (pruned to `ledger`) and any
   * further writes in one transaction; the in-memory copy follows only if it commits.
   */
  #commit(ledger: LedgerLimits, change: Change): void {
    const { account, entries = [], window = null, also } = change;
    const current = this.#load();
    const sql = this.ctx.storage.sql;
    try {
      this.ctx.storage.transactionSync(() => {
        if (account) sql.exec("INSERT OR REPLACE INTO kv (name, value) VALUES ('account', ?)", JSON.stringify(account));
        appendEntries(sql, entries, ledger);
        if (window) saveWindow(sql, window);
        also?.(sql);
      });
    } catch (error) {
      this.#state = undefined;
      throw error;
    }
    if (account) current.account = account;
    if (window === "reset") current.timestamps = [];
    else if (window) applyAdmission(current.timestamps, { admitted: true, expired: window.expired }, window.at);
  }

  #readIdempotency(key: string): IdempotencyRecord | null {
    const row = this.ctx.storage.sql.exec<{ record: string }>("SELECT record FROM idempotency WHERE key = ?", key).toArray()[0];
    return row ? IdempotencyRecordSchema.parse(JSON.parse(row.record)) : null;
  }
}

const parseEntry = (text: string): LedgerEntry => LedgerEntryRecord.parse(JSON.parse(text));

/**
 * Appends entries (a duplicate number fails the transaction), then prunes by the rule of
 * `pruneLedger` (src/domain/ledger.ts): beyond `maxEntries` by number, then from the oldest end
 * while older than the retention, never the newest. Both deletions go by the primary key and
 * read only the rows they delete (plus one): no scan, and nothing when nothing is due.
 */
function appendEntries(sql: SqlStorage, entries: readonly LedgerEntry[], ledger: LedgerLimits): void {
  const newest = entries.at(-1);
  if (!newest) return;
  for (const entry of entries) sql.exec("INSERT INTO ledger (seq, at, entry) VALUES (?, ?, ?)", entry.seq, entry.at, JSON.stringify(entry));
  sql.exec("DELETE FROM ledger WHERE seq <= ?", newest.seq - ledger.maxEntries);
  sql.exec(
    "DELETE FROM ledger WHERE seq < coalesce((SELECT seq FROM ledger WHERE at >= ? ORDER BY seq LIMIT 1), ?)",
    newest.at - ledger.retentionMs,
    newest.seq,
  );
}

/** `limit + 1` entries older than the cursor (or the newest), newest first. */
function readPage(sql: SqlStorage, query: LedgerQuery): LedgerEntry[] {
  const rows =
    query.startingAfter === null
      ? sql.exec<{ entry: string }>("SELECT entry FROM ledger ORDER BY seq DESC LIMIT ?", query.limit + 1)
      : sql.exec<{ entry: string }>("SELECT entry FROM ledger WHERE seq < ? ORDER BY seq DESC LIMIT ?", query.startingAfter, query.limit + 1);
  return rows.toArray().map((row) => parseEntry(row.entry));
}

/**
 * Saves a window change: the request admitted (one row per request keeps each write O(1)),
 * the rows that left the window deleted when there are any, or all of them for a new key.
 */
function saveWindow(sql: SqlStorage, window: WindowChange | "reset"): void {
  if (window === "reset") {
    sql.exec("DELETE FROM hits");
    return;
  }
  if (window.expired > 0) sql.exec("DELETE FROM hits WHERE at <= ?", window.at - RATE_WINDOW_MS);
  sql.exec("INSERT INTO hits (at) VALUES (?)", window.at);
}

function writeIdempotency(sql: SqlStorage, key: string, record: IdempotencyRecord): void {
  sql.exec("INSERT OR REPLACE INTO idempotency (key, record, at) VALUES (?, ?, ?)", key, JSON.stringify(record), record.at);
}
