// The exact sliding window: the timestamps of the requests accepted in the last
// `windowMs`. A request is accepted while fewer than `limit` of them remain.

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Unix seconds: when the oldest counted request leaves the window. */
  reset: number;
}

/**
 * The window's verdict on one request. `expired` is how many of the oldest timestamps have
 * left the window; the caller drops them (and, when admitted, appends `now`) with
 * `applyAdmission` once the change is saved. Nothing is copied: O(log n) per request.
 */
export type Admission =
  | { admitted: true; expired: number; state: RateLimitState }
  | { admitted: false; expired: number; state: RateLimitState; retryAfter: number };

/** Applies the window to a request at `now`. `timestamps` are ascending epoch ms. */
export function admitRequest(timestamps: readonly number[], now: number, limit: number, windowMs: number): Admission {
  const since = now - windowMs;
  // The first timestamp still inside the window (binary search: the array is ascending).
  let low = 0;
  let high = timestamps.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (timestamps[mid]! <= since) low = mid + 1;
    else high = mid;
  }
  const live = timestamps.length - low;
  if (live >= limit) {
    // The next request fits once enough of the oldest have left for the count to drop below the limit.
    const leaving = timestamps[timestamps.length - limit]! + windowMs;
    return {
      admitted: false,
      expired: low,
      state: { limit, remaining: 0, reset: Math.ceil(leaving / 1000) },
      retryAfter: Math.max(1, Math.ceil((leaving - now) / 1000)),
    };
  }
  const oldest = live > 0 ? timestamps[low]! : now;
  return {
    admitted: true,
    expired: low,
    state: { limit, remaining: limit - live - 1, reset: Math.ceil((oldest + windowMs) / 1000) },
  };
}

/** The window after an admission (in place): the expired dropped, `now` appended if admitted. */
export function applyAdmission(timestamps: number[], admission: Pick<Admission, "admitted" | "expired">, now: number): void {
  if (admission.expired > 0) timestamps.splice(0, admission.expired);
  if (admission.admitted) timestamps.push(now);
}
