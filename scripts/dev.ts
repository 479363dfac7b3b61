// `npm run dev`: serves the API with `wrangler dev` on 127.0.0.1:8787 (or the port given with
// `--port N` or PORT), creates a demo trial account through the operator API and prints a
// ready-to-paste curl command. Other arguments go to wrangler, e.g.
// `npm run dev -- --port 8788 --var RATE_LIMIT_PER_HOUR:1000`.
// While it runs, `.wrangler/dev-server.json` names its address, so that the operator CLI
// (`npm run admin`) talks to it by default, with the dev admin token.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { CreatedAccount } from "../src/cli/api-types";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const DEV_SERVER_FILE = join(ROOT, ".wrangler", "dev-server.json");

/** Takes `--name value` / `--name=value` out of `args`; the last one given wins. */
function takeOption(args: string[], name: string): string | undefined {
  let value: string | undefined;
  for (let i = 0; i < args.length; ) {
    const arg = args[i] ?? "";
    if (arg === `--${name}`) {
      value = args[i + 1];
      args.splice(i, 2);
    } else if (arg.startsWith(`--${name}=`)) {
      value = arg.slice(name.length + 3);
      args.splice(i, 1);
    } else i++;
  }
  return value;
}

const passThrough = process.argv.slice(2);
const portArg = takeOption(passThrough, "port") ?? process.env.PORT ?? "8787";
const host = takeOption(passThrough, "ip") ?? "127.0.0.1";
if (!/^\d+$/.test(portArg) || Number(portArg) < 1 || Number(portArg) > 65535) {
  console.error(`npm run dev: --port must be a TCP port number (1-65535); got "${portArg}".`);
  process.exit(2);
}
const port = Number(portArg);
const shownHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
const base = `http://${shownHost.includes(":") ? `[${shownHost}]` : shownHost}:${port}`;

function devVarsAdminToken(): string | undefined {
  const file = join(ROOT, ".dev.vars");
  if (!existsSync(file)) return undefined;
  const line = readFileSync(file, "utf8")
    .split(/\r?\n/)
    .find((l) => l.startsWith("ADMIN_TOKEN="));
  return line?.slice("ADMIN_TOKEN=".length).trim().replace(/^"|"$/g, "") || undefined;
}

const fromDevVars = devVarsAdminToken();
const adminToken = fromDevVars ?? (process.env.ADMIN_TOKEN || "dev-admin-token");
const args = ["dev", "--ip", host, "--port", String(port), ...passThrough];
if (!fromDevVars) args.push("--var", `ADMIN_TOKEN:${adminToken}`);

const wrangler = spawn(join(ROOT, "node_modules/.bin/wrangler"), args, {
  stdio: "inherit",
  detached: true,
  cwd: ROOT,
  env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
});

/** Removes the address file if it is still ours. */
function forgetAddress(): void {
  try {
    if ((JSON.parse(readFileSync(DEV_SERVER_FILE, "utf8")) as { pid?: unknown }).pid === process.pid) rmSync(DEV_SERVER_FILE);
  } catch {
    // absent or unreadable: nothing to remove
  }
}

function stop(signal: NodeJS.Signals = "SIGTERM"): void {
  if (wrangler.pid === undefined) return; // never started
  try {
    process.kill(-wrangler.pid, signal);
  } catch {
    // already gone
  }
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    forgetAddress();
    stop("SIGTERM");
    setTimeout(() => {
      stop("SIGKILL");
      process.exit(0);
    }, 3000).unref();
  });
}
wrangler.on("exit", (code) => {
  forgetAddress();
  process.exit(code ?? 0);
});

async function waitUntilUp(): Promise<boolean> {
  for (let i = 0; i < 240; i++) {
    if (wrangler.exitCode !== null) return false;
    try {
      await fetch(`${base}/api/v1/balance`);
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return false;
}

if (!(await waitUntilUp())) {
  console.error(`\nThe dev server did not answer on ${base} within 60 s.`);
  stop();
  process.exit(1);
}

// The operator CLI's default address while this server runs (never the token: the CLI derives
// it the same way, from ADMIN_TOKEN, .dev.vars or the built-in dev token).
mkdirSync(dirname(DEV_SERVER_FILE), { recursive: true });
writeFileSync(DEV_SERVER_FILE, `${JSON.stringify({ url: base, pid: process.pid })}\n`);

const res = await fetch(`${base}/admin/v1/accounts`, {
  method: "POST",
  headers: { Authorization: `Bearer ${adminToken}`, "Content-Type": "application/json" },
  body: "{}",
});
if (res.status !== 201) {
  console.error(`\nCould not create the demo account: ${res.status} ${await res.text()}`);
} else {
  const account = (await res.json()) as CreatedAccount;
  const text = "Moreover, it is important to note that our team will delve into the data in order to leverage the insights we gathered in 2025.";
  console.log(`
────────────────────────────────────────────────────────────────────────
 Humanize API running at ${base}
 Demo account ${account.account_id} (trial, ${account.trial_balance} words)
 API key (shown once): ${account.api_key}
 Operator token: ${adminToken}

 Try it:

curl -s ${base}/api/v1/humanize \\
  -H 'Authorization: Bearer ${account.api_key}' \\
  -H 'Content-Type: application/json' \\
  -d '{"text": "${text}", "mode": "standard"}'

curl -s ${base}/api/v1/balance -H 'Authorization: Bearer ${account.api_key}'

 Playground: ${base}/   ·   Reference: ${base}/docs  (${base}/openapi.json)
 MCP server: ${base}/mcp with the same key   ·   Operator CLI: npm run admin -- help (uses ${base})
────────────────────────────────────────────────────────────────────────
`);
}
