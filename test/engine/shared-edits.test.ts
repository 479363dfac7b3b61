// Edits shared by every language, pinned on the sentences where a language pass found them.

import { describe, expect, it } from "vitest";
import { rewriteText } from "../../src/engine/rules/index.js";

const both = ["standard", "aggressive"] as const;

describe("shared edits", () => {
  it("drops a sentence whose words all went, with its stop (pt 'Sem dúvida.' left '.')", () => {
    for (const mode of both) {
      const out = rewriteText({ text: "¿Puedo hacerlo todo en línea? Sin duda. En el área de cliente puede cambiar sus datos.", language: "es", mode });
      expect(out, mode).toBe("¿Puedo hacerlo todo en línea? En el área de cliente puede cambiar sus datos.");
    }
  });

  it("keeps the dash after a time label in a list of chapters (pt '44:20, networking')", () => {
    const text = "- **44:20** — Networking e a sinergia entre áreas diferentes\n- **51:05** — Perguntas dos ouvintes";
    expect(rewriteText({ text, language: "pt", mode: "standard" })).toMatch(/^- \*\*44:20\*\* — Networking/u);
    expect(rewriteText({ text, language: "pt", mode: "aggressive" })).toMatch(/^- 44:20 — Networking/u);
  });

  it("one word for a pair that became the same word (de 'zeigen und zeigen', 'Heute und heute')", () => {
    for (const mode of both) {
      const out = rewriteText({
        text: "Besonders die Dialoge verdeutlichen und unterstreichen, wie schwer es den Figuren fällt. In der heutigen schnelllebigen Welt und im digitalen Zeitalter sollte der Überblick schnell gehen.",
        language: "de",
        mode,
      });
      expect(out, mode).not.toMatch(/zeigen und zeigen|[Hh]eute und heute/u);
    }
  });

  it("German keeps its Gedankenstrich and capitalises a replacement after a colon", () => {
    for (const mode of both) {
      const out = rewriteText({
        text: "Der Sonderzug fährt am Samstag um 8 Uhr ab – bitte seien Sie pünktlich am Bahnsteig. Abschließend möchte ich betonen: Letztendlich ist es Ihre Großzügigkeit, die zählt.",
        language: "de",
        mode,
      });
      expect(out, mode).toContain("8 Uhr ab – bitte seien Sie pünktlich");
      expect(out, mode).toMatch(/betonen: Am Ende ist es/u);
    }
  });

  it("German 'e. V.' does not end a sentence (the role rewrite reads the whole sentence)", () => {
    for (const mode of both) {
      const out = rewriteText({
        text: "Die Kältehilfe Nürnberg e. V. spielt eine Schlüsselrolle bei der Versorgung obdachloser Menschen im Winter.",
        language: "de",
        mode,
      });
      expect(out, mode).not.toMatch(/Schlüsselrolle/u);
      expect(out, mode).toContain("Nürnberg e. V.");
    }
  });
});
