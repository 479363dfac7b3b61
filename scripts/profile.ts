// CPU profile of the Worker under load (`wrangler dev`, local workerd), via the V8 inspector.
//
//   node --import tsx scripts/profile.ts --case balance --duration 10
//   TMPDIR=/dev/shm node --import tsx scripts/profile.ts --case humanize-200      # state on tmpfs
//   node --import tsx scripts/profile.ts --case balance --no-profile --strace 5   # syscalls of the Worker's workerd
//   node --import tsx scripts/profile.ts --help
//
// What it does:
//  1. Copies src/, wrangler.toml, package.json, tsconfig.json (from the working tree, or from a git
//     revision with --ref, via `git archive`) to a temp dir with node_modules symlinked, so that
//     edits made meanwhile do not reload the Worker during a run.
//  2. Starts `wrangler dev --ip 127.0.0.1 --port P --inspector-port I --log-level warn
//     --persist-to <tmp>/state --var ADMIN_TOKEN:… --var RATE_LIMIT_PER_HOUR:100000000` in its own
//     process group (detached = setsid), env CLOUDFLARE_CF_FETCH_ENABLED=false WRANGLER_SEND_METRICS=false.
//  3. Creates an account with a 1,000,000,000-word subscription (operator API), checks the case once.
//  4. Warm-up load, then connects to the Worker's V8 inspector (wrangler's inspector proxy lists
//     the targets at http://127.0.0.1:I/json), Profiler.enable / setSamplingInterval / start, drives
//     autocannon for --duration seconds, Profiler.stop. (The Durable Object runs in the same
//     isolate as the Worker under `wrangler dev`, so the profile covers both.)
//  5. Saves the .cpuprofile (open it in Chrome DevTools → Performance, or speedscope), maps the
//     bundle's positions back to src/ through wrangler's source map, and prints the top functions
//     by self and by total time, self time by source module, and the idle/program/GC shares.
//  6. Optionally (--strace S) counts the Worker workerd's fsync/fdatasync/pwrite64/… syscalls
//     for S seconds of load (strace -f -c), and prints them per request.
//  Everything it started is stopped (SIGTERM, then SIGKILL to the process group) at the end,
//  on error and on Ctrl-C.

import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, openSync, readdirSync, readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { SourceMap } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon, { type Request as AutocannonRequest, type Result as AutocannonResult } from "autocannon";
import WebSocket from "ws";
import { countWords, textVariants } from "../bench/texts.ts";
import { freePort } from "./lib/free-port.ts";
import type { AnswerFields } from "../src/cli/api-types.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const WRANGLER = path.join(ROOT, "node_modules/.bin/wrangler");
const HOST = "127.0.0.1";
const CASES = ["baseline", "balance", "humanize-200", "humanize-3000"] as const;
type CaseId = (typeof CASES)[number];

const { values: opts } = parseArgs({
  options: {
    case: { type: "string", default: "balance" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "3" },
    connections: { type: "string", default: "10" },
    interval: { type: "string", default: "100" },
    top: { type: "string", default: "25" },
    out: { type: "string" },
    ref: { type: "string" },
    patch: { type: "string" },
    strace: { type: "string" },
    "no-profile": { type: "boolean", default: false },
    "keep-temp": { type: "boolean", default: false },
    "idempotency-key": { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});

if (opts.help) {
  console.log(`Usage: node --import tsx scripts/profile.ts [options]   (state dir under $TMPDIR; TMPDIR=/dev/shm for tmpfs)
  --case <c>            ${CASES.join(" | ")} (default balance; baseline = bench/baseline Worker)
  --duration <s>        profiled load, at most 20 (default 10)
  --warmup <s>          unprofiled load before it (default 3)
  --connections <n>     autocannon connections (default 10)
  --interval <µs>       V8 sampling interval (default 100)
  --top <n>             rows per table (default 25)
  --out <file>          where to write the .cpuprofile (default: <tmp>/<case>.cpuprofile, kept)
  --ref <rev>           profile a git revision (git archive) instead of the working tree
  --patch <file>        apply a unified diff (patch -p1) to the snapshot: try a fix without touching src/
  --strace <s>          also count the Worker workerd's storage syscalls for s seconds of load
  --no-profile          load (and --strace) only, no profiler attached: the plain rps
  --idempotency-key     humanize requests carry a fresh Idempotency-Key each
  --keep-temp           keep the temp dir (state, logs, snapshot)`);
  process.exit(0);
}
const isCase = (value: string): value is CaseId => (CASES as readonly string[]).includes(value);
const caseId = opts.case;
if (!isCase(caseId)) throw new Error(`--case must be one of ${CASES.join(", ")}`);
const duration = Math.min(20, Number(opts.duration));
const warmup = Number(opts.warmup);
const connections = Number(opts.connections);
const intervalUs = Number(opts.interval);
const topN = Number(opts.top);
const straceSeconds = opts.strace ? Math.min(20, Number(opts.strace)) : 0;

// ── process groups ───────────────────────────────────────────────────────────────────────
const groups = new Set<number>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};
async function stopGroup(pid: number): Promise<void> {
  if (!groups.has(pid)) return;
  try {
    process.kill(-pid, "SIGTERM");
  } catch {}
  for (let i = 0; i < 100 && groupAlive(pid); i++) await sleep(50);
  if (groupAlive(pid)) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {}
    for (let i = 0; i < 40 && groupAlive(pid); i++) await sleep(50);
  }
  groups.delete(pid);
}
const stopAll = () => Promise.all([...groups].map(stopGroup));
process.on("exit", () => {
  for (const pid of groups) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {}
  }
});
let workDir = ""; // set first thing in main()
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, async () => {
    console.error(`${signal}: stopping…`);
    await stopAll();
    if (workDir && !opts["keep-temp"]) await rm(workDir, { recursive: true, force: true }).catch(() => {});
    process.exit(130);
  });
}

// ── snapshot and wrangler ────────────────────────────────────────────────────────────────
async function snapshot(): Promise<string> {
  const dir = path.join(workDir, "snapshot");
  await mkdir(dir, { recursive: true });
  const items = ["src", "wrangler.toml", "package.json", "tsconfig.json", "bench/baseline"];
  if (opts.ref) {
    const tar = execFileSync("git", ["-C", ROOT, "archive", "--format=tar", opts.ref, ...items], { maxBuffer: 1 << 28 });
    execFileSync("tar", ["-x", "-C", dir], { input: tar });
  } else {
    for (const item of items) await cp(path.join(ROOT, item), path.join(dir, item), { recursive: true });
  }
  if (opts.patch) execFileSync("patch", ["-p1", "-d", dir, "-i", path.resolve(opts.patch)], { stdio: ["ignore", "pipe", "inherit"] });
  await symlink(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

async function startWrangler(dir: string, adminToken: string): Promise<{ base: string; pid: number; inspectorPort: number; stateDir: string }> {
  const port = await freePort();
  const inspectorPort = await freePort();
  const stateDir = path.join(workDir, "state");
  await mkdir(stateDir, { recursive: true });
  const logPath = path.join(workDir, "wrangler.log");
  const log = openSync(logPath, "a");
  const args = ["dev", "--ip", HOST, "--port", String(port), "--inspector-port", String(inspectorPort), "--log-level", "warn", "--persist-to", stateDir];
  if (caseId === "baseline") args.push("--config", "bench/baseline/wrangler.toml");
  else args.push("--var", `ADMIN_TOKEN:${adminToken}`, "--var", "RATE_LIMIT_PER_HOUR:100000000");
  const child = spawn(WRANGLER, args, {
    cwd: dir,
    detached: true,
    stdio: ["ignore", log, log],
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", WRANGLER_LOG_PATH: path.join(workDir, "wrangler-debug-logs") },
  });
  closeSync(log);
  const pid = child.pid;
  if (pid === undefined) throw new Error("could not start wrangler dev");
  groups.add(pid);
  let exited = false;
  child.once("exit", () => (exited = true));
  const base = `http://${HOST}:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`wrangler dev exited:\n${await readFile(logPath, "utf8").catch(() => "")}`);
    try {
      const res = await fetch(`${base}/`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      return { base, pid, inspectorPort, stateDir };
    } catch {
      await sleep(250);
    }
  }
  throw new Error("wrangler dev did not answer within 120 s");
}

/** A process of a group: its name, command line and CPU seconds so far. */
interface Proc {
  comm: string;
  cmdline: string;
  cpu: number;
}

/** The processes of a group: pid → { comm, cmdline }. */
function groupProcesses(pgid: number): Map<string, Proc> {
  const out = new Map<string, Proc>();
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      const fields = stat.slice(close + 2).split(" ");
      if (Number(fields[2]) !== pgid) continue;
      out.set(pid, {
        comm: stat.slice(stat.indexOf("(") + 1, close),
        cmdline: readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " "),
        cpu: (Number(fields[11]) + Number(fields[12])) / 100,
      });
    } catch {}
  }
  return out;
}
const label = (p: Proc) =>
  p.comm === "workerd"
    ? /--socket-addr=entry=\S+:0\s/.test(p.cmdline)
      ? "workerd (Worker)"
      : "workerd (dev proxy)"
    : p.comm.startsWith("node")
      ? "wrangler (node)"
      : p.comm;

// ── HTTP ─────────────────────────────────────────────────────────────────────────────────
async function call(base: string, method: string, urlPath: string, token: string, body?: unknown): Promise<AnswerFields> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetch(`${base}${urlPath}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${urlPath}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as AnswerFields;
}

async function fundedKey(base: string, adminToken: string): Promise<string> {
  const created = await call(base, "POST", "/admin/v1/accounts", adminToken, {});
  await call(base, "PUT", `/admin/v1/accounts/${created.account_id}/subscription`, adminToken, { words_per_period: 1_000_000_000 });
  return String(created.api_key);
}

/** The request autocannon repeats, and the words a humanize answer must count. */
interface LoadRequest {
  url: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  bodies?: string[];
  words?: number;
}

function requestFor(base: string, apiKey: string | null): LoadRequest {
  if (caseId === "baseline") return { url: `${base}/`, method: "GET", headers: {} };
  const headers = { Authorization: `Bearer ${apiKey}` };
  if (caseId === "balance") return { url: `${base}/api/v1/balance`, method: "GET", headers };
  const texts = textVariants(caseId === "humanize-200" ? 200 : 3000);
  return {
    url: `${base}/api/v1/humanize`,
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    bodies: texts.map((text) => JSON.stringify({ text, mode: "standard" })),
    words: countWords(texts[0] ?? ""),
  };
}

async function check(request: LoadRequest): Promise<void> {
  for (const body of request.bodies ?? [undefined]) {
    const res = await fetch(request.url, { method: request.method, headers: request.headers, body });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`check request: ${res.status} ${text.slice(0, 300)}`);
    if (request.words && (JSON.parse(text) as AnswerFields).words_used !== request.words) throw new Error(`check request: ${text.slice(0, 300)}`);
  }
}

function load(request: LoadRequest, seconds: number): Promise<AutocannonResult> {
  const idem = opts["idempotency-key"] && request.bodies;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: request.url,
        method: request.method,
        headers: request.headers,
        requests: request.bodies?.map(
          (body): AutocannonRequest => ({
            method: request.method,
            path: "/api/v1/humanize",
            headers: request.headers,
            body,
            ...(idem
              ? { setupRequest: (req: AutocannonRequest) => ({ ...req, headers: { ...req.headers, "Idempotency-Key": randomBytes(12).toString("hex") } }) }
              : {}),
          }),
        ),
        connections,
        duration: seconds,
        timeout: 30,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function timedLoad(request: LoadRequest, seconds: number) {
  const result = await load(request, seconds);
  return {
    rps: result.requests.total / seconds,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

// ── inspector ────────────────────────────────────────────────────────────────────────────
/** An inspector target, as wrangler's inspector proxy lists it at /json. */
interface InspectorTarget {
  id?: string;
  title?: string;
  webSocketDebuggerUrl?: string;
}

async function inspectorTarget(port: number): Promise<InspectorTarget & { webSocketDebuggerUrl: string }> {
  const deadline = Date.now() + 20_000;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const targets = (await (await fetch(`http://${HOST}:${port}/json`)).json()) as InspectorTarget[];
      last = targets;
      const target = targets.find((t) => t.webSocketDebuggerUrl);
      if (target?.webSocketDebuggerUrl) return { ...target, webSocketDebuggerUrl: target.webSocketDebuggerUrl };
    } catch (error) {
      last = error;
    }
    await sleep(250);
  }
  throw new Error(`no inspector target on :${port}: ${JSON.stringify(last)}`);
}

/** A DevTools protocol session. */
interface Session {
  send(method: string, params?: object): Promise<unknown>;
  close(): void;
}

function connect(url: string): Promise<Session> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false, maxPayload: 1 << 30 });
    let nextId = 1;
    const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void; method: string }>();
    ws.on("message", (data) => {
      const message = JSON.parse(data.toString()) as { id?: number; result?: unknown; error?: unknown };
      const waiter = message.id ? pending.get(message.id) : undefined;
      if (message.id && waiter) {
        const { resolve: ok, reject: fail, method } = waiter;
        pending.delete(message.id);
        if (message.error) fail(new Error(`${method}: ${JSON.stringify(message.error)}`));
        else ok(message.result);
      }
    });
    ws.once("open", () =>
      resolve({
        send: (method: string, params: object = {}) =>
          new Promise((ok, fail) => {
            const id = nextId++;
            pending.set(id, { resolve: ok, reject: fail, method });
            ws.send(JSON.stringify({ id, method, params }));
          }),
        close: () => ws.close(),
      }),
    );
    ws.once("error", reject);
  });
}

// ── profile analysis ─────────────────────────────────────────────────────────────────────
/** bundle url → SourceMap (wrangler writes index.js.map next to the dev bundle). */
function sourceMaps(dir: string): (url: string) => SourceMap | null {
  const maps = new Map<string, SourceMap | null>();
  return (url) => {
    const known = maps.get(url);
    if (known !== undefined) return known;
    let map: SourceMap | null = null;
    try {
      const file = url.startsWith("file://") ? fileURLToPath(url) : url;
      const candidates = [`${file}.map`];
      // The inspector may report the bundle under a different path than the file on disk: search the snapshot.
      const base = path.basename(file);
      const tmp = path.join(dir, ".wrangler/tmp");
      if (existsSync(tmp)) for (const d of readdirSync(tmp)) candidates.push(path.join(tmp, d, `${base}.map`));
      for (const candidate of candidates) {
        if (existsSync(candidate)) {
          map = new SourceMap(JSON.parse(readFileSync(candidate, "utf8")));
          break;
        }
      }
    } catch {}
    maps.set(url, map);
    return map;
  };
}

function shortSource(source: string): string {
  const s = source
    .replace(/^.*?\/node_modules\//, "npm:")
    .replace(/^.*?\/snapshot\//, "")
    .replace(/^(\.\.\/)+/, "");
  return s;
}

/** A V8 CPU profile (.cpuprofile), as Profiler.stop returns it. */
interface CpuProfile {
  nodes: { id: number; children?: number[]; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

function analyse(profile: CpuProfile, dir: string) {
  const mapFor = sourceMaps(dir);
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Time per node from the samples and their deltas (µs). A sample stands for the time until
  // the next one, but only up to a few sampling intervals: the sampler takes no sample while the
  // isolate's thread is outside it (workerd's own I/O and RPC plumbing between events, or the
  // thread descheduled), and such a gap would otherwise be charged to whatever JS ran last
  // before it (under load that put ~10% on the \`Response\` constructor, ~50% of all time in
  // gaps; removing every response header changed the Worker's CPU by nothing). Gaps are counted
  // apart, as "(gap)".
  const self = new Map<number, number>();
  const { samples, timeDeltas } = profile;
  const sorted = timeDeltas.filter((d) => d > 0).sort((a, b) => a - b);
  const cap = 3 * (sorted[Math.floor(sorted.length / 2)] ?? 100);
  let gap = 0;
  for (const [i, sample] of samples.entries()) {
    let dt = Math.max(0, timeDeltas[i + 1] ?? timeDeltas[i] ?? 0);
    if (dt > cap) {
      gap += dt - cap;
      dt = cap;
    }
    self.set(sample, (self.get(sample) ?? 0) + dt);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0) + gap;
  const keyOf = new Map<number, string>();
  const moduleOf = new Map<number, string>();
  for (const n of profile.nodes) {
    const f = n.callFrame;
    const name = f.functionName || "(anonymous)";
    let where = f.url ? `${path.basename(f.url)}:${f.lineNumber + 1}` : "";
    let module = f.url ? path.basename(f.url) : name;
    const map = f.url ? mapFor(f.url) : null;
    if (map && f.lineNumber >= 0) {
      const entry = map.findEntry(f.lineNumber, f.columnNumber);
      if ("originalSource" in entry && entry.originalSource) {
        const src = shortSource(entry.originalSource);
        where = `${src}:${entry.originalLine + 1}`;
        module = src.startsWith("npm:")
          ? src
              .split("/")
              .slice(0, src.startsWith("npm:@") ? 2 : 1)
              .join("/")
          : src;
      }
    }
    keyOf.set(n.id, `${name}  ${where}`.trim());
    moduleOf.set(n.id, module);
  }
  const selfBy = new Map<string | undefined, number>();
  const totalBy = new Map<string | undefined, number>();
  const moduleBy = new Map<string | undefined, number>();
  for (const [id, t] of self) {
    selfBy.set(keyOf.get(id), (selfBy.get(keyOf.get(id)) ?? 0) + t);
    moduleBy.set(moduleOf.get(id), (moduleBy.get(moduleOf.get(id)) ?? 0) + t);
    const seen = new Set<string | undefined>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const key = keyOf.get(cur);
      if (seen.has(key)) continue;
      seen.add(key);
      totalBy.set(key, (totalBy.get(key) ?? 0) + t);
    }
  }
  const special = (name: string) => [...selfBy].filter(([k]) => String(k).startsWith(name)).reduce((a, [, v]) => a + v, 0);
  return { total, gap, selfBy, totalBy, moduleBy, idle: special("(idle)"), program: special("(program)"), gc: special("(garbage collector)") };
}

function printTable(title: string, entries: Iterable<[string | undefined, number]>, total: number, busy: number, n: number): void {
  console.log(`\n${title}`);
  console.log(`${"ms".padStart(9)} ${"% all".padStart(6)} ${"% busy".padStart(7)}  function  source:line`);
  for (const [key, t] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, n)) {
    console.log(`${(t / 1000).toFixed(1).padStart(9)} ${((t / total) * 100).toFixed(1).padStart(6)} ${((t / busy) * 100).toFixed(1).padStart(7)}  ${key}`);
  }
}

// ── strace ───────────────────────────────────────────────────────────────────────────────
const TRACED = "fsync,fdatasync,pwrite64,pread64,write,read,fcntl,ftruncate,openat,unlink";
/** strace -f -T of one process (all its threads); the log is parsed by summariseStrace. */
function straceFor(pid: number, outFile: string): { stop(): Promise<string> } {
  const child = spawn("strace", ["-f", "-T", "-o", outFile, "-e", `trace=${TRACED}`, "-p", String(pid)], {
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  const tracer = child.pid;
  if (tracer !== undefined) groups.add(tracer);
  let err = "";
  child.stderr.on("data", (c: Buffer) => (err += c));
  return {
    stop: async () => {
      if (tracer === undefined) return err; // strace did not start: its error says why
      try {
        process.kill(tracer, "SIGINT");
      } catch {}
      for (let i = 0; i < 100 && groupAlive(tracer); i++) await sleep(50);
      await stopGroup(tracer);
      return err;
    },
  };
}

/** Calls, wall time (sum of strace -T) and threads per syscall; fsync latency percentiles. */
function summariseStrace(text: string, requests: number, seconds: number): void {
  const by = new Map<string, { calls: number; wall: number; tids: Map<string, number> }>();
  const fsyncTimes: number[] = [];
  for (const line of text.split("\n")) {
    const m = /^(\d+)\s+(\w+)\((.*?)\)\s+=\s+(-?\d+).*<([\d.]+)>\s*$/.exec(line);
    if (!m) continue;
    const [, tid = "", name = "", , , t] = m;
    const e = by.get(name) ?? { calls: 0, wall: 0, tids: new Map() };
    e.calls++;
    e.wall += Number(t);
    e.tids.set(tid, (e.tids.get(tid) ?? 0) + 1);
    by.set(name, e);
    if (name === "fsync" || name === "fdatasync") fsyncTimes.push(Number(t) * 1000);
  }
  console.log(
    `${"syscall".padEnd(10)} ${"calls".padStart(7)} ${"/request".padStart(9)} ${"wall ms".padStart(9)} ${"wall ms/req".padStart(11)} ${"% of time".padStart(9)}  threads (tid:calls)`,
  );
  for (const [name, e] of [...by].sort((a, b) => b[1].wall - a[1].wall)) {
    const tids = [...e.tids]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([tid, n]) => `${tid}:${n}`)
      .join(" ");
    console.log(
      `${name.padEnd(10)} ${String(e.calls).padStart(7)} ${(e.calls / requests).toFixed(2).padStart(9)} ${(e.wall * 1000).toFixed(0).padStart(9)} ${((e.wall * 1000) / requests).toFixed(3).padStart(11)} ${((e.wall / seconds) * 100).toFixed(1).padStart(8)}%  ${tids}`,
    );
  }
  if (fsyncTimes.length) {
    fsyncTimes.sort((a, b) => a - b);
    const q = (p: number) => (fsyncTimes[Math.min(fsyncTimes.length - 1, Math.floor(p * fsyncTimes.length))] ?? NaN).toFixed(2);
    console.log(`fsync/fdatasync latency ms: p50 ${q(0.5)}, p90 ${q(0.9)}, p99 ${q(0.99)}, max ${q(1)}`);
  }
}

// ── main ─────────────────────────────────────────────────────────────────────────────────
async function main() {
  workDir = await mkdtemp(path.join(os.tmpdir(), "profile-"));
  const dir = await snapshot();
  const adminToken = randomBytes(16).toString("hex");
  console.log(`temp dir ${workDir} (state on ${os.tmpdir()}); source: ${opts.ref ? `git ${opts.ref}` : "working tree"}${opts.patch ? ` + ${opts.patch}` : ""}`);
  const server = await startWrangler(dir, adminToken);
  const procs = groupProcesses(server.pid);
  const worker = [...procs].find(([, p]) => label(p) === "workerd (Worker)");
  console.log(
    `wrangler dev at ${server.base}, inspector :${server.inspectorPort}; processes: ${[...procs].map(([pid, p]) => `${label(p)}=${pid}`).join(", ")}`,
  );

  const apiKey = caseId === "baseline" ? null : await fundedKey(server.base, adminToken);
  const request = requestFor(server.base, apiKey);
  await check(request);
  if (warmup > 0) await load(request, warmup);

  let session: Session | undefined;
  if (!opts["no-profile"]) {
    const target = await inspectorTarget(server.inspectorPort);
    console.log(`inspector target: ${target.title ?? target.id} ${target.webSocketDebuggerUrl}`);
    session = await connect(target.webSocketDebuggerUrl);
    await session.send("Profiler.enable");
    await session.send("Profiler.setSamplingInterval", { interval: intervalUs });
    await session.send("Profiler.start");
  }
  const cpuBefore = groupProcesses(server.pid);
  const started = Date.now();
  const result = await timedLoad(request, duration);
  const elapsed = (Date.now() - started) / 1000;
  const cpuAfter = groupProcesses(server.pid);
  let profile: CpuProfile | undefined;
  if (session) {
    ({ profile } = (await session.send("Profiler.stop")) as { profile: CpuProfile });
    session.close();
  }
  console.log(
    `\n${caseId}: ${result.rps.toFixed(0)} req/s over ${duration} s (${result.total} requests), p50 ${result.p50} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}` +
      (session ? ` (profiler attached, ${intervalUs} µs sampling)` : " (no profiler)"),
  );
  const workerCpu = worker ? (cpuAfter.get(worker[0])?.cpu ?? 0) - (cpuBefore.get(worker[0])?.cpu ?? 0) : NaN;
  console.log(`workerd (Worker) CPU per request (from /proc, user+sys): ${((workerCpu * 1000) / result.total).toFixed(3)} ms`);
  console.log(
    "CPU, % of one core: " +
      [...cpuAfter]
        .map(([pid, p]): [string, number] => [label(p), ((p.cpu - (cpuBefore.get(pid)?.cpu ?? 0)) / elapsed) * 100])
        .filter(([, pct]) => pct >= 0.5)
        .map(([name, pct]) => `${name} ${pct.toFixed(0)}%`)
        .join(", "),
  );

  if (straceSeconds && worker) {
    const outFile = path.join(workDir, "strace.txt");
    const tracer = straceFor(Number(worker[0]), outFile);
    await sleep(500);
    const traced = await timedLoad(request, straceSeconds);
    const err = await tracer.stop();
    const text = existsSync(outFile) ? readFileSync(outFile, "utf8") : "";
    console.log(
      `\nstrace -f -T of workerd (Worker) pid ${worker[0]} during ${straceSeconds} s of load: ${traced.total} requests (${traced.rps.toFixed(0)} req/s under strace)`,
    );
    if (!text) console.log(err);
    else summariseStrace(text, traced.total, straceSeconds);
    if (opts["keep-temp"]) console.log(`strace log: ${outFile}`);
  }

  if (profile) {
    const out = opts.out ? path.resolve(opts.out) : path.join(os.tmpdir(), `profile-${caseId}-${Date.now()}.cpuprofile`);
    await writeFile(out, JSON.stringify(profile));
    const a = analyse(profile, dir);
    const busy = a.total - a.idle - a.gap;
    const pct = (t: number) => `${((t / a.total) * 100).toFixed(1)}%`;
    console.log(`\nprofile: ${out}  (${profile.samples.length} samples, ${(a.total / 1e6).toFixed(2)} s)`);
    console.log(
      `idle ${pct(a.idle)}, gaps with no sample ${pct(a.gap)}, busy ${pct(busy)} (of which program ${pct(a.program)}, GC ${pct(a.gc)}, JS ${pct(busy - a.program - a.gc)})`,
    );
    // Samples are wall-clock: "busy" includes time the thread was runnable but descheduled, or blocked in a syscall inside a native call.
    console.log(
      `per request: non-idle ${(busy / 1000 / result.total).toFixed(3)} ms of the isolate thread's wall time (JS+GC+program), of which JS ${((busy - a.program - a.gc) / 1000 / result.total).toFixed(3)} ms`,
    );
    printTable(`Top ${topN} by self time`, a.selfBy, a.total, busy, topN);
    printTable(
      `Top ${topN} by total time (inclusive)`,
      [...a.totalBy].filter(([k]) => k !== "(root)"),
      a.total,
      busy,
      topN,
    );
    printTable("Self time by source module", a.moduleBy, a.total, busy, topN);
  }
}

// A hard limit on the whole run: whatever hangs (e.g. a wrangler that never answers), everything is stopped.
const watchdog = setTimeout(async () => {
  console.error("profile.ts: still running after 6 minutes; stopping everything it started");
  await stopAll();
  if (workDir && !opts["keep-temp"]) await rm(workDir, { recursive: true, force: true }).catch(() => {});
  process.exit(1);
}, 6 * 60_000);
watchdog.unref();

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stopAll();
  if (workDir && !opts["keep-temp"]) await rm(workDir, { recursive: true, force: true }).catch(() => {});
  else if (workDir) console.log(`kept ${workDir}`);
}
