import { afterEach, describe, expect, it } from "vitest";
import { balanceOf, createSubscriber, humanize } from "../support/worker-api";
import { ENGLISH, PROTECTED, modelBehaves, resetModel } from "./local-model";

// ENGINE=openai with ENGINE_FALLBACK=rules: a chunk the model keeps getting wrong goes
// through the rules engine instead, and the request succeeds.

afterEach(() => resetModel());

describe("ENGINE=openai, ENGINE_FALLBACK=rules", () => {
  it.each(["drop-placeholder", "preamble", "refusal"])("falls back to the rules engine when the model answers %s", async (behaviour) => {
    const account = await createSubscriber(1_000);
    await modelBehaves(behaviour);
    const res = await humanize(account.key, { text: ENGLISH });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { humanized_text: string; words_used: number };
    for (const span of PROTECTED) expect(body.humanized_text).toContain(span);
    expect(body.humanized_text).not.toMatch(/^(Here is|Sure|I'm sorry)/);
    expect(await balanceOf(account.key)).toBe(1_000 - body.words_used);
  });
});
