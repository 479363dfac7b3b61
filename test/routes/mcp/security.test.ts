import { describe, expect, it } from "vitest";
import { admin, call, createAccount, createSubscriber, expectError, prose } from "../../support/worker-api";
import { authorizationHeader, describeAuthContract } from "../auth-contract";
import { rpc, rpcWith } from "./json-rpc";

// Who may call POST /mcp: the shared authentication contract (test/routes/auth-contract.ts), on
// both ways a request is authenticated: read-only here (tools/list and any other method), and by
// the REST request each tool call runs (tools/call).
const unreadable = (authorization: string | undefined) =>
  call("/mcp", {
    method: "POST",
    headers: { ...authorizationHeader(authorization), "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
    body: "{not json",
  });

describeAuthContract({
  name: "POST /mcp tools/list",
  credential: "api key",
  send: (authorization) => rpcWith(authorization, "tools/list"),
  accepted: 200,
  sendUnreadable: unreadable,
});

describeAuthContract({
  name: "POST /mcp tools/call get_balance",
  credential: "api key",
  send: (authorization) => rpcWith(authorization, "tools/call", { name: "get_balance", arguments: {} }),
  accepted: 200,
});

// The first call loads the MCP SDK into the test isolate, which can take several seconds.
describe("MCP at /mcp: keys and headers", { timeout: 30_000 }, () => {
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
