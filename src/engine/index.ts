import { ConfigError, type Config } from "../config";
import type { Failure } from "../errors";
import { detectLanguage } from "./detect";
import { engineSupports, type RewriteEngine } from "./port";
import { openAiEngine, workersAiEngine, type AiBinding } from "./llm";
import { rulesEngine } from "./rules";

/** The configured engine; chosen here and nowhere else. */
export function selectEngine(config: Pick<Config, "engine" | "llm">, ai: AiBinding | undefined): RewriteEngine {
  switch (config.engine) {
    case "rules":
      return rulesEngine;
    case "openai":
      if (!config.llm.openai) throw new ConfigError(["OPENAI_MODEL and OPENAI_API_KEY are required when ENGINE is openai"]);
      return openAiEngine(config.llm.openai, config.llm.options);
    case "workers-ai":
      if (!ai) throw new ConfigError(['ENGINE=workers-ai needs the Workers AI binding: [ai] binding = "AI" in wrangler.toml']);
      return workersAiEngine(ai, config.llm.workersAiModel, config.llm.options);
  }
}

/**
 * The language to rewrite in: the given tag's primary subtag, or the detected one.
 * A language the engine cannot rewrite is a Failure (422 unsupported_language).
 */
export function resolveLanguage(
  engine: RewriteEngine,
  text: string,
  given: string | undefined,
): { ok: true; language: string } | { ok: false; failure: Failure } {
  const tag = given ? Intl.getCanonicalLocales(given)[0] : undefined;
  const primary = tag?.split("-")[0]?.toLowerCase();
  const detected = primary && primary !== "und" ? primary : detectLanguage(text);
  // Text with nothing language-specific in it (numbers, symbols) can go to any engine.
  const language = detected === "und" && engine.languages !== "any" ? (engine.languages[0] ?? "und") : detected;
  if (engineSupports(engine, language)) return { ok: true, language };
  const supported = engine.languages === "any" ? "any" : engine.languages.join(", ");
  const source = primary && primary !== "und" ? `given as "${tag}"` : "detected";
  return {
    ok: false,
    failure: {
      code: "unsupported_language",
      message: `The ${engine.name} engine cannot rewrite this text's language ("${language}", ${source}); supported languages: ${supported}. Nothing was charged.`,
    },
  };
}

/** Runs the engine under a deadline; any failure, empty answer or timeout throws. */
export async function rewriteWithin(
  engine: RewriteEngine,
  input: Parameters<RewriteEngine["rewrite"]>[0],
  timeoutMs: number,
): Promise<string> {
  let output: string;
  if (engine.synchronous) {
    // Linear in the text and bounded by the word limit (3,000 words in ~4 ms): a timer
    // could only fire after it has finished.
    output = await engine.rewrite(input);
  } else {
    const signal = AbortSignal.timeout(timeoutMs);
    const aborted = new Promise<never>((_, reject) => {
      signal.addEventListener("abort", () => reject(new Error(`engine ${engine.name} timed out after ${timeoutMs} ms`)), { once: true });
    });
    output = await Promise.race([engine.rewrite(input, { signal }), aborted]);
  }
  if (typeof output !== "string" || output.trim() === "") throw new Error(`engine ${engine.name} returned no text`);
  return output;
}
