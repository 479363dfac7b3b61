// The port between the engine and a model provider: one chat completion, text in, text out.
// openai.ts and workers-ai.ts implement it; engine.ts only knows this.

export interface ChatMessage {
  role: "system" | "user";
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  temperature: number;
  /** Upper bound on the answer's length (tokens); providers that need one get it. */
  maxTokens: number;
}

/** Resolves with the answer's text (possibly empty); rejects on any failure or when `signal` aborts. */
export type ChatModel = (request: ChatRequest, signal: AbortSignal) => Promise<string>;

/** A provider failure. `retryable` ones (429, 5xx, network, unreadable answers) are retried once. */
export class ModelCallError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** How long the provider asked us to wait before retrying (Retry-After), if it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = "ModelCallError";
  }
}

/** Rejects as soon as `signal` aborts, even when `promise` ignores the signal. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortReason(signal));
  promise.catch(() => {}); // a late rejection after the abort must not go unhandled
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Waits `ms`, or rejects when `signal` aborts first. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return untilAborted(new Promise<void>((resolve) => setTimeout(resolve, ms)), signal);
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error("aborted");
}
