// Closed-loop HTTP/1.1 load generator (node:http, keep-alive). No autocannon.
//
// `connections` loops run at once; each sends one request, reads the whole response body,
// records the latency and sends the next one at once (closed loop). The loops share one
// keep-alive Agent limited to `connections` sockets, so there are exactly that many
// connections (the number of sockets actually opened is reported to check it).
// Warm-up: the loops run `warmupMs` first; only requests *started* after the warm-up and
// *finished* before the end of the window are recorded. The loops stop issuing at the end of
// the window, and requests/s = recorded requests / window length.
import http from "node:http";
import type { Socket } from "node:net";

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length); // nearest rank
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? NaN;
}

export interface MeasureOptions {
  host?: string;
  port: number;
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: Buffer | string | null;
  connections?: number;
  warmupMs?: number;
  durationMs?: number;
  /** Called (sync) when the timed window opens / closes: CPU snapshots. */
  onWindowStart?: (() => void) | null;
  onWindowEnd?: (() => void) | null;
}

export interface Measurement {
  requests: number;
  /** Successful (2xx) requests per second. */
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  netErrors: number;
  statusCounts: Record<number, number>;
  firstError: string | null;
  socketsOpened: number;
}

export async function measure({
  host = "127.0.0.1",
  port,
  method = "GET",
  path = "/",
  headers = {},
  body = null,
  connections = 10,
  warmupMs = 2000,
  durationMs = 10000,
  onWindowStart = null, // called (sync) when the timed window opens / closes: CPU snapshots
  onWindowEnd = null,
}: MeasureOptions): Promise<Measurement> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const payload = body == null ? null : Buffer.isBuffer(body) ? body : Buffer.from(body);
  const reqHeaders: Record<string, string> = { ...headers };
  if (payload) reqHeaders["content-length"] = String(payload.length);

  const sockets = new Set<Socket>();
  const latencies: number[] = []; // ms, recorded requests only
  let errors = 0; // network errors + non-2xx in the window
  let non2xx = 0;
  let netErrors = 0;
  const statusCounts: Record<number, number> = {};
  let firstError: string | null = null;

  const t0 = performance.now();
  const windowStart = t0 + warmupMs;
  const windowEnd = windowStart + durationMs;

  /** One request: when it started and ended, its status (0: a network error, in `err`). */
  function once(): Promise<{ start: number; end: number; status: number; err?: Error }> {
    return new Promise((resolve) => {
      const start = performance.now();
      const req = http.request({ host, port, method, path, headers: reqHeaders, agent }, (res) => {
        res.on("data", () => {});
        res.on("end", () => resolve({ start, end: performance.now(), status: res.statusCode ?? 0 }));
        res.on("error", (err) => resolve({ start, end: performance.now(), status: 0, err }));
      });
      req.on("socket", (s) => sockets.add(s));
      req.on("error", (err) => resolve({ start, end: performance.now(), status: 0, err }));
      if (payload) req.end(payload);
      else req.end();
    });
  }

  async function loop() {
    while (performance.now() < windowEnd) {
      const r = await once();
      const inWindow = r.start >= windowStart && r.end <= windowEnd;
      if (!inWindow) {
        if (r.err) await new Promise((res) => setTimeout(res, 10)); // do not spin on a dead server
        continue;
      }
      if (r.err) {
        errors++;
        netErrors++;
        firstError ??= String(r.err.message ?? r.err);
        await new Promise((res) => setTimeout(res, 10));
        continue;
      }
      statusCounts[r.status] = (statusCounts[r.status] ?? 0) + 1;
      if (r.status < 200 || r.status > 299) {
        errors++;
        non2xx++;
        firstError ??= `HTTP ${r.status}`;
      }
      latencies.push(r.end - r.start);
    }
  }

  const at = (t: number, fn: (() => void) | null) =>
    new Promise<void>((r) =>
      setTimeout(
        () => {
          fn?.();
          r();
        },
        Math.max(0, t - performance.now()),
      ),
    );
  const marks = [at(windowStart, onWindowStart), at(windowEnd, onWindowEnd)];
  await Promise.all(Array.from({ length: connections }, loop));
  await Promise.all(marks);
  agent.destroy();

  const sorted = Float64Array.from(latencies).sort();
  const windowSec = durationMs / 1000;
  return {
    requests: latencies.length,
    rps: (latencies.length - non2xx) / windowSec, // successful (2xx) requests per second
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.length ? (sorted[sorted.length - 1] ?? NaN) : NaN,
    errors,
    non2xx,
    netErrors,
    statusCounts,
    firstError,
    socketsOpened: sockets.size,
  };
}
