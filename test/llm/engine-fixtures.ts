// Shared texts and settings of the LLM engine tests that call the engines directly (in Node).

import { expect } from "vitest";
import type { LlmEngineOptions } from "../../src/engine/llm/index.js";

export const API_KEY = "sk-test-0123456789";

/** Options for tests: exact outputs (no scrub), failures are errors, short timeouts. */
export function testOptions(overrides: Partial<LlmEngineOptions> = {}): LlmEngineOptions {
  return { fallback: "fail", scrub: false, callTimeoutMs: 2_000, totalTimeoutMs: 5_000, maxConcurrency: 4, ...overrides };
}

/** An English text with every kind of protected span and a Markdown skeleton. */
export const ENGLISH_SPANS = [
  "$4.2 million",
  "3,000",
  "27%",
  "https://example.com/pricing?plan=pro&x=1",
  "ops@example.com",
  "`npm run deploy`",
  '"ship it on Friday"',
  "Sarah Connor",
  "March 14, 2024",
  "NASA",
  "v2.4.1",
  "@acme_support",
  "#launch",
  "3:30 p.m.",
  "[the docs](https://docs.example.com/start)",
];

export const ENGLISH_MARKDOWN = `# Launch plan for v2.4.1

Moreover, it is important to note that Sarah Connor will delve into the budget of $4.2 million before March 14, 2024. Furthermore, the team must utilize the 3,000 survey answers, because 27% of them mention NASA.

## Steps

- Read [the docs](https://docs.example.com/start) in order to leverage the checklist.
- Run \`npm run deploy\` at 3:30 p.m. and write to ops@example.com with any crucial problem.
- Post the news as @acme_support with the tag #launch.

\`\`\`sh
npm run deploy -- --important
\`\`\`

| Step | Owner |
|------|-------|
| Review | Sarah |

> However, the manager said "ship it on Friday" and asked us to demonstrate the result at https://example.com/pricing?plan=pro&x=1 today.
`;

export const GERMAN_SPANS = ["4.500", "31.", "https://example.de/kosten", "info@example.de", "`make test`", "„bis Freitag“", "ISO"];

export const GERMAN = `Darüber hinaus ist es wichtig, die Kosten von 4.500 Euro bis zum 31. März zu prüfen, wie auf https://example.de/kosten beschrieben.

Die Firma hat jedoch außerdem gesagt, dass das Team den Befehl \`make test\` ausführen und Fragen an info@example.de schicken soll. Der Leiter sagte „bis Freitag“ und verwies auf die ISO Norm.`;

export const JAPANESE_SPANS = ["2024", "https://example.jp/plan", "¥3,000", "API"];

export const JAPANESE = `2024年に東京で新しい計画が発表されました。しかし、重要な点はまだ明らかではありません。詳細は https://example.jp/plan を参照してください。

料金は¥3,000で、APIの利用は非常に簡単です。しかし、重要な質問がまだ残っています。`;

/** Every span occurs in `output` exactly as often as in `input`. */
export function expectSpansIntact(input: string, output: string, spans: readonly string[]): void {
  for (const span of spans) {
    expect(occurrences(output, span), `span ${span}`).toBe(occurrences(input, span));
    expect(occurrences(input, span), `span ${span} in the input`).toBeGreaterThan(0);
  }
}

export function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** `n` paragraphs of about `words` words each, numbered so their order can be checked. */
export function numberedParagraphs(n: number, words: number): string {
  const sentence = "The committee will review every proposal carefully and answer within the month.";
  const perSentence = sentence.split(" ").length;
  return Array.from({ length: n }, (_, i) =>
    [`Paragraph ${i + 1} opens here.`, ...Array.from({ length: Math.ceil(words / perSentence) }, () => sentence)].join(" "),
  ).join("\n\n");
}
