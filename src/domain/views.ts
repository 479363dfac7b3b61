import * as z from "zod";

// The shapes the API answers with, defined once: the stores compute them, the routes name and
// register them as their response schemas, and the MCP tools and the OpenAPI reference describe
// them from the same schemas. Non-strict here (a stored body read back is stripped, never
// refused); the routes publish them strict.

/** What `POST /api/v1/humanize` answers (and what an idempotency record keeps for replay). */
export const HumanizeResult = z.object({
  humanized_text: z.string().meta({ description: "The rewrite." }),
  words_used: z.number().int().nonnegative().meta({ description: "Words charged: the words of the submitted `text` (the rewrite's length does not matter)." }),
  balance_remaining: z.number().int().nonnegative().meta({ description: "Words left in the balance in use after this request." }),
});
export type HumanizeResult = z.infer<typeof HumanizeResult>;

/** What `GET /api/v1/balance` answers. */
export const BalanceView = z.object({
  balance_remaining: z.number().int().nonnegative().meta({ description: "Words left: the main balance on `api`, the trial balance on `trial`." }),
  plan: z.enum(["trial", "api"]).meta({ description: "`api` while a subscription is active, otherwise `trial`." }),
  reset_date: z.iso.datetime().nullable().meta({ description: "End of the current billing period (UTC, ISO 8601), `null` on `trial`." }),
});
export type BalanceView = z.infer<typeof BalanceView>;
