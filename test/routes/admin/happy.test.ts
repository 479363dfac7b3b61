import { describe, expect, it } from "vitest";
import { admin, balanceOf, call, createAccount, expectError } from "../../support/worker-api";

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

  it.each([
    ["/subscription", "PUT", { words_per_period: 0 }, /words_per_period/],
    ["/subscription", "PUT", { words_per_period: 1.5 }, /words_per_period/],
    ["/subscription", "PUT", {}, /words_per_period/],
    ["/subscription", "PUT", { words_per_period: 10, current_period_end: "2001-01-01T00:00:00.000Z" }, /current_period_end/],
    ["/subscription", "PUT", { words_per_period: 10, current_period_end: "next week" }, /current_period_end/],
    ["/credits", "POST", { words: -5 }, /words/],
    ["/credits", "POST", { words: "5" }, /words/],
    ["/credits", "POST", { words: 5, extra: 1 }, /extra/],
  ])("400 invalid_request for %s %s %j", async (path, method, body, mentions) => {
    const { id } = await createAccount();
    expect(await expectError(await admin(method, `/accounts/${id}${path}`, body), 400, "invalid_request")).toMatch(mentions);
  });

  it("400 for malformed JSON and 415 for a non-JSON body", async () => {
    const { id } = await createAccount();
    const auth = { Authorization: "Bearer test-admin-token" };
    await expectError(
      await call(`/admin/v1/accounts/${id}/credits`, { method: "POST", headers: { ...auth, "Content-Type": "application/json" }, body: "{" }),
      400,
      "invalid_request",
    );
    await expectError(
      await call(`/admin/v1/accounts/${id}/credits`, { method: "POST", headers: { ...auth, "Content-Type": "text/plain" }, body: "words=5" }),
      415,
      "unsupported_media_type",
    );
  });

  it("404 account_not_found on every account route for an unknown id", async () => {
    for (const [method, path, body] of [
      ["GET", "", undefined],
      ["POST", "/api-key", undefined],
      ["DELETE", "/api-key", undefined],
      ["PUT", "/subscription", { words_per_period: 10 }],
      ["DELETE", "/subscription", undefined],
      ["POST", "/credits", { words: 10 }],
    ] as const) {
      await expectError(await admin(method, `/accounts/ffffffffffffffffffffffff${path}`, body), 404, "account_not_found");
      await expectError(await admin(method, `/accounts/not-an-id${path}`, body), 404, "account_not_found");
    }
  });

  it("404 subscription_not_found when cancelling without a subscription", async () => {
    const { id } = await createAccount();
    await expectError(await admin("DELETE", `/accounts/${id}/subscription`), 404, "subscription_not_found");
  });

  it("409 subscription_already_cancelled when cancelling a cancelled subscription; nothing changes", async () => {
    const { id } = await createAccount();
    expect((await admin("PUT", `/accounts/${id}/subscription`, { words_per_period: 500 })).status).toBe(200);
    const first = await admin("DELETE", `/accounts/${id}/subscription`);
    expect(first.status).toBe(200);
    const state = (await first.json()) as { subscription: { status: string; current_period_end: string } };
    expect(state.subscription.status).toBe("cancelled");
    const again = await admin("DELETE", `/accounts/${id}/subscription`);
    const message = await expectError(again, 409, "subscription_already_cancelled");
    expect(message).toBe(
      `The subscription of account "${id}" is already cancelled; it stays usable until ${state.subscription.current_period_end}, then the account is back on the trial plan.`,
    );
    expect(await (await admin("GET", `/accounts/${id}`)).json()).toEqual(state);
  });

  it("401 invalid_admin_token for a wrong or missing token, with WWW-Authenticate", async () => {
    for (const headers of [{}, { Authorization: "Bearer wrong" }, { Authorization: "Basic abc" }] as Record<string, string>[]) {
      const res = await call("/admin/v1/accounts", { method: "POST", headers });
      await expectError(res, 401, "invalid_admin_token");
      expect(res.headers.get("WWW-Authenticate")).toBe("Bearer");
    }
  });

  it("an API key is not an admin token", async () => {
    const { key } = await createAccount();
    await expectError(await call("/admin/v1/accounts", { method: "POST", headers: { Authorization: `Bearer ${key}` } }), 401, "invalid_admin_token");
  });
});
