import { describe, expect, it } from "vitest";
import { detectLanguage } from "../../src/engine/detect.js";
import { ENGLISH_FIXTURES, STRUCTURE_FIXTURES } from "../fixtures/engine/english.js";
import { SPANISH_FIXTURES } from "../fixtures/engine/spanish.js";
import { DETECTION_DEV_SAMPLES } from "../fixtures/engine/languages-dev/detection-dev.js";
import { resolveLanguage } from "../../src/engine/index.js";
import type { RewriteEngine } from "../../src/engine/port.js";

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

  it.each(DETECTION_DEV_SAMPLES.map((s, i) => [i, s.language, s.text]))("development sample %i is %s", (_i, language, text) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it.each([
    ["Avui plou i hem decidit quedar-nos a casa amb els nens tota la tarda.", "ca"],
    ["Això és el que volíem dir: la il·lusió no s'ha acabat pas.", "ca"],
    ["Hoy llueve y hemos decidido quedarnos en casa con los niños toda la tarde.", "es"],
    ["Hoje chove e decidimos ficar em casa com as crianças a tarde toda.", "pt"],
    ["Aujourd'hui il pleut et nous restons à la maison avec les enfants.", "fr"],
    ["Oggi piove e abbiamo deciso di restare a casa con i bambini.", "it"],
    ["Heute regnet es, deshalb bleiben wir mit den Kindern den ganzen Nachmittag zu Hause.", "de"],
  ])("tells the Romance languages and German apart in ten words or so: %s -> %s", (text, expected) => {
    expect(detectLanguage(text)).toBe(expected);
  });

  it("never takes English full of foreign names, titles and phrases for another language", () => {
    for (const text of [
      "We stayed at the Hotel Le Meurtre in Paris and ate at La Petite Maison.",
      "Los Angeles, San Diego and San Francisco are the three largest cities on the coast.",
      "The Bundesrat and the Bundestag passed the Energiewende law in a single week.",
      "She sang 'O sole mio' and 'La donna è mobile' at the gala, to a standing ovation.",
      "Our office in Rio de Janeiro is moving to Avenida Atlântica next month.",
      "Please pay by card; cash is not accepted at the Mercat de la Boqueria stall.",
      "I'd love to, but I can't: we're flying to Barcelona tonight.",
    ]) {
      expect(detectLanguage(text), text).toBe("en");
    }
  });

  it("reads no words in URLs, paths, e-mail addresses or identifiers", () => {
    expect(detectLanguage("see https://example.com/la/los/las/del/que/el/para for details")).toBe("en");
    expect(detectLanguage("open C:\\datos\\las_cosas_del_pueblo\\que_hay.txt and check it")).toBe("en");
    expect(detectLanguage("write to los.que.para.las@ejemplo.es for the full list")).toBe("en");
  });

  it("reads elided words by their apostrophe, straight or curly", () => {
    expect(detectLanguage("L’ajuntament d’aquesta ciutat s’ha reunit avui per parlar de l’aigua.")).toBe("ca");
    expect(detectLanguage("L'équipe qu'on a rencontrée n'a pas d'idée sur l'avenir de l'usine.")).toBe("fr");
    expect(detectLanguage("Dell'intera collezione, l'opera più famosa è nell'ultima sala all'ingresso.")).toBe("it");
  });

  it("answers the same for a language the engine has no profile for, and resolveLanguage refuses it as before", () => {
    // A stand-in for an engine that rewrites English and Spanish only (as the rules engine did
    // before French, German, Portuguese and Italian had profiles).
    const engine: RewriteEngine = { name: "rules", languages: ["en", "es"], synchronous: true, rewrite: () => Promise.resolve("") };
    const french = "Dans le monde actuel, la technologie joue un rôle crucial dans notre façon de vivre.";
    expect(detectLanguage(french)).toBe("fr");
    const resolved = resolveLanguage(engine, french, undefined);
    expect(resolved.ok).toBe(false);
    if (!resolved.ok) {
      expect(resolved.failure.code).toBe("unsupported_language");
      expect(resolved.failure.message).toContain('("fr", detected)');
    }
    const catalan = "Aquest producte ofereix una solució robusta per a les empreses que volen créixer.";
    const refused = resolveLanguage(engine, catalan, undefined);
    expect(refused.ok ? refused.language : refused.failure.code).toBe("unsupported_language");
    expect(resolveLanguage(engine, "The committee approved the budget after a long debate about school funding.", undefined)).toEqual({
      ok: true,
      language: "en",
    });
  });
});
