// Varied sentence openers, the two moves an editor makes most often:
//   "In 2019, the city cut its budget."      -> "The city cut its budget in 2019."
//   "We stayed inside because it rained."    -> "Because it rained, we stayed inside."
// Only for plain sentences (one clause, no other commas), and only for a share of the
// eligible ones, chosen by a hash of the sentence so the result is deterministic.

import { leadingWords, startsClause } from "../clauses.js";
import { capitalize, countWordTokens, decapitalize, isLowerInitial, keyOf, sentenceHash, tokenize, wordKey, type Token } from "../tokens.js";
import { placeholderIndex } from "../mask.js";
import type { RewriteContext } from "./context.js";
import {
  FRONT_PREPOSITIONS,
  LINKING_PHRASES,
  SUBORDINATORS,
  SUBORDINATOR_BLOCKERS,
  LOWERCASE_SAFE,
  TRAILING_TIMES,
  TIME_UNITS,
  TIME_QUANTIFIERS,
  TIME_PREPOSITIONS,
  SINGLE_TIME_WORDS,
  TIME_DETERMINERS,
  PHRASE_CUT,
  TIME_BLOCKERS,
  AUXILIARY_OR_ADVERB,
  IRREGULAR_PARTICIPLES,
  NOT_AFTER_INFINITIVE_TO,
  CLAUSE_JOINERS,
  RELATIVES,
  NOUN_LINKERS,
  AS_CLAUSE_STARTS,
  FRONT_SUBORDINATORS,
  SET_PHRASE_SECOND,
  EMBEDDED,
  THIRD_PERSON,
  BACK_POINTERS,
  MOVABLE_ADVERBS,
  NOT_PURPOSE,
  PURPOSE_BLOCKERS,
  LINKING_THREE,
  FORWARD_PRONOUNS,
  CLAUSE_ONLY_SUBORDINATORS,
  IF_BLOCKERS,
  CLAUSE_MARKERS,
  EMBEDDED_QUESTION,
} from "../lang/en-openers.js";

/** Percent of eligible sentences whose opener is moved. */
const RATE: Record<RewriteContext["mode"], number> = { standard: 70, aggressive: 100 };

export function varyOpener(sentence: string, context: RewriteContext): string {
  const tokens = tokenize(sentence);
  const last = tokens[tokens.length - 1];
  if (last?.text !== "." || tokens[tokens.length - 2]?.kind === "punct") return sentence;
  // Most sentences have nothing to move: rule them out by the moves' first tests before
  // hashing the whole sentence (the tests have no side effects, so the order is free). Each
  // test is made once: a move whose test failed is not tried, and the others are told the result.
  const frontMovable = FRONT_MOVABLE.has(keyOf(tokens[0]));
  const endsWithTime = mayEndWithTime(tokens, context);
  const subordinator = trailingSubordinator(tokens);
  if (!frontMovable && !endsWithTime && subordinator < 0) return sentence;
  // '"I finally understand," wrote one student after our class': a sentence that opens with a
  // quotation keeps it first.
  if (tokens[0]?.kind === "mask" && /^["“‘'«„]/u.test(context.spans?.[placeholderIndex(tokens[0].text.codePointAt(0) ?? 0)] ?? "")) return sentence;
  const rate = RATE[context.mode];
  if (rate < 100 && sentenceHash(sentence) % 100 >= rate) return sentence; // (a hash % 100 is always below 100)
  const front = frontMovable ? moveFrontPiece(tokens, context) : null;
  if (front !== null) return front;
  // A fronted phrase that stays ("At 67, …", "In the city center, …") is not joined by a second
  // one moved in front of it ("During the winter, in the city center, …").
  if (frontMovable && hasFrontedPiece(tokens)) return sentence;
  return (
    (subordinator >= 0 ? moveTrailingClause(tokens, subordinator, context) : null) ?? (endsWithTime ? moveTrailingTime(tokens, context) : null) ?? sentence
  );
}

/** Whether a comma closes a fronted piece within the sentence's first ten words. */
function hasFrontedPiece(tokens: readonly Token[]): boolean {
  for (let i = 1, words = 0; i < tokens.length && words < 10; i++) {
    const token = tokens[i] as Token;
    if (token.text === ",") return true;
    if (token.kind === "word" || token.kind === "mask") words++;
  }
  return false;
}

/** The moves of a fronted phrase or clause, tried in turn (each starts with a word of FRONT_MOVABLE). */
function moveFrontPiece(tokens: readonly Token[], context: RewriteContext): string | null {
  return (
    moveAccordingTo(tokens, context) ??
    moveFrontedMeans(tokens, context) ??
    moveFrontedPhrase(tokens, context) ??
    moveFrontedClause(tokens, context) ??
    moveFrontedAdverb(tokens, context)
  );
}

// TRAILING_TIMES by their last word, in list order: only those can match a sentence's last word.
const TRAILING_TIMES_BY_LAST = new Map<string, string[][]>();
for (const phrase of TRAILING_TIMES) {
  const last = phrase[phrase.length - 1] ?? "";
  const phrases = TRAILING_TIMES_BY_LAST.get(last);
  if (phrases) phrases.push(phrase);
  else TRAILING_TIMES_BY_LAST.set(last, [phrase]);
}
const NO_PHRASES: readonly string[][] = [];

/**
 * Where a closing time phrase starts (an index into `words`, keys of a sentence's last words),
 * or -1: "for centuries", "over the past # years", "in recent decades", "during the winter",
 * "in #", "every day", "today"… The phrase starts within the last six words, so the last
 * TAIL_WORDS words give the same answer (counted from the end) as all of them.
 */
function trailingTimeStart(words: readonly string[]): number {
  const n = words.length;
  const last = words[n - 1] ?? "";
  const before = words[n - 2] ?? "";
  for (const phrase of TRAILING_TIMES_BY_LAST.get(last) ?? NO_PHRASES) {
    if (n < phrase.length) continue;
    let k = 0;
    while (k < phrase.length && words[n - phrase.length + k] === phrase[k]) k++;
    if (k === phrase.length) return n - phrase.length;
  }
  if (SINGLE_TIME_WORDS.has(last)) return n - 1;
  if ((before === "since" || before === "on" || before === "until") && last === "#") return n - 2;
  if ((before === "every" || before === "each") && TIME_UNITS.has(last + "s")) return n - 2;
  if (TIME_UNITS.has(last)) {
    // Walk back over quantifiers to the preposition: "for | thousands of | years".
    for (let i = n - 2; i >= 0 && i >= n - 6; i--) {
      const key = words[i] ?? "";
      if (TIME_PREPOSITIONS.has(key)) {
        if (i < n - 2 || key === "for" || key === "over") return i;
        break;
      }
      if (!TIME_QUANTIFIERS.has(key)) break;
    }
  }
  // "during the summer months", "throughout history"
  for (let i = n - 2; i >= 0 && i >= n - 5; i--) {
    const key = words[i] ?? "";
    if (key === "during" || key === "throughout") {
      if (PHRASE_CUT.has(last) || CLAUSE_MARKERS.has(last)) return -1;
      if (key === "during" && !TIME_DETERMINERS.has(words[i + 1] ?? "")) return -1;
      for (let k = i + 1; k < n; k++) if (CLAUSE_MARKERS.has(words[k] ?? "")) return -1;
      return i;
    }
  }
  return -1;
}

const TIME_LAST_WORDS = new Set([...TRAILING_TIMES.map((phrase) => phrase[phrase.length - 1] ?? ""), ...TIME_UNITS, ...SINGLE_TIME_WORDS]);

/** A cheap look at the last words before the full test: a time word or a date last, or "during"/"throughout" near the end. */
function mayEndWithTime(tokens: readonly Token[], context: RewriteContext): boolean {
  const last = tokens[tokens.length - 2];
  // A protected span other than a date ("@") ends no time phrase but "during …".
  if ((last?.kind === "mask" && isTimeMask(last, context)) || (last?.kind === "word" && TIME_LAST_WORDS.has(wordKey(last)))) return true;
  for (let i = tokens.length - 2, seen = 0; i >= 0 && seen < 6; i--) {
    const token = tokens[i];
    if (token?.kind !== "word") continue;
    seen++;
    const key = wordKey(token);
    if (key === "during" || key === "throughout") return true;
  }
  return false;
}

// What counts the noun before "every …" ("thousands of passengers", "# rides": "#"/"@" a protected figure).
const RATE_COUNTS = new Set(["of", "#", "@", "hundreds", "thousands", "millions", "dozens"]);

// A time phrase starts within the last six words; the two words before it are read too.
const TAIL_WORDS = 8;

/** "Vaccines have saved lives for centuries." -> "For centuries, vaccines have saved lives." */
function moveTrailingTime(tokens: readonly Token[], context: RewriteContext): string | null {
  const end = tokens.length - 1; // the final "."
  // The keys (a protected span is "#" when it is a year or a date, "@" otherwise) and token
  // indexes of the last words only: no object per word, and no date test for earlier spans.
  const tailKeys: string[] = [];
  const tailIndexes: number[] = [];
  let i = end - 1;
  for (; i >= 0 && tailKeys.length < TAIL_WORDS; i--) {
    const token = tokens[i] as Token;
    if (token.kind === "word") tailKeys.push(wordKey(token));
    else if (token.kind === "mask") tailKeys.push(isTimeMask(token, context) ? "#" : "@");
    else continue;
    tailIndexes.push(i);
  }
  tailKeys.reverse();
  tailIndexes.reverse();
  let earlier = 0; // words before the tail
  for (; i >= 0; i--) if (tokens[i]?.kind === "word" || tokens[i]?.kind === "mask") earlier++;
  const at = trailingTimeStart(tailKeys);
  if (at < 0 || earlier + at < 5) return null; // a main clause of at least five words
  // The tests on words come before the slices (tests without side effects can go in any order).
  // "…the best film of 2019" / "…the new rules since 2020": keep what modifies a noun.
  const before = tailKeys[at - 1] ?? "";
  if (NOUN_LINKERS.has(before) || TIME_BLOCKERS.has(before)) return null;
  // "…for thousands of passengers every year", "…61,000 rides every weekday": a rate counts the noun before
  // it; fronted ("Every year, … could transform…") it would time the verb instead.
  if ((tailKeys[at] === "every" || tailKeys[at] === "each") && RATE_COUNTS.has(tailKeys[at - 2] ?? "")) return null;
  // "…a book published in 1960": a participle right after a noun takes the phrase with it.
  if (isParticiple(before) && !AUXILIARY_OR_ADVERB.has(tailKeys[at - 2] ?? "")) return null;
  const start = tailIndexes[at] as number;
  const main = tokens.slice(0, start);
  const time = tokens.slice(start, end);
  if (hasInnerPunctuation(time)) return null;
  // "…results on April 29, 2025, followed by its meeting in Oslo, Norway, on May 21, 2025.":
  // with another date in the sentence, the moved one would date the wrong event; and a comma
  // right before the phrase would be left dangling.
  if (lastSignificantIsPunct(main) || main.some((t) => t.kind === "mask" && isTimeMask(t, context))) return null;
  // "This year, 27 teams submitted projects, up from 19 in 2025": after a figure the phrase dates
  // the figure, and a comma in the clause means a fronted piece or an aside the phrase may belong to.
  // ("…published in the app two weeks before the event": "two weeks" measures the phrase.)
  if (before === "@" || TIME_UNITS.has(before) || main.some((t) => t.text === ",")) return null;
  // "…it reveals how the earthwork shapes the border today": the phrase belongs to the embedded clause.
  if (main.some((t) => t.kind === "word" && EMBEDDED.has(wordKey(t)))) return null;
  // "…we are sure the design will improve our service this year": two verbs, two clauses; in
  // front the phrase would date the wrong one.
  if (main.filter((t) => t.kind === "word" && context.profile.auxiliaries.has(wordKey(t))).length >= 2) return null;
  if (!isSingleClause(main, context) || hasCoordination(main)) return null;
  if (!canLeadAfterMove(tokens[0], context)) return null;
  return `${capitalize(joinText(time))}, ${decapitalize(joinText(main))}.`;
}

function lastSignificantIsPunct(tokens: readonly Token[]): boolean {
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i] as Token;
    if (token.kind !== "space") return token.kind === "punct";
  }
  return false;
}

function isParticiple(word: string): boolean {
  return (word.length > 4 && word.endsWith("ed")) || IRREGULAR_PARTICIPLES.has(word);
}

const YEAR_OR_DATE =
  /\b(?:1[0-9]|20)\d\d(?:s|['’]s)?\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|\d\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/iu;

/** A protected span that is a year or a date ("2019", "the 1930s", "March 14, 2024"), not a name or a count. */
function isTimeMask(token: Token, context: RewriteContext): boolean {
  const span = context.spans?.[placeholderIndex(token.text.codePointAt(0) ?? 0)];
  return span !== undefined && YEAR_OR_DATE.test(span);
}

/** May the first word of a sentence lose its capital when a moved phrase comes before it? */
function canLeadAfterMove(first: Token | undefined, context: RewriteContext): boolean {
  if (first?.kind === "mask") return true;
  if (first?.kind !== "word" || first.text === "I" || /^I['’]/u.test(first.text)) return false;
  const key = wordKey(first);
  if (LOWERCASE_SAFE.has(key)) return true;
  // "Vaccines" when the text also writes "vaccines"; never "Alice" or "NASA".
  return first.text.slice(1) === first.text.slice(1).toLowerCase() && context.isLowerWord?.(key) === true;
}

/**
 * "and"/"or"/"to" + a verb: a phrase moved from the end would leave the part it belongs to
 * ("…are vital and have helped for centuries", "…a character to follow throughout the book").
 */
function hasCoordination(tokens: readonly Token[]): boolean {
  return tokens.some((t, i) => {
    if (t.kind !== "word") return false;
    const key = wordKey(t);
    if (key === "to") return isInfinitiveAfter(tokens[i + 2]);
    return key === "and" || key === "or" || key === "but";
  });
}

/** Is `token` (after "to") the verb of an infinitive ("to follow") rather than a noun phrase ("to visitors")? */
function isInfinitiveAfter(token: Token | undefined): boolean {
  if (token?.kind !== "word") return false;
  const key = wordKey(token);
  if (NOT_AFTER_INFINITIVE_TO.has(key)) return false;
  return !(key.endsWith("s") && !/(?:ss|us|is)$/u.test(key)); // "to visitors": a plural noun
}

/**
 * One clause, so that a phrase moved to its front or back attaches to the same verb: no
 * relative or subordinate clause, no other sentence punctuation, and commas only inside
 * lists ("X, Y and Z have…"), never before a clause of its own ("…, and we left").
 */
function isSingleClause(tokens: readonly Token[], context: RewriteContext): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (!token || token.kind === "space" || token.kind === "mask") continue;
    if (token.kind === "punct") {
      if (token.text === "-" || token.text === "'" || token.text === "’") {
        if (token.text === "-" && tokens[i - 1]?.kind === "space") return false;
        continue;
      }
      if (token.text !== ",") return false;
      const next = leadingWords(tokens, i + 1, 4);
      if (startsClause(next, context.profile)) return false;
      if (CLAUSE_JOINERS.has(next[0] ?? "") && startsClause(next.slice(1), context.profile)) return false;
      continue;
    }
    const key = wordKey(token);
    if (RELATIVES.has(key)) return false;
    if (CLAUSE_JOINERS.has(key) && startsClause(leadingWords(tokens, i + 1, 3), context.profile)) return false;
  }
  return true;
}

/** "When the rain stopped, we went out." -> "We went out when the rain stopped." */
function moveFrontedClause(tokens: readonly Token[], context: RewriteContext): string | null {
  const first = tokens[0];
  if (first?.kind !== "word" || !FRONT_SUBORDINATORS.has(wordKey(first))) return null;
  // "Once upon a time," "If so," "When in doubt,": set phrases, not clauses to move.
  if (SET_PHRASE_SECOND.has(keyOf(tokens[2]))) return null;
  const comma = tokens.findIndex((t) => t.text === ",");
  if (comma < 0 || tokens[comma + 1]?.text !== " ") return null;
  const clause = tokens.slice(0, comma);
  const rest = tokens.slice(comma + 2, tokens.length - 1);
  const clauseWords = countWordTokens(clause);
  if (clauseWords < 4 || clauseWords > 14 || hasInnerPunctuation(clause)) return null;
  if (countWordTokens(rest) < 4 || hasInnerPunctuation(rest)) return null;
  // The rest must be a main clause of its own ("we went out"), not more of the fronted one
  // ("When X, and Y, …"); a clause of its own also starts with a plain noun ("the old bridge fell").
  const restWords = leadingWords(rest, 0, 3);
  if (!startsClause(restWords, context.profile) && (context.profile.clauseBlockers.has(restWords[0] ?? "") || !/^[\p{Ll}]/u.test(restWords[0] ?? "")))
    return null;
  // "As" only before a clause with a subject ("As the city grew, …"), not "As a result,".
  if (wordKey(first) === "as" && !AS_CLAUSE_STARTS.has(keyOf(tokens[2])) && tokens[2]?.kind !== "mask") return null;
  // "When Anna arrived, she smiled" must not become "She smiled when Anna arrived".
  const clauseKeys = new Set(clause.filter((t) => t.kind === "word").map((t) => wordKey(t)));
  for (const token of rest) {
    if (token.kind !== "word") continue;
    const k = wordKey(token);
    if (THIRD_PERSON.has(k) && !clauseKeys.has(k)) return null;
  }
  if (attachesWrongly(rest, context)) return null;
  // "If you pass in an automatic, you can drive only automatics until you pass a manual test": moved after a main clause
  // that ends in a clause of its own, the condition would hang on that one ("…until you pass a manual test if you pass…"; set 24).
  if (rest.some((t) => t.kind === "word" && FRONT_SUBORDINATORS.has(wordKey(t)))) return null;
  // "If you'd like a postal vote, apply to the council by 5 pm at <link>": after a closing span or
  // time phrase the clause would read as part of it, and after "…, and I'll Y" it would condition Y only.
  if (rest[rest.length - 1]?.kind === "mask" || mayEndWithTime(tokens.slice(comma + 2), context) || hasCoordination(rest)) return null;
  const restStart = rest[0];
  if (restStart?.kind !== "word" && restStart?.kind !== "mask") return null;
  const head = restStart.kind === "word" && isLowerInitial(restStart.text) ? capitalize(joinText(rest)) : joinText(rest);
  return `${head} ${decapitalize(joinText(clause))}.`;
}

const NEGATIVE = /^(?:not|never|n't)$|n't$/u;

// The first words a fronted phrase or clause can be moved from (the first test of each move).
const FRONT_MOVABLE = new Set(["according", "by", "to", ...FRONT_PREPOSITIONS, ...FRONT_SUBORDINATORS, ...MOVABLE_ADVERBS]);

/** "Eventually, she returned home." -> "She eventually returned home." */
function moveFrontedAdverb(tokens: readonly Token[], context: RewriteContext): string | null {
  const first = tokens[0];
  if (first?.kind !== "word" || !MOVABLE_ADVERBS.has(wordKey(first))) return null;
  if (tokens[1]?.text !== "," || tokens[2]?.text !== " ") return null;
  const rest = tokens.slice(3);
  const words: { index: number; key: string }[] = [];
  for (let i = 0; i < rest.length && words.length < 4; i++) {
    const token = rest[i];
    if (!token || token.kind === "space") continue;
    if (token.kind === "punct") break;
    words.push({ index: i, key: token.kind === "mask" ? "#" : wordKey(token) });
  }
  if (words.length < 3 || countWordTokens(rest) < 4) return null;
  const { subjectPronouns, auxiliaries, determiners, existentials } = context.profile;
  const [w1, w2, w3, w4] = words;
  if (!w1 || !w2 || !w3) return null;
  let after: number | null = null; // insert the adverb after rest[after]
  let auxiliary = false;
  if (subjectPronouns.has(w1.key) && !w1.key.includes("'")) {
    auxiliary = auxiliaries.has(w2.key);
    after = auxiliary ? w2.index : w1.index;
  } else if (existentials.has(w1.key) && auxiliaries.has(w2.key)) {
    after = w2.index;
    auxiliary = true;
  } else if (determiners.has(w1.key) && auxiliaries.has(w3.key)) {
    after = w3.index;
    auxiliary = true;
  } else if (!determiners.has(w1.key) && w1.key !== "#" && auxiliaries.has(w2.key)) {
    after = w2.index;
    auxiliary = true;
  }
  if (after === null) return null;
  // "Usually, it isn't cold" -> "It isn't usually cold" changes the meaning: leave negatives.
  const next = auxiliary ? words.find((w) => w.index > after!) : w2;
  if (!next || NEGATIVE.test(next.key) || (auxiliary && NEGATIVE.test(words.find((w) => w.index === after)?.key ?? ""))) return null;
  const adverb = decapitalize(first.text);
  const out = rest.map((t) => t.text);
  out[after] = `${out[after] ?? ""} ${adverb}`;
  const restStart = rest[0];
  const body = out.join("");
  return restStart?.kind === "word" && isLowerInitial(restStart.text) ? capitalize(body) : body;
}

/** The text of `tokens`, without surrounding whitespace (pieces are re-spaced when moved). */
function joinText(tokens: readonly Token[]): string {
  let out = "";
  for (const token of tokens) out += token.text;
  return out.trim();
}

function hasInnerPunctuation(tokens: readonly Token[]): boolean {
  return tokens.some(
    (t, i) => (t.kind === "punct" && t.text !== "-" && t.text !== "'" && t.text !== "’") || (t.text === "-" && tokens[i - 1]?.kind === "space"),
  );
}

/** The comma that closes a fronted phrase of `min`..`max` words with no other punctuation, or -1. */
function frontedComma(tokens: readonly Token[], min: number, max: number): number {
  const comma = tokens.findIndex((t) => t.text === ",");
  if (comma < 0 || tokens[comma + 1]?.text !== " ") return -1;
  const phrase = tokens.slice(0, comma);
  const words = countWordTokens(phrase);
  if (words < min || words > max || hasInnerPunctuation(phrase)) return -1;
  return comma;
}

/** The rest of a sentence after a fronted phrase, with its first word capitalised. */
function restAsSentence(rest: readonly Token[]): string | null {
  const restStart = rest[0];
  if (restStart?.kind !== "word" && restStart?.kind !== "mask") return null;
  return restStart.kind === "word" && isLowerInitial(restStart.text) ? capitalize(joinText(rest)) : joinText(rest);
}

/** "According to the report, sales fell." -> "Sales fell, according to the report." */
function moveAccordingTo(tokens: readonly Token[], context: RewriteContext): string | null {
  const first = tokens[0];
  if (first?.kind !== "word" || wordKey(first) !== "according" || keyOf(tokens[2]) !== "to") return null;
  const comma = frontedComma(tokens, 3, 12);
  if (comma < 0) return null;
  const rest = tokens.slice(comma + 2, tokens.length - 1);
  if (countWordTokens(rest) < 4 || (!startsClause(leadingWords(rest, 0, 3), context.profile) && !isSingleClause(rest, context))) return null;
  if (rest.some((t) => t.text === ":" || t.text === ";" || t.text === "(") || attachesWrongly(rest, context)) return null;
  const head = restAsSentence(rest);
  return head === null ? null : `${head}, ${decapitalize(joinText(tokens.slice(0, comma)))}.`;
}

/**
 * "By planting trees, cities can cut heat." -> "Cities can cut heat by planting trees."
 * "To reduce waste, the firm recycles." -> "The firm recycles to reduce waste."
 */
function moveFrontedMeans(tokens: readonly Token[], context: RewriteContext): string | null {
  const first = tokens[0];
  const second = tokens[2];
  if (first?.kind !== "word" || second?.kind !== "word" || tokens[1]?.text !== " ") return null;
  const key = wordKey(first);
  const verb = wordKey(second);
  if (key === "by") {
    if (!verb.endsWith("ing") || verb.length < 6) return null;
  } else if (key === "to") {
    if (NOT_PURPOSE.has(verb) || verb.endsWith("ly") || verb.endsWith("ing")) return null;
  } else return null;
  const comma = frontedComma(tokens, 3, 14);
  if (comma < 0) return null;
  const rest = tokens.slice(comma + 2, tokens.length - 1);
  const restWords = countWordTokens(rest);
  if (restWords < 4 || restWords > 22 || hasInnerPunctuation(rest)) return null;
  // The phrase must attach to the main verb, so the rest is one plain clause.
  if (rest.some((t) => t.kind === "word" && PURPOSE_BLOCKERS.has(wordKey(t)))) return null;
  if (!isSingleClause(rest, context)) return null;
  const head = restAsSentence(rest);
  return head === null ? null : `${head} ${decapitalize(joinText(tokens.slice(0, comma)))}.`;
}

/** "In 2019, the city cut its budget." -> "The city cut its budget in 2019." */
function moveFrontedPhrase(tokens: readonly Token[], context: RewriteContext): string | null {
  const first = tokens[0];
  if (first?.kind !== "word" || !FRONT_PREPOSITIONS.has(wordKey(first))) return null;
  const comma = tokens.findIndex((t) => t.text === ",");
  if (comma < 0 || tokens[comma + 1]?.text !== " ") return null;
  const phrase = tokens.slice(0, comma);
  const rest = tokens.slice(comma + 2, tokens.length - 1);
  const phraseWords = countWordTokens(phrase);
  if (phraseWords < 2 || phraseWords > 7 || hasInnerPunctuation(phrase)) return null;
  const opening = leadingWords(phrase, 0, 2).join(" ");
  if (LINKING_PHRASES.has(opening) || LINKING_THREE.has(leadingWords(phrase, 0, 3).join(" "))) return null;
  // "At its core, what matters is trust": moved to the end, "its" would point at another noun.
  if (phrase.some((t) => t.kind === "word" && FORWARD_PRONOUNS.has(wordKey(t)))) return null;
  if (opening === "in the" || opening === "on the" || opening === "at the" || opening === "by the" || opening === "in this") {
    // "In the diagram," / "At the hospital,": only a plain noun phrase, never "In the #" alone.
    if (phraseWords < 3) return null;
  }
  if (countWordTokens(rest) < 4 || hasInnerPunctuation(rest)) return null;
  // At the end of a sentence with a clause inside ("…realize that Boo is not what she
  // imagined him to be"), or with "and", the phrase would attach to the wrong part.
  if (hasEmbeddedClause(rest) || attachesWrongly(rest, context)) return null;
  // "When it comes to deductions, most grads take the standard deduction" -> "…the standard deduction for deductions"
  // (set 27): a phrase whose noun the sentence repeats says nothing at the end; it stays in front.
  const tail = phrase[phrase.length - 1];
  const stem = tail?.kind === "word" ? wordKey(tail).replace(/s$/u, "").slice(0, 5) : "";
  if (stem.length >= 4) {
    if (rest.some((t) => t.kind === "word" && wordKey(t).startsWith(stem))) return null;
  }
  // After a closing figure, date or time phrase the moved one would read as part of it: "…since
  // joining in January 2023 at 67" (the age was Derek's now, not when he joined).
  if (rest[rest.length - 1]?.kind === "mask" || mayEndWithTime(tokens.slice(comma + 2), context)) return null;
  // Nor after a short closing phrase of time or place ("the station opens at ten in the centre of
  // the harbour" reads as ten o'clock in the harbour): two such phrases in a row blur which is which.
  // A place ("in the centre of the Cotswolds") attaches to whatever phrase it follows: after any
  // phrase in the last eight words it would read as that phrase's place.
  // (A name is a place's; a protected figure or date makes it a time.)
  const place = !phrase.some(
    (t) =>
      (t.kind === "mask" && /\d/u.test(context.spans?.[placeholderIndex(t.text.codePointAt(0) ?? 0)] ?? "0")) ||
      /\d/u.test(t.text) ||
      (t.kind === "word" && TIME_WORDS.has(wordKey(t))),
  );
  if (endsWithShortPhrase(rest, place ? 8 : 3, place ? PLACE_AFTER : CLOSING_PREPOSITIONS)) return null;
  const restStart = rest[0];
  if (restStart?.kind !== "word" && restStart?.kind !== "mask") return null;
  const head = restStart.kind === "word" && isLowerInitial(restStart.text) ? capitalize(joinText(rest)) : joinText(rest);
  return `${head} ${decapitalize(joinText(phrase))}.`;
}

const CLOSING_PREPOSITIONS = new Set("at on in from until till by before after during around near inside outside".split(" "));

const PLACE_AFTER = new Set([...CLOSING_PREPOSITIONS, "for", "with", "to", "into", "across", "along", "over", "under", "through"]);
const TIME_WORDS = new Set(
  "year years month months week weeks day days morning mornings afternoon evening evenings night nights summer winter spring autumn season weekend weekends century decade today tomorrow time".split(
    " ",
  ),
);

/** Whether one of the last `count` words opens a phrase of time or place ("at ten", "on the green"). */
function endsWithShortPhrase(rest: readonly Token[], count: number, prepositions: ReadonlySet<string>): boolean {
  let words = 0;
  for (let i = rest.length - 1; i >= 0 && words < count; i--) {
    const token = rest[i] as Token;
    if (token.kind !== "word" && token.kind !== "mask") continue;
    words++;
    if (token.kind === "word" && prepositions.has(wordKey(token))) return true;
  }
  return false;
}

const TRAILING_SUBORDINATORS = new Set([...SUBORDINATORS, ...CLAUSE_ONLY_SUBORDINATORS, "while"]);
const TRAILING_SUBORDINATOR_SHAPES = wordShapes(TRAILING_SUBORDINATORS);

/**
 * Index of the first subordinator after the first word, or -1: moveTrailingClause judges that
 * one only. (A walk over the tokens, cheaper than searching the text for the words first.) It
 * runs on every sentence, and most words fail the shape test, so few are looked up in the Set.
 */
function trailingSubordinator(tokens: readonly Token[]): number {
  const n = tokens.length - 1; // all but the final "."
  for (let i = 2; i < n; i++) {
    const token = tokens[i] as Token;
    if (token.kind !== "word") continue;
    const key = wordKey(token);
    if (hasShapeOf(TRAILING_SUBORDINATOR_SHAPES, key) && TRAILING_SUBORDINATORS.has(key)) return i;
  }
  return -1;
}

/**
 * The lengths and first letters of a set of words: one bit per (length, letter "a"-"z") pair that
 * some word of the set has. A word without such a pair is not in the set, which a bit test tells
 * more cheaply than the Set (whose lookup hashes the word, slowly in workerd for a fresh string).
 */
function wordShapes(words: ReadonlySet<string>): Uint32Array {
  const shapes = new Uint32Array(1 + Math.max(...[...words].map((word) => word.length)));
  for (const word of words) {
    const letter = word.charCodeAt(0) - 97;
    if (!(letter >= 0 && letter < 26)) throw new Error(`wordShapes: "${word}" does not start with a-z`);
    shapes[word.length] = (shapes[word.length] as number) | (1 << letter);
  }
  return shapes;
}

/** May `key` be one of the words `shapes` was made of? (False only when it is not.) */
function hasShapeOf(shapes: Uint32Array, key: string): boolean {
  const letter = key.charCodeAt(0) - 97; // NaN for "": not a letter
  return key.length < shapes.length && letter >= 0 && letter < 26 && (((shapes[key.length] as number) >>> letter) & 1) === 1;
}

/**
 * "We stayed inside because it rained." -> "Because it rained, we stayed inside."
 * `i` is the index of the subordinator, from trailingSubordinator.
 */
function moveTrailingClause(tokens: readonly Token[], i: number, context: RewriteContext): string | null {
  const key = wordKey(tokens[i] as Token);
  const before = tokens[i - 2];
  if (tokens[i - 1]?.kind !== "space" || before?.kind !== "word") return null;
  const beforeKey = wordKey(before);
  if (SUBORDINATOR_BLOCKERS.has(beforeKey)) return null;
  // "…in the app two weeks before the event": a measure before "before/after" belongs to it.
  if (TIME_UNITS.has(beforeKey) || /\d/u.test(beforeKey)) return null;
  // "We asked the staff if…", "see if": "if" means "whether" after these verbs, wherever they are.
  if (key === "if" && hasWordBefore(tokens, i, IF_BLOCKERS)) return null;
  const main = tokens.slice(0, i - 1);
  const clause = tokens.slice(i, tokens.length - 1); // without the final "."
  if (hasInnerPunctuation(clause) || !isSingleClause(main, context) || hasCoordination(main)) return null;
  // Set 21: "…show what the sensor sees, for fewer surprises when you review your shots": after a comma the clause
  // belongs to the last phrase; in front it would time the whole main clause (a moved fact).
  if (main.some((t) => t.text === ",")) return null;
  // "Your deductible is the amount you pay before your insurer covers the rest" (set 27): after a contact relative ("the
  // amount you pay") the clause belongs to it; in front, the definition reads as a time condition.
  if (hasContactRelative(main)) return null;
  if (countWordTokens(main) < 4 || countWordTokens(clause) < 3 || countWordTokens(clause) > 16) return null;
  const after = leadingWords(clause, 2, 3);
  if (CLAUSE_ONLY_SUBORDINATORS.has(key) && !startsClause(after, context.profile)) return null;
  // "…a fun way to learn while spending time outdoors": a fronted "-ing" phrase would dangle
  // ("While spending time outdoors, this can be…"); "while" must start a clause.
  if ((after[0] ?? "").endsWith("ing")) return null;
  if (key === "while" && !startsClause(after, context.profile)) return null;
  if (key === "because" && keyOf(clause[2]) === "of") return null;
  // "She was reading when the phone rang": the "when" carries the story, it cannot lead.
  if (isNarrativeWhen(main, key)) return null;
  // "…proof of what a small town can do when it works together": in front, "it" would point at
  // the main clause's subject instead of the noun inside the embedded clause.
  // ("Paint that is thin may run when it gets warm unless…": a relative "that"/"which" too, set 19.)
  if (
    clause.some((t) => t.kind === "word" && THIRD_PERSON.has(wordKey(t))) &&
    main.some((t) => t.kind === "word" && (EMBEDDED.has(wordKey(t)) || EMBEDDED_QUESTION.has(wordKey(t))))
  )
    return null;
  // "…build momentum before you tackle longer ones": in front, "ones" would come before the noun it stands for.
  if (clause.some((t) => t.kind === "word" && BACK_POINTERS.has(wordKey(t)))) return null;
  // "…when it gets wet unless you tape it": a second condition inside the clause would be fused into
  // the first once it leads ("When it gets wet unless you tape it, …"); the sentence stays.
  if (clause.some((t, k) => k > 0 && t.kind === "word" && (TRAILING_SUBORDINATORS.has(wordKey(t)) || wordKey(t) === "if"))) return null;
  if (!canLeadAfterMove(tokens[0], context)) return null;
  return `${capitalize(joinText(clause))}, ${decapitalize(joinText(main))}.`;
}

const CONTACT_DETERMINERS = new Set(["the", "a", "an", "any", "every"]);
const CONTACT_SUBJECTS = new Set(["you", "we", "they", "i", "he", "she", "people"]);

/** Whether a determiner, a noun and a subject pronoun follow each other ("the amount you pay"): a relative without "that". */
function hasContactRelative(main: readonly Token[]): boolean {
  const words = main.filter((t) => t.kind === "word").map((t) => wordKey(t));
  for (let k = 0; k + 2 < words.length; k++) {
    if (CONTACT_DETERMINERS.has(words[k] as string) && CONTACT_SUBJECTS.has(words[k + 2] as string)) return true;
  }
  return false;
}

/** Whether one of the first `end` tokens is a word of `words`. */
function hasWordBefore(tokens: readonly Token[], end: number, words: ReadonlySet<string>): boolean {
  for (let i = 0; i < end; i++) {
    const token = tokens[i] as Token;
    if (token.kind === "word" && words.has(wordKey(token))) return true;
  }
  return false;
}

/** A main clause in the past progressive or with a time phrase of its own ("one night"). */
function isNarrativeWhen(main: readonly Token[], subordinator: string): boolean {
  if (subordinator !== "when" && subordinator !== "until" && subordinator !== "before") return false;
  const words = main.filter((t) => t.kind === "word").map((t) => wordKey(t));
  if (words[0] === "one") return true;
  for (let i = 0; i + 1 < words.length; i++) {
    const word = words[i];
    const next = words[i + 1] ?? "";
    if ((word === "was" || word === "were" || word === "had") && (next.endsWith("ing") || next === "just" || next === "about" || next === "barely"))
      return true;
  }
  return false;
}

/**
 * Would a phrase moved to the end of `rest` attach to the wrong thing? It would after an
 * "of"-phrase ("…the spirit of coastal life in the middle of the peninsula"), a participle
 * ("…with value created for decades"), a comparison ("…as the printing press throughout
 * history") or an embedded clause ("…shapes who we become as we navigate…"); and a rest that
 * opens with a figure ("37% reported…") cannot open the sentence.
 */
function attachesWrongly(rest: readonly Token[], context: RewriteContext): boolean {
  const words = rest.filter((t) => t.kind === "word" || t.kind === "mask");
  const first = words[0];
  if (first === undefined) return true;
  const firstText = first.kind === "mask" ? (context.spans?.[placeholderIndex(first.text.codePointAt(0) ?? 0)] ?? "") : first.text;
  if (/^[\p{N}$€£¥]/u.test(firstText)) return true;
  const keys = words.map((t) => (t.kind === "word" ? wordKey(t) : "#"));
  const last = keys[keys.length - 1] ?? "";
  if (isParticiple(last)) return true;
  if (keys.slice(-4).includes("of")) return true;
  if (keys.includes("than") || keys.filter((k) => k === "as").length >= 2) return true;
  return keys.some((k) => EMBEDDED_QUESTION.has(k));
}

/** True when a stretch of words has a clause or a coordination inside it. */
function hasEmbeddedClause(tokens: readonly Token[]): boolean {
  return tokens.some((t) => t.kind === "word" && CLAUSE_MARKERS.has(wordKey(t)));
}
