import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport, StreamableHTTPError } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterEach, describe, expect, inject, it } from "vitest";

// The MCP endpoint (/mcp) of the Worker under `wrangler dev` (Durable Object store, rules
// engine, 60 requests per hour per key), driven by the SDK's own client over Streamable HTTP,
// with every charge and count cross-checked through the REST API and the operator API.

const { url, adminToken } = inject("e2e");
const MCP_URL = new URL("/mcp", url);

/** 24 words (the README's example). */
const TEXT_24 = "Moreover, it is important to note that our team will delve into the data in order to leverage the insights we gathered in 2025.";

const POOL = (
  "The team reviewed the quarterly report and found several clear ways to improve how the office handles " +
  "customer requests during the busy season while keeping costs under control and making sure every person " +
  "knows what to do next"
).split(" ");

/** An English text of exactly `n` words. */
function textOf(n: number): string {
  return `${Array.from({ length: n }, (_, i) => POOL[i % POOL.length]).join(" ")}.`;
}

interface Account {
  accountId: string;
  apiKey: string;
}

async function adminCall(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(new URL(path, url), {
    method,
    headers: { Authorization: `Bearer ${adminToken}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The status of an operator call whose body does not matter (read, so that the connection is reused cleanly). */
async function adminStatus(method: string, path: string, body?: unknown): Promise<number> {
  const response = await adminCall(method, path, body);
  await response.arrayBuffer();
  return response.status;
}

async function newAccount(): Promise<Account> {
  const response = await adminCall("POST", "/admin/v1/accounts", {});
  expect(response.status).toBe(201);
  const body = (await response.json()) as { account_id: string; api_key: string };
  return { accountId: body.account_id, apiKey: body.api_key };
}

async function accountState(accountId: string): Promise<{ trial_balance: number; balance: number; plan: string }> {
  const response = await adminCall("GET", `/admin/v1/accounts/${accountId}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { trial_balance: number; balance: number; plan: string };
}

async function restBalance(apiKey: string): Promise<{ status: number; body: Record<string, unknown>; remaining: string | null }> {
  const response = await fetch(new URL("/api/v1/balance", url), { headers: { Authorization: `Bearer ${apiKey}` } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, remaining: response.headers.get("X-RateLimit-Remaining") };
}

async function restHumanize(apiKey: string, body: unknown, idempotencyKey?: string): Promise<Response> {
  return fetch(new URL("/api/v1/humanize", url), {
    method: "POST",
    headers: {
      Authorization: `Bearer ${apiKey}`,
      "Content-Type": "application/json",
      ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
    },
    body: JSON.stringify(body),
  });
}

const clients: Client[] = [];
afterEach(async () => {
  await Promise.allSettled(clients.splice(0).map((client) => client.close()));
});

/**
 * Node's fetch, except that the bodies the SDK client discards (a notification's empty
 * `202 Accepted`, the `405` to its optional GET for a server-sent event stream) are read to
 * their end first. The client cancels them instead, undici then drops the keep-alive socket,
 * and `wrangler dev` reports a "Broken pipe" error in the test output. Nothing else changes.
 */
const drainingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (response.status !== 202 && response.status !== 405) return response;
  const body = await response.arrayBuffer();
  return new Response(response.status === 202 ? null : body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
};

async function connect(apiKey: string): Promise<Client> {
  const client = new Client({ name: "humanize-e2e", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(MCP_URL, {
    requestInit: { headers: { Authorization: `Bearer ${apiKey}` } },
    fetch: drainingFetch,
  });
  await client.connect(transport);
  clients.push(client);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

function rateMeta(result: CallToolResult): { limit: number; remaining: number; reset: number } {
  return result._meta?.["humanize-api/rate_limit"] as { limit: number; remaining: number; reset: number };
}

function expectToolError(result: CallToolResult, error: string, message?: string | RegExp): void {
  expect(result.isError).toBe(true);
  const structured = result.structuredContent as { error: string; message: string };
  expect(Object.keys(structured).sort()).toEqual(["error", "message"]);
  expect(structured.error).toBe(error);
  if (typeof message === "string") expect(structured.message).toBe(message);
  else if (message) expect(structured.message).toMatch(message);
  expect(result.content).toEqual([{ type: "text", text: structured.message }]);
}

const INITIALIZE = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
};

/** One JSON-RPC message over plain HTTP, as a Streamable HTTP client sends it. */
function rawMcp(authorization: string | null, message: unknown = INITIALIZE, method = "POST"): Promise<Response> {
  return fetch(MCP_URL, {
    method,
    headers: {
      Accept: "application/json, text/event-stream",
      "Content-Type": "application/json",
      ...(authorization === null ? {} : { Authorization: authorization }),
    },
    body: method === "POST" ? JSON.stringify(message) : undefined,
  });
}

describe("MCP: tools", () => {
  it("lists humanize_text, analyze_text, get_balance and get_usage with their input and output schemas", async () => {
    const { apiKey } = await newAccount();
    const client = await connect(apiKey);
    expect(client.getServerVersion()?.name).toBe("humanize-api");
    expect(client.getServerCapabilities()?.tools).toBeDefined();

    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(["analyze_text", "get_balance", "get_usage", "humanize_text"]);

    const humanize = tools.find((tool) => tool.name === "humanize_text")!;
    expect(humanize.description).toMatch(/10 to 3000 words/);
    expect(humanize.inputSchema).toMatchObject({
      type: "object",
      required: ["text"],
      additionalProperties: false,
      properties: {
        text: { type: "string" },
        mode: { type: "string", enum: ["standard", "aggressive"], default: "standard" },
        language: { type: "string" },
        report: { type: "boolean", default: false },
        idempotency_key: { type: "string", minLength: 1, maxLength: 255 },
      },
    });
    expect(humanize.outputSchema?.properties).toHaveProperty("humanized_text");
    expect(humanize.annotations?.readOnlyHint).toBe(false);

    const analyze = tools.find((tool) => tool.name === "analyze_text")!;
    expect(analyze.description).toMatch(/not a probability that a model wrote the text/);
    expect(analyze.inputSchema).toMatchObject({
      type: "object",
      required: ["text"],
      additionalProperties: false,
      properties: { text: { type: "string" }, language: { type: "string" } },
    });
    expect(Object.keys(analyze.inputSchema.properties ?? {}).sort()).toEqual(["language", "text"]);
    expect(analyze.outputSchema?.properties).toHaveProperty("signs_per_1000_words");
    expect(analyze.annotations?.readOnlyHint).toBe(true);

    const balance = tools.find((tool) => tool.name === "get_balance")!;
    expect(balance.inputSchema).toEqual({ type: "object", properties: {}, additionalProperties: false });
    expect(balance.outputSchema?.properties).toHaveProperty("reset_date");
    expect(balance.annotations?.readOnlyHint).toBe(true);

    const usage = tools.find((tool) => tool.name === "get_usage")!;
    expect(usage.inputSchema).toMatchObject({
      type: "object",
      additionalProperties: false,
      properties: { limit: { type: "integer", minimum: 1, maximum: 100, default: 20 }, starting_after: { type: "string" } },
    });
    expect(usage.outputSchema?.properties).toHaveProperty("has_more");
    expect(usage.annotations?.readOnlyHint).toBe(true);
  });

  it("get_usage answers what GET /api/v1/usage answers, its structured content valid against its output schema", async () => {
    const { apiKey } = await newAccount();
    const client = await connect(apiKey);
    expect((await call(client, "humanize_text", { text: TEXT_24, idempotency_key: "e2e-usage-1" })).isError).toBeFalsy();
    // The SDK's client checks structuredContent against the tool's outputSchema.
    const result = await call(client, "get_usage", { limit: 5 });
    expect(result.isError).toBeFalsy();
    const rest = await fetch(new URL("/api/v1/usage?limit=5", url), { headers: { Authorization: `Bearer ${apiKey}` } });
    expect(result.structuredContent).toEqual(await rest.json());
    expect(result.structuredContent).toMatchObject({
      object: "list",
      has_more: false,
      data: [
        { id: "le_000000000002", kind: "charge", words: 24, trial_balance_after: 176, idempotency_key: "e2e-usage-1" },
        { id: "le_000000000001", kind: "trial", words: 200 },
      ],
    });
  });

  it("humanize_text returns a rewrite and charges exactly the words of the text", async () => {
    const { apiKey, accountId } = await newAccount();
    const client = await connect(apiKey);

    const result = await call(client, "humanize_text", { text: TEXT_24, mode: "standard" });
    expect(result.isError).toBeFalsy();
    const structured = result.structuredContent as { humanized_text: string; words_used: number; balance_remaining: number };
    expect(structured).toEqual({ humanized_text: expect.any(String), words_used: 24, balance_remaining: 176 });
    // What the rewrite says is the engine's business (test/engine); here it is a non-empty text.
    expect(structured.humanized_text.trim().length).toBeGreaterThan(0);
    expect(result.content[0]).toEqual({ type: "text", text: structured.humanized_text });
    expect(result.content[1]).toEqual({ type: "text", text: "Charged 24 words; 176 words left." });
    expect(rateMeta(result)).toMatchObject({ limit: 60, remaining: 59 });

    const rest = await restBalance(apiKey);
    expect(rest.body).toEqual({ balance_remaining: 176, plan: "trial", reset_date: null });
    expect((await accountState(accountId)).trial_balance).toBe(176);

    // aggressive mode and an explicit language also work, and charge the same way.
    const aggressive = await call(client, "humanize_text", { text: TEXT_24, mode: "aggressive", language: "en" });
    expect(aggressive.structuredContent).toMatchObject({ words_used: 24, balance_remaining: 152 });
  });

  it("get_balance answers what GET /api/v1/balance answers, on the trial and on the api plan", async () => {
    const { apiKey, accountId } = await newAccount();
    const client = await connect(apiKey);

    const trial = await call(client, "get_balance");
    expect(trial.isError).toBeFalsy();
    expect(trial.structuredContent).toEqual((await restBalance(apiKey)).body);
    expect(trial.structuredContent).toEqual({ balance_remaining: 200, plan: "trial", reset_date: null });
    expect(trial.content).toEqual([{ type: "text", text: "200 trial words left (trial plan, no subscription)." }]);

    const periodEnd = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const subscribed = await adminStatus("PUT", `/admin/v1/accounts/${accountId}/subscription`, {
      words_per_period: 5000,
      current_period_end: periodEnd,
    });
    expect(subscribed).toBe(200);
    expect(await adminStatus("POST", `/admin/v1/accounts/${accountId}/credits`, { words: 250 })).toBe(200);

    const api = await call(client, "get_balance");
    expect(api.structuredContent).toEqual({ balance_remaining: 5250, plan: "api", reset_date: periodEnd });
    expect(api.structuredContent).toEqual((await restBalance(apiKey)).body);

    // On the api plan the main balance pays, and get_balance follows.
    const charged = await call(client, "humanize_text", { text: TEXT_24 });
    expect(charged.structuredContent).toMatchObject({ words_used: 24, balance_remaining: 5226 });
    expect((await call(client, "get_balance")).structuredContent).toMatchObject({ balance_remaining: 5226 });
  });

  it("an unknown tool is a protocol error, not a tool result, and counts against nothing", async () => {
    const { apiKey } = await newAccount();
    const client = await connect(apiKey);
    await expect(call(client, "delete_everything")).rejects.toThrow(/Unknown tool: delete_everything/);
    expect((await restBalance(apiKey)).remaining).toBe("59");
  });
});

describe("MCP: errors carry the REST API's code and message, and charge nothing", () => {
  it("refuses bad arguments the way POST /api/v1/humanize refuses bad bodies", async () => {
    const { apiKey, accountId } = await newAccount();
    const client = await connect(apiKey);

    expectToolError(await call(client, "humanize_text", { text: "Far too short to rewrite." }), "text_too_short", "Text has 5 words; the minimum is 10.");
    expectToolError(await call(client, "humanize_text", { text: textOf(3001) }), "text_too_long", "Text has 3001 words; the maximum is 3000.");
    expectToolError(
      await call(client, "humanize_text", { text: TEXT_24, mode: "gentle" }),
      "invalid_request",
      'Field `mode` must be "standard" or "aggressive".',
    );
    expectToolError(await call(client, "humanize_text", {}), "invalid_request", "Field `text` is required and must be a string.");
    expectToolError(await call(client, "humanize_text", { text: 42 }), "invalid_request", "Field `text` is required and must be a string.");
    expectToolError(await call(client, "humanize_text", { text: TEXT_24, tone: "casual" }), "invalid_request", "Unknown field `tone`; remove it.");
    expectToolError(await call(client, "humanize_text", { text: TEXT_24, language: "not a tag!" }), "invalid_request", /Field `language`/);
    expectToolError(
      await call(client, "humanize_text", { text: TEXT_24, language: "ja" }),
      "unsupported_language",
      /cannot rewrite this text's language.*Nothing was charged\./,
    );
    expectToolError(
      await call(client, "humanize_text", { text: TEXT_24, idempotency_key: "" }),
      "invalid_request",
      "Field `idempotency_key` must be 1 to 255 printable ASCII characters.",
    );
    expectToolError(
      await call(client, "humanize_text", { text: TEXT_24, idempotency_key: "clé-ünicode\n" }),
      "invalid_request",
      "Field `idempotency_key` must be 1 to 255 printable ASCII characters.",
    );
    expectToolError(
      await call(client, "humanize_text", { text: TEXT_24, idempotency_key: 7 }),
      "invalid_request",
      "Field `idempotency_key` must be 1 to 255 printable ASCII characters.",
    );

    // Eleven refused calls: nothing charged, each counted like the REST request it stands for.
    const rest = await restBalance(apiKey);
    expect(rest.body).toEqual({ balance_remaining: 200, plan: "trial", reset_date: null });
    expect(rest.remaining).toBe(String(60 - 12));
    expect((await accountState(accountId)).trial_balance).toBe(200);
  });

  it("insufficient_balance states both numbers; trial_exhausted once the trial is spent", async () => {
    const { apiKey } = await newAccount();
    const client = await connect(apiKey);

    expect((await call(client, "humanize_text", { text: textOf(190) })).structuredContent).toMatchObject({
      words_used: 190,
      balance_remaining: 10,
    });
    const short = await call(client, "humanize_text", { text: TEXT_24 });
    expectToolError(short, "insufficient_balance", "This text has 24 words but the trial balance has 10 words left.");
    expect((await restBalance(apiKey)).body).toMatchObject({ balance_remaining: 10 });

    expect((await call(client, "humanize_text", { text: textOf(10) })).structuredContent).toMatchObject({ balance_remaining: 0 });
    expectToolError(
      await call(client, "humanize_text", { text: TEXT_24 }),
      "trial_exhausted",
      "The free trial's words are used up; an active API subscription is required to continue.",
    );
    expect((await call(client, "get_balance")).structuredContent).toEqual({ balance_remaining: 0, plan: "trial", reset_date: null });
  });
});

describe("MCP: idempotency", () => {
  it("replays a call with the same idempotency_key without charging, refuses the key with other arguments, and shares keys with REST", async () => {
    const { apiKey } = await newAccount();
    const client = await connect(apiKey);
    const key = `mcp-${crypto.randomUUID()}`;

    const first = await call(client, "humanize_text", { text: TEXT_24, idempotency_key: key });
    expect(first.structuredContent).toMatchObject({ words_used: 24, balance_remaining: 176 });
    expect(first._meta?.["humanize-api/idempotent_replayed"]).toBeUndefined();

    const again = await call(client, "humanize_text", { text: TEXT_24, idempotency_key: key });
    expect(again.isError).toBeFalsy();
    expect(again.structuredContent).toEqual(first.structuredContent);
    expect(again._meta?.["humanize-api/idempotent_replayed"]).toBe(true);
    expect(again.content[1]).toMatchObject({ text: expect.stringMatching(/^Replayed the stored result/) });
    expect((await restBalance(apiKey)).body).toMatchObject({ balance_remaining: 176 });

    // The same key over REST with the same body is the same request: replayed, uncharged.
    const rest = await restHumanize(apiKey, { text: TEXT_24 }, key);
    expect(rest.status).toBe(200);
    expect(rest.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await rest.json()).toEqual(first.structuredContent);

    expectToolError(
      await call(client, "humanize_text", { text: TEXT_24, mode: "aggressive", idempotency_key: key }),
      "idempotency_key_reused",
      "This Idempotency-Key was already used with a different request body; send a new key for a new request.",
    );
    expectToolError(await call(client, "humanize_text", { text: textOf(30), idempotency_key: key }), "idempotency_key_reused");
    expect((await restBalance(apiKey)).body).toMatchObject({ balance_remaining: 176 });

    // A key first used over REST is replayed to the tool.
    const restKey = `rest-${crypto.randomUUID()}`;
    const viaRest = await restHumanize(apiKey, { text: textOf(12), mode: "aggressive" }, restKey);
    expect(viaRest.status).toBe(200);
    const viaTool = await call(client, "humanize_text", { text: textOf(12), mode: "aggressive", idempotency_key: restKey });
    expect(viaTool.structuredContent).toEqual(await viaRest.json());
    expect(viaTool._meta?.["humanize-api/idempotent_replayed"]).toBe(true);
    expect((await restBalance(apiKey)).body).toMatchObject({ balance_remaining: 164 });
  });

  it("does not keep errors: a retry with the same key after an error runs afresh", async () => {
    const { apiKey, accountId } = await newAccount();
    const client = await connect(apiKey);
    const key = `retry-${crypto.randomUUID()}`;
    await call(client, "humanize_text", { text: textOf(190) });

    expectToolError(await call(client, "humanize_text", { text: TEXT_24, idempotency_key: key }), "insufficient_balance");
    expect(await adminStatus("POST", `/admin/v1/accounts/${accountId}/credits`, { words: 100 })).toBe(200);
    expect(await adminStatus("PUT", `/admin/v1/accounts/${accountId}/subscription`, { words_per_period: 100 })).toBe(200);
    const retried = await call(client, "humanize_text", { text: TEXT_24, idempotency_key: key });
    expect(retried.isError).toBeFalsy();
    expect(retried.structuredContent).toMatchObject({ words_used: 24, balance_remaining: 76 });
    expect(retried._meta?.["humanize-api/idempotent_replayed"]).toBeUndefined();
  });
});

describe("MCP: rate limit", () => {
  it("tool calls and REST calls share the key's 60 requests per hour; protocol requests count against nothing", async () => {
    const { apiKey, accountId } = await newAccount();
    const client = await connect(apiKey);
    await client.listTools();
    await client.ping();

    // 60 accepted requests: tool calls and REST calls alternating, with protocol chatter in between.
    for (let i = 0; i < 60; i++) {
      if (i % 2 === 0) {
        const result = await call(client, "get_balance");
        expect(result.isError).toBeFalsy();
        expect(rateMeta(result)).toMatchObject({ limit: 60, remaining: 59 - i });
      } else {
        const rest = await restBalance(apiKey);
        expect(rest.status).toBe(200);
        expect(rest.remaining).toBe(String(59 - i));
      }
      if (i % 10 === 0) await client.listTools();
    }

    // The 61st, by either route, is refused and charges nothing.
    const limited = await call(client, "humanize_text", { text: TEXT_24 });
    expectToolError(limited, "rate_limit_exceeded", /^Rate limit of 60 requests per hour exceeded; retry in \d+ seconds\.$/);
    expect(rateMeta(limited)).toMatchObject({ limit: 60, remaining: 0 });
    expect(limited._meta?.["humanize-api/retry_after"]).toBeGreaterThanOrEqual(1);
    expectToolError(await call(client, "get_balance"), "rate_limit_exceeded");
    expect((await restBalance(apiKey)).status).toBe(429);
    expect((await accountState(accountId)).trial_balance).toBe(200);

    // The MCP session itself still works; only tool calls are limited.
    expect((await client.listTools()).tools).toHaveLength(4);
  });

  it("puts the tool call's rate-limit state on the HTTP response too", async () => {
    const { apiKey } = await newAccount();
    const response = await rawMcp(`Bearer ${apiKey}`, {
      jsonrpc: "2.0",
      id: 7,
      method: "tools/call",
      params: { name: "get_balance", arguments: {} },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("X-RateLimit-Limit")).toBe("60");
    expect(response.headers.get("X-RateLimit-Remaining")).toBe("59");
    expect(Number(response.headers.get("X-RateLimit-Reset"))).toBeGreaterThan(Date.now() / 1000);
    expect(response.headers.get("X-Request-Id")).toBeTruthy();
    const body = (await response.json()) as { id: number; result: CallToolResult };
    expect(body.id).toBe(7);
    expect(body.result.structuredContent).toEqual({ balance_remaining: 200, plan: "trial", reset_date: null });

    // A protocol request carries no rate-limit headers and counts against nothing.
    const listed = await rawMcp(`Bearer ${apiKey}`, { jsonrpc: "2.0", id: 8, method: "tools/list", params: {} });
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { result: { tools: unknown[] } }).result.tools).toHaveLength(4);
    expect(listed.headers.get("X-RateLimit-Remaining")).toBeNull();
    expect((await restBalance(apiKey)).remaining).toBe("58");
  });
});

describe("MCP: HTTP level", () => {
  async function expectInvalidKey(response: Response): Promise<void> {
    expect(response.status).toBe(401);
    expect(response.headers.get("WWW-Authenticate")).toBe("Bearer");
    expect(response.headers.get("X-Request-Id")).toBeTruthy();
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["error", "message"]);
    expect(body.error).toBe("invalid_api_key");
  }

  it("answers 401 invalid_api_key without a valid Bearer key", async () => {
    const { apiKey, accountId } = await newAccount();
    await expectInvalidKey(await rawMcp(null));
    await expectInvalidKey(await rawMcp(`Basic ${apiKey}`));
    await expectInvalidKey(await rawMcp("Bearer"));
    await expectInvalidKey(await rawMcp("Bearer not-a-key"));
    // Well formed, right account, wrong secret.
    await expectInvalidKey(await rawMcp(`Bearer hum_${accountId}_${"A".repeat(43)}`));
    // Well formed, no such account.
    await expectInvalidKey(await rawMcp(`Bearer hum_${"0".repeat(24)}_${"A".repeat(43)}`));
    // The real key works, and none of the refused requests counted.
    const accepted = await rawMcp(`Bearer ${apiKey}`);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ id: 1, result: { serverInfo: { name: "humanize-api" } } });
    expect((await restBalance(apiKey)).remaining).toBe("59");
  });

  it("the SDK client cannot connect with a bad key", async () => {
    const client = new Client({ name: "humanize-e2e", version: "1.0.0" });
    const transport = new StreamableHTTPClientTransport(MCP_URL, {
      requestInit: { headers: { Authorization: `Bearer hum_${"0".repeat(24)}_${"A".repeat(43)}` } },
    });
    const failure = await client.connect(transport).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(StreamableHTTPError);
    expect((failure as StreamableHTTPError).code).toBe(401);
    expect(String(failure)).toContain("invalid_api_key");
  });

  it("a revoked or replaced key gets 401 on the very next MCP request", async () => {
    const { apiKey, accountId } = await newAccount();
    const client = await connect(apiKey);
    expect((await call(client, "get_balance")).isError).toBeFalsy();

    const rotated = await adminCall("POST", `/admin/v1/accounts/${accountId}/api-key`);
    expect(rotated.status).toBe(201);
    const { api_key: newKey } = (await rotated.json()) as { api_key: string };
    await expect(client.listTools()).rejects.toMatchObject({ code: 401 });
    await expect(call(client, "get_balance")).rejects.toMatchObject({ code: 401 });

    const fresh = await connect(newKey);
    expect((await call(fresh, "get_balance")).structuredContent).toMatchObject({ balance_remaining: 200 });
    expect(await adminStatus("DELETE", `/admin/v1/accounts/${accountId}/api-key`)).toBe(204);
    await expectInvalidKey(await rawMcp(`Bearer ${newKey}`));
    await expect(fresh.listTools()).rejects.toMatchObject({ code: 401 });
  });

  it("answers only POST: other methods get 405 method_not_allowed with Allow: POST", async () => {
    const { apiKey } = await newAccount();
    for (const method of ["GET", "DELETE", "PUT", "PATCH"]) {
      const response = await rawMcp(`Bearer ${apiKey}`, undefined, method);
      expect(response.status, method).toBe(405);
      expect(response.headers.get("Allow")).toBe("POST");
      expect(await response.json()).toEqual({
        error: "method_not_allowed",
        message: `${method} is not allowed on /mcp; use POST.`,
      });
    }
  });

  it("keeps the caller's X-Request-Id", async () => {
    const { apiKey } = await newAccount();
    const response = await fetch(MCP_URL, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${apiKey}`,
        Accept: "application/json, text/event-stream",
        "Content-Type": "application/json",
        "X-Request-Id": "mcp-trace-123",
      },
      body: JSON.stringify(INITIALIZE),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Request-Id")).toBe("mcp-trace-123");
    expect(response.headers.get("Mcp-Session-Id")).toBeNull();
  });
});
