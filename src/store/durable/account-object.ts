import { DurableObject } from "cloudflare:workers";
import * as z from "zod";
import { AccountRecord, type Account, type AccountView, type ApiKeyRecord } from "../../domain/account";
import {
  accountView,
  addCredits,
  decideCancel,
  newAccount,
  refundCharge,
  renewAccount,
  subscribe,
  type Charge,
} from "../../domain/billing";
import {
  authenticate,
  decideBalance,
  decideHumanize,
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
import { applyAdmission } from "../../domain/rate-window";
import type { BalanceView } from "../../domain/views";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS kv (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS hits (at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS hits_at ON hits (at);
CREATE TABLE IF NOT EXISTS idempotency (key TEXT PRIMARY KEY, record TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS idempotency_at ON idempotency (at);
`;

const Timestamps = z.array(z.number());
/**
 * One account: its balances, subscription, key hash, rate-limit window and idempotency
 * records, in the object's SQLite storage. Every method runs in one single-threaded
 * turn with synchronous storage, so each gate is atomic without locks.
 */
export class AccountObject extends DurableObject {
  #state: { account: Account | null; timestamps: number[] } | undefined;

  humanize(keyHash: string, attempt: HumanizeAttempt, limits: GateLimits): Gated<HumanizeGrant> {
    const now = Date.now();
    const state = this.#load();
    const key = attempt.kind === "valid" ? attempt.idempotency?.key ?? null : null;
    const record = key && state.account ? this.#readIdempotency(key) : null;
    const turn = gate(state, keyHash, now, limits, (account) => decideHumanize(account, attempt, record, now));
    if (turn.account || turn.window) {
      this.#commit(turn.account, turn.window, (sql) => {
        if (!key) return;
        sql.exec("DELETE FROM idempotency WHERE at <= ?", now - IDEMPOTENCY_TTL_MS);
        if (turn.idempotencyRecord) writeIdempotency(sql, key, turn.idempotencyRecord);
      });
    }
    return turn.result;
  }

  balance(keyHash: string, limits: GateLimits): Gated<BalanceView> {
    const now = Date.now();
    const turn = gate(this.#load(), keyHash, now, limits, (account) => decideBalance(account, now));
    if (turn.account || turn.window) this.#commit(turn.account, turn.window);
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

  refund(charge: Charge, idempotencyKey: string | null): void {
    const account = this.#load().account;
    if (!account) return;
    this.#commit(refundCharge(account, charge), null, (sql) => {
      if (idempotencyKey) sql.exec("DELETE FROM idempotency WHERE key = ?", idempotencyKey);
    });
  }

  create(id: string, trialWords: number, key: ApiKeyRecord): AccountView {
    if (this.#load().account) throw new Error("account already exists");
    this.ctx.storage.sql.exec(SCHEMA);
    const account = { ...newAccount(id, trialWords, Date.now()), key };
    this.#commit(account, "reset");
    return accountView(account);
  }

  view(): AccountView | null {
    return this.#update((account) => account);
  }

  /** Replaces or removes the key; the rate-limit window is per key, so it starts afresh. */
  setKey(key: ApiKeyRecord | null): boolean {
    const account = this.#current();
    if (!account) return false;
    this.#commit({ ...account, key }, "reset");
    return true;
  }

  subscribe(wordsPerPeriod: number, periodEnd: number | undefined): AccountView | null {
    return this.#update((account, now) => subscribe(account, wordsPerPeriod, now, periodEnd));
  }

  cancel(): { ok: true; value: AccountView } | { ok: false; failure: Failure } | null {
    const account = this.#current();
    if (!account) return null;
    const cancelled = decideCancel(account);
    if (!cancelled.ok) return cancelled;
    this.#commit(cancelled.account, null);
    return { ok: true, value: accountView(cancelled.account) };
  }

  credit(words: number): AccountView | null {
    return this.#update((account) => addCredits(account, words));
  }

  /** The account renewed to now, saved if the renewal changed it. */
  #current(): Account | null {
    const account = this.#load().account;
    if (!account) return null;
    const renewed = renewAccount(account, Date.now());
    if (renewed !== account) this.#commit(renewed, null);
    return renewed;
  }

  #update(change: (account: Account, now: number) => Account): AccountView | null {
    const account = this.#current();
    if (!account) return null;
    const next = change(account, Date.now());
    if (next !== account) this.#commit(next, null);
    return accountView(next);
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
      timestamps = Timestamps.parse(sql.exec<{ at: number }>("SELECT at FROM hits ORDER BY at").toArray().map((row) => row.at));
    }
    this.#state = { account, timestamps };
    return this.#state;
  }

  /**
   * Saves what changed (null: unchanged) and any further writes in one transaction;
   * the in-memory copy follows only if the transaction commits.
   */
  #commit(account: Account | null, window: WindowChange | "reset" | null, alsoWrite?: (sql: SqlStorage) => void): void {
    const current = this.#load();
    const sql = this.ctx.storage.sql;
    try {
      this.ctx.storage.transactionSync(() => {
        if (account) sql.exec("INSERT OR REPLACE INTO kv (name, value) VALUES ('account', ?)", JSON.stringify(account));
        if (window) saveWindow(sql, window);
        alsoWrite?.(sql);
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
