// The rhythm's thresholds per mode: when a sentence is long enough to split, how short the
// halves may be, and how short two sentences must be to be joined.

import type { RewriteContext } from "../context.js";

export interface RhythmSettings {
  /** Sentences longer than this (in words) are candidates for a split at a safe point. */
  splitAbove: number;
  /** Sentences longer than this are split whenever a safe point exists, whatever the rhythm. */
  alwaysSplitAbove: number;
  /** Neither half of a split may be shorter than this. */
  minPart: number;
  /** Both sentences of a join must be at most this long… */
  joinEach: number;
  /** …and together at most this long. */
  joinTotal: number;
  /** Collect every safe split point, not only while the rest is long (the rhythm picks among them). */
  collectAll: boolean;
}

export const SETTINGS: Record<RewriteContext["mode"], RhythmSettings> = {
  standard: { splitAbove: 22, alwaysSplitAbove: 30, minPart: 6, joinEach: 8, joinTotal: 15, collectAll: false },
  aggressive: { splitAbove: 12, alwaysSplitAbove: 18, minPart: 4, joinEach: 20, joinTotal: 34, collectAll: true },
};
