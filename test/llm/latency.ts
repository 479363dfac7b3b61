// Latency and token cost of the openai engine on a 3,000-word text, against the local
// chat-completions server with a simulated model latency per call.
//
//   npx tsx test/llm/latency.ts [--latency 50] [--words 3000] [--runs 5]
//
// Wall time is the median of the runs. Tokens are what the local server reports in `usage`
// (estimated the way OpenAI's rule of thumb does: ~4 characters per token, 1 per CJK character);
// the fake model's answer is about as long as its input, as a real rewrite is.

import { parseArgs } from "node:util";
import { textOfWords } from "../../bench/texts.ts";
import { countWords } from "../../src/domain/words.js";
import { groupChunks, layoutText } from "../../src/engine/llm/chunks.js";
import { DEFAULT_LLM_ENGINE_OPTIONS, openAiEngine } from "../../src/engine/llm/index.js";
import type { RewriteMode } from "../../src/engine/port.js";
import { startOpenAiServer } from "../support/openai/server.ts";

const { values } = parseArgs({
  options: { latency: { type: "string", default: "50" }, words: { type: "string", default: "3000" }, runs: { type: "string", default: "5" } },
});
const latencyMs = Number(values.latency);
const words = Number(values.words);
const runs = Number(values.runs);

const text = textOfWords(words);
const server = await startOpenAiServer({ latencyMs });
const chunks = groupChunks(layoutText(text, "en").pieces).length;

console.log(`${countWords(text)}-word English text, ${chunks} chunks of ≤ 400 words; simulated model latency ${latencyMs} ms per call; median of ${runs} runs`);
console.log("");
console.log("mode        concurrency  calls  wall ms  prompt tok  completion tok  total tok  tok/word");

for (const mode of ["standard", "aggressive"] as RewriteMode[]) {
  for (const maxConcurrency of [1, 4, DEFAULT_LLM_ENGINE_OPTIONS.maxConcurrency]) {
    const engine = openAiEngine({ baseUrl: server.baseUrl, apiKey: "local", model: "fake-model" }, { ...DEFAULT_LLM_ENGINE_OPTIONS, maxConcurrency });
    const times: number[] = [];
    let usage = server.usage;
    let failure = "";
    for (let run = 0; run < runs && !failure; run++) {
      server.reset();
      const started = performance.now();
      // A real deployment's limits apply: a request past totalTimeoutMs fails (503 in the API).
      await engine.rewrite({ text, language: "en", mode }).catch((error: unknown) => {
        failure = error instanceof Error ? error.message : String(error);
      });
      times.push(performance.now() - started);
      usage = server.usage;
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    console.log(
      [
        mode.padEnd(11),
        String(maxConcurrency).padStart(11),
        String(usage.requests).padStart(6),
        (failure ? "FAILED" : median.toFixed(0)).padStart(8),
        String(usage.prompt_tokens).padStart(11),
        String(usage.completion_tokens).padStart(15),
        String(usage.total_tokens).padStart(10),
        (usage.total_tokens / words).toFixed(2).padStart(9),
        failure ? ` (${failure})` : "",
      ].join(" "),
    );
  }
}

// The engine's own CPU time (layout, masking, verification, the rules scrub): no model latency.
server.setLatency(0);
const engine = openAiEngine({ baseUrl: server.baseUrl, apiKey: "local", model: "fake-model" }, DEFAULT_LLM_ENGINE_OPTIONS);
const started = performance.now();
for (let run = 0; run < runs; run++) await engine.rewrite({ text, language: "en", mode: "standard" });
console.log("");
console.log(`engine overhead with an instant model (local HTTP included): ${((performance.now() - started) / runs).toFixed(1)} ms per ${words}-word request`);

await server.close();
