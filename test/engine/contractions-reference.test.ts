// applyContractions tests each sentence against one pattern (its trigger words) before walking
// its tokens. The pattern must reject only sentences the walk would leave alone: the transform
// must give exactly the answer of the reference below, the code before the pre-check, for any
// input. Inputs are random sentences made of the words the transform looks for, in any case,
// with every kind of gap the tokenizer knows (tabs, no-break spaces, double spaces, masks,
// curly apostrophes, non-ASCII letters that lower-case to ASCII ones).

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { profileFor } from "../../src/engine/rules/languages.js";
import { capitalize, isCapitalized, tokenize, wordKey, type Token } from "../../src/engine/rules/tokens.js";
import { applyContractions } from "../../src/engine/rules/transforms/contractions.js";
import { withApostrophe, type RewriteContext } from "../../src/engine/rules/transforms/context.js";
import { triggerSentences } from "./trigger-sentences.js";

// ---- The reference: src/engine/rules/transforms/contractions.ts before the pre-check (comments
// left out), with one fix both share: a table entry is an own property ("it constructor" no
// longer finds Object.prototype.constructor).

function own(forms: Record<string, string> | undefined, key: string): string | undefined {
  return forms !== undefined && Object.hasOwn(forms, key) ? forms[key] : undefined;
}

/** auxiliary + "not" -> contracted negative. */
const NEGATIVES: Record<string, string> = {
  is: "isn't",
  are: "aren't",
  was: "wasn't",
  were: "weren't",
  do: "don't",
  does: "doesn't",
  did: "didn't",
  has: "hasn't",
  have: "haven't",
  had: "hadn't",
  can: "can't",
  could: "couldn't",
  would: "wouldn't",
  should: "shouldn't",
  will: "won't",
};

/** pronoun + auxiliary -> contracted form. */
const PRONOUN_AUX: Record<string, Record<string, string>> = {
  it: { is: "it's", has: "it's" },
  that: { is: "that's" },
  there: { is: "there's" },
  here: { is: "here's" },
  what: { is: "what's" },
  he: { is: "he's", will: "he'll", has: "he's" },
  she: { is: "she's", will: "she'll", has: "she's" },
  i: { am: "I'm", will: "I'll", have: "I've" },
  we: { are: "we're", will: "we'll", have: "we've" },
  they: { are: "they're", will: "they'll", have: "they've" },
  you: { are: "you're", will: "you'll", have: "you've" },
};

/** Subjects whose contractions standard mode uses. */
const STANDARD_SUBJECTS = new Set(["it", "that", "there", "here", "what"]);

/** Extra pronoun + auxiliary contractions used in aggressive mode only. */
const AGGRESSIVE_PRONOUN_AUX: Record<string, Record<string, string>> = {
  it: { will: "it'll" },
  who: { is: "who's" },
  where: { is: "where's" },
  i: { would: "I'd" },
  we: { would: "we'd" },
  you: { would: "you'd" },
  they: { would: "they'd" },
  there: { has: "there's" },
};

// "have"/"has" only contract as auxiliaries: before a past participle or adverb.
const AFTER_PERFECT = new Set(
  "been seen done made had found learned learnt become got gotten always never already just also heard known taken given lived worked tried used written read built grown spent met noticed decided started completed developed created shown helped changed seen come gone brought chosen".split(
    " ",
  ),
);

const STRANDING = new Set(["who", "what", "where", "how", "whatever", "wherever", "whoever", "which", "when", "why", "than"]);

/** Words after which a contraction would sound wrong ("is not only"). */
const BLOCKING_NEXT = new Set(["only", "merely", "simply"]);

/** Every first word this transform knows: any other word is skipped at once. */
const FIRST_WORDS = new Set([...Object.keys(NEGATIVES), ...Object.keys(PRONOUN_AUX), ...Object.keys(AGGRESSIVE_PRONOUN_AUX), "cannot"]);

function referenceContractions(sentence: string, context: RewriteContext): string {
  if (!context.profile.contractions) return sentence;
  const shared = tokenize(sentence);
  let tokens = shared as Token[]; // copied before the first change (the array is shared with the tokenizer's cache)
  let changed = false;
  for (let i = 0; i < tokens.length; i++) {
    const first = tokens[i];
    // Every first word this transform knows ("is", "cannot", "there"…) has at most 6 letters.
    if (first?.kind !== "word" || first.text.length > 6) continue;
    const firstKey = wordKey(first);
    if (!FIRST_WORDS.has(firstKey)) continue;
    const second = wordAfter(tokens, i);
    if (!second) continue;
    const secondKey = wordKey(second.token);
    const follower = followerAfter(tokens, second.index);

    // aux + not
    const negative = NEGATIVES[firstKey];
    if (secondKey === "not" && negative !== undefined && follower !== null && !BLOCKING_NEXT.has(follower)) {
      if (tokens === shared) tokens = shared.slice();
      replaceRange(tokens, i, second.index, casedLike(negative, first.text), context);
      changed = true;
      continue;
    }
    if (firstKey === "cannot" && !BLOCKING_NEXT.has(secondKey)) {
      if (tokens === shared) tokens = shared.slice();
      tokens[i] = { text: casedLike(withApostrophe("can't", context), first.text), kind: "word" };
      changed = true;
      continue;
    }

    // pronoun + aux (the aux must be followed by a word, and not by "not" + clause end)
    // Standard mode keeps to the most neutral contractions ("it's", "that's", "there's");
    // aggressive mode also writes "we'll", "they're", "I'm", "I'd"…
    const forms = context.mode === "aggressive" || STANDARD_SUBJECTS.has(firstKey) ? PRONOUN_AUX[firstKey] : undefined;
    const contracted = own(forms, secondKey) ?? (context.mode === "aggressive" ? own(AGGRESSIVE_PRONOUN_AUX[firstKey], secondKey) : undefined);
    if (contracted === undefined || follower === null || BLOCKING_NEXT.has(follower)) continue;
    if (follower === "not" && followerAfter(tokens, wordAfter(tokens, second.index)?.index ?? -1) === null) continue;
    if (follower === "not" && secondKey === "would") continue; // "wouldn't" reads better than "they'd not"
    if (secondKey === "have" && !AFTER_PERFECT.has(follower)) continue;
    if (secondKey === "has" && follower !== "been") continue; // "it's made" could read as "it is made"
    // "who I am as a person", "what it is about": the auxiliary is stranded, keep it full.
    const previous = previousWord(tokens, i) ?? "";
    if (STRANDING.has(previous)) continue;
    // "You and I will" is a compound subject: "You and I'll" would be wrong.
    if ((previous === "and" || previous === "or" || previous === "nor") && !STANDARD_SUBJECTS.has(firstKey)) continue;
    // "understanding it is key": "it" is the object of the verb before it, not the subject.
    if (previous.endsWith("ing") && previous.length > 4) continue;
    if (tokens === shared) tokens = shared.slice();
    replaceRange(tokens, i, second.index, casedLike(contracted, first.text), context);
    changed = true;
  }
  if (!changed) return sentence;
  let out = "";
  for (const token of tokens) out += token.text;
  return out;
}

/** The next token after `index` if it is a word separated by exactly one space token. */
function wordAfter(tokens: Token[], index: number): { token: Token; index: number } | null {
  const space = tokens[index + 1];
  const next = tokens[index + 2];
  if (space?.kind !== "space" || space.text !== " " || next?.kind !== "word") return null;
  return { token: next, index: index + 2 };
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

function casedLike(replacement: string, original: string): string {
  return isCapitalized(original) ? capitalize(replacement) : replacement;
}

function replaceRange(tokens: Token[], from: number, to: number, text: string, context: RewriteContext): void {
  tokens[from] = { text: withApostrophe(text, context), kind: "word" };
  for (let t = from + 1; t <= to; t++) tokens[t] = { text: "", kind: "space" };
}

// ---- The comparison.

const WORDS = (
  "it It IT iT that That THAT there There here Here what What he He she She i I we We they They you You " +
  "who Who where Where is Is IS has Has will Will am Am have Have are Are would Would was were do does did " +
  "had can could should not Not NOT cannot Cannot CANNOT only merely simply been made done always never just " +
  "seen and or nor how whatever which when why than understanding being key true the a plan works note another " +
  "nothing knot hit this its it’s don't İt İs K constructor toString __proto__ hasOwnProperty"
).split(" ");
// Whole subject + auxiliary pairs, so that most sentences hold something to contract.
const PAIRS = [
  "it is", "It is", "it has", "that is", "That Is", "there is", "here is", "what is", "he is", "she will", "I am", "I will",
  "I have", "we are", "We will", "we have", "they are", "they will", "you are", "you have", "it will", "who is", "where is",
  "I would", "we would", "they would", "there has", "do not", "does not", "is not", "are NOT", "was not", "would not", "cannot",
];
const GAPS = [" ", " ", " ", " ", " ", " ", "  ", "\t", "\u00a0", "\n", ", ", ". ", "; ", " — ", "-", "’", "'", "_", "\ue000", " \ue001 ", "é", ""];
const { sentences, inputs } = triggerSentences(WORDS, PAIRS, GAPS);

function contextFor(mode: "standard" | "aggressive", apostrophe: "'" | "’"): RewriteContext {
  return { mode, profile: profileFor("en")!, apostrophe };
}

describe("applyContractions pre-check", () => {
  it("gives exactly the reference's answer", () => {
    fc.assert(
      fc.property(inputs, fc.constantFrom("standard" as const, "aggressive" as const), fc.constantFrom("'" as const, "’" as const), (text, mode, apostrophe) => {
        const context = contextFor(mode, apostrophe);
        expect(applyContractions(text, context)).toBe(referenceContractions(text, context));
      }),
      { numRuns: 6000 },
    );
  });

  it("draws inputs that the transform changes often enough to matter", () => {
    const context = contextFor("aggressive", "'");
    const changed = fc.sample(sentences, { numRuns: 1000, seed: 1 }).filter((text) => applyContractions(text, context) !== text);
    expect(changed.length).toBeGreaterThan(150);
  });

  it("matches it on sentences of every rule", () => {
    const examples = [
      "It is clear that it is not what it is.",
      "We do not know, and they cannot say; it is not only that.",
      "That is how it has been done, and there is more here is why.",
      "IT IS TRUE THAT WE ARE NOT READY.",
      "You and I will go, and we will see what they have done.",
      "Understanding it is key.",
      "I would not do it, but I would go where it is quiet.",
      "It\tis a tab, it  is two spaces, it\u00a0is a no-break space.",
      "İt is a dotted capital I, and it constructor works.",
      "Who is there? Where is it? There has been rain, and it will rain.",
      "They have always said it has been made.",
    ];
    for (const text of examples) {
      for (const mode of ["standard", "aggressive"] as const) {
        const context = contextFor(mode, "'");
        expect(applyContractions(text, context), `${mode}: ${text}`).toBe(referenceContractions(text, context));
      }
    }
    expect(applyContractions("It is not only fast.", contextFor("standard", "'"))).toBe("It's not only fast.");
    expect(applyContractions("It is said that it constructor works.", contextFor("standard", "'"))).toBe("It's said that it constructor works.");
  });
});
