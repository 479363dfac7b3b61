// The built-in rule-based rewrite engine ("humanizer"): no bindings, no network,
// no Node APIs; linear in the length of the text.

import type { RewriteEngine, RewriteInput } from "../port.js";
import { SUPPORTED_LANGUAGES } from "./languages.js";
import { rewriteText } from "./rewrite.js";

export { rewriteText, scrubMarkers, sentenceLengths } from "./rewrite.js";
export { aiMarkers, countAiMarkers } from "./markers.js";
export { findProtectedSpans, maskText, unmaskText } from "./mask.js";
export { SUPPORTED_LANGUAGES } from "./languages.js";

export const rulesEngine: RewriteEngine = {
  name: "rules",
  languages: SUPPORTED_LANGUAGES,
  synchronous: true,
  rewrite(input: RewriteInput, options?: { signal?: AbortSignal }): Promise<string> {
    try {
      options?.signal?.throwIfAborted();
      if (!SUPPORTED_LANGUAGES.includes(input.language)) {
        return Promise.reject(new Error(`The rules engine does not rewrite language "${input.language}".`));
      }
      return Promise.resolve(rewriteText(input));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  },
};
