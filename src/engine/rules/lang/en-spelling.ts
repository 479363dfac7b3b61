// English spelling varieties. The lexicon writes its replacements in British spelling ("in the heart
// of" -> "in the centre of"); a text that writes American spellings of its own ("labor", "color",
// "neighborhood") gets them in American spelling. Without such words the British spelling stays.

import { writesVariety } from "./spelling-variety.js";

const AMERICAN =
  "center centers centered color colors colored colorful favorite favorites favor labor neighbor neighbors neighborhood neighborhoods behavior honor theater traveled traveling canceled jewelry".split(
    " ",
  );
const BRITISH =
  "centre centres centred colour colours coloured colourful favourite favourites favour labour neighbour neighbours neighbourhood neighbourhoods behaviour honour theatre travelled travelling cancelled jewellery".split(
    " ",
  );
const TO_AMERICAN: Readonly<Record<string, string>> = { centre: "center", centres: "centers" };
const BRITISH_FORMS = /\bcentres?\b/gu;

// More American spellings than British ones (once per text).
const writesAmerican = writesVariety(AMERICAN, BRITISH, (us, uk) => us > uk);

/** A lexicon replacement in the text's own spelling ("in the center of" in an American text). */
export function respellEnglish(replacement: string, isLowerWord: ((word: string) => boolean) | undefined): string {
  if (isLowerWord === undefined || !replacement.includes("centre") || !writesAmerican(isLowerWord)) return replacement;
  return replacement.replace(BRITISH_FORMS, (word) => TO_AMERICAN[word] ?? word);
}
