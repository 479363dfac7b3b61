import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { engineSupports } from "../../src/engine/port.js";
import { DEFAULT_LLM_ENGINE_OPTIONS, openAiEngine, type LlmEngineOptions } from "../../src/engine/llm/index.js";
import { MODE_INSTRUCTIONS } from "../../src/engine/llm/prompts.js";
import { rewriteText, scrubMarkers } from "../../src/engine/rules/index.js";
import { fakeRewrite, startOpenAiServer, type OpenAiServer } from "../support/openai/server.ts";
import {
  API_KEY,
  ENGLISH_MARKDOWN,
  ENGLISH_SPANS,
  expectSpansIntact,
  GERMAN,
  GERMAN_SPANS,
  JAPANESE,
  JAPANESE_SPANS,
  numberedParagraphs,
  testOptions,
} from "./engine-fixtures.js";

let server: OpenAiServer;

beforeAll(async () => {
  server = await startOpenAiServer({ apiKey: API_KEY });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

function engine(options: Partial<LlmEngineOptions> = {}, apiKey = API_KEY) {
  return openAiEngine({ baseUrl: server.baseUrl, apiKey, model: "fake-model" }, testOptions(options));
}

const PARAGRAPH =
  "Moreover, the team will delve into the survey results next week. However, it is important to check every answer in order to find the crucial problems early.";
const WITH_SPANS = "Moreover, Sarah Connor will delve into the 3,000 answers at https://example.com before March 14, 2024.";

/** About 300 words starting "Moreover, paragraph n is important." */
function longParagraph(n: number): string {
  return `Moreover, paragraph ${n} is important. ${"The committee will review every proposal carefully and answer within the month. ".repeat(24).trim()}`;
}

describe("openAiEngine: rewriting", () => {
  it("is the openai engine and takes any language", () => {
    const e = engine();
    expect(e.name).toBe("openai");
    expect(e.languages).toBe("any");
    expect(engineSupports(e, "ja")).toBe(true);
  });

  it("rewrites English Markdown: prose changed, skeleton and every protected span intact", async () => {
    const output = await engine().rewrite({ text: ENGLISH_MARKDOWN, language: "en", mode: "standard" });
    expect(output).not.toBe(ENGLISH_MARKDOWN);
    expect(output).toContain("Also, it is key to note that Sarah Connor will dig into the budget");
    expect(output).toContain("- Read [the docs](https://docs.example.com/start) to use the checklist.");
    expectSpansIntact(ENGLISH_MARKDOWN, output, ENGLISH_SPANS);
    const inputLines = ENGLISH_MARKDOWN.split("\n");
    const outputLines = output.split("\n");
    expect(outputLines).toHaveLength(inputLines.length);
    inputLines.forEach((line, i) => {
      const out = outputLines[i] ?? "";
      // Verbatim lines are byte for byte the same; prose lines keep their Markdown prefix.
      if (/^(#|```|\||npm|$)/.test(line)) expect(out).toBe(line);
      const prefix = /^(- |> )/.exec(line)?.[0];
      if (prefix) expect(out.startsWith(prefix)).toBe(true);
    });
  });

  it("rewrites German and keeps numbers, links, e-mails, code, quotes and acronyms", async () => {
    const output = await engine().rewrite({ text: GERMAN, language: "de", mode: "standard" });
    expect(output).toContain("Zudem ist es zentral");
    expect(output).toContain("hat aber auch gesagt");
    expectSpansIntact(GERMAN, output, GERMAN_SPANS);
    expect(output.split("\n\n")).toHaveLength(2);
  });

  it("rewrites Japanese and keeps numbers, links and Latin words", async () => {
    const output = await engine().rewrite({ text: JAPANESE, language: "ja", mode: "aggressive" });
    expect(output).toContain("でも、大切な点");
    expect(output).toContain("APIの利用はとても簡単です");
    expectSpansIntact(JAPANESE, output, JAPANESE_SPANS);
  });

  it("calls POST {baseUrl}/chat/completions with the bearer key, the model, messages and a temperature", async () => {
    await engine().rewrite({ text: PARAGRAPH, language: "en", mode: "standard" });
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body.model).toBe("fake-model");
    expect(request?.body.temperature).toBeTypeOf("number");
    expect(request?.body.messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(request?.body.messages[1]?.content).toBe(PARAGRAPH);
  });

  it.each([
    ["standard", "en", "English (en)"],
    ["aggressive", "de", "German (de)"],
    ["standard", "ja", "Japanese (ja)"],
  ] as const)("puts the %s mode's instructions and the language (%s) into the prompt", async (mode, language, name) => {
    await engine().rewrite({ text: language === "ja" ? JAPANESE : language === "de" ? GERMAN : PARAGRAPH, language, mode });
    const system = server.requests[0]?.body.messages[0]?.content ?? "";
    expect(system).toContain(`Write in ${name}`);
    expect(system).toContain(MODE_INSTRUCTIONS[mode]);
    expect(system).not.toContain(MODE_INSTRUCTIONS[mode === "standard" ? "aggressive" : "standard"]);
    expect(system).toMatch(/no preamble/);
    expect(system).toMatch(/Do not add facts/);
  });

  it("tells the model how many placeholders and paragraphs to keep", async () => {
    await engine().rewrite({ text: GERMAN, language: "de", mode: "standard" });
    const [system, user] = (server.requests[0]?.body.messages ?? []).map((m) => m.content);
    const tokens = user?.match(/⟦\d+⟧/g) ?? [];
    expect(tokens.length).toBeGreaterThan(3);
    expect(system).toContain(`The text contains ${tokens.length} placeholders (⟦1⟧ to ⟦${tokens.length}⟧)`);
    expect(system).toContain("Answer with exactly 2 paragraphs");
  });

  it("rewrites chunks concurrently, at most maxConcurrency at a time, and reassembles them in order", async () => {
    server.setLatency(40);
    const text = numberedParagraphs(8, 300);
    const output = await engine({ maxConcurrency: 3 }).rewrite({ text, language: "en", mode: "standard" });
    expect(server.requests).toHaveLength(8);
    expect(server.maxInFlight).toBe(3);
    for (const request of server.requests) expect(request.body.messages[1]?.content.split(" ").length).toBeLessThanOrEqual(420);
    const order = [...output.matchAll(/Paragraph (\d+) opens/g)].map((m) => Number(m[1]));
    expect(order).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(output.split("\n\n")).toHaveLength(8);
  });

  it("makes no call for a text without prose", async () => {
    const text = "```\nconst answer = 42;\n```\n\n| a | b |\n";
    await expect(engine().rewrite({ text, language: "en", mode: "standard" })).resolves.toBe(text);
    expect(server.requests).toHaveLength(0);
  });
});

describe("openAiEngine: verification, retry and fallback", () => {
  it.each(["wrap-quotes", "wrap-fence"])("strips what the model wrapped its answer in (%s)", async (behaviour) => {
    server.setBehaviour(behaviour);
    const output = await engine().rewrite({ text: PARAGRAPH, language: "en", mode: "standard" });
    expect(output).toMatch(/^Also, the team will dig into/);
    expect(output).toMatch(/problems early\.$/);
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    "empty",
    "null-content",
    "preamble",
    "sure",
    "postscript",
    "refusal",
    "drop-placeholder",
    "duplicate-placeholder",
    "extra-placeholder",
    "merge-paragraphs",
    "too-short",
  ])("retries a bad answer (%s) once and uses the good second one", async (behaviour) => {
    server.enqueue(behaviour);
    const output = await engine().rewrite({ text: ENGLISH_MARKDOWN, language: "en", mode: "standard" });
    expect(server.requests.length).toBeGreaterThanOrEqual(2);
    expectSpansIntact(ENGLISH_MARKDOWN, output, ENGLISH_SPANS);
    expect(output).not.toMatch(/rewritten text|Sure!|Note:|I'm sorry|⟦/);
  });

  it.each(["refusal", "preamble", "drop-placeholder", "duplicate-placeholder", "empty"])(
    "with fallback fail, a chunk failing verification twice throws (%s)",
    async (behaviour) => {
      server.setBehaviour(behaviour);
      await expect(engine({ fallback: "fail" }).rewrite({ text: WITH_SPANS, language: "en", mode: "standard" })).rejects.toThrow(/failed verification twice/);
      expect(server.requests).toHaveLength(2);
    },
  );

  it("with fallback rules, such a chunk goes through the rules engine in the same mode", async () => {
    server.setBehaviour("drop-placeholder");
    const text = "Moreover, it is important to note that Sarah Connor will utilize the 3,000 answers.";
    const output = await engine({ fallback: "rules" }).rewrite({ text, language: "en", mode: "aggressive" });
    expect(output).toBe(rewriteText({ text, language: "en", mode: "aggressive" }));
    expect(output).not.toBe(text);
    expectSpansIntact(text, output, ["Sarah Connor", "3,000"]);
  });

  it("with fallback rules, only the failing chunk falls back", async () => {
    const paragraphs = [1, 2, 3].map(longParagraph);
    server.enqueue("refusal", "refusal"); // the first chunk, twice
    const output = await engine({ fallback: "rules", maxConcurrency: 1 }).rewrite({ text: paragraphs.join("\n\n"), language: "en", mode: "standard" });
    expect(server.requests).toHaveLength(4);
    const [first, ...rest] = paragraphs;
    expect(output).toBe([rewriteText({ text: first ?? "", language: "en", mode: "standard" }), ...rest.map(fakeRewrite)].join("\n\n"));
    expect(output).toMatch(/Also, paragraph 2 is key\./);
  });

  it("with fallback rules, a language the rules engine lacks keeps the chunk as it was", async () => {
    server.setBehaviour("refusal");
    const output = await engine({ fallback: "rules" }).rewrite({ text: JAPANESE, language: "ja", mode: "standard" });
    expect(output).toBe(JAPANESE);
  });
});

describe("openAiEngine: the hybrid scrub", () => {
  it("runs the rules engine's marker scrub over the model's output when on", async () => {
    server.setBehaviour("echo"); // the model changes nothing: the scrub's work is all that shows
    const text = "Moreover, it is important to note that we utilize caches in order to leverage speed.";
    const output = await engine({ scrub: true }).rewrite({ text, language: "en", mode: "aggressive" });
    expect(output).toBe(scrubMarkers(text, "en"));
    expect(output).not.toMatch(/Moreover|important to note/);
  });

  it("leaves the model's output alone when off, or in a language the rules engine lacks", async () => {
    server.setBehaviour("echo");
    const text = "Moreover, it is important to note that we utilize caches in order to leverage speed.";
    await expect(engine({ scrub: false }).rewrite({ text, language: "en", mode: "standard" })).resolves.toBe(text);
    await expect(engine({ scrub: true }).rewrite({ text: JAPANESE, language: "ja", mode: "standard" })).resolves.toBe(JAPANESE);
  });
});

describe("openAiEngine: provider errors", () => {
  it("throws on 401 at once, without retrying and without leaking the key", async () => {
    const error = await engine({}, "sk-wrong-key")
      .rewrite({ text: PARAGRAPH, language: "en", mode: "standard" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/401: Incorrect API key provided/);
    expect((error as Error).message).toContain("Incorrect API key provided: [redacted]");
    expect((error as Error).message).not.toMatch(/sk-wro|\*-key/);
    expect(server.requests.map((request) => request.status)).toEqual([401]);
  });

  it.each(["status:429", "status:500", "status:503", "malformed"])("retries once after %s and succeeds", async (behaviour) => {
    server.enqueue(behaviour);
    const output = await engine().rewrite({ text: PARAGRAPH, language: "en", mode: "standard" });
    expect(output).toMatch(/^Also, the team will dig into/);
    expect(server.requests).toHaveLength(2);
  });

  it.each([
    ["status:429", /429: Rate limit reached/],
    ["status:500", /500: The server had an error/],
    ["malformed", /malformed JSON/],
  ])("throws when %s happens twice (the retry is used up), whatever the fallback", async (behaviour, message) => {
    server.setBehaviour(behaviour);
    await expect(engine({ fallback: "rules" }).rewrite({ text: PARAGRAPH, language: "en", mode: "standard" })).rejects.toThrow(message);
    expect(server.requests).toHaveLength(2);
  });

  it("counts a 429 as the one retry: a bad answer after it falls back", async () => {
    server.enqueue("status:429", "refusal");
    await expect(engine({ fallback: "fail" }).rewrite({ text: PARAGRAPH, language: "en", mode: "standard" })).rejects.toThrow(/verification twice/);
    expect(server.requests).toHaveLength(2);
  });

  it("throws when the endpoint cannot be reached", async () => {
    const unreachable = openAiEngine({ baseUrl: "http://127.0.0.1:9/v1", apiKey: API_KEY, model: "m" }, testOptions());
    await expect(unreachable.rewrite({ text: PARAGRAPH, language: "en", mode: "standard" })).rejects.toThrow(/request failed/);
  });
});

describe("openAiEngine: time limits", () => {
  it("throws when a call outlives the per-call timeout, and hangs up on it", async () => {
    server.setBehaviour("slow:1500");
    const started = performance.now();
    await expect(engine({ callTimeoutMs: 150 }).rewrite({ text: PARAGRAPH, language: "en", mode: "standard" })).rejects.toThrow(/timed out after 150 ms/);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(server.requests).toHaveLength(1); // a timeout is not retried
    await expect.poll(() => server.requests[0]?.aborted).toBe(true);
  });

  it("throws when the whole request outlives the total timeout", async () => {
    server.setBehaviour("slow:1500");
    await expect(
      engine({ callTimeoutMs: 1000, totalTimeoutMs: 200 }).rewrite({ text: numberedParagraphs(3, 300), language: "en", mode: "standard" }),
    ).rejects.toThrow(/timed out after 200 ms/);
  });

  it("stops when the caller's signal aborts", async () => {
    server.setBehaviour("slow:1500");
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expect(engine().rewrite({ text: PARAGRAPH, language: "en", mode: "standard" }, { signal: controller.signal })).rejects.toThrow(/aborted/);
  });

  it("stops the other chunks once one fails", async () => {
    server.setLatency(100);
    server.enqueue("status:401");
    await expect(engine({ maxConcurrency: 1 }).rewrite({ text: numberedParagraphs(6, 300), language: "en", mode: "standard" })).rejects.toThrow(/401/);
    expect(server.requests).toHaveLength(1);
  });
});

describe("openAiEngine: options", () => {
  it("has usable defaults", () => {
    expect(() => openAiEngine({ baseUrl: server.baseUrl, apiKey: API_KEY, model: "m" }, DEFAULT_LLM_ENGINE_OPTIONS)).not.toThrow();
    expect(DEFAULT_LLM_ENGINE_OPTIONS.totalTimeoutMs).toBeLessThan(25_000);
  });

  it.each([{ maxConcurrency: 0 }, { callTimeoutMs: -1 }, { totalTimeoutMs: Number.NaN }, { fallback: "retry" as "fail" }])(
    "rejects nonsense options %j",
    (bad) => {
      expect(() => engine(bad)).toThrow(RangeError);
    },
  );
});
