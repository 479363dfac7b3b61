// Masking for a language that writes common words with a capital. German capitalises every noun
// and the polite "Sie"/"Ihnen", so mask.ts (which takes a capitalised word inside a sentence for a
// name) protects them all, and no lexicon entry or leftover pattern with a noun in it could ever
// match ("spielt eine entscheidende Rolle", "Wenn Sie weitere Fragen haben"). A profile lists the
// capitalised words it needs to read (`releasedWords`: the nouns of its lexicon and structure
// data, the polite pronouns, the determiners that open a sentence): those words of a name span are
// given back to the text; the other words of the span stay protected, together. Every other
// language masks exactly as maskText does.

import { findProtectedSpans, maskText, placeholderIndex, type MaskedText, type ProtectedSpan } from "./mask.js";
import { normalizeWord } from "./tokens.js";

// The placeholders of the first spans (mask.ts puts span k at U+E000 + k while they last).
const BASE = 0xe000;
const BMP_SPANS = 0xf8ff - 0xe000 + 1;
const BASE_OK = placeholderIndex(BASE) === 0 && placeholderIndex(BASE + BMP_SPANS - 1) === BMP_SPANS - 1;

const WORD = /[^\s]+/gu;

/** findProtectedSpans, less the released words of its name spans. */
export function protectedSpansFor(text: string, released: ReadonlySet<string> | undefined): ProtectedSpan[] {
  const spans = findProtectedSpans(text);
  if (!released || released.size === 0) return spans;
  let out: ProtectedSpan[] | null = null;
  for (let k = 0; k < spans.length; k++) {
    const span = spans[k] as ProtectedSpan;
    // "Sprach-Apps" is masked as an acronym (capitals on both sides of a hyphen); a released word
    // spanning it whole is given back like a name's.
    if (span.kind === "acronym" && released.has(normalizeWord(text.slice(span.start, span.end)))) {
      out ??= spans.slice(0, k);
      continue;
    }
    if (span.kind !== "name") {
      out?.push(span);
      continue;
    }
    const piece = text.slice(span.start, span.end);
    let kept: ProtectedSpan | null = null;
    let changed = false;
    const parts: ProtectedSpan[] = [];
    for (const m of piece.matchAll(WORD)) {
      const start = span.start + m.index;
      const end = start + m[0].length;
      if (released.has(normalizeWord(m[0]))) {
        changed = true;
        if (kept) parts.push(kept);
        kept = null;
      } else if (kept) kept.end = end;
      else kept = { start, end, kind: "name" };
    }
    if (kept) parts.push(kept);
    if (!changed) {
      out?.push(span);
      continue;
    }
    out ??= spans.slice(0, k);
    out.push(...parts);
  }
  return out ?? spans;
}

/** maskText, less the released words (see above); exactly maskText when the language releases none. */
export function maskFor(text: string, released: ReadonlySet<string> | undefined): MaskedText | null {
  if (!released || released.size === 0 || !BASE_OK) return maskText(text);
  const found = protectedSpansFor(text, released);
  if (found.length === 0) return { masked: text, spans: [] };
  if (found.length > BMP_SPANS) return maskText(text);
  const spans: string[] = [];
  let masked = "";
  let cursor = 0;
  for (const span of found) {
    masked += text.slice(cursor, span.start) + String.fromCharCode(BASE + spans.length);
    spans.push(text.slice(span.start, span.end));
    cursor = span.end;
  }
  return { masked: masked + text.slice(cursor), spans };
}
