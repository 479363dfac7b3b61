// Sentence segmentation of one masked line. Joining the sentences (text + gap) gives
// the line back exactly.

import {
  HAS_LETTER,
  isAsciiDigitCode,
  isAsciiLowerCode,
  isAsciiUpperCode,
  isBmpPrivateUseCode,
  isHighSurrogate,
  isLowSurrogate,
  isSpaceUnit,
} from "./chars.js";

export interface Sentence {
  /** The sentence, from its first character to its closing punctuation. */
  text: string;
  /** The whitespace that follows it ("" for the last one). */
  gap: string;
  /** Produced by splitting a longer sentence: never joined back. */
  split?: boolean;
  /** Its word count (sentenceWordCount of text), when already known. */
  words?: number;
}

// Terminal punctuation, optional closing quotes/brackets, then whitespace (the gap). Only
// tested (no match object): the gap is the whitespace that ends where the match ends.
const BOUNDARY = /[.!?…]+["'’”)\]]*\s+/gu;
// What may start the next sentence: a capital, a digit, a placeholder, an opening quote or bracket.
// (Looked at by hand for ASCII and the BMP private-use area, the placeholders' usual range.)
const NEXT_START = /^[\p{Lu}\p{N}\p{Co}"“‘'(¿¡[]/u;
const SINGLE_CAPITAL = /^\p{Lu}$/u;

export function splitSentences(text: string, abbreviations: ReadonlySet<string>): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;
  BOUNDARY.lastIndex = 0;
  while (BOUNDARY.test(text)) {
    const gapEnd = BOUNDARY.lastIndex;
    // The gap is all the whitespace before gapEnd (\s+ is greedy; the punctuation before it is no space).
    let gapStart = gapEnd - 1;
    while (isSpaceUnit(text.charCodeAt(gapStart - 1))) gapStart--;
    if (!startsNext(text, gapEnd)) continue;
    if (text.charCodeAt(gapStart - 1) === 46 && isAbbreviation(text, start, gapStart - 1, abbreviations)) continue;
    sentences.push({ text: text.slice(start, gapStart), gap: text.slice(gapStart, gapEnd) });
    start = gapEnd;
  }
  sentences.push({ text: text.slice(start), gap: "" });
  return sentences;
}

/** NEXT_START at `i`: ASCII and placeholders decided by their code, anything else (or the end) by the pattern. */
function startsNext(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 0x80) return isAsciiUpperCode(c) || isAsciiDigitCode(c) || c === 34 || c === 39 || c === 40 || c === 91;
  if (isBmpPrivateUseCode(c)) return true;
  return NEXT_START.test(text.slice(i, i + 2));
}

/**
 * Whether the candidate sentence (text[start, dot] ending with the dot at `dot`) ends with an
 * abbreviation or an initial. Its word is the run of letters and dots before that dot within the
 * candidate's last 12 code units, as /([\p{L}.]+)\.$/u would find it in candidate.slice(-12).
 */
function isAbbreviation(text: string, start: number, dot: number, abbreviations: ReadonlySet<string>): boolean {
  const from = Math.max(start, dot + 1 - 12);
  let s = dot;
  let ascii = true;
  while (s > from) {
    const c = text.charCodeAt(s - 1);
    if (c === 46 || isAsciiLowerCode(c) || isAsciiUpperCode(c)) s--;
    else if (c < 0x80) break;
    else {
      ascii = false;
      if (isLowSurrogate(c)) {
        // A low surrogate is a letter only with its high surrogate, inside the window.
        if (s - 2 >= from && isHighSurrogate(text.charCodeAt(s - 2)) && HAS_LETTER.test(text.slice(s - 2, s))) s -= 2;
        else break;
      } else if (HAS_LETTER.test(text.charAt(s - 1)))
        s--; // (a lone high surrogate is no letter)
      else break;
    }
  }
  if (s === dot) return false;
  // "Das war's." ends a sentence: a word glued by an apostrophe to a letter ("war's") is no
  // abbreviation ("s." = siehe).
  const before = text.charCodeAt(s - 1);
  if (s - 2 >= start && (before === 39 || before === 0x2019) && HAS_LETTER.test(text.charAt(s - 2))) return false;
  // Most sentences end with an ASCII word longer than any abbreviation (lower-casing keeps
  // an ASCII word's length, and an initial is one letter): no string to build and hash.
  if (ascii && dot - s > 2 && dot - s > longestOf(abbreviations)) return false;
  const word = text.slice(s, dot);
  if (isInitial(word)) return true; // an initial: "J. Smith"
  return abbreviations.has(word.toLowerCase());
}

// The length of the longest abbreviation of the last set asked about (there is one per language).
let longestSet: ReadonlySet<string> | undefined;
let longest = 0;

function longestOf(abbreviations: ReadonlySet<string>): number {
  if (abbreviations !== longestSet) {
    longest = 0;
    for (const word of abbreviations) longest = Math.max(longest, word.length);
    longestSet = abbreviations;
  }
  return longest;
}

/** /^\p{Lu}$/u: the word is one capital letter. */
function isInitial(word: string): boolean {
  if (word.length > 2) return false;
  const c = word.charCodeAt(0);
  if (c < 0x80) return word.length === 1 && isAsciiUpperCode(c);
  return SINGLE_CAPITAL.test(word);
}

export function joinSentences(sentences: readonly Sentence[]): string {
  let out = "";
  for (const sentence of sentences) out += sentence.text + sentence.gap;
  return out;
}
