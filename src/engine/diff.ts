// The edits that turn one text into another, as spans of the first: applied in order, they give
// the second exactly. Used by the change report of every engine (the rules engine and the
// model-backed ones alike), so it knows nothing of how the second text was made.
//
// Two levels keep it cheap on 3,000 words: the texts are cut into segments (sentences and lines)
// and those are aligned first; only the stretches of segments that differ are compared token by
// token (words, runs of spaces, single other characters).

export interface Edit {
  /** UTF-16 offsets into the first text: `before === first.slice(start, end)`. */
  start: number;
  end: number;
  before: string;
  after: string;
}

const SEGMENT = /[^\n.!?]*(?:[.!?]+[\t ]*|\n|$)/gu;
const TOKEN = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*|\s+|[\s\S]/gu;
/** Beyond this many differences in one stretch, the stretch is reported as one edit. */
const MAX_DIFFERENCES = 1_500;

export function diffTexts(first: string, second: string): Edit[] {
  if (first === second) return [];
  const a = split(first, SEGMENT);
  const b = split(second, SEGMENT);
  const edits: Edit[] = [];
  let offsetA = 0;
  for (const hunk of alignedHunks(a, b)) {
    // hunk: [startA, endA, startB, endB] in segments; refine it token by token.
    const [sa, ea, sb, eb] = hunk;
    const startOffset = offsetOf(a, sa, offsetA);
    offsetA = startOffset.offset;
    const beforeText = a.slice(sa, ea).join("");
    const afterText = b.slice(sb, eb).join("");
    for (const edit of tokenEdits(beforeText, afterText)) {
      edits.push({ start: startOffset.at + edit.start, end: startOffset.at + edit.end, before: edit.before, after: edit.after });
    }
  }
  return edits;
}

/** Applies `edits` (sorted, not overlapping) to `text`. */
export function applyEdits(text: string, edits: readonly Pick<Edit, "start" | "end" | "after">[]): string {
  let out = "";
  let at = 0;
  for (const edit of edits) {
    out += text.slice(at, edit.start) + edit.after;
    at = edit.end;
  }
  return out + text.slice(at);
}

function split(text: string, pattern: RegExp): string[] {
  const parts: string[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (match[0].length === 0) {
      if (match.index >= text.length) break;
      pattern.lastIndex++;
      continue;
    }
    parts.push(match[0]);
  }
  return parts;
}

// Offsets of segment starts, computed incrementally (hunks come in order).
let cacheSegments: readonly string[] | null = null;
let cacheIndex = 0;
let cacheOffset = 0;
function offsetOf(segments: readonly string[], index: number, _hint: number): { at: number; offset: number } {
  if (cacheSegments !== segments || index < cacheIndex) {
    cacheSegments = segments;
    cacheIndex = 0;
    cacheOffset = 0;
  }
  while (cacheIndex < index) cacheOffset += (segments[cacheIndex++] as string).length;
  return { at: cacheOffset, offset: cacheOffset };
}

function tokenEdits(first: string, second: string): Edit[] {
  const a = split(first, TOKEN);
  const b = split(second, TOKEN);
  const hunks = alignedHunks(a, b);
  const edits: Edit[] = [];
  let index = 0;
  let offset = 0;
  for (const [sa, ea, sb, eb] of hunks) {
    while (index < sa) offset += (a[index++] as string).length;
    const start = offset;
    while (index < ea) offset += (a[index++] as string).length;
    const after = b.slice(sb, eb).join("");
    const previous = edits[edits.length - 1];
    // Edits a space apart read as one ("Moreover, the" -> "The", not "Moreover," -> "The" and "the " -> "").
    if (previous && /^\s*$/u.test(first.slice(previous.end, start))) {
      previous.after += first.slice(previous.end, start) + after;
      previous.end = offset;
      previous.before = first.slice(previous.start, offset);
    } else {
      edits.push({ start, end: offset, before: first.slice(start, offset), after });
    }
  }
  // A space both sides end with is no part of the edit.
  for (const edit of edits) {
    while (edit.before.length > 0 && edit.after.length > 0 && /\s/u.test(edit.before.at(-1) as string) && edit.before.at(-1) === edit.after.at(-1)) {
      edit.before = edit.before.slice(0, -1);
      edit.after = edit.after.slice(0, -1);
      edit.end--;
    }
  }
  return edits;
}

type Hunk = [number, number, number, number];

/**
 * The stretches where `a` and `b` differ ([startA, endA, startB, endB]), from Myers' O(ND)
 * shortest edit script over the items between their common prefix and suffix.
 */
function alignedHunks(a: readonly string[], b: readonly string[]): Hunk[] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tailA = a.length;
  let tailB = b.length;
  while (tailA > head && tailB > head && a[tailA - 1] === b[tailB - 1]) {
    tailA--;
    tailB--;
  }
  if (head === tailA && head === tailB) return [];
  const n = tailA - head;
  const m = tailB - head;
  if (n === 0 || m === 0) return [[head, tailA, head, tailB]];
  const moves = shortestEdit(a, b, head, n, m);
  if (moves === null) return [[head, tailA, head, tailB]];
  // Group the runs of deletions and insertions between matches into hunks.
  const hunks: Hunk[] = [];
  let x = head;
  let y = head;
  let open: Hunk | null = null;
  for (const move of moves) {
    if (move === EQUAL) {
      if (open) {
        hunks.push(open);
        open = null;
      }
      x++;
      y++;
      continue;
    }
    open ??= [x, x, y, y];
    if (move === DELETE) x++;
    else y++;
    open[1] = x;
    open[3] = y;
  }
  if (open) hunks.push(open);
  return hunks;
}

const EQUAL = 0;
const DELETE = 1;
const INSERT = 2;

/** The moves of a shortest edit script from a[head..head+n) to b[head..head+m), or null past MAX_DIFFERENCES. */
function shortestEdit(a: readonly string[], b: readonly string[], head: number, n: number, m: number): number[] | null {
  const max = Math.min(n + m, MAX_DIFFERENCES);
  const v = new Int32Array(2 * max + 3);
  const offset = max + 1;
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice()); // V after step d - 1
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && (v[offset + k - 1] as number) < (v[offset + k + 1] as number));
      let x = down ? (v[offset + k + 1] as number) : (v[offset + k - 1] as number) + 1;
      let y = x - k;
      while (x < n && y < m && a[head + x] === b[head + y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return movesFrom(trace, offset, d, n, m);
    }
  }
  return null;
}

function movesFrom(trace: readonly Int32Array[], offset: number, depth: number, n: number, m: number): number[] {
  const reversed: number[] = [];
  let x = n;
  let y = m;
  for (let d = depth; d >= 0; d--) {
    const v = trace[d] as Int32Array;
    const k = x - y;
    if (d === 0) {
      while (x > 0 && y > 0) {
        reversed.push(EQUAL);
        x--;
        y--;
      }
      break;
    }
    const down = k === -d || (k !== d && (v[offset + k - 1] as number) < (v[offset + k + 1] as number));
    const prevK = down ? k + 1 : k - 1;
    const prevX = v[offset + prevK] as number;
    const prevY = prevX - prevK;
    const midX = down ? prevX : prevX + 1;
    const midY = down ? prevY + 1 : prevY;
    while (x > midX && y > midY) {
      reversed.push(EQUAL);
      x--;
      y--;
    }
    reversed.push(down ? INSERT : DELETE);
    x = prevX;
    y = prevY;
  }
  return reversed.reverse();
}
