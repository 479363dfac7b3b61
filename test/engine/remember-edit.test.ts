// The lexicon pass hands the tokens of its edited sentence to the tokenizer's cache
// (rememberEdit), put together from the tokens of the pieces instead of a scan of the result.
// Whatever the edit, tokenize must then still give exactly the tokens of the reference pattern.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rememberEdit, tokenize, tokenizeByPattern, type Token } from "../../src/engine/rules/tokens.js";

// Rich in the characters that can join pieces into one token: letters, digits, joiners, spaces.
const unit = fc.constantFrom(..."ab Z9'’- .,\t\u00a0éñ\u0301😀\ue000—".split(""), "\u{1F600}", "\ud800", "\udc00");
const piece = fc.string({ unit, maxLength: 6 });

type Edit = { kind: "keep" } | { kind: "drop" } | { kind: "copy" } | { kind: "replace"; text: string };
const edit: fc.Arbitrary<Edit> = fc.oneof(
  { weight: 5, arbitrary: fc.constant<Edit>({ kind: "keep" }) },
  { weight: 1, arbitrary: fc.constant<Edit>({ kind: "drop" }) },
  { weight: 1, arbitrary: fc.constant<Edit>({ kind: "copy" }) },
  { weight: 2, arbitrary: piece.map((text): Edit => ({ kind: "replace", text })) },
);

const plain = (tokens: readonly Token[]) => tokens.map((t) => ({ text: t.text, kind: t.kind }));

describe("rememberEdit", () => {
  it("caches exactly the tokens a scan of the edited text gives", () => {
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), fc.array(edit, { maxLength: 40 }), (original, edits) => {
        const tokens = [...tokenize(original)];
        const pieces = tokens.map((token, t): string | null => {
          const e = edits[t] ?? { kind: "keep" };
          if (e.kind === "drop") return null;
          if (e.kind === "copy") return (" " + token.text).slice(1); // equal text, another string object
          return e.kind === "replace" ? e.text : token.text;
        });
        // A fresh string object, as the lexicon pass builds it.
        const text = ["", ...pieces].filter((p) => p !== null).join("");
        rememberEdit(text, tokens, pieces);
        expect(plain(tokenize(text))).toEqual(plain(tokenizeByPattern(text)));
      }),
      { numRuns: 20000 },
    );
  });

  it("keeps the unchanged tokens of a plain edit", () => {
    const tokens = [...tokenize("Moreover, it is important to note that the supercalifragilistic plan works.")];
    const pieces: (string | null)[] = tokens.map((t) => t.text);
    pieces[0] = null; // "Moreover"
    pieces[1] = null; // ","
    pieces[2] = null; // " "
    pieces[3] = "It";
    const text = pieces.filter((p) => p !== null).join("");
    rememberEdit(text, tokens, pieces);
    const cached = tokenize(text);
    expect(plain(cached)).toEqual(plain(tokenizeByPattern(text)));
    // The long word's token is the original object: the tokens came from the edit, not a scan.
    const long = tokens.find((t) => t.text === "supercalifragilistic");
    expect(cached.includes(long as Token)).toBe(true);
  });
});
