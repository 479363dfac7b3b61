// Phrase replacement with the curated lexicon: longest match first, conditions checked,
// case, articles and spacing repaired around every edit.

import type { Lexicon, LexiconEntry } from "../lexicon/compile.js";
import {
  agreeArticle,
  capitalize,
  hashString,
  isCapitalized,
  isLowerInitial,
  normalizeWord,
  tokenize,
  type Token,
} from "../tokens.js";
import { withApostrophe, type RewriteContext } from "./context.js";

const NO_WORD = "$";

/** Which entries may apply: a rewrite mode, or "markers" (AI-marker entries only, standard choices). */
type Mode = RewriteContext["mode"] | "markers";

interface Match {
  entry: LexiconEntry;
  /** Index (in the significant-token list) of the first and one past the last matched token. */
  start: number;
  end: number;
}

/** Does a condition's word set name this neighbouring token? ("$": no word; "comma": a comma.) */
function named(words: ReadonlySet<string>, token: Token | undefined): boolean {
  if (token !== undefined && token.kind === "word") return words.has(normalizeWord(token.text));
  if (words.has(NO_WORD)) return true;
  return token?.text === "," && words.has("comma");
}

function conditionsHold(entry: LexiconEntry, significant: Token[], start: number, end: number, firstWordIndex: number, mode: Mode): boolean {
  if (mode === "markers" && !entry.marker) return false;
  if (entry.aggressiveOnly && mode !== "aggressive") return false;
  // At the start: the first word, or opening punctuation before it ("¡Claro!").
  if (entry.sentenceStart && start !== firstWordIndex && !(start < firstWordIndex && start === 0)) return false;
  const before = significant[start - 1];
  const after = significant[end];
  if (entry.notPrecededBy && named(entry.notPrecededBy, before)) return false;
  if (entry.onlyPrecededBy && !named(entry.onlyPrecededBy, before)) return false;
  if (entry.notFollowedBy && named(entry.notFollowedBy, after)) return false;
  if (entry.onlyFollowedBy && !named(entry.onlyFollowedBy, after)) return false;
  return true;
}

/** Finds the longest entry matching at `start` whose conditions hold. `keys` are the normalised tokens. */
function matchAt(lexicon: Lexicon, significant: Token[], keys: readonly string[], start: number, firstWordIndex: number, mode: Mode): Match | null {
  let node = lexicon.root;
  let candidates: { end: number; entries: LexiconEntry[] }[] | null = null;
  for (let i = start; i < significant.length; i++) {
    const token = significant[i];
    if (token === undefined || token.kind === "mask") break;
    const child = node.next.get(keys[i] ?? "");
    if (!child) break;
    node = child;
    if (node.entries.length > 0) (candidates ??= []).push({ end: i + 1, entries: node.entries });
  }
  if (candidates === null) return null;
  for (let c = candidates.length - 1; c >= 0; c--) {
    const candidate = candidates[c];
    if (!candidate) continue;
    for (const entry of candidate.entries) {
      if (conditionsHold(entry, significant, start, candidate.end, firstWordIndex, mode)) {
        return { entry, start, end: candidate.end };
      }
    }
  }
  return null;
}

function firstWordIndexOf(significant: Token[]): number {
  for (let i = 0; i < significant.length; i++) {
    const kind = significant[i]?.kind;
    if (kind === "word" || kind === "mask") return i;
  }
  return -1;
}

/** Counts AI-marker entries in one masked sentence (the benchmark's density metric). */
export function countMarkersInSentence(sentence: string, lexicon: Lexicon): number {
  const significant = tokenize(sentence).filter((t) => t.kind !== "space");
  const keys = significant.map((t) => (t.kind === "word" || t.kind === "punct" ? normalizeWord(t.text) : ""));
  const firstWord = firstWordIndexOf(significant);
  let count = 0;
  for (let i = 0; i < significant.length; ) {
    const match = significant[i]?.kind === "mask" ? null : matchAt(lexicon, significant, keys, i, firstWord, "aggressive");
    if (match) {
      if (match.entry.marker) count++;
      i = match.end;
    } else i++;
  }
  return count;
}

/** Rewrites one masked sentence with the lexicon. */
export function applyLexicon(sentence: string, lexicon: Lexicon, context: RewriteContext): string {
  const tokens = tokenize(sentence);
  const significant: Token[] = [];
  const position: number[] = []; // significant index -> token index
  const keys: string[] = [];
  tokens.forEach((token, index) => {
    if (token.kind !== "space") {
      significant.push(token);
      position.push(index);
      keys.push(token.kind === "mask" ? "" : token.kind === "punct" ? token.text : normalizeWord(token.text));
    }
  });
  // Nothing in the sentence can start an entry: the common case for plain sentences is cheap.
  let any = false;
  for (const key of keys) {
    if (lexicon.root.next.has(key)) {
      any = true;
      break;
    }
  }
  if (!any) return sentence;
  // Where the sentence starts; moves forward when an opener is deleted.
  let firstWord = firstWordIndexOf(significant);
  const seed = hashString(sentence);

  // Replacement text per token index; null = token removed.
  const output: (string | null)[] = tokens.map((t) => t.text);
  let changed = false;
  for (let i = 0; i < significant.length; ) {
    const match = significant[i]?.kind === "mask" ? null : matchAt(lexicon, significant, keys, i, firstWord, context.markersOnly ? "markers" : context.mode);
    if (!match) {
      i++;
      continue;
    }
    const targets = context.mode === "aggressive" ? match.entry.aggressiveTargets : match.entry.targets;
    const chosen = targets[(seed + i * 7919) % targets.length];
    if (chosen === null || chosen === undefined) {
      i = match.end; // "=": this occurrence is left as it is
      continue;
    }
    let replacement = withApostrophe(chosen, context);
    const firstIndex = position[match.start] ?? 0;
    const lastIndex = position[match.end - 1] ?? firstIndex;
    const firstText = output[firstIndex] ?? "";
    if (replacement && isCapitalized(firstText) && firstText !== "I") {
      replacement = capitalize(replacement);
    }
    for (let t = firstIndex; t <= lastIndex; t++) output[t] = null;
    output[firstIndex] = replacement;
    changed = true;

    if (replacement === "") {
      // Drop one neighbouring space so no double space is left behind.
      if (tokens[lastIndex + 1]?.kind === "space") output[lastIndex + 1] = null;
      else if (tokens[firstIndex - 1]?.kind === "space") output[firstIndex - 1] = null;
      const next = significant[match.end];
      const nextIndex = position[match.end];
      if (match.start === firstWord) {
        firstWord = match.end;
        if (next?.kind === "word" && nextIndex !== undefined && isLowerInitial(next.text)) {
          output[nextIndex] = capitalize(output[nextIndex] ?? next.text);
        }
      }
      if (context.profile.articleAgreement && next?.kind === "word" && nextIndex !== undefined) fixArticleBefore(match.start, output, significant, position, output[nextIndex] ?? next.text);
    } else if (context.profile.articleAgreement) {
      fixArticleBefore(match.start, output, significant, position, replacement);
    }
    i = match.end;
  }
  if (!changed) return sentence;
  let out = "";
  for (const piece of output) if (piece !== null) out += piece;
  return out;
}

/** Makes the article right before significant token `start` agree with `nextWord`. */
function fixArticleBefore(start: number, output: (string | null)[], significant: Token[], position: number[], nextWord: string): void {
  const previous = significant[start - 1];
  const index = position[start - 1];
  if (!previous || index === undefined || previous.kind !== "word") return;
  const lower = previous.text.toLowerCase();
  if (lower !== "a" && lower !== "an") return;
  const current = output[index];
  if (current === null || current === undefined) return;
  output[index] = agreeArticle(current, nextWord);
}
