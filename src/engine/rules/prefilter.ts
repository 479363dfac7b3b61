// A literal prefilter for the long sentence patterns of the language data (leftover sentences,
// openers, detectors, rewrites): each pattern is read once for a set of lower-case strings one of
// which every match must contain ("Esper(?:o|amos) que …" needs "espero que" or "esperamos que"),
// and a sentence is run through a pattern only when it holds one of them. Most sentences hold none,
// so most patterns never run on them: the time of the structure rules falls, and V8 compiles fewer
// of them into machine code, which keeps an isolate that serves every language under the size at
// which V8 stops optimising new regexps (docs/engine.md, "Regexp code in one isolate").
//
// The reading is conservative: whatever it does not understand (a class, a backreference, a
// repetition that may be empty) may match anything, and a pattern without a set of strings of three
// characters or more always runs. Lookarounds consume nothing, so they are skipped. Text and strings
// are compared in lower case, so a case-sensitive pattern is prefiltered as if it ignored case: the
// test is necessary, never sufficient.

import { lowerSource } from "./lower-case.js";

/** Strings a node matches exactly (a small finite set), and strings one of which any match contains. */
interface Info {
  exact: string[] | null;
  any: string[] | null;
}

const LIMIT = 64;
const OPAQUE: Info = { exact: null, any: null };
const EMPTY: Info = { exact: [""], any: null };

/** Lower case as the prefilter compares: "ſ" folds to "s" under the `i` flag but does not lower-case to it. */
export function foldCase(text: string): string {
  const lower = text.toLowerCase();
  return lower.includes("ſ") ? lower.replace(/ſ/gu, "s") : lower;
}

function cross(a: string[], b: string[]): string[] | null {
  if (a.length * b.length > LIMIT) return null;
  const out = new Set<string>();
  for (const x of a) for (const y of b) out.add(x + y);
  return [...out];
}

/** The set without strings that contain another of its strings (the shorter one suffices). */
function minimal(set: string[]): string[] {
  const sorted = [...new Set(set)].sort((x, y) => x.length - y.length);
  const kept: string[] = [];
  for (const s of sorted) if (!kept.some((k) => s.includes(k))) kept.push(s);
  return kept;
}

/** A set one of whose strings every match holds, if it is worth testing: no string shorter than three characters. */
function usable(set: string[] | null): string[] | null {
  if (!set || set.length === 0) return null;
  const reduced = minimal(set);
  return reduced.every((s) => s.length >= 3 && foldsPlainly(s)) ? reduced : null;
}

/**
 * Whether every character folds, under the `i` flag, to exactly what lower-casing gives (with "ſ" folded):
 * Latin letters, digits, punctuation and spaces. A string with any other character ("µ" also matches
 * Greek "μ"; Greek "σ" also matches "ς") is no test of its own.
 */
function foldsPlainly(text: string): boolean {
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    if (!((cp < 0x370 && cp !== 0xb5) || (cp >= 0x2000 && cp <= 0x206f))) return false;
  }
  return true;
}

function better(a: string[] | null, b: string[] | null): string[] | null {
  if (!a) return b;
  if (!b) return a;
  const minA = Math.min(...a.map((s) => s.length));
  const minB = Math.min(...b.map((s) => s.length));
  if (minA !== minB) return minA > minB ? a : b;
  return a.length <= b.length ? a : b;
}

class Parser {
  private at = 0;
  constructor(private readonly source: string) {}

  parse(): Info {
    const info = this.alternation();
    if (this.at !== this.source.length) throw new Error(`prefilter: unread pattern at ${this.at}`);
    return info;
  }

  private peek(): string {
    return this.source[this.at] ?? "";
  }

  private alternation(): Info {
    const branches = [this.sequence()];
    while (this.peek() === "|") {
      this.at++;
      branches.push(this.sequence());
    }
    if (branches.length === 1) return branches[0] as Info;
    let exact: string[] | null = [];
    let any: string[] | null = [];
    for (const branch of branches) {
      exact = exact && branch.exact && exact.length + branch.exact.length <= LIMIT ? [...exact, ...branch.exact] : null;
      const set = usableOrExact(branch);
      any = any && set ? [...any, ...set] : null;
    }
    return { exact, any };
  }

  private sequence(): Info {
    let run: string[] | null = [""];
    let exactAll = true;
    let best: string[] | null = null;
    while (this.at < this.source.length && this.peek() !== "|" && this.peek() !== ")") {
      const item = this.quantified();
      best = better(best, usable(item.any));
      const joined: string[] | null = run && item.exact ? cross(run, item.exact) : null;
      if (joined) {
        run = joined;
      } else {
        best = better(best, usable(run));
        exactAll = false;
        run = item.exact && item.exact.length <= LIMIT ? item.exact : [""];
      }
    }
    best = better(best, usable(run));
    return { exact: exactAll ? run : null, any: best };
  }

  private quantified(): Info {
    const atom = this.atom();
    const q = this.quantifier();
    if (!q) return atom;
    if (this.peek() === "?") this.at++; // lazy
    const { min, max } = q;
    if (min === 0) {
      const exact = max === 1 && atom.exact && atom.exact.length < LIMIT ? [...atom.exact, ""] : null;
      return { exact, any: null };
    }
    if (min === 1 && max === 1) return atom;
    return { exact: null, any: usableOrExact(atom) };
  }

  private quantifier(): { min: number; max: number } | null {
    const c = this.peek();
    if (c === "?") return this.take(1, { min: 0, max: 1 });
    if (c === "*") return this.take(1, { min: 0, max: Infinity });
    if (c === "+") return this.take(1, { min: 1, max: Infinity });
    if (c === "{") {
      const m = /^\{(\d+)(,(\d*))?\}/u.exec(this.source.slice(this.at));
      if (!m) return null;
      this.at += m[0].length;
      const min = Number(m[1]);
      const max = m[2] === undefined ? min : m[3] === "" ? Infinity : Number(m[3]);
      return { min, max };
    }
    return null;
  }

  private take<T>(n: number, value: T): T {
    this.at += n;
    return value;
  }

  private atom(): Info {
    const c = this.peek();
    if (c === "(") return this.group();
    if (c === "[") return this.charClass();
    if (c === "\\") return this.escape();
    this.at++;
    if (c === "^" || c === "$") return EMPTY;
    if (c === ".") return OPAQUE;
    return literal(c);
  }

  private group(): Info {
    const rest = this.source.slice(this.at, this.at + 4);
    // A lookaround consumes nothing; a positive one still needs its strings in the text around the match.
    let look: "" | "positive" | "negative" = "";
    if (rest.startsWith("(?:")) {
      this.at += 3;
    } else if (rest.startsWith("(?=") || rest.startsWith("(?!")) {
      look = rest[2] === "=" ? "positive" : "negative";
      this.at += 3;
    } else if (rest.startsWith("(?<=") || rest.startsWith("(?<!")) {
      look = rest[3] === "=" ? "positive" : "negative";
      this.at += 4;
    } else if (rest.startsWith("(?<")) {
      this.at = this.source.indexOf(">", this.at) + 1;
    } else if (rest.startsWith("(?")) {
      throw new Error(`prefilter: unknown group at ${this.at}`);
    } else {
      this.at += 1;
    }
    const inner = this.alternation();
    if (this.peek() !== ")") throw new Error(`prefilter: unclosed group at ${this.at}`);
    this.at++;
    if (look === "positive") return { exact: [""], any: usableOrExact(inner) };
    return look ? EMPTY : inner;
  }

  private charClass(): Info {
    this.at++;
    const negated = this.peek() === "^";
    if (negated) this.at++;
    const chars: string[] = [];
    let simple = !negated;
    while (this.at < this.source.length && this.peek() !== "]") {
      let ch: string | null;
      if (this.peek() === "\\") {
        ch = this.classEscape();
      } else {
        ch = this.readChar();
      }
      if (this.peek() === "-" && this.source[this.at + 1] !== "]") {
        this.at++;
        if (this.peek() === "\\") this.classEscape();
        else this.readChar();
        simple = false;
        continue;
      }
      if (ch === null) simple = false;
      else chars.push(ch);
    }
    this.at++; // ]
    if (!simple || chars.length === 0 || chars.length > 8) return OPAQUE;
    const lowered = [...new Set(chars.map(foldCase))];
    return { exact: lowered, any: null };
  }

  private readChar(): string {
    const cp = this.source.codePointAt(this.at) ?? 0;
    const ch = String.fromCodePoint(cp);
    this.at += ch.length;
    return ch;
  }

  /** An escape inside a class: the character it stands for, or null for a class escape. */
  private classEscape(): string | null {
    this.at++; // backslash
    const c = this.peek();
    if (c === "u") return this.unicodeEscape();
    if (c === "x") {
      const hex = this.source.slice(this.at + 1, this.at + 3);
      this.at += 3;
      return String.fromCodePoint(parseInt(hex, 16));
    }
    if (c === "p" || c === "P") {
      this.at = this.source.indexOf("}", this.at) + 1;
      return null;
    }
    this.at++;
    if ("dDsSwWbB".includes(c)) return null;
    if (c === "n") return "\n";
    if (c === "t") return "\t";
    if (c === "r") return "\r";
    if (c === "f") return "\f";
    if (c === "v") return "\v";
    if (c === "0") return "\0";
    if (/[0-9]/u.test(c)) return null;
    return c;
  }

  private unicodeEscape(): string {
    // at "u"
    if (this.source[this.at + 1] === "{") {
      const end = this.source.indexOf("}", this.at);
      const cp = parseInt(this.source.slice(this.at + 2, end), 16);
      this.at = end + 1;
      return String.fromCodePoint(cp);
    }
    const hex = this.source.slice(this.at + 1, this.at + 5);
    this.at += 5;
    const unit = parseInt(hex, 16);
    // A surrogate pair written as two escapes.
    if (unit >= 0xd800 && unit <= 0xdbff && this.source.startsWith("\\u", this.at)) {
      const low = parseInt(this.source.slice(this.at + 2, this.at + 6), 16);
      if (low >= 0xdc00 && low <= 0xdfff) {
        this.at += 6;
        return String.fromCharCode(unit, low);
      }
    }
    return String.fromCharCode(unit);
  }

  private escape(): Info {
    const c = this.source[this.at + 1] ?? "";
    if (c === "b" || c === "B") return this.take(2, EMPTY);
    if (c === "k") {
      this.at = this.source.indexOf(">", this.at) + 1;
      return OPAQUE;
    }
    if (/[1-9]/u.test(c)) {
      this.at += 2;
      while (/[0-9]/u.test(this.peek())) this.at++;
      return OPAQUE;
    }
    const ch = this.classEscape();
    return ch === null ? OPAQUE : literal(ch);
  }
}

function literal(ch: string): Info {
  return { exact: [foldCase(ch)], any: null };
}

function usableOrExact(info: Info): string[] | null {
  if (info.any) return info.any;
  if (info.exact && !info.exact.includes("")) return info.exact;
  return null;
}

/** The lower-case strings one of which every match of `pattern` contains, or null (the pattern always runs). */
export function requiredStrings(pattern: RegExp): string[] | null {
  const info = new Parser(pattern.source).parse();
  return usable(usableOrExact(info));
}

const TABLE_BITS = 14;
const TABLE_MASK = (1 << TABLE_BITS) - 1;

/** Three UTF-16 units hashed into the table (a collision only costs a `startsWith`). */
function trigram(text: string, i: number): number {
  return (Math.imul(text.charCodeAt(i), 0x9e3779b1) ^ Math.imul(text.charCodeAt(i + 1), 0x85ebca6b) ^ text.charCodeAt(i + 2)) & TABLE_MASK;
}

interface Entry {
  pattern: number;
  text: string;
  /** Where the trigram the entry is filed under starts in `text`. */
  offset: number;
}

/** Which of a list of patterns may match a text: one pass over the text's trigrams. */
export class LiteralFilter {
  private readonly table: (Entry[] | undefined)[] = new Array(1 << TABLE_BITS);
  /** Patterns without a usable set: always run. */
  private readonly always: number[] = [];
  readonly size: number;

  constructor(patterns: readonly RegExp[]) {
    this.size = patterns.length;
    const literals: { pattern: number; text: string }[] = [];
    patterns.forEach((pattern, i) => {
      // A global or sticky pattern keeps state between calls: it runs every time, as it did.
      const strings = pattern.global || pattern.sticky ? null : requiredStrings(pattern);
      if (strings) for (const text of strings) literals.push({ pattern: i, text });
      else this.always.push(i);
    });
    // Each string is filed under its least shared trigram, so the lists a text's trigrams reach stay short.
    const shared = new Map<number, number>();
    for (const { text } of literals) for (let j = 0; j + 3 <= text.length; j++) shared.set(trigram(text, j), (shared.get(trigram(text, j)) ?? 0) + 1);
    for (const { pattern, text } of literals) {
      let offset = 0;
      for (let j = 1; j + 3 <= text.length; j++) if ((shared.get(trigram(text, j)) ?? 0) < (shared.get(trigram(text, offset)) ?? 0)) offset = j;
      const key = trigram(text, offset);
      (this.table[key] ??= []).push({ pattern, text, offset });
    }
  }

  /** Whether any of the patterns may match `text` (`folded` as in scan): stops at the first. */
  mayMatchAny(folded: string): boolean {
    if (this.always.length > 0) return true;
    let any = false;
    this.walk(folded, () => {
      any = true;
      return true;
    });
    return any;
  }

  /** A flag per pattern: true when the pattern may match `text` (`folded`: the text as foldCase gives it). */
  scan(text: string, folded = foldCase(text)): Uint8Array {
    const may = new Uint8Array(this.size);
    for (const i of this.always) may[i] = 1;
    this.walk(folded, (pattern) => {
      may[pattern] = 1;
      return false;
    });
    return may;
  }

  /** One pass over `folded`'s trigrams: `hit` gets each pattern one of whose strings is there (maybe twice), until it returns true. */
  private walk(folded: string, hit: (pattern: number) => boolean): void {
    const table = this.table;
    for (let i = 0; i + 3 <= folded.length; i++) {
      const list = table[trigram(folded, i)];
      if (list === undefined) continue;
      for (const entry of list) {
        const start = i - entry.offset;
        if (start >= 0 && folded.startsWith(entry.text, start) && hit(entry.pattern)) return;
      }
    }
  }
}

const lowered = new WeakMap<RegExp, RegExp | null>();

/**
 * The pattern written for folded text without the `i` flag (lower-case.ts), or null when it runs as it is
 * (case-sensitive, not Unicode, global or sticky, or not exactly rewritable). Built once per pattern.
 */
export function loweredPattern(pattern: RegExp): RegExp | null {
  let out = lowered.get(pattern);
  if (out === undefined) {
    const source = pattern.flags === "iu" ? lowerSource(pattern.source) : null;
    out = source === null ? null : new RegExp(source, "u");
    lowered.set(pattern, out);
  }
  return out;
}

/**
 * The pattern and text to run: the folded text without the `i` flag when the pattern can be (the same match, in
 * half the machine code). `folded` is foldCase(text); lower-casing keeps every offset when it keeps the length
 * (it only ever lengthens a character, as "İ" -> "i̇").
 */
function folded(pattern: RegExp, text: string, lower: string): [RegExp, string] {
  const rewritten = lower.length === text.length ? loweredPattern(pattern) : null;
  return rewritten ? [rewritten, lower] : [pattern, text];
}

/** Where `pattern` matches `text` ({ index, length }), run folded where it can be. */
export function execFolded(pattern: RegExp, text: string, lower: string): { index: number; length: number } | null {
  const [run, on] = folded(pattern, text, lower);
  const match = run.exec(on);
  return match ? { index: match.index, length: match[0].length } : null;
}

/** Whether `pattern` matches `text`, run folded where it can be. */
export function testFolded(pattern: RegExp, text: string, lower: string): boolean {
  const [run, on] = folded(pattern, text, lower);
  return run.test(on);
}

const filters = new WeakMap<readonly unknown[], LiteralFilter>();

/** The filter of a list of patterns (or of objects with a `pattern`), built once per list. */
export function literalFilter(list: readonly { pattern: RegExp }[] | readonly RegExp[]): LiteralFilter {
  let filter = filters.get(list);
  if (!filter) {
    filter = new LiteralFilter(list.map((item) => (item instanceof RegExp ? item : item.pattern)));
    filters.set(list, filter);
  }
  return filter;
}
