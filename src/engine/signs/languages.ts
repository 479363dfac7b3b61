// The sentence detectors of every language with its own structure data (lang/<code>-structure.ts):
// its leftover sentences and openers (the structure transform's own patterns), its significance
// tails, its contrast shapes and the detectors of the signs it does not rewrite. English keeps
// its own list (signs/en.ts).

import type { StructureData } from "../rules/lang/structure-data.js";
import { foldCase, literalFilter, testFolded } from "../rules/prefilter.js";
import type { PatternDetector } from "./en.js";

const cache = new WeakMap<StructureData, readonly PatternDetector[]>();

/** The detectors of a language's structure data, built once. */
export function structureDetectors(data: StructureData): readonly PatternDetector[] {
  let detectors = cache.get(data);
  if (!detectors) {
    detectors = [
      ...data.leftoverSentences,
      // An opener is reported without the space after it.
      ...data.leftoverOpeners.map(({ family, pattern }) => ({
        family,
        pattern: new RegExp(pattern.source.replace(/\\s\+(?:\(\?=[^)]*\))?$/u, ""), pattern.flags),
      })),
      { family: "participial-tail", pattern: data.significanceTail },
      ...data.detectors,
    ];
    cache.set(data, detectors);
  }
  return detectors;
}

/** The family of a whole leftover sentence (the structure transform drops it), or null. */
export function leftoverFamily(data: StructureData, sentence: string): string | null {
  const folded = foldCase(sentence);
  const may = literalFilter(data.leftoverSentences).scan(sentence, folded);
  for (const [i, rule] of data.leftoverSentences.entries()) if (may[i] === 1 && testFolded(rule.pattern, sentence, folded)) return rule.family;
  return null;
}
