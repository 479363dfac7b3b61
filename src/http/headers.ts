import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

// Every response's standard headers: the request id and security headers.
//
// The API's JSON answers carry exactly the set OWASP's REST Security Cheat Sheet gives for APIs
// (no caching of account data, no framing, no sniffing, HTTPS only), built in one piece by
// `jsonResponse`: one Response construction instead of a dozen mutations of a finished
// response, which profiling put at ~10% of a balance request's CPU. Headers that only govern
// what a *document* does (Referrer-Policy, Cross-Origin-Resource-Policy, COOP…) are left off
// JSON: it makes no requests, and a cross-origin no-cors read of it carries no Bearer key (so it
// gets a 401) and is blocked by nosniff + JSON anyway. Each header costs every hop that copies
// it (under `wrangler dev`, eleven headers cost ~10% of the throughput of the bare runtime).
// Other JSON answers (MCP, /openapi.json) and 204s get the same API set from `standardHeaders`;
// only the HTML pages get the document headers (Hono's `secureHeaders()` defaults, with
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

const API_HEADER_ENTRIES: readonly (readonly [string, string])[] = Object.entries(API_HEADERS);

const OTHER_HEADERS: readonly (readonly [string, string])[] = Object.entries({
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

/** The contract accepts a caller's request id only in [A-Za-z0-9_-] (Hono's default also allows "="). */
const REQUEST_ID = /^[A-Za-z0-9_-]{1,255}$/;

/** A JSON response with every standard header and `headers`, built in one piece. */
export function jsonResponse(c: Context<AppEnv>, body: unknown, status: number, headers?: Record<string, string>): Response {
  const all: Record<string, string> = { ...API_HEADERS, "Content-Type": "application/json", "X-Request-Id": c.get("requestId"), ...headers };
  return new Response(JSON.stringify(body), { status, headers: all });
}

/** Sets the request id (the caller's if well formed, else a UUID) and the standard headers. */
export const standardHeaders: MiddlewareHandler<AppEnv> = async function standardHeaders(c, next) {
  const incoming = c.req.header("X-Request-Id");
  c.set("requestId", incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID());
  await next();
  const headers = c.res.headers;
  if (headers.get("X-Request-Id") === c.get("requestId")) return; // built by jsonResponse
  headers.set("X-Request-Id", c.get("requestId"));
  const page = /^text\/html\b/i.test(headers.get("Content-Type") ?? "");
  for (const [name, value] of page ? OTHER_HEADERS : API_HEADER_ENTRIES) {
    // A page's own policies (its nonce CSP, a cache lifetime) stay.
    if (name === "Content-Security-Policy" || name === "Cache-Control") {
      if (!headers.has(name)) headers.set(name, value);
    } else headers.set(name, value);
  }
  // Operator answers carry API keys and MCP answers account data: never cached unless a page says so.
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
};
