// The word lists behind the split rules (split-point.ts): the openers that replace ", which" and
// the participles, relatives, places, "as" subjects, and the tense of the clause being split.

import { IMPERATIVE_VERBS } from "../../lang/en-openers.js";
import { wordKey, type Token } from "../../tokens.js";

// ", which is …" / ", making …" at the end of a sentence start a sentence of their own.
/** Verbs after ", which" that describe the noun before it (what it has or holds), not the event: "It". */
export const WHICH_DESCRIBES: Record<string, true> = Object.fromEntries(
  "has contains holds houses includes covers hosts spans seats employs owns stores lists carries".split(" ").map((w) => [w, true]),
);

export const WHICH_OPENERS: Record<string, string> = {
  are: "They're",
  was: "This was",
  means: "This means",
  meant: "This meant",
  makes: "This makes",
  allows: "This allows",
  helps: "This helps",
  leads: "This leads",
  gives: "This gives",
  shows: "This shows",
  explains: "This explains",
  can: "This can",
  could: "This could",
  will: "This will",
  would: "This would",
  may: "This may",
  might: "This might",
  has: "This has",
  had: "This had",
};
// What may follow a verb in "-s" after ", which" for it to be a verb with an object
// ("which raises the temperature"), not a noun ("which experts consider").
export const OBJECT_START = new Set(
  "the a an this that these those it them us him her me you our their its his my your to in on at for with from into by up out more less many much some all no any each every".split(
    " ",
  ),
);
/** -ing form -> [present, past, base] of the verb, for "…, causing X" -> "This causes X". */
export const PARTICIPLE_OPENERS: Record<string, readonly [string, string, string]> = {
  making: ["makes", "made", "make"],
  allowing: ["allows", "allowed", "allow"],
  letting: ["lets", "let", "let"],
  leading: ["leads", "led", "lead"],
  creating: ["creates", "created", "create"],
  enabling: ["enables", "enabled", "enable"],
  ensuring: ["ensures", "ensured", "ensure"],
  resulting: ["results", "resulted", "result"],
  reducing: ["reduces", "reduced", "reduce"],
  improving: ["improves", "improved", "improve"],
  increasing: ["increases", "increased", "increase"],
  highlighting: ["highlights", "highlighted", "highlight"],
  adding: ["adds", "added", "add"],
  causing: ["causes", "caused", "cause"],
  raising: ["raises", "raised", "raise"],
  lowering: ["lowers", "lowered", "lower"],
  saving: ["saves", "saved", "save"],
  costing: ["costs", "cost", "cost"],
  forcing: ["forces", "forced", "force"],
  putting: ["puts", "put", "put"],
  affecting: ["affects", "affected", "affect"],
  reflecting: ["reflects", "reflected", "reflect"],
  contributing: ["contributes", "contributed", "contribute"],
  requiring: ["requires", "required", "require"],
  prompting: ["prompts", "prompted", "prompt"],
  marking: ["marks", "marked", "mark"],
  fueling: ["fuels", "fueled", "fuel"],
  boosting: ["boosts", "boosted", "boost"],
  driving: ["drives", "drove", "drive"],
  limiting: ["limits", "limited", "limit"],
  preventing: ["prevents", "prevented", "prevent"],
  undermining: ["undermines", "undermined", "undermine"],
  threatening: ["threatens", "threatened", "threaten"],
  jeopardizing: ["jeopardizes", "jeopardized", "jeopardize"],
};
/**
 * Words that may follow "making" for the split: the causative ("making it easy", "making this the
 * moment") takes a determiner or a pronoun; a bare noun is the subject's own making ("…, making
 * loaves that…" -> "This makes loaves" has nothing that makes them; set 20).
 */
export const MAKING_OBJECTS: ReadonlySet<string> = new Set(
  "it them us you him her me everything everyone everybody life the a an this that these those your our their its his my any every each sure".split(" "),
);
/** A clause whose subject is "it" ("It's also a chance…, creating…"): "This creates…" would have two pronouns and no clear referent. */
export const IT_SUBJECT = /^(?:it's|it is|it was|it will|this is|that is|this's)$/u;
/** Participle + next word that stay a tail: "This makes sure no one…" (a thing as the subject of "make sure") is unidiomatic. */
export const PARTICIPLE_SET_PHRASES: ReadonlySet<string> = new Set(["making sure", "making do"]);
const TENSE_STOPPERS = new Set(["that", "which", "who", "whom", "whose", "where", "when", "if", "because", "unless", "while", "although"]);
// Past forms without "-ed": a clause with one of these is not in the present tense.
const IRREGULAR_PAST = new Set(
  "hit made took gave saw went came found left kept held ran brought built sent set put cut led grew fell rose won lost began became wrote told said felt met paid sold spent stood thought understood struck caught bought taught drove broke spoke chose knew threw flew drew wore forgot hid shook".split(
    " ",
  ),
);
export const MODALS = new Set(["would", "could", "might", "may", "will", "can", "should", "must"]);
const PAST_AUXILIARIES = new Set(["was", "were", "had", "did"]);
const PRESENT_AUXILIARIES = new Set(["is", "are", "has", "have", "does", "do", "am"]);

/** The tense of a main clause, for a new sentence that continues it: a modal, "past", "present" or null (unsure). */
export function clauseTense(tokens: readonly Token[], from: number, to: number): string | null {
  if (isInstruction(tokens, from, to)) return null;
  let sawPastParticiple = false;
  for (let i = from; i < to; i++) {
    const token = tokens[i];
    if (token?.kind !== "word") continue;
    const word = wordKey(token);
    if (TENSE_STOPPERS.has(word)) break; // "needs that may arise": the relative clause has its own tense
    if (MODALS.has(word)) return word;
    // (Set 25: "I'll be starting…, raising vital funds" -> "This raises…" put a coming event in the present: "'ll" is "will".)
    if (/['’]ll$/u.test(word)) return "will";
    if (PAST_AUXILIARIES.has(word)) return "past";
    if (PRESENT_AUXILIARIES.has(word)) return "present";
    if ((word.endsWith("ed") && word.length > 4) || IRREGULAR_PAST.has(word)) sawPastParticiple = true;
  }
  return sawPastParticiple ? null : "present";
}

// ", as it/they…": subjects after which the "as" clause states a reason; and verbs that
// make it an aside instead ("as we know", "as you can see", "as it is").
export const AS_SUBJECTS = new Set(["it", "they", "this", "these", "he", "she", "we", "it's", "they're", "they've", "it'll"]);
export const AS_ASIDES = new Set([
  "know",
  "knew",
  "see",
  "saw",
  "can",
  "say",
  "said",
  "mentioned",
  "noted",
  "expected",
  "described",
  "shown",
  "discussed",
  "is",
  "was",
  "do",
  "did",
  "does",
  "wish",
  "please",
  "grow",
  "grew",
  "get",
  "got",
  "become",
  "became",
  "age",
  "aged",
  "progress",
  "progressed",
  "continue",
  "continued",
]);

export const INCLUDING_BLOCKERS = new Set("which that who whom whose where when while because if although though but".split(" "));

export const COMMA_RELATIVES = new Set(["where", "which", "who", "whom", "whose", "when", "while"]);

// Nouns of real places, after which ", where …" can become "There, …".
export const PLACES = new Set(
  "city cities town towns village villages country countries region regions area areas room rooms building buildings house houses home school schools office offices park parks cave caves zone zones lab labs laboratory hospital hospitals clinic museum museums island islands site sites street streets farm farms kitchen kitchens store stores shop shops restaurant restaurants beach beaches forest forests mountains lake river coast valley condenser evaporator chamber tank warehouse factory factories port airport station camp garden gardens library".split(
    " ",
  ),
);
export const SUBORDINATE_AFTER_AND = new Set(["before", "after", "when", "once", "if", "while", "although", "because", "since", "as"]);

export const NOT_BARE = new Set([
  ...MODALS,
  "is",
  "are",
  "was",
  "were",
  "has",
  "had",
  "does",
  "did",
  "not",
  "also",
  "often",
  "never",
  "always",
  "usually",
  "then",
  "only",
]);

const SOFTENERS = new Set(["please", "simply", "just", "kindly"]);

const CONDITION_OPENERS = new Set(["if", "when", "once", "after", "before", "unless", "whenever"]);

/** Whether the clause is an instruction: its first word, or the first after a fronted "If …,", is an imperative verb. */
export function isInstruction(tokens: readonly Token[], from: number, to: number): boolean {
  let i = from;
  while (i < to && tokens[i]?.kind !== "word") i++;
  // "Simply reply…", "Please call…": a softener before the verb.
  while (i < to && tokens[i]?.kind === "word" && SOFTENERS.has(wordKey(tokens[i] as Token)) && tokens[i + 1]?.text === " ") i += 2;
  const first = tokens[i];
  if (first?.kind !== "word") return false;
  if (!CONDITION_OPENERS.has(wordKey(first))) return IMPERATIVE_VERBS.has(wordKey(first));
  while (i < to && tokens[i]?.text !== ",") i++;
  while (i < to && tokens[i]?.kind !== "word") i++;
  const next = tokens[i];
  return next?.kind === "word" && IMPERATIVE_VERBS.has(wordKey(next));
}
