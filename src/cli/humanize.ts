// CLI: npm run humanize -- [--mode standard|aggressive] [--scrub] [--language xx] [FILE]
// Reads FILE (or stdin), prints the rewrite. The language is detected unless given.
// --scrub only replaces the AI markers (scrubMarkers), as in a hybrid pass over LLM output.
// Exit codes: 0 done (also --help), 1 the file cannot be read or its language is not supported,
// 2 bad arguments or nothing to read (no FILE and stdin is a terminal). Errors are one line.
// Reading the text and those conventions are ./text-input.ts, for any text CLI beside this one.

import { detectLanguage } from "../engine/detect";
import { rewriteText, scrubMarkers, SUPPORTED_LANGUAGES } from "../engine/rules/index";
import type { RewriteMode } from "../engine/port";
import { fail, readInput, requireInput, usage, type TextCli } from "./text-input";

const USAGE = "usage: npm run humanize -- [--mode standard|aggressive] [--scrub] [--language xx] [FILE]   (or pipe the text in: cat FILE | npm run humanize)";

const HELP = `Rewrites a text with the built-in rules engine and prints the rewrite.

${USAGE}

  FILE                 the text to rewrite; without it (or with -), the text is read from stdin
  -m, --mode MODE      standard (default) or aggressive (rewrites more)
  -l, --language XX    the text's language (${SUPPORTED_LANGUAGES.join(", ")}); detected when absent
      --scrub          only replace the AI-typical words and phrases
  -h, --help           show this help

Exit codes: 0 done, 1 the file cannot be read or its language is not supported, 2 bad arguments.
`;

const CLI: TextCli = { name: "humanize", usage: USAGE };

let mode: RewriteMode = "standard";
let scrub = false;
let language: string | undefined;
let file: string | undefined;
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === "--mode" || arg === "-m") {
    const value = args[++i];
    if (value !== "standard" && value !== "aggressive") usage(CLI, `unknown mode: ${value ?? "(none)"}`);
    mode = value;
  } else if (arg?.startsWith("--mode=")) {
    const value = arg.slice("--mode=".length);
    if (value !== "standard" && value !== "aggressive") usage(CLI, `unknown mode: ${value}`);
    mode = value;
  } else if (arg === "--language" || arg === "-l") {
    language = args[++i]?.toLowerCase();
    if (!language) usage(CLI, "--language needs a language code such as en");
  } else if (arg === "--scrub") {
    scrub = true;
  } else if (arg === "--help" || arg === "-h") {
    process.stdout.write(HELP);
    process.exit(0);
  } else if (arg !== undefined && !arg.startsWith("-")) {
    if (file !== undefined) usage(CLI, `one FILE at most; got "${file}" and "${arg}"`);
    file = arg;
  } else if (arg === "-") {
    file = undefined;
  } else {
    usage(CLI, `unknown option: ${arg}`);
  }
}

requireInput(CLI, file);
const text = readInput(CLI, file);
const resolved = language ?? detectLanguage(text);
if (!SUPPORTED_LANGUAGES.includes(resolved)) {
  fail(CLI, 1, `language "${resolved}" is not supported (supported: ${SUPPORTED_LANGUAGES.join(", ")})`);
}
process.stdout.write(scrub ? scrubMarkers(text, resolved) : rewriteText({ text, language: resolved, mode }));
