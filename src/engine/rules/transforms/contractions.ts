// English contractions where a careful editor would use them: "it is" -> "it's",
// "do not" -> "don't". Never at the end of a clause ("that is what it is." stays),
// never before "only" ("is not only ... but"), never from possessive "its".

import { capitalize, isCapitalized, newToken, ownEntry, tokenize, wordKey, type Token } from "../tokens.js";
import { withApostrophe, type RewriteContext } from "./context.js";
import {
  NEGATIVES,
  PRONOUN_AUX,
  STANDARD_SUBJECTS,
  AGGRESSIVE_PRONOUN_AUX,
  AFTER_PERFECT,
  STRANDING,
  BLOCKING_NEXT,
  OBJECT_BEFORE,
  STRANDING_FRONT,
} from "../lang/en-contractions.js";

/** Every first word this transform knows: any other word is skipped at once. */
const FIRST_WORDS = new Set([...Object.keys(NEGATIVES), ...Object.keys(PRONOUN_AUX), ...Object.keys(AGGRESSIVE_PRONOUN_AUX), "cannot"]);

/**
 * What a sentence must contain for this transform to change it: "not" (which "cannot" contains
 * too) or one of the mode's subject + auxiliary pairs with a single space between. Most sentences
 * contain none, and a few tests of the sentence are far cheaper than walking its tokens. The keys
 * are lower-case ASCII and the tests are case-insensitive without the u flag, which folds ASCII
 * letters only: they match wherever wordKey would give these words (no other character
 * lower-cases to them), and more (inside longer words), which the walk then rules out.
 */
interface Trigger {
  /** The pairs, each as the last letter of its subject, a space and the auxiliary ("t is" for "it is", "that is"). */
  hint: RegExp;
  /** The pairs themselves ("it is"). */
  pairs: RegExp;
}

function triggerPatterns(tables: readonly Record<string, Record<string, string>>[], subjects?: ReadonlySet<string>): Trigger {
  const pairs = new Set<string>();
  const hints = new Set<string>();
  for (const table of tables) {
    for (const [subject, forms] of Object.entries(table)) {
      if (subjects !== undefined && !subjects.has(subject)) continue;
      for (const aux of Object.keys(forms)) {
        pairs.add(`${subject} ${aux}`);
        hints.add(`${subject.slice(-1)} ${aux}`);
      }
    }
  }
  return { hint: new RegExp([...hints].join("|"), "i"), pairs: new RegExp([...pairs].join("|"), "i") };
}

const HAS_NOT = /not/i;
const STANDARD_TRIGGER = triggerPatterns([PRONOUN_AUX], STANDARD_SUBJECTS);
const AGGRESSIVE_TRIGGER = triggerPatterns([PRONOUN_AUX, AGGRESSIVE_PRONOUN_AUX]);

/**
 * Whether the sentence contains "not" or one of the pairs. One alternation of all of them is
 * tried at every position of the sentence; the short patterns here let the regular expression
 * engine skip ahead (on the fixed "not", or the space of the hints), so the pairs themselves are
 * only looked for in the few sentences whose hints match.
 */
function mayContract(sentence: string, trigger: Trigger): boolean {
  return HAS_NOT.test(sentence) || (trigger.hint.test(sentence) && trigger.pairs.test(sentence));
}

export function applyContractions(sentence: string, context: RewriteContext): string {
  if (!context.profile.contractions) return sentence;
  if (!mayContract(sentence, context.mode === "aggressive" ? AGGRESSIVE_TRIGGER : STANDARD_TRIGGER)) return sentence;
  const shared = tokenize(sentence);
  let tokens = shared as Token[]; // copied before the first change (the array is shared with the tokenizer's cache)
  let changed = false;
  for (let i = 0; i < tokens.length; i++) {
    const first = tokens[i];
    // Every first word this transform knows ("is", "cannot", "there"…) has at most 6 letters.
    if (first?.kind !== "word" || first.text.length > 6) continue;
    const firstKey = wordKey(first);
    if (!FIRST_WORDS.has(firstKey)) continue;
    const secondIndex = wordAfter(tokens, i);
    if (secondIndex < 0) continue;
    const secondKey = wordKey(tokens[secondIndex] as Token);
    const follower = followerAfter(tokens, secondIndex);

    // aux + not
    const negative = ownEntry(NEGATIVES, firstKey);
    if (secondKey === "not" && negative !== undefined && follower !== null && !BLOCKING_NEXT.has(follower)) {
      if (tokens === shared) tokens = shared.slice();
      replaceRange(tokens, i, secondIndex, casedLike(negative, first.text), context);
      changed = true;
      continue;
    }
    if (firstKey === "cannot" && !BLOCKING_NEXT.has(secondKey)) {
      if (tokens === shared) tokens = shared.slice();
      tokens[i] = newToken(casedLike(withApostrophe("can't", context), first.text), "word");
      changed = true;
      continue;
    }

    // pronoun + aux (the aux must be followed by a word, and not by "not" + clause end)
    // Standard mode keeps to the most neutral contractions ("it's", "that's", "there's");
    // aggressive mode also writes "we'll", "they're", "I'm", "I'd"…
    const forms = context.mode === "aggressive" || STANDARD_SUBJECTS.has(firstKey) ? ownEntry(PRONOUN_AUX, firstKey) : undefined;
    const contracted =
      ownEntry(forms, secondKey) ?? (context.mode === "aggressive" ? ownEntry(ownEntry(AGGRESSIVE_PRONOUN_AUX, firstKey), secondKey) : undefined);
    if (contracted === undefined || follower === null || BLOCKING_NEXT.has(follower)) continue;
    if (follower === "not" && followerAfter(tokens, wordAfter(tokens, secondIndex)) === null) continue;
    // "wouldn't" and "won't" read better than "they'd not" and "it'll not" (dialectal in writing).
    if (follower === "not" && (secondKey === "would" || secondKey === "will")) continue;
    if (secondKey === "have" && !AFTER_PERFECT.has(follower)) continue;
    if (secondKey === "has" && follower !== "been") continue; // "it's made" could read as "it is made"
    // "who I am as a person", "what it is about": the auxiliary is stranded, keep it full.
    const previous = previousWord(tokens, i) ?? "";
    if (STRANDING.has(previous)) continue;
    // "how important it is to rank", "what a mess it is": the fronted complement strands it too, a few words back.
    if (frontedBefore(tokens, i)) continue;
    // "You and I will" is a compound subject: "You and I'll" would be wrong.
    if ((previous === "and" || previous === "or" || previous === "nor") && !STANDARD_SUBJECTS.has(firstKey)) continue;
    if ((firstKey === "you" || firstKey === "it") && OBJECT_BEFORE.has(previous)) continue;
    // "understanding it is key": "it" is the object of the verb before it, not the subject.
    if (previous.endsWith("ing") && previous.length > 4) continue;
    // "Offered here is a piece…": after a participle "here is" is inverted, and "here's" reads wrong.
    if ((firstKey === "here" || firstKey === "there") && previous.length > 3 && /(?:ed|en)$/u.test(previous)) continue;
    if (tokens === shared) tokens = shared.slice();
    replaceRange(tokens, i, secondIndex, casedLike(contracted, first.text), context);
    changed = true;
  }
  if (!changed) return sentence;
  let out = "";
  for (const token of tokens) out += token.text;
  return out;
}

/** The index of the next token after `index` if it is a word separated by exactly one space token, else -1. */
function wordAfter(tokens: Token[], index: number): number {
  const space = tokens[index + 1];
  const next = tokens[index + 2];
  if (space?.kind !== "space" || space.text !== " " || next?.kind !== "word") return -1;
  return index + 2;
}

/**
 * What follows the word at `index`: its normalised text if it is a word or a mask
 * ("#" for a mask), null when the clause ends there (punctuation or end of sentence).
 */
function followerAfter(tokens: Token[], index: number): string | null {
  if (index < 0) return null;
  const space = tokens[index + 1];
  const next = tokens[index + 2];
  if (space?.kind !== "space" || next === undefined) return null;
  if (next.kind === "word") return wordKey(next);
  if (next.kind === "mask") return "#";
  return null;
}

function previousWord(tokens: Token[], index: number): string | null {
  const space = tokens[index - 1];
  const previous = tokens[index - 2];
  if (space?.kind !== "space" || previous?.kind !== "word") return null;
  return wordKey(previous);
}

/** Whether "how"/"what"/"as"/"than"… stands two to four words before `index` in the same clause ("what a long wait it is"). */
function frontedBefore(tokens: Token[], index: number): boolean {
  let at = index;
  for (let back = 0; back < 4; back++) {
    const space = tokens[at - 1];
    const previous = tokens[at - 2];
    if (space?.text !== " " || previous?.kind !== "word") return false;
    at -= 2;
    if (back > 0 && STRANDING_FRONT.has(wordKey(previous))) return true;
  }
  return false;
}

function casedLike(replacement: string, original: string): string {
  return isCapitalized(original) ? capitalize(replacement) : replacement;
}

// What a contraction leaves of the tokens it swallows: one shared, empty token (never changed).
// Tokens made here come from newToken, the tokenizer's shape, so loops over them stay monomorphic.
const SWALLOWED: Token = newToken("", "space");

function replaceRange(tokens: Token[], from: number, to: number, text: string, context: RewriteContext): void {
  tokens[from] = newToken(withApostrophe(text, context), "word");
  for (let t = from + 1; t <= to; t++) tokens[t] = SWALLOWED;
}
