import fc from "fast-check";
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

  it("stops past a limit, and returns the exact count at or under it", () => {
    expect(countWords("word ".repeat(5000), 3000)).toBe(3001);
    expect(countWords("word ".repeat(3000), 3000)).toBe(3000);
    expect(countWords("我们正在测试这个服务".repeat(10_000), 3000)).toBe(3001);
    expect(countWords("a 我们正在测试这个服务 b", 2)).toBe(3);
  });

  it("long runs without spaces: the same count as segmenting the whole run at once", () => {
    // The reference: one Intl.Segmenter walk over each run, as the contract words it.
    const segmenter = new Intl.Segmenter(undefined, { granularity: "word" });
    const reference = (text: string) =>
      text
        .split(/\p{White_Space}+/u)
        .filter((run) => /[\p{L}\p{N}]/u.test(run))
        .reduce((n, run) => {
          if (!/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u.test(run)) return n + 1;
          let words = 0;
          for (const s of segmenter.segment(run)) if (s.isWordLike && /[\p{L}\p{N}]/u.test(s.segment)) words++;
          return n + words;
        }, 0);
    const pieces = [
      "我们",
      "正在",
      "测试",
      "这个",
      "服务",
      "人工智能",
      "模型",
      "中华人民共和国",
      "北京大学",
      "東京",
      "です",
      "カタカナ",
      "ひらがな",
      "สวัสดี",
      "ภาษาไทย",
      "AI",
      "GPT-4",
      "3,000",
      "。",
      "，",
      "、",
      "！",
      "的",
      "了",
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { minLength: 300, maxLength: 2_500 }), fc.constantFrom("", " "), (parts, joiner) => {
        const text = parts.join(joiner);
        expect(countWords(text)).toBe(reference(text));
      }),
      { numRuns: 40 },
    );
  });

  it("the ASCII fast path counts exactly as the contract's regexes, on any mix of characters", () => {
    // The reference: the rule as written (runs of non-White_Space, a letter or digit, spaceless
    // scripts segmented), one regex pass; countWords reads plain-ASCII runs without regexes.
    const segmenter = new Intl.Segmenter(undefined, { granularity: "word" });
    const spaceless = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
    const reference = (text: string) => {
      let words = 0;
      for (const [run] of text.matchAll(/[^\p{White_Space}]+/gu)) {
        if (!/[\p{L}\p{N}]/u.test(run)) continue;
        if (!spaceless.test(run)) words++;
        else for (const s of segmenter.segment(run)) if (s.isWordLike && /[\p{L}\p{N}]/u.test(s.segment)) words++;
      }
      return words;
    };
    const pieces = [
      "word",
      "Word",
      "a",
      "Z",
      "0",
      "9",
      "3,000",
      "U.S.",
      "don't",
      "-",
      "—",
      "&",
      "...",
      "@",
      "[",
      "`",
      "{",
      "~",
      "\u007f",
      "\0",
      " ",
      "  ",
      "\t",
      "\n",
      "\r\n",
      "\r",
      "\v",
      "\f",
      "\u0085",
      "\u00a0",
      "\u1680",
      "\u2003",
      "\u2028",
      "\u202f",
      "\u3000",
      "\u200b",
      "\ufeff",
      "café",
      "é",
      "\u0301",
      "Ωmega",
      "ª",
      "²",
      "٣",
      "😀",
      "\ud83d",
      "\ude00",
      "我们",
      "正在",
      "AI模型",
      "です",
      "ภาษาไทย",
      "ລາວ",
      "ខ្មែរ",
      "မြန်မာ",
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 60 }), fc.nat(40), (parts, limit) => {
        const text = parts.join("");
        const words = reference(text);
        expect(countWords(text)).toBe(words);
        const capped = countWords(text, limit);
        if (words <= limit) expect(capped).toBe(words);
        else expect(capped).toBeGreaterThan(limit);
      }),
      { numRuns: 3_000 },
    );
  });

  it("a megabyte of text without spaces is counted in linear time", () => {
    // Whole-run segmentation took 109 s for 400,000 Han characters; windows make it linear.
    const started = Date.now();
    expect(countWords("我们正在测试这个服务".repeat(40_000))).toBe(200_000);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
