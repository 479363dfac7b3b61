import type { RewriteMode } from "../../port.js";
import type { LanguageProfile } from "../languages.js";
import type { LengthStats } from "./rhythm/stats.js";

/** What every transform needs to know about the text being rewritten. */
export interface RewriteContext {
  mode: RewriteMode;
  profile: LanguageProfile;
  /** "’" when the input writes apostrophes curly, so inserted ones match. */
  apostrophe: "'" | "’";
  /** The no-break space the text writes before its colons (typography.ts documentColonSpace), for an inserted colon. */
  colonSpace?: string;
  /** Apply only the AI-marker entries of the lexicon (scrubMarkers). */
  markersOnly?: boolean;
  /** Sentence-length statistics of the whole text, kept up to date by the rhythm transform. */
  lengths?: LengthStats;
  /** Words the text also writes in lower case ("vaccines"): a sentence-initial "Vaccines" may lose its capital when moved; "Alice" may not. */
  isLowerWord?: (word: string) => boolean;
  /** Words the text protects as a one-word name somewhere ("Welcome to Bolster!"): a sentence-initial "Bolster" is that name, not the verb. */
  isNameWord?: (word: string) => boolean;
  /** The protected spans of the line being rewritten, by placeholder index ("in #" moves only for a year or a date). */
  spans?: readonly string[];
  /** The line being rewritten is a list item ("- …", "1. …"): often a noun phrase, never split into sentences by a participle. */
  inListItem?: boolean;
  /** Placeholder indexes inside leftover sentences the structure transform dropped ("Would you like the 30-year figures?"). */
  droppedSpans?: Set<number>;
  /** Set when the structure transform dropped a whole sentence as a chatbot leftover (a line of nothing else goes). */
  droppedLeftover?: boolean;
  /** A sentence of the line being rewritten held its "P.S." mark: the sentences from there on are a letter's postscript. */
  afterPostscript?: boolean;
  /** The thing a dropped chatbot opener named ("I'd be happy to help you choose your first sewing machine" -> "sewing machine"), for a "the right one" after it. */
  droppedTopic?: string;
  /** Transform ids (transforms/registry.ts) switched off for this rewrite (tests, diagnostics). */
  disabled?: ReadonlySet<string>;
}

export function withApostrophe(text: string, context: RewriteContext): string {
  return context.apostrophe === "'" ? text : text.replace(/'/g, context.apostrophe);
}
