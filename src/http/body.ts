import * as z from "zod";
import type { Failure } from "./errors";

// Request schemas and the messages their failures turn into. Every message names the field.

export function isLanguageTag(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

/**
 * The example request of the reference pages, the README and `npm run dev` (the reference's
 * example answer is computed from it by the engine; test/docs pins the README's copy).
 */
export const EXAMPLE_TEXT =
  "Moreover, it is important to note that our team will delve into the data in order to leverage the insights we gathered in 2025.";

/** The `text` field's description, with the configured word limits. */
export const textDescription = (minWords: number, maxWords: number) =>
  `The text to rewrite: ${minWords.toLocaleString("en")} to ${maxWords.toLocaleString("en")} words. A word is a run of non-space ` +
  "characters with a letter or digit in it (`don't`, `1,250` and `U.S.` are one word each); in scripts written without spaces " +
  "(Chinese, Japanese, Thai…) each word-like segment counts. Markdown, code, numbers, URLs and names are kept verbatim.";

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
  })
  .meta({ id: "HumanizeRequest", description: "Unknown fields are refused with `invalid_request`." });
export type HumanizeRequest = z.infer<typeof HumanizeRequest>;

const FIELD_RULES: Record<string, string> = {
  text: "`text` is required and must be a string",
  mode: '`mode` must be "standard" or "aggressive"',
  language: '`language` must be a well-formed BCP 47 language tag such as "en" or "pt-BR"',
  words_per_period: "`words_per_period` is required and must be a whole number greater than 0",
  current_period_end: "`current_period_end` must be an ISO 8601 date in the future",
  words: "`words` is required and must be a whole number greater than 0",
};

/** The first problem of a failed parse, as a sentence that names the field. */
export function describeIssues(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The request body is invalid.";
  if (issue.code === "unrecognized_keys") {
    const names = issue.keys.map((key) => `\`${key}\``).join(", ");
    return `Unknown field ${names}; remove it.`;
  }
  if (issue.path.length === 0) return "The request body must be a JSON object.";
  const field = String(issue.path[0]);
  const rule = FIELD_RULES[field] ?? `\`${field}\` is invalid`;
  return `Field ${rule}.`;
}

export function invalidRequest(message: string): Failure {
  return { code: "invalid_request", message };
}

const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i;

export function isJsonContentType(value: string | undefined): boolean {
  return value !== undefined && JSON_MEDIA_TYPE.test(value.trim());
}

/** Deepest nesting of arrays and objects any request body may have (ours need 1). */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a JSON text nests arrays/objects deeper than `max`: one linear pass, no parse, so
 * a hostile body costs O(length) and never recursion.
 */
export function jsonNestsDeeperThan(raw: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const ch = raw.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

export const TOO_DEEP: Failure = invalidRequest(`The JSON body nests deeper than ${MAX_JSON_DEPTH} levels; send a flat object.`);

/** Parses a JSON body; a body that is not JSON, or not an object, is a Failure. */
export function parseJsonObject(raw: string): { ok: true; value: unknown } | { ok: false; failure: Failure } {
  if (jsonNestsDeeperThan(raw, MAX_JSON_DEPTH)) return { ok: false, failure: TOO_DEEP };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, failure: invalidRequest("The request body is not valid JSON.") };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, failure: invalidRequest("The request body must be a JSON object.") };
  }
  return { ok: true, value };
}

const IDEMPOTENCY_KEY = /^[\x20-\x7e]{1,255}$/;

export function isIdempotencyKey(value: string): boolean {
  return IDEMPOTENCY_KEY.test(value);
}
