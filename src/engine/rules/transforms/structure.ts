// Structural and rhetorical signs of machine writing, rewritten sentence by sentence (English):
//   "Great question! …", "I hope this helps.", "Let me know if you'd like…"   -> dropped
//   "As of my last update, X…", "At its core, X…"                              -> "X…"
//   "…, highlighting the importance of teamwork."                             -> "…."
//   "It's not about X; it's about Y."                                          -> "It's about Y, not X."
//   "Not only does the app save time, but it also helps…"                      -> "The app saves time, and it also helps…"
//   "The future looks bright."                                                 -> dropped
// Each rule matches the whole shape or nothing; the data lives in lang/en-structure.ts.

import {
  DOCUMENT_OFFER,
  AUXILIARY_BEFORE_PARTICIPLE,
  IRREGULAR_PAST,
  LEFTOVER_OPENERS,
  LEFTOVER_SENTENCES,
  NOT_ONLY_VERBS,
  MODAL_MARKERS,
  PAST_MARKERS,
  PRESENT_MARKERS,
  POSSESSIVE_TAIL,
  POSTSCRIPT_INVITATION,
  SIGNIFICANCE_TAIL,
  TAIL_PARTICIPLES,
} from "../lang/en-structure.js";
import { IMPERATIVE_VERBS } from "../lang/en-openers.js";
import { withoutEmojiEdges, OFFER_QUESTION, PART_BREAK } from "../../signs/markup.js";
import { holdsDetail, placeholderIndex } from "../mask.js";
import { foldCase, literalFilter, testFolded } from "../prefilter.js";
import type { Sentence } from "../sentences.js";
import { capitalize } from "../tokens.js";
import type { RewriteContext } from "./context.js";
import { applyLanguageStructure } from "./structure-lang.js";

// Most sentences have none of the shapes: one test rules them out.
const GATE =
  /hope|let|feel|hesitate|to help|ensuring|serve as|represent |not only|what a |walk you|if you|would you|want me|shall i|should i|happy|good luck|question|point|right|absolutely|certainly|of course|sure|great|excellent|as an |access|knowledge|details|information|let's|here's|here’s|without|in this|future|exciting|as of my|based on|while|whether|not just|elevat|i'm not|i’m not|possibilities|sky|time will|journey|beginning|at its|at their|truth|reality|make no|simply|put simply|bottom line|not |n't|n’t|[,—–] [a-z]+ing |i['’]ve |i have |you can |you may |placeholder|bracket/i;

// (Every such character is U+00A9 or above: the look-ahead lets the scan skip to those.)
const HAS_EMOJI = /(?=[\u00A9-\u{10FFFF}])\p{Extended_Pictographic}/u;
const OFFER_CLAUSE =
  /(?:,| —| –| --)? (?:and|but|so) I(?:'d|’d| would) (?:be (?:more than |absolutely |really |so |truly )?(?:happy|glad|delighted)|love) to (?:help(?: you)?|walk you through)\b[^.!?\p{Co}]{0,80}([.!])$/u;
const UPBEAT_TAIL = /,? (?:(?:—|–|--) )?and the future (?:has never looked brighter|(?:looks|is) (?:bright|brighter than ever|promising))([.!])$/u;
const UPBEAT_HEAD =
  /^(?:The future(?: of [^,.!?]{1,40})? (?:looks|is|remains) (?:bright|promising|exciting)(?: for [^,.!?]{1,60})?|Exciting times (?:lie|are) ahead(?: for [^,.!?]{1,60})?),? (?:and|so) (?=[a-z]|I\b)/u;
// A determiner, perhaps an adjective, and a plural noun before "serve as" (the lexicon has the pronouns).
// ("Rate limits serve as a safeguard": a sentence may open with the plural noun phrase itself.)
// "These updates represent an exciting new chapter" -> "These updates are an exciting new chapter"
// (things, not people: "The two lawyers represent a client" is literal).
const PLURAL_REPRESENT =
  /\b((?:[Tt]hese|[Tt]hose|[Tt]he|[Oo]ur|[Yy]our|[Tt]heir|[Ss]uch|[Mm]any|[Ss]ome|[Aa]ll|[Bb]oth) (?:[a-z]+ )?(?:updates|changes|results|findings|figures|plans|improvements|works|measures|projects|events|developments|additions|upgrades|investments|renovations|savings|gains|steps|milestones|moves|decisions|achievements|efforts|programmes|programs|initiatives|reforms|designs|collections|exhibitions|releases|launches|openings)) represent (?=(?:a|an|one of)\b)/gu;
// (Set 30, seen in set 29: "Moreover, it's worth noting that open evenings serve as a window…" kept "serve as": this pass runs
// before the opener goes, and "that" then opens the subject's clause; before a plural "that" is no determiner.)
const PLURAL_SERVE_AS =
  /(?:\b(?:[Tt]hese|[Tt]hose|[Tt]he|[Tt]hat|[Oo]ur|[Yy]our|[Tt]heir|[Ss]uch|[Mm]any|[Ss]ome|[Aa]ll|[Bb]oth|[Ii]ts|[Hh]is|[Hh]er|[Mm]y) |^)((?:[A-Za-z]+ )?[a-z]{3,}(?<!ss|us|is)s) serve as\b(?= (?:a|an|the|[a-z]+)\b)/gu;
// ("ensuring a comfortable stay": after "a"/"an" a bare "stay", "run" or "work" is a noun.)
// ("ensuring your child's first week goes smoothly": a possessive may stand in the subject.)
// A subject pronoun always opens a clause ("ensuring everyone sees", "ensuring you're not paying"),
// whatever its verb; one before an object is the giving sense ("ensuring you a seat": the lexicon's
// "securing"). This is the one place for "ensuring" + a clause; the lexicon keeps the noun phrases.
// ("ensuring your records follow you": a plural noun, then a verb before its object.)
const ENSURING_CLAUSE =
  /\bensuring (that )?(?!(?:a|an) (?:[a-z-]+ ){0,3}(?:stay|remain|run|get|keep|work|arrive)\b)(?=(?:you|we|they|he|she|I|it|there|everyone|everybody|nobody|someone|anyone)(?:['’](?:re|s|ll|ve|d))? (?!(?:a|an|the|your|our|their|his|her|its|my|this|that|these|those|some|any|every|each|all|enough|more|plenty|access|time|peace|[a-z]+['’]s)\b)[a-z]|(?:(?:your|our|their|his|her|its|the|every|each|all|this|that|these|those|a|an) )?(?:[a-z-]+(?:['’]s)? ){0,3}(?:is|are|was|were|has|have|had|can|will|would|should|must|could|may|might|stays?|remains?|runs?|gets?|keeps?|works?|arrives?|feels?|go|goes|knows?|finds?|enjoys?|receives?|never|always|doesn['’]t|don['’]t|isn['’]t|aren['’]t)\b|(?:your|our|their|his|her|its|every|each) (?:[a-z-]+(?:['’]s)? ){1,3}[a-z]{3,}(?<![su])s\b|(?:your|our|their|the|all|these|those) (?:[a-z-]+ )?[a-z]{3,}(?<!ss|us|is)s (?!(?:of|and|or|for|in|on|at|to|with|from|by|under|over|across|through|within|without|during|into|about|against|among|between|after|before|around|near|per|than|as)\b)[a-z]+ (?:you|us|them|me|him|it|the|a|an|your|our|their|his|her|its|my|every|each)\b)/gu;

const ENSURING_ONE = new RegExp(ENSURING_CLAUSE.source, "u");

/** Records the protected spans inside a dropped leftover, so the line may come back without them. */
function noteDroppedSpans(part: string, context: RewriteContext): void {
  for (const char of part) {
    const index = placeholderIndex(char.codePointAt(0) ?? 0);
    if (index >= 0) (context.droppedSpans ??= new Set()).add(index);
  }
}

const OWN_OFFER = /(?:—|–|--|;)\s*I(?: can| will|['’]ll| am|['’]m)\s/u;

const POSTSCRIPT_MARK = /^P\.? ?S\.?$/u;
/**
 * Marks the context when the sentence holds the protected "P.S.": the sentences from there on, on its line, are a
 * postscript. ("See you on Saturday. Feel free to reach out… P.S. Parking is free.": the invitation before the mark is
 * no postscript's.)
 */
function notePostscript(sentence: string, context: RewriteContext): void {
  if (context.afterPostscript || !context.spans?.some((span) => POSTSCRIPT_MARK.test(span))) return;
  for (const char of sentence) {
    const index = placeholderIndex(char.codePointAt(0) ?? 0);
    if (index >= 0 && POSTSCRIPT_MARK.test(context.spans[index] ?? "")) context.afterPostscript = true;
  }
}

function isLeftover(part: string, context?: RewriteContext): boolean {
  const bare = withoutEmojiEdges(part);
  if (bare.length === 0) return false;
  // Only the patterns whose literal strings the sentence holds can match (prefilter.ts).
  const folded = foldCase(bare);
  const may = literalFilter(LEFTOVER_SENTENCES).scan(bare, folded);
  if (!may.includes(1)) return false;
  // "If you have any questions about visiting, please contact PALS on 01632 960144": a sign-off that
  // gives contact details (a number, an e-mail, a link) is the text's own; an offer put as a question goes.
  // "Please let me know if you need any further references — I can send the details of my line
  // manager, Priya Shah, on request": a sign-off that goes on to the writer's own concrete offer is a letter's.
  // "P.S. Feel free to reach out if you have any questions before your visit": in a letter's postscript the
  // invitation to get in touch is the writer's own (an offer of more chat after it still goes).
  const details =
    context !== undefined &&
    !OFFER_QUESTION.test(bare) &&
    !DOCUMENT_OFFER.test(bare) &&
    (holdsDetail(bare, context.spans) || OWN_OFFER.test(bare) || (POSTSCRIPT_INVITATION.test(bare) && context.afterPostscript === true));
  return LEFTOVER_SENTENCES.some((rule, i) => may[i] === 1 && testFolded(rule.pattern, bare, folded) && !(details && rule.family === "chatbot-signoff"));
}

/** Cuts the leftover openers at the start of `text` ("As of my last update, X" -> "X"), after a short label too. */
function cutOpeners(text: string, context?: RewriteContext): string {
  // After a label ("**Please note:** As of my last knowledge update, …") the opener is cut the same way.
  const label = LABEL.exec(text)?.[0] ?? "";
  let body = label ? text.slice(label.length) : text;
  // "As of my last update in January 2024, X" -> "As of January 2024, X": the date dates the fact.
  // A past tense after it ("…, a cartridge typically cost $22") dates a past fact: "In 2024," ("As of 2024, … cost" clashes).
  body = body.replace(DATED_CUTOFF, (whole: string, bracket: string, date: string, at: number, all: string) => {
    const front = datedAs(all.slice(at + whole.length), "In", "As of");
    // (After a label the writer's own case stays: "**Lids:** as of my last update in 2024, …" -> "in 2024, …".)
    return `${bracket}${/^\(?a/u.test(whole) ? front.toLowerCase() : front} ${date}, `;
  });
  // The same after a dash, a semicolon or ", and" inside the sentence ("…in recent years — as of my
  // last update in 2024, UK vinyl sales had risen…"); with no date the opener just goes.
  // (Set 20: "It's worth noting that, as of my last update in 2024, the series typically ran…" -> "In 2024, …
  // ran": the tense decides here too.)
  if (/as of my /iu.test(body)) body = frontNoteAfterVerb(body) ?? body;
  let moved: { from: number; to: number; end: number; date: string } | null = null;
  if (/as of my /iu.test(body))
    body = body
      .replace(
        DATED_CUTOFF_INSIDE,
        (whole: string, before: string, date: string, at: number, all: string) => `${before}${datedAs(all.slice(at + whole.length), "in", "as of")} ${date}, `,
      )
      .replace(CUTOFF_INSIDE, "$1")
      .replace(DATED_CUTOFF_BRACKET, "(as of $1)")
      .replace(DATED_CUTOFF_COMMAS, (whole: string, before: string, date: string, at: number, all: string) => {
        // (Set 30: "Conveyancers typically quote, as of my last update in 2024, timescales of…" became "quote, in 2024,
        // timescales", "Rental companies, as of my last update in 2025, charged…" "companies, in 2025, charged": a note inside
        // the sentence's first clause (no comma before it) splits subject from verb or verb from object, and a bare "in 2024"
        // there dates the fact. It goes to the end of its clause, bracketed and still a note: "…to completion (as of 2024)".)
        const clauseEnd = all.indexOf(",") === at ? noteClauseEnd(all, at + whole.length, context?.spans) : -1;
        if (clauseEnd > 0) {
          moved = { from: at, to: at + whole.length, end: clauseEnd, date };
          return whole;
        }
        // After a verb ("introduced, as of …, the app") a past form would date the event: "as of" keeps it the writer's date.
        const afterVerb = VERB_BEFORE_NOTE.test(all.slice(Math.max(0, at - 16), at));
        return `${before}${!afterVerb && pastAround(all.slice(0, at), all.slice(at + whole.length)) ? "in" : "as of"} ${date},`;
      })
      .replace(
        DATED_CUTOFF_END,
        (_: string, date: string, stop: string, at: number, all: string) => `, ${pastAround(all.slice(0, at), "") ? "in" : "as of"} ${date}${stop}`,
      )
      // (Set 30: "According to its terms as of my last knowledge update in 2024, Royal Mail paid…" stayed whole: after a word,
      // with no comma before it, the note is the phrase's own date: "…its terms as of 2024, Royal Mail paid…".)
      .replace(DATED_CUTOFF_AFTER_WORD, "$1 as of $2,");
  // (The replacements above leave the body before a moved note as it was: only it holds a comma-note, the first one.)
  if (moved !== null) {
    const { from, to, end, date } = moved as { from: number; to: number; end: number; date: string };
    const after = body.slice(end);
    // (A link in brackets right after it takes the note inside: "(as of 2024; https://…)", as the formatting transform joins them.)
    const link = /^\s*\(/u.exec(after);
    const code = link ? (after.codePointAt(link[0].length) ?? 0) : 0;
    body =
      link && code >= 0xe000 && code <= 0xf8ff && /^(?:https?:|www\.)/u.test(context?.spans?.[placeholderIndex(code)] ?? "")
        ? `${body.slice(0, from)}${body.slice(to, end)}${link[0]}as of ${date}; ${after.slice(link[0].length)}`
        : `${body.slice(0, from)}${body.slice(to, end)} (as of ${date})${after}`;
  }
  // What a cut leaves is part of the body, so one scan serves the whole loop.
  const may = literalFilter(LEFTOVER_OPENERS).scan(body);
  for (const [i, rule] of LEFTOVER_OPENERS.entries()) {
    if (may[i] === 0) continue;
    const match = rule.pattern.exec(body);
    if (match && match[0].length < body.length) {
      // (Set 28: "As an AI, I can…, but" holds a protected span ("AI"): it goes on record as dropped.)
      if (context !== undefined) noteDroppedSpans(match[0], context);
      body = capitalize(body.slice(match[0].length));
    }
  }
  return label + body;
}

const TRAILING_EMOJI = /(?:\s*(?:\p{Extended_Pictographic}|\uFE0F|\u200D))+$/u;
// A clause, then a spaced dash or a semicolon, then the rest of the sentence.
const LEFTOVER_TAIL = /^(.+?)(?: (?:—|–|--) |; )([^—–;]+[.!?])$/u;
const TAIL_BREAK = / (?:—|–|--) |; /u;

/**
 * A chatbot leftover after a dash or a semicolon ("Here's a draft — feel free to tweak it to match
 * your voice."), as applyStructure cuts it: the offsets of the tail in `text`, and whether the
 * clause before it is a leftover too (then the whole sentence goes). detectSigns reads it the same way.
 */
export function leftoverTail(text: string, context?: RewriteContext): { start: number; head: string; whole: boolean } | null {
  // (Most sentences hold no spaced dash or semicolon: the lazy pattern is not tried on them.)
  if (!TAIL_BREAK.test(text)) return null;
  const tail = LEFTOVER_TAIL.exec(text.replace(TRAILING_EMOJI, ""));
  if (!tail || !isLeftover(capitalize(tail[2] ?? ""), context) || (tail[1] ?? "").trim().split(/\s+/u).length < 3) return null;
  const head = `${(tail[1] ?? "").trimEnd()}.`;
  return { start: text.lastIndexOf(tail[2] ?? ""), head, whole: isLeftover(head, context) };
}

// A short label before the sentence proper: "Please note:", "**Note:**" (masked emphasis around it).
// (Set 20: also after an emoji and with a gloss of its own, "🔌 **Airlock lids — optional but helpful:** as of my last
// update in 2024, …": the cutoff note after it stayed.)
// (Set 22: a label that starts with a time or holds one, "**10:30 p.m. — Last dance and send-off:** As of my last update…".)
// (Set 30: and with its gloss in brackets, "Drip trays (handy but not essential):".)
const LABEL = /^(?:\p{Extended_Pictographic}\uFE0F?\s+)?\p{Co}?[\p{L}\p{Co}][\p{L}\p{Co} ,'’—–()-]{0,40}:\p{Co}?\s+(?=\S)/u;
// (also "Let me know your favourite genres!": the request of an offer that went, with nothing to answer now)
// ("Would you like me to review a draft? Feel free to paste it here, and I'll offer feedback.": the
// request that served the offer goes with it; "it" would point at nothing.)
const AFTER_OFFER = /^(?:Just |Please )?(?:feel free to |you can )?(?:paste|share|send|post|drop|upload)\b[^.!?\p{N}\p{Co}]{0,90}[.!]$/iu;
/** A sentence with nothing to say once the offer before it in its line went ("Let me know!", "Feel free to paste it here."). */
export function followsDroppedOffer(sentence: string): boolean {
  const bare = sentence.replace(TRAILING_EMOJI, "").trim();
  return BARE_LET_ME_KNOW.test(bare) || AFTER_OFFER.test(bare);
}

// The thing the assistant offered to help choose: "…help you choose your first sewing machine." -> "sewing machine".
// (Not an adverb or a prepositional phrase: "…your first bike wisely", "…the best laptop for college" name no thing.)
const OPENER_TOPIC =
  /^I(?:['’]d| would) (?:be (?:more than |absolutely |really |so |truly )?(?:happy|glad|delighted)|love) to help(?: you)? (?:choose|find|pick|select|decide on|buy) (?:your|a|an|the) (?:(?:first|new|next|perfect|ideal|right|best|good|great|decent|suitable|reliable|affordable|solid|quality) )*((?:(?!(?:for|to|with|in|on|at|from|of|by)\b|[a-z-]+ly\b)[a-z-]+ ){0,2}(?![a-z-]+ly\b)[a-z-]+)[.!]$/iu;
const RIGHT_ONE = /\b([Tt])he (right|best|perfect|ideal) one\b(?! of)/u;

const BARE_LET_ME_KNOW = /^(?:Just |Please |Do )?(?:let me know|tell me)(?: (?:your|which|what|how|if|whether)\b[^.!?\p{N}\p{Co}]{0,60})?[.!]$/iu;

const CUTOFF_WORDS = "(?:(?:last|latest|most recent) )?(?:knowledge |training )?(?:update|cutoff|cut-off)";
const DATED_CUTOFF_INSIDE = new RegExp(`((?:—|–|--|;|, and|, but|\\bthat,)\\s+)as of my ${CUTOFF_WORDS} in ([^,]{1,30}),\\s+`, "u");
const CUTOFF_INSIDE = new RegExp(`((?:—|–|--|;|, and|, but|\\bthat,)\\s+)as of my ${CUTOFF_WORDS},\\s+`, "u");
// "…tax on net earnings (as of my last update in 2024)" -> "(as of 2024)" (set 27: the bracketed note stayed whole).
const DATED_CUTOFF_BRACKET = new RegExp(`\\(as of my ${CUTOFF_WORDS} in ([^()]{1,30})\\)`, "u");
// "The guide, which sold well, as of my last update in 2024, had 80 pages" -> "…, as of 2024, had …" (between commas: the date stays
// where it was; in the sentence's first clause the note goes to the clause's end instead, see cutOpeners).
const DATED_CUTOFF_COMMAS = new RegExp(`(,\\s+)as of my ${CUTOFF_WORDS} in ([^,;:.!?]{1,30}),(?=\\s)`, "u");
// "…from free to about $10, as of my last update in 2023." -> "…, as of 2023." (at the end of a sentence).
const DATED_CUTOFF_END = new RegExp(`, as of my ${CUTOFF_WORDS} in ([^,;:.!?]{1,30})([.!]?)$`, "u");
const DATED_CUTOFF_AFTER_WORD = new RegExp(`([\\p{L}\\p{Co}]) as of my ${CUTOFF_WORDS} in ([^,;:.!?]{1,30}),(?=\\s)`, "u");
// The clause after the dated cutoff, up to its first comma or stop (bounded), and its tense: a past form and no present one.
const CLAUSE_TO_COMMA = /^[^,;:.!?]{0,160}/u;
const PAST_CLAUSE =
  /\b(?:was|were|did|had|cost|sold|sat|stood|ran|went|came|took|paid|spent|made|grew|rose|fell|drew|began|bought|brought|built|chose|found|gave|got|held|kept|knew|led|lost|met|said|saw|sent|showed|taught|thought|told|won|wrote|\p{Ll}{3,}ed)\b/u;
// The verb a dated note follows ("International Cat Care recommended, as of my last update in 2024, cleaning …"): a past form
// not after an auxiliary ("has grown", "is expected").
const PAST_VERB_BEFORE =
  /(?<!\b(?:has|have|had|is|are|was|were|be|been|being|'s|'ve|’s|’ve) )\b(?:was|were|did|cost|sold|spent|made|grew|rose|fell|drew|began|found|gave|showed|said|\p{Ll}{3,}ed)$/u;
// A source's report is not dated by the note ("As of my last update in 2024, The Knot reported that…": the report may be
// older; set 25's second reader): "as of" stays.
const REPORTED = /\b(?:reported|estimated|recommended|found|said|noted|advised|suggested|stated|showed|published|announced)\b/u;
// A verb the note follows: a simple past not after an auxiliary ("has grown, as of 2024, to" keeps its note), or a present of report or price.
const VERB_BEFORE_NOTE =
  /(?<!\b(?:has|have|had|is|are|was|were|be|been|being)\s)\b(?:\p{Ll}{3,}ed|cost|costs|sold|spent|paid|drew|grew|rose|fell|found|gave|showed|said|made|put|puts|rates|reports|recommends|estimates|lists|charges|says|shows|finds)$/u;
// "A full fit cost, as of my last update in 2024, between $150 and $350" (set 26): between a verb and its object no date
// reads right, and without it the date is lost. So the note goes to the front, where it dates the whole (one) clause:
// a price or a count stays in the past ("In 2024, a full fit cost between …"); any other verb (a report, a launch)
// takes the past perfect, so the date says what had happened by then, not when it happened ("introduced, in 2024,
// the app" dated the launch): "As of 2024, England Golf had introduced the app". Only with a subject that is a name
// or opens with a determiner (its case is known), and never when another clause follows, which the date would cover.
const NOTE_AFTER_VERB = new RegExp(
  `^([^,;:.!?]{1,80}?) (\\p{Ll}{3,}ed|cost|sold|spent|paid|drew|grew|rose|fell),\\s+as of my ${CUTOFF_WORDS} in ([^,;:.!?]{1,30}),\\s+(?=\\S)`,
  "u",
);
const FACT_VERB = /^(?:cost|charged|sold|spent|paid|drew|grew|rose|fell|earned|attracted|averaged|totall?ed|numbered)$/u;
const NOTE_DETERMINER = /^(?:A|An|The|Most|Many|Some|Our|Your|Their|Its|This|These|Those|Each|Every|All)$/u;
const AUXILIARY_LAST = /\b(?:has|have|had|is|are|was|were|be|been|being|will|would|can|could|may|might)$/u;
const SECOND_CLAUSE = /;|, (?:and|but|so|or|yet|while|whereas) |\s(?:—|–|--)\s/u;
function frontNoteAfterVerb(body: string): string | null {
  const match = NOTE_AFTER_VERB.exec(body);
  if (!match) return null;
  const [whole, subject = "", verb = "", date = ""] = match;
  const rest = body.slice(whole.length);
  if (AUXILIARY_LAST.test(subject) || SECOND_CLAUSE.test(rest)) return null;
  const first = /^\S+/u.exec(subject)?.[0] ?? "";
  let opening: string;
  if (NOTE_DETERMINER.test(first)) opening = first.toLowerCase() + subject.slice(first.length);
  // A name: a protected span, an acronym, a possessive or two capitalised words ("Trail Running magazine", "USA Triathlon").
  else if (/^\p{Co}|^\p{Lu}{2,}\b|['’]s$|^\p{Lu}\S* \p{Lu}/u.test(first === subject ? first : subject)) opening = subject;
  else return null;
  if (FACT_VERB.test(verb)) return `In ${date}, ${opening} ${verb} ${rest}`;
  if (!verb.endsWith("ed")) return null;
  return `As of ${date}, ${opening} had ${verb} ${rest}`;
}
/**
 * Where the clause that a comma-note interrupts ends: the index of its first comma, semicolon, colon, stop, bracket, dash,
 * citation or masked link after at least two words (a masked figure or name is part of it), or -1 when it runs on past
 * 200 characters or is too short.
 */
function noteClauseEnd(all: string, start: number, spans: readonly string[] | undefined): number {
  let end = start;
  for (; end < all.length && end - start < 200; end++) {
    const char = all[end] ?? "";
    if (",;:!?()—–[]".includes(char) || (char === "." && /^\.(?:\s|$)/u.test(all.slice(end, end + 2)))) break;
    if (char === "c" && all.startsWith("cite", end)) break;
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xe000 && code <= 0xf8ff && /^(?:https?:|www\.|\(|\[|cite)/u.test(spans?.[placeholderIndex(code)] ?? "(")) break;
  }
  if (end - start >= 200) return -1;
  while (end > start && all[end - 1] === " ") end--;
  return all.slice(start, end).trim().split(" ").length < 2 ? -1 : end;
}
/** Whether a dated note between `before` and `after` dates a past fact: the verb before it or the clause after it is past. */
function pastAround(before: string, after: string): boolean {
  const verb = before.trimEnd();
  if (PAST_VERB_BEFORE.test(verb)) return !REPORTED.test(verb.slice(-14));
  const clause = CLAUSE_TO_COMMA.exec(after)?.[0] ?? "";
  if (clause === "") {
    // At the end of a sentence the clause before it decides ("…, the fee rose to $10, as of 2023." -> "in 2023").
    const own = /[^,;:.!?]{0,160}$/u.exec(before)?.[0] ?? "";
    return pastClause(own);
  }
  return pastClause(clause);
}
/** A clause in the simple past: a past form, no present one and no "had" (a past perfect reads right after "as of"). */
function pastClause(clause: string): boolean {
  return PAST_CLAUSE.test(clause) && !PRESENT_CLAUSE.test(clause) && !/\bhad\b/u.test(clause);
}
const PRESENT_CLAUSE = /\b(?:is|are|has|have|costs|does|do|remains?|stays?|will|can|may|might)\b/u;
/**
 * "In" for a clause in the past ("…, a cartridge typically cost $22"), "As of" otherwise ("As of 2024, … cost"
 * clashes); a past perfect or "had" reads right after "as of" ("as of 2024, sales had risen").
 */
function datedAs(after: string, past: string, other: string): string {
  const clause = CLAUSE_TO_COMMA.exec(after)?.[0] ?? "";
  return pastClause(clause) && !REPORTED.test(clause) ? past : other;
}
// (Set 19: "It's worth noting that, as of my last update…" and "(As of my last update in 2024, …)" too.)
const DATED_CUTOFF = /^(\(?)As of my (?:(?:last|latest|most recent) )?(?:knowledge |training )?(?:update|cutoff|cut-off) in ([^,]{1,30}),\s+/iu;

/** Rewrites the structural signs of one masked sentence; "" when the whole sentence was a leftover. */
export function applyStructure(sentence: string, context: RewriteContext): string {
  // Every other language brings its own data (lang/<code>-structure.ts).
  const data = context.profile.structure;
  if (data) return applyLanguageStructure(sentence, context, data);
  // "Picking the right one depends on…" after a dropped "I'd be happy to help you choose your first
  // sewing machine.": "one" would point at nothing, so it names the thing.
  if (context.droppedTopic !== undefined) {
    const topic = context.droppedTopic;
    context.droppedTopic = undefined;
    sentence = sentence.replace(RIGHT_ONE, (_, t: string, adjective: string) => `${t}he ${adjective} ${topic}`);
  }
  notePostscript(sentence, context);
  if (!GATE.test(sentence)) return sentence;
  // A "sentence" can hold several when an emoji stands between them ("Happy gardening! 🌻 Let
  // me know if…"): each part is judged on its own, and emoji around a leftover go with it.
  const parts = HAS_EMOJI.test(sentence) ? sentence.trim().split(PART_BREAK) : [sentence.trim()];
  let kept = parts.filter((part) => !isLeftover(part, context));
  // An emoji left alone by a dropped leftover goes with it.
  if (kept.length < parts.length) {
    kept = kept.filter((part) => /[\p{L}\p{N}\p{Co}]/u.test(part));
    for (const part of parts) if (!kept.includes(part)) noteDroppedSpans(part, context);
  }
  if (kept.length === 0) {
    context.droppedLeftover = true;
    context.droppedTopic = OPENER_TOPIC.exec(sentence.trim())?.[1];
    return "";
  }
  let text = kept.length === parts.length ? sentence : kept.join(" ");
  // "Here's a draft based on your notes — feel free to tweak it to match your voice.": a leftover
  // after a dash or a semicolon goes, and the clause before it ends the sentence.
  const tail = leftoverTail(text, context);
  if (tail) {
    noteDroppedSpans(text.slice(tail.whole ? 0 : tail.start), context);
    // "Let me know if you have any other questions — would you like me to…?": both halves go.
    if (tail.whole) {
      context.droppedLeftover = true;
      return "";
    }
    text = tail.head;
  }
  // After an emoji ("…for Alfie. 🎉 Without further ado, here's…") each part starts a sentence of its own.
  // "Without further ado, let's get into it. 🐦": what the opener hid may be a leftover itself,
  // and goes with the emoji after it.
  const pieces = parts.length > 1 ? text.split(PART_BREAK) : [text];
  const cut = pieces.map((piece) => cutOpeners(piece, context));
  if (cut.some((piece, k) => piece !== pieces[k])) {
    const left = cut.filter((piece, k) => piece === pieces[k] || !isLeftover(piece.trim(), context));
    if (left.length < cut.length) {
      for (const [k, piece] of pieces.entries()) if (!left.includes(cut[k] as string)) noteDroppedSpans(piece, context);
      context.droppedLeftover = true;
    }
    const kept = left.filter((piece) => /[\p{L}\p{N}\p{Co}]/u.test(piece));
    if (kept.length === 0) return "";
    text = left.length === cut.length ? cut.join(" ") : kept.join(" ");
  }
  // "Let me know!" with nothing left to know: the offer before it in the line was dropped.
  // ("Would you like me to recommend some albums? Let me know your favourite genres!")
  if (context.droppedLeftover && followsDroppedOffer(text)) {
    noteDroppedSpans(text, context);
    return "";
  }
  text = dropSignificanceTail(text);
  // "The future of sailing at Wellmere looks bright, and we can't wait to welcome you!": the
  // closer goes, the clause after it stays.
  // "…a stronger, healthier community, and the future has never looked brighter!": the closer joined
  // to a statement goes.
  text = text.replace(UPBEAT_TAIL, "$1");
  const upbeat = UPBEAT_HEAD.exec(text);
  if (upbeat && text.length - upbeat[0].length >= 12) {
    noteDroppedSpans(upbeat[0], context);
    text = capitalize(text.slice(upbeat[0].length));
  }
  text = notAboutXButY(text, context);
  text = notOnlyInversion(text);
  text = text.replace(NOT_JUST_BUT_ALSO, "$1$2 and $3");
  text = text.replace(NOT_JUST_PREPOSITION, "$1 $2 and $1 $3");
  // "…a careful approach, not only drafting your will but also reviewing how…" -> "…, drafting your will and reviewing how…".
  text = text.replace(NOT_ONLY_GERUNDS, "$1 and $2");
  // "…what makes our school stand out, not only world-class teaching but also a supportive
  // environment." -> "…stand out: world-class teaching and a supportive environment.": two noun
  // phrases closing the sentence, as a list.
  text = text.replace(NOT_ONLY_CLOSING_PAIR, (whole: string, first: string, second: string, stop: string) =>
    NOT_A_NOUN_START.test(first) ? whole : `: ${first} and ${second}${stop}`,
  );
  // "elevates your ritual into something special" -> "turns … into"; "elevate X to new heights" -> "take X further".
  text = text.replace(ELEVATE_INTO, (_, form: string, object: string) => `${ELEVATE_FORMS[form]?.[0] ?? "turn"}${object}into`);
  // (Set 26: "Ready to greatly improve your climbing?" was stiff: "take your climbing further" keeps the figure plain.)
  // ("help you elevate your celebration to new heights" -> "make your celebration memorable": an event
  // does not need improving, so "greatly improve" would read as a fault in it.)
  text = text.replace(ELEVATE_HEIGHTS, (_, form: string, object: string) =>
    ELEVATE_EVENT.test(object)
      ? `${ELEVATE_FORMS[form]?.[2] ?? "make"}${object.trimEnd()} memorable`
      : `${ELEVATE_FORMS[form]?.[1] ?? "take"}${object.trimEnd()} further`,
  );
  if (context.mode === "aggressive") {
    text = dropWhetherOpener(text);
    if (!context.inListItem) text = tailToSentence(text, context.spans);
  }
  // "…is an exciting milestone, and I'd be happy to help you navigate it.": the assistant's offer
  // joined to a statement goes, the statement stays.
  text = text.replace(OFFER_CLAUSE, "$1");
  // "ensuring your money is safe": a clause follows, so "making sure" (the lexicon's "securing"
  // is for a noun: "ensuring fair access").
  // After a comma the clause is the result of the one before: "…on hand all evening, so that everyone
  // gets home safely" ("This will make sure" would give "make sure" a thing for its subject). After an
  // instruction it is a second instruction: "Ride the climb, making sure you stay seated".
  if (text.includes("ensuring "))
    text = text.replace(ENSURING_CLAUSE, (_: string, that: string | undefined, at: number) =>
      text.slice(at - 2, at) === ", " && !imperativeStart(text) ? "so that " : `making sure ${that ?? ""}`,
    );
  // "These memories serve as the foundation" -> "These memories are the foundation".
  if (text.includes(" represent ")) text = text.replace(PLURAL_REPRESENT, "$1 are ");
  if (text.includes(" serve as "))
    text = text.replace(PLURAL_SERVE_AS, (match: string, noun: string) => `${match.slice(0, match.length - noun.length - " serve as".length)}${noun} are`);
  return text;
}

const COMMAND = /^(?:(?:If|When|Once|After|Before|Unless|Whenever)\b[^,]{1,80}, |\p{Lu}\p{Ll}+, )?(\p{L}+)/u;

/** Does the sentence give an instruction ("Plant on a slope…", "If it rains, bring…", after a label too)? */
function imperativeStart(sentence: string): boolean {
  const body = sentence.slice(LABEL.exec(sentence)?.[0].length ?? 0);
  return IMPERATIVE_VERBS.has(COMMAND.exec(body)?.[1]?.toLowerCase() ?? "");
}

const TAIL = /^(.{20,}?), ((?:further |thereby )?([a-z]+ing))\b([^,;:—–]{3,120})([.!])$/u;

/**
 * Aggressive: "Sales rose 12%, reflecting strong demand." -> "Sales rose 12%. This reflected
 * strong demand." A participial tail that carries a fact becomes a sentence of its own, in the
 * tense of the main clause; a clause whose tense is unclear keeps its tail.
 */
function tailToSentence(sentence: string, spans?: readonly string[]): string {
  const match = TAIL.exec(sentence);
  if (!match) return sentence;
  const [, whole = "", , participle = "", rest = "", stop = "."] = match;
  // 'Quantify it — "cut costs by 30%" beats "saved money." Note any new duties, highlighting…': a
  // quotation that ends with a stop ends a sentence the splitter cannot see into; the tail's own
  // sentence starts after it.
  const main = whole.slice(quotedSentenceEnd(whole, spans));
  // An instruction's tail is a second instruction, not a fact to state: "If your soil is heavy,
  // plant on a slope, adding grit to each hole" must not become "… This adds grit to each hole."
  // ("Additionally, note any new duties, highlighting how your role has grown": after a connective too.)
  if (imperativeStart(main)) return sentence;
  const forms = Object.hasOwn(TAIL_PARTICIPLES, participle) ? TAIL_PARTICIPLES[participle] : undefined;
  if (!forms) return sentence;
  // A tail that only asserts significance was dropped before; what is left says something.
  if (rest.trim().split(/\s+/u).length < 2) return sentence;
  // "…, fostering peace of mind and keeping everyone informed": a second "-ing" in the tail would
  // be left hanging after "This builds…".
  if (/\b(?:and|or) [a-z]+ing\b/u.test(rest)) return sentence;
  // "…share the details of your renewal, ensuring you stay covered": "This ensures…" would point at
  // the wrong thing (the sharing); a clause after "ensuring" becomes ", so that…" below.
  if (participle === "ensuring" && ENSURING_ONE.test(`ensuring${rest}`)) return sentence;
  // "It's also a chance to celebrate the craft, fostering a sense of community": after "It" as the subject
  // "This builds…" has two pronouns and nothing clear to point at (set 20); the tail stays.
  if (/^(?:It|This|That)(?:['’]s| is| was| will)\b/u.test(main.trimStart())) return sentence;
  // "This might feel odd, but tapering is…, ensuring…": the tail belongs to the last clause.
  const found = mainTense(main.split(LAST_CLAUSE).pop() ?? main);
  if (found === null) return sentence;
  // "…must be protected within 30 days, ensuring X": the tail states a result, not an obligation
  // ("This ensures X", not "This must ensure X"); a future or a possibility carries over.
  const tense = found === "must" || found === "should" || found === "can" ? "present" : found;
  const verb = tense === "present" ? forms[0] : tense === "past" ? forms[1] : `${tense} ${forms[2]}`;
  // "…, making this the perfect moment" -> "That makes this the perfect moment", not "This makes this".
  const pronoun = /^ this\b/iu.test(rest) ? "That" : "This";
  return `${whole}. ${pronoun} ${verb}${rest}${stop}`;
}

const SPAN_THEN_CAPITAL = /\p{Co} (?=\p{Lu})/gu;
/** Where the last sentence of `text` starts after a protected quotation that ends with its own stop (0 if none). */
function quotedSentenceEnd(text: string, spans?: readonly string[]): number {
  if (spans === undefined || spans.length === 0) return 0;
  let start = 0;
  for (const m of text.matchAll(SPAN_THEN_CAPITAL)) {
    const span = spans[placeholderIndex(m[0].codePointAt(0) ?? 0)] ?? "";
    if (/[.!?]["”'’]$/u.test(span)) start = m.index + m[0].length;
  }
  return start;
}

const FUNCTION_WORDS = new Set("and or but nor yet so than then as if who whom whose which where when while because although though".split(" "));
const FREQUENCY_ADVERBS = new Set("also often now still always usually never sometimes regularly".split(" "));
const LINKING_VERBS = new Set("stay stays remain remains become becomes get gets seem seems feel feels look looks keep keeps".split(" "));
// Words after which an "-ed" word is no past-tense verb: determiners, prepositions, a comma.
const NOT_BEFORE_PAST = new Set(
  ", a an the your our their its his her my this that these those of with for to in on at by from into every each some any no more most less very yet too quite rather fairly highly newly fully partly well so".split(
    " ",
  ),
);
const RELATIVE_STOPS = new Set(["who", "whom", "whose", "which", "where"]);
// Prepositions that follow a participle qualifying a noun ("produce sourced within", "made in").
const AFTER_PARTICIPLE = new Set("within in from by on at for with across over under near around through throughout".split(" "));
// A two-word clause "X verbed" is a past tense only when X can be a subject ("Sales rose" has none).
const SUBJECT_START = new Set("it they we he she i you this that these those sales prices costs revenue profits".split(" "));

const LAST_CLAUSE = /, (?:but|and|so|yet) (?=\p{L})|; /u;

// A perfect ("has sung", "have been"): its time runs up to now.
const PERFECT_AUXILIARIES = new Set(["has", "have", "had"]);
const PERFECT_PARTICIPLE =
  /^(?:[a-z]{2,}ed|been|built|grown|become|made|taught|run|given|seen|done|won|kept|held|brought|stood|sung|danced|known|led|met|spent|taken|worn|written)$/u;

/** "present", "past", a modal ("will"), or null when the clause does not say. */
function mainTense(clause: string): string | null {
  // Hyphenated words stay whole: "built-in" is no past tense.
  // A word after a comma starts a list item or an aside ("raw milk, cultured butter"): "," is kept as a word.
  const words = clause
    .toLowerCase()
    .replace(/’/gu, "'")
    .replace(/,/gu, " , ")
    .split(/[^a-z',-]+/u)
    .filter((w) => w.length > 0 && !(w.includes("-") && w !== "-"));
  // An imperative ("Receive personalized plans, ensuring…") has no tense of its own.
  if (IMPERATIVE_VERBS.has(words[0] ?? "")) return null;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    // "…the craftspeople who made it": a relative clause has its own tense.
    if (RELATIVE_STOPS.has(word)) return null;
    // "Our choir has sung here since 1975, fostering…": a perfect spans a time up to now, which "This
    // builds…" would lose, and "This" would point at nothing clear (set 19); the tail stays.
    if (PERFECT_AUXILIARIES.has(word) && PERFECT_PARTICIPLE.test(words[i + 1] ?? "")) return null;
    if (MODAL_MARKERS.has(word)) return word;
    // (Set 25: "I'll be starting…: a skydive…, raising vital funds" -> "This raises…" put a coming event in the present:
    // a contracted "will" is the future too.)
    if (/^[a-z]+'ll$/u.test(word)) return "will";
    if (PRESENT_MARKERS.has(word)) return "present";
    // "…and bespoke wreaths made on site, ensuring…": an irregular participle after a noun and before
    // a preposition qualifies the noun; it tells no tense.
    if (
      PAST_MARKERS.has(word) &&
      i >= 3 &&
      AFTER_PARTICIPLE.has(words[i + 1] ?? "") &&
      !SUBJECT_START.has(words[i - 1] ?? "") &&
      !NOT_BEFORE_PAST.has(words[i - 1] ?? "")
    )
      return null;
    if (PAST_MARKERS.has(word)) return "past";
    // "we're committed to…", "it's": a contracted present.
    if (/^[a-z]+'(?:re|m)$|^(?:it|that|there|here|he|she|what|who)'s$/u.test(word)) return "present";
    // "We've compiled the answers…, ensuring…": a present perfect, whose "-ed" word is no past tense
    // ("This ensured" would clash with it); the tail stays.
    if (/^[a-z]+'ve$/u.test(word)) return null;
    // "Kobo supports EPUB files", "The results paint a picture": a plain verb after a one-word
    // subject or a determiner and a plural noun.
    const plain = /^[a-z]{3,}$/u.test(word) && !/(?:ed|ing|ly)$/u.test(word) && !NOT_BEFORE_PAST.has(word) && !FUNCTION_WORDS.has(word);
    if (plain && i === 1 && /s$/u.test(word) && !/(?:ss|us|is)$/u.test(word) && !NOT_BEFORE_PAST.has(words[0] ?? "")) return "present";
    if (plain && i === 2 && NOT_BEFORE_PAST.has(words[0] ?? "") && /[a-z]{3,}s$/u.test(words[1] ?? "") && !/(?:ss|us)$/u.test(words[1] ?? "")) return "present";
    // "the Fosters also offer raw milk": a plain verb after a frequency adverb is in the present.
    if (FREQUENCY_ADVERBS.has(words[i - 1] ?? "") && /^[a-z]{3,}$/u.test(word) && !word.endsWith("ed") && !word.endsWith("ing") && !word.endsWith("ly"))
      return "present";
    // "help everyone's eyes stay adapted to the dark": after a linking verb an "-ed" word is an adjective.
    if (word.endsWith("ed") && LINKING_VERBS.has(words[i - 1] ?? "")) continue;
    // An "-ed" word after a noun and before a preposition may be a participle qualifying the noun
    // ("crafts seasonal menus using produce sourced within 50 miles"): the tense is not told.
    if (word.length > 4 && word.endsWith("ed") && i >= 3 && AFTER_PARTICIPLE.has(words[i + 1] ?? "") && !SUBJECT_START.has(words[i - 1] ?? "")) return null;
    // "A new galvanised steel frame has…": an "-ed" word early in a subject that a determiner
    // opens, before a noun, is an adjective.
    if (
      word.length > 4 &&
      word.endsWith("ed") &&
      i <= 3 &&
      NOT_BEFORE_PAST.has(words[0] ?? "") &&
      /^[a-z]{3,}$/u.test(words[i + 1] ?? "") &&
      !NOT_BEFORE_PAST.has(words[i + 1] ?? "") &&
      !AFTER_PARTICIPLE.has(words[i + 1] ?? "") &&
      !/(?:ly|ed)$/u.test(words[i + 1] ?? "")
    )
      continue;
    // An "-ed" word after a determiner or a verb is an adjective ("Receive personalized plans").
    if (
      word.length > 4 &&
      word.endsWith("ed") &&
      i > 0 &&
      !AUXILIARY_BEFORE_PARTICIPLE.has(words[i - 1] ?? "") &&
      !NOT_BEFORE_PAST.has(words[i - 1] ?? "") &&
      !(i === 1 && !SUBJECT_START.has(words[0] ?? ""))
    )
      return "past";
  }
  return null;
}

const ELEVATE_INTO = /\belevat(e|es|ed|ing)\b( [^,;:.!?]{1,40}? )into\b/gu;
const ELEVATE_HEIGHTS = /\belevat(e|es|ed|ing)\b( [^,;:.!?]{1,40}? )to new heights\b/gu;
const ELEVATE_FORMS: Readonly<Record<string, readonly [string, string, string]>> = {
  e: ["turn", "take", "make"],
  es: ["turns", "takes", "makes"],
  ed: ["turned", "took", "made"],
  ing: ["turning", "taking", "making"],
};
const ELEVATE_EVENT =
  /\b(?:celebrations?|weddings?|part(?:y|ies)|events?|evenings?|occasions?|receptions?|festivities|gatherings?|nights?|day|experiences?)\b/u;

// "…is not just fast but also cheap" -> "…is fast and cheap" (the "also" makes it additive).
const NOT_JUST_BUT_ALSO =
  /(\b(?:is|are|was|were|be|been|need|needs|offers?|brings?|gives?|has|have|means?) )not just ([^,;:.!?—–]{1,60}?),? but also ([^,;:.!?—–]{1,60})/gu;

// "…, not only by offering comfort, but also by helping patients" -> "…, by offering comfort and by
// helping patients": the same preposition on both sides, both hold.
const NOT_JUST_PREPOSITION =
  /\bnot (?:just|only|merely|simply) (by|for|in|on|at|with|through|to|from|about|as|because of) ([^,;:.!?—–]{1,60}?),? but (?:also )?\1 ([^,;:.!?—–]{1,80})/gu;

const NOT_ONLY_CLOSING_PAIR = /(?:,| —| –| --) not (?:only|just) ([^,;:.!?—–]{3,60}?),? but also ([^,;:.!?—–]{3,60})([.!])$/u;
// A first half that opens with a verb, a preposition or a clause word is no noun phrase.
const NOT_A_NOUN_START = /^(?:is|are|was|were|be|to|that|because|when|if|by|for|in|on|at|with|from|about|through|as|[a-z]+ing|[a-z]+ed)\b/u;
const NOT_ONLY_GERUNDS = /\bnot (?:only|just) ([a-z]{3,}ing\b[^,;:.!?—–]{1,60}?),? but also ([a-z]{3,}ing\b)/gu;

// "Whether you're a beginner or an expert, …": an opener that addresses everyone and says nothing.
const WHETHER_OPENER = /^Whether you(?:['’]re| are) (?:a |an |the )?[^,;:.!?]{1,40} or (?:a |an |the )?[^,;:.!?]{1,40}, (?=\S)/u;

/** Aggressive: drops the "Whether you're X or Y," opener; the clause after it stands alone. */
function dropWhetherOpener(sentence: string): string {
  const match = WHETHER_OPENER.exec(sentence);
  // "…or a growing team of 40,": an opener that holds a protected span (a figure, a name) says something.
  if (!match || /\p{Co}/u.test(match[0])) return sentence;
  const rest = sentence.slice(match[0].length);
  return rest.split(/\s+/u).length >= 4 ? capitalize(rest) : sentence;
}

/** ", highlighting the importance of X." -> "." (only tails without a fact in them). */
function dropSignificanceTail(sentence: string): string {
  const match = SIGNIFICANCE_TAIL.exec(sentence) ?? POSSESSIVE_TAIL.exec(sentence);
  if (!match) {
    // "…roof fund, underscoring the generosity that defines our corner of Somerset.": a tail that
    // holds a name cannot go (the name is the text's); its participle becomes "a sign of" — only
    // the verbs of evidence ("reflecting", "underscoring"): "showcasing the diversity of Leeds" says
    // the event displays it, and "a sign of" would make the diversity its cause.
    if (!/\p{Co}/u.test(sentence)) return sentence;
    const named = SIGNIFICANCE_TAIL_WITH_SPAN.exec(sentence);
    return named ? sentence.slice(0, named.index) + named[0].replace(SIGN_PARTICIPLE, ", a sign of $1") : sentence;
  }
  const head = sentence.slice(0, match.index);
  // (Set 25: ", highlighting the value of replacing them on your schedule…" is advice ("the importance of reducing X" after X restates it), and ", showcasing his gentle nature
  // and his love of ginger biscuits" names a second thing: a gerund after the noun's "of", or a second possessive, is a fact.)
  // (Set 26: ", highlighting the need for a fairer system" under "Why we're making this change" is the reason itself: a need is a fact.)
  if (/\b(?:value of [a-z]{3,}ing|need for|and (?:his|her|its|their|our|your))\b/u.test(sentence.slice(match.index))) return sentence;
  // Keep a main clause of at least four words.
  if (head.split(/\s+/u).filter((w) => w.length > 0).length < 4) return sentence;
  return head + (match[1] ?? ".");
}

// The significance tail with protected spans allowed in its rest (the spans are kept).
const SIGNIFICANCE_TAIL_WITH_SPAN = new RegExp(SIGNIFICANCE_TAIL.source.replace("\\uE000-\\uF8FF", ""), "iu");
const SIGN_PARTICIPLE =
  /^,\s+(?:further |thereby |ultimately |all )?(?:underscoring|underlining|reflecting|demonstrating|testifying to|speaking to)\s+(the|its|their|his|her|our)\b/iu;

const BE = "(?:is|'s|’s)";
const NOT_ABOUT = new RegExp(
  `^(It|This|That)(?:(?: is|'s|’s) not| isn't| isn’t) (just |only |merely |simply |really )?(about )?([^,;:—–]+?)\\s*(?:,|;|:|—|–|--)\\s*(?:it|this|that)( ${BE}|'s|’s) (about )?([^,;:—–]+?)([.!])$`,
  "iu",
);

// "We're not just a dental practice — we're a community of…" (the same with we/they/you/I).
const NOT_ABOUT_PERSONAL =
  /^(We|They|You|I)(?:( are|['’]re| am|['’]m) not| aren['’]t) (just |only |merely |simply |really )?(about )?([^,;:—–]+?)\s*(?:,|;|:|—|–|--)\s*(?:we|they|you|I)(?: are|['’]re| am|['’]m) (about )?([^,;:—–]+?)([.!])$/u;

/**
 * "It's not (just) about X; it's about Y." -> "It's about Y, not X." When X holds too ("not just
 * X", itself a listed phrase): "It's about Y as well as X", or with a long Y "It's X and Y".
 */
function notAboutXButY(sentence: string, context: RewriteContext): string {
  const trimmed = sentence.trim();
  const match = NOT_ABOUT.exec(trimmed);
  let subject: string;
  let be: string;
  let just: string;
  let aboutX: string;
  let x: string;
  let aboutY: string;
  let y: string;
  let stop: string;
  if (match) {
    let verb: string;
    [, subject = "It", just = "", aboutX = "", x = "", verb = "", aboutY = "", y = "", stop = "."] = match;
    const contracted = /['’]s/u.test(verb) || /n['’]t/u.test(sentence);
    be = contracted && subject.toLowerCase() !== "this" ? `${context.apostrophe}s` : " is";
  } else {
    const personal = NOT_ABOUT_PERSONAL.exec(trimmed);
    if (!personal) return sentence;
    let full: string;
    [, subject = "We", full = "", just = "", aboutX = "", x = "", aboutY = "", y = "", stop = "."] = personal;
    const contracted = full === "" || /['’]/u.test(full);
    be = subject === "I" ? (contracted ? `${context.apostrophe}m` : " am") : contracted ? `${context.apostrophe}re` : " are";
  }
  if (x.split(/\s+/u).length > 12 || y.split(/\s+/u).length > 14) return sentence;
  const about = aboutY || aboutX;
  // "It's not just a ramp — it's a promise that…" denies that X is all it is, not that it is X: "It's a ramp and a
  // promise" or "… as well as a ramp" would assert the denied X. "It's more than a ramp: it's a promise that…".
  if (ADDITIVE.has(just)) return `${subject}${be} ${aboutX}more than ${x}: ${subject === "I" ? "I" : subject.toLowerCase()}${be} ${aboutY}${y}${stop}`;
  if (BACK_POINTER.test(y)) return `${subject}${be} not ${just}${aboutX}${x} but ${aboutY || aboutX}${y}${stop}`;
  return `${subject}${be} ${about}${y}, not ${just}${x}${stop}`;
}

// A pronoun that may point back at the denied X: Y that holds one stays after X.
const BACK_POINTER = /\b(?:it|its|they|them|their|this|these|those|one|ones)\b/iu;

// "Not only does the app save time, but it also helps…"; "Not only will we fix the roof; we will
// also…"; "Not only will I listen: I'll act."; "Not only did the team finish early — they also…".
const NOT_ONLY =
  /^Not only (does|do|did|will|would|can|could|should|must|may|might|is|are|was|were|has|have|had) ([^;:—–]+?)(?:,? but|;|:|,| —| –) (it|they|he|she|we|you|this|that|these|those|I)((?:['’](?:ll|s|re|ve|d))?) (also |even )?([^;:—–]+)([.!])$/iu;
const AFTER_SPAN_NOT_ONLY = /^[\s\S]*?\p{Co}\s+(?=Not only )/u;
const NOT_ONLY_DETERMINERS = new Set(["the", "this", "its", "their", "our", "your", "his", "her", "my", "a", "an"]);
const NOT_ONLY_PRONOUNS = new Set(["it", "they", "he", "she", "we", "you", "this", "that", "these", "those", "i"]);
const DO = new Set(["does", "do", "did"]);
const OBJECT_PRONOUNS = new Set(["you", "them", "us", "me", "him", "her", "it", "everyone", "people"]);
const DEMONSTRATIVES = new Set(["this", "that", "these", "those"]);
// "do many parents find…", "do both teams play…": a quantifier opens a plural subject.
const QUANTIFIERS = new Set(["many", "most", "some", "several", "few", "both", "all", "other", "such"]);
const BE_OR_HAVE = new Set(["is", "are", "was", "were", "has", "have", "had"]);

/**
 * The inverted "Not only AUX X …, (but) Y also …" as a plain statement: "The app saves time, and it
 * also helps X."; "We will fix the roof, and we will also repaint the hall." The subject is a
 * pronoun or a determiner and one noun; after "does/did" its verb must be a known one, so the tense
 * can be moved onto it. Anything else is left as written.
 */
function notOnlyInversion(sentence: string): string {
  // 'notes: "…thirty years." Not only does this piece…': after a quotation that ended a sentence
  // (one protected span, so no sentence break was seen) the inversion starts a sentence too.
  const afterQuote = AFTER_SPAN_NOT_ONLY.exec(sentence);
  if (afterQuote) {
    const rest = notOnlyInversion(sentence.slice(afterQuote[0].length));
    return rest.startsWith("Not only") ? sentence : sentence.slice(0, afterQuote[0].length) + rest;
  }
  const match = NOT_ONLY.exec(sentence.trim());
  if (!match || sentence.trimStart().charAt(0) !== "N") return sentence;
  const [, matchedAux = "", body = "", subject2 = "", contraction = "", also = "", tail = "", stop = "."] = match;
  const aux = matchedAux.toLowerCase();
  const words = body.split(" ");
  const first = words[0] ?? "";
  // "this" alone is the subject before a verb ("this keeps you safe"), a determiner before a noun ("this piece").
  const demonstrativeNoun = DEMONSTRATIVES.has(first) && words.length > 2 && !NOT_ONLY_VERBS.has(words[1] ?? "");
  // A name (one protected span: "Not only does St Jude's host…") is a subject of one word too.
  const name = /^\p{Co}$/u.test(first);
  // "are all our locksmiths DBS-checked": "all" or "both" before a determiner and a noun.
  const predeterminer = (first === "all" || first === "both") && NOT_ONLY_DETERMINERS.has(words[1] ?? "") && words.length > 3;
  // "does vaccination protect your pet": a bare noun before a known verb (after do/does/did).
  // (Both after do/does/did, and only when the first word is a plain lower-case word that is no verb.)
  const contentFirst = DO.has(aux) && /^[a-z]{3,}$/u.test(first) && !NOT_ONLY_VERBS.has(first) && !FUNCTION_WORDS.has(first);
  const bareNoun = contentFirst && words.length > 2 && NOT_ONLY_VERBS.has(words[1] ?? "");
  // "do eligible guests receive", "do kind touches improve": an adjective and a plural noun.
  const adjectivePlural = contentFirst && words.length > 3 && /^[a-z]{3,}(?<!ss|us|is)s$/u.test(words[1] ?? "") && NOT_ONLY_VERBS.has(words[2] ?? "");
  // After a plain "do" the verb keeps its form, so the statement is the body as written, whatever
  // the subject's length: "do the shirts come up small" -> "the shirts come up small"; "do volunteers
  // check…" -> "volunteers check…". (Only "does" and "did" need to find the verb to inflect it.)
  const plainDo = aux === "do" && words.length >= 2 && (contentFirst || QUANTIFIERS.has(first));
  const subjectLength = predeterminer
    ? 3
    : demonstrativeNoun || adjectivePlural || (NOT_ONLY_DETERMINERS.has(first) && words.length > 2)
      ? 2
      : NOT_ONLY_PRONOUNS.has(first) || first === "I" || name || bareNoun
        ? 1
        : 0;
  // (A capital inside a hyphenated word is no name: "DBS-checked".)
  if ((subjectLength === 0 && !plainDo) || /[A-Z]/u.test(body.slice(first.length).replace(/\b[A-Z]{2,}-(?=[a-z])/gu, ""))) return sentence;
  const second = subject2 === "I" ? "I" : subject2.toLowerCase();
  const then = `, and ${second}${contraction} ${also.toLowerCase()}${tail}${stop}`;
  if (aux === "do" && words.length >= 2) return `${capitalize(body)}${then}`;
  // "will a well-kept aquarium bring", "does our <name> cleaning process avoid": a determiner and two
  // or three plain words (or a name) before a known verb. ("will this help you feel": "this" before
  // a verb is the subject; a pronoun is no noun.)
  const nounWords = subjectLength === 2 && NOT_ONLY_DETERMINERS.has(first) && !BE_OR_HAVE.has(aux) ? longerSubject(words) : 0;
  let subject = words.slice(0, nounWords || subjectLength).join(" ");
  let rest = words.slice(nounWords || subjectLength);
  if (!DO.has(aux)) {
    // "is the new bridge wider…": where a subject of determiner and noun ends cannot be told ("it"/"we"…
    // can), unless a participle follows it ("has the library reopened").
    if (subjectLength === 2 && BE_OR_HAVE.has(aux) && !(aux.startsWith("ha") && /^[a-z]{3,}ed$/u.test(rest[0] ?? ""))) return sentence;
    if (subjectLength === 2 && !BE_OR_HAVE.has(aux) && !NOT_ONLY_VERBS.has(rest[0] ?? "")) return sentence;
    // "are all our locksmiths DBS-checked": a participle or adjective ending in "-ed" follows the subject.
    if (subjectLength === 3 && !(BE_OR_HAVE.has(aux) && /^(?:(?:[A-Za-z]+-)?[a-z]{3,}ed|\p{Co})$/u.test(rest[0] ?? ""))) return sentence;
    return `${capitalize(subject)} ${aux} ${rest.join(" ")}${then}`;
  }
  let verb = rest[0] ?? "";
  rest = rest.slice(1);
  // "Not only does this keep you safe": "this" is the subject and "keep" the verb, not "this keep".
  if (subjectLength === 2 && !NOT_ONLY_VERBS.has(verb) && (words[0] === "this" || words[0] === "that") && NOT_ONLY_VERBS.has(words[1] ?? "")) {
    subject = words[0] as string;
    rest = [verb, ...rest];
    verb = words[1] as string;
  }
  // After "do" the verb keeps its form; "does" takes a regular "-s"; "did" needs a known past. A
  // pronoun subject leaves no doubt where the verb is; after a determiner and a noun it must be a known verb.
  const known = NOT_ONLY_VERBS.has(verb) || Object.hasOwn(IRREGULAR_PAST, verb);
  const plainVerb = /^[a-z]{2,}$/u.test(verb) && !/(?:ed|ing|ly|s)$/u.test(verb);
  if (rest.length === 0 || !(known || (subjectLength === 1 && plainVerb && aux !== "did"))) return sentence;
  const finite = aux === "does" ? thirdPerson(verb) : aux === "did" ? past(verb) : verb;
  return `${capitalize(subject)} ${finite} ${rest.join(" ")}${then}`;
}

/** The length of a subject of a determiner and two or three nouns or adjectives before a known verb, else 0. */
function longerSubject(words: readonly string[]): number {
  for (let j = 3; j <= 4 && j + 1 < words.length; j++) {
    const middle = words.slice(1, j);
    if (middle.some((w) => NOT_ONLY_VERBS.has(w) || OBJECT_PRONOUNS.has(w) || FUNCTION_WORDS.has(w) || !/^(?:[a-z][a-z-]+|\p{Co})$/u.test(w))) return 0;
    if (NOT_ONLY_VERBS.has(words[j] ?? "")) return j;
  }
  return 0;
}

function thirdPerson(verb: string): string {
  if (/(?:s|sh|ch|x|z|o)$/u.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/u.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

function past(verb: string): string {
  const irregular = IRREGULAR_PAST[verb];
  if (irregular !== undefined && Object.hasOwn(IRREGULAR_PAST, verb)) return irregular;
  if (verb.endsWith("e")) return `${verb}d`;
  if (/[^aeiou]y$/u.test(verb)) return `${verb.slice(0, -1)}ied`;
  return `${verb}ed`;
}

// "Leadership isn't about having all the answers. It's about asking the right questions."
// An optional lead-in ("But ", "Here's the truth: ", "you taught me that ") stays in front.
// (The denial's "is" may be contracted: "It's not just about hoarding goods." Neither part holds a
// dash: "…food parcels — it's about hope" is a contrast of its own, not the denied X.)
const DENIAL =
  /^((?:But|And|So|Yet) |[^.!?;]{1,80}?(?::| that) |[^.!?;]{1,100}?, )?(\S+?(?: \S+){0,5}?)(?: (is|are|was|were)|(['’](?:s|re)))(?: not|n['’]t) (just |only |merely |simply |really )?(about )?([^,;:.!?—–]{1,80})\.$/u;
const REVEAL = /^(?:It|They|This|That|He|She)(?:['’]s|['’]re| is| are| was| were) (?!not\b)(also )?(about )?([^;:!?—–]{1,200}?)([.!])$/u;
const DETERMINER = /^(?:a|an|the|my|our|your|his|her|its|their|this|that|one)\s/iu;
const WH = /^(?:whether|what|how|who|why|where|when|which)\s/iu;
const ADDITIVE = new Set(["just ", "only ", "merely ", "simply "]);

/**
 * The setup and the reveal of a negative parallelism, written as one plain statement:
 * - "X isn't Y. It's Z." -> "X is Z, not Y." (or "X is not Y but Z." when Z is long or a list);
 * - "X isn't just (about) Y. It's (also) (about) Z." -> "X is (about) Y as well as Z."
 * The denial must be one short plain clause (subject of at most six words, no conjunction) and
 * the reveal must open with a pronoun.
 */
export function joinContrasts(sentences: Sentence[], _context: RewriteContext): Sentence[] {
  let result: Sentence[] | null = null;
  for (let i = 0; i < sentences.length; i++) {
    const first = sentences[i] as Sentence;
    const second = sentences[i + 1];
    // A sentence after the pair may point back at its last words ("…who will lead it. We are
    // well placed to do so."): then the reveal stays last ("is not X but Y").
    const joined = second && first.gap === " " ? contrast(first.text, second.text, sentences[i + 2] !== undefined && second.gap === " ") : null;
    if (joined !== null && second) {
      result ??= sentences.slice(0, i);
      result.push({ text: joined, gap: second.gap });
      i++;
      continue;
    }
    const one = /n['’]t |not /u.test(first.text) ? contrastInOne(first.text, sentences[i + 1] !== undefined && first.gap === " ") : null;
    if (one !== null) {
      result ??= sentences.slice(0, i);
      result.push({ text: one, gap: first.gap });
      continue;
    }
    result?.push(first);
  }
  return result ?? sentences;
}

const LEAD_PREPOSITIONS = new Set(["for", "to", "on", "in", "with", "from", "by", "at", "into", "around", "through"]);

/**
 * The participle both parts open with ("built" of "built on X" / "built on Y"), "" when they open
 * with the same preposition only ("for experts" / "for beginners"), null when neither.
 */
function sharedLead(x: string, y: string): string | null {
  const [x1 = "", x2 = ""] = x.split(" ");
  const [y1 = "", y2 = ""] = y.split(" ");
  if (x1 !== y1 || x.split(" ").length < 2 || y.split(" ").length < 2) return null;
  if (LEAD_PREPOSITIONS.has(x1)) return "";
  return /^[a-z]{3,}(?:ed|en|lt|ilt)$/u.test(x1) && x2 === y2 && LEAD_PREPOSITIONS.has(x2) ? x1 : null;
}

// "This property doesn't just offer space. It offers a sanctuary." -> "…offers space as well as a sanctuary."
const DENIAL_VERB =
  /^((?:But|And|So|Yet) |[^.!?;]{1,80}?(?::| that) )?(\S+(?: \S+){0,5}?) (?:does|do|did)(?: not|n['’]t) (?:just|only|merely|simply) ([a-z]+) ([^,;:.!?]{1,80})\.$/u;
const REVEAL_VERB = /^(?:It|They|This|That|He|She) (?:also )?([a-z]+) ([^;:!?]{1,200}?)([.!])$/u;

function contrastVerb(first: string, second: string): string | null {
  const denial = DENIAL_VERB.exec(first);
  const reveal = denial ? REVEAL_VERB.exec(second) : null;
  if (!denial || !reveal) return null;
  const [, lead = "", subject = "", verb = "", x = ""] = denial;
  const [, finite = "", y = "", stop = "."] = reveal;
  // The reveal repeats the denial's verb: "offer" -> "offers"/"offered".
  if (!finite.startsWith(verb.replace(/e$/u, "")) || finite.length > verb.length + 3) return null;
  if (/\b(?:and|but|or|because|which|who|that|if|when)\b/iu.test(subject)) return null;
  return `${lead}${subject} ${finite} ${x} as well as ${y}${stop}`;
}

// One sentence: "This change isn't about monitoring: it's about connection."
const ONE_SENTENCE =
  /^([^;:—–]*?(?:n['’]t| not) [^,;:—–]{1,80}?)\s*(?:,|;|:|—|–|--)\s*((?:it|they|this|that|he|she)(?:['’]s|['’]re| is| are| was| were) [^;:—–]{1,200}[.!])$/u;

function contrastInOne(sentence: string, followed: boolean): string | null {
  const match = ONE_SENTENCE.exec(sentence);
  if (!match) return null;
  const [, denial = "", reveal = ""] = match;
  return contrast(`${denial}.`, capitalize(reveal), followed);
}

function contrast(first: string, second: string, followed = false): string | null {
  if (!/n['’]t |not /u.test(first)) return null;
  const verbal = contrastVerb(first, second);
  if (verbal !== null) return verbal;
  const denial = DENIAL.exec(first);
  const reveal = denial ? REVEAL.exec(second) : null;
  if (!denial || !reveal) return null;
  const [, lead = "", subject = "", full = "", contracted = "", just = "", aboutX = "", x = ""] = denial;
  const be = full || (contracted.endsWith("re") ? "are" : "is");
  // "It's not just about X." keeps its contraction: "It's about X as well as Y."
  const subjectBe = contracted ? `${subject}${contracted}` : `${subject} ${be}`;
  const [, also = "", aboutY = "", y = "", stop = "."] = reveal;
  if (/\b(?:and|but|or|because|which|who|that|if|when)\b/iu.test(subject)) return null;
  if (/^(?:it|this|that|they|he|she)$/iu.test(subject) && !/^(?:It|This|That|They|He|She)\b/u.test(second)) return null;
  // ("BSL isn't merely English on the hands — it's a complete language": "as well as" would assert
  // the denied noun phrase; "more than" keeps the writer's claim. A one-word X may be an adjective.)
  // ("isn't just cheaper than shop-bought bottles": a comparison is no noun phrase; "more than cheaper" is no English.)
  // (Set 27: "Itemizing isn't just more paperwork — it's rarely worth it…" became "is more than more paperwork": a
  // quantity denied, "more …"/"less …"/"fewer …", is no noun phrase to outdo.)
  if (/^(?:(?:[a-z]+er|more \S+|less \S+) than\b|(?:more|less|fewer) )/u.test(x)) return null;
  // (Set 21: a bare plural of two words, "aren't just smaller DSLRs", "isn't just routine maintenance", too: "…as well as
  // smaller DSLRs" asserted the denied X; an adverb first, "just very cheap", is no noun phrase. And "Family photos aren't
  // just pictures — they're heirlooms…" -> "are pictures, and heirlooms… too": a short plural X after "are" is a noun
  // phrase, "more than pictures", not an adjective.)
  const pluralX = /^(?:are|were)$/iu.test(be) && /^(?:[a-z-]+ )?[a-z]{2,}s(?<!ss|us|is)$/u.test(x);
  if (
    ADDITIVE.has(just) &&
    !aboutX &&
    !also &&
    (/^(?:a|an)\s/iu.test(x) ||
      pluralX ||
      x.split(/\s+/u).length >= 3 ||
      /^(?![a-z]+ly\s|(?:very|so|too|quite|really|pretty)\s)[a-z]+\s[a-z]+$/u.test(x) ||
      // (Set 26: "Your boots aren't just gear — they're the single most important link…" became "are gear as well as the
      // single most…": one word denied before a reveal that names a thing, "more than gear" (or "more than healthy").)
      // (Set 30: "a baggage claim isn't just paperwork — it's your chance to be made whole" became "is your chance to be made
      // whole as well as paperwork", X hung on Y's last verb: a possessive or any determiner opens a thing as well.)
      (/^[a-z]{3,}$/u.test(x) && !/ly$/u.test(x) && DETERMINER.test(y))) &&
    /^(?:is|are|was|were)$/iu.test(be)
  ) {
    // "Flu is not just a bad cold — it is a serious illness" denies that X is all it is, not
    // that it is X: "Flu is more than a bad cold: it is a serious illness" ("as well as" would
    // make flu a bad cold).
    return `${lead}${subjectBe} more than ${x}: ${second.charAt(0).toLowerCase()}${second.slice(1)}`;
  }
  // "Winter tyres aren't just ordinary tyres with deeper grooves — they're engineered for the cold":
  // a participle after the reveal cannot follow "as well as"; a noun phrase denied takes "more than".
  if (ADDITIVE.has(just) && !aboutX && !aboutY && !also && /^(?:is|are|was|were)$/iu.test(be) && /^(?:[a-z]+ly )?[a-z]{3,}(?:ed|en)\b/u.test(y)) {
    if (x.split(/\s+/u).length < 2) return null;
    return `${lead}${subjectBe} more than ${x}: ${second.charAt(0).toLowerCase()}${second.slice(1)}`;
  }
  if (ADDITIVE.has(just) || also) {
    // "isn't just X. It's Y" says both hold: keep both, without the staged denial, and Y keeps the
    // weight the reveal gave it: "It's about trust as well as price"; with a long Y or a list,
    // "This competition is about winning, but even more about learning, growing and…".
    // (A Y that points back at X, "the people who bake them", stays after it.)
    const aboutBoth = aboutY || aboutX;
    // "Coin collecting isn't just about owning old metal — it's about holding a piece of history": the writer
    // denies that X is all there is; "is about holding… as well as owning old metal" would assert it.
    // (Set 24: so does a reveal without "about": "Boxing isn't just about throwing punches — it's a full-body workout" became
    // "is about throwing punches as well as a full-body workout", two sides that do not match.)
    if (ADDITIVE.has(just) && !also && aboutX) return `${lead}${subjectBe} about more than ${x}: ${second.charAt(0).toLowerCase()}${second.slice(1)}`;
    // (Nor does one with "and"/"or" ("dignity and hope as well as sorting tins" reads as a list), nor a
    // "when/what…" X, which would read as a clause of the sentence once it stands last.)
    // (Nor does a Y with a relative clause: "memories that last a lifetime as well as jumping".)
    if (BACK_POINTER.test(y) || WH.test(x) || /\b(?:that|which|who|where)\b/u.test(y) || (!y.includes(",") && /\b(?:and|or)\b/u.test(y)))
      return `${lead}${subjectBe} ${aboutX}${x} as well as ${aboutX ? "" : aboutY}${y}${stop}`;
    if (y.includes(",") || y.split(/\s+/u).length > 8) {
      // (Set 25: "Charging at home isn't just convenient — it's the single most cost-effective way…" -> "is convenient, but even
      // more the single most…" left the second part without a verb: without "about", the reveal keeps its own clause.)
      if (!aboutX && !aboutY) return `${lead}${subjectBe} ${x}, and ${second.charAt(0).toLowerCase()}${second.slice(1)}`;
      return `${lead}${subjectBe} ${aboutX}${x}, but even more ${aboutX ? aboutBoth : aboutY}${y}${stop}`;
    }
    // ("it's not just food, it's a little experiment on your counter" -> "…on your counter as well as food" hangs X on
    // Y's last phrase, "on food": after a Y with a phrase of its own, X comes first and Y is added.)
    // (Set 30: so does an infinitive, "a chance to be made whole as well as paperwork".)
    if (/\s(?:on|in|at|for|with|from|under|over|by|into|across|around|inside|behind|to)\s\S/u.test(y))
      return `${lead}${subjectBe} ${aboutX}${x}, and ${aboutX ? aboutBoth : aboutY}${y} too${stop}`;
    return `${lead}${subjectBe} ${aboutBoth}${y} as well as ${x}${stop}`;
  }
  // A plain denial must be staged like its reveal ("about X. It's about Y", "a luxury. It's a
  // necessity"): "The store wasn't open. It was late." is two facts, not a parallelism.
  // ("isn't built on advertising. It's built on…", "aren't designed for experts. They're designed
  // for…": the same participle, or preposition, opens both.)
  const shared = !aboutX && !aboutY && !just ? sharedLead(x, y) : null;
  if (shared !== null) {
    const denied = shared ? x.slice(shared.length + 1) : x;
    if (followed || y.includes(",") || y.split(" ").length > 12 || BACK_POINTER.test(y))
      return `${lead}${subjectBe} not ${x} but ${shared ? y.slice(shared.length + 1) : y}${stop}`;
    return `${lead}${subjectBe} ${y}, not ${denied}${stop}`;
  }
  if (!(aboutX && aboutY) && !(DETERMINER.test(x) && DETERMINER.test(y)) && !(WH.test(x) && WH.test(y))) return null;
  // (A Y that points back at X, "the story it already tells", stays after it too.)
  if (followed || y.includes(",") || y.split(" ").length > 12 || BACK_POINTER.test(y))
    return `${lead}${subjectBe} not ${just}${aboutX}${x} but ${aboutY}${y}${stop}`;
  return `${lead}${subjectBe} ${aboutY}${y}, not ${just}${aboutY ? "" : aboutX}${x}${stop}`;
}
