// Workers AI through the Worker's AI binding: env.AI.run(model, { messages, … }).
// Text-generation models answer { response: string } (some newer ones an OpenAI-style
// { choices: [{ message: { content } }] }, a few a bare string); all three are read.

import { ModelCallError, untilAborted, type ChatModel } from "./model.js";

/** The part of the `Ai` binding the engine uses (a stand-in object works in tests). */
export interface AiBinding {
  run(model: string, inputs: unknown, options?: unknown): Promise<unknown>;
}

export function workersAiChatModel(ai: AiBinding, model: string): ChatModel {
  return async (request, signal) => {
    let output: unknown;
    try {
      const run = ai.run(
        model,
        // max_tokens matters here: Workers AI text models stop at 256 tokens by default.
        { messages: request.messages, temperature: request.temperature, max_tokens: request.maxTokens },
        { signal },
      );
      output = await untilAborted(run, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      throw new ModelCallError(`Workers AI ${model} failed: ${error instanceof Error ? error.message : String(error)}`, true);
    }
    const text = responseText(output);
    if (text === undefined) throw new ModelCallError(`Workers AI ${model} answered in an unexpected shape`, true);
    return text;
  };
}

function responseText(output: unknown): string | undefined {
  if (typeof output === "string") return output;
  if (typeof output !== "object" || output === null) return undefined;
  const { response, choices } = output as { response?: unknown; choices?: unknown };
  if (typeof response === "string") return response;
  if (response === null) return "";
  if (Array.isArray(choices)) {
    const content = (choices[0] as { message?: { content?: unknown } } | undefined)?.message?.content;
    if (typeof content === "string") return content;
    if (content === null) return "";
  }
  return undefined;
}
