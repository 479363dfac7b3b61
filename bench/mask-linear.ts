// Protected-span search on long runs of digit groups, spaces and separators: the time for 8,000 repeats of a unit
// against 2,000 (the fastest of 15 runs each, the two sizes in turn). A linear search gives about 4x; a pattern that
// backtracks quadratically gives about 16x. This was a timed assertion in test/engine/mask.languages.test.ts, which
// failed on a loaded machine; the house rule is that speed is printed by a benchmark, not asserted by a test.
//
//   node_modules/.bin/tsx bench/mask-linear.ts

import { findProtectedSpans } from "../src/engine/rules/index.js";

const NNBSP = "\u202f";
const UNITS = ["1 234 ", "1.2.", "+3 4 ", "(12) 3 ", "0 12 ", "12345 Ab ", "3. ", `1${NNBSP}234${NNBSP}`, "am 3. Mal "];

console.log("| unit | 2,000 repeats, ms | 8,000 repeats, ms | ratio (linear ≈ 4, quadratic ≈ 16) |");
console.log("|---|---:|---:|---:|");
for (const unit of UNITS) {
  const small = unit.repeat(2000);
  const large = unit.repeat(8000);
  findProtectedSpans(small);
  findProtectedSpans(large);
  const best = { small: Infinity, large: Infinity };
  for (let run = 0; run < 15; run++) {
    for (const [size, text] of [
      ["small", small],
      ["large", large],
    ] as const) {
      const start = performance.now();
      findProtectedSpans(text);
      best[size] = Math.min(best[size], performance.now() - start);
    }
  }
  console.log(`| ${JSON.stringify(unit)} | ${best.small.toFixed(2)} | ${best.large.toFixed(2)} | ${(best.large / Math.max(best.small, 0.01)).toFixed(1)} |`);
}
