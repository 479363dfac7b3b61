#!/usr/bin/env node
// `npm run dev`: serves the API with `wrangler dev` on 127.0.0.1:8787, creates a demo
// trial account through the operator API and prints a ready-to-paste curl command.
// Extra arguments go to wrangler, e.g. `npm run dev -- --var RATE_LIMIT_PER_HOUR:1000`.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const host = "127.0.0.1";
const port = Number(process.env.PORT ?? 8787);
const base = `http://${host}:${port}`;

function devVarsAdminToken() {
  if (!existsSync(".dev.vars")) return undefined;
  const line = readFileSync(".dev.vars", "utf8").split("\n").find((l) => l.startsWith("ADMIN_TOKEN="));
  return line?.slice("ADMIN_TOKEN=".length).trim().replace(/^"|"$/g, "");
}

const fromDevVars = devVarsAdminToken();
const adminToken = fromDevVars ?? process.env.ADMIN_TOKEN ?? "dev-admin-token";
const args = ["dev", "--ip", host, "--port", String(port), ...process.argv.slice(2)];
if (!fromDevVars) args.push("--var", `ADMIN_TOKEN:${adminToken}`);

const wrangler = spawn("node_modules/.bin/wrangler", args, {
  stdio: "inherit",
  detached: true,
  env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
});

function stop(signal = "SIGTERM") {
  try {
    process.kill(-wrangler.pid, signal);
  } catch {
    // already gone
  }
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    stop("SIGTERM");
    setTimeout(() => {
      stop("SIGKILL");
      process.exit(0);
    }, 3000).unref();
  });
}
wrangler.on("exit", (code) => process.exit(code ?? 0));

async function waitUntilUp() {
  for (let i = 0; i < 240; i++) {
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

const res = await fetch(`${base}/admin/v1/accounts`, {
  method: "POST",
  headers: { Authorization: `Bearer ${adminToken}`, "Content-Type": "application/json" },
  body: "{}",
});
if (res.status !== 201) {
  console.error(`\nCould not create the demo account: ${res.status} ${await res.text()}`);
} else {
  const account = await res.json();
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
 MCP server: ${base}/mcp with the same key   ·   Operator CLI: npm run admin -- help
────────────────────────────────────────────────────────────────────────
`);
}
