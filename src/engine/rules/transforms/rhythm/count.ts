// Counting and peeking at sentences by their code units, without tokenizing: the rhythm's word
// count of a sentence, a cheap upper bound on its word tokens, and a look at its first word.

import { isAsciiWordCode, isChunkSpaceCode, isJoinerCode, isWordlikeCode } from "../../chars.js";

/** Words of a sentence as the rhythm counts them: whitespace-separated chunks with a letter, digit or mask. */
export function sentenceWordCount(text: string): number {
  // With no other white space than " " (the usual case), the rest of a counted chunk is skipped with indexOf.
  if (text.indexOf("\t") >= 0 || text.indexOf("\n") >= 0 || text.indexOf("\r") >= 0 || text.indexOf("\u00a0") >= 0) return chunkCount(text);
  let count = 0;
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code !== 32 && isWordlikeCode(code)) {
      count++;
      // The chunk has counted: go on after the space that ends it.
      const space = text.indexOf(" ", i + 1);
      if (space < 0) break;
      i = space + 1;
    } else i++;
  }
  return count;
}

/** sentenceWordCount for a text with other white space than " ": one look at every code unit. */
function chunkCount(text: string): number {
  let count = 0;
  let counted = false; // the current chunk has counted already
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isChunkSpaceCode(code)) counted = false;
    else if (!counted && isWordlikeCode(code)) {
      count++;
      counted = true;
    }
  }
  return count;
}

/**
 * Whether tokenize(text) certainly has at most `limit` word and mask tokens, judged from the
 * code units alone. It counts the starts of ASCII words as tokenize does (an apostrophe or a
 * hyphen between two ASCII letters or digits continues a word), and every non-ASCII code unit
 * but "’" (a joiner or a token of its own, never a word's start) as a possible start: a count
 * never below tokenize's, and equal to it for plain English.
 */
export function wordTokensAtMost(text: string, limit: number): boolean {
  let count = 0;
  let previous = 32; // the code unit before i, and the one before that
  let beforePrevious = 32;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const start =
      code < 0x80 ? isAsciiWordCode(code) && !isAsciiWordCode(previous) && !(isJoinerCode(previous) && isAsciiWordCode(beforePrevious)) : code !== 0x2019;
    if (start && ++count > limit) return false;
    beforePrevious = previous;
    previous = code;
  }
  return true;
}

/**
 * False when the first token of `text` is certainly not a word whose wordKey is one of `keys`
 * (lower-case words), judged without tokenizing and without building a string.
 */
export function mayStartWith(text: string, keys: readonly string[]): boolean {
  const length = asciiFirstWord(text);
  return length < 0 || startsWithKey(text, length, keys);
}

/**
 * The length of the first token of `text` when it is certainly a word of ASCII letters and
 * digits (tokenize ends it at a space or at ASCII punctuation other than a joiner), 0 when it
 * is certainly no word and no mask (it starts with such a character), -1 when unsure.
 */
export function asciiFirstWord(text: string): number {
  let end = 0;
  while (end < text.length && isAsciiWordCode(text.charCodeAt(end))) end++;
  if (end === text.length) return end;
  const next = text.charCodeAt(end);
  return next >= 0x80 || isJoinerCode(next) ? -1 : end;
}

/** Is text[0..length) (ASCII letters and digits) one of `keys` (lower-case words) once lower-cased? */
export function startsWithKey(text: string, length: number, keys: readonly string[]): boolean {
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k] as string;
    if (key.length === length && sameIgnoringAsciiCase(text, key)) return true;
  }
  return false;
}

/** Does `text` start with `key` (lower-case), ignoring the case of ASCII letters? */
function sameIgnoringAsciiCase(text: string, key: string): boolean {
  for (let k = 0; k < key.length; k++) if ((text.charCodeAt(k) | 0x20) !== key.charCodeAt(k)) return false;
  return true;
}
