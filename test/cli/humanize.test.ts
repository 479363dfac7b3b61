import { spawn, spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// `npm run humanize` (src/cli/humanize.ts) as a child process: its exit codes and messages.

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(args: string[], stdin?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli/humanize.ts", ...args], {
      stdio: [stdin === undefined ? "ignore" : "pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout!.on("data", (chunk) => (stdout += chunk));
    child.stderr!.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    if (stdin !== undefined) child.stdin!.end(stdin);
  });
}

const TEXT = "Moreover, it is important to note that our team will delve into the data in order to leverage the insights we gathered in 2025.";

describe("npm run humanize", () => {
  it("rewrites stdin and exits 0", async () => {
    const result = await run([], TEXT);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe("");
    expect(result.stdout.length).toBeGreaterThan(0);
    expect(result.stdout).toContain("2025");
  });

  it("a missing file: one clear line, exit 1, no stack trace", async () => {
    const result = await run(["missing.md"]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe('humanize: cannot read "missing.md": no such file\n');
  });

  it("a directory: one line, exit 1", async () => {
    const result = await run(["scripts"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('humanize: cannot read "scripts": it is a directory\n');
  });

  it("--help and -h print the help on stdout and exit 0", async () => {
    for (const flag of ["--help", "-h"]) {
      const result = await run([flag]);
      expect(result.code).toBe(0);
      expect(result.stderr).toBe("");
      expect(result.stdout).toContain("usage: npm run humanize --");
      expect(result.stdout).toContain("--mode");
    }
  });

  it("bad arguments: the reason and the usage line, exit 2", async () => {
    for (const args of [["--mode", "wild"], ["--frobnicate"], ["a.md", "b.md"], ["--language"]]) {
      const result = await run(args, "");
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stderr).toMatch(/^humanize: .+\nusage: npm run humanize -- /);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it("an unsupported language: one line, exit 1", async () => {
    const result = await run(["--language", "fi"], TEXT);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('humanize: language "fi" is not supported (supported: en, es, fr, de, pt, it)\n');
  });

  // `script` (util-linux) gives the child a terminal as stdin, as when a person runs it by hand.
  const hasScript = spawnSync("script", ["--version"]).status === 0;
  it.skipIf(!hasScript)("no file and stdin is a terminal: a usage hint and exit 2 instead of waiting", async () => {
    const command = `${process.execPath} --import tsx src/cli/humanize.ts`;
    const child = spawn("script", ["-qec", command, "/dev/null"], { stdio: ["pipe", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    clearTimeout(timer);
    expect(output).toContain("humanize: no FILE given and nothing piped in");
    expect(output).toContain("usage: npm run humanize -- ");
    expect(code).toBe(2);
  });
});
