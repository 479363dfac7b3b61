// Fewer em dashes and semicolons, the way an editor would remove them:
//   "X — Y — Z"            -> "X, Y, Z" (a short aside)
//   "X — clause"           -> "X. Clause" (when both halves stand alone)
//   "X — phrase"           -> "X, phrase"
//   "X; clause"            -> "X. Clause"
// Anything else is left alone.

import { CONTRAST_WORDS } from "../lang/contrast-words.js";
import { leadingWords, startsClause } from "../clauses.js";
import { capitalize, countWordTokens, decapitalize, isLowerInitial, tokenize, type Token } from "../tokens.js";
import { placeholderIndex } from "../mask.js";
import type { RewriteContext } from "./context.js";
import type { LanguageProfile } from "../languages.js";
import { GLOSS_ADJECTIVE, GLOSS_DETERMINERS, INDEFINITE_SUBJECTS } from "../lang/en-punctuation.js";
import { IMPERATIVE_VERBS } from "../lang/en-openers.js";
import { labelGlossMarks, spaceBeforeColon, spaceBeforeMark } from "../typography.js";

const MIN_HALF_WORDS = 4;
// What every rewrite here needs: an em or en dash, a semicolon, or "--" (a single "-" is a
// hyphen, as in "fast-paced", which dashPositions never takes for a dash).
const BREAK_CHAR = /[—–;]|--/;

/** Rewrites dashes and semicolons of one sentence; may return it as several sentences. */
export function applyPunctuation(sentence: string, context: RewriteContext): string[] {
  // No dash and no semicolon: nothing to do (the common case).
  if (!BREAK_CHAR.test(sentence)) return [sentence];
  // German sets its Gedankenstrich as a spaced en dash: ordinary punctuation there, not a sign.
  // As a colon it cut a sentence in two ("zur Verfügung: schreiben Sie"), as commas it spliced
  // an inserted clause ("Nicht nur … steigt – sie hat sich … erhöht –, sondern auch …").
  if (context.profile.spacedEnDash && !sentence.includes("—") && !sentence.includes(";")) return [sentence];
  const raw = tokenize(sentence);
  const original = dropFillerGloss(raw, context);
  if (original !== raw) sentence = joinText(original);
  const tokens = replaceDashPair(original, context);
  // Unchanged tokens join back to the sentence itself: keep that string (later transforms find its tokens by identity).
  return splitAtSingleBreak(tokens, context, tokens === original ? sentence : null);
}

/** Index of a dash used as punctuation: spaced " — ", or an em dash between words. */
function dashPositions(tokens: readonly Token[]): number[] {
  const positions: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (!token || token.kind !== "punct") continue;
    if (token.text === "—" || (token.text === "–" && tokens[i - 1]?.kind === "space")) positions.push(i);
    else if (token.text === "-" && tokens[i + 1]?.text === "-" && tokens[i - 1]?.kind === "space" && tokens[i + 2]?.kind === "space") {
      positions.push(i); // "--" typed as a dash
    }
  }
  return positions;
}

// Coordinating conjunctions of the supported languages: after a dash they take a comma (not a word that is a determiner in
// the text's language: Portuguese "— o futuro começa agora!" opens a clause, Spanish "o" is "or"; set 22, a comma spliced it).
const CONJUNCTIONS = new Set([
  "and",
  "but",
  "or",
  "yet",
  "so",
  "e",
  "mas",
  "ou",
  "et",
  "mais",
  "y",
  "pero",
  "o",
  "und",
  "aber",
  "oder",
  "doch",
  "ma",
  "ed",
  "però",
  // "— pas celui de la vitrine": a French clause never opens on "pas"; the contrast after the dash takes a comma (a colon cannot
  // announce it)
  "pas",
]);

function isConjunction(word: string, context: RewriteContext): boolean {
  const lower = word.toLowerCase();
  return CONJUNCTIONS.has(lower) && !context.profile.determiners.has(lower);
}

// Relative pronouns: a relative clause after a dash hangs on the noun before it, so it takes a comma
// ("un itinéraire alpin — qui récompense…" -> ", qui récompense…"; a colon would cut it off).
const RELATIVES = new Set(
  "which who whom whose qui dont lequel laquelle lesquels lesquelles auquel auxquels duquel quien quienes cual cuales cuyo cuya cuyos cuyas che cui quale quali quem cujo cuja cujos cujas welcher welche welches".split(
    " ",
  ),
);

const CLOSING_STOPS = new Set([",", ".", ";", ":", "!", "?", ")"]);

function replaceDashPair(tokens: readonly Token[], context: RewriteContext): readonly Token[] {
  const dashes = dashPositions(tokens);
  if (dashes.length !== 2) return tokens;
  const [a, b] = dashes as [number, number];
  const aside = tokens.slice(a + 1, b);
  const asideWords = countWordTokens(aside);
  if (asideWords === 0 || asideWords > 14 || aside.some((t) => t.text === "," || t.text === ";")) return tokens;
  if (countWordTokens(tokens.slice(0, a)) === 0 || countWordTokens(tokens.slice(b + 1)) === 0) return tokens;
  // Only between words: "However, — x —" must not become "However,, x,".
  const beforeA = lastSignificant(tokens.slice(0, a));
  const beforeB = lastSignificant(aside);
  if (beforeA?.kind === "punct" || beforeB?.kind === "punct") return tokens;
  // Set 28 (fr): "(Québec) J0R 1H0 — 450 224-6180 — perception@…": dashes between protected spans only (a postal code, a
  // phone number, an address) are the separators of a contact line, layout and no sign; commas would run them together.
  const afterB = tokens.slice(b + 1).find((t) => t.kind !== "space");
  if (beforeA?.kind === "mask" && afterB?.kind === "mask" && aside.every((t) => t.kind === "mask" || t.kind === "space")) return tokens;
  const out = [...tokens];
  let next = b + 1;
  while (tokens[next]?.kind === "space") next++;
  const closedByStop = tokens[next]?.kind === "punct" && CLOSING_STOPS.has(tokens[next]?.text ?? "");
  // "we can boost performance — internal tests showed syncs 38% faster — while…": an aside that is
  // a clause of its own goes in brackets; between commas it would splice into the sentence.
  const first = aside.find((t) => t.kind !== "space");
  const joined = first?.kind === "word" && (isConjunction(first.text, context) || RELATIVES.has(first.text.toLowerCase()));
  const alternative = context.profile.dash?.alternativeAside;
  if (
    (alternative !== undefined && asideWords <= 4 && first?.kind === "word" && first.text.toLowerCase() === alternative) ||
    (!joined &&
      (startsClause(leadingWords(aside, 0, 3), context.profile) ||
        nounThenFinite(leadingWords(aside, 0, 4), context.profile) ||
        nounThenPast(leadingWords(aside, 0, 3), context)))
  ) {
    replaceDash(out, a, " (");
    replaceDash(out, b, closedByStop ? ")" : ") ");
    return out.filter((t) => t.text !== "");
  }
  replaceDash(out, a, ", ");
  // "—y lo hará—, vuelve": the stop after the closing dash closes the aside ("…, y lo hará, vuelve"), not a second comma.
  replaceDash(out, b, closedByStop ? "" : ", ");
  return out.filter((t) => t.text !== "");
}

/** Replaces the dash at `index` (and the spaces around it, and a second "-" of "--") by `text`. */
function replaceDash(tokens: Token[], index: number, text: string): void {
  let end = index;
  if (tokens[index]?.text === "-" && tokens[index + 1]?.text === "-") end = index + 1;
  if (tokens[end + 1]?.kind === "space") tokens[end + 1] = { text: "", kind: "space" };
  if (tokens[index - 1]?.kind === "space") tokens[index - 1] = { text: "", kind: "space" };
  for (let t = index + 1; t <= end; t++) tokens[t] = { text: "", kind: "space" };
  tokens[index] = { text, kind: "punct" };
}

function splitAtSingleBreak(tokens: readonly Token[], context: RewriteContext, text: string | null): string[] {
  const dashes = dashPositions(tokens);
  let semicolons = 0;
  let semicolon = -1;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]?.text === ";" && tokens[i + 1]?.kind === "space") {
      semicolons++;
      semicolon = i;
    }
  }
  const breakCount = (dashes.length === 1 ? 1 : 0) + (semicolons === 1 ? 1 : 0);
  if (breakCount !== 1) return [text ?? joinText(tokens)];
  const index = dashes.length === 1 ? (dashes[0] as number) : semicolon;
  const isDash = tokens[index]?.text !== ";";
  const before = tokens.slice(0, index);
  let afterStart = index + 1;
  if (tokens[index]?.text === "-") afterStart++; // "--"
  const after = tokens.slice(afterStart);
  const beforeWords = countWordTokens(before);
  const afterWords = countWordTokens(after);
  if (beforeWords === 0 || afterWords === 0) return [text ?? joinText(tokens)];

  const firstAfter = after.findIndex((t) => t.kind !== "space");
  // "- **Kids' toys — a reliable bestseller:** $1 each": a term and its gloss inside a bold label.
  if (isDash && context.profile.dash?.labelGlosses) {
    const label = labelDash(tokens, index, context);
    if (label !== null) return label;
  }
  // "Not only has the library reopened; it has also added a café": a full stop would leave the
  // "Not only" half a fragment. Its own conjunction joins the halves: ", but it has also added…".
  // (The same after a subject: "Inductions not only protect you; they also safeguard…".)
  if (context.profile.dash?.notOnly.test(joinText(before).trimStart())) {
    if (!startsClause(leadingWords(after, 0, 3), context.profile)) return [text ?? joinText(tokens)];
    // Inside the sentence the "not only" goes too: "Inductions protect you, and they also safeguard…".
    const head = joinText(before).trimEnd();
    if (!/(?:^|\p{Co}\s+)Not only\b/u.test(head.trimStart()) && /\bnot only (?=\p{Ll})/u.test(head))
      return [`${head.replace(/\bnot only (?=\p{Ll})/u, "")}, and ${joinText(after.slice(firstAfter))}`];
    return [`${head}, but ${joinText(after.slice(firstAfter))}`];
  }
  // "…licence — without it, your test will be cancelled": a short fronted phrase, then a clause.
  // "…in advance — going nut-free is often the safest option": a gerund subject and its verb.
  const firstWords = leadingWords(after, 0, 4);
  const subordinators = context.profile.dash?.subordinators ?? context.profile.subordinators;
  const subordinate = subordinators !== undefined && (subordinators.has(firstWords[0] ?? "") || subordinators.has(`${firstWords[0]} ${firstWords[1]}`));
  const clause =
    !subordinate &&
    (startsClause(firstWords.slice(0, 3), context.profile) ||
      (isDash &&
        (clauseAfterFrontedPhrase(after, context) ||
          gerundSubject(after, firstWords, context) ||
          datedFront(after, context) ||
          pluralThenPast(firstWords, context))));
  const endsWithWord = lastSignificant(before)?.kind !== "punct";
  // "Oh, how exciting — running your first session is a rite of passage!": an exclamation before the
  // dash stands alone ("Oh, how exciting! Running…"); a comma would splice the clause onto it.
  // Not in a question ("How come — the shop was closed on Friday?").
  // (Set 20: nor only when a clause is recognised: "Oh, how exciting — moving from the wall to real rock is a
  // milestone!" opens with a gerund and a preposition, and a comma spliced it all the same; a subordinate clause stays.)
  if (
    !subordinate &&
    isDash &&
    afterWords >= MIN_HALF_WORDS &&
    context.profile.exclamation?.test(joinText(before).trim()) &&
    !/\?["”’»)]*\s*$/u.test(joinText(after))
  ) {
    const tailTokens = after.slice(firstAfter);
    const first = tailTokens[0];
    if (first?.kind === "word" && isLowerInitial(first.text)) tailTokens[0] = { text: capitalize(first.text), kind: "word" };
    return [`${joinText(before).trimEnd()}!`, joinText(tailTokens)];
  }
  if (clause && beforeWords >= MIN_HALF_WORDS && afterWords >= MIN_HALF_WORDS && endsWithWord && !(isDash && startsWithGerund(before))) {
    // "- **Containers:** bring tubs with lids; we sell packs at £3.50 each": an item with no stop of its own
    // keeps its semicolon; a full stop would leave two sentences, the last without one (set 20).
    if (!isDash && !/[.!?]/u.test(lastSignificant(after)?.text ?? "")) return [text ?? joinText(tokens)];
    const tailTokens = after.slice(firstAfter);
    const first = tailTokens[0];
    // "18 places at most — 11 are booked already": a sentence cannot open with a figure; a semicolon joins them.
    const figure =
      first?.kind === "word"
        ? /^\d/u.test(first.text)
        : first?.kind === "mask" && /^\d/u.test(context.spans?.[placeholderIndex(first.text.codePointAt(0) ?? 0)] ?? "");
    if (figure && isDash) {
      const out = [...tokens];
      const space = tokens[index - 1]?.kind === "space" ? (tokens[index - 1]?.text.slice(-1) ?? " ") : " ";
      replaceDash(out, index, `${spaceBeforeMark(context.profile.code, text ?? joinText(tokens), space, context.colonSpace)}; `);
      return [joinText(out)];
    }
    // "Parrainez un proche — vous recevrez un mois offert": a clause in the future after a dash is the consequence of the
    // one before (its reward or condition); a full stop would cut the link, so a colon announces it, or the dash stays
    // where the sentence has a colon already ("P.S. : …"; the profile's `consequence`).
    if (isDash && context.profile.consequence?.test(joinText(tailTokens))) {
      if (tokens.some((t) => t.text === ":")) return [text ?? joinText(tokens)];
      const out = [...tokens];
      const space = tokens[index - 1]?.kind === "space" ? (tokens[index - 1]?.text.slice(-1) ?? " ") : " ";
      replaceDash(out, index, `${spaceBeforeColon(context.profile.code, text ?? joinText(tokens), space, context.colonSpace)}: `);
      return [joinText(out)];
    }
    const head = joinText(before).trimEnd() + ".";
    if (first?.kind === "word" && isLowerInitial(first.text)) tailTokens[0] = { text: capitalize(first.text), kind: "word" };
    return [head, joinText(tailTokens)];
  }
  // "Hiking, biking, or swimming – nature is my refuge": the part before is no sentence
  // (a list of "-ing" phrases); a full stop would leave a fragment. Leave the dash.
  if (isDash && clause && startsWithGerund(before)) return [text ?? joinText(tokens)];
  // "…one of three stations — Sorting, Packing or Welcome Desk": a list that ends the sentence is
  // introduced by a colon; a comma would run its first item into the clause.
  if (
    isDash &&
    endsWithWord &&
    beforeWords >= 3 &&
    endsWithList(after) &&
    // ("— fostering dialogue, collaboration and innovation": a participle phrase, not a list to introduce.)
    !(startsWithGerund(after) && isLowerInitial(after.find((t) => t.kind !== "space")?.text ?? "")) &&
    !isEmphasized(before, context) &&
    lastSignificant(before)?.kind !== "mask" &&
    !tokens.some((t) => t.text === ":")
  ) {
    const out = [...tokens];
    const space = tokens[index - 1]?.kind === "space" ? (tokens[index - 1]?.text.slice(-1) ?? " ") : " ";
    replaceDash(out, index, `${spaceBeforeColon(context.profile.code, text ?? joinText(tokens), space, context.colonSpace)}: `);
    return [joinText(out)];
  }
  // (A clause after the dash takes the colon too when a half is too short to stand alone:
  // "The hall was busy — training sessions filled it"; a comma would splice them.)
  if (isDash && endsWithWord && (clause || !startsPhrase(after, context.profile))) {
    // "The results were clear — the new method won": a comma would splice two clauses, and
    // whether a noun phrase or a clause follows cannot be told from the words alone. A colon
    // reads right after a whole clause either way.
    // "- **Cherry tomatoes** — compact and rewarding" (a term and its gloss) and "**OSLO, May 2** —
    // The council…" (a dateline) keep their dash: a colon would make a bold inline label, a comma
    // would run the term into its gloss. Only a clause of plain words before the dash takes a colon.
    // A sentence that has a colon already ("Kitchen: quartz countertops — a chef's dream") keeps its dash.
    // A name right before the dash ("im CCH – Congress Center Hamburg statt") is glossed, not
    // explained: a colon would cut the clause in two.
    // Set 23 (fr): a line wholly in bold ("**Avis municipal — Service animation de la Ville**") is a title line: its dash is
    // layout, as in a heading, and a colon would make it read as a notice about the second part.
    if (
      beforeWords < 3 ||
      startsWithGerund(before) ||
      isEmphasized(before, context) ||
      lastSignificant(before)?.kind === "mask" ||
      isEmphasized(tokens, context)
    ) {
      return [text ?? joinText(tokens)];
    }
    const out = [...tokens];
    if (tokens.some((t) => t.text === ":")) {
      // …but a noun phrase after the dash is an apposition, and a comma sets it off: "Fossil Dig:
      // give each child a paintbrush — a hands-on activity…" -> "…a paintbrush, a hands-on activity…".
      const first = after[firstAfter];
      if (first?.kind !== "word" || !APPOSITION_STARTS.has(first.text.toLowerCase())) return [text ?? joinText(tokens)];
      replaceDash(out, index, ", ");
      return [joinText(out)];
    }
    // "…the symptoms — but the effect varies": a conjunction joins two clauses with a comma, not a
    // colon ("os sintomas: mas o efeito" reads wrong).
    const conjunction = after[firstAfter];
    // German "— und mit Übung kein Problem": "und" and "oder" need no comma, and one before a second predicate is wrong.
    if (conjunction?.kind === "word" && context.profile.bareConjunctions?.has(conjunction.text.toLowerCase())) {
      replaceDash(out, index, " ");
      return [joinText(out)];
    }
    if (conjunction?.kind === "word" && (isConjunction(conjunction.text, context) || RELATIVES.has(conjunction.text.toLowerCase()) || subordinate)) {
      replaceDash(out, index, ", ");
      return [joinText(out)];
    }
    // Set 28 (fr): "— un mécanisme simple en apparence, mais qui s'avère précis", "— un système simple, mais exigeant": a noun
    // phrase (a determiner first, no verb in its first words) whose ", mais" opens no clause of its own ("…, mais il reste cher")
    // joins two of its own predicates; a sentence of it would have no verb, so a comma sets it off as an apposition.
    const head = leadingWords(after, 0, 4);
    if (context.profile.determiners.has(head[0] ?? "") && !startsClause(head, context.profile) && !nounThenFinite(head, context.profile)) {
      let previous = "";
      for (let i = firstAfter; i < after.length; i++) {
        const token = after[i] as Token;
        if (token.kind === "space") continue;
        if (token.kind === "word" && CONTRAST_WORDS.has(token.text.toLowerCase())) {
          if (previous === "," && !startsClause(leadingWords(after, i + 1, 3), context.profile)) {
            replaceDash(out, index, ", ");
            return [joinText(out)];
          }
          break;
        }
        previous = token.text;
      }
    }
    // "Ein Zuschuss ist möglich — die genaue Summe kann ich allerdings nicht nennen": a part that turns
    // against the one before is no explanation for a colon to announce; it is a sentence of its own.
    if (beforeWords >= MIN_HALF_WORDS && afterWords >= MIN_HALF_WORDS && contrastInClause(after)) {
      const tailTokens = after.slice(firstAfter);
      const first = tailTokens[0];
      if (first?.kind === "word" && isLowerInitial(first.text)) {
        tailTokens[0] = { text: capitalize(first.text), kind: "word" };
        return [`${joinText(before).trimEnd()}.`, joinText(tailTokens)];
      }
    }
    // "…of your installation — just let me know", "…the rest — the open track is waiting for you!": a request, an
    // exhortation or an exclaimed clause is no explanation for a colon to announce; it is a sentence of its own.
    if (beforeWords >= MIN_HALF_WORDS && afterWords >= 2 && exhortationAfter(after.slice(firstAfter), context)) {
      const tailTokens = after.slice(firstAfter);
      const first = tailTokens[0];
      if (first?.kind === "word" && isLowerInitial(first.text)) {
        tailTokens[0] = { text: capitalize(first.text), kind: "word" };
        return [`${joinText(before).trimEnd()}.`, joinText(tailTokens)];
      }
    }
    // Set 28 (fr): "…votre facture actuelle — simplement !": a word or two exclaimed after the dash announce nothing; a colon
    // would leave them dangling, a comma keeps them a tail.
    if (!clause && afterWords <= 2 && /^[^,;:.?!]*!/u.test(joinText(after))) {
      replaceDash(out, index, ", ");
      return [joinText(out)];
    }
    // French sets a space before the colon ("simple : il suffit"): the one the text writes before
    // its other high punctuation, else the one that stood before the dash.
    const spaceBefore = tokens[index - 1]?.kind === "space" ? (tokens[index - 1]?.text.slice(-1) ?? " ") : " ";
    replaceDash(out, index, `${spaceBeforeColon(context.profile.code, text ?? joinText(tokens), spaceBefore, context.colonSpace)}: `);
    // German writes a whole sentence after a colon with a capital: "ausgeschlossen: Ein günstiger Preis…"
    // (five words or more read as a sentence here).
    // (Not a phrase that opens with a preposition: "mit sich: von Putzplänen bis zu Übernachtungsgästen"; nor an adjective before
    // its preposition, a verbless gloss: "Strecke unter: ideal für lange Züge".)
    const prepositions = context.profile.sentenceAfterColon;
    if (prepositions && afterWords >= 5) {
      const next = out.findIndex((t, i) => i > index && t.kind !== "space");
      const word = out[next];
      const [, second] = leadingWords(after, 0, 2);
      // (Nor a noun with its relative clause, a comment on the clause before: "zurückfordern: ein beachtliches Detail, das viele
      // übersehen".)
      if (
        word?.kind === "word" &&
        isLowerInitial(word.text) &&
        !prepositions.has(word.text) &&
        !/^\s*eine? (?:\p{Ll}+ ){0,2}[\p{Lu}\p{Co}]\S*, (?:der|die|das|den|dem) /u.test(joinText(after)) &&
        !(second !== undefined && prepositions.has(second) && !context.profile.determiners.has(word.text))
      )
        out[next] = { text: capitalize(word.text), kind: "word" };
    }
    return [joinText(out)];
  }
  // "- **44:20** — Networking e …": a label that is only a time, a number or a name, and its gloss,
  // as in a list of chapters; a comma would run them together ("44:20, networking").
  // ("2. **Wet-on-wet** — dropping paint…": an emphasised term and its definition keep the dash, as above;
  // a comma would run the term into a chain of participles. Set 19.)
  // "**Assunto:** Check-out e devolução da caução — encerrando com chave de ouro…!": after a short label, a line with no
  // full stop is a headline with no verb of its own, and a comma would hang the phrase on a noun; the dash stays.
  if (
    isDash &&
    afterLabelColon(before) &&
    lastSignificant(tokens)?.text !== "." &&
    startsPhrase(after, context.profile) &&
    !isConjunction(after[firstAfter]?.text ?? "", context)
  )
    return [text ?? joinText(tokens)];
  if (isDash && endsWithWord && !before.every((t) => t.kind === "mask" || t.kind === "space") && !isEmphasized(before, context)) {
    const out = [...tokens];
    replaceDash(out, index, ", ");
    // "May 10 – In a major development…": after a comma the next word is no longer a sentence start.
    const next = out.findIndex((t, i) => i > index && t.kind !== "space");
    const word = out[next];
    if (word?.kind === "word" && word.text !== "I" && !word.text.startsWith("I'") && word.text.slice(1) === word.text.slice(1).toLowerCase()) {
      out[next] = { text: decapitalize(word.text), kind: "word" };
    }
    return [joinText(out)];
  }
  return [text ?? joinText(tokens)];
}

/**
 * "— as of 2024, UK vinyl sales had risen…": "as of" and a date of at most four words, a comma, then
 * at least three words: a dated statement, a sentence of its own (a comma would splice it on).
 */
function datedFront(after: readonly Token[], context: RewriteContext): boolean {
  const rules = context.profile.dash;
  if (!rules) return false;
  const words = leadingWords(after, 0, 2);
  if (words[0] !== rules.datedFront[0] || words[1] !== rules.datedFront[1]) return false;
  let count = 0;
  for (let i = 0; i < after.length; i++) {
    const token = after[i] as Token;
    if (token.kind === "word" || token.kind === "mask") count++;
    // (What follows the comma must be a main clause: "as of 2024, though prices may have risen" is none.)
    else if (token.kind === "punct")
      return token.text === "," && count <= 6 && countWordTokens(after.slice(i + 1)) >= 3 && !rules.notMainStart.has(leadingWords(after, i + 1, 1)[0] ?? "");
  }
  return false;
}

/** Whether a word of contrast comes before the clause's end ("die Summe kann ich allerdings nicht…"). */
/**
 * Whether the words after a dash are a request or an exhortation (the profile's `exhortation`: "just let me know"), or
 * a clause that ends in "!" with an auxiliary among its first five words ("the open track is waiting for you!"; not
 * "fresh pasta and more!", a phrase).
 */
function exhortationAfter(tail: readonly Token[], context: RewriteContext): boolean {
  const text = joinText(tail);
  if (context.profile.exhortation?.test(text)) return true;
  if (!/!["”’»)]*\s*$/u.test(text)) return false;
  const words = leadingWords(tail, 0, 5);
  return words.some((w) => context.profile.auxiliaries.has(w));
}

function contrastInClause(after: readonly Token[]): boolean {
  for (const token of after) {
    if (token.kind === "punct" && /^[.!?;:]/u.test(token.text)) return false;
    if (token.kind === "word" && CONTRAST_WORDS.has(token.text.toLowerCase())) return true;
  }
  return false;
}

/** A fronted phrase of at most five words and its comma, then a clause: "without it, your test will…". */
function clauseAfterFrontedPhrase(after: readonly Token[], context: RewriteContext): boolean {
  let words = 0;
  for (let i = 0; i < after.length; i++) {
    const token = after[i] as Token;
    if (token.kind === "word" || token.kind === "mask") {
      if (++words > 5) return false;
    } else if (token.kind === "punct") {
      if (token.text !== "," || words === 0) return false;
      // "— reduzindo a espera, o que é bom": a relative or a conjunction after the comma ("o que", "which")
      // hangs on the phrase before it; split off, the two would be a fragment.
      const next = leadingWords(after, i + 1, 3);
      if (next.slice(0, 2).some((w) => context.profile.clauseBlockers.has(w))) return false;
      return startsClause(next, context.profile);
    }
  }
  return false;
}

/**
 * Is `after` (to the end of the sentence) a list of short items: "Sorting, Packing or Welcome Desk"?
 * At least one comma, a last item after "and"/"or", every item of one to three words.
 */
function endsWithList(after: readonly Token[]): boolean {
  const items: string[][] = [[]];
  for (const token of after) {
    if (token.kind === "space") continue;
    if (token.kind === "punct") {
      if (token.text === ",") items.push([]);
      else if (!/^[.!?]$/u.test(token.text)) return false;
      continue;
    }
    items[items.length - 1]?.push(token.kind === "word" ? token.text.toLowerCase() : "#");
  }
  if (items.length < 2) return false;
  const last = items[items.length - 1] as string[];
  const join = last.findIndex((w) => w === "and" || w === "or");
  if (join < 0) return false;
  const pieces = [...items.slice(0, -1), last.slice(0, join), last.slice(join + 1)].map((item) =>
    item[0] === "and" || item[0] === "or" ? item.slice(1) : item,
  );
  return pieces.every((item) => item.length >= 1 && item.length <= 3);
}

/** "tickets sold out…", "os bilhetes esgotaram…": a noun (after its determiner, if any), then a finite verb. */
function nounThenFinite(words: readonly string[], profile: LanguageProfile): boolean {
  const verb = profile.finiteVerb;
  if (verb === undefined || words[0] === undefined || words[1] === undefined) return false;
  // "las entradas se agotaron": a clitic may stand before the verb.
  const at = profile.determiners.has(words[0]) ? 2 : 1;
  const next = words[at];
  if (next === undefined || profile.determiners.has(words[at - 1] as string)) return false;
  return verb.test(next) || (CLITICS.has(next) && verb.test(words[at + 1] ?? ""));
}
const CLITICS = new Set("se si ne lo le les lhe lhes nos vos ci vi".split(" "));

/** "internal tests showed…": an adjective or noun, then a past tense in the second or third word. */
function nounThenPast(words: readonly string[], context: RewriteContext): boolean {
  const rules = context.profile.dash;
  const [w1, w2, w3] = words;
  if (
    !rules ||
    w1 === undefined ||
    w2 === undefined ||
    context.profile.determiners.has(w1) ||
    rules.phraseStarters.has(w1) ||
    rules.pastEnding.test(w1) ||
    rules.gerundEnding.test(w1)
  )
    return false;
  return rules.past.test(w2) || (w3 !== undefined && rules.past.test(w3) && !rules.past.test(w2));
}

/** "fees typically ranged…": a plural noun (after a determiner, if any), an adverb of frequency, a past tense. */
function pluralThenPast(words: readonly string[], context: RewriteContext): boolean {
  const rules = context.profile.dash;
  if (!rules) return false;
  const at = context.profile.determiners.has(words[0] ?? "") ? 1 : 0;
  const [noun = "", adverb = "", verb = ""] = words.slice(at);
  if (!rules.plural.test(noun) || rules.phraseStarters.has(noun)) return false;
  if (!rules.frequencyAdverbs.has(adverb)) return false;
  return rules.past.test(verb) || context.profile.finiteVerb?.test(verb) === true;
}

/** "going nut-free is often…": an "-ing" word as the subject, its verb within the next three words. */
function gerundSubject(after: readonly Token[], words: readonly string[], context: RewriteContext): boolean {
  const rules = context.profile.dash;
  const [w1, ...rest] = words;
  if (!rules || w1 === undefined || !rules.gerund.test(w1)) return false;
  const { objectStarts, subjectVerbs, searchStops, compoundVerbs } = rules.gerundSubject;
  // ("— making sure everyone is safe": a verb after a subject of its own belongs to that inner clause.)
  for (const w of rest.slice(0, 3)) {
    if (searchStops.has(w)) break;
    if (context.profile.auxiliaries.has(w)) return true;
  }
  // "— hiring managers appreciate brevity": an "-ing" noun compound as the subject of a verb.
  const [w2 = "", w3 = ""] = rest;
  if (w2.length > 3 && w2.endsWith("s") && !w2.endsWith("ss") && compoundVerbs.has(w3)) return true;
  // "— running your first tabletop session is a rite of passage", "— learning to sail at any age is…":
  // the gerund's object or infinitive, then its verb.
  if (!objectStarts.has(w2)) return false;
  for (const w of leadingWords(after, 0, 9).slice(2)) {
    if (subjectVerbs.has(w)) return true;
    if (searchStops.has(w)) return false;
  }
  return false;
}

// Words that open a noun phrase set off by a comma (English; other languages keep their dash there).
const APPOSITION_STARTS = new Set(["a", "an", "the", "one", "another"]);

function startsPhrase(tokens: readonly Token[], profile: LanguageProfile): boolean {
  const words = tokens.filter((t) => t.kind !== "space");
  const first = words[0];
  if (first?.kind !== "word") return false;
  // "95,40 € por ano — sem contar o imposto": the language's own phrase openers (a colon would announce an explanation);
  // not one a comma and a clause follow ("— sem dúvida, as obras ajudaram").
  if (profile.phraseStarters?.has(first.text.toLowerCase())) return !words.some((t) => t.text === ",");
  // The language's own test of the rest (English: lang/en-punctuation.ts startsEnglishPhrase).
  return profile.startsPhrase?.(words, joinText(tokens).trim()) ?? false;
}

/**
 * A dash inside a bold label that ends with its colon ("**Term — gloss:**", "**Term — gloss**:"): the
 * rewritten sentence, or null when the dash is no such label's. The gloss is set off like an apposition
 * of the term, so it must be one: a comma when gloss and term are plain ("**Kids' toys, a reliable
 * bestseller:**"), brackets when the gloss or the term has a comma of its own ("**Wool throw (a soft, warm
 * layer):**", a comma would read as a list; typography.ts labelGlossMarks, the formatting transform's
 * policy too), and the dash stays when the term is an instruction, when a clause follows ("**Expect haggling — it's
 * part of the fun:**", "**Leftovers — nothing goes to waste:**"), when the gloss may open with a verb
 * (lang/en-punctuation.ts: GLOSS_DETERMINERS, GLOSS_ADJECTIVE), when a capital starts a title or a
 * name ("**Finish — Hatherley Park:**"), or when the term ends with a figure ("**Day 1 — …**", "**£12 — …**",
 * as the formatting transform keeps them). A term that ends in brackets of its own takes the comma.
 */
const EMOJI = /^(?:\p{Extended_Pictographic}|\uFE0F|\u200D)+$/u;
const RELATIVE_GLOSS = new Set(["where", "which"]);

/**
 * The bold label around the dash at `dash` ("**Term — gloss:**" or "**Term — gloss**:"): the index of its
 * opening "**" and of its colon (the closing "**" when the colon follows it), or null when there is none.
 */
function boldLabel(tokens: readonly Token[], dash: number, context: RewriteContext): { open: number; colon: number } | null {
  const bold = (token: Token | undefined): boolean =>
    token?.kind === "mask" && /^(?:\*\*|__)$/u.test(context.spans?.[placeholderIndex(token.text.codePointAt(0) ?? 0)] ?? "");
  // (An emoji may lead the item: "- 🧸 **Kids' toys — …:**".)
  let open = 0;
  while (open < dash && (tokens[open]?.kind === "space" || EMOJI.test(tokens[open]?.text ?? ""))) open++;
  if (!bold(tokens[open])) return null;
  for (let i = open + 1; i < dash; i++) if (bold(tokens[i])) return null;
  let close = dash + 1;
  while (close < tokens.length && !bold(tokens[close])) close++;
  if (close === tokens.length) return null;
  let end = close - 1;
  while (tokens[end]?.kind === "space") end--;
  // The colon inside the bold ("gloss:**") or after it ("gloss**:").
  if (tokens[end]?.text === ":") return { open, colon: end };
  return tokens[close + 1]?.text === ":" ? { open, colon: close } : null;
}

function labelDash(tokens: readonly Token[], dash: number, context: RewriteContext): string[] | null {
  const span = (token: Token | undefined): string => (token?.kind === "mask" ? (context.spans?.[placeholderIndex(token.text.codePointAt(0) ?? 0)] ?? "") : "");
  const label = boldLabel(tokens, dash, context);
  if (label === null) return null;
  const { open, colon } = label;
  const head = tokens.slice(open + 1, dash);
  const gloss = tokens.slice(dash + 1, colon);
  // (A gloss of praise only, "**Space — the pivotal consideration:**", is already gone: dropFillerGloss.)
  const first = gloss.find((t) => t.kind !== "space");
  const headWords = leadingWords(head, 0, 1);
  const lastHead = lastSignificant(head);
  if (
    first === undefined ||
    countWordTokens(head) === 0 ||
    (first.kind === "word" && !isLowerInitial(first.text)) ||
    /^\p{Lu}/u.test(span(first)) ||
    /\d$/u.test(lastHead?.kind === "mask" ? span(lastHead) : (lastHead?.text ?? "")) ||
    head.some((t) => t.text === ";") ||
    IMPERATIVE_VERBS.has(headWords[0] ?? "") ||
    startsClause(leadingWords(gloss, 0, 3), context.profile) ||
    INDEFINITE_SUBJECTS.has(leadingWords(gloss, 0, 1)[0] ?? "") ||
    // (Set 29: "**Toddler Room (2–3 years) — where curiosity blossoms:**" kept its dash between siblings that took the comma: a
    // relative "where"/"which" clause is set off by a comma like the other glosses.)
    (first.kind === "word" &&
      !GLOSS_DETERMINERS.has(first.text.toLowerCase()) &&
      !GLOSS_ADJECTIVE.test(first.text) &&
      !RELATIVE_GLOSS.has(first.text.toLowerCase())) ||
    gloss.some((t) => t.kind === "punct" && t.text !== "," && t.text !== "-" && t.text !== "'" && t.text !== "’")
  )
    return [joinText(tokens)];
  const out = [...tokens];
  // ("**Roland Leighton (20–25) — a subtle, poetic presence:**": after brackets of its own, the comma.)
  // (One policy with the formatting transform: typography.ts labelGlossMarks.)
  const figure = gloss.slice(gloss.indexOf(first) + 1).some((t) => /\d/u.test(t.kind === "mask" ? span(t) : t.text));
  if (labelGlossMarks(joinText(head), joinText(gloss), figure) === "brackets") {
    replaceDash(out, dash, " (");
    out[colon] = { text: `)${out[colon]?.text ?? ""}`, kind: "punct" };
    // (A space before the closing mark of "**Term — gloss :**" goes inside the brackets.)
    for (let i = colon - 1; out[i]?.kind === "space"; i--) out[i] = { text: "", kind: "space" };
  } else replaceDash(out, dash, ", ");
  return [joinText(out.filter((t) => t.text !== ""))];
}

/**
 * "**Arrival — setting the stage for success:**" -> "**Arrival:**": the gloss of a bold label that says nothing
 * (the profile's `dash.fillerGloss`) goes with its dash, whatever else the item holds (a semicolon after the label).
 */
function dropFillerGloss(tokens: readonly Token[], context: RewriteContext): readonly Token[] {
  const filler = context.profile.dash?.fillerGloss;
  if (!filler) return tokens;
  const dash = dashPositions(tokens)[0];
  if (dash === undefined) return tokens;
  const label = boldLabel(tokens, dash, context);
  if (label === null || countWordTokens(tokens.slice(label.open + 1, dash)) === 0) return tokens;
  const { colon } = label;
  // ("**Get paid — seamlessly:**": a gloss the lexicon emptied leaves its dash before the colon: it goes too.)
  const gloss = joinText(tokens.slice(dash + 1, colon)).trim();
  if (gloss !== "" && !filler.test(gloss.toLowerCase())) return tokens;
  let start = dash;
  while (tokens[start - 1]?.kind === "space") start--;
  return [...tokens.slice(0, start), ...tokens.slice(colon)];
}

/** Is the part before the dash one emphasised term ("**Cherry tomatoes**")? */
function isEmphasized(tokens: readonly Token[], context: RewriteContext): boolean {
  const significant = tokens.filter((t) => t.kind !== "space");
  const first = significant[0];
  const last = significant[significant.length - 1];
  const span = (token: Token | undefined): string => (token?.kind === "mask" ? (context.spans?.[placeholderIndex(token.text.codePointAt(0) ?? 0)] ?? "") : "");
  return /^(?:\*\*|__|\*|_)$/u.test(span(first)) && /^(?:\*\*|__|\*|_)$/u.test(span(last));
}

function startsWithGerund(tokens: readonly Token[]): boolean {
  const first = tokens.find((t) => t.kind !== "space");
  return first?.kind === "word" && first.text.length > 5 && first.text.toLowerCase().endsWith("ing");
}

/** Whether the tokens open with a label of at most three words and its colon ("Assunto:", "**Subject:**"). */
function afterLabelColon(tokens: readonly Token[]): boolean {
  let words = 0;
  for (const token of tokens) {
    if (token.text === ":") return words > 0 && words <= 3;
    if (token.kind === "word") words++;
    else if (token.kind === "punct" || words > 3) return false;
  }
  return false;
}

function lastSignificant(tokens: readonly Token[]): Token | undefined {
  for (let i = tokens.length - 1; i >= 0; i--) if (tokens[i]?.kind !== "space") return tokens[i];
  return undefined;
}

function joinText(tokens: readonly Token[]): string {
  let out = "";
  for (const token of tokens) out += token.text;
  return out;
}
