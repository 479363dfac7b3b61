// Block-level structure: the text is cut into lines (line breaks kept exactly), and each
// line is either verbatim (code, tables, headings, HTML, rules, blank) or prose with a
// verbatim Markdown prefix (indent, blockquote markers, list marker) and trailing space.

import { HAS_LETTER } from "./chars.js";

export type Line = { kind: "verbatim"; text: string; eol: string } | { kind: "prose"; prefix: string; content: string; suffix: string; eol: string };

const LINE_BREAK = /\r\n|\n|\r|\u2028|\u2029/g;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const SETEXT_UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;
const THEMATIC_BREAK = /^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const HTML_BLOCK = /^ {0,3}<[A-Za-z!/?]/;
const INDENTED_CODE = /^(?: {4}|\t)/;
// Blockquote markers, then list markers (bullets, "1.", "1)", "a."), then a task box.
const PREFIX = /^[ \t]*(?:>[ \t]?)*(?:[ \t]*(?:[-*+•‣◦▪]|\d{1,9}[.)]|[A-Za-z][.)](?=[ \t]))[ \t]+)*(?:\[[ xX]\][ \t]+)?/;
// PREFIX as a sticky test: it always matches (everything in it is optional), and lastIndex is its length.
const PREFIX_END = new RegExp(PREFIX.source, "y");
const LIST_MARKER = /^[ \t]*(?:>[ \t]?)*[ \t]*(?:[-*+•‣◦▪]|\d{1,9}[.)])[ \t]/;

/** Splits `text` into lines, each with its own line ending ("" for the last). */
export function splitLines(text: string): { text: string; eol: string }[] {
  const lines: { text: string; eol: string }[] = [];
  let start = 0;
  if (!text.includes("\r") && !text.includes("\u2028") && !text.includes("\u2029")) {
    // Only "\n" breaks lines (nearly every text): found by indexOf, a native search several
    // times faster than the pattern's.
    for (let end = text.indexOf("\n"); end >= 0; end = text.indexOf("\n", start)) {
      lines.push({ text: text.slice(start, end), eol: "\n" });
      start = end + 1;
    }
    lines.push({ text: text.slice(start), eol: "" });
    return lines;
  }
  // Found by test + lastIndex: no match object per line.
  LINE_BREAK.lastIndex = 0;
  while (LINE_BREAK.test(text)) {
    const end = LINE_BREAK.lastIndex;
    // "\r\n" is the only two-unit break.
    const index = end >= 2 && text.charCodeAt(end - 1) === 10 && text.charCodeAt(end - 2) === 13 ? end - 2 : end - 1;
    lines.push({ text: text.slice(start, index), eol: text.slice(index, end) });
    start = end;
  }
  lines.push({ text: text.slice(start), eol: "" });
  return lines;
}

/** Classifies every line of `text`. Concatenating prefix+content+suffix+eol gives the input back. */
export function parseBlocks(text: string): Line[] {
  const raw = splitLines(text);
  const lines: Line[] = [];
  let fence: string | null = null;
  for (let i = 0; i < raw.length; i++) {
    const { text: line, eol } = raw[i] ?? { text: "", eol: "" };
    if (fence !== null) {
      lines.push({ kind: "verbatim", text: line, eol });
      const close = FENCE.exec(line);
      if (close?.[1] && close[1][0] === fence[0] && close[1].length >= fence.length && line.trim() === close[1]) {
        fence = null;
      }
      continue;
    }
    const open = FENCE.exec(line);
    if (open?.[1]) {
      fence = open[1];
      lines.push({ kind: "verbatim", text: line, eol });
      continue;
    }
    const next = raw[i + 1]?.text ?? "";
    if (isVerbatimLine(line, next)) {
      lines.push({ kind: "verbatim", text: line, eol });
      continue;
    }
    PREFIX_END.lastIndex = 0;
    const prefixLength = PREFIX_END.test(line) ? PREFIX_END.lastIndex : 0;
    const prefix = line.slice(0, prefixLength);
    const rest = line.slice(prefixLength);
    const trimmed = rest.trimEnd();
    lines.push({ kind: "prose", prefix, content: trimmed, suffix: rest.slice(trimmed.length), eol });
  }
  return lines;
}

function isVerbatimLine(line: string, nextLine: string): boolean {
  if (!HAS_LETTER.test(line)) return true; // blank, rules, punctuation-only: nothing to rewrite
  if (HEADING.test(line) || THEMATIC_BREAK.test(line) || HTML_BLOCK.test(line)) return true;
  if (line.includes("|")) return true; // table rows (with or without outer pipes)
  if (INDENTED_CODE.test(line) && !LIST_MARKER.test(line)) return true;
  if (SETEXT_UNDERLINE.test(nextLine) && nextLine.trim().length > 0) return true; // setext heading text
  return false;
}

export function renderLine(line: Line): string {
  return line.kind === "verbatim" ? line.text + line.eol : line.prefix + line.content + line.suffix + line.eol;
}
