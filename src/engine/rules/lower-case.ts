// A case-insensitive pattern rewritten to run without the `i` flag on lower-cased text. V8 compiles
// every letter of an `i` pattern into a test of each of its cases, so the machine code of the long
// leftover and detector patterns about halves without the flag (measured: Portuguese's structure
// patterns 3.7 -> 1.9 MB); an isolate that serves every language then stays under the size at which
// V8 stops optimising new regexps (docs/engine.md, "Regexp code in one isolate").
//
// The rewrite is exact on text that prefilter.ts's foldCase has lower-cased, or it is refused (null)
// and the pattern runs as it is:
// - a literal letter becomes its lower case ("Espero" -> "espero");
// - a class must already hold the lower case of each character it holds ([A-Za-zÀ-ÿ] does; "[A-Z]"
//   alone is written [a-z]); a case property (\p{Lu}, \p{Ll}, \p{Lt}, \p{Lowercase}…) is refused,
//   since under `i` it matches every case;
// - a letter whose lower case is not one character ("İ") is refused.

/** Property escapes that match the same characters in every case. */
const CASELESS_PROPERTIES =
  /^(?:L|Letter|N|Number|Nd|No|Nl|M|Mn|Mc|Me|P|Punctuation|Pd|Ps|Pe|Pi|Pf|Po|Pc|S|Sm|Sc|Sk|So|Z|Zs|Zl|Zp|Co|Cc|Cf|Extended_Pictographic|Emoji|Emoji_Presentation|Emoji_Modifier|Emoji_Component|Script=\w+|sc=\w+|Script_Extensions=\w+|scx=\w+)$/u;

/** A code point's lower case, when it is one code point. */
function lowerOne(cp: number): number | null {
  const lower = String.fromCodePoint(cp).toLowerCase();
  const first = lower.codePointAt(0) ?? cp;
  return String.fromCodePoint(first) === lower ? first : null;
}

/** The source written for lower-cased text, or null when the rewrite would not be exact. */
export function lowerSource(source: string): string | null {
  let out = "";
  let at = 0;
  const n = source.length;
  while (at < n) {
    const c = source[at] as string;
    if (c === "\\") {
      const parsed = readEscape(source, at);
      if (parsed === null) return null;
      if (parsed.char !== undefined) {
        const lower = lowerOne(parsed.char);
        if (lower === null) return null;
        out += lower === parsed.char ? parsed.text : escapeChar(lower);
      } else {
        out += parsed.text;
      }
      at += parsed.text.length;
    } else if (c === "[") {
      const end = classEnd(source, at);
      if (end < 0) return null;
      const cls = lowerClass(source.slice(at, end + 1));
      if (cls === null) return null;
      out += cls;
      at = end + 1;
    } else if (c === "(" && source.startsWith("(?<", at) && source[at + 3] !== "=" && source[at + 3] !== "!") {
      // A group's name keeps its case.
      const close = source.indexOf(">", at);
      out += source.slice(at, close + 1);
      at = close + 1;
    } else {
      const cp = source.codePointAt(at) ?? 0;
      const ch = String.fromCodePoint(cp);
      const lower = lowerOne(cp);
      if (lower === null) return null;
      out += String.fromCodePoint(lower);
      at += ch.length;
    }
  }
  return out;
}

interface Escape {
  /** The escape as written. */
  text: string;
  /** The character it stands for, when it stands for one. */
  char?: number;
}

/** The escape at `at` (a backslash), or null when it is a case property or not understood. */
function readEscape(source: string, at: number): Escape | null {
  const c = source[at + 1] ?? "";
  if (c === "u") {
    if (source[at + 2] === "{") {
      const end = source.indexOf("}", at);
      return { text: source.slice(at, end + 1), char: parseInt(source.slice(at + 3, end), 16) };
    }
    const hex = source.slice(at + 2, at + 6);
    const unit = parseInt(hex, 16);
    // A surrogate pair written as two escapes: an astral character, left as written (none has a case the engine reads).
    if (unit >= 0xd800 && unit <= 0xdfff) return { text: source.slice(at, at + 6) };
    return { text: source.slice(at, at + 6), char: unit };
  }
  if (c === "x") return { text: source.slice(at, at + 4), char: parseInt(source.slice(at + 2, at + 4), 16) };
  if (c === "p" || c === "P") {
    const end = source.indexOf("}", at);
    const name = source.slice(at + 3, end);
    return CASELESS_PROPERTIES.test(name) ? { text: source.slice(at, end + 1) } : null;
  }
  if (c === "k") return { text: source.slice(at, source.indexOf(">", at) + 1) };
  if (c === "c") return null;
  if (/[dDsSwWbBfnrtv0-9]/u.test(c)) {
    let end = at + 2;
    if (/[1-9]/u.test(c)) while (/[0-9]/u.test(source[end] ?? "")) end++;
    return { text: source.slice(at, end) };
  }
  // An identity escape ("\.", "\-", "\/"): punctuation, which has no case.
  return { text: source.slice(at, at + 2), char: source.codePointAt(at + 1) ?? 0 };
}

/** A lower-case letter written as itself (a letter is never regexp syntax). */
function escapeChar(cp: number): string {
  return String.fromCodePoint(cp);
}

/** The index of the "]" that closes the class opened at `at`, or -1. */
function classEnd(source: string, at: number): number {
  let i = at + 1;
  if (source[i] === "^") i++;
  for (; i < source.length; i++) {
    if (source[i] === "\\") i++;
    else if (source[i] === "]") return i;
  }
  return -1;
}

/** A class for lower-cased text: its ASCII capitals written in lower case, and closed under lower case, or null. */
function lowerClass(cls: string): string | null {
  const negated = cls[1] === "^";
  let i = negated ? 2 : 1;
  const end = cls.length - 1;
  const items: { from: number; to: number; text: string }[] = [];
  let props = "";
  while (i < end) {
    let from: number;
    let text: string;
    if (cls[i] === "\\") {
      const parsed = readEscape(cls, i);
      if (parsed === null) return null;
      i += parsed.text.length;
      if (parsed.char === undefined) {
        // \p{L}, \s, \d, \w…: caseless sets, kept as written.
        props += parsed.text;
        continue;
      }
      from = parsed.char;
      text = parsed.text;
    } else {
      from = cls.codePointAt(i) ?? 0;
      text = String.fromCodePoint(from);
      i += text.length;
    }
    if (cls[i] === "-" && i + 1 < end) {
      i++;
      let to: number;
      let toText: string;
      if (cls[i] === "\\") {
        const parsed = readEscape(cls, i);
        if (parsed?.char === undefined) return null;
        to = parsed.char;
        toText = parsed.text;
        i += parsed.text.length;
      } else {
        to = cls.codePointAt(i) ?? 0;
        toText = String.fromCodePoint(to);
        i += toText.length;
      }
      items.push({ from, to, text: `${text}-${toText}` });
    } else {
      items.push({ from, to: from, text });
    }
  }
  // Each item in lower case (an ASCII capital range becomes its lower-case range); then every lower
  // case of a member must be a member.
  const lowered = items.map((item) => {
    if (item.from >= 0x41 && item.to <= 0x5a) return { from: item.from + 32, to: item.to + 32 };
    if (item.from === item.to) {
      const lower = lowerOne(item.from);
      return lower === null ? null : { from: lower, to: lower };
    }
    return { from: item.from, to: item.to };
  });
  if (lowered.some((item) => item === null)) return null;
  const ranges = lowered as { from: number; to: number }[];
  const holds = (cp: number) => ranges.some((r) => cp >= r.from && cp <= r.to);
  // A lower case the class lacks is added ("Ⱥ" in À-ʯ lower-cases to "ⱥ", which the Latin ranges leave out).
  const added = new Set<number>();
  for (const r of ranges) {
    if (r.to - r.from > 0x3000) return null;
    for (let cp = r.from; cp <= r.to; cp++) {
      // (A character whose lower case is longer, "İ", lengthens the folded text, and then the pattern runs as it is.)
      const lower = lowerOne(cp);
      if (lower !== null && !holds(lower)) added.add(lower);
    }
  }
  if (added.size > 32) return null;
  for (const cp of added) ranges.push({ from: cp, to: cp });
  const body = ranges.map((r) => (r.from === r.to ? classChar(r.from) : `${classChar(r.from)}-${classChar(r.to)}`)).join("");
  return `[${negated ? "^" : ""}${body}${props}]`;
}

/** A character inside a class: itself, or an escape for the class's own syntax, spaces and controls. */
function classChar(cp: number): string {
  return cp <= 0x20 || cp === 0x7f || "\\]^-[".includes(String.fromCodePoint(cp)) || (cp >= 0x80 && cp <= 0xa0)
    ? `\\u{${cp.toString(16)}}`
    : String.fromCodePoint(cp);
}
