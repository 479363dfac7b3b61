import { zValidator } from "@hono/zod-validator";
import { Hono, type MiddlewareHandler } from "hono";
import * as z from "zod";
import type { AppEnv } from "../app-env";
import { ApiError } from "../errors";
import { jsonResponse } from "../http";
import { checkAdminToken } from "../middleware/auth";
import { describeIssues, isJsonContentType, jsonNestsDeeperThan, MAX_JSON_DEPTH, TOO_DEEP } from "../validation";

// The operator API (docs/api.md): accounts, keys, subscriptions and credits.

export const SubscriptionBody = z.strictObject({
  words_per_period: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  current_period_end: z
    .union([z.iso.datetime({ offset: true }), z.iso.date()])
    .transform((value) => Date.parse(value))
    .refine((at) => at > Date.now())
    .optional(),
});

export const CreditsBody = z.strictObject({
  words: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

function json<T extends z.ZodType>(schema: T) {
  return zValidator("json", schema, (result) => {
    if (!result.success) throw new ApiError("invalid_request", describeIssues(result.error));
  });
}

/** Admin routes answer 404 unless ADMIN_TOKEN is configured, then require it. */
const operatorOnly: MiddlewareHandler<AppEnv> = async function operatorOnly(c, next) {
  const { adminToken } = c.get("services").config;
  if (!adminToken) throw new ApiError("not_found", `No route for ${c.req.method} ${c.req.path}.`);
  await checkAdminToken(c.req.header("Authorization"), adminToken);
  if (carriesBody(c.req.raw)) {
    if (!isJsonContentType(c.req.header("Content-Type"))) {
      throw new ApiError("unsupported_media_type", "Send the request body as JSON with `Content-Type: application/json`.");
    }
    // Read once here (Hono caches it for the validator) to refuse deep nesting before parsing.
    if (jsonNestsDeeperThan(await c.req.text(), MAX_JSON_DEPTH)) throw ApiError.from(TOO_DEEP);
  }
  await next();
};

/** Whether a request declares a body (a bodyless POST or DELETE still has an empty stream). */
function carriesBody(request: Request): boolean {
  const length = request.headers.get("Content-Length");
  if (length !== null) return Number(length) > 0;
  return request.headers.has("Transfer-Encoding");
}

const notFound = (id: string) => new ApiError("account_not_found", `No account with id "${id}".`);

export const adminRoute = new Hono<AppEnv>()
  .use(operatorOnly)
  .post("/accounts", async function createAccount(c) {
    const { account, apiKey } = await c.get("services").store.createAccount();
    return jsonResponse(
      c,
      { account_id: account.account_id, api_key: apiKey, plan: account.plan, trial_balance: account.trial_balance, balance: account.balance },
      201,
    );
  })
  .get("/accounts/:id", async function showAccount(c) {
    const id = c.req.param("id");
    const account = await c.get("services").store.getAccount(id);
    if (!account) throw notFound(id);
    return jsonResponse(c, account, 200);
  })
  .post("/accounts/:id/api-key", async function rotateKey(c) {
    const id = c.req.param("id");
    const apiKey = await c.get("services").store.rotateKey(id);
    if (!apiKey) throw notFound(id);
    return jsonResponse(c, { api_key: apiKey }, 201);
  })
  .delete("/accounts/:id/api-key", async function revokeKey(c) {
    const id = c.req.param("id");
    if (!(await c.get("services").store.revokeKey(id))) throw notFound(id);
    return c.body(null, 204);
  })
  .put("/accounts/:id/subscription", json(SubscriptionBody), async function subscribe(c) {
    const id = c.req.param("id");
    const body = c.req.valid("json");
    const account = await c.get("services").store.subscribe(id, body.words_per_period, body.current_period_end);
    if (!account) throw notFound(id);
    return jsonResponse(c, account, 200);
  })
  .delete("/accounts/:id/subscription", async function cancelSubscription(c) {
    const id = c.req.param("id");
    const cancelled = await c.get("services").store.cancelSubscription(id);
    if (!cancelled) throw notFound(id);
    if (cancelled === "none") throw new ApiError("subscription_not_found", `Account "${id}" has no subscription to cancel.`);
    if (cancelled.alreadyCancelled) {
      const end = cancelled.account.subscription?.current_period_end;
      throw new ApiError(
        "subscription_already_cancelled",
        `The subscription of account "${id}" is already cancelled; it stays usable until ${end}, then the account is back on the trial plan.`,
      );
    }
    return jsonResponse(c, cancelled.account, 200);
  })
  .post("/accounts/:id/credits", json(CreditsBody), async function addCredits(c) {
    const id = c.req.param("id");
    const account = await c.get("services").store.credit(id, c.req.valid("json").words);
    if (!account) throw notFound(id);
    return jsonResponse(c, account, 200);
  });
