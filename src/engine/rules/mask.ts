// Protect, then transform: every span that must survive verbatim is replaced by one
// private-use character before any transform runs, and put back afterwards.
//
// Spans (inline; block-level Markdown is handled line by line in blocks.ts):
//   inline code, links/images, autolinks and HTML tags, URLs, e-mail addresses,
//   @handles, #tags, quoted passages, dates, times, numbers (with currency, %),
//   acronyms, capitalised names (merged when multi-word), emphasis markers,
//   and any private-use character already in the input.
//
// Every pattern below is linear: each repeated class either stops at the next
// occurrence of its own opening delimiter or is guarded by a look-behind that only
// lets it start at the beginning of a run, so there is no catastrophic backtracking.

export interface MaskedText {
  /** The text with each protected span replaced by one placeholder character. */
  masked: string;
  /** The protected spans, in placeholder order. */
  spans: string[];
}

export type SpanKind =
  | "code"
  | "link"
  | "tag"
  | "url"
  | "email"
  | "handle"
  | "hashtag"
  | "quote"
  | "date"
  | "time"
  | "emphasis"
  | "private"
  | "number"
  | "acronym"
  | "name";

export interface ProtectedSpan {
  start: number;
  end: number;
  kind: SpanKind;
}

const MONTH =
  "(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)";
const ORDINAL = "(?:st|nd|rd|th)?";

// Each named group is one kind of span; order is priority at a given position.
// A group is only compiled into a line's pattern when its trigger occurs in the line,
// which keeps the scan cheap for ordinary prose.
const SPAN_PATTERNS: readonly { trigger: RegExp; source: string }[] = [
  { trigger: /`/, source: "(?<code>``[^`\\n]{1,2000}``|`[^`\\n]{1,2000}`)" },
  {
    trigger: /\[/,
    source:
      "(?<link>!?\\[[^\\[\\]\\n]{0,1000}\\]\\([^()\\s]{0,2000}(?:[ \\t]+\"[^\"\\n]{0,300}\")?\\)" +
      "|\\[[^\\[\\]\\n]{1,1000}\\]\\[[^\\[\\]\\n]{0,200}\\]|\\[\\^?[^\\[\\]\\s]{1,100}\\])",
  },
  { trigger: /</, source: "(?<tag><[^<>\\n]{1,500}>)" },
  {
    trigger: /https?:\/\/|www\./i,
    source: "(?<url>(?<![\\p{L}\\p{N}_])(?:https?:\\/\\/|www\\.)[^\\s<>\"]*[^\\s<>\"'.,;:!?)\\]}])",
  },
  { trigger: /@/, source: "(?<email>(?<![\\p{L}\\p{N}._%+-])[\\p{L}\\p{N}._%+-]+@[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)+)" },
  { trigger: /@/, source: "(?<handle>(?<![\\p{L}\\p{N}_@])@[\\p{L}\\p{N}_]+(?:\\.[\\p{L}\\p{N}_]+)*)" },
  { trigger: /#/, source: "(?<hashtag>(?<![\\p{L}\\p{N}_#&])#[\\p{L}\\p{N}_]+)" },
  {
    trigger: /["“„«‘']/,
    source:
      "(?<quote>\"[^\"\\n]{1,800}\"|“[^“”\\n]{1,800}”|„[^„“”\\n]{1,800}[“”]|«[^«»\\n]{1,800}»" +
      "|‘[^‘’\\n]{1,400}’(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}])'[^'\\n]{1,400}'(?![\\p{L}\\p{N}]))",
  },
  {
    trigger: /\d/,
    source:
      `(?<date>\\b${MONTH}\\.?[ \\t]\\d{1,2}${ORDINAL}(?:,?[ \\t]\\d{4})?\\b` +
      `|\\b\\d{1,2}${ORDINAL}[ \\t](?:of[ \\t])?${MONTH}\\b(?:,?[ \\t]\\d{4}\\b)?` +
      `|\\b${MONTH}[ \\t]\\d{4}\\b)`,
  },
  {
    trigger: /\d/,
    source:
      "(?<time>\\b\\d{1,2}(?::\\d{2}){1,2}(?:[ \\t]?(?:[ap]\\.m\\.|[AaPp][Mm]\\b))?" +
      "|\\b\\d{1,2}[ \\t]?(?:[ap]\\.m\\.|[AaPp][Mm]\\b))",
  },
  {
    trigger: /[*_~]/,
    source: "(?<emphasis>\\*\\*|__|~~|(?<![\\p{L}\\p{N}])[*_](?=\\S)|(?<=\\S)[*_](?![\\p{L}\\p{N}]))",
  },
  { trigger: /\p{Co}/u, source: "(?<private>\\p{Co})" },
];

const compiledPatterns = new Map<number, RegExp | null>();

/** The combined pattern for the groups whose trigger occurs in `text` (cached per combination). */
function inlineSpanPattern(text: string): RegExp | null {
  let key = 0;
  SPAN_PATTERNS.forEach((pattern, bit) => {
    if (pattern.trigger.test(text)) key |= 1 << bit;
  });
  let compiled = compiledPatterns.get(key);
  if (compiled === undefined) {
    const sources = SPAN_PATTERNS.filter((_, bit) => (key & (1 << bit)) !== 0).map((p) => p.source);
    compiled = sources.length === 0 ? null : new RegExp(sources.join("|"), "gu");
    compiledPatterns.set(key, compiled);
  }
  return compiled;
}

// A word-like run: letters/digits joined by internal . , : / ' ’ - – (e.g. 3,000 · U.S · 27-year-old · 10:30).
const WORD_RUN = /[\p{L}\p{M}\p{N}]+(?:[.,:/'’\-–][\p{L}\p{M}\p{N}]+)*/gu;
const HAS_DIGIT = /\p{N}/u;
const HAS_UPPER = /\p{Lu}/u;
const HAS_UPPER_OR_DIGIT = /[\p{Lu}\p{N}]/u;
const HAS_INNER_UPPER = /^.[^]*\p{Lu}/u;
const CAPITALIZED = /^\p{Lu}/u;
const CURRENCY_BEFORE = /[$€£¥₹₩₽¢]/u;
const NUMBER_SUFFIX = /^(?:%|‰|°[CF]?|\+)/u;
// Characters after which a capitalised word starts a sentence (or a heading-like unit).
const SENTENCE_OPENERS = new Set([...".!?:;\"“”'‘’([{*_#>•–—-¡¿"]);
const PRONOUN_I = /^I(?:['’]\p{L}+)?$/u;

/** Finds all protected spans of one line of prose, sorted and non-overlapping. */
export function findProtectedSpans(text: string): ProtectedSpan[] {
  const spans: ProtectedSpan[] = [];
  const pattern = inlineSpanPattern(text);
  for (const match of pattern ? text.matchAll(pattern) : []) {
    const groups = match.groups ?? {};
    let kind: SpanKind = "private";
    for (const [name, value] of Object.entries(groups)) {
      if (value !== undefined) {
        kind = name as SpanKind;
        break;
      }
    }
    const start = match.index ?? 0;
    spans.push({ start, end: start + match[0].length, kind });
  }

  // Word-level spans live in the gaps between the delimiter-based ones.
  const wordSpans: ProtectedSpan[] = [];
  let gapStart = 0;
  for (let i = 0; i <= spans.length; i++) {
    const gapEnd = i < spans.length ? (spans[i]?.start ?? text.length) : text.length;
    if (gapEnd > gapStart) collectWordSpans(text, gapStart, gapEnd, wordSpans);
    gapStart = i < spans.length ? (spans[i]?.end ?? text.length) : text.length;
  }
  if (wordSpans.length === 0) return spans;
  return mergeSorted(spans, wordSpans);
}

function collectWordSpans(text: string, from: number, to: number, out: ProtectedSpan[]): void {
  const gap = text.slice(from, to);
  const runs = [...gap.matchAll(WORD_RUN)];
  for (let r = 0; r < runs.length; r++) {
    const run = runs[r];
    if (run === undefined) continue;
    const word = run[0];
    let start = from + (run.index ?? 0);
    let end = start + word.length;
    const last = out[out.length - 1];
    if (last && start < last.end) continue; // already inside a number span ("1.5°C")

    if (!HAS_UPPER_OR_DIGIT.test(word)) continue; // the common case: an ordinary lower-case word
    if (HAS_DIGIT.test(word)) {
      const before = text.charAt(start - 1);
      if (CURRENCY_BEFORE.test(before) && start - 1 >= from) start--;
      const suffix = NUMBER_SUFFIX.exec(text.slice(end, Math.min(end + 2, to)));
      if (suffix) end += suffix[0].length;
      out.push({ start, end, kind: "number" });
      continue;
    }
    if (!HAS_UPPER.test(word)) continue;
    if (PRONOUN_I.test(word)) continue;

    const isAcronym = HAS_INNER_UPPER.test(word);
    if (!isAcronym && startsSentence(text, start)) {
      // A capitalised sentence opener is only a name when another capitalised word follows.
      const next = runs[r + 1];
      const nextStart = next ? from + (next.index ?? 0) : -1;
      const adjacent = next !== undefined && nextStart === end + 1 && text.charAt(end) === " ";
      if (!adjacent || !CAPITALIZED.test(next[0]) || PRONOUN_I.test(next[0])) continue;
    }
    const previous = out[out.length - 1];
    if (previous && previous.kind === "name" && previous.end + 1 === start && text.charAt(previous.end) === " ") {
      previous.end = end; // multi-word name: one span
      continue;
    }
    out.push({ start, end, kind: isAcronym ? "acronym" : "name" });
  }
}

function startsSentence(text: string, index: number): boolean {
  let i = index - 1;
  while (i >= 0 && /\s/u.test(text.charAt(i))) i--;
  if (i < 0) return true;
  return SENTENCE_OPENERS.has(text.charAt(i));
}

function mergeSorted(a: ProtectedSpan[], b: ProtectedSpan[]): ProtectedSpan[] {
  const merged: ProtectedSpan[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    if (y === undefined || (x !== undefined && x.start <= y.start)) {
      if (x) merged.push(x);
      i++;
    } else {
      merged.push(y);
      j++;
    }
  }
  return merged;
}

// Placeholders: the BMP private-use area, then plane 15 for very long inputs.
const BMP_BASE = 0xe000;
const BMP_SIZE = 0xf8ff - 0xe000 + 1;
const PLANE15_BASE = 0xf0000;
const PLANE15_SIZE = 0xffffd - 0xf0000 + 1;
export const MAX_SPANS = BMP_SIZE + PLANE15_SIZE;

function placeholder(index: number): string {
  return String.fromCodePoint(index < BMP_SIZE ? BMP_BASE + index : PLANE15_BASE + index - BMP_SIZE);
}

export function placeholderIndex(codePoint: number): number {
  if (codePoint >= BMP_BASE && codePoint < BMP_BASE + BMP_SIZE) return codePoint - BMP_BASE;
  if (codePoint >= PLANE15_BASE && codePoint < PLANE15_BASE + PLANE15_SIZE) return codePoint - PLANE15_BASE + BMP_SIZE;
  return -1;
}

/** Masks one line of prose. Returns null when it has more spans than placeholders (left verbatim). */
export function maskText(text: string): MaskedText | null {
  const found = findProtectedSpans(text);
  if (found.length > MAX_SPANS) return null;
  const spans: string[] = [];
  let masked = "";
  let cursor = 0;
  for (const span of found) {
    masked += text.slice(cursor, span.start) + placeholder(spans.length);
    spans.push(text.slice(span.start, span.end));
    cursor = span.end;
  }
  masked += text.slice(cursor);
  return { masked, spans };
}

/**
 * Puts the protected spans back. Returns null unless every placeholder occurs exactly
 * once and nothing else is in the private-use area: the caller then keeps the original.
 */
export function unmaskText(masked: string, spans: readonly string[]): string | null {
  const seen = new Uint8Array(spans.length);
  let out = "";
  let plainStart = 0;
  for (let i = 0; i < masked.length; ) {
    const codePoint = masked.codePointAt(i) ?? 0;
    const width = codePoint > 0xffff ? 2 : 1;
    const index = placeholderIndex(codePoint);
    if (index >= 0) {
      const span = spans[index];
      if (span === undefined || seen[index] === 1) return null;
      seen[index] = 1;
      out += masked.slice(plainStart, i) + span;
      plainStart = i + width;
    }
    i += width;
  }
  out += masked.slice(plainStart);
  for (let i = 0; i < seen.length; i++) if (seen[i] !== 1) return null;
  return out;
}

/** True for a placeholder character (or any private-use character). */
export function isPlaceholder(char: string): boolean {
  return placeholderIndex(char.codePointAt(0) ?? 0) >= 0;
}
