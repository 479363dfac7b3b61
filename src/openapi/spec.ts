import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import type { AnalysisView, HumanizeResult } from "../domain/views";
import { countWords } from "../domain/words";
import { resolveLanguage } from "../engine";
import { analyzeSigns, signsPerThousandWords } from "../engine/report";
import { rewriteText, rulesEngine } from "../engine/rules";
import type { DocConfig, Route } from "../http/route";
import { analyzeRoute } from "../routes/analyze";
import { balanceRoute } from "../routes/balance";
import { EXAMPLE_TEXT, humanizeRoute, textDescription } from "../routes/humanize";
import { exampleUsage, usageRoute } from "../routes/usage";
import { VERSION } from "../version";
import { formatNumber as n } from "./responses";

// The public API reference (OpenAPI 3.1), built from the zod schemas that validate requests,
// with zod-to-openapi (the generator under @hono/zod-openapi, used directly: @hono/zod-openapi
// passes zod's whole namespace to extendZodWithOpenApi, which puts every zod locale into the
// bundle (docs/performance.md has the cost); the metadata here is zod's own `.meta()`).
// Each published route's file holds its operation (`openapi` in its contract, src/routes/),
// built from the very schemas it validates with; this file puts them into one document.
// The document states the deployment's configured limits, and its example answer is computed
// (once per isolate and configuration) by the built-in rules engine from the example request:
// nothing in it is a hand-written rewrite.

export type { DocConfig };

/** The routes the reference documents: the paid API. */
const PUBLISHED: readonly Route[] = [humanizeRoute, analyzeRoute, balanceRoute, usageRoute];

/** The example request of the reference (the docs page's curl sends exactly this). */
export const EXAMPLE_REQUEST = { text: EXAMPLE_TEXT, language: "en" } as const;

/**
 * What the service answers to EXAMPLE_REQUEST with the built-in rules engine, on a new trial
 * account: the rewrite, the words of the text, the trial balance left.
 */
export function exampleAnswer(trialWords: number): HumanizeResult {
  const resolved = resolveLanguage(rulesEngine, EXAMPLE_REQUEST.text, EXAMPLE_REQUEST.language);
  if (!resolved.ok) throw new Error(`the example request's language is not supported: ${resolved.failure.message}`);
  const words = countWords(EXAMPLE_REQUEST.text);
  return {
    humanized_text: rewriteText({ text: EXAMPLE_REQUEST.text, language: resolved.language, mode: "standard" }),
    words_used: words,
    balance_remaining: Math.max(0, trialWords - words),
  };
}

/** What the service answers to EXAMPLE_REQUEST at POST /api/v1/analyze. */
export function exampleAnalysis(): AnalysisView {
  const words = countWords(EXAMPLE_REQUEST.text);
  const signs = analyzeSigns(EXAMPLE_REQUEST.text, EXAMPLE_REQUEST.language);
  return { words, signs, signs_per_1000_words: signsPerThousandWords(signs.length, words) };
}

// biome-ignore lint/suspicious/noExplicitAny: the generated OpenAPI document is walked and patched as plain JSON
type Json = Record<string, any>;

const built = new Map<string, Json>();

/**
 * The OpenAPI 3.1 document for a configuration, built once per isolate and configuration: its
 * limits are the configured ones, its example answer the engine's.
 */
export function openApiDocument(config: DocConfig): Json {
  const cacheKey = JSON.stringify([
    config.rateLimitPerHour,
    config.trialWords,
    config.minWords,
    config.maxWords,
    config.engine,
    config.ledger.retentionMs,
    config.ledger.maxEntries,
  ]);
  const cached = built.get(cacheKey);
  if (cached) return cached;
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "apiKey", {
    type: "http",
    scheme: "bearer",
    description: "`Authorization: Bearer hum_…`, the API key the operator issued. The same key works for the MCP server at `/mcp`.",
  });
  for (const route of PUBLISHED) if (route.openapi) registry.registerPath(route.openapi(config));
  const doc = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Humanize API",
      version: VERSION,
      description:
        "Rewrites AI-sounding text so it reads as written by a person, and charges the words it rewrites against the account's balance. " +
        `Bearer API keys; a ${n(config.trialWords)}-word free trial; API subscriptions with monthly periods; ` +
        `${n(config.rateLimitPerHour)} requests per hour per key in a sliding window; ${n(config.minWords)} to ${n(config.maxWords)} words per text. ` +
        'Every error is `{"error", "message"}` with the status listed per operation.',
    },
    servers: [{ url: "/", description: "This deployment" }],
    tags: [{ name: "API", description: "The paid REST API." }],
  }) as Json;
  const schemas = doc.components.schemas;
  schemas.HumanizeRequest.properties.text.description = textDescription(config.minWords, config.maxWords);
  schemas.HumanizeResponse.example = exampleAnswer(config.trialWords);
  schemas.AnalyzeRequest.properties.text.description = textDescription(config.minWords, config.maxWords);
  schemas.AnalyzeResponse.example = exampleAnalysis();
  schemas.UsageList.example = exampleUsage(config.trialWords);
  built.set(cacheKey, doc);
  return doc;
}
