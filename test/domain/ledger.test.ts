import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Account } from "../../src/domain/account";
import { bookCancel, bookCredit, bookRenewal, bookSubscription, openAccount, type Charge } from "../../src/domain/billing";
import { decideBalance, decideHumanize, decideRefund, decideUsage, IDEMPOTENCY_TTL_MS, type Decision, type IdempotencyRecord } from "../../src/domain/gate";
import {
  DAY_MS,
  entryId,
  entrySeq,
  pageOf,
  pruneLedger,
  reconcile,
  replay,
  unbooked,
  type Booked,
  type LedgerEntry,
  type LedgerLimits,
} from "../../src/domain/ledger";

// The ledger's rules as pure functions (src/domain/ledger.ts, the `book…` operations of
// billing.ts, the gate's decisions). The property test runs any sequence of operations the way a
// store runs them (decide, then save the account with its entries and prune) and checks after
// every step that the ledger reconciles exactly, that no balance moves without an entry, and that
// no charge is refunded twice. The stores' own runs of the same rules: test/routes/usage/,
// test/routes/admin/ledger.test.ts and the fuzz run (test/fuzz/).

const START = Date.parse("2027-01-31T12:00:00.000Z");
const LEASE_MS = 60_000;
const LIMITS: LedgerLimits = { retentionMs: 90 * DAY_MS, maxEntries: 1_000 };

const entry = (seq: number, at: number, fields: Partial<LedgerEntry> = {}): LedgerEntry => ({
  seq,
  at,
  kind: "credit",
  words: 1,
  of: "main",
  balance: seq,
  trial: 0,
  ...fields,
});

describe("ids", () => {
  it("are le_ and the number in 12 digits, and read back; anything else is no id", () => {
    expect(entryId(1)).toBe("le_000000000001");
    expect(entryId(123_456_789_012)).toBe("le_123456789012");
    for (const seq of [1, 42, 999_999_999_999]) expect(entrySeq(entryId(seq))).toBe(seq);
    for (const text of ["le_000000000000", "le_1", "le_0000000000001", "LE_000000000001", "le_00000000000a", " le_000000000001", ""]) {
      expect(entrySeq(text), text).toBeNull();
    }
  });
});

describe("pruneLedger: the retention both stores apply on their write", () => {
  const day = (n: number) => START + n * DAY_MS;
  const entries = Array.from({ length: 10 }, (_, i) => entry(i + 1, day(i * 10)));

  it("keeps at most maxEntries, the newest", () => {
    expect(pruneLedger(entries, day(90), { retentionMs: 1_000 * DAY_MS, maxEntries: 4 }).map((e) => e.seq)).toEqual([7, 8, 9, 10]);
  });

  it("drops from the oldest end what is older than the retention", () => {
    expect(pruneLedger(entries, day(90), { retentionMs: 35 * DAY_MS, maxEntries: 100 }).map((e) => e.seq)).toEqual([7, 8, 9, 10]);
  });

  it("whichever is smaller, and never the newest entry", () => {
    expect(pruneLedger(entries, day(90), { retentionMs: 55 * DAY_MS, maxEntries: 2 }).map((e) => e.seq)).toEqual([9, 10]);
    expect(pruneLedger(entries, day(500), { retentionMs: DAY_MS, maxEntries: 100 }).map((e) => e.seq)).toEqual([10]);
  });
});

describe("pageOf: the page a store answers", () => {
  const stored = [3, 2, 1].map((seq) => entry(seq, START));

  it("is the newest `limit` entries, with has_more when more follow", () => {
    expect(pageOf(stored, [], { limit: 2, startingAfter: null })).toEqual({ entries: stored.slice(0, 2), hasMore: true });
    expect(pageOf(stored, [], { limit: 3, startingAfter: null })).toEqual({ entries: stored, hasMore: false });
  });

  it("puts the entries this turn appended (a renewal at first access) first, newest first", () => {
    const appended = [entry(4, START), entry(5, START)];
    expect(pageOf(stored, appended, { limit: 3, startingAfter: null }).entries.map((e) => e.seq)).toEqual([5, 4, 3]);
    expect(pageOf(stored.slice(1), appended, { limit: 2, startingAfter: 3 }).entries.map((e) => e.seq)).toEqual([2, 1]);
  });
});

describe("replay and reconcile", () => {
  const account = (fields: Partial<Account>): Account => ({ ...openAccount("acc", 200, START).account, ...fields });

  it("replays from the last renewal: a renewal sets the main balance, later entries move it by their kind", () => {
    const entries: LedgerEntry[] = [
      entry(1, START, { kind: "trial", words: 200, of: "trial", balance: 0, trial: 200 }),
      entry(2, START, { kind: "subscription", event: "started", words: 500, balance: 500, trial: 200 }),
      entry(3, START, { kind: "charge", words: 100, balance: 400, trial: 200 }),
      entry(4, START, { kind: "renewal", words: 500, balance: 500, trial: 200 }),
      entry(5, START, { kind: "charge", words: 40, balance: 460, trial: 200 }),
      entry(6, START, { kind: "refund", words: 40, balance: 500, trial: 200, charge: 5, reason: "engine_failure" }),
      entry(7, START, { kind: "credit", words: 25, balance: 525, trial: 200 }),
      entry(8, START, { kind: "subscription", event: "cancelled", words: 0, of: undefined, balance: 525, trial: 200 }),
    ];
    expect(replay(entries)).toEqual({ balances: { balance: 525, trialBalance: 200 }, from: entries[3] });
    const report = reconcile(account({ balance: 525, ledgerSeq: 8 }), entries);
    expect(report).toMatchObject({ reconciled: true, replayed_from: "le_000000000004", entries_written: 8, entries_kept: 8, differences: [] });
  });

  it("reports a balance changed without an entry, a lost newest entry, a gap, and an empty ledger", () => {
    const entries = [entry(1, START, { kind: "trial", words: 200, of: "trial", balance: 0, trial: 200 })];
    expect(reconcile(account({ trialBalance: 150, ledgerSeq: 1 }), entries).differences).toEqual([
      "The replay since le_000000000001 gives balance 0, trial balance 200; the account holds balance 0, trial balance 150.",
    ]);
    expect(reconcile(account({ ledgerSeq: 2 }), entries).differences).toEqual([
      "The newest entry kept is le_000000000001, but the account's newest is le_000000000002.",
    ]);
    const gap = [...entries, entry(4, START, { kind: "credit", words: 5, balance: 5, trial: 200 })];
    expect(reconcile(account({ balance: 5, ledgerSeq: 4 }), gap).differences).toEqual(["Entries le_000000000002 to le_000000000003 are missing."]);
    expect(reconcile(account({ ledgerSeq: 3 }), []).differences).toEqual(["No entries are kept, but the account has written 3."]);
  });

  it("an account written before the ledger (no entries, number 0) has nothing to replay", () => {
    expect(reconcile(account({ ledgerSeq: 0 }), [])).toMatchObject({ reconciled: true, replayed: null, replayed_from: null, entries_written: 0 });
  });
});

// ── Any sequence of operations, as a store runs it ───────────────────────────────────────

type Operation =
  | { op: "humanize"; words: number; key: string | null; outcome: "ok" | "engine_failure" | "dies"; language: boolean }
  | { op: "late_failure"; index: number }
  | { op: "retry_dead"; outcome: "ok" | "engine_failure" | "dies"; language: boolean; insufficient: boolean }
  | { op: "balance" }
  | { op: "usage" }
  | { op: "advance"; ms: number }
  | { op: "credit"; words: number }
  | { op: "subscribe"; words: number }
  | { op: "cancel" };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant("humanize" as const),
      words: fc.integer({ min: 1, max: 260 }),
      key: fc.option(fc.constantFrom("k1", "k2", "k3"), { nil: null }),
      outcome: fc.constantFrom("ok" as const, "ok" as const, "engine_failure" as const, "dies" as const),
      language: fc.constantFrom(false, false, false, true),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("late_failure" as const), index: fc.nat() }) },
  {
    // A client retrying a request that died, with its key, past the lease; the retry may be refused.
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant("retry_dead" as const),
      outcome: fc.constantFrom("ok" as const, "engine_failure" as const, "dies" as const),
      language: fc.boolean(),
      insufficient: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ op: "balance" as const }) },
  { weight: 1, arbitrary: fc.constant({ op: "usage" as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant("advance" as const),
      ms: fc.oneof(fc.integer({ min: 0, max: 2 * LEASE_MS }), fc.integer({ min: 0, max: 45 * DAY_MS })),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("credit" as const), words: fc.integer({ min: 1, max: 500 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("subscribe" as const), words: fc.integer({ min: 1, max: 1_000 }) }) },
  { weight: 1, arbitrary: fc.constant({ op: "cancel" as const }) },
);

/** An account's storage as a store keeps it, run through the domain's decisions. */
class World {
  now = START;
  account: Account;
  kept: LedgerEntry[];
  /** Every entry ever written, whatever pruning removed. */
  written: LedgerEntry[];
  records = new Map<string, IdempotencyRecord>();
  /** Requests that died after their charge, with their key: they may still fail late. */
  dead: { charge: Charge; key: string }[] = [];
  private requests = 0;

  constructor(readonly limits: LedgerLimits) {
    const opened = openAccount("acc", 200, this.now);
    this.account = opened.account;
    this.kept = [...opened.entries];
    this.written = [...opened.entries];
  }

  /** Saves a decision as a store does: the account and its entries in one write, then the pruning. */
  save(change: Pick<Decision<unknown>, "account" | "entries">): void {
    const before = { balance: this.account.balance, trial: this.account.trialBalance };
    if (change.account) this.account = change.account;
    const moved = before.balance !== this.account.balance || before.trial !== this.account.trialBalance;
    // No balance moves without an entry.
    if (moved) expect(change.entries.length).toBeGreaterThan(0);
    if (change.entries.length > 0) {
      this.written.push(...change.entries);
      this.kept = pruneLedger([...this.kept, ...change.entries], this.now, this.limits);
    }
  }

  /** An operator change, on the account renewed to now (as both stores run it). */
  operator(change: (booked: Booked, now: number) => Booked | null): void {
    const renewed = bookRenewal(unbooked(this.account), this.now);
    this.save(change(renewed, this.now) ?? renewed);
  }

  run(operation: Operation): void {
    const now = this.now;
    switch (operation.op) {
      case "advance":
        this.now += operation.ms;
        return;
      case "balance":
        return this.save(decideBalance(this.account, now));
      case "usage": {
        const stored = [...this.kept].reverse().slice(0, 21);
        const decision = decideUsage(this.account, { limit: 20, startingAfter: null }, now, () => stored);
        this.save(decision);
        if (decision.result.ok) expect(decision.result.value.entries[0]?.seq).toBe(this.account.ledgerSeq);
        return;
      }
      case "credit":
        return this.operator((booked) => bookCredit(booked, operation.words, now));
      case "subscribe":
        return this.operator((booked) => bookSubscription(booked, operation.words, now));
      case "cancel":
        return this.operator((booked) => {
          const cancelled = bookCancel(booked, now);
          return cancelled.ok ? cancelled.booked : null;
        });
      case "late_failure": {
        // A keyed request that died comes back with its engine's failure: the route refunds it.
        const dead = this.dead.splice(operation.index % Math.max(1, this.dead.length), 1)[0];
        if (!dead) return;
        const refund = decideRefund(this.account, dead.charge, { key: dead.key, record: this.records.get(dead.key) ?? null }, "late", now);
        if (refund) {
          this.save(refund);
          this.records.delete(dead.key);
        }
        return;
      }
      case "retry_dead": {
        const dead = this.dead.at(-1);
        if (!dead) return;
        this.now += LEASE_MS;
        const words = operation.insufficient ? 100_000 : dead.charge.words;
        return this.humanize({ op: "humanize", words, key: dead.key, outcome: operation.outcome, language: operation.language });
      }
      case "humanize":
        return this.humanize(operation);
    }
  }

  private humanize({ words, key, outcome, language }: Extract<Operation, { op: "humanize" }>): void {
    const now = this.now;
    const requestId = `req-${++this.requests}`;
    const idempotency = key ? { key, fingerprint: `fp-${words}`, leaseMs: LEASE_MS } : null;
    const unsupportedLanguage = language ? { code: "unsupported_language" as const, message: "no" } : null;
    const decision = decideHumanize(
      this.account,
      { kind: "valid", words, requestId, idempotency, unsupportedLanguage },
      key ? (this.records.get(key) ?? null) : null,
      now,
    );
    this.save(decision);
    if (key) {
      for (const [name, record] of this.records) if (record.at <= now - IDEMPOTENCY_TTL_MS) this.records.delete(name);
      if (decision.idempotencyRecord) this.records.set(key, decision.idempotencyRecord);
      else if (decision.releaseIdempotency) this.records.delete(key);
    }
    if (!decision.result.ok) return;
    const grant = decision.result.value;
    if (grant.kind === "replay") {
      // A replay writes nothing but a renewal due.
      expect(decision.entries.filter((e) => e.kind !== "renewal" && !(e.kind === "subscription" && e.event === "lapsed"))).toEqual([]);
      return;
    }
    const charge = decision.entries.at(-1)!;
    expect(charge).toMatchObject({ kind: "charge", words, requestId, seq: grant.charge.seq });
    if (key) expect(charge.idempotencyKey).toBe(key);
    if (outcome === "ok") {
      if (key)
        this.records.set(key, {
          ...this.records.get(key)!,
          state: "done",
          body: { humanized_text: "x", words_used: words, balance_remaining: grant.balanceRemaining },
          charge: null,
          at: now,
        });
    } else if (outcome === "engine_failure") {
      const refund = decideRefund(this.account, grant.charge, key ? { key, record: this.records.get(key) ?? null } : null, requestId, now);
      expect(refund).not.toBeNull();
      this.save(refund!);
      if (key) this.records.delete(key);
    } else if (key) {
      this.dead.push({ charge: grant.charge, key });
    }
  }

  /** The invariants that hold after every operation. */
  check(): void {
    const report = reconcile(this.account, this.kept);
    expect(report.differences).toEqual([]);
    expect(replay(this.kept)!.balances).toEqual({ balance: this.account.balance, trialBalance: this.account.trialBalance });
    // Unpruned, the whole history reconciles too, and is numbered 1, 2, 3… without a gap.
    expect(reconcile(this.account, this.written).differences).toEqual([]);
    expect(this.written.map((e) => e.seq)).toEqual(this.written.map((_, i) => i + 1));
    expect(this.kept.length).toBeLessThanOrEqual(this.limits.maxEntries);
    expect(this.kept.at(-1)!.seq).toBe(this.account.ledgerSeq);
    // The trial balance is the grant less its charges plus their refunds: nothing else moves it.
    const trialMoves = this.written.reduce(
      (sum, e) => (e.of !== "trial" ? sum : e.kind === "trial" ? e.words : e.kind === "charge" ? sum - e.words : sum + e.words),
      0,
    );
    expect(trialMoves).toBe(this.account.trialBalance);
    // No charge is refunded twice, nor by more than it took.
    const refunds = new Map<number, number>();
    for (const e of this.written.filter((w) => w.kind === "refund")) {
      expect(e.charge).toBeDefined();
      const charge = this.written[e.charge! - 1]!;
      expect(charge.kind).toBe("charge");
      expect(e.words === charge.words || e.words === 0).toBe(true);
      refunds.set(e.charge!, (refunds.get(e.charge!) ?? 0) + 1);
    }
    for (const [seq, count] of refunds) expect(count, `refunds of ${entryId(seq)}`).toBe(1);
  }
}

describe("any sequence of operations, run as a store runs it", () => {
  it("reconciles exactly after every step: replaying the ledger since the last renewal gives the balances; no movement without an entry; no charge refunded twice", () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 80 }), (operations) => {
        const world = new World(LIMITS);
        world.check();
        for (const op of operations) {
          world.run(op);
          world.check();
        }
      }),
      { numRuns: 400, seed: 20270131 },
    );
  });

  it("still reconciles when pruning keeps only a few entries or days: the oldest kept is the checkpoint", () => {
    const limits = fc.record({ retentionMs: fc.integer({ min: 1, max: 40 }).map((days) => days * DAY_MS), maxEntries: fc.integer({ min: 1, max: 12 }) });
    fc.assert(
      fc.property(limits, fc.array(operation, { maxLength: 80 }), (ledgerLimits, operations) => {
        const world = new World(ledgerLimits);
        for (const op of operations) {
          world.run(op);
          world.check();
          // What was kept is exactly what the rule keeps of the whole history at the last write.
          const lastWrite = world.kept.at(-1)!.at;
          expect(pruneLedger(world.written, lastWrite, ledgerLimits).map((e) => e.seq)).toEqual(world.kept.map((e) => e.seq));
        }
      }),
      { numRuns: 300, seed: 20270201 },
    );
  });

  it("a dead request's charge is refunded once, even when its retries are refused", () => {
    const world = new World(LIMITS);
    world.run({ op: "humanize", words: 30, key: "k1", outcome: "dies", language: false });
    for (let i = 0; i < 3; i++) {
      world.run({ op: "advance", ms: LEASE_MS });
      world.run({ op: "humanize", words: 30, key: "k1", outcome: "ok", language: true });
      world.check();
    }
    world.run({ op: "late_failure", index: 0 });
    world.check();
    expect(world.account.trialBalance).toBe(200);
    expect(world.written.map((e) => [e.kind, e.reason])).toEqual([
      ["trial", undefined],
      ["charge", undefined],
      ["refund", "lease_expired"],
    ]);
  });
});
