// Model-backed engines: an answer that adds signs of AI writing the text did not have is
// retried once, then handled by ENGINE_FALLBACK. The model is the local chat-completions
// server (test/support/openai), answering with what each test scripts.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openAiEngine } from "../../src/engine/llm/index.js";
import { addedSigns } from "../../src/engine/llm/verify.js";
import { rewriteText } from "../../src/engine/rules/index.js";
import { fakeRewrite, startOpenAiServer, type OpenAiServer } from "../support/openai/server.ts";
import { API_KEY, testOptions } from "./engine-fixtures.js";

let server: OpenAiServer;
beforeAll(async () => {
  server = await startOpenAiServer({ apiKey: API_KEY });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const engine = (fallback: "fail" | "rules") => openAiEngine({ baseUrl: server.baseUrl, apiKey: API_KEY, model: "fake-model" }, testOptions({ fallback }));

const TEXT = "The council repaired the old bridge last year. It now carries about 4,000 cars a day.";
/** What the model was asked to rewrite (the last user message). */
const asked = (body: { messages: { content: string }[] }): string => body.messages[body.messages.length - 1]?.content ?? "";
/** A model that tacks an "-ing" tail and an upbeat closer onto the text. */
const puffy = (body: { messages: { content: string }[] }) => ({
  content: `${asked(body).replace(/\.$/u, "")}, highlighting its pivotal role in the region. The future looks bright.`,
});

describe("model answers are checked for added signs of AI writing", () => {
  it("lists the families an answer adds, not those the text already had", () => {
    expect(addedSigns(TEXT, `${TEXT} The future looks bright.`, "en")).toContain("upbeat-closer ×1");
    expect(addedSigns(`${TEXT} The future looks bright.`, `${TEXT} The future looks bright.`, "en")).toEqual([]);
    expect(addedSigns("Read the report.", "Read the report. citeturn0search1", "ja")).toEqual(["chatbot-citation-markup ×1"]);
  });

  it("retries such an answer once and keeps a clean second answer", async () => {
    server.enqueue(puffy);
    const output = await engine("fail").rewrite({ text: TEXT, language: "en", mode: "standard" });
    expect(server.requests).toHaveLength(2);
    expect(output).toBe(fakeRewrite(TEXT));
  });

  it("with fallback rules, a second such answer gives the rules engine's rewrite", async () => {
    server.setBehaviour(puffy);
    const output = await engine("rules").rewrite({ text: TEXT, language: "en", mode: "aggressive" });
    expect(server.requests).toHaveLength(2);
    expect(output).toBe(rewriteText({ text: TEXT, language: "en", mode: "aggressive" }));
    expect(output).not.toMatch(/pivotal|future looks bright/);
  });

  it("with fallback fail, a second such answer fails the request", async () => {
    server.setBehaviour(puffy);
    await expect(engine("fail").rewrite({ text: TEXT, language: "en", mode: "standard" })).rejects.toThrow(/adds signs of AI writing.*participial-tail/);
    expect(server.requests).toHaveLength(2);
  });
});
