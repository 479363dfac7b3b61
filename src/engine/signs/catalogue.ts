// The catalogue of sign families (docs/ai-writing-signs.md has the sources and examples), with
// what the built-in engine does with each family in each mode. A test keeps the document's
// `standard` / `aggressive` columns equal to this table.
//
//   remove   the sign is deleted (a leftover sentence, a filler opener, emoji, citation residue)
//   rewrite  the sign is replaced by plain wording that keeps the meaning
//   reduce   some occurrences are rewritten, the rest are left where no safe rewrite exists
//   report   found by detectSigns and reported, never edited (the reason says why)

export type SignAction = "remove" | "rewrite" | "reduce" | "report";

export type SignCategory = "vocabulary" | "puffery" | "structure" | "leftover" | "formatting" | "citation";

export interface SignFamily {
  id: string;
  category: SignCategory;
  standard: SignAction;
  aggressive: SignAction;
  /** Why a family is reported only (or only reduced): no faithful rewrite exists. */
  reason?: string;
}

const NO_FACTS = "removing or rewording it would change what the text claims, and the engine cannot check facts";
const FORMAT_KEPT = "standard mode keeps the text's formatting";

export const SIGN_FAMILIES: readonly SignFamily[] = [
  // Vocabulary and stock phrases
  { id: "excess-vocabulary", category: "vocabulary", standard: "rewrite", aggressive: "rewrite" },
  { id: "stock-phrase", category: "vocabulary", standard: "rewrite", aggressive: "rewrite" },
  { id: "filler-phrase", category: "vocabulary", standard: "rewrite", aggressive: "rewrite" },
  { id: "stacked-hedge", category: "vocabulary", standard: "remove", aggressive: "remove" },
  {
    id: "transition-overuse",
    category: "vocabulary",
    standard: "reduce",
    aggressive: "remove",
    reason: 'standard keeps some connectives in lighter form ("Also,") so the text still links its sentences',
  },
  {
    id: "hyphenated-pair",
    category: "vocabulary",
    standard: "reduce",
    aggressive: "reduce",
    reason: 'only the stock compounds with a plain equivalent are rewritten; "high-quality" or "long-term" often carry meaning',
  },
  // Puffery and significance
  { id: "puffery-significance", category: "puffery", standard: "rewrite", aggressive: "rewrite" },
  { id: "notability-namedrop", category: "puffery", standard: "report", aggressive: "report", reason: `the outlets named are facts; ${NO_FACTS}` },
  { id: "promotional-language", category: "puffery", standard: "rewrite", aggressive: "rewrite" },
  {
    id: "participial-tail",
    category: "puffery",
    standard: "reduce",
    aggressive: "rewrite",
    reason: "standard drops tails that only assert significance and keeps tails that carry a fact; aggressive also makes those a sentence of their own",
  },
  {
    id: "sparked-discussion",
    category: "puffery",
    standard: "reduce",
    aggressive: "reduce",
    reason: 'the vague "broader conversation" wording is cut; that a debate happened is a claim the engine keeps',
  },
  {
    id: "vague-attribution",
    category: "puffery",
    standard: "report",
    aggressive: "report",
    reason: `naming the experts would mean inventing sources; ${NO_FACTS}`,
  },
  {
    id: "challenges-prospects",
    category: "puffery",
    standard: "report",
    aggressive: "report",
    reason: "it is the shape of a whole section; cutting it would delete the writer's content",
  },
  { id: "copula-avoidance", category: "puffery", standard: "rewrite", aggressive: "rewrite" },
  // Structure and rhetoric
  { id: "negative-parallelism", category: "structure", standard: "rewrite", aggressive: "rewrite" },
  {
    id: "not-x-but-y",
    category: "structure",
    standard: "report",
    aggressive: "reduce",
    reason: '"not X but Y" is often a real contrast; aggressive rewrites only the "No X. No Y. Just Z." slogan shape',
  },
  {
    id: "rule-of-three",
    category: "structure",
    standard: "report",
    aggressive: "report",
    reason: "a list of three is usually a real list; dropping an item would lose a fact",
  },
  {
    id: "false-range",
    category: "structure",
    standard: "report",
    aggressive: "report",
    reason: "the two ends are the writer's content; there is nothing to rewrite them into without guessing",
  },
  {
    id: "elegant-variation",
    category: "structure",
    standard: "report",
    aggressive: "report",
    reason: "telling synonyms for one referent apart needs coreference, which rules cannot do safely (not detected either)",
  },
  { id: "signposting", category: "structure", standard: "remove", aggressive: "remove" },
  { id: "persuasive-trope", category: "structure", standard: "remove", aggressive: "remove" },
  { id: "didactic-disclaimer", category: "structure", standard: "remove", aggressive: "remove" },
  { id: "section-summary", category: "structure", standard: "reduce", aggressive: "remove", reason: 'standard keeps a lighter "So," for some openers' },
  { id: "upbeat-closer", category: "structure", standard: "remove", aggressive: "remove" },
  {
    id: "uniform-rhythm",
    category: "structure",
    standard: "reduce",
    aggressive: "reduce",
    reason: "sentences are split and joined only where the grammar guards allow",
  },
  {
    id: "passive-fragment",
    category: "structure",
    standard: "report",
    aggressive: "report",
    reason: "the actor is not in the text; naming one would be a guess",
  },
  {
    id: "fragmented-header",
    category: "structure",
    standard: "report",
    aggressive: "report",
    reason: "merging a heading with its first line changes the document's structure",
  },
  { id: "diff-anchored", category: "structure", standard: "report", aggressive: "report", reason: "needs the history of the text; not detected" },
  // Chatbot leftovers
  { id: "chatbot-opener", category: "leftover", standard: "remove", aggressive: "remove" },
  { id: "chatbot-signoff", category: "leftover", standard: "remove", aggressive: "remove" },
  { id: "sycophancy", category: "leftover", standard: "remove", aggressive: "remove" },
  { id: "knowledge-cutoff", category: "leftover", standard: "remove", aggressive: "remove" },
  { id: "prompt-refusal", category: "leftover", standard: "remove", aggressive: "remove" },
  {
    id: "user-directed-meta",
    category: "leftover",
    standard: "reduce",
    aggressive: "reduce",
    reason: '"Here\'s a revised version:" lines are removed; a "Subject:" line may be wanted, so it is reported',
  },
  {
    id: "canned-assurance",
    category: "leftover",
    standard: "reduce",
    aggressive: "reduce",
    reason: '"Rest assured," openers are removed; a whole promise may be the writer\'s point, so it is reported',
  },
  { id: "abrupt-cutoff", category: "leftover", standard: "report", aggressive: "report", reason: "the missing end cannot be restored" },
  // Formatting and markup
  { id: "em-dash-overuse", category: "formatting", standard: "rewrite", aggressive: "rewrite" },
  {
    id: "bold-overuse",
    category: "formatting",
    standard: "report",
    aggressive: "report",
    reason: "bold is the writer's markup; only bold list labels are removed (aggressive)",
  },
  { id: "bold-inline-label", category: "formatting", standard: "report", aggressive: "rewrite", reason: FORMAT_KEPT },
  { id: "title-case-heading", category: "formatting", standard: "report", aggressive: "rewrite", reason: FORMAT_KEPT },
  { id: "heading-emoji", category: "formatting", standard: "report", aggressive: "remove", reason: FORMAT_KEPT },
  {
    id: "curly-quotes",
    category: "formatting",
    standard: "report",
    aggressive: "report",
    reason: "curly quotes are many publishers' house style; quotations are never edited",
  },
  {
    id: "markdown-leak",
    category: "formatting",
    standard: "report",
    aggressive: "report",
    reason: "whether Markdown is wrong depends on where the text goes, which the engine does not know",
  },
  { id: "heading-structure", category: "formatting", standard: "report", aggressive: "report", reason: "heading levels are the document's structure" },
  { id: "needless-table", category: "formatting", standard: "report", aggressive: "report", reason: "tables are kept verbatim (they hold figures)" },
  // Citations and placeholders
  { id: "chatbot-citation-markup", category: "citation", standard: "report", aggressive: "remove", reason: FORMAT_KEPT },
  { id: "utm-source", category: "citation", standard: "report", aggressive: "remove", reason: "standard mode never edits a link" },
  { id: "placeholder", category: "citation", standard: "report", aggressive: "report", reason: "an unfilled placeholder is never guessed" },
  {
    id: "fabricated-reference",
    category: "citation",
    standard: "report",
    aggressive: "report",
    reason: "checking a reference needs the network; not detected",
  },
  { id: "wiki-markup-hallucination", category: "citation", standard: "report", aggressive: "report", reason: "wiki markup only; not detected in plain prose" },
];

export const FAMILY_IDS: ReadonlySet<string> = new Set(SIGN_FAMILIES.map((f) => f.id));
