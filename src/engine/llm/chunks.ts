// Cuts a text into the prose the model rewrites and the skeleton it never sees.
// Lines are classified by the rules engine's Markdown reader: headings, code, tables, blank
// lines, list markers, quote markers and every line break stay verbatim; the content of each
// prose line (a paragraph or a list item) is masked and becomes one piece, or several pieces
// cut at sentence ends when it is longer than a chunk. Pieces are then grouped, in order,
// into chunks of at most MAX_CHUNK_WORDS words: one model call each.

import { countWords } from "../../domain/words.js";
import { parseBlocks } from "../rules/blocks.js";
import { countPlaceholders, maskProse, unmaskInOrder, type MaskedProse } from "./placeholders.js";

export const MAX_CHUNK_WORDS = 400;
/** Each piece is one paragraph of the model's answer; past this many, answers get unreliable. */
export const MAX_CHUNK_PIECES = 30;
/** Shorter prose (a label, a one-word list item) is left as it is. */
const MIN_PIECE_WORDS = 3;

export interface ProsePiece extends MaskedProse {
  /** The piece as it was written (spans in place): what the rules fallback rewrites. */
  original: string;
  words: number;
}

export type LayoutPart = { verbatim: string } | { piece: number };

export interface Layout {
  /** Concatenating the parts, with each piece's text in its place, gives the text back. */
  parts: LayoutPart[];
  pieces: ProsePiece[];
}

const HAS_LETTER = /\p{L}/u; // placeholders (private use) are not letters
// A sentence end: terminal punctuation, closing quotes/brackets, then the gap to the next one.
const SENTENCE_END = /[.!?…]+["'”’»)\]]*(?=\s)\s+|[。！？]+[」』”’)）]*\s*/gu;

export function layoutText(text: string, language: string): Layout {
  const parts: LayoutPart[] = [];
  const pieces: ProsePiece[] = [];
  const verbatim = (value: string) => {
    if (value) parts.push({ verbatim: value });
  };
  for (const line of parseBlocks(text)) {
    if (line.kind === "verbatim") {
      verbatim(line.text + line.eol);
      continue;
    }
    const masked = countWords(line.content) >= MIN_PIECE_WORDS ? maskProse(line.content, language) : null;
    if (!masked || !HAS_LETTER.test(masked.masked)) {
      verbatim(line.prefix + line.content + line.suffix + line.eol);
      continue;
    }
    verbatim(line.prefix);
    splitLongProse(masked).forEach(({ piece, gap }) => {
      parts.push({ piece: pieces.length });
      pieces.push(piece);
      verbatim(gap);
    });
    verbatim(line.suffix + line.eol);
  }
  return { parts, pieces };
}

export function assemble(layout: Layout, pieceTexts: readonly string[]): string {
  return layout.parts.map((part) => ("verbatim" in part ? part.verbatim : (pieceTexts[part.piece] ?? ""))).join("");
}

/** Groups consecutive pieces into chunks of at most MAX_CHUNK_WORDS words (a longer piece is a chunk of its own). */
export function groupChunks(pieces: readonly ProsePiece[]): ProsePiece[][] {
  const chunks: ProsePiece[][] = [];
  let current: ProsePiece[] = [];
  let words = 0;
  for (const piece of pieces) {
    if (current.length > 0 && (words + piece.words > MAX_CHUNK_WORDS || current.length >= MAX_CHUNK_PIECES)) {
      chunks.push(current);
      current = [];
      words = 0;
    }
    current.push(piece);
    words += piece.words;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** One line of prose as pieces of at most MAX_CHUNK_WORDS words, cut after whole sentences; `gap` follows each piece. */
function splitLongProse(line: MaskedProse): { piece: ProsePiece; gap: string }[] {
  const whole = toPiece(line.masked, line.spans);
  if (whole.words <= MAX_CHUNK_WORDS) return [{ piece: whole, gap: "" }];

  const result: { piece: ProsePiece; gap: string }[] = [];
  let pieceStart = 0;
  let spanIndex = 0;
  const cut = (textEnd: number, nextStart: number) => {
    const masked = line.masked.slice(pieceStart, textEnd);
    const count = countPlaceholders(masked);
    result.push({ piece: toPiece(masked, line.spans.slice(spanIndex, spanIndex + count)), gap: line.masked.slice(textEnd, nextStart) });
    spanIndex += count;
    pieceStart = nextStart;
  };

  // Between two sentences: [textEnd, nextStart) is the white space that separates them.
  const boundaries = [...line.masked.matchAll(SENTENCE_END)].map((match) => {
    const nextStart = (match.index ?? 0) + match[0].length;
    return { textEnd: nextStart - (match[0].length - match[0].trimEnd().length), nextStart };
  });
  boundaries.push({ textEnd: line.masked.length, nextStart: line.masked.length });
  let sentenceStart = 0;
  let pieceWords = 0;
  let previous: { textEnd: number; nextStart: number } | undefined;
  for (const boundary of boundaries) {
    if (boundary.nextStart <= sentenceStart) continue;
    const words = maskedWords(line.masked.slice(sentenceStart, boundary.textEnd));
    if (previous && pieceWords > 0 && pieceWords + words > MAX_CHUNK_WORDS) {
      cut(previous.textEnd, previous.nextStart);
      pieceWords = 0;
    }
    pieceWords += words;
    sentenceStart = boundary.nextStart;
    previous = boundary;
  }
  cut(line.masked.length, line.masked.length);
  return result;
}

/** Words of masked text, each placeholder counting as one. */
function maskedWords(masked: string): number {
  return countWords(masked.replace(/\p{Co}/gu, " 0 "));
}

function toPiece(masked: string, spans: string[]): ProsePiece {
  const original = unmaskInOrder(masked, spans);
  return { masked, spans, original, words: countWords(original) };
}
