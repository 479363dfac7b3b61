// `npx tsx scripts/fixture-outputs.ts OUT.json [BEFORE.json]`: rewrites every committed fixture text under
// test/fixtures/engine (README files aside) in both modes and writes the outputs to OUT.json; with BEFORE.json (an earlier
// run, for example on another commit), prints each sentence that changed between the two runs. A change to a rule can then be
// read on every text at once, not only on the set it was made for (session 25 found a heading regression this way).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { rewriteText } from "../src/engine/rules/index.js";

const root = resolve(import.meta.dirname, "../test/fixtures/engine");
const [out, before] = process.argv.slice(2);
if (!out) {
  console.error("usage: npx tsx scripts/fixture-outputs.ts OUT.json [BEFORE.json]");
  process.exit(2);
}
const outputs: Record<string, string> = {};
const walk = (dir: string): void => {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith(".md") && name !== "README.md") {
      const text = readFileSync(path, "utf8");
      const language = /languages[^/]*\/([a-z]{2})\//.exec(path)?.[1] ?? "en";
      for (const mode of ["standard", "aggressive"] as const) outputs[`${relative(root, path)} ${mode}`] = rewriteText({ text, mode, language });
    }
  }
};
walk(root);
writeFileSync(out, JSON.stringify(outputs));
console.log(`${Object.keys(outputs).length} outputs written to ${out}`);
if (before) {
  const old = JSON.parse(readFileSync(before, "utf8")) as Record<string, string>;
  let changed = 0;
  for (const [key, text] of Object.entries(outputs)) {
    const was = old[key];
    if (was === undefined || was === text) continue;
    changed++;
    const a = was.split(/(?<=[.!?:])\s+|\n/u);
    const b = text.split(/(?<=[.!?:])\s+|\n/u);
    for (let i = 0; i < Math.max(a.length, b.length); i++)
      if (a[i] !== b[i]) {
        console.log(`${key}\n  - ${a[i] ?? ""}\n  + ${b[i] ?? ""}`);
        break;
      }
  }
  console.log(`${changed} of ${Object.keys(outputs).length} outputs changed`);
}
