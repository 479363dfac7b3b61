import { describe, expect, it } from "vitest";
import { admin, call, createAccount, expectError } from "../../support/worker-api";

describe("operator API errors (contract §8)", () => {
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
      ["GET", "/ledger", undefined],
      ["GET", "/reconciliation", undefined],
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

  it("the operator API exists for tests, and an unknown account is 404", async () => {
    await expectError(await admin("GET", "/accounts/000000000000000000000000"), 404, "account_not_found");
  });
});
