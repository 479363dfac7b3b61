// Black-box fault run against the Humanize API, written from shared/CONTRACT.md and README.md only.
//
//   node --import tsx test/blackbox/faults.ts [--store durable|redis|both] [--quick]
//
// For each store it starts its own `wrangler dev` (and, for redis, its own redis-server and the
// README's Upstash REST front), then runs three phases:
//   1. fuzz under load: valid humanize calls mixed with random garbage, concurrently;
//   2. SIGKILL of the wrangler process group mid-load, restart on the same state, settlement of the
//      lost requests by retrying them with their Idempotency-Key, exact money check;
//   3. key revocation / rotation under load (on redis also through a second Worker instance that
//      shares the same Redis, i.e. "everywhere"), money check.
// Prints a summary per store and exits non-zero on any contract violation.
// Node 20+ under tsx; no types of the project: the answers it reads are typed here, from the contract.

import { spawn } from "node:child_process";
import net from "node:net";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const WRANGLER = path.join(ROOT, "node_modules", ".bin", "wrangler");
const args = process.argv.slice(2);
const argVal = (n: string, d?: string) => {
  const i = args.indexOf(n);
  return i >= 0 ? args[i + 1] : d;
};
const STORES = argVal("--store", "both") === "both" ? ["durable", "redis"] : [String(argVal("--store"))];
const QUICK = args.includes("--quick");
const SEED = Number(argVal("--seed", String(Date.now() % 1e9)));
const ADMIN = "faults-admin-" + crypto.randomBytes(6).toString("hex");
const LEASE = 10; // IDEMPOTENCY_LEASE_SECONDS for the run: lost requests can be settled quickly

// ---------------------------------------------------------------- deterministic randomness
let rngState = SEED >>> 0 || 1;
function rnd() {
  rngState ^= rngState << 13;
  rngState >>>= 0;
  rngState ^= rngState >>> 17;
  rngState ^= rngState << 5;
  rngState >>>= 0;
  return rngState / 4294967296;
}
const ri = (a: number, b: number) => a + Math.floor(rnd() * (b - a + 1));
const pick = <T>(arr: readonly T[]): T => arr[Math.floor(rnd() * arr.length)]!; // a non-empty list

// ---------------------------------------------------------------- contract tables
const CODES: Record<string, number> = {
  invalid_api_key: 401,
  rate_limit_exceeded: 429,
  unsupported_media_type: 415,
  invalid_request: 400,
  text_too_short: 400,
  text_too_long: 400,
  unsupported_language: 422,
  trial_exhausted: 403,
  insufficient_balance: 402,
  idempotency_in_progress: 409,
  idempotency_key_reused: 422,
  engine_unavailable: 503,
  service_unavailable: 503,
  payload_too_large: 413,
  not_found: 404,
  method_not_allowed: 405,
  internal_error: 500,
  // operator API (§8)
  invalid_admin_token: 401,
  account_not_found: 404,
  subscription_not_found: 404,
};

// ---------------------------------------------------------------- words (contract §3), for texts we build
const VOCAB = (
  "moreover it is important to note that our team will delve into the data in order to leverage " +
  "insights we gathered furthermore this comprehensive analysis highlights crucial aspects of the " +
  "landscape additionally stakeholders should consider robust strategies seamless integration and " +
  "innovative solutions ultimately fostering growth across various sectors"
).split(" ");
const NONWORDS = ["—", "&", "...", "-", "*", "|"];
function validText(n: number): string {
  // exactly n words (contract §3), plus some non-word tokens
  const w: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = rnd();
    if (r < 0.05) w.push(String(ri(1, 9)) + "," + String(ri(100, 999)));
    else if (r < 0.08) w.push("don't");
    else if (r < 0.1) w.push("state-of-the-art");
    else w.push(pick(VOCAB));
    if (rnd() < 0.05) w.push(pick(NONWORDS));
  }
  const s = w.join(" ");
  return s.charAt(0).toUpperCase() + s.slice(1) + ".";
}

// ---------------------------------------------------------------- process management
function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => res(p));
    });
    s.on("error", rej);
  });
}
const children = new Set<number>();
/** Starts `cmd` in its own process group, output to `logFile`; its pid (= the group's id). */
function startDetached(cmd: string, argv: string[], logFile: string, extraEnv: Record<string, string> = {}): number {
  const out = fs.openSync(logFile, "a");
  const ch = spawn(cmd, argv, {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", out, out],
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", CI: "1", ...extraEnv },
  });
  fs.closeSync(out);
  const pid = ch.pid;
  if (pid === undefined) throw new Error(`could not start ${cmd}`);
  children.add(pid);
  ch.on("exit", () => {});
  return pid;
}
function killGroup(pid: number, sig: NodeJS.Signals = "SIGKILL") {
  try {
    process.kill(-pid, sig);
  } catch {
    /* gone */
  }
  children.delete(pid);
}
function groupAlive(pid: number) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}
async function killGroupAndWait(pid: number) {
  killGroup(pid, "SIGKILL");
  for (let i = 0; i < 100 && groupAlive(pid); i++) await sleep(50);
}
process.on("exit", () => {
  for (const pid of children) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {}
  }
});
for (const s of ["SIGINT", "SIGTERM"] as const) process.on(s, () => process.exit(130));

async function waitHttp(port: number, ms = 90000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/v1/balance`, { signal: AbortSignal.timeout(3000) });
      await r.arrayBuffer();
      return true;
    } catch {
      await sleep(300);
    }
  }
  throw new Error("server on port " + port + " did not come up");
}

class Wrangler {
  name: string;
  dir: string;
  vars: Record<string, string>;
  pid: number | null;
  port: number | null;
  starts: number;
  base = "";
  constructor(name: string, dir: string, vars: Record<string, string>) {
    this.name = name;
    this.dir = dir;
    this.vars = vars;
    this.pid = null;
    this.port = null;
    this.starts = 0;
  }
  async start() {
    this.port = await freePort();
    const insp = await freePort();
    const argv = [
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      String(this.port),
      "--inspector-port",
      String(insp),
      "--persist-to",
      path.join(this.dir, "state"),
      "--log-level",
      "warn",
    ];
    for (const [k, v] of Object.entries(this.vars)) argv.push("--var", `${k}:${v}`);
    this.pid = startDetached(WRANGLER, argv, path.join(this.dir, `${this.name}.log`));
    this.starts++;
    await waitHttp(this.port);
    this.base = `http://127.0.0.1:${this.port}`;
  }
  async kill() {
    if (this.pid !== null) await killGroupAndWait(this.pid);
    this.pid = null;
  }
}

// ---------------------------------------------------------------- HTTP helpers
/**
 * The fields of the API's JSON answers this run reads, as the contract describes them. Each check
 * tests what it reads; where one reads an answer's field without testing first that there is one,
 * `!` keeps what the run always did: a missing answer throws there and aborts the store's run.
 */
interface Answer {
  error?: string;
  message?: string;
  account_id?: string;
  api_key?: string;
  balance?: number;
  humanized_text?: string;
  words_used?: number;
  balance_remaining?: number;
}

/** An answer over HTTP (status 0: none, `error` says why; t0/t1 when sent by req()). */
interface Resp {
  status: number;
  headers?: Record<string, string>;
  text?: string;
  json?: Answer | undefined;
  error?: string;
  rawText?: string;
  t0?: number;
  t1?: number;
}

async function req(
  base: string,
  method: string,
  p: string,
  { headers = {}, body, timeout = 30000 }: { headers?: Record<string, string>; body?: string | Buffer | undefined; timeout?: number } = {},
): Promise<Resp & { t0: number; t1: number }> {
  const t0 = performance.now();
  try {
    const r = await fetch(base + p, { method, headers, body, signal: AbortSignal.timeout(timeout) });
    const text = await r.text();
    let json: Answer | undefined;
    try {
      json = JSON.parse(text) as Answer;
    } catch {
      json = undefined;
    }
    return { status: r.status, headers: Object.fromEntries(r.headers), text, json, t0, t1: performance.now() };
  } catch (error) {
    const e = error as { message?: string; cause?: { code?: string; message?: string } };
    return { status: 0, error: String(e.cause?.code || e.cause?.message || e.message), t0, t1: performance.now() };
  }
}
// Raw HTTP/1.1 over TCP, for requests fetch refuses to send (bad bytes, huge headers, odd methods).
function raw(port: number, head: Buffer | string, bodyBuf: Buffer = Buffer.alloc(0), timeout = 20000): Promise<Resp> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let done = false;
    const sock = net.connect(port, "127.0.0.1");
    const fin = (err?: string) => {
      if (done) return;
      done = true;
      sock.destroy();
      const buf = Buffer.concat(chunks);
      const i = buf.indexOf("\r\n\r\n");
      if (i < 0)
        return resolve({
          status: 0,
          error: err || (buf.length ? "unparseable response" : "connection closed without response"),
          rawText: buf.toString("latin1").slice(0, 300),
        });
      const lines = buf.subarray(0, i).toString("latin1").split("\r\n");
      const status = Number((lines[0] ?? "").split(" ")[1]);
      const headers: Record<string, string> = {};
      for (const l of lines.slice(1)) {
        const k = l.indexOf(":");
        headers[l.slice(0, k).trim().toLowerCase()] = l.slice(k + 1).trim();
      }
      let body = buf.subarray(i + 4);
      if (/chunked/i.test(headers["transfer-encoding"] || "")) {
        const parts: Buffer[] = [];
        let off = 0;
        while (off < body.length) {
          const e = body.indexOf("\r\n", off);
          if (e < 0) break;
          const n = parseInt(body.subarray(off, e).toString(), 16);
          if (!n) break;
          parts.push(body.subarray(e + 2, e + 2 + n));
          off = e + 2 + n + 2;
        }
        body = Buffer.concat(parts);
      } else if (headers["content-length"]) body = body.subarray(0, Number(headers["content-length"]));
      const text = body.toString("utf8");
      let json: Answer | undefined;
      try {
        json = JSON.parse(text) as Answer;
      } catch {
        json = undefined;
      }
      resolve({ status, headers, text, json });
    };
    sock.setTimeout(timeout, () => fin("timeout"));
    sock.on("data", (d: Buffer) => chunks.push(d));
    sock.on("end", () => fin());
    sock.on("close", () => fin());
    sock.on("error", (e: NodeJS.ErrnoException) => fin(e.code || e.message));
    sock.on("connect", () => {
      const h = Buffer.isBuffer(head) ? head : Buffer.from(head, "latin1");
      sock.write(Buffer.concat([h, bodyBuf]));
    });
  });
}
function rawHead(method: string, p: string, headers: [string, string][], bodyLen: number | null): Buffer {
  let s = `${method} ${p} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n`;
  for (const [k, v] of headers) s += `${k}: ${v}\r\n`;
  if (bodyLen !== null) s += `Content-Length: ${bodyLen}\r\n`;
  return Buffer.from(s + "\r\n", "latin1");
}

// ---------------------------------------------------------------- per-store recorder
/** A contract violation: what kind, the detail, a curl line that reproduces it. */
interface Violation {
  kind: string;
  detail: unknown;
  repro: string;
  more?: number;
}

/** A money check: balance == start − words of the 200s. */
interface MoneyCheck {
  phase: string;
  account: string;
  start: number;
  charged: number;
  expected: number;
  actual: number;
  ok: boolean;
}

class Run {
  store: string;
  byStatus: Map<string, number>;
  violations: Violation[];
  money: MoneyCheck[];
  notes: string[];
  kills: number;
  restarts: number;
  revocations: number;
  rotations: number;
  sent: number;
  seconds = 0;
  constructor(store: string) {
    this.store = store;
    this.byStatus = new Map();
    this.violations = [];
    this.money = [];
    this.notes = [];
    this.kills = 0;
    this.restarts = 0;
    this.revocations = 0;
    this.rotations = 0;
    this.sent = 0;
  }
  count(phase: string, r: Resp): void {
    this.sent++;
    const k = r.status === 0 ? `no-response(${r.error})` : `${r.status} ${r.json?.error || (r.status < 300 ? "ok" : r.json ? "?" : "non-json")}`;
    const key = `${phase}: ${k}`;
    this.byStatus.set(key, (this.byStatus.get(key) || 0) + 1);
  }
  violate(kind: string, detail: unknown, repro: string): void {
    const earlier = this.violations.find((x) => x.kind === kind);
    if (earlier && this.violations.filter((v) => v.kind === kind).length >= 2) {
      earlier.more = (earlier.more || 0) + 1;
      return;
    }
    this.violations.push({ kind, detail, repro });
  }
}

// General checks on every HTTP answer from the Worker.
function checkResponse(run: Run, r: Resp, repro: string, { expect = null, label = "" }: { expect?: string[] | null; label?: string } = {}): void {
  if (r.status === 0) return; // transport failure, judged by the caller
  const st = r.status;
  const h = r.headers || {};
  if (st >= 500 && !(st === 503 && ["service_unavailable", "engine_unavailable"].includes(String(r.json?.error))))
    run.violate("5xx", `${st} ${r.text?.slice(0, 200)}`, repro);
  if (st === 503 && !h["retry-after"]) run.violate("503 without Retry-After", r.text?.slice(0, 200), repro);
  if (!h["x-request-id"]) run.violate("missing X-Request-Id", `status ${st}`, repro);
  if (st >= 400) {
    const j = r.json;
    if (!j || typeof j !== "object" || Array.isArray(j))
      run.violate("error body not JSON object", `${st} ${JSON.stringify(r.text?.slice(0, 200))} content-type=${h["content-type"]}`, repro);
    else {
      const keys = Object.keys(j).sort().join(",");
      if (keys !== "error,message" || typeof j.error !== "string" || typeof j.message !== "string" || !j.message)
        run.violate("error body not exactly {error,message}", `${st} ${r.text!.slice(0, 200)}`, repro);
      else if (CODES[j.error] === undefined) run.violate("error code not in contract table", `${st} ${j.error}`, repro);
      else if (CODES[j.error] !== st) run.violate("code/status mismatch", `${st} ${j.error}`, repro);
      if (
        j &&
        typeof j.message === "string" &&
        (/\bat .*:\d+:\d+/.test(j.message) || /hum_[A-Za-z0-9]+_[A-Za-z0-9_-]{8,}/.test(j.message) || j.message.includes(ADMIN))
      )
        run.violate("internals / key material in message", j.message.slice(0, 200), repro);
    }
    if (st === 401 && !/^bearer/i.test(h["www-authenticate"] || "")) run.violate("401 without WWW-Authenticate: Bearer", r.text?.slice(0, 120), repro);
    if (st === 405 && !h["allow"]) run.violate("405 without Allow", r.text?.slice(0, 120), repro);
    if (st === 429 && !(Number(h["retry-after"]) >= 1)) run.violate("429 without Retry-After >= 1", "", repro);
  } else if (st !== 204) {
    if (r.json === undefined) run.violate("success body not JSON", `${st} ${r.text?.slice(0, 120)}`, repro);
  }
  if (expect) {
    const got = r.json?.error || String(st);
    const ok = expect.some((e) => e === got || e === String(st));
    if (!ok) run.violate(`unexpected outcome${label ? ` [${label}]` : ""}`, `got ${st} ${r.json?.error || ""}, contract allows ${expect.join("|")}`, repro);
  }
}

const reproOf = (base: string, method: string, p: string, headers: Record<string, string>, body?: string | Buffer) => {
  const hs = Object.entries(headers)
    .map(([k, v]) => `-H ${JSON.stringify(`${k}: ${String(v).length > 80 ? String(v).slice(0, 40) + `…(${String(v).length} chars)` : v}`)}`)
    .join(" ");
  let b = "";
  if (body !== undefined) {
    const s = Buffer.isBuffer(body) ? body.toString("latin1") : String(body);
    b = ` --data-binary ${JSON.stringify(s.length > 160 ? s.slice(0, 120) + `…(${s.length} bytes)` : s)}`;
  }
  return `curl -s -X ${method} ${base}${p} ${hs}${b}`;
};

// ---------------------------------------------------------------- admin helpers
async function admin(base: string, method: string, p: string, body?: unknown): Promise<Resp & { t0: number; t1: number }> {
  const headers: Record<string, string> = { authorization: `Bearer ${ADMIN}` };
  if (body !== undefined) headers["content-type"] = "application/json";
  for (let i = 0; i < 20; i++) {
    const r = await req(base, method, p, { headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (r.status !== 0 && r.status !== 503) return r;
    await sleep(300);
  }
  throw new Error(`admin ${method} ${p} keeps failing`);
}
/** A funded account: its id, key, and the balance it started with. */
interface Funded {
  id: string;
  key: string;
  start: number;
}

async function newFundedAccount(base: string, words: number): Promise<Funded> {
  const a = await admin(base, "POST", "/admin/v1/accounts", {});
  if (a.status !== 201) throw new Error("create account: " + a.status + " " + a.text);
  const s = await admin(base, "PUT", `/admin/v1/accounts/${a.json!.account_id}/subscription`, { words_per_period: words });
  if (s.status !== 200) throw new Error("subscribe: " + s.status + " " + s.text);
  return { id: a.json!.account_id!, key: a.json!.api_key!, start: s.json!.balance! };
}
async function adminBalance(base: string, id: string): Promise<number> {
  const r = await admin(base, "GET", `/admin/v1/accounts/${id}`);
  if (r.status !== 200) throw new Error("get account: " + r.status + " " + r.text);
  return r.json!.balance!;
}

// Pool runner bounded by count and time.
async function pool(n: number, deadline: number, maxCount: number, fn: (k: number, w: number) => Promise<void>): Promise<void> {
  let i = 0;
  const worker = async (w: number) => {
    while (performance.now() < deadline && i < maxCount) {
      const k = i++;
      await fn(k, w);
    }
  };
  await Promise.all(Array.from({ length: n }, (_, w) => worker(w)));
}

// ================================================================ phase 1: garbage under load
function deepJson(d: number): string {
  return "[".repeat(d) + "]".repeat(d);
}
const ODD = [
  "\u0000",
  "\u200b",
  "\u200f",
  "\u202e",
  "\ufeff",
  "😀",
  "e\u0301",
  "\ud800",
  "\udfff",
  "\u2028",
  "\u00a0",
  "\u3000",
  "Ａ",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  "ﷺ",
  "\u0085",
];

/** A garbage request: what it is, method, path, headers, body, and the outcomes the contract allows. */
interface GarbageCase {
  d: string;
  m: string;
  p: string;
  h: Record<string, string>;
  b: string | Buffer | undefined;
  expect: string[];
  /** Sent as raw bytes over TCP (fetch would refuse or rewrite it). */
  raw?: boolean;
  rid?: boolean;
  head?: boolean;
}

function garbageCase(acct: Funded, otherKey: string): GarbageCase {
  const good = `Bearer ${acct.key}`;
  const text = validText(ri(10, 40));
  const J = (o: unknown) => JSON.stringify(o);
  const H = (extra: Record<string, string> = {}) => ({ authorization: good, "content-type": "application/json", ...extra });
  const cases: (() => GarbageCase)[] = [
    () => {
      const m = pick(["GET", "PUT", "DELETE", "PATCH"]);
      return { d: "wrong method on humanize", m, p: "/api/v1/humanize", h: H(), b: m === "GET" ? undefined : J({ text }), expect: ["method_not_allowed"] };
    },
    () => ({
      d: "wrong method on balance",
      m: pick(["POST", "PUT", "DELETE", "PATCH"]),
      p: "/api/v1/balance",
      h: H(),
      b: J({}),
      expect: ["method_not_allowed"],
    }),
    () => ({
      d: "unknown path",
      m: pick(["GET", "POST"]),
      p: pick(["/api/v2/humanize", "/api/v1/humanize/x", "/api/v1/", "/nope", "/api/v1/balance/..%2f", "/admin/v1/nothing"]),
      h: H(),
      b: undefined,
      expect: ["not_found", "method_not_allowed", "invalid_admin_token"],
    }),
    () => ({
      d: "bad content type",
      m: "POST",
      p: "/api/v1/humanize",
      h: H({
        "content-type": pick([
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          "application/jsonx",
          "application/json-patch+json",
          "json",
          "*/*",
        ]),
      }),
      b: J({ text }),
      expect: ["unsupported_media_type"],
    }),
    () => ({ d: "no content type", m: "POST", p: "/api/v1/humanize", h: { authorization: good }, b: J({ text }), expect: ["unsupported_media_type"] }),
    () => ({
      d: "json with charset",
      m: "POST",
      p: "/api/v1/humanize",
      h: H({ "content-type": pick(["application/json; charset=utf-8", "application/json;charset=UTF-8", 'application/json ; charset="utf-8"']) }),
      b: J({ text }),
      expect: ["200"],
    }),
    () => ({
      d: "malformed json",
      m: "POST",
      p: "/api/v1/humanize",
      h: H(),
      b: pick([
        "",
        "{",
        '{"text": "a b c"',
        "{'text': 'x'}",
        '{"text": "x",}',
        "NaN",
        '{"text": NaN}',
        "undefined",
        "\ufeff" + J({ text }),
        '{"text": "\\x41"}',
        '{"text": "\\ud83d"} junk',
        "[1,2",
        '{"text"::1}',
      ]),
      expect: ["invalid_request", "200"],
    }),
    () => ({
      d: "json not an object",
      m: "POST",
      p: "/api/v1/humanize",
      h: H(),
      b: pick(["null", "[]", "123", '"text"', "true", J([{ text }])]),
      expect: ["invalid_request"],
    }),
    () => ({
      d: "deep json",
      m: "POST",
      p: "/api/v1/humanize",
      h: H(),
      b: pick([
        deepJson(ri(100, 20000)),
        J({ text }).slice(0, -1) + ',"x":' + deepJson(5000) + "}",
        '{"text":' + '{"a":'.repeat(3000) + "1" + "}".repeat(3001),
      ]),
      expect: ["invalid_request", "payload_too_large"],
    }),
    () => ({
      d: "huge body > 1 MiB",
      m: "POST",
      p: "/api/v1/humanize",
      h: H(),
      b: J({ text: "word ".repeat(ri(210000, 400000)) }),
      expect: ["payload_too_large"],
    }),
    () => ({
      d: "huge body > 1 MiB without auth",
      m: "POST",
      p: "/api/v1/humanize",
      h: { "content-type": "application/json" },
      b: "x".repeat(1048577 + ri(0, 5000)),
      expect: ["payload_too_large"],
    }),
    () => ({
      d: "body just under 1 MiB, too many words",
      m: "POST",
      p: "/api/v1/humanize",
      h: H(),
      b: J({ text: "ab ".repeat(349000) }),
      expect: ["text_too_long"],
    }),
    () => ({ d: "too long text", m: "POST", p: "/api/v1/humanize", h: H(), b: J({ text: validText(3001 + ri(0, 50)) }), expect: ["text_too_long"] }),
    () => ({ d: "too short text", m: "POST", p: "/api/v1/humanize", h: H(), b: J({ text: validText(ri(0, 9)) + " — & ..." }), expect: ["text_too_short"] }),
    () => ({
      d: "wrong field types",
      m: "POST",
      p: "/api/v1/humanize",
      h: H(),
      b: J(
        pick([
          { text: 5 },
          { text: null },
          { text: [text] },
          { text: { t: text } },
          { text, mode: 1 },
          { text, mode: "turbo" },
          { text, mode: null },
          { text, language: 7 },
          { text, language: "en_US" },
          { text, language: "" },
          { text, language: "123456789" },
          { text, extra: 1 },
          { text, Text: text },
          { mode: "standard" },
          {},
        ]),
      ),
      expect: ["invalid_request"],
    }),
    () => ({
      d: "prototype-ish keys",
      m: "POST",
      p: "/api/v1/humanize",
      h: H(),
      b: pick([
        '{"text":' + J(text) + ',"__proto__":{"mode":"x"}}',
        '{"text":' + J(text) + ',"constructor":{}}',
        '{"__proto__":{"text":' + J(text) + "}}",
        '{"text":' + J(text) + ',"toString":1}',
      ]),
      expect: ["invalid_request"],
    }),
    () => ({ d: "duplicate keys", m: "POST", p: "/api/v1/humanize", h: H(), b: '{"text":5,"text":' + J(text) + "}", expect: ["200", "invalid_request"] }),
    () => ({
      d: "odd unicode text",
      m: "POST",
      p: "/api/v1/humanize",
      h: H(),
      b: J({
        text: Array.from({ length: ri(5, 40) }, () => (rnd() < 0.5 ? pick(VOCAB) : pick(ODD) + pick(VOCAB) + pick(ODD))).join(
          pick([" ", "\u3000", "\u00a0", "\t", "\n", "\u2028", "\u200b"]),
        ),
        mode: pick(["standard", "aggressive"]),
      }),
      expect: ["200", "text_too_short", "unsupported_language", "invalid_request"],
    }),
    () => ({
      d: "lone surrogate escapes",
      m: "POST",
      p: "/api/v1/humanize",
      h: H(),
      b: '{"text":"' + text.replace(/ /g, () => pick([" ", " \\ud800 ", " \\udc00", "\\u0000 ", " \\uffff "])) + '"}',
      expect: ["200", "invalid_request", "unsupported_language"],
    }),
    () => ({
      d: "invalid utf-8 bytes",
      m: "POST",
      p: "/api/v1/humanize",
      h: H(),
      raw: true,
      b: Buffer.concat([
        Buffer.from('{"text":"' + text.slice(0, 40)),
        Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x82]),
        Buffer.from(" " + text + '"}'),
      ]),
      expect: ["200", "invalid_request", "unsupported_language"],
    }),
    () => ({
      d: "other languages",
      m: "POST",
      p: "/api/v1/humanize",
      h: H(),
      b: J({
        text: pick([
          "我们正在测试这个服务我们正在测试这个服务我们正在测试这个服务",
          "Это очень важный текст который нужно переписать прямо сейчас пожалуйста друг",
          "Es importante señalar que nuestro equipo profundizará en los datos recopilados este año",
          "これはテストです。これはテストです。これはテストです。これはテストです。これはテストです。",
        ]),
        language: pick([undefined, "und", "zh", "ru", "es", "tlh", "en-GB"]),
      }),
      expect: ["200", "unsupported_language", "text_too_short"],
    }),
    () => ({ d: "auth missing", m: "POST", p: "/api/v1/humanize", h: { "content-type": "application/json" }, b: J({ text }), expect: ["invalid_api_key"] }),
    () => ({
      d: "auth odd",
      m: pick(["POST", "GET"]),
      p: "/api/v1/balance",
      h: {
        authorization: pick([
          "Bearer",
          "Bearer ",
          "Basic " + Buffer.from("a:b").toString("base64"),
          "Token " + acct.key,
          acct.key,
          `Bearer ${acct.key}x`,
          `Bearer ${acct.key.slice(0, -1)}`,
          `Bearer hum_`,
          `Bearer hum_${acct.id}_`,
          `Bearer hum_${acct.id}_${"A".repeat(43)}`,
          `Bearer ${otherKey}0`,
          `Bearer ${acct.key} extra`,
          `Bearer ${"a".repeat(ri(300, 6000))}`,
          `Bearer hum_../../${acct.id}_x`,
          "Bearer null",
          "Bearer undefined",
        ]),
      },
      b: undefined,
      expect: ["invalid_api_key", "method_not_allowed"],
    }),
    () => ({
      d: "auth odd (raw bytes)",
      m: "GET",
      p: "/api/v1/balance",
      h: { authorization: pick([`Bearer ${acct.key}\u00e9`, `Bearer \u00ff\u00fe`, `Bearer ${acct.key.replace("_", "\u00a0")}`]) },
      raw: true,
      b: undefined,
      expect: ["invalid_api_key"],
    }),
    () => ({
      d: "auth scheme case",
      m: "GET",
      p: "/api/v1/balance",
      h: { authorization: pick([`bearer ${acct.key}`, `BEARER ${acct.key}`, `Bearer  ${acct.key}`, `Bearer\t${acct.key}`]) },
      b: undefined,
      expect: ["200", "invalid_api_key"],
    }),
    () => ({
      d: "bad idempotency key",
      m: "POST",
      p: "/api/v1/humanize",
      h: H({ "idempotency-key": pick(["x".repeat(256), "x".repeat(ri(257, 4000))]) }),
      b: J({ text }),
      expect: ["invalid_request"],
    }),
    () => ({
      d: "bad idempotency key (raw bytes)",
      m: "POST",
      p: "/api/v1/humanize",
      h: H({ "idempotency-key": pick(["caf\u00e9", "a\u0001b", "a\u007fb", "\u00ff"]) }),
      raw: true,
      b: J({ text }),
      expect: ["invalid_request"],
    }),
    () => ({
      d: "empty idempotency key",
      m: "POST",
      p: "/api/v1/humanize",
      h: H({ "idempotency-key": "" }),
      raw: true,
      b: J({ text }),
      expect: ["invalid_request", "200"],
    }),
    () => ({
      d: "odd but valid idempotency key",
      m: "POST",
      p: "/api/v1/humanize",
      h: H({ "idempotency-key": pick(["x".repeat(255), "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~", "a b", "0"]) }),
      b: J({ text }),
      expect: ["200", "idempotency_key_reused", "idempotency_in_progress"],
    }),
    () => ({
      d: "oversized header",
      m: "GET",
      p: "/api/v1/balance",
      h: { authorization: good, "x-pad": "p".repeat(pick([9000, 20000, 40000, 70000, 200000])) },
      raw: true,
      b: undefined,
      expect: ["200", "transport"],
    }),
    () => ({
      d: "oversized header, no auth",
      m: "POST",
      p: "/api/v1/humanize",
      h: { "content-type": "application/json", "x-pad": "p".repeat(pick([20000, 40000])) },
      raw: true,
      b: J({ text }),
      expect: ["invalid_api_key", "transport"],
    }),
    () => ({
      d: "many headers",
      m: "GET",
      p: "/api/v1/balance",
      h: Object.fromEntries([["authorization", good], ...Array.from({ length: ri(100, 400) }, (_, i) => [`x-h${i}`, "v".repeat(50)])]),
      raw: true,
      b: undefined,
      expect: ["200", "transport"],
    }),
    () => ({
      d: "odd request id",
      m: "GET",
      p: "/api/v1/balance",
      h: { authorization: good, "x-request-id": pick(["", "a".repeat(256), "has space", "ok_id-1", "../x", "<script>"]) },
      b: undefined,
      expect: ["200"],
      rid: true,
    }),
    () => ({
      d: "admin bad token",
      m: pick(["GET", "POST"]),
      p: "/admin/v1/accounts" + pick(["", "/" + acct.id]),
      h: { authorization: pick(["Bearer wrong", `Bearer ${acct.key}`, "", `Bearer ${ADMIN}x`]), "content-type": "application/json" },
      b: undefined,
      expect: ["invalid_admin_token", "method_not_allowed"],
    }),
    () => ({
      d: "admin garbage body",
      m: "POST",
      p: `/admin/v1/accounts/${acct.id}/credits`,
      h: { authorization: `Bearer ${ADMIN}`, "content-type": pick(["application/json", "text/plain"]) },
      b: pick(['{"words":0}', '{"words":-5}', '{"words":1.5}', '{"words":"10"}', "{", "[]", '{"words":1e400}', '{"words":9007199254740993}']),
      expect: ["invalid_request", "unsupported_media_type", "200"],
    }),
    () => ({ d: "HEAD balance", m: "HEAD", p: "/api/v1/balance", h: { authorization: good }, b: undefined, expect: ["200"], head: true }),
  ];
  return pick(cases)();
}

async function phase1(run: Run, W: Wrangler, base: string, accts: [Funded, Funded, Funded]): Promise<void> {
  const [acct, other, small] = accts;
  const dur = QUICK ? 15000 : 35000,
    max = QUICK ? 500 : 1400;
  const deadline = performance.now() + dur;
  const charged = new Map<string, number>(); // account id -> words of non-replayed 200s
  const idemReuse: { key: string; body: string }[] = [];
  const addCharge = (r: Resp, id: string) => {
    if (r.status === 200 && r.json && typeof r.json.words_used === "number" && r.headers!["idempotent-replayed"] !== "true")
      charged.set(id, (charged.get(id) || 0) + r.json.words_used);
  };
  await pool(12, deadline, max, async (k) => {
    const roll = rnd();
    if (roll < 0.35) {
      // valid humanize, sometimes with Idempotency-Key and sometimes reusing one
      const n = ri(10, 120);
      const text = validText(n);
      const useSmall = rnd() < 0.2;
      const who = useSmall ? small : acct;
      const headers: Record<string, string> = { authorization: `Bearer ${who.key}`, "content-type": "application/json" };
      let body = JSON.stringify({ text, mode: pick(["standard", "aggressive"]) });
      let expect = useSmall ? ["200", "insufficient_balance"] : ["200"];
      let fresh = false,
        sameBody = false,
        pair = false;
      if (!useSmall && rnd() < 0.6) {
        if (idemReuse.length && rnd() < 0.35) {
          // reuse a key whose first request already got its 200: same body → replay, else 422
          const prev = pick(idemReuse);
          headers["idempotency-key"] = prev.key;
          if (rnd() < 0.5) {
            body = prev.body;
            sameBody = true;
            expect = ["200"];
          } else expect = ["idempotency_key_reused"];
        } else {
          headers["idempotency-key"] = `k-${k}-${crypto.randomBytes(6).toString("hex")}`;
          fresh = true;
          pair = rnd() < 0.25; // send a twin with the same key at the same moment
        }
      }
      let twin: { same: boolean; tb: string; p: ReturnType<typeof req> } | null = null;
      if (pair) {
        const same = rnd() < 0.6;
        const tb = same ? body : JSON.stringify({ text: validText(ri(10, 60)) });
        twin = { same, tb, p: req(base, "POST", "/api/v1/humanize", { headers, body: tb }) };
      }
      const r = await req(base, "POST", "/api/v1/humanize", { headers, body });
      if (twin) {
        const t = await twin.p;
        run.count("fuzz", t);
        const trep = reproOf(base, "POST", "/api/v1/humanize", headers, twin.tb) + "   (sent concurrently with the same key)";
        checkResponse(run, t, trep, { expect: twin.same ? ["200", "idempotency_in_progress"] : ["200", "idempotency_in_progress", "idempotency_key_reused"] });
        // pairs: both 200 fresh (no replay) would be a double use of one key
        if (r.status === 200 && t.status === 200) {
          const fr = [r, t].filter((x) => x.headers!["idempotent-replayed"] !== "true").length;
          if (fr !== 1)
            run.violate("two concurrent requests with one Idempotency-Key both ran", `${fr} fresh 200s, bodies ${twin.same ? "same" : "different"}`, trep);
        }
        if (twin.same && t.status === 200 && r.status === 200 && t.json?.humanized_text !== r.json?.humanized_text)
          run.violate("replay differs from original", "", trep);
        addCharge(t, who.id);
        expect = twin.same ? ["200", "idempotency_in_progress"] : ["200", "idempotency_in_progress", "idempotency_key_reused"];
      }
      if (fresh && !pair) {
      } // pushed below once it has its 200
      run.count("fuzz", r);
      const repro = reproOf(base, "POST", "/api/v1/humanize", headers, body);
      if (r.status === 0) {
        run.violate("no response (valid request)", r.error, repro);
        return;
      }
      checkResponse(run, r, repro, { expect });
      if (r.status === 402 && !/\d[\s\S]*\d/.test(r.json?.message || "")) run.violate("402 message does not state both numbers", r.json?.message, repro);
      if (r.status === 200 && useSmall && (r.json?.balance_remaining ?? NaN) < 0) run.violate("negative balance", r.text, repro);
      if (r.status === 200) {
        const want = JSON.parse(body).text === text ? n : null;
        const j = r.json;
        if (!j || typeof j.humanized_text !== "string" || typeof j.words_used !== "number" || typeof j.balance_remaining !== "number")
          run.violate("200 body shape", r.text!.slice(0, 200), repro);
        else if (want !== null && r.headers!["idempotent-replayed"] !== "true" && j.words_used !== want)
          run.violate("words_used differs from contract §3 count", `expected ${want}, got ${j.words_used}`, repro);
        if (!r.headers!["x-ratelimit-limit"] || !r.headers!["x-ratelimit-remaining"] || !r.headers!["x-ratelimit-reset"])
          run.violate("200 without X-RateLimit-* headers", "", repro);
        if (sameBody && r.headers!["idempotent-replayed"] !== "true")
          run.violate("same key + same body (after its 200) answered 200 without Idempotent-Replayed", r.text!.slice(0, 120), repro);
        if (fresh && !pair) idemReuse.push({ key: headers["idempotency-key"]!, body });
      }
      addCharge(r, who.id);
      return;
    }
    if (roll < 0.4) {
      // balance reads
      const r = await req(base, "GET", "/api/v1/balance", { headers: { authorization: `Bearer ${acct.key}` } });
      run.count("fuzz", r);
      checkResponse(run, r, reproOf(base, "GET", "/api/v1/balance", { authorization: "Bearer $KEY" }), { expect: ["200"] });
      return;
    }
    const c = garbageCase(acct, other.key);
    let r;
    const headers = c.h;
    const body = c.b === undefined ? undefined : Buffer.isBuffer(c.b) ? c.b : Buffer.from(c.b, "utf8");
    const repro = reproOf(base, c.m, c.p, headers, c.b);
    if (c.raw || c.m === "HEAD") {
      r = await raw(
        W.port!,
        rawHead(c.m, c.p, Object.entries(headers), body ? body.length : c.m === "GET" || c.m === "HEAD" ? null : 0),
        body || Buffer.alloc(0),
      );
      if (c.m === "HEAD" && r.status) {
        r.text = "";
        r.json = {};
      }
    } else r = await req(base, c.m, c.p, { headers, body });
    run.count("fuzz", r);
    if (r.status === 0) {
      if (c.expect.includes("transport")) run.notes.push(`${c.d}: connection closed without an HTTP answer (${r.error})`);
      else run.violate("no response", `${c.d}: ${r.error}`, repro);
      return;
    }
    if (c.expect.includes("transport") && !r.json && r.status === 431) {
      // workerd's own HTTP layer (in front of the Worker) refuses very large header blocks with a
      // plain-text 431; the Worker never sees the request. Reported as a note, not a violation.
      run.notes.push(
        `${c.d} (${JSON.stringify(
          Object.fromEntries(
            Object.entries(headers)
              .filter(([k]) => k === "x-pad")
              .map(([k, v]) => [k, v.length + " chars"]),
          ),
        )}): ${r.status} ${JSON.stringify((r.text || "").slice(0, 60))} from the runtime, not the Worker`,
      );
      return;
    }
    if (c.head) {
      if (r.status >= 500) run.violate("5xx", `HEAD ${r.status}`, repro);
      return;
    }
    checkResponse(run, r, `[${c.d}] ` + repro, { expect: c.expect.filter((e) => e !== "transport"), label: c.d });
    // §4: every response to a request that passed auth carries the X-RateLimit-* headers
    const passedAuth =
      headers.authorization === `Bearer ${acct.key}` &&
      ((c.m === "POST" && c.p === "/api/v1/humanize") || (c.m === "GET" && c.p === "/api/v1/balance")) &&
      ![401, 404, 405, 413, 431].includes(r.status) &&
      !(r.status === 400 && /headers total/.test(r.json?.message || ""));
    if (passedAuth && !(r.headers!["x-ratelimit-limit"] && r.headers!["x-ratelimit-remaining"] && r.headers!["x-ratelimit-reset"]))
      run.violate("authenticated answer without X-RateLimit-* headers", `${r.status} ${r.json?.error || ""}`, repro);
    if (c.rid) {
      const sent = headers["x-request-id"]!;
      const got = r.headers!["x-request-id"]; // sent: set in every rid case
      const valid = /^[A-Za-z0-9_-]{1,255}$/.test(sent);
      if (valid && got !== sent) run.violate("X-Request-Id not echoed", `sent ${sent} got ${got}`, repro);
      if (!valid && (got === sent || !/^[0-9a-f-]{36}$/i.test(got || "")))
        run.violate(
          "invalid X-Request-Id not replaced by a UUID",
          `sent ${JSON.stringify(sent.slice(0, 30))} got ${JSON.stringify((got || "").slice(0, 40))}`,
          repro,
        );
    }
    if (c.p.startsWith("/api/v1/humanize")) addCharge(r, acct.id);
  });
  for (const a of [acct, other, small]) {
    const bal = await adminBalance(base, a.id);
    const exp = a.start - (charged.get(a.id) || 0);
    run.money.push({ phase: "fuzz", account: a.id, start: a.start, charged: charged.get(a.id) || 0, expected: exp, actual: bal, ok: bal === exp });
    if (bal !== exp)
      run.violate(
        "money mismatch (fuzz)",
        `account ${a.id}: start ${a.start} − 200s ${charged.get(a.id) || 0} = ${exp}, actual ${bal}`,
        `GET ${base}/admin/v1/accounts/${a.id}`,
      );
  }
}

// ================================================================ phase 2: SIGKILL mid-load
/** A keyed humanize request of the kill phase, and what became of it. */
interface KillRequest {
  a: Funded;
  key: string;
  body: string;
  words: number;
  r: Resp;
  settled?: Resp;
}

async function phase2(run: Run, W: Wrangler): Promise<void> {
  const rounds = QUICK ? 1 : 3;
  for (let round = 1; round <= rounds; round++) {
    const accts: Funded[] = [];
    for (let i = 0; i < 3; i++) accts.push(await newFundedAccount(W.base, 1_000_000));
    const reqs: KillRequest[] = []; // {acct, key, body, words, result}
    let killed = false;
    const killAfter = ri(500, 4000);
    const t0 = performance.now();
    const load = pool(12, t0 + 20000, 2000, async (k) => {
      if (killed) return;
      const a = accts[k % accts.length]!; // 3 accounts
      const n = ri(10, 300);
      const rec: KillRequest = {
        r: { status: 0, error: "not sent" },
        a,
        key: `kill-${round}-${k}-${crypto.randomBytes(8).toString("hex")}`,
        body: JSON.stringify({ text: validText(n), mode: pick(["standard", "aggressive"]) }),
        words: n,
      };
      reqs.push(rec);
      rec.r = await req(W.base, "POST", "/api/v1/humanize", {
        headers: { authorization: `Bearer ${a.key}`, "content-type": "application/json", "idempotency-key": rec.key },
        body: rec.body,
        timeout: 20000,
      });
      run.count(`kill r${round} load`, rec.r);
      if (rec.r.status) checkResponse(run, rec.r, reproOf(W.base, "POST", "/api/v1/humanize", { "idempotency-key": rec.key }, rec.body), { expect: ["200"] });
    });
    await sleep(killAfter);
    killed = true;
    await W.kill();
    run.kills++;
    await load;
    await W.start();
    run.restarts++;
    const lost = reqs.filter((x) => x.r.status === 0 || x.r.status === 503);
    let held = 0;
    for (const a of accts) {
      const seen = reqs.filter((y) => y.a === a && y.r.status === 200).reduce((s2, y) => s2 + Number(y.r.json!.words_used), 0);
      held += a.start - seen - (await adminBalance(W.base, a.id));
    }
    // Settle every lost request: retry with its Idempotency-Key (contract §6; README: after the
    // lease a retry refunds a dead charge and runs afresh) until it has a definitive answer.
    let replayed = 0,
      fresh = 0,
      waits409 = 0;
    await sleep(200);
    for (const x of lost) {
      for (let attempt = 0; ; attempt++) {
        const r = await req(W.base, "POST", "/api/v1/humanize", {
          headers: { authorization: `Bearer ${x.a.key}`, "content-type": "application/json", "idempotency-key": x.key },
          body: x.body,
        });
        run.count(`kill r${round} settle`, r);
        if (r.status === 409 || r.status === 503 || r.status === 0) {
          if (r.status === 409) waits409++;
          if (attempt > 60) {
            run.violate("lost request never settles", `${r.status} ${r.text}`, x.key);
            x.settled = r;
            break;
          }
          await sleep(500);
          continue;
        }
        checkResponse(run, r, reproOf(W.base, "POST", "/api/v1/humanize", { "idempotency-key": x.key }, x.body), { expect: ["200"] });
        x.settled = r;
        if (r.status === 200) {
          if (r.headers!["idempotent-replayed"] === "true") replayed++;
          else fresh++;
        }
        break;
      }
    }
    // Re-send a sample of the requests that got their 200 before the kill: must replay uncharged.
    const got200 = reqs.filter((x) => x.r.status === 200);
    let replayOk = 0;
    const sample = got200.slice(-40);
    for (const x of sample) {
      const r = await req(W.base, "POST", "/api/v1/humanize", {
        headers: { authorization: `Bearer ${x.a.key}`, "content-type": "application/json", "idempotency-key": x.key },
        body: x.body,
      });
      run.count(`kill r${round} replay-check`, r);
      if (
        r.status === 200 &&
        r.headers!["idempotent-replayed"] === "true" &&
        r.json?.words_used === x.r.json!.words_used &&
        r.json?.humanized_text === x.r.json!.humanized_text
      )
        replayOk++;
      else
        run.violate(
          "200 from before the kill not replayed after restart",
          `${r.status} replayed=${r.headers?.["idempotent-replayed"]} ${r.text?.slice(0, 120)}`,
          reproOf(W.base, "POST", "/api/v1/humanize", { authorization: "Bearer $KEY", "idempotency-key": x.key }, x.body),
        );
    }
    // Money: every request key that ended in a 200 is charged exactly once.
    for (const a of accts) {
      let sum = 0;
      for (const x of reqs.filter((y) => y.a === a)) {
        const fin = x.r.status === 200 ? x.r : x.settled;
        if (fin && fin.status === 200) {
          sum += Number(fin.json!.words_used);
          if (fin.json!.words_used !== x.words)
            run.violate("words_used differs from contract §3 count", `expected ${x.words} got ${fin.json!.words_used}`, x.key);
        }
      }
      const bal = await adminBalance(W.base, a.id);
      const exp = a.start - sum;
      run.money.push({ phase: `kill round ${round}`, account: a.id, start: a.start, charged: sum, expected: exp, actual: bal, ok: bal === exp });
      if (bal !== exp)
        run.violate(
          "money mismatch after SIGKILL",
          `account ${a.id}: start ${a.start} − 200s ${sum} = ${exp}, actual ${bal} (diff ${exp - bal})`,
          `GET ${W.base}/admin/v1/accounts/${a.id}`,
        );
    }
    run.notes.push(
      `kill round ${round}: killed after ${killAfter} ms; ${reqs.length} requests sent, ${got200.length} answered 200 before the kill, ${lost.length} lost (no answer/503) → ${held} words charged for lost requests right after the restart; settled by retry: ${replayed} replayed, ${fresh} ran afresh, ${lost.length - replayed - fresh} other; ${waits409} × 409 while the lease ran; replay check ${replayOk}/${sample.length}`,
    );
  }
}

// ================================================================ phase 3: revoke / rotate under load
async function phase3(run: Run, W: Wrangler, W2: Wrangler | null): Promise<void> {
  const A = await newFundedAccount(W.base, 1_000_000);
  const B = await newFundedAccount(W.base, 1_000_000);
  const bases = W2 ? [W.base, W2.base] : [W.base];
  const recs: { which: string; base: string; isBal: boolean; n: number; body: string; r: Resp & { t0: number; t1: number } }[] = [];
  let stop = false;
  let tRevokeAck = Infinity,
    tRotateAck = Infinity,
    tSent = Infinity;
  let newBKey: string | null = null;
  const hammer = async (acct: Funded, which: string, i: number) => {
    while (!stop) {
      const base = bases[i % bases.length]!; // one or two instances
      const isBal = rnd() < 0.2;
      const n = ri(10, 60);
      const body = JSON.stringify({ text: validText(n) });
      const headers = { authorization: `Bearer ${acct.key}`, "content-type": "application/json" };
      const r = isBal ? await req(base, "GET", "/api/v1/balance", { headers }) : await req(base, "POST", "/api/v1/humanize", { headers, body });
      run.count(`revoke ${which}`, r);
      recs.push({ which, base, isBal, n, body, r });
      if (r.status)
        checkResponse(
          run,
          r,
          reproOf(base, isBal ? "GET" : "POST", isBal ? "/api/v1/balance" : "/api/v1/humanize", { authorization: "Bearer $OLD_KEY" }, isBal ? undefined : body),
          { expect: ["200", "invalid_api_key"] },
        );
    }
  };
  const workers = [];
  for (let i = 0; i < 6; i++) workers.push(hammer(A, "A (revoked)", i));
  for (let i = 0; i < 4; i++) workers.push(hammer(B, "B (rotated)", i));
  await sleep(ri(1500, 2500));
  tSent = performance.now();
  const [rv, ro] = await Promise.all([
    admin(W.base, "DELETE", `/admin/v1/accounts/${A.id}/api-key`).then((r) => {
      tRevokeAck = performance.now();
      return r;
    }),
    admin(W.base, "POST", `/admin/v1/accounts/${B.id}/api-key`).then((r) => {
      tRotateAck = performance.now();
      return r;
    }),
  ]);
  if (rv.status !== 204) run.violate("revoke did not answer 204", `${rv.status} ${rv.text}`, `DELETE /admin/v1/accounts/${A.id}/api-key`);
  if (ro.status !== 201 || !ro.json?.api_key?.startsWith("hum_"))
    run.violate("rotate did not answer 201 {api_key}", `${ro.status} ${ro.text}`, `POST /admin/v1/accounts/${B.id}/api-key`);
  else newBKey = ro.json.api_key;
  run.revocations++;
  run.rotations++;
  // keep hammering with the old keys for a while, and use the new key of B too
  const newKeyResults: { n: number; r: Resp }[] = [];
  const useNew = (async () => {
    for (let i = 0; i < 10 && newBKey; i++) {
      const base = bases[i % bases.length]!;
      const n = ri(10, 40);
      const body = JSON.stringify({ text: validText(n) });
      const r = await req(base, "POST", "/api/v1/humanize", { headers: { authorization: `Bearer ${newBKey}`, "content-type": "application/json" }, body });
      run.count("revoke B new key", r);
      newKeyResults.push({ n, r });
      checkResponse(run, r, reproOf(base, "POST", "/api/v1/humanize", { authorization: "Bearer $NEW_KEY" }, body), { expect: ["200"] });
    }
  })();
  await sleep(2500);
  stop = true;
  await Promise.all([...workers, useNew]);
  // old keys after the acknowledgement: 401 every time
  const stats: Record<string, number> = {};
  for (const x of recs) {
    const ack = x.which.startsWith("A") ? tRevokeAck : tRotateAck;
    const after = x.r.t0 > ack;
    const k = `${x.which} ${after ? "sent after ack" : x.r.t1 < ack ? "done before ack" : "in flight at ack"}: ${x.r.status}`;
    stats[k] = (stats[k] || 0) + 1;
    if (after && x.r.status !== 401)
      run.violate(
        "old key accepted after revoke/rotate was acknowledged",
        `${x.which} via ${x.base === W.base ? "instance 1" : "instance 2"}: ${x.r.status} ${x.r.text?.slice(0, 120)} (sent ${(x.r.t0 - ack).toFixed(1)} ms after the ack)`,
        reproOf(
          x.base,
          x.isBal ? "GET" : "POST",
          x.isBal ? "/api/v1/balance" : "/api/v1/humanize",
          { authorization: "Bearer $OLD_KEY" },
          x.isBal ? undefined : x.body,
        ),
      );
    if (x.r.t1 < tSent && x.r.status !== 200)
      run.violate("old key refused before revoke/rotate was even sent", `${x.which}: ${x.r.status} ${x.r.text?.slice(0, 120)}`, "");
  }
  run.notes.push(
    "revoke/rotate outcomes: " +
      Object.entries(stats)
        .map(([k, v]) => `${k} ×${v}`)
        .join("; "),
  );
  // money: words of the 200s (old key + new key for B)
  for (const [acct, which, extra] of [
    [A, "A", []],
    [B, "B", newKeyResults],
  ] as [Funded, string, { n: number; r: Resp }[]][]) {
    let sum = 0;
    for (const x of recs.filter((y) => y.which.startsWith(which) && !y.isBal && y.r.status === 200)) {
      sum += Number(x.r.json!.words_used);
      if (x.r.json!.words_used !== x.n) run.violate("words_used differs from contract §3 count", `expected ${x.n} got ${x.r.json!.words_used}`, "");
    }
    for (const x of extra) if (x.r.status === 200) sum += Number(x.r.json!.words_used);
    const bal = await adminBalance(W.base, acct.id);
    const exp = acct.start - sum;
    run.money.push({ phase: `revoke/rotate ${which}`, account: acct.id, start: acct.start, charged: sum, expected: exp, actual: bal, ok: bal === exp });
    if (bal !== exp)
      run.violate(
        "money mismatch (revoke/rotate)",
        `account ${acct.id}: start ${acct.start} − 200s ${sum} = ${exp}, actual ${bal} (diff ${exp - bal})`,
        `GET /admin/v1/accounts/${acct.id}`,
      );
  }
  // one more probe of each old key on every instance, a second later
  await sleep(1000);
  for (const base of bases)
    for (const [k, label] of [
      [A.key, "A revoked"],
      [B.key, "B old"],
    ]) {
      const r = await req(base, "GET", "/api/v1/balance", { headers: { authorization: `Bearer ${k}` } });
      run.count("revoke probe", r);
      if (r.status !== 401)
        run.violate(
          "old key accepted after revoke/rotate was acknowledged",
          `${label} probe: ${r.status}`,
          `curl ${base}/api/v1/balance -H 'Authorization: Bearer $OLD_KEY'`,
        );
    }
}

// ================================================================ driver
async function runStore(store: string): Promise<Run> {
  const run = new Run(store);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `faults-${store}-`));
  const vars: Record<string, string> = { ADMIN_TOKEN: ADMIN, RATE_LIMIT_PER_HOUR: "1000000", IDEMPOTENCY_LEASE_SECONDS: String(LEASE) };
  let redisPid: number | null = null,
    frontPid: number | null = null;
  if (store === "redis") {
    const rport = await freePort(),
      fport = await freePort(),
      token = "faults-" + crypto.randomBytes(6).toString("hex");
    redisPid = startDetached(
      "redis-server",
      ["--port", String(rport), "--bind", "127.0.0.1", "--dir", dir, "--appendonly", "yes", "--save", ""],
      path.join(dir, "redis.log"),
    );
    frontPid = startDetached(
      process.execPath,
      [
        "--import",
        "tsx",
        path.join(ROOT, "test/support/redis/rest-front.ts"),
        "--port",
        String(fport),
        "--redis-url",
        `redis://127.0.0.1:${rport}`,
        "--token",
        token,
      ],
      path.join(dir, "rest.log"),
    );
    for (let i = 0; i < 100; i++) {
      try {
        const r = await fetch(`http://127.0.0.1:${fport}/`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: '["PING"]' });
        await r.text();
        break;
      } catch {
        await sleep(200);
      }
    }
    Object.assign(vars, { STORE: "redis", UPSTASH_REDIS_REST_URL: `http://127.0.0.1:${fport}`, UPSTASH_REDIS_REST_TOKEN: token });
  }
  const W = new Wrangler("wrangler", dir, vars);
  let W2: Wrangler | null = null;
  const t0 = Date.now();
  try {
    await W.start();
    console.log(`[${store}] wrangler on ${W.base} (state ${dir})`);
    const accts: [Funded, Funded, Funded] = [
      await newFundedAccount(W.base, 5_000_000),
      await newFundedAccount(W.base, 5_000_000),
      await newFundedAccount(W.base, 2_000),
    ];
    console.log(`[${store}] phase 1: garbage under load`);
    await phase1(run, W, W.base, accts);
    console.log(`[${store}] phase 2: SIGKILL mid-load`);
    await phase2(run, W);
    console.log(`[${store}] phase 3: revoke/rotate under load`);
    if (store === "redis") {
      W2 = new Wrangler("wrangler2", dir, vars);
      W2.dir = dir;
      await W2.start();
      console.log(`[${store}] second instance on ${W2.base} sharing the same Redis`);
    }
    await phase3(run, W, W2);
  } catch (error) {
    const e = error as Error;
    run.violate("run aborted", String(e.stack || e), "");
  } finally {
    if (W.pid) await W.kill();
    if (W2?.pid) await W2.kill();
    if (frontPid) await killGroupAndWait(frontPid);
    if (redisPid) await killGroupAndWait(redisPid);
  }
  run.seconds = Math.round((Date.now() - t0) / 1000);
  return run;
}

function summary(run: Run): string {
  const L: string[] = [];
  L.push(`\n==================== store: ${run.store} (${run.seconds} s) ====================`);
  L.push(`requests: ${run.sent}; SIGKILLs ${run.kills}, restarts ${run.restarts}; revocations ${run.revocations}, rotations ${run.rotations}`);
  L.push("by phase / status / code:");
  for (const [k, v] of [...run.byStatus.entries()].sort()) L.push(`  ${String(v).padStart(6)}  ${k}`);
  for (const n of run.notes) L.push("note: " + n);
  L.push("money checks (balance == start − words of the 200s):");
  for (const m of run.money)
    L.push(
      `  ${m.ok ? "OK  " : "FAIL"} ${m.phase.padEnd(18)} ${m.account}  start ${m.start}  charged ${m.charged}  expected ${m.expected}  actual ${m.actual}`,
    );
  L.push(`contract violations: ${run.violations.length}`);
  for (const v of run.violations) L.push(`  ✗ ${v.kind}${v.more ? ` (+${v.more} more)` : ""}: ${v.detail}\n      repro: ${v.repro}`);
  return L.join("\n");
}

console.log(`faults.ts seed ${SEED}, stores ${STORES.join(", ")}${QUICK ? " (quick)" : ""}`);
let bad = 0;
const out: string[] = [];
for (const s of STORES) {
  const run = await runStore(s);
  const txt = summary(run);
  console.log(txt);
  out.push(txt);
  bad += run.violations.length;
}
console.log(bad ? `\nFAIL: ${bad} violation kinds/examples` : "\nPASS: no contract violations");
process.exit(bad ? 1 : 0);
