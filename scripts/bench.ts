// `npm run bench`: HTTP benchmark of the API under `wrangler dev` on loopback, plus the Worker's
// bundle size and the rules engine's speed. See docs/bench.md.
//
//   npm run bench                       all cases, 10 s each after a 2 s warm-up, 10 connections
//   npm run bench -- --quick            3 s each after a 1 s warm-up (a smoke run)
//   npm run bench -- --duration 20 --warmup 5 --connections 20
//   npm run bench -- --cases baseline,balance --stores redis --skip-bundle --skip-engine
//   npm run bench -- --accounts 10         spread the load over 10 accounts (default: one)
//   npm run bench -- --out bench/results.md    also write the Markdown report to a file
//
// It copies the service (src/, wrangler.toml, …) to a temp dir, so that edits made during the
// run cannot make `wrangler dev` reload the Worker, and starts, each in its own process group
// (spawn detached = setsid) with a fresh --persist-to directory: a baseline Worker
// (bench/baseline/) that answers a fixed JSON body, a floor Worker (bench/floor/) that makes the
// one Durable Object call and durable write per request that the contract requires and nothing
// else, the service with the default Durable Object store, and the service with STORE=redis
// against a fresh redis-server behind the Upstash REST front (bench/redis-front.ts). Every
// process group it started is stopped (SIGTERM, then SIGKILL) at the end, on error and on Ctrl-C.
//
// Each service case gets fresh accounts with a 1,000,000,000-word subscription, is checked to
// answer 200 once per account, then driven by autocannon (warm-up run, then the timed run).
// Latency percentiles are computed from every response's own time (autocannon's histogram rounds
// to whole ms). Also reported per case: CPU use of each process involved, responses per second,
// and for Redis the REST calls and Redis commands per request.

import { spawn, type ChildProcess, type ChildProcessWithoutNullStreams, type StdioOptions } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, openSync, readdirSync, readFileSync, statSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import autocannon, { type Request as AutocannonRequest, type Result as AutocannonResult } from "autocannon";
import type { EngineSpeedJson } from "../bench/engine-speed.ts";
import { countWords, textVariants } from "../bench/texts.ts";
import { freePort } from "./lib/free-port.ts";
import { snapshotService as copyService } from "./lib/snapshot.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const WRANGLER = path.join(ROOT, "node_modules/.bin/wrangler");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");
const HOST = "127.0.0.1";
// WRANGLER_LOG_PATH: wrangler appends a debug log of everything (under `wrangler dev`, every
// inspector event of every subrequest) to ~/.config/.wrangler/logs by default; keep ours in the
// temp dir, which is removed at the end.
const childEnv = () => ({
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_LOG_PATH: path.join(workDir, "wrangler-debug-logs"),
});
const READY_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 5_000;

// ── options ─────────────────────────────────────────────────────────────────────────────

const ALL_CASES = ["baseline", "baseline-post", "floor-balance", "floor-humanize", "balance", "humanize-200", "humanize-3000"] as const;
type CaseId = (typeof ALL_CASES)[number];
/** Cases served by a bench Worker (bench/baseline, bench/floor), not by the service. */
const isReference = (caseId: CaseId) => caseId.startsWith("baseline") || caseId.startsWith("floor");
const ALL_STORES = ["durable", "redis"] as const;
type Store = (typeof ALL_STORES)[number];

const parseOptions = () =>
  parseArgs({
    options: {
      duration: { type: "string" },
      warmup: { type: "string" },
      connections: { type: "string" },
      accounts: { type: "string" },
      quick: { type: "boolean", default: false },
      rounds: { type: "string" },
      cases: { type: "string" },
      stores: { type: "string" },
      out: { type: "string" },
      "skip-bundle": { type: "boolean", default: false },
      "skip-engine": { type: "boolean", default: false },
      "engine-runs": { type: "string" },
      "keep-temp": { type: "boolean", default: false },
      state: { type: "string", default: "tmpfs" },
      help: { type: "boolean", short: "h", default: false },
    },
  }).values;
let opts: ReturnType<typeof parseOptions>;
try {
  opts = parseOptions();
} catch (error) {
  console.error(`${(error as Error).message}\nSee: npm run bench -- --help`);
  process.exit(2);
}

if (opts.help) {
  console.log(`Usage: npm run bench -- [options]
  --duration <s>       timed run per case (default 10; 3 with --quick)
  --warmup <s>         untimed run before each case (default 2; 1 with --quick)
  --connections <n>    concurrent connections (default 10)
  --accounts <n>       accounts per service case, connections split between them (default 1:
                       every request hits the same account)
  --rounds <n>         rounds of every case (default 3; 1 with --quick). All Workers run for the
                       whole benchmark and each round measures every case in turn, so a ratio
                       compares runs seconds apart; the table gives the median of the rounds,
                       and each ratio is the median of the per-round ratios
  --quick              short run: 3 s per case, 1 s warm-up, 1 round, fewer engine runs
  --cases <list>       any of ${ALL_CASES.join(",")} (default: all; baseline-post
                       posts the 200-word humanize bodies to the bare Worker; floor-balance and
                       floor-humanize are bench/floor: one Durable Object call and one SQLite
                       transaction per request, the humanize bodies echoed back)
  --stores <list>      any of ${ALL_STORES.join(",")} (default: both)
  --out <file>         also write the Markdown report to <file>
  --skip-bundle        do not measure the bundle size
  --skip-engine        do not measure the engine's speed
  --engine-runs <n>    timed engine runs per size and mode (default 51; 31 with --quick)
  --state <tmpfs|disk> where wrangler dev keeps the Durable Objects' SQLite state (default tmpfs:
                       /dev/shm when it exists). On disk every commit costs an fsync of this
                       machine's disk, a property of local wrangler dev, not of the service
                       (see docs/bench.md); --state disk measures it
  --keep-temp          keep the temp dir (wrangler logs, state, bundle)`);
  process.exit(0);
}

function positive(name: string, value: string | undefined, fallback: number, integer = false): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n))) {
    console.error(`--${name} must be a positive ${integer ? "integer" : "number"}, got "${value}"`);
    process.exit(2);
  }
  return n;
}
function list<T extends string>(name: string, value: string | undefined, all: readonly T[]): T[] {
  if (value === undefined) return [...all];
  const items = value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = items.filter((s) => !(all as readonly string[]).includes(s));
  if (unknown.length || items.length === 0) {
    console.error(`--${name}: unknown ${unknown.join(", ") || "(empty)"}; choose from ${all.join(", ")}`);
    process.exit(2);
  }
  return all.filter((s) => items.includes(s));
}

const settings = {
  duration: positive("duration", opts.duration, opts.quick ? 3 : 10),
  warmup: positive("warmup", opts.warmup, opts.quick ? 1 : 2),
  connections: positive("connections", opts.connections, 10, true),
  accounts: positive("accounts", opts.accounts, 1, true),
  cases: list("cases", opts.cases, ALL_CASES),
  stores: list("stores", opts.stores, ALL_STORES),
  engineRuns: positive("engine-runs", opts["engine-runs"], opts.quick ? 31 : 51, true),
  rounds: positive("rounds", opts.rounds, opts.quick ? 1 : 3, true),
};
if (settings.accounts > settings.connections) {
  console.error("--accounts cannot exceed --connections (each account needs at least one connection)");
  process.exit(2);
}
const serviceCases = settings.cases.filter((c) => !isReference(c));
const runBaseline = settings.cases.includes("baseline");
const runBaselinePost = settings.cases.includes("baseline-post");
const stores = serviceCases.length ? settings.stores : [];

// ── process groups ──────────────────────────────────────────────────────────────────────

/** A process group this benchmark started: its leader, and how it ended once it has. */
interface Group {
  name: string;
  child: ChildProcess;
  done: boolean;
  exited: Promise<void>;
  code?: number | null;
  signal?: NodeJS.Signals | null;
  error?: Error;
}

/** pid (= process group id) → its group */
const groups = new Map<number, Group>();
let workDir = ""; // set first thing in main()
/** Where the Workers keep their state: tmpfs by default (see --state). */
let stateRoot = "";
let snapshotDir: string | undefined; // the copy of the service the benchmark runs (see takeSnapshot)
let loadBefore = "?";
let revision = "?";
let failed = false;

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Starts `command` as the leader of a new session/process group (spawn detached = setsid). */
function startGroup(
  name: string,
  command: string,
  args: string[],
  { stdio = ["ignore", "ignore", "ignore"], env = childEnv(), cwd = snapshotDir ?? ROOT }: { stdio?: StdioOptions; env?: NodeJS.ProcessEnv; cwd?: string } = {},
): { pid: number; child: ChildProcess; entry: Group } {
  const child = spawn(command, args, { cwd, detached: true, stdio, env });
  if (child.pid === undefined) throw new Error(`could not start ${name} (${command})`);
  const entry: Group = { name, child, done: false, exited: Promise.resolve() };
  entry.exited = new Promise<void>((resolve) => {
    child.once("exit", (code, signal) => {
      entry.done = true;
      entry.code = code;
      entry.signal = signal;
      resolve();
    });
    child.once("error", (error) => {
      entry.done = true;
      entry.error = error;
      resolve();
    });
  });
  groups.set(child.pid, entry);
  return { pid: child.pid, child, entry };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SIGTERM to the whole group; SIGKILL whatever is left after the grace period. */
async function stopGroup(pid: number): Promise<void> {
  if (!groups.has(pid)) return;
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    // already gone
  }
  const deadline = Date.now() + STOP_GRACE_MS;
  while (groupAlive(pid) && Date.now() < deadline) await sleep(50);
  if (groupAlive(pid)) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // gone meanwhile
    }
    const killDeadline = Date.now() + 2_000;
    while (groupAlive(pid) && Date.now() < killDeadline) await sleep(50);
  }
  groups.delete(pid);
}

async function stopAll() {
  await Promise.all([...groups.keys()].map((pid) => stopGroup(pid)));
}

process.on("exit", () => {
  // Last resort (e.g. an exception during cleanup): nothing we started may outlive us.
  for (const pid of groups.keys()) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // gone
    }
  }
});

let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, async () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping everything this benchmark started…`);
    await stopAll();
    if (workDir && !opts["keep-temp"]) await rm(workDir, { recursive: true, force: true }).catch(() => {});
    if (stateRoot && stateRoot !== workDir && !opts["keep-temp"]) await rm(stateRoot, { recursive: true, force: true }).catch(() => {});
    await removeBenchWranglerDirs();
    process.exit(130);
  });
}

/** The .wrangler dirs wrangler dev may leave beside the bench Workers' configs. */
async function removeBenchWranglerDirs() {
  for (const dir of ["bench/baseline/.wrangler", "bench/floor/.wrangler"]) {
    await rm(path.join(ROOT, dir), { recursive: true, force: true }).catch(() => {});
  }
}

/** Runs a short-lived command in its own group; resolves with its output (stdout, stderr). */
async function runToEnd(name: string, command: string, args: string[]): Promise<{ stdout: string; stderr: string }> {
  const { pid, child, entry } = startGroup(name, command, args, { stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk));
  await entry.exited;
  await stopGroup(pid); // anything it left behind in its group
  if (entry.error || entry.code !== 0) {
    throw new Error(`${name} failed (${entry.error?.message ?? `exit ${entry.code ?? entry.signal}`}):\n${tail(stdout + stderr)}`);
  }
  return { stdout, stderr };
}

function tail(text: string, lines = 40): string {
  return text.split("\n").slice(-lines).join("\n");
}

/** [process name, % of one core] */
type CpuShare = [string, number];

/** CPU seconds (user + system) so far of every live process in the given process groups, by name. */
const CLOCK_TICKS = 100; // USER_HZ on Linux
function cpuByProcess(pgids: Map<number, string>): Map<string, { name: string; seconds: number }> {
  const out = new Map<string, { name: string; seconds: number }>(); // "pid" → { name, seconds }
  let entries: string[] = [];
  try {
    entries = readdirSync("/proc").filter((d) => /^\d+$/.test(d));
  } catch {
    return out;
  }
  for (const pid of entries) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // gone
    }
    const close = stat.lastIndexOf(")");
    const name = stat.slice(stat.indexOf("(") + 1, close);
    const fields = stat.slice(close + 2).split(" "); // fields[0] = state (field 3)
    const pgrp = Number(fields[2]);
    const group = pgids.get(pgrp);
    if (group === undefined) continue;
    out.set(pid, { name: processLabel(group, name, pid), seconds: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS });
  }
  return out;
}

/** A readable name for a process of one of our groups. */
function processLabel(group: string, comm: string, pid: string): string {
  let cmdline = "";
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    // gone
  }
  if (group === "wrangler") {
    // wrangler dev runs two workerd processes: the dev proxy on the public port (which also relays
    // inspector events to wrangler), and the Worker itself (entry on an ephemeral port).
    if (comm === "workerd") return /--socket-addr=entry=\S+:0\s/.test(cmdline) ? "workerd (Worker)" : "workerd (dev proxy)";
    if (comm === "node" || comm.startsWith("node")) return "wrangler (node)";
    return comm;
  }
  if (group === "redis") return comm === "redis-server" ? "redis-server" : "REST front (node)";
  return `${group}:${comm}`;
}

/** CPU use between two cpuByProcess() snapshots, as % of one core, summed by name. */
function cpuPercent(before: Map<string, { seconds: number }>, after: Map<string, { name: string; seconds: number }>, seconds: number): CpuShare[] {
  const byName = new Map<string, number>();
  for (const [pid, { name, seconds: s }] of after) {
    const used = s - (before.get(pid)?.seconds ?? 0);
    byName.set(name, (byName.get(name) ?? 0) + used);
  }
  return [...byName]
    .map(([name, used]): CpuShare => [name, (used / seconds) * 100])
    .filter(([, pct]) => pct >= 0.5)
    .sort((a, b) => b[1] - a[1]);
}

/**
 * CPU time the hypervisor took from this VM so far (all cores, seconds): the "steal" of
 * /proc/stat's cpu line. On a shared VM it comes in bursts; a case measured during one runs
 * slower for reasons that are not in the code, so each case reports it.
 */
function stealSeconds() {
  try {
    const fields = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "").trim().split(/\s+/);
    return Number(fields[8] ?? 0) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

interface WranglerServer {
  name: string;
  base: string;
  pid: number;
  logPath: string;
}

/** A service under `wrangler dev`, with the admin token it was given. */
type Service = WranglerServer & { adminToken: string };

/** `wrangler dev` on a free port with a fresh state dir; resolves once it answers HTTP. */
async function startWrangler(name: string, { config, vars = {} }: { config?: string; vars?: Record<string, string> }): Promise<WranglerServer> {
  const port = await freePort();
  const inspectorPort = await freePort();
  const stateDir = path.join(stateRoot, `state-${name}`);
  await mkdir(stateDir, { recursive: true });
  const logPath = path.join(workDir, `wrangler-${name}.log`);
  const log = openSync(logPath, "a");
  const args = ["dev", "--ip", HOST, "--port", String(port), "--inspector-port", String(inspectorPort), "--log-level", "warn", "--persist-to", stateDir];
  if (config) args.push("--config", config);
  for (const [key, value] of Object.entries(vars)) args.push("--var", `${key}:${value}`);
  let started: ReturnType<typeof startGroup>;
  try {
    started = startGroup(`wrangler dev (${name})`, WRANGLER, args, { stdio: ["ignore", log, log] });
  } finally {
    closeSync(log);
  }
  const base = `http://${HOST}:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (started.entry.done) {
      throw new Error(`wrangler dev (${name}) exited during startup:\n${tail(await readFile(logPath, "utf8").catch(() => ""))}`);
    }
    try {
      const res = await fetch(`${base}/`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      return { name, base, pid: started.pid, logPath };
    } catch {
      await sleep(250);
    }
  }
  throw new Error(
    `wrangler dev (${name}) did not answer on ${base} within ${READY_TIMEOUT_MS / 1000} s:\n${tail(await readFile(logPath, "utf8").catch(() => ""))}`,
  );
}

/** bench/redis-front.ts: redis-server + Upstash REST front in their own process group. */
interface RedisFront {
  restUrl: string;
  token: string;
  pid: number;
  /** HTTP requests the REST front has received so far. */
  httpRequests(): Promise<number>;
}

async function startRedisFront(): Promise<RedisFront> {
  const started = startGroup("redis + REST front", process.execPath, ["--import", "tsx", path.join(ROOT, "bench/redis-front.ts")], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  const { stdin, stdout, stderr } = started.child as ChildProcessWithoutNullStreams; // all three piped
  let errors = "";
  stderr.on("data", (chunk: Buffer) => (errors = (errors + chunk).slice(-4000)));
  const waiting: ((line: string) => void)[] = []; // resolvers for the next stdout lines
  const lines = createInterface({ input: stdout });
  lines.on("line", (line) => waiting.shift()?.(line));
  const nextLine = (what: string, timeoutMs: number) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis + REST front: no ${what} within ${timeoutMs / 1000} s:\n${errors}`)), timeoutMs);
      waiting.push((line: string) => {
        clearTimeout(timer);
        resolve(line);
      });
      started.entry.exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`redis + REST front exited:\n${errors}`));
      });
    });
  const { restUrl, token } = JSON.parse(await nextLine("start", 30_000)) as { restUrl: string; token: string };
  return {
    restUrl,
    token,
    pid: started.pid,
    /** HTTP requests the REST front has received so far. */
    async httpRequests() {
      const reply = nextLine("stats", 5_000);
      stdin.write("stats\n");
      return (JSON.parse(await reply) as { httpRequests: number }).httpRequests;
    },
  };
}

/**
 * Copies what the benchmark runs (src/, wrangler.toml, package.json, tsconfig.json and the bench
 * Worker and engine script) to the temp dir, with node_modules linked: `wrangler dev` watches its
 * sources and reloads the Worker when they change, so running the working tree while someone
 * edits it would restart the Worker in the middle of a timed run.
 */
async function takeSnapshot() {
  const extra = [
    "bench/baseline/index.js",
    "bench/baseline/wrangler.toml",
    "bench/floor/index.js",
    "bench/floor/wrangler.toml",
    "bench/engine-speed.ts",
    "bench/texts.ts",
  ];
  const { dir, revision } = await copyService(ROOT, path.join(workDir, "snapshot"), extra);
  snapshotDir = dir;
  return revision;
}

// ── HTTP cases ──────────────────────────────────────────────────────────────────────────

/** A JSON answer's object, or undefined when it is none: what the checks look into. */
type JsonObject = Record<string, unknown> | undefined;

/** The JSON of an answer's text, or undefined when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An object, or undefined for any other JSON value. */
const asObject = (json: unknown): JsonObject => (typeof json === "object" && json !== null ? (json as Record<string, unknown>) : undefined);

async function call(base: string, method: string, urlPath: string, { token, body }: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetch(`${base}${urlPath}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  const json = asObject(parseJson(text));
  return { status: res.status, json, text };
}

/** A fresh account with a 1,000,000,000-word subscription; returns its API key. */
async function fundedAccount(service: Service): Promise<string> {
  const created = await call(service.base, "POST", "/admin/v1/accounts", { token: service.adminToken, body: {} });
  if (created.status !== 201 || !created.json?.api_key) {
    throw new Error(`${service.name}: POST /admin/v1/accounts answered ${created.status} ${created.text.slice(0, 300)}`);
  }
  const id = String(created.json.account_id);
  const subscribed = await call(service.base, "PUT", `/admin/v1/accounts/${encodeURIComponent(id)}/subscription`, {
    token: service.adminToken,
    body: { words_per_period: 1_000_000_000 },
  });
  if (subscribed.status !== 200 || subscribed.json?.plan !== "api") {
    throw new Error(`${service.name}: PUT /admin/v1/accounts/${id}/subscription answered ${subscribed.status} ${subscribed.text.slice(0, 300)}`);
  }
  return String(created.json.api_key);
}

/**
 * The texts a humanize case sends, in turn: 28 different texts of exactly 200 or 3,000 words.
 * Different texts, because real traffic does not repeat itself and the engine's tokenizer keeps
 * a small cache of recent sentences (bench/engine-speed.ts shows the difference).
 */
const TEXTS = { "humanize-200": textVariants(200), "humanize-3000": textVariants(3000) };

/** The request autocannon repeats for a case, and how to check one answer. */
interface BenchRequest {
  url: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  /** Several bodies: each connection sends them in turn. */
  bodies?: string[];
  check: (json: JsonObject) => boolean;
}

/** A bench Worker's `POST /` with the 200-word humanize bodies, in turn. */
function postOfHumanizeBodies(base: string, check: BenchRequest["check"]): BenchRequest {
  return {
    url: `${base}/`,
    method: "POST",
    headers: { "Content-Type": "application/json" },
    bodies: TEXTS["humanize-200"].map((text) => JSON.stringify({ text, mode: "standard" })),
    check,
  };
}

/** The request autocannon repeats for a case, and how to check one answer. */
function requestFor(caseId: CaseId, base: string, apiKey?: string): BenchRequest {
  if (caseId === "baseline") {
    return { url: `${base}/`, method: "GET", headers: {}, check: (json) => json?.ok === true };
  }
  if (caseId === "baseline-post") {
    // The same bodies as the 200-word humanize case, posted to the bare Worker: what carrying
    // them through the runtime (and wrangler's dev proxy) costs, without any of the service.
    return postOfHumanizeBodies(base, (json) => json?.ok === true);
  }
  if (caseId === "floor-balance") {
    return { url: `${base}/`, method: "GET", headers: {}, check: (json) => json?.plan === "api" && typeof json.balance_remaining === "number" };
  }
  if (caseId === "floor-humanize") {
    return postOfHumanizeBodies(base, (json) => typeof json?.humanized_text === "string" && json.humanized_text.length > 0);
  }
  const headers = { Authorization: `Bearer ${apiKey}` };
  if (caseId === "balance") {
    return { url: `${base}/api/v1/balance`, method: "GET", headers, check: (json) => json?.plan === "api" && typeof json.balance_remaining === "number" };
  }
  const texts = TEXTS[caseId as keyof typeof TEXTS]; // the humanize cases are all that is left
  const words = countWords(texts[0] ?? "");
  return {
    url: `${base}/api/v1/humanize`,
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    bodies: texts.map((text) => JSON.stringify({ text, mode: "standard" })),
    check: (json) => typeof json?.humanized_text === "string" && json.humanized_text.length > 0 && json.words_used === words,
  };
}

/** One request, before the timed run: must be 200 with the expected body. */
async function verify(label: string, request: BenchRequest): Promise<void> {
  for (const body of request.bodies ?? [undefined]) {
    const res = await fetch(request.url, { method: request.method, headers: request.headers, body, signal: AbortSignal.timeout(30_000) });
    const text = await res.text();
    const json = asObject(parseJson(text));
    if (res.status !== 200 || !request.check(json)) {
      throw new Error(`${label}: the check request answered ${res.status} ${text.slice(0, 300)}`);
    }
  }
}

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}

/** autocannon's per-response event: (client, status, bytes, ms) */
type OnResponse = (client: autocannon.Client, statusCode: number, resBytes: number, responseTime: number) => void;

function autocannonRun(request: BenchRequest, connections: number, seconds: number, onResponse?: OnResponse): Promise<AutocannonResult> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: request.url,
        method: request.method,
        headers: request.headers,
        // Several bodies: each connection sends them in turn.
        requests: request.bodies?.map(
          (body): AutocannonRequest => ({ method: request.method, path: new URL(request.url).pathname, headers: request.headers, body }),
        ),
        connections,
        duration: seconds,
        timeout: 30,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (onResponse) instance.on("response", onResponse);
  });
}

/**
 * Drives all `requests` at once (one per account), the connections split between them, and
 * sums the results: requests/s, non-2xx, errors, status codes.
 */
async function load(requests: BenchRequest[], seconds: number, onResponse?: OnResponse) {
  const share = (i: number) => Math.floor(settings.connections / requests.length) + (i < settings.connections % requests.length ? 1 : 0);
  const results = await Promise.all(requests.map((request, i) => autocannonRun(request, share(i), seconds, onResponse)));
  const statusCodeStats: Record<string, { count: number }> = {};
  for (const result of results) {
    for (const [code, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) {
      statusCodeStats[code] = { count: (statusCodeStats[code]?.count ?? 0) + count };
    }
  }
  const sum = (get: (result: AutocannonResult) => number) => results.reduce((total, result) => total + get(result), 0);
  return {
    requests: { average: sum((r) => r.requests.average) },
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    statusCodeStats,
  };
}

/** Bytes in the wrangler debug logs (WRANGLER_LOG_PATH) so far. */
function debugLogBytes() {
  const dir = path.join(workDir, "wrangler-debug-logs");
  let total = 0;
  try {
    for (const name of readdirSync(dir)) total += statSync(path.join(dir, name)).size;
  } catch {
    // none yet
  }
  return total;
}

/** Redis's per-command call counts (INFO commandstats), read through the REST front. */
async function redisCommandCounts(front: RedisFront): Promise<Map<string, number>> {
  const res = await fetch(front.restUrl, {
    method: "POST",
    headers: { Authorization: `Bearer ${front.token}`, "Content-Type": "application/json" },
    body: JSON.stringify(["INFO", "commandstats"]),
  });
  const { result } = (await res.json()) as { result?: unknown };
  const counts = new Map<string, number>();
  for (const [, command = "", calls] of String(result).matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)) counts.set(command, Number(calls));
  return counts;
}

/**
 * Warm-up run, then the timed run with per-response latency, per-second counts, the CPU use of
 * the watched process groups (Map pgid → label) and, with `front`, Redis commands per request.
 */
/** Redis work per request of a case: REST calls, commands, and commands by name. */
interface RedisPerRequest {
  http: number;
  total: number;
  perCommand: [string, number][];
}

/** One case in one round. */
interface Row {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  responses: number;
  firstSecond: number;
  lastSecond: number;
  codes: string;
  cpu: CpuShare[];
  elapsed: number;
  redisPerRequest: RedisPerRequest | null;
  debugLog: number;
  steal: number;
}

async function measure(
  label: string,
  requests: BenchRequest[],
  { watch = new Map(), front = null }: { watch?: Map<number, string>; front?: RedisFront | null } = {},
): Promise<Row> {
  await load(requests, settings.warmup);
  const latencies: number[] = [];
  const perSecond: (number | undefined)[] = [];
  const redisBefore = front ? await redisCommandCounts(front) : null;
  const httpBefore = front ? await front.httpRequests() : 0;
  const debugLogBefore = debugLogBytes();
  const cpuBefore = cpuByProcess(watch);
  const stealBefore = stealSeconds();
  const ownBefore = process.cpuUsage();
  const t0 = performance.now();
  const result = await load(requests, settings.duration, (_client, _status, _bytes, ms) => {
    latencies.push(ms);
    const second = Math.floor((performance.now() - t0) / 1000);
    perSecond[second] = (perSecond[second] ?? 0) + 1;
  });
  const elapsed = (performance.now() - t0) / 1000;
  const own = process.cpuUsage(ownBefore);
  const cpu = cpuPercent(cpuBefore, cpuByProcess(watch), elapsed);
  cpu.push(["autocannon (this process)", ((own.user + own.system) / 1e6 / elapsed) * 100]);
  const steal = ((stealSeconds() - stealBefore) / elapsed) * 100; // % of one core
  const debugLog = debugLogBytes() - debugLogBefore;
  let redisPerRequest: RedisPerRequest | null = null;
  if (front && redisBefore) {
    const httpCalls = (await front.httpRequests()) - httpBefore; // the INFO calls fall outside this window
    const after = await redisCommandCounts(front);
    const perCommand: [string, number][] = [];
    let total = 0;
    for (const [command, calls] of after) {
      const delta = calls - (redisBefore.get(command) ?? 0) - (command === "info" ? 1 : 0);
      if (delta > 0) {
        perCommand.push([command, delta]);
        total += delta;
      }
    }
    const n = Math.max(1, latencies.length);
    redisPerRequest = { http: httpCalls / n, total: total / n, perCommand: perCommand.sort((a, b) => b[1] - a[1]).map(([c, d]) => [c, d / n]) };
  }
  latencies.sort((a, b) => a - b);
  const seconds = [...perSecond].slice(0, Math.floor(settings.duration)).map((n) => n ?? 0);
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(" ");
  const row: Row = {
    label,
    rps: result.requests.average,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    responses: latencies.length,
    firstSecond: seconds[0] ?? 0,
    lastSecond: seconds.at(-1) ?? 0,
    codes,
    cpu,
    elapsed,
    redisPerRequest,
    debugLog,
    steal,
  };
  const flag = row.non2xx || row.errors ? `   ⚠ non-2xx ${row.non2xx}, errors ${row.errors} (${codes})` : "";
  console.log(
    `  ${label.padEnd(26)} ${fmtRps(row.rps).padStart(8)} req/s   p50 ${fmtMs(row.p50).padStart(7)} ms   p99 ${fmtMs(row.p99).padStart(7)} ms   1st→last s ${row.firstSecond}→${row.lastSecond}${flag}`,
  );
  console.log(
    `  ${"".padEnd(26)} CPU (% of one core): ${formatCpu(cpu)}; host steal ${steal.toFixed(0)}%; wrangler debug log +${(debugLog / 2 ** 20).toFixed(1)} MiB`,
  );
  console.log(`  ${"".padEnd(26)} CPU per response: ${formatCpuPerResponse(row)}`);
  console.log(`  ${"".padEnd(26)} responses per second: ${seconds.join(" ")}`);
  if (redisPerRequest) console.log(`  ${"".padEnd(26)} Redis per request: ${formatRedis(redisPerRequest)}`);
  return row;
}

const formatCpu = (cpu: CpuShare[]) => cpu.map(([name, pct]) => `${name} ${pct.toFixed(0)}%`).join(", ");
/**
 * A diagnostic beside requests/s: each process's CPU time per response (ms). On a small shared
 * machine every process competes for the same cores, so this separates what a request costs
 * from how busy the machine happened to be during the case.
 */
const formatCpuPerResponse = (row: Row) =>
  row.cpu
    .filter(([name]) => name.startsWith("workerd") || name.startsWith("redis") || name.startsWith("REST"))
    .map(([name, pct]) => `${name} ${((pct / 100) * (row.elapsed / Math.max(1, row.responses)) * 1000).toFixed(3)} ms`)
    .join(", ");
const formatRedis = (r: RedisPerRequest) =>
  `${r.http.toFixed(2)} REST calls, ${r.total.toFixed(2)} commands (${r.perCommand.map(([c, n]) => `${c} ${n.toFixed(2)}`).join(", ")})`;

// ── bundle and engine ───────────────────────────────────────────────────────────────────

interface Bundle {
  files: { name: string; bytes: number; gzipBytes: number; gzipDefaultBytes: number }[];
  bytes: number;
  gzipBytes: number;
  gzipDefaultBytes: number;
  wranglerTotalKiB: number | null;
  wranglerGzipKiB: number | null;
  startup?: { ms: number; samples: number };
}

async function measureBundle(): Promise<Bundle> {
  const outdir = path.join(workDir, "bundle");
  const { stdout, stderr } = await runToEnd("wrangler deploy --dry-run", WRANGLER, ["deploy", "--dry-run", "--outdir", outdir]);
  const output = stdout + stderr;
  const match = output.match(/Total Upload:\s*([\d.]+)\s*KiB\s*\/\s*gzip:\s*([\d.]+)\s*KiB/);
  const files: Bundle["files"] = [];
  for (const name of (await readdir(outdir)).sort()) {
    if (!/\.(m?js|wasm)$/.test(name)) continue;
    const data = await readFile(path.join(outdir, name));
    files.push({ name, bytes: data.length, gzipBytes: zlib.gzipSync(data, { level: 9 }).length, gzipDefaultBytes: zlib.gzipSync(data).length });
  }
  if (files.length === 0) throw new Error(`wrangler deploy --dry-run wrote no .js file to ${outdir}:\n${tail(output)}`);
  const sum = (key: "bytes" | "gzipBytes" | "gzipDefaultBytes") => files.reduce((s, f) => s + f[key], 0);
  return {
    files,
    bytes: sum("bytes"),
    gzipBytes: sum("gzipBytes"),
    gzipDefaultBytes: sum("gzipDefaultBytes"),
    wranglerTotalKiB: match ? Number(match[1]) : null,
    wranglerGzipKiB: match ? Number(match[2]) : null,
  };
}

/**
 * Start-up (global scope) CPU of the bundled Worker: `wrangler check startup` profiles the
 * module's evaluation in workerd; the busy time is the sum of the non-idle samples.
 */
/** The parts of a V8 CPU profile (.cpuprofile) read here. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string } }[];
  samples: number[];
  timeDeltas: number[];
}

async function measureStartup(): Promise<{ ms: number; samples: number }> {
  const outfile = path.join(workDir, "startup.cpuprofile");
  await runToEnd("wrangler check startup", WRANGLER, ["check", "startup", "--outfile", outfile]);
  const profile = JSON.parse(await readFile(outfile, "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  let busyUs = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const name = byId.get(profile.samples[i] ?? -1)?.callFrame.functionName;
    if (name !== "(idle)" && name !== "(program)") busyUs += profile.timeDeltas[i + 1] ?? 0;
  }
  return { ms: busyUs / 1000, samples: profile.samples.length };
}

async function measureEngine(): Promise<EngineSpeedJson> {
  const { stdout } = await runToEnd("tsx bench/engine-speed.ts", TSX, [
    path.join(snapshotDir ?? ROOT, "bench/engine-speed.ts"),
    "--json",
    "--runs",
    String(settings.engineRuns),
    "--warmup",
    String(Math.max(20, settings.engineRuns)),
  ]);
  const line = stdout.trim().split("\n").at(-1) ?? "";
  return JSON.parse(line) as EngineSpeedJson;
}

// ── formatting ──────────────────────────────────────────────────────────────────────────

const fmtRps = (n: number) => (Number.isFinite(n) ? (n >= 100 ? n.toFixed(0) : n.toFixed(1)) : "—");
const fmtMs = (n: number) => (Number.isFinite(n) ? (n >= 100 ? n.toFixed(0) : n.toFixed(2)) : "—");
const fmtRatio = (n: number) => (Number.isFinite(n) ? `${n >= 10 ? n.toFixed(1) : n >= 0.1 ? n.toFixed(2) : n.toFixed(3)}×` : "—");
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const thousands = (n: number) => n.toLocaleString("en-US");

function machine() {
  const cpuinfo = existsSync("/proc/cpuinfo") ? readFileSync("/proc/cpuinfo", "utf8") : "";
  const model = cpuinfo.match(/^model name\s*:\s*(.+)$/m)?.[1]?.trim() ?? os.cpus()[0]?.model ?? "unknown";
  const version = (pkg: string): string => {
    try {
      return (JSON.parse(readFileSync(path.join(ROOT, "node_modules", pkg, "package.json"), "utf8")) as { version: string }).version;
    } catch {
      return "?";
    }
  };
  return {
    cpu: model,
    cores: os.availableParallelism?.() ?? os.cpus().length,
    memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    wrangler: version("wrangler"),
    miniflare: version("miniflare"),
    autocannon: version("autocannon"),
  };
}

/** "l" or "r" per column */
type Align = ("l" | "r")[];

function table(headers: string[], rows: string[][], align: Align): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: string[]) => cells.map((c, i) => (align[i] === "r" ? String(c).padStart(widths[i] ?? 0) : String(c).padEnd(widths[i] ?? 0))).join("  ");
  return [line(headers), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

function markdownTable(headers: string[], rows: string[][], align: Align): string {
  return [`| ${headers.join(" | ")} |`, `|${align.map((a) => (a === "r" ? "---:" : "---")).join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
}

// ── main ────────────────────────────────────────────────────────────────────────────────

async function main() {
  workDir = await mkdtemp(path.join(os.tmpdir(), "humanize-bench-"));
  if (opts.state !== "tmpfs" && opts.state !== "disk") throw new Error("--state must be tmpfs or disk");
  stateRoot = opts.state === "tmpfs" && existsSync("/dev/shm") ? await mkdtemp("/dev/shm/humanize-bench-state-") : workDir;
  loadBefore = loadAverage();
  revision = await takeSnapshot();
  const info = machine();
  const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`;
  console.log(`Humanize API benchmark — ${new Date().toISOString()}`);
  console.log(`Machine: ${info.cpu}, ${info.cores} cores, ${info.memory} RAM, ${info.os}; Node ${info.node}`);
  console.log(`Tools: wrangler ${info.wrangler} (miniflare ${info.miniflare}, workerd), autocannon ${info.autocannon}`);
  console.log(
    `Settings: ${settings.connections} connections, ${settings.duration} s per case after a ${settings.warmup} s warm-up, ` +
      `${accountsText()} per service case; state on ${stateRoot === workDir ? "disk" : "tmpfs (/dev/shm)"}; cases ${settings.cases.join(", ")}; stores ${stores.join(", ") || "(none)"}; command: ${command}`,
  );
  const busy = (os.loadavg()[0] ?? 0) > info.cores / 2;
  console.log(`Load average before the run: ${loadAverage()}${busy ? " ⚠ the machine is busy: other work skews the figures" : ""}`);
  console.log(`Code: ${revision}; run from a snapshot in ${snapshotDir}`);

  let bundle: Bundle | null = null;
  if (!opts["skip-bundle"]) {
    console.log("\nBundle: wrangler deploy --dry-run …");
    bundle = await measureBundle();
    console.log(
      `  ${bundle.files.map((f) => f.name).join(", ")}: ${thousands(bundle.bytes)} bytes (${kib(bundle.bytes)}); gzip -9 ${thousands(bundle.gzipBytes)} bytes (${kib(bundle.gzipBytes)}), gzip -6 ${thousands(bundle.gzipDefaultBytes)} bytes` +
        (bundle.wranglerGzipKiB !== null
          ? `; wrangler says Total Upload ${bundle.wranglerTotalKiB} KiB / gzip ${bundle.wranglerGzipKiB} KiB`
          : '; (no "Total Upload" line from wrangler)'),
    );
    try {
      bundle.startup = await measureStartup();
      console.log(
        `  start-up (global scope, \`wrangler check startup\`): ${bundle.startup.ms.toFixed(1)} ms of CPU in the profile (${bundle.startup.samples} samples)`,
      );
    } catch (error) {
      console.log(`  start-up: not measured (${error instanceof Error ? error.message.split("\n")[0] : error})`);
    }
  }

  let engine: EngineSpeedJson | null = null;
  if (!opts["skip-engine"]) {
    console.log(`\nEngine: tsx bench/engine-speed.ts (median of ${settings.engineRuns} samples) …`);
    engine = await measureEngine();
    for (const r of engine.rows) {
      console.log(
        `  ${r.mode.padEnd(10)} ${String(r.words).padStart(5)} words  median ${r.medianMs.toFixed(2).padStart(6)} ms  p90 ${r.p90Ms.toFixed(2).padStart(6)} ms  ` +
          `${r.msPer1000Words.toFixed(2)} ms/1,000 words  (same text every run: ${r.sameTextMedianMs.toFixed(2)} ms)`,
      );
    }
    for (const [mode, ratio] of Object.entries(engine.ratio3000to300)) console.log(`  ${mode}: 3,000 / 300 words = ${ratio.toFixed(2)}× (10× = linear)`);
  }

  // Every Worker is started first and stays up for the whole run, so that each round can
  // measure every case in turn: a ratio then compares runs seconds apart, not minutes.
  const targets: Target[] = [];
  if (runBaseline || runBaselinePost) {
    console.log("\nBaseline Worker (bench/baseline) …");
    const server = await startWrangler("baseline", { config: path.join(snapshotDir ?? ROOT, "bench/baseline/wrangler.toml") });
    for (const caseId of (["baseline", "baseline-post"] as const).filter((c) => settings.cases.includes(c)))
      targets.push({ caseId, store: "—", server, front: null });
  }
  const floorCases = (["floor-balance", "floor-humanize"] as const).filter((c) => settings.cases.includes(c));
  if (floorCases.length) {
    console.log("Floor Worker (bench/floor) …");
    const server = await startWrangler("floor", { config: path.join(snapshotDir ?? ROOT, "bench/floor/wrangler.toml") });
    for (const caseId of floorCases) targets.push({ caseId, store: "—", server, front: null });
  }
  for (const store of stores) {
    console.log(`Service, store ${store} …`);
    const adminToken = randomBytes(24).toString("hex");
    const vars: Record<string, string> = { ADMIN_TOKEN: adminToken, RATE_LIMIT_PER_HOUR: "100000000" };
    let front: RedisFront | null = null;
    if (store === "redis") {
      front = await startRedisFront();
      Object.assign(vars, { STORE: "redis", UPSTASH_REDIS_REST_URL: front.restUrl, UPSTASH_REDIS_REST_TOKEN: front.token });
    }
    const server = { ...(await startWrangler(store, { vars })), adminToken };
    for (const caseId of serviceCases) targets.push({ caseId, store, server, front });
  }

  const rounds: Row[][] = []; // rounds[r][t]: the row of targets[t] in round r
  for (let r = 0; r < settings.rounds; r++) {
    if (settings.rounds > 1) console.log(`\nRound ${r + 1} of ${settings.rounds}`);
    const round: Row[] = [];
    for (const target of targets) {
      const { caseId, store, server, front } = target;
      const requests: BenchRequest[] = [];
      if (target.store === "—") requests.push(requestFor(caseId, server.base));
      else {
        // Fresh accounts for every case and round: the store keeps a per-key rate-limit window,
        // so one run's requests must not weigh on the next.
        for (let i = 0; i < settings.accounts; i++) requests.push(requestFor(caseId, server.base, await fundedAccount(target.server)));
      }
      for (const request of requests) await verify(`${caseId}${store === "—" ? "" : ` (${store})`}`, request);
      const watch = new Map([[server.pid, "wrangler"]]);
      if (front) watch.set(front.pid, "redis");
      round.push(await measure(caseLabel(caseId) + (store === "—" ? "" : ` (${store})`), requests, { watch, front }));
    }
    rounds.push(round);
  }
  await stopAll();
  const results = targets.map(({ caseId, store }, t): CaseResult => ({ caseId, store, rows: rounds.map((round) => round[t]!) })); // every round measured every target

  await report({ info, command, bundle, engine, results });
}

/** A case and the Worker that serves it: a bench Worker ("—"), or the service on a store. */
type Target = { caseId: CaseId; store: "—"; server: WranglerServer; front: null } | { caseId: CaseId; store: Store; server: Service; front: RedisFront | null };

/** A case's rows, one per round. */
interface CaseResult {
  caseId: CaseId;
  store: Store | "—";
  rows: Row[];
}

/** A case's rows and their summary. */
type Summarized = CaseResult & { row: Summary };

const accountsText = () =>
  settings.accounts === 1 ? "1 account (every request hits the same account)" : `${settings.accounts} accounts (connections split between them)`;
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");

function caseLabel(caseId: CaseId): string {
  const labels: Record<CaseId, string> = {
    baseline: "GET / (baseline)",
    "baseline-post": "POST / 200-word body (baseline)",
    "floor-balance": "GET, one DO write (floor)",
    "floor-humanize": "POST 200-word echo, one DO write (floor)",
    balance: "GET /api/v1/balance",
    "humanize-200": "POST /humanize 200 words",
    "humanize-3000": "POST /humanize 3,000 words",
  };
  return labels[caseId];
}

function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length >> 1;
  const at = (i: number) => sorted[i] ?? NaN;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/** One case over its rounds: medians of rps, p50, p99 and CPU; error counts summed. */
/** One case over its rounds. */
interface Summary {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  codes: string;
  firstSecond: number;
  lastSecond: number;
  cpu: CpuShare[];
  cpuPerResponse: CpuShare[];
  debugLog: number;
  redisPerRequest: RedisPerRequest | null;
}

function summarize(rows: Row[]): Summary {
  const middle = [...rows].sort((a, b) => a.rps - b.rps)[(rows.length - 1) >> 1]!; // at least one round
  const names = [...new Set(rows.flatMap((row) => row.cpu.map(([name]) => name)))];
  const cpuOf = (row: Row, name: string) => row.cpu.find(([n]) => n === name)?.[1] ?? 0;
  return {
    rps: median(rows.map((row) => row.rps)),
    p50: median(rows.map((row) => row.p50)),
    p99: median(rows.map((row) => row.p99)),
    non2xx: rows.reduce((n, row) => n + row.non2xx, 0),
    errors: rows.reduce((n, row) => n + row.errors, 0),
    codes: rows.map((row) => row.codes).join(" | "),
    firstSecond: middle.firstSecond,
    lastSecond: middle.lastSecond,
    // CPU as % of one core, and per response (ms), each the median over the rounds.
    cpu: names.map((name): CpuShare => [name, median(rows.map((row) => cpuOf(row, name)))]).sort((a, b) => b[1] - a[1]),
    cpuPerResponse: names
      .filter((name) => name.startsWith("workerd") || name.startsWith("redis") || name.startsWith("REST"))
      .map((name): CpuShare => [name, median(rows.map((row) => (cpuOf(row, name) / 100) * (row.elapsed / Math.max(1, row.responses)) * 1000))]),
    debugLog: median(rows.map((row) => row.debugLog)),
    redisPerRequest: middle.redisPerRequest,
  };
}

/** `key` of each round of `result` over the same round of `base`: their median and the list. */
/**
 * Host steal per case and round (% of one core taken by the hypervisor during the timed run).
 * A round in which one case lost much more than the others compares unlike conditions: its
 * ratios say more about the host than about the code. Reported, never used to drop a round.
 */
function stealSummary(results: CaseResult[]): string {
  const cases = results.map(
    (r) => `${caseLabel(r.caseId)}${r.store === "—" ? "" : ` (${r.store})`} ${r.rows.map((row) => `${(row.steal ?? 0).toFixed(0)}%`).join(" ")}`,
  );
  const worst = Math.max(0, ...results.flatMap((r) => r.rows.map((row) => row.steal ?? 0)));
  const warn =
    worst >= STEAL_WARN ? ` ⚠ up to ${worst.toFixed(0)}% of a core: rounds with much steal in one case and little in another are not comparable` : "";
  return `Host steal during each timed run (hypervisor, % of one core; each round): ${cases.join("; ")}.${warn}`;
}
const STEAL_WARN = 10;
/** From this much steal (% of one core) in a case's rounds, its throughput target is not judged. */
const STEAL_JUDGE = 25;

function ratios(result: CaseResult, base: CaseResult, key: "rps" | "p99"): { median: number; each: number[] } {
  const each = result.rows.map((row, r) => row[key] / (base.rows[r]?.[key] ?? NaN));
  return { median: median(each), each };
}

/**
 * The targets of the performance issue, judged on this run: balance ≥ 0.8× and humanize-200 ≥ 0.6×
 * of the baseline's requests/s (humanize also against the same-body POST /), p99 ≤ 2×, 3,000 words
 * through the engine in ≤ 10 ms, the bundle under 1 MB gzip.
 */
function targetVerdicts(
  results: CaseResult[],
  baseline: CaseResult | undefined,
  postBase: CaseResult | undefined,
  engine: EngineSpeedJson | null,
  bundle: Bundle | null,
): string[] {
  const mark = (ok: boolean) => (ok ? "✓" : "✗");
  // A throughput ratio taken while the host took a large share of the VM from one of its two
  // cases says nothing about the code either way: its marks are "?" and the line says why.
  const judged = (...cases: (CaseResult | undefined)[]) => {
    const worst = Math.max(0, ...cases.filter((r) => r !== undefined).flatMap((r) => r.rows.map((row) => row.steal ?? 0)));
    const ok = worst < STEAL_JUDGE;
    return {
      mark: (pass: boolean) => (ok ? mark(pass) : "?"),
      note: ok ? "" : ` (not judged: the host took up to ${worst.toFixed(0)}% of a core during these cases)`,
    };
  };
  const lines: string[] = [];
  for (const store of stores) {
    const balance = results.find((r) => r.caseId === "balance" && r.store === store);
    if (balance && baseline) {
      const rps = ratios(balance, baseline, "rps").median;
      const p99 = ratios(balance, baseline, "p99").median;
      const { mark: m, note } = judged(balance, baseline);
      lines.push(`${m(rps >= 0.8)} balance (${store}) ≥ 0.8× the baseline's req/s: ${fmtRatio(rps)}; ${m(p99 <= 2)} its p99 ≤ 2×: ${fmtRatio(p99)}${note}`);
    }
    const humanize = results.find((r) => r.caseId === "humanize-200" && r.store === store);
    if (humanize && baseline) {
      const rps = ratios(humanize, baseline, "rps").median;
      const p99 = ratios(humanize, baseline, "p99").median;
      const same = postBase ? ratios(humanize, postBase, "rps").median : NaN;
      const { mark: m, note } = judged(humanize, baseline, postBase);
      lines.push(
        `${m(rps >= 0.6)} humanize-200 (${store}) ≥ 0.6× the baseline's req/s: ${fmtRatio(rps)}` +
          (postBase ? ` (${m(same >= 0.6)} ${fmtRatio(same)} of the same-body POST /)` : "") +
          `; ${m(p99 <= 2)} its p99 ≤ 2×: ${fmtRatio(p99)}${note}`,
      );
    }
  }
  for (const row of engine?.rows.filter((r) => r.words === 3000) ?? []) {
    lines.push(`${mark(row.medianMs <= 10)} engine, 3,000 words (${row.mode}) ≤ 10 ms: ${row.medianMs.toFixed(2)} ms`);
  }
  if (bundle) lines.push(`${mark(bundle.gzipBytes < 1_000_000)} bundle < 1 MB gzip: ${kib(bundle.gzipBytes)}`);
  return lines;
}

async function report({
  info,
  command,
  bundle,
  engine,
  results: measured,
}: {
  info: ReturnType<typeof machine>;
  command: string;
  bundle: Bundle | null;
  engine: EngineSpeedJson | null;
  results: CaseResult[];
}): Promise<void> {
  const results = measured.map((result): Summarized => ({ ...result, row: summarize(result.rows) }));
  const baseline = results.find((r) => r.caseId === "baseline");
  const base = baseline?.row;
  const several = settings.rounds > 1;
  const headers = [
    "case",
    "store",
    "requests/s",
    "p50 ms",
    "p99 ms",
    "non-2xx",
    "errors",
    "rps ÷ baseline",
    "p99 ÷ baseline",
    ...(several ? ["rps ÷ baseline, each round"] : []),
    "req/s 1st→last s",
  ];
  const align: Align = ["l", "l", "r", "r", "r", "r", "r", "r", "r", ...(several ? (["r"] as const) : []), "r"];
  const rows = results.map((result) => {
    const { caseId, store, row } = result;
    const rps = baseline ? ratios(result, baseline, "rps") : null;
    const p99 = baseline ? ratios(result, baseline, "p99") : null;
    return [
      caseLabel(caseId),
      store,
      fmtRps(row.rps),
      fmtMs(row.p50),
      fmtMs(row.p99),
      thousands(row.non2xx),
      thousands(row.errors),
      rps ? fmtRatio(rps.median) : "—",
      p99 ? fmtRatio(p99.median) : "—",
      ...(several ? [rps ? rps.each.map(fmtRatio).join(" ") : "—"] : []),
      `${row.firstSecond} → ${row.lastSecond}`,
    ];
  });
  const bad = results.filter(({ row }) => row.non2xx || row.errors);

  const each = several
    ? `; ${settings.rounds} rounds, each measuring every case in turn: figures are medians of the rounds, and a ratio is the median of the per-round ratios`
    : "";
  console.log(`\nResults (${settings.connections} connections, ${settings.duration} s per case after ${settings.warmup} s warm-up${each})\n`);
  console.log(table(headers, rows, align));
  if (bad.length) {
    console.log("\n⚠ Cases with non-2xx responses or socket errors (their figures measure errors, not the API):");
    for (const { caseId, store, row } of bad) console.log(`  ${caseLabel(caseId)} (${store}): status codes ${row.codes}; errors+timeouts ${row.errors}`);
  } else {
    console.log("\nAll responses were 2xx; no socket errors or timeouts.");
  }
  // The GET baseline carries no body; against the bare Worker receiving the same bodies, the
  // 200-word humanize shows what the service itself adds to carrying them.
  const postBase = results.find((r) => r.caseId === "baseline-post");
  const sameBody = postBase
    ? results
        .filter((r) => r.caseId === "humanize-200")
        .map((r) => {
          const rps = ratios(r, postBase, "rps");
          return `${r.store} ${fmtRatio(rps.median)} rps${several ? ` (rounds: ${rps.each.map(fmtRatio).join(" ")})` : ""}, ${fmtRatio(ratios(r, postBase, "p99").median)} p99`;
        })
    : [];
  if (sameBody.length) console.log(`\nPOST /humanize 200 words ÷ POST / with the same bodies (bare Worker): ${sameBody.join("; ")}.`);
  // Against the floor (bench/floor: the one Durable Object call and durable write per request
  // that the contract requires, and nothing else), a case shows what the service's own code costs.
  const floorLines = [
    ["balance", "floor-balance", "GET /api/v1/balance ÷ the floor's GET"],
    ["humanize-200", "floor-humanize", "POST /humanize 200 words ÷ the floor's POST of the same bodies (echoed, not rewritten)"],
  ].flatMap(([caseId, floorId, label]) => {
    const floor = results.find((r) => r.caseId === floorId);
    const cases = results.filter((r) => r.caseId === caseId);
    if (!floor || cases.length === 0) return [];
    const each = cases.map((r) => {
      const rps = ratios(r, floor, "rps");
      return `${r.store} ${fmtRatio(rps.median)} rps${several ? ` (rounds: ${rps.each.map(fmtRatio).join(" ")})` : ""}, ${fmtRatio(ratios(r, floor, "p99").median)} p99`;
    });
    return [`${label}: ${each.join("; ")}.`];
  });
  if (floorLines.length) console.log(`\n${floorLines.join("\n")}`);
  const verdicts = targetVerdicts(results, baseline, postBase, engine, bundle);
  if (verdicts.length) console.log(`\nTargets (issue 8; ✓ held in this run, ✗ did not, ? not judged):\n${verdicts.map((line) => `  ${line}`).join("\n")}`);
  const stealNote = stealSummary(results);
  console.log(`\n${stealNote}`);

  const md = [];
  md.push(
    `### HTTP (\`wrangler dev\` on loopback, ${settings.connections} connections, ${settings.duration} s per case after a ${settings.warmup} s warm-up${each})`,
  );
  md.push("");
  md.push(markdownTable(headers, rows, align));
  md.push("");
  if (sameBody.length) {
    md.push(`POST /humanize 200 words ÷ POST / with the same bodies (bare Worker): ${sameBody.join("; ")}.`);
    md.push("");
  }
  for (const line of floorLines) {
    md.push(line);
    md.push("");
  }
  if (verdicts.length) {
    md.push(`Targets (✓ held in this run, ✗ did not, ? not judged): ${verdicts.join("; ")}.`);
    md.push("");
  }
  md.push(stealNote);
  md.push("");
  md.push(
    `Machine: ${info.cpu}, ${info.cores} cores, ${info.memory} RAM, ${info.os}; Node ${info.node}; wrangler ${info.wrangler}, autocannon ${info.autocannon}. ` +
      `Command: \`${command}\`. Texts: ${TEXTS["humanize-200"].length} different texts of ${thousands(countWords(TEXTS["humanize-200"][0] ?? ""))} and of ${thousands(countWords(TEXTS["humanize-3000"][0] ?? ""))} English words, sent in turn (bench/texts.ts), \`mode: "standard"\`, language detected. ` +
      `Each service case uses fresh accounts with a 1,000,000,000-word subscription: ${accountsText()}; \`RATE_LIMIT_PER_HOUR=100000000\`. ` +
      `Durable Object state on ${stateRoot === workDir ? "disk" : "tmpfs (/dev/shm)"}. Load average before / after: ${loadBefore} / ${loadAverage()}. Code: ${revision}. ` +
      `p50/p99 from every response's own time; "req/s 1st→last s": responses in the first and last second of the timed run.`,
  );
  md.push("");
  md.push(
    "CPU use during each timed run (% of one core; the machine has " +
      info.cores +
      "), and Redis work per request (REST calls to the front; Redis commands, including those run inside Lua scripts):",
  );
  md.push("");
  for (const { caseId, store, row } of results) {
    md.push(
      `- ${caseLabel(caseId)}${store === "—" ? "" : ` (${store})`}: ${formatCpu(row.cpu)}; per response ${row.cpuPerResponse.map(([name, ms]) => `${name} ${ms.toFixed(3)} ms`).join(", ")}; wrangler debug log +${(row.debugLog / 2 ** 20).toFixed(1)} MiB${row.redisPerRequest ? `; Redis ${formatRedis(row.redisPerRequest)}` : ""}`,
    );
  }
  if (bad.length)
    md.push(
      `\n**Non-2xx responses or errors:** ${bad.map(({ caseId, store, row }) => `${caseLabel(caseId)} (${store}): ${row.codes}, errors ${row.errors}`).join("; ")}.`,
    );
  if (bundle) {
    md.push("");
    md.push(
      `**Bundle** (\`wrangler deploy --dry-run --outdir\`): ${bundle.files.map((f) => `\`${f.name}\``).join(", ")} ${thousands(bundle.bytes)} bytes (${kib(bundle.bytes)}), ` +
        `gzip ${thousands(bundle.gzipBytes)} bytes (${kib(bundle.gzipBytes)}, node:zlib level 9; level 6: ${thousands(bundle.gzipDefaultBytes)} bytes)` +
        (bundle.wranglerGzipKiB !== null ? `; wrangler's own figure: Total Upload ${bundle.wranglerTotalKiB} KiB / gzip ${bundle.wranglerGzipKiB} KiB.` : ".") +
        (bundle.startup ? ` Start-up (global scope, \`wrangler check startup\` CPU profile): ${bundle.startup.ms.toFixed(1)} ms.` : ""),
    );
  }
  if (engine) {
    md.push("");
    md.push(
      `**Rules engine** (\`rewriteText\` under tsx, Node ${info.node}, no HTTP; each run rewrites the next of ${engine.rows[0]?.texts} different texts of that length; ` +
        `median and p90 of ${engine.runs} samples after ≥ ${engine.warmup} warm-up runs; a sample repeats the rewrite until it lasts ≥ 5 ms):`,
    );
    md.push("");
    const eh = ["mode", "words", "median ms", "p90 ms", "ms / 1,000 words", "same text every run, median ms"];
    const ea: Align = ["l", "r", "r", "r", "r", "r"];
    md.push(
      markdownTable(
        eh,
        engine.rows.map((r) => [
          r.mode,
          thousands(r.words),
          r.medianMs.toFixed(2),
          r.p90Ms.toFixed(2),
          r.msPer1000Words.toFixed(2),
          r.sameTextMedianMs.toFixed(2),
        ]),
        ea,
      ),
    );
    md.push("");
    md.push(
      `Time for 3,000 words / time for 300 words: ${Object.entries(engine.ratio3000to300)
        .map(([m, r]) => `${m} ${r.toFixed(2)}×`)
        .join(", ")} (10× = linear).`,
    );
  }
  const markdown = md.join("\n") + "\n";
  console.log("\n──────── Markdown ────────\n");
  console.log(markdown);
  if (opts.out) {
    await writeFile(path.resolve(process.cwd(), opts.out), markdown);
    console.log(`(written to ${opts.out})`);
  }
}

try {
  await main();
} catch (error) {
  // After Ctrl-C the children die under main(); the signal handler cleans up and exits.
  if (interrupted) await new Promise(() => {});
  failed = true;
  console.error(`\nBenchmark failed: ${error instanceof Error ? error.message : error}`);
} finally {
  await stopAll();
  await removeBenchWranglerDirs();
  if (workDir) {
    if (failed || opts["keep-temp"]) console.error(`Logs and state kept in ${workDir}`);
    else {
      await rm(workDir, { recursive: true, force: true });
      if (stateRoot && stateRoot !== workDir) await rm(stateRoot, { recursive: true, force: true });
    }
  }
}
process.exit(failed ? 1 : 0);
