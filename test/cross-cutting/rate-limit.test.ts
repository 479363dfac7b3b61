import { describe, expect, it } from "vitest";
import { admin, balance, call, createAccount, expectError, humanize, prose, storeKind } from "../support/worker-api";

/**
 * When the window frees a request again. The Durable Object store keeps an exact window
 * (one hour after the oldest counted request); the Redis store uses @upstash/ratelimit's
 * weighted window, whose reset is the end of the current clock hour.
 */
function expectedReset(firstRequestAt: number): [number, number] {
  if (storeKind() === "redis") {
    const hourEnd = (Math.floor(firstRequestAt / 3600) + 1) * 3600;
    return [hourEnd, hourEnd + 3600];
  }
  return [firstRequestAt + 3600, firstRequestAt + 3602];
}

/**
 * The Redis store's weighted window re-weighs the previous clock hour's requests when the hour
 * turns, so a count taken across that moment can be off by one. A test that counts the window
 * down starts after the turn when one is less than `margin` seconds away (Durable Objects keep an
 * exact window and never wait).
 */
async function clearOfHourTurn(margin = 45): Promise<void> {
  if (storeKind() !== "redis") return;
  const toTurn = 3600 - ((Date.now() / 1000) % 3600);
  if (toTurn < margin) await new Promise((resolve) => setTimeout(resolve, (toTurn + 1) * 1000));
}

describe("rate limit (contract §4)", () => {
  it("allows 60 requests an hour, counting X-RateLimit-Remaining down, then 429 that does not count", { timeout: 150_000 }, async () => {
    await clearOfHourTurn();
    const { key } = await createAccount();
    const started = Math.floor(Date.now() / 1000);
    for (let i = 1; i <= 60; i++) {
      const res = await balance(key);
      expect(res.status).toBe(200);
      expect(res.headers.get("X-RateLimit-Limit")).toBe("60");
      expect(res.headers.get("X-RateLimit-Remaining")).toBe(String(60 - i));
      const reset = Number(res.headers.get("X-RateLimit-Reset"));
      const [earliest, latest] = expectedReset(started);
      expect(reset).toBeGreaterThanOrEqual(earliest);
      expect(reset).toBeLessThanOrEqual(latest);
    }
    for (let i = 0; i < 3; i++) {
      const res = await balance(key);
      await expectError(res, 429, "rate_limit_exceeded");
      expect(res.headers.get("X-RateLimit-Remaining")).toBe("0");
      const retryAfter = Number(res.headers.get("Retry-After"));
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      if (storeKind() === "durable") expect(retryAfter).toBeGreaterThanOrEqual(3590);
    }
  });

  it("shares one window across both endpoints and counts requests that fail validation", { timeout: 150_000 }, async () => {
    await clearOfHourTurn();
    const { key } = await createAccount();
    for (let i = 0; i < 20; i++) expect((await balance(key)).status).toBe(200);
    for (let i = 0; i < 20; i++) expect((await humanize(key, { text: prose(3) })).status).toBe(400);
    for (let i = 0; i < 19; i++) expect((await humanize(key, "[]")).status).toBe(400);
    const last = await humanize(key, { text: prose(10) });
    expect(last.status).toBe(200);
    expect(last.headers.get("X-RateLimit-Remaining")).toBe("0");
    await expectError(await humanize(key, { text: prose(10) }), 429, "rate_limit_exceeded");
    await expectError(await balance(key), 429, "rate_limit_exceeded");
  });

  it("does not count a 401, and keeps separate windows per key", async () => {
    const a = await createAccount();
    const b = await createAccount();
    for (let i = 0; i < 5; i++) await call("/api/v1/balance", { headers: { Authorization: "Bearer hum_wrong" } });
    expect((await balance(a.key)).headers.get("X-RateLimit-Remaining")).toBe("59");
    expect((await balance(b.key)).headers.get("X-RateLimit-Remaining")).toBe("59");
  });

  it("is per key: a regenerated key starts a fresh window", async () => {
    const { id, key } = await createAccount();
    for (let i = 0; i < 10; i++) await balance(key);
    const rotated = (await (await admin("POST", `/accounts/${id}/api-key`)).json()) as { api_key: string };
    expect((await balance(rotated.api_key)).headers.get("X-RateLimit-Remaining")).toBe("59");
  });

  it("carries the rate-limit headers on errors after authentication", async () => {
    const { key } = await createAccount();
    const res = await humanize(key, { text: prose(20) }, { "Content-Type": "text/plain" });
    expect(res.status).toBe(415);
    expect(res.headers.get("X-RateLimit-Remaining")).toBe("59");
  });
});
