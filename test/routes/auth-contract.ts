import { describe, expect, it } from "vitest";
import { admin, balance, createAccount, expectError, TEST_ADMIN_TOKEN, type TestAccount } from "../support/worker-api";

// The authentication contract, written once and applied to every authenticated route from that
// route's security.test.ts: the API key routes (POST /api/v1/humanize, GET /api/v1/balance,
// POST /mcp) and each route of the operator API, which takes the admin token instead.
//
// Every route must: refuse a missing, empty, malformed, other-scheme, unknown, altered, oversized
// or wrong-kind credential with 401 and the documented body, `WWW-Authenticate: Bearer` and no
// rate-limit headers, changing nothing; take `Bearer` in any case; check the credential before
// reading the body. An API key route must also refuse a revoked or replaced key on the very next
// request, and a refusal must neither charge the account nor count against its rate limit.

/** An authenticated route, as the shared contract drives it. */
export interface AuthenticatedRoute {
  /** How the tests name it, e.g. "POST /api/v1/humanize". */
  name: string;
  /** What it takes: an account's API key, or the operator's admin token. */
  credential: "api key" | "admin token";
  /** Sends a request the route accepts when the credential is good, with this Authorization header (none when undefined). */
  send(authorization: string | undefined, account: TestAccount): Promise<Response>;
  /** The status of that request with a good credential. */
  accepted: number;
  /** Readies the account for the accepted request (a subscription to cancel…). */
  prepare?(account: TestAccount): Promise<void>;
  /** For a route with a body: sends one it would refuse (415 or 400), with this Authorization header. */
  sendUnreadable?(authorization: string | undefined, account: TestAccount): Promise<Response>;
}

/** `{ Authorization: value }`, or no header when the value is undefined. */
export function authorizationHeader(authorization: string | undefined): Record<string, string> {
  return authorization === undefined ? {} : { Authorization: authorization };
}

/** The same credential with its last four characters changed: right shape, wrong secret. */
function altered(secret: string): string {
  return secret.slice(0, -4) + (secret.endsWith("AAAA") ? "BBBB" : "AAAA");
}

type Refusal = [label: string, header: (secret: string, other: string) => string | undefined];

/** Credentials no authenticated route may accept: `secret` is the route's own, `other` the other kind. */
const REFUSED: Refusal[] = [
  ["no Authorization header", () => undefined],
  ["an empty Authorization header", () => ""],
  ["Bearer without a token", () => "Bearer"],
  ["Bearer and a space, without a token", () => "Bearer "],
  ["the Basic scheme", () => "Basic dXNlcjpwYXNz"],
  ["the right secret under the Basic scheme", (secret) => `Basic ${secret}`],
  ["the right secret under another scheme", (secret) => `Token ${secret}`],
  ["two tokens", (secret) => `Bearer ${secret} ${secret}`],
  ["the right secret with its last four characters changed", (secret) => `Bearer ${altered(secret)}`],
  ["an oversized token (100 KB)", () => `Bearer hum_${"a".repeat(100_000)}`],
  ["the other kind of credential (the admin token for an API key, an API key for the admin token)", (_, other) => `Bearer ${other}`],
];

/** Refused API keys besides those of REFUSED. */
const REFUSED_KEYS: Refusal[] = [
  ["a token that is not a key", () => "Bearer hum_nope"],
  ["a token without the key prefix", () => "Bearer not-a-key"],
  ["a well-formed key of no account", () => `Bearer hum_${"0".repeat(24)}_${"A".repeat(43)}`],
];

/** Refused admin tokens besides those of REFUSED. */
const REFUSED_TOKENS: Refusal[] = [
  ["a wrong token", () => "Bearer wrong"],
  ["the Basic scheme with another value", () => "Basic abc"],
];

/** What the operator sees of an account: unchanged by a refused request. */
async function accountView(account: TestAccount): Promise<unknown> {
  const res = await admin("GET", `/accounts/${account.id}`);
  expect(res.status).toBe(200);
  return res.json();
}

/** Declares the shared authentication contract's tests for one route. */
export function describeAuthContract(route: AuthenticatedRoute): void {
  const apiKey = route.credential === "api key";
  const code = apiKey ? "invalid_api_key" : "invalid_admin_token";
  const secretOf = (account: TestAccount) => (apiKey ? account.key : TEST_ADMIN_TOKEN);
  const otherOf = (account: TestAccount) => (apiKey ? TEST_ADMIN_TOKEN : account.key);
  const ready = async () => {
    const account = await createAccount();
    await route.prepare?.(account);
    return account;
  };
  // A refused request changes nothing (each test checks it), so on the operator API, which has no
  // balance or window of its own to spend, the refusals share one account; an API key's refusals
  // each get a fresh account, whose untouched rate-limit window they check.
  let shared: Promise<TestAccount> | undefined;
  const refusalAccount = () => (apiKey ? ready() : (shared ??= ready()));

  describe(`${route.name}: authentication (shared contract)`, () => {
    it.each([...REFUSED, ...(apiKey ? REFUSED_KEYS : REFUSED_TOKENS)])(`401 ${code} with WWW-Authenticate for %s, and nothing changes`, async (_, header) => {
      const account = await refusalAccount();
      const before = await accountView(account);
      const res = await route.send(header(secretOf(account), otherOf(account)), account);
      await expectError(res, 401, code);
      expect(res.headers.get("WWW-Authenticate")).toBe("Bearer");
      expect(res.headers.get("X-RateLimit-Limit")).toBeNull();
      expect(res.headers.get("X-Request-Id")).toBeTruthy();
      expect(await accountView(account)).toEqual(before);
      if (apiKey) {
        // Neither charged nor counted: the whole trial and the whole hour's window are left.
        const after = await balance(account.key);
        expect(after.status).toBe(200);
        expect(after.headers.get("X-RateLimit-Remaining")).toBe("59");
        expect(((await after.json()) as { balance_remaining: number }).balance_remaining).toBe(200);
      }
    });

    it(`accepts the ${route.credential} as a Bearer token, the scheme in any case`, async () => {
      for (const scheme of ["Bearer", "bearer", "BEARER"]) {
        const account = await ready();
        const res = await route.send(`${scheme} ${secretOf(account)}`, account);
        expect(res.status, scheme).toBe(route.accepted);
        await res.body?.cancel();
      }
    });

    if (route.sendUnreadable) {
      const sendUnreadable = route.sendUnreadable;
      it("checks the credential before the body: 401 before 415 and 400", async () => {
        const account = await ready();
        for (const header of [undefined, apiKey ? "Bearer hum_nope" : "Bearer wrong"]) {
          await expectError(await sendUnreadable(header, account), 401, code);
        }
      });
    }

    if (apiKey) {
      it("refuses a revoked key on the very next request", async () => {
        const account = await ready();
        const first = await route.send(`Bearer ${account.key}`, account);
        expect(first.status).toBe(route.accepted);
        await first.body?.cancel();
        expect((await admin("DELETE", `/accounts/${account.id}/api-key`)).status).toBe(204);
        const res = await route.send(`Bearer ${account.key}`, account);
        await expectError(res, 401, "invalid_api_key");
        expect(res.headers.get("WWW-Authenticate")).toBe("Bearer");
      });

      it("refuses a replaced key on the very next request, and accepts the new one", async () => {
        const account = await ready();
        const first = await route.send(`Bearer ${account.key}`, account);
        expect(first.status).toBe(route.accepted);
        await first.body?.cancel();
        const rotated = await admin("POST", `/accounts/${account.id}/api-key`);
        expect(rotated.status).toBe(201);
        const { api_key: fresh } = (await rotated.json()) as { api_key: string };
        expect(fresh).not.toBe(account.key);
        await expectError(await route.send(`Bearer ${account.key}`, account), 401, "invalid_api_key");
        const res = await route.send(`Bearer ${fresh}`, { ...account, key: fresh });
        expect(res.status).toBe(route.accepted);
        await res.body?.cancel();
      });
    }
  });
}
