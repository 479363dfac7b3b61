import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { generateAccountId, generateApiKey } from "../../src/domain/keys";
import { ApiError } from "../../src/http/errors";
import { readApiKey } from "../../src/http/auth";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

describe("readApiKey", () => {
  it("gives the key's account id and SHA-256, the same on every call (the hash is remembered)", async () => {
    const accountId = generateAccountId();
    const key = generateApiKey(accountId);
    const first = await readApiKey(`Bearer ${key}`);
    const again = await readApiKey(`bearer  ${key}`);
    expect(first).toEqual({ accountId, keyHash: sha256(key) });
    expect(again).toEqual(first);
  });

  it("stays right for each of more keys than it remembers, in any order", async () => {
    const keys = Array.from({ length: 2600 }, () => generateApiKey(generateAccountId()));
    for (const key of [...keys, ...keys.slice().reverse()]) {
      const { keyHash } = await readApiKey(`Bearer ${key}`);
      expect(keyHash).toBe(sha256(key));
    }
  });

  it("tells two keys of the same account apart", async () => {
    const accountId = generateAccountId();
    const [a, b] = [generateApiKey(accountId), generateApiKey(accountId)];
    const [ha, hb] = [await readApiKey(`Bearer ${a}`), await readApiKey(`Bearer ${b}`)];
    expect(ha.keyHash).not.toBe(hb.keyHash);
    expect(hb.keyHash).toBe(sha256(b));
  });

  it("refuses a missing or malformed key before any hashing", async () => {
    for (const header of [undefined, "", "Basic abc", "Bearer", `Bearer hum_${"0".repeat(24)}_short`, "Bearer sk-not-ours"]) {
      await expect(readApiKey(header)).rejects.toSatisfy((error) => error instanceof ApiError && error.code === "invalid_api_key");
    }
  });
});
