// Splitting one long sentence: its safe split points (split-point.ts judges each comma), and the
// choice among them that raises the variation of the text's sentence lengths most.

import { capitalize, countWordTokens, tokenize, wordKey, type Token } from "../../tokens.js";
import type { RewriteContext } from "../context.js";
import { sentenceWordCount, wordTokensAtMost } from "./count.js";
import type { RhythmSettings } from "./settings.js";
import { splitPoint, type SplitPoint } from "./split-point.js";
import { COMMA_RELATIVES } from "./split-words.js";
import { addLength, variationGain, type LengthStats } from "./stats.js";

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
      const split =
        words(start, i) < settings.minPart || !endsWithWord(tokens, start, i) ? null : splitPoint(tokens, i, settings, context, words, start, afterRelative);
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
export function chooseSplit(text: string, settings: RhythmSettings, context: RewriteContext, stats: LengthStats, length: number): string[] | null {
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

function renderPiece(
  tokens: readonly Token[],
  from: number,
  to: number,
  lead: string,
  capitalizeFirst: boolean,
  replaced: ReadonlyMap<number, string>,
): string {
  let body = "";
  for (let i = from; i < to; i++) body += replaced.get(i) ?? tokens[i]?.text ?? "";
  return lead + (capitalizeFirst ? capitalize(body) : body);
}

function endsWithWord(tokens: readonly Token[], from: number, to: number): boolean {
  for (let i = to - 1; i >= from; i--) {
    const token = tokens[i];
    if (token?.kind === "space") continue;
    return token?.kind === "word" || token?.kind === "mask";
  }
  return false;
}
