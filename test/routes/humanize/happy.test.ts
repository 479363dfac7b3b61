import { describe, expect, it } from "vitest";
import { balanceOf, createAccount, createSubscriber, humanize } from "../../support/worker-api";

const AI_TEXT =
  "Moreover, it is important to note that our team will delve into the data in order to leverage the insights. " +
  "Furthermore, the results play a pivotal role in shaping the roadmap for 2026, which costs $4,500 and covers 35% of users.";

describe("POST /api/v1/humanize", () => {
  it("rewrites the text and charges its words against the trial", async () => {
    const { key } = await createAccount();
    const res = await humanize(key, { text: AI_TEXT });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["balance_remaining", "humanized_text", "words_used"]);
    expect(body.words_used).toBe(41);
    expect(body.balance_remaining).toBe(200 - 41);
    expect(await balanceOf(key)).toBe(200 - 41);
  });

  it("produces a real rewrite that keeps numbers, currency and percentages", async () => {
    const { key } = await createAccount();
    const body = (await (await humanize(key, { text: AI_TEXT })).json()) as { humanized_text: string };
    expect(body.humanized_text).not.toBe(AI_TEXT);
    expect(body.humanized_text).not.toMatch(/Moreover|Furthermore|delve|leverage/);
    for (const kept of ["2026", "$4,500", "35%"]) expect(body.humanized_text).toContain(kept);
  });

  it("is deterministic per mode, and aggressive differs from standard", async () => {
    const account = await createSubscriber(10_000);
    const run = async (mode: string) => ((await (await humanize(account.key, { text: AI_TEXT, mode })).json()) as { humanized_text: string }).humanized_text;
    const standard = await run("standard");
    expect(await run("standard")).toBe(standard);
    const aggressive = await run("aggressive");
    expect(await run("aggressive")).toBe(aggressive);
    expect(aggressive).not.toBe(standard);
  });

  it("draws from the main balance on the api plan and leaves the trial alone", async () => {
    const account = await createSubscriber(1_000);
    const res = await humanize(account.key, { text: AI_TEXT, language: "en-US" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { balance_remaining: number }).balance_remaining).toBe(1_000 - 41);
  });

  it("accepts a charset parameter on the content type", async () => {
    const { key } = await createAccount();
    const res = await humanize(key, { text: AI_TEXT }, { "Content-Type": "application/json; charset=utf-8" });
    expect(res.status).toBe(200);
  });
});
