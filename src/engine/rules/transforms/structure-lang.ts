// The structural sign rules for every language with its own data (lang/<code>-structure.ts):
//   "Excellente question !", "Ich hoffe, das hilft!", "Espero que isso ajude."   -> dropped
//   "En tant qu'IA, …", "Ehrlich gesagt, …"                                      -> "…" (capitalised)
//   "…, sottolineando l'importanza della comunità."                             -> "…."
//   "No es solo una herramienta, es una forma de trabajar."                     -> one plain statement
// Each rule matches a whole shape or nothing; the patterns run on the masked sentence, so a
// protected span (a number, a date, a name, a quotation) is never touched.

import type { StructureData } from "../lang/structure-data.js";
import { withoutEmojiEdges, OFFER_QUESTION, PART_BREAK } from "../../signs/markup.js";
import { holdsDetail, placeholderIndex } from "../mask.js";
import { foldCase, LiteralFilter, literalFilter, testFolded } from "../prefilter.js";
import { capitalize } from "../tokens.js";
import { withApostrophe, type RewriteContext } from "./context.js";

const HAS_EMOJI = /\p{Extended_Pictographic}/u;
const HAS_CONTENT = /[\p{L}\p{N}\p{Co}]/u;

function noteDroppedSpans(part: string, context: RewriteContext): void {
  for (const char of part) {
    const index = placeholderIndex(char.codePointAt(0) ?? 0);
    if (index >= 0) (context.droppedSpans ??= new Set()).add(index);
  }
}

const PLACEHOLDERS = /\p{Co}/gu;
/** A tail that names a fact keeps its sentence: a digit or a protected span (a number, a date, a name, and in German a noun the data does not read). */
function holdsFact(text: string): boolean {
  return /[\p{N}\p{Co}]/u.test(text);
}

// A sign-off that gives contact details ("N'hésitez pas à nous appeler au 04 72 18 36 90.") stays,
// and the lexicon rewrites its stock phrase ("Vous pouvez nous appeler…").
function isLeftover(part: string, data: StructureData, context: RewriteContext): boolean {
  const bare = withoutEmojiEdges(part);
  if (bare.length === 0) return false;
  // A sentence-initial word before a capitalised one is masked with it as a name ("Como IA", "Als KI"):
  // the patterns also read the sentence with its spans put back.
  const plain = /\p{Co}/u.test(bare) ? withSpans(bare, context) : bare;
  // Only the patterns whose literal strings the sentence holds can match (prefilter.ts).
  // They run on the folded sentence without the `i` flag where they can (testFolded: half the machine code).
  const filter = literalFilter(data.leftoverSentences);
  const foldedBare = foldCase(bare);
  const foldedPlain = plain !== bare ? foldCase(plain) : foldedBare;
  const inBare = filter.scan(bare, foldedBare);
  const inPlain = plain !== bare ? filter.scan(plain, foldedPlain) : null;
  return data.leftoverSentences.some(
    (rule, i) =>
      ((inBare[i] === 1 && testFolded(rule.pattern, bare, foldedBare)) ||
        (inPlain !== null && inPlain[i] === 1 && testFolded(rule.pattern, plain, foldedPlain))) &&
      // An offer put as a question ("Souhaitez-vous que je prépare une simulation sur 10 ans ?")
      // goes even with a figure: the figure belongs to the offer, as in English.
      !(rule.family === "chatbot-signoff" && !OFFER_QUESTION.test(bare) && holdsDetail(bare, context.spans)),
  );
}

// Relative pronouns of the supported languages, in lower case at the start of what an opener's cut leaves.
const RELATIVE_START =
  /^(?:dont|qui|que|qu['’]|lequel|laquelle|lesquels|lesquelles|où|che|cui|il quale|la quale|i quali|le quali|cuyo|cuya|cuyos|cuyas|quien|quienes|donde|cujo|cuja|cujos|cujas|quem|onde|o qual|a qual|der|die|das|dessen|deren|welche|welcher|welches)(?![\p{L}\p{N}])/u;

/** The masked text with its protected spans put back (for matching only). */
function withSpans(text: string, context: RewriteContext): string {
  return text.replace(PLACEHOLDERS, (char) => context.spans?.[placeholderIndex(char.codePointAt(0) ?? 0)] ?? char);
}

const gates = new WeakMap<StructureData, LiteralFilter>();

/**
 * The gate of a language's rules: a sentence that holds none of the strings one of which every match
 * of its leftover, opener, tail and rewrite patterns needs (prefilter.ts) has none of those shapes,
 * and most sentences hold none. Read from the patterns themselves, so a rule can never be added
 * without its gate. The sentence is read with its protected spans put back, as the leftover patterns
 * also read it: every string of the masked sentence is in it too.
 */
function gateOf(data: StructureData): LiteralFilter {
  let gate = gates.get(data);
  if (!gate) {
    const rules = [...data.leftoverSentences, ...data.leftoverOpeners, { pattern: data.significanceTail }, ...data.rewrites];
    // (A global pattern's strings are read as any other's: the gate never runs it.)
    gate = new LiteralFilter(rules.map(({ pattern }) => new RegExp(pattern.source, pattern.flags.replace(/[gy]/gu, ""))));
    gates.set(data, gate);
  }
  return gate;
}

/** Rewrites the structural signs of one masked sentence; "" when the whole sentence was a leftover. */
export function applyLanguageStructure(sentence: string, context: RewriteContext, data: StructureData): string {
  if (context.droppedLeftover && data.afterDroppedOffer?.test(withoutEmojiEdges(sentence.trim()))) {
    noteDroppedSpans(sentence, context);
    return "";
  }
  if (!gateOf(data).mayMatchAny(foldCase(/\p{Co}/u.test(sentence) ? withSpans(sentence, context) : sentence))) return sentence;
  const parts = HAS_EMOJI.test(sentence) ? sentence.trim().split(PART_BREAK) : [sentence.trim()];
  let kept = parts.filter((part) => !isLeftover(part, data, context));
  if (kept.length < parts.length) {
    kept = kept.filter((part) => HAS_CONTENT.test(part));
    for (const part of parts) if (!kept.includes(part)) noteDroppedSpans(part, context);
  }
  if (kept.length === 0) {
    context.droppedLeftover = true;
    return "";
  }
  // "¡Qué gran pregunta! 📱 Y qué bien que…": with the leftover before it gone, the link word joins onto nothing.
  const firstKept = parts.indexOf(kept[0] as string);
  if (parts.slice(0, firstKept).some((part) => HAS_CONTENT.test(part))) kept[0] = dropOrphanLink(kept[0] as string, context);
  let text = kept.length === parts.length ? sentence : kept.join(" ");
  // What an opener's cut leaves is part of the text, so one scan serves the whole loop.
  const openers = literalFilter(data.leftoverOpeners).scan(text);
  for (const [i, rule] of data.leftoverOpeners.entries()) {
    if (openers[i] === 0) continue;
    const match = rule.pattern.exec(text);
    if (!match || match[0].length >= text.length) continue;
    const rest = text.slice(match[0].length);
    // The rest must be able to start a sentence: not a protected span in lower case ("l'IA").
    const first = rest.codePointAt(0) ?? 0;
    const span = placeholderIndex(first) >= 0 ? context.spans?.[placeholderIndex(first)] : undefined;
    // Nor a relative clause that belonged to the cut opener ("Selon mes informations, dont la date de
    // coupure se situe début 2025, …" must not leave "Dont la date…" as a sentence).
    // (Only after a comma: after a colon or a dash "die Siegerehrung beginnt…" is an article, not a pronoun.)
    const relative = /,\s*$/u.test(match[0]) && RELATIVE_START.test(rest);
    if (HAS_CONTENT.test(rest) && !(span !== undefined && /^\p{Ll}/u.test(span)) && !relative) {
      // "En tant qu'IA, …": the cut opener may hold a protected span ("qu'IA"); it goes on record as dropped.
      noteDroppedSpans(match[0], context);
      text = dropOrphanLink(capitalize(rest), context);
      // "¡Excelente pregunta, y siento mucho…!": the cut took the "¡" whose "!" stays; it goes back.
      if (match[0].startsWith("¡") && !match[0].includes("!") && /^[^¡!]*!/u.test(text)) text = `¡${text}`;
    }
  }
  if (data.significanceTailNeeds === undefined || text.includes(data.significanceTailNeeds)) text = dropTail(text, data.significanceTail);
  // Each rewrite applies at most once, in order (they are shapes of different signs). A rewrite may
  // write words a later one reads, so the text is scanned again after each change.
  const rewrites = literalFilter(data.rewrites);
  let candidates = rewrites.scan(text);
  for (const [i, rule] of data.rewrites.entries()) {
    if (candidates[i] === 0) continue;
    if (rule.needs !== undefined && !text.includes(rule.needs)) continue;
    const trimmed = text.trim();
    if (!rule.pattern.test(trimmed)) continue;
    const lead = text.slice(0, text.indexOf(trimmed));
    const replace = rule.replace;
    const rewritten =
      typeof replace === "string"
        ? trimmed.replace(rule.pattern, withApostrophe(replace, context))
        : trimmed.replace(rule.pattern, (match, ...groups: unknown[]) =>
            replace(match, ...groups.filter((g): g is string => typeof g === "string" || g === undefined).map((g) => g ?? "")),
          );
    // A chatbot note cut from inside a sentence ("**Avant tout :** en tant qu'IA, je ne peux pas… ; seul un professionnel…") may
    // hold a protected span ("qu'IA"): it goes on record as dropped, as with a dropped leftover.
    if (rule.family === "knowledge-cutoff") for (const char of trimmed) if (!rewritten.includes(char)) noteDroppedSpans(char, context);
    const next = lead + capitalizeFirst(rewritten, trimmed);
    if (next !== text) candidates = rewrites.scan(next);
    text = next;
  }
  return text;
}

/** The text without a link word that joined it to words that went ("Y qué bien…" -> "Qué bien…"; see LanguageProfile.orphanLink). */
export function dropOrphanLink(text: string, context: RewriteContext): string {
  const link = context.profile.orphanLink?.exec(text);
  return link ? text.slice(link[0].length).replace(/^([¡¿]?)(\p{Ll})/u, (_, mark: string, first: string) => mark + first.toUpperCase()) : text;
}

/** The rewrite keeps the sentence's capital: a rewrite that starts with a group starts as the sentence did. */
function capitalizeFirst(rewritten: string, original: string): string {
  return /^\p{Lu}/u.test(original) ? capitalize(rewritten) : rewritten;
}

/** ", soulignant l'importance de X." -> "." (a tail without a fact in it, after a main clause of four words or more). */
function dropTail(sentence: string, tail: RegExp): string {
  const match = tail.exec(sentence);
  if (!match || holdsFact(match[0])) return sentence;
  const head = sentence.slice(0, match.index);
  if (head.split(/\s+/u).filter((w) => w.length > 0).length < 4) return sentence;
  return head + (match[1] ?? ".");
}
