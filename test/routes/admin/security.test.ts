import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { admin, balance, call, createAccount, expectError, redisCommand, storeKind } from "../../support/worker-api";

/** Everything the store holds for an account, as text. */
async function storedState(id: string): Promise<string> {
  if (storeKind() === "redis") {
    const keys = (await redisCommand(["KEYS", `*${id}*`])) as string[];
    const values = await Promise.all(
      keys.map(async (key) => ((await redisCommand(["TYPE", key])) === "hash" ? redisCommand(["HGETALL", key]) : redisCommand(["GET", key]))),
    );
    return JSON.stringify({ keys, values });
  }
  const stub = env.ACCOUNTS.get(env.ACCOUNTS.idFromName(id));
  return runInDurableObject(stub, (_, state) => {
    const rows: unknown[] = [];
    for (const table of ["kv", "idempotency"]) rows.push(...state.storage.sql.exec(`SELECT * FROM ${table}`).toArray());
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

  it("regenerating revokes the old key on the very next request", async () => {
    const { id, key } = await createAccount();
    expect((await balance(key)).status).toBe(200);
    const res = await admin("POST", `/accounts/${id}/api-key`);
    expect(res.status).toBe(201);
    const { api_key: fresh } = (await res.json()) as { api_key: string };
    expect(fresh).not.toBe(key);
    await expectError(await balance(key), 401, "invalid_api_key");
    expect((await balance(fresh)).status).toBe(200);
  });

  it("revoking leaves the account without a key", async () => {
    const { id, key } = await createAccount();
    expect((await admin("DELETE", `/accounts/${id}/api-key`)).status).toBe(204);
    await expectError(await balance(key), 401, "invalid_api_key");
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

describe("operator API authentication (contract §8)", () => {
  it("401 invalid_admin_token for a wrong or missing token, with WWW-Authenticate", async () => {
    for (const headers of [{}, { Authorization: "Bearer wrong" }, { Authorization: "Basic abc" }] as Record<string, string>[]) {
      const res = await call("/admin/v1/accounts", { method: "POST", headers });
      await expectError(res, 401, "invalid_admin_token");
      expect(res.headers.get("WWW-Authenticate")).toBe("Bearer");
    }
  });

  it("an API key is not an admin token", async () => {
    const { key } = await createAccount();
    await expectError(await call("/admin/v1/accounts", { method: "POST", headers: { Authorization: `Bearer ${key}` } }), 401, "invalid_admin_token");
  });
});
