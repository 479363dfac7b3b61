import { describe, expect, it } from "vitest";
import { countWords } from "../../src/domain/words";

describe("countWords (contract §3)", () => {
  it.each([
    ["one two three", 3],
    ["don't stop", 2],
    ["state-of-the-art design", 2],
    ["3,000 words", 2],
    ["the U.S. economy", 3],
    ["this — that", 2],
    ["salt & pepper", 2],
    ["wait ... what", 2],
    ["— & ... !!! ???", 0],
    ["", 0],
    ["   \n\t  ", 0],
    ["a\u00a0b\u2003c\u3000d", 4],
    ["e-mail: someone@example.com, https://example.com/a-b", 3],
    ["$5 50% 3.14 #1", 4],
    ["café naïve Ωmega", 3],
    ["我们正在测试这个服务", 5],
    ["AI模型", 2],
    ["我们 正在", 2],
    ["Hello 世界", 2],
    ["これはテストです", 4],
    ["ภาษาไทยง่ายนิดเดียว", 5],
    ["😀 👍", 0],
    ["emoji😀 ok", 2],
  ])("%j → %i", (text, words) => {
    expect(countWords(text)).toBe(words);
  });

  it("counts a 3,000-word text", () => {
    expect(countWords("word ".repeat(3000))).toBe(3000);
  });
});
