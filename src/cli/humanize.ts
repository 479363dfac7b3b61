// CLI: npm run humanize -- [--mode standard|aggressive] [--scrub] [--report] [--language xx] [FILE]
// Reads FILE (or stdin), prints the rewrite. The language is detected unless given.
// --scrub only replaces the AI markers (scrubMarkers), as in a hybrid pass over LLM output.
// --report also writes the change report (the API's "report": true) to stderr, so stdout stays
// the rewrite alone.
// Exit codes: 0 done (also --help), 1 the file cannot be read or its language is not supported,
// 2 bad arguments or nothing to read (no FILE and stdin is a terminal). Errors are one line.
// Reading the text and those conventions are ./text-input.ts, for any text CLI beside this one.

import { rewriteText, scrubMarkers, SUPPORTED_LANGUAGES } from "../engine/rules/index";
import type { RewriteMode } from "../engine/port";
import { changeReport, type ChangeReport } from "../engine/report";
import { readInput, requireInput, resolveTextLanguage, usage, type TextCli } from "./text-input";

const USAGE =
  "usage: npm run humanize -- [--mode standard|aggressive] [--scrub] [--report] [--language xx] [FILE]   (or pipe the text in: cat FILE | npm run humanize)";

const HELP = `Rewrites a text with the built-in rules engine and prints the rewrite.

${USAGE}

  FILE                 the text to rewrite; without it (or with -), the text is read from stdin
  -m, --mode MODE      standard (default) or aggressive (rewrites more)
  -l, --language XX    the text's language (${SUPPORTED_LANGUAGES.join(", ")}); detected when absent
      --scrub          only replace the AI-typical words and phrases
      --report         also write what changed to stderr: every edit with the sign it removed,
                       the signs before and after, protected spans kept, the signs left and why
  -h, --help           show this help

Exit codes: 0 done, 1 the file cannot be read or its language is not supported, 2 bad arguments.
`;

const CLI: TextCli = { name: "humanize", usage: USAGE };

let mode: RewriteMode = "standard";
let scrub = false;
let report = false;
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
  } else if (arg === "--report") {
    report = true;
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
const resolved = resolveTextLanguage(CLI, text, language);
const output = scrub ? scrubMarkers(text, resolved) : rewriteText({ text, language: resolved, mode });
process.stdout.write(output);
if (report) process.stderr.write(formatReport(changeReport(text, output, resolved, mode)));

/** The change report for a terminal: one line per edit, then the counts and the signs left. */
function formatReport(r: ChangeReport): string {
  const quote = (value: string) => JSON.stringify(value.length > 70 ? `${value.slice(0, 70)}…` : value);
  const lines = [
    "",
    `${r.changes.length} edits; signs of AI writing ${r.signs_before} → ${r.signs_after}; ` +
      `${(r.words_changed_ratio * 100).toFixed(1)}% of the words changed; protected spans kept ${r.protected.kept} of ${r.protected.total}`,
    ...r.changes.map((c) => `  ${quote(c.before)} → ${quote(c.after)}${c.family ? `  [${c.family}]` : ""}`),
  ];
  if (r.remaining.length > 0) lines.push("signs left:", ...r.remaining.map((s) => `  ${quote(s.excerpt)} [${s.family}]: ${s.reason}`));
  return `${lines.join("\n")}\n`;
}
