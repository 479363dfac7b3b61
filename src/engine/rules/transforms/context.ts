import type { RewriteMode } from "../../port.js";
import type { LanguageProfile } from "../languages.js";

/** What every transform needs to know about the text being rewritten. */
export interface RewriteContext {
  mode: RewriteMode;
  profile: LanguageProfile;
  /** "’" when the input writes apostrophes curly, so inserted ones match. */
  apostrophe: "'" | "’";
}

export function withApostrophe(text: string, context: RewriteContext): string {
  return context.apostrophe === "'" ? text : text.replace(/'/g, context.apostrophe);
}
