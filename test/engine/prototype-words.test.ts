import { describe, expect, it } from "vitest";
import { rewriteText, scrubMarkers } from "../../src/engine/rules/index";

// The engine's word tables are plain objects and Sets. A word that names a property of
// Object.prototype ("constructor", "toString", "__proto__"…) must be read as a word, never as a
// table entry: "it constructor works" once came back as "function Object() { [native code] } works".
const NAMES = [...Object.getOwnPropertyNames(Object.prototype), "prototype"];

// Sentence frames that put the word where each transform looks words up.
const FRAMES = [
  "We saw that it X works well today.",
  "The house was X by the team.",
  "It is X and the team was happy.",
  "The city grew, which X the road.",
  "The team worked hard, X the costs.",
  "X the plan, the team worked hard.",
  "The X of the data was slow and the team waited for the results to come in.",
  "They X to help you to X the road.",
  "We think that X it works.",
  "This is a X that is taken of oneself.",
  "In 2019, the X cut its budget.",
  "It is important to X that the city, which X the plan, grew.",
  "The results X not good, and the team X it.",
  "Help them X to see. We will X you. Do not X. I X that. X X X.",
  // Rhythm: splits at a conjunction, ", which …" and ", -ing …"; joins of short sentences.
  "The team worked very hard on the new plan for many long weeks in the city, X the results were not good enough for the board at all.",
  "The city council approved a large new budget for the roads and the schools last year, which X the traffic in the old town center.",
  "The city council approved a large new budget for the roads and the schools last year, X the traffic in the old town center.",
  "The team won. X they lost. It rained. X it was sunny. We left. X we stayed.",
];

const LEAK = /native code|\[object |function |undefined|null/;

describe("words named like Object.prototype's properties", () => {
  it("are rewritten as words in every transform, mode and language", () => {
    const leaks: string[] = [];
    for (const name of NAMES) {
      for (const frame of FRAMES) {
        const text = `${frame.replaceAll("X", name)} ${frame.replaceAll("X", name.toUpperCase())}`;
        const outputs = [
          rewriteText({ text, language: "en", mode: "standard" }),
          rewriteText({ text, language: "en", mode: "aggressive" }),
          rewriteText({ text, language: "es", mode: "aggressive" }),
          scrubMarkers(text, "en"),
        ];
        for (const out of outputs) if (LEAK.test(out)) leaks.push(`${text} -> ${out}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});
