// The rewrite pipeline: blocks -> mask -> sentences -> transforms -> unmask.
// A line whose placeholders do not all come back exactly once is left as it was,
// so no protected span can ever be lost.

import type { RewriteInput } from "../port.js";
import { parseBlocks, renderLine, type Line } from "./blocks.js";
import { profileFor, type LanguageProfile } from "./languages.js";
import { maskText, unmaskText } from "./mask.js";
import { joinSentences, splitSentences, type Sentence } from "./sentences.js";
import { applyContractions } from "./transforms/contractions.js";
import type { RewriteContext } from "./transforms/context.js";
import { applyLexicon } from "./transforms/lexicon.js";
import { applyPunctuation } from "./transforms/punctuation.js";
import { varyOpener } from "./transforms/openers.js";
import { applyRhythm } from "./transforms/rhythm.js";

const HAS_LETTER = /\p{L}/u;

/** Rewrites `input.text`. Never throws; returns the text unchanged for an unsupported language. */
export function rewriteText(input: RewriteInput): string {
  const text = typeof input.text === "string" ? input.text : "";
  const profile = profileFor(input.language ?? "");
  if (!profile || text.length === 0) return text;
  const context: RewriteContext = {
    mode: input.mode === "aggressive" ? "aggressive" : "standard",
    profile,
    apostrophe: prefersCurlyApostrophes(text) ? "’" : "'",
  };
  try {
    let out = "";
    for (const line of parseBlocks(text)) out += renderLine(rewriteLine(line, context));
    return out;
  } catch {
    return text; // a bug in a transform must never cost the customer their text
  }
}

function rewriteLine(line: Line, context: RewriteContext): Line {
  if (line.kind !== "prose") return line;
  const masked = maskText(line.content);
  if (!masked) return line;
  const rewritten = rewriteMasked(masked.masked, context);
  const restored = unmaskText(rewritten, masked.spans);
  if (restored === null || !HAS_LETTER.test(restored)) return line;
  return { ...line, content: restored };
}

/** Rewrites one masked line of prose. */
export function rewriteMasked(masked: string, context: RewriteContext): string {
  const sentences = splitSentences(masked, context.profile.abbreviations);
  const edited: Sentence[] = [];
  for (const sentence of sentences) {
    let text = applyLexicon(sentence.text, context.profile.lexicon, context);
    text = applyContractions(text, context);
    const parts = applyPunctuation(text, context).filter((part) => part.trim().length > 0);
    if (parts.length === 0) {
      // The whole sentence was filler ("Certainly!"): drop it with its gap.
      continue;
    }
    parts.forEach((part, k) =>
      edited.push({ text: part, gap: k === parts.length - 1 ? sentence.gap : " ", split: parts.length > 1 }),
    );
  }
  const result = applyRhythm(edited, context).map((s) => ({ text: varyOpener(s.text, context), gap: s.gap }));
  const last = result[result.length - 1];
  // Dropping a final sentence must not leave its predecessor's gap dangling.
  if (last && sentences[sentences.length - 1]?.gap === "") last.gap = "";
  return joinSentences(result);
}

/** Splits a text into sentence lengths (in words) the way the engine sees it; used by the benchmark. */
export function sentenceLengths(text: string, language = "en"): number[] {
  const profile: LanguageProfile | undefined = profileFor(language) ?? profileFor("en");
  if (!profile) return [];
  const lengths: number[] = [];
  for (const line of parseBlocks(text)) {
    if (line.kind !== "prose") continue;
    const masked = maskText(line.content);
    const content = masked ? masked.masked : line.content;
    for (const sentence of splitSentences(content, profile.abbreviations)) {
      const count = sentence.text.split(/\s+/u).filter((w) => /[\p{L}\p{N}\p{Co}]/u.test(w)).length;
      if (count > 0) lengths.push(count);
    }
  }
  return lengths;
}

function prefersCurlyApostrophes(text: string): boolean {
  let curly = 0;
  let straight = 0;
  for (const char of text) {
    if (char === "’") curly++;
    else if (char === "'") straight++;
  }
  return curly > straight;
}
