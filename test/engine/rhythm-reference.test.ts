// applyRhythm rules pairs and sentences out early: canJoin and conjunctionJoin by the known word
// counts (a sentence has at least as many word tokens as counted words) and by the first word
// of the second sentence before the walks over both, chooseSplit by the absence of ", " before
// it tokenizes; the join hash is seeded instead of built from a concatenation. None may change a
// result or the length statistics: both are compared with the code before the change, kept in
// rhythm-reference.ts, on random lines of short and long sentences.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyRhythm } from "../../src/engine/rules/transforms/rhythm.js";
import { caseOf, expectRhythmAsReference, others } from "./rhythm-cases.js";

const NAME = "\ue000";
const starter = fc.constantFrom("It", "This", "They", "We", "She", "There", "These", "I", "The team", "A storm", "But we", "So they", "Yet it", "However, it", NAME, "Many people", "Prices");
const verbPhrase = fc.constantFrom(
  "rained", "stayed inside", "made exports harder", "is cold", "was late", "has grown fast", "can help", "left early and fast", "fell", "rose sharply",
  "explains the rest", "is because of the rain", "is a problem", "were rivals", "had no choice", "allowed more growth", "will rise again soon",
);
const extra = fc.constantFrom("today", "again", "in the city", "of course", "with care", "for years", "when it rained", "very much", "at home", "every day");
const short = fc
  .tuple(starter, verbPhrase, fc.array(extra, { minLength: 1, maxLength: 3 }), fc.constantFrom(".", ".", ".", ".", "!", "?", ".."))
  .map(([s, v, e, end]) => [s, v, ...e].join(" ") + end);
const segment = fc.constantFrom(
  "and we stayed inside for the rest of the day", "but they left early", "which raises the temperature of the room", "which is why it failed",
  "which is affecting the reefs", "making the work much harder for everyone", "causing delays and raising costs", "including heat control and energy storage",
  "where it is cooled", "who have long been rivals", "as it gives a glimpse of the past", "while dark roasts have more oil", "so the team was late",
  "and the old bridge fell down", "apples, pears", "yet nothing changed in the end", "and before she knew it, she was surrounded",
);
const long = fc
  .tuple(starter, verbPhrase, fc.array(extra, { maxLength: 4 }), fc.array(segment, { minLength: 1, maxLength: 5 }), fc.constantFrom(".", ".", "!"))
  .map(([s, v, e, segments, end]) => [[s, v, ...e].join(" "), ...segments].join(", ") + end);
const sentence = fc.record({
  text: fc.oneof({ weight: 4, arbitrary: short }, { weight: 2, arbitrary: long }),
  gap: fc.constantFrom(" ", " ", " ", " ", " ", " ", "\n", ""),
  split: fc.constantFrom(false, false, false, false, false, false, true),
  known: fc.boolean(),
});
// Lines made to be joined: short plain sentences that open with a subject, one after another.
const joinStarter = fc.constantFrom("It", "This", "They", "We", "There", "The city", "A storm", "An old bridge", "But we", "So they", "However, it", NAME, "Its roof", "An owl");
const plainExtra = fc.constantFrom("today", "again", "in the city", "with care", "for years", "very much", "at home", "every day");
const joinable = fc.record({
  text: fc
    .tuple(joinStarter, verbPhrase, fc.array(plainExtra, { maxLength: 7 }), fc.constantFrom(".", ".", ".", "!"))
    .map(([s, v, e, end]) => [s, v, ...e].join(" ") + end),
  gap: fc.constant(" "),
  split: fc.constant(false),
  known: fc.boolean(),
});
const line = fc.oneof(fc.array(sentence, { minLength: 1, maxLength: 10 }), fc.array(joinable, { minLength: 2, maxLength: 6 }));
describe("applyRhythm pre-checks", () => {
  it("give the reference's sentences and length statistics", () => {
    expectRhythmAsReference(line, 6000);
  });

  it("are tested on lines that are split and joined", () => {
    // The comparison above is worth something only if many of its lines do change.
    const samples = fc.sample(fc.tuple(line, fc.constantFrom("standard" as const, "aggressive" as const), others), { numRuns: 2000, seed: 7 });
    let joined = 0;
    let split = 0;
    for (const [drawn, mode, lengths] of samples) {
      const { sentences, context, original } = caseOf(drawn, mode, "en", lengths);
      const out = applyRhythm(sentences, context, original);
      if (out.length < sentences.length) joined++;
      if (out.some((s) => !sentences.some((t) => t.text === s.text))) split++;
    }
    expect(joined).toBeGreaterThan(80);
    expect(split).toBeGreaterThan(200);
  });
});
