// Language detection: by script for non-Latin text, by stopwords among Latin languages.
// English is the default whenever the evidence is not clear, so English text is never
// refused. Only the first SAMPLE_CHARS characters are read, in one pass over their code
// points (no regular expression rescans the sample per script). It runs on every request
// without a language, so the pass allocates nothing per word: a Latin letter is told (and
// case-folded) by one table read, and each word is matched against the stopwords as it is
// read, by a trie, instead of being sliced and lower-cased.

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

// Frequent function words that are NOT also common English words (so "a", "in",
// "die", "also", "on", "son", "come" are left out).
const STOPWORDS: Readonly<Record<string, ReadonlySet<string>>> = {
  en: set("the and of to is that it for was with as are this be have not they you from by which his but at or been"),
  es: set("el la los las del que y en es por para con una un se su sus al lo como más pero fue son está este esta también muy"),
  fr: set("le les des est et que une un dans pour pas qui sur au aux du avec ce cette sont mais ou être nous vous ils elle"),
  de: set("der das und ist nicht ein eine zu den von mit sich des auf für dem im sind auch wird wie oder aber bei nach"),
  pt: set("o os da do das dos que não uma um em para com se por mais como mas foi são está também ao pelo pela"),
  it: set("il di che è non della delle degli una per con sono gli alla anche più nel dei lo come ma sono questo questa"),
  nl: set("de het een en van is dat niet op te zijn voor met ook maar dit die er bij wordt naar deze"),
};
/** The stopword languages, English first; a language's index is its bit in a trie vote mask. */
const LANGUAGES = Object.keys(STOPWORDS);

/** Code units below this are classified (and case-folded) by LATIN_SYMBOL rather than by range tests. */
const TABLE_END = 0x250;

// The stopwords as a trie on their lower-cased characters, stepped through with one table read
// per letter as a word is scanned. Node 0 is dead (no stopword starts so; its edges all lead back
// to it); node 1 is the root, which no edge leads to: outside a word the scan sits at the root,
// inside one it never does.
const DEAD = 0;
const ROOT = 1;
/** Each character of the stopwords, numbered from 1: symbol 0 leads to DEAD. */
const SYMBOL_OF = new Map<string, number>();
for (const words of Object.values(STOPWORDS)) {
  for (const word of words) for (const ch of word) if (!SYMBOL_OF.has(ch)) SYMBOL_OF.set(ch, SYMBOL_OF.size + 1);
}
const SYMBOLS = SYMBOL_OF.size + 1;
/**
 * For each code unit below TABLE_END: -1 if it is not a Latin letter, 0 if it is one whose lower
 * case is in no stopword, else the symbol of its lower case. Folding character by character gives
 * what `toLowerCase` gives for the whole word, as far as stopwords go: no letter at or above
 * TABLE_END lower-cases into the stopwords' characters (so a word holding one cannot vote), and
 * the one letter below it whose lower case is two characters, İ ("i̇"), has a dot no stopword has.
 * test/engine/detect.reference.test.ts checks both over every code point.
 */
const LATIN_SYMBOL = Int8Array.from({ length: TABLE_END }, (_, c) =>
  isLatinLetter(c) ? (SYMBOL_OF.get(String.fromCharCode(c).toLowerCase()) ?? 0) : -1,
);
/**
 * `NEXT[node * SYMBOLS + symbol]` is the next node; `VOTE_MASK[node]` has a bit for each language
 * with a stopword ending there. A word votes for the languages of the node it ends at: the votes
 * of looking its lower case up among the stopwords, with no length check needed (a match has the
 * stopword's length).
 */
const { NEXT, VOTE_MASK } = buildTrie();

function buildTrie(): { NEXT: Int16Array; VOTE_MASK: Uint8Array } {
  const next: number[] = new Array<number>(2 * SYMBOLS).fill(DEAD);
  const masks: number[] = [0, 0];
  LANGUAGES.forEach((language, index) => {
    for (const word of STOPWORDS[language] ?? []) {
      let node = ROOT;
      for (const ch of word) {
        const edge = node * SYMBOLS + (SYMBOL_OF.get(ch) as number);
        if (next[edge] === DEAD) {
          next[edge] = masks.length;
          masks.push(0);
          for (let s = 0; s < SYMBOLS; s++) next.push(DEAD);
        }
        node = next[edge] as number;
      }
      masks[node] = (masks[node] as number) | (1 << index);
    }
  });
  return { NEXT: Int16Array.from(next), VOTE_MASK: Uint8Array.from(masks) };
}

function set(list: string): ReadonlySet<string> {
  return new Set(list.split(" "));
}

function isLatinLetter(cp: number): boolean {
  if (cp < 0x80) return (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a);
  if (cp === 0xaa || cp === 0xba) return true;
  if (cp >= 0xc0 && cp <= 0x24f) return cp !== 0xd7 && cp !== 0xf7;
  return (cp >= 0x1e00 && cp <= 0x1eff) || (cp >= 0x2c60 && cp <= 0x2c7f) || (cp >= 0xa720 && cp <= 0xa7ff) || (cp >= 0xff21 && cp <= 0xff3a) || (cp >= 0xff41 && cp <= 0xff5a);
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
  // Stopword votes per language (by LANGUAGES index), cast as each word (run of letters) ends,
  // for the vote among Latin languages.
  const votes = new Int32Array(LANGUAGES.length);
  let wordCount = 0;
  let node = ROOT;
  // The range of the last script letter: text in one script mostly stays in one range, so the
  // binary search is mostly skipped.
  let range = 0;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < TABLE_END) {
      // Most characters of Latin text: one table read tells a letter.
      const symbol = LATIN_SYMBOL[c] as number;
      if (symbol >= 0) {
        latin++;
        node = NEXT[node * SYMBOLS + symbol] as number;
      } else if (node !== ROOT) {
        // A word ends (the same as below, kept inline on this path).
        wordCount++;
        const mask = VOTE_MASK[node] as number;
        if (mask !== 0) tally(votes, mask);
        node = ROOT;
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
        letter = true;
      } else {
        if (!(cp >= (RANGE_START[range] as number) && cp <= (RANGE_END[range] as number))) range = rangeOf(cp);
        if (range >= 0) {
          const script = RANGE_SCRIPT[range] as number;
          counts ??= new Int32Array(SCRIPTS.length);
          if (counts[script] === 0) seen.push(script);
          counts[script] = (counts[script] as number) + 1;
          letter = true;
        } else range = 0; // any valid index, for the check above
      }
    }
    // No stopword holds a letter at or above TABLE_END, even lower-cased (see LATIN_SYMBOL).
    if (letter) node = DEAD;
    else if (node !== ROOT) {
      wordCount++;
      const mask = VOTE_MASK[node] as number;
      if (mask !== 0) tally(votes, mask);
      node = ROOT;
    }
  }
  if (node !== ROOT) {
    wordCount++;
    tally(votes, VOTE_MASK[node] as number);
  }

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
  return detectLatin(votes, wordCount);
}

/** Adds one vote for each language whose bit is set in `mask`. */
function tally(votes: Int32Array, mask: number): void {
  for (let l = 0; mask !== 0; mask >>= 1, l++) if (mask & 1) votes[l] = (votes[l] as number) + 1;
}

function detectLatin(votes: Int32Array, wordCount: number): string {
  const english = votes[0] as number;
  let best = "en";
  let bestScore = 0;
  for (let l = 1; l < LANGUAGES.length; l++) {
    const score = votes[l] as number;
    if (score > bestScore) {
      best = LANGUAGES[l] as string;
      bestScore = score;
    }
  }
  // Another language wins only with clear evidence: enough hits, well ahead of English.
  const enough = bestScore >= Math.max(3, wordCount * 0.08);
  if (enough && bestScore >= english * 2 + 2) return best;
  return "en";
}
