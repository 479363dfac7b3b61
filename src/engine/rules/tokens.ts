// Small text helpers shared by the transforms: a linear tokenizer, case helpers,
// a deterministic hash and English article agreement.

import { isAsciiSpaceCode, isAsciiWordCode, isJoinerCode, isPrivateUseCodePoint, SPACE_CHAR, WORD_CHAR } from "./chars.js";

/**
 * A token of a masked sentence: a word, a mask placeholder, whitespace or one other character.
 * Tokens from tokenize are shared (between sentences and texts): never change one.
 */
export interface Token {
  text: string;
  kind: "word" | "mask" | "space" | "punct";
  /** normalizeWord(text), filled in on first use by wordKey(). */
  norm?: string | undefined;
  /**
   * The lexicon pass's first trie node for this token (`trieNode`, -1: none) in the trie `trie`,
   * filled in on first use (see transforms/lexicon.ts): like norm, a cache of a function of the
   * text that nothing else reads, so it may be written on shared tokens.
   */
  trie?: object | undefined;
  trieNode?: number | undefined;
}

// Word = letters/digits, optionally joined by apostrophes or hyphens ("don't", "state-of-the-art").
// Every alternative is unambiguous, so matching is linear in the input length.
const TOKEN_PATTERN = /([\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*)|(\p{Co})|(\s+)|[^\p{L}\p{M}\p{N}\p{Co}\s]/gu;

// The transforms tokenize the same sentence several times: remember the recent ones.
// The last few texts are checked first by identity (the pipeline passes the same string object
// from transform to transform). Behind them, a direct-mapped cache: a text's slot comes from its
// length and a few of its characters (no pass over the whole string), and a slot holds the last
// text that landed there. Its arrays are allocated once and overwritten in place: a Map that is
// cleared or rehashed leaves old tables behind that keep young token arrays alive through
// garbage collections (most of the engine's GC time on long texts went to that).
const RECENT = 4;
const recentTexts: (string | undefined)[] = new Array<string | undefined>(RECENT).fill(undefined);
const recentTokens: (readonly Token[] | undefined)[] = new Array<readonly Token[] | undefined>(RECENT).fill(undefined);
let recentNext = 0;
const SLOTS = 128;
const slotTexts: (string | undefined)[] = new Array<string | undefined>(SLOTS).fill(undefined);
const slotTokens: (readonly Token[] | undefined)[] = new Array<readonly Token[] | undefined>(SLOTS).fill(undefined);
// hashString of the slot's text (-1: not computed yet).
const slotHashes = new Float64Array(SLOTS).fill(-1);

/** The cache slot of `text`: a hash of its length and (at most) nine of its characters. */
function slotOf(text: string): number {
  const n = text.length;
  let hash = Math.imul(n ^ 0x811c9dc5, 0x01000193);
  if (n > 0) {
    for (let k = 0; k < 8; k++) hash = Math.imul(hash ^ text.charCodeAt((n * k) >> 3), 0x01000193);
    hash = Math.imul(hash ^ text.charCodeAt(n - 1), 0x01000193);
  }
  return (hash >>> 7) & (SLOTS - 1);
}

/** Tokens of `text`. The array is shared with a cache: copy it before changing it. */
export function tokenize(text: string): readonly Token[] {
  for (let k = 0; k < RECENT; k++) {
    if (recentTexts[k] === text) return recentTokens[k] as readonly Token[];
  }
  const slot = slotOf(text);
  let tokens = slotTexts[slot] === text ? slotTokens[slot] : undefined;
  if (tokens === undefined) {
    tokens = scan(text);
    putInSlot(slot, text, tokens);
  }
  putInRecent(text, tokens);
  return tokens;
}

function putInSlot(slot: number, text: string, tokens: readonly Token[]): void {
  slotTexts[slot] = text;
  slotTokens[slot] = tokens;
  slotHashes[slot] = -1;
}

function putInRecent(text: string, tokens: readonly Token[]): void {
  recentTexts[recentNext] = text;
  recentTokens[recentNext] = tokens;
  recentNext = (recentNext + 1) % RECENT;
}

// The tokens of an edited sentence, put together before they are copied out (see rememberEdit).
const editScratch: Token[] = [];

/**
 * Caches the tokens of `text`, an edit of a sentence whose tokens are `tokens`: `pieces[t]` is
 * what became of token t (its own text when unchanged, a new text, or null when dropped) and
 * `text` is the concatenation of the pieces. The lexicon pass edits most sentences and the
 * transforms after it tokenize its output again: its tokens are those of the pieces (the token
 * itself for an unchanged one, a scan of a short replacement), which costs a fraction of a scan
 * of the whole text and makes no new token for a long word.
 *
 * That holds when no token runs over a new junction between pieces (two pieces that were not
 * neighbours before): scan starts a token afresh after the previous one ends, and a token ends
 * where it would in its piece unless the next character continues it: a word goes on with a word
 * character, or with ' or - followed by one (the lookahead reaches a second piece only through a
 * one-character piece, whose own new junction is then checked); a run of space goes on with space.
 * Any junction that could do that, or that has a character outside ASCII, leaves the text to be
 * scanned when it is tokenized.
 */
export function rememberEdit(text: string, tokens: readonly Token[], pieces: readonly (string | null)[]): void {
  const slot = slotOf(text);
  if (slotTexts[slot] === text) return; // already cached
  const out = editScratch;
  let count = 0;
  let last = ""; // the previous non-empty piece
  let lastIndex = -2; // its index when it was an unchanged token, else -2
  for (let t = 0; t < tokens.length; t++) {
    const piece = pieces[t];
    if (piece === null || piece === undefined || piece.length === 0) continue;
    const token = tokens[t] as Token;
    const unchanged = piece === token.text;
    if (!(unchanged && lastIndex === t - 1) && last !== "" && !separates(last.charCodeAt(last.length - 1), piece.charCodeAt(0))) return;
    if (unchanged) out[count++] = token;
    else for (const own of scan(piece)) out[count++] = own;
    last = piece;
    lastIndex = unchanged ? t : -2;
  }
  const edited = out.slice(0, count);
  putInSlot(slot, text, edited);
  putInRecent(text, edited);
}

/** Whether a token ending with character `left` surely ends there when `right` follows it. */
function separates(left: number, right: number): boolean {
  if (left >= 0x80 || right >= 0x80) return false;
  const l = ASCII_CLASS[left] as number;
  const r = ASCII_CLASS[right] as number;
  // (Both are ASCII here: of the joiners, only ' and -.)
  if (l === 1) return r !== 1 && !isJoinerCode(right); // a word goes on with a word character or a joiner
  if (l === 2) return r !== 2; // white space goes on with white space
  return !(isJoinerCode(left) && r === 1); // a joiner may be the middle of a word
}

/** The reference tokenizer (one regular expression); `scan` must give the same tokens. */
export function tokenizeByPattern(text: string): Token[] {
  const tokens: Token[] = [];
  TOKEN_PATTERN.lastIndex = 0;
  for (let match = TOKEN_PATTERN.exec(text); match !== null; match = TOKEN_PATTERN.exec(text)) {
    const kind: Token["kind"] = match[1] !== undefined ? "word" : match[2] !== undefined ? "mask" : match[3] !== undefined ? "space" : "punct";
    tokens.push({ text: match[0], kind });
  }
  return tokens;
}

enum Kind {
  Word = 0,
  Mask = 1,
  Space = 2,
  Other = 3,
}

// Classes of BMP code points already looked up (Kind + 1; 0 = not yet): each non-ASCII
// character is tested with the regular expressions once, not at every occurrence.
const BMP_KIND = new Uint8Array(0x10000);

/** Class of the code point `cp` (`char` is its text). ASCII is decided without a regular expression. */
function classify(cp: number, char: string): Kind {
  if (cp < 0x80 || cp > 0xffff) return classifyNow(cp, char);
  const known = BMP_KIND[cp] as number;
  if (known !== 0) return (known - 1) as Kind;
  const kind = classifyNow(cp, char);
  BMP_KIND[cp] = kind + 1;
  return kind;
}

function classifyNow(cp: number, char: string): Kind {
  if (cp < 0x80) {
    if (isAsciiWordCode(cp)) return Kind.Word;
    if (isAsciiSpaceCode(cp)) return Kind.Space;
    return Kind.Other;
  }
  if (isPrivateUseCodePoint(cp)) return Kind.Mask;
  if (WORD_CHAR.test(char)) return Kind.Word;
  if (SPACE_CHAR.test(char)) return Kind.Space;
  return Kind.Other;
}

// ASCII classes, looked up by char code: 1 for a word character, 2 for white space.
const ASCII_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  if (isAsciiWordCode(c)) ASCII_CLASS[c] = 1;
  else if (isAsciiSpaceCode(c)) ASCII_CLASS[c] = 2;
}

/** Width (1 or 2 code units) of the word character at `j`, or 0 when it is not one. */
function wordWidthAt(text: string, j: number): number {
  const c = text.charCodeAt(j);
  if (c < 0x80) return ASCII_CLASS[c] === 1 ? 1 : 0;
  const cp = text.codePointAt(j) ?? 0;
  const w = cp > 0xffff ? 2 : 1;
  return classify(cp, w === 1 ? text.charAt(j) : text.slice(j, j + 2)) === Kind.Word ? w : 0;
}

/** Width of the white-space character at `j`, or 0 when it is not one. */
function spaceWidthAt(text: string, j: number): number {
  const c = text.charCodeAt(j);
  if (c < 0x80) return ASCII_CLASS[c] === 2 ? 1 : 0;
  const cp = text.codePointAt(j) ?? 0;
  const w = cp > 0xffff ? 2 : 1;
  return classify(cp, w === 1 ? text.charAt(j) : text.slice(j, j + 2)) === Kind.Space ? w : 0;
}

/** A new token. Every token scan makes has all the fields (one object shape for the transforms). */
export function newToken(text: string, kind: Token["kind"]): Token {
  return { text, kind, norm: undefined, trie: undefined, trieNode: undefined };
}

// A single space and a single ASCII punctuation character are one shared token each (about half
// of all tokens): nothing changes a token object but the caches of wordKey and the lexicon.
const SPACE_TOKEN: Token = newToken(" ", "space");
const ASCII_PUNCT: (Token | undefined)[] = new Array<Token | undefined>(128).fill(undefined);
for (let c = 0; c < 128; c++) {
  if (ASCII_CLASS[c] === 0) ASCII_PUNCT[c] = newToken(String.fromCharCode(c), "punct");
}

// The tokens of the sentence being scanned, copied out at the end (one allocation of the right size).
const scratch: Token[] = [];

// Short words recur (within a text and across texts): scan hands out one shared token per word
// held in a table, so a word seen before costs no object and no string, and its token keeps the
// wordKey cached on it and its strings keep the hash V8 caches on them (the first lookup of a
// fresh string in a Set or Map hashes it, twice as slowly in workerd as in Node). Sharing is safe
// because nothing changes a token but the caches filled in on it. A word may sit in either of two
// neighbouring slots, the more recently used first; a new word evicts the other one. (With one
// slot per word, a tenth of the benchmark's words kept evicting each other; with two slots and
// twice the slots, under 2% miss.) The table never grows. Only words of at most 12 code
// units: V8 copies such slices, whereas a longer slice may point into the whole text, which the
// table would then keep alive.
//
// A word is looked up by its packed code: its code units, 7 bits each, four to a number (a: the
// 1st to 4th, b: the 5th to 8th, c: the 9th to 12th), built while scan reads them. For a word of
// ASCII characters (all of them >= 39, never 0) the three numbers name the word exactly, so the
// slot's word is told by three number comparisons instead of a second pass over the text. Other
// words (rare) are compared by their characters.
const INTERN_MAX = 12;
const INTERN_SLOTS = 8192; // a power of two
const internTable: (Token | undefined)[] = new Array<Token | undefined>(INTERN_SLOTS).fill(undefined);
// The packed code of the word in each slot, three numbers per slot; -1 when it is not plain ASCII.
const internCodes = new Int32Array(3 * INTERN_SLOTS).fill(-1);

/**
 * The word token for text[start, end) (at most INTERN_MAX units) with packed code (a, b, c).
 * `exact`: the word is plain ASCII, so its code names it.
 */
function internWord(text: string, start: number, end: number, a: number, b: number, c: number, exact: boolean): Token {
  const hash = Math.imul(a ^ Math.imul(b, 0x9e3779b1) ^ Math.imul(c, 0x85ebca6b), 0x01000193);
  const slot = (hash ^ (hash >>> 15)) & (INTERN_SLOTS - 2); // the first of the word's two slots
  if (holds(slot, text, start, end, a, b, c, exact)) return internTable[slot] as Token;
  if (holds(slot + 1, text, start, end, a, b, c, exact)) {
    // The most recently used of the two stays first: a word in steady use is not the one evicted.
    const token = internTable[slot + 1] as Token;
    moveSlot(slot, slot + 1);
    setSlot(slot, token, a, b, c, exact);
    return token;
  }
  const token = newToken(text.slice(start, end), "word");
  moveSlot(slot, slot + 1);
  setSlot(slot, token, a, b, c, exact);
  return token;
}

/** Whether intern slot `slot` holds the word text[start, end) with packed code (a, b, c). */
function holds(slot: number, text: string, start: number, end: number, a: number, b: number, c: number, exact: boolean): boolean {
  const known = internTable[slot];
  if (known === undefined) return false;
  return exact ? internCodes[3 * slot] === a && internCodes[3 * slot + 1] === b && internCodes[3 * slot + 2] === c : sameText(known.text, text, start, end);
}

function setSlot(slot: number, token: Token, a: number, b: number, c: number, exact: boolean): void {
  internTable[slot] = token;
  internCodes[3 * slot] = exact ? a : -1;
  internCodes[3 * slot + 1] = exact ? b : -1;
  internCodes[3 * slot + 2] = exact ? c : -1;
}

/** Copies intern slot `from` to `to`. */
function moveSlot(from: number, to: number): void {
  internTable[to] = internTable[from];
  internCodes[3 * to] = internCodes[3 * from] as number;
  internCodes[3 * to + 1] = internCodes[3 * from + 1] as number;
  internCodes[3 * to + 2] = internCodes[3 * from + 2] as number;
}

/** Whether `word` is text[start, end), compared in place (no slice). */
function sameText(word: string, text: string, start: number, end: number): boolean {
  if (word.length !== end - start) return false;
  for (let k = 0; k < word.length; k++) if (word.charCodeAt(k) !== text.charCodeAt(start + k)) return false;
  return true;
}

/** The token of the word text[start, end) found by the slow path: its code is packed here, in a second pass. */
function wordToken(text: string, start: number, end: number): Token {
  if (end - start > INTERN_MAX) return newToken(text.slice(start, end), "word");
  let a = 0;
  let b = 0;
  let c = 0;
  let exact = true;
  for (let j = start; j < end; j++) {
    const unit = text.charCodeAt(j);
    if (unit >= 0x80) exact = false; // then the code only picks the slot
    const k = j - start;
    if (k < 4) a = (a << 7) ^ unit;
    else if (k < 8) b = (b << 7) ^ unit;
    else c = (c << 7) ^ unit;
  }
  return internWord(text, start, end, a, b, c, exact);
}

/** End of the word going on at `j`: over word characters, and joiners ' ’ - followed by one. */
function wordEnd(text: string, j: number): number {
  const n = text.length;
  while (j < n) {
    const w = wordWidthAt(text, j);
    if (w > 0) {
      j += w;
      continue;
    }
    const c = text.charCodeAt(j);
    // A joiner continues the word only when a word character follows it.
    if (isJoinerCode(c) && j + 1 < n) {
      const dw = wordWidthAt(text, j + 1);
      if (dw > 0) {
        j += 1 + dw;
        continue;
      }
    }
    break;
  }
  return j;
}

/** End of the run of white space going on at `j`. */
function spaceEnd(text: string, j: number): number {
  const n = text.length;
  while (j < n) {
    const c = text.charCodeAt(j);
    const w = c === 32 ? 1 : spaceWidthAt(text, j);
    if (w === 0) break;
    j += w;
  }
  return j;
}

/**
 * One pass over the code points: words (with inner ' ’ -), masks, runs of space, single other
 * characters. ASCII letters, digits, spaces and punctuation are decided here; a word that goes on
 * with a joiner or a non-ASCII character, and any token starting with a non-ASCII character,
 * take the general path (wordEnd, classify).
 */
function scan(text: string): Token[] {
  const tokens = scratch;
  let count = 0;
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c0 = text.charCodeAt(i);
    const cls = c0 < 0x80 ? (ASCII_CLASS[c0] as number) : 3;
    if (cls === 1) {
      // A run of ASCII letters and digits, packed as it is read (see internWord).
      let j = i + 1;
      let a = c0;
      let b = 0;
      let c = 0;
      let unit = 0;
      while (j < n) {
        unit = text.charCodeAt(j);
        if (unit >= 0x80 || ASCII_CLASS[unit] !== 1) break;
        const k = j - i;
        if (k < 4) a = (a << 7) | unit;
        else if (k < 8) b = (b << 7) | unit;
        else c = (c << 7) | unit;
        j++;
      }
      if (j < n && (unit >= 0x80 || unit === 39 || unit === 45)) {
        const end = wordEnd(text, j);
        if (end > j) {
          tokens[count++] = wordToken(text, i, end);
          i = end;
          continue;
        }
      }
      tokens[count++] = j - i <= INTERN_MAX ? internWord(text, i, j, a, b, c, true) : newToken(text.slice(i, j), "word");
      i = j;
      // The usual end of a word, one space before something else: its token without another round.
      if (unit === 32 && j + 1 < n) {
        const next = text.charCodeAt(j + 1);
        if (next < 0x80 && ASCII_CLASS[next] !== 2) {
          tokens[count++] = SPACE_TOKEN;
          i = j + 1;
        }
      }
    } else if (cls === 2) {
      const j = spaceEnd(text, i + 1);
      tokens[count++] = j === i + 1 && c0 === 32 ? SPACE_TOKEN : newToken(text.slice(i, j), "space");
      i = j;
    } else if (cls === 0) {
      tokens[count++] = ASCII_PUNCT[c0] as Token;
      i++;
    } else {
      const cp = text.codePointAt(i) ?? 0;
      const width = cp > 0xffff ? 2 : 1;
      const kind = classify(cp, width === 1 ? text.charAt(i) : text.slice(i, i + 2));
      const j = kind === Kind.Word ? wordEnd(text, i + width) : kind === Kind.Space ? spaceEnd(text, i + width) : i + width;
      if (kind === Kind.Word) tokens[count++] = wordToken(text, i, j);
      else tokens[count++] = newToken(text.slice(i, j), kind === Kind.Space ? "space" : kind === Kind.Mask ? "mask" : "punct");
      i = j;
    }
  }
  return tokens.slice(0, count);
}

export function joinTokens(tokens: readonly Token[]): string {
  let out = "";
  for (const token of tokens) out += token.text;
  return out;
}

/** Lower-cases and normalises curly apostrophes, the form lexicon keys are stored in. */
const normalized = new Map<string, string>();

export function normalizeWord(word: string): string {
  // Fast path: plain ASCII (most words) needs no table, only lower-casing when it has a capital.
  let upper = false;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c >= 0x80) return normalizeSlow(word);
    if (c >= 65 && c <= 90) upper = true;
  }
  return upper ? word.toLowerCase() : word;
}

function normalizeSlow(word: string): string {
  const known = normalized.get(word);
  if (known !== undefined) return known;
  const lower = word.toLowerCase();
  const key = lower.indexOf("’") < 0 ? lower : lower.replaceAll("’", "'");
  if (normalized.size >= 4096) normalized.clear();
  normalized.set(word, key);
  return key;
}

/** normalizeWord(token.text), computed once per token. */
export function wordKey(token: Token): string {
  if (token.kind !== "word") return normalizeWord(token.text); // shared tokens are never written to
  const known = token.norm;
  if (known !== undefined) return known;
  const key = normalizeWord(token.text);
  token.norm = key;
  return key;
}

/** wordKey of a token that may be missing ("" then, as normalizeWord("")). */
export function keyOf(token: Token | undefined): string {
  return token === undefined ? "" : wordKey(token);
}

export function isCapitalized(word: string): boolean {
  const first = word.charAt(0);
  return first !== first.toLowerCase() && first === first.toUpperCase();
}

export function isLowerInitial(word: string): boolean {
  const first = word.charAt(0);
  return first !== first.toUpperCase() && first === first.toLowerCase();
}

export function capitalize(text: string): string {
  if (text.length === 0) return text;
  const first = text.codePointAt(0) ?? 0;
  const firstChar = String.fromCodePoint(first);
  return firstChar.toUpperCase() + text.slice(firstChar.length);
}

export function decapitalize(text: string): string {
  if (text.length === 0) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * table[key] if it is the table's own entry. The word tables are plain objects: a word such as
 * "constructor" must not find Object.prototype's (it once put "function Object() { [native code] }"
 * into a customer's text).
 */
export function ownEntry<T>(table: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return table !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}

/** FNV-1a 32-bit: the seed of every "choice" the engine makes (no Math.random). */
export function hashString(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** hashString(text) (default seed), remembered with the text's tokens when they are cached. */
export function sentenceHash(text: string): number {
  const slot = slotOf(text);
  if (slotTexts[slot] !== text) return hashString(text);
  let hash = slotHashes[slot] as number;
  if (hash < 0) {
    hash = hashString(text);
    slotHashes[slot] = hash;
  }
  return hash;
}

export function countWordTokens(tokens: readonly Token[]): number {
  let count = 0;
  for (const token of tokens) if (token.kind === "word" || token.kind === "mask") count++;
  return count;
}

// Words starting with a vowel letter that take "a", and with a consonant that take "an".
const A_BEFORE_VOWEL = /^(?:uni|use|usu|uti|ure|uro|eu|ewe|one|once|ubiq)/i;
const AN_BEFORE_CONSONANT = /^(?:hour|honest|honou?r|heir)/i;

/** The English indefinite article for the word that follows it ("a" or "an"). */
export function articleFor(nextWord: string): "a" | "an" {
  if (AN_BEFORE_CONSONANT.test(nextWord)) return "an";
  if (A_BEFORE_VOWEL.test(nextWord)) return "a";
  return /^[aeiou]/i.test(nextWord) ? "an" : "a";
}

/** Re-spells `article` ("a"/"an", any case) to agree with `nextWord`, keeping its capitalisation. */
export function agreeArticle(article: string, nextWord: string): string {
  const wanted = articleFor(nextWord);
  if (article.toLowerCase() === wanted) return article;
  return isCapitalized(article) ? capitalize(wanted) : wanted;
}
