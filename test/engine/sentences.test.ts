// sentences.ts finds sentence boundaries and abbreviations by a hand-written scan. It must split
// exactly where the plain pattern-based definition below splits (a run of . ! ? …, closing
// quotes or brackets, white space, then a capital, digit, placeholder or opening mark; not after
// a single capital or a known abbreviation), on random strings rich in the characters the scan
// looks at, and on what maskText makes of them. (The protected spans themselves are in the
// golden corpus, golden/spans.jsonl.)

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maskText } from "../../src/engine/rules/mask.js";
import { profileFor } from "../../src/engine/rules/languages.js";
import { splitSentences, type Sentence } from "../../src/engine/rules/sentences.js";

// ---- The definition: boundaries and abbreviations by pattern.

const BOUNDARY = /[.!?…]+["'’”)\]]*(\s+)/gu;
const NEXT_START = /^[\p{Lu}\p{N}\p{Co}"“‘'(¿¡[]/u;
const WORD_BEFORE = /([\p{L}.]+)\.$/u;

function definedSplit(text: string, abbreviations: ReadonlySet<string>): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;
  for (const match of text.matchAll(BOUNDARY)) {
    const gap = match[1] ?? "";
    const end = (match.index ?? 0) + match[0].length - gap.length;
    if (!NEXT_START.test(text.slice(end + gap.length, end + gap.length + 2))) continue;
    const candidate = text.slice(start, end);
    if (candidate.endsWith(".")) {
      const word = WORD_BEFORE.exec(candidate.slice(-12))?.[1];
      // ("war's." ends a sentence: a word an apostrophe glues to a letter is no abbreviation.)
      const at = candidate.length - 1 - (word?.length ?? 0);
      const glued = /^['’]$/u.test(candidate.charAt(at - 1)) && /\p{L}/u.test(candidate.charAt(at - 2));
      if (word !== undefined && !glued && (/^\p{Lu}$/u.test(word) || abbreviations.has(word.toLowerCase()))) continue;
    }
    sentences.push({ text: candidate, gap });
    start = end + gap.length;
  }
  sentences.push({ text: text.slice(start), gap: "" });
  return sentences;
}

// ---- Inputs: what every trigger, boundary and word class looks at, and its near misses.

const pieces = fc.constantFrom(
  ..."aAzZ Ii09 .,;:!?/\\@`*_~#&%+$€°-–—'’\"“”„«»‘()[]{}<>!\t\n\r\u00a0\u2028\u3000\ufeffÉéñßİ\u0301".split(""),
  "http://",
  "https://",
  "HTTPS://",
  "hTtp://",
  "://",
  "ftp://",
  "www.",
  "WWW.",
  "wWw.",
  "ww.",
  "x.y",
  "a@b.co",
  "@me",
  "#tag",
  "&#",
  "`x`",
  "``a`b``",
  "[a](b)",
  '![i](u "t")',
  "[a][b]",
  "[^1]",
  "<br>",
  "**",
  "__",
  "~~",
  '"q"',
  "“q”",
  "„q“",
  "«q»",
  "‘q’",
  "'q'",
  "Jan",
  "March",
  "Sept.",
  "May",
  "1st",
  "22nd",
  "of",
  "2024",
  "10:30",
  "3 p.m.",
  "7PM",
  "12am",
  "3.5",
  "1,000",
  "°C",
  "‰",
  "0",
  "00",
  "07",
  "0:",
  "am",
  "pm",
  "a.m.",
  "I",
  "I'm",
  "I’d",
  "NASA",
  "Alice",
  "Smith",
  "The",
  "U.S",
  "e.g",
  "Dr",
  "mr",
  "sra",
  "pág",
  "iPhone",
  "x-Ray",
  "abbreviated",
  "Abbreviated",
  "abbreviations",
  "é.é.é.é.é.é",
  "\ue000",
  "\uf8ff",
  "\u{f0000}",
  "\u{ffffd}",
  "\u{ffffe}",
  "\u{100000}",
  "\u{10fffd}",
  "\udb80",
  "\udbff",
  "\udc00",
  "\ud835",
  "𝐀",
  "𝑎",
  "😀",
  "ا",
  ". ",
  "! ",
  "? ",
  "… ",
  ".) ",
  ".” ",
  ". \u00a0",
  ".\n",
  ":",
  ": ",
);
const rich = fc.array(pieces, { maxLength: 60 }).map((parts) => parts.join(""));
const inputs = fc.oneof({ weight: 4, arbitrary: rich }, { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 120 }) });

describe("splitSentences", () => {
  const abbreviations = [profileFor("en")?.abbreviations, profileFor("es")?.abbreviations, new Set(["é", "ß", "i̇", "𝐀b", "a.b", "abbreviated", "é.é.é.é.é"])];
  it("splits where the pattern-based definition splits", () => {
    fc.assert(
      fc.property(inputs, fc.constantFrom(...abbreviations), (text, set) => {
        const abbr = set ?? new Set<string>();
        expect(splitSentences(text, abbr)).toEqual(definedSplit(text, abbr));
        const masked = maskText(text);
        if (masked) expect(splitSentences(masked.masked, abbr)).toEqual(definedSplit(masked.masked, abbr));
      }),
      { numRuns: 4000 },
    );
  });

  it("splits so on abbreviations, initials and the edges of the 12-unit window", () => {
    const abbr = abbreviations[2] ?? new Set<string>();
    for (const text of [
      "See Dr. Smith and J. Doe, e.g. Here. U.S. Army. We abbreviated. Next, xabbreviated. Next, abbreviations. Next.",
      "Then é.é.é.é.é. Next and aé.é.é.é.é. Next and 𝐀b. Next and x𝐀b. Next and \udc00b. Next and É. Next.",
      "abbreviated. Next",
      "1abbreviated. Next",
      "bbreviated. Next",
      "Ends with a dot. \u00a0Next",
      "Quote.” Next (Yes.) No",
    ]) {
      expect(splitSentences(text, abbr)).toEqual(definedSplit(text, abbr));
    }
  });
});
