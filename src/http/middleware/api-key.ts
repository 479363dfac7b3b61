import type { MiddlewareHandler } from "hono";
import { readApiKey } from "../auth";
import type { AppEnv } from "../context";

/**
 * Reads the request's `Authorization: Bearer <API_KEY>` into `credential`; a missing or
 * malformed key is a 401 here, before any store call. Whether the key is active is the store's
 * call, made with the rate limit in the route's one round trip.
 *
 * @example app.get("/api/v1/balance", apiKeyAuth, handler)
 */
export const apiKeyAuth: MiddlewareHandler<AppEnv> = async function apiKeyAuth(c, next) {
  c.set("credential", await readApiKey(c.req.header("Authorization")));
  await next();
};
