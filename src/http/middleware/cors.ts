import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import type { AppEnv } from "../context";

/**
 * CORS for the browser origins CORS_ORIGINS lists; closed (no CORS headers at all) when it
 * lists none. Goes after `provideServices`.
 *
 * @example app.use("/api/*", corsForAllowedOrigins)
 */
export const corsForAllowedOrigins: MiddlewareHandler<AppEnv> = async function corsForAllowedOrigins(c, next) {
  const { corsOrigins } = c.get("services").config;
  if (corsOrigins.length === 0) return next();
  return cors({
    origin: (origin) => (corsOrigins.includes(origin) ? origin : null),
    allowMethods: ["GET", "POST"],
    allowHeaders: ["Authorization", "Content-Type", "Idempotency-Key", "X-Request-Id"],
    exposeHeaders: ["X-Request-Id", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "Retry-After", "Idempotent-Replayed"],
    maxAge: 600,
  })(c, next);
};
