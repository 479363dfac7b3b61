// Speed of the built-in rules engine, without HTTP:
//   node_modules/.bin/tsx bench/engine-speed.ts [--runs 51] [--warmup 50] [--json]
//
// Times rewriteText() (what rulesEngine.rewrite runs) on 300, 1,000 and 3,000 English words
// (bench/texts.ts) in both modes. Each run rewrites the next of 28 different texts of that
// length, as API traffic would: the engine's tokenizer keeps a small cache of recent sentences,
// and rewriting the same text again and again would measure that cache instead (reported apart,
// as "same text"). A timed sample repeats the rewrite until it lasts ≥ 5 ms and is divided back
// (short texts are otherwise at the mercy of timer resolution); the figures are the median and
// p90 of --runs samples after a warm-up of ≥ --warmup runs and ≥ 300 ms.
// scripts/bench.ts runs it with --json and prints the figures with the HTTP results.

import { performance } from "node:perf_hooks";
import { countWords } from "../src/domain/words.js";
import type { RewriteMode } from "../src/engine/port.js";
import { rewriteText, rulesEngine } from "../src/engine/rules/index.js";
import { textVariants } from "./texts.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const i = args.indexOf(name);
  const value = i >= 0 ? Number(args[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};
const runs = option("--runs", 51);
const warmup = option("--warmup", 50);
const json = args.includes("--json");

const SIZES = [300, 1000, 3000];
const MODES: RewriteMode[] = ["standard", "aggressive"];
const SAMPLE_MS = 5;
const WARMUP_MS = 300;

function quantile(sorted: number[], q: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i] ?? NaN;
}

/** Per-call time of rewriteText over `texts` in turn: median and p90 of `runs` samples. */
function time(texts: string[], mode: RewriteMode): { median: number; p90: number; batch: number } {
  let next = 0;
  const once = () => rewriteText({ text: texts[next++ % texts.length] ?? "", language: "en", mode });
  const warmStart = performance.now();
  let warmRuns = 0;
  while (warmRuns < warmup || performance.now() - warmStart < WARMUP_MS) {
    once();
    warmRuns++;
  }
  const batch = Math.max(1, Math.ceil(SAMPLE_MS / ((performance.now() - warmStart) / warmRuns)));
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    for (let b = 0; b < batch; b++) once();
    times.push((performance.now() - start) / batch);
  }
  times.sort((a, b) => a - b);
  return { median: quantile(times, 0.5), p90: quantile(times, 0.9), batch };
}

export interface Row {
  mode: RewriteMode;
  words: number;
  /** Different texts rewritten in turn. */
  texts: number;
  medianMs: number;
  p90Ms: number;
  msPer1000Words: number;
  /** Rewrites per timed sample. */
  batch: number;
  /** Median when the same text is rewritten every time (the tokenizer's cache stays warm). */
  sameTextMedianMs: number;
}

/** What `--json` prints (one line): scripts/bench.ts reads it. */
export interface EngineSpeedJson {
  runs: number;
  warmup: number;
  rows: Row[];
  ratio3000to300: Record<string, number>;
}

const rows: Row[] = [];
for (const mode of MODES) {
  for (const size of SIZES) {
    const texts = textVariants(size);
    for (const text of texts) {
      const words = countWords(text); // the API's own count, as a cross-check of bench/texts.ts
      if (words !== size) throw new Error(`a text of ${size} words counts as ${words} by src/domain/words.ts`);
    }
    // The engine as the API calls it must answer, and change the text, before we time rewriteText.
    const sample = texts[0] ?? "";
    if ((await rulesEngine.rewrite({ text: sample, language: "en", mode })) === sample) {
      throw new Error(`${mode}/${size}: the engine returned the text unchanged`);
    }
    const t = time(texts, mode);
    const same = time([sample], mode);
    rows.push({
      mode,
      words: size,
      texts: texts.length,
      medianMs: t.median,
      p90Ms: t.p90,
      msPer1000Words: (t.median / size) * 1000,
      batch: t.batch,
      sameTextMedianMs: same.median,
    });
  }
}

const ratio3000to300 = Object.fromEntries(
  MODES.map((mode) => {
    const at = (words: number) => rows.find((r) => r.mode === mode && r.words === words)?.medianMs ?? NaN;
    return [mode, at(3000) / at(300)];
  }),
);

if (json) {
  console.log(JSON.stringify({ runs, warmup, rows, ratio3000to300 } satisfies EngineSpeedJson));
} else {
  console.log(`rules engine, rewriteText(): median of ${runs} samples after ≥ ${warmup} warm-up runs (Node ${process.version})\n`);
  console.log("| mode | words | median ms | p90 ms | ms / 1,000 words | same text every run, median ms |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(
      `| ${r.mode} | ${r.words} | ${r.medianMs.toFixed(2)} | ${r.p90Ms.toFixed(2)} | ${r.msPer1000Words.toFixed(2)} | ${r.sameTextMedianMs.toFixed(2)} |`,
    );
  }
  console.log(`\n3,000 words / 300 words: ${MODES.map((m) => `${m} ${ratio3000to300[m]?.toFixed(2)}×`).join(", ")} (10× = linear)`);
}
