import { describe, expect, it } from "vitest";
import { admin, balanceOf, call, createAccount } from "../../support/worker-api";

describe("operator API (contract §8)", () => {
  it("creates a trial account with a key shown once", async () => {
    const res = await admin("POST", "/accounts", {});
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["account_id", "api_key", "balance", "plan", "trial_balance"]);
    expect(body).toMatchObject({ plan: "trial", trial_balance: 200, balance: 0 });
    expect(body.api_key).toMatch(/^hum_/);
  });

  it("creates an account without a body too", async () => {
    const res = await call("/admin/v1/accounts", { method: "POST", headers: { Authorization: "Bearer test-admin-token" } });
    expect(res.status).toBe(201);
  });

  it("takes bodyless key and subscription calls with an empty body and no Content-Type", async () => {
    const { id } = await createAccount();
    const auth = { Authorization: "Bearer test-admin-token" };
    expect((await call(`/admin/v1/accounts/${id}/api-key`, { method: "POST", headers: auth, body: "" })).status).toBe(201);
    expect((await call(`/admin/v1/accounts/${id}/api-key`, { method: "DELETE", headers: { ...auth, "Content-Length": "0" } })).status).toBe(204);
  });

  it("shows an account's state", async () => {
    const { id } = await createAccount();
    const res = await admin("GET", `/accounts/${id}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["account_id", "balance", "key", "plan", "subscription", "trial_balance"]);
    expect(body).toMatchObject({ account_id: id, plan: "trial", trial_balance: 200, balance: 0, subscription: null });
  });

  it("subscribes, cancels and credits", async () => {
    const { id, key } = await createAccount();
    const end = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const sub = await admin("PUT", `/accounts/${id}/subscription`, { words_per_period: 5_000, current_period_end: end });
    expect(sub.status).toBe(200);
    expect(await sub.json()).toMatchObject({
      plan: "api",
      balance: 5_000,
      subscription: { status: "active", words_per_period: 5_000, current_period_end: end },
    });
    const credited = await admin("POST", `/accounts/${id}/credits`, { words: 250 });
    expect(credited.status).toBe(200);
    expect(await credited.json()).toMatchObject({ balance: 5_250 });
    expect(await balanceOf(key)).toBe(5_250);
    const cancelled = await admin("DELETE", `/accounts/${id}/subscription`);
    expect(await cancelled.json()).toMatchObject({ plan: "api", subscription: { status: "cancelled" } });
  });

  it("defaults the period end to one calendar month from now", async () => {
    const { id } = await createAccount();
    const body = (await (await admin("PUT", `/accounts/${id}/subscription`, { words_per_period: 10 })).json()) as {
      subscription: { current_period_end: string };
    };
    const end = new Date(body.subscription.current_period_end);
    const now = new Date();
    const monthsAhead = (end.getUTCFullYear() - now.getUTCFullYear()) * 12 + end.getUTCMonth() - now.getUTCMonth();
    expect(monthsAhead).toBe(1);
  });
});
