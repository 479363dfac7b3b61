// Rewrites the engine's golden corpus (test/engine/golden/*.jsonl) with what the current engine
// answers, and prints what changed, for review: counts per transform, then each changed record
// (id, input, the output lines removed "-" and added "+").
//
//   npm run golden:update                       recompute the outputs of the committed inputs
//   npm run golden:update -- --check            the same, but write nothing (exit 1 if anything changed)
//   npm run golden:update -- --rebuild          draw the inputs again from test/engine/golden/cases.ts
//   npm run golden:update -- --only=openers     one transform (or several, comma-separated)
//   npm run golden:update -- --max=50           show at most 50 changed records per transform (default 20; 0 for all)
//
// See test/engine/golden/README.md.

import { buildCases, TRANSFORMS, type GoldenCase, type Transform } from "../test/engine/golden/cases.ts";
import { changesInput, describeChange, readCorpus, runCase, sameOutput, writeCorpus, type GoldenRecord } from "../test/engine/golden/run.ts";

const args = process.argv.slice(2);
const check = args.includes("--check");
const rebuild = args.includes("--rebuild");
const only = args
  .find((a) => a.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const maxArg = args.find((a) => a.startsWith("--max="));
const maxShown = maxArg ? Number(maxArg.slice("--max=".length)) || Infinity : 20;
const unknown = args.filter((a) => !["--check", "--rebuild"].includes(a) && !a.startsWith("--only=") && !a.startsWith("--max="));
if (unknown.length > 0 || only?.some((t) => !(TRANSFORMS as readonly string[]).includes(t))) {
  console.error(`usage: golden-update [--check] [--rebuild] [--only=${TRANSFORMS.join(",")}] [--max=N]`);
  process.exit(2);
}

const built = rebuild ? buildCases((c) => changesInput(c, runCase(c))) : null;
let totalChanged = 0;
let totalAdded = 0;
let totalRemoved = 0;
const summary: string[] = [];

for (const transform of TRANSFORMS as readonly Transform[]) {
  if (only && !only.includes(transform)) continue;
  const committed = readCorpus(transform);
  const byId = new Map(committed.map((r) => [r.id, r]));
  const cases: GoldenCase[] = built?.get(transform) ?? committed.map(({ output: _, ...c }) => c);
  const records: GoldenRecord[] = [];
  const changed: string[] = [];
  const added: string[] = [];
  for (const c of cases) {
    const output = runCase(c);
    records.push({ ...c, output });
    const before = byId.get(c.id);
    if (!before) added.push(c.id);
    else if (!sameOutput(before.output, output) || !sameOutput(before.input, c.input)) {
      changed.push(describeChange(c.id, c, before.output, output));
    }
  }
  const ids = new Set(cases.map((c) => c.id));
  const removed = committed.filter((r) => !ids.has(r.id)).map((r) => r.id);
  const rewritten = records.filter((r) => changesInput(r, r.output)).length;
  summary.push(
    `${transform.padEnd(13)} ${String(records.length).padStart(5)} records (${String(rewritten).padStart(4)} rewritten by the engine)  ` +
      `${String(changed.length).padStart(4)} changed  ${String(added.length).padStart(4)} added  ${String(removed.length).padStart(4)} removed`,
  );
  totalChanged += changed.length;
  totalAdded += added.length;
  totalRemoved += removed.length;
  if (changed.length > 0) {
    console.log(`\n=== ${transform}: ${changed.length} changed\n`);
    for (const text of changed.slice(0, maxShown)) console.log(text);
    if (changed.length > maxShown) console.log(`… and ${changed.length - maxShown} more (--max=0 shows all)`);
  }
  if (added.length > 0) console.log(`\n=== ${transform}: ${added.length} added: ${added.slice(0, 10).join(", ")}${added.length > 10 ? ", …" : ""}`);
  if (removed.length > 0) console.log(`\n=== ${transform}: ${removed.length} removed: ${removed.slice(0, 10).join(", ")}${removed.length > 10 ? ", …" : ""}`);
  if (!check) writeCorpus(transform, records);
}

console.log(`\n${summary.join("\n")}`);
console.log(`\n${totalChanged} changed, ${totalAdded} added, ${totalRemoved} removed${check ? " (--check: nothing written)" : ""}.`);
if (check && totalChanged + totalAdded + totalRemoved > 0) process.exit(1);
