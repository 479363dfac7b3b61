// Language detection: by script for non-Latin text, by stopwords among Latin languages.
// English is the default whenever the evidence is not clear, so English text is never
// refused. Only the first SAMPLE_CHARS characters are read, in one pass over their code
// points (no regular expression rescans the sample per script).

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
const LATIN_LANGUAGES = Object.keys(STOPWORDS).filter((l) => l !== "en");
/** Each stopword and the languages it votes for: one lookup per word instead of one per language. */
const VOTES = new Map<string, string[]>();
for (const [language, words] of Object.entries(STOPWORDS)) {
  for (const word of words) VOTES.set(word, [...(VOTES.get(word) ?? []), language]);
}

/** The longest stopword: a longer word cannot vote (lower-casing never shortens a word). */
const MAX_STOPWORD = Math.max(...[...VOTES.keys()].map((w) => w.length));

function set(list: string): ReadonlySet<string> {
  return new Set(list.split(" "));
}

function isLatinLetter(cp: number): boolean {
  if (cp < 0x80) return (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a);
  if (cp === 0xaa || cp === 0xba) return true;
  if (cp >= 0xc0 && cp <= 0x24f) return cp !== 0xd7 && cp !== 0xf7;
  return (cp >= 0x1e00 && cp <= 0x1eff) || (cp >= 0x2c60 && cp <= 0x2c7f) || (cp >= 0xa720 && cp <= 0xa7ff) || (cp >= 0xff21 && cp <= 0xff3a) || (cp >= 0xff41 && cp <= 0xff5a);
}

/** The script language of a non-Latin code point (binary search), or undefined. */
function scriptOf(cp: number): string | undefined {
  let lo = 0;
  let hi = SCRIPT_RANGES.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const range = SCRIPT_RANGES[mid] as readonly [number, number, string];
    if (cp < range[0]) hi = mid - 1;
    else if (cp > range[1]) lo = mid + 1;
    else return range[2];
  }
  return undefined;
}

/** Returns a lower-case primary language subtag for `text`, or "und" when it has no letters. */
export function detectLanguage(text: string): string {
  const sample = typeof text === "string" ? text.slice(0, SAMPLE_CHARS) : "";
  let latin = 0;
  const counts = new Map<string, number>();
  // Words (runs of letters) are collected on the way, for the stopword vote among Latin languages
  // (only those short enough to be a stopword; the others are only counted).
  const words: string[] = [];
  let wordCount = 0;
  let wordStart = -1;
  for (let i = 0; i < sample.length; i++) {
    const start = i;
    let cp = sample.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < sample.length) {
      const low = sample.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        cp = (cp - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
        i++;
      }
    }
    let letter = false;
    if (isLatinLetter(cp)) {
      latin++;
      letter = true;
    } else if (cp >= 0x370) {
      const script = scriptOf(cp);
      if (script !== undefined) {
        counts.set(script, (counts.get(script) ?? 0) + 1);
        letter = true;
      }
    }
    if (letter) {
      if (wordStart < 0) wordStart = start;
    } else if (wordStart >= 0) {
      wordCount++;
      if (start - wordStart <= MAX_STOPWORD) words.push(sample.slice(wordStart, start));
      wordStart = -1;
    }
  }
  if (wordStart >= 0) {
    wordCount++;
    if (sample.length - wordStart <= MAX_STOPWORD) words.push(sample.slice(wordStart));
  }

  const kana = counts.get("kana") ?? 0;
  let best = "und";
  let bestCount = 0;
  for (const [language, n] of counts) {
    if (language !== "kana" && n > bestCount) {
      best = language;
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
    if (best === "ru" && UKRAINIAN.test(sample)) return "uk";
    if (best === "ar" && PERSIAN.test(sample)) return "fa";
    return best;
  }
  if (latin === 0) return "und";
  return detectLatin(words, wordCount);
}

function detectLatin(words: readonly string[], wordCount: number): string {
  const scores: Record<string, number> = {};
  for (const word of words) {
    // Keys are lower case: a word with capitals can only match once lowered.
    const languages = VOTES.get(word) ?? VOTES.get(word.toLowerCase());
    if (languages) for (const language of languages) scores[language] = (scores[language] ?? 0) + 1;
  }
  const english = scores["en"] ?? 0;
  let best = "en";
  let bestScore = 0;
  for (const language of LATIN_LANGUAGES) {
    const score = scores[language] ?? 0;
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  // Another language wins only with clear evidence: enough hits, well ahead of English.
  const enough = bestScore >= Math.max(3, wordCount * 0.08);
  if (enough && bestScore >= english * 2 + 2) return best;
  return "en";
}
