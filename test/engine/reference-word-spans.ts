// The reference for mask.ts's word-level spans (numbers, acronyms, names): the original,
// pattern-based algorithm, every match of the word-run pattern in a gap between inline spans,
// in turn. mask.ts finds them with a hand-written scan; the tests compare the two.

import type { ProtectedSpan } from "../../src/engine/rules/mask.js";

const WORD_RUN = /[\p{L}\p{M}\p{N}]+(?:[.,:/'’\-–][\p{L}\p{M}\p{N}]+)*/gu;
const HAS_DIGIT = /\p{N}/u;
const HAS_UPPER = /\p{Lu}/u;
const HAS_UPPER_OR_DIGIT = /[\p{Lu}\p{N}]/u;
const HAS_INNER_UPPER = /^.[^]*\p{Lu}/u;
const CAPITALIZED = /^\p{Lu}/u;
const CURRENCY_BEFORE = /[$€£¥₹₩₽¢]/u;
const NUMBER_SUFFIX = /^(?:%|‰|°[CF]?|\+)/u;
const SENTENCE_OPENERS = new Set([...".!?:;\"“”'‘’([{*_#>•–—-¡¿"]);
const PRONOUN_I = /^I(?:['’]\p{L}+)?$/u;

function startsSentence(text: string, index: number): boolean {
  let i = index - 1;
  while (i >= 0 && /\s/u.test(text.charAt(i))) i--;
  if (i < 0) return true;
  return SENTENCE_OPENERS.has(text.charAt(i));
}

/** The reference: every match of WORD_RUN in the gap, in turn. */
function referenceWordSpans(text: string, from: number, to: number, out: ProtectedSpan[]): void {
  const gap = text.slice(from, to);
  const runs = [...gap.matchAll(WORD_RUN)];
  for (let r = 0; r < runs.length; r++) {
    const run = runs[r];
    if (run === undefined) continue;
    const word = run[0];
    let start = from + (run.index ?? 0);
    let end = start + word.length;
    const last = out[out.length - 1];
    if (last && start < last.end) continue;
    if (!HAS_UPPER_OR_DIGIT.test(word)) continue;
    if (HAS_DIGIT.test(word)) {
      const before = text.charAt(start - 1);
      if (CURRENCY_BEFORE.test(before) && start - 1 >= from) start--;
      const suffix = NUMBER_SUFFIX.exec(text.slice(end, Math.min(end + 2, to)));
      if (suffix) end += suffix[0].length;
      out.push({ start, end, kind: "number" });
      continue;
    }
    if (!HAS_UPPER.test(word)) continue;
    if (PRONOUN_I.test(word)) continue;
    const isAcronym = HAS_INNER_UPPER.test(word);
    if (!isAcronym && startsSentence(text, start)) {
      const next = runs[r + 1];
      const nextStart = next ? from + (next.index ?? 0) : -1;
      const adjacent = next !== undefined && nextStart === end + 1 && text.charAt(end) === " ";
      if (!adjacent || !CAPITALIZED.test(next[0]) || PRONOUN_I.test(next[0])) continue;
    }
    const previous = out[out.length - 1];
    if (previous && previous.kind === "name" && previous.end + 1 === start && text.charAt(previous.end) === " ") {
      previous.end = end;
      continue;
    }
    out.push({ start, end, kind: isAcronym ? "acronym" : "name" });
  }
}

/** The word spans of every gap between the inline spans `spans` (sorted, not overlapping). */
export function referenceWordSpansBetween(text: string, spans: readonly ProtectedSpan[]): ProtectedSpan[] {
  const words: ProtectedSpan[] = [];
  let gapStart = 0;
  for (let i = 0; i <= spans.length; i++) {
    const gapEnd = i < spans.length ? (spans[i]?.start ?? text.length) : text.length;
    if (gapEnd > gapStart) referenceWordSpans(text, gapStart, gapEnd, words);
    gapStart = i < spans.length ? (spans[i]?.end ?? text.length) : text.length;
  }
  return words;
}
