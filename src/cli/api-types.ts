// The API as its clients in this repository see it (the operator CLI, `npm run dev`, the bench,
// soak and crash scripts): request bodies and answers, taken from the API's own definitions, so
// that a change of shape there fails `npm run typecheck` here instead of drifting. Type-only
// imports: nothing of the Worker is loaded when a script runs, and nothing here is part of the
// Worker's bundle.
import type * as z from "zod";
import type { AccountView } from "../domain/account";
import type { ErrorCode } from "../domain/failures";
import type { Reconciliation } from "../domain/ledger";
import type { LedgerEntryView, LedgerListView } from "../domain/views";
import type { ErrorBody } from "../http/errors";
import type { CreditsBody, SubscriptionBody } from "../routes/admin";
import type { AnalyzeResponse } from "../routes/analyze";
import type { BalanceResponse } from "../routes/balance";
import type { HumanizeResponse } from "../routes/humanize";

export type { AccountView, ErrorCode };

/** `POST /api/v1/humanize` → 200. */
export type HumanizeAnswer = z.infer<typeof HumanizeResponse>;

/** `POST /api/v1/analyze` → 200. */
export type AnalyzeAnswer = z.infer<typeof AnalyzeResponse>;

/** `GET /api/v1/balance` → 200. */
export type BalanceAnswer = z.infer<typeof BalanceResponse>;

/** `GET /api/v1/usage` and the operator's `GET /admin/v1/accounts/:id/ledger` → 200 (JSON): a page of the ledger, newest first. */
export type LedgerList = LedgerListView;

/** One ledger entry, as the API shows it. */
export type LedgerEntry = LedgerEntryView;

/** Operator API, `GET /admin/v1/accounts/:id/reconciliation` → 200. */
export type ReconciliationAnswer = Reconciliation;

/** Every error answer of the API: a stable code and a sentence for a human. */
export type ErrorAnswer = ErrorBody;

/** Operator API, `POST /admin/v1/accounts` → 201: the new account, with its API key (shown this once). */
export type CreatedAccount = Pick<AccountView, "account_id" | "plan" | "trial_balance" | "balance"> & { api_key: string };

/** Operator API, `POST /admin/v1/accounts/:id/api-key` → 201. */
export type RotatedKey = Pick<CreatedAccount, "api_key">;

/** Operator API, `PUT /admin/v1/accounts/:id/subscription`'s body (→ 200 AccountView). */
export type SubscribeBody = z.input<typeof SubscriptionBody>;

/** Operator API, `POST /admin/v1/accounts/:id/credits`'s body (→ 200 AccountView). */
export type CreditBody = z.input<typeof CreditsBody>;

/**
 * Any JSON answer of the API seen through the fields it may carry, for a client that reads an
 * answer before knowing which one it got (a test checks the status and the fields it expects).
 */
export type AnswerFields = Partial<HumanizeAnswer & BalanceAnswer & ErrorAnswer & CreatedAccount>;
