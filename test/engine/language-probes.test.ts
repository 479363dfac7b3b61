// The rewrite must not break French, German, Portuguese, Italian or Spanish: each probe
// (test/fixtures/engine/language-probes.ts) is rewritten in both modes and checked against its own
// rules and the generic checks below; the generic checks also run over every development text
// (test/fixtures/engine/languages-dev/<code>/).

import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { RewriteMode } from "../../src/engine/port.js";
import { rewriteText } from "../../src/engine/rules/index.js";
import { LANGUAGE_PROBES } from "../fixtures/engine/language-probes.js";

const MODES: readonly RewriteMode[] = ["standard", "aggressive"];

// Shapes an editor never writes in these languages; each counts as introduced only when the output has more of it than the input.
const GENERIC: readonly (readonly [string, RegExp] | readonly [string, RegExp, readonly string[]])[] = [
  ["comma before a stop", /,\s*[.!?]/g],
  ["doubled comma", /,\s*,/g],
  ["doubled space", /\S {2,}\S/g],
  ["space before a comma or full stop", /\p{L} [,.](?!\S)/gu],
  ["doubled word", /(?<![\p{L}\p{N}])(\p{L}{2,}) \1(?![\p{L}\p{N}])/giu],
  ["lower-case sentence start", /[.!?] \p{Ll}/gu],
  ["sentence starting with a comma", /(?:^|[.!?] ),/gmu],
  // French contractions an edit can break: "de le", "à le", "de les", "à les".
  ["French missing contraction", /(?<![\p{L}])(?:de|à) (?:le|les)(?![\p{L}'’])/giu, ["fr"]],
  // Spanish "de el", "a el"; Portuguese "de o", "em a"; Italian "di il", "in la".
  ["Spanish missing contraction", /(?<![\p{L}])(?:de|a) el(?![\p{L}])/giu, ["es"]],
  ["Portuguese missing contraction", /(?<![\p{L}])(?:de|em) (?:o|a|os|as)(?![\p{L}])/giu, ["pt"]],
  ["Italian missing contraction", /(?<![\p{L}])(?:di|in|a|da|su) (?:il|lo|la|i|gli|le)(?![\p{L}'’])/giu, ["it"]],
  // Italian "una" before a vowel is elided ("un'opera").
  ["Italian una before a vowel", /(?<![\p{L}])una [aeiouàèéìòù]/giu, ["it"]],
  // Italian "e" before e/è takes its d ("ed è"): a deleted "va sottolineato che" leaves "e è".
  ["Italian e before e", /(?<![\p{L}'’])e [eèé]/giu, ["it"]],
  // A bold label emptied by a deleted opener ("**Em resumo:**" -> "****").
  ["empty emphasis", /\*\*\*\*|\*\* \*\*/g],
  // German: a verb-first statement after a dropped opener ("Bietet die App…").
  ["German verb-first statement", /(?:^|[.!] )(?:Bietet|Ist|Sind|Hat|Haben|Gibt|Zeigt|Kann|Können|Wird|Werden)(?= [^.!?]*[.!](?:\s|$))/gmu, ["de"]],
];

function count(pattern: RegExp, text: string): number {
  return [...text.matchAll(pattern)].length;
}

/** The generic errors the rewrite introduced (more occurrences than the input had). */
export function introducedErrors(input: string, output: string, language: string): string[] {
  const errors: string[] = [];
  for (const [name, pattern, languages] of GENERIC) {
    if (languages && !languages.includes(language)) continue;
    if (count(pattern, output) > count(pattern, input)) errors.push(`${name}: ${[...output.matchAll(pattern)].map((m) => m[0]).join(" | ")}`);
  }
  return errors;
}

describe("language error probes", () => {
  for (const probe of LANGUAGE_PROBES) {
    for (const mode of MODES) {
      it(`${probe.language} · ${probe.class} · ${probe.id} · ${mode}`, () => {
        const output = rewriteText({ text: probe.input, language: probe.language, mode });
        expect(introducedErrors(probe.input, output, probe.language), output).toEqual([]);
        for (const pattern of probe.forbid ?? []) expect(output, `must not match ${pattern}`).not.toMatch(pattern);
        for (const kept of probe.keep ?? []) expect(output, `must keep "${kept}"`).toContain(kept);
      });
    }
  }
});

const DEV = new URL("../fixtures/engine/languages-dev/", import.meta.url);

describe("no introduced errors on the development texts", () => {
  for (const language of ["fr", "de", "pt", "it", "es"]) {
    for (const file of readdirSync(new URL(`${language}/`, DEV))
      .filter((f) => f.endsWith(".md"))
      .sort()) {
      const text = readFileSync(new URL(`${language}/${file}`, DEV), "utf8");
      for (const mode of MODES) {
        it(`${language}/${file} · ${mode}`, () => {
          const output = rewriteText({ text, language, mode });
          expect(introducedErrors(text, output, language), output).toEqual([]);
        });
      }
    }
  }
});

describe("the generic checks can fail", () => {
  it.each([
    ["fr", "Le rapport témoigne du succès.", "Le rapport montre de le succès."],
    ["es", "Es la casa del pueblo.", "Es la casa de el pueblo."],
    ["it", "È una vera e propria opera.", "È una opera."],
    ["de", "Darüber hinaus bietet die App mehr.", "Bietet die App mehr."],
    ["pt", "Vale ressaltar que, segundo o IBGE, caiu.", ", segundo o IBGE, caiu."],
  ])("%s: %s -> %s is caught", (language, input, broken) => {
    expect(introducedErrors(input, broken, language).length).toBeGreaterThan(0);
  });
});
