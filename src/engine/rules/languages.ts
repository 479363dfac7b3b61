// Per-language data the transforms need: the lexicon and the small closed word
// classes used to recognise clauses, plus a few switches.

import { DE_STRUCTURE, DE_STRUCTURE_WORDS } from "./lang/de-structure.js";
import type { DashRules } from "./lang/dash-rules.js";
import { GERMAN_PREPOSITIONS } from "./lang/de-punctuation.js";
import { respellGerman } from "./lang/de-spelling.js";
import { EN_DASH_RULES, EXCLAMATION, EXHORTATION, startsEnglishPhrase } from "./lang/en-punctuation.js";
import { respellEnglish } from "./lang/en-spelling.js";
import { ES_STRUCTURE } from "./lang/es-structure.js";
import { FR_STRUCTURE } from "./lang/fr-structure.js";
import { IT_STRUCTURE } from "./lang/it-structure.js";
import { PT_STRUCTURE } from "./lang/pt-structure.js";
import type { StructureData } from "./lang/structure-data.js";
import { compileLexicon, type Lexicon } from "./lexicon/compile.js";
import { DE_LEXICON } from "./lexicon/de.js";
import { EN_LEXICON } from "./lexicon/en.js";
import { ES_LEXICON } from "./lexicon/es.js";
import { FR_LEXICON } from "./lexicon/fr.js";
import { IT_LEXICON } from "./lexicon/it.js";
import { PT_LEXICON } from "./lexicon/pt.js";
import { normalizeWord, ownEntry, type Token } from "./tokens.js";

export interface LanguageProfile {
  code: string;
  lexicon: Lexicon;
  /** English "it is" -> "it's" and friends. */
  contractions: boolean;
  /** English "a"/"an" agreement after an edit. */
  articleAgreement: boolean;
  /** Words that are always the subject of a new clause ("we", "they"). */
  subjectPronouns: ReadonlySet<string>;
  /** "there"/"here": a clause when followed by an auxiliary. */
  existentials: ReadonlySet<string>;
  /** "this"/"these": a clause when followed by an auxiliary or a clause verb. */
  demonstratives: ReadonlySet<string>;
  auxiliaries: ReadonlySet<string>;
  clauseVerbs: ReadonlySet<string>;
  determiners: ReadonlySet<string>;
  /** Words that never open an independent clause after a comma + conjunction. */
  clauseBlockers: ReadonlySet<string>;
  /** conjunction after ", " -> how the split-off sentence starts ("" = drop the conjunction). */
  splitConjunctions: Readonly<Record<string, string>>;
  /**
   * The "but" of a "not only … but (also)" pair and the word pairs that open it: a split before that "but" leaves the first half as
   * a fragment ("Non seulement vous gagnez en confort."). English ("but"; "not only", "not just") when unset.
   */
  notOnlyBut?: { conjunction: string; openers: readonly (readonly [string, string])[] };
  /**
   * A conjunction that answers a concession and the modals that make one ("Your cambelt might be hidden away, but it
   * keeps…", set 27): split there, the first half is a hedge left hanging ("…might be hidden away. But…"). Unset: none.
   */
  concession?: { conjunction: string; modals: ReadonlySet<string> };
  /** What joins two short sentences (", and "). */
  joiner: string;
  /**
   * First words of a sentence that may be lower-cased when it is joined to the previous one. (Spanish,
   * Portuguese and Italian drop a subject pronoun: "…barato e ele permite…" is clumsy, and dropping
   * it could give the sentence the wrong subject; only demonstratives join there.)
   */
  joinStarters: ReadonlySet<string>;
  /**
   * A word that can only be a finite verb (past tenses: "sold", "esgotaram", "vendieron"): after a
   * noun it makes a dashed aside a clause of its own, which goes in brackets, not between commas.
   */
  finiteVerb?: RegExp;
  /**
   * Words a Title Case heading may leave in lower case (articles, prepositions, conjunctions, object
   * pronouns): not the content words that tell Title Case, and never the start of a name.
   */
  headingMinorWords?: ReadonlySet<string>;
  /**
   * Words of five letters or more, accents folded, that a sentence may repeat: a vocabulary swap whose only alternative
   * repeats a word of the sentence leaves the sign (transforms/lexicon.ts), but "so that there's" beside "There will be"
   * repeats nothing.
   */
  repeatable?: ReadonlySet<string>;
  /**
   * After a bold list label the formatting pass strips ("- **Quando:** Il medico visita…"), an article or preposition of
   * `headingMinorWords` before a lower-case word starts the item's text in lower case, as the language writes after a colon.
   */
  lowerAfterLabel?: boolean;
  /**
   * Title Case headings are lowered one by one, with the English heading rules (a name after a sentence-opening verb,
   * hyphen parts, an "-ing" word after a dash); other languages lower a document's headings all or none (formatting.ts).
   */
  headingsOneByOne?: boolean;
  /** An intensifier a heading can lose (" truly" in "Why it truly matters"; set 25): the formatting pass deletes it. */
  headingFiller?: RegExp;
  /**
   * Words other than English ones that open a phrase, not a clause, after a dash ("— sem contar o IVA"): the dash
   * becomes a comma, as before an English "— without…" (lang/en-punctuation.ts PHRASE_STARTERS), not a colon.
   */
  phraseStarters?: ReadonlySet<string>;
  /**
   * Outside English (whose dash rules hold them): the words, or two-word openers, of a subordinate clause after a dash
   * ("— même si, en tant qu'assistant, …"): it hangs on the clause before, so it takes a comma, never a colon or a stop.
   */
  subordinators?: ReadonlySet<string>;
  /**
   * The language's own test that the words after a dash open a phrase (English: "— without…", "— one step at a time",
   * "— often…"); `words` are the tokens without spaces, `text` the phrase. Other languages list their openers in `phraseStarters`.
   */
  startsPhrase?: (words: readonly Token[], text: string) => boolean;
  /** The language's data for the English-style dash and bold-label rules (lang/dash-rules.ts; English only so far). */
  dash?: DashRules;
  /**
   * The language writes a whole sentence after a colon with a capital (German: "ausgeschlossen: Ein günstiger Preis…");
   * the set holds the prepositions that open a phrase there instead ("mit sich: von Putzplänen bis…").
   */
  sentenceAfterColon?: ReadonlySet<string>;
  /**
   * Conjunctions that join without a comma (German "und", "oder"): a dash before one becomes a space, not a comma ("ist machbar
   * — und mit Übung kein Problem" -> "ist machbar und mit Übung kein Problem"; a comma there would split one subject's predicates).
   */
  bareConjunctions?: ReadonlySet<string>;
  /**
   * A clause after a dash that states the consequence of the one before (French "— vous recevrez…", a future): a colon
   * keeps the link a full stop would cut ("Parrainez un proche : vous recevrez un mois offert").
   */
  consequence?: RegExp;
  /** A short exclamation before a dash ("Oh, how exciting — running…"): it ends with "!" and the clause after it stands alone. */
  exclamation?: RegExp;
  /**
   * What opens a request or an exhortation after a dash ("— just let me know", "— let's grow together!"): no
   * explanation for a colon to announce, so it becomes a sentence of its own.
   */
  exhortation?: RegExp;
  /**
   * A link word that ties a sentence to the one before ("Y …", "Pero …"): when the words before it were a leftover that went
   * ("¡Qué gran pregunta! Y qué bien que…", "¡Excelente pregunta, y siento mucho…!"), it would join onto nothing, so it goes
   * too (set 27). Matched at the start of the rest, which keeps its case; only before a word in lower case (never a name).
   */
  orphanLink?: RegExp;
  /** Abbreviations that end in a period without ending the sentence. */
  abbreviations: ReadonlySet<string>;
  /** The structural sign rules' data (lang/<code>-structure.ts); English has its own rules (lang/en-structure.ts). */
  structure?: StructureData;
  /**
   * Capitalised words the language writes with a capital by rule (German nouns, "Sie"), which
   * mask.ts would take for names: those the lexicon and the structure data read are given back
   * to the text (release.ts). Lower-case keys.
   */
  releasedWords?: ReadonlySet<string>;
  /**
   * Every noun is written with a capital (German): a heading's capitals are grammar, not Title
   * Case, and a lexicon replacement inside a sentence keeps the case it is written in.
   */
  nounCapitals?: boolean;
  /** The polite possessive, written with a capital ("Ihr"): a replacement's lower-case form of it takes the capital back when
   * the matched text had it ("auf Ihrer Reise" -> "auf Ihrem Weg", not "ihrem"). */
  politePossessive?: string;
  /** The spaced en dash is ordinary punctuation (the German Gedankenstrich), not a sign to rewrite. */
  spacedEnDash?: boolean;
  /**
   * A sound change the edits may call for where two words meet (Italian "e è" -> "ed è"): applied
   * to a rewritten line whose original had no such meeting (what the writer wrote stays).
   */
  euphony?: { pattern: RegExp; replacement: string };
  /**
   * A sentence whose opener ending in a subordinator was cut ("é de notar que a reunião se realiza …"): its clause is now
   * the main one, and the pronoun it placed before the verb goes after it (Portuguese "A reunião realiza-se …"; the
   * subordinator had called for proclisis, which European Portuguese does not take in a main clause).
   */
  enclise?: (sentence: string) => string;
  /** A lexicon replacement in the text's own spelling variety (English: "centre" -> "center" in an American text; German: "ß" -> "ss" in a Swiss one). */
  respell?: (replacement: string, isLowerWord: ((word: string) => boolean) | undefined) => string;
  /** The transforms of the registry (transforms/registry.ts) that run for this language. */
  transforms: ReadonlySet<string>;
  /** Which of the rhythm's language-specific rules apply. */
  rhythm: {
    /** Splits at ", as" / ", while" / ", which" / ", who" / ", where" / participles, and after an adverb or a subordinate clause. */
    clauseSplits: boolean;
    /** "X. But Y." -> "X, but Y." (aggressive). */
    conjunctionJoins: boolean;
    /** A second sentence that starts with an article may be joined (aggressive). */
    articleJoins: boolean;
    /** Words that keep a sentence from being joined to its neighbour (it has a clause of its own). */
    joinBlockers: ReadonlySet<string>;
  };
}

const words = (list: string): ReadonlySet<string> => new Set(list.split(/\s+/).filter((w) => w.length > 0));

/** A value made on first use: a language's lexicon is compiled when a text in it first comes (a cold start compiles English only). */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const ENGLISH: LanguageProfile = {
  code: "en",
  repeatable: words("there their these those which where while about other would could should being after before every under still since until through"),
  lexicon: compileLexicon(EN_LEXICON),
  contractions: true,
  articleAgreement: true,
  subjectPronouns: words(
    "i we you they he she it i'm we're you're they're he's she's it's i've we've you've they've i'll we'll you'll they'll he'll she'll i'd we'd you'd they'd he'd she'd",
  ),
  existentials: words("there here there's here's"),
  demonstratives: words("this that these those"),
  auxiliaries: words(
    "is are was were has have had can could will would should may might must does do did isn't aren't wasn't weren't hasn't haven't hadn't can't couldn't won't wouldn't shouldn't doesn't don't didn't",
  ),
  clauseVerbs: words("means makes helps allows gives shows leads includes creates keeps lets matters explains becomes seems requires needs brings adds offers"),
  determiners: words("the a an our their his her its my your this that these those some many most each every all such no any"),
  clauseBlockers: words(
    "so what how why where when which who whose whom as nor neither not but and or if than then also even just yet because while although though",
  ),
  // set 27: no ", so" split: "…a benchmark rate. So you'll know…" and "…the holiday season. So we recommend…" read as
  // fragments; the result clause stays joined to its cause.
  splitConjunctions: { and: "", but: "But", yet: "Yet" },
  concession: { conjunction: "but", modals: words("may might") },
  joiner: ", and ",
  joinStarters: words("it this that they we he she there these those i you its their our his her my your such many most some"),
  finiteVerb:
    /^(?:sold|went|came|took|gave|grew|fell|rose|began|ran|won|built|brought|bought|found|kept|held|met|paid|said|told|thought|sent|spent|stood|wrote|saw|knew|drew|flew|broke|chose|became|lost|were|was)$/u,
  abbreviations: words("mr mrs ms dr prof st vs e.g i.e inc ltd jr sr no fig al approx ca cf vol pp p mt ave dept est"),
  respell: respellEnglish,
  startsPhrase: startsEnglishPhrase,
  exclamation: EXCLAMATION,
  headingsOneByOne: true,
  headingFiller: / truly(?= \p{L})/giu,
  dash: EN_DASH_RULES,
  exhortation: EXHORTATION,
  transforms: words("formatting structure lexicon restructure contractions punctuation contrasts rhythm openers"),
  rhythm: {
    clauseSplits: true,
    conjunctionJoins: true,
    articleJoins: true,
    joinBlockers: words("and because although though when if since while unless until whereas which who"),
  },
};

const SPANISH_LEXICON = lazy(() => compileLexicon(ES_LEXICON));
const SPANISH: LanguageProfile = {
  code: "es",
  repeatable: words("hasta desde sobre cuando donde porque tambien todos todas mucho muchos muchas"),
  get lexicon() {
    return SPANISH_LEXICON();
  },
  contractions: false,
  articleAgreement: false,
  subjectPronouns: words("yo tú él ella nosotros nosotras vosotros vosotras ellos ellas usted ustedes"),
  existentials: words("hay"),
  demonstratives: words("esto eso este esta estos estas ese esa esos esas"),
  auxiliaries: words("es son era eran fue fueron ha han había habían puede pueden podría podrían debe deben está están será serán"),
  clauseVerbs: words("significa permite ayuda hace muestra incluye"),
  determiners: words("el la los las un una unos unas su sus nuestro nuestra nuestros nuestras mi mis tu tus este esta estos estas"),
  clauseBlockers: words("que como cuando donde quien cual cuyo pero y o ni si porque aunque mientras también tampoco no"),
  splitConjunctions: { pero: "Pero" },
  joiner: ", y ",
  joinStarters: words("esto eso"),
  finiteVerb: /^\p{L}{3,}(?:aron|ieron|ó)$/u,
  headingMinorWords: words(
    "el la los las un una unos unas de del al a en con por para sin sobre entre hasta desde y o e u ni que se lo le les su sus mi mis tu tus ti te me nos os usted ustedes quien qué cómo",
  ),
  abbreviations: words("sr sra srta dr dra ud uds etc pág p ej núm"),
  orphanLink: /^(?:[YyEe]|[Pp]ero|[Aa]demás,) (?=[\p{Ll}¡¿])/u,
  structure: ES_STRUCTURE,
  transforms: words("formatting structure lexicon punctuation rhythm"),
  rhythm: { clauseSplits: false, conjunctionJoins: false, articleJoins: false, joinBlockers: words("") },
};

// French, German, Portuguese and Italian run what Spanish runs: the structural rules (leftovers,
// significance tails, negative parallelisms), the lexicon, the dash and semicolon clean-up and the
// rhythm's language-neutral moves (splits at ", mais" / ", aber" / ", mas" / ", ma", joins of two
// short sentences that start with a pronoun). No contractions and no article agreement (those are
// English), no clause moves (the openers transform reads English clauses).

const FRENCH_LEXICON = lazy(() => compileLexicon(FR_LEXICON));
const FRENCH: LanguageProfile = {
  code: "fr",
  repeatable: words("cette comme leurs votre notre aussi avant apres entre encore toujours quand"),
  get lexicon() {
    return FRENCH_LEXICON();
  },
  contractions: false,
  articleAgreement: false,
  subjectPronouns: words("je tu il elle on nous vous ils elles"),
  existentials: words(""),
  demonstratives: words("ce cela ceci ça"),
  auxiliaries: words("est sont était étaient a ont avait avaient sera seront peut peuvent pourrait pourraient doit doivent fut"),
  clauseVerbs: words("permet aide montre signifie rend offre"),
  determiners: words("le la les un une des du de son sa ses leur leurs ce cet cette ces mon ma mes notre nos votre vos"),
  clauseBlockers: words("que qui quand où dont comme mais et ou ni si car parce lorsque puisque aussi non ne pas"),
  splitConjunctions: { mais: "Mais" },
  // set 19: an imperative after a dash ("— rassurez-vous, c'est fréquent", "— réservez dès aujourd'hui !") is no explanation
  // for a colon: a sentence of its own ("-ons" alone is too often a plural noun: "maisons", "saisons")
  // set 23: after a fronted word and its comma ("— ensemble, faisons vivre le bon pain !") a bare "-ons"/"-ez" is the verb
  exhortation:
    /^(?:n['’])?(?!(?:chez|assez|nez|rez)(?![\p{L}-]))\p{L}{2,}(?:ez|ons)-(?:vous|nous|en|y|le|la|les|moi)(?![\p{L}-])|^(?:n['’])?(?!(?:chez|assez|nez|rez)(?![\p{L}-]))\p{L}{2,}ez(?![\p{L}-])|^\p{L}{2,}-toi(?![\p{L}-])|^\p{L}+, \p{L}{2,}(?:ons|ez)(?![\p{L}-])/iu,
  // set 20: "— vous recevrez tous les deux un mois offert" (a pronoun and a future) is the reward of the request before the dash
  consequence: /^(?:vous|tu|nous|on|il|elle|ils|elles) (?:\p{L}+ )?\p{L}{2,}(?:rez|ras|rons|ra|ront)(?![\p{L}-])/u,
  notOnlyBut: { conjunction: "mais", openers: [["non", "seulement"]] },
  joiner: " et ",
  joinStarters: words("il elle ils elles on nous cela"),
  finiteVerb: /^\p{L}{2,}(?:èrent|irent|aient)$/u,
  headingMinorWords: words(
    "le la les l un une des du de d à au aux en dans sur sous par pour avec sans entre et ou ni que qui se vous votre vos notre nos ce ces toi moi nous eux",
  ),
  abbreviations: words("m mme mlle mm dr pr etc ex cf env art av apr p pp vol éd chap fig st ste bd n°"),
  // "comptent tous — même les mangas !": an addition or an exception after a dash takes a comma (a colon cannot announce it);
  // set 21: so does a cause ("— car …", "— parce qu'…", "— puisque …"): a colon before it leaves a fragment; set 22: a condition ("— pourvu que …")
  // set 23: and a phrase with "en" ("l'esprit des fêtes — en trois recettes": a colon announced a bare prepositional phrase)
  phraseStarters: words("même sauf excepté hormis notamment surtout car parce puisque pourvu en"),
  // set 27: "Je vais vous aider — même si, en tant qu'assistant…" became "aider : même si, …" (a colon before a concession); a
  // bare "si" or "quand" clause ("— si vous appelez, nous rappelons") has its own main clause: its colon stays
  subordinators: new Set(["puisque", "quoique", "car", "parce", "même si", "bien que", "alors que"]),
  structure: FR_STRUCTURE,
  transforms: words("formatting structure lexicon punctuation rhythm"),
  // set 26: "… si vos invités sont curieux. Il faut sortir…" joined as "… curieux et il faut sortir…": a condition's scope spread
  // to the next sentence, and an impersonal "il faut" is no subject to share (a run-on)
  rhythm: { clauseSplits: false, conjunctionJoins: false, articleJoins: false, joinBlockers: words("si quand lorsque puisque car parce faut") },
};

const GERMAN_LEXICON = lazy(() => compileLexicon(DE_LEXICON));
const GERMAN_RELEASED = lazy(() => releasedWords(GERMAN_LEXICON(), DE_STRUCTURE_WORDS));

/** The words of a lexicon's sources and a list of extra words, as lower-case keys. */
function releasedWords(lexicon: Lexicon, extra: string): ReadonlySet<string> {
  const released = new Set<string>();
  for (const entry of lexicon.entries) for (const word of entry.source) if (/\p{L}/u.test(word)) released.add(word);
  // The nouns an entry must see after it ("Zeugnis für das [?vertrauen]") are read as words too, not masked as names.
  for (const entry of lexicon.entries) for (const word of entry.onlyFollowedBy ?? []) if (/\p{L}/u.test(word)) released.add(word);
  for (const word of extra.split(/\s+/u)) if (word.length > 0) released.add(normalizeWord(word));
  return released;
}

const GERMAN: LanguageProfile = {
  code: "de",
  repeatable: words("nicht keine keinen keinem keiner einen einem einer eines durch diese dieser diesen dieses schon immer unsere unser"),
  sentenceAfterColon: GERMAN_PREPOSITIONS,
  get lexicon() {
    return GERMAN_LEXICON();
  },
  contractions: false,
  articleAgreement: false,
  subjectPronouns: words("ich du er sie es wir ihr man"),
  existentials: words(""),
  demonstratives: words("das dies dieser diese dieses"),
  auxiliaries: words(
    "ist sind war waren hat haben hatte hatten wird werden wurde wurden kann können konnte konnten muss müssen soll sollen will wollen darf dürfen",
  ),
  clauseVerbs: words("bedeutet zeigt hilft macht ermöglicht bietet"),
  determiners: words("der die das den dem des ein eine einen einem einer eines sein seine ihr ihre unser unsere dieser diese dieses"),
  clauseBlockers: words("dass weil wenn ob obwohl damit als wie wo was wer und oder aber denn sondern nicht auch noch"),
  splitConjunctions: { aber: "Aber" },
  joiner: ", und ",
  // Not "sie": a polite "Sie" must keep its capital.
  joinStarters: words("ich er es wir das dies"),
  abbreviations: words("z.b d.h u.a usw bzw ca etc dr prof nr str vgl ggf inkl evtl s u.ä mio mrd tel jh bzgl abs art ff hr fr e"),
  structure: DE_STRUCTURE,
  get releasedWords() {
    return GERMAN_RELEASED();
  },
  nounCapitals: true,
  // The words a German heading writes in lower case; one with a capital after the first word tells English Title Case
  // (formatting.ts germanHeadingCase). Not "Sie" and its forms (polite, always capitalised).
  headingMinorWords: words(
    "der die das den dem des ein eine einen einem einer eines und oder aber für mit in im am an auf aus bei nach von vom zu zum zur über unter vor ab bis um durch gegen ohne ist sind wird werden war hat haben kann können so wie was wer wen wem warum wann wo es sich du dich dir dein deine deinen euch euer eure unser unsere unseren unserer unseres uns wir ich mich mir mein meine meiner deiner nicht noch nur auch als hin her da hier dort",
  ),
  politePossessive: "Ihr",
  spacedEnDash: true,
  respell: respellGerman,
  bareConjunctions: words("und oder sowie"),
  transforms: words("formatting structure lexicon punctuation rhythm"),
  // A sentence with an "und" or a clause of its own is not joined with ", und" ("…, und das Gespräch ist kostenlos und findet …");
  // nor is a "dass" clause or a request ("Bitte geben Sie … an, und es ist wichtig, dass …" ran on; audit of set 21).
  rhythm: { clauseSplits: false, conjunctionJoins: false, articleJoins: false, joinBlockers: words("und weil obwohl wenn falls sodass dass bitte") },
};

const PORTUGUESE_LEXICON = lazy(() => compileLexicon(PT_LEXICON));
const PORTUGUESE: LanguageProfile = {
  code: "pt",
  repeatable: words("quando muito muitos muitas"),
  get lexicon() {
    return PORTUGUESE_LEXICON();
  },
  contractions: false,
  articleAgreement: false,
  subjectPronouns: words("eu tu ele ela nós vós eles elas você vocês"),
  existentials: words("há"),
  demonstratives: words("isto isso aquilo este esta estes estas esse essa esses essas"),
  auxiliaries: words("é são era eram foi foram tem têm tinha tinham pode podem poderia poderiam deve devem está estão será serão"),
  clauseVerbs: words("significa permite ajuda faz mostra inclui"),
  determiners: words("o a os as um uma uns umas seu sua seus suas nosso nossa este esta estes estas esse essa"),
  clauseBlockers: words("que como quando onde quem qual cujo mas e ou nem se porque embora enquanto também não"),
  splitConjunctions: { mas: "Mas" },
  joiner: " e ",
  joinStarters: words("isso isto"),
  finiteVerb: /^\p{L}{3,}(?:aram|eram|iram|ou)$/u,
  headingMinorWords: words(
    "o a os as um uma uns umas de do da dos das em no na nos nas ao aos à às por pelo pela para com sem sobre entre e ou que se lhe seu sua seus suas você vocês nós conosco",
  ),
  phraseStarters: words("sem exceto excepto salvo incluindo excluindo inclusive nomeadamente sobretudo principalmente especialmente"),
  // "…de toda a comunicação — fomentando a confiança": a gerund phrase after a dash is set off by a comma (after a colon
  // it is a fragment); so is "— ainda mais no calor de fevereiro, que …" (after a full stop, a fragment), and a reason
  // ("— porque ler é crescer": set 21; a colon before "porque" announces nothing).
  startsPhrase: (words) => /^(?:\p{Ll}\p{L}{3,}[aei]ndo|ainda mais|porque|pois) /u.test(`${words[0]?.text ?? ""} ${words[1]?.text ?? ""} `),
  // Only after a subject that opens with a determiner or a name and holds none of the words that keep the pronoun before
  // the verb (negation, some adverbs, a relative, a quantifier), before a present or past form (not the future or
  // conditional, which would take "realizar-se-á"); not "pergunta se deseja", where "se" is "whether".
  enclise: (sentence) =>
    sentence.replace(
      /^((?:o|a|os|as|um|uma|este|esta|estes|estas|esse|essa|esses|essas|seu|sua|seus|suas|nosso|nossa|\p{Co}+)(?: (?!(?:não|nunca|jamais|já|também|só|sempre|ainda|bem|mal|talvez|até|que|quem|onde|quando|como|qual|quanto|todos|todas|tudo|ninguém|nada|alguém|algo|ambos|cada|qualquer|se|e|ou|mas|nem|pergunta|perguntam|sabe|sabem|ver|vê|verifica|confirma|decide|avalia|indica|diz|dizem|depende)(?![\p{L}-]))[\p{L}\p{Co}][\p{L}\p{Co}-]*){0,6}) (se|lhe|lhes|me|te) (\p{Ll}{3,}(?:a|am|e|em|ou|aram|eram|iram|eu|iu|ém|êm))(?=[\s,;.!?])/iu,
      (m, head: string, pronoun: string, verb: string) => (/(?:ria|riam|ss[ea]m?|r)$/u.test(verb) ? m : `${head} ${verb}-${pronoun}`),
    ),
  abbreviations: words("sr sra srta dr dra etc pág p ex av nº prof profa"),
  structure: PT_STRUCTURE,
  transforms: words("formatting structure lexicon punctuation rhythm"),
  rhythm: { clauseSplits: false, conjunctionJoins: false, articleJoins: false, joinBlockers: words("") },
};

const ITALIAN_LEXICON = lazy(() => compileLexicon(IT_LEXICON));
const ITALIAN: LanguageProfile = {
  code: "it",
  repeatable: words("anche molto molti molte della delle degli sempre tutti tutte nella nelle sulla sulle"),
  get lexicon() {
    return ITALIAN_LEXICON();
  },
  contractions: false,
  articleAgreement: false,
  subjectPronouns: words("io tu lui lei noi voi loro"),
  existentials: words(""),
  demonstratives: words("questo questa questi queste quello quella ciò"),
  auxiliaries: words("è sono era erano ha hanno aveva avevano può possono potrebbe potrebbero deve devono sarà saranno fu"),
  clauseVerbs: words("significa permette aiuta fa mostra include"),
  determiners: words("il lo la i gli le un uno una suo sua suoi sue nostro nostra questo questa questi queste"),
  clauseBlockers: words("che come quando dove chi cui ma e o né se perché anche non"),
  splitConjunctions: { ma: "Ma" },
  joiner: " e ",
  joinStarters: words("questo ciò"),
  finiteVerb: /^\p{L}{3,}(?:arono|erono|irono|ò)$/u,
  lowerAfterLabel: true,
  headingMinorWords: words(
    "il lo la i gli le l un uno una di del dello della dei degli delle a al allo alla ai agli alle da dal dalla in nel nella con su sul sulla per tra fra e o ed che si ci vi te ti noi voi lui lei loro",
  ),
  abbreviations: words("sig sigg dott prof ecc es pag pagg n art ca cfr vol ing avv"),
  // set 16: "il sorbetto al limone — fino a esaurimento scorte!" takes a comma, not a colon (a phrase, not an explanation)
  phraseStarters: words("fino salvo tranne eccetto senza compreso compresa compresi comprese incluso inclusa inclusi incluse soprattutto"),
  // set 22: a time tail ("— settimana dopo settimana", "— oggi e per molti anni") takes a comma; a colon cannot announce it
  startsPhrase: (_w, text) => /^(?:(\p{L}+) dopo \1|oggi e (?:per|domani|sempre))(?![\p{L}\p{N}])/u.test(text),
  structure: IT_STRUCTURE,
  // "e" before a word that starts with e/è takes its d: "ed è", "ed esempi" (a deleted "inoltre" leaves "e è").
  euphony: { pattern: /(?<![\p{L}\p{N}'’])([Ee]) (?=[eèéEÈÉ])/gu, replacement: "$1d " },
  transforms: words("formatting structure lexicon punctuation rhythm"),
  rhythm: { clauseSplits: false, conjunctionJoins: false, articleJoins: false, joinBlockers: words("") },
};

const PROFILES: Readonly<Record<string, LanguageProfile>> = { en: ENGLISH, es: SPANISH, fr: FRENCH, de: GERMAN, pt: PORTUGUESE, it: ITALIAN };

export const SUPPORTED_LANGUAGES: readonly string[] = Object.keys(PROFILES);

/** The profile of a language tag's primary subtag ("pt-BR" and "pt-PT" are "pt"), if supported. */
export function profileFor(language: string): LanguageProfile | undefined {
  return ownEntry(PROFILES, (language.split(/[-_]/u)[0] ?? "").toLowerCase());
}
