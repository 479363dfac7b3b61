// Words that turn a sentence against the one before it, in every supported language: such a
// sentence is no addition (never joined with "and"/"und"), and after a dash it is a sentence of
// its own, not the explanation a colon would announce ("möglich: Die genaue Summe kann ich
// allerdings nicht nennen" reads wrong).
export const CONTRAST_WORDS: ReadonlySet<string> = new Set(
  (
    "but however yet nevertheless nonetheless still though " +
    "jedoch aber allerdings doch dennoch trotzdem " +
    "mais cependant pourtant toutefois néanmoins " +
    "però tuttavia ma eppure comunque " +
    "pero embargo aunque " +
    "porém contudo mas todavia"
  ).split(" "),
);
