// `npm test`'s pretest step: the suite needs two programs besides Node, both Debian packages:
// `redis-server` (the Redis store is tested against a real one) and `chromium` (the playground
// is tested in a headless browser; playwright-core drives it and never downloads one).
// Found on PATH: nothing to do. Missing: installed with apt-get when this is a Debian-like
// system and we are root; otherwise the run stops at once with one line naming the command.
// It runs under tsx, a dev dependency: `npm test` needs `npm ci` first anyway (vitest is one too).
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

/** program → the Debian package that provides it */
const NEEDED: Record<string, string> = { "redis-server": "redis-server", chromium: "chromium" };

/** The absolute path of `program` on PATH, or undefined. */
export function which(program: string): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, program);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

function fail(packages: string[]): never {
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  process.stderr.write(
    `npm test needs ${packages.join(" and ")}: run \`${sudo}apt-get update && ${sudo}apt-get install -y ${packages.join(" ")}\`, then npm test again.\n`,
  );
  process.exit(1);
}

const missing = Object.entries(NEEDED)
  .filter(([program]) => !which(program))
  .map(([, pkg]) => pkg);
if (missing.length > 0) {
  const canInstall = process.platform === "linux" && process.getuid?.() === 0 && which("apt-get") && process.env.HUMANIZE_NO_APT !== "1";
  if (!canInstall) fail(missing);
  process.stderr.write(`pretest: installing ${missing.join(", ")} with apt-get (Debian packages; takes a minute or two)…\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const run = (args: string[]) => spawnSync("apt-get", args, { stdio: ["ignore", "ignore", "inherit"], env }).status === 0;
  if (!run(["update", "-qq"]) || !run(["install", "-y", "-qq", "--no-install-recommends", ...missing])) fail(missing);
  const still = Object.entries(NEEDED)
    .filter(([program]) => !which(program))
    .map(([, pkg]) => pkg);
  if (still.length > 0) fail(still);
}
