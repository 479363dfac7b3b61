// The tests every language of the rules engine other than English gets (test/engine/<language>.test.ts):
// its markers are rewritten, its chatbot leftovers dropped, agreement kept, protected spans kept
// on its development texts (test/fixtures/engine/languages-dev/<code>/) with the listed markers
// down at least 90%, its sign families detected, and the model engines' scrub at work.

import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { RewriteMode } from "../../src/engine/port.js";
import { countAiMarkers, rewriteText, scrubMarkers } from "../../src/engine/rules/index.js";
import { parseBlocks } from "../../src/engine/rules/blocks.js";
import { profileFor } from "../../src/engine/rules/languages.js";
import { protectedSpansFor } from "../../src/engine/rules/release.js";
import { detectSigns } from "../../src/engine/signs/detect.js";

const MODES: readonly RewriteMode[] = ["standard", "aggressive"];
const LEFTOVER_FAMILIES = new Set(["chatbot-signoff", "chatbot-opener", "sycophancy", "signposting", "upbeat-closer", "prompt-refusal", "knowledge-cutoff"]);

export interface LanguageCases {
  language: "fr" | "de" | "pt" | "it" | "es";
  /** Sentence -> its standard rewrite (exactly, or matching). */
  rewrites: readonly (readonly [string, string | RegExp])[];
  /** A plain sentence the leftovers are put after. */
  plain: string;
  /** Whole sentences that are chatbot leftovers. */
  leftovers: readonly string[];
  /** A text for each sign family detectSigns must find in this language. */
  signs: readonly (readonly [string, string])[];
  /** A quotation in the language's own marks with a marker inside: nothing reported, nothing changed. */
  quoted: string;
  /** Tags that resolve to this language ("pt-BR"). */
  tags?: readonly string[];
}

/** Development texts of a language, by file name. */
export function devTexts(language: string): [string, string][] {
  const dir = new URL(`../fixtures/engine/languages-dev/${language}/`, import.meta.url);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => [f, readFileSync(new URL(f, dir), "utf8")]);
}

/** The protected spans of `text` that must come back: all, except those inside a leftover sentence and, in aggressive mode, bold markers. */
export function neededSpans(text: string, language: string, mode: RewriteMode): string[] {
  const released = profileFor(language)?.releasedWords;
  const leftovers = detectSigns(text, language).filter((s) => LEFTOVER_FAMILIES.has(s.family));
  const spans: string[] = [];
  let offset = 0;
  for (const line of parseBlocks(text)) {
    const start = offset;
    offset += line.kind === "verbatim" ? line.text.length + line.eol.length : line.prefix.length + line.content.length + line.suffix.length + line.eol.length;
    if (line.kind !== "prose") continue;
    for (const span of protectedSpansFor(line.content, released)) {
      const piece = line.content.slice(span.start, span.end);
      const at = start + line.prefix.length + span.start;
      if (mode === "aggressive" && span.kind === "emphasis") continue;
      if (leftovers.some((s) => s.start <= at && s.end >= at + piece.length)) continue;
      spans.push(piece);
    }
  }
  return spans;
}

export function languageSuite(name: string, cases: LanguageCases): void {
  const { language } = cases;
  const rewrite = (text: string, mode: RewriteMode = "standard"): string => rewriteText({ text, language, mode });

  describe(`${name}: markers`, () => {
    it.each(cases.rewrites.map(([input, expected]) => [input, expected] as const))("%s", (input, expected) => {
      if (typeof expected === "string") expect(rewrite(input)).toBe(expected);
      else expect(rewrite(input)).toMatch(expected);
    });
  });

  describe(`${name}: lexicon`, () => {
    it("writes no marker in place of a marker", () => {
      const profile = profileFor(language);
      const offenders: string[] = [];
      for (const entry of profile?.lexicon.entries ?? []) {
        if (!entry.marker) continue;
        for (const target of entry.targets) if (target && countAiMarkers(target, language) > 0) offenders.push(`${entry.source.join(" ")} -> ${target}`);
      }
      expect(offenders).toEqual([]);
    });
  });

  describe(`${name}: chatbot leftovers`, () => {
    it.each(cases.leftovers.map((l) => [l]))("drops %s", (leftover) => {
      for (const mode of MODES) {
        expect(rewrite(`${cases.plain} ${leftover}`, mode)).toBe(cases.plain);
        expect(rewrite(`${leftover}\n\n${cases.plain}`, mode)).toBe(cases.plain);
      }
    });

    it("returns a text of nothing but leftovers unchanged", () => {
      const text = cases.leftovers.slice(0, 3).join(" ");
      for (const mode of MODES) expect(rewrite(text, mode)).toBe(text);
    });
  });

  describe(`${name}: development texts`, () => {
    for (const [file, text] of devTexts(language)) {
      for (const mode of MODES) {
        it(`${file} · ${mode}: listed markers down at least 90%, every protected span kept`, () => {
          const output = rewrite(text, mode);
          const before = countAiMarkers(text, language);
          expect(before).toBeGreaterThan(0);
          expect(countAiMarkers(output, language), output).toBeLessThanOrEqual(Math.floor(before * 0.1));
          for (const span of neededSpans(text, language, mode)) expect(output, span).toContain(span);
        });
      }
    }
  });

  describe(`${name}: signs`, () => {
    it.each(cases.signs.map(([family, text]) => [family, text] as const))("finds %s", (family, text) => {
      expect(detectSigns(text, language).map((s) => s.family)).toContain(family);
    });

    it("reports and changes nothing inside a quotation", () => {
      expect(detectSigns(cases.quoted, language)).toEqual([]);
      for (const mode of MODES) expect(rewrite(cases.quoted, mode)).toBe(cases.quoted);
    });

    it("gives spans into the text itself", () => {
      const text = cases.signs.map(([, t]) => t).join(" ");
      for (const sign of detectSigns(text, language)) {
        expect(sign.end).toBeGreaterThan(sign.start);
        expect(text.slice(sign.start, sign.end).trim().length).toBeGreaterThan(0);
      }
    });
  });

  describe(`${name}: the model engines' scrub`, () => {
    it("removes the markers and leftovers of a model's answer and keeps its spans", () => {
      for (const [, text] of devTexts(language)) {
        const scrubbed = scrubMarkers(text, language);
        expect(countAiMarkers(scrubbed, language)).toBeLessThanOrEqual(Math.floor(countAiMarkers(text, language) * 0.1));
        for (const span of neededSpans(text, language, "standard")) expect(scrubbed, span).toContain(span);
      }
    });

    it("reads the language's tags", () => {
      const [input] = cases.rewrites[0] ?? ["", ""];
      for (const tag of [language, ...(cases.tags ?? [])]) {
        expect(scrubMarkers(input, tag)).toBe(scrubMarkers(input, language));
        expect(rewriteText({ text: input, language: tag, mode: "standard" })).toBe(rewrite(input));
      }
    });
  });
}
