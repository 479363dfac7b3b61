import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { admin, balanceOf, createSubscriber, expectError, humanize, prose } from "../support/worker-api";

// Runs in its own project with its own redis-server (appendonly yes, fsync always), so
// stopping it cannot disturb the main suite.

async function control(action: "stop" | "start" | "kill"): Promise<void> {
  const res = await fetch(`${env.UPSTASH_REDIS_REST_URL}/__harness/redis/${action}`, { method: "POST" });
  expect(res.status).toBe(200);
}

const WORDS = 20;

/** Fires `count` humanize requests, `concurrency` at a time, calling `midway` after half were sent. */
async function load(key: string, count: number, midway: () => Promise<void>): Promise<Response[]> {
  const responses: Response[] = [];
  const concurrency = 4;
  for (let sent = 0; sent < count; sent += concurrency) {
    if (sent === Math.floor(count / 2 / concurrency) * concurrency) await midway();
    responses.push(...(await Promise.all(Array.from({ length: concurrency }, () => humanize(key, { text: prose(WORDS) })))));
  }
  return responses;
}

describe("Redis outages (STORE=redis)", () => {
  it("Redis stopped mid-load: only 200 or 503 service_unavailable, and the balance matches the 200s after a restart", async () => {
    const account = await createSubscriber(10_000);
    let stopped = false;
    const responses = await load(account.key, 40, async () => {
      await control("stop");
      stopped = true;
    });
    expect(stopped).toBe(true);
    const ok = responses.filter((res) => res.status === 200).length;
    for (const res of responses.filter((r) => r.status !== 200)) {
      await expectError(res, 503, "service_unavailable");
      expect(Number(res.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    }
    expect(ok).toBeGreaterThan(0);
    expect(ok).toBeLessThan(40);

    // While it is down, nothing is served: not even a balance or an admin read.
    await expectError(await humanize(account.key, { text: prose(WORDS) }), 503, "service_unavailable");
    await expectError(await admin("GET", `/accounts/${account.id}`), 503, "service_unavailable");

    await control("start");
    expect(await balanceOf(account.key)).toBe(10_000 - WORDS * ok);
  });

  it("Redis killed (SIGKILL) and restarted from its append-only file keeps every debit of a 200", async () => {
    const account = await createSubscriber(10_000);
    const responses = await load(account.key, 40, () => control("kill"));
    const ok = responses.filter((res) => res.status === 200).length;
    for (const res of responses.filter((r) => r.status !== 200)) await expectError(res, 503, "service_unavailable");
    await control("start");
    expect(await balanceOf(account.key)).toBe(10_000 - WORDS * ok);
    // And the service carries on normally.
    expect((await humanize(account.key, { text: prose(WORDS) })).status).toBe(200);
  });
});
