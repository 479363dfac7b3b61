// CLI: npm run analyze -- [--json] [--language xx] [FILE]
// Reads FILE (or stdin) and lists the signs of AI writing in it, as POST /api/v1/analyze does:
// each with its line and column, family, excerpt and explanation. A count of known writing
// patterns (docs/ai-writing-signs.md), not a probability that a model wrote the text.
// --json prints the API's answer ({words, signs, signs_per_1000_words}) instead.
// Exit codes as for `npm run humanize`: 0 done, 1 unreadable file or unsupported language, 2 bad arguments.

import { countWords } from "../domain/words";
import { analyzeSigns, signsPerThousandWords } from "../engine/report";
import { SUPPORTED_LANGUAGES } from "../engine/rules/index";
import { readInput, requireInput, resolveTextLanguage, usage, type TextCli } from "./text-input";

const USAGE = "usage: npm run analyze -- [--json] [--language xx] [FILE]   (or pipe the text in: cat FILE | npm run analyze)";

const HELP = `Lists the signs of AI writing in a text, with the built-in sign catalogue.

${USAGE}

  FILE                 the text to read; without it (or with -), the text is read from stdin
  -l, --language XX    the text's language (${SUPPORTED_LANGUAGES.join(", ")}); detected when absent
      --json           print the API's answer as JSON
  -h, --help           show this help

It counts known writing patterns; it is not a probability that a model wrote the text.
Exit codes: 0 done, 1 the file cannot be read or its language is not supported, 2 bad arguments.
`;

const CLI: TextCli = { name: "analyze", usage: USAGE };

let json = false;
let language: string | undefined;
let file: string | undefined;
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === "--language" || arg === "-l") {
    language = args[++i]?.toLowerCase();
    if (!language) usage(CLI, "--language needs a language code such as en");
  } else if (arg === "--json") {
    json = true;
  } else if (arg === "--help" || arg === "-h") {
    process.stdout.write(HELP);
    process.exit(0);
  } else if (arg === "-") {
    file = undefined;
  } else if (arg !== undefined && !arg.startsWith("-")) {
    if (file !== undefined) usage(CLI, `one FILE at most; got "${file}" and "${arg}"`);
    file = arg;
  } else {
    usage(CLI, `unknown option: ${arg}`);
  }
}

requireInput(CLI, file);
const text = readInput(CLI, file);
const resolved = resolveTextLanguage(CLI, text, language);
const signs = analyzeSigns(text, resolved);
const words = countWords(text);
const per1000 = signsPerThousandWords(signs.length, words);
if (json) {
  process.stdout.write(`${JSON.stringify({ words, signs, signs_per_1000_words: per1000 }, null, 2)}\n`);
} else {
  const lines = signs.map((sign) => {
    const before = text.slice(0, sign.start);
    const line = before.split("\n").length;
    const column = sign.start - before.lastIndexOf("\n");
    const excerpt = sign.excerpt.length > 60 ? `${sign.excerpt.slice(0, 60)}…` : sign.excerpt;
    return `${line}:${column}  ${sign.family}  ${JSON.stringify(excerpt)}\n    ${sign.explanation}`;
  });
  lines.push(
    `${signs.length} signs of AI writing in ${words} words (${per1000} per 1,000 words): a count of known writing patterns, not a probability that a model wrote the text.`,
  );
  process.stdout.write(`${lines.join("\n")}\n`);
}
