// "Does this stretch of words start a clause with its own subject?" — the test that
// keeps sentence splitting safe ("…, and we left" splits; "apples, pears, and the rest" does not).

import type { LanguageProfile } from "./languages.js";
import { wordKey, type Token } from "./tokens.js";

/** The first `count` words/masks of `tokens` from `from` on, normalised ("#" for a mask). */
export function leadingWords(tokens: readonly Token[], from: number, count: number): string[] {
  const words: string[] = [];
  for (let i = from; i < tokens.length && words.length < count; i++) {
    const token = tokens[i];
    if (!token || token.kind === "space") continue;
    if (token.kind === "word") words.push(wordKey(token));
    else if (token.kind === "mask") words.push("#");
    else break; // punctuation ends the look-ahead
  }
  return words;
}

export function startsClause(words: readonly string[], profile: LanguageProfile): boolean {
  const [w1, w2, w3] = words;
  if (w1 === undefined || w2 === undefined) return false;
  if (profile.clauseBlockers.has(w1)) return false;
  if (profile.subjectPronouns.has(w1)) return true;
  // "it'll provide", "we've added": a pronoun with a contracted auxiliary.
  const contracted = /^(\p{L}+)['’](?:ll|re|ve|d|m|s)$/u.exec(w1);
  if (contracted && profile.subjectPronouns.has(contracted[1] as string)) return true;
  if (profile.existentials.has(w1) && profile.auxiliaries.has(w2)) return true;
  if (profile.demonstratives.has(w1) && (profile.auxiliaries.has(w2) || profile.clauseVerbs.has(w2))) return true;
  if (profile.auxiliaries.has(w2) && !profile.determiners.has(w1)) return true; // "nature is", "Google has"
  if (w3 !== undefined && profile.determiners.has(w1) && profile.auxiliaries.has(w3)) return true; // "the team was"
  return false;
}
