// Checks a model's answer for one chunk before anything of it reaches the customer.
// Wrapping the model added (a code fence, quotation marks around the whole answer) is removed
// first; everything else that is wrong fails the check, and the engine retries or falls back.

import { countWords } from "../../domain/words.js";
import { detectSigns } from "../signs/detect.js";
import { tokenNumbers } from "./placeholders.js";

/** The answer's words must be within these multiples of the text's. */
export const LENGTH_RATIO = { min: 0.5, max: 2 } as const;

export interface SentChunk {
  /** The text as the model got it (paragraphs separated by blank lines, tokens ⟦n⟧). */
  text: string;
  paragraphs: number;
  placeholders: number;
}

export type Verdict = { ok: true; paragraphs: string[] } | { ok: false; problem: string };

// Only tested at the very start of the answer, and only when the text itself does not start that way.
const REFUSAL =
  /^(?:I['’]m sorry|I am sorry|Sorry, (?:but )?I\b|I apologi[sz]e|I can(?:not|['’]t) (?:help|assist|comply|do|rewrite|provide|fulfil)|I['’]m (?:unable|not able) to|I am (?:unable|not able) to|As an AI\b|Lo siento|Es tut mir leid|Désolée?,|Je suis désolée?|Mi dispiace|申し訳(?:ありません|ございません))/iu;
const PREAMBLE: readonly RegExp[] = [
  /^(?:sure|certainly|of course|absolutely|okay|ok|great)\s*(?:!|:|$)/iu,
  /^(?:sure|certainly|of course|absolutely|okay|ok|great)\b[!.,:]*\s*(?:here\b|I['’]ll\b|I will\b|I can\b|I['’]ve\b|below\b|this is\b)/iu,
  /^here(?:['’]s| is| are)\b.{0,80}\b(?:rewrit|revis|paraphras|version|text|humani[sz]|edit)/iu,
  /^(?:rewritten|revised|humani[sz]ed|paraphrased|edited|updated)(?: text| version)?\s*:/iu,
  /^(?:below is|the following is)\b/iu,
];
const POSTSCRIPT =
  /^(?:I hope (?:this|that) (?:helps|works|meets)\b|Let me know\b|Feel free to\b|\(?Note:|I (?:have )?(?:kept|preserved|maintained) (?:all|every|the)\b.*\b(?:placeholder|token|meaning|formatting|paragraph))/iu;

const BLOCK_MARKER = /^(?:#{1,6}\s|[-*+•]\s|>\s?|\d{1,9}[.)]\s)/u;

/**
 * Removes what models wrap answers in: surrounding white space, a code fence, quotation marks
 * around the whole answer (unless the text sent was itself quoted that way).
 */
export function unwrapAnswer(answer: string, sentText = ""): string {
  let text = answer.trim();
  const fenced = /^```[\w-]*[ \t]*\r?\n([\s\S]*?)\r?\n```$/u.exec(text);
  if (fenced?.[1] !== undefined) text = fenced[1].trim();
  for (const [open, close] of [
    ['"', '"'],
    ["“", "”"],
    ["«", "»"],
    ["„", "“"],
    ["'", "'"],
    ["「", "」"],
  ] as const) {
    const inner = text.slice(open.length, -close.length);
    // Only a pair around the whole answer: none of the quotation marks inside it.
    const wrapped = (value: string) => value.length > 2 && value.startsWith(open) && value.endsWith(close);
    if (wrapped(text) && !wrapped(sentText) && !inner.includes(open) && !inner.includes(close)) {
      text = inner.trim();
      break;
    }
  }
  return text;
}

export function verifyAnswer(answer: string, sent: SentChunk): Verdict {
  const text = unwrapAnswer(answer, sent.text);
  if (text === "") return fail("the answer is empty");

  const firstLine = text.split("\n", 1)[0] ?? "";
  const lastLine = text.slice(text.lastIndexOf("\n") + 1);
  const sentFirstLine = sent.text.split("\n", 1)[0] ?? "";
  if (REFUSAL.test(text) && !REFUSAL.test(sent.text)) return fail(`the answer is a refusal: "${excerpt(firstLine)}"`);
  if (PREAMBLE.some((p) => p.test(firstLine) && !p.test(sentFirstLine))) return fail(`the answer has a preamble: "${excerpt(firstLine)}"`);
  if (POSTSCRIPT.test(lastLine) && !POSTSCRIPT.test(sent.text.slice(sent.text.lastIndexOf("\n") + 1))) {
    return fail(`the answer has a postscript: "${excerpt(lastLine)}"`);
  }

  const placeholderProblem = checkPlaceholders(text, sent.placeholders);
  if (placeholderProblem) return fail(placeholderProblem);

  const ratio = countWords(text) / Math.max(1, countWords(sent.text));
  if (ratio < LENGTH_RATIO.min || ratio > LENGTH_RATIO.max) {
    return fail(`the answer has ${ratio.toFixed(2)} times the words of the text (allowed ${LENGTH_RATIO.min}–${LENGTH_RATIO.max})`);
  }

  // Pieces never contain a line break, so any line break separates two paragraphs.
  const paragraphs = text.split(/\s*\n\s*/u).filter((line) => line !== "");
  if (paragraphs.length !== sent.paragraphs) {
    return fail(`the answer has ${paragraphs.length} paragraphs instead of ${sent.paragraphs}`);
  }
  // The skeleton already holds the Markdown; a marker the model adds would be doubled.
  const sentParagraphs = sent.text.split("\n\n");
  const marked = paragraphs.findIndex((paragraph, i) => BLOCK_MARKER.test(paragraph) && !BLOCK_MARKER.test(sentParagraphs[i] ?? ""));
  if (marked >= 0) return fail(`the answer adds Markdown to paragraph ${marked + 1}: "${excerpt(paragraphs[marked] ?? "")}"`);
  return { ok: true, paragraphs };
}

/** Every ⟦1⟧…⟦count⟧ exactly once and nothing else that looks like a token. */
function checkPlaceholders(text: string, count: number): string | null {
  const numbers = tokenNumbers(text);
  const seen = new Set<number>();
  for (const n of numbers) {
    if (n < 1 || n > count) return `the answer has an unknown placeholder ⟦${n}⟧`;
    if (seen.has(n)) return `the answer repeats placeholder ⟦${n}⟧`;
    seen.add(n);
  }
  if (seen.size < count) {
    const missing = Array.from({ length: count }, (_, i) => i + 1).filter((n) => !seen.has(n));
    return `the answer lacks placeholder${missing.length === 1 ? "" : "s"} ${missing.map((n) => `⟦${n}⟧`).join(" ")}`;
  }
  const brackets = (text.match(/[⟦⟧]/gu)?.length ?? 0) / 2;
  if (brackets !== numbers.length) return "the answer has a malformed placeholder";
  return null;
}

function fail(problem: string): Verdict {
  return { ok: false, problem };
}

function excerpt(line: string): string {
  return line.length > 60 ? `${line.slice(0, 60)}…` : line;
}

// Statistics of a whole paragraph, not something an answer adds: a chunk is too short to judge.
const NOT_JUDGED = new Set(["uniform-rhythm"]);

/**
 * The sign families (docs/ai-writing-signs.md) the answer has more of than the text it was
 * given, as "family ×n". detectSigns knows the rules engine's languages and, in any language,
 * the markup signs (citation residue, tracking links, emoji headings…).
 */
export function addedSigns(text: string, answer: string, language: string): string[] {
  const count = (value: string): Map<string, number> => {
    const counts = new Map<string, number>();
    for (const sign of detectSigns(value, language)) if (!NOT_JUDGED.has(sign.family)) counts.set(sign.family, (counts.get(sign.family) ?? 0) + 1);
    return counts;
  };
  const before = count(text);
  const added: string[] = [];
  for (const [family, n] of count(answer)) {
    const more = n - (before.get(family) ?? 0);
    if (more > 0) added.push(`${family} ×${more}`);
  }
  return added;
}
