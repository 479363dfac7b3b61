// Language detection: by script for non-Latin text, by stopwords among Latin languages.
// English is the default whenever the evidence is not clear, so English text is never
// refused. Only the first SAMPLE_CHARS characters are read.

const SAMPLE_CHARS = 4000;

/** Scripts that identify a language (or a default one) on their own. */
const SCRIPTS: readonly { language: string; pattern: RegExp }[] = [
  { language: "ko", pattern: /\p{Script=Hangul}/gu },
  { language: "ja", pattern: /[\p{Script=Hiragana}\p{Script=Katakana}]/gu },
  { language: "zh", pattern: /\p{Script=Han}/gu },
  { language: "ru", pattern: /\p{Script=Cyrillic}/gu },
  { language: "ar", pattern: /\p{Script=Arabic}/gu },
  { language: "he", pattern: /\p{Script=Hebrew}/gu },
  { language: "el", pattern: /\p{Script=Greek}/gu },
  { language: "th", pattern: /\p{Script=Thai}/gu },
  { language: "hi", pattern: /\p{Script=Devanagari}/gu },
  { language: "bn", pattern: /\p{Script=Bengali}/gu },
  { language: "ta", pattern: /\p{Script=Tamil}/gu },
  { language: "te", pattern: /\p{Script=Telugu}/gu },
  { language: "ka", pattern: /\p{Script=Georgian}/gu },
  { language: "hy", pattern: /\p{Script=Armenian}/gu },
  { language: "am", pattern: /\p{Script=Ethiopic}/gu },
  { language: "km", pattern: /\p{Script=Khmer}/gu },
  { language: "lo", pattern: /\p{Script=Lao}/gu },
  { language: "my", pattern: /\p{Script=Myanmar}/gu },
  { language: "si", pattern: /\p{Script=Sinhala}/gu },
  { language: "gu", pattern: /\p{Script=Gujarati}/gu },
  { language: "pa", pattern: /\p{Script=Gurmukhi}/gu },
  { language: "kn", pattern: /\p{Script=Kannada}/gu },
  { language: "ml", pattern: /\p{Script=Malayalam}/gu },
];
const LATIN = /\p{Script=Latin}/gu;
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

function set(list: string): ReadonlySet<string> {
  return new Set(list.split(" "));
}

function count(text: string, pattern: RegExp): number {
  pattern.lastIndex = 0;
  let n = 0;
  while (pattern.exec(text) !== null) n++;
  return n;
}

/** Returns a lower-case primary language subtag for `text`, or "und" when it has no letters. */
export function detectLanguage(text: string): string {
  const sample = typeof text === "string" ? text.slice(0, SAMPLE_CHARS) : "";
  const latin = count(sample, LATIN);
  let best = "und";
  let bestCount = 0;
  for (const { language, pattern } of SCRIPTS) {
    const n = count(sample, pattern);
    if (n > bestCount) {
      best = language;
      bestCount = n;
    }
  }
  // Japanese is written with Han plus kana: any real share of kana makes it Japanese.
  if (best === "zh" && count(sample, /[\p{Script=Hiragana}\p{Script=Katakana}]/gu) * 10 > bestCount) best = "ja";
  if (bestCount > latin) {
    if (best === "ru" && UKRAINIAN.test(sample)) return "uk";
    if (best === "ar" && PERSIAN.test(sample)) return "fa";
    return best;
  }
  if (latin === 0) return "und";
  return detectLatin(sample);
}

function detectLatin(sample: string): string {
  const scores: Record<string, number> = {};
  let words = 0;
  for (const match of sample.toLowerCase().matchAll(/\p{L}+/gu)) {
    words++;
    for (const [language, stopwords] of Object.entries(STOPWORDS)) {
      if (stopwords.has(match[0])) scores[language] = (scores[language] ?? 0) + 1;
    }
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
  const enough = bestScore >= Math.max(3, words * 0.08);
  if (enough && bestScore >= english * 2 + 2) return best;
  return "en";
}
