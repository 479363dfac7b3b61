// Types for server.mjs (the local OpenAI-compatible chat-completions server).

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

/** A named behaviour ("rewrite", "status:429", "slow:300", "drop-placeholder"…) or a custom answer. */
export type Behaviour =
  | string
  | ((body: ChatCompletionBody) => { status?: number; content?: string | null; raw?: string; message?: string });

export interface RecordedRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
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

export declare function startOpenAiServer(options?: {
  port?: number;
  host?: string;
  latencyMs?: number;
  slowMs?: number;
  apiKey?: string;
  behaviour?: Behaviour;
}): Promise<OpenAiServer>;

export declare function fakeRewrite(text: string): string;
export declare function estimateTokens(text: string): number;
