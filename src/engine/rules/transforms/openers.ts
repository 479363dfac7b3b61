// Varied sentence openers, the two moves an editor makes most often:
//   "In 2019, the city cut its budget."      -> "The city cut its budget in 2019."
//   "We stayed inside because it rained."    -> "Because it rained, we stayed inside."
// Only for plain sentences (one clause, no other commas), and only for a share of the
// eligible ones, chosen by a hash of the sentence so the result is deterministic.

import { leadingWords, startsClause } from "../clauses.js";
import { capitalize, countWordTokens, decapitalize, hashString, isLowerInitial, normalizeWord, tokenize, type Token } from "../tokens.js";
import type { RewriteContext } from "./context.js";

/** Percent of eligible sentences whose opener is moved. */
const RATE: Record<RewriteContext["mode"], number> = { standard: 50, aggressive: 100 };

const FRONT_PREPOSITIONS = new Set(
  "in on at during after before since by through with without over under within across throughout from for among amid".split(" "),
);
// Fronted phrases that are discourse links, not circumstances: never moved.
const LINKING_PHRASES = new Set([
  "for example", "for instance", "in addition", "in fact", "in contrast", "in other", "in short", "in general",
  "in particular", "in summary", "in conclusion", "in turn", "in the", "on the", "at the", "at first", "after all",
  "by contrast", "by the", "with that", "with this", "in this", "for this", "from this", "for that", "in that",
  "on top", "at least", "in some", "in many", "for some", "for many", "of course", "in essence", "at times",
  "over time", "in time", "by then", "since then", "with time", "before long", "in any",
  "in terms", "in regard", "with regard", "with respect", "in relation", "in response", "on the", "in comparison",
  "compared to", "compared with", "as for", "in light", "in spite", "despite this", "despite that", "with all",
  "above all", "for one", "at last", "in return", "by far", "in brief", "on average",
]);
const SUBORDINATORS = new Set(["when", "because", "although", "unless", "until", "whenever", "before", "after"]);
// Words before a subordinator that make it part of something else ("the day when", "not because").
const SUBORDINATOR_BLOCKERS = new Set(
  "the a day days time times moment moments year years period point age era not just only partly mainly simply largely precisely exactly even right soon shortly long immediately know knows knew ask asks asked remember remembers tell tells wonder wonders understand see is was are were be been".split(
    " ",
  ),
);
// First words a sentence can lose its capital on when it no longer starts the sentence.
const LOWERCASE_SAFE = new Set(
  "the a an this that these those it they we you he she there many most some people our their its his her my your each every all such one students users companies businesses".split(" "),
);

export function varyOpener(sentence: string, context: RewriteContext): string {
  const tokens = tokenize(sentence);
  const last = tokens[tokens.length - 1];
  if (last?.text !== "." || tokens[tokens.length - 2]?.kind === "punct") return sentence;
  if (hashString(sentence) % 100 >= RATE[context.mode]) return sentence;
  if (context.profile.code !== "en") return sentence;
  return (
    moveFrontedPhrase(tokens) ??
    moveFrontedClause(tokens, context) ??
    moveFrontedAdverb(tokens, context) ??
    moveTrailingClause(tokens) ??
    moveTrailingTime(tokens) ??
    sentence
  );
}

// Time phrases that may close a sentence or open it: "…for centuries." -> "For centuries, …".
// Matched on the last words of a plain sentence ("#" is a protected number or date).
const TRAILING_TIMES: readonly string[][] = [
  ["for", "centuries"], ["for", "decades"], ["for", "years"], ["for", "generations"],
  ["in", "recent", "years"], ["in", "recent", "decades"], ["in", "recent", "months"],
  ["over", "the", "years"], ["over", "the", "past", "decade"], ["over", "the", "last", "decade"],
  ["over", "the", "past", "#", "years"], ["over", "the", "last", "#", "years"],
  ["over", "the", "past", "few", "years"], ["in", "the", "past", "few", "years"],
  ["these", "days"], ["nowadays"], ["today"], ["every", "day"], ["each", "day"], ["each", "year"], ["every", "year"],
  ["last", "year"], ["this", "year"], ["next", "year"], ["in", "the", "long", "run"], ["in", "the", "long", "term"],
  ["in", "#"], ["since", "#"], ["by", "#"], ["in", "early", "#"], ["in", "late", "#"],
];

/** "Vaccines have saved lives for centuries." -> "For centuries, vaccines have saved lives." */
const TIME_LAST_WORDS = new Set(TRAILING_TIMES.map((phrase) => phrase[phrase.length - 1] ?? ""));

function moveTrailingTime(tokens: readonly Token[]): string | null {
  const lastWord = tokens[tokens.length - 2];
  if (lastWord === undefined || !TIME_LAST_WORDS.has(lastWord.kind === "mask" ? "#" : lastWord.kind === "word" ? normalizeWord(lastWord.text) : "")) return null;
  const body = tokens.slice(0, tokens.length - 1);
  if (hasInnerPunctuation(body)) return null;
  const words: { index: number; key: string }[] = [];
  body.forEach((t, index) => {
    if (t.kind === "word") words.push({ index, key: normalizeWord(t.text) });
    else if (t.kind === "mask") words.push({ index, key: "#" });
  });
  const first = body[0];
  if (first?.kind !== "word" || !LOWERCASE_SAFE.has(normalizeWord(first.text))) return null;
  for (const phrase of TRAILING_TIMES) {
    if (words.length < phrase.length + 5) continue;
    const tail = words.slice(words.length - phrase.length);
    if (!tail.every((w, k) => w.key === phrase[k])) continue;
    // "in #" only for a year or a date, never "in 3" of a list or a measure.
    const start = tail[0]?.index ?? 0;
    const main = body.slice(0, start - 1);
    const time = body.slice(start);
    // "…the best film of 2019" / "…the new rules since 2020": keep what modifies a noun.
    const before = words[words.length - phrase.length - 1]?.key ?? "";
    if (NOUN_LINKERS.has(before) || hasEmbeddedClause(main)) return null;
    return `${capitalize(joinText(time))}, ${decapitalize(joinText(main))}.`;
  }
  return null;
}

// Words before a trailing time phrase that make it part of something else.
const NOUN_LINKERS = new Set("of the a an than as from to until between and or is are was were be been".split(" "));

// Subordinate clauses that read as well after the main clause as before it.
const FRONT_SUBORDINATORS = new Set(["when", "if", "while", "although", "though", "because", "since", "after", "before", "once", "unless", "until", "whenever"]);
const SET_PHRASE_SECOND = new Set(["upon", "again", "more", "so", "not", "in", "necessary", "possible", "needed", "any", "ever", "only"]);
const THIRD_PERSON = new Set(["he", "she", "it", "they", "him", "her", "them", "his", "its", "their", "he's", "she's", "it's", "they're", "they've", "they'll", "he'll", "she'll", "it'll"]);

/** "When the rain stopped, we went out." -> "We went out when the rain stopped." */
function moveFrontedClause(tokens: readonly Token[], context: RewriteContext): string | null {
  const first = tokens[0];
  if (first?.kind !== "word" || !FRONT_SUBORDINATORS.has(normalizeWord(first.text))) return null;
  // "Once upon a time," "If so," "When in doubt,": set phrases, not clauses to move.
  if (SET_PHRASE_SECOND.has(normalizeWord(tokens[2]?.text ?? ""))) return null;
  const comma = tokens.findIndex((t) => t.text === ",");
  if (comma < 0 || tokens[comma + 1]?.text !== " ") return null;
  const clause = tokens.slice(0, comma);
  const rest = tokens.slice(comma + 2, tokens.length - 1);
  const clauseWords = countWordTokens(clause);
  if (clauseWords < 4 || clauseWords > 14 || hasInnerPunctuation(clause)) return null;
  if (countWordTokens(rest) < 4 || hasInnerPunctuation(rest)) return null;
  // The rest must be a main clause of its own ("we went out"), not more of the fronted one.
  if (!startsClause(leadingWords(rest, 0, 3), context.profile)) return null;
  // "When Anna arrived, she smiled" must not become "She smiled when Anna arrived".
  const clauseKeys = new Set(clause.filter((t) => t.kind === "word").map((t) => normalizeWord(t.text)));
  for (const token of rest) {
    if (token.kind !== "word") continue;
    const k = normalizeWord(token.text);
    if (THIRD_PERSON.has(k) && !clauseKeys.has(k)) return null;
  }
  const restStart = rest[0];
  if (restStart?.kind !== "word" && restStart?.kind !== "mask") return null;
  const head = restStart.kind === "word" && isLowerInitial(restStart.text) ? capitalize(joinText(rest)) : joinText(rest);
  return `${head} ${decapitalize(joinText(clause))}.`;
}

// Time and frequency adverbs that can sit before the verb instead of opening the sentence.
const MOVABLE_ADVERBS = new Set(
  "eventually recently usually typically generally often sometimes occasionally gradually currently originally traditionally historically increasingly previously later frequently normally".split(
    " ",
  ),
);
const NEGATIVE = /^(?:not|never|n't)$|n't$/u;

/** "Eventually, she returned home." -> "She eventually returned home." */
function moveFrontedAdverb(tokens: readonly Token[], context: RewriteContext): string | null {
  const first = tokens[0];
  if (first?.kind !== "word" || !MOVABLE_ADVERBS.has(normalizeWord(first.text))) return null;
  if (tokens[1]?.text !== "," || tokens[2]?.text !== " ") return null;
  const rest = tokens.slice(3);
  const words: { index: number; key: string }[] = [];
  for (let i = 0; i < rest.length && words.length < 4; i++) {
    const token = rest[i];
    if (!token || token.kind === "space") continue;
    if (token.kind === "punct") break;
    words.push({ index: i, key: token.kind === "mask" ? "#" : normalizeWord(token.text) });
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

/** "In 2019, the city cut its budget." -> "The city cut its budget in 2019." */
function moveFrontedPhrase(tokens: readonly Token[]): string | null {
  const first = tokens[0];
  if (first?.kind !== "word" || !FRONT_PREPOSITIONS.has(normalizeWord(first.text))) return null;
  const comma = tokens.findIndex((t) => t.text === ",");
  if (comma < 0 || tokens[comma + 1]?.text !== " ") return null;
  const phrase = tokens.slice(0, comma);
  const rest = tokens.slice(comma + 2, tokens.length - 1);
  const phraseWords = countWordTokens(phrase);
  if (phraseWords < 2 || phraseWords > 7 || hasInnerPunctuation(phrase)) return null;
  const opening = leadingWords(phrase, 0, 2).join(" ");
  if (LINKING_PHRASES.has(opening)) return null;
  if (countWordTokens(rest) < 4 || hasInnerPunctuation(rest)) return null;
  // At the end of a sentence with a clause inside ("…realize that Boo is not what she
  // imagined him to be"), or with "and", the phrase would attach to the wrong part.
  if (hasEmbeddedClause(rest)) return null;
  const restStart = rest[0];
  if (restStart?.kind !== "word" && restStart?.kind !== "mask") return null;
  const head = restStart.kind === "word" && isLowerInitial(restStart.text) ? capitalize(joinText(rest)) : joinText(rest);
  return `${head} ${decapitalize(joinText(phrase))}.`;
}

/** "We stayed inside because it rained." -> "Because it rained, we stayed inside." */
function moveTrailingClause(tokens: readonly Token[]): string | null {
  const body = tokens.slice(0, tokens.length - 1);
  if (hasInnerPunctuation(body)) return null;
  const first = body[0];
  if (first?.kind !== "word" || !LOWERCASE_SAFE.has(normalizeWord(first.text))) return null;
  for (let i = 2; i < body.length; i++) {
    const token = body[i];
    if (token?.kind !== "word" || !SUBORDINATORS.has(normalizeWord(token.text))) continue;
    const before = body[i - 2];
    if (before?.kind !== "word" || SUBORDINATOR_BLOCKERS.has(normalizeWord(before.text))) return null;
    const main = body.slice(0, i - 1);
    const clause = body.slice(i);
    if (countWordTokens(main) < 4 || countWordTokens(clause) < 3 || countWordTokens(clause) > 14) return null;
    if (normalizeWord(token.text) === "because" && normalizeWord(body[i + 2]?.text ?? "") === "of") return null;
    // "She was reading when the phone rang": the "when" carries the story, it cannot lead.
    if (isNarrativeWhen(main, normalizeWord(token.text))) return null;
    return `${capitalize(joinText(clause))}, ${decapitalize(joinText(main))}.`;
  }
  return null;
}

/** A main clause in the past progressive or with a time phrase of its own ("one night"). */
function isNarrativeWhen(main: readonly Token[], subordinator: string): boolean {
  if (subordinator !== "when" && subordinator !== "until" && subordinator !== "before") return false;
  const words = main.filter((t) => t.kind === "word").map((t) => normalizeWord(t.text));
  if (words[0] === "one") return true;
  for (let i = 0; i + 1 < words.length; i++) {
    const word = words[i];
    const next = words[i + 1] ?? "";
    if ((word === "was" || word === "were" || word === "had") && (next.endsWith("ing") || next === "just" || next === "about" || next === "barely")) return true;
  }
  return false;
}

const CLAUSE_MARKERS = new Set(
  "that which who whom whose where when because if while although though unless until whether and or but to".split(" "),
);

/** True when a stretch of words has a clause or a coordination inside it. */
function hasEmbeddedClause(tokens: readonly Token[]): boolean {
  return tokens.some((t) => t.kind === "word" && CLAUSE_MARKERS.has(normalizeWord(t.text)));
}
