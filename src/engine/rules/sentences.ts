// Sentence segmentation of one masked line. Joining the sentences (text + gap) gives
// the line back exactly.

export interface Sentence {
  /** The sentence, from its first character to its closing punctuation. */
  text: string;
  /** The whitespace that follows it ("" for the last one). */
  gap: string;
  /** Produced by splitting a longer sentence: never joined back. */
  split?: boolean;
  /** Its word count (sentenceWordCount of text), when already known. */
  words?: number;
}

// Terminal punctuation, optional closing quotes/brackets, then whitespace.
const BOUNDARY = /[.!?…]+["'’”)\]]*(\s+)/gu;
// What may start the next sentence: a capital, a digit, a placeholder, an opening quote or bracket.
const NEXT_START = /^[\p{Lu}\p{N}\p{Co}"“‘'(¿¡[]/u;
const WORD_BEFORE = /([\p{L}.]+)\.$/u;

export function splitSentences(text: string, abbreviations: ReadonlySet<string>): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;
  BOUNDARY.lastIndex = 0;
  for (const match of text.matchAll(BOUNDARY)) {
    const gapText = match[1] ?? "";
    const end = (match.index ?? 0) + match[0].length - gapText.length;
    const after = text.slice(end + gapText.length, end + gapText.length + 2);
    if (!NEXT_START.test(after)) continue;
    const candidate = text.slice(start, end);
    if (isAbbreviation(candidate, abbreviations)) continue;
    sentences.push({ text: candidate, gap: gapText });
    start = end + gapText.length;
  }
  sentences.push({ text: text.slice(start), gap: "" });
  return sentences;
}

function isAbbreviation(candidate: string, abbreviations: ReadonlySet<string>): boolean {
  if (!candidate.endsWith(".")) return false;
  const word = WORD_BEFORE.exec(candidate.slice(-12))?.[1];
  if (word === undefined) return false;
  if (/^\p{Lu}$/u.test(word)) return true; // an initial: "J. Smith"
  return abbreviations.has(word.toLowerCase());
}

export function joinSentences(sentences: readonly Sentence[]): string {
  let out = "";
  for (const sentence of sentences) out += sentence.text + sentence.gap;
  return out;
}
