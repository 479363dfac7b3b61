import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as z from "zod";
import { ConfigError } from "../config";
import { failures, type ErrorCode, type Failure } from "../domain/failures";
import type { RateLimitState } from "../domain/rate-window";
import { StoreUnavailableError } from "../store/port";
import type { AppEnv } from "./context";
import { jsonResponse, rateLimitHeaders } from "./headers";

// One error type, mapped to the contract's status and JSON body in one place.

export type { ErrorCode, Failure };

export const ERROR_STATUS = {
  invalid_api_key: 401,
  invalid_admin_token: 401,
  rate_limit_exceeded: 429,
  unsupported_media_type: 415,
  invalid_request: 400,
  text_too_short: 400,
  text_too_long: 400,
  unsupported_language: 422,
  trial_exhausted: 403,
  insufficient_balance: 402,
  idempotency_in_progress: 409,
  idempotency_key_reused: 422,
  engine_unavailable: 503,
  service_unavailable: 503,
  payload_too_large: 413,
  not_found: 404,
  account_not_found: 404,
  subscription_not_found: 404,
  subscription_already_cancelled: 409,
  method_not_allowed: 405,
  internal_error: 500,
} as const satisfies Record<ErrorCode, ContentfulStatusCode>;

/** Seconds a client should wait before retrying after a 503. */
export const RETRY_AFTER_UNAVAILABLE = 5;

/** What an error answer says besides its body, each as its header. */
export interface ErrorDetails {
  /** The caller's window (`X-RateLimit-*`), once the request passed authentication. */
  rateLimit?: RateLimitState;
  /** `Retry-After`, in whole seconds. */
  retryAfter?: number;
  /** `Allow`: the methods the path answers. */
  allow?: string;
}

/** A failure on its way to becoming an HTTP answer. */
export class ApiError extends Error {
  readonly failure: Failure;
  readonly details: ErrorDetails;

  constructor(failure: Failure, details: ErrorDetails = {}) {
    super(failure.message);
    this.name = "ApiError";
    this.failure = failure;
    this.details = details;
  }

  get code(): ErrorCode {
    return this.failure.code;
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.failure.code];
  }

  /** Seconds to wait before retrying: as the failure said, or the default of a 503. */
  get retryAfter(): number | undefined {
    return this.details.retryAfter ?? (this.status === 503 ? RETRY_AFTER_UNAVAILABLE : undefined);
  }
}

/** The error body: exactly these two fields. */
export const ErrorBody = z
  .strictObject({
    error: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]).meta({ description: "A stable, machine-readable code." }),
    message: z.string().meta({ description: "What happened and what to do, for a human." }),
  })
  .meta({ id: "Error", description: "Every error has exactly these two fields." });
export type ErrorBody = z.infer<typeof ErrorBody>;

export function errorResponse(c: Context<AppEnv>, error: ApiError): Response {
  const { rateLimit, allow } = error.details;
  const headers = rateLimitHeaders(rateLimit);
  const retryAfter = error.retryAfter;
  if (retryAfter !== undefined) headers["Retry-After"] = String(retryAfter);
  if (allow !== undefined) headers["Allow"] = allow;
  if (error.status === 401) headers["WWW-Authenticate"] = "Bearer";
  const body: ErrorBody = { error: error.code, message: error.message };
  return jsonResponse(c, body, error.status, headers);
}

/**
 * Whatever a request threw, as the error it is answered with: an ApiError as it is, the store's
 * outage as 503, anything unexpected as 500 (logged with the request id, never shown).
 */
export function asApiError(error: unknown, requestId: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof StoreUnavailableError) {
    console.error(JSON.stringify({ requestId, event: "store_unavailable", error: String(error.cause ?? error) }));
    return new ApiError(failures.serviceUnavailable(), { rateLimit: error.rateLimit });
  }
  // Hono's validator could not parse the body as JSON.
  if (error instanceof HTTPException && error.status === 400) return new ApiError(failures.bodyNotJson());
  if (error instanceof ConfigError) {
    console.error(JSON.stringify({ requestId, event: "invalid_config", problems: error.problems }));
  } else {
    const stack = error instanceof Error ? error.stack : undefined;
    console.error(JSON.stringify({ requestId, event: "unhandled", error: String(error), stack }));
  }
  return new ApiError(failures.internalError(requestId));
}
