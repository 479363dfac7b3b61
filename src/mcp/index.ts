import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from "@modelcontextprotocol/sdk/types.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";
import type { Context } from "hono";
import { failures, type Failure } from "../domain/failures";
import type { RateLimitState } from "../domain/rate-window";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { rateLimitHeaders } from "../http/headers";
import { apiKeyAuth } from "../http/middleware/api-key";
import { createRoute } from "../http/route";
import { VERSION } from "../version";
import { callAnalyze, callBalance, callHumanize, callUsage, type CallContext } from "./calls";
import { ANALYZE_TOOL, BALANCE_TOOL, HUMANIZE_TOOL, toolList, USAGE_TOOL } from "./tools";

/** Each tool and the REST operation it runs. */
const TOOL_CALLS: Readonly<Record<string, (ctx: CallContext, args: Record<string, unknown> | undefined) => Promise<CallToolResult>>> = {
  [HUMANIZE_TOOL]: callHumanize,
  [ANALYZE_TOOL]: callAnalyze,
  [BALANCE_TOOL]: (ctx) => callBalance(ctx),
  [USAGE_TOOL]: callUsage,
};
const isTool = (name: unknown): name is string => typeof name === "string" && Object.hasOwn(TOOL_CALLS, name);

/** JSON-RPC messages one HTTP request may carry (MCP clients send one; the SDK would take 100). */
const MAX_MESSAGES_PER_REQUEST = 10;

const SERVER_INFO = { name: "humanize-api", title: "Humanize API", version: VERSION };
const INSTRUCTIONS =
  "Rewrites AI-sounding text so it reads as written by a person. `humanize_text` charges the words of " +
  "the submitted text against the account's balance; `get_balance` shows what is left and `get_usage` " +
  "where the words went (the account's ledger). Every tool call counts against the API key's hourly " +
  "rate limit. A failed call charges nothing; its error code and message are those of the REST API.";

/**
 * The companion tool server (Model Context Protocol) at `/mcp`: Streamable HTTP, stateless
 * (a fresh server and transport per HTTP request), JSON responses, POST only.
 *
 * Every HTTP request must carry the caller's active API key, checked without counting
 * against the rate limit; each tool call then runs its REST route's operation, which charges
 * and counts it exactly like the REST API.
 */
export const mcpRoute = createRoute({ method: "POST", path: "/mcp", handlers: [apiKeyAuth, mcp] });

async function mcp(c: Context<AppEnv>): Promise<Response> {
  const credential = c.get("credential");
  const services = c.get("services");
  const { store, config } = services;

  // Each tool call is a full API request (a store call, perhaps a rewrite): one HTTP request
  // may carry a few, not the SDK's default of 100.
  let parsedBody: unknown;
  let refusal: Response | undefined;
  if (/^application\/json\b/i.test(c.req.header("Content-Type") ?? "")) {
    try {
      parsedBody = JSON.parse(await c.req.text());
    } catch {
      refusal = c.json({ jsonrpc: "2.0", error: { code: -32700, message: "Parse error: Invalid JSON" }, id: null }, 400);
    }
    if (Array.isArray(parsedBody) && parsedBody.length > MAX_MESSAGES_PER_REQUEST) {
      const message = `Invalid Request: a batch may hold at most ${MAX_MESSAGES_PER_REQUEST} messages; each tool call is a full API request.`;
      refusal = c.json({ jsonrpc: "2.0", error: { code: -32600, message }, id: null }, 400);
    }
  }
  // Tool calls authenticate in the operation they run (one store call each); anything else is
  // checked here, read-only, so that a bad key is a 401 on every request.
  if (refusal || !onlyToolCalls(parsedBody)) {
    if (!(await store.verifyKey(credential))) throw new ApiError(failures.invalidApiKey());
    if (refusal) return refusal;
  }

  let rateLimit: RateLimitState | null = null;
  let unauthenticated: Failure | null = null;
  const calls: CallContext = {
    services,
    credential,
    requestId: c.get("requestId"),
    onRateLimit: (state) => {
      // Several calls in one batch: report the tightest state, as the last admitted call left it.
      if (!rateLimit || state.remaining <= rateLimit.remaining) rateLimit = state;
    },
    onUnauthenticated: (failure) => {
      unauthenticated = failure;
    },
  };

  const server = new Server(SERVER_INFO, {
    capabilities: { tools: {} },
    instructions: INSTRUCTIONS,
    // The SDK's default validator (Ajv) generates code, which Workers forbid.
    jsonSchemaValidator: new CfWorkerJsonSchemaValidator(),
  });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: toolList(config) }));
  server.setRequestHandler(CallToolRequestSchema, (request) => {
    const { name, arguments: args } = request.params;
    if (!isTool(name)) {
      throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}. The tools are ${Object.keys(TOOL_CALLS).join(", ")}.`);
    }
    return (TOOL_CALLS[name] as (typeof TOOL_CALLS)[string])(calls, args);
  });
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  transport.onerror = (error) => {
    console.warn(JSON.stringify({ requestId: c.get("requestId"), event: "mcp_transport_error", error: String(error) }));
  };
  await server.connect(transport);

  const response = await transport.handleRequest(c.req.raw, parsedBody === undefined ? undefined : { parsedBody });
  // A tool call's store refused the key: the whole HTTP request is a 401, as for any other.
  if (unauthenticated !== null) throw new ApiError(unauthenticated);
  // With JSON responses the tool calls have finished here; their rate-limit state goes on the HTTP response too.
  for (const [header, value] of Object.entries(rateLimitHeaders(rateLimit ?? undefined))) response.headers.set(header, value);
  return response;
}

/** Whether a parsed JSON-RPC body holds only calls of our tools (one or a batch): each runs a REST request. */
function onlyToolCalls(body: unknown): boolean {
  const messages = Array.isArray(body) ? body : [body];
  return (
    messages.length > 0 &&
    messages.every((message) => {
      const { method, params } = (message ?? {}) as { method?: unknown; params?: { name?: unknown } };
      return method === "tools/call" && isTool(params?.name);
    })
  );
}
