// Typography that differs between languages and that the shared transforms must respect.
//
// French sets a space before the "high" punctuation marks ; : ! ? (a narrow no-break space
// U+202F, a no-break space U+00A0 or, in plain typing, an ordinary space) and inside « ». A
// transform that inserts one of those marks in French text inserts that space too; one that
// removes text next to them keeps it.

/** Languages that put a space before ; : ! ? (French; Swiss French often omits it before ; ! ?, but never before a colon). */
const SPACED_HIGH_PUNCTUATION = new Set(["fr"]);

/** A space (of the three kinds) right before a high punctuation mark: what the text already writes there. */
const SPACE_BEFORE_MARK = /([ \u00a0\u202f])[;:!?]/u;
const SPACE_BEFORE_COLON = /([ \u00a0\u202f]):/u;

/** Does `language` put a space before ; : ! ? */
export function spacesHighPunctuation(language: string): boolean {
  return SPACED_HIGH_PUNCTUATION.has(language);
}

/**
 * The space to write before a colon inserted into `text` in `language`: "" where none is written,
 * else the kind of space the text already writes before ; : ! ? (U+202F, U+00A0 or " "), or
 * `fallback` when it writes none.
 */
export function spaceBeforeColon(language: string, text: string, fallback = " ", documentSpace?: string): string {
  if (!spacesHighPunctuation(language)) return "";
  // a colon takes the space of the colons first (a text may write U+00A0 before ":" and U+202F before "!")
  return SPACE_BEFORE_COLON.exec(text)?.[1] ?? documentSpace ?? SPACE_BEFORE_MARK.exec(text)?.[1] ?? fallback;
}

/** The space to write before an inserted ";" (or "!" "?"): the kind the text writes before ; : ! ?, as spaceBeforeColon's fallbacks. */
export function spaceBeforeMark(language: string, text: string, fallback = " ", documentSpace?: string): string {
  if (!spacesHighPunctuation(language)) return "";
  return SPACE_BEFORE_MARK.exec(text)?.[1] ?? documentSpace ?? fallback;
}

/**
 * The no-break space the whole text writes before its colons (else before ; ! ?), if any: a sentence
 * without high punctuation of its own takes it for an inserted colon ("trousseau : un détail"), not
 * the plain space that stood before a dash.
 */
export function documentColonSpace(language: string, text: string): string | undefined {
  if (!spacesHighPunctuation(language)) return undefined;
  return /[\u00a0\u202f](?=:)/u.exec(text)?.[0] ?? /[\u00a0\u202f](?=[;!?])/u.exec(text)?.[0];
}

/**
 * How a bold label sets off the gloss after its dash ("**Term — gloss:**"): one policy for the formatting
 * transform (bold labels stripped) and the punctuation transform (labels kept in a mixed list). Brackets
 * when the gloss or the term has a comma of its own ("**Wool throw — a soft, warm layer:**" -> "(a soft,
 * warm layer)"; "**Come with clean, dry hair — the key to…:**": a comma would read as one more item);
 * brackets too when `figure` (the gloss holds a figure after its first word); a comma otherwise, and always after a term
 * that ends in brackets of its own ("Roland Leighton (20–25), a…").
 */
export function labelGlossMarks(term: string, gloss: string, figure = false): "brackets" | "comma" {
  if (/\)\s*$/u.test(term)) return "comma";
  // (Set 30: "**Damaged bags — a crucial 7-day window:**" -> "Damaged bags, an important 7-day window" made the bags a
  // window: a gloss with a figure inside (not first: "**Starter — £12 a month:**" names the term's price) is a remark
  // about the term, not another name for it, and takes brackets.)
  // (Set 30: so does one after a verb and its particle or preposition, "**Collect from a SwiftPoint — ultimate flexibility:**":
  // a noun phrase in apposition to an instruction does not parse; brackets suit a noun's term as well.)
  if (figure || /^\s*\p{L}+ (?:from|at|to|off|up|in|on|with|by|into|out|for|away|back|down|over) /u.test(term)) return "brackets";
  return gloss.includes(",") || term.includes(",") ? "brackets" : "comma";
}
