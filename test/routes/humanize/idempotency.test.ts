import { describe, expect, it } from "vitest";
import { balanceOf, createAccount, expectError, humanize, prose } from "../../support/worker-api";

describe("Idempotency-Key (contract §6)", () => {
  it("replays a success with the same body, uncharged, marked Idempotent-Replayed", async () => {
    const { key } = await createAccount();
    const first = await humanize(key, { text: prose(30) }, { "Idempotency-Key": "order-1" });
    expect(first.status).toBe(200);
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();
    const original = await first.json();
    const again = await humanize(key, { text: prose(30) }, { "Idempotency-Key": "order-1" });
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await again.json()).toEqual(original);
    expect(await balanceOf(key)).toBe(170);
  });

  it("refuses the same key with another body: 422 idempotency_key_reused, uncharged", async () => {
    const { key } = await createAccount();
    expect((await humanize(key, { text: prose(30) }, { "Idempotency-Key": "order-2" })).status).toBe(200);
    await expectError(await humanize(key, { text: prose(31) }, { "Idempotency-Key": "order-2" }), 422, "idempotency_key_reused");
    await expectError(await humanize(key, { text: prose(30), mode: "aggressive" }, { "Idempotency-Key": "order-2" }), 422, "idempotency_key_reused");
    expect(await balanceOf(key)).toBe(170);
  });

  it("keys are per account", async () => {
    const a = await createAccount();
    const b = await createAccount();
    expect((await humanize(a.key, { text: prose(30) }, { "Idempotency-Key": "shared" })).status).toBe(200);
    const res = await humanize(b.key, { text: prose(40) }, { "Idempotency-Key": "shared" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await balanceOf(b.key)).toBe(160);
  });

  it("does not keep errors: a retry after 402 runs afresh", async () => {
    const { key } = await createAccount();
    expect((await humanize(key, { text: prose(180) })).status).toBe(200);
    await expectError(await humanize(key, { text: prose(30) }, { "Idempotency-Key": "later" }), 402, "insufficient_balance");
    await expectError(await humanize(key, { text: prose(30) }, { "Idempotency-Key": "later" }), 402, "insufficient_balance");
  });

  it("charges once when the same key races itself", async () => {
    const { key } = await createAccount();
    const responses = await Promise.all(Array.from({ length: 5 }, () => humanize(key, { text: prose(20) }, { "Idempotency-Key": "race" })));
    const statuses = responses.map((res) => res.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    for (const res of responses.filter((r) => r.status === 409)) await expectError(res, 409, "idempotency_in_progress");
    expect(await balanceOf(key)).toBe(180);
  });
});
