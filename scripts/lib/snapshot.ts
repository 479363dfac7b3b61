// A copy of the service for a script to run: `wrangler dev` watches its sources and reloads the
// Worker when they change, so running the working tree while someone edits it would restart the
// Worker in the middle of a measurement. Used by the bench, soak and crash scripts.
import { execFileSync } from "node:child_process";
import { cp, symlink } from "node:fs/promises";
import path from "node:path";

const SERVICE = ["src", "wrangler.toml", "package.json", "tsconfig.json"];

/**
 * Copies the service (and `extra` paths) from `root` to `dir`, with node_modules symlinked.
 * Returns `revision`: the git commit, and whether src/ or wrangler.toml had uncommitted changes.
 */
export async function snapshotService(root: string, dir: string, extra: readonly string[] = []): Promise<{ dir: string; revision: string }> {
  for (const item of [...SERVICE, ...extra]) await cp(path.join(root, item), path.join(dir, item), { recursive: true });
  await symlink(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  let revision = "not a git checkout";
  try {
    const git = (...args: string[]) => execFileSync("git", ["-C", root, ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    const head = git("rev-parse", "--short", "HEAD").trim();
    const changed = git("status", "--porcelain", "--", "src", "wrangler.toml").split("\n").filter(Boolean).length;
    revision = `git ${head}${changed ? ` + ${changed} uncommitted change(s) under src/ and wrangler.toml` : ", clean"}`;
  } catch {
    // no git
  }
  return { dir, revision };
}
