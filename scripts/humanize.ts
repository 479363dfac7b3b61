// CLI: npm run humanize -- [--mode standard|aggressive] [--scrub] [--language xx] [FILE]
// Reads FILE (or stdin), prints the rewrite. The language is detected unless given.
// --scrub only replaces the AI markers (scrubMarkers), as in a hybrid pass over LLM output.

import { readFileSync } from "node:fs";
import { detectLanguage } from "../src/engine/detect.js";
import { rewriteText, scrubMarkers, SUPPORTED_LANGUAGES } from "../src/engine/rules/index.js";
import type { RewriteMode } from "../src/engine/port.js";

function usage(message?: string): never {
  if (message) process.stderr.write(`${message}\n`);
  process.stderr.write("usage: npm run humanize -- [--mode standard|aggressive] [--scrub] [--language xx] [FILE]\n");
  process.exit(2);
}

let mode: RewriteMode = "standard";
let scrub = false;
let language: string | undefined;
let file: string | undefined;
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === "--mode" || arg === "-m") {
    const value = args[++i];
    if (value !== "standard" && value !== "aggressive") usage(`unknown mode: ${value ?? "(none)"}`);
    mode = value;
  } else if (arg?.startsWith("--mode=")) {
    const value = arg.slice("--mode=".length);
    if (value !== "standard" && value !== "aggressive") usage(`unknown mode: ${value}`);
    mode = value;
  } else if (arg === "--language" || arg === "-l") {
    language = args[++i]?.toLowerCase();
  } else if (arg === "--scrub") {
    scrub = true;
  } else if (arg === "--help" || arg === "-h") {
    usage();
  } else if (arg !== undefined && !arg.startsWith("-")) {
    file = arg;
  } else if (arg === "-") {
    file = undefined;
  } else {
    usage(`unknown option: ${arg}`);
  }
}

const text = readFileSync(file ?? 0, "utf8");
const resolved = language ?? detectLanguage(text);
if (!SUPPORTED_LANGUAGES.includes(resolved)) {
  process.stderr.write(`language "${resolved}" is not supported (supported: ${SUPPORTED_LANGUAGES.join(", ")})\n`);
  process.exit(1);
}
process.stdout.write(scrub ? scrubMarkers(text, resolved) : rewriteText({ text, language: resolved, mode }));
