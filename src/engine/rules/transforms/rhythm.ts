// Sentence-length variation: split long compound sentences at a safe conjunction
// (", and" + a clause with its own subject), and join two short plain neighbours.

import { leadingWords, startsClause } from "../clauses.js";
import type { Sentence } from "../sentences.js";
import { capitalize, countWordTokens, decapitalize, hashString, isLowerInitial, keyOf, normalizeWord, ownEntry, tokenize, wordKey, type Token } from "../tokens.js";
import { withApostrophe, type RewriteContext } from "./context.js";

interface RhythmSettings {
  /** Sentences longer than this (in words) are candidates for a split at a safe point. */
  splitAbove: number;
  /** Sentences longer than this are split whenever a safe point exists, whatever the rhythm. */
  alwaysSplitAbove: number;
  /** Neither half of a split may be shorter than this. */
  minPart: number;
  /** Both sentences of a join must be at most this long… */
  joinEach: number;
  /** …and together at most this long. */
  joinTotal: number;
  /** Collect every safe split point, not only while the rest is long (the rhythm picks among them). */
  collectAll: boolean;
}

const SETTINGS: Record<RewriteContext["mode"], RhythmSettings> = {
  standard: { splitAbove: 22, alwaysSplitAbove: 30, minPart: 6, joinEach: 8, joinTotal: 15, collectAll: false },
  aggressive: { splitAbove: 12, alwaysSplitAbove: 18, minPart: 4, joinEach: 20, joinTotal: 34, collectAll: true },
};

/**
 * Running sentence-length statistics of the whole text (count, sum, sum of squares), so
 * that each split or join can be judged by what it does to the text's rhythm: the
 * coefficient of variation (standard deviation / mean) of its sentence lengths.
 */
export interface LengthStats {
  n: number;
  sum: number;
  sumSq: number;
}

export function addLength(stats: LengthStats, length: number, sign: 1 | -1 = 1): void {
  stats.n += sign;
  stats.sum += sign * length;
  stats.sumSq += sign * length * length;
}

function variation(n: number, sum: number, sumSq: number): number {
  if (n < 2 || sum <= 0) return 0;
  const mean = sum / n;
  return Math.sqrt(Math.max(0, sumSq / n - mean * mean)) / mean;
}

/** Change in the coefficient of variation when `removed` lengths are replaced by `added` ones. */
function variationGain(stats: LengthStats, removed: readonly number[], added: readonly number[]): number {
  let { n, sum, sumSq } = stats;
  const before = variation(n, sum, sumSq);
  for (const x of removed) {
    n--;
    sum -= x;
    sumSq -= x * x;
  }
  for (const x of added) {
    n++;
    sum += x;
    sumSq += x * x;
  }
  return variation(n, sum, sumSq) - before;
}

const WORDLIKE = /[\p{L}\p{N}\p{Co}]/u;
// WORDLIKE of each non-ASCII code unit already tested (1 = no, 2 = yes, 0 = not yet).
const WORDLIKE_UNIT = new Uint8Array(0x10000);

function isWordlikeUnit(code: number, char: string): boolean {
  let known = WORDLIKE_UNIT[code] as number;
  if (known === 0) {
    known = WORDLIKE.test(char) ? 2 : 1;
    WORDLIKE_UNIT[code] = known;
  }
  return known === 2;
}

/** Words of a sentence as the rhythm counts them: whitespace-separated chunks with a letter, digit or mask. */
export function sentenceWordCount(text: string): number {
  // With no other white space than " " (the usual case), the rest of a counted chunk is skipped with indexOf.
  if (text.indexOf("\t") >= 0 || text.indexOf("\n") >= 0 || text.indexOf("\r") >= 0 || text.indexOf("\u00a0") >= 0) return chunkCount(text);
  let count = 0;
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code !== 32 && isWordlikeCode(code, text, i)) {
      count++;
      // The chunk has counted: go on after the space that ends it.
      const space = text.indexOf(" ", i + 1);
      if (space < 0) break;
      i = space + 1;
    } else i++;
  }
  return count;
}

/** sentenceWordCount for a text with other white space than " ": one look at every code unit. */
function chunkCount(text: string): number {
  let count = 0;
  let counted = false; // the current chunk has counted already
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isSpaceCode(code)) counted = false;
    else if (!counted && isWordlikeCode(code, text, i)) {
      count++;
      counted = true;
    }
  }
  return count;
}

/** Is the code unit at `i` (its code is `code`) a letter, digit or mask as sentenceWordCount sees them? */
function isWordlikeCode(code: number, text: string, i: number): boolean {
  if (code < 0x80) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
  return isWordlikeUnit(code, text.charAt(i));
}

function isSpaceCode(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13 || code === 0xa0;
}

/**
 * Whether tokenize(text) certainly has at most `limit` word and mask tokens, judged from the
 * code units alone. It counts the starts of ASCII words as tokenize does (an apostrophe or a
 * hyphen between two ASCII letters or digits continues a word), and every non-ASCII code unit
 * but "’" (a joiner or a token of its own, never a word's start) as a possible start: a count
 * never below tokenize's, and equal to it for plain English.
 */
export function wordTokensAtMost(text: string, limit: number): boolean {
  let count = 0;
  let previous = 32; // the code unit before i, and the one before that
  let beforePrevious = 32;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const start =
      code < 0x80
        ? isAsciiWordCode(code) && !isAsciiWordCode(previous) && !(isJoinerCode(previous) && isAsciiWordCode(beforePrevious))
        : code !== 0x2019;
    if (start && ++count > limit) return false;
    beforePrevious = previous;
    previous = code;
  }
  return true;
}

function isAsciiWordCode(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
}

/** ' ’ -: they join two word characters into one word token. */
function isJoinerCode(code: number): boolean {
  return code === 39 || code === 45 || code === 0x2019;
}

/**
 * Splits long sentences and joins short neighbours of one line. `originalLengths` are the
 * word counts of the line's sentences before any edit; `context.lengths`, when given,
 * holds those of the whole text and is updated with the line's new lengths.
 */
export function applyRhythm(sentences: Sentence[], context: RewriteContext, originalLengths: readonly number[] = []): Sentence[] {
  const settings = SETTINGS[context.mode];
  const stats: LengthStats = context.lengths ?? { n: 0, sum: 0, sumSq: 0 };
  if (context.lengths) for (const length of originalLengths) addLength(stats, length, -1);
  const counts: number[] = [];
  for (const sentence of sentences) {
    const count = sentence.words ?? sentenceWordCount(sentence.text);
    counts.push(count);
    addLength(stats, count);
  }

  const pieces: Sentence[] = [];
  for (let s = 0; s < sentences.length; s++) {
    const sentence = sentences[s] as Sentence;
    const count = counts[s] as number;
    const parts = chooseSplit(sentence.text, settings, context, stats, count);
    if (parts === null) {
      // Not split: its word count is still known (joinShort only reads its pieces, so one that
      // carries its count already can stand for itself).
      pieces.push(sentence.words === count ? sentence : { text: sentence.text, gap: sentence.gap, split: sentence.split === true, words: count });
      continue;
    }
    parts.forEach((text, k) => {
      pieces.push({ text, gap: k === parts.length - 1 ? sentence.gap : " ", split: parts.length > 1 || sentence.split === true });
    });
  }
  return joinShort(pieces, settings, context, stats);
}

// ", which is …" / ", making …" at the end of a sentence start a sentence of their own.
const WHICH_OPENERS: Record<string, string> = {
  are: "They're",
  was: "This was",
  means: "This means",
  meant: "This meant",
  makes: "This makes",
  allows: "This allows",
  helps: "This helps",
  leads: "This leads",
  gives: "This gives",
  shows: "This shows",
  explains: "This explains",
  can: "This can",
  could: "This could",
  will: "This will",
  would: "This would",
  may: "This may",
  might: "This might",
  has: "This has",
  had: "This had",
};
// What may follow a verb in "-s" after ", which" for it to be a verb with an object
// ("which raises the temperature"), not a noun ("which experts consider").
const OBJECT_START = new Set(
  "the a an this that these those it them us him her me you our their its his my your to in on at for with from into by up out more less many much some all no any each every".split(" "),
);
/** -ing form -> [present, past, base] of the verb, for "…, causing X" -> "This causes X". */
const PARTICIPLE_OPENERS: Record<string, readonly [string, string, string]> = {
  making: ["makes", "made", "make"],
  allowing: ["allows", "allowed", "allow"],
  leading: ["leads", "led", "lead"],
  creating: ["creates", "created", "create"],
  enabling: ["enables", "enabled", "enable"],
  ensuring: ["ensures", "ensured", "ensure"],
  resulting: ["results", "resulted", "result"],
  reducing: ["reduces", "reduced", "reduce"],
  improving: ["improves", "improved", "improve"],
  increasing: ["increases", "increased", "increase"],
  highlighting: ["highlights", "highlighted", "highlight"],
  adding: ["adds", "added", "add"],
  causing: ["causes", "caused", "cause"],
  raising: ["raises", "raised", "raise"],
  lowering: ["lowers", "lowered", "lower"],
  saving: ["saves", "saved", "save"],
  costing: ["costs", "cost", "cost"],
  forcing: ["forces", "forced", "force"],
  putting: ["puts", "put", "put"],
  affecting: ["affects", "affected", "affect"],
  reflecting: ["reflects", "reflected", "reflect"],
  contributing: ["contributes", "contributed", "contribute"],
  requiring: ["requires", "required", "require"],
  prompting: ["prompts", "prompted", "prompt"],
  marking: ["marks", "marked", "mark"],
  fueling: ["fuels", "fueled", "fuel"],
  boosting: ["boosts", "boosted", "boost"],
  driving: ["drives", "drove", "drive"],
  limiting: ["limits", "limited", "limit"],
  preventing: ["prevents", "prevented", "prevent"],
  undermining: ["undermines", "undermined", "undermine"],
  threatening: ["threatens", "threatened", "threaten"],
  jeopardizing: ["jeopardizes", "jeopardized", "jeopardize"],
};
const TENSE_STOPPERS = new Set(["that", "which", "who", "whom", "whose", "where", "when", "if", "because", "unless", "while", "although"]);
// Past forms without "-ed": a clause with one of these is not in the present tense.
const IRREGULAR_PAST = new Set(
  "hit made took gave saw went came found left kept held ran brought built sent set put cut led grew fell rose won lost began became wrote told said felt met paid sold spent stood thought understood struck caught bought taught drove broke spoke chose knew threw flew drew wore forgot hid shook".split(
    " ",
  ),
);
const MODALS = new Set(["would", "could", "might", "may", "will", "can", "should", "must"]);
const PAST_AUXILIARIES = new Set(["was", "were", "had", "did"]);
const PRESENT_AUXILIARIES = new Set(["is", "are", "has", "have", "does", "do", "am"]);

/** The tense of a main clause, for a new sentence that continues it: a modal, "past", "present" or null (unsure). */
function clauseTense(tokens: readonly Token[], from: number, to: number): string | null {
  let sawPastParticiple = false;
  for (let i = from; i < to; i++) {
    const token = tokens[i];
    if (token?.kind !== "word") continue;
    const word = wordKey(token);
    if (TENSE_STOPPERS.has(word)) break; // "needs that may arise": the relative clause has its own tense
    if (MODALS.has(word)) return word;
    if (PAST_AUXILIARIES.has(word)) return "past";
    if (PRESENT_AUXILIARIES.has(word)) return "present";
    if ((word.endsWith("ed") && word.length > 4) || IRREGULAR_PAST.has(word)) sawPastParticiple = true;
  }
  return sawPastParticiple ? null : "present";
}

const MAX_SINGLE_OPTIONS = 6;

interface Candidate {
  comma: number;
  split: SplitPoint;
}

/**
 * The safe split points of one sentence, left to right (each judged from the previous
 * one). One pass over the tokens with prefix sums, so a huge run-on sentence stays linear.
 * Standard mode stops once what is left is short enough; aggressive mode collects them all
 * and lets the rhythm choose.
 */
function splitCandidates(tokens: readonly Token[], settings: RhythmSettings, context: RewriteContext): Candidate[] {
  // Short sentences (most of them) and those without ", " have no split point: check before building the table.
  if (countWordTokens(tokens) <= settings.splitAbove) return [];
  let commas = false;
  for (let i = 0; i + 1 < tokens.length && !commas; i++) commas = tokens[i]?.text === "," && tokens[i + 1]?.text === " ";
  if (!commas) return [];
  // wordsBefore[i]: words in tokens[0..i) (a scratch array, of which only [0..tokens.length] is read).
  wordsBefore[0] = 0;
  for (let i = 0; i < tokens.length; i++) {
    const kind = tokens[i]?.kind;
    wordsBefore[i + 1] = (wordsBefore[i] as number) + (kind === "word" || kind === "mask" ? 1 : 0);
  }
  const words = (from: number, to: number): number => (wordsBefore[to] ?? 0) - (wordsBefore[from] ?? 0);
  const candidates: Candidate[] = [];
  let start = 0;
  // Whether a ", which/where/who…" comma lies in tokens[start..i): every index from start on is
  // visited, so a flag reset with start does what a table of the last such comma did.
  let afterRelative = false;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]?.text !== ",") continue;
    if (tokens[i + 1]?.text === " ") {
      if (!settings.collectAll && words(start, tokens.length) <= settings.splitAbove) break;
      const split = words(start, i) < settings.minPart || !endsWithWord(tokens, start, i) ? null : splitPoint(tokens, i, settings, context, words, start, afterRelative);
      if (split !== null) {
        candidates.push({ comma: i, split });
        start = split.resumeAt;
        afterRelative = false;
        i = start - 1;
        continue;
      }
    }
    if (isRelativeComma(tokens, i)) afterRelative = true;
  }
  return candidates;
}

const wordsBefore: number[] = [];

/** Does the comma at `comma` open a relative clause (", which", ", where", ", who"…)? */
function isRelativeComma(tokens: readonly Token[], comma: number): boolean {
  const next = tokens[comma + 2];
  return tokens[comma + 1]?.kind === "space" && next?.kind === "word" && COMMA_RELATIVES.has(wordKey(next));
}

/** Is tokens[from..) one plain stretch: no punctuation but "." and "-" before its last token? */
function plainToEnd(tokens: readonly Token[], from: number): boolean {
  for (let i = from; i < tokens.length - 1; i++) {
    const token = tokens[i] as Token;
    if (token.kind === "punct" && token.text !== "." && token.text !== "-") return false;
  }
  return true;
}

/** The sentence split at the chosen candidates. */
function renderSplit(tokens: readonly Token[], chosen: readonly Candidate[]): string[] {
  const pieces: string[] = [];
  const replaced = new Map<number, string>();
  for (const c of chosen) for (const [index, text] of c.split.replace ?? []) replaced.set(index, text);
  let start = 0;
  let lead = "";
  let capitalizeFirst = false;
  for (const c of chosen) {
    pieces.push(renderPiece(tokens, start, c.comma, lead, capitalizeFirst, replaced) + ".");
    start = c.split.resumeAt;
    lead = c.split.lead;
    capitalizeFirst = c.split.capitalize;
  }
  pieces.push(renderPiece(tokens, start, tokens.length, lead, capitalizeFirst, replaced));
  return pieces;
}

/**
 * Splits a long sentence where that gives the text a more varied rhythm: of "split at every
 * safe point" and "split at one of them", the one that raises the coefficient of variation
 * of the text's sentence lengths most (unequal halves beat balanced ones). A sentence over
 * `alwaysSplitAbove` words is split even when no choice raises it. Updates `stats`; null when
 * the sentence stays whole.
 */
function chooseSplit(text: string, settings: RhythmSettings, context: RewriteContext, stats: LengthStats, length: number): string[] | null {
  // Every split point is a ", " (a "," token before a " " token): without one, no need to tokenize.
  if (text.indexOf(", ") < 0) return null;
  // Nor is there one in a sentence of at most splitAbove word tokens (splitCandidates): most
  // sentences with a comma are that short, and a bound on their word tokens is cheaper than
  // tokens (there are at least `length` of them, so a longer one needs no bound).
  if (length <= settings.splitAbove && wordTokensAtMost(text, settings.splitAbove)) return null;
  const tokens = tokenize(text);
  const candidates = splitCandidates(tokens, settings, context);
  if (candidates.length === 0) return null;
  const options: Candidate[][] = [candidates];
  // A few split points: also try each one alone. (A run-on with hundreds of them is split at
  // all of them; trying each alone would render the sentence once per point: quadratic.)
  if (candidates.length > 1 && candidates.length <= MAX_SINGLE_OPTIONS) for (const c of candidates) options.push([c]);
  let best: string[] | null = null;
  let bestLengths: number[] = [];
  let bestGain = -Infinity;
  for (const option of options) {
    const parts = renderSplit(tokens, option);
    const partLengths = parts.map(sentenceWordCount);
    const gain = variationGain(stats, [length], partLengths);
    if (gain > bestGain + 1e-12) {
      best = parts;
      bestLengths = partLengths;
      bestGain = gain;
    }
  }
  if (best === null || (length <= settings.alwaysSplitAbove && bestGain <= 0)) return null;
  addLength(stats, length, -1);
  for (const partLength of bestLengths) addLength(stats, partLength);
  return best;
}

function renderPiece(tokens: readonly Token[], from: number, to: number, lead: string, capitalizeFirst: boolean, replaced: ReadonlyMap<number, string>): string {
  let body = "";
  for (let i = from; i < to; i++) body += replaced.get(i) ?? tokens[i]?.text ?? "";
  return lead + (capitalizeFirst ? capitalize(body) : body);
}

interface SplitPoint {
  /** Token index where the new sentence's own words resume. */
  resumeAt: number;
  /** Words put in front of them ("But ", "This makes "). */
  lead: string;
  capitalize: boolean;
  /** Tokens of the new sentence to re-spell ("and providing" -> "and provides"). */
  replace?: ReadonlyMap<number, string>;
}

/** How the sentence continues after the comma at `comma` when split there, or null when it is not safe. */
function splitPoint(
  tokens: readonly Token[],
  comma: number,
  settings: RhythmSettings,
  context: RewriteContext,
  words: (from: number, to: number) => number,
  pieceStart: number,
  afterRelative: boolean,
): SplitPoint | null {
  const word = tokens[comma + 2];
  if (word?.kind !== "word" || tokens[comma + 3]?.text !== " ") return null;
  const key = wordKey(word);
  const rest = comma + 4;

  const opener = ownEntry(context.profile.splitConjunctions, key);
  if (opener !== undefined) {
    if (!clauseAhead(tokens, rest, context)) return null;
    // "Not only does the app save time, but it also helps…": the "but" half completes the
    // first; a full stop would leave "Not only does the app save time." as a fragment.
    if (key === "but" && notOnlyBefore(tokens, comma)) return null;
    // "…, where c is the side, a and b are the others, and C is the angle": the clause after
    // "and" may still belong to the relative clause; a full stop would cut it off.
    if (afterRelative) return null;
    if (words(rest, tokens.length) < settings.minPart) return null;
    if (endsListItem(tokens, comma)) return null;
    if (opener !== "") return { resumeAt: rest, lead: withApostrophe(opener, context) + " ", capitalize: false };
    return plainStart(tokens, rest);
  }
  if (!context.profile.rhythm.clauseSplits) return null;
  if (key === "as" && context.mode === "aggressive") {
    // "…a valuable artifact, as it gives a glimpse…" -> "…a valuable artifact. It gives a glimpse…":
    // a comma + "as" + a pronoun subject gives a reason; the new sentence keeps it next to the claim.
    const [w1, w2] = leadingWords(tokens, rest, 2);
    if (w1 === undefined || w2 === undefined || !AS_SUBJECTS.has(w1) || AS_ASIDES.has(w2)) return null;
    if (!startsClause(leadingWords(tokens, rest, 3), context.profile) && !/(?:s|ed)$/u.test(w2)) return null;
    if (words(rest, tokens.length) < settings.minPart || endsListItem(tokens, comma)) return null;
    return plainStart(tokens, rest);
  }
  if ((key === "while" || key === "whereas") && context.mode === "aggressive") {
    // ", while dark roasts have…": a contrast between two clauses; the new sentence carries it.
    if (!startsClause(leadingWords(tokens, rest, 3), context.profile)) return null;
    if (words(rest, tokens.length) < settings.minPart || endsListItem(tokens, comma)) return null;
    return plainStart(tokens, rest);
  }
  if (key === "including" && context.mode === "aggressive") return includingSplit(tokens, comma, rest, words);
  // The rest of the sentence must be one plain stretch: no further commas or clauses.
  // (plainToEnd stops at the first comma: over all the commas of a sentence, one pass.)
  if (!plainToEnd(tokens, rest)) return null;
  if (words(rest, tokens.length) < 4) return null;
  if (key === "which") return whichSplit(tokens, rest, context);
  if (context.mode !== "aggressive") return null;
  if (key === "who") return whoSplit(tokens, rest, context);
  if (key === "where") {
    // "…a condenser, where it is cooled" -> "…a condenser. There, it is cooled" (places only)
    const before = tokens[comma - 1];
    if (before?.kind !== "word" || !PLACES.has(wordKey(before))) return null;
    if (!startsClause(leadingWords(tokens, rest, 3), context.profile)) return null;
    return { resumeAt: rest, lead: "There, ", capitalize: false };
  }
  const forms = ownEntry(PARTICIPLE_OPENERS, key);
  if (forms === undefined) return null;
  const tense = clauseTense(tokens, pieceStart, comma);
  if (tense === null) return null;
  const finite = (f: readonly [string, string, string]): string => (tense === "present" ? f[0] : tense === "past" ? f[1] : f[2]);
  // "…, helping X and providing Y": both participles become verbs, or the split is off.
  // An "-ing" word in between ("highlighting the importance of reducing X and improving Y")
  // makes the later one part of the object: no split then.
  const replace = new Map<number, string>();
  let gerundBetween = false;
  for (let i = rest; i < tokens.length; i++) {
    const token = tokens[i];
    if (token?.kind !== "word" || !wordKey(token).endsWith("ing")) continue;
    const previous = normalizeWord(tokens[i - 2]?.text ?? "");
    if (previous !== "and" && previous !== "or") {
      gerundBetween = true;
      continue;
    }
    const other = ownEntry(PARTICIPLE_OPENERS, wordKey(token));
    if (other === undefined || gerundBetween) return null;
    replace.set(i, finite(other));
  }
  const verb = tense === "present" || tense === "past" ? finite(forms) : `${tense} ${forms[2]}`;
  return { resumeAt: rest, lead: `This ${verb} `, capitalize: false, replace };
}

/** Is there a "not only" / "not just" before the comma at `comma`? */
function notOnlyBefore(tokens: readonly Token[], comma: number): boolean {
  for (let i = 0; i + 2 < comma; i++) {
    const token = tokens[i];
    if (token?.kind !== "word" || wordKey(token) !== "not") continue;
    const next = tokens[i + 2];
    if (next?.kind === "word" && (wordKey(next) === "only" || wordKey(next) === "just")) return true;
  }
  return false;
}

/** The new sentence starts with the words at `rest` as they are (capitalised when a lower-case word). */
function plainStart(tokens: readonly Token[], rest: number): SplitPoint {
  const first = tokens[rest];
  return { resumeAt: rest, lead: "", capitalize: first?.kind === "word" && isLowerInitial(first.text) };
}

// ", as it/they…": subjects after which the "as" clause states a reason; and verbs that
// make it an aside instead ("as we know", "as you can see", "as it is").
const AS_SUBJECTS = new Set(["it", "they", "this", "these", "he", "she", "we", "it's", "they're", "they've", "it'll"]);
const AS_ASIDES = new Set(["know", "knew", "see", "saw", "can", "say", "said", "mentioned", "noted", "expected", "described", "shown", "discussed", "is", "was", "do", "did", "does", "wish", "please", "grow", "grew", "get", "got", "become", "became", "age", "aged", "progress", "progressed", "continue", "continued"]);

const INCLUDING_BLOCKERS = new Set("which that who whom whose where when while because if although though but".split(" "));

/**
 * "…for many applications, including heat control and energy storage." -> "…for many
 * applications. These include heat control and energy storage." Only after a plural noun
 * (the list's heading), with nothing but the list after it.
 */
function includingSplit(tokens: readonly Token[], comma: number, rest: number, words: (from: number, to: number) => number): SplitPoint | null {
  const head = tokens[comma - 1];
  if (head?.kind !== "word") return null;
  const noun = wordKey(head);
  if (noun.length < 4 || !noun.endsWith("s") || /(?:ss|us|is|'s)$/u.test(noun)) return null;
  if (words(rest, tokens.length) < 2) return null;
  for (let i = rest; i < tokens.length; i++) {
    const token = tokens[i];
    if (token?.kind === "word" && INCLUDING_BLOCKERS.has(wordKey(token))) return null;
    if (token?.kind === "punct" && token.text !== "," && token.text !== "." && token.text !== "-" && token.text !== "'" && token.text !== "’") return null;
  }
  return { resumeAt: rest, lead: "These include ", capitalize: false };
}

const COMMA_RELATIVES = new Set(["where", "which", "who", "whom", "whose", "when", "while"]);

// Nouns of real places, after which ", where …" can become "There, …".
const PLACES = new Set(
  "city cities town towns village villages country countries region regions area areas room rooms building buildings house houses home school schools office offices park parks cave caves zone zones lab labs laboratory hospital hospitals clinic museum museums island islands site sites street streets farm farms kitchen kitchens store stores shop shops restaurant restaurants beach beaches forest forests mountains lake river coast valley condenser evaporator chamber tank warehouse factory factories port airport station camp garden gardens library".split(
    " ",
  ),
);
const SUBORDINATE_AFTER_AND = new Set(["before", "after", "when", "once", "if", "while", "although", "because", "since", "as"]);

/** Does a clause with its own subject start at `rest` (possibly after one adverb or a subordinate clause)? */
function clauseAhead(tokens: readonly Token[], rest: number, context: RewriteContext): boolean {
  const words = leadingWords(tokens, rest, 4);
  if (startsClause(words, context.profile)) return true;
  if (!context.profile.rhythm.clauseSplits) return false;
  const [w1] = words;
  if (w1 === undefined) return false;
  // "…, but clearly the internet will…"
  if (w1.endsWith("ly") && w1.length > 4 && startsClause(words.slice(1), context.profile)) return true;
  // "…, and before she knew it, she was surrounded…"
  if (SUBORDINATE_AFTER_AND.has(w1)) {
    for (let i = rest; i < tokens.length; i++) {
      const token = tokens[i];
      if (token?.kind !== "punct") continue;
      if (token.text !== "," || tokens[i + 1]?.text !== " ") return false;
      return i - rest >= 5 && startsClause(leadingWords(tokens, i + 2, 3), context.profile);
    }
  }
  return false;
}

function whichSplit(tokens: readonly Token[], rest: number, context: RewriteContext): SplitPoint | null {
  const verb = tokens[rest];
  if (verb?.kind !== "word") return null;
  const verbKey = wordKey(verb);
  const next = keyOf(tokens[rest + 2]);
  if (verbKey === "is" && next === "why") return { resumeAt: rest + 1, lead: withApostrophe("That's", context), capitalize: false };
  // "…, which is affecting the reefs" -> "This is affecting the reefs" (the whole event).
  // Otherwise "which is" usually describes the noun before it, and "It's …" would point
  // at the wrong noun ("It is located in the lobe, which is on the side…"): leave it.
  if (verbKey === "is") return next.endsWith("ing") ? { resumeAt: rest + 1, lead: "This is", capitalize: false } : null;
  const replacement = ownEntry(WHICH_OPENERS, verbKey);
  if (replacement !== undefined) return { resumeAt: rest + 1, lead: withApostrophe(replacement, context), capitalize: false };
  const object = tokens[rest + 2];
  const objectKey = object?.kind === "mask" ? "to" : keyOf(object);
  if (tokens[rest + 1]?.text !== " " || !OBJECT_START.has(objectKey) || verbKey.length <= 3) return null;
  // ", which raises the temperature" -> ". This raises the temperature"
  if (/[^su]s$/u.test(verbKey)) return { resumeAt: rest, lead: "This ", capitalize: false };
  // ", which stimulate the immune system" (plural antecedent) -> ". They stimulate…"
  if (context.mode === "aggressive" && isBareVerb(verbKey)) return { resumeAt: rest, lead: "They ", capitalize: false };
  return null;
}

/** ", who have long been rivals" -> ". They have long been rivals" (plural verbs only: no guessing he/she). */
function whoSplit(tokens: readonly Token[], rest: number, context: RewriteContext): SplitPoint | null {
  const verb = tokens[rest];
  if (verb?.kind !== "word") return null;
  const verbKey = wordKey(verb);
  if (verbKey === "are") return { resumeAt: rest + 1, lead: withApostrophe("They're", context), capitalize: false };
  if (verbKey === "were" || verbKey === "have") return { resumeAt: rest, lead: "They ", capitalize: false };
  const object = tokens[rest + 2];
  const objectKey = object?.kind === "mask" ? "to" : keyOf(object);
  if (tokens[rest + 1]?.text === " " && OBJECT_START.has(objectKey) && isBareVerb(verbKey)) return { resumeAt: rest, lead: "They ", capitalize: false };
  return null;
}

const NOT_BARE = new Set([...MODALS, "is", "are", "was", "were", "has", "had", "does", "did", "not", "also", "often", "never", "always", "usually", "then", "only"]);

/** A plausible plural present-tense verb ("stimulate", "help"): not -s/-ed/-ing, not an auxiliary or adverb. */
function isBareVerb(word: string): boolean {
  if (NOT_BARE.has(word) || word.length < 3) return false;
  return !/(?:s|ed|ing|ly)$/u.test(word);
}

/**
 * True when the comma at `comma` closes a short item of a list ("technology, training,
 * and recruitment would…"): the "and" then joins list items, not clauses.
 */
function endsListItem(tokens: readonly Token[], comma: number): boolean {
  let wordsSince = 0;
  for (let i = comma - 1; i >= 0; i--) {
    const token = tokens[i];
    if (!token) break;
    if (token.kind === "word" || token.kind === "mask") {
      wordsSince++;
      // "…, shivering and cold, and the snowman…": a coordinated phrase, not a bare list item.
      const word = token.kind === "word" ? wordKey(token) : "";
      if (word === "and" || word === "or") return false;
    } else if (token.text === "," || token.text === ";" || token.text === ":") return wordsSince <= 4;
    if (wordsSince > 4) return false;
  }
  return false;
}

function joinShort(pieces: Sentence[], settings: RhythmSettings, context: RewriteContext, stats: LengthStats): Sentence[] {
  const out: Sentence[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const a = pieces[i];
    const b = pieces[i + 1];
    if (!a) continue;
    const conjunction = b ? conjunctionJoin(a, b, settings, context) : null;
    if (b && conjunction !== null) {
      const aLength = a.words ?? sentenceWordCount(a.text);
      const bLength = b.words ?? sentenceWordCount(b.text);
      const joined = sentenceWordCount(conjunction);
      if (variationGain(stats, [aLength, bLength], [joined]) > 0) {
        addLength(stats, aLength, -1);
        addLength(stats, bLength, -1);
        addLength(stats, joined);
        out.push({ text: conjunction, gap: b.gap });
        i++;
        continue;
      }
    }
    if (b && canJoin(a, b, settings, context)) {
      const aLength = a.words ?? sentenceWordCount(a.text);
      const bLength = b.words ?? sentenceWordCount(b.text);
      const joined = aLength + bLength + (context.profile.joiner.trim().length > 0 ? 1 : 0);
      // Join only when it makes the lengths more varied (two mid-length sentences becoming
      // one long one); in standard mode also only two pairs in three, chosen by the text.
      const gain = variationGain(stats, [aLength, bLength], [joined]);
      // (hashString(b, hashString(a)) is hashString(a + b), without building the string)
      const wanted = context.mode === "aggressive" ? gain > 0 : gain >= 0 && hashString(b.text, hashString(a.text)) % 3 !== 0;
      if (wanted) {
        addLength(stats, aLength, -1);
        addLength(stats, bLength, -1);
        addLength(stats, joined);
        const bTokens = tokenize(b.text);
        const firstB = bTokens[0];
        const keepCase = firstB?.text === "I" || /^I['’]/u.test(firstB?.text ?? "");
        const tail = keepCase ? b.text : decapitalize(b.text);
        out.push({ text: a.text.slice(0, -1) + context.profile.joiner + tail, gap: b.gap });
        i++;
        continue;
      }
    }
    out.push({ text: a.text, gap: a.gap });
  }
  return out;
}

// "X. But Y." -> "X, but Y." (aggressive mode): the conjunction already links the two.
const JOINING_CONJUNCTIONS: Record<string, string> = { but: "but", so: "so", yet: "yet", however: "but" };

function conjunctionJoin(a: Sentence, b: Sentence, settings: RhythmSettings, context: RewriteContext): string | null {
  if (context.mode !== "aggressive" || !context.profile.rhythm.conjunctionJoins) return null;
  if (a.split || b.split || a.gap !== " ") return null;
  if (!endsWithOneDot(a.text) || !endsWithStop(b.text)) return null;
  // Both joins below cap the two sentences' words at joinTotal + 6: rule out what the known
  // counts already exceed (there are at least as many word tokens as counted words).
  if ((a.words ?? 0) + (b.words ?? 0) > settings.joinTotal + 6) return null;
  // Both need one of a few first words: most second sentences are ruled out untokenized.
  if (!mayStartWith(b.text, CONJUNCTION_STARTERS)) return null;
  const bTokens = tokenize(b.text);
  const first = bTokens[0];
  if (first?.kind !== "word") return null;
  const which = whichJoin(a, bTokens, settings, context);
  if (which !== null) return which;
  const conjunction = ownEntry(JOINING_CONJUNCTIONS, wordKey(first));
  if (conjunction === undefined) return null;
  let rest = 1;
  if (wordKey(first) === "however") {
    if (bTokens[1]?.text !== ",") return null;
    rest = 2;
  }
  if (bTokens[rest]?.text !== " ") return null;
  const aTokens = tokenize(a.text);
  const aWords = countWordTokens(aTokens);
  const bWords = countWordTokens(bTokens);
  if (aWords < 4 || bWords < 4 || aWords > 20 || bWords > 20 || aWords + bWords > settings.joinTotal + 6) return null;
  if (!isPlain(aTokens) || aTokens.some((t) => t.text === ",")) return null;
  if (!startsClause(leadingWords(bTokens, rest + 1, 3), context.profile)) return null;
  let tail = "";
  for (let i = rest + 1; i < bTokens.length; i++) tail += bTokens[i]?.text ?? "";
  const firstTail = bTokens[rest + 1];
  const keepCase = firstTail?.kind !== "word" || firstTail.text === "I" || /^I['’]/u.test(firstTail.text) || !isLowerInitialAfterCapital(firstTail.text);
  return `${a.text.slice(0, -1)}, ${conjunction} ${keepCase ? tail : decapitalize(tail)}`;
}

// The first words of the second sentence that whichJoin and the conjunctions above take.
const CONJUNCTION_STARTERS = ["this", ...Object.keys(JOINING_CONJUNCTIONS)];

/**
 * False when the first token of `text` is certainly not a word whose wordKey is one of `keys`
 * (lower-case words), judged without tokenizing and without building a string.
 */
export function mayStartWith(text: string, keys: readonly string[]): boolean {
  const length = asciiFirstWord(text);
  return length < 0 || startsWithKey(text, length, keys);
}

/**
 * The length of the first token of `text` when it is certainly a word of ASCII letters and
 * digits (tokenize ends it at a space or at ASCII punctuation other than a joiner), 0 when it
 * is certainly no word and no mask (it starts with such a character), -1 when unsure.
 */
function asciiFirstWord(text: string): number {
  let end = 0;
  while (end < text.length && isAsciiWordCode(text.charCodeAt(end))) end++;
  if (end === text.length) return end;
  const next = text.charCodeAt(end);
  return next >= 0x80 || isJoinerCode(next) ? -1 : end;
}

/** Is text[0..length) (ASCII letters and digits) one of `keys` (lower-case words) once lower-cased? */
function startsWithKey(text: string, length: number, keys: readonly string[]): boolean {
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k] as string;
    if (key.length === length && sameIgnoringAsciiCase(text, key)) return true;
  }
  return false;
}

/** Does `text` start with `key` (lower-case), ignoring the case of ASCII letters? */
function sameIgnoringAsciiCase(text: string, key: string): boolean {
  for (let k = 0; k < key.length; k++) if ((text.charCodeAt(k) | 0x20) !== key.charCodeAt(k)) return false;
  return true;
}

const WHICH_VERBS = new Set(["is", "was", "has", "had", "can", "could", "will", "would", "may", "might", "means", "meant", "makes", "made", "helps", "helped", "allows", "gives", "shows", "leads", "led", "explains", "keeps", "lets", "adds", "brings", "creates", "causes", "caused"]);

/**
 * "Prices rose. This made exports harder." -> "Prices rose, which made exports harder."
 * (aggressive mode): "This" + a verb refers to the whole previous clause, which is what
 * a sentence-final ", which" does. Not for "This is because" (", which is because" is clumsy).
 */
function whichJoin(a: Sentence, bTokens: readonly Token[], settings: RhythmSettings, context: RewriteContext): string | null {
  if (keyOf(bTokens[0]) !== "this" || bTokens[1]?.text !== " ") return null;
  const verb = bTokens[2];
  if (verb?.kind !== "word" || !WHICH_VERBS.has(wordKey(verb))) return null;
  const third = keyOf(bTokens[4]);
  if (third === "because" || third === "not" || third === "a" || third === "an" || third === "the") return null; // "This is a…" describes a thing
  const aTokens = tokenize(a.text);
  const aWords = countWordTokens(aTokens);
  const bWords = countWordTokens(bTokens);
  if (aWords < 5 || bWords < 4 || aWords + bWords > settings.joinTotal) return null;
  if (!isPlain(aTokens) || aTokens.some((t) => t.text === ",") || !isPlain(bTokens)) return null;
  let tail = "";
  for (let i = 2; i < bTokens.length; i++) tail += bTokens[i]?.text ?? "";
  return `${a.text.slice(0, -1)}, which ${tail}`;
}

/** A capitalised ordinary word ("The") that can lose its capital; not an acronym or a name. */
function isLowerInitialAfterCapital(word: string): boolean {
  return word.length > 0 && word.slice(1) === word.slice(1).toLowerCase();
}

const ARTICLES = ["the", "a", "an"];
// Each profile's joinStarters as an array: startsWithKey walks it for every pair, faster than a Set.
const STARTER_LISTS = new WeakMap<ReadonlySet<string>, readonly string[]>();

function starterList(starters: ReadonlySet<string>): readonly string[] {
  let list = STARTER_LISTS.get(starters);
  if (list === undefined) {
    list = [...starters];
    STARTER_LISTS.set(starters, list);
  }
  return list;
}

// Sentences with these are not joined: ", and …" would read as part of their clause.

function canJoin(a: Sentence, b: Sentence, settings: RhythmSettings, context: RewriteContext): boolean {
  if (a.split || b.split || a.gap !== " ") return false;
  if (!endsWithOneDot(a.text)) return false;
  if (!endsWithStop(b.text)) return false;
  // Most sentences are too long to join, and their word counts are usually known: a sentence
  // has at least as many word tokens as whitespace-separated words, so rule them out untokenized.
  const aKnown = a.words ?? 0;
  const bKnown = b.words ?? 0;
  if (aKnown > settings.joinEach || bKnown > settings.joinEach || aKnown + bKnown > settings.joinTotal) return false;
  // The second sentence's first word rules out most of the rest (all tests are pure: it goes
  // first), and an ASCII one can be looked at before (or instead of) tokenizing.
  const articles = context.mode === "aggressive" && context.profile.rhythm.articleJoins;
  const firstLength = asciiFirstWord(b.text);
  if (firstLength >= 0 && !startsWithKey(b.text, firstLength, starterList(context.profile.joinStarters)) && !(articles && startsWithKey(b.text, firstLength, ARTICLES))) return false;
  const bTokens = tokenize(b.text);
  const first = bTokens[0];
  const starter = first?.kind === "word" ? wordKey(first) : "";
  const articleStart = articles && (starter === "the" || starter === "a" || starter === "an");
  const nameStart = context.mode === "aggressive" && first?.kind === "mask";
  if (!nameStart && (first?.kind !== "word" || (!context.profile.joinStarters.has(starter) && !articleStart))) return false;
  const aTokens = tokenize(a.text);
  const aWords = countWordTokens(aTokens);
  const bWords = countWordTokens(bTokens);
  if (aWords < 3 || bWords < 3) return false;
  if (aWords > settings.joinEach || bWords > settings.joinEach || aWords + bWords > settings.joinTotal) return false;
  if (!isPlain(aTokens) || !isPlain(bTokens)) return false;
  // Aggressive mode allows one comma in the first sentence when it closes a short opener
  // ("In 2019, the city cut taxes" + ", and …"); a comma later would read as a list.
  const firstComma = aTokens.findIndex((t) => t.text === ",");
  if (firstComma >= 0 && (context.mode !== "aggressive" || countWordTokens(aTokens.slice(0, firstComma)) > 5)) return false;
  for (const token of aTokens) {
    if (token.kind === "word" && context.profile.rhythm.joinBlockers.has(wordKey(token))) return false;
  }
  for (const token of bTokens) {
    if (token.kind === "word" && context.profile.rhythm.joinBlockers.has(wordKey(token))) return false;
  }
  if (!startsClause(leadingWords(bTokens, 0, 3), context.profile)) return false;
  return true;
}

/** Does `text` end with "." but not ".."? */
function endsWithOneDot(text: string): boolean {
  return text.charCodeAt(text.length - 1) === 46 && text.charCodeAt(text.length - 2) !== 46;
}

/** Does `text` end with ".", "!" or "?"? */
function endsWithStop(text: string): boolean {
  const last = text.charCodeAt(text.length - 1);
  return last === 46 || last === 33 || last === 63;
}

/** A plain sentence: no inner sentence punctuation, quotes or conjunction-commas that a join would stack up. */
function isPlain(tokens: readonly Token[]): boolean {
  let commas = 0;
  for (const token of tokens) {
    if (token.text === "," ) commas++;
    if (token.text === ";" || token.text === ":" || token.text === "?" || token.text === "!" || token.text === "(") return false;
  }
  return commas <= 1;
}

function endsWithWord(tokens: readonly Token[], from: number, to: number): boolean {
  for (let i = to - 1; i >= from; i--) {
    const token = tokens[i];
    if (token?.kind === "space") continue;
    return token?.kind === "word" || token?.kind === "mask";
  }
  return false;
}
