// Calendar arithmetic for billing periods: whole calendar months in UTC that keep
// the anchor day where the month has it (Jan 31 → Feb 28/29 → Mar 31).

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** `at` moved forward one calendar month, on `anchorDay` clamped to that month's length. */
export function addCalendarMonth(at: number, anchorDay: number): number {
  const d = new Date(at);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + 1;
  const target = new Date(Date.UTC(year, month, 1));
  const day = Math.min(anchorDay, daysInMonth(target.getUTCFullYear(), target.getUTCMonth()));
  return Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), day, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
}

/** The first period end after `now`, stepping a month at a time from `periodEnd`. */
export function nextPeriodEndAfter(periodEnd: number, anchorDay: number, now: number): number {
  let end = periodEnd;
  while (end <= now) end = addCalendarMonth(end, anchorDay);
  return end;
}

export function anchorDayOf(at: number): number {
  return new Date(at).getUTCDate();
}
