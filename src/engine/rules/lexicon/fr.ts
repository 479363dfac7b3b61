// The French lexicon (format: see compile.ts; "@ family" lines name the sign family of the
// entries after them, docs/ai-writing-signs.md).
//
// How the list was built: no published study of over-used vocabulary in French model output was
// at hand, so it was compiled by hand, family by family of the catalogue (vocabulary, stock
// phrases, connective fillers, puffery and significance, promotional tone, copula avoidance,
// hedges, didactic disclaimers, chatbot leftovers), from the French counterparts of the English
// entries (lexicon/en.ts: Kobak et al. 2024, Liang et al. 2024, Wikipedia's "Signs of AI
// writing") and from the stock phrasing of French assistant answers ("Il est important de noter
// que", "joue un rôle crucial", "témoigne de", "N'hésitez pas à"). The plain-language entries
// (filler, "afin de" -> "pour", "au sein de" -> "dans") follow the usual advice of French
// plain-language guides (write short words, cut empty connectives).
//
// Agreement: French adjectives agree in gender and number, so an adjective is replaced slot by
// slot with one that has the same forms (crucial/cruciale/cruciaux/cruciales -> important/…), or
// by an invariable one; a verb keeps its person and tense slot by slot; a phrase that names its
// article carries its replacement's article ("un large éventail" -> "toutes sortes"). Elided
// words are one token ("l'importance", "qu'il"), so entries spell them out.
//
// Second pass: figurative "paysage/écosystème/levier/allié/catalyseur" (literal senses left),
// significance verbs, puffery, "X clé" by gender and number. Replacements start with a consonant
// (no elision is made: "de favoriser" -> "d'…"), or the elided form has its own entry.

/** String.raw under a short name: the bundle spells it once, not at each of the file's templates (−160 B gzip). */
const raw = String.raw;

// One template per section (a template boundary costs ~1 B gzip each): the notes on a section's entries come before it,
// in the order of the entries they describe.
export const FR_LEXICON = [
  // ── Formules de clôture et de résumé ──
  // set 18: "Bref," for "En conclusion," is too colloquial for a page's register: the connective goes
  // "L'essentiel avant de venir :" as a label (bold, after an emoji): the circumstance is the label; "L'essentiel est de …" stays
  raw`@ section-summary
*^ (en conclusion|pour conclure|en résumé|pour résumer|en somme|en définitive|somme toute|en fin de compte|au final) , => -
*^ l'essentiel [?avant,pour,à,sur,côté,en,pendant,après] => -`,
  // ── Connecteurs de remplissage ──
  // the same note inside a sentence ("…, et selon mes dernières informations, la demande avait augmenté"): the fact stays
  // set 21: a closing note that dates its facts by the model's cutoff ("ces tarifs correspondent à mes données arrêtées à ma
  // date de coupure, en 2025 ; …", "la loi en vigueur selon mes données, arrêtées fin 2024 : …"): the date stays, the cutoff goes
  // between a subject and its verb ("La ville, à ma connaissance, n'a rien annoncé"): both commas go
  // set 18: "Dans ce contexte, et dans un marché…" left an orphan "Et": the "et" goes with the connective; before a figure ("rembourse, de surcroît, 250 €") the connective just goes (a lone "d'autre part" after "et" is redundant)
  // "dès lors que" is "puisque / à partir du moment où", a condition, not the time of "dès que" ("Dès lors que vous ne pouvez pas
  // revenir, nous l'expédions" -> "Si vous ne pouvez pas revenir"); "si" elides before il/ils only
  // "dès lors" between commas after a verb of advice or request, before its infinitive ("Nous vous conseillons, dès lors, de ne pas
  // attendre", "Je t'invite, dès lors, à réserver"): "donc" after the verb; ", dès lors, de nombreux …" after other words keeps its commas
  // an infinitive or a place after "à" ("à ouvrir une ruche, mais aussi à repérer le varroa, à nourrir…"): "ainsi qu'à"
  // a bare noun of a list, an adjective, a clause ("bouteilles et flacons, mais aussi pots de yaourt"): a plain "et aussi"
  // the same signpost with an adverb ("Notons aussi que", "Précisons enfin que", "Rappelons toutefois que")
  // the same signpost after a dash, a semicolon, a colon or a comma inside the sentence ("18 au maximum — notons que 11 sont réservées",
  // "le stock est limité ; rappelons qu'il reste 4 places"): the clause stays, its signpost goes
  // "Il convient toutefois de rappeler que X" / "Il est cependant important de noter que X": the contrast stays as "Mais X"
  // "Il est crucial de garder en tête que X", "Gardez bien à l'esprit que X", "N'oubliez pas que X": a reminder formula, X stays
  // the same after a subordinate clause ("Si vous venez en groupe, il est crucial de garder en tête que …")
  // after an opening connective ("Enfin, notons aussi que …"): "Enfin" stays, a listed connective goes with the signpost
  // (an empty adverb would leave two spaces, "il faut  signaler": two entries)
  // set 25: "à ma connaissance, et selon …" lost its note but left the "et" opening the item: it goes too
  // set 26: after a liquid "en outre" is a wineskin (README look-alike of set 25: "leur vin en outre"), not "moreover"
  // set 26 (bundle budget): the sentence-start copies of "il convient de", "il est à noter que/qu'il", "il est … de ne" and
  // "il est essentiel de" went: the same entries without "^" match at the start too, with the same targets
  raw`@ transition-overuse
*^ (en outre|par ailleurs|de surcroît|qui plus est) , => -
*^ en outre => -
(vin|eau|lait|huile) en outre => $1 en outre
*^ (de plus|dès lors|dans cette perspective|vous l'aurez compris|tu l'auras compris) , => -
*^ (enfin et surtout|dernier point et non des moindres) , => enfin,
*^ (par ailleurs|de surcroît|qui plus est) [!comma] => -
*{!comma} par ailleurs [!comma] => aussi
*^ néanmoins , => cela dit,
*^ toutefois , => mais
*^ à ma connaissance , (et|) => -
*; à ma connaissance , => ;
*: à ma connaissance , (et|) => :
*{?et,mais,or,donc} selon mes (dernières|plus récentes|) (informations|données|connaissances) , => -
*selon mes (informations|données|connaissances) , arrêtées [?début,fin,en] => -
*correspond~/ent à mes (informations|données|connaissances) arrêtées à ma date de coupure , en => dat~e/ent de
*, à ma connaissance , [?n'a,n'ont,n'est,n'était,n'avait,n'avaient,n'étaient,n'existe,n'existent,n'offre,n'offrent,n'y,n'en,ne,est,sont,a,ont,était,étaient,avait,avaient,reste,restent,sera,seront,peut,peuvent,doit,doivent,semble,semblent,demeure,demeurent,fait,font,va,vont,existe,existent,propose,proposent,offre,offrent,compte,comptent,se,s'] => -
*, à ma connaissance , => ,
*^ (dans cette optique|dans ce contexte) , => -
*^ (dans ce contexte|dans cette optique|à cet égard) , et => -
*^ à cet égard , => -
^ en effet , => - | =
*{!comma} en outre [!comma] => aussi
*{!comma} de surcroît [!comma] => aussi
*; (en outre|par ailleurs|de surcroît|qui plus est|de plus|dès lors|en fin de compte|au final|en définitive|somme toute) , => ;
*: (en outre|par ailleurs|de surcroît|qui plus est|de plus|dès lors|en fin de compte|au final|en définitive|somme toute) , => :
*, (en outre|par ailleurs|de surcroît|qui plus est|de plus) , [!$,un,une,des,de,du,d'un,d'une,à,au,aux,que,qu'il,qu'elle,qu'ils,qu'elles,qu'on,sur,pour,avec,dans] => , d'autre part,
*, (en fin de compte|au final|en définitive|somme toute) , [!un,une,des,de,du,d'un,d'une,à,au,aux,que,qu'il,qu'elle,qu'ils,qu'elles,qu'on,sur,pour,avec,dans] => , finalement,
*, (dans une certaine mesure|en quelque sorte) , => -
*, sans doute , [?un,une,des,de,du,d'un,d'une,à,au,aux,que,qu'il,qu'elle,qu'ils,qu'elles,qu'on,sur,pour,avec,dans] => -
*, sans doute , [!un,une,des,de,du,d'un,d'une,à,au,aux,que,qu'il,qu'elle,qu'ils,qu'elles,qu'on,sur,pour,avec,dans] => , probablement,
*{!comma} dans une certaine mesure [!comma] => en partie
*, dès lors , [!un,une,des,de,du,d'un,d'une,à,au,aux,que,qu'il,qu'elle,qu'ils,qu'elles,qu'on,sur,pour,avec,dans] => , donc,
*, (en outre|par ailleurs|de surcroît|qui plus est|de plus|en fin de compte|au final|en définitive|somme toute) , [?$,un,une,des,de,du,d'un,d'une,à,au,aux,que,qu'il,qu'elle,qu'ils,qu'elles,qu'on,sur,pour,avec,dans] => -
*dès lors que => si
*dès lors qu'il~/s => s'il~/s
*dès lors qu'~elle/elles/on/un/une/en/à/au/aux => si elle/elles/l'on/un/une/en/à/au/aux
*{!comma} dès lors [!comma,que,qu'il,qu'elle,qu'ils,qu'elles,qu'on,qu'un,qu'une] => donc
*{?conseillons,recommandons,invitons,t'invite,t'invitons,t'encourage,t'encourageons,suggérons,encourageons,prions,demandons,conseille,recommande,invite,suggère,encourage,prie,demande,conseillent,recommandent,invitent,suggèrent,encouragent,conseillez,recommandez,invitez,suggérez,conseilles,recommandes,invites,conseillait,recommandait,conseillions,recommandions,conseillerons,recommanderons} , dès lors , => donc
*{!comma} en fin de compte [!comma] => -
*{!oui,non,si,mais} , (bien sûr|bien entendu|évidemment) , => -
*témoign~e/ent/ait/aient du passé => rappel~le/lent/ait/aient le passé
*témoign~e/ent/ait/aient de l'histoire => rappel~le/lent/ait/aient l'histoire
*(lieu|lieux) emblématique~/s [?pour,où] => $1 de choix
*(quartier|monument|site|lieu|pont|marché|café|restaurant) emblématique => $1
freins et (les|des|) leviers => freins et $1 leviers
tout en (retenue|finesse|douceur|délicatesse|subtilité|légèreté|pudeur|sobriété|élégance|fraîcheur|rondeur|nuance|sensibilité|simplicité) => d'une grande $1
*, mais aussi (sur|dans|pour|avec|par|chez|entre|auprès|en) => , ainsi que $1 | , et $1
*, mais aussi (à|au|aux) => , ainsi qu'$1
*, mais aussi [?le,la,les,l',un,une,des,du,sa,son,ses,leur,leurs,notre,nos,votre,vos,ce,cette,ces,cet,mon,ma,mes,ton,ta,tes] => , ainsi que
*, mais aussi => , et aussi
*néanmoins => pourtant
@ didactic-disclaimer
*^ il est (également|aussi|) (important|essentiel|crucial|primordial|fondamental|utile|intéressant) de (noter|souligner|rappeler|mentionner|préciser|comprendre|reconnaître) que => -
*^ il est (important|essentiel|crucial|primordial|fondamental|utile|intéressant) de (noter|souligner|rappeler|mentionner|préciser|comprendre|reconnaître) qu'~il/elle/ils/elles/on/un/une => il/elle/ils/elles/on/un/une
*^ il convient (également|aussi|enfin|) de (noter|souligner|rappeler|mentionner|préciser) que => -
*^ (il convient|il est important|il est essentiel|il faut) de (noter|souligner|rappeler|préciser) , (en outre|par ailleurs|de plus|enfin|également|aussi|toutefois|néanmoins|cependant) , que => -
*^ (il convient|il est important|il est essentiel|il faut) de (noter|souligner|rappeler|préciser) , (en outre|par ailleurs|de plus|enfin|également|aussi|toutefois|néanmoins|cependant) , qu'~il/elle/ils/elles/on/un/une/aucun/aucune => il/elle/ils/elles/on/un/une/aucun/aucune
*^ il est (également|aussi|) (important|essentiel|crucial|primordial|fondamental|utile|intéressant) de (noter|souligner|rappeler|mentionner|préciser) qu'~aucun/aucune/en/à/au/aux/après/avant/entre => aucun/aucune/en/à/au/aux/après/avant/entre
*^ il convient (également|aussi|enfin|) de (noter|souligner|rappeler|mentionner|préciser) qu'~aucun/aucune/en/à/au/aux/après/avant/entre => aucun/aucune/en/à/au/aux/après/avant/entre
*il est (important|essentiel|crucial|primordial|fondamental) de (souligner|rappeler|noter|mentionner) [!que,qu'il,qu'elle,qu'ils,qu'elles,qu'on,qu'un,qu'une,qu'aucun,qu'aucune,qu'en,qu'à,qu'au,qu'aux,comma] => il faut rappeler
*il est (important|essentiel|crucial|primordial|fondamental|indispensable) de ne (jamais|pas|plus|rien) => il ne faut $2
*^ il est (important|essentiel|crucial|primordial|fondamental) de garder (des|le|la|les|un|une|vos|tes|ses|son|sa|votre|ton|ta|nos|leurs|leur|en) => il faut garder $2
*^ il convient (également|aussi|enfin|) de (noter|souligner|rappeler|mentionner|préciser) qu'~il/elle/ils/elles/on/un/une => il/elle/ils/elles/on/un/une
*^ il faut (noter|souligner|rappeler) que => -
*^ (notons|soulignons|rappelons) que => -
*^ (notons|soulignons|rappelons) qu'~il/elle/ils/elles/on/un/une => il/elle/ils/elles/on/un/une
*^ (notons|soulignons|rappelons|précisons|signalons|remarquons|relevons) (aussi|également|enfin|d'ailleurs|au passage|encore|bien|par ailleurs|de plus) que => -
*^ (notons|soulignons|rappelons|précisons|signalons|remarquons|relevons) (aussi|également|enfin|d'ailleurs|au passage|encore|bien|par ailleurs|de plus) qu'~il/elle/ils/elles/on/un/une => il/elle/ils/elles/on/un/une
*^ (notons|soulignons|rappelons|précisons|signalons|remarquons) (toutefois|cependant|néanmoins|pourtant) que => mais
*^ (notons|soulignons|rappelons|précisons|signalons|remarquons) (toutefois|cependant|néanmoins|pourtant) qu'~il/elle/ils/elles/on/un/une => mais il/elle/ils/elles/on/un/une
*— (notons|soulignons|rappelons|précisons|signalons|remarquons) (aussi|également|enfin|d'ailleurs|au passage|encore|bien|) que => — et
*{?$} (notons|soulignons|rappelons|précisons|signalons|remarquons) (aussi|également|enfin|d'ailleurs|au passage|encore|bien|) que => -
*— (notons|soulignons|rappelons|précisons|signalons|remarquons) (aussi|également|enfin|d'ailleurs|au passage|encore|bien|) qu'~il/elle/ils/elles/on/un/une => — et il/elle/ils/elles/on/un/une
*{?$} (notons|soulignons|rappelons|précisons|signalons|remarquons) (aussi|également|enfin|d'ailleurs|au passage|encore|bien|) qu'~il/elle/ils/elles/on/un/une => il/elle/ils/elles/on/un/une
*^ il convient (toutefois|cependant|néanmoins|pourtant) de (noter|souligner|rappeler|mentionner|préciser|signaler|garder à l'esprit|garder en tête) que => mais
*^ il convient (toutefois|cependant|néanmoins|pourtant) de (noter|souligner|rappeler|mentionner|préciser|signaler|garder à l'esprit|garder en tête) qu'~il/elle/ils/elles/on/un/une => mais il/elle/ils/elles/on/un/une
*^ il est (toutefois|cependant|néanmoins|pourtant) (important|essentiel|crucial|primordial|fondamental|utile|bon) de (noter|souligner|rappeler|mentionner|préciser|signaler|garder à l'esprit|garder en tête) que => mais
*^ il est (toutefois|cependant|néanmoins|pourtant) (important|essentiel|crucial|primordial|fondamental|utile|bon) de (noter|souligner|rappeler|mentionner|préciser|signaler|garder à l'esprit|garder en tête) qu'~il/elle/ils/elles/on/un/une => mais il/elle/ils/elles/on/un/une
*^ il est (également|aussi|) (important|essentiel|crucial|primordial|fondamental|capital|utile|bon) de (garder en tête|avoir en tête|garder à l'esprit|avoir à l'esprit|se rappeler|se souvenir|retenir|ne pas oublier) que => -
*^ il est (également|aussi|) (important|essentiel|crucial|primordial|fondamental|capital|utile|bon) de (garder en tête|avoir en tête|garder à l'esprit|avoir à l'esprit|se rappeler|se souvenir|retenir|ne pas oublier) qu'~il/elle/ils/elles/on/un/une => il/elle/ils/elles/on/un/une
*^ (gardez|garde|gardons) (bien|toujours|) (en tête|à l'esprit) que => -
*^ (gardez|garde|gardons) (bien|toujours|) (en tête|à l'esprit) qu'~il/elle/ils/elles/on/un/une => il/elle/ils/elles/on/un/une
*{?comma} il est (important|essentiel|crucial|primordial|fondamental|capital) de (garder en tête|garder à l'esprit|se rappeler|se souvenir|ne pas oublier) que => -
*{?comma} il est (important|essentiel|crucial|primordial|fondamental|capital) de (garder en tête|garder à l'esprit|se rappeler|se souvenir|ne pas oublier) qu'~il/elle/ils/elles/on/un/une => il/elle/ils/elles/on/un/une
*^ (enfin|pour finir|au passage|ici) , (notons|soulignons|rappelons|précisons|signalons|remarquons) (aussi|également|enfin|d'ailleurs|encore|bien|) que => $1,
*^ (en outre|par ailleurs|de plus|de surcroît|d'autre part) , (notons|soulignons|rappelons|précisons|signalons|remarquons) (aussi|également|enfin|d'ailleurs|encore|bien|) que => -
*^ (force est de constater que|il va sans dire que|il est indéniable que) => -
*il est (important|essentiel|crucial) de (noter|souligner|rappeler) que => -
*il convient de (noter|souligner|rappeler) que => -
* (force est de constater que|il est à noter que) => -
*il est à noter qu'~il/elle/ils/elles/on/un/une => il/elle/ils/elles/on/un/une
*il convient (toutefois|cependant|pourtant|aussi|également|enfin|donc|alors|ici|) de (souligner|signaler|mentionner) [!que,qu'il,qu'elle,qu'ils,qu'elles,qu'on,qu'un,qu'une,qu'aucun,qu'aucune,qu'en,qu'à,qu'au,qu'aux,comma] => il faut $1 signaler
*il convient de [!noter,souligner,rappeler,mentionner,préciser] => il faut
*^ sans conteste , => -
*{!comma} sans conteste [!comma] => -
*^ à n'en pas douter , => -
*{!comma} à n'en pas douter [!comma] => -
*^ sans l'ombre d'un doute , => -
*{!comma} sans l'ombre d'un doute [!comma] => -
*^ il ne fait (aucun|pas de|nul) doute que => -
*^ il ne fait (aucun|pas de|nul) doute qu'~il/elle/ils/elles/on/un/une => il/elle/ils/elles/on/un/une
*^ nul doute que => -
*^ nul doute qu'~il/elle/ils/elles/on/un/une => il/elle/ils/elles/on/un/une
*force est de constater qu'~il/elle/ils/elles/on/un/une => il/elle/ils/elles/on/un/une
*^ il est (essentiel|primordial|crucial|important|fondamental) que => il faut que
*il est (essentiel|primordial|crucial|indispensable|important|fondamental) de [!noter,souligner,rappeler,mentionner,préciser,comprendre,reconnaître,garder] => il faut`,
  // ── Importance et portée ──
  // set 11: "l'arrosage joue un rôle clé dans la plupart des cas" (a cause) -> "l'arrosage est en cause dans la plupart des cas"
  // "joue un rôle clé (dans)": the plain verb varies with the sentence (compter, tenir une grande place, avoir du poids, avoir son importance;
  // not "peser lourd dans", which reads as a burden: "ce véhicule pèse lourd dans mon quotidien");
  // never one stock replacement for every occurrence (a native review flagged "compte beaucoup dans" everywhere).
  // set 12: a domain after a possessive ("dans mon quotidien") takes a place; an outcome ("dans l'endormissement", "dans la récolte") a share
  // set 20: "est pour beaucoup dans" is "largely responsible for" ("le médecin traitant est pour beaucoup dans le parcours"): a place, not a cause
  // set 21: a clitic before the verb ("un rôle essentiel pour la préserver") takes "aident à la préserver" ("ont beaucoup d'importance pour la préserver" was no French)
  // set 19: before a step or a circumstance ("à chaque étape", "face aux défis") "comptent beaucoup" and "ont leur importance" limp: the plain "rôle important"
  // with "y" before the verb ("Les bénévoles y jouent un rôle essentiel"): "y compter" would mean "to count on it", so a place or a weight
  // "tenir un rôle essentiel / indispensable", the same formula with another verb: every person and tense, with or without its preposition
  // without a preposition the place may be a spot ("Les signaleurs tiennent un rôle essentiel aux carrefours"): the plain "rôle important"
  // "témoigne de + determiner": a plain verb takes the object (montre, confirme), or "est la preuve de"; varied by sentence.
  // set 18: "une estimation qui est la preuve du potentiel" made the claim stronger: "montre" only
  // set 11: "font découvrir" ("montrent" came twice in a sentence with "soulignent")
  // set 17: trainers "révèlent les enjeux" implied a secret: "éclairer" keeps the image without the stock phrase (vowel: not after an eliding word)
  // set 18: "éclairent des pistes" is not idiomatic: a plural indefinite object is presented ("présentent des pistes"); "pistes/solutions prometteuses" are "intéressantes" ("pistes encourageantes" is not said)
  // set 18: a line or stroke that underlines ("un petit trait souligne le mode actif") is literal (after a quotation: fr-structure);
  // set 22: also with its colour or weight ("un trait rouge souligne les écluses" became "fait ressortir")
  // set 19: "éclairent une évidence", "une reconversion qui éclaire votre passion" broke the collocation: "fait ressortir" takes any object;
  // a keyboard "présente les touches" lost the highlighting: before "les", "met en valeur"
  // set 21: after a choice the object is adopted, not talked about ("choisi d'insister sur un dispositif" broke the collocation): "miser sur"
  // "Les premiers relevés soulignent pourtant des changements": "font apparaître" ("relevés relèvent" repeats the root)
  // the pronoun before a quotation or a reported point ("Notre cofondatrice le souligne d'ailleurs :", "…, le souligne volontiers :"): she says it
  // the empty alternative of a group left its space before the punctuation ("le dit  :"): the bare form is its own entry
  // an adverb between the verb and its object ("incarne à ce titre notre engagement", "incarnent aussi cette ambition")
  // the literal spearhead stays ("un fer de lance de 32 cm", "a retrouvé dans la vase un fer de lance du XIVe siècle", "ce fer de lance
  // en bronze"): the figure is a predicate or an apposition, after "le", a possessive, "comme" or no word ("Fer de lance de la filière,
  // …", "Cette PME est le fer de lance du recyclage"), with its complement or at the end; "pilier" fits a family, a product or a firm
  // the plural ("Fers de lance de la filière, ces ateliers…", "les fers de lance du bio")
  // set 18: "une étape sans équivalent" breaks the collocation: a step is "nouvelle"; "un atout précieux !" -> "un vrai atout" (a bare "un atout !" is clipped)
  // the literal corner stone stays ("la pierre angulaire du bassin, fendue par le gel, sera remplacée"): the figure is a predicate
  // ("constitue la pierre angulaire d'un pied sain", "en est la pierre angulaire") or an apposition without an article
  // a fronted nominal apposition of journalism ("Véritable plongée dans …, le parcours …") keeps its noun: "Plongée dans …, le parcours …"
  // a postposed "véritable" closing its noun group ("ces soirées offrent une respiration véritable, utile …"): the noun stays; a predicate
  // ("son talent est véritable") and a noun whose truth is the point ("son identité véritable") keep it
  // set 18: after a material ("de l'ardoise naturelle véritable", "cuir véritable") "véritable" means genuine: it stays
  // set 23: a wine "montre notre terroir" is not idiomatic: it "exprime" its terroir (the usual collocation of wine writing)
  // set 23: "haut lieu" / "fleuron" need a field ("haut lieu de la gastronomie"); before "des" a place follows ("joyau des rives du Léman"): left
  // set 23: a bare "une immersion" with no "dans" reads unfinished ("cette semaine est une immersion, permettant…"): "une immersion complète"
  // set 24: "un engouement sans précédent" is a record ("sans équivalent" compared it with other programmes)
  // set 24: "met en avant un savoir-faire / une expertise" became "présente" (not idiomatic): expertise is "fait valoir"
  // set 24: "véritable joyau Art déco" became "haut lieu Art déco" (a style name is no field): "haut lieu" only before "de";
  // before a name the noun becomes "bijou" ("véritable bijou Art déco" is the plain phrase)
  // set 25: "jouent un rôle crucial dans votre confort" became "tiennent une grande place dans" (not said of comfort): only "comptent pour beaucoup"
  // set 25: "mettent en avant la fidélité" became "présentent" (feedback does not present loyalty): "montrent"; the noun "la mise en lumière"
  // became the non-word "la montrée": "la mise en valeur"; studies or data "soulignent que" show it ("précisent" is a speaker's verb)
  // set 26: "a un vrai poids" read as weight (in a text on quantities) and "la craie y occupe une place importante" as volume: "compte beaucoup"
  // set 26: "pilier" is itself a listed AI word ("le pilier de l'écosystème"): a spearhead drives, "moteur" after an article (an article-less apposition keeps "pilier": "Moteur de la noix" reads as a machine)
  // set 26: "Chefs … soulignent sa finesse" praise it ("font ressortir" made them cook it): "relèvent" fits a person (notes it) and a stroke (sets it off)
  // set 26 (bundle budget): "joue ici un rôle clé" joins the adverb list ("compte ici beaucoup") instead of a line of its own
  raw`@ puffery-significance
*jou~e/ent/ait/aient un rôle (crucial|essentiel|clé|déterminant|majeur|central|fondamental|primordial|prépondérant|capital|décisif) dans la plupart des cas => est/sont/était/étaient en cause dans la plupart des cas
*jou~e/ent/ait/aient/era/eront/er/ant un rôle (crucial|essentiel|clé|déterminant|majeur|central|fondamental|primordial|prépondérant|capital|vital|décisif|pivot|de premier plan) dans (l'accueil|l'organisation|l'accompagnement|l'encadrement|l'animation|l'orientation|la gestion|la préparation|la mise) => jou~e/ent/ait/aient/era/eront/er/ant un rôle important dans $2
*jou~e/ent/ait/aient/era/eront/er/ant un rôle (crucial|essentiel|clé|déterminant|majeur|central|fondamental|primordial|prépondérant|capital|vital|décisif|pivot|de premier plan) dans => compt~e/ent/ait/aient/era/eront/er/ant pour beaucoup dans
*jou~e/ent/ait/aient/era/eront/er/ant un rôle (crucial|essentiel|clé|déterminant|majeur|central|fondamental|primordial|prépondérant|capital|vital|décisif|pivot|de premier plan) pour [?vous,te,nous,me,guider,accompagner,aider,orienter,soutenir,conseiller] => jou~e/ent/ait/aient/era/eront/er/ant un rôle important pour
*jou~e/ent/ait/aient/era/eront/er/ant un rôle (crucial|essentiel|clé|déterminant|majeur|central|fondamental|primordial|prépondérant|capital|vital|décisif|pivot|de premier plan) pour (|la|le|les) [?se,s',garantir,assurer,comprendre,maintenir,réduire,préserver,protéger,améliorer,limiter,éviter,prévenir,faciliter] => aid~e/ent/ait/aient/era/eront/er/ant à $2
*jou~e/ent/ait/aient/era/eront/er/ant un rôle (crucial|essentiel|clé|déterminant|majeur|central|fondamental|primordial|prépondérant|capital|vital|décisif|pivot|de premier plan) pour => compt~e/ent/ait/aient/era/eront/er/ant beaucoup pour
*jou~e/ent/ait/aient/era/eront/er/ant un rôle (crucial|essentiel|clé|déterminant|majeur|central|fondamental|primordial|prépondérant|capital|vital|décisif|pivot|de premier plan) [?à,au,aux,face,auprès,lors,chez,sur,tout] => jou~e/ent/ait/aient/era/eront/er/ant un rôle important
*jou~e/ent/ait/aient/era/eront/er/ant un rôle (crucial|essentiel|clé|déterminant|majeur|central|fondamental|primordial|prépondérant|capital|vital|décisif|pivot|de premier plan) => compt~e/ent/ait/aient/era/eront/er/ant beaucoup | a/ont/avait/avaient/aura/auront/_/_ son/leur/son/leur/son/leur/_/_ importance
*a/ont/avez/avons/as/ai/avait/avaient/aura/auront joué un rôle (crucial|essentiel|clé|déterminant|majeur|central|fondamental|primordial|prépondérant|capital|vital|décisif|de premier plan) dans => a/ont/avez/avons/as/ai/avait/avaient/aura/auront compté pour beaucoup dans | a/ont/avez/avons/as/ai/avait/avaient/aura/auront tenu une grande place dans | a/ont/avez/avons/as/ai/avait/avaient/aura/auront eu beaucoup de poids dans
*a/ont/avez/avons/as/ai/avait/avaient/aura/auront joué un rôle (crucial|essentiel|clé|déterminant|majeur|central|fondamental|primordial|prépondérant|capital|vital|décisif|de premier plan) => a/ont/avez/avons/as/ai/avait/avaient/aura/auront beaucoup compté | a/ont/avez/avons/as/ai/avait/avaient/aura/auront pesé lourd
*jou~e/ent/ait/aient/era/eront (aussi|également|donc|ainsi|toujours|encore|souvent|désormais|pleinement|là|ici) un rôle (crucial|essentiel|clé|déterminant|majeur|central|fondamental|primordial|prépondérant|capital|vital|décisif|pivot|de premier plan) dans => compt~e/ent/ait/aient/era/eront $1 beaucoup dans | a/ont/avait/avaient/aura/auront $1 beaucoup de poids dans
*jou~e/ent/ait/aient/era/eront (aussi|également|donc|ainsi|toujours|encore|souvent|désormais|pleinement|là|ici) un rôle (crucial|essentiel|clé|déterminant|majeur|central|fondamental|primordial|prépondérant|capital|vital|décisif|pivot|de premier plan) => compt~e/ent/ait/aient/era/eront $1 beaucoup | a/ont/avait/avaient/aura/auront $1 son/leur/son/leur/son/leur importance
*ayant joué un rôle (crucial|essentiel|clé|déterminant|majeur|central|fondamental|primordial|prépondérant|capital|vital|décisif|de premier plan) => ayant beaucoup compté
*y jou~e/ent/ait/aient/era/eront/er/ant un rôle (crucial|essentiel|clé|déterminant|majeur|central|fondamental|primordial|prépondérant|capital|vital|décisif|pivot|indispensable|de premier plan) => y compt~e/ent/ait/aient/era/eront/er/ant beaucoup
*y jou~e/ent/ait/aient/era/eront (aussi|également|toujours|encore|souvent|désormais|pleinement|donc|ainsi) un rôle (crucial|essentiel|clé|déterminant|majeur|central|fondamental|primordial|prépondérant|capital|vital|décisif|pivot|indispensable|de premier plan) => y tient/tiennent/tenait/tenaient/tiendra/tiendront $1 une grande place | y occup~e/ent/ait/aient/era/eront $1 une place importante
*y a/ont/avait/avaient/aura/auront joué un rôle (crucial|essentiel|clé|déterminant|majeur|central|fondamental|primordial|prépondérant|capital|vital|décisif|pivot|indispensable|de premier plan) => y a/ont/avait/avaient/aura/auront tenu une grande place | y a/ont/avait/avaient/aura/auront occupé une place importante
*tient/tiennent/tenait/tenaient/tiendra/tiendront/tenir/tenant un rôle (crucial|essentiel|clé|déterminant|majeur|central|fondamental|primordial|prépondérant|capital|vital|décisif|pivot|indispensable|de premier plan) (dans|pour|auprès de|au sein de|au sein du|au sein des) => occup~e/ent/ait/aient/era/eront/er/ant une place importante $2
*tient/tiennent/tenait/tenaient/tiendra/tiendront/tenir/tenant un rôle (crucial|essentiel|clé|déterminant|majeur|central|fondamental|primordial|prépondérant|capital|vital|décisif|pivot|indispensable|de premier plan) => tient/tiennent/tenait/tenaient/tiendra/tiendront/tenir/tenant un rôle important | tient/tiennent/tenait/tenaient/tiendra/tiendront/tenir/tenant un vrai rôle
*a/ont/avait/avaient/aura/auront tenu un rôle (crucial|essentiel|clé|déterminant|majeur|central|fondamental|primordial|prépondérant|capital|vital|décisif|pivot|indispensable|de premier plan) => a/ont/avait/avaient/aura/auront occupé une place importante
*y tient/tiennent/tenait/tenaient/tiendra/tiendront/tenir/tenant un rôle (crucial|essentiel|clé|déterminant|majeur|central|fondamental|primordial|prépondérant|capital|vital|décisif|pivot|indispensable|de premier plan) => y occup~e/ent/ait/aient/era/eront/er/ant une place importante
*un rôle (crucial|déterminant|primordial|prépondérant|capital|vital|pivot) => un rôle important
*d'une importance (cruciale|capitale|primordiale) => de première importance
*témoign~e/ent/ait/aient/er/ant (aussi|également|surtout|d'abord|avant tout|encore|bien|toujours|) [?de,du,des,d'un,d'une] => est/sont/était/étaient/être/étant $1 la preuve
*témoign~e/ent/ait/aient (du même|d'un même) constat => fait/font/faisait/faisaient le même constat
*un témoignage (de|du|des) => une preuve $1
*témoign~e/ent/ait/aient de (notre|votre|leur|son|ce) terroir => exprim~e/ent/ait/aient $1 terroir
*témoign~e/ent/ait/aient/er/ant de (la|sa|son|ses|leur|leurs|notre|nos|votre|vos|cette|ces|mon|ma|mes|ton|ta|tes) [!riche] => montr~e/ent/ait/aient/er/ant $1
*témoign~e/ent/ait/aient/er/ant du [!riche] => montr~e/ent/ait/aient/er/ant le
*témoign~e/ent/ait/aient/er/ant des [!riche] => montr~e/ent/ait/aient/er/ant les
*témoign~e/ent/ait/aient/er/ant d'un [!riche] => montr~e/ent/ait/aient/er/ant un
*témoign~e/ent/ait/aient d'une dynamique (réelle|forte|positive|durable|collective|nouvelle|certaine) => montr~e/ent/ait/aient une énergie $1
*témoign~e/ent/ait/aient d'une nouvelle dynamique => montr~e/ent/ait/aient un nouvel élan
*témoign~e/ent/ait/aient/er/ant d'une [!riche] => montr~e/ent/ait/aient/er/ant une
*{?comma} témoignant (ainsi|) de/du/des/d'un/d'une/d' => signe de/du/des/d'un/d'une/d'
*témoign~e/ent/ait/aient/er/ant/era/eront ainsi [?de,du,des,d'un,d'une] => est/sont/était/étaient/être/étant/sera/seront ainsi la preuve
*un vibrant témoignage (de|du|des) => une preuve $1
*un véritable témoignage (de|du|des) => une preuve $1
*soulign~e/ent/ait/aient/er/ant (l'importance|la nécessité|le rôle|la valeur|l'intérêt) => montr~e/ent/ait/aient/er/ant $1
*{!de,ne,le,la,me,te,se,que,je} met~/tent/tait/taient/tre/tant en lumière [!des] => fait/font/faisait/faisaient/faire/faisant ressortir
*{!de,ne,le,la,me,te,se,que,je} met~/tent/tait/taient/tre/tant en lumière [?des] => présent~e/ent/ait/aient/er/ant
*de mettre en lumière => de faire ressortir
*met~/tent/tait/taient/tre/tant en exergue => montr~e/ent/ait/aient/er/ant
*{!la,une,sa,cette,leur,notre,votre} mis~/e/es en lumière => montré~/e/es
*mise en lumière => mise en valeur
*met~/tent/tait/taient/tre/tant/tra/tront en avant (un|une|son|sa|leur|notre|votre) (savoir-faire|expertise|expérience) => fait/font/faisait/faisaient/faire/faisant/fera/feront valoir $1 $2
*{!se,me,te} met~/tent/tait/taient/tre/tant/tra/tront en avant [?les,ce] => met~/tent/tait/taient/tre/tant/tra/tront en valeur
*{!se,me,te} met~/tent/tait/taient/tre/tant/tra/tront en avant => montr~e/ent/ait/aient/er/ant/era/eront
*mis~/e/es/ent en avant => mis~/e/es/ent en valeur
*met~/tent/tait/taient/tre/tant/tra/tront l'accent au => insist~e/ent/ait/aient/er/ant/era/eront au
*met~/tent/tait/taient/tre/tant/tra/tront l'accent sur => insist~e/ent/ait/aient/er/ant/era/eront sur
*mis l'accent (sur|au) => insisté $1
*{?choisi,décidé} de mettre l'accent sur => de miser sur
*de mettre l'accent (sur|au) => d'insister $1
*comme le soulign~e/ent/ait/aient => comme le précis~e/ent/ait/aient
(trait|traits|ligne|lignes|liseré|filet|tiret|barre) (rouge|rouges|bleu|bleus|noir|noirs|vert|verts|jaune|jaunes|gras|fin|) soulign~e/ent/ait/aient => $1 $2 soulign~e/ent/ait/aient
*{?comma} soulign~e/ent/ait/aient/era [!$,tes,ton,ta,mes,mon,ma,que,qu'il,qu'elle,qu'ils,qu'elles,qu'on,qu'un,qu'une,qu'en,l'importance,la,le,les,un,une,des,du,leur,leurs,son,sa,ses,notre,nos,votre,vos,cette,ce,ces,cet,comma] => fait/font/faisait/faisaient/fera ressortir
*{?comma} soulign~e/ent/ait/aient/era [?le,la,les,son,sa,ses,leur,leurs,$] => précis~e/ent/ait/aient/era
*{!comma} soulign~e/ent/ait/aient/era (sa|son|ses|leur|leurs) => relève/relèvent/relevait/relevaient/relèvera $1
*{!comma} soulign~e/ent/ait/aient/era/er/ant [!$,tes,ton,ta,mes,mon,ma,que,qu'il,qu'elle,qu'ils,qu'elles,qu'on,qu'un,qu'une,qu'en,qu'à,qu'aucun,qu'aucune,ainsi,aussi,également,encore,bien,enfin,donc,toutefois,pourtant,cependant,néanmoins,par,à,au,aux,dans,combien,comment,pourquoi,de,d'] => fait/font/faisait/faisaient/fera/faire/faisant ressortir
*{!comma} soulign~e/ent/ait/aient/era/er/ant [?comma] => fait/font/faisait/faisaient/fera/faire/faisant ressortir
*{?comma} soulign~e/ent/ait/aient/era/er/ant [?un,une,des,du,notre,nos,votre,vos,cette,ce,ces,cet] => fait/font/faisait/faisaient/fera/faire/faisant ressortir
*{?relevés,relevé,mesures,analyses,observations,données,chiffres,résultats} soulign~e/ent/ait/aient/era (aussi|également|encore|enfin|surtout|toutefois|pourtant|ainsi|déjà|clairement|nettement) => fait/font/faisait/faisaient/fera $1 apparaître
*soulign~e/ent/ait/aient/era (aussi|également|encore|enfin|surtout|toutefois|pourtant|ainsi) [?la,le,les,l',un,une,des,du,son,sa,ses,leur,leurs,cette,ce,ces,cet,notre,nos,votre,vos] => rel~ève/èvent/evait/evaient/èvera $1
*le soulign~e/ent/ait/aient/era (d'ailleurs|volontiers|souvent|elle-même|lui-même|encore|aussi|également|bien|ainsi|) [?$] => le di~t/sent/sait/saient/ra $1
*l'a souligné (d'ailleurs|volontiers|souvent|elle-même|lui-même|encore|aussi|également|bien|ainsi|) [?$] => l'a dit $1
*soulign~e/ent/ait/aient/era (d'ailleurs|aussi|également|encore|enfin|toutefois|pourtant|ainsi|bien|volontiers) (que|qu'il|qu'elle|qu'ils|qu'elles|qu'on|qu'un|qu'une|qu'en|qu'à) => précis~e/ent/ait/aient/era $1 $2
*(études|enquêtes|données|chiffres) soulignent => $1 montrent
*soulign~e/ent/ait/aient/é (que|qu'il|qu'elle|qu'ils|qu'elles|qu'on|qu'un|qu'une|qu'en|qu'à) => précis~e/ent/ait/aient/é $1
*incarn~e/ent/ait/aient/era (à lui seul|à elle seule|à eux seuls|à elles seules) => résum~e/ent/ait/aient/era $1
*incarn~e/ent/ait/aient/er/ant/era [!$,un,une,le,la,les,des,l',à] => représent~e/ent/ait/aient/er/ant/era
*incarn~e/ent/ait/aient/er/ant/era (un|une) (véritable|vrai|vraie|réel|réelle) => représent~e/ent/ait/aient/er/ant/era $1
*incarn~e/ent/ait/aient/er/ant/era (un|une|le|la|les|des|parfaitement|à merveille) [!rôle,rôles,personnage,personnages,héros,héroïne,roi,reine,méchant,méchante,père,mère] => représent~e/ent/ait/aient/er/ant/era $1
*incarn~e/ent/ait/aient/er/ant/era (à ce titre|ainsi|aussi|également|pleinement|désormais|donc|aujourd'hui|à sa façon|à sa manière|à leur façon|à leur manière|en quelque sorte|avant tout|d'abord|surtout|bien) (notre|votre|leur|son|sa|ses|nos|vos|leurs|mon|ma|mes|un|une|le|la|les|l'|des|cet|cette|ce|ces|toute|tout|tous|toutes) => représent~e/ent/ait/aient/er/ant/era $1 $2
*illustr~e/ent/ait/aient/er/ant parfaitement => montr~e/ent/ait/aient/er/ant bien
*véritable fer de lance => pilier
*figure de (véritable|vrai|) fer de lance => figure de référence
*{?$} fer de lance (de|du|des|d'un|d'une) [!$] => pilier $1
*{?le,son,sa,leur,notre,votre,comme} fer de lance (de|du|des|d'un|d'une) [!$] => moteur $1
*{?$,le,son,sa,leur,notre,votre,comme} fer de lance [?$] => moteur
*véritables fers de lance => moteurs
*{?$,les,ses,leurs,nos,vos,comme} fers de lance (de|du|des|d'un|d'une) [!$] => piliers $1
*{?$,les,ses,leurs,nos,vos,comme} fers de lance [?$] => piliers
*{?résultat,résultats,chiffre,chiffres,niveau,niveaux,hausse,croissance,succès,ventes,affluence,participation,fréquentation,record,records,progression,bond,engouement} sans précédent => record
*un moment charnière => un tournant
*sans (égal|égale|égaux|égales|pareil|pareille|pareils|pareilles) => hors pair
*{!résultat,résultats,chiffre,chiffres,niveau,niveaux,hausse,croissance,succès,ventes,affluence,participation,fréquentation,record,records,progression,bond,engouement} sans précédent => sans équivalent
*une étape charnière => un tournant
*(une|cette) étape sans précédent => $1 nouvelle étape
*{?comma,est,sont,était,étaient,sera,seront,serait,c'est,être,reste,restent,demeure,demeurent,devient,deviennent,devenue,devenu,constituera,constituer,forme,forment,représente,représentent,comme,aussi,également,donc,ainsi,toujours,vraiment,véritablement} (la|une|sa|leur|notre|votre) pierre angulaire => $1 base
*{?sont,étaient,seront,restent,demeurent,deviennent,constituent,constituaient,forment,représentent,comme,aussi,également,donc,ainsi,toujours} (les|des|ses|leurs|nos|vos) pierres angulaires => $1 bases
*(l'une|l'un|une|un) des pierres angulaires => $1 des bases
*constitu~e/ent/ait/aient (la|une|sa|leur|notre|votre) pierre angulaire => est/sont/était/étaient $1 base
*{?$,véritable,véritables,vraie,vraies} pierre~/s angulaire~/s => base~/s
*un tournant décisif => un tournant
*un/d'un atout (majeur|précieux|indéniable|considérable|incontestable) => un/d'un vrai atout
*un véritable => un
*une véritable immersion [!dans] => une immersion complète
*une véritable => une
*{!pas,beaucoup,peu,plus,moins,trop,assez,tant,autant,jamais,point,plein,bien} de véritables => des
*de véritables => de
*d'un véritable => d'un
*d'une véritable => d'une
*^ véritable [?plongée,voyage,immersion,hommage,invitation,parenthèse,promenade,balade,ode,fresque,plaidoyer,leçon,concentré,condensé,traversée,odyssée,manifeste,tour,saga,chronique,portrait,panorama,itinéraire,retour,bain,écrin,vitrine] => -
*{?$} véritable [!$,comma,raison,nom,sens,identité,origine,problème,question,joyau] => -
*{?comma,$} (véritable|vrai|authentique) joyau [?de,du,d'] => haut lieu
*{?comma,$} (véritables|vrais|authentiques) joyaux => hauts lieux
*{?un,une,ce,cet,cette} véritable [!$,comma,raison,nom,sens,identité,origine,problème,question,joyau] => -
*{?de} véritables [!$,comma,raisons,noms,problèmes,questions,joyaux] => -
*{!$,est,sont,était,étaient,être,soit,soient,fut,reste,restent,semble,semblent,devient,deviennent,paraît,paraissent,demeure,demeurent,sera,seront,plus,très,si,bien,aussi,moins,trop,et,ou,vraiment,assez,le,la,les,un,une,pas,rien,tout,nom,noms,sens,identité,nature,raison,raisons,origine,cause,motif,visage,valeur,prénom,auteur,propriétaire,naturel,naturelle,cuir,bois,marbre,ardoise,soie,laine,or,massif,massive} véritable [?$,comma] => -
*{!$,est,sont,était,étaient,être,soit,soient,fut,reste,restent,semble,semblent,devient,deviennent,paraît,paraissent,demeure,demeurent,sera,seront,plus,très,si,bien,aussi,moins,trop,et,ou,vraiment,assez,les,des,de,pas,noms,raisons,origines,causes,motifs,valeurs,auteurs,propriétaires} véritables [?$,comma] => -
*un réel atout => un atout
*un héritage (durable|indélébile|inestimable) => un héritage
*ouvr~e/ent/ait/ira/ir/ant la voie à (un|une|la|de|des|leur|son|sa|ses|cette|ce|nos|notre) => prépar~e/ent/ait/era/er/ant $1
*ouvr~e/ent/ait/ira/ir/ant la voie au => prépar~e/ent/ait/era/er/ant le
*ouvr~e/ent/ait/ira/ir/ant la voie aux => prépar~e/ent/ait/era/er/ant les`,
  // ── Tournures toutes faites ──
  // a figurative "paysage" of a field named by its adjective ("Dans le paysage muséal régional"): the field itself; a real
  // landscape takes other adjectives ("un paysage agricole", "viticole", "urbain", "industriel" stay)
  // a figurative "écosystème" of a trade's actors ("l'écosystème des fablabs sarthois"); "un écosystème alluvial / fragile" stays
  // A figurative "paysage"/"écosystème" of a trade or of its actors (the real landscape, "le paysage de l'Orne", and the
  // ecological "écosystème fragile" stay: they are not followed by a trade).
  // a network of people ("ce petit écosystème de producteurs"); the ecological one ("l'écosystème du sol") is not followed by them
  // a software or trade community ("l'écosystème géomatique francophone"): its world; the elided article is spelled out
  // a neighbourhood or local network ("un véritable écosystème de quartier"; "l'écosystème local" may be a real one and stays): a network of its actors
  // a local network of clubs, schools or shops ("s'inscrit dans un écosystème sportif local"); the ecological "écosystème de tourbières",
  // "écosystème marin / fragile / forestier" is not followed by these adjectives and stays
  // a crowded market ("Dans un paysage saturé d'offres à bas prix"): the market
  // a public system ("l'un des grands enjeux du paysage des retraites"): the system
  // set 19: "Alors que le bilinguisme fait la différence, l'Institut propose…" read as a contrast; set 20: "Comme les conseils
  // se contredisent, l'alimentation…" read as a cause: at the start the neutral time, "à l'heure où"
  // after an adverb of emphasis "alors que" limps ("surtout alors que"): "quand"
  // "en période de" fits a state that lasts a while ("de pénurie", "de crise"), "sur fond de" a process ("de réchauffement"); neither
  // fits a road or a rule ("Dans ce contexte de routes souvent verglacées", "de restrictions d'eau toujours plus fréquentes"): those stay
  // set 11: "le haras, au riche patrimoine architectural": "au" + noun needs its adjective ("au patrimoine" says nothing): "au beau patrimoine"
  // "l'église témoigne du riche patrimoine religieux de la ville": a building shows a heritage and recalls a past
  // (set 22: "fait partie d'un patrimoine façonné par cinq siècles" moved what the centuries shaped)
  // ("est la preuve du patrimoine" reads oddly); each article and possessive keeps its gender and elision
  // set 11: "les tarifs sont en constante évolution" -> "les tarifs changent souvent" (not "en mouvement")
  // after another copula ("le marché reste en constante évolution") the relative "qui change souvent" has no antecedent: the verb
  // takes the meaning ("change sans cesse"); set 17: after a noun, "en évolution" (no agreement: "des besoins qui change" broke it)
  // set 17: one's own talents are "mis à profit" ("profiter de ses talents" is not the idiom)
  // the other persons and the imperative ("Tirez pleinement parti de votre abonnement", "tirons au mieux parti de")
  // set 24 (bundle bytes): an adjective after "confort" (feminine, agreeing with "zone") turns masculine plural with "repères"
  // (one entry for every possessive instead of one per possessive); "numérique" can be masculine after "confort" ("votre
  // confort numérique"): that phrase stays
  // set 24 (bundle bytes): "de/à l'écosystème …", "un/d'un …" pairs are one entry each (the slot pairs the contracted article)
  // set 25: "la zone de confort thermique" is a technical range (README look-alike of set 25; "les habitudes thermique" broke agreement)
  // set 26: "À l'ère du numérique, où…" left a relative "où" hanging on "Aujourd'hui": "À une époque où"
  raw`@ stock-phrase
*^ dans le monde (actuel|d'aujourd'hui|moderne|contemporain) , => aujourd'hui,
*^ dans un monde en (constante|perpétuelle|pleine) (évolution|mutation) , => aujourd'hui,
*^ à l'ère (du numérique|numérique|digitale) , => aujourd'hui,
*^ à l'ère (du numérique|numérique|digitale) , où => à une époque où
*^ dans le paysage (actuel|numérique|technologique) , => aujourd'hui,
*dans le monde (actuel|d'aujourd'hui|moderne|contemporain) => aujourd'hui
*à l'ère (du numérique|numérique|digitale) => aujourd'hui
*dans le paysage actuel (de|du|des) => aujourd'hui dans le domaine $1
*dans le paysage actuel => aujourd'hui
*le paysage (numérique|digital) => le numérique
*le paysage technologique => la technologie
*{!de,classé,classée,inscrit,inscrite,comme} paysage culturel [!de,du,des,d'] => monde culturel
*paysage~/s (muséal|médiatique|politique|associatif|sportif|universitaire|musical|littéraire|artistique|théâtral|éditorial|syndical|scolaire|audiovisuel|intellectuel|religieux|artisanal|culinaire|gastronomique) => monde~/s $1
*paysages (muséaux|médiatiques|politiques|associatifs|sportifs|universitaires|musicaux|littéraires|artistiques|théâtraux|éditoriaux|syndicaux|scolaires|audiovisuels|artisanaux) => mondes $1
*paysage~/s (bancaire|financier|commercial|économique|concurrentiel|énergétique|immobilier|hospitalier|sanitaire|juridique|entrepreneurial|assurantiel|publicitaire) => secteur~/s $1
*l'écosystème (des|de nos|de ses|de leurs) (fablabs|fab labs|tiers-lieux|makers|incubateurs|laboratoires|labs|hackerspaces|ateliers|pépinières|accélérateurs|clubs|collectifs|coopératives|réseaux|librairies|médiathèques|bibliothèques|musées|festivals|salles|écoles|universités|studios|éditeurs|commerçants|artisans|producteurs|indépendants|prestataires|fournisseurs|investisseurs|financeurs|mécènes|bénévoles|clients|usagers|utilisateurs|outils|plateformes) => le réseau $1 $2
*écosystème (des|de nos|de ses|de leurs) (fablabs|fab labs|tiers-lieux|makers|incubateurs|laboratoires|labs|hackerspaces|ateliers|pépinières|accélérateurs|clubs|collectifs|coopératives|réseaux|librairies|médiathèques|bibliothèques|musées|festivals|salles|écoles|universités|studios|éditeurs|commerçants|artisans|producteurs|indépendants|prestataires|fournisseurs|investisseurs|financeurs|mécènes|bénévoles|clients|usagers|utilisateurs|outils|plateformes) => réseau $1 $2
*dans le paysage des (lieux|acteurs|entreprises|startups|start-up|offres|médias|festivals|marques|établissements|restaurants|salles|associations|plateformes|services|formations|écoles|institutions|labels|opérateurs|producteurs|éditeurs|librairies|cinémas|théâtres|musées|banques|assureurs|applications|outils|solutions|podcasts|domaines|châteaux|hôtels|agences|ateliers|réparateurs|commerces|enseignes|marchés|salons|foires|fêtes|événements|manifestations|rendez-vous|concerts|spectacles|cafés|boutiques|clubs|compétitions|séries|jeux) => parmi les $1
*paysage (de la|du|des) (crédit|prêt|travail|conseil|jouet|vin|handicap|réparation|mode|santé|tech|finance|recherche|formation|culture|musique|mobilité|recyclage|innovation|numérique|luxe|sport|tourisme|transport|logement|édition|livre|cinéma|jeu vidéo|emploi|restauration|hôtellerie|bâtiment|commerce|design|publicité|presse|médias|startups|start-up|entreprises|acteurs|partenaires|professionnels|associations|créateurs|développeurs|paiements|services|logiciels|applications|données|jeux vidéo|cosmétiques|assurances|banques|transports|sports|lieux de réception|salles de réception|réception|événementiel|vélo|seconde main|reconditionné|aménagement|urbanisme|podcasts|podcast|festivals|librairies|musées|théâtres|écoles|formations|offres|labels|marques|plateformes|opérateurs|producteurs|éditeurs|fintech|biotech|économie sociale|économie circulaire|réemploi|mobilités|déplacements|énergies|loisirs|mobilités douces|énergies renouvelables) => secteur $1 $2
*paysage de (l'aménagement|l'urbanisme|l'immobilier|l'artisanat|l'industrie|l'édition|l'emploi|l'innovation|l'hôtellerie|l'occasion|l'économie sociale|l'économie circulaire|l'événementiel|l'enseignement|l'accompagnement|l'entrepreneuriat|l'audiovisuel|l'assurance|l'épargne) => secteur de $1
*l'écosystème (local|régional|national|français|européen|territorial|montpelliérain|lyonnais|parisien|grenoblois|) (de la|du|des) (réparation|mode|santé|tech|finance|recherche|formation|culture|musique|mobilité|recyclage|innovation|numérique|luxe|sport|tourisme|transport|logement|édition|livre|cinéma|jeu vidéo|emploi|restauration|hôtellerie|bâtiment|commerce|design|publicité|presse|médias|startups|start-up|entreprises|acteurs|partenaires|professionnels|associations|créateurs|développeurs|paiements|services|logiciels|applications|données|jeux vidéo|cosmétiques|assurances|banques|transports|sports|lieux de réception|salles de réception|réception|événementiel|vélo|seconde main|reconditionné|aménagement|urbanisme|podcasts|podcast|festivals|librairies|musées|théâtres|écoles|formations|offres|labels|marques|plateformes|opérateurs|producteurs|éditeurs|fintech|biotech|économie sociale|économie circulaire|réemploi) => le secteur $1 $2 $3
*de/à l'écosystème (local|régional|national|français|européen|territorial|montpelliérain|lyonnais|parisien|grenoblois|) (de la|du|des) (réparation|mode|santé|tech|finance|recherche|formation|culture|musique|mobilité|recyclage|innovation|numérique|luxe|sport|tourisme|transport|logement|édition|livre|cinéma|jeu vidéo|emploi|restauration|hôtellerie|bâtiment|commerce|design|publicité|presse|médias|startups|start-up|entreprises|acteurs|partenaires|professionnels|associations|créateurs|développeurs|paiements|services|logiciels|applications|données|jeux vidéo|cosmétiques|assurances|banques|transports|sports|lieux de réception|salles de réception|réception|événementiel|vélo|seconde main|reconditionné|aménagement|urbanisme|podcasts|podcast|festivals|librairies|musées|théâtres|écoles|formations|offres|labels|marques|plateformes|opérateurs|producteurs|éditeurs|fintech|biotech|économie sociale|économie circulaire|réemploi) => du/au secteur $1 $2 $3
*l'écosystème (local|régional|national|français|européen|territorial|) de (l'aménagement|l'urbanisme|l'immobilier|l'artisanat|l'industrie|l'édition|l'emploi|l'innovation|l'hôtellerie|l'occasion|l'économie sociale|l'économie circulaire|l'événementiel|l'enseignement|l'accompagnement|l'entrepreneuriat|l'audiovisuel|l'assurance|l'épargne) => le secteur $1 de $2
*de/à l'écosystème (local|régional|national|français|européen|territorial|) de (l'aménagement|l'urbanisme|l'immobilier|l'artisanat|l'industrie|l'édition|l'emploi|l'innovation|l'hôtellerie|l'occasion|l'économie sociale|l'économie circulaire|l'événementiel|l'enseignement|l'accompagnement|l'entrepreneuriat|l'audiovisuel|l'assurance|l'épargne) => du/au secteur $1 de $2
*un écosystème (encore|très|assez|trop|déjà|désormais|) (morcelé|fragmenté|éclaté|émergent|naissant|structuré|mature|dense|atomisé) => un secteur $1 $2
*paysage (technologique|numérique|digital|industriel|social|professionnel|scientifique|réglementaire|éducatif|touristique|informationnel) => contexte $1
*{!cet} écosystème (régional|numérique|digital|entrepreneurial|économique|industriel|technologique|français|européen|territorial|d'innovation|de l'innovation|de start-up|de startups|des start-up|des startups|d'entreprises|de partenaires|de l'entrepreneuriat|tech|startup|start-up) => tissu $1
*cet écosystème (régional|numérique|digital|entrepreneurial|économique|industriel|technologique|français|européen|territorial|d'innovation|de l'innovation|de start-up|de startups|des start-up|des startups|d'entreprises|de partenaires|de l'entrepreneuriat|tech|startup|start-up) => ce tissu $1
*l'écosystème (régional|numérique|digital|entrepreneurial|économique|industriel|technologique|français|européen|territorial|d'innovation|de l'innovation|de start-up|de startups|des start-up|des startups|d'entreprises|de partenaires|de l'entrepreneuriat|tech|startup|start-up) => le tissu $1
*de/à l'écosystème (régional|numérique|digital|entrepreneurial|économique|industriel|technologique|français|européen|territorial|d'innovation|de l'innovation|de start-up|de startups|des start-up|des startups|d'entreprises|de partenaires|de l'entrepreneuriat|tech|startup|start-up) => du/au tissu $1
*l'écosystème (de la|du|des) (pêche|alimentation|agriculture|énergie|vin|objets connectés) => le milieu $1 $2
*de/à l'écosystème (de la|du|des) (pêche|alimentation|agriculture|énergie|vin|objets connectés) => du/au milieu $1 $2
*{!cet} écosystème (de producteurs|de commerçants|d'artisans|de fournisseurs|d'acteurs|d'exploitants|d'éleveurs|de paysans|de maraîchers|de vignerons|d'associations|de bénévoles|de restaurateurs|de libraires|de créateurs) => réseau $1
*cet écosystème (de producteurs|de commerçants|d'artisans|de fournisseurs|d'acteurs|d'exploitants|d'éleveurs|de paysans|de maraîchers|de vignerons|d'associations|de bénévoles|de restaurateurs|de libraires|de créateurs) => ce réseau $1
*l'écosystème (géomatique|logiciel|libre|open source|open-source|informatique|web|cloud|technique|scientifique|académique|universitaire|éditorial|médiatique|financier|bancaire|culturel|associatif|applicatif|mobile|cartographique|du logiciel libre|du libre|de l'open source|des logiciels libres|des développeurs|de la donnée|des données) => le monde $1
*de/à l'écosystème (géomatique|logiciel|libre|open source|open-source|informatique|web|cloud|technique|scientifique|académique|universitaire|éditorial|médiatique|financier|bancaire|culturel|associatif|applicatif|mobile|cartographique|du logiciel libre|du libre|de l'open source|des logiciels libres|des développeurs|de la donnée|des données) => du/au monde $1
*cet écosystème (géomatique|logiciel|libre|open source|open-source|informatique|web|cloud|technique|scientifique|académique|universitaire|éditorial|médiatique|financier|bancaire|culturel|associatif|applicatif|mobile|cartographique|du logiciel libre|du libre|de l'open source|des logiciels libres|des développeurs|de la donnée|des données) => ce monde $1
*écosystèmes (régionaux|locaux|numériques|économiques|industriels|technologiques|territoriaux) => tissus $1
*un (véritable|vrai|petit|) écosystème (de quartier|de proximité|solidaire|de voisinage|communautaire|citoyen|villageois|associatif) => un réseau $2
*d'un (véritable|vrai|petit|) écosystème (de quartier|de proximité|solidaire|de voisinage|communautaire|citoyen|villageois) => d'un réseau $2
*l'écosystème (de quartier|de proximité|solidaire|de voisinage|communautaire|citoyen|villageois) => le réseau $1
*de/à l'écosystème (de quartier|de proximité|solidaire|de voisinage|communautaire|citoyen|villageois) => du/au réseau $1
*cet écosystème (de quartier|de proximité|solidaire|de voisinage|communautaire|citoyen|villageois) => ce réseau $1
*écosystèmes (de quartier|de proximité|solidaires|de voisinage|communautaires|citoyens|villageois) => réseaux $1
*un/d'un (véritable|vrai|petit|) écosystème (sportif|culturel|éducatif|scolaire|touristique|commercial|artistique|musical|professionnel|médical|hospitalier|social|créatif|festif|gastronomique|universitaire|médiatique) => un/d'un réseau $2
*l'écosystème (sportif|éducatif|scolaire|touristique|commercial|artistique|musical|professionnel|médical|hospitalier|social|créatif|festif|gastronomique) => le réseau $1
*de/à l'écosystème (sportif|éducatif|scolaire|touristique|commercial|artistique|musical|professionnel|médical|hospitalier|social|créatif|festif|gastronomique) => du/au réseau $1
*cet écosystème (sportif|éducatif|scolaire|touristique|commercial|artistique|musical|professionnel|médical|hospitalier|social|créatif|festif|gastronomique) => ce réseau $1
*écosystèmes (sportifs|culturels|éducatifs|scolaires|touristiques|commerciaux|artistiques|musicaux|professionnels|médicaux|hospitaliers|sociaux|créatifs|festifs|gastronomiques) => réseaux $1
*(un|le|ce|du|au) paysage (saturé|concurrentiel|encombré|fragmenté|morcelé|changeant|mouvant|en mutation|très concurrentiel|ultra-concurrentiel|hyperconcurrentiel|ultraconcurrentiel) => $1 marché $2 || $1 secteur $2
*(le|du|au|ce) paysage (des retraites|de la retraite|des pensions|de la protection sociale|de l'assurance maladie|des aides sociales|des prestations sociales|de la fiscalité|fiscal|scolaire|universitaire|hospitalier|judiciaire|de santé|des soins|de l'enseignement supérieur|des transports publics) => $1 système $2
*^ dans un monde où => à l'heure où
*dans un monde où => alors que
*(surtout|notamment|en particulier|a fortiori) dans un monde où => $1 quand
*dans (un|ce) contexte de (forte|grande|vive|haute|nouvelle|pleine) => vu la $2
*dans (un|ce) contexte de (fort|grand|vif|haut|nouveau|plein) => vu le $2
*dans un contexte (d'inflation|d'incertitude|d'incertitudes|d'urgence|d'austérité|d'instabilité|d'évolution|d'accélération) => sur fond $1
*dans ce contexte (d'inflation|d'incertitude|d'incertitudes|d'urgence|d'austérité|d'instabilité|d'évolution|d'accélération|d'augmentation|d'envolée|d'explosion|d'effondrement) => sur fond $1
*dans un tel contexte de => sur fond de
*dans (un|ce) contexte de [?crise,pénurie,sécheresse,canicule,guerre,récession,pandémie,épidémie,grève,confinement,chômage,vacances,fêtes,soldes,rentrée,reprise,tension,tensions,hausse,baisse] => en période de
*dans (un|ce) contexte de [?réchauffement,dérèglement,raréfaction,numérisation,mondialisation,transition,mutation,concurrence,précarité,défiance] => sur fond de
*{?comma} au riche (patrimoine|passé) => au beau $1
fort~/e/s/es (d'un|d'une) riche => fort~/e/s/es $1 riche
*(un|le|son|ce|cet|notre|votre|leur|mon|ton|d'un|du|au|de|à) riche (patrimoine|passé) => $1 $2
*témoign~e/ent/ait/aient/er/ant du riche (patrimoine|héritage) => montr~e/ent/ait/aient/er/ant le $1
*témoign~e/ent/ait/aient/er/ant d'un riche (patrimoine|héritage) => montr~e/ent/ait/aient/er/ant un $1
*témoign~e/ent/ait/aient/er/ant de (son|leur|notre|votre) riche (patrimoine|héritage) => montr~e/ent/ait/aient/er/ant $1 $2
*témoign~e/ent/ait/aient/er/ant du riche passé => rappel~le/lent/ait/aient/er/ant le passé
*témoign~e/ent/ait/aient/er/ant d'un riche passé => rappel~le/lent/ait/aient/er/ant un passé
*témoign~e/ent/ait/aient/er/ant de (son|leur|notre|votre) riche passé => rappel~le/lent/ait/aient/er/ant $1 passé
*témoign~e/ent/ait/aient/er/ant de la riche histoire => rappel~le/lent/ait/aient/er/ant l'histoire
*témoign~e/ent/ait/aient/er/ant de la riche (tradition|culture) => rappel~le/lent/ait/aient/er/ant la $1
*témoign~e/ent/ait/aient/er/ant d'une riche (histoire|tradition|culture) => rappel~le/lent/ait/aient/er/ant une $1
*témoign~e/ent/ait/aient/er/ant de sa riche histoire => rappel~le/lent/ait/aient/er/ant son histoire
*témoign~e/ent/ait/aient/er/ant de sa riche (tradition|culture) => rappel~le/lent/ait/aient/er/ant sa $1
*témoign~e/ent/ait/aient/er/ant de (leur|notre|votre) riche (histoire|tradition|culture) => rappel~le/lent/ait/aient/er/ant $1 $2
*(un|le|son|ce|notre|votre|leur|d'un|du) riche savoir-faire => $1 savoir-faire
*(un|son|notre|votre|leur|d'un) riche héritage => $1 héritage
*le riche héritage => l'héritage
*du riche héritage => de l'héritage
*ce riche héritage => cet héritage
*(une|la|sa|cette|notre|votre|leur|d'une|de la) riche (tradition|culture|biodiversité|palette|gastronomie) => $1 $2
*(une|notre|votre|leur|d'une|cette) riche histoire => $1 histoire
*la riche histoire => l'histoire
*sa riche histoire => son histoire
*sor~tir/tir/tir/tir/tir/tir/tez/s de sa/ma/ta/votre/notre/leur/votre/ta zone de confort [!numérique] => bouscule~r/r/r/r/r/r/z/ ses/mes/tes/vos/nos/leurs/vos/tes repères
*sor~tir/tir/tir/tir/tir/tir/tez/s de sa/ma/ta/votre/notre/leur/votre/ta zone de confort numérique => bouscule~r/r/r/r/r/r/z/ ses/mes/tes/vos/nos/leurs/vos/tes repères numériques
*{?confort} professionnelle/personnelle/intellectuelle/créative/sociale/digitale/culturelle => professionnels/personnels/intellectuels/créatifs/sociaux/numériques/culturels
*sa/ma/ta/votre/notre/leur/la zone de confort [!numérique,thermique] => ses/mes/tes/vos/nos/leurs/les habitudes
*est/sont/était/étaient/sera/seront/serait/seraient en (constante|perpétuelle) (évolution|mutation) => change/changent/changeait/changeaient/changera/changeront/changerait/changeraient
*reste/restent/restait/restaient/restera/resteront/demeure/demeurent en (constante|perpétuelle) (évolution|mutation) => change~/nt/ait/aient/ra/ront//nt sans cesse
*en (constante|perpétuelle) (évolution|mutation) => en $2
*en pleine (évolution|mutation) => en plein changement
*une (riche|) tapisserie (de|d'histoires|d'influences|d'expériences|d'émotions|de cultures) => un mélange $2
*la riche tapisserie (de|du|des) => le riche mélange $1
*plonge~r/ons/z/ dans l'univers (de|du|des) => découvr~ir/ons/ez/e l'univers $1
*plonge~r/ons/z/ au cœur (de|du|des) => découvr~ir/ons/ez/e l'essentiel $1
*naviguer dans les (complexités|méandres|subtilités) (de|du|des) => s'y retrouver dans les détails $2
*les complexités (de|du|des) => les détails $1
*lib~érer/ère/èrent le (plein|) potentiel (de|du|des) => profite~r//nt $2
*exploite~r//nt (pleinement|) le (plein|) potentiel (de|du|des) => profite~r//nt $3
*le plein potentiel (de|du|des) => tout le potentiel $1
*tir~er/e/ent/ait/aient/ant/era/eront/é (pleinement|) parti de (ses|leurs|vos|nos|mes|tes) (talents|compétences|atouts|qualités|forces|connaissances) => mettre/met/mettent/mettait/mettaient/mettant/mettra/mettront/mis à profit $2 $3
*tir~er/e/ent/ait/aient/ant/era/eront/é (pleinement|) parti => profiter/profite/profitent/profitait/profitaient/profitant/profitera/profiteront/profité
*tir~ez/ons/es/iez/ions/erez/erons (pleinement|au mieux|au maximum|davantage|vraiment|) parti => profit~ez/ons/es/iez/ions/erez/erons
*tir~er/e/ent/ait/aient/ant/era/eront/é (au mieux|au maximum|davantage|vraiment) parti => profit~er/e/ent/ait/aient/ant/era/eront/é
*un/d'un (large|vaste) éventail [!$] => un/d'un grand choix
*d'une (large|vaste) (gamme|palette) [!$] => d'une grande variété
*une (large|vaste) palette [!$] => une grande variété
*une large gamme [!$] => une grande variété
*une vaste gamme [!$] => une grande variété
*une multitude [!$] => beaucoup
*une pléthore [!$] => beaucoup
*une myriade [!$] => beaucoup
*une panoplie [!$] => toute une série
*un éventail de => une série de
*à l'heure actuelle => aujourd'hui`,
  // ── Vocabulaire surreprésenté ──
  // set 18: at the end of a verbless clause ("…, les atouts indéniables.") the adjective is its predicate: not deleted; "manifeste" breaks collocations ("un cachet manifeste"): "réel"
  // "un levier indéniable" is a real means: the adjective becomes "vrai" before the noun (not "un moyen manifeste");
  // set 17: after "un/une" the bare noun empties the claim ("conserve une valeur"): "une vraie valeur"
  // set 21: "novateur" is "moderne" ("inédit" means unprecedented: "un remboursement inédit" changed the claim)
  // "moderne" everywhere (set 20: "de pointe" is itself a puffery marker; set 17: "une interface originale" read as quirky)
  // set 14: "souvenir mémorable" is a pleonasm
  // set 11: "leurs productions les plus prometteuses": a promising talent or work (a superlative) stays
  // set 21: before "pour" + a verb or an aim, "encourageante pour renforcer" reads "encouraging for": "utile pour" states the aim
  // set 19: "allie savoir-faire artisanal" -> "associe métier artisanal" changed know-how into a trade: the qualified noun stays too
  // set 11: a bare "savoir-faire" is the plain word for a craft ("vous transmet un savoir-faire ancien"): it stays (never "talent")
  // set 12: a shared effort ("cette dynamique collective, pensée avec…") is a mobilisation, not an "énergie"
  // a feminine noun for a feminine one: a participle or adjective after it keeps its agreement ("la dynamique collective née sur
  // nos plages" -> "l'énergie collective née", not "l'élan collectif née")
  // after "dans" the group's life ("occupent une place importante dans la vie du groupe"), elsewhere its cohesion
  // the noun alone ("cette dynamique se poursuit"): "tendance", same gender ("énergie" would fit "une dynamique qui illustre
  // votre engagement" but not "cette énergie se poursuit": the trend reading is the safer one)
  // set 21: "dans une dynamique d'entraide / de croissance" is a frame of mind: "dans une logique de" ("une tendance d'entraide" is not French)
  // the adjective of a game or a session ("un jeu de gestion dynamique"): its pace
  // an atmosphere ("cette ambiance dynamique que …"): lively, same gender
  // the noun "dynamisme" (a sign like the adjective): "vitalité", feminine, so the determiner changes with it; not before a
  // masculine adjective or a comma that a later pronoun may take up ("Ce dynamisme, nous le devons …")
  // set 21: "relever ces défis" points back to what was named: "mener ces projets" pointed to nothing, so it stays
  // set 14: plans ahead, not problems
  // a singular "défi" with its article: the article changes gender with the noun, so only before a word that does not agree;
  // set 17: "relever le défi" is the plain idiom, often literal (a reading challenge): it stays ("mener le projet" changed the fact)
  // set 17: "authentique" before its noun takes "vrai" ("une sans artifice culture" broke the word order); "emblématique"
  // after a noun goes ("une initiative phare" was puffery again), after an article or adverb it becomes "célèbre"
  // set 18: a showcase or symbol is already emblematic ("vitrine phare" is not idiomatic): the adjective goes
  // set 21: a relation or a support is "sincère" ("un accompagnement sans artifice" is not said)
  // set 19: "les fromages sans artifice" read as a claim about additives: after a food the adjective goes
  // set 21: the elided "l'acte authentique" (a notarial deed) is a look-alike too
  // "un point essentiel", "**Détail essentiel :**", "les éléments essentiels": important (not "indispensable", which does not fit a point)
  // the noun "l'essentiel" as a subject or a label ("l'essentiel, c'est de parler", "**Cérémonie — l'essentiel, en douceur :**"):
  // "le principal"; "pour l'essentiel", "à l'essentiel", "l'essentiel de" (most of) stay
  // with the one it serves ("un précieux allié du jardinier"): "une aide du jardinier" is not French; "un ami de" is the set phrase
  // a bare apposition ("le chef Julien Marchal, fidèle allié de la fondation"): "partenaire" has one form for both genders
  // set 18: "encourager" only suits an agent's purpose ("pour favoriser la rénovation"); a result, a process or a living thing is not cheered on ("favorisant un rendu", "favorise les moisissures", "favorisant la biodiversité"): other uses keep "favoriser"
  // animals are not cheered on ("**Favoriser les prédateurs :** un tas de bois…"): a garden draws them in;
  // set 17: access is made easier, not cheered on ("encourager l'accès" breaks the collocation): "faciliter"
  // "améliorer" starts with a vowel: not after a word that would elide (de, ne, se, je, me, te, le, la, que)
  // set 17: elsewhere "consolider" ("conforter une communauté / le lien" is not idiomatic, "améliorer" neither)
  // set 11: ranks are filled out ("renforcer les effectifs" -> "étoffer les effectifs"), a practice deepened ("renforcer sa pratique" -> "approfondir sa pratique"); never "conforter"
  // a team is strengthened: "renforcer l'équipe" is the plain phrase ("conforter l'équipe" reads as "reassure"): it stays
  // set 21: a dyke, a wall, banks or a roof are physically strengthened: "renforcer" stays (a look-alike)
  // set 22: comfort is improved ("consolider votre confort" broke the collocation); "améliorer" not after an eliding word
  // set 11: a bare "enjeu" ("Les enjeux sont clairs") is a plain word: it stays ("sujets" lost the stake)
  // without a complement ("chaque vente reste un levier discret mais réel") "un moyen" is left hanging: "un atout";
  // set 17: a lever of a goal ("levier d'autonomie", "de croissance") is a "moteur" ("moyen d'autonomie" is not idiomatic)
  // set 18: "un moyen pour" is not the idiom ("un moyen de"): a lever for a goal is an "atout pour" ("un outil simple pour" with an adjective)
  // the hedge "peut varier selon X" -> "varie selon X" (an elided article "l'état" is one word the slots above do not take);
  // a change in time ("la météo peut varier très vite") -> "changer", not "différer" (but "d'une ville à l'autre" differs)
  // the bare hedge: "varie" keeps a range ("peut varier de 20 minutes à 6 heures" -> "varie de 20 minutes à 6 heures", never
  // "différer de … à …") and a spread ("peut varier de 30 %")
  // set 11: the bare hedge stays ("la date de la dernière séance peut varier" is a real possibility, not a tic); only
  // "peut varier selon X" (a dependence) and a range ("peut varier de 20 minutes à 6 heures" -> "varie de 20 minutes à
  // 6 heures") are rewritten
  // set 20: the tail loses "ainsi", never its verb ("confortant la disponibilité", "facilitant une motivation"); "renforçant" (a marker) "améliorant" ("consolidant la disponibilité" is odd)
  // set 11: before a complement ("Rendez-vous incontournable de l'été") "à ne pas manquer" would split the noun from it: "grand rendez-vous de l'été"
  // set 22: campsites, châteaux, parks, resorts, hotels and "lieu de découverte / d'apprentissage" are places not to miss, not "indispensable"
  // "un thème incontournable", "une référence incontournable": the expected one ("obligé"), not "indispensable"
  // set 18: a craftsman shaping material ("un tailleur de pierre façonnera une pierre") is literal: it stays
  // a house "a conservé son caractère authentique": the original one ("sans artifice" limps after "caractère")
  // "au cœur des pentes / du bocage": in them ("au centre des pentes" reads as a point on a slope)
  // several places have no one centre ("un lien précieux au cœur de nos villages" is in them, not "au centre de nos villages")
  // a quantity to cut ("donner ce dont tu ne te sers plus, c'est optimiser le volume à transporter"): "réduire", not "améliorer"
  // set 18: a budget is managed ("employer au mieux votre budget" is not said): "gérer au mieux"
  // quantities are adjusted, not "improved"
  // set 11: a dose is adjusted ("Inutile d'optimiser l'engrais" -> "Inutile d'ajuster l'engrais", not "d'améliorer")
  // a pronominal infinitive takes the adverb before it ("elle doit bien s'accorder avec le thème", not "s'accorder bien")
  // "combinées, elles créent une véritable synergie" (things that work together): they complement each other
  // set 23: a bare "un levier essentiel :" became "un moyen indispensable :" ("moyen" needs "de"): before punctuation, "un atout"
  // set 23: a mood ("dans une dynamique familiale et conviviale") is an atmosphere; "une logique conviviale" broke the collocation
  // set 23: after an intensifier ("un goût véritablement authentique") "sans artifice" turned a taste into a claim about additives: it stays
  // set 23: "faire de votre pot-au-feu un plat emblématique" lost its point when the adjective went ("un plat"): a signature dish is a "plat phare"
  // set 23: string holds a cut of meat together ("Ficelez chaque morceau pour renforcer sa tenue"): literal, it stays (README look-alike)
  // (the determiners share one exclusion list: one entry per target shape, to save bundle bytes)
  // set 24: a thing's "meilleure alliée" became "meilleure amie" ("la meilleure amie d'un sommeil réparateur" is not said): the
  // best asset, the article agreeing with "atout" (after "de"/"à" the contraction is not made: left)
  // set 24: "l'allié incontournable" became "l'allié indispensable" (the same puffery): the adjective goes; "une adresse
  // incontournable" became "à ne pas manquer", itself a stock phrase of promotion: "reconnue"
  // set 24: care "rapide et harmonieuse" is coordinated ("équilibrée" means balanced)
  // set 24: muscles and joints are literally strengthened ("consolider le quadriceps" is not said; README look-alike of set 24);
  // a posture, a balance or core work is worked on ("travailler", not "consolider votre posture")
  // set 24: "au cœur du centre-ville" became "au centre du centre-ville": "dans le centre-ville"
  // set 25: "perspectives prometteuses pour votre budget" became "utiles" (no collocation): before a determiner (a noun follows) "encourageantes";
  // "utile pour" stays before a verb. "adresse incontournable" became "reconnue", a claimed reputation for a programme not yet built: "de choix"
  // set 25: "les défis à venir" became "les projets à venir" (challenges are not projects): "obstacles"
  // set 25: "profondément authentique" became "profondément sans artifice" and "savoir-faire sans artifice" is no collocation: after an
  // intensifier it stays, a know-how is "un vrai savoir-faire"; "porteuse de sens et …" became "qui a du sens et" + adjective (a broken
  // coordination): before "et" it stays
  // set 25: a crowbar "à l'aide d'un levier" is a tool (README look-alike of set 25); "levier de négociation" is an argument ("moyen de
  // négociation" is not idiomatic); the bare hedge "peut/pourra varier d'une année à l'autre" stays ("varient" strengthened the claim)
  // set 26: a measurable quality is improved, not consolidated ("consolide la traçabilité" is no collocation)
  // set 26: a synergy between things (vine and subsoil) has no agents for a "collaboration": "lien"
  // set 26: one saves time, "gagner du temps" ("améliorer son temps" is not French)
  // set 26: a lever of confidence is a source of it ("un moyen de confiance" is no collocation)
  raw`@ excess-vocabulary
*l'importance (cruciale|capitale|primordiale) => l'importance
*une importance (cruciale|capitale|primordiale) => une grande importance
*{!importance} crucia~l/le/ux/les => important~/e/s/es
*primordia~l/le/ux/les => très important~/e/s/es
*un levier (indéniable|incontestable) => un vrai moyen | un moyen efficace
*un (moyen|outil|intérêt|attrait|charme|potentiel|avantage|impact|apport|mérite) (indéniable|incontestable) [!et,ou] => un vrai $1
*une (valeur|qualité|influence|utilité) (indéniable|incontestable) [!et,ou] => une vraie $1
*{!$,est,sont,était,étaient,sera,seront,serait,reste,restent,semble,semblent,demeure,demeurent,paraît,soit,être,devient,plus,très,si,aussi,moins,bien} indéniable~/s [!$,et,ou,mais] => -
* (indéniablement|incontestablement|indubitablement) => clairement
*véritablement => vraiment
*{!comma} résolument [!comma] => -
*inestimable~/s => considérable~/s
*novat~eur/rice/eurs/rices => moderne/moderne/modernes/modernes
*innovant~/e/s/es => moderne~//s/s
*fascinant~/e/s/es => intéressant~/e/s/es
*captivant~/e/s/es => intéressant~/e/s/es
*passionnant~/e/s/es => intéressant~/e/s/es
*méticuleu~x/se/ses => soigneu~x/se/ses
* (méticuleusement|minutieusement) => soigneusement
*holistique~/s => d'ensemble
*robuste~/s => solide~/s
*inoubliable~/s => mémorable/mémorables
*souvenir~/s (inoubliable|inoubliables|mémorable|mémorables|impérissable|impérissables) => souvenir/souvenirs
plus prometteu~r/se/rs/ses => plus prometteu~r/se/rs/ses
*(piste|solution|idée|voie) prometteuse => $1 intéressante
*(pistes|solutions|idées|voies) prometteuses => $1 intéressantes
*prometteu~r/se/rs/ses pour [?le,la,les,l',votre,vos,notre,nos,leur,leurs,son,sa,ses,ce,cette,ces] => encourageant~/e/s/es pour
*prometteu~r/se/rs/ses pour => utile~//s/s pour
*{!plus} prometteu~r/se/rs/ses => encourageant~/e/s/es
*généralement => en général

*(équipe|ville|région|économie|entreprise|communauté|scène|vie|association|structure|société|jeunesse|filière|métropole|commune|start-up|startup|agence|culture|place|capitale|cité) (résolument|) (particulièrement|très|plus|aussi|si|vraiment|toujours|) dynamique => $1 $3 active
*(équipes|villes|régions|économies|entreprises|communautés|scènes|associations|structures|sociétés|filières|métropoles|communes|start-up|startups|agences) (particulièrement|très|plus|aussi|si|) dynamiques => $1 $2 actives
*(tissu|secteur|environnement|marché|quartier|territoire|réseau|centre|milieu|village|esprit|monde|groupe|club|bassin|pôle|contexte|collectif|centre-ville) (économique|associatif|régional|local|culturel|industriel|de travail) (particulièrement|très|plus|aussi|si|) dynamique => $1 $2 $3 actif
*(tissu|secteur|environnement|marché|quartier|territoire|réseau|centre|milieu|village|esprit|monde|groupe|club|bassin|pôle|contexte|collectif|centre-ville) (résolument|) (particulièrement|très|plus|aussi|si|vraiment|toujours|) dynamique => $1 $3 actif
*la dynamique réelle/forte/positive/durable/vertueuse/nouvelle/solide/globale/certaine => l'énergie réelle/forte/positive/durable/vertueuse/nouvelle/solide/globale/certaine
*cette dynamique réelle/forte/positive/durable/vertueuse/nouvelle/solide/globale/certaine => cette énergie réelle/forte/positive/durable/vertueuse/nouvelle/solide/globale/certaine
*(la|cette|sa|leur|notre|votre) dynamique (collective|commune|locale|territoriale|citoyenne) => $1 démarche $2
*une dynamique réelle/forte/positive/durable/collective/commune/vertueuse/nouvelle/solide/locale/globale/territoriale/certaine => un élan réel/fort/positif/durable/collectif/commun/vertueux/nouveau/solide/local/global/territorial/certain
*d'une dynamique réelle/forte/positive/durable/collective/commune/vertueuse/nouvelle/solide/locale/globale/territoriale/certaine => d'un élan réel/fort/positif/durable/collectif/commun/vertueux/nouveau/solide/local/global/territorial/certain
*{!dans} (la|une|cette|sa|leur|notre|votre) dynamique de (groupe|classe|la classe|l'équipe|promotion) => $1 cohésion de $2
*{?dans} (la|cette|sa|leur|notre|votre) dynamique de (groupe|classe|la classe|l'équipe|promotion) => $1 vie de $2
*(la|une|cette|sa|leur|notre|votre) dynamique d'équipe => $1 cohésion d'équipe
*{?dans} (la|cette|sa|leur|notre|votre) dynamique (du groupe|du collectif|de la troupe|du club|de la promotion|de la chorale|de l'orchestre|de l'atelier) => $1 vie $2
*{!dans} (la|une|cette|sa|leur|notre|votre) dynamique (du groupe|du collectif|de la troupe|du club|de la promotion|de la chorale|de l'orchestre|de l'atelier) => $1 cohésion $2
*(le|un|ce|son|leur|notre|votre) (rôle|place) (dans|pour) (la|cette|sa|leur|notre|votre) dynamique (du groupe|de l'équipe|de la classe|du collectif|de la troupe|du club) => $1 $2 $3 $4 cohésion $5
*la dynamique est/était/sera/semble (lancée|enclenchée|engagée|amorcée|relancée) => le mouvement est/était/sera/semble lancé
*une/d'une/cette nouvelle dynamique => un/d'un/ce nouvel élan
*(tissus|secteurs|environnements|marchés|quartiers|territoires|réseaux|centres|milieux|villages|groupes|clubs|bassins|pôles|collectifs) (économiques|associatifs|régionaux|locaux|culturels|industriels|) (particulièrement|très|plus|aussi|si|) dynamiques => $1 $2 $3 actifs
*écosystème (économique|associatif|régional|local|culturel|industriel|numérique|entrepreneurial|territorial) (particulièrement|très|plus|aussi|si|) dynamique => tissu $1 $2 actif
*paysage (économique|associatif|régional|local|culturel|industriel|numérique|entrepreneurial|territorial) (particulièrement|très|plus|aussi|si|) dynamique => contexte $1 $2 actif
*(jeune|jeunes) et dynamique~/s => $1 et énergique~/s
*(la|cette|une|sa|leur|notre|votre|cette même) dynamique [!de,d',d'apprentissage,d'équipe,d'ensemble,d'échange,des,du,réelle,forte,positive,durable,collective,commune,vertueuse,nouvelle,solide,locale,globale,territoriale,certaine] => $1 tendance
*(les|ces|des|leurs|nos|vos|ses) dynamiques [!de,d',des,du] => $1 tendances
*dans une dynamique (familiale|conviviale|festive) => dans une ambiance $1
*dans une dynamique [!réelle,forte,positive,durable,collective,commune,vertueuse,nouvelle,solide,locale,globale,territoriale,certaine] => dans une logique
*(jeu|jeux|atelier|ateliers|cours) (de gestion|de stratégie|de cartes|de société|de plateau|d'ambiance|de groupe|collectif|collectifs|) dynamique~/s => $1 $2 rythmé~/s
*(partie|parties|séance|séances) (de cartes|de groupe|collective|collectives|) dynamique~/s => $1 $2 rythmée~/s
*(ambiance|atmosphère|animation|soirée|fête|ambiances|atmosphères|soirées|fêtes) (très|particulièrement|si|plus|aussi|) dynamique~/s => $1 $2 animée~/s
*le/ce/son/un dynamisme [!comma,local,culturel,commercial,associatif,régional,national,international,exceptionnel,nouveau,actuel,réel,certain,constant,étonnant,propre,retrouvé,territorial,urbain,rural,sportif,entrepreneurial,collectif,européen,français,industriel,économique,démographique] => la/cette/sa/une vitalité
*du/au dynamisme [!comma,local,culturel,commercial,associatif,régional,national,international,exceptionnel,nouveau,actuel,réel,certain,constant,étonnant,propre,retrouvé,territorial,urbain,rural,sportif,entrepreneurial,collectif,européen,français,industriel,économique,démographique] => de/à la vitalité
*(notre|votre|leur|de|en|plein de|manque de) dynamisme [!comma,local,culturel,commercial,associatif,régional,national,international,exceptionnel,nouveau,actuel,réel,certain,constant,étonnant,propre,retrouvé,territorial,urbain,rural,sportif,entrepreneurial,collectif,européen,français,industriel] => $1 vitalité
*témoign~e/ent/ait/aient/er/ant du dynamisme [!comma,local,culturel,commercial,associatif,régional,national,international,exceptionnel,nouveau,actuel,réel,certain,constant,étonnant,propre,retrouvé,territorial,urbain,rural,sportif,entrepreneurial,collectif,européen,français,industriel] => montr~e/ent/ait/aient/er/ant la vitalité
*(n'a|n'ont|n'avait|n'avaient) jamais été aussi dynamique => $1 jamais été aussi vivace
*{?finesse,beauté,élégance,précision,qualité,fraîcheur,intensité,richesse,légèreté,profondeur,pureté,clarté,justesse,délicatesse,douceur} à couper le souffle => rare
*{?est,reste,était,sera,semble,demeure} à couper le souffle => splendide
*{?sont,restent,étaient,seront,semblent,demeurent} à couper le souffle => splendides
*meilleur~/s allié~/s => meilleur~/s atout~/s
*meilleures alliées => meilleurs atouts
*{!de,à} la/une/sa/ta/ma/votre/notre/leur meilleure alliée => le/un/son/ton/mon/votre/notre/leur meilleur atout
*{?devient,deviennent,devenu,devenue,devenus,devenues,devenir,devenait,deviendra,s'impose} incontournable~/s => indispensable~/s
*{?allié,alliée,alliés,alliées,l'allié,l'alliée} incontournable~/s => -
*adresse~/s incontournable~/s => adresse~/s de choix
*{!relever,relève,relèvent,relevons,relevez,relevé,relèvera,relèveront,relevait,relevant} (les|des|ces|aux|nos|vos|leurs|ses|mes|tes|nombreux|principaux|grands|multiples|futurs|plusieurs|quelques|certains|deux|trois|autres|vrais|gros|mêmes|nouveaux|premiers|derniers) défis [!du,de,des,d'un,d'une,comma,aussi,$] => $1 problèmes
*(les|des|ces|nos|vos|leurs|ses|nombreux|plusieurs|quelques) défis à relever => $1 obstacles à surmonter
*(de|d'autres|tant de|assez de|peu de|beaucoup de) défis à relever => $1 difficultés à surmonter
*{!relever,relève,relèvent,relevons,relevez,relevé,relèvera,relèveront,relevait,relevant} (de|d'autres|tant de|assez de|peu de|beaucoup de) défis => $1 difficultés
*rel~ever/ève/èvent/evons/evez/evé/èvera/èveront/evait (de|ces|les|des|nos|vos|mes|tes|leurs|ses|d'autres|tous les|tous ces|ses propres) (nouveaux|grands|principaux|futurs|beaux|nombreux|multiples|gros|vrais) défis => mener/mène/mènent/menons/menez/mené/mènera/mèneront/menait $1 $2 projets
*rel~ever/ève/èvent/evons/evez/evé/èvera/èveront/evait (de|les|des|nos|vos|mes|tes|leurs|ses|d'autres|tous les|ses propres) défis => mener/mène/mènent/menons/menez/mené/mènera/mèneront/menait $1 projets
*(les|nos|vos) défis (ne manquent|ne manqueront|ne manquaient) pas => $1 projets $2 pas
*(les|nos|de nouveaux) défis (à venir|pour la suite|de demain) => $1 obstacles $2
*{!relever,relève,relèvent,relevons,relevez,relevé,relèvera,relèveront,relevait,relevant,au,mettre,met,mettent,mis} un (vrai|véritable|réel|) défi de taille => une difficulté sérieuse
*{!relever,relève,relèvent,relevons,relevez,relevé,relèvera,relèveront,relevait,relevant,mettre,met,mettent,mis} un vrai/véritable/réel/sacré/gros défi [?$,comma,pour,à,de,d',que,qui,car,mais,et] => une vraie/vraie/réelle/sacrée/grosse difficulté
rel~ever/ève/èvent/evons/evez/evé/èvera/èveront/evait (le|ce|un|un nouveau|un beau|ce nouveau|un grand) défi => rel~ever/ève/èvent/evons/evez/evé/èvera/èveront/evait $1 défi
*(cadre|décor|intérieur|lieu|jardin|cadres|décors|lieux|jardins) harmonieux => $1 agréable
*harmonieux => équilibré
*sonn~e/ent/ait/aient (toujours|vraiment|parfaitement|) authentique~/s//s => sonn~e/ent/ait/aient $1 juste
*(ambiance|atmosphère|accueil|cadre|décor|l'ambiance|l'atmosphère|l'accueil) authentique => $1 simple
*(accompagnement|échange|dialogue|lien|engagement|écoute|relation) authentique => $1 sincère
*(ambiances|atmosphères|accueils|cadres|décors) authentiques => $1 simples
*un/une/d'un/d'une/cet/cette authentique => un/une/d'un/d'une/ce/cette vrai~/e//e//e
(fromage|produit|plat|pain|vin|mets|fromages|produits|plats|pains|vins) authentique~/s => $1
*savoir-faire authentique => vrai savoir-faire
*{!véritablement,vraiment,profondément,très,document,documents,acte,actes,l'acte,l'original,l'œuvre,l'exemplaire,copie,copies,signature,signatures,texte,textes,œuvre,œuvres,pièce,pièces,tableau,tableaux,original,originaux,certificat,certificats,manuscrit,manuscrits,exemplaire,exemplaires,testament,titre,titres} authentique~/s => sans artifice
*(charge|collaboration|coopération) (rapide et|) harmonieuse => $1 $2 coordonnée
*harmonieuse~/s => équilibrée~/s
*{?est,sont,était,étaient,reste,restent,devient,deviennent,devenu,devenue} emblématique~/s => typique~/s
*(vitrine|symbole|emblème|image|reflet|vitrines|symboles|images|reflets) emblématique~/s => $1
*emblématique~/s [?de,du,des,d'] => phare~/s
*{?plat,plats,produit,produits,dessert,desserts} emblématique~/s => phare~/s
*{!plus,très,si,aussi,moins,le,la,les,un,une,des,l',$} emblématique~/s => -
*emblématique~/s => célèbre/célèbres
*(point|détail|élément|aspect|critère|paramètre|conseil|rappel|principe|message|enseignement|chiffre|points|détails|éléments|aspects|critères|paramètres|conseils|rappels|principes|messages|enseignements|chiffres) essentiel~/s => $1 important~/s
*(information|précision|question|remarque|notion|règle|différence|étape|nuance|informations|précisions|questions|remarques|notions|règles|différences|étapes|nuances) essentielle~/s => $1 importante~/s
*{!huile,huiles,l',d',les,des,l'huile,d'huile,d'huiles,gras,aminés} essentiel~/le/s/les => indispensable/indispensable/indispensables/indispensables
*{!à,de,pour,sur,dans,vers,par,avec} l'essentiel [?comma,est,reste,sera,demeure,$] => le principal | le plus important
*alli~e/ent/ait/aient/ant/er/era/eront harmonieusement => mari~e/ent/ait/aient/ant/er/era/eront
*alli~e/ent/ait/aient/ant/er/era/eront => associ~e/ent/ait/aient/ant/er/era/eront
*un/d'un (véritable|précieux|formidable|fidèle|sérieux|excellent|parfait|bon) allié => une/d'une aide
*un/d'un (véritable|précieux|formidable|fidèle|sérieux|excellent|parfait|bon) allié (du|des|de) [!$] => un/d'un ami $2
*un/d'un allié [?pour,dans,au] => une/d'une aide
*un allié précieux/idéal/parfait/naturel/efficace/indispensable => une aide précieuse/idéale/parfaite/naturelle/efficace/indispensable
*d'un allié précieux/idéal/parfait/naturel/efficace/indispensable => d'une aide précieuse/idéale/parfaite/naturelle/efficace/indispensable
*un/d'un allié (essentiel|incontournable|de choix|de taille|de poids|majeur) => une/d'une aide précieuse
*une (véritable|précieuse|formidable|fidèle|sérieuse|excellente|parfaite|bonne|) alliée => une aide
*de (véritables|précieux|précieuses|formidables|fidèles|sérieux|bons|) (alliés|alliées) => des aides
*des (alliés|alliées) (précieux|précieuses|de choix|de taille) => des aides
*(fidèle|précieux|précieuse|solide|grand|grande|indéfectible|formidable|fidèles|précieuses|solides|grands|grandes|indéfectibles|formidables) allié~/e/s/es => $1 partenaire~//s/s
*{?comma,$} allié~/e/s/es (de|du|des|d') => partenaire~//s/s $1
*{?pour} favoriser => encourager
*de favoriser => d'encourager
*afin de favoriser => pour encourager
*favoris~e/ent/ait/aient/er/ant/era/eront (l'accès|l'insertion|l'intégration|les échanges|le dialogue|la mobilité) => facilit~e/ent/ait/aient/er/ant/era/eront $1
*{!de,ne,le,la,me,te,se,que,je,l'} favoris~e/ent/ez/ons/er/ant (les|des) (prédateurs|auxiliaires|pollinisateurs|insectes|oiseaux|abeilles|hérissons|coccinelles|chauves-souris|papillons|bourdons) => attir~e/ent/ez/ons/er/ant $1 $2
*afin de favoriser (les|des) (prédateurs|auxiliaires|pollinisateurs|insectes|oiseaux|abeilles|hérissons|coccinelles|chauves-souris|papillons|bourdons) => pour attirer $1 $2
*de favoriser (les|des) (prédateurs|auxiliaires|pollinisateurs|insectes|oiseaux|abeilles|hérissons|coccinelles|chauves-souris|papillons|bourdons) => d'attirer $1 $2
renfor~ce/cent/çait/çaient/cer/çant/cera/ceront/cé (le|la|les|vos|votre|ses|son|sa|nos|notre|leur|leurs) (quadriceps|muscles|abdominaux|ischio-jambiers|mollets|dos|genou|genoux|chevilles|sangle|os|équipe|équipes|digue|digues|mur|murs|berge|berges|quai|quais|talus|coque|toiture|fondations|charpente|tenue|canalisations|canalisation|conduites|réseau|réseaux|tuyaux|poutres|piliers) => renfor~ce/cent/çait/çaient/cer/çant/cera/ceront/cé $1 $2
renfor~ce/cent/çait/çaient/cer/çant/cera/ceront/cé l'équipe => renfor~ce/cent/çait/çaient/cer/çant/cera/ceront/cé l'équipe
*renfor~ce/cent/çait/çaient/cer/çant/cera/ceront (votre|sa|ta|leur|notre|la|son|ton) (posture|équilibre|gainage) => travaill~e/ent/ait/aient/er/ant/era/eront $1 $2
*renfor~ce/cent/çait/çaient/cer/çant/cera/ceront (les rangs|nos rangs|ses rangs|les effectifs|nos effectifs|ses effectifs) => étoff~e/ent/ait/aient/er/ant/era/eront $1
*renfor~ce/cent/çait/çaient/cer/çant/cera/ceront (sa|ma|ta|votre|notre|leur) pratique => approfondi~t/ssent/ssait/ssaient/r/ssant/ra/ront $1 pratique
*de renforcer (les rangs|nos rangs|les effectifs) => d'étoffer $1
*de renforcer (sa|ma|ta|votre|notre|leur) pratique => d'approfondir $1 pratique
*renfor~ce/cent/çait/çaient/cer/çant/cera/ceront (la|votre|leur) (sérénité|tranquillité) => préserv~e/ent/ait/aient/er/ant/era/eront $1 $2
*{!de,ne,se,que,je,me,te,le,la} renfor~ce/cent/çait/çaient/cer/çant/cera/ceront (votre|notre|leur|son|le|ton|mon) confort => amélior~e/ent/ait/aient/er/ant/era/eront $1 confort
*renfor~ce/cent/çait/çaient/cer/çant/cera/ceront (la|sa|leur|notre|votre) (traçabilité|transparence|qualité|visibilité) => amélior~e/ent/ait/aient/er/ant/era/eront $1 $2
*renfor~ce/cent/çait/çaient/cer/çant/cera/ceront => consolid~e/ent/ait/aient/er/ant/era/eront
*{?a,ont,avait,avaient} renforcé => consolidé
*est/était/sera (porteur|porteuse) de sens => a/avait/aura du sens
*sont/étaient/seront (porteurs|porteuses) de sens => ont/avaient/auront du sens
*porteu~r/se de sens [!et] => qui a du sens
*porteu~rs/ses de sens => qui ont du sens
*un (véritable|) joyau naturel => un beau site naturel
*un (véritable|) joyau architectural => un beau monument
*(un|le|ce|son|notre|votre) (véritable|vrai|) levier d'animation => $1 atout pour l'animation
levier~/s de (vitesse|frein|commande) => levier~/s de $1
(à l'aide|au moyen) d'un levier => $1 d'un levier
*levier~/s de négociation => argument~/s de négociation
*un (véritable|vrai|puissant|) levier de (confiance|sérénité|fierté) => une source de $2
*{?un,comme,véritable,puissant,principal,premier,vrai,autre,excellent,formidable,bon,grand,meilleur,important,seul,ce,dernier,second,deuxième,troisième,précieux,nouveau} levier => moyen
*{?un,comme,véritable,puissant,principal,premier,vrai,autre,excellent,formidable,bon,grand,meilleur,important,seul,ce,dernier,second,deuxième,troisième,précieux,nouveau} levier (discret|discrète|puissant|important|efficace|stratégique|fort|réel|concret|utile|simple|modeste|durable) [?$,mais,et,ou] => atout $1
*{?un,véritable,vrai,bon} levier pour => outil pour
*un levier (essentiel|majeur|clé) [?$] => un atout
*constitue/constituent/est/sont un levier (incontournable|essentiel|majeur|clé|déterminant) pour => compte~/nt//nt beaucoup pour
*{?un,véritable,vrai,bon} levier (simple|efficace|concret) pour => outil $1 pour
*{?et,ou,comma,d'un,véritables} levier [!de] => moyen
*{?et,ou,comma,d'un,véritable} levier de (valeur|financement|action) => moyen de $1
*levier~/s (de croissance|de développement|de transformation|de changement|de performance|de progrès|de compétitivité|de cohésion|de réussite|de succès|d'emploi|de l'emploi|de motivation|d'innovation|d'autonomie|d'épanouissement|d'inclusion|d'insertion|d'émancipation) => moteur~/s $1
*{?des,les,de,plusieurs,nos,vos,leurs,ses,principaux,vrais,puissants,deux,trois,quatre,quels,ces,autres,différents,nombreux,véritables,précieux,nouveaux} leviers => moyens
*peu~t/vent varier (fortement|beaucoup|sensiblement|nettement|largement|légèrement|un peu|) selon => varie~/nt $1 selon
*pourr~a/ont/ait/aient (aussi|également|donc|cependant|) varier selon => varie~ra/ront//nt $1 selon
*pourr~a/ont/ait/aient (toutefois|néanmoins) varier selon => varie~ra/ront//nt cependant selon
*peu~t/vent varier (très vite|vite|rapidement|très rapidement|brusquement|soudainement|subitement|du jour au lendemain|d'heure en heure|d'un jour à l'autre|d'une heure à l'autre|d'une minute à l'autre|en quelques heures|en quelques minutes|dans la journée|en cours de journée|en cours de route|à tout moment|sans prévenir|sans préavis) => peu~t/vent changer $1
*peu~t/vent varier [?de,d'] => varie~/nt
*pourr~a/ont varier [?de,d'] => varier~a/ont
*compren~ds/ons parfaitement => compren~ds/ons
*{?comma} (permettant|offrant|créant|garantissant|assurant|contribuant|favorisant|consolidant) ainsi => $1
*{?comma} renforçant ainsi => améliorant
*(bien|) plus qu'un simple => plus qu'un
*(bien|) plus qu'une simple => plus qu'une
*(bien|) plus que de simples => plus que des
*rendez-vous incontournable (de|du|des|d') => grand rendez-vous $1
*événement incontournable (de|du|des|d') => grand événement $1
*lieu~/x incontournable~/s (de|du|des) => haut~/s lieu~/x $1
*(étape|escale|adresse|étapes|escales|adresses) incontournable~/s (de|du|des|d') => $1 obligée~/s $2
*{?adresse,adresses,lieu,lieux,site,sites,visite,visites,destination,destinations,spot,spots,rendez-vous,événement,événements,lecture,lectures,livre,livres,film,films,spectacle,spectacles,exposition,expositions,festival,festivals,plat,plats,spécialité,spécialités,monument,monuments,musée,musées,marché,marchés,balade,balades,randonnée,randonnées,village,villages,plage,plages,quartier,quartiers,restaurant,restaurants,escale,escales,camping,campings,château,châteaux,parc,parcs,station,stations,hôtel,hôtels,gîte,gîtes,découverte,découvertes,détente,détentes,baignade,baignades,d'apprentissage,d'apprentissages,d'accueil,d'accueils} incontournable~/s [!de,du,des] => à ne pas manquer
*{?thème,thèmes,sujet,sujets,passage,passages,classique,classiques,titre,titres,standard,standards,morceau,morceaux,motif,motifs,cliché,clichés,point,points} incontournable~/s => obligé~/s
*{?figure,figures,référence,références,question,questions,image,images,escale,escales,étape,étapes} incontournable~/s => obligée~/s
*{!un,les,des,l',d',ces,nos,vos,mes,tes,ses,leurs,grands,grand,adresse,adresses,lieu,lieux,site,sites,visite,visites,destination,destinations,spot,spots,rendez-vous,événement,événements,lecture,lectures,livre,livres,film,films,spectacle,spectacles,exposition,expositions,festival,festivals,plat,plats,spécialité,spécialités,monument,monuments,musée,musées,marché,marchés,balade,balades,randonnée,randonnées,village,villages,plage,plages,quartier,quartiers,restaurant,restaurants,camping,campings,château,châteaux,parc,parcs,station,stations,hôtel,hôtels,gîte,gîtes,découverte,découvertes,détente,détentes,baignade,baignades,d'apprentissage,d'apprentissages,d'accueil,d'accueils} incontournable~/s => indispensable~/s
*un incontournable => un classique
*les incontournables => les classiques
*des incontournables => des classiques
*l'incontournable (du|de|des|d') => le rendez-vous $1
*l'incontournable => le classique
*(sécurité|protection|hygiène|efficacité|précision) optimale => $1 maximale
*optima~l/le/ux/les => idéa~l/le/ux/les
*de (manière|façon) optimale => au mieux
*enrichissant~/e/s/es => instructi~f/ve/fs/ves
*enchante~ur/resse/urs/resses => charmant~/e/s/es
*une/d'une/qu'une expérience (unique|inoubliable|inégalée|incomparable|exceptionnelle|hors du commun|immersive|enrichissante|mémorable) => une/d'une/qu'une belle expérience
*(d'expériences|des expériences) (uniques|inoubliables|inégalées|incomparables|exceptionnelles|hors du commun|immersives|enrichissantes|mémorables) => de belles expériences
*{!coût,coûts} opportunité => occasion
*une (formidable|belle|véritable|réelle|excellente|superbe|magnifique) opportunité => une belle occasion
*opportunités => occasions
*l'opportunité => l'occasion
*d'opportunités => d'occasions
*une mosaïque (de|d'influences|d'influence|de cultures|de paysages|de saveurs|de couleurs) => un mélange $1
*la mosaïque (de|des|du) => le mélange $1
*{!pierre,bois,potier,potière,sculpteur,forgeron,artisan,artisane,ébéniste,menuisier,verrier,céramiste,orfèvre} façonn~e/ent/ait/aient/er/ant/era/eront => construi~t/sent/sait/saient/re/sant/ra/ront
*a/ont façonné => a/ont construit
*révolutionn~e/ent/ait/er/ant/era => boulevers~e/ent/ait/er/ant/era
*a/ont révolutionné => a/ont bouleversé
*redéfini~t/ssent/r/ssant => change~/nt/r/ant
*refl~ète/ètent/était/étaient/éter/étant [?notre,votre,leur,leurs,son,sa,ses,nos,vos,l'engagement,l'importance,l'esprit,l'identité,l'ambition,l'évolution,l'attachement,l'âme] => montr~e/ent/ait/aient/er/ant
*de précieux conseils => de bons conseils
*plonge~z/ons/r dans (l'histoire|l'univers|l'ambiance|l'atmosphère|le monde|la culture|le passé|l'époque|l'effervescence|la magie|les coulisses|les secrets) => découvr~ez/ons/ir $1
*laissez-vous (séduire|charmer|emporter|envoûter|transporter) par => découvrez
*laissez-vous tenter par => essayez
*saur~a/ont vous (séduire|charmer|ravir|combler|conquérir) => vous plair~a/ont
*disrupti~f/ve/fs/ves => nouve~au/lle/aux/lles
*{!de,ne,je,me,te,se,le,la,l'} dynamis~e/ent/er/ant/era => anim~e/ent/er/ant/era
*de dynamiser => d'animer
*acteur (majeur|incontournable|clé|de premier plan|central|essentiel) => acteur important
*acteurs (majeurs|incontournables|clés|clé|de premier plan|centraux|essentiels) => acteurs importants
*(facteur|moment|élément|point|secteur|atout|critère|indicateur|outil|partenaire|rôle|thème|projet|marché) clé => $1 important
*(étape|question|compétence|ressource|priorité|figure|notion|mesure|fonction|période|date) clé => $1 importante
*(facteurs|moments|éléments|points|secteurs|critères|indicateurs|outils|partenaires|thèmes|projets|marchés) (clé|clés) => $1 importants
*(étapes|questions|compétences|ressources|priorités|figures|notions|mesures|fonctions|périodes|dates) (clé|clés) => $1 importantes
*incontestable~/s => manifeste~/s
*intemporel~/le/s/les => classique~//s/s
*un cadre (idyllique|exceptionnel|unique|privilégié|enchanteur|magique|de rêve|rêvé|idéal) => un beau cadre
*au charme (indéniable|authentique|intemporel|unique|incomparable|fou|irrésistible|envoûtant) => au charme certain
*(son|leur|le|ce|tout son|un) (caractère|cachet) authentique => $1 $2 d'origine
*au cœur des (pentes|collines|coteaux|vignes|vignobles|montagnes|monts|bois|forêts|champs|vergers|dunes|marais|gorges|landes|prés|vallées|alpages|Alpes|Vosges|Cévennes|Pyrénées|Alpilles|villages|hameaux|bourgs|quartiers|villes|communes|campagnes) => dans les $1
*au cœur de (nos|vos|leurs|ses|mes|tes) (villages|hameaux|bourgs|quartiers|villes|communes|campagnes|vallées|montagnes|forêts|régions|territoires) => dans $1 $2
*au cœur du (centre-ville|bocage|vignoble|massif|maquis|marais|Vercors|Morvan|Jura|Luberon|Périgord|Quercy|Queyras|Beaujolais) => dans le $1
*une vue (imprenable|spectaculaire|époustouflante|à couper le souffle) => une belle vue
*des vues (imprenables|spectaculaires|époustouflantes|à couper le souffle) => de belles vues
*ravir~a/ont vos papilles => vous plair~a/ont
*ravir vos papilles => vous plaire
*se dresse~/nt fièrement => se dresse~/nt
*en toute sérénité => sereinement
*en toute simplicité => simplement
*proacti~f/ve/fs/ves => acti~f/ve/fs/ves
*de (manière|façon) proactive => activement
*(véritable|puissant|formidable|vrai|excellent|véritables|puissants|formidables|vrais|excellents) catalyseur~/s => moteur~/s
*un (véritable|puissant|formidable|vrai|excellent) catalyseur => un moteur
*comme catalyseur => comme moteur
*rôle de catalyseur => rôle de moteur
*un catalyseur (de changement|d'innovation|de croissance|de transformation|pour|d'échanges|de rencontres|de projets|d'énergie|de talents) => un moteur $1
*est/sont/était/reste/demeure la clé de voûte => est/sont/était/reste/demeure la base
*véritable clé de voûte => base
*une clé de voûte => une base
*la cheville ouvrière => le moteur
*{!de,ne,je,me,te,se,le,la,l'} maximis~e/ent/er/ant/era/eront => augment~e/ent/er/ant/era/eront
*de maximiser => d'augmenter
*afin de maximiser => pour augmenter
*se veu~t/lent (vraiment|véritablement|) [?un,une,le,la,l'un,l'une] => est/sont
*bien plus qu'un~/e => plus qu'un~/e
*savoir-faire (unique|inégalé|d'exception|incomparable|exceptionnel) => savoir-faire
*{!différence,différences,corrélation,corrélations,association,écart,écarts,statistiquement,effet,effets,résultat,résultats,test,tests} significati~f/ve/fs/ves => important~/e/s/es
*{!différer,diffèrent,diffère,varie,varient,corrélé,corrélée,corrélés,corrélées,associé,associée,associés,associées} de (manière|façon) significative => nettement
*significativement => nettement
*considérablement => beaucoup
*de (manière|façon) considérable => beaucoup
*de (manière|façon) exponentielle => très vite
*optimis~er/e/ent/ant (les|ses|leurs|nos|vos) coûts => rédui~re/t/sent/sant $1 coûts
*d'optimiser (les|ses|leurs|nos|vos) coûts => de réduire $1 coûts
*optimiser (les|ses|leurs|nos|vos) ressources => mieux utiliser $1 ressources
*optimis~er/e/ent/ez/ons/ant/era (le|son|ton|votre|notre|leur|ce) (volume|poids|encombrement|gaspillage|nombre de trajets|nombre de cartons|temps d'attente) => rédui~re/t/sent/sez/sons/sant/ra $1 $2
*d'optimiser (le|son|ton|votre|notre|leur|ce) (volume|poids|encombrement|gaspillage|nombre de trajets|nombre de cartons|temps d'attente) => de réduire $1 $2
*optimis~er/e/ent/ant/era (notre|votre|leur|son|ton|le|ce|nos|vos|leurs|les|ses) (budget|budgets) => gérer/gère/gèrent/gérant/gérera au mieux $1 $2
*optimis~er/e/ent/ant/era (chaque|notre|votre|leur|son|le|ce|chacun|nos|vos|leurs|les|ses) (euro|euros|centime|centimes|dépense|dépenses|don|dons) => emplo~yer/ie/ient/yant/iera au mieux $1 $2
*d'optimiser (chaque|notre|votre|leur|son|le|ce|nos|vos|leurs|les|ses) (euro|euros|centime|centimes|budget|budgets|dépense|dépenses|don|dons) => d'employer au mieux $1 $2
*d'optimiser (les|ses|leurs|nos|vos) ressources => de mieux utiliser $1 ressources
*optimis~er/e/ent/ant/era (les|ses|leurs|nos|vos|la|sa|notre|votre|leur) (quantités|quantité|stocks|commandes|dosage|dosages|doses|portions|réglages|horaires|trajets|itinéraires|tournées|plannings|planning|consommation|temps de cuisson) => ajust~er/e/ent/ant/era $1 $2
*d'optimiser (les|ses|leurs|nos|vos|la|sa|notre|votre|leur) (quantités|quantité|stocks|commandes|dosage|dosages|doses|portions|réglages|horaires|trajets|itinéraires|tournées|plannings|planning|consommation|temps de cuisson) => d'ajuster $1 $2
*optimis~er/e/ent/ez/ant (son|votre|notre|leur|ton) temps => gagn~er/e/ent/ez/ant du temps
*d'optimiser (son|votre|notre|leur|ton) temps => de gagner du temps
*optimiser/d'optimiser/optimise/optimisent/optimisez/optimisant (l'engrais|les engrais|l'arrosage|les arrosages|la fertilisation|l'apport|les apports|la dose|les doses) => ajuster/d'ajuster/ajuste/ajustent/ajustez/ajustant $1
*optimis~er/ez/ant (votre|vos|ton|ta|tes|son|sa|notre|nos|leur|ce|cette) (passage|visite|visites|séjour|venue|journée|soirée|sortie|voyage|vacances) => profit~er/ez/ant au mieux de $1 $2
*d'optimiser (votre|vos|ton|ta|tes|son|sa|notre|nos|leur|ce|cette) (passage|visite|visites|séjour|venue|journée|soirée|sortie|voyage|vacances) => de profiter au mieux de $1 $2
*optimiser/d'optimiser/optimise/optimisent/optimisant/optimisé/optimisée/optimisés/optimisées => améliorer/d'améliorer/améliore/améliorent/améliorant/amélioré/améliorée/améliorés/améliorées
*{!il} s'av~ère/èrent/érait/éraient [!être,que,qu'il,qu'elle,qu'ils,qu'elles,qu'on,qu'un,qu'une] => est/sont/était/étaient
*s'est (avéré|avérée) => a été
*se sont (avérés|avérées) => ont été
*{?exploiter,exploite,exploitent,profiter,profite,profitent,intégré,intégrée,intégrés,intégrées} pleinement => -
*(s'accorder|s'intégrer|s'harmoniser|se fondre|se marier|s'insérer|s'inscrire|cohabiter|coexister|vieillir|évoluer) harmonieusement => bien $1
*harmonieusement => -
* (sans accroc|de manière fluide) => sans difficulté
*cré~e/ent/ait/aient/era/eront une (véritable|vraie|réelle|belle|forte|) synergie [!entre,avec,au,autour,de,d'] => se compl~ète/ètent/était/étaient/étera/éteront bien
*synergie de groupe => cohésion de groupe
*cette/la/une (véritable|vraie|belle|) synergie entre => ce/le/un lien entre
*synergie~/s => collaboration~/s
*un changement de paradigme => un grand changement
*un pilier (essentiel|fondamental|incontournable) => un pilier
*sublime~r//nt (le|la|les|votre|vos|chaque) (goût|saveur|saveurs|plat|plats|expérience|intérieur|décor) => met~tre//tent en valeur $1 $2
*boost~er/e/ent/ant/é/ée => stimul~er/e/ent/ant/é/ée
*catalyse~r//nt => accél~érer/ère/èrent
*foisonnant~/e/s/es => riche/riche/riches/riches`,
  // ── Ton promotionnel ──
  // set 18: "au centre de l'Anjou / d'un quartier" turns a figure into a claim about location: "dans"; a business "installée … depuis 1987"
  // set 19: the core of a loaf or a roast is literal ("la température au cœur de la mie"): it stays. Set 21: a season or a
  // storm has no centre: "au cœur de l'hiver / de la tempête" is the stock opener of "in the heart of winter", and French says
  // "en plein hiver", "en pleine tempête" (the idiom for the middle of a season or an event; "au cœur de la nuit" stays, a probe keeps it)
  // after any other noun ("quelques couchers de soleil à couper le souffle sur l'étang"): the noun stays; after a verb, above
  // set 21: a bare "Joyau" opening a sentence or following a label is a name (a kitten's): it stays
  // set 26: at the start or after a comma "au cœur du bassin / de la vallée / du quartier" sets a scene: "dans" ("au centre de" placed a
  // farm or a valley in a literal centre); a cheese's core ("au cœur de la meule") is literal, like a loaf's
  raw`@ promotional-language
*niché~/e/s/es au (cœur|coeur) du => situé~/e/s/es dans le
*niché~/e/s/es au (cœur|coeur) des => situé~/e/s/es dans les
*niché~/e/s/es au (cœur|coeur) de => installé~/e/s/es dans
*{!une,la,cette,sa,ta,ma,leur,notre,votre,chaque,les,des,ces,ses,leurs,nos,vos,mes,tes,première,nouvelle,seconde,deuxième,dernière,petite,belle} niché~/e/s/es => situé~/e/s/es
au (cœur|coeur) (de la|du) (mie|meule|pâte|viande|pain|rôti|gigot|fromage|gâteau|poisson|poulet|dent|fruit|tronc|noyau|transition|transformation|mutation|démarche|réflexion) => au $1 $2 $3
*au (cœur|coeur) de l'~hiver/été/automne => en plein hiver/été/automne
*au (cœur|coeur) du printemps => en plein printemps
*au (cœur|coeur) de la (tempête|bataille|crise|saison) => en pleine $2
*au (cœur|coeur) de (notre|votre|leur|son|sa|nos|vos|leurs|ses) (mission|missions|démarche|projet|projets|engagement|engagements|métier|identité|priorités|préoccupations|valeurs|réflexion|stratégie|politique|vocation) => au centre de $2 $3
*{?$,comma} au (cœur|coeur) du/des => dans le/les
*{?$,comma} au (cœur|coeur) de [!l'action,l'histoire] => dans
*{?$,comma} au (cœur|coeur) de la [!nuit] => dans la
*au (cœur|coeur) (du|des) => au centre $2
*au (cœur|coeur) d'un~e/ => dans un~e/
*au (cœur|coeur) de [!la,l'action,l'histoire] => au centre de
*au (cœur|coeur) de la [!nuit] => au centre de la
*{!un,une,le,la,ce,cet,cette,son,sa,leur,d'un,d'une,du,de,couleur,couleurs,teinte,teintes,ton,tons,signal,signaux,mode,alerte,alarme,rappel,plateau} vibrant~/e/s/es => vivant~/e/s/es
*couleur~/s vibrante~/s => couleur~/s vive~/s
*un vibrant hommage => un bel hommage
*époustouflant~/e/s/es => magnifique~//s/s
*{?paysage,panorama,spectacle,décor,point,cadre,lieu,site} à couper le souffle => superbe
*{?paysages,panoramas,spectacles,décors,points,lieux,sites} à couper le souffle => superbes
*{?vue} à couper le souffle => superbe
*{?vues} à couper le souffle => superbes
*{!$,est,reste,était,sera,semble,demeure,sont,restent,étaient,seront,semblent,demeurent,c'est,c'était,être} à couper le souffle => -
*un joyau caché => un endroit peu connu
*{?le,du,au} joyau (de la visite|du parcours|de la soirée|du programme|du séjour|de l'exposition|du spectacle|de la balade|du circuit) => clou $1
*(un|) (véritable|vrai|) joyau (de|d'architecture|d'orfèvrerie|d'ébénisterie|d'horlogerie) [!la,le,les,l',ce,cette,ces,son,sa,ses,notre,nos,votre,vos,leur,leurs] => $1 modèle $3
*trésors cachés => lieux peu connus
*une pépite cachée => un endroit peu connu
*un véritable joyau [?de,du,d'] => un haut lieu
*{?un,une} véritable joyau [?de,du,d'] => haut lieu
*(est|reste|demeure) un (véritable|vrai|) joyau [?$,comma] => $1 superbe
*(sont|restent) de (véritables|vrais|) joyaux [?$,comma] => $1 superbes
*{?$} un joyau [!de,du,des,d'] => un beau coin
*{!$} joyau~/x [!de,du,des,d'] => bijou~/x
*{!$} joyau~/x [!des] => fleuron~/s
*l'emblématique => l'illustre
*d'emblématiques => de célèbres
*un havre de paix => un endroit calme
*regorge~/nt de => compte~/nt beaucoup de
*des souvenirs inoubliables => de bons souvenirs
*une destination de choix => une bonne destination
*ne manquera/manqueront pas de vous séduire => vous plaira/plairont`,
  // ── Verbe être évité ──
  // set 19: a hedge that ends the sentence ("…gagner en aisance, dans une certaine mesure du moins."): it goes with its comma
  // set 19: "elle est une école": a pronoun before a noun with its article takes "c'est" (Grevisse: "c'est" presents a noun)
  // set 26: "elle s'impose comme une adresse" became "Elle est une adresse": a personal pronoun before "être + un/une + noun" is "c'est"
  raw`*, (dans une certaine mesure|en quelque sorte) (du moins|) [?$] => -
@ copula-avoidance
*(il|elle) constitu~e/ait (un|une|le|la|l'un|l'une) => c'~est/était $2
*(ils|elles) constituent (des|les) => ce sont $2
*constitu~e/ent/ait/aient (un|une|le|la|l'un|l'une) => est/sont/était/étaient $1
*représente~/nt un (atout|pas|jalon|tournant|défi|pilier|exemple|modèle|moteur) => est/sont un $1
*représente~/nt une (étape|avancée|chance|priorité|ressource|référence|révolution) => est/sont une $1
*s'impose~/nt comme (un|une|le|la|l'un|l'une) => est/sont $1
*(il|elle) (s'impose comme|se positionne comme|constitue|représente) (un|une) => c'est $3
*s'impose~/nt comme la pierre angulaire => est/sont la base
*se positionne~/nt comme (un|une|le|la|l'un|l'une) => est/sont $1
*fait/font office (de|d'un|d'une) => ser~t/vent $1
*ser~t/vent de lien => est/sont un lien
*ser~t/vent de pont => est/sont un pont
*ser~t/vent de point de départ => est/sont un point de départ
*ser~t/vent de vitrine [!à,au,aux] => est/sont une vitrine`,
  // ── Précautions empilées ──
  // "Certaines fumées sont potentiellement toxiques" -> "peuvent être toxiques" (a risk, not a doubt: not "peut-être toxiques")
  // set 18: "pourrait néanmoins potentiellement" is a stacked hedge with an adverb between: "potentiellement" goes there too
  raw`@ stacked-hedge
*pourrait/pourraient/peut/peuvent (potentiellement|éventuellement) => pourrait/pourraient/peut/peuvent
*pourrai~t/ent possiblement => pourrait/pourraient
*est/sont/était/étaient/serait/seraient potentiellement => peut/peuvent/pouvait/pouvaient/pourrait/pourraient être
*reste~/nt potentiellement => peu~t/vent rester
*{?néanmoins,toutefois,cependant,donc,aussi,également,soit,soient,serait,seraient,être,pourriez,pourrions,pourrais,pourras,pouvez,pouvons,peux,pourra,pourront,pourrez,pourrons,pouvait,pouvaient,pourrait,pourraient,peut,peuvent,puisse,puissent} potentiellement => -
*potentiellement (mortel|mortels|mortelle|mortelles|dangereux|dangereuse|dangereuses|toxique|toxiques|grave|graves|nocif|nocifs|nocive|nocives|explosif|explosifs|explosive|explosives|inflammable|inflammables) => parfois $1
*{!néanmoins,toutefois,cependant,donc,aussi,également,soit,soient,serait,seraient,être,pourriez,pourrions,pourrais,pourras,pouvez,pouvons,peux,pourra,pourront,pourrez,pourrons,pouvait,pouvaient,pourrait,pourraient,peut,peuvent,puisse,puissent} potentiellement => peut-être
*il est possible que => il se peut que
*il semblerait que => il semble que
*il se pourrait que => il se peut que
*^ (dans une certaine mesure|sans aucun doute|sans nul doute) , => -
*{!comma} sans aucun doute [!comma] => -
*{!comma} sans nul doute [!comma] => -
*{!comma,aucun,nul} sans doute [?l'un,l'une,le,la,les,parmi,plus,moins,meilleur,meilleure,meilleurs,meilleures] => probablement
*{!comma,aucun,nul} sans doute [!comma,possible,l'un,l'une,le,la,les,parmi,plus,moins,meilleur,meilleure,meilleurs,meilleures] => -
*^ sans doute , => -`,
  // ── Restes de conversation ──
  // "Bien sûr que non : chaussons et baudriers se louent…" (an FAQ's answer): the answer word stays, the emphasis goes
  // set 21: the same signpost as a tail ("X, c'est possible, et voici ce que tu dois savoir avant de te lancer."): the tail goes
  raw`@ chatbot-opener
*^ (bien sûr|absolument|certainement|avec plaisir) ! => -
*^ bien sûr , => -
*^ (bien sûr|bien entendu|évidemment|naturellement) que non/oui/si => non/oui/si
*{?comma,:} (bien sûr|bien entendu|évidemment|naturellement) que non/oui/si => non/oui/si
*^ voici ce que j'ai (constaté|trouvé|remarqué|vérifié|observé|noté) : => j'ai $1 ceci :
*^ voici ce que nous avons (constaté|trouvé|remarqué|vérifié|observé|noté) : => nous avons $1 ceci :
*, et voici ce que (tu dois|vous devez) savoir (avant de te lancer|avant de vous lancer|) [?.,!] => -
@ sycophancy
*^ (excellente|très bonne|bonne|superbe|belle) question ! => -
*^ quelle (excellente|bonne|belle) question ! => -
@ chatbot-signoff
*n'hésitez pas à => vous pouvez
*n'hésite pas à => tu peux
*n'hésitez jamais à => vous pouvez toujours
*n'hésite jamais à => tu peux toujours`,
  // ── Remplissage (pas des marqueurs) ──
  raw`@ filler-phrase
afin de => pour
afin que => pour que
dans le but de => pour
en raison étant donné que => comme
au sein de => dans
au sein du => dans le
au sein des => dans les
au sein d'un => dans un
au sein d'une => dans une
en termes de => en matière de
de (manière|façon) efficace => efficacement
(un grand nombre de|un nombre important de) => beaucoup de
la grande majorité (des|de) => la plupart $1
est/sont/était/étaient/sera/seront en mesure de => peut/peuvent/pouvait/pouvaient/pourra/pourront
être en mesure de => pouvoir
d'être en mesure de => de pouvoir
+ effectu~er/e/ent/é/ée/és/ées/ant => faire/fait/font/fait/faite/faits/faites/faisant
+ toutefois => pourtant
+ extrêmement => très
+ notamment => en particulier`,
].join("\n");
