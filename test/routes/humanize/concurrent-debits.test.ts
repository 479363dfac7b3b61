import { describe, expect, it } from "vitest";
import { balanceOf, createSubscriber, expectError, humanize, prose } from "../../support/worker-api";

describe("atomic debits (contract §5)", () => {
  it("30 parallel requests of 50 words against 500 words: exactly 10 succeed, the rest 402, balance 0", async () => {
    const account = await createSubscriber(500);
    const responses = await Promise.all(Array.from({ length: 30 }, () => humanize(account.key, { text: prose(50) })));
    const ok = responses.filter((res) => res.status === 200);
    expect(ok).toHaveLength(10);
    const remaining = await Promise.all(ok.map(async (res) => ((await res.json()) as { balance_remaining: number }).balance_remaining));
    expect(remaining.sort((a, b) => a - b)).toEqual([0, 50, 100, 150, 200, 250, 300, 350, 400, 450]);
    for (const res of responses.filter((r) => r.status !== 200)) await expectError(res, 402, "insufficient_balance");
    expect(await balanceOf(account.key)).toBe(0);
  });
});
