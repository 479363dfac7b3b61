// applyContractions on its own. What it gives on many trigger sentences (every subject and
// auxiliary pair, in any case, with every kind of gap) is in the golden corpus
// (golden/contractions.jsonl); here, what must hold whatever the corpus says.

import { describe, expect, it } from "vitest";
import { profileFor } from "../../src/engine/rules/languages.js";
import { applyContractions } from "../../src/engine/rules/transforms/contractions.js";
import type { RewriteContext } from "../../src/engine/rules/transforms/context.js";

function contextFor(mode: "standard" | "aggressive", apostrophe: "'" | "’"): RewriteContext {
  return { mode, profile: profileFor("en")!, apostrophe };
}

describe("applyContractions", () => {
  it("contracts 'it is' before 'not only', never 'is not' there", () => {
    expect(applyContractions("It is not only fast.", contextFor("standard", "'"))).toBe("It's not only fast.");
  });

  it("reads a word named like an Object.prototype property as a word", () => {
    expect(applyContractions("It is said that it constructor works.", contextFor("standard", "'"))).toBe("It's said that it constructor works.");
  });
});
