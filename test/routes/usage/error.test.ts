import { describe, expect, it } from "vitest";
import { admin, balance, call, createAccount, expectError, usage } from "../../support/worker-api";

// GET /api/v1/usage's errors, in the contract's order: 401 → 429 → 400 invalid_request → 200.
// 401 for a missing, malformed, unknown, revoked or replaced key: security.test.ts.

describe("GET /api/v1/usage errors", () => {
  it.each([
    ["limit=0", /`limit` must be a whole number from 1 to 100/],
    ["limit=101", /`limit`/],
    ["limit=abc", /`limit`/],
    ["limit=1.5", /`limit`/],
    ["limit=-1", /`limit`/],
    ["limit=", /`limit`/],
    ["limit=99999999999999999999", /`limit`/],
    ["limit=5&limit=6", /`limit` must be given once/],
    ["starting_after=", /`starting_after` must be an entry id/],
    ["starting_after=le_1", /`starting_after`/],
    ["starting_after=le_000000000000", /`starting_after`/],
    ["starting_after=cus_000000000001", /`starting_after`/],
    ["starting_after=le_000000000001&starting_after=le_000000000001", /`starting_after` must be given once/],
    ["offset=10", /Unknown query parameter `offset`; the parameters are `limit` and `starting_after`/],
    ["limit=5&ending_before=le_000000000001", /`ending_before`/],
  ])("400 invalid_request naming the parameter for ?%s, and the request counts", async (query, mentions) => {
    const { key } = await createAccount();
    const res = await usage(key, query);
    expect(await expectError(res, 400, "invalid_request")).toMatch(mentions);
    expect(res.headers.get("X-RateLimit-Remaining")).toBe("59");
    expect((await balance(key)).headers.get("X-RateLimit-Remaining")).toBe("58");
  });

  it("400 for a well-formed cursor that names no entry of the account", async () => {
    const { key } = await createAccount();
    const message = await expectError(await usage(key, "starting_after=le_000000000002"), 400, "invalid_request");
    expect(message).toMatch(/`starting_after` must be the id of one of this account's ledger entries/);
    // Its own newest entry is a good cursor.
    expect((await usage(key, "starting_after=le_000000000001")).status).toBe(200);
  });

  it("401 before 400: a bad key with a bad query is invalid_api_key", async () => {
    const { key } = await createAccount();
    const res = await usage(`${key.slice(0, -4)}AAAA`, "limit=0");
    await expectError(res, 401, "invalid_api_key");
    expect(res.headers.get("X-RateLimit-Limit")).toBeNull();
  });

  it("429 before 400: over the limit, a bad query is rate_limit_exceeded and does not count", async () => {
    const { key } = await createAccount();
    for (let i = 0; i < 60; i++) expect((await balance(key)).status).toBe(200);
    const res = await usage(key, "limit=0");
    await expectError(res, 429, "rate_limit_exceeded");
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(res.headers.get("X-RateLimit-Remaining")).toBe("0");
    await expectError(await usage(key), 429, "rate_limit_exceeded");
  });

  it("405 method_not_allowed with Allow: GET, HEAD for other methods; HEAD is answered like GET", async () => {
    const { key } = await createAccount();
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const res = await call("/api/v1/usage", { method, headers: { Authorization: `Bearer ${key}` } });
      await expectError(res, 405, "method_not_allowed");
      expect(res.headers.get("Allow")).toBe("GET, HEAD");
    }
    const head = await call("/api/v1/usage", { method: "HEAD", headers: { Authorization: `Bearer ${key}` } });
    expect(head.status).toBe(200);
    expect(head.headers.get("X-RateLimit-Remaining")).toBe("59");
  });

  it("an error is never a CSV: Accept: text/csv on a refused request answers the JSON error body", async () => {
    const { key } = await createAccount();
    const res = await usage(key, "limit=0", { Accept: "text/csv" });
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    await expectError(res, 400, "invalid_request");
  });

  it("the operator's ledger: 400 naming the parameter before 404 for an unknown account, as on the other operator routes", async () => {
    const { id } = await createAccount();
    expect(await expectError(await admin("GET", `/accounts/${id}/ledger?limit=0`), 400, "invalid_request")).toMatch(/`limit`/);
    expect(await expectError(await admin("GET", `/accounts/${id}/ledger?x=1`), 400, "invalid_request")).toMatch(/`x`/);
    await expectError(await admin("GET", `/accounts/${id}/ledger?starting_after=le_000000000009`), 400, "invalid_request");
    await expectError(await admin("GET", "/accounts/ffffffffffffffffffffffff/ledger?limit=0"), 400, "invalid_request");
    await expectError(await admin("GET", "/accounts/ffffffffffffffffffffffff/ledger"), 404, "account_not_found");
  });
});
