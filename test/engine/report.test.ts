// The change report and the analysis: spans index the texts exactly, the edits reproduce the
// answer, and the catalogue's own examples are found.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyEdits, diffTexts } from "../../src/engine/diff.js";
import type { RewriteMode } from "../../src/engine/port.js";
import { analyzeSigns, changeReport, signsPerThousandWords } from "../../src/engine/report.js";
import { rewriteText } from "../../src/engine/rules/index.js";
import { SIGN_FAMILIES } from "../../src/engine/signs/catalogue.js";
import { EXPLANATIONS } from "../../src/engine/signs/explanations.js";
import { FORMAT_EXAMPLES, PROSE_EXAMPLES, REPORTED_EXAMPLES } from "../fixtures/engine/sign-examples.js";

const piece = fc.constantFrom(
  "Moreover,",
  "the team",
  "will delve into",
  "a rich tapestry of",
  "It's not about money; it's about trust.",
  "42%",
  "March 14, 2024",
  "https://example.com/a?utm_source=chatgpt.com",
  "`npm test`",
  '"a quoted testament"',
  "—",
  "Certainly!",
  "I hope this helps!",
  "serves as",
  "pivotal",
  "could potentially",
  "Let me know if you'd like more.",
  "📈",
  "**Speed:**",
  "[Company Name]",
  "é",
  "😀",
);
const separator = fc.constantFrom(" ", ". ", ", ", "\n", "\n\n", "\n- ", "\n## ", "! ");
const prose = fc.array(fc.tuple(piece, separator), { minLength: 1, maxLength: 30 }).map((parts) => parts.map(([p, s]) => p + s).join(""));
const mode = fc.constantFrom<RewriteMode>("standard", "aggressive");

describe("diffTexts", () => {
  it("gives edits that turn the first text into the second, in order, each naming its own span", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 120 }), fc.string({ unit: "grapheme", maxLength: 120 }), (a, b) => {
        const edits = diffTexts(a, b);
        expect(applyEdits(a, edits)).toBe(b);
        let at = 0;
        for (const edit of edits) {
          expect(edit.start).toBeGreaterThanOrEqual(at);
          expect(edit.end).toBeGreaterThanOrEqual(edit.start);
          expect(a.slice(edit.start, edit.end)).toBe(edit.before);
          expect(edit.before).not.toBe(edit.after);
          at = edit.end;
        }
      }),
      { numRuns: 500 },
    );
  });

  it("keeps unchanged words out of the edits", () => {
    const edits = diffTexts("Moreover, the team will delve into the data.", "The team will dig into the data.");
    expect(edits.map((e) => [e.before, e.after])).toEqual([
      ["Moreover, the", "The"],
      ["delve", "dig"],
    ]);
    expect(diffTexts("same", "same")).toEqual([]);
  });
});

describe("changeReport", () => {
  it("reproduces the answer from the submitted text, with spans into each (any text, both modes)", () => {
    fc.assert(
      fc.property(prose, mode, (text, m) => {
        const output = rewriteText({ text, language: "en", mode: m });
        const report = changeReport(text, output, "en", m);
        expect(applyEdits(text, report.changes)).toBe(output);
        for (const change of report.changes) expect(text.slice(change.start, change.end)).toBe(change.before);
        for (const sign of report.remaining) expect(output.slice(sign.start, sign.end)).toBe(sign.excerpt);
        expect(report.signs_after).toBe(report.remaining.length);
        expect(report.protected.kept).toBe(report.protected.total); // the rules engine never loses a protected span
        expect(report.words_changed_ratio).toBeGreaterThanOrEqual(0);
        expect(report.words_changed_ratio).toBeLessThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });

  it("names the family of the sign an edit removed, and null for other edits", () => {
    const text = "Moreover, the museum serves as a hub. It opened in 1990 and it is open daily.";
    const output = rewriteText({ text, language: "en", mode: "standard" });
    const report = changeReport(text, output, "en", "standard");
    const families = report.changes.map((c) => c.family);
    expect(families).toContain("transition-overuse");
    expect(families).toContain("copula-avoidance");
    expect(report.signs_before).toBeGreaterThan(report.signs_after);
    expect(report.protected).toEqual({ kept: 1, total: 1 }); // "1990"
  });

  it("counts protected spans as the rewrite protects them (German nouns the lexicon reads are not spans)", () => {
    const text = "Die Bibliothek spielt eine entscheidende Rolle im Leben der Stadt Hamburg seit dem Jahr 1904.";
    const output = rewriteText({ text, language: "de", mode: "standard" });
    expect(output).not.toContain("Rolle");
    const report = changeReport(text, output, "de", "standard");
    expect(report.protected.kept).toBe(report.protected.total);
  });

  it("counts a lost protected span and explains a remaining report-only sign", () => {
    const text = "Contact [Company Name] by 12 May about the pivotal launch.";
    const report = changeReport(text, "Contact [Company Name] about the launch.", "en", "standard");
    expect(report.protected.total).toBeGreaterThan(report.protected.kept);
    const placeholder = report.remaining.find((s) => s.family === "placeholder");
    expect(placeholder?.excerpt).toBe("[Company Name]");
    expect(placeholder?.reason).toMatch(/never guessed/);
  });
});

describe("analyzeSigns", () => {
  it("gives excerpts equal to the text at their offsets, each with an explanation", () => {
    fc.assert(
      fc.property(prose, (text) => {
        const signs = analyzeSigns(text, "en");
        for (const sign of signs) {
          expect(text.slice(sign.start, sign.end)).toBe(sign.excerpt);
          expect(sign.explanation.length).toBeGreaterThan(10);
          // One sign per stretch of text and family: no family reported twice over the same words.
          expect(signs.filter((o) => o !== sign && o.family === sign.family && o.start < sign.end && sign.start < o.end)).toEqual([]);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("explains every family in one plain sentence", () => {
    for (const family of SIGN_FAMILIES) {
      const explanation = EXPLANATIONS[family.id];
      expect(explanation, family.id).toMatch(/^[A-Z"“(].{15,160}[.]$/u);
    }
    expect(Object.keys(EXPLANATIONS).sort()).toEqual(SIGN_FAMILIES.map((f) => f.id).sort());
  });

  it("finds at least 95% of the signs in the catalogue's test texts", () => {
    const examples = [...PROSE_EXAMPLES, ...FORMAT_EXAMPLES, ...REPORTED_EXAMPLES];
    const missed = examples.filter(([family, text]) => !analyzeSigns(text, "en").some((s) => s.family === family)).map(([family]) => family);
    // Every family detectSigns can find has a test text (the others are "not detected" in the catalogue).
    expect(examples.length).toBeGreaterThanOrEqual(42);
    expect((examples.length - missed.length) / examples.length, `missed: ${missed.join(", ")}`).toBeGreaterThanOrEqual(0.95);
  });

  it("reports signs per 1,000 words to two decimals", () => {
    expect(signsPerThousandWords(3, 120)).toBe(25);
    expect(signsPerThousandWords(1, 3)).toBe(333.33);
    expect(signsPerThousandWords(0, 0)).toBe(0);
  });
});
