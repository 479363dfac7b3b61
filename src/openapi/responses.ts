import { failures, type ErrorCode, type Failure } from "../domain/failures";
import { SUPPORTED_LANGUAGES } from "../engine/rules";
import { ERROR_STATUS, ErrorBody } from "../http/errors";
import type { DocConfig } from "../http/route";

// The pieces of the reference every operation shares: headers, and error answers grouped by
// status with one example per code, the example's message built by the service's own catalogue.

export const formatNumber = (value: number) => value.toLocaleString("en");

export const header = (description: string, type: "integer" | "string" = "integer") => ({ description, schema: { type } });

export const rateLimitHeaderDocs = (config: DocConfig) => ({
  "X-RateLimit-Limit": header(`Requests allowed per key in the sliding hour: ${formatNumber(config.rateLimitPerHour)}.`),
  "X-RateLimit-Remaining": header("Requests left in the window."),
  "X-RateLimit-Reset": header("Unix seconds when the next request will be accepted (remaining 0) or the oldest counted request leaves the window."),
});

export const REQUEST_ID_HEADER = {
  "X-Request-Id": header("The caller's request id if well formed, else a fresh UUID. Quote it in support requests.", "string"),
};

/** One example failure per error code, as the service words it. */
const errorExamples = (config: DocConfig): Record<ErrorCode, Failure> => ({
  invalid_api_key: failures.invalidApiKey(),
  invalid_admin_token: failures.invalidAdminToken(),
  rate_limit_exceeded: failures.rateLimitExceeded(config.rateLimitPerHour, 1520),
  unsupported_media_type: failures.unsupportedMediaType(),
  invalid_request: failures.bodyNotObject(),
  text_too_short: failures.textTooShort(config.minWords - 1, config.minWords),
  text_too_long: failures.textTooLong(config.maxWords + 12, config.maxWords),
  unsupported_language: failures.unsupportedLanguage("rules", "fi", 'given as "fi"', SUPPORTED_LANGUAGES.join(", ")),
  trial_exhausted: failures.trialExhausted(),
  insufficient_balance: failures.insufficientBalance(250, 120, false),
  idempotency_in_progress: failures.idempotencyInProgress(),
  idempotency_key_reused: failures.idempotencyKeyReused(),
  engine_unavailable: failures.engineUnavailable(),
  service_unavailable: failures.serviceUnavailable(),
  payload_too_large: failures.payloadTooLarge(),
  not_found: failures.notFound("GET", "/api/v1/nothing"),
  account_not_found: failures.accountNotFound("acc_123"),
  subscription_not_found: failures.subscriptionNotFound("acc_123"),
  subscription_already_cancelled: failures.subscriptionAlreadyCancelled("acc_123", "2026-12-21T09:30:00.000Z"),
  method_not_allowed: failures.methodNotAllowed("PUT", "/api/v1/humanize", "POST"),
  internal_error: failures.internalError("3f1c…"),
});

const when = (config: DocConfig): Partial<Record<ErrorCode, string>> => ({
  invalid_api_key: "no `Authorization: Bearer <key>`, or the key is unknown or revoked (with `WWW-Authenticate: Bearer`)",
  rate_limit_exceeded: `more than ${formatNumber(config.rateLimitPerHour)} requests per key in the sliding hour (with \`Retry-After\`); a refused request does not count`,
  unsupported_media_type: "the body is not declared `application/json`",
  invalid_request: "the body is not a JSON object, a field is missing, of the wrong type or unknown; the message names the field",
  text_too_short: `fewer than ${formatNumber(config.minWords)} words`,
  text_too_long: `more than ${formatNumber(config.maxWords)} words`,
  unsupported_language: "the engine cannot rewrite the given or detected language; nothing charged",
  trial_exhausted: "no active subscription and the trial balance is 0",
  insufficient_balance:
    "the balance in use is above 0 but below the words of this text; the message gives both numbers and says whether it is the trial balance",
  idempotency_in_progress: "a request with the same `Idempotency-Key` is still running",
  idempotency_key_reused: "the `Idempotency-Key` was used with a different body",
  engine_unavailable: "the rewrite engine failed or timed out; the words were refunded (with `Retry-After`)",
  service_unavailable: "the account store is unreachable; nothing charged (with `Retry-After`)",
  payload_too_large: "the body is over 1 MiB",
  method_not_allowed: "another method on this path (with `Allow`)",
  internal_error: "anything unexpected; nothing charged; logged with the request id",
});

/**
 * The error answers of one operation, grouped by status, one named example per code;
 * `examples` gives an operation's own wording where it has one (a field it names).
 */
export function errorResponses(config: DocConfig, codes: readonly ErrorCode[], examples: Partial<Record<ErrorCode, Failure>> = {}) {
  const failureOf = { ...errorExamples(config), ...examples };
  const whens = when(config);
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  const responses: Record<number, object> = {};
  for (const [status, group] of byStatus) {
    const headers: Record<string, object> = { ...REQUEST_ID_HEADER };
    // The rate-limit headers come on every answer to a request that passed authentication.
    if (status !== 401 && status !== 413 && status !== 405) Object.assign(headers, rateLimitHeaderDocs(config));
    if (status === 401) headers["WWW-Authenticate"] = header("Always `Bearer`.", "string");
    if (status === 429 || status === 503) headers["Retry-After"] = header("Whole seconds to wait before retrying (at least 1).");
    if (status === 405) headers["Allow"] = header("The methods this path answers.", "string");
    responses[status] = {
      description: group.map((code) => `\`${code}\`: ${whens[code] ?? ""}`).join("; ") + ".",
      headers,
      content: {
        "application/json": {
          schema: ErrorBody,
          examples: Object.fromEntries(group.map((code) => [code, { value: { error: code, message: failureOf[code].message } }])),
        },
      },
    };
  }
  return responses;
}
