// German data for transforms/punctuation.ts.

/** Prepositions that open a phrase, not a sentence, after a colon ("mit sich: von Putzplänen bis zu Übernachtungsgästen"): no capital. */
export const GERMAN_PREPOSITIONS: ReadonlySet<string> = new Set(
  "von vom bis mit für aus zu zum zur bei beim nach über unter vor ohne gegen durch um ab seit zwischen neben auf an am in im ins trotz wegen während".split(
    " ",
  ),
);
