import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  admin,
  balance,
  call,
  createAccount,
  createSubscriber,
  expectReconciled,
  humanize,
  ledgerOf,
  prose,
  reconciliationOf,
  redisCommand,
  storeKind,
  TEST_ADMIN_TOKEN,
  usage,
  type LedgerList,
} from "../../support/worker-api";

// The operator's view of the ledger: GET /admin/v1/accounts/{id}/ledger (paged like
// GET /api/v1/usage) and GET /admin/v1/accounts/{id}/reconciliation, on both stores. Their 401s:
// security.test.ts; 400s and 404s: error.test.ts and test/routes/usage/error.test.ts.

afterEach(() => vi.useRealTimers());

/** Changes the stored ledger behind the service's back: `edit` gets each entry's JSON by its number. */
async function tamper(id: string, edit: (seq: number, entry: Record<string, unknown>) => Record<string, unknown> | null): Promise<void> {
  if (storeKind() === "redis") {
    const key = `hum:ledger:${id}`;
    const members = (await redisCommand(["ZRANGE", key, 0, -1])) as string[];
    for (const member of members) {
      const entry = JSON.parse(member.slice(15)) as Record<string, unknown> & { seq: number };
      const changed = edit(entry.seq, entry);
      if (changed === entry) continue;
      await redisCommand(["ZREM", key, member]);
      if (changed) await redisCommand(["ZADD", key, entry.seq, member.slice(0, 15) + JSON.stringify(changed)]);
    }
    return;
  }
  const stub = env.ACCOUNTS.get(env.ACCOUNTS.idFromName(id));
  await runInDurableObject(stub, (_, state) => {
    const sql = state.storage.sql;
    for (const row of sql.exec<{ seq: number; entry: string }>("SELECT seq, entry FROM ledger ORDER BY seq").toArray()) {
      const entry = JSON.parse(row.entry) as Record<string, unknown>;
      const changed = edit(row.seq, entry);
      if (changed === entry) continue;
      if (changed) sql.exec("UPDATE ledger SET entry = ? WHERE seq = ?", JSON.stringify(changed), row.seq);
      else sql.exec("DELETE FROM ledger WHERE seq = ?", row.seq);
    }
  });
}

describe("GET /admin/v1/accounts/{id}/ledger", () => {
  it("answers the same entries as the customer's usage, without counting against the key's rate limit", async () => {
    const { id, key } = await createAccount();
    expect((await humanize(key, { text: prose(20) }, { "Idempotency-Key": "op-1" })).status).toBe(200);
    const res = await admin("GET", `/accounts/${id}/ledger?limit=100`);
    expect(res.status).toBe(200);
    expect(res.headers.get("X-RateLimit-Remaining")).toBeNull();
    const operator = (await res.json()) as LedgerList;
    expect(operator.data.map((e) => e.kind)).toEqual(["charge", "trial"]);
    const customer = (await (await usage(key, "limit=100")).json()) as LedgerList;
    expect(operator).toEqual(customer);
    // The humanize request and the usage request counted; the operator's did not.
    expect((await balance(key)).headers.get("X-RateLimit-Remaining")).toBe("57");
  });

  it("pages with a Link on its own path, and answers CSV for Accept: text/csv", async () => {
    const { id } = await createAccount();
    for (let i = 0; i < 3; i++) expect((await admin("POST", `/accounts/${id}/credits`, { words: 5 })).status).toBe(200);
    const res = await admin("GET", `/accounts/${id}/ledger?limit=2`);
    expect(res.headers.get("Link")).toBe(`</admin/v1/accounts/${id}/ledger?limit=2&starting_after=le_000000000003>; rel="next"`);
    const csv = await fetchCsv(`/admin/v1/accounts/${id}/ledger?limit=2&starting_after=le_000000000003`);
    expect(
      csv
        .split("\r\n")
        .filter(Boolean)
        .map((line) => line.split(",").slice(0, 4).join(",")),
    ).toEqual([
      "id,created_at,kind,words",
      expect.stringMatching(/^le_000000000002,[^,]+,credit,5$/),
      expect.stringMatching(/^le_000000000001,[^,]+,trial,200$/),
    ]);
  });

  it("renews first, like every operator read: the renewal due is the newest entry", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-03-15T00:00:00.000Z"));
    const { id } = await createSubscriber(300);
    vi.setSystemTime(new Date("2027-04-15T00:00:00.001Z"));
    const entries = await ledgerOf(id);
    expect(entries[0]).toMatchObject({ kind: "renewal", words: 300, balance_after: 300, period_end: "2027-05-15T00:00:00.000Z" });
  });
});

async function fetchCsv(path: string): Promise<string> {
  const res = await call(path, { headers: { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, Accept: "text/csv" } });
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8; header=present");
  return res.text();
}

describe("GET /admin/v1/accounts/{id}/reconciliation", () => {
  it("replays the ledger since the last renewal and finds exactly the stored balances", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-07-01T00:00:00.000Z"));
    const { id, key } = await createSubscriber(1_000);
    expect((await humanize(key, { text: prose(100) })).status).toBe(200);
    const before = await expectReconciled(id);
    expect(before).toEqual({
      account_id: id,
      reconciled: true,
      stored: { balance: 900, trial_balance: 200 },
      replayed: { balance: 900, trial_balance: 200 },
      replayed_from: "le_000000000001",
      entries_written: 3,
      entries_kept: 3,
      oldest_kept: "le_000000000001",
      differences: [],
    });

    vi.setSystemTime(new Date("2027-08-01T00:00:00.001Z"));
    expect((await humanize(key, { text: prose(40) })).status).toBe(200);
    const after = await expectReconciled(id);
    expect(after).toMatchObject({ stored: { balance: 960, trial_balance: 200 }, replayed_from: "le_000000000004", entries_written: 5 });
  });

  it("reports a missing entry and an altered one (the check is not vacuous)", async () => {
    const lost = await createAccount();
    const altered = await createAccount();
    for (const { key } of [lost, altered]) {
      for (const words of [10, 20, 30]) expect((await humanize(key, { text: prose(words) })).status).toBe(200);
    }
    await expectReconciled(lost.id);
    await expectReconciled(altered.id);

    // An entry lost: the numbering has a gap, and the replay misses its words.
    await tamper(lost.id, (seq, entry) => (seq === 3 ? null : entry));
    const gap = await reconciliationOf(lost.id);
    expect(gap).toMatchObject({ reconciled: false, entries_written: 4, entries_kept: 3, replayed: { balance: 0, trial_balance: 160 } });
    expect(gap.differences).toEqual([
      "Entries le_000000000003 to le_000000000003 are missing.",
      "The replay since le_000000000001 gives balance 0, trial balance 160; the account holds balance 0, trial balance 140.",
    ]);

    // A charge recorded with other words than it took: its balances no longer follow, nor does the replay.
    await tamper(altered.id, (seq, entry) => (seq === 3 ? { ...entry, words: 25 } : entry));
    const report = await reconciliationOf(altered.id);
    expect(report.reconciled).toBe(false);
    expect(report.differences).toEqual([
      "le_000000000003 (charge) records balance 0, trial balance 170; le_000000000002 and its 25 words give balance 0, trial balance 165.",
      "The replay since le_000000000001 gives balance 0, trial balance 135; the account holds balance 0, trial balance 140.",
    ]);
  });
});
