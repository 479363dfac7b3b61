// The shape of a language's structural data (transforms/structure.ts for every language but
// English, whose rules are in lang/en-structure.ts): which whole sentences are chatbot
// leftovers, which sentence openers are, which tails only assert significance, the contrast
// rewrites (negative parallelisms) and the detectors of the signs that have no rewrite. Every
// pattern runs on a masked sentence (a protected span is one private-use character, \p{Co}), is
// anchored or bounded, and so is linear.

import { narrowClasses } from "../chars.js";

export interface SignPattern {
  family: string;
  pattern: RegExp;
}

export interface SentenceRewrite {
  family: string;
  /** Matched against the whole (trimmed) sentence. */
  pattern: RegExp;
  /**
   * Text the sentence must contain for the pattern to be tried (a cheap test before a costly pattern). Only for a
   * condition the pattern does not already spell: the literal prefilter (prefilter.ts) reads the strings every
   * match needs from the pattern itself, and a `needs` those strings imply only costs bundle bytes (session 25 removed 111).
   */
  needs?: string;
  /** The replacement ($1… refer to the pattern's groups), or a function of the match and its groups. */
  replace: string | ((match: string, ...groups: string[]) => string);
}

export interface StructureData {
  /** Whole sentences that are chatbot leftovers: dropped in both modes. */
  leftoverSentences: readonly SignPattern[];
  /**
   * A request that only served a dropped offer ("J'espère que cela vous aide ! Souhaitez-vous que je calcule… ? Donnez-moi ses
   * dimensions."): once a leftover of the same line went, it goes too (it is left dangling otherwise). No digit in it.
   */
  afterDroppedOffer?: RegExp;
  /**
   * A lead-in question that only served the offer after it ("P.S. : Vous hésitez encore ? Si vous le souhaitez, je peux…"):
   * once that offer went as a leftover, the question goes too (it is left dangling otherwise). Run on the masked sentence.
   */
  beforeDroppedOffer?: RegExp;
  /** Leftover clauses at the start of a sentence (ending with their comma and space): cut, the rest capitalised. */
  leftoverOpeners: readonly SignPattern[];
  /**
   * A tail that only asserts significance (", soulignant l'importance de X."): dropped when the
   * tail holds no protected span or digit. Group 1 is the sentence's final stop.
   */
  significanceTail: RegExp;
  /** Text a sentence must contain for the significance tail to be tried. */
  significanceTailNeeds?: string;
  /** Rewrites of a shape inside the sentence or of the whole of it (negative parallelisms), each applied at most once, in order. */
  rewrites: readonly SentenceRewrite[];
  /** Detectors of sentence signs that have no rewrite here (or only some): reported by detectSigns. */
  detectors: readonly SignPattern[];
}

/** Optional space before French high punctuation (plain, no-break or narrow no-break). */
export const HIGH = "[ \\u00a0\\u202f]?";
/** An apostrophe, straight or curly. */
export const APOS = "['’]";
/** No letter or digit before / after (\b only knows ASCII letters: "à jour", "é"). */
export const B = "(?<![\\p{L}\\p{N}])";
export const E = "(?![\\p{L}\\p{N}])";

/** A case-insensitive, Unicode pattern (\p{L} and \p{N} narrowed: chars.ts, narrowClasses). */
export const re = (source: string): RegExp => new RegExp(narrowClasses(source), "iu");
/** A case-sensitive, Unicode pattern (German nouns and "Sie" keep their capital). */
export const reCase = (source: string): RegExp => new RegExp(narrowClasses(source), "u");
