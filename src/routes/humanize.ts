import { Hono } from "hono";
import { ENGINE_GRACE_MS, type Config } from "../config";
import { countWords } from "../domain/words";
import { sha256Hex } from "../domain/keys";
import { resolveLanguage, rewriteWithin } from "../engine";
import type { RewriteEngine } from "../engine/port";
import { ApiError, type Failure } from "../errors";
import { jsonResponse } from "../http";
import type { AppEnv } from "../app-env";
import { rateLimitHeaders, readApiKey } from "../middleware/auth";
import type { HumanizeAttempt, HumanizeBody } from "../store/port";
import { describeIssues, HumanizeRequest, invalidRequest, isIdempotencyKey, isJsonContentType, parseJsonObject } from "../validation";

interface ParsedRequest {
  attempt: HumanizeAttempt;
  /** What to rewrite, when the request is valid. */
  input?: { text: string; mode: HumanizeRequest["mode"]; language: string; idempotencyKey: string | null };
}

const rejected = (failure: Failure): ParsedRequest => ({ attempt: { kind: "rejected", failure } });

/**
 * Validates a humanize request locally (no I/O). Its errors are not answered here:
 * they rank below authentication and the rate limit, which the store decides.
 */
async function parseRequest(
  contentType: string | undefined,
  rawBody: string,
  idempotencyHeader: string | undefined,
  config: Config,
  engine: RewriteEngine,
): Promise<ParsedRequest> {
  if (!isJsonContentType(contentType)) {
    return rejected({
      code: "unsupported_media_type",
      message: "Send the request body as JSON with `Content-Type: application/json`.",
    });
  }
  const json = parseJsonObject(rawBody);
  if (!json.ok) return rejected(json.failure);
  const parsed = HumanizeRequest.safeParse(json.value);
  if (!parsed.success) return rejected(invalidRequest(describeIssues(parsed.error)));
  if (idempotencyHeader !== undefined && !isIdempotencyKey(idempotencyHeader)) {
    return rejected(invalidRequest("The `Idempotency-Key` header must be 1 to 255 printable ASCII characters."));
  }
  const { text, mode, language } = parsed.data;

  // Counted exactly up to ten times the maximum; beyond that only "more than" is worth the CPU.
  const countCap = config.maxWords * 10;
  const words = countWords(text, countCap);
  if (words < config.minWords) {
    return rejected({ code: "text_too_short", message: `Text has ${words} words; the minimum is ${config.minWords}.` });
  }
  if (words > config.maxWords) {
    const has = words > countCap ? `more than ${countCap}` : String(words);
    return rejected({ code: "text_too_long", message: `Text has ${has} words; the maximum is ${config.maxWords}.` });
  }

  const resolved = resolveLanguage(engine, text, language);
  const idempotencyKey = idempotencyHeader ?? null;
  const idempotency = idempotencyKey
    ? {
        key: idempotencyKey,
        fingerprint: await sha256Hex(JSON.stringify([text, mode, language ?? null])),
        leaseMs: config.idempotencyLeaseMs,
      }
    : null;
  return {
    attempt: { kind: "valid", words, idempotency, unsupportedLanguage: resolved.ok ? null : resolved.failure },
    input: resolved.ok ? { text, mode, language: resolved.language, idempotencyKey } : undefined,
  };
}

/** `POST /api/v1/humanize`: charge, rewrite, answer; refund if the rewrite fails. */
export const humanizeRoute = new Hono<AppEnv>().post("/", async function humanize(c) {
  const { config, store, engine } = c.get("services");
  const credential = await readApiKey(c.req.header("Authorization"));
  const contentType = c.req.header("Content-Type");
  const { attempt, input } = await parseRequest(
    contentType,
    // A body that is not declared JSON is refused unread.
    isJsonContentType(contentType) ? await c.req.text() : "",
    c.req.header("Idempotency-Key"),
    config,
    engine,
  );

  const gated = await store.humanize(credential, attempt);
  const limitHeaders = rateLimitHeaders(gated.rateLimit);
  if (!gated.ok) {
    throw ApiError.from(gated.failure, { ...limitHeaders, ...(gated.retryAfter ? { "Retry-After": String(gated.retryAfter) } : {}) });
  }
  if (gated.value.kind === "replay") {
    return jsonResponse(c, gated.value.body, 200, { ...limitHeaders, "Idempotent-Replayed": "true" });
  }
  if (!input) throw new Error("store granted a request that failed validation");

  const { charge, balanceRemaining } = gated.value;
  let humanized: string;
  try {
    humanized = await rewriteWithin(engine, input, config.llm.options.totalTimeoutMs + ENGINE_GRACE_MS);
  } catch (error) {
    console.error(JSON.stringify({ requestId: c.get("requestId"), event: "engine_failed", engine: engine.name, error: String(error) }));
    await refundOrLog(() => store.refund(credential.accountId, charge, input.idempotencyKey), c.get("requestId"));
    throw new ApiError("engine_unavailable", "The rewrite engine is unavailable right now; the words were refunded. Retry shortly.", limitHeaders);
  }

  const body: HumanizeBody = { humanized_text: humanized, words_used: charge.words, balance_remaining: balanceRemaining };
  if (input.idempotencyKey) {
    // The rewrite is done and paid for: failing to keep it for replay must not fail the request.
    await store.complete(credential.accountId, input.idempotencyKey, body).catch((error: unknown) => {
      console.error(JSON.stringify({ requestId: c.get("requestId"), event: "idempotency_store_failed", error: String(error) }));
    });
  }
  return jsonResponse(c, body, 200, limitHeaders);
});

async function refundOrLog(refund: () => Promise<void>, requestId: string): Promise<void> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      return await refund();
    } catch (error) {
      console.error(JSON.stringify({ requestId, event: "refund_failed", attempt, error: String(error) }));
    }
  }
}
