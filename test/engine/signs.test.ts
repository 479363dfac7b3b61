// detectSigns, the sign catalogue and the transform registry.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { RewriteMode } from "../../src/engine/port.js";
import { rewriteText } from "../../src/engine/rules/index.js";
import { profileFor, SUPPORTED_LANGUAGES } from "../../src/engine/rules/languages.js";
import { TRANSFORMS } from "../../src/engine/rules/transforms/registry.js";
import { FAMILY_IDS, SIGN_FAMILIES } from "../../src/engine/signs/catalogue.js";
import { detectSigns } from "../../src/engine/signs/detect.js";
import { FORMAT_EXAMPLES, PROSE_EXAMPLES, REPORTED_EXAMPLES } from "../fixtures/engine/sign-examples.js";

const families = (text: string, language = "en"): string[] => detectSigns(text, language).map((s) => s.family);

const EXAMPLES = PROSE_EXAMPLES;

describe("detectSigns", () => {
  it.each([...EXAMPLES, ...FORMAT_EXAMPLES, ...REPORTED_EXAMPLES])("finds %s", (family, text) => {
    expect(families(text)).toContain(family);
  });

  it("gives spans into the text itself, with known family ids, in order", () => {
    const text = "Great question! We will delve into the data — all of it — and leverage what we find. “Delve” is a fine word.";
    const signs = detectSigns(text, "en");
    expect(signs.length).toBeGreaterThan(0);
    for (const sign of signs) {
      expect(FAMILY_IDS.has(sign.family), sign.family).toBe(true);
      expect(sign.end).toBeGreaterThan(sign.start);
      expect(text.slice(sign.start, sign.end).length).toBe(sign.end - sign.start);
    }
    expect(signs.map((s) => s.start)).toEqual([...signs.map((s) => s.start)].sort((a, b) => a - b));
    const delve = signs.find((s) => s.family === "excess-vocabulary");
    expect(delve && text.slice(delve.start, delve.end)).toBe("delve into");
  });

  it("reports nothing inside quotations, code or links", () => {
    expect(families('The minister said "we will delve into every complaint" and left.')).toEqual([]);
    expect(families("Run `delve --pivotal` to start.")).toEqual([]);
    expect(families("```\nWe delve into the tapestry.\n```")).toEqual([]);
  });

  it("maps spans past protected text (names, numbers) exactly", () => {
    const text = "On March 14, 2024, Sarah Connor said the results underscore a pivotal shift.";
    for (const sign of detectSigns(text, "en")) expect(["underscore", "pivotal"]).toContain(text.slice(sign.start, sign.end).split(" ")[0]);
  });

  it("reads Spanish markers, and only markup signs in a language without rules", () => {
    expect(families("Cabe destacar que el proyecto desempeña un papel crucial en la región.", "es").length).toBeGreaterThan(0);
    expect(families("これはテストです。citeturn0search1", "ja")).toEqual(["chatbot-citation-markup"]);
  });

  it("reports a text that stops mid-sentence, not a closing list of tags or keywords", () => {
    expect(families("The survey ran for three months. The third phase focused on the integration of the new")).toContain("abrupt-cutoff");
    expect(families("The survey ran for three months.\n\n**Keywords:** urban heat; tree canopy; remote sensing models")).not.toContain("abrupt-cutoff");
    expect(families("The survey ran for three months.\n\n#NewBeginnings #DataStrategy #Leadership #HealthTech #CareerGrowth")).not.toContain("abrupt-cutoff");
  });

  it("takes no name, date or quoted title in a heading for Title Case", () => {
    const body = "\n\nFounded in Leeds by Sofia Okafor, Lingua Bridge Translations now has 14 staff.";
    expect(families(`# About Lingua Bridge Translations${body}`)).not.toContain("title-case-heading");
    expect(families(`## Thursday 15 October 2026 — "From Mill to Market: The Tanneries"${body}`)).not.toContain("title-case-heading");
    expect(families(`## Meet The Translators Behind Lingua Bridge${body}`)).toContain("title-case-heading");
    expect(families(`# Join us at Lingua Bridge Translations${body}`)).not.toContain("title-case-heading");
  });

  it("allows a few dashes (a budget per 250 words) and reports them past it", () => {
    expect(families("The bridge — old and narrow — carries cars across the river every day.")).not.toContain("em-dash-overuse");
  });
});

describe("the engine removes what it says it removes", () => {
  for (const [family, text] of [...EXAMPLES, ...FORMAT_EXAMPLES]) {
    const entry = SIGN_FAMILIES.find((f) => f.id === family);
    for (const mode of ["standard", "aggressive"] as RewriteMode[]) {
      const action = entry?.[mode];
      if (action !== "remove" && action !== "rewrite") continue;
      it(`${family} · ${mode} (${action})`, () => {
        const output = rewriteText({ text, language: "en", mode });
        expect(families(output), output).not.toContain(family);
      });
    }
  }

  it("returns a text of nothing but leftovers unchanged (never an empty answer)", () => {
    const text = "Great question! I hope this helps. Let me know if you'd like me to expand on any section.";
    for (const mode of ["standard", "aggressive"] as RewriteMode[]) expect(rewriteText({ text, language: "en", mode })).toBe(text);
  });

  it("drops the intensifier of a heading in aggressive mode (set 25)", () => {
    const text = "## Why a Good Saddle Truly Matters\n\nA saddle that fits spreads the rider's weight evenly.";
    expect(rewriteText({ text, language: "en", mode: "aggressive" })).toContain("## Why a good saddle matters");
  });

  it("turns the dash inside a bold list label into a comma in aggressive mode, within the dash budget", () => {
    const text =
      "- **Hybrids — the reliable layers:** about 300 eggs a year.\n- **Orpingtons — gentle and calm:** good with children.\n- **Bantams — small but hardy:** fine in small gardens.";
    const output = rewriteText({ text, language: "en", mode: "aggressive" });
    expect(families(text)).toContain("em-dash-overuse");
    expect(output).toContain("- Hybrids, the reliable layers: about 300 eggs a year.");
    expect(families(output)).not.toContain("em-dash-overuse");
  });

  it("takes the bold label of a list item after a flag emoji in aggressive mode", () => {
    const text = "- 🇫🇷 **Language immersion — a real chance to grow:** A few months in Normandy can transform your French.";
    expect(families(text)).toContain("bold-inline-label");
    expect(families(rewriteText({ text, language: "en", mode: "aggressive" }))).not.toContain("bold-inline-label");
  });

  it("makes an amount before a dash in a list the subject of its verb in aggressive mode", () => {
    const text = "- **£10** — pays for fuel for a day trip\n- **£50** — covers a weekend camp\n- **£250** — sponsors a seat on the bus";
    expect(rewriteText({ text, language: "en", mode: "aggressive" })).toBe(
      "- £10 pays for fuel for a day trip\n- £50 covers a weekend camp\n- £250 sponsors a seat on the bus",
    );
  });

  it("does not make a varied paragraph uniform by splitting it (aggressive)", () => {
    const text =
      "All our locksmiths are DBS-checked, and they are members of the Master Locksmiths Association. Every lock we fit comes with a 12-month guarantee on parts and labour. Insurers often require locks that meet BS 3621, and we'll happily confirm in writing which standard your new locks meet.";
    expect(families(text)).not.toContain("uniform-rhythm");
    expect(families(rewriteText({ text, language: "en", mode: "aggressive" }))).not.toContain("uniform-rhythm");
  });

  it("varies a paragraph of same-length sentences in aggressive mode", () => {
    const text =
      "Our pole system shows modern cleaning technology for all homes. We use purified water with no detergent, which dries spot-free and leaves no residue. The team is safer than ladders and is kinder to the environment. The poles reach up to 18 metres, allowing us to clean third-floor windows from the ground.";
    expect(families(text)).toContain("uniform-rhythm");
    const output = rewriteText({ text, language: "en", mode: "aggressive" });
    expect(output).toContain("The poles reach up to 18 metres. This lets us clean third-floor windows from the ground.");
    expect(families(output)).not.toContain("uniform-rhythm");
  });

  it("leaves an unfilled placeholder alone in both modes", () => {
    const text = "Please contact [Company Name] support before the end of the month.";
    for (const mode of ["standard", "aggressive"] as RewriteMode[]) expect(rewriteText({ text, language: "en", mode })).toContain("[Company Name]");
  });

  it("keeps formatting in standard mode", () => {
    for (const [, text] of FORMAT_EXAMPLES) {
      const output = rewriteText({ text, language: "en", mode: "standard" });
      for (const token of ["🚀", "**Speed:**", "citeturn0search1", "utm_source=chatgpt.com"]) if (text.includes(token)) expect(output).toContain(token);
    }
  });
});

describe("the catalogue", () => {
  const doc = readFileSync(new URL("../../docs/ai-writing-signs.md", import.meta.url), "utf8");
  const rows = [...doc.matchAll(/^\| `([a-z-]+)` \|.*\| ([a-z]+) \| ([a-z]+) \|$/gmu)].map((m) => ({ id: m[1], standard: m[2], aggressive: m[3] }));

  it("lists every family of the code once, with the engine's action in each mode", () => {
    expect(rows.map((r) => r.id).sort()).toEqual(SIGN_FAMILIES.map((f) => f.id).sort());
    for (const family of SIGN_FAMILIES) {
      expect(
        rows.find((r) => r.id === family.id),
        family.id,
      ).toEqual({ id: family.id, standard: family.standard, aggressive: family.aggressive });
    }
  });

  it("gives a reason for every family it only reports or reduces", () => {
    for (const family of SIGN_FAMILIES)
      if (family.standard === "report" || family.aggressive === "report" || family.standard === "reduce") expect(family.reason, family.id).toBeTruthy();
  });

  it("names only catalogued families in the transform registry", () => {
    for (const transform of TRANSFORMS) for (const family of transform.families) expect(FAMILY_IDS.has(family), `${transform.id}: ${family}`).toBe(true);
  });
});

describe("the transform registry", () => {
  it("runs, per language, only transforms it knows", () => {
    const ids = new Set(TRANSFORMS.map((t) => t.id));
    for (const language of SUPPORTED_LANGUAGES) for (const id of profileFor(language)?.transforms ?? []) expect(ids.has(id), id).toBe(true);
  });

  it.each([
    ["structure", "The bridge opened in 1937. Let me know if you'd like me to expand on any section.", "Let me know"],
    ["lexicon", "We will delve into the data before Friday.", "delve"],
    ["contractions", "It is a short walk from the station to the bridge.", "It is"],
    ["punctuation", "The results were clear — the new method outperformed the old one.", "—"],
    ["formatting", "## 🚀 Getting started\n\nInstall it.", "🚀"],
  ])("switches %s off on its own", (id, text, kept) => {
    const mode: RewriteMode = id === "formatting" ? "aggressive" : "standard";
    expect(rewriteText({ text, language: "en", mode })).not.toContain(kept);
    expect(rewriteText({ text, language: "en", mode, disabled: new Set([id]) })).toContain(kept);
  });
});
