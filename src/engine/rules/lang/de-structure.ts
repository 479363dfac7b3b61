// German data for the structural sign rules (transforms/structure-lang.ts) and the sentence
// detectors of detectSigns. Written by hand from the English rules (lang/en-structure.ts) and the
// stock phrasing of German assistant answers. German keeps the verb second and puts it last in a
// "dass"/"weil" clause, so a rewrite here only drops a whole sentence, a whole opener with its
// comma, or a tail with its comma, or joins the halves of "nicht nur … sondern auch" in a main
// clause without an auxiliary (the verb then stays where it was).

import { B, E, reCase, re, type StructureData } from "./structure-data.js";

// Strings with two or more accented letters or backslashes are written raw`…` (String.raw): the bundler escapes a plain string's
// "é" as "\xE9" (and doubles every backslash), a raw template keeps both as written, which is smaller.

/** String.raw under a short name: the bundle spells it once, not at each of the file's templates (−160 B gzip). */
const raw = String.raw;

/** After "eine … Rolle": not a role "als …", nor a part in a play ("… eine wichtige Rolle – sie gibt die Wirtin"; audit of set 23). */
const NO_PART = raw`(?! als${E}|[^.!?]{0,30}${B}(?:gibt|gab|mimt) d)`;
/** "spielt" -> "ist": the copula in the tense and number of "spielen". */
const COPULA: Readonly<Record<string, string>> = { spielt: "ist", spielte: "war", spielen: "sind", spielten: "waren" };
/** "eine entscheidende Rolle" -> "sehr wichtig": the plain predicate of each adjective ("ist zentral für Sammler" is no German: audit of set 23). */
const PREDICATE: Readonly<Record<string, string>> = {
  entscheidend: "sehr wichtig",
  zentral: "sehr wichtig",
  wichtig: "wichtig",
  wesentlich: "wichtig",
  maßgeblich: "wichtig",
  bedeutend: "wichtig",
};
/** "gewinnt" -> "wird": "werden" in the tense and number of "gewinnen". */
const BECOMES: Readonly<Record<string, string>> = { gewinnt: "wird", gewinnen: "werden", gewann: "wurde", gewannen: "wurden" };
const copula = (verb: string): string => (Object.hasOwn(COPULA, verb) ? (COPULA[verb] as string) : verb);
/** "immer wichtigere Rolle" -> "immer wichtiger"; otherwise the plain predicate of the adjective. */
const predicate = (more: string | undefined, adjective: string): string =>
  more ? `immer ${adjective === "entscheidend" ? "wichtig" : adjective}er` : (PREDICATE[adjective] ?? "wichtig");
/** The adjectives of "eine X Rolle" the rewrites read. */
const ROLE_ADJECTIVES = raw`entscheidend|zentral|wichtig|wesentlich|maßgeblich|bedeutend|groß|tragend|herausragend|bedeutsam|essenziell|führend`;
/** An adjective whose predicate is simply "wichtig". */
const plain = (adjective: string): string => (Object.hasOwn(PREDICATE, adjective) ? adjective : "wichtig");
/** "hat … gespielt" -> "ist … gewesen": the perfect of "sein" in the person of "haben". */
const PERFECT: Readonly<Record<string, string>> = { hat: "ist", haben: "sind", hatte: "war", hatten: "waren" };
/** The ending of "gehen" in "Hand in Hand gehen", for a weak verb of the same person and tense: "pass" -> "passt" ("zusammenpassen"),
 * "ergänz" ("einander ergänzen" with the verb last), "gehör" ("X und Y gehen bei uns Hand in Hand" -> "… gehören bei uns zusammen":
 * "ergänzen sich" weakened the claim and read oddly with a time, "ergänzen sich seit 1958"; audit of set 21). */
const GO: Readonly<Record<string, string>> = { gehen: "en", geht: "t", ging: "te", gingen: "ten", gehe: "e" };
/** "legt … Zeugnis von X ab" -> "erzählt … von X ab" without the particle: "erzählen" in the tense and number of "legen". */
const TELLS: Readonly<Record<string, string>> = { legt: "erzählt", legen: "erzählen", legte: "erzählte", legten: "erzählten" };
/** "zeugt von X" -> "spricht für X": "sprechen" in the tense and number of "zeugen". */
const SPEAKS: Readonly<Record<string, string>> = { zeugt: "spricht", zeugen: "sprechen", zeugte: "sprach", zeugten: "sprachen" };
/** "zunehmend heiße Sommer" -> "immer heißere Sommer": the adjectives "zunehmend" is put before, and their comparative ("^" before
 * the vowel that takes an umlaut: "w^arm" -> "wärmer"). */
const COMPARATIVE: Readonly<Record<string, string>> = Object.fromEntries(
  raw`heiß w^arm k^alt gr^oß ^alt j^ung eng knapp schnell laut dicht voll schwierig wichtig beliebt komplex trocken häufig st^ark schw^ach l^ang k^urz h^art ^arm reich klein unsicher gefährlich schwer relevant beliebig dünn leer`
    .split(" ")
    .map((word) => [word.replace("^", ""), `${word.replace(/\^(.)/u, (_, v: string) => ({ a: "ä", o: "ö", u: "ü" })[v] ?? v)}er`]),
);
/** The finite verbs a dependent clause may end with that can move to second place as they are. */
const FINITE = raw`(?:ist|sind|war|waren|wird|werden|wurde|wurden|würde|würden|hat|haben|hatte|hatten|kann|können|konnte|konnten|könnte|könnten|dürfte|dürften|muss|müssen|musste|mussten|soll|sollen|sollte|sollten|will|wollen|mag|mögen|lässt|lassen)`;
/** Separable prefixes: "zurückgehen" would have to split ("geht … zurück"), so such a verb is left alone. */
const SEPARABLE = /^(?:ab|an|auf|aus|bei|bereit|dar|ein|fest|fort|her|hin|klar|los|mit|nach|sicher|statt|teil|um|vor|weg|weiter|wieder|zu|zurück|zusammen)/u;
/** "Zögern Sie nicht, uns anzurufen" -> "Rufen Sie uns an": the infinitive with "zu" as a Sie-imperative. */
function imperative(lead: string, reflexive: string, object: string, infinitive: string, stop: string): string {
  const split = /^(ab|an|auf|aus|ein|mit|nach|vorbei|zurück|weiter)zu(\p{L}+)$/u.exec(infinitive);
  const verb = split ? (split[2] as string) : infinitive.replace(/^zu /u, "");
  const particle = split ? ` ${split[1]}` : "";
  const rest = [reflexive.trim(), object.trim()].filter((w) => w.length > 0).join(" ");
  const head = lead ? verb : `${verb.charAt(0).toUpperCase()}${verb.slice(1)}`;
  return `${lead}${head} Sie${rest ? ` ${rest}` : ""}${particle}${stop}`;
}

/** Strong verbs whose du-imperative changes its vowel ("sprechen" -> "sprich"). */
const DU_STRONG: Readonly<Record<string, string>> = {
  nehmen: "nimm",
  sein: "sei",
  // The infinitive by rule: the imperative's last "i"/"ie" becomes "e" ("sprich" -> "sprechen", "sieh" -> "sehen").
  ...Object.fromEntries(
    "sprich gib hilf sieh lies iss vergiss wirf triff empfiehl brich miss".split(" ").map((du) => [`${du.replace(/ie?(?=[^i]*$)/u, "e")}en`, du]),
  ),
};
/** "anpassen" -> "pass" (du) or "passt" (ihr); "melden" -> "melde"/"meldet"; "kontaktieren" -> "kontaktiere"/"kontaktiert". */
function imperativeOf(verb: string, person: "du" | "ihr"): string {
  if (person === "du" && Object.hasOwn(DU_STRONG, verb)) return DU_STRONG[verb] as string;
  if (verb === "sein") return "seid";
  if (/eln$/u.test(verb)) return person === "du" ? `${verb.slice(0, -3)}le` : `${verb.slice(0, -1)}t`;
  if (/ern$/u.test(verb)) return person === "du" ? `${verb.slice(0, -1)}e` : `${verb.slice(0, -1)}t`;
  const stem = verb.replace(/e?n$/u, "");
  const epenthesis = /(?:[td]|[^aeiouäöülrh][mn]|chn|ffn|ig)$/u.test(stem);
  if (person === "ihr") return `${stem}${epenthesis ? "et" : "t"}`;
  return epenthesis || /ier$/u.test(stem) ? `${stem}e` : stem;
}
/** "Zögere nicht, den Plan anzupassen" -> "Pass den Plan an"; "Zögert nicht, euch zu melden" -> "Meldet euch". */
function familiarImperative(person: "du" | "ihr", reflexive: string, object: string, infinitive: string, tail: string): string {
  const split = /^(ab|an|auf|aus|ein|mit|nach|vorbei|zurück|weiter|vor|los|zu|her|fest)zu(\p{L}+)$/u.exec(infinitive);
  const verb = split ? (split[2] as string) : infinitive.replace(/^zu /u, "");
  const head = imperativeOf(verb, person);
  const self = reflexive ? (person === "du" ? "dich" : "euch") : "";
  const rest = [self, object.trim(), split ? (split[1] as string) : ""].filter((w) => w.length > 0).join(" ");
  return `${head.charAt(0).toUpperCase()}${head.slice(1)}${rest ? ` ${rest}` : ""}${tail}`;
}

/** Separable prefixes, longest first, whose verb may be split ("einspart" -> "spart … ein"). */
const PARTICLE = "(zusammen|zurück|weiter|vorbei|heraus|hinaus|sicher|bereit|fest|fort|klar|nach|mit|vor|weg|los|auf|aus|ein|ab|an|zu)";
/** Base verbs a particle may be split from: a whitelist, so "analysiert", "beinhaltet" or "zugutekommt" are never split. */
const BASE_VERB = raw`(?:spar|arbeit|nehm|nimm|nahm|stell|leg|setz|bring|brach|fahr|fähr|fuhr|geh|ging|komm|kam|tret|trat|tritt|trag|träg|trug|bau|halt|hält|hielt|zieh|zog|führ|weis|wies|seh|sieh|sah|fall|fäll|fiel|wachs|wächs|wuchs|steig|stieg|sink|sank|lauf|läuf|lief|schließ|schloss|pass|hol|leit|richt|wirk|zahl|stärk|reich|senk|schränk|spiel|lös|bleib|blieb|schau|blick|werf|wirf|warf|greif|griff|pack|fass|tausch|start|rüst|stoß|stieß|fang|fäng|fing|spring|sprang|hör|mach|schalt|schreib|schrieb|denk|dacht|prüf|les|lies|las|sprech|sprich|sprach|kling|klang)`;
/** The head of a split "wodurch"/"womit" clause: a new sentence, or after a dash where the item has no stop. */
const joinDa = (pronoun: string, stop: string) => `${stop ? ". D" : " – d"}${pronoun === "womit" ? "amit" : "adurch"}`;
const SPLIT = new RegExp(`^${PARTICLE}(${BASE_VERB}(?:e|t|en|te|ten|st|et)?)$`, "u");
/** "Potenzial" -> "Stärke": the feminine forms of the neuter determiners before it (nominative and accusative alike). */
const NEUTER_DETERMINERS =
  "das|ein|dem|einem|des|eines|dieses|diesem|kein|ihr|ihrem|ihres|sein|seinem|seines|unser|unserem|unseres|Ihr|Ihrem|Ihres|mein|dein|euer|jedes";
const feminine = (det: string): string =>
  det === "das"
    ? "die"
    : det === "euer"
      ? "eure"
      : /^(?:dies|jed)es$/u.test(det)
        ? det.slice(0, -1)
        : /e[ms]$/u.test(det)
          ? `${det.slice(0, -2)}er`
          : `${det}e`;
/** A noun phrase after "berät Sie": "Sie" (or "sie") after a verb in the singular may be its object. */
const OBJECT_FOLLOWS: ReadonlySet<string> = new Set(
  "der die das den dem des ein eine einen einem einer unser unsere unseren unserem kein keine jeder jede jedes dieser diese dieses mein meine sein seine ihr ihre Ihr Ihre".split(
    " ",
  ),
);
/** An adverbial that a moved "auch" would take for itself ("Wir helfen auch auf Wunsch …", "Wir öffnen auch am Samstag …"). */
const AFTER_AUCH: ReadonlySet<string> = new Set(
  raw`vom ab bis am seit während nach vor in im mit innerhalb außerhalb bei beim für nur gern gerne jederzeit täglich sofort zusätzlich auf-Wunsch auf-Anfrage bei-Bedarf`.split(
    " ",
  ),
);
// The offer of help that names the topic of the answer ("Gerne helfe ich dir dabei, deinen Balkon winterfest zu machen.", "Gerne
// helfe ich Ihnen beim Einstieg ins Fotografieren"): the only sentence that says what "dein Projekt" is, so it is not dropped but
// rewritten (below). A topic that is no topic ("die richtige Wahl zu treffen", "bei Ihrer Frage") is chatter and goes.
const HELP_STOCK = raw`(?:Wahl|Entscheidung|Entscheidungen|Frage|Fragen|Anfrage|Antwort|Antworten|Überblick|Anliegen|Problem|Lösung)`;
const HELP_TOPIC = raw`(?! dabei, (?![^.!?]*${B}${HELP_STOCK}${E})[^.!?:]{1,160}? (?:zu \p{Ll}+|\p{Ll}+zu\p{Ll}+)[.!]$)(?! (?:bei|beim) (?!(?:deiner|Ihrer|eurer|der|dieser|diesem|deinem|Ihrem|eurem|dem) ${HELP_STOCK}${E})[\p{L}\p{Co}])`;
/** A claim with a number, a price or a rule in it: "Stand meines Wissens" becomes "Derzeit" (it dates the claim). */
/** A sentence that says its own figures may be out of date. */
const CHANGED = /geändert|angepasst|abweich/u;
/** The adverbs of a signpost ("Lass uns gleich/ohne Umschweife …"). */
const NOW = "(?:direkt |gleich |also |gemeinsam |sofort |ohne Umschweife )*";
const DATED = /\p{N}|€|%|(?<!\p{L})(?:gilt|gelten|kost|beträgt|seit|ab|bis|derzeit|aktuell|erlaubt|verboten|Pflicht)/u;
/** "nimmt … eine Schlüsselrolle ein" -> "hat … einen zentralen Platz": "haben" in the tense and number of "nehmen". */
const HAS: Readonly<Record<string, string>> = { nimmt: "hat", nehmen: "haben", nahm: "hatte", nahmen: "hatten" };
/** "nimmt … eine zentrale Rolle ein" -> "ist … zentral": "sein" in the tense and number of "nehmen". */
const IS: Readonly<Record<string, string>> = { nimmt: "ist", nehmen: "sind", nahm: "war", nahmen: "waren" };
/** The form of "nehmen" without its particle ("einnimmt" -> "nimmt"), the key of HAS and IS. */
const take = (verb: string) => verb.replace(/^ein/u, "");
/** A place phrase where a thing "has its place" ("im Alltag", "in der Sammlung", "bei uns", "unter den Angeboten"). */
const PLACE_PHRASE = /(?<![\p{L}])(?:in|im|innerhalb|bei|beim|unter)(?![\p{L}])/u;
/** A modal or "werden" before a verb-last "einnehmen": the infinitive ("wird … eine Schlüsselrolle einnehmen" -> "… zentral sein"). */
const MODAL_BEFORE =
  /(?<![\p{L}])(?:wird|werden|wirst|werdet|würde|würden|kann|können|könnte|könnten|soll|sollen|sollte|sollten|muss|müssen|müsste|dürfte|dürften|will|wollen|möchte|möchten)(?![\p{L}])/u;
/** The adjective a role becomes, as the lexicon makes "spielt eine … Rolle" one ("entscheidende" -> "sehr wichtig"). */
function roleAdjective(key: string | undefined, adjective: string | undefined): string {
  if (key || adjective === "zentral") return "zentral";
  return adjective === "entscheidend" ? "sehr wichtig" : "wichtig";
}

/**
 * The capitalised words these patterns read (released from the name mask, lang/release.ts). Words the
 * German lexicon's sources already hold ("Sie", "Lösung", "der", "und") are released from there
 * (languages.ts releasedWords) and not repeated here.
 */
export const DE_STRUCTURE_WORDS =
  raw`Ihnen Ihre Ihrem Ihren Anliegen Problem Wunsch Bedarf Kommunen Vereinen Initiativen Firmen Gründern Investoren Planungsbüros Anleitung Checkliste Auskunft Fragen Anmerkung Beobachtung Tipps Vorschläge Optionen Schritte Punkte Übersicht Zusammenfassung Liste Überblick Informationen Erklärungen Hinweise Bescheid Spaß Glück Gelingen Verfügung Arzt Ärztin Anwalt Anwältin Steuerberaterin Finanzberater Finanzberaterin Therapeut Therapeutin Fachmann Fachfrau Experte Expertin Experten Fachleute Kritiker Beobachter Forscher Analysten Sprachmodell Intelligenz Zugriff Echtzeit Internet Wissensstand Kenntnisstand Daten Trainingsdaten Artikel Leitfaden Text Details Anfang Wahrheit Fakt Grunde Strich Wichtigkeit Stellenwert Relevanz Engagement Notwendigkeit Innovationskraft Erbe Identität Strahlkraft Anziehungskraft Position Ruf Attraktivität Debatte Debatten Diskussion Diskussionen Schwierigkeiten Erfolge Wissens Beste Beratung Vergleich Auflistung Erklärung Einordnung Stellung Partnern Anbietern Diensten Produkten Services Angeboten Priorität Kommentaren Geschichten Moment Erfahrungen Gedanken Regeln Nachricht Anfrage Besuch Rückmeldung Feedback Zögern Zögere Zögert Fühlen Fühl Fügen Füge Fügt Kopieren Kopiere Kopiert Schicken Schick Schicke Schickt Senden Sende Sendet Chat Chatfenster Entwurf Lebenslauf Anschreiben Bewerbung Beschreibung Möchten Möchtest Landwirtinnen Landwirten Landwirte Bauern Bäuerinnen Imkern Imkerinnen Händlern Händlerinnen Erzeugern Erzeugerinnen Betrieben Handwerkern Handwerksbetrieben Akteuren Akteurinnen Menschen Läden Geschäften Cafés Gründerinnen Künstlern Künstlerinnen Kreativen Lieferanten Dienstleistern Kunden Kundinnen Mitgliedern Ehrenamtlichen Dokument Plan Information Lass Lasst Bei Rückfragen Jahr Jahre Jahrhundert Sommer Winter Herbst Frühling Frühjahr Monat Mittelalter Zuge Rahmen Verlauf Laufe Gespräch Termin Richtwerte Wahl Einstieg Pflanzen Tieren Tiere Bäumen Obstbäumen Blumen Wildblumen Totholz Hecken Sträuchern Wasser Insekten Pilzen Algen App Ladekarten Tarifen Netz Netzwerk Verbund ` +
  // Function words: a sentence's first word followed by a noun ("Die Digitalisierung", "Wenn Sie")
  // would otherwise be protected with it as one name.
  "vielen guter gutes frohe frohes diese diesen jeder jede jedes jeden jedem alle einige manche mein meine unser euer eure sein seine " +
  raw`wenn falls gegen seit während weil obwohl dort jetzt doch oder denn sondern warum bitte guten`;

const SIGNIFICANCE = raw`(?:Bedeutung|Wichtigkeit|Rolle|Stellenwert|Relevanz|Engagement|Potenzial|Potential|Notwendigkeit|Innovationskraft|Vielfalt|Zukunft|Erbe|Identität|Einfluss|Strahlkraft|Anziehungskraft|Position|Ruf|Attraktivität)`;
const SHOWS = raw`(?:unterstreicht|unterstreichen|verdeutlicht|verdeutlichen|widerspiegelt|widerspiegeln|hervorhebt|hervorheben|betont|betonen|zeigt|zeigen|belegt|belegen|stärkt|stärken|festigt|festigen)`;
/** "reicht nur bis Mitte 2024": the adverb does not make the date less of a fact. */
const ONLY = "(?:nur |lediglich |leider nur )?";
// A clause after the note that tells the reader what to do (", deshalb prüfe die Zahlen bei deiner Stadt", ", bitte frag beim Amt
// nach"): advice, never dropped with the note (audit of set 27).
const THEN = raw`,(?=\s+(?:deshalb|daher|darum|deswegen|also|bitte|prüf(?:e|t|en Sie)|frag(?:e|t|en Sie)?|informier(?:e|t|en Sie)|erkundige(?:n Sie)?|schau(?:t|en Sie)?)\s)`;
// A cut-off note that names its date ("Mein Wissensstand reicht bis Anfang 2025."): the date is a fact a later "nach Stand
// meines Wissens" leans on, so the note becomes "Stand der Angaben: Anfang 2025." instead of going.
const CUTOFF_DATE = raw`\s+(?:reicht|reichen|geht|gehen) ${ONLY}bis (?:(?:zum|in den|ins) )?[^,;:.!?]{0,30}?[\p{N}\p{Co}][^,;:.!?]{0,10}[.!]$`;
// A disclaimer that names who to ask ("… kein Ersatz für eine Beratung durch deine Personalabteilung") holds advice: it is
// not dropped but rewritten ("Lass dich von deiner Personalabteilung beraten.").
// So does "… ersetzen nicht das Gespräch mit einer Tierarztpraxis": kept as a plain sentence; and a caveat that says whom or
// where to ask ("kein Ersatz für einen Blick vom Profi vor Ort", "für die Beratung im Fachhandel", "für ein Gespräch mit deiner
// Hausärztin": audit of set 24, the referral went with the "Als KI" note): a safety note, not chatter.
const NAMED_ADVICE = raw`(?![^.!?]*(?:(?:Ersatz für|ersetzt|ersetzen) (?:eine |die |keine )?(?:[\p{L}-]+ )?Beratung (?:durch|bei|von|im|in)|(?:Ersatz für|ersetzt|ersetzen|ersetzen nicht) (?:ein(?:en)? |den |das |keinen )?(?:[\p{L}-]+ )?(?:Blick|Check|Termin|Besuch|Gespräch) (?:vom|von|beim|bei|durch|im|in|vor|mit)|(?:ersetzt|ersetzen) (?:nicht (?:das|den)|kein|keinen) (?:[\p{L}-]+ )?(?:Gespräch|Besuch|Termin) (?:mit|bei|beim|in|im)) [^.!?]*?[\p{Lu}\p{Co}])`;
/** "durch eine Beraterin oder einen Verein" -> "von einer Beraterin oder einem Verein" (accusative to dative, feminine for "die"). */
const dative = (det: string): string =>
  ({ das: "dem", die: "der", euer: "eurem" })[det] ?? (det.endsWith("e") ? `${det}r` : det.endsWith("en") ? `${det.slice(0, -1)}m` : `${det}em`);
function adviceGivers(phrase: string): string {
  return phrase.replace(
    /(^|, | oder | und | bzw\. )(eine|einen|ein|die|den|das|deine|deinen|dein|Ihre|Ihren|Ihr|eure|euren|euer|unsere|unseren|unser) ((?:\p{Ll}+ )*)/gu,
    (_, lead: string, det: string, adjectives: string) => `${lead}${dative(det)} ${adjectives.replace(/(\p{Ll}+?)(?:es|e) /gu, "$1en ")}`,
  );
}
// A label that announces a closing note ("Abschließend möchte ich betonen: ", "Zum Schluss ein Hinweis: "; masked, "Zum Schluss" reads "Zum" and a name).
const NOTE_LABEL = raw`(?:(?:Abschließend|Zum|Zuletzt|Noch|Ein|Eine|Wichtig)${E}[^:.!?]{0,40}:\s+)`;
/** Emoji after a closing stop ("… zu vereinbaren! 💙"): they end the sentence with it (audit of set 24). */
const EMOJI = raw`(?:\s*\p{Extended_Pictographic}\uFE0F?)*`;
const ME = raw`(?=[^.!?]*${B}(?:ich|mich|mir|gerne?|zögern|zögere)${E})`;

export const DE_STRUCTURE: StructureData = {
  // "Antworten Sie einfach auf diese E-Mail!" after a dropped "Soll ich Ihnen … zusammenstellen?": the request served the offer
  // and dangles without it (audit of set 27).
  afterDroppedOffer: reCase(raw`^(?:Antwort(?:en Sie|e|et)|Schreib(?:en Sie|e|t)?)(?: (?:mir|uns))? (?:einfach|gern|gerne|kurz)${E}[^.!?\p{N}]{0,60}[.!]$`),
  leftoverSentences: [
    {
      family: "chatbot-opener",
      pattern: reCase(
        raw`^(?:(?:Natürlich|Gerne|Gern|Klar|Selbstverständlich|Sicher)[,!]\s+)?Hier (?:sind|ist|findest du|finden Sie) (?:einige |ein paar |mehrere |die |eine |ein |meine )?(?:[\p{L}-]+ ){0,2}(?:Ideen|Tipps|Vorschläge|Beispiele|Optionen|Schritte|Möglichkeiten|Strategien|Punkte|Übersicht|Zusammenfassung|Liste|Anleitung|Überblick)(?: (?:für (?:dich|Sie|euch)|zum Einstieg|im Überblick))?[:.!]$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`^(?:(?:Ich hoffe|Wir hoffen),? (?:das|dies|es|diese[rs]? (?:kleine |kurze )?[\p{L}\p{Co}-]+|die (?:Informationen|Tipps|Erklärungen|\p{Co})|(?:meine|unsere) (?:Antwort|Antworten|Erklärungen|Tipps|\p{Co})|(?:ich konnte|wir konnten) (?:Ihnen|dir|euch)|(?:Sie|du|ihr) (?:finden|findest|findet))|Hoffentlich (?:hilft|helfen|war|ist|sind) (?:das|dies|es|diese|die))${E}(?: [\p{L}\p{Co}]+){0,4}? (?:hilft|helfen|geholfen|hilfreich|nützlich|weiter|weiterhelfen|weiterhilft)${E}[^.!?]*[.!]$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`^(?:Fühl(?:en Sie sich| dich) frei|(?:Gib|Geben Sie) mir (?:gerne |einfach )?Bescheid|Lass(?:en Sie)? (?:es )?mich (?:gerne |einfach )?wissen|Sag(?:en Sie)? (?:mir )?(?:gerne |einfach )?Bescheid)[^.!?]*[.!]?$`,
      ),
    },
    // (Without a stop too: "Sag einfach Bescheid 😊" is read without its emoji.)
    // "Zögern Sie nicht, mich zu fragen." / "…, weitere Fragen zu stellen." (audit of set 22) / "Zögere nicht, uns zu kontaktieren, wenn du Fragen hast." offer help and go; one with a real
    // action ("Zögern Sie nicht, uns zu besuchen!", "…, uns bei Fragen zu Impfreaktionen anzusprechen") becomes the imperative (rewrites).
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`^(?:Zögern Sie (?:bitte )?nicht|Zögere nicht|Zögert nicht)(?:(?=[^.!?]*${B}(?:ich|mich|mir)${E})[^.!?]*|,? (?:(?:uns|mich|sich|dich|euch) )?(?:(?:jederzeit|gerne|gern|einfach|direkt|bei (?:weiteren |allen |offenen )?Fragen) )*(?:zu fragen|nachzufragen|zu kontaktieren|zu melden|(?:weitere )?Fragen zu stellen|zu schreiben|anzurufen|zu kommentieren|anzusprechen|Kontakt aufzunehmen)(?:,? (?:wenn|falls|sobald) [^.!?]*)?(?:\s[–—]\s(?:wir|ich) (?:hoffen|hoffe|freuen|freue|helfen|helfe|sind|bin)${E}[^.!?]*)?)[.!]$`,
      ),
    },
    // A bare "Zögere nicht!" / "Zögern Sie nicht." asks nothing.
    // So is one with only a greeting after it ("Zögere nicht – wir freuen uns auf dich!").
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`^(?:Zögern Sie (?:bitte )?nicht|Zögere nicht|Zögert nicht)(?:\s*[–—,]\s*(?:wir freuen uns (?:schon )?auf (?:dich|euch|Sie|deinen Besuch|euren Besuch|Ihren Besuch)|wir sind (?:gerne |gern )?für (?:dich|euch|Sie) da))?[.!]$`,
      ),
    },
    // "Melden Sie sich gerne, wenn Sie Fragen haben." is an offer of help; "Melden Sie sich gerne, wenn Sie
    // eigene Erfahrungen mit Regengärten haben" (a podcast asking its listeners) is content and stays.
    // A short "Melde dich gerne bei uns." (after "Hast du noch Fragen?") is the page's own invitation: it stays, the lexicon
    // drops "gerne" ("Melde dich bei uns.").
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`^(?:Melden Sie sich|Melde dich|Meldet euch) gerne(?=[^.!?]*(?<![\p{L}])(?:Fragen|Hilfe|Unterstützung|Anmerkungen|Anliegen|Wünsche|Bescheid)(?![\p{L}])|(?![^.!?]*${B}bei uns${E})[^.!?]{0,24}[.!]$)[^.!?]*[.!]$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`^(?:Wenn Sie|Wenn du|Falls Sie|Falls du|Bei) (?:weitere |noch |andere |zusätzliche |irgendwelche )?(?:Fragen|Hilfe|Unterstützung|Anmerkungen)${ME}[^.!?]*[.!]$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`^(?:Soll ich|Kann ich (?:Ihnen|dir|euch) (?:noch )?(?:bei (?:etwas|noch etwas|weiteren Fragen)|(?:noch )?(?:anders|weiter))|Brauchen Sie (?:noch |weitere )|Brauchst du (?:noch |weitere )|Möchten Sie (?:noch )?mehr (?:über|zu)|Möchtest du (?:noch )?mehr (?:über|zu)|Möchten Sie,? dass ich|Möchtest du,? dass ich|Wollen Sie,? dass ich|Willst du,? dass ich|Darf ich (?:Ihnen|dir))${E}[^.!?]*\?$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: reCase(raw`^(?:Wenn Sie (?:möchten|wollen|mögen)|Wenn du (?:möchtest|willst|magst)|Falls gewünscht),? kann ich[^.!?]*[.!]$`),
    },
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`^(?:Viel (?:Erfolg|Spaß|Glück)(?: [^.!?]{1,40})?|Gutes Gelingen|Frohes (?:Gärtnern|Kochen|Backen|Lernen|Schaffen)|Ich helfe (?:Ihnen|dir|euch) gerne(?: weiter)?|Ich stehe (?:Ihnen|dir|euch) gerne zur Verfügung[^.!?]*)[.!]$`,
      ),
    },
    {
      family: "sycophancy",
      pattern: reCase(
        raw`^(?:(?:Das ist eine |Was für eine |Eine )?(?:[Gg]ute|[Tt]olle|[Aa]usgezeichnete|[Hh]ervorragende|[Ss]ehr gute|[Ss]pannende|[Ii]nteressante|[Bb]erechtigte|[Ww]ichtige) (?:Frage|Anmerkung|Beobachtung|Idee)|Sie haben (?:völlig|absolut|vollkommen|ganz) [Rr]echt|Du hast (?:völlig|absolut|vollkommen|ganz) [Rr]echt|Natürlich|Selbstverständlich|Gerne|Gern|Klar|Absolut|Sehr gerne?)(?: ?[-—–] ?[^.!?]*)?[.!]$`,
      ),
    },
    {
      family: "prompt-refusal",
      pattern: reCase(
        raw`^(?:(?:Bitte beachten Sie|Beachten Sie|Bedenken Sie),? dass ich|Ich bin) (?:kein|keine) (?:Arzt|Ärztin|Anwalt|Anwältin|Steuerberater|Steuerberaterin|Finanzberater|Finanzberaterin|Therapeut|Therapeutin|Fachmann|Fachfrau|Experte|Expertin)${E}[^.!?]*[.!]$`,
      ),
    },
    {
      family: "prompt-refusal",
      pattern: reCase(
        raw`^${NAMED_ADVICE}(?:Diese|Meine|Die) (?:Informationen|Antwort|Übersicht|Zusammenfassung|Hinweise|Angaben|Tipps|Anleitung|Liste|Checkliste|Erklärung|Erklärungen|Auskunft|Einschätzung) (?:ist|sind|ersetzt|ersetzen) (?:kein(?:en)? Ersatz für|keine (?:Beratung|professionelle|persönliche|individuelle|ärztliche|rechtliche|steuerliche))[^.!?]*[.!]$`,
      ),
    },
    // Set 19: also "Bitte beachten Sie, dass ich als KI keine Rechtsberatung ersetzen kann." (the note, put as a request).
    {
      family: "knowledge-cutoff",
      pattern: reCase(
        raw`^(?:\*\*[^*]{1,40}\*\*\s*|${NOTE_LABEL})?(?:Als|(?:Bitte )?(?:beachten Sie|beachte|bedenken Sie|bedenke)(?: bitte)?, dass ich als) (?:ein |eine )?(?:KI|künstliche Intelligenz|Sprachmodell|KI-Sprachmodell|KI-Assistent)${E}(?![^.!?]*stand (?:nur )?bis [^.!?]{0,20}[\p{N}\p{Co}])(?![^.!?]*${B}(?:unter|erreichen|erreichbar|anrufen|Telefon|Tel|Hotline|E-Mail)${E})${NAMED_ADVICE}[^.!?]*[.!]$`,
      ),
    },
    // A sentence that also gives a contact (", und meine Tipps ersetzen keine Beratung … die Sie unter 0800 … erreichen") is not dropped: its
    // opener is cut below.
    {
      family: "knowledge-cutoff",
      pattern: reCase(
        `^Als (?:ein |eine )?\\p{Co},? (?:kann|habe|bin) ich(?![^.!?]*${B}(?:unter|erreichen|erreichbar|anrufen|Telefon|Tel|Hotline|E-Mail)${E})${NAMED_ADVICE}[^.!?]*[.!]$`,
      ),
    },
    // The offer after a dropped "Soll ich Ihnen …?": "Fügen Sie den Text dafür einfach hier ein." / "Kopiere deinen Entwurf einfach in den Chat."
    {
      family: "chatbot-opener",
      pattern: reCase(
        raw`^(?:Fügen Sie|Füge|Fügt|Kopieren Sie|Kopiere|Kopiert|Schicken Sie|Schick|Schicke|Schickt|Senden Sie|Sende|Sendet) (?:mir |uns )?(?:den|die|das|Ihren|Ihre|Ihr|deinen|deine|dein|euren|eure|euer) (?:[^\s.!?]+ ){1,3}?(?:(?:dafür|einfach|gerne|gern|hier|unten) ){0,3}(?:(?:in den Chat|in das Chatfenster|ins Chatfenster|hier|unten)(?: (?:ein|hinein|rein))?|ein|hinein|rein)[.!]$`,
      ),
    },
    {
      family: "knowledge-cutoff",
      pattern: reCase(raw`^Ich (?:habe keinen Zugriff|kann (?:nicht|keine)|verfüge nicht über)${E}[^.!?]*(?:Echtzeit|aktuelle|Internet|\p{Co})[^.!?]*[.!]$`),
    },
    {
      family: "knowledge-cutoff",
      pattern: reCase(
        raw`^${NOTE_LABEL}?(?:Mein (?:Wissensstand|Kenntnisstand|Wissen)|Meine (?:Trainingsdaten|Daten|Informationen))${E}(?![^.!?]*(?:;|,\s+(?:und|aber|doch)\s|\s[–—]\s|${THEN}))(?!${CUTOFF_DATE})[^.!?]*(?:reicht|reichen|stammt|stammen|Stand|bis|aktualisiert|überprüfen|prüfen)[^.!?]*[.!]$`,
      ),
    },
    // "Lass uns ohne Umschweife eintauchen.", "Tauchen wir gleich in die Zahlen ein." (any object of the dive; audit of set 22).
    {
      family: "signposting",
      pattern: reCase(
        raw`^(?:Lass(?:en Sie)? uns ${NOW}(?:eintauchen|loslegen|beginnen|anfangen|starten)|(?:Tauchen|Steigen) wir ${NOW}(?:tiefer |in (?:die|das) [\p{L}\p{Co}]+ )?ein|Legen wir ${NOW}los|Fangen wir ${NOW}an|Los geht['’]?s)[.!:]$`,
      ),
    },
    {
      family: "signposting",
      pattern: reCase(
        raw`^(?:Hier ist,? was Sie wissen müssen|Das (?:müssen Sie|müsst ihr|musst du) wissen|Hier (?:ist|sind|findest du|findet ihr|finden Sie) (?:alles|das Wichtigste|die wichtigsten (?:Infos|Informationen|Hinweise|Punkte)),? was (?:Sie|ihr|du) [^.!?]{0,80}?(?:wissen|brauchen|braucht|brauchst|benötigen|benötigt|benötigst)(?: (?:müssen|müsst|musst|sollten|solltet|solltest|sollte))?|In diesem (?:Artikel|Beitrag|Leitfaden|Text) (?:werden wir|erfahren Sie|zeigen wir|beleuchten wir|schauen wir uns|gehen wir)[^.!?]*)[.!:]$`,
      ),
    },
    {
      family: "signposting",
      pattern: reCase(
        `^(?:Lass(?:en Sie)? uns|Schauen wir uns|Werfen wir) (?:einen )?(?:genaueren |näheren |kurzen )?(?:Blick (?:auf|darauf)|genauer an)[^.!?:]{0,60}[.!:]$`,
      ),
    },
    {
      family: "upbeat-closer",
      pattern: reCase(
        raw`^(?:Die Zukunft (?:sieht|ist|bleibt) (?:vielversprechend|rosig|hell|spannend|glänzend)(?: aus)?(?: für [^.!?]{1,60})?|Die Möglichkeiten sind (?:endlos|grenzenlos|unbegrenzt)|Es bleibt spannend|Die Reise hat gerade erst begonnen|Das ist erst der Anfang(?: [^.!?]{1,60})?|Man darf gespannt sein(?: [^.!?]{1,60})?)[.!]$`,
      ),
    },
    {
      family: "chatbot-opener",
      pattern: reCase(
        raw`^(?=(?:\S+\s+){0,7}\S+$)Hier (?:sind|ist|findest du|finden Sie) (?:einige |ein paar |mehrere |die |eine |ein |meine )?(?:[\p{L}-]+ ){0,2}(?:Ideen|Tipps|Vorschläge|Beispiele|Optionen|Schritte|Möglichkeiten|Strategien|Punkte|Übersicht|Zusammenfassung|Liste|Anleitung|Überblick|Informationen|Regeln|Fakten|Details|Antworten|Hinweise|Vergleich|Auflistung|Erklärung|Analyse|Einordnung)${E}(?:(?: (?:über|zu|zum|zur|für|auf|der|des|von) [^.!?:\p{N}\p{Co}]{1,60})?[.!]|:)$`,
      ),
    },
    // "Jede Reise beginnt mit dem ersten Schritt – und deine Reise … beginnt genau hier." A proverb for a start, with nothing in it.
    {
      family: "upbeat-closer",
      pattern: reCase(raw`^Jede (?:\p{Ll}+e )?Reise beginnt mit (?:dem|einem) (?:ersten )?Schritt(?:[^.!?\p{N}\p{Co}]*)[.!]$`),
    },
    // "Hier ist dein Ticket in eine andere Welt!" / "Hier ist Ihr Schlüssel zu mehr Ruhe." (a promise with no fact in it).
    {
      family: "chatbot-opener",
      pattern: reCase(
        raw`^Hier (?:ist|sind|kommt) (?:dein|deine|Ihr|Ihre|euer|eure) (?:Ticket|Eintrittskarte|Schlüssel|Tor|Einladung|Startschuss|Pass|Fahrkarte) (?:in|zu|zur|zum|für|ins) (?:[\p{L}-]+ ){0,4}[\p{L}-]+[.!]$`,
      ),
    },
    // "Hier ist dein persönlicher Trainingsplan!" before the plan: an opener with nothing in it.
    {
      family: "chatbot-opener",
      pattern: reCase(raw`^Hier (?:ist|sind|kommt|kommen) (?:dein|deine|Ihr|Ihre|euer|eure|mein|meine) (?:[\p{L}-]+ ){0,3}[\p{L}-]+[.!:]$`),
    },
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`^(?:Wir freuen uns|Ich freue mich) (?:schon )?(?:sehr )?auf (?:Sie|dich|euch|Ihren Besuch|deinen Besuch|Ihre (?:Nachricht|Anfrage|Rückmeldung)|deine (?:Nachricht|Anfrage|Rückmeldung)|eure (?:Geschichten|Kommentare|Meinungen|Erfahrungen|Antworten|Gedanken|Rückmeldungen)|Ihre (?:Geschichten|Kommentare|Meinungen|Erfahrungen|Antworten|Gedanken))${E}[^.!?]{0,40}[.!]$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`^(?:(?:Sehr )?[Gg]erne? (?:helfe|erkläre|zeige) ich (?:Ihnen|dir|euch)(?![^.!?]*, (?:was|worauf) (?:beim|bei|für|im|in|vor|nach) [^.!?]* zu (?:beachten|achten) ist[.!]$)${HELP_TOPIC}(?: (?:weiter|dabei|gerne weiter))?(?:,? [^.!?:\p{N}\p{Co}]{1,120})?|(?:Auch ich stehe|Ich stehe|Gerne stehe ich|Gern stehe ich|Wir stehen|Auch wir stehen|Gerne stehen wir) (?:Ihnen|dir|euch) (?:jederzeit |gerne |gern |jederzeit gerne |auch weiterhin |weiterhin )?(?:gerne |gern )?(?:für (?:Rückfragen|Fragen) )?zur Verfügung(?:,? (?:falls|wenn|sollten|sollen) [^.!?]*)?|(?:Für (?:weitere |alle )?(?:Rückfragen|Fragen|Anpassungen|Änderungen|Wünsche)|Bei (?:weiteren |offenen )?(?:Fragen|Wünschen)) (?:stehe ich|stehen wir) (?:Ihnen|dir|euch) (?:jederzeit |gerne |gern |jederzeit gerne |auch weiterhin |weiterhin )?zur Verfügung)[.!]$`,
      ),
    },
    // "Wir hoffen, dass wir dir den Einstieg erleichtern konnten.", "Ich hoffe, ich konnte Ihnen die Wahl etwas leichter machen."
    // (any help, no fact in it).
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`^(?:Wir hoffen|Ich hoffe|Hoffentlich),? (?:(?:dass )?(?:wir|ich) (?:Ihnen|dir|euch) [^.!?:\p{N}\p{Co}]{1,80}? \p{Ll}+(?:en|ern|eln) (?:konnten|konnte|können|kann)|(?:wir|ich) (?:konnten|konnte) (?:Ihnen|dir|euch) [^.!?:\p{N}\p{Co}]{0,80}?\p{Ll}+(?:en|ern|eln))[.!]$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`^(?:Wir hoffen|Ich hoffe),? (?:dass )?(?:wir|ich) (?:Ihnen|dir|euch) (?:damit |hiermit |(?:mit|bei) (?:diesen|dieser|diesem|den|der|unseren|unserer|meinen|meiner) [\p{L}-]+(?: [\p{L}-]+)? )?(?:weiterhelfen|helfen|behilflich sein) (?:konnten|konnte|können|kann)${E}(?!,? und (?:(?:sagen|sage)${E}|(?:wünschen|wünsche) (?!(?:Ihnen|dir|euch)${E})))[^.!?]*[.!]$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`^(?:Ihre|Deine) Zufriedenheit (?:steht|hat|ist) (?:für uns |bei uns |uns )?(?:immer |stets )?(?:an erster Stelle|höchste Priorität|oberste Priorität|unser (?:wichtigstes )?Ziel|das Wichtigste)(?: für uns)?[.!]$`,
      ),
    },
    // "Bei Fragen steht Ihnen unser Team jederzeit gerne zur Verfügung.", "Unser Kundenservice steht dir gerne zur Verfügung." (no contact in it).
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`^(?:(?:Bei (?:weiteren |offenen |allen )?(?:Fragen|Rückfragen|Anliegen)|Für (?:weitere |alle )?(?:Rückfragen|Fragen|Anliegen)) (?:steht|stehen) (?:Ihnen|dir|euch) (?:unser|unsere|das|die|der|mein|meine) [\p{L}\p{Co}-]+(?: [\p{L}\p{Co}-]+)?|(?:Unser|Unsere|Das|Die|Der|Mein|Meine) [\p{L}\p{Co}-]+(?: [\p{L}\p{Co}-]+)? (?:steht|stehen) (?:Ihnen|dir|euch)(?: bei (?:weiteren |offenen |allen )?(?:Fragen|Rückfragen|Anliegen))?) (?:jederzeit |gerne |gern |selbstverständlich |auch weiterhin |weiterhin |sehr )*zur Verfügung[.!]$`,
      ),
    },
    {
      family: "upbeat-closer",
      pattern: reCase(
        `^(?:(?:Denn )?(?:eines|eins) ist sicher: |(?:Und (?:denk|denkt|denken Sie)|Denk|Denkt|Denken Sie) (?:immer )?daran: )?(?:Das Beste (?:kommt (?:erst )?noch|steht (?:uns )?noch bevor|liegt noch vor uns))[.!]$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: reCase(
        `^(?:Was (?:war|ist|sind|waren) (?:euer|eure|Ihr|Ihre|dein|deine) [^.!?]{1,60}|Wie (?:seht ihr|sehen Sie|siehst du) das|Was (?:meint|denkt) ihr|Was (?:meinen|denken) Sie|Was meinst du|Was denkst du)\\?$`,
      ),
    },
  ],
  leftoverOpeners: [
    // "Als KI kann ich dir keine verbindliche Auskunft geben, und diese Antwort ist kein Ersatz für eine Beratung durch …": the
    // note about the model goes, the named advice stays (a rewrite below makes it "Lass dich von … beraten").
    {
      family: "knowledge-cutoff",
      pattern: reCase(
        raw`^(?:\*\*[^*]{1,40}\*\*\s*)?Als [^.!?]*?${B}ich${E}[^.!?]*?,\s+und\s+(?=(?:diese|meine|die) [\p{L}]+ (?:(?:ist|sind|ersetzt|ersetzen) )?(?:(?:deshalb|daher|also|allerdings|jedoch|aber|natürlich|selbstverständlich) )?(?:kein|keine|keinen) Ersatz für (?:eine |die )?(?:[\p{L}-]+ )?Beratung (?:durch|bei|von) )`,
      ),
    },
    // "Zum Schluss ein Hinweis: Mein Wissensstand reicht bis Ende 2024." -> the label goes, the dated note is rewritten below.
    {
      family: "knowledge-cutoff",
      pattern: reCase(
        raw`^${NOTE_LABEL}(?=(?:Mein (?:Wissensstand|Kenntnisstand)|Meine (?:Trainingsdaten|Daten|Informationen)) (?:reicht|reichen|geht|gehen) bis [^,;:.!?]{0,30}?[\p{N}\p{Co}][^,;:.!?]{0,10}?[.!]$)`,
      ),
    },
    {
      family: "knowledge-cutoff",
      pattern: reCase(
        raw`^(?:Nach meinem (?:letzten )?(?:Wissensstand|Kenntnisstand)|Soweit ich (?:weiß|informiert bin)|Soweit mir bekannt ist|Meines Wissens|Nach meinen Informationen),\s+(?=\p{Lu}\p{Ll}* \p{Ll})(?!(?:Ist|Sind|Gibt|Hat|Haben|Kann|Können|Wird|Werden|War|Waren|Gilt|Gelten)${E})`,
      ),
    },
    {
      family: "chatbot-opener",
      pattern: reCase(raw`^(?:Natürlich|Gerne|Gern|Klar|Selbstverständlich|Sicher)[,!]\s+(?=Hier |Ich (?:helfe|kann|erkläre|zeige))`),
    },
    {
      family: "sycophancy",
      pattern: reCase(
        raw`^(?:(?:Gute|Tolle|Ausgezeichnete|Sehr gute) Frage|Sie haben (?:völlig |absolut )?[Rr]echt|Du hast (?:völlig |absolut )?[Rr]echt)(?:[,!]| ?[-—–])\s+(?!(?:ob|und)${E})`,
      ),
    },
    // "Gerne helfe ich Ihnen weiter: Hier sind …", "Ich stehe Ihnen … zur Verfügung – schreiben Sie mir …": the offer goes.
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`^(?:(?:Sehr )?[Gg]erne? helfe ich (?:Ihnen|dir|euch)(?: gerne)? weiter|(?:Ich stehe|Wir stehen|Gerne stehe ich|Gerne stehen wir) (?:Ihnen|dir|euch) (?:jederzeit |gerne |gern |auch weiterhin |weiterhin )*(?:für (?:Rückfragen|Fragen) )?zur Verfügung)\s*[:–—]\s+`,
      ),
    },
    // "Und das Beste kommt noch: Ab April bieten wir …" -> "Ab April bieten wir …" (the teaser goes, the news stays).
    {
      family: "upbeat-closer",
      pattern: reCase(
        raw`^(?:(?:Und|Aber|Doch) )?(?:das|Das) Beste (?:kommt (?:aber |doch |ja )?(?:erst )?(?:noch|zum Schluss)|steht (?:uns |euch |Ihnen |dir )?noch bevor)\s*[:–—]\s+(?=[\p{L}\p{N}\p{Co}])`,
      ),
    },
    { family: "persuasive-trope", pattern: reCase(`^(?:Ehrlich gesagt|Seien wir ehrlich|Machen wir uns nichts vor|Im Grunde genommen|Unterm Strich),\\s+`) },
    { family: "persuasive-trope", pattern: reCase(`^(?:Die Wahrheit ist|Fakt ist|Tatsache ist):\\s+`) },
    // "Lassen Sie uns ehrlich sein: Ein Zoobesuch …" / "Seien wir ehrlich: …" -> "Ein Zoobesuch …".
    {
      family: "persuasive-trope",
      pattern: reCase(
        raw`^(?:(?:Lassen Sie uns|Lasst uns|Lass uns) (?:mal )?(?:ganz )?(?:ehrlich|offen) sein|(?:Seien wir|Seien Sie|Sei|Seid) (?:mal )?(?:ganz )?(?:ehrlich|offen)):\s+(?=\p{Lu})`,
      ),
    },
    // "Als KI kann ich Ihre Lage nur begrenzt einschätzen, und meine Tipps ersetzen keine Beratung — etwa bei … unter 0800 …": the note goes,
    // the referral with its number stays (also after a dash: "Als KI kann ich kein Tier untersuchen – dieser Text ersetzt …").
    {
      family: "knowledge-cutoff",
      pattern: reCase(
        raw`^Als (?:ein |eine )?(?:KI|künstliche Intelligenz|Sprachmodell|KI-Sprachmodell|KI-Assistent|\p{Co}),? (?:kann|habe|bin) ich [^.!?;,–—]{1,120}?(?:,\s+(?:und|aber|doch)|;|\s[–—])\s+(?=\p{L})`,
      ),
    },
    // "Mein Wissensstand endet …, und Stand meines Wissens ist X gestiegen": the note goes, the fact stays.
    {
      family: "knowledge-cutoff",
      pattern: reCase(
        raw`^(?:Mein (?:Wissensstand|Kenntnisstand)|Meine (?:Trainingsdaten|Daten)) (?!(?:reicht|reichen) ${ONLY}bis )[^,;.!?]{1,80}?(?:,\s+(?:und|aber)|;)\s+(?=\p{L})`,
      ),
    },
  ],
  significanceTailNeeds: ", w",
  significanceTail: reCase(
    raw`,\s+(?:was|wodurch|womit)\s+(?:[^,;:.!?]{1,60}?\s+)?(?:die|den|das|ihre|seine|deren|dessen)\s+(?:[\p{L}-]+\s+){0,3}?${SIGNIFICANCE}(?:\s+[^,;:.!?]{1,40}?)?\s+${SHOWS}([.!]?)$`,
  ),
  rewrites: [
    // "Als KI kann ich dir keine verbindliche Auskunft geben, und diese Antwort ist kein Ersatz für eine Beratung durch deine
    // Personalabteilung oder einen Lohnsteuerhilfeverein." -> "Lass dich von deiner Personalabteilung oder einem
    // Lohnsteuerhilfeverein beraten." (the note about the model goes, the advice and its names stay; any person).
    {
      family: "prompt-refusal",
      pattern: reCase(
        raw`^(?:[^.!?]*?${B}ich${E}[^.!?]*?,\s+und\s+)?(?:[Dd]iese|[Mm]eine|[Dd]ie) (?:Antwort|Antworten|Informationen|Übersicht|Zusammenfassung|Hinweise|Angaben|Tipps|Einschätzung|Auskunft|Erklärung|Erklärungen)(?:(?: (?:ist|sind|ersetzt|ersetzen))?(?: (?:deshalb|daher|also|allerdings|jedoch|aber|natürlich|selbstverständlich))? (?:kein|keine|keinen) Ersatz für (?:eine |die )?| (?:ersetzt|ersetzen)(?: (?:deshalb|daher|also|allerdings|jedoch|aber|natürlich|selbstverständlich))? keine )(?:([\p{L}-]+?)e )?Beratung (durch|bei|von) ([^.!?]+?)([.!])$`,
      ),
      // "eine persönliche Beratung" -> "persönlich beraten"; other adjectives ("kompetente") go.
      replace: (whole, adjective, preposition, givers, stop) => {
        const how = /^(?:persönlich|individuell|fachlich|rechtlich|steuerlich|ärztlich|professionell|unabhängig|verbindlich)$/u.test(adjective)
          ? `${adjective} `
          : "";
        const lead = /(?<![\p{L}])(?:dir|dich|dein|deine|deinen|deiner|deinem)(?![\p{L}])/u.test(whole)
          ? "Lass dich"
          : /(?<![\p{L}])(?:euch|euer|eure|euren|eurer|eurem)(?![\p{L}])/u.test(whole)
            ? "Lasst euch"
            : "Lassen Sie sich";
        return `${lead} ${preposition === "durch" ? `von ${adviceGivers(givers)}` : `${preposition} ${givers}`} ${how}beraten${stop}`;
      },
    },
    // "Meine Hinweise sind deshalb kein Ersatz für …": the reason ("Als KI-Assistent kenne ich …") was a leftover and went, so
    // "deshalb" would point to nothing.
    {
      family: "prompt-refusal",
      pattern: reCase(
        raw`^((?:Diese|Meine|Die) (?:Informationen|Antwort|Antworten|Übersicht|Zusammenfassung|Hinweise|Angaben|Tipps|Einschätzung|Auskunft|Erklärung|Erklärungen) (?:ist|sind|ersetzt|ersetzen)) (?:deshalb|daher|also|somit|folglich) (?=(?:kein|keine|keinen|nicht)${E})`,
      ),
      replace: "$1 ",
    },
    // "Mein Wissensstand reicht bis April 2024; Stand meines Wissens gelten die Menüpfade …" -> "Stand April 2024 gelten die Menüpfade …"
    // (the date of the note is kept with the fact).
    {
      family: "knowledge-cutoff",
      pattern: reCase(
        raw`^(?:Mein (?:Wissensstand|Kenntnisstand)|Meine (?:Trainingsdaten|Daten)) (?:reicht|reichen) bis ([^,;:.!?]{1,30}?)(?:,\s+und|;)\s+(?:Stand meines Wissens|meines Wissens|nach meinem (?:Wissensstand|Kenntnisstand)|soweit ich weiß,?) (?=\p{Ll})`,
      ),
      replace: "Stand $1 ",
    },
    // "Mein Wissensstand reicht bis Juni 2024; aktuelle Konditionen können abweichen." -> "Stand der Angaben: Juni 2024; aktuelle …"
    // (the date is a fact and stays; the note about the model goes). Also after a dash ("… bis Mitte 2025 — die Tarife könnten sich
    // seither geändert haben": the warning is advice, which the leftover rule must not take with the note) and "endet im …".
    {
      family: "knowledge-cutoff",
      pattern: reCase(
        raw`^((?:\p{Extended_Pictographic}\uFE0F?\s*)?)(\(?(?:\*\*)?\p{Lu}\p{Ll}+:(?:\*\*)?\s+)?(?:Mein (?:Wissensstand|Kenntnisstand)|Meine (?:Trainingsdaten|Daten|Informationen)) (?:(?:reicht|reichen|geht|gehen) ${ONLY}bis (?:(?:zum|in den|ins) )?|(?:endet|enden|endete|endeten) (?:im |in |am |mit )?)([^,;:.!?]{1,30}?)(\s*(?:;|,\s+(?:und|aber)|\s[–—]|${THEN})\s+)(\p{L})`,
      ),
      // A warning emoji before the note ("⚠️ Mein Wissensstand reicht bis …") stays with the date.
      // After a label ("Förderung: ", "(Hinweis: ") the label stays. The date stays the information's, in its clause with the link
      // after it: a bare "Stand: Oktober 2023. Daher solltest du …" read as the date of a text about 2026 and left "Daher" hanging
      // (audit of set 28; it had replaced "Stand X;", a semicolon after a verbless label, audit of set 24).
      replace: "$1$2Die Angaben sind auf dem Stand von $3$4$5",
    },
    // (The text is masked here: "Zum Schluss" reads as "Zum" and a name.)
    // The whole note with its date ("Zum Schluss ein Hinweis: Mein Wissensstand reicht bis Anfang 2025.") -> "Stand der Angaben: Anfang 2025."
    {
      family: "knowledge-cutoff",
      pattern: reCase(
        raw`^${NOTE_LABEL}?((?:\p{Extended_Pictographic}\uFE0F?\s*)?)(?:Mein (?:Wissensstand|Kenntnisstand)|Meine (?:Trainingsdaten|Daten|Informationen)) (?:(?:reicht|reichen|geht|gehen) ${ONLY}bis (?:(?:zum|in den|ins) )?|(?:endet|enden|endete|endeten) (?:im |in |am |mit )?)([^,;:.!?]{0,30}?[\p{N}\p{Co}][^,;:.!?]{0,10}?)([.!])$`,
      ),
      replace: (_, emoji, date, stop) => `${emoji}Stand der Angaben: ${date}${stop}`,
    },
    // "Hier finden Sie eine Übersicht der wichtigsten Fristen." -> "Es folgt eine Übersicht der wichtigsten Fristen." (a chatbot's
    // pointer to what follows; the number from the determiner, "einen Überblick" in the nominative). A place ("Hier finden Sie
    // einen Parkplatz") has no such noun and stays.
    {
      family: "chatbot-opener",
      pattern: reCase(
        raw`^Hier (?:finden Sie|findest du|findet ihr|bekommen Sie|bekommst du|erhalten Sie|erhältst du) (eine|ein|einen|einige|ein paar|mehrere|die wichtigsten|die häufigsten|die besten|alle wichtigen) ((?:\p{Ll}+ ){0,2}(?:Übersicht|Überblick|Zusammenfassung|Anleitung|Liste|Checkliste|Tipps|Hinweise|Antworten|Informationen|Infos|Beispiele|Vorlage|Schritte|Punkte|Regeln|Fakten|Fragen|Empfehlungen|Vorschläge|Ideen)${E}[^!?:]{0,160})([.!])$`,
      ),
      replace: (_, determiner, rest, stop) =>
        ["eine", "ein", "einen"].includes(determiner)
          ? `Es folgt ${determiner === "einen" ? "ein" : determiner} ${rest.replace(/^(\p{Ll}+)en (?=\p{Ll}+ |Überblick)/u, "$1er ")}${stop}`
          : `Es folgen ${determiner} ${rest}${stop}`,
    },
    // "Gute Frage, die sich viele stellen: …" -> "Eine Frage, die sich viele stellen: …" (the praise goes).
    {
      family: "sycophancy",
      pattern: reCase(
        raw`^(?:Gute|Tolle|Sehr gute|Spannende|Interessante|Berechtigte|Ausgezeichnete|Hervorragende|Wichtige) Frage,\s+(?=(?:die|mit der|über die|auf die|bei der|zu der)${E})`,
      ),
      replace: "Eine Frage, ",
    },
    // "…; ich stehe Ihnen jederzeit zur Verfügung." after a contact line: the offer is a tail, the contact stays.
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`\s*(?:;|,\s+und|\s[–—])\s+(?:ich stehe|wir stehen|gerne stehe ich|gern stehe ich|gerne stehen wir|ich stehe auch|wir stehen auch) (?:Ihnen|dir|euch) (?:jederzeit |gerne |gern |selbstverständlich |auch weiterhin |weiterhin |sehr )*(?:(?:für|bei) (?:alle |weitere |offene )?(?:Rückfragen|Fragen) )?(?:gerne |gern )?zur Verfügung([.!])$`,
      ),
      replace: "$1",
    },
    // "Vielen Dank für Ihren Besuch – wir freuen uns auf Sie, wenn Sie wiederkommen!" -> "Vielen Dank für Ihren Besuch!"
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`(?<=[\p{L}\p{N}\p{Co}])\s*(?:\s[–—]|,\s+und)\s+(?:wir freuen uns|ich freue mich) (?:schon )?(?:sehr )?(?:jetzt schon )?auf (?:Sie|dich|euch|ein Wiedersehen|Ihren (?:nächsten )?Besuch|deinen (?:nächsten )?Besuch|euren (?:nächsten )?Besuch)(?:,? (?:wenn|sobald) [^\p{N}\p{Co}.!?]{1,60})?([.!](?: \p{Extended_Pictographic}\uFE0F?)?)$`,
      ),
      replace: "$1",
    },
    // "Dieser Entwurf stellt keinen Ersatz für eine Beratung dar" -> "Dieser Entwurf ersetzt keine Beratung" (any tense and number).
    {
      family: "didactic-disclaimer",
      pattern: reCase(
        raw`${B}(stellt|stellen|stellte|stellten)((?: (?:allerdings|jedoch|aber|natürlich|selbstverständlich|also|daher|ausdrücklich|auch|keinesfalls))?) (?:keinen|keinerlei) Ersatz für(?: (einen|eine|ein)${E})?((?: [^\s,;:.!?]+){1,8}?) dar${E}`,
      ),
      replace: (_, verb, adverb, article, object) =>
        `${{ stellt: "ersetzt", stellen: "ersetzen", stellte: "ersetzte", stellten: "ersetzten" }[verb as "stellt"] ?? "ersetzt"}${adverb} ${article ? `k${article}${object}` : `${object.trim()} nicht`}`,
    },
    {
      family: "didactic-disclaimer",
      pattern: reCase(
        raw`${B}(?:keinen|keinerlei) Ersatz für (?:(einen|eine|ein) )?([^,;:.!?]{1,80}?) (darstellt|darstellen|darstellte|darstellten|darstellen kann|darstellen können|darstellen soll)${E}`,
      ),
      replace: (_, article, object, verb) =>
        `${article ? `k${article} ${object}` : `${object} nicht`} ${verb.replace(/^darstell/u, "ersetz").replace(/^ersetzt(?=e)/u, "ersetz")}`,
    },
    // "Hier liegt erhebliches Potenzial" -> "Hier liegen erhebliche Chancen" (the verb follows the plural noun).
    {
      family: "excess-vocabulary",
      pattern: reCase(
        `${B}(liegt|steckt|schlummert|besteht|bleibt|entsteht|wartet|lag|steckte|bestand)((?: (?:hier|dort|darin|dabei|also|noch|auch|damit|oft|jedoch|aber))*) (?:(\\p{Ll}+)es )?(?:Potenzial|Potential)${E}(?! (?:von|als|für)${E})`,
      ),
      replace: (_, verb, adverbs, adjective) =>
        `${{ liegt: "liegen", steckt: "stecken", schlummert: "schlummern", besteht: "bestehen", bleibt: "bleiben", entsteht: "entstehen", wartet: "warten", lag: "lagen", steckte: "steckten", bestand: "bestanden" }[verb as "liegt"] ?? verb}${adverbs} ${adjective ? `${adjective}e` : "viele"} Chancen`,
    },
    // "spielt jede eingesparte Kilowattstunde eine zentrale Rolle" -> "zählt jede eingesparte Kilowattstunde" (a quantified subject
    // counts; "ist jede … zentral" is no German, audit of set 19).
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`${B}(spielt|spielte) (jede|jeder|jedes)((?: [\p{L}\p{Co}-]+){1,3}?) eine (?:zentrale|wichtige|entscheidende|große) Rolle(?=[,;.!?]|$)`,
      ),
      replace: (_, verb: string, every, rest) => `${verb === "spielt" ? "zählt" : "zählte"} ${every}${rest}`,
    },
    // "Für uns spielt Vertrauen eine zentrale Rolle, und …" -> "Für uns steht Vertrauen im Mittelpunkt, und …" (a plain verb, not "ist
    // zentral"; the words between the verb and the role stay where they are). A role "for" someone ("spielt für viele Familien
    // eine Schlüsselrolle") is no centre of attention: the rules below.
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`${B}(spielt|spielte|spielen|spielten) (?![^,;:.!?]*${B}für${E})((?:[\p{L}\p{Co}-]+ ){0,3}?[\p{L}\p{Co}-]+) eine (?:zentrale Rolle|Schlüsselrolle)(?=\s*(?:[,;.!?]|\s[–—]|$))`,
      ),
      // An added item ("spielt zudem der Reisepass eine zentrale Rolle") is not the centre: "ist auch der Reisepass wichtig" keeps
      // the addition (audit of set 20).
      replace: (_, verb, between: string) =>
        /^(?:zudem|außerdem|ferner|überdies|auch|ebenfalls) /u.test(between)
          ? `${copula(verb)} auch ${between.slice(between.indexOf(" ") + 1)} wichtig`
          : `${{ spielt: "steht", spielte: "stand", spielen: "stehen", spielten: "standen" }[verb as "spielt"] ?? "steht"} ${between} im Mittelpunkt`,
    },
    // "spart nicht nur Geld, sondern gewinnt auch Zeit" -> "spart Geld und gewinnt Zeit" (a second verb after "sondern"; also a modal:
    // "ist nicht nur lästig, sondern kann auch schaden" -> "ist lästig und kann schaden").
    {
      family: "negative-parallelism",
      pattern: reCase(
        raw`(?<=\S )nicht (?:nur|bloß|allein) ([^,;:.!?—–]{1,60}?), sondern (?!(?:vor|gerade|besonders|zugleich|gleichzeitig|vielmehr|damit|dadurch|oft|meist|immer|jetzt|heute|erst|selbst|sogar|eben|ebenso|dort|hier|noch)${E})(\p{Ll}{3,}(?:t|en|te|ten|st)|kann|muss|soll)((?: (?:dabei|damit|so|dadurch))?) auch${E}`,
      ),
      replace: "$1 und $2$3",
    },
    // "Zögern Sie nicht, uns auch dann zu schreiben, wenn Sie …" -> "Schreiben Sie uns auch dann, wenn Sie …" (a request with its clause).
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`^Zögern Sie (?:bitte )?nicht,\s+(?:(sich) )?(?:([^,;:!?–—]{1,120}?) )?(zu \p{Ll}+|(?:ab|an|auf|aus|ein|mit|nach|vorbei|zurück|weiter)zu\p{Ll}+)(,\s(?:wenn|falls|sobald|bevor|damit|ob|wie|was|denn|weil|da|sodass)\s[^!?]*[.!])$`,
      ),
      replace: (_, reflexive, object, infinitive, tail) => imperative("", reflexive, object, infinitive, tail),
    },
    // "Nachhaltigkeit spielt bei uns eine zentrale Rolle." -> "Nachhaltigkeit steht bei uns im Mittelpunkt." (a value of ours; "ist zentral"
    // is weak). An agent with another object ("Die Tafel spielt für viele Familien eine Schlüsselrolle") is not in the centre: left below.
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`${B}(spielt|spielte|spielen|spielten)((?: (?:dabei|auch|schon immer|seit jeher|heute|stets|immer))? (?:bei|für) (?:uns|mich|mir|ihnen|Ihnen|euch)(?: (?:auch|schon immer|seit jeher|heute|stets|immer))?) eine (?:zentrale Rolle|Schlüsselrolle)(?=[,;:.!?]|\s[–—]|$)`,
      ),
      replace: (_, verb, between) =>
        `${{ spielt: "steht", spielte: "stand", spielen: "stehen", spielten: "standen" }[verb as "spielt"] ?? "steht"}${between} im Mittelpunkt`,
    },
    // "X spielt eine zentrale Rolle im Viertel." -> "X ist aus dem Viertel nicht wegzudenken." (not "ist zentral im …").
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`${B}(spielt|spielte|spielen|spielten)((?: [^\s,;:.!?„“"]+){0,6}?) eine (?:zentrale Rolle|Schlüsselrolle) im (?!(?:Jahr|Jahre|Jahrhundert|Sommer|Winter|Herbst|Frühling|Frühjahr|Monat|Moment|Mittelalter|Zuge|Rahmen|Hintergrund|Verlauf|Laufe)${E})([^,;:.!?„“"–—\p{N}]{1,40}?)(?=[,;:.!?]|\s[–—]|$)`,
      ),
      replace: (_, verb, between, place) => `${copula(verb)}${between} aus dem ${place} nicht wegzudenken`,
    },
    // "Daten spielen eine zentrale Rolle in der modernen Medizin" -> "Daten stehen in der modernen Medizin im Mittelpunkt";
    // "… eine entscheidende Rolle bei X" -> "wiegt bei X schwer" (a plain verb, the place or matter before it; "im Viertel" is
    // the rule above, "für X" and "eine wichtige Rolle" are left to the lexicon).
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`${B}(spielt|spielen|spielte|spielten)((?: (?:dabei|hier|auch|heute|oft|zudem|außerdem|somit|daher|also|inzwischen|längst|immer noch|weiterhin))?) eine (zentrale|entscheidende|maßgebliche) Rolle ((?:in|im|bei|beim) [^,;:.!?—–„“]{1,60}?)(?=\s*(?:[,;:.!?]|\s[–—]|$))`,
      ),
      replace: (_, verb, adverbs, adjective, place) => {
        const index = ["spielt", "spielen", "spielte", "spielten"].indexOf(verb);
        if (adjective === "zentrale") return `${["steht", "stehen", "stand", "standen"][index]}${adverbs} ${place} im Mittelpunkt`;
        return `${["wiegt", "wiegen", "wog", "wogen"][index]}${adverbs} ${place} schwer`;
      },
    },
    // "- **Einzigartige Möbel:**" (a bold label at the head of a list item): the plainer adjective keeps the capital.
    {
      family: "promotional-language",
      pattern: reCase(
        raw`^(\p{Co})(Einzigartig|Innovativ|Ganzheitlich|Atemberaubend|Malerisch|Unvergesslich|Bemerkenswert|Beeindruckend|Vielfältig|Nahtlos|Maßgeschneidert|Harmonisch|Facettenreich|Bahnbrechend|Wegweisend)(e|en|er|es|em)${E}(?! Lage${E})`,
      ),
      replace: (_, mask, adjective, ending) =>
        `${mask}${({ Einzigartig: "Besonder", Innovativ: "Modern", Ganzheitlich: "Umfassend", Atemberaubend: "Schön", Malerisch: "Reizvoll", Unvergesslich: "Schön", Bemerkenswert: "Eindrucksvoll", Beeindruckend: "Eindrucksvoll", Vielfältig: "Abwechslungsreich", Nahtlos: "Reibungslos", Maßgeschneidert: "Passend", Harmonisch: "Gut", Facettenreich: "Vielschichtig", Bahnbrechend: "Neu", Wegweisend: "Wichtig" } as Record<string, string>)[adjective] ?? adjective}${ending}`,
    },
    // "Für Rückfragen stehe ich Ihnen jederzeit zur Verfügung: Markus Dengler, Telefon …" -> "Für Rückfragen erreichen Sie mich: …".
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`^(Für (?:weitere |alle )?(?:Rückfragen|Fragen)|Bei (?:weiteren |offenen )?Fragen) (stehe ich|stehen wir) (Ihnen|dir|euch) (?:jederzeit |gerne |gern |jederzeit gerne |auch weiterhin |weiterhin )?zur Verfügung(?=\s*[:–—])`,
      ),
      replace: (_, lead, verb, you) =>
        `${lead} ${you === "Ihnen" ? "erreichen Sie" : you === "dir" ? "erreichst du" : "erreicht ihr"} ${verb === "stehe ich" ? (you === "Ihnen" ? "mich" : "mich") : "uns"}`,
    },
    // "**Zusammenfassend:** Für eine Fernreise …" (a bold label) -> "**Fazit:** …".
    {
      family: "section-summary",
      pattern: reCase(raw`^(\p{Co}?)(?:Zusammenfassend|Abschließend|Alles in allem)(\p{Co}?:\p{Co}?)(?=\s)`),
      replace: "$1Fazit$2",
    },
    // "Kontaktieren Sie uns bei Fragen – wir hoffen, dass wir Ihnen weiterhelfen konnten!": the hope goes, the request stays.
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`\s[–—]\s(?:wir hoffen|ich hoffe),? (?:dass )?(?:wir|ich) (?:Ihnen|dir|euch) (?:damit |hiermit )?(?:weiterhelfen|helfen) (?:konnten|konnte)([.!])$`,
      ),
      replace: "$1",
    },
    // "Zögere nicht, den Plan an deinen Alltag anzupassen – …" -> "Pass den Plan an deinen Alltag an – …"; "Zögert nicht, uns
    // anzurufen: …" -> "Ruft uns an: …" (the offers of help were dropped as leftovers).
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`^(?:Zögere (nicht)|Zögert nicht),\s+(?:(sich) )?(?:([^,;:!?–—]{1,120}?) )?(zu \p{Ll}+|(?:ab|an|auf|aus|ein|mit|nach|vorbei|zurück|weiter|vor|los|zu|her|fest)zu\p{Ll}+)((?:\s[–—]\s[^!?]*|,\s(?:wenn|falls|sobald|bevor|damit|ob|wie|was|denn|weil|da|sodass)\s[^!?]*)?[.!]$|:(?=\s))`,
      ),
      replace: (_, du, reflexive, object, infinitive, tail) => familiarImperative(du ? "du" : "ihr", reflexive, object, infinitive, tail),
    },
    // The Sie-form with a clause after a dash: "Zögern Sie nicht, uns zu besuchen – wir sind …" -> "Besuchen Sie uns – wir sind …".
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`^Zögern Sie (?:bitte )?nicht,\s+(?:(sich) )?(?:([^,;:!?–—]{1,120}?) )?(zu \p{Ll}+|(?:ab|an|auf|aus|ein|mit|nach|vorbei|zurück|weiter)zu\p{Ll}+)(\s[–—]\s[^!?]*[.!]${EMOJI})$`,
      ),
      replace: (_, reflexive, object, infinitive, tail) => imperative("", reflexive, object, infinitive, tail),
    },
    // "Wir freuen uns auf Sie – Ihre Vroni und Sepp" -> "Ihre Vroni und Sepp" (the greeting goes, the names sign the text).
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`^(?:Wir freuen uns|Ich freue mich) (?:schon )?(?:sehr )?auf (?:Sie|dich|euch|Ihren Besuch|deinen Besuch|euren Besuch)(?:!\s*|\s*[–—,]\s*)((?:Ihre?|Eure?|Euer|Deine?|Dein|Viele Grüße|Herzliche Grüße|Liebe Grüße|Beste Grüße)${E}[^.!?]*)$`,
      ),
      replace: "$1",
    },
    // "Wir hoffen, dass wir Ihnen mit diesen Informationen weiterhelfen konnten, und sagen schon jetzt: Danke!" -> "Wir sagen schon jetzt: Danke!"
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`^(Wir|Ich) (?:hoffen|hoffe),? (?:dass )?(?:wir|ich) (?:Ihnen|dir|euch) (?:[^,;:.!?]{1,60}? )?(?:weiterhelfen|helfen|behilflich sein) (?:konnten|konnte|können|kann),? und (?=\p{Ll})`,
      ),
      replace: "$1 ",
    },
    // "Lassen Sie uns einen Blick auf die Zahlen werfen, die …: Die fünf …" -> "Ein Blick auf die Zahlen, die …: Die fünf …" (a label).
    {
      family: "signposting",
      // "Lassen Sie uns noch einen Blick auf … werfen:" -> "Noch ein Blick auf …:"; "kurz" becomes the adjective ("Ein kurzer Blick").
      pattern: reCase(
        raw`^(?:Lassen Sie uns|Lasst uns|Lass uns) (?:(noch|nun|jetzt|zuerst|zunächst|zuletzt|zum Schluss) )?(?:(kurz) )?einen ((?:\p{Ll}+en )?)Blick (auf|in) ([^:.!?]{1,160}?) werfen(,[^:.!?]{1,160})?:`,
      ),
      replace: (_, adverb, short, adjective, preposition, what, clause) => {
        const label = `${adjective ? adjective.replace(/en $/u, "er ") : short ? "kurzer " : ""}Blick ${preposition} ${what}${clause ?? ""}:`;
        return adverb ? `${adverb[0]?.toUpperCase()}${adverb.slice(1)} ein ${label}` : `Ein ${label}`;
      },
    },
    // "Lass uns das Schritt für Schritt durchgehen—dann hast du …" -> "Gehen wir das Schritt für Schritt durch. Dann hast du …".
    {
      family: "signposting",
      pattern: reCase(
        raw`^(?:Lassen Sie uns|Lasst uns|Lass uns) ([^,;:.!?„“"—–]{0,120}?)\s*(\p{Ll}+(?:en|ern|eln))\s*[—–]\s*(?!das Beste|die Zukunft)(\p{Ll})`,
      ),
      replace: (match, middle, verb, next) => {
        const split = SPLIT.exec(verb) ?? /^(durch|um|über)(\p{Ll}+en)$/u.exec(verb);
        if (!split && /^(?:zusammen|zurück|weiter|vorbei|heraus|hinaus|fest|fort|nach|mit|vor|weg|los|auf|aus|ein|ab|an|zu)/u.test(verb)) return match;
        const head = split ? (split[2] as string) : verb;
        const rest = [middle.trim(), split ? (split[1] as string) : ""].filter((w) => w.length > 0).join(" ");
        return `${head.charAt(0).toUpperCase()}${head.slice(1)} wir${rest ? ` ${rest}` : ""}. ${next.toUpperCase()}`;
      },
    },
    // "Er legt bis heute Zeugnis ab von der Haltung …" -> "Er erzählt bis heute von der Haltung …".
    {
      family: "puffery-significance",
      pattern: reCase(raw`${B}(legt|legen|legte|legten)((?: [^\s,;:.!?]+){0,4}?) (?:ein (?:\p{Ll}+es )?)?Zeugnis ab von${E}`),
      replace: (_, verb, between) => `${TELLS[verb] ?? "erzählt"}${between} von`,
    },
    // "Den Trainern kommt eine Schlüsselrolle zu" (mostly people) -> "… eine wichtige Aufgabe zu".
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`^((?:Den|Unseren|Ihren|Euren|Allen|Diesen)(?: [^\s,;:.!?]+){1,6}? (?:kommt|kommen|kam|kamen)(?: [^\s,;:.!?]+){0,4}?) eine (?:Schlüsselrolle|(?:entscheidende|zentrale|wichtige|wesentliche|maßgebliche|besondere|tragende) Rolle)((?: [^\s,;:.!?]+){0,8}? zu)${E}`,
      ),
      replace: "$1 eine wichtige Aufgabe$2",
    },
    // "Eine Schlüsselrolle kommt dabei den beiden Bratschen zu" -> "Besonderes Gewicht kommt dabei den beiden Bratschen zu" (the dative stays).
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`^Eine (?:Schlüsselrolle|(?:entscheidende|zentrale|wichtige|wesentliche|maßgebliche|besondere|tragende) Rolle) (kommt|kommen|kam|kamen) (?=[^.!?]*${B}zu${E})`,
      ),
      replace: "Besonderes Gewicht $1 ",
    },
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`${B}(kommt|kommen|kam|kamen)((?: [^\s,;:.!?]+){1,6}?) eine (?:Schlüsselrolle|(?:entscheidende|zentrale|wichtige|wesentliche|maßgebliche|besondere|tragende) Rolle)((?: [^\s,;:.!?]+){0,8}?) zu${E}`,
      ),
      replace: "$1$2 besonderes Gewicht$3 zu",
    },
    // "Die Vielfalt ist nicht nur schön, sie macht den Wald auch widerstandsfähiger" -> "Die Vielfalt ist schön und macht den Wald auch …".
    {
      family: "negative-parallelism",
      pattern: reCase(
        raw`${B}(ist|sind|war|waren|bleibt|bleiben|wirkt|wirken) nicht (?:nur|bloß|allein) ([^,;:.!?—–]{1,60}?), (?:sie|er|es) (\p{Ll}+) ([^,;:.!?—–]{0,80}?${B}auch${E})`,
      ),
      replace: "$1 $2 und $3 $4",
    },
    // "hat mehr Potenzial, als du glaubst" -> "kann mehr, …"; "wie viel Potenzial in X steckt" -> "wie viel in X steckt".
    {
      family: "excess-vocabulary",
      pattern: reCase(`${B}(hat|haben|hast|habt|hatte|hatten)((?: [^\\s,;:.!?]+){0,3}?) (mehr) (?:Potenzial|Potential)${E}`),
      replace: (_, verb, between, amount) =>
        `${{ hat: "kann", haben: "können", hast: "kannst", habt: "könnt", hatte: "konnte", hatten: "konnten" }[verb as "hat"] ?? "kann"}${between} ${amount}`,
    },
    {
      family: "excess-vocabulary",
      // With an adjective the adjective becomes the noun: "wie viel kreatives Potenzial in der Stadt steckt" -> "wie viel Kreatives in der
      // Stadt steckt" (singular, so the verb still agrees; "kreative Chancen … steckt" would not).
      pattern: reCase(raw`${B}(wie viel|so viel|viel) (?:(\p{Ll})(\p{Ll}+es) )?(?:Potenzial|Potential) (?=(?:in|im|darin|dahinter|drin)${E})`),
      replace: (_, much, initial, rest) => (initial ? `${much} ${initial.toUpperCase()}${rest} ` : `${much} `),
    },
    // "ein lebendiges Ökosystem aus Landwirtinnen, Imkern, einer Metzgerei …" -> "ein lebendiges Netz aus …" (people and firms, not a pond).
    {
      family: "excess-vocabulary",
      pattern: reCase(
        raw`${B}Ökosystem(s|es)? (aus|von) (?=(?:\p{Ll}+ ){0,2}(?:Landwirtinnen|Landwirten|Landwirte|Bauern|Bäuerinnen|Imkern|Imkerinnen|Händlern|Händlerinnen|Erzeugern|Erzeugerinnen|Betrieben|Handwerkern|Handwerksbetrieben|Vereinen|Initiativen|Akteuren|Akteurinnen|Menschen|Nachbarn|Läden|Geschäften|Cafés|Gründern|Gründerinnen|Investoren|Hochschulen|Künstlern|Künstlerinnen|Kreativen|Lieferanten|Dienstleistern|Kunden|Kundinnen|Mitgliedern|Ehrenamtlichen)${E})`,
      ),
      replace: (_, genitive, preposition) => `${genitive ? "Netzes" : "Netz"} ${preposition} `,
    },
    // "in einer zunehmend mobilen Gesellschaft" -> "… immer mobileren …"; with no known comparative: "immer stärker".
    {
      family: "stock-phrase",
      pattern: reCase(
        raw`${B}([Ii]n) einer zunehmend (mobil|digital|global|urban|international|vielfältig|individuell|flexibel|anspruchsvoll|unübersichtlich)(en) (?=[\p{Lu}\p{Co}])`,
      ),
      replace: (_, preposition, adjective, ending) =>
        `${preposition} einer immer ${adjective === "flexibel" ? "flexibler" : adjective === "unübersichtlich" ? "unübersichtlicher" : `${adjective}er`}${ending} `,
    },
    // "in einer zunehmend hektischen Welt" -> "in einer immer hektischeren Welt": an adjective with a regular suffix takes "-er"
    // ("immer stärker hektischen" is no German); a participle ("vernetzten") is left to the rule below.
    {
      family: "stock-phrase",
      pattern: reCase(raw`${B}([Ii]n) einer zunehmend (\p{Ll}+(?:isch|ig|lich|bar|sam|haft|los|iv|ell|al|ant|ent))(en) (?=[\p{Lu}\p{Co}])`),
      replace: "$1 einer immer $2er$3 ",
    },
    {
      family: "stock-phrase",
      pattern: reCase(raw`${B}([Ii]n) einer zunehmend (?!(?:${Object.keys(COMPARATIVE).join("|")})en${E})(\p{Ll}+en) (?=[\p{Lu}\p{Co}])`),
      replace: "$1 einer immer stärker $2 ",
    },
    // "**Mehr als Laufen:** Außerdem lohnt sich …": after a (bold) label's colon a capital starts a whole sentence, which keeps it (the
    // lexicon, reading the label and the sentence as one, would write "auch lohnt sich"). Not "Dazu", which after a label reads
    // "for this" (audit of set 23).
    // In a list item the label already joins the item to the others: the connective goes and its subject moves before the verb
    // ("- **Kinder:** Außerdem erhalten Sie …" -> "Sie erhalten …"); a "Zusätzlich" item after item read badly (audit of set 26).
    // Only a pronoun: a noun is masked with what follows it ("die Kasse Restkarten" is one span), so its end is unknown. "Sie"
    // only after a plural verb ("berät Sie die Stadt": an object).
    {
      family: "transition-overuse",
      pattern: reCase(raw`(:\p{Co}?\s+)(?:Au(?:ß|ss)erdem|Zudem|Ferner|Überdies|Des Weiteren|Darüber hinaus) (\p{Ll}+) (wir|ich|du|ihr|man|(?<=n )Sie)${E}`),
      replace: (_, label, verb, subject) => `${label}${subject.charAt(0).toUpperCase()}${subject.slice(1)} ${verb}`,
    },
    // A verbless item ("- **Belege:** Ferner alle Quittungen …") has no verb to keep second: the connective goes (not "Zusätzlich"
    // item after item, audit of set 27).
    {
      family: "transition-overuse",
      pattern: reCase(
        raw`(:\p{Co}?\s+)(?:Au(?:ß|ss)erdem|Zudem|Ferner|Überdies|Des Weiteren|Darüber hinaus) (d(?:ie|er|as|en|em|eine?n?)|alle|ein(?:e|en|em)?|sämtliche|unsere|eure|[Ii]hr(?:e|en|em|er)?)${E}`,
      ),
      replace: (_, label, word) => `${label}${word.charAt(0).toUpperCase()}${word.slice(1)}`,
    },
    // After a quotation that ends with its own stop ("… die „ruhigen Farben.“ Außerdem erscheint …") the splitter sees one sentence
    // (the quotation is masked); the capital says a sentence starts: "Zusätzlich" keeps it and the verb second, not "auch
    // erscheint" (audit of set 26).
    {
      family: "transition-overuse",
      pattern: reCase(raw`(\p{Co}\s+)(?:Au(?:ß|ss)erdem|Zudem|Ferner|Überdies|Des Weiteren|Darüber hinaus)\s+(?=\p{Ll})(?![^.!?]*${B}zusätzlich)`),
      replace: "$1Zusätzlich ",
    },
    {
      family: "transition-overuse",
      pattern: reCase(raw`(:\p{Co}?\s+)(?:Au(?:ß|ss)erdem|Zudem|Ferner|Überdies|Des Weiteren|Darüber hinaus)\s+(?=\p{Ll})(?![^.!?]*${B}zusätzlich)`),
      replace: "$1Zusätzlich ",
    },
    {
      family: "transition-overuse",
      pattern: reCase(raw`(:\p{Co}?\s+)(?:Nichtsdestotrotz|Nichtsdestoweniger)\s+(?=\p{Ll})`),
      replace: "$1Trotzdem ",
    },
    {
      family: "transition-overuse",
      pattern: reCase(raw`(:\p{Co}?\s+)(?:Letztendlich|Letzten Endes)\s+(?=\p{Ll})`),
      replace: "$1Am Ende ",
    },
    // "Dieses Dokument ist eine Werbemitteilung und kein Ersatz für eine Anlageberatung" -> "… und ersetzt keine Anlageberatung".
    {
      family: "didactic-disclaimer",
      pattern: reCase(raw`${B}(ist|sind|war|waren)((?: [^\s,;:.!?]+){1,8}?) und kein Ersatz für(?: (einen|eine|ein)${E})?`),
      replace: (_, verb, between, article) =>
        `${verb}${between} und ${{ ist: "ersetzt", sind: "ersetzen", war: "ersetzte", waren: "ersetzten" }[verb as "ist"] ?? "ersetzt"} ${article ? `k${article}` : "nicht"}`,
    },
    // "Nicht nur die Zahl steigt – sie hat sich verdoppelt –, sondern auch die Kosten." -> "Die Zahl steigt – … –, ebenso die Kosten."
    // (the first half is a whole clause; "ebenso" needs no verb of its own, so the second half keeps its number).
    {
      family: "negative-parallelism",
      pattern: reCase(
        raw`^Nicht (?:nur|bloß|allein) ([^,;:.!?—–]{1,80}? \p{Ll}+)((?:\s*[–—][^–—.!?]{1,120}[–—])?),? sondern (?:auch|ebenso) ([^,;:.!?—–]{1,80})([.!])$`,
      ),
      replace: (match, first, aside, second, stop) =>
        /^(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|mein|meine|unser|unsere|Ihr|Ihre|ihr|ihre|sein|seine)$/u.test(first.split(" ").pop() ?? "")
          ? match
          : `${first}${aside}, ebenso ${second}${stop}`,
    },
    // "Gute Frage, ob sich ein Hochbeet wirklich lohnt!" -> "Lohnt sich ein Hochbeet wirklich?" (the verb of the "ob" clause goes first).
    {
      family: "sycophancy",
      pattern: reCase(`^(?:Gute|Tolle|Interessante|Spannende|Berechtigte|Sehr gute) Frage, ob ([^.!?,]{1,120}?) (\\p{Ll}+)[!.?]$`),
      replace: (match, rest, verb) => {
        const split = SPLIT.exec(verb);
        if (!split && SEPARABLE.test(verb)) return match;
        const head = split ? (split[2] as string) : verb;
        return `${head.charAt(0).toUpperCase()}${head.slice(1)} ${rest}${split ? ` ${split[1]}` : ""}?`;
      },
    },
    // "Hier sind die häufigsten Lösungen im Überblick – lassen Sie uns direkt beginnen:" -> "Die häufigsten Lösungen im Überblick:".
    {
      family: "chatbot-opener",
      pattern: reCase(
        raw`^Hier (?:sind|ist|finden Sie|findest du) ((?:die |einige |ein paar |unsere |meine )?(?:\p{Ll}+ ){0,2}[\p{Lu}\p{Co}][\p{L}-]*) im Überblick(?:\s*[–—-]\s*(?:lassen Sie uns|lasst uns|lass uns) (?:direkt |gleich |also |jetzt )?(?:beginnen|loslegen|starten|anfangen|eintauchen))?:$`,
      ),
      replace: (_, label) => `${label.charAt(0).toUpperCase()}${label.slice(1).replace(/^eine /u, "")} im Überblick:`,
    },
    // "… im Überblick – lassen Sie uns direkt beginnen:" -> "… im Überblick:" (a signposting tail).
    {
      family: "signposting",
      pattern: reCase(
        raw`\s*[–—]\s*(?:lassen Sie uns|lasst uns|lass uns) (?:direkt |gleich |also |jetzt )?(?:beginnen|loslegen|starten|anfangen|eintauchen)([:.!])$`,
      ),
      replace: "$1",
    },
    // "Lassen Sie uns gemeinsam ansehen, worauf es ankommt." -> "Sehen wir uns gemeinsam an, worauf es ankommt." (a question clause after).
    {
      family: "signposting",
      pattern: reCase(
        raw`^(?:Lassen Sie uns|Lasst uns|Lass uns) ((?:(?:gemeinsam|zusammen|kurz|nun|jetzt|einmal|genauer|näher|zuerst|zunächst) )*)(\p{Ll}+(?:en|ern|eln)),\s+((?:was|wie|wo|worauf|woran|warum|welche|welcher|welches|ob|wann|wer|womit|wofür|weshalb|wieso)${E}[^.!?]*)([.!])$`,
      ),
      replace: (match, middle, verb, clause, stop) => {
        const split = SPLIT.exec(verb);
        if (!split && SEPARABLE.test(verb)) return match;
        const head = split ? (split[2] as string) : verb;
        const reflexive = /^(?:ansehen|anschauen|umsehen|umschauen|vorstellen|überlegen|fragen)$/u.test(verb) ? " uns" : "";
        const rest = `${reflexive}${middle ? ` ${middle.trim()}` : ""}${split ? ` ${split[1]}` : ""}`;
        return `${head.charAt(0).toUpperCase()}${head.slice(1)} wir${rest}, ${clause}${stop}`;
      },
    },
    // "Eingebettet zwischen Elbe und Heide, begeistert Lüneburg …" -> "Zwischen Elbe und Heide gelegen, begeistert …";
    // "Eingebettet zwischen Elbe und Heide liegt Lüneburg." -> "Zwischen Elbe und Heide liegt Lüneburg." (a list up to the verb stays whole)
    {
      family: "promotional-language",
      pattern: reCase(
        raw`(^|:\p{Co}?\s+)Eingebettet (zwischen|inmitten) (?:([^;:.!?]{1,120}?)(\s+)(?=(?:liegt|liegen|lag|lagen|befindet|befinden|befand|befanden|erstreckt|erstrecken)${E})|([^,;:.!?]{1,80}?)(,\s+)(?![^,;:.!?]*\s(?:und|oder|sowie)\s[^;:.!?]*,))`,
      ),
      // After a (bold) label too: "**Tag 5 – Rüdesheim:** Eingebettet zwischen Rebhängen, lädt …".
      replace: (_, label, preposition, place, space, listed, comma) =>
        `${label}${preposition.charAt(0).toUpperCase()}${preposition.slice(1)} ${place || `${listed} gelegen`}${space || comma}`,
    },
    // "Mit Version 3.0 erreicht die App einen echten Meilenstein" -> "… macht die App einen großen Schritt" (a step is made, not reached).
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`${B}(erreicht|erreichen|erreichte|erreichten)((?: [^\s,;:.!?]+){0,4}?) einen (weiteren )?(?:(?:echten|wichtigen|bedeutenden|großen|wahren) )?Meilenstein${E}`,
      ),
      replace: (_, verb, between, further) =>
        `${{ erreicht: "macht", erreichen: "machen", erreichte: "machte", erreichten: "machten" }[verb as "erreicht"] ?? "macht"}${between} einen ${further ?? ""}großen Schritt`,
    },
    // "Die innere Reise, die Marta zurücklegt" -> "Die innere Entwicklung, die Marta durchläuft" (a development is gone through).
    {
      family: "stock-phrase",
      pattern: reCase(
        raw`${B}(innere|inneren|emotionale|emotionalen|spirituelle|spirituellen|persönliche|persönlichen) Reise, die ([^,;:.!?—–]{1,80}?) (zurücklegt|zurücklegen|zurücklegte|zurücklegten|macht|machen|machte|machten|antritt|antreten|erlebt|erleben)${E}`,
      ),
      replace: (_, adjective, between, verb) =>
        `${adjective} Entwicklung, die ${between} ${/^(?:zurücklegt|macht|antritt|erlebt)$/u.test(verb) ? "durchläuft" : /^(?:zurücklegte|machte)$/u.test(verb) ? "durchlief" : /^(?:zurücklegten|machten)$/u.test(verb) ? "durchliefen" : "durchlaufen"}`,
    },
    // "Melden Sie einen Einbruch in der Regel zuerst der Polizei" (an instruction): the hedge goes ("meist" would make the rule optional).
    {
      family: "stacked-hedge",
      pattern: reCase(raw`^(?=[^?]*$)((?:Bitte )?\p{L}\p{Ll}+(?:en|ern|eln) Sie(?: [^,;:.!?]{1,60}?)?) in der Regel(?= )`),
      replace: "$1",
    },
    // "legen noch heute Zeugnis von diesem Wohlstand ab" -> "erzählen noch heute von diesem Wohlstand".
    {
      family: "puffery-significance",
      pattern: reCase(`${B}(legt|legen|legte|legten)((?: [^\\s,;:.!?]+){0,4}?) Zeugnis von ([^,;:.!?]{1,80}?) ab(?=[,;:.!?]|$)`),
      replace: (_, verb, between, what) => `${TELLS[verb] ?? "erzählt"}${between} von ${what}`,
    },
    // "zeugt von der Kraft" -> "spricht für die Kraft" (dative to accusative: only the feminine forms, which change alike;
    // "von großer Solidarität" -> "für große Solidarität"); a masculine or neuter noun is left to the lexicon.
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`${B}(zeugt|zeugen|zeugte|zeugten) von (?:(der|einer) ((?:\p{Ll}+en )*)(?=[\p{Lu}\p{Co}])|((?:\p{Ll}+er ){1,2})(?=[\p{Lu}\p{Co}])|(?=(?:\p{Lu}[\p{L}-]*|\p{Co})(?:[,;.!?]| und )))`,
      ),
      replace: (_, verb, article, weak, strong) =>
        `${SPEAKS[verb] ?? "spricht"} für ${article ? `${article === "der" ? "die" : "eine"} ${weak.replace(/(\p{Ll}+)en /gu, "$1e ")}` : (strong ?? "").replace(/(\p{Ll}+)er /gu, "$1e ")}`,
    },
    // "In einer zunehmend heißen Stadt" -> "In einer immer heißeren Stadt"; "wird zunehmend wichtig" -> "wird immer wichtiger".
    {
      family: "stock-phrase",
      pattern: reCase(`${B}zunehmend (${Object.keys(COMPARATIVE).join("|")})(e|en|er|es|em)?${E}`),
      replace: (_, adjective, ending) => `immer ${COMPARATIVE[adjective] ?? adjective}${ending ?? ""}`,
    },
    // "birgt ein enormes Potenzial" -> "bietet große Chancen".
    {
      family: "excess-vocabulary",
      pattern: reCase(raw`${B}(birgt|bergen|barg|bargen) (?:ein |viel |großes |enormes |riesiges )*(?:\p{Ll}+es )?(?:Potenzial|Potential)${E}`),
      replace: (_, verb) => `${{ birgt: "bietet", bergen: "bieten", barg: "bot", bargen: "boten" }[verb as "birgt"] ?? "bietet"} große Chancen`,
    },
    // "Nicht nur die Kinder, sondern auch die Eltern profitieren." -> "Sowohl die Kinder als auch die Eltern profitieren." (the verb
    // keeps the number it had).
    {
      family: "negative-parallelism",
      pattern: reCase(raw`^Nicht (?:nur|bloß|allein) ([^,;:.!?—–]{1,60}?),? sondern auch ([^,;:.!?—–]{1,60}?) (?=\p{Ll}+${E})`),
      replace: "Sowohl $1 als auch $2 ",
    },
    // "im Herzen der Stadt verankert" -> "fest im Leben der Stadt …" (one "fest"); "mitten im Herzen X" -> "im Zentrum X".
    {
      family: "promotional-language",
      pattern: reCase(`${B}(?:(?:[Mm]itten|[Ff]est) )?([Ii])m Herzen ((?:[^\\s,;:.!?]+ ){1,3}?)(verankert|verwurzelt)${E}`),
      replace: (m, i, np, verb, s) => `${/ fest /u.test(s.replace(m, "")) ? i : `fest ${i.toLowerCase()}`}m Leben ${np}${verb}`,
    },
    {
      family: "promotional-language",
      pattern: reCase(
        raw`${B}[Mm]itten ([Ii])m Herzen (?=\p{Co}|\p{Lu}\p{Ll}+s${E}|(?:der|des|unseres|unserer|eures|eurer|Ihres|Ihrer|ihres|ihrer|dieses|dieser)${E})`,
      ),
      replace: (m, i) => `${m[0] === "M" ? "I" : i}m Zentrum `,
    },
    // "im Herzen Europas" (a name right after) -> "im Zentrum Europas"; "im Herzen tragen" stays.
    {
      family: "promotional-language",
      // Sentence-initial too ("Im Herzen Ostwestfalens gegründet, …" -> "Im Zentrum Ostwestfalens gegründet, …").
      pattern: reCase(raw`${B}([Ii])m Herzen (?=\p{Co}|\p{Lu}\p{Ll}+s${E})`),
      replace: "$1m Zentrum ",
    },
    // "Das Dorf liegt eingebettet in sanfte Hügel" -> "… liegt inmitten sanfter Hügel"; "in die/eine …" -> "inmitten der/einer …".
    {
      family: "promotional-language",
      pattern: reCase(
        raw`${B}(liegt|liegen|lag|lagen|ist|sind|war|waren) eingebettet in (?!(?:dem|einem|einer|der|den|des|eines|das|ein|einen)${E})(?:(die|eine) )?((?:\p{Ll}+ ){0,2})(?=[\p{Lu}\p{Co}])`,
      ),
      replace: (_, verb, article, adjectives) =>
        article
          ? `${verb} inmitten ${article === "die" ? "der" : "einer"} ${adjectives.replace(/(\p{Ll}+e) /gu, "$1n ")}`
          : `${verb} inmitten ${adjectives.replace(/(\p{Ll}+e) /gu, "$1r ")}`,
    },
    {
      family: "promotional-language",
      pattern: reCase(`${B}(liegt|liegen|lag|lagen|ist|sind|war|waren) eingebettet (in (?:dem|einem|einer|der)${E})`),
      replace: "$1 $2",
    },
    // "Das Team arbeitet Hand in Hand." -> "Das Team arbeitet eng zusammen." ("Hand in Hand mit" -> "zusammen mit" below).
    {
      family: "stock-phrase",
      pattern: reCase(`${B}(arbeitet|arbeiten|arbeitete|arbeiteten)((?: [^\\s,;:.!?]+){0,4}?) Hand in Hand(?=[,;:.!?]|$)`),
      replace: "$1$2 eng zusammen",
    },
    // "– das Beste kommt noch!" after a statement: a fact-free upbeat tail, dropped.
    {
      family: "upbeat-closer",
      pattern: reCase(
        raw`\s*(?:[–—:]|,? (?:denn|und))\s+(?:das Beste (?:kommt (?:erst )?noch|steht (?:uns )?noch bevor|liegt noch vor uns)|die Zukunft (?:sieht|ist) (?:vielversprechend|rosig|glänzend)(?: aus)?)([.!])$`,
      ),
      replace: ".",
    },
    // "Lassen Sie uns die Modelle genauer betrachten." -> "Betrachten wir die Modelle genauer."; a split particle goes last
    // ("Lassen Sie uns … ansehen" -> "Sehen wir uns … an"); "sein" has its own form ("Seien wir ehrlich").
    {
      family: "signposting",
      pattern: reCase(
        raw`^(?:Lassen Sie uns|Lasst uns|Lass uns) (?!(?:[^.!?]* )?(?:Ihnen|dir|euch|Sie)${E})([^,;:.!?„“"—–]{0,120}?)\s*(\p{Ll}+(?:en|ern|eln))([.!]$|:(?=\s))`,
      ),
      replace: (match, middle, verb, stop) => {
        // "durch" splits only from the verbs that take it as a particle ("durchgehen" -> "Gehen wir … durch"; not "durchsuchen").
        const split = SPLIT.exec(verb) ?? /^(durch)((?:geh|spiel|denk|rechn|les|sprech|arbeit|schau|test|kau|prob|zähl)(?:en|ern|eln))$/u.exec(verb);
        if (verb === "wissen" || verb === "helfen") return match;
        if (
          !split &&
          /^(?:zusammen|zurück|weiter|vorbei|heraus|hinaus|fest|fort|nach|mit|vor|weg|los|auf|aus|ein|ab|an|zu|durch)/u.test(verb) &&
          !/^(?:arbeiten|analysieren|antworten)$/u.test(verb)
        )
          return match;
        const head = verb === "sein" ? "seien" : split ? (split[2] as string) : verb;
        const rest = [middle.trim(), split ? (split[1] as string) : ""].filter((w) => w.length > 0).join(" ");
        return `${head.charAt(0).toUpperCase()}${head.slice(1)} wir${rest ? ` ${rest}` : ""}${stop}`;
      },
    },
    // "Gerne helfe ich Ihnen, …, was beim Umzug zu beachten ist." -> "Beim Umzug ist einiges zu beachten." (the topic stays).
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`^(?:Sehr )?[Gg]erne? (?:helfe|erkläre|zeige) ich (?:Ihnen|dir|euch)[^.!?]*?, (?:was|worauf) ((?:beim|bei|für|im|in|vor|nach)${E}[^.!?]{1,120}?) zu (?:beachten|achten) ist([.!])$`,
      ),
      replace: "$1 ist einiges zu beachten$2",
    },
    // "Gerne helfe ich Ihnen beim Umstieg auf ein E-Bike — …" (a topic, not dropped as a leftover) -> "Ich helfe Ihnen beim Umstieg
    // auf ein E-Bike — …": the stock "Gerne" goes, the topic stays (any noun after "bei(m)" keeps its case).
    {
      family: "chatbot-signoff",
      pattern: reCase(raw`^(?:Sehr )?[Gg]erne? helfe ich (Ihnen|dir|euch) (bei|beim) (?=[\p{L}\p{Co}])`),
      replace: "Ich helfe $1 $2 ",
    },
    // "Gerne helfe ich Ihnen auch persönlich in unserem Reisebüro am Görresplatz 4 …" (a real offer with a place): the chatbot
    // framing goes, the place stays -> "Ich berate Sie auch persönlich in unserem Reisebüro am Görresplatz 4 …".
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`^(?:Sehr )?[Gg]erne? (?:(helfe|berate) ich|(helfen|beraten) wir) (Ihnen|dir|euch|Sie|dich) ((?:auch |jederzeit |gern |gerne |zudem )*)((?:persönlich |vor Ort |telefonisch )?)(?=(?:in|im|am|an|bei|unter|per|auf|vor)${E}[^.!?]*[\p{N}\p{Co}@])`,
      ),
      replace: (_, single, _plural, pronoun, also, how) =>
        `${single ? "Ich berate" : "Wir beraten"} ${{ Ihnen: "Sie", dir: "dich", euch: "euch", Sie: "Sie", dich: "dich" }[pronoun as "dir"] ?? pronoun} ${also.replace(/(?:gern|gerne) /gu, "")}${how}`,
    },
    // "Gerne helfe ich Ihnen dabei, den Überblick über die Homeoffice-Pauschale zu behalten." (a topic, so not dropped as a
    // leftover) -> "Es geht darum, den Überblick … zu behalten."
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`^(?:Sehr )?[Gg]erne? (?:helfe|zeige|erkläre) ich (?:Ihnen|dir|euch) dabei, ([^.!?:]{1,160}? zu \p{Ll}+|[^.!?:]{1,160}? \p{Ll}+zu\p{Ll}+)([.!])$`,
      ),
      replace: "Es geht darum, $1$2",
    },
    // "Hier ist ein ausführlicher Vergleich der beiden Uhren." -> "Hier ein ausführlicher Vergleich …" (a sentence with
    // a fact or a clause, which the leftover rule keeps; the short ones are dropped). Without its verb the pointer stays in the
    // text's register ("Es folgt" is officialese in a chat answer); a purpose clause may follow ("…, damit dein Start gelingt").
    {
      family: "chatbot-opener",
      pattern: reCase(
        raw`^Hier (ist|sind) ((?:einige |ein paar |mehrere |die |eine |ein |meine |unsere )?(?:[\p{L}-]+ ){0,2}(?:Ideen|Tipps|Vorschläge|Beispiele|Optionen|Schritte|Möglichkeiten|Strategien|Punkte|Übersicht|Zusammenfassung|Liste|Anleitung|Überblick|Informationen|Regeln|Fakten|Details|Antworten|Hinweise|Vergleich|Auflistung|Erklärung|Analyse|Einordnung|Empfehlungen|Checkliste|Auswahl|Gründe|Grundlagen|Infos|Fragen|Varianten|Übungen|Vorlage|Entwurf|Kurzfassung|Erläuterungen|Anleitungen|Regel|(?<=(?:einige|ein paar|mehrere|wichtigsten|besten|häufigsten|wesentlichen) )[\p{Lu}\p{Co}][\p{L}\p{Co}-]*)${E}(?: (?:im Überblick|in Kürze|im Detail|auf einen Blick)(?=[.!]$))?(?:(?: (?:über|zu|zum|zur|für|auf|der|des|von|mit|zwischen|rund um|aus)${E}|,? (?:(?:mit|von|in|bei|für|auf|an|aus|nach|über|unter|zu|durch) )?(?:die|der|das|den|dem|denen|deren|dessen|welche|welcher|welches)${E}|, (?:damit|wie)${E})[^!?:]{0,160})?)([.!])$`,
      ),
      replace: (_, _verb, rest, stop) => `Hier ${rest.replace(/^meine /u, "die ")}${stop}`,
    },
    // "Lassen Sie uns einen Meilenstein setzen" -> "… ein Zeichen setzen" (a step is taken, not set).
    {
      family: "puffery-significance",
      pattern: reCase(`${B}einen Meilenstein(?=[^.!?;]{0,80}${B}(?:setzen|gesetzt|zu setzen)${E})`),
      replace: "ein Zeichen",
    },
    {
      family: "puffery-significance",
      pattern: reCase(`${B}([Ss]etzt|[Ss]etzen|[Ss]etzte|[Ss]etzten|[Ss]etze) ((?:[^\\s,;:.!?]+ ){0,4}?)einen Meilenstein${E}`),
      replace: "$1 $2ein Zeichen",
    },
    // "Bei uns steht der Mensch an erster Stelle." -> "Bei uns hat der Mensch Vorrang." ("kommt zuerst" is an anglicism).
    {
      family: "stock-phrase",
      pattern: reCase(
        raw`${B}(steht|stehen|stand|standen)((?: [^\s,;:.!?]+){0,6}?(?:, sondern(?: [^\s,;:.!?]+){1,4}?)?) ((?:immer |stets )?)an erster Stelle${E}(?! (?:der|des)${E})`,
      ),
      // A place on a list or in a queue ("steht auf unserer Warteliste an erster Stelle", "In der Warteschlange stehen Sie nicht an erster
      // Stelle"; the noun is masked, "in/auf" with a determiner before it tells it) is literal and stays (audits of sets 22 and 26).
      // "geht … vor" read clipped ("vor was?", audit of set 26): "hat … Vorrang", unless the sentence says "Vorrang" already.
      replace: (all, verb, between, always, text) =>
        /(?:^|\s)(?:[Ii]n|[Aa]uf|[Ii]m)(?: \S+er)? \p{Co}/u.test(text)
          ? all
          : /Vorrang|(?:hat|haben|hatte|hatten) \p{Co}/u.test(text)
            ? `${{ steht: "geht", stehen: "gehen", stand: "ging", standen: "gingen" }[verb as "steht"] ?? "geht"}${between} ${always}vor`
            : `${{ steht: "hat", stehen: "haben", stand: "hatte", standen: "hatten" }[verb as "steht"] ?? "hat"}${between} ${always}Vorrang`,
    },
    // "eine Lichtinstallation, die das Potenzial hat, Gäste anzulocken" -> "die in der Lage ist, …" (an ability, not "die Stärke hat");
    // "Du hast das Potenzial, …" -> "Du bist in der Lage, …".
    {
      family: "excess-vocabulary",
      pattern: reCase(
        `${B}(?:das (?:Potenzial|Potential) (hat|haben|hast|habt|hatte|hatten)|(hat|haben|hast|habt|hatte|hatten)((?: (?:auch|durchaus|sicher|wirklich|alle))?) das (?:Potenzial|Potential)),(?=\\s)`,
      ),
      replace: (_, late, early, adverb) => {
        const be = { hat: "ist", haben: "sind", hast: "bist", habt: "seid", hatte: "war", hatten: "waren" };
        return late ? `in der Lage ${be[late as "hat"]},` : `${be[early as "hat"]}${adverb ?? ""} in der Lage,`;
      },
    },
    // "sodass du dein volles Potenzial entfaltest" -> "sodass du dich voll entfaltest" (the owner unfolds; "deine volle Stärke" is no idiom).
    {
      family: "puffery-significance",
      pattern: reCase(`${B}(dein|euer|Ihr|ihr|sein|unser|mein) volles (?:Potenzial|Potential)(?= (?:zu )?entfalt)`),
      replace: (_, owner: string) => `${({ dein: "dich", euer: "euch", unser: "uns", mein: "mich" })[owner.toLowerCase()] ?? "sich"} voll`,
    },
    // The verb first ("entfaltet dein Balkon sein volles Potenzial"): "seine volle Wirkung", the collocation of "entfalten" ("seine
    // volle Stärke" is none, audit of set 19).
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`${B}(entfalte[nt]?|entfaltest|entfalteten)((?: [^\s,;:.!?]+){1,3}?) (dein|euer|Ihr|ihr|sein|unser|mein) volles (?:Potenzial|Potential)${E}`,
      ),
      replace: (_, verb, middle, owner: string) => `${verb}${middle} ${owner === "euer" ? "eure" : `${owner}e`} volle Wirkung`,
    },
    // "Ihr Potenzial entfalten" -> "Ihre Stärke …" (feminine; nominative = accusative); "großes Potenzial" -> "große Chancen".
    // Kept: "das Potenzial von/als/für …" (a possibility), one a relative pronoun refers to, one that is measured (lexicon).
    {
      family: "excess-vocabulary",
      pattern: reCase(
        raw`(?<![,;:]\s)(?<!${B}(?:ermitteln|ermittelt|prüfen|prüft|berechnen|berechnet|bewerten|bewertet|analysieren|analysiert|schätzen|kennen|erkennen)(?: (?:wir|Sie|man|ihr|du))? )${B}(${NEUTER_DETERMINERS}) ((?:\p{Ll}+(?:e|es|en|em) ){0,2})(?:Potenzial|Potential)(?:s|es)?${E}(?! (?:von|als|für|zur|zum)${E})(?!,\s(?:das|dem|dessen|welches)${E})(?![^.!?]*${B}(?:ausgeschöpft|ausschöpfen|auszuschöpfen|ausschöpft|ausschöpfte)${E})`,
      ),
      replace: (_, determiner, adjectives) => `${feminine(determiner)} ${adjectives.replace(/(\p{Ll}+?)es /gu, "$1e ")}Stärke`,
    },
    // "welches Potenzial in X steckt": no "Chancen" after "welches" or before a singular verb.
    {
      family: "excess-vocabulary",
      pattern: reCase(
        raw`(?<!${B}(?:${NEUTER_DETERMINERS}) )${B}(?!(?:welch|jed|manch|solch|jen|dies)es )((?:\p{Ll}+(?:es|em) ){1,2})(?:Potenzial|Potential)${E}(?![^.!?]*${B}(?:ausgeschöpft|ausschöpfen|auszuschöpfen|ausschöpft|ausschöpfte)${E})(?![^,;:.!?]{0,80}${B}(?:steckt|steckte|liegt|lag|schlummert|besteht|bestand|wartet|ist|war)${E})`,
      ),
      replace: (_, adjectives) => `${adjectives.replace(/(\p{Ll}+?)es /gu, "$1e ").replace(/(\p{Ll}+?)em /gu, "$1en ")}Chancen`,
    },
    // "fest im Ökosystem der süddeutschen Agrartechnik verankert", "ein Ökosystem aus Partnern": a business's surroundings,
    // not a pond's (the noun after it is masked, so the verb or the members tell).
    {
      family: "excess-vocabulary",
      pattern: reCase(
        raw`${B}(im|ins) Ökosystem(?=(?: [^,;:.!?]{1,80}?)? (?:verankert|vernetzt|etabliert|eingebunden|integriert|positioniert|verwurzelt|zu Hause|zuhause|aktiv|präsent|unterwegs|vertreten)${E})`,
      ),
      replace: "$1 Umfeld",
    },
    {
      family: "excess-vocabulary",
      pattern: reCase(
        raw`${B}Ökosystem(s|es)? (aus|von) (?=(?:\p{Ll}+ ){0,2}(?:(Apps?|Diensten|Produkten|Tools|Lösungen|Services|Kursen)|Partnern|Anbietern|Start-ups|Startups|Unternehmen|Plattformen|Angeboten|Ladesäulen|Ladekarten|Tarifen|Geräten|Sensoren|Software|Hardware|Zubehör)${E}|(?![^.!?]{0,80}${B}(?:Pflanzen|Tieren|Tiere|Arten|Insekten|Pilzen|Bakterien|Mikroorganismen|Algen|Fischen|Vögeln|Lebewesen|Organismen|Bäumen|Obstbäumen|Gräsern|Blumen|Wildblumen|Totholz|Hecken|Sträuchern)${E})[^,;:.!?]{1,40}, [^.!?]{1,80}${B}und${E})`,
      ),
      // Led by products or services ("unseres Ökosystems aus App, Kursen und Community"), it is an offer: "Angebot", neuter too
      // ("Netz aus App, Kursen" is no German; audit of set 24).
      replace: (_, genitive, preposition, product) => `${product ? "Angebot" : "Netz"}${genitive ? "es" : ""} ${preposition} `,
    },
    // "Die Landschaft der Sprach-Apps", "der Ladeinfrastruktur": a market of products or services, not a place -> "Welt" (feminine
    // too, so every article stays). A real landscape ("der Moselschleife", "rund um unseren Hof") names no such thing.
    {
      family: "excess-vocabulary",
      pattern: reCase(
        raw`${B}Landschaft (der|von) (?=(?:\p{Ll}+ ){0,2}[\p{L}-]*(?:[Aa]pps|[Aa]nbieter|[Tt]ools|[Pp]lattformen|[Dd]ienste|[Aa]ngebote|[Tt]arife|[Ll]ösungen|[Ii]nfrastruktur|[Ss]oftware|[Pp]rodukte|[Ss]tart-ups|[Ss]treamingdienste|[Pp]ortale|[Ss]ervices|[Kk]urse|[Ff]örderprogramme|[Vv]ersicherungen|[Bb]anken|[Kk]assen)${E})`,
      ),
      replace: "Welt $1 ",
    },
    // "In einer zunehmend elektrifizierten Welt" -> "In einer immer stärker elektrifizierten Welt" (a participle: the lexicon
    // handles the plain adjectives).
    {
      family: "stock-phrase",
      pattern: reCase(raw`${B}([Ii]n) einer zunehmend ((?:\p{Ll}+ierten|(?:ver|be|ent|er|ge|zer)\p{Ll}+ten)) Welt${E}`),
      replace: "$1 einer immer stärker $2 Welt",
    },
    // "könnte die Stadt potenziell Zuschüsse anbieten" -> "könnte die Stadt Zuschüsse anbieten": the modal already hedges (not in a
    // question, where "eventuell" is politeness: "Könnten Sie eventuell …?"; audit of set 19).
    {
      family: "stacked-hedge",
      pattern: reCase(
        raw`${B}(kann|können|könnte|könnten|dürfte|dürften)((?: [^\s,;:.!?]+){1,4}?) (?:potenziell|potentiell|möglicherweise|eventuell)${E}(?![^.!?]*\?)`,
      ),
      replace: "$1$2",
    },
    // "kann es unter Umständen weitere Tage dauern" -> "kann es weitere Tage dauern": the modal already hedges.
    {
      family: "stacked-hedge",
      pattern: reCase(raw`${B}(kann|können|könnte|könnten|dürfte|dürften|mag|mögen)((?: [^\s,;:.!?]+){0,3}?) unter Umständen${E}`),
      replace: "$1$2",
    },
    // "dass ein Versäumnis unter Umständen (potenziell) zur Exmatrikulation führen könnte": the modal at the end already hedges,
    // so the hedges before it go ("gegebenenfalls" would say "where applicable").
    {
      family: "stacked-hedge",
      pattern: reCase(
        raw`${B}unter Umständen (?:(?:potenziell|potentiell|eventuell|möglicherweise|vielleicht) )?(?=[^,;:.!?]{1,80}${B}(?:kann|können|könnte|könnten|dürfte|dürften)(?=[,;:.!?]|$))`,
      ),
      replace: "",
    },
    // A second hedge later in the same clause goes: "Unter Umständen könnte ein Besuch möglicherweise sogar …" read "Vielleicht
    // könnte … vielleicht sogar …", "die abends möglicherweise potenziell besser sein könnte" kept both (audit of set 26). Not after
    // "und" or "oder", where the hedge opens a clause of its own and holds its verb second.
    {
      family: "stacked-hedge",
      pattern: reCase(
        raw`${B}(möglicherweise|vielleicht|eventuell|könnte|könnten|dürfte|dürften)${E}([^,;:.!?]*?)(?<! und| oder| aber| denn| doch) (?:möglicherweise|potenziell|potentiell|eventuell)${E}`,
      ),
      replace: "$1$2",
    },
    // "nur unter Umständen förderfähig": a condition, not a chance ("nur gegebenenfalls" is no German).
    {
      family: "stacked-hedge",
      pattern: reCase(raw`${B}nur unter Umständen${E}(?!\s+(?:möglicherweise|vielleicht)${E})`),
      replace: "nur unter bestimmten Voraussetzungen",
    },
    // "unter Umständen" -> "gegebenenfalls" ("where applicable") only with a duty, a need or a "Bei …" condition and not to "du";
    // otherwise "vielleicht" ("je nach Fall", tried for a legal statement in the audit of set 20, read oddly in ordinary sentences:
    // "geht er je nach Fall nicht auf"). Before "nur, wenn" the condition is already said: it goes; a second hedge after it
    // ("unter Umständen potenziell auch online") becomes "in manchen Fällen".
    {
      family: "stacked-hedge",
      pattern: reCase(raw`${B}([Uu])nter Umständen(?: (potenziell|potentiell|eventuell))?${E}(?!\s+(?:möglicherweise|vielleicht)${E})( nur(?=,? wenn${E}))?`),
      replace: (_, u, hedge, only, sentence) =>
        only
          ? `${u === "U" ? "N" : "n"}ur`
          : hedge
            ? `${u === "U" ? "I" : "i"}n manchen Fällen`
            : /(?<!\p{L})(?:mu?ss|müss|sollte|benötig|brauch)|^Bei /u.test(sentence) &&
                !/(?<!\p{L})(?:du|dich|dir|dein|euch|euer|eure)(?!\p{L})/u.test(sentence)
              ? `${u === "U" ? "G" : "g"}egebenenfalls`
              : `${u === "U" ? "V" : "v"}ielleicht`,
    },
    // "Damit nimmt es eine Schlüsselrolle in unserer Sammlung ein" -> "Damit hat es einen zentralen Platz in unserer Sammlung".
    // A place is where the thing has it ("in unserer Sammlung", "im Alltag vieler Familien"); with none a measure or a fact "has
    // no place": a role becomes a copula, as "spielt eine zentrale Rolle" does ("Die Dämmung nimmt deshalb eine Schlüsselrolle
    // ein" -> "Die Dämmung ist deshalb zentral").
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`${B}(nimmt|nehmen|nahm|nahmen) ((?:[^\s,;:.!?]+ ){0,8}?)eine (?:(Schlüssel)rolle|(zentral|entscheidend|wichtig|wesentlich|bedeutend|besonder|herausragend|führend)e (?:(Rolle)|Stellung|Position))((?: [^,;:.!?]{1,80}?)?) ein(?=[,;:.!?]|$)`,
      ),
      replace: (_, verb, between, key, adjective, role, rest) =>
        (key || role) && !PLACE_PHRASE.test(`${between} ${rest}`)
          ? `${IS[take(verb)] ?? "ist"} ${between}${roleAdjective(key, adjective)}${rest}`
          : `${HAS[take(verb)] ?? "hat"} ${between}einen ${key || adjective === "zentral" || adjective === "entscheidend" ? "zentralen" : "wichtigen"} Platz${rest}`,
    },
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`${B}((?:[^\s,;:.!?]+ ){0,8})eine (?:(Schlüssel)rolle|(zentral|entscheidend|wichtig|wesentlich|bedeutend|besonder|herausragend|führend)e (?:(Rolle)|Stellung|Position))((?: [^,;:.!?]{1,80}?)?) (einnimmt|einnehmen|einnahm|einnahmen)(?=[,;:.!?]|$)`,
      ),
      // (Group 1 is the clause before the role, up to eight words: its place phrase or its modal.)
      replace: (_, head, key, adjective, role, rest, verb) =>
        (key || role) && !PLACE_PHRASE.test(`${head} ${rest}`)
          ? `${head}${roleAdjective(key, adjective)}${rest} ${verb === "einnehmen" && MODAL_BEFORE.test(head) ? "sein" : (IS[take(verb)] ?? "ist")}`
          : `${head}einen ${key || adjective === "zentral" || adjective === "entscheidend" ? "zentralen" : "wichtigen"} Platz${rest} ${HAS[take(verb)] ?? "hat"}`,
    },
    // "Eingebettet in ein Netz aus Ärztinnen und Apotheken, helfen wir …" -> "Vernetzt mit Ärztinnen und Apotheken, helfen wir …" (a network
    // of partners is no place to be surrounded by, and "gemeinsam mit" would say they offer it too; "aus" and "mit" both take the dative).
    {
      family: "promotional-language",
      pattern: reCase(raw`^Eingebettet in (?:ein|einem) (?:\p{Ll}+ )?(?:Netz|Netzwerk|Verbund) (?:aus|von) ([^.!?;:]{1,120}?),\s+(?=\p{Ll})`),
      replace: "Vernetzt mit $1, ",
    },
    // "Eingebettet in die atemberaubende Felsenwelt …, liegt unser Hotel" -> "Inmitten der … Felsenwelt … liegt unser Hotel" (no
    // comma between an adverbial and its verb); "Eingebettet in ein warmes Abendlicht, verschmelzen …" -> "Umgeben von einem warmen Abendlicht …".
    {
      family: "promotional-language",
      // A second place phrase set off by commas ("Eingebettet in die Altstadt, direkt an der Regnitz, bietet …") joins the
      // adverbial without its commas: "Inmitten der Altstadt direkt an der Regnitz bietet …".
      pattern: reCase(
        raw`^Eingebettet in (die|eine) ((?:\p{Ll}+ ){0,2})([\p{Lu}\p{Co}][^,;:.!?]{0,80}?),\s+(?:((?:direkt|mitten|nahe|unweit|gleich|unmittelbar|nur|oberhalb|unterhalb|am|an|im|in|auf|bei|beim|zwischen|hoch über|über|unter|vor)\s[^,;:.!?]{1,80}?),\s+)?(?=\p{Ll})`,
      ),
      replace: (_, article, adjectives, rest, place) =>
        `Inmitten ${article === "die" ? "der" : "einer"} ${adjectives.replace(/(\p{Ll}+e) /gu, "$1n ")}${rest}${place ? ` ${place}` : ""} `,
    },
    {
      family: "promotional-language",
      pattern: reCase(
        raw`^Eingebettet in (ein|einen|den|das) ((?:\p{Ll}+ ){0,3})([\p{Lu}\p{Co}][^,;:.!?]{0,80}?)(,?)\s+(?:(?:einen|ein) (der [^,;:.!?]{1,80}?),\s+)?(?=\p{Ll})`,
      ),
      // The apposition follows into the dative ("…, einen der beliebtesten Stadtteile, …" -> "…, einem der …, …").
      replace: (_, article, adjectives, rest, comma, apposition) =>
        `Umgeben ${article === "ein" || article === "einen" ? "von einem " : "vom "}${adjectives.replace(/(\p{Ll}+?)(?:es|er|e) /gu, "$1en ")}${rest}${comma} ${apposition ? `einem ${apposition}, ` : ""}`,
    },
    // "Am Ende zeugt ein gutes Gesuch von Sorgfalt und Fleiß" -> "… spricht ein gutes Gesuch für Sorgfalt und Fleiß" (the subject
    // between). Only a bare noun or a feminine one after "-er" changes case alike ("von großer Sorgfalt" -> "für große Sorgfalt");
    // a quality does not "tell of" anything, so other objects keep the verb.
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`${B}(zeugt|zeugen|zeugte|zeugten) ((?:der|die|das|dieser|diese|dieses|ihr|ihre|sein|seine|unser|unsere|eine|ein|er|sie|es)(?: [\p{L}\p{Co}-]+){1,8}?) von ((?:\p{Ll}+er ){0,2})(?=(?:\p{Lu}[\p{L}-]*|\p{Co})(?:[,;.!?]| und |$))`,
      ),
      replace: (_, verb, subject, strong) => `${SPEAKS[verb] ?? "spricht"} ${subject} für ${strong.replace(/(\p{Ll}+)er /gu, "$1e ")}`,
    },
    // "Zögern Sie nicht, unser Team unter 0761 … zu kontaktieren." (a sign-off with contact details, which stays)
    // -> "Kontaktieren Sie unser Team unter 0761 …"; "…, zögern Sie nicht, sich erneut zu melden." -> "…, melden Sie sich erneut."
    {
      family: "chatbot-signoff",
      pattern: reCase(
        raw`(^|,\s|^[^,;:.!?]{1,40}\s)(?:[Zz]ögern Sie (?:bitte )?nicht|[Ff]ühlen Sie sich frei),\s+(?:(sich) )?(?:([^,;:!?]{1,120}?) )?(zu \p{L}+|(?:ab|an|auf|aus|ein|mit|nach|vorbei|zurück|weiter)zu\p{L}+)(?:([.!]${EMOJI})$|(:)(?=\s))`,
      ),
      replace: (_, lead, reflexive, object, infinitive, stop, colon) => imperative(lead, reflexive, object, infinitive, stop || colon),
    },
    // "Soweit ich weiß, gilt die Regel seit 2020." -> "Derzeit gilt …" (the verb stays second);
    // "Nach meinem Wissensstand von 2023 ist …" -> "Stand 2023 ist …" (the date is kept).
    {
      family: "knowledge-cutoff",
      pattern: reCase(
        raw`^(?:Nach meinem (?:letzten )?(?:Wissensstand|Kenntnisstand)(?: (?:von|vom|aus|aus dem Jahr) ([^,]{1,30}))?|Soweit ich (?:weiß|informiert bin)|Soweit mir bekannt ist|Nach meinen Informationen),?\s+(?=\p{Ll})(?!(?:der|die|das|den|dem|ein|eine|es|er|sie|wir|ich|man)\s)`,
      ),
      replace: (_, date) => (date ? `Stand ${date} ` : "Derzeit "),
    },
    // "Stand meines Wissens (Herbst 2024) arbeitet der VDE …" -> "Stand Herbst 2024 arbeitet der VDE …" (the date stays, the model
    // goes; audit of set 19).
    {
      family: "knowledge-cutoff",
      pattern: reCase(raw`^(?:Stand meines Wissens|Meines Wissens) \(([^()]{1,30})\) (?=\p{Ll})`),
      replace: "Stand $1 ",
    },
    // "Stand meines Wissens (mein Wissensstand reicht bis Mai 2024) gilt …" -> "Stand Mai 2024 gilt …".
    {
      family: "knowledge-cutoff",
      pattern: reCase(
        raw`${B}(?:Stand meines Wissens|[Nn]ach meinem (?:letzten )?(?:Wissensstand|Kenntnisstand)|[Mm]eines Wissens),? \((?:mein|meine) (?:Wissensstand|Kenntnisstand|Trainingsdaten|Daten|Informationen) (?:reicht|reichen) bis ([^()]{1,40})\),?`,
      ),
      replace: "Stand $1",
    },
    // "Stand meines Wissens ist Oktober 2023, …" names the cut-off, not today: "Die Angaben haben den Stand Oktober 2023, …" ("Derzeit ist
    // Oktober 2023" stated a false date; audit of set 22).
    {
      family: "knowledge-cutoff",
      pattern: reCase(raw`(^|:\s)Stand meines Wissens (?:ist|war) (?=(?:\p{L}+ )?[\p{N}\p{Co}])`),
      replace: "$1Die Angaben haben den Stand ",
    },
    // "Stand meines Wissens halten ungeöffnete Gläser ein Jahr" -> "Ungeöffnete Gläser halten …"; a number, price or rule: "Derzeit", unless the sentence
    // itself warns that it may have changed ("…; Tarife könnten schon angepasst worden sein": "Derzeit" contradicted it; audit of set 22).
    {
      family: "knowledge-cutoff",
      pattern: reCase(
        raw`^(?:Stand meines Wissens|Meines Wissens|Nach meinem (?:letzten )?(?:Wissensstand|Kenntnisstand)) (\p{Ll}+) ((?:(?:der|die|das|ein|eine|viele|alle|manche) )?(?:(?!(?:der|die|das|den|dem|des|eine|einen|einer|eines|einem)${E})\p{Ll}+(?:e|en|er|es) ){0,2}(?:\p{Lu}[\p{L}-]*|\p{Co})|es|er|sie|man)(?= (?!(?:der|des|die|das|den|dem|eines|einer|von|vom|aus|im|in|am|an|mit|für|zu|zur|zum|über|unter|bei|beim|nach|und|oder)${E}))`,
      ),
      // (Only its own clause: "… bieten viele Kurse an — die aktuellen Termine stehen online" holds no dated fact in its first half.)
      replace: (_, verb, subject, sentence) =>
        DATED.test(sentence.split(/;|:|\s[–—]\s/u)[0] ?? "") && !CHANGED.test(sentence) ? `Derzeit ${verb} ${subject}` : `${subject} ${verb}`,
    },
    {
      family: "knowledge-cutoff",
      pattern: reCase(raw`(^|:\s)(?:Stand meines Wissens|Meines Wissens|Nach meinem (?:letzten )?(?:Wissensstand|Kenntnisstand)) (?=\p{Ll})`),
      // "Derzeit" dates a number, a price or a rule; other claims keep their hedge without the model ("Stand meines Wissens bieten
      // viele Kliniken Kurse an" -> "Soweit bekannt, bieten …": "Derzeit" would assert a current fact the writer cannot know).
      replace: (_, lead, sentence) => `${lead}${DATED.test(sentence.split(/;|:|\s[–—]\s/u)[lead ? 1 : 0] ?? "") ? "Derzeit" : "Soweit bekannt,"} `,
    },
    // A participle stays one: "hat zu Beginn betont, …" -> "… gesagt, …", "hat X verdeutlicht" -> "… deutlich gemacht".
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`${B}(?:(hat|haben|hatte|hatten|hätte|hätten|habe|hast|habt)|wurde|wurden|wird|werden|worden)((?: (?!(?:und|oder|aber|sondern|dass)${E})[^\s,;:.!?]+){0,5}?) (?:(betont)(?=,)|verdeutlicht(?=[,;:.!?]|$| worden${E}))`,
      ),
      // A passive "wird betont" stays ("wird gesagt" is hearsay).
      replace: (all, have, mid, said) =>
        said && !have ? all : `${all.slice(0, all.lastIndexOf(`${mid} ${said || "verdeutlicht"}`))}${mid} ${said ? "gesagt" : "deutlich gemacht"}`,
    },
    // "In gewisser Weise hilft jede Stimme" -> "Jede Stimme hilft": the hedge goes, the subject keeps the verb second.
    {
      family: "stacked-hedge",
      pattern: reCase(
        raw`^(?:In gewisser Weise|Gewissermaßen|Ein Stück weit) (\p{Ll}+) ((?:jede|jeder|jedes|der|die|das|ein|eine|unser|unsere|dein|deine|eure|Ihr|Ihre|dieser|diese|dieses)(?: \p{Ll}+e[nrs]?)? [\p{Lu}\p{Co}][\p{L}\p{Co}-]*|man|wir|Sie|sie|es|er|du|ich|das|dies)(?=[ ,;:.!?])`,
      ),
      replace: "$2 $1",
    },
    // "Im digitalen Zeitalter will die Stadt künftig …" -> "Künftig will die Stadt …" (no "heute" before a future).
    {
      family: "stock-phrase",
      pattern: reCase(
        raw`^(?:Im (?:digitalen|heutigen) Zeitalter|In der heutigen (?:schnelllebigen|digitalen|modernen|vernetzten) Welt|In unserer (?:schnelllebigen|digitalen|modernen|heutigen) (?:Welt|Zeit)) (\p{Ll}+ [^.!?,;:]*?) (künftig|zukünftig|bald|demnächst|in Zukunft)${E}`,
      ),
      replace: "$2 $1",
    },
    // "das volle Potenzial … entfalten" -> "alle Stärken … entfalten" ("Möglichkeiten" do not unfold).
    {
      family: "puffery-significance",
      pattern: reCase(`${B}das volle (?:Potenzial|Potential)(?=[^.!?;]{0,80}${B}(?:zu )?entfalt)`),
      replace: "alle Stärken",
    },
    // "„…“, betont Dr. Albers" -> "„…“, sagt Dr. Albers": a plain verb of saying after a quotation.
    {
      family: "puffery-significance",
      // "betont und unterstreicht" is one claim said twice: one verb.
      pattern: reCase(
        `(?<=\\p{Co},? )(betont|betonte|betonen|betonten)(?: und (?:unterstreicht|unterstreichen|unterstrich|unterstrichen|hervorhebt|hervorheben))?(?=[ ,])`,
      ),
      replace: (_, verb) => ({ betont: "sagt", betonte: "sagte", betonen: "sagen", betonten: "sagten" })[verb] ?? verb,
    },
    // "Eingebettet in die sanften Hügel Oberfrankens ist Bamberg …" -> "Inmitten der sanften Hügel Oberfrankens ist …"
    // (a feminine or plural place after "die"/"eine": the genitive keeps the noun as it is).
    {
      family: "promotional-language",
      pattern: reCase(raw`^Eingebettet in (die|eine) ((?:\p{Ll}+ ){0,2})(?=[\p{Lu}\p{Co}])`),
      replace: (_, article, adjectives) => `Inmitten ${article === "die" ? "der" : "einer"} ${adjectives.replace(/(\p{Ll}+e) /gu, "$1n ")}`,
    },
    // "Tauchen Sie in die Welt der Gewürze ein." -> "Entdecken Sie die Welt der Gewürze."
    {
      family: "stock-phrase",
      pattern: reCase(`^Tauchen Sie (?:ein )?in (die|den|das) ([^,;:.!?]{1,80}?)(?: ein)?([.!])$`),
      replace: "Entdecken Sie $1 $2$3",
    },
    // "Außerdem arbeiten wir …" -> "Wir arbeiten auch …" ("Dazu" can read "for this purpose").
    // Not when "Sie" or "sie" after a verb in the singular may be the object and a noun phrase follows ("Des Weiteren berät Sie die Stadt": "Sie
    // berät auch die Stadt" makes "Sie" the subject), nor before a phrase that "auch" would take for itself ("Darüber hinaus
    // helfen wir auf Wunsch beim Umzug": "auch auf Wunsch"): "Auch berät Sie die Stadt", "Auch helfen wir auf Wunsch …".
    {
      family: "transition-overuse",
      pattern: reCase(
        raw`^(?:Außerdem|Zudem|Ferner|Überdies|Des Weiteren|Darüber hinaus) (\p{Ll}+) (wir|ich|Sie|sie|er|es|man|ihr|du) (?:auch )?(?:(sich|mich|dich|uns|euch|ihm|ihnen|Ihnen|Sie|sie|es|ihn)${E}( ?))?(?![^.!?]*${B}(?:auch|zusätzlich)${E})(?=([\p{L}\p{Co}]*)(?: ([\p{L}\p{Co}]*))?)(?=((?:[^.!?]*?${B}(?:nur|ausschließlich|lediglich)${E})?))`,
      ),
      // An unstressed pronoun stays next to the verb: "Außerdem lohnt es sich, …" -> "Es lohnt sich auch, …" (not "lohnt auch sich");
      // an object pronoun too ("Zudem bitten wir Sie, …" -> "Wir bitten Sie auch, …", not "auch Sie": others too, audit of set 19).
      // A restriction later ("Des Weiteren versenden wir die Ware nur innerhalb der EU") would read "auch die Ware": "Auch" goes first.
      // So does an auxiliary or modal before its object ("Zudem können Sie den Vertrag widerrufen": "Sie können auch den Vertrag …"
      // put the focus on the contract; audit of set 22).
      replace: (_, verb, pronoun, object, space, next, after, only) =>
        only !== "" ||
        (/^(?:Sie|sie)$/u.test(pronoun) && !verb.endsWith("n") && !object && OBJECT_FOLLOWS.has(next)) ||
        AFTER_AUCH.has(next) ||
        AFTER_AUCH.has(`${next}-${after}`) ||
        (OBJECT_FOLLOWS.has(next) && RegExp(`^${FINITE}$`).test(verb))
          ? `Zusätzlich ${verb} ${pronoun} ${object ? `${object}${space}` : ""}`
          : `${pronoun} ${verb} ${object ? `${object} ` : ""}auch${object ? space : " "}`,
    },
    // (lexicon) "Zusätzlich sollten Sie auch …" -> "Zusätzlich sollten Sie …".
    {
      family: "transition-overuse",
      pattern: reCase(raw`^((?:Auch|Zusätzlich|Zudem|Außerdem|Ferner|Überdies) \p{Ll}+ (?:Sie|sie|es|er|wir|ich|man|\p{Co})) auch `),
      replace: "$1 ",
    },
    // "Hier sind einige Tipps für ein gutes Anschreiben:" before a list -> "Einige Tipps für ein gutes Anschreiben:" (a label;
    // the line stays, so a list keeps its heading).
    {
      family: "stock-phrase",
      pattern: reCase(
        raw`^Hier (?:sind|ist|findest du|finden Sie) ((?:einige |ein paar |mehrere |die |eine |ein |meine )?(?:[\p{L}-]+ ){0,2}(?:Ideen|Tipps|Vorschläge|Beispiele|Optionen|Schritte|Möglichkeiten|Strategien|Punkte|Übersicht|Zusammenfassung|Liste|Anleitung|Überblick|Informationen|Regeln|Fakten|Details|Antworten|Hinweise|\p{Lu}[\p{L}-]*(?:werte|preise|kosten|zahlen|daten|zeiten|fristen|termine|angaben|beträge|gebühren|tarife|maße|mengen|regeln|fragen|schritte|punkte|tipps))${E} (?:über|zu|zum|zur|für|auf|bei|beim|im|in) [^.!?:]{1,60}):$`,
      ),
      replace: (_, label) =>
        `${label
          .replace(/^meine /u, "")
          .charAt(0)
          .toUpperCase()}${label.replace(/^meine /u, "").slice(1)}:`,
    },
    // "Fahrspaß und Umwelt gehen Hand in Hand" -> "… gehören zusammen"; "… Hand in Hand gehen können" -> "… einander ergänzen können".
    {
      family: "stock-phrase",
      pattern: reCase(`${B}Hand in Hand (gehen|geht|ging|gingen|gehe)${E}`),
      replace: (_, verb) => `einander ergänz${GO[verb] ?? "en"}`,
    },
    {
      family: "stock-phrase",
      pattern: reCase(`${B}(gehen|geht|ging|gingen|gehe) ((?:[^\\s,;:.!?]+ ){0,5})Hand in Hand(?: mit${E}|(?=[,;:.!?]|$))`),
      replace: (match, verb, between) =>
        match.endsWith("mit") ? `pass${GO[verb] ?? "en"} ${between ?? ""}zu` : `gehör${GO[verb] ?? "en"} ${between ?? ""}zusammen`,
    },
    // Children walk "Hand in Hand mit einem Erwachsenen" (verb last: "gehen", "laufen"): maybe a literal hold, kept (audit of set 23).
    {
      family: "stock-phrase",
      pattern: reCase(`${B}Hand in Hand mit${E}(?![^,;:.!?]{0,40} (?:gehen|laufen)${E})`),
      replace: "zusammen mit",
    },
    // The verb last in a subordinate clause: "…, bei der Spaß und Neugier eine wichtige Rolle spielen." -> "…, bei der Spaß und
    // Neugier wichtig sind."; "…, weil die Lage eine entscheidende Rolle spielte," -> "…, weil die Lage sehr wichtig war,". A verb
    // after "spielen" (a modal: "… spielen kann") leaves the clause alone.
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`(,\s+(?:(?:bei|in|für|an|auf|mit|von|unter|über|nach) )?(?:der|dem|denen|die|das|deren|dessen|welcher|welchem|welchen|weil|dass|wenn|da|ob|wo|obwohl|sodass|damit|während|nachdem|sobald|falls)\s+[^,;:.!?„“"]{1,80}?)\s+eine\s+(wichtige|große|bedeutende|wesentliche|maßgebliche|tragende|zentrale|entscheidende|besondere|herausragende|essenzielle|bedeutsame)\s+Rolle\s+(spielen|spielt|spielte|spielten|spielst|spieltest)(?=\s*[.!?,;]|$)`,
      ),
      replace: (_match, head, adjective, verb) => {
        const word = PREDICATE[adjective.toLowerCase().slice(0, -1)] ?? "wichtig";
        const be =
          ({ spielen: "sind", spielt: "ist", spielte: "war", spielten: "waren", spielst: "bist", spieltest: "warst" } as Record<string, string>)[
            verb.toLowerCase()
          ] ?? "sind";
        return `${head} ${word} ${be}`;
      },
    },
    // After an abbreviation's stop ("1'797 m ü. M., wodurch …") no split: "M.. Dadurch" doubled the stop (audit of set 23).
    // Nor after an indefinite or demonstrative pronoun, whose relative clause it is ("unterschreiben Sie nichts, womit Sie nicht
    // einverstanden sind" became "… nichts. Damit sind Sie nicht einverstanden", the advice inverted; audit of set 28); so in the next rule.
    // ", wodurch sich die Lage entspannen dürfte." -> ". Dadurch dürfte sich die Lage entspannen." (the finite verb to second place). A list item
    // with no stop ("- Ab 21 km: 0,38 €, wodurch Pendler entlastet werden") keeps one sentence: " – dadurch werden …" (a split left a
    // verbless price and a sentence without a stop; audit of set 22).
    {
      family: "participial-tail",
      pattern: reCase(
        raw`,(?<!\.,|(?:nichts|alles|etwas|vieles|einiges|manches|das),)\s+(wodurch|womit)\s+((?:[^,;:.!?—–]|,\s(?=[\p{Lu}\p{Co}]|sondern\s)){3,140}?)\s+(\p{Ll}+)([.!]?)$`,
      ),
      replace: (match, pronoun, clause, verb, stop) => {
        // "wodurch Sie nicht nur Heizkosten sparen, sondern auch die Umwelt entlasten": two verbs, one
        // per half; moving the last would leave the first behind ("Dadurch entlasten Sie nicht nur
        // Heizkosten sparen"). The clause keeps its order after "sodass".
        // (A word in -en or -t before the comma reads as a verb; "nicht nur heller, sondern auch wärmer
        // werden" has one verb and moves it. Keeping the order is never wrong, so a doubt keeps it.)
        // So does a verb before "und" ("wodurch die Pumpe weniger leisten muss und Geräusche verschwinden": moving the last verb
        // gave "Dadurch verschwinden die Pumpe …"; audit of set 21).
        if (/(?:\p{Ll}(?:en|t),\s+sondern|(?:\p{Ll}(?:en|t)|muss|kann|soll|darf|will|mag)\s+und)\s/u.test(clause)) return `, sodass ${clause} ${verb}${stop}`;
        const finite = new RegExp(`^${FINITE}$`, "u").test(verb);
        const split = finite ? null : SPLIT.exec(verb);
        if (split) return `${joinDa(pronoun, stop)} ${split[2]} ${clause} ${split[1]}${stop}`;
        // A verb that cannot move ("einfließen" would split): the clause keeps its order after "sodass".
        if (!finite && (SEPARABLE.test(verb) || !/(?:t|en|te|ten|eln|ern)$/u.test(verb))) return `, sodass ${clause} ${verb}${stop}`;
        return `${joinDa(pronoun, stop)} ${verb} ${clause}${stop}`;
      },
    },
    // ", wodurch dein Hund lernt, auf dich zu achten." -> ". Dadurch lernt dein Hund, auf dich zu achten." (the clause has an
    // infinitive or a "dass" clause of its own after the verb, which follows it).
    {
      family: "participial-tail",
      pattern: reCase(
        raw`,(?<!\.,|(?:nichts|alles|etwas|vieles|einiges|manches|das),)\s+(wodurch|womit)\s+([^,;:.!?—–]{3,140}?)\s+(\p{Ll}+)(,\s+(?:(?:[^,;:.!?—–]{1,80}?\s)?(?:zu\s+\p{Ll}+|\p{Ll}{1,8}zu\p{Ll}{3,}en)|(?:dass|ob|wie|wann|wo|was|wer)\s[^;:.!?—–]{1,120}?))([.!])$`,
      ),
      replace: (match, pronoun, clause, verb, tail, stop) => {
        const finite = new RegExp(`^${FINITE}$`, "u").test(verb);
        const split = finite ? null : SPLIT.exec(verb);
        if (split) return `${joinDa(pronoun, stop)} ${split[2]} ${clause} ${split[1]}${tail}${stop}`;
        if (!finite && (SEPARABLE.test(verb) || !/(?:t|en|te|ten|eln|ern)$/u.test(verb))) return `, sodass ${clause} ${verb}${tail}${stop}`;
        return `${joinDa(pronoun, stop)} ${verb} ${clause}${tail}${stop}`;
      },
    },
    // "Nachhaltigkeit spielt bei uns eine entscheidende Rolle" -> "Nachhaltigkeit ist bei uns sehr wichtig" (any words between the verb and
    // the role, a name with "e. V." too). A role "als Ort …" stays a role ("sind sehr wichtig als Orte" is no German; lexicon).
    // A part in a play ("… spielt Lena eine wichtige Rolle – sie gibt die Wirtin") is a real role and stays (audit of set 23).
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`${B}(spielt|spielte|spielen|spielten)((?: (?:e\. ?V\.|[^\s,;:.!?„“"]+)){0,8}?) eine (?:(?:(immer|zunehmend) )?(${ROLE_ADJECTIVES})(?:er)?e Rolle|(Schlüsselrolle))${E}${NO_PART}(?=(,\s+(?:wenn|sobald|falls|sofern)${E})?)`,
      ),
      // Before a condition "zentral" is no predicate ("ist zentral, wenn du …"): "wichtig" (audit of set 20).
      replace: (_, verb, between, more, adjective, key, condition) =>
        `${copula(verb)}${between} ${key ? "zentral" : predicate(more, condition ? "wichtig" : plain(adjective))}`,
    },
    // "Heuer markiert unser neuer Tarif X einen echten Meilenstein" -> "Heuer ist unser neuer Tarif X ein großer Schritt": a step is
    // made or is, not marked (the subject between stays nominative; audit of set 20).
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`${B}(markiert|markieren|markierte|markierten)((?: [^\s,;:.!?]+){1,6}?) einen (?:(?:echten|wahren|wichtigen|bedeutenden) Meilenstein|(?:großen )?(?:Meilenstein|Schritt))${E}`,
      ),
      // A person as subject ("Damit markieren wir einen Meilenstein", "Wir markierten …" at the head) makes the step: "machen wir einen großen
      // Schritt" ("sind wir ein großer Schritt" made the people the step; audit of set 22).
      replace: (_, verb: string, between, sentence) =>
        /^ (?:wir|ich|du|ihr|Sie)(?: |$)/.test(between) || /^(?:Wir|Ich) /.test(sentence)
          ? `${verb.replace("markier", "mach")}${between} einen großen Schritt`
          : `${{ markiert: "ist", markieren: "sind", markierte: "war" }[verb] ?? "waren"}${between} ein großer Schritt`,
    },
    // "Die Bahn hat dabei eine wichtige Rolle gespielt." -> "Die Bahn ist dabei wichtig gewesen."
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`${B}(hat|haben|hatte|hatten)((?: [^\s,;:.!?„“"]+){0,7}?) eine (?:(immer|zunehmend) )?(${ROLE_ADJECTIVES})(?:er)?e Rolle gespielt${E}`,
      ),
      replace: (_, auxiliary, between, more, adjective) => `${PERFECT[auxiliary] ?? "ist"}${between} ${predicate(more, plain(adjective))} gewesen`,
    },
    // "…, die eine wichtige Rolle spielen kann/gespielt hat." -> "…, die wichtig sein kann/gewesen ist".
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`${B}eine (?:(immer|zunehmend) )?(${ROLE_ADJECTIVES})(?:er)?e Rolle (spielen|gespielt) (kann|können|könnte|könnten|wird|werden|würde|würden|soll|sollen|sollte|sollten|muss|müssen|dürfte|dürften|hat|haben|hatte|hatten)(?=[,;:.!?]|$)`,
      ),
      replace: (_, more, adjective, verb, auxiliary) =>
        verb === "gespielt"
          ? `${predicate(more, plain(adjective))} gewesen ${PERFECT[auxiliary] ?? "ist"}`
          : `${predicate(more, plain(adjective))} sein ${auxiliary}`,
    },
    // A dependent clause with the verb last: "…, die für ein langes Leben eine wichtige Rolle spielen." -> "…, die für ein langes Leben
    // wichtig sind"; "…, weil wir alle eine zentrale Rolle spielen" -> "…, weil wir alle zentral sind". A modal or auxiliary after
    // "spielen" (an infinitive) or before it (a main clause) leaves it alone.
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`(?<=(?:^|,\s+|[-*•]\s+)(?:die|der|das|denen|dem|den|deren|dessen|welche|welcher|welches|dass|weil|da|wenn|ob|wo|wobei|obwohl|sodass)\s)((?:(?!${FINITE}\s|und\s|oder\s|aber\s|zu\s)[^\s,;:.!?„“"—–]+\s){0,8}?)eine (?:(immer|zunehmend) )?(${ROLE_ADJECTIVES})(?:er)?e Rolle (spielen|spielten)(?=[,;:.!?…]|\s[–—]|$)`,
      ),
      replace: (_, between, more, adjective, verb) => `${between}${predicate(more, plain(adjective))} ${copula(verb)}`,
    },
    // "…, dass die Ratgebertexte kein Ersatz für eine Untersuchung sind." -> "…, dass die Ratgebertexte keine Untersuchung ersetzen."
    // (the verb stays last; "für" and "ersetzen" both take the accusative, so the object keeps its case).
    {
      family: "stock-phrase",
      pattern: reCase(
        raw`(?<=(?:^|,\s+)(?:die|der|das|denen|dass|weil|da|wenn|ob|obwohl|sodass|wobei)\s(?:(?!${FINITE}\s|und\s|oder\s|aber\s)[^\s,;:.!?„“"—–]+\s){1,8}?)kein Ersatz für (?:(einen|eine|ein) )?([^,;:.!?„“"—–]{1,60}?) (ist|sind|war|waren)(?=[,;:.!?…]|\s[–—]|$)`,
      ),
      replace: (_, article, object, verb) => {
        const replaces = { ist: "ersetzt", sind: "ersetzen", war: "ersetzte", waren: "ersetzten" }[verb as "ist"] ?? "ersetzt";
        return article ? `k${article} ${object} ${replaces}` : `${object} nicht ${replaces}`;
      },
    },
    // "Am Ende ist jede Spielzeit eine Reise – und wir laden Sie ein, sie mit uns anzutreten" -> "… eine Entdeckungstour …" (feminine, so a
    // "sie" after it still fits, and a tour is set out on too). A real trip has an adjective or a destination ("eine lange Reise nach …").
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`${B}(ist|sind|war|wird|bleibt|wurde)((?: (?:jede|jeder|jedes|die|der|das|dein|deine|unsere|unser|eure|euer|Ihre|Ihr|ein|eine)(?: \p{Ll}+)? [\p{Lu}\p{Co}][^\s,;:.!?„“"—–]*)?) eine Reise(?=[,;:.!?…]|\s[–—]|$)`,
      ),
      replace: (_, verb, subject) => `${verb}${subject} eine Entdeckungstour`,
    },
    // "Ein guter Lebenslauf zeigt nicht nur, was Sie gemacht haben, sondern auch, was Sie erreicht haben" -> "… zeigt, was Sie gemacht haben,
    // und ebenso, was Sie erreicht haben"; "lernt nicht nur Techniken, sondern auch, wie ihr …" -> "lernt Techniken und ebenso, wie ihr …".
    {
      family: "negative-parallelism",
      pattern: reCase(
        raw`(?<=\S) nicht (?:nur|bloß|allein|lediglich)(,?) ([^;:.!?—–]{1,120}?), sondern (?:auch|ebenso), (?=(?:wie|was|wo|wann|warum|wer|ob|dass|welche|welcher|welches|womit|wofür|worauf|wozu)\s)`,
      ),
      replace: (_, comma, first) => (comma ? `, ${first}, und ebenso, ` : ` ${first} und ebenso, `),
    },
    // "…, die eine zentrale Rolle im Kohlenstoffkreislauf spielen." -> "…, die im Kohlenstoffkreislauf zentral sind."
    // "…, dass Eltern dabei eine Schlüsselrolle als ruhiger Anker spielen." -> "…, dass Eltern dabei als ruhiger Anker zentral sind."
    // (One rule for both: the German data's bundle budget, set 24.)
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`${B}eine (?:(?:(immer) )?(${ROLE_ADJECTIVES})(?:er)?e Rolle|Schlüsselrolle) ((?:bei|für|in|im|beim|am|an|auf|als|innerhalb|zwischen)${E}[^,;:.!?–—]{1,60}?) (spielt|spielen|spielte|spielten)(?=[,;:.!?]|\s[–—]|$)`,
      ),
      replace: (_, more, adjective, phrase, verb) => `${phrase} ${adjective ? predicate(more, plain(adjective)) : "zentral"} ${copula(verb)}`,
    },
    // "Ihre Kinder haben nicht nur fachlich, sondern auch persönlich Fortschritte gemacht" -> "… fachlich und persönlich …".
    {
      family: "negative-parallelism",
      pattern: reCase(
        raw`(?<=(\S+) )nicht (?:nur|bloß|allein|lediglich) ([^,;:.!?—–]{1,60}?),? sondern (?:auch|ebenso) ((?:[^,;:.!?—–]|,\s(?=[\p{Lu}\p{Co}][^,;:.!?—–]{0,40}?\s(?:und|oder)\s)){1,100})(?=[,;:.!?]|\s[–—]|$)`,
      ),
      replace: (match, before, first, second) => {
        // "hat nicht nur die Gemeinschaft gestärkt, sondern auch die Wirtschaft" -> "hat die Gemeinschaft und die Wirtschaft gestärkt":
        // the verb that closes the first half goes after both.
        const words = first.split(" ");
        const last = words[words.length - 1] ?? "";
        // "Möbel und Kleidung, sondern auch Elektrogeräte, Fahrräder und Wertsachen" -> one list: "Möbel, Kleidung, Elektrogeräte, …".
        // "körperliche Einschränkungen, sondern auch Orientierung, Alltag und Kontakte" -> "körperliche Einschränkungen, Orientierung, …"
        // (an adjective first too: "A und B, C und D" would muddle the list).
        if (/ und /u.test(second) && !/ und .* und /u.test(first) && /^[\p{Lu}\p{Co}]/u.test(second) && !/^\p{Ll}/u.test(last))
          return `${first.replace(/ und /u, ", ")}, ${second}`;
        // "profitiert nicht nur Ihre Hausärztin, sondern auch Ihr Zahnarzt" -> "… Ihre Hausärztin ebenso wie Ihr Zahnarzt": after a
        // verb in the singular the pair may be its subject, and "A und B" would want the plural.
        if (
          words.length > 1 &&
          /^(?!ist|wird|bleibt|hat)\p{Ll}+t$/u.test(before) &&
          /^[\p{Lu}\p{Co}]/u.test(last) &&
          /^(?:de[rmns]|die|das|ein|[mdsk]ein|ihr|unser|euer)\p{Ll}{0,2}\s/iu.test(second)
        )
          return `${first} ebenso wie ${second}`;
        if (words.length < 2 || !/^\p{Ll}/u.test(last)) return `${first} und ${second}`;
        // A subordinate clause closes each half with its own verb ("ein Ort, der nicht nur schön ist, sondern auch ruhig liegt"):
        // both verbs stay where they are -> "der schön ist und ruhig liegt".
        const secondLast = second.split(" ").pop() ?? "";
        const VERB_END = new RegExp(`^(?:${FINITE}|\\p{Ll}{2,}(?:t|en|te|ten))$`, "u");
        if (VERB_END.test(last) && VERB_END.test(secondLast) && !/^(?:nicht|sehr|gut|oft|meist|jetzt|heute|selbst|erst|fest|bereit|weit)$/u.test(secondLast))
          return `${first} und ${second}`;
        // "lernen nicht nur Ihre Kommilitonen kennen, sondern auch unsere Labore" -> "lernen Ihre Kommilitonen und unsere Labore kennen":
        // the particle or infinitive that closes the first half (a separable verb, "kennen lernen") goes after both.
        if (
          new RegExp(
            raw`^(?:${FINITE}|sein|ge\p{Ll}{2,}(?:t|en)|\p{Ll}{3,}iert|kennen|an|auf|aus|ein|ab|vor|mit|zurück|fest|dar|bei|hin|her|los|weiter|vorbei|teil|statt|bereit|kennen)$`,
            "u",
          ).test(last)
        ) {
          return `${words.slice(0, -1).join(" ")} und ${second} ${last}`;
        }
        return /(?:t|en|ern|eln)$/u.test(last) ? match : `${first} und ${second}`;
      },
    },
    // "Heute spielt X eine entscheidende Rolle für …" (subject after the verb) -> "Heute ist X wichtig für …".
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`${B}(spielt|spielte|spielen|spielten) ((?:der|die|das|dieser|diese|dieses|er|sie|es|ihr|sein|seine|ihre|unser|unsere|eine|ein|wir|ich|Sie|man)(?: [\p{L}\p{Co}-]+){0,3}?|wir|ich|Sie|man|er|sie|es) (?:dabei |hier |auch |heute |oft |zudem |außerdem |somit |daher )?eine (?:(entscheidend|zentral|wichtig|wesentlich|maßgeblich|bedeutend|groß|tragend|herausragend|bedeutsam)e Rolle|Schlüsselrolle)${E}${NO_PART}`,
      ),
      replace: (_, verb, subject, adjective) => `${copula(verb)} ${subject} ${adjective ? (PREDICATE[adjective] ?? "wichtig") : "zentral"}`,
    },
    // "Heute gewinnt künstliche Intelligenz zunehmend an Bedeutung" -> "Heute wird künstliche Intelligenz immer wichtiger".
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`${B}(gewinnt|gewinnen|gewann|gewannen) ((?:der|die|das|dieser|diese|dieses|er|sie|es|ihr|sein|seine|ihre|unser|unsere|eine|ein|\p{Ll}+e)(?: [\p{L}\p{Co}-]+){0,3}?) (?:zunehmend|immer mehr|stetig|rasant) an Bedeutung${E}`,
      ),
      replace: (_, verb, subject) => `${BECOMES[verb] ?? "wird"} ${subject} immer wichtiger`,
    },
    // "KI wird eine entscheidende Rolle spielen" -> "KI wird entscheidend sein" (a modal or "werden" first).
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`${B}(wird|werden|würde|würden|kann|können|könnte|könnten|muss|müssen|soll|sollen|sollte|sollten|dürfte|dürften|will|wollen|mag|mögen)((?: [^,;:.!?]{1,60}?)?) eine (entscheidend|zentral|wichtig|wesentlich|maßgeblich|bedeutend)e Rolle spielen${E}`,
      ),
      replace: (_, modal, rest, adjective) => `${modal}${rest} ${PREDICATE[adjective] ?? "wichtig"} sein`,
    },
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`${B}(wird|werden|würde|würden|kann|können|könnte|könnten|muss|müssen|soll|sollen|sollte|sollten|dürfte|dürften|will|wollen|mag|mögen)((?: [^,;:.!?]{1,60}?)?) eine (?:große|tragende|herausragende|bedeutsame|Schlüssel)-?(?:Rolle|rolle) spielen${E}`,
      ),
      replace: "$1$2 wichtig sein",
    },
    // "Außerdem ist eine ganzheitliche Strategie von entscheidender Bedeutung" -> "… ist eine ganzheitliche Strategie sehr wichtig".
    {
      family: "puffery-significance",
      pattern: reCase(
        raw`${B}(ist|sind|war|waren|bleibt|bleiben) ((?:der|die|das|dieser|diese|dieses|er|sie|es|ihr|sein|seine|ihre|unser|unsere|eine|ein)(?: [\p{L}\p{Co}-]+){0,3}?) (?:dabei |hier |auch |heute |oft |zudem |außerdem |somit |daher )?von (?:entscheidender|zentraler|essenzieller|essentieller|fundamentaler|elementarer|herausragender|immenser|enormer|größter) Bedeutung${E}`,
      ),
      replace: "$1 $2 sehr wichtig",
    },

    {
      family: "negative-parallelism",
      pattern: reCase(
        raw`^Es geht nicht (?:nur|bloß|allein|lediglich) um ([^,;:.!?—–]{1,80}?)\s*[,;:—–]\s*(?:sondern (?:auch |vor allem )?um|es geht (?:auch |vor allem )?um) ([^;:!?—–]{1,160}?)([.!])$`,
      ),
      replace: "Es geht um $1 und um $2$3",
    },
    {
      family: "negative-parallelism",
      pattern: reCase(
        raw`^(Das|Dies|Es) ist nicht (?:nur|bloß|lediglich|einfach) ([^,;:.!?—–]{1,80}?)\s*[,;:—–]\s*(?:sondern|(?:das|dies|es) ist)( auch)? ([^;:!?—–]{1,160}?)([.!])$`,
      ),
      // "Es ist nicht nur eine Formalität, sondern Ihre Chance …" -> "Es ist mehr als eine Formalität: Ihre Chance …";
      // with "auch" both halves hold: "Das ist X und Y".
      replace: (_, subject, first, also, second, stop) =>
        also ? `${subject} ist ${first} und ${second}${stop}` : `${subject} ist mehr als ${first}: ${second}${stop}`,
    },
    // "Schlaf ist nicht einfach eine Pause, sondern eine Erholungsphase." -> "Schlaf ist mehr als eine Pause: eine Erholungsphase."
    {
      family: "negative-parallelism",
      pattern: reCase(
        raw`${B}(ist|sind|war|waren|bleibt|bleiben) nicht (?:nur|bloß|lediglich|einfach) ([^,;:.!?—–]{1,80}?),? sondern (?!auch${E})([^,;:!?—–]{1,160}?)([.!])$`,
      ),
      replace: "$1 mehr als $2: $3$4",
    },
    {
      family: "negative-parallelism",
      pattern: reCase(
        raw`^(?!(?:Weil|Dass|Wenn|Ob|Obwohl|Damit|Da|Als|Während|Nachdem|Bevor|Falls)\s)((?:(?!${B}(?:hat|haben|hatte|hatten|wird|werden|wurde|wurden|kann|können|konnte|konnten|muss|müssen|soll|sollen|will|wollen|darf|dürfen|möchte|möchten)${E})[^,;:.!?—–])*?${B})nicht nur ([^,;:.!?—–]{1,50}?),? sondern auch ([^,;:.!?—–]{1,60})([.!])$`,
      ),
      replace: "$1$2 und $3$4",
    },
    // "Hier ist ein Entwurf für Ihr Anschreiben, zugeschnitten auf …:" -> "Es folgt ein Entwurf für Ihr Anschreiben, zugeschnitten auf …:".
    {
      family: "chatbot-opener",
      pattern: reCase(
        `^Hier (ist|sind) ((?:ein|eine|einige|ein paar|mehrere|der|die|das|dein|deine|Ihr|Ihre|euer|eure|mein|meine|unser|unsere) [^!?:]{1,200}?):$`,
      ),
      replace: (_, verb, rest) => `Es ${verb === "sind" ? "folgen" : "folgt"} ${rest}:`,
    },
  ],
  detectors: [
    { family: "negative-parallelism", pattern: re(`${B}nicht nur${E}[^.!?;]{1,120}${B}sondern(?: auch)?${E}`) },
    {
      family: "negative-parallelism",
      pattern: re(raw`${B}(?:es|das|dies) (?:ist|geht) nicht (?:nur |bloß |einfach )?(?:um )?[^.!?;]{1,80}[,;:—–] ?(?:sondern|es (?:ist|geht))${E}`),
    },
    { family: "participial-tail", pattern: re(`, (?:was|wodurch|womit) [^.!?]{1,100}${SHOWS}[.!?]?$`) },
    {
      family: "copula-avoidance",
      pattern: re(raw`${B}(?:fungiert|fungieren|fungierte|fungierten) als${E}|${B}(?:präsentiert|präsentieren|erweist|erweisen) sich als${E}`),
    },
    { family: "stacked-hedge", pattern: re(raw`${B}(?:könnte|könnten|kann|können) (?:potenziell|potentiell|möglicherweise|eventuell)${E}`) },
    {
      family: "upbeat-closer",
      pattern: re(`${B}die Zukunft (?:sieht|ist) (?:vielversprechend|rosig|glänzend)|${B}die Möglichkeiten sind (?:endlos|grenzenlos)${E}`),
    },
    {
      family: "sparked-discussion",
      pattern: re(
        raw`${B}(?:löste|lösten|löst|entfachte|entfachten|befeuerte|befeuerten|sorgte|sorgten|sorgt) (?:eine |für |für eine )?(?:breite |intensive |lebhafte |kontroverse |neue )?(?:Debatte|Debatten|Diskussion|Diskussionen)${E}`,
      ),
    },
    {
      family: "vague-attribution",
      pattern: re(
        `${B}(?:Experten|Fachleute|Kritiker|Beobachter|Forscher|Analysten) (?:sind sich einig|betonen|warnen|sagen|meinen|gehen davon aus|sind überzeugt)${E}|${B}es (?:ist|gilt) (?:allgemein|weithin) (?:bekannt|anerkannt)${E}`,
      ),
    },
    {
      family: "challenges-prospects",
      pattern: re(`${B}(?:trotz|ungeachtet) (?:dieser|der|ihrer|seiner|aller) (?:[\\p{L}-]+ ){0,2}?(?:Herausforderungen|Schwierigkeiten|Erfolge)${E}`),
    },
    { family: "canned-assurance", pattern: re(`^(?:Seien Sie versichert|Ich versichere Ihnen|Ihre Zufriedenheit (?:ist|hat) (?:unsere|für uns))`) },
  ],
};
