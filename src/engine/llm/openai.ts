// Any OpenAI-compatible chat-completions endpoint: OpenAI, Groq, Together, OpenRouter, a local
// vLLM or Ollama. POST {baseUrl}/chat/completions with a bearer key; the answer is
// choices[0].message.content.

import { ModelCallError, type ChatModel } from "./model.js";

export interface OpenAiConfig {
  /** e.g. "https://api.openai.com/v1" (with the version segment, without "/chat/completions"). */
  baseUrl: string;
  apiKey: string;
  model: string;
}

export function openAiChatModel(config: OpenAiConfig): ChatModel {
  const url = `${config.baseUrl.replace(/\/+$/u, "")}/chat/completions`;
  return async (request, signal) => {
    let response: Response;
    let body: string;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { Authorization: `Bearer ${config.apiKey}`, "Content-Type": "application/json" },
        // No max_tokens: newer OpenAI models reject it; the length check bounds what we accept.
        body: JSON.stringify({ model: config.model, messages: request.messages, temperature: request.temperature }),
        signal,
      });
      body = await response.text();
    } catch (error) {
      if (signal.aborted) throw error;
      throw new ModelCallError(`chat completions request failed: ${describe(error)}`, true);
    }

    if (!response.ok) {
      // 408, 409, 429 and 5xx are worth one more try; 400/401/403/404 are configuration errors.
      const retryable = response.status === 408 || response.status === 409 || response.status === 429 || response.status >= 500;
      throw new ModelCallError(
        `chat completions answered ${response.status}: ${redactKeys(providerMessage(body), config.apiKey)}`,
        retryable,
        retryAfterMs(response.headers.get("retry-after")),
      );
    }

    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new ModelCallError(`chat completions answered ${response.status} with malformed JSON`, true);
    }
    const content = firstChoiceContent(parsed);
    if (content === undefined) throw new ModelCallError("chat completions answer has no choices[0].message", true);
    return content ?? "";
  };
}

/** choices[0].message.content: a string, null (an empty answer) or undefined (no such message). */
function firstChoiceContent(body: unknown): string | null | undefined {
  if (!isRecord(body) || !Array.isArray(body.choices)) return undefined;
  const choice: unknown = body.choices[0];
  if (!isRecord(choice) || !isRecord(choice.message)) return undefined;
  const content = choice.message.content;
  if (typeof content === "string") return content;
  return content === null || content === undefined ? null : undefined;
}

/** The provider's own error message ({"error": {"message"}}), shortened; never the request. */
function providerMessage(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (isRecord(parsed) && isRecord(parsed.error) && typeof parsed.error.message === "string") {
      return parsed.error.message.slice(0, 200);
    }
  } catch {
    // not JSON: fall through
  }
  return body.slice(0, 200) || "(no body)";
}

// Providers quote (part of) the key in some errors ("Incorrect API key provided: sk-ab***yz"); logs must not.
const KEY_LIKE = /\b(?:sk|gsk|rk|pk|key)[-_][\w*.-]{4,}/giu;

function redactKeys(message: string, apiKey: string): string {
  const withoutKey = apiKey.length >= 4 ? message.split(apiKey).join("[redacted]") : message;
  return withoutKey.replace(KEY_LIKE, "[redacted]");
}

function retryAfterMs(header: string | null): number | undefined {
  if (header === null) return undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
