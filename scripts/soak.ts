// Bounded soak: a steady mixed load against `wrangler dev` for a few minutes (bounded in time AND
// in count), sampling the Worker's memory and the store's size, then checking that both stay flat,
// that every account's storage stays inside its designed bound, that the money adds up, and that
// the usage ledger records every movement, stays under its cap and reconciles. See docs/soak.md.
//
//   npm run test:soak -- [--minutes 3] [--store durable|redis] [--concurrency 4] [--accounts 3]
//                        [--rate-limit 30] [--rotate-seconds 15] [--max-requests 100000]
//                        [--sample-seconds 10] [--ledger-max-entries 50] [--seed N]
//                        [--no-unknown-accounts] [--control]
//
// --control: the same sampling of workerd's RSS and JS heap, but for bench/baseline (a bare Worker
// answering a fixed JSON body) under the same `wrangler dev` and the same concurrency, to tell the
// dev runtime's own memory behaviour from the service's. Reported, never judged (exit 0).
//
// Why the load is shaped this way: an account's storage is bounded by its rate limit, not by time
// within a few minutes. The window is a fixed hour and idempotency records are kept 24 h
// (RATE_WINDOW_MS, IDEMPOTENCY_TTL_MS in src/domain/gate.ts; no var), so time-based pruning cannot
// be watched in a 3-minute run. The soak therefore uses a low RATE_LIMIT_PER_HOUR (--rate-limit) and
//  - `--accounts` "pressed" accounts that get the full mix for the whole run: their windows fill
//    during the warm-up (first third), then they keep receiving every kind of request (fresh keyed
//    humanize included) and must stay at ≤ limit window rows and ≤ one idempotency record per
//    keyed 200 — the bound under unlimited pressure;
//  - one "rotating" account whose API key the operator API regenerates every --rotate-seconds
//    (a new key starts an empty window, so the Durable Object deletes its `hits` rows: the window
//    prune, made to happen every few seconds), so accepted, charged humanize requests keep flowing
//    through the engine for the whole run. After the warm-up its keyed requests are replays or a
//    key reused with another body (no fresh keys: a fresh record lives 24 h, which is the design).
// Credits are added to the rotating account at each rotation (the "+ credits" of the money check).
//
// The ledger (issue 23): the Worker runs with a low LEDGER_MAX_ENTRIES (--ledger-max-entries, 50:
// the rotating account passes it within the warm-up, the pressed ones, at most --rate-limit
// charges each, stay under it; LEDGER_RETENTION_DAYS is at least a day, so only the cap can be
// watched). Every 2 s the operator API's `GET /admin/v1/accounts/{id}/ledger` is read for every
// account, so that each entry is seen before the cap prunes it; at each sample the store's own
// count of entries per account is read (durable: rows of the `ledger` table; redis: ZCARD of
// `hum:ledger:<id>`) and must not exceed the cap. At the end, for every account: the entries
// written (`entries_written` of the reconciliation) = trial + subscription + the soak's charged
// 200s + credits (+ a charge and a refund per 503 engine_unavailable); every one of them was
// observed; the charges are exactly the soak's non-replayed 200s, matched one to one by request id
// (X-Request-Id) and words; the entries kept = min(written, cap); and
// `GET /admin/v1/accounts/{id}/reconciliation` answers reconciled with no difference.
//
// Samples (every --sample-seconds): the Worker isolate's JS heap after a full GC (DevTools protocol
// through wrangler's --inspector-port: HeapProfiler.collectGarbage, Runtime.getHeapUsage), then
// VmRSS of the workerd processes of wrangler's process group (the Worker's, and wrangler's
// dev-only proxy: reported with slope, not judged: under wrangler dev both grow with the request
// count even for a bare Worker, see --control), and
//  - durable: per account, the rows of `hits` and `idempotency` and the bytes in use (pages − free
//    pages) of its SQLite database, read with the sqlite3 CLI from a copy (never the live file);
//    the files' size with -wal/-shm (reported: a WAL keeps the size it reached); and the databases
//    of ids that were looked up but never created (the 401s with unknown account ids: reported,
//    not judged, as miniflare's own wrapper is what writes them; see docs/soak.md); and each
//    account's `ledger` rows and newest entry number;
//  - redis: DBSIZE, INFO memory used_memory (the RESP client of test/support/redis), the number
//    of hum:acct:*, hum:idem:*, hum:rl:*, hum:ledger:* keys, and each account's ZCARD of its
//    ledger; at the end, every key but the accounts' and their ledgers' has a TTL (a ledger lives
//    as long as its account and is pruned on write instead).
// Verdict: flat = the last third's mean ≤ the middle third's mean × (1 + tolerance); tolerance 10%
// for RSS, heap and bytes, 5% (+2) for row/key/file counts; the least-squares slope per minute of
// the last two thirds is printed. Exit 1 when something judged is not flat, a bound is exceeded
// (window rows > limit; idempotency records ≠ keyed 200s; ledger entries > the cap; a Redis key
// without TTL), a request got a 5xx other than the contract's 503s or no response or an unexpected
// status, the money does not reconcile, or the ledger misses, adds or mismatches a movement, does
// not reconcile, or never reached its cap; 2 on bad arguments; 130 when interrupted.
// Node 20+ under tsx, built-ins only (plus bench/texts.ts and test/support/redis); the sqlite3 CLI for
// --store durable. The answers it reads are typed with the API's own types (src/cli/api-types.ts).

import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual, parseArgs } from "node:util";
import { setTimeout as sleep } from "node:timers/promises";
import { PARAGRAPHS, countWords } from "../bench/texts.ts";
import { freePort } from "./lib/free-port.ts";
import { snapshotService as copyService } from "./lib/snapshot.ts";
import type { AnswerFields, LedgerEntry, LedgerList, ReconciliationAnswer } from "../src/cli/api-types.ts";
import type { RedisHarness } from "../test/support/redis/harness.ts";
import type { RedisClient } from "../test/support/redis/resp-client.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const HOST = "127.0.0.1";
const READY_TIMEOUT_MS = 120_000;
const REQUEST_TIMEOUT_MS = 30_000;
const START_WORDS = 5_000_000;
/** How often the operator API's ledger of every account is read (each entry must be seen before the cap prunes it). */
const LEDGER_WATCH_MS = 2_000;
const CREDIT_WORDS = 1_000;
const MiB = 1024 * 1024;
const TOL_BYTES = 0.1;
const TOL_ROWS = 0.05;

// ── options ──────────────────────────────────────────────────────────────────────────────────

const USAGE =
  "usage: npm run test:soak -- [--minutes 3] [--store durable|redis] [--concurrency 4] [--accounts 3]\n" +
  "                            [--rate-limit 30] [--rotate-seconds 15] [--max-requests 100000]\n" +
  "                            [--sample-seconds 10] [--ledger-max-entries 50] [--seed N]\n" +
  "                            [--no-unknown-accounts] [--control]";
function usage(code: number, message?: string): never {
  if (message) console.error(message);
  console.error(USAGE);
  process.exit(code);
}
const parseOptions = () =>
  parseArgs({
    options: {
      minutes: { type: "string", default: "3" },
      store: { type: "string", default: "durable" },
      concurrency: { type: "string", default: "4" },
      accounts: { type: "string", default: "3" },
      "rate-limit": { type: "string", default: "30" },
      "rotate-seconds": { type: "string", default: "15" },
      "max-requests": { type: "string", default: "100000" },
      "sample-seconds": { type: "string", default: "10" },
      "ledger-max-entries": { type: "string", default: "50" },
      seed: { type: "string" },
      "no-unknown-accounts": { type: "boolean", default: false },
      control: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  }).values;
let opts: ReturnType<typeof parseOptions>;
try {
  opts = parseOptions();
} catch (error) {
  usage(2, (error as Error).message);
}
if (opts.help) usage(0);
type NumberOption = "minutes" | "concurrency" | "accounts" | "rate-limit" | "rotate-seconds" | "max-requests" | "sample-seconds" | "ledger-max-entries";
function num(name: NumberOption, min: number, max: number, integer = true): number {
  const v = Number(opts[name]);
  if (!Number.isFinite(v) || (integer && !Number.isInteger(v)) || v < min || v > max)
    usage(2, `--${name} must be ${integer ? "a whole number" : "a number"} from ${min} to ${max}`);
  return v;
}
const MINUTES = num("minutes", 0.2, 5, false); // ≤ 5 min: a bounded soak
const CONCURRENCY = num("concurrency", 1, 64);
const ACCOUNTS = num("accounts", 1, 20);
const LIMIT = num("rate-limit", 1, 10_000);
const ROTATE_MS = num("rotate-seconds", 1, 600, false) * 1000;
const MAX_REQUESTS = num("max-requests", 100, 10_000_000);
const SAMPLE_MS = num("sample-seconds", 1, 120, false) * 1000;
const LEDGER_MAX = num("ledger-max-entries", 3, 1_000_000);
const STORE = opts.store;
if (STORE !== "durable" && STORE !== "redis") usage(2, "--store must be durable or redis");
const SEED = opts.seed !== undefined ? Number(opts.seed) >>> 0 : randomBytes(4).readUInt32LE(0);
const RUN_ID = randomBytes(4).toString("hex");
// 401s with well-formed keys of accounts that do not exist (each a fresh id); off: wrong secrets instead
const UNKNOWN_ACCOUNTS = !opts["no-unknown-accounts"];

let prng = SEED || 1;
function random(): number {
  prng = (prng + 0x6d2b79f5) >>> 0; // mulberry32
  let t = prng;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const randomInt = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!; // a non-empty list

const SENTENCES = PARAGRAPHS.flatMap((p) => (p.match(/[^.!?]+[.!?]+/g) ?? []).map((s) => s.trim()));
function humanizeBody(): { body: string; words: number } {
  const words = randomInt(20, 300);
  const tokens: string[] = [];
  for (let i = randomInt(0, SENTENCES.length - 1); tokens.length < words; i++) tokens.push(...(SENTENCES[i % SENTENCES.length] ?? "").split(/\s+/));
  let text = tokens.slice(0, words).join(" ");
  if (!/[.!?]$/.test(text)) text = text.replace(/[,;:]$/, "") + ".";
  const body: { text: string; mode: "standard" | "aggressive"; language?: string } = { text, mode: random() < 0.7 ? "standard" : "aggressive" };
  if (random() < 0.2) body.language = pick(["en", "en-GB"]);
  return { body: JSON.stringify(body), words: countWords(text) };
}

// ── processes (own process groups; killed at the end, on errors and on signals) ───────────────

/** An account under load, and what the soak expects of it. */
interface Account {
  id: string;
  apiKey: string;
  start: number;
  credits: number;
  charged: number;
  fresh200: number;
  keyed200: number;
  /** Completed keyed requests, to replay (and to reuse with another body). */
  pool: PoolEntry[];
  rotations: number;
  /** The ledger as the soak expects it: each charged 200's X-Request-Id → its words. */
  charges: Map<string, number>;
  /** Each 503 engine_unavailable's X-Request-Id → its words: charged, then refunded. */
  engineFailures: Map<string, number>;
  /** Credits the operator API confirmed (one entry each). */
  creditCount: number;
  /** Every ledger entry seen through the operator API, by number. */
  ledger: Map<number, LedgerEntry>;
  /** Its key is being regenerated: a 401 to the old key is expected. */
  rotating?: boolean;
}

interface PoolEntry {
  idem: string;
  body: string;
  response: AnswerFields | undefined;
}

/** `wrangler dev` of the service (or of bench/baseline with --control). */
interface SoakWorker {
  pid: number;
  url: string;
  inspectorPort: number;
  log: string;
  exited: null | { code: number | null; signal: NodeJS.Signals | null };
}

/** The DevTools protocol on the Worker's inspector port. */
interface Inspector {
  call(method: string, params?: object, timeoutMs?: number): Promise<unknown>;
  close(): void;
}

/** Where and how the Worker runs. */
interface Setup {
  workDir: string;
  serviceDir: string;
  stateDir: string;
  vars: Record<string, string>;
  /** The status of GET /api/v1/balance that says it is up (401 for the service, 200 for --control). */
  readyStatus?: number;
  control?: boolean;
}

/** The soak's shared state: the accounts, the load's clock, the inspector, the Worker once started. */
interface SoakState {
  pressed: Account[];
  rotating: Account | null;
  all: Account[];
  keySeq: number;
  warmedUp: boolean;
  loadStart: number;
  loadSeconds: number;
  inspector: Inspector | null;
  worker?: SoakWorker;
}

/** The state once the Worker runs. */
type Running = SoakState & Setup & { worker: SoakWorker };

const groups = new Set<number>();
const tempDirs = new Set<string>();
let harness: RedisHarness | null = null;
const ctx: SoakState = { pressed: [], rotating: null, all: [], keySeq: 0, warmedUp: false, loadStart: 0, loadSeconds: 0, inspector: null };
let resp: RedisClient | null = null;
let interrupted = false;
let stopLoad = false;
class FatalError extends Error {}

/** pid, name, state of every process whose process group is `pgid` (Linux /proc). */
function groupProcesses(pgid: number): { pid: number; name: string; state: string | undefined }[] {
  const out: { pid: number; name: string; state: string | undefined }[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue;
    }
    const close = stat.lastIndexOf(")");
    const [state, , pgrp] = stat.slice(close + 2).split(" ");
    if (Number(pgrp) === pgid) out.push({ pid: Number(entry), name: stat.slice(stat.indexOf("(") + 1, close), state });
  }
  return out;
}
const groupAlive = (pgid: number) => groupProcesses(pgid).some((p) => p.state !== "Z" && p.state !== "X");

/** VmRSS (bytes) of the group's workerd processes: the Worker's (it has --inspector-addr) and the proxy's. */
function workerdRss(pgid: number): { worker: number; proxy: number; all: number } {
  let worker = 0;
  let proxy = 0;
  for (const p of groupProcesses(pgid)) {
    if (p.name !== "workerd") continue;
    try {
      const rss = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${p.pid}/status`, "utf8"));
      const cmd = readFileSync(`/proc/${p.pid}/cmdline`, "utf8");
      if (!rss) continue;
      if (cmd.includes("--inspector-addr")) worker += Number(rss[1]) * 1024;
      else proxy += Number(rss[1]) * 1024;
    } catch {}
  }
  return { worker, proxy, all: worker + proxy };
}

async function stopGroup(pgid: number): Promise<void> {
  try {
    process.kill(-pgid, "SIGTERM");
  } catch {}
  for (let until = Date.now() + 5_000; groupAlive(pgid) && Date.now() < until; ) await sleep(50);
  if (groupAlive(pgid)) {
    try {
      process.kill(-pgid, "SIGKILL");
    } catch {}
    for (let until = Date.now() + 5_000; groupAlive(pgid) && Date.now() < until; ) await sleep(50);
  }
  groups.delete(pgid);
}

process.on("exit", () => {
  for (const pgid of groups) {
    try {
      process.kill(-pgid, "SIGKILL");
    } catch {}
  }
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

async function cleanup() {
  stopLoad = true;
  ctx.inspector?.close();
  ctx.inspector = null;
  for (const pgid of [...groups]) await stopGroup(pgid);
  resp?.close();
  resp = null;
  if (harness) {
    const h = harness;
    harness = null;
    await h.close().catch(() => {});
  }
  for (const dir of [...tempDirs]) {
    await rm(dir, { recursive: true, force: true }).catch(() => {});
    tempDirs.delete(dir);
  }
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, async () => {
    if (interrupted) return;
    interrupted = true;
    console.log(`\ninterrupted by ${signal}; stopping everything this soak started`);
    await cleanup();
    process.exit(130);
  });
}

/** A copy of the service, so that edits to src/ during the run cannot make wrangler reload it. */
function snapshotService(workDir: string) {
  return copyService(ROOT, path.join(workDir, "service"));
}

async function startWorker(ctx: Setup): Promise<SoakWorker> {
  const port = await freePort();
  const inspectorPort = await freePort();
  const args = ["dev", "--ip", HOST, "--port", String(port), "--inspector-port", String(inspectorPort)];
  args.push("--log-level", "warn", "--persist-to", ctx.stateDir, "--show-interactive-dev-session=false");
  for (const [k, v] of Object.entries(ctx.vars)) args.push("--var", `${k}:${v}`);
  const child = spawn(path.join(ROOT, "node_modules/.bin/wrangler"), args, {
    cwd: ctx.serviceDir,
    detached: true, // setsid: its own process group, workerd included
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
      WRANGLER_SEND_METRICS: "false",
      WRANGLER_LOG_PATH: path.join(ctx.workDir, "logs"),
      NO_COLOR: "1",
    },
  });
  if (child.pid === undefined) throw new FatalError("could not start wrangler dev");
  groups.add(child.pid);
  const w: SoakWorker = { pid: child.pid, url: `http://${HOST}:${port}`, inspectorPort, log: "", exited: null };
  const grab = (c: Buffer) => (w.log = (w.log + c.toString()).slice(-20_000));
  child.stdout.on("data", grab);
  child.stderr.on("data", grab);
  child.once("exit", (code, signal) => (w.exited = { code, signal }));
  for (const until = Date.now() + READY_TIMEOUT_MS; Date.now() < until && !w.exited && !interrupted; ) {
    try {
      const res = await fetch(`${w.url}/api/v1/balance`, { signal: AbortSignal.timeout(3_000) });
      await res.arrayBuffer();
      if (res.status === (ctx.readyStatus ?? 401)) return w;
      if (res.status >= 500) break;
    } catch {}
    await sleep(250);
  }
  await stopGroup(w.pid);
  throw new FatalError(`wrangler dev did not get ready on ${w.url}\n${w.log.slice(-3000)}`);
}

// ── the Worker's JS heap, through wrangler's inspector proxy (--inspector-port) ───────────────

/**
 * A minimal WebSocket client (RFC 6455: masked text frames out; text, continuation, ping and close
 * in) for the DevTools protocol on wrangler's inspector port; Node 20 has no WebSocket without a
 * flag. It sends neither Origin nor User-Agent, which wrangler's inspector proxy accepts (the form
 * VS Code uses). Resolves to { call(method, params), close() }.
 */
/** Connects to the Worker's inspector to sample its heap; the soak goes on without it. */
async function attachInspector(ctx: Running): Promise<void> {
  try {
    ctx.inspector = await connectInspector(ctx.worker.inspectorPort);
    await ctx.inspector.call("HeapProfiler.enable", {}, 20_000);
  } catch (error) {
    ctx.inspector = null;
    console.log(`the Worker's JS heap will not be sampled: ${(error as Error).message}`);
  }
}

function connectInspector(port: number): Promise<Inspector> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: HOST,
      port,
      path: "/ws",
      headers: { Connection: "Upgrade", Upgrade: "websocket", "Sec-WebSocket-Version": "13", "Sec-WebSocket-Key": randomBytes(16).toString("base64") },
      timeout: 10_000,
    });
    req.once("timeout", () => req.destroy(new Error("inspector: no upgrade within 10 s")));
    req.once("error", reject);
    req.once("response", (res) => {
      res.resume();
      reject(new Error(`inspector: HTTP ${res.statusCode} instead of a WebSocket upgrade`));
    });
    req.once("upgrade", (_res, socket, head) => {
      let buffer: Buffer = head;
      let fragments: Buffer[] = [];
      let closed = false;
      let nextId = 1_000_000_000; // far from the ids wrangler's own requests use
      const pending = new Map<number, { method: string; resolve: (value: unknown) => void; reject: (error: Error) => void }>();
      const sendFrame = (opcode: number, payload: Buffer) => {
        const mask = randomBytes(4);
        const n = payload.length;
        const header = Buffer.alloc(n < 126 ? 2 : n < 65_536 ? 4 : 10);
        header[0] = 0x80 | opcode;
        if (n < 126) header[1] = 0x80 | n;
        else if (n < 65_536) {
          header[1] = 0x80 | 126;
          header.writeUInt16BE(n, 2);
        } else {
          header[1] = 0x80 | 127;
          header.writeBigUInt64BE(BigInt(n), 2);
        }
        const masked = Buffer.from(payload);
        for (let i = 0; i < masked.length; i++) masked[i] = (masked[i] ?? 0) ^ (mask[i & 3] ?? 0);
        socket.write(Buffer.concat([header, mask, masked]));
      };
      const onText = (text: string) => {
        let message: { id?: number; result?: unknown; error?: { message: string } };
        try {
          message = JSON.parse(text) as typeof message;
        } catch {
          return;
        }
        const { id } = message;
        const waiter = id !== undefined ? pending.get(id) : undefined;
        if (id === undefined || !waiter) return; // events, and answers to wrangler's own requests
        pending.delete(id);
        if (message.error) waiter.reject(new Error(`${waiter.method}: ${message.error.message}`));
        else waiter.resolve(message.result);
      };
      socket.on("data", (chunk: Buffer) => {
        buffer = Buffer.concat([buffer, chunk]);
        for (;;) {
          const [b0, b1] = buffer;
          if (b0 === undefined || b1 === undefined) return; // under 2 bytes
          const fin = (b0 & 0x80) !== 0;
          const opcode = b0 & 0x0f;
          const isMasked = (b1 & 0x80) !== 0;
          let n = b1 & 0x7f;
          let offset = 2;
          if (n === 126) {
            if (buffer.length < 4) return;
            n = buffer.readUInt16BE(2);
            offset = 4;
          } else if (n === 127) {
            if (buffer.length < 10) return;
            n = Number(buffer.readBigUInt64BE(2));
            offset = 10;
          }
          if (buffer.length < offset + (isMasked ? 4 : 0) + n) return;
          const maskKey = isMasked ? buffer.subarray(offset, offset + 4) : null;
          if (isMasked) offset += 4;
          let payload = buffer.subarray(offset, offset + n);
          if (maskKey) {
            payload = Buffer.from(payload);
            for (let i = 0; i < payload.length; i++) payload[i] = (payload[i] ?? 0) ^ (maskKey[i & 3] ?? 0);
          }
          buffer = buffer.subarray(offset + n);
          if (opcode === 0x8) {
            socket.end();
            return;
          }
          if (opcode === 0x9) sendFrame(0xa, payload);
          else if (opcode === 0x1 || opcode === 0x0) {
            fragments.push(Buffer.from(payload));
            if (fin) {
              const text = Buffer.concat(fragments).toString("utf8");
              fragments = [];
              onText(text);
            }
          }
        }
      });
      const fail = () => {
        closed = true;
        for (const waiter of pending.values()) waiter.reject(new Error("inspector: connection closed"));
        pending.clear();
      };
      socket.on("close", fail);
      socket.on("error", () => {}); // "close" follows
      resolve({
        call(method: string, params: object = {}, timeoutMs = 30_000): Promise<unknown> {
          if (closed) return Promise.reject(new Error("inspector: connection closed"));
          const id = nextId++;
          return new Promise((res, rej) => {
            const timer = setTimeout(() => {
              pending.delete(id);
              rej(new Error(`${method}: no answer within ${timeoutMs} ms`));
            }, timeoutMs);
            pending.set(id, {
              method,
              resolve: (value: unknown) => {
                clearTimeout(timer);
                res(value);
              },
              reject: (error: Error) => {
                clearTimeout(timer);
                rej(error);
              },
            });
            sendFrame(0x1, Buffer.from(JSON.stringify({ id, method, params })));
          });
        },
        close() {
          if (closed) return;
          closed = true;
          try {
            sendFrame(0x8, Buffer.alloc(0));
          } catch {}
          socket.end();
          setTimeout(() => socket.destroy(), 500).unref();
        },
      });
    });
    req.end();
  });
}

/**
 * A full GC of the Worker's isolate, then its heap usage. workerd runs inspector commands only when
 * the isolate is entered, so the Worker is poked with `GET /__soak/poke` (a 404 from the router:
 * no authentication, no store call) until the GC is done.
 */
async function heapAfterGc(ctx: Running & { inspector: Inspector }): Promise<number> {
  let done = false;
  const gc = ctx.inspector.call("HeapProfiler.collectGarbage", {}, 20_000).finally(() => (done = true));
  gc.catch(() => {});
  while (!done) {
    await Promise.race([gc.catch(() => {}), sleep(100)]);
    if (!done)
      await fetch(`${ctx.worker.url}/__soak/poke`, { signal: AbortSignal.timeout(5_000) }).then(
        (r) => r.arrayBuffer(),
        () => {},
      );
  }
  await gc;
  const usage = ctx.inspector.call("Runtime.getHeapUsage", {}, 20_000);
  let answered = false;
  usage.finally(() => (answered = true)).catch(() => {});
  while (!answered) {
    await Promise.race([usage.catch(() => {}), sleep(100)]);
    if (!answered)
      await fetch(`${ctx.worker.url}/__soak/poke`, { signal: AbortSignal.timeout(5_000) }).then(
        (r) => r.arrayBuffer(),
        () => {},
      );
  }
  return ((await usage) as { usedSize: number }).usedSize;
}

// ── HTTP ─────────────────────────────────────────────────────────────────────────────────────

/** One request as sent. */
interface Sendable {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | undefined;
}

/** An answer (status 0: none, with its cause). */
interface Sent {
  status: number;
  headers?: Headers;
  text: string;
  json?: AnswerFields | undefined;
  cause?: string;
}

async function send(url: string, { method, path: p, headers = {}, body }: Sendable): Promise<Sent> {
  try {
    const res = await fetch(url + p, { method, headers, body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const text = await res.text();
    let json: AnswerFields | undefined;
    try {
      json = JSON.parse(text) as AnswerFields; // a JSON answer of the API: its status tells which
    } catch {}
    return { status: res.status, headers: res.headers, text, json };
  } catch (error) {
    const thrown = error as { name?: string; message?: string; cause?: { code?: string; message?: string } } | undefined;
    return {
      status: 0,
      text: "",
      cause: `${thrown?.name ?? "error"}${thrown?.cause?.code ? ` ${thrown.cause.code}` : ""}: ${thrown?.cause?.message ?? thrown?.message ?? ""}`.slice(
        0,
        200,
      ),
    };
  }
}
async function mustSend(url: string, req: Sendable, expected: number): Promise<AnswerFields | undefined> {
  const r = await send(url, req);
  if (r.status !== expected) throw new FatalError(`${req.method} ${req.path}: expected ${expected}, got ${r.status} ${r.text.slice(0, 300)}`);
  return r.json;
}
const auth = (key: string): Record<string, string> => ({ authorization: `Bearer ${key}` });
const jsonAuth = (key: string): Record<string, string> => ({ authorization: `Bearer ${key}`, "content-type": "application/json" });
const fmt = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : "–");
const mib = (b: number, d = 1) => (Number.isFinite(b) ? (b / MiB).toFixed(d) : "–");

// ── the load ─────────────────────────────────────────────────────────────────────────────────

type Kind = "humanize" | "humanize-key" | "replay" | "key-reused" | "balance" | "invalid" | "media-type" | "unauthorized" | "not-found" | "method";
const MIX: [Kind, number][] = [
  ["humanize", 24], // no Idempotency-Key
  ["humanize-key", 18], // a fresh Idempotency-Key
  ["replay", 12], // a completed key, same body: replayed, uncharged
  ["key-reused", 3], // a completed key, another body: 422
  ["balance", 16],
  ["invalid", 7], // 400
  ["media-type", 4], // 415
  ["unauthorized", 12], // 401: no header, wrong secret, unknown (well-formed) account, not a key
  ["not-found", 2], // 404
  ["method", 2], // 405
];
const MIX_TOTAL = MIX.reduce((s, [, w]) => s + w, 0);

const stats = {
  issued: 0,
  done: 0,
  byStatus: new Map<number, number>(),
  byKind: new Map<Kind, number>(),
  fivexx: 0,
  contract503: 0,
  noResponse: 0,
  unexpected: 0,
  replaysOk: 0,
  problems: [] as string[],
  problemCount: 0,
};
function problem(text: string): void {
  stats.problemCount++;
  if (stats.problems.length < 20) stats.problems.push(text);
}

/** A request of the mix, and what it should get. */
interface SoakRequest extends Sendable {
  kind: Kind;
  /** The account whose key it carries (null: not a valid key of an account). */
  account: Account | null;
  key?: string;
  headers: Record<string, string>;
  words?: number;
  idem?: string | null;
  entry?: PoolEntry;
  expect: number;
}

function buildRequest(ctx: SoakState & { rotating: Account }): SoakRequest {
  let r = random() * MIX_TOTAL;
  let kind: Kind = MIX.find(([, w]) => (r -= w) < 0)?.[0] ?? "humanize";
  const account = random() < 0.35 ? ctx.rotating : pick(ctx.pressed);
  // After the warm-up the rotating account makes no fresh keys (a record is kept 24 h by design).
  if (kind === "humanize-key" && account === ctx.rotating && ctx.warmedUp && account.pool.length) kind = "replay";
  if ((kind === "replay" || kind === "key-reused") && !account.pool.length) kind = "humanize-key";
  const key = account.apiKey;
  const H = "/api/v1/humanize";
  switch (kind) {
    case "humanize":
    case "humanize-key": {
      const { body, words } = humanizeBody();
      const headers = jsonAuth(key);
      let idem: string | null = null;
      if (kind === "humanize-key") headers["idempotency-key"] = idem = `soak-${RUN_ID}-${++ctx.keySeq}`;
      return { kind, account, key, method: "POST", path: H, headers, body, words, idem, expect: 200 };
    }
    case "replay": {
      const entry = pick(account.pool);
      return {
        kind,
        account,
        key,
        method: "POST",
        path: H,
        headers: { ...jsonAuth(key), "idempotency-key": entry.idem },
        body: entry.body,
        entry,
        expect: 200,
      };
    }
    case "key-reused": {
      const entry = pick(account.pool);
      return {
        kind,
        account,
        key,
        method: "POST",
        path: H,
        headers: { ...jsonAuth(key), "idempotency-key": entry.idem },
        body: humanizeBody().body,
        expect: 422,
      };
    }
    case "balance":
      return { kind, account, key, method: "GET", path: "/api/v1/balance", headers: auth(key), expect: 200 };
    case "invalid": {
      const v = randomInt(0, 3);
      const body =
        v === 0
          ? '{"text": "unterminated'
          : v === 1
            ? JSON.stringify({ text: "Far too short to rewrite." })
            : v === 2
              ? JSON.stringify({ text: 42 })
              : JSON.stringify({ text: "x", colour: "blue" });
      return { kind, account, key, method: "POST", path: H, headers: jsonAuth(key), body, expect: 400 };
    }
    case "media-type":
      return { kind, account, key, method: "POST", path: H, headers: { ...auth(key), "content-type": "text/plain" }, body: humanizeBody().body, expect: 415 };
    case "unauthorized": {
      const v = randomInt(0, 3);
      const headers =
        v === 0
          ? {}
          : v === 1
            ? auth(`hum_${account.id}_${randomBytes(32).toString("base64url")}`) // right account, wrong secret
            : v === 2 && UNKNOWN_ACCOUNTS
              ? auth(`hum_${randomBytes(12).toString("hex")}_${randomBytes(32).toString("base64url")}`) // an account that does not exist
              : v === 2
                ? auth(`hum_${account.id}_${randomBytes(32).toString("base64url")}`)
                : auth("not-a-key");
      return { kind, account: null, method: "GET", path: "/api/v1/balance", headers, expect: 401 };
    }
    case "not-found":
      return { kind, account: null, method: "GET", path: `/api/v1/nothing-${randomInt(0, 1e6)}`, headers: auth(key), expect: 404 };
    case "method":
      return { kind, account: null, method: "DELETE", path: "/api/v1/balance", headers: auth(key), expect: 405 };
  }
  throw new Error(kind);
}

function record(req: SoakRequest, r: Sent): void {
  stats.done++;
  stats.byStatus.set(r.status, (stats.byStatus.get(r.status) ?? 0) + 1);
  stats.byKind.set(req.kind, (stats.byKind.get(req.kind) ?? 0) + 1);
  const what = `${req.kind} ${req.method} ${req.path}${req.idem ? ` key ${req.idem}` : ""}`;
  if (r.status === 0) {
    stats.noResponse++;
    problem(`${what}: no response (${r.cause})`);
    return;
  }
  if (r.status >= 500) {
    const code = r.json?.error;
    // a rewrite that failed in the engine was charged, then refunded: two ledger entries
    if (r.status === 503 && code === "engine_unavailable" && req.account && req.words !== undefined) {
      const rid = r.headers?.get("x-request-id");
      if (rid) req.account.engineFailures.set(rid, req.words);
      else problem(`${what}: a 503 engine_unavailable without X-Request-Id`);
    }
    if (r.status === 503 && (code === "service_unavailable" || code === "engine_unavailable")) stats.contract503++;
    else {
      stats.fivexx++;
      problem(`${what}: ${r.status} ${r.text.slice(0, 200)}`);
    }
    return;
  }
  const a = req.account;
  // a valid key may be rate limited; a key rotated away while the request ran gets 401
  const ok = r.status === req.expect || (a && r.status === 429) || (a && r.status === 401 && (req.key !== a.apiKey || a.rotating));
  if (!ok) {
    stats.unexpected++;
    problem(`${what}: expected ${req.expect}, got ${r.status} ${r.text.slice(0, 200)}`);
  }
  if (!a || r.status !== 200 || req.method !== "POST") return;
  const used = r.json?.words_used;
  if (req.kind === "replay") {
    if (r.headers?.get("idempotent-replayed") === "true") {
      if (isDeepStrictEqual(r.json, req.entry?.response)) stats.replaysOk++;
      else problem(`${what}: replayed with a different body`);
      return;
    }
    // a replay must not run afresh; if it did, it was charged: count it so the money check stays exact
    problem(`${what}: a completed key ran afresh (no Idempotent-Replayed)`);
    a.charged += Number.isInteger(used) ? (used ?? 0) : 0;
    charged(a, r, what, used);
    return;
  }
  if (used !== req.words) problem(`${what}: words_used ${used}, the text has ${req.words} words`);
  if (Number.isInteger(used)) a.charged += used ?? 0;
  charged(a, r, what, used);
  a.fresh200++;
  if (req.idem) {
    a.keyed200++;
    const entry: PoolEntry = { idem: req.idem, body: req.body ?? "", response: r.json };
    if (a.pool.length < 200) a.pool.push(entry);
  }
}

/** A charged 200: the ledger must hold one charge with its request id and words. */
function charged(a: Account, r: Sent, what: string, used: number | undefined): void {
  const rid = r.headers?.get("x-request-id");
  if (!rid) {
    problem(`${what}: a 200 without X-Request-Id`);
    return;
  }
  if (a.charges.has(rid)) problem(`${what}: X-Request-Id ${rid} answered twice`);
  a.charges.set(rid, Number.isInteger(used) ? (used ?? 0) : NaN);
}

/** An entry's number: `le_000000000021` → 21. */
const entryNumber = (id: string) => Number(id.slice(3));
const entryName = (seq: number) => `le_${String(seq).padStart(12, "0")}`;

/**
 * One account's ledger against what the soak did: the entries written are exactly its movements
 * (the trial, the subscription, each charged 200, each credit, a charge and a refund per failed
 * rewrite), every one of them was observed, and each charge is one of the soak's charged 200s
 * (or failed rewrites), by request id and words, one to one.
 */
function checkLedger(a: Account, rec: ReconciliationAnswer): { faults: string[]; expected: number; observed: number; matched: number; charges: number } {
  const faults: string[] = [];
  if (!rec.reconciled || rec.differences.length > 0) faults.push(`does not reconcile: ${rec.differences.join(" ") || "(no difference given)"}`);
  const expected = 2 + a.charges.size + a.creditCount + 2 * a.engineFailures.size;
  if (rec.entries_written !== expected) faults.push(`${rec.entries_written} entries written for ${expected} movements`);
  if (rec.entries_kept !== Math.min(rec.entries_written, LEDGER_MAX))
    faults.push(`${rec.entries_kept} entries kept, not min(${rec.entries_written}, ${LEDGER_MAX})`);
  const unseen: number[] = [];
  for (let seq = 1; seq <= rec.entries_written; seq++) if (!a.ledger.has(seq)) unseen.push(seq);
  if (unseen.length > 0)
    faults.push(`${unseen.length} entries never observed (pruned between two reads of the watcher?): ${unseen.slice(0, 5).map(entryName).join(", ")}…`);
  const beyond = [...a.ledger.keys()].filter((seq) => seq > rec.entries_written);
  if (beyond.length > 0) faults.push(`entries observed past the newest written: ${beyond.slice(0, 5).map(entryName).join(", ")}`);
  const entries = [...a.ledger.values()];
  const of = (kind: string) => entries.filter((entry) => entry.kind === kind);
  const trial = of("trial");
  if (trial.length !== 1 || trial[0]?.id !== entryName(1))
    faults.push(`trial entries: ${trial.map((entry) => entry.id).join(", ") || "none"} (one expected, le_…1)`);
  const subscriptions = of("subscription");
  if (subscriptions.length !== 1 || subscriptions[0]?.event !== "started" || subscriptions[0]?.words !== START_WORDS)
    faults.push(
      `subscription entries: ${subscriptions.map((entry) => `${entry.id} ${entry.event} ${entry.words}`).join(", ") || "none"} (one start at ${START_WORDS})`,
    );
  const credits = of("credit");
  if (credits.length !== a.creditCount || credits.some((entry) => entry.words !== CREDIT_WORDS))
    faults.push(`${credits.length} credit entries for ${a.creditCount} credits of ${CREDIT_WORDS} words`);
  const others = entries.filter((entry) => !["trial", "subscription", "credit", "charge", "refund"].includes(entry.kind));
  if (others.length > 0) faults.push(`unexpected entries: ${others.map((entry) => `${entry.id} ${entry.kind}`).join(", ")}`);
  // charges: one per charged 200 and per failed rewrite, by request id, with its words
  const wanted = new Map([...a.charges, ...a.engineFailures]);
  const found = new Set<string>();
  let matched = 0;
  for (const entry of of("charge")) {
    const rid = entry.request_id ?? "";
    const words = wanted.get(rid);
    if (words === undefined)
      faults.push(`${entry.id}: a charge of ${entry.words} words for request ${rid || "(none)"}, which the soak saw no charged answer for`);
    else if (found.has(rid)) faults.push(`${entry.id}: a second charge for request ${rid}`);
    else {
      found.add(rid);
      if (entry.words === words) matched++;
      else faults.push(`${entry.id}: request ${rid} charged ${entry.words} words, its answer said ${words}`);
    }
  }
  const unrecorded = [...wanted.keys()].filter((rid) => !found.has(rid));
  if (unrecorded.length > 0) faults.push(`${unrecorded.length} charged request(s) with no charge entry: ${unrecorded.slice(0, 3).join(", ")}…`);
  // refunds: exactly the failed rewrites, engine_failure
  const refunds = of("refund");
  const unexplained = refunds.filter((entry) => entry.reason !== "engine_failure" || !a.engineFailures.has(entry.request_id ?? ""));
  if (refunds.length !== a.engineFailures.size || unexplained.length > 0)
    faults.push(
      `${refunds.length} refund entries for ${a.engineFailures.size} failed rewrites; unexplained: ${unexplained.map((entry) => `${entry.id} ${entry.reason}`).join(", ") || "none"}`,
    );
  return { faults, expected, observed: rec.entries_written - unseen.length, matched, charges: wanted.size };
}

// ── storage measurements ─────────────────────────────────────────────────────────────────────

function durableFiles(stateDir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    let entries: import("node:fs").Dirent[] = [];
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {}
    for (const e of entries) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/AccountObject/.test(p) && /\.sqlite(-wal|-shm)?$/.test(e.name)) out.push(p);
    }
  };
  walk(path.join(stateDir, "v3", "do"));
  return out;
}

/**
 * Bytes of the account objects' SQLite files (.sqlite + -wal + -shm) and rows per account, read with
 * the sqlite3 CLI from a copy of each database (never the live file). A database without the `kv`
 * table belongs to an id that was looked up but never created; such files are not re-read while
 * their size and mtime stay the same.
 */
const dbCache = new Map<string, { sig: string; id: string | null }>(); // path → { sig, id | null }

/** Rows and bytes of one account's database. */
interface AccountRows {
  hits: number;
  idem: number;
  /** Ledger entries kept, and the newest one's number (0: none). */
  ledger: number;
  newest: number;
  bytes: number;
  used: number;
}

/** One account's ledger in the store itself: the entries kept, and the newest one's number. */
interface LedgerRows {
  ledger: number;
  newest: number;
}

/** What a sample measured of the store: the Durable Objects' databases, Redis, or nothing (--control). */
type Storage =
  | {
      kind: "durable";
      used: number;
      bytes: number;
      emptyBytes: number;
      objects: number;
      empty: number;
      perAccount: Map<string, AccountRows>;
      hits: number;
      idem: number;
      ledger: number;
      rows: number;
    }
  | {
      kind: "redis";
      bytes: number;
      dbsize: number;
      acct: number;
      idem: number;
      rl: number;
      ledgerKeys: number;
      ledger: number;
      perAccount: Map<string, LedgerRows>;
      rows: number;
    }
  | { kind: "none" };

function durableStorage(ctx: Setup): Storage {
  const files = durableFiles(ctx.stateDir);
  const size = (f: string) => {
    try {
      return statSync(f).size;
    } catch {
      return 0;
    }
  };
  const perAccount = new Map<string, AccountRows>();
  let accountBytes = 0;
  let emptyBytes = 0;
  let empty = 0;
  const tmp = mkdtempSync(path.join(os.tmpdir(), "soak-sqlite-"));
  try {
    for (const db of files.filter((f) => f.endsWith(".sqlite"))) {
      const bytes = size(db) + size(db + "-wal") + size(db + "-shm");
      let st: import("node:fs").Stats;
      try {
        st = statSync(db);
      } catch {
        continue;
      }
      const sig = `${st.size}:${st.mtimeMs}:${size(db + "-wal")}`;
      const cached = dbCache.get(db);
      if (cached && cached.id === null && cached.sig === sig) {
        empty++;
        emptyBytes += bytes;
        continue;
      }
      const copy = path.join(tmp, "db.sqlite");
      for (const suffix of ["-wal", "-shm", ""]) rmSync(copy + suffix, { force: true });
      let id: string | null = null;
      try {
        copyFileSync(db, copy);
        if (existsSync(db + "-wal")) copyFileSync(db + "-wal", copy + "-wal");
        const hasKv =
          execFileSync("sqlite3", [copy, "SELECT COUNT(*) FROM sqlite_master WHERE name = 'kv'"], { encoding: "utf8", timeout: 10_000 }).trim() === "1";
        if (hasKv) {
          const out = execFileSync(
            "sqlite3",
            [
              "-json",
              copy,
              "SELECT (SELECT value FROM kv WHERE name = 'account') AS account, (SELECT COUNT(*) FROM hits) AS hits, (SELECT COUNT(*) FROM idempotency) AS idem, " +
                "(SELECT COUNT(*) FROM ledger) AS ledger, (SELECT coalesce(MAX(seq), 0) FROM ledger) AS newest, " +
                "(SELECT page_count FROM pragma_page_count()) AS pages, (SELECT freelist_count FROM pragma_freelist_count()) AS free, (SELECT page_size FROM pragma_page_size()) AS pageSize",
            ],
            { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 10_000 },
          );
          const [row] = JSON.parse(out || "[]") as {
            account: string;
            hits: number;
            idem: number;
            ledger: number;
            newest: number;
            pages: number;
            free: number;
            pageSize: number;
          }[];
          const accountId = (JSON.parse(row!.account) as { id: string }).id; // no row throws here: reported below as a read error
          id = accountId;
          perAccount.set(accountId, {
            hits: row!.hits,
            idem: row!.idem,
            ledger: row!.ledger,
            newest: row!.newest,
            bytes,
            used: (row!.pages - row!.free) * row!.pageSize,
          });
        }
      } catch (error) {
        problem(`reading ${path.basename(db)}: ${String((error as Error).message).slice(0, 200)}`);
        continue;
      }
      dbCache.set(db, { sig, id });
      if (id === null) {
        empty++;
        emptyBytes += bytes;
      } else accountBytes += bytes;
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  let hits = 0;
  let idem = 0;
  let ledger = 0;
  let used = 0;
  for (const v of perAccount.values()) {
    hits += v.hits;
    idem += v.idem;
    ledger += v.ledger;
    used += v.used;
  }
  return { kind: "durable", used, bytes: accountBytes, emptyBytes, objects: perAccount.size + empty, empty, perAccount, hits, idem, ledger, rows: hits + idem };
}

/** The RESP client of the soak's redis-server (--store redis). */
function redis(): RedisClient {
  if (!resp) throw new FatalError("no Redis client: the store is not redis");
  return resp;
}

/** One SCAN step: the next cursor and the keys. */
async function scan(...args: string[]): Promise<[Buffer, Buffer[]]> {
  return (await redis().call("SCAN", ...args)) as [Buffer, Buffer[]]; // SCAN answers [cursor, [key…]]
}

async function scanCount(pattern: string): Promise<number> {
  let cursor = "0";
  let n = 0;
  do {
    const [next, keys] = await scan(cursor, "MATCH", pattern, "COUNT", "1000");
    cursor = next.toString();
    n += keys.length;
  } while (cursor !== "0");
  return n;
}

/** `hum:ledger:<id>` (src/store/redis/index.ts): a sorted set scored by entry number. */
const ledgerKey = (id: string) => `hum:ledger:${id}`;

async function redisStorage(accountIds: readonly string[]): Promise<Storage> {
  const dbsize = Number(await redis().call("DBSIZE"));
  const info = String(await redis().call("INFO", "memory"));
  const used = Number(/^used_memory:(\d+)/m.exec(info)?.[1]);
  const acct = await scanCount("hum:acct:*");
  const idem = await scanCount("hum:idem:*");
  const rl = await scanCount("hum:rl:*");
  const ledgerKeys = await scanCount("hum:ledger:*");
  const perAccount = new Map<string, LedgerRows>();
  let ledger = 0;
  for (const id of accountIds) {
    const kept = Number(await redis().call("ZCARD", ledgerKey(id)));
    const newest = (await redis().call("ZRANGE", ledgerKey(id), "-1", "-1", "WITHSCORES")) as Buffer[]; // [member, score] or []
    perAccount.set(id, { ledger: kept, newest: newest[1] ? Number(newest[1].toString()) : 0 });
    ledger += kept;
  }
  return { kind: "redis", bytes: used, dbsize, acct, idem, rl, ledgerKeys, ledger, perAccount, rows: dbsize };
}

// ── sampling and verdict ─────────────────────────────────────────────────────────────────────

interface Sample {
  label: string;
  t: number;
  done: number;
  status: Map<number, number>;
  rss: { worker: number; proxy: number; all: number };
  heap: number;
  storage: Storage;
}

const samples: Sample[] = [];
async function takeSample(ctx: Running, label: string): Promise<Sample> {
  const t = (Date.now() - ctx.loadStart) / 1000;
  let heap = NaN;
  if (ctx.inspector) {
    try {
      heap = await heapAfterGc({ ...ctx, inspector: ctx.inspector });
    } catch (error) {
      console.log(`  (JS heap not sampled: ${(error as Error).message})`);
    }
  }
  const rss = workerdRss(ctx.worker.pid); // right after the forced GC: less noise from uncollected garbage
  const storage: Storage = ctx.control ? { kind: "none" } : STORE === "durable" ? durableStorage(ctx) : await redisStorage(ctx.all.map((a) => a.id));
  const s: Sample = { label, t, done: stats.done, status: new Map(stats.byStatus), rss, heap, storage };
  samples.push(s);
  const st = (c: number) => fmt(s.status.get(c) ?? 0);
  const store =
    storage.kind === "none"
      ? "bare Worker"
      : storage.kind === "durable"
        ? `accounts' SQLite ${mib(storage.used, 2)} MiB in use (files ${mib(storage.bytes, 2)} MiB); rows hits ${storage.hits}, idempotency ${storage.idem}, ledger ${storage.ledger} [${ledgerSeries(ctx, storage)}]; never-created objects ${storage.empty} (${mib(storage.emptyBytes, 2)} MiB)`
        : `redis used_memory ${mib(storage.bytes, 2)} MiB, DBSIZE ${storage.dbsize} (acct ${storage.acct}, idem ${storage.idem}, rl ${storage.rl}, ledger ${storage.ledgerKeys}); ledger entries ${storage.ledger} [${ledgerSeries(ctx, storage)}]`;
  console.log(
    `[${label.padStart(3)} t=${t.toFixed(0).padStart(3)} s] ${fmt(s.done).padStart(7)} req; 200 ${st(200)} 429 ${st(429)} 401 ${st(401)}; workerd RSS ${mib(rss.worker)} + proxy ${mib(rss.proxy)} MiB; JS heap after GC ${mib(heap, 2)} MiB; ${store}`,
  );
  // hard bounds at every sample
  if (storage.kind === "durable") {
    for (const a of ctx.all) {
      const row = storage.perAccount.get(a.id);
      if (row && row.hits > LIMIT) problem(`sample ${label}: account ${a.id} has ${row.hits} window rows > limit ${LIMIT}`);
    }
  }
  if (storage.kind === "durable" || storage.kind === "redis") {
    for (const a of ctx.all) {
      const row = storage.perAccount.get(a.id);
      if (row && row.ledger > LEDGER_MAX) problem(`sample ${label}: account ${a.id} keeps ${row.ledger} ledger entries > LEDGER_MAX_ENTRIES ${LEDGER_MAX}`);
    }
  }
  return s;
}

/** Each account's ledger in the store: entries kept/written (newest number), rotating account first. */
function ledgerSeries(ctx: SoakState, storage: Storage): string {
  if (storage.kind !== "durable" && storage.kind !== "redis") return "";
  const order = ctx.rotating ? [ctx.rotating, ...ctx.pressed] : ctx.all;
  return order
    .map((a) => {
      const row = storage.perAccount.get(a.id);
      return row ? `${row.ledger}/${row.newest}` : "–";
    })
    .join(" ");
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
function slopePerMinute(points: [number, number][]): number {
  if (points.length < 3) return NaN;
  const mx = mean(points.map(([x]) => x));
  const my = mean(points.map(([, y]) => y));
  const sxx = points.reduce((a, [x]) => a + (x - mx) ** 2, 0);
  return sxx > 0 ? (points.reduce((a, [x, y]) => a + (x - mx) * (y - my), 0) / sxx) * 60 : NaN;
}

/** Middle third vs last third of the load (the first third is the warm-up). */
function flatness(name: string, value: (s: Sample) => number, tol: number, abs: number, unit: string): { name: string; flat: boolean; text: string } {
  const T = ctx.loadSeconds;
  const mid = samples.filter((s) => s.t >= T / 3 && s.t < (2 * T) / 3).map(value);
  const last = samples.filter((s) => s.t >= (2 * T) / 3).map(value);
  const post = samples.filter((s) => s.t >= T / 3).map((s): [number, number] => [s.t, value(s)]);
  if (!mid.length || !last.length) return { name, flat: false, text: `${name}: too few samples (raise --minutes or lower --sample-seconds)` };
  if (![...mid, ...last].every(Number.isFinite)) return { name, flat: false, text: `${name}: NOT MEASURED in some samples (see the sample lines)` };
  const m = mean(mid);
  const l = mean(last);
  const flat = l <= m * (1 + tol) + abs;
  const show = unit === "MiB" ? (v: number) => mib(v, 2) : (v: number) => v.toFixed(1);
  const slope = slopePerMinute(post);
  return {
    name,
    flat,
    text: `${name}: middle third ${show(m)} ${unit}, last third ${show(l)} ${unit} (${m ? (((l - m) / m) * 100).toFixed(1) : "–"}%, tolerance ${tol * 100}%${abs ? ` + ${abs}` : ""}); slope ${show(slope)} ${unit}/min → ${flat ? "FLAT" : "GROWING"}`,
  };
}

// ── main ─────────────────────────────────────────────────────────────────────────────────────

/** The control: bench/baseline under the same wrangler dev, same concurrency, GET / only. */
async function control(): Promise<number> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), "humanize-soak-control-"));
  tempDirs.add(workDir);
  const setup = Object.assign(ctx, {
    control: true,
    readyStatus: 200,
    workDir,
    serviceDir: path.join(ROOT, "bench", "baseline"),
    stateDir: path.join(workDir, "state"),
    vars: {},
  });
  console.log(
    `soak control: bench/baseline (a bare Worker) under wrangler dev, ${MINUTES} min or ${fmt(MAX_REQUESTS)} requests, concurrency ${CONCURRENCY}, sample every ${SAMPLE_MS / 1000} s`,
  );
  const ctxRunning = Object.assign(setup, { worker: await startWorker(setup) });
  await attachInspector(ctxRunning);
  ctx.loadStart = Date.now();
  const endAt = ctx.loadStart + MINUTES * 60_000;
  await takeSample(ctxRunning, "0");
  let loadDone = false;
  const one = async () => {
    while (!stopLoad && Date.now() < endAt && stats.issued < MAX_REQUESTS) {
      stats.issued++;
      const r = await send(ctxRunning.worker.url, { method: "GET", path: "/" });
      stats.done++;
      stats.byStatus.set(r.status, (stats.byStatus.get(r.status) ?? 0) + 1);
    }
  };
  const load = Promise.all(Array.from({ length: CONCURRENCY }, one)).then(() => (loadDone = true));
  for (let k = 1; !loadDone; k++) {
    const due = ctx.loadStart + k * SAMPLE_MS;
    while (!loadDone && Date.now() < due) await Promise.race([load, sleep(Math.min(200, Math.max(1, due - Date.now())))]);
    if (interrupted) return new Promise(() => {});
    if (!loadDone) await takeSample(ctxRunning, String(k));
  }
  ctx.loadSeconds = (Date.now() - ctx.loadStart) / 1000;
  await takeSample(ctxRunning, "end");
  console.log(
    `\n${fmt(stats.done)} requests in ${ctx.loadSeconds.toFixed(1)} s (${(stats.done / ctx.loadSeconds).toFixed(0)}/s); by status: ${[...stats.byStatus].map(([k, n]) => `${k || "none"} × ${fmt(n)}`).join(", ")}`,
  );
  console.log("\n| sample | t (s) | requests | Worker RSS MiB | JS heap after GC MiB | proxy RSS MiB |\n|---|---:|---:|---:|---:|---:|");
  for (const x of samples) console.log(`| ${x.label} | ${x.t.toFixed(0)} | ${fmt(x.done)} | ${mib(x.rss.worker)} | ${mib(x.heap, 2)} | ${mib(x.rss.proxy)} |`);
  console.log("\nflatness (reported only):");
  for (const c of [
    flatness("Worker workerd RSS", (x) => x.rss.worker, TOL_BYTES, 0, "MiB"),
    flatness("Worker isolate JS heap after a full GC", (x) => x.heap, TOL_BYTES, 0, "MiB"),
    flatness("proxy workerd RSS", (x) => x.rss.proxy, TOL_BYTES, 0, "MiB"),
  ])
    console.log(`  ${c.text}`);
  const first = samples[0]!; // the samples "0" and "end" at least
  const last = samples.at(-1)!;
  console.log(
    `  Worker RSS ${mib(first.rss.worker)} → ${mib(last.rss.worker)} MiB: ${fmt((last.rss.worker - first.rss.worker) / Math.max(1, last.done))} bytes per request; proxy ${fmt((last.rss.proxy - first.rss.proxy) / Math.max(1, last.done))} bytes per request`,
  );
  await cleanup();
  return 0;
}

async function main(): Promise<number> {
  if (opts.control) return control();
  const workDir = await mkdtemp(path.join(os.tmpdir(), "humanize-soak-"));
  tempDirs.add(workDir);
  const { dir: serviceDir, revision } = await snapshotService(workDir);
  const adminToken = randomBytes(24).toString("hex");
  const vars: Record<string, string> = {
    RATE_LIMIT_PER_HOUR: String(LIMIT),
    IDEMPOTENCY_LEASE_SECONDS: "2",
    ADMIN_TOKEN: adminToken,
    LEDGER_MAX_ENTRIES: String(LEDGER_MAX),
  };
  if (STORE === "redis") {
    const { startRedisHarness } = await import("../test/support/redis/harness.ts");
    const { RedisClient } = await import("../test/support/redis/resp-client.ts");
    const started = (harness = await startRedisHarness({ appendonly: false }));
    tempDirs.add(started.redis.dir);
    resp = new RedisClient(started.redis.url);
    Object.assign(vars, { STORE: "redis", UPSTASH_REDIS_REST_URL: started.restUrl, UPSTASH_REDIS_REST_TOKEN: started.token });
  }
  const setup = Object.assign(ctx, { workDir, serviceDir, stateDir: path.join(workDir, "state"), vars });
  console.log(
    `soak: store ${STORE}, ${MINUTES} min or ${fmt(MAX_REQUESTS)} requests (whichever first), concurrency ${CONCURRENCY}, ` +
      `${UNKNOWN_ACCOUNTS ? "" : "no unknown-account 401s, "}${ACCOUNTS} pressed account(s) + 1 rotating (key regenerated every ${ROTATE_MS / 1000} s), RATE_LIMIT_PER_HOUR ${LIMIT}, LEDGER_MAX_ENTRIES ${LEDGER_MAX}, ` +
      `sample every ${SAMPLE_MS / 1000} s, seed ${SEED}; service ${revision}`,
  );
  const t0 = Date.now();
  const running = Object.assign(setup, { worker: await startWorker(setup) });
  const url = running.worker.url;
  console.log(`wrangler dev (process group ${running.worker.pid}) ready on ${url} after ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await attachInspector(running);

  const admin = (method: string, p: string, json?: object) =>
    mustSend(
      url,
      {
        method,
        path: p,
        headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
        body: json ? JSON.stringify(json) : undefined,
      },
      method === "POST" && !p.endsWith("/credits") ? 201 : 200,
    );
  let rotating: Account | undefined;
  for (let i = 0; i <= ACCOUNTS; i++) {
    const created = await admin("POST", "/admin/v1/accounts", {});
    const view = await admin("PUT", `/admin/v1/accounts/${created?.account_id}/subscription`, { words_per_period: START_WORDS });
    const a: Account = {
      id: String(created?.account_id),
      apiKey: String(created?.api_key),
      start: view?.balance ?? NaN,
      credits: 0,
      charged: 0,
      fresh200: 0,
      keyed200: 0,
      pool: [],
      rotations: 0,
      charges: new Map(),
      engineFailures: new Map(),
      creditCount: 0,
      ledger: new Map(),
    };
    ctx.all.push(a);
    if (i < ACCOUNTS) ctx.pressed.push(a);
    else ctx.rotating = rotating = a;
  }
  if (!rotating) throw new FatalError("no rotating account"); // the loop's last account
  const soak = Object.assign(running, { rotating });

  ctx.loadStart = Date.now();
  const endAt = ctx.loadStart + MINUTES * 60_000;
  const warmupEnd = ctx.loadStart + (MINUTES * 60_000) / 3;
  let stopReason: string | null = null;
  const loadWorker = async () => {
    while (!stopLoad) {
      if (Date.now() >= endAt) return void (stopReason ??= `${MINUTES} min elapsed`);
      if (stats.issued >= MAX_REQUESTS) return void (stopReason ??= `${fmt(MAX_REQUESTS)} requests sent`);
      if (soak.worker.exited) {
        stopReason ??= "wrangler dev exited";
        problem(`wrangler dev exited: ${soak.worker.log.slice(-1500)}`);
        return;
      }
      stats.issued++;
      const req = buildRequest(soak);
      record(req, await send(url, req));
    }
  };
  // the operator: regenerates the rotating account's key (an empty window) and credits it
  const operator = async () => {
    while (!stopLoad && Date.now() < endAt && stats.issued < MAX_REQUESTS) {
      await sleep(ROTATE_MS);
      if (stopLoad || Date.now() >= endAt) break;
      const a = soak.rotating;
      a.rotating = true; // a request with the old key may get its 401 before this call returns
      const sentAt = Date.now();
      const r = await send(url, { method: "POST", path: `/admin/v1/accounts/${a.id}/api-key`, headers: { authorization: `Bearer ${adminToken}` } });
      if (r.status === 201) {
        a.apiKey = String(r.json?.api_key);
        a.rotations++;
      } else
        problem(
          `key rotation at t=${((sentAt - ctx.loadStart) / 1000).toFixed(0)} s: ${r.status || `no response after ${Date.now() - sentAt} ms (${r.cause})`} ${r.text.slice(0, 200)}`,
        );
      setTimeout(() => (a.rotating = false), 2_000); // responses to the old key still in flight
      const c = await send(url, {
        method: "POST",
        path: `/admin/v1/accounts/${a.id}/credits`,
        headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
        body: JSON.stringify({ words: CREDIT_WORDS }),
      });
      if (c.status === 200) {
        a.credits += CREDIT_WORDS;
        a.creditCount++;
      } else problem(`credits: ${c.status || `no response (${c.cause})`} ${c.text.slice(0, 200)}`);
    }
  };
  // the ledger watcher: every account's ledger through the operator API (which counts against
  // nothing), newest first down to an entry already seen, so that each entry is seen before the
  // cap prunes it
  let ledgerRounds = 0;
  const readLedger = async (a: Account): Promise<void> => {
    for (let after: string | undefined; ; ) {
      const p = `/admin/v1/accounts/${a.id}/ledger?limit=100${after ? `&starting_after=${after}` : ""}`;
      const r = await send(url, { method: "GET", path: p, headers: { authorization: `Bearer ${adminToken}` } });
      if (r.status !== 200) {
        problem(`GET ${p}: ${r.status || `no response (${r.cause})`} ${r.text.slice(0, 200)}`);
        return;
      }
      const page = JSON.parse(r.text) as LedgerList;
      let known = false;
      for (const entry of page.data) {
        known ||= a.ledger.has(entryNumber(entry.id));
        a.ledger.set(entryNumber(entry.id), entry);
      }
      const last = page.data.at(-1);
      if (known || !page.has_more || !last) return;
      after = last.id;
    }
  };
  let watching = true;
  const watcher = (async () => {
    while (watching && !interrupted) {
      for (const a of ctx.all) await readLedger(a);
      ledgerRounds++;
      for (const until = Date.now() + LEDGER_WATCH_MS; watching && Date.now() < until; ) await sleep(100);
    }
  })();
  await takeSample(soak, "0");
  let loadDone = false;
  const load = Promise.all([...Array.from({ length: CONCURRENCY }, loadWorker), operator()]).then(() => (loadDone = true));
  for (let k = 1; !loadDone; k++) {
    const due = ctx.loadStart + k * SAMPLE_MS;
    while (!loadDone && Date.now() < due) {
      if (!ctx.warmedUp && Date.now() >= warmupEnd) ctx.warmedUp = true;
      await Promise.race([load, sleep(Math.min(200, Math.max(1, due - Date.now())))]);
    }
    if (interrupted) return new Promise(() => {});
    if (!loadDone) await takeSample(soak, String(k));
  }
  await load;
  ctx.loadSeconds = (Date.now() - ctx.loadStart) / 1000;
  await sleep(500); // let completions (idempotency records) land
  watching = false;
  await watcher;
  const endSample = await takeSample(soak, "end");
  console.log(`\nload stopped: ${stopReason}; ${fmt(stats.done)} requests in ${ctx.loadSeconds.toFixed(1)} s (${(stats.done / ctx.loadSeconds).toFixed(0)}/s)`);

  // money: balance = start + credits − words of the non-replayed 200s
  let moneyOk = true;
  console.log("\nmoney (balance = start + credits − words of the non-replayed 200s):");
  for (const a of ctx.all) {
    const view = await admin("GET", `/admin/v1/accounts/${a.id}`);
    const expected = a.start + a.credits - a.charged;
    const ok = view?.balance === expected;
    moneyOk &&= ok;
    console.log(
      `  ${a.id}${a === ctx.rotating ? " (rotating)" : ""}: ${fmt(a.start)} + ${fmt(a.credits)} − ${fmt(a.charged)} (${fmt(a.fresh200)} 200s) = ${fmt(expected)}; balance ${fmt(view?.balance ?? NaN)} → ${ok ? "OK" : "MISMATCH"}`,
    );
  }

  // the ledger: every movement recorded and observed, each charge matched to a charged 200, kept
  // under the cap, reconciled
  let ledgerOk = true;
  console.log(
    `\nledger (LEDGER_MAX_ENTRIES ${LEDGER_MAX}; read every ${LEDGER_WATCH_MS / 1000} s through the operator API, ${fmt(ledgerRounds)} rounds; ` +
      "written = 1 trial + 1 subscription + charged 200s + credits + 2 per failed rewrite):",
  );
  let capped = 0;
  for (const a of ctx.all) {
    await readLedger(a);
    const r = await send(url, { method: "GET", path: `/admin/v1/accounts/${a.id}/reconciliation`, headers: { authorization: `Bearer ${adminToken}` } });
    if (r.status !== 200) {
      ledgerOk = false;
      console.log(`  ${a.id}: reconciliation answered ${r.status || `nothing (${r.cause})`} ${r.text.slice(0, 200)} → FAIL`);
      continue;
    }
    const rec = JSON.parse(r.text) as ReconciliationAnswer;
    const check = checkLedger(a, rec);
    ledgerOk &&= check.faults.length === 0;
    if (rec.entries_written > LEDGER_MAX) capped++;
    console.log(
      `  ${a.id}${a === ctx.rotating ? " (rotating)" : ""}: written ${rec.entries_written} (expected ${check.expected}: ${a.charges.size} charged 200s, ${a.creditCount} credits, ` +
        `${a.engineFailures.size} failed rewrites); observed ${check.observed}/${rec.entries_written}; charges matched by request id and words ${check.matched}/${check.charges}; ` +
        `kept ${rec.entries_kept} (cap ${LEDGER_MAX}, oldest ${rec.oldest_kept}); ${rec.reconciled ? `reconciled from ${rec.replayed_from}` : "NOT reconciled"} → ${check.faults.length ? "FAIL" : "OK"}`,
    );
    for (const fault of check.faults.slice(0, 8)) console.log(`    ${fault}`);
  }
  if (capped === 0) {
    ledgerOk = false;
    console.log(`  no account wrote more than ${LEDGER_MAX} entries: the cap was not exercised (raise --minutes or lower --ledger-max-entries) → FAIL`);
  }

  // bounds at the end (the load has stopped: exact accounting)
  let boundsOk = true;
  console.log(
    `\nstorage per account at the end (bound: window rows ≤ ${LIMIT}; idempotency records = keyed 200s, each kept 24 h; ledger entries = min(written, ${LEDGER_MAX})):`,
  );
  const endStorage = endSample.storage;
  if (endStorage.kind === "durable") {
    const st = endStorage;
    for (const a of ctx.all) {
      const row = st.perAccount.get(a.id) ?? { hits: NaN, idem: NaN, ledger: NaN, newest: NaN };
      const ok = row.hits <= LIMIT && row.idem === a.keyed200 && row.ledger === Math.min(row.newest, LEDGER_MAX);
      boundsOk &&= ok;
      console.log(
        `  ${a.id}${a === ctx.rotating ? ` (rotating, ${a.rotations} rotations)` : ""}: hits ${row.hits}, idempotency ${row.idem} (keyed 200s ${a.keyed200}), ` +
          `ledger ${row.ledger} of ${row.newest} written → ${ok ? "OK" : "OUT OF BOUND"}`,
      );
    }
    console.log(
      `  object databases: ${st.objects}, of which ${st.empty} for ids that were looked up and never created ` +
        `(${mib(st.emptyBytes, 2)} MiB, ${fmt(st.empty ? st.emptyBytes / st.empty : NaN)} bytes each with -wal/-shm)`,
    );
  } else if (endStorage.kind === "redis") {
    // every key but the accounts' and their ledgers' must carry a TTL (PX 24 h for idempotency, the
    // limiter's PEXPIRE for windows). A ledger has none by design: it lives as long as its account
    // (whose hash has none either) and is pruned by the write that appends to it (LEDGER_MAX_ENTRIES,
    // LEDGER_RETENTION_DAYS); it must belong to an account of the run and keep at most the cap.
    const noTtl: string[] = [];
    const strayLedgers: string[] = [];
    let cursor = "0";
    do {
      const [next, keys] = await scan(cursor, "COUNT", "1000");
      cursor = next.toString();
      for (const k of keys) {
        const name = k.toString();
        const ttl = Number(await redis().call("PTTL", name));
        if (ttl < 0 && !name.startsWith("hum:acct:") && !name.startsWith("hum:ledger:")) noTtl.push(name);
        if (name.startsWith("hum:ledger:") && !ctx.all.some((a) => ledgerKey(a.id) === name)) strayLedgers.push(name);
        if (name.startsWith("hum:idem:") && ttl > 24 * 3_600_000) noTtl.push(`${name} (PTTL ${ttl})`);
      }
    } while (cursor !== "0");
    const st = endStorage;
    const keyed = ctx.all.reduce((s, a) => s + a.keyed200, 0);
    const ledgersOk = ctx.all.every((a) => {
      const row = st.perAccount.get(a.id);
      return row !== undefined && row.ledger === Math.min(row.newest, LEDGER_MAX);
    });
    const ok =
      st.acct === ctx.all.length && st.idem === keyed && noTtl.length === 0 && st.ledgerKeys === ctx.all.length && strayLedgers.length === 0 && ledgersOk;
    boundsOk &&= ok;
    console.log(
      `  hum:acct:* ${st.acct} (accounts ${ctx.all.length}), hum:idem:* ${st.idem} (keyed 200s ${keyed}), hum:rl:* ${st.rl} ` +
        `(the limiter's counters: per key and clock hour, with PEXPIRE; ${soak.rotating.rotations} rotations), hum:ledger:* ${st.ledgerKeys} ` +
        `(ZCARD ${ledgerSeries(ctx, st)}: kept/written, rotating first); keys without a TTL besides accounts and ledgers: ${noTtl.length}; ` +
        `ledgers of no account of the run: ${strayLedgers.length} → ${ok ? "OK" : "OUT OF BOUND"}`,
    );
    for (const k of noTtl.slice(0, 5)) console.log(`    no TTL: ${k}`);
    for (const k of strayLedgers.slice(0, 5)) console.log(`    stray ledger: ${k}`);
  }

  // table and verdict
  const head = ["sample", "t (s)", "requests", "200", "429", "401", "other 4xx", "Worker RSS MiB", "JS heap after GC MiB", "proxy RSS MiB"];
  head.push(
    ...(STORE === "durable"
      ? ["accounts' SQLite in use MiB", "their files MiB", "hits rows", "idem rows", "ledger rows", "empty objects", "their MiB"]
      : ["used_memory MiB", "DBSIZE", "idem keys", "rl keys", "ledger entries (ZCARD)"]),
  );
  console.log(`\nsamples:\n\n| ${head.join(" | ")} |\n|${head.map((_, i) => (i ? "---:" : "---")).join("|")}|`);
  for (const s of samples) {
    const c = (code: number) => s.status.get(code) ?? 0;
    const other4xx = [...s.status].filter(([code]) => code >= 400 && code < 500 && code !== 429 && code !== 401).reduce((x, [, n]) => x + n, 0);
    const st = s.storage;
    const tail =
      st.kind === "durable"
        ? [mib(st.used, 2), mib(st.bytes, 2), st.hits, st.idem, st.ledger, st.empty, mib(st.emptyBytes, 2)]
        : st.kind === "redis"
          ? [mib(st.bytes, 2), st.dbsize, st.idem, st.rl, st.ledger]
          : [];
    console.log(
      `| ${[s.label, s.t.toFixed(0), fmt(s.done), fmt(c(200)), fmt(c(429)), fmt(c(401)), fmt(other4xx), mib(s.rss.worker), mib(s.heap, 2), mib(s.rss.proxy), ...tail].join(" | ")} |`,
    );
  }
  // the ledger of each account in the store, over time: entries kept / the newest entry's number (= written)
  const ledgerHead = ["sample", "t (s)", ...[soak.rotating, ...ctx.pressed].map((a, i) => (i ? `pressed ${i}` : "rotating")), "all kept"];
  console.log(
    `\nledger entries kept / written per account (${STORE === "durable" ? "rows of the `ledger` table and MAX(seq)" : "ZCARD of hum:ledger:<id> and its top score"}; ` +
      `cap ${LEDGER_MAX}):\n\n| ${ledgerHead.join(" | ")} |\n|${ledgerHead.map((_, i) => (i ? "---:" : "---")).join("|")}|`,
  );
  for (const s of samples) {
    const st = s.storage;
    if (st.kind !== "durable" && st.kind !== "redis") continue;
    console.log(`| ${[s.label, s.t.toFixed(0), ...ledgerSeries(ctx, st).split(" "), st.ledger].join(" | ")} |`);
  }
  // A figure of the store's sample (NaN, "not measured", if the sample is of another store).
  const durable = (s: Sample) => (s.storage.kind === "durable" ? s.storage : undefined);
  const onRedis = (s: Sample) => (s.storage.kind === "redis" ? s.storage : undefined);
  const checks = [
    flatness("Worker isolate JS heap after a full GC", (s) => s.heap, TOL_BYTES, 0, "MiB"),
    STORE === "durable"
      ? flatness("accounts' SQLite bytes in use (pages − free pages, after the WAL is applied)", (s) => durable(s)?.used ?? NaN, TOL_BYTES, 0, "MiB")
      : flatness("redis used_memory", (s) => onRedis(s)?.bytes ?? NaN, TOL_BYTES, 0, "MiB"),
    STORE === "durable"
      ? flatness("SQLite rows (hits + idempotency)", (s) => durable(s)?.rows ?? NaN, TOL_ROWS, 2, "rows")
      : flatness("redis DBSIZE", (s) => onRedis(s)?.dbsize ?? NaN, TOL_ROWS, 2, "keys"),
    flatness(
      `ledger entries kept, all accounts (cap ${LEDGER_MAX} each)`,
      (s) => (s.storage.kind === "durable" || s.storage.kind === "redis" ? s.storage.ledger : NaN),
      TOL_ROWS,
      2,
      "rows",
    ),
    ...(STORE === "durable"
      ? [flatness("accounts' object databases", (s) => (durable(s)?.objects ?? NaN) - (durable(s)?.empty ?? NaN), TOL_ROWS, 2, "files")]
      : []),
  ];
  // wrangler's dev-only proxy (not part of a deployment): reported, not judged
  // workerd's RSS under wrangler dev grows with the request count even for a bare Worker that keeps
  // no state (see --control and docs/soak.md): reported with its slope, not judged
  const notJudged = [
    flatness("Worker workerd RSS (not judged: see --control)", (s) => s.rss.worker, TOL_BYTES, 0, "MiB"),
    flatness("proxy workerd RSS (wrangler dev only, not judged)", (s) => s.rss.proxy, TOL_BYTES, 0, "MiB"),
  ];
  // a -wal file keeps the size it reached until SQLite truncates it (journal_size_limit): reported, not judged
  if (STORE === "durable") {
    notJudged.push(flatness("accounts' SQLite files incl. -wal/-shm (not judged)", (s) => durable(s)?.bytes ?? NaN, TOL_BYTES, 0, "MiB"));
    // miniflare's Durable Object wrapper writes a __miniflare_do_name row into every named object
    // it constructs, so under wrangler dev each 401 naming a well-formed unknown account id leaves
    // a database; the service's own code writes nothing for it (docs/soak.md: reported, not judged)
    notJudged.push(
      flatness("never-created objects' databases (miniflare's __miniflare_do_name; not judged)", (s) => durable(s)?.empty ?? NaN, TOL_ROWS, 2, "files"),
    );
  }
  console.log("\nflatness (first third = warm-up; last third's mean vs the middle third's):");
  for (const c of [...checks, ...notJudged]) console.log(`  ${c.text}`);
  const [first, final] = [samples[0]!, samples.at(-1)!]; // the samples "0" and "end" at least
  console.log(
    `  RSS per request over the whole run (compare --control): Worker ${mib(first.rss.worker)} → ${mib(final.rss.worker)} MiB, ` +
      `${fmt((final.rss.worker - first.rss.worker) / Math.max(1, final.done))} bytes per request; proxy ${fmt((final.rss.proxy - first.rss.proxy) / Math.max(1, final.done))} bytes per request`,
  );
  const flat = checks.every((c) => c.flat);

  console.log(
    `\nrequests by kind: ${[...stats.byKind].map(([k, n]) => `${k} ${fmt(n)}`).join(", ")}; replays verified ${fmt(stats.replaysOk)}; rotations ${soak.rotating.rotations}`,
  );
  console.log(
    `responses by status: ${[...stats.byStatus]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s || "none"} × ${fmt(n)}`)
      .join(", ")}`,
  );
  for (const p of stats.problems) console.log(`  FAIL: ${p}`);
  if (stats.problemCount > stats.problems.length) console.log(`  … and ${stats.problemCount - stats.problems.length} more`);
  const pass = flat && moneyOk && ledgerOk && boundsOk && stats.problemCount === 0;
  console.log(
    `\nverdict: ${pass ? "PASS" : "FAIL"} — growth ${flat ? "bounded (flat)" : "NOT FLAT"}, bounds ${boundsOk ? "OK" : "EXCEEDED"}, money ${moneyOk ? "OK" : "MISMATCH"}, ledger ${ledgerOk ? "OK" : "MISMATCH"}, ` +
      `5xx outside the contract's 503s ${stats.fivexx}, contract 503s ${stats.contract503}, no response ${stats.noResponse}, unexpected status ${stats.unexpected}`,
  );
  await cleanup();
  return pass ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  async (error) => {
    if (interrupted) return;
    console.error(`soak aborted: ${error instanceof FatalError ? error.message : ((error as Error | null | undefined)?.stack ?? error)}`);
    await cleanup();
    process.exit(1);
  },
);
