// The exact sliding window: the timestamps of the requests accepted in the last
// `windowMs`. A request is accepted while fewer than `limit` of them remain.

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Unix seconds: when the oldest counted request leaves the window. */
  reset: number;
}

export type Admission =
  | { admitted: true; timestamps: number[]; state: RateLimitState }
  | { admitted: false; timestamps: number[]; state: RateLimitState; retryAfter: number };

/**
 * Applies the window to a request at `now`. `timestamps` are ascending epoch ms;
 * the result's `timestamps` are pruned and, when admitted, include `now`.
 */
export function admitRequest(timestamps: readonly number[], now: number, limit: number, windowMs: number): Admission {
  const since = now - windowMs;
  let first = 0;
  while (first < timestamps.length && timestamps[first]! <= since) first++;
  const live = timestamps.slice(first);
  if (live.length >= limit) {
    // The next request fits once enough of the oldest have left for the count to drop below the limit.
    const leaving = live[live.length - limit]! + windowMs;
    return {
      admitted: false,
      timestamps: live,
      state: { limit, remaining: 0, reset: Math.ceil(leaving / 1000) },
      retryAfter: Math.max(1, Math.ceil((leaving - now) / 1000)),
    };
  }
  live.push(now);
  return {
    admitted: true,
    timestamps: live,
    state: { limit, remaining: limit - live.length, reset: Math.ceil((live[0]! + windowMs) / 1000) },
  };
}
