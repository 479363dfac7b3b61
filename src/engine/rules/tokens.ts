// Small text helpers shared by the transforms: a linear tokenizer, case helpers,
// a deterministic hash and English article agreement.

/**
 * A token of a masked sentence: a word, a mask placeholder, whitespace or one other character.
 * Tokens from tokenize are shared (between sentences and texts): never change one.
 */
export interface Token {
  text: string;
  kind: "word" | "mask" | "space" | "punct";
  /** normalizeWord(text), filled in on first use by wordKey(). */
  norm?: string | undefined;
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
    slotTexts[slot] = text;
    slotTokens[slot] = tokens;
    slotHashes[slot] = -1;
  }
  recentTexts[recentNext] = text;
  recentTokens[recentNext] = tokens;
  recentNext = (recentNext + 1) % RECENT;
  return tokens;
}

/** The reference tokenizer (one regular expression); `scan` must give the same tokens. */
export function tokenizeByPattern(text: string): Token[] {
  const tokens: Token[] = [];
  TOKEN_PATTERN.lastIndex = 0;
  for (let match = TOKEN_PATTERN.exec(text); match !== null; match = TOKEN_PATTERN.exec(text)) {
    const kind: Token["kind"] =
      match[1] !== undefined ? "word" : match[2] !== undefined ? "mask" : match[3] !== undefined ? "space" : "punct";
    tokens.push({ text: match[0], kind });
  }
  return tokens;
}

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
const SPACE_CHAR = /\s/u;
const enum Kind {
  Word,
  Mask,
  Space,
  Other,
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
    if ((cp >= 97 && cp <= 122) || (cp >= 65 && cp <= 90) || (cp >= 48 && cp <= 57)) return Kind.Word;
    if (cp === 32 || (cp >= 9 && cp <= 13)) return Kind.Space;
    return Kind.Other;
  }
  if ((cp >= 0xe000 && cp <= 0xf8ff) || (cp >= 0xf0000 && cp <= 0xffffd) || (cp >= 0x100000 && cp <= 0x10fffd)) return Kind.Mask;
  if (WORD_CHAR.test(char)) return Kind.Word;
  if (SPACE_CHAR.test(char)) return Kind.Space;
  return Kind.Other;
}

// ASCII classes, looked up by char code: 1 for a word character, 2 for white space.
const ASCII_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57)) ASCII_CLASS[c] = 1;
  else if (c === 32 || (c >= 9 && c <= 13)) ASCII_CLASS[c] = 2;
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

// A single space and a single ASCII punctuation character are one shared token each (about half
// of all tokens): nothing changes a token object but wordKey, which caches on words only.
const SPACE_TOKEN: Token = { text: " ", kind: "space", norm: undefined };
const ASCII_PUNCT: (Token | undefined)[] = new Array<Token | undefined>(128).fill(undefined);
for (let c = 0; c < 128; c++) {
  if (ASCII_CLASS[c] === 0) ASCII_PUNCT[c] = { text: String.fromCharCode(c), kind: "punct", norm: undefined };
}

// The tokens of the sentence being scanned, copied out at the end (one allocation of the right size).
const scratch: Token[] = [];

// Short words recur (within a text and across texts): scan hands out one shared token per word
// held in a direct-mapped table, so a word seen before costs no object and no string, and its
// token keeps the wordKey cached on it and its strings keep the hash V8 caches on them (the
// first lookup of a fresh string in a Set or Map hashes it, twice as slowly in workerd as in
// Node). Sharing is safe because nothing changes a token but wordKey, which only caches. A slot
// holds the last word that landed there; the table never grows. Only words of at most 12 code
// units: V8 copies such slices, whereas a longer slice may point into the whole text, which the
// table would then keep alive.
const INTERN_MAX = 12;
const INTERN_SLOTS = 4096;
const internTable: (Token | undefined)[] = new Array<Token | undefined>(INTERN_SLOTS).fill(undefined);
const FNV_PRIME = 0x01000193;

/** The word token for text[start, end) (at most INTERN_MAX units), `hash` being a hash of its code units. */
function internWord(text: string, start: number, end: number, hash: number): Token {
  const slot = (hash ^ (hash >>> 15)) & (INTERN_SLOTS - 1);
  const known = internTable[slot];
  if (known !== undefined && sameText(known.text, text, start, end)) return known;
  const token: Token = { text: text.slice(start, end), kind: "word", norm: undefined };
  internTable[slot] = token;
  return token;
}

/** Whether `word` is text[start, end), compared in place (no slice). */
function sameText(word: string, text: string, start: number, end: number): boolean {
  if (word.length !== end - start) return false;
  for (let k = 0; k < word.length; k++) if (word.charCodeAt(k) !== text.charCodeAt(start + k)) return false;
  return true;
}

/** One pass over the code points: words (with inner ' ’ -), masks, runs of space, single other characters. */
function scan(text: string): Token[] {
  const tokens = scratch;
  let count = 0;
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c0 = text.charCodeAt(i);
    let kind: Kind;
    let width = 1;
    if (c0 < 0x80) {
      const cls = ASCII_CLASS[c0];
      kind = cls === 1 ? Kind.Word : cls === 2 ? Kind.Space : Kind.Other;
    } else {
      const cp = text.codePointAt(i) ?? 0;
      width = cp > 0xffff ? 2 : 1;
      kind = classify(cp, width === 1 ? text.charAt(i) : text.slice(i, i + 2));
    }
    if (kind === Kind.Word) {
      let j = i + width;
      // FNV-1a of the word's code units as they are read (the units a wider step skips over are
      // left out: the hash only picks an intern slot, the slot's word is compared in full).
      let hash = Math.imul(0x811c9dc5 ^ c0, FNV_PRIME);
      while (j < n) {
        const c = text.charCodeAt(j);
        if (c < 0x80 && ASCII_CLASS[c] === 1) {
          hash = Math.imul(hash ^ c, FNV_PRIME);
          j++; // the common case: an ASCII letter or digit
          continue;
        }
        const w = c < 0x80 ? 0 : wordWidthAt(text, j);
        if (w > 0) {
          hash = Math.imul(hash ^ c, FNV_PRIME);
          j += w;
          continue;
        }
        // A joiner continues the word only when a word character follows it.
        if ((c === 39 || c === 0x2019 || c === 45) && j + 1 < n) {
          const dw = wordWidthAt(text, j + 1);
          if (dw > 0) {
            hash = Math.imul(Math.imul(hash ^ c, FNV_PRIME) ^ text.charCodeAt(j + 1), FNV_PRIME);
            j += 1 + dw;
            continue;
          }
        }
        break;
      }
      tokens[count++] = j - i <= INTERN_MAX ? internWord(text, i, j, hash) : { text: text.slice(i, j), kind: "word", norm: undefined };
      i = j;
    } else if (kind === Kind.Space) {
      let j = i + width;
      while (j < n) {
        const c = text.charCodeAt(j);
        const w = c === 32 ? 1 : spaceWidthAt(text, j);
        if (w === 0) break;
        j += w;
      }
      tokens[count++] = j === i + 1 && c0 === 32 ? SPACE_TOKEN : { text: text.slice(i, j), kind: "space", norm: undefined };
      i = j;
    } else {
      tokens[count++] = (c0 < 0x80 ? ASCII_PUNCT[c0] : undefined) ?? { text: text.slice(i, i + width), kind: kind === Kind.Mask ? "mask" : "punct", norm: undefined };
      i += width;
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
