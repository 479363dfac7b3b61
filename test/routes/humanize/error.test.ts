import { afterEach, describe, expect, it, vi } from "vitest";
import { rulesEngine } from "../../../src/engine/rules";
import { balanceOf, call, createAccount, createSubscriber, expectError, humanize, prose } from "../../support/worker-api";

afterEach(() => vi.restoreAllMocks());

// 401 for a missing, malformed, unknown, revoked or replaced key: humanize/security.test.ts.

describe("humanize errors (contract §2)", () => {
  it("415 unsupported_media_type for a body that is not declared JSON", async () => {
    const { key } = await createAccount();
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/jsonx"]) {
      await expectError(await humanize(key, { text: prose(20) }, { "Content-Type": type }), 415, "unsupported_media_type");
    }
    const none = await call("/api/v1/humanize", { method: "POST", headers: { Authorization: `Bearer ${key}` }, body: "{}" });
    await expectError(none, 415, "unsupported_media_type");
  });

  it.each([
    ["not JSON", "{text:", /not valid JSON/],
    ["an array", "[]", /JSON object/],
    ["a string", '"hello"', /JSON object/],
    ["null", "null", /JSON object/],
    ["missing text", "{}", /`text`/],
    ["text not a string", JSON.stringify({ text: 42 }), /`text`/],
    ["bad mode", JSON.stringify({ text: prose(20), mode: "fast" }), /`mode`/],
    ["mode of the wrong type", JSON.stringify({ text: prose(20), mode: 1 }), /`mode`/],
    ["malformed language", JSON.stringify({ text: prose(20), language: "not a tag!!" }), /`language`/],
    ["language underscore", JSON.stringify({ text: prose(20), language: "en_US" }), /`language`/],
    ["language of the wrong type", JSON.stringify({ text: prose(20), language: 42 }), /`language`/],
    ["unknown field", JSON.stringify({ text: prose(20), tone: "casual" }), /`tone`/],
  ])("400 invalid_request for %s, naming the problem", async (_, body, mentions) => {
    const { key } = await createAccount();
    const message = await expectError(await humanize(key, body), 400, "invalid_request");
    expect(message).toMatch(mentions);
    expect(await balanceOf(key)).toBe(200);
  });

  it("400 invalid_request for a malformed Idempotency-Key", async () => {
    const { key } = await createAccount();
    await expectError(await humanize(key, { text: prose(20) }, { "Idempotency-Key": "x".repeat(256) }), 400, "invalid_request");
  });

  it("400 text_too_short below 10 words and text_too_long above 3,000, with the counts", async () => {
    const { key } = await createAccount();
    expect(await expectError(await humanize(key, { text: prose(9) }), 400, "text_too_short")).toBe("Text has 9 words; the minimum is 10.");
    expect(await expectError(await humanize(key, { text: prose(3001) }), 400, "text_too_long")).toBe("Text has 3001 words; the maximum is 3000.");
    expect((await humanize(key, { text: prose(10) })).status).toBe(200);
    expect(await balanceOf(key)).toBe(190);
  });

  it("text_too_long for a megabyte without spaces, counted only as far as needed", async () => {
    // Segmenting 1 MiB of Han in one walk took minutes; the count stops at ten times the maximum.
    const { key } = await createAccount();
    const text = "我们正在测试这个服务".repeat(34_000); // 1,020,000 bytes of UTF-8, 170,000 words
    expect(await expectError(await humanize(key, { text }), 400, "text_too_long")).toBe("Text has more than 30000 words; the maximum is 3000.");
    expect(await expectError(await humanize(key, { text: "我们正在测试这个服务".repeat(1_000) }), 400, "text_too_long")).toBe(
      "Text has 5000 words; the maximum is 3000.",
    );
    expect(await balanceOf(key)).toBe(200);
  });

  it("422 unsupported_language for a given or detected language the engine cannot rewrite, uncharged, naming the supported set", async () => {
    const { key } = await createAccount();
    const given = await expectError(await humanize(key, { text: prose(20), language: "ja" }), 422, "unsupported_language");
    expect(given).toMatch(/en/);
    await expectError(await humanize(key, { text: "我们正在测试这个服务。这是一个很长的句子，用来测试语言检测是否正常工作。" }), 422, "unsupported_language");
    expect(await balanceOf(key)).toBe(200);
  });

  it("403 trial_exhausted once the trial is spent; 402 insufficient_balance with both numbers before that", async () => {
    const { key } = await createAccount();
    expect((await humanize(key, { text: prose(150) })).status).toBe(200);
    const message = await expectError(await humanize(key, { text: prose(60) }), 402, "insufficient_balance");
    expect(message).toContain("60");
    expect(message).toContain("50");
    // On the trial, the message says which balance is short.
    expect(message).toBe("This text has 60 words but the trial balance has 50 words left.");
    expect((await humanize(key, { text: prose(50) })).status).toBe(200);
    await expectError(await humanize(key, { text: prose(10) }), 403, "trial_exhausted");
    expect(await balanceOf(key)).toBe(0);
  });

  it("402 insufficient_balance on the api plan, even at 0, never trial_exhausted", async () => {
    const account = await createSubscriber(30);
    expect((await humanize(account.key, { text: prose(30) })).status).toBe(200);
    const message = await expectError(await humanize(account.key, { text: prose(10) }), 402, "insufficient_balance");
    expect(message).toBe("This text has 10 words but the balance has 0 words left.");
  });

  it("503 engine_unavailable with Retry-After and a full refund when the engine fails", async () => {
    const { key } = await createAccount();
    vi.spyOn(rulesEngine, "rewrite").mockRejectedValue(new Error("engine crashed"));
    const res = await humanize(key, { text: prose(40) }, { "Idempotency-Key": "engine-fails" });
    await expectError(res, 503, "engine_unavailable");
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(res.headers.get("X-RateLimit-Remaining")).not.toBeNull();
    vi.restoreAllMocks();
    expect(await balanceOf(key)).toBe(200);
    // The failure was not kept: the same key runs afresh.
    const retry = await humanize(key, { text: prose(40) }, { "Idempotency-Key": "engine-fails" });
    expect(retry.status).toBe(200);
    expect(retry.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await balanceOf(key)).toBe(160);
  });

  it("503 engine_unavailable when the engine returns nothing", async () => {
    const { key } = await createAccount();
    vi.spyOn(rulesEngine, "rewrite").mockResolvedValue("   ");
    await expectError(await humanize(key, { text: prose(40) }), 503, "engine_unavailable");
    vi.restoreAllMocks();
    expect(await balanceOf(key)).toBe(200);
  });
});

describe("order of checks (contract §2)", () => {
  // First the credential: 401 before 415 and 400 is the shared contract's (test/routes/auth-contract.ts).
  it("415 before 400", async () => {
    const { key } = await createAccount();
    await expectError(await humanize(key, "{not json", { "Content-Type": "text/plain" }), 415, "unsupported_media_type");
  });

  it("invalid_request before text length", async () => {
    const { key } = await createAccount();
    await expectError(await humanize(key, { text: "too short", mode: "fast" }), 400, "invalid_request");
  });

  it("text length before idempotency and language", async () => {
    const { key } = await createAccount();
    await expectError(await humanize(key, { text: "短い", language: "ja" }), 400, "text_too_short");
  });

  it("idempotency before unsupported_language", async () => {
    const { key } = await createAccount();
    expect((await humanize(key, { text: prose(20) }, { "Idempotency-Key": "k1" })).status).toBe(200);
    await expectError(await humanize(key, { text: prose(20), language: "ja" }, { "Idempotency-Key": "k1" }), 422, "idempotency_key_reused");
  });

  it("unsupported_language before trial_exhausted", async () => {
    const { key } = await createAccount();
    expect((await humanize(key, { text: prose(200) })).status).toBe(200);
    await expectError(await humanize(key, { text: prose(20), language: "ja" }), 422, "unsupported_language");
    await expectError(await humanize(key, { text: prose(20) }), 403, "trial_exhausted");
  });

  it("429 before 415 and 400, and validation failures count against the limit", async () => {
    const account = await createAccount();
    for (let i = 0; i < 60; i++) {
      const res = await humanize(account.key, "{bad json");
      expect(res.status).toBe(400);
    }
    const res = await humanize(account.key, "{bad json", { "Content-Type": "text/plain" });
    await expectError(res, 429, "rate_limit_exceeded");
  });
});
