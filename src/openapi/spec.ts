import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import * as z from "zod";
import type { Config } from "../config";
import { countWords } from "../domain/words";
import { resolveLanguage } from "../engine";
import { rewriteText, rulesEngine } from "../engine/rules";
import { ERROR_STATUS, type ErrorCode } from "../errors";
import { EXAMPLE_TEXT, HumanizeRequest, textDescription } from "../validation";
import { VERSION } from "../version";

// The public API reference (OpenAPI 3.1), built from the zod schemas that validate requests,
// with zod-to-openapi (the generator under @hono/zod-openapi, used directly: @hono/zod-openapi
// passes zod's whole namespace to extendZodWithOpenApi, which puts every zod locale into the
// bundle, +100 KB gzip; the metadata here is zod's own `.meta()`).
// The humanize route validates its body inside the handler (to keep the contract's order of
// checks: auth and the rate limit come before validation), so the routes are registered here
// for the document only, with the very same request schema.
// The document states the deployment's configured limits, and its example answer is computed
// (once per isolate and configuration) by the built-in rules engine from the example request:
// nothing in it is a hand-written rewrite.

/** The configuration the document depends on. */
export type DocConfig = Pick<Config, "rateLimitPerHour" | "trialWords" | "minWords" | "maxWords" | "engine">;

const n = (value: number) => value.toLocaleString("en");

/** The example request of the reference (the docs page's curl sends exactly this). */
export const EXAMPLE_REQUEST = { text: EXAMPLE_TEXT, language: "en" } as const;

/**
 * What the service answers to EXAMPLE_REQUEST with the built-in rules engine, on a new trial
 * account: the rewrite, the words of the text, the trial balance left.
 */
export function exampleAnswer(trialWords: number): { humanized_text: string; words_used: number; balance_remaining: number } {
  const resolved = resolveLanguage(rulesEngine, EXAMPLE_REQUEST.text, EXAMPLE_REQUEST.language);
  if (!resolved.ok) throw new Error(`the example request's language is not supported: ${resolved.failure.message}`);
  const words = countWords(EXAMPLE_REQUEST.text);
  return {
    humanized_text: rewriteText({ text: EXAMPLE_REQUEST.text, language: resolved.language, mode: "standard" }),
    words_used: words,
    balance_remaining: Math.max(0, trialWords - words),
  };
}

const ErrorBody = z
  .strictObject({
    error: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]).meta({ description: "A stable, machine-readable code." }),
    message: z.string().meta({ description: "What happened and what to do, for a human." }),
  })
  .meta({ id: "Error", description: "Every error has exactly these two fields." });

const HumanizeResponse = z
  .strictObject({
    humanized_text: z.string().meta({ description: "The rewrite." }),
    words_used: z.number().int().nonnegative().meta({ description: "Words charged: the words of the submitted `text` (the rewrite's length does not matter)." }),
    balance_remaining: z.number().int().nonnegative().meta({ description: "Words left in the balance in use after this request." }),
  })
  // Its example is set per document from exampleAnswer().
  .meta({ id: "HumanizeResponse" });

const BalanceResponse = z
  .strictObject({
    balance_remaining: z.number().int().nonnegative().meta({ description: "Words left: the main balance on `api`, the trial balance on `trial`." }),
    plan: z.enum(["trial", "api"]).meta({ description: "`api` while a subscription is active, otherwise `trial`." }),
    reset_date: z.iso.datetime().nullable().meta({ description: "End of the current billing period (UTC, ISO 8601), `null` on `trial`." }),
  })
  .meta({ id: "BalanceResponse", example: { balance_remaining: 48_210, plan: "api", reset_date: "2026-12-21T09:30:00.000Z" } });

/** The response schemas by name, for tests that check real answers against the document. */
export const ResponseSchemas = { ErrorBody, HumanizeResponse, BalanceResponse };

const header = (description: string, type: "integer" | "string" = "integer") => ({ description, schema: { type } });

const rateLimitHeaders = (config: DocConfig) => ({
  "X-RateLimit-Limit": header(`Requests allowed per key in the sliding hour: ${n(config.rateLimitPerHour)}.`),
  "X-RateLimit-Remaining": header("Requests left in the window."),
  "X-RateLimit-Reset": header("Unix seconds when the next request will be accepted (remaining 0) or the oldest counted request leaves the window."),
});
const REQUEST_ID_HEADER = { "X-Request-Id": header("The caller's request id if well formed, else a fresh UUID. Quote it in support requests.", "string") };

/** One example answer per error code (the messages are the service's own wording). */
const errorExamples = (config: DocConfig): Record<ErrorCode, string> => ({
  invalid_api_key: "The API key is unknown or has been revoked. Send a valid key as `Authorization: Bearer <API_KEY>`.",
  invalid_admin_token: "The admin token is not valid.",
  rate_limit_exceeded: `Rate limit of ${config.rateLimitPerHour} requests per hour exceeded; retry in 1520 seconds.`,
  unsupported_media_type: "Send the request body as JSON with `Content-Type: application/json`.",
  invalid_request: 'Field `mode` must be "standard" or "aggressive".',
  text_too_short: `Text has ${config.minWords - 1} words; the minimum is ${config.minWords}.`,
  text_too_long: `Text has ${config.maxWords + 12} words; the maximum is ${config.maxWords}.`,
  unsupported_language: `The rules engine cannot rewrite this text's language ("fi", given as "fi"); supported languages: en, es, fr, de, pt, it. Nothing was charged.`,
  trial_exhausted: "The free trial's words are used up; an active API subscription is required to continue.",
  insufficient_balance: "This text has 250 words but the balance has 120 words left.",
  idempotency_in_progress: "A request with this Idempotency-Key is still running; retry once it has finished.",
  idempotency_key_reused: "This Idempotency-Key was already used with a different request body; send a new key for a new request.",
  engine_unavailable: "The rewrite engine is unavailable right now; the words were refunded. Retry shortly.",
  service_unavailable: "The account store is unavailable right now; nothing was charged. Retry shortly.",
  payload_too_large: "The request body is larger than 1 MiB; send a shorter text.",
  not_found: "No route for GET /api/v1/nothing.",
  account_not_found: 'No account with id "acc_123".',
  subscription_not_found: 'Account "acc_123" has no subscription to cancel.',
  subscription_already_cancelled:
    'The subscription of account "acc_123" is already cancelled; it stays usable until 2026-12-21T09:30:00.000Z, then the account is back on the trial plan.',
  method_not_allowed: "PUT is not allowed on /api/v1/humanize; use POST.",
  internal_error: "Something went wrong on our side; nothing was charged. Quote request id 3f1c… if it persists.",
});

const when = (config: DocConfig): Partial<Record<ErrorCode, string>> => ({
  invalid_api_key: "no `Authorization: Bearer <key>`, or the key is unknown or revoked (with `WWW-Authenticate: Bearer`)",
  rate_limit_exceeded: `more than ${n(config.rateLimitPerHour)} requests per key in the sliding hour (with \`Retry-After\`); a refused request does not count`,
  unsupported_media_type: "the body is not declared `application/json`",
  invalid_request: "the body is not a JSON object, a field is missing, of the wrong type or unknown; the message names the field",
  text_too_short: `fewer than ${n(config.minWords)} words`,
  text_too_long: `more than ${n(config.maxWords)} words`,
  unsupported_language: "the engine cannot rewrite the given or detected language; nothing charged",
  trial_exhausted: "no active subscription and the trial balance is 0",
  insufficient_balance: "the balance in use is above 0 but below the words of this text; the message gives both numbers and says whether it is the trial balance",
  idempotency_in_progress: "a request with the same `Idempotency-Key` is still running",
  idempotency_key_reused: "the `Idempotency-Key` was used with a different body",
  engine_unavailable: "the rewrite engine failed or timed out; the words were refunded (with `Retry-After`)",
  service_unavailable: "the account store is unreachable; nothing charged (with `Retry-After`)",
  payload_too_large: "the body is over 1 MiB",
  method_not_allowed: "another method on this path (with `Allow`)",
  internal_error: "anything unexpected; nothing charged; logged with the request id",
});

/** The error codes each public operation can answer with, in the contract's order of checks. */
export const OPERATION_ERRORS = {
  humanize: [
    "payload_too_large",
    "invalid_api_key",
    "rate_limit_exceeded",
    "unsupported_media_type",
    "invalid_request",
    "text_too_short",
    "text_too_long",
    "idempotency_in_progress",
    "idempotency_key_reused",
    "unsupported_language",
    "trial_exhausted",
    "insufficient_balance",
    "engine_unavailable",
    "service_unavailable",
    "method_not_allowed",
    "internal_error",
  ],
  balance: ["payload_too_large", "invalid_api_key", "rate_limit_exceeded", "service_unavailable", "method_not_allowed", "internal_error"],
} as const satisfies Record<string, readonly ErrorCode[]>;

/** The error responses of one operation, grouped by status, one named example per code. */
function errorResponses(config: DocConfig, codes: readonly ErrorCode[]) {
  const examples = errorExamples(config);
  const whens = when(config);
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  const responses: Record<number, object> = {};
  for (const [status, group] of byStatus) {
    const headers: Record<string, object> = { ...REQUEST_ID_HEADER };
    // The rate-limit headers come on every answer to a request that passed authentication.
    if (status !== 401 && status !== 413 && status !== 405) Object.assign(headers, rateLimitHeaders(config));
    if (status === 401) headers["WWW-Authenticate"] = header("Always `Bearer`.", "string");
    if (status === 429 || status === 503) headers["Retry-After"] = header("Whole seconds to wait before retrying (at least 1).");
    if (status === 405) headers["Allow"] = header("The methods this path answers.", "string");
    responses[status] = {
      description: group.map((code) => `\`${code}\`: ${whens[code] ?? ""}`).join("; ") + ".",
      headers,
      content: {
        "application/json": {
          schema: ErrorBody,
          examples: Object.fromEntries(group.map((code) => [code, { value: { error: code, message: examples[code] } }])),
        },
      },
    };
  }
  return responses;
}

const humanize = (config: DocConfig): RouteConfig => ({
  method: "post",
  path: "/api/v1/humanize",
  operationId: "humanize",
  tags: ["API"],
  summary: "Rewrite a text so it reads as written by a person",
  description:
    "Charges the words of `text` against the balance in use (the trial balance, or the main balance while an API subscription is active), " +
    "rewrites it and answers with the rewrite. A request that fails after the charge is refunded in full. " +
    "Checks run in this order (first match wins): 413 → 401 → 429 → 415 → 400 → 409/422 idempotency → 422 language → 403 → 402 → engine (503) → 200. " +
    "Every request that passes authentication and the rate limit counts against the limit, whatever happens to it after.",
  security: [{ apiKey: [] }],
  request: {
    headers: z.object({
      "Idempotency-Key": z
        .string()
        .regex(/^[\x20-\x7e]{1,255}$/)
        .optional()
        .meta({
          description:
            "1–255 printable ASCII characters. A 200 answer is kept for 24 hours under this key; a retry with the same key and body gets it again, uncharged, with `Idempotent-Replayed: true`.",
          example: "order-7421-attempt",
        }),
      "X-Request-Id": z.string().regex(/^[A-Za-z0-9_-]{1,255}$/).optional().meta({ description: "Echoed back in `X-Request-Id`." }),
    }),
    body: { required: true, content: { "application/json": { schema: HumanizeRequest } } },
  },
  responses: {
    200: {
      description:
        "The rewrite, the words charged and the balance left. The example is what this service answers to the example request " +
        `(a new trial account, the built-in rules engine${config.engine === "rules" ? ", which this deployment runs" : `; this deployment runs the \`${config.engine}\` engine, whose rewrites differ`}).`,
      headers: {
        ...REQUEST_ID_HEADER,
        ...rateLimitHeaders(config),
        "Idempotent-Replayed": header("`true` when this is a kept answer replayed for a repeated `Idempotency-Key`; nothing was charged.", "string"),
      },
      content: { "application/json": { schema: HumanizeResponse } },
    },
    ...errorResponses(config, OPERATION_ERRORS.humanize),
  },
});

const balance = (config: DocConfig): RouteConfig => ({
  method: "get",
  path: "/api/v1/balance",
  operationId: "getBalance",
  tags: ["API"],
  summary: "The balance, the plan and the end of the billing period",
  description: "Counts against the rate limit like any request; costs no words.",
  security: [{ apiKey: [] }],
  responses: {
    200: {
      description: "The balance in use.",
      headers: { ...REQUEST_ID_HEADER, ...rateLimitHeaders(config) },
      content: { "application/json": { schema: BalanceResponse } },
    },
    ...errorResponses(config, OPERATION_ERRORS.balance),
  },
});

type Json = Record<string, any>;

const built = new Map<string, Json>();

/**
 * The OpenAPI 3.1 document for a configuration, built once per isolate and configuration: its
 * limits are the configured ones, its example answer the engine's.
 */
export function openApiDocument(config: DocConfig): Json {
  const cacheKey = JSON.stringify([config.rateLimitPerHour, config.trialWords, config.minWords, config.maxWords, config.engine]);
  const cached = built.get(cacheKey);
  if (cached) return cached;
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "apiKey", {
    type: "http",
    scheme: "bearer",
    description: "`Authorization: Bearer hum_…`, the API key the operator issued. The same key works for the MCP server at `/mcp`.",
  });
  registry.registerPath(humanize(config));
  registry.registerPath(balance(config));
  const doc = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Humanize API",
      version: VERSION,
      description:
        "Rewrites AI-sounding text so it reads as written by a person, and charges the words it rewrites against the account's balance. " +
        `Bearer API keys; a ${n(config.trialWords)}-word free trial; API subscriptions with monthly periods; ` +
        `${n(config.rateLimitPerHour)} requests per hour per key in a sliding window; ${n(config.minWords)} to ${n(config.maxWords)} words per text. ` +
        "Every error is `{\"error\", \"message\"}` with the status listed per operation.",
    },
    servers: [{ url: "/", description: "This deployment" }],
    tags: [{ name: "API", description: "The paid REST API." }],
  }) as Json;
  const schemas = doc.components.schemas;
  schemas.HumanizeRequest.properties.text.description = textDescription(config.minWords, config.maxWords);
  schemas.HumanizeResponse.example = exampleAnswer(config.trialWords);
  built.set(cacheKey, doc);
  return doc;
}
