import { failures, type BearerCode } from "../domain/failures";
import { accountIdOfKey, constantTimeEqual, sha256Hex } from "../domain/keys";
import type { KeyCredential } from "../store/port";
import { ApiError } from "./errors";

// Bearer credentials: the customer's API key and the operator's token.

/** The token of an `Authorization: Bearer <token>` header, or an ApiError with `code`. */
function bearerToken(header: string | undefined, code: BearerCode): string {
  if (!header) throw new ApiError(failures.authorizationMissing(code));
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match?.[1]) throw new ApiError(failures.authorizationMalformed(code));
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
  const key = bearerToken(header, "invalid_api_key");
  const accountId = accountIdOfKey(key);
  if (!accountId) throw new ApiError(failures.invalidApiKey());
  return { accountId, keyHash: await keyHashOf(key) };
}

/** Checks the operator token; hashes both sides so the comparison time reveals nothing. */
export async function checkAdminToken(header: string | undefined, adminToken: string): Promise<void> {
  const token = bearerToken(header, "invalid_admin_token");
  const [given, expected] = await Promise.all([sha256Hex(token), sha256Hex(adminToken)]);
  if (!constantTimeEqual(given, expected)) throw new ApiError(failures.invalidAdminToken());
}
