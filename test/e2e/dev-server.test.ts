import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/wrangler-dev";

// `npm run dev -- --port P` as a newcomer runs it (with a non-default configuration through
// wrangler's --var, which the README documents): everything it prints follows the port, the
// operator CLI finds it without ADMIN_TOKEN, and the reference pages state the configured limits
// and show, as their example, exactly what the service answers.

const CONFIG = { RATE_LIMIT_PER_HOUR: "3", TRIAL_WORDS: "50", MIN_WORDS: "5", MAX_WORDS: "400" };

type Json = Record<string, any>;

let child: ChildProcess;
let output = "";
let base: string;
let state: string;

const env = () => {
  const copy: NodeJS.ProcessEnv = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
  copy.ADMIN_TOKEN = undefined;
  copy.PORT = undefined;
  return copy;
};

beforeAll(async () => {
  const [port, inspectorPort] = [await freePort(), await freePort()];
  base = `http://127.0.0.1:${port}`;
  state = await mkdtemp(join(tmpdir(), "humanize-dev-port-"));
  const args = ["run", "--silent", "dev", "--", "--port", String(port), "--inspector-port", String(inspectorPort)];
  args.push("--persist-to", state, "--log-level", "warn", "--show-interactive-dev-session=false");
  for (const [name, value] of Object.entries(CONFIG)) args.push("--var", `${name}:${value}`);
  child = spawn("npm", args, { detached: true, stdio: ["ignore", "pipe", "pipe"], env: env() });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  for (let waited = 0; !output.includes("Operator CLI:"); waited += 250) {
    if (child.exitCode !== null || waited > 90_000) throw new Error(`npm run dev did not come up:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 120_000);

/** Signals npm's process group (npm, scripts/dev.ts; dev.ts stops wrangler's own group). */
function signal(name: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, name);
  } catch {
    // already gone
  }
}

afterAll(async () => {
  if (child?.pid && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    signal("SIGTERM");
    const timer = setTimeout(() => signal("SIGKILL"), 8_000);
    await exited;
    clearTimeout(timer);
  }
  if (state) await rm(state, { recursive: true, force: true });
});

function admin(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const run = spawn(process.execPath, ["--import", "tsx", "src/cli/admin.ts", ...args], { env: env(), stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    run.stdout.on("data", (chunk) => (stdout += chunk));
    run.stderr.on("data", (chunk) => (stderr += chunk));
    run.on("error", reject);
    run.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("npm run dev -- --port P", () => {
  it("serves on P, and every address it prints is on P", () => {
    expect(output).toContain(`Humanize API running at ${base}`);
    expect(output).toContain(`curl -s ${base}/api/v1/humanize`);
    expect(output).toContain(`curl -s ${base}/api/v1/balance`);
    expect(output).toContain(`Playground: ${base}/`);
    expect(output).toContain(`Reference: ${base}/docs  (${base}/openapi.json)`);
    expect(output).toContain(`MCP server: ${base}/mcp`);
    expect(output).toContain(`(trial, ${CONFIG.TRIAL_WORDS} words)`);
    expect(output).not.toContain("8787");
    expect(output).not.toContain("expects a single value");
  });

  it("the printed curl command works: its request is charged on the demo account", async () => {
    const key = /API key \(shown once\): (hum_\S+)/.exec(output)?.[1];
    const body = /-d '(\{.*\})'/.exec(output)?.[1];
    expect(key && body).toBeTruthy();
    const res = await fetch(`${base}/api/v1/humanize`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("X-RateLimit-Limit")).toBe(CONFIG.RATE_LIMIT_PER_HOUR);
    const answer = (await res.json()) as Json;
    expect(answer.balance_remaining).toBe(Number(CONFIG.TRIAL_WORDS) - answer.words_used);
  });

  it("npm run admin finds it without --url or ADMIN_TOKEN, and with --url on P", async () => {
    const plain = await admin(["create-account", "--json"]);
    expect(plain.stderr).toBe("");
    expect(plain.code).toBe(0);
    const created = JSON.parse(plain.stdout) as Json;
    expect(created.trial_balance).toBe(Number(CONFIG.TRIAL_WORDS));
    const byUrl = await admin(["show", created.account_id, "--url", base]);
    expect(byUrl.stderr).toBe("");
    expect(byUrl.code).toBe(0);
    expect(byUrl.stdout).toContain(created.account_id);
    const help = await admin(["help"]);
    expect(help.stdout).toContain(`default ${base}`);
  });
});

describe("the reference pages of a non-default configuration", () => {
  it("/openapi.json states the configured limits, none of the defaults", async () => {
    const doc = (await (await fetch(`${base}/openapi.json`)).json()) as Json;
    const text = JSON.stringify(doc);
    expect(doc.info.description).toContain("a 50-word free trial");
    expect(doc.info.description).toContain("3 requests per hour per key");
    expect(doc.info.description).toContain("5 to 400 words per text");
    expect(doc.components.schemas.HumanizeRequest.properties.text.description).toContain("5 to 400 words");
    const humanize = doc.paths["/api/v1/humanize"].post;
    expect(humanize.responses["429"].content["application/json"].examples.rate_limit_exceeded.value.message).toMatch(/^Rate limit of 3 requests per hour/);
    expect(humanize.responses["400"].content["application/json"].examples.text_too_short.value.message).toBe("Text has 4 words; the minimum is 5.");
    expect(humanize.responses["400"].content["application/json"].examples.text_too_long.value.message).toBe("Text has 412 words; the maximum is 400.");
    for (const stale of ["60 requests", "200-word", "3,000", "3000", "(10)"]) expect(text, stale).not.toContain(stale);
    expect(text).not.toMatch(/\bcontract\b/i);
  });

  it("/docs states them too", async () => {
    const html = await (await fetch(`${base}/docs`)).text();
    expect(html).toContain("<tr><td>Requests per API key, in any sliding hour (both endpoints together)</td><td>3</td></tr>");
    expect(html).toContain("<tr><td>Free trial words of a new account</td><td>50</td></tr>");
    expect(html).toContain("<tr><td>Words per text</td><td>5 to 400</td></tr>");
    for (const stale of ["60 requests", "200-word", "3,000"]) expect(html, stale).not.toContain(stale);
    expect(html).not.toMatch(/\bcontract\b/i);
  });

  it("the example answer is what the service answers to the example request, words and balance included", async () => {
    const doc = (await (await fetch(`${base}/openapi.json`)).json()) as Json;
    const properties = doc.components.schemas.HumanizeRequest.properties as Record<string, Json>;
    const request = Object.fromEntries(
      Object.entries(properties)
        .filter(([, p]) => p.example !== undefined)
        .map(([name, p]) => [name, p.example]),
    );
    const created = JSON.parse((await admin(["create-account", "--json", "--url", base])).stdout) as Json;
    const res = await fetch(`${base}/api/v1/humanize`, {
      method: "POST",
      headers: { Authorization: `Bearer ${created.api_key}`, "Content-Type": "application/json" },
      body: JSON.stringify(request),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(doc.components.schemas.HumanizeResponse.example);
    // The page shows the same example.
    const html = await (await fetch(`${base}/docs`)).text();
    expect(html).toContain(JSON.stringify(doc.components.schemas.HumanizeResponse.example, null, 2).replace(/"/g, "&quot;"));
  });
});

describe("stopping npm run dev", () => {
  it("forgets its address, so the operator CLI falls back to port 8787", async () => {
    const record = join(process.cwd(), ".wrangler", "dev-server.json");
    expect(existsSync(record)).toBe(true);
    const exited = new Promise((resolve) => child.once("exit", resolve));
    signal("SIGTERM");
    await exited;
    for (let waited = 0; existsSync(record) && waited < 5_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(existsSync(record)).toBe(false);
    expect((await admin(["help"])).stdout).toContain("default http://127.0.0.1:8787");
  });
});
