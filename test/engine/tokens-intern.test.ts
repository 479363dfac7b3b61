// scan shares one token per short word across sentences and texts (an intern table): a token
// reused from the table must be exactly the token a fresh scan would give, norm included.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hashString, normalizeWord, type Token, tokenize, tokenizeByPattern, wordKey } from "../../src/engine/rules/tokens.js";

// Pairs of different words of one length with the same FNV-1a hash. The intern table picked its
// slots by that hash until it read ASCII words by their packed codes (tokens.ts); the pairs stay as
// fixed inputs. Slot collisions under the current table are the families test's job below: it
// fills many slots twice whatever the hash, on both the ASCII and the non-ASCII path.
const SAME_HASH = [
  ["knQQCkq", "Zdgrqhj"],
  ["LJEgpEx", "aPbwsCe"],
  ["AKzjNayl", "mklhidYl"],
  ["SFADleQXdHfy", "hNBNXeND"],
];

const fixedWords = fc.constantFrom(
  ...SAME_HASH.flat(),
  "don't",
  "don’t",
  "Don’t",
  "DON’T",
  "state-of-the-art",
  "abcdefghijkl", // 12 units: interned
  "abcdefghijklm", // 13 units: never interned
  "ABCDEFGHIJKL",
  "Éléphant",
  "éléphant",
  "日本語",
  "𝐀𝐀𝐀𝐀𝐀𝐀", // 12 units (six surrogate pairs)
  "𝐀𝐀𝐀𝐀𝐀𝐀a",
  "e\u0301te\u0301",
);
const randomWords = fc.string({ unit: fc.constantFrom(..."abAB’'-éÉ1日".split(""), "𝐀"), minLength: 1, maxLength: 14 });
const word = fc.oneof(fixedWords, randomWords);
// An empty separator glues words together (words of 13 units and more, words around joiners).
const separator = fc.constantFrom(" ", " ", ", ", ". ", "\n", "-", "’", "");
const text = fc.array(fc.tuple(word, separator), { minLength: 1, maxLength: 12 }).map((parts) => parts.map(([w, s]) => w + s).join(""));

/** Tokenizes `text` and caches the word key of each word token, as the transforms do. */
function warm(text: string): void {
  for (const token of tokenize(text)) wordKey(token);
}

describe("interned word tokens", () => {
  it("are the tokens of the reference pattern, with the right word key, after any earlier texts", () => {
    for (const [a, b] of SAME_HASH) expect(hashString(a as string)).toBe(hashString(b as string));
    fc.assert(
      fc.property(fc.array(text, { maxLength: 4 }), text, (before, sentence) => {
        for (const earlier of before) warm(earlier);
        const tokens = tokenize(sentence);
        const reference = tokenizeByPattern(sentence);
        expect(tokens.map((t) => [t.text, t.kind])).toEqual(reference.map((t) => [t.text, t.kind]));
        for (const token of tokens) {
          if (token.norm !== undefined) expect(token.norm).toBe(normalizeWord(token.text));
          expect(wordKey(token)).toBe(normalizeWord(token.text));
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("tell apart words that differ in one character and share a slot", () => {
    // Families of words differing at one position: a few hundred of them fill many slots twice,
    // whatever the table's hash. After all are in, each must still be read back as itself.
    const letters = Array.from({ length: 0x250 - 0x41 }, (_, k) => String.fromCharCode(0x41 + k)).filter((c) => /\p{L}/u.test(c));
    for (const base of ["abcdefghijkl", "abcde"]) {
      for (let at = 0; at < base.length; at++) {
        const family = letters.map((c) => base.slice(0, at) + c + base.slice(at + 1));
        for (const w of family) warm(`${w}.`);
        for (const w of family.reverse()) {
          const token = tokenize(`${w}!`)[0] as Token;
          expect(token.text).toBe(w);
          expect(wordKey(token)).toBe(normalizeWord(w));
        }
      }
    }
  });

  it("are shared for words of up to 12 code units only", () => {
    for (const w of ["a", "Don’t", "abcdefghijkl", "𝐀𝐀𝐀𝐀𝐀𝐀"]) {
      expect(tokenize(`${w}.`)[0]).toBe(tokenize(`${w}!`)[0]);
    }
    // A longer slice may be a view into the whole text: a shared token would keep the text alive.
    for (const w of ["abcdefghijklm", "𝐀𝐀𝐀𝐀𝐀𝐀a", "state-of-the-art"]) {
      const first = tokenize(`${w}.`)[0];
      const second = tokenize(`${w}!`)[0];
      expect(second).toEqual(first);
      expect(second).not.toBe(first);
    }
  });
});
