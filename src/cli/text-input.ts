// What the text CLIs share (`npm run humanize`, and any other that reads a text: an `analyze`
// command would be another file beside it): a name that prefixes their one-line errors, their
// usage line, and reading the text from FILE or stdin. Errors are one line and an exit code,
// never a stack trace: 1 the text cannot be read, 2 bad arguments or nothing to read.

import { readFileSync } from "node:fs";
import { detectLanguage } from "../engine/detect";
import { SUPPORTED_LANGUAGES } from "../engine/rules/index";

/** A text CLI: its name (the prefix of its messages) and its usage line. */
export interface TextCli {
  readonly name: string;
  readonly usage: string;
}

/** One line on stderr and the exit code: never a stack trace. */
export function fail(cli: TextCli, code: number, message: string): never {
  process.stderr.write(`${cli.name}: ${message}\n`);
  process.exit(code);
}

/** A bad argument: the reason, then the usage line; exit 2. */
export function usage(cli: TextCli, message: string): never {
  process.stderr.write(`${cli.name}: ${message}\n${cli.usage}\n`);
  process.exit(2);
}

/** Without FILE the text comes from stdin: refuses to wait on a terminal (exit 2). */
export function requireInput(cli: TextCli, file: string | undefined): void {
  if (file === undefined && process.stdin.isTTY) {
    usage(cli, "no FILE given and nothing piped in; name a file, or pipe the text in");
  }
}

/** The text of `file`, or of stdin when it is undefined; exit 1 when it cannot be read. */
export function readInput(cli: TextCli, file: string | undefined): string {
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
    return fail(cli, 1, `cannot read ${what}: ${(code && reasons[code]) ?? (error as Error).message}`);
  }
}

/**
 * The language to read `text` in: the given tag's primary subtag ("pt-BR" → "pt"), or the
 * detected one; a language the built-in engine lacks ends the CLI with exit 1.
 */
export function resolveTextLanguage(cli: TextCli, text: string, given: string | undefined): string {
  const language = given ? (given.split(/[-_]/u)[0] ?? given).toLowerCase() : detectLanguage(text);
  if (!SUPPORTED_LANGUAGES.includes(language)) {
    fail(cli, 1, `language "${language}" is not supported (supported: ${SUPPORTED_LANGUAGES.join(", ")})`);
  }
  return language;
}
