import { afterEach, describe, expect, it, vi } from "vitest";
import { admin, balance, createAccount, expectError, humanize, prose } from "../../support/worker-api";

// The Worker and its Durable Objects run in this test's isolate, so a fake clock is theirs too.
afterEach(() => vi.useRealTimers());

async function view(key: string) {
  const res = await balance(key);
  expect(res.status).toBe(200);
  return (await res.json()) as { balance_remaining: number; plan: string; reset_date: string | null };
}

describe("billing periods with a controlled clock (contract §5)", () => {
  it("renews at the first access after the period end: balance set, not added; same day next month", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-01-31T12:00:00.000Z"));
    const { id, key } = await createAccount();
    const sub = await admin("PUT", `/accounts/${id}/subscription`, { words_per_period: 1_000 });
    expect(((await sub.json()) as { subscription: { current_period_end: string } }).subscription.current_period_end).toBe("2027-02-28T12:00:00.000Z");
    expect((await humanize(key, { text: prose(100) })).status).toBe(200);
    expect(await view(key)).toEqual({ balance_remaining: 900, plan: "api", reset_date: "2027-02-28T12:00:00.000Z" });

    vi.setSystemTime(new Date("2027-02-28T12:00:00.001Z"));
    expect(await view(key)).toEqual({ balance_remaining: 1_000, plan: "api", reset_date: "2027-03-31T12:00:00.000Z" });

    // Three periods missed: one balance, period end moved past now.
    vi.setSystemTime(new Date("2027-06-15T00:00:00.000Z"));
    expect((await humanize(key, { text: prose(10) })).status).toBe(200);
    expect(await view(key)).toEqual({ balance_remaining: 990, plan: "api", reset_date: "2027-06-30T12:00:00.000Z" });
  });

  it("a cancelled subscription lasts until its period end, then the account is back on the trial", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-03-10T00:00:00.000Z"));
    const { id, key } = await createAccount();
    expect((await humanize(key, { text: prose(200) })).status).toBe(200);
    await admin("PUT", `/accounts/${id}/subscription`, { words_per_period: 500 });
    const cancelled = await admin("DELETE", `/accounts/${id}/subscription`);
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as { subscription: { status: string } }).subscription.status).toBe("cancelled");
    expect((await view(key)).plan).toBe("api");
    expect((await humanize(key, { text: prose(50) })).status).toBe(200);

    vi.setSystemTime(new Date("2027-04-10T00:00:00.000Z"));
    expect(await view(key)).toEqual({ balance_remaining: 0, plan: "trial", reset_date: null });
    await expectError(await humanize(key, { text: prose(10) }), 403, "trial_exhausted");
  });
});
