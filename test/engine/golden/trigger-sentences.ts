// Random sentences for the golden corpus of the sentence transforms (cases.ts): words and whole
// trigger phrases, with the phrases' inner gaps drawn from every kind of white space the tokenizer
// knows (mostly one space) and their case varied, so that a pre-check that is stricter than the
// transform it guards shows as a changed record.
import fc from "fast-check";

const INNER_GAPS = [" ", " ", " ", " ", " ", "  ", "\t", "\u00a0", "\n", "\u3000"];

/**
 * `sentences`: up to 12 pieces (a word or a phrase, then a gap) and an end; `inputs`: those,
 * and 1 in 7 arbitrary strings.
 */
export function triggerSentences(
  words: readonly string[],
  phrases: readonly string[],
  gaps: readonly string[],
): { sentences: fc.Arbitrary<string>; inputs: fc.Arbitrary<string> } {
  const phrase = fc
    .tuple(fc.constantFrom(...phrases), fc.array(fc.constantFrom(...INNER_GAPS), { minLength: 12, maxLength: 12 }), fc.constantFrom("as is", "as is", "upper", "lower"))
    .map(([text, inner, casing]) => {
      const cased = casing === "upper" ? text.toUpperCase() : casing === "lower" ? text.toLowerCase() : text;
      return cased.split(" ").map((word, k) => (k === 0 ? word : inner[k]! + word)).join("");
    });
  const piece = fc.oneof(fc.constantFrom(...words), phrase, phrase);
  const sentences = fc
    .tuple(fc.array(fc.tuple(piece, fc.constantFrom(...gaps)), { maxLength: 12 }), fc.constantFrom(".", "", "!", " "))
    .map(([parts, end]) => parts.map(([word, gap]) => word + gap).join("") + end);
  return { sentences, inputs: fc.oneof({ weight: 6, arbitrary: sentences }, { weight: 1, arbitrary: fc.string({ maxLength: 80 }) }) };
}
