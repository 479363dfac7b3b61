import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { API_HEADER_ENTRIES, PAGE_HEADER_ENTRIES } from "../headers";

/**
 * Adds the security headers (src/http/headers.ts) to answers not built by `jsonResponse`:
 * the API set to JSON and empty answers, the document set to HTML pages. Goes inside
 * `requestId`.
 *
 * @example app.use(requestId); app.use(securityHeaders)
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async function securityHeaders(c, next) {
  await next();
  const headers = c.res.headers;
  if (headers.get("X-Request-Id") === c.get("requestId")) return; // built by jsonResponse, headers and all
  const page = /^text\/html\b/i.test(headers.get("Content-Type") ?? "");
  for (const [name, value] of page ? PAGE_HEADER_ENTRIES : API_HEADER_ENTRIES) {
    // A page's own policies (its nonce CSP, a cache lifetime) stay.
    if (name === "Content-Security-Policy" || name === "Cache-Control") {
      if (!headers.has(name)) headers.set(name, value);
    } else headers.set(name, value);
  }
  // Operator answers carry API keys and MCP answers account data: never cached unless a page says so.
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
};
