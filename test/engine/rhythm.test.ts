// rhythm/count.ts decides some questions from the characters instead of the tokens: its two
// character-level pre-checks must agree with what tokenize says. (What applyRhythm and
// sentenceWordCount give, on lines of words that tokenize splits or joins differently from white
// space, is in the golden corpus: golden/rhythm.jsonl, golden/word-count.jsonl.)

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countWordTokens, tokenize, wordKey } from "../../src/engine/rules/tokens.js";
import { mayStartWith, wordTokensAtMost } from "../../src/engine/rules/transforms/rhythm/index.js";

// Pieces rich in what the character-level checks look at: joiners, white space of every kind,
// masks, non-ASCII letters and marks, surrogate pairs (a letter and an emoji), digits.
const piece = fc.constantFrom(
  "a",
  "It",
  "the",
  "But",
  "so",
  "This",
  "however",
  "yet",
  "Z9",
  "5",
  "’",
  "'",
  "-",
  "--",
  " ",
  " ",
  " ",
  "  ",
  "\t",
  "\n",
  "\r",
  "\u00a0",
  "\u2003",
  ",",
  ", ",
  ".",
  "?",
  "(",
  "é",
  "É",
  "ß",
  "中文",
  "e\u0301",
  "\ue000",
  "\u{1d400}",
  "😀",
  "—",
  "\u212a",
  "İ",
  "don't",
  "it’s",
  "x-ray",
  "U.S.",
  "5,000",
  "and/or",
  "’tis",
  "a-",
  "-b",
  "Butter",
  "THIS",
  "Yet’s",
  "so-so",
);
const text = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(""));
const asciiPiece = fc.constantFrom(
  "a",
  "It",
  "the",
  "Z9",
  "5",
  "’",
  "'",
  "-",
  "--",
  " ",
  "  ",
  ",",
  ", ",
  ".",
  "?",
  "(",
  "don't",
  "it’s",
  "x-ray",
  "U.S.",
  "5,000",
  "and/or",
  "’tis",
  "a-",
  "-b",
  "so-so",
);
const asciiText = fc.array(asciiPiece, { maxLength: 40 }).map((parts) => parts.join(""));

describe("wordTokensAtMost", () => {
  it("never says at most when tokenize counts more", () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 30 }), (t, limit) => {
        if (wordTokensAtMost(t, limit)) expect(countWordTokens(tokenize(t))).toBeLessThanOrEqual(limit);
      }),
      { numRuns: 20000 },
    );
  });

  it("is exact for ASCII (and ’)", () => {
    fc.assert(
      fc.property(asciiText, fc.integer({ min: 0, max: 30 }), (t, limit) => {
        expect(wordTokensAtMost(t, limit)).toBe(countWordTokens(tokenize(t)) <= limit);
      }),
      { numRuns: 20000 },
    );
  });
});

describe("mayStartWith", () => {
  // (Keys with a joiner or a "k", which the Kelvin sign lower-cases to, check where a word may go on.)
  const keys = fc.subarray(["this", "but", "so", "yet", "however", "it", "its", "the", "a", "an", "i", "él", "z9", "it's", "so-so", "don't", "ak", "thisk"], {
    minLength: 1,
  });
  it("rules out only texts whose first token is no such word", () => {
    fc.assert(
      fc.property(text, keys, (t, ks) => {
        const first = tokenize(t)[0];
        const matches = first?.kind === "word" && ks.includes(wordKey(first));
        if (matches) expect(mayStartWith(t, ks)).toBe(true);
      }),
      { numRuns: 20000 },
    );
  });
});
