// Joining two short neighbouring sentences: ", which" for "This …", ", but/so/yet" for a
// conjunction opener, and the profile's joiner (", and") for two plain sentences.

import { leadingWords, startsClause } from "../../clauses.js";
import type { Sentence } from "../../sentences.js";
import { CONTRAST_WORDS } from "../../lang/contrast-words.js";
import { countWordTokens, decapitalize, hashString, keyOf, ownEntry, tokenize, wordKey, type Token } from "../../tokens.js";
import type { RewriteContext } from "../context.js";
import { asciiFirstWord, mayStartWith, sentenceWordCount, startsWithKey } from "./count.js";
import type { RhythmSettings } from "./settings.js";
import { addLength, variationGain, type LengthStats } from "./stats.js";
import { isInstruction } from "./split-words.js";

export function joinShort(pieces: Sentence[], settings: RhythmSettings, context: RewriteContext, stats: LengthStats): Sentence[] {
  const out: Sentence[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const a = pieces[i];
    const b = pieces[i + 1];
    if (!a) continue;
    const conjunction = b ? conjunctionJoin(a, b, settings, context) : null;
    if (b && conjunction !== null) {
      const aLength = a.words ?? sentenceWordCount(a.text);
      const bLength = b.words ?? sentenceWordCount(b.text);
      const joined = sentenceWordCount(conjunction);
      if (variationGain(stats, [aLength, bLength], [joined]) > 0) {
        addLength(stats, aLength, -1);
        addLength(stats, bLength, -1);
        addLength(stats, joined);
        out.push({ text: conjunction, gap: b.gap });
        i++;
        continue;
      }
    }
    if (b && canJoin(a, b, settings, context)) {
      const aLength = a.words ?? sentenceWordCount(a.text);
      const bLength = b.words ?? sentenceWordCount(b.text);
      const joined = aLength + bLength + (context.profile.joiner.trim().length > 0 ? 1 : 0);
      // Join only when it makes the lengths more varied (two mid-length sentences becoming
      // one long one); in standard mode also only two pairs in three, chosen by the text.
      const gain = variationGain(stats, [aLength, bLength], [joined]);
      // (hashString(b, hashString(a)) is hashString(a + b), without building the string)
      const wanted = context.mode === "aggressive" ? gain > 0 : gain >= 0 && hashString(b.text, hashString(a.text)) % 3 !== 0;
      if (wanted) {
        addLength(stats, aLength, -1);
        addLength(stats, bLength, -1);
        addLength(stats, joined);
        const bTokens = tokenize(b.text);
        const firstB = bTokens[0];
        const keepCase = firstB?.text === "I" || /^I['’]/u.test(firstB?.text ?? "");
        const tail = keepCase ? b.text : decapitalize(b.text);
        out.push({ text: a.text.slice(0, -1) + context.profile.joiner + tail, gap: b.gap });
        i++;
        continue;
      }
    }
    out.push({ text: a.text, gap: a.gap });
  }
  return out;
}

// "X. But Y." -> "X, but Y." (aggressive mode): the conjunction already links the two.
const JOINING_CONJUNCTIONS: Record<string, string> = { but: "but", so: "so", yet: "yet", however: "but" };

function conjunctionJoin(a: Sentence, b: Sentence, settings: RhythmSettings, context: RewriteContext): string | null {
  if (context.mode !== "aggressive" || !context.profile.rhythm.conjunctionJoins) return null;
  if (a.split || b.split || a.gap !== " ") return null;
  if (!endsWithOneDot(a.text) || !endsWithStop(b.text)) return null;
  // Both joins below cap the two sentences' words at joinTotal + 6: rule out what the known
  // counts already exceed (there are at least as many word tokens as counted words).
  if ((a.words ?? 0) + (b.words ?? 0) > settings.joinTotal + 6) return null;
  // Both need one of a few first words: most second sentences are ruled out untokenized.
  if (!mayStartWith(b.text, CONJUNCTION_STARTERS)) return null;
  const bTokens = tokenize(b.text);
  const first = bTokens[0];
  if (first?.kind !== "word") return null;
  const which = whichJoin(a, bTokens, settings, context);
  if (which !== null) return which;
  const conjunction = ownEntry(JOINING_CONJUNCTIONS, wordKey(first));
  if (conjunction === undefined) return null;
  let rest = 1;
  if (wordKey(first) === "however") {
    if (bTokens[1]?.text !== ",") return null;
    rest = 2;
  }
  if (bTokens[rest]?.text !== " ") return null;
  const aTokens = tokenize(a.text);
  const aWords = countWordTokens(aTokens);
  const bWords = countWordTokens(bTokens);
  if (aWords < 4 || bWords < 4 || aWords > 20 || bWords > 20 || aWords + bWords > settings.joinTotal + 6) return null;
  if (!isPlain(aTokens) || aTokens.some((t) => t.text === ",")) return null;
  if (!startsClause(leadingWords(bTokens, rest + 1, 3), context.profile)) return null;
  let tail = "";
  for (let i = rest + 1; i < bTokens.length; i++) tail += bTokens[i]?.text ?? "";
  const firstTail = bTokens[rest + 1];
  const keepCase = firstTail?.kind !== "word" || firstTail.text === "I" || /^I['’]/u.test(firstTail.text) || !isLowerInitialAfterCapital(firstTail.text);
  return `${a.text.slice(0, -1)}, ${conjunction} ${keepCase ? tail : decapitalize(tail)}`;
}

// The first words of the second sentence that whichJoin and the conjunctions above take.
const CONJUNCTION_STARTERS = ["this", ...Object.keys(JOINING_CONJUNCTIONS)];

const WHICH_VERBS = new Set([
  "is",
  "was",
  "has",
  "had",
  "can",
  "could",
  "will",
  "would",
  "may",
  "might",
  "means",
  "meant",
  "makes",
  "made",
  "helps",
  "helped",
  "allows",
  "gives",
  "shows",
  "leads",
  "led",
  "explains",
  "keeps",
  "lets",
  "adds",
  "brings",
  "creates",
  "causes",
  "caused",
]);

/**
 * "Prices rose. This made exports harder." -> "Prices rose, which made exports harder."
 * (aggressive mode): "This" + a verb refers to the whole previous clause, which is what
 * a sentence-final ", which" does. Not for "This is because" (", which is because" is clumsy).
 */
function whichJoin(a: Sentence, bTokens: readonly Token[], settings: RhythmSettings, context: RewriteContext): string | null {
  if (keyOf(bTokens[0]) !== "this" || bTokens[1]?.text !== " ") return null;
  const verb = bTokens[2];
  if (verb?.kind !== "word" || !WHICH_VERBS.has(wordKey(verb))) return null;
  const third = keyOf(bTokens[4]);
  if (third === "because" || third === "not" || third === "a" || third === "an" || third === "the") return null; // "This is a…" describes a thing
  const aTokens = tokenize(a.text);
  const aWords = countWordTokens(aTokens);
  const bWords = countWordTokens(bTokens);
  if (aWords < 5 || bWords < 4 || aWords + bWords > settings.joinTotal) return null;
  if (!isPlain(aTokens) || aTokens.some((t) => t.text === ",") || !isPlain(bTokens)) return null;
  let tail = "";
  for (let i = 2; i < bTokens.length; i++) tail += bTokens[i]?.text ?? "";
  return `${a.text.slice(0, -1)}, which ${tail}`;
}

/** A capitalised ordinary word ("The") that can lose its capital; not an acronym or a name. */
function isLowerInitialAfterCapital(word: string): boolean {
  return word.length > 0 && word.slice(1) === word.slice(1).toLowerCase();
}

const ARTICLES = ["the", "a", "an"];
// Each profile's joinStarters as an array: startsWithKey walks it for every pair, faster than a Set.
const STARTER_LISTS = new WeakMap<ReadonlySet<string>, readonly string[]>();

function starterList(starters: ReadonlySet<string>): readonly string[] {
  let list = STARTER_LISTS.get(starters);
  if (list === undefined) {
    list = [...starters];
    STARTER_LISTS.set(starters, list);
  }
  return list;
}

// Sentences with these are not joined: ", and …" would read as part of their clause.

function canJoin(a: Sentence, b: Sentence, settings: RhythmSettings, context: RewriteContext): boolean {
  if (a.split || b.split || a.gap !== " ") return false;
  if (!endsWithOneDot(a.text)) return false;
  if (!endsWithStop(b.text)) return false;
  // Most sentences are too long to join, and their word counts are usually known: a sentence
  // has at least as many word tokens as whitespace-separated words, so rule them out untokenized.
  const aKnown = a.words ?? 0;
  const bKnown = b.words ?? 0;
  if (aKnown > settings.joinEach || bKnown > settings.joinEach || aKnown + bKnown > settings.joinTotal) return false;
  // The second sentence's first word rules out most of the rest (all tests are pure: it goes
  // first), and an ASCII one can be looked at before (or instead of) tokenizing.
  const articles = context.mode === "aggressive" && context.profile.rhythm.articleJoins;
  const firstLength = asciiFirstWord(b.text);
  if (
    firstLength >= 0 &&
    !startsWithKey(b.text, firstLength, starterList(context.profile.joinStarters)) &&
    !(articles && startsWithKey(b.text, firstLength, ARTICLES))
  )
    return false;
  const bTokens = tokenize(b.text);
  const first = bTokens[0];
  const starter = first?.kind === "word" ? wordKey(first) : "";
  const articleStart = articles && (starter === "the" || starter === "a" || starter === "an");
  // A name may follow ", and": in German every capitalised first word is masked like one, and
  // an adjective ("Frühere Wertentwicklungen…") would keep its capital inside the joined sentence.
  const nameStart = context.mode === "aggressive" && first?.kind === "mask" && context.profile.nounCapitals !== true;
  if (!nameStart && (first?.kind !== "word" || (!context.profile.joinStarters.has(starter) && !articleStart))) return false;
  const aTokens = tokenize(a.text);
  const aWords = countWordTokens(aTokens);
  const bWords = countWordTokens(bTokens);
  if (aWords < 3 || bWords < 3) return false;
  if (aWords > settings.joinEach || bWords > settings.joinEach || aWords + bWords > settings.joinTotal) return false;
  if (!isPlain(aTokens) || !isPlain(bTokens)) return false;
  // Aggressive mode allows one comma in the first sentence when it closes a short opener
  // ("In 2019, the city cut taxes" + ", and …"); a comma later would read as a list.
  const firstComma = aTokens.findIndex((t) => t.text === ",");
  if (firstComma >= 0 && (context.mode !== "aggressive" || countWordTokens(aTokens.slice(0, firstComma)) > 5)) return false;
  // "Call us any time, or e-mail us" + ", and your safety…": a comma before a conjunction joins
  // clauses already; a second ", and" would run three together.
  if (firstComma >= 0 && COORDINATORS.has(leadingWords(aTokens, firstComma + 1, 1)[0] ?? "")) return false;
  for (const token of aTokens) {
    if (token.kind === "word" && context.profile.rhythm.joinBlockers.has(wordKey(token))) return false;
  }
  for (const token of bTokens) {
    if (token.kind === "word" && context.profile.rhythm.joinBlockers.has(wordKey(token))) return false;
    // "… kostenlos. Es sei jedoch darauf hingewiesen…": a sentence that turns against the one before
    // is no addition to it (", und es … jedoch" clashes).
    if (token.kind === "word" && CONTRAST_WORDS.has(wordKey(token))) return false;
  }
  if (!startsClause(leadingWords(bTokens, 0, 3), context.profile)) return false;
  // Set 29: "Reply to this email or call us… before your lesson." + "Our team is available…" -> ", and our team is available":
  // after an instruction ", and" reads as its result ("do X and Y happens"); only another instruction may follow it.
  if (context.profile.code === "en" && isInstruction(aTokens, 0, aTokens.length) && !isInstruction(bTokens, 0, bTokens.length)) return false;
  // "Nos réparateurs n'interviennent jamais à votre place. Ils vous guident": after a denial the
  // next sentence answers it; "et" / ", and" would turn the contrast into an addition.
  for (const token of aTokens) if (token.kind === "word" && NEGATIONS.has(wordKey(token))) return false;
  return true;
}

const NEGATIONS = new Set(["not", "never", "no", "jamais", "pas", "nicht", "nie", "kein", "keine", "non", "mai", "nunca", "não", "nunca", "nem"]);

const COORDINATORS = new Set(["and", "or", "but", "so", "yet", "nor"]);

/** Does `text` end with "." but not ".."? */
function endsWithOneDot(text: string): boolean {
  return text.charCodeAt(text.length - 1) === 46 && text.charCodeAt(text.length - 2) !== 46;
}

/** Does `text` end with ".", "!" or "?"? */
function endsWithStop(text: string): boolean {
  const last = text.charCodeAt(text.length - 1);
  return last === 46 || last === 33 || last === 63;
}

/** A plain sentence: no inner sentence punctuation, quotes or conjunction-commas that a join would stack up. */
function isPlain(tokens: readonly Token[]): boolean {
  let commas = 0;
  for (const token of tokens) {
    if (token.text === ",") commas++;
    if (token.text === ";" || token.text === ":" || token.text === "?" || token.text === "!" || token.text === "(") return false;
  }
  return commas <= 1;
}
