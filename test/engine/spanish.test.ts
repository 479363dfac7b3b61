import { describe, expect, it } from "vitest";
import { countAiMarkers, findProtectedSpans, rewriteText } from "../../src/engine/rules/index.js";
import type { RewriteMode } from "../../src/engine/port.js";
import { SPANISH_FIXTURES } from "../fixtures/engine/spanish.js";

const es = (text: string, mode: RewriteMode = "standard"): string => rewriteText({ text, language: "es", mode });

describe("Spanish", () => {
  it.each([
    ["Con el fin de ahorrar tiempo, usamos plantillas.", "Para ahorrar tiempo, usamos plantillas."],
    ["La comunicación desempeña un papel crucial en el equipo.", "La comunicación es clave en el equipo."],
    ["Cabe destacar que el plan funciona.", "El plan funciona."],
    ["En conclusión, el plan funciona.", /^(El plan funciona|En fin, el plan funciona)\.$/],
    ["Los técnicos llevaron a cabo la revisión.", "Los técnicos hicieron la revisión."],
    ["Debemos utilizar una amplia gama de técnicas.", "Debemos usar todo tipo de técnicas."],
  ] as [string, string | RegExp][])("%s", (input, expected) => {
    if (typeof expected === "string") expect(es(input)).toBe(expected);
    else expect(es(input)).toMatch(expected);
  });

  it("does not apply English rules (no a/an agreement, no contractions)", () => {
    expect(es("Vamos a el parque y es importante.")).toBe("Vamos a el parque y es importante.");
  });

  it.each(SPANISH_FIXTURES.map((f) => [f.id, f.text]))("fixture %s: removes markers and keeps protected spans", (_id, text) => {
    for (const mode of ["standard", "aggressive"] as const) {
      const output = es(text, mode);
      expect(countAiMarkers(text, "es")).toBeGreaterThan(0);
      expect(countAiMarkers(output, "es")).toBe(0);
      for (const line of text.split("\n")) {
        // Aggressive mode takes the bold off list labels ("- **Repaso:** …" -> "- Repaso: …").
        for (const span of findProtectedSpans(line)) if (mode === "standard" || span.kind !== "emphasis") expect(output).toContain(line.slice(span.start, span.end));
      }
    }
  });
});

describe("Spanish openers with inverted punctuation", () => {
  it("drops a stock exclamation that starts with ¡", () => {
    expect(countAiMarkers("¡Excelente pregunta! Estudiar bien no consiste en nada.", "es")).toBe(1);
    expect(es("¡Excelente pregunta! Estudiar bien no consiste en nada.")).toBe("Estudiar bien no consiste en nada.");
  });
});
