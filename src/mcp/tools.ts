import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import type { Failure } from "../domain/failures";
import type { AnalysisView, BalanceView, HumanizeResult, LedgerListView } from "../domain/views";
import type { DocConfig } from "../http/route";
import { openApiDocument } from "../openapi/spec";

// The MCP tools and how an answer becomes a tool result. A tool call runs its REST route's
// operation (see ./calls.ts); the tools' schemas are that route's own request and response
// schemas, as the API reference publishes them.

export const HUMANIZE_TOOL = "humanize_text";
export const BALANCE_TOOL = "get_balance";
export const ANALYZE_TOOL = "analyze_text";
export const USAGE_TOOL = "get_usage";

/** Prefix of this server's `_meta` keys (MCP reserves `mcp`/`modelcontextprotocol` prefixes). */
const META = "humanize-api";

/** What the answer said besides its body: rate limit, replay, retry hint. */
export interface CallMeta {
  rateLimit: { limit: number; remaining: number; reset: number } | null;
  retryAfter: number | null;
  replayed: boolean;
}

type JsonSchema = { type?: unknown; properties?: Record<string, unknown>; required?: string[] } & Record<string, unknown>;

/**
 * A tool's output schema: its route's response, or (a failed call) the error body. The same
 * JSON Schemas as the reference's (OpenAPI 3.1 schemas are JSON Schema).
 */
function outputSchema(response: JsonSchema, error: JsonSchema): Tool["outputSchema"] {
  return {
    type: "object",
    properties: { ...response.properties, ...error.properties } as Record<string, object>,
    anyOf: [{ required: response.required ?? [] }, { required: error.required ?? [] }],
  };
}

/** The tool list, with limits taken from the running configuration. */
export function toolList(config: DocConfig): Tool[] {
  const doc = openApiDocument(config);
  const schemas = doc.components.schemas as Record<string, JsonSchema>;
  const request = schemas.HumanizeRequest!;
  const idempotencyHeader = (doc.paths["/api/v1/humanize"].post.parameters as { name: string; schema: JsonSchema }[]).find(
    (parameter) => parameter.name === "Idempotency-Key",
  )!;
  // GET /api/v1/usage's query parameters are the tool's arguments.
  const usageParameters = (doc.paths["/api/v1/usage"].get.parameters as { name: string; in: string; schema: JsonSchema }[]).filter(
    (parameter) => parameter.in === "query",
  );
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
          ...request.properties,
          idempotency_key: {
            ...idempotencyHeader.schema,
            description:
              "Optional key (1-255 printable ASCII characters) that makes a retry safe: a repeated call with " +
              "the same key and arguments within 24 hours returns the first result without charging again. " +
              "The same key as the REST API's `Idempotency-Key` header.",
          },
        },
        required: request.required ?? [],
        additionalProperties: false,
      },
      outputSchema: outputSchema(schemas.HumanizeResponse!, schemas.Error!),
      annotations: {
        title: "Humanize text",
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: false,
      },
    },
    {
      name: ANALYZE_TOOL,
      title: "Find signs of AI writing",
      description:
        `Finds the known signs of machine writing in a text of ${config.minWords} to ${config.maxWords} words (stock vocabulary, ` +
        "puffery, participial tails, negative parallelisms, chatbot leftovers, formatting tells…), each with its span and a " +
        "one-sentence explanation. A count of known writing patterns, not a probability that a model wrote the text. " +
        "Charges nothing; counts against the API key's hourly rate limit, like a REST request.",
      inputSchema: {
        type: "object",
        properties: { ...schemas.AnalyzeRequest!.properties } as Record<string, object>,
        required: schemas.AnalyzeRequest!.required ?? [],
        additionalProperties: false,
      },
      outputSchema: outputSchema(schemas.AnalyzeResponse!, schemas.Error!),
      annotations: { title: "Find signs of AI writing", readOnlyHint: true, openWorldHint: false },
    },
    {
      name: BALANCE_TOOL,
      title: "Get balance",
      description:
        "The account's words left, its plan (`trial` or `api`) and, on the `api` plan, when the billing " +
        "period ends and the balance is reset. Counts against the API key's hourly rate limit, like a REST request.",
      inputSchema: { type: "object", properties: {}, additionalProperties: false },
      outputSchema: outputSchema(schemas.BalanceResponse!, schemas.Error!),
      annotations: { title: "Get balance", readOnlyHint: true, openWorldHint: false },
    },
    {
      name: USAGE_TOOL,
      title: "Get usage",
      description:
        "The account's ledger, newest first: every movement of its words (the trial's words, each charge with its request id and " +
        "idempotency key, each refund naming the charge and why, renewals, credits, subscription changes), each with both balances " +
        "after it. Answers `limit` entries (1-100, 20 by default); while `has_more` is true, pass the last entry's `id` as " +
        "`starting_after` for older ones. Counts against the API key's hourly rate limit, like a REST request; costs no words.",
      inputSchema: {
        type: "object",
        properties: Object.fromEntries(usageParameters.map((parameter) => [parameter.name, parameter.schema])),
        additionalProperties: false,
      },
      outputSchema: outputSchema(schemas.UsageList!, schemas.Error!),
      annotations: { title: "Get usage", readOnlyHint: true, openWorldHint: false },
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

export function humanizeResult(body: HumanizeResult, call: CallMeta): CallToolResult {
  const summary = call.replayed
    ? `Replayed the stored result for this idempotency_key; nothing was charged this time (${body.words_used} words were charged the first time).`
    : `Charged ${body.words_used} words; ${body.balance_remaining} words left.`;
  const report = body.report
    ? [
        {
          type: "text" as const,
          text:
            `Report: ${body.report.changes.length} edits; signs of AI writing ${body.report.signs_before} → ${body.report.signs_after}; ` +
            `protected spans kept ${body.report.protected.kept} of ${body.report.protected.total}. The edits are in structuredContent.report.`,
        },
      ]
    : [];
  return {
    content: [{ type: "text", text: body.humanized_text }, { type: "text", text: summary }, ...report],
    structuredContent: { ...body },
    _meta: meta(call),
  };
}

export function analysisResult(body: AnalysisView, call: CallMeta): CallToolResult {
  const families = [...new Set(body.signs.map((sign) => sign.family))];
  const text =
    body.signs.length === 0
      ? `No known signs of AI writing in these ${body.words} words.`
      : `${body.signs.length} signs of AI writing in ${body.words} words (${body.signs_per_1000_words} per 1,000 words): ${families.join(", ")}. Spans and explanations are in structuredContent.signs.`;
  return { content: [{ type: "text", text }], structuredContent: { ...body }, _meta: meta(call) };
}

export function balanceResult(body: BalanceView, call: CallMeta): CallToolResult {
  const text =
    body.plan === "api"
      ? `${body.balance_remaining} words left on the api plan; the balance is reset at ${body.reset_date}.`
      : `${body.balance_remaining} trial words left (trial plan, no subscription).`;
  return { content: [{ type: "text", text }], structuredContent: { ...body }, _meta: meta(call) };
}

export function usageResult(body: LedgerListView, call: CallMeta): CallToolResult {
  const lines = body.data.map(
    (entry) =>
      `${entry.created_at} ${entry.id} ${entry.kind}${entry.event ? ` ${entry.event}` : ""}${entry.reason ? ` (${entry.reason})` : ""}: ` +
      `${entry.words} words${entry.balance_type ? ` (${entry.balance_type} balance)` : ""}; after it: balance ${entry.balance_after}, trial balance ${entry.trial_balance_after}`,
  );
  const last = body.data.at(-1);
  const text =
    body.data.length === 0
      ? "No ledger entries on this page."
      : `${body.data.length} ledger entries, newest first:\n${lines.join("\n")}` +
        (body.has_more && last ? `\nOlder entries follow: call get_usage again with starting_after "${last.id}".` : "");
  return { content: [{ type: "text", text }], structuredContent: { ...body }, _meta: meta(call) };
}

/** A failed call: the contract's error body as `structuredContent`, its message as text. */
export function errorResult(failure: Failure, call: CallMeta): CallToolResult {
  return {
    isError: true,
    content: [{ type: "text", text: failure.message }],
    structuredContent: { error: failure.code, message: failure.message },
    _meta: meta(call),
  };
}
