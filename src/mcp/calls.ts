import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { ExecutionContext } from "hono";
import type { Env } from "../env";
import { isIdempotencyKey } from "../validation";
import { balanceResult, errorResult, humanizeResult, type BalanceBody, type CallMeta, type ErrorBody, type HumanizeBody } from "./tools";

// Each tool call is one request to the REST API, run through the same Worker app: the
// REST routes authenticate, rate-limit, validate, charge and keep idempotency records,
// so a tool call is charged, limited and refused exactly like the REST call it stands for.

/** Runs a request through the Worker's own app (no network hop). */
export type RestDispatch = (request: Request, env: Env, executionCtx?: ExecutionContext) => Response | Promise<Response>;

/** What every REST call of one MCP request shares. */
export interface CallContext {
  dispatch: RestDispatch;
  env: Env;
  executionCtx: ExecutionContext | undefined;
  /** The MCP request's URL; the REST calls go to the same origin. */
  url: string;
  /** The caller's `Authorization` header, passed on verbatim. */
  authorization: string;
  requestId: string;
  /** Called with the rate-limit state of every REST call that got one. */
  onRateLimit: (state: NonNullable<CallMeta["rateLimit"]>) => void;
  /** Called with the message when a REST call refused the key (401). */
  onUnauthenticated: (message: string) => void;
}

/**
 * Stands in for an `idempotency_key` argument that cannot be a key (not a string, empty,
 * over 255 characters, not printable ASCII): a header value the REST route refuses as
 * `invalid_request` at the same point of its order of checks (after 401 and 429, counted),
 * where the argument itself might not even fit in a header.
 */
const INVALID_IDEMPOTENCY_KEY = "x".repeat(256);
const IDEMPOTENCY_HEADER_MESSAGE = "The `Idempotency-Key` header must be";

/** `humanize_text`: `POST /api/v1/humanize` with the arguments as the JSON body. */
export async function callHumanize(ctx: CallContext, args: Record<string, unknown> | undefined): Promise<CallToolResult> {
  const { idempotency_key: idempotencyKey, ...fields } = args ?? {};
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (idempotencyKey !== undefined) {
    headers["Idempotency-Key"] =
      typeof idempotencyKey === "string" && isIdempotencyKey(idempotencyKey) ? idempotencyKey : INVALID_IDEMPOTENCY_KEY;
  }
  const response = await send(ctx, "/api/v1/humanize", { method: "POST", headers, body: JSON.stringify(fields) });
  const call = callMeta(ctx, response);
  const body = await readJson(response);
  if (response.status === 200 && isHumanizeBody(body)) return humanizeResult(body, call);
  const error = errorBodyOf(ctx, response, body);
  if (error.error === "invalid_request" && error.message.startsWith(IDEMPOTENCY_HEADER_MESSAGE)) {
    error.message = "Field `idempotency_key` must be 1 to 255 printable ASCII characters.";
  }
  return errorResult(error, call);
}

/** `get_balance`: `GET /api/v1/balance`. */
export async function callBalance(ctx: CallContext): Promise<CallToolResult> {
  const response = await send(ctx, "/api/v1/balance", { method: "GET", headers: {} });
  const call = callMeta(ctx, response);
  const body = await readJson(response);
  if (response.status === 200 && isBalanceBody(body)) return balanceResult(body, call);
  return errorResult(errorBodyOf(ctx, response, body), call);
}

async function send(
  ctx: CallContext,
  path: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<Response> {
  const request = new Request(new URL(path, ctx.url), {
    method: init.method,
    headers: { ...init.headers, Authorization: ctx.authorization, "X-Request-Id": ctx.requestId },
    body: init.body,
  });
  return ctx.dispatch(request, ctx.env, ctx.executionCtx);
}

function callMeta(ctx: CallContext, response: Response): CallMeta {
  const limit = intHeader(response, "X-RateLimit-Limit");
  const remaining = intHeader(response, "X-RateLimit-Remaining");
  const reset = intHeader(response, "X-RateLimit-Reset");
  const rateLimit = limit !== null && remaining !== null && reset !== null ? { limit, remaining, reset } : null;
  if (rateLimit) ctx.onRateLimit(rateLimit);
  return {
    rateLimit,
    retryAfter: intHeader(response, "Retry-After"),
    replayed: response.headers.get("Idempotent-Replayed") === "true",
  };
}

function intHeader(response: Response, name: string): number | null {
  const value = response.headers.get(name);
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function errorBodyOf(ctx: CallContext, response: Response, body: unknown): ErrorBody {
  if (isRecord(body) && typeof body.error === "string" && typeof body.message === "string") {
    if (response.status === 401) ctx.onUnauthenticated(body.message);
    return { error: body.error, message: body.message };
  }
  // Not an answer the REST API gives; said as the API would say it, and logged.
  console.error(JSON.stringify({ requestId: ctx.requestId, event: "mcp_unexpected_rest_answer", status: response.status }));
  return {
    error: "internal_error",
    message: `Something went wrong on our side; nothing was charged. Quote request id ${ctx.requestId} if it persists.`,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isHumanizeBody(body: unknown): body is HumanizeBody {
  return (
    isRecord(body) &&
    typeof body.humanized_text === "string" &&
    typeof body.words_used === "number" &&
    typeof body.balance_remaining === "number"
  );
}

function isBalanceBody(body: unknown): body is BalanceBody {
  return (
    isRecord(body) &&
    typeof body.balance_remaining === "number" &&
    (body.plan === "trial" || body.plan === "api") &&
    (body.reset_date === null || typeof body.reset_date === "string")
  );
}
