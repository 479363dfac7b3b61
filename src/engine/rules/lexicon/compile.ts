// Compiles a lexicon written in a compact line format into a word trie (a hash table of its edges).
//
// One entry per line:   [flags] source => target | target | ...
//   flags   *  the source is an AI marker (counted by the benchmark's marker density)
//           +  aggressive mode only
//           ^  only at the start of a sentence
//           #  not in a sentence that holds a figure ("Insgesamt haben … 900 Gäste": a total, not a summary)
//   source  words and punctuation separated by spaces, with
//           a/b/c       inflection slot: paired by position with the target's slot
//           stem~a/b/c  the same slot with a shared stem written once: "témoign~e/ent/er" is
//                       "témoigne/témoignent/témoigner" (a "_" form stays "_"); also in targets
//           (a|b|c)     free alternatives (any of them, the target does not depend on it)
//                       (a stem slot inside them gives alternatives: "(wichtige~n/r|große)" is
//                       "(wichtigen|wichtiger|große)")
//           {!x,y}      first item: not preceded by word x or y   ({?x,y}: only when preceded)
//           [!x,y]      last item: not followed by x or y          ([?x,y]: only when followed)
//                       in [..] and {..}, "$" stands for "no word" (punctuation, a
//                       protected span, the start or the end), "comma" for a comma, and
//                       any other mark for itself ("[?:]": only before a colon)
//   target  "-" deletes the match; "_" in a slot means "this alternative has no such form";
//           $1, $2 repeat the option chosen in the source's first, second (..|..) group;
//           "=" keeps the source as it is (standard mode only: a light touch that leaves
//           some occurrences alone).
//           After "||", fallbacks: used only when every chosen alternative would repeat a word the
//           sentence already has ("im Herzen der Stadt … mitten in der Regnitz" -> "im Zentrum der Stadt").
// A line "@ family-id" names the sign family (docs/ai-writing-signs.md) of the entries after it,
// until the next such line; detectSigns reports a matched entry under its family.
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
  /** Alternatives used only where the chosen one would repeat a word of the sentence ("||" in the source line). */
  fallbacks?: string[];
  marker: boolean;
  aggressiveOnly: boolean;
  sentenceStart: boolean;
  /**
   * Every target writes the source back ("children you have fostered => $1 $2 have fostered"): the
   * entry keeps a literal use, so the entries that would rewrite its words never see them. No sign.
   */
  literal: boolean;
  notPrecededBy?: ReadonlySet<string>;
  onlyPrecededBy?: ReadonlySet<string>;
  notFollowedBy?: ReadonlySet<string>;
  onlyFollowedBy?: ReadonlySet<string>;
  /** Not in a sentence that holds a figure (flag "#"). */
  noFigure?: boolean;
  /** Line of the lexicon source, for error messages and tests. */
  line: string;
  /** The sign family of the entry ("@ family" lines), if any. */
  family?: string;
}

/**
 * The word trie of the entries' sources, stored as one open-addressing hash table of its edges
 * (node, key) -> child node; node 0 is the root. The lexicon looks up every word of every
 * sentence and most find nothing: a probe hashes a few characters of the key (no pass over it,
 * unlike a Map) and reads one slot, and only a slot of the same node and hash compares strings.
 */
export interface LexiconTrie {
  /** Per slot (a power of two of them), side by side: parent node + 1 (0: empty), keyHash of the key, child node. */
  slots: Int32Array;
  /** The key of each slot. */
  keys: string[];
  /** The entries whose source ends at each node. */
  entries: LexiconEntry[][];
}

export interface Lexicon {
  trie: LexiconTrie;
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
    // "(anche |inoltre |)la" would be read as one literal word and never match: a group must stand alone.
    if ((item.startsWith("(") && !item.endsWith(")")) || (item.endsWith(")") && !item.startsWith("(") && item.length > 1))
      throw new Error(`"${item}": a group of alternatives must be a whole item, "(a|b)", with spaces around it`);
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
  // A condition ("{?(}", "[!),;]") names marks, brackets among them: only its own closer ends it.
  let closer = "";
  for (const [at, char] of [...text].entries()) {
    if (closer) {
      current += char;
      if (char === closer) closer = "";
      continue;
    }
    if (current === "" && (char === "{" || char === "[") && /^[?!]/u.test(text.slice(at + 1))) {
      closer = char === "{" ? "}" : "]";
      current = char;
      continue;
    }
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

/** Hash of a key from its length and its first, middle and last two characters (O(1): the key is compared on a hit). */
function keyHash(key: string): number {
  const n = key.length;
  if (n === 0) return 0;
  const ends = (key.charCodeAt(0) << 16) ^ key.charCodeAt(n - 1) ^ (key.charCodeAt(n >> 1) << 8);
  return Math.imul(ends ^ (key.charCodeAt(n - 2 >= 0 ? n - 2 : 0) << 24), 0x2c1b3c6d) ^ n;
}

/** First slot to probe for the edge (node, key with hash `hash`). */
function slotOf(trie: LexiconTrie, node: number, hash: number): number {
  const mixed = Math.imul(hash ^ Math.imul(node, 0x9e3779b1), 0x85ebca6b);
  return (mixed ^ (mixed >>> 15)) & (trie.keys.length - 1);
}

/** The child of `node` along `key` (a normalizeWord form, or punctuation), or -1. */
export function childOf(trie: LexiconTrie, node: number, key: string): number {
  const slots = trie.slots;
  const mask = trie.keys.length - 1;
  const hash = keyHash(key);
  for (let slot = slotOf(trie, node, hash); ; slot = (slot + 1) & mask) {
    const parent = slots[3 * slot] as number;
    if (parent === 0) return -1;
    if (parent === node + 1 && slots[3 * slot + 1] === hash && trie.keys[slot] === key) return slots[3 * slot + 2] as number;
  }
}

/** A trie with room for `edges` edges, at most a quarter full: a key that is not there (most) is told in one or two slots. */
function emptyTrie(edges: number): LexiconTrie {
  let size = 16;
  while (size < edges * 4) size *= 2;
  return { slots: new Int32Array(3 * size), keys: new Array<string>(size).fill(""), entries: [[]] };
}

/** Adds the path of `entry.source` to the trie and the entry at its end. */
function insert(trie: LexiconTrie, entry: LexiconEntry): void {
  let node = 0;
  for (const key of entry.source) {
    let child = childOf(trie, node, key);
    if (child < 0) {
      const hash = keyHash(key);
      child = trie.entries.length;
      trie.entries.push([]);
      let slot = slotOf(trie, node, hash);
      while (trie.slots[3 * slot] !== 0) slot = (slot + 1) & (trie.keys.length - 1);
      trie.slots.set([node + 1, hash, child], 3 * slot);
      trie.keys[slot] = key;
    }
    node = child;
  }
  (trie.entries[node] as LexiconEntry[]).push(entry);
}

/**
 * Writes out the stem slots of a line ("rappel~le/lent" -> "rappelle/rappellent"); inside a group of free alternatives the forms
 * are alternatives ("(vielfältig~e/en|groß)" -> "(vielfältige|vielfältigen|groß)").
 */
function expandStems(line: string): string {
  if (!line.includes("~")) return line;
  return line.replace(
    /([(|]?)([^\s*+^(|]+)~([^\s|)]+)/gu,
    (_, lead: string, stem: string, forms: string) =>
      lead +
      forms
        .split(SLOT)
        .map((form) => (form === "_" ? form : stem + form))
        .join(lead ? "|" : SLOT),
  );
}

export function compileLexicon(source: string): Lexicon {
  const entries: LexiconEntry[] = [];
  let lineCount = 0;
  let family: string | undefined;
  for (const rawLine of source.split("\n")) {
    const line = expandStems(rawLine.trim());
    if (line.length === 0 || line.startsWith("#")) continue;
    if (line.startsWith("@")) {
      const id = line.slice(1).trim();
      family = id.length > 0 ? id : undefined;
      continue;
    }
    lineCount++;
    const arrow = line.indexOf("=>");
    if (arrow < 0) throw new Error(`lexicon line without "=>": ${line}`);
    let left = line.slice(0, arrow).trim();
    const right = line.slice(arrow + 2).trim();

    const flagMatch = /^([*+^#]+)\s*/.exec(left);
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

    const bar = right.indexOf("||");
    const split = (side: string): string[][] =>
      side.split("|").map((t) =>
        t
          .trim()
          .split(" ")
          .filter((w) => w.length > 0),
      );
    const targetAlternatives = split(bar < 0 ? right : right.slice(0, bar));
    const fallbackAlternatives = bar < 0 ? [] : split(right.slice(bar + 2));
    for (const { words, chosen } of expandAlternatives(items)) {
      const forms = slotCount(words);
      for (let form = 0; form < forms; form++) {
        const phrase = pickForm(words, form, forms);
        if (phrase === null) continue;
        const form1 = (alternative: string[]): string | null => {
          const target = pickForm(alternative, form, forms === 1 ? slotCount(alternative) : forms);
          // An empty alternative ("(les|des|)") leaves no double space behind it.
          return target === null
            ? null
            : target
                .replace(/\$(\d)/g, (_, n: string) => chosen[Number(n) - 1] ?? "")
                .replace(/ {2,}/g, " ")
                .trim();
        };
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
          const target = form1(alternative);
          if (target !== null) targets.push(target);
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
          literal: !flags.includes("*") && edits.every((t) => t !== null && t.toLowerCase() === sourceKey(phrase).join(" ")),
          line,
        };
        const fallbacks = fallbackAlternatives.map(form1).filter((t): t is string => t !== null && t !== "");
        if (fallbacks.length > 0) entry.fallbacks = fallbacks;
        if (flags.includes("#")) entry.noFigure = true;
        if (notPrecededBy) entry.notPrecededBy = notPrecededBy;
        if (onlyPrecededBy) entry.onlyPrecededBy = onlyPrecededBy;
        if (notFollowedBy) entry.notFollowedBy = notFollowedBy;
        if (onlyFollowedBy) entry.onlyFollowedBy = onlyFollowedBy;
        if (family !== undefined) entry.family = family;
        entries.push(entry);
      }
    }
  }
  // One edge per distinct prefix of a source.
  const prefixes = new Set<string>();
  for (const entry of entries) for (let k = 1; k <= entry.source.length; k++) prefixes.add(entry.source.slice(0, k).join("\u0000"));
  const trie = emptyTrie(prefixes.size);
  for (const entry of entries) insert(trie, entry);
  return { trie, entries, lineCount };
}
