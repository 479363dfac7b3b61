// The built-in engine in one isolate that serves every language, as a Worker does:
//   node_modules/.bin/tsx bench/engine-isolate.ts [--runs 21] [--order en,fr,de,pt,it,es]
//
// V8 compiles each regexp into machine code the first time it runs, and once an isolate holds more
// than 16 MB of executable code (and has generated over 1 MB of regexp code) it compiles every new
// regexp without its optimisations (V8's TooMuchRegExpCode, src/regexp/regexp.cc). The rules engine's
// patterns are many and long, so the languages that come last in an isolate can run on slower
// regexps than the same language alone. This prints, per language in --order:
//   - the isolate's code space (MB) after that language's first text;
//   - the median ms for 3,000 unseen words (new sentence order and spacing every run) when the
//     languages take turns in one process, and when the language runs alone in a fresh process.
// Time it on an idle machine: it is a benchmark, not a test.

import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getHeapSpaceStatistics } from "node:v8";
import type { RewriteMode } from "../src/engine/port.js";
import { rewriteText } from "../src/engine/rules/index.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SETS: Record<string, string> = {
  en: "test/fixtures/engine/heldout-22",
  fr: "test/fixtures/engine/languages-20/fr",
  de: "test/fixtures/engine/languages-21/de",
  pt: "test/fixtures/engine/languages-20/pt",
  it: "test/fixtures/engine/languages-20/it",
  es: "test/fixtures/engine/languages-20/es",
};
const MODES: RewriteMode[] = ["standard", "aggressive"];

const args = process.argv.slice(2);
const value = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = Number(value("--runs") ?? 21);
const order = (value("--order") ?? Object.keys(SETS).join(",")).split(",");
const alone = value("--alone"); // internal: time one language in this (fresh) process
for (const code of alone ? [alone] : order) if (!(code in SETS)) throw new Error(`no text set for "${code}"`);

const sentences = new Map<string, string[]>();
for (const code of alone ? [alone] : order) {
  const dir = path.join(ROOT, SETS[code] as string);
  const texts = readdirSync(dir)
    .filter((f) => /^\d\d-.*\.md$/u.test(f))
    .map((f) => readFileSync(path.join(dir, f), "utf8"));
  sentences.set(
    code,
    texts.flatMap((t) => t.split(/(?<=[.!?])\s+/u)).filter((s) => s.trim() !== ""),
  );
}

/** About 3,000 words in an order and spacing of their own (the engine caches repeated sentences). */
function unseen(code: string, run: number): string {
  const all = sentences.get(code) ?? [];
  const seed = run * 7919 + Math.floor(Math.random() * 1e6);
  let text = "";
  let words = 0;
  for (let k = 0; words < 3000; k++) {
    const s = all[(seed * 37 + k * 13) % all.length] as string;
    text += s.replace(/ /u, " ".repeat(2 + ((seed + k) % 11))) + (k % 6 === 5 ? "\n\n" : " ");
    words += s.split(/\s+/u).filter(Boolean).length;
  }
  return `${text} r${seed}`;
}

const codeMb = (): number =>
  getHeapSpaceStatistics()
    .filter((s) => s.space_name.startsWith("code"))
    .reduce((sum, s) => sum + s.space_size, 0) / 1048576;
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** Median ms per mode over `runs` turns of `codes` (each turn rewrites one text per language and mode). */
function timeInTurn(codes: string[]): Map<string, number> {
  const times = new Map<string, number[]>();
  for (let run = 0; run < runs; run++) {
    for (const code of codes) {
      for (const mode of MODES) {
        const text = unseen(code, run);
        const start = performance.now();
        rewriteText({ text, language: code, mode });
        const key = `${code} ${mode}`;
        const list = times.get(key) ?? [];
        list.push(performance.now() - start);
        times.set(key, list);
      }
    }
  }
  return new Map([...times].map(([key, xs]) => [key, median(xs)]));
}

if (alone) {
  for (let w = 0; w < 5; w++) for (const mode of MODES) rewriteText({ text: unseen(alone, 1000 + w), language: alone, mode });
  console.log(JSON.stringify(Object.fromEntries(timeInTurn([alone]))));
} else {
  const code = new Map<string, number>();
  for (const c of order) {
    for (let w = 0; w < 5; w++) for (const mode of MODES) rewriteText({ text: unseen(c, 1000 + w), language: c, mode });
    code.set(c, codeMb());
  }
  const together = timeInTurn(order);
  const tsx = path.join(ROOT, "node_modules/.bin/tsx");
  const self = fileURLToPath(import.meta.url);
  console.log(`3,000 unseen words, median of ${runs} runs (Node ${process.version}); languages warmed in the order ${order.join(", ")}\n`);
  console.log("| language | code space after its first texts | in turn with the others, std / aggr ms | alone in a fresh process, std / aggr ms |");
  console.log("|---|---:|---:|---:|");
  for (const c of order) {
    const solo = new Map(
      Object.entries(JSON.parse(execFileSync(tsx, [self, "--alone", c, "--runs", String(runs)], { encoding: "utf8" })) as Record<string, number>),
    );
    const pair = (medians: Map<string, number>) => MODES.map((mode) => (medians.get(`${c} ${mode}`) ?? NaN).toFixed(2)).join(" / ");
    console.log(`| ${c} | ${(code.get(c) ?? NaN).toFixed(1)} MB | ${pair(together)} | ${pair(solo)} |`);
  }
}
