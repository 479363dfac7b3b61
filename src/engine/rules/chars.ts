// Character classes shared by the rule engine's scanners (tokens, mask, sentences, blocks and
// the rhythm transform): predicates on one UTF-16 code unit (or code point) and the Unicode
// patterns they fall back on outside ASCII.
//
// The scanners do not all mean the same thing by "word character" or "space", on purpose: each
// notion has its own name here, and none is merged into another.
//   word character  WORD_CHAR / isWordUnit      letters, combining marks, digits (tokens, mask)
//                   WORDLIKE_CHAR / isWordlike*  letters, digits, private use; NO combining marks
//                                               (the rhythm's word count: a chunk counts as a word)
//   space           SPACE_CHAR / isSpaceUnit     all of \s (tokens, mask, sentences)
//                   isAsciiSpaceCode             \s within ASCII: " ", \t \n \v \f \r
//                   isChunkSpaceCode             " ", \t, \n, \r and NBSP only (no \v, \f or other
//                                               Unicode spaces): what separates the rhythm's chunks
//   joiner          isJoinerCode                 ' ’ - (inside a word token)
//                   isRunJoinerCode              . , : / ' ’ - – (inside the mask's word runs)

// ---- Unicode patterns (no g flag: test() keeps no state, so they may be shared)

/** A letter, combining mark or digit: a word character of the tokenizer and of the mask's runs. */
export const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

/**
 * A letter, digit or private-use character (a mask placeholder): what makes a whitespace-separated
 * chunk a word for the rhythm's sentenceWordCount. Unlike WORD_CHAR: no combining marks, and
 * placeholders count.
 */
export const WORDLIKE_CHAR = /[\p{L}\p{N}\p{Co}]/u;

/** White space as \s has it in u-mode. */
export const SPACE_CHAR = /\s/u;

/** Holds a letter (digits and placeholders are none). */
export const HAS_LETTER = /\p{L}/u;

// ---- Letter and digit classes of the languages' rule patterns

// The letters of the Latin, Greek and Cyrillic scripts, and the digits with their super- and subscripts,
// fractions, and Roman and circled numerals: what \p{L} and \p{N} stand for in a language's rule patterns
// (lang/structure-data.ts). V8 compiles a Unicode property class into a tree of range checks of several
// kilobytes of machine code at each place it occurs, and an isolate that holds more than 16 MB of regexp
// code compiles every new pattern without its optimisations (a 3,000-word Portuguese text then took twice
// as long: docs/engine.md, "Regexp code"). The rules only look at words of these scripts.
const LETTERS = "A-Za-z\\u00AA\\u00B5\\u00BA\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02AF\\u0386\\u0388-\\u0481\\u048A-\\u052F\\u1E00-\\u1FFF";
const DIGITS = "0-9\\u00B2\\u00B3\\u00B9\\u00BC-\\u00BE\\u2070-\\u2089\\u2150-\\u2189\\u2460-\\u249B";
const NARROW: Readonly<Record<string, string>> = { L: LETTERS, N: DIGITS };

/** `source` with each \p{L} and \p{N} (inside a class or alone) spelt as the ranges above. */
export function narrowClasses(source: string): string {
  let out = "";
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i] as string;
    if (char === "\\") {
      const ranges = source[i + 1] === "p" && source[i + 2] === "{" && source[i + 4] === "}" ? NARROW[source[i + 3] as string] : undefined;
      if (ranges !== undefined) {
        out += inClass ? ranges : `[${ranges}]`;
        i += 4;
      } else {
        out += char + (source[i + 1] ?? "");
        i++;
      }
      continue;
    }
    if (char === "[") inClass = true;
    else if (char === "]") inClass = false;
    out += char;
  }
  return out;
}

// ---- ASCII code units

export function isAsciiLowerCode(code: number): boolean {
  return code >= 97 && code <= 122;
}

export function isAsciiUpperCode(code: number): boolean {
  return code >= 65 && code <= 90;
}

export function isAsciiDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** An ASCII letter or digit (ASCII has no other \p{L}, \p{M} or \p{N}). */
export function isAsciiWordCode(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
}

/** ASCII white space as \s has it: " ", \t \n \v \f \r. */
export function isAsciiSpaceCode(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}

// ---- Spaces

/**
 * True for a code unit in \s (the u-mode set: ASCII whitespace, NBSP, the Unicode spaces and line
 * separators, BOM): SPACE_CHAR.test(String.fromCharCode(c)) without the pattern.
 */
export function isSpaceUnit(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

/**
 * The white space that ends a chunk for the rhythm's sentenceWordCount: " ", \t, \n, \r and NBSP.
 * Narrower than \s on purpose (\v, \f and the other Unicode spaces do not end a chunk): keep it
 * apart from isAsciiSpaceCode and isSpaceUnit.
 */
export function isChunkSpaceCode(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13 || code === 0xa0;
}

// ---- Joiners

/** ' ’ -: they join two word characters into one word token. */
export function isJoinerCode(code: number): boolean {
  return code === 39 || code === 45 || code === 0x2019;
}

/** . , : / ' ’ - –: they join two word characters into one word run of the mask ("3,000", "U.S", "10:30"). */
export function isRunJoinerCode(code: number): boolean {
  return code === 46 || code === 44 || code === 58 || code === 47 || code === 39 || code === 0x2019 || code === 45 || code === 0x2013;
}

// ---- Surrogates and private use

export function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

export function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/** A private-use code point (\p{Co}): the BMP area, or planes 15 and 16. */
export function isPrivateUseCodePoint(cp: number): boolean {
  return (cp >= 0xe000 && cp <= 0xf8ff) || (cp >= 0xf0000 && cp <= 0xffffd) || (cp >= 0x100000 && cp <= 0x10fffd);
}

/** A code unit in the BMP private-use area (the placeholders' usual range). */
export function isBmpPrivateUseCode(c: number): boolean {
  return c >= 0xe000 && c <= 0xf8ff;
}

// ---- Word characters by code unit, remembered
// Each table holds the pattern's answer for each BMP code unit already tested (1 = no, 2 = yes,
// 0 = not yet): one regular-expression test per distinct character, not per occurrence. A lone
// surrogate is tested as itself, and is neither a word character nor word-like.

const WORD_UNIT = new Uint8Array(0x10000);

/** WORD_CHAR of the BMP code unit `code` (a letter, mark or digit). */
export function isWordUnit(code: number): boolean {
  let known = WORD_UNIT[code] as number;
  if (known === 0) {
    known = WORD_CHAR.test(String.fromCharCode(code)) ? 2 : 1;
    WORD_UNIT[code] = known;
  }
  return known === 2;
}

const WORDLIKE_UNIT = new Uint8Array(0x10000);

/** WORDLIKE_CHAR of the non-ASCII BMP code unit `code` (a letter, digit or private-use character). */
export function isWordlikeUnit(code: number): boolean {
  let known = WORDLIKE_UNIT[code] as number;
  if (known === 0) {
    known = WORDLIKE_CHAR.test(String.fromCharCode(code)) ? 2 : 1;
    WORDLIKE_UNIT[code] = known;
  }
  return known === 2;
}

/** WORDLIKE_CHAR of the code unit `code`, ASCII decided without the pattern: a letter, digit or mask as sentenceWordCount sees them. */
export function isWordlikeCode(code: number): boolean {
  if (code < 0x80) return isAsciiWordCode(code);
  return isWordlikeUnit(code);
}
