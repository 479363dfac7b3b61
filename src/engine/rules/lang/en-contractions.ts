// English word lists for contractions; the logic is in transforms/contractions.ts.

/** auxiliary + "not" -> contracted negative. */
export const NEGATIVES: Record<string, string> = {
  is: "isn't",
  are: "aren't",
  was: "wasn't",
  were: "weren't",
  do: "don't",
  does: "doesn't",
  did: "didn't",
  has: "hasn't",
  have: "haven't",
  had: "hadn't",
  can: "can't",
  could: "couldn't",
  would: "wouldn't",
  should: "shouldn't",
  will: "won't",
};

/** pronoun + auxiliary -> contracted form. */
export const PRONOUN_AUX: Record<string, Record<string, string>> = {
  it: { is: "it's", has: "it's" },
  that: { is: "that's" },
  there: { is: "there's" },
  here: { is: "here's" },
  what: { is: "what's" },
  he: { is: "he's", will: "he'll", has: "he's" },
  she: { is: "she's", will: "she'll", has: "she's" },
  i: { am: "I'm", will: "I'll", have: "I've" },
  we: { are: "we're", will: "we'll", have: "we've" },
  they: { are: "they're", will: "they'll", have: "they've" },
  you: { are: "you're", will: "you'll", have: "you've" },
};

/** Subjects whose contractions standard mode uses. */
export const STANDARD_SUBJECTS = new Set(["it", "that", "there", "here", "what"]);

/** Extra pronoun + auxiliary contractions used in aggressive mode only. */
export const AGGRESSIVE_PRONOUN_AUX: Record<string, Record<string, string>> = {
  it: { will: "it'll" },
  who: { is: "who's" },
  where: { is: "where's" },
  i: { would: "I'd" },
  we: { would: "we'd" },
  you: { would: "you'd" },
  they: { would: "they'd" },
  there: { has: "there's" },
};

// "have"/"has" only contract as auxiliaries: before a past participle or adverb.
export const AFTER_PERFECT = new Set(
  "been seen done made had found learned learnt become got gotten always never already just also heard known taken given lived worked tried used written read built grown spent met noticed decided started completed developed created shown helped changed seen come gone brought chosen".split(
    " ",
  ),
);

// ("as rewarding for the mind as it is for the body": after a comparative "as", as after "than",
// the predicate is left out and the auxiliary ends its clause; "as it's for the body" is wrong.)
export const STRANDING = new Set(["who", "what", "where", "how", "whatever", "wherever", "whoever", "which", "when", "why", "than", "as"]);

// Set 29: "showing just how important it is to rank your choices" -> "how important it's": a complement fronted by "how"/"what"
// (or an "as"/"than" comparison) a word or two before the subject strands the auxiliary just the same.
export const STRANDING_FRONT = new Set(["what", "how", "however", "whatever", "than", "as"]);

/**
 * Prepositions: "you" and "it" after one are its object ("the parts we ordered for you are in stock", "what comes with it is
 * a manual"), and the auxiliary belongs to the clause's own subject: no "for you're". ("after", "before", "since", "until"
 * also open a clause, "after it's done", so they are not here.)
 */
export const OBJECT_BEFORE = new Set(
  "for to with from about at by of on in into onto upon without behind near like toward towards around through against beside under over among within past beyond".split(
    " ",
  ),
);

/** Words after which a contraction would sound wrong ("is not only"). */
export const BLOCKING_NEXT = new Set(["only", "merely", "simply"]);
