import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";

/** The contract accepts a caller's request id only in [A-Za-z0-9_-] (Hono's default also allows "="). */
const REQUEST_ID = /^[A-Za-z0-9_-]{1,255}$/;

/**
 * Sets `requestId`: the caller's `X-Request-Id` if well formed, else a fresh UUID; and puts it
 * on the answer.
 *
 * @example app.use(requestId)
 */
export const requestId: MiddlewareHandler<AppEnv> = async function requestId(c, next) {
  const incoming = c.req.header("X-Request-Id");
  const id = incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
  c.set("requestId", id);
  await next();
  // `jsonResponse` built it in already.
  if (c.res.headers.get("X-Request-Id") !== id) c.res.headers.set("X-Request-Id", id);
};
