// Formatting tells, removed in aggressive mode only (standard keeps the text's formatting):
//   "## 🚀 Getting Started With The API"   -> "## Getting started with the API"
//   "- ✅ **Speed:** pages load fast"      -> "- Speed: pages load fast"
//   "…in 1994. citeturn0search0"            -> "…in 1994."
//   "https://x.org/a?utm_source=chatgpt.com" -> "https://x.org/a"
// Code blocks are left alone; an unfilled placeholder ("[Company Name]") is never guessed.

import { splitLines } from "../blocks.js";
import { BOLD_LABEL, CITATION_MARKUP, FENCE, HEADING, LEADING_EMOJI, LIST_ITEM, UTM_SOURCE } from "../../signs/markup.js";
import { profileFor } from "../languages.js";
import { labelGlossMarks } from "../typography.js";
import { startsClause } from "../clauses.js";
import { GLOSS_ADJECTIVE, GLOSS_DETERMINERS, INDEFINITE_SUBJECTS } from "../lang/en-punctuation.js";
import { IMPERATIVE_VERBS } from "../lang/en-openers.js";

// Cheap test: a text with none of these characters has no formatting tell to remove.
const GATE = /[#*_]|cite|turn\d|【|oai|utm_source|referrer=|\p{Extended_Pictographic}/u;
// Names a heading may hold that the body never mentions: days, months, languages and platforms.
const ALWAYS_CAPITALIZED = new Set(
  (
    "monday tuesday wednesday thursday friday saturday sunday january february march april june july august september october november december " +
    "english spanish french german italian portuguese chinese japanese korean arabic russian hindi dutch swedish polish greek turkish " +
    "java javascript typescript python rust ruby swift kotlin scala perl haskell elixir erlang julia dart php linux android macos ios excel " +
    "europe africa african asia asian america american european britain british england scotland wales ireland canada canadian australia australian christmas easter ramadan"
  ).split(" "),
);
// Words a heading writes in Title Case that are never names.
const MINOR = new Set(
  "a an and as at but by for from in into of on or over the to up via with your our their its my how what why when where who is are be can will vs this that these those it we you they he she there here do does not no if don't doesn't can't won't than then so all any more most about after before off out whether while without within".split(
    " ",
  ),
);

export function applyFormatting(text: string, language = "en"): string {
  if (!GATE.test(text)) return text;
  // German writes every noun with a capital: a heading's capitals are its grammar, not Title Case.
  const keepCase = profileFor(language)?.nounCapitals === true;
  const fillerGloss = profileFor(language)?.dash?.fillerGloss;
  const instructionGloss = profileFor(language)?.dash?.instructionGloss;
  const labelGlosses = profileFor(language)?.dash?.labelGlosses === true;
  const lowerAfterLabel = profileFor(language)?.lowerAfterLabel === true;
  const minorAfterLabel = profileFor(language)?.headingMinorWords;
  let lowerWords: { has(word: string): boolean } | undefined;
  let names: Names | undefined;
  let titleCaseStyle: boolean | undefined;
  let inFence = false;
  let out = "";
  const lines = [...splitLines(text)];
  const mixedLists = mixedBoldLists(lines);
  for (const [index, { text: line, eol }] of lines.entries()) {
    if (FENCE.test(line)) {
      inFence = !inFence;
      out += line + eol;
      continue;
    }
    if (inFence) {
      out += line + eol;
      continue;
    }
    let edited = removeResidue(line);
    const heading = HEADING.exec(edited);
    if (heading) {
      const marker = heading[1] ?? "";
      let title = (heading[2] ?? "").replace(LEADING_EMOJI, "");
      if (!keepCase) {
        // (German keeps its heading's case: the body's names are never asked for.)
        lowerWords ??= wordsInLowerCase(text);
        names ??= namesInText(text, headingWords(text));
        const profile = profileFor(language);
        // English: each heading on its own, with English's heading rules (see the profile's `headingsOneByOne`).
        const english = profile?.headingsOneByOne === true;
        const minor = profile?.headingMinorWords;
        // Outside English the headings change all or none: only when every Title Case heading of
        // the text can be lowered whole (see sentenceCase); mixed heading styles, or half a heading
        // lowered, would be worse than Title Case.
        if (!english) titleCaseStyle ??= allHeadingsConvertible(text, lowerWords, names, minor);
        if (english || titleCaseStyle) title = sentenceCase(title, lowerWords, names, english, minor) ?? title;
      }
      // German: an English-style Title Case heading ("Was Sich Für Dich Ändert") gets German case (see germanHeadingCase).
      else if (profileFor(language)?.headingMinorWords) {
        title = germanHeadingCase(title, text, profileFor(language)?.headingMinorWords ?? NO_WORDS);
      }
      const filler = profileFor(language)?.headingFiller;
      if (filler) title = title.replace(filler, "");
      edited = marker + title;
    } else {
      const item = LIST_ITEM.exec(edited);
      if (item && mixedLists.has(index)) {
        // A list whose items are not all bold labels keeps every item's bold: one item stripped would stand out.
        edited = item[1] + edited.slice(item[0].length).replace(LEADING_EMOJI, "");
      } else if (item) {
        const marker = item[1] ?? "";
        let rest = edited.slice(marker.length).replace(LEADING_EMOJI, "");
        // French writes a space before the colon ("**Arroser :**" -> "Arroser :"): a label that ends with one keeps it.
        rest = rest.replace(BOLD_LABEL, (whole: string, label: string, offset: number, line: string) => {
          // "**00:00** — Intro" (a time or a number before a dash) keeps its dash: "00:00: Intro" reads as a longer time.
          const dash = /(?:—|–|--)$/u.exec(whole);
          // "**£10** — pays for fuel" -> "£10 pays for fuel": an amount that a verb follows is the subject.
          if (dash && /^[£$€¥]\s?\d[\d.,]*$/u.test(label.trim()) && /^\s*(?:is|[a-z]{3,}(?<!ss|us)s) \S/u.test(line.slice(offset + whole.length)))
            return label.trim();
          if (dash && /\d$/u.test(label.trim())) return `${label.trim()} ${dash[0]}`;
          // "**Hybrids — the reliable layers:**" -> "Hybrids, the reliable layers:": the dash of an
          // apposition inside the label becomes a comma (one before a capital starts a title: kept).
          // ("**Starter — £12 a month:**", "**First place — "Quiet Hours":**" take the comma too.)
          // ("**Rats and mice — solid, humane-first solutions:**": a part with a comma of its own goes in brackets.)
          const text = label
            .trim()
            // (A label that already ends in brackets, "Roland Leighton (20–25)", takes the comma.)
            // ("**Come with clean, dry hair — the key to…:**": a term with a comma of its own puts the part in brackets too.)
            .replace(/(\)?) (?:—|–|--) ((?:\p{Ll}|[£$€¥\d"“'‘]).*)$/u, (whole: string, bracket: string, part: string, at: number, all: string) =>
              // ("**Attire — dressing for success:**", "**Space — the pivotal consideration:**" -> "Attire:", "Space:": a gloss that
              // says nothing goes, as in punctuation.ts dropFillerGloss; the language's dash data.)
              fillerGloss?.test(part.trim().toLowerCase())
                ? bracket
                : // ("**Leftovers — nothing goes to waste:**": a clause after the dash keeps it; a comma would splice.)
                  CLAUSE_IN_LABEL.test(part) || instructionGloss?.test(part) || (labelGlosses && englishGloss(all.slice(0, at), part, language) === "dash")
                  ? whole
                  : labelGlossMarks(all.slice(0, at) + bracket, part, /\d/u.test(part.replace(/^\S+/u, ""))) === "brackets" ||
                      (labelGlosses && englishGloss(all.slice(0, at), part, language) === "brackets")
                    ? ` (${part})`
                    : `${bracket}, ${part}`,
            );
          return `${text}${/[ \u00a0\u202f]$/u.exec(label)?.[0] ?? ""}:`;
        });
        // Set 19: "- **Quando:** Il medico visita" -> "- Quando: il medico visita" (see the profile's lowerAfterLabel); "La Direzione Sanitaria" keeps its capital.
        if (lowerAfterLabel && minorAfterLabel !== undefined && rest !== edited.slice(marker.length).replace(LEADING_EMOJI, ""))
          rest = rest.replace(/^([^:]{1,60}:[ \u00a0]+)(\p{Lu}\p{Ll}*)(?= \p{Ll})/u, (whole: string, head: string, word: string) =>
            minorAfterLabel.has(word.toLowerCase()) ? head + word.toLowerCase() : whole,
          );
        // "- **🧠 Mental health:** …": an emoji inside the bold label leads the item once the marks go.
        edited = marker + rest.replace(LEADING_EMOJI, "");
      }
    }
    out += edited + eol;
  }
  return out;
}

/**
 * The list items of lists (items and blank lines between them) that open with bold, some as a
 * label the formatting pass strips ("**Medios económicos:** …") and some not ("**Carta de
 * admisión** de la universidad…"): such a list keeps its bold in every item.
 */
function mixedBoldLists(lines: readonly { text: string }[]): Set<number> {
  const mixed = new Set<number>();
  let group: number[] = [];
  let labels = 0;
  let others = 0;
  const close = (): void => {
    if (labels > 0 && others > 0) for (const k of group) mixed.add(k);
    group = [];
    labels = 0;
    others = 0;
  };
  for (const [k, { text }] of lines.entries()) {
    const item = LIST_ITEM.exec(text);
    if (!item) {
      if (text.trim() !== "") close();
      continue;
    }
    group.push(k);
    const rest = text.slice(item[0].length).replace(LEADING_EMOJI, "");
    if (BOLD_LABEL.test(rest)) labels++;
    else if (/^(?:\*\*|__)/u.test(rest)) others++;
  }
  close();
  return mixed;
}

// A parameter standing alone after a space, before a stop ("…£95 ?utm_source=chatgpt.com."): its space goes too.
const LONE_UTM = new RegExp(`[ \\t]+(?:${UTM_SOURCE.source})(?=[.,;:!?)]|$)`, "gu");

/**
 * Chatbot citation tokens and tracking parameters, with the space before a token that punctuation
 * (or the end of the line) follows: "works citeturn0search1." -> "works.". Only the spaces around
 * a removed token go: the space French writes before ; : ! ? elsewhere in the line stays, and so
 * does one it wrote between the token and such a mark ("clairs citeturn0 : la" -> "clairs : la").
 */
function removeResidue(line: string): string {
  let edited = line;
  CITATION_MARKUP.lastIndex = 0;
  if (CITATION_MARKUP.test(line)) {
    edited = "";
    let last = 0;
    CITATION_MARKUP.lastIndex = 0;
    for (let match = CITATION_MARKUP.exec(line); match; match = CITATION_MARKUP.exec(line)) {
      edited += line.slice(last, match.index);
      last = match.index + match[0].length;
      let next = last;
      // (a no-break space before a French "; : ! ?" is looked past too: "2025 citeturn1search0\u202f;" -> "2025\u202f;", not two spaces)
      while (line[next] === " " || line[next] === "\t" || line[next] === "\u00a0" || line[next] === "\u202f") next++;
      const mark = line[next];
      // (Set 29: "…factors (as of my last update in 2025) citeturn0search2 (https://…)" left two brackets side by side: the
      // link's bracket joins the note's, "(as of 2025; https://…)".)
      if (mark === "(" && /\)[ \t]*$/u.test(edited) && /^\((?:https?:\/\/|www\.)/u.test(line.slice(next, next + 12))) {
        edited = `${edited.replace(/\)[ \t]*$/u, "")}; `;
        last = next + 1;
        continue;
      }
      if (next === line.length || mark === "." || mark === "," || mark === ")") {
        edited = edited.replace(/[ \t]+$/u, "");
        last = next;
      } else if (mark === ";" || mark === ":" || mark === "!" || mark === "?") {
        edited = edited.replace(/[ \t]+$/u, ""); // the spaces between the token and the mark stay
      } else if (/[ \t]$/u.test(edited)) {
        last = next; // "booked at X. citeturn1search0 Waiting times": one space between the sentences, not two
      }
    }
    edited += line.slice(last);
  }
  return edited
    .replace(LONE_UTM, "")
    .replace(UTM_SOURCE, (match, offset: number, whole: string) => {
      // "?utm_source=chatgpt.com&x=1" keeps "?x=1"; a trailing "&" parameter just goes.
      return match.startsWith("?") && whole[offset + match.length] === "&" ? "?" : "";
    })
    .replace(/\?&/gu, "?");
}

/**
 * "Getting Started With The API" -> "Getting started with the API": a word after the first
 * loses its capital unless it is a name (the body capitalises it and never writes it in lower
 * case: "Oslo", "Anna"), an acronym or mixed case ("NASA", "iPhone"), or the first word after a
 * colon. Only a heading whose words are all capitalised is changed.
 */
function sentenceCase(
  title: string,
  lowerWords: { has(word: string): boolean },
  names: Names,
  english: boolean,
  languageMinor: ReadonlySet<string> = NO_WORDS,
): string | null {
  const isMinor = (lower: string): boolean => MINOR.has(lower) || languageMinor.has(lower);
  // ("Il Ruolo dell'Intestino": after an elided article or preposition the word itself counts.)
  const words = (title.match(/\p{L}[\p{L}'’-]*/gu) ?? []).map((w) => w.replace(ELIDED, ""));
  // The words after the first that tell Title Case: "Moving Day", "What's On", "Before You Go".
  // Title Case writes its content words with a capital and may leave the minor ones in lower case
  // ("Key Types at a Glance"); a capitalised minor word tells it too ("What's On").
  const rest = words.slice(1).filter((w) => w !== w.toUpperCase());
  const content = rest.filter((w) => w.length >= 3 && !isMinor(w.toLowerCase()));
  const minorCapitals = rest.filter((w) => isMinor(w.toLowerCase()) && /^\p{Lu}/u.test(w));
  // ("Finding Us", "Contact Me": in English a capitalised word of two letters tells it too.)
  const shortCapitals = english ? rest.filter((w) => w.length === 2 && /^\p{Lu}\p{Ll}$/u.test(w) && !isMinor(w.toLowerCase())) : [];
  // ("Step-By-Step": one hyphenated word whose parts the body writes in lower case.)
  const hyphenated =
    english &&
    words.length === 1 &&
    /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)+$/u.test(words[0] ?? "") &&
    ((words[0] ?? "")
      .split("-")
      .slice(1)
      .every((part) => isMinor(part.toLowerCase()) || lowerWords.has(part.toLowerCase())) ||
      // ("Day-To-Day", "Farm-To-Table": a minor word inside tells a phrase, not a name, unless the body writes it capitalised.)
      ((words[0] ?? "").split("-").some((part) => isMinor(part.toLowerCase())) &&
        !names.inside.has((words[0] ?? "").toLowerCase()) &&
        !names.anywhere.has((words[0] ?? "").toLowerCase())));
  if (hyphenated) {
    const word = words[0] ?? "";
    return title.replace(word, word.charAt(0) + word.slice(1).toLowerCase());
  }
  if (words.length < 2 || content.length + minorCapitals.length + shortCapitals.length < 1 || !content.every((w) => /^\p{Lu}/u.test(w))) return title;
  // "Concerto de Natal do Coral Vozes do Este": outside English, a capital after "de/do/da…" is
  // most often a name's (a choir, a place) that the body may never write; such a heading stays.
  // (null: a Title Case heading that cannot be lowered whole.)
  if (!english && /\s(?:de|do|da|dos|das|del|della|delle|dei|di|du|des|von|van)\s+\p{Lu}/u.test(title)) return null;
  let unknown = false;
  let first = true;
  // A capitalised word right after a name continues it: "Derek Hall", "Ironbark Fitness",
  // "Hawthorn Primary School" (a name the body never writes whole).
  let afterName = false;
  // Right after a word kept as part of a name the body wrote whole: only a place's or a body's noun continues it.
  let afterKept = false;
  // An emphasised or quoted stretch is a title or a quotation: "Review: *The Salt Archive*".
  const kept = [...title.matchAll(/(\*{1,2}|_{1,2})[^*_]+?\1|"[^"]+"|“[^”]+”/gu)].map((m) => [m.index, m.index + m[0].length] as const);
  // A name of several words the body writes inside a sentence ("Millbrook Community Pantry") stays whole.
  for (const run of names.runs) {
    for (let at = title.indexOf(run); at >= 0; at = title.indexOf(run, at + 1)) {
      if (!/[\p{L}\p{N}]/u.test(title.charAt(at - 1)) && !/[\p{L}\p{N}]/u.test(title.charAt(at + run.length))) kept.push([at, at + run.length]);
    }
  }
  // "Fenwick Otters Spring Gala" when the body writes "the Fenwick Otters Amateur Swimming Club Spring
  // Gala": a heading's run of capitalised words that one name of the body holds whole stays whole.
  for (const run of title.matchAll(/\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)+/gu)) {
    const runWords = run[0].split(" ");
    if (names.runs.some((name) => runWords.every((word) => ` ${name} `.includes(` ${word} `)))) kept.push([run.index, run.index + run[0].length]);
  }
  // (Set 21: "The Crumb & Crust Newsletter": capitalised words joined by "&" that the body never writes in lower case are a name.)
  // ("Dunkery View B&B", "R&D": capitals joined by "&" are an abbreviation.)
  for (const m of title.matchAll(/\p{Lu}+(?:&\p{Lu}+)+/gu)) kept.push([m.index, m.index + m[0].length]);
  for (const m of title.matchAll(/\p{Lu}[\p{L}'’-]* & \p{Lu}[\p{L}'’-]*/gu))
    if (m[0].split(" & ").every((w) => !lowerWords.has(w.toLowerCase()))) kept.push([m.index, m.index + m[0].length]);
  const named = (lower: string): boolean =>
    // (A gerund that opens two sentences is no name: "Why Buying Refurbished Matters" when the body starts "Buying refurbished…" twice.)
    names.inside.has(lower) || (!lowerWords.has(lower) && (names.anywhere.has(lower) || ((names.starts.get(lower) ?? 0) >= 2 && !/.{3}ing$/u.test(lower))));
  // ("Your Highland Adventure" when the body writes "the Highlands": the name's adjective.)
  const isName = (lower: string): boolean => ALWAYS_CAPITALIZED.has(lower) || named(lower) || names.inside.has(`${lower}s`);
  // "Loose-Lead Walking" -> "Loose-lead walking": the parts after a hyphen of a word that keeps its
  // capital (the first, or the first after a colon or a dash) are ordinary words too.
  const lowerHyphenParts = (word: string, offset: number): string =>
    /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)+$/u.test(word) && !kept.some(([start, end]) => offset >= start && offset < end)
      ? word.replace(/-(\p{Lu}\p{Ll}+)/gu, (part, rest: string) => (isName(rest.toLowerCase()) ? part : `-${rest.toLowerCase()}`))
      : word;
  const caseWord = (word: string, offset: number): string => {
    const elided = english ? null : ELIDED.exec(word);
    if (elided) return elided[0] + caseWord(word.slice(elided[0].length), offset + elided[0].length);
    const gap = title.slice(0, offset);
    // Only a space joins two words of one name: "Ironbark Fitness — March" stops at the dash.
    // ("When Do The Restrictions Apply?": a word the body writes in lower case does not continue a name.)
    // ("Lakeport's New Bike Share": after a possessive the next word starts another phrase.)
    // (Set 29: "How Plan 5 Actually Works": a figure ends the name, "Plan 5", and what follows is the sentence.)
    const joined =
      afterName &&
      / $/u.test(gap) &&
      !/[^\p{L}\p{N}'’ -] *$/u.test(gap) &&
      !/['’]s $/u.test(gap) &&
      !/\p{N} $/u.test(gap) &&
      !lowerWords.has(word.toLowerCase());
    const lower = word.toLowerCase();
    // ("Bolster's Garden Centre": the body's names are kept without their "'s".)
    // ("In Our Customers' Words": a plural possessive is its noun too.)
    const key = lower.replace(/['’]s?$/u, "");
    if (first) {
      first = false;
      // (A nationality or a month is capitalised by rule, not as a name: "British Weather" is no name.)
      afterName = /^\p{Lu}/u.test(word) && !isMinor(lower) && named(key);
      // (Set 30: "High-Value Items Deserve…" -> "High-Value items…" when the body writes "our High-Value Inventory form": a
      // hyphenated word the body capitalises only inside a longer name is that name's, and here an ordinary word.)
      if (
        english &&
        afterName &&
        word.includes("-") &&
        !names.inside.has(key) &&
        !kept.some(([start, end]) => offset >= start && offset < end) &&
        names.runs.some((run) => ` ${run.toLowerCase()} `.includes(` ${key} `))
      )
        afterName = false;
      return english && !afterName ? lowerHyphenParts(word, offset) : word;
    }
    const afterWord = (afterName || afterKept) && !/\p{N} $/u.test(gap);
    afterName = false;
    afterKept = false;
    if (kept.some(([start, end]) => offset >= start && offset < end)) {
      afterKept = true;
      return word;
    }
    // (and after a spaced dash: "Article 4 — Partage" keeps its capital as the other articles do)
    // ("Kitten or Adult Cat? A Pivotal First Choice": after a question mark a sentence starts.)
    // (English sentence case runs on past a dash: "Fees — A Quick Overview" -> "Fees — a quick overview".)
    if (/(?::|[?!]|\s[—–])\s*[*_"“'‘(]*$/u.test(gap) && !(english && /\s[—–]\s*[*_"“'‘(]*$/u.test(gap))) {
      afterName = isName(key);
      // ("Waterproofing: Gore-Tex or Leather?": a word the body writes as it stands, even opening a sentence, keeps its capitals.)
      return english && !afterName && !names.starts.has(key) ? lowerHyphenParts(word, offset) : word; // "Step 4: Master watering"
    }
    // (Set 26: "Gobble Wobble 5K" -> "5k": a letter glued to a figure is a unit or a code, "10K", "4G", "3D".)
    if (/\p{N}$/u.test(gap)) return word;
    if (word === "I" || !/^\p{Lu}\p{Ll}*(?:['’-]\p{L}+)*['’]?$/u.test(word)) return word;
    // "Le 100 % Santé": outside English, a capital right after a percentage belongs to a name.
    if (!english && /%\s$/u.test(gap)) return word;
    if (isMinor(lower)) return lower;
    // (Set 29: "Key Dates For Fall 2028 Transfer": a season before a year names a term or an intake, "Fall 2028".)
    if (english && SEASONS.has(lower) && /^ \d{4}(?!\d)/u.test(title.slice(offset + word.length))) return word;
    // (Set 29: "Welcome Home, Wildcats!": the one called by a greeting is a name, or a group's.)
    if (english && GREETING_BEFORE.test(gap) && /^\s*[!,.]/u.test(title.slice(offset + word.length))) {
      afterName = true;
      return word;
    }
    // "Hollins Vale Juniors FC": the word before a club's or a company's suffix is part of its name.
    // "Kestrel Camera Club", "St Jude's Church": a place's or a body's noun right after a name continues it.
    // ("Coach Amara", "Curator Helen Marsh": a title right before a name keeps its capital.)
    const nextName = TITLES.has(key) && / (\p{Lu}[\p{L}'’-]*)/uy.exec(title.slice(offset + word.length));
    // ("Your Tuition At A Glance" when the body writes "Foster Tuition": a word the body capitalises only
    // after another word of a name is no name after "your"; set 20.)
    if (english && POSSESSIVE_BEFORE.test(gap) && namesContinuedOnly(names.runs, word)) return lower;
    if (
      joined ||
      // ("Ledbury Cider Works": after a name, the word before a works' or a brewery's noun is part of it.)
      (english && afterWord && TRADE_SUFFIX.test(title.slice(offset + word.length))) ||
      isName(key) ||
      ORG_SUFFIX.test(title.slice(offset + word.length)) ||
      (afterWord && ORG_NOUNS.has(lower) && / $/u.test(gap)) ||
      (nextName && named((nextName[1] ?? "").toLowerCase().replace(/['’]s$/u, "")))
    ) {
      // (A language or a nationality does not open a name: "Why a little Italian goes a long way".)
      afterName = joined || !ALWAYS_CAPITALIZED.has(key);
      return word;
    }
    // Outside English a word the body never writes (in lower case, or as a name) may be a name
    // only the heading holds ("Distillerie du Grand Adrech", "Centro Parole in Gioco"): without it
    // known, the heading is not lowered at all.
    if (!english && !lowerWords.has(lower)) unknown = true;
    // (Set 29: "…Update From Jo's Little Explorers": after a name's "'s" a word the body never writes may be the rest of a
    // name only the heading holds, a nursery's or a shop's; the heading stays as it is rather than lower half a name.)
    if (english && afterWord && /['’]s $/u.test(gap) && !lowerWords.has(lower)) unknown = true;
    // ("Pre-MOT Checks" -> "pre-MOT checks": an acronym after a hyphen keeps its capitals.)
    return /-\p{Lu}{2}/u.test(word) ? word.replace(/(^|-)(\p{Lu}\p{Ll}+)/gu, (_m, h: string, p: string) => h + p.toLowerCase()) : lower;
  };
  const cased = title.replace(/\p{L}[\p{L}'’-]*/gu, caseWord);
  if (unknown) return null;
  return keepHalfNames(title, cased);
}

const NO_WORDS: ReadonlySet<string> = new Set();
const SEASONS = new Set(["spring", "summer", "fall", "autumn", "winter"]);
const GREETING_BEFORE = /(?:^|\s)(?:welcome(?: home| back)?|hello|hi|hey|dear|congratulations|thank you|thanks),\s+$/iu;
// "l'", "dell'", "d'", "un'": an elided article or preposition glued to the next word.
const ELIDED = /^\p{Ll}{1,5}['’](?=\p{Lu})/u;
const HEADING_ONE = /^ {0,3}#{1,6}[ \t]+(.*?)\r?$/u;

/** Outside English: every heading of the text is either no Title Case or one sentenceCase lowers whole. */
function allHeadingsConvertible(text: string, lowerWords: { has(word: string): boolean }, names: Names, minor: ReadonlySet<string> | undefined): boolean {
  // (Not a "# comment" inside fenced code: the main loop leaves those alone too.)
  let inFence = false;
  for (const line of text.split("\n")) {
    if (FENCE.test(line)) inFence = !inFence;
    if (inFence) continue;
    const heading = HEADING_ONE.exec(line);
    if (!heading) continue;
    const title = (heading[1] ?? "").replace(LEADING_EMOJI, "");
    const cased = sentenceCase(title, lowerWords, names, false, minor);
    if (cased === null) return false;
    // Set 27: "Su Tarifa" (the body names "la Tarifa Libre") keeps every capital: a minor first word and a capital after it
    // still read as Title Case, and "Cómo será el cambio" beside it would mix two heading styles.
    if (cased === title && minor?.has((/^\p{L}+/u.exec(title)?.[0] ?? "").toLowerCase()) && /\s\p{Lu}\p{Ll}/u.test(title)) return false;
  }
  return true;
}

// "Derek has attended…", "Anna said…": the word after a name that opens a sentence is often its verb.
const VERB_AFTER_NAME =
  /^ (?:has|had|is|was|will|would|can|could|says|said|told|joins|joined|runs|ran|leads|led|lives|lived|works|worked|started|founded|[a-z]{2,}ed)(?![\p{L}\p{N}])/u;
const TITLES = new Set(
  "curator director manager chair chairman chairwoman councillor headteacher head coach captain secretary treasurer president professor dr doctor mayor reverend rev nurse chef judge founder owner editor principal warden officer".split(
    " ",
  ),
);
/**
 * Set 30: how an English label's gloss is set off where the bold goes, with the punctuation transform's tests (punctuation.ts
 * labelDash): a gloss that is a clause or opens with a verb keeps its dash ("Declared value, honesty is important:" spliced,
 * "Electronics, stay packed:" read as a vocative); after an instruction ("Collect from a SwiftPoint, ultimate flexibility:"),
 * or when the gloss opens with neither a determiner nor an adjective's ending ("Service, premium peace of mind:"), a comma
 * would make an apposition that does not parse: brackets, which set off a remark whatever it says.
 */
function englishGloss(term: string, gloss: string, language: string): "dash" | "brackets" | "comma" {
  const profile = profileFor(language);
  if (!profile) return "dash";
  const termWords = term.toLowerCase().match(/[\p{L}'’-]+/gu) ?? [];
  const glossWords = gloss.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  const first = glossWords[0] ?? "";
  if (INDEFINITE_SUBJECTS.has(first) || startsClause(glossWords.slice(0, 3), profile)) return "dash";
  // (A figure or a quotation opens a gloss the comma sets off: "**Starter — £12 a month:**", "**First place — "Quiet Hours":**".)
  if (/^[£$€¥\d"“'‘]/u.test(gloss)) return IMPERATIVE_VERBS.has(termWords[0] ?? "") ? "brackets" : "comma";
  if (GLOSS_DETERMINERS.has(first) || first === "where" || first === "which") return IMPERATIVE_VERBS.has(termWords[0] ?? "") ? "brackets" : "comma";
  if (GLOSS_ADJECTIVE.test(first)) return IMPERATIVE_VERBS.has(termWords[0] ?? "") ? "brackets" : "comma";
  // (A word of no known kind: "stay packed" opens with a verb, "premium peace of mind" with a noun's modifier.)
  return profile.auxiliaries.has(first) || IMPERATIVE_VERBS.has(first) ? "dash" : "brackets";
}
// Set 22 (en-a): "**Final fittings — don't leave them too late:**": a negated imperative after the dash is a clause too.
const CLAUSE_IN_LABEL =
  /^(?:(?:nothing|everything|everyone|nobody|no one|it|we|you|they|there|this|that|he|she|I)(?:['’](?:s|re|ll|ve))?|don['’]t|do not|let['’]s|please) \p{Ll}/u;
const ORG_NOUNS = new Set(
  "club society association school college academy hall centre center trust museum library station church chapel cathedral theatre choir band orchestra group council cattery gallery park gardens shop hospice festival market fair works brewery distillery mill mills co company".split(
    " ",
  ),
);
const ORG_SUFFIX = /^ (?:FC|AFC|RFC|CC|CIC|Ltd|PLC|LLP|Inc)(?![\p{L}\p{N}])/u;
const TRADE_SUFFIX = /^ (?:Works|Brewery|Distillery|Mill|Mills|Co|Company)(?![\p{L}\p{N}])/u;
const POSSESSIVE_BEFORE = /(?:^|\s)(?:your|our|my|their|his|her) $/iu;
/** Does the body capitalise `word` only inside its runs of names, and never as their first word ("Tuition" of "Foster Tuition")? */
function namesContinuedOnly(runs: readonly string[], word: string): boolean {
  let inside = false;
  for (const run of runs) {
    const words = run.split(" ");
    if (words[0] === word) return false;
    if (words.includes(word)) inside = true;
  }
  return inside;
}
const HEADING_WORD = /\p{L}[\p{L}'’-]*/gu;

/**
 * A part of the heading (between dashes or colons) that sentence case would leave half a name is
 * left as written: "Kestrel Camera club Annual Print…" (a word lowered between two kept capitals)
 * and "The great Hartwell Charity Quiz Night" (an event's name that opens with "The") are Title Case
 * names the body never wrote whole; a Title Case heading is a sign, a broken name is an error.
 */
function keepHalfNames(title: string, cased: string): string {
  if (cased === title || cased.length !== title.length) return cased;
  const words = [...title.matchAll(HEADING_WORD)];
  let out = cased;
  let start = 0;
  for (let i = 0; i <= words.length; i++) {
    const word = words[i];
    const end = word?.index ?? title.length;
    const boundary = i === words.length || (i > start && /[—:?!]| [–-] /u.test(title.slice((words[i - 1]?.index ?? 0) + (words[i - 1]?.[0].length ?? 0), end)));
    if (!boundary) continue;
    const part = words.slice(start, i);
    const state = part.map((w) => {
      const was = /^\p{Lu}/u.test(w[0]);
      const now = /^\p{Lu}/u.test(cased.slice(w.index, w.index + w[0].length));
      return !was || w[0] === "I" ? "plain" : now ? "kept" : MINOR.has(w[0].toLowerCase()) ? "minor" : "lowered";
    });
    // One word lowered between two kept ones, a space each side ("Camera club Annual"); after a
    // suffix in capitals the name has ended ("Harbor City FC edge Riverton").
    const spaced = (k: number): boolean => {
      const a = part[k];
      const b = part[k + 1];
      return a !== undefined && b !== undefined && title.slice(a.index + a[0].length, b.index) === " ";
    };
    const between = state.some(
      (s, k) =>
        k >= 2 &&
        s === "lowered" &&
        state[k - 1] === "kept" &&
        state[k + 1] === "kept" &&
        spaced(k - 1) &&
        spaced(k) &&
        !/^\p{Lu}+$/u.test(part[k - 1]?.[0] ?? ""),
    );
    const theName = part[0]?.[0] === "The" && state[1] === "lowered" && state[2] === "kept" && state[3] === "kept";
    if ((between || theName) && part.length > 0) {
      const from = part[0]?.index ?? 0;
      const last = part[part.length - 1];
      const to = (last?.index ?? 0) + (last?.[0].length ?? 0);
      out = out.slice(0, from) + title.slice(from, to) + out.slice(to);
    }
    start = i;
  }
  return out;
}

/**
 * German writes its nouns with a capital, so a heading's capitals are its grammar ("Mögliche Vorteile"), but a chatbot
 * writes English Title Case ("Was Sich Für Dich Ändert", "Unterstützung In Der Schweiz"; set 24's reader, every file).
 * A heading whose words after the first include a capitalised minor word (an article, a preposition, a pronoun, an
 * auxiliary: the language's `headingMinorWords`) is Title Case; then its minor words, and the words the body writes
 * in lower case (a verb, an adjective: "Warum guter Schlaf so wichtig ist"), take a lower-case initial. A word after a
 * determiner or after a word the body writes in lower case is taken for a noun and keeps its capital ("Gesundes Essen"),
 * and so does a word after a colon or a dash, "Sie" and its forms, and anything in quotation marks (a name).
 */
function germanHeadingCase(title: string, text: string, minor: ReadonlySet<string>): string {
  const quoted = [...title.matchAll(/„[^“”]*[“”]|«[^»]*»|"[^"]*"|\*{1,2}[^*]+\*{1,2}/gu)].map((m) => [m.index, m.index + m[0].length] as const);
  const words = [...title.matchAll(/\p{L}[\p{L}-]*/gu)].filter((m) => !quoted.some(([a, b]) => m.index >= a && m.index < b));
  const capitalMinor = words.slice(1).some((m) => /^\p{Lu}\p{Ll}/u.test(m[0]) && minor.has(m[0].toLowerCase()));
  // (Also a question whose last word, its verb, is capitalised: "Was Familien Sagen", "Was Sie Erwartet"; and a participle
  // before its auxiliary: "Für wen es nicht Geeignet ist".)
  const lastWord = words.at(-1)?.[0] ?? "";
  const questionVerb =
    words.length >= 3 &&
    GERMAN_QUESTION.test(words[0]?.[0] ?? "") &&
    /^\p{Lu}\p{Ll}+(?:t|en)$/u.test(lastWord) &&
    !GERMAN_DETERMINER.test(words.at(-2)?.[0].toLowerCase() ?? "");
  const participle = words.some((m, k) => k > 0 && PARTICIPLE.test(m[0]) && AUXILIARY.test(words[k + 1]?.[0] ?? ""));
  if (!capitalMinor && !questionVerb && !participle) return title;
  // The body's own case: a word it writes in lower case between words (not in a URL's path, "/gruppen"), and a word it
  // capitalises after a lower-case word (a name's adjective, "die Deutsche Bahn").
  const body = text.replace(/^#.*$/gmu, "");
  const writesLower = (word: string): boolean => new RegExp(`(?:^|[\\s(„"'])${word}(?=[\\s,.;:!?)“"'])`, "u").test(body);
  const inName = (word: string): boolean => new RegExp(`\\p{Ll} ${word}(?=[\\s,.;:!?)“"'])`, "u").test(body);
  const stem = (lower: string): string => lower.replace(/(?:st)?(?:e|er|es|en|em)$/u, "");
  const adjectiveLike = (w: string): boolean => writesLower(w) || (w.length >= 5 && writesLower(stem(w)));
  let out = title;
  let previous = "";
  for (const [k, m] of words.entries()) {
    const word = m[0];
    const lower = word.toLowerCase();
    const next = words[k + 1]?.[0] ?? "";
    const gap = title.slice(k === 0 ? 0 : (words[k - 1]?.index ?? 0) + (words[k - 1]?.[0].length ?? 0), m.index);
    const afterBreak = k === 0 || /[:–—!?.]/u.test(gap);
    // (After a determiner or an adjective the word is a noun: "die Schweiz", "Gesundes Essen"; not after a pronoun, "Was Sie erwartet".)
    const afterAttribute = GERMAN_DETERMINER.test(previous) || (previous !== "" && !minor.has(previous) && !PRONOUN.test(previous) && adjectiveLike(previous));
    // A verb or an adjective by the body's own lower case (also inflected: "Guter" when the body writes "gut"), by an
    // adjective's ending ("Wichtig", "Eigentlich"), as the verb after "So"/"Das" ("So Erreichst du uns", "Das Sagen unsere
    // Gäste") or as the last word of a question's clause ("Was Familien Sagen", "Was die Krankenkasse Übernimmt"); an
    // adjective between a determiner and its noun ("Die Wichtigsten Änderungen", "Das Richtige Restaurant").
    const last = k === words.length - 1 && /^[\s?!.]*$/u.test(title.slice(m.index + word.length));
    const secondWordVerb =
      k === 1 && (words[0]?.[0] === "So" || (words[0]?.[0] === "Das" && (minor.has(next.toLowerCase()) || PRONOUN.test(next.toLowerCase()))));
    const nounNext = /^\p{Lu}/u.test(next) && !minor.has(next.toLowerCase()) && !GERMAN_ADJECTIVE.test(next.toLowerCase()) && !writesLower(next.toLowerCase());
    const attributive =
      GERMAN_DETERMINER.test(previous) &&
      nounNext &&
      /(?:e|er|es|en|em)$/u.test(lower) &&
      (adjectiveLike(lower) || (lower.length >= 5 && GERMAN_ADJECTIVE.test(stem(lower)))) &&
      !inName(word);
    const verbOrAdjective =
      (!afterAttribute &&
        (adjectiveLike(lower) ||
          GERMAN_ADJECTIVE.test(lower) ||
          (PARTICIPLE.test(word) && AUXILIARY.test(next)) ||
          (last && GERMAN_QUESTION.test(words[0]?.[0] ?? "") && /(?:t|en)$/u.test(lower)))) ||
      secondWordVerb ||
      attributive ||
      // "Ihre Wärme Von Morgen" -> "von morgen": the adverb after "von" at the end of the title or of its part, not the noun
      // "the morning" ("von Morgen bis Abend"; audit of set 27).
      (previous === "von" && /^(?:morgen|heute|gestern|übermorgen)$/u.test(lower) && /^(?:\s*[:–—!?.,]|\s*$)/u.test(title.slice(m.index + word.length)));
    if (!afterBreak && /^\p{Lu}\p{Ll}+$/u.test(word) && !POLITE.test(word) && (minor.has(lower) || (verbOrAdjective && !inName(word))))
      out = out.slice(0, m.index) + lower.charAt(0) + word.slice(1) + out.slice(m.index + word.length);
    previous = lower;
  }
  return out;
}
const PRONOUN = /^(?:sie|er|es|wir|ihr|ich|du|man|sich|uns|dich|mich)$/u;
const PARTICIPLE = /^Ge\p{Ll}{3,}(?:t|en)$/u;
const AUXILIARY = /^(?:ist|sind|wird|werden|war|waren|wurde|wurden|hat|haben)$/u;
const GERMAN_DETERMINER =
  /^(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|kein|keine|unser|unsere|unseren|unserem|ihr|ihre|ihren|ihrem|dein|deine|deinen|deinem|mein|meine|diese|dieser|dieses|jede|jeder|jedes)$/u;
const POLITE = /^(?:Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)$/u;
const GERMAN_ADJECTIVE = /^\p{Ll}{4,}ig$|^\p{Ll}{3,}(?:lich|isch|bar|sam)$/u;
const GERMAN_QUESTION = /^(?:Was|Wie|Warum|Wann|Wo|Wer|Wen|Wem|Weshalb|Wieso|Welche|Welcher|Welches|Worauf|Wofür)$/u;

/**
 * Words the text's body writes with a capital (outside headings). A heading word among them that
 * the body never writes in lower case is taken for a name ("Valdmere", "Anna") and keeps its capital.
 */
function namesInText(text: string, wanted: ReadonlySet<string>): Names {
  const names: Names = { inside: new Set(), anywhere: new Set(), runs: [], starts: new Map() };
  const lines = splitLines(text);
  for (const [index, { text: whole }] of lines.entries()) {
    if (HEADING.test(whole)) continue;
    // (Set 30: "| Service | Typical transit |" over "|---|---|": a table's header names its columns in the headings' case, and
    // "Choosing A Service" kept "Service"; its cells are no evidence of a name, the body's rows are.)
    if (whole.includes("|") && TABLE_RULE.test(lines[index + 1]?.text ?? "")) continue;
    // (Only the words the headings hold are asked about: a line without a capital or without one of them is passed over.)
    // A list item's bold label ("- **Set Your First Goal:** …") is Title Case by the same hand as the headings: no evidence of a name.
    const item = LIST_ITEM.exec(whole);
    // (An unfilled placeholder, "[Date]", "[Your Name]", names nothing.)
    // (So is one after a bullet's emoji: "- 🔖 **Booking reference:** …".)
    // (Set 30: unless a gloss in lower case follows its dash, "**Full Value Protection — the gold standard…:**": then the
    // label is not Title Case throughout, and the capitals before the dash are a name's; they stay for the heading too.)
    const line = (item ? item[1] + whole.slice(item[0].length).replace(LEADING_EMOJI, "").replace(BOLD_LABEL, labelName) : whole).replace(
      /\[[^\]\n]{1,40}\]/gu,
      (p) => " ".repeat(p.length),
    );
    for (const match of capitalisedRuns(line)) {
      const run = match[0];
      // A run none of whose words a heading holds can neither be in a heading nor name one of its words.
      let asked = false;
      for (const word of run.split(" ")) {
        const lower = withoutPossessive(word.toLowerCase());
        // ("the Highlands" names the heading's "Highland".)
        if (wanted.has(lower) || (lower.endsWith("s") && wanted.has(lower.slice(0, -1)))) {
          asked = true;
          break;
        }
      }
      if (!asked) continue;
      // ("Ashcombe Bonfire & Beacon Lighting", "Hartley & Dunn": after an ampersand a name goes on.)
      const inside = /[\p{Ll}\p{Lu},;&] $/u.test(line.slice(Math.max(0, match.index - 2), match.index));
      const words = run.split(" ");
      // "Restrictions operate from 8 am": one capitalised word opening a sentence is no evidence of a name.
      // (A plural noun: "Derek has attended…" still names Derek.)
      const opensSentence =
        !inside &&
        words.length === 1 &&
        (/^\p{Lu}\p{Ll}{3,}(?:[^s's]s|ing)$/u.test(run) || /^\s*:/u.test(line.slice(match.index + run.length))) &&
        (match.index === 0 ||
          /[.!?:]\s+$/u.test(line.slice(Math.max(0, match.index - 3), match.index)) ||
          (match.index < 8 && /^\s*(?:[-*+>]|\d+[.)])\s+$/u.test(line.slice(0, match.index))));
      // "Great Langdale Campsite": the last word of a longer name is its common noun ("campsite"), no
      // name of its own. One word that opens a sentence ("Regular tuning…", "Drop-off and…") is a
      // name when a verb follows it ("Derek has attended…") or when the body opens with it twice.
      if (!opensSentence) {
        const start =
          words.length === 1 &&
          !inside &&
          (match.index === 0 || /[.!?:]\s+$/u.test(line.slice(Math.max(0, match.index - 3), match.index))) &&
          !VERB_AFTER_NAME.test(line.slice(match.index + run.length));
        const named = words.length >= 3 ? words.slice(0, -1) : words;
        // ("Join Mayor Denise Whitaker for…": before a name of two words or more, the first word of a
        // run that opens a sentence is capitalised by the sentence, so it counts as an opener, not as
        // a name; "Anna Berg runs…" and "Delve Green Cricket Club is…" stay names.)
        const opensRun =
          !inside &&
          words.length >= 3 &&
          (match.index === 0 || /[.!?:]\s+$/u.test(line.slice(Math.max(0, match.index - 3), match.index))) &&
          !VERB_AFTER_NAME.test(line.slice(match.index + run.length));
        for (const [k, word] of named.entries()) {
          const lower = word.toLowerCase().replace(/['’]s$/u, "");
          // "Curator Helen Marsh": a title before a name is no name of its own.
          if (words.length >= 2 && TITLES.has(lower)) continue;
          if (start || (opensRun && k === 0)) names.starts.set(lower, (names.starts.get(lower) ?? 0) + 1);
          else names.anywhere.add(lower);
        }
      }
      // "The Boiler Upgrade Scheme (BUS) is…": "The" and two or more capitalised words open a name.
      // (So does any minor word that opens the sentence: "At Northern Vale Railway, we…".)
      if (!inside && words.length >= 3 && MINOR.has((words[0] ?? "").toLowerCase()))
        names.runs.push(
          words
            .slice(1)
            .join(" ")
            .replace(/['’]s$/u, ""),
        );
      // "Delve Green Cricket Club is delighted…": three capitalised words or more that open a sentence are a name too.
      else if (!inside && words.length >= 3) names.runs.push(run.replace(/['’]s$/u, ""));
      // (Set 26: "Ironbridge Fitness has stood…": two capitalised words before a verb are a name too, so the
      // heading's "…At Ironbridge Fitness" keeps it whole although the body writes "fitness" in lower case.)
      else if (!inside && words.length === 2 && VERB_AFTER_NAME.test(line.slice(match.index + run.length))) names.runs.push(run.replace(/['’]s$/u, ""));
      if (!inside) continue;
      // Inside a sentence, after a lower-case word or a comma: "visited Oslo", "the Harbor Inn".
      // "Council's" is the name "Council".
      if (words.length === 1) names.inside.add(run.toLowerCase().replace(/['’]s$/u, ""));
      else names.runs.push(run.replace(/['’]s$/u, ""));
    }
  }
  return names;
}

const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/u;

/** What of a bold label counts as the body's (namesInText): a run of capitalised words before a dash and a gloss in lower case. */
function labelName(label: string, inner: string): string {
  const named = /^(\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)+) (?:—|–|--) \p{Ll}/u.exec(inner);
  return named ? `${named[1]}: ${" ".repeat(Math.max(0, label.length - (named[1]?.length ?? 0) - 2))}` : "";
}

/** The words of the text's headings, in lower case (the only ones sentenceCase asks about). */
function headingWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const { text: line } of splitLines(text)) {
    if (!HEADING.test(line)) continue;
    for (const word of line.match(/\p{L}[\p{L}'’-]*/gu) ?? []) {
      const lower = word.toLowerCase().replace(/['’]s$/u, "");
      words.add(lower);
      if (lower.includes("-")) for (const part of lower.split("-")) words.add(part);
    }
  }
  return words;
}

// Capitalised words joined by single spaces: "Offer Holder Day", "Oslo".
// (Every capital is A-Z or at U+00C0 and above: the look-ahead lets the scan skip natively to
// those, where testing the large \p{Lu} class at every position took twice as long.)
const CAPITALISED_RUN = /(?=[A-Z\u00C0-\u{10FFFF}])\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)*/gu;
const WORD_BEFORE = /[\p{L}\p{N}]$/u;

/**
 * The runs of capitalised words that start a word ("McDonald" holds none at its "D"). The test of
 * the character before is done here, not as a lookbehind in the pattern: a lookbehind tried at
 * every position of the text doubled the cost of this pass.
 */
function* capitalisedRuns(line: string): Generator<RegExpExecArray> {
  CAPITALISED_RUN.lastIndex = 0;
  for (let match = CAPITALISED_RUN.exec(line); match; match = CAPITALISED_RUN.exec(line)) {
    if (match.index > 0 && WORD_BEFORE.test(line.slice(Math.max(0, match.index - 2), match.index))) {
      CAPITALISED_RUN.lastIndex = match.index + 1;
      continue;
    }
    yield match;
  }
}

/** "council's" -> "council" (as `.replace(/['’]s$/u, "")`, without a pattern: it runs for every capitalised word of the body). */
function withoutPossessive(lower: string): string {
  return lower.endsWith("'s") || lower.endsWith("’s") ? lower.slice(0, -2) : lower;
}

interface Names {
  /** One capitalised word inside a sentence ("visited Oslo"). */
  inside: Set<string>;
  /** Several capitalised words inside a sentence ("led by a Shift Coordinator"): a heading keeps them only together. */
  runs: string[];
  /** Capitalised in the body, not as one word opening a sentence. */
  anywhere: Set<string>;
  /** How often one capitalised word opens a sentence of the body (and is never capitalised elsewhere). */
  starts: Map<string, number>;
}

function wordsInLowerCase(text: string): { has(word: string): boolean } {
  // Asked for a heading's few words only: each is looked up once, with a native search for it as a
  // whole word (a pass of the whole text per heading word is far cheaper than listing every word).
  const answers = new Map<string, boolean>();
  return {
    has(word: string): boolean {
      let known = answers.get(word);
      if (known === undefined) {
        known = false;
        for (let at = text.indexOf(word); at >= 0 && !known; at = text.indexOf(word, at + 1)) {
          // (Set 29: "jo@josexplorers.co.uk" writes no lower-case "jo": an address's parts are no words of the text.)
          known =
            !WORD_CHAR.test(text.charAt(at - 1)) &&
            !WORD_CHAR.test(text.charAt(at + word.length)) &&
            !ADDRESS_CHAR.test(text.charAt(at - 1)) &&
            !ADDRESS_AFTER.test(text.charAt(at + word.length)) &&
            !(text.charAt(at + word.length) === "." && WORD_CHAR.test(text.charAt(at + word.length + 1)));
        }
        answers.set(word, known);
      }
      return known;
    },
  };
}

const WORD_CHAR = /[\p{L}\p{N}'’-]/u;
// (An e-mail address's parts and a domain's labels; not a URL's path, whose words are the site's words: "…/tickets"
// writes "tickets" in lower case, so "Get Your Tickets" lowers it.)
const ADDRESS_CHAR = /[@._]/u;
const ADDRESS_AFTER = /[@_]/u;
