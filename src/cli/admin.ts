// `npm run admin -- <command>`: the operator CLI. Manages accounts through the operator API
// (/admin/v1, docs/api.md) of any deployment: create an account, show it, rotate or revoke its
// key, subscribe, cancel, add credits. See docs/cli.md.
//
//   npm run admin -- create-account
//   npm run admin -- show 9f0c1b2a3d4e5f6071829384
//   npm run admin -- subscribe 9f0c1b2a3d4e5f6071829384 --words 50000 --period-end 2026-12-31
//   ADMIN_TOKEN=… npm run admin -- credit 9f0c1b2a3d4e5f6071829384 --words 1000 --url https://api.example.com --json
//
// TypeScript run by tsx on Node 20+, with no runtime dependencies: node:util parseArgs and the
// global fetch. The answers and request bodies are typed with the API's own definitions
// (./api-types.ts, type-only: nothing of the Worker is loaded). The admin token comes from
// ADMIN_TOKEN (or, for the local dev server only, from what `npm run dev` configures) and is
// never printed. Errors go to stderr with an exit code per kind of failure.

import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { AccountView, CreatedAccount, CreditBody, ErrorCode, RotatedKey, SubscribeBody } from "./api-types";

// Output piped into a reader that stops early (`| head`) is not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw error;
  });
}

const DEV_ADMIN_TOKEN = "dev-admin-token";
const DEFAULT_TIMEOUT_SECONDS = 30;
const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * The address of the `npm run dev` of this checkout while it runs (it writes
 * .wrangler/dev-server.json with its own pid), else the default port 8787.
 */
function localDevUrl(): string {
  try {
    const { url, pid } = JSON.parse(readFileSync(path.join(PROJECT_ROOT, ".wrangler", "dev-server.json"), "utf8")) as { url?: unknown; pid: number };
    process.kill(pid, 0); // throws if that npm run dev is gone
    if (typeof url === "string" && /^http:\/\/[^/]+$/.test(url)) return url;
  } catch {
    // no dev server recorded, or it has exited
  }
  return "http://127.0.0.1:8787";
}

const DEFAULT_URL = localDevUrl();
/** The origins `npm run dev` serves on; only these get the dev token when ADMIN_TOKEN is unset. */
const LOCAL_DEV_ORIGINS = new Set(["http://127.0.0.1:8787", "http://localhost:8787", DEFAULT_URL, DEFAULT_URL.replace("//127.0.0.1:", "//localhost:")]);

const EXIT = {
  ok: 0,
  /** Any other failure: an API error without a code of its own (415, 429, …), or a CLI bug. */
  error: 1,
  /** An invalid or missing argument or option (checked before any request), or `400 invalid_request`. */
  usage: 2,
  unknownCommand: 3,
  missingToken: 4,
  /** 401 invalid_admin_token. */
  wrongToken: 5,
  /** 404 not_found on an admin route: the server has no ADMIN_TOKEN (or --url is not the API root). */
  adminDisabled: 6,
  accountNotFound: 7,
  subscriptionNotFound: 8,
  /** Connection refused, host not found, TLS failure, connection reset. */
  unreachable: 9,
  timeout: 10,
  /** An answer that is not the API's: not JSON, unexpected shape, a redirect. */
  badResponse: 11,
  /** 5xx. */
  serverError: 12,
  /** 409 subscription_already_cancelled. */
  alreadyCancelled: 13,
  /** reconcile: the ledger does not replay to the stored balances. */
  notReconciled: 14,
} as const;

type ExitCode = (typeof EXIT)[keyof typeof EXIT];

class CliError extends Error {
  readonly exitCode: ExitCode;

  constructor(exitCode: ExitCode, message: string) {
    super(message);
    this.exitCode = exitCode;
  }
}

// ── Commands ────────────────────────────────────────────────────────────────────────────────

const GLOBAL_OPTIONS = {
  url: { type: "string" },
  json: { type: "boolean" },
  timeout: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;
const COMMAND_OPTIONS = {
  words: { type: "string" },
  "period-end": { type: "string" },
  limit: { type: "string" },
  "starting-after": { type: "string" },
} as const;
const ALL_OPTIONS = { ...GLOBAL_OPTIONS, ...COMMAND_OPTIONS };

type CommandOption = keyof typeof COMMAND_OPTIONS;

/** The options of a command line, as the strict parse gives them. */
interface OptionValues {
  url?: string | undefined;
  json?: boolean | undefined;
  timeout?: string | undefined;
  help?: boolean | undefined;
  words?: string | undefined;
  "period-end"?: string | undefined;
  limit?: string | undefined;
  "starting-after"?: string | undefined;
}

interface Context {
  base: string;
  token: string;
  tokenSource: string;
  timeoutMs: number;
  json: boolean;
}

interface Command {
  args: string[];
  options: CommandOption[];
  synopsis: string;
  summary: string;
  help: string;
  run(ctx: Context, args: Record<string, string>, options: OptionValues): Promise<void>;
}

const COMMANDS: Record<string, Command> = {
  "create-account": {
    args: [],
    options: [],
    synopsis: "create-account",
    summary: "Create a trial account and print its API key (shown once)",
    help: `Creates an account on the trial plan (200 trial words by default, main balance 0) with
an API key. The key is printed once: only its hash is stored, so it cannot be shown again.

With --json: {"account_id", "api_key", "plan", "trial_balance", "balance"}.`,
    async run(ctx) {
      const body = await request(ctx, "POST", "/accounts", {}, { expect: 201, shape: isCreatedAccount });
      if (ctx.json) return printJson();
      print(`Created account ${body.account_id}.\n`);
      print(
        table([
          ["account id", body.account_id],
          ["plan", body.plan],
          ["trial balance", words(body.trial_balance)],
          ["balance", words(body.balance)],
          ["api key", body.api_key],
        ]),
      );
      print(keyWarning(body.account_id));
    },
  },

  show: {
    args: ["account_id"],
    options: [],
    synopsis: "show <account_id>",
    summary: "Show an account: plan, balances, subscription, key",
    help: `Shows an account's plan, trial and main balances, subscription (status, words per period,
period end) and the prefix and creation time of its API key (the key itself is never shown again).

With --json: the account state as the API returns it.`,
    async run(ctx, { account_id = "" }) {
      const account = await request(ctx, "GET", accountPath(account_id), undefined, { expect: 200, shape: isAccountState });
      if (ctx.json) return printJson();
      print(accountTable(account));
    },
  },

  "rotate-key": {
    args: ["account_id"],
    options: [],
    synopsis: "rotate-key <account_id>",
    summary: "Issue a new API key; the previous one stops working at once",
    help: `Issues a new API key for the account and revokes the previous one at once (its next
request gets 401). The new key is printed once.

With --json: {"api_key"}.`,
    async run(ctx, { account_id = "" }) {
      const body = await request(ctx, "POST", `${accountPath(account_id)}/api-key`, undefined, {
        expect: 201,
        shape: (value): value is RotatedKey => isObject(value) && typeof value.api_key === "string",
      });
      if (ctx.json) return printJson();
      print(`New API key for account ${account_id}; the previous key no longer works.\n`);
      print(
        table([
          ["account id", account_id],
          ["api key", body.api_key],
        ]),
      );
      print(keyWarning(account_id));
    },
  },

  "revoke-key": {
    args: ["account_id"],
    options: [],
    synopsis: "revoke-key <account_id>",
    summary: "Revoke the API key; the account has none until rotate-key",
    help: `Revokes the account's API key at once: its next request gets 401. The account keeps its
balances and subscription and has no key until \`rotate-key\` issues one.

With --json: prints nothing (the API answers 204 No Content); the exit code tells the result.`,
    async run(ctx, { account_id = "" }) {
      await request(ctx, "DELETE", `${accountPath(account_id)}/api-key`, undefined, { expect: 204 });
      if (ctx.json) return;
      print(`Revoked the API key of account ${account_id}. Requests with it now get 401;`);
      print(`\`rotate-key ${account_id}\` issues a new one.`);
    },
  },

  subscribe: {
    args: ["account_id"],
    options: ["words", "period-end"],
    synopsis: "subscribe <account_id> --words N [--period-end DATE]",
    summary: "Start or replace a subscription of N words per period",
    help: `Puts the account on the api plan with a subscription of N words per period: the main
balance is set to N (not added to), and when the period ends the balance is set to N again and
the period end moves forward one calendar month. Subscribing again replaces the subscription.

  --words N          words per period, a whole number above 0 (required)
  --period-end DATE  end of the first period, in the future: a date (2026-12-31, meaning
                     00:00 UTC) or a date-time with seconds and a zone
                     (2026-12-31T18:00:00Z, 2026-12-31T18:00:00+02:00).
                     Default: one calendar month from now.

With --json: the account state as the API returns it.`,
    async run(ctx, { account_id = "" }, options) {
      const wordsPerPeriod = positiveInteger("--words", options.words);
      const periodEnd = options["period-end"] === undefined ? undefined : futureDate("--period-end", options["period-end"]);
      const body: SubscribeBody = { words_per_period: wordsPerPeriod, ...(periodEnd === undefined ? {} : { current_period_end: periodEnd }) };
      const account = await request(ctx, "PUT", `${accountPath(account_id)}/subscription`, body, { expect: 200, shape: isAccountState });
      if (ctx.json) return printJson();
      const end = account.subscription?.current_period_end;
      print(
        `Subscribed account ${account_id} to ${words(wordsPerPeriod)} per period; balance set to ${words(account.balance)}.` +
          (end ? `\nThe period ends ${end} (${relativeTime(end)}); then the balance is set to ${words(wordsPerPeriod)} again.` : "") +
          "\n",
      );
      print(accountTable(account));
    },
  },

  usage: {
    args: ["account_id"],
    options: ["limit", "starting-after"],
    synopsis: "usage <account_id> [--limit N] [--starting-after ID]",
    summary: "List the account's ledger: every movement of its words, newest first",
    help: `Lists a page of the account's ledger, newest first: charges, refunds (and why), renewals,
credits, subscription changes and the trial grant, each with the balances after it.

  --limit N              entries per page, 1 to 100 (default 20)
  --starting-after ID    the entries before this one (the last id of the previous page)

With --json: the page as the API returns it ({"object": "list", "data", "has_more"}).`,
    async run(ctx, { account_id = "" }, options) {
      const query = new URLSearchParams();
      if (options.limit !== undefined) query.set("limit", String(positiveInteger("--limit", options.limit)));
      if (options["starting-after"] !== undefined) query.set("starting_after", options["starting-after"]);
      const suffix = query.size > 0 ? `?${query}` : "";
      const page = await request(ctx, "GET", `${accountPath(account_id)}/ledger${suffix}`, undefined, {
        expect: 200,
        shape: (value): value is { data: Record<string, unknown>[]; has_more: boolean } => isObject(value) && Array.isArray(value.data),
      });
      if (ctx.json) return printJson();
      if (page.data.length === 0) return print(`No ledger entries for account ${account_id}.`);
      const rows = page.data.map((e) => [
        String(e.id),
        String(e.created_at),
        String(e.kind) + (e.event ? ` (${String(e.event)})` : e.reason ? ` (${String(e.reason)})` : ""),
        `${e.kind === "charge" ? "−" : ""}${String(e.words)}${e.balance_type ? ` ${String(e.balance_type)}` : ""}`,
        `${String(e.balance_after)} / ${String(e.trial_balance_after)}`,
      ]);
      const header = ["id", "time", "kind", "words", "balance / trial after"];
      const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
      print(
        [header, ...rows]
          .map((r) =>
            r
              .map((cell, i) => cell.padEnd(widths[i] ?? 0))
              .join("  ")
              .trimEnd(),
          )
          .join("\n"),
      );
      const last = page.data[page.data.length - 1];
      if (page.has_more && last) print(`\nMore entries: npm run admin -- usage ${account_id} --starting-after ${String(last.id)}`);
    },
  },

  reconcile: {
    args: ["account_id"],
    options: [],
    synopsis: "reconcile <account_id>",
    summary: "Replay the ledger and compare it with the stored balances",
    help: `Replays the account's ledger since its last renewal and compares the result with the stored
balances. Exits 0 when they agree and the entries kept are whole, 14 (printing each difference)
when they do not.

With --json: the API's answer ({"reconciled", "stored", "replayed", "differences", …}).`,
    async run(ctx, { account_id = "" }) {
      const report = await request(ctx, "GET", `${accountPath(account_id)}/reconciliation`, undefined, {
        expect: 200,
        shape: (value): value is { reconciled: boolean; differences: string[]; stored: { balance: number; trial_balance: number }; entries_kept: number } =>
          isObject(value) && typeof value.reconciled === "boolean" && Array.isArray(value.differences),
      });
      if (ctx.json) printJson();
      else if (report.reconciled)
        print(
          `Account ${account_id} reconciles: the ledger (${report.entries_kept} entries kept) replays to balance ${report.stored.balance}, trial balance ${report.stored.trial_balance}.`,
        );
      else print(`Account ${account_id} does NOT reconcile:\n${report.differences.map((d) => `  - ${d}`).join("\n")}`);
      if (!report.reconciled) throw new CliError(EXIT.notReconciled, `the ledger of account ${account_id} does not reconcile`);
    },
  },

  cancel: {
    args: ["account_id"],
    options: [],
    synopsis: "cancel <account_id>",
    summary: "Cancel the subscription (usable until its period end)",
    help: `Cancels the account's subscription. It stays usable until its period end; after that the
account is back on the trial plan with whatever trial words remain.

Fails with exit code 8 if the account has no subscription, and with exit code 13 (changing
nothing) if its subscription is already cancelled.

With --json: the account state as the API returns it.`,
    async run(ctx, { account_id = "" }) {
      const account = await request(ctx, "DELETE", `${accountPath(account_id)}/subscription`, undefined, { expect: 200, shape: isAccountState });
      if (ctx.json) return printJson();
      const end = account.subscription?.current_period_end;
      print(
        `Cancelled the subscription of account ${account_id}.` +
          (end ? `\nIt stays usable until ${end} (${relativeTime(end)}); then the account is back on the trial plan.` : "") +
          "\n",
      );
      print(accountTable(account));
    },
  },

  credit: {
    args: ["account_id"],
    options: ["words"],
    synopsis: "credit <account_id> --words N",
    summary: "Add N words to the main balance",
    help: `Adds N words to the account's main balance (the one an api-plan subscription draws from).

  --words N  words to add, a whole number above 0 (required)

With --json: the account state as the API returns it.`,
    async run(ctx, { account_id = "" }, options) {
      const amount = positiveInteger("--words", options.words);
      const body: CreditBody = { words: amount };
      const account = await request(ctx, "POST", `${accountPath(account_id)}/credits`, body, { expect: 200, shape: isAccountState });
      if (ctx.json) return printJson();
      print(`Added ${words(amount)} to account ${account_id}; balance now ${words(account.balance)}.\n`);
      print(accountTable(account));
    },
  },
};

const COMMAND_NAMES = [...Object.keys(COMMANDS), "help"];

// ── Help ────────────────────────────────────────────────────────────────────────────────────

const OPTIONS_HELP = `Options:
  --url URL        base URL of the API (default ${DEFAULT_URL}, the local dev server: the
                   address \`npm run dev\` serves on while it runs, else port 8787)
  --json           print the response body as JSON on stdout and nothing else
  --timeout SECS   give up on a request after SECS seconds (default ${DEFAULT_TIMEOUT_SECONDS})
  -h, --help       show help (also: help <command>, <command> --help)`;

const TOKEN_HELP = `Admin token:
  Taken from the ADMIN_TOKEN environment variable and sent as \`Authorization: Bearer …\`;
  it is never printed. If ADMIN_TOKEN is unset and the URL is the local dev server
  (${[...LOCAL_DEV_ORIGINS].join(" or ")}; the default), the CLI uses the token
  \`npm run dev\` gives that server: ADMIN_TOKEN from .dev.vars if present, otherwise
  "${DEV_ADMIN_TOKEN}". For any other URL, ADMIN_TOKEN is required.`;

const EXIT_HELP = `Exit codes:
  0  success                        7  account not found
  1  other error                    8  no subscription (cancel)
  2  invalid arguments              9  server unreachable
  3  unknown command               10  timed out
  4  ADMIN_TOKEN not set           11  not an answer of the API (non-JSON, redirect)
  5  admin token rejected (401)    12  server error (5xx)
  6  admin API disabled (404)      13  subscription already cancelled (cancel)
                                   14  the ledger does not reconcile (reconcile)`;

function mainHelp(): string {
  const width = Math.max(...Object.values(COMMANDS).map((c) => c.synopsis.length)) + 2;
  const lines = Object.values(COMMANDS).map((c) =>
    c.synopsis.length + 2 > 34 ? `  ${c.synopsis}\n  ${" ".repeat(34)}${c.summary}` : `  ${c.synopsis.padEnd(Math.min(width, 34))}${c.summary}`,
  );
  return `Operator CLI of the Humanize API: manages accounts through /admin/v1.

Usage: npm run admin -- <command> [arguments] [options]
       node --import tsx src/cli/admin.ts <command> [arguments] [options]

Commands:
${lines.join("\n")}
  ${"help [command]".padEnd(34)}Show this help, or a command's

${OPTIONS_HELP}

${TOKEN_HELP}

${EXIT_HELP}

Examples:
  npm run admin -- create-account
  npm run admin -- subscribe 9f0c1b2a3d4e5f6071829384 --words 50000
  ADMIN_TOKEN=… npm run admin -- show 9f0c1b2a3d4e5f6071829384 --url https://api.example.com --json

More: docs/cli.md`;
}

function commandHelp(command: Command): string {
  return `Usage: npm run admin -- ${command.synopsis} [--url URL] [--json] [--timeout SECS]

${command.summary}.

${command.help}

${OPTIONS_HELP}

Run \`npm run admin -- help\` for the admin token, exit codes and the other commands.`;
}

// ── Argument handling ───────────────────────────────────────────────────────────────────────

/** Edit distance (insertions, deletions, substitutions, adjacent transpositions). */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  // The table is (a.length + 1) × (b.length + 1); every cell read below was written before.
  const at = (i: number, j: number): number => d[i]?.[j] ?? 0;
  const set = (i: number, j: number, value: number) => ((d[i] ??= [])[j] = value);
  for (let j = 1; j <= b.length; j++) set(0, j, j);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      set(i, j, Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) set(i, j, Math.min(at(i, j), at(i - 2, j - 2) + 1));
    }
  }
  return at(a.length, b.length);
}

/** The candidate closest to `input`, if it is plausibly what was meant. */
function closest(input: string, candidates: readonly string[]): string | undefined {
  const lower = input.toLowerCase();
  const prefixed = candidates.filter((c) => c.startsWith(lower) || lower.startsWith(c));
  if (prefixed.length === 1) return prefixed[0];
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(lower, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(best.length / 3)) ? best : undefined;
}

function unknownCommand(name: string): CliError {
  const suggestion = closest(name, COMMAND_NAMES);
  return new CliError(
    EXIT.unknownCommand,
    `Unknown command "${name}".` +
      (suggestion ? ` Did you mean "${suggestion}"?` : "") +
      `\nCommands: ${COMMAND_NAMES.join(", ")}. Run \`npm run admin -- help\` for usage.`,
  );
}

function usageError(message: string, commandName?: string): CliError {
  const command = commandName === undefined ? undefined : COMMANDS[commandName];
  const hint = command ? `\nUsage: npm run admin -- ${command.synopsis}  (see \`npm run admin -- help ${commandName}\`)` : "";
  return new CliError(EXIT.usage, message + hint);
}

/** Turns a parseArgs failure into a message naming the option. */
function parseFailure(error: unknown, commandName: string): CliError {
  const { message: text, code } = error as NodeJS.ErrnoException; // parseArgs throws a TypeError with a code
  const message = String(text);
  const option = /'(-{1,2}[^' ]+)/.exec(message)?.[1];
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" && option) {
    const known = [...Object.keys(GLOBAL_OPTIONS), ...Object.keys(COMMAND_OPTIONS)].map((o) => `--${o}`);
    const suggestion = closest(option.replace(/=.*/, ""), known);
    return usageError(`Unknown option ${option}.${suggestion ? ` Did you mean ${suggestion}?` : ""}`, commandName);
  }
  if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE" && option) {
    const name = option.replace(/ .*/, "");
    if (/ambiguous/.test(message)) {
      return usageError(
        `${name} needs a value, and the next argument starts with "-". Write ${name}=<value> if the value really starts with "-".`,
        commandName,
      );
    }
    if (/does not take an argument/.test(message)) return usageError(`${name} does not take a value.`, commandName);
    return usageError(`${name} needs a value.`, commandName);
  }
  return usageError(message.split("\n")[0] ?? "", commandName);
}

/** A whole number of words above 0, from an option's text. */
function positiveInteger(name: string, text: string | undefined): number {
  if (text === undefined) throw new CliError(EXIT.usage, `${name} is required: the number of words, a whole number above 0 (e.g. ${name} 50000).`);
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) {
    throw new CliError(EXIT.usage, `${name} must be a whole number of words above 0, without separators; got "${text}".`);
  }
  const value = Number(trimmed);
  if (value < 1) throw new CliError(EXIT.usage, `${name} must be above 0; got "${text}".`);
  if (!Number.isSafeInteger(value)) throw new CliError(EXIT.usage, `${name} is too large; the maximum is ${Number.MAX_SAFE_INTEGER}.`);
  return value;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d):([0-5]\d)(\.\d+)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/** A date or date-time in the future, as the API accepts it (contract §8); returned unchanged. */
function futureDate(name: string, text: string): string {
  const formats = "a date (2026-12-31, meaning 00:00 UTC) or a date-time with seconds and a zone (2026-12-31T18:00:00Z, 2026-12-31T18:00:00+02:00)";
  const match = DATE_ONLY.exec(text) ?? DATE_TIME.exec(text);
  if (!match) throw new CliError(EXIT.usage, `${name} must be ${formats}; got "${text}".`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) {
    throw new CliError(EXIT.usage, `${name}: "${text}" is not a calendar date.`);
  }
  const at = Date.parse(text);
  if (Number.isNaN(at)) throw new CliError(EXIT.usage, `${name} must be ${formats}; got "${text}".`);
  if (at <= Date.now()) {
    throw new CliError(EXIT.usage, `${name} must be in the future; "${text}" is ${new Date(at).toISOString()}, ${relativeTime(at)}.`);
  }
  return text;
}

function accountIdArgument(commandName: string, value: string): string {
  if (/^hum_[0-9a-f]{24}_/.test(value)) {
    throw usageError("account_id looks like an API key. Pass the account id: the 24 hex characters after `hum_`.", commandName);
  }
  if (!value.trim() || /[\s/?#]/.test(value)) throw usageError(`account_id "${value}" is not an account id.`, commandName);
  return value;
}

function baseUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new CliError(EXIT.usage, `--url must be an http:// or https:// URL such as ${DEFAULT_URL}; got "${text}".`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new CliError(EXIT.usage, `--url must be an http:// or https:// URL such as ${DEFAULT_URL}; got "${url.protocol}" URL.`);
  }
  if (url.username || url.password) throw new CliError(EXIT.usage, "--url must not carry a user name or password; the admin token goes in ADMIN_TOKEN.");
  if (url.search || url.hash) throw new CliError(EXIT.usage, `--url must be the API's base URL, without "?" or "#"; got "${text}".`);
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

function timeoutMs(text: string | undefined): number {
  if (text === undefined) return DEFAULT_TIMEOUT_SECONDS * 1000;
  const seconds = /^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : NaN;
  if (!(seconds > 0 && seconds <= 3600)) throw new CliError(EXIT.usage, `--timeout must be a number of seconds above 0 (at most 3600); got "${text}".`);
  return Math.round(seconds * 1000);
}

function devVarsAdminToken(): string | undefined {
  const file = path.join(PROJECT_ROOT, ".dev.vars");
  if (!existsSync(file)) return undefined;
  const line = readFileSync(file, "utf8")
    .split(/\r?\n/)
    .find((l) => l.startsWith("ADMIN_TOKEN="));
  return line?.slice("ADMIN_TOKEN=".length).trim().replace(/^"|"$/g, "") || undefined;
}

/** The admin token and where it came from (for messages; the token itself is never shown). */
function adminToken(base: string): { token: string; source: string } {
  const fromEnv = process.env.ADMIN_TOKEN;
  if (fromEnv) return { token: fromEnv, source: "ADMIN_TOKEN" };
  if (LOCAL_DEV_ORIGINS.has(base)) {
    const fromDevVars = devVarsAdminToken();
    if (fromDevVars) return { token: fromDevVars, source: "ADMIN_TOKEN in .dev.vars (ADMIN_TOKEN is not set)" };
    return { token: DEV_ADMIN_TOKEN, source: "the built-in token of `npm run dev` (ADMIN_TOKEN is not set)" };
  }
  throw new CliError(
    EXIT.missingToken,
    `ADMIN_TOKEN is not set. Set it to the Worker's ADMIN_TOKEN secret to manage accounts at ${base}, e.g.\n` +
      "  ADMIN_TOKEN=<token> npm run admin -- …" +
      (fromEnv === "" ? "\n(ADMIN_TOKEN is set but empty.)" : ""),
  );
}

// ── HTTP ────────────────────────────────────────────────────────────────────────────────────

function accountPath(id: string): string {
  return `/accounts/${encodeURIComponent(id)}`;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
// Lenient on purpose: the fields the CLI reads first, so that an older or newer API still shows.
const isAccountState = (value: unknown): value is AccountView => isObject(value) && typeof value.account_id === "string" && typeof value.plan === "string";
const isCreatedAccount = (value: unknown): value is CreatedAccount => isAccountState(value) && typeof (value as { api_key?: unknown }).api_key === "string";
/** An error answer: its code may be one this CLI does not know yet. */
const isErrorAnswer = (value: unknown): value is { error: string; message?: unknown } => isObject(value) && typeof value.error === "string";

function isLoopback(base: string): boolean {
  const host = new URL(base).hostname;
  return host === "localhost" || host === "[::1]" || /^127\./.test(host);
}

/** The low-level cause of a failed fetch (undici wraps it, sometimes in an AggregateError). */
/** What a thrown value may carry: fetch's TypeError, its cause, an AggregateError's errors. */
interface ThrownLike {
  name?: string;
  code?: string;
  message?: string;
  cause?: unknown;
  errors?: unknown[];
}

function causeCode(error: unknown): { code: string | undefined; text: string } {
  const thrown = error as ThrownLike | null | undefined;
  let cause = (thrown?.cause ?? thrown) as ThrownLike | null | undefined;
  if (cause?.errors?.length && !cause.code) cause = cause.errors[0] as ThrownLike | null | undefined;
  return { code: cause?.code, text: cause?.message ?? String(cause) };
}

function transportError(error: unknown, ctx: Context, method: string, url: string, requestId: string): CliError {
  const target = `${method} ${url}`;
  const name = (error as ThrownLike | null | undefined)?.name;
  if (name === "TimeoutError" || name === "AbortError") {
    return new CliError(
      EXIT.timeout,
      `Timed out after ${ctx.timeoutMs / 1000} s waiting for ${target} (request id ${requestId}).\n` +
        "The server may be overloaded or stuck; retry, or allow longer with --timeout SECS. " +
        "A write may still have happened: check with `show` before retrying it.",
    );
  }
  const { code, text } = causeCode(error);
  if (code === "UND_ERR_CONNECT_TIMEOUT" || code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT" || code === "ETIMEDOUT") {
    const scheme = ctx.base.startsWith("https:") ? " If the server speaks plain HTTP, use an http:// URL." : "";
    return new CliError(EXIT.timeout, `Timed out connecting to ${ctx.base} (${code}) for ${target}. Check --url and the network, or retry.${scheme}`);
  }
  const hint = isLoopback(ctx.base)
    ? `Is the local server running? Start it with \`npm run dev\`, or pass --url with the API's address.`
    : "Check --url and the network.";
  const reasons: Record<string, string> = {
    ECONNREFUSED: "connection refused",
    ENOTFOUND: "host not found",
    EAI_AGAIN: "host name lookup failed",
    ECONNRESET: "connection reset",
    EHOSTUNREACH: "host unreachable",
    ENETUNREACH: "network unreachable",
    UND_ERR_SOCKET: "connection closed by the server",
    EPROTO: "TLS handshake failed (http:// vs https:// mix-up?)",
  };
  const reason =
    (code === undefined ? undefined : reasons[code]) ??
    (/CERT|SSL|TLS/i.test(String(code)) ? `TLS certificate problem (${code})` : `${code ?? "network error"}: ${text}`);
  return new CliError(EXIT.unreachable, `Cannot reach the API at ${ctx.base}: ${reason}.\n${hint}`);
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 120 ? `${flat.slice(0, 120)}…` : flat;
}

/**
 * One call to the operator API. Returns the parsed body of a response with status `expect`;
 * throws a CliError with the right exit code for everything else.
 */
function request<T>(
  ctx: Context,
  method: string,
  route: string,
  body: object | undefined,
  expected: { expect: number; shape: (value: unknown) => value is T },
): Promise<T>;
function request(ctx: Context, method: string, route: string, body: object | undefined, expected: { expect: number }): Promise<unknown>;
async function request<T>(
  ctx: Context,
  method: string,
  route: string,
  body: object | undefined,
  { expect, shape }: { expect: number; shape?: (value: unknown) => value is T },
): Promise<unknown> {
  const url = `${ctx.base}/admin/v1${route}`;
  const requestId = randomUUID();
  const headers: Record<string, string> = {
    Authorization: `Bearer ${ctx.token}`,
    Accept: "application/json",
    "User-Agent": "humanize-admin-cli",
    "X-Request-Id": requestId,
  };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const signal = AbortSignal.timeout(ctx.timeoutMs);
  let response: Response;
  let text: string;
  try {
    // No redirects: the admin token must go to --url and nowhere else.
    response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: "manual", signal });
    text = await response.text();
  } catch (error) {
    throw transportError(error, ctx, method, url, requestId);
  }

  const status = response.status;
  const id = response.headers.get("X-Request-Id") || requestId;
  const contentType = response.headers.get("Content-Type") ?? "";
  let parsed: unknown;
  let isJson = false;
  if (text.length > 0) {
    try {
      parsed = JSON.parse(text);
      isJson = true;
    } catch {
      // handled below
    }
  }
  const apiError = isJson && isErrorAnswer(parsed) ? parsed : undefined;
  const described = apiError ? `${status} ${apiError.error}: ${String(apiError.message ?? "")}`.trim() : `${status} ${response.statusText}`.trim();

  if (status >= 500) {
    const retryAfter = response.headers.get("Retry-After");
    throw new CliError(
      EXIT.serverError,
      `Server error from ${method} ${url}: ${described}\n` +
        `Request id: ${id}` +
        (retryAfter ? ` (retry after ${retryAfter} s)` : "") +
        (apiError ? "" : isJson ? "" : text ? `\nBody (${contentType || "no content type"}): ${snippet(text)}` : "") +
        "\nQuote the request id when reporting it; the server logs it with the error.",
    );
  }
  if (status >= 300 && status < 400) {
    const location = response.headers.get("Location");
    throw new CliError(
      EXIT.badResponse,
      `${method} ${url} was answered with a redirect (${status}${location ? ` to ${location}` : ""}). The CLI does not follow redirects, ` +
        `so the admin token only goes to --url: point --url at the API's own address${location ? ` (e.g. ${new URL(location, url).origin})` : ""}.`,
    );
  }
  if (status === expect && expect === 204) return undefined;
  if (!isJson) {
    throw new CliError(
      EXIT.badResponse,
      `${method} ${url} answered ${status} with ${text ? `a body that is not JSON (${contentType || "no content type"}): ${snippet(text)}` : "an empty body"}\n` +
        `This is not an answer of the Humanize API; is --url (${ctx.base}) the API's base URL? Request id: ${id}.`,
    );
  }
  if (status === expect) {
    if (shape && !shape(parsed)) {
      throw new CliError(
        EXIT.badResponse,
        `${method} ${url} answered ${status} with JSON the CLI does not understand: ${snippet(text)}\nIs --url the Humanize API? Request id: ${id}.`,
      );
    }
    lastBody = text;
    return parsed;
  }
  if (!apiError) {
    throw new CliError(
      EXIT.badResponse,
      `${method} ${url} answered ${status} with unexpected JSON: ${snippet(text)}\nIs --url the Humanize API? Request id: ${id}.`,
    );
  }

  // Checked against the API's error codes; one this CLI does not know falls through to the end.
  switch (apiError.error as ErrorCode) {
    case "invalid_admin_token":
      throw new CliError(
        EXIT.wrongToken,
        `The server at ${ctx.base} rejected the admin token (401 invalid_admin_token). The token came from ${ctx.tokenSource}.\n` +
          "Set ADMIN_TOKEN to the Worker's ADMIN_TOKEN secret (locally: the one `npm run dev` or .dev.vars sets).",
      );
    case "account_not_found":
      throw new CliError(
        EXIT.accountNotFound,
        `${String(apiError.message)} (404 account_not_found at ${ctx.base}). Check the account id; \`create-account\` makes a new one.`,
      );
    case "subscription_not_found":
      throw new CliError(EXIT.subscriptionNotFound, `${String(apiError.message)} (404 subscription_not_found). \`subscribe\` starts one.`);
    case "subscription_already_cancelled":
      throw new CliError(
        EXIT.alreadyCancelled,
        `${String(apiError.message)} (409 subscription_already_cancelled). Nothing was changed; \`subscribe\` starts a new one.`,
      );
    case "not_found":
      throw new CliError(
        EXIT.adminDisabled,
        `The operator API is disabled at ${ctx.base}: ${method} ${new URL(url).pathname} answered 404 not_found.\n` +
          "The Worker has no ADMIN_TOKEN secret, so every /admin route answers 404. Set one with `wrangler secret put ADMIN_TOKEN` " +
          "(locally: `npm run dev` sets one, or --var ADMIN_TOKEN:<token> / .dev.vars). Or --url is not the API's base URL.",
      );
    case "invalid_request":
      throw new CliError(EXIT.usage, `The server rejected the arguments: ${String(apiError.message)} (400 invalid_request).`);
  }
  if (status === 401) {
    throw new CliError(EXIT.wrongToken, `The server at ${ctx.base} rejected the admin token: ${described}. The token came from ${ctx.tokenSource}.`);
  }
  throw new CliError(EXIT.error, `${method} ${url} failed: ${described} (request id ${id}).`);
}

// ── Output ──────────────────────────────────────────────────────────────────────────────────

function print(text: string): void {
  process.stdout.write(`${text}\n`);
}

/** The body of the last successful response, exactly as received (for --json). */
let lastBody = "";

/** --json: the response body exactly as the API sent it, and a newline. */
function printJson(): void {
  process.stdout.write(lastBody.endsWith("\n") ? lastBody : `${lastBody}\n`);
}

const numberFormat = new Intl.NumberFormat("en-US");
function words(n: unknown): string {
  return typeof n === "number" ? `${numberFormat.format(n)} ${n === 1 ? "word" : "words"}` : String(n);
}

/** "in 30 days", "2 hours ago", … */
function relativeTime(at: string | number, now = Date.now()): string {
  const ms = typeof at === "number" ? at : Date.parse(at);
  if (Number.isNaN(ms)) return "unknown time";
  const diff = ms - now;
  const abs = Math.abs(diff);
  const units: [Intl.RelativeTimeFormatUnit, number, number][] = [
    ["year", 365 * 86_400_000, 2 * 365 * 86_400_000],
    ["month", 30 * 86_400_000, 60 * 86_400_000],
    ["day", 86_400_000, 2 * 86_400_000],
    ["hour", 3_600_000, 2 * 3_600_000],
    ["minute", 60_000, 2 * 60_000],
  ];
  const format = new Intl.RelativeTimeFormat("en", { numeric: "always" });
  for (const [unit, size, from] of units) if (abs >= from) return format.format(Math.round(diff / size), unit);
  return diff >= 0 ? "in under 2 minutes" : "under 2 minutes ago";
}

function table(rows: [string, string][]): string {
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return rows.map(([label, value]) => `${label.padEnd(width)}${value}`).join("\n");
}

function accountTable(account: AccountView): string {
  const rows: [string, string][] = [
    ["account id", account.account_id],
    ["plan", account.plan],
    ["trial balance", words(account.trial_balance)],
    ["balance", words(account.balance)],
  ];
  const sub = account.subscription;
  if (!sub) {
    rows.push(["subscription", "none"]);
  } else {
    const status = sub.status === "cancelled" ? "cancelled (usable until the period end)" : sub.status;
    rows.push(["subscription", `${status}, ${words(sub.words_per_period)} per period`]);
    rows.push([sub.status === "cancelled" ? "ends" : "period end", `${sub.current_period_end} (${relativeTime(sub.current_period_end)})`]);
  }
  const key = account.key;
  rows.push(["api key", key ? `${key.prefix}… (created ${key.created_at}, ${relativeTime(key.created_at)})` : "none (revoked; `rotate-key` issues one)"]);
  return table(rows);
}

function keyWarning(accountId: string): string {
  return (
    "\nWarning: this API key is shown only now and cannot be shown again (only its hash is stored).\n" +
    `Store it safely. If it is lost, \`rotate-key ${accountId}\` issues a new one and revokes this one.`
  );
}

// ── Main ────────────────────────────────────────────────────────────────────────────────────

/** `--words -5` → `--words=-5`, so that a negative number is reported as a bad value, not a missing one. */
function joinNegativeValues(argv: string[]): string[] {
  const valued = new Set(["--words", "--period-end", "--timeout", "--url"]);
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (valued.has(arg) && /^-\d/.test(argv[i + 1] ?? "")) out.push(`${arg}=${argv[++i]}`);
    else out.push(arg);
  }
  return out;
}

// biome-ignore lint/suspicious/noConfusingVoidType: a command either prints (void) or names its exit code
async function main(rawArgv: string[]): Promise<ExitCode | void> {
  const argv = joinNegativeValues(rawArgv);
  // First pass, lenient: find the command and whether help was asked for.
  const loose = parseArgs({ args: argv, options: ALL_OPTIONS, allowPositionals: true, strict: false });
  const [name, ...rest] = loose.positionals;

  if (name === undefined) {
    if (loose.values.help) return print(mainHelp());
    process.stderr.write(`${mainHelp()}\n\nNo command given.\n`);
    return EXIT.usage;
  }
  if (name === "help") {
    const [topic] = rest;
    if (topic === undefined) return print(mainHelp());
    const command = COMMANDS[topic];
    if (!command) throw unknownCommand(topic);
    return print(commandHelp(command));
  }
  const command = COMMANDS[name];
  if (!command) throw unknownCommand(name);
  if (loose.values.help) return print(commandHelp(command));

  // Second pass, strict: only this command's options.
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: typeof ALL_OPTIONS; allowPositionals: true; strict: true }>>;
  try {
    parsed = parseArgs({ args: argv, options: ALL_OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw parseFailure(error, name);
  }
  const values: OptionValues = parsed.values;
  for (const option of Object.keys(COMMAND_OPTIONS) as CommandOption[]) {
    if (values[option] !== undefined && !command.options.includes(option)) {
      const takers = Object.keys(COMMANDS).filter((c) => COMMANDS[c]?.options.includes(option));
      throw usageError(`${name} does not take --${option} (${takers.join(" and ")} do${takers.length === 1 ? "es" : ""}).`, name);
    }
  }
  const given = parsed.positionals.slice(1);
  if (given.length < command.args.length)
    throw usageError(
      `${name} needs ${command.args
        .slice(given.length)
        .map((a) => `<${a}>`)
        .join(" ")}.`,
      name,
    );
  if (given.length > command.args.length) {
    throw usageError(
      `${name} takes ${command.args.length === 0 ? "no arguments" : command.args.map((a) => `<${a}>`).join(" ")}; unexpected "${given[command.args.length]}".`,
      name,
    );
  }
  // Exactly command.args.length arguments were given (checked above).
  const args = Object.fromEntries(command.args.map((arg, i) => [arg, arg === "account_id" ? accountIdArgument(name, given[i] ?? "") : (given[i] ?? "")]));

  // Everything local is checked before any request: options, then the token.
  const base = baseUrl(values.url ?? DEFAULT_URL);
  const timeout = timeoutMs(values.timeout);
  if (values.words !== undefined || command.options.includes("words")) positiveInteger("--words", values.words);
  if (values["period-end"] !== undefined) futureDate("--period-end", values["period-end"]);
  const { token, source } = adminToken(base);
  tokenInUse = token;

  await command.run({ base, token, tokenSource: source, timeoutMs: timeout, json: Boolean(values.json) }, args, values);
  return EXIT.ok;
}

/** The admin token of this run, once known. */
let tokenInUse = process.env.ADMIN_TOKEN;

/** Never lets the admin token reach the terminal, whatever a message quotes. */
function redact(text: string): string {
  return tokenInUse && tokenInUse.length >= 4 ? text.split(tokenInUse).join("[ADMIN_TOKEN]") : text;
}

try {
  process.exitCode = (await main(process.argv.slice(2))) ?? EXIT.ok;
} catch (error) {
  if (error instanceof CliError) {
    process.stderr.write(`${redact(`Error: ${error.message}`)}\n`);
    process.exitCode = error.exitCode;
  } else {
    process.stderr.write(`${redact(`Unexpected error in the admin CLI: ${(error as Error | null | undefined)?.stack ?? error}`)}\n`);
    process.exitCode = EXIT.error;
  }
}
