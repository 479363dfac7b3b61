// The engine's golden corpus (test/engine/golden/*.jsonl): every record's input run through the
// current engine must give the committed output. A change of behaviour, meant or not, fails here
// with the records it changed; when it is meant, `npm run golden:update` rewrites the corpus and
// prints the same diff for review (see test/engine/golden/README.md).

import { describe, expect, it } from "vitest";
import { TRANSFORMS, type Transform } from "./golden/cases.js";
import { changesInput, describeChange, readAllCorpus, runCase, sameOutput } from "./golden/run.js";

const corpus = readAllCorpus();
const SHOWN = 25;

// The corpus is worth something only if the transforms do rewrite many of its inputs: at least
// these many records of each have an output other than their input.
const MIN_REWRITTEN: Partial<Record<Transform, number>> = {
  rewrite: 100,
  // (198 since set 19: two nonsense records whose trailing clause holds a second subordinator now stay unmoved, as they should.)
  openers: 195,
  rhythm: 80,
  restructure: 120,
  contractions: 120,
  punctuation: 80,
};

describe("golden corpus", () => {
  it("has records for every transform, each id once", () => {
    const ids = new Set<string>();
    for (const transform of TRANSFORMS) {
      const records = corpus.get(transform) ?? [];
      expect(records.length, transform).toBeGreaterThan(0);
      for (const record of records) {
        expect(record.transform, record.id).toBe(transform);
        expect(ids.has(record.id), `duplicate id ${record.id}`).toBe(false);
        ids.add(record.id);
      }
    }
  });

  it.each(TRANSFORMS.map((t) => [t]))("%s: the engine gives every committed output", (transform) => {
    const records = corpus.get(transform) ?? [];
    const changed: string[] = [];
    for (const record of records) {
      const actual = runCase(record);
      if (!sameOutput(record.output, actual)) changed.push(describeChange(record.id, record, record.output, actual));
    }
    if (changed.length > 0) {
      const more = changed.length > SHOWN ? `\n… and ${changed.length - SHOWN} more` : "";
      throw new Error(
        `${changed.length} of ${records.length} ${transform} records changed ("-" committed, "+" now).\n` +
          `If the change is meant, run \`npm run golden:update\` and commit the corpus with the change.\n\n` +
          `${changed.slice(0, SHOWN).join("\n")}${more}`,
      );
    }
  });

  it.each(Object.entries(MIN_REWRITTEN))("%s: many records are rewritten", (transform, min) => {
    const records = corpus.get(transform as Transform) ?? [];
    expect(records.filter((r) => changesInput(r, r.output)).length).toBeGreaterThanOrEqual(min as number);
  });
});
