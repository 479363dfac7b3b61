// Small text helpers shared by the transforms: a linear tokenizer, case helpers,
// a deterministic hash and English article agreement.

/** A token of a masked sentence: a word, a mask placeholder, whitespace or one other character. */
export interface Token {
  text: string;
  kind: "word" | "mask" | "space" | "punct";
}

// Word = letters/digits, optionally joined by apostrophes or hyphens ("don't", "state-of-the-art").
// Every alternative is unambiguous, so matching is linear in the input length.
const TOKEN_PATTERN = /([\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*)|(\p{Co})|(\s+)|[^\p{L}\p{M}\p{N}\p{Co}\s]/gu;

// The transforms tokenize the same sentence several times: remember the last few.
const cache = new Map<string, readonly Token[]>();
const CACHE_SIZE = 64;

/** Tokens of `text`. The array is shared with a cache: copy it before changing it. */
export function tokenize(text: string): readonly Token[] {
  const cached = cache.get(text);
  if (cached) return cached;
  const tokens = scan(text);
  if (cache.size >= CACHE_SIZE) cache.clear();
  cache.set(text, tokens);
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

/** Class of the code point `cp` (`char` is its text). ASCII is decided without a regular expression. */
function classify(cp: number, char: string): Kind {
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

/** One pass over the code points: words (with inner ' ’ -), masks, runs of space, single other characters. */
function scan(text: string): Token[] {
  const tokens: Token[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const cp = text.codePointAt(i) ?? 0;
    const width = cp > 0xffff ? 2 : 1;
    const kind = classify(cp, width === 1 ? text.charAt(i) : text.slice(i, i + 2));
    if (kind === Kind.Word) {
      let j = i + width;
      for (;;) {
        if (j >= n) break;
        const c = text.codePointAt(j) ?? 0;
        const w = c > 0xffff ? 2 : 1;
        if (classify(c, w === 1 ? text.charAt(j) : text.slice(j, j + 2)) === Kind.Word) {
          j += w;
          continue;
        }
        // A joiner continues the word only when a word character follows it.
        if ((c === 39 || c === 0x2019 || c === 45) && j + 1 < n) {
          const d = text.codePointAt(j + 1) ?? 0;
          const dw = d > 0xffff ? 2 : 1;
          if (classify(d, dw === 1 ? text.charAt(j + 1) : text.slice(j + 1, j + 1 + dw)) === Kind.Word) {
            j += 1 + dw;
            continue;
          }
        }
        break;
      }
      tokens.push({ text: text.slice(i, j), kind: "word" });
      i = j;
    } else if (kind === Kind.Space) {
      let j = i + width;
      while (j < n) {
        const c = text.codePointAt(j) ?? 0;
        const w = c > 0xffff ? 2 : 1;
        if (classify(c, w === 1 ? text.charAt(j) : text.slice(j, j + 2)) !== Kind.Space) break;
        j += w;
      }
      tokens.push({ text: text.slice(i, j), kind: "space" });
      i = j;
    } else {
      tokens.push({ text: text.slice(i, i + width), kind: kind === Kind.Mask ? "mask" : "punct" });
      i += width;
    }
  }
  return tokens;
}

export function joinTokens(tokens: readonly Token[]): string {
  let out = "";
  for (const token of tokens) out += token.text;
  return out;
}

/** Lower-cases and normalises curly apostrophes, the form lexicon keys are stored in. */
const normalized = new Map<string, string>();

export function normalizeWord(word: string): string {
  const known = normalized.get(word);
  if (known !== undefined) return known;
  const lower = word.toLowerCase();
  const key = lower.indexOf("’") < 0 ? lower : lower.replaceAll("’", "'");
  if (normalized.size >= 4096) normalized.clear();
  normalized.set(word, key);
  return key;
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

/** FNV-1a 32-bit: the seed of every "choice" the engine makes (no Math.random). */
export function hashString(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
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
