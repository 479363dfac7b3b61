// Black-box conformance checker for the humanize API, written from CONTRACT.md alone.
//
//   node --import tsx test/blackbox/run.ts --url http://127.0.0.1:8787 --admin-token TOKEN
//   node --import tsx test/blackbox/run.ts --start [--var NAME:VALUE ...]
//
// Prints one line per check ("ok - ..." / "not ok - ... : expected X, got Y"), notes as
// "# ..." lines, and ends with exactly one "N passed, M failed" line. Exit code 1 on failure.
// Node 20+ under tsx, built-ins only (and no types of the project: it knows the API from the
// contract alone, and types the answers it reads itself).

import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const RUN_BUDGET_MS = 115_000;
const REQUEST_TIMEOUT_MS = 20_000;

// ---------------------------------------------------------------- arguments
function usage(code: number): never {
  console.error(
    "usage: node --import tsx test/blackbox/run.ts --url URL --admin-token TOKEN\n" +
      "       node --import tsx test/blackbox/run.ts --start [--var NAME:VALUE ...]",
  );
  process.exit(code);
}
const argv = process.argv.slice(2);
let BASE: string | null = null;
let ADMIN: string | null = process.env.ADMIN_TOKEN || null;
let START = false;
const extraVars: string[] = [];
for (let i = 0; i < argv.length; i++) {
  const a = argv[i] ?? "";
  const val = (): string => {
    if (a.includes("=")) return a.slice(a.indexOf("=") + 1);
    if (i + 1 >= argv.length) usage(2);
    return argv[++i] ?? "";
  };
  if (a === "--url" || a.startsWith("--url=")) BASE = val();
  else if (a === "--admin-token" || a.startsWith("--admin-token=")) ADMIN = val();
  else if (a === "--start") START = true;
  else if (a === "--var" || a.startsWith("--var=")) extraVars.push(val());
  else if (a === "-h" || a === "--help") usage(0);
  else {
    console.error(`unknown argument: ${a}`);
    usage(2);
  }
}
if (!START && (!BASE || !ADMIN)) usage(2);
if (START && extraVars.some((v) => /^ADMIN_TOKEN:/.test(v))) {
  console.error("--start sets ADMIN_TOKEN itself; do not pass it with --var");
  process.exit(2);
}
if (BASE) BASE = BASE.replace(/\/+$/, "");

// ---------------------------------------------------------------- reporting
let passed = 0;
let failed = 0;
let finished = false;
const short = (v: unknown, n = 300) => {
  let s: string | undefined;
  if (typeof v === "string") s = v;
  else {
    try {
      s = JSON.stringify(v);
    } catch {
      s = String(v);
    }
  }
  if (s === undefined) s = String(v);
  s = s.replace(/\s+/g, " ");
  return s.length > n ? s.slice(0, n) + "…" : s;
};
let quiet = false; // set once interrupted: checks still in flight are not reported
function ok(name: string): void {
  if (quiet) return;
  passed++;
  console.log(`ok - ${name}`);
}
function notOk(name: string, expected: unknown, got: unknown): void {
  if (quiet) return;
  failed++;
  console.log(`not ok - ${name} : expected ${short(expected)}, got ${short(got)}`);
}
function check(name: string, cond: unknown, expected: unknown, got: unknown): boolean {
  if (cond) ok(name);
  else notOk(name, expected, got);
  return !!cond;
}
function note(s: string): void {
  console.log(`# ${s}`);
}
function canon(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canon);
  if (v && typeof v === "object") {
    const o: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) o[k] = canon((v as Record<string, unknown>)[k]);
    return o;
  }
  return v;
}
const same = (a: unknown, b: unknown) => JSON.stringify(canon(a)) === JSON.stringify(canon(b));
function eq(name: string, got: unknown, expected: unknown): boolean {
  return check(name, same(got, expected), expected, got);
}

// ---------------------------------------------------------------- server management
let child: ChildProcess | null = null;
let persistDir: string | null = null;
let serverLog = "";
let cleaning: Promise<void> | null = null;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo; // listening on TCP
      srv.close(() => resolve(port));
    });
  });
}
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}
async function cleanup(): Promise<void> {
  if (cleaning) return cleaning;
  cleaning = (async () => {
    if (child && child.pid) {
      const pid = child.pid;
      try {
        process.kill(-pid, "SIGTERM");
      } catch {}
      const until = Date.now() + 5000;
      while (groupAlive(pid) && Date.now() < until) await sleep(100);
      if (groupAlive(pid)) {
        try {
          process.kill(-pid, "SIGKILL");
        } catch {}
      }
    }
    if (persistDir) {
      try {
        fs.rmSync(persistDir, { recursive: true, force: true });
      } catch {}
    }
  })();
  return cleaning;
}
function killGroupSync() {
  if (child && child.pid) {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {}
  }
}
process.on("exit", killGroupSync);
for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(sig, async () => {
    if (quiet) return;
    console.log(`not ok - run interrupted by ${sig} : expected a complete run, got ${sig}`);
    failed++;
    quiet = true;
    await cleanup();
    if (!finished) {
      finished = true;
      console.log(`${passed} passed, ${failed} failed`);
    }
    process.exit(130);
  });
}

async function startServer(): Promise<boolean> {
  const port = await freePort();
  persistDir = fs.mkdtempSync(path.join(os.tmpdir(), "humanize-blackbox-"));
  ADMIN = crypto.randomBytes(24).toString("hex");
  const bin = path.join(ROOT, "node_modules", ".bin", "wrangler");
  const args = ["dev", "--ip", "127.0.0.1", "--port", String(port), "--log-level", "warn", "--persist-to", persistDir, "--var", `ADMIN_TOKEN:${ADMIN}`];
  for (const v of extraVars) args.push("--var", v);
  const server = spawn(bin, args, {
    cwd: ROOT,
    detached: true, // setsid(): own process group, killed as a whole at the end
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", NO_COLOR: "1", FORCE_COLOR: "0" },
  });
  child = server;
  const grab = (d: Buffer) => {
    serverLog += d.toString().replace(/\x1b\[[0-9;]*[A-Za-z]/g, "");
    if (serverLog.length > 20000) serverLog = serverLog.slice(-20000);
  };
  server.stdout.on("data", grab);
  server.stderr.on("data", grab);
  let exited: null | { code: number | null; signal: NodeJS.Signals | null } | { error: string } = null;
  server.on("exit", (code, signal) => {
    exited = { code, signal };
  });
  server.on("error", (e) => {
    exited = { error: e.message };
  });
  BASE = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  let buildFailedAt = 0;
  while (Date.now() < deadline) {
    if (exited) break;
    if (/Build failed/.test(serverLog)) {
      buildFailedAt ||= Date.now();
      if (Date.now() - buildFailedAt > 5000) break; // wrangler keeps watching; don't wait out the 60 s
    }
    try {
      const r = await fetch(`${BASE}/api/v1/balance`, { signal: AbortSignal.timeout(3000) });
      await r.arrayBuffer();
      if (r.status < 500) return true;
    } catch {}
    await sleep(300);
  }
  notOk(
    "server starts with wrangler dev and answers within 60 s",
    "an HTTP answer on " + BASE,
    exited ? `process exited ${short(exited)}; log: ${serverLog.slice(-1500)}` : `no answer; log: ${serverLog.slice(-1500)}`,
  );
  return false;
}

// ---------------------------------------------------------------- HTTP
/**
 * A JSON answer, typed as the contract describes it. A check tests every field it reads; where one
 * reads a field without first testing that the answer is JSON, `json!` keeps what the checker
 * always did: a non-JSON answer throws there, and `guarded` reports the section as crashed.
 */
interface Answer {
  error?: string;
  message?: string;
  account_id?: string;
  api_key?: string;
  plan?: string;
  trial_balance?: number;
  balance?: number;
  subscription?: { status: string; words_per_period: number; current_period_end: string } | null;
  key?: { prefix: string; created_at: string } | null;
  humanized_text?: string;
  words_used?: number;
  balance_remaining?: number;
  reset_date?: string | null;
}

/** A response (status 0: a network failure, described in `text`). */
interface Reply {
  method: string;
  path: string;
  status: number;
  headers: Headers;
  h(name: string): string | null;
  text: string;
  json: Answer | undefined;
  sentAuth: string | undefined;
  sentBodyLen?: number;
}

interface CallOptions {
  key?: string;
  admin?: boolean;
  auth?: string | undefined;
  json?: unknown;
  raw?: string;
  contentType?: string | null;
  headers?: Record<string, string>;
}

const allResponses: Reply[] = [];
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_MS_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function call(method: string, p: string, opts: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (opts.key !== undefined) headers.authorization = `Bearer ${opts.key}`;
  if (opts.admin) headers.authorization = `Bearer ${ADMIN}`;
  if (opts.auth !== undefined) headers.authorization = opts.auth;
  let body: string | Buffer | undefined;
  if (opts.json !== undefined) {
    body = JSON.stringify(opts.json);
    headers["content-type"] = "application/json";
  }
  if (opts.raw !== undefined) {
    body = opts.raw;
    headers["content-type"] = "application/json";
  }
  if (opts.contentType !== undefined) {
    if (opts.contentType === null) {
      delete headers["content-type"];
      if (typeof body === "string") body = Buffer.from(body, "utf8"); // fetch adds no Content-Type for bytes
    } else headers["content-type"] = opts.contentType;
  }
  Object.assign(headers, opts.headers || {});
  let res: Response;
  let text: string;
  try {
    res = await fetch(BASE + p, {
      method,
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    text = await res.text();
  } catch (error) {
    // Network failure / timeout: a status-0 pseudo response, so the check reports it and the run goes on.
    const e = error as { message?: string; cause?: { code?: string; message?: string } } | null | undefined;
    const msg = `network error: ${e && e.cause ? e.cause.code || e.cause.message : e && e.message}`;
    return { method, path: p, status: 0, headers: new Headers(), h: () => null, text: msg, json: undefined, sentAuth: headers.authorization };
  }
  let json: Answer | undefined;
  try {
    json = JSON.parse(text) as Answer;
  } catch {
    json = undefined;
  }
  const r: Reply = {
    method,
    path: p,
    status: res.status,
    headers: res.headers,
    h: (n: string) => res.headers.get(n),
    text,
    json,
    sentAuth: headers.authorization,
    sentBodyLen: body === undefined ? 0 : typeof body === "string" ? Buffer.byteLength(body) : body.length,
  };
  allResponses.push(r);
  return r;
}
/** A humanize body, valid or not (the checker sends wrong types on purpose). */
type Body = Record<string, unknown>;
const humanize = (key: string | undefined, body: Body, opts: CallOptions = {}) => call("POST", "/api/v1/humanize", { key, json: body, ...opts });
const balance = (key: string | undefined, opts: CallOptions = {}) => call("GET", "/api/v1/balance", { key, ...opts });
const describe = (r: Reply) => `${r.status} ${short(r.text, 220)}`;

function isErrorShape(j: unknown): boolean {
  return (
    j !== null &&
    typeof j === "object" &&
    !Array.isArray(j) &&
    same(Object.keys(j).sort(), ["error", "message"]) &&
    typeof (j as Answer).error === "string" &&
    typeof (j as Answer).message === "string" &&
    ((j as Answer).message ?? "").trim().length > 0
  );
}
function isJsonCT(r: Reply): boolean {
  return /^application\/json\b/i.test(r.h("content-type") || "");
}
// One check: status, error code, exact {error,message} shape, JSON content type, plus extras.
/** A header check: name, test, what it wants. */
type HeaderCheck = [string, (value: string | null) => boolean, string];

function expectError(
  name: string,
  r: Reply,
  status: number,
  code: string,
  extra: { messageMatches?: RegExp[]; headers?: HeaderCheck[]; describe?: string } = {},
): boolean {
  const problems: string[] = [];
  if (r.status !== status) problems.push("status");
  if (!r.json || r.json.error !== code) problems.push("code");
  if (!isErrorShape(r.json)) problems.push("shape");
  if (!isJsonCT(r)) problems.push(`content-type=${r.h("content-type")}`);
  for (const re of extra.messageMatches || []) {
    if (!(r.json && typeof r.json.message === "string" && re.test(r.json.message))) problems.push(`message !~ ${re}`);
  }
  for (const [hn, test, desc] of extra.headers || []) {
    if (!test(r.h(hn))) problems.push(`${hn}: ${desc} (got ${r.h(hn)})`);
  }
  const exp = `${status} {"error":"${code}","message":"…"}` + (problems.length && extra.describe ? ` ${extra.describe}` : "");
  return check(name, problems.length === 0, exp, `${describe(r)} [${problems.join("; ")}]`);
}
const www: HeaderCheck = ["www-authenticate", (v) => /^Bearer\b/i.test(v || ""), "WWW-Authenticate: Bearer"];
const expect401 = (name: string, r: Reply) => expectError(name, r, 401, "invalid_api_key", { headers: [www] });

// ---------------------------------------------------------------- texts
const SENTENCES = [
  "Our team reviewed the quarterly report and found several errors.",
  "The weather was pleasant, so we walked to the park.",
  "She asked her manager for feedback on the new proposal.",
  "We must finish the project before the end of March.",
  "The library offers free classes for adults every Tuesday evening.",
  "Many people enjoy reading books while drinking a warm coffee.",
  "The company plans to hire more engineers later this year.",
  "He fixed the broken bicycle and rode it to school.",
  "Our neighbors invited us to dinner on Saturday night again.",
  "It is important to drink enough water during hot days.",
];
// The contract's word rule (section 3), used here only to self-check the fixtures.
const SEG = new Intl.Segmenter(undefined, { granularity: "word" });
const NOSPACE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
function countWords(text: string): number {
  let n = 0;
  for (const run of text.split(/\p{White_Space}+/u)) {
    if (!/[\p{L}\p{N}]/u.test(run)) continue;
    if (!NOSPACE.test(run)) {
      n++;
      continue;
    }
    n += [...SEG.segment(run)].filter((s) => s.isWordLike).length;
  }
  return n;
}
// Exactly n words of plain English, starting at sentence `offset` (different offsets, different texts).
function words(n: number, offset = 0): string {
  const out: string[] = [];
  let left = n;
  let i = offset;
  while (left >= 10) {
    out.push(SENTENCES[i % SENTENCES.length] ?? "");
    left -= 10;
    i++;
  }
  if (left > 0) {
    const w = (SENTENCES[i % SENTENCES.length] ?? "").replace(/[.,]/g, "").split(" ").slice(0, left);
    out.push(w.join(" ") + ".");
  }
  const t = out.join(" ");
  if (countWords(t) !== n) throw new Error(`fixture words(${n}) has ${countWords(t)} words`);
  return t;
}
const JA_TEXT =
  "今日はとても良い天気だったので、友達と一緒に公園を散歩しました。その後、近くのカフェでコーヒーを飲みながら、新しい仕事について長い時間話し合いました。";
const ZH_TEXT = "今天天气很好，我们和朋友一起去公园散步。然后我们在附近的咖啡馆喝咖啡，聊了很长时间关于新工作的事情。";
const TH_TEXT = "วันนี้อากาศดีมาก เราจึงไปเดินเล่นที่สวนสาธารณะกับเพื่อน หลังจากนั้นเราไปดื่มกาแฟที่ร้านใกล้บ้านและคุยกันเรื่องงานใหม่เป็นเวลานาน";

// ---------------------------------------------------------------- helpers over the admin API
async function newAccount(): Promise<{ id: string; key: string; created: Reply }> {
  const r = await call("POST", "/admin/v1/accounts", { admin: true, json: {} });
  if (r.status !== 201 || !r.json || typeof r.json.api_key !== "string" || typeof r.json.account_id !== "string")
    throw new Error(`POST /admin/v1/accounts failed: ${describe(r)}`);
  return { id: r.json.account_id, key: r.json.api_key, created: r };
}
const acctPath = (id: string | undefined) => `/admin/v1/accounts/${encodeURIComponent(String(id))}`;
async function adminGet(id: string | undefined): Promise<Answer> {
  const r = await call("GET", acctPath(id), { admin: true });
  if (r.status !== 200) throw new Error(`GET account failed: ${describe(r)}`);
  return r.json!; // not JSON: the caller's first read throws, as it always did
}
async function subscribe(id: string, wpp: number, end?: string): Promise<Reply> {
  const body: Body = { words_per_period: wpp };
  if (end) body.current_period_end = end;
  const r = await call("PUT", acctPath(id) + "/subscription", { admin: true, json: body });
  if (r.status !== 200) throw new Error(`PUT subscription failed: ${describe(r)}`);
  return r;
}
async function spend(key: string, n: number, offset = 0): Promise<Reply> {
  const r = await humanize(key, { text: words(n, offset) });
  if (r.status !== 200) throw new Error(`spending ${n} words failed: ${describe(r)}`);
  return r;
}
function addMonthUTC(d: Date): Date {
  const day = d.getUTCDate();
  const r = new Date(d.getTime());
  r.setUTCDate(1);
  r.setUTCMonth(r.getUTCMonth() + 1);
  const last = new Date(Date.UTC(r.getUTCFullYear(), r.getUTCMonth() + 1, 0)).getUTCDate();
  r.setUTCDate(Math.min(day, last));
  return r;
}
const nowSec = () => Math.floor(Date.now() / 1000);
const isInt = (v: unknown): v is number => Number.isInteger(v);
/** Whether `v` is one of `list` (any value: it comes from an answer). */
const oneOf = (v: unknown, list: readonly unknown[]) => list.includes(v);
function accountStateProblems(s: Answer | undefined): string[] {
  const p: string[] = [];
  if (!s || typeof s !== "object") return ["not an object"];
  if (typeof s.account_id !== "string") p.push("account_id");
  if (!oneOf(s.plan, ["trial", "api"])) p.push("plan");
  if (!isInt(s.trial_balance)) p.push("trial_balance");
  if (!isInt(s.balance)) p.push("balance");
  if (!("subscription" in s)) p.push("subscription missing");
  else if (s.subscription !== null) {
    const sub = s.subscription;
    if (!oneOf(sub?.status, ["active", "cancelled"])) p.push("subscription.status");
    if (!isInt(sub?.words_per_period)) p.push("subscription.words_per_period");
    if (typeof sub?.current_period_end !== "string" || isNaN(Date.parse(sub.current_period_end))) p.push("subscription.current_period_end");
  }
  if (!("key" in s)) p.push("key missing");
  else if (s.key !== null) {
    if (typeof s.key?.prefix !== "string") p.push("key.prefix");
    if (typeof s.key?.created_at !== "string" || isNaN(Date.parse(s.key.created_at))) p.push("key.created_at");
  }
  return p;
}
function checkState(name: string, r: Reply, expect: Record<string, unknown> & { status?: number } = {}): boolean {
  const s = r.json;
  const p = r.status === (expect.status || 200) ? accountStateProblems(s) : [`status ${r.status}`];
  for (const [k, v] of Object.entries(expect)) {
    if (k === "status") continue;
    const got = k.split(".").reduce<unknown>((o, kk) => (o == null ? undefined : (o as Record<string, unknown>)[kk]), s);
    if (!same(got, v)) p.push(`${k}=${short(got)} (want ${short(v)})`);
  }
  return check(name, p.length === 0, `${expect.status || 200} account state ${short(expect)}`, `${describe(r)} [${p.join("; ")}]`);
}

// ================================================================ §8 operator API
async function sectionAdmin() {
  note("§8 operator API");
  const t0 = Date.now();
  const c = await call("POST", "/admin/v1/accounts", { admin: true, json: {} });
  const j = c.json || {};
  check(
    'POST /admin/v1/accounts → 201 {account_id, api_key, plan:"trial", trial_balance:200, balance:0}',
    c.status === 201 &&
      typeof j.account_id === "string" &&
      j.account_id.length > 0 &&
      typeof j.api_key === "string" &&
      j.plan === "trial" &&
      j.trial_balance === 200 &&
      j.balance === 0,
    '201 {account_id, api_key, plan:"trial", trial_balance:200, balance:0}',
    describe(c),
  );
  const extra = Object.keys(j).filter((k) => !["account_id", "api_key", "plan", "trial_balance", "balance"].includes(k));
  if (extra.length) note(`POST /admin/v1/accounts has extra fields ${extra.join(", ")} (not failed: contract lists fields only)`);
  const id = j.account_id;
  const key = j.api_key;
  check("new API key starts with hum_", typeof key === "string" && key.startsWith("hum_"), "hum_…", key);
  const rnd = (key || "").slice(4);
  check(
    "new API key carries ≥128 bits (≥22 URL-safe chars after hum_)",
    rnd.length >= 22 && /^[A-Za-z0-9_-]+$/.test(rnd),
    "≥22 chars of [A-Za-z0-9_-]",
    `${rnd.length} chars`,
  );
  const c2 = await newAccount();
  check("two accounts get different ids and keys", c2.id !== id && c2.key !== key, "distinct", `${c2.id}/${id}`);

  const g = await call("GET", acctPath(id), { admin: true });
  checkState("GET /admin/v1/accounts/{id} → 200 account state of a new account", g, {
    account_id: id,
    plan: "trial",
    trial_balance: 200,
    balance: 0,
    subscription: null,
  });
  check(
    "account state shows key {prefix, created_at} and never the key itself",
    g.json && g.json.key && typeof g.json.key.prefix === "string" && !g.text.includes(String(key)),
    "key:{prefix,created_at}, no raw key",
    describe(g),
  );
  if (g.json && g.json.key && typeof g.json.key.created_at === "string") {
    const ca = Date.parse(g.json.key.created_at);
    check("key.created_at is about now", Math.abs(ca - t0) < 120_000, `≈ ${new Date(t0).toISOString()}`, g.json.key.created_at);
  }

  // auth
  const routes: [string, string, Body?][] = [
    ["POST", "/admin/v1/accounts", {}],
    ["GET", acctPath(id)],
    ["POST", acctPath(id) + "/api-key"],
    ["DELETE", acctPath(id) + "/api-key"],
    ["PUT", acctPath(id) + "/subscription", { words_per_period: 100 }],
    ["DELETE", acctPath(id) + "/subscription"],
    ["POST", acctPath(id) + "/credits", { words: 10 }],
  ];
  for (const [m, p, b] of routes) {
    const r = await call(m, p, { auth: "Bearer wrong-" + ADMIN, json: b });
    expectError(`${m} ${p.replace(String(id), "{id}")} with a wrong admin token → 401 invalid_admin_token`, r, 401, "invalid_admin_token");
  }
  expectError("admin route without Authorization → 401 invalid_admin_token", await call("GET", acctPath(id), {}), 401, "invalid_admin_token");
  expectError("admin route with a user API key as token → 401 invalid_admin_token", await call("GET", acctPath(id), { key }), 401, "invalid_admin_token");
  expectError(
    'admin route with "Basic <admin token>" → 401 invalid_admin_token',
    await call("GET", acctPath(id), { auth: "Basic " + ADMIN }),
    401,
    "invalid_admin_token",
  );
  expectError(
    "wrong admin token on an unknown account → 401 (auth before lookup)",
    await call("GET", acctPath("no-such-account-" + crypto.randomUUID()), { auth: "Bearer nope" }),
    401,
    "invalid_admin_token",
  );
  const after = await adminGet(id);
  check(
    "requests with a wrong admin token changed nothing",
    after.plan === "trial" && after.balance === 0 && after.subscription === null && after.key !== null,
    "plan trial, balance 0, no subscription, key present",
    after,
  );

  // unknown account
  const ghost = acctPath("no-such-account-" + crypto.randomUUID());
  for (const [m, p, b] of [
    ["GET", ghost],
    ["POST", ghost + "/api-key"],
    ["DELETE", ghost + "/api-key"],
    ["PUT", ghost + "/subscription", { words_per_period: 100 }],
    ["DELETE", ghost + "/subscription"],
    ["POST", ghost + "/credits", { words: 10 }],
  ] satisfies [string, string, Body?][]) {
    expectError(
      `${m} ${p.replace(/no-such-account-[0-9a-f-]+/, "{unknown}")} → 404 account_not_found`,
      await call(m, p, { admin: true, json: b }),
      404,
      "account_not_found",
    );
  }

  // validation
  const sp = acctPath(id) + "/subscription";
  const past = new Date(Date.now() - 3600_000).toISOString();
  for (const [label, body] of [
    ["words_per_period 0", { words_per_period: 0 }],
    ["words_per_period -5", { words_per_period: -5 }],
    ["words_per_period 1.5", { words_per_period: 1.5 }],
    ['words_per_period "100"', { words_per_period: "100" }],
    ["words_per_period missing", {}],
    ["current_period_end in the past", { words_per_period: 100, current_period_end: past }],
    ["current_period_end not a date", { words_per_period: 100, current_period_end: "next tuesday" }],
    ["current_period_end a number", { words_per_period: 100, current_period_end: Date.now() + 86400_000 }],
  ]) {
    expectError(`PUT subscription with ${label} → 400 invalid_request`, await call("PUT", sp, { admin: true, json: body }), 400, "invalid_request");
  }
  expectError(
    "PUT subscription with invalid JSON → 400 invalid_request",
    await call("PUT", sp, { admin: true, raw: '{"words_per_period": ' }),
    400,
    "invalid_request",
  );
  const cp = acctPath(id) + "/credits";
  for (const [label, body] of [
    ["words 0", { words: 0 }],
    ["words -10 (negative)", { words: -10 }],
    ["words 2.5", { words: 2.5 }],
    ['words "5"', { words: "5" }],
    ["words missing", {}],
  ]) {
    expectError(`POST credits with ${label} → 400 invalid_request`, await call("POST", cp, { admin: true, json: body }), 400, "invalid_request");
  }
  expectError(
    "POST credits with Content-Type text/plain → 415 unsupported_media_type",
    await call("POST", cp, { admin: true, raw: '{"words":5}', contentType: "text/plain" }),
    415,
    "unsupported_media_type",
  );
  const unchanged = await adminGet(id);
  check(
    "rejected admin requests changed nothing",
    unchanged.plan === "trial" && unchanged.balance === 0 && unchanged.subscription === null && unchanged.trial_balance === 200,
    "plan trial, balance 0, trial 200, no subscription",
    unchanged,
  );

  // credits on a trial account
  const cr = await call("POST", cp, { admin: true, json: { words: 40 } });
  checkState("POST credits {words:40} on a trial account → 200, balance 40, still trial", cr, {
    plan: "trial",
    balance: 40,
    trial_balance: 200,
  });
  eq("GET /balance of a trial account with credits still shows the trial balance", (await balance(key)).json, {
    balance_remaining: 200,
    plan: "trial",
    reset_date: null,
  });

  // subscription with default period end
  const before = new Date();
  const ps = await call("PUT", sp, { admin: true, json: { words_per_period: 1000 } });
  const afterT = new Date();
  checkState("PUT subscription {words_per_period:1000} → 200, plan api, balance 1000 (set), active", ps, {
    plan: "api",
    balance: 1000,
    trial_balance: 200,
    "subscription.status": "active",
    "subscription.words_per_period": 1000,
  });
  const cpe = ps.json && ps.json.subscription && Date.parse(ps.json.subscription.current_period_end);
  check(
    "default current_period_end is one calendar month from now",
    Number(cpe) >= addMonthUTC(before).getTime() - 5000 && Number(cpe) <= addMonthUTC(afterT).getTime() + 5000,
    `≈ ${addMonthUTC(before).toISOString()}`,
    ps.json && ps.json.subscription && ps.json.subscription.current_period_end,
  );
  const b = await balance(key);
  check(
    'GET /balance on api plan → exactly {balance_remaining:1000, plan:"api", reset_date:<period end, toISOString>}',
    b.status === 200 &&
      same(Object.keys(b.json || {}).sort(), ["balance_remaining", "plan", "reset_date"]) &&
      b.json!.balance_remaining === 1000 &&
      b.json!.plan === "api" &&
      typeof b.json!.reset_date === "string" &&
      ISO_MS_RE.test(b.json!.reset_date) &&
      Date.parse(b.json!.reset_date) === cpe,
    `{balance_remaining:1000, plan:"api", reset_date:"${cpe ? new Date(cpe).toISOString() : "?"}"}`,
    describe(b),
  );
  const cr2 = await call("POST", cp, { admin: true, json: { words: 250 } });
  checkState("POST credits {words:250} on api plan → balance 1250", cr2, { plan: "api", balance: 1250 });
  const bc = await balance(key);
  eq("GET /balance shows credits added to the main balance", bc.json && bc.json.balance_remaining, 1250);
  const ps2 = await call("PUT", sp, { admin: true, json: { words_per_period: 300 } });
  checkState("PUT subscription again → balance set to the new words_per_period (300)", ps2, {
    plan: "api",
    balance: 300,
    "subscription.words_per_period": 300,
    "subscription.status": "active",
  });
  const fixed = "2030-01-15T10:20:30Z";
  const ps3 = await call("PUT", sp, { admin: true, json: { words_per_period: 300, current_period_end: fixed } });
  checkState('PUT subscription with current_period_end "2030-01-15T10:20:30Z" → stored', ps3, { plan: "api", balance: 300 });
  check(
    "stored current_period_end is that instant",
    ps3.json && ps3.json.subscription && Date.parse(ps3.json.subscription.current_period_end) === Date.parse(fixed),
    fixed,
    ps3.json && ps3.json.subscription && ps3.json.subscription.current_period_end,
  );
  eq("GET /balance reset_date prints it with milliseconds and Z", (await balance(key)).json, {
    balance_remaining: 300,
    plan: "api",
    reset_date: "2030-01-15T10:20:30.000Z",
  });
  const del = await call("DELETE", sp, { admin: true });
  checkState("DELETE subscription → 200, status cancelled, plan still api until period end", del, {
    plan: "api",
    balance: 300,
    "subscription.status": "cancelled",
  });
  eq("GET /balance after cancel → still api with the same reset_date", (await balance(key)).json, {
    balance_remaining: 300,
    plan: "api",
    reset_date: "2030-01-15T10:20:30.000Z",
  });
  const h = await humanize(key, { text: words(10, 3) });
  check(
    "a cancelled subscription is usable until its period end (humanize draws from main balance)",
    h.status === 200 && h.json && h.json.balance_remaining === 290,
    "200 balance_remaining 290",
    describe(h),
  );
  const st = await adminGet(id);
  check("api-plan usage leaves trial_balance untouched", st.trial_balance === 200 && st.balance === 290, "trial 200, balance 290", st);

  const m405 = await call("GET", "/admin/v1/accounts", { admin: true });
  expectError("GET /admin/v1/accounts (known path, wrong method) → 405 method_not_allowed", m405, 405, "method_not_allowed", {
    headers: [["allow", (v) => /\bPOST\b/i.test(v || ""), "Allow lists POST"]],
  });
  expectError("unknown admin path → 404 not_found", await call("GET", "/admin/v1/nothing-here", { admin: true }), 404, "not_found");
}

// ================================================================ §1 transport
async function sectionTransport() {
  note("§1 transport");
  const a = await newAccount();
  const valid = "abc-DEF_123";
  let r = await balance(a.key, { headers: { "x-request-id": valid } });
  eq('X-Request-Id "abc-DEF_123" is echoed', r.h("x-request-id"), valid);
  const long255 = "a".repeat(120) + "_" + "B".repeat(120) + "-" + "9".repeat(13);
  r = await balance(a.key, { headers: { "x-request-id": long255 } });
  eq("255-character X-Request-Id is echoed", r.h("x-request-id"), long255);
  for (const [label, bad] of [
    ["256 characters", "x".repeat(256)],
    ['containing "."', "abc.def"],
    ["containing a space", "abc def"],
    ['containing "/"', "abc/def"],
  ] as const) {
    r = await balance(a.key, { headers: { "x-request-id": bad } });
    check(`X-Request-Id ${label} is replaced by a fresh UUID`, UUID_RE.test(r.h("x-request-id") || ""), "a UUID", r.h("x-request-id"));
  }
  const r1 = await balance(a.key);
  const r2 = await balance(a.key);
  check(
    "without X-Request-Id each response gets a fresh UUID",
    UUID_RE.test(r1.h("x-request-id") || "") && UUID_RE.test(r2.h("x-request-id") || "") && r1.h("x-request-id") !== r2.h("x-request-id"),
    "two different UUIDs",
    `${r1.h("x-request-id")} / ${r2.h("x-request-id")}`,
  );
  r = await call("GET", "/api/v1/nope", { headers: { "x-request-id": "req-404" } });
  eq("X-Request-Id echoed on a 404", r.h("x-request-id"), "req-404");
  r = await balance("hum_unknown", { headers: { "x-request-id": "req-401" } });
  eq("X-Request-Id echoed on a 401", r.h("x-request-id"), "req-401");

  expectError("GET /api/v1/nope (unknown path) → 404 not_found", await call("GET", "/api/v1/nope"), 404, "not_found");
  expectError("GET /api/v1/nope with a valid key → 404 not_found", await call("GET", "/api/v1/nope", { key: a.key }), 404, "not_found");
  expectError("GET /nope → 404 not_found", await call("GET", "/nope"), 404, "not_found");
  expectError("POST /api/v2/humanize → 404 not_found", await call("POST", "/api/v2/humanize", { key: a.key, json: { text: words(10) } }), 404, "not_found");
  const allowHas = (m: string): HeaderCheck => ["allow", (v) => new RegExp(`\\b${m}\\b`, "i").test(v || ""), `Allow lists ${m}`];
  expectError(
    "GET /api/v1/humanize → 405 method_not_allowed with Allow: POST",
    await call("GET", "/api/v1/humanize", { key: a.key }),
    405,
    "method_not_allowed",
    {
      headers: [allowHas("POST")],
    },
  );
  expectError(
    "PUT /api/v1/humanize → 405 method_not_allowed with Allow: POST",
    await call("PUT", "/api/v1/humanize", { key: a.key, json: { text: words(10) } }),
    405,
    "method_not_allowed",
    { headers: [allowHas("POST")] },
  );
  expectError(
    "POST /api/v1/balance → 405 method_not_allowed with Allow: GET",
    await call("POST", "/api/v1/balance", { key: a.key, json: {} }),
    405,
    "method_not_allowed",
    { headers: [allowHas("GET")] },
  );
  expectError(
    "DELETE /api/v1/balance → 405 method_not_allowed with Allow: GET",
    await call("DELETE", "/api/v1/balance", { key: a.key }),
    405,
    "method_not_allowed",
    {
      headers: [allowHas("GET")],
    },
  );

  // 413
  const MiB = 1024 * 1024;
  const prefix = '{"text":"';
  const suffix = '"}';
  const fill = (n: number) => {
    const unit = "data ";
    const s = unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
    return s.replace(/ $/, "x");
  };
  const exact = prefix + fill(MiB - prefix.length - suffix.length) + suffix;
  const over = prefix + fill(MiB + 1 - prefix.length - suffix.length) + suffix;
  if (Buffer.byteLength(exact) !== MiB || Buffer.byteLength(over) !== MiB + 1) throw new Error("413 fixture sizes wrong");
  const before = await balance(a.key);
  const r413 = await call("POST", "/api/v1/humanize", { key: a.key, raw: over });
  expectError("POST /api/v1/humanize with a body of 1 MiB + 1 byte → 413 payload_too_large", r413, 413, "payload_too_large");
  const afterR = await balance(a.key);
  const rb = Number(before.h("x-ratelimit-remaining"));
  const ra = Number(afterR.h("x-ratelimit-remaining"));
  check("a 413 (answered before auth) does not count against the rate limit", ra === rb - 1, `X-RateLimit-Remaining ${rb - 1} on the next request`, ra);
  const rExact = await call("POST", "/api/v1/humanize", { key: a.key, raw: exact });
  expectError("a body of exactly 1 MiB is not too large (→ 400 text_too_long)", rExact, 400, "text_too_long");
  const rNoAuth = await call("POST", "/api/v1/humanize", { raw: over });
  if (rNoAuth.status === 401) {
    note('1 MiB + 1 body without auth answered 401: allowed (contract: 413 "may" be answered before auth)');
    expect401("1 MiB + 1 body without auth → 413 or 401", rNoAuth);
  } else expectError("1 MiB + 1 body without auth → 413 payload_too_large (before auth)", rNoAuth, 413, "payload_too_large");
  expectError(
    "admin POST credits with a body over 1 MiB → 413 payload_too_large",
    await call("POST", acctPath(a.id) + "/credits", { admin: true, raw: '{"words":1,"pad":"' + fill(MiB) + '"}' }),
    413,
    "payload_too_large",
  );
}

// ================================================================ §2 errors and order
let UNSUPPORTED: Body | null = null; // a humanize body the engine refused with 422 unsupported_language

async function sectionErrors() {
  note("§2 errors and order of checks");
  const a = await newAccount();
  // 401 on both endpoints
  const cases = [
    ["missing Authorization", undefined],
    ['"Basic …"', "Basic " + Buffer.from("user:" + a.key).toString("base64")],
    ['"Bearer" with no token', "Bearer"],
    ["unknown key", "Bearer hum_" + crypto.randomBytes(24).toString("base64url")],
    ["the key without a scheme", a.key],
    ['"Token <key>"', "Token " + a.key],
  ];
  for (const [label, auth] of cases) {
    expect401(
      `POST /humanize, ${label} → 401 invalid_api_key + WWW-Authenticate: Bearer`,
      await call("POST", "/api/v1/humanize", { auth, json: { text: words(10) } }),
    );
    expect401(`GET /balance, ${label} → 401 invalid_api_key + WWW-Authenticate: Bearer`, await call("GET", "/api/v1/balance", { auth }));
  }
  const unk = "hum_" + crypto.randomBytes(24).toString("base64url");
  const rl = await balance(unk);
  check("a 401 never echoes the submitted key", !rl.text.includes(unk), "body without the key", rl.text);

  // order on POST /humanize
  expect401("no auth + text/plain + invalid JSON → 401 first", await call("POST", "/api/v1/humanize", { raw: "{oops", contentType: "text/plain" }));
  expect401(
    "unknown key + text/plain + invalid JSON → 401 first",
    await call("POST", "/api/v1/humanize", { key: unk, raw: "{oops", contentType: "text/plain" }),
  );
  expectError(
    "valid key + text/plain + invalid JSON → 415 unsupported_media_type first",
    await call("POST", "/api/v1/humanize", { key: a.key, raw: "{oops", contentType: "text/plain" }),
    415,
    "unsupported_media_type",
  );
  expectError(
    "valid key + no Content-Type + valid JSON → 415",
    await call("POST", "/api/v1/humanize", { key: a.key, raw: JSON.stringify({ text: words(10) }), contentType: null }),
    415,
    "unsupported_media_type",
  );
  expectError(
    "Content-Type application/x-www-form-urlencoded → 415",
    await call("POST", "/api/v1/humanize", { key: a.key, raw: JSON.stringify({ text: words(10) }), contentType: "application/x-www-form-urlencoded" }),
    415,
    "unsupported_media_type",
  );
  expectError(
    "Content-Type application/jsonx → 415",
    await call("POST", "/api/v1/humanize", { key: a.key, raw: JSON.stringify({ text: words(10) }), contentType: "application/jsonx" }),
    415,
    "unsupported_media_type",
  );
  const raw = (s: string) => call("POST", "/api/v1/humanize", { key: a.key, raw: s });
  expectError("invalid JSON → 400 invalid_request", await raw('{"text": "abc'), 400, "invalid_request");
  expectError("empty body → 400 invalid_request", await raw(""), 400, "invalid_request");
  for (const [label, s] of [
    ["a JSON array", "[]"],
    ["a JSON string", '"just a string"'],
    ["JSON null", "null"],
    ["a JSON number", "42"],
  ] as const) {
    expectError(`body that is ${label} → 400 invalid_request`, await raw(s), 400, "invalid_request");
  }
  const T10 = words(10);
  const T9 = words(9);
  expectError('text missing → 400 invalid_request naming "text"', await humanize(a.key, {}), 400, "invalid_request", { messageMatches: [/text/i] });
  expectError('text 42 → 400 invalid_request naming "text"', await humanize(a.key, { text: 42 }), 400, "invalid_request", { messageMatches: [/text/i] });
  expectError("text null → 400 invalid_request", await humanize(a.key, { text: null }), 400, "invalid_request");
  expectError('text ["a"] → 400 invalid_request', await humanize(a.key, { text: [T10] }), 400, "invalid_request");
  expectError('mode "fast" → 400 invalid_request naming "mode"', await humanize(a.key, { text: T10, mode: "fast" }), 400, "invalid_request", {
    messageMatches: [/mode/i],
  });
  expectError('mode 1 → 400 invalid_request naming "mode"', await humanize(a.key, { text: T10, mode: 1 }), 400, "invalid_request", {
    messageMatches: [/mode/i],
  });
  expectError('mode "Standard" (wrong case) → 400 invalid_request', await humanize(a.key, { text: T10, mode: "Standard" }), 400, "invalid_request");
  expectError(
    'language "not a tag!!" → 400 invalid_request naming "language"',
    await humanize(a.key, { text: T10, language: "not a tag!!" }),
    400,
    "invalid_request",
    {
      messageMatches: [/language/i],
    },
  );
  expectError('language 42 → 400 invalid_request naming "language"', await humanize(a.key, { text: T10, language: 42 }), 400, "invalid_request", {
    messageMatches: [/language/i],
  });
  expectError('language "" → 400 invalid_request', await humanize(a.key, { text: T10, language: "" }), 400, "invalid_request");
  expectError('unknown field "foo" → 400 invalid_request naming "foo"', await humanize(a.key, { text: T10, foo: 1 }), 400, "invalid_request", {
    messageMatches: [/foo/],
  });
  expectError("unknown field + 9-word text → 400 invalid_request first", await humanize(a.key, { text: T9, tone: "casual" }), 400, "invalid_request", {
    messageMatches: [/tone/],
  });
  expectError('mode "fast" + 9-word text → 400 invalid_request first', await humanize(a.key, { text: T9, mode: "fast" }), 400, "invalid_request");
  expectError("9 words → 400 text_too_short", await humanize(a.key, { text: T9 }), 400, "text_too_short");
  expectError('empty text "" → 400 text_too_short', await humanize(a.key, { text: "" }), 400, "text_too_short");
  expectError("whitespace-only text → 400 text_too_short", await humanize(a.key, { text: " \n\t " }), 400, "text_too_short");
  expectError("3,001 words → 400 text_too_long", await humanize(a.key, { text: words(3001) }), 400, "text_too_long");
  eq("none of the rejected requests charged anything", (await balance(a.key)).json, { balance_remaining: 200, plan: "trial", reset_date: null });

  // accepted variations (account b)
  const b = await newAccount();
  let expectBal = 200;
  for (const [label, opts] of [
    ['Content-Type "application/json; charset=utf-8" accepted', { contentType: "application/json; charset=utf-8" }],
    ['Content-Type "application/json;charset=UTF-8" accepted', { contentType: "application/json;charset=UTF-8" }],
  ] as const) {
    const r = await call("POST", "/api/v1/humanize", { key: b.key, raw: JSON.stringify({ text: words(10, 1) }), ...opts });
    expectBal -= 10;
    check(label, r.status === 200 && r.json && r.json.words_used === 10, "200 words_used 10", describe(r));
  }
  for (const [label, body] of [
    ["exactly 10 words → 200", { text: words(10, 2) }],
    ['mode "standard" → 200', { text: words(10, 3), mode: "standard" }],
    ['mode "aggressive" → 200', { text: words(10, 4), mode: "aggressive" }],
    ['language "en" → 200', { text: words(10, 5), language: "en" }],
    ['language "en-US" → 200', { text: words(10, 6), language: "en-US" }],
  ] as const) {
    const r = await humanize(b.key, body);
    expectBal -= 10;
    check(
      label,
      r.status === 200 && r.json && r.json.words_used === 10 && r.json.balance_remaining === expectBal,
      `200 words_used 10 balance_remaining ${expectBal}`,
      describe(r),
    );
  }
  const hr = await humanize(b.key, { text: words(12, 7) });
  expectBal -= 12;
  check(
    "humanize 200 body is exactly {humanized_text (non-empty string), words_used, balance_remaining}",
    hr.status === 200 &&
      same(Object.keys(hr.json || {}).sort(), ["balance_remaining", "humanized_text", "words_used"]) &&
      typeof hr.json!.humanized_text === "string" &&
      hr.json!.humanized_text.trim().length > 0 &&
      hr.json!.words_used === 12 &&
      hr.json!.balance_remaining === expectBal,
    `{humanized_text, words_used:12, balance_remaining:${expectBal}}`,
    describe(hr),
  );

  // trial_exhausted
  const x = await newAccount();
  const s200 = await humanize(x.key, { text: words(200) });
  check(
    "spending the whole trial (200 words) → 200, balance_remaining 0",
    s200.status === 200 && s200.json!.words_used === 200 && s200.json!.balance_remaining === 0,
    "200 used 200 left 0",
    describe(s200),
  );
  expectError("trial balance 0, no subscription → 403 trial_exhausted", await humanize(x.key, { text: T10 }), 403, "trial_exhausted");
  eq("GET /balance with spent trial → {0, trial, null}", (await balance(x.key)).json, { balance_remaining: 0, plan: "trial", reset_date: null });
  expectError("spent trial + 9 words → 400 text_too_short first", await humanize(x.key, { text: T9 }), 400, "text_too_short");
  expectError("spent trial + 3,001 words → 400 text_too_long first", await humanize(x.key, { text: words(3001) }), 400, "text_too_long");
  expectError('spent trial + mode "fast" → 400 invalid_request first', await humanize(x.key, { text: T10, mode: "fast" }), 400, "invalid_request");
  expectError(
    "spent trial + text/plain → 415 first",
    await call("POST", "/api/v1/humanize", { key: x.key, raw: JSON.stringify({ text: T10 }), contentType: "text/plain" }),
    415,
    "unsupported_media_type",
  );

  // insufficient_balance
  const y = await newAccount();
  await spend(y.key, 187);
  const r402 = await humanize(y.key, { text: words(21, 2) });
  expectError("13 trial words left, 21-word request → 402 insufficient_balance stating 13 and 21", r402, 402, "insufficient_balance", {
    messageMatches: [/(^|\D)13(\D|$)/, /(^|\D)21(\D|$)/],
  });
  eq("a 402 charges nothing", (await balance(y.key)).json, { balance_remaining: 13, plan: "trial", reset_date: null });
  const r13 = await humanize(y.key, { text: words(13, 4) });
  check(
    "exactly the remaining 13 words → 200, balance_remaining 0",
    r13.status === 200 && r13.json!.balance_remaining === 0,
    "200 balance_remaining 0",
    describe(r13),
  );
  expectError("then balance 0 → 403 trial_exhausted (not 402)", await humanize(y.key, { text: T10 }), 403, "trial_exhausted");

  const z = await newAccount();
  await subscribe(z.id, 30);
  const z402 = await humanize(z.key, { text: words(40) });
  expectError("api plan with 30 words left, 40-word request → 402 stating 30 and 40", z402, 402, "insufficient_balance", {
    messageMatches: [/(^|\D)30(\D|$)/, /(^|\D)40(\D|$)/],
  });
  eq("api-plan 402 charges nothing", (await balance(z.key)).json!.balance_remaining, 30);

  // unsupported_language (the supported set is engine-defined; only what the contract fixes is asserted)
  const l = await newAccount();
  let lbal = 200;
  for (const [label, body] of [
    ['language "ja" + Japanese text', { text: JA_TEXT, language: "ja" }],
    ["Chinese text, no language", { text: ZH_TEXT }],
    ['language "th" + Thai text', { text: TH_TEXT, language: "th" }],
  ] as const) {
    const r = await humanize(l.key, body);
    if (r.status === 422) {
      expectError(`${label} → 422 unsupported_language (engine cannot rewrite it)`, r, 422, "unsupported_language");
      eq(`${label}: the 422 charges nothing`, (await balance(l.key)).json!.balance_remaining, lbal);
      if (!UNSUPPORTED) UNSUPPORTED = body;
    } else {
      const local = countWords(body.text);
      check(
        `${label} → 200 (engine supports it) with words_used ≥ 10`,
        r.status === 200 && r.json && isInt(r.json.words_used) && r.json.words_used >= 10,
        "200, or 422 unsupported_language",
        describe(r),
      );
      if (r.status === 200) {
        if (r.json!.words_used !== local) note(`${label}: words_used ${r.json!.words_used}, Node ICU segmenter says ${local} (ICU versions may differ)`);
        lbal -= Number(r.json!.words_used);
        eq(`${label}: balance decreased by words_used`, (await balance(l.key)).json!.balance_remaining, lbal);
      }
    }
  }
  if (UNSUPPORTED) {
    expectError("spent trial + unsupported language → 422 unsupported_language before 403", await humanize(x.key, UNSUPPORTED), 422, "unsupported_language");
    const w = await newAccount();
    await spend(w.key, 195);
    expectError("5 words left + unsupported language → 422 before 402", await humanize(w.key, UNSUPPORTED), 422, "unsupported_language");
    expectError(
      'unsupported language + mode "fast" → 400 invalid_request first',
      await humanize(w.key, { ...UNSUPPORTED, mode: "fast" }),
      400,
      "invalid_request",
    );
  } else note("engine accepted ja/zh/th: ordering of unsupported_language not checkable black-box");

  // GET /balance order
  expect401("GET /balance with a revoked-looking unknown key → 401", await balance(unk));
}

// ================================================================ §3 words
async function sectionWords() {
  note("§3 word counting");
  const a = await newAccount();
  await subscribe(a.id, 5000);
  let bal = 5000;
  const P = "Please count the words in this short sentence for me:"; // 10 words
  const P9 = "Please count the words in this short sentence for"; // 9 words
  const seg = (s: string) => [...SEG.segment(s)].filter((x) => x.isWordLike).length;
  const table = [
    ["state-of-the-art", 1],
    ["don't", 1],
    ["3,000", 1],
    ["U.S.", 1],
    ["42", 1],
    ["café naïve", 2],
    ["(hello)", 1],
    ["—", 0],
    ["&", 0],
    ["...", 0],
    ["— & ... !!! -- _", 0],
    ["👍", 0],
    ["alpha\u00A0beta", 2, "alpha<NO-BREAK SPACE>beta"],
    ["alpha\u3000beta", 2, "alpha<IDEOGRAPHIC SPACE>beta"],
    ["alpha\u2003beta", 2, "alpha<EM SPACE>beta"],
    ["alpha\u200Bbeta", 1, "alpha<ZERO WIDTH SPACE, not White_Space>beta"],
    ["alpha\tbeta\ngamma\r\ndelta", 4, "alpha<TAB>beta<LF>gamma<CRLF>delta"],
    ["我们正在测试这个服务", 5],
    ["我们正在测试这个服务。", 5],
    ["AI模型", 2],
  ] as const;
  for (const [frag, n, desc] of table) {
    if (countWords(frag) !== n) throw new Error(`fixture ${desc || frag}: local count ${countWords(frag)} != ${n}`);
    const r = await humanize(a.key, { text: `${P} ${frag}`, language: "en" });
    const label = desc || JSON.stringify(frag);
    const ok200 = r.status === 200 && r.json && r.json.words_used === 10 + n;
    check(`words: 10 plain words + ${label} → words_used ${10 + n}`, ok200, `200 words_used ${10 + n}`, describe(r));
    if (r.status === 200 && r.json) {
      bal -= Number(r.json!.words_used);
      if (r.json.balance_remaining !== bal) notOk(`balance_remaining after ${label}`, bal, r.json.balance_remaining);
    }
  }
  for (const [label, frag, lo] of [
    ["Japanese 私は学生です", "私は学生です", 2],
    ["Thai สวัสดีครับ", "สวัสดีครับ", 2],
  ] as const) {
    const r = await humanize(a.key, { text: `${P} ${frag}`, language: "en" });
    const local = seg(frag);
    const got = r.json && r.json.words_used;
    const hi = [...frag].length;
    // The contract fixes the method (Intl.Segmenter word-like segments), not the ICU data version:
    // assert the run is segmented (more than one word, at most one per character).
    check(
      `words: 10 plain words + ${label} → segmented (${10 + lo}..${10 + hi}; Node's ICU gives ${10 + local})`,
      r.status === 200 && isInt(got) && got >= 10 + lo && got <= 10 + hi,
      `200 words_used in ${10 + lo}..${10 + hi}`,
      describe(r),
    );
    if (r.status === 200 && got !== 10 + local) note(`${label}: words_used ${got}, Node's ICU ${10 + local}`);
    if (r.status === 200) bal -= Number(got);
  }
  expectError(
    '9 plain words + "— & ..." → 400 text_too_short (symbols are not words)',
    await humanize(a.key, { text: `${P9} — & ...`, language: "en" }),
    400,
    "text_too_short",
  );
  const r3000 = await newAccount();
  await subscribe(r3000.id, 3000);
  const big = await humanize(r3000.key, { text: words(3000) });
  check(
    "exactly 3,000 words → 200, words_used 3000, balance_remaining 0",
    big.status === 200 && big.json!.words_used === 3000 && big.json!.balance_remaining === 0,
    "200 3000 0",
    describe(big),
  );
  const b = await balance(a.key);
  eq("balance decreased by exactly the sum of words_used", b.json && b.json.balance_remaining, bal);
}

// ================================================================ §4 rate limit
async function sectionRateLimit() {
  note("§4 rate limit");
  const a = await newAccount();
  const T10 = words(10);
  const makers: [string, (i: number) => Promise<Reply>][] = [
    ["GET /balance", () => balance(a.key)],
    ["humanize 200", (i) => humanize(a.key, { text: words(10, i) })],
    ["humanize 400 bad JSON", () => call("POST", "/api/v1/humanize", { key: a.key, raw: "{bad" })],
    ["humanize 415", () => call("POST", "/api/v1/humanize", { key: a.key, raw: JSON.stringify({ text: T10 }), contentType: "text/plain" })],
    ["humanize 400 too short", () => humanize(a.key, { text: words(9) })],
    ["humanize 400 bad mode", () => humanize(a.key, { text: T10, mode: "fast" })],
  ];
  const t0 = nowSec();
  const seq: { i: number; label: string; r: Reply }[] = [];
  let oks = 0;
  let unauth = 0;
  for (let i = 1; i <= 60; i++) {
    let [label, fn] = makers[(i - 1) % makers.length]!; // an index in range
    if (label === "humanize 200") {
      if (oks >= 5) [label, fn] = makers[0]!;
      else oks++;
    }
    const r = await fn(i);
    seq.push({ i, label, r });
    if (i % 7 === 0) {
      const u = await balance("hum_" + crypto.randomBytes(20).toString("hex"));
      if (u.status === 401) unauth++;
    }
  }
  const first = seq[0]!.r; // 60 requests were made
  check("first request: X-RateLimit-Limit 60", first.h("x-ratelimit-limit") === "60", "60", first.h("x-ratelimit-limit"));
  check("first request: X-RateLimit-Remaining 59", first.h("x-ratelimit-remaining") === "59", "59", first.h("x-ratelimit-remaining"));
  const reset0 = Number(first.h("x-ratelimit-reset"));
  check(
    "first request: X-RateLimit-Reset ≈ now + 3600 (Unix seconds)",
    /^\d+$/.test(first.h("x-ratelimit-reset") || "") && reset0 >= t0 + 3600 - 3 && reset0 <= t0 + 3600 + 5,
    `≈ ${t0 + 3600}`,
    first.h("x-ratelimit-reset"),
  );
  const bad = seq.find(
    ({ i, r }) => r.h("x-ratelimit-limit") !== "60" || r.h("x-ratelimit-remaining") !== String(60 - i) || !/^\d+$/.test(r.h("x-ratelimit-reset") || ""),
  );
  check(
    "Remaining counts 59..0 over both endpoints, incl. 400 and 415 responses, with all three headers",
    !bad,
    bad ? `request ${bad.i} (${bad.label}): Limit 60, Remaining ${60 - bad.i}, Reset` : "",
    bad ? `${bad.r.status} Limit ${bad.r.h("x-ratelimit-limit")}, Remaining ${bad.r.h("x-ratelimit-remaining")}, Reset ${bad.r.h("x-ratelimit-reset")}` : "",
  );
  const badStatus = seq.find(({ label, r }) => {
    const statuses: Record<string, number> = { "GET /balance": 200, "humanize 200": 200, "humanize 400 bad JSON": 400, "humanize 415": 415 };
    const want = statuses[label] ?? 400;
    return r.status !== want;
  });
  check(
    "the 60 requests within the limit are all served normally",
    !badStatus,
    "expected statuses",
    badStatus ? `${badStatus.label}: ${describe(badStatus.r)}` : "",
  );
  const drift = seq.find(({ r }) => Math.abs(Number(r.h("x-ratelimit-reset")) - reset0) > 2);
  check(
    "Reset stays at the first request + 3600 while the window fills (oldest request leaves then)",
    !drift,
    `≈ ${reset0}`,
    drift ? `request ${drift.i}: ${drift.r.h("x-ratelimit-reset")}` : "",
  );
  check("interleaved 401s (unknown key) answered 401", unauth === 8, "8 × 401", unauth);

  const r61 = await humanize(a.key, { text: words(10, 7) });
  const now61 = nowSec();
  expectError("61st request in the window → 429 rate_limit_exceeded", r61, 429, "rate_limit_exceeded");
  const ra = r61.h("retry-after");
  check("429 carries Retry-After in whole seconds ≥ 1", /^\d+$/.test(ra || "") && Number(ra) >= 1, "integer ≥ 1", ra);
  check(
    "429 carries X-RateLimit-Limit 60, Remaining 0, Reset",
    r61.h("x-ratelimit-limit") === "60" && r61.h("x-ratelimit-remaining") === "0" && /^\d+$/.test(r61.h("x-ratelimit-reset") || ""),
    "Limit 60, Remaining 0, Reset",
    `${r61.h("x-ratelimit-limit")}, ${r61.h("x-ratelimit-remaining")}, ${r61.h("x-ratelimit-reset")}`,
  );
  const reset61 = Number(r61.h("x-ratelimit-reset"));
  check("429 Reset = when the next request is accepted (first request + 3600)", Math.abs(reset61 - reset0) <= 2, `≈ ${reset0}`, reset61);
  check("Retry-After ≈ Reset − now", Math.abs(Number(ra) - (reset61 - now61)) <= 5, `≈ ${reset61 - now61}`, ra);
  const r62 = await balance(a.key);
  expectError("GET /balance after humanize used up the limit → 429 (shared limit)", r62, 429, "rate_limit_exceeded");
  check("a 429 does not count: Remaining stays 0", r62.h("x-ratelimit-remaining") === "0", "0", r62.h("x-ratelimit-remaining"));
  expectError(
    "limited key + text/plain + invalid JSON → 429 before 415",
    await call("POST", "/api/v1/humanize", { key: a.key, raw: "{bad", contentType: "text/plain" }),
    429,
    "rate_limit_exceeded",
  );
  expectError("limited key + 9 words → 429 before 400", await humanize(a.key, { text: words(9) }), 429, "rate_limit_exceeded");
  expectError("the next humanize is still 429", await humanize(a.key, { text: words(10, 8) }), 429, "rate_limit_exceeded");
  expect401("unknown key while another key is limited → 401 (401 before 429)", await balance("hum_" + crypto.randomBytes(20).toString("hex")));
  const st = await adminGet(a.id);
  eq("429s charged nothing (trial 200 − 5×10)", st.trial_balance, 150);
  const other = await newAccount();
  const ro = await balance(other.key);
  check(
    "limit is per key: another account is unaffected (Remaining 59)",
    ro.status === 200 && ro.h("x-ratelimit-remaining") === "59",
    "200, Remaining 59",
    `${ro.status}, ${ro.h("x-ratelimit-remaining")}`,
  );
  // a 401 with the account's own (now revoked) key does not count either
  const b = await newAccount();
  await balance(b.key); // 59
  const regen = await call("POST", acctPath(b.id) + "/api-key", { admin: true });
  const old401 = await balance(b.key);
  expect401("revoked key → 401", old401);
  const nk = regen.json && regen.json.api_key;
  if (nk) {
    const rn = await balance(nk);
    check("new key has its own window (Remaining 59 on its first request)", rn.h("x-ratelimit-remaining") === "59", "59", rn.h("x-ratelimit-remaining"));
  }
}

// ================================================================ §5 plans, renewal, lapse, concurrency
async function timedSetup() {
  // Subscriptions whose period ends in a few seconds; finished by timedFinish() later.
  const end = new Date(Date.now() + 10000);
  const renew = await newAccount();
  const pr = await subscribe(renew.id, 100, end.toISOString());
  const lapse = await newAccount();
  await spend(lapse.key, 200);
  await subscribe(lapse.id, 100, end.toISOString());
  const lapse2 = await newAccount();
  await spend(lapse2.key, 20, 5);
  await subscribe(lapse2.id, 50, end.toISOString());
  return { end, renew, pr, lapse, lapse2 };
}
type Timed = Awaited<ReturnType<typeof timedSetup>>;
async function timedMiddle(t: Timed): Promise<void> {
  note("§5 subscription periods (setup)");
  checkState("PUT subscription with current_period_end 10 s ahead → 200 active", t.pr, {
    plan: "api",
    balance: 100,
    "subscription.status": "active",
    "subscription.words_per_period": 100,
  });
  check(
    "explicit current_period_end stored as given",
    t.pr.json && t.pr.json.subscription && Date.parse(t.pr.json.subscription.current_period_end) === t.end.getTime(),
    t.end.toISOString(),
    t.pr.json && t.pr.json.subscription && t.pr.json.subscription.current_period_end,
  );
  const s30 = await humanize(t.renew.key, { text: words(30) });
  check("api plan: 30-word humanize draws from main (balance_remaining 70)", s30.status === 200 && s30.json!.balance_remaining === 70, "200 70", describe(s30));
  eq("api plan GET /balance before the period end", (await balance(t.renew.key)).json, {
    balance_remaining: 70,
    plan: "api",
    reset_date: t.end.toISOString(),
  });
  const del = await call("DELETE", acctPath(t.lapse.id) + "/subscription", { admin: true });
  checkState("cancel (DELETE subscription) → 200, cancelled, still api", del, { plan: "api", "subscription.status": "cancelled", balance: 100 });
  await call("DELETE", acctPath(t.lapse2.id) + "/subscription", { admin: true });
  const h = await humanize(t.lapse.key, { text: words(10) });
  check(
    "cancelled subscription still serves before its period end (balance_remaining 90)",
    h.status === 200 && h.json!.balance_remaining === 90,
    "200 90",
    describe(h),
  );
  eq("cancelled subscription: GET /balance still api until period end", (await balance(t.lapse.key)).json, {
    balance_remaining: 90,
    plan: "api",
    reset_date: t.end.toISOString(),
  });
}
async function timedFinish(t: Timed): Promise<void> {
  note("§5 subscription periods (after the period end)");
  const wait = t.end.getTime() + 1500 - Date.now();
  if (wait > 0) await sleep(wait);
  const next = addMonthUTC(t.end).toISOString();
  eq("active subscription past its period end: balance SET to words_per_period, reset_date one calendar month later", (await balance(t.renew.key)).json, {
    balance_remaining: 100,
    plan: "api",
    reset_date: next,
  });
  const st = await adminGet(t.renew.id);
  check(
    "admin state after renewal: balance 100, active, current_period_end moved one month",
    st.balance === 100 && st.subscription && st.subscription.status === "active" && Date.parse(st.subscription.current_period_end) === Date.parse(next),
    `balance 100, active, ${next}`,
    st,
  );
  const h = await humanize(t.renew.key, { text: words(10) });
  check("renewed period serves requests (balance_remaining 90)", h.status === 200 && h.json!.balance_remaining === 90, "200 90", describe(h));
  eq("renewal happens once per period (no second reset)", (await balance(t.renew.key)).json, { balance_remaining: 90, plan: "api", reset_date: next });

  eq("cancelled subscription past its period end lapses to trial (trial spent → 0)", (await balance(t.lapse.key)).json, {
    balance_remaining: 0,
    plan: "trial",
    reset_date: null,
  });
  expectError("lapsed subscription with a spent trial → 403 trial_exhausted", await humanize(t.lapse.key, { text: words(10) }), 403, "trial_exhausted");
  const ls = await adminGet(t.lapse.id);
  eq("admin state of the lapsed account: plan trial", ls.plan, "trial");
  eq("lapsed subscription with trial words left → back on the trial balance", (await balance(t.lapse2.key)).json, {
    balance_remaining: 180,
    plan: "trial",
    reset_date: null,
  });
  const h2 = await humanize(t.lapse2.key, { text: words(10) });
  check("lapsed account draws from the trial balance again (170)", h2.status === 200 && h2.json!.balance_remaining === 170, "200 170", describe(h2));
}
async function sectionPlans() {
  note("§5 plans and concurrency");
  const a = await newAccount();
  const b = await balance(a.key);
  check(
    'new account GET /balance → exactly {balance_remaining:200, plan:"trial", reset_date:null}',
    b.status === 200 && same(b.json, { balance_remaining: 200, plan: "trial", reset_date: null }),
    '200 {"balance_remaining":200,"plan":"trial","reset_date":null}',
    describe(b),
  );
  // concurrency on a subscription
  const c = await newAccount();
  await subscribe(c.id, 500);
  const text50 = words(50, 3);
  const rs = await Promise.all(Array.from({ length: 30 }, () => humanize(c.key, { text: text50 })));
  const n200 = rs.filter((r) => r.status === 200).length;
  const n402 = rs.filter((r) => r.status === 402 && r.json && r.json.error === "insufficient_balance").length;
  const others = rs.filter((r) => r.status !== 200 && !(r.status === 402 && r.json && r.json.error === "insufficient_balance"));
  check("30 parallel 50-word requests on a 500-word balance → exactly 10 × 200", n200 === 10, 10, n200);
  check("… and the other 20 → 402 insufficient_balance", n402 === 20, "20 × 402", others.length ? `${n402} × 402; others: ${describe(others[0]!)}` : n402);
  const used = rs.filter((r) => r.status === 200).reduce((s, r) => s + (r.json!.words_used || 0), 0);
  eq("… the successes used 500 words in total", used, 500);
  const cb = await balance(c.key);
  eq("… final balance 0 (never below 0, nothing spent twice)", cb.json && cb.json.balance_remaining, 0);
  eq("… admin state agrees (balance 0)", (await adminGet(c.id)).balance, 0);
  const rems = rs.filter((r) => r.status === 200).map((r) => r.json!.balance_remaining);
  check(
    "… every success reports a balance_remaining in 0..450",
    rems.every((v) => isInt(v) && v >= 0 && v <= 450),
    "0..450",
    rems,
  );

  // concurrency on the trial
  const d = await newAccount();
  const rt = await Promise.all(Array.from({ length: 30 }, (_, i) => humanize(d.key, { text: words(10, i) })));
  const t200 = rt.filter((r) => r.status === 200).length;
  const t403 = rt.filter((r) => r.status === 403 && r.json && r.json.error === "trial_exhausted").length;
  check(
    "30 parallel 10-word requests on a fresh trial → 20 × 200 and 10 × 403 trial_exhausted",
    t200 === 20 && t403 === 10,
    "20 / 10",
    `${t200} / ${t403}; ${short(rt.filter((r) => r.status !== 200 && r.status !== 403).map(describe))}`,
  );
  eq("… trial balance ends at exactly 0", (await balance(d.key)).json, { balance_remaining: 0, plan: "trial", reset_date: null });
}

// ================================================================ §6 idempotency
async function sectionIdempotency() {
  note("§6 idempotency");
  const a = await newAccount();
  const K = "idem-" + crypto.randomUUID();
  const A = JSON.stringify({ text: words(10, 1) });
  const send = (key: string, idem: string, rawBody: string) => call("POST", "/api/v1/humanize", { key, raw: rawBody, headers: { "idempotency-key": idem } });
  const r1 = await send(a.key, K, A);
  check("first request with Idempotency-Key → 200", r1.status === 200, 200, describe(r1));
  check("first response is not marked Idempotent-Replayed: true", r1.h("idempotent-replayed") !== "true", "no replay marker", r1.h("idempotent-replayed"));
  const r2 = await send(a.key, K, A);
  check("same key + same body → 200 with the same body", r2.status === 200 && same(r2.json, r1.json), short(r1.text), describe(r2));
  eq("replay carries Idempotent-Replayed: true", r2.h("idempotent-replayed"), "true");
  check(
    "a replay still counts against the rate limit",
    Number(r2.h("x-ratelimit-remaining")) === Number(r1.h("x-ratelimit-remaining")) - 1,
    Number(r1.h("x-ratelimit-remaining")) - 1,
    r2.h("x-ratelimit-remaining"),
  );
  eq("charged once (balance 190)", (await balance(a.key)).json!.balance_remaining, 190);
  const B = JSON.stringify({ text: words(10, 2) });
  expectError("same key + different body → 422 idempotency_key_reused", await send(a.key, K, B), 422, "idempotency_key_reused");
  expectError(
    "same key + 9-word body → 400 text_too_short (validation before idempotency)",
    await send(a.key, K, JSON.stringify({ text: words(9) })),
    400,
    "text_too_short",
  );
  expectError(
    'same key + mode "fast" → 400 invalid_request before idempotency',
    await send(a.key, K, JSON.stringify({ text: words(10, 1), mode: "fast" })),
    400,
    "invalid_request",
  );
  expectError(
    "same key + a body in a language the engine may not support → 422 idempotency_key_reused first",
    await send(a.key, K, JSON.stringify(UNSUPPORTED || { text: JA_TEXT, language: "ja" })),
    422,
    "idempotency_key_reused",
  );
  eq("idempotency rejections charged nothing (balance 190)", (await balance(a.key)).json!.balance_remaining, 190);
  const other = await newAccount();
  const ro = await send(other.key, K, B);
  check(
    "keys are per account: another account may use the same key with another body → 200",
    ro.status === 200 && ro.h("idempotent-replayed") !== "true",
    "200 not replayed",
    describe(ro),
  );

  // replay on an exhausted account, and reuse there → 422 before 403
  const x = await newAccount();
  const KX = "idem-x-" + crypto.randomUUID();
  const big = JSON.stringify({ text: words(200) });
  const x1 = await send(x.key, KX, big);
  check("200-word request with a key spends the whole trial", x1.status === 200 && x1.json!.balance_remaining === 0, "200 balance 0", describe(x1));
  const x2 = await send(x.key, KX, big);
  check(
    "replay on an exhausted trial → 200 stored response (idempotency before 403)",
    x2.status === 200 && same(x2.json, x1.json) && x2.h("idempotent-replayed") === "true",
    "200 replay",
    `${describe(x2)} replayed=${x2.h("idempotent-replayed")}`,
  );
  expectError("reused key + different body on an exhausted trial → 422 before 403", await send(x.key, KX, A), 422, "idempotency_key_reused");

  // errors are not stored
  const e = await newAccount();
  await spend(e.key, 200);
  const KE = "idem-e-" + crypto.randomUUID();
  const E = JSON.stringify({ text: words(10, 6) });
  expectError("with a spent trial, keyed request → 403 trial_exhausted", await send(e.key, KE, E), 403, "trial_exhausted");
  await subscribe(e.id, 100);
  const e2 = await send(e.key, KE, E);
  check(
    "retry after an error runs afresh (200, not replayed, charged)",
    e2.status === 200 && e2.h("idempotent-replayed") !== "true" && e2.json!.balance_remaining === 90,
    "200 not replayed balance_remaining 90",
    `${describe(e2)} replayed=${e2.h("idempotent-replayed")}`,
  );
  const e3 = await send(e.key, KE, E);
  check("… and that 200 is then replayed", e3.status === 200 && e3.h("idempotent-replayed") === "true" && same(e3.json, e2.json), "200 replay", describe(e3));
  eq("… charged once (balance 90)", (await balance(e.key)).json!.balance_remaining, 90);

  // concurrent identical keyed requests
  const c = await newAccount();
  const KC = "idem-c-" + crypto.randomUUID();
  const C = JSON.stringify({ text: words(10, 8) });
  const rs = await Promise.all(Array.from({ length: 5 }, () => send(c.key, KC, C)));
  const fresh = rs.filter((r) => r.status === 200 && r.h("idempotent-replayed") !== "true");
  const replays = rs.filter((r) => r.status === 200 && r.h("idempotent-replayed") === "true");
  const inprog = rs.filter((r) => r.status === 409 && r.json && r.json.error === "idempotency_in_progress" && isErrorShape(r.json));
  check(
    "5 concurrent identical keyed requests → exactly one fresh 200, the rest replays or 409 idempotency_in_progress",
    fresh.length === 1 && replays.length + inprog.length === 4,
    "1 fresh + 4 (replay|409)",
    rs.map((r) => `${r.status}${r.h("idempotent-replayed") === "true" ? "R" : ""}${r.json && r.json.error ? ":" + r.json.error : ""}`).join(","),
  );
  check(
    "… all 200 bodies identical",
    [...fresh, ...replays].every((r) => same(r.json, (fresh[0] || replays[0])!.json)),
    "identical",
    "",
  );
  eq("… charged exactly once (balance 190)", (await balance(c.key)).json!.balance_remaining, 190);
  if (inprog.length) note(`observed ${inprog.length} × 409 idempotency_in_progress`);
}

// ================================================================ §7 keys
async function sectionKeys() {
  note("§7 API keys");
  const a = await newAccount();
  await spend(a.key, 10);
  const g = await call("POST", acctPath(a.id) + "/api-key", { admin: true });
  const nk = g.json && g.json.api_key;
  check(
    "POST /admin/v1/accounts/{id}/api-key → 201 {api_key} (a new hum_ key)",
    g.status === 201 && typeof nk === "string" && nk.startsWith("hum_") && nk !== a.key && nk.length >= 26,
    '201 {"api_key":"hum_…"}',
    describe(g),
  );
  expect401("old key → 401 on the very next request (/balance)", await balance(a.key));
  expect401("old key → 401 on /humanize", await humanize(a.key, { text: words(10) }));
  const nb = await balance(nk);
  eq("new key works and sees the same account (balance 190)", nb.json, { balance_remaining: 190, plan: "trial", reset_date: null });
  const nh = await humanize(nk, { text: words(10, 3) });
  check("new key can humanize", nh.status === 200 && nh.json!.balance_remaining === 180, "200 180", describe(nh));
  const st = await call("GET", acctPath(a.id), { admin: true });
  check(
    "account state shows the new key (prefix, created_at), never the key itself",
    st.json && st.json.key && typeof st.json.key.prefix === "string" && !st.text.includes(String(nk)) && !st.text.includes(a.key),
    "key {prefix, created_at}",
    describe(st),
  );
  const d = await call("DELETE", acctPath(a.id) + "/api-key", { admin: true });
  check("DELETE /admin/v1/accounts/{id}/api-key → 204 with an empty body", d.status === 204 && d.text === "", '204 ""', describe(d));
  expect401("revoked key → 401 on /humanize immediately", await humanize(nk, { text: words(10) }));
  expect401("revoked key → 401 on /balance", await balance(nk));
  const st2 = await adminGet(a.id);
  eq("account state after revoke: key null", st2.key, null);
  eq("revoking keeps the balance", st2.trial_balance, 180);
  const g2 = await call("POST", acctPath(a.id) + "/api-key", { admin: true });
  const k3 = g2.json && g2.json.api_key;
  check("a new key can be issued after a revoke (201)", g2.status === 201 && typeof k3 === "string" && k3.startsWith("hum_"), "201", describe(g2));
  if (k3) eq("… and it works", (await balance(k3)).json, { balance_remaining: 180, plan: "trial", reset_date: null });
  expect401("the earlier revoked keys stay revoked", await balance(nk));
  expect401("… including the original one", await balance(a.key));
}

// ================================================================ global audits over every response
function audits() {
  note(`audits over all ${allResponses.length} responses`);
  const noId = allResponses.filter((r) => !(r.h("x-request-id") || "").length);
  check(
    "every response carries X-Request-Id",
    noId.length === 0,
    "all",
    noId.slice(0, 3).map((r) => `${r.method} ${r.path} ${r.status}`),
  );
  const notJson = allResponses.filter((r) => r.status !== 204 && (!isJsonCT(r) || r.json === undefined));
  check(
    "every non-204 response body is JSON with Content-Type application/json",
    notJson.length === 0,
    "all JSON",
    notJson.slice(0, 3).map((r) => `${r.method} ${r.path} ${r.status} ${r.h("content-type")} ${short(r.text, 80)}`),
  );
  const badErr = allResponses.filter((r) => r.status >= 400 && !isErrorShape(r.json));
  check(
    "every error response is exactly {error, message} (strings, non-empty message)",
    badErr.length === 0,
    "{error, message}",
    badErr.slice(0, 3).map((r) => `${r.method} ${r.path} ${describe(r)}`),
  );
  const no204Body = allResponses.filter((r) => r.status === 204 && r.text !== "");
  check(
    "204 responses have no body",
    no204Body.length === 0,
    "empty",
    no204Body.map((r) => r.text),
  );
  const apiAuthed = allResponses.filter(
    (r) =>
      ((r.method === "POST" && r.path === "/api/v1/humanize") || (r.method === "GET" && r.path === "/api/v1/balance")) &&
      /^Bearer hum_/.test(r.sentAuth || "") &&
      ![401, 413].includes(r.status),
  );
  const noRl = apiAuthed.filter((r) => !["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset"].every((h) => /^\d+$/.test(r.h(h) || "")));
  check(
    `every response to a request that passed auth carries X-RateLimit-Limit/Remaining/Reset (${apiAuthed.length} responses)`,
    noRl.length === 0,
    "all three headers",
    noRl.slice(0, 3).map((r) => `${r.method} ${r.path} ${r.status}`),
  );
  const ra = allResponses.filter((r) => r.status === 429 && !/^\d+$/.test(r.h("retry-after") || ""));
  check("every 429 carries Retry-After", ra.length === 0, "Retry-After", ra.length);
  const www401 = allResponses.filter((r) => r.json && r.json.error === "invalid_api_key" && !/^Bearer\b/i.test(r.h("www-authenticate") || ""));
  check("every invalid_api_key response carries WWW-Authenticate: Bearer", www401.length === 0, "all", www401.length);
  const leaks = allResponses.filter((r) => {
    const tok = (r.sentAuth || "").replace(/^\S+\s+/, "");
    return (tok.length >= 8 && r.text.includes(tok)) || (ADMIN && r.text.includes(ADMIN));
  });
  check(
    "no response echoes the submitted key or the admin token",
    leaks.length === 0,
    "none",
    leaks.slice(0, 2).map((r) => `${r.method} ${r.path} ${r.status}`),
  );
  const traces = allResponses.filter((r) => /\n\s+at\s|\bat\s+\S+\s+\(.*:\d+:\d+\)|\.(ts|js|mjs):\d+:\d+/.test(r.text));
  check(
    "no response contains a stack trace",
    traces.length === 0,
    "none",
    traces.slice(0, 2).map((r) => `${r.method} ${r.path} ${short(r.text, 120)}`),
  );
}

// ================================================================ main
async function guarded<T>(name: string, fn: () => Promise<T>): Promise<T | undefined> {
  try {
    return await fn();
  } catch (error) {
    const e = error as Error | null | undefined;
    notOk(`${name} ran to completion`, "no exception", e && e.stack ? e.stack.split("\n").slice(0, 3).join(" | ") : e);
    return undefined;
  }
}
async function main() {
  const watchdog = setTimeout(async () => {
    notOk("run finishes within the time budget", `${RUN_BUDGET_MS / 1000} s`, "timeout");
    quiet = true;
    await cleanup();
    if (!finished) {
      finished = true;
      console.log(`${passed} passed, ${failed} failed`);
    }
    process.exit(1);
  }, RUN_BUDGET_MS);
  watchdog.unref();
  const t = Date.now();
  let up = true;
  if (START) up = await startServer();
  if (up) {
    note(`target ${BASE}`);
    const timed = await guarded("§5 timed setup", timedSetup);
    if (timed) await guarded("§5 timed middle", () => timedMiddle(timed));
    await guarded("§8 operator API", sectionAdmin);
    await guarded("§1 transport", sectionTransport);
    await guarded("§2 errors", sectionErrors);
    await guarded("§3 words", sectionWords);
    if (timed) await guarded("§5 timed finish", () => timedFinish(timed));
    await guarded("§4 rate limit", sectionRateLimit);
    await guarded("§5 plans", sectionPlans);
    await guarded("§6 idempotency", sectionIdempotency);
    await guarded("§7 keys", sectionKeys);
    audits();
    note(`elapsed ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  await cleanup();
  finished = true;
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
process.on("unhandledRejection", (e: Error | null | undefined) => {
  notOk("no unhandled rejection", "none", e && e.message);
});
main().catch(async (e: Error | null | undefined) => {
  notOk("checker runs without crashing", "no exception", e && e.stack);
  await cleanup();
  if (!finished) {
    finished = true;
    console.log(`${passed} passed, ${failed} failed`);
  }
  process.exit(1);
});
