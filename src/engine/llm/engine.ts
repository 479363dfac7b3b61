// A model-backed RewriteEngine over any ChatModel:
//   layout (prose vs skeleton) → chunks of ≤ 400 words → one model call per chunk, a bounded
//   number at a time → verify each answer (retry once, then fall back) → restore the protected
//   spans → optional rules scrub → check it adds no sign of AI writing (else retry once, then
//   fall back) → reassemble in order.
// Every call runs under the caller's signal, the request's deadline and its own timeout; a
// timeout, a provider failure after its retry, or (with fallback "fail") a second bad answer
// throws, which the API answers with 503 engine_unavailable and a refund.

import type { RewriteEngine, RewriteInput } from "../port.js";
import { rewriteText, scrubMarkers, SUPPORTED_LANGUAGES } from "../rules/index.js";
import { assemble, groupChunks, layoutText, type ProsePiece } from "./chunks.js";
import { ModelCallError, sleep, type ChatModel } from "./model.js";
import { fromModelText, toModelText } from "./placeholders.js";
import { buildMessages, maxAnswerTokens, TEMPERATURE } from "./prompts.js";
import { addedSigns, verifyAnswer } from "./verify.js";

export interface LlmEngineOptions {
  /** ENGINE_FALLBACK: what happens to a chunk whose answer fails verification twice. */
  fallback: "fail" | "rules";
  /** ENGINE_SCRUB: run the rules engine's AI-marker scrub over the model's output (languages it supports). */
  scrub: boolean;
  /** Per model call. */
  callTimeoutMs: number;
  /** Whole request, retries included. */
  totalTimeoutMs: number;
  /** Chunks in flight at once. */
  maxConcurrency: number;
}

export const DEFAULT_LLM_ENGINE_OPTIONS: Readonly<LlmEngineOptions> = {
  fallback: "rules",
  scrub: true,
  callTimeoutMs: 20_000,
  totalTimeoutMs: 24_000, // below the API's own 25 s engine deadline, so our message is the one logged
  maxConcurrency: 6, // a Worker invocation holds at most 6 connections open at once
};

/** Wait before retrying a 429/5xx when the provider does not say (Retry-After), and the most we wait. */
const RETRY_WAIT_MS = 250;
const MAX_RETRY_WAIT_MS = 2_000;

interface RequestContext {
  input: RewriteInput;
  model: ChatModel;
  options: LlmEngineOptions;
  /** Aborts on the caller's signal, the request deadline, or a failed sibling chunk. */
  signal: AbortSignal;
}

export function llmEngine(name: string, model: ChatModel, options: LlmEngineOptions): RewriteEngine {
  checkOptions(options);
  return {
    name,
    languages: "any",
    async rewrite(input: RewriteInput, callOptions?: { signal?: AbortSignal }): Promise<string> {
      const layout = layoutText(input.text, input.language);
      if (layout.pieces.length === 0) return input.text; // nothing but code, headings, numbers…

      const deadline = AbortSignal.timeout(options.totalTimeoutMs);
      const siblingFailed = new AbortController();
      const caller = callOptions?.signal;
      const signal = AbortSignal.any(caller ? [caller, deadline, siblingFailed.signal] : [deadline, siblingFailed.signal]);
      const context: RequestContext = { input, model, options, signal };
      try {
        const chunks = groupChunks(layout.pieces);
        const rewritten = await mapConcurrently(chunks, options.maxConcurrency, signal, (chunk) => rewriteChunk(chunk, context));
        return assemble(layout, rewritten.flat());
      } catch (error) {
        siblingFailed.abort(); // stop paying for chunks whose result no longer matters
        if (caller?.aborted) throw new Error(`${name} engine: the rewrite was aborted`, { cause: error });
        if (deadline.aborted) throw new Error(`${name} engine timed out after ${options.totalTimeoutMs} ms`, { cause: error });
        throw error instanceof Error ? new Error(`${name} engine: ${error.message}`, { cause: error }) : new Error(String(error));
      }
    },
  };
}

/** One chunk: at most two model calls, then the fallback. Returns one text per piece. */
async function rewriteChunk(chunk: ProsePiece[], { input, model, options, signal }: RequestContext): Promise<string[]> {
  const sent = toModelText(chunk);
  const shape = { paragraphs: chunk.length, placeholders: sent.spans.length };
  const request = {
    messages: buildMessages({ language: input.language, mode: input.mode, ...shape }, sent.text),
    temperature: TEMPERATURE[input.mode],
    maxTokens: maxAnswerTokens(sent.text),
  };

  let problem = "";
  for (let attempt = 1; attempt <= 2; attempt++) {
    const callTimeout = AbortSignal.timeout(options.callTimeoutMs);
    let answer: string;
    try {
      answer = await model(request, AbortSignal.any([signal, callTimeout]));
    } catch (error) {
      if (callTimeout.aborted && !signal.aborted) throw new Error(`a model call timed out after ${options.callTimeoutMs} ms`, { cause: error });
      // A 429/5xx, network error or unreadable answer uses up the one retry.
      if (attempt === 1 && error instanceof ModelCallError && error.retryable && !signal.aborted) {
        problem = error.message;
        await sleep(Math.min(error.retryAfterMs ?? RETRY_WAIT_MS, MAX_RETRY_WAIT_MS), signal);
        continue;
      }
      throw error;
    }
    const verdict = verifyAnswer(answer, { text: sent.text, ...shape });
    if (!verdict.ok) {
      problem = verdict.problem;
      continue;
    }
    const paragraphs = verdict.paragraphs.map((paragraph) => scrub(fromModelText(paragraph, sent.spans), input, options));
    // An answer that reads more machine-written than the text it was given is no rewrite.
    const added = addedSigns(chunk.map((piece) => piece.original).join("\n\n"), paragraphs.join("\n\n"), input.language);
    if (added.length === 0) return paragraphs;
    problem = `the answer adds signs of AI writing the text did not have (${added.join(", ")})`;
  }

  if (options.fallback === "fail") throw new Error(`a model answer failed verification twice (${problem})`);
  return chunk.map((piece) => rulesRewrite(piece.original, input));
}

/** The hybrid pass: the rules engine's marker scrub over model output, in the languages it knows. */
function scrub(text: string, input: RewriteInput, options: LlmEngineOptions): string {
  if (!options.scrub || !SUPPORTED_LANGUAGES.includes(input.language)) return text;
  return scrubMarkers(text, input.language);
}

/** The fallback for a chunk the model could not rewrite: the rules engine, or the text as it was. */
function rulesRewrite(text: string, input: RewriteInput): string {
  if (!SUPPORTED_LANGUAGES.includes(input.language)) return text;
  return rewriteText({ text, language: input.language, mode: input.mode });
}

/** Runs `task` over `items` with at most `limit` in flight; results in input order. Stops starting new ones once `signal` aborts. */
async function mapConcurrently<T, R>(items: readonly T[], limit: number, signal: AbortSignal, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) {
      signal.throwIfAborted();
      results[i] = await task(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function checkOptions(options: LlmEngineOptions): void {
  const problems: string[] = [];
  if (options.fallback !== "fail" && options.fallback !== "rules") problems.push(`fallback must be "fail" or "rules"`);
  if (!Number.isInteger(options.maxConcurrency) || options.maxConcurrency < 1) problems.push("maxConcurrency must be a whole number ≥ 1");
  for (const key of ["callTimeoutMs", "totalTimeoutMs"] as const) {
    if (!Number.isFinite(options[key]) || options[key] <= 0) problems.push(`${key} must be a positive number`);
  }
  if (problems.length > 0) throw new RangeError(`Invalid LLM engine options: ${problems.join("; ")}`);
}
