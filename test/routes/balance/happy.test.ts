import { describe, expect, it } from "vitest";
import { admin, balance, createAccount, createSubscriber, humanize, prose } from "../../support/worker-api";

// Renewal and the end of a cancelled subscription, with a controlled clock: billing-periods.test.ts.

describe("GET /api/v1/balance", () => {
  it("shows a new trial account's words, its plan and no reset date, as JSON with the rate-limit headers", async () => {
    const { key } = await createAccount();
    const res = await balance(key);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("X-RateLimit-Limit")).toBe("60");
    expect(res.headers.get("X-RateLimit-Remaining")).toBe("59");
    expect(await res.json()).toEqual({ balance_remaining: 200, plan: "trial", reset_date: null });
  });

  it("shows the main balance left after a rewrite and the period end on the api plan", async () => {
    const account = await createSubscriber(1_000);
    const view = (await (await admin("GET", `/accounts/${account.id}`)).json()) as { subscription: { current_period_end: string } };
    expect((await humanize(account.key, { text: prose(30) })).status).toBe(200);
    const res = await balance(account.key);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ balance_remaining: 970, plan: "api", reset_date: view.subscription.current_period_end });
  });
});
