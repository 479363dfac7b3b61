// The rewrite pipeline: blocks -> mask -> sentences -> transforms -> unmask.
// A line whose placeholders do not all come back exactly once is left as it was,
// so no protected span can ever be lost.

import type { RewriteInput } from "../port.js";
import { parseBlocks, renderLine, type Line } from "./blocks.js";
import { profileFor, type LanguageProfile } from "./languages.js";
import { maskFor } from "./release.js";
import { documentColonSpace } from "./typography.js";
import { placeholderIndex, unmaskText } from "./mask.js";
import { joinSentences, splitSentences, type Sentence } from "./sentences.js";
import type { RewriteContext } from "./transforms/context.js";
import { applyLexicon } from "./transforms/lexicon.js";
import { activeTransforms, type Transform } from "./transforms/registry.js";
import { applyStructure } from "./transforms/structure.js";
import { dropOrphanLink } from "./transforms/structure-lang.js";
import { addLength, sentenceWordCount } from "./transforms/rhythm/index.js";

const HAS_LETTER = /\p{L}/u;
const HAS_CONTENT = /[\p{L}\p{N}\p{Co}]/u;
// "P.S. Would you like me to…? Just let me know!": the postscript's mark (masked as "P.S") alone is
// left of a line of leftovers; it goes with them.
const LONE_MARK = /^(\p{Co})[.:]?$/u;
const POSTSCRIPT = /^P\.? ?S\.?$/u;

/**
 * Whether a rewritten prose line held nothing but leftovers, so the line goes: no content is left
 * (or only a lone "P.S."), something was dropped, the line is no list item, and every protected
 * span of it went with a leftover.
 */
function onlyLeftovers(rewritten: string, spans: readonly string[], prefix: string, context: RewriteContext): boolean {
  if (!context.droppedLeftover || prefix.length > 0) return false;
  const postscript = lonePostscript(rewritten, spans);
  if (HAS_CONTENT.test(rewritten) && postscript < 0) return false;
  return spans.every((_, k) => k === postscript || context.droppedSpans?.has(k));
}

/** The index of the span of a lone "P.S." that is all a rewritten line holds, else -1. */
function lonePostscript(text: string, spans: readonly string[]): number {
  const mark = LONE_MARK.exec(text.trim());
  if (!mark) return -1;
  const index = placeholderIndex((mark[1] as string).codePointAt(0) ?? 0);
  return POSTSCRIPT.test(spans[index] ?? "") ? index : -1;
}
const LIST_ITEM_PREFIX = /(?:[-*+•‣◦▪]|\d{1,9}[.)])[ \t]+$/u;

/** The transforms that run for one rewrite, by stage (chosen once per text). */
interface Plan {
  sentence: Extract<Transform, { stage: "sentence" }>[];
  split: Extract<Transform, { stage: "split" }>[];
  sentences: Extract<Transform, { stage: "sentences" }>[];
  final: Extract<Transform, { stage: "final" }>[];
}

function planFor(context: RewriteContext): Plan {
  return {
    sentence: activeTransforms("sentence", context),
    split: activeTransforms("split", context),
    sentences: activeTransforms("sentences", context),
    final: activeTransforms("final", context),
  };
}

/** Rewrites `input.text`. Never throws; returns the text unchanged for an unsupported language. */
export function rewriteText(input: RewriteInput & { disabled?: ReadonlySet<string> }): string {
  const original = typeof input.text === "string" ? input.text : "";
  const profile = profileFor(input.language ?? "");
  if (!profile || original.length === 0) return original;
  const context: RewriteContext = {
    mode: input.mode === "aggressive" ? "aggressive" : "standard",
    profile,
    apostrophe: prefersCurlyApostrophes(original) ? "’" : "'",
    lengths: { n: 0, sum: 0, sumSq: 0 },
  };
  const colonSpace = documentColonSpace(profile.code, original);
  if (colonSpace) context.colonSpace = colonSpace;
  if (input.disabled) context.disabled = input.disabled;
  try {
    let text = original;
    for (const transform of activeTransforms("text", context)) text = transform.apply(text, context);
    const plan = planFor(context);
    const lines = parseBlocks(text);
    // Mask and split every prose line first: the rhythm transform judges each split or join by
    // the sentence lengths of the whole text.
    const prepared = lines.map((line) => (line.kind === "prose" ? prepareLine(line.content, profile, context) : null));
    context.isLowerWord = lowerWordLookup(prepared);
    context.isNameWord = nameWordLookup(prepared);
    const rendered: (string | null)[] = new Array(lines.length);
    let dropped = false;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as Line;
      const ready = prepared[i];
      if (line.kind !== "prose" || !ready) {
        rendered[i] = renderLine(line);
        continue;
      }
      context.spans = ready.spans;
      context.droppedLeftover = false;
      context.afterPostscript = false;
      context.droppedSpans = undefined;
      context.inListItem = LIST_ITEM_PREFIX.test(line.prefix);
      const rewritten = rewriteSentences(ready.sentences, positive(ready.counts), context, plan, ready.counts);
      if (onlyLeftovers(rewritten, ready.spans, line.prefix, context)) {
        // Every sentence was a leftover ("I hope this helps!" on a line of its own): the line goes.
        rendered[i] = null;
        dropped = true;
        continue;
      }
      const restored = unmaskText(
        withoutDoubleStop(withEuphony(rewritten, ready.masked, profile), ready.masked, ready.spans),
        ready.spans,
        context.droppedSpans,
      );
      rendered[i] = restored === null || !HAS_LETTER.test(restored) ? renderLine(line) : renderProse(line, restored);
    }
    if (!dropped) return rendered.join("");
    // A text of nothing but leftovers is returned as it came: an empty answer helps nobody.
    const kept = joinWithoutDropped(rendered, lines);
    return HAS_LETTER.test(kept) ? kept : original;
  } catch (error) {
    // A bug in a transform must never cost the customer their text; it is logged for the operator.
    logFault(error);
    return original;
  }
}

/** One line on the Worker's log (`wrangler tail`) when a transform throws: the text came back unchanged. */
function logFault(error: unknown): void {
  console.error(`rules engine: a transform failed, text returned unchanged: ${error instanceof Error ? error.message : String(error)}`);
}

const BLANK = /^[ \t]*(?:\r\n|\n|\r|\u2028|\u2029)?$/u;

/**
 * The lines without the dropped ones, and without the blank line each leaves behind (the one
 * after it, or before it at the end of the text), so paragraphs keep one blank line between them
 * and the text keeps its ending.
 */
function joinWithoutDropped(rendered: readonly (string | null)[], lines: readonly Line[]): string {
  const kept: string[] = [];
  let skipBlank = false; // the blank line after a dropped one goes with it
  for (let i = 0; i < rendered.length; i++) {
    const line = rendered[i];
    if (line === null || line === undefined) {
      const next = rendered[i + 1];
      const atStart = kept.length === 0 || BLANK.test(kept[kept.length - 1] as string);
      if (next !== undefined && next !== null && BLANK.test(next) && atStart) skipBlank = true;
      else if (next === undefined && kept.length > 0 && BLANK.test(kept[kept.length - 1] as string)) kept.pop(); // at the end: the one before
      continue;
    }
    if (skipBlank) {
      skipBlank = false;
      continue;
    }
    kept.push(line);
  }
  // The text ends as it did: a dropped last paragraph leaves no blank lines behind.
  // (Only line breaks and blank lines: a kept line's trailing spaces, a Markdown hard break, stay.)
  const ending = (text: string): string => /(?:(?:\r\n|\n|\r|\u2028|\u2029)[ \t]*)*$/u.exec(text)?.[0] ?? "";
  const original = lines.map((line) => renderLine(line)).join("");
  const out = kept.join("");
  return out.slice(0, out.length - ending(out).length) + ending(original);
}

/** A masked prose line, cut into sentences with their word counts. */
interface PreparedLine {
  masked: string;
  spans: string[];
  sentences: Sentence[];
  counts: number[];
}

/** Masks and splits one prose line and adds its sentence lengths to the text's statistics. */
function prepareLine(content: string, profile: LanguageProfile, context: RewriteContext): PreparedLine | null {
  const masked = maskFor(content, profile.releasedWords);
  if (!masked) return null;
  const sentences = splitSentences(masked.masked, profile.abbreviations);
  const counts: number[] = new Array(sentences.length);
  for (let s = 0; s < sentences.length; s++) {
    const count = sentenceWordCount((sentences[s] as Sentence).text);
    counts[s] = count;
    if (count > 0 && context.lengths) addLength(context.lengths, count);
  }
  return { masked: masked.masked, spans: masked.spans, sentences, counts };
}

/** The positive counts: `counts` itself when all are (the usual case), else a filtered copy. */
function positive(counts: readonly number[]): readonly number[] {
  for (const n of counts) if (!(n > 0)) return counts.filter((m) => m > 0);
  return counts;
}

/** renderLine of a prose line whose content is replaced (without copying the line). */
function renderProse(line: Extract<Line, { kind: "prose" }>, content: string): string {
  return line.prefix + content + line.suffix + line.eol;
}

/** Rewrites one masked line of prose. */
export function rewriteMasked(masked: string, context: RewriteContext): string {
  const sentences = splitSentences(masked, context.profile.abbreviations);
  return rewriteSentences(
    sentences,
    sentences.map((s) => sentenceWordCount(s.text)).filter((n) => n > 0),
    context,
    planFor(context),
  );
}

/** Rewrites the sentences of one masked line; `originalLengths` are their word counts. */
function rewriteSentences(
  sentences: readonly Sentence[],
  originalLengths: readonly number[],
  context: RewriteContext,
  plan: Plan,
  counts?: readonly number[],
): string {
  const edited: Sentence[] = [];
  // "Ciao [Nome],\n\nspero che stiate bene! Oggi abbiamo…": the writer went on in lower case after the
  // salutation's comma; with that opener dropped, the next sentence continues in lower case ("oggi abbiamo…").
  let lowerNext = false;
  let orphanNext = false; // the sentences before it in the line all went
  let lastFrom = -1; // the sentence the last edited one came from
  for (let s = 0; s < sentences.length; s++) {
    const sentence = sentences[s] as Sentence;
    let text = sentence.text;
    for (let t = 0; t < plan.sentence.length && text.length > 0; t++) text = (plan.sentence[t] as Transform & { stage: "sentence" }).apply(text, context);
    let parts = [text];
    for (const transform of plan.split)
      parts = parts.length === 1 ? transform.apply(parts[0] as string, context) : parts.flatMap((part) => transform.apply(part, context));
    parts = nonBlank(parts);
    // A sentence whose words all went ("Sem dúvida." -> ".") goes with its stop.
    if (parts.some((part) => !HAS_CONTENT.test(part)) && HAS_CONTENT.test(sentence.text)) parts = parts.filter((part) => HAS_CONTENT.test(part));
    if (parts.length === 0) {
      // The whole sentence was filler ("Certainly!"): drop it with its gap.
      lowerNext = s === 0 && !context.inListItem && /^\p{Ll}/u.test(sentence.text);
      // "¡Qué gran pregunta! Y qué bien que…": a link word that tied the next sentence to this one goes with it.
      orphanNext = edited.length === 0;
      // "P.S. : Vous hésitez encore ? Si vous le souhaitez, je peux…": the question that led to a dropped offer goes with it.
      const lead = edited[edited.length - 1];
      const before = context.profile.structure?.beforeDroppedOffer;
      if (before && lead && context.droppedLeftover && lastFrom === s - 1 && before.test(lead.text.trim())) {
        edited.pop();
        for (const char of lead.text) {
          const index = placeholderIndex(char.codePointAt(0) ?? 0);
          if (index >= 0) (context.droppedSpans ??= new Set()).add(index);
        }
      }
      continue;
    }
    lastFrom = s;
    if (orphanNext) {
      parts[0] = dropOrphanLink(parts[0] as string, context);
      orphanNext = false;
    }
    if (lowerNext) {
      parts[0] = lowerFirstWord(parts[0] as string, context);
      lowerNext = false;
    }
    if (parts.length === 1 && parts[0] === sentence.text && counts !== undefined && counts[s] !== undefined) {
      // Unchanged: its word count is already known.
      edited.push({ text: sentence.text, gap: sentence.gap, split: false, words: counts[s] });
      continue;
    }
    for (let k = 0; k < parts.length; k++) {
      edited.push({ text: parts[k] as string, gap: k === parts.length - 1 ? sentence.gap : " ", split: parts.length > 1 });
    }
  }
  let result = edited;
  for (const transform of plan.sentences) result = transform.apply(result, context, originalLengths);
  // Dropping a final sentence must not leave its predecessor's gap dangling.
  const endsBare = sentences[sentences.length - 1]?.gap === "";
  // Joined as they come (joinSentences of the openers' output), without an array of copies.
  let out = "";
  for (let k = 0; k < result.length; k++) {
    const sentence = result[k] as Sentence;
    let text = sentence.text;
    for (const transform of plan.final) text = transform.apply(text, context);
    out += text;
    if (k < result.length - 1 || !endsBare) out += sentence.gap;
  }
  return out;
}

/**
 * "Oggi abbiamo…" -> "oggi abbiamo…": a plain capitalised word (not "I", "iOS", "McKay" or a name the
 * text protects). Not in a language that capitalises its nouns: German "Ihre Unterlagen" or "Unterlagen"
 * must keep the capital, and a word's class is not known here.
 */
function lowerFirstWord(text: string, context: RewriteContext): string {
  if (context.profile.nounCapitals === true) return text;
  const word = /^\p{Lu}\p{Ll}+(?=[\s,;:.!?]|$)/u.exec(text)?.[0];
  if (word === undefined || context.isNameWord?.(word)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The parts that are not blank: `parts` itself when none is (the usual case). */
function nonBlank(parts: string[]): string[] {
  for (const part of parts) if (part.trim().length === 0) return parts.filter((p) => p.trim().length > 0);
  return parts;
}

/**
 * Replaces only the AI-marker phrases (the lexicon entries flagged "*": stock openers and
 * closers, "delve", "pivotal role", "Certainly!"…) and the structural leftovers (sign-offs,
 * sycophancy, knowledge-cutoff clauses, empty significance tails), nothing else: no
 * contractions, no rhythm or opener changes. Protected spans are masked first, exactly as in rewriteText.
 * Meant for a hybrid pass over text another engine (an LLM) has already rewritten.
 */
/** The profile's sound change on a rewritten line, unless its original already had such a meeting. */
function withEuphony(rewritten: string, original: string, profile: LanguageProfile): string {
  const euphony = profile.euphony;
  if (!euphony || rewritten === original) return rewritten;
  euphony.pattern.lastIndex = 0;
  if (euphony.pattern.test(original)) return rewritten;
  return rewritten.replace(euphony.pattern, euphony.replacement);
}

// A placeholder and a full stop after it ("5 a.m." + ".").
const STOP_AFTER_SPAN = /([\uE000-\uF8FF]|[\u{F0000}-\u{FFFFD}])\.(?!\.)/gu;

/**
 * "Stations open at 5 a.m., and e-bikes…" split into "…at 5 a.m.. E-bikes…": a full stop that a
 * transform put after a protected span that ends with one goes (the span's stop ends the sentence),
 * unless the original line had it there too.
 */
function withoutDoubleStop(rewritten: string, original: string, spans: readonly string[]): string {
  if (rewritten === original || rewritten.indexOf(".") < 0) return rewritten;
  return rewritten.replace(STOP_AFTER_SPAN, (whole: string, mark: string) =>
    (spans[placeholderIndex(mark.codePointAt(0) ?? 0)] ?? "").endsWith(".") && !original.includes(whole) ? mark : whole,
  );
}

export function scrubMarkers(text: string, language: string): string {
  if (typeof text !== "string" || text.length === 0) return typeof text === "string" ? text : "";
  const profile = profileFor(String(language ?? ""));
  if (!profile) return text;
  const context: RewriteContext = {
    mode: "standard",
    profile,
    apostrophe: prefersCurlyApostrophes(text) ? "’" : "'",
    markersOnly: true,
  };
  try {
    const lines = parseBlocks(text);
    const rendered: (string | null)[] = new Array(lines.length);
    let dropped = false;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as Line;
      const masked = line.kind === "prose" ? maskFor(line.content, profile.releasedWords) : null;
      if (line.kind !== "prose" || !masked) {
        rendered[i] = renderLine(line);
        continue;
      }
      context.spans = masked.spans;
      context.droppedSpans = undefined;
      context.droppedLeftover = false;
      context.afterPostscript = false;
      const sentences = splitSentences(masked.masked, profile.abbreviations);
      const kept: Sentence[] = [];
      for (const sentence of sentences) {
        // Chatbot leftovers and empty significance tails go too: a model's answer has them most.
        const structured = profile.transforms.has("structure") ? applyStructure(sentence.text, context) : sentence.text;
        const scrubbed = structured.length === 0 ? "" : applyLexicon(structured, profile.lexicon, context);
        if (scrubbed.trim().length > 0) kept.push({ text: scrubbed, gap: sentence.gap });
      }
      const last = kept[kept.length - 1];
      if (last && sentences[sentences.length - 1]?.gap === "") last.gap = "";
      const joined = joinSentences(kept);
      if (onlyLeftovers(joined, masked.spans, line.prefix, context)) {
        // A paragraph of nothing but leftovers ("I hope this helps! Let me know if…") goes, as in rewriteText.
        rendered[i] = null;
        dropped = true;
        continue;
      }
      const restored = unmaskText(withEuphony(joined, masked.masked, profile), masked.spans, context.droppedSpans);
      rendered[i] = renderLine(restored === null || !HAS_LETTER.test(restored) ? line : { ...line, content: restored });
    }
    if (!dropped) return rendered.join("");
    const kept = joinWithoutDropped(rendered, lines);
    return HAS_LETTER.test(kept) ? kept : text;
  } catch (error) {
    logFault(error);
    return text;
  }
}

/** Splits a text into sentence lengths (in words) the way the engine sees it; used by the benchmark. */
export function sentenceLengths(text: string, language = "en"): number[] {
  const profile: LanguageProfile | undefined = profileFor(language) ?? profileFor("en");
  if (!profile) return [];
  const lengths: number[] = [];
  for (const line of parseBlocks(text)) {
    if (line.kind !== "prose") continue;
    const masked = maskFor(line.content, profile.releasedWords);
    const content = masked ? masked.masked : line.content;
    for (const sentence of splitSentences(content, profile.abbreviations)) {
      const count = sentence.text.split(/\s+/u).filter((w) => /[\p{L}\p{N}\p{Co}]/u.test(w)).length;
      if (count > 0) lengths.push(count);
    }
  }
  return lengths;
}

const WORD_RUN = /[\p{L}\p{M}\p{N}]+/gu;
const LOWER_INITIAL = /^\p{Ll}/u;

/**
 * "Does the text write `word` in lower case somewhere?" The first few questions are answered
 * by a search of the text (most texts ask none or a handful); after that the set of all its
 * lower-case words is built once, so the total work stays linear.
 */
function lowerWordLookup(masks: readonly ({ masked: string } | null)[]): (word: string) => boolean {
  let all: Set<string> | undefined;
  let asked = 0;
  let joined: string | undefined;
  const answers = new Map<string, boolean>();
  return (word) => {
    if (all) return all.has(word);
    const known = answers.get(word);
    if (known !== undefined) return known;
    if (++asked > 8) {
      all = lowerCaseWords(masks);
      return all.has(word);
    }
    joined ??= masks.map((m) => (m ? m.masked : "")).join("\n");
    let found = false;
    for (let at = joined.indexOf(word); at >= 0 && !found; at = joined.indexOf(word, at + 1)) {
      const before = joined.charAt(at - 1);
      const after = joined.charAt(at + word.length);
      found = !WORD_CHAR.test(before) && !WORD_CHAR.test(after);
    }
    answers.set(word, found);
    return found;
  };
}

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

/** "Is `word` one whole protected span somewhere in the text (a name inside a sentence)?" Built at the first question. */
function nameWordLookup(prepared: readonly ({ spans: readonly string[] } | null)[]): (word: string) => boolean {
  let names: Set<string> | undefined;
  return (word) => {
    if (!names) {
      names = new Set();
      for (const line of prepared) for (const span of line?.spans ?? []) if (ONE_CAPITALISED_WORD.test(span)) names.add(span);
    }
    return names.has(word);
  };
}

const ONE_CAPITALISED_WORD = /^\p{Lu}[\p{Ll}\p{M}]+$/u;

/** Every word the text writes with a lower-case initial somewhere (lower-cased). */
function lowerCaseWords(masks: readonly ({ masked: string } | null)[]): Set<string> {
  const seen = new Set<string>();
  for (const masked of masks) {
    if (!masked) continue;
    for (const match of masked.masked.matchAll(WORD_RUN)) {
      const word = match[0];
      if (LOWER_INITIAL.test(word)) seen.add(word);
    }
  }
  return seen;
}

function prefersCurlyApostrophes(text: string): boolean {
  let curly = 0;
  let straight = 0;
  for (let at = text.indexOf("’"); at >= 0; at = text.indexOf("’", at + 1)) curly++;
  for (let at = text.indexOf("'"); at >= 0; at = text.indexOf("'", at + 1)) straight++;
  return curly > straight;
}
