// AI-marker density, defined once: a marker is an occurrence of a lexicon entry flagged
// "*" (see lexicon/en.ts and docs/engine.md for where the list comes from). Markers are
// counted outside protected spans (quotes, names, code…), since those are never edited.

import { parseBlocks } from "./blocks.js";
import { profileFor } from "./languages.js";
import type { LexiconEntry } from "./lexicon/compile.js";
import { maskFor } from "./release.js";
import { splitSentences } from "./sentences.js";
import { countMarkersInSentence } from "./transforms/lexicon.js";

/** The AI-marker phrases of a language (every inflected form), as the benchmark counts them. */
export function aiMarkers(language = "en"): string[] {
  const profile = profileFor(language);
  if (!profile) return [];
  const phrases = new Set<string>();
  for (const entry of profile.lexicon.entries) if (entry.marker) phrases.add(describe(entry));
  return [...phrases].sort();
}

function describe(entry: LexiconEntry): string {
  return (entry.sentenceStart ? "^" : "") + entry.source.join(" ");
}

/** Number of AI markers in `text`. */
export function countAiMarkers(text: string, language = "en"): number {
  const profile = profileFor(language);
  if (!profile) return 0;
  let count = 0;
  for (const line of parseBlocks(text)) {
    if (line.kind !== "prose") continue;
    const masked = maskFor(line.content, profile.releasedWords);
    if (!masked) continue;
    for (const sentence of splitSentences(masked.masked, profile.abbreviations)) {
      count += countMarkersInSentence(sentence.text, profile.lexicon, masked.spans);
    }
  }
  return count;
}
