/**
 * Upstash-compatible REST front for a real redis-server, for tests.
 *
 * Speaks the HTTP protocol that @upstash/redis 1.39 and @upstash/ratelimit 2.2
 * use and forwards each command to Redis over RESP (resp-client.ts):
 *
 *   POST /            body ["SET","k","v"]            → 200 {"result":"OK"} | 400 {"error":"ERR …"}
 *   POST /pipeline    body [["SET","k","v"],["GET","k"]] → 200 [{"result":…}|{"error":…}, …]
 *   POST /multi-exec  same, run inside MULTI/EXEC    → 200 [...] | 400 {"error":"EXECABORT …"}
 *   GET|POST /get/k   command in the path (Upstash's curl form; the SDK does not use it)
 *
 * - Auth: `Authorization: Bearer <token>` (or `?_token=`); otherwise 401 {"error":"Unauthorized"}.
 * - `Upstash-Encoding: base64`: every string in a result is base64 (UTF-8 bytes)
 *   except the status reply "OK"; integers, null and array nesting are kept.
 * - Lua: the Upstash-only `#!lua flags=allow-key-locking` shebang line is removed
 *   from EVAL / EVAL_RO / SCRIPT LOAD scripts; the SHA1 of the original script is
 *   mapped to the stripped script's SHA1 for EVALSHA / EVALSHA_RO / SCRIPT EXISTS,
 *   and SCRIPT LOAD answers with the original SHA1. NOSCRIPT passes through.
 * - Redis down or connection lost: 503 {"error":"ERR Redis unavailable: …"} at once,
 *   which @upstash/redis turns into a thrown UpstashError without retrying.
 *
 * CLI: node --import tsx test/support/redis/rest-front.ts --port 8079 --redis-url redis://127.0.0.1:6379 --token secret
 */
import { createHash } from "node:crypto";
import { realpathSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { RedisClient, RedisReplyError, RedisUnavailableError, type RedisReply } from "./resp-client.ts";

/** Commands that would change the pooled connection's state or never return. */
const CONNECTION_STATE_COMMANDS = new Set([
  "SUBSCRIBE",
  "PSUBSCRIBE",
  "SSUBSCRIBE",
  "UNSUBSCRIBE",
  "PUNSUBSCRIBE",
  "SUNSUBSCRIBE",
  "MONITOR",
  "MULTI",
  "EXEC",
  "DISCARD",
  "WATCH",
  "UNWATCH",
  "SELECT",
  "QUIT",
  "RESET",
  "HELLO",
  "AUTH",
]);

const UPSTASH_ONLY_SCRIPT_FLAG = "allow-key-locking";

/** A request the front rejects with 400 before reaching Redis. */
class BadRequestError extends Error {}

const sha1 = (text: string) => createHash("sha1").update(text, "utf8").digest("hex");

/**
 * Removes the `allow-key-locking` flag from a script's `#!lua` shebang; drops
 * the shebang line (keeping its newline, so line numbers stay) if nothing is left.
 */
export function stripUpstashScriptFlags(script: string): string {
  if (!script.startsWith("#!lua")) return script;
  const newline = script.indexOf("\n");
  const shebang = newline === -1 ? script : script.slice(0, newline);
  const rest = newline === -1 ? "" : script.slice(newline);
  let changed = false;
  const keptTokens = shebang
    .slice("#!lua".length)
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((token) => {
      if (!token.startsWith("flags=")) return [token];
      const flags = token.slice("flags=".length).split(",");
      const keptFlags = flags.filter((flag) => flag !== UPSTASH_ONLY_SCRIPT_FLAG);
      if (keptFlags.length === flags.length) return [token];
      changed = true;
      return keptFlags.filter(Boolean).length ? [`flags=${keptFlags.join(",")}`] : [];
    });
  if (!changed) return script;
  return (keptTokens.length ? `#!lua ${keptTokens.join(" ")}` : "") + rest;
}

/** A reply of Redis as the client should see it. */
type MapReply = (reply: RedisReply) => RedisReply;

/** A command ready for Redis, and how to translate its reply back for the client. */
interface Prepared {
  args: [string, ...string[]];
  mapReply: MapReply;
}

/** Rewrites script commands for plain Redis and remembers original → stripped SHA1s. */
class ScriptRewriter {
  #redisShaByClientSha = new Map<string, string>();

  #strip(script: string) {
    const stripped = stripUpstashScriptFlags(script);
    const clientSha = sha1(script);
    if (stripped !== script) this.#redisShaByClientSha.set(clientSha, sha1(stripped));
    return { stripped, clientSha, changed: stripped !== script };
  }

  #redisSha(sha: string): string {
    return this.#redisShaByClientSha.get(sha.toLowerCase()) ?? sha;
  }

  /** → { args, mapReply } where mapReply translates Redis's reply back for the client. */
  prepare(args: [string, ...string[]]): Prepared {
    const [first, second, third] = args;
    const name = first.toUpperCase();
    const keep: MapReply = (reply) => reply;
    if ((name === "EVAL" || name === "EVAL_RO") && second !== undefined) {
      return { args: [first, this.#strip(second).stripped, ...args.slice(2)], mapReply: keep };
    }
    if ((name === "EVALSHA" || name === "EVALSHA_RO") && second !== undefined) {
      return { args: [first, this.#redisSha(second), ...args.slice(2)], mapReply: keep };
    }
    const subcommand = name === "SCRIPT" ? second?.toUpperCase() : undefined;
    if (subcommand === "LOAD" && second !== undefined && third !== undefined && args.length === 3) {
      const { stripped, clientSha, changed } = this.#strip(third);
      const mapReply: MapReply = (reply) => (changed && Buffer.isBuffer(reply) ? Buffer.from(clientSha) : reply);
      return { args: [first, second, stripped], mapReply };
    }
    if (subcommand === "EXISTS" && second !== undefined) {
      return { args: [first, second, ...args.slice(2).map((sha) => this.#redisSha(sha))], mapReply: keep };
    }
    return { args, mapReply: keep };
  }
}

/** JSON command array → Redis arguments (all strings; sent as bulk strings). */
function toRedisArgs(command: unknown): [string, ...string[]] {
  if (!Array.isArray(command) || command.length === 0) {
    throw new BadRequestError("ERR command must be a non-empty JSON array");
  }
  const [first, ...rest] = command.map((value: unknown) => {
    if (typeof value === "string") return value;
    if (typeof value === "number" || typeof value === "boolean") return String(value);
    return JSON.stringify(value);
  });
  return [first as string, ...rest]; // the array is not empty
}

function parseJsonBody(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch (error) {
    throw new BadRequestError(`ERR failed to parse request body as JSON: ${(error as Error).message}`);
  }
}

/** A result value as JSON: strings, integers, null and arrays of them. */
type JsonResult = string | number | null | JsonResult[];
type ResultEntry = { error: string } | { result: JsonResult };

/** RESP reply → JSON result value, base64-encoding strings (except status "OK") if asked. */
function toJsonResult(reply: RedisReply, base64: boolean): JsonResult {
  if (reply === null || typeof reply === "number") return reply;
  if (Array.isArray(reply)) return reply.map((item) => toJsonResult(item, base64));
  if (Buffer.isBuffer(reply)) return reply.toString(base64 ? "base64" : "utf8");
  const text = reply instanceof RedisReplyError ? reply.message : String(reply); // status reply (or nested error)
  return base64 && text !== "OK" ? Buffer.from(text, "utf8").toString("base64") : text;
}

function toResultEntry(reply: RedisReply, base64: boolean): ResultEntry {
  return reply instanceof RedisReplyError ? { error: reply.message } : { result: toJsonResult(reply, base64) };
}

function rejectionFor(args: [string, ...string[]]): RedisReplyError | null {
  const name = args[0].toUpperCase();
  return CONNECTION_STATE_COMMANDS.has(name) ? new RedisReplyError(`ERR Command is not available over REST: ${name}`) : null;
}

function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text) });
  response.end(text);
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

export interface RestFrontOptions {
  port?: number;
  host?: string;
  redisUrl: string;
  token: string;
  /**
   * Test-only, used by harness.ts: extra `POST <path>` endpoints, not authenticated,
   * answering {"ok":true} once the handler resolves.
   */
  controlRoutes?: Record<string, () => Promise<unknown>>;
}

export interface RestFront {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startRestFront({ port = 0, host = "127.0.0.1", redisUrl, token, controlRoutes = {} }: RestFrontOptions): Promise<RestFront> {
  if (!redisUrl) throw new Error("startRestFront: redisUrl is required");
  if (!token) throw new Error("startRestFront: token is required");
  const redis = new RedisClient(redisUrl);
  const scripts = new ScriptRewriter();

  /** [HTTP status, JSON body] */
  type Answer = [number, unknown];

  async function runSingle(command: unknown, base64: boolean): Promise<Answer> {
    const { args, mapReply } = scripts.prepare(toRedisArgs(command));
    const rejection = rejectionFor(args);
    const reply = rejection ?? mapReply((await redis.send([args]))[0]!); // one reply per command
    return reply instanceof RedisReplyError ? [400, { error: reply.message }] : [200, { result: toJsonResult(reply, base64) }];
  }

  async function runPipeline(commands: unknown, base64: boolean): Promise<Answer> {
    if (!Array.isArray(commands) || commands.length === 0) throw new BadRequestError("ERR pipeline must be a non-empty array of commands");
    const prepared = commands.map((command) => scripts.prepare(toRedisArgs(command)));
    const rejections = prepared.map(({ args }) => rejectionFor(args));
    const toSend = prepared.filter((_, i) => !rejections[i]).map(({ args }) => args);
    const replies = toSend.length ? await redis.send(toSend) : [];
    let next = 0;
    return [200, prepared.map(({ mapReply }, i) => toResultEntry(rejections[i] ?? mapReply(replies[next++]!), base64))]; // one reply per sent command
  }

  async function runMultiExec(commands: unknown, base64: boolean): Promise<Answer> {
    if (!Array.isArray(commands) || commands.length === 0) throw new BadRequestError("ERR transaction must be a non-empty array of commands");
    const prepared = commands.map((command) => scripts.prepare(toRedisArgs(command)));
    const rejection = prepared.map(({ args }) => rejectionFor(args)).find(Boolean);
    if (rejection) return [400, { error: rejection.message }];
    const replies = await redis.send([["MULTI"], ...prepared.map(({ args }) => args), ["EXEC"]]);
    const execReply = replies.at(-1);
    if (execReply instanceof RedisReplyError) {
      const queueError = replies.slice(1, -1).find((reply) => reply instanceof RedisReplyError);
      return [400, { error: queueError ? `${execReply.message} (${queueError.message})` : execReply.message }];
    }
    if (!Array.isArray(execReply)) return [400, { error: "EXECABORT Transaction aborted" }];
    return [200, execReply.map((reply, i) => toResultEntry(prepared[i]!.mapReply(reply), base64))]; // EXEC: one reply per queued command
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://localhost");
    const control = controlRoutes[url.pathname];
    if (control && request.method === "POST") {
      await readBody(request);
      try {
        await control();
        return sendJson(response, 200, { ok: true });
      } catch (error) {
        return sendJson(response, 500, { ok: false, error: (error as Error).message });
      }
    }
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? "")?.[1] ?? url.searchParams.get("_token");
    if (bearer !== token) return sendJson(response, 401, { error: "Unauthorized" });
    if (!["GET", "POST", "PUT", "HEAD"].includes(request.method ?? "")) return sendJson(response, 405, { error: "Method Not Allowed" });

    const body = await readBody(request);
    const encoding = request.headers["upstash-encoding"];
    const base64 = (typeof encoding === "string" ? encoding : "").toLowerCase() === "base64";
    try {
      let status: number;
      let payload: unknown;
      if (url.pathname === "/") [status, payload] = await runSingle(parseJsonBody(body), base64);
      else if (url.pathname === "/pipeline") [status, payload] = await runPipeline(parseJsonBody(body), base64);
      else if (url.pathname === "/multi-exec") [status, payload] = await runMultiExec(parseJsonBody(body), base64);
      else {
        const pathArgs = url.pathname.slice(1).split("/").map(decodeURIComponent);
        [status, payload] = await runSingle(body ? [...pathArgs, body] : pathArgs, base64);
      }
      sendJson(response, status, payload);
    } catch (error) {
      if (error instanceof BadRequestError) return sendJson(response, 400, { error: error.message });
      if (error instanceof RedisUnavailableError) return sendJson(response, 503, { error: `ERR Redis unavailable: ${error.message}` });
      sendJson(response, 500, { error: `ERR internal error: ${(error as Error).message}` });
    }
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: Error) => {
      if (!response.headersSent) sendJson(response, 500, { error: `ERR internal error: ${error.message}` });
      else response.destroy(error);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  const actualPort = (server.address() as AddressInfo).port; // listening on TCP

  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      redis.close();
      await closed;
    },
  };
}

function isRunDirectly(): boolean {
  try {
    return realpathSync(process.argv[1] ?? "") === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}

if (isRunDirectly()) {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "8079" },
      host: { type: "string", default: "127.0.0.1" },
      "redis-url": { type: "string", default: "redis://127.0.0.1:6379" },
      token: { type: "string", default: process.env.UPSTASH_REDIS_REST_TOKEN },
    },
  });
  if (!values.token) {
    console.error("usage: node --import tsx rest-front.ts --port <p> --redis-url <url> --token <t>");
    process.exit(2);
  }
  const front = await startRestFront({ port: Number(values.port), host: values.host, redisUrl: values["redis-url"], token: values.token });
  console.log(`Upstash REST front listening on ${front.url} -> ${values["redis-url"]}`);
  const shutdown = () => front.close().then(() => process.exit(0));
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}
