// The shape of a language's data for the dash and bold-label rules of transforms/punctuation.ts (the English data is in
// lang/en-punctuation.ts). A language without it keeps the shared rules only (a clause after a dash by its subject
// pronoun, its own phrase openers, its finite verbs).

export interface DashRules {
  /** Words that open a subordinate clause after a dash ("— because…"): it takes a comma, never a full stop. */
  subordinators: ReadonlySet<string>;
  /** Words that cannot open a main clause ("though", "and"): after "as of 2024," they make no dated statement. */
  notMainStart: ReadonlySet<string>;
  /** Words that open a phrase, not a clause ("— from Lisbon to Oslo"); a noun or adjective before a past tense is no such word. */
  phraseStarters: ReadonlySet<string>;
  /** A past tense or participle shape ("showed", "ranged"): after a noun it makes a dashed aside a clause of its own. */
  past: RegExp;
  /** The ending of a past tense, at any length ("-ed"): a word with it is no noun before a past tense. */
  pastEnding: RegExp;
  /** A gerund shape ("going", "hiring"). */
  gerund: RegExp;
  /** The ending of a gerund, at any length ("-ing"). */
  gerundEnding: RegExp;
  /** Adverbs of frequency between a plural noun and a past tense ("fees typically ranged…"). */
  frequencyAdverbs: ReadonlySet<string>;
  /** A plural noun shape ("fees", not "glass", "bus", "basis"). */
  plural: RegExp;
  /** The two words that open a dated statement after a dash ("— as of 2024, …"). */
  datedFront: readonly [string, string];
  /** "Not only …": the sentence whose "not only" half a dash or a semicolon would leave a fragment. */
  notOnly: RegExp;
  /** A gerund as a subject: the words that may follow it as its object, the verbs that make it a subject, where the search stops, and verbs after a plural "-ing" compound. */
  gerundSubject: {
    objectStarts: ReadonlySet<string>;
    subjectVerbs: ReadonlySet<string>;
    searchStops: ReadonlySet<string>;
    compoundVerbs: ReadonlySet<string>;
  };
  /** The language sets off the gloss of a bold label ("**Kids' toys — a reliable bestseller:**") by its own rules (labelDash). */
  labelGlosses: boolean;
  /** A gloss of a bold label that only praises the term or says nothing ("the pivotal consideration", "setting the stage for success"): dropped with its dash. */
  fillerGloss?: RegExp;
  /**
   * The word that opens an alternative name between two dashes ("Telematics — or "black box" — insurance", set 27): between commas
   * the name reads as one more list item cut off from its noun; it goes in brackets ("(or "black box")").
   */
  alternativeAside?: string;
  /** A gloss that gives an instruction ("**Travel — protect your pipes:**"): a comma would address the term; the dash stays. */
  instructionGloss?: RegExp;
}
