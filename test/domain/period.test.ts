import { describe, expect, it } from "vitest";
import { addCalendarMonth, nextPeriodEndAfter } from "../../src/domain/period";

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe("billing periods", () => {
  it("keeps the anchor day across short months: Jan 31 → Feb 29 (leap) → Mar 31 → Apr 30", () => {
    let end = at("2028-01-31T09:30:00.000Z");
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      end = addCalendarMonth(end, 31);
      seen.push(iso(end));
    }
    expect(seen).toEqual(["2028-02-29T09:30:00.000Z", "2028-03-31T09:30:00.000Z", "2028-04-30T09:30:00.000Z"]);
  });

  it("clamps to Feb 28 in a common year and rolls over the year end", () => {
    expect(iso(addCalendarMonth(at("2027-01-31T00:00:00.000Z"), 31))).toBe("2027-02-28T00:00:00.000Z");
    expect(iso(addCalendarMonth(at("2026-12-15T12:00:00.000Z"), 15))).toBe("2027-01-15T12:00:00.000Z");
  });

  it("catches up several missed periods in one step, landing after now", () => {
    const end = at("2026-01-31T00:00:00.000Z");
    const now = at("2026-05-02T00:00:00.000Z");
    expect(iso(nextPeriodEndAfter(end, 31, now))).toBe("2026-05-31T00:00:00.000Z");
  });

  it("treats a period ending exactly now as ended", () => {
    const end = at("2026-03-10T00:00:00.000Z");
    expect(iso(nextPeriodEndAfter(end, 10, end))).toBe("2026-04-10T00:00:00.000Z");
    expect(nextPeriodEndAfter(end, 10, end - 1)).toBe(end);
  });
});
