// What can go wrong, as plain data: an error code and a sentence that says what to do.
// Every failure the service answers with is built here, once; the HTTP layer maps codes to
// statuses (src/http/errors.ts), and the OpenAPI reference takes its examples from here.

/**
 * Every error code of the API (the contract's table, plus the operator API's). A type only:
 * src/http/errors.ts maps each to its status, and the compiler keeps the two lists equal.
 */
export type ErrorCode =
  | "invalid_api_key"
  | "invalid_admin_token"
  | "rate_limit_exceeded"
  | "unsupported_media_type"
  | "invalid_request"
  | "text_too_short"
  | "text_too_long"
  | "unsupported_language"
  | "trial_exhausted"
  | "insufficient_balance"
  | "idempotency_in_progress"
  | "idempotency_key_reused"
  | "engine_unavailable"
  | "service_unavailable"
  | "payload_too_large"
  | "not_found"
  | "account_not_found"
  | "subscription_not_found"
  | "subscription_already_cancelled"
  | "method_not_allowed"
  | "internal_error";

/** An error as it crosses a boundary (plain data, structured-clone safe). */
export interface Failure {
  code: ErrorCode;
  message: string;
}

const failure = (code: ErrorCode, message: string): Failure => ({ code, message });

/** Which Bearer credential a request lacks: the API key or the operator's token. */
export type BearerCode = "invalid_api_key" | "invalid_admin_token";
const BEARER_NAME: Record<BearerCode, string> = { invalid_api_key: "API_KEY", invalid_admin_token: "ADMIN_TOKEN" };

/** The one catalogue of failures. */
export const failures = {
  authorizationMissing: (code: BearerCode) => failure(code, `The Authorization header is missing; send \`Authorization: Bearer <${BEARER_NAME[code]}>\`.`),
  authorizationMalformed: (code: BearerCode) => failure(code, `The Authorization header must be \`Bearer <${BEARER_NAME[code]}>\`.`),
  invalidApiKey: () => failure("invalid_api_key", "The API key is unknown or has been revoked. Send a valid key as `Authorization: Bearer <API_KEY>`."),
  invalidAdminToken: () => failure("invalid_admin_token", "The admin token is not valid."),
  rateLimitExceeded: (limit: number, retryAfter: number) =>
    failure("rate_limit_exceeded", `Rate limit of ${limit} requests per hour exceeded; retry in ${retryAfter} seconds.`),
  unsupportedMediaType: () => failure("unsupported_media_type", "Send the request body as JSON with `Content-Type: application/json`."),

  /** A request the API cannot read; `message` names the field (see the other invalid-request failures). */
  invalidRequest: (message: string) => failure("invalid_request", message),
  bodyNotJson: () => failure("invalid_request", "The request body is not valid JSON."),
  bodyNotObject: () => failure("invalid_request", "The request body must be a JSON object."),
  bodyInvalid: () => failure("invalid_request", "The request body is invalid."),
  bodyTooDeep: (maxDepth: number) => failure("invalid_request", `The JSON body nests deeper than ${maxDepth} levels; send a flat object.`),
  /** `names`: the unknown fields, each already quoted as `name`. */
  unknownFields: (names: string) => failure("invalid_request", `Unknown field ${names}; remove it.`),
  /** `rule`: what the field must be, naming it ("`mode` must be …"). */
  invalidField: (rule: string) => failure("invalid_request", `Field ${rule}.`),
  /** A query parameter the route cannot read; `rule` names it ("`limit` must be …"). */
  invalidParameter: (rule: string) => failure("invalid_request", `Query parameter ${rule}.`),
  /** `names`: the unknown query parameters, each already quoted; `known`: the route's own, quoted. */
  unknownParameters: (names: string, known: string) => failure("invalid_request", `Unknown query parameter ${names}; the parameters are ${known}.`),
  /** A `starting_after` that is well formed but names no entry of the account. */
  unknownLedgerCursor: () =>
    failure("invalid_request", "Query parameter `starting_after` must be the id of one of this account's ledger entries, as a previous page gave it."),
  idempotencyHeaderInvalid: () => failure("invalid_request", "The `Idempotency-Key` header must be 1 to 255 printable ASCII characters."),
  /** The MCP tool's `idempotency_key` argument, which stands for the header. */
  idempotencyArgumentInvalid: () => failure("invalid_request", "Field `idempotency_key` must be 1 to 255 printable ASCII characters."),

  textTooShort: (words: number, minWords: number) => failure("text_too_short", `Text has ${words} words; the minimum is ${minWords}.`),
  /** `countedUpTo`: words are counted exactly up to this many; beyond it the message says "more than". */
  textTooLong: (words: number, maxWords: number, countedUpTo = Number.POSITIVE_INFINITY) =>
    failure("text_too_long", `Text has ${words > countedUpTo ? `more than ${countedUpTo}` : words} words; the maximum is ${maxWords}.`),
  /** `source`: how the language was found (`given as "pt-BR"`, `detected`); `supported`: the engine's list. */
  unsupportedLanguage: (engine: string, language: string, source: string, supported: string) =>
    failure(
      "unsupported_language",
      `The ${engine} engine cannot rewrite this text's language ("${language}", ${source}); supported languages: ${supported}. Nothing was charged.`,
    ),
  /** POST /api/v1/analyze: the sign catalogue has no patterns for the language. */
  analysisUnsupportedLanguage: (language: string, source: string, supported: string) =>
    failure(
      "unsupported_language",
      `Signs of AI writing can be found in ${supported} only; this text's language is "${language}" (${source}). Nothing was charged.`,
    ),
  trialExhausted: () => failure("trial_exhausted", "The free trial's words are used up; an active API subscription is required to continue."),
  insufficientBalance: (needed: number, available: number, onTrial: boolean) =>
    failure("insufficient_balance", `This text has ${needed} words but the ${onTrial ? "trial balance" : "balance"} has ${available} words left.`),
  idempotencyInProgress: () => failure("idempotency_in_progress", "A request with this Idempotency-Key is still running; retry once it has finished."),
  idempotencyKeyReused: () =>
    failure("idempotency_key_reused", "This Idempotency-Key was already used with a different request body; send a new key for a new request."),
  engineUnavailable: () => failure("engine_unavailable", "The rewrite engine is unavailable right now; the words were refunded. Retry shortly."),
  serviceUnavailable: () => failure("service_unavailable", "The account store is unavailable right now; nothing was charged. Retry shortly."),
  payloadTooLarge: () => failure("payload_too_large", "The request body is larger than 1 MiB; send a shorter text."),
  notFound: (method: string, path: string) => failure("not_found", `No route for ${method} ${path}.`),
  methodNotAllowed: (method: string, path: string, allow: string) => failure("method_not_allowed", `${method} is not allowed on ${path}; use ${allow}.`),
  accountNotFound: (id: string) => failure("account_not_found", `No account with id "${id}".`),
  subscriptionNotFound: (id: string) => failure("subscription_not_found", `Account "${id}" has no subscription to cancel.`),
  /** `periodEnd`: ISO 8601, as the operator API shows it. */
  subscriptionAlreadyCancelled: (id: string, periodEnd: string) =>
    failure(
      "subscription_already_cancelled",
      `The subscription of account "${id}" is already cancelled; it stays usable until ${periodEnd}, then the account is back on the trial plan.`,
    ),
  internalError: (requestId: string) =>
    failure("internal_error", `Something went wrong on our side; nothing was charged. Quote request id ${requestId} if it persists.`),
} satisfies Record<string, (...args: never[]) => Failure>;
