// Which spelling variety a text writes (American or British English, Swiss or standard German),
// told by the words of each variety it uses and decided once per text: the lexicon's replacements
// are then written the text's way (lang/en-spelling.ts, lang/de-spelling.ts).

/** A test, memoised per text (per `isLowerWord` lookup), of whether the text writes `variety` rather than `other`. */
export function writesVariety(
  variety: readonly string[],
  other: readonly string[],
  decide: (varietyWords: number, otherWords: number) => boolean,
): (isLowerWord: (word: string) => boolean) => boolean {
  const answers = new WeakMap<(word: string) => boolean, boolean>();
  return (isLowerWord) => {
    let known = answers.get(isLowerWord);
    if (known === undefined) {
      known = decide(variety.filter(isLowerWord).length, other.filter(isLowerWord).length);
      answers.set(isLowerWord, known);
    }
    return known;
  };
}
