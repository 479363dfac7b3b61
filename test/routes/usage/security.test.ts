import { describe, expect, it } from "vitest";
import { call, createAccount, expectError, humanize, ledgerOf, prose, usage, type LedgerList } from "../../support/worker-api";
import { authorizationHeader, describeAuthContract } from "../auth-contract";

// Who may read GET /api/v1/usage: the shared authentication contract (test/routes/auth-contract.ts),
// and an account's ledger is its own.

describeAuthContract({
  name: "GET /api/v1/usage",
  credential: "api key",
  send: (authorization) => call("/api/v1/usage", { headers: authorizationHeader(authorization) }),
  accepted: 200,
});

describe("GET /api/v1/usage: an account's ledger is its own", () => {
  it("shows only the key's own account, whatever the cursor", async () => {
    const a = await createAccount();
    const b = await createAccount();
    expect((await humanize(a.key, { text: prose(30) }, { "Idempotency-Key": "a-secret-order" })).status).toBe(200);
    const mine = (await (await usage(b.key, "limit=100")).json()) as LedgerList;
    expect(mine.data.map((e) => [e.id, e.kind])).toEqual([["le_000000000001", "trial"]]);
    expect(JSON.stringify(mine)).not.toContain("a-secret-order");
    // A's newest entry's id is no entry of B's.
    await expectError(await usage(b.key, "starting_after=le_000000000002"), 400, "invalid_request");
  });

  it("never shows a key, or anything of one, in an entry", async () => {
    const { id, key } = await createAccount();
    expect((await humanize(key, { text: prose(30) })).status).toBe(200);
    const text = JSON.stringify(await ledgerOf(id)) + (await (await usage(key, "", { Accept: "text/csv" })).text());
    expect(text).not.toContain(key);
    expect(text).not.toContain(key.slice(-43));
  });
});
