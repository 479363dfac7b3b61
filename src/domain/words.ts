// Word counting per the contract (§3): a word is a maximal run of non-whitespace
// that holds a letter or a digit; inside a run, scripts written without spaces are
// counted by Intl.Segmenter, one per word-like segment.
import { failures, type Failure } from "./failures";

const NON_WHITESPACE_RUN = /[^\p{White_Space}]+/gu;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const SPACELESS_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/**
 * Intl.Segmenter's cost per segment grows with the length of the string it walks (a long run
 * took minutes; docs/performance.md has the figures), so long runs are walked in windows:
 * segments are taken from a window until one ends within MARGIN of its edge, and the next
 * window starts at that segment. Counts equal whole-run segmentation (checked on random runs
 * of Han, kana, Thai, Latin and digits; test/domain/words.test.ts), and time is linear.
 */
const WINDOW = 1_000;
const MARGIN = 64;

let segmenter: Intl.Segmenter | undefined;

/** Word-like segments of `run` with a letter or digit, stopping once there are more than `limit`. */
function countSegmentedWords(run: string, limit: number): number {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "word" });
  let count = 0;
  let start = 0;
  while (start < run.length) {
    const end = Math.min(run.length, start + WINDOW);
    const last = end === run.length;
    let next = end;
    for (const segment of segmenter.segment(start === 0 && last ? run : run.slice(start, end))) {
      // A segment near the window's edge may continue past it: the next window starts there.
      if (!last && segment.index > 0 && start + segment.index + segment.segment.length > end - MARGIN) {
        next = start + segment.index;
        break;
      }
      if (segment.isWordLike && HAS_LETTER_OR_DIGIT.test(segment.segment) && ++count > limit) return count;
    }
    start = last ? run.length : next;
  }
  return count;
}

/** ASCII white space: \t \n \v \f \r and the space (the rest of White_Space is outside ASCII). */
const isAsciiSpace = (c: number) => c === 0x20 || (c >= 0x09 && c <= 0x0d);
/** ASCII letters and digits (ASCII has no other \p{L} or \p{N}). */
const isAsciiLetterOrDigit = (c: number) => (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);

/**
 * Counts the words of `text` the way they are charged. With a `limit`, counting stops once
 * the count passes it (the result is then some number above `limit`), which bounds the work a
 * hostile 1 MiB body can cause.
 *
 * Runs of plain ASCII, most of a typical text, are read a character code at a time instead of
 * through three Unicode regexes per run, several times faster (docs/performance.md). A run
 * with any other character is matched and counted by the regexes exactly as before;
 * test/domain/words.test.ts checks both paths against the rule as written.
 *
 * @example countWords("state-of-the-art — 3,000 U.S. AI模型") // 5
 */
export function countWords(text: string, limit = Number.POSITIVE_INFINITY): number {
  let count = 0;
  let i = 0;
  while (i < text.length && count <= limit) {
    const start = i;
    let wordy = false;
    let c = 0;
    for (; i < text.length; i++) {
      c = text.charCodeAt(i);
      if (c >= 0x80 || isAsciiSpace(c)) break;
      wordy ||= isAsciiLetterOrDigit(c);
    }
    if (i < text.length && c >= 0x80) {
      // Not plain ASCII: the run that starts here (or the next one, if this is white space).
      NON_WHITESPACE_RUN.lastIndex = start;
      const match = NON_WHITESPACE_RUN.exec(text);
      if (match === null) break;
      const run = match[0];
      i = NON_WHITESPACE_RUN.lastIndex;
      if (HAS_LETTER_OR_DIGIT.test(run)) count += SPACELESS_SCRIPT.test(run) ? countSegmentedWords(run, limit - count) : 1;
      continue;
    }
    if (wordy) count++;
    i++; // past the white space that ended the run (or the end)
  }
  return count;
}

/**
 * The words of a text within the configured limits, or the failure that says which limit it
 * breaks. Counted exactly up to ten times the maximum; beyond that only "more than" is worth the CPU.
 */
export function wordsWithinLimits(text: string, minWords: number, maxWords: number): { ok: true; words: number } | { ok: false; failure: Failure } {
  const countCap = maxWords * 10;
  const words = countWords(text, countCap);
  if (words < minWords) return { ok: false, failure: failures.textTooShort(words, minWords) };
  if (words > maxWords) return { ok: false, failure: failures.textTooLong(words, maxWords, countCap) };
  return { ok: true, words };
}
