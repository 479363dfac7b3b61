import type { Context } from "hono";
import * as z from "zod";
import type { Config } from "../config";
import type { Services } from "../config/services";
import { failures, type Failure } from "../domain/failures";
import type { RateLimitState } from "../domain/rate-window";
import { AnalysisView } from "../domain/views";
import { wordsWithinLimits } from "../domain/words";
import { resolveAnalysisLanguage } from "../engine";
import { analyzeSigns, signsPerThousandWords } from "../engine/report";
import { isJsonContentType, readJsonBody } from "../http/body";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { jsonResponse, rateLimitHeaders } from "../http/headers";
import { apiKeyAuth } from "../http/middleware/api-key";
import { createRoute } from "../http/route";
import { errorResponses, rateLimitHeaderDocs, REQUEST_ID_HEADER } from "../openapi/responses";
import type { KeyCredential } from "../store/port";
import { EXAMPLE_TEXT, isLanguageTag, textDescription } from "./humanize";

// `POST /api/v1/analyze`: the signs of AI writing in a text, span by span. A count of known
// writing patterns (docs/ai-writing-signs.md), not a probability that a model wrote the text.
// Costs no words; counts against the rate limit like any request.

// ── Contract ─────────────────────────────────────────────────────────────────────────────

export const AnalyzeRequest = z
  .strictObject({
    text: z.string().meta({ description: textDescription(10, 3000), example: EXAMPLE_TEXT }),
    language: z.string().refine(isLanguageTag).optional().meta({
      description: "A BCP 47 tag (`en`, `es`). Omitted or `und`: detected from the text.",
      example: "en",
    }),
  })
  .meta({ id: "AnalyzeRequest", description: "Unknown fields are refused with `invalid_request`." });
export type AnalyzeRequest = z.infer<typeof AnalyzeRequest>;

const FIELD_RULES: Readonly<Record<keyof AnalyzeRequest, string>> = {
  text: "`text` is required and must be a string",
  language: '`language` must be a well-formed BCP 47 language tag such as "en" or "es"',
};

export const AnalyzeResponse = AnalysisView.strict().meta({ id: "AnalyzeResponse" });

/** The error codes the route can answer with, in the contract's order of checks. */
const ERRORS = [
  "payload_too_large",
  "invalid_api_key",
  "rate_limit_exceeded",
  "unsupported_media_type",
  "invalid_request",
  "text_too_short",
  "text_too_long",
  "unsupported_language",
  "service_unavailable",
  "method_not_allowed",
  "internal_error",
] as const;

// ── Operation (also run by the MCP tool `analyze_text`) ───────────────────────────────────

export interface AnalyzeCall {
  credential: KeyCredential;
  /** The body as sent; null when it is not declared JSON (refused unread). */
  body: string | null;
}

/** Validates the request locally (no I/O): the result, or the failure to answer once the gate lets it through. */
function parseRequest(body: string | null, config: Config): { ok: true; text: string; words: number; language: string } | { ok: false; failure: Failure } {
  const parsed = readJsonBody(body, AnalyzeRequest, FIELD_RULES);
  if (!parsed.ok) return parsed;
  const { text, language } = parsed.value;
  const counted = wordsWithinLimits(text, config.minWords, config.maxWords);
  if (!counted.ok) return counted;
  const resolved = resolveAnalysisLanguage(text, language);
  if (!resolved.ok) return resolved;
  return { ok: true, text, words: counted.words, language: resolved.language };
}

/**
 * Analyses one text. Authentication and the rate limit come first (one store call, which counts
 * the request like GET /balance does and charges nothing); then the body's own checks.
 */
export async function analyze(services: Services, call: AnalyzeCall): Promise<{ body: AnalysisView; rateLimit: RateLimitState }> {
  const request = parseRequest(call.body, services.config);
  const gated = await services.store.balance(call.credential);
  if (!gated.ok) throw new ApiError(gated.failure, { rateLimit: gated.rateLimit, retryAfter: gated.retryAfter });
  if (!request.ok) throw new ApiError(request.failure, { rateLimit: gated.rateLimit });
  const signs = analyzeSigns(request.text, request.language);
  return {
    body: { words: request.words, signs, signs_per_1000_words: signsPerThousandWords(signs.length, request.words) },
    rateLimit: gated.rateLimit,
  };
}

// ── Route ────────────────────────────────────────────────────────────────────────────────

export const analyzeRoute = createRoute({
  method: "POST",
  path: "/api/v1/analyze",
  // As for humanize, the body is checked inside the handler: its errors rank below
  // authentication and the rate limit.
  handlers: [
    apiKeyAuth,
    async function analyzeHandler(c: Context<AppEnv>) {
      const answer = await analyze(c.get("services"), {
        credential: c.get("credential"),
        body: isJsonContentType(c.req.header("Content-Type")) ? await c.req.text() : null,
      });
      return jsonResponse(c, answer.body, 200, rateLimitHeaders(answer.rateLimit));
    },
  ],
  openapi: (config) => ({
    method: "post",
    path: "/api/v1/analyze",
    operationId: "analyze",
    tags: ["API"],
    summary: "Find the signs of AI writing in a text, span by span",
    description:
      "Answers with every known sign of machine writing in `text` (the catalogue's families: stock vocabulary, puffery, participial tails, " +
      "negative parallelisms, chatbot leftovers, formatting tells…), each with its span and a one-sentence explanation. " +
      "It is a count of known writing patterns, not a probability that a model wrote the text. Costs no words; counts against the rate limit. " +
      "Checks run in this order: 413 → 401 → 429 → 415 → 400 → 422 → 200.",
    security: [{ apiKey: [] }],
    request: { body: { required: true, content: { "application/json": { schema: AnalyzeRequest } } } },
    responses: {
      200: {
        description: "The signs found. The example is what this service answers to the example request.",
        headers: { ...REQUEST_ID_HEADER, ...rateLimitHeaderDocs(config) },
        content: { "application/json": { schema: AnalyzeResponse } },
      },
      ...errorResponses(config, ERRORS, { invalid_request: failures.invalidField(FIELD_RULES.language) }),
    },
  }),
});
