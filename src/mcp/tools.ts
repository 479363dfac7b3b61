import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import type { Config } from "../config";

// The MCP tools and how a REST answer becomes a tool result. A tool call is one REST call
// (see ./index.ts), so this file only describes the tools and translates the JSON.

export const HUMANIZE_TOOL = "humanize_text";
export const BALANCE_TOOL = "get_balance";

/** Prefix of this server's `_meta` keys (MCP reserves `mcp`/`modelcontextprotocol` prefixes). */
const META = "humanize-api";

/** The contract's error body, which a failed tool call carries as `structuredContent`. */
export interface ErrorBody {
  error: string;
  message: string;
}

/** What the REST response said besides its body: rate limit, replay, retry hint. */
export interface CallMeta {
  rateLimit: { limit: number; remaining: number; reset: number } | null;
  retryAfter: number | null;
  replayed: boolean;
}

const errorProperties = {
  error: { type: "string", description: "The error code of the REST API (for example `insufficient_balance`)." },
  message: { type: "string", description: "What went wrong and what to do about it." },
} as const;

/** The tool list, with limits taken from the running configuration. */
export function toolList(config: Pick<Config, "minWords" | "maxWords">): Tool[] {
  return [
    {
      name: HUMANIZE_TOOL,
      title: "Humanize text",
      description:
        `Rewrites AI-sounding text so it reads as written by a person. Accepts ${config.minWords} to ` +
        `${config.maxWords} words and charges every word of the submitted text against the account's ` +
        "balance (the trial balance without a subscription). Counts against the API key's hourly rate " +
        "limit, like a REST request. Nothing is charged when the call fails.",
      inputSchema: {
        type: "object",
        properties: {
          text: {
            type: "string",
            description: `The text to rewrite, ${config.minWords} to ${config.maxWords} words.`,
          },
          mode: {
            type: "string",
            enum: ["standard", "aggressive"],
            default: "standard",
            description: "`aggressive` rewrites more than `standard`.",
          },
          language: {
            type: "string",
            description: 'BCP 47 language tag of the text, such as "en", "en-GB" or "es"; detected when absent.',
          },
          idempotency_key: {
            type: "string",
            minLength: 1,
            maxLength: 255,
            description:
              "Optional key (1-255 printable ASCII characters) that makes a retry safe: a repeated call with " +
              "the same key and arguments within 24 hours returns the first result without charging again. " +
              "The same key as the REST API's `Idempotency-Key` header.",
          },
        },
        required: ["text"],
        additionalProperties: false,
      },
      outputSchema: {
        type: "object",
        properties: {
          humanized_text: { type: "string", description: "The rewritten text." },
          words_used: { type: "integer", description: "Words charged: the word count of the submitted text." },
          balance_remaining: { type: "integer", description: "Words left in the balance in use after the charge." },
          ...errorProperties,
        },
        anyOf: [{ required: ["humanized_text", "words_used", "balance_remaining"] }, { required: ["error", "message"] }],
      },
      annotations: {
        title: "Humanize text",
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: false,
      },
    },
    {
      name: BALANCE_TOOL,
      title: "Get balance",
      description:
        "The account's words left, its plan (`trial` or `api`) and, on the `api` plan, when the billing " +
        "period ends and the balance is reset. Counts against the API key's hourly rate limit, like a REST request.",
      inputSchema: { type: "object", properties: {}, additionalProperties: false },
      outputSchema: {
        type: "object",
        properties: {
          balance_remaining: { type: "integer", description: "Words left in the balance in use." },
          plan: { type: "string", enum: ["trial", "api"] },
          reset_date: {
            type: ["string", "null"],
            description: "End of the current billing period (ISO 8601, UTC) on the `api` plan; null on the trial.",
          },
          ...errorProperties,
        },
        anyOf: [{ required: ["balance_remaining", "plan", "reset_date"] }, { required: ["error", "message"] }],
      },
      annotations: { title: "Get balance", readOnlyHint: true, openWorldHint: false },
    },
  ];
}

function meta(call: CallMeta): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (call.rateLimit) out[`${META}/rate_limit`] = call.rateLimit;
  if (call.retryAfter !== null) out[`${META}/retry_after`] = call.retryAfter;
  if (call.replayed) out[`${META}/idempotent_replayed`] = true;
  return out;
}

export interface HumanizeBody {
  humanized_text: string;
  words_used: number;
  balance_remaining: number;
}

export function humanizeResult(body: HumanizeBody, call: CallMeta): CallToolResult {
  const summary = call.replayed
    ? `Replayed the stored result for this idempotency_key; nothing was charged this time (${body.words_used} words were charged the first time).`
    : `Charged ${body.words_used} words; ${body.balance_remaining} words left.`;
  return {
    content: [
      { type: "text", text: body.humanized_text },
      { type: "text", text: summary },
    ],
    structuredContent: { ...body },
    _meta: meta(call),
  };
}

export interface BalanceBody {
  balance_remaining: number;
  plan: "trial" | "api";
  reset_date: string | null;
}

export function balanceResult(body: BalanceBody, call: CallMeta): CallToolResult {
  const text =
    body.plan === "api"
      ? `${body.balance_remaining} words left on the api plan; the balance is reset at ${body.reset_date}.`
      : `${body.balance_remaining} trial words left (trial plan, no subscription).`;
  return { content: [{ type: "text", text }], structuredContent: { ...body }, _meta: meta(call) };
}

export function errorResult(body: ErrorBody, call: CallMeta): CallToolResult {
  return {
    isError: true,
    content: [{ type: "text", text: body.message }],
    structuredContent: { error: body.error, message: body.message },
    _meta: meta(call),
  };
}
