// Requests through the real Worker in the test's workerd, and the accounts, texts and error checks
// the API tests share (test/routes, test/cross-cutting, test/faults, test/llm).

import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";
import { TEST_ADMIN_TOKEN } from "./constants";

export const BASE = "https://api.example.test";
export { TEST_ADMIN_TOKEN };

/** A request through the real Worker (its default export, in the test's workerd). */
export function call(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new Request(`${BASE}${path}`, init));
}

export function admin(method: string, path: string, body?: unknown): Promise<Response> {
  return call(`/admin/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export interface TestAccount {
  id: string;
  key: string;
}

export async function createAccount(): Promise<TestAccount> {
  const res = await admin("POST", "/accounts", {});
  expect(res.status).toBe(201);
  const body = (await res.json()) as { account_id: string; api_key: string };
  return { id: body.account_id, key: body.api_key };
}

/** An account on the `api` plan with `words` in its main balance. */
export async function createSubscriber(words: number): Promise<TestAccount> {
  const account = await createAccount();
  const res = await admin("PUT", `/accounts/${account.id}/subscription`, { words_per_period: words });
  expect(res.status).toBe(200);
  return account;
}

const SENTENCE = "The team reviewed the plan and agreed on the next steps.".split(" ");

/** Plain English prose of exactly `words` words (by the contract's count). */
export function prose(words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(SENTENCE[i % SENTENCE.length]!);
  return `${out.join(" ")}.`.replace(/\.\.$/, ".");
}

export function humanize(key: string | null, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return call("/api/v1/humanize", {
    method: "POST",
    headers: {
      ...(key ? { Authorization: `Bearer ${key}` } : {}),
      "Content-Type": "application/json",
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function balance(key: string | null, headers: Record<string, string> = {}): Promise<Response> {
  return call("/api/v1/balance", { headers: { ...(key ? { Authorization: `Bearer ${key}` } : {}), ...headers } });
}

export async function balanceOf(key: string): Promise<number> {
  const res = await balance(key);
  expect(res.status).toBe(200);
  return ((await res.json()) as { balance_remaining: number }).balance_remaining;
}

/** Asserts the contract's error body: exactly `error` and `message`, and the status. */
export async function expectError(res: Response, status: number, code: string): Promise<string> {
  const body = (await res.json()) as Record<string, unknown>;
  expect({ status: res.status, error: body.error }).toEqual({ status, error: code });
  expect(Object.keys(body).sort()).toEqual(["error", "message"]);
  expect(typeof body.message).toBe("string");
  expect((body.message as string).length).toBeGreaterThan(0);
  return body.message as string;
}

/** Which store this run of the suite goes through ("durable" or "redis"). */
export function storeKind(): "durable" | "redis" {
  return (env as { STORE?: string }).STORE === "redis" ? "redis" : "durable";
}

/** Sends one raw command to the test Redis through its REST front (redis runs only). */
export async function redisCommand(command: (string | number)[]): Promise<unknown> {
  const res = await fetch(env.UPSTASH_REDIS_REST_URL!, {
    method: "POST",
    headers: { Authorization: `Bearer ${env.UPSTASH_REDIS_REST_TOKEN}` },
    body: JSON.stringify(command),
  });
  return ((await res.json()) as { result: unknown }).result;
}

/** GET /api/v1/usage with this key, query string (without `?`) and headers. */
export function usage(key: string | null, query = "", headers: Record<string, string> = {}): Promise<Response> {
  return call(`/api/v1/usage${query ? `?${query}` : ""}`, { headers: { ...(key ? { Authorization: `Bearer ${key}` } : {}), ...headers } });
}

/** A ledger entry as GET /api/v1/usage and the operator's ledger answer it. */
export interface LedgerEntry {
  id: string;
  kind: "charge" | "refund" | "renewal" | "credit" | "subscription" | "trial";
  created_at: string;
  words: number;
  balance_type: "trial" | "main" | null;
  balance_after: number;
  trial_balance_after: number;
  request_id: string | null;
  idempotency_key: string | null;
  charge_id: string | null;
  reason: "engine_failure" | "lease_expired" | null;
  event: "started" | "replaced" | "cancelled" | "lapsed" | null;
  period_end: string | null;
}

export interface LedgerList {
  object: "list";
  data: LedgerEntry[];
  has_more: boolean;
}

/** Every entry the operator's ledger keeps for an account, newest first (all its pages). */
export async function ledgerOf(id: string): Promise<LedgerEntry[]> {
  const entries: LedgerEntry[] = [];
  for (let cursor = ""; ; ) {
    const res = await admin("GET", `/accounts/${id}/ledger?limit=100${cursor}`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as LedgerList;
    entries.push(...page.data);
    if (!page.has_more) return entries;
    cursor = `&starting_after=${page.data.at(-1)!.id}`;
  }
}

/** What the operator's reconciliation reports for an account. */
export interface Reconciliation {
  account_id: string;
  reconciled: boolean;
  stored: { balance: number; trial_balance: number };
  replayed: { balance: number; trial_balance: number } | null;
  replayed_from: string | null;
  entries_written: number;
  entries_kept: number;
  oldest_kept: string | null;
  differences: string[];
}

export async function reconciliationOf(id: string): Promise<Reconciliation> {
  const res = await admin("GET", `/accounts/${id}/reconciliation`);
  expect(res.status).toBe(200);
  return (await res.json()) as Reconciliation;
}

/** Asserts that an account reconciles exactly, and answers the report. */
export async function expectReconciled(id: string): Promise<Reconciliation> {
  const report = await reconciliationOf(id);
  expect(report.differences).toEqual([]);
  expect(report.reconciled).toBe(true);
  expect(report.replayed).toEqual(report.stored);
  return report;
}
