import { describe, expect, it } from "vitest";
import { DEFAULT_WORKERS_AI_MODEL, workersAiEngine, type AiBinding } from "../../src/engine/llm/index.js";
import { fakeRewrite } from "../support/openai/server.ts";
import { ENGLISH_MARKDOWN, ENGLISH_SPANS, expectSpansIntact, JAPANESE, JAPANESE_SPANS, testOptions } from "./engine-fixtures.js";

interface Call {
  model: string;
  inputs: { messages: { role: string; content: string }[]; temperature: number; max_tokens: number };
  options: { signal?: AbortSignal } | undefined;
}

/** A stand-in for env.AI: answers with `answer(userText, callNumber)`, records every call. */
function standInAi(answer: (text: string, call: number) => unknown | Promise<unknown> = (text) => ({ response: fakeRewrite(text) })) {
  const calls: Call[] = [];
  const ai: AiBinding = {
    async run(model, inputs, options) {
      const call = { model, inputs, options } as Call;
      calls.push(call);
      return answer(call.inputs.messages.at(-1)?.content ?? "", calls.length);
    },
  };
  return { ai, calls };
}

const TEXT = "Moreover, Sarah Connor will delve into the 3,000 answers. However, it is important to read them in order to find the crucial ones.";

describe("workersAiEngine", () => {
  it("defaults to a Workers AI instruct model", () => {
    expect(DEFAULT_WORKERS_AI_MODEL).toMatch(/^@cf\/.+-instruct/);
  });

  it("calls AI.run(model, { messages, temperature, max_tokens }) and reads { response }", async () => {
    const { ai, calls } = standInAi();
    const engine = workersAiEngine(ai, "@cf/meta/llama-3.3-70b-instruct-fp8-fast", testOptions());
    expect(engine.name).toBe("workers-ai");
    expect(engine.languages).toBe("any");
    const output = await engine.rewrite({ text: TEXT, language: "en", mode: "aggressive" });
    expect(output).toBe("Also, Sarah Connor will dig into the 3,000 answers. But it is key to read them to find the vital ones.");
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.model).toBe("@cf/meta/llama-3.3-70b-instruct-fp8-fast");
    expect(call?.inputs.messages[0]?.role).toBe("system");
    expect(call?.inputs.messages[0]?.content).toContain("Write in English (en)");
    expect(call?.inputs.messages[1]?.content).toBe(
      "Moreover, ⟦1⟧ will delve into the ⟦2⟧ answers. However, it is important to read them in order to find the crucial ones.",
    );
    expect(call?.inputs.max_tokens).toBeGreaterThan(256); // Workers AI's default would cut a chunk short
    expect(call?.inputs.temperature).toBeTypeOf("number");
    expect(call?.options?.signal).toBeInstanceOf(AbortSignal);
  });

  it("keeps the Markdown skeleton and every protected span (English, Japanese)", async () => {
    const engine = workersAiEngine(standInAi().ai, DEFAULT_WORKERS_AI_MODEL, testOptions());
    const english = await engine.rewrite({ text: ENGLISH_MARKDOWN, language: "en", mode: "standard" });
    expectSpansIntact(ENGLISH_MARKDOWN, english, ENGLISH_SPANS);
    expect(english.split("\n")).toHaveLength(ENGLISH_MARKDOWN.split("\n").length);
    const japanese = await engine.rewrite({ text: JAPANESE, language: "ja", mode: "standard" });
    expectSpansIntact(JAPANESE, japanese, JAPANESE_SPANS);
    expect(japanese).toContain("でも、大切な");
  });

  it.each([
    ["a bare string", (text: string) => fakeRewrite(text)],
    ["OpenAI-style choices", (text: string) => ({ choices: [{ message: { role: "assistant", content: fakeRewrite(text) } }] })],
  ])("reads %s", async (_, answer) => {
    const engine = workersAiEngine(standInAi(answer).ai, DEFAULT_WORKERS_AI_MODEL, testOptions());
    await expect(engine.rewrite({ text: TEXT, language: "en", mode: "standard" })).resolves.toMatch(/^Also, Sarah Connor/);
  });

  it("retries once when AI.run throws, then throws", async () => {
    const flaky = standInAi((text, call) => {
      if (call === 1) throw new Error("3040: Capacity temporarily exceeded");
      return { response: fakeRewrite(text) };
    });
    await expect(workersAiEngine(flaky.ai, DEFAULT_WORKERS_AI_MODEL, testOptions()).rewrite({ text: TEXT, language: "en", mode: "standard" })).resolves.toMatch(
      /^Also/,
    );
    expect(flaky.calls).toHaveLength(2);

    const down = standInAi(() => {
      throw new Error("3040: Capacity temporarily exceeded");
    });
    await expect(workersAiEngine(down.ai, DEFAULT_WORKERS_AI_MODEL, testOptions()).rewrite({ text: TEXT, language: "en", mode: "standard" })).rejects.toThrow(
      /Capacity temporarily exceeded/,
    );
    expect(down.calls).toHaveLength(2);
  });

  it("retries an answer of an unexpected shape, then throws", async () => {
    const odd = standInAi(() => ({ result: 42 }));
    await expect(workersAiEngine(odd.ai, DEFAULT_WORKERS_AI_MODEL, testOptions()).rewrite({ text: TEXT, language: "en", mode: "standard" })).rejects.toThrow(
      /unexpected shape/,
    );
    expect(odd.calls).toHaveLength(2);
  });

  it("falls back to the rules engine after two answers that drop a placeholder", async () => {
    const dropping = standInAi((text) => ({ response: fakeRewrite(text).replace("⟦1⟧", "She") }));
    const output = await workersAiEngine(dropping.ai, DEFAULT_WORKERS_AI_MODEL, testOptions({ fallback: "rules" })).rewrite({
      text: TEXT,
      language: "en",
      mode: "standard",
    });
    expect(dropping.calls).toHaveLength(2);
    expect(output).toContain("Sarah Connor");
    expect(output).not.toContain("She");
  });

  it("times out a call that never answers, even when the binding ignores the signal", async () => {
    const hanging = standInAi(() => new Promise(() => {}));
    const started = performance.now();
    await expect(
      workersAiEngine(hanging.ai, DEFAULT_WORKERS_AI_MODEL, testOptions({ callTimeoutMs: 100 })).rewrite({ text: TEXT, language: "en", mode: "standard" }),
    ).rejects.toThrow(/timed out after 100 ms/);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(hanging.calls).toHaveLength(1);
  });

  it("runs chunks concurrently up to maxConcurrency", async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const { ai, calls } = standInAi(async (text) => {
      maxInFlight = Math.max(maxInFlight, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight--;
      return { response: fakeRewrite(text) };
    });
    const text = Array.from({ length: 6 }, (_, i) =>
      `Moreover, paragraph ${i + 1} is here. ${"Every proposal gets a careful review within the month. ".repeat(30)}`.trim(),
    ).join("\n\n");
    const output = await workersAiEngine(ai, DEFAULT_WORKERS_AI_MODEL, testOptions({ maxConcurrency: 2 })).rewrite({ text, language: "en", mode: "standard" });
    expect(calls).toHaveLength(6);
    expect(maxInFlight).toBe(2);
    expect([...output.matchAll(/Also, paragraph (\d)/g)].map((m) => m[1])).toEqual(["1", "2", "3", "4", "5", "6"]);
  });
});
