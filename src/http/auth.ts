import { ApiError } from "../errors";
import { accountIdOfKey, constantTimeEqual, sha256Hex } from "../domain/keys";
import type { KeyCredential } from "../store/port";
import type { RateLimitState } from "../domain/rate-window";

/** The token of an `Authorization: Bearer <token>` header, or an ApiError with `code`. */
function bearerToken(header: string | undefined, code: "invalid_api_key" | "invalid_admin_token", what: string): string {
  if (!header) throw new ApiError(code, `The Authorization header is missing; send \`Authorization: Bearer <${what}>\`.`);
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match?.[1]) throw new ApiError(code, `The Authorization header must be \`Bearer <${what}>\`.`);
  return match[1];
}

// SHA-256 of the keys this isolate has seen lately. A client sends the same key with every
// request; remembering its hash saves an asynchronous digest per request. The map says
// nothing about validity (the store checks every hash, so a revoked key fails as before) and
// only holds well-formed keys; it is bounded and starts over when full.
const KEY_HASHES = new Map<string, string>();
const KEY_HASHES_MAX = 1024;

/** sha256Hex(key), remembered for the next request with the same key. */
async function keyHashOf(key: string): Promise<string> {
  const known = KEY_HASHES.get(key);
  if (known !== undefined) return known;
  const hash = await sha256Hex(key);
  if (KEY_HASHES.size >= KEY_HASHES_MAX) KEY_HASHES.clear();
  KEY_HASHES.set(key, hash);
  return hash;
}

/**
 * Reads the API key of a request into what the store needs to check it. A key that
 * cannot be one of ours fails here, without a store call.
 */
export async function readApiKey(header: string | undefined): Promise<KeyCredential> {
  const key = bearerToken(header, "invalid_api_key", "API_KEY");
  const accountId = accountIdOfKey(key);
  if (!accountId) {
    throw new ApiError("invalid_api_key", "The API key is unknown or has been revoked. Send a valid key as `Authorization: Bearer <API_KEY>`.");
  }
  return { accountId, keyHash: await keyHashOf(key) };
}

/** Checks the operator token; hashes both sides so the comparison time reveals nothing. */
export async function checkAdminToken(header: string | undefined, adminToken: string): Promise<void> {
  const token = bearerToken(header, "invalid_admin_token", "ADMIN_TOKEN");
  const [given, expected] = await Promise.all([sha256Hex(token), sha256Hex(adminToken)]);
  if (!constantTimeEqual(given, expected)) throw new ApiError("invalid_admin_token", "The admin token is not valid.");
}

export function rateLimitHeaders(state: RateLimitState | undefined): Record<string, string> {
  if (!state) return {};
  return {
    "X-RateLimit-Limit": String(state.limit),
    "X-RateLimit-Remaining": String(state.remaining),
    "X-RateLimit-Reset": String(state.reset),
  };
}
