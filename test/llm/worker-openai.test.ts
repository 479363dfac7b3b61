import { afterEach, describe, expect, it } from "vitest";
import { balanceOf, createSubscriber, expectError, humanize } from "../support/worker-api";
import { ENGLISH, GERMAN, JAPANESE, PROTECTED, modelBehaves, modelStats, resetModel } from "./local-model";

// ENGINE=openai through the real Worker, against a local server speaking the chat-completions
// protocol. ENGINE_FALLBACK=fail here: every failure is a 503 with the words refunded.

afterEach(() => resetModel());

async function rewrite(key: string, body: Record<string, unknown>) {
  const res = await humanize(key, body);
  expect(res.status).toBe(200);
  return (await res.json()) as { humanized_text: string; words_used: number; balance_remaining: number };
}

describe("ENGINE=openai", () => {
  it("rewrites English through the model, keeping every protected span, and charges the words", async () => {
    const account = await createSubscriber(1_000);
    const body = await rewrite(account.key, { text: ENGLISH });
    for (const span of PROTECTED) expect(body.humanized_text).toContain(span);
    expect(body.humanized_text).not.toContain("Moreover");
    expect(body.balance_remaining).toBe(1_000 - body.words_used);
    const prompt = JSON.stringify((await modelStats()).lastPrompt);
    expect(prompt).toMatch(/English|\ben\b/);
    for (const span of PROTECTED) expect(prompt).not.toContain(span);
  });

  it("rewrites languages the rules engine does not handle: German given, Japanese detected", async () => {
    const account = await createSubscriber(10_000);
    const german = await rewrite(account.key, { text: GERMAN, language: "de" });
    expect(german.humanized_text).toContain("https://example.com/report");
    expect(german.humanized_text).toContain("$4,500");
    expect(german.humanized_text).not.toBe(GERMAN);
    expect(JSON.stringify((await modelStats()).lastPrompt)).toMatch(/German|Deutsch|\bde\b/);
    const japanese = await rewrite(account.key, { text: JAPANESE });
    for (const span of ["$4,500", "35%", "https://example.com/report"]) expect(japanese.humanized_text).toContain(span);
    expect(japanese.humanized_text).toContain("でも");
  });

  it.each([
    ["the provider answers 500", "status:500"],
    ["the provider rate-limits", "status:429"],
    ["the provider rejects the key", "status:401"],
    ["the answer is not JSON", "malformed"],
    ["the answer is empty", "empty"],
    ["the model drops a placeholder", "drop-placeholder"],
    ["the model duplicates a placeholder", "duplicate-placeholder"],
    ["the model adds a preamble", "preamble"],
    ["the model refuses", "refusal"],
    ["the model is slower than the deadline", "slow"],
  ])("503 engine_unavailable with a full refund when %s", async (_, behaviour) => {
    const account = await createSubscriber(1_000);
    await modelBehaves(behaviour);
    const res = await humanize(account.key, { text: ENGLISH });
    await expectError(res, 503, "engine_unavailable");
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(account.key)).toBe(1_000);
  });

  it("a failed rewrite is not kept for its Idempotency-Key: the retry runs afresh and is charged once", async () => {
    const account = await createSubscriber(1_000);
    await modelBehaves("status:500");
    await expectError(await humanize(account.key, { text: ENGLISH }, { "Idempotency-Key": "llm-1" }), 503, "engine_unavailable");
    await modelBehaves("rewrite");
    const retry = await humanize(account.key, { text: ENGLISH }, { "Idempotency-Key": "llm-1" });
    expect(retry.status).toBe(200);
    const { words_used } = (await retry.json()) as { words_used: number };
    expect(await balanceOf(account.key)).toBe(1_000 - words_used);
  });
});
