// Trains the Latin-script language model of detectLanguage (src/engine/detect.ts) and writes it to
// src/engine/detect-model.ts. Run it again only to change the model:
//
//   npx tsx scripts/detect-train.ts [--locale-dir=/usr/share/locale]
//
// The corpus is the translations of free software already on a Debian machine: the gettext
// catalogues under /usr/share/locale/<lang>/LC_MESSAGES/*.mo (coreutils, apt, bash, glib, gtk and
// some 80 others), whose messages are written by each language's translation teams; English is
// their source strings (msgid). That gives 140,000–480,000 words per language, of technical
// register, which is enough for what the model keeps: how often each language uses a closed list
// of function words (written below, by hand) and the letter trigrams of the other words.
//
// The model is naive Bayes over the tokens of the text: a function word scores log P(word | lang);
// any other word scores the sum of log P(trigram | lang) over its letter trigrams (with a word
// boundary at each end), at half weight (the trigrams of one word are not independent). Each
// feature keeps, per language, its log-probability minus the best language's, rounded to whole
// nats and clipped at -7: one digit 0–7 per language, so the model stays a few kilobytes.
// A trigram is kept when it is among the TRIGRAMS most frequent over all languages.

import { readdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";

const LANGUAGES = ["en", "es", "ca", "fr", "de", "pt", "it", "nl"] as const;
/** Catalogue folders read for each language (Brazilian and European Portuguese are one language here). */
const FOLDERS: Record<string, string[]> = { es: ["es"], ca: ["ca"], fr: ["fr"], de: ["de"], pt: ["pt", "pt_BR"], it: ["it"], nl: ["nl"] };
const option = (name: string, fallback: string): string => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const TRIGRAMS = Number(option("trigrams", "1500"));
const ALPHA = 0.5;
const CLIP = Number(option("clip", "7"));
/** Words a function word must be seen in (over all languages) to be kept. */
const MIN_WORD_COUNT = Number(option("min-word-count", "30"));
/** With --holdout=FILE: train on four messages in five, and write the fifth's first ten words (as {language, text}) to FILE. */
const HOLDOUT = option("holdout", "");

// The function words: the most frequent closed-class words (articles, prepositions and their
// contractions, pronouns, conjunctions, auxiliaries) and a few very frequent adverbs of each
// language, from general knowledge of the languages. A word may stand in several lists; the corpus
// decides how much it says for each language. "l'", "'s": elided forms keep their apostrophe.
export const FUNCTION_WORDS: Record<string, string> = {
  en: "the of and to a in is that it for was on with as are be this by at from or have an not they which you his but had has were been their we there can all will would more one its also these when who what some other into than about only our your how do if so no may such out up them those he she her him most then could should any each many much very both between through after over because where while just does did 's n't 're 'll 've i me my us",
  es: "de la que el en y a los se del las un por con no una su para es al lo como más pero sus le ya o este fue ha sí porque esta son entre está cuando muy sin sobre ser también me hasta hay donde han quien desde todo nos durante todos uno les ni contra otros fueron ese eso había ante ellos e esto mí antes algunos qué unos yo otro otras otra él tanto esa estos mucho quienes nada muchos cual sea poco ella estar haber estas estaba estamos algunas algo nosotros tu te ti tus tiene tienen puede pueden hace hacer cada según después así aunque mientras usted nuestro nuestra nuestros nuestras además mismo vez parte tras",
  ca: "de la el i a que en les els d' l' per un una es és del amb no al com s' dels més va ha han o ser hi ho també són però perquè aquest aquesta aquests aquestes això seu seva seus seves molt molts moltes fins pel pels als sense tot tots totes quan on si ja ni cap entre sobre des després abans fer pot poden té tenen hem heu van vam meu meva nostre nostra nostres altres altre altra jo tu ell ella nosaltres vosaltres ells elles m' t' n' em et ens us li qui què aquí així encara mai sempre bé doncs fa cal estat era eren",
  fr: "de la le et les des à l' d' en un une du est que qui pour dans ne pas sur au par plus ce il avec se qu' sont ou n' s' on elle mais nous vous ils aux cette son sa ses leur leurs été être avoir a ont fait comme tout tous toutes aussi très bien peut sans entre même où donc ainsi après avant chez cela ça c' j' je tu y lui eux dont encore déjà toujours jamais alors si non oui moins autre autres cet ces notre nos votre vos mon ma mes ton ta tes était sera peu deux fois là dès lors puis quand car",
  de: "der die und in den von zu das mit sich des auf für ist im dem nicht ein eine als auch es an werden aus er hat dass daß sie nach wird bei einer um am sind noch wie einem über einen so zum war haben nur oder aber vor zur bis mehr durch man sein wurde sei kann können ich wir ihr ihre ihren ihrem ihres unser unsere dieser diese dieses diesen diesem wenn dann schon sehr hier alle allem wieder also doch gegen ohne unter zwischen seit ob was wo wer weil damit keine kein mich mir dich dir uns euch muss soll will sollte würde wurden waren gibt ganz immer jetzt heute viel viele neue neuen ab",
  pt: "de a o que e do da em um para é com não uma os no se na por mais as dos como mas foi ao ele das tem à seu sua ou ser quando muito há nos já está eu também só pelo pela até isso ela entre era depois sem mesmo aos ter seus quem nas me esse eles estão você tinha foram essa num nem suas meu às minha têm numa pelos elas havia seja qual será nós tenho lhe deles essas esses pelas este fosse dele tu te vocês vos lhes meus minhas teu tua nosso nossa nossos nossas dela delas esta estes estas aquele aquela isto aquilo estou estava estamos fazer pode podem são então ainda agora sempre onde porque após sobre cada outro outra outros outras muitas muitos",
  it: "di e il la che in a per è un del non una le i con si da al dei della lo sono come alla più ma gli anche questo nel ha delle se o sul essere ci ne degli suo sua suoi sue loro nella sulla nei negli nelle dal dalla dai dagli agli alle allo ai tra fra uno cui questa questi queste quello quella quelli molto tutto tutti tutte già ancora sempre dove quando perché però così mio mia miei tuo tua nostro nostra vostro ho hai abbiamo hanno era erano stato stata fare fatto può possono deve solo poi dopo senza sia siamo siete c' l' dell' nell' all' un' sull' dall' d'",
  nl: "de het een en van in is dat op te zijn voor met die niet aan er om ook als bij of door maar dan naar nog wordt worden uit deze dit ze zich kan wel hebben heeft geen over hun we wij ik je u onze ons zo al meer veel na tot werd was waren",
};

// Software messages rarely speak in the first or third person or in the past, so English words of
// that kind are far rarer in the catalogues than in prose, and "I" would read as Catalan or
// Italian "i". For these words the English rate is at least their rate in general English: the
// approximate frequencies per million words of the British National Corpus (Leech, Rayson &
// Wilson, "Word Frequencies in Written and Spoken English", 2001), rounded.
const ENGLISH_PROSE_RATES: Record<string, number> = {
  i: 8900,
  was: 9200,
  he: 6800,
  his: 4300,
  she: 3800,
  her: 3300,
  him: 1600,
  they: 4300,
  were: 3200,
  had: 4500,
  we: 3600,
  our: 900,
  us: 600,
  my: 1500,
  me: 1400,
};

/** The strings of a .mo file: [msgid, msgstr] pairs (plural forms and contexts reduced to their text). */
function readMo(path: string): [string, string][] {
  const buf = readFileSync(path);
  const magic = buf.readUInt32LE(0);
  const read = magic === 0x950412de ? (o: number) => buf.readUInt32LE(o) : (o: number) => buf.readUInt32BE(o);
  const count = read(8);
  const originals = read(12);
  const translations = read(16);
  const text = (table: number, i: number) => buf.toString("utf8", read(table + i * 8 + 4), read(table + i * 8 + 4) + read(table + i * 8));
  const pairs: [string, string][] = [];
  for (let i = 0; i < count; i++) {
    const id = text(originals, i).split("\u0004").pop() ?? "";
    if (id === "") continue; // the header
    pairs.push([id.split("\0").join("\n"), text(translations, i).split("\0").join("\n")]);
  }
  return pairs;
}

// Format directives, options, placeholders, markup, paths and identifiers are no language.
const NOISE = /%[-#0-9.*lhzjt]*[a-zA-Z]|--?[a-z][\w-]*|\$\w+|<[^>]*>|\S*[_/\\@{}=]\S*|https?:\/\/\S+|&\w+;/gu;
const TOKEN = /\p{Script=Latin}(?:\p{Script=Latin}|·(?=l))*/gu;

/** The tokens of a text as the detector reads them: lower-cased runs of Latin letters; an apostrophe between letters stays on both sides ("l'", "'s"). */
export function tokens(text: string): string[] {
  const lower = text.toLowerCase();
  const out: string[] = [];
  for (const m of lower.matchAll(TOKEN)) {
    const s = m.index;
    const e = s + m[0].length;
    const before = s >= 2 && isApostrophe(lower.charCodeAt(s - 1)) && /\p{Script=Latin}/u.test(lower.charAt(s - 2));
    const after = e + 1 < lower.length && isApostrophe(lower.charCodeAt(e)) && /\p{Script=Latin}/u.test(lower.charAt(e + 1));
    out.push((before ? "'" : "") + m[0] + (after ? "'" : ""));
  }
  return out;
}

function isApostrophe(c: number): boolean {
  return c === 0x27 || c === 0x2019;
}

/** The letter trigrams of a word that is no function word, "_" marking its boundaries. */
export function trigramsOf(word: string): string[] {
  const padded = `_${word.replace(/['·]/gu, "")}_`;
  const out: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  return out;
}

/** A string's hash, to hold out the same messages on every run. */
function crc(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) >>> 0;
  return h;
}

function main(): void {
  const localeDir = option("locale-dir", "/usr/share/locale");
  const texts: Record<string, Set<string>> = Object.fromEntries(LANGUAGES.map((l) => [l, new Set<string>()]));
  for (const [language, folders] of Object.entries(FOLDERS)) {
    for (const folder of folders) {
      const dir = join(localeDir, folder, "LC_MESSAGES");
      if (!existsSync(dir)) continue;
      for (const file of readdirSync(dir).filter((f) => f.endsWith(".mo"))) {
        for (const [id, str] of readMo(join(dir, file))) {
          if (str.trim() !== "") texts[language]?.add(str);
          if (id.trim() !== "") texts.en?.add(id);
        }
      }
    }
  }
  const heldOut: { language: string; text: string }[] = [];
  if (HOLDOUT !== "") {
    for (const language of LANGUAGES) {
      for (const text of [...(texts[language] ?? [])]) {
        if (crc(text) % 5 !== 0) continue;
        texts[language]?.delete(text);
        const words = text
          .replace(NOISE, " ")
          .split(/\s+/u)
          .filter((w) => w !== "");
        if (words.length >= 10 && tokens(words.slice(0, 10).join(" ")).length >= 10) heldOut.push({ language, text: words.slice(0, 10).join(" ") });
      }
    }
    writeFileSync(HOLDOUT, JSON.stringify(heldOut));
  }
  const functionWords = new Set(Object.values(FUNCTION_WORDS).flatMap((l) => l.split(" ")));
  const wordCounts = new Map<string, Map<string, number>>(LANGUAGES.map((l) => [l, new Map()]));
  const trigramCounts = new Map<string, Map<string, number>>(LANGUAGES.map((l) => [l, new Map()]));
  const totalTrigrams = new Map<string, number>();
  for (const language of LANGUAGES) {
    const words = wordCounts.get(language) as Map<string, number>;
    const trigrams = trigramCounts.get(language) as Map<string, number>;
    let n = 0;
    for (const text of texts[language] ?? []) {
      for (const token of tokens(text.replace(NOISE, " "))) {
        n++;
        if (functionWords.has(token)) words.set(token, (words.get(token) ?? 0) + 1);
        else {
          for (const t of trigramsOf(token)) {
            trigrams.set(t, (trigrams.get(t) ?? 0) + 1);
            totalTrigrams.set(t, (totalTrigrams.get(t) ?? 0) + 1);
          }
        }
      }
    }
    if (language === "en") {
      for (const [word, perMillion] of Object.entries(ENGLISH_PROSE_RATES)) words.set(word, Math.max(words.get(word) ?? 0, Math.round((perMillion * n) / 1e6)));
    }
    console.error(`${language}: ${texts[language]?.size} messages, ${n} words`);
  }
  const kept = [...totalTrigrams.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, TRIGRAMS)
    .map(([t]) => t);
  const encode = (features: readonly string[], counts: Map<string, Map<string, number>>): string[] => {
    // log P(feature | language) among the kept features of the family, additively smoothed.
    const logp = new Map<string, number[]>();
    const totals = LANGUAGES.map((l) => features.reduce((sum, f) => sum + (counts.get(l)?.get(f) ?? 0) + ALPHA, 0));
    for (const f of features)
      logp.set(
        f,
        LANGUAGES.map((l, i) => Math.log(((counts.get(l)?.get(f) ?? 0) + ALPHA) / (totals[i] as number))),
      );
    return features.map((f) => {
      const values = logp.get(f) as number[];
      const best = Math.max(...values);
      return f + values.map((v) => String(Math.min(CLIP, Math.round(best - v)))).join("");
    });
  };
  const seen = (w: string) => LANGUAGES.reduce((sum, l) => sum + (wordCounts.get(l)?.get(w) ?? 0), 0);
  const words = encode([...functionWords].filter((w) => seen(w) >= MIN_WORD_COUNT).sort(), wordCounts);
  const trigrams = encode([...kept].sort(), trigramCounts);
  const wrap = (entries: string[]): string => {
    const lines: string[] = [];
    let line = "";
    for (const e of entries) {
      if (line.length + e.length + 1 > 110) {
        lines.push(line);
        line = "";
      }
      line += (line ? " " : "") + e;
    }
    if (line) lines.push(line);
    return lines.map((l) => `  "${l} ",`).join("\n");
  };
  const out = `// Generated by scripts/detect-train.ts (see there for the corpus and the method): do not edit.
// Each entry is a feature followed by one digit per language of DETECT_LANGUAGES: how many nats
// less likely the feature is in that language than in the language it is likeliest in (0 = the
// likeliest; 7 = seven nats or more less likely).

export const DETECT_LANGUAGES = ${JSON.stringify(LANGUAGES)} as const;

/** Function words (lower case; an elided form keeps its apostrophe: "l'", "'s"). */
export const DETECT_WORDS = [
${wrap(words)}
].join("");

/** Letter trigrams of the other words, "_" marking a word boundary. */
export const DETECT_TRIGRAMS = [
${wrap(trigrams)}
].join("");
`;
  writeFileSync(new URL("../src/engine/detect-model.ts", import.meta.url), out);
  console.error(`wrote src/engine/detect-model.ts: ${words.length} words, ${trigrams.length} trigrams, ${out.length} characters`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
