// The literal prefilter (rules/prefilter.ts): a pattern runs on a sentence only when the sentence
// holds one of the strings every match of the pattern contains. The reading must be sound: a
// pattern that matches a sentence is never filtered out, on any pattern of the language data.
import { describe, expect, it } from "vitest";
import { LEFTOVER_OPENERS, LEFTOVER_SENTENCES } from "../../src/engine/rules/lang/en-structure.js";
import { foldCase, LiteralFilter, requiredStrings } from "../../src/engine/rules/prefilter.js";
import { EN_SENTENCE_DETECTORS } from "../../src/engine/signs/en.js";
import { structureDetectors } from "../../src/engine/signs/languages.js";
import { fixtureSentences, STRUCTURE_LANGUAGES } from "./fixture-sentences.js";

const sorted = (pattern: RegExp) => requiredStrings(pattern)?.sort() ?? null;

describe("requiredStrings", () => {
  it("reads literals, alternations and groups, in lower case", () => {
    expect(sorted(/^Esper(?:o|amos) que/iu)).toEqual(["esperamos que", "espero que"]);
    // ("hier ist eine" holds "hier ist ein": the shorter string suffices.)
    expect(sorted(/^(?:Hier ist|Hier sind) (ein|eine)/u)).toEqual(["hier ist ein", "hier sind ein"]);
    expect(sorted(/(?:Let me know|Feel free to ask)\b/iu)).toEqual(["feel free to ask", "let me know"]);
  });

  it("keeps the shorter of two strings where one holds the other, and reads an optional part as both ways", () => {
    expect(sorted(/^(?:Eu )?sou uma IA/iu)).toEqual(["sou uma ia"]);
    expect(sorted(/n(?:['’]|e )est pas/iu)).toEqual(["n'est pas", "ne est pas", "n’est pas"]);
  });

  it("skips lookarounds and anchors, and breaks a run at a class or a repeat", () => {
    expect(sorted(/^(?![^.!?]*, porque )Espero que/iu)).toEqual(["espero que"]);
    expect(sorted(/(?<=\p{L} )não só ([^,]{1,60}?), mas também/u)).toEqual([", mas também"]);
    expect(sorted(/\bnot only\b[^.!?;]{1,120}\bbut(?: also)?\b/iu)).toEqual(["not only"]);
    expect(sorted(/(?:ab)+cdef/u)).toEqual(["cdef"]);
  });

  it("reads a positive lookaround's strings as needed in the text, and skips a negative one", () => {
    // "Come IA, non posso…" with "Come IA" masked as a name: the placeholder alone, then what it must be followed by.
    expect(sorted(/\p{Co}(?=,? (?:io )?non posso)/u)).toEqual([" non posso"]);
    expect(sorted(/(?<=tout en )\p{L}+ant/u)).toEqual(["tout en "]);
    expect(sorted(/^(?!.*merci)\p{L}+/u)).toBeNull();
  });

  it("gives up where no string of three characters is required", () => {
    expect(requiredStrings(/^(?:a|bc)\s+\p{L}+/u)).toBeNull();
    expect(requiredStrings(/^(?:Hello)?\s*\p{L}+/iu)).toBeNull();
    expect(requiredStrings(/(\p{L}{3,}) and \1/u)).toEqual([" and "]);
    expect(requiredStrings(/[—–;]|--/u)).toBeNull();
    // A character that folds beyond lower case under the `i` flag ("µ" matches Greek "μ") is no test.
    expect(requiredStrings(/5 µg/iu)).toBeNull();
  });

  it("reads escapes as the characters they stand for", () => {
    expect(sorted(/Mio\. Euro/u)).toEqual(["mio. euro"]);
    expect(sorted(/à la carte\u00a0!/u)).toEqual(["à la carte\u00a0!"]);
    expect(foldCase("ſtraße")).toBe("straße");
  });
});

describe("LiteralFilter", () => {
  it("flags only the patterns whose strings the text holds, in any case", () => {
    const filter = new LiteralFilter([/^Ich hoffe, das hilft/u, /Zögern Sie nicht/iu, /\p{L}+/u, /hilft/gu]);
    expect([...filter.scan("ICH HOFFE, DAS HILFT!")]).toEqual([1, 0, 1, 1]);
    expect([...filter.scan("Bitte zögern Sie nicht.")]).toEqual([0, 1, 1, 1]);
    expect([...filter.scan("Nichts davon.")]).toEqual([0, 0, 1, 1]);
  });

  it("tells whether any pattern may match, as scan's flags do (the structure rules' gate)", () => {
    const filter = new LiteralFilter([/^Ich hoffe, das hilft/u, /Zögern Sie nicht/iu]);
    for (const text of ["ICH HOFFE, DAS HILFT!", "Bitte zögern Sie nicht.", "Nichts davon.", ""]) {
      expect(filter.mayMatchAny(foldCase(text))).toBe(filter.scan(text).includes(1));
    }
    expect(new LiteralFilter([/\p{L}+/u]).mayMatchAny("")).toBe(true);
  });

  it("would catch a filter that drops a matching pattern (the soundness check below can fail)", () => {
    const filter = new LiteralFilter([/^Espero que/iu]);
    expect(unsound([/^Espero que/iu], filter, ["Espero que ajude."])).toEqual([]);
    const wrong = { scan: () => new Uint8Array(1) } as unknown as LiteralFilter;
    expect(unsound([/^Espero que/iu], wrong, ["Espero que ajude."])).toHaveLength(1);
  });

  for (const [code, data] of STRUCTURE_LANGUAGES) {
    it(`never filters out a ${code} pattern that matches a sentence of the ${code} sets`, () => {
      const sentences = fixtureSentences("languages", code);
      expect(sentences.length).toBeGreaterThan(1000);
      for (const list of [data.leftoverSentences, data.leftoverOpeners, data.rewrites, structureDetectors(data)]) {
        const patterns = list.map((r) => r.pattern);
        expect(unsound(patterns, new LiteralFilter(patterns), sentences)).toEqual([]);
      }
    });
  }

  it("never filters out an English pattern that matches a sentence of the English sets", () => {
    const sentences = fixtureSentences("heldout", null);
    expect(sentences.length).toBeGreaterThan(5000);
    for (const list of [LEFTOVER_SENTENCES, LEFTOVER_OPENERS, EN_SENTENCE_DETECTORS]) {
      const patterns = list.map((r) => r.pattern);
      expect(unsound(patterns, new LiteralFilter(patterns), sentences)).toEqual([]);
    }
  });
});

/** The (pattern, sentence) pairs where the pattern matches and the filter says it cannot. */
function unsound(patterns: readonly RegExp[], filter: LiteralFilter, sentences: readonly string[]): string[] {
  const out: string[] = [];
  for (const sentence of sentences) {
    const may = filter.scan(sentence);
    patterns.forEach((pattern, i) => {
      pattern.lastIndex = 0;
      if (pattern.test(sentence) && may[i] === 0) out.push(`${pattern.source.slice(0, 60)} | ${sentence.slice(0, 60)}`);
      pattern.lastIndex = 0;
    });
  }
  return out;
}
