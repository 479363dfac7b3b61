// API key format and hashing. A key is `hum_<account id>_<secret>`: the account id
// routes the request to its account without a lookup table, the secret carries
// 256 random bits, and only its SHA-256 is stored.

const ACCOUNT_ID = /^[0-9a-f]{24}$/;
const API_KEY = /^hum_([0-9a-f]{24})_([A-Za-z0-9_-]{43})$/;
const PREFIX_LENGTH = "hum_".length + 24 + 1 + 4;

function randomBytes(length: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(length));
}

function toHex(bytes: Uint8Array): string {
  let hex = "";
  for (const byte of bytes) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function generateAccountId(): string {
  return toHex(randomBytes(12));
}

export function isAccountId(value: string): boolean {
  return ACCOUNT_ID.test(value);
}

export function generateApiKey(accountId: string): string {
  return `hum_${accountId}_${toBase64Url(randomBytes(32))}`;
}

/** The account id a well-formed key belongs to, or null for anything else. */
export function accountIdOfKey(key: string): string | null {
  return API_KEY.exec(key)?.[1] ?? null;
}

/** The part of a key that may be shown again (identifies it, proves nothing). */
export function keyPrefix(key: string): string {
  return key.slice(0, PREFIX_LENGTH);
}

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return toHex(new Uint8Array(digest));
}

/** Compares two strings in time that depends only on their lengths. */
export function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) diff |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0);
  return diff === 0;
}
