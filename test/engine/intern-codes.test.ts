// scan finds a shared word token by the word's packed code (its code units, 7 bits each, four to a
// number) and, for a plain ASCII word, trusts three number comparisons instead of comparing the
// characters. That is only right if the code names the word exactly: these tests read back many
// short words that land in the same slots (the table has 4096) and would be confused by a code
// that loses a bit, in scan's fast path ("dont") or in the slow one (words with joiners, "don't"),
// or by a non-ASCII word taken for exact.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeWord, type Token, tokenize, tokenizeByPattern, wordKey } from "../../src/engine/rules/tokens.js";

/** Every word of 1 to `maxLength` characters over `alphabet` (a joiner only between two others). */
function allWords(alphabet: readonly string[], maxLength: number): string[] {
  let level = [""];
  const words: string[] = [];
  for (let length = 1; length <= maxLength; length++) {
    level = level.flatMap((prefix) => alphabet.map((c) => prefix + c));
    for (const w of level) if (!/^['’-]|['’-]$|['’-]{2}/u.test(w)) words.push(w);
  }
  return words;
}

/** Reads every word back through tokenize, in the given order, and checks it is itself. */
function readBack(words: readonly string[], ending: string): void {
  for (const w of words) {
    const first = tokenize(w + ending)[0] as Token;
    expect(first.text).toBe(w);
    expect(first.kind).toBe("word");
    expect(wordKey(first)).toBe(normalizeWord(w));
  }
}

/** A deterministic shuffle (a linear congruential generator): a new order of the same words. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0;
  for (let k = out.length - 1; k > 0; k--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (k + 1);
    [out[k], out[j]] = [out[j] as T, out[k] as T];
  }
  return out;
}

describe("packed word codes of the intern table", () => {
  it("tell apart every short word over characters whose codes differ in one bit", () => {
    // b/c, h/i, a/q, 0/1/p: codes one bit apart; é (0xe9) and ’ are not ASCII: compared by text.
    const words = allWords(["a", "b", "c", "h", "i", "q", "p", "B", "0", "1", "'", "-", "é", "’"], 3);
    for (let round = 0; round < 3; round++) readBack(shuffled(words, round + 1), round === 1 ? "!" : " x");
  });

  it("tell apart words of 4, 8 and 12 characters (the edges of the three numbers)", () => {
    const stems = ["abcd", "abcdefgh", "abcdefghijkl", "abcde", "abcdefghi", "abcdefghijk", "ab'cd", "abc-defgh", "abcd'efghijk"];
    // Two neighbouring characters changed at once: a code with a lost bit confuses pairs like "cp" and "b0".
    const pairs = ["a", "b", "c", "p", "0", "1", "A", "é"];
    const words: string[] = [];
    for (const stem of stems) {
      for (let at = 0; at + 1 < stem.length; at++) {
        if (/['-]/u.test(stem.slice(at, at + 2))) continue;
        for (const c of pairs) for (const d of pairs) words.push(stem.slice(0, at) + c + d + stem.slice(at + 2));
      }
      words.push(stem.slice(1), `${stem}x`, `x${stem}`, stem.toUpperCase());
    }
    words.push("abé", "aci", "Abé", "ac-i", "ab'é");
    for (let round = 0; round < 4; round++) readBack(shuffled([...new Set(words)], round + 7), ".");
  });

  it("give the reference tokens for random words after any earlier words", () => {
    const unit = fc.constantFrom(..."abcdhiqpAB01'-é’".split(""));
    const word = fc.string({ unit, minLength: 1, maxLength: 14 });
    const text = fc
      .array(fc.tuple(word, fc.constantFrom(" ", ", ", "", "’", "-")), { minLength: 1, maxLength: 10 })
      .map((parts) => parts.map(([w, s]) => w + s).join(""));
    fc.assert(
      fc.property(fc.array(text, { maxLength: 6 }), text, (before, sentence) => {
        for (const earlier of before) for (const token of tokenize(earlier)) wordKey(token);
        const tokens = tokenize(sentence);
        expect(tokens.map((t) => [t.text, t.kind])).toEqual(tokenizeByPattern(sentence).map((t) => [t.text, t.kind]));
        for (const token of tokens) expect(wordKey(token)).toBe(normalizeWord(token.text));
      }),
      { numRuns: 4000 },
    );
  });
});
