// detectLanguage scans the sample with lookup tables and matches stopwords in place with a trie;
// it must give exactly the answer of the reference below, the straightforward implementation it
// replaced (one code point at a time, a Map of script counts, each short word sliced and
// lower-cased), for any input.

import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectLanguage } from "../../src/engine/detect.js";

// ---- The reference: the code of src/engine/detect.ts before the table-driven scan (comments left out). ----

const SAMPLE_CHARS = 4000;
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
const VOTES = new Map<string, string[]>();
for (const [language, words] of Object.entries(STOPWORDS)) {
  for (const word of words) VOTES.set(word, [...(VOTES.get(word) ?? []), language]);
}
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

function referenceDetectLanguage(text: string): string {
  const sample = typeof text === "string" ? text.slice(0, SAMPLE_CHARS) : "";
  let latin = 0;
  const counts = new Map<string, number>();
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
  return referenceDetectLatin(words, wordCount);
}

function referenceDetectLatin(words: readonly string[], wordCount: number): string {
  const scores: Record<string, number> = {};
  for (const word of words) {
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
  const enough = bestScore >= Math.max(3, wordCount * 0.08);
  if (enough && bestScore >= english * 2 + 2) return best;
  return "en";
}

// ---- Generators ----

const ALL_STOPWORDS = [...VOTES.keys()];
const codePointIn = (lo: number, hi: number) => fc.integer({ min: lo, max: hi }).map((cp) => String.fromCodePoint(cp));
const charsOf = (chars: string) => fc.constantFrom(...[...chars]);

/** One character of some class the scan tells apart, or an edge of one. */
const char = fc.oneof(
  { arbitrary: codePointIn(0x41, 0x5a), weight: 2 },
  { arbitrary: codePointIn(0x61, 0x7a), weight: 4 },
  { arbitrary: codePointIn(0x80, 0x24f), weight: 3 }, // Latin-1 and Latin Extended-A/B, with × ÷ and symbols
  { arbitrary: charsOf("áéíóúñüèêàâãçòùìîôöäßÁÉÍÓÚÑÜÈÊÃÇÙİıſªºẞ\u212a\u212b"), weight: 3 }, // stopword letters, İ, Kelvin K…
  { arbitrary: fc.oneof(codePointIn(0x1e00, 0x1eff), codePointIn(0x2c60, 0x2c7f), codePointIn(0xa720, 0xa7ff), codePointIn(0xff21, 0xff5a)), weight: 1 },
  { arbitrary: codePointIn(0x250, 0x36f), weight: 1 }, // IPA, modifiers, combining marks: not letters here
  { arbitrary: fc.constantFrom(...SCRIPT_RANGES).chain(([lo, hi]) => codePointIn(lo, hi)), weight: 2 }, // any script of the table
  { arbitrary: fc.oneof(codePointIn(0x4e00, 0x9fff), codePointIn(0x3400, 0x4dbf), codePointIn(0x20000, 0x2a6df)), weight: 2 }, // Han, astral Han
  { arbitrary: fc.oneof(codePointIn(0x3040, 0x30ff), codePointIn(0xff66, 0xff9f)), weight: 2 }, // kana
  { arbitrary: fc.oneof(codePointIn(0x400, 0x4ff), charsOf("іїєґІЇЄҐ")), weight: 2 }, // Cyrillic, Ukrainian
  { arbitrary: fc.oneof(codePointIn(0x600, 0x6ff), charsOf("پچژگی")), weight: 2 }, // Arabic, Persian
  { arbitrary: fc.oneof(codePointIn(0x1f300, 0x1faff), codePointIn(0x10000, 0x10ffff)), weight: 1 }, // emoji, astral
  { arbitrary: codePointIn(0xd800, 0xdfff), weight: 1 }, // lone surrogates
  { arbitrary: fc.oneof(codePointIn(0x30, 0x39), charsOf(" \t\n.,;:!?'\"()-–—…“”’«»¿¡/&%$€")), weight: 3 },
  { arbitrary: codePointIn(0, 0xffff), weight: 1 },
);

/** A stopword of any language, in lower, upper, title or random case. */
const stopword = fc
  .tuple(fc.constantFrom(...ALL_STOPWORDS), fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }), fc.constantFrom("lower", "upper", "title", "mixed"))
  .map(([word, flips, style]) => {
    if (style === "lower") return word;
    if (style === "upper") return word.toUpperCase();
    if (style === "title") return word.charAt(0).toUpperCase() + word.slice(1);
    return [...word].map((ch, i) => (flips[i] ? ch.toUpperCase() : ch)).join("");
  });

const asciiWord = fc.stringMatching(/^[A-Za-z]{1,12}$/);

/** A word of one script of the table (Han and kana among them, for the Japanese rule). */
const scriptWord = fc
  .constantFrom(...SCRIPT_RANGES)
  .chain(([lo, hi]) => fc.array(codePointIn(lo, hi), { minLength: 1, maxLength: 8 }).map((a) => a.join("")));

/** Pieces: words of every kind, stopwords (alone or glued to other letters), single characters. */
const piece = fc.oneof(
  { arbitrary: stopword, weight: 6 },
  { arbitrary: scriptWord, weight: 3 },
  { arbitrary: asciiWord, weight: 4 },
  { arbitrary: fc.array(char, { minLength: 1, maxLength: 10 }).map((a) => a.join("")), weight: 4 },
  { arbitrary: fc.tuple(stopword, char).map(([w, c]) => w + c), weight: 1 },
  { arbitrary: fc.tuple(char, stopword).map(([c, w]) => c + w), weight: 1 },
  { arbitrary: char, weight: 2 },
);
const separator = fc.oneof({ arbitrary: fc.constant(" "), weight: 6 }, { arbitrary: fc.array(char, { maxLength: 3 }).map((a) => a.join("")), weight: 2 });

/**
 * A text of a random length (0 to ~6,000, past the 4,000-character sample) made of a few pieces
 * repeated in a random order, so that long texts still have a dominant script or language.
 */
const text = fc
  .record({
    pieces: fc.array(fc.tuple(piece, separator), { minLength: 1, maxLength: 40 }),
    order: fc.array(fc.nat(), { minLength: 1, maxLength: 60 }),
    length: fc.oneof(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 0, max: 1500 }), fc.integer({ min: 3900, max: 6200 })),
  })
  .map(({ pieces, order, length }) => {
    let out = "";
    for (let k = 0; out.length < length; k++) {
      const [word, sep] = pieces[(order[k % order.length] as number) % pieces.length] as [string, string];
      out += word + sep;
    }
    // Cutting at `length` may split a surrogate pair, as the 4,000-character sample can.
    return out.slice(0, length);
  });

// ---- Properties ----

describe("detectLanguage matches the reference implementation", () => {
  it("on random mixes of scripts, stopwords, surrogates and punctuation", () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(detectLanguage(t)).toBe(referenceDetectLanguage(t));
      }),
      { numRuns: 1500 },
    );
  });

  it("on any UTF-16 code units", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (t) => {
        expect(detectLanguage(t)).toBe(referenceDetectLanguage(t));
      }),
      { numRuns: 1000 },
    );
  });

  it("on every code point alone, and in place of a letter of stopwords", () => {
    // Every BMP code point; astral ones sampled, with the edges of the astral Han range.
    const codePoints = [0x1ffff, 0x20000, 0x3134f, 0x31350, 0x10ffff];
    for (let cp = 0; cp <= 0x10ffff; cp += cp < 0x10000 ? 1 : cp < 0x32000 ? 7 : 61) codePoints.push(cp);
    for (const cp of codePoints) {
      const ch = String.fromCodePoint(cp);
      // If `ch` folded to a stopword letter, some of these words would become stopwords.
      const words = `${ch} ${ch}e ${ch}a ${ch}l ${ch}n ${ch}s l${ch} d${ch} qu${ch} d${ch}s`;
      for (const t of [ch, `${words} ${words} ${words}`]) {
        if (detectLanguage(t) !== referenceDetectLanguage(t)) expect(detectLanguage(t), `U+${cp.toString(16)} in ${JSON.stringify(t)}`).toBe(referenceDetectLanguage(t));
      }
    }
  });

  it("on the edges of the 4,000-character sample", () => {
    // Fillers of 5,000+ characters: English, Cyrillic, and no letters at all (where one letter
    // read past the sample, or a surrogate pair split by it, changes the answer).
    const fillers = ["the cat and the dog ".repeat(250), "Это тест ".repeat(600), "12, 34; ".repeat(700)];
    for (const filler of fillers) {
      for (const at of [3997, 3998, 3999, 4000, 4001]) {
        for (const tail of ["😀", "\ud83d", "𠀀", "𠀀𠀀", "中", "か", "a", "é", "ї", "Я", "پ", " de la que el ", "la"]) {
          for (const after of ["", "x", "ї", "پ", "中"]) {
            const t = filler.slice(0, at) + tail + after;
            expect(detectLanguage(t), JSON.stringify([filler.slice(0, 8), at, tail, after])).toBe(referenceDetectLanguage(t));
          }
        }
      }
    }
  });

  it("on every prefix and one-letter extension of every stopword, in lower and upper case", () => {
    const stopwordChars = [...new Set(ALL_STOPWORDS.flatMap((w) => [...w]))];
    for (const word of ALL_STOPWORDS) {
      const variants = [...word].map((_, k) => word.slice(0, k + 1));
      for (const x of stopwordChars) variants.push(word + x, x + word);
      for (const v of variants) {
        for (const w of [v, v.toUpperCase()]) {
          // The word's own votes show alone; an English one shows after four Dutch "de".
          for (const t of [`${w} ${w} ${w} ${w}`, `de de de de ${w} ${w} ${w} ${w}`]) {
            expect(detectLanguage(t), t).toBe(referenceDetectLanguage(t));
          }
        }
      }
    }
  });

  it("on stopwords with one letter replaced by any of the first 2,048 code points or a Latin-like letter", () => {
    // For each character of the stopwords, a stopword holding it (not an English one when there
    // is a choice, so that a vote shows in the answer); replacing that character by `ch` makes a
    // stopword again exactly when `ch` lower-cases to it.
    const stopwordChars = [...new Set(ALL_STOPWORDS.flatMap((w) => [...w]))];
    const english = STOPWORDS["en"] as ReadonlySet<string>;
    const probes = stopwordChars.map((x) => {
      const holders = ALL_STOPWORDS.filter((w) => w.includes(x));
      return [holders.find((w) => !english.has(w)) ?? (holders[0] as string), x] as const;
    });
    const codePoints: number[] = [];
    for (let cp = 0; cp < 0x800; cp++) codePoints.push(cp);
    for (const [lo, hi] of [[0x1e00, 0x1fff], [0x2100, 0x214f], [0x2c60, 0x2c7f], [0xa720, 0xa7ff], [0xff00, 0xffef]] as const) {
      for (let cp = lo; cp <= hi; cp++) codePoints.push(cp);
    }
    for (const cp of codePoints) {
      const ch = String.fromCodePoint(cp);
      for (const [word, x] of probes) {
        const w = word.replace(x, () => ch);
        // Four times the word decides among Latin languages; after four Dutch "de", it shows an English vote.
        for (const t of [`${w} ${w} ${w} ${w}`, `de de de de ${w} ${w} ${w} ${w}`]) {
          if (detectLanguage(t) !== referenceDetectLanguage(t)) expect(detectLanguage(t), `U+${cp.toString(16)}: ${t}`).toBe(referenceDetectLanguage(t));
        }
      }
    }
  });

  it("around every threshold: script against script, kana share, script against Latin, stopword votes", () => {
    const check = (t: string) => expect(detectLanguage(t), JSON.stringify(t)).toBe(referenceDetectLanguage(t));
    for (let han = 0; han <= 22; han++) {
      for (let kana = 0; kana <= 3; kana++) {
        for (let latin = 0; latin <= 26; latin += 2) {
          check(`${"中".repeat(han)} ${"か".repeat(kana)} ${"a".repeat(latin)}`);
          check(`${"か".repeat(kana)}${"a".repeat(latin)}${"中".repeat(han)}`);
        }
      }
    }
    for (let ru = 0; ru <= 5; ru++) {
      for (let el = 0; el <= 5; el++) {
        for (let latin = 0; latin <= 6; latin++) {
          check(`${"я".repeat(ru)} ${"α".repeat(el)} ${"x".repeat(latin)} ${"가".repeat(el)} ї`);
          check(`${"α".repeat(el)} ${"ب".repeat(ru)} ${"x".repeat(latin)} پ ${"я".repeat(ru)}`);
        }
      }
    }
    for (let en = 0; en <= 6; en++) {
      for (let es = 0; es <= 9; es++) {
        for (let other = 0; other <= 80; other += 4) {
          check([..."the ".repeat(en).split(" "), ..."el ".repeat(es).split(" "), ..."gato ".repeat(other).split(" ")].join(" "));
          check(`${"De ".repeat(es)}${"AND ".repeat(en)}${"x ".repeat(other)}`);
        }
      }
    }
  });

  it("on non-strings", () => {
    for (const value of [undefined, null, 42, {}, ["the"]]) {
      expect(detectLanguage(value as unknown as string)).toBe(referenceDetectLanguage(value as unknown as string));
    }
  });

  // The shared evaluation texts, when the shared directory is checked out beside the repository.
  const EVAL_TEXTS = fileURLToPath(new URL("../../../shared/eval/ai/texts.jsonl", import.meta.url));
  it.skipIf(!existsSync(EVAL_TEXTS))("on the shared evaluation texts (../shared/eval/ai/texts.jsonl), whole and cut", () => {
    const lines = readFileSync(EVAL_TEXTS, "utf8").split("\n").filter((line) => line.trim());
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const { id, text: whole } = JSON.parse(line) as { id: string; text: string };
      for (const t of [whole, whole.slice(0, 1000), whole.slice(-1000), whole.toUpperCase()]) {
        expect(detectLanguage(t), id).toBe(referenceDetectLanguage(t));
      }
    }
  });
});

// ---- What the in-place stopword match relies on (see LATIN_SYMBOL in src/engine/detect.ts) ----

describe("case folding of letters into stopwords", () => {
  const stopwordChars = new Set(ALL_STOPWORDS.flatMap((w) => [...w]));
  it("no letter at or above U+0250 lower-cases into a stopword character; below it, letters lower-case to one character (but İ)", () => {
    const offenders: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const letter = isLatinLetter(cp) || (cp >= 0x370 && scriptOf(cp) !== undefined);
      if (!letter) continue;
      const lower = String.fromCodePoint(cp).toLowerCase();
      const intoStopword = [...lower].some((ch) => stopwordChars.has(ch));
      if (cp >= 0x250 ? intoStopword : lower.length !== 1 && cp !== 0x130) offenders.push(`U+${cp.toString(16)} -> ${JSON.stringify(lower)}`);
    }
    expect(offenders).toEqual([]);
    // İ lower-cases to "i̇", whose combining dot is in no stopword.
    expect("İ".toLowerCase()).toBe("i\u0307");
    expect(stopwordChars.has("\u0307")).toBe(false);
  });
});
