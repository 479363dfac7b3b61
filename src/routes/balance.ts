import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { ApiError } from "../errors";
import { rateLimitHeaders, readApiKey } from "../middleware/auth";

/** `GET /api/v1/balance`: the balance in use, the plan and the end of the billing period. */
export const balanceRoute = new Hono<AppEnv>().get("/", async function balance(c) {
  const credential = await readApiKey(c.req.header("Authorization"));
  const gated = await c.get("services").store.balance(credential);
  for (const [name, value] of Object.entries(rateLimitHeaders(gated.rateLimit))) c.header(name, value);
  if (!gated.ok) throw ApiError.from(gated.failure, gated.retryAfter ? { "Retry-After": String(gated.retryAfter) } : {});
  return c.json(gated.value, 200);
});
