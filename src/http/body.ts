import type * as z from "zod";
import { failures, type Failure } from "../domain/failures";

// Reading a request's JSON body, and the messages its failures turn into. Every message names
// the field.

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
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

/** Parses a JSON body; a body that is not JSON, or not an object, is a Failure. */
export function parseJsonObject(raw: string): { ok: true; value: unknown } | { ok: false; failure: Failure } {
  if (jsonNestsDeeperThan(raw, MAX_JSON_DEPTH)) return { ok: false, failure: failures.bodyTooDeep(MAX_JSON_DEPTH) };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, failure: failures.bodyNotJson() };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, failure: failures.bodyNotObject() };
  }
  return { ok: true, value };
}

/**
 * The first problem of a failed parse, as a failure that names the field. `fieldRules` says
 * what each field of the route's schema must be ("`mode` must be …").
 */
export function describeIssues(error: z.core.$ZodError, fieldRules: Readonly<Record<string, string>>): Failure {
  const issue = error.issues[0];
  if (!issue) return failures.bodyInvalid();
  if (issue.code === "unrecognized_keys") return failures.unknownFields(issue.keys.map((key) => `\`${key}\``).join(", "));
  if (issue.path.length === 0) return failures.bodyNotObject();
  const field = String(issue.path[0]);
  return failures.invalidField(Object.hasOwn(fieldRules, field) ? fieldRules[field]! : `\`${field}\` is invalid`);
}

/**
 * A request body as a route's schema reads it: 415 when it was not declared JSON (`null`),
 * then the JSON checks, then the schema's first problem naming the field.
 */
export function readJsonBody<T>(
  body: string | null,
  schema: z.ZodType<T>,
  fieldRules: Readonly<Record<string, string>>,
): { ok: true; value: T } | { ok: false; failure: Failure } {
  if (body === null) return { ok: false, failure: failures.unsupportedMediaType() };
  const json = parseJsonObject(body);
  if (!json.ok) return json;
  const parsed = schema.safeParse(json.value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, failure: describeIssues(parsed.error, fieldRules) };
}
