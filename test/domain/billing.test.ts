import { describe, expect, it } from "vitest";
import type { Account } from "../../src/domain/account";
import { addCredits, balanceView, cancelSubscription, decideCharge, newAccount, planOf, refundCharge, renewAccount, subscribe } from "../../src/domain/billing";

const NOW = Date.parse("2026-01-31T08:00:00.000Z");
const DAY = 86_400_000;

function trial(words = 200): Account {
  return newAccount("acc", words, NOW);
}

describe("plans and charging", () => {
  it("a new account is on the trial with 200 words and no main balance", () => {
    const account = trial();
    expect(planOf(account)).toBe("trial");
    expect(balanceView(account)).toEqual({ balance_remaining: 200, plan: "trial", reset_date: null });
    expect(account.balance).toBe(0);
  });

  it("trial requests draw from the trial balance", () => {
    const decision = decideCharge(trial(), 50);
    expect(decision.ok && decision.account.trialBalance).toBe(150);
    expect(decision.ok && decision.balanceRemaining).toBe(150);
  });

  it("an empty trial is trial_exhausted; a short one is insufficient_balance with both numbers", () => {
    expect(decideCharge(trial(0), 10)).toEqual({ ok: false, code: "trial_exhausted", available: 0, needed: 10 });
    expect(decideCharge(trial(30), 40)).toEqual({ ok: false, code: "insufficient_balance", available: 30, needed: 40 });
  });

  it("spends a balance exactly to zero and never below", () => {
    const decision = decideCharge(trial(40), 40);
    expect(decision.ok && decision.account.trialBalance).toBe(0);
  });

  it("api accounts draw from the main balance, leaving the trial untouched", () => {
    const account = subscribe(trial(), 1_000, NOW);
    const decision = decideCharge(account, 300);
    expect(decision.ok && decision.account.balance).toBe(700);
    expect(decision.ok && decision.account.trialBalance).toBe(200);
  });

  it("api accounts with too little get insufficient_balance, also at 0", () => {
    const account = { ...subscribe(trial(), 100, NOW), balance: 0 };
    expect(decideCharge(account, 10)).toMatchObject({ ok: false, code: "insufficient_balance", available: 0 });
  });

  it("credits add to the main balance", () => {
    expect(addCredits(subscribe(trial(), 100, NOW), 50).balance).toBe(150);
  });
});

describe("subscriptions and periods", () => {
  it("subscribing sets the balance and ends the period one calendar month later (Jan 31 → Feb 28)", () => {
    const account = subscribe({ ...trial(), balance: 999 }, 5_000, NOW);
    expect(account.balance).toBe(5_000);
    expect(balanceView(account)).toEqual({ balance_remaining: 5_000, plan: "api", reset_date: "2026-02-28T08:00:00.000Z" });
  });

  it("renewal sets (does not add) the balance and keeps the anchor day: Feb 28 → Mar 31", () => {
    const spent = { ...subscribe(trial(), 5_000, NOW), balance: 1_234 };
    const renewed = renewAccount(spent, Date.parse("2026-02-28T08:00:00.000Z"));
    expect(renewed.balance).toBe(5_000);
    expect(balanceView(renewed).reset_date).toBe("2026-03-31T08:00:00.000Z");
  });

  it("catches up several missed periods with one balance, not several", () => {
    const account = subscribe(trial(), 5_000, NOW);
    const renewed = renewAccount({ ...account, balance: 10 }, Date.parse("2026-06-15T00:00:00.000Z"));
    expect(renewed.balance).toBe(5_000);
    expect(balanceView(renewed).reset_date).toBe("2026-06-30T08:00:00.000Z");
  });

  it("does nothing before the period ends", () => {
    const account = subscribe(trial(), 5_000, NOW);
    expect(renewAccount(account, NOW + DAY)).toBe(account);
  });

  it("a cancelled subscription stays api until its period end, then lapses to the trial", () => {
    const cancelled = cancelSubscription(subscribe(trial(0), 5_000, NOW));
    expect(planOf(renewAccount(cancelled, NOW + DAY))).toBe("api");
    const lapsed = renewAccount(cancelled, Date.parse("2026-02-28T08:00:00.000Z"));
    expect(planOf(lapsed)).toBe("trial");
    expect(decideCharge(lapsed, 10)).toMatchObject({ ok: false, code: "trial_exhausted" });
  });

  it("takes an explicit period end and anchors on its day", () => {
    const end = Date.parse("2026-03-31T00:00:00.000Z");
    const account = subscribe(trial(), 100, NOW, end);
    expect(account.subscription?.anchorDay).toBe(31);
    expect(balanceView(renewAccount(account, end)).reset_date).toBe("2026-04-30T00:00:00.000Z");
  });
});

describe("refunds", () => {
  it("give trial words back to the trial", () => {
    const decision = decideCharge(trial(), 60);
    if (!decision.ok) throw new Error("expected a charge");
    expect(refundCharge(decision.account, decision.charge).trialBalance).toBe(200);
  });

  it("give main-balance words back in the same period only", () => {
    const account = subscribe(trial(), 500, NOW);
    const decision = decideCharge(account, 100);
    if (!decision.ok) throw new Error("expected a charge");
    expect(refundCharge(decision.account, decision.charge).balance).toBe(500);
    const renewed = renewAccount(decision.account, Date.parse("2026-03-01T00:00:00.000Z"));
    expect(refundCharge(renewed, decision.charge).balance).toBe(500);
  });
});
