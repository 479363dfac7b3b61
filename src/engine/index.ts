import { failures, type Failure } from "../domain/failures";
import { detectLanguage } from "./detect";
import { engineSupports, type RewriteEngine } from "./port";
import { rulesEngine, SUPPORTED_LANGUAGES } from "./rules";

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
  return { ok: false, failure: failures.unsupportedLanguage(engine.name, language, source, supported) };
}

/** The language POST /api/v1/analyze reads `text` in: given or detected, among those the sign catalogue has patterns for. */
export function resolveAnalysisLanguage(text: string, given: string | undefined): { ok: true; language: string } | { ok: false; failure: Failure } {
  const resolved = resolveLanguage(rulesEngine, text, given);
  if (resolved.ok) return resolved;
  const tag = given ? Intl.getCanonicalLocales(given)[0] : undefined;
  const primary = tag?.split("-")[0]?.toLowerCase();
  const given_ = primary && primary !== "und";
  const language = given_ ? (primary as string) : detectLanguage(text);
  return { ok: false, failure: failures.analysisUnsupportedLanguage(language, given_ ? `given as "${tag}"` : "detected", SUPPORTED_LANGUAGES.join(", ")) };
}

/** Runs the engine under a deadline; any failure, empty answer or timeout throws. */
export async function rewriteWithin(engine: RewriteEngine, input: Parameters<RewriteEngine["rewrite"]>[0], timeoutMs: number): Promise<string> {
  let output: string;
  if (engine.synchronous) {
    // Linear in the text and bounded by the word limit (docs/performance.md has the
    // timings): a timer could only fire after it has finished.
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
