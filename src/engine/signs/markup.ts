// Patterns of markup signs that do not depend on the language: chatbot citation residue,
// tracking parameters, unfilled placeholders, emoji and bold labels. Shared by detectSigns and
// the aggressive formatting transform, so what is reported is exactly what can be removed.

export const CITATION_MARKUP =
  /cite(?:turn\d+(?:search|news|view|fetch|file|image)\d+)+|【\d+(?::\d+)?†[^】\n]{0,40}】|:?contentReference\[oaicite:\d+\]\{index=\d+\}|\[oai_citation:[^\]\n]{0,80}\]|\bturn\d+(?:search|news|view)\d+\b/gu;
export const UTM_SOURCE = /[?&](?:utm_source=(?:chatgpt\.com|openai|copilot\.com|perplexity(?:\.ai)?)|referrer=grok\.com)/gu;
export const PLACEHOLDER =
  /\[(?:Your|Company|Insert|Client|Recipient|Product|Name|Number|Date|Title|Address|Phone|Email|E-mail|City|Organi[sz]ation|Brand|Website|Link|Job|Manager|Team)\b[^\]\n]{0,40}\](?!\()|\bINSERT_[A-Z_]+\b|\b\d{4}-XX-XX\b/gu;
export const HEADING = /^( {0,3}#{1,6}[ \t]+)(.*)$/u;
export const FENCE = /^ {0,3}(?:`{3,}|~{3,})/u;
export const LEADING_EMOJI = /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator}{1,2})(?:\uFE0F|\u200D\p{Extended_Pictographic}|\p{Emoji_Modifier})*\s*/u;
/** A list item's bold inline label: "**Speed:**", "**Speed**:" or "**Speed** —" (a dash before its gloss). */
export const BOLD_LABEL = /^(?:\*\*|__)([^*_\n]{1,80}?)(?::(?:\*\*|__)|(?:\*\*|__):|(?:\*\*|__)[ \t]+(?:—|–|--)(?=[ \t]))/u;
/** A list item's marker and the space after it. */
export const LIST_ITEM = /^([ \t]*(?:>[ \t]?)*[ \t]*(?:[-*+•]|\d{1,9}[.)])[ \t]+)/u;
/** Emoji at either end of a sentence ("🌻 Let me know…", "…? 😊"). */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: the joiner and the variation selector are matched on their own, as the code points they are
export const EMOJI_EDGES = /^(?:[\p{Extended_Pictographic}\uFE0F\u200D]\s*)+|(?:\s*[\p{Extended_Pictographic}\uFE0F\u200D])+$/gu;
/**
 * `text` without the emoji at its ends (EMOJI_EDGES). Every character of that class is U+00A9 or
 * above, so a text whose first and last characters are below it has none: the pattern, which
 * tries its second half at every position, is not run then.
 */
export function withoutEmojiEdges(text: string): string {
  if (text.length === 0 || (text.charCodeAt(0) < 0xa9 && text.charCodeAt(text.length - 1) < 0xa9)) return text;
  return text.replace(EMOJI_EDGES, "");
}
/** Breaks inside a "sentence" at an emoji: before one that follows a stop, and after it ("Happy gardening! 🌻 Let me know…"). */
// (Set 26: "What a lovely question! 🏃‍♀️ Worrying that…" kept its emoji on the sentence after the dropped opener: a
// sequence joined by a zero-width joiner, or with a skin tone, is one emoji.)
// biome-ignore lint/suspicious/noMisleadingCharacterClass: the joiner, the variation selector and the skin tones are matched on their own, as the code points they are
export const PART_BREAK = /(?<=[.!?])\s+(?=[\p{Extended_Pictographic}\uFE0F])|(?<=[.!?]\s*[\p{Extended_Pictographic}\uFE0F\u200D\u{1F3FB}-\u{1F3FF}]+)\s+/u;

/** A sentence put as a question, emoji after it allowed: an offer so put goes even with a figure in it. */
export const OFFER_QUESTION = /\?(?:\s|\p{Extended_Pictographic}|\u200d|\ufe0f)*$/u;
