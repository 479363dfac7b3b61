// Crash-safety test: SIGKILL the Worker (the whole `wrangler dev` / workerd process group) in the
// middle of concurrent paid requests, restart it on the same persisted state, settle every request
// whose response was lost by retrying it with its Idempotency-Key, and check that the money adds
// up. See docs/crash-test.md.
//
//   npm run test:crash -- [--rounds 5] [--store durable|redis] [--concurrency 8] [--requests 60]
//                          [--lease-seconds 2|default] [--max-wait 60] [--seed N] [--verbose]
//
// --lease-seconds default runs the service with its own IDEMPOTENCY_LEASE_SECONDS (derived from
// the engine deadline: 60 s), proving that a keyed retry after a crash settles within about a
// minute with the configuration a deployment gets.
//
// Per round: concurrent `POST /api/v1/humanize` (20–300 English words, a unique Idempotency-Key
// each); after 30–70% of them were sent, `kill -KILL -<pgid>`; restart on the same --persist-to
// dir (and, with --store redis, the same redis-server, appendonly + appendfsync always, which is
// never killed); retry every request that got no response (or a 503) with the same key and body
// until it is settled; re-send a sample of the 200s (each must be replayed, identical, uncharged);
// then balance == start − Σ words_used of the keys that ended in a 200.
//
// Ends with "N passed, M failed" (rounds); exit code 1 on any failure, 2 on bad arguments.
// Node 20+ under tsx, built-ins only (plus the repository's own test/support/redis helpers); the
// answers it reads are typed with the API's own types (src/cli/api-types.ts, type-only).

import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs, isDeepStrictEqual } from "node:util";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "./lib/free-port.ts";
import { snapshotService as copyService } from "./lib/snapshot.ts";
import type { AnswerFields } from "../src/cli/api-types.ts";
import type { RedisServer } from "../test/support/redis/redis-server.ts";
import type { RestFront } from "../test/support/redis/rest-front.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const READY_TIMEOUT_MS = 120_000;
const REQUEST_TIMEOUT_MS = 30_000;
const START_BALANCE_WORDS = 10_000_000;

// ── options ──────────────────────────────────────────────────────────────────────────────────

function usage(code: number, message?: string): never {
  if (message) console.error(message);
  console.error(
    "usage: npm run test:crash -- [--rounds 5] [--store durable|redis] [--concurrency 8] [--requests 60]\n" +
      "                             [--lease-seconds 2|default] [--max-wait 60] [--seed N] [--verbose]",
  );
  process.exit(code);
}

const parseOptions = () =>
  parseArgs({
    options: {
      rounds: { type: "string", default: "5" },
      store: { type: "string", default: "durable" },
      concurrency: { type: "string", default: "8" },
      requests: { type: "string", default: "60" },
      "lease-seconds": { type: "string", default: "2" },
      "max-wait": { type: "string" },
      seed: { type: "string" },
      verbose: { type: "boolean", short: "v", default: false },
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
const positive = (name: "rounds" | "concurrency" | "requests" | "lease-seconds" | "max-wait") => {
  const value = Number(opts[name]);
  if (!Number.isInteger(value) || value < 1) usage(2, `--${name} must be a whole number ≥ 1`);
  return value;
};
const ROUNDS = positive("rounds");
const CONCURRENCY = positive("concurrency");
const REQUESTS = positive("requests");
/** The service's default lease: ENGINE_TOTAL_TIMEOUT_MS (24 s) + 1 s grace + 35 s (src/config.ts). */
const SERVICE_DEFAULT_LEASE_SECONDS = 60;
const LEASE_DEFAULT = opts["lease-seconds"] === "default";
const LEASE_SECONDS = LEASE_DEFAULT ? SERVICE_DEFAULT_LEASE_SECONDS : positive("lease-seconds");
opts["max-wait"] ??= String(Math.max(60, LEASE_SECONDS + 30));
const MAX_WAIT_MS = positive("max-wait") * 1000;
const STORE = opts.store;
if (STORE !== "durable" && STORE !== "redis") usage(2, "--store must be durable or redis");
if (REQUESTS < 4) usage(2, "--requests must be at least 4");
const SEED = opts.seed !== undefined ? Number(opts.seed) >>> 0 : randomBytes(4).readUInt32LE(0);
const VERBOSE = opts.verbose;

// ── seeded randomness (the seed is printed, so a run can be repeated) ──────────────────────────

let prngState = SEED || 1;
function random(): number {
  // mulberry32
  prngState = (prngState + 0x6d2b79f5) >>> 0;
  let t = prngState;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const randomInt = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1)); // inclusive
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!; // a non-empty list
function sample<T>(list: readonly T[], n: number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!]; // both in range
  }
  return copy.slice(0, n);
}

// ── texts and word counting ──────────────────────────────────────────────────────────────────

const SENTENCES = [
  "Moreover, it is important to note that our team will delve into the data in order to leverage the insights we gathered last year.",
  "The quarterly report shows that revenue grew by 12 percent while costs stayed roughly flat.",
  "In today's fast-paced world, businesses must adapt quickly to changing customer needs.",
  "Furthermore, the new onboarding flow reduced support tickets by a noticeable margin.",
  "We believe that a careful review of the process will help everyone understand the trade-offs involved.",
  "The committee met on Tuesday to discuss the budget for the coming season.",
  "Additionally, the pilot program in three cities produced encouraging early results.",
  "It is worth mentioning that the survey had more than 2,000 respondents from 14 countries.",
  "Our engineers spent several weeks testing the system under heavy load before the launch.",
  "In conclusion, the proposal offers a practical path forward for the whole organization.",
  "The garden behind the library was planted by volunteers from the neighborhood.",
  "Customers appreciated the faster delivery times and the clearer invoices.",
  "Nevertheless, some questions about long-term maintenance remain open for now.",
  "The train left the station at seven in the morning and arrived just after noon.",
  "A small group of students built a weather station on the roof of their school.",
  "Ultimately, the success of the project depends on clear communication between teams.",
  "The museum will extend its opening hours during the summer holidays.",
  "Researchers found that short breaks during long tasks improve concentration.",
  "The city council approved a plan to add more bike lanes downtown.",
  "Our support staff answered most questions within a single business day.",
];

const WHITESPACE = /\p{White_Space}+/u;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** The API's word count for plain (space-separated) text: runs of non-whitespace holding a letter or digit. */
function countWords(text: string): number {
  return text.split(WHITESPACE).filter((run) => HAS_LETTER_OR_DIGIT.test(run)).length;
}

/** An English text of exactly `words` words, made of whole and cut sentences. */
function makeText(words: number): string {
  const tokens: string[] = [];
  while (tokens.length < words) tokens.push(...pick(SENTENCES).split(" "));
  let text = tokens.slice(0, words).join(" ");
  if (!/[.!?]$/.test(text)) text = text.replace(/[,;:]$/, "") + ".";
  return text;
}

// ── process management ───────────────────────────────────────────────────────────────────────

const groups = new Set<number>(); // pids of process groups we started (wrangler dev + workerd)
const tempDirs = new Set<string>();
let redisServer: RedisServer | null = null;
let restFront: RestFront | null = null;
let interrupted = false;

/**
 * Whether a process of the group still runs. On Linux, members that are only zombies (dead,
 * waiting for init to reap them, which can take a second or two here) count as gone.
 */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return true; // no /proc: a zombie is indistinguishable from a live process
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue;
    }
    // pid (comm) state ppid pgrp …; comm may hold spaces and parentheses
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(pgrp) === pid && state !== "Z" && state !== "X") return true;
  }
  return false;
}

async function killGroup(pid: number, signal: NodeJS.Signals = "SIGKILL", timeoutMs = 10_000): Promise<void> {
  try {
    process.kill(-pid, signal);
  } catch {}
  const until = Date.now() + timeoutMs;
  while (groupAlive(pid) && Date.now() < until) await sleep(50);
  if (groupAlive(pid)) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {}
    while (groupAlive(pid) && Date.now() < until + 5_000) await sleep(50);
  }
  groups.delete(pid);
}

function cleanupSync() {
  for (const pid of groups) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {}
  }
  groups.clear();
  for (const dir of tempDirs) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {}
  }
  tempDirs.clear();
}
process.on("exit", cleanupSync);

async function cleanup() {
  for (const pid of [...groups]) await killGroup(pid, "SIGTERM", 5_000);
  if (restFront) {
    await restFront.close().catch(() => {});
    restFront = null;
  }
  if (redisServer) {
    await redisServer.stop().catch(() => {});
    redisServer = null;
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
    console.log(`\ninterrupted by ${signal}; cleaning up`);
    await cleanup();
    process.exit(130);
  });
}

/** The service as it is now, copied so that edits made during the run cannot reload the Worker. */
function snapshotService(workDir: string) {
  return copyService(ROOT, path.join(workDir, "service"));
}

/** Starts `wrangler dev` in its own process group on the shared state dir; resolves once it answers. */
/** A `wrangler dev` of the service, and how it ended once it has. */
interface Worker {
  pid: number;
  url: string;
  log: string;
  exited: null | { code: number | null; signal: NodeJS.Signals | null } | { error: string };
  exitedPromise: Promise<unknown>;
}

/** What the rounds share: the service copy, its state and vars, the Worker, the account, the ledger. */
interface Context {
  workDir: string;
  serviceDir: string;
  stateDir: string;
  vars: Record<string, string>;
  worker: Worker;
  apiKey: string;
  accountId: string;
  startBalance: number;
  killedAt?: number;
  /** key → the request and its final 200 */
  ledger: Map<string, { request: PaidRequest; words: number; body: AnswerFields | undefined }>;
}

async function startWorker(ctx: Pick<Context, "stateDir" | "vars" | "serviceDir" | "workDir">): Promise<Worker> {
  const port = await freePort();
  const inspectorPort = await freePort();
  const args = ["dev", "--ip", "127.0.0.1", "--port", String(port), "--inspector-port", String(inspectorPort)];
  args.push("--log-level", "warn", "--persist-to", ctx.stateDir, "--show-interactive-dev-session=false");
  for (const [name, value] of Object.entries(ctx.vars)) args.push("--var", `${name}:${value}`);
  const child = spawn(path.join(ctx.serviceDir, "node_modules/.bin/wrangler"), args, {
    cwd: ctx.serviceDir,
    detached: true, // setsid(): its own process group, workerd included
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
      WRANGLER_SEND_METRICS: "false",
      WRANGLER_LOG_PATH: path.join(ctx.workDir, "wrangler-logs"),
      NO_COLOR: "1",
      FORCE_COLOR: "0",
    },
  });
  if (child.pid === undefined) throw new FatalError("could not start wrangler dev");
  groups.add(child.pid);
  const worker: Worker = { pid: child.pid, url: `http://127.0.0.1:${port}`, log: "", exited: null, exitedPromise: Promise.resolve() };
  const grab = (chunk: Buffer) => {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal colour codes (ESC [ … m) from the log
    worker.log = (worker.log + chunk.toString().replace(/\x1b\[[0-9;]*[A-Za-z]/g, "")).slice(-20_000);
  };
  child.stdout.on("data", grab);
  child.stderr.on("data", grab);
  worker.exitedPromise = new Promise((resolve) => {
    child.once("exit", (code, signal) => resolve((worker.exited = { code, signal })));
    child.once("error", (error) => resolve((worker.exited = { error: error.message })));
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && !interrupted) {
    if (worker.exited) break;
    try {
      const res = await fetch(`${worker.url}/api/v1/balance`, { signal: AbortSignal.timeout(3_000) });
      const text = await res.text();
      if (res.status === 401) return worker;
      if (res.status >= 500) throw new FatalError(`the Worker answers ${res.status} ${text.slice(0, 300)}\n${worker.log.slice(-3000)}`);
    } catch (error) {
      if (error instanceof FatalError) {
        await killGroup(worker.pid);
        throw error;
      }
    }
    await sleep(250);
  }
  await killGroup(worker.pid);
  throw new FatalError(
    `wrangler dev did not answer on ${worker.url} (${worker.exited ? `exited ${JSON.stringify(worker.exited)}` : "timeout"})\n${worker.log.slice(-3000)}`,
  );
}

class FatalError extends Error {}

/** Once interrupted, the signal handler cleans up and exits: whatever was running just stops here. */
const haltIfInterrupted = () => (interrupted ? new Promise(() => {}) : undefined);

// ── HTTP ─────────────────────────────────────────────────────────────────────────────────────

/** One call; `none` when no complete response arrived (refused, reset, timed out). */
/** An answer (its JSON, if any), or `none` when no complete response arrived. */
type CallResult =
  | { kind: "response"; status: number; headers: Headers; text: string; json: AnswerFields | undefined }
  | { kind: "none"; status: number; cause: string; headers?: undefined; json?: undefined };

async function call(
  url: string,
  method: string,
  p: string,
  { auth, json, headers = {} }: { auth?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<CallResult> {
  const h: Record<string, string> = { ...headers };
  if (auth) h.authorization = `Bearer ${auth}`;
  let body: string | undefined;
  if (json !== undefined) {
    body = JSON.stringify(json);
    h["content-type"] = "application/json";
  }
  let res: Response | undefined;
  try {
    res = await fetch(url + p, { method, headers: h, body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const text = await res.text();
    let parsed: AnswerFields | undefined;
    try {
      parsed = JSON.parse(text) as AnswerFields; // a JSON answer of the API: its status tells which
    } catch {}
    return { kind: "response", status: res.status, headers: res.headers, text, json: parsed };
  } catch (error) {
    const thrown = error as { name?: string; cause?: { code?: string; name?: string } } | undefined;
    const cause = thrown?.cause?.code ?? thrown?.cause?.name ?? thrown?.name ?? "error";
    return { kind: "none", status: res?.status ?? 0, cause: res ? `${cause} (body cut after status ${res.status})` : cause };
  }
}

async function mustCall(url: string, method: string, p: string, options: Parameters<typeof call>[3], expected: number): Promise<AnswerFields | undefined> {
  const r = await call(url, method, p, options);
  if (r.kind !== "response" || r.status !== expected) {
    throw new FatalError(`${method} ${p}: expected ${expected}, got ${r.kind === "none" ? `no response (${r.cause})` : `${r.status} ${r.text.slice(0, 300)}`}`);
  }
  return r.json;
}

async function getBalance(ctx: Context): Promise<number> {
  const body = await mustCall(ctx.worker.url, "GET", "/api/v1/balance", { auth: ctx.apiKey }, 200);
  return body?.balance_remaining ?? NaN;
}

const humanize = (ctx: Context, request: PaidRequest) =>
  call(ctx.worker.url, "POST", "/api/v1/humanize", {
    auth: ctx.apiKey,
    json: request.body,
    headers: { "idempotency-key": request.key },
  });

const isReplayed = (r: CallResult) => r.headers?.get("idempotent-replayed") === "true";
const errorCode = (r: CallResult) => (r.json && typeof r.json.error === "string" ? r.json.error : "no_error_code");
const fmt = (n: number) => n.toLocaleString("en-US");
const tally = (list: string[]) => {
  const counts = new Map<string, number>();
  for (const item of list) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].map(([name, n]) => `${name} × ${n}`).join(", ") || "none";
};

// ── one round ────────────────────────────────────────────────────────────────────────────────

/** Sends the round's requests, `CONCURRENCY` at a time, and SIGKILLs the Worker's group mid-load. */
/** One paid request of a round, with what became of it. */
interface PaidRequest {
  round: number;
  index: number;
  key: string;
  body: { text: string; mode: "standard" | "aggressive" };
  words: number;
  /** The answer to its first sending (set once it was sent). */
  outcome: CallResult;
  sent?: boolean;
  settled?: Settled;
  finalBody?: AnswerFields | undefined;
}

async function loadAndKill(ctx: Context, round: number) {
  const requests: PaidRequest[] = [];
  const notSent: CallResult = { kind: "none", status: 0, cause: "not sent" };
  for (let i = 0; i < REQUESTS; i++) {
    const words = randomInt(20, 300);
    const text = makeText(words);
    const body = { text, mode: random() < 0.7 ? ("standard" as const) : ("aggressive" as const) };
    const request: PaidRequest = {
      round,
      index: i,
      key: `crash-r${round}-${i}-${randomBytes(6).toString("hex")}`,
      body,
      words: countWords(text),
      outcome: notSent,
    };
    requests.push(request);
    if (request.words !== words) throw new Error(`text generator made ${request.words} words instead of ${words}`);
  }
  const killAfter = randomInt(Math.ceil(REQUESTS * 0.3), Math.floor(REQUESTS * 0.7)); // requests sent before the kill
  const killDelayMs = randomInt(0, 15);
  let next = 0;
  let stop = false;
  /** The kill, once started: what it found and how long the group took to go. */
  const killed = { inFlight: 0, sent: 0, goneMs: 0 };
  let kill: Promise<void> | null = null;
  const inFlight = new Set<PaidRequest>();

  const worker = async () => {
    while (!stop && next < requests.length) {
      const request = requests[next++]!; // next < requests.length
      request.sent = true;
      inFlight.add(request);
      if (next === killAfter && !kill) {
        kill = (async () => {
          await sleep(killDelayMs);
          stop = true;
          killed.inFlight = inFlight.size;
          killed.sent = next;
          process.kill(-ctx.worker.pid, "SIGKILL");
          const killedAt = (ctx.killedAt = Date.now());
          await killGroup(ctx.worker.pid);
          await ctx.worker.exitedPromise;
          killed.goneMs = Date.now() - killedAt;
        })();
      }
      const r = await humanize(ctx, request);
      inFlight.delete(request);
      request.outcome = r;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await kill;
  return { requests: requests.filter((r) => r.sent), killAfter, killDelayMs, inFlightAtKill: killed.inFlight, goneMs: killed.goneMs };
}

const needsRetry = (r: CallResult) => r.kind === "none" || r.status === 502 || r.status === 503 || r.status === 504;

/**
 * Retries one request with its key and body until it is settled (a 200 or a definitive error).
 * Balances are read around it (reconciliation is sequential), so a fresh 200 tells whether a dead
 * charge under the key was refunded first: refunded = words_used − (balance before − balance after).
 */
/** How a lost request was settled by retrying it. */
interface Settled {
  attempts: number;
  conflicts: number;
  response: CallResult;
  balanceDelta: number;
  firstRetryAfterKillMs: number;
  kind: string;
  refunded?: number;
  unexpectedCharge?: number;
}

async function settle(ctx: Context, request: PaidRequest): Promise<Settled> {
  const before = await getBalance(ctx);
  const deadline = Date.now() + MAX_WAIT_MS;
  let conflicts = 0;
  let attempts = 0;
  let last: CallResult = request.outcome; // replaced by the first retry (MAX_WAIT_MS > 0)
  const firstRetryAfterKillMs = Date.now() - (ctx.killedAt ?? NaN);
  while (Date.now() < deadline) {
    attempts++;
    last = await humanize(ctx, request);
    if (last.kind === "response" && last.status === 409 && errorCode(last) === "idempotency_in_progress") {
      conflicts++;
      await sleep(LEASE_SECONDS * 1000 + 500); // the dead request's lease runs out, then the key is free
      continue;
    }
    if (needsRetry(last)) {
      await sleep(500);
      continue;
    }
    break;
  }
  const after = await getBalance(ctx);
  const settled: Settled = { attempts, conflicts, response: last, balanceDelta: before - after, firstRetryAfterKillMs, kind: "" };
  if (last.kind === "response" && last.status === 200) {
    const used = last.json?.words_used ?? NaN;
    settled.kind = isReplayed(last) ? "replayed" : "fresh";
    if (settled.kind === "fresh") settled.refunded = used - settled.balanceDelta;
    else settled.unexpectedCharge = settled.balanceDelta; // a replay must charge nothing
  } else if (last.kind === "response" && !needsRetry(last) && !(last.status === 409)) {
    settled.kind = `error ${last.status} ${errorCode(last)}`;
    settled.unexpectedCharge = settled.balanceDelta;
  } else {
    settled.kind = "unsettled";
  }
  if (conflicts) settled.kind += " after lease";
  return settled;
}

/** Some requests whose words add up to `target` (small sets only), or null. */
function subsetWithSum(requests: PaidRequest[], target: number): PaidRequest[] | null {
  if (target <= 0 || requests.length > 20) return null;
  for (let mask = 1; mask < 1 << requests.length; mask++) {
    let total = 0;
    for (const [i, request] of requests.entries()) if (mask & (1 << i)) total += request.words;
    if (total === target) return requests.filter((_, i) => mask & (1 << i));
  }
  return null;
}

function describeOutcome(r: CallResult): string {
  if (r.kind === "none") return `no response (${r.cause})`;
  if (r.status === 200) return `200 words_used=${r.json?.words_used}${isReplayed(r) ? " (replayed)" : ""}`;
  return `${r.status} ${errorCode(r)}`;
}

/** A round's figures for the totals; `fatal` when the service could not go on. */
interface RoundResult {
  pass: boolean;
  fatal?: boolean;
  sent?: number;
  ok?: number;
  errors?: number;
  lost?: number;
  dangling?: number;
  explained?: number;
  settledKinds?: string[];
  refunded?: number;
  replays?: number;
  replayOk?: number;
  expected?: number;
  actual?: number;
  restartMs?: number;
}

async function runRound(ctx: Context, round: number): Promise<RoundResult> {
  const problems: string[] = [];
  const out: string[] = [];
  const say = (line: string) => out.push(line);
  const roundStart = await getBalance(ctx);

  // 1. load, killed mid-way
  const load = await loadAndKill(ctx, round);
  const sent = load.requests;
  const oks = sent.filter((r) => r.outcome.kind === "response" && r.outcome.status === 200);
  const errors = sent.filter((r) => r.outcome.kind === "response" && r.outcome.status !== 200);
  const lost = sent.filter((r) => needsRetry(r.outcome));
  say(
    `round ${round}/${ROUNDS} (${STORE}): sent ${sent.length}/${REQUESTS}; SIGKILL of the process group ${load.killDelayMs} ms after ${load.killAfter} requests had been sent, ${load.inFlightAtKill} request(s) in flight; group gone after ${load.goneMs} ms`,
  );
  say(
    `  before the kill: 200 × ${oks.length}; errors: ${tally(errors.map((r) => `${r.outcome.status} ${errorCode(r.outcome)}`))}; ` +
      `no response × ${sent.filter((r) => r.outcome.kind === "none").length} (${tally(sent.flatMap((r) => (r.outcome.kind === "none" ? [r.outcome.cause] : [])))})`,
  );
  if (VERBOSE) for (const r of sent) say(`    #${r.index} ${r.key} (${r.words} words, ${r.body.mode}): ${describeOutcome(r.outcome)}`);
  for (const r of oks) {
    if (r.outcome.json?.words_used !== r.words) problems.push(`${r.key}: words_used ${r.outcome.json?.words_used}, the text has ${r.words} words`);
    if (isReplayed(r.outcome)) problems.push(`${r.key}: first response already marked Idempotent-Replayed`);
  }

  // 2. restart on the same state
  const restartStarted = Date.now();
  ctx.worker = await startWorker(ctx);
  const restartMs = Date.now() - restartStarted;

  // 3. the balance before reconciliation
  const preBalance = await getBalance(ctx);
  const receivedWords = oks.reduce((sum, r) => sum + (r.outcome.json?.words_used ?? NaN), 0);
  const preExpected = roundStart - receivedWords;
  const dangling = preExpected - preBalance;
  say(
    `  restarted in ${(restartMs / 1000).toFixed(1)} s; before reconciliation: balance ${fmt(preBalance)}, start − words of the 200s received = ${fmt(preExpected)} ` +
      `→ ${dangling === 0 ? "no charge without a response" : dangling > 0 ? `${fmt(dangling)} word(s) charged for requests whose response was lost` : `${fmt(-dangling)} word(s) MORE than expected in the balance`}`,
  );

  // 4. reconcile the lost ones, one at a time
  const settledKinds: string[] = [];
  let explained = 0;
  for (const r of lost) {
    const s = await settle(ctx, r);
    r.settled = s;
    settledKinds.push(s.kind);
    const detail = s.kind.startsWith("fresh")
      ? `, dead charge refunded: ${s.refunded} word(s)`
      : s.kind.startsWith("replayed")
        ? ""
        : ` (${describeOutcome(s.response)})`;
    say(
      `    ${r.key} (${r.words} words; ${describeOutcome(r.outcome)}) → ${s.kind} after ${s.attempts} attempt(s), the first ${(s.firstRetryAfterKillMs / 1000).toFixed(1)} s after the kill${detail}`,
    );
    if (s.kind === "unsettled") {
      problems.push(
        `${r.key}: still ${describeOutcome(s.response)} after ${MAX_WAIT_MS / 1000} s${s.conflicts ? ` (${s.conflicts} × 409 idempotency_in_progress: is IDEMPOTENCY_LEASE_SECONDS=${LEASE_SECONDS} honoured?)` : ""}`,
      );
      continue;
    }
    if (s.response.status === 200) {
      const body = s.response.json;
      if (body?.words_used !== r.words) problems.push(`${r.key}: reconciled words_used ${body?.words_used}, the text has ${r.words} words`);
      if (s.kind.startsWith("replayed")) {
        explained += body?.words_used ?? NaN;
        if (s.unexpectedCharge) problems.push(`${r.key}: the replay changed the balance by ${-s.unexpectedCharge}`);
      } else {
        explained += s.refunded ?? NaN;
        if (s.refunded !== 0 && s.refunded !== body?.words_used)
          problems.push(`${r.key}: the retry refunded ${s.refunded} word(s), the request costs ${body?.words_used}`);
        if (s.conflicts && s.refunded === 0) {
          problems.push(
            `${r.key}: held by a pending record (409 idempotency_in_progress) but run afresh after the lease without refunding its dead charge (${r.words} words)`,
          );
        }
      }
    } else if (s.unexpectedCharge) {
      problems.push(`${r.key}: the error ${describeOutcome(s.response)} changed the balance by ${-s.unexpectedCharge}`);
    }
  }
  say(`  reconciled ${lost.length} request(s): ${tally(settledKinds)}`);
  if (lost.length) {
    const refundedKeys = lost.filter((r) => (r.settled?.refunded ?? 0) > 0).length;
    say(
      `    charged-without-response before reconciliation ${fmt(dangling)} word(s); explained by replays and refunded dead charges: ${fmt(explained)} word(s)` +
        ` (${lost.filter((r) => r.settled?.kind.startsWith("replayed")).length} replayed, ${refundedKeys} fresh after refunding a dead charge, ` +
        `${lost.filter((r) => r.settled?.kind.startsWith("fresh") && !r.settled.refunded).length} fresh with nothing to refund)`,
    );
  }
  if (explained !== dangling)
    problems.push(`the ${fmt(dangling)} word(s) charged without a response are not explained by the lost requests (${fmt(explained)})`);

  // 5. the ledger of this round: each key counted once, with its final 200's words_used
  const settled200: PaidRequest[] = [];
  for (const r of sent) {
    const final = r.settled ? r.settled.response : r.outcome;
    if (final.kind === "response" && final.status === 200) {
      settled200.push(r);
      r.finalBody = final.json;
      ctx.ledger.set(r.key, { request: r, words: final.json?.words_used ?? NaN, body: final.json });
    }
  }

  // 6. replay a sample of the 200s (this round's, received and reconciled, plus a few earlier ones)
  const earlier = [...ctx.ledger.values()].filter((e) => e.request.round < round).map((e) => e.request);
  const replaySet = [...sample(settled200, Math.min(settled200.length, Math.max(5, Math.ceil(settled200.length * 0.25)))), ...sample(earlier, 3)];
  const beforeReplays = await getBalance(ctx);
  let replayOk = 0;
  for (const r of replaySet) {
    const res = await humanize(ctx, r);
    const good = res.kind === "response" && res.status === 200 && isReplayed(res) && isDeepStrictEqual(res.json, r.finalBody);
    if (good) replayOk++;
    else {
      const why =
        res.kind !== "response"
          ? describeOutcome(res)
          : res.status !== 200
            ? describeOutcome(res)
            : !isReplayed(res)
              ? "200 without Idempotent-Replayed: true (a fresh run: the idempotency record was lost)"
              : `a different body (${res.text.slice(0, 120)}…)`;
      problems.push(`replay of ${r.key} (round ${r.round}, ${r.words} words): ${why}`);
    }
  }
  const afterReplays = await getBalance(ctx);
  if (afterReplays !== beforeReplays)
    problems.push(`re-sending ${replaySet.length} completed request(s) changed the balance by ${fmt(afterReplays - beforeReplays)}`);
  say(
    `  replay check: ${replayOk}/${replaySet.length} re-sent 200s replayed with Idempotent-Replayed: true and an identical body; balance change ${fmt(afterReplays - beforeReplays)}`,
  );

  // 7. the money
  const roundWords = settled200.reduce((sum, r) => sum + (r.finalBody?.words_used ?? NaN), 0);
  const expected = roundStart - roundWords;
  const actual = afterReplays;
  if (actual !== expected) {
    problems.push(`balance ${fmt(actual)} ≠ expected ${fmt(expected)} (off by ${fmt(actual - expected)} word(s))`);
    // Who could it be? The lost requests run afresh with nothing refunded may have left a dead charge behind.
    const suspects = lost.filter((r) => r.settled?.kind.startsWith("fresh") && !r.settled.refunded);
    if (suspects.length) {
      const match = subsetWithSum(suspects, expected - actual);
      problems.push(
        `lost requests charged afresh with nothing refunded: ${suspects.map((r) => `${r.key} (${r.words})`).join(", ")}` +
          (match ? `; the difference is exactly the words of ${match.map((r) => r.key).join(" + ")}` : ""),
      );
    }
  }
  // 8. the ledger (issue 23): it replays to the stored balances, and each key that ended in a
  // 200 has exactly one charge left standing (charges minus refunds), the others none.
  const reconciliation = await mustCall(ctx.worker.url, "GET", `/admin/v1/accounts/${ctx.accountId}/reconciliation`, { auth: ctx.vars.ADMIN_TOKEN }, 200);
  const rec = reconciliation as unknown as { reconciled?: boolean; differences?: string[]; entries_kept?: number } | undefined;
  if (rec?.reconciled !== true) problems.push(`the ledger does not reconcile: ${(rec?.differences ?? ["no answer"]).join("; ")}`);
  const standing = new Map<string, number>();
  const chargeKey = new Map<string, string>();
  for (let after: string | undefined, more = true; more; ) {
    const page = (await mustCall(
      ctx.worker.url,
      "GET",
      `/admin/v1/accounts/${ctx.accountId}/ledger?limit=100${after ? `&starting_after=${after}` : ""}`,
      { auth: ctx.vars.ADMIN_TOKEN },
      200,
    )) as unknown as { data: { id: string; kind: string; words: number; idempotency_key: string | null; charge_id: string | null }[]; has_more: boolean };
    for (const entry of page.data) {
      if (entry.kind === "charge" && entry.idempotency_key) {
        chargeKey.set(entry.id, entry.idempotency_key);
        standing.set(entry.idempotency_key, (standing.get(entry.idempotency_key) ?? 0) + 1);
      }
    }
    for (const entry of page.data) {
      const key = entry.kind === "refund" && entry.charge_id ? chargeKey.get(entry.charge_id) : undefined;
      if (key && entry.words > 0) standing.set(key, (standing.get(key) ?? 0) - 1);
    }
    more = page.has_more;
    after = page.data[page.data.length - 1]?.id;
  }
  const roundKeys = new Set(sent.map((r) => r.key));
  const wrong = [...roundKeys].filter((key) => (standing.get(key) ?? 0) !== (settled200.some((r) => r.key === key) ? 1 : 0));
  if (wrong.length > 0) problems.push(`ledger: ${wrong.length} key(s) with a wrong number of standing charges: ${wrong.slice(0, 5).join(", ")}`);
  say(
    `  ledger: ${rec?.reconciled ? "reconciles" : "does NOT reconcile"} (${rec?.entries_kept ?? "?"} entries kept); ` +
      `${roundKeys.size - wrong.length}/${roundKeys.size} keys of this round have exactly the charges their outcome calls for`,
  );

  const cumulativeWords = [...ctx.ledger.values()].reduce((sum, e) => sum + e.words, 0);
  const cumulativeExpected = ctx.startBalance - cumulativeWords;
  const pass = problems.length === 0;
  say(
    `  money: ${settled200.length} key(s) ended in a 200 (${fmt(roundWords)} words); expected balance ${fmt(expected)}, actual ${fmt(actual)}; ` +
      `since round 1: ${ctx.ledger.size} key(s), start ${fmt(ctx.startBalance)} − ${fmt(cumulativeWords)} = ${fmt(cumulativeExpected)} → ${pass ? "OK" : "FAIL"}`,
  );
  for (const p of problems) say(`  FAIL: ${p}`);
  for (const line of out) console.log(line);

  return {
    pass,
    sent: sent.length,
    ok: oks.length,
    errors: errors.length,
    lost: lost.length,
    dangling,
    explained,
    settledKinds,
    refunded: lost.filter((r) => (r.settled?.refunded ?? 0) > 0).length,
    replays: replaySet.length,
    replayOk,
    expected,
    actual,
    restartMs,
  };
}

// ── main ─────────────────────────────────────────────────────────────────────────────────────

async function main() {
  const workDir = await mkdtemp(path.join(os.tmpdir(), "humanize-crash-"));
  tempDirs.add(workDir);
  const { dir: serviceDir, revision } = await snapshotService(workDir);
  const stateDir = path.join(workDir, "state");
  const adminToken = randomBytes(24).toString("hex");
  // Every ledger entry of the run is kept, so that each key's charges can be checked.
  const vars: Record<string, string> = { ADMIN_TOKEN: adminToken, RATE_LIMIT_PER_HOUR: "100000000", LEDGER_MAX_ENTRIES: "1000000" };
  if (!LEASE_DEFAULT) vars.IDEMPOTENCY_LEASE_SECONDS = String(LEASE_SECONDS);

  if (STORE === "redis") {
    const { startRedis } = await import("../test/support/redis/redis-server.ts");
    const { startRestFront } = await import("../test/support/redis/rest-front.ts");
    const redis = (redisServer = await startRedis({ appendonly: true })); // --appendonly yes --appendfsync always
    tempDirs.add(redis.dir);
    const token = randomBytes(24).toString("hex");
    const front = (restFront = await startRestFront({ redisUrl: redis.url, token }));
    Object.assign(vars, { STORE: "redis", UPSTASH_REDIS_REST_URL: front.url, UPSTASH_REDIS_REST_TOKEN: token });
  }

  console.log(
    `crash test: ${ROUNDS} round(s), store ${STORE}, ${REQUESTS} requests per round, concurrency ${CONCURRENCY}, ` +
      `IDEMPOTENCY_LEASE_SECONDS=${LEASE_SECONDS}${LEASE_DEFAULT ? " (the service's default, not set)" : ""}, seed ${SEED}; service ${revision}`,
  );
  const worker = await startWorker({ workDir, serviceDir, stateDir, vars });

  // the account, kept across rounds
  const admin = { auth: adminToken };
  const created = await mustCall(worker.url, "POST", "/admin/v1/accounts", { ...admin, json: {} }, 201);
  const ctx: Context = {
    workDir,
    serviceDir,
    stateDir,
    vars,
    worker,
    apiKey: String(created?.api_key),
    accountId: String(created?.account_id),
    startBalance: 0,
    ledger: new Map(),
  };
  await mustCall(ctx.worker.url, "PUT", `/admin/v1/accounts/${ctx.accountId}/subscription`, { ...admin, json: { words_per_period: START_BALANCE_WORDS } }, 200);
  ctx.startBalance = await getBalance(ctx);
  console.log(`account ${ctx.accountId}: plan api, starting balance ${fmt(ctx.startBalance)} words\n`);

  const results: RoundResult[] = [];
  for (let round = 1; round <= ROUNDS && !interrupted; round++) {
    try {
      results.push(await runRound(ctx, round));
    } catch (error) {
      await haltIfInterrupted();
      if (!(error instanceof FatalError)) throw error;
      console.log(`round ${round}: FAIL: ${error.message}`);
      results.push({ pass: false, fatal: true });
      break; // the service could not be restarted or stopped answering: later rounds cannot run
    }
    console.log("");
  }
  await haltIfInterrupted();

  const finalBalance = ctx.worker && !results.at(-1)?.fatal ? await getBalance(ctx).catch(() => null) : null;
  const totalWords = [...ctx.ledger.values()].reduce((sum, e) => sum + e.words, 0);
  const sum = (field: "sent" | "ok" | "errors" | "lost" | "refunded" | "replayOk" | "replays") => results.reduce((s, r) => s + (r[field] ?? 0), 0);
  const passed = results.filter((r) => r.pass).length;
  const failed = results.length - passed + (ROUNDS - results.length);
  console.log(
    `totals: ${results.length} kill(s), ${sum("sent")} requests sent, ${sum("ok")} answered 200 before the kill, ${sum("errors")} error(s), ` +
      `${sum("lost")} lost response(s) reconciled (${tally(results.flatMap((r) => r.settledKinds ?? []))}), ${sum("refunded")} dead charge(s) refunded, ` +
      `${sum("replayOk")}/${sum("replays")} replay checks OK`,
  );
  if (finalBalance !== null) {
    console.log(
      `money: start ${fmt(ctx.startBalance)} − ${fmt(totalWords)} words over ${ctx.ledger.size} key(s) that ended in a 200 = ${fmt(ctx.startBalance - totalWords)}; ` +
        `balance ${fmt(finalBalance)} → ${finalBalance === ctx.startBalance - totalWords ? "OK" : "FAIL"}`,
    );
  }
  const moneyOk = finalBalance !== null && finalBalance === ctx.startBalance - totalWords;
  console.log(`${passed} passed, ${failed} failed`);
  await cleanup();
  return failed === 0 && moneyOk ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  async (error) => {
    await haltIfInterrupted();
    console.error(`crash test aborted: ${error instanceof FatalError ? error.message : ((error as Error | null | undefined)?.stack ?? error)}`);
    console.log(`0 passed, ${ROUNDS} failed`);
    await cleanup();
    process.exit(1);
  },
);
