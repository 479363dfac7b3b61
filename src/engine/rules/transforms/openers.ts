// Varied sentence openers, the two moves an editor makes most often:
//   "In 2019, the city cut its budget."      -> "The city cut its budget in 2019."
//   "We stayed inside because it rained."    -> "Because it rained, we stayed inside."
// Only for plain sentences (one clause, no other commas), and only for a share of the
// eligible ones, chosen by a hash of the sentence so the result is deterministic.

import { leadingWords } from "../clauses.js";
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
  return moveFrontedPhrase(tokens) ?? moveTrailingClause(tokens) ?? sentence;
}

function joinText(tokens: readonly Token[]): string {
  let out = "";
  for (const token of tokens) out += token.text;
  return out;
}

function hasInnerPunctuation(tokens: readonly Token[]): boolean {
  return tokens.some((t) => t.kind === "punct" && t.text !== "-" && t.text !== "'" && t.text !== "’");
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
    return `${capitalize(joinText(clause))}, ${decapitalize(joinText(main))}.`;
  }
  return null;
}
