// Golden examples, one group per transform.

import { describe, expect, it } from "vitest";
import { rewriteText } from "../../src/engine/rules/index.js";
import type { RewriteMode } from "../../src/engine/port.js";

const en = (text: string, mode: RewriteMode = "standard"): string => rewriteText({ text, language: "en", mode });

describe("lexicon", () => {
  it.each([
    ["We delve deeper into the data.", "We dig deeper into the data."],
    ["They utilize the new API.", "They use the new API."],
    ["She utilized every tool.", "She used every tool."],
    ["We did this in order to save time.", "We did this to save time."],
    ["The library plays a pivotal role in the town.", "The library plays a big part in the town."],
    ["It was a testament to their patience.", "It was proof of their patience."],
    ["This approach leverages the cache.", "This approach uses the cache."],
    ["We stayed home due to the fact that it rained.", "We stayed home because it rained."],
    ["The vast majority of the users agreed.", "Most of the users agreed."],
    ["The vast majority of users agreed.", "Most users agreed."],
    ["A holistic approach works.", "A rounded approach works."],
  ])("%s", (input, expected) => {
    expect(en(input)).toBe(expected);
  });

  it("keeps context-unsafe uses alone", () => {
    expect(en("The foster parents met the judge.")).toBe("The foster parents met the judge.");
    expect(en("The result was statistically significant.")).toBe("The result was statistically significant.");
    expect(en("He wore a climbing harness.")).toBe("He wore a climbing harness.");
  });

  it("fixes the article after a replacement", () => {
    expect(en("It is an innovative product.")).toBe("It's an inventive product.");
    expect(en("This is an intricate design.")).toMatch(/^This is an? (complex|detailed) design\.$/);
    expect(en("This is an invaluable resource.")).toBe("This is a very useful resource.");
  });

  it("matches case at the start of a sentence", () => {
    expect(en("Utilizing caches helps.")).toBe("Using caches helps.");
  });
});

describe("filler openers, hedges and closers", () => {
  it("drops openers and capitalises what follows, leaving no dangling comma", () => {
    expect(en("Moreover, the team shipped on time.")).toMatch(/^(The team|Also, the team) shipped on time\.$/);
    expect(en("Overall, the plan works.")).toBe("The plan works.");
    expect(en("It is worth noting that the test failed.")).toBe("The test failed.");
    expect(en("In conclusion, the data is clear.")).toMatch(/^(The data is clear\.|So, the data is clear\.)$/);
  });

  it("removes stacked openers", () => {
    expect(en("Overall, it is worth noting that we delve deeper into the tapestry of life.")).toBe("We dig deeper into the mix of life.");
  });

  it("removes a hedge in the middle of a sentence", () => {
    expect(en("However, it is important to note that the data is old.")).toMatch(/^(But|Still,) the data is old\.$/);
  });

  it("drops a whole filler sentence", () => {
    expect(en("Certainly! Here is the plan.")).toBe("Here's the plan.");
    expect(en("Use the tool daily. I hope this helps!")).toBe("Use the tool daily.");
  });
});

describe("contractions", () => {
  it.each([
    ["It is raining today.", "It's raining today."],
    ["We do not agree with them.", "We don't agree with them."],
    ["The files are not ready yet.", "The files aren't ready yet."],
    ["I am sure about it.", "I'm sure about it.", "aggressive"],
    ["She cannot come tomorrow.", "She can't come tomorrow."],
    ["There is a cat here.", "There's a cat here."],
  ] as [string, string, RewriteMode?][])("%s", (input, expected, mode) => {
    expect(en(input, mode)).toBe(expected);
  });

  it("keeps standard mode to the neutral contractions", () => {
    expect(en("I am sure that we will manage.")).toBe("I am sure that we will manage.");
    expect(en("I am sure that we will manage.", "aggressive")).toBe("I'm sure that we'll manage.");
  });

  it("never contracts inside a compound subject", () => {
    expect(en("You and I will forever last.", "aggressive")).toBe("You and I will forever last.");
  });

  it.each([
    ["That is what it is."],
    ["I know who I am as a person."],
    ["Its color is red."],
    ["The result is not only fast but also cheap."],
    ["Whatever it is, we will see."],
    ["Understanding it is important for everyone."],
  ])("leaves %s alone where a contraction would be wrong", (input) => {
    expect(en(input)).not.toMatch(/it's|I'm as|isn't only/);
  });

  it("uses curly apostrophes when the text does", () => {
    expect(en("It’s late and it is dark outside.")).toBe("It’s late and it’s dark outside.");
  });
});

describe("sentence rhythm", () => {
  it("splits a long compound sentence at ', and' + a clause with its own subject", () => {
    const input =
      "The new onboarding flow cut the time to first value from nine days to four days for most accounts, and we expect the same effect for the enterprise customers next quarter.";
    expect(en(input)).toBe(
      "The new onboarding flow cut the time to first value from nine days to four days for most accounts. We expect the same effect for the enterprise customers next quarter.",
    );
  });

  it("does not split a list at its final ', and'", () => {
    const input =
      "The kit includes a charger, a spare battery, two cables of different lengths, a carrying case with a zip, and the printed manual for the device.";
    expect(en(input)).not.toMatch(/\. The printed/);
  });

  it("joins two short plain sentences only sometimes, and only with ', and'", () => {
    const outputs = ["The door was open. It was late.", "The room was cold. We left early.", "The sky was grey. It looked like rain."].map((t) => en(t));
    for (const output of outputs) expect(output).toMatch(/^[A-Z][^.]*(\.|, and [a-z][^.]*\.)( [A-Z][^.]*\.)?$/);
    expect(outputs.some((o) => o.includes(", and "))).toBe(true);
  });

  it("splits a trailing ', which means' clause in aggressive mode", () => {
    const input = "The cache is shared across every worker in the region, which means a cold start rarely hits the origin.";
    expect(en(input, "aggressive")).toBe("The cache is shared across every worker in the region. This means a cold start rarely hits the origin.");
  });
});

describe("dashes and semicolons", () => {
  it("turns a dash pair around a short aside into commas", () => {
    expect(en("The update — released last week — fixed the bug.")).toBe("The update, released last week, fixed the bug.");
  });

  it("splits at a single dash before a clause", () => {
    expect(en("We walked along the beach for hours — it was the best day of the trip.")).toBe(
      "We walked along the beach for hours. It was the best day of the trip.",
    );
  });

  it("splits at a semicolon between two clauses", () => {
    expect(en("The shift did not happen overnight; it was driven by years of work.")).toMatch(
      /^The shift didn't happen overnight(\. It|, and it) was driven by years of work\.$/,
    );
  });

  it("sets off the gloss of a bold label like an apposition, or keeps the dash when the label is no term", () => {
    // (Standard keeps the bold; aggressive removes it in the formatting transform.)
    expect(en("- **Lamps — the piece that sells first:** $5 each")).toBe("- **Lamps, the piece that sells first:** $5 each");
    expect(en("- **Wool throw — a soft, warm layer:** Wash it cold.")).toBe("- **Wool throw (a soft, warm layer):** Wash it cold.");
    expect(en("- **Bring dry, clean boots — the key to a quick fitting:** Wear socks.")).toContain("boots — the key");
    expect(en("- **Arrive with dry boots — the key to a quick fitting:** Wear socks.")).toContain("boots — the key");
    expect(en("- **Expect queues — it's part of the fun:** Bring a book.")).toContain("queues — it's");
  });

  it("keeps a semicolon in a list", () => {
    expect(en("We visited Paris, France; Rome, Italy; and Madrid, Spain.")).toBe("We visited Paris, France; Rome, Italy; and Madrid, Spain.");
  });
});

describe("varied openers", () => {
  it("moves a fronted time phrase to the end for some sentences", () => {
    const inputs = [
      "Over the past five years, smartwatch designs have changed a lot.",
      "During the winter, the roads around the village are often closed.",
      "After the meeting, the team wrote down the next steps.",
      "Within a week, the new branch had three hundred members.",
    ];
    const moved = inputs.map((t) => en(t, "aggressive")).filter((o, i) => o !== inputs[i]);
    expect(moved.length).toBeGreaterThan(0);
    for (const output of moved) expect(output).toMatch(/^[A-Z][^,]* (over|during|after|within) [^,]*\.$/);
  });
});

describe("structure", () => {
  it("keeps Markdown structure and whitespace outside edited spans", () => {
    const input = "# Title with utilize\n\n- Overall, we utilize caches.\n- **Note:** it is fast.  \n\n```\nutilize();\n```\n\n| a | utilize |\n|---|---|\n";
    const output = en(input);
    expect(output).toBe("# Title with utilize\n\n- We use caches.\n- **Note:** it's fast.  \n\n```\nutilize();\n```\n\n| a | utilize |\n|---|---|\n");
  });

  it("never edits inside quotes, code, names or links", () => {
    const input = 'She said "we utilize it" and ran `utilize --all` for Delve Labs via [utilize](https://x.dev/utilize).';
    expect(en(input)).toBe(input);
  });

  it("keeps CRLF line endings and trailing spaces", () => {
    expect(en("Overall, we utilize it.  \r\nNext line.\r\n")).toBe("We use it.  \r\nNext line.\r\n");
  });
});

describe("modes and determinism", () => {
  const text =
    "In today's fast-paced world, it is crucial to utilize robust tools. Moreover, teams that leverage automation tend to ship faster, and they report fewer incidents. It is worth noting that this requires a comprehensive approach.";

  it("is deterministic", () => {
    expect(en(text)).toBe(en(text));
    expect(en(text, "aggressive")).toBe(en(text, "aggressive"));
  });

  it("changes at least as much in aggressive mode", () => {
    const words = (s: string) => s.split(/\s+/);
    const changed = (a: string[], b: string[]) => a.filter((w, i) => b[i] !== w).length;
    const original = words(text);
    expect(changed(original, words(en(text, "aggressive")))).toBeGreaterThanOrEqual(changed(original, words(en(text))) - 2);
  });

  it("returns unsupported languages unchanged", () => {
    expect(rewriteText({ text: "Moreover, it is crucial.", language: "de", mode: "standard" })).toBe("Moreover, it is crucial.");
  });
});

// Signs English set 17 left in prose (texts 01–08), each rewritten where a faithful rewrite exists.
describe("signs left by English set 17", () => {
  it.each([
    // the changing workplace itself, not a "landscape"
    ["In today's ever-changing workplace landscape, a clear safety policy matters more than ever.", /^(?!.*landscape).*today's changing workplace/],
    // a stacked hedge cut down to the listed "may vary"
    ["Prices were about £10 per adult in 2024, though prices may possibly vary between venues.", /prices can vary between venues\.$/],
    // a tail with a name in it is a fact: it stays, in plain words
    [
      "Every pound raised goes to the church roof appeal, underscoring the generosity that defines our parish in Devon.",
      /, a sign of the generosity that defines our parish in Devon\.$/,
    ],
    // "tapestry" with no "of" after it
    ["- **Foreign stamps — a truly global tapestry:** Stamps from holiday postcards make an easy start.", /global mix:/],
    // after a name: "Mars revolves around the Sun" stays, a game's mechanics do not
    ["At its heart, D&D revolves around one simple roll of the dice.", /^D&D focuses on one simple roll/],
    ["Mars revolves around the Sun once every 687 days.", /^Mars revolves around the Sun/],
  ])("%s", (input, expected) => {
    expect(en(input)).toMatch(expected);
    expect(en(input, "aggressive")).toMatch(expected);
  });

  it("drops the offer of what the conversation could do next", () => {
    const text = "Start with coins from your own change.\n\nLet me know if you'd like some beginner-friendly field guides to read next!\n";
    expect(en(text)).toBe("Start with coins from your own change.\n");
    // A letter's own offer stays.
    expect(en("Let me know if you'd like a copy of the minutes.")).toBe("Let me know if you'd like a copy of the minutes.");
  });
});
