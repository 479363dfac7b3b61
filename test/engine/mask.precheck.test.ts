// The cheap pre-checks and hand-written scans of mask.ts and sentences.ts must not change a
// single result. mask.ts looks for all its triggers in one pass and compiles a group into a
// line's pattern only when its trigger occurs; its word runs are classified from their code
// units; sentences.ts finds boundaries and abbreviations by hand. Both are compared here with
// a reference copy of the original algorithms (one trigger pattern per group, every test a
// pattern), on random strings rich in the characters the skipped passes look for.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findProtectedSpans, maskText, type ProtectedSpan, type SpanKind } from "../../src/engine/rules/mask.js";
import { profileFor } from "../../src/engine/rules/languages.js";
import { splitSentences, type Sentence } from "../../src/engine/rules/sentences.js";
import { referenceWordSpansBetween } from "./reference-word-spans.js";

// ---- Reference: the original mask.ts (inline groups with their trigger patterns, word runs by pattern).

const MONTH =
  "(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)";
const ORDINAL = "(?:st|nd|rd|th)?";
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

const compiled = new Map<number, RegExp | null>();

function referencePattern(text: string): RegExp | null {
  let key = 0;
  SPAN_PATTERNS.forEach((p, bit) => {
    if (p.trigger.test(text)) key |= 1 << bit;
  });
  if (!compiled.has(key)) {
    const sources = SPAN_PATTERNS.filter((_, bit) => (key & (1 << bit)) !== 0).map((p) => p.source);
    compiled.set(key, sources.length === 0 ? null : new RegExp(sources.join("|"), "gu"));
  }
  return compiled.get(key) ?? null;
}

function referenceSpans(text: string): ProtectedSpan[] {
  const spans: ProtectedSpan[] = [];
  const pattern = referencePattern(text);
  for (const match of pattern ? text.matchAll(pattern) : []) {
    const groups = match.groups ?? {};
    const kind = (Object.keys(groups).find((name) => groups[name] !== undefined) ?? "private") as SpanKind;
    const start = match.index ?? 0;
    spans.push({ start, end: start + match[0].length, kind });
  }
  const words = referenceWordSpansBetween(text, spans);
  return [...spans, ...words].sort((a, b) => a.start - b.start); // stable: inline spans first at a tie
}

function referenceMask(text: string): { masked: string; spans: string[] } {
  const spans: string[] = [];
  let masked = "";
  let cursor = 0;
  for (const span of referenceSpans(text)) {
    const index = spans.length;
    masked += text.slice(cursor, span.start) + String.fromCodePoint(index < 6400 ? 0xe000 + index : 0xf0000 + index - 6400);
    spans.push(text.slice(span.start, span.end));
    cursor = span.end;
  }
  return { masked: masked + text.slice(cursor), spans };
}

// ---- Reference: the original sentences.ts (boundaries and abbreviations by pattern).

const BOUNDARY = /[.!?…]+["'’”)\]]*(\s+)/gu;
const NEXT_START = /^[\p{Lu}\p{N}\p{Co}"“‘'(¿¡[]/u;
const WORD_BEFORE = /([\p{L}.]+)\.$/u;

function referenceSplit(text: string, abbreviations: ReadonlySet<string>): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;
  for (const match of text.matchAll(BOUNDARY)) {
    const gap = match[1] ?? "";
    const end = (match.index ?? 0) + match[0].length - gap.length;
    if (!NEXT_START.test(text.slice(end + gap.length, end + gap.length + 2))) continue;
    const candidate = text.slice(start, end);
    if (candidate.endsWith(".")) {
      const word = WORD_BEFORE.exec(candidate.slice(-12))?.[1];
      if (word !== undefined && (/^\p{Lu}$/u.test(word) || abbreviations.has(word.toLowerCase()))) continue;
    }
    sentences.push({ text: candidate, gap });
    start = end + gap.length;
  }
  sentences.push({ text: text.slice(start), gap: "" });
  return sentences;
}

// ---- Inputs: what every trigger, boundary and word class looks at, and its near misses.

const pieces = fc.constantFrom(
  ..."aAzZ Ii09 .,;:!?/\\@`*_~#&%+$€°-–—'’\"“”„«»‘()[]{}<>!\t\n\r\u00a0\u2028\u3000\ufeffÉéñßİ\u0301".split(""),
  "http://", "https://", "HTTPS://", "hTtp://", "://", "ftp://", "www.", "WWW.", "wWw.", "ww.", "x.y", "a@b.co", "@me", "#tag", "&#",
  "`x`", "``a`b``", "[a](b)", "![i](u \"t\")", "[a][b]", "[^1]", "<br>", "**", "__", "~~", "\"q\"", "“q”", "„q“", "«q»", "‘q’", "'q'",
  "Jan", "March", "Sept.", "May", "1st", "22nd", "of", "2024", "10:30", "3 p.m.", "7PM", "12am", "3.5", "1,000", "°C", "‰",
  "0", "00", "07", "0:", "am", "pm", "a.m.",
  "I", "I'm", "I’d", "NASA", "Alice", "Smith", "The", "U.S", "e.g", "Dr", "mr", "sra", "pág", "iPhone", "x-Ray",
  "abbreviated", "Abbreviated", "abbreviations", "é.é.é.é.é.é",
  "\ue000", "\uf8ff", "\u{f0000}", "\u{ffffd}", "\u{ffffe}", "\u{100000}", "\u{10fffd}", "\udb80", "\udbff", "\udc00", "\ud835", "𝐀", "𝑎", "😀", "ا",
  ". ", "! ", "? ", "… ", ".) ", ".” ", ". \u00a0", ".\n", ":", ": ",
);
const rich = fc.array(pieces, { maxLength: 60 }).map((parts) => parts.join(""));
const inputs = fc.oneof({ weight: 4, arbitrary: rich }, { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 120 }) });

describe("mask pre-checks change nothing", () => {
  it("findProtectedSpans and maskText match the original algorithm", () => {
    fc.assert(
      fc.property(inputs, (text) => {
        expect(findProtectedSpans(text)).toEqual(referenceSpans(text));
        expect(maskText(text)).toEqual(referenceMask(text));
      }),
      { numRuns: 4000 },
    );
  });

  it("match it on examples of every kind", () => {
    for (const text of [
      "See https://example.com/a?b=c, www.acme.dev and WWW.ACME.DEV or mail support@acme.dev / @acme_help #DevTools.",
      "Run `npm run build` then [the docs](https://docs.acme.dev/x) <br> **bold** _em_ ~~gone~~ \"quoted\" 'single'.",
      "On March 14, 2024 at 3:30 p.m. we paid $4.2 (12.5% of €1,299.99) to NASA and Alice Smith in the U.S. I'm sure.",
      "Private \ue000 and \u{f0000} and a lone \udb80 here; 5 June 2023, 10:45, 7PM.",
      "Only http://a.b/c here (each trigger is looked for per line).",
      "Near misses: 0pm, 0:00 and 0 May, http://a.b/c, ftp://x, wWw.x.org, iPhone, x~y, ~~z~~, a#b, #0.",
    ]) {
      expect(findProtectedSpans(text)).toEqual(referenceSpans(text));
      expect(maskText(text)).toEqual(referenceMask(text));
    }
  });
});

describe("sentence scans change nothing", () => {
  const abbreviations = [profileFor("en")?.abbreviations, profileFor("es")?.abbreviations, new Set(["é", "ß", "i̇", "𝐀b", "a.b", "abbreviated", "é.é.é.é.é"])];
  it("splitSentences matches the original algorithm", () => {
    fc.assert(
      fc.property(inputs, fc.constantFrom(...abbreviations), (text, set) => {
        const abbr = set ?? new Set<string>();
        expect(splitSentences(text, abbr)).toEqual(referenceSplit(text, abbr));
        const masked = maskText(text);
        if (masked) expect(splitSentences(masked.masked, abbr)).toEqual(referenceSplit(masked.masked, abbr));
      }),
      { numRuns: 4000 },
    );
  });

  it("matches it on abbreviations, initials and the edges of the 12-unit window", () => {
    const abbr = abbreviations[2] ?? new Set<string>();
    for (const text of [
      "See Dr. Smith and J. Doe, e.g. Here. U.S. Army. We abbreviated. Next, xabbreviated. Next, abbreviations. Next.",
      "Then é.é.é.é.é. Next and aé.é.é.é.é. Next and 𝐀b. Next and x𝐀b. Next and \udc00b. Next and É. Next.",
      "abbreviated. Next", "1abbreviated. Next", "bbreviated. Next", "Ends with a dot. \u00a0Next", "Quote.” Next (Yes.) No",
    ]) {
      expect(splitSentences(text, abbr)).toEqual(referenceSplit(text, abbr));
    }
  });
});
