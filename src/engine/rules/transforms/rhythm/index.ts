// Sentence-length variation: split long compound sentences at a safe conjunction
// (", and" + a clause with its own subject), and join two short plain neighbours.
// The transform's entry point, applyRhythm; the parts live beside it:
//   settings.ts     thresholds per mode
//   stats.ts        sentence-length statistics and the variation gain of an edit
//   count.ts        word counts and first-word checks from code units, without tokenizing
//   split.ts        choosing and rendering the split of a long sentence
//   split-point.ts  the split rule for each word after a ", "
//   split-words.ts  the word lists of the split rules, and the tense of a clause
//   join.ts         joins of two short sentences

import type { Sentence } from "../../sentences.js";
import type { RewriteContext } from "../context.js";
import { sentenceWordCount } from "./count.js";
import { joinShort } from "./join.js";
import { SETTINGS, type RhythmSettings } from "./settings.js";
import { chooseSplit } from "./split.js";
import { addLength, type LengthStats } from "./stats.js";

export { mayStartWith, sentenceWordCount, wordTokensAtMost } from "./count.js";
export { addLength, type LengthStats } from "./stats.js";

/**
 * Splits long sentences and joins short neighbours of one line. `originalLengths` are the
 * word counts of the line's sentences before any edit; `context.lengths`, when given,
 * holds those of the whole text and is updated with the line's new lengths.
 */
export function applyRhythm(sentences: Sentence[], context: RewriteContext, originalLengths: readonly number[] = []): Sentence[] {
  const settings = SETTINGS[context.mode];
  const whole: LengthStats = context.lengths ?? { n: 0, sum: 0, sumSq: 0 };
  if (context.lengths) for (const length of originalLengths) addLength(whole, length, -1);
  const counts: number[] = [];
  for (const sentence of sentences) counts.push(sentence.words ?? sentenceWordCount(sentence.text));
  // Aggressive: a paragraph of four or more sentences of nearly one length (the uniform-rhythm
  // sign) is judged by its own lengths, so a split or join that varies it is taken even when the
  // text as a whole is varied enough. A varied paragraph that the edits would make uniform stays as it was.
  const aggressive = context.mode === "aggressive" && context.lengths !== undefined;
  if (aggressive && uniform(counts)) return varyLocally(sentences, counts, settings, context, whole);
  const saved = { ...whole };
  for (const count of counts) addLength(whole, count);
  const out = vary(sentences, counts, settings, context, whole);
  if (!aggressive || out.length < 4 || out.length === sentences.length) return out;
  if (!uniform(out.map((sentence) => sentence.words ?? sentenceWordCount(sentence.text)))) return out;
  // The splits and joins made a varied paragraph uniform: the line stays as it was.
  whole.n = saved.n;
  whole.sum = saved.sum;
  whole.sumSq = saved.sumSq;
  for (const count of counts) addLength(whole, count);
  return sentences;
}

/** The line's splits and joins judged by the line's own lengths; the text's statistics then take the result. */
function varyLocally(sentences: Sentence[], counts: readonly number[], settings: RhythmSettings, context: RewriteContext, whole: LengthStats): Sentence[] {
  const local: LengthStats = { n: 0, sum: 0, sumSq: 0 };
  for (const count of counts) addLength(local, count);
  const out = vary(sentences, counts, settings, context, local);
  for (const sentence of out) addLength(whole, sentence.words ?? sentenceWordCount(sentence.text));
  return out;
}

function vary(sentences: Sentence[], counts: readonly number[], settings: RhythmSettings, context: RewriteContext, stats: LengthStats): Sentence[] {
  const pieces: Sentence[] = [];
  for (let s = 0; s < sentences.length; s++) {
    const sentence = sentences[s] as Sentence;
    const count = counts[s] as number;
    const parts = chooseSplit(sentence.text, settings, context, stats, count);
    if (parts === null) {
      // Not split: its word count is still known (joinShort only reads its pieces, so one that
      // carries its count already can stand for itself).
      pieces.push(sentence.words === count ? sentence : { text: sentence.text, gap: sentence.gap, split: sentence.split === true, words: count });
      continue;
    }
    parts.forEach((text, k) => {
      pieces.push({ text, gap: k === parts.length - 1 ? sentence.gap : " ", split: parts.length > 1 || sentence.split === true });
    });
  }
  return joinShort(pieces, settings, context, stats);
}

/** Four or more sentences whose lengths vary by less than a fifth of their mean (of at least eight words). */
function uniform(counts: readonly number[]): boolean {
  if (counts.length < 4) return false;
  const stats: LengthStats = { n: 0, sum: 0, sumSq: 0 };
  for (const count of counts) addLength(stats, count);
  const mean = stats.sum / stats.n;
  return mean >= 8 && Math.sqrt(Math.max(0, stats.sumSq / stats.n - mean * mean)) / mean < 0.2;
}
