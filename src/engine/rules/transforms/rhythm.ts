// Sentence-length variation: split long compound sentences at a safe conjunction
// (", and" + a clause with its own subject), and join two short plain neighbours.

import { leadingWords, startsClause } from "../clauses.js";
import type { Sentence } from "../sentences.js";
import { capitalize, countWordTokens, decapitalize, hashString, isLowerInitial, normalizeWord, tokenize, type Token } from "../tokens.js";
import { withApostrophe, type RewriteContext } from "./context.js";

interface RhythmSettings {
  /** Sentences longer than this (in words) are split when a safe point exists. */
  splitAbove: number;
  /** Neither half of a split may be shorter than this. */
  minPart: number;
  /** Both sentences of a join must be at most this long… */
  joinEach: number;
  /** …and together at most this long. */
  joinTotal: number;
}

const SETTINGS: Record<RewriteContext["mode"], RhythmSettings> = {
  standard: { splitAbove: 28, minPart: 8, joinEach: 9, joinTotal: 16 },
  aggressive: { splitAbove: 20, minPart: 6, joinEach: 13, joinTotal: 24 },
};

interface Piece extends Sentence {
  /** Produced by a split: never joined back. */
  split?: boolean;
}

export function applyRhythm(sentences: Sentence[], context: RewriteContext): Sentence[] {
  const settings = SETTINGS[context.mode];
  const pieces: Piece[] = [];
  for (const sentence of sentences) {
    const parts = splitLong(sentence.text, settings, context);
    parts.forEach((text, k) => {
      pieces.push({ text, gap: k === parts.length - 1 ? sentence.gap : " ", split: parts.length > 1 });
    });
  }
  return joinShort(pieces, settings, context);
}

function splitLong(text: string, settings: RhythmSettings, context: RewriteContext): string[] {
  const tokens = tokenize(text);
  if (countWordTokens(tokens) <= settings.splitAbove) return [text];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]?.text !== "," || tokens[i + 1]?.text !== " ") continue;
    const conjunction = tokens[i + 2];
    if (conjunction?.kind !== "word") continue;
    const key = normalizeWord(conjunction.text);
    const opener = context.profile.splitConjunctions[key];
    if (opener === undefined) continue;
    if (tokens[i + 3]?.text !== " ") continue;
    const rest = tokens.slice(i + 4);
    if (!startsClause(leadingWords(rest, 0, 3), context.profile)) continue;
    const left = tokens.slice(0, i);
    if (countWordTokens(left) < settings.minPart || countWordTokens(rest) < settings.minPart) continue;
    if (!endsWithWord(left)) continue;
    const head = joinText(left) + ".";
    let tail = joinText(rest);
    const first = rest[0];
    if (opener === "") {
      if (first?.kind === "word" && isLowerInitial(first.text)) tail = capitalize(tail);
    } else {
      tail = withApostrophe(opener, context) + " " + tail;
    }
    return [head, ...splitLong(tail, settings, context)];
  }
  return [text];
}

function joinShort(pieces: Piece[], settings: RhythmSettings, context: RewriteContext): Sentence[] {
  const out: Sentence[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const a = pieces[i];
    const b = pieces[i + 1];
    if (!a) continue;
    if (b && canJoin(a, b, settings, context)) {
      const bTokens = tokenize(b.text);
      const firstB = bTokens[0];
      const keepCase = firstB?.text === "I" || /^I['’]/u.test(firstB?.text ?? "");
      const tail = keepCase ? b.text : decapitalize(b.text);
      out.push({ text: a.text.slice(0, -1) + context.profile.joiner + tail, gap: b.gap });
      i++;
      continue;
    }
    out.push({ text: a.text, gap: a.gap });
  }
  return out;
}

function canJoin(a: Piece, b: Piece, settings: RhythmSettings, context: RewriteContext): boolean {
  if (a.split || b.split || a.gap !== " ") return false;
  if (!a.text.endsWith(".") || a.text.endsWith("..")) return false;
  if (!/[.!?]$/u.test(b.text)) return false;
  const aTokens = tokenize(a.text);
  const bTokens = tokenize(b.text);
  const aWords = countWordTokens(aTokens);
  const bWords = countWordTokens(bTokens);
  if (aWords < 3 || bWords < 3) return false;
  if (aWords > settings.joinEach || bWords > settings.joinEach || aWords + bWords > settings.joinTotal) return false;
  if (!isPlain(aTokens) || !isPlain(bTokens)) return false;
  const first = bTokens[0];
  if (first?.kind !== "word" || !context.profile.joinStarters.has(normalizeWord(first.text))) return false;
  if (!startsClause(leadingWords(bTokens, 0, 3), context.profile)) return false;
  // Join about two pairs in three, chosen by the text itself, so the rhythm is not mechanical.
  return hashString(a.text + b.text) % 3 !== 0;
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

function endsWithWord(tokens: readonly Token[]): boolean {
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i];
    if (token?.kind === "space") continue;
    return token?.kind === "word" || token?.kind === "mask";
  }
  return false;
}

function joinText(tokens: readonly Token[]): string {
  let out = "";
  for (const token of tokens) out += token.text;
  return out;
}
