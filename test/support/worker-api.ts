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
