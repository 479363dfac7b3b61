// `npm run bench:bundle`: the Worker's size and the five non-English languages' share of it.
// Builds the Worker as `wrangler deploy --dry-run` does, then builds it again from a scratch copy
// of src/ in which the languages' ten data files (lexicon/<code>.ts, lang/<code>-structure.ts) and
// German's two small rule files (lang/de-punctuation.ts, lang/de-spelling.ts) are replaced by empty
// exports. The difference is what the languages' data adds (issue 22: at most
// +150 KB gzip). Sizes are `gzip -c index.js | wc -c` (GNU gzip, level 6; Node's zlib at the same
// level gives about 1 KB more, and is used only when there is no gzip on PATH).
// Offline: no account, no network.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const LANGUAGES = ["de", "es", "fr", "it", "pt"] as const;
const root = resolve(import.meta.dirname, "..");
const work = mkdtempSync(join(tmpdir(), "bench-bundle-"));

function build(dir: string, out: string): number {
  const wrangler = join(root, "node_modules", ".bin", "wrangler");
  const run = spawnSync(wrangler, ["deploy", "--dry-run", "--outdir", out], {
    cwd: dir,
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`wrangler deploy --dry-run failed in ${dir}:\n${run.stderr}`);
  return gzipped(readFileSync(join(out, "index.js")));
}

function gzipped(bytes: Buffer): number {
  const run = spawnSync("gzip", ["-c", "-6"], { input: bytes, maxBuffer: 64 * 1024 * 1024 });
  return run.status === 0 ? run.stdout.length : gzipSync(bytes, { level: 6 }).length;
}

/** gzip bytes of one file minified alone (esbuild), for the per-file lines. */
function fileSize(path: string): number {
  const run = spawnSync(join(root, "node_modules", ".bin", "esbuild"), ["--minify", "--loader=ts"], { input: readFileSync(path), encoding: "buffer" });
  if (run.status !== 0) throw new Error(`esbuild failed on ${path}`);
  return gzipped(run.stdout);
}

try {
  const full = build(root, join(work, "full"));
  const copy = join(work, "stub");
  cpSync(join(root, "src"), join(copy, "src"), { recursive: true });
  for (const file of ["package.json", "wrangler.toml", "tsconfig.json"]) cpSync(join(root, file), join(copy, file));
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"));
  for (const code of LANGUAGES) {
    const upper = code.toUpperCase();
    writeFileSync(join(copy, "src/engine/rules/lexicon", `${code}.ts`), `export const ${upper}_LEXICON = "";\n`);
    let structure = `import type { StructureData } from "./structure-data.js";\nexport const ${upper}_STRUCTURE = {} as StructureData;\n`;
    if (code === "de") structure += `export const DE_STRUCTURE_WORDS = "";\n`;
    writeFileSync(join(copy, "src/engine/rules/lang", `${code}-structure.ts`), structure);
  }
  // German's own small files: its colon rule's prepositions and the Swiss respelling.
  writeFileSync(join(copy, "src/engine/rules/lang/de-punctuation.ts"), "export const GERMAN_PREPOSITIONS: ReadonlySet<string> = new Set();\n");
  writeFileSync(
    join(copy, "src/engine/rules/lang/de-spelling.ts"),
    "export const respellGerman = (replacement: string, _isLowerWord: unknown): string => replacement;\n",
  );
  const stub = build(copy, join(work, "stub-out"));
  const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;
  console.log(`Worker (gzip):                 ${full.toLocaleString("en")} B`);
  console.log(`without the languages' data:   ${stub.toLocaleString("en")} B`);
  console.log(`languages' data:               +${kb(full - stub)} (${(full - stub).toLocaleString("en")} B; limit +150 KB)`);
  console.log("\nper file, minified alone (gzip B):");
  for (const code of LANGUAGES) {
    const own = code === "de" ? ["src/engine/rules/lang/de-punctuation.ts", "src/engine/rules/lang/de-spelling.ts"] : [];
    for (const file of [`src/engine/rules/lexicon/${code}.ts`, `src/engine/rules/lang/${code}-structure.ts`, ...own]) {
      console.log(`  ${String(fileSize(join(root, file))).padStart(6)}  ${file}`);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
