import { describe, expect, it } from "vitest";
import { unwrapAnswer, verifyAnswer, type SentChunk } from "../../src/engine/llm/verify.js";

const sent: SentChunk = {
  text: "Moreover, ⟦1⟧ will review the budget of ⟦2⟧ next week.\n\nThe team must then utilize the results carefully.",
  paragraphs: 2,
  placeholders: 2,
};
const good = "⟦1⟧ will go over the ⟦2⟧ budget next week.\n\nThen the team has to use the results with care.";

describe("verifyAnswer", () => {
  it("accepts a faithful rewrite and returns its paragraphs", () => {
    expect(verifyAnswer(good, sent)).toEqual({
      ok: true,
      paragraphs: ["⟦1⟧ will go over the ⟦2⟧ budget next week.", "Then the team has to use the results with care."],
    });
  });

  it("accepts single line breaks between paragraphs", () => {
    expect(verifyAnswer(good.replace("\n\n", "\n"), sent).ok).toBe(true);
  });

  it.each([
    ["an empty answer", "", /empty/],
    ["white space only", "  \n ", /empty/],
    ["a refusal", "I'm sorry, but I can't help with that.", /refusal/],
    ["a refusal in Spanish", "Lo siento, no puedo ayudar con eso.", /refusal/],
    ["a preamble line", `Here is the rewritten text:\n\n${good}`, /preamble/],
    ["a preamble on the same line", `Sure! ${good}`, /preamble/],
    ["a label", `Rewritten text: ${good}`, /preamble/],
    ["a postscript", `${good}\n\nNote: I kept every placeholder.`, /postscript/],
    ["a missing placeholder", good.replace("⟦2⟧ ", ""), /lacks placeholder ⟦2⟧/],
    ["a repeated placeholder", `${good} ⟦1⟧`, /repeats placeholder ⟦1⟧/],
    ["an unknown placeholder", `${good} ⟦3⟧`, /unknown placeholder ⟦3⟧/],
    ["a malformed placeholder", good.replace("⟦2⟧", "⟦2⟧ ⟦x⟧"), /malformed/],
    ["a far shorter answer", "⟦1⟧ ⟦2⟧ budget.\n\nUse it.", /times the words/],
    ["a far longer answer", `${good} ${good.replace(/⟦\d⟧/g, "it")} ${good.replace(/⟦\d⟧/g, "it")}`, /times the words/],
    ["merged paragraphs", good.replace("\n\n", " "), /1 paragraphs instead of 2/],
    ["an added list marker", good.replace("\n\nThen", "\n\n- Then"), /adds Markdown to paragraph 2/],
    ["an added heading", `# ${good}`, /adds Markdown to paragraph 1/],
  ])("rejects %s", (_, answer, problem) => {
    const verdict = verifyAnswer(answer, sent);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.problem).toMatch(problem);
  });

  it("does not take the text's own opening for a refusal or preamble", () => {
    const apology = { text: "I'm sorry for the delay, the parcel left late.", paragraphs: 1, placeholders: 0 };
    expect(verifyAnswer("I'm sorry the parcel left late and arrived slowly.", apology).ok).toBe(true);
    const sure = { text: "Sure! We can meet on the second floor tomorrow.", paragraphs: 1, placeholders: 0 };
    expect(verifyAnswer("Sure! We can meet tomorrow on the second floor.", sure).ok).toBe(true);
  });

  it("does not flag an ordinary opener", () => {
    const plain = { text: "Naturally, prices rose sharply during the long winter.", paragraphs: 1, placeholders: 0 };
    expect(verifyAnswer("Of course, prices rose fast over the long winter.", plain).ok).toBe(true);
  });
});

describe("unwrapAnswer", () => {
  it.each([
    ['"Plain words here."', "Plain words here."],
    ["“Plain words here.”", "Plain words here."],
    ["```\nPlain words here.\n```", "Plain words here."],
    ["```text\nPlain words here.\n\nMore.\n```", "Plain words here.\n\nMore."],
    ['  "Plain words here."  ', "Plain words here."],
  ])("strips %j", (answer, expected) => {
    expect(unwrapAnswer(answer)).toBe(expected);
  });

  it("keeps quotation marks that are part of the text", () => {
    expect(unwrapAnswer('"Yes," she said. "Tomorrow."')).toBe('"Yes," she said. "Tomorrow."');
    expect(unwrapAnswer('"Quoted whole."', '"Quoted whole too."')).toBe('"Quoted whole."');
  });
});
