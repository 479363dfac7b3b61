// narrowClasses (rules/chars.ts): the languages' rule patterns spell \p{L} and \p{N} as the ranges
// of the scripts they read, so V8 compiles far less regexp code (docs/engine.md, "Regexp code").
import { describe, expect, it } from "vitest";
import { narrowClasses } from "../../src/engine/rules/chars.js";
import { re, reCase } from "../../src/engine/rules/lang/structure-data.js";

const both = (source: string, flags: string) => [new RegExp(source, flags), new RegExp(narrowClasses(source), flags)] as const;

describe("narrowClasses", () => {
  it("spells \\p{L} and \\p{N} as ranges inside a class and alone, and leaves every other escape", () => {
    const out = narrowClasses(String.raw`(?<![\p{L}\p{N}])x\p{L}+[^.\p{N}]\p{Lu}\p{Co}\\`);
    expect(out).not.toMatch(/\\p\{[LN]\}/u);
    expect(out.endsWith(String.raw`\p{Lu}\p{Co}\\`)).toBe(true);
    expect(out.startsWith(String.raw`(?<![A-Za-z`)).toBe(true);
    expect(() => new RegExp(out, "u")).not.toThrow();
  });

  it("matches as the property classes do on the letters and digits of the supported languages", () => {
    const words = [
      "Ärger",
      "façade",
      "Œuvre",
      "São",
      "Łódź",
      "señor",
      "perché",
      "Straße",
      "İstanbul",
      "CO₂",
      "½",
      "Ⅻ",
      "Ελλάδα",
      "Москва",
      "Việt",
      "x²",
      "l'été",
      "naïve",
      "garçon",
      "Ñandú",
      "Øresund",
      "ğ",
    ];
    for (const source of [String.raw`^[\p{L}\p{N}]+$`, String.raw`(?<![\p{L}\p{N}])\p{L}+`, String.raw`[^\p{L}\p{N}]`]) {
      for (const flags of ["u", "iu"]) {
        const [wide, narrow] = both(source, flags);
        for (const word of words) expect(narrow.test(word), `${source} /${flags} on ${word}`).toBe(wide.test(word));
      }
    }
  });

  it("reads letters of other scripts as no letter (the languages' rules only read these scripts)", () => {
    const [wide, narrow] = both(String.raw`^\p{L}+$`, "u");
    expect(wide.test("東京")).toBe(true);
    expect(narrow.test("東京")).toBe(false);
  });

  it("is what the languages' pattern helpers compile", () => {
    expect(re(String.raw`(?<![\p{L}\p{N}])ja`).source).not.toContain(String.raw`\p{L}`);
    expect(reCase(String.raw`\p{N}+`).source).not.toContain(String.raw`\p{N}`);
    expect(re("Espero").test("espero")).toBe(true);
  });
});
