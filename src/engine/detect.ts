// Language detection: by script for non-Latin text, by stopwords among Latin languages.
// English is the default whenever the evidence is not clear, so English text is never
// refused. Only the first SAMPLE_CHARS characters are read, in one pass over their code
// points (no regular expression rescans the sample per script). It runs on every request
// without a language, so the pass allocates nothing per word: a Latin letter is told (and
// case-folded) by one table read, and each word is matched against the stopwords as it is
// read, by a trie, instead of being sliced and lower-cased.

import { DETECT_LANGUAGES, DETECT_TRIGRAMS, DETECT_WORDS } from "./detect-model.js";

const SAMPLE_CHARS = 4000;

/**
 * Code-point ranges of the scripts that identify a language (or a default one) on their
 * own, sorted by start. Han and kana are kept apart so Japanese can be told from Chinese.
 */
const SCRIPT_RANGES: readonly (readonly [number, number, string])[] = [
  [0x0370, 0x03ff, "el"],
  [0x0400, 0x052f, "ru"],
  [0x0530, 0x058f, "hy"],
  [0x0590, 0x05ff, "he"],
  [0x0600, 0x06ff, "ar"],
  [0x0750, 0x077f, "ar"],
  [0x08a0, 0x08ff, "ar"],
  [0x0900, 0x097f, "hi"],
  [0x0980, 0x09ff, "bn"],
  [0x0a00, 0x0a7f, "pa"],
  [0x0a80, 0x0aff, "gu"],
  [0x0b80, 0x0bff, "ta"],
  [0x0c00, 0x0c7f, "te"],
  [0x0c80, 0x0cff, "kn"],
  [0x0d00, 0x0d7f, "ml"],
  [0x0d80, 0x0dff, "si"],
  [0x0e00, 0x0e7f, "th"],
  [0x0e80, 0x0eff, "lo"],
  [0x1000, 0x109f, "my"],
  [0x10a0, 0x10ff, "ka"],
  [0x1100, 0x11ff, "ko"],
  [0x1200, 0x139f, "am"],
  [0x1780, 0x17ff, "km"],
  [0x1c80, 0x1c8f, "ru"],
  [0x1f00, 0x1fff, "el"],
  [0x2e80, 0x2fdf, "zh"],
  [0x3005, 0x3007, "zh"],
  [0x3040, 0x30ff, "kana"],
  [0x3130, 0x318f, "ko"],
  [0x31f0, 0x31ff, "kana"],
  [0x3400, 0x4dbf, "zh"],
  [0x4e00, 0x9fff, "zh"],
  [0xa640, 0xa69f, "ru"],
  [0xa960, 0xa97f, "ko"],
  [0xac00, 0xd7af, "ko"],
  [0xd7b0, 0xd7ff, "ko"],
  [0xf900, 0xfaff, "zh"],
  [0xfb1d, 0xfb4f, "he"],
  [0xfb50, 0xfdff, "ar"],
  [0xfe70, 0xfeff, "ar"],
  [0xff66, 0xff9f, "kana"],
  [0x20000, 0x3134f, "zh"],
];
const UKRAINIAN = /[іїєґІЇЄҐ]/u;
const PERSIAN = /[پچژگی]/u;

// Latin-script text is told by a small naive Bayes model (detect-model.ts, trained by
// scripts/detect-train.ts): a function word ("the", "els", "dans", "und") scores what the model
// says of it for each language; any other word scores the letter trigrams it is made of ("_ção"
// is no trigram, but "ção" and "ão_" are), at half weight. English is the answer unless another
// language is clearly likelier (MARGIN), so English is never refused.

/** The languages of the model; a language's index is its column in the model and in `scores`. */
const LANGUAGES: readonly string[] = DETECT_LANGUAGES;
const L = LANGUAGES.length;
/** How much likelier (in half-nats, the unit of `scores`) a language must be than English to be the answer. */
const MARGIN = 4;
/** The words (of the model's reading) a text needs before another language than English may be the answer. */
const MIN_WORDS = 3;

/** Code units below this are classified (and case-folded) by LATIN_SYMBOL rather than by range tests. */
const TABLE_END = 0x250;

/** The model's entries: a feature, then one digit per language (nats below the likeliest). */
function entries(model: string): { feature: string; weights: Int8Array }[] {
  return model
    .split(" ")
    .filter((e) => e.length > L)
    .map((e) => ({ feature: e.slice(0, -L), weights: Int8Array.from(e.slice(-L), (d) => -Number(d)) }));
}
const WORD_ENTRIES = entries(DETECT_WORDS);
const TRIGRAM_ENTRIES = entries(DETECT_TRIGRAMS);

// The letters of the model, numbered from 2: symbol 0 is a letter the model does not know (no
// feature holds it), symbol 1 the word boundary ("_" in the trigrams).
const OTHER = 0;
const BOUNDARY = 1;
const APOSTROPHE = "'";
const SYMBOL_OF = new Map<string, number>();
for (const { feature } of [...WORD_ENTRIES, ...TRIGRAM_ENTRIES]) {
  for (const ch of feature) if (ch !== "_" && !SYMBOL_OF.has(ch)) SYMBOL_OF.set(ch, SYMBOL_OF.size + 2);
}
const SYMBOLS = SYMBOL_OF.size + 2;
const APOSTROPHE_SYMBOL = SYMBOL_OF.get(APOSTROPHE) ?? OTHER;
/**
 * For each code unit below TABLE_END: -1 if it is not a Latin letter, else the symbol of its lower
 * case (OTHER when the model does not know it). Folding letter by letter gives what `toLowerCase`
 * gives for the whole word, as far as the model goes: no letter at or above TABLE_END lower-cases
 * into the model's letters but "ẞ" (U+1E9E, read as OTHER rather than "ß"), and the one letter
 * below it whose lower case is two characters, İ ("i̇"), has a dot the model does not know.
 * test/engine/detect-case-folding.test.ts checks both over every code point.
 */
const LATIN_SYMBOL = Int8Array.from({ length: TABLE_END }, (_, c) => (isLatinLetter(c) ? (SYMBOL_OF.get(String.fromCharCode(c).toLowerCase()) ?? OTHER) : -1));

// The function words as a trie on their symbols, stepped through with one table read per letter
// as a word is scanned. Node 0 is dead (no function word starts so; its edges all lead back to
// it); node 1 is the root, which no edge leads to: outside a word the scan sits at the root,
// inside one it never does. `WORD_AT[node]` is the index of the word ending there, or -1.
const DEAD = 0;
const ROOT = 1;
const { NEXT, WORD_AT } = buildTrie();
/** WORD_WEIGHTS[word * L + language]: the word's score for the language, in half-nats (twice the model's nats). */
const WORD_WEIGHTS = new Int8Array(WORD_ENTRIES.length * L);
WORD_ENTRIES.forEach(({ weights }, w) => weights.forEach((v, l) => (WORD_WEIGHTS[w * L + l] = 2 * v)));

function buildTrie(): { NEXT: Int16Array; WORD_AT: Int16Array } {
  const next: number[] = new Array<number>(2 * SYMBOLS).fill(DEAD);
  const words: number[] = [-1, -1];
  WORD_ENTRIES.forEach(({ feature }, index) => {
    let node = ROOT;
    for (const ch of feature) {
      const edge = node * SYMBOLS + (SYMBOL_OF.get(ch) as number);
      if (next[edge] === DEAD) {
        next[edge] = words.length;
        words.push(-1);
        for (let s = 0; s < SYMBOLS; s++) next.push(DEAD);
      }
      node = next[edge] as number;
    }
    words[node] = index;
  });
  return { NEXT: Int16Array.from(next), WORD_AT: Int16Array.from(words) };
}

// The trigrams in an open-addressing hash table keyed by (a * SYMBOLS + b) * SYMBOLS + c, with
// their weights (in half-nats: the model's nats, at half weight) in TRIGRAM_WEIGHTS.
const TRIGRAM_SLOTS = 1 << (32 - Math.clz32(TRIGRAM_ENTRIES.length * 2));
const TRIGRAM_KEY = new Int32Array(TRIGRAM_SLOTS).fill(-1);
const TRIGRAM_INDEX = new Int16Array(TRIGRAM_SLOTS);
const TRIGRAM_WEIGHTS = new Int8Array(TRIGRAM_ENTRIES.length * L);
TRIGRAM_ENTRIES.forEach(({ feature, weights }, index) => {
  const [a, b, c] = [...feature].map((ch) => (ch === "_" ? BOUNDARY : (SYMBOL_OF.get(ch) as number))) as [number, number, number];
  const key = (a * SYMBOLS + b) * SYMBOLS + c;
  let slot = trigramSlot(key);
  while (TRIGRAM_KEY[slot] !== -1) slot = (slot + 1) & (TRIGRAM_SLOTS - 1);
  TRIGRAM_KEY[slot] = key;
  TRIGRAM_INDEX[slot] = index;
  weights.forEach((v, l) => (TRIGRAM_WEIGHTS[index * L + l] = v));
});

function trigramSlot(key: number): number {
  return Math.imul(key, 0x9e3779b1) >>> (32 - Math.log2(TRIGRAM_SLOTS));
}

/** The index of the trigram with this key, or -1. */
function trigramIndex(key: number): number {
  for (let slot = trigramSlot(key); ; slot = (slot + 1) & (TRIGRAM_SLOTS - 1)) {
    const k = TRIGRAM_KEY[slot] as number;
    if (k === key) return TRIGRAM_INDEX[slot] as number;
    if (k === -1) return -1;
  }
}

function isLatinLetter(cp: number): boolean {
  if (cp < 0x80) return (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a);
  if (cp === 0xaa || cp === 0xba) return true;
  if (cp >= 0xc0 && cp <= 0x24f) return cp !== 0xd7 && cp !== 0xf7;
  return (
    (cp >= 0x1e00 && cp <= 0x1eff) ||
    (cp >= 0x2c60 && cp <= 0x2c7f) ||
    (cp >= 0xa720 && cp <= 0xa7ff) ||
    (cp >= 0xff21 && cp <= 0xff3a) ||
    (cp >= 0xff41 && cp <= 0xff5a)
  );
}

// SCRIPT_RANGES as typed arrays, with each script as a small number, so letters are counted in an
// array indexed by script rather than in a Map keyed by language.
const SCRIPTS = [...new Set(SCRIPT_RANGES.map((range) => range[2]))];
const KANA = SCRIPTS.indexOf("kana");
const RANGE_START = Int32Array.from(SCRIPT_RANGES, (range) => range[0]);
const RANGE_END = Int32Array.from(SCRIPT_RANGES, (range) => range[1]);
const RANGE_SCRIPT = Uint8Array.from(SCRIPT_RANGES, (range) => SCRIPTS.indexOf(range[2]));

/** The index in SCRIPT_RANGES of the range holding `cp` (binary search), or -1. */
function rangeOf(cp: number): number {
  let lo = 0;
  let hi = RANGE_START.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cp < (RANGE_START[mid] as number)) hi = mid - 1;
    else if (cp > (RANGE_END[mid] as number)) lo = mid + 1;
    else return mid;
  }
  return -1;
}

/**
 * The scan of the Latin words of a sample: the scores of the languages so far, and the state of
 * the word being read (its node in the function-word trie, the last two symbols for its trigrams,
 * and what its trigrams scored). Reused between calls: detectLanguage allocates nothing per word.
 */
const scores = new Int32Array(L);
const wordScores = new Int32Array(L);
let words = 0;
let node = ROOT;
/** The symbol before the last one of the word (-1: none yet), and the last one (BOUNDARY at its start). */
let prev2 = -1;
let prev1 = BOUNDARY;

/** Steps the word being read by the letter of symbol `symbol` (a word starts at its first letter). */
function addLetter(symbol: number): void {
  node = NEXT[node * SYMBOLS + symbol] as number;
  if (prev2 >= 0) addTrigram(prev2, prev1, symbol);
  prev2 = prev1;
  prev1 = symbol;
}

function addTrigram(a: number, b: number, c: number): void {
  if (a === OTHER || b === OTHER || c === OTHER) return;
  const index = trigramIndex((a * SYMBOLS + b) * SYMBOLS + c);
  if (index < 0) return;
  for (let l = 0, i = index * L; l < L; l++, i++) wordScores[l] = (wordScores[l] as number) + (TRIGRAM_WEIGHTS[i] as number);
}

/**
 * Ends the word being read: a function word scores as one, any other word by its trigrams. With
 * `apostrophe` the word ends at an apostrophe between letters: it is looked up with it ("l'"), and
 * the next word starts with it ("'s"), while the trigrams of both leave it out.
 */
function endWord(apostrophe: boolean): void {
  if (prev2 >= 0) addTrigram(prev2, prev1, BOUNDARY);
  words++;
  const word = WORD_AT[apostrophe ? (NEXT[node * SYMBOLS + APOSTROPHE_SYMBOL] as number) : node] as number;
  if (word >= 0) {
    for (let l = 0, i = word * L; l < L; l++, i++) scores[l] = (scores[l] as number) + (WORD_WEIGHTS[i] as number);
  } else {
    for (let l = 0; l < L; l++) scores[l] = (scores[l] as number) + (wordScores[l] as number);
  }
  wordScores.fill(0);
  node = apostrophe ? (NEXT[ROOT * SYMBOLS + APOSTROPHE_SYMBOL] as number) : ROOT;
  prev2 = -1;
  prev1 = BOUNDARY;
}

/** Returns a lower-case primary language subtag for `text`, or "und" when it has no letters. */
export function detectLanguage(text: string): string {
  if (typeof text !== "string") return "und";
  // The sample is text[0, end), read in place: it is only sliced for the Ukrainian/Persian checks.
  const end = Math.min(text.length, SAMPLE_CHARS);
  let latin = 0;
  // Letters per script (by SCRIPTS index), allocated at the first one, so not for Latin text;
  // `seen` has the scripts in order of first appearance, which decides ties between them.
  let counts: Int32Array | undefined;
  const seen: number[] = [];
  scores.fill(0);
  wordScores.fill(0);
  words = 0;
  node = ROOT;
  prev2 = -1;
  prev1 = BOUNDARY;
  /** Inside a word: a Latin letter was the last character read. */
  let inWord = false;
  // The text is read in chunks between spaces. A chunk holding / \\ @ _ { } or = is a URL, a path,
  // an address or code: its letters are counted but are no words (the model was trained so).
  let chunkEnd = 0;
  let noise = false;
  // The range of the last script letter: text in one script mostly stays in one range, so the
  // binary search is mostly skipped.
  let range = 0;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (i >= chunkEnd) {
      chunkEnd = i;
      noise = false;
      while (chunkEnd < end && !isSpaceCode(text.charCodeAt(chunkEnd))) {
        if (NOISE[text.charCodeAt(chunkEnd)] === 1) noise = true;
        chunkEnd++;
      }
      if (chunkEnd === i) chunkEnd++; // a space: its own chunk
    }
    if (c < TABLE_END) {
      // Most characters of Latin text: one table read tells a letter.
      const symbol = LATIN_SYMBOL[c] as number;
      if (symbol >= 0) {
        latin++;
        if (noise) continue;
        addLetter(symbol);
        inWord = true;
        continue;
      }
      if (inWord) {
        // "l'aigua", "it's": an apostrophe between letters splits the word and keeps to both halves;
        // "il·lusió": a middle dot between two l's is inside the word.
        const next = i + 1 < end ? text.charCodeAt(i + 1) : 0;
        if (c === 0x27 && next < TABLE_END && (LATIN_SYMBOL[next] as number) >= 0) {
          endWord(true);
          continue;
        }
        if (c === 0xb7 && (next === 0x6c || next === 0x4c) && prev1 === SYMBOL_OF.get("l")) continue;
        endWord(false);
        inWord = false;
      }
      continue;
    }
    // No letter lies in [TABLE_END, U+0370); above it, letters are told by whole code point.
    let letter = false;
    if (c >= 0x370) {
      let cp = c;
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
        const low = text.charCodeAt(i + 1);
        if (low >= 0xdc00 && low <= 0xdfff) {
          cp = (c - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
          i++;
        }
      }
      if (isLatinLetter(cp)) {
        latin++;
        letter = !noise;
      } else {
        if (!(cp >= (RANGE_START[range] as number) && cp <= (RANGE_END[range] as number))) range = rangeOf(cp);
        if (range >= 0) {
          const script = RANGE_SCRIPT[range] as number;
          counts ??= new Int32Array(SCRIPTS.length);
          if (counts[script] === 0) seen.push(script);
          counts[script] = (counts[script] as number) + 1;
          letter = !noise;
        } else range = 0; // any valid index, for the check above
      }
    }
    // A letter of the model's alphabet is below TABLE_END (see LATIN_SYMBOL): any other letter is OTHER.
    if (letter) {
      addLetter(OTHER);
      inWord = true;
    } else if (inWord) {
      if (c === 0x2019 && i + 1 < end) {
        const next = text.charCodeAt(i + 1);
        if (next < TABLE_END && (LATIN_SYMBOL[next] as number) >= 0) {
          endWord(true);
          continue;
        }
      }
      endWord(false);
      inWord = false;
    }
  }
  if (inWord) endWord(false);

  if (counts !== undefined) {
    const kana = counts[KANA] as number;
    let best = "und";
    let bestCount = 0;
    for (const script of seen) {
      const n = counts[script] as number;
      if (script !== KANA && n > bestCount) {
        best = SCRIPTS[script] as string;
        bestCount = n;
      }
    }
    if (kana > bestCount) {
      best = "ja";
      bestCount = kana;
    }
    // Japanese is written with Han plus kana: any real share of kana makes it Japanese.
    if (best === "zh" && kana * 10 > bestCount) {
      best = "ja";
      bestCount += kana;
    }
    if (bestCount > latin) {
      if (best === "ru" && UKRAINIAN.test(text.slice(0, end))) return "uk";
      if (best === "ar" && PERSIAN.test(text.slice(0, end))) return "fa";
      return best;
    }
  }
  if (latin === 0) return "und";
  return detectLatin();
}

/** ASCII characters that make a chunk (a run of characters between spaces) noise, by code. */
const NOISE = new Uint8Array(128);
for (const ch of "/\\@_{}=") NOISE[ch.charCodeAt(0)] = 1;

/** White space, as far as chunks go (ASCII controls and space, and the Unicode spaces). */
function isSpaceCode(c: number): boolean {
  return (
    c <= 0x20 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000
  );
}

/** The likeliest language by `scores`; English unless another is likelier by MARGIN, over MIN_WORDS words at least. */
function detectLatin(): string {
  if (words < MIN_WORDS) return "en";
  let best = 0;
  for (let l = 1; l < L; l++) if ((scores[l] as number) > (scores[best] as number)) best = l;
  if (best !== 0 && (scores[best] as number) - (scores[0] as number) < MARGIN) return "en";
  return LANGUAGES[best] as string;
}
