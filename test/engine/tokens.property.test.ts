// The fast code-point tokenizer must give exactly the tokens of the reference regular expression.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tokenize, tokenizeByPattern } from "../../src/engine/rules/tokens.js";

const tricky = fc.constantFrom(
  ..."ab Z9'’- \t\n\u00a0\u2028éñ\u0301😀𝐀\ue000.,;!?—–\u200b\u3000日本".split(""),
  "\u{f0000}",
  "\u{1F600}",
  "\ud800",
  "\udc00",
  "\udbc0\udc00",
);

describe("tokenize", () => {
  it.each([
    ["tricky characters", fc.string({ unit: tricky, maxLength: 60 })],
    ["any UTF-16 code units", fc.string({ unit: "binary", maxLength: 60 })],
    ["graphemes", fc.string({ unit: "grapheme", maxLength: 60 })],
  ])("matches the reference pattern on %s", (_name, strings) => {
    fc.assert(
      fc.property(strings, (text) => {
        expect(tokenize(text)).toEqual(tokenizeByPattern(text));
      }),
      { numRuns: 3000 },
    );
  });
});
