import type { Context } from "hono";
import type { AppEnv } from "./app-env";
import { jsonResponse } from "./http";
import type { ContentfulStatusCode } from "hono/utils/http-status";

// One error type, mapped to the contract's JSON body in one place.

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
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** An error as it crosses a store boundary (plain data, structured-clone safe). */
export interface Failure {
  code: ErrorCode;
  message: string;
}

/** Seconds a client should wait before retrying after a 503. */
export const RETRY_AFTER_UNAVAILABLE = 5;

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.headers = headers;
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
  }

  static from(failure: Failure, headers?: Record<string, string>): ApiError {
    return new ApiError(failure.code, failure.message, headers);
  }
}

export function errorResponse(c: Context<AppEnv>, error: ApiError): Response {
  const headers = { ...error.headers };
  if (error.status === 401) headers["WWW-Authenticate"] = "Bearer";
  if (error.status === 503 && !headers["Retry-After"]) headers["Retry-After"] = String(RETRY_AFTER_UNAVAILABLE);
  return jsonResponse(c, { error: error.code, message: error.message }, error.status, headers);
}
