import { describe, expect, it } from "vitest";
import { accountIdOfKey, constantTimeEqual, generateAccountId, generateApiKey, keyPrefix, sha256Hex } from "../../src/domain/keys";

describe("API keys", () => {
  it("carry the account id and 256 random bits after hum_", () => {
    const id = generateAccountId();
    const key = generateApiKey(id);
    expect(key).toMatch(/^hum_[0-9a-f]{24}_[A-Za-z0-9_-]{43}$/);
    expect(accountIdOfKey(key)).toBe(id);
    expect(generateApiKey(id)).not.toBe(key);
  });

  it("reject anything that is not a well-formed key", () => {
    const key = generateApiKey(generateAccountId());
    for (const bad of ["", "hum_", key.slice(0, -1), `${key}x`, key.replace("hum_", "HUM_"), ` ${key}`]) {
      expect(accountIdOfKey(bad)).toBeNull();
    }
  });

  it("show a prefix that does not reveal the secret", () => {
    const key = generateApiKey(generateAccountId());
    expect(key.startsWith(keyPrefix(key))).toBe(true);
    expect(key.length - keyPrefix(key).length).toBeGreaterThanOrEqual(39);
  });

  it("hash with SHA-256", async () => {
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("compare equal only for equal strings", () => {
    expect(constantTimeEqual("abc", "abc")).toBe(true);
    expect(constantTimeEqual("abc", "abd")).toBe(false);
    expect(constantTimeEqual("abc", "abcd")).toBe(false);
    expect(constantTimeEqual("", "")).toBe(true);
  });
});
