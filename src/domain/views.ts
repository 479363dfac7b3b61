import * as z from "zod";

// The shapes the API answers with, defined once: the stores compute them, the routes name and
// register them as their response schemas, and the MCP tools and the OpenAPI reference describe
// them from the same schemas. Non-strict here (a stored body read back is stripped, never
// refused); the routes publish them strict.

const Offset = z.number().int().nonnegative();

/** One sign of AI writing found in a text (POST /api/v1/analyze, and the change report's remaining signs). */
export const FoundSignView = z.object({
  family: z.string().meta({ description: "The sign family's id, from the catalogue of signs of AI writing (`docs/ai-writing-signs.md`).", example: "excess-vocabulary" }),
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
          family: z.string().nullable().meta({ description: "The sign family the edit touched, or `null` for an edit outside any sign (sentence rhythm, `it is` written `it's`)." }),
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
  report: ChangeReportView.optional().meta({ description: "Only with `\"report\": true`: what the rewrite changed, span by span." }),
});

/** What `POST /api/v1/analyze` answers. */
export const AnalysisView = z.object({
  words: z.number().int().nonnegative().meta({ description: "Words of `text`, counted as for billing (nothing is charged)." }),
  signs: z.array(FoundSignView).meta({ description: "Every sign found, in order of position." }),
  signs_per_1000_words: z.number().nonnegative().meta({ description: "A count of known writing patterns per 1,000 words, not a probability that a model wrote the text." }),
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
