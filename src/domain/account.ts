import * as z from "zod";

// The persisted shape of an account, shared by both stores and validated when read back.

export const SubscriptionRecord = z.object({
  status: z.enum(["active", "cancelled"]),
  wordsPerPeriod: z.number().int().positive(),
  /** End of the current period, epoch milliseconds. */
  currentPeriodEnd: z.number().int(),
  /** Day of month the periods end on, kept across short months. */
  anchorDay: z.number().int().min(1).max(31),
});
export type Subscription = z.infer<typeof SubscriptionRecord>;

export const ApiKeyRecord = z.object({
  /** Lower-case hex SHA-256 of the key; the key itself is never stored. */
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  prefix: z.string(),
  createdAt: z.number().int(),
});
export type ApiKeyRecord = z.infer<typeof ApiKeyRecord>;

export const AccountRecord = z.object({
  id: z.string(),
  createdAt: z.number().int(),
  trialBalance: z.number().int().nonnegative(),
  balance: z.number().int().nonnegative(),
  subscription: SubscriptionRecord.nullable(),
  key: ApiKeyRecord.nullable(),
  /**
   * Number of the account's newest ledger entry (src/domain/ledger.ts): entries are numbered
   * 1, 2, 3… with the balance change they record. 0 for an account written before the ledger.
   */
  ledgerSeq: z.number().int().nonnegative().default(0),
});
export type Account = z.infer<typeof AccountRecord>;

export type Plan = "trial" | "api";

/** What the operator API answers for an account. */
export interface AccountView {
  account_id: string;
  plan: Plan;
  trial_balance: number;
  balance: number;
  subscription: null | {
    status: "active" | "cancelled";
    words_per_period: number;
    current_period_end: string;
  };
  key: null | { prefix: string; created_at: string };
}
