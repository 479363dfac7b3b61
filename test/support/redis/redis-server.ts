/**
 * Starts and controls a throwaway `redis-server` process for tests.
 *
 *   const redis = await startRedis({ appendonly: true });
 *   redis.url   // "redis://127.0.0.1:<port>"
 *   await redis.stop();   // graceful (SIGTERM), waits for exit
 *   await redis.start();  // same port and dir; resolves once PING answers
 *   await redis.kill();   // SIGKILL, waits for exit
 *
 * No config file: everything is passed on the command line. With `appendonly`
 * the AOF is fsynced on every write, so data survives kill() + start().
 * Any server still running when the Node process exits is SIGKILLed.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { RedisClient } from "./resp-client.ts";

const READY_TIMEOUT_MS = 10_000;
const STOP_TIMEOUT_MS = 5_000;

const runningServers = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of runningServers) child.kill("SIGKILL");
});

/** Asks the OS for a free TCP port on 127.0.0.1. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo; // listening on TCP
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RedisServer {
  url: string;
  port: number;
  dir: string;
  stop(): Promise<void>;
  kill(): Promise<void>;
  start(): Promise<void>;
}

export async function startRedis({ port, appendonly = false, dir }: { port?: number; appendonly?: boolean; dir?: string } = {}): Promise<RedisServer> {
  port ??= await findFreePort();
  dir ??= await mkdtemp(path.join(os.tmpdir(), "redis-test-"));
  const url = `redis://127.0.0.1:${port}`;
  const args = [
    "--port",
    String(port),
    "--bind",
    "127.0.0.1",
    "--dir",
    dir,
    "--save",
    "",
    "--appendonly",
    appendonly ? "yes" : "no",
    ...(appendonly ? ["--appendfsync", "always"] : []),
    "--daemonize",
    "no",
  ];

  let child: ChildProcess | null = null; // the running redis-server process, if any
  let exited: Promise<void> | null = null; // promise resolving when `child` exits
  let recentOutput = ""; // tail of stdout/stderr, for error messages

  async function waitUntilReady() {
    const client = new RedisClient(url, { connectTimeoutMs: 500, commandTimeoutMs: 1000 });
    const deadline = Date.now() + READY_TIMEOUT_MS;
    let lastError: Error | undefined;
    try {
      while (Date.now() < deadline) {
        if (!child) throw new Error(`redis-server exited during startup:\n${recentOutput}`);
        try {
          if ((await client.call("PING")) === "PONG") return;
        } catch (error) {
          lastError = error as Error; // refused while starting, or "LOADING …" while replaying the AOF
        }
        await sleep(25);
      }
      throw new Error(`redis-server on port ${port} not ready after ${READY_TIMEOUT_MS} ms: ${lastError?.message}\n${recentOutput}`);
    } finally {
      client.close();
    }
  }

  async function start() {
    if (child) return;
    const serverProcess = spawn("redis-server", args, { stdio: ["ignore", "pipe", "pipe"] });
    child = serverProcess;
    runningServers.add(serverProcess);
    const keepTail = (chunk: Buffer | string) => (recentOutput = (recentOutput + chunk).slice(-4000));
    serverProcess.stdout.on("data", keepTail);
    serverProcess.stderr.on("data", keepTail);
    exited = new Promise<void>((resolve) => {
      serverProcess.once("exit", () => {
        runningServers.delete(serverProcess);
        if (child === serverProcess) child = null;
        resolve();
      });
      serverProcess.once("error", (error) => {
        keepTail(`spawn failed: ${error.message}\n`);
        runningServers.delete(serverProcess);
        if (child === serverProcess) child = null;
        resolve();
      });
    });
    await waitUntilReady();
  }

  async function stop() {
    if (!child) return;
    const serverProcess = child;
    serverProcess.kill("SIGTERM"); // redis-server shuts down gracefully on SIGTERM (fsyncs the AOF)
    const timer = setTimeout(() => serverProcess.kill("SIGKILL"), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }

  async function kill() {
    if (!child) return;
    child.kill("SIGKILL");
    await exited;
  }

  await start();
  return { url, port, dir, start, stop, kill };
}
