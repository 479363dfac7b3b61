import type { Context } from "hono";
import { accepts } from "hono/accepts";
import * as z from "zod";
import type { Services } from "../config/services";
import { failures, type Failure } from "../domain/failures";
import { DAY_MS, DEFAULT_PAGE_SIZE, entryId, entrySeq, MAX_PAGE_SIZE, type LedgerQuery } from "../domain/ledger";
import type { RateLimitState } from "../domain/rate-window";
import { LedgerListView, ledgerListView, type LedgerEntryView } from "../domain/views";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { apiResponse, jsonResponse, rateLimitHeaders } from "../http/headers";
import { apiKeyAuth } from "../http/middleware/api-key";
import { createRoute } from "../http/route";
import { errorResponses, formatNumber as n, header, rateLimitHeaderDocs, REQUEST_ID_HEADER } from "../openapi/responses";
import type { KeyCredential } from "../store/port";

// `GET /api/v1/usage`: the account's ledger (every movement of its words), newest first, a page
// at a time with Stripe-style cursors, as JSON or (Accept: text/csv) as CSV. Counts against the
// rate limit like GET /api/v1/balance, in the one store call that authenticates and reads.
// The operator's `GET /admin/v1/accounts/{id}/ledger` (routes/admin.ts) answers the same way.

// ── Contract ─────────────────────────────────────────────────────────────────────────────

const EXAMPLE_CURSOR = "le_000000000021";

export const UsageQuery = z
  .strictObject({
    limit: z
      .number()
      .int()
      .min(1)
      .max(MAX_PAGE_SIZE)
      .default(DEFAULT_PAGE_SIZE)
      .meta({
        description: `How many entries to answer: 1 to ${MAX_PAGE_SIZE}, ${DEFAULT_PAGE_SIZE} by default.`,
        example: DEFAULT_PAGE_SIZE,
      }),
    starting_after: z
      .string()
      .regex(/^le_\d{12}$/)
      .optional()
      .meta({
        description: "An entry id (the last `id` of the previous page): the page starts with the entry before it. Omitted: with the newest entry.",
        example: EXAMPLE_CURSOR,
      }),
  })
  .meta({ description: "Unknown parameters are refused with `invalid_request`." });

/** What each parameter must be, for the message that names it. */
const PARAMETER_RULES: Readonly<Record<keyof z.infer<typeof UsageQuery>, string>> = {
  limit: `\`limit\` must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
  starting_after: `\`starting_after\` must be an entry id such as "${EXAMPLE_CURSOR}"`,
};
const PARAMETERS = Object.keys(PARAMETER_RULES) as (keyof typeof PARAMETER_RULES)[];

/**
 * The example page of the reference: an `api` account (50,000 words a period) whose rewrite failed
 * (refunded) and was retried with the same key; its first entry is the deployment's trial grant.
 */
export function exampleUsage(trialWords: number): LedgerListView {
  const words = 50_000;
  const periodEnd = "2026-12-21T09:30:00.000Z";
  const entry = (seq: number, at: string, fields: Partial<LedgerEntryView>): LedgerEntryView => ({
    id: entryId(seq),
    kind: "charge",
    created_at: at,
    words: 24,
    balance_type: "main",
    balance_after: words - 24,
    trial_balance_after: trialWords,
    request_id: null,
    idempotency_key: null,
    charge_id: null,
    reason: null,
    event: null,
    period_end: null,
    ...fields,
  });
  const failed = { request_id: "8e2f0b51-7c3d-4a69-b1e4-5d0c9f2a6b18", idempotency_key: "order-1234" };
  return {
    object: "list",
    data: [
      entry(5, "2026-11-21T09:31:05.000Z", { request_id: "c7a1e3d2-5b8f-4e21-9a0c-2f6d4b8e1a37", idempotency_key: "order-1234" }),
      entry(4, "2026-11-21T09:30:26.000Z", { ...failed, kind: "refund", balance_after: words, charge_id: entryId(3), reason: "engine_failure" }),
      entry(3, "2026-11-21T09:30:01.000Z", failed),
      entry(2, "2026-11-21T09:29:52.000Z", { kind: "subscription", event: "started", words, balance_after: words, period_end: periodEnd }),
      entry(1, "2026-11-21T09:29:40.000Z", { kind: "trial", words: trialWords, balance_type: "trial", balance_after: 0 }),
    ],
    has_more: false,
  };
}

// Its example is set per document (src/openapi/spec.ts): exampleUsage with the configured trial words.
export const UsageResponse = LedgerListView.strict().meta({ id: "UsageList" });

/** The error codes the route can answer with, in the contract's order of checks. */
const ERRORS = [
  "payload_too_large",
  "invalid_api_key",
  "rate_limit_exceeded",
  "invalid_request",
  "service_unavailable",
  "method_not_allowed",
  "internal_error",
] as const;

// ── Reading the query ────────────────────────────────────────────────────────────────────

export type ParsedQuery = { ok: true; query: LedgerQuery } | { ok: false; failure: Failure };

/**
 * Reads a page request (no I/O): the query string of the REST routes (`parameter: "query"`), or
 * the arguments of the MCP tool (`"field"`, where `limit` is a JSON number). Every failure names
 * the parameter.
 */
export function readLedgerQuery(raw: Readonly<Record<string, unknown>>, as: "query" | "field"): ParsedQuery {
  const invalid = (rule: string): ParsedQuery => ({ ok: false, failure: as === "query" ? failures.invalidParameter(rule) : failures.invalidField(rule) });
  const unknown = Object.keys(raw).filter((name) => !(PARAMETERS as string[]).includes(name));
  if (unknown.length > 0) {
    const names = unknown.map((name) => `\`${name}\``).join(", ");
    return {
      ok: false,
      failure: as === "query" ? failures.unknownParameters(names, PARAMETERS.map((name) => `\`${name}\``).join(" and ")) : failures.unknownFields(names),
    };
  }
  const limit = raw.limit ?? DEFAULT_PAGE_SIZE;
  if (typeof limit !== "number" || !Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) return invalid(PARAMETER_RULES.limit);
  let startingAfter: number | null = null;
  if (raw.starting_after !== undefined) {
    startingAfter = typeof raw.starting_after === "string" ? entrySeq(raw.starting_after) : null;
    if (startingAfter === null) return invalid(PARAMETER_RULES.starting_after);
  }
  return { ok: true, query: { limit, startingAfter } };
}

/** The query string of a ledger route, read as `readLedgerQuery` wants it (each parameter once; `limit` in digits). */
export function queryOf(url: string): ParsedQuery {
  const params = new URL(url).searchParams;
  const raw: Record<string, unknown> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    if (values.length > 1 && Object.hasOwn(PARAMETER_RULES, name)) {
      return { ok: false, failure: failures.invalidParameter(`\`${name}\` must be given once`) };
    }
    const value = values[0]!;
    raw[name] = name === "limit" ? (/^\d{1,4}$/.test(value) ? Number(value) : Number.NaN) : value;
  }
  return readLedgerQuery(raw, "query");
}

// ── CSV ──────────────────────────────────────────────────────────────────────────────────

/** The CSV's columns, in order: the JSON entry's fields. */
export const CSV_COLUMNS = [
  "id",
  "created_at",
  "kind",
  "words",
  "balance_type",
  "balance_after",
  "trial_balance_after",
  "request_id",
  "idempotency_key",
  "charge_id",
  "reason",
  "event",
  "period_end",
] as const satisfies readonly (keyof LedgerEntryView)[];

export const CSV_MEDIA_TYPE = "text/csv; charset=utf-8; header=present";

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, its quotes
 * doubled; `null` is empty. A text that a spreadsheet would run as a formula (it starts with
 * `=`, `+`, `-`, `@`, a tab or a carriage return: OWASP's CSV injection advice) gets a leading
 * `'`; only the `idempotency_key` and `request_id` a client chose can start so.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A page as CSV: a header row, then one row per entry, newest first; CRLF line ends. */
export function ledgerCsv(list: LedgerListView): string {
  const rows = [CSV_COLUMNS.join(","), ...list.data.map((entry) => CSV_COLUMNS.map((column) => csvField(entry[column])).join(","))];
  return `${rows.join("\r\n")}\r\n`;
}

// ── Answering ────────────────────────────────────────────────────────────────────────────

/**
 * A page as the client asked for it (`Accept: text/csv`, else JSON), with `Link: <…>; rel="next"`
 * when older entries follow (the CSV has no `has_more`: the header says it).
 */
export function ledgerAnswer(c: Context<AppEnv>, list: LedgerListView, limit: number, headers: Record<string, string> = {}): Response {
  const all: Record<string, string> = { ...headers, Vary: "Accept" };
  const last = list.data.at(-1);
  if (list.has_more && last) {
    const next = new URL(c.req.url);
    next.search = new URLSearchParams({ limit: String(limit), starting_after: last.id }).toString();
    all["Link"] = `<${next.pathname}${next.search}>; rel="next"`;
  }
  const csv = accepts(c, { header: "Accept", supports: ["application/json", "text/csv"], default: "application/json" }) === "text/csv";
  return csv ? apiResponse(c, ledgerCsv(list), CSV_MEDIA_TYPE, 200, all) : jsonResponse(c, list, 200, all);
}

// ── Operation (also run by the MCP tool `get_usage`) ─────────────────────────────────────

/**
 * A page of the credential's account's ledger in one store call, which also authenticates and
 * counts the request (a renewal due is written first, and shown). A bad query is answered after
 * authentication and the rate limit, as the contract orders it. A refusal is thrown as an ApiError.
 */
export async function usage(
  services: Services,
  credential: KeyCredential,
  request: ParsedQuery,
): Promise<{ body: LedgerListView; limit: number; rateLimit: RateLimitState }> {
  if (!request.ok) {
    // Authenticated and counted like GET /api/v1/balance, then refused.
    const gated = await services.store.balance(credential);
    if (!gated.ok) throw new ApiError(gated.failure, { rateLimit: gated.rateLimit, retryAfter: gated.retryAfter });
    throw new ApiError(request.failure, { rateLimit: gated.rateLimit });
  }
  const gated = await services.store.usage(credential, request.query);
  if (!gated.ok) throw new ApiError(gated.failure, { rateLimit: gated.rateLimit, retryAfter: gated.retryAfter });
  return { body: ledgerListView(gated.value), limit: request.query.limit, rateLimit: gated.rateLimit };
}

// ── Route ────────────────────────────────────────────────────────────────────────────────

export const usageRoute = createRoute({
  method: "GET",
  path: "/api/v1/usage",
  handlers: [
    apiKeyAuth,
    async function usageHandler(c: Context<AppEnv>) {
      const answer = await usage(c.get("services"), c.get("credential"), queryOf(c.req.url));
      return ledgerAnswer(c, answer.body, answer.limit, rateLimitHeaders(answer.rateLimit));
    },
  ],
  openapi: (config) => ({
    method: "get",
    path: "/api/v1/usage",
    operationId: "listUsage",
    tags: ["API"],
    summary: "The account's ledger: every movement of its words, newest first",
    description:
      "Every change of the account's balances is one entry, written with the change itself: the trial's words, each charge (with the request's id and " +
      "`Idempotency-Key`), each refund (naming the charge and why), renewals, credits and subscription changes, each with both balances after it. " +
      "Replaying the entries since the last renewal gives exactly the balances. Pages follow Stripe's lists: `limit`, `starting_after`, `has_more` " +
      '(and a `Link: <…>; rel="next"` header). `Accept: text/csv` answers the same page as CSV (RFC 4180, a header row). ' +
      `This deployment keeps the entries of the last ${n(config.ledger.retentionMs / DAY_MS)} days, at most ${n(config.ledger.maxEntries)} per account, whichever is fewer. ` +
      "Counts against the rate limit like any request; costs no words. Checks run in this order: 401 → 429 → 400 → 200.",
    security: [{ apiKey: [] }],
    // `Accept` picks the media type: OpenAPI describes that by the response's two contents, not as a parameter.
    request: { query: UsageQuery },
    responses: {
      200: {
        description:
          "A page of the ledger, newest first. The example: an account on the `api` plan whose rewrite failed (refunded) and was retried with the same `Idempotency-Key`.",
        headers: {
          ...REQUEST_ID_HEADER,
          ...rateLimitHeaderDocs(config),
          Link: header('`<…?limit=…&starting_after=…>; rel="next"`: the next page, when `has_more` is true.', "string"),
        },
        content: {
          "application/json": { schema: UsageResponse },
          "text/csv": {
            schema: z.string().meta({
              description: `The same page: a header row (${CSV_COLUMNS.join(", ")}), then one row per entry.`,
              example: ledgerCsv(exampleUsage(config.trialWords)),
            }),
          },
        },
      },
      ...errorResponses(config, ERRORS, { invalid_request: failures.invalidParameter(PARAMETER_RULES.limit) }),
    },
  }),
});
