// blocks.ts finds line breaks with indexOf when "\n" is the only break in the text and reads
// the Markdown prefix with a sticky test. Both must agree with the plain definitions below (a
// line break is CRLF, LF, CR, U+2028 or U+2029; a prose line's prefix is what one pattern
// matches at its start), on random strings rich in line breaks and prefixes.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseBlocks, splitLines, type Line } from "../../src/engine/rules/blocks.js";

// ---- The definitions: line breaks and a line's prefix by pattern.

const LINE_BREAK = /\r\n|\n|\r|\u2028|\u2029/g;
const PREFIX = /^[ \t]*(?:>[ \t]?)*(?:[ \t]*(?:[-*+•‣◦▪]|\d{1,9}[.)]|[A-Za-z][.)](?=[ \t]))[ \t]+)*(?:\[[ xX]\][ \t]+)?/;

function definedSplitLines(text: string): { text: string; eol: string }[] {
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
  const raw = definedSplitLines(text);
  expect(lines.length).toBe(raw.length);
  lines.forEach((line, i) => {
    if (line.kind === "prose") expect(line.prefix).toBe(PREFIX.exec(raw[i]?.text ?? "")?.[0] ?? "");
  });
}

const pieces = fc.constantFrom(
  ..."aZ .x|#>-*+1)\t".split(""),
  "\n",
  "\r",
  "\r\n",
  "\n\r",
  "\r\r\n",
  "\u2028",
  "\u2029",
  "\u0085",
  "\v",
  "> ",
  ">> ",
  "- ",
  "* ",
  "1. ",
  "12) ",
  "a. ",
  "[ ] ",
  "[x] ",
  "    ",
  "```",
  "~~~",
  "# ",
  "---",
  "===",
  "<p>",
  "Hello world.",
  "It works. ",
  "’",
  "\ue000",
);
const texts = fc.oneof(
  { weight: 4, arbitrary: fc.array(pieces, { maxLength: 40 }).map((p) => p.join("")) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 120 }) },
);

describe("blocks: line breaks and prefixes", () => {
  it("splitLines splits at the defined line breaks on random texts", () => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(splitLines(text)).toEqual(definedSplitLines(text));
      }),
      { numRuns: 4000 },
    );
  });

  it("parseBlocks reads the defined prefixes, and gives the text back", () => {
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
      expect(splitLines(text)).toEqual(definedSplitLines(text));
    }
  });
});
