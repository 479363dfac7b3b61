// Golden examples for the clause-level moves: closing time phrases and subordinate clauses
// brought to the front, fronted "According to…", "By …-ing", "To …" and place/time phrases
// moved to the back, ", as it…" splits, "This + verb" joins, and passive-to-active. Each
// move has its refusals next to it: the shapes where the move would change the meaning.

import { describe, expect, it } from "vitest";
import { rewriteText } from "../../src/engine/rules/index.js";
import type { RewriteMode } from "../../src/engine/port.js";

const en = (text: string, mode: RewriteMode = "aggressive"): string => rewriteText({ text, language: "en", mode });

describe("closing time phrases move to the front", () => {
  it.each([
    ["The company opened its first store downtown in 1998.", "In 1998, the company opened its first store downtown."],
    ["The villagers have grown rice on these hills for thousands of years.", "For thousands of years, the villagers have grown rice on these hills."],
    ["The old bridge has carried heavy traffic over the past few decades.", "Over the past few decades, the old bridge has carried heavy traffic."],
    ["The museum stays closed to visitors during the winter months.", "During the winter months, the museum stays closed to visitors."],
  ])("%s", (input, expected) => {
    expect(en(input)).toBe(expected);
  });

  it("lower-cases the old first word only when the text also writes it in lower case", () => {
    expect(en("Doctors praise vaccines. Vaccines have protected young children for centuries.")).toBe(
      "Doctors praise vaccines. For centuries, vaccines have protected young children.",
    );
    expect(en("Alice has watched the night sky from her roof for years.")).toBe("Alice has watched the night sky from her roof for years.");
  });

  it("keeps a phrase that belongs to a noun, a participle, a name or one verb of two", () => {
    for (const input of [
      "The team opened a new office in Berlin.", // a place, not a year
      "She read every novel published in 1960.", // the phrase belongs to "published"
      "Vaccines are good for health and have helped people for centuries.", // only the second verb
      "This makes her a lively character to follow throughout the book.", // it belongs to "follow"
      "It was the best film of 2019.",
    ]) {
      expect(en(input)).toBe(input);
    }
  });
});

describe("fronted subordinate clauses move to the back", () => {
  it("moves an 'as' clause with its own subject", () => {
    expect(en("As the city grew quickly after the war, the old market became too small.")).toBe(
      "The old market became too small as the city grew quickly after the war.",
    );
    expect(en("As an engineer, I check every weld on the bridge twice.")).toBe("As an engineer, I check every weld on the bridge twice.");
  });
});

describe("closing subordinate clauses move to the front", () => {
  it("fronts a condition or a reason", () => {
    expect(en("The whole plan will fail if the budget is cut again.")).toBe("If the budget is cut again, the whole plan will fail.");
  });

  it("keeps 'if' meaning 'whether', dangling '-ing' phrases and clauses after 'and'", () => {
    for (const input of [
      "We asked the staff if the shop was open today.",
      "This can be a fun way to learn while spending time outdoors.",
      "The book tackles important themes, all while giving a lively experience.",
      "The children sang and the parents danced because the rain had stopped.",
    ]) {
      expect(en(input)).toBe(input);
    }
  });
});

describe("fronted phrases move to the back", () => {
  it.each([
    ["According to the latest report, sales fell sharply in the north.", "Sales fell sharply in the north, according to the latest report."],
    ["By planting more trees, cities can lower summer heat.", "Cities can lower summer heat by planting more trees."],
    ["To reduce waste, the factory recycles all of its packaging.", "The factory recycles all of its packaging to reduce waste."],
    ["In the morning light, the hills look almost blue.", "The hills look almost blue in the morning light."],
  ])("%s", (input, expected) => {
    expect(en(input)).toBe(expected);
  });

  it("keeps links and set phrases in front", () => {
    for (const input of [
      "To date, the firm has sold ten thousand units.",
      "In the end, the team won the final game.",
      "On the other hand, the old model costs much less.",
      "In this case, the server rejects the request.",
    ]) {
      expect(en(input)).toBe(input);
    }
  });

  it("moves only in a share of sentences in standard mode, and always the same ones", () => {
    const input = "According to the latest report, sales fell sharply in the north.";
    expect(en(input, "standard")).toBe(en(input, "standard"));
  });
});

describe("rhythm: ', as it…' splits and 'This + verb' joins (aggressive)", () => {
  it("splits a long sentence at ', as' + a pronoun subject", () => {
    expect(
      en("The manuscript is also a rare historical artifact for scholars everywhere, as it gives a rare glimpse into the creative process of its author."),
    ).toBe("The manuscript is also a rare historical artifact for scholars everywhere. It gives a rare glimpse into the creative process of its author.");
  });

  it("keeps asides ('as we know') and leaves standard mode alone", () => {
    const aside = "The planet is much warmer than it was a century ago in most regions, as we know from many careful measurements.";
    expect(en(aside)).toContain(", as we know");
    const reason =
      "The manuscript is also a rare historical artifact for scholars everywhere, as it gives a rare glimpse into the creative process of its author.";
    expect(en(reason, "standard")).toContain(", as it gives");
  });

  it("does not split a clause after 'and' that may belong to a 'where' clause", () => {
    const input = "The rule states that c is long, where c is the third side, a and b are the other two sides, and C is the included angle.";
    expect(en(input)).toContain("and C is the included angle.");
    expect(en(input)).not.toContain(". C is");
  });

  it("splits ', including' after a plural noun into 'These include'", () => {
    expect(
      en(
        "The development of new materials with high thermal conductivity is of interest for various applications, including thermal management and energy harvesting.",
      ),
    ).toBe(
      "The development of new materials with high thermal conductivity is of interest for different applications. These include thermal management and energy harvesting.",
    );
    // Not after a singular noun, and not when a clause follows.
    expect(en("The committee reviewed the whole budget for the coming year very carefully, including the parts that nobody had read.")).toContain(
      ", including",
    );
  });

  it("joins 'This + verb' to the previous sentence with ', which'", () => {
    // Joined only where that makes the sentence lengths of the text more varied.
    expect(en("Nobody went out. Prices rose sharply across the whole region last spring. This made exports much harder for small firms. Few noticed.")).toBe(
      "Nobody went out. Prices rose sharply across the whole region last spring, which made exports much harder for small firms. Few noticed.",
    );
    expect(
      en("Nobody went out. Prices rose sharply across the whole region last spring. This is because demand grew very fast everywhere. Few noticed."),
    ).toContain("spring. This is because");
  });
});

describe("passive to active (aggressive)", () => {
  it.each([
    ["The novel was written by a young teacher.", "A young teacher wrote the novel."],
    ["It was quickly adopted by the local schools.", "The local schools quickly adopted it."],
    ["The results were analyzed by two independent teams of experts.", "Two independent teams of experts analyzed the results."],
  ])("%s", (input, expected) => {
    expect(en(input)).toBe(expected);
    expect(en(input, "standard")).not.toBe(expected);
  });

  it("keeps passives whose 'by' is no agent, or whose participle is a state", () => {
    for (const input of [
      "The house was built by hand.",
      "The bowl was improved by adding salt.",
      "The parade was followed by a long night of music.",
      "The old town was surrounded by high walls.",
      "The report was written by the team in 2019.",
    ]) {
      expect(en(input)).not.toMatch(/^(Hand|Adding|A long night|High walls|The team) /);
    }
  });
});
