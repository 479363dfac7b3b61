import type { Context } from "hono";
import * as z from "zod";
import { ENGINE_GRACE_MS, type Config } from "../config";
import type { Services } from "../config/services";
import { failures, type Failure } from "../domain/failures";
import { sha256Hex } from "../domain/keys";
import type { RateLimitState } from "../domain/rate-window";
import { type ChangeReportView, HumanizeResult } from "../domain/views";
import { wordsWithinLimits } from "../domain/words";
import { resolveLanguage, rewriteWithin } from "../engine";
import { changeReport } from "../engine/report";
import type { RewriteEngine } from "../engine/port";
import { isJsonContentType, readJsonBody } from "../http/body";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { jsonResponse, rateLimitHeaders } from "../http/headers";
import { apiKeyAuth } from "../http/middleware/api-key";
import { createRoute } from "../http/route";
import { errorResponses, header, rateLimitHeaderDocs, REQUEST_ID_HEADER } from "../openapi/responses";
import type { HumanizeAttempt, KeyCredential } from "../store/port";

// `POST /api/v1/humanize`: charge, rewrite, answer; refund if the rewrite fails.

// ── Contract ─────────────────────────────────────────────────────────────────────────────

/**
 * The example request of the reference pages, the README and `npm run dev` (the reference's
 * example answer is computed from it by the engine; test/docs pins the README's copy).
 */
export const EXAMPLE_TEXT = "Moreover, it is important to note that our team will delve into the data in order to leverage the insights we gathered in 2025.";

/** The `text` field's description, with the configured word limits. */
export const textDescription = (minWords: number, maxWords: number) =>
  `The text to rewrite: ${minWords.toLocaleString("en")} to ${maxWords.toLocaleString("en")} words. A word is a run of non-space ` +
  "characters with a letter or digit in it (`don't`, `1,250` and `U.S.` are one word each); in scripts written without spaces " +
  "(Chinese, Japanese, Thai…) each word-like segment counts. Markdown, code, numbers, URLs and names are kept verbatim.";

export function isLanguageTag(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

export const HumanizeRequest = z
  .strictObject({
    text: z.string().meta({
      // Replaced in the published document by textDescription() with the configured limits.
      description: textDescription(10, 3000),
      example: EXAMPLE_TEXT,
    }),
    mode: z.enum(["standard", "aggressive"]).default("standard").meta({
      description: "`standard` edits lightly; `aggressive` restructures more.",
    }),
    language: z.string().refine(isLanguageTag).optional().meta({
      description: "A BCP 47 tag (`en`, `es`, `pt-BR`). Omitted or `und`: detected from the text.",
      example: "en",
    }),
    report: z.boolean().default(false).meta({
      description:
        "`true` adds `report` to the answer: every edit as a span of `text`, the signs of AI writing before and after, the protected spans kept and the signs that remain, with the reason. Costs no extra words.",
    }),
  })
  .meta({ id: "HumanizeRequest", description: "Unknown fields are refused with `invalid_request`." });
export type HumanizeRequest = z.infer<typeof HumanizeRequest>;

/** What each field must be, for the message of a body that breaks the schema. */
const FIELD_RULES: Readonly<Record<keyof HumanizeRequest, string>> = {
  text: "`text` is required and must be a string",
  mode: '`mode` must be "standard" or "aggressive"',
  language: '`language` must be a well-formed BCP 47 language tag such as "en" or "pt-BR"',
  report: "`report` must be true or false",
};

/** The `Idempotency-Key` header (the MCP tool's `idempotency_key` argument). */
export const IdempotencyKey = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\x20-\x7e]*$/)
  .meta({
    description:
      "1–255 printable ASCII characters. A 200 answer is kept for 24 hours under this key; a retry with the same key and body gets it again, uncharged, with `Idempotent-Replayed: true`.",
    example: "order-7421-attempt",
  });

export function isIdempotencyKey(value: string): boolean {
  return IdempotencyKey.safeParse(value).success;
}

// Its example is set per document from the engine's answer to the example request.
export const HumanizeResponse = HumanizeResult.strict().meta({ id: "HumanizeResponse" });

/** The error codes the route can answer with, in the contract's order of checks. */
const ERRORS = [
  "payload_too_large",
  "invalid_api_key",
  "rate_limit_exceeded",
  "unsupported_media_type",
  "invalid_request",
  "text_too_short",
  "text_too_long",
  "idempotency_in_progress",
  "idempotency_key_reused",
  "unsupported_language",
  "trial_exhausted",
  "insufficient_balance",
  "engine_unavailable",
  "service_unavailable",
  "method_not_allowed",
  "internal_error",
] as const;

// ── Operation (also run by the MCP tool `humanize_text`) ─────────────────────────────────

/** One humanize request, as the REST route or an MCP tool call has it. */
export interface HumanizeCall {
  credential: KeyCredential;
  /** The body as sent; null when it is not declared JSON (refused unread). */
  body: string | null;
  /** The idempotency key; a failure when what was sent cannot be one; null when none was. */
  idempotency: { key: string } | { failure: Failure } | null;
}

export interface HumanizeAnswer {
  body: HumanizeResult;
  rateLimit: RateLimitState;
  /** A kept answer given again for a repeated idempotency key; nothing was charged. */
  replayed: boolean;
}

interface ParsedRequest {
  attempt: HumanizeAttempt;
  /** What to rewrite, when the request is valid. */
  input?: { text: string; mode: HumanizeRequest["mode"]; language: string; idempotencyKey: string | null; report: boolean };
}

const rejected = (failure: Failure): ParsedRequest => ({ attempt: { kind: "rejected", failure } });

/**
 * Validates a humanize request locally (no I/O). Its errors are not answered here:
 * they rank below authentication and the rate limit, which the store decides.
 */
async function parseRequest(call: HumanizeCall, requestId: string, config: Config, engine: RewriteEngine): Promise<ParsedRequest> {
  const parsed = readJsonBody(call.body, HumanizeRequest, FIELD_RULES);
  if (!parsed.ok) return rejected(parsed.failure);
  if (call.idempotency && "failure" in call.idempotency) return rejected(call.idempotency.failure);
  const { text, mode, language, report } = parsed.value;
  const counted = wordsWithinLimits(text, config.minWords, config.maxWords);
  if (!counted.ok) return rejected(counted.failure);
  const words = counted.words;

  const resolved = resolveLanguage(engine, text, language);
  const idempotencyKey = call.idempotency && "key" in call.idempotency ? call.idempotency.key : null;
  const idempotency = idempotencyKey
    ? {
        key: idempotencyKey,
        // `report` is part of the request: the same key with and without it is a different body.
        fingerprint: await sha256Hex(JSON.stringify(report ? [text, mode, language ?? null, true] : [text, mode, language ?? null])),
        leaseMs: config.idempotencyLeaseMs,
      }
    : null;
  return {
    attempt: { kind: "valid", words, requestId, idempotency, unsupportedLanguage: resolved.ok ? null : resolved.failure },
    input: resolved.ok ? { text, mode, language: resolved.language, idempotencyKey, report } : undefined,
  };
}

/**
 * Charges, rewrites and answers one humanize request, in the contract's order of checks,
 * with one store call on the way in. A refusal is thrown as an ApiError.
 */
export async function humanize(services: Services, requestId: string, call: HumanizeCall): Promise<HumanizeAnswer> {
  const { config, store, engine } = services;
  const { credential } = call;
  const { attempt, input } = await parseRequest(call, requestId, config, engine);

  const gated = await store.humanize(credential, attempt);
  if (!gated.ok) throw new ApiError(gated.failure, { rateLimit: gated.rateLimit, retryAfter: gated.retryAfter });
  const rateLimit = gated.rateLimit;
  if (gated.value.kind === "replay") return { body: gated.value.body, rateLimit, replayed: true };
  if (!input) throw new Error("store granted a request that failed validation");

  const { charge, balanceRemaining } = gated.value;
  let humanized: string;
  let report: ChangeReportView | undefined;
  try {
    humanized = await rewriteWithin(engine, input, config.llm.options.totalTimeoutMs + ENGINE_GRACE_MS);
    // The report is computed from the two texts, so it is the same for every engine; a failure
    // here is refunded like the engine's own.
    if (input.report) report = changeReport(input.text, humanized, input.language, input.mode);
  } catch (error) {
    console.error(JSON.stringify({ requestId, event: "engine_failed", engine: engine.name, error: String(error) }));
    await refundOrLog(() => store.refund(credential.accountId, charge, input.idempotencyKey, requestId), requestId);
    throw new ApiError(failures.engineUnavailable(), { rateLimit });
  }

  // The report is part of the answer kept for replay.
  const body: HumanizeResult = { humanized_text: humanized, words_used: charge.words, balance_remaining: balanceRemaining, ...(report ? { report } : {}) };
  if (input.idempotencyKey) {
    // The rewrite is done and paid for: failing to keep it for replay must not fail the request.
    await store.complete(credential.accountId, input.idempotencyKey, body).catch((error: unknown) => {
      console.error(JSON.stringify({ requestId, event: "idempotency_store_failed", error: String(error) }));
    });
  }
  return { body, rateLimit, replayed: false };
}

async function refundOrLog(refund: () => Promise<void>, requestId: string): Promise<void> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      return await refund();
    } catch (error) {
      console.error(JSON.stringify({ requestId, event: "refund_failed", attempt, error: String(error) }));
    }
  }
}

// ── Route ────────────────────────────────────────────────────────────────────────────────

export const humanizeRoute = createRoute({
  method: "POST",
  path: "/api/v1/humanize",
  // The body is validated inside the handler, not by a validator middleware: its errors rank
  // below authentication and the rate limit, which only the store call decides.
  handlers: [
    apiKeyAuth,
    async function humanizeHandler(c: Context<AppEnv>) {
      const contentType = c.req.header("Content-Type");
      const idempotencyHeader = c.req.header("Idempotency-Key");
      const answer = await humanize(c.get("services"), c.get("requestId"), {
        credential: c.get("credential"),
        // A body that is not declared JSON is refused unread.
        body: isJsonContentType(contentType) ? await c.req.text() : null,
        idempotency:
          idempotencyHeader === undefined
            ? null
            : isIdempotencyKey(idempotencyHeader)
              ? { key: idempotencyHeader }
              : { failure: failures.idempotencyHeaderInvalid() },
      });
      const headers = rateLimitHeaders(answer.rateLimit);
      if (answer.replayed) headers["Idempotent-Replayed"] = "true";
      return jsonResponse(c, answer.body, 200, headers);
    },
  ],
  openapi: (config) => ({
    method: "post",
    path: "/api/v1/humanize",
    operationId: "humanize",
    tags: ["API"],
    summary: "Rewrite a text so it reads as written by a person",
    description:
      "Charges the words of `text` against the balance in use (the trial balance, or the main balance while an API subscription is active), " +
      "rewrites it and answers with the rewrite. A request that fails after the charge is refunded in full. " +
      "Checks run in this order (first match wins): 413 → 401 → 429 → 415 → 400 → 409/422 idempotency → 422 language → 403 → 402 → engine (503) → 200. " +
      "Every request that passes authentication and the rate limit counts against the limit, whatever happens to it after.",
    security: [{ apiKey: [] }],
    request: {
      headers: z.object({
        "Idempotency-Key": IdempotencyKey.optional(),
        "X-Request-Id": z
          .string()
          .regex(/^[A-Za-z0-9_-]{1,255}$/)
          .optional()
          .meta({ description: "Echoed back in `X-Request-Id`." }),
      }),
      body: { required: true, content: { "application/json": { schema: HumanizeRequest } } },
    },
    responses: {
      200: {
        description:
          "The rewrite, the words charged and the balance left. The example is what this service answers to the example request " +
          `(a new trial account, the built-in rules engine${config.engine === "rules" ? ", which this deployment runs" : `; this deployment runs the \`${config.engine}\` engine, whose rewrites differ`}).`,
        headers: {
          ...REQUEST_ID_HEADER,
          ...rateLimitHeaderDocs(config),
          "Idempotent-Replayed": header("`true` when this is a kept answer replayed for a repeated `Idempotency-Key`; nothing was charged.", "string"),
        },
        content: { "application/json": { schema: HumanizeResponse } },
      },
      ...errorResponses(config, ERRORS, { invalid_request: failures.invalidField(FIELD_RULES.mode) }),
    },
  }),
});
