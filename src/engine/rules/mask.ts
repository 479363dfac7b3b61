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

import {
  isAsciiDigitCode,
  isAsciiLowerCode,
  isAsciiSpaceCode,
  isAsciiUpperCode,
  isHighSurrogate,
  isLowSurrogate,
  isRunJoinerCode,
  isWordUnit,
  SPACE_CHAR,
  WORD_CHAR,
} from "./chars.js";

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
  | "phone"
  | "address"
  | "acronym"
  | "name";

export interface ProtectedSpan {
  start: number;
  end: number;
  kind: SpanKind;
}

const MONTH = "(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)";
const ORDINAL = "(?:st|nd|rd|th)?";

// ---- Other languages' formats (issue 22): dates with month names, amounts, times, phone numbers,
// postcodes. Each repetition is bounded, so a pattern tries a bounded number of steps from each
// position whatever the line holds.

/** Month names written in lower case: Spanish, Portuguese, French, Italian, Catalan. */
const LOWER_MONTHS = [
  ...["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "setiembre", "octubre", "noviembre", "diciembre"],
  ...["janeiro", "fevereiro", "março", "maio", "junho", "julho", "setembro", "outubro", "novembro", "dezembro"],
  ...["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "décembre"],
  ...["gennaio", "febbraio", "aprile", "maggio", "giugno", "luglio", "settembre", "ottobre", "novembre", "dicembre"],
  ...["gener", "febrer", "març", "maig", "juny", "juliol", "agost", "desembre"],
];
/** German month names (capitalised, like every German noun), with the Austrian Jänner and Feber. */
const GERMAN_MONTHS = [
  "Januar",
  "Jänner",
  "Februar",
  "Feber",
  "März",
  "April",
  "Mai",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "Dezember",
];
/** Longest first, so that an alternation never stops at a shorter name ("mar" of "marzo"). */
const alternation = (names: readonly string[]): string => `(?:${[...new Set(names)].sort((a, b) => b.length - a.length).join("|")})`;
const LOWER_MONTH = alternation(LOWER_MONTHS);
const GERMAN_MONTH = alternation(GERMAN_MONTHS);
/** A month name that may open a sentence: either case for its first letter. */
const ANY_MONTH = alternation([...LOWER_MONTHS, ...GERMAN_MONTHS].map((m) => `[${m.charAt(0).toUpperCase()}${m.charAt(0).toLowerCase()}]${m.slice(1)}`));
/** A space inside a date, an amount or a phone number: a space, a tab, a no-break or narrow no-break space. */
const SP = "[ \\t\\u00a0\\u202f]";
/** A year after a month ("mayo de 2024", "4 février 2025"). */
const LOCAL_YEAR = `(?:,?${SP}(?:de${SP}|del${SP})?\\d{4}\\b)`;
const LOCAL_DATE =
  // "14 de mayo de 2024", "12 de março de 2024", "4 février 2025", "5 maggio 2025", "1er janvier", "1º de maio", "3 d'abril"
  `\\b\\d{1,2}(?:er|º|ª|°|\\.º)?${SP}(?:de${SP}|d['’])?${LOWER_MONTH}\\b${LOCAL_YEAR}?` +
  // "3. März 2025", "1. Mai"
  `|\\b\\d{1,2}\\.?${SP}${GERMAN_MONTH}\\b(?:${SP}\\d{4}\\b)?` +
  // "mayo de 2024", "März 2025", "Março de 2024"
  `|\\b${ANY_MONTH}${SP}(?:de${SP}|del${SP})?\\d{4}\\b`;
/** German times ("14:30 Uhr", "14.30 Uhr", "9 Uhr") and the "h" of French and Spanish ones ("14:30 h"). */
const LOCAL_TIME = `\\b\\d{1,2}(?:[:.]\\d{2})?${SP}(?:Uhr|h)\\b`;
/** A number: digits with grouping dots or commas and a decimal part ("18.500,00", "3,5", "1,000.25"). */
const PLAIN_NUMBER = "\\d{1,15}(?:[.,]\\d{1,15}){0,5}";
/** Thousands grouped by spaces: "1 250", "1\\u202f250\\u202f000" (with a decimal part: "1 250,50"). */
const SPACED_NUMBER = `\\d{1,3}(?:${SP}\\d{3}){1,5}(?![\\d])(?:[.,]\\d{1,15})?`;
/** A currency or a percent after an amount, or a multiplier with its currency ("214,6 Mio. Euro", "3,5 Mrd. €"). */
const AMOUNT_UNIT =
  "(?:%|‰|€|\\$|£|¥|₹|₽|(?:CHF|EUR|USD|GBP|BRL)\\b|(?:[kKM]|Md|Mrd)€|(?:Mio|Mrd|Bio|Tsd|Mill|mln|mld|mil)\\." +
  `(?:${SP}(?:Euro|EUR|€|US-Dollar|Dollar|USD|Franken|CHF|euros?|dollars?|dólares|reais)(?![\\p{L}\\p{N}]))?)`;
/** A currency written before an amount with a space ("R$ 18.500,00", "€ 25") or as letters ("US$", "CHF"). */
const CURRENCY_LEAD = `(?:(?:R\\$|US\\$|C\\$|A\\$|(?:CHF|EUR|USD|GBP|BRL)\\b)${SP}?|[$€£¥₹₩₽¢]${SP})`;
// (The look-ahead names every first character the amount can have, so that a scan skips to them
// instead of trying the look-behind at every position.)
const LOCAL_AMOUNT =
  `(?=[RUCAEGB$€£¥₹₩₽¢\\d])(?<![\\p{L}\\p{N}]|\\p{N}[.,])(?:${CURRENCY_LEAD}(?:${SPACED_NUMBER}|${PLAIN_NUMBER})` +
  `|(?:${SPACED_NUMBER}|${PLAIN_NUMBER})(?:${SP}?${AMOUNT_UNIT})(?![\\p{L}\\p{N}])` +
  // grouped by no-break spaces alone, which only ever group digits
  `|\\d{1,3}(?:[\\u00a0\\u202f]\\d{3}){1,5}(?![\\d])(?:[.,]\\d{1,15})?)`;
/** A German ordinal after an article or preposition ("am 3. Spieltag", "im 19. Jahrhundert"): its dot ends no sentence. */
// (Written digit first, the article checked behind the dot, so that a scan skips to the digits.)
const GERMAN_ORDINAL =
  `\\d(?<=${SP}\\d)\\d{0,2}\\.(?=${SP}\\p{L})` +
  "(?<=(?<![\\p{L}\\p{N}])(?:Am|[Ii]m|[Zz]um|[Zz]ur|[Vv]om|[Bb]eim|[Dd]e[mnrs]|[Dd]ie|[Dd]as|[Aa]b|[Bb]is|[Ss]eit|[Vv]or|[Nn]ach|jede[mnrs]?|seine[mnrs]?|ihre[mnrs]?|unsere[mnrs]?)" +
  `${SP}\\d{1,3}\\.)`;
/** Phone numbers: international ("+33 1 42 68 53 00", "+55 11 98765-4321"), with an area code in brackets ("(11) 98765-4321"), or national from a 0 ("030 1234567", "06 12 34 56 78"). */
const PHONE =
  `(?<![\\p{L}\\p{N}+])\\+\\d{1,3}(?:${SP}?\\(\\d{1,4}\\))?(?:(?:${SP}|[.\\-])\\d{1,8}){2,6}(?![\\p{L}\\p{N}])` +
  `|(?<![\\p{L}\\p{N}])\\(\\d{2,5}\\)${SP}?\\d{3,5}(?:(?:${SP}|-)\\d{2,5}){0,3}(?![\\p{L}\\p{N}])` +
  `|(?<![\\p{L}\\p{N}.,:+\\-])0\\d{1,4}(?:(?:${SP}|\\/)\\d{5,8}|(?:${SP}|-)\\d{2,4}(?:(?:${SP}|-)\\d{2,4}){1,3})(?![\\p{L}\\p{N}])`;
/** A word of a place name: capitalised, maybe hyphenated ("Aix-en-Provence", "São"). */
const PLACE_WORD = "\\p{Lu}[\\p{L}\\p{M}]{1,30}(?:[-'’][\\p{L}\\p{M}]{1,30}){0,3}";
/** A postcode and its town: "75008 Paris", "10115 Berlin", "01310-100 São Paulo", "1000-001 Lisboa", "Rio de Janeiro". */
const POSTCODE =
  `(?<![\\p{L}\\p{N}.,\\-])(?:\\d{5}(?:-\\d{3})?|\\d{4}-\\d{3})[ \\t\\u00a0]${PLACE_WORD}` +
  `(?:[ \\t](?:(?:de|do|da|dos|das|del|di|am|an|der|im|sur|en|la|le)[ \\t])?${PLACE_WORD}){0,2}`;

// Each named group is one kind of span; order is priority at a given position.
// A group is only compiled into a line's pattern when its trigger occurs in the line,
// which keeps the scan cheap for ordinary prose. A trigger is either the body of a
// character class (one of its code units must occur in the line) or, for URLs, a
// pattern. A trigger may fire where its group cannot match (a lone high surrogate for
// "private"): a group that matches nowhere in a line does not change the line's matches.
const SPAN_PATTERNS: readonly { trigger: string | RegExp; source: string }[] = [
  { trigger: "`", source: "(?<code>``[^`\\n]{1,2000}``|`[^`\\n]{1,2000}`)" },
  {
    trigger: "\\[",
    source:
      '(?<link>!?\\[[^\\[\\]\\n]{0,1000}\\]\\([^()\\s]{0,2000}(?:[ \\t]+"[^"\\n]{0,300}")?\\)' +
      "|\\[[^\\[\\]\\n]{1,1000}\\]\\[[^\\[\\]\\n]{0,200}\\]|\\[\\^?[^\\[\\]\\s]{1,100}\\])",
  },
  { trigger: "<", source: "(?<tag><[^<>\\n]{1,500}>)" },
  {
    trigger: /https?:\/\/|www\./i,
    source: '(?<url>(?<![\\p{L}\\p{N}_])(?:https?:\\/\\/|www\\.)[^\\s<>"]*[^\\s<>"\'.,;:!?)\\]}])',
  },
  { trigger: "@", source: "(?<email>(?<![\\p{L}\\p{N}._%+-])[\\p{L}\\p{N}._%+-]+@[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)+)" },
  { trigger: "@", source: "(?<handle>(?<![\\p{L}\\p{N}_@])@[\\p{L}\\p{N}_]+(?:\\.[\\p{L}\\p{N}_]+)*)" },
  { trigger: "#", source: "(?<hashtag>(?<![\\p{L}\\p{N}_#&])#[\\p{L}\\p{N}_]+)" },
  {
    trigger: "\"“„«‘'‚»‹›",
    source:
      '(?<quote>"[^"\\n]{1,800}"|“[^“”\\n]{1,800}”|„[^„“”\\n]{1,800}[“”]|«[^«»\\n]{1,800}»' +
      "|‘[^‘’\\n]{1,400}’(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}])'[^'\\n]{1,400}'(?![\\p{L}\\p{N}])" +
      // German single quotes ‚…‘, German and Danish »…«, single guillemets ‹…› and ›…‹
      "|‚[^‚‘’\\n]{1,400}[‘’]|»[^»«\\n]{1,800}«|‹[^‹›\\n]{1,400}›|›[^›‹\\n]{1,400}‹)",
  },
  {
    trigger: "0-9",
    source:
      `(?<date>\\b${MONTH}\\.?[ \\t]\\d{1,2}${ORDINAL}(?:,?[ \\t]\\d{4})?\\b` +
      `|\\b\\d{1,2}${ORDINAL}[ \\t](?:of[ \\t])?${MONTH}\\b(?:,?[ \\t]\\d{4}\\b)?` +
      `|\\b${MONTH}[ \\t]\\d{4}\\b|${LOCAL_DATE})`,
  },
  {
    trigger: "0-9",
    source: `(?<time>${LOCAL_TIME}|\\b\\d{1,2}(?::\\d{2}){1,2}(?:[ \\t]?(?:[ap]\\.m\\.|[AaPp][Mm]\\b))?` + "|\\b\\d{1,2}[ \\t]?(?:[ap]\\.m\\.|[AaPp][Mm]\\b))",
  },
  { trigger: "0-9", source: `(?<phone>${PHONE})` },
  { trigger: "0-9", source: `(?<address>${POSTCODE})` },
  { trigger: "0-9", source: `(?<number>${LOCAL_AMOUNT}|${GERMAN_ORDINAL})` },
  {
    trigger: "*_~",
    // (Each look-behind is checked after the marker it stands before, so that a scan skips to markers.)
    source: "(?<emphasis>\\*\\*|__|~~|[*_](?<![\\p{L}\\p{N}][*_])(?=\\S)|[*_](?<=\\S[*_])(?![\\p{L}\\p{N}]))",
  },
  // \p{Co}: the BMP private-use area, or a pair starting with a high surrogate of planes 15-16.
  { trigger: "\\ue000-\\uf8ff\\udb80-\\udbff", source: "(?<private>\\p{Co})" },
];

// Every character trigger in one class: a line is searched once (natively) for all of them,
// not once per group, and only the few trigger characters found are looked at. (A loop over
// the line's code units in JavaScript is slower than either.)
const TRIGGER_CHARS = new RegExp(`[${[...new Set(SPAN_PATTERNS.map((p) => p.trigger).filter((t) => typeof t === "string"))].join("")}]`, "g");
// Per code unit found by TRIGGER_CHARS: the bits of the groups whose class holds it (filled as met).
const TRIGGER_BITS = new Map<number, number>();

function triggerBits(c: number): number {
  let bits = TRIGGER_BITS.get(c);
  if (bits === undefined) {
    bits = 0;
    const char = String.fromCharCode(c);
    SPAN_PATTERNS.forEach((p, bit) => {
      if (typeof p.trigger === "string" && new RegExp(`[${p.trigger}]`).test(char)) bits = (bits as number) | (1 << bit);
    });
    TRIGGER_BITS.set(c, bits);
  }
  return bits;
}

// Each group on its own pattern: a pattern whose every alternative starts with a known character
// is scanned natively from one candidate to the next, while one pattern made of all the groups
// has to try every alternative at every position (a group that starts with \\b or a look-behind
// is enough to lose the skip). The scan below finds what that one alternation would: the earliest
// match of any group, and at one position the first group in SPAN_PATTERNS order.
const GROUP_PATTERNS = SPAN_PATTERNS.map((p) => new RegExp(p.source, "gu"));
const GROUP_KIND = SPAN_PATTERNS.map((p) => /^\(\?<(\w+)>/u.exec(p.source)?.[1] as SpanKind);

/** The bits of the groups whose trigger occurs in `text`. */
function triggeredGroups(text: string): number {
  let key = 0;
  TRIGGER_CHARS.lastIndex = 0;
  while (TRIGGER_CHARS.test(text)) key |= triggerBits(text.charCodeAt(TRIGGER_CHARS.lastIndex - 1));
  for (let bit = 0; bit < SPAN_PATTERNS.length; bit++) {
    const trigger = (SPAN_PATTERNS[bit] as { trigger: string | RegExp }).trigger;
    if (typeof trigger !== "string" && trigger.test(text)) key |= 1 << bit;
  }
  return key;
}

// Per triggered group (reused between calls): its pattern, and the start and end of its earliest
// match at or after the scan position (start -1: none left in the line).
const liveGroups: number[] = [];
const liveStarts: number[] = [];
const liveEnds: number[] = [];

// The e-mail group starts with a run of local-part characters, so a scan tries that run at every
// word of the line (most of this pass's time on a line with an address). Its match can only start
// where the run before an "@" starts: seekEmail goes from "@" to "@" and tries the pattern there.
const EMAIL_GROUP = SPAN_PATTERNS.findIndex((p) => p.source.startsWith("(?<email>"));
const EMAIL_AT = new RegExp((SPAN_PATTERNS[EMAIL_GROUP] as { source: string }).source, "uy");
const EMAIL_LOCAL = /^[\p{L}\p{N}._%+-]$/u;

/** What GROUP_PATTERNS' e-mail pattern finds from `from`: the earliest address whose local part starts at or after it. */
function seekEmail(text: string, from: number): RegExpExecArray | null {
  for (let at = text.indexOf("@", from); at >= 0; at = text.indexOf("@", at + 1)) {
    // Back over the local part (by code points: a letter may be a surrogate pair), not before `from`.
    let start = at;
    while (start > from) {
      const pair = start - 2 >= from && isLowSurrogate(text.charCodeAt(start - 1)) && isHighSurrogate(text.charCodeAt(start - 2));
      const width = pair ? 2 : 1;
      if (!EMAIL_LOCAL.test(text.slice(start - width, start))) break;
      start -= width;
    }
    EMAIL_AT.lastIndex = start;
    const match = EMAIL_AT.exec(text);
    if (match) return match;
  }
  return null;
}

/** Sets the earliest match of live group `g` at or after `from`. */
function seekGroup(text: string, g: number, from: number): void {
  const group = liveGroups[g] as number;
  const pattern = GROUP_PATTERNS[group] as RegExp;
  pattern.lastIndex = from;
  const match = group === EMAIL_GROUP ? seekEmail(text, from) : pattern.exec(text);
  if (match) {
    liveStarts[g] = match.index;
    liveEnds[g] = match.index + match[0].length;
  } else liveStarts[g] = -1;
}

// A word-like run: letters/digits joined by internal . , : / ' ’ - – (e.g. 3,000 · U.S · 27-year-old · 10:30).
// Matched by hand in findRuns, as the pattern /[\p{L}\p{M}\p{N}]+(?:[.,:/'’\-–][\p{L}\p{M}\p{N}]+)*/gu would.
const HAS_DIGIT = /\p{N}/u;
const HAS_UPPER = /\p{Lu}/u;
const HAS_INNER_UPPER = /^.[\s\S]*\p{Lu}/u;
const CAPITALIZED = /^\p{Lu}/u;
const CURRENCY_BEFORE = /[$€£¥₹₩₽¢]/u;
const NUMBER_SUFFIX = /^(?:%|‰|°[CF]?|\+)/u;
// Characters after which a capitalised word starts a sentence (or a heading-like unit).
const SENTENCE_OPENERS = new Set([...".!?:;\"“”'‘’([{*_#>•–—-¡¿"]);
const ASCII_OPENER = new Uint8Array(128);
for (const char of SENTENCE_OPENERS) if (char.charCodeAt(0) < 0x80) ASCII_OPENER[char.charCodeAt(0)] = 1;
const PRONOUN_I = /^I(?:['’]\p{L}+)?$/u;

/**
 * The delimiter-based spans of one line (every group of SPAN_PATTERNS), in order: what one
 * alternation of all the groups would match with the g flag, found group by group.
 */
export function delimitedSpans(text: string): ProtectedSpan[] {
  const found: ProtectedSpan[] = [];
  const key = triggeredGroups(text);
  let live = 0;
  for (let bit = 0; bit < SPAN_PATTERNS.length; bit++) {
    if ((key & (1 << bit)) === 0) continue;
    liveGroups[live] = bit;
    seekGroup(text, live, 0);
    live++;
  }
  for (;;) {
    // The earliest match of any group; at one position, the first group (no group matches the empty string).
    let best = -1;
    for (let g = 0; g < live; g++) {
      const start = liveStarts[g] as number;
      if (start >= 0 && (best < 0 || start < (liveStarts[best] as number))) best = g;
    }
    if (best < 0) break;
    const end = liveEnds[best] as number;
    found.push({ start: liveStarts[best] as number, end, kind: GROUP_KIND[liveGroups[best] as number] as SpanKind });
    // A group whose match starts inside the span just taken looks again after it.
    for (let g = 0; g < live; g++) if ((liveStarts[g] as number) >= 0 && (liveStarts[g] as number) < end) seekGroup(text, g, end);
  }
  return found;
}

/** The sources of the span groups, in priority order (tests compare the scan with their alternation). */
export const SPAN_GROUP_SOURCES: readonly string[] = SPAN_PATTERNS.map((p) => p.source);

/** Finds all protected spans of one line of prose, sorted and non-overlapping. */
export function findProtectedSpans(text: string): ProtectedSpan[] {
  const spans: ProtectedSpan[] = [];
  // Word-level spans live in the gaps between the delimiter-based ones: each gap is searched
  // before the span that ends it is added, so the spans come out sorted in one array.
  // (collectWordSpans looks back at the last span it added; a delimiter-based span before
  // its gap ends before the gap starts, so it can neither hold a run nor be merged with one.)
  let gapStart = 0;
  for (const span of delimitedSpans(text)) {
    if (span.start > gapStart) collectWordSpans(text, gapStart, span.start, spans);
    spans.push(span);
    gapStart = span.end;
  }
  if (text.length > gapStart) collectWordSpans(text, gapStart, text.length, spans);
  return spans;
}

// ASCII: 1 = lower-case letter, 2 = capital or digit, 0 = no word character.
const ASCII_WORD = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  if (isAsciiLowerCode(c)) ASCII_WORD[c] = 1;
  else if (isAsciiUpperCode(c) || isAsciiDigitCode(c)) ASCII_WORD[c] = 2;
}

/**
 * Class of the word character at `j` (before `to`): 0 = none, 1 = a lower-case ASCII letter,
 * 2 = an ASCII capital or digit, 3 = a one-unit other word character, 4 = a two-unit one.
 */
function wordClassAt(text: string, j: number, to: number): number {
  const c = text.charCodeAt(j);
  if (c < 0x80) return ASCII_WORD[c] as number;
  if (isHighSurrogate(c) && j + 1 < to) {
    const d = text.charCodeAt(j + 1);
    if (isLowSurrogate(d)) return WORD_CHAR.test(text.slice(j, j + 2)) ? 4 : 0;
  }
  return isWordUnit(c) ? 3 : 0; // (a lone surrogate is no word character)
}

/** Width of the word character that ends at `e` (not before `from`), or 0 when there is none. */
function wordWidthBefore(text: string, from: number, e: number): number {
  const c = text.charCodeAt(e - 1);
  if (c < 0x80) return ASCII_WORD[c] === 0 ? 0 : 1;
  if (isLowSurrogate(c) && e - 2 >= from) {
    const h = text.charCodeAt(e - 2);
    if (isHighSurrogate(h)) return WORD_CHAR.test(text.slice(e - 2, e)) ? 2 : 0;
  }
  return isWordUnit(c) ? 1 : 0;
}

/** Start of the word run holding the word character at `p`: back over word characters and single joiners between them. */
function runStart(text: string, from: number, p: number): number {
  let s = p;
  while (s > from) {
    const w = wordWidthBefore(text, from, s);
    if (w > 0) {
      s -= w;
      continue;
    }
    if (s - 2 >= from && isRunJoinerCode(text.charCodeAt(s - 1))) {
      const w2 = wordWidthBefore(text, from, s - 1);
      if (w2 > 0) {
        s -= 1 + w2;
        continue;
      }
    }
    break;
  }
  return s;
}

/** End of the word run holding the word character at `p` (of class `cls`). */
function runEnd(text: string, to: number, p: number, cls: number): number {
  let i = p + (cls === 4 ? 2 : 1);
  while (i < to) {
    const k = wordClassAt(text, i, to);
    if (k !== 0) {
      i += k === 4 ? 2 : 1;
      continue;
    }
    if (isRunJoinerCode(text.charCodeAt(i)) && i + 1 < to) {
      const after = wordClassAt(text, i + 1, to);
      if (after !== 0) {
        i += after === 4 ? 3 : 2;
        continue;
      }
    }
    break;
  }
  return i;
}

// The word runs (matches of the word-run pattern above) of a gap that hold a capital, a digit or
// a non-ASCII word character: only those can be protected. A run is a maximal chain of word
// characters with single joiners between them, so it can be found from any character inside it.
// Reused between calls.
const runStarts: number[] = [];
// A code unit that may mark a run: an ASCII capital or digit, or anything outside ASCII (one code unit per match).
const MARK_CANDIDATE = /[A-Z0-9\u0080-\uffff]/g;
// The last search: in candidateText, no candidate in [candidateFrom, candidateAt) (-1: none up to the end).
// A search that runs past the end of its gap is reused by the next gaps, so a line is searched once.
let candidateText: string | undefined;
let candidateFrom = 0;
let candidateAt = -1;

/** Index of the first MARK_CANDIDATE code unit at or after `i`, or -1. */
function nextCandidate(text: string, i: number): number {
  if (text === candidateText && i >= candidateFrom && (candidateAt < 0 || i <= candidateAt)) return candidateAt;
  MARK_CANDIDATE.lastIndex = i;
  const found = MARK_CANDIDATE.test(text) ? MARK_CANDIDATE.lastIndex - 1 : -1;
  candidateText = text;
  candidateFrom = i;
  candidateAt = found;
  return found;
}
const runEnds: number[] = [];

/** Finds the marked word runs of text[from, to) into runStarts/runEnds; returns their number. */
function findMarkedRuns(text: string, from: number, to: number): number {
  let count = 0;
  let i = from;
  while (i < to) {
    // Skip (natively) everything that cannot mark a run: lower-case letters, spaces, ASCII punctuation.
    i = nextCandidate(text, i);
    if (i < 0 || i >= to) break;
    const cls = wordClassAt(text, i, to);
    if (cls < 2) {
      i++; // a non-ASCII character that is no word character
      continue;
    }
    const start = runStart(text, from, i);
    const end = runEnd(text, to, i, cls);
    runStarts[count] = start;
    runEnds[count] = end;
    count++;
    i = end;
  }
  return count;
}

// What a word run holds: a digit, a capital, a capital after its first character. Read from
// the code units of an ASCII run (nearly all of them); a run with any other unit is left to the
// patterns HAS_DIGIT, HAS_UPPER and HAS_INNER_UPPER.
const RUN_DIGIT = 1;
const RUN_UPPER = 2;
const RUN_INNER_UPPER = 4;
const RUN_NOT_ASCII = 8;

/** The RUN_* flags of the run text[start, end), or RUN_NOT_ASCII alone when it is not all ASCII. */
function asciiRunFlags(text: string, start: number, end: number): number {
  let flags = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) return RUN_NOT_ASCII;
    if (isAsciiDigitCode(c)) flags |= RUN_DIGIT;
    else if (isAsciiUpperCode(c)) flags |= i === start ? RUN_UPPER : RUN_UPPER | RUN_INNER_UPPER;
  }
  return flags;
}

function runFlags(text: string, start: number, end: number): number {
  const flags = asciiRunFlags(text, start, end);
  if (flags !== RUN_NOT_ASCII) return flags;
  const word = text.slice(start, end);
  return (HAS_DIGIT.test(word) ? RUN_DIGIT : 0) | (HAS_UPPER.test(word) ? RUN_UPPER : 0) | (HAS_INNER_UPPER.test(word) ? RUN_INNER_UPPER : 0);
}

/** PRONOUN_I on text[start, end) ("I", "I'm"), testing the pattern only for a run that starts with "I". */
function isPronounI(text: string, start: number, end: number): boolean {
  if (text.charCodeAt(start) !== 73) return false;
  return end - start === 1 || PRONOUN_I.test(text.slice(start, end));
}

function collectWordSpans(text: string, from: number, to: number, out: ProtectedSpan[]): void {
  const runs = findMarkedRuns(text, from, to);
  for (let r = 0; r < runs; r++) {
    let start = runStarts[r] as number;
    let end = runEnds[r] as number;
    const last = lastOf(out);
    if (last && start < last.end) continue; // already inside a number span ("1.5°C")

    const flags = runFlags(text, start, end);
    if ((flags & RUN_DIGIT) !== 0) {
      const before = text.charAt(start - 1);
      if (CURRENCY_BEFORE.test(before) && start - 1 >= from) start--;
      const suffix = NUMBER_SUFFIX.exec(text.slice(end, Math.min(end + 2, to)));
      if (suffix) end += suffix[0].length;
      out.push({ start, end, kind: "number" });
      continue;
    }
    if ((flags & RUN_UPPER) === 0) continue;
    if (isPronounI(text, start, end)) continue;

    const isAcronym = (flags & RUN_INNER_UPPER) !== 0;
    if (!isAcronym && startsSentence(text, start)) {
      // A capitalised sentence opener is only a name when another capitalised word follows
      // (the next run, starting right after one space).
      if (text.charCodeAt(end) !== 32 || end + 1 >= to) continue;
      const nextClass = wordClassAt(text, end + 1, to);
      if (nextClass === 0) continue;
      const first = text.charCodeAt(end + 1);
      // An ASCII word is capitalised by its first letter: the end of the run is only needed after that.
      if (first < 0x80 && !isAsciiUpperCode(first)) continue;
      const nextEnd = runEnd(text, to, end + 1, nextClass);
      const capitalized = first < 0x80 || CAPITALIZED.test(text.slice(end + 1, nextEnd));
      if (!capitalized || isPronounI(text, end + 1, nextEnd)) continue;
    }
    const previous = lastOf(out);
    if (previous && previous.kind === "name" && previous.end + 1 === start && text.charAt(previous.end) === " ") {
      previous.end = end; // multi-word name: one span
      continue;
    }
    out.push({ start, end, kind: isAcronym ? "acronym" : "name" });
  }
}

/** The last span, read without out[-1] when there is none (V8 looks "-1" up as a property name, slowly). */
function lastOf(out: readonly ProtectedSpan[]): ProtectedSpan | undefined {
  return out.length > 0 ? out[out.length - 1] : undefined;
}

function startsSentence(text: string, index: number): boolean {
  let i = index - 1;
  // Back over whitespace (\s); ASCII is decided by its code.
  for (; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (isAsciiSpaceCode(c)) continue;
    if (c < 0x80 || !SPACE_CHAR.test(text.charAt(i))) break;
  }
  if (i < 0) return true;
  const c = text.charCodeAt(i);
  // ASCII by a table: no one-character string to hash per capitalised word.
  if (c < 0x80) return ASCII_OPENER[c] === 1;
  if (SENTENCE_OPENERS.has(text.charAt(i))) return true;
  // An emoji opens what follows like a bullet ("🌻 Let me know…", "🎉 Big news").
  const start = c >= 0xdc00 && c <= 0xdfff && i > 0 ? i - 1 : i;
  return c === 0xfe0f || EMOJI.test(String.fromCodePoint(text.codePointAt(start) ?? 0));
}

const EMOJI = /\p{Extended_Pictographic}/u;

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
  if (found.length === 0) return { masked: text, spans: [] }; // most prose: nothing to protect
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

const HIGH_UNIT = /[\ud800-\uffff]/g;
const NO_SPANS_SEEN = new Uint8Array(0);

/**
 * Puts the protected spans back. Returns null unless every placeholder occurs exactly
 * once and nothing else is in the private-use area: the caller then keeps the original.
 */
export function unmaskText(masked: string, spans: readonly string[], mayDrop?: ReadonlySet<number>): string | null {
  // (Without spans nothing is ever marked as seen: a placeholder alone already fails.)
  const seen = spans.length > 0 ? new Uint8Array(spans.length) : NO_SPANS_SEEN;
  let out = "";
  let plainStart = 0;
  for (let i = 0; i < masked.length; ) {
    // Below the surrogates nothing is a placeholder: skip (natively) to the next code unit from U+D800 on.
    HIGH_UNIT.lastIndex = i;
    if (!HIGH_UNIT.test(masked)) break;
    i = HIGH_UNIT.lastIndex - 1;
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
  // A span may be missing only when a chatbot leftover that held it was dropped on purpose.
  for (let i = 0; i < seen.length; i++) if (seen[i] !== 1 && !mayDrop?.has(i)) return null;
  return out;
}

/** True for a placeholder character (or any private-use character). */
export function isPlaceholder(char: string): boolean {
  return placeholderIndex(char.codePointAt(0) ?? 0) >= 0;
}

// A span that gives a detail a reader may need: a number, a phone, an address, an e-mail, a link.
const DETAIL = /[\p{N}@]|www\.|:\/\//u;

/**
 * Does the masked `text` hold a protected span that gives a detail (a figure, an e-mail address,
 * a link), or one whose text is unknown? A sign-off that does is the text's own, not a leftover.
 */
export function holdsDetail(text: string, spans: readonly string[] | undefined): boolean {
  for (const char of text) {
    const index = placeholderIndex(char.codePointAt(0) ?? 0);
    if (index < 0) continue;
    const span = spans?.[index];
    if (span === undefined || DETAIL.test(span)) return true;
  }
  return false;
}
