// What detect.ts's letter-by-letter case folding relies on (see LATIN_SYMBOL there): a fact of
// Unicode's case folding about the letters the detector reads and the letters of its model,
// checked over every code point. Not a comparison with earlier code: the tables below are the
// detector's letters, restated, and the model's letters, read from the model. (What detectLanguage answers is in the
// golden corpus, golden/detect.jsonl, and in detect.test.ts.)

import { describe, expect, it } from "vitest";
import { DETECT_LANGUAGES, DETECT_TRIGRAMS, DETECT_WORDS } from "../../src/engine/detect-model.js";

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
// The letters of the model (detect-model.ts): the characters of its function words and trigrams.
const MODEL_CHARS = new Set(
  [DETECT_WORDS, DETECT_TRIGRAMS].flatMap((model) =>
    model
      .split(" ")
      .filter((e) => e.length > DETECT_LANGUAGES.length)
      .flatMap((e) => [...e.slice(0, -DETECT_LANGUAGES.length)].filter((ch) => ch !== "_")),
  ),
);

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

describe("case folding of letters into the model's letters", () => {
  const stopwordChars = MODEL_CHARS;
  it("no letter at or above U+0250 lower-cases into a letter of the model (but ẞ); below it, letters lower-case to one character (but İ)", () => {
    const offenders: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const letter = isLatinLetter(cp) || (cp >= 0x370 && scriptOf(cp) !== undefined);
      if (!letter) continue;
      const lower = String.fromCodePoint(cp).toLowerCase();
      const intoStopword = [...lower].some((ch) => stopwordChars.has(ch));
      // ẞ lower-cases to ß: the detector reads it as a letter the model does not know (a capital ẞ is rare).
      if (cp >= 0x250 ? intoStopword && cp !== 0x1e9e : lower.length !== 1 && cp !== 0x130) offenders.push(`U+${cp.toString(16)} -> ${JSON.stringify(lower)}`);
    }
    expect(offenders).toEqual([]);
    // İ lower-cases to "i̇", whose combining dot is in no stopword.
    expect("İ".toLowerCase()).toBe("i\u0307");
    expect(stopwordChars.has("\u0307")).toBe(false);
  });
});
