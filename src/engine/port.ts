/** How strongly the text is rewritten. */
export type RewriteMode = "standard" | "aggressive";

export interface RewriteInput {
  text: string;
  /** Lower-case primary language subtag the text is in, e.g. "en" (already resolved: given or detected). */
  language: string;
  mode: RewriteMode;
}

/**
 * A rewrite engine: the built-in rules engine, or a model-backed one.
 * Implementations throw (any error) when they cannot produce a rewrite; the API
 * turns that into 503 `engine_unavailable` and refunds the words.
 */
export interface RewriteEngine {
  readonly name: string;
  /** Primary language subtags this engine rewrites, or "any". */
  readonly languages: readonly string[] | "any";
  /**
   * True when `rewrite` does all its work on the CPU before it returns (the rules engine): a
   * deadline could not interrupt it, so `rewriteWithin` sets none (no timer per request).
   */
  readonly synchronous?: boolean;
  rewrite(input: RewriteInput, options?: { signal?: AbortSignal }): Promise<string>;
}

export function engineSupports(engine: RewriteEngine, language: string): boolean {
  return engine.languages === "any" || engine.languages.includes(language);
}
