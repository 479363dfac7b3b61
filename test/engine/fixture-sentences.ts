// The sentences of the engine's fixture sets, for the checks that run a pattern list over every
// sentence the project has (prefilter.test.ts, lower-case.test.ts), and the languages with structure data.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DE_STRUCTURE } from "../../src/engine/rules/lang/de-structure.js";
import { ES_STRUCTURE } from "../../src/engine/rules/lang/es-structure.js";
import { FR_STRUCTURE } from "../../src/engine/rules/lang/fr-structure.js";
import { IT_STRUCTURE } from "../../src/engine/rules/lang/it-structure.js";
import { PT_STRUCTURE } from "../../src/engine/rules/lang/pt-structure.js";
import type { StructureData } from "../../src/engine/rules/lang/structure-data.js";

const ROOT = path.resolve(import.meta.dirname, "../fixtures/engine");

/** Every sentence of the sets whose folder starts with `prefix` ("heldout", or "languages" with a language `code`). */
export function fixtureSentences(prefix: string, code: string | null): string[] {
  const out: string[] = [];
  for (const dir of readdirSync(ROOT).filter((d) => d.startsWith(prefix))) {
    const folder = code ? path.join(ROOT, dir, code) : path.join(ROOT, dir);
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder).filter((f) => f.endsWith(".md") && f !== "README.md"))
      for (const line of readFileSync(path.join(folder, file), "utf8").split("\n"))
        for (const s of line.split(/(?<=[.!?])\s+/u)) if (s.trim() !== "") out.push(s.trim().replace(/^[#>*\-\s]+/u, ""));
  }
  return out;
}

/** The languages with structure data of their own. */
export const STRUCTURE_LANGUAGES: readonly [string, StructureData][] = [
  ["de", DE_STRUCTURE],
  ["es", ES_STRUCTURE],
  ["fr", FR_STRUCTURE],
  ["it", IT_STRUCTURE],
  ["pt", PT_STRUCTURE],
];
