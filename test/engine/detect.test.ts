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
});
