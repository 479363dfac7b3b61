// blocks.ts finds line breaks with indexOf when "\n" is the only break in the text and reads
// the Markdown prefix with a sticky test; mask.ts skips its bookkeeping for a line without
// spans. Compared here with a reference copy of the original code on random strings rich in
// line breaks and prefixes.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseBlocks, splitLines, type Line } from "../../src/engine/rules/blocks.js";
import { maskText, unmaskText } from "../../src/engine/rules/mask.js";

// ---- Reference: the original splitLines and the prefix of parseBlocks.

const LINE_BREAK = /\r\n|\n|\r|\u2028|\u2029/g;
const PREFIX =
  /^[ \t]*(?:>[ \t]?)*(?:[ \t]*(?:[-*+•‣◦▪]|\d{1,9}[.)]|[A-Za-z][.)](?=[ \t]))[ \t]+)*(?:\[[ xX]\][ \t]+)?/;

function referenceSplitLines(text: string): { text: string; eol: string }[] {
  const lines: { text: string; eol: string }[] = [];
  let start = 0;
  for (const match of text.matchAll(LINE_BREAK)) {
    const index = match.index ?? 0;
    lines.push({ text: text.slice(start, index), eol: match[0] });
    start = index + match[0].length;
  }
  lines.push({ text: text.slice(start), eol: "" });
  return lines;
}

/** Each prose line's prefix must be what PREFIX.exec finds at the start of its raw line. */
function prefixesMatch(text: string, lines: readonly Line[]): void {
  const raw = referenceSplitLines(text);
  expect(lines.length).toBe(raw.length);
  lines.forEach((line, i) => {
    if (line.kind === "prose") expect(line.prefix).toBe(PREFIX.exec(raw[i]?.text ?? "")?.[0] ?? "");
  });
}

const pieces = fc.constantFrom(
  ..."aZ .x|#>-*+1)\t".split(""),
  "\n", "\r", "\r\n", "\n\r", "\r\r\n", "\u2028", "\u2029", "\u0085", "\v",
  "> ", ">> ", "- ", "* ", "1. ", "12) ", "a. ", "[ ] ", "[x] ", "    ", "```", "~~~", "# ", "---", "===", "<p>",
  "Hello world.", "It works. ", "’", "\ue000",
);
const texts = fc.oneof(
  { weight: 4, arbitrary: fc.array(pieces, { maxLength: 40 }).map((p) => p.join("")) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 120 }) },
);

describe("blocks: line breaks and prefixes", () => {
  it("splitLines matches the original on random texts", () => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(splitLines(text)).toEqual(referenceSplitLines(text));
      }),
      { numRuns: 4000 },
    );
  });

  it("parseBlocks reads the prefixes the original read, and gives the text back", () => {
    fc.assert(
      fc.property(texts, (text) => {
        const lines = parseBlocks(text);
        prefixesMatch(text, lines);
        const back = lines.map((l) => (l.kind === "verbatim" ? l.text + l.eol : l.prefix + l.content + l.suffix + l.eol)).join("");
        expect(back).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it("handles the edges of each kind of break", () => {
    for (const text of ["", "\n", "a\n", "\na", "a\r\nb", "a\rb\n", "a\u2028b\nc", "\r\n\r\n", "a\n\nb\n", "x\r"]) {
      expect(splitLines(text)).toEqual(referenceSplitLines(text));
    }
  });
});

describe("mask: a line without spans", () => {
  it("masks to itself, and unmasks only what has no placeholder", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 80 }), (text) => {
        const masked = maskText(text);
        if (masked && masked.spans.length === 0) expect(masked.masked).toBe(text);
        // A placeholder: the BMP private-use area or U+F0000-U+FFFFD.
        const hasPrivate = [...text].some((c) => {
          const p = c.codePointAt(0) ?? 0;
          return (p >= 0xe000 && p <= 0xf8ff) || (p >= 0xf0000 && p <= 0xffffd);
        });
        expect(unmaskText(text, [])).toBe(hasPrivate ? null : text);
      }),
      { numRuns: 3000 },
    );
  });
});
