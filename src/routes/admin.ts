import { zValidator } from "@hono/zod-validator";
import type { Context, MiddlewareHandler } from "hono";
import * as z from "zod";
import { failures } from "../domain/failures";
import { ledgerListView } from "../domain/views";
import { describeIssues } from "../http/body";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { jsonResponse } from "../http/headers";
import { createRoute } from "../http/route";
import { ledgerAnswer, queryOf } from "./usage";

// The operator API (docs/api.md): accounts, keys, subscriptions, credits and the ledger. Every route here
// sits behind the `operatorOnly` middleware (src/http/middleware/operator-only.ts), which the
// app puts on `/admin/v1/*`; none is in the public reference.

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

/** What each field must be, for the message of a body that breaks its schema. */
const FIELD_RULES: Readonly<Record<string, string>> = {
  words_per_period: "`words_per_period` is required and must be a whole number greater than 0",
  current_period_end: "`current_period_end` must be an ISO 8601 date in the future",
  words: "`words` is required and must be a whole number greater than 0",
};

/** Validates the JSON body with `schema`; `validBody` reads the result. */
function json<T extends z.ZodType>(schema: T): MiddlewareHandler<AppEnv> {
  const validator = zValidator("json", schema, (result) => {
    if (!result.success) throw new ApiError(describeIssues(result.error, FIELD_RULES));
  });
  return validator as unknown as MiddlewareHandler<AppEnv>;
}

/** The body `json(schema)` validated (typed by the schema, which is not parsed again). */
function validBody<T extends z.ZodType>(c: Context<AppEnv>, _schema: T): z.output<T> {
  return (c.req as unknown as { valid(target: "json"): z.output<T> }).valid("json");
}

const accountNotFound = (id: string) => new ApiError(failures.accountNotFound(id));

/** The base of the operator API's paths. */
export const ADMIN_BASE = "/admin/v1";

export const createAccountRoute = createRoute({
  method: "POST",
  path: `${ADMIN_BASE}/accounts`,
  handlers: [
    async function createAccount(c: Context<AppEnv>) {
      const { account, apiKey } = await c.get("services").store.createAccount();
      return jsonResponse(
        c,
        { account_id: account.account_id, api_key: apiKey, plan: account.plan, trial_balance: account.trial_balance, balance: account.balance },
        201,
      );
    },
  ],
});

export const showAccountRoute = createRoute({
  method: "GET",
  path: `${ADMIN_BASE}/accounts/:id`,
  handlers: [
    async function showAccount(c: Context<AppEnv>) {
      const id = c.req.param("id")!;
      const account = await c.get("services").store.getAccount(id);
      if (!account) throw accountNotFound(id);
      return jsonResponse(c, account, 200);
    },
  ],
});

export const rotateKeyRoute = createRoute({
  method: "POST",
  path: `${ADMIN_BASE}/accounts/:id/api-key`,
  handlers: [
    async function rotateKey(c: Context<AppEnv>) {
      const id = c.req.param("id")!;
      const apiKey = await c.get("services").store.rotateKey(id);
      if (!apiKey) throw accountNotFound(id);
      return jsonResponse(c, { api_key: apiKey }, 201);
    },
  ],
});

export const revokeKeyRoute = createRoute({
  method: "DELETE",
  path: `${ADMIN_BASE}/accounts/:id/api-key`,
  handlers: [
    async function revokeKey(c: Context<AppEnv>) {
      const id = c.req.param("id")!;
      if (!(await c.get("services").store.revokeKey(id))) throw accountNotFound(id);
      return c.body(null, 204);
    },
  ],
});

export const subscribeRoute = createRoute({
  method: "PUT",
  path: `${ADMIN_BASE}/accounts/:id/subscription`,
  handlers: [
    json(SubscriptionBody),
    async function subscribe(c: Context<AppEnv>) {
      const id = c.req.param("id")!;
      const body = validBody(c, SubscriptionBody);
      const account = await c.get("services").store.subscribe(id, body.words_per_period, body.current_period_end);
      if (!account) throw accountNotFound(id);
      return jsonResponse(c, account, 200);
    },
  ],
});

export const cancelSubscriptionRoute = createRoute({
  method: "DELETE",
  path: `${ADMIN_BASE}/accounts/:id/subscription`,
  handlers: [
    async function cancelSubscription(c: Context<AppEnv>) {
      const id = c.req.param("id")!;
      const cancelled = await c.get("services").store.cancelSubscription(id);
      if (!cancelled) throw accountNotFound(id);
      if (!cancelled.ok) throw new ApiError(cancelled.failure);
      return jsonResponse(c, cancelled.value, 200);
    },
  ],
});

export const addCreditsRoute = createRoute({
  method: "POST",
  path: `${ADMIN_BASE}/accounts/:id/credits`,
  handlers: [
    json(CreditsBody),
    async function addCredits(c: Context<AppEnv>) {
      const id = c.req.param("id")!;
      const account = await c.get("services").store.credit(id, validBody(c, CreditsBody).words);
      if (!account) throw accountNotFound(id);
      return jsonResponse(c, account, 200);
    },
  ],
});

/**
 * An account's ledger, newest first, paged like `GET /api/v1/usage` (same parameters, same
 * answer, CSV with `Accept: text/csv`), the account renewed to now first. For an operator's
 * audit, and the CLI's `usage`.
 */
export const ledgerRoute = createRoute({
  method: "GET",
  path: `${ADMIN_BASE}/accounts/:id/ledger`,
  handlers: [
    async function showLedger(c: Context<AppEnv>) {
      const id = c.req.param("id")!;
      // As on the other operator routes, what the request says is checked before the account is looked up.
      const request = queryOf(c.req.url);
      if (!request.ok) throw new ApiError(request.failure);
      const page = await c.get("services").store.ledger(id, request.query);
      if (!page) throw accountNotFound(id);
      if (!page.ok) throw new ApiError(page.failure);
      return ledgerAnswer(c, ledgerListView(page.value), request.query.limit);
    },
  ],
});

/**
 * Replays an account's ledger against its stored balances (src/domain/ledger.ts `reconcile`):
 * `reconciled` is true when the entries kept are whole and the replay since the last renewal
 * gives exactly the balances; `differences` says what differs otherwise. For the crash test,
 * the soak and the CLI.
 */
export const reconciliationRoute = createRoute({
  method: "GET",
  path: `${ADMIN_BASE}/accounts/:id/reconciliation`,
  handlers: [
    async function reconcileAccount(c: Context<AppEnv>) {
      const id = c.req.param("id")!;
      const report = await c.get("services").store.reconcile(id);
      if (!report) throw accountNotFound(id);
      return jsonResponse(c, report, 200);
    },
  ],
});

/** The operator API, in the order its paths and methods are listed (and answered in `Allow`). */
export const adminRoutes = [
  createAccountRoute,
  showAccountRoute,
  rotateKeyRoute,
  revokeKeyRoute,
  subscribeRoute,
  cancelSubscriptionRoute,
  addCreditsRoute,
  ledgerRoute,
  reconciliationRoute,
];
