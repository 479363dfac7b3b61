// What the two applyRhythm reference tests share (rhythm-reference.test.ts, round3-d-rhythm.test.ts):
// the rest of a text's sentence lengths, a drawn line turned into applyRhythm's arguments, and the
// comparison with the reference copy of the previous code. Each test brings its own lines.

import fc from "fast-check";
import { expect } from "vitest";
import { profileFor } from "../../src/engine/rules/languages.js";
import type { Sentence } from "../../src/engine/rules/sentences.js";
import type { RewriteContext } from "../../src/engine/rules/transforms/context.js";
import { applyRhythm, sentenceWordCount, type LengthStats } from "../../src/engine/rules/transforms/rhythm.js";
import { applyRhythm as referenceApplyRhythm } from "./rhythm-reference.js";

/** A drawn sentence: `known` says whether it carries its word count, as rewrite.ts's unchanged ones do. */
export interface DrawnSentence {
  text: string;
  gap: string;
  split: boolean;
  known: boolean;
}

/** The rest of the text's sentence lengths, which decide whether a join or a split pays. */
export const others = fc.oneof(
  fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 12 }),
  fc.tuple(fc.integer({ min: 3, max: 30 }), fc.integer({ min: 1, max: 12 })).map(([length, count]) => new Array<number>(count).fill(length)),
);

export interface RhythmCase {
  sentences: Sentence[];
  context: RewriteContext;
  original: number[];
}

/** applyRhythm's arguments for a drawn line (fresh objects each call: applyRhythm updates the statistics). */
export function caseOf(drawn: DrawnSentence[], mode: "standard" | "aggressive", language: string, rest: number[]): RhythmCase {
  const profile = profileFor(language);
  if (!profile) throw new Error(language);
  const sentences: Sentence[] = drawn.map(({ text, gap, split, known }) => ({ text, gap, split, ...(known ? { words: sentenceWordCount(text) } : {}) }));
  const original = sentences.map((s) => sentenceWordCount(s.text));
  const lengths: LengthStats = { n: 0, sum: 0, sumSq: 0 };
  for (const length of [...original, ...rest]) {
    lengths.n++;
    lengths.sum += length;
    lengths.sumSq += length * length;
  }
  return { sentences, original, context: { mode, profile, apostrophe: "'", lengths } };
}

/** applyRhythm gives the reference's sentences and length statistics on `numRuns` drawn lines. */
export function expectRhythmAsReference(line: fc.Arbitrary<DrawnSentence[]>, numRuns: number): void {
  fc.assert(
    fc.property(
      line,
      fc.constantFrom("standard" as const, "aggressive" as const),
      fc.constantFrom("en", "en", "en", "es"),
      others,
      (drawn, mode, language, rest) => {
        const ours = caseOf(drawn, mode, language, rest);
        const reference = caseOf(drawn, mode, language, rest);
        expect(applyRhythm(ours.sentences, ours.context, ours.original)).toEqual(referenceApplyRhythm(reference.sentences, reference.context, reference.original));
        expect(ours.context.lengths).toEqual(reference.context.lengths);
      },
    ),
    { numRuns },
  );
}
