// applyRestructure on its own. What it gives on many trigger sentences is in the golden corpus
// (golden/restructure.jsonl); here, what must hold whatever the corpus says.
//
// The pre-checks of three aggressive rewrites (allow/enable + someone + to, "The X of", "was
// written by") look for their words with any white space between them: the rewrites must still
// happen whatever white space the sentence has there.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { profileFor } from "../../src/engine/rules/languages.js";
import type { RewriteContext } from "../../src/engine/rules/transforms/context.js";
import { applyRestructure } from "../../src/engine/rules/transforms/restructure.js";

function contextFor(mode: "standard" | "aggressive"): RewriteContext {
  return { mode, profile: profileFor("en")!, apostrophe: "'" };
}

// Sentences each aggressive rewrite changes, with "␣" where any white space may stand (the
// first checks still want a plain space in "The " at the start and in " by ").
const REWRITTEN = [
  "It␣allows␣users␣to␣share files.",
  "The app␣enables␣developers␣to␣build apps.",
  "The integration␣of␣voice␣assistants has made homes smarter than ever.",
  "The novel␣was␣written by a young teacher.",
  "The bridge␣was␣later␣built by two engineers.",
];
const WHITE_SPACE = [" ", "  ", "\t", "\u00a0", "\n", "\u3000", " \t"];

describe("applyRestructure sharper pre-checks", () => {
  it("let the rewrites through with any white space between their words", () => {
    const context = contextFor("aggressive");
    fc.assert(
      fc.property(
        fc.constantFrom(...REWRITTEN),
        fc.array(fc.constantFrom(...WHITE_SPACE), { minLength: 5, maxLength: 5 }),
        fc.boolean(),
        (template, gaps, upper) => {
          let k = 0;
          const cased = upper ? template.toUpperCase() : template;
          const text = cased.replace(/␣/g, () => gaps[k++]!);
          expect(applyRestructure(text, context), JSON.stringify(text)).not.toBe(text);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("applyRestructure", () => {
  it("reads a word named like an Object.prototype property as a word", () => {
    expect(applyRestructure("The house was constructor by the team.", contextFor("aggressive"))).toBe("The house was constructor by the team.");
  });
});
