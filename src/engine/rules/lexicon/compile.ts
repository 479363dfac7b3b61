// Compiles a lexicon written in a compact line format into a word trie.
//
// One entry per line:   [flags] source => target | target | ...
//   flags   *  the source is an AI marker (counted by the benchmark's marker density)
//           +  aggressive mode only
//           ^  only at the start of a sentence
//   source  words and punctuation separated by spaces, with
//           a/b/c       inflection slot: paired by position with the target's slot
//           (a|b|c)     free alternatives (any of them, the target does not depend on it)
//           {!x,y}      first item: not preceded by word x or y   ({?x,y}: only when preceded)
//           [!x,y]      last item: not followed by x or y          ([?x,y]: only when followed)
//                       in [..] and {..}, "$" stands for "no word" (punctuation, a
//                       protected span, the start or the end) and "comma" for a comma
//   target  "-" deletes the match; "_" in a slot means "this alternative has no such form";
//           $1, $2 repeat the option chosen in the source's first, second (..|..) group;
//           "=" keeps the source as it is (standard mode only: a light touch that leaves
//           some occurrences alone).
// Alternatives are chosen by a hash of the sentence, so a text always gets the same rewrite.
// Aggressive mode never picks "=", and for a sentence-start entry that can delete
// ("Moreover," => - | besides,) it always deletes: a human editor cuts most connectives.

import { normalizeWord, tokenize } from "../tokens.js";

export interface LexiconEntry {
  /** Normalised source items (words or punctuation), as matched. */
  source: string[];
  /** Replacement alternatives (plain text, "" = delete, null = keep the source). */
  targets: (string | null)[];
  /** The alternatives aggressive mode chooses from. */
  aggressiveTargets: (string | null)[];
  marker: boolean;
  aggressiveOnly: boolean;
  sentenceStart: boolean;
  notPrecededBy?: ReadonlySet<string>;
  onlyPrecededBy?: ReadonlySet<string>;
  notFollowedBy?: ReadonlySet<string>;
  onlyFollowedBy?: ReadonlySet<string>;
  /** Line of the lexicon source, for error messages and tests. */
  line: string;
}

export interface TrieNode {
  next: Map<string, TrieNode>;
  entries: LexiconEntry[];
}

export interface Lexicon {
  root: TrieNode;
  entries: LexiconEntry[];
  /** Number of lines (entries before expansion) in the source. */
  lineCount: number;
}

const SLOT = "/";

function parseCondition(item: string): { negative: boolean; words: Set<string> } | null {
  const inner = item.slice(2, -1);
  const negative = item[1] === "!";
  if (item[1] !== "!" && item[1] !== "?") return null;
  return { negative, words: new Set(inner.split(",").map((w) => normalizeWord(w.trim()))) };
}

/** Expands free alternatives "(a|b)" into every combination, remembering the options chosen (for "$1"). */
function expandAlternatives(items: string[]): { words: string[]; chosen: string[] }[] {
  let results: { words: string[]; chosen: string[] }[] = [{ words: [], chosen: [] }];
  for (const item of items) {
    if (item.startsWith("(") && item.endsWith(")") && item.includes("|")) {
      const options = item.slice(1, -1).split("|");
      const next: { words: string[]; chosen: string[] }[] = [];
      for (const prefix of results) {
        for (const option of options) {
          next.push({ words: [...prefix.words, ...option.split(" ")], chosen: [...prefix.chosen, option] });
        }
      }
      results = next;
    } else {
      results = results.map((prefix) => ({ words: [...prefix.words, item], chosen: prefix.chosen }));
    }
  }
  return results.map((r) => ({ words: r.words.filter((w) => w.length > 0), chosen: r.chosen }));
}

/** Picks inflection form `index` of every slot in a phrase; null if a slot says "_". */
function pickForm(words: string[], index: number, forms: number): string | null {
  const out: string[] = [];
  for (const word of words) {
    if (!word.includes(SLOT) || word.length === 1) {
      out.push(word);
      continue;
    }
    const options = word.split(SLOT);
    if (options.length !== forms) throw new Error(`slot "${word}" needs ${forms} forms`);
    const form = options[index] ?? "_";
    if (form === "_") return null;
    out.push(form);
  }
  return out.join(" ");
}

function slotCount(words: string[]): number {
  let count = 1;
  for (const word of words) if (word.includes(SLOT) && word.length > 1) count = Math.max(count, word.split(SLOT).length);
  return count;
}

/** Splits "a (b c|d) e" into items, keeping parenthesised groups whole. */
function splitItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of text) {
    if (char === "(" || char === "[" || char === "{") depth++;
    if (char === ")" || char === "]" || char === "}") depth--;
    if (char === " " && depth === 0) {
      if (current) items.push(current);
      current = "";
    } else current += char;
  }
  if (current) items.push(current);
  return items;
}

function sourceKey(phrase: string): string[] {
  const keys: string[] = [];
  for (const token of tokenize(phrase)) {
    if (token.kind === "space") continue;
    keys.push(normalizeWord(token.text));
  }
  return keys;
}

export function compileLexicon(source: string): Lexicon {
  const root: TrieNode = { next: new Map(), entries: [] };
  const entries: LexiconEntry[] = [];
  let lineCount = 0;
  for (const rawLine of source.split("\n")) {
    const line = rawLine.trim();
    if (line.length === 0 || line.startsWith("#")) continue;
    lineCount++;
    const arrow = line.indexOf("=>");
    if (arrow < 0) throw new Error(`lexicon line without "=>": ${line}`);
    let left = line.slice(0, arrow).trim();
    const right = line.slice(arrow + 2).trim();

    const flagMatch = /^([*+^]+)\s*/.exec(left);
    const flags = flagMatch?.[1] ?? "";
    if (flagMatch) left = left.slice(flagMatch[0].length);

    const items = splitItems(left);
    let notPrecededBy: Set<string> | undefined;
    let onlyPrecededBy: Set<string> | undefined;
    let notFollowedBy: Set<string> | undefined;
    let onlyFollowedBy: Set<string> | undefined;
    const first = items[0];
    if (first?.startsWith("{")) {
      const condition = parseCondition(first);
      if (condition?.negative) notPrecededBy = condition.words;
      else if (condition) onlyPrecededBy = condition.words;
      items.shift();
    }
    const last = items[items.length - 1];
    if (last?.startsWith("[")) {
      const condition = parseCondition(last);
      if (condition?.negative) notFollowedBy = condition.words;
      else if (condition) onlyFollowedBy = condition.words;
      items.pop();
    }

    const targetAlternatives = right.split("|").map((t) => t.trim().split(" ").filter((w) => w.length > 0));
    for (const { words, chosen } of expandAlternatives(items)) {
      const forms = slotCount(words);
      for (let form = 0; form < forms; form++) {
        const phrase = pickForm(words, form, forms);
        if (phrase === null) continue;
        const targets: (string | null)[] = [];
        for (const alternative of targetAlternatives) {
          if (alternative.length === 1 && alternative[0] === "-") {
            targets.push("");
            continue;
          }
          if (alternative.length === 1 && alternative[0] === "=") {
            targets.push(null);
            continue;
          }
          const target = pickForm(alternative, form, forms === 1 ? slotCount(alternative) : forms);
          if (target !== null) targets.push(target.replace(/\$(\d)/g, (_, n: string) => chosen[Number(n) - 1] ?? ""));
        }
        if (targets.length === 0) continue;
        const sentenceStart = flags.includes("^");
        const edits = targets.filter((t) => t !== null);
        if (edits.length === 0) throw new Error(`lexicon line keeps its source in every alternative: ${line}`);
        if (flags.includes("*") && edits.length !== targets.length) throw new Error(`an AI marker must always be rewritten: ${line}`);
        const entry: LexiconEntry = {
          source: sourceKey(phrase),
          targets,
          aggressiveTargets: sentenceStart && edits.includes("") ? [""] : edits,
          marker: flags.includes("*"),
          aggressiveOnly: flags.includes("+"),
          sentenceStart,
          line,
        };
        if (notPrecededBy) entry.notPrecededBy = notPrecededBy;
        if (onlyPrecededBy) entry.onlyPrecededBy = onlyPrecededBy;
        if (notFollowedBy) entry.notFollowedBy = notFollowedBy;
        if (onlyFollowedBy) entry.onlyFollowedBy = onlyFollowedBy;
        entries.push(entry);
        let node = root;
        for (const key of entry.source) {
          let child = node.next.get(key);
          if (!child) {
            child = { next: new Map(), entries: [] };
            node.next.set(key, child);
          }
          node = child;
        }
        node.entries.push(entry);
      }
    }
  }
  return { root, entries, lineCount };
}
