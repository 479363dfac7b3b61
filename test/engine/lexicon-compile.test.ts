// The lexicon's line format (src/engine/rules/lexicon/compile.ts) and one edit rule of the
// lexicon transform, on small lexicons written here.

import { describe, expect, it } from "vitest";
import { compileLexicon } from "../../src/engine/rules/lexicon/compile.js";
import { profileFor, SUPPORTED_LANGUAGES } from "../../src/engine/rules/languages.js";
import type { RewriteContext } from "../../src/engine/rules/transforms/context.js";
import { applyLexicon } from "../../src/engine/rules/transforms/lexicon.js";

describe("lexicon format", () => {
  it("refuses a group of alternatives glued to a word, which would never match", () => {
    expect(() => compileLexicon("*vale (anche |inoltre |)la pena => conviene")).toThrow(/whole item/);
    expect(() => compileLexicon("*cabe (también|además)destacar => -")).toThrow(/whole item/);
  });

  it("accepts a group that stands alone, with an empty option", () => {
    const lexicon = compileLexicon("*vale (anche|inoltre|) la pena => conviene");
    expect(lexicon.entries.map((e) => e.source.join(" "))).toEqual(["vale anche la pena", "vale inoltre la pena", "vale la pena"]);
  });

  it("reads a condition that names a bracket as a condition, not as the start of a group", () => {
    const lexicon = compileLexicon("{?(} según mi última actualización [?)] => a");
    expect(lexicon.entries).toHaveLength(1);
    expect(lexicon.entries[0]?.source.join(" ")).toBe("según mi última actualización");
    expect([...(lexicon.entries[0]?.onlyPrecededBy ?? [])]).toEqual(["("]);
    expect([...(lexicon.entries[0]?.onlyFollowedBy ?? [])]).toEqual([")"]);
  });
});

describe("deleting a match that starts with a comma", () => {
  const profile = profileFor("it");
  if (!profile) throw new Error("no Italian profile");
  const context: RewriteContext = { mode: "aggressive", profile, apostrophe: "'" };
  it("keeps one space between the words around it", () => {
    const lexicon = compileLexicon("*, inoltre , => -");
    expect(applyLexicon("Lo studio mostra, inoltre, un calo del rischio.", lexicon, context)).toBe("Lo studio mostra un calo del rischio.");
  });
  it("gives a word that replaces a comma glued to the word before a space of its own", () => {
    const lexicon = compileLexicon("*, inoltre , => anche");
    expect(applyLexicon("Lo studio mostra, inoltre, un calo del rischio.", lexicon, context)).toBe("Lo studio mostra anche un calo del rischio.");
  });
  it("leaves no space before the final stop", () => {
    const lexicon = compileLexicon("*, senza dubbio => -");
    expect(applyLexicon("Il risultato è buono, senza dubbio.", lexicon, context)).toBe("Il risultato è buono.");
  });
});

// A malformed line throws when its language's lexicon is first compiled, inside rewriteText's
// guard: the text would come back unchanged, with no error anywhere. Every shipped lexicon compiles.
describe("shipped lexicons", () => {
  for (const code of SUPPORTED_LANGUAGES) {
    it(`${code}: compiles, and every line gives at least one entry`, () => {
      const lexicon = profileFor(code)?.lexicon;
      expect(lexicon).toBeDefined();
      expect(lexicon?.lineCount ?? 0).toBeGreaterThan(50);
      expect(lexicon?.entries.length ?? 0).toBeGreaterThanOrEqual(lexicon?.lineCount ?? Number.POSITIVE_INFINITY);
    });
  }
});

describe("a swap that would repeat a word of the sentence", () => {
  const profile = profileFor("en");
  if (!profile) throw new Error("no English profile");
  const context: RewriteContext = { mode: "standard", profile, apostrophe: "'" };
  it("reads the fallbacks after '||' apart from the alternatives", () => {
    const [entry] = compileLexicon("*pivotal => central || major").entries;
    expect(entry?.targets).toEqual(["central"]);
    expect(entry?.fallbacks).toEqual(["major"]);
  });
  it("takes the only alternative where the sentence does not have its word", () => {
    const lexicon = compileLexicon("*pivotal => central || major");
    expect(applyLexicon("It played a pivotal role.", lexicon, context)).toBe("It played a central role.");
  });
  it("takes a fallback where the alternative's word (or a form of it) is already there", () => {
    const lexicon = compileLexicon("*pivotal => central || major");
    expect(applyLexicon("The centrepiece of the garden played a pivotal role.", lexicon, context)).toBe("The centrepiece of the garden played a major role.");
  });
  it("leaves the sign where no alternative avoids the repetition", () => {
    const lexicon = compileLexicon("*dedication => commitment");
    expect(applyLexicon("Thanks for your dedication and your commitment.", lexicon, context)).toBe("Thanks for your dedication and your commitment.");
  });
  it("does not count a word an earlier edit removed, nor a word every sentence may repeat", () => {
    const lexicon = compileLexicon("*it is crucial to note that => -\n*crucial => important\n*ensuring => so that there's");
    expect(applyLexicon("It is crucial to note that the step is crucial.", lexicon, context)).toBe("The step is important.");
    expect(applyLexicon("There will be tea, ensuring a warm welcome.", lexicon, context)).toBe("There will be tea, so that there's a warm welcome.");
  });
});
