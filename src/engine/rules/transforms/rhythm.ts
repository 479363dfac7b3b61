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
  standard: { splitAbove: 22, minPart: 6, joinEach: 8, joinTotal: 15 },
  aggressive: { splitAbove: 14, minPart: 4, joinEach: 16, joinTotal: 30 },
};

export function applyRhythm(sentences: Sentence[], context: RewriteContext): Sentence[] {
  const settings = SETTINGS[context.mode];
  const pieces: Sentence[] = [];
  for (const sentence of sentences) {
    const parts = splitLong(sentence.text, settings, context);
    parts.forEach((text, k) => {
      pieces.push({ text, gap: k === parts.length - 1 ? sentence.gap : " ", split: parts.length > 1 || sentence.split === true });
    });
  }
  return joinShort(pieces, settings, context);
}

// ", which is …" / ", making …" at the end of a sentence start a sentence of their own.
const WHICH_OPENERS: Record<string, string> = {
  is: "It's",
  are: "They're",
  means: "This means",
  makes: "This makes",
  allows: "This allows",
  helps: "This helps",
  leads: "This leads",
  gives: "This gives",
  shows: "This shows",
  explains: "This explains",
  can: "This can",
  will: "This will",
  has: "This has",
};
const PARTICIPLE_OPENERS: Record<string, string> = {
  making: "This makes",
  allowing: "This allows",
  helping: "This helps",
  leading: "This leads",
  creating: "This creates",
  giving: "This gives",
  enabling: "This enables",
  providing: "This provides",
  ensuring: "This ensures",
  resulting: "This results",
  reducing: "This reduces",
  improving: "This improves",
  increasing: "This increases",
  highlighting: "This highlights",
  showing: "This shows",
  offering: "This offers",
  adding: "This adds",
  causing: "This causes",
  keeping: "This keeps",
  letting: "This lets",
};

/**
 * Splits one sentence at every safe point while what is left is still long.
 * One pass over the tokens with prefix sums, so a huge run-on sentence stays linear.
 */
function splitLong(text: string, settings: RhythmSettings, context: RewriteContext): string[] {
  const tokens = tokenize(text);
  const wordsBefore = new Array<number>(tokens.length + 1); // words in tokens[0..i)
  wordsBefore[0] = 0;
  tokens.forEach((t, i) => (wordsBefore[i + 1] = (wordsBefore[i] ?? 0) + (t.kind === "word" || t.kind === "mask" ? 1 : 0)));
  const total = wordsBefore[tokens.length] ?? 0;
  if (total <= settings.splitAbove) return [text];
  // nextPunct[i]: index of the first punctuation token at or after i (other than "." "-" "'").
  const nextPunct = new Array<number>(tokens.length + 1).fill(tokens.length);
  for (let i = tokens.length - 1; i >= 0; i--) {
    const t = tokens[i];
    const plain = t?.kind !== "punct" || t.text === "." || t.text === "-";
    nextPunct[i] = plain ? (nextPunct[i + 1] ?? tokens.length) : i;
  }
  const words = (from: number, to: number): number => (wordsBefore[to] ?? 0) - (wordsBefore[from] ?? 0);

  const pieces: string[] = [];
  let start = 0;
  let lead = ""; // how the current piece starts ("But ", "This makes ") instead of its own tokens
  let capitalizeFirst = false;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]?.text !== "," || tokens[i + 1]?.text !== " ") continue;
    if (words(start, tokens.length) <= settings.splitAbove) break;
    if (words(start, i) < settings.minPart || !endsWithWord(tokens, start, i)) continue;
    const split = splitPoint(tokens, i, settings, context, words, nextPunct);
    if (split === null) continue;
    pieces.push(renderPiece(tokens, start, i, lead, capitalizeFirst) + ".");
    start = split.resumeAt;
    lead = split.lead;
    capitalizeFirst = split.capitalize;
    i = start - 1;
  }
  pieces.push(renderPiece(tokens, start, tokens.length, lead, capitalizeFirst));
  return pieces;
}

function renderPiece(tokens: readonly Token[], from: number, to: number, lead: string, capitalizeFirst: boolean): string {
  let body = "";
  for (let i = from; i < to; i++) body += tokens[i]?.text ?? "";
  return lead + (capitalizeFirst ? capitalize(body) : body);
}

interface SplitPoint {
  /** Token index where the new sentence's own words resume. */
  resumeAt: number;
  /** Words put in front of them ("But ", "This makes "). */
  lead: string;
  capitalize: boolean;
}

/** How the sentence continues after the comma at `comma` when split there, or null when it is not safe. */
function splitPoint(
  tokens: readonly Token[],
  comma: number,
  settings: RhythmSettings,
  context: RewriteContext,
  words: (from: number, to: number) => number,
  nextPunct: readonly number[],
): SplitPoint | null {
  const word = tokens[comma + 2];
  if (word?.kind !== "word" || tokens[comma + 3]?.text !== " ") return null;
  const key = normalizeWord(word.text);
  const rest = comma + 4;

  const opener = context.profile.splitConjunctions[key];
  if (opener !== undefined) {
    if (!startsClause(leadingWords(tokens, rest, 3), context.profile)) return null;
    if (words(rest, tokens.length) < settings.minPart) return null;
    if (opener !== "") return { resumeAt: rest, lead: withApostrophe(opener, context) + " ", capitalize: false };
    const first = tokens[rest];
    return { resumeAt: rest, lead: "", capitalize: first?.kind === "word" && isLowerInitial(first.text) };
  }
  if (context.profile.code !== "en" || context.mode !== "aggressive") return null;
  // The rest of the sentence must be one plain stretch: no further commas or clauses.
  if ((nextPunct[rest] ?? tokens.length) < tokens.length - 1) return null;
  if (words(rest, tokens.length) < 4) return null;
  if (key === "which") {
    const verb = tokens[rest];
    const replacement = verb?.kind === "word" ? WHICH_OPENERS[normalizeWord(verb.text)] : undefined;
    if (replacement === undefined) return null;
    return { resumeAt: rest + 1, lead: withApostrophe(replacement, context), capitalize: false };
  }
  const participle = PARTICIPLE_OPENERS[key];
  if (participle === undefined) return null;
  return { resumeAt: rest, lead: participle + " ", capitalize: false };
}

function joinShort(pieces: Sentence[], settings: RhythmSettings, context: RewriteContext): Sentence[] {
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

function canJoin(a: Sentence, b: Sentence, settings: RhythmSettings, context: RewriteContext): boolean {
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

function endsWithWord(tokens: readonly Token[], from: number, to: number): boolean {
  for (let i = to - 1; i >= from; i--) {
    const token = tokens[i];
    if (token?.kind === "space") continue;
    return token?.kind === "word" || token?.kind === "mask";
  }
  return false;
}
