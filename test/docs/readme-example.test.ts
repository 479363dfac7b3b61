import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readConfig } from "../../src/config";
import { countWords } from "../../src/domain/words";
import { resolveLanguage } from "../../src/engine";
import { rulesEngine } from "../../src/engine/rules";
import { changeReport } from "../../src/engine/report";
import { exampleAnalysis } from "../../src/openapi/spec";
import { EXAMPLE_TEXT } from "../../src/routes/humanize";

// The README's humanize example (and the MCP guide's copy of it) must be what the service
// answers: this runs the built-in engine on the README's own example request, the way the route
// does, on a new trial account of the default configuration. When the engine changes, the
// failure says exactly what to write instead.

const TRIAL_WORDS = readConfig({}).trialWords;

async function answer(request: { text: string; mode?: "standard" | "aggressive"; language?: string }) {
  const resolved = resolveLanguage(rulesEngine, request.text, request.language);
  if (!resolved.ok) throw new Error(resolved.failure.message);
  const words = countWords(request.text);
  const humanized = await rulesEngine.rewrite({ text: request.text, language: resolved.language, mode: request.mode ?? "standard" });
  return { humanized_text: humanized, words_used: words, balance_remaining: TRIAL_WORDS - words };
}

/** The section of a Markdown file from a heading to the next heading of the same level. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no heading "${heading}"`);
  const level = heading.split(" ")[0];
  const rest = markdown.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`\\n${level} `));
  return end < 0 ? rest : rest.slice(0, end);
}

describe("README's humanize example", () => {
  const readme = readFileSync("README.md", "utf8");
  const part = section(readme, "### `POST /api/v1/humanize`");
  const requestJson = /-d '(\{.*\})'/.exec(part)?.[1];
  const responseJson = /^(\{"humanized_text".*\})$/m.exec(part)?.[1];

  it("shows a request and the answer as JSON", () => {
    expect(requestJson, "a curl line with -d '{…}' in README's POST /api/v1/humanize section").toBeDefined();
    expect(responseJson, 'a line {"humanized_text": …} in README\'s POST /api/v1/humanize section').toBeDefined();
  });

  it("is the example request of the reference pages and of npm run dev", () => {
    expect(JSON.parse(requestJson!).text).toBe(EXAMPLE_TEXT);
    expect(readFileSync("scripts/dev.ts", "utf8")).toContain(EXAMPLE_TEXT);
  });

  it("shows what the engine answers to it, with the real word count", async () => {
    const real = await answer(JSON.parse(requestJson!));
    const shown = JSON.parse(responseJson!);
    const line = JSON.stringify(real).replace(/":/g, '": ').replace(/,"/g, ', "');
    expect(
      shown,
      `README.md's humanize example is out of date. The engine now answers the README's request with:\n${line}\n` +
        "Put that line in README.md (section POST /api/v1/humanize) in place of the one shown.",
    ).toEqual(real);
  });

  it("the MCP guide's tool result shows the same answer", async () => {
    const real = await answer({ text: EXAMPLE_TEXT });
    const guide = readFileSync("docs/mcp.md", "utf8");
    const success = section(guide, "### `humanize_text`");
    const texts = [...success.matchAll(/\{ "type": "text", "text": "([^"]*)" \}/g)].map((m) => m[1]);
    const summary = `Charged ${real.words_used} words; ${real.balance_remaining} words left.`;
    expect(
      texts.slice(0, 2),
      `docs/mcp.md's humanize_text success example is out of date. The engine now answers the example request with:\n` +
        `  { "type": "text", "text": ${JSON.stringify(real.humanized_text)} },\n  { "type": "text", "text": "${summary}" }\n` +
        `and "words_used": ${real.words_used}, "balance_remaining": ${real.balance_remaining} in structuredContent.`,
    ).toEqual([real.humanized_text, summary]);
    expect(success).toContain(`"words_used": ${real.words_used}, "balance_remaining": ${real.balance_remaining}`);
  });
});

describe("the analyze and change-report examples", () => {
  const api = readFileSync("docs/api.md", "utf8");

  it("docs/api.md's change report is what the service answers to the example request with report: true", async () => {
    const real = await answer({ text: EXAMPLE_TEXT });
    const expected = { ...real, report: changeReport(EXAMPLE_TEXT, real.humanized_text, "en", "standard") };
    const shown = /^(\{"humanized_text".*"report".*\})$/m.exec(section(api, "### The change report"))?.[1];
    expect(shown, `docs/api.md's change report example is out of date; the service answers:\n${JSON.stringify(expected)}`).toBeDefined();
    expect(JSON.parse(shown!)).toEqual(expected);
  });

  it("docs/api.md's analyze answer and the README's summary of it are what the service answers", () => {
    const real = exampleAnalysis();
    const block = /```json\n([^`]*)\n```/.exec(section(api, "## `POST /api/v1/analyze`"))?.[1];
    expect(JSON.parse(block!), `docs/api.md's analyze example is out of date; the service answers:\n${JSON.stringify(real, null, 2)}`).toEqual(real);
    const readme = section(readFileSync("README.md", "utf8"), "### `POST /api/v1/analyze` and the change report").replace(/\s+/g, " ");
    for (const sign of real.signs) {
      expect(readme, `README names every sign of the analyze example: ${sign.excerpt}`).toContain(`\`${sign.excerpt.replace(/\s+/g, " ")}\``);
      expect(readme).toContain(sign.family);
    }
    expect(readme).toContain(`"signs_per_1000_words": ${real.signs_per_1000_words}`);
  });
});
