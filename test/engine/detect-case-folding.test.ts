// What detect.ts's in-place stopword match relies on (see LATIN_SYMBOL there): a fact of
// Unicode's case folding about the letters the detector reads and the characters of its
// stopwords, checked over every code point. Not a comparison with earlier code: the tables below
// are the detector's letters and stopwords, restated. (What detectLanguage answers is in the
// golden corpus, golden/detect.jsonl, and in detect.test.ts.)

import { describe, expect, it } from "vitest";

// ---- The detector's letters (Latin ones, and the scripts it tells apart) and stopwords.

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
const STOPWORDS: Readonly<Record<string, ReadonlySet<string>>> = {
  en: set("the and of to is that it for was with as are this be have not they you from by which his but at or been"),
  es: set("el la los las del que y en es por para con una un se su sus al lo como más pero fue son está este esta también muy"),
  fr: set("le les des est et que une un dans pour pas qui sur au aux du avec ce cette sont mais ou être nous vous ils elle"),
  de: set("der das und ist nicht ein eine zu den von mit sich des auf für dem im sind auch wird wie oder aber bei nach"),
  pt: set("o os da do das dos que não uma um em para com se por mais como mas foi são está também ao pelo pela"),
  it: set("il di che è non della delle degli una per con sono gli alla anche più nel dei lo come ma sono questo questa"),
  nl: set("de het een en van is dat niet op te zijn voor met ook maar dit die er bij wordt naar deze"),
};
const ALL_STOPWORDS = Object.values(STOPWORDS).flatMap((words) => [...words]);

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
