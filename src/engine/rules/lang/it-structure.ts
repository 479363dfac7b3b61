// Italian data for the structural sign rules (transforms/structure-lang.ts) and the sentence
// detectors of detectSigns. Written by hand from the English rules (lang/en-structure.ts) and the
// stock phrasing of Italian assistant answers.

import { APOS as A, B, E, re, type StructureData } from "./structure-data.js";

// Strings with accents or backslashes are written raw`…` (String.raw): the bundler escapes a plain string's
// "é" as "\xE9" (and doubles every backslash), a raw template keeps both as written, which is smaller.

/** String.raw under a short name: the bundle spells it once, not at each of the file's templates (−160 B gzip). */
const raw = String.raw;

const SIGNIFICANCE = raw`(?:importanza|ruolo|impegno|valore|rilevanza|potenziale|capacità|dinamismo|vitalità|ricchezza|eredità|patrimonio|identità|posizione|reputazione|dedizione|impatto|influenza|futuro|eccellenza|tradizione|resilienza|visione|forza|diversità|necessità|trasformazione|successo|centralità|prestigio|vocazione)`;
// Real advice after a disclaimer ("…, quindi ti consiglio di chiedere il PIES"): the advice stays.
// Set 19: a polite "Le" mid-sentence is masked like a name (a placeholder)
const ADVICE = raw`,? (?:quindi|perciò|per questo|ma|però|dunque) (?:ti|vi|le|gli|\p{Co}) (?:consiglio|suggerisco|raccomando|consiglierei|suggerirei)${E}`;

// A disclaimer that sends the reader to a professional ("non posso sostituire il parere di un consulente del lavoro") is real advice.
// Set 18: also "si rivolga a un'agenzia o al consolato" (any addressee after "rivolgersi"); set 22: "sentire/consultare il medico" too
const REFERRAL = `(?=[^.!?]*${B}(?:(?:si rivolga|rivolgiti|rivolgetevi|si rivolgano) |(?:di|a|ad|con|da|al|alla|dal|dalla|del|della|col|sent(?:ire|a|i)|consult(?:are|a|i)) (?:un |una |uno |un${A}|il |la |lo |l${A}|tuo |tua |suo |sua |vostro |vostra )?(?:consulente|medico|avvocato|commercialista|notaio|psicologo|psicologa|pediatra|specialista|professionista|farmacista|veterinario|patronato|nutrizionista|ostetrica)${E}))`;
// Set 19: a bare copula after the colon ("Non si tratta solo di X: è Y") has the topic of the text as its subject; "Oltre che X, è Y" /
// "Va oltre X: è Y" hand it to the last noun ("le esenzioni") or to the infinitive, so the sentence stays (a sign, not a broken subject).
const COPULA = raw`(?:è|sono|era|erano|sarà|saranno)${E}`;
// What starts a clause with a subject of its own: after "Non si tratta solo di + infinitive:" it would leave the infinitive without its subject.
const SUBJECT_START = raw`(?:(?:il|lo|la|i|gli|le|un|una|uno|questo|questa|questi|queste|quel|quella|quei|quelle|ogni|io|noi|voi|lui|lei|loro|tu|chi|chiunque|nessuno|tutti)${E}|(?:l|un|quest|quell)${A}|\p{Co})`;

// Set 18: "non solo X, ma anche Y" -> "X e Y" ("X e anche Y" read as a clumsy leftover); before a list ("ma anche Y, Z e W") -> "X, Y, Z e W"
// Set 19: a list after a dash or colon ("— con sicurezza, autonomia e passione") belongs to Y, not to a list before "ma anche"
const andJoin = (rest: string) => (/^[^—–:]*,[^,—–:]* e /u.test(rest) ? ", " : " e ");

// Set 21: "non è solo X: è Y" corrects X, which goes ("È un'immagine e una tappa" was clumsy); "ma" or a fact (a digit, a span) keeps "X e Y"
// Set 23: "anche" keeps it too: "è X e Y" put X on a par with Y ("Leggere è un dovere e un piacere"), "è X, ma anche Y" keeps Y the point
const foil = (x: string, c: string) => (/anche/u.test(c) ? `${x}, ma anche ` : /^ma/u.test(c) || /[\p{N}\p{Co}]/u.test(x) ? `${x} e ` : "");

// Set 22: "Si tratta di Y più che di X" hung X on Y's last clause ("un capo che parli di Lei più che di controllare"): X goes first
// Set 23: "solo" says X holds too: "Oltre a X" ("Più che abbattere le barriere" played down a thing done; "di"/"del" -> "a"/"ad"/"al");
// Set 26: "Oltre a X, si tratta di Y" had no subject for "oltre a" (impersonal "si tratta"): "Si tratta di X e soprattutto di Y" (X holds
// too, Y stays the point; "ma anche" is itself a listed sign)
// a scare quote (a protected span) or "qualunque" in X disowns it ("comprare «una tenda qualunque»"): "Più che X" stays
// Set 27: not a span after an article ("un IBAN comune": a term, no quote)
const piuChe = (x: string, y: string, stop: string) =>
  `${/(?<!(?:un|una|uno|il|la|lo|i|gli|le|l['’]) ?)\p{Co}|qualunque/u.test(x) ? `Più che ${x.replace(/^di /u, "")}, si tratta` : `Si tratta ${x} e soprattutto`} ${y}${stop}`;

const CHECK = raw`(verificare|controllare|confermare|valutare)${E}`;

const ME = `(?=[^.!?]*${B}(?:mi|me|io|qui|chiedere|esitare|esitate|sapere|scrivermi|contattarmi|contattarci|chiedi|chiedete|chieda)${E})`;

/** The indefinite article before a noun: "uno" before s+consonant, z, gn, ps; "un'" for "una" before a vowel. */
function itArticle(article: string, noun: string): string {
  const a = article.toLowerCase();
  if (a === "una") return /^[aeiouàèéìòù]/iu.test(noun) ? "un'" : "una ";
  if (/^(?:s[bcdfgklmnpqrstvz]|z|gn|ps|x|y)/iu.test(noun)) return "uno ";
  return "un ";
}

/** "a una " -> "una ", "alla " -> "la ", "all'" -> "l'": a complement of "a" made a direct object. */
function directObject(prep: string): string {
  const p = prep.toLowerCase();
  if (p.startsWith("a ")) return prep.slice(2);
  const joined: Record<string, string> = { "al ": "il ", "allo ": "lo ", "alla ": "la ", "ai ": "i ", "agli ": "gli ", "alle ": "le " };
  return joined[p] ?? `l${prep.slice(-1)}`;
}

export const IT_STRUCTURE: StructureData = {
  // set 28: "Basta dirmi cosa bevi!" after a dropped offer ("Vuoi che ti calcoli…?") served it and dangles without it
  afterDroppedOffer: re(raw`^(?:Basta (?:dirmi|scrivermi|indicarmi)|Dimmi|Mi dica|Scrivimi)${E}[^.!?\p{N}]{0,60}[.!]$`),
  leftoverSentences: [
    {
      family: "chatbot-opener",
      // "Ecco tutte le novità." / "Di seguito trovi i dettagli:" (a bare announcement, no fact in it)
      pattern: re(
        raw`^(?:(?:Di seguito|Qui),? )?(?:Ecco|(?:trovi|trovate|troverai|troverete)) (?:tutte |tutti )?(?:le |i |gli |le nostre |i nostri )?(?:principali |ultime |ultimi )?(?:novità|dettagli|cambiamenti|modifiche|risposte|passaggi|istruzioni|informazioni|miglioramenti)(?: (?:più importanti|principali|di questa versione|di questo aggiornamento))?[.:!]$`,
      ),
    },
    {
      family: "chatbot-opener",
      pattern: re(
        raw`^(?:(?:Certo|Certamente|Assolutamente|Con piacere)[,!]\s+)?Ecco (?:alcuni |alcune |qualche |i |le |gli |un |una |uno |dei |delle |degli |i miei |le mie )?(?:[\p{L}'’-]+ ){0,2}(?:idee|consigli|suggerimenti|opzioni|esempi|passaggi|passi|modi|strategie|punti|spunti|riepilogo|riassunto|elenco|lista|guida|panoramica)(?: (?:per te|per voi|per lei|per iniziare|da considerare))?[:.!]$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^(?:Spero che (?:questo|questa|queste|questi|ciò|quest${A}\p{L}+|le mie \p{L}+|i miei \p{L}+)${E}[^.!?]*${B}(?:utile|utili|aiuti|aiutino|aiuto|chiarisca|chiariscano)${E}|Spero di (?:esserti|esservi|esserle|esser(?:e)?) stat[oa] (?:utile|d${A}aiuto)|Spero di aver(?:ti|vi|la|lo)? aiutat[oaie])[^.!?]*[.!]$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: re(
        // kept when a colon brings a fact ("Non esitare a passare per un giro della sala: la prima visita è gratuita." -> "Puoi passare …: la prima visita è gratuita."); a closing question goes
        // Round 9: also kept when it sends the reader to the staff of a shop or a service ("Non esitare a chiedere consiglio al nostro
        // staff, che ti suggerirà la stanza più adatta." -> "Puoi chiedere consiglio al nostro staff, …"): a real service, not chatter
        // Also kept when a reason follows ("Non esitare a dirmi se viaggi con figli minorenni, perché i documenti cambiano."): a real condition
        raw`^(?:Non esitare|Non esitate|Non esiti|Sentiti libero|Sentiti libera|Sentitevi liberi|Fammi sapere|Fatemi sapere|Mi faccia sapere)${E}(?![^.!?]*${B}(?:al|del|dal|il|nostro|nostra|nostri|nostre) (?:nostro |nostra |nostri |nostre )?(?:staff|personale|team|operatori|operatrici|istruttori|istruttrici|animatori|animatrici|guide|reception|receptionist|segreteria|farmacista|farmacisti|medico|medici|tecnici|commessi|volontari|bibliotecari|librai|bagnini)${E})(?:(?![^.!?]*${B}(?:perché|poiché|siccome|dato che|visto che)${E})[^.!?:]*[.!]|[^.!?]*\?)$`,
      ),
    },
    // "Non esiti a chiedermelo: resto a disposizione …" (its "-lo" is the offer cut before it): the whole sign-off goes
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^(?:Non esitare|Non esitate|Non esiti) a (?:chieder|dir|domandar)(?:melo|mela|celo|cela)(?:[.!]|[:,;]\s*(?:resto|rimango|restiamo|rimaniamo|sono|siamo) (?:a (?:Sua|sua|tua|vostra) |a )(?:completa |piena |intera )?disposizione${E}[^.!?]*[.!])$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^(?:Se (?:hai|avete|ha) (?:altre |ulteriori |delle |qualsiasi |dei )?(?:domande|dubbi|bisogno|richieste)|Per qualsiasi (?:altra )?(?:domanda|dubbio|necessità|chiarimento))${ME}[^.!?]*[.!]$`,
      ),
    },
    {
      family: "chatbot-signoff",
      // "Se vuoi, posso prepararti una tabella con i requisiti." / "Se volete, possiamo mandarvi un promemoria." (an offer, no fact in it)
      pattern: re(
        raw`^Se (?:vuoi|volete|vuole|preferisci|preferite|preferisce|desideri|desiderate|desidera|ti va|vi va|ti serve|vi serve|ti interessa|vi interessa|lo desideri|lo desiderate|lo desidera|lo vuole|lo vuoi|lo volete|lo preferisce|lo preferisci|ti può essere utile|ti può servire),? (?:io )?(?:posso|possiamo|potrei|potremmo|ti posso|vi posso|le posso|ti possiamo|vi possiamo) (?:anche |volentieri |eventualmente )?[^.!?\p{N}\p{Co}]*[.!?]$`,
      ),
    },
    {
      family: "chatbot-signoff",
      // "Posso anche prepararti un confronto, se vuoi." / "Potrei calcolarti l'importo netto, se ti serve."
      pattern: re(
        raw`^(?:Posso|Possiamo|Potrei|Potremmo) (?:anche |volentieri |eventualmente )?[^.!?\p{N}\p{Co}]{1,120},? se (?:vuoi|volete|vuole|preferisci|preferite|desideri|desiderate|ti va|vi va|ti serve|vi serve|ti interessa|vi interessa|lo desideri|lo desiderate)[.!?]$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^(?:E |Ma |Oppure |Allora )?(?![^?]*iamo${E})(?:Vuoi che (?:io )?|Vuole che (?:io )?|Volete che (?:io )?|Desideri che (?:io )?|Desidera che (?:io )?|Desiderate che (?:io )?|Preferisci che (?:io )?|Preferisce che (?:io )?|Preferite che (?:io )?|Gradirebbe che (?:io )?|Gradisce che (?:io )?|Gradiresti che (?:io )?|Posso aiutarti (?:con|in) (?:qualcos${A}altro|altro))[^.!?]*\?$`,
      ),
    },
    {
      family: "chatbot-signoff",
      // "Non esitare a scrivermi quanti chilometri fai: vuoi che ti prepari un calcolo …?" (an offer closing the sentence, no fact in it)
      pattern: re(
        raw`^[^.!?\p{N}\p{Co}]{1,160}[:;,] (?:vuoi|volete|vuole|desideri|desiderate|desidera|preferisci|preferite|preferisce) che (?:io )?(?:ti |vi |le |gli )?[^.!?\p{N}\p{Co}]*\?$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: re(
        `^(?:Buona fortuna(?: [^.!?]{1,40})?|Buon lavoro|Buono studio|Buona lettura|Buon appetito|Buon viaggio|Buon divertimento|Sono qui per aiutarti[^.!?]*|(?:Resto|Rimango|Restiamo|Rimaniamo) (?:sempre )?a (?:(?:tua|vostra|sua) )?(?:completa |piena |totale )?disposizione[^.!?]*)[.!]$`,
      ),
    },
    {
      family: "sycophancy",
      pattern: re(
        raw`^(?:(?:Che |Questa è una |È una )?(?:ottima|bella|buona|eccellente|splendida|interessante) (?:domanda|osservazione|idea|riflessione)|Hai (?:perfettamente|assolutamente|pienamente|proprio) ragione|Ha (?:perfettamente|assolutamente) ragione|Avete (?:perfettamente|assolutamente) ragione|Certo|Certamente|Assolutamente|Con piacere|Ma certo|Certo che sì)(?:,? (?:davvero|proprio|sul serio|direi))?(?: ?[-—–] ?[^.!?]*)?[.!]$`,
      ),
    },
    {
      family: "prompt-refusal",
      pattern: re(
        `^(?:(?:Tieni presente|Ricorda|Tenga presente) che )?(?:non sono|io non sono) (?:un |una |un${A})?(?:medico|avvocato|avvocata|consulente finanziario|consulente finanziaria|commercialista|professionista|psicologo|psicologa|esperto|esperta)${E}[^.!?]*[.!]$`,
      ),
    },
    {
      family: "knowledge-cutoff",
      // Set 26: not with a cutoff note ("…, e l'ultimo aggiornamento delle mie conoscenze risale al 2024: …"): its date stays (an opener below)
      pattern: re(
        `^(?:In quanto|Come) (?:un${A}|una )?(?:IA|intelligenza artificiale|modello (?:di linguaggio|linguistico)|assistente virtuale)${E}(?![^.!?]*${ADVICE})(?!${REFERRAL})(?![^.!?]*mie conoscenze)[^.!?]*[.!]$`,
      ),
    },
    {
      family: "knowledge-cutoff",
      pattern: re(raw`^(?:In quanto|Come) (?:un${A}|una )?\p{Co},? (?:io )?non (?:ho|posso|sono in grado)(?![^.!?]*${ADVICE})[^.!?]*[.!]$`),
    },
    {
      family: "knowledge-cutoff",
      pattern: re(
        raw`^(?:Non ho accesso|Non posso accedere|Non posso navigare|Non dispongo di)${E}[^.!?]*(?:tempo reale|aggiornat|internet|recenti|web|\p{Co})[^.!?]*[.!]$`,
      ),
    },
    {
      family: "knowledge-cutoff",
      // Set 19: also after a note label and its emoji ("⚠️ Una nota: le mie conoscenze sono aggiornate solo fino al 2024, quindi…").
      pattern: re(
        `^(?:(?:\\p{Extended_Pictographic}\\uFE0F?\\s*)?(?:una )?(?:nota|premessa)(?: veloce| importante)?:\\s*)?(?:La mia conoscenza|Le mie conoscenze|I miei dati|Il mio addestramento)${E}[^.!?]*(?:fino a|aggiorna|risal|verificare|data)[^.!?]*[.!]$`,
      ),
    },
    {
      family: "signposting",
      pattern: re(
        `^(?:(?:Immergiamoci|Tuffiamoci|Addentriamoci|Entriamo)(?: subito)? (?:nel vivo|nei dettagli|nell${A}argomento|nel tema)(?: dell${A}argomento)?|Iniziamo|Cominciamo|Partiamo|Senza ulteriori indugi|Bando alle ciance)[.!:]$`,
      ),
    },
    {
      family: "signposting",
      pattern: re(
        raw`^(?:In questo (?:articolo|post|testo|approfondimento),? (?:esploreremo|vedremo|analizzeremo|scopriremo|parleremo|ti mostrerò|vi mostreremo)[^.!?]*|Ecco cosa (?:devi|c${A}è da) sapere)[.!:]$`,
      ),
    },
    {
      family: "signposting",
      pattern: re(
        raw`^(?:Ora,? )?(?:Diamo|Vediamo|Analizziamo|Esploriamo|Scopriamo) (?:insieme )?(?:un${A}occhiata (?:più da vicino )?(?:a|al|alla|ai|alle|agli)|più da vicino|nel dettaglio)[^.!?]{0,60}[.!:]$`,
      ),
    },
    {
      family: "signposting",
      pattern: re(
        raw`^(?:In quest[oa] (?:guida|articolo|post|pagina|testo),? |Senza ulteriori indugi, )?(?:Approfondiamo|Esploriamo|Scopriamo|Vediamo|Analizziamo|Ripercorriamo) insieme ?[^.!?\p{N}\p{Co}]{0,80}[.!:]$`,
      ),
    },
    {
      family: "chatbot-opener",
      // Set 24: also with a predicate after "bene" ("spero che stiate tutti bene e pronti per l'estate!": cutting only the wish left a
      // verbless "pronti per l'estate!"), and in lower case after a greeting line
      pattern: re(
        `^(?:[Ss]per(?:o|iamo) che (?:stiate|stia|stiano|tu stia|vi stiate) (?:tutti |tutte )?bene(?: e (?:pront|caric)[ie] [^.!?]{1,60})?|Sper(?:o|iamo) che (?:questa|la presente) (?:e-?mail|mail|lettera|messaggio) (?:vi|ti|la|le) trovi bene)[.!]$`,
      ),
    },
    {
      family: "chatbot-opener",
      pattern: re(
        raw`^(?:Di seguito,? )?(?:Ecco|Qui (?:trovi|trovate|troverai|troverete)) (?:una|un) (?:breve |rapida |rapido |piccola |piccolo )?(?:guida|riepilogo|riassunto|elenco|panoramica|spiegazione|tabella|piano)(?: (?:completa|completo|rapida|rapido|dettagliata|dettagliato|pratica|pratico|passo passo|semplice))*(?: (?:per|con|su|sul|sulla|sui|sulle|di|del|della|dei|delle|degli) [^.!?\p{N}\p{Co}]{1,80})?[.!:]$`,
      ),
    },
    {
      family: "upbeat-closer",
      pattern: re(
        raw`^(?:Il futuro (?:è|appare|sembra|si prospetta) (?:luminoso|promettente|radioso|brillante|roseo)(?: per [^.!?]{1,60})?|Le possibilità sono (?:infinite|illimitate)|Solo il tempo (?:lo )?dirà(?: [^.!?]{1,60})?|Il meglio deve ancora venire|(?:Questo )?[Èè] solo l${A}inizio(?: [^.!?]{1,60})?|Il viaggio è appena (?:iniziato|cominciato))[.!]$`,
      ),
    },
  ],
  leftoverOpeners: [
    {
      family: "knowledge-cutoff",
      // Set 26: a self-reference before a dated cutoff note ("Come modello linguistico, non posso vedere i libri, e l'ultimo aggiornamento delle
      // mie conoscenze risale al 2024: …") goes; the note stays for the rewrite below (the whole sentence went, and the date with it)
      pattern: re(
        raw`^(?:In quanto|Come) (?:un${A}|una )?(?:IA|intelligenza artificiale|modello (?:di linguaggio|linguistico)|assistente virtuale),? [^.!?:;]{1,160}?,? e (?=l${A}ultimo aggiornamento delle mie conoscenze |le mie conoscenze |i miei dati )`,
      ),
    },
    {
      family: "knowledge-cutoff",
      // Set 18: "Come modello linguistico, non posso fornire consulenza legale: per casi particolari, si rivolga a un'agenzia." -> "Per casi particolari, si rivolga a un'agenzia."
      pattern: re(
        raw`^(?:In quanto|Come) (?:un${A}|una )?(?:IA|intelligenza artificiale|modello (?:di linguaggio|linguistico)|assistente virtuale),? [^.!?:;]{1,120}[:;]\s+${REFERRAL}`,
      ),
    },
    {
      family: "knowledge-cutoff",
      // "Come modello linguistico, inoltre, non posso sostituire il parere di un consulente del lavoro." -> "Inoltre, non posso sostituire il parere …"
      // (the lexicon then cuts "Inoltre,"): the referral is advice, only the self-reference goes
      pattern: re(
        raw`^(?:In quanto|Come) (?:un${A}|una )?(?:IA|intelligenza artificiale|modello (?:di linguaggio|linguistico)|assistente virtuale),?\s+${REFERRAL}`,
      ),
    },
    {
      family: "knowledge-cutoff",
      // "Come modello linguistico, non posso darti una consulenza, quindi ti consiglio di chiedere il PIES a tre banche." -> "Ti consiglio di chiedere il PIES a tre banche."
      pattern: re(
        raw`^(?:(?:In quanto|Come) (?:un${A}|una )?(?:IA|intelligenza artificiale|modello (?:di linguaggio|linguistico)|assistente virtuale|\p{Co})|\p{Co}(?=,? (?:io )?non (?:ho|posso|sono in grado)))(?!,? (?:io )?non posso ${CHECK}),? [^.!?]{0,160}?(?=${ADVICE})(?:,? (?:quindi|perciò|per questo|ma|però|dunque) )?`,
      ),
    },
    {
      family: "knowledge-cutoff",
      pattern: re(
        raw`^(?:Secondo|In base a(?:lle)?) (?:le )?mie (?:ultime )?(?:conoscenze|informazioni)(?:,? (?:aggiornat[ei]|disponibili|risalent[ei]))?,\s+(?!(?:aggiornat|disponibil|risalent))`,
      ),
    },
    {
      family: "chatbot-signoff",
      // "Spero che questa guida ti sia utile: puoi scriverci a info@… se hai altri dubbi!" -> "Puoi scriverci a info@… se hai altri dubbi!"
      pattern: re(
        raw`^Sper(?:o|iamo) (?:che (?:quest[oaie]|ciò|quest${A}\p{L}+)(?: \p{L}+){0,2} (?:ti|vi|le|gli) (?:sia|siano|sarà|saranno|possa|possano) (?:stat[oaie] |essere |tornare )?(?:utile|utili|d${A}aiuto|di aiuto)|di (?:esserti|esservi|esserle) stat[oai] (?:utile|utili|d${A}aiuto))\s*[:;—–-]\s+(?=\p{L})`,
      ),
    },
    { family: "chatbot-opener", pattern: re(raw`^(?:Certo|Certamente|Assolutamente|Con piacere)[,!]\s+(?=Ecco |Ti |Vi |Posso )`) },
    {
      family: "signposting",
      pattern: re(raw`^(?:Detto (?:questo|ciò)|Ciò detto|Fatta questa premessa|Con questo in mente|Tenendo (?:questo|ciò) a mente)(?:,|\s[—–])\s+`),
    },
    {
      family: "sycophancy",
      // not before "e"/"ma" ("Ottima domanda, e soprattutto molto comune!" would leave "E soprattutto molto comune!"): see the rewrites
      // set 28: nor before a tag that ends the sentence ("Ottima domanda, davvero!" left "Davvero!"): the sentence goes whole (leftovers) or stays
      pattern: re(
        raw`^(?:(?:Che )?(?:Ottima|Bella|Buona|Eccellente) domanda|Hai (?:perfettamente |assolutamente )?ragione)(?:[,!]| ?[-—–]| ?\p{Extended_Pictographic}+)(?:\s*[\p{Extended_Pictographic}\uFE0F]+)?\s+(?!(?:e|ed|ma|anzi)${E}|[\p{L}'’]+(?: [\p{L}'’]+)?[.!?]+\s*[\p{Extended_Pictographic}\uFE0F]*$)`,
      ),
    },
    {
      family: "persuasive-trope",
      pattern: re(raw`^(?:In fondo|Siamo (?:onesti|sinceri|chiari)|Diciamocelo|Parliamoci chiaro|In sostanza|Alla fine dei conti)(?:,|:)\s+`),
    },
    { family: "persuasive-trope", pattern: re(raw`^La verità è che\s+(?=\p{L})`) },
  ],
  // Set 26: not ", contribuendo a" (it names an aim, "contribuendo a restituire alla città un patrimonio vivo", a claim that went with the tail)
  significanceTail: re(
    raw`,\s+(?:così\s+)?(?:sottolineando|evidenziando|testimoniando|riflettendo|rafforzando|consolidando|dimostrando|confermando|segnando|simboleggiando|il che (?:sottolinea|evidenzia|testimonia|riflette|dimostra|conferma|rafforza))\s+(?:[\p{L}'’-]+\s+){0,4}?(?:(?:l${A})?${SIGNIFICANCE}|(?<=(?:rafforzando|consolidando)\s+(?:[\p{L}'’-]+\s+){0,4}?)legam[ei])${E}[^,;:—–.!?]*([.!]?)$`,
  ),
  rewrites: [
    // Set 27: "Ecco" goes only before a list's colon ("Ecco i premi 2027 della Sua polizza." left a verbless sentence)
    { family: "chatbot-opener", pattern: re(raw`^Ecco (?=(?:alcun[ie]|qualche|i|le|gli|dei|delle|degli|cinque|tre|dieci) [^.!?]*:$)`), replace: "" },
    {
      family: "knowledge-cutoff",
      // Set 21: the date stays ("Secondo le mie ultime informazioni, aggiornate a inizio 2024, X" lost it) -> "Secondo i dati aggiornati a inizio 2024, X"
      pattern: re(
        raw`^(?:Secondo|In base a(?:lle)?) (?:le )?mie (?:ultime )?(?:conoscenze|informazioni),? (?:(?:aggiornat[ei]|disponibili|risalent[ei]) )?((?:fino )?(?:a|al|alla|all${A})\s?[^,]{1,30}),\s+(\p{Ll}[^]{0,300}?)([.!?:]?)$`,
      ),
      // set 22: "Secondo i dati aggiornati a …" made the cutoff a source backing the claim: the date goes in brackets at the end
      replace: "$2 (informazioni aggiornate $1)$3",
    },
    {
      family: "knowledge-cutoff",
      // "Tieni presente che le mie conoscenze si fermano a maggio 2023, quindi X" / "P.S. Tieni conto che i miei dati risalgono a …: X" -> "I dati sono
      // aggiornati a maggio 2023: X" (the date stays, the first person goes)
      pattern: re(
        raw`^(P\.S\. )?(?:Premessa doverosa: )?(?:T\p{L}+ (?:presente|conto) che )?(?:le mie conoscenze|i miei dati|l${A}(?:ultimo )?aggiornamento delle mie conoscenze) (?:si ferm\p{L}+|risal\p{L}+) (?:fino )?(a |al |alla |all${A})([^,:;]{1,30}?)(?:, (?:quindi|perciò|per cui)|:)\s+(?=\p{L})`,
      ),
      // set 26: also "Premessa doverosa: l'aggiornamento delle mie conoscenze si ferma all'inizio del 2024, quindi …"
      replace: "$1I dati sono aggiornati $2$3: ",
    },
    {
      family: "knowledge-cutoff",
      // Set 21: what the AI cannot check is what the advice is for ("Come modello linguistico, non posso verificare X né Y; per questo Le consiglio…"
      // lost X): "Per verificare X o Y, Le consiglio…"
      pattern: re(
        raw`^(?:In quanto|Come) (?:un${A}|una )?(?:IA|intelligenza artificiale|modello (?:di linguaggio|linguistico)|assistente virtuale),? (?:io )?non posso ${CHECK}([^.!?;:]{1,120}?)\s*[;,:]?\s*(?:quindi|perciò|per questo|dunque) (?=(?:ti|vi|le|gli|\p{Co}) (?:consiglio|suggerisco|raccomando)${E})`,
      ),
      replace: (_m, verb, what) => `Per ${verb} ${what.trim().replace(/ né /gu, " o ")}, `,
    },
    {
      family: "sycophancy",
      // "Ottima domanda, e soprattutto molto comune!" -> "È una domanda molto comune!" (the praise goes, what it says of the question stays)
      pattern: re(
        raw`^(?:Ottima|Bella|Buona|Eccellente|Splendida|Interessante) domanda, (?:e|ed) (?:soprattutto |anche |per di più |tra l${A}altro )?((?:molto |davvero |assai |piuttosto |anche )?(?:comune|frequente|diffusa|ricorrente|legittima|sensata|utile|importante|delicata|complessa|pratica|concreta))([.!])$`,
      ),
      replace: raw`È una domanda $1$2`,
    },
    {
      family: "excess-vocabulary",
      // "È fondamentale saper nuotare" / "è fondamentale inviare la comunicazione entro…": a requirement stays one ("necessario"), never "importante"
      pattern: re(
        raw`${B}((?:è|era|sarà|sarebbe|resta|rimane|diventa|risulta)(?: dunque| quindi| perciò)?) fondamentale (?=(?!(?:notare|sottolineare|ricordare|evidenziare|considerare|menzionare|precisare|tenere presente|comprendere|capire|osservare)${E})\p{L}{2,}(?:are|ere|ire|rre|ar|er|ir)(?:lo|la|li|le|ne|si|ci|vi|mi|ti|gli)?${E}|che${E})`,
      ),
      replace: "$1 necessario ",
    },
    {
      family: "puffery-significance",
      // "contribuendo a una maggiore regolarità e a una sazietà più duratura" -> "favorendo una maggiore regolarità e una sazietà …"
      // (the lexicon's "favorendo" takes a direct object: the coordination's second "a" must go too)
      pattern: re(
        raw`${B}contribuendo (a (?:un|una|uno) |a un${A}|al |allo |alla |ai |agli |alle |all${A})([^,;:.!?—–]{1,80}?) e ((?:al tempo stesso|allo stesso tempo|nello stesso tempo|anche|soprattutto|in particolare),? )?(a (?:un|una|uno) |a un${A}|al |allo |alla |ai |agli |alle |all${A})(?!(?:tempo stesso|contempo|momento|fine|punto|più|meno|massimo|minimo|meglio|limite)${E})`,
      ),
      replace: (_m: string, first: string, what: string, aside: string, second: string) =>
        `favorendo ${directObject(first)}${what} e ${aside}${directObject(second)}`,
    },
    {
      family: "significance-inflation",
      // "L'alimentazione svolge un ruolo cruciale: tarassaco, piantaggine…" (a list, no infinitive) -> "conta molto:"
      pattern:
        /(?<![\p{L}])(?:svolg|h)(e|a|ono|anno) un ruolo (?:cruciale|fondamentale|chiave|essenziale|centrale|importante):\s+(?!\p{L}+(?:[aei]r(?:e|si))(?![\p{L}]))(?=\p{L})/u,
      replace: (_m: string, t: string) => `conta${t.length > 1 ? "no" : ""} molto: `,
    },
    {
      family: "knowledge-cutoff",
      // Round 9: a cutoff clause before real advice: "Poiché i miei dati risalgono a qualche mese fa, Le consiglio di verificare le
      // aliquote." -> "Le consiglio di verificare le aliquote." (the advice stays; the clause has no fact of its own)
      pattern: re(
        raw`^(?:Poiché|Dato che|Visto che|Siccome) (?:l${A}ultimo aggiornamento delle mie conoscenze|il mio ultimo aggiornamento|le mie conoscenze|le mie informazioni|i miei dati) (?:risal(?:e|gono)|si ferma(?:no)?|arriva(?:no)?) (?:a|al|alla|all${A}|ad) (?:qualche|alcuni|pochi) (?:mese|mesi|settimana|settimane|tempo)(?: fa)?,\s+(\p{L}|\p{Co})`,
      ),
      replace: (_m, first: string) => first.toUpperCase(),
    },
    {
      family: "knowledge-cutoff",
      // "Poiché il quadro è in movimento e l'ultimo aggiornamento delle mie conoscenze potrebbe non riflettere le regole attuali, Le consiglio …"
      // -> "Poiché il quadro è in movimento, Le consiglio …" (the assistant's cutoff note inside a clause goes, the advice stays)
      pattern: re(
        raw`([,;])? (?:e|ma|anche perché|perché|poiché|dato che|visto che) (?:l${A}ultimo aggiornamento delle mie conoscenze|il mio ultimo aggiornamento|l${A}ultimo aggiornamento dei miei dati|le mie conoscenze|le mie informazioni|i miei dati) (?:potrebbe|potrebbero|può|possono|potrebbe anche|potrebbero anche) non (?:riflettere|includere|comprendere|considerare|tenere conto d[ei]\p{L}*|essere aggiornat[oaie])${E}[^,;:.!?]{0,80}(?:(,)(?=\s)|(?=[;.!?]))`,
      ),
      // "…ogni anno; poiché … recente, Le consiglio" -> "…ogni anno; Le consiglio" (one mark left where the clause was)
      replace: (_m: string, lead: string, trail: string) => (trail ? lead || "," : ""),
    },
    {
      family: "chatbot-opener",
      // "…: esploriamo insieme i punti principali." / "—vediamo insieme come fare." -> "…." (an announcement closing the sentence)
      pattern: re(
        raw`\s*[:;,—–]\s*(?:esploriamo|vediamo|analizziamo|scopriamo|approfondiamo|guardiamo|capiamo) (?:insieme |subito |meglio |allora )?(?:i punti principali|gli aspetti principali|i dettagli|le opzioni|le differenze|i pro e i contro|come (?:fare|organizzarti|organizzarsi|procedere|funziona)|cosa (?:fare|sapere|considerare)|di cosa si tratta|nel dettaglio)[^.!?\p{N}\p{Co}]{0,40}(?=[.!]$)`,
      ),
      replace: () => "",
    },
    {
      family: "signposting",
      // "Esploriamo insieme le novità della versione 4.2 di MuoviBus, …" -> "Vediamo le novità …" (a bare "Esploriamo insieme …" sentence is a leftover, dropped whole)
      pattern: re(raw`^Esploriamo(?: insieme)?(?:,? passo dopo passo,?)?(?= \p{L})`),
      replace: "Vediamo",
    },
    {
      family: "negative-parallelism",
      // Set 18: an indefinite foil before a verb ("Il permesso non è soltanto un pezzo di carta: rappresenta la Sua tutela") goes:
      // "è un pezzo di carta, ma rappresenta" asserted the belittled foil -> "Il permesso rappresenta la Sua tutela"
      pattern: re(
        raw`^([^,;:.!?—–]{1,60}?) non (?:è|sono|era|erano) (?:solo|soltanto|semplicemente|solamente) (?:un|una|uno|un${A})[^,;:.!?—–]{1,80}?\s*:\s*(?!ma${E}|(?:è|sono|era|erano|non)${E}|${SUBJECT_START}|si${E})(?=\p{Ll})`,
      ),
      needs: " non ",
      replace: "$1 ",
    },
    {
      family: "negative-parallelism",
      // "La manutenzione della facciata non è solo una questione estetica: svolge un ruolo …" -> "La manutenzione della facciata è una questione estetica, ma svolge un ruolo …"
      pattern: re(
        raw`^((?:(?:In questo contesto|Inoltre|Tuttavia|Oggi|Quindi|Dunque), )?[^,;:.!?—–]{1,60}?) non (è|sono|era|erano) (?:solo|soltanto|semplicemente|solamente) ([^,;:.!?—–]{1,80}?)\s*:\s*(?!ma${E}|(?:è|sono|era|erano)${E})(\p{Ll})`,
      ),
      replace: "$1 $2 $3, ma $4",
    },
    {
      family: "negative-parallelism",
      // "L'officina non è un semplice deposito: è il posto dove …" -> "L'officina è il posto dove …" (set 16: not "è un deposito, ma anche",
      // which asserts the belittled foil: the foil goes, nothing else)
      pattern: re(
        raw`^([^,;:.!?—–]{1,60}?) non (è|sono|era|erano) (un|una|uno) (?:semplice|mero|mera|banale) ([^,;:.!?—–]{1,60}?)\s*:\s*(?:è|sono|era|erano) (?:anche )?(?=\p{L})`,
      ),
      needs: " non ",
      replace: "$1 $2 ",
    },
    {
      family: "negative-parallelism",
      // "Inoltre — e non è poco — ogni iscritto riceve …" -> "In più — e non è poco — ogni iscritto riceve …" (the aside needs its head)
      pattern: re(raw`^(?:Inoltre|In aggiunta|Per di più|Oltre a ciò),? (?=[—–] )`),
      replace: raw`In più `,
    },
    {
      family: "stock-phrase",
      // set 22: a verbless list summed up after a dash ("Comfort, stabilità e prezzo — questi sono i criteri") -> "Comfort, stabilità e
      // prezzo sono i criteri" (a full stop at the dash left the list a fragment)
      pattern: re(raw`^([\p{L}'’ ]{1,30}(?:, [\p{L}'’ ]{1,30})+ e [\p{L}'’ ]{1,30}) [—–] quest[ie] sono (?=\p{L})`),
      replace: "$1 sono ",
    },
    {
      family: "negative-parallelism",
      // "Non si tratta solo di confrontare i prezzi: controlla …" -> "Oltre a confrontare i prezzi, controlla …" (an infinitive; not before
      // a clause with its own subject, "…: il nostro obiettivo è…", where the infinitive would lose its subject)
      pattern: re(
        raw`^Non si tratta (?:solo|soltanto|semplicemente|solamente) di (\p{L}+(?:[aei]r(?:e|si|lo|la|li|le|ne|ci|ti|mi)|rre))${E}([^,;:.!?—–]{0,80}?)\s*[:;—–]\s*(?!ma${E}|si tratta${E}|${SUBJECT_START}|${COPULA})(?=\S)`,
      ),
      replace: (_m, verb, rest) => `Oltre ${/^[aeiouà-ú]/iu.test(verb) ? "ad" : "a"} ${verb}${rest}, `,
    },
    {
      family: "negative-parallelism",
      // "Non si tratta solo di un aggiornamento tecnico: MuoviBari entra …" -> "Va oltre un aggiornamento tecnico: MuoviBari entra …"
      // Set 24: never before a second "si tratta di" ("Va oltre un alloggio: si tratta di vivere…" was no idiom): that sentence stays
      pattern: re(
        raw`^Non si tratta (?:solo|soltanto|semplicemente|solamente) di ((?:un|una|uno) [^,;:.!?—–]{1,80}?|un${A}[^,;:.!?—–]{1,80}?)\s*:\s*(?!ma${E}|si tratta${E}|${COPULA})(?=\S)`,
      ),
      replace: (_m, what) => `Va oltre ${what}: `,
    },
    {
      family: "knowledge-cutoff",
      // "**Nota:** come modello linguistico, non ho accesso alla rete." -> "**Nota:** non ho accesso alla rete." (the label stays; a plain sentence of this kind is a leftover, dropped whole)
      pattern: re(
        raw`^([^.!?,]{1,30}?:[\p{Co}*]{0,3}\s*)(?:(?:come|in quanto) (?:un${A}|una )?(?:IA|intelligenza artificiale|modello (?:di linguaggio|linguistico)|assistente virtuale)),\s+`,
      ),
      replace: "$1",
    },
    {
      family: "section-summary",
      // A bold summary label ("**In sintesi:** mangia" -> "**Sintesi:** mangia"): the label becomes a plain noun, its bold marks stay.
      // Round 9: also after an emoji ("**✅ In sintesi:**" -> "**✅ Sintesi:**", not an empty "**✅**").
      // Set 11: a bare "**Sintesi**:" read as a heading cut short; the label says what it is for: "**Da ricordare**:"
      // Set 15: a plain label before text ("**In sintesi:** più vicini, meno sconosciuti.") is cut with its marks by the lexicon (a
      // "Da ricordare:" there is the same summary sign, and it repeated a "da ricordare" of the text above).
      pattern: re(raw`^([\p{Co}*]{1,3}(\p{Extended_Pictographic}\uFE0F? )?)In (?:sintesi|conclusione)(?=[\p{Co}*:])(?=(:[\p{Co}*]{1,3}\s+\S)?)`),
      replace: (m, bold, emoji, labelBeforeText) => (labelBeforeText && !emoji ? m : `${bold}Da ricordare`),
    },
    {
      family: "chatbot-opener",
      // "Ciao a tutti, spero che stiate tutti bene!" -> "Ciao a tutti!"; "Gentili clienti, speriamo che stiate bene." -> "Gentili clienti,"
      pattern: re(
        `^([^.!?,;:]{1,60}), sper(?:o|iamo) che (?:stiate|stia|stiano|tu stia|vi stiate|ti stia|stiate tutti|stiate tutte) (?:tutti |tutte )?(?:bene|alla grande|in salute)([.!])$`,
      ),
      replace: (_m, greeting: string, stop: string) => (stop === "!" ? `${greeting}!` : `${greeting},`),
    },
    {
      family: "chatbot-opener",
      // "spero che stiate tutti bene e che il trimestre sia andato bene." -> "spero che il trimestre sia andato bene."
      pattern: re(`^(Sper(?:o|iamo)) che (?:stiate|stia|tu stia|vi stiate) (?:tutti |tutte )?bene,? e che `),
      replace: (_m, spero) => `${spero} che `,
    },
    {
      family: "chatbot-opener",
      // "Care lettrici e cari lettori, spero che stiate tutti bene e che le feste …" -> "Care lettrici e cari lettori, spero che le feste …" (the greeting stays)
      pattern: re(`^([^.!?,;:]{1,60}, sper(?:o|iamo)) che (?:stiate|stia|tu stia|vi stiate) (?:tutti |tutte )?bene,? e che `),
      replace: "$1 che ",
    },
    {
      family: "chatbot-opener",
      // "Care volontarie e cari volontari, spero che stiate tutti bene e vi do il benvenuto …" -> "Care volontarie e cari volontari, vi do il benvenuto …";
      // "Spero che questa e-mail ti trovi bene e ti scrivo per …" -> "Ti scrivo per …" (the greeting's tail is a real sentence).
      pattern: re(
        raw`^((?:[^.!?,;:]{1,60}, )?)([Ss])pero che (?:(?:stiate|stia|stiano|tu stia|vi stiate|ti stia) (?:tutti |tutte )?(?:bene|alla grande)|(?:questa|la presente|questo|il presente) (?:e-?mail|mail|lettera|messaggio|newsletter) (?:vi|ti|la|le) trovi (?:bene|in salute))(?: e in salute)?,? e (?!che )(\p{L})`,
      ),
      // A greeting line that ends with a comma ("Care volontarie e cari volontari,") is followed by a lower-case "spero": the case stays.
      replace: (_m, before: string, s: string, next: string) => (before ? `${before}${next}` : s === "S" ? next.toUpperCase() : next),
    },
    {
      family: "knowledge-cutoff",
      // "Secondo le mie ultime informazioni, che risalgono all'ultimo aggiornamento delle mie conoscenze (inizio 2025), la BCE …" -> "A inizio 2025, la BCE …"
      pattern: re(
        raw`^(?:(?:Secondo|In base a(?:lle)?) (?:le )?mie (?:ultime )?(?:conoscenze|informazioni),? )?[Cc]he risal(?:e|gono) (?:all${A}ultimo aggiornamento delle mie conoscenze|al mio ultimo aggiornamento|all${A}ultimo aggiornamento dei miei dati|alla mia ultima data di aggiornamento) \(([^()]{1,30})\),\s+(?=\S)`,
      ),
      replace: (_m, when: string) => {
        const w = when.trim();
        const lead = /^(?:\d{4}|\p{Co})$/u.test(w) ? "Nel " : /^(?:a|al|alla|all'|nel|nella|fino|prima|dopo|entro|verso)\b/iu.test(w) ? "" : "A ";
        const out = `${lead}${w}`;
        return `${out.charAt(0).toUpperCase()}${out.slice(1)}, `;
      },
    },
    {
      family: "chatbot-signoff",
      // "non esitare a scriverci … oppure a usare la chat" -> (the lexicon: "puoi scriverci …") "… oppure usare la chat"
      pattern: re(raw`${B}(non (?:esitare|esitate|esiti) a [^.!?]{1,160}? (?:o|oppure|e)) ad? (?=\p{L})`),
      replace: "$1 ",
    },
    {
      family: "chatbot-signoff",
      // "Raccontamelo nei commenti, e spero che questo ti sia utile!" -> "Raccontamelo nei commenti!" (a sign-off tacked onto a real sentence)
      pattern: re(
        raw`,? e spero (?:che (?:questo|questa guida|questo articolo|ciò|queste informazioni|questi consigli|queste indicazioni) (?:ti|vi|le) (?:sia|siano) (?:stat[oaie] )?(?:utile|utili|d${A}aiuto)|di (?:esserti|esservi|esserle) stat[oa] (?:utile|d${A}aiuto))(?=[.!])`,
      ),
      replace: "",
    },
    {
      family: "knowledge-cutoff",
      // "Secondo le mie ultime informazioni, che risalgono all'ultimo aggiornamento delle mie conoscenze a inizio 2025, le regole …" -> "A inizio 2025, le regole …"
      // (also when the opener was cut first and "Che risalgono …" is left)
      pattern: re(
        raw`^(?:(?:Secondo|In base a(?:lle)?) (?:le )?mie (?:ultime )?(?:conoscenze|informazioni),? )?[Cc]he risal(?:e|gono) (?:all${A}ultimo aggiornamento delle mie conoscenze|al mio ultimo aggiornamento|all${A}ultimo aggiornamento dei miei dati) ((?:a|ad|al|alla|ai|alle|agli|all${A}|a fine|a metà|nel|nella|di|del|della|dell${A}) ?[^,;:.!?]{1,30}),\s+(?=\S)`,
      ),
      replace: (_m, when) => `${when.charAt(0).toUpperCase()}${when.slice(1)}, `,
    },
    {
      family: "knowledge-cutoff",
      // "… cambiate dopo l'ultimo aggiornamento delle mie conoscenze, risalente all'inizio del 2025." -> "… cambiate dopo l'inizio del 2025."
      pattern: re(
        `${B}(dopo|prima de(?:l|ll${A}|lla)?) (?:l${A}ultimo aggiornamento delle mie conoscenze|il mio ultimo aggiornamento|l${A}ultimo aggiornamento dei miei dati),? (?:risalente|che risale|aggiornat[oe]) (a |al |alla |ai |alle |agli |all${A})(?=[^.!?]{1,40})`,
      ),
      replace: (_m, when, prep) => {
        const article: Record<string, string> = { "a ": "", "al ": "il ", "alla ": "la ", "ai ": "i ", "alle ": "le ", "agli ": "gli " };
        const p = prep.toLowerCase();
        const art = article[p] ?? "l'";
        return when.toLowerCase() === "dopo" ? `dopo ${art}` : `${when} ${art}`;
      },
    },
    {
      family: "negative-parallelism",
      // "è molto più di un semplice strumento" -> "è più di uno strumento" (the article follows the noun).
      pattern: re(raw`(?<=[\p{L}\p{Co}]:? )(?:molto )?più (di|che) (un|una|uno) (?:semplice|mero|mera|banale) (\p{L}+)`),
      replace: (_m, prep, art, noun) => raw`più ${prep} ${itArticle(art, noun)}${noun}`,
    },
    {
      family: "didactic-disclaimer",
      // "È importante sottolineare che X e che Y." -> "…che X, e Y." (the lexicon then cuts the disclaimer).
      pattern: re(
        raw`^((?:[^.!?]{1,60} [—–] )?(?:È|Vale la pena|Va|Occorre|Bisogna|Giova) [^,;:.!?]{0,40}?${B}(?:notare|sottolineare|ricordare|evidenziare|precisare|osservare|menzionare|sottolineato|ricordato|notato|precisato|detto) che [^;:.!?]{1,200}?),? e che `,
      ),
      replace: "$1, e ",
    },
    {
      family: "knowledge-cutoff",
      // "Secondo le mie ultime informazioni (il mio ultimo aggiornamento risale all'inizio del 2024), X." -> "All'inizio del 2024, X."
      pattern: re(
        raw`^(?:(?:Va|È|Occorre|Bisogna|Vale la pena) [^,;:.!?]{0,40}? che,? )?(?:Secondo|In base a(?:lle)?) (?:le )?mie (?:ultime )?(?:conoscenze|informazioni) \((?:l${A}ultimo aggiornamento delle mie conoscenze|il mio ultimo aggiornamento|le mie conoscenze|i miei dati)${E}[^()]{0,20}? risal(?:e|gono) (a |al |alla |ai |alle |agli |all${A})([^()]{1,40})\),\s+(\S[^]*)$`,
      ),
      replace: (_m, prep, when, rest) => `${prep}${when}, ${rest}`,
    },
    {
      family: "negative-parallelism",
      // "Più di una semplice macchina, X rappresenta un omaggio." -> "X è una macchina e un omaggio."
      pattern: re(
        raw`^Più (?:di|che) (un|una|uno) (?:semplice|mero|mera|banale) ([^,;:.!?—–]{1,60}), ([^,;:.!?—–]{1,60}?) (?:è|rappresenta|diventa|costituisce|si rivela|si conferma|si pone come|si configura come|si afferma come|si propone come) (?:anche )?([^;:!?—–]{1,200}?)([.!])$`,
      ),
      // set 22: the foil goes ("L'impianto è una piscina e un luogo d'incontro" said the obvious); a fact in it, or after a name (what "Aurora" is), stays
      replace: (_m, art, noun, subject, rest, stop) =>
        raw`${subject} è ${foil(itArticle(art, noun) + noun, /^\p{Co}/u.test(subject) ? "anche" : "")}${rest}${stop}`,
    },
    {
      family: "negative-parallelism",
      // "Più di una semplice raccolta di ricette, è un viaggio nella memoria." -> "È una raccolta di ricette e un viaggio nella memoria."
      pattern: re(
        raw`^Più (?:di|che) (un|una|uno) (?:semplice|mero|mera|banale) ([^,;:.!?—–]{1,60}), (è|sono|era|erano|sarà|saranno) (?:anche )?([^;:!?—–]{1,200}?)([.!])$`,
      ),
      replace: (_m, art, noun, verb, rest, stop) => `${verb.charAt(0).toUpperCase()}${verb.slice(1)} ${itArticle(art, noun)}${noun} e ${rest}${stop}`,
    },
    {
      family: "negative-parallelism",
      // Round 9: the formula alone as a bold heading ("**Più di una semplice tazzina**") -> "**Più di una tazzina**"
      pattern: re(raw`^([\p{Co}*_]{0,3})Più (di|che) (un|una|uno) (?:semplice|mero|mera|banale) (\p{L}+)(?=[\p{Co}*_]{0,3}$)`),
      replace: (_m, bold, prep, art, noun) => raw`${bold}Più ${prep} ${itArticle(art, noun)}${noun}`,
    },
    {
      family: "negative-parallelism",
      // Round 9: ", non solo il prezzo di listino." closing a sentence -> ", oltre al prezzo di listino." (the article joins "a")
      // Set 24: the article is a word of its own (the "i" of "in cucina" was read as one: "oltre ai n cucina"), and a "ma anche" after it
      // keeps the sentence ("non solo in sala ma anche in camera" has no article to join)
      pattern: re(raw`, non (?:solo|soltanto|solamente) (il |lo |la |i |gli |le |l${A})((?:(?! ma )[^,;:.!?—–]){1,60})([.!])$`),
      replace: (_m, art: string, rest: string, stop: string) => {
        const joined: Record<string, string> = { il: "al ", lo: "allo ", la: "alla ", i: "ai ", gli: "agli ", le: "alle " };
        return `, oltre ${joined[art.trim().toLowerCase()] ?? "all'"}${rest}${stop}`;
      },
    },
    {
      family: "negative-parallelism",
      // Round 9: any other sentence after the formula ("Più di una semplice scuola, vuole essere un luogo d'incontro." /
      // "Più che una semplice ristrutturazione, l'intervento — … — è una tappa.") -> "Oltre a essere una scuola, …"
      // Set 28: not before an indefinite noun phrase, a verbless parallel ("Più che un semplice prelievo, un gesto di vicinanza:"
      // -> "Oltre a essere un prelievo, un gesto…" had no verb for "essere"): the sign stays
      pattern: re(raw`^Più (?:di|che) (un|una|uno) (?:semplice|mero|mera|banale) ([^,;:.!?—–]{1,60}), (?=\p{L})(?!un[oa]?${E}|un${A})`),
      replace: (_m, art, noun) => `Oltre a essere ${itArticle(art, noun)}${noun}, `,
    },
    {
      family: "negative-parallelism",
      // "Non solo una cena, ma un vero viaggio." -> "Una cena che è un vero viaggio."
      pattern: re(
        raw`^Non (?:solo|soltanto|semplicemente) (una |uno |un |il |la |lo |un${A}|l${A})([^,;:.!?—–]{1,60}),? ma (?:anche |pure )?((?:un|una|uno|il|la|lo)\s[^;:!?—–]{1,160}?|(?:un|l)${A}[^;:!?—–]{1,160}?)([.!])$`,
      ),
      replace: (_m, art, noun, rest, stop) => raw`${art}${noun} che è ${rest}${stop}`,
    },
    {
      family: "negative-parallelism",
      // "Non si tratta solo di una questione economica." -> "È più di una questione economica."
      pattern: re(raw`^Non si tratta (?:solo|soltanto|semplicemente|solamente) (di|del|della|dello|dei|delle|degli|dell${A})\s?([^,;:.!?—–]{1,80})([.!])$`),
      replace: (_m, prep, rest, stop) => {
        const article: Record<string, string> = { del: "il ", della: "la ", dello: "lo ", dei: "i ", delle: "le ", degli: "gli " };
        const p = prep.toLowerCase();
        // "di" + an infinitive or a bare noun ("Non si tratta solo di scambiarsi informazioni.") has no rewrite: "È più che scambiarsi…" lacks a subject
        if (p === "di") return /^(?:un|una|uno)\s|^un['’]/iu.test(rest) ? raw`È più di ${rest}${stop}` : _m;
        if (p.startsWith("dell") && p.length === 5) return raw`È più che l'${rest}${stop}`;
        return raw`È più che ${article[p] ?? ""}${rest}${stop}`;
      },
    },
    {
      family: "negative-parallelism",
      pattern: re(
        raw`^Non (è|sono|era|erano) (?:solo|soltanto|semplicemente|solamente) ([^,;:.!?—–]{1,80}?)\s*[,;:—–]\s*(ma (?:anche )?|(?:è|sono|era|erano) (?:anche )?)([^;:!?—–]{1,160}?)([.!])$`,
      ),
      // Set 25: with no subject a dropped X left "È Y" dangling ("È una questione di energia" lost the posture): X follows as "non solo X"
      replace: (_m, v, x, c, y, stop) => (foil(x, c) ? `${v} ${foil(x, c)}${y}${stop}` : `${v} ${y}, non solo ${x}${stop}`),
    },
    {
      family: "negative-parallelism",
      pattern: re(
        raw`^((?:(?:In definitiva|In conclusione|In sintesi|Per concludere|Inoltre|Insomma|Alla fine|In fondo|Tuttavia|Quindi|Dunque|Eppure|Oggi|In questo contesto|In quest${A}ottica|In questo senso|Di conseguenza|Per questo), )?[^,;:.!?—–]{1,60}?) non (è|sono|era|erano) (?:solo|soltanto|semplicemente|solamente) ([^,;:.!?—–]{1,80}?)\s*[,;:—–]\s*(ma (?:anche )?|(?:è|sono|era|erano) (?:anche )?)([^;:!?—–]{1,160}?)([.!])$`,
      ),
      replace: (_m, s, v, x, c, y, stop) => `${s} ${v} ${foil(x, c)}${y}${stop}`,
    },
    { family: "negative-parallelism", pattern: /^Non (?:solo|soltanto) ([^,;:.!?—–]{1,60}?),? ma (?:anche|pure) ([^,;:.!?—–]{1,60})/u, replace: "$1 e $2" },
    {
      family: "negative-parallelism",
      // "Non si tratta solo di vendere, ma di ascoltare." (a correction) -> "Si tratta di ascoltare più che di vendere."
      pattern: re(
        raw`^(?:(?:È|Vale (?:anche )?la pena|Va|Occorre|Bisogna|Giova) [^,;:.!?]{0,40}? che,? )?Non si tratta (?:solo|soltanto|semplicemente|solamente) (d[\p{L}]{0,4}${A}?\s?[^,;:.!?—–]{1,80}?)\s*,\s*ma (?!anche |pure )(d[\p{L}]{0,4}${A}?\s?[^,;:!?—–]{1,120}?)([.!])$`,
      ),
      // set 22: "Si tratta di Y più che di X" hung X on Y's last clause ("un capo che parli di Lei più che di controllare"): X goes first
      replace: (_m, x, y, stop) => piuChe(x, y, stop),
    },
    {
      family: "negative-parallelism",
      pattern: re(
        raw`^(?:(?:È|Vale (?:anche )?la pena|Va|Occorre|Bisogna|Giova) [^,;:.!?]{0,40}? che,? )?Non si tratta (?:solo|soltanto|semplicemente|solamente) (d[\p{L}]{0,4}${A}?\s?[^,;:.!?—–]{1,80}?)\s*[,;:—–]\s*(ma (?:anche )?|si tratta (?:anche )?)(d[\p{L}]{0,4}${A}?\s?[^;:!?—–]{1,160}?)([.!])$`,
      ),
      // set 21: "…: si tratta di Y" (no "anche") corrects X: "Si tratta di Y più che di X" ("Si tratta di X e di Y" endorsed X)
      replace: (_m, x, c, y, stop) => (c.startsWith("si") && !c.includes("anche") ? piuChe(x, y, stop) : `Si tratta ${x} e ${y}${stop}`),
    },
    {
      family: "negative-parallelism",
      pattern: /(?<=[\p{L}\p{Co}]:? )non (?:solo|soltanto) ([^,;:.!?—–]{1,60}?),? ma (?:anche|pure) ([^,;:.!?—–]{1,60})/u,
      replace: "$1 e $2",
    },
    {
      family: "negative-parallelism",
      // "un ritiro che non è solo una vacanza, ma anche un vero percorso" -> "che è una vacanza e anche un vero percorso"
      pattern: /(?<=[\p{L}\p{Co}] )non (è|sono|era|erano|sarà|saranno) (?:solo|soltanto|solamente) ([^,;:.!?—–]{1,80}?),? ma (?:anche|pure) (?=([^.;!?]*))/u,
      replace: (_m: string, v: string, x: string, rest: string) => `${v} ${x}${andJoin(rest)}`,
    },
    {
      family: "negative-parallelism",
      // "troverete non solo le uova, le verdure e le robiole, ma anche il miele" -> "troverete le uova, le verdure e le robiole, e anche il miele" (a list before "ma anche")
      // Set 15: also "ma" alone before a noun phrase ("insegna non solo il rispetto …, ma la fiducia …")
      pattern: re(
        raw`(?<=[\p{L}\p{Co}]:? )non (?:solo|soltanto) ([^;:.!?—–]{1,160}?), ma (?:(?:anche|pure) |(?=(?:il|lo|la|i|gli|le|un|una|uno)\s|(?:l|un)${A}))`,
      ),
      replace: "$1, e anche ",
    },
    {
      family: "negative-parallelism",
      // "la biblioteca non presta solo libri, ma anche strumenti" -> "la biblioteca presta libri e anche strumenti" (a verb between "non" and "solo")
      // (also with clitic pronouns before the verb: "non vi insegna solo a gestire, ma anche a leggere" -> "vi insegna a gestire e anche a leggere")
      pattern:
        // (set 15: also a progressive, "…, non sta protestando soltanto per X, ma anche chiedendoti Y" -> "…, sta protestando per X e anche chiedendoti Y")
        /(?<=[\p{L}\p{Co},] )non ((?:(?:mi|ti|ci|vi|lo|la|li|le|gli|ne|me|te|ce|ve|se)\s){0,2})(?!(?:è|sono|era|erano|si)\s)((?:st(?:a|anno|ava|avano|ai|iamo|ate|o) )?\p{L}+) (?:solo|soltanto|solamente) ([^,;:.!?—–]{1,80}?),? ma (?:anche|pure) (?=([^.;!?]*))/u,
      replace: (_m: string, c: string, v: string, w: string, rest: string) => `${c}${v} ${w}${andJoin(rest)}`,
    },
    {
      family: "negative-parallelism",
      // at the start: "Non offriamo solo X, ma anche Y" -> "Offriamo X e anche Y"
      pattern:
        /^Non ((?:(?:mi|ti|ci|vi|lo|la|li|le|gli|ne)\s){0,2})(\p{L}+) (?:solo|soltanto|solamente) ([^,;:.!?—–]{1,80}?),? ma (?:anche|pure) (?=([^.;!?]*))/u,
      replace: (_m: string, c: string, v: string, w: string, rest: string) => `${(c + v)[0]?.toUpperCase()}${(c + v).slice(1)} ${w}${andJoin(rest)}`,
    },
    {
      family: "negative-parallelism",
      // "Lo spaccio non rappresenta solo un punto vendita: è il luogo …" -> "Lo spaccio è un punto vendita, e anche il luogo …"
      pattern:
        /^([^,;:.!?—–]{1,60}?) non (?:rappresenta|costituisce) (?:solo|soltanto|semplicemente) ([^,;:.!?—–]{1,80}?)\s*[:;,—–]\s*(?:ma )?è (?:anche )?(?![^.!?]*, e )/u,
      replace: raw`$1 è $2, e anche `,
    },
    {
      family: "negative-parallelism",
      pattern:
        /^([^,;:.!?—–]{1,60}?) non (?:rappresentano|costituiscono) (?:solo|soltanto|semplicemente) ([^,;:.!?—–]{1,80}?)\s*[:;,—–]\s*(?:ma )?sono (?:anche )?(?![^.!?]*, e )/u,
      replace: "$1 sono $2, e anche ",
    },
  ],
  detectors: [
    {
      family: "negative-parallelism",
      pattern: re(raw`${B}non (?:è|sono|era|erano) (?:solo|soltanto|semplicemente)${E}[^.!?;]{1,80}[,;:—–] ?(?:ma|è|sono)${E}`),
    },
    { family: "negative-parallelism", pattern: re(`${B}non (?:solo|soltanto)${E}[^.!?;]{1,120}${B}ma (?:anche|pure)${E}`) },
    { family: "negative-parallelism", pattern: re(`${B}non si tratta (?:solo|soltanto|semplicemente)${E}`) },
    {
      family: "participial-tail",
      pattern: re(
        raw`, (?:così )?(?:sottolineando|evidenziando|testimoniando|riflettendo|rafforzando|consolidando|dimostrando|simboleggiando|contribuendo a|garantendo|promuovendo|il che (?:sottolinea|evidenzia|testimonia|riflette|dimostra))${E}[^.!?]*[.!?]?$`,
      ),
    },
    {
      family: "copula-avoidance",
      pattern: re(`${B}(?:funge|fungono|fungeva|fungevano) da${E}|${B}si (?:configura|configurano|pone|pongono|afferma|affermano) come${E}`),
    },
    { family: "stacked-hedge", pattern: re(raw`${B}(?:potrebbe|potrebbero|può|possono) (?:potenzialmente|eventualmente|forse)${E}`) },
    { family: "upbeat-closer", pattern: re(raw`${B}il futuro (?:è|appare) (?:luminoso|promettente|radioso)|${B}le possibilità sono infinite${E}`) },
    {
      family: "sparked-discussion",
      pattern: re(
        `${B}(?:ha |hanno )?(?:suscitato|acceso|alimentato|innescato|aperto|stimolato|suscita|accende|alimenta) (?:un |una |il |lo )?(?:ampio |acceso |vivace |nuovo |profondo )?(?:dibattito|dibattiti|discussione|discussioni|riflessione|riflessioni)${E}`,
      ),
    },
    {
      family: "vague-attribution",
      pattern: re(
        raw`${B}(?:gli |molti |alcuni |diversi )?(?:esperti|osservatori|analisti|ricercatori|critici|studiosi) (?:affermano|sostengono|concordano|ritengono|sottolineano|suggeriscono|dicono)${E}|${B}è (?:ampiamente|generalmente) (?:riconosciuto|accettato|noto)${E}`,
      ),
    },
    {
      family: "challenges-prospects",
      pattern: re(
        raw`${B}nonostante (?:le|i|queste|questi|le sue|i suoi|tali) (?:[\p{L}-]+ ){0,3}?(?:sfide|difficoltà|successi|ostacoli)${E}|${B}continua(?:no)? a (?:prosperare|fiorire)${E}`,
      ),
    },
    {
      family: "canned-assurance",
      pattern: re(raw`^(?:Stia tranquillo|Ti assicuro|Le assicuro|La sua soddisfazione è la nostra priorità|La tua soddisfazione è la nostra priorità)`),
    },
  ],
};
