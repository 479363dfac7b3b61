import { call } from "../../support/worker-api";

/** POST /api/v1/analyze through the real Worker. */
export function analyze(key: string | null, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return call("/api/v1/analyze", {
    method: "POST",
    headers: { ...(key ? { Authorization: `Bearer ${key}` } : {}), "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export interface AnalysisBody {
  words: number;
  signs: { family: string; start: number; end: number; excerpt: string; explanation: string }[];
  signs_per_1000_words: number;
}

/** Texts built from pieces by a seeded generator: markers, protected spans, Markdown, emoji, surrogates. */
export function generatedTexts(count: number, seed = 7): string[] {
  const pieces = [
    "Moreover,",
    "the team",
    "will delve into",
    "a rich tapestry of",
    "It's not about money; it's about trust.",
    "42%",
    "March 14, 2024",
    "https://example.com/a?utm_source=chatgpt.com",
    "`npm test`",
    '"a quoted testament"',
    "—",
    "Certainly!",
    "I hope this helps!",
    "serves as",
    "pivotal",
    "could potentially",
    "Let me know if you'd like more.",
    "📈",
    "**Speed:**",
    "[Company Name]",
    "é",
    "😀",
    "the museum",
    "opened",
    "in the heart of",
    "the old town",
    "citeturn0search1",
  ];
  const separators = [" ", ". ", ", ", "\n", "\n\n", "\n- ", "\n## ", "! "];
  let state = seed;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
  return Array.from({ length: count }, () => {
    let text = "";
    for (let i = 0, n = 12 + next(40); i < n; i++) text += pieces[next(pieces.length)]! + separators[next(separators.length)]!;
    return text;
  });
}
