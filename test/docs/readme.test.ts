import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

// The README is the front door: short, and every link leads to a file of this repository.

/** Relative link targets of a Markdown file (external and in-page links left out). */
function localLinks(file: string): { target: string; resolved: string }[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith("#"))
    .map((target) => ({ target, resolved: join(dirname(file), target.split("#")[0]!) }));
}

describe("README.md", () => {
  const readme = readFileSync("README.md", "utf8");

  it("is at most 300 lines", () => {
    expect(readme.split("\n").length).toBeLessThanOrEqual(300);
  });

  it("links only to files in the repository, none outside it", () => {
    for (const { target, resolved } of localLinks("README.md")) {
      expect(resolved.startsWith(".."), `${target} leaves the repository`).toBe(false);
      expect(existsSync(resolved), `${target} does not exist`).toBe(true);
    }
    expect(readme).not.toMatch(/\.\.\/shared|CONTRACT\.md|contract §/);
  });

  it("keeps the place for the engine's figures", () => {
    expect(readme).toMatch(/^#+ Engine quality$/m);
    expect(readme).toContain("<!-- engine-figures -->");
  });

  it("documents the quick start and the deployment's secrets", () => {
    for (const command of ["npm install", "npm run dev", "npm test", "wrangler secret put ADMIN_TOKEN", "wrangler deploy"]) {
      expect(readme, command).toContain(command);
    }
  });
});

describe("docs/", () => {
  it("the API guide and the testing page link only to files that exist", () => {
    for (const file of ["docs/api.md", "docs/testing.md"]) {
      for (const { target, resolved } of localLinks(file)) expect(existsSync(resolved), `${file}: ${target}`).toBe(true);
    }
  });

  it("every test path the README, the guides and package.json's scripts name exists (tests move; their mentions must follow)", () => {
    const files = [
      "README.md",
      "package.json",
      ...readdirSync("docs")
        .filter((name) => name.endsWith(".md"))
        .map((name) => `docs/${name}`),
    ];
    for (const file of files) {
      const paths = [...readFileSync(file, "utf8").matchAll(/(?<![\w/.-])test\/[\w./<>*-]*/g)].map((m) => m[0].replace(/[.,:]+$/, ""));
      // Patterns such as test/routes/<route>/ or test/llm/worker-*.test.ts name no one path.
      for (const path of paths.filter((p) => !/[<>*]/.test(p))) expect(existsSync(path), `${file}: ${path}`).toBe(true);
    }
  });
});
