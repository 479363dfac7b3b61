import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Services } from "../config/services";
import { failures, type Failure } from "../domain/failures";
import type { RateLimitState } from "../domain/rate-window";
import { asApiError } from "../http/errors";
import { analyze } from "../routes/analyze";
import { balance } from "../routes/balance";
import { humanize, isIdempotencyKey } from "../routes/humanize";
import { readLedgerQuery, usage } from "../routes/usage";
import type { KeyCredential } from "../store/port";
import { analysisResult, balanceResult, errorResult, humanizeResult, usageResult, type CallMeta } from "./tools";

// Each tool call runs the operation of the REST route it stands for (src/routes/), which
// authenticates, rate-limits, validates, charges and keeps idempotency records in its one
// store call: a tool call is charged, limited and refused exactly like that REST call, and its
// failures arrive as data (code, message, rate limit, retry hint), not as a response to read.

/** What every tool call of one MCP request shares. */
export interface CallContext {
  services: Services;
  /** The MCP request's API key, as its `Authorization` header gave it. */
  credential: KeyCredential;
  requestId: string;
  /** Called with the rate-limit state of every call that got one. */
  onRateLimit: (state: RateLimitState) => void;
  /** Called with the failure when a call's store refused the key (401). */
  onUnauthenticated: (failure: Failure) => void;
}

/** `humanize_text`: `POST /api/v1/humanize`, with the arguments as its body and `idempotency_key` as its header. */
export function callHumanize(ctx: CallContext, args: Record<string, unknown> | undefined): Promise<CallToolResult> {
  const { idempotency_key: idempotencyKey, ...fields } = args ?? {};
  return run(ctx, async () => {
    const answer = await humanize(ctx.services, ctx.requestId, {
      credential: ctx.credential,
      body: JSON.stringify(fields),
      idempotency:
        idempotencyKey === undefined
          ? null
          : typeof idempotencyKey === "string" && isIdempotencyKey(idempotencyKey)
            ? { key: idempotencyKey }
            : { failure: failures.idempotencyArgumentInvalid() },
    });
    return humanizeResult(answer.body, metaOf(ctx, answer.rateLimit, null, answer.replayed));
  });
}

/** `analyze_text`: `POST /api/v1/analyze`, with the arguments as its body. */
export function callAnalyze(ctx: CallContext, args: Record<string, unknown> | undefined): Promise<CallToolResult> {
  return run(ctx, async () => {
    const answer = await analyze(ctx.services, { credential: ctx.credential, body: JSON.stringify(args ?? {}) });
    return analysisResult(answer.body, metaOf(ctx, answer.rateLimit, null, false));
  });
}

/** `get_balance`: `GET /api/v1/balance`. */
export function callBalance(ctx: CallContext): Promise<CallToolResult> {
  return run(ctx, async () => {
    const answer = await balance(ctx.services, ctx.credential);
    return balanceResult(answer.body, metaOf(ctx, answer.rateLimit, null, false));
  });
}

/** `get_usage`: `GET /api/v1/usage`, with the arguments as its query (`limit` a JSON number). */
export function callUsage(ctx: CallContext, args: Record<string, unknown> | undefined): Promise<CallToolResult> {
  return run(ctx, async () => {
    const answer = await usage(ctx.services, ctx.credential, readLedgerQuery(args ?? {}, "field"));
    return usageResult(answer.body, metaOf(ctx, answer.rateLimit, null, false));
  });
}

/** Runs a call; whatever it throws becomes the tool error the REST route would have answered. */
async function run(ctx: CallContext, call: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await call();
  } catch (thrown) {
    const error = asApiError(thrown, ctx.requestId);
    if (error.status === 401) ctx.onUnauthenticated(error.failure);
    return errorResult(error.failure, metaOf(ctx, error.details.rateLimit, error.retryAfter ?? null, false));
  }
}

function metaOf(ctx: CallContext, rateLimit: RateLimitState | undefined, retryAfter: number | null, replayed: boolean): CallMeta {
  if (rateLimit) ctx.onRateLimit(rateLimit);
  return { rateLimit: rateLimit ? { limit: rateLimit.limit, remaining: rateLimit.remaining, reset: rateLimit.reset } : null, retryAfter, replayed };
}
