import type { Context } from "hono";
import type { AppEnv } from "../http/context";
import { createRoute } from "../http/route";
import { renderPage } from "./page";

/** A fresh nonce per response: 128 random bits, base64. */
function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The page's Content-Security-Policy: nothing may load but the page itself; its one inline
 * `<style>` and one inline `<script>` run under the response's nonce; the script may only
 * call this origin; no framing, no `<base>`, no form posts, and Trusted Types with no
 * policy (DOM sinks like innerHTML are refused: the script only writes text nodes).
 * The app's `securityHeaders` middleware (src/http/middleware/security-headers.ts) adds nosniff, `Referrer-Policy: no-referrer`,
 * COOP/CORP `same-origin`, HSTS and `X-Frame-Options: DENY`.
 */
export function playgroundCsp(value: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${value}'`,
    `style-src 'nonce-${value}'`,
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join("; ");
}

/** The playground page at `/`: try the API in a browser with an API key. */
export function playgroundPage(c: Context<AppEnv>) {
  const { minWords, maxWords } = c.get("services").config;
  const value = nonce();
  c.header("Content-Security-Policy", playgroundCsp(value));
  c.header("Cache-Control", "no-store");
  return c.html(renderPage({ nonce: value, minWords, maxWords }));
}

export const playgroundRoute = createRoute({ method: "GET", path: "/", handlers: [playgroundPage] });
