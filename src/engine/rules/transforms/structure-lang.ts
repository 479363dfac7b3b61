// The structural sign rules for every language with its own data (lang/<code>-structure.ts):
//   "Excellente question !", "Ich hoffe, das hilft!", "Espero que isso ajude."   -> dropped
//   "En tant qu'IA, …", "Ehrlich gesagt, …"                                      -> "…" (capitalised)
//   "…, sottolineando l'importanza della comunità."                             -> "…."
//   "No es solo una herramienta, es una forma de trabajar."                     -> one plain statement
// Each rule matches a whole shape or nothing; the patterns run on the masked sentence, so a
// protected span (a number, a date, a name, a quotation) is never touched.

import type { StructureData } from "../lang/structure-data.js";
import { EMOJI_EDGES, PART_BREAK } from "../../signs/markup.js";
import { placeholderIndex } from "../mask.js";
import { capitalize } from "../tokens.js";
import { withApostrophe, type RewriteContext } from "./context.js";

const HAS_EMOJI = /\p{Extended_Pictographic}/u;
const HAS_CONTENT = /[\p{L}\p{N}\p{Co}]/u;
// A tail that names a fact: a protected span (number, date, name) or a digit.
const FACT = /[\p{Co}\p{N}]/u;

function noteDroppedSpans(part: string, context: RewriteContext): void {
  for (const char of part) {
    const index = placeholderIndex(char.codePointAt(0) ?? 0);
    if (index >= 0) (context.droppedSpans ??= new Set()).add(index);
  }
}

function isLeftover(part: string, data: StructureData): boolean {
  const bare = part.replace(EMOJI_EDGES, "");
  return bare.length > 0 && data.leftoverSentences.some((rule) => rule.pattern.test(bare));
}

/** Rewrites the structural signs of one masked sentence; "" when the whole sentence was a leftover. */
export function applyLanguageStructure(sentence: string, context: RewriteContext, data: StructureData): string {
  if (!data.gate.test(sentence)) return sentence;
  const parts = HAS_EMOJI.test(sentence) ? sentence.trim().split(PART_BREAK) : [sentence.trim()];
  let kept = parts.filter((part) => !isLeftover(part, data));
  if (kept.length < parts.length) {
    kept = kept.filter((part) => HAS_CONTENT.test(part));
    for (const part of parts) if (!kept.includes(part)) noteDroppedSpans(part, context);
  }
  if (kept.length === 0) {
    context.droppedLeftover = true;
    return "";
  }
  let text = kept.length === parts.length ? sentence : kept.join(" ");
  for (const rule of data.leftoverOpeners) {
    const match = rule.pattern.exec(text);
    if (match && match[0].length < text.length && HAS_CONTENT.test(text.slice(match[0].length))) text = capitalize(text.slice(match[0].length));
  }
  text = dropTail(text, data.significanceTail);
  // Each rewrite applies at most once, in order (they are shapes of different signs).
  for (const rule of data.rewrites) {
    const trimmed = text.trim();
    if (!rule.pattern.test(trimmed)) continue;
    const lead = text.slice(0, text.indexOf(trimmed));
    text = lead + capitalizeFirst(trimmed.replace(rule.pattern, withApostrophe(rule.replace, context)), trimmed);
  }
  return text;
}

/** The rewrite keeps the sentence's capital: a rewrite that starts with a group starts as the sentence did. */
function capitalizeFirst(rewritten: string, original: string): string {
  return /^\p{Lu}/u.test(original) ? capitalize(rewritten) : rewritten;
}

/** ", soulignant l'importance de X." -> "." (a tail without a fact in it, after a main clause of four words or more). */
function dropTail(sentence: string, tail: RegExp): string {
  const match = tail.exec(sentence);
  if (!match || FACT.test(match[0])) return sentence;
  const head = sentence.slice(0, match.index);
  if (head.split(/\s+/u).filter((w) => w.length > 0).length < 4) return sentence;
  return head + (match[1] ?? ".");
}
