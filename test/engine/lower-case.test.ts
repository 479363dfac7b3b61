// lowerSource (rules/lower-case.ts) and execFolded (rules/prefilter.ts): a case-insensitive pattern
// rewritten to run without the `i` flag on lower-cased text must find exactly the matches the
// original finds, at the same offsets, or be refused.
import { describe, expect, it } from "vitest";
import { LEFTOVER_SENTENCES } from "../../src/engine/rules/lang/en-structure.js";
import { lowerSource } from "../../src/engine/rules/lower-case.js";
import { execFolded, foldCase, loweredPattern } from "../../src/engine/rules/prefilter.js";
import { EN_SENTENCE_DETECTORS } from "../../src/engine/signs/en.js";
import { structureDetectors } from "../../src/engine/signs/languages.js";
import { fixtureSentences, STRUCTURE_LANGUAGES } from "./fixture-sentences.js";

describe("lowerSource", () => {
  it("writes literal letters in lower case and keeps escapes, group names and punctuation", () => {
    expect(lowerSource(String.raw`^Espero que (?<Rest>Isso)\. Ótimo\u00C9`)).toBe(String.raw`^espero que (?<Rest>isso)\. ótimoé`);
    expect(lowerSource(String.raw`\bNot\s+\p{L}+\k<Rest>`)).toBe(String.raw`\bnot\s+\p{L}+\k<Rest>`);
  });

  it("writes capital ranges of a class in lower case and adds the lower case a class lacks", () => {
    expect(lowerSource("[A-Z]x")).toBe("[a-z]x");
    expect(lowerSource(String.raw`[\u00C0-\u00C3]`)).toBe("[À-Ãàáâã]");
    expect(lowerSource(String.raw`[ \-\]a]`)).toBe(String.raw`[\u{20}\u{2d}\u{5d}a]`);
    expect(lowerSource(String.raw`[^.!?\p{Co}]`)).toBe(String.raw`[^.!?\p{Co}]`);
  });

  it("refuses a case property and a letter whose lower case is longer", () => {
    expect(lowerSource(String.raw`^\p{Lu}\p{Ll}+`)).toBeNull();
    expect(lowerSource(String.raw`[\p{Lu}]`)).toBeNull();
    expect(lowerSource("İstanbul")).toBeNull();
  });

  it("runs case-sensitive, global and non-Unicode patterns as they are", () => {
    expect(loweredPattern(/Hier sind/u)).toBeNull();
    expect(loweredPattern(/hier sind/giu)).toBeNull();
    expect(loweredPattern(/hier sind/i)).toBeNull();
    expect(loweredPattern(/hier sind/iu)?.flags).toBe("u");
  });

  it("finds the match at the original offsets, and falls back where lower-casing lengthens the text", () => {
    const pattern = /espero que isso ajude/iu;
    const text = "Bom, ESPERO que isso Ajude!";
    expect(execFolded(pattern, text, foldCase(text))).toEqual({ index: 5, length: 21 });
    const turkish = "İ Espero que isso ajude";
    expect(foldCase(turkish).length).not.toBe(turkish.length);
    expect(execFolded(pattern, turkish, foldCase(turkish))).toEqual({ index: 2, length: 21 });
  });
});

describe("every case-insensitive pattern the engine runs folded", () => {
  /** Pattern and sentence where the folded run differs from the original one. */
  const differences = (patterns: readonly RegExp[], sentences: readonly string[]): string[] => {
    const out: string[] = [];
    for (const pattern of patterns) {
      const lower = loweredPattern(pattern);
      if (!lower) continue;
      for (const sentence of sentences) {
        const folded = foldCase(sentence);
        if (folded.length !== sentence.length) continue;
        const a = pattern.exec(sentence);
        const b = lower.exec(folded);
        if ((a === null) !== (b === null) || (a && b && (a.index !== b.index || a[0].length !== b[0].length)))
          out.push(`${pattern.source.slice(0, 60)} | ${sentence.slice(0, 60)}`);
      }
    }
    return out;
  };

  for (const [code, data] of STRUCTURE_LANGUAGES) {
    it(`matches as the original on every sentence of the ${code} sets (leftovers, detectors)`, () => {
      const patterns = structureDetectors(data).map((d) => d.pattern);
      // Nearly all of them are rewritten (none refused today: a refusal only costs machine code).
      expect(patterns.filter((p) => p.flags === "iu" && loweredPattern(p) === null)).toEqual([]);
      expect(differences(patterns, fixtureSentences("languages", code))).toEqual([]);
    });
  }

  it("matches as the original on every sentence of the English sets", () => {
    const patterns = [...LEFTOVER_SENTENCES, ...EN_SENTENCE_DETECTORS].map((d) => d.pattern);
    expect(differences(patterns, fixtureSentences("heldout", null))).toEqual([]);
  });

  it("would catch a rewrite that changes a match (the check above can fail)", () => {
    // A wrong rewrite, made by hand: the lower-case class lost "é".
    const original = /caf[eé]/iu;
    const wrong = /caf[e]/u;
    const sentence = "Un CAFÉ";
    expect(original.test(sentence)).toBe(true);
    expect(wrong.test(foldCase(sentence))).toBe(false);
  });
});
