import { describe, expect, it } from "vitest";
import { admin, balanceOf, call, createAccount, createSubscriber, expectError, prose } from "../../support/worker-api";

// The MCP endpoint on each store (the SDK's own client drives it over HTTP in test/e2e/mcp.test.ts):
// the key check without counting, and tool calls charged and counted like REST calls.

let id = 0;
function rpc(key: string | null, method: string, params: object = {}): Promise<Response> {
  return call("/mcp", {
    method: "POST",
    headers: {
      ...(key ? { Authorization: `Bearer ${key}` } : {}),
      "Content-Type": "application/json",
      Accept: "application/json, text/event-stream",
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params }),
  });
}

async function result(res: Response): Promise<any> {
  expect(res.status).toBe(200);
  const body = (await res.json()) as { result?: unknown; error?: unknown };
  expect(body.error).toBeUndefined();
  return body.result;
}

// The first call loads the MCP SDK into the test isolate, which can take several seconds.
describe("MCP at /mcp", { timeout: 30_000 }, () => {
  it("lists the two tools for an active key, without counting against the rate limit", async () => {
    const account = await createSubscriber(1_000);
    const tools = await result(await rpc(account.key, "tools/list"));
    expect(tools.tools.map((tool: { name: string }) => tool.name).sort()).toEqual(["get_balance", "humanize_text"]);
    const rest = await call("/api/v1/balance", { headers: { Authorization: `Bearer ${account.key}` } });
    expect(rest.headers.get("X-RateLimit-Remaining")).toBe("59");
  });

  it("answers with the API's JSON headers, not the pages' document headers", async () => {
    const account = await createSubscriber(1_000);
    const mcp = await rpc(account.key, "tools/list");
    const rest = await call("/api/v1/balance", { headers: { Authorization: `Bearer ${account.key}` } });
    for (const name of ["Cache-Control", "Content-Security-Policy", "Strict-Transport-Security", "X-Content-Type-Options", "X-Frame-Options"]) {
      expect(mcp.headers.get(name), name).toBe(rest.headers.get(name));
    }
    for (const name of ["Referrer-Policy", "Cross-Origin-Resource-Policy", "Cross-Origin-Opener-Policy", "Origin-Agent-Cluster", "X-XSS-Protection"]) {
      expect(mcp.headers.get(name), name).toBeNull();
    }
    await mcp.body?.cancel();
  });

  it("humanize_text charges the words like REST, and get_balance agrees", async () => {
    const account = await createSubscriber(1_000);
    const call1 = await result(await rpc(account.key, "tools/call", { name: "humanize_text", arguments: { text: prose(30) } }));
    expect(call1.isError).toBeFalsy();
    expect(call1.structuredContent).toMatchObject({ words_used: 30, balance_remaining: 970 });
    expect(await balanceOf(account.key)).toBe(970);
    const bal = await result(await rpc(account.key, "tools/call", { name: "get_balance", arguments: {} }));
    expect(bal.structuredContent).toMatchObject({ balance_remaining: 970, plan: "api" });
  });

  it("a refused tool call is a tool error with the contract's code, and charges nothing", async () => {
    const account = await createAccount();
    const short = await result(await rpc(account.key, "tools/call", { name: "humanize_text", arguments: { text: "too short" } }));
    expect(short.isError).toBe(true);
    expect(short.structuredContent.error).toBe("text_too_short");
    const big = await result(await rpc(account.key, "tools/call", { name: "humanize_text", arguments: { text: prose(250) } }));
    expect(big.structuredContent.error).toBe("insufficient_balance");
    expect(await balanceOf(account.key)).toBe(200);
  });

  it("401 invalid_api_key at HTTP level for no key, an unknown key and a revoked key", async () => {
    await expectError(await rpc(null, "tools/list"), 401, "invalid_api_key");
    const account = await createAccount();
    await expectError(await rpc(`${account.key.slice(0, -4)}AAAA`, "tools/list"), 401, "invalid_api_key");
    expect((await rpc(account.key, "tools/list")).status).toBe(200);
    expect((await admin("DELETE", `/accounts/${account.id}/api-key`)).status).toBe(204);
    const revoked = await rpc(account.key, "tools/list");
    await expectError(revoked, 401, "invalid_api_key");
    expect(revoked.headers.get("WWW-Authenticate")).toBe("Bearer");
  });

  it("a tool call with a revoked key is an HTTP 401 too (the REST request it runs refuses the key)", async () => {
    const account = await createAccount();
    expect((await admin("DELETE", `/accounts/${account.id}/api-key`)).status).toBe(204);
    for (const name of ["get_balance", "humanize_text"]) {
      const res = await rpc(account.key, "tools/call", { name, arguments: { text: prose(20) } });
      await expectError(res, 401, "invalid_api_key");
      expect(res.headers.get("WWW-Authenticate")).toBe("Bearer");
    }
    // An unknown tool runs no REST request: the key is checked here first.
    await expectError(await rpc(account.key, "tools/call", { name: "nope", arguments: {} }), 401, "invalid_api_key");
  });
});

describe("MCP batches", { timeout: 30_000 }, () => {
  const batch = (key: string, messages: object[]) =>
    call("/mcp", {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
      body: JSON.stringify(messages),
    });
  const balanceCall = (id: number) => ({ jsonrpc: "2.0", id, method: "tools/call", params: { name: "get_balance", arguments: {} } });

  it("a batch of more than 10 messages is refused whole, before any tool call runs", async () => {
    const account = await createAccount();
    const res = await batch(account.key, Array.from({ length: 11 }, (_, i) => balanceCall(i + 1)));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ jsonrpc: "2.0", error: { code: -32600 }, id: null });
    const rest = await call("/api/v1/balance", { headers: { Authorization: `Bearer ${account.key}` } });
    expect(rest.headers.get("X-RateLimit-Remaining")).toBe("59");
  });

  it("a small batch runs every call, each counted", async () => {
    const account = await createAccount();
    const res = await batch(account.key, [balanceCall(1), balanceCall(2)]);
    expect(res.status).toBe(200);
    const answers = (await res.json()) as { id: number; result: { structuredContent: { plan: string } } }[];
    expect(answers.map((a) => a.result.structuredContent.plan)).toEqual(["trial", "trial"]);
    const rest = await call("/api/v1/balance", { headers: { Authorization: `Bearer ${account.key}` } });
    expect(rest.headers.get("X-RateLimit-Remaining")).toBe("57");
  });

  it("malformed JSON is a JSON-RPC parse error", async () => {
    const account = await createAccount();
    const res = await call("/mcp", {
      method: "POST",
      headers: { Authorization: `Bearer ${account.key}`, "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: -32700 } });
  });
});
