import { describe, expect, it } from "vitest";
import { detectLanguage } from "../../src/engine/detect.js";
import { ENGLISH_FIXTURES, STRUCTURE_FIXTURES } from "../fixtures/engine/english.js";
import { SPANISH_FIXTURES } from "../fixtures/engine/spanish.js";

describe("detectLanguage", () => {
  it.each([...ENGLISH_FIXTURES, ...STRUCTURE_FIXTURES].map((f) => [f.id, f.text]))("English fixture %s is en", (_id, text) => {
    expect(detectLanguage(text)).toBe("en");
  });

  it.each(SPANISH_FIXTURES.map((f) => [f.id, f.text]))("Spanish fixture %s is es", (_id, text) => {
    expect(detectLanguage(text)).toBe("es");
  });

  it.each([
    ["Le chat est sur la table et il ne veut pas descendre pour manger avec nous.", "fr"],
    ["Der Hund ist nicht im Garten, und die Katze schläft auf dem Sofa.", "de"],
    ["O gato não está em casa e o cão dorme no sofá com as crianças.", "pt"],
    ["Il gatto non è in casa e il cane dorme sul divano con i bambini.", "it"],
    ["De kat is niet in huis en de hond slaapt op de bank met de kinderen.", "nl"],
    ["我们正在测试这个服务，希望它能正常工作。", "zh"],
    ["これはテストです。サービスが正しく動くことを願っています。", "ja"],
    ["이것은 테스트입니다. 서비스가 잘 작동하기를 바랍니다.", "ko"],
    ["Это тест. Мы надеемся, что сервис работает правильно.", "ru"],
    ["هذا اختبار. نأمل أن تعمل الخدمة بشكل صحيح.", "ar"],
    ["นี่คือการทดสอบ เราหวังว่าบริการจะทำงานได้ดี", "th"],
    ["Αυτό είναι ένα τεστ για την υπηρεσία.", "el"],
    ["זהו מבחן של השירות.", "he"],
  ])("%s -> %s", (text, expected) => {
    expect(detectLanguage(text)).toBe(expected);
  });

  it("answers en for English with foreign names and loanwords", () => {
    expect(detectLanguage("The café on Rue de la Paix serves crème brûlée, and Señor García loves it.")).toBe("en");
    expect(detectLanguage("Die Hard is a film. Con Air is another one. La La Land is a musical.")).toBe("en");
    expect(detectLanguage("OK")).toBe("en");
    expect(detectLanguage("e.g. see https://example.com/el/la/los for details")).toBe("en");
  });

  it("answers und when there are no letters", () => {
    expect(detectLanguage("")).toBe("und");
    expect(detectLanguage("12345 !!! ---")).toBe("und");
  });

  it("answers und for what is not a string", () => {
    for (const value of [undefined, null, 42, {}, ["the"]]) expect(detectLanguage(value as unknown as string)).toBe("und");
  });

  it("reads only the first 4,000 characters, even where they split a surrogate pair", () => {
    // Fillers of 5,000+ characters: English, Cyrillic, and no letters at all (where one letter
    // read past the sample, or a surrogate pair split by it, would change the answer).
    const fillers = ["the cat and the dog ".repeat(250), "Это тест ".repeat(600), "12, 34; ".repeat(700)];
    for (const filler of fillers) {
      for (const at of [3997, 3998, 3999, 4000, 4001]) {
        for (const tail of ["😀", "\ud83d", "𠀀", "𠀀𠀀", "中", "か", "a", "é", "ї", "Я", "پ", " de la que el ", "la"]) {
          for (const after of ["", "x", "ї", "پ", "中"]) {
            const t = filler.slice(0, at) + tail + after;
            expect(detectLanguage(t), JSON.stringify([filler.slice(0, 8), at, tail, after])).toBe(detectLanguage(t.slice(0, 4000)));
          }
        }
      }
    }
    // What the sample's last characters decide: a letter-less sample with a split pair or a script letter at its end.
    const digits = "12, 34; ".repeat(700);
    expect(detectLanguage(digits.slice(0, 3999) + "中")).toBe("zh");
    expect(detectLanguage(digits.slice(0, 3999) + "𠀀")).toBe("und");
    expect(detectLanguage(digits.slice(0, 4000) + "中")).toBe("und");
  });
});
