import { describe, expect, it } from "vitest";
import { createSubscriber, humanize } from "../../support/worker-api";

const FILLER = "We tested the counting of words in this short English sentence";

describe("words charged (contract §3), through the API", () => {
  it.each([
    ["hyphenated words", "state-of-the-art well-known", 2],
    ["contractions and abbreviations", "don't U.S. e.g.", 3],
    ["numbers", "3,000 3.14 42% $5", 4],
    ["punctuation-only tokens", "— & ... !!! -- *", 0],
    ["Chinese", "我们正在测试这个服务", 5],
    ["mixed Latin and Han", "AI模型", 2],
    ["Japanese", "これはテストです", 4],
    ["Thai", "ภาษาไทยง่ายนิดเดียว", 5],
    ["emoji alone", "😀 🎉", 0],
  ])("%s", async (_, extra, words) => {
    const account = await createSubscriber(1_000);
    const res = await humanize(account.key, { text: `${FILLER} ${extra}`, language: "en" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { words_used: number; balance_remaining: number };
    expect(body.words_used).toBe(11 + words);
    expect(body.balance_remaining).toBe(1_000 - 11 - words);
  });
});
