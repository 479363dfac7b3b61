// The local chat-completions server (test/support/openai/) as the Worker tests (worker-*.test.ts) drive it,
// and the texts they send through the Worker.

import { inject } from "vitest";

/** Sets what the local model answers from now on ("rewrite", "status:500", "slow", "drop-placeholder"…). */
export async function modelBehaves(behaviour: string): Promise<void> {
  await fetch(`${inject("openaiControlUrl")}/behaviour`, { method: "POST", body: JSON.stringify({ behaviour }) });
}

export async function modelStats(): Promise<{ requests: number; maxInFlight: number; lastPrompt: { role: string; content: string }[] }> {
  return (await (await fetch(`${inject("openaiControlUrl")}/stats`)).json()) as never;
}

export async function resetModel(): Promise<void> {
  await fetch(`${inject("openaiControlUrl")}/reset`, { method: "POST" });
}

/** Prose with spans that must survive verbatim. */
export const PROTECTED = ["$4,500", "35%", "https://example.com/report", "`npm test`", "March 3, 2026", "Ada Lovelace"];
export const ENGLISH =
  "Moreover, it is important to note that our team will delve into the report at https://example.com/report before March 3, 2026. " +
  "Furthermore, Ada Lovelace said the budget of $4,500 covers 35% of users, and you can run `npm test` to check it.";
export const GERMAN =
  "Darüber hinaus ist es wichtig, dass unser Team den Bericht unter https://example.com/report bis zum 3. März 2026 prüft. " +
  "Das Budget von $4,500 deckt 35% der Nutzer ab, und jedoch bleibt noch viel zu tun.";
export const JAPANESE =
  "しかし、このサービスは非常に重要です。予算は$4,500で、利用者の35%をカバーします。詳細は https://example.com/report を参照してください。私たちはこの結果を慎重に検討しました。";
