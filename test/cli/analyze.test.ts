import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";

// `npm run analyze` (src/cli/analyze.ts) and `npm run humanize -- --report` as child processes.

function run(script: string, args: string[], stdin?: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], { stdio: [stdin === undefined ? "ignore" : "pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout!.on("data", (chunk) => (stdout += chunk));
    child.stderr!.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    if (stdin !== undefined) child.stdin!.end(stdin);
  });
}

const TEXT = "Moreover, the museum stands as a testament to the town's rich heritage.\nI hope this helps!";

describe("npm run analyze", () => {
  it("lists each sign with its line and column, family, excerpt and explanation, then the honest count", async () => {
    const result = await run("src/cli/analyze.ts", [], TEXT);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^1:1 {2}transition-overuse {2}"Moreover,"\n {4}Sentences opened/m);
    expect(result.stdout).toMatch(/^2:1 {2}chatbot-signoff {2}"I hope this helps!"/m);
    expect(result.stdout).toMatch(/signs of AI writing in 16 words \([\d.]+ per 1,000 words\): a count of known writing patterns, not a probability/);
  });

  it("--json prints the API's answer, spans into the text", async () => {
    const result = await run("src/cli/analyze.ts", ["--json"], TEXT);
    const body = JSON.parse(result.stdout) as { words: number; signs: { start: number; end: number; excerpt: string }[] };
    expect(body.words).toBe(16);
    for (const sign of body.signs) expect(TEXT.slice(sign.start, sign.end)).toBe(sign.excerpt);
  });

  it("refuses an unsupported language with exit 1 and bad arguments with exit 2, in one line", async () => {
    const japanese = await run("src/cli/analyze.ts", [], "東京の新しい図書館は二千二十四年に開館し、毎日多くの学生が静かな閲覧室で本を読んでいます。");
    expect(japanese.code).toBe(1);
    expect(japanese.stderr.trim().split("\n")).toHaveLength(1);
    expect((await run("src/cli/analyze.ts", ["--nope"], TEXT)).code).toBe(2);
    // A region tag reads as its language, as the API does.
    expect((await run("src/cli/analyze.ts", ["--language", "en-GB"], TEXT)).code).toBe(0);
  });
});

describe("npm run humanize -- --report", () => {
  it("keeps stdout the rewrite alone and writes the change report to stderr", async () => {
    const plain = await run("src/cli/humanize.ts", [], TEXT);
    const reported = await run("src/cli/humanize.ts", ["--report"], TEXT);
    expect(reported.code).toBe(0);
    expect(reported.stdout).toBe(plain.stdout);
    expect(reported.stderr).toMatch(/\d+ edits; signs of AI writing \d+ → 0; [\d.]+% of the words changed; protected spans kept \d+ of \d+/);
    expect(reported.stderr).toMatch(/"Moreover,?.*" → .*\[transition-overuse\]/);
  });
});
