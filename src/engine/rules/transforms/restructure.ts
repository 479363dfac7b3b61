// Small, safe restructurings an editor makes inside one sentence (English only):
//   "X not only A but also B"              -> "X A and B"
//   "There are many people who think…"     -> "Many people think…"
//   "a photo that is taken with a phone"   -> "a photo taken with a phone"
//   "it helps you to prepare"              -> "it helps you prepare"
// and in aggressive mode:
//   "We think that the plan works."        -> "We think the plan works."
//   "It allows users to share files."      -> "It lets users share files."
//   "The integration of X has made Y…"     -> "Integrating X has made Y…"
//   "The deal, however, is not certain."   -> "But the deal is not certain."
// Each one checks the words around it and leaves the sentence alone when in doubt.

import { capitalize, isCapitalized, ownEntry, tokenize, wordKey, type Token } from "../tokens.js";
import type { RewriteContext } from "./context.js";
import {
  AUX_AFTER_ONLY,
  PRONOUNS_AFTER_BUT,
  QUANTIFIERS,
  RELATIVE_VERBS,
  THAT_VERBS,
  CLAUSE_SUBJECT_START,
  IRREGULAR_PARTICIPLES,
  VERBISH_BEFORE_THAT,
  OBJECT_PRONOUNS,
  NOT_A_VERB_AFTER_TO,
  LET_FORMS,
  LET_OBJECTS,
  NOMINALIZATIONS,
  PARTICIPLE_TO_PAST,
  NOT_AGENTIVE,
  AGENT_STARTS,
  SUBJECT_STARTS,
  OBJECT_FORMS,
  PASSIVE_ADVERBS,
} from "../lang/en-restructure.js";

// Cheap case-insensitive checks on the sentence decide which rewrites can apply at all. They
// match exactly where the lower-cased sentence would contain the phrase (no other character
// lower-cases to these ASCII letters in a way that could form them), without copying it.
const HAS_NOT_ONLY = /not only/i;
const STARTS_THERE = /^there /i;
const HAS_RELATIVE = /that |which |who /i;
const HAS_HELP = /help/i;
const HAS_THAT = /that /i;
const HAS_ALLOW = /allow|enabl/i;
const STARTS_THE = /^the /i;
const HAS_HOWEVER = /, however, /i;
const HAS_BY = / by /i;
// The checks of a mode in one pattern: most sentences match none of them, and one pass over the
// sentence costs less than four (or nine) (the "^the" covers "^there " and "^the ").
const ANY_STANDARD = /not only|^there |that |which |who |help/i;
const ANY_AGGRESSIVE = /not only|^the|that |which |who |help|allow|enabl|, however, | by /i;

// Sharper checks, one per rewrite, each a necessary condition of the rewrite on its own input:
// the words it looks for, in order, with only white space between them (\s is exactly what
// the tokenizer counts as space). Most sentences that pass the cheap checks above ("that ",
// "help") fail these, and a test is far cheaper than tokenizing and walking the sentence.
const RELATIVE_BE = /(?:that|which|who)\s+(?:is|are|was|were)/i;
const HELP_SOMEONE_TO = /help(?:s|ed|ing)?\s+\S+\s+to\s/i;
const LET_SOMEONE_TO = /(?:allow|enabl)\S*\s+\S+\s+to\s/i;
const THE_NOUN_OF = /^\s*the\s+\S+\s+of/i;
const PASSIVE_BY = /(?:was|were)\s+(?:\S+\s+)?\S+\s+by\s/i;

export function applyRestructure(sentence: string, context: RewriteContext): string {
  if (!(context.mode === "aggressive" ? ANY_AGGRESSIVE : ANY_STANDARD).test(sentence)) return sentence;
  let text = sentence;
  if (HAS_NOT_ONLY.test(sentence)) text = notOnlyButAlso(text);
  if (STARTS_THERE.test(sentence)) text = thereAreMany(text);
  if (HAS_RELATIVE.test(sentence)) text = reducedRelative(text);
  if (HAS_HELP.test(sentence)) text = helpObjectTo(text);
  if (context.mode === "aggressive") {
    if (HAS_THAT.test(sentence)) text = dropThat(text);
    if (HAS_ALLOW.test(sentence)) text = allowToLet(text);
    if (STARTS_THE.test(sentence)) text = leadingNominalization(text);
    if (HAS_HOWEVER.test(sentence)) text = howeverToBut(text);
    if (HAS_BY.test(sentence)) text = passiveToActive(text);
  }
  return text;
}

interface Indexed {
  token: Token;
  index: number;
}

/** Words and masks with their token indexes; punctuation is kept too (spaces dropped). */
function significant(tokens: readonly Token[]): Indexed[] {
  const out: Indexed[] = [];
  tokens.forEach((token, index) => {
    if (token.kind !== "space") out.push({ token, index });
  });
  return out;
}

const key = (item: Indexed | undefined): string =>
  item === undefined ? "" : item.token.kind === "word" ? wordKey(item.token) : item.token.kind === "mask" ? "#" : item.token.text;

function render(tokens: readonly Token[], removed: ReadonlySet<number>, replaced: ReadonlyMap<number, string>): string {
  let out = "";
  for (let i = 0; i < tokens.length; i++) {
    if (removed.has(i)) continue;
    out += replaced.get(i) ?? tokens[i]?.text ?? "";
  }
  return out;
}

/** Removes token `index` and the space after it (or before it, at the end). */
function removeWord(tokens: readonly Token[], index: number, removed: Set<number>): void {
  removed.add(index);
  if (tokens[index + 1]?.kind === "space") removed.add(index + 1);
  else if (tokens[index - 1]?.kind === "space") removed.add(index - 1);
}

/** "not only A but also B" -> "A and B" (never at the start of a sentence, where it inverts). */
function notOnlyButAlso(sentence: string): string {
  const lower = sentence.toLowerCase();
  if (!lower.includes("not only") || !lower.includes("but")) return sentence;
  const tokens = tokenize(sentence);
  const sig = significant(tokens);
  let not = -1;
  for (let i = 1; i + 1 < sig.length; i++) {
    if (key(sig[i]) === "not" && key(sig[i + 1]) === "only") {
      not = i;
      break;
    }
  }
  if (not < 1) return sentence;
  const before = key(sig[not - 1]);
  const after = sig[not + 2];
  if (before === "do" || before === "does" || before === "did") return sentence;
  // "Her approach, which combined X, not only revitalized…": after a comma only a verb in the past may follow.
  if (sig[not - 1]?.token.kind === "punct" && !(/^[,—–]$/u.test(key(sig[not - 1])) && /^[a-z]{3,}ed$/u.test(key(after)))) return sentence;
  if (after === undefined || after.token.kind === "punct" || AUX_AFTER_ONLY.has(key(after))) return sentence;
  if (key(after) === "that" && sig[not + 3]?.token.kind === "punct") return sentence; // "not only that, but…"
  let but = -1;
  for (let i = not + 3; i + 1 < sig.length; i++) {
    const k = key(sig[i]);
    if (k === "not" && key(sig[i + 1]) === "only") return sentence; // two of them: leave it
    if (k === "but") {
      but = i;
      break;
    }
  }
  if (but < 0) return sentence;
  // "…, but also B" and "…, but B": the "but" half completes the first. "…, but it also B"
  // keeps its own clause: "A, and it also B".
  const next = key(sig[but + 1]);
  const pronoun = PRONOUNS_AFTER_BUT.has(next);
  if (next !== "also" && !pronoun && sig[but - 1]?.token.text !== ",") return sentence;
  const removed = new Set<number>();
  const replaced = new Map<number, string>();
  removeWord(tokens, sig[not]!.index, removed);
  removeWord(tokens, sig[not + 1]!.index, removed);
  const comma = sig[but - 1];
  if (comma?.token.text === "," && !pronoun) removed.add(comma.index);
  // "not only productive but also inclusive, supportive, and inspiring": B opens a list, so A
  // joins it ("productive, inclusive, supportive, and inspiring"), not "productive and inclusive, …".
  const firstB = next === "also" ? but + 2 : but + 1;
  // (Set 21: "not only a dessert but also a centerpiece, a conversation starter and a testament": B's first item may
  // have a few words, and its last may follow "and" without a comma; "a dessert and a centerpiece, a…" had two "and"s.)
  let listComma = -1;
  for (let i = firstB + 1; i <= firstB + 4 && sig[i] !== undefined; i++) {
    if (sig[i]?.token.kind === "punct") {
      if (sig[i]?.token.text === ",") listComma = i;
      break;
    }
  }
  const opensList =
    !pronoun &&
    listComma > 0 &&
    sig
      .slice(listComma + 1)
      .some((item, k, rest) => /^(?:and|or)$/u.test(key(item)) && rest.slice(0, k).every((t) => t.token.kind !== "punct" || t.token.text === ","));
  if (opensList) {
    const lastA = sig[but - 1];
    if (lastA && lastA.token.kind !== "punct") {
      replaced.set(lastA.index, `${lastA.token.text},`);
      removeWord(tokens, sig[but]!.index, removed);
      if (next === "also") removeWord(tokens, sig[but + 1]!.index, removed);
      return render(tokens, removed, replaced);
    }
  }
  replaced.set(sig[but]!.index, "and");
  if (next === "also") removeWord(tokens, sig[but + 1]!.index, removed);
  return render(tokens, removed, replaced);
}

/** "There are many people who think X." -> "Many people think X." */
function thereAreMany(sentence: string): string {
  const tokens = tokenize(sentence);
  const sig = significant(tokens);
  if (key(sig[0]) !== "there" || (key(sig[1]) !== "are" && key(sig[1]) !== "were")) return sentence;
  let q = 2;
  if (!QUANTIFIERS.has(key(sig[q]))) return sentence;
  if ((key(sig[q]) === "plenty" || key(sig[q]) === "lots") && key(sig[q + 1]) !== "of") return sentence;
  if (key(sig[q]) === "plenty" || key(sig[q]) === "lots") q++;
  for (let i = q + 1; i < sig.length && i <= q + 5; i++) {
    const item = sig[i];
    if (item === undefined || item.token.kind === "punct") return sentence;
    const k = key(item);
    if (k !== "that" && k !== "who") continue;
    if (i === q + 1) return sentence; // "many who…": no noun
    if (!RELATIVE_VERBS.has(key(sig[i + 1]))) return sentence;
    const removed = new Set<number>();
    const replaced = new Map<number, string>();
    removeWord(tokens, sig[0]!.index, removed);
    removeWord(tokens, sig[1]!.index, removed);
    removeWord(tokens, item.index, removed);
    const first = sig[2]!;
    replaced.set(first.index, isCapitalized(sig[0]!.token.text) ? capitalize(first.token.text) : first.token.text);
    return render(tokens, removed, replaced);
  }
  return sentence;
}

// dropThat's necessary condition (see RELATIVE_BE): "that" and a clause subject. (Adding the
// verbs before "that" makes the test slower than the walk it saves: it no longer starts with a literal.)
const THAT_SUBJECT = new RegExp(`that\\s+(?:${[...CLAUSE_SUBJECT_START].join("|")})`, "i");

/** "We think that the plan works." -> "We think the plan works." */
function dropThat(sentence: string): string {
  if (!THAT_SUBJECT.test(sentence)) return sentence;
  if (/\b(?:and|or|but) that\b/iu.test(sentence)) return sentence; // "said that X, and that Y": keep both
  const tokens = tokenize(sentence);
  const sig = significant(tokens);
  const removed = new Set<number>();
  for (let i = 1; i + 2 < sig.length; i++) {
    const item = sig[i];
    if (item === undefined || key(item) !== "that" || item.token.text !== "that") continue;
    if (!THAT_VERBS.has(key(sig[i - 1]))) continue;
    if (!CLAUSE_SUBJECT_START.has(key(sig[i + 1]))) continue;
    // "that it is" / "that the …": a clause follows; a short "that the end." would not be one.
    if (sig.length - (i + 1) < 4) continue;
    removeWord(tokens, item.index, removed);
  }
  return removed.size === 0 ? sentence : render(tokens, removed, new Map());
}

/** "a photograph that is taken of oneself" -> "a photograph taken of oneself" (also "which are", "who were"). */
function reducedRelative(sentence: string): string {
  if (!RELATIVE_BE.test(sentence)) return sentence;
  const tokens = tokenize(sentence);
  const sig = significant(tokens);
  const removed = new Set<number>();
  for (let i = 1; i + 2 < sig.length; i++) {
    const relative = key(sig[i]);
    if (relative !== "that" && relative !== "which" && relative !== "who") continue;
    const be = key(sig[i + 1]);
    if (be !== "is" && be !== "are" && be !== "was" && be !== "were") continue;
    const participle = key(sig[i + 2]);
    const isParticiple = (participle.endsWith("ed") && participle.length > 4) || IRREGULAR_PARTICIPLES.has(participle);
    if (!isParticiple || sig[i + 2]?.token.kind !== "word") continue;
    // The relative must follow a noun ("the beans that are used"), not a verb ("said that is…").
    const previous = sig[i - 1];
    if (previous === undefined || previous.token.kind !== "word" || VERBISH_BEFORE_THAT.has(key(previous))) continue;
    // Something must follow the participle ("taken of oneself"), or the phrase reads oddly.
    const after = sig[i + 3];
    if (after === undefined || after.token.kind === "punct") continue;
    // "the hanging that was stitched in 1919 and now hangs in the aisle": a second verb of the
    // relative clause after "and" needs its "that".
    if (coordinatedVerbAfter(sig, i + 3)) continue;
    removeWord(tokens, sig[i]!.index, removed);
    removeWord(tokens, sig[i + 1]!.index, removed);
  }
  return removed.size === 0 ? sentence : render(tokens, removed, new Map());
}

/** Does "and"/"or" (with an adverb or not) and a finite verb ("and now hangs") follow within the clause from `from`? */
function coordinatedVerbAfter(sig: ReturnType<typeof significant>, from: number): boolean {
  for (let j = from; j < sig.length - 1; j++) {
    const item = sig[j];
    if (item?.token.kind === "punct") return false;
    const word = key(item);
    if (word !== "and" && word !== "or") continue;
    let k = j + 1;
    if (/ly$|^(?:now|still|also|then|later|today)$/u.test(key(sig[k]))) k++;
    const verb = key(sig[k]);
    return /^[a-z]{3,}(?:s|ed)$/u.test(verb) && !/(?:ss|us)$/u.test(verb) && sig[k]?.token.kind === "word";
  }
  return false;
}

/** "helps you to prepare" -> "helps you prepare" (object pronoun, then "to" + a verb). */
function helpObjectTo(sentence: string): string {
  if (!HELP_SOMEONE_TO.test(sentence)) return sentence;
  const tokens = tokenize(sentence);
  const sig = significant(tokens);
  const removed = new Set<number>();
  for (let i = 0; i + 3 < sig.length; i++) {
    const verb = key(sig[i]);
    if (verb !== "help" && verb !== "helps" && verb !== "helped" && verb !== "helping") continue;
    if (!OBJECT_PRONOUNS.has(key(sig[i + 1])) || key(sig[i + 2]) !== "to") continue;
    const next = sig[i + 3];
    if (next?.token.kind !== "word" || NOT_A_VERB_AFTER_TO.has(key(next))) continue;
    removeWord(tokens, sig[i + 2]!.index, removed);
  }
  return removed.size === 0 ? sentence : render(tokens, removed, new Map());
}

/** "It allows users to share files." -> "It lets users share files." */
function allowToLet(sentence: string): string {
  if (!LET_SOMEONE_TO.test(sentence)) return sentence;
  if (/\b(?:and|or) to\b/iu.test(sentence)) return sentence; // "…to detect X and to live Y": keep the parallel
  const tokens = tokenize(sentence);
  const sig = significant(tokens);
  const removed = new Set<number>();
  const replaced = new Map<number, string>();
  for (let i = 0; i + 3 < sig.length; i++) {
    const verb = key(sig[i]);
    const let_ = ownEntry(LET_FORMS, verb);
    if (let_ === undefined || !LET_OBJECTS.has(key(sig[i + 1])) || key(sig[i + 2]) !== "to") continue;
    const next = sig[i + 3];
    if (next?.token.kind !== "word" || NOT_A_VERB_AFTER_TO.has(key(next))) continue;
    // "is allowed to", "be enabled to": passive, leave it.
    if (["is", "are", "was", "were", "be", "been", "being", "not"].includes(key(sig[i - 1]))) continue;
    replaced.set(sig[i]!.index, isCapitalized(sig[i]!.token.text) ? capitalize(let_) : let_);
    removeWord(tokens, sig[i + 2]!.index, removed);
  }
  return removed.size === 0 ? sentence : render(tokens, removed, replaced);
}

/** "The integration of voice assistants has made…" -> "Integrating voice assistants has made…" */
function leadingNominalization(sentence: string): string {
  if (!THE_NOUN_OF.test(sentence)) return sentence;
  const tokens = tokenize(sentence);
  const sig = significant(tokens);
  if (key(sig[0]) !== "the" || key(sig[2]) !== "of") return sentence;
  const noun = sig[1];
  const gerund = ownEntry(NOMINALIZATIONS, key(noun));
  if (gerund === undefined || noun === undefined) return sentence;
  // "of" must be followed by a word (not a name: "the use of Python" reads better as it is? still fine)
  const object = sig[3];
  if (object === undefined || object.token.kind === "punct") return sentence;
  // The subject must be followed by a verb later in the sentence: require at least 6 words.
  if (sig.length < 7) return sentence;
  const removed = new Set<number>();
  const replaced = new Map<number, string>();
  removeWord(tokens, sig[0]!.index, removed);
  removeWord(tokens, sig[2]!.index, removed);
  replaced.set(noun.index, capitalize(gerund));
  return render(tokens, removed, replaced);
}

/** "The deal, however, is not certain." -> "But the deal is not certain." */
function howeverToBut(sentence: string): string {
  const tokens = tokenize(sentence);
  const sig = significant(tokens);
  let at = -1;
  for (let i = 1; i + 2 < sig.length; i++) {
    if (key(sig[i]) === "," && key(sig[i + 1]) === "however" && key(sig[i + 2]) === ",") {
      at = i;
      break;
    }
    if (sig[i]?.token.kind === "punct") return sentence; // only after a plain subject
  }
  if (at < 1 || at > 8) return sentence;
  const first = sig[0];
  if (first === undefined || first.token.kind !== "word") return sentence;
  const removed = new Set<number>();
  const replaced = new Map<number, string>();
  removed.add(sig[at]!.index);
  removeWord(tokens, sig[at + 1]!.index, removed);
  removed.add(sig[at + 2]!.index);
  const keepCase = first.token.text === "I" || first.token.text.slice(1) !== first.token.text.slice(1).toLowerCase();
  replaced.set(first.index, `But ${keepCase ? first.token.text : first.token.text.toLowerCase()}`);
  return render(tokens, removed, replaced);
}

/**
 * "The novel was written by a young teacher." -> "A young teacher wrote the novel." (aggressive
 * mode). Only a whole plain sentence in the simple past: subject + was/were + (adverb) +
 * participle + "by" + an agent that ends the sentence. The past tense is kept, so no
 * agreement is needed.
 */
function passiveToActive(sentence: string): string {
  if (!PASSIVE_BY.test(sentence)) return sentence;
  const tokens = tokenize(sentence);
  if (tokens[tokens.length - 1]?.text !== ".") return sentence;
  const sig = significant(tokens.slice(0, tokens.length - 1));
  if (sig.some((item) => item.token.kind === "punct" && item.token.text !== "-" && item.token.text !== "'" && item.token.text !== "’")) return sentence;
  const be = sig.findIndex((item) => key(item) === "was" || key(item) === "were");
  if (be < 1 || be > 6) return sentence;
  let verb = be + 1;
  const adverb = PASSIVE_ADVERBS.has(key(sig[verb])) || (key(sig[verb]).endsWith("ly") && key(sig[verb]).length > 4) ? sig[verb] : undefined;
  if (adverb) verb++;
  const participle = key(sig[verb]);
  if (sig[verb]?.token.kind !== "word" || NOT_AGENTIVE.has(participle)) return sentence;
  const past = ownEntry(PARTICIPLE_TO_PAST, participle) ?? (participle.length > 4 && participle.endsWith("ed") ? participle : undefined);
  if (past === undefined || key(sig[verb + 1]) !== "by") return sentence;
  const agent = sig.slice(verb + 2);
  if (agent.length < 2 || agent.length > 6) return sentence;
  const agentStart = agent[0]!;
  if (!AGENT_STARTS.has(key(agentStart))) return sentence;
  // The agent must be one noun phrase: no verbs, clauses or further prepositions.
  for (const item of agent) {
    const k = key(item);
    if (
      item.token.kind === "word" &&
      (k.endsWith("ing") ||
        ["by", "in", "on", "at", "for", "with", "to", "from", "and", "or", "that", "who", "which", "when", "after", "before", "during", "because"].includes(k))
    )
      return sentence;
  }
  const subject = sig.slice(0, be);
  const first = subject[0]!;
  const firstKey = key(first);
  let object: string;
  const objectForm = ownEntry(OBJECT_FORMS, firstKey);
  if (subject.length === 1 && objectForm !== undefined) object = objectForm;
  else if (subject.length === 1 && first.token.kind === "mask")
    object = first.token.text; // a name
  else {
    if (!SUBJECT_STARTS.has(firstKey) || subject.length > 6) return sentence;
    if (subject.some((item) => item.token.kind === "word" && ["and", "or", "of", "that", "who", "which"].includes(key(item)))) return sentence;
    object = textBetween(tokens, first.index, sig[be - 1]!.index);
    object = object.charAt(0).toLowerCase() + object.slice(1);
  }
  let agentText = textBetween(tokens, agentStart.index, agent[agent.length - 1]!.index);
  agentText = capitalize(agentText);
  const adverbText = adverb ? `${adverb.token.text} ` : "";
  return `${agentText} ${adverbText}${past} ${object}.`;
}

/** The text of tokens[from..to] (inclusive). */
function textBetween(tokens: readonly Token[], from: number, to: number): string {
  let out = "";
  for (let i = from; i <= to; i++) out += tokens[i]?.text ?? "";
  return out;
}
