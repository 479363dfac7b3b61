import * as z from "zod";
import { BALANCE_TYPES, entryId, LEDGER_KINDS, REFUND_REASONS, SUBSCRIPTION_EVENTS, type LedgerEntry, type LedgerPage } from "./ledger";

// The shapes the API answers with, defined once: the stores compute them, the routes name and
// register them as their response schemas, and the MCP tools and the OpenAPI reference describe
// them from the same schemas. Non-strict here (a stored body read back is stripped, never
// refused); the routes publish them strict.

const Offset = z.number().int().nonnegative();

/** One sign of AI writing found in a text (POST /api/v1/analyze, and the change report's remaining signs). */
export const FoundSignView = z.object({
  family: z
    .string()
    .meta({ description: "The sign family's id, from the catalogue of signs of AI writing (`docs/ai-writing-signs.md`).", example: "excess-vocabulary" }),
  start: Offset.meta({ description: "UTF-16 offset where the sign starts." }),
  end: Offset.meta({ description: "UTF-16 offset where it ends; `excerpt` is `text.slice(start, end)`." }),
  excerpt: z.string().meta({ description: "The sign as it stands in the text." }),
  explanation: z.string().meta({ description: "What the pattern is and why it reads as machine-written, in one sentence." }),
});

/** What `POST /api/v1/humanize` adds with `"report": true`. */
export const ChangeReportView = z
  .object({
    changes: z
      .array(
        z.object({
          start: Offset.meta({ description: "UTF-16 offset into the submitted `text`." }),
          end: Offset,
          before: z.string().meta({ description: "`text.slice(start, end)`." }),
          after: z.string().meta({ description: "What replaces it in `humanized_text`." }),
          family: z
            .string()
            .nullable()
            .meta({ description: "The sign family the edit touched, or `null` for an edit outside any sign (sentence rhythm, `it is` written `it's`)." }),
        }),
      )
      .meta({ description: "The edits in order: applied to `text`, they give exactly `humanized_text`." }),
    signs_before: z.number().int().nonnegative().meta({ description: "Signs of AI writing found in `text`." }),
    signs_after: z.number().int().nonnegative().meta({ description: "Signs found in `humanized_text`." }),
    words_changed_ratio: z.number().min(0).max(1).meta({ description: "Words replaced, removed or added, over the words of `text` (4 decimals)." }),
    protected: z
      .object({ kept: z.number().int().nonnegative(), total: z.number().int().nonnegative() })
      .meta({ description: "Protected spans of `text` (numbers, names, links, code, quotations…) and how many came back unchanged." }),
    remaining: z
      .array(FoundSignView.extend({ reason: z.string().meta({ description: "Why the sign is still there." }) }))
      .meta({ description: "Signs still in `humanized_text` (offsets into it), with the reason." }),
  })
  .meta({ id: "ChangeReport" });
export type ChangeReportView = z.infer<typeof ChangeReportView>;

/** What `POST /api/v1/humanize` answers (and what an idempotency record keeps for replay). */
export const HumanizeResult = z.object({
  humanized_text: z.string().meta({ description: "The rewrite." }),
  words_used: z.number().int().nonnegative().meta({ description: "Words charged: the words of the submitted `text` (the rewrite's length does not matter)." }),
  balance_remaining: z.number().int().nonnegative().meta({ description: "Words left in the balance in use after this request." }),
  report: ChangeReportView.optional().meta({ description: 'Only with `"report": true`: what the rewrite changed, span by span.' }),
});

/** What `POST /api/v1/analyze` answers. */
export const AnalysisView = z.object({
  words: z.number().int().nonnegative().meta({ description: "Words of `text`, counted as for billing (nothing is charged)." }),
  signs: z.array(FoundSignView).meta({ description: "Every sign found, in order of position." }),
  signs_per_1000_words: z
    .number()
    .nonnegative()
    .meta({ description: "A count of known writing patterns per 1,000 words, not a probability that a model wrote the text." }),
});
export type AnalysisView = z.infer<typeof AnalysisView>;
export type HumanizeResult = z.infer<typeof HumanizeResult>;

/** What `GET /api/v1/balance` answers. */
export const BalanceView = z.object({
  balance_remaining: z.number().int().nonnegative().meta({ description: "Words left: the main balance on `api`, the trial balance on `trial`." }),
  plan: z.enum(["trial", "api"]).meta({ description: "`api` while a subscription is active, otherwise `trial`." }),
  reset_date: z.iso.datetime().nullable().meta({ description: "End of the current billing period (UTC, ISO 8601), `null` on `trial`." }),
});
export type BalanceView = z.infer<typeof BalanceView>;

/** One ledger entry as `GET /api/v1/usage` answers it: every field present, `null` where it does not apply. */
export const LedgerEntryView = z.object({
  id: z.string().meta({
    description:
      "The entry's id: `le_` and its number in the account's ledger, so ids sort as the entries do. Pass it as `starting_after` for the entries before it.",
    example: "le_000000000004",
  }),
  kind: z.enum(LEDGER_KINDS).meta({
    description:
      "`trial`: the free trial's words, the account's first entry. `charge`: a request's words taken. `refund`: a charge given back. " +
      "`renewal`: a new billing period (the balance set to the period's words). `credit`: words added by the operator. " +
      "`subscription`: a subscription started, replaced, cancelled or lapsed (see `event`).",
  }),
  created_at: z.iso.datetime().meta({ description: "When the words moved (UTC, ISO 8601)." }),
  words: z
    .number()
    .int()
    .nonnegative()
    .meta({
      description:
        "Words moved: charged, refunded, credited or granted. For a `renewal`, or a subscription `started` or `replaced`, what the main balance was set to; 0 for a cancellation or a lapse. " +
        "A refund of 0 words settles a charge whose billing period has since renewed (the renewal already reset that balance).",
    }),
  balance_type: z.enum(BALANCE_TYPES).nullable().meta({
    description: "The balance the words moved in: `trial` or `main` (the balance of the `api` plan); `null` for a cancellation or a lapse.",
  }),
  balance_after: z.number().int().nonnegative().meta({ description: "The main balance after this entry." }),
  trial_balance_after: z.number().int().nonnegative().meta({ description: "The trial balance after this entry." }),
  request_id: z.string().nullable().meta({ description: "Charges and refunds: the `X-Request-Id` of the request that moved the words." }),
  idempotency_key: z.string().nullable().meta({ description: "Charges and refunds: the request's `Idempotency-Key`, if it sent one." }),
  charge_id: z.string().nullable().meta({ description: "Refunds: the id of the charge given back." }),
  reason: z.enum(REFUND_REASONS).nullable().meta({
    description:
      "Refunds: `engine_failure` (the rewrite failed; the request answered 503 engine_unavailable) or `lease_expired` (the request died after its charge, and a retry with its `Idempotency-Key` gave the words back first).",
  }),
  event: z
    .enum(SUBSCRIPTION_EVENTS)
    .nullable()
    .meta({ description: "Subscription entries: `started`, `replaced`, `cancelled` (usable until `period_end`) or `lapsed` (back on the trial)." }),
  period_end: z.iso.datetime().nullable().meta({
    description: "Renewals and subscription entries: the end of the billing period after the entry (a lapse: the end it lapsed at).",
  }),
});
export type LedgerEntryView = z.infer<typeof LedgerEntryView>;

/** What `GET /api/v1/usage` answers: a page of the ledger, newest first, in the style of Stripe's lists. */
export const LedgerListView = z.object({
  object: z.literal("list").meta({ description: "Always `list`." }),
  data: z.array(LedgerEntryView).meta({ description: "The entries, newest first." }),
  has_more: z.boolean().meta({ description: "Whether older entries follow: ask for them with `starting_after` set to the last entry's `id`." }),
});
export type LedgerListView = z.infer<typeof LedgerListView>;

const isoOrNull = (at: number | undefined) => (at === undefined ? null : new Date(at).toISOString());

export function ledgerEntryView(entry: LedgerEntry): LedgerEntryView {
  return {
    id: entryId(entry.seq),
    kind: entry.kind,
    created_at: new Date(entry.at).toISOString(),
    words: entry.words,
    balance_type: entry.of ?? null,
    balance_after: entry.balance,
    trial_balance_after: entry.trial,
    request_id: entry.requestId ?? null,
    idempotency_key: entry.idempotencyKey ?? null,
    charge_id: entry.charge === undefined ? null : entryId(entry.charge),
    reason: entry.reason ?? null,
    event: entry.event ?? null,
    period_end: isoOrNull(entry.periodEnd),
  };
}

export function ledgerListView(page: LedgerPage): LedgerListView {
  return { object: "list", data: page.entries.map(ledgerEntryView), has_more: page.hasMore };
}
