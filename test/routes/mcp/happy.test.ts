import { describe, expect, it } from "vitest";
import { balanceOf, call, createAccount, createSubscriber, prose } from "../../support/worker-api";
import { balanceCall, batch, result, rpc } from "./json-rpc";

// The MCP endpoint on each store (the SDK's own client drives it over HTTP in test/e2e/mcp.test.ts):
// the key check without counting, and tool calls charged and counted like REST calls.

// The first call loads the MCP SDK into the test isolate, which can take several seconds.
describe("MCP at /mcp", { timeout: 30_000 }, () => {
  it("lists the four tools for an active key, without counting against the rate limit", async () => {
    const account = await createSubscriber(1_000);
    const tools = await result(await rpc(account.key, "tools/list"));
    expect(tools.tools.map((tool: { name: string }) => tool.name).sort()).toEqual(["analyze_text", "get_balance", "get_usage", "humanize_text"]);
    const rest = await call("/api/v1/balance", { headers: { Authorization: `Bearer ${account.key}` } });
    expect(rest.headers.get("X-RateLimit-Remaining")).toBe("59");
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
});

describe("get_usage", { timeout: 30_000 }, () => {
  it("answers the ledger like GET /api/v1/usage, a page at a time, counted like a REST request", async () => {
    const account = await createAccount();
    const charged = await result(
      await rpc(account.key, "tools/call", { name: "humanize_text", arguments: { text: prose(30), idempotency_key: "mcp-order-1" } }),
    );
    expect(charged.isError).toBeFalsy();
    const first = await result(await rpc(account.key, "tools/call", { name: "get_usage", arguments: { limit: 1 } }));
    expect(first.isError).toBeFalsy();
    expect(first.structuredContent).toMatchObject({
      object: "list",
      has_more: true,
      data: [{ id: "le_000000000002", kind: "charge", words: 30, balance_type: "trial", trial_balance_after: 170, idempotency_key: "mcp-order-1" }],
    });
    expect(first.content[0].text).toMatch(
      /^1 ledger entries, newest first:\n.* le_000000000002 charge: 30 words \(trial balance\); after it: balance 0, trial balance 170\n/,
    );
    expect(first.content[0].text).toMatch(/call get_usage again with starting_after "le_000000000002"\.$/);
    expect(first._meta["humanize-api/rate_limit"]).toMatchObject({ limit: 60, remaining: 58 });

    const rest = await call("/api/v1/usage?starting_after=le_000000000002", { headers: { Authorization: `Bearer ${account.key}` } });
    const next = await result(await rpc(account.key, "tools/call", { name: "get_usage", arguments: { starting_after: "le_000000000002" } }));
    expect(next.structuredContent).toEqual(await rest.json());
    expect(next.structuredContent.data.map((e: { kind: string }) => e.kind)).toEqual(["trial"]);
    expect(await balanceOf(account.key)).toBe(170);
  });
});

describe("analyze_text and the report", () => {
  it("analyze_text answers the signs like POST /api/v1/analyze, charging nothing", async () => {
    const account = await createAccount();
    const text = "Moreover, the museum stands as a testament to the town's rich heritage and its people.";
    const answer = await result(await rpc(account.key, "tools/call", { name: "analyze_text", arguments: { text } }));
    expect(answer.isError).toBeFalsy();
    const signs = answer.structuredContent.signs as { family: string; start: number; end: number; excerpt: string }[];
    expect(signs.map((s) => s.family)).toContain("copula-avoidance");
    for (const sign of signs) expect(text.slice(sign.start, sign.end)).toBe(sign.excerpt);
    expect(answer.content[0].text).toMatch(/signs of AI writing in 15 words/);
    expect(await balanceOf(account.key)).toBe(200);
    const refused = await result(await rpc(account.key, "tools/call", { name: "analyze_text", arguments: { text: "Too short." } }));
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent.error).toBe("text_too_short");
  });

  it("humanize_text with report adds the report to structuredContent and a summary line", async () => {
    const account = await createAccount();
    const text = "Moreover, the museum stands as a testament to the town's rich heritage and its people.";
    const answer = await result(await rpc(account.key, "tools/call", { name: "humanize_text", arguments: { text, report: true } }));
    expect(answer.isError).toBeFalsy();
    expect(answer.structuredContent.report.signs_before).toBeGreaterThan(answer.structuredContent.report.signs_after);
    expect(answer.content[2].text).toMatch(/^Report: \d+ edits; signs of AI writing \d+ → \d+; protected spans kept \d+ of \d+\./);
  });
});

describe("MCP batches", { timeout: 30_000 }, () => {
  it("a small batch runs every call, each counted", async () => {
    const account = await createAccount();
    const res = await batch(account.key, [balanceCall(1), balanceCall(2)]);
    expect(res.status).toBe(200);
    const answers = (await res.json()) as { id: number; result: { structuredContent: { plan: string } } }[];
    expect(answers.map((a) => a.result.structuredContent.plan)).toEqual(["trial", "trial"]);
    const rest = await call("/api/v1/balance", { headers: { Authorization: `Bearer ${account.key}` } });
    expect(rest.headers.get("X-RateLimit-Remaining")).toBe("57");
  });
});
