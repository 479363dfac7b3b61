// The rewrite must not introduce errors: fragments, comma splices, broken collocations, facts
// moved onto the wrong clause. Each probe (test/fixtures/engine/probes.ts) is rewritten in
// both modes and checked against its own rules and the generic checks below; the generic
// checks also run over every fixture text.

import { describe, expect, it } from "vitest";
import type { RewriteMode } from "../../src/engine/port.js";
import { rewriteText } from "../../src/engine/rules/index.js";
import { ENGLISH_FIXTURES } from "../fixtures/engine/english.js";
import { PROBES } from "../fixtures/engine/probes.js";

const MODES: readonly RewriteMode[] = ["standard", "aggressive"];

// Shapes an editor never writes; each counts as introduced only when the output has more of it than the input.
const GENERIC: readonly [string, RegExp][] = [
  ["comma before a stop", /,\s*[.!?]/g],
  ["doubled comma", /,\s*,/g],
  ["space before punctuation", /\p{L} [,.;:!?](?!\S)/gu],
  ["doubled word", /\b(\p{L}+) \1\b/giu],
  ["lower-case sentence start", /[.!?] \p{Ll}/gu],
  ["'a' before a vowel sound", /\ba (?:[aeio]\p{L}+|un(?!i)\p{L}*|hour|honest)\b/giu],
  ["'an' before a consonant sound", /\ban (?:[bcdfgjklmnpqrstvwxyz]\p{L}*|u(?:ni|se|su|ro)\p{L}*)\b/giu],
  ["'not only' without its second half", /(?:^|[.!?]\s)Not only [^.!?]*[.!?]/gu],
  // A comma before a pronoun or determiner + a finite verb: two clauses spliced (not after a fronted date, "As of 2023, the
  // reviewers had rated…").
  [
    "comma splice",
    /(?<!\b(?:[Aa]s of|[Ii]n|[Bb]y|[Ss]ince) [\p{L}\d ]{1,25}), (?:it|they|we|he|she|there|this|these|none of them|the \p{L}+(?: \p{L}+)?) (?:is|are|was|were|has|have|had|will|can|did|does|won|lost|found|showed|came|went|\p{L}+ed)\b/gu,
  ],
  ["adverb before a copula", /\b(?:now|also|still|often|currently) (?:is|are) (?:a|an|the)\b/gu],
  ["uncountable proof with an article", /\ban? (?:\p{L}+ )?proof of\b/gu],
  ["preposition clash", /\b(?:lessons|look|looks) into\b|\bsuited to (?:meet|fit|address|serve|help)\b|\b(?:major|big) power of\b/gu],
];

function count(pattern: RegExp, text: string): number {
  return [...text.matchAll(pattern)].length;
}

/** The generic errors the rewrite introduced (more occurrences than the input had). */
export function introducedErrors(input: string, output: string): string[] {
  const errors: string[] = [];
  for (const [name, pattern] of GENERIC) {
    // "Not only …" is an error only when the "but" half went missing.
    if (name.startsWith("'not only'")) {
      const bare = [...output.matchAll(pattern)].filter((m) => !/\bbut\b/iu.test(m[0]));
      const before = [...input.matchAll(pattern)].filter((m) => !/\bbut\b/iu.test(m[0]));
      if (bare.length > before.length) errors.push(`${name}: ${bare.map((m) => m[0].trim()).join(" | ")}`);
      continue;
    }
    if (count(pattern, output) > count(pattern, input)) {
      errors.push(`${name}: ${[...output.matchAll(pattern)].map((m) => m[0]).join(" | ")}`);
    }
  }
  return errors;
}

describe("error probes", () => {
  for (const probe of PROBES) {
    for (const mode of MODES) {
      it(`${probe.class} · ${probe.id} · ${mode}`, () => {
        const output = rewriteText({ text: probe.input, language: "en", mode });
        expect(introducedErrors(probe.input, output), output).toEqual([]);
        for (const pattern of probe.forbid ?? []) expect(output, `must not match ${pattern}`).not.toMatch(pattern);
        for (const kept of probe.keep ?? []) expect(output, `must keep "${kept}"`).toContain(kept);
      });
    }
  }
});

describe("no introduced errors on the fixtures", () => {
  for (const fixture of ENGLISH_FIXTURES) {
    for (const mode of MODES) {
      it(`${fixture.id} · ${mode}`, () => {
        const output = rewriteText({ text: fixture.text, language: "en", mode });
        expect(introducedErrors(fixture.text, output), output).toEqual([]);
      });
    }
  }
});

describe("the generic checks can fail", () => {
  it.each([
    ["The results were clear — the new method won.", "The results were clear, the new method won."],
    ["Not only does it save time, but it helps.", "Not only does it save time. But it helps."],
    ["It is a vibrant testament to them.", "It is a lively proof of them."],
    ["It now serves as a hub.", "It now is a hub."],
    ["The town, on May 21.", "The town,."],
  ])("%s -> %s is caught", (input, broken) => {
    expect(introducedErrors(input, broken).length).toBeGreaterThan(0);
  });
});
