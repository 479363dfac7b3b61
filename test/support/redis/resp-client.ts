/**
 * Minimal RESP2 client for tests (Node built-ins only), used by the Upstash REST
 * front (rest-front.ts) and by redis-server.ts to wait for PING.
 *
 * - `RedisClient#send(commands)` checks out one connection from a small pool,
 *   writes all commands pipelined and resolves with one reply per command
 *   (error replies come back as `RedisReplyError` values, not rejections), so a
 *   batch such as MULTI…EXEC always runs on a single connection.
 * - Fail fast: if Redis is down the connect attempt is refused at once and the
 *   call rejects with `RedisUnavailableError`; if a connection drops, every
 *   command pending on it is rejected immediately. There is no reconnect loop:
 *   each call that finds no healthy idle connection simply dials again, so the
 *   client works again as soon as Redis is back.
 *
 * Reply mapping: simple string → JS string, bulk string → Buffer, integer →
 * number, nil → null, array → Array, error → RedisReplyError.
 */
import net from "node:net";

/** An error reply from Redis (e.g. "ERR …", "NOSCRIPT …", "WRONGTYPE …"). */
export class RedisReplyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RedisReplyError";
  }
}

/** Redis could not be reached, or the connection dropped mid-command. */
export class RedisUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "RedisUnavailableError";
  }
}

/** One argument of a command: sent as a bulk string (numbers in decimal, Buffers as they are). */
export type RedisArg = string | number | Buffer;

/** A reply: simple string, bulk string, integer, nil, array, or an error reply. */
export type RedisReply = string | Buffer | number | null | RedisReply[] | RedisReplyError;

/** Encodes one command (array of strings/numbers/Buffers) as a RESP array of bulk strings. */
export function encodeCommand(args: readonly RedisArg[]): Buffer {
  const parts: Buffer[] = [Buffer.from(`*${args.length}\r\n`)];
  for (const arg of args) {
    const bytes = Buffer.isBuffer(arg) ? arg : Buffer.from(String(arg), "utf8");
    parts.push(Buffer.from(`$${bytes.length}\r\n`), bytes, Buffer.from("\r\n"));
  }
  return Buffer.concat(parts);
}

const INCOMPLETE = Symbol("incomplete");

/**
 * Parses one reply starting at `offset`. Returns `{ value, next }`, or
 * INCOMPLETE when the buffer does not yet hold the whole reply.
 */
function parseReply(buffer: Buffer, offset: number): { value: RedisReply; next: number } | typeof INCOMPLETE {
  const lineEnd = buffer.indexOf("\r\n", offset);
  if (lineEnd === -1) return INCOMPLETE;
  const type = String.fromCharCode(buffer[offset] ?? 0);
  const line = buffer.toString("utf8", offset + 1, lineEnd);
  const afterLine = lineEnd + 2;
  switch (type) {
    case "+":
      return { value: line, next: afterLine };
    case "-":
      return { value: new RedisReplyError(line), next: afterLine };
    case ":":
      return { value: Number(line), next: afterLine };
    case "$": {
      const length = Number(line);
      if (length < 0) return { value: null, next: afterLine };
      if (buffer.length < afterLine + length + 2) return INCOMPLETE;
      return { value: buffer.subarray(afterLine, afterLine + length), next: afterLine + length + 2 };
    }
    case "*": {
      const count = Number(line);
      if (count < 0) return { value: null, next: afterLine };
      const items: RedisReply[] = [];
      let next = afterLine;
      for (let i = 0; i < count; i++) {
        const item = parseReply(buffer, next);
        if (item === INCOMPLETE) return INCOMPLETE;
        items.push(item.value);
        next = item.next;
      }
      return { value: items, next };
    }
    default:
      throw new Error(`RESP protocol error: unexpected type byte ${JSON.stringify(type)}`);
  }
}

/** One TCP connection; replies are matched to requests in FIFO order. */
interface Waiting {
  replies: RedisReply[];
  expected: number;
  resolve: (replies: RedisReply[]) => void;
  reject: (error: Error) => void;
}

class RedisConnection {
  #socket: net.Socket;
  #buffer: Buffer = Buffer.alloc(0);
  #waiting: Waiting[] = [];
  alive = true;

  constructor(socket: net.Socket) {
    this.#socket = socket;
    socket.setNoDelay(true);
    socket.on("data", (chunk: Buffer) => this.#onData(chunk));
    socket.on("error", (error) => this.#fail(error));
    socket.on("close", () => this.#fail(new Error("connection closed")));
  }

  /** Connects, rejecting quickly (refused, or after `timeoutMs`). */
  static open({ host, port, timeoutMs }: { host: string; port: number; timeoutMs: number }): Promise<RedisConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host, port });
      const timer = setTimeout(() => socket.destroy(new Error(`connect timeout after ${timeoutMs} ms`)), timeoutMs);
      socket.once("error", (error) => {
        clearTimeout(timer);
        reject(new RedisUnavailableError(`Redis unavailable at ${host}:${port}: ${error.message}`, { cause: error }));
      });
      socket.once("connect", () => {
        clearTimeout(timer);
        socket.removeAllListeners("error");
        resolve(new RedisConnection(socket));
      });
    });
  }

  /** Writes the commands in one go; resolves with their replies in order. */
  exec(commands: readonly (readonly RedisArg[])[]): Promise<RedisReply[]> {
    if (!this.alive) return Promise.reject(new RedisUnavailableError("Redis connection is closed"));
    return new Promise((resolve, reject) => {
      this.#waiting.push({ replies: [], expected: commands.length, resolve, reject });
      this.#socket.write(Buffer.concat(commands.map(encodeCommand)));
    });
  }

  close() {
    this.alive = false;
    this.#socket.destroy();
  }

  #onData(chunk: Buffer): void {
    this.#buffer = this.#buffer.length ? Buffer.concat([this.#buffer, chunk]) : chunk;
    let offset = 0;
    try {
      while (offset < this.#buffer.length && this.#waiting.length) {
        const parsed = parseReply(this.#buffer, offset);
        if (parsed === INCOMPLETE) break;
        offset = parsed.next;
        const request = this.#waiting[0]!; // the loop runs while something waits
        request.replies.push(parsed.value);
        if (request.replies.length === request.expected) {
          this.#waiting.shift();
          request.resolve(request.replies);
        }
      }
    } catch (error) {
      this.#socket.destroy(error as Error);
      return;
    }
    this.#buffer = this.#buffer.subarray(offset);
  }

  /** Marks the connection dead and rejects everything pending on it, at once. */
  #fail(error: Error): void {
    this.alive = false;
    const pending = this.#waiting.splice(0);
    for (const request of pending) {
      request.reject(new RedisUnavailableError(`Redis connection lost: ${error.message}`, { cause: error }));
    }
    this.#socket.destroy();
  }
}

/**
 * Small pool of RESP connections to one Redis (`redis://[:password@]host:port[/db]`).
 * Each `send` holds a connection exclusively, so blocking commands or
 * transactions never interleave with other callers' commands.
 */
export class RedisClient {
  #host: string;
  #port: number;
  #password: string | undefined;
  #db: string | undefined;
  #idle: RedisConnection[] = [];
  #inUse = new Set<RedisConnection>();
  #maxIdle: number;
  #connectTimeoutMs: number;
  #commandTimeoutMs: number;
  #closed = false;

  constructor(redisUrl: string, { maxIdle = 8, connectTimeoutMs = 1000, commandTimeoutMs = 10_000 } = {}) {
    const url = new URL(redisUrl);
    this.#host = url.hostname || "127.0.0.1";
    this.#port = Number(url.port || 6379);
    this.#password = url.password ? decodeURIComponent(url.password) : undefined;
    this.#db = url.pathname.length > 1 ? url.pathname.slice(1) : undefined;
    this.#maxIdle = maxIdle;
    this.#connectTimeoutMs = connectTimeoutMs;
    this.#commandTimeoutMs = commandTimeoutMs;
  }

  /** Runs `commands` pipelined on one connection → replies (errors as RedisReplyError values). */
  async send(commands: readonly (readonly RedisArg[])[]): Promise<RedisReply[]> {
    if (this.#closed) throw new RedisUnavailableError("Redis client is closed");
    const connection = await this.#acquire();
    this.#inUse.add(connection);
    // Guard against a Redis that accepts connections but never answers (e.g. SIGSTOP).
    const timer = setTimeout(() => connection.close(), this.#commandTimeoutMs);
    try {
      return await connection.exec(commands);
    } finally {
      clearTimeout(timer);
      this.#inUse.delete(connection);
      this.#release(connection);
    }
  }

  /** Runs one command; resolves with its reply or rejects with the RedisReplyError. */
  async call(...args: RedisArg[]): Promise<Exclude<RedisReply, RedisReplyError>> {
    const reply = (await this.send([args]))[0]!; // one reply per command
    if (reply instanceof RedisReplyError) throw reply;
    return reply;
  }

  /** Closes idle and in-flight connections (in-flight calls reject). */
  close() {
    this.#closed = true;
    for (const connection of [...this.#idle, ...this.#inUse]) connection.close();
    this.#idle = [];
  }

  async #acquire(): Promise<RedisConnection> {
    for (let connection = this.#idle.pop(); connection; connection = this.#idle.pop()) {
      if (connection.alive) return connection;
    }
    const connection = await RedisConnection.open({ host: this.#host, port: this.#port, timeoutMs: this.#connectTimeoutMs });
    const setup: RedisArg[][] = [];
    if (this.#password !== undefined) setup.push(["AUTH", this.#password]);
    if (this.#db !== undefined) setup.push(["SELECT", this.#db]);
    if (setup.length) {
      const replies = await connection.exec(setup);
      const failure = replies.find((reply) => reply instanceof RedisReplyError);
      if (failure) {
        connection.close();
        throw new RedisUnavailableError(`Redis connection setup failed: ${failure.message}`);
      }
    }
    return connection;
  }

  #release(connection: RedisConnection): void {
    if (connection.alive && !this.#closed && this.#idle.length < this.#maxIdle) this.#idle.push(connection);
    else connection.close();
  }
}
