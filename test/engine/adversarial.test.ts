// Adversarial inputs finish (no catastrophic backtracking) and lose nothing.
//
// Speed is measured by `npm run bench:engine`, which prints the real per-input timings
// ("adversarial inputs" section). The bounds here are only guards against catastrophic
// (super-linear) behaviour, loose enough that a busy 2-core CI machine cannot trip them.

import { describe, expect, it } from "vitest";
import { parseBlocks } from "../../src/engine/rules/blocks.js";
import { findProtectedSpans, rewriteText } from "../../src/engine/rules/index.js";
import { detectLanguage } from "../../src/engine/detect.js";
import { ADVERSARIAL_CASES, LINEAR_UNITS } from "../fixtures/engine/adversarial.js";

/** Per input: real timings are a few milliseconds; backtracking blow-ups take seconds or hours. */
const GUARD_MS = 1_000;

/** Best time of three runs, after a warm-up run. */
function timed(text: string): { ms: number; output: string } {
  let output = rewriteText({ text, language: "en", mode: "aggressive" });
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    output = rewriteText({ text, language: "en", mode: "aggressive" });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { ms: times[0] ?? 0, output }; // the best of three: robust to a busy machine
}

function expectNothingLost(input: string, output: string): void {
  expect(parseBlocks(output).length).toBe(parseBlocks(input).length);
  for (const line of parseBlocks(input)) {
    if (line.kind === "verbatim") {
      expect(output.includes(line.text)).toBe(true);
      continue;
    }
    for (const span of findProtectedSpans(line.content)) {
      expect(output.includes(line.content.slice(span.start, span.end))).toBe(true);
    }
  }
}

const cases = ADVERSARIAL_CASES;

describe("adversarial inputs", () => {
  it.each(cases)("%s finishes and loses nothing", (_name, text) => {
    const { ms, output } = timed(text);
    expect(ms).toBeLessThan(GUARD_MS);
    expectNothingLost(text, output);
  });

  it.each(cases)("detectLanguage handles %s", (_name, text) => {
    const start = performance.now();
    const language = detectLanguage(text);
    expect(performance.now() - start).toBeLessThan(GUARD_MS);
    expect(typeof language).toBe("string");
  });

  it("handles non-string garbage defensively", () => {
    expect(rewriteText({ text: "", language: "en", mode: "standard" })).toBe("");
    expect(rewriteText({ text: "   \n\n  ", language: "en", mode: "standard" })).toBe("   \n\n  ");
  });
});

describe("linear time", () => {
  const run = (text: string): number => timed(text).ms;

  it.each(LINEAR_UNITS)("%s grows linearly", (_name, unit) => {
    const small = run(unit.repeat(2000));
    const large = run(unit.repeat(8000));
    // Linear: 4x the input takes ~4x the time; quadratic would take 16x. The guard allows
    // 12x (or 250 ms) so scheduler noise on a loaded machine cannot trip it.
    expect(large).toBeLessThan(Math.max(small * 12, 250));
  });
});
