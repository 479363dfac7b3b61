// The inputs of the golden corpus, and where they came from. The committed *.jsonl files are the
// source of truth: `npm run golden:update` recomputes the outputs of the inputs they hold. Only
// `npm run golden:update -- --rebuild` draws the inputs again from the generators below (fixed
// seeds, so the same fast-check version draws the same inputs) and shows what that adds or removes.
//
// The generators are those of the tests that compared the engine with frozen copies of its
// earlier code (deleted in favour of this corpus): openers-reference.test.ts and
// round3-c-openers.test.ts (varyOpener), rhythm-reference.test.ts and round3-d-rhythm.test.ts
// (applyRhythm, sentenceWordCount), restructure-reference.test.ts, contractions-reference.test.ts,
// round3-f-prechecks.test.ts (applyPunctuation), mask.precheck.test.ts and mask.wordspans.test.ts
// (findProtectedSpans, maskText), detect.reference.test.ts (detectLanguage). Their fixed example
// sentences are here word for word.

import fc from "fast-check";
import type { RewriteMode } from "../../../src/engine/port.js";
import { ENGLISH_FIXTURES, STRUCTURE_FIXTURES } from "../../fixtures/engine/english.js";
import { SPANISH_FIXTURES } from "../../fixtures/engine/spanish.js";
import { triggerSentences } from "./trigger-sentences.js";

export const TRANSFORMS = ["rewrite", "openers", "rhythm", "word-count", "restructure", "contractions", "punctuation", "spans", "detect"] as const;
export type Transform = (typeof TRANSFORMS)[number];

/** One input of the corpus: what to run (`transform`, with `mode`, `language`, `apostrophe`) on `input`. */
export interface GoldenCase {
  id: string;
  transform: Transform;
  mode?: RewriteMode;
  language?: string;
  apostrophe?: "'" | "’";
  input: unknown;
}

/** A sentence of a line given to applyRhythm: `known` says whether it carries its word count. */
export interface DrawnSentence {
  text: string;
  gap: string;
  split: boolean;
  known: boolean;
}

/** applyRhythm's input: a line of sentences and the rest of the text's sentence lengths. */
export interface RhythmInput {
  sentences: DrawnSentence[];
  rest: number[];
}

const MODES = ["standard", "aggressive"] as const;
const mode = fc.constantFrom(...MODES);
const pad = (n: number) => String(n).padStart(4, "0");

/** Says whether the current engine changes a case's input (given by the caller, so that this file does not run the engine). */
export type Changes = (c: GoldenCase) => boolean;

/**
 * `count` distinct draws of `arbitrary` with `seed`, as cases `${prefix}/0000`… With `changes`,
 * up to `count * 5` are drawn and at most half of those kept are ones the engine leaves alone,
 * so that the corpus is not mostly sentences a transform has nothing to do with.
 */
function drawn<T>(prefix: string, arbitrary: fc.Arbitrary<T>, count: number, seed: number, toCase: (value: T, id: string) => GoldenCase, changes?: Changes): GoldenCase[] {
  const seen = new Set<string>();
  const kept: T[] = [];
  let unchanged = 0;
  for (const value of fc.sample(arbitrary, { numRuns: changes ? count * 5 : count * 2, seed })) {
    if (kept.length === count) break;
    const key = JSON.stringify(value);
    if (seen.has(key)) continue;
    seen.add(key);
    if (changes && !changes(toCase(value, prefix))) {
      if (unchanged >= count / 2) continue;
      unchanged++;
    }
    kept.push(value);
  }
  return kept.map((value, i) => toCase(value, `${prefix}/${pad(i)}`));
}

/** Fixed examples, each in both modes. */
function examples(prefix: string, transform: Transform, texts: readonly string[], extra: Partial<GoldenCase> = {}): GoldenCase[] {
  return texts.flatMap((input, i) => MODES.map((m): GoldenCase => ({ id: `${prefix}/${pad(i)}-${m}`, transform, mode: m, ...extra, input })));
}

// ---- varyOpener

/** The protected spans behind the placeholders U+E000… of the openers' sentences: a year, a date, a name, a count, a decade. */
export const OPENER_SPANS = ["2019", "March 14, 2024", "Alice", "42", "the 1930s"];
const MASKS = OPENER_SPANS.map((_, i) => String.fromCodePoint(0xe000 + i));
const [YEAR, DATE, NAME, COUNT, DECADE] = MASKS as [string, string, string, string, string];

function openerSoup(): fc.Arbitrary<string> {
  const WORDS = [
    "According", "to", "To", "By", "by", "In", "in", "On", "At", "During", "during", "Throughout", "throughout", "Eventually", "Usually", "Recently",
    "When", "when", "Because", "because", "although", "unless", "until", "whenever", "before", "After", "after", "if", "If", "since", "Since", "once",
    "though", "whereas", "while", "While", "WHEN", "Because-of",
    "for", "centuries", "decades", "years", "year", "the", "past", "last", "few", "recent", "every", "each", "day", "today", "nowadays", "time",
    "morning", "long", "run", "these", "days", "over", "thousands", "of", "week", "month",
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
  const clause = fc
    .tuple(subject, verbPhrase, fc.option(fc.constantFrom(...WORDS), { freq: 3 }))
    .map(([s, v, w]) => (w === null ? `${s} ${v}` : `${s} ${w} ${v}`));
  const built = fc
    .tuple(fc.constantFrom(0, 1, 2, 3), front, clause, trail, time, fc.constantFrom(".", ".", ".", "!"))
    .map(([shape, f, c, t, tm, end]) => {
      const text = shape === 0 ? `${f}, ${c}` : shape === 1 ? `${c} ${t}` : shape === 2 ? `${c} ${tm}` : `${f}, ${c} ${tm}`;
      return text.charAt(0).toUpperCase() + text.slice(1) + end;
    });
  return fc.oneof(soup, built);
}

/** Sentences built around every closing time phrase and subordinator, at the edges of the move's windows. */
function openerTimes(): fc.Arbitrary<string> {
  const TIMES = [
    "for centuries", "for decades", "for years", "for generations", "in recent years", "in recent decades", "in recent months",
    "over the years", "over the past decade", "over the last decade", `over the past ${COUNT} years`, `over the last ${YEAR} years`,
    "over the past few years", "in the past few years", "these days", "nowadays", "today", "every day", "each day", "each year",
    "every year", "last year", "this year", "next year", "in the long run", "in the long term", `in ${YEAR}`, `since ${DATE}`,
    `by ${DECADE}`, `in early ${YEAR}`, `in late ${DATE}`, "in the past", "in the future", "at night", "in the morning",
    "in the evening", "in the afternoon", "at the time", "at that time", "at the moment", "this week", "last week", "next week",
    "this month", "last month", "next month", "recently", "currently", "yesterday", "tomorrow", "tonight", `on ${DATE}`,
    `until ${YEAR}`, `since ${NAME}`, "every week", "each month", "for thousands of years", "over many decades", "within two years",
    "throughout the centuries", "in a few months", "for a long time", "during the winter", "during the long summer months",
    "throughout history", "during his time at school", "throughout the book", "during the", "during which time", "in years",
    "for more than a decade", "over the last few years", "in the past few decades", "for the first time", `in ${NAME}`, "to date",
    "In Recent Years", "TODAY", "Over The Years", `over the past few ${COUNT} years`, "for many more than two years", "in the last few months",
    "throughout so many long years", "during the past few summer months",
  ];
  const WORDS = [
    "we", "We", "the", "The", "city", "cut", "its", "budget", "vaccines", "Vaccines", "have", "has", "saved", "lives", "and", "or", "to",
    "follow", "visitors", "of", "best", "film", "new", "rules", "book", "published", "made", "is", "was", "were", "been", "just", "also",
    "people", "students", "I", "It", "they", "She", "one", "time", "first", "than", "as", "a", "that", "which", "who", "when", "if", "ask",
    "prices", "rose", "sharply", "many", "NASA", "Alice", "grew", "quickly", "changed", "lot", "worked", "hard", "there", "years",
    NAME, COUNT, YEAR, ",", "-", "(", "'",
  ];
  const SUBORDINATORS = [
    "when", "When", "WHEN", "because", "Because", "although", "unless", "until", "UNTIL", "whenever", "before", "after", "After", "if",
    "If", "since", "once", "Once", "though", "whereas", "while", "While", "wind", "bright", "anchor", "ulcer", "it", "sincerely", "whe",
    "whenevers", "ſince", "İf", "wHiLe", "befor", "because-of", "once-only",
  ];
  const CLAUSE = ["it rained", "the phone rang", "she was reading", "we see it", "they left the city", "the rain stopped", "spending time outdoors", "of the rain", "people went out"];
  const VERBS = ["has been published", "were made", "was built", "is published", "book published", "had been completed", "just grown", "also made", "saved"];
  const words = (max: number) => fc.array(fc.constantFrom(...WORDS), { minLength: 0, maxLength: max });
  const join = (parts: readonly string[]) => {
    let text = "";
    for (const part of parts) text += part === "," ? part : (text === "" ? "" : " ") + part;
    return text;
  };
  const withEnd = (text: string, end: string) => (text.charAt(0).toUpperCase() + text.slice(1)).trimEnd() + end;
  const timed = fc
    .tuple(words(12), fc.option(fc.constantFrom(...VERBS), { freq: 2 }), fc.constantFrom(...TIMES), fc.constantFrom(".", ".", ".", "!"))
    .map(([before, verb, t, end]) => withEnd(join([...before, ...(verb === null ? [] : [verb]), t]), end));
  const subordinated = fc
    .tuple(words(10), fc.constantFrom(...SUBORDINATORS), fc.oneof(fc.constantFrom(...CLAUSE), words(8).map(join)), fc.option(fc.constantFrom(...TIMES), { freq: 4 }))
    .map(([before, sub, after, t]) => withEnd(join([...before, sub, after, ...(t === null ? [] : [t])]), "."));
  const fronted = fc
    .tuple(
      fc.constantFrom("In the city center", "By planting trees", "To reduce waste", "When the rain stopped", "Eventually", "According to the report", "During the war", "After all"),
      words(10),
      fc.constantFrom(...TIMES),
    )
    .map(([f, rest, t]) => withEnd(`${f}, ${join(rest)} ${t}`, "."));
  return fc.oneof(timed, subordinated, fronted);
}

function openerCases(changes: Changes): GoldenCase[] {
  return [
    ...drawn("openers/mixed", fc.tuple(openerSoup(), mode, fc.constantFrom("en", "en", "en", "es")), 300, 7, ([input, m, language], id) => ({
      id, transform: "openers", mode: m, language, input,
    }), changes),
    ...drawn("openers/time-and-subordinator", fc.tuple(openerTimes(), mode), 300, 11, ([input, m], id) => ({
      id, transform: "openers", mode: m, language: "en", input,
    }), changes),
  ];
}

// ---- applyRhythm and sentenceWordCount

/** The rest of the text's sentence lengths, which decide whether a join or a split pays. */
const others = fc.oneof(
  fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 12 }),
  fc.tuple(fc.integer({ min: 3, max: 30 }), fc.integer({ min: 1, max: 12 })).map(([length, count]) => new Array<number>(count).fill(length)),
);

/** Lines of short and long sentences, and lines made to be joined. */
function rhythmLines(): fc.Arbitrary<DrawnSentence[]> {
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
  return fc.oneof(fc.array(sentence, { minLength: 1, maxLength: 10 }), fc.array(joinable, { minLength: 2, maxLength: 6 }));
}

/** Lines of words that tokenize splits or joins differently from white space (hyphens, "U.S.", "5,000", masks…). */
function trickyRhythmLines(): fc.Arbitrary<DrawnSentence[]> {
  const word = fc.constantFrom(
    "it", "the", "team", "left", "early", "well-known", "don't", "it’s", "U.S.", "5,000", "and/or", "café", "naïve", "\ue000", "\ue001\ue002", "x--y",
    "state-of-the-art", "rock-'n'-roll", "e.g.", "中文", "rain", "stayed", "inside", "prices", "rose", "sharply", "today", "again", "—", "(see", "3.5",
  );
  const starter = fc.constantFrom(
    "It", "This", "They", "We", "There", "The", "A", "An", "But", "So", "Yet", "However,", "BUT", "Butter", "Thistle", "This-and-that", "It’s", "Its",
    "Ithaca", "Then", "Ant", "Théâtre", "\ue000", "Many", "Such", "I", "I'm", "Él",
  );
  const clause = fc.tuple(starter, fc.array(word, { minLength: 1, maxLength: 12 })).map(([s, w]) => [s, ...w].join(" "));
  const joint = fc.constantFrom(", and ", ", but ", ", which ", ", which is ", ", making ", ", including ", ", where ", ", who are ", ", as it ", ", while ", ", ");
  const sentenceText = fc
    .tuple(clause, fc.array(fc.tuple(joint, fc.array(word, { minLength: 1, maxLength: 10 })), { maxLength: 3 }), fc.constantFrom(".", ".", ".", "!", "?"))
    .map(([first, rest, end]) => first + rest.map(([j, w]) => j + w.join(" ")).join("") + end);
  const sentence = fc.record({
    text: sentenceText,
    gap: fc.constantFrom(" ", " ", " ", " ", "\n", ""),
    split: fc.constantFrom(false, false, false, false, true),
    known: fc.boolean(),
  });
  const plainWord = fc.constantFrom("team", "left", "early", "well-known", "don't", "café", "\ue000", "rain", "stayed", "inside", "today", "again", "x-ray", "5,000");
  const joinable = fc.record({
    text: fc
      .tuple(starter, fc.constantFrom("it", "they", "we", "is", "was", "has", "can"), fc.array(plainWord, { minLength: 1, maxLength: 6 }), fc.constantFrom(".", ".", "!"))
      .map(([s, w, rest, end]) => [s, w, ...rest].join(" ") + end),
    gap: fc.constant(" "),
    split: fc.constant(false),
    known: fc.boolean(),
  });
  return fc.oneof(fc.array(sentence, { minLength: 1, maxLength: 8 }), fc.array(joinable, { minLength: 2, maxLength: 6 }));
}

function rhythmCases(changes: Changes): GoldenCase[] {
  const line = (lines: fc.Arbitrary<DrawnSentence[]>) => fc.tuple(lines, mode, fc.constantFrom("en", "en", "en", "es"), others);
  const toCase = ([sentences, m, language, rest]: [DrawnSentence[], RewriteMode, string, number[]], id: string): GoldenCase => ({
    id, transform: "rhythm", mode: m, language, input: { sentences, rest } satisfies RhythmInput,
  });
  return [
    ...drawn("rhythm/lines", line(rhythmLines()), 150, 7, toCase, changes),
    ...drawn("rhythm/tricky-words", line(trickyRhythmLines()), 150, 11, toCase, changes),
  ];
}

function wordCountCases(): GoldenCase[] {
  // Pieces rich in joiners, white space of every kind, masks, non-ASCII letters and marks, surrogate pairs, digits.
  const piece = fc.constantFrom(
    "a", "It", "the", "But", "so", "This", "however", "yet", "Z9", "5", "’", "'", "-", "--", " ", " ", " ", "  ", "\t", "\n", "\r", "\u00a0",
    "\u2003", ",", ", ", ".", "?", "(", "é", "É", "ß", "中文", "e\u0301", "\ue000", "\u{1d400}", "😀", "—", "\u212a", "İ", "don't", "it’s", "x-ray",
    "U.S.", "5,000", "and/or", "’tis", "a-", "-b", "Butter", "THIS", "Yet’s", "so-so",
  );
  const text = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(""));
  return drawn("word-count/tricky", text, 250, 3, (input, id) => ({ id, transform: "word-count", input }));
}

// ---- applyRestructure, applyContractions, applyPunctuation

export const RESTRUCTURE_EXAMPLES = [
  "It is a photograph that is taken of oneself, and beans which are used in cafes.",
  "A photo that\tis taken with a tab, and one that  is made with two spaces.",
  "It helps you to prepare, and it helped them\u00a0to build.",
  "We think that the plan works, and they said that it is fine.",
  "She said that X, and that Y is true for all of us.",
  "It allows users to share files and enables developers to build apps.",
  "There are many people who think so.",
  "The integration of voice assistants has made homes smarter than ever.",
  "The novel was written by a young teacher.",
];

function restructureSentences(): ReturnType<typeof triggerSentences> {
  const WORDS = (
    "the The THE a photo photos that That THAT which Which who Who is Is IS are was were WERE taken used known made " +
    "built thought of with by a phone help Help helps helped helping HELPS you them users people us to To TO prepare " +
    "the door said says think believe we We plan works and or but not only also Not Only there There are many several " +
    "lots plenty of think allows allow enables enabled Allowing it share files be been integration use Integration " +
    "however However written young teacher novel was also originally constructor İs K it’s don't so such given"
  ).split(" ");
  const PHRASES = [
    "a photo that is taken", "beans which are used", "people who were known", "it helps you to prepare", "helped them to build",
    "not only fast but also cheap", "There are many people who think", "there are plenty of users that believe",
    "We think that the plan works", "she said that it is", "It allows users to share files", "enables developers to build",
    "The integration of voice assistants has made", "The deal, however, is not certain", "The novel was written by a young teacher.",
    "helping people to grow", "we knew that many people", "I hope that nobody", "knows that our team",
  ];
  const GAPS = [" ", " ", " ", " ", " ", " ", " ", "  ", "\t", "\u00a0", "\n", ", ", ". ", "; ", " — ", "-", "’", "_", "\ue000", " \ue001 ", "é", ""];
  return triggerSentences(WORDS, PHRASES, GAPS);
}

function restructureCases(changes: Changes): GoldenCase[] {
  return [
    ...drawn("restructure/trigger-sentences", fc.tuple(restructureSentences().inputs, mode), 350, 1, ([input, m], id) => ({
      id, transform: "restructure", mode: m, input,
    }), changes),
    ...examples("restructure/example", "restructure", RESTRUCTURE_EXAMPLES),
  ];
}

export const CONTRACTION_EXAMPLES = [
  "It is clear that it is not what it is.",
  "We do not know, and they cannot say; it is not only that.",
  "That is how it has been done, and there is more here is why.",
  "IT IS TRUE THAT WE ARE NOT READY.",
  "You and I will go, and we will see what they have done.",
  "Understanding it is key.",
  "I would not do it, but I would go where it is quiet.",
  "It\tis a tab, it  is two spaces, it\u00a0is a no-break space.",
  "İt is a dotted capital I, and it constructor works.",
  "Who is there? Where is it? There has been rain, and it will rain.",
  "They have always said it has been made.",
];

function contractionSentences(): ReturnType<typeof triggerSentences> {
  const WORDS = (
    "it It IT iT that That THAT there There here Here what What he He she She i I we We they They you You " +
    "who Who where Where is Is IS has Has will Will am Am have Have are Are would Would was were do does did " +
    "had can could should not Not NOT cannot Cannot CANNOT only merely simply been made done always never just " +
    "seen and or nor how whatever which when why than understanding being key true the a plan works note another " +
    "nothing knot hit this its it’s don't İt İs K constructor toString __proto__ hasOwnProperty"
  ).split(" ");
  const PAIRS = [
    "it is", "It is", "it has", "that is", "That Is", "there is", "here is", "what is", "he is", "she will", "I am", "I will",
    "I have", "we are", "We will", "we have", "they are", "they will", "you are", "you have", "it will", "who is", "where is",
    "I would", "we would", "they would", "there has", "do not", "does not", "is not", "are NOT", "was not", "would not", "cannot",
  ];
  const GAPS = [" ", " ", " ", " ", " ", " ", "  ", "\t", "\u00a0", "\n", ", ", ". ", "; ", " — ", "-", "’", "'", "_", "\ue000", " \ue001 ", "é", ""];
  return triggerSentences(WORDS, PAIRS, GAPS);
}

function contractionCases(changes: Changes): GoldenCase[] {
  return [
    ...drawn("contractions/trigger-sentences", fc.tuple(contractionSentences().inputs, mode, fc.constantFrom("'" as const, "’" as const)), 350, 1, ([input, m, apostrophe], id) => ({
      id, transform: "contractions", mode: m, apostrophe, input,
    }), changes),
    ...examples("contractions/example", "contractions", CONTRACTION_EXAMPLES, { apostrophe: "'" }),
  ];
}

function punctuationSentences(): fc.Arbitrary<string> {
  const WORDS = (
    "the plan works we know that it is fine however Moreover fast-paced well-known decision-making state-of-the-art " +
    "remote work has become part of how teams operate Walking I I'm May 10 In a major development"
  ).split(" ");
  const BREAKS = [" — ", "—", " – ", "–", " - ", "-", " -- ", "--", "---", "; ", ";", " ;", ", ", " ", " ", " ", "  ", "\t", "\u00a0", "\ue000", ". "];
  return fc
    .tuple(fc.array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...BREAKS)), { maxLength: 16 }), fc.constantFrom(".", "", "!", " ", ";", "-"))
    .map(([parts, end]) => parts.map(([word, gap]) => word + gap).join("") + end);
}

function punctuationCases(changes: Changes): GoldenCase[] {
  const inputs = fc.oneof({ weight: 6, arbitrary: punctuationSentences() }, { weight: 1, arbitrary: fc.string({ maxLength: 60 }) });
  return drawn("punctuation/dashes-and-semicolons", fc.tuple(inputs, mode), 300, 1, ([input, m], id) => ({ id, transform: "punctuation", mode: m, input }), changes);
}

// ---- findProtectedSpans and maskText

function spanCases(): GoldenCase[] {
  const pieces = fc.constantFrom(
    ..."aAzZ Ii09 .,;:!?/\\@`*_~#&%+$€°-–—'’\"“”„«»‘()[]{}<>!\t\n\r\u00a0\u2028\u3000\ufeffÉéñßİ\u0301".split(""),
    "http://", "https://", "HTTPS://", "hTtp://", "://", "ftp://", "www.", "WWW.", "wWw.", "ww.", "x.y", "a@b.co", "@me", "#tag", "&#",
    "`x`", "``a`b``", "[a](b)", "![i](u \"t\")", "[a][b]", "[^1]", "<br>", "**", "__", "~~", "\"q\"", "“q”", "„q“", "«q»", "‘q’", "'q'",
    "Jan", "March", "Sept.", "May", "1st", "22nd", "of", "2024", "10:30", "3 p.m.", "7PM", "12am", "3.5", "1,000", "°C", "‰",
    "0", "00", "07", "0:", "am", "pm", "a.m.",
    "I", "I'm", "I’d", "NASA", "Alice", "Smith", "The", "U.S", "e.g", "Dr", "mr", "sra", "pág", "iPhone", "x-Ray",
    "abbreviated", "Abbreviated", "abbreviations", "é.é.é.é.é.é",
    "\ue000", "\uf8ff", "\u{f0000}", "\u{ffffd}", "\u{ffffe}", "\u{100000}", "\u{10fffd}", "\udb80", "\udbff", "\udc00", "\ud835", "𝐀", "𝑎", "😀", "ا",
    ". ", "! ", "? ", "… ", ".) ", ".” ", ". \u00a0", ".\n", ":", ": ",
  );
  const rich = fc.array(pieces, { maxLength: 60 }).map((parts) => parts.join(""));
  const tricky = fc.constantFrom(
    ..."aZ Ib9 '’-–.,:/ \t$%°C+€éÉñ\u0301\u00a0".split(""),
    "I", "I'm", "NASA", "Alice", "The", "x", "2024", "3.5", "U.S", "e.g", "😀", "𝐀", "𝑎", "\ud835", "\udc00", "\ue000", "`", "\"", "“", "*", "@", "#",
    ". ", "! ", ": ", "— ",
  );
  const fixed = [
    "See https://example.com/a?b=c, www.acme.dev and WWW.ACME.DEV or mail support@acme.dev / @acme_help #DevTools.",
    "Run `npm run build` then [the docs](https://docs.acme.dev/x) <br> **bold** _em_ ~~gone~~ \"quoted\" 'single'.",
    "On March 14, 2024 at 3:30 p.m. we paid $4.2 (12.5% of €1,299.99) to NASA and Alice Smith in the U.S. I'm sure.",
    "Private \ue000 and \u{f0000} and a lone \udb80 here; 5 June 2023, 10:45, 7PM.",
    "Only http://a.b/c here (each trigger is looked for per line).",
    "Near misses: 0pm, 0:00 and 0 May, http://a.b/c, ftp://x, wWw.x.org, iPhone, x~y, ~~z~~, a#b, #0.",
    "In 2019, NASA and Alice Smith met Bob.", "Foo Bar baz. The Quick fox", "I'm here. I Am", "$4.2 and 12.5% of 3,000", "a.B c-D É.é x’Y",
  ];
  const toCase = (input: string, id: string): GoldenCase => ({ id, transform: "spans", input });
  return [
    ...drawn("spans/triggers", rich, 250, 5, toCase),
    ...drawn("spans/any-code-units", fc.string({ unit: "binary", maxLength: 100 }), 80, 5, toCase),
    ...drawn("spans/word-runs", fc.array(tricky, { maxLength: 40 }).map((a) => a.join("")), 150, 5, toCase),
    ...fixed.map((input, i) => toCase(input, `spans/example/${pad(i)}`)),
  ];
}

// ---- detectLanguage

/** The stopwords of the detector when the corpus was made: the vocabulary of the detect inputs. */
export const DETECT_STOPWORDS: Readonly<Record<string, string>> = {
  en: "the and of to is that it for was with as are this be have not they you from by which his but at or been",
  es: "el la los las del que y en es por para con una un se su sus al lo como más pero fue son está este esta también muy",
  fr: "le les des est et que une un dans pour pas qui sur au aux du avec ce cette sont mais ou être nous vous ils elle",
  de: "der das und ist nicht ein eine zu den von mit sich des auf für dem im sind auch wird wie oder aber bei nach",
  pt: "o os da do das dos que não uma um em para com se por mais como mas foi são está também ao pelo pela",
  it: "il di che è non della delle degli una per con sono gli alla anche più nel dei lo come ma sono questo questa",
  nl: "de het een en van is dat niet op te zijn voor met ook maar dit die er bij wordt naar deze",
};
export const ALL_STOPWORDS = [...new Set(Object.values(DETECT_STOPWORDS).flatMap((words) => words.split(" ")))];
export const STOPWORD_CHARS = [...new Set(ALL_STOPWORDS.flatMap((w) => [...w]))];

/** Code-point ranges of the scripts the detector tells apart (as input vocabulary). */
const SCRIPT_RANGES: readonly (readonly [number, number])[] = [
  [0x0370, 0x03ff], [0x0400, 0x052f], [0x0530, 0x058f], [0x0590, 0x05ff], [0x0600, 0x06ff], [0x0750, 0x077f], [0x08a0, 0x08ff],
  [0x0900, 0x097f], [0x0980, 0x09ff], [0x0a00, 0x0a7f], [0x0a80, 0x0aff], [0x0b80, 0x0bff], [0x0c00, 0x0c7f], [0x0c80, 0x0cff],
  [0x0d00, 0x0d7f], [0x0d80, 0x0dff], [0x0e00, 0x0e7f], [0x0e80, 0x0eff], [0x1000, 0x109f], [0x10a0, 0x10ff], [0x1100, 0x11ff],
  [0x1200, 0x139f], [0x1780, 0x17ff], [0x1c80, 0x1c8f], [0x1f00, 0x1fff], [0x2e80, 0x2fdf], [0x3005, 0x3007], [0x3040, 0x30ff],
  [0x3130, 0x318f], [0x31f0, 0x31ff], [0x3400, 0x4dbf], [0x4e00, 0x9fff], [0xa640, 0xa69f], [0xa960, 0xa97f], [0xac00, 0xd7af],
  [0xd7b0, 0xd7ff], [0xf900, 0xfaff], [0xfb1d, 0xfb4f], [0xfb50, 0xfdff], [0xfe70, 0xfeff], [0xff66, 0xff9f], [0x20000, 0x3134f],
];

/** Random mixes of scripts, stopwords in any case, surrogates and punctuation (cut to at most 600 characters). */
function detectTexts(): fc.Arbitrary<string> {
  const codePointIn = (lo: number, hi: number) => fc.integer({ min: lo, max: hi }).map((cp) => String.fromCodePoint(cp));
  const charsOf = (chars: string) => fc.constantFrom(...[...chars]);
  const char = fc.oneof(
    { arbitrary: codePointIn(0x41, 0x5a), weight: 2 },
    { arbitrary: codePointIn(0x61, 0x7a), weight: 4 },
    { arbitrary: codePointIn(0x80, 0x24f), weight: 3 },
    { arbitrary: charsOf("áéíóúñüèêàâãçòùìîôöäßÁÉÍÓÚÑÜÈÊÃÇÙİıſªºẞ\u212a\u212b"), weight: 3 },
    { arbitrary: fc.oneof(codePointIn(0x1e00, 0x1eff), codePointIn(0x2c60, 0x2c7f), codePointIn(0xa720, 0xa7ff), codePointIn(0xff21, 0xff5a)), weight: 1 },
    { arbitrary: codePointIn(0x250, 0x36f), weight: 1 },
    { arbitrary: fc.constantFrom(...SCRIPT_RANGES).chain(([lo, hi]) => codePointIn(lo, hi)), weight: 2 },
    { arbitrary: fc.oneof(codePointIn(0x4e00, 0x9fff), codePointIn(0x3400, 0x4dbf), codePointIn(0x20000, 0x2a6df)), weight: 2 },
    { arbitrary: fc.oneof(codePointIn(0x3040, 0x30ff), codePointIn(0xff66, 0xff9f)), weight: 2 },
    { arbitrary: fc.oneof(codePointIn(0x400, 0x4ff), charsOf("іїєґІЇЄҐ")), weight: 2 },
    { arbitrary: fc.oneof(codePointIn(0x600, 0x6ff), charsOf("پچژگی")), weight: 2 },
    { arbitrary: fc.oneof(codePointIn(0x1f300, 0x1faff), codePointIn(0x10000, 0x10ffff)), weight: 1 },
    { arbitrary: codePointIn(0xd800, 0xdfff), weight: 1 },
    { arbitrary: fc.oneof(codePointIn(0x30, 0x39), charsOf(" \t\n.,;:!?'\"()-–—…“”’«»¿¡/&%$€")), weight: 3 },
    { arbitrary: codePointIn(0, 0xffff), weight: 1 },
  );
  const stopword = fc
    .tuple(fc.constantFrom(...ALL_STOPWORDS), fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }), fc.constantFrom("lower", "upper", "title", "mixed"))
    .map(([word, flips, style]) => {
      if (style === "lower") return word;
      if (style === "upper") return word.toUpperCase();
      if (style === "title") return word.charAt(0).toUpperCase() + word.slice(1);
      return [...word].map((ch, i) => (flips[i] ? ch.toUpperCase() : ch)).join("");
    });
  const asciiWord = fc.stringMatching(/^[A-Za-z]{1,12}$/);
  const scriptWord = fc.constantFrom(...SCRIPT_RANGES).chain(([lo, hi]) => fc.array(codePointIn(lo, hi), { minLength: 1, maxLength: 8 }).map((a) => a.join("")));
  const piece = fc.oneof(
    { arbitrary: stopword, weight: 6 },
    { arbitrary: scriptWord, weight: 3 },
    { arbitrary: asciiWord, weight: 4 },
    { arbitrary: fc.array(char, { minLength: 1, maxLength: 10 }).map((a) => a.join("")), weight: 4 },
    { arbitrary: fc.tuple(stopword, char).map(([w, c]) => w + c), weight: 1 },
    { arbitrary: fc.tuple(char, stopword).map(([c, w]) => c + w), weight: 1 },
    { arbitrary: char, weight: 2 },
  );
  const separator = fc.oneof({ arbitrary: fc.constant(" "), weight: 6 }, { arbitrary: fc.array(char, { maxLength: 3 }).map((a) => a.join("")), weight: 2 });
  return fc
    .record({
      pieces: fc.array(fc.tuple(piece, separator), { minLength: 1, maxLength: 40 }),
      order: fc.array(fc.nat(), { minLength: 1, maxLength: 60 }),
      length: fc.oneof(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 0, max: 600 })),
    })
    .map(({ pieces, order, length }) => {
      let out = "";
      for (let k = 0; out.length < length; k++) {
        const [word, sep] = pieces[(order[k % order.length] as number) % pieces.length] as [string, string];
        out += word + sep;
      }
      return out.slice(0, length);
    });
}

/**
 * Sweeps: one record stands for many texts, built by golden/run.ts from the input's `sweep`, its
 * output a compact table (runs of code points with one answer; the answers that differ from the
 * usual one; rows of a grid).
 */
export type DetectSweep =
  | { sweep: "code-points"; template: "alone" | "in-words" }
  | { sweep: "replaced-letter"; word: string; letter: string }
  | { sweep: "stopword-variants"; word: string }
  | { sweep: "grid"; grid: "han-kana-latin" | "scripts" | "votes" };

function detectCases(): GoldenCase[] {
  const text = (input: string, id: string): GoldenCase => ({ id, transform: "detect", input });
  const sweep = (input: DetectSweep, id: string): GoldenCase => ({ id, transform: "detect", input });
  // For each character of the stopwords, a stopword holding it (not an English one when there is a choice).
  const english = new Set(DETECT_STOPWORDS["en"]?.split(" "));
  const probes = STOPWORD_CHARS.map((letter) => {
    const holders = ALL_STOPWORDS.filter((w) => w.includes(letter));
    return { word: holders.find((w) => !english.has(w)) ?? (holders[0] as string), letter };
  });
  return [
    ...drawn("detect/mixed", detectTexts(), 150, 13, text),
    ...drawn("detect/any-code-units", fc.string({ unit: "binary", maxLength: 200 }), 80, 13, text),
    sweep({ sweep: "code-points", template: "alone" }, "detect/code-points/alone"),
    sweep({ sweep: "code-points", template: "in-words" }, "detect/code-points/in-words"),
    ...probes.map((p) => sweep({ sweep: "replaced-letter", ...p }, `detect/replaced-letter/${p.word}-${p.letter}`)),
    ...ALL_STOPWORDS.map((word) => sweep({ sweep: "stopword-variants", word }, `detect/stopword-variants/${word}`)),
    ...(["han-kana-latin", "scripts", "votes"] as const).map((grid) => sweep({ sweep: "grid", grid }, `detect/grid/${grid}`)),
  ];
}

// ---- rewriteText, end to end

function rewriteCases(): GoldenCase[] {
  const fixtures = [...ENGLISH_FIXTURES.map((f) => ({ ...f, language: "en" })), ...STRUCTURE_FIXTURES.map((f) => ({ ...f, language: "en" })), ...SPANISH_FIXTURES.map((f) => ({ ...f, language: "es" }))];
  const sentences: [string, fc.Arbitrary<string>, number][] = [
    ["openers", openerSoup(), 7],
    ["openers-time", openerTimes(), 11],
    ["restructure", restructureSentences().sentences, 1],
    ["contractions", contractionSentences().sentences, 1],
    ["punctuation", punctuationSentences(), 1],
  ];
  // Paragraphs of three drawn sentences: the rhythm transform and the openers' lookups see a whole text.
  const paragraph = (arbitrary: fc.Arbitrary<string>) => fc.array(arbitrary, { minLength: 3, maxLength: 3 }).map((parts) => parts.join(" "));
  return [
    ...fixtures.flatMap((f) => MODES.map((m): GoldenCase => ({ id: `rewrite/fixture/${f.id}-${m}`, transform: "rewrite", mode: m, language: f.language, input: f.text }))),
    ...examples("rewrite/restructure-example", "rewrite", RESTRUCTURE_EXAMPLES, { language: "en" }),
    ...examples("rewrite/contraction-example", "rewrite", CONTRACTION_EXAMPLES, { language: "en" }),
    ...sentences.flatMap(([name, arbitrary, seed]) =>
      drawn(`rewrite/${name}`, fc.tuple(paragraph(arbitrary), mode), 40, seed, ([input, m], id) => ({ id, transform: "rewrite", mode: m, language: "en", input })),
    ),
  ];
}

/** Every case of the corpus, by transform; `changes` says whether the engine changes a case's input. */
export function buildCases(changes: Changes): Map<Transform, GoldenCase[]> {
  return new Map<Transform, GoldenCase[]>([
    ["rewrite", rewriteCases()],
    ["openers", openerCases(changes)],
    ["rhythm", rhythmCases(changes)],
    ["word-count", wordCountCases()],
    ["restructure", restructureCases(changes)],
    ["contractions", contractionCases(changes)],
    ["punctuation", punctuationCases(changes)],
    ["spans", spanCases()],
    ["detect", detectCases()],
  ]);
}
