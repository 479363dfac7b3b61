// English detectors for the sign families that are not lexicon entries. Each pattern is global
// and linear (bounded repeats, no nested quantifiers over the same characters); detectSigns
// runs them over prose lines and drops a match that overlaps a quotation, code or a link.

import { LEFTOVER_OPENERS, LEFTOVER_SENTENCES } from "../rules/lang/en-structure.js";

export interface PatternDetector {
  family: string;
  pattern: RegExp;
}

const A = "['’]";

/** Detectors run on each sentence of a prose line (the structure rules' own patterns first). */
export const EN_SENTENCE_DETECTORS: readonly PatternDetector[] = [
  ...LEFTOVER_SENTENCES.map(({ family, pattern }) => ({ family, pattern })),
  ...LEFTOVER_OPENERS.map(({ family, pattern }) => ({ family, pattern: new RegExp(pattern.source.replace(/\\s\+$/u, ""), pattern.flags) })),
  {
    family: "chatbot-opener",
    pattern:
      /^(?:Certainly|Sure|Absolutely|Of course|Great)(?:!|[,.]\s*(?=Here(?:'s|’s| is| are)\b|I(?:'d|’d| would) be happy))\s*(?:Here(?:'s|’s| is| are)\b[^.!?:]*[.:!]?)?/iu,
  },
  {
    family: "chatbot-opener",
    pattern: new RegExp(
      `^Here${A}?s? (?:is |are )?(?:a|an|the|your|some) (?:revised|rewritten|polished|updated|improved|quick|brief|detailed|comprehensive|complete|simple|step-by-step)?\\s?(?:version|overview|summary|breakdown|guide|list|draft|explanation|rundown)\\b[^.!?]*[:.]$`,
      "iu",
    ),
  },
  { family: "prompt-refusal", pattern: /^As an (?:AI\b|\p{Co})(?: language model)?[^.!?]*[.!]?/iu },
  { family: "negative-parallelism", pattern: /\bnot only\b[^.!?;]{1,120}\bbut(?: also)?\b/iu },
  {
    family: "negative-parallelism",
    pattern: new RegExp(
      `\\b(?:it|this|that)(?:${A}s| is)(?: not|n${A}t)(?: just| only| merely| simply)?(?: about)? [^.!?;,—–]{1,80}(?:,|;|—|–|:) ?(?:it|this|that)(?:${A}s| is)\\b`,
      "iu",
    ),
  },
  { family: "negative-parallelism", pattern: /\bnot just (?:about )?[^.!?;,—–]{1,60}(?:,|;|—|–)? (?:but|it's|it’s|it is)\b/iu },
  {
    family: "participial-tail",
    pattern:
      /(?:,| —| –| --) (?:further |thereby )?(?:highlighting|underscoring|underlining|emphasizing|emphasising|showcasing|symbolizing|symbolising|reflecting|reinforcing|cementing|solidifying|signaling|signalling|demonstrating|illustrating|contributing to|fostering|ensuring|paving the way)\b[^.!?]*[.!?]?$/iu,
  },
  { family: "copula-avoidance", pattern: /\b(?:serves?|served|serving|stands?|stood) as (?:a|an|the)\b/iu },
  { family: "copula-avoidance", pattern: /\bboast(?:s|ed|ing)? (?!about|that|of)\w/iu },
  { family: "copula-avoidance", pattern: /\brepresent(?:s|ed)? (?:one of|a|an)\b/iu },
  {
    family: "stacked-hedge",
    pattern: /\b(?:could|may|might|can|would) (?:potentially|possibly|perhaps|arguably)\b|\bit (?:could|may|might) be argued that\b/iu,
  },
  {
    family: "signposting",
    pattern: new RegExp(`^(?:Let${A}s|Let us) (?:dive|delve|explore|take a (?:closer )?look|break (?:it|this|that) down|unpack|walk through|jump)\\b`, "iu"),
  },
  {
    family: "upbeat-closer",
    pattern:
      /\b(?:the future(?: of [^,.!?]{1,40})? (?:looks|is|remains) (?:bright|promising)|the future has never looked brighter|exciting times (?:lie|are) ahead|the possibilities are endless|only time will tell)\b/iu,
  },
  {
    family: "sparked-discussion",
    pattern:
      /\b(?:sparked|prompted|ignited|fueled|fuelled) (?:a |an )?(?:broader|wider|ongoing|renewed|important|global|national)? ?(?:debate|discussion|conversation|dialogue|reflection)s?\b/iu,
  },
  {
    family: "vague-attribution",
    pattern:
      /\b(?:experts|observers|critics|analysts|scholars|researchers|many|some) (?:say|argue|believe|note|have noted|suggest|agree|point out|have pointed out)\b|\b(?:it is|it's|it’s) widely (?:believed|regarded|recognized|acknowledged)\b/iu,
  },
  {
    family: "notability-namedrop",
    pattern: /\b(?:has|have|had) been (?:featured|covered|profiled|highlighted) (?:in|by)\b|\bactive social media presence\b/iu,
  },
  {
    family: "challenges-prospects",
    pattern: /\bDespite (?:its|their|these|this|the) [^,.!?]{0,40}(?:challenges|success|setbacks)\b|\bcontinues? to (?:thrive|flourish)\b/iu,
  },
  { family: "canned-assurance", pattern: /^(?:Rest assured|I assure you|We value your feedback|Your satisfaction is our (?:top )?priority)\b/iu },
  { family: "false-range", pattern: /\bfrom (?:the )?[a-z][a-z ]{2,30} to (?:the )?[a-z][a-z ]{2,30}, from\b/iu },
  {
    family: "rule-of-three",
    pattern: /\b([a-z]+(?:ive|ous|ful|ent|ant|ic|al|ble)), ([a-z]+(?:ive|ous|ful|ent|ant|ic|al|ble)),? and ([a-z]+(?:ive|ous|ful|ent|ant|ic|al|ble))\b/iu,
  },
  { family: "passive-fragment", pattern: /^No (?:configuration|setup|installation|sign-up|credit card|coding|experience) (?:needed|required)[.!]/iu },
  { family: "user-directed-meta", pattern: /^Subject: /u },
];

/** Stock compound modifiers (hyphenated-pair): flagged wherever they occur in prose. */
export const EN_HYPHENATED_PAIRS =
  /\b(?:data-driven|cutting-edge|state-of-the-art|high-quality|user-friendly|cross-functional|end-to-end|forward-thinking|best-in-class|world-class|game-changing|thought-provoking|ever-evolving|ever-changing|fast-paced|one-stop|next-level|top-notch|mission-critical|results-driven|value-added|well-rounded|customer-centric|future-proof|seamlessly-integrated)\b/giu;

/** Which family a lexicon entry belongs to, when its lexicon section names none. */
const CLASSES: readonly [RegExp, string][] = [
  [/^(?:certainly|absolutely|of course|sure) !/u, "chatbot-opener"],
  [/^great question/u, "sycophancy"],
  [/^i hope this helps/u, "chatbot-signoff"],
  [/^(?:in conclusion|to conclude|in summary|to summarize|to summarise|to sum up|in short|overall|all in all)\b/u, "section-summary"],
  [
    /^(?:ultimately|moreover|furthermore|additionally|in addition|notably|importantly|interestingly|undoubtedly|indeed|essentially|in essence|consequently|therefore|thus|hence|nevertheless|nonetheless|firstly|secondly|thirdly|first and foremost|crucially) ,/u,
    "transition-overuse",
  ],
  [/^(?:it is|it's|it should be|it goes without|needless to say|as previously|as mentioned|as we have seen|it can be said)/u, "didactic-disclaimer"],
  [/potentially|possibly|perhaps|arguably|could be argued|may be argued|might be argued/u, "stacked-hedge"],
  [/serves? as|stands? as|^boast/u, "copula-avoidance"],
  [/nestled|breathtaking|bustling|vibrant|must-visit|in the heart of|captivating|stunning|hidden gem|picturesque/u, "promotional-language"],
  [
    /testament|pivotal|role$|milestone|legacy|heritage|turning point|paramount|stage for|deeply rooted|at the heart|indelible|enduring|significant|profound impact|transformative/u,
    "puffery-significance",
  ],
];

const FUNCTION_WORDS = new Set("a an the of to in into on upon with for by at from about as is are was were be".split(" "));

/** The family of a lexicon entry's source phrase: its own, or the first class it falls in. */
export function classifyLexiconEntry(source: readonly string[], marker: boolean): string | null {
  const phrase = source.join(" ");
  for (const [pattern, family] of CLASSES) if (pattern.test(phrase)) return family;
  const words = source.filter((item) => /\p{L}/u.test(item));
  // "delve into", "embark on": one listed word and its preposition.
  const content = words.filter((word) => !FUNCTION_WORDS.has(word)).length;
  if (marker) return content <= 1 ? "excess-vocabulary" : "stock-phrase";
  return words.length > 1 ? "filler-phrase" : null;
}

/** Signs that span sentences, matched over a whole (masked) prose line: "No X. No Y. Just Z." */
export const EN_LINE_DETECTORS: readonly PatternDetector[] = [
  { family: "not-x-but-y", pattern: /(?<=^|[.!?]\s)No [^.!?,]{1,30}[.,] No [^.!?,]{1,30}[.,] Just [^.!?]{1,40}[.!]/gu },
];
