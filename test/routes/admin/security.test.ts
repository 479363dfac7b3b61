import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { admin, call, createAccount, redisCommand, storeKind, TEST_ADMIN_TOKEN, type TestAccount } from "../../support/worker-api";
import { authorizationHeader, describeAuthContract } from "../auth-contract";

/** Everything the store holds for an account, as text. */
async function storedState(id: string): Promise<string> {
  if (storeKind() === "redis") {
    const keys = (await redisCommand(["KEYS", `*${id}*`])) as string[];
    const values = await Promise.all(
      keys.map(async (key) => {
        const type = await redisCommand(["TYPE", key]);
        return type === "hash" ? redisCommand(["HGETALL", key]) : type === "zset" ? redisCommand(["ZRANGE", key, 0, -1]) : redisCommand(["GET", key]);
      }),
    );
    return JSON.stringify({ keys, values });
  }
  const stub = env.ACCOUNTS.get(env.ACCOUNTS.idFromName(id));
  return runInDurableObject(stub, (_, state) => {
    const rows: unknown[] = [];
    for (const table of ["kv", "idempotency", "ledger"]) rows.push(...state.storage.sql.exec(`SELECT * FROM ${table}`).toArray());
    return JSON.stringify(rows);
  });
}

describe("API keys (contract §7)", () => {
  it("are hum_ keys shown once: the account view shows only a prefix", async () => {
    const { id, key } = await createAccount();
    expect(key).toMatch(/^hum_/);
    const view = (await (await admin("GET", `/accounts/${id}`)).json()) as { key: { prefix: string; created_at: string } };
    expect(key.startsWith(view.key.prefix)).toBe(true);
    expect(view.key.prefix.length).toBeLessThan(key.length - 32);
    expect(JSON.stringify(view)).not.toContain(key);
  });

  it("revoking leaves the account without a key", async () => {
    const { id } = await createAccount();
    expect((await admin("DELETE", `/accounts/${id}/api-key`)).status).toBe(204);
    const view = (await (await admin("GET", `/accounts/${id}`)).json()) as { key: unknown };
    expect(view.key).toBeNull();
  });

  it("storage holds the key's SHA-256, never the key", async () => {
    const { id, key } = await createAccount();
    const dump = await storedState(id);
    expect(dump).not.toContain(key);
    expect(dump).not.toContain(key.slice(-43));
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key)));
    expect(dump).toContain([...digest].map((b) => b.toString(16).padStart(2, "0")).join(""));
  });
});

// Who may call the operator API: the shared authentication contract (test/routes/auth-contract.ts)
// with the admin token, on every operator route. A revoked or replaced API key is refused on
// every API key route by the same contract.

/** An operator request with this Authorization header, and a JSON body when one is given. */
function operator(method: string, path: string, authorization: string | undefined, body?: unknown): Promise<Response> {
  return call(`/admin/v1${path}`, {
    method,
    headers: { ...authorizationHeader(authorization), ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A body the route would refuse with 415: not declared JSON. */
function unreadable(method: string, path: (account: TestAccount) => string) {
  return (authorization: string | undefined, account: TestAccount) =>
    call(`/admin/v1${path(account)}`, { method, headers: { ...authorizationHeader(authorization), "Content-Type": "text/plain" }, body: "words=5" });
}

const OPERATOR_ROUTES = [
  { name: "POST /admin/v1/accounts", send: (auth: string | undefined) => operator("POST", "/accounts", auth), accepted: 201 },
  { name: "GET /admin/v1/accounts/:id", send: (auth: string | undefined, a: TestAccount) => operator("GET", `/accounts/${a.id}`, auth), accepted: 200 },
  {
    name: "POST /admin/v1/accounts/:id/api-key",
    send: (auth: string | undefined, a: TestAccount) => operator("POST", `/accounts/${a.id}/api-key`, auth),
    accepted: 201,
  },
  {
    name: "DELETE /admin/v1/accounts/:id/api-key",
    send: (auth: string | undefined, a: TestAccount) => operator("DELETE", `/accounts/${a.id}/api-key`, auth),
    accepted: 204,
  },
  {
    name: "PUT /admin/v1/accounts/:id/subscription",
    send: (auth: string | undefined, a: TestAccount) => operator("PUT", `/accounts/${a.id}/subscription`, auth, { words_per_period: 10 }),
    accepted: 200,
    sendUnreadable: unreadable("PUT", (a) => `/accounts/${a.id}/subscription`),
  },
  {
    name: "DELETE /admin/v1/accounts/:id/subscription",
    send: (auth: string | undefined, a: TestAccount) => operator("DELETE", `/accounts/${a.id}/subscription`, auth),
    accepted: 200,
    prepare: async (a: TestAccount) => {
      expect((await operator("PUT", `/accounts/${a.id}/subscription`, `Bearer ${TEST_ADMIN_TOKEN}`, { words_per_period: 10 })).status).toBe(200);
    },
  },
  {
    name: "POST /admin/v1/accounts/:id/credits",
    send: (auth: string | undefined, a: TestAccount) => operator("POST", `/accounts/${a.id}/credits`, auth, { words: 10 }),
    accepted: 200,
    sendUnreadable: unreadable("POST", (a) => `/accounts/${a.id}/credits`),
  },
  {
    name: "GET /admin/v1/accounts/:id/ledger",
    send: (auth: string | undefined, a: TestAccount) => operator("GET", `/accounts/${a.id}/ledger`, auth),
    accepted: 200,
  },
  {
    name: "GET /admin/v1/accounts/:id/reconciliation",
    send: (auth: string | undefined, a: TestAccount) => operator("GET", `/accounts/${a.id}/reconciliation`, auth),
    accepted: 200,
  },
];

for (const route of OPERATOR_ROUTES) describeAuthContract({ ...route, credential: "admin token" });
