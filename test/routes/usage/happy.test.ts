import { afterEach, describe, expect, it, vi } from "vitest";
import { rulesEngine } from "../../../src/engine/rules";
import {
  admin,
  balance,
  balanceOf,
  call,
  createAccount,
  createSubscriber,
  expectError,
  expectReconciled,
  humanize,
  ledgerOf,
  prose,
  usage,
  type LedgerEntry,
  type LedgerList,
} from "../../support/worker-api";

// GET /api/v1/usage: every movement of an account's words as one entry, on both stores.
// Errors and the order of checks: error.test.ts; who may read it: security.test.ts; the operator's
// ledger and reconciliation: test/routes/admin/ledger.test.ts. The API suite keeps 40 entries per
// account (LEDGER_MAX_ENTRIES in vitest.config.ts).

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const FIELDS = [
  "balance_after",
  "balance_type",
  "charge_id",
  "created_at",
  "event",
  "id",
  "idempotency_key",
  "kind",
  "period_end",
  "reason",
  "request_id",
  "trial_balance_after",
  "words",
];

/** An entry with every field null or zero but those given. */
const entry = (fields: Partial<LedgerEntry>): Partial<LedgerEntry> => ({
  balance_type: null,
  request_id: null,
  idempotency_key: null,
  charge_id: null,
  reason: null,
  event: null,
  period_end: null,
  ...fields,
});

/** Entries without their time, to compare. */
const timeless = (entries: LedgerEntry[]) => entries.map(({ created_at: _, ...rest }) => rest);

/**
 * A keyed humanize request whose rewrite hangs once charged, until `fail()` makes it fail (then
 * its answer). The rewrite polls a flag on a timer of its own request: a promise settled from the
 * test's request would be I/O across requests, which workerd forbids.
 */
async function dyingRequest(id: string, key: string, idempotencyKey: string): Promise<{ fail(): Promise<Response> }> {
  let released = false;
  vi.spyOn(rulesEngine, "rewrite").mockImplementationOnce(
    () =>
      new Promise<string>((_, reject) => {
        const poll = () => (released ? reject(new Error("the engine answered after the lease")) : setTimeout(poll, 20));
        poll();
      }),
  );
  const before = (await ledgerOf(id)).length;
  const answer = humanize(key, { text: prose(30) }, { "Idempotency-Key": idempotencyKey, "X-Request-Id": "req-dies" });
  // Charged: its entry is written before the rewrite starts.
  for (let tries = 0; (await ledgerOf(id)).length === before; tries++) {
    expect(tries).toBeLessThan(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    fail() {
      released = true;
      return answer;
    },
  };
}

async function page(key: string, query = ""): Promise<LedgerList> {
  const res = await usage(key, query);
  expect(res.status).toBe(200);
  return (await res.json()) as LedgerList;
}

describe("GET /api/v1/usage", () => {
  it("shows a new account's first entry, the trial's words, as a Stripe-style list with the rate-limit headers; the request counts", async () => {
    const { key } = await createAccount();
    const res = await usage(key);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("X-RateLimit-Limit")).toBe("60");
    expect(res.headers.get("X-RateLimit-Remaining")).toBe("59");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Link")).toBeNull();
    const body = (await res.json()) as LedgerList;
    expect(Object.keys(body).sort()).toEqual(["data", "has_more", "object"]);
    expect(body).toMatchObject({ object: "list", has_more: false });
    expect(body.data).toHaveLength(1);
    expect(Object.keys(body.data[0]!).sort()).toEqual(FIELDS);
    expect(body.data[0]).toEqual({
      ...entry({ id: "le_000000000001", kind: "trial", words: 200, balance_type: "trial", balance_after: 0, trial_balance_after: 200 }),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect((await balance(key)).headers.get("X-RateLimit-Remaining")).toBe("58");
  });

  it("records each charge with its request id, idempotency key, words and balances; a replay adds no entry", async () => {
    const { id, key } = await createAccount();
    const first = await humanize(key, { text: prose(30) }, { "Idempotency-Key": "order-1", "X-Request-Id": "req-ledger-1" });
    expect(first.status).toBe(200);
    const replay = await humanize(key, { text: prose(30) }, { "Idempotency-Key": "order-1", "X-Request-Id": "req-ledger-2" });
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    const unkeyed = await humanize(key, { text: prose(20) });
    expect(unkeyed.status).toBe(200);
    const generatedId = unkeyed.headers.get("X-Request-Id");

    expect(timeless((await page(key)).data)).toEqual([
      entry({ id: "le_000000000003", kind: "charge", words: 20, balance_type: "trial", balance_after: 0, trial_balance_after: 150, request_id: generatedId }),
      entry({
        id: "le_000000000002",
        kind: "charge",
        words: 30,
        balance_type: "trial",
        balance_after: 0,
        trial_balance_after: 170,
        request_id: "req-ledger-1",
        idempotency_key: "order-1",
      }),
      entry({ id: "le_000000000001", kind: "trial", words: 200, balance_type: "trial", balance_after: 0, trial_balance_after: 200 }),
    ]);
    expect(await balanceOf(key)).toBe(150);
    await expectReconciled(id);
  });

  it("records a failed rewrite's refund, naming its charge and the engine failure; the retry with the key is charged once", async () => {
    const { id, key } = await createAccount();
    vi.spyOn(rulesEngine, "rewrite").mockRejectedValueOnce(new Error("engine crashed"));
    const failed = await humanize(key, { text: prose(40) }, { "Idempotency-Key": "k-fail", "X-Request-Id": "req-fails" });
    await expectError(failed, 503, "engine_unavailable");
    const retry = await humanize(key, { text: prose(40) }, { "Idempotency-Key": "k-fail", "X-Request-Id": "req-retry" });
    expect(retry.status).toBe(200);

    const charge = { kind: "charge" as const, words: 40, balance_type: "trial" as const, balance_after: 0, idempotency_key: "k-fail" };
    expect(timeless((await page(key)).data)).toEqual([
      entry({ ...charge, id: "le_000000000004", trial_balance_after: 160, request_id: "req-retry" }),
      entry({
        ...charge,
        id: "le_000000000003",
        kind: "refund",
        trial_balance_after: 200,
        request_id: "req-fails",
        charge_id: "le_000000000002",
        reason: "engine_failure",
      }),
      entry({ ...charge, id: "le_000000000002", trial_balance_after: 160, request_id: "req-fails" }),
      entry({ id: "le_000000000001", kind: "trial", words: 200, balance_type: "trial", balance_after: 0, trial_balance_after: 200 }),
    ]);
    await expectReconciled(id);
  });

  it("records the refund of a request that died past its lease once, when a retry with its key finds it; its late failure refunds nothing more", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.parse("2027-05-10T08:00:00.000Z");
    vi.setSystemTime(start);
    const { id, key } = await createAccount();
    const dying = await dyingRequest(id, key, "lease-1");

    // Past the lease (IDEMPOTENCY_LEASE_SECONDS, 60 s by default) the key's pending record belongs to a dead request.
    vi.setSystemTime(start + 61_000);
    const retry = await humanize(key, { text: prose(30) }, { "Idempotency-Key": "lease-1", "X-Request-Id": "req-retry" });
    expect(retry.status).toBe(200);
    await expectError(await dying.fail(), 503, "engine_unavailable");

    const entries = timeless(await ledgerOf(id));
    expect(entries.map((e) => [e.id, e.kind, e.reason, e.charge_id, e.request_id, e.trial_balance_after])).toEqual([
      ["le_000000000004", "charge", null, null, "req-retry", 170],
      ["le_000000000003", "refund", "lease_expired", "le_000000000002", "req-retry", 200],
      ["le_000000000002", "charge", null, null, "req-dies", 170],
      ["le_000000000001", "trial", null, null, null, 200],
    ]);
    expect(await balanceOf(key)).toBe(170);
    // The retry's answer is still kept for its key: the dead request's failure did not release it.
    const again = await humanize(key, { text: prose(30) }, { "Idempotency-Key": "lease-1" });
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    await expectReconciled(id);
  });

  it("refunds a dead request once even when its retry is refused: the refused retry releases the key", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.parse("2027-05-10T08:00:00.000Z");
    vi.setSystemTime(start);
    const { id, key } = await createAccount();
    const dying = await dyingRequest(id, key, "lease-2");
    vi.setSystemTime(start + 61_000);
    // Refused after refunding the dead request (a language the engine cannot rewrite)…
    await expectError(await humanize(key, { text: prose(30), language: "fi" }, { "Idempotency-Key": "lease-2" }), 422, "unsupported_language");
    // …so the next retry is charged afresh, with no second refund.
    expect((await humanize(key, { text: prose(30) }, { "Idempotency-Key": "lease-2", "X-Request-Id": "req-again" })).status).toBe(200);
    await expectError(await dying.fail(), 503, "engine_unavailable");
    expect((await ledgerOf(id)).map((e) => [e.kind, e.reason, e.charge_id, e.trial_balance_after])).toEqual([
      ["charge", null, null, 170],
      ["refund", "lease_expired", "le_000000000002", 200],
      ["charge", null, null, 170],
      ["trial", null, null, 200],
    ]);
    expect(await balanceOf(key)).toBe(170);
    await expectReconciled(id);
  });

  it("records the operator's movements and the billing periods: subscription started, credit, renewal at first access, replaced, cancelled, lapsed", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-01-31T12:00:00.000Z"));
    const { id, key } = await createAccount();
    expect((await admin("PUT", `/accounts/${id}/subscription`, { words_per_period: 1_000 })).status).toBe(200);
    expect((await admin("POST", `/accounts/${id}/credits`, { words: 50 })).status).toBe(200);
    expect((await humanize(key, { text: prose(100) })).status).toBe(200);

    // The period ends: the first access (this very request) writes the renewal, and shows it first.
    vi.setSystemTime(new Date("2027-02-28T12:00:00.001Z"));
    const renewed = await page(key, "limit=1");
    expect(renewed.has_more).toBe(true);
    expect(timeless(renewed.data)).toEqual([
      entry({
        id: "le_000000000005",
        kind: "renewal",
        words: 1_000,
        balance_type: "main",
        balance_after: 1_000,
        trial_balance_after: 200,
        period_end: "2027-03-31T12:00:00.000Z",
      }),
    ]);

    expect((await admin("PUT", `/accounts/${id}/subscription`, { words_per_period: 500 })).status).toBe(200);
    expect((await admin("DELETE", `/accounts/${id}/subscription`)).status).toBe(200);
    vi.setSystemTime(new Date("2027-04-01T00:00:00.000Z"));
    expect((await balance(key)).status).toBe(200);

    const entries = timeless((await page(key)).data).reverse();
    expect(entries.map((e) => [e.kind, e.event, e.words, e.balance_type, e.balance_after, e.trial_balance_after, e.period_end])).toEqual([
      ["trial", null, 200, "trial", 0, 200, null],
      ["subscription", "started", 1_000, "main", 1_000, 200, "2027-02-28T12:00:00.000Z"],
      ["credit", null, 50, "main", 1_050, 200, null],
      ["charge", null, 100, "main", 950, 200, null],
      ["renewal", null, 1_000, "main", 1_000, 200, "2027-03-31T12:00:00.000Z"],
      ["subscription", "replaced", 500, "main", 500, 200, "2027-03-28T12:00:00.001Z"],
      ["subscription", "cancelled", 0, null, 500, 200, "2027-03-28T12:00:00.001Z"],
      ["subscription", "lapsed", 0, null, 500, 200, "2027-03-28T12:00:00.001Z"],
    ]);
    await expectReconciled(id);
  });

  it("concurrent requests: one entry per charged request, never two for the same words", async () => {
    const account = await createSubscriber(500);
    const responses = await Promise.all(Array.from({ length: 30 }, () => humanize(account.key, { text: prose(50) })));
    const ok = responses.filter((res) => res.status === 200);
    expect(ok).toHaveLength(10);
    const charges = (await ledgerOf(account.id)).filter((e) => e.kind === "charge");
    expect(charges).toHaveLength(10);
    expect(charges.map((e) => e.balance_after)).toEqual([0, 50, 100, 150, 200, 250, 300, 350, 400, 450]);
    expect(new Set(charges.map((e) => e.request_id)).size).toBe(10);
    expect(new Set(charges.map((e) => e.request_id))).toEqual(new Set(ok.map((res) => res.headers.get("X-Request-Id"))));
    await expectReconciled(account.id);
  });

  it("pages newest first with limit, starting_after, has_more and a Link to the next page, each entry once", async () => {
    const { id, key } = await createAccount();
    for (let i = 1; i <= 24; i++) expect((await admin("POST", `/accounts/${id}/credits`, { words: i })).status).toBe(200);

    expect((await page(key)).data).toHaveLength(20); // the default limit
    const seen: string[] = [];
    let path = "/api/v1/usage?limit=10";
    const sizes: number[] = [];
    for (;;) {
      const res = await call(path, { headers: { Authorization: `Bearer ${key}` } });
      expect(res.status).toBe(200);
      const body = (await res.json()) as LedgerList;
      sizes.push(body.data.length);
      seen.push(...body.data.map((e) => e.id));
      const link = res.headers.get("Link");
      if (!body.has_more) {
        expect(link).toBeNull();
        break;
      }
      expect(link).toBe(`</api/v1/usage?limit=10&starting_after=${body.data.at(-1)!.id}>; rel="next"`);
      path = /^<([^>]+)>/.exec(link!)![1]!;
    }
    expect(sizes).toEqual([10, 10, 5]);
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => `le_${String(25 - i).padStart(12, "0")}`));
    expect((await page(key, "limit=100&starting_after=le_000000000003")).data.map((e) => e.id)).toEqual(["le_000000000002", "le_000000000001"]);
  });

  it("answers the same page as CSV for Accept: text/csv (header row, RFC 4180 quoting, CRLF, formulas neutralised)", async () => {
    const { key } = await createAccount();
    const trickyKey = '=HYPERLINK("https://x.example","go"),1';
    expect((await humanize(key, { text: prose(25) }, { "Idempotency-Key": trickyKey, "X-Request-Id": "-minus" })).status).toBe(200);
    expect((await humanize(key, { text: prose(15) })).status).toBe(200);

    const json = await page(key, "limit=2");
    const res = await usage(key, "limit=2", { Accept: "text/csv" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8; header=present");
    expect(res.headers.get("Vary")).toMatch(/\bAccept\b/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("X-RateLimit-Remaining")).not.toBeNull();
    expect(res.headers.get("Link")).toBe(`</api/v1/usage?limit=2&starting_after=${json.data[1]!.id}>; rel="next"`);
    const text = await res.text();
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = text.slice(0, -2).split("\r\n");
    expect(lines[0]).toBe(
      "id,created_at,kind,words,balance_type,balance_after,trial_balance_after,request_id,idempotency_key,charge_id,reason,event,period_end",
    );
    expect(lines).toHaveLength(3);
    const [newest, older] = json.data;
    expect(lines[1]).toBe(`${newest!.id},${newest!.created_at},charge,15,trial,0,160,${newest!.request_id},,,,,`);
    expect(lines[2]).toBe(`${older!.id},${older!.created_at},charge,25,trial,0,175,'-minus,"'=HYPERLINK(""https://x.example"",""go""),1",,,,`);
    // The JSON keeps the exact values.
    expect(older).toMatchObject({ request_id: "-minus", idempotency_key: trickyKey });

    // JSON when preferred or not asked for; CSV for text/* too.
    for (const [accept, type] of [
      ["text/csv;q=0.5, application/json", /^application\/json/],
      ["*/*", /^application\/json/],
      ["image/png", /^application\/json/],
      ["text/*", /^text\/csv/],
    ] as const) {
      const negotiated = await usage(key, "limit=2", { Accept: accept });
      expect(negotiated.headers.get("Content-Type"), accept).toMatch(type);
      await negotiated.body?.cancel();
    }
  });

  it("keeps at most LEDGER_MAX_ENTRIES entries; the account still reconciles from the oldest kept", async () => {
    const { id, key } = await createAccount();
    for (let i = 0; i < 45; i++) expect((await admin("POST", `/accounts/${id}/credits`, { words: 10 })).status).toBe(200);
    const kept = await ledgerOf(id);
    expect(kept).toHaveLength(40);
    expect(kept[0]!.id).toBe("le_000000000046");
    expect(kept.at(-1)!.id).toBe("le_000000000007");
    expect(kept.at(-1)).toMatchObject({ kind: "credit", balance_after: 60 });
    const report = await expectReconciled(id);
    expect(report).toMatchObject({ entries_written: 46, entries_kept: 40, oldest_kept: "le_000000000007", replayed_from: "le_000000000007" });
    expect(report.stored).toEqual({ balance: 450, trial_balance: 200 });
    // A cursor past the kept entries still marks a place: nothing older is left.
    expect(await page(key, "starting_after=le_000000000002")).toEqual({ object: "list", data: [], has_more: false });
  });

  it("drops entries older than LEDGER_RETENTION_DAYS at the next write, never the newest", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-06-01T00:00:00.000Z"));
    const { id, key } = await createAccount();
    expect((await humanize(key, { text: prose(10) })).status).toBe(200);

    // 91 days idle: nothing is written, so nothing leaves; the newest entry holds the balances.
    vi.setSystemTime(new Date("2027-08-31T00:00:00.000Z"));
    expect((await page(key)).data.map((e) => e.id)).toEqual(["le_000000000002", "le_000000000001"]);
    await expectReconciled(id);

    // The next write prunes what is older than 90 days.
    expect((await humanize(key, { text: prose(10) })).status).toBe(200);
    expect(timeless((await page(key)).data)).toEqual([
      entry({
        id: "le_000000000003",
        kind: "charge",
        words: 10,
        balance_type: "trial",
        balance_after: 0,
        trial_balance_after: 180,
        request_id: expect.any(String),
      }),
    ]);
    const report = await expectReconciled(id);
    expect(report).toMatchObject({ entries_written: 3, entries_kept: 1, replayed_from: "le_000000000003" });
  });
});
