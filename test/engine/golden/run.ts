// Running the golden corpus: each record's output by the current engine, the corpus files, and a
// readable diff. Shared by test/engine/golden-corpus.test.ts and scripts/golden-update.ts.

import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { detectLanguage } from "../../../src/engine/detect.js";
import { profileFor } from "../../../src/engine/rules/languages.js";
import { findProtectedSpans, maskText, rewriteText } from "../../../src/engine/rules/index.js";
import type { Sentence } from "../../../src/engine/rules/sentences.js";
import type { RewriteContext } from "../../../src/engine/rules/transforms/context.js";
import { applyContractions } from "../../../src/engine/rules/transforms/contractions.js";
import { varyOpener } from "../../../src/engine/rules/transforms/openers.js";
import { applyPunctuation } from "../../../src/engine/rules/transforms/punctuation.js";
import { applyRestructure } from "../../../src/engine/rules/transforms/restructure.js";
import { applyRhythm, sentenceWordCount, type LengthStats } from "../../../src/engine/rules/transforms/rhythm/index.js";
import { OPENER_SPANS, STOPWORD_CHARS, TRANSFORMS, type DetectSweep, type GoldenCase, type RhythmInput, type Transform } from "./cases.js";

export interface GoldenRecord extends GoldenCase {
  output: unknown;
}

// ---- Outputs

function contextFor(c: GoldenCase): RewriteContext {
  const profile = profileFor(c.language ?? "en");
  if (!profile) throw new Error(`${c.id}: no profile for ${c.language}`);
  return { mode: c.mode ?? "standard", profile, apostrophe: c.apostrophe ?? "'" };
}

function text(c: GoldenCase): string {
  if (typeof c.input !== "string") throw new Error(`${c.id}: the input must be a string`);
  return c.input;
}

/** What the current engine gives for a case. */
export function runCase(c: GoldenCase): unknown {
  switch (c.transform) {
    case "rewrite":
      return rewriteText({ text: text(c), language: c.language ?? "en", mode: c.mode ?? "standard" });
    case "openers": {
      // The openers' move asks context.isLowerWord about the words it would lower-case; the stub
      // answers by the word's length, and the questions asked are part of the output.
      const asked: string[] = [];
      const context = { ...contextFor(c), spans: OPENER_SPANS, isLowerWord: (word: string) => (asked.push(word), word.length % 2 === 0) };
      return { sentence: varyOpener(text(c), context), asked };
    }
    case "rhythm":
      return runRhythm(c);
    case "word-count":
      return sentenceWordCount(text(c));
    case "restructure":
      return applyRestructure(text(c), contextFor(c));
    case "contractions":
      return applyContractions(text(c), contextFor(c));
    case "punctuation":
      return applyPunctuation(text(c), contextFor(c));
    case "spans":
      return {
        spans: findProtectedSpans(text(c)).map((s) => `${s.start}-${s.end} ${s.kind}`),
        mask: maskText(text(c)),
      };
    case "detect":
      return typeof c.input === "string" ? detectLanguage(c.input) : runDetectSweep(c.input as DetectSweep);
  }
}

/** applyRhythm on the line, with the length statistics of the line and the rest of the text; both come out. */
function runRhythm(c: GoldenCase): unknown {
  const { sentences: drawn, rest } = c.input as RhythmInput;
  const sentences: Sentence[] = drawn.map(({ text: t, gap, split, known }) => ({ text: t, gap, split, ...(known ? { words: sentenceWordCount(t) } : {}) }));
  const original = sentences.map((s) => sentenceWordCount(s.text));
  const lengths: LengthStats = { n: 0, sum: 0, sumSq: 0 };
  for (const length of [...original, ...rest]) {
    lengths.n++;
    lengths.sum += length;
    lengths.sumSq += length * length;
  }
  const context: RewriteContext = { ...contextFor(c), lengths };
  return { sentences: applyRhythm(sentences, context, original), lengths };
}

/** Whether `output` differs from the case's input (for transforms whose output is a rewrite of it). */
export function changesInput(c: GoldenCase, output: unknown): boolean {
  switch (c.transform) {
    case "openers":
      return (output as { sentence: string }).sentence !== c.input;
    case "rhythm": {
      const texts = (sentences: readonly { text: string }[]) => sentences.map((s) => s.text).join("\u0000");
      return texts((output as { sentences: Sentence[] }).sentences) !== texts((c.input as RhythmInput).sentences);
    }
    case "punctuation":
      return (output as string[]).join(" ") !== c.input;
    case "rewrite":
    case "restructure":
    case "contractions":
      return output !== c.input;
    default:
      return false;
  }
}

const hex = (cp: number) => cp.toString(16).toUpperCase().padStart(4, "0");

/** Runs of consecutive code points (in the order given) with one answer: ["0000-0040 und", …]. */
function runs(codePoints: readonly number[], answer: (cp: number) => string): string[] {
  const out: string[] = [];
  let start = -1;
  let last = -1;
  let current = "";
  for (const cp of codePoints) {
    const a = answer(cp);
    if (start >= 0 && a === current) {
      last = cp;
      continue;
    }
    if (start >= 0) out.push(`${hex(start)}-${hex(last)} ${current}`);
    start = last = cp;
    current = a;
  }
  if (start >= 0) out.push(`${hex(start)}-${hex(last)} ${current}`);
  return out;
}

function runDetectSweep(input: DetectSweep): unknown {
  const detect = (t: string) => detectLanguage(t);
  switch (input.sweep) {
    case "code-points": {
      // Every BMP code point; astral ones sampled (every 7th up to U+31FFF, then every 61st), with the edges of the astral Han range.
      const codePoints = new Set([0x1ffff, 0x20000, 0x3134f, 0x31350, 0x10ffff]);
      for (let cp = 0; cp <= 0x10ffff; cp += cp < 0x10000 ? 1 : cp < 0x32000 ? 7 : 61) codePoints.add(cp);
      const sorted = [...codePoints].sort((a, b) => a - b);
      return runs(sorted, (cp) => {
        const ch = String.fromCodePoint(cp);
        if (input.template === "alone") return detect(ch);
        // If `ch` folded to a stopword letter, some of these words would become stopwords.
        const words = `${ch} ${ch}e ${ch}a ${ch}l ${ch}n ${ch}s l${ch} d${ch} qu${ch} d${ch}s`;
        return detect(`${words} ${words} ${words}`);
      });
    }
    case "replaced-letter": {
      // The stopword with its letter replaced by each of the first 2,048 code points and Latin-like letters: four times alone,
      // and after four Dutch "de" (where an English vote shows).
      const codePoints: number[] = [];
      for (let cp = 0; cp < 0x800; cp++) codePoints.push(cp);
      for (const [lo, hi] of [[0x1e00, 0x1fff], [0x2100, 0x214f], [0x2c60, 0x2c7f], [0xa720, 0xa7ff], [0xff00, 0xffef]] as const) {
        for (let cp = lo; cp <= hi; cp++) codePoints.push(cp);
      }
      const variant = (cp: number) => input.word.replace(input.letter, () => String.fromCodePoint(cp));
      return {
        alone: runs(codePoints, (cp) => detect(Array(4).fill(variant(cp)).join(" "))),
        afterDutch: runs(codePoints, (cp) => detect(`de de de de ${Array(4).fill(variant(cp)).join(" ")}`)),
      };
    }
    case "stopword-variants": {
      // Every prefix and one-letter extension (by a stopword letter) of the word, in lower and upper case; listed only where
      // the answer is not the usual one ("en" alone, "nl" after four Dutch "de").
      const word = input.word;
      const variants = [...word].map((_, k) => word.slice(0, k + 1));
      for (const x of STOPWORD_CHARS) variants.push(word + x, x + word);
      const alone: string[] = [];
      const afterDutch: string[] = [];
      for (const v of variants) {
        for (const w of [v, v.toUpperCase()]) {
          const a = detect(`${w} ${w} ${w} ${w}`);
          if (a !== "en") alone.push(`${w} ${a}`);
          const b = detect(`de de de de ${w} ${w} ${w} ${w}`);
          if (b !== "nl") afterDutch.push(`${w} ${b}`);
        }
      }
      return { alone, afterDutch };
    }
    case "grid":
      return grid(input.grid, detect);
  }
}

/** Rows of answers around the detector's thresholds: script against script, kana share, script against Latin, stopword votes. */
function grid(name: "han-kana-latin" | "scripts" | "votes", detect: (t: string) => string): string[] {
  const rows: string[] = [];
  if (name === "han-kana-latin") {
    for (let han = 0; han <= 22; han++) {
      for (let kana = 0; kana <= 3; kana++) {
        const a: string[] = [];
        const b: string[] = [];
        for (let latin = 0; latin <= 26; latin += 2) {
          a.push(detect(`${"中".repeat(han)} ${"か".repeat(kana)} ${"a".repeat(latin)}`));
          b.push(detect(`${"か".repeat(kana)}${"a".repeat(latin)}${"中".repeat(han)}`));
        }
        rows.push(`han=${han} kana=${kana} latin=0,2..26: ${a.join(" ")} | glued: ${b.join(" ")}`);
      }
    }
  } else if (name === "scripts") {
    for (let ru = 0; ru <= 5; ru++) {
      for (let el = 0; el <= 5; el++) {
        const a: string[] = [];
        const b: string[] = [];
        for (let latin = 0; latin <= 6; latin++) {
          a.push(detect(`${"я".repeat(ru)} ${"α".repeat(el)} ${"x".repeat(latin)} ${"가".repeat(el)} ї`));
          b.push(detect(`${"α".repeat(el)} ${"ب".repeat(ru)} ${"x".repeat(latin)} پ ${"я".repeat(ru)}`));
        }
        rows.push(`ru/ar=${ru} el/ko=${el} latin=0..6: ${a.join(" ")} | ${b.join(" ")}`);
      }
    }
  } else {
    for (let en = 0; en <= 6; en++) {
      for (let es = 0; es <= 9; es++) {
        const a: string[] = [];
        const b: string[] = [];
        for (let other = 0; other <= 80; other += 4) {
          a.push(detect([..."the ".repeat(en).split(" "), ..."el ".repeat(es).split(" "), ..."gato ".repeat(other).split(" ")].join(" ")));
          b.push(detect(`${"De ".repeat(es)}${"AND ".repeat(en)}${"x ".repeat(other)}`));
        }
        rows.push(`en=${en} es/nl=${es} other=0,4..80: ${a.join(" ")} | ${b.join(" ")}`);
      }
    }
  }
  return rows;
}

// ---- Files

export const GOLDEN_DIR = fileURLToPath(new URL(".", import.meta.url));
export const fileOf = (transform: Transform) => `${GOLDEN_DIR}${transform}.jsonl`;

/** JSON with sorted keys, and every invisible or ambiguous character (controls, private use, surrogates, odd spaces, marks) escaped. */
export function stringify(value: unknown): string {
  return JSON.stringify(sortKeys(value)).replace(/[\p{C}\p{Z}\p{M}]/gu, (ch) => {
    if (ch === " ") return ch;
    let out = "";
    for (let i = 0; i < ch.length; i++) out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, "0")}`;
    return out;
  });
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]));
  }
  return value;
}

/** A record as one line: id, transform, mode, language, apostrophe, input, output (in that order). */
export function recordLine(r: GoldenRecord): string {
  const fields: [string, unknown][] = [["id", r.id], ["transform", r.transform], ["mode", r.mode], ["language", r.language], ["apostrophe", r.apostrophe], ["input", r.input], ["output", r.output]];
  return `{${fields.filter(([, v]) => v !== undefined).map(([k, v]) => `"${k}":${stringify(v)}`).join(",")}}`;
}

export function readCorpus(transform: Transform): GoldenRecord[] {
  let content: string;
  try {
    content = readFileSync(fileOf(transform), "utf8");
  } catch {
    return [];
  }
  return content
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as GoldenRecord);
}

export function readAllCorpus(): Map<Transform, GoldenRecord[]> {
  return new Map(TRANSFORMS.map((t) => [t, readCorpus(t)]));
}

export function writeCorpus(transform: Transform, records: readonly GoldenRecord[]): void {
  writeFileSync(fileOf(transform), records.map((r) => recordLine(r) + "\n").join(""));
}

// ---- Diffs

const clip = (s: string, max = 400) => (s.length > max ? `${s.slice(0, max)}… (${s.length} chars)` : s);

/** The lines of an output, for a line diff: a string's lines, an array's items, an object's keys' lines. */
function outputLines(value: unknown): string[] {
  if (typeof value === "string") return value.split("\n").map((line) => stringify(line));
  if (Array.isArray(value)) return value.map((item) => stringify(item));
  if (value !== null && typeof value === "object") {
    return Object.keys(value)
      .sort()
      .flatMap((k) => outputLines((value as Record<string, unknown>)[k]).map((line) => `${k}: ${line}`));
  }
  return [stringify(value)];
}

/** A compact diff of two outputs: the lines that differ, "-" expected, "+" actual (at most `max` of each). */
export function outputDiff(expected: unknown, actual: unknown, max = 12): string[] {
  const a = outputLines(expected);
  const b = outputLines(actual);
  const inB = new Set(b);
  const inA = new Set(a);
  const removed = a.filter((line) => !inB.has(line));
  const added = b.filter((line) => !inA.has(line));
  if (removed.length === 0 && added.length === 0) return ["  (same lines in another order)"];
  const shown = (lines: string[], sign: string) => [
    ...lines.slice(0, max).map((line) => `  ${sign} ${clip(line)}`),
    ...(lines.length > max ? [`  ${sign} … ${lines.length - max} more`] : []),
  ];
  return [...shown(removed, "-"), ...shown(added, "+")];
}

/** A readable description of one changed record. */
export function describeChange(id: string, c: GoldenCase, expected: unknown, actual: unknown): string {
  const settings = [c.mode, c.language, c.apostrophe === "’" ? "curly apostrophe" : undefined].filter(Boolean).join(", ");
  return [`● ${id}${settings ? ` (${settings})` : ""}`, `  input: ${clip(stringify(c.input))}`, ...outputDiff(expected, actual)].join("\n");
}

/** Whether two outputs are the same, as the corpus stores them. */
export const sameOutput = (a: unknown, b: unknown): boolean => stringify(a) === stringify(b);
