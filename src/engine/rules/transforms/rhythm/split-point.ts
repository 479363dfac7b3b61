// Where a long sentence may be split: the rule for each word after a ", " (a conjunction of the
// profile, "as", "while", "including", "which", "who", "where", a participle) and what the new
// sentence starts with.

import { leadingWords, startsClause } from "../../clauses.js";
import { isLowerInitial, keyOf, normalizeWord, ownEntry, wordKey, type Token } from "../../tokens.js";
import { withApostrophe, type RewriteContext } from "../context.js";
import { placeholderIndex } from "../../mask.js";
import type { RhythmSettings } from "./settings.js";
import {
  AS_ASIDES,
  AS_SUBJECTS,
  clauseTense,
  INCLUDING_BLOCKERS,
  isInstruction,
  IT_SUBJECT,
  MAKING_OBJECTS,
  NOT_BARE,
  OBJECT_START,
  PARTICIPLE_OPENERS,
  PARTICIPLE_SET_PHRASES,
  PLACES,
  SUBORDINATE_AFTER_AND,
  WHICH_DESCRIBES,
  WHICH_OPENERS,
} from "./split-words.js";

export interface SplitPoint {
  /** Token index where the new sentence's own words resume. */
  resumeAt: number;
  /** Words put in front of them ("But ", "This makes "). */
  lead: string;
  capitalize: boolean;
  /** Tokens of the new sentence to re-spell ("and providing" -> "and provides"). */
  replace?: ReadonlyMap<number, string>;
}

/** Whether the last significant token of the sentence is a full stop, "!" or "?" (after any closing marks). */
function endsWithStop(tokens: readonly Token[]): boolean {
  for (let i = tokens.length - 1; i >= 0; i--) {
    const t = tokens[i];
    if (t === undefined || t.kind === "space" || /^["”’»)\]*_]+$/u.test(t.text)) continue;
    return /^[.!?…]+$/u.test(t.text);
  }
  return false;
}

/** Whether the sentence ends with a closing bracket before its stop ("… (fonte: …)."). */
function endsWithBracket(tokens: readonly Token[]): boolean {
  let i = tokens.length - 1;
  while (i >= 0 && (tokens[i]?.kind === "space" || /^[.!?…]+$/u.test(tokens[i]?.text ?? ""))) i--;
  return tokens[i]?.text === ")";
}

/** How the sentence continues after the comma at `comma` when split there, or null when it is not safe. */
export function splitPoint(
  tokens: readonly Token[],
  comma: number,
  settings: RhythmSettings,
  context: RewriteContext,
  words: (from: number, to: number) => number,
  pieceStart: number,
  afterRelative: boolean,
): SplitPoint | null {
  const word = tokens[comma + 2];
  if (word?.kind !== "word" || tokens[comma + 3]?.text !== " ") return null;
  const key = wordKey(word);
  const rest = comma + 4;

  const opener = ownEntry(context.profile.splitConjunctions, key);
  if (opener !== undefined) {
    if (!clauseAhead(tokens, rest, context)) return null;
    // "Not only does the app save time, but it also helps…": the "but" half completes the
    // first; a full stop would leave "Not only does the app save time." as a fragment.
    const notOnly = context.profile.notOnlyBut ?? NOT_ONLY_BUT;
    if (key === notOnly.conjunction && notOnlyBefore(tokens, comma, notOnly.openers)) return null;
    // "Your cambelt might be hidden away, but it keeps…" (set 27): a concession's "but" answers it; split, the hedge hangs.
    const concession = context.profile.concession;
    if (concession !== undefined && key === concession.conjunction && hasWordIn(tokens, pieceStart, comma, concession.modals)) return null;
    // "…, so you can navigate the menu": a purpose ("so that"), not a result; alone it is a fragment.
    // ("…his findings, so that you have everything": "so that" is a purpose too, set 19.)
    if (key === "so" && (leadingWords(tokens, rest, 1)[0] === "that" || leadingWords(tokens, rest, 3).some((w) => PURPOSE_MODALS.has(w)))) return null;
    // "…, so early booking is recommended": "So early …" would first read as "so soon"; a degree word
    // right after "so" keeps the comma.
    if (key === "so" && SO_DEGREE.has(leadingWords(tokens, rest, 1)[0] ?? "")) return null;
    // "With a traditional IRA, your contributions are deductible, and you pay tax later": the
    // fronted phrase governs both clauses; a full stop would leave the second without it.
    if (frontedBefore(tokens, pieceStart, comma)) return null;
    // (Set 30: "Included at no extra cost, but it covers only 60 cents…" -> "Included at no extra cost. But…": a first half
    // that opens with a participle has no verb of its own; alone it is a fragment.)
    if (participleBefore(tokens, pieceStart, comma, context)) return null;
    // "…, where c is the side, a and b are the others, and C is the angle": the clause after
    // "and" may still belong to the relative clause; a full stop would cut it off.
    if (afterRelative) return null;
    if (words(rest, tokens.length) < settings.minPart) return null;
    if (endsListItem(tokens, comma)) return null;
    // "- Night moves: we work while you are closed, so you never lose a day" (set 20): a list item written
    // without a full stop is one note; split, its second half stood as a sentence with no stop of its own.
    if (context.inListItem && !endsWithStop(tokens)) return null;
    // "The fee was R$ 1.330,00, but it may have changed (source: …)." (set 22): a bracket that closes the sentence (a
    // source, a note) backs all of it; split, it would back only the second half.
    if (endsWithBracket(tokens)) return null;
    // "The cattle graze…, the dairy runs on solar power, and all packaging is…": the "and" closes a
    // list of clauses; a full stop would leave the first two spliced by a comma.
    if (clauseListBefore(tokens, pieceStart, comma, context)) return null;
    // "Let us know if your dog gets anxious, and we'll offer a car-park appointment instead": the
    // clause after "and" may hang on the condition; a full stop would make it unconditional.
    if (key === "and" && conditionBefore(tokens, pieceStart, comma)) return null;
    // "Book by 15 June, and we'll take 10% off": after an instruction, a promise is its condition's result.
    if (key === "and" && isInstruction(tokens, pieceStart, comma) && /^\S+(?:['’]ll| will)\b/u.test(leadingWords(tokens, rest, 2).join(" "))) return null;
    if (opener !== "") return { resumeAt: rest, lead: withApostrophe(opener, context) + " ", capitalize: false };
    return plainStart(tokens, rest);
  }
  if (!context.profile.rhythm.clauseSplits) return null;
  if (key === "as" && context.mode === "aggressive") {
    // "…a valuable artifact, as it gives a glimpse…" -> "…a valuable artifact. It gives a glimpse…":
    // a comma + "as" + a pronoun subject gives a reason; the new sentence keeps it next to the claim.
    const [w1, w2] = leadingWords(tokens, rest, 2);
    if (w1 === undefined || w2 === undefined || !AS_SUBJECTS.has(w1) || AS_ASIDES.has(w2)) return null;
    if (!startsClause(leadingWords(tokens, rest, 3), context.profile) && !/(?:s|ed)$/u.test(w2)) return null;
    if (words(rest, tokens.length) < settings.minPart || endsListItem(tokens, comma)) return null;
    // "Anyone who needs a bird over 11 kg should ring by 30 November, as we rear only a handful": the reason
    // backs the advice; a full stop cuts the two apart and the count reads as the whole flock (set 20).
    if (isInstruction(tokens, pieceStart, comma) || adviceBefore(tokens, pieceStart, comma)) return null;
    return plainStart(tokens, rest);
  }
  // No split at ", while" / ", whereas": the conjunction carries the contrast ("…barely moves the
  // median, while it can drag the mean" made "…the median. It can drag the mean": the contrast
  // lost, and "it" pointing elsewhere).
  if (key === "including" && context.mode === "aggressive") return includingSplit(tokens, comma, rest, words, pieceStart, context);
  // The rest of the sentence must be one plain stretch: no further commas or clauses.
  // (plainToEnd stops at the first comma: over all the commas of a sentence, one pass.)
  if (!plainToEnd(tokens, rest)) return null;
  if (words(rest, tokens.length) < 4) return null;
  // "…run `sfc /scannow`, then `chkdsk C: /f`, which will check the drive…": the clause is about the
  // last of the steps; "This will check" would take in all of them.
  if (key === "which") return afterLastStep(tokens, pieceStart, comma) ? null : whichSplit(tokens, comma, rest, context);
  if (context.mode !== "aggressive") return null;
  if (key === "who") return whoSplit(tokens, rest, context);
  if (key === "where") {
    // "…a condenser, where it is cooled" -> "…a condenser. There, it is cooled" (places only)
    const before = tokens[comma - 1];
    if (before?.kind !== "word" || !PLACES.has(wordKey(before))) return null;
    if (!startsClause(leadingWords(tokens, rest, 3), context.profile)) return null;
    return { resumeAt: rest, lead: "There, ", capitalize: false };
  }
  const forms = ownEntry(PARTICIPLE_OPENERS, key);
  if (forms === undefined || context.inListItem) return null;
  // ", making sure no one goes hungry" -> "This makes sure…": a set phrase that wants a person as its subject.
  if (PARTICIPLE_SET_PHRASES.has(`${key} ${leadingWords(tokens, rest, 1)[0] ?? ""}`)) return null;
  if (key === "making" && !MAKING_OBJECTS.has(leadingWords(tokens, rest, 1)[0] ?? "")) return null;
  // "It's also a chance to learn the craft, creating…": "This creates…" after a clause whose subject is "it"
  // (the last one: "It rained, but they left early, making…" splits).
  const [s1 = "", s2 = ""] = leadingWords(tokens, pieceStart, 2);
  if ((IT_SUBJECT.test(s1) || IT_SUBJECT.test(`${s1} ${s2}`)) && !clauseJoinedBefore(tokens, pieceStart, comma)) return null;
  // "In today's legal landscape, making a will is more important than ever": the "-ing" phrase is
  // the subject of a verb that follows, not a tail.
  for (const w of leadingWords(tokens, rest, 5)) {
    if (w === "who" || w === "which" || w === "that") break;
    if (context.profile.auxiliaries.has(w)) return null;
  }
  const tense = clauseTense(tokens, pieceStart, comma);
  if (tense === null) return null;
  const finite = (f: readonly [string, string, string]): string => (tense === "present" ? f[0] : tense === "past" ? f[1] : f[2]);
  // "…, helping X and providing Y": both participles become verbs, or the split is off.
  // An "-ing" word in between ("highlighting the importance of reducing X and improving Y")
  // makes the later one part of the object: no split then.
  const replace = new Map<number, string>();
  let gerundBetween = false;
  for (let i = rest; i < tokens.length; i++) {
    const token = tokens[i];
    if (token?.kind !== "word" || !wordKey(token).endsWith("ing")) continue;
    const previous = normalizeWord(tokens[i - 2]?.text ?? "");
    if (previous !== "and" && previous !== "or") {
      gerundBetween = true;
      continue;
    }
    const other = ownEntry(PARTICIPLE_OPENERS, wordKey(token));
    if (other === undefined || gerundBetween) return null;
    replace.set(i, finite(other));
  }
  const verb = tense === "present" || tense === "past" ? finite(forms) : `${tense} ${forms[2]}`;
  // "…, making this the perfect moment" -> "That makes this the perfect moment", not "This makes this".
  const pronoun = leadingWords(tokens, rest, 1)[0] === "this" ? "That" : "This";
  return { resumeAt: rest, lead: `${pronoun} ${verb} `, capitalize: false, replace };
}

const ADVICE_MODALS = new Set(["should", "must", "need", "needs", "ought"]);
/** Does the clause before the comma give advice ("…should ring before 30 November")? */
function adviceBefore(tokens: readonly Token[], pieceStart: number, comma: number): boolean {
  for (let i = pieceStart; i < comma; i++) {
    const token = tokens[i];
    if (token?.kind === "word" && ADVICE_MODALS.has(wordKey(token))) return true;
  }
  return false;
}

/** Is there a ", and" / ", but" / ", so" / ", yet" between `pieceStart` and `comma` (a later clause)? */
function clauseJoinedBefore(tokens: readonly Token[], pieceStart: number, comma: number): boolean {
  for (let i = pieceStart; i < comma; i++) {
    if (tokens[i]?.text !== ",") continue;
    const next = leadingWords(tokens, i + 1, 1)[0];
    if (next === "and" || next === "but" || next === "so" || next === "yet") return true;
  }
  return false;
}

/** Is there a comma between `pieceStart` and `comma` that a clause follows ("A, B, and C" of clauses)? */
function clauseListBefore(tokens: readonly Token[], pieceStart: number, comma: number, context: RewriteContext): boolean {
  for (let i = pieceStart; i < comma; i++) {
    if (tokens[i]?.text !== ",") continue;
    const after = leadingWords(tokens, i + 1, 3);
    if (startsClause(after, context.profile)) return true;
    // "the dairy runs", "all packaging is": a determiner, a noun and a finite verb (a loose test: it only blocks).
    const [w1 = "", , w3 = ""] = after;
    if ((context.profile.determiners.has(w1) || w1 === "all" || w1 === "every") && /^[a-z]+(?:s|ed)$/u.test(w3) && !/(?:ss|us)$/u.test(w3)) return true;
  }
  return false;
}

/** Does the stretch before the comma at `comma` (from the comma before it) open with "then", "and then" or "or"? */
function afterLastStep(tokens: readonly Token[], pieceStart: number, comma: number): boolean {
  let from = pieceStart;
  for (let i = comma - 1; i > pieceStart; i--) {
    if (tokens[i]?.text === ",") {
      from = i + 1;
      break;
    }
  }
  if (from === pieceStart) return false;
  const [w1, w2] = leadingWords(tokens, from, 2);
  return w1 === "then" || w1 === "or" || (w1 === "and" && w2 === "then");
}

/** Is there an "if" or "unless" between `pieceStart` and the comma at `comma`? */
function conditionBefore(tokens: readonly Token[], pieceStart: number, comma: number): boolean {
  for (let i = pieceStart; i < comma; i++) {
    const token = tokens[i];
    if (token?.kind === "word" && (wordKey(token) === "if" || wordKey(token) === "unless")) return true;
  }
  return false;
}

const NOT_ONLY_BUT = {
  conjunction: "but",
  openers: [
    ["not", "only"],
    ["not", "just"],
  ],
} as const;

/** Is there a "not only" / "not just" (the language's pairs) before the comma at `comma`? */
function hasWordIn(tokens: readonly Token[], from: number, to: number, set: ReadonlySet<string>): boolean {
  for (let i = from; i < to; i++) {
    const token = tokens[i];
    if (token?.kind === "word" && set.has(wordKey(token))) return true;
  }
  return false;
}

function notOnlyBefore(tokens: readonly Token[], comma: number, openers: readonly (readonly [string, string])[]): boolean {
  for (let i = 0; i + 2 < comma; i++) {
    const token = tokens[i];
    if (token?.kind !== "word") continue;
    const key = wordKey(token);
    const next = tokens[i + 2];
    if (next?.kind === "word" && openers.some(([a, b]) => a === key && b === wordKey(next))) return true;
  }
  return false;
}

/** The new sentence starts with the words at `rest` as they are (capitalised when a lower-case word). */
function plainStart(tokens: readonly Token[], rest: number): SplitPoint {
  const first = tokens[rest];
  return { resumeAt: rest, lead: "", capitalize: first?.kind === "word" && isLowerInitial(first.text) };
}

/**
 * "…for many applications, including heat control and energy storage." -> "…for many
 * applications. These include heat control and energy storage." Only after a plural noun
 * (the list's heading), with nothing but the list after it.
 */
function includingSplit(
  tokens: readonly Token[],
  comma: number,
  rest: number,
  words: (from: number, to: number) => number,
  pieceStart: number,
  context: RewriteContext,
): SplitPoint | null {
  const head = tokens[comma - 1];
  if (head?.kind !== "word") return null;
  const noun = wordKey(head);
  if (noun.length < 4 || !noun.endsWith("s") || /(?:ss|us|is|'s)$/u.test(noun)) return null;
  // "…lasts about 2 hours 20 minutes, including one interval": a quantity, not a list's heading.
  const beforeHead = tokens[comma - 3];
  if (beforeHead?.kind === "mask" || (beforeHead?.kind === "word" && /^\d/u.test(beforeHead.text))) return null;
  if (words(rest, tokens.length) < 2) return null;
  // "…and a range of cider apples, including Slack-ma-Girdle and Sweet Coppin, form a rich mix":
  // a comma after the list's "and" means the sentence goes on past the list.
  let listClosed = false;
  for (let i = rest; i < tokens.length; i++) {
    const token = tokens[i];
    if (token?.kind === "word" && (wordKey(token) === "and" || wordKey(token) === "or")) listClosed = true;
    if (listClosed && token?.text === ",") return null;
    if (token?.kind === "word" && INCLUDING_BLOCKERS.has(wordKey(token))) return null;
    if (token?.kind === "punct" && token.text !== "," && token.text !== "." && token.text !== "-" && token.text !== "'" && token.text !== "’") return null;
    // "…withdrawals, including all the growth, are tax-free": the sentence goes on past the list.
    if (token?.text === "," && context.profile.auxiliaries.has(leadingWords(tokens, i + 1, 1)[0] ?? "")) return null;
  }
  // "…a collection of 412 objects, including looms…" in the past: "These included looms…".
  const tense = clauseTense(tokens, pieceStart, comma);
  if (tense !== "present" && tense !== "past") return null;
  return { resumeAt: rest, lead: tense === "past" ? "These included " : "These include ", capitalize: false };
}

const PURPOSE_MODALS = new Set(["can", "could", "will", "would", "may", "might"]);
const FRONTING_WORDS = new Set(
  "with without for in on at by under after before during when if although though because since as while once unless until despite".split(" "),
);

/** Does the piece open with a fronted phrase or clause closed by a comma before `comma`? */
/** English: does the piece before `comma` (after a label's colon) open with a past participle, not a subject ("Included at no extra cost")? */
function participleBefore(tokens: readonly Token[], pieceStart: number, comma: number, context: RewriteContext): boolean {
  if (context.profile.code !== "en") return false;
  let start = pieceStart;
  // (A label's colon stands near the start: a bounded look, so a run-on sentence stays linear.)
  for (let i = pieceStart, end = Math.min(comma, pieceStart + 24); i < end; i++) if (tokens[i]?.text === ":") start = i + 1;
  const [w1, w2] = leadingWords(tokens, start, 2);
  return w1 !== undefined && /^[a-z]{3,}(?:ed|en)$/u.test(w1) && !context.profile.auxiliaries.has(w2 ?? "") && !context.profile.subjectPronouns.has(w1);
}

function frontedBefore(tokens: readonly Token[], pieceStart: number, comma: number): boolean {
  const first = leadingWords(tokens, pieceStart, 1)[0] ?? "";
  if (!FRONTING_WORDS.has(first)) return false;
  for (let i = pieceStart; i < comma; i++) if (tokens[i]?.text === ",") return true;
  return false;
}

/** Does a clause with its own subject start at `rest` (possibly after one adverb or a subordinate clause)? */
function clauseAhead(tokens: readonly Token[], rest: number, context: RewriteContext): boolean {
  const words = leadingWords(tokens, rest, 4);
  if (startsClause(words, context.profile)) return true;
  if (!context.profile.rhythm.clauseSplits) return false;
  const [w1] = words;
  if (w1 === undefined) return false;
  // "…, but clearly the internet will…"
  if (w1.endsWith("ly") && w1.length > 4 && startsClause(words.slice(1), context.profile)) return true;
  // "…, and before she knew it, she was surrounded…"
  if (SUBORDINATE_AFTER_AND.has(w1)) {
    for (let i = rest; i < tokens.length; i++) {
      const token = tokens[i];
      if (token?.kind !== "punct") continue;
      if (token.text !== "," || tokens[i + 1]?.text !== " ") return false;
      return i - rest >= 5 && startsClause(leadingWords(tokens, i + 2, 3), context.profile);
    }
  }
  return false;
}

function whichSplit(tokens: readonly Token[], comma: number, rest: number, context: RewriteContext): SplitPoint | null {
  const verb = tokens[rest];
  if (verb?.kind !== "word") return null;
  const verbKey = wordKey(verb);
  const next = keyOf(tokens[rest + 2]);
  if (verbKey === "is" && next === "why") return { resumeAt: rest + 1, lead: withApostrophe("That's", context), capitalize: false };
  // Set 29: "…rather than the one-word summary, which could hide detail" -> ". This could hide detail" and "…for the spring
  // term, which starts on Monday" -> ". This starts…": after a noun "which" is the noun's, and "This" takes the whole
  // clause. "This" only when the clause ends in a verb, an adverb or a figure ("Prices rose sharply, which…").
  const nounBefore = !eventEnds(tokens[comma - 1], context);
  // "…, which is affecting the reefs" -> "This is affecting the reefs" (the whole event).
  // Otherwise "which is" usually describes the noun before it, and "It's …" would point
  // at the wrong noun ("It is located in the lobe, which is on the side…"): leave it.
  if (verbKey === "is") return next.endsWith("ing") && !nounBefore ? { resumeAt: rest + 1, lead: "This is", capitalize: false } : null;
  // ", which holds 4,000 maps" describes the noun before it -> ". It holds 4,000 maps"; but
  // ", which has led to delays" is the whole event -> ". This has led to delays".
  if (Object.hasOwn(WHICH_DESCRIBES, verbKey) && !(verbKey === "has" && isParticiple(next))) return { resumeAt: rest, lead: "It ", capitalize: false };
  // ", which has supplied the club since 2019" describes the firm before it, and "This has supplied"
  // would point at the event: only a participle of consequence ("has led to", "has caused") reads
  // as the whole event.
  if ((verbKey === "has" || verbKey === "had") && isParticiple(next) && !EVENT_PARTICIPLES.has(next)) return null;
  // ", which was turned into compost" (a passive) says what became of the noun before it: "This was turned…"
  // would point at the whole event (set 22); the relative clause stays.
  if (verbKey === "was" && isParticiple(next)) return null;
  const replacement = ownEntry(WHICH_OPENERS, verbKey);
  // ("…in the region, which means a cold start…": what a clause means, explains or shows is the whole clause's.)
  if (replacement !== undefined && nounBefore && replacement.startsWith("This") && !CLAUSAL_WHICH.has(verbKey)) return null;
  if (replacement !== undefined) return { resumeAt: rest + 1, lead: withApostrophe(replacement, context), capitalize: false };
  const object = tokens[rest + 2];
  const objectKey = object?.kind === "mask" ? "to" : keyOf(object);
  if (tokens[rest + 1]?.text !== " " || !OBJECT_START.has(objectKey) || verbKey.length <= 3) return null;
  // ", which raises the temperature" -> ". This raises the temperature"
  if (/[^su]s$/u.test(verbKey)) return nounBefore ? null : { resumeAt: rest, lead: "This ", capitalize: false };
  // ", which stimulate the immune system" (plural antecedent) -> ". They stimulate…"
  if (context.mode === "aggressive" && isBareVerb(verbKey)) return { resumeAt: rest, lead: "They ", capitalize: false };
  return null;
}

const CLAUSAL_WHICH = new Set(["means", "meant", "explains"]);
// (A pronoun object is no antecedent of a "which" clause: "…and compresses it, which raises the temperature" is the compressing.)
const EVENT_END_WORDS = new Set("today now again too well yesterday ago before since soon then there here it them this that us you him her me".split(" "));

/** Whether the clause before ", which" ends where only an event can be its antecedent: a verb, an adverb, a figure. */
function eventEnds(before: Token | undefined, context: RewriteContext): boolean {
  if (before?.kind === "mask") {
    const span = context.spans?.[placeholderIndex(before.text.codePointAt(0) ?? 0)] ?? "";
    return /^[\d$£€]/u.test(span) && !/[A-Za-z]/u.test(span);
  }
  if (before?.kind !== "word") return false;
  const key = wordKey(before);
  return EVENT_END_WORDS.has(key) || (key.length > 4 && key.endsWith("ly")) || isParticiple(key) || IRREGULAR_PAST_TENSES.has(key);
}

/** ", who have long been rivals" -> ". They have long been rivals" (plural verbs only: no guessing he/she). */
function whoSplit(tokens: readonly Token[], rest: number, context: RewriteContext): SplitPoint | null {
  const verb = tokens[rest];
  if (verb?.kind !== "word") return null;
  const verbKey = wordKey(verb);
  if (verbKey === "are") return { resumeAt: rest + 1, lead: withApostrophe("They're", context), capitalize: false };
  if (verbKey === "were" || verbKey === "have") return { resumeAt: rest, lead: "They ", capitalize: false };
  const object = tokens[rest + 2];
  const objectKey = object?.kind === "mask" ? "to" : keyOf(object);
  if (tokens[rest + 1]?.text === " " && OBJECT_START.has(objectKey) && isBareVerb(verbKey)) return { resumeAt: rest, lead: "They ", capitalize: false };
  return null;
}

const SO_DEGREE = new Set("early late much many few little long far soon well often quickly easily good bad high low big small fast slow".split(" "));

const EVENT_PARTICIPLES = new Set(
  "led caused resulted made meant prompted sparked raised brought created triggered helped allowed forced pushed driven fuelled fueled put left given".split(
    " ",
  ),
);

const IRREGULAR_PARTICIPLES = new Set(
  "been become made grown led brought taken given shown seen done gone had left kept put set won built sent spent found held begun run come cut hit let paid said told thought caught taught drawn driven fallen felt known lost met risen sold stood struck become".split(
    " ",
  ),
);

const IRREGULAR_PAST_TENSES = new Set(
  "took gave came went ran wrote grew knew saw began became sat ate drove rose fell broke chose spoke wore bore swore threw flew drew forgot froze hid rode rang sang sank shook stole stuck swam tore woke".split(
    " ",
  ),
);

function isParticiple(word: string): boolean {
  return IRREGULAR_PARTICIPLES.has(word) || (word.length > 3 && /(?:ed|en)$/u.test(word));
}

/** A plausible plural present-tense verb ("stimulate", "help"): not -s/-ed/-ing, not an auxiliary or adverb. */
function isBareVerb(word: string): boolean {
  // "who kept", "which made": an irregular past tense looks bare but says nothing of number.
  if (NOT_BARE.has(word) || word.length < 3 || IRREGULAR_PARTICIPLES.has(word) || IRREGULAR_PAST_TENSES.has(word)) return false;
  return !/(?:s|ed|ing|ly)$/u.test(word);
}

/**
 * True when the comma at `comma` closes a short item of a list ("technology, training,
 * and recruitment would…"): the "and" then joins list items, not clauses.
 */
function endsListItem(tokens: readonly Token[], comma: number): boolean {
  let wordsSince = 0;
  for (let i = comma - 1; i >= 0; i--) {
    const token = tokens[i];
    if (!token) break;
    if (token.kind === "word" || token.kind === "mask") {
      wordsSince++;
      // "…, shivering and cold, and the snowman…": a coordinated phrase, not a bare list item.
      const word = token.kind === "word" ? wordKey(token) : "";
      if (word === "and" || word === "or") return false;
    } else if (token.text === "," || token.text === ";" || token.text === ":") return wordsSince <= 4;
    if (wordsSince > 4) return false;
  }
  return false;
}

/** Is tokens[from..) one plain stretch: no punctuation but "." and "-" before its last token? */
function plainToEnd(tokens: readonly Token[], from: number): boolean {
  for (let i = from; i < tokens.length - 1; i++) {
    const token = tokens[i] as Token;
    if (token.kind === "punct" && token.text !== "." && token.text !== "-") return false;
  }
  return true;
}
