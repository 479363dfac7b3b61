// Word counting per the contract (§3): a word is a maximal run of non-whitespace
// that holds a letter or a digit; inside a run, scripts written without spaces are
// counted by Intl.Segmenter, one per word-like segment.

const WHITESPACE = /\p{White_Space}+/u;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const SPACELESS_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

let segmenter: Intl.Segmenter | undefined;

function countSegmentedWords(run: string): number {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "word" });
  let count = 0;
  for (const segment of segmenter.segment(run)) {
    if (segment.isWordLike && HAS_LETTER_OR_DIGIT.test(segment.segment)) count++;
  }
  return count;
}

/**
 * Counts the words of `text` the way they are charged.
 *
 * @example countWords("state-of-the-art — 3,000 U.S. AI模型") // 5
 */
export function countWords(text: string): number {
  let count = 0;
  for (const run of text.split(WHITESPACE)) {
    if (!HAS_LETTER_OR_DIGIT.test(run)) continue;
    count += SPACELESS_SCRIPT.test(run) ? countSegmentedWords(run) : 1;
  }
  return count;
}
