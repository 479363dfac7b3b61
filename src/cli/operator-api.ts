// The operator API (/admin/v1) as its clients see it (the operator CLI, `npm run dev`): request
// bodies and answers, taken from the API's own definitions, so that a change of shape there
// fails `npm run typecheck` here instead of drifting. Type-only imports: nothing of the Worker
// is loaded when a CLI runs, and nothing here is part of the Worker's bundle.
import type * as z from "zod";
import type { AccountView } from "../domain/account";
import type { ErrorCode } from "../errors";
import type { CreditsBody, SubscriptionBody } from "../routes/admin";

export type { AccountView, ErrorCode };

/** `POST /accounts` → 201: the new account, with its API key (shown this once). */
export type CreatedAccount = Pick<AccountView, "account_id" | "plan" | "trial_balance" | "balance"> & { api_key: string };

/** `POST /accounts/:id/api-key` → 201. */
export type RotatedKey = Pick<CreatedAccount, "api_key">;

/** `PUT /accounts/:id/subscription`'s body (→ 200 AccountView). */
export type SubscribeBody = z.input<typeof SubscriptionBody>;

/** `POST /accounts/:id/credits`'s body (→ 200 AccountView). */
export type CreditBody = z.input<typeof CreditsBody>;

/** Every error answer of the API: a stable code and a sentence for a human. */
export interface ErrorAnswer {
  error: ErrorCode;
  message: string;
}
