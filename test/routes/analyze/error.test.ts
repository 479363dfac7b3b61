import { describe, expect, it } from "vitest";
import { balanceOf, call, createAccount, expectError, prose } from "../../support/worker-api";
import { analyze } from "./analyze-client";

// 401 for a missing, malformed, unknown or revoked key: analyze/security.test.ts.

describe("analyze errors, in the contract's order of checks", () => {
  it("415 unsupported_media_type for a body not declared JSON", async () => {
    const { key } = await createAccount();
    await expectError(await analyze(key, { text: prose(20) }, { "Content-Type": "text/plain" }), 415, "unsupported_media_type");
    await expectError(
      await call("/api/v1/analyze", { method: "POST", headers: { Authorization: `Bearer ${key}` }, body: "{}" }),
      415,
      "unsupported_media_type",
    );
  });

  it.each([
    ["not JSON", "{text:", /not valid JSON/],
    ["an array", "[]", /JSON object/],
    ["missing text", "{}", /`text`/],
    ["text not a string", JSON.stringify({ text: 42 }), /`text`/],
    ["malformed language", JSON.stringify({ text: prose(20), language: "en_US" }), /`language`/],
    ["a humanize-only field", JSON.stringify({ text: prose(20), mode: "aggressive" }), /`mode`/],
  ])("400 invalid_request for %s, naming the problem", async (_, body, mentions) => {
    const { key } = await createAccount();
    expect(await expectError(await analyze(key, body), 400, "invalid_request")).toMatch(mentions);
  });

  it("400 text_too_short and text_too_long with the same limits as humanize", async () => {
    const { key } = await createAccount();
    expect(await expectError(await analyze(key, { text: prose(9) }), 400, "text_too_short")).toBe("Text has 9 words; the minimum is 10.");
    expect(await expectError(await analyze(key, { text: prose(3001) }), 400, "text_too_long")).toBe("Text has 3001 words; the maximum is 3000.");
    expect((await analyze(key, { text: prose(3000) })).status).toBe(200);
  });

  it("422 unsupported_language for a language the catalogue has no patterns for, given or detected", async () => {
    const { key } = await createAccount();
    const given = await expectError(await analyze(key, { text: prose(20), language: "ja" }), 422, "unsupported_language");
    expect(given).toMatch(/"ja" \(given as "ja"\)/);
    const japanese = "東京の新しい図書館は二千二十四年に開館し、毎日多くの学生や研究者が静かな閲覧室で本を読んでいます。";
    expect(await expectError(await analyze(key, { text: japanese }), 422, "unsupported_language")).toMatch(/detected/);
  });

  it("answers 429 before any body error once the key's hour is spent, and nothing is ever charged", async () => {
    const { key } = await createAccount();
    for (let i = 0; i < 60; i++) expect((await analyze(key, "{}")).status).toBe(400); // refused requests count too
    await expectError(await analyze(key, "{}"), 429, "rate_limit_exceeded");
    await expectError(await analyze(key, { text: prose(20) }), 429, "rate_limit_exceeded");
  });

  it("refuses other methods with 405 and the allowed method", async () => {
    const { key } = await createAccount();
    const res = await call("/api/v1/analyze", { headers: { Authorization: `Bearer ${key}` } });
    await expectError(res, 405, "method_not_allowed");
    expect(res.headers.get("Allow")).toBe("POST");
    expect(await balanceOf(key)).toBe(200);
  });
});
