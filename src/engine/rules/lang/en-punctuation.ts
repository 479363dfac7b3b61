// English word lists for punctuation; the logic is in transforms/punctuation.ts.

import { narrowClasses } from "../chars.js";
import type { Token } from "../tokens.js";
import type { DashRules } from "./dash-rules.js";
import { IMPERATIVE_VERBS } from "./en-openers.js";

// Words that open a phrase, not a clause: after a dash they take a comma ("…the old way — and
// faster", "…— from Lisbon to Oslo", "…— often within a week").
export const PHRASE_STARTERS = new Set(
  (
    "and or but nor which who whom whose where such including especially particularly notably not even often usually " +
    "sometimes always never like unlike from with without within between among across along around about above below " +
    "into onto over under through throughout during before after since until for of in on at by to as than whether if " +
    "all each both either neither just only mostly mainly perhaps maybe almost nearly instead rather ever wherever"
  ).split(" "),
);

// Adverbs of frequency: between a plural noun and a past tense they make a clause ("— fees typically
// ranged from free to $10"), which a colon would present as the explanation of the clause before.
export const FREQUENCY_ADVERBS = new Set(
  "typically usually often generally normally mostly rarely seldom always never sometimes frequently commonly occasionally".split(" "),
);

// A closing phrase of manner after a dash: "— one ride at a time", "— step by step", "— every step of
// the way". It tells how, not what: a comma sets it off (a colon would present it as an explanation).
// (Set 29: "— one child at a time! 🌈" took a colon: an emoji after the closing mark ends the tail too.)
export const MANNER_TAIL =
  /^(?:one(?: [\p{L}'’-]+){1,2} at a time|([\p{L}]+) by \1|every step of the way|bit by bit)[.!?]?(?:\s|\p{Extended_Pictographic}|\uFE0F|\u200D)*$/iu;

// Pronouns that open a clause as its subject ("— nothing goes to waste"), besides the personal ones.
export const INDEFINITE_SUBJECTS = new Set("nothing everything something anything everyone everybody someone somebody anyone anybody nobody".split(" "));

// What opens the gloss of a bold label that a comma may set off ("**Lamps — the piece that sells first:**",
// "**Heater — important for tropical fish:**"): a determiner or a possessive, or a word shaped like an
// adjective or a participle. Anything else may be a verb ("**Dead ash — fell to ground level:**", an
// instruction), and the dash stays.
export const GLOSS_DETERMINERS = new Set("a an the one another your our their its my his her this that these those every each some no any all both".split(" "));
export const GLOSS_ADJECTIVE = /^\p{Ll}[\p{L}-]*(?:able|ible|ful|ous|ive|al|ic|less|ed|ing|est|ent|ant|ary|ly)$/u;

// A prepositional phrase of up to five words, then a subject pronoun and a modal: the clause after the dash.
const FRONTED_THEN_CLAUSE =
  /^(?:with|without|within|for|in|on|at|by|from|through|under|during)(?: [\p{L}'’-]+){1,5} (?:i|you|we|they|he|she|it) (?:can|could|will|would|should|may|might|must|can['’]t|won['’]t)\s\p{Ll}/iu;

const PHRASE_AFTER_JUST = new Set(
  "a an the one two three few as like about over under around before after for in on at to with from by this that these those".split(" "),
);

/**
 * Whether the words after a dash open a phrase, not a clause (the English profile's `startsPhrase`): a manner tail, a
 * phrase opener, "just"/"only" before a phrase, an "-ing" or "-ly" word. `words` has no space tokens; `text` is them joined.
 */
export function startsEnglishPhrase(words: readonly Token[], text: string): boolean {
  const first = words[0];
  if (first?.kind !== "word") return false;
  if (words.length <= 8 && MANNER_TAIL.test(text)) return true;
  const key = first.text.toLowerCase();
  // "— just a few minutes away" is a phrase; "— just use the code at checkout" is a clause.
  if (key === "just" || key === "only") {
    const next = words[1];
    return next === undefined || next.kind !== "word" || PHRASE_AFTER_JUST.has(next.text.toLowerCase());
  }
  // ("— with the right plan you can relax": a fronted phrase, then a clause of its own; a comma would splice it.)
  if (FRONTED_THEN_CLAUSE.test(text)) return false;
  // ("nothing changed": a pronoun in "-thing" opens a clause.)
  return PHRASE_STARTERS.has(key) || (key.length > 4 && ((key.endsWith("ing") && !key.endsWith("thing")) || key.endsWith("ly")));
}

// "Oh, how exciting", "What a lovely idea", "Wow": a short exclamation (the English profile's `exclamation`). Not a
// question's opener: "How come", "How many", "How long", "How do…".
// A request or an exhortation after a dash (the English profile's `exhortation`): "— just let me know",
// "— let's grow together!", "— please call us first". ("just" before a phrase is a phrase: startsEnglishPhrase.)
// (Set 25: "There's no quick fix — just patience, observation and…" became a verbless sentence "Just patience…": "just"
// is a request only before a verb.)
export const EXHORTATION =
  /^(?:let['’]s|let (?:me|us)|please|just (?:let|call|ask|drop|send|give|book|pop|get|tell|reply|click|contact|email|text|ring|message|come|bring|follow|pick|fill|sign|head|visit|check))\s/iu;

export const EXCLAMATION =
  /^(?:(?:Oh|Ah|Wow|Gosh|Ooh)\b,? ?)?(?:[Hh]ow (?!(?:come|about|many|much|long|often|far|soon|old|do|does|did|is|are|was|were|can|could|would|should|will)\b)\p{Ll}+|[Ww]hat an? (?:\p{Ll}+ ){0,2}\p{Ll}+)$/u;

// A gerund's object or infinitive, then its verb: "— running your first session is a rite of passage".
const GERUND_OBJECT_STARTS = new Set("the a an your our their his her my its this that these those to".split(" "));
const GERUND_SUBJECT_VERBS = new Set("is was can will could may might should has makes means takes feels requires remains becomes".split(" "));
const GERUND_SEARCH_STOPS = new Set(
  "that which who whom whose where when if because and or but while so i you we they he she it everyone everybody nobody someone".split(" "),
);
// Verbs that follow a plural "-ing" compound as its predicate ("hiring managers appreciate…", "training plans need…").
const COMPOUND_SUBJECT_VERBS = new Set(
  "appreciate love like prefer expect need want value notice remember read say hate know see agree look check ask use find get tend want".split(" "),
);

/** English's data for the dash and bold-label rules (transforms/punctuation.ts; the profile's `dash`). */
/**
 * The filler glosses of a bold label (EN_DASH_RULES.fillerGloss), one shape per line; each matches the whole lower-cased gloss
 * (so \p{L} is a lower-case letter here; narrowClasses keeps the compiled pattern small: chars.ts).
 */
const FILLER_GLOSSES: readonly string[] = [
  String.raw`where the magic happens`,
  String.raw`(?:less|more|slow|slower|simple|simpler) is (?:more|better|best|key)`,
  String.raw`[\p{L}-]+ is (?:key|everything|king)`,
  String.raw`(?:building|creating|boosting|strengthening|developing|nurturing|unlocking|transforming|elevating) (?:a|an|the|your|our|their) (?:[\p{L}'’-]+ ){0,2}[\p{L}'’-]+`,
  String.raw`(?:the|your) (?:journey|adventure|fun|magic) (?:begins|starts)`,
  String.raw`(?:start|begin) your (?:journey|adventure)`,
  String.raw`(?:the|a|an|our|your) (?:(?:most|truly|very) )?(?:popular|smart|wise|clever|obvious|natural|top|special|lasting|treasured|tailored|personal|personali[sz]ed|perfect|ideal) (?:choice|option|pick|keepsake|memento|treat|finishing touch|experience)`,
  String.raw`(?:convenient|flexible|simple|easy|quick|fast|affordable|reliable|friendly|safe|secure|hassle-free|stress-free|seamless|smooth),? and (?:convenient|flexible|simple|easy|quick|fast|affordable|reliable|friendly|safe|secure|hassle-free|stress-free|seamless|smooth)`,
  String.raw`(?:minimi[sz]ing|reducing|cutting) (?:disruption|downtime|stress|hassle)`,
  String.raw`(?:tracking|charting|measuring) (?:your|their|his|her) (?:growth|progress)`,
  String.raw`keeping everything \p{L}+`,
  String.raw`(?:(?:the|a|an|your|our|their|its) )?(?:(?:most|truly|really|very|absolutely) )?(?:(?:pivotal|crucial|vital|key|essential|important|critical|central|fundamental|integral|big|major|holistic|all-round|rounded) (?:[a-z-]+ )?(?:approach|consideration|factor|thing|ingredient|element|part|piece|component|priority|step)|cornerstone|foundation|backbone|bedrock|linchpin|heart)(?: of (?:[a-z'’-]+ ){0,4}[a-z'’-]+)?`,
  String.raw`(?:showcasing|displaying|showing|highlighting|celebrating) (?:your|their|our|his|her|the) (?:[a-z'’-]+ ){0,2}[a-z'’-]+`,
  String.raw`(?:(?:complete|comprehensive|total|full|thorough|real|true|absolute) )?peace of mind(?: guaranteed)?`,
  String.raw`(?:a|an|the) (?:(?:truly|really) )?(?:key|vital|crucial|essential|necessary|important|critical|pivotal|major|ultimate|perfect|complete|delicious|tasty|welcome|added|sweet|modern|fresh|family|firm|crowd|first|final|pro['’]s|gold|seamless|smooth|stress-free|hassle-free|unforgettable|memorable|magical|real|true) (?:[a-z-]+ )?(?:tools?|steps?|starting point|package|bonus|twist|favou?rite|opportunity|checkpoint|benchmark|milestone|experience|celebration|standard|secret|part|first step|touch|moment|(?:layer|line) of (?:protection|defen[cs]e))(?: of (?:the|your) journey)?`,
  String.raw`a (?:milestone|must)`,
  // The stock praise a label adds (sets 20–23: "— the unsung hero of savings", "— a true showstopper", "— the crown
  // jewels", "— a game changer for busy mornings"), in one shape.
  String.raw`(?:(?:the|a|an|our|your) )?(?:(?:true|real|total|absolute|truly|proven|special|delicate|golden|well-earned) )?(?:unsung heroe?s?|crown jewels?|showstopper|show-stopper|non-negotiable|must-have|timeless classic|badge of honou?r|seat at the table|secret weapon|hidden gem|secret sauce|game[- ]changers?|absolute must|treasure trove|golden rule|centrepiece|centerpiece|delicate balance|special case|proven performer|well-earned (?:pause|break|rest)|top priority|gift back to you)(?: (?:of|for) (?:[a-z'’-]+ ){0,3}[a-z'’-]+)?`,
  String.raw`(?:setting|laying|paving|preparing|dressing|elevating|improving|taking|building|restoring) (?:[\p{L}'’-]+ ){0,3}(?:success|foundation|stage|way|skills|confidence|warmth(?: fast)?|level)`,
  String.raw`(?:[\p{L}-]+ and )?(?:swift|quick|fast|seamless|smooth|hassle-free|stress-free) (?:repairs?|service|fixes?)`,
  String.raw`unlimited fun`,
  String.raw`double the fun`,
  String.raw`[\p{L}-]+ (?:yet|but) [\p{L}-]+`,
  String.raw`(?:wholesome|quick|simple|fresh|fun) and (?:hearty|fun|easy|delicious|tasty)`,
  String.raw`yours to keep`,
  String.raw`(?:the|your) (?:ultimate|best|go-to|trusted) (?:source|guide|reference)(?: of truth)?`,
  String.raw`(?:transparent|honest|fair|clear) and (?:transparent|honest|fair|clear)`,
  String.raw`(?:(?:an|the) )?(?:incredible|exceptional|outstanding|unbeatable|amazing|great|excellent) value`,
  String.raw`crystal-clear results`,
  String.raw`seamlessly`,
  String.raw`effortlessly`,
  String.raw`(?:[\p{L}-]+ and )?(?:seamless|smooth|effortless|hassle-free|stress-free)`,
  String.raw`(?:remarkably|incredibly|surprisingly|unusually|truly|wonderfully|refreshingly) (?:affordable|simple|easy)`,
  String.raw`maximi[sz]ing (?:your )?(?:focus|results|impact|value|potential)`,
  String.raw`mark your calendars?`,
  String.raw`save the date`,
  String.raw`try (?:it )?before you buy`,
  String.raw`don['’]t miss (?:out|it)`,
  String.raw`be the first to (?:[a-z'’-]+ ){0,2}[a-z'’-]+`,
  // set 22 (en-a)
  String.raw`(?:(?:thoughtfully|carefully|expertly|lovingly|meticulously|beautifully|specially|well) )?(?:curated|hand-?picked|chosen|selected|designed|crafted)`,
  String.raw`(?:a|an|your|the) (?:(?:true|real|delightful|lovely|welcome|often-overlooked|personal|trusty|perfect|warm) )?(?:bonus|detail|companion|best friend|treat|greeting)`,
  // set 22 (en-b): stock praise a list's labels repeat ("— the crown jewels", "— a true treasure trove", "— the golden
  // rule", "— a delicate balance", "— the unsung hero of savings", "— our top priority", "— a small step with a big
  // impact", "— always in demand", "— still great value", "— effortless and free", "— where the real savings happen",
  // "— cozy evenings, sorted", "— easy to forget", "— celebrating every milestone", "— at your own pace"): a comma
  // on some and a dash on others left one list with three label styles; the term alone labels each item.
  String.raw`(?:a )?small (?:step|change|price)s? (?:with|for) (?:a )?big (?:impact|difference|results?)`,
  String.raw`(?:always|still) (?:in demand|(?:great|good|excellent|unbeatable) value|popular)`,
  String.raw`(?:effortless|convenient|easy|quick|simple|friendly|fast),? and (?:accessible|free|welcoming|inclusive|rewarding)`,
  String.raw`where the (?:real )?(?:savings|action|fun|results) happens?`,
  String.raw`[a-z'’ -]{3,30}, sorted`,
  String.raw`(?:easy|hard) to (?:forget|miss|overlook)`,
  String.raw`(?:celebrating|rewarding|marking) (?:every|each) (?:milestone|step|achievement|success)`,
  String.raw`(?:at|in) your own (?:pace|time)`,
  String.raw`(?:[a-z-]+ ){0,2}[a-z]+ at your fingertips`,
  // set 23: "— a pivotal decision", "— a crucial deadline", "— effortless travel", "— worth pausing", "— the little things
  // that matter", "— a big help for active kids", "— effortless and comfortable": a comma made "Choose your operator, a
  // big decision:" (an imperative with an appositive) or "Walkers' welcome, the little things that matter:".
  String.raw`(?:a|an|the) (?:(?:truly|really|very) )?(?:key|vital|crucial|essential|important|critical|pivotal|big|major|smart|wise|firm|hard) (?:decision|deadline|choice|date)`,
  String.raw`effortless [a-z-]+`,
  String.raw`worth (?:pausing|the wait|a look|every (?:penny|minute))`,
  String.raw`the (?:little|small) things that (?:matter|count)`,
  String.raw`(?:a|an) (?:big|huge|great|real) (?:help|plus|bonus)(?: for (?:[a-z'’-]+ ){0,3}[a-z'’-]+)?`,
  String.raw`(?:effortless|comfortable|gentle|discreet),? and (?:comfortable|effortless|gentle|discreet|convenient|easy)`,
  // set 24: the lexicon's synonym for a praise word left the same praise in the gloss ("— a game changer" -> "a breakthrough",
  // "— a seamless top-up" -> "a smooth top-up", "— a crucial companion" -> "a key companion", "— the versatile choice"
  // -> "the flexible choice", next to "maximum flexibility"): the gloss goes whole, in both modes.
  String.raw`(?:a|an|the|your|our) (?:[a-z-]+ )?(?:breakthrough|companion|essential|staple|sweet spot|top-up|refresher|home turf|first line of defen[cs]e)`,
  String.raw`(?:a|an|the) (?:(?:most|truly|very) )?(?:versatile|flexible|effortless|easy|convenient|practical) (?:choice|option|pick)`,
  String.raw`(?:a|an|the) (?:fresh|new) (?:beginning|start|chapter)`,
  String.raw`(?:a|an|the) (?:often-overlooked|overlooked|hidden) (?:cost|perk|expense|extra|saving|step)`,
  String.raw`(?:a|an|the) (?:delightful|lovely|thoughtful|special|finishing) touch`,
  String.raw`(?:a|an|the) (?:crucial|vital|key|essential|important|valuable) (?:life )?skill`,
  String.raw`(?:the|a|your) (?:perfect|ideal|right) fit`,
  String.raw`where [a-z]+ meets (?:the )?[a-z]+`,
  String.raw`keeping (?:you|things|everyone) (?:moving|going|safe|on the road)`,
  String.raw`(?:building|fostering|creating|sparking|nurturing) (?:connections?|community|friendships?)`,
  // set 25: "— a crucial detail" -> "Litter, a key detail:", "— the magic of golden hour" -> "Time, the magic of…" (an appositive
  // that says the term is the gloss), "— a spectacular backdrop", "— the energy-saving champion", "— an effortless extra":
  // a gloss opened by a praise word carries no fact of the item (a name such as "the Grand Ballroom" opens with none of them).
  String.raw`(?:a|an|the) (?:(?:truly|really|very|simple yet) )?(?:crucial|key|vital|important|effortless|treasured|tranquil|spectacular|meaningful|warming|culinary|ultimate|magical|heartwarming|unsung|energy-saving|exclusive) (?:[a-z-]+ )?[a-z-]+(?: (?:for|of|to) (?:[a-z'’-]+ ){0,2}[a-z'’-]+)?`,
  String.raw`(?:the|a) (?:magic|heartbeat) of (?:[a-z'’-]+ ){0,2}[a-z'’-]+`, // set 26: "— a seamless process" (of start times), "— the essential refresh", "— a serene finish to your week", "— a
  // welcome boost", "— the perfect balance", "— a beloved tradition", "— an often-overlooked option", "— a fan favorite",
  // "— bright and early", "— always welcome" (of dogs allowed in one wave only): the lexicon's synonym left the praise or
  // made it false; the term alone labels the item.
  String.raw`(?:a|an|the) (?:(?:truly|really|genuine|real) )?(?:seamless|smooth|hassle-free|stress-free|essential|necessary|serene|welcome|perfect|beloved|cherished|often-overlooked|fan) (?:[a-z-]+ )?(?:process|fix|refresh|upgrade|finish|boost|balance|tradition|option|favou?rite)(?: (?:to|for|of) (?:[a-z'’-]+ ){0,3}[a-z'’-]+)?`,
  String.raw`(?:bright and early|always welcome)`,
  // set 27: "— your future self will thank you", "— harnessing the power of automation" (became "Apps, using automation:"),
  // "— keeping your doors open" (with a comma, the interruption keeps the doors open), "— absolutely non-negotiable", "— a
  // smooth alternative", "— a valuable boost", "— the new normal", "— still essential", "— perfect timing", "— maximum
  // peace of mind", "— understanding the true cost": praise or a stock line, no fact of the item.
  String.raw`your future self will thank you`,
  String.raw`(?:harnessing|unlocking|using) the (?:power|potential) of [a-z-]+`,
  String.raw`using (?:automation|technology|tech)`,
  String.raw`keeping (?:your|the) [a-z-]+ (?:open|moving|running|on|turning|going)`,
  String.raw`(?:absolutely|totally|truly) non-negotiable`,
  String.raw`(?:a|an|the|your) (?:(?:very|truly|really|most) )?(?:smooth|valuable|useful|festive|smart|savvy|handy|important|often-overlooked|different|fun) (?:[a-z-]+ )?(?:alternative|boost|reference|rate|addition|money-saver|gem|resource|document|part|beast)(?: entirely)?`,
  String.raw`(?:the new normal|still (?:essential|important)|perfect timing|maximum peace of mind)`,
  String.raw`understanding the (?:true|real|full) (?:cost|picture|price)`,
  // set 28: a gloss led by a participle ("— bringing ideas to life", "— staying connected", "— protecting what matters most",
  // "— fostering accountability", "— removing easy entry points") became "Email and scams, protecting what matters most:",
  // a participle that reads as said of the term: it states a purpose, never a fact of the item; nouns in -ing stay.
  String.raw`(?!(?:morning|evening|parking|clothing|bedding|lighting|seating|housing|training|booking|heating|flooring|pricing|funding|building|wedding|catering|plumbing|wiring|dining|shopping|hiking|cycling|camping|meeting|marketing|banking|hosting|printing|nothing|something|everything|anything|during)\b)[a-z]{2,}ing(?: [a-z'’-]+){1,5}`,
  // set 28: the metaphors and stock nouns of a label ("— a transformative leap" (the lexicon left "a leap"), "— the hidden culprit",
  // "— a productivity killer", "— the silent motivation thief", "— a common trap", "— a robust engine room", "— a simple
  // precaution", "— a low-risk foundation", "— the future of logging in", "— your shoulders will thank you").
  String.raw`(?:a|an|the|your|our) (?:[a-z-]+ ){0,2}(?:leap|culprit|killer|thief|trap|engine room|precaution|foundation|starting point|commute|setup|upgrade|approach|experience(?: abroad)?|alternative)(?: (?:for|of) (?:[a-z'’-]+ ){0,3}[a-z'’-]+)?`,
  String.raw`(?:a|an|the) future of (?:[a-z'’-]+ ){0,2}[a-z'’-]+`,
  String.raw`(?:your|the) [a-z-]+ will thank you`,
];

export const EN_DASH_RULES: DashRules = {
  subordinators: new Set(["because", "although", "though", "since", "unless", "whereas", "while", "if", "when", "whenever", "until", "once"]),
  // English subordinators: the clause they open cannot stand alone after a full stop ("Because at the Reel Room, every visit…").
  notMainStart: new Set("though although but and or because while if so when unless since whereas".split(" ")),
  phraseStarters: PHRASE_STARTERS,
  past: /^.{3,}ed$/u,
  pastEnding: /ed$/u,
  gerund: /^.{2,}ing$/u,
  gerundEnding: /ing$/u,
  frequencyAdverbs: FREQUENCY_ADVERBS,
  plural: /^(?!.*(?:ss|us|is)$).{3,}s$/u,
  datedFront: ["as", "of"],
  notOnly: /(?:^|\p{Co}\s+)Not only\b|\bnot only\b/u,
  gerundSubject: {
    objectStarts: GERUND_OBJECT_STARTS,
    subjectVerbs: GERUND_SUBJECT_VERBS,
    searchStops: GERUND_SEARCH_STOPS,
    compoundVerbs: COMPOUND_SUBJECT_VERBS,
  },
  labelGlosses: true,
  alternativeAside: "or",
  // Set 19: the praise or filler a bold label adds after its term: "**Space — the pivotal consideration:**" (a
  // rewrite gave "Space, the important consideration"), "— showcasing your progress", "— comprehensive peace of
  // mind", "— a crucial checkpoint", "— dressing for success", "— relaxed yet refined": no fact of the item is in
  // it, and no rewrite of it reads right; the term alone labels the item. Tested on the lower-cased gloss.
  // Set 20: taglines of the same kind ("— the journey begins", "— start your adventure", "— our most popular choice",
  // "— convenient and flexible", "— a special keepsake", "— minimising disruption"): a comma made a splice or a label
  // that reads as addressed to its term ("Pickup, start your adventure:").
  // Set 20: the stock praise ("— the unsung hero", "— a true showstopper", "— a non-negotiable", "— smooth and
  // stress-free", "— remarkably affordable") and the exhortations ("**Date — mark your calendars:**" became
  // "Date, mark your calendars:", a noun spliced to an imperative) go the same way.
  // Set 21: stock clauses and participles ("— less is more", "— patience is key", "— don't miss out", "— where the
  // magic happens", "— building a rock-solid core"): a comma spliced them to the term or left a dangling participle.
  // Set 21: more of the same ("— a crucial safety factor", "— small but mighty", "— try before you buy",
  // "— the perfect starting point", "— an incredible value", "— seamlessly"): a comma spliced or read oddly.
  fillerGloss: new RegExp(narrowClasses(`^(?:${FILLER_GLOSSES.join("|")})$`), "u"),
  // Set 22: "**Traveling — protect your pipes:**" became "Traveling, protect your pipes:" (a command addressed to the
  // term): a verb of instruction before an object keeps the dash.
  instructionGloss: new RegExp(
    `^(?:${[...IMPERATIVE_VERBS, "protect", "drain", "shut", "lock", "clear"].join("|")}) (?:your|the|our|it|them|all|any|every)\\b`,
    "u",
  ),
};
