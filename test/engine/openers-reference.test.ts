// varyOpener rules a sentence out by the first tests of its moves (a movable first word, a time
// word or a date at the end, a subordinator after the first word) before it hashes the sentence,
// and finds the subordinator by a walk over the tokens instead of a search of the text. Neither
// may change a result, nor the questions asked of context.isLowerWord (their answers depend on
// how many were asked): both are compared with the code before the change, kept in
// openers-reference.ts, on random sentences rich in the words the moves look for.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { profileFor } from "../../src/engine/rules/languages.js";
import type { RewriteContext } from "../../src/engine/rules/transforms/context.js";
import { varyOpener } from "../../src/engine/rules/transforms/openers.js";
import { varyOpener as referenceVaryOpener } from "./openers-reference.js";

// Placeholders of protected spans: a year, a date, a name, a count.
const SPANS = ["2019", "March 14, 2024", "Alice", "42", "the 1930s"];
const MASKS = SPANS.map((_, i) => String.fromCodePoint(0xe000 + i));

const WORDS = [
  // the moves' triggers
  "According", "to", "To", "By", "by", "In", "in", "On", "At", "During", "during", "Throughout", "throughout", "Eventually", "Usually", "Recently",
  "When", "when", "Because", "because", "although", "unless", "until", "whenever", "before", "After", "after", "if", "If", "since", "Since", "once",
  "though", "whereas", "while", "While", "WHEN", "Because-of",
  // time phrases
  "for", "centuries", "decades", "years", "year", "the", "past", "last", "few", "recent", "every", "each", "day", "today", "nowadays", "time",
  "morning", "long", "run", "these", "days", "over", "thousands", "of", "week", "month",
  // clauses and blockers
  "we", "We", "stayed", "inside", "it", "rained", "she", "She", "was", "were", "reading", "phone", "rang", "vaccines", "Vaccines", "have", "saved",
  "lives", "and", "or", "but", "asked", "see", "I", "I'm", "is", "are", "people", "students", "planting", "trees", "cities", "can", "cut", "heat",
  "reduce", "waste", "firm", "recycles", "report", "sales", "fell", "as", "As", "grew", "so", "more", "that", "which", "not", "just", "one",
  "city", "budget", "its", "They", "they", "made", "published", "book", "spending", "outdoors", "he", "him", "went", "out", "rain", "stopped",
];
const piece = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...WORDS) },
  { weight: 2, arbitrary: fc.constantFrom(...MASKS) },
  { weight: 2, arbitrary: fc.constantFrom(",", ";", ":", "-", "(", "'") },
);
const soup = fc
  .tuple(fc.array(piece, { minLength: 1, maxLength: 24 }), fc.constantFrom(".", ".", ".", "!", "?", ".."), fc.constantFrom(" ", " ", " ", "  ", ""))
  .map(([parts, end, space]) => {
    let text = "";
    for (const part of parts) text += part === "," || part === ";" || part === ":" ? part : (text === "" ? "" : space) + part;
    return text + end;
  });

// Sentences built to move (and to just miss moving): a fronted phrase or clause, a closing
// subordinate clause or time phrase, with now and then a random word in between.
const [YEAR, DATE, NAME, COUNT] = MASKS as [string, string, string, string];
const subject = fc.constantFrom("we", "the city", "vaccines", "she", "they", "the team", "people", NAME, "I", "many students", "it");
const verbPhrase = fc.constantFrom(
  "stayed inside", "cut its budget", "have saved lives", "was reading", "went out", "can cut heat", "recycles waste", "fell sharply",
  "grew quickly", "has changed a lot", "were working", "built a book published", "asked the staff", "is not ready", "and they left",
);
const front = fc.constantFrom(
  `In ${YEAR}`, "According to the report", "By planting trees", "To reduce waste", "When the rain stopped last night", "Eventually", "Usually",
  "During the winter", "In the city center", "As the city grew", "If so", "Because it rained all day", "On the other hand", "After the long war ended",
  `Since ${DATE}`, "Once upon a time", "Throughout the long summer",
);
const trail = fc.constantFrom(
  "because it rained", "when the phone rang", "while she was reading", "if we see it", "since they left the city", "after the rain stopped",
  "before people went out", "until it rained", "because of the rain", "while spending time outdoors", "once they arrive home", "although it was late",
);
const time = fc.constantFrom(
  "for centuries", "in recent years", `over the past ${COUNT} years`, "today", `in ${YEAR}`, "during the winter", "every day", `since ${DATE}`,
  "at the time", "in the long run", "for thousands of years", "throughout the book", `on ${DATE}`, "this year",
);
const clause = fc.tuple(subject, verbPhrase, fc.option(fc.constantFrom(...WORDS), { freq: 3 })).map(([s, v, w]) => (w === null ? `${s} ${v}` : `${s} ${w} ${v}`));
const built = fc
  .tuple(fc.constantFrom(0, 1, 2, 3), front, clause, trail, time, fc.constantFrom(".", ".", ".", "!"))
  .map(([shape, f, c, t, tm, end]) => {
    const text = shape === 0 ? `${f}, ${c}` : shape === 1 ? `${c} ${t}` : shape === 2 ? `${c} ${tm}` : `${f}, ${c} ${tm}`;
    return text.charAt(0).toUpperCase() + text.slice(1) + end;
  });
const sentence = fc.oneof(soup, built);

function contextFor(mode: "standard" | "aggressive", language: string, asked: string[]): RewriteContext {
  const profile = profileFor(language);
  if (!profile) throw new Error(language);
  return { mode, profile, apostrophe: "'", spans: SPANS, isLowerWord: (word) => (asked.push(word), word.length % 2 === 0) };
}

describe("varyOpener pre-checks", () => {
  it("give the reference's result and ask isLowerWord the same questions", () => {
    fc.assert(
      fc.property(sentence, fc.constantFrom("standard", "aggressive"), fc.constantFrom("en", "en", "en", "es"), (text, mode, language) => {
        const asked: string[] = [];
        const askedByReference: string[] = [];
        const out = varyOpener(text, contextFor(mode, language, asked));
        expect(out).toBe(referenceVaryOpener(text, contextFor(mode, language, askedByReference)));
        expect(asked).toEqual(askedByReference);
      }),
      { numRuns: 20000 },
    );
  });

  it("are tested on sentences that move", () => {
    // The comparison above is worth something only if many of its sentences do move.
    const samples = fc.sample(sentence, { numRuns: 4000, seed: 7 });
    const moved = samples.filter((text) => varyOpener(text, contextFor("aggressive", "en", [])) !== text).length;
    expect(moved).toBeGreaterThan(100);
  });
});
