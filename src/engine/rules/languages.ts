// Per-language data the transforms need: the lexicon and the small closed word
// classes used to recognise clauses, plus a few switches.

import { compileLexicon, type Lexicon } from "./lexicon/compile.js";
import { EN_LEXICON } from "./lexicon/en.js";
import { ES_LEXICON } from "./lexicon/es.js";
import { ownEntry } from "./tokens.js";

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
  /** What joins two short sentences (", and "). */
  joiner: string;
  /** First words of a sentence that may be lower-cased when it is joined to the previous one. */
  joinStarters: ReadonlySet<string>;
  /** Abbreviations that end in a period without ending the sentence. */
  abbreviations: ReadonlySet<string>;
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

const ENGLISH: LanguageProfile = {
  code: "en",
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
  clauseVerbs: words(
    "means makes helps allows gives shows leads includes creates keeps lets matters explains becomes seems requires needs brings adds offers",
  ),
  determiners: words("the a an our their his her its my your this that these those some many most each every all such no any"),
  clauseBlockers: words(
    "so what how why where when which who whose whom as nor neither not but and or if than then also even just yet because while although though",
  ),
  splitConjunctions: { and: "", but: "But", so: "So", yet: "Yet" },
  joiner: ", and ",
  joinStarters: words("it this that they we he she there these those i you its their our his her my your such many most some"),
  abbreviations: words("mr mrs ms dr prof st vs e.g i.e inc ltd jr sr no fig al approx ca cf vol pp p mt ave dept est"),
  transforms: words("formatting structure lexicon restructure contractions punctuation contrasts rhythm openers"),
  rhythm: {
    clauseSplits: true,
    conjunctionJoins: true,
    articleJoins: true,
    joinBlockers: words("and because although though when if since while unless until whereas which who"),
  },
};

const SPANISH: LanguageProfile = {
  code: "es",
  lexicon: compileLexicon(ES_LEXICON),
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
  joinStarters: words("esto eso ella él ellos ellas nosotros"),
  abbreviations: words("sr sra srta dr dra ud uds etc pág p ej núm"),
  transforms: words("formatting lexicon punctuation rhythm"),
  rhythm: { clauseSplits: false, conjunctionJoins: false, articleJoins: false, joinBlockers: words("") },
};

const PROFILES: Readonly<Record<string, LanguageProfile>> = { en: ENGLISH, es: SPANISH };

export const SUPPORTED_LANGUAGES: readonly string[] = Object.keys(PROFILES);

export function profileFor(language: string): LanguageProfile | undefined {
  return ownEntry(PROFILES, language.toLowerCase());
}
