import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface DevServer {
  url: string;
  stop(): Promise<void>;
}

/** A free TCP port on the loopback address. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once("exit", () => resolve())));
}

/**
 * Runs the Worker with `wrangler dev` on a free loopback port and fresh persisted state, in
 * its own process group (workerd included), so that `stop()` ends all of it.
 */
export async function startWranglerDev(vars: Record<string, string>): Promise<DevServer> {
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const state = await mkdtemp(join(tmpdir(), "humanize-dev-"));
  const args = ["dev", "--ip", "127.0.0.1", "--port", String(port), "--inspector-port", String(inspectorPort)];
  args.push("--log-level", "warn", "--persist-to", state, "--show-interactive-dev-session=false");
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  const child = spawn("node_modules/.bin/wrangler", args, {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      process.kill(-child.pid, "SIGTERM");
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, "SIGKILL"), 3_000);
      await exited(child);
      clearTimeout(timer);
    }
    await rm(state, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`${url}/`);
      return { url, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  await stop();
  throw new Error(`wrangler dev did not answer on ${url}`);
}
