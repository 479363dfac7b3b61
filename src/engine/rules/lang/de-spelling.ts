// Swiss Standard German writes "ss" for "ß" ("gross", "heisst", "massgebend"). The lexicon writes its replacements with "ß"
// ("ein großer Schritt"); a text that writes the Swiss forms of its own and none with "ß" gets them with "ss".

const SWISS =
  "gross grosse grossen grosser grosses grösser grösste ausser ausserdem ausserhalb äusserst heisst heissen schliesslich anschliessend abschliessend massgebend massgeblich gemäss weiss bloss regelmässig mässig draussen geniessen fliessend süss".split(
    " ",
  );

// The answer per text (the lookup is made once per text).
const swiss = new WeakMap<(word: string) => boolean, boolean>();

function writesSwiss(isLowerWord: (word: string) => boolean): boolean {
  let known = swiss.get(isLowerWord);
  if (known === undefined) {
    let ss = 0;
    let sharp = 0;
    for (const word of SWISS) {
      if (isLowerWord(word)) ss++;
      if (isLowerWord(word.replace("ss", "ß"))) sharp++;
    }
    known = ss > 0 && sharp === 0;
    swiss.set(isLowerWord, known);
  }
  return known;
}

/** A lexicon replacement in the text's own spelling ("ein grosser Schritt" in a Swiss text). */
export function respellGerman(replacement: string, isLowerWord: ((word: string) => boolean) | undefined): string {
  if (isLowerWord === undefined || !replacement.includes("ß") || !writesSwiss(isLowerWord)) return replacement;
  return replacement.replaceAll("ß", "ss");
}
