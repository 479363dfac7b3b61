// The transforms of the rules engine, in the order they run. Each has an id, the sign families
// it removes (docs/ai-writing-signs.md), the modes it runs in and how it applies:
//   text       over the whole text, before it is cut into lines (formatting tells)
//   sentence   one masked sentence to one (the empty string drops the sentence)
//   split      one masked sentence to one or more
//   sentences  the sentences of a line, to new sentences (rhythm: splits and joins)
//   final      one sentence of the line's final list (openers and clause moves)
// A language runs the transforms its profile lists (languages.ts); `context.disabled` switches
// any of them off, so each can be tested on its own.

import type { RewriteMode } from "../../port.js";
import type { Sentence } from "../sentences.js";
import { applyContractions } from "./contractions.js";
import type { RewriteContext } from "./context.js";
import { applyFormatting } from "./formatting.js";
import { applyLexicon } from "./lexicon.js";
import { varyOpener } from "./openers.js";
import { applyPunctuation } from "./punctuation.js";
import { applyRestructure } from "./restructure.js";
import { applyRhythm } from "./rhythm/index.js";
import { applyStructure, joinContrasts } from "./structure.js";

interface Base {
  id: string;
  families: readonly string[];
  modes: readonly RewriteMode[];
}

export type Transform = Base &
  (
    | { stage: "text"; apply: (text: string, context: RewriteContext) => string }
    | { stage: "sentence"; apply: (sentence: string, context: RewriteContext) => string }
    | { stage: "split"; apply: (sentence: string, context: RewriteContext) => string[] }
    | { stage: "sentences"; apply: (sentences: Sentence[], context: RewriteContext, originalLengths: readonly number[]) => Sentence[] }
    | { stage: "final"; apply: (sentence: string, context: RewriteContext) => string }
  );

const BOTH: readonly RewriteMode[] = ["standard", "aggressive"];

export const TRANSFORMS: readonly Transform[] = [
  {
    id: "formatting",
    stage: "text",
    families: ["heading-emoji", "bold-inline-label", "title-case-heading", "chatbot-citation-markup", "utm-source"],
    modes: ["aggressive"],
    apply: (text, context) => applyFormatting(text, context.profile.code),
  },
  {
    id: "structure",
    stage: "sentence",
    families: [
      "chatbot-signoff",
      "chatbot-opener",
      "sycophancy",
      "knowledge-cutoff",
      "prompt-refusal",
      "signposting",
      "upbeat-closer",
      "persuasive-trope",
      "participial-tail",
      "negative-parallelism",
      "not-x-but-y",
      "canned-assurance",
      "user-directed-meta",
    ],
    modes: BOTH,
    apply: applyStructure,
  },
  {
    id: "lexicon",
    stage: "sentence",
    families: [
      "excess-vocabulary",
      "stock-phrase",
      "filler-phrase",
      "stacked-hedge",
      "transition-overuse",
      "hyphenated-pair",
      "puffery-significance",
      "promotional-language",
      "copula-avoidance",
      "didactic-disclaimer",
      "section-summary",
      "sparked-discussion",
    ],
    modes: BOTH,
    apply: (sentence, context) => applyLexicon(sentence, context.profile.lexicon, context),
  },
  { id: "restructure", stage: "sentence", families: ["negative-parallelism"], modes: BOTH, apply: applyRestructure },
  { id: "contractions", stage: "sentence", families: [], modes: BOTH, apply: applyContractions },
  { id: "punctuation", stage: "split", families: ["em-dash-overuse"], modes: BOTH, apply: applyPunctuation },
  { id: "contrasts", stage: "sentences", families: ["negative-parallelism"], modes: BOTH, apply: joinContrasts },
  { id: "rhythm", stage: "sentences", families: ["uniform-rhythm", "participial-tail"], modes: BOTH, apply: applyRhythm },
  { id: "openers", stage: "final", families: [], modes: BOTH, apply: varyOpener },
];

/** The transforms of a stage that run for this text (its language, its mode, not switched off). */
export function activeTransforms<S extends Transform["stage"]>(stage: S, context: RewriteContext): Extract<Transform, { stage: S }>[] {
  const active: Extract<Transform, { stage: S }>[] = [];
  for (const transform of TRANSFORMS) {
    if (transform.stage !== stage || !transform.modes.includes(context.mode)) continue;
    if (!context.profile.transforms.has(transform.id) || context.disabled?.has(transform.id)) continue;
    active.push(transform as Extract<Transform, { stage: S }>);
  }
  return active;
}
