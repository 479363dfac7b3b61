import type { Context } from "hono";
import type { RateLimitState } from "../domain/rate-window";
import type { AppEnv } from "./context";

// The headers every answer carries besides its own.
//
// The API's JSON answers carry exactly the set OWASP's REST Security Cheat Sheet gives for APIs
// (no caching of account data, no framing, no sniffing, HTTPS only), built in one piece by
// `jsonResponse`: one Response construction instead of a dozen mutations of a finished
// response, which costs a measurable share of a short request's CPU (docs/performance.md).
// Headers that only govern what a *document* does (Referrer-Policy,
// Cross-Origin-Resource-Policy, COOP…) are left off JSON: it makes no requests, and a
// cross-origin no-cors read of it carries no Bearer key (so it gets a 401) and is blocked by
// nosniff + JSON anyway. Each header costs every hop that copies it. Other JSON answers (MCP,
// /openapi.json) and 204s get the same API set from the `securityHeaders` middleware; only the
// HTML pages get the document headers (Hono's `secureHeaders()` defaults, with
// `X-Frame-Options: DENY`: nothing here is meant to be framed).

/** What every answer carries. */
const BASE_HEADERS = {
  "Strict-Transport-Security": "max-age=15552000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
};

const API_HEADERS: Record<string, string> = {
  ...BASE_HEADERS,
  "Cache-Control": "no-store",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
};

/** The security headers of an API answer (JSON, or no body). */
export const API_HEADER_ENTRIES: readonly (readonly [string, string])[] = Object.entries(API_HEADERS);

/** The security headers of an HTML page. */
export const PAGE_HEADER_ENTRIES: readonly (readonly [string, string])[] = Object.entries({
  ...BASE_HEADERS,
  "Referrer-Policy": "no-referrer",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Origin-Agent-Cluster": "?1",
  "X-DNS-Prefetch-Control": "off",
  "X-Download-Options": "noopen",
  "X-Permitted-Cross-Domain-Policies": "none",
  "X-XSS-Protection": "0",
});

/** A JSON response with every standard header and `headers`, built in one piece. */
export function jsonResponse(c: Context<AppEnv>, body: unknown, status: number, headers?: Record<string, string>): Response {
  return apiResponse(c, JSON.stringify(body), "application/json", status, headers);
}

/** An API answer of another media type (the ledger's CSV), with the same headers as JSON. */
export function apiResponse(c: Context<AppEnv>, body: string, contentType: string, status: number, headers?: Record<string, string>): Response {
  const all: Record<string, string> = { ...API_HEADERS, "Content-Type": contentType, "X-Request-Id": c.get("requestId"), ...headers };
  return new Response(body, { status, headers: all });
}

/** The `X-RateLimit-*` headers of a window's state (none without one). */
export function rateLimitHeaders(state: RateLimitState | undefined): Record<string, string> {
  if (!state) return {};
  return {
    "X-RateLimit-Limit": String(state.limit),
    "X-RateLimit-Remaining": String(state.remaining),
    "X-RateLimit-Reset": String(state.reset),
  };
}
