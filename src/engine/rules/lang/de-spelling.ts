// Swiss Standard German writes "ss" for "ß" ("gross", "heisst", "massgebend"). The lexicon writes its replacements with "ß"
// ("ein großer Schritt"); a text that writes the Swiss forms of its own and none with "ß" gets them with "ss".

import { writesVariety } from "./spelling-variety.js";

const SWISS =
  "gross grosse grossen grosser grosses grösser grösste ausser ausserdem ausserhalb äusserst heisst heissen schliesslich anschliessend abschliessend massgebend massgeblich gemäss weiss bloss regelmässig mässig draussen geniessen fliessend süss".split(
    " ",
  );

// Swiss forms of its own and none with "ß" (once per text).
const writesSwiss = writesVariety(
  SWISS,
  SWISS.map((word) => word.replace("ss", "ß")),
  (ss, sharp) => ss > 0 && sharp === 0,
);

/** A lexicon replacement in the text's own spelling ("ein grosser Schritt" in a Swiss text). */
export function respellGerman(replacement: string, isLowerWord: ((word: string) => boolean) | undefined): string {
  if (isLowerWord === undefined || !replacement.includes("ß") || !writesSwiss(isLowerWord)) return replacement;
  return replacement.replaceAll("ß", "ss");
}
