import { describe, expect, it } from "vitest";
import { balanceOf, createAccount } from "../../support/worker-api";
import { analyze, generatedTexts, type AnalysisBody } from "./analyze-client";

const TEXT =
  "Moreover, the museum stands as a testament to the town's rich heritage. It's not just a building; it's a living archive. Let me know if you'd like more details!";

describe("POST /api/v1/analyze", () => {
  it("answers the signs with spans into the text, excerpts and explanations, and the density", async () => {
    const { key } = await createAccount();
    const res = await analyze(key, { text: TEXT });
    expect(res.status).toBe(200);
    const body = (await res.json()) as AnalysisBody;
    expect(Object.keys(body).sort()).toEqual(["signs", "signs_per_1000_words", "words"]);
    expect(body.words).toBe(29);
    const families = body.signs.map((s) => s.family);
    for (const family of ["transition-overuse", "copula-avoidance", "negative-parallelism", "chatbot-signoff"]) expect(families).toContain(family);
    for (const sign of body.signs) {
      expect(TEXT.slice(sign.start, sign.end)).toBe(sign.excerpt);
      expect(sign.explanation).toMatch(/^[A-Z"“].{15,}\.$/u);
    }
    expect(body.signs_per_1000_words).toBe(Math.round((body.signs.length * 100_000) / body.words) / 100);
  });

  it("charges nothing and counts against the rate limit like any request", async () => {
    const { key } = await createAccount();
    const first = await analyze(key, { text: TEXT, language: "en" });
    const second = await analyze(key, { text: TEXT });
    expect(first.headers.get("X-RateLimit-Limit")).toBe("60");
    expect(Number(first.headers.get("X-RateLimit-Remaining")) - Number(second.headers.get("X-RateLimit-Remaining"))).toBe(1);
    expect(await balanceOf(key)).toBe(200);
  });

  it("indexes any text exactly (generated texts with markup, emoji and protected spans), and costs nothing", async () => {
    const { key } = await createAccount();
    for (const text of generatedTexts(20)) {
      const res = await analyze(key, { text, language: "en" });
      if (res.status !== 200) {
        expect(res.status).toBe(400); // a generated text under 10 words
        continue;
      }
      const body = (await res.json()) as AnalysisBody;
      let at = 0;
      for (const sign of body.signs) {
        expect(text.slice(sign.start, sign.end)).toBe(sign.excerpt);
        expect(sign.start).toBeGreaterThanOrEqual(at); // in order of position
        expect(sign.end).toBeGreaterThan(sign.start);
        expect(sign.end).toBeLessThanOrEqual(text.length);
        at = sign.start;
      }
    }
    expect(await balanceOf(key)).toBe(200);
  });

  it("reads Spanish, and a text with no signs gets none", async () => {
    const { key } = await createAccount();
    const spanish = (await (
      await analyze(key, { text: "Además, es importante destacar que el equipo desempeña un papel crucial en este proyecto tan prometedor." })
    ).json()) as AnalysisBody;
    expect(spanish.signs.length).toBeGreaterThan(0);
    const plain = (await (
      await analyze(key, { text: "We fixed the boiler on Tuesday and the heating came back by noon, so the office opened as usual." })
    ).json()) as AnalysisBody;
    expect(plain.signs).toEqual([]);
    expect(plain.signs_per_1000_words).toBe(0);
  });
});
