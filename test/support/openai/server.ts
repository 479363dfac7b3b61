// A local OpenAI-compatible chat-completions server for tests, benchmarks and `wrangler dev`.
//
//   POST /v1/chat/completions   {model, messages, temperature, …} → a chat.completion with usage
//   GET  /v1/models
//
// The "model" is deterministic: it rewrites the last user message by swapping a few stock words
// (English, German, Spanish, Japanese) and keeps every ⟦n⟧ placeholder and paragraph break.
// Behaviours (per server, or queued per request) simulate what real providers do:
//   rewrite (default) · echo · status:<code> (OpenAI-style error body) · slow | slow:<ms> ·
//   malformed (invalid JSON) · empty · null-content · preamble · sure · postscript · refusal ·
//   drop-placeholder · duplicate-placeholder · extra-placeholder · merge-paragraphs ·
//   too-short · wrap-quotes · wrap-fence · or a function (body) => ({ status?, content?, raw? }).
// Every request is recorded (body, headers, timing, behaviour, usage); `maxInFlight` is the
// largest number of requests it held at once.
//
// Standalone: node --import tsx test/support/openai/server.ts [--port 8790] [--host 127.0.0.1]
//   [--latency 50] [--behaviour rewrite] [--slow-ms 5000] [--api-key KEY]

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { pathToFileURL } from "node:url";

export interface ChatCompletionBody {
  model: string;
  messages: { role: string; content: string }[];
  temperature?: number;
  [key: string]: unknown;
}

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

/** What a behaviour answers: a status (an OpenAI-style error unless 200), a content, or a raw body. */
export interface BehaviourResult {
  status?: number;
  content?: string | null;
  raw?: string;
  message?: string;
}

/** A named behaviour ("rewrite", "status:429", "slow:300", "drop-placeholder"…) or a custom answer. */
export type Behaviour = string | ((body: ChatCompletionBody) => BehaviourResult);

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage["headers"];
  body: ChatCompletionBody;
  behaviour: Behaviour;
  /** performance.now() when the request arrived and when it was answered or abandoned. */
  startedAt: number;
  endedAt: number;
  status: number;
  content: string | null | undefined;
  usage: Usage | undefined;
  /** The client went away before the answer (a timeout or an abort). */
  aborted: boolean;
}

export interface OpenAiServer {
  readonly port: number;
  /** e.g. http://127.0.0.1:PORT/v1 */
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  readonly maxInFlight: number;
  readonly usage: Usage & { requests: number };
  setBehaviour(behaviour: Behaviour): void;
  enqueue(...behaviours: Behaviour[]): void;
  setLatency(ms: number): void;
  reset(): void;
  close(): Promise<void>;
}

export interface OpenAiServerOptions {
  port?: number;
  host?: string;
  latencyMs?: number;
  slowMs?: number;
  apiKey?: string | undefined;
  behaviour?: Behaviour;
}

/** Word swaps of the fake model: [from, to], applied in order, whole words only. */
const SWAPS: [string, string][] = [
  ["Moreover,", "Also,"],
  ["Furthermore,", "Plus,"],
  ["Additionally,", "On top of that,"],
  ["However,", "But"],
  ["utilize", "use"],
  ["leverage", "use"],
  ["important", "key"],
  ["crucial", "vital"],
  ["delve into", "dig into"],
  ["demonstrate", "show"],
  ["in order to", "to"],
  ["jedoch", "aber"],
  ["wichtig", "zentral"],
  ["außerdem", "auch"],
  ["Darüber hinaus", "Zudem"],
  ["Además,", "También,"],
  ["importante", "clave"],
  ["sin embargo", "pero"],
  ["しかし", "でも"],
  ["重要", "大切"],
  ["非常に", "とても"],
];
const SWAP_PATTERNS = SWAPS.map(([from, to]): [RegExp, string] => {
  const word = /^[\p{L}]/u.test(from) && /\p{Script=Latin}/u.test(from);
  const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // Latin words only match whole; CJK has no word boundaries to respect.
  return [new RegExp(word ? `(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])` : escaped, "gu"), to];
});
const TOKEN = /⟦\d+⟧/g;

/** The fake model's rewrite: a few word swaps, placeholders and line breaks untouched. */
export function fakeRewrite(text: string): string {
  let out = text;
  for (const [pattern, to] of SWAP_PATTERNS) out = out.replace(pattern, to);
  return out;
}

/** Token estimate, OpenAI's rule of thumb: ~4 characters per token, one per CJK character. */
export function estimateTokens(text: string): number {
  let tokens = 0;
  for (const char of text) tokens += /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(char) ? 1 : 0.25;
  return Math.ceil(tokens);
}

/** status → [type, code, message] of OpenAI's error body */
const ERRORS: Record<number, [string, string | null, string]> = {
  400: ["invalid_request_error", null, "Invalid request."],
  401: ["invalid_request_error", "invalid_api_key", "Incorrect API key provided."],
  403: ["invalid_request_error", "unsupported_country_region_territory", "Country, region, or territory not supported."],
  404: ["invalid_request_error", "model_not_found", "The model does not exist or you do not have access to it."],
  429: ["requests", "rate_limit_exceeded", "Rate limit reached for requests. Please try again in 1s."],
  500: ["server_error", "server_error", "The server had an error while processing your request. Sorry about that!"],
  502: ["server_error", "bad_gateway", "Bad gateway."],
  503: ["server_error", "service_unavailable", "The engine is currently overloaded, please try again later."],
};

function errorBody(status: number, message?: string) {
  const [type, code, text] = ERRORS[status] ?? ["server_error", null, `Error ${status}.`];
  return { error: { message: message ?? text, type, param: null, code } };
}

/** What a behaviour answers for a request: { status, json } or { status, raw }. */
function answer(behaviour: Behaviour, body: ChatCompletionBody): BehaviourResult {
  const user = [...(body.messages ?? [])].reverse().find((m) => m.role === "user")?.content ?? "";
  const rewritten = fakeRewrite(String(user));
  const content = (text: string | null): BehaviourResult => ({ content: text });
  if (typeof behaviour === "function") return behaviour(body);
  const [name, argument] = String(behaviour).split(":");
  switch (name) {
    case "rewrite":
    case "slow":
      return content(rewritten);
    case "echo":
      return content(String(user));
    case "status":
      return { status: Number(argument) };
    case "malformed":
      return { raw: '{"id":"chatcmpl-broken","object":"chat.completion","choices":[{"index":0,"message":{"role":"assis' };
    case "empty":
      return content("");
    case "null-content":
      return content(null);
    case "preamble":
      return content(`Here is the rewritten text:\n\n${rewritten}`);
    case "sure":
      return content(`Sure! ${rewritten}`);
    case "postscript":
      return content(`${rewritten}\n\nNote: I kept all the placeholders exactly as they were.`);
    case "refusal":
      return content("I'm sorry, but I can't help with rewriting this text.");
    case "drop-placeholder":
      return content(rewritten.replace(/⟦\d+⟧/, ""));
    case "duplicate-placeholder": {
      const first = rewritten.match(TOKEN)?.[0] ?? "";
      return content(`${rewritten} ${first}`);
    }
    case "extra-placeholder":
      return content(`${rewritten} ⟦999⟧`);
    case "merge-paragraphs":
      return content(rewritten.replace(/\s*\n\s*\n\s*/g, " "));
    case "too-short":
      return content(rewritten.split(/\s+/).slice(0, 2).join(" "));
    case "wrap-quotes":
      return content(`"${rewritten}"`);
    case "wrap-fence":
      return content("```text\n" + rewritten + "\n```");
    default:
      return { status: 500, message: `unknown behaviour ${behaviour}` };
  }
}

/** Starts the server. `port: 0` picks a free port. */
export async function startOpenAiServer(options: OpenAiServerOptions = {}): Promise<OpenAiServer> {
  const host = options.host ?? "127.0.0.1";
  const state: {
    behaviour: Behaviour;
    latencyMs: number;
    slowMs: number;
    apiKey: string | undefined;
    queue: Behaviour[];
    requests: RecordedRequest[];
    inFlight: number;
    maxInFlight: number;
  } = {
    behaviour: options.behaviour ?? "rewrite",
    latencyMs: options.latencyMs ?? 0,
    slowMs: options.slowMs ?? 5000,
    apiKey: options.apiKey,
    queue: [],
    requests: [],
    inFlight: 0,
    maxInFlight: 0,
  };
  let counter = 0;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => void handle(req, res, Buffer.concat(chunks).toString("utf8")));
  });

  async function handle(req: IncomingMessage, res: ServerResponse, rawBody: string): Promise<void> {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      if (res.destroyed || res.writableEnded) return;
      const text = typeof payload === "string" ? payload : JSON.stringify(payload);
      res.writeHead(status, { "content-type": "application/json", ...headers });
      res.end(text);
    };
    const authorized = state.apiKey === undefined || req.headers.authorization === `Bearer ${state.apiKey}`;
    if (req.method === "GET" && path.endsWith("/models")) {
      if (!authorized) return send(401, errorBody(401));
      return send(200, { object: "list", data: [{ id: "fake-model", object: "model", created: 0, owned_by: "local" }] });
    }
    if (req.method !== "POST" || !path.endsWith("/chat/completions")) {
      return send(404, errorBody(404, `Unknown request URL: ${req.method} ${path}.`));
    }
    let parsed: Partial<ChatCompletionBody> | null;
    try {
      parsed = JSON.parse(rawBody) as Partial<ChatCompletionBody> | null;
    } catch {
      return send(400, errorBody(400, "We could not parse the JSON body of your request."));
    }
    if (typeof parsed?.model !== "string" || !Array.isArray(parsed.messages)) {
      return send(400, errorBody(400, "'model' and 'messages' are required properties."));
    }
    const body = parsed as ChatCompletionBody; // model and messages checked just above

    const behaviour: Behaviour = !authorized ? "unauthorized" : (state.queue.shift() ?? state.behaviour);
    const record: RecordedRequest = {
      path,
      headers: req.headers,
      body,
      behaviour,
      startedAt: performance.now(),
      endedAt: NaN,
      status: 0,
      content: undefined,
      usage: undefined,
      aborted: false,
    };
    state.requests.push(record);
    state.inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      state.inFlight--;
      record.endedAt = performance.now();
    };
    res.on("close", () => {
      if (!res.writableFinished) record.aborted = true;
      finish();
    });

    if (!authorized) {
      record.status = 401;
      // Like OpenAI, quote the start and end of the key that was sent.
      const sent = String(req.headers.authorization ?? "").replace(/^Bearer /, "");
      const masked = sent.length > 8 ? `${sent.slice(0, 6)}${"*".repeat(Math.max(0, sent.length - 10))}${sent.slice(-4)}` : "***";
      return send(401, errorBody(401, `Incorrect API key provided: ${masked}. You can find your API key at https://platform.openai.com/account/api-keys.`));
    }

    const name = typeof behaviour === "string" ? behaviour.split(":")[0] : "";
    const slowFor = name === "slow" ? Number(String(behaviour).split(":")[1] ?? state.slowMs) || state.slowMs : 0;
    const delay = state.latencyMs + slowFor;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (res.destroyed) return finish(); // the client gave up (timeout, abort)

    const result = answer(behaviour, body);
    record.status = result.status ?? 200;
    if (result.raw !== undefined) return send(200, result.raw);
    if (result.status && result.status !== 200) {
      return send(result.status, errorBody(result.status, result.message), result.status === 429 ? { "retry-after": "0" } : {});
    }
    record.content = result.content;
    const promptTokens = body.messages.reduce((sum, m) => sum + 4 + estimateTokens(String(m.content ?? "")), 3);
    const completionTokens = estimateTokens(result.content ?? "");
    record.usage = { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens };
    send(200, {
      id: `chatcmpl-local-${++counter}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: "assistant", content: result.content, refusal: null }, logprobs: null, finish_reason: "stop" }],
      usage: record.usage,
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    port,
    baseUrl: `http://${host}:${port}/v1`,
    get requests() {
      return state.requests;
    },
    get maxInFlight() {
      return state.maxInFlight;
    },
    /** Sum of the usage reported for the recorded requests. */
    get usage() {
      const sum = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0, requests: 0 };
      for (const r of state.requests) {
        if (!r.usage) continue;
        sum.prompt_tokens += r.usage.prompt_tokens;
        sum.completion_tokens += r.usage.completion_tokens;
        sum.total_tokens += r.usage.total_tokens;
        sum.requests++;
      }
      return sum;
    },
    /** The behaviour of every request that has nothing queued. */
    setBehaviour(behaviour) {
      state.behaviour = behaviour;
    },
    /** Behaviours for the next requests, one each, in arrival order. */
    enqueue(...behaviours) {
      state.queue.push(...behaviours);
    },
    setLatency(ms) {
      state.latencyMs = ms;
    },
    /** Forgets requests, queue and counters; back to the default behaviour. */
    reset() {
      state.behaviour = options.behaviour ?? "rewrite";
      state.latencyMs = options.latencyMs ?? 0;
      state.queue = [];
      state.requests = [];
      state.maxInFlight = state.inFlight;
    },
    close() {
      server.closeAllConnections?.();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function parseArgs(argv: string[]): Record<string, string> {
  const args: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (!flag?.startsWith("--") || value === undefined)
      throw new Error("usage: server.ts [--port P] [--host H] [--latency MS] [--behaviour NAME] [--slow-ms MS] [--api-key KEY]");
    args[flag.slice(2)] = value;
    i++;
  }
  return args;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = parseArgs(process.argv.slice(2));
  const server = await startOpenAiServer({
    port: Number(args.port ?? 8790),
    host: args.host ?? "127.0.0.1",
    latencyMs: Number(args.latency ?? 0),
    slowMs: Number(args["slow-ms"] ?? 5000),
    behaviour: args.behaviour ?? "rewrite",
    apiKey: args["api-key"],
  });
  console.log(`Local chat-completions server at ${server.baseUrl} (behaviour ${args.behaviour ?? "rewrite"}, latency ${args.latency ?? 0} ms)`);
  console.log(`  wrangler dev --var ENGINE:openai --var OPENAI_BASE_URL:${server.baseUrl} --var OPENAI_MODEL:fake-model`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
