// Protected spans (numbers, dates, URLs, e-mails, code, quotes, names, Markdown markers) are
// masked by the rules engine's mask: one private-use character each. Models do not copy
// invisible characters reliably, so on the way to the model every placeholder becomes a
// visible, numbered token ⟦1⟧, ⟦2⟧… (numbered per chunk) and on the way back each token
// becomes its span again.

import { findProtectedSpans, maskText } from "../rules/index.js";

export interface MaskedProse {
  /** The prose with each protected span replaced by one private-use character. */
  masked: string;
  /** The protected spans, in the order their placeholders appear in `masked`. */
  spans: string[];
}

const PLACEHOLDER = /\p{Co}/gu;
const PLACEHOLDER_OR_BRACKET = /[\p{Co}⟦⟧]/gu;
export const TOKEN = /⟦(\d{1,5})⟧/g;

/** Languages that capitalise every noun: there a capitalised word is not a name. */
const CAPITALISES_NOUNS = new Set(["de", "lb"]);
/** Scripts written without spaces, where the mask's word runs can be whole sentences. */
const SPACELESS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** Numbers (with currency and percent) and Latin words inside such a run. */
const DIGITS_OR_LATIN = /[$€£¥₹₩₽¢]?[\p{N}\p{Script=Latin}]+(?:[.,:/'’\-–][\p{N}\p{Script=Latin}]+)*[%‰]?/gu;

/**
 * Masks one line of prose with the rules engine's mask, adapted for a model that rewrites any
 * language. Returns null when the mask cannot be applied (the line then stays verbatim).
 * - German capitalises every noun, so capitalised words are not masked as names there: masking
 *   every noun would leave the model nothing to rewrite and no way to get the grammar right.
 * - In Chinese, Japanese, Thai… the mask's "word" around a digit is the whole clause
 *   ("東京では2024年に…"); only the digits and Latin words inside it are masked.
 */
export function maskProse(content: string, language: string): MaskedProse | null {
  const masked = maskText(content);
  if (!masked) return null;
  const kinds = findProtectedSpans(content).map((span) => span.kind);
  if (kinds.length !== masked.spans.length) return masked; // not the same spans: keep the whole mask
  const spans: string[] = [];
  let index = 0;
  const text = masked.masked.replace(PLACEHOLDER, (placeholder) => {
    const i = index++;
    const span = masked.spans[i] ?? placeholder;
    const kind = kinds[i];
    if (kind === "name" && CAPITALISES_NOUNS.has(language)) return span;
    if ((kind === "number" || kind === "name" || kind === "acronym") && SPACELESS.test(span)) {
      return span.replace(DIGITS_OR_LATIN, (inner) => {
        spans.push(inner);
        return placeholder;
      });
    }
    spans.push(span);
    return placeholder;
  });
  return { masked: text, spans };
}

/** Number of placeholders in masked text. */
export function countPlaceholders(masked: string): number {
  return masked.match(PLACEHOLDER)?.length ?? 0;
}

/** Puts the spans back, the i-th placeholder getting the i-th span. */
export function unmaskInOrder(masked: string, spans: readonly string[]): string {
  let index = 0;
  return masked.replace(PLACEHOLDER, (placeholder) => spans[index++] ?? placeholder);
}

/**
 * What the model sees for a chunk: one paragraph per piece, separated by blank lines, each
 * placeholder as ⟦n⟧ (n from 1). A literal ⟦ or ⟧ in the prose becomes a token of its own,
 * so the answer can never be ambiguous. `spans[n - 1]` is what ⟦n⟧ stands for.
 */
export function toModelText(pieces: readonly MaskedProse[]): { text: string; spans: string[] } {
  const spans: string[] = [];
  const paragraphs = pieces.map((piece) => {
    let index = 0;
    return piece.masked.replace(PLACEHOLDER_OR_BRACKET, (char) => {
      spans.push(char === "⟦" || char === "⟧" ? char : (piece.spans[index++] ?? char));
      return `⟦${spans.length}⟧`;
    });
  });
  return { text: paragraphs.join("\n\n"), spans };
}

/** Replaces every ⟦n⟧ by the span it stands for (the answer has been verified first). */
export function fromModelText(text: string, spans: readonly string[]): string {
  return text.replace(TOKEN, (token, n: string) => spans[Number(n) - 1] ?? token);
}

/** The numbers of the tokens in `text`, in order (with repeats). */
export function tokenNumbers(text: string): number[] {
  return [...text.matchAll(TOKEN)].map((match) => Number(match[1]));
}
