// CLI: npm run humanize -- [--mode standard|aggressive] [--scrub] [--language xx] [FILE]
// Reads FILE (or stdin), prints the rewrite. The language is detected unless given.
// --scrub only replaces the AI markers (scrubMarkers), as in a hybrid pass over LLM output.
// Exit codes: 0 done (also --help), 1 the file cannot be read or its language is not supported,
// 2 bad arguments or nothing to read (no FILE and stdin is a terminal). Errors are one line.

import { readFileSync } from "node:fs";
import { detectLanguage } from "../src/engine/detect.js";
import { rewriteText, scrubMarkers, SUPPORTED_LANGUAGES } from "../src/engine/rules/index.js";
import type { RewriteMode } from "../src/engine/port.js";

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

/** One line on stderr and the exit code: never a stack trace. */
function fail(code: number, message: string): never {
  process.stderr.write(`humanize: ${message}\n`);
  process.exit(code);
}

function usage(message: string): never {
  process.stderr.write(`humanize: ${message}\n${USAGE}\n`);
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
    if (!language) usage("--language needs a language code such as en");
  } else if (arg === "--scrub") {
    scrub = true;
  } else if (arg === "--help" || arg === "-h") {
    process.stdout.write(HELP);
    process.exit(0);
  } else if (arg !== undefined && !arg.startsWith("-")) {
    if (file !== undefined) usage(`one FILE at most; got "${file}" and "${arg}"`);
    file = arg;
  } else if (arg === "-") {
    file = undefined;
  } else {
    usage(`unknown option: ${arg}`);
  }
}

if (file === undefined && process.stdin.isTTY) {
  usage("no FILE given and nothing piped in; name a file, or pipe the text in");
}

function readInput(): string {
  try {
    return readFileSync(file ?? 0, "utf8");
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    const what = file === undefined ? "stdin" : `"${file}"`;
    const reasons: Record<string, string> = {
      ENOENT: "no such file",
      EISDIR: "it is a directory",
      EACCES: "permission denied",
      EPERM: "permission denied",
    };
    return fail(1, `cannot read ${what}: ${(code && reasons[code]) ?? (error as Error).message}`);
  }
}

const text = readInput();
const resolved = language ?? detectLanguage(text);
if (!SUPPORTED_LANGUAGES.includes(resolved)) {
  fail(1, `language "${resolved}" is not supported (supported: ${SUPPORTED_LANGUAGES.join(", ")})`);
}
process.stdout.write(scrub ? scrubMarkers(text, resolved) : rewriteText({ text, language: resolved, mode }));
