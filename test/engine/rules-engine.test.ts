import { describe, expect, it } from "vitest";
import { engineSupports } from "../../src/engine/port.js";
import { rulesEngine } from "../../src/engine/rules/index.js";

describe("rulesEngine", () => {
  it("is named rules and lists its languages", () => {
    expect(rulesEngine.name).toBe("rules");
    expect(rulesEngine.languages).toEqual(["en", "es", "fr", "de", "pt", "it"]);
    expect(engineSupports(rulesEngine, "en")).toBe(true);
    expect(engineSupports(rulesEngine, "fr")).toBe(true);
    expect(engineSupports(rulesEngine, "nl")).toBe(false);
  });

  it("rewrites asynchronously", async () => {
    await expect(rulesEngine.rewrite({ text: "Moreover, we utilize caches.", language: "en", mode: "standard" })).resolves.toMatch(
      /^(We|Also, we) use caches\.$/,
    );
  });

  it("rejects a language it does not support", async () => {
    await expect(rulesEngine.rewrite({ text: "Hallo allemaal, hoe gaat het?", language: "nl", mode: "standard" })).rejects.toThrow(/nl/);
  });

  it("honours an aborted signal", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(rulesEngine.rewrite({ text: "Some text here.", language: "en", mode: "standard" }, { signal: controller.signal })).rejects.toThrow();
  });
});
