// Phrase replacement with the curated lexicon: longest match first, conditions checked,
// case, articles and spacing repaired around every edit.

import { childOf, type Lexicon, type LexiconEntry, type LexiconTrie } from "../lexicon/compile.js";
import {
  agreeArticle,
  capitalize,
  isCapitalized,
  isLowerInitial,
  normalizeWord,
  rememberEdit,
  sentenceHash,
  tokenize,
  wordKey,
  type Token,
} from "../tokens.js";
import { isPlaceholder, placeholderIndex } from "../mask.js";
import { withApostrophe, type RewriteContext } from "./context.js";

const NO_WORD = "$";

/** Which entries may apply: a rewrite mode, or "markers" (AI-marker entries only, standard choices). */
type Mode = RewriteContext["mode"] | "markers";

interface Match {
  entry: LexiconEntry;
  /** Index (in the significant-token list) of the first and one past the last matched token. */
  start: number;
  end: number;
}

/** Does a condition's word set name this neighbouring token? ("$": no word; "comma": a comma; ":" and other marks: themselves.) */
function named(words: ReadonlySet<string>, token: Token | undefined): boolean {
  if (token !== undefined && token.kind === "word") return words.has(wordKey(token));
  if (words.has(NO_WORD)) return true;
  if (token?.text === ",") return words.has("comma");
  return token?.kind === "punct" && words.has(token.text);
}

function conditionsHold(
  entry: LexiconEntry,
  significant: readonly Token[],
  n: number,
  start: number,
  end: number,
  firstWordIndex: number,
  mode: Mode,
): boolean {
  if (mode === "markers" && !entry.marker) return false;
  if (entry.aggressiveOnly && mode !== "aggressive") return false;
  // At the start: the first word, or opening punctuation before it ("¡Claro!").
  if (
    entry.sentenceStart &&
    start !== firstWordIndex &&
    start !== afterLabel &&
    !(start < firstWordIndex && start === 0) &&
    !afterStopAndEmoji(significant, start)
  )
    return false;
  const before = start > 0 ? significant[start - 1] : undefined;
  const after = end < n ? significant[end] : undefined;
  if (entry.notPrecededBy && (named(entry.notPrecededBy, before) || (start > 0 && rewrittenBefore !== "" && entry.notPrecededBy.has(rewrittenBefore))))
    return false;
  if (entry.onlyPrecededBy && !named(entry.onlyPrecededBy, before)) return false;
  if (entry.notFollowedBy && named(entry.notFollowedBy, after)) return false;
  if (entry.onlyFollowedBy && !named(entry.onlyFollowedBy, after)) return false;
  return true;
}

// Scratch space of matchAt (not re-entered): the trie nodes with entries met along the way.
const candidateEnds: number[] = [];
const candidateEntries: LexiconEntry[][] = [];

/**
 * Finds the longest entry matching at `start` whose conditions hold. `significant` and `keys`
 * (the normalised tokens) hold `n` items (the arrays may be longer: scratch space).
 */
function matchAt(
  lexicon: Lexicon,
  significant: readonly Token[],
  keys: readonly string[],
  n: number,
  start: number,
  firstWordIndex: number,
  mode: Mode,
): Match | null {
  const token = significant[start];
  if (token === undefined || token.kind === "mask" || start >= n) return null;
  const first = childOf(lexicon.trie, 0, keys[start] ?? "");
  return first < 0 ? null : matchFrom(lexicon.trie, first, significant, keys, n, start, firstWordIndex, mode);
}

/** matchAt, given the trie node `first` of the token at `start` (a word or punctuation). */
function matchFrom(
  trie: LexiconTrie,
  first: number,
  significant: readonly Token[],
  keys: readonly string[],
  n: number,
  start: number,
  firstWordIndex: number,
  mode: Mode,
): Match | null {
  let node = first;
  let count = 0;
  let entries = trie.entries[node] as LexiconEntry[];
  if (entries.length > 0) {
    candidateEnds[0] = start + 1;
    candidateEntries[0] = entries;
    count = 1;
  }
  for (let i = start + 1; i < n; i++) {
    const token = significant[i];
    if (token === undefined || token.kind === "mask") break;
    const child = childOf(trie, node, keys[i] ?? "");
    if (child < 0) break;
    node = child;
    entries = trie.entries[node] as LexiconEntry[];
    if (entries.length > 0) {
      candidateEnds[count] = i + 1;
      candidateEntries[count] = entries;
      count++;
    }
  }
  for (let c = count - 1; c >= 0; c--) {
    const end = candidateEnds[c] as number;
    const entries = candidateEntries[c] as LexiconEntry[];
    for (const entry of entries) {
      if (conditionsHold(entry, significant, n, start, end, firstWordIndex, mode)) {
        return { entry, start, end };
      }
    }
  }
  return null;
}

const PICTOGRAPH = /\p{Extended_Pictographic}/u;

/** "…for Alfie. 🎉 Here's a plan": after a full stop and an emoji a new sentence starts. */
function afterStopAndEmoji(significant: readonly Token[], start: number): boolean {
  const emoji = significant[start - 1];
  if (emoji?.kind !== "punct" || !PICTOGRAPH.test(emoji.text)) return false;
  const stop = significant[start - 2]?.text;
  return stop === "." || stop === "!" || stop === "?";
}

/**
 * Where the sentence starts: its first word or protected span. Emphasis marks that open it
 * ("**Em resumo:** o projeto…", a bold label) come before its start, not at it.
 */
function firstWordIndexOf(significant: readonly Token[], n: number, spans?: readonly string[]): number {
  for (let i = 0; i < n; i++) {
    const token = significant[i] as Token;
    if (token.kind === "word") return i;
    if (token.kind === "mask" && !isEmphasisMask(token, spans)) return i;
  }
  return -1;
}

const EMPHASIS = /^(?:\*{1,3}|_{1,3})$/;

// Where the text after a leading bold label starts ("**Dica de ouro:** por outro lado, …",
// "**Controlla il copertone.** Inoltre, …"): a second sentence start. Set per sentence by the
// functions below before they match (none is re-entered); -1 when the sentence has no such label.
let afterLabel = -1;
// The last word an earlier edit of this pass wrote in place of the word before the current position ("" when none): a "{!…}"
// condition reads it too ("sumamente vibrante" -> "muy …": "{!muy} vibrante => con mucha vida" must not give "muy con mucha vida").
let rewrittenBefore = "";

/** The index of the first word after a leading emphasised label that ends with ":" or a stop, or -1. */
function afterLabelIndexOf(significant: readonly Token[], n: number, spans: readonly string[] | undefined): number {
  const open = significant[0];
  if (!isEmphasisMask(open, spans) || spans === undefined) return -1;
  const mark = spans[placeholderIndex((open as Token).text.codePointAt(0) ?? 0)];
  for (let c = 1; c < n && c < 16; c++) {
    const token = significant[c] as Token;
    if (token.kind !== "mask" || !isEmphasisMask(token, spans) || spans[placeholderIndex(token.text.codePointAt(0) ?? 0)] !== mark) continue;
    const before = significant[c - 1]?.text;
    let start = -1;
    if (before === ":" || before === "." || before === "!" || before === "?") start = c + 1;
    else if (significant[c + 1]?.text === ":") start = c + 2;
    return start >= 0 && start < n && significant[start]?.kind === "word" ? start : -1;
  }
  return -1;
}

// Scratch array of italicTitles: per significant index, 1 inside an italic title.
const scratchTitle: number[] = [];

/**
 * The tokens inside italic titles: a span between single "*" or "_" marks that opens with a capital, holds at most ten
 * words and no stop, colon or semicolon ("*Au cœur de la forêt*", "*Le Voyage au bout de la nuit*"); an italic note
 * ("*Remarque : …*") is no title. Null when the sentence has none.
 */
function italicTitles(significant: readonly Token[], n: number, spans: readonly string[]): number[] | null {
  let found: number[] | null = null;
  let open = -1;
  for (let k = 0; k < n; k++) {
    const token = significant[k] as Token;
    if (token.kind !== "mask") continue;
    const span = spans[placeholderIndex(token.text.codePointAt(0) ?? 0)];
    if (span !== "*" && span !== "_") continue;
    if (open < 0) {
      open = k;
      continue;
    }
    const head = significant[open + 1];
    let words = 0;
    let plain = true;
    for (let t = open + 1; t < k && plain; t++) {
      const inner = significant[t] as Token;
      if (inner.kind === "word") words++;
      else if (inner.kind === "punct" && /^[.:;!?]$/u.test(inner.text)) plain = false;
    }
    const headText = head?.kind === "mask" ? (spans[placeholderIndex(head.text.codePointAt(0) ?? 0)] ?? "") : head?.kind === "word" ? head.text : "";
    if (plain && words > 0 && words <= 10 && isCapitalized(headText)) {
      if (found === null) {
        found = scratchTitle;
        found.fill(0, 0, n);
      }
      for (let t = open + 1; t < k; t++) found[t] = 1;
    }
    open = -1;
  }
  return found;
}

/** Is `token` the placeholder of an emphasis mark ("**", "_")? */
function isEmphasisMask(token: Token | undefined, spans: readonly string[] | undefined): boolean {
  if (token?.kind !== "mask" || spans === undefined) return false;
  const span = spans[placeholderIndex(token.text.codePointAt(0) ?? 0)];
  return span !== undefined && EMPHASIS.test(span);
}

/** Counts AI-marker entries in one masked sentence (the benchmark's density metric). */
export function countMarkersInSentence(sentence: string, lexicon: Lexicon, spans?: readonly string[]): number {
  const significant = tokenize(sentence).filter((t) => t.kind !== "space");
  const keys = significant.map((t) => (t.kind === "word" || t.kind === "punct" ? wordKey(t) : ""));
  const firstWord = firstWordIndexOf(significant, significant.length, spans);
  afterLabel = afterLabelIndexOf(significant, significant.length, spans);
  rewrittenBefore = "";
  let count = 0;
  for (let i = 0; i < significant.length; ) {
    const match = significant[i]?.kind === "mask" ? null : matchAt(lexicon, significant, keys, significant.length, i, firstWord, "aggressive");
    if (match) {
      if (match.entry.marker) count++;
      i = match.end;
    } else i++;
  }
  return count;
}

/** A lexicon entry found in a masked sentence, with its character offsets there. */
export interface LexiconHit {
  entry: LexiconEntry;
  start: number;
  end: number;
}

/** Every entry the aggressive mode would apply in one masked sentence (detectSigns), with offsets. */
export function findLexiconHits(sentence: string, lexicon: Lexicon, spans?: readonly string[]): LexiconHit[] {
  const significant: Token[] = [];
  const offsets: number[] = [];
  let at = 0;
  for (const token of tokenize(sentence)) {
    if (token.kind !== "space") {
      significant.push(token);
      offsets.push(at);
    }
    at += token.text.length;
  }
  const keys = significant.map((t) => (t.kind === "word" || t.kind === "punct" ? wordKey(t) : ""));
  const firstWord = firstWordIndexOf(significant, significant.length, spans);
  afterLabel = afterLabelIndexOf(significant, significant.length, spans);
  rewrittenBefore = "";
  const hits: LexiconHit[] = [];
  for (let i = 0; i < significant.length; ) {
    const match = significant[i]?.kind === "mask" ? null : matchAt(lexicon, significant, keys, significant.length, i, firstWord, "aggressive");
    if (match) {
      const last = significant[match.end - 1] as Token;
      hits.push({ entry: match.entry, start: offsets[i] as number, end: (offsets[match.end - 1] as number) + last.text.length });
      i = match.end;
    } else i++;
  }
  return hits;
}

/**
 * The child of the trie's root along `key`, the key of `token` (-1: no entry starts with it),
 * cached on the token: tokens of short words are shared, so a recurring word costs no probe.
 */
function firstNode(trie: LexiconTrie, token: Token, key: string): number {
  if (token.trie === trie) return token.trieNode as number;
  const node = childOf(trie, 0, key);
  token.trie = trie;
  token.trieNode = node;
  return node;
}

// Scratch arrays of applyLexicon (not re-entered), reused from sentence to sentence.
const scratchSignificant: Token[] = [];
const scratchPosition: number[] = [];
const scratchKeys: string[] = [];
const scratchFirstNodes: number[] = [];

/** Rewrites one masked sentence with the lexicon. */
export function applyLexicon(sentence: string, lexicon: Lexicon, context: RewriteContext): string {
  const tokens = tokenize(sentence);
  // The first n items of the scratch arrays: the non-space tokens, their token indexes and keys.
  const significant = scratchSignificant;
  const position = scratchPosition; // significant index -> token index
  const keys = scratchKeys;
  const firstNodes = scratchFirstNodes; // the trie node of each key from the root (-1: no entry starts there)
  let n = 0;
  // Nothing in the sentence can start an entry: the common case for plain sentences is cheap.
  let any = false;
  const trie = lexicon.trie;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    if (token.kind === "space") continue;
    const key = token.kind === "mask" ? "" : token.kind === "punct" ? token.text : wordKey(token);
    const first = token.kind === "mask" ? -1 : firstNode(trie, token, key);
    significant[n] = token;
    position[n] = index;
    keys[n] = key;
    firstNodes[n] = first;
    n++;
    if (first >= 0) any = true;
  }
  if (!any) return sentence;
  // A line of one word ("**Delve**", the name of the hotel's bar above its description) is a
  // label or a name: nothing around it says which, so it stays.
  let wordCount = 0;
  for (let k = 0; k < n && wordCount < 2; k++) if ((significant[k] as Token).kind === "word") wordCount++;
  if (wordCount < 2) return sentence;
  // An italic title ("le spectacle *Au cœur de la forêt*") is a name: no entry starts inside it.
  const titleEnd = context.spans === undefined ? null : italicTitles(significant, n, context.spans);
  // Where the sentence starts; moves forward when an opener is deleted.
  let firstWord = firstWordIndexOf(significant, n, context.spans);
  afterLabel = afterLabelIndexOf(significant, n, context.spans);
  let seed = -1; // hashString(sentence), computed at the first choice between alternatives

  // Replacement text per token index; null = token removed. Made at the first edit.
  let output: (string | null)[] | null = null;
  let changed = false;
  let cutThat = false; // an opener that ended in "que" was cut at the sentence start
  const mode = context.markersOnly ? "markers" : context.mode;
  for (let i = 0; i < n; ) {
    const first = firstNodes[i] as number;
    rewrittenBefore = "";
    if (output !== null && first >= 0 && i > 0) {
      const previous = output[position[i - 1] ?? 0];
      if (previous && previous !== (significant[i - 1] as Token).text) rewrittenBefore = normalizeWord(previous.slice(previous.lastIndexOf(" ") + 1));
    }
    const match = first < 0 ? null : matchFrom(trie, first, significant, keys, n, i, firstWord, mode);
    if (!match) {
      i++;
      continue;
    }
    if (titleEnd !== null && (titleEnd[i] ?? 0) > 0) {
      i = match.end;
      continue;
    }
    // "Bolster isn't just a savings app": a sentence-initial word the text protects elsewhere as a
    // name ("Welcome to Bolster!") and never writes in lower case is that name.
    if (match.start === firstWord && isNameAtStart(significant[match.start] as Token, context)) {
      i = match.end;
      continue;
    }
    // A literal use kept as written: nothing to edit.
    if (match.entry.literal) {
      i = match.end;
      continue;
    }
    // "Insgesamt haben … über 900 Gäste …": beside a figure the word is a total, not a summary, and stays.
    if (match.entry.noFigure && holdsFigure(sentence, context.spans)) {
      i = match.end;
      continue;
    }
    const targets = context.mode === "aggressive" ? match.entry.aggressiveTargets : match.entry.targets;
    // Most entries have one alternative: no choice to make, so no pass over the sentence to hash it.
    if (seed < 0 && targets.length > 1) seed = sentenceHash(sentence);
    let chosen = targets.length === 1 ? targets[0] : targets[(seed + i * 7919) % targets.length];
    // "Each piece shows the skill…, showing a rich mix": an alternative whose word the sentence
    // already has (or an earlier edit put there) gives way to one it does not.
    const from = position[match.start] ?? 0;
    const to = position[match.end - 1] ?? from;
    const picked = chosen;
    if (targets.length > 1 && chosen) {
      if (repeats(chosen, tokens, output, from, to)) chosen = targets.find((t) => t !== null && t !== "" && !repeats(t, tokens, output, from, to)) ?? chosen;
    } else if (chosen && (match.start === firstWord || match.start === afterLabel) && hasWord(chosen, tokens, output, from, to)) {
      // An opener: "Zudem lohnt sich …, die … zusätzlich …" -> "Zusätzlich … zusätzlich": the only plain word is already
      // there, so the sign stays (audit of set 27).
      chosen = null;
    } else if (chosen && targets.length === 1 && echoesSource(chosen, tokens, output, from, to, context.profile.repeatable)) {
      // "souligne …, montrant" -> "montre …, montrant": the only alternative repeats a word the sentence already has, so the
      // sign stays (REPEAT-CHECK).
      chosen = null;
    }
    // "memórias inesquecíveis" -> "memórias memoráveis": a word the edit puts beside a word of its own root (five letters,
    // accents aside) that the source did not echo is a glitch; another alternative, or the source stays.
    if (chosen) {
      const before = significant[match.start - 1];
      const after = match.end < n ? significant[match.end] : undefined;
      const near = (k: number, t: Token | undefined): string => (t?.kind === "word" ? ((output ? output[position[k] ?? 0] : t.text) ?? "") : "");
      const left = near(match.start - 1, before);
      const right = near(match.end, after);
      if (left || right) {
        const source = significant
          .slice(match.start, match.end)
          .map((t) => t.text)
          .join(" ");
        const echoes = (t: string | null): boolean =>
          t !== null && t !== "" && (echo(t.split(" ")[0], left, source) || echo(t.split(" ").pop(), right, source));
        if (echoes(chosen)) chosen = targets.find((t) => t !== null && t !== "" && !echoes(t)) ?? null;
      }
    }
    // Every alternative would repeat a word of the sentence: a fallback that does not ("||" in the lexicon).
    if (chosen === null && picked && match.entry.fallbacks)
      chosen =
        match.entry.fallbacks.find((t) => !echoesSource(t, tokens, output, from, to, context.profile.repeatable) && !repeats(t, tokens, output, from, to)) ??
        null;
    // A deleted opener before a protected span that starts in lower case ("En fin de compte, l'IA…")
    // would leave the sentence starting in lower case, and one before a figure would open it with a
    // numeral: another alternative, or none.
    if (chosen === "" && match.start === firstWord && lowerSpanAt(significant, match.end, n, context)) {
      chosen = match.entry.targets.find((t) => t !== null && t !== "") ?? null;
    }
    if (chosen === null || chosen === undefined) {
      i = match.end; // "=": this occurrence is left as it is
      continue;
    }
    if (output === null) {
      output = new Array<string | null>(tokens.length);
      for (let t = 0; t < tokens.length; t++) output[t] = (tokens[t] as Token).text;
    }
    let replacement = withApostrophe(chosen, context);
    if (context.profile.respell) replacement = context.profile.respell(replacement, context.isLowerWord);
    const firstIndex = position[match.start] ?? 0;
    const lastIndex = position[match.end - 1] ?? firstIndex;
    const firstText = output[firstIndex] ?? "";
    // A capital inside a German sentence is the noun's own: the replacement keeps the case it is written in.
    if (
      replacement &&
      isCapitalized(firstText) &&
      firstText !== "I" &&
      (match.start === firstWord ||
        match.start === afterLabel ||
        afterStopAndEmoji(significant, match.start) ||
        significant[match.start - 1]?.text === ":" ||
        !context.profile.nounCapitals)
    ) {
      replacement = capitalize(replacement);
    }
    // "señalan, asimismo, que" with ", asimismo , => también": the word replaces the comma glued to
    // the word before, so it takes a space of its own ("señalan también que").
    if (replacement && /^\p{L}/u.test(replacement) && significant[match.start]?.kind === "punct" && tokens[firstIndex - 1]?.kind === "word") {
      replacement = ` ${replacement}`;
    }
    // The polite "Ihr" inside the match (not its first word, which may be capitalised as a sentence start) keeps its capital.
    const polite = context.profile.politePossessive;
    if (polite && replacement) {
      for (let t = firstIndex + 1; t <= lastIndex; t++) {
        if (output[t]?.startsWith(polite)) {
          replacement = replacement.replace(new RegExp(`(?<!\\p{L})${polite.toLowerCase()}(?=\\p{Ll}*(?!\\p{L}))`, "gu"), polite);
          break;
        }
      }
    }
    for (let t = firstIndex; t <= lastIndex; t++) output[t] = null;
    output[firstIndex] = replacement;
    changed = true;

    if (replacement === "") {
      // Drop one neighbouring space so no double space is left behind; a match that starts with
      // punctuation glued to the word before (", inoltre ,") keeps the space after it: "mostra uno".
      const gluedStart = significant[match.start]?.kind === "punct" && tokens[firstIndex - 1]?.kind !== "space";
      if (gluedStart && tokens[lastIndex + 1]?.kind === "space") {
        // the space after the match stays
      } else if (tokens[lastIndex + 1]?.kind === "space") output[lastIndex + 1] = null;
      else if (tokens[firstIndex - 1]?.kind === "space") output[firstIndex - 1] = null;
      const next = match.end < n ? significant[match.end] : undefined;
      const nextIndex = match.end < n ? position[match.end] : undefined;
      if (match.start === firstWord && sameEmphasis(significant[match.start - 1], next, context.spans)) {
        // "**Em resumo:** o projeto…": a bold label that was only the opener goes with its marks.
        dropLabelMarks(match.start - 1, match.end, output, significant, position, tokens, context);
        firstWord = match.end + 1;
      } else if (
        match.start === firstWord ||
        match.start === afterLabel ||
        afterStopAndEmoji(significant, match.start) ||
        (significant[match.start - 1]?.text === ":" && isCapitalized(firstText))
      ) {
        // (after a label, "**Dica:** por outro lado, se…", or a stop and an emoji, "Texte. 👉 Il est
        // important de noter que…", the text after it starts over the same way; so does a plain label whose writer
        // began with a capital, "- Repertório: Vale destacar que ele…" -> "Ele", as its sibling items do)
        const atLabel = match.start !== firstWord;
        if (!atLabel && keys[match.end - 1] === "que") cutThat = true;
        if (match.start === afterLabel) afterLabel = match.end;
        else if (!atLabel) firstWord = match.end;
        // After a label the writer's own case stays: "**Nota:** como modelo…, não vejo" keeps "não".
        const raise = !atLabel || !isLowerInitial(significant[match.start]?.text ?? "");
        // "Vale ressaltar que, segundo X, …": the comma that closed the deleted opener's clause goes too.
        if (next?.kind === "punct" && next.text === "," && nextIndex !== undefined && output[nextIndex] === ",") {
          const after = match.end + 1 < n ? significant[match.end + 1] : undefined;
          const afterIndex = match.end + 1 < n ? position[match.end + 1] : undefined;
          if (after?.kind === "word" && afterIndex !== undefined) {
            output[nextIndex] = null;
            if (tokens[nextIndex + 1]?.kind === "space") output[nextIndex + 1] = null;
            if (match.end === afterLabel) afterLabel = match.end + 1;
            else if (!atLabel) firstWord = match.end + 1;
            if (raise && isLowerInitial(after.text)) output[afterIndex] = capitalize(output[afterIndex] ?? after.text);
          }
        } else if (raise && next?.kind === "word" && nextIndex !== undefined && isLowerInitial(next.text)) {
          output[nextIndex] = capitalize(output[nextIndex] ?? next.text);
        }
      }
      if (context.profile.articleAgreement && next?.kind === "word" && nextIndex !== undefined)
        fixArticleBefore(match.start, output, significant, position, output[nextIndex] ?? next.text);
    } else if (context.profile.articleAgreement) {
      fixArticleBefore(match.start, output, significant, position, replacement);
    }
    i = match.end;
  }
  if (!changed || output === null) return sentence;
  const out = joinEdit(sentence, tokens, output);
  if (cutThat && context.profile.enclise) {
    const enclitic = context.profile.enclise(out);
    // (The edit then no longer matches its tokens, so it is not remembered.)
    if (enclitic !== out) return enclitic;
  }
  // Two listed words swapped for the same plain one: "rich and intricate" -> "rich and rich" -> "rich".
  // (The edit then no longer matches its tokens, so it is not remembered.)
  if (insertedTwice(out, tokens, output) && DOUBLED.test(out)) {
    const single = out.replace(DOUBLED_ALL, (whole, word: string) => (sentence.includes(whole) ? whole : word));
    if (single !== out) return single;
  }
  // The transforms after this one tokenize the edited sentence again.
  rememberEdit(out, tokens, output);
  return out;
}

/** Are `open` and `close` the placeholders of the same emphasis mark ("**" … "**")? */
function sameEmphasis(open: Token | undefined, close: Token | undefined, spans: readonly string[] | undefined): boolean {
  if (!isEmphasisMask(open, spans) || !isEmphasisMask(close, spans) || spans === undefined) return false;
  return spans[placeholderIndex((open as Token).text.codePointAt(0) ?? 0)] === spans[placeholderIndex((close as Token).text.codePointAt(0) ?? 0)];
}

/**
 * Removes the emphasis marks at significant `open` and `close` around a deleted label (and the
 * space after it), recording them as dropped, and capitalises the word the sentence now starts with.
 */
function dropLabelMarks(
  open: number,
  close: number,
  output: (string | null)[],
  significant: readonly Token[],
  position: readonly number[],
  tokens: readonly Token[],
  context: RewriteContext,
): void {
  for (const at of [open, close]) {
    const index = position[at] as number;
    output[index] = null;
    const span = placeholderIndex((significant[at] as Token).text.codePointAt(0) ?? 0);
    (context.droppedSpans ??= new Set()).add(span);
  }
  const closeIndex = position[close] as number;
  if (tokens[closeIndex + 1]?.kind === "space") output[closeIndex + 1] = null;
  const after = significant[close + 1];
  const afterIndex = position[close + 1];
  if (after?.kind === "word" && afterIndex !== undefined && isLowerInitial(after.text)) output[afterIndex] = capitalize(output[afterIndex] ?? after.text);
}

/**
 * Does the first word of `target` (by its first four letters; past a leading word of one to three
 * letters, an article) occur elsewhere in the sentence, as
 * written or as an earlier edit made it (the tokens `from`..`to`, the ones being replaced, aside)?
 */
function repeats(target: string, tokens: readonly Token[], output: readonly (string | null)[] | null, from: number, to: number): boolean {
  // "una prova" next to "mette alla prova": "prov"; "un'impresa": "impr".
  const stem = /^(?:\p{L}{1,3}['’ ])?(\p{L}{4})/u.exec(target)?.[1]?.toLowerCase();
  if (!stem) return false;
  for (let t = 0; t < tokens.length; t++) {
    if (t >= from && t <= to) continue;
    const piece = output ? output[t] : (tokens[t] as Token).text;
    if (piece && piece.length >= 4 && piece.toLowerCase().includes(stem) && !/\p{L}/u.test(piece.charAt(piece.toLowerCase().indexOf(stem) - 1))) return true;
  }
  return false;
}

/**
 * Does a content word of `target` (five letters or more) start like a word the source sentence writes outside the tokens
 * `from`..`to` being replaced (and that no earlier edit changed), while the replaced words do not? Alike: a shared start of five letters or more, accents aside,
 * that covers at least 70% of the shorter word ("montre" and "montrant", "cambiando" and "cambió"; not "espectaculares"
 * and "especial").
 */
function echoesSource(
  target: string,
  tokens: readonly Token[],
  output: readonly (string | null)[] | null,
  from: number,
  to: number,
  repeatable: ReadonlySet<string> | undefined,
): boolean {
  const words = target
    .split(/[\s'’]+/u)
    .map(fold)
    .filter((w) => w.length >= 5 && !repeatable?.has(w));
  if (words.length === 0) return false;
  let replaced = "";
  for (let t = from; t <= to; t++) replaced += ` ${fold((tokens[t] as Token).text)}`;
  for (let t = 0; t < tokens.length; t++) {
    if (t >= from && t <= to) continue;
    const token = tokens[t] as Token;
    // A word an earlier edit replaced or removed ("é importante destacar que" -> "") is no longer there to echo.
    if (token.kind !== "word" || token.text.length < 5 || (output && output[t] !== token.text)) continue;
    const word = fold(token.text);
    if (repeatable?.has(word)) continue;
    for (const w of words) {
      let shared = 0;
      while (shared < w.length && w.charCodeAt(shared) === word.charCodeAt(shared)) shared++;
      if (shared >= 5 && shared >= 0.7 * Math.min(w.length, word.length) && !replaced.includes(` ${w.slice(0, 5)}`)) return true;
    }
  }
  return false;
}

/** Whether `word` shares its first five letters (accents aside) with `neighbour`, and `source` did not. */
function echo(word: string | undefined, neighbour: string, source: string): boolean {
  if (!word || word.length < 5 || neighbour.length < 5) return false;
  const stem = fold(word).slice(0, 5);
  return fold(neighbour).startsWith(stem) && !fold(source).includes(stem);
}

const fold = (text: string): string => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Whether the sentence holds a figure: a digit, or a protected span with one. */
function holdsFigure(sentence: string, spans: readonly string[] | undefined): boolean {
  for (const char of sentence) {
    if (char >= "0" && char <= "9") return true;
    if (isPlaceholder(char) && /\p{N}/u.test(spans?.[placeholderIndex(char.codePointAt(0) ?? 0)] ?? "")) return true;
  }
  return false;
}

/**
 * Does the first word of a one-word `target` of five letters or more (an adverb such as "zusätzlich") stand elsewhere in the
 * sentence, as written or as an earlier edit made it, with an ending at most ("zusätzlichen")?
 */
function hasWord(target: string, tokens: readonly Token[], output: readonly (string | null)[] | null, from: number, to: number): boolean {
  if (target.length < 5 || target.includes(" ")) return false;
  const word = target.toLowerCase();
  for (let t = 0; t < tokens.length; t++) {
    if (t >= from && t <= to) continue;
    const piece = (output ? output[t] : (tokens[t] as Token).text)?.toLowerCase();
    if (piece?.startsWith(word) && piece.length - word.length <= 2) return true;
  }
  return false;
}

function isNameAtStart(token: Token, context: RewriteContext): boolean {
  if (token.kind !== "word" || !isCapitalized(token.text) || context.isNameWord?.(token.text) !== true) return false;
  return context.isLowerWord?.(token.text.toLowerCase()) !== true;
}

/** Whether the significant token at `at` is a protected span whose text starts with a lower-case letter. */
function lowerSpanAt(significant: readonly Token[], at: number, n: number, context: RewriteContext): boolean {
  const token = at < n ? significant[at] : undefined;
  if (token?.kind !== "mask") return false;
  const span = context.spans?.[placeholderIndex(token.text.codePointAt(0) ?? 0)];
  // (Set 29: "Moreover, 71% of the students…" -> "71% of the students…": an English sentence does not open with a figure.)
  return span !== undefined && (/^\p{Ll}/u.test(span) || (context.profile.code === "en" && /^[\d$£€]/u.test(span)));
}

// (and in the other languages: "zeigen und zeigen", "Heute und heute", "mostra e mostra")
const DOUBLED = /(?<![\p{L}\p{N}])(\p{L}{3,})(?: and | or | und | oder | e | ou | et | y | o | ed |, )\1(?![\p{L}\p{N}])/iu;
const DOUBLED_ALL = new RegExp(DOUBLED.source, "giu");

/**
 * Whether a word the edit put in occurs twice in the sentence (case aside): a doubled pair needs
 * one, and a native search per inserted piece is cheaper than a pass over the words.
 */
function insertedTwice(out: string, tokens: readonly Token[], output: readonly (string | null)[]): boolean {
  for (let t = 0; t < tokens.length; t++) {
    const piece = output[t];
    if (piece === null || piece === undefined || piece === (tokens[t] as Token).text) continue;
    for (const word of piece.split(" ")) {
      if (word.length < 3) continue;
      // (The word as written and with its first letter in the other case: "rich and Rich".)
      const initial = word.charAt(0);
      const other = (initial === initial.toLowerCase() ? initial.toUpperCase() : initial.toLowerCase()) + word.slice(1);
      const first = out.indexOf(word);
      if (first >= 0 && (out.indexOf(word, first + 1) >= 0 || out.includes(other))) return true;
    }
  }
  return false;
}

/**
 * The sentence with its edits: `output[t]` is what became of token t (its own text when unchanged).
 * The stretches between edits are taken from the sentence whole: a few pieces to join, not one per token.
 */
function joinEdit(sentence: string, tokens: readonly Token[], output: readonly (string | null)[]): string {
  let out = "";
  let from = 0; // start of the stretch of unchanged tokens going on
  let at = 0; // start of token t in the sentence
  for (let t = 0; t < tokens.length; t++) {
    const text = (tokens[t] as Token).text;
    const piece = output[t];
    if (piece !== text) {
      if (from < at) out += sentence.slice(from, at);
      if (piece !== null && piece !== undefined) out += piece;
      from = at + text.length;
    }
    at += text.length;
  }
  return from === 0 ? sentence : from < at ? out + sentence.slice(from, at) : out;
}

/** Makes the article right before significant token `start` agree with `nextWord`. */
function fixArticleBefore(start: number, output: (string | null)[], significant: readonly Token[], position: readonly number[], nextWord: string): void {
  // Words deleted before this one do not count: "a truly remarkable" -> "a [truly] extraordinary" -> "an extraordinary".
  let before = start - 1;
  while (before > 0) {
    const word = significant[before];
    const at = position[before];
    if (word?.kind !== "word" || at === undefined || output[at] !== "" || /^an?$/iu.test(word.text)) break;
    before--;
  }
  const previous = significant[before];
  const index = position[before];
  if (!previous || index === undefined || previous.kind !== "word") return;
  const lower = previous.text.toLowerCase();
  if (lower !== "a" && lower !== "an") return;
  const current = output[index];
  if (current === undefined) return;
  if (current !== null) {
    output[index] = agreeArticle(current, nextWord);
    return;
  }
  // The article ends an earlier replacement ("represent a" -> "are a"): fix its last word.
  for (let t = index - 1; t >= 0; t--) {
    const piece = output[t];
    if (piece === null) continue;
    const last = piece === undefined ? null : /(?:^|\s)(an?)$/iu.exec(piece);
    if (piece !== undefined && last) output[t] = piece.slice(0, piece.length - (last[1] as string).length) + agreeArticle(last[1] as string, nextWord);
    return;
  }
}
