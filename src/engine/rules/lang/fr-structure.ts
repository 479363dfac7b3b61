// French data for the structural sign rules (transforms/structure-lang.ts) and the sentence
// detectors of detectSigns. Written by hand from the English rules (lang/en-structure.ts) and the
// stock phrasing of French assistant answers; French puts a space (often a no-break one) before
// ! ? : ; and the patterns allow it (HIGH).

import { APOS as A, B, E, HIGH as H, re, reCase, type StructureData } from "./structure-data.js";

// Strings with accents or backslashes are written raw`…` (String.raw): the bundler escapes a plain string's
// "é" as "\xE9" (and doubles every backslash), a raw template keeps both as written, which is smaller.

/** String.raw under a short name: the bundle spells it once, not at each of the file's templates (−160 B gzip). */
const raw = String.raw;

/** "A et B, mais aussi C" / "A, mais aussi B, C et D": a list on either side of "non seulement … mais aussi"; set 26: also "mais
 * aussi B et C" ("les secrets du remuage et les enjeux et les défis": a second "et" ran three together). */
const FR_LIST_AROUND = (first: string, rest: string): boolean => /(?:^|\s)(?:et|ou)\s/u.test(`${first} ${rest}`) || /^[^,]{1,60},[^,]+,/u.test(rest);
const HELP = raw`(?:aide|aidera|aideront|aident|sera utile|seront utiles|soit utile|soient utiles|répond|répondra|éclaire|éclairera|a aidé|a été utile|vous (?:aide|aidera|sera utile|seront utiles|soit utile|a aidé|a été utile)|t${A}(?:aide|aidera|sera utile|a aidé|a été utile))`;
const SIGNIFICANCE = raw`(?:importance|rôle|engagement|attachement|place|valeur|potentiel|capacité|dynamisme|vitalité|richesse|héritage|identité|statut|position|réputation|volonté|détermination|dévouement|pertinence|impact|influence|avenir|ambition|excellence|savoir-faire|patrimoine|tradition|résilience|vision|essor|rayonnement|force|caractère|diversité|nécessité|transformation|succès|centralité|vocation|expérience|atmosphère|ambiance|cadre|attractivité|cohésion|transition|présence|confiance|visibilité|dynamique|lien|liens|sentiment|image|notoriété|compétitivité|qualité de vie|cadre de vie|convivialité|durabilité|pérennité|sobriété|développement|croissance)`;

// The plural of the verbs after "non seulement A, mais aussi B": regular ones by rule ("varie" -> "varient", "sera" -> "seront",
// "pourrait" -> "pourraient", "a" -> "ont", "va" -> "vont"), the irregular ones listed
const PLURAL_IRR: Record<string, string> = {
  peut: "peuvent",
  doit: "doivent",
  est: "sont",
  dépend: raw`dépendent`,
  devient: "deviennent",
  fait: "font",
};
const plural = (v: string): string => PLURAL_IRR[v] ?? v.replace(/ait$/, "aient").replace(/a$/, "ont").replace(/e$/, "ent");

// "j'ai retenu après dix essais (et quelques ratés)" -> "j'ai retenu ceci après dix essais (…)": "ceci" goes right after the
// verb (its clitics and auxiliary, and an infinitive it governs: "vous devez savoir ceci avant de partir") when an
// adjunct follows, not at the end behind it.
function withCeci(rest: string): string {
  const m =
    /^((?:(?:vous|te|nous|lui|leur|me|les|la|le|y|en)\s+|[mtl]['’])*)((?:ai|as|a|avons|avez|ont|avais|avait|avions|aviez|avaient)\s+)?(?!(?:vous|te|nous|lui|leur|me|les|la|le|y|en)(?![\p{L}]))([\p{L}-]+)((?:\s+(?:de\s+|d['’]|à\s+)?(?!(?:hier|cher|fier|hiver|mer|soir|noir|espoir|entre|contre|notre|votre|autre|outre|premier|dernier)(?![\p{L}]))[\p{L}-]+(?:er|ir|re|oir)(?![\p{L}]))?)([\s,;].*)?$/u.exec(
      rest,
    );
  if (!m || !m[5]) return `${rest} ceci`;
  return `${m[1]}${m[2] ?? ""}${m[3]}${m[4]} ceci${m[5]}`;
}

// "Pointer et de tirer" -> "Pointer et tirer"
const upInf = (w: string): string =>
  `${w.charAt(0).toUpperCase()}${w.slice(1)}`.replace(/(,|\s(?:et|ou))\s+d(?:e\s+|['’])(?=\p{L}+(?:er|ir|re|oir)(?![\p{L}]))/gu, "$1 ");

// "Je comprends que X puisse…" -> "X peut…" (other verbs: same form in both moods, or left)
const SUBJ: Record<string, string> = {
  puisse: "peut",
  puissent: "peuvent",
  soit: "est",
  soient: "sont",
  ait: "a",
  aient: "ont",
  fasse: "fait",
  fassent: "font",
};
// "N'hésitez pas à me préciser votre appareil (poêle, insert ou cheminée ouverte)", "… à m'indiquer la surface de votre terrain": a
// request for the facts the answer depends on, not an offer of more help (it stays, as "Vous pouvez m'indiquer…"); a question back
// ("N'hésite pas à me préciser ton niveau : débutant ou intermédiaire ?") still goes
// set 22: "En tant qu'IA, je ne peux pas vérifier l'arrêté de chaque commune, mais voici…" is a real caveat: not dropped as a
// leftover; the opener goes and the caveat stays as a note ("À vérifier : l'arrêté de chaque commune.", rewrites)
const NOCHECK = raw`[^.!?]*je ne peux pas (?:vérifier|confirmer) `;
const REQUEST = raw`\s+à (?:me |m${A}|nous )(?:préciser|indiquer|dire|donner|communiquer|envoyer|transmettre|décrire)\s+(?:(?:votre|vos|ton|ta|tes|la|le|les)\s+|l${A})(?!(?:questions?|besoins?|attentes|avis|remarques?|retours?|impressions?|commentaires?|envies?|idées?|suggestions?|préférences?|ressenti|expériences?|difficultés?|doutes?|interrogations?|projets?)${E})`;
// The clause after "En tant qu'IA, je ne peux pas voir votre terrain ;" may lean on it ("or la nature du sol…", "donc…"): then only
// the opener goes ("Je ne peux pas voir votre terrain ; or…"), not the limitation it links to
const CONN = `(?!(?:or|mais|donc|car|et|pourtant|cependant|toutefois|alors|aussi|ainsi|c${A}est pourquoi)${E})`;
const ADV = raw`(?:parfaitement|tout à fait|très bien|bien|totalement|entièrement)`;
const CONC = `(?:ces|cette|ce|les|la|le|l${A}|cela|votre|vos)${E}`;

export const FR_STRUCTURE: StructureData = {
  // A cookbook's, a newsletter's or a guide's real sign-off ("Bon appétit !", "Bonne lecture et, surtout, bon appétit !",
  // "Bonne dégustation !", "Bonne route !") is the author's, not a chatbot's: only "Bonne chance", "Bon courage" and
  // "Bonne continuation" go.
  // set 18: "N'hésitez pas à m'envoyer une photo de la tache.", "Donnez-moi ses dimensions : [longueur] × [largeur]." after a dropped
  // "J'espère que cela vous aide !" or offer: the request served the offer and dangles without it
  afterDroppedOffer: re(
    raw`^(?:N${A}hésite[sz]? pas à (?:me |m${A})|(?:Donne[sz]?|Envoie[sz]?|Envoyez|Dis|Dites|Indique[sz]?|Précise[sz]?|Transmets|Transmettez)-moi${E}|(?:Tu peux|Vous pouvez) (?:me |m${A}))[^.!?\p{N}]{0,120}[.!]$`,
  ),
  // set 27: "P.S. : Vous hésitez encore ?" before a dropped offer: the question led to the offer
  beforeDroppedOffer: re(
    raw`^(?:\p{Co}\.?${H}:\s*)?(?:Vous hésitez|Tu hésites|Une question|Besoin d${A}aide|Besoin d${A}un conseil)(?: encore| toujours)?${H}\?$`,
  ),
  leftoverSentences: [
    // "Voici un tableau pour y voir plus clair :" / "Voilà un petit récapitulatif pour t'aider." (the table or list that follows stays)
    {
      family: "chatbot-opener",
      pattern: re(
        raw`^(?:(?:Bien sûr|Certainement|Absolument|Avec plaisir)${H}[,!]\s+)?(?:Voici|Voilà|Ci-dessous,?) (?:un|une|le|la|mon|notre) (?:petit |court |bref |rapide )?(?:tableau|comparatif|récapitulatif|schéma|résumé|aperçu|tour d${A}horizon)(?: (?:comparatif|récapitulatif|rapide|simple))?(?: (?:pour (?:y voir (?:plus )?clair|comparer|t${A}aider|vous aider|t${A}y retrouver|vous y retrouver|faire le point|résumer)|qui résume (?:tout|l${A}essentiel)))?${H}[:.!]$`,
      ),
    },
    // A closing question to the reader ("Et dites-moi : un CV d'une page pour votre profil, qu'en pensez-vous ?"), without a fact
    {
      family: "chatbot-signoff",
      pattern: new RegExp(
        raw`^(?!\S+\s[^.!?]*\s\p{Lu}\p{Ll})(?!N${A}hésite[sz]? pas${REQUEST})[^.!?\p{N}\p{Co}]{0,160}${B}[Qq]u${A}en (?:pensez-vous|penses-tu|dites-vous|dis-tu)${H}\?$`,
        "u",
      ),
    },
    // "N'hésite pas à me dire pourquoi tu veux apprendre l'italien : voyage, famille, travail ?": a question back to the reader
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^N${A}hésite[sz]? pas à (?:me|nous) (?:dire|préciser|indiquer|faire savoir|raconter|expliquer|demander|poser|confier|donner)${E}[^.!?\p{N}]*${H}\?$`,
      ),
    },
    // An offer inside a question ("Dis-moi combien de kilomètres tu fais : souhaites-tu que je calcule le coût ?")
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^[^.!?\p{N}\p{Co}]{1,160}${B}(?:souhaite[sz]?-(?:tu|vous)|veux-tu|voulez-vous|aimerais-tu|aimeriez-vous|voudrais-tu|voudriez-vous) (?:que je|que nous|qu${A}on)${E}[^.!?\p{N}\p{Co}]*${H}\?$`,
      ),
    },
    // Empathy on a company page ("Je comprends parfaitement à quel point la perte d'un sac peut gâcher un séjour."), no fact
    {
      family: "sycophancy",
      pattern: re(
        raw`^(?:Je comprends|Nous comprenons|On comprend) (?:parfaitement |tout à fait |bien |totalement |sincèrement )?(?:à quel point|combien)${E}[^.!?\p{N}\p{Co}]{1,180}[.!]$`,
      ),
    },
    {
      family: "chatbot-opener",
      pattern: re(
        raw`^(?:(?:Bien sûr|Certainement|Absolument|Avec plaisir)${H}[,!]\s+)?Voici (?:quelques |plusieurs |des |les |un |une |mes |nos )?(?:[\p{L}-]+ ){0,2}(?:idées|conseils|options|exemples|suggestions|étapes|façons|manières|stratégies|points|pistes|astuces|recommandations|aperçu|résumé|liste|guide)(?: (?:pour vous|pour toi|à considérer|pour commencer|pour bien commencer|pour bien démarrer|pour démarrer|pour réussir|qui pourraient vous aider))?${H}[:.!]$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^(?:J${A}espère que (?:cela|ceci|ça|ces \p{L}+|cette \p{L}+|mes \p{L}+|ma \p{L}+|mon \p{L}+) ${HELP}|En espérant que (?:cela|ceci|ça) ${HELP}|En espérant (?:avoir (?:pu vous aider|répondu à (?:votre|ta|vos|tes) (?:question|questions|attentes|interrogations))|vous avoir (?:aidé|aidée|été utile))|J${A}espère (?:avoir pu vous aider|vous avoir aidé|t${A}avoir aidé|avoir répondu à (?:votre|ta) question))${E}[^.!?]*${H}[.!]$`,
      ),
    },
    // set 22: an office's or a firm's "N'hésitez pas à nous écrire." is a real invitation: it is rewritten below, not cut
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^N${A}hésite[sz]? pas${E}(?!${REQUEST})(?!\s+à (?:nous )?(?:écrire|contacter|appeler|joindre)${E})(?![^.!?]*${B}(?:car${E}|parce qu|puisqu))(?!\s+à (?:passer|venir|revenir) (?:nous |me )?(?:voir|rendre visite|découvrir|rencontrer)${E})(?!\s+à (?:passer|venir)${E}(?!\s+vers${E}))(?![^.!?]*${B}pour (?:organiser|réserver|planifier|fixer|convenir|prendre rendez-vous|visiter|commander|vous inscrire|t${A}inscrire|obtenir|recevoir|essayer|tester)${E})(?![^.!?]*${B}(?:nous |à )(?:demander|réclamer|commander|envoyer|apporter|confier|réserver)${E}\s+(?:un|une|le|la|les|l${A}|des|votre|vos|notre|nos)${E}\s*(?!\s|(?:aide|conseils?|avis|précisions?|questions?|renseignements?|informations?|explications?|exemples?|listes?|résumés?|tableaux?|versions?)${E}))[^.!?]*${B}(?:me|moi|nous|questions?|aide|besoin|précisions|contacter|demander|revenir|signe|écrire|commentaires?)${E}[^.!?]*${H}[.!]$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^(?:Si vous avez (?:d${A}autres |des |la moindre |encore des )?(?:questions?|besoin)|Si tu as (?:d${A}autres |des |encore des )?(?:questions?|besoin)|Si vous (?:le )?souhaitez|Si tu (?:le )?souhaites|Si vous (?:le )?voulez|Si tu (?:le )?veux|Dites-moi si|Dis-moi si|Faites-moi savoir|Fais-moi savoir)(?=[^.!?]*${B}(?:je|j${A}\p{L}+|me|m${A}\p{L}+|moi|hésitez|hésite|hésites)${E})[^.!?]*${H}[.!]$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^(?:Souhaitez-vous|Voulez-vous|Veux-tu|Souhaites-tu|Aimeriez-vous|Voudriez-vous|Aimerais-tu|Voudrais-tu) (?:que je|qu${A}on|un |une |des |plus |d${A}autres|davantage)[^.!?]*${H}\?$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^(?:Bonne (?:chance|continuation)(?: [^.!?]{1,40})?|Bon courage|(?:Je reste|Nous restons) (?:à (?:votre|ta) (?:entière )?disposition|à (?:votre|ton) écoute|disponibles?)(?![^.!?]*${B}(?:hésite[sz]?|signale[sz]?|appele[sz]|écrive[sz]|pri(?:e|ons)|agréer)${E})[^.!?]*|Je suis (?:là|ravi|ravie|heureux|heureuse) (?:pour|de) (?:vous |t${A})?aider[^.!?]*|Au plaisir de (?:vous|t${A})aider[^.!?]*)${H}[.!]$`,
      ),
    },
    {
      // A "J'espère que…" formula like the sign-offs below (an e-mail's calque of "I hope this message finds you well").
      family: "chatbot-signoff",
      pattern: re(raw`^J${A}espère que (?:ce|mon|cet) (?:message|courriel|mail|e-mail|email) (?:vous|te) trouve${E}[^.!?]*${H}[.!]$`),
    },
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^(?:Et (?:vous|toi)${H}[,?]\s*)?(?:qu${A}en (?:pensez-vous|penses-tu)|(?:quel est|et) (?:votre|ton) avis|quelle est (?:votre|ton) expérience|avez-vous déjà (?:essayé|testé|vécu)|partagez (?:votre|vos) (?:avis|expérience|expériences))[^.!?]*${H}[?!.]$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^(?:(?:Avez-vous|As-tu) (?:d${A}autres|des|encore des) questions|(?:Puis-je|Est-ce que je peux) (?:vous|t${A}|te) (?:aider|être utile)|Y a-t-il (?:autre chose|quelque chose d${A}autre) (?:que je (?:puisse|peux)|sur lequel|pour)|Je serais (?:ravi|ravie|heureux|heureuse) de (?:vous |t${A})?(?:aider|accompagner|répondre))${E}[^.!?]*${H}[.!?]$`,
      ),
    },
    // Closing questions and calls to the reader: "Et vous, quel a été votre plus beau voyage ?", "Partagez-le en commentaire !"
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^Et (?:chez |de |pour )?(?:vous|toi|votre côté|ton côté)${H}[,?]\s+(?=[^.!?]*${B}(?:votre|vos|ton|ta|tes|pensez-vous|penses-tu|avez-vous|as-tu|êtes-vous|es-tu|préférez-vous|préfères-tu)${E})[^.!?]{1,160}${H}\?$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^(?:Partagez|Partage|Dites|Dis|Racontez|Raconte|Laissez|Laisse)[^.!?]{0,80}${B}(?:en commentaires?|dans les commentaires)${E}[^.!?\p{N}\p{Co}]{0,100}${H}[.!]$`,
      ),
    },
    {
      family: "sycophancy",
      pattern: re(
        raw`^(?:(?:(?:Quelle|C${A}est une|Voilà une) )?(?:excellente|très bonne|bonne|belle|superbe|pertinente|intéressante|magnifique) (?:question|remarque|idée|observation)|Vous avez (?:tout à fait|entièrement|parfaitement|totalement|complètement) raison|Tu as (?:tout à fait|entièrement|parfaitement|totalement) raison|Absolument|Certainement|Bien sûr|Avec plaisir|Tout à fait)(?: ?[-—–] ?[^.!?]*)?${H}[.!]$`,
      ),
    },
    {
      family: "prompt-refusal",
      pattern: re(
        raw`^(?:(?:Gardez à l${A}esprit|Notez|Sachez|Garde à l${A}esprit) que )?je ne suis pas (?:un |une )?(?:médecin|avocat|avocate|conseiller financier|conseillère financière|professionnel(?:le)? de (?:la )?santé|expert-comptable|psychologue|notaire|fiscaliste|professionnel|professionnelle)${E}[^.!?]*${H}[.!]$`,
      ),
    },
    {
      family: "knowledge-cutoff",
      pattern: re(
        raw`^(?!${NOCHECK})(?:En tant qu${A}(?:IA|intelligence artificielle|assistant|assistante)|En tant que (?:modèle de langage|modèle d${A}IA|assistant virtuel|programme))${E}[^.!?:;]*${H}[.!]$`,
      ),
    },
    { family: "knowledge-cutoff", pattern: re(raw`^(?!${NOCHECK})En tant qu${A}?\s?\p{Co},? (?:je ne|je n${A}ai)[^.!?:;]*${H}[.!]$`) },
    // "**Important :** en tant qu'IA, je n'ai accès ni à ton ordinateur ni aux journaux." (behind a bold label; the label goes with the note)
    {
      family: "knowledge-cutoff",
      pattern: re(
        raw`^\p{Co}[^\p{Co}.!?]{0,40}\p{Co}\s*en tant (?:qu${A}\s?)?(?:\p{Co}|IA|intelligence artificielle|assistant(?:e)?(?: virtuel(?:le)?)?),\s+(?:je ne|je n${A})[^.!?;]*${H}[.!]$`,
      ),
    },
    {
      family: "knowledge-cutoff",
      pattern: re(
        raw`^Je (?:n${A}ai pas accès|ne peux pas (?:accéder|naviguer|consulter)|ne dispose pas)${E}[^.!?]*(?:temps réel|actuelles|récentes|à jour|internet|web|\p{Co})[^.!?]*${H}[.!]$`,
      ),
    },
    {
      family: "knowledge-cutoff",
      pattern: re(
        raw`^(?:Veuillez noter que |Notez que )?(?:mes connaissances|mes données|les informations dont je dispose)${E}[^.!?]*(?:date|jusqu|mise à jour|vérifier|actualité|s${A}arrêtent|s${A}arrête|remontent)[^.!?]*${H}[.!]$`,
      ),
    },
    // "Ces règles n'ont pas changé depuis ma date de coupure, mais des ajustements ont pu intervenir depuis." (a cutoff
    // note with no date or figure: the whole sentence goes; a colon after it introduces a fact of its own, which stays)
    {
      family: "knowledge-cutoff",
      pattern: re(
        raw`^[^.!?\p{N}\p{Co}]*${B}(?:depuis|avant|après|jusqu${A}à) (?:ma date (?:de coupure|limite)|la date (?:de coupure|limite) de mes (?:connaissances|données)|mon entraînement)${E}[^.!?:\p{N}\p{Co}]*${H}[.!]$`,
      ),
    },
    // its second half, when aggressive mode has split it off: "Mais des ajustements ont pu intervenir depuis."
    {
      family: "knowledge-cutoff",
      pattern: re(
        raw`^(?:(?:Mais|Cependant|Toutefois|Néanmoins|Or),? )?(?:des|certains|de nouveaux|d${A}éventuels|quelques) (?:ajustements|changements|modifications|évolutions|mises à jour|réformes) (?:ont pu|ont peut-être pu|pourraient avoir pu|ont peut-être) (?:intervenir|avoir lieu|être (?:apporté|adopté|décidé|voté)e?s?|survenir)(?: depuis(?: lors)?)${H}[.!]$`,
      ),
    },
    // "Je comprends parfaitement que les règles vous paraissent complexes." (empathy filler with no figure; a sentence that
    // goes on after ";" or ":" with a request of its own stays)
    {
      family: "sycophancy",
      pattern: re(raw`^Je comprends ${ADV} (?!que ${CONC})(?:que|qu${A})[^.!?;:\p{N}\p{Co}]*${H}[.!]$`),
    },
    {
      family: "signposting",
      pattern: re(
        raw`^(?:Plongeons|Entrons|Allons|Rentrons)(?: (?:directement|sans plus attendre|tout de suite|maintenant))? (?:dans le vif du sujet|dans les détails|au cœur du sujet|au coeur du sujet|dans le sujet)${H}[.!:]$`,
      ),
    },
    // "Voici un guide étape par étape pour alléger votre facture." (the guide follows): dropped when it names no fact; so is
    // "Voici un rétroplanning simple, étape par étape." / "Voici un petit livret pour profiter de votre séjour." / "Voici une check-list pratique."
    {
      family: "signposting",
      pattern: re(
        raw`^Voici (?:un|une|le|la|notre|mon|ce) (?:petit |court |bref |rapide )?(?:guide|tutoriel|aperçu|récapitulatif|résumé|plan|mode d${A}emploi|tour d${A}horizon|pas-à-pas|livret|rétroplanning|retroplanning|planning|calendrier|programme|checklist|check-list|liste de contrôle|mémo|pense-bête|déroulé|vade-mecum|kit|carnet|feuille de route|marche à suivre)(?:,? (?:complet|complète|pratique|pratiques|simple|détaillé|détaillée|rapide|clair|claire|concis|concise|précis|précise|illustré|illustrée|express|étape par étape|pas à pas|semaine par semaine|mois par mois|d${A}accueil|de bienvenue))*(?: (?:pour|de|des|du|sur|afin de|qui)${E}[^.!?:\p{N}\p{Co}]*)?${H}[.!:]$`,
      ),
    },
    { family: "signposting", pattern: re(raw`^Voici comment (?:faire|procéder|vous y prendre|s${A}y prendre|t${A}y prendre)${H}[.!:]$`) },
    { family: "signposting", pattern: re(raw`^(?:Sans plus attendre|Commençons|C${A}est parti|Allons-y)${H}[.!:]$`) },
    {
      family: "signposting",
      pattern: re(
        raw`^(?:Voici (?:tout )?ce qu(?:e vous devez|e tu dois|${A}il faut) savoir(?: pour (?:en|y|bien en) [^.!?:\p{N}\p{Co}]{1,60})?|Dans cet (?:article|billet|guide),? (?:nous allons|je vais|vous allez|nous) (?:explorer|voir|examiner|découvrir|aborder|passer en revue|vous montrer)[^.!?]*)${H}[.!:]$`,
      ),
    },
    {
      family: "signposting",
      pattern: re(
        raw`^(?:Maintenant,? )?(?:Explorons|Examinons|Découvrons|Voyons) (?:ensemble |de plus près |maintenant )?(?:cela|[cls]es|la|le|l${A}|leurs|[nv]os|comment|pourquoi|ce que|ce qui|quelques|en détail)[^.!?]{0,60}${H}[.!:]$`,
      ),
    },
    // "Penchons-nous ensemble sur ces critères." (a bare signpost: the points follow)
    {
      family: "signposting",
      pattern: re(
        raw`^(?:Maintenant,? )?(?:Penchons-nous|Intéressons-nous|Attardons-nous)(?: ensemble| maintenant| de plus près| un instant)* (?:sur (?:ces|les|ce|cette|quelques|chacun de ces|chacune de ces)|aux|à (?:ces|ce|cette|quelques|chacun de ces|chacune de ces)) (?:\p{L}+ )?(?:critères|points|questions|étapes|options|différences|détails|éléments|aspects|pistes|solutions|conseils|points clés|facteurs|offres)(?: (?:clés|essentiels|essentielles|principaux|principales|un par un|une par une|en détail))*${H}[.!:]$`,
      ),
    },
    // "Explorons-les ensemble." / "Voyons-le de plus près !" / "Découvrons-en les détails." (a bare signpost with a pronoun)
    {
      family: "signposting",
      pattern: re(
        raw`^(?:Maintenant,? )?(?:Explorons|Examinons|Découvrons|Voyons|Analysons|Détaillons|Passons)-(?:les|le|la|en|y)(?: ensemble| maintenant| de plus près| en détail| un par un| une par une| sans plus attendre| pas à pas| point par point)*(?: les détails)?${H}[.!:]$`,
      ),
    },
    {
      family: "upbeat-closer",
      pattern: re(
        raw`^(?:L${A}avenir (?:s${A}annonce|semble|est|paraît|s${A}avère) (?:prometteur|radieux|brillant|lumineux|plein de promesses)(?: pour [^.!?]{1,60})?|Les possibilités sont (?:infinies|illimitées|sans limites)|Seul l${A}avenir (?:nous )?le dira|Le meilleur reste à venir|Ce n${A}est que le début(?: [^.!?]{1,60})?|L${A}aventure ne fait que commencer|Le voyage ne fait que commencer)${H}[.!]$`,
      ),
    },
  ],
  leftoverOpeners: [
    // "En espérant que ce courriel vous trouve en bonne santé, je vous remercie…" -> "Je vous remercie…" (the calque of "I hope this finds you well")
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^(?:En espérant|J${A}espère|Nous espérons|Espérant) que (?:ce|ce petit|le présent) (?:courriel|message|mail|e-mail|courrier|mot) (?:vous|te) (?:trouve|trouvera|parvienne)${E}[^,;:.!?\p{N}\p{Co}]{0,40},\s+(?=\p{L})`,
      ),
    },
    // "**En définitive**, chaque toiture est un cas particulier." -> "Chaque toiture est un cas particulier." (a bold connective
    // lead-in: cut as an opener, so its bold marks go on record as dropped)
    {
      family: "section-summary",
      pattern: re(
        raw`^\p{Co}(?:En définitive|En résumé|En conclusion|Pour conclure|Pour résumer|En somme|En bref|Au final|En fin de compte|Somme toute|Finalement|En outre|Par ailleurs|De plus|De surcroît)\p{Co}\s*,\s*(?=\p{L})`,
      ),
    },
    // "**Selon mes dernières informations** — qui s'arrêtent à ma date de coupure —, ce montant a pu changer" -> "Ce montant a pu changer"
    {
      family: "knowledge-cutoff",
      pattern: re(
        raw`^\p{Co}?(?:Selon|D${A}après) (?:mes|nos) (?:dernières |plus récentes |propres )?(?:informations|données|connaissances|sources)(?: (?:les plus récentes|actuelles|disponibles))?\p{Co}?(?:\s*[,—–(]\s*(?:qui|dont)${E}[^,—–()\p{N}\p{Co}]{1,90}?\s*[,—–)])?,?\s+(?!(?:qui|dont)${E})(?=\p{L})`,
      ),
    },
    // "Voici ce que vous devez savoir : en tant qu'IA, je ne peux pas…" -> "Je ne peux pas…" (the next opener cuts "en tant qu'IA").
    {
      family: "knowledge-cutoff",
      pattern: re(
        raw`^Voici ce (?:que (?:vous devez|tu dois|nous savons|l${A}on sait)|qu${A}il faut|qu${A}il (?:vous|te) faut) savoir(?:${H}:|\s*[—–])\s+en tant (?:qu${A}\s?)?(?:\p{Co}|IA|intelligence artificielle|assistant(?:e)? virtuel(?:le)?),\s+`,
      ),
    },
    {
      family: "signposting",
      pattern: re(
        raw`^Voici ce (?:que (?:vous devez|tu dois|nous savons|l${A}on sait)|qu${A}il faut|qu${A}il (?:vous|te) faut) savoir(?:${H}:|\s*[—–])\s+(?!en tant${E})`,
      ),
    },
    // "En tant qu'IA, je vous recommande …" ("qu'IA" is one protected span): the opener goes, the advice stays.
    {
      family: "knowledge-cutoff",
      pattern: re(
        raw`^En tant (?:qu${A}\s?)?(?:\p{Co}|IA|intelligence artificielle|assistant(?:e)? virtuel(?:le)?),\s+(?!je n(?:e |${A})[^.!?:;\p{Co}]{1,120}${H}[:;]\s${CONN})`,
      ),
    },
    { family: "knowledge-cutoff", pattern: re(raw`^À ma connaissance,\s+(?!et\s)`) },
    // "Selon les informations dont je dispose, le musée ouvre à 10 h." -> "Le musée ouvre à 10 h."
    {
      family: "knowledge-cutoff",
      pattern: re(
        raw`^(?:Selon|D${A}après) (?:les (?:informations|données|éléments) (?:dont je dispose|que je connais|que j${A}ai|à ma disposition)|ce que je sais|mes informations)(?: (?:actuellement|aujourd${A}hui|à ce jour))?,\s+`,
      ),
    },
    // "C'est une très bonne question, et la réponse dépend de votre âge." -> "La réponse dépend de votre âge."
    {
      family: "sycophancy",
      pattern: re(
        raw`^(?:(?:C${A}est une|Voilà une|Quelle|Vous posez une|Tu poses une) )?(?:excellente|très bonne|bonne|belle|vraie|pertinente|intéressante|superbe) question,?\s+(?:et|car|mais)\s+(?=\p{L})`,
      ),
    },
    // "Nous restons à votre disposition et, surtout, n'hésitez jamais à signaler une difficulté…": the offer goes, the request stays
    {
      family: "chatbot-signoff",
      pattern: re(raw`^(?:Je reste|Nous restons) à (?:votre|ta) (?:entière |pleine )?disposition(?:,? et)?,?\s+(?:surtout,?\s+|donc,?\s+)?(?=n${A}hésite)`),
    },
    { family: "knowledge-cutoff", pattern: re(raw`^(?:À la date de|Depuis|Lors de) ma dernière mise à jour,\s+`) },
    // "En tant qu'IA, je ne peux pas vous fournir un conseil personnalisé : je vous recommande…" -> "Je vous recommande…"
    // set 26: also "Comme je suis une intelligence artificielle, je ne peux pas voir votre pain : fiez-vous…" -> "Fiez-vous…"
    {
      family: "knowledge-cutoff",
      pattern: re(
        raw`^(?:En tant (?:qu${A}\s?(?:\p{Co}|IA|intelligence artificielle|assistant|assistante)|\p{Co}|que (?:modèle de langage|modèle d${A}IA|assistant virtuel|programme))|Comme je suis une? (?:IA|intelligence artificielle)),? (?:je ne|je n${A})[^.!?:;\p{Co}]{1,120}${H}[:;]\s+${CONN}`,
      ),
    },
    {
      family: "knowledge-cutoff",
      pattern: re(
        raw`^(?:Selon|D${A}après) mes (?:dernières )?(?:connaissances|données|informations)(?: (?:actuelles|à jour))?(?: (?:en|de|datant de|jusqu${A}en) [^,]{1,30})?,\s+`,
      ),
    },
    {
      family: "chatbot-opener",
      pattern: re(raw`^(?:Bien sûr|Certainement|Absolument|Avec plaisir)${H}[,!]\s+(?=Voici |Je (?:peux|vais) |Je serais ravi)`),
    },
    {
      family: "sycophancy",
      pattern: re(
        raw`^(?:(?:Excellente|Très bonne|Bonne) question|Vous avez (?:tout à fait |entièrement )?raison|Tu as (?:tout à fait |entièrement )?raison)(?:${H}[,!]| ?[-—–])\s+`,
      ),
    },
    {
      family: "signposting",
      pattern: re(raw`^(?:Cela étant dit|Ceci étant dit|Sans plus attendre|Dans cette optique|Maintenant que nous avons vu [^,]{1,40}),\s+`),
    },
    {
      family: "persuasive-trope",
      pattern: re(
        raw`^(?:Au fond|En réalité|Soyons (?:honnêtes|clairs|francs)|Disons-le|Il faut bien le dire|Pour faire simple|Au cœur de tout cela)(?:,|${H}:)\s+`,
      ),
    },
    { family: "persuasive-trope", pattern: re(raw`^(?:La vérité(?:,)? (?:c${A}est|est) qu(?:e\s+|${A}))(?=\p{L})`) },
  ],
  // set 24: a tail that names a partner ("favorisant ainsi un lien avec son bébé") or a purpose ("témoignant de notre volonté
  // d'offrir un parcours complet") carries a claim: it stays (its deletion lost the claim)
  // set 22: a tail that dates a fact (", témoignant d'un savoir-faire transmis depuis trois siècles") carries it: it stays
  significanceTail: re(
    raw`,\s+(?![^.!?]*${B}(?:depuis|siècles?|avec|entre|offrir)${E})(?:ainsi\s+|par là même\s+|de ce fait\s+)?(?:soulignant|témoignant|illustrant|reflétant|renforçant|mettant en (?:lumière|évidence|valeur|avant)|démontrant|consolidant|incarnant|symbolisant|marquant|contribuant|affirmant|confirmant|traduisant|offrant|créant|favorisant|garantissant|assurant|apportant|améliorant|stimulant|dynamisant)(?:\s+ainsi)?(?:\s+à|\s+au|\s+aux)?\s+(?:[\p{L}'’-]+\s+){0,4}?(?:[ld]${A})?${SIGNIFICANCE}${E}[^,;:—–.!?]*([.!]?)$`,
  ),
  rewrites: [
    // set 26: "Il est crucial de sortir X, et de ne couper Y" became "Il faut sortir X, et de ne couper Y" ("il faut" takes a bare
    // infinitive): the coordinated "de" goes with the opener
    {
      family: "didactic-disclaimer",
      pattern: re(
        raw`^Il est (?:essentiel|crucial|primordial|indispensable|important|fondamental) de (?!noter|soulign|rappel|mentionn|précis)([^.!?;:]{1,120}?,? et) d(?:e |${A})(?=ne |n${A}|\p{L}+(?:er|ir|re)${E})`,
      ),
      replace: "Il faut $1 ",
    },
    {
      family: "knowledge-cutoff",
      pattern: re(raw`^Je ne peux pas (vérifier|confirmer) ([^.!?:;,]{1,80}?)(?:,\s+mais\s+voici[^.!?]*)?(${H}[.!])$`),
      replace: "À $1\u00a0: $2$3",
    },
    // set 18: "**Avant tout :** en tant qu'IA, je ne peux pas diagnostiquer votre mur ; seul un professionnel pourra confirmer la cause."
    // -> "**Avant tout :** seul un professionnel…" (the advice after the semicolon is the reader's; the label stays with it)
    {
      family: "knowledge-cutoff",
      pattern: re(
        raw`^((?:\p{Co}[^\p{Co}.!?]{0,40}\p{Co}|[^\p{Co}.!?:;]{1,40}${H}:)\s*)en tant (?:qu${A}\s?)?(?:\p{Co}|IA|intelligence artificielle|assistant(?:e)?),\s+(?:je ne|je n${A})[^.!?:;\p{Co}]{1,120}${H};\s+${CONN}(?=\p{L})`,
      ),
      replace: "$1",
    },
    // a third-person concession stays as a fact (the next sentence may answer it with "pourtant")
    {
      family: "sycophancy",
      pattern: re(raw`^Je comprends ${ADV} que (${CONC}[^.!?;:\p{N}\p{Co}]*?)(${H}[.!])$`),
      replace: (m: string, c: string, end: string) => {
        const x = c.replace(/ (puissen?t?|soien?t|soit|aien?t|ait|fassen?t?)(?= )/u, (_v, v: string) => ` ${SUBJ[v]}`);
        return / (?:\p{L}+isse|aillen?t?|doiven?t|vienne|prenne|veuille|sach\p{L}*)(?= )/u.test(x) ? m : `${x.charAt(0).toUpperCase()}${x.slice(1)}${end}`;
      },
    },
    // "Il ne s'agit pas seulement de décrire vos missions." -> "Décrire vos missions ne fait pas tout." (an infinitive, the sentence ends there)
    {
      family: "negative-parallelism",
      pattern: re(
        raw`^(?:(?:Il (?:est (?:important|essentiel|crucial|utile)|convient) de (?:souligner|noter|rappeler|préciser)|Notons|Soulignons|Rappelons|Précisons) qu${A}i|I)l ne s${A}agit pas (?:seulement|simplement|uniquement|juste) d(?:e\s+|${A})((?:(?:se|s${A}|vous|nous|les|le|la|l${A}|leur|lui|en|y|me|m${A}|te|t${A})\s*)?\p{L}+(?:er|ir|re|oir)(?:\s[^,;:.!?—–]{0,120}?)?)${H}\.$`,
      ),
      replace: (_m: string, what: string) => `${upInf(what)} ne fait pas tout.`,
    },
    // "Je reste à votre disposition et vous prie d'agréer, Madame, Monsieur, …" -> "Je vous prie d'agréer, …" (a letter's formal closing stays)
    {
      family: "chatbot-signoff",
      pattern: re(raw`^(Je|Nous) (?:reste|restons) à votre (?:entière |pleine )?disposition,? et,?\s+(vous pri(?:e|ons) d${A}agréer)`),
      replace: "$1 $2",
    },
    // "**Les conditions, selon mes dernières informations :**" -> "**Les conditions :**" (a cutoff note closing a label)
    {
      family: "knowledge-cutoff",
      pattern: re(raw`,\s+(?:selon|d${A}après|à) (?:mes (?:dernières |plus récentes )?(?:informations|connaissances|données)|ma connaissance)(?=${H}:)`),
      replace: "",
    },
    // A cutoff note as a clause of reason before the advice: "Ces montants datent de 2025 ; comme ma date de coupure ne me
    // permet pas de connaître les barèmes en vigueur, vérifiez-les sur …" -> "Ces montants datent de 2025 ; vérifiez-les sur …"
    // (the advice and its facts stay; a clause holding a figure or a protected span is left alone)
    {
      family: "knowledge-cutoff",
      pattern: re(
        raw`(^|[;:—–]\s+|,\s+)(?:[Cc]omme|[Pp]uisque|[ÉéEe]tant donné que|[Vv]u que|[Dd]ans la mesure où) (?:ma date (?:de coupure|limite)|mes (?:connaissances|données|informations)|la date (?:de coupure|limite) de mes (?:connaissances|données)|ma dernière mise à jour)${E}[^,;:.!?\p{N}\p{Co}]{0,160}?,\s+(\p{L})`,
      ),
      replace: (_m: string, lead: string, first: string) => `${lead}${lead === "" ? first.toUpperCase() : first}`,
    },
    // "Il se peut que les prix aient encore évolué depuis ma dernière mise à jour." -> "Il se peut que les prix aient encore
    // évolué." (the hedge on a change stays; the reference to the model's update goes; also before a colon and what it explains)
    {
      family: "knowledge-cutoff",
      pattern: re(
        raw`^((?:Il se peut|Il est possible|Il est probable|Il n${A}est pas exclu) qu[^.!?]*?|[^.!?]*?${B}(?:ont|a|aient|ait|auraient|aurait|avoir) (?:pu|encore|déjà|peut-être) [^.!?]*?),? (?:depuis|après) (?:ma dernière mise à jour|mes dernières mises à jour|ma date (?:de coupure|limite)|la fin de mes données|mon dernier entraînement|mon entraînement)(${H}(?:[.!]|[:;]\s.*))$`,
      ),
      replace: "$1$2",
    },
    // A real call to action: "N'hésitez pas à nous écrire au 04 …" -> "Écrivez-nous au 04 …" (vous; an -er verb or a common
    // irregular one; a second infinitive joined by "et"/"ou" is left to the lexicon's "Vous pouvez"; so is a bare "écrire",
    // set 22: "Écrivez ; je reste à votre disposition" lacked its object; set 27: before a courtesy clause ("Contactez-nous, je reste à
    // votre entière disposition") the bare order is curt: "Vous pouvez nous contacter, je reste…")
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^(\*\*[^*]{1,40}\*\*\s+|[^\p{L}\p{N}*\s]{1,4}\s+)?(N)${A}hésitez (?:(?:surtout |donc |vraiment )?pas|jamais) à (?!écrire${E})(nous |me |m${A}|le |la |les |lui |leur |y |en )?(\p{L}+er|prendre|venir|revenir|faire|écrire|dire|joindre|rejoindre|choisir|découvrir|ouvrir|partir)${E}(?![^.!?]*${B}(?:et|ou)${E})(?!\s*,\s*(?:je|nous) (?:reste|restons|suis|sommes)${E})`,
      ),
      replace: (_m: string, lead: string | undefined, n: string, pron: string | undefined, verb: string) => {
        const irregular: Record<string, string> = {
          prendre: "prenez",
          venir: "venez",
          revenir: "revenez",
          faire: "faites",
          écrire: raw`écrivez`,
          dire: "dites",
          joindre: "joignez",
          rejoindre: "rejoignez",
          choisir: "choisissez",
          découvrir: raw`découvrez`,
          ouvrir: "ouvrez",
          partir: "partez",
        };
        const lower = verb.toLowerCase();
        const form = irregular[lower] ?? `${lower.slice(0, -2)}ez`;
        const p = (pron ?? "").trim().toLowerCase().replace(/['’]$/u, "");
        const clitic = p === "" ? "" : `-${p === "me" || p === "m" ? "moi" : p}`;
        // after a bold label or an emoji the writer's case stays ("**Contact :** n'hésitez pas à…" -> "**Contact :** appelez-nous…")
        const first = n === "n" ? form.charAt(0) : form.charAt(0).toUpperCase();
        return `${lead ?? ""}${first}${form.slice(1)}${clitic}`;
      },
    },
    // "N'hésitez pas à prendre rendez-vous au 02 …, ou à lui écrire à …" -> "Vous pouvez prendre rendez-vous au 02 …, ou lui
    // écrire à …" (the lexicon turns the opener into "Vous pouvez", which takes no "à" before its second infinitive)
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^(N${A}hésite[sz]? pas à [^.!?]*?(?:,\s*)?(?:ou|et)) à (?=(?:lui |leur |nous |me |m${A}|vous |te |t${A}|l${A}|les |le |la )?\p{L}+(?:er|ir|re|oir)${E})`,
      ),
      replace: "$1 ",
    },
    // "Ma date de coupure ne me permet pas de connaître le calendrier 2026 : à ma connaissance, il est publié au printemps."
    // -> "Le calendrier 2026 est publié au printemps." (the cutoff note goes, the fact and its figure stay)
    {
      family: "knowledge-cutoff",
      pattern: re(
        raw`^(?:Ma date de coupure|Mes connaissances|Mes données|La date de coupure de mes connaissances)${E}[^:;.!?]{0,40}? ne me permet(?:tent)? pas de (?:connaître|savoir|confirmer|garantir|vous (?:donner|indiquer|préciser)) (le |la |les |l${A})([^:;.!?]{1,80}?)${H}[:;,—–]\s*(?:à ma connaissance,\s*)?(?:il|elle|ils|elles) ([^.!?]+${H}[.!])$`,
      ),
      replace: "$1$2 $3",
    },
    // "Selon mes dernières informations, dont la date de coupure remonte au début de l'année 2025, les tarifs ont pu évoluer."
    // -> "Depuis le début de l'année 2025, les tarifs ont pu évoluer." (the opener alone would leave "Dont la date …")
    {
      family: "knowledge-cutoff",
      pattern: re(
        raw`^(?:(?:Selon|D${A}après) mes (?:dernières )?(?:connaissances|données|informations),\s+)?[Dd]ont la date (?:de coupure|limite)(?: de mes connaissances)? (?:remonte|se situe|date|est fixée|est|se place)\s+(?:(au|à la|à l${A}|à|en|de)\s*)?([^,;:]{1,50}?),\s+(\p{L}.+)$`,
      ),
      // "… se situe début 2025, X" / "… remonte à fin 2023, X" -> "Jusqu'à début 2025, X" (not "En fin 2023"): the limit of what the model knew bounds X, and the date stays as written
      replace: (_m: string, at: string | undefined, when: string, rest: string) => {
        const since = /(?:ont|a|aient|ait|auraient|aurait) pu|évolu|chang|modifi/u.test(rest);
        if ((!at || at.toLowerCase() === raw`à` || at.toLowerCase() === "en") && /^(?:début|fin|mi-)/iu.test(when))
          return `${since ? "Depuis" : raw`Jusqu'à`} ${when}, ${rest}`;
        const a = (at ?? "en").toLowerCase();
        const lead =
          a === "au"
            ? since
              ? "Depuis le"
              : "Au"
            : a === raw`à la`
              ? since
                ? "Depuis la"
                : raw`À la`
              : a.startsWith(raw`à l`)
                ? since
                  ? "Depuis l'"
                  : raw`À l'`
                : since
                  ? "Depuis"
                  : "En";
        return `${lead}${lead.endsWith("'") ? "" : " "}${when}, ${rest}`;
      },
    },
    // "Chers parents, … J'espère que ce message vous trouve en pleine forme en ce début d'année 2026." -> "Bonne année 2026 !"
    // (the year is a fact the sentence holds, so it is not dropped whole)
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^J${A}espère que (?:ce|mon|cet|le présent) (?:message|courriel|mail|e-mail|email|bulletin|numéro) (?:vous|te) trouve${E}[^.!?]*?\s(?:en ce|pour ce|en cette|pour cette) (début d${A}année|nouvelle année|rentrée) (\p{Co}|\p{N}{4})${H}[.!]$`,
      ),
      replace: (_m: string, when: string, year: string) => `${when === raw`rentrée` ? raw`Bonne rentrée` : raw`Bonne année`} ${year} !`,
    },
    // "Je reste à votre disposition pour toute question, par téléphone au 05 49 41 27 88." -> "Pour toute question, vous
    // pouvez me joindre par téléphone au 05 49 41 27 88." (a real contact line keeps its facts, as a plain statement)
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^(Je reste|Nous restons) à (votre|ta) (?:entière |pleine )?disposition(?: (pour [^,.!?:;]{1,60}?))?,?\s+((?:par|au|à|via|sur)${E}[^!?]*${H}[.!])$`,
      ),
      replace: (_m: string, who: string, your: string, about: string, how: string) => {
        const can = your.toLowerCase() === "ta" ? "tu peux" : "vous pouvez";
        const me = who.toLowerCase().startsWith("nous") ? "nous" : "me";
        return about ? `${about}, ${can} ${me} joindre ${how}` : `${can} ${me} joindre ${how}`;
      },
    },
    // "Il ne s'agit pas seulement de dépanner des cyclistes : notre ambition est de rendre chacun autonome." -> "Dépanner des
    // cyclistes ne fait pas tout : notre ambition est de rendre chacun autonome." (no "mais aussi"/"c'est" after the colon; never
    // "Il s'agit de dépanner…, mais…", which says the opposite); a noun: "Il ne s'agit pas seulement du prix : …" -> "Il n'y a
    // pas que le prix : …"
    {
      family: "negative-parallelism",
      pattern: re(
        raw`^Il ne s${A}agit pas (?:seulement|simplement|uniquement|juste) d(e |${A}|u |es )([^,;:.!?—–]{1,100}?)(${H}[:;—–])\s*(?!(?:mais|il s${A}agit|c${A}est|ce sont)${E})(\p{Ll}[^!?]*)$`,
      ),
      replace: (_m: string, prep: string, what: string, mark: string, rest: string) => {
        const p = prep.trim();
        if (
          (p === "e" || /^['’]$/u.test(p)) &&
          /^(?:(?:se|s['’]|vous|nous|les|le|la|l['’]|leur|lui|en|y|me|m['’]|te|t['’])\s*)?\p{L}+(?:er|ir|re|oir)(?=\s|$)/u.test(what)
        )
          return `${upInf(what)} ne fait pas tout${mark} ${rest}`;
        // set 21: "d'une formalité" stays: "Il n'y a pas qu'une formalité" reads "there is more than one formality"
        if (/^une?\s/u.test(what)) return _m;
        const article = p === "u" ? "le " : p === "es" ? "les " : "";
        return `Il n'y a pas qu${article === "" && /^[aeiouyhéèêâîôû]/iu.test(what) ? "'" : "e "}${article}${what}${mark} ${rest}`;
      },
    },
    // "Indéniable, l'intérêt de ce mobilier l'est tout autant que sa beauté." -> "L'intérêt de ce mobilier compte tout autant que sa beauté."
    {
      family: "puffery-significance",
      pattern: re(
        raw`^(?:Indéniables?|Incontestables?|Manifestes?|Évidente?s?|Remarquables?|Exceptionnel(?:le)?s?|Indiscutables?),\s+(.+?) l${A}(est|sont|était|étaient) (?:tout autant|tout aussi|aussi|autant) que (.+)$`,
      ),
      replace: (_m: string, what: string, verb: string, rest: string) =>
        `${what} ${({ est: "compte", sont: "comptent", était: "comptait", étaient: "comptaient" } as Record<string, string>)[verb] ?? "compte"} tout autant que ${rest}`,
    },
    // set 23: "Bien plus qu'un simple marché — il incarne un art de vivre" became "Plus qu'un marché : il représente…" (a verbless
    // fragment before a colon): the fronted comparison goes and the clause stands ("Il incarne un art de vivre")
    {
      family: "negative-parallelism",
      pattern: re(raw`^(?:Bien )?plus qu${A}une? [^,;:.!?\p{N}\p{Co}—–]{1,60}?\s*[—–]\s+((?:ils?|elles?|on|c${A}est)${E}.+)$`),
      replace: "$1",
    },
    // "Véritable plongée dans le Moyen Âge, le parcours s'appuie sur …" -> "Le parcours s'appuie sur …" (a fronted puffery
    // apposition without a fact goes; dropping "véritable" alone would leave "Institution, le marché …"; set 11: also before
    // a pronoun, "Véritable joyau pour les amateurs, il vous promet…" -> "Il vous promet…", never "Fleuron pour les amateurs")
    {
      family: "puffery-significance",
      pattern: re(
        raw`^(?:Véritables?|Authentiques?|Incontournables?|Emblématiques?) [^,;:.!?\p{N}\p{Co}—–]{1,80},\s+((?:le|la|les|l${A}|ce|cet|cette|ces|notre|nos|votre|vos|son|sa|ses|leur|leurs|mon|ma|mes|il|elle|ils|elles)${E}.+)$`,
      ),
      replace: "$1",
    },
    // "**En résumé :** un environnement sûr…" -> "**À retenir :** un environnement sûr…" (a bold closing label)
    {
      family: "section-summary",
      pattern: re(
        raw`^(\p{Co}(?:\p{Extended_Pictographic}\uFE0F?\s+)?)(?:En résumé|Pour résumer|En conclusion|Pour conclure|En somme|En définitive|En bref|Au final)(${H}:)(\p{Co})(?=\s*[\p{L}\p{N}\p{Co}])`,
      ),
      replace: raw`$1À retenir$2$3`,
    },
    // "Il convient de noter que la mise à jour pèse 48 Mo et que vos trajets sont conservés." -> "La mise à jour pèse 48 Mo et vos trajets sont conservés."
    // (the lexicon would cut the opener alone and leave "… et que vos trajets …" without its main clause)
    {
      family: "didactic-disclaimer",
      pattern: re(
        raw`^(?:Il (?:convient|est (?:important|essentiel|crucial|utile)|faut) (?:également |aussi |enfin )?de (?:noter|souligner|rappeler|préciser|mentionner)|Notons|Soulignons|Rappelons|Précisons|Il est à noter) qu(?:e\s+|${A})([^.!?;:]{1,160}?) et qu(?:e\s+|${A})(?=[\p{L}\p{Co}])`,
      ),
      replace: "$1 et ",
    },
    // "Il se peut que certaines fonctions restent potentiellement indisponibles." -> "… restent indisponibles." (one hedge is enough)
    {
      family: "stacked-hedge",
      pattern: re(
        raw`^((?:Il se peut|Il est possible|Il se pourrait|Il semble(?:rait)?|Peut-être) qu[^.!?]*?)\s+(?:potentiellement|éventuellement|possiblement)${E}`,
      ),
      replace: "$1",
    },
    // "Il ne s'agit pas seulement d'un lieu où l'on achète : c'est aussi un espace d'écoute." -> "Il s'agit d'un lieu où l'on achète
    // et d'un espace d'écoute." Set 28: the impersonal "il s'agit" stays ("C'est un papier…" right after a heading pointed at
    // nothing); the second noun takes "de" in its turn ("un" -> "d'un", "le" -> "du", "les" -> "des"), and "surtout" keeps its priority.
    {
      family: "negative-parallelism",
      pattern: re(
        raw`^Il ne s${A}agit pas (?:seulement|simplement|juste|uniquement) (d${A}une? |du |de la |de l${A}|des )([^,;:.!?—–]{1,100}?)\s*[,;:—–]\s*c${A}est (?:aussi |également |(surtout |avant tout ))?(?:(le|les) |((?:un|une|la|ce|cette|cet|ces|son|sa|ses|leur|leurs|notre|nos|votre|vos) |l${A}))([^;:!?—–]{1,160}?)(${H}[.!])$`,
      ),
      replace: (_m: string, of: string, what: string, most: string | undefined, art: string, det: string, rest: string, stop: string) =>
        `Il s'agit ${of}${what} et ${most ?? ""}${art ? (art === "le" ? "du " : "des ") : /^une? /u.test(det) ? `d'${det}` : `de ${det}`}${rest}${stop}`,
    },
    // "Ce n'est pas seulement une question d'image, c'est une question de cohérence : nous avons…" -> "C'est une question d'image et une question de cohérence : nous avons…"
    {
      family: "negative-parallelism",
      pattern: re(
        raw`^(?:Ce|Cela|Ça) n${A}est pas (?:(?:seulement|simplement|juste|uniquement) |qu${A}(?=(?:une?|des?|du|la|le|l${A}|d${A})))([^,;:.!?—–]{1,80}?)\s*,\s*c${A}est (?:aussi |également |surtout |avant tout )?((?:un|une|le|la|les|l${A}|des|du|de la|d${A}|de)${E}[^;:.!?—–]{1,100}?)(${H}[:;—–]\s.*)$`,
      ),
      replace: "C'est $1 et $2$3",
    },
    // "Ce n'est pas seulement une question de logistique : c'est aussi l'accueil dont on se souvient." -> "C'est une question de
    // logistique, et c'est aussi l'accueil dont on se souvient." (an "aussi" after the colon adds; "plus qu'une" would be another sign)
    {
      family: "negative-parallelism",
      pattern: re(
        raw`^((?:Mais|Et|Or|Pourtant|Car) )?[Cc]e n${A}est pas (?:seulement|simplement|juste|uniquement) ((?:un|une|des|le|la|les|l${A}|du|de la)${E}[^,;:.!?—–]{1,80}?)${H}[:;—–]\s*c${A}est (?:aussi|également) ([^;:!?—–]{1,160}?)(${H}[.!])$`,
      ),
      replace: (_m: string, lead: string, what: string, rest: string, stop: string) =>
        `${lead ? lead.toLowerCase() : ""}c'est ${what}, et c'est aussi ${rest}${stop}`,
    },
    // "Ondine n'est pas seulement un contenant : c'est un allié." -> "Ondine est plus qu'un contenant : c'est un allié." (the emphasis stays)
    {
      family: "negative-parallelism",
      pattern: re(
        raw`^(?!(?:il ne s${A}agit)${E})([^,;:.!?—–]{1,60}?) n(?:${A}|e )(est|sont|était|étaient) pas (?:(?:seulement|simplement|juste|uniquement) |qu${A}(?=(?:une?|des|du|la|le|les|l${A})${E}))((?:un|une|des|le|la|les|l${A}|du|de la)${E}[^,;:.!?—–]{1,80}?)(${H}:|\s[—–])\s*(\S.*)$`,
      ),
      replace: (_m: string, subject: string, verb: string, what: string, sep: string, rest: string) => {
        const plus = /^une?\s/iu.test(what) ? `qu'${what}` : `que ${what}`;
        // "Mais ce n'est pas seulement…" -> "Mais c'est plus que…" (never "Mais ce est"); set 22: any lead ("Force est de
        // constater que ce n'est pas…" left "Ce est" once the lead went)
        const pronoun = /^(.*\s)?(?:ce|cela|ça)$/iu.exec(subject);
        // "Ce n'est pas seulement X qui passe … : c'est Y qui évolue." -> "X passe …, et Y évolue." (a cleft keeps its verbs)
        const cleft = pronoun && /^(.+?) qui (.+)$/u.exec(what);
        if (cleft) {
          const second = /^c(?:'|’)est (.+?) qui (.+)$/iu.exec(rest);
          return second ? `${pronoun[1] ?? ""}${cleft[1]} ${cleft[2]}, et ${second[1]} ${second[2]}` : _m;
        }
        const lead = pronoun ? `${pronoun[1] ?? ""}c'est` : `${subject} ${verb}`;
        return `${lead} plus ${plus}${sep} ${rest}`;
      },
    },
    // "témoigne de la solidité du modèle et de l'engagement" -> "est la preuve de … et de …" (a plain verb would strand the second "de")
    {
      family: "puffery-significance",
      pattern: re(raw`(?<![\p{L}])témoign(e|ent|ait|aient) (d(?:e |u |es |${A})[^.!?;:,]{1,80}?\s(?:et|ou) (?:de |du |des |d${A}))`),
      replace: (_m: string, end: string, rest: string) =>
        `${({ e: "est", ent: "sont", ait: raw`était` } as Record<string, string>)[end] ?? raw`étaient`} la preuve ${rest}`,
    },
    // "il convient de contacter le support ou d'écrire au service" -> "il faut contacter le support ou écrire au service" (the lexicon's
    // "il convient de" -> "il faut" would leave the second infinitive's "de")
    {
      family: "didactic-disclaimer",
      pattern: re(
        raw`(?<![\p{L}])(il (?:convient|est (?:crucial|essentiel|primordial|indispensable|fondamental|important|vital|conseillé|recommandé)) de (?:(?!\s(?:ou|et)\s)[^.!?;:])+?)\s(ou|et) d(?:e\s+|${A})(?=\p{L}+(?:er|ir|re|oir)${E})`,
      ),
      replace: "$1 $2 ",
    },
    // "Il est crucial d'agir avant l'hiver." -> "Il faut agir avant l'hiver." (the lexicon's "il est crucial de" -> "il faut" cannot see an elided "d'")
    {
      family: "didactic-disclaimer",
      pattern:
        /(?<![\p{L}])([Ii])l est (?:crucial|essentiel|primordial|indispensable|fondamental|important|vital) d['’](?=\p{L}+(?:er|ir|re|oir)(?![\p{L}]))/gu,
      replace: "$1l faut ",
    },
    // "Explorons ensemble cinq rituels simples qui peuvent transformer tes nuits." -> "Cinq rituels simples peuvent transformer tes nuits."
    // set 23: after "les"/"ces" the relative clause defines them ("Explorons les morceaux qui feront…" -> "Les morceaux feront…" had
    // no referent): it stays, after "Voici" ("Voici les morceaux qui feront…")
    {
      family: "signposting",
      pattern: re(
        raw`^(?:Maintenant,? )?(?:Explorons|Examinons|Découvrons|Voyons|Passons en revue)(?: ensemble| maintenant| de plus près| sans plus attendre)* ((?:deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|quelques|plusieurs|certains|certaines|[lc]es|\p{N}+|\p{Co})${E}[^,;:.!?—–]{1,60}?) (qui|qu${A}on peut|que vous pouvez|que tu peux) ([^;:!?—–]{1,160}${H}[.!])$`,
      ),
      replace: (_m: string, what: string, that: string, rest: string) => (/^[lc]es /iu.test(what) ? `Voici ${what} ${that} ${rest}` : `${what} ${rest}`),
    },
    // "Chères habitantes, chers habitants, j'espère que ce message vous trouve en pleine forme." -> "Chères habitantes, chers habitants."
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^((?:Cher|Chère|Chers|Chères|Bonjour|Bonsoir|Madame|Monsieur|Mesdames|Messieurs)${E}[^.!?:;]{0,80}?),\s+j${A}espère que (?:ce|mon|cet|le présent) (?:message|courriel|mail|e-mail|email|bulletin|numéro) (?:vous|te) trouve${E}[^.!?]*(${H}[.!])$`,
      ),
      replace: "$1.",
    },
    // "Voici ce que prévoit la grille tarifaire :" -> "La grille tarifaire prévoit :"
    {
      family: "signposting",
      pattern: re(
        raw`^Voici ce qu(?:e |${A})(\p{L}+) ((?:le|la|les|l${A}|un|une|des|mon|ma|mes|notre|nos|votre|vos|son|sa|ses|leur|leurs|ce|cette|cet|ces)${E}[^:!?,]{1,120}?)((?:,[^:!?,]{1,60}?)?)(${H}):(\s.*)?$`,
      ),
      // "Voici ce que fait le joueur actif, dans cet ordre :" -> "Le joueur actif fait, dans cet ordre :" (the verb follows its subject, not the adverbial)
      replace: (_m: string, verb: string, subject: string, tail: string, space: string, after: string) =>
        `${subject} ${verb}${after ? " ceci" : ""}${tail}${space}:${after}`,
    },
    // "Voici ce que nous proposons : …" -> "Nous proposons ceci : …"; "Voici ce qu'il faut retenir :" -> "Il faut retenir ceci :"
    {
      family: "signposting",
      pattern: re(raw`^Voici ce qu(?:e |${A})((?:je|nous|vous|on|tu|il|elle|ils|elles) |j${A})([^:!?.]{1,80}?)(?:(${H}):(\s.*)?|(\.))$`),
      replace: (m: string, who: string, rest: string, space: string, after: string, stop: string) => {
        // a range over the items that follow ("Voici ce que vous pouvez faire, de la méthode la plus douce à la plus radicale."):
        // after one "ceci" it dangles, so the sentence stays
        if (/,\s+(?:de|du|des)\s/iu.test(rest)) return m;
        // "Voici ce que vous réserve votre colis de février" : "vous"/"nous"/"te" is the object and the subject follows its verb
        // (a subject "vous" takes "-ez", "nous" "-ons"): "Découvrez ce que vous réserve votre colis…"; "nous" stays as written
        const w = who.trim().toLowerCase();
        const verb = /^(?:(?:en|y|le|la|les|lui|leur|nous|vous|me|te|l['’]|m['’]|t['’])\s*)*([\p{L}-]+)/iu.exec(rest)?.[1]?.toLowerCase() ?? "";
        const subjectVerb = w === "vous" ? /(?:ez|êtes|faites|dites)$/u.test(verb) : w === "nous" ? /(?:ons|sommes)$/u.test(verb) : true;
        if (!subjectVerb) return w === "vous" ? raw`Découvrez ce que ${who}${rest}${stop ? "." : `${space || " "}:${after}`}` : m;
        return `${who}${withCeci(rest)}${stop ? "." : `${space || " "}:${after}`}`;
      },
    },
    // "Voici ce que nos adhérents nous demandent le plus souvent." -> "Nos adhérents nous demandent ceci le plus souvent." (a subject, then its verb)
    {
      family: "signposting",
      pattern: re(
        raw`^Voici ce qu(?:e |${A})((?:le|la|les|l${A}|nos|vos|mes|tes|ses|leurs|notre|votre|son|sa|leur|ces|ce|cette|cet|mon|ma|ton|ta|beaucoup de|la plupart des)${E}[^:!?.]{1,100}?)(?:(${H}):(\s.*)?|(\.))$`,
      ),
      replace: (m: string, clause: string, space: string, after: string, stop: string) => {
        // a range over the items that follow dangles after "ceci" (above); before another adjunct, "ceci" goes before its comma
        if (/,\s+(?:de|du|des)\s/iu.test(clause)) return m;
        // a plural subject of two words and its verb (a plural "-ent"/"-ont" form, after its clitics): "ceci" follows the verb,
        // before an adjunct ("Nos techniciens répondent ceci le plus souvent au comptoir", not "…au comptoir ceci")
        const plural = /^((?:les|nos|vos|mes|tes|ses|leurs|ces)\s+[\p{L}-]+\s+)((?:(?:nous|vous|me|te|lui|leur|en|y)\s+)*[\p{L}-]+(?:ent|ont)\s.*)$/iu.exec(
          clause,
        );
        const body = plural ? `${plural[1]}${withCeci(plural[2] ?? "")}` : clause.replace(/(?=,)|$/u, " ceci");
        return `${body}${stop ? "." : `${space || " "}:${after}`}`;
      },
    },
    // "Vous hésitez à passer à l'électrique : voici un point complet pour vous aider à décider." -> "Vous hésitez à passer à
    // l'électrique." (an announcement after a colon, with no fact of its own)
    {
      family: "signposting",
      pattern: re(
        raw`([\p{L}\p{N})»*])${H}:\s+voici (?:un|une|le|la|mon|notre|quelques|mes|nos|les) (?:petit |court |bref |rapide |premier )?(?:point|tour d${A}horizon|récapitulatif|résumé|aperçu|guide|comparatif|bilan|panorama|conseils|pistes|repères|éléments|explications)(?: (?:complet|complète|détaillé|détaillée|rapide|pratique|clair|claire|utiles|simples|essentiels|concrets|concrètes))? pour (?:vous |t${A}|te )(?:aider|accompagner|guider|éclairer)${E}[^.!?\p{N}\p{Co}]*([.!])$`,
      ),
      replace: "$1$2",
    },
    // "N'hésitez pas à m'indiquer la surface de votre terrain — qu'en pensez-vous ?": the request stays, as a statement
    {
      family: "chatbot-signoff",
      pattern: re(raw`^(N${A}hésite[sz]? pas${REQUEST}[^.!?]*?)\s*(?:,|[—–])\s*qu${A}en (?:pensez-vous|penses-tu)${H}\?$`),
      replace: "$1.",
    },
    // set 18: after a quotation ("« … », souligne l'échevin") the verb introduces the speaker: "précise" ("fait ressortir" needs an object)
    // set 19: "Selon mes dernières informations, qui datent de 2024, la phase…" -> "En 2024, la phase…" (the date stays, the note goes; not before "le tarif a pu changer", whose date is the note's)
    {
      family: "knowledge-cutoff",
      pattern: re(
        raw`^Selon (?:mes (?:dernières|plus récentes) (?:informations|données|connaissances)|ma dernière mise à jour),\s+qui (?:dat|remont)\p{L}* (?:de|à) (début |fin |mi-)?(\p{Co}),\s+(?![^.!?]*${B}(?:pu|changé|évolué|depuis|peut-être)${E})`,
      ),
      replace: (_m: string, part: string, year: string) => `Selon les données de ${part ?? ""}${year}, `,
    },
    // set 19: a named town takes "à" ("Installée dans Nîmes" reads as inside the walls), a named region with "la" takes
    // "dans" ("au centre de la Planèze" stated a place on the plateau); set 22: so do "l'" and a bare name ("au centre de
    // l'Arc jurassien", "de Charlevoix": a claim about location); the lexicon's "au centre de" stays for the rest
    {
      family: "promotional-language",
      pattern: reCase(raw`${B}([Nn])ich(é|ée|és|ées) au c(?:œ|oe)ur de (?=\p{Lu}|\p{Co})(?!(?:La|Le|Les)\s|L${A})`),
      replace: (_m: string, n: string, end: string) => `${n === "N" ? "I" : "i"}nstall${end} à `,
    },
    {
      family: "promotional-language",
      pattern: reCase(raw`${B}(?<![Nn]ich\p{L}{1,3} )([Aa])u c(?:œ|oe)ur de (la |l${A})?(?=\p{Lu}|\p{Co})`),
      replace: (_m: string, a: string, la?: string) => `${a === "A" ? "D" : "d"}ans ${la ?? ""}`,
    },
    // set 19: a testimony or a principle is not a clarification ("», précise Sabine…"): the plain "dit", also for "témoigne"
    // set 23: also with no comma after a quotation that opens the sentence ("« … » souligne notre maître de chai" became "fait ressortir")
    {
      family: "excess-vocabulary",
      pattern: re(raw`((?:^\p{Co}\s*,?|\p{Co}\s*,)\s+)(?:soulign|témoign)(e|ent|ait|aient)${E}`),
      replace: (_m: string, lead: string, end: string) => `${lead}d${({ e: "it", ent: "isent", ait: "isait" } as Record<string, string>)[end] ?? "isaient"}`,
    },
    // set 18: "… honoraires de 4,5 % TTC inclus — qu'en pensez-vous ?": a colon cannot introduce the tag; the statement stays, the tag goes
    {
      family: "chatbot-signoff",
      pattern: re(raw`(?<=[\p{L}\p{N}\p{Co}%)])\s*[—–]\s*qu${A}en (?:pensez-vous|penses-tu)${H}\?$`),
      replace: ".",
    },
    // "Une première danse sur du Nina Simone, qu'en pensez-vous ?" (a suggestion that names something): the suggestion stays
    {
      family: "chatbot-signoff",
      pattern: re(raw`,\s*qu${A}en (?:pensez-vous|penses-tu)(${H})\?$`),
      replace: "$1?",
    },
    // "ce projet ne se résume pas à une piste : il dessine…" -> "ce projet va au-delà d'une piste : il dessine…"
    {
      family: "negative-parallelism",
      pattern: re(
        raw`${B}ne se (résume|résument|résumait|résumaient|résumera|résumeront|limite|limitent|limitait|limitaient|limitera|limiteront) pas (à la|à l${A}|à une|à un|à des|aux|au)(?:(?<=['’])|\s+)(?=[\p{L}\p{N}])`,
      ),
      replace: (_m: string, verb: string, to: string) => {
        const v = verb.toLowerCase();
        const go = /aient$/u.test(v)
          ? "allaient"
          : /ait$/u.test(v)
            ? "allait"
            : /ont$/u.test(v)
              ? "iront"
              : /era$/u.test(v)
                ? "ira"
                : /ent$/u.test(v)
                  ? "vont"
                  : "va";
        const t = to.toLowerCase().replace(/’/gu, "'");
        const of: Record<string, string> = { "à la": "de la ", "à l'": "de l'", "à un": "d'un ", "à une": "d'une ", "à des": "de ", au: "du ", aux: "des " };
        return raw`${go} au-delà ${of[t] ?? "de "}`;
      },
    },
    // "Voici un comparatif détaillé des deux liseuses…" -> "Ce comparatif porte sur les deux liseuses…"
    {
      family: "signposting",
      pattern: re(
        raw`^Voici (?:un|une|le|la|notre|mon) (?:petit |court |bref |rapide |premier )?(comparatif|comparaison|aperçu|récapitulatif|résumé|bilan|panorama|tour d${A}horizon|point)(?: (?:complet|complète|détaillé|détaillée|rapide|pratique|clair|claire))? (des|du|de la|de l${A}|de|d${A})(?=\p{L}|\p{N}|\p{Co}| )\s*(.+)$`,
      ),
      replace: (_m: string, noun: string, of: string, rest: string) => {
        const n = noun.toLowerCase();
        const det = n === "comparaison" ? "Cette" : n === raw`aperçu` ? "Cet" : "Ce";
        const o = of.toLowerCase();
        const art = o === "des" ? "les " : o === "du" ? "le " : o === "de la" ? "la " : o === "de l'" || o === raw`de l’` ? "l'" : "";
        return `${det} ${noun} porte sur ${art}${rest}`;
      },
    },
    // A closing label ("**En résumé** — …", "En conclusion : …") becomes "Bref".
    {
      family: "section-summary",
      pattern: re(raw`^(\p{Co}?)(?:En résumé|Pour résumer|En conclusion|Pour conclure|En somme)(\p{Co}?)(?=\s*[—–:]\s*\p{L})`),
      replace: "$1Bref$2",
    },
    // "À ma connaissance, et selon mes dernières informations (ma date de coupure se situe début 2024), X." -> "Début 2024, X."
    {
      family: "knowledge-cutoff",
      pattern: re(
        raw`^(?:(?:De plus|En outre|Par ailleurs|Enfin|Et|Mais|Toutefois),?\s+)?(?:À ma connaissance,?\s+(?:et\s+)?)?(?:selon|d${A}après) mes (?:dernières )?(?:connaissances|données|informations)(?: (?:actuelles|à jour))?\s*\((?:(?:ma|la) )?date (?:de coupure|limite)(?: de mes connaissances)?(?: (?:se situe|est|remonte|date)(?: à| de)?|${H}:)\s*(?:(en|à|au|à la|à l${A}|fin|début|mi-)\s*)?(\p{Co}|[^()]{1,30}?)\),\s+(.+)$`,
      ),
      replace: (_m: string, lead: string, when: string, rest: string) => {
        const l = lead.toLowerCase();
        const at = l === "" ? `En ${when}` : l === "fin" || l === raw`début` ? `${lead} ${when}` : l === "mi-" ? `Mi-${when}` : `${lead} ${when}`;
        // "… n'ont pas été modifiés depuis." has nothing left to be "since": "Jusqu'en janvier 2025, … n'ont pas été modifiés."
        const since = / depuis([.!]?)$/u.exec(rest);
        if (since && (l === "" || l === "en")) return `Jusqu'en ${when}, ${rest.slice(0, since.index)}${since[1]}`;
        return `${at}, ${rest}`;
      },
    },
    // "Plus qu'une simple étape, c'est une invitation au voyage." -> "C'est une invitation au voyage."
    {
      family: "negative-parallelism",
      pattern: re(
        raw`^((?:\p{Co}?(?:En résumé|En bref|En conclusion|Bref|Pour conclure|Au final)\p{Co}?|\p{Co})\s*[—–:]\s*)?(?:(?:Bien |Beaucoup )?[Pp]lus qu${A}(?:un|une|de)|Loin d${A}être (?:un|une|de)|Au-delà d${A}(?:un|une)) (?:simples? )?[^,;:.!?—–\p{Co}]{1,60}?,\s+((?:c${A}est|il|elle|ils|elles|ce|cette|cet|ces|le|la|les|son|sa|ses|notre|nos|votre|vos|leur|leurs|un|une)${E}.+|\p{Co}.+)$`,
      ),
      replace: (m: string, label: string | undefined, rest: string) => {
        // "Plus qu'un simple sapin, c'est…" -> "Ce sapin est…" (a bare "C'est" points back)
        const k = /^(?:\p{Co}?[^—–:]*[—–:]\s*)?(?:Bien |Beaucoup )?[Pp]lus qu['’](un|une) (?:simple )?([^,]{1,60}?),\s+c['’]est (.+)$/u.exec(m);
        if (k) {
          const d = k[1] === "une" ? "Cette" : /^[aeiouyhéèêâîôû]/iu.test(k[2] ?? "") ? "Cet" : "Ce";
          return `${label ?? ""}${d} ${k[2]} est ${k[3]}`;
        }
        return `${label ?? ""}${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
      },
    },
    // "Les cartes ne rapportent pas seulement des points : combinées, elles…" -> "Les cartes rapportent des points ; combinées, elles…"
    // (any verb but "être", which has its own rules above; a pronominal verb is left: "ne se limite pas à" must keep its negation)
    {
      family: "negative-parallelism",
      pattern: re(
        raw`^(?!(?:ce|cela|ça|il|elle|on)\s+n${A})([^,;:.!?—–]{1,60}?) n(?:${A}|e )(?!(?:est|sont|était|étaient|sera|seront|se|s${A}|me|m${A}|te|t${A}|nous|vous|lui|leur|y|en|le|la|les|l${A})${E})(\p{L}+) pas (?:seulement|simplement|uniquement) ([^,;:.!?—–]{1,80}?)${H}:\s+(\p{Ll}[^;:!?—–]{1,200}?${H}[.!])$`,
      ),
      replace: "$1 $2 $3 ; $4",
    },
    // "Le club ne forme pas seulement des joueurs, mais aussi des arbitres." -> "Le club forme des joueurs et des arbitres."
    {
      family: "negative-parallelism",
      pattern: re(
        raw`^(?!(?:ce|cela|ça)\s+n${A})([^,;:.!?—–]{1,60}?) n(?:${A}|e )(?!(?:est|sont|était|étaient|sera|seront|se|s${A}|me|m${A}|te|t${A}|nous|vous|lui|leur|y|en|le|la|les|l${A})${E})(\p{L}+) pas (?:seulement|simplement|uniquement) ([^,;:.!?—–]{1,80}?)\s*,\s*mais (?:aussi|également) ([^;:!?—–]{1,160}?)(${H}[.!])$`,
      ),
      replace: "$1 $2 $3 et $4$5",
    },
    // "Ce n'est pas seulement un outil, mais aussi une méthode." -> "C'est un outil et une méthode."
    {
      family: "negative-parallelism",
      pattern: re(
        raw`^(?:Ce|Cela|Ça) n${A}est pas (?:(?:seulement|simplement|juste|uniquement) |qu${A}(?=(?:une?|des?|du|la|le|l${A}|d${A})))([^,;:.!?—–]{1,80}?)\s*[,;:—–]?\s*mais (?:aussi|également|surtout|avant tout) ([^;:!?—–]{1,160}?)(${H}[.!])$`,
      ),
      replace: "C'est $1 et $2$3",
    },
    // "Le déménagement n'est pas seulement un changement d'adresse, mais aussi une occasion de…" -> "Le déménagement est un changement d'adresse et une occasion de…"
    {
      family: "negative-parallelism",
      pattern: re(
        raw`^(?!(?:ce|cela|ça)\s+n${A})([^,;:.!?—–]{1,60}?) n(?:${A}|e )(est|sont|était|étaient) pas (?:(?:seulement|simplement|juste|uniquement) |qu${A}(?=(?:une?|des?|du|la|le|l${A}|d${A})))([^,;:.!?—–]{1,80}?)\s*[,;:—–]?\s*mais (?:aussi|également|surtout|avant tout) ([^;:!?—–]{1,160}?)(${H}[.!])$`,
      ),
      replace: "$1 $2 $3 et $4$5",
    },
    // "Non seulement le projet est ambitieux, mais il s'inscrit aussi dans…" -> "Le projet est ambitieux, et il s'inscrit aussi dans…"
    {
      family: "negative-parallelism",
      pattern:
        /^Non seulement (?![^,;]*-(?:t-)?(?:il|elle|ils|elles|on)(?![\p{L}]))([^,;:.!?—–]{1,80}?),? mais ((?:il|elle|ils|elles|on|c['’]est|nous|vous)(?![\p{L}])[^!?—–]{1,300})$/iu,
      replace: "$1, et $2",
    },
    // "Ce n'est pas une option, c'est une nécessité." -> "C'est une nécessité, pas une option." (both sides start with an article)
    {
      family: "negative-parallelism",
      pattern: re(
        raw`^(?:Ce|Cela|Ça) n${A}est pas (?![^,;:.!?—–]*${B}(?:qui|que|qu${A}))((?:un|une|des|le|la|les|du|de la|l${A}|d${A})[^,;:.!?—–]{1,60}?)\s*[,;:—–]\s*c${A}est ((?:un|une|des|le|la|les|du|de la|l${A}|d${A})[^;:!?—–]{1,120}?)(${H}[.!])$`,
      ),
      replace: "C'est $2, pas $1$3",
    },
    // set 24: a lead-in before "ce" ("Force est de constater que ce n'est pas X — c'est Y") is no noun subject: "Ce est Y" (no
    // elision) once the lead-in went; the subject never ends on "ce"/"ça" (here and in the "seulement" form below)
    // "Les échecs ne sont pas des obstacles, ce sont des tremplins." -> "Les échecs sont des tremplins, pas des obstacles."
    {
      family: "negative-parallelism",
      pattern: re(
        raw`^(?!(?:ce|cela|ça|il|elle|on)\s+n${A})([^,;:.!?—–]{1,60}?)(?<!${B}(?:ce|ça)) n(?:${A}|e )(est|sont|était|étaient) pas (?![^,;:.!?—–]*${B}(?:qui|que|qu${A}))((?:un|une|des|le|la|les|du|de la|l${A}|d${A})[^,;:.!?—–]{1,60}?)\s*[,;:—–]\s*(?:c${A}est|ce sont|c${A}était|c${A}étaient|ce n${A}était) ((?:un|une|des|le|la|les|du|de la|l${A}|d${A})[^;:!?—–]{1,120}?)(${H}[.!])$`,
      ),
      replace: "$1 $2 $4, pas $3$5",
    },
    // "Il ne s'agit pas de X, mais de Y." -> "Il s'agit de Y, pas de X."
    {
      family: "negative-parallelism",
      pattern: re(raw`^Il ne s${A}agit pas (d(?:e |${A}|u |es )[^,;:.!?—–]{1,80}?)\s*[,;:—–]\s*mais (d(?:e |${A}|u |es )[^;:!?—–]{1,160}?)(${H}[.!])$`),
      replace: "Il s'agit $2, pas $1$3",
    },
    {
      family: "negative-parallelism",
      pattern: re(
        raw`^(?:Ce|Cela|Ça) n${A}est pas (?:(?:seulement|simplement|juste|uniquement) |qu${A}(?=(?:une?|des?|du|la|le|l${A}|d${A})))([^,;:.!?—–]{1,80}?)\s*[,;:—–]\s*c${A}est (?:aussi |également |surtout |avant tout )?([^;:!?—–]{1,160}?)(${H}[.!])$`,
      ),
      replace: "C'est $1 et $2$3",
    },
    // a subject set out before "ce": "Réparer, ce n'est pas seulement faire des économies : c'est aussi prolonger…" ->
    // "Réparer, c'est faire des économies et prolonger…"; "Voyager, ça n'est pas juste…, c'est aussi…"
    {
      family: "negative-parallelism",
      pattern: re(
        raw`^((?:[^,;:.!?—–]{1,40},\s+)?[^,;:.!?—–]{1,60}?),\s+(?:ce|cela|ça) n${A}est pas (?:seulement|simplement|juste|uniquement) ([^,;:.!?—–]{1,80}?)\s*[,;:—–]\s*(?:c${A}est|ce sont) (?:aussi |également |surtout |avant tout )?([^;:!?—–]{1,160}?)(${H}[.!])$`,
      ),
      replace: "$1, c'est $2 et $3$4",
    },
    // a subject after a fronted phrase: "Située sur les pentes, dans un ancien atelier, notre école n'est pas seulement un lieu où
    // l'on cuisine : c'est un lieu de transmission." -> "…, notre école est un lieu où l'on cuisine, et aussi un lieu de transmission."
    {
      family: "negative-parallelism",
      pattern: re(
        raw`^([^:;.!?—–]{1,160},\s+)([^,;:.!?—–]{1,60}?) n${A}(est|sont|était|étaient) pas (?:seulement|simplement|juste|uniquement) ((?:un|une|des|le|la|les|l${A}|du|de la)${E}[^,;:.!?—–]{1,80}?)${H}[:;—–]\s*(?:c${A}est|ce sont|c${A}était) (?:aussi |également |surtout |avant tout )?((?:un|une|des|le|la|les|l${A}|du|de la)${E}[^;:!?—–]{1,160}?)(${H}[.!])$`,
      ),
      replace: "$1$2 $3 $4, et aussi $5$6",
    },
    // "Le lac n'est pas seulement un lieu de baignade : c'est un joyau naturel." -> "Le lac est un lieu de baignade, mais aussi un joyau naturel."
    // (also in the future: "Votre fête ne sera pas seulement un repas : ce sera un souvenir." -> "Votre fête sera un repas et un souvenir.")
    {
      family: "negative-parallelism",
      pattern: re(
        raw`^([^,;:.!?—–]{1,60}?) n(?:${A}|e )(est|sont|était|étaient|sera|seront) pas (?:(?:seulement|simplement|juste|uniquement) |qu${A}(?=(?:une?|des?|du|la|le|l${A}|d${A})))([^,;:.!?—–]{1,80}?)\s*[,;:—–]\s*(?:c${A}est|ce sont|c${A}était|il est|elle est|ils sont|elles sont|ce sera|ce seront|il sera|elle sera|ils seront|elles seront) (?:aussi |également |surtout |avant tout )?([^;:!?—–]{1,160}?)(${H}[.!])$`,
      ),
      replace: "$1 $2 $3 et $4$5",
    },
    // "Ces appareils ne sont pas seulement des outils : ils témoignent de…" -> "Ces appareils sont des outils et témoignent de…"
    {
      family: "negative-parallelism",
      pattern: re(
        raw`^(?!(?:ce|cela|ça|il|elle|on)\s+n${A})([^,;:.!?—–]{1,60}?)(?<!${B}(?:ce|ça)) n(?:${A}|e )(est|sont|était|étaient) pas (?:(?:seulement|simplement|juste|uniquement) |qu${A}(?=(?:une?|des?|du|la|le|l${A}|d${A})))([^,;:.!?—–]{1,80}?)\s*[,;:—–]\s*(?:il|elle|ils|elles) (?!(?:est|sont|était|étaient|n${A}|ne)${E})(\p{Ll}[^;:!?—–]{1,160}?)(${H}[.!])$`,
      ),
      replace: "$1 $2 $3 et $4$5",
    },
    {
      family: "negative-parallelism",
      pattern: re(
        raw`^Il ne s${A}agit pas (?:seulement|simplement|juste|uniquement) (d(?:e |${A}|u |es )[^,;:.!?—–]{1,80}?)\s*[,;:—–]\s*(?:mais (?:aussi |également |(surtout |avant tout )|bien )?|il s${A}agit (?:aussi |également |(surtout |avant tout )))(d(?:e |${A}|u |es )[^;:!?—–]{1,160}?)(${H}[.!])$`,
      ),
      // set 19: "…; il s'agit surtout de le rendre vivant" keeps its priority ("et surtout de…"), not two equal tasks
      replace: (_m: string, first: string, most1: string | undefined, most2: string | undefined, second: string, stop: string) =>
        `Il s'agit ${first} et ${most1 || most2}${second}${stop}`,
    },
    // "Non seulement la cause, mais aussi la durée peut varier." -> "La cause et la durée peuvent varier." (two subjects: the verb goes plural)
    {
      family: "negative-parallelism",
      pattern:
        /^Non seulement (?![^,;]*-(?:t-)?(?:il|elle|ils|elles|on)(?![\p{L}]))((?:le|la|les|l['’]|un|une|son|sa|ses|leur|leurs|ce|cette|cet|ces|notre|votre)(?![\p{L}])[^,;:.!?—–]{1,60}?),? mais (?:aussi|également|encore) ((?:le|la|l['’]|un|une|son|sa|leur|ce|cette|cet|notre|votre)(?![\p{L}])[^,;:.!?—–]{0,60}? )(peut|doit|est|a|reste|varie|dépend|change|semble|devient|fait|va|sera|pourra|pourrait|devrait|serait|compte|joue|influence|évolue|diffère)(?![\p{L}])/u,
      replace: (_m: string, a: string, b: string, verb: string) => `${a} et ${b}${plural(verb)}`,
    },
    // A list on either side keeps "mais aussi" (only "non seulement" goes): "Vous apprendrez non seulement à ouvrir une ruche,
    // mais aussi à repérer le varroa, à nourrir les colonies et à récolter le miel." -> "… à ouvrir une ruche, mais aussi à repérer
    // le varroa, …" (never "A et B, C et D"); set 22: also after a colon (": non seulement vous pilotez…, mais aussi vous…")
    {
      family: "negative-parallelism",
      pattern: /^Non seulement (?![^,;]*-(?:t-)?(?:il|elle|ils|elles|on)(?![\p{L}]))([^,;:.!?—–]{1,60}?),? mais (aussi|également|encore) ([^.!?;:—–]+)/u,
      replace: (m: string, a: string, adverb: string, rest: string) => (FR_LIST_AROUND(a, rest) ? `${a}, mais ${adverb} ${rest}` : m),
    },
    {
      family: "negative-parallelism",
      pattern: /(?<=(?:[\p{L}\p{Co}],?|:) )non seulement ([^,;:.!?—–]{1,60}?),? mais (aussi|également|encore) ([^.!?;:—–]+)/u,
      replace: (m: string, a: string, adverb: string, rest: string) => (FR_LIST_AROUND(a, rest) ? `${a}, mais ${adverb} ${rest}` : m),
    },
    {
      family: "negative-parallelism",
      pattern:
        /^Non seulement (?![^,;]*-(?:t-)?(?:il|elle|ils|elles|on)(?![\p{L}]))([^,;:.!?—–]{1,60}?),? mais (?:aussi|également|encore) ([^,;:.!?—–]{1,60})/u,
      replace: "$1 et $2",
    },
    {
      family: "negative-parallelism",
      pattern: /(?<=(?:[\p{L}\p{Co}],?|:) )non seulement ([^,;:.!?—–]{1,60}?),? mais (?:aussi|également|encore) ([^,;:.!?—–]{1,60})/u,
      replace: "$1 et $2",
    },
  ],
  detectors: [
    {
      family: "negative-parallelism",
      pattern: re(raw`${B}(?:ce|cela|ça) n${A}est pas (?:seulement |simplement |juste |uniquement )?[^.!?;]{1,80}[,;:—–] ?c${A}est${E}`),
    },
    {
      family: "negative-parallelism",
      pattern: re(
        raw`${B}n(?:${A}|e )(?:est|sont|était|étaient) pas (?:seulement|simplement|juste|uniquement) [^.!?;]{1,80}[,;:—–] ?(?:c${A}est|ce sont|il est|elle est|ils sont|elles sont)${E}`,
      ),
    },
    { family: "negative-parallelism", pattern: re(raw`${B}non seulement${E}[^.!?;]{1,120}${B}mais (?:aussi|également|encore)${E}`) },
    {
      family: "negative-parallelism",
      pattern: re(`${B}ne s${A}agit pas (?:seulement|simplement|uniquement|juste)${E}[^.!?;]{1,80}${B}(?:mais|il s${A}agit)${E}`),
    },
    {
      family: "participial-tail",
      pattern: re(
        raw`, (?:ainsi )?(?:soulignant|témoignant|illustrant|reflétant|renforçant|mettant en (?:lumière|évidence|valeur)|démontrant|consolidant|incarnant|symbolisant|contribuant à|favorisant|garantissant)${E}[^.!?]*[.!?]?$`,
      ),
    },
    { family: "copula-avoidance", pattern: re(`${B}(?:sert|servent|servait|servaient|fait office|font office|faisait office) d(?:e|${A})`) },
    { family: "copula-avoidance", pattern: re(`${B}(?:s${A}impose|s${A}imposent|se positionne|se positionnent) comme${E}`) },
    {
      family: "stacked-hedge",
      pattern: re(raw`${B}(?:pourrait|pourraient|peut|peuvent) (?:potentiellement|éventuellement|possiblement)${E}|${B}il (?:se pourrait|semblerait) que${E}`),
    },
    { family: "upbeat-closer", pattern: re(raw`${B}l${A}avenir s${A}annonce (?:prometteur|radieux|brillant)|${B}les possibilités sont infinies${E}`) },
    {
      family: "sparked-discussion",
      pattern: re(
        raw`${B}(?:suscité|suscite|suscitent|alimenté|alimente|relancé|relance|ouvert|ouvre) (?:un |une |de |des )?(?:vif |vifs |large |nouveau |profond |profonds |nombreux )?(?:débat|débats|discussion|discussions|réflexion|réflexions|interrogations)${E}`,
      ),
    },
    {
      family: "vague-attribution",
      pattern: re(
        raw`${B}(?:les |de nombreux |certains |beaucoup d${A}|plusieurs )(?:experts|spécialistes|observateurs|analystes|chercheurs|critiques) (?:s${A}accordent|estiment|affirment|soulignent|notent|considèrent|pensent|s${A}entendent)${E}|${B}il est (?:largement|généralement|communément) (?:admis|reconnu|accepté)${E}`,
      ),
    },
    {
      family: "challenges-prospects",
      pattern: re(
        raw`${B}(?:malgré|en dépit de) (?:ses|ces|leurs|les|son|sa|leur) (?:[\p{L}-]+ ){0,3}?(?:défis|difficultés|succès|obstacles)${E}|${B}continue(?:nt)? (?:de|à) (?:prospérer|s${A}épanouir|rayonner)${E}`,
      ),
    },
    { family: "canned-assurance", pattern: re(raw`^(?:Soyez assuré|Soyez assurée|Je vous assure|Votre satisfaction est notre (?:priorité|objectif))`) },
  ],
};
