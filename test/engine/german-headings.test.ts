// German headings in aggressive mode (transforms/formatting.ts germanHeadingCase): a chatbot's English Title Case
// ("Was Sich Für Dich Ändert") gets German case; a heading already in German case, its nouns, "Sie" and names stay.
// The body below each heading gives the evidence the rule reads (the words it writes in lower case).

import { describe, expect, it } from "vitest";
import { rewriteText } from "../../src/engine/rules/index.js";

const BODY = "Ab Montag ändert sich für dich einiges, und guter Schlaf ist wichtig. Unsere Familien sagen, es sei geeignet.";

const CASES: readonly [heading: string, expected: string][] = [
  ["Was Sich Für Dich Ändert", "Was sich für dich ändert"],
  ["Warum Guter Schlaf So Wichtig Ist", "Warum guter Schlaf so wichtig ist"],
  ["Unterstützung In Der Schweiz", "Unterstützung in der Schweiz"],
  ["So Starten Sie Im Alltag", "So starten Sie im Alltag"],
  ["Was Familien Sagen", "Was Familien sagen"],
  ["Für wen es nicht Geeignet ist", "Für wen es nicht geeignet ist"],
  ["Die Wichtigsten Änderungen Auf Einen Blick", "Die wichtigsten Änderungen auf einen Blick"],
  ["Kurs «Sicher Auf Den Beinen» – Sturzprävention Für Senioren", "Kurs «Sicher Auf Den Beinen» – Sturzprävention für Senioren"],
  // German case already: untouched.
  ["Mögliche Vorteile", "Mögliche Vorteile"],
  ["Stimmen von Angehörigen", "Stimmen von Angehörigen"],
  ["Unser Angebot für Sie", "Unser Angebot für Sie"],
  ["Neu ab September: Langzeit-EKG und Blutdruckprofil", "Neu ab September: Langzeit-EKG und Blutdruckprofil"],
];

describe("German headings", () => {
  it.each(CASES)("## %s -> %s (aggressive)", (heading, expected) => {
    const out = rewriteText({ text: `## ${heading}\n\n${BODY}`, language: "de", mode: "aggressive" });
    expect(out.split("\n")[0]).toBe(`## ${expected}`);
  });

  it("standard mode keeps every heading as written", () => {
    for (const [heading] of CASES) {
      const out = rewriteText({ text: `## ${heading}\n\n${BODY}`, language: "de", mode: "standard" });
      expect(out.split("\n")[0]).toBe(`## ${heading}`);
    }
  });

  it("a name the body writes with a capital after a lower-case word keeps it", () => {
    const out = rewriteText({
      text: "## Die Klassische Rundfahrt Am Samstag\n\nAm Samstag startet die Klassische Rundfahrt um 9 Uhr, und sie ist klassisch schön.",
      language: "de",
      mode: "aggressive",
    });
    expect(out.split("\n")[0]).toBe("## Die Klassische Rundfahrt am Samstag");
  });
});
