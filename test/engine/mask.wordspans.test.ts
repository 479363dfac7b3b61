// The word-level protected spans (numbers, acronyms, names) are found by a hand-written scan
// that only looks at runs with a capital, a digit or a non-ASCII word character; it must give
// exactly the spans of the reference implementation (every match of the word-run pattern, in
// reference-word-spans.ts).

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findProtectedSpans, type ProtectedSpan } from "../../src/engine/rules/mask.js";
import { referenceWordSpansBetween } from "./reference-word-spans.js";

const WORD_KINDS = new Set(["number", "acronym", "name"]);

/** The spans the reference finds, given the delimiter-based spans the engine found. */
function reference(text: string): ProtectedSpan[] {
  const spans = findProtectedSpans(text).filter((s) => !WORD_KINDS.has(s.kind));
  const words = referenceWordSpansBetween(text, spans);
  return [...spans, ...words].sort((a, b) => a.start - b.start || (WORD_KINDS.has(a.kind) ? 1 : -1));
}

const tricky = fc.constantFrom(
  ..."aZ Ib9 '’-–.,:/ \t$%°C+€éÉñ\u0301\u00a0".split(""),
  "I", "I'm", "NASA", "Alice", "The", "x", "2024", "3.5", "U.S", "e.g", "😀", "𝐀", "𝑎", "\ud835", "\udc00", "\ue000", "`", "\"", "“", "*", "@", "#",
  ". ", "! ", ": ", "— ",
);

describe("word-level protected spans", () => {
  it.each([
    ["tricky pieces", fc.array(tricky, { maxLength: 40 }).map((a) => a.join(""))],
    ["any UTF-16 code units", fc.string({ unit: "binary", maxLength: 80 })],
  ])("match the reference on %s", (_name, strings) => {
    fc.assert(
      fc.property(strings, (text) => {
        expect(findProtectedSpans(text)).toEqual(reference(text));
      }),
      { numRuns: 3000 },
    );
  });

  it("match the reference on examples", () => {
    for (const text of ["In 2019, NASA and Alice Smith met Bob.", "Foo Bar baz. The Quick fox", "I'm here. I Am", "$4.2 and 12.5% of 3,000", "a.B c-D É.é x’Y"]) {
      expect(findProtectedSpans(text)).toEqual(reference(text));
    }
  });
});
