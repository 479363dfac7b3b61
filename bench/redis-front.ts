// A fresh redis-server (no persistence) behind the Upstash REST front
// (test/support/redis/harness.ts), in its own process so that its CPU use is not charged to the
// load generator. Started by scripts/bench.ts in its own process group.
//
// stdout: one JSON line {"restUrl","token"} once both answer; then, for each "stats" line on
// stdin, one JSON line {"httpRequests": <requests the REST front has received so far>}.
// Stops both (and removes redis's temp dir) on SIGTERM/SIGINT/SIGHUP or when stdin closes.
import http from "node:http";
import { createInterface } from "node:readline";

// Count the REST front's HTTP requests (one per Redis call or pipeline the Worker makes):
// wrap http.createServer before the front creates its server.
let httpRequests = 0;
const createServer = http.createServer;
// @ts-expect-error -- createServer's overloads cannot be forwarded through one rest parameter
http.createServer = (...args: Parameters<typeof createServer>) => createServer(...args).on("request", () => httpRequests++);
const { startRedisHarness } = await import("../test/support/redis/harness.ts");

const harness = await startRedisHarness({ appendonly: false });
let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  try {
    await harness.close();
  } finally {
    process.exit(0);
  }
}
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) process.on(signal, shutdown);
const input = createInterface({ input: process.stdin });
input.on("line", (line) => {
  if (line.trim() === "stats") process.stdout.write(`${JSON.stringify({ httpRequests })}\n`);
});
input.on("close", shutdown);
process.stdout.write(`${JSON.stringify({ restUrl: harness.restUrl, token: harness.token })}\n`);
