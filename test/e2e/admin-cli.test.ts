import { spawn } from "node:child_process";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createNetServer } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { startWranglerDev, type DevServer } from "../support/wrangler-dev";

// The operator CLI (src/cli/admin.ts) as a child process against the Worker under
// `wrangler dev`, its output and exit codes, with the resulting state cross-checked over HTTP.
// Failure modes the Worker cannot be made to show (5xx, non-JSON, a hanging server, a redirect)
// come from a small fake server in this file; "admin API disabled" from a second Worker
// started without ADMIN_TOKEN.

const { url, adminToken } = inject("e2e");

const EXIT = {
  ok: 0,
  error: 1,
  usage: 2,
  unknownCommand: 3,
  missingToken: 4,
  wrongToken: 5,
  adminDisabled: 6,
  accountNotFound: 7,
  subscriptionNotFound: 8,
  unreachable: 9,
  timeout: 10,
  badResponse: 11,
  serverError: 12,
  alreadyCancelled: 13,
} as const;

const UNKNOWN_ID = "000000000000000000000000";

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/**
 * Runs `node --import tsx src/cli/admin.ts …args` with ADMIN_TOKEN set to `token` (unset if null), and
 * checks on every run that the admin token never reaches the output.
 */
function cli(args: string[], token: string | null = adminToken): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  env.ADMIN_TOKEN = undefined;
  if (token !== null) env.ADMIN_TOKEN = token;
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli/admin.ts", ...args], { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (token) {
        expect(stdout).not.toContain(token);
        expect(stderr).not.toContain(token);
      }
      expect(stdout + stderr).not.toContain(adminToken);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}

/** The CLI against the Worker under test. */
const admin = (...args: string[]) => cli([...args, "--url", url]);

async function api(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

const accountState = async (id: string) => (await api("GET", `/admin/v1/accounts/${id}`, adminToken)).body;
const balance = (key: string) => api("GET", "/api/v1/balance", key);

/** `label   value` lines of the readable output, as a map. */
function fields(stdout: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of stdout.split("\n")) {
    const match = /^([a-z][a-z ]*?)\s{2,}(\S.*)$/.exec(line);
    if (match) map.set(match[1]!, match[2]!);
  }
  return map;
}

/** The key/value block is aligned: every value starts in the same column. */
function expectAligned(stdout: string) {
  const columns = stdout
    .split("\n")
    .map((line) => /^[a-z][a-z ]*?\s{2,}(?=\S)/.exec(line)?.[0].length)
    .filter((column) => column !== undefined);
  expect(columns.length).toBeGreaterThan(0);
  expect(new Set(columns).size).toBe(1);
}

function ok(run: Run) {
  expect(run.stderr).toBe("");
  expect(run.code).toBe(EXIT.ok);
  return run;
}

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

describe("help", () => {
  it("--help, -h and help list every command, the token rule and the exit codes", async () => {
    for (const args of [["--help"], ["-h"], ["help"]]) {
      const run = ok(await cli(args, null));
      for (const command of ["create-account", "show", "usage", "reconcile", "rotate-key", "revoke-key", "subscribe", "cancel", "credit"]) {
        expect(run.stdout).toContain(command);
      }
      expect(run.stdout).toContain("--url");
      expect(run.stdout).toContain("--json");
      expect(run.stdout).toMatch(/ADMIN_TOKEN is unset and the URL is the local dev server/);
      expect(run.stdout).toContain("12  server error");
    }
  });

  it("per-command help: help <command>, <command> --help, <command> -h", async () => {
    for (const args of [
      ["help", "subscribe"],
      ["subscribe", "--help"],
      ["subscribe", "x", "-h"],
    ]) {
      const run = ok(await cli(args, null));
      expect(run.stdout).toContain("Usage: npm run admin -- subscribe <account_id> --words N [--period-end DATE]");
      expect(run.stdout).toContain("--period-end DATE");
    }
    expect(ok(await cli(["help", "revoke-key"], null)).stdout).toContain("With --json: prints nothing");
  });

  it("no command: the help on stderr and exit 2", async () => {
    const run = await cli([], null);
    expect(run.code).toBe(EXIT.usage);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("No command given");
  });
});

describe("an account from creation to cancellation", () => {
  it("readable output", async () => {
    // create-account: the id and the key, printed once with a warning.
    const created = ok(await admin("create-account"));
    expectAligned(created.stdout);
    const f = fields(created.stdout);
    const id = f.get("account id")!;
    const key = f.get("api key")!;
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(key).toMatch(new RegExp(`^hum_${id}_`));
    expect(f.get("plan")).toBe("trial");
    expect(f.get("trial balance")).toBe("200 words");
    expect(f.get("balance")).toBe("0 words");
    expect(created.stdout).toMatch(/shown only now and cannot be shown again/);
    expect(await balance(key)).toEqual({ status: 200, body: { balance_remaining: 200, plan: "trial", reset_date: null } });

    // show
    const shown = ok(await admin("show", id));
    expectAligned(shown.stdout);
    const s = fields(shown.stdout);
    expect(s.get("account id")).toBe(id);
    expect(s.get("plan")).toBe("trial");
    expect(s.get("subscription")).toBe("none");
    expect(s.get("api key")).toMatch(
      new RegExp(`^${key.slice(0, 33)}… \\(created \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z, (in under 2 minutes|under 2 minutes ago)\\)$`),
    );
    expect(shown.stdout).not.toContain(key);

    // credit
    const credited = ok(await admin("credit", id, "--words", "1000"));
    expect(credited.stdout).toContain(`Added 1,000 words to account ${id}; balance now 1,000 words.`);
    expect(fields(credited.stdout).get("balance")).toBe("1,000 words");
    expect((await accountState(id)).balance).toBe(1000);

    // subscribe, with a period end 40 days ahead
    const periodEnd = daysFromNow(40).toISOString();
    const subscribed = ok(await admin("subscribe", id, "--words", "50000", "--period-end", periodEnd));
    expect(subscribed.stdout).toContain("to 50,000 words per period; balance set to 50,000 words.");
    expect(subscribed.stdout).toContain(`The period ends ${periodEnd} (in 40 days)`);
    expect(await balance(key)).toEqual({ status: 200, body: { balance_remaining: 50_000, plan: "api", reset_date: periodEnd } });

    // show: plan, balances, period end in ISO and relative form
    const shownApi = ok(await admin("show", id));
    expectAligned(shownApi.stdout);
    const a = fields(shownApi.stdout);
    expect(a.get("plan")).toBe("api");
    expect(a.get("trial balance")).toBe("200 words");
    expect(a.get("balance")).toBe("50,000 words");
    expect(a.get("subscription")).toBe("active, 50,000 words per period");
    expect(a.get("period end")).toBe(`${periodEnd} (in 40 days)`);

    // rotate-key: the old key is rejected at once, the new one works
    const rotated = ok(await admin("rotate-key", id));
    expectAligned(rotated.stdout);
    expect(fields(rotated.stdout).get("account id")).toBe(id);
    const newKey = fields(rotated.stdout).get("api key")!;
    expect(newKey).toMatch(new RegExp(`^hum_${id}_`));
    expect(newKey).not.toBe(key);
    expect(rotated.stdout).toContain("the previous key no longer works");
    expect(rotated.stdout).toMatch(/cannot be shown again/);
    expect((await balance(key)).status).toBe(401);
    expect((await balance(newKey)).body).toMatchObject({ plan: "api", balance_remaining: 50_000 });

    // revoke-key: no key at all
    const revoked = ok(await admin("revoke-key", id));
    expect(revoked.stdout).toContain(`Revoked the API key of account ${id}.`);
    expect((await balance(newKey)).status).toBe(401);
    expect(fields(ok(await admin("show", id)).stdout).get("api key")).toBe("none (revoked; `rotate-key` issues one)");

    // cancel: still usable until the period end
    const cancelled = ok(await admin("cancel", id));
    expect(cancelled.stdout).toContain(`It stays usable until ${periodEnd} (in 40 days); then the account is back on the trial plan.`);
    const c = fields(ok(await admin("show", id)).stdout);
    expect(c.get("plan")).toBe("api");
    expect(c.get("subscription")).toBe("cancelled (usable until the period end), 50,000 words per period");
    expect(c.get("ends")).toBe(`${periodEnd} (in 40 days)`);
    expect((await accountState(id)).subscription).toEqual({ status: "cancelled", words_per_period: 50_000, current_period_end: periodEnd });
  });

  it("--json: the exact response body on stdout, nothing else", async () => {
    const json = async (...args: string[]) => {
      const run = ok(await admin(...args, "--json"));
      return JSON.parse(run.stdout);
    };

    const created = await json("create-account");
    expect(Object.keys(created).sort()).toEqual(["account_id", "api_key", "balance", "plan", "trial_balance"]);
    expect(created).toMatchObject({ plan: "trial", trial_balance: 200, balance: 0 });
    const id: string = created.account_id;
    expect((await balance(created.api_key)).status).toBe(200);

    // Byte for byte what the API sends.
    const raw = await (await fetch(`${url}/admin/v1/accounts/${id}`, { headers: { Authorization: `Bearer ${adminToken}` } })).text();
    expect(ok(await admin("show", id, "--json")).stdout).toBe(`${raw}\n`);
    const credited = await json("credit", id, "--words", "1000");
    expect(credited.balance).toBe(1000);
    expect(credited).toEqual(await accountState(id));

    // Without --period-end: one calendar month from now.
    const subscribed = await json("subscribe", id, "--words", "50000");
    expect(subscribed).toEqual(await accountState(id));
    expect(subscribed).toMatchObject({ plan: "api", balance: 50_000, subscription: { status: "active", words_per_period: 50_000 } });
    const days = (Date.parse(subscribed.subscription.current_period_end) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThanOrEqual(31);

    const rotated = await json("rotate-key", id);
    expect(Object.keys(rotated)).toEqual(["api_key"]);
    expect((await balance(created.api_key)).status).toBe(401);
    expect((await balance(rotated.api_key)).status).toBe(200);
    expect((await accountState(id)).key.prefix).toBe(rotated.api_key.slice(0, 33));

    // revoke-key answers 204: nothing to print.
    const revoked = ok(await admin("revoke-key", id, "--json"));
    expect(revoked.stdout).toBe("");
    expect((await balance(rotated.api_key)).status).toBe(401);
    expect((await accountState(id)).key).toBeNull();

    const cancelled = await json("cancel", id);
    expect(cancelled.subscription.status).toBe("cancelled");
    expect(cancelled).toEqual(await accountState(id));
    expect(await json("show", id)).toEqual(cancelled);
    // Cancelling again (before the period end) says it is already cancelled: exit 13, nothing changed.
    const again = await admin("cancel", id, "--json");
    expect(again.code).toBe(EXIT.alreadyCancelled);
    expect(again.stdout).toBe("");
    expect(again.stderr).toContain(`is already cancelled; it stays usable until ${cancelled.subscription.current_period_end}`);
    expect(again.stderr).toContain("409 subscription_already_cancelled");
    expect(await accountState(id)).toEqual(cancelled);
  });
});

describe("the ledger: usage and reconcile", () => {
  it("lists the account's entries newest first, pages with --starting-after, and reconciles (exit 0)", async () => {
    const id = fields(ok(await admin("create-account")).stdout).get("account id")!;
    ok(await admin("credit", id, "--words", "500"));
    const listed = ok(await admin("usage", id));
    const lines = listed.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^id +time +kind +words +balance \/ trial after$/);
    expect(lines[1]).toMatch(/^le_000000000002 .* credit +500 main +500 \/ 200$/);
    expect(lines[2]).toMatch(/^le_000000000001 .* trial +200 trial +0 \/ 200$/);
    const first = ok(await admin("usage", id, "--limit", "1"));
    expect(first.stdout).toContain(`--starting-after le_000000000002`);
    const next = ok(await admin("usage", id, "--limit", "1", "--starting-after", "le_000000000002", "--json"));
    const page = JSON.parse(next.stdout) as { data: { id: string; kind: string }[]; has_more: boolean };
    expect(page.data.map((e) => [e.id, e.kind])).toEqual([["le_000000000001", "trial"]]);
    expect(page.has_more).toBe(false);
    const reconciled = ok(await admin("reconcile", id));
    expect(reconciled.stdout).toMatch(/reconciles: the ledger \(2 entries kept\) replays to balance 500, trial balance 200\./);
    const json = JSON.parse(ok(await admin("reconcile", id, "--json")).stdout) as { reconciled: boolean; differences: string[] };
    expect(json).toMatchObject({ reconciled: true, differences: [] });
  });
});

describe("errors against the Worker", () => {
  it("ADMIN_TOKEN missing or empty: exit 4 for any URL but the local dev server", async () => {
    for (const token of [null, ""]) {
      const run = await cli(["show", UNKNOWN_ID, "--url", url], token);
      expect(run.code).toBe(EXIT.missingToken);
      expect(run.stdout).toBe("");
      expect(run.stderr).toContain("ADMIN_TOKEN is not set");
      expect(run.stderr).toContain(url);
    }
  });

  it("a wrong token: exit 5, and neither token is printed", async () => {
    const wrong = "wrong-admin-token-9d3c";
    for (const args of [["create-account"], ["show", UNKNOWN_ID], ["credit", UNKNOWN_ID, "--words", "5"]]) {
      const run = await cli([...args, "--url", url], wrong);
      expect(run.code).toBe(EXIT.wrongToken);
      expect(run.stdout).toBe("");
      expect(run.stderr).toContain("rejected the admin token (401 invalid_admin_token)");
      expect(run.stderr).toContain("The token came from ADMIN_TOKEN");
    }
  });

  it("an unknown account: exit 7 for every command that takes an id", async () => {
    const commands = [
      ["show", UNKNOWN_ID],
      ["rotate-key", UNKNOWN_ID],
      ["revoke-key", UNKNOWN_ID],
      ["subscribe", UNKNOWN_ID, "--words", "10"],
      ["cancel", UNKNOWN_ID],
      ["credit", UNKNOWN_ID, "--words", "10"],
      ["usage", UNKNOWN_ID],
      ["reconcile", UNKNOWN_ID],
      ["show", "not-an-account"],
    ];
    for (const args of commands) {
      for (const json of [[], ["--json"]]) {
        const run = await admin(...args, ...json);
        expect(run.code).toBe(EXIT.accountNotFound);
        expect(run.stdout).toBe("");
        expect(run.stderr).toContain(`No account with id "${args[1]}"`);
        expect(run.stderr).toContain("404 account_not_found");
      }
    }
  });

  it("cancel without a subscription: exit 8", async () => {
    const { account_id: id } = JSON.parse(ok(await admin("create-account", "--json")).stdout);
    const run = await admin("cancel", id);
    expect(run.code).toBe(EXIT.subscriptionNotFound);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(`Account "${id}" has no subscription to cancel.`);
    expect(run.stderr).toContain("404 subscription_not_found");
    expect((await accountState(id)).subscription).toBeNull();
  });

  it("server unreachable (a free port): exit 9, naming the URL and `npm run dev`", async () => {
    const port = await freePort();
    const run = await cli(["show", UNKNOWN_ID, "--url", `http://127.0.0.1:${port}`]);
    expect(run.code).toBe(EXIT.unreachable);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(`Cannot reach the API at http://127.0.0.1:${port}: connection refused.`);
    expect(run.stderr).toContain("npm run dev");

    const byName = await cli(["create-account", "--url", `http://localhost:${port}`]);
    expect(byName.code).toBe(EXIT.unreachable);
    expect(byName.stderr).toContain(`Cannot reach the API at http://localhost:${port}: connection refused.`);
  });

  it("without --url or ADMIN_TOKEN, the local dev server and its token are used (no exit 4)", async () => {
    // Whatever runs on 127.0.0.1:8787 (usually nothing): the CLI must not ask for ADMIN_TOKEN.
    const run = await cli(["show", UNKNOWN_ID], null);
    expect(run.stderr).not.toContain("ADMIN_TOKEN is not set");
    expect([EXIT.unreachable, EXIT.accountNotFound, EXIT.wrongToken, EXIT.adminDisabled]).toContain(run.code);
    if (run.code === EXIT.unreachable) expect(run.stderr).toMatch(/http:\/\/127\.0\.0\.1:8787: connection refused\.\n.*npm run dev/);
    if (run.code === EXIT.wrongToken) expect(run.stderr).toContain("built-in token of `npm run dev`");
  });
});

describe("invalid arguments and unknown commands: checked before any request", () => {
  let fake: FakeServer;
  beforeAll(async () => {
    fake = await startFake();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  const invalid: [string[], RegExp][] = [
    [["credit", UNKNOWN_ID, "--words", "12.5"], /--words must be a whole number of words above 0.*got "12\.5"/],
    [["credit", UNKNOWN_ID, "--words", "abc"], /--words must be a whole number.*got "abc"/],
    [["credit", UNKNOWN_ID, "--words", "1,000"], /--words must be a whole number.*without separators; got "1,000"/],
    [["credit", UNKNOWN_ID, "--words", "0"], /--words must be above 0; got "0"/],
    [["credit", UNKNOWN_ID, "--words", "-5"], /--words must be a whole number.*got "-5"/],
    [["credit", UNKNOWN_ID, "--words", "99999999999999999999"], /--words is too large/],
    [["credit", UNKNOWN_ID], /--words is required/],
    [["credit", UNKNOWN_ID, "--words"], /--words needs a value/],
    [["subscribe", UNKNOWN_ID], /--words is required/],
    [["subscribe", UNKNOWN_ID, "--words", "10", "--period-end", "tomorrow"], /--period-end must be a date \(2026-12-31, meaning 00:00 UTC\).*got "tomorrow"/],
    [["subscribe", UNKNOWN_ID, "--words", "10", "--period-end", "2030-02-30"], /--period-end: "2030-02-30" is not a calendar date/],
    [["subscribe", UNKNOWN_ID, "--words", "10", "--period-end", "2030-01-01T10:00Z"], /--period-end must be a date.*got "2030-01-01T10:00Z"/],
    [
      ["subscribe", UNKNOWN_ID, "--words", "10", "--period-end", "2020-01-01"],
      /--period-end must be in the future; "2020-01-01" is 2020-01-01T00:00:00\.000Z, \d+ years ago/,
    ],
    [["show"], /show needs <account_id>/],
    [["show", UNKNOWN_ID, "extra"], /show takes <account_id>; unexpected "extra"/],
    [["create-account", UNKNOWN_ID], /create-account takes no arguments; unexpected "0{24}"/],
    [["show", UNKNOWN_ID, "--words", "3"], /show does not take --words \(subscribe and credit do\)/],
    [["credit", UNKNOWN_ID, "--words", "3", "--period-end", "2030-01-01"], /credit does not take --period-end \(subscribe does\)/],
    [["show", UNKNOWN_ID, "--wrds", "3"], /Unknown option --wrds\. Did you mean --words\?/],
    [["show", UNKNOWN_ID, "--jsn"], /Unknown option --jsn\. Did you mean --json\?/],
    [["show", UNKNOWN_ID, "--json=yes"], /--json does not take a value/],
    [["show", `hum_${UNKNOWN_ID}_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG`], /account_id looks like an API key/],
    [["show", UNKNOWN_ID, "--timeout", "soon"], /--timeout must be a number of seconds above 0.*got "soon"/],
    [["show", UNKNOWN_ID, "--url", "127.0.0.1:8787"], /--url must be an http:\/\/ or https:\/\/ URL/],
    [["show", UNKNOWN_ID, "--url", "ftp://example.com"], /--url must be an http:\/\/ or https:\/\/ URL/],
    [["show", UNKNOWN_ID, "--url", "https://user:pw@example.com"], /--url must not carry a user name or password/],
  ];

  it.each(invalid)("%j: exit 2 naming the argument", async (args, message) => {
    const run = await cli([...args.map((a) => a), ...(args.includes("--url") ? [] : ["--url", fake.url])], "fake-token-1234");
    expect(run.code).toBe(EXIT.usage);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/^Error: /);
    expect(run.stderr).toMatch(message);
    expect(fake.requests).toEqual([]);
  });

  it("invalid arguments win over a missing ADMIN_TOKEN", async () => {
    const run = await cli(["credit", UNKNOWN_ID, "--words", "x", "--url", fake.url], null);
    expect(run.code).toBe(EXIT.usage);
  });

  it.each([
    ["creat-account", "create-account"],
    ["rotate", "rotate-key"],
    ["revoke", "revoke-key"],
    ["sho", "show"],
    ["subscrbe", "subscribe"],
    ["cancle", "cancel"],
    ["Credit", "credit"],
  ])("unknown command %s: exit 3, suggesting %s", async (typo, suggestion) => {
    const run = await cli([typo, UNKNOWN_ID, "--url", fake.url]);
    expect(run.code).toBe(EXIT.unknownCommand);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(`Unknown command "${typo}". Did you mean "${suggestion}"?`);
    expect(fake.requests).toEqual([]);
  });

  it("an unknown command with nothing close, and help for an unknown command: exit 3 with the list", async () => {
    for (const args of [["frobnicate"], ["help", "frobnicate"]]) {
      const run = await cli(args);
      expect(run.code).toBe(EXIT.unknownCommand);
      expect(run.stderr).toContain('Unknown command "frobnicate".\nCommands: create-account, show, rotate-key');
    }
  });
});

describe("answers that are not what the API gives (fake server)", () => {
  const token = "fake-admin-token-5e1f";
  let fake: FakeServer;
  beforeAll(async () => {
    fake = await startFake();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  const run = (...args: string[]) => cli([...args, "--url", fake.url], token);

  it("sends the token as a Bearer header, JSON bodies with their content type, and a request id", async () => {
    fake.handle = (_req, res) => json(res, 200, { account_id: UNKNOWN_ID, plan: "trial", trial_balance: 200, balance: 7, subscription: null, key: null });
    ok(await run("credit", UNKNOWN_ID, "--words", "7"));
    expect(fake.requests).toHaveLength(1);
    const req = fake.requests[0]!;
    expect(req).toMatchObject({ method: "POST", path: `/admin/v1/accounts/${UNKNOWN_ID}/credits`, body: '{"words":7}' });
    expect(req.headers.authorization).toBe(`Bearer ${token}`);
    expect(req.headers["content-type"]).toBe("application/json");
    expect(req.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("a server error with a JSON body: exit 12 with the request id", async () => {
    fake.handle = (_req, res) =>
      json(res, 500, { error: "internal_error", message: "Something went wrong on our side; nothing was charged." }, { "X-Request-Id": "req-from-server-42" });
    const r = await run("show", UNKNOWN_ID);
    expect(r.code).toBe(EXIT.serverError);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("500 internal_error: Something went wrong on our side");
    expect(r.stderr).toContain("Request id: req-from-server-42");
  });

  it("503 with Retry-After: exit 12 saying when to retry", async () => {
    fake.handle = (_req, res) =>
      json(
        res,
        503,
        { error: "service_unavailable", message: "The account store is unavailable right now." },
        { "Retry-After": "5", "X-Request-Id": "rid-503" },
      );
    const r = await run("credit", UNKNOWN_ID, "--words", "1", "--json");
    expect(r.code).toBe(EXIT.serverError);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("Request id: rid-503 (retry after 5 s)");
  });

  it("a 502 HTML page without a request id: exit 12 with the id the CLI sent", async () => {
    fake.handle = (_req, res) => text(res, 502, "<html><body>Bad gateway</body></html>", "text/html");
    const r = await run("show", UNKNOWN_ID);
    expect(r.code).toBe(EXIT.serverError);
    expect(r.stderr).toContain(`Request id: ${fake.requests[0]!.headers["x-request-id"]}`);
    expect(r.stderr).toContain("Bad gateway");
  });

  it("a non-JSON answer: exit 11", async () => {
    fake.handle = (_req, res) => text(res, 200, "<!doctype html><title>Welcome to nginx</title>", "text/html");
    const r = await run("show", UNKNOWN_ID);
    expect(r.code).toBe(EXIT.badResponse);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("answered 200 with a body that is not JSON (text/html)");
    expect(r.stderr).toContain("is --url");

    fake.handle = (_req, res) => text(res, 404, "Not Found", "text/plain");
    expect((await run("create-account")).code).toBe(EXIT.badResponse);
    fake.handle = (_req, res) => text(res, 200, "", "application/json");
    expect((await run("show", UNKNOWN_ID)).stderr).toContain("an empty body");
  });

  it("JSON of the wrong shape: exit 11", async () => {
    fake.handle = (_req, res) => json(res, 200, { hello: "world" });
    const r = await run("show", UNKNOWN_ID, "--json");
    expect(r.code).toBe(EXIT.badResponse);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("JSON the CLI does not understand");
    fake.handle = (_req, res) => json(res, 403, ["nope"]);
    expect((await run("show", UNKNOWN_ID)).code).toBe(EXIT.badResponse);
  });

  it("a redirect is not followed (the token goes nowhere else): exit 11", async () => {
    fake.handle = (req, res) => {
      res.writeHead(301, { Location: `https://elsewhere.example${req.url}` });
      res.end();
    };
    const r = await run("show", UNKNOWN_ID);
    expect(r.code).toBe(EXIT.badResponse);
    expect(r.stderr).toContain("redirect (301 to https://elsewhere.example/admin/v1/accounts/");
    expect(fake.requests).toHaveLength(1);
  });

  it("a server that does not answer: exit 10 after --timeout", async () => {
    fake.handle = () => undefined; // never answers
    const r = await run("show", UNKNOWN_ID, "--timeout", "0.5");
    expect(r.code).toBe(EXIT.timeout);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("Timed out after 0.5 s waiting for GET");
    expect(r.stderr).toContain("--timeout");
    expect(r.ms).toBeLessThan(5_000);
  });

  it("a token echoed back by the server is masked", async () => {
    fake.handle = (req, res) => text(res, 200, `you sent ${req.headers.authorization}`, "text/plain");
    const r = await run("show", UNKNOWN_ID);
    expect(r.code).toBe(EXIT.badResponse);
    expect(r.stderr).toContain("you sent Bearer [ADMIN_TOKEN]");
  });

  it("400 invalid_request from the server: exit 2 with its message; other API errors: exit 1", async () => {
    fake.handle = (_req, res) => json(res, 400, { error: "invalid_request", message: "`current_period_end` must be in the future." });
    const r = await run("subscribe", UNKNOWN_ID, "--words", "5", "--period-end", daysFromNow(1).toISOString());
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toContain("The server rejected the arguments: `current_period_end` must be in the future. (400 invalid_request)");

    fake.handle = (_req, res) => json(res, 415, { error: "unsupported_media_type", message: "Send JSON." }, { "X-Request-Id": "rid-415" });
    const other = await run("credit", UNKNOWN_ID, "--words", "5");
    expect(other.code).toBe(EXIT.error);
    expect(other.stderr).toContain("415 unsupported_media_type: Send JSON. (request id rid-415)");
  });
});

describe("admin API disabled (a Worker without ADMIN_TOKEN)", () => {
  let disabled: DevServer;
  beforeAll(async () => {
    disabled = await startWranglerDev({ ADMIN_TOKEN: "" });
  }, 90_000);
  afterAll(() => disabled?.stop());

  it("exit 6 for every command, whatever the token", async () => {
    const commands = [["create-account"], ["show", UNKNOWN_ID], ["rotate-key", UNKNOWN_ID], ["credit", UNKNOWN_ID, "--words", "3"], ["cancel", UNKNOWN_ID]];
    for (const args of commands) {
      const run = await cli([...args, "--url", disabled.url], "any-admin-token");
      expect(run.code).toBe(EXIT.adminDisabled);
      expect(run.stdout).toBe("");
      expect(run.stderr).toContain(`The operator API is disabled at ${disabled.url}`);
      expect(run.stderr).toContain("answered 404 not_found");
      expect(run.stderr).toContain("wrangler secret put ADMIN_TOKEN");
    }
  });
});

// ── Helpers ─────────────────────────────────────────────────────────────────────────────────

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

interface FakeServer {
  url: string;
  requests: Recorded[];
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  reset(): void;
  close(): Promise<void>;
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

function text(res: ServerResponse, status: number, body: string, contentType: string) {
  res.writeHead(status, { "Content-Type": contentType });
  res.end(body);
}

async function startFake(): Promise<FakeServer> {
  const fake: FakeServer = {
    url: "",
    requests: [],
    handle: (_req, res) => json(res, 500, { error: "internal_error", message: "no handler" }),
    reset() {
      this.requests = [];
      this.handle = (_req, res) => json(res, 500, { error: "internal_error", message: "no handler" });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      fake.requests.push({ method: req.method!, path: req.url!, headers: req.headers, body });
      fake.handle(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return fake;
}
