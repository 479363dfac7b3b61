// detectSigns: the signs of machine writing in a text, each with its family (catalogue.ts) and its
// span as UTF-16 offsets into the text. It counts known writing patterns; it is not a
// probability that a model wrote the text. The rewrite engine's transforms, the benchmark and
// reports all use it.
//
// Prose lines are masked exactly as the rewrite masks them, so nothing inside a quotation, code,
// a link, a number or a name is ever reported: those are never edited either.

import { DOCUMENT_OFFER } from "../rules/lang/en-structure.js";
import { parseBlocks, renderLine } from "../rules/blocks.js";
import { profileFor, type LanguageProfile } from "../rules/languages.js";
import { maskFor } from "../rules/release.js";
import { holdsDetail, placeholderIndex, type MaskedText } from "../rules/mask.js";
import { splitSentences } from "../rules/sentences.js";
import { execFolded, foldCase, literalFilter } from "../rules/prefilter.js";
import { findLexiconHits } from "../rules/transforms/lexicon.js";
import { leftoverTail } from "../rules/transforms/structure.js";
import {
  BOLD_LABEL,
  CITATION_MARKUP,
  withoutEmojiEdges,
  FENCE,
  HEADING,
  LEADING_EMOJI,
  OFFER_QUESTION,
  PART_BREAK,
  PLACEHOLDER,
  UTM_SOURCE,
} from "./markup.js";
import { classifyLexiconEntry, EN_HYPHENATED_PAIRS, EN_LINE_DETECTORS, EN_SENTENCE_DETECTORS, type PatternDetector } from "./en.js";
import { leftoverFamily, structureDetectors } from "./languages.js";

export interface Sign {
  /** The family id (docs/ai-writing-signs.md). */
  family: string;
  /** UTF-16 offsets into the text: the excerpt is text.slice(start, end). */
  start: number;
  end: number;
}

/** What a language adds to the shared sign detection (English has its own detectors; the others read their structure data). */
interface SignLanguage {
  /** Detectors run on each sentence (default: those of the language's structure data). */
  sentenceDetectors?: readonly PatternDetector[];
  /** Detectors run on a whole prose line (across sentences). */
  lineDetectors?: readonly PatternDetector[];
  /** Hyphenated word pairs ("cutting-edge", "ever-evolving"). */
  hyphenated?: RegExp;
  /** The family of a lexicon entry without an "@ family" line (default: excess vocabulary for a marker). */
  classifyEntry?: (source: readonly string[], marker: boolean) => string | null;
  /** A chatbot leftover after a dash or a semicolon ("…by Friday — let me know if…"). */
  leftoverTail?: (text: string) => { start: number; whole: boolean } | null;
  /** An offer to edit the answer itself ("…like me to add a section comparing X with Y"): a leftover even when it names things. */
  editOffer?: RegExp;
  /** Headings are written in Title Case by chatbots and sentence case by the language's own style. */
  titleCaseHeadings?: boolean;
}

const SIGN_LANGUAGES: Readonly<Record<string, SignLanguage>> = {
  en: {
    sentenceDetectors: EN_SENTENCE_DETECTORS,
    lineDetectors: [
      // A negative parallelism over two sentences: "X isn't just Y. It's Z."
      {
        family: "negative-parallelism",
        pattern:
          /\b(?:is|are|was|were)(?:n['’]t| not) (?:just |only |merely |simply )?[^.!?]{1,80}[.!?] (?:It|They|This|That)(?:['’]s|['’]re| is| are| was| were)\b/gu,
      },
      ...EN_LINE_DETECTORS,
    ],
    hyphenated: EN_HYPHENATED_PAIRS,
    classifyEntry: classifyLexiconEntry,
    leftoverTail,
    editOffer: DOCUMENT_OFFER,
    titleCaseHeadings: true,
  },
};
const NO_SIGN_LANGUAGE: SignLanguage = {};
const HAS_EMOJI = /\p{Extended_Pictographic}/u;
const EM_DASH = /\s?(?:—|\s–\s|\s--\s)\s?/gu;
const LIST_PREFIX = /[-*+•]\s+$|\d{1,9}[.)]\s+$/u;
const RANGE_SIDE = /[\p{Co}\p{N}]/u;
const BOLD_SPAN = /\*\*[^*\n]{1,80}\*\*/gu;

/** Two dashes per this many prose words are within the budget; more is overuse. */
export const WORDS_PER_DASH = 250;

/** Every sign found in `text`, in order of position. `language` is a BCP 47 tag; unknown languages get the markup signs only. */
export function detectSigns(text: string, language = "en"): Sign[] {
  if (typeof text !== "string" || text.length === 0) return [];
  const code =
    String(language ?? "")
      .split(/[-_]/u)[0]
      ?.toLowerCase() ?? "";
  const profile = profileFor(code);
  const signLanguage = SIGN_LANGUAGES[code] ?? NO_SIGN_LANGUAGE;
  const signs: Sign[] = [];
  const dashes: Sign[] = [];
  const headings: { title: string; start: number }[] = [];
  let proseWords = 0;
  let offset = 0;
  let inFence = false;
  let lastProse: { start: number; content: string; plain: boolean } | null = null;
  const lines = parseBlocks(text);
  // Every prose line is masked once, up front: the name lookup below reads all of them.
  const maskedLines = lines.map((line) => (line.kind === "prose" ? maskFor(line.content, profile?.releasedWords) : null));
  const isName = nameLookup(maskedLines);
  for (const [index, line] of lines.entries()) {
    const lineStart = offset;
    offset += renderLine(line).length;
    if (line.kind === "verbatim") {
      if (FENCE.test(line.text)) inFence = !inFence;
      if (inFence || FENCE.test(line.text)) continue;
      const heading = HEADING.exec(line.text);
      if (heading) headings.push({ title: heading[2] ?? "", start: lineStart + (heading[1] ?? "").length });
      detectResidue(line.text, lineStart, signs);
      continue;
    }
    const contentStart = lineStart + line.prefix.length;
    const content = line.content;
    lastProse = { start: contentStart, content, plain: line.prefix.trim().length === 0 };
    if (LIST_PREFIX.test(line.prefix)) {
      const emoji = LEADING_EMOJI.exec(content);
      if (emoji) signs.push({ family: "heading-emoji", start: contentStart, end: contentStart + emoji[0].trimEnd().length });
      const label = BOLD_LABEL.exec(content.slice(emoji ? emoji[0].length : 0));
      const at = contentStart + (emoji ? emoji[0].length : 0);
      if (label) signs.push({ family: "bold-inline-label", start: at, end: at + label[0].length });
    }
    detectResidue(content, contentStart, signs);
    let bold = 0;
    for (const _ of content.matchAll(BOLD_SPAN)) bold++;
    if (bold >= 3)
      for (const m of content.matchAll(BOLD_SPAN))
        signs.push({ family: "bold-overuse", start: contentStart + m.index, end: contentStart + m.index + m[0].length });
    const masked = maskedLines[index];
    if (!masked) continue;
    const toOriginal = offsetMap(masked.masked, masked.spans);
    proseWords += countWords(content);
    for (const m of masked.masked.matchAll(EM_DASH)) {
      const core = m[0].trim();
      // "9:00 am – 7:00 pm", "1990 – 2001": an en dash between two figures (masked) is a range, not a dash of prose.
      if (core === "–" && RANGE_SIDE.test(masked.masked.charAt(m.index - 1)) && RANGE_SIDE.test(masked.masked.charAt(m.index + m[0].length))) continue;
      const start = toOriginal[m.index + m[0].indexOf(core)] as number;
      dashes.push({ family: "em-dash-overuse", start: contentStart + start, end: contentStart + start + core.length });
    }
    const hyphenated = signLanguage.hyphenated;
    if (hyphenated) {
      for (const m of masked.masked.matchAll(hyphenated)) push(signs, "hyphenated-pair", contentStart, toOriginal, m.index, m.index + m[0].length);
    }
    if (profile)
      detectInProse(
        masked.masked,
        profile,
        signLanguage,
        (family, from, to) => push(signs, family, contentStart, toOriginal, from, to),
        signs,
        contentStart,
        toOriginal,
        masked.spans,
        isName,
      );
  }
  if (headings.length > 0) {
    const nameWords = namesOfProse(maskedLines);
    for (const { title, start } of headings)
      detectHeading(title, start, signs, profile?.nounCapitals === true, nameWords, signLanguage.titleCaseHeadings === true);
  }
  // The budget: two dashes (one pair, or two single ones) per WORDS_PER_DASH words of prose, and at least two.
  if (proseWords > 0 && dashes.length > 2 * Math.max(1, Math.floor(proseWords / WORDS_PER_DASH))) signs.push(...dashes);
  // A text that stops mid-sentence: its last paragraph (not a list item, a label line or tags)
  // ends on a lower-case word after at least eight words.
  if (lastProse && /\p{Ll}$/u.test(lastProse.content) && lastProse.plain && !/^[*_]{2}|[:;#]/u.test(lastProse.content) && countWords(lastProse.content) >= 8) {
    const word = /\p{L}+$/u.exec(lastProse.content);
    const start = lastProse.start + lastProse.content.length - (word?.[0].length ?? 0);
    signs.push({ family: "abrupt-cutoff", start, end: lastProse.start + lastProse.content.length });
  }
  detectCurlyMix(text, signs);
  signs.sort((a, b) => a.start - b.start || a.end - b.end);
  return dedupe(signs);
}

/**
 * "Is `word` a name in this text?": one whole protected span of some prose line ("Welcome to
 * Bolster!") that the text never writes in lower case (transforms/lexicon.ts reads it so). The
 * sets are built from the masked lines at the first question.
 */
function nameLookup(maskedLines: readonly (MaskedText | null)[]): (word: string) => boolean {
  let names: Set<string> | undefined;
  let lower: Set<string> | undefined;
  return (word) => {
    if (!ONE_NAME_WORD.test(word)) return false;
    if (!names || !lower) {
      names = new Set();
      lower = new Set();
      for (const masked of maskedLines) {
        for (const span of masked?.spans ?? []) if (ONE_NAME_WORD.test(span)) names.add(span);
        for (const m of (masked?.masked ?? "").matchAll(/(?<![\p{L}\p{N}])\p{Ll}[\p{L}\p{M}]*/gu)) lower.add(m[0]);
      }
    }
    return names.has(word) && !lower.has(word.toLowerCase());
  };
}

const ONE_NAME_WORD = /^\p{Lu}[\p{Ll}\p{M}]+$/u;

/** Signs of one masked prose line: lexicon entries, sentence shapes, rhythm. */
function detectInProse(
  masked: string,
  profile: LanguageProfile,
  language: SignLanguage,
  add: (family: string, from: number, to: number) => void,
  signs: Sign[],
  contentStart: number,
  toOriginal: Int32Array,
  spans: readonly string[],
  isName: (word: string) => boolean,
): void {
  const sentences = splitSentences(masked, profile.abbreviations);
  // English has its own detectors; every other language those of its structure data.
  const detectors = language.sentenceDetectors ?? (profile.structure ? structureDetectors(profile.structure) : []);
  const lengths: number[] = [];
  let cursor = 0;
  for (const sentence of sentences) {
    const text = sentence.text;
    const at = masked.indexOf(text, cursor);
    if (at < 0) continue;
    cursor = at + text.length;
    lengths.push(countWords(text));
    for (const hit of findLexiconHits(text, profile.lexicon, spans)) {
      // Aggressive mode's plainer-word swaps ("provide" -> "give") are style, not signs; an entry that
      // writes its source back keeps a literal use ("children you have fostered", "fully comprehensive").
      if (hit.entry.aggressiveOnly && !hit.entry.marker) continue;
      if (hit.entry.literal) continue;
      // "Bolster isn't just a savings app" where the text names the app "Bolster" elsewhere: a name, as the rewrite reads it.
      if (/^[\s\p{P}]*$/u.test(text.slice(0, hit.start)) && isName(text.slice(hit.start, hit.end))) continue;
      const family =
        hit.entry.family ??
        (language.classifyEntry ? language.classifyEntry(hit.entry.source, hit.entry.marker) : hit.entry.marker ? "excess-vocabulary" : null);
      if (family) add(family, at + hit.start, at + hit.end);
    }
    let from = 0;
    for (const piece of HAS_EMOJI.test(text) ? text.split(PART_BREAK) : [text]) {
      const trimmed = withoutEmojiEdges(piece.trim());
      const lead = text.indexOf(trimmed, from);
      if (trimmed.length === 0 || lead < 0) continue;
      from = lead + trimmed.length;
      // A sign-off that gives contact details (a number, an e-mail, a link) is one the structure
      // transform keeps (only its stock phrase goes): it is no leftover sentence here either.
      // An offer put as a question goes even with a figure (transforms/structure-lang.ts).
      const details = !OFFER_QUESTION.test(trimmed) && !language.editOffer?.test(trimmed) && holdsDetail(trimmed, spans);
      const folded = foldCase(trimmed);
      const may = literalFilter(detectors).scan(trimmed, folded);
      for (const [i, detector] of detectors.entries()) {
        if (may[i] === 0 || (details && detector.family === "chatbot-signoff")) continue;
        const m = execFolded(detector.pattern, trimmed, folded);
        if (m && m.length > 0) add(detector.family, at + lead + m.index, at + lead + m.index + m.length);
      }
      // "Let me know if you have any questions — would you like me to…?": a leftover after a dash (English).
      const tail = language.leftoverTail && !details ? language.leftoverTail(trimmed) : null;
      if (tail) add("chatbot-signoff", at + lead + (tail.whole ? 0 : tail.start), at + lead + trimmed.length);
      // A sentence whose first words were masked together as a name ("Como IA, …", "Viel Erfolg …")
      // is read again with its spans put back, as the structure transform reads it.
      if (profile.structure && /\p{Co}/u.test(trimmed)) {
        const family = leftoverFamily(
          profile.structure,
          trimmed.replace(/\p{Co}/gu, (char) => spans[placeholderIndex(char.codePointAt(0) ?? 0)] ?? char),
        );
        if (family && !(details && family === "chatbot-signoff")) add(family, at + lead, at + lead + trimmed.length);
      }
    }
  }
  for (const detector of language.lineDetectors ?? []) for (const m of masked.matchAll(detector.pattern)) add(detector.family, m.index, m.index + m[0].length);
  // Four or more sentences of nearly the same length in one paragraph.
  if (lengths.length >= 4) {
    const mean = lengths.reduce((a, b) => a + b, 0) / lengths.length;
    const sd = Math.sqrt(lengths.reduce((a, b) => a + (b - mean) ** 2, 0) / lengths.length);
    if (mean >= 8 && sd / mean < 0.2) signs.push({ family: "uniform-rhythm", start: contentStart, end: contentStart + (toOriginal[masked.length] as number) });
  }
}

/**
 * The words of the names the prose writes inside its sentences (the mask's protected capitalised
 * runs: "Lingua Bridge Translations", "Welfare Officer"), less any word the prose also writes in
 * lower case. A heading's capital on such a word is the name's, not Title Case.
 */
function namesOfProse(maskedLines: readonly (MaskedText | null)[]): ProseNames {
  const words = new Set<string>();
  const runs = new Set<string>();
  const lower = new Set<string>();
  for (const masked of maskedLines) {
    if (!masked) continue;
    for (const span of masked.spans) {
      if (!/^\p{Lu}/u.test(span)) continue;
      const parts = span.match(/\p{Lu}[\p{L}'’-]*/gu) ?? [];
      for (const word of parts) words.add(word.replace(/['’]s$/u, ""));
      // "Harbourside Dental Practice": a name of several words stays whole in a heading even when
      // the body writes one of its words in lower case ("our practice").
      if (parts.length >= 2 && /^[\p{L}\p{M}'’ .&-]+$/u.test(span)) runs.add(span.replace(/['’]s$/u, ""));
    }
    for (const m of masked.masked.matchAll(/(?<![\p{L}\p{N}])\p{Ll}[\p{L}\p{M}]*/gu)) lower.add(m[0]);
  }
  for (const name of words) if (lower.has(name.toLowerCase())) words.delete(name);
  return { words, runs: [...runs] };
}

interface ProseNames {
  /** Capitalised words of the prose's names that the prose never writes in lower case. */
  words: Set<string>;
  /** The prose's names of several words, as written. */
  runs: string[];
}

// Words English Title Case leaves in lower case: articles, conjunctions, short prepositions.
const TITLE_MINOR = new Set("a an the and but or nor for so yet as at by in of on to up via with from into onto over per vs off out than".split(" "));
// Days and months: capitalised in any style.
const CALENDAR_WORDS =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|June|July|August|September|October|November|December)$/u;

function detectHeading(heading: string, start: number, signs: Sign[], nounCapitals: boolean, names: ProseNames, english: boolean): void {
  const nameWords = names.words;
  const emoji = LEADING_EMOJI.exec(heading);
  if (emoji) signs.push({ family: "heading-emoji", start, end: start + emoji[0].trimEnd().length });
  // A quoted or emphasised title keeps its own capitals ("Talk: "From Mill to Market"").
  let bare = heading.slice(emoji ? emoji[0].length : 0).replace(/"[^"]*"|“[^”]*”|(\*{1,2}|_{1,2})[^*_]+?\1/gu, " ");
  for (const run of names.runs) if (bare.includes(run)) bare = bare.split(run).join(" ");
  const words = bare.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  // "Join us at Wellmere Sailing Club": a lower-case word that English Title Case would capitalise
  // ("us") tells sentence case; the capitals left are a name's.
  if (english && words.slice(1).some((w) => /^\p{Ll}/u.test(w) && !TITLE_MINOR.has(w))) return;
  const lexical = words.slice(1).filter((w) => w.length >= 4 && w !== w.toUpperCase() && !CALENDAR_WORDS.test(w) && !nameWords.has(w.replace(/['’]s$/u, "")));
  // German capitalises its nouns: a German heading in capitals may be plain grammar (formatting.ts).
  // "Welcome To Harbourside Dental Practice": a capitalised minor word (not one opening a part
  // after a colon or a dash) tells English Title Case, whatever the other words are.
  const minorCapital = english && [...bare.matchAll(/(?<=\p{L}[\p{L}'’-]* )(\p{Lu}\p{Ll}+)\b/gu)].some((m) => TITLE_MINOR.has((m[1] ?? "").toLowerCase()));
  if (!nounCapitals && words.length >= 2 && (minorCapital || (lexical.length >= 1 && lexical.every((w) => /^\p{Lu}/u.test(w))))) {
    signs.push({ family: "title-case-heading", start, end: start + heading.trimEnd().length });
  }
}

/** Citation residue, tracking parameters and unfilled placeholders anywhere on a line. */
function detectResidue(text: string, start: number, signs: Sign[]): void {
  for (const [family, pattern] of [
    ["chatbot-citation-markup", CITATION_MARKUP],
    ["utm-source", UTM_SOURCE],
    ["placeholder", PLACEHOLDER],
  ] as const) {
    for (const m of text.matchAll(pattern)) signs.push({ family, start: start + m.index, end: start + m.index + m[0].length });
  }
}

/** Curly quotes are reported only where the text also uses straight ones (a mix). */
function detectCurlyMix(text: string, signs: Sign[]): void {
  if (!text.includes('"') || !/[“”]/u.test(text)) return;
  const at = text.search(/[“”]/u);
  signs.push({ family: "curly-quotes", start: at, end: at + 1 });
}

function push(signs: Sign[], family: string, contentStart: number, toOriginal: Int32Array, from: number, to: number): void {
  const start = contentStart + (toOriginal[from] as number);
  const end = contentStart + (toOriginal[to] as number);
  if (end > start) signs.push({ family, start, end });
}

/** For each offset of the masked line (and its end), the offset in the original line. */
function offsetMap(masked: string, spans: readonly string[]): Int32Array {
  const map = new Int32Array(masked.length + 1);
  let original = 0;
  for (let i = 0; i < masked.length; i++) {
    map[i] = original;
    const codePoint = masked.codePointAt(i) as number;
    const index = placeholderIndex(codePoint);
    if (index >= 0 && index < spans.length) {
      original += (spans[index] as string).length;
      if (codePoint > 0xffff) map[++i] = original; // the low surrogate maps past the span
    } else original++;
  }
  map[masked.length] = original;
  return map;
}

function countWords(text: string): number {
  let n = 0;
  for (const word of text.split(/\s+/u)) if (/[\p{L}\p{N}\p{Co}]/u.test(word)) n++;
  return n;
}

/** The same family over the same span, found twice (a lexicon entry and a shape), counts once. */
/** Overlapping signs of one family become one (sorted input; the kept order stays sorted by start). */
function dedupe(signs: Sign[]): Sign[] {
  const out: Sign[] = [];
  const lastOf = new Map<string, Sign>();
  for (const sign of signs) {
    const last = lastOf.get(sign.family);
    if (last && sign.start < last.end) {
      last.end = Math.max(last.end, sign.end);
      continue;
    }
    const kept = { ...sign };
    out.push(kept);
    lastOf.set(sign.family, kept);
  }
  return out;
}
