// Model-backed rewrite engines: ENGINE=openai (any OpenAI-compatible chat-completions API) and
// ENGINE=workers-ai (the Worker's AI binding). See docs/llm-engines.md.

import type { RewriteEngine } from "../port.js";
import { llmEngine, type LlmEngineOptions } from "./engine.js";
import { openAiChatModel, type OpenAiConfig } from "./openai.js";
import { workersAiChatModel, type AiBinding } from "./workers-ai.js";

export { DEFAULT_LLM_ENGINE_OPTIONS, type LlmEngineOptions } from "./engine.js";
export type { AiBinding } from "./workers-ai.js";
export type { OpenAiConfig } from "./openai.js";

/**
 * Default WORKERS_AI_MODEL: Llama 3.3 70B (fp8, "fast"), multilingual and good at following the
 * placeholder rules. (`@cf/meta/llama-3.1-8b-instruct-fp8` is the cheaper, weaker choice.)
 */
export const DEFAULT_WORKERS_AI_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";

export function openAiEngine(config: OpenAiConfig, options: LlmEngineOptions): RewriteEngine {
  return llmEngine("openai", openAiChatModel(config), options);
}

export function workersAiEngine(ai: AiBinding, model: string, options: LlmEngineOptions): RewriteEngine {
  return llmEngine("workers-ai", workersAiChatModel(ai, model), options);
}
