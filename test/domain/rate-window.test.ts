import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { admitRequest, applyAdmission } from "../../src/domain/rate-window";

const HOUR = 3_600_000;
const T0 = Date.parse("2026-11-21T10:00:00.000Z");

function fill(count: number, start = T0, step = 1_000): number[] {
  return Array.from({ length: count }, (_, i) => start + i * step);
}

/** Admits a request and applies the verdict to the window, as the Durable Object does. */
function step(window: number[], now: number, limit = 60) {
  const admission = admitRequest(window, now, limit, HOUR);
  applyAdmission(window, admission, now);
  return admission;
}

describe("sliding window", () => {
  it("admits the 60th request with 0 remaining and refuses the 61st", () => {
    const window = fill(59);
    const sixtieth = step(window, T0 + 59_000);
    expect(sixtieth.admitted).toBe(true);
    expect(sixtieth.state.remaining).toBe(0);
    expect(step(window, T0 + 60_000).admitted).toBe(false);
    expect(window).toHaveLength(60);
  });

  it("counts remaining down from limit - 1 and resets when the oldest leaves", () => {
    const window: number[] = [];
    expect(step(window, T0).state).toEqual({ limit: 60, remaining: 59, reset: (T0 + HOUR) / 1000 });
    const second = step(window, T0 + 1_500);
    expect(second.state.remaining).toBe(58);
    expect(second.state.reset).toBe((T0 + HOUR) / 1000);
  });

  it("a refusal does not count and says when the next request fits", () => {
    const window = fill(60);
    const refused = step(window, T0 + 120_000);
    expect(refused.admitted).toBe(false);
    if (refused.admitted) return;
    expect(window).toHaveLength(60);
    expect(refused.state).toEqual({ limit: 60, remaining: 0, reset: (T0 + HOUR) / 1000 });
    expect(refused.retryAfter).toBe((HOUR - 120_000) / 1000);
  });

  it("is exact at the window's edge: a request leaves at exactly one hour", () => {
    const window = fill(60);
    expect(admitRequest(window, T0 + HOUR - 1, 60, HOUR).admitted).toBe(false);
    const edge = step(window, T0 + HOUR);
    expect(edge).toMatchObject({ admitted: true, expired: 1 });
    expect(window).toHaveLength(60);
    expect(window[0]).toBe(T0 + 1_000);
    expect(window.at(-1)).toBe(T0 + HOUR);
  });

  it("rounds Retry-After up and never below one second", () => {
    const refused = admitRequest(fill(60), T0 + HOUR - 10, 60, HOUR);
    expect(refused.admitted).toBe(false);
    if (!refused.admitted) expect(refused.retryAfter).toBe(1);
  });

  it("drops every expired timestamp at once after a long pause", () => {
    const window = fill(10_000, T0, 100);
    const later = step(window, T0 + 10 * HOUR, 20_000);
    expect(later).toMatchObject({ admitted: true, expired: 10_000, state: { remaining: 19_999 } });
    expect(window).toEqual([T0 + 10 * HOUR]);
  });

  it("agrees with a naive reference window on any sequence of requests", () => {
    // The reference: filter the whole window on every request, as the definition reads.
    const reference = (times: number[], now: number, limit: number) => {
      const live = times.filter((t) => t > now - HOUR);
      if (live.length >= limit) {
        const leaving = live[live.length - limit]! + HOUR;
        return { admitted: false, live, remaining: 0, reset: Math.ceil(leaving / 1000), retryAfter: Math.max(1, Math.ceil((leaving - now) / 1000)) };
      }
      live.push(now);
      return { admitted: true, live, remaining: limit - live.length, reset: Math.ceil((live[0]! + HOUR) / 1000) };
    };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(fc.integer({ min: 0, max: HOUR / 2 }), { maxLength: 60 }), (limit, gaps) => {
        const window: number[] = [];
        let expected: number[] = [];
        let now = T0;
        for (const gap of gaps) {
          now += gap;
          const got = step(window, now, limit);
          const want = reference(expected, now, limit);
          expected = want.live;
          expect(got.admitted).toBe(want.admitted);
          expect(got.state).toEqual({ limit, remaining: want.remaining, reset: want.reset });
          if (!got.admitted) expect(got.retryAfter).toBe(want.retryAfter);
          // The kept window may still hold expired entries after a refusal; its live part is exact.
          expect(window.filter((t) => t > now - HOUR)).toEqual(expected);
        }
      }),
    );
  });
});
