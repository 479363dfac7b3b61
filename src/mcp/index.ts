import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from "@modelcontextprotocol/sdk/types.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";
import { Hono, type ExecutionContext } from "hono";
import type { AppEnv } from "../app-env";
import { INVALID_API_KEY } from "../domain/gate";
import { ApiError } from "../errors";
import { VERSION } from "../version";
import { rateLimitHeaders, readApiKey } from "../middleware/auth";
import { callBalance, callHumanize, type CallContext, type RestDispatch } from "./calls";
import { BALANCE_TOOL, errorResult, HUMANIZE_TOOL, toolList, type CallMeta } from "./tools";

export type { RestDispatch } from "./calls";

/** JSON-RPC messages one HTTP request may carry (MCP clients send one; the SDK would take 100). */
const MAX_MESSAGES_PER_REQUEST = 10;

const SERVER_INFO = { name: "humanize-api", title: "Humanize API", version: VERSION };
const INSTRUCTIONS =
  "Rewrites AI-sounding text so it reads as written by a person. `humanize_text` charges the words of " +
  "the submitted text against the account's balance; `get_balance` shows what is left. Both count " +
  "against the API key's hourly rate limit. A failed call charges nothing; its error code and message " +
  "are those of the REST API.";

/**
 * The companion tool server (Model Context Protocol) at `/mcp`: Streamable HTTP, stateless
 * (a fresh server and transport per HTTP request), JSON responses, POST only.
 *
 * Every HTTP request must carry the caller's active API key, checked without counting
 * against the rate limit; each tool call is then one REST request through `dispatch`
 * (the Worker's own app), which charges and counts it exactly like the REST API.
 */
export function createMcpRoute(dispatch: RestDispatch): Hono<AppEnv> {
  return new Hono<AppEnv>().all("/", async function mcp(c) {
    if (c.req.method !== "POST") {
      // Stateless: no standalone SSE stream (GET) and no session to delete (DELETE).
      throw new ApiError("method_not_allowed", `${c.req.method} is not allowed on ${c.req.path}; use POST.`, { Allow: "POST" });
    }
    const authorization = c.req.header("Authorization");
    const credential = await readApiKey(authorization);
    const { store, config } = c.get("services");

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
    // Tool calls authenticate through the REST route they run (one store call each); anything
    // else is checked here, read-only, so that a bad key is a 401 on every request.
    if (refusal || !onlyToolCalls(parsedBody)) {
      if (!(await store.verifyKey(credential))) throw ApiError.from(INVALID_API_KEY);
      if (refusal) return refusal;
    }

    let executionCtx: ExecutionContext | undefined;
    try {
      executionCtx = c.executionCtx;
    } catch {
      executionCtx = undefined;
    }
    let rateLimit: NonNullable<CallMeta["rateLimit"]> | null = null;
    let unauthenticated: string | null = null;
    const calls: CallContext = {
      dispatch,
      env: c.env,
      executionCtx,
      url: c.req.url,
      authorization: authorization ?? "",
      requestId: c.get("requestId"),
      onRateLimit: (state) => {
        // Several calls in one batch: report the tightest state, as the last admitted call left it.
        if (!rateLimit || state.remaining <= rateLimit.remaining) rateLimit = state;
      },
      onUnauthenticated: (message) => {
        unauthenticated = message;
      },
    };

    const server = new Server(SERVER_INFO, {
      capabilities: { tools: {} },
      instructions: INSTRUCTIONS,
      // The SDK's default validator (Ajv) generates code, which Workers forbid.
      jsonSchemaValidator: new CfWorkerJsonSchemaValidator(),
    });
    server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: toolList(config) }));
    server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const { name, arguments: args } = request.params;
      if (name !== HUMANIZE_TOOL && name !== BALANCE_TOOL) {
        throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}. The tools are ${HUMANIZE_TOOL} and ${BALANCE_TOOL}.`);
      }
      try {
        return await (name === HUMANIZE_TOOL ? callHumanize(calls, args) : callBalance(calls));
      } catch (error) {
        // The app answers every request itself, so this is a bug here; never show its details.
        console.error(JSON.stringify({ requestId: calls.requestId, event: "mcp_tool_failed", tool: name, error: String(error) }));
        return errorResult(
          {
            error: "internal_error",
            message: `Something went wrong on our side; nothing was charged. Quote request id ${calls.requestId} if it persists.`,
          },
          { rateLimit: null, retryAfter: null, replayed: false },
        );
      }
    });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    transport.onerror = (error) => {
      console.warn(JSON.stringify({ requestId: c.get("requestId"), event: "mcp_transport_error", error: String(error) }));
    };
    await server.connect(transport);

    const response = await transport.handleRequest(c.req.raw, parsedBody === undefined ? undefined : { parsedBody });
    // A tool call's REST request refused the key: the whole HTTP request is a 401, as for any other.
    if (unauthenticated !== null) throw new ApiError("invalid_api_key", unauthenticated);
    // With JSON responses the tool calls have finished here; their rate-limit state goes on the HTTP response too.
    for (const [header, value] of Object.entries(rateLimitHeaders(rateLimit ?? undefined))) response.headers.set(header, value);
    return response;
  });
}

/** Whether a parsed JSON-RPC body holds only calls of our tools (one or a batch): each runs a REST request. */
function onlyToolCalls(body: unknown): boolean {
  const messages = Array.isArray(body) ? body : [body];
  return (
    messages.length > 0 &&
    messages.every((message) => {
      const { method, params } = (message ?? {}) as { method?: unknown; params?: { name?: unknown } };
      return method === "tools/call" && (params?.name === HUMANIZE_TOOL || params?.name === BALANCE_TOOL);
    })
  );
}
