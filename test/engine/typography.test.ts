// The shared punctuation code and other languages' typography (issue 22): French spaces before
// ; : ! ? and inside « » (an ordinary space, U+00A0 or U+202F) are neither removed nor taken for
// sentence ends; decimal commas, German ordinal dots and dates end no sentence.

import { describe, expect, it } from "vitest";
import { profileFor, type LanguageProfile } from "../../src/engine/rules/languages.js";
import { maskText, rewriteText } from "../../src/engine/rules/index.js";
import { splitSentences } from "../../src/engine/rules/sentences.js";
import { applyFormatting } from "../../src/engine/rules/transforms/formatting.js";
import { applyPunctuation } from "../../src/engine/rules/transforms/punctuation.js";
import type { RewriteContext } from "../../src/engine/rules/transforms/context.js";
import { spaceBeforeColon } from "../../src/engine/rules/typography.js";

const NNBSP = "\u202f";
const NBSP = "\u00a0";
const SPACES = [" ", NBSP, NNBSP] as const;

/** The sentences of a line as the engine cuts them (after masking), with each placeholder shown as ▢. */
function sentencesOf(line: string): string[] {
  const masked = maskText(line);
  if (!masked) throw new Error("unmaskable");
  return splitSentences(masked.masked, new Set()).map((s) => s.text.replace(/[\ue000-\uf8ff]/gu, "▢"));
}

/** A stand-in French profile: the shared transforms read only its code for typography. */
const FRENCH: LanguageProfile = { ...(profileFor("es") as LanguageProfile), code: "fr" };

function context(profile: LanguageProfile): RewriteContext {
  return { mode: "standard", profile, apostrophe: "'" };
}

describe("French typography", () => {
  it.each(SPACES.map((s) => [JSON.stringify(s), s]))("a space (%s) before ? ! ; : ends a sentence only after ? and !", (_name, space) => {
    const line = `Voici la liste${space}: le pain et le lait. Vraiment${space}? Oui${space}! Et ensuite${space}; on verra bien ce soir.`;
    expect(sentencesOf(line)).toEqual([
      `Voici la liste${space}: le pain et le lait.`,
      `Vraiment${space}?`,
      `Oui${space}!`,
      `Et ensuite${space}; on verra bien ce soir.`,
    ]);
  });

  it("a question or an exclamation inside « » ends no sentence", () => {
    expect(sentencesOf("Il a demandé « Vraiment ? Déjà ? » puis il est reparti. Elle a ri.")).toEqual(["Il a demandé ▢ puis il est reparti.", "Elle a ri."]);
    expect(sentencesOf(`Il a crié «${NNBSP}Attention${NNBSP}!${NNBSP}» et tout le monde s'est arrêté.`)).toHaveLength(1);
  });

  it.each(["en", "es"])("the %s rewrite keeps the spaces before ; : ! ? and inside « »", (language) => {
    for (const space of SPACES) {
      const text =
        `Voici la liste${space}: le pain, le lait et le beurre. Vraiment${space}? Oui${space}! ` +
        `Il a dit «${space}je reviendrai demain${space}» avant de partir${space}; elle a souri. ` +
        `Moreover, the results are clear${space}: it is worth noting that the method works${space}!`;
      for (const mode of ["standard", "aggressive"] as const) {
        const out = rewriteText({ text, language, mode });
        for (const mark of out.matchAll(/[;:!?»]/gu)) {
          expect(out.charAt((mark.index as number) - 1), `${language} ${mode}: ${out}`).toBe(space);
        }
        for (const mark of out.matchAll(/«/gu)) expect(out.charAt((mark.index as number) + 1)).toBe(space);
      }
    }
  });

  it("a dash turned into a colon takes the space French writes before a colon", () => {
    const sentence = "La solution est simple — il suffit de redémarrer le serveur et de vider le cache.";
    expect(applyPunctuation(sentence, context(profileFor("es") as LanguageProfile))).toEqual([
      "La solution est simple: il suffit de redémarrer le serveur et de vider le cache.",
    ]);
    expect(applyPunctuation(sentence, context(FRENCH))).toEqual(["La solution est simple : il suffit de redémarrer le serveur et de vider le cache."]);
    expect(applyPunctuation(sentence.replace(" —", `${NBSP}—`), context(FRENCH))).toEqual([
      `La solution est simple${NBSP}: il suffit de redémarrer le serveur et de vider le cache.`,
    ]);
    expect(spaceBeforeColon("fr", `Quoi${NNBSP}? Rien.`)).toBe(NNBSP);
    expect(spaceBeforeColon("en", "What? Nothing.")).toBe("");
  });

  it("a semicolon turned into a full stop leaves no space before the stop", () => {
    // (Whether the second half is a clause is the profile's to tell: English words here.)
    for (const space of SPACES) {
      const sentence = `The project is going very well${space}; we shipped the first version of the app last night.`;
      expect(applyPunctuation(sentence, context(profileFor("en") as LanguageProfile))).toEqual([
        "The project is going very well.",
        "We shipped the first version of the app last night.",
      ]);
    }
  });

  it("removing chatbot citation residue takes only the spaces around the token", () => {
    expect(applyFormatting("It works citeturn0search1. Really citeturn0search2 !")).toBe("It works. Really !");
    expect(applyFormatting("Les résultats sont clairs citeturn0search1 : la méthode fonctionne ; oui !")).toBe(
      "Les résultats sont clairs : la méthode fonctionne ; oui !",
    );
    expect(applyFormatting("Les résultats sont clairs citeturn0search1: la méthode fonctionne.")).toBe("Les résultats sont clairs: la méthode fonctionne.");
    expect(applyFormatting(`- **Prix${NNBSP}:** 25 € par personne`)).toBe(`- Prix${NNBSP}: 25 € par personne`);
    expect(applyFormatting("- **Price:** $25 per person")).toBe("- Price: $25 per person");
    // Outside English a capitalised heading word the body never writes in lower case is taken for a name.
    expect(applyFormatting("## Eugène Boudin (Honfleur, 1838 – Paris, 1911)\n\nLe peintre de la lumière.", "fr")).toBe(
      "## Eugène Boudin (Honfleur, 1838 – Paris, 1911)\n\nLe peintre de la lumière.",
    );
    // German capitalises its nouns: a German heading keeps its capitals.
    expect(applyFormatting("## Technische Daten im Überblick\n\nDie Pumpe ist leise.", "de")).toBe("## Technische Daten im Überblick\n\nDie Pumpe ist leise.");
    expect(applyFormatting("## Technical Data At A Glance\n\nThe pump is quiet.", "en")).toBe("## Technical data at a glance\n\nThe pump is quiet.");
    // Short words tell Title Case too; a plural noun opening a sentence names nothing; "The" and
    // capitalised words open a name the heading keeps.
    expect(applyFormatting("## 🔑 Moving Day\n\n## ✨ What's On\n\nOn the day, relax.", "en")).toBe("## Moving day\n\n## What's on\n\nOn the day, relax.");
    // Set 29: a figure ends a name ("Route 9"), and the words after it are the heading's own; a lower-case word inside an
    // e-mail address ("mo@…") is no evidence that a name is an ordinary word.
    expect(applyFormatting("## Why Route 9 Really Matters\n\nThe bus on Route 9 is full.", "en")).toBe(
      "## Why Route 9 really matters\n\nThe bus on Route 9 is full.",
    );
    expect(applyFormatting("## A Note From Mo\n\nAsk Mo at mo@cafe.example.", "en")).toBe("## A note from Mo\n\nAsk Mo at mo@cafe.example.");
    // A URL's path is the site's words: "…/tickets" writes "tickets" in lower case (a bold label's "Tickets" alone would keep the capital).
    expect(applyFormatting("🎟️ **Tickets:** £12 adults\n\n## Get Your Tickets\n\nBuy them at www.band.example/tickets now.", "en")).toBe(
      "🎟️ **Tickets:** £12 adults\n\n## Get your tickets\n\nBuy them at www.band.example/tickets now.",
    );
    // A label word ("- **Location:** …") and "Windows" (the body's "windows") name nothing.
    expect(
      applyFormatting(
        "### 2. Choose a Theme and Location\n\n- **Location:** Brighton or Bath.\n\n### How Often Will You Clean My Windows?\n\nWe clean windows monthly.",
        "en",
      ),
    ).toBe("### 2. Choose a theme and location\n\n- Location: Brighton or Bath.\n\n### How often will you clean my windows?\n\nWe clean windows monthly.");
    // After a spaced dash a heading starts over, as after a colon ("Article 4 — Partage").
    expect(applyFormatting("## Article 4 — Partage\n\nLe matériel se partage entre adhérents.", "fr")).toBe(
      "## Article 4 — Partage\n\nLe matériel se partage entre adhérents.",
    );
    // An emoji inside a bold list label goes with the marks; an "-ing" word opening a sentence names nothing.
    expect(applyFormatting("- **🧠 Mental Health:** Cut waits.\n\n## Why Twinning Matters\n\nTwinning is about people. It matters.", "en")).toBe(
      "- Mental Health: Cut waits.\n\n## Why twinning matters\n\nTwinning is about people. It matters.",
    );
    // Title Case that leaves its minor words in lower case is Title Case too.
    expect(applyFormatting("## Key Types at a Glance\n\n## Choose the Right Car\n\nA car is a big step.", "en")).toBe(
      "## Key types at a glance\n\n## Choose the right car\n\nA car is a big step.",
    );
    expect(applyFormatting("## When Do The Restrictions Apply?\n\nRestrictions operate from 8 am, and you can apply online.", "en")).toBe(
      "## When do the restrictions apply?\n\nRestrictions operate from 8 am, and you can apply online.",
    );
    expect(applyFormatting("## What Is The Boiler Upgrade Scheme?\n\nThe Boiler Upgrade Scheme (BUS) pays £7,500. Upgrade your gas boiler.", "en")).toBe(
      "## What is the Boiler Upgrade Scheme?\n\nThe Boiler Upgrade Scheme (BUS) pays £7,500. Upgrade your gas boiler.",
    );
    // A capitalised word of two letters tells Title Case ("Finding Us"); a bold label after a bullet's
    // emoji is Title Case by the same hand, no evidence of a name ("Booking").
    expect(applyFormatting("## 📋 Your Booking Details\n\n- 🔖 **Booking reference:** `TCR-1`\n\n## 📍 Finding Us\n\nCall us.", "en")).toBe(
      "## Your booking details\n\n- Booking reference: `TCR-1`\n\n## Finding us\n\nCall us.",
    );
    // A gerund that opens two sentences is no name ("Buying"), and "B&B" keeps its capitals.
    expect(applyFormatting("## Why Buying Secondhand Matters At Our B&B\n\nBuying secondhand saves money. Buying local helps too.", "en")).toBe(
      "## Why buying secondhand matters at our B&B\n\nBuying secondhand saves money. Buying local helps too.",
    );
    // One hyphenated phrase is Title Case too; a hyphenated name the body writes stays.
    expect(applyFormatting("## Step-By-Step\n\nCut it.\n\n## Day-To-Day Care\n\n## Rolls-Royce\n\nWe drive a Rolls-Royce.", "en")).toBe(
      "## Step-by-step\n\nCut it.\n\n## Day-to-day care\n\n## Rolls-Royce\n\nWe drive a Rolls-Royce.",
    );
    expect(applyFormatting("## Rolls-Royce\n\nThe car is old.", "en")).toBe("## Rolls-Royce\n\nThe car is old.");
  });
});

describe("decimal commas, ordinal dots and dates end no sentence", () => {
  it.each([
    ["Der Umsatz stieg um 3,5 %. Am 3. März 2025 eröffnet das Museum. Im 19. Jahrhundert war alles anders.", 3],
    ["Sie gewann zum 3. Mal den Titel und feierte im 2. Durchgang. Danach ging es bergab.", 2],
    ["Il tasso è salito al 3,5%. Il 5 maggio 2025 apre il museo. Il biglietto costa € 12,50.", 3],
    ["A taxa subiu para 3,5 % em 12 de março de 2024. O valor chegou a R$ 18.500,00. Isso é ótimo.", 3],
    ["La tasa llegó al 3,5 % el 14 de mayo de 2024. El precio fue de 1 250 €. Nadie lo esperaba.", 3],
    ["Le 4 février 2025, le taux a atteint 3,5 %. Le prix était de 214,6 Mio. Euro selon Die Welt. Rien de plus.", 3],
  ] as const)("%s", (line, count) => {
    expect(sentencesOf(line)).toHaveLength(count);
  });
});
