// Independent side-by-side throughput measurement: the Humanize API against a bare Worker,
// both under `wrangler dev` (same wrangler, same workerd, same machine, same run).
//
//   node --import tsx bench/independent/run.ts [--rounds 3] [--duration 10] [--warmup 2] [--connections 10]
//                                             [--max-load 1.5] [--max-wait 600] [--no-wait]
//
// Written without reading the project's own benchmark (scripts/bench.ts etc.); it uses only
// the contract, the README, wrangler.toml and package.json (and it types the answers it reads
// itself, without the project's types).
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, readFileSync, readdirSync } from "node:fs";
import net from "node:net";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { measure, type Measurement } from "./loadgen.ts";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, "../..");
const WRANGLER = path.join(ROOT, "node_modules/.bin/wrangler");

// ---------- options ----------
const argv = process.argv.slice(2);
function opt(name: string, def: number): number {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? Number(argv[i + 1]) : def;
}
const ROUNDS = opt("rounds", 3);
const DURATION_MS = opt("duration", 10) * 1000;
const WARMUP_MS = opt("warmup", 2) * 1000;
const CONNECTIONS = opt("connections", 10);
const MAX_LOAD = opt("max-load", 1.5);
const MAX_WAIT_S = opt("max-wait", 600);
const NO_WAIT = argv.includes("--no-wait");
// --floor: also measure the bare Worker making one Durable Object RPC per request (no storage,
// and one SQLite write transaction): the runtime's floor for "one store round trip".
const FLOOR = argv.includes("--floor");
const PREWARM_MS = opt("prewarm", 3) * 1000; // one unrecorded pass over every case before round 1

// ---------- the 200-word text (written for this benchmark) ----------
const TEXT = [
  "In today's rapidly evolving digital landscape, it is important to note that organizations must",
  "leverage cutting-edge solutions to stay ahead of the curve. Moreover, the seamless integration of",
  "artificial intelligence into everyday workflows has fundamentally transformed the way teams",
  "collaborate, communicate, and deliver value to their stakeholders. Furthermore, by harnessing the",
  "power of data-driven insights, businesses can unlock unprecedented opportunities for growth and",
  "innovation.\n\nIt is worth noting that this transformative journey is not without its challenges.",
  "Navigating the complexities of change management requires a holistic approach that fosters a",
  "culture of continuous learning and adaptability. Additionally, leaders should prioritize",
  "transparency and ensure that every team member feels empowered to contribute meaningfully to the",
  "overall vision. In this regard, robust governance frameworks play a pivotal role in mitigating",
  "risks while maximizing long-term impact.\n\nUltimately, embracing these best practices will enable",
  "organizations to thrive in an increasingly competitive marketplace. By delving deeper into emerging",
  "trends and remaining committed to excellence, companies can position themselves as trusted",
  "industry leaders. In conclusion, the path forward is clear: a strategic, forward-thinking mindset, combined with a",
  "steadfast dedication to innovation, will pave the way for sustainable success in the years to come.",
].join(" ");
const countWords = (s: string) => s.split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
const WORDS = countWords(TEXT);
const POST_BODY = Buffer.from(JSON.stringify({ text: TEXT, mode: "standard" }));

// ---------- process management ----------
const groups = new Set<number>(); // pids of the setsid'd wrangler processes (= their process group ids)
let stateDir: string | null = null;

function killGroups(signal: NodeJS.Signals): void {
  for (const pgid of groups) {
    try {
      process.kill(-pgid, signal);
    } catch {}
  }
}
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}
async function cleanup() {
  killGroups("SIGTERM");
  const deadline = Date.now() + 5000;
  while ([...groups].some(groupAlive) && Date.now() < deadline) await sleep(100);
  killGroups("SIGKILL");
  groups.clear();
  if (stateDir) {
    try {
      rmSync(stateDir, { recursive: true, force: true });
    } catch {}
    stateDir = null;
  }
}
process.on("exit", () => {
  killGroups("SIGKILL");
  if (stateDir)
    try {
      rmSync(stateDir, { recursive: true, force: true });
    } catch {}
});
for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(sig, async () => {
    console.error(`\n${sig}: stopping wrangler process groups`);
    shuttingDown = true;
    await cleanup();
    process.exit(130);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo; // listening on TCP
      srv.close(() => resolve(port));
    });
  });
}

/** `wrangler dev` under setsid (its pid is its process group's id), with its recent output. */
type Wrangler = ChildProcess & { pid: number; exited: boolean; getLog(): string };

function startWrangler(
  name: string,
  { cwd, config, port, persist, vars = [] }: { cwd: string; config?: string; port: number; persist: string; vars?: string[] },
): Wrangler {
  const args = [
    WRANGLER,
    "dev",
    ...(config ? ["--config", config] : []),
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--log-level",
    "warn",
    "--persist-to",
    persist,
    ...vars.flatMap((v) => ["--var", v]),
  ];
  const child = spawn("setsid", args, {
    cwd,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${name}: could not start setsid ${WRANGLER}`);
  groups.add(pid);
  let log = "";
  const keep = (d: Buffer) => {
    log += d;
    if (log.length > 20000) log = log.slice(-20000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const wrangler: Wrangler = Object.assign(child, { pid, exited: false, getLog: () => log });
  child.on("exit", (code, sig) => {
    wrangler.exited = true;
    if (!shuttingDown) console.error(`[${name}] wrangler exited (${code ?? sig}); last output:\n${log.slice(-3000)}`);
  });
  return wrangler;
}
let shuttingDown = false;

/** The fields of the service's JSON answers this benchmark reads. */
interface Answer {
  account_id?: string;
  api_key?: string;
  plan?: string;
  balance_remaining?: number;
  humanized_text?: string;
  words_used?: number;
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: Answer | null;
}

function request(
  port: number,
  method: string,
  pathname: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = body == null ? null : Buffer.from(typeof body === "string" ? body : JSON.stringify(body));
    const h: Record<string, string> = { ...headers };
    if (payload) {
      h["content-type"] ??= "application/json";
      h["content-length"] = String(payload.length);
    }
    const req = http.request({ host: "127.0.0.1", port, method, path: pathname, headers: h, agent: false }, (res) => {
      let data = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (data += d));
      res.on("end", () => {
        let json: Answer | null = null;
        try {
          json = JSON.parse(data) as Answer;
        } catch {}
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: data, json });
      });
    });
    req.on("error", reject);
    req.setTimeout(30000, () => req.destroy(new Error("timeout")));
    req.end(payload ?? undefined);
  });
}

async function waitReady(name: string, child: Wrangler, port: number, timeoutMs = 90000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exited) throw new Error(`${name}: wrangler exited before it was ready`);
    try {
      const r = await request(port, "GET", "/__ready_probe");
      if (r.status) return;
    } catch {}
    await sleep(250);
  }
  throw new Error(`${name}: not ready after ${timeoutMs / 1000}s; output:\n${child.getLog().slice(-3000)}`);
}

function loadavg(): number[] {
  return readFileSync("/proc/loadavg", "utf8").trim().split(/\s+/).slice(0, 3).map(Number);
}
async function waitForLoad(label: string): Promise<{ waited: number; load: number[]; ok: boolean }> {
  if (NO_WAIT) return { waited: 0, load: loadavg(), ok: true };
  const t0 = Date.now();
  for (;;) {
    const load = loadavg();
    if ((load[0] ?? 0) < MAX_LOAD) return { waited: (Date.now() - t0) / 1000, load, ok: true };
    if ((Date.now() - t0) / 1000 >= MAX_WAIT_S) {
      console.log(`  ${label}: 1-min load still ${load[0]} after ${MAX_WAIT_S}s; measuring anyway`);
      return { waited: (Date.now() - t0) / 1000, load, ok: false };
    }
    console.log(`  ${label}: 1-min load ${load[0]} >= ${MAX_LOAD}; waiting 15 s`);
    await sleep(15000);
  }
}

// ---------- CPU accounting (Linux /proc; USER_HZ = 100) ----------
// Per case, over the timed window only: CPU of the target's process group (wrangler's Node
// process + its two workerd processes), of this process (the load generator), and of the
// whole machine (user+nice+system from /proc/stat). "Other" = machine − ours: the other
// engineer's work, roughly (kernel time of our own sockets is partly in it).
const TICK_MS = 10;
// Each group is: wrangler's Node process (and esbuild), an "entry" workerd that owns the
// listening port (wrangler's dev proxy), and the workerd that runs the Worker itself (the one
// started with --inspector-addr). Requests go client -> entry workerd -> Worker workerd.
type Role = "node" | "entry" | "worker";
const roleCache = new Map<string, Role>();
function roleOf(pid: string): Role {
  let role = roleCache.get(pid);
  if (role === undefined) {
    role = "node";
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      if (/workerd$/.test(cmd[0] ?? "")) role = cmd.some((a) => a.startsWith("--inspector-addr")) ? "worker" : "entry";
    } catch {}
    roleCache.set(pid, role);
  }
  return role;
}
/** CPU jiffies of a process group: all of it, and by role. */
type Jiffies = Record<"total" | Role, number>;
function groupJiffies(pgids: number[]): Record<number, Jiffies> {
  const out: Record<number, Jiffies> = Object.fromEntries(pgids.map((g) => [g, { total: 0, node: 0, entry: 0, worker: 0 }]));
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${d}/stat`, "utf8");
    } catch {
      continue;
    }
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const group = out[Number(f[2])];
    if (!group) continue;
    const j = Number(f[11]) + Number(f[12]);
    group.total += j;
    group[roleOf(d)] += j;
  }
  return out;
}
function machineJiffies(): { busy: number; steal: number } {
  const [, user = 0, nice = 0, system = 0, , , , , steal = 0] = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "").trim().split(/\s+/).map(Number);
  return { busy: user + nice + system, steal };
}
interface CpuSnapshot {
  t: number;
  groups: Record<number, Jiffies>;
  self: NodeJS.CpuUsage;
  machine: { busy: number; steal: number };
}
function cpuSnapshot(pgids: number[]): CpuSnapshot {
  return { t: performance.now(), groups: groupJiffies(pgids), self: process.cpuUsage(), machine: machineJiffies() };
}
type CpuDelta = ReturnType<typeof cpuDelta>;
function cpuDelta(a: CpuSnapshot, b: CpuSnapshot, targetPgid: number, pgids: number[]) {
  const sec = (b.t - a.t) / 1000;
  const at = (s: CpuSnapshot, g: number, k: keyof Jiffies) => s.groups[g]?.[k] ?? 0; // every pgid was snapshotted
  const ours = pgids.reduce((s, g) => s + (at(b, g, "total") - at(a, g, "total")), 0) * TICK_MS;
  const d = (k: keyof Jiffies) => (at(b, targetPgid, k) - at(a, targetPgid, k)) * TICK_MS;
  const selfMs = (b.self.user + b.self.system - a.self.user - a.self.system) / 1000;
  const machineMs = (b.machine.busy - a.machine.busy) * TICK_MS;
  return {
    targetMs: d("total"),
    workerMs: d("worker"),
    entryMs: d("entry"),
    nodeMs: d("node"),
    targetCores: d("total") / 1000 / sec,
    loadgenCores: selfMs / 1000 / sec,
    otherCores: Math.max(0, machineMs - ours - selfMs) / 1000 / sec,
    stealCores: ((b.machine.steal - a.machine.steal) * TICK_MS) / 1000 / sec,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  const at = (i: number) => s[i] ?? NaN;
  return n % 2 ? at((n - 1) / 2) : (at(n / 2 - 1) + at(n / 2)) / 2;
};
const f = (x: number, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : "-");

// ---------- main ----------
/** A case's measurement in one round, with the CPU it took. */
type Result = Measurement & { cpu: CpuDelta; cpuPerReq: number; workerPerReq: number; entryPerReq: number; nodePerReq: number };

type CaseId = "bareGet" | "balance" | "barePost" | "humanize" | "bareEcho" | "floorNoop" | "floorWrite" | "floorHeaders";

interface Case {
  id: CaseId;
  label: string;
  port: number;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
}

async function main(): Promise<number> {
  const wranglerVersion = execFileSync(WRANGLER, ["--version"], { encoding: "utf8" }).trim().split("\n").pop();
  const cpu = os.cpus()[0]?.model ?? "?";
  console.log(`Independent side-by-side benchmark  ${new Date().toISOString()}`);
  console.log(`host: ${os.cpus().length} x ${cpu}, Node ${process.version}, wrangler ${wranglerVersion}`);
  console.log(
    `load generator: closed loop, node:http keep-alive, ${CONNECTIONS} connections, ${WARMUP_MS / 1000} s warm-up + ${DURATION_MS / 1000} s window, ${ROUNDS} round(s)`,
  );
  console.log(`humanize text: ${WORDS} words, request body ${POST_BODY.length} bytes`);
  console.log(`load average at start: ${loadavg().join(" ")}`);

  stateDir = mkdtempSync("/dev/shm/independent-bench-");
  const adminToken = randomBytes(24).toString("base64url");
  const [barePort, svcPort] = [await freePort(), await freePort()];

  // One after the other: two `wrangler dev` starting at the same instant race for the same
  // default inspector port and one of them fails to start.
  const bare = startWrangler("bare", {
    cwd: path.join(HERE, "bare"),
    config: path.join(HERE, "bare/wrangler.toml"),
    port: barePort,
    persist: path.join(stateDir, "bare"),
  });
  await waitReady("bare", bare, barePort);
  const svc = startWrangler("service", {
    cwd: ROOT,
    port: svcPort,
    persist: path.join(stateDir, "service"),
    vars: [`ADMIN_TOKEN:${adminToken}`, "RATE_LIMIT_PER_HOUR:100000000"],
  });
  await waitReady("service", svc, svcPort);
  console.log(`bare Worker on :${barePort} (pgid ${bare.pid}), service on :${svcPort} (pgid ${svc.pid}), state in ${stateDir}`);

  // An account on the api plan with a large subscription (operator API, contract §8).
  const admin = { authorization: `Bearer ${adminToken}` };
  const created = await request(svcPort, "POST", "/admin/v1/accounts", { headers: admin, body: {} });
  if (created.status !== 201) throw new Error(`create account: ${created.status} ${created.text}`);
  if (!created.json) throw new Error(`create account: not JSON: ${created.text}`);
  const { account_id: accountId, api_key: apiKey } = created.json;
  const sub = await request(svcPort, "PUT", `/admin/v1/accounts/${accountId}/subscription`, {
    headers: admin,
    body: { words_per_period: 2_000_000_000 },
  });
  if (sub.status !== 200) throw new Error(`subscription: ${sub.status} ${sub.text}`);
  const auth = { authorization: `Bearer ${apiKey}` };

  // Sanity checks, outside the timed windows.
  const bal = await request(svcPort, "GET", "/api/v1/balance", { headers: auth });
  if (bal.status !== 200 || bal.json?.plan !== "api") throw new Error(`balance check: ${bal.status} ${bal.text}`);
  const hum = await request(svcPort, "POST", "/api/v1/humanize", { headers: auth, body: POST_BODY.toString() });
  if (hum.status !== 200 || typeof hum.json?.humanized_text !== "string") throw new Error(`humanize check: ${hum.status} ${hum.text}`);
  const bareGet = await request(barePort, "GET", "/");
  const bareEcho = await request(barePort, "POST", "/echo", { body: POST_BODY.toString() });
  console.log(`account ${accountId}: plan ${bal.json.plan}, balance ${bal.json.balance_remaining}; rate limit header ${bal.headers["x-ratelimit-limit"]}`);
  console.log(
    `response sizes: balance ${bal.text.length} B, humanize ${hum.text.length} B (words_used ${hum.json?.words_used}), bare GET ${bareGet.text.length} B, bare echo ${bareEcho.text.length} B`,
  );

  const jsonHeaders = { "content-type": "application/json" };
  const cases: Case[] = [
    { id: "bareGet", label: "bare GET /", port: barePort, method: "GET", path: "/" },
    { id: "balance", label: "service GET /api/v1/balance", port: svcPort, method: "GET", path: "/api/v1/balance", headers: auth },
    { id: "barePost", label: `bare POST / (${WORDS}-word body)`, port: barePort, method: "POST", path: "/", headers: jsonHeaders, body: POST_BODY },
    {
      id: "humanize",
      label: `service POST /api/v1/humanize (${WORDS} w)`,
      port: svcPort,
      method: "POST",
      path: "/api/v1/humanize",
      headers: { ...auth, ...jsonHeaders },
      body: POST_BODY,
    },
    { id: "bareEcho", label: "extra: bare POST /echo (text back)", port: barePort, method: "POST", path: "/echo", headers: jsonHeaders, body: POST_BODY },
  ];
  if (FLOOR) {
    cases.push(
      { id: "floorNoop", label: "floor: bare + 1 DO RPC, no storage", port: barePort, method: "GET", path: "/do-noop" },
      { id: "floorWrite", label: "floor: bare + 1 DO RPC, 1 SQL write txn", port: barePort, method: "GET", path: "/do-write" },
      { id: "floorHeaders", label: "floor: the same + an API answer's 12 headers", port: barePort, method: "GET", path: "/do-write-headers" },
    );
  }
  const results = new Map<CaseId, Result[]>(cases.map((c) => [c.id, []]));
  /** The results of a case, one per round so far. */
  const of = (id: CaseId): Result[] => results.get(id) ?? [];
  const roundInfo: { round: number; loadBefore: number[]; waited: number; loadOk: boolean; start: string; loadAfter?: number[] }[] = [];

  // Unrecorded pass over every case: JIT, the object's SQLite pages and the sockets of both
  // runtimes are warm before round 1, so round 1's first case is not penalised.
  if (PREWARM_MS > 0) {
    console.log(`pre-warm: ${PREWARM_MS / 1000} s per case, not recorded`);
    for (const c of cases) {
      await measure({
        port: c.port,
        method: c.method,
        path: c.path,
        headers: c.headers ?? {},
        body: c.body ?? null,
        connections: CONNECTIONS,
        warmupMs: 0,
        durationMs: PREWARM_MS,
      });
    }
  }

  for (let round = 1; round <= ROUNDS; round++) {
    const wait = await waitForLoad(`round ${round}`);
    const info: (typeof roundInfo)[number] = { round, loadBefore: wait.load, waited: wait.waited, loadOk: wait.ok, start: new Date().toISOString() };
    console.log(`round ${round}: load before ${wait.load.join(" ")} (waited ${Math.round(wait.waited)} s)`);
    for (const c of cases) {
      const pgids = [bare.pid, svc.pid];
      let snapA: CpuSnapshot | undefined;
      let snapB: CpuSnapshot | undefined;
      const m = await measure({
        port: c.port,
        method: c.method,
        path: c.path,
        headers: c.headers ?? {},
        body: c.body ?? null,
        connections: CONNECTIONS,
        warmupMs: WARMUP_MS,
        durationMs: DURATION_MS,
        onWindowStart: () => (snapA = cpuSnapshot(pgids)),
        onWindowEnd: () => (snapB = cpuSnapshot(pgids)),
      });
      if (!snapA || !snapB) throw new Error("the timed window did not open and close"); // measure() awaits both marks
      const cpu = cpuDelta(snapA, snapB, c.port === barePort ? bare.pid : svc.pid, pgids);
      const r: Result = Object.assign(m, {
        cpu,
        cpuPerReq: cpu.targetMs / Math.max(1, m.requests),
        workerPerReq: cpu.workerMs / Math.max(1, m.requests),
        entryPerReq: cpu.entryMs / Math.max(1, m.requests),
        nodePerReq: cpu.nodeMs / Math.max(1, m.requests),
      });
      of(c.id).push(r);
      console.log(
        `  ${c.label.padEnd(42)} ${f(r.rps, 0).padStart(6)} rps  p50 ${f(r.p50, 2).padStart(6)} ms  p99 ${f(r.p99, 2).padStart(7)} ms  errors ${r.errors}  sockets ${r.socketsOpened}` +
          `  | CPU: target ${f(cpu.targetCores, 2)} cores = ${f(r.cpuPerReq, 3)} ms/req (Worker ${f(r.workerPerReq, 3)}, proxy ${f(r.entryPerReq, 3)}, node ${f(r.nodePerReq, 3)}), load gen ${f(cpu.loadgenCores, 2)}, other ${f(cpu.otherCores, 2)}, steal ${f(cpu.stealCores, 2)}` +
          (r.firstError ? `  first error: ${r.firstError}` : ""),
      );
      if (bare.exited || svc.exited) throw new Error("a wrangler process exited during the run");
    }
    info.loadAfter = loadavg();
    roundInfo.push(info);
  }

  // ---------- table ----------
  const med = (id: CaseId, k: "rps" | "p50" | "p99") => median(of(id).map((r) => r[k]));
  console.log("\n## Results (requests/s counts 2xx answers only; latency in ms, to the end of the body)\n");
  const head = ["case", ...of("bareGet").map((_, i) => `round ${i + 1} rps / p50 / p99`), "median rps / p50 / p99", "errors"];
  console.log(`| ${head.join(" | ")} |`);
  console.log(`|${head.map((_, i) => (i === 0 ? "---" : "---:")).join("|")}|`);
  for (const c of cases) {
    const rs = of(c.id);
    const cells = rs.map((r) => `${f(r.rps, 0)} / ${f(r.p50, 2)} / ${f(r.p99, 1)}${r.cpu.otherCores > 0.25 ? " !" : ""}`);
    const errs = rs.reduce((a, r) => a + r.errors, 0);
    console.log(`| ${c.label} | ${cells.join(" | ")} | **${f(med(c.id, "rps"), 0)}** / ${f(med(c.id, "p50"), 2)} / ${f(med(c.id, "p99"), 1)} | ${errs} |`);
  }

  console.log('("!": another process used more than 0.25 core during that window)');
  const ratioRow = (label: string, num: CaseId, den: CaseId, target: string) => {
    const per = of(num).map((r, i) => r.rps / (of(den)[i]?.rps ?? NaN));
    const perP99 = of(num).map((r, i) => r.p99 / (of(den)[i]?.p99 ?? NaN));
    const ofMedians = med(num, "rps") / med(den, "rps");
    console.log(
      `| ${label} | ${per.map((x) => f(x, 2)).join(" / ")} | **${f(median(per), 2)}** | ${f(ofMedians, 2)} | ${perP99.map((x) => f(x, 2)).join(" / ")} (median ${f(median(perP99), 2)}) | ${target ?? ""} |`,
    );
  };
  console.log("\n## Ratios (service ÷ bare; per round, same round's bare figure)\n");
  console.log("| ratio | rps per round | median of per-round rps ratios | ratio of median rps | p99 ratio per round | target |");
  console.log("|---|---:|---:|---:|---:|---|");
  ratioRow("balance ÷ bare GET", "balance", "bareGet", "≥ 0.80 (p99 ≤ 2×)");
  ratioRow("humanize ÷ bare POST (same body)", "humanize", "barePost", "");
  ratioRow("humanize ÷ bare GET", "humanize", "bareGet", "≥ 0.60 (p99 ≤ 2×)");
  ratioRow("bare POST ÷ bare GET", "barePost", "bareGet", "(runtime's own cost of the body)");
  ratioRow("extra: humanize ÷ bare POST /echo", "humanize", "bareEcho", "");
  if (FLOOR) {
    ratioRow("floor: 1 DO RPC, no storage ÷ bare GET", "floorNoop", "bareGet", "(runtime floor)");
    ratioRow("floor: 1 DO RPC + 1 SQL write ÷ bare GET", "floorWrite", "bareGet", "(runtime floor)");
    ratioRow("floor with 12 headers ÷ bare GET", "floorHeaders", "bareGet", "(runtime floor)");
    ratioRow("balance ÷ floor (1 DO RPC + 1 SQL write)", "balance", "floorWrite", "(what the service adds above the floor)");
    ratioRow("balance ÷ floor with 12 headers", "balance", "floorHeaders", "(what the service adds above it)");
  }

  console.log("\n## CPU per request of the target's wrangler+workerd process group (ms, timed window), and what else ran\n");
  console.log(
    "| case | per round ms/req (whole group) | median ms/req | ÷ bare GET | Worker's workerd only: median ms/req | ÷ bare GET | other processes' cores per round |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  const cpuMed = (id: CaseId, k: "cpuPerReq" | "workerPerReq" = "cpuPerReq") => median(of(id).map((r) => r[k]));
  for (const c of cases) {
    const rs = of(c.id);
    console.log(
      `| ${c.label} | ${rs.map((r) => f(r.cpuPerReq, 3)).join(" / ")} | ${f(cpuMed(c.id), 3)} | ${f(cpuMed(c.id) / cpuMed("bareGet"), 2)} | ${f(cpuMed(c.id, "workerPerReq"), 3)} | ${f(cpuMed(c.id, "workerPerReq") / cpuMed("bareGet", "workerPerReq"), 2)} | ${rs.map((r) => f(r.cpu.otherCores, 2) + (r.cpu.otherCores > 0.25 ? "!" : "")).join(" / ")} |`,
    );
  }
  console.log('("!": other processes used more than 0.25 core during that window: that figure is disturbed by a neighbour)');
  console.log(
    `CPU-bound capacity ratios, whole group (bare CPU/req ÷ service CPU/req): balance ÷ bare GET ${f(cpuMed("bareGet") / cpuMed("balance"), 2)}, humanize ÷ bare POST ${f(cpuMed("barePost") / cpuMed("humanize"), 2)}, humanize ÷ bare GET ${f(cpuMed("bareGet") / cpuMed("humanize"), 2)}`,
  );
  const w = "workerPerReq";
  console.log(
    `same, Worker's workerd only (no dev proxy, no wrangler): balance ÷ bare GET ${f(cpuMed("bareGet", w) / cpuMed("balance", w), 2)}, humanize ÷ bare POST ${f(cpuMed("barePost", w) / cpuMed("humanize", w), 2)}, humanize ÷ bare GET ${f(cpuMed("bareGet", w) / cpuMed("humanize", w), 2)}`,
  );

  console.log("\n## Load average (1/5/15 min) per round");
  for (const i of roundInfo) {
    console.log(
      `round ${i.round} (${i.start}): before ${i.loadBefore.join(" ")}${i.loadOk ? "" : " (above the threshold: measured anyway)"}, waited ${Math.round(i.waited)} s; after ${i.loadAfter?.join(" ")}`,
    );
  }

  const total = [...results.values()].flat().reduce((a, r) => a + r.errors, 0);
  const svcErr = [...of("balance"), ...of("humanize")].reduce((a, r) => a + r.errors, 0);
  console.log(`\nerrors: ${total} in all, ${svcErr} on the service cases (must be 0)`);
  const after = await request(svcPort, "GET", "/api/v1/balance", { headers: auth });
  console.log(`account balance after the run: ${after.json?.balance_remaining} (started ${bal.json.balance_remaining})`);
  return svcErr === 0 ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`error: ${(err as Error | null | undefined)?.stack ?? err}`);
  code = 1;
} finally {
  shuttingDown = true;
  await cleanup();
}
process.exit(code);
