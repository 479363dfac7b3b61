import { describe, expect, it } from "vitest";
import { balanceOf, createAccount, createSubscriber, expectError, humanize } from "../../support/worker-api";
import { generatedTexts } from "../analyze/analyze-client";

interface Report {
  changes: { start: number; end: number; before: string; after: string; family: string | null }[];
  signs_before: number;
  signs_after: number;
  words_changed_ratio: number;
  protected: { kept: number; total: number };
  remaining: { family: string; start: number; end: number; excerpt: string; explanation: string; reason: string }[];
}
interface Answer {
  humanized_text: string;
  words_used: number;
  balance_remaining: number;
  report?: Report;
}

/** Applies the report's edits, in order, to the submitted text. */
function apply(text: string, changes: Report["changes"]): string {
  let out = "";
  let at = 0;
  for (const change of changes) {
    expect(change.start).toBeGreaterThanOrEqual(at);
    expect(text.slice(change.start, change.end)).toBe(change.before);
    out += text.slice(at, change.start) + change.after;
    at = change.end;
  }
  return out + text.slice(at);
}

const TEXT =
  "Moreover, the museum stands as a testament to the town's rich heritage, which dates back to 1846. It's not just a building; it's a living archive. Let me know if you'd like more details!";

describe('humanize with "report": true', () => {
  it("adds the report: its edits turn the text into humanized_text exactly, with families and counts", async () => {
    const { key } = await createAccount();
    const res = await humanize(key, { text: TEXT, report: true });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Answer;
    expect(Object.keys(body).sort()).toEqual(["balance_remaining", "humanized_text", "report", "words_used"]);
    const report = body.report as Report;
    expect(apply(TEXT, report.changes)).toBe(body.humanized_text);
    expect(report.changes.map((c) => c.family)).toContain("copula-avoidance");
    expect(report.signs_before).toBeGreaterThan(report.signs_after);
    expect(report.protected).toEqual({ kept: report.protected.total, total: report.protected.total });
    expect(report.protected.total).toBeGreaterThanOrEqual(1); // "1846"
    expect(report.words_changed_ratio).toBeGreaterThan(0);
    for (const sign of report.remaining) expect(body.humanized_text.slice(sign.start, sign.end)).toBe(sign.excerpt);
    expect(body.words_used).toBe(34);
    expect(await balanceOf(key)).toBe(200 - 34); // the report costs no extra words
  });

  it("leaves the answer exactly as before without it (or with false)", async () => {
    const { key } = await createAccount();
    for (const body of [{ text: TEXT }, { text: TEXT, report: false }]) {
      expect(Object.keys((await (await humanize(key, body)).json()) as object).sort()).toEqual(["balance_remaining", "humanized_text", "words_used"]);
    }
    await expectError(await humanize(key, { text: TEXT, report: "yes" }), 400, "invalid_request");
  });

  it("reproduces humanized_text on generated texts, in both modes", async () => {
    const { key } = await createSubscriber(100_000);
    for (const [i, text] of generatedTexts(16, 11).entries()) {
      const mode = i % 2 === 0 ? "standard" : "aggressive";
      const res = await humanize(key, { text, mode, language: "en", report: true });
      if (res.status === 400) continue; // a generated text under 10 words
      expect(res.status).toBe(200);
      const body = (await res.json()) as Answer;
      expect(apply(text, (body.report as Report).changes)).toBe(body.humanized_text);
    }
  });

  it("is kept for an idempotent replay, and is part of the body the key is bound to", async () => {
    const { key } = await createAccount();
    const first = await humanize(key, { text: TEXT, report: true }, { "Idempotency-Key": "report-1" });
    const again = await humanize(key, { text: TEXT, report: true }, { "Idempotency-Key": "report-1" });
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    await expectError(await humanize(key, { text: TEXT }, { "Idempotency-Key": "report-1" }), 422, "idempotency_key_reused");
    expect(await balanceOf(key)).toBe(200 - 34);
  });
});
