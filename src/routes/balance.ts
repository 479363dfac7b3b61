import type { Context } from "hono";
import type { Services } from "../config/services";
import type { RateLimitState } from "../domain/rate-window";
import { BalanceView } from "../domain/views";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { jsonResponse, rateLimitHeaders } from "../http/headers";
import { apiKeyAuth } from "../http/middleware/api-key";
import { createRoute } from "../http/route";
import { errorResponses, rateLimitHeaderDocs, REQUEST_ID_HEADER } from "../openapi/responses";
import type { KeyCredential } from "../store/port";

// `GET /api/v1/balance`: the balance in use, the plan and the end of the billing period.

export const BalanceResponse = BalanceView.strict().meta({
  id: "BalanceResponse",
  example: { balance_remaining: 48_210, plan: "api", reset_date: "2026-12-21T09:30:00.000Z" },
});

/** The error codes the route can answer with, in the contract's order of checks. */
const ERRORS = ["payload_too_large", "invalid_api_key", "rate_limit_exceeded", "service_unavailable", "method_not_allowed", "internal_error"] as const;

/**
 * The balance of the credential's account, in one store call (which also authenticates and
 * counts the request). A refusal is thrown as an ApiError. Also run by the MCP tool `get_balance`.
 */
export async function balance(services: Services, credential: KeyCredential): Promise<{ body: BalanceView; rateLimit: RateLimitState }> {
  const gated = await services.store.balance(credential);
  if (!gated.ok) throw new ApiError(gated.failure, { rateLimit: gated.rateLimit, retryAfter: gated.retryAfter });
  return { body: gated.value, rateLimit: gated.rateLimit };
}

export const balanceRoute = createRoute({
  method: "GET",
  path: "/api/v1/balance",
  handlers: [
    apiKeyAuth,
    async function balanceHandler(c: Context<AppEnv>) {
      const answer = await balance(c.get("services"), c.get("credential"));
      return jsonResponse(c, answer.body, 200, rateLimitHeaders(answer.rateLimit));
    },
  ],
  openapi: (config) => ({
    method: "get",
    path: "/api/v1/balance",
    operationId: "getBalance",
    tags: ["API"],
    summary: "The balance, the plan and the end of the billing period",
    description: "Counts against the rate limit like any request; costs no words.",
    security: [{ apiKey: [] }],
    responses: {
      200: {
        description: "The balance in use.",
        headers: { ...REQUEST_ID_HEADER, ...rateLimitHeaderDocs(config) },
        content: { "application/json": { schema: BalanceResponse } },
      },
      ...errorResponses(config, ERRORS),
    },
  }),
});
