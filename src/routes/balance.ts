import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { ApiError } from "../errors";
import { jsonResponse } from "../http";
import { rateLimitHeaders, readApiKey } from "../middleware/auth";

/** `GET /api/v1/balance`: the balance in use, the plan and the end of the billing period. */
export const balanceRoute = new Hono<AppEnv>().get("/", async function balance(c) {
  const credential = await readApiKey(c.req.header("Authorization"));
  const gated = await c.get("services").store.balance(credential);
  const limitHeaders = rateLimitHeaders(gated.rateLimit);
  if (!gated.ok) throw ApiError.from(gated.failure, { ...limitHeaders, ...(gated.retryAfter ? { "Retry-After": String(gated.retryAfter) } : {}) });
  return jsonResponse(c, gated.value, 200, limitHeaders);
});
