import fc from "fast-check";
import { describe, expect, inject, it } from "vitest";
import { FUZZ_LEDGER_MAX_ENTRIES, TEST_ADMIN_TOKEN } from "../support/constants";
import { requestSpec, type RequestSpec } from "./arbitraries";

// Property-based fuzzing of the HTTP surface, over real HTTP against `wrangler dev` (real
// Durable Objects; real redis-server for STORE=redis): random bodies, types, content types,
// header values, Authorization forms, idempotency keys and odd Unicode.
// Invariants: never a 5xx, every error is the contract's JSON body, nothing is charged for a
// request that failed (the balance always equals the start minus the words of the 200s). Then the
// ledger: every charge of a 200 is an entry, in order (the servers keep the newest 100 per account,
// so the run prunes the ledger hundreds of times), and the account reconciles exactly.

const RUNS_PER_STORE = 5_000;
const START_BALANCE = 100_000_000;

interface TestAccount {
  id: string;
  key: string;
}

async function createSubscriber(base: string): Promise<TestAccount> {
  const admin = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, "Content-Type": "application/json" };
  const created = (await (await fetch(`${base}/admin/v1/accounts`, { method: "POST", headers: admin, body: "{}" })).json()) as {
    account_id: string;
    api_key: string;
  };
  const res = await fetch(`${base}/admin/v1/accounts/${created.account_id}/subscription`, {
    method: "PUT",
    headers: admin,
    body: JSON.stringify({ words_per_period: START_BALANCE }),
  });
  expect(res.status).toBe(200);
  return { id: created.account_id, key: created.api_key };
}

const operator = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

/** Every entry the ledger keeps, oldest first, through the operator's pages. */
async function ledgerOf(base: string, id: string): Promise<{ id: string; kind: string; words: number }[]> {
  const entries: { id: string; kind: string; words: number }[] = [];
  for (let cursor = ""; ; ) {
    const res = await fetch(`${base}/admin/v1/accounts/${id}/ledger?limit=100${cursor}`, { headers: operator });
    expect(res.status).toBe(200);
    const page = (await res.json()) as { data: { id: string; kind: string; words: number }[]; has_more: boolean };
    entries.push(...page.data);
    if (!page.has_more) return entries.reverse();
    cursor = `&starting_after=${page.data.at(-1)!.id}`;
  }
}

async function balanceOf(base: string, key: string): Promise<number> {
  const res = await fetch(`${base}/api/v1/balance`, { headers: { Authorization: `Bearer ${key}` } });
  return ((await res.json()) as { balance_remaining: number }).balance_remaining;
}

function toRequest(account: TestAccount, spec: RequestSpec): [string, RequestInit] {
  const headers = new Headers();
  if (spec.contentType !== undefined) headers.set("Content-Type", spec.contentType);
  if (spec.authorization.kind === "valid") headers.set("Authorization", `Bearer ${account.key}`);
  if (spec.authorization.kind === "raw") headers.set("Authorization", spec.authorization.value);
  if (spec.idempotencyKey !== undefined) headers.set("Idempotency-Key", spec.idempotencyKey);
  if (spec.requestId !== undefined) headers.set("X-Request-Id", spec.requestId);
  const hasBody = spec.method !== "GET";
  return [spec.path, { method: spec.method, headers, body: hasBody ? spec.body : undefined }];
}

describe.each(inject("devServers"))(`fuzzing the HTTP surface on the $store store (${RUNS_PER_STORE} cases)`, ({ url }) => {
  it("never a 5xx, always the contract's error body, never a charge for a failure", async () => {
    const account = await createSubscriber(url);
    let charged = 0;
    let cases = 0;
    // The words of each charge, in order (the requests go one at a time).
    const charges: number[] = [];
    await fc.assert(
      fc.asyncProperty(requestSpec, async (spec) => {
        cases++;
        const [path, init] = toRequest(account, spec);
        const res = await fetch(`${url}${path}`, init);
        const text = await res.text();
        expect(res.status, text).toBeLessThan(500);
        expect(res.headers.get("X-Request-Id")).toMatch(/^[A-Za-z0-9_-]{1,255}$/);
        if (res.status === 204 || init.method === "HEAD") return;
        const json = JSON.parse(text) as Record<string, unknown>;
        if (res.status === 200) {
          if (typeof json.words_used === "number" && res.headers.get("Idempotent-Replayed") !== "true") {
            charged += json.words_used;
            charges.push(json.words_used);
          }
          return;
        }
        expect(Object.keys(json).sort()).toEqual(["error", "message"]);
        expect(typeof json.message).toBe("string");
        expect(text).not.toContain(account.key);
      }),
      { numRuns: RUNS_PER_STORE, seed: 20261121, endOnFailure: true },
    );
    expect(cases).toBe(RUNS_PER_STORE);
    expect(await balanceOf(url, account.key)).toBe(START_BALANCE - charged);

    // 100% of the movements are entries: the trial, the subscription, then each charge (no refund:
    // no request failed in the engine), the newest kept in order.
    const written = [["trial", 200], ["subscription", START_BALANCE], ...charges.map((words) => ["charge", words])];
    expect(written.length, "the run wrote more entries than the ledger keeps, so it pruned").toBeGreaterThan(FUZZ_LEDGER_MAX_ENTRIES);
    const kept = await ledgerOf(url, account.id);
    expect(kept.map((entry) => [entry.kind, entry.words])).toEqual(written.slice(-FUZZ_LEDGER_MAX_ENTRIES));
    expect(kept.at(-1)!.id).toBe(`le_${String(written.length).padStart(12, "0")}`);
    const reconciliation = (await (await fetch(`${url}/admin/v1/accounts/${account.id}/reconciliation`, { headers: operator })).json()) as {
      reconciled: boolean;
      differences: string[];
      entries_written: number;
      stored: { balance: number };
      replayed: { balance: number };
    };
    expect(reconciliation).toMatchObject({ reconciled: true, differences: [], entries_written: written.length });
    expect(reconciliation.replayed).toEqual(reconciliation.stored);
    expect(reconciliation.stored.balance).toBe(START_BALANCE - charged);
  }, 600_000);
});
