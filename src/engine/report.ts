// What a rewrite did, span by span, for any engine: the signs of AI writing found before and
// after (detectSigns), the edits that turn the submitted text into the answer (diff.ts), which
// protected spans came back unchanged, and which signs remain and why.
//
// Sign counts are counts of known writing patterns (docs/ai-writing-signs.md), not a probability
// that a model wrote the text.

import { diffTexts } from "./diff.js";
import type { RewriteMode } from "./port.js";
import { parseBlocks } from "./rules/blocks.js";
import { profileFor } from "./rules/languages.js";
import { protectedSpansFor } from "./rules/release.js";
import { applyFormatting } from "./rules/transforms/formatting.js";
import { SIGN_FAMILIES, type SignFamily } from "./signs/catalogue.js";
import { detectSigns, type Sign } from "./signs/detect.js";
import { EXPLANATIONS } from "./signs/explanations.js";

export interface FoundSign {
  family: string;
  /** UTF-16 offsets into the analysed text; `excerpt === text.slice(start, end)`. */
  start: number;
  end: number;
  excerpt: string;
  explanation: string;
}

export interface Change {
  /** UTF-16 offsets into the submitted text; `before === text.slice(start, end)`. */
  start: number;
  end: number;
  before: string;
  after: string;
  /** The sign family the edit touched, or null for an edit outside any sign (rhythm, contractions…). */
  family: string | null;
}

export interface RemainingSign extends FoundSign {
  /** Why the sign is still there. */
  reason: string;
}

export interface ChangeReport {
  changes: Change[];
  signs_before: number;
  signs_after: number;
  /** Words of the submitted text replaced, removed or added, over its word count (4 decimals). */
  words_changed_ratio: number;
  /** Protected spans (numbers, names, links, code, quotations…) of the submitted text that came back unchanged. */
  protected: { kept: number; total: number };
  /** Signs still present in the answer, with offsets into the answer. */
  remaining: RemainingSign[];
}

const FAMILIES: ReadonlyMap<string, SignFamily> = new Map(SIGN_FAMILIES.map((family) => [family.id, family]));
const LEFTOVER = new Set(SIGN_FAMILIES.filter((family) => family.category === "leftover").map((family) => family.id));
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu;

/** The signs of AI writing in `text`, each with its excerpt and a plain explanation. */
export function analyzeSigns(text: string, language: string): FoundSign[] {
  return detectSigns(text, language).map((sign) => found(text, sign));
}

/** Signs per 1,000 words, to two decimals. */
export function signsPerThousandWords(signs: number, words: number): number {
  return words > 0 ? Math.round((signs * 100_000) / words) / 100 : 0;
}

/** The report of a rewrite of `text` into `output` in `mode`. */
export function changeReport(text: string, output: string, language: string, mode: RewriteMode): ChangeReport {
  const before = detectSigns(text, language);
  const after = detectSigns(output, language);
  const edits = diffTexts(text, output);
  const changes = edits.map((edit): Change => ({ ...edit, family: familyAt(before, edit.start, edit.end) }));
  let changedWords = 0;
  for (const edit of edits) changedWords += Math.max(countWords(edit.before), countWords(edit.after));
  const words = countWords(text);
  return {
    changes,
    signs_before: before.length,
    signs_after: after.length,
    words_changed_ratio: words > 0 ? Math.round((Math.min(changedWords, words) / words) * 10_000) / 10_000 : 0,
    protected: protectedKept(text, output, mode, before, language),
    remaining: after.map((sign) => ({ ...found(output, sign), reason: reasonFor(sign.family, mode) })),
  };
}

function found(text: string, sign: Sign): FoundSign {
  return { family: sign.family, start: sign.start, end: sign.end, excerpt: text.slice(sign.start, sign.end), explanation: EXPLANATIONS[sign.family] ?? "" };
}

/**
 * The family of the sign the edit overlaps most (the narrowest on a tie: "innovative" is
 * excess-vocabulary before it is part of a rule of three); an insertion: the sign it falls inside.
 */
function familyAt(signs: readonly Sign[], start: number, end: number): string | null {
  let best: Sign | null = null;
  let bestOverlap = 0;
  for (const sign of signs) {
    if (sign.start >= Math.max(end, start + 1)) break;
    const overlap = start < end ? Math.min(end, sign.end) - Math.max(start, sign.start) : sign.start < start && sign.end > start ? 1 : 0;
    if (overlap <= 0) continue;
    if (overlap > bestOverlap || (overlap === bestOverlap && best && sign.end - sign.start < best.end - best.start)) {
      best = sign;
      bestOverlap = overlap;
    }
  }
  return best?.family ?? null;
}

function reasonFor(familyId: string, mode: RewriteMode): string {
  const family = FAMILIES.get(familyId);
  if (!family) return "not in the catalogue";
  const action = mode === "aggressive" ? family.aggressive : family.standard;
  if (action === "report") return family.reason ?? "reported only: no faithful rewrite exists";
  if (action === "reduce") return family.reason ?? "rewritten only where a safe rewrite exists";
  return "left where no rewrite fitted the sentence without changing its meaning or grammar";
}

/**
 * Protected spans of the submitted text that the answer still holds (as often as the text had
 * them). Spans inside a chatbot leftover the engine removed do not count, nor, in aggressive
 * mode, the formatting it removes by design (emoji, bold labels, citation residue).
 */
function protectedKept(text: string, output: string, mode: RewriteMode, signs: readonly Sign[], language: string): { kept: number; total: number } {
  // The spans the rewrite itself protects: German gives back the nouns its lexicon reads.
  const released = profileFor(String(language).split("-")[0]?.toLowerCase() ?? "")?.releasedWords;
  const basis = mode === "aggressive" ? applyFormatting(text, String(language).split("-")[0]?.toLowerCase()) : text;
  const leftovers = basis === text ? signs.filter((sign) => LEFTOVER.has(sign.family)) : [];
  const needed = new Map<string, number>();
  let offset = 0;
  let total = 0;
  for (const line of parseBlocks(basis)) {
    const lineStart = offset;
    offset += line.kind === "verbatim" ? line.text.length + line.eol.length : line.prefix.length + line.content.length + line.suffix.length + line.eol.length;
    if (line.kind === "verbatim") continue;
    const contentStart = lineStart + line.prefix.length;
    for (const span of protectedSpansFor(line.content, released)) {
      const piece = line.content.slice(span.start, span.end);
      if (piece.trim().length === 0 || /^[*_`~]+$/u.test(piece)) continue; // emphasis markers alone are markup, not facts
      const at = contentStart + span.start;
      if (leftovers.some((sign) => sign.start <= at && sign.end >= at + piece.length)) continue;
      needed.set(piece, (needed.get(piece) ?? 0) + 1);
      total++;
    }
  }
  let kept = 0;
  for (const [piece, times] of needed) kept += Math.min(times, occurrences(output, piece));
  return { kept, total };
}

function occurrences(haystack: string, needle: string): number {
  let count = 0;
  for (let i = haystack.indexOf(needle); i >= 0; i = haystack.indexOf(needle, i + needle.length)) count++;
  return count;
}

function countWords(text: string): number {
  WORD.lastIndex = 0;
  let count = 0;
  while (WORD.exec(text) !== null) count++;
  return count;
}
