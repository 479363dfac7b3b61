// English word lists for openers; the logic is in transforms/openers.ts.

export const FRONT_PREPOSITIONS = new Set(
  "in on at during after before since by through with without over under within across throughout from for among amid".split(" "),
);
// Fronted phrases that are discourse links, not circumstances: never moved.
export const LINKING_PHRASES = new Set([
  "for example",
  "for instance",
  "in addition",
  "in fact",
  "in contrast",
  "in other",
  "in short",
  "in general",
  "in particular",
  "in summary",
  "in conclusion",
  "in turn",
  "at first",
  "after all",
  "by contrast",
  "with that",
  "with this",
  "for this",
  "from this",
  "for that",
  "in that",
  "on top",
  "at least",
  "in some",
  "in many",
  "for some",
  "for many",
  "of course",
  "in essence",
  "at times",
  "over time",
  "in time",
  "by then",
  "since then",
  "with time",
  "before long",
  "in any",
  "in terms",
  "in regard",
  "with regard",
  "with respect",
  "in relation",
  "in response",
  "on the",
  "in comparison",
  "compared to",
  "compared with",
  "as for",
  "in light",
  "in spite",
  "despite this",
  "despite that",
  "with all",
  "above all",
  "for one",
  "at last",
  "in return",
  "by far",
  "in brief",
  "on average",
]);
export const SUBORDINATORS = new Set(["when", "because", "although", "unless", "until", "whenever", "before", "after"]);
// Words before a subordinator that make it part of something else ("the day when", "not because").
export const SUBORDINATOR_BLOCKERS = new Set(
  "the a all especially particularly mostly mainly except day days time times moment moments year years period point age era not just only partly mainly simply largely precisely exactly even right soon shortly long immediately know knows knew ask asks asked remember remembers tell tells wonder wonders understand see is was are were be been about of on from for to with than decide decides decided depends depend".split(
    " ",
  ),
);
// First words a sentence can lose its capital on when it no longer starts the sentence.
export const LOWERCASE_SAFE = new Set(
  "the a an this that these those it they we you he she there many most some people our their its his her my your each every all such one students users companies businesses".split(
    " ",
  ),
);

// Time phrases that may close a sentence or open it: "…for centuries." -> "For centuries, …".
// Matched on the last words of a plain sentence ("#" is a protected number or date).
export const TRAILING_TIMES: readonly string[][] = [
  ["for", "centuries"],
  ["for", "decades"],
  ["for", "years"],
  ["for", "generations"],
  ["in", "recent", "years"],
  ["in", "recent", "decades"],
  ["in", "recent", "months"],
  ["over", "the", "years"],
  ["over", "the", "past", "decade"],
  ["over", "the", "last", "decade"],
  ["over", "the", "past", "#", "years"],
  ["over", "the", "last", "#", "years"],
  ["over", "the", "past", "few", "years"],
  ["in", "the", "past", "few", "years"],
  ["these", "days"],
  ["nowadays"],
  ["today"],
  ["every", "day"],
  ["each", "day"],
  ["each", "year"],
  ["every", "year"],
  ["last", "year"],
  ["this", "year"],
  ["next", "year"],
  ["in", "the", "long", "run"],
  ["in", "the", "long", "term"],
  ["in", "#"],
  ["since", "#"],
  ["by", "#"],
  ["in", "early", "#"],
  ["in", "late", "#"],
  ["in", "the", "past"],
  ["in", "the", "future"],
  ["at", "night"],
  ["in", "the", "morning"],
  ["in", "the", "evening"],
  ["in", "the", "afternoon"],
  ["at", "the", "time"],
  ["at", "that", "time"],
  ["at", "the", "moment"],
  ["this", "week"],
  ["last", "week"],
  ["next", "week"],
  ["this", "month"],
  ["last", "month"],
  ["next", "month"],
];

export const TIME_UNITS = new Set(
  "years year decades decade centuries century months month weeks week days day hours hour minutes generations ages millennia time".split(" "),
);
// Words that may stand between "for"/"over"/"in"… and the unit: "for thousands of years", "over the past # decades".
export const TIME_QUANTIFIERS = new Set(
  "# @ the a an many several few couple past last next first recent coming following long some thousands hundreds millions of over more than nearly almost about two three four five six seven eight nine ten twelve twenty".split(
    " ",
  ),
);
export const TIME_PREPOSITIONS = new Set(["for", "over", "in", "within", "throughout"]);
export const SINGLE_TIME_WORDS = new Set(["today", "nowadays", "recently", "currently", "yesterday", "tomorrow", "tonight"]);
export const TIME_DETERMINERS = new Set("the this that these those his her their its our my your # a an".split(" "));
// Words that cannot end the phrase after "during …" (it would be cut in the middle).
export const PHRASE_CUT = new Set("the a an of and or to in on at for with by from his her their its our my your this that these those".split(" "));

// Before a moved phrase, these make it part of a noun phrase or a set expression.
export const TIME_BLOCKERS = new Set(
  "for in on at by with without about into onto from since until of time times day days year years moment first last best worst ever than as".split(" "),
);
export const AUXILIARY_OR_ADVERB = new Set("is are was were be been being has have had get gets got become became just also".split(" "));

export const IRREGULAR_PARTICIPLES = new Set(
  "made built written taken given seen known shown found held kept left sent set put grown born driven chosen done spent told sold paid brought bought caught taught thought understood begun run won lost".split(
    " ",
  ),
);

export const NOT_AFTER_INFINITIVE_TO = new Set(
  "the a an this that these those my your our their his her its some any all every each more me us them him it people".split(" "),
);

export const CLAUSE_JOINERS = new Set(["and", "but", "or", "so", "yet"]);
export const RELATIVES = new Set("that which who whom whose where when whenever because if while although though unless until whether since once".split(" "));

// Words before a trailing time phrase that make it part of something else.
export const NOUN_LINKERS = new Set("of the a an than as from to until between and or is are was were be been".split(" "));

// Subordinate clauses that read as well after the main clause as before it.
export const AS_CLAUSE_STARTS = new Set("the this these those his her their its our my your we they he she it i you".split(" "));
export const FRONT_SUBORDINATORS = new Set([
  "as",
  "when",
  "if",
  // ("while" is not here: "While we will do our best, there may be noise" is concessive, and
  // moved after its main clause it reads as "during": "There may be noise while we do our best.")
  "although",
  "though",
  "because",
  "since",
  "after",
  "before",
  "once",
  "unless",
  "until",
  "whenever",
]);
export const SET_PHRASE_SECOND = new Set(["upon", "again", "more", "so", "not", "in", "necessary", "possible", "needed", "any", "ever", "only"]);
export const EMBEDDED = new Set(["what", "how", "who", "whom", "which", "whose", "where", "why", "whatever"]);
// Words that stand for a noun said before them ("…before you tackle longer ones"): a clause holding one cannot
// lead, or the word would come before the noun it stands for (set 22, en-a).
export const BACK_POINTERS = new Set(["ones", "those", "these", "latter", "former"]);
export const THIRD_PERSON = new Set([
  "he",
  "she",
  "it",
  "they",
  "him",
  "her",
  "them",
  "his",
  "its",
  "their",
  "he's",
  "she's",
  "it's",
  "they're",
  "they've",
  "they'll",
  "he'll",
  "she'll",
  "it'll",
]);

// Time and frequency adverbs that can sit before the verb instead of opening the sentence.
export const MOVABLE_ADVERBS = new Set(
  "eventually recently usually typically generally often sometimes occasionally gradually currently originally traditionally historically increasingly previously later frequently normally".split(
    " ",
  ),
);

// "To date," "To sum up," "To be honest,": links and set phrases, not purposes.
export const NOT_PURPOSE = new Set(
  "date sum summarize summarise conclude begin start illustrate clarify recap be put say the a an this that these those my your our their his her its some any all every each more me us them him what which whom".split(
    " ",
  ),
);
export const PURPOSE_BLOCKERS = new Set("that which who whom whose where when because if while although though unless until whether".split(" "));

// Three-word openings that are links or set phrases, not circumstances ("In the end,", "On the
// other hand,", "In this case,"); other "in the …", "at the …", "in this …" phrases may move.
export const LINKING_THREE = new Set([
  "in the end",
  "in the meantime",
  "in the same",
  "in the first",
  "in the second",
  "in the long",
  "in the short",
  "in the case",
  "in the event",
  "in the context",
  "in the process",
  "in the light",
  "in the face",
  "in the midst",
  "on the other",
  "on the one",
  "on the contrary",
  "on the whole",
  "on the flip",
  "on the bright",
  "on the plus",
  "at the same",
  "at the end",
  "at the moment",
  "at the time",
  "by the way",
  "by the end",
  "by the time",
  "in this case",
  "in this way",
  "in this regard",
  "in this sense",
  "in this respect",
  "in this context",
  "at this point",
  "in this article",
  "in this essay",
  "in this post",
  "in this paper",
]);

export const FORWARD_PRONOUNS = new Set(["its", "their", "his", "her", "it", "they", "them", "this", "these", "those"]);

// Subordinators that need a clause of their own after them to be moved ("since 2020" is a
// time phrase, "once more" a set phrase, "if so" a link).
export const CLAUSE_ONLY_SUBORDINATORS = new Set(["if", "since", "once", "though", "whereas"]);
// Before "if", these make it "whether" ("ask if", "see if") or a set phrase ("as if", "even if" stays).
export const IF_BLOCKERS = new Set(
  "ask asks asked asking see sees saw seeing know knows knew check checks checked wonder wonders wondered determine determines decide decides sure unsure as even only what matter".split(
    " ",
  ),
);

export const CLAUSE_MARKERS = new Set("that which who whom whose where when because if while although though unless until whether and or but to".split(" "));

export const EMBEDDED_QUESTION = new Set(["that", "which", "who", "whom", "whose", "where", "what", "how", "why", "whatever"]);

/** Verbs that open an instruction ("Plant on a slope…", "Visit our site…"): a clause that starts with one has no tense. */
export const IMPERATIVE_VERBS = new Set(
  (
    "get receive enjoy discover explore keep make take use try find join create build track learn start add choose set save stay see let check download sign book visit grab give bring turn plan share connect unlock experience transform boost manage stop meet follow contact call email reach order shop browse read watch listen subscribe register apply upgrade install open plant water prune cut mix stir place put pour remove wash dry fill cover leave hang spread sprinkle bake heat cook serve preheat whisk fold season store run select click press tap enter type copy paste restart " +
    "reflect consider think remember note ask aim prepare practise practice review write send arrive dress research ride hide come list renew bundle switch " +
    // set 29: "Reply to this email or call us…" is an instruction too.
    "reply text phone print pay return"
  ).split(" "),
);
