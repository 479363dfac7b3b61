import { describe, expect, it } from "vitest";
import { admitRequest } from "../../src/domain/rate-window";

const HOUR = 3_600_000;
const T0 = Date.parse("2026-11-21T10:00:00.000Z");

function fill(count: number, start = T0, step = 1_000): number[] {
  return Array.from({ length: count }, (_, i) => start + i * step);
}

describe("sliding window", () => {
  it("admits the 60th request with 0 remaining and refuses the 61st", () => {
    const sixtieth = admitRequest(fill(59), T0 + 59_000, 60, HOUR);
    expect(sixtieth.admitted).toBe(true);
    expect(sixtieth.state.remaining).toBe(0);
    const sixtyFirst = admitRequest(sixtieth.timestamps, T0 + 60_000, 60, HOUR);
    expect(sixtyFirst.admitted).toBe(false);
  });

  it("counts remaining down from limit - 1 and resets when the oldest leaves", () => {
    const first = admitRequest([], T0, 60, HOUR);
    expect(first.state).toEqual({ limit: 60, remaining: 59, reset: (T0 + HOUR) / 1000 });
    const second = admitRequest(first.timestamps, T0 + 1_500, 60, HOUR);
    expect(second.state.remaining).toBe(58);
    expect(second.state.reset).toBe((T0 + HOUR) / 1000);
  });

  it("a refusal does not count and says when the next request fits", () => {
    const full = fill(60);
    const refused = admitRequest(full, T0 + 120_000, 60, HOUR);
    expect(refused.admitted).toBe(false);
    if (refused.admitted) return;
    expect(refused.timestamps).toHaveLength(60);
    expect(refused.state).toEqual({ limit: 60, remaining: 0, reset: (T0 + HOUR) / 1000 });
    expect(refused.retryAfter).toBe((HOUR - 120_000) / 1000);
  });

  it("is exact at the window's edge: a request leaves at exactly one hour", () => {
    const full = fill(60);
    expect(admitRequest(full, T0 + HOUR - 1, 60, HOUR).admitted).toBe(false);
    const edge = admitRequest(full, T0 + HOUR, 60, HOUR);
    expect(edge.admitted).toBe(true);
    expect(edge.timestamps).toHaveLength(60);
    expect(edge.timestamps[0]).toBe(T0 + 1_000);
  });

  it("rounds Retry-After up and never below one second", () => {
    const refused = admitRequest(fill(60), T0 + HOUR - 10, 60, HOUR);
    expect(refused.admitted).toBe(false);
    if (!refused.admitted) expect(refused.retryAfter).toBe(1);
  });
});
