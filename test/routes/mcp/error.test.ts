import { describe, expect, it } from "vitest";
import { balanceOf, call, createAccount, prose } from "../../support/worker-api";
import { balanceCall, batch, result, rpc } from "./json-rpc";

// The first call loads the MCP SDK into the test isolate, which can take several seconds.
describe("MCP at /mcp: refusals", { timeout: 30_000 }, () => {
  it("a refused tool call is a tool error with the contract's code, and charges nothing", async () => {
    const account = await createAccount();
    const short = await result(await rpc(account.key, "tools/call", { name: "humanize_text", arguments: { text: "too short" } }));
    expect(short.isError).toBe(true);
    expect(short.structuredContent.error).toBe("text_too_short");
    const big = await result(await rpc(account.key, "tools/call", { name: "humanize_text", arguments: { text: prose(250) } }));
    expect(big.structuredContent.error).toBe("insufficient_balance");
    expect(await balanceOf(account.key)).toBe(200);
  });

  it("get_usage refuses bad arguments with invalid_request naming the field, after counting the call", async () => {
    const account = await createAccount();
    for (const [args, mentions] of [
      [{ limit: 0 }, /^Field `limit` must be a whole number from 1 to 100\.$/],
      [{ limit: "5" }, /`limit`/],
      [{ limit: 2.5 }, /`limit`/],
      [{ starting_after: "le_1" }, /^Field `starting_after` must be an entry id/],
      [{ starting_after: "le_000000000005" }, /`starting_after` must be the id of one of this account's ledger entries/],
      [{ offset: 3 }, /^Unknown field `offset`; remove it\.$/],
    ] as const) {
      const refused = await result(await rpc(account.key, "tools/call", { name: "get_usage", arguments: args }));
      expect(refused.isError, JSON.stringify(args)).toBe(true);
      expect(refused.structuredContent.error).toBe("invalid_request");
      expect(refused.structuredContent.message).toMatch(mentions);
    }
    const rest = await call("/api/v1/balance", { headers: { Authorization: `Bearer ${account.key}` } });
    expect(rest.headers.get("X-RateLimit-Remaining")).toBe("53");
  });
});

describe("MCP batches: refusals", { timeout: 30_000 }, () => {
  it("a batch of more than 10 messages is refused whole, before any tool call runs", async () => {
    const account = await createAccount();
    const res = await batch(
      account.key,
      Array.from({ length: 11 }, (_, i) => balanceCall(i + 1)),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ jsonrpc: "2.0", error: { code: -32600 }, id: null });
    const rest = await call("/api/v1/balance", { headers: { Authorization: `Bearer ${account.key}` } });
    expect(rest.headers.get("X-RateLimit-Remaining")).toBe("59");
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
