// The lexicon's trie is one open-addressing hash table of edges (node, key) -> child, probed with
// a hash of only a few characters of the key. It must answer exactly as the original trie of
// Maps: the same child for every (node, key), none where the Map trie has none, and the same
// entries, in order, at every node. Compared here with a reference copy of the Map trie built
// from the same entries, on the real lexicons and on random ones whose keys share their length
// and end characters (so that many keys share a hash and a probe must compare strings).

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { childOf, compileLexicon, type Lexicon, type LexiconEntry } from "../../src/engine/rules/lexicon/compile.js";
import { profileFor } from "../../src/engine/rules/languages.js";

// ---- Reference: the original trie of Maps, built the same way (entries in order).

interface TrieNode {
  next: Map<string, TrieNode>;
  entries: LexiconEntry[];
}

function referenceTrie(entries: readonly LexiconEntry[]): TrieNode {
  const root: TrieNode = { next: new Map(), entries: [] };
  for (const entry of entries) {
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
  return root;
}

/** Walks both tries together; at every node, every probe key must lead to the same place in both. */
function expectSameTrie(lexicon: Lexicon, probes: readonly string[]): void {
  const reference = referenceTrie(lexicon.entries);
  const allKeys = new Set<string>(probes);
  for (const entry of lexicon.entries) for (const key of entry.source) allKeys.add(key);
  // At every node: each key the reference has leads to the same child, and no other key leads
  // anywhere. "No other key" is asked of the probes and of a fixed sample of every key the lexicon
  // uses (all of them for a small lexicon): asking all keys at all nodes grew with the square of
  // the lexicon and took over 30 s for Portuguese on a loaded CI machine.
  const sample = [...allKeys].filter((_, k) => allKeys.size <= 400 || k % Math.ceil(allKeys.size / 400) === 0);
  for (const probe of probes) if (!sample.includes(probe)) sample.push(probe);
  const stack: [TrieNode, number][] = [[reference, 0]];
  const differences: string[] = [];
  let nodes = 0;
  while (stack.length > 0) {
    const [ref, node] = stack.pop() as [TrieNode, number];
    nodes++;
    const entries = lexicon.trie.entries[node] ?? [];
    if (entries.length !== ref.entries.length || entries.some((entry, k) => entry !== ref.entries[k])) differences.push(`entries of node ${node}`);
    for (const [key, refChild] of ref.next) {
      const child = childOf(lexicon.trie, node, key);
      if (child <= 0) differences.push(`"${key}" from node ${node}: ${child}`);
      else stack.push([refChild, child]);
    }
    for (const key of sample) {
      if (ref.next.has(key)) continue;
      const child = childOf(lexicon.trie, node, key);
      if (child !== -1) differences.push(`"${key}" from node ${node}: ${child}`);
    }
  }
  expect(differences.slice(0, 5)).toEqual([]);
  expect(lexicon.trie.entries.length).toBe(nodes);
}

// Words of a small alphabet with shared first, middle and last characters: many equal hashes.
const word = fc
  .array(fc.constantFrom("a", "b", "e", "s", "é", "’", "'", "-"), { minLength: 1, maxLength: 5 })
  .map((chars) => `s${chars.join("")}a`.replace(/['’-]{2,}/g, "-"));
const source = fc.array(fc.oneof(word, fc.constantFrom(",", "!", "¡")), { minLength: 1, maxLength: 4 }).map((items) => items.join(" "));
const lexiconSource = fc
  .array(fc.tuple(fc.constantFrom("", "*", "+", "^"), source, word), { minLength: 1, maxLength: 40 })
  .map((lines) => lines.map(([flags, left, target]) => `${flags}${left} => ${target}`).join("\n"));

describe("lexicon trie", () => {
  it.each(["en", "es", "fr", "de", "pt", "it"])("matches the Map trie on the %s lexicon", (language) => {
    const lexicon = profileFor(language)?.lexicon as Lexicon;
    expectSameTrie(lexicon, ["", "the", "The", "x", "moreover,", "furthermore", "importante", "é", "a'", "sa", "-"]);
  });

  it("matches the Map trie on random lexicons with colliding keys", () => {
    fc.assert(
      fc.property(lexiconSource, fc.array(word, { maxLength: 20 }), (text, probes) => {
        expectSameTrie(compileLexicon(text), probes);
      }),
      { numRuns: 300 },
    );
  });
});
