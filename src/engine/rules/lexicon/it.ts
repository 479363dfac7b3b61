// The Italian lexicon (format: see compile.ts; "@ family" lines name the sign family of the
// entries after them, docs/ai-writing-signs.md).
//
// How the list was built: by hand, family by family of the catalogue, from the Italian
// counterparts of the English entries (lexicon/en.ts: Kobak et al. 2024, Liang et al. 2024,
// Wikipedia's "Signs of AI writing") and the stock phrasing of Italian assistant answers.
//
// Agreement: Italian adjectives agree in gender and number, so an adjective is replaced slot by
// slot (innovativo/innovativa/innovativi/innovative -> nuovo/nuova/nuovi/nuove) or by one with the
// same two forms (cruciale/cruciali -> importante/importanti); a phrase that names its article
// carries its replacement's article ("una vasta gamma" -> "una serie"). Elided words are one token
// ("l'importanza", "un'ampia"), so entries spell them out.

/** String.raw under a short name: the bundle spells it once, not at each of the file's templates (−160 B gzip). */
const raw = String.raw;

// The words before "rappresenta" that make it literal ("depicts": a picture, a map; "stands for": an emblem, a deputy), shared by its entries
// set 24: and after it the things a picture shows ("l'affresco sopra il camino, che rappresenta una scena": literal, a condition of its entry)
// set 23: "arazzo" (a tapestry depicts), and ")" (a parenthesis of dates and sizes after a named work: "«La caccia al cervo» (1540 circa) rappresenta una battuta di caccia")
const PICTURES =
  "pieghevole,opuscolo,volantino,tavola,schema,illustrazione,sezione,diagramma,riquadro,pagina,copertina,cartina,tabella,schizzo,plastico,video,quadro,dipinto,affresco,tela,disegno,statua,scultura,mappa,grafico,figura,immagine,l'immagine,un'immagine,l'illustrazione,un'illustrazione,l'icona,un'icona,l'affresco,l'incisione,un'incisione,l'etichetta,l'insegna,foto,fotografia,scena,ritratto,arazzo,)";
const DEPICTS = `${PICTURES},icona,simbolo,logo,stemma,bandiera,sindacato,deputato,deputata,avvocato,avvocata,squadra,atleta`;

// The infinitives a role or a contribution helps with ("gioca un ruolo chiave nel ridurre", "contribuendo a ridurre"), shared by their entries
// set 23: "raccontare", "spiegare" too ("incide molto sul raccontare la storia" was no Italian)
const VERBS =
  "ridurre,migliorare,garantire,rendere,creare,promuovere,favorire,sostenere,mantenere,proteggere,prevenire,limitare,contenere,accompagnare,costruire,diffondere,sviluppare,aumentare,rafforzare,valorizzare,semplificare,orientare,trasformare,formare,guidare,preservare,tutelare,ridare,abbattere,snellire,decongestionare,alleggerire,evitare,raccontare,spiegare";

// The adjectives of a stock "ruolo" (cruciale, chiave…), shared by its entries
const R = "cruciale|fondamentale|chiave|essenziale|centrale|decisivo|determinante|importante|vitale|primario|di primo piano";
const R2 = "cruciale|fondamentale|chiave|essenziale|centrale|decisivo|determinante|vitale|primario|di primo piano|di rilievo|significativo|preponderante";
const ADV = "oggi|ancora|anche|ormai|già|da sempre|tuttora|spesso|davvero|quindi|sempre più|così";

export const IT_LEXICON = [
  // ── Conclusioni e riassunti ──
  // set 22: "In ultima analisi, una piccola rivoluzione…" -> not "Alla fine," ("eventually" before a verbless closer): the connective goes, as "in definitiva"
  raw`@ section-summary
*^ (in conclusione|per concludere|concludendo|in sintesi|riassumendo|in definitiva|in ultima analisi|tirando le somme) , => -
*^ (in sintesi|in conclusione|in definitiva|in ultima analisi) : => -
*{?comma} in ultima analisi , => alla fine,
*{!comma,$} in ultima analisi [!comma] => -`,
  // ── Connettivi di riempimento ──
  // set 25: ", inoltre," after a predicate goes with its commas ("È essenziale, tra l'altro, non superare" turned a warning into an aside)
  raw`@ transition-overuse
*^ (inoltre|d'altra parte|d'altro canto|in aggiunta|per di più|oltre a ciò|altresì|in quest'ottica|in tal senso|in questo senso|a tal proposito|a questo proposito|in questo contesto|in tale contesto) , => -
*^ inoltre => -
*{!comma} inoltre [!comma] => -
*, inoltre , => -
*; inoltre , => ;
*{!comma} inoltre , => anche,
*^ in questo modo , => così
*^ allo stesso tempo , => intanto,
*{?servono,serve,occorrono,occorre,bisogna,ci vogliono} ma anche => e anche
*{!comma} altresì [!comma] => anche
*^ in questo contesto [!di,della,del,dello,dei,degli,delle,comma] => -
*^ in tale contesto [!di,della,del,dello,dei,degli,delle,comma] => -
*^ in questo contesto di => in questa fase di
*^ di conseguenza , => - | per questo
*(e|che|ma|o) , di conseguenza , => $1 quindi
*{?comma} di conseguenza , => quindi,
*{!agire,agisce,agiscono,agito,agiamo,comportarsi,regolarsi,regolarti,regolatevi,agisci,agite,comma} di conseguenza [!$,comma] => quindi
*^ pertanto , => quindi
*^ in primo luogo , => prima di tutto,
^ tuttavia , => -
*{?comma} tuttavia , => però,
*{?$} tuttavia , => però
*{?comma} tuttavia [!comma] => ma
*{?$} di conseguenza , => quindi,
^ ciononostante , => eppure,`,
  // set 25: "Però" opening the sentence takes no comma; set 26: so "Va sottolineato, però, che" ("va" shares the line: a past participle after it)
  raw`@ didactic-disclaimer
*^ è (importante|fondamentale|essenziale|cruciale|utile|interessante|bene) (notare|sottolineare|ricordare|evidenziare|considerare|menzionare|precisare|tenere presente|comprendere|capire|osservare) che => -
*^ (è importante|è fondamentale|è essenziale|è cruciale|è bene|va) (notare|sottolineare|ricordare|precisare|tenere presente|considerare|sottolineato|ricordato|precisato) , (però|tuttavia|comunque) , che => però
*^ è (importante|fondamentale|essenziale|cruciale|bene) (notare|sottolineare|ricordare|precisare|tenere presente|considerare) , (inoltre|anche|poi) , che => -
*^ vale la pena (notare|sottolineare|ricordare|evidenziare|menzionare|precisare|osservare|segnalare) che => -
*^ vale (anche|inoltre) la pena (notare|sottolineare|ricordare|evidenziare|menzionare|precisare|osservare|segnalare) che => -
*^ (occorre|bisogna|va) (sottolineare|ricordare|notare|precisare) che => -
*^ va (sottolineato|ricordato|notato|precisato|detto) che => -
*^ va (sottolineato|ricordato|notato|precisato|detto|evidenziato) (fin da subito|subito|fin dall'inizio|innanzitutto|anzitutto|prima di tutto) che => -
*^ giova ricordare che => -
*^ si (sottolinea|ricorda|precisa|evidenzia) (, inoltre ,|inoltre|, anche ,|) che => -
*^ non bisogna dimenticare che => -
*^ è innegabile che => -
*è (importante|fondamentale|essenziale) (notare|sottolineare|ricordare|evidenziare) che => -
*{?comma,$,e,ma,quindi,però} (va|vanno) (sottolineato|ricordato|notato|precisato|evidenziato) che => -
*{?comma,$,e,ma,quindi,però} (occorre|bisogna) (sottolineare|ricordare|notare|precisare|evidenziare) che => -`,
  // ── Importanza e portata ──
  raw`@ puffery-significance`,
  // "gioca un ruolo fondamentale nel ridurre il traffico" -> "è molto utile nel ridurre il traffico" (a verb after "nel": the role is a help;
  // set 21: "nel" stays, for a second infinitive ("nel rafforzare X e nel ridurre Y") that "aiuta molto a" left with the wrong preposition)
  // set 26: "è di grande aiuto nel" ("è molto utile nel valorizzare" took the wrong preposition; "essere di aiuto nel + infinitive" is the idiom)
  // set 26: a role glossed by ", garantendo X" is that guarantee ("conta molto, garantendo coerenza" hung the gerund on "conta"): "garantisce X"
  // set 27: a factor "conta molto nel determinare" ("incide molto sul determinare" kept a noun's preposition); "gioca/ha … in" -> "ha una parte
  // importante in" ("conta molto in" again); "anche nelle" stays (a sign, no safe verb for an agent and a thing alike)
  // set 25: with "in" the thing takes part ("svolge un ruolo cruciale in 300 reazioni" -> "interviene in"; "conta molto in" was no idiom)
  raw`*svolge/svolgono/svolgeva/svolgevano/svolgerà/svolgeranno/gioca/giocano/giocava/giocavano/giocherà/giocheranno un ruolo (${R}) nel [?${VERBS}] => è/sono/era/erano/sarà/saranno/è/sono/era/erano/sarà/saranno di grande aiuto nel
*svolge/svolgono/gioca/giocano un ruolo (${R}) nel [?determinare,definire,stabilire,calcolare,decidere,fissare,scegliere] => conta/contano/conta/contano molto nel
*svolge/svolgono/gioca/giocano un ruolo (${R}) , garantendo => garantisce/garantiscono/garantisce/garantiscono
*svolg~e/ono/eva/evano/erà/eranno/ere/endo un ruolo (${R}|di rilievo|significativo|preponderante) [!quanto,tanto] => cont~a/ano/ava/avano/erà/eranno/are/ando molto
*svolg~e/ono/eva/evano/erà/eranno/ere/endo un ruolo (${R}) in => interv~iene/engono/eniva/enivano/errà/erranno/enire/enendo in
*(gioca|ha) un ruolo (${R}) in => ha una parte importante in
*(giocano|hanno) un ruolo (${R}) in => hanno una parte importante in
(svolge|gioca|ha|svolgono|giocano|hanno) un ruolo (${R}) anche (nel|nella|nei|nelle|negli|nello) => $1 un ruolo $2 anche $3`,
  // set 16: "svolge un ruolo cruciale nella maturazione" -> "incide molto sulla maturazione" ("conta molto nel risultato" takes the wrong preposition,
  // "ha un peso reale" is no collocation); a verb after "nel" goes to the entry above ("aiuta molto a")
  // set 19: also after a possessive ("nel nostro progetto": "incide molto sul nostro progetto" said it affects the project)
  // set 24: so in a life ("incide molto sulla vita di ogni comunità" was flat); a gerund takes "incidendo" ("contando molto nella qualità" was
  // the wrong preposition), and "ha svolto un ruolo … in ogni fase" "ha avuto una parte importante in" ("ha contato molto in ogni fase" was no Italian)
  // set 18: in a plan or a system the thing is a part of it, not its cause ("incide molto sulla strategia" was wrong): "ha una parte importante nella strategia"
  raw`*(svolge|gioca|riveste|ha) un ruolo (${R}) nel/nella/nei/nelle [?strategia,strategie,piano,piani,progetto,programma,rete,sistema,politica,politiche,filiera,transizione,vita] => ha una parte importante nel/nella/nei/nelle
*(svolgono|giocano|rivestono|hanno) un ruolo (${R}) nel/nella/nei/nelle [?strategia,strategie,piano,piani,progetto,programma,rete,sistema,politica,politiche,filiera,transizione,vita] => hanno una parte importante nel/nella/nei/nelle
*(svolge|gioca|riveste|ha) un ruolo (${R}) nel/nella (nostro|nostra|vostro|vostra|loro|suo|sua|nuovo|nuova) [?strategia,piano,progetto,programma,sistema] => ha una parte importante nel/nella $3`,
  raw`*(svolge|gioca|riveste|ha) (${ADV}|) un ruolo (${R}) nel/nella/nei/nelle/negli/nello [!quartiere,paese,borgo,territorio,mondo,gruppo,team] => incide $2 molto sul/sulla/sui/sulle/sugli/sullo
*(svolgono|giocano|rivestono|hanno) (${ADV}|) un ruolo (${R}) nel/nella/nei/nelle/negli/nello [!quartiere,paese,borgo,territorio,mondo,gruppo,team] => incidono $2 molto sul/sulla/sui/sulle/sugli/sullo
*(svolgendo|giocando|rivestendo|avendo) un ruolo (${R}) nel/nella/nei/nelle/negli/nello [!quartiere,paese,borgo,territorio,mondo,gruppo,team] => incidendo molto sul/sulla/sui/sulle/sugli/sullo
*ha/hanno svolto un ruolo (${R}) in => ha/hanno avuto una parte importante in`,
  // set 28: before a comparative "quanto" no "molto" ("svolge un ruolo cruciale quanto l'orario" -> "conta quanto l'orario", not "conta molto quanto")
  // set 11: a clause after the colon ("La fototessera svolge un ruolo fondamentale: deve essere recente") -> "conta molto: deve…"
  raw`*ha/hanno/aveva/avevano/avrà/avranno un ruolo (${R}) : [?deve,devono,va,vanno,è,sono,se,senza,il,lo,la,i,gli,le,l',un,una,uno,serve,servono,basta,bastano,può,possono,non,ogni,chi] => cont~a/ano/ava/avano/erà/eranno molto:
*svolg~e/ono/eva/evano/erà/eranno un ruolo (${R}) : [?deve,devono,va,vanno,è,sono,se,senza,il,lo,la,i,gli,le,l',un,una,uno,serve,servono,basta,bastano,può,possono,non,ogni,chi] => cont~a/ano/ava/avano/erà/eranno molto:`,
  // set 11: "L'acqua ha un ruolo chiave nella maggior parte dei casi" (the cause of a problem) -> "L'acqua è la causa nella maggior parte dei casi"
  raw`*ha/hanno/gioca/giocano/svolge/svolgono un ruolo (cruciale|fondamentale|chiave|essenziale|centrale|decisivo|determinante) nella maggior parte dei casi => è/sono/è/sono/è/sono la causa nella maggior parte dei casi`,
  raw`*svolg~e/ono/eva/evano/erà/eranno un ruolo (cruciale|fondamentale|chiave|essenziale|centrale|importante) nell'organizzazione => contribui~sce/scono/va/vano/rà/ranno molto all'organizzazione`,
  // round 9: "i game master hanno un ruolo chiave: guidarti…" -> "hanno un compito preciso: guidarti…" (the colon announces the task)
  raw`*ha/hanno/aveva/avevano/avrà/avranno un ruolo (${R}) : => ha/hanno/aveva/avevano/avrà/avranno un compito preciso: | ha/hanno/aveva/avevano/avrà/avranno un compito importante:
*svolg~e/ono/eva/evano/erà/eranno un ruolo (${R}) : => ha/hanno/aveva/avevano/avrà/avranno un compito preciso: | ha/hanno/aveva/avevano/avrà/avranno un compito importante:
*ha/hanno/ebbe/ebbero/aveva/avevano/avrà/avranno un ruolo (${R2}) [!quanto,tanto] => cont~a/ano/ò/arono/ava/avano/erà/eranno molto | fa/fanno/fece/fecero/faceva/facevano/farà/faranno la differenza
*avuto un ruolo (${R2}) [!quanto,tanto] => contato molto
*ha/hanno svolto un ruolo (${R}|di rilievo|significativo|preponderante) [!quanto,tanto] => ha/hanno contato molto
*gioca~/no/va/vano/re un ruolo (${R}) [!quanto,tanto] => conta~/no/va/vano/re molto
*gioca~/no un ruolo (${R}) (quanto|tanto quanto) => conta~/no $2
*svolg~e/ono un ruolo (${R}) (quanto|tanto quanto) => cont~a/ano $2
*ha/hanno un ruolo (${R}) (quanto|tanto quanto) => conta/contano $2
*rivest~e/ono/iva/ivano/ire un ruolo (${R}) [!quanto,tanto] => conta~/no/va/vano/re molto
*rivest~e/ono un'importanza (cruciale|fondamentale|centrale|particolare|strategica) => conta~/no molto
*un ruolo (cruciale|vitale|determinante|preponderante|primario) => un ruolo importante
*di (cruciale|fondamentale|vitale|capitale|primaria) importanza => molto importante
*{?è,sono,era,erano,rappresenta,rappresentano,costituisce,costituiscono,resta,restano} una (vera e propria|vera|chiara|concreta|) testimonianza => un esempio`,
  // "(1794), testimonianza preziosa del patrimonio" (an apposition, no article): "prova" keeps the gender of the adjective after it
  raw`*testimonianz~a/e [?preziosa,preziose,viva,vive,concreta,concrete,tangibile,tangibili,eloquente,eloquenti,straordinaria,straordinarie,autentica,autentiche,significativa,significative] => prov~a/e
*si pon~e/gono come una (vera e propria|vera|chiara|concreta|) testimonianza => è/sono un esempio`,
  // set 16: "esempio" ("un esempio vivo della tradizione"), not "segno": "un segno vivo", "un segno genuino di" are no collocations
  // set 23: "Come sottolinea X," reports speech: "Come ricorda X," (not "mette in risalto", itself a sign)
  raw`*una testimonianza (di|del|della|dei|delle|dello|degli) => un esempio $1
*una (vera e propria|vera|chiara|concreta) testimonianza (di|del|della|dei|delle|dello|degli) => un esempio $2
*una testimonianza importante/fondamentale/essenziale/cruciale/preziosa/viva/vivente/tangibile/eloquente/significativa/fedele => un esempio importante/importante/importante/importante/prezioso/vivo/vivo/tangibile/eloquente/importante/fedele
*una testimonianza autentica => un vero esempio
*{?cui,sua,loro,tua,vostra,nostra} testimonianza => voce
*{?cui,sue,loro,tue,vostre,nostre} testimonianze => voci
*{!testimone,testimoni,teste} testimonia~/no/va/vano/ndo [!in,davanti,contro,a,al,alla,ai,di] => mostra~/no/va/vano/ndo | dimostra~/no/va/vano/ndo
*{?comma,e,quale,come} testimonianza (di|del|della|dei|delle|dello|degli) => segno $1
*a (chiara|concreta|viva|ulteriore|) testimonianza => a conferma
*{?comma,e,quale,come} testimonianze (di|del|della|dei|delle|dello|degli) => segni $1
*{?comma} sottolinea~/no/va/vano [?$] => spiega~/no/va/vano
*{?come} sottolinea~/no/va/vano => ricorda~/no/va/vano
*{?comma} ha/hanno sottolineato [?$] => ha/hanno spiegato`,
  // set 16: a literal underline stays ("il sistema sottolinea in rosso i buoni", "sottolinea con la matita"), not "fa notare in rosso"
  // set 19: "chi sottolinea una voce a matita" is a person underlining (literal, stays); an initiative "fa notare" nothing: "mette in risalto"
  raw`*{!chi} sottolinea~/no/ndo che => fa/fanno/facendo notare che
*{!chi} sottolinea~/no/ndo [!in,con,a,comma] => mett~e/ono/endo in risalto`,
  // set 18: before an infinitive "aiutando a" ("concorrendo a rafforzare" is bureaucratic on a "tu" page); an elided noun ("a un'economia") keeps "concorrendo"
  // set 16: "concorrere a" takes a noun and an infinitive alike ("contribuendo a un'economia" -> "concorrendo a un'economia"; "aiutando a" needs an infinitive)
  raw`*contribuendo (in modo significativo|in modo decisivo|concretamente|attivamente) a => concorrendo a
*contribuendo a (un|una|uno|questo|questa|quel|quella|ogni|tutto|tutta) => favorendo $1
*contribuendo a [?${VERBS}] => aiutando a
*contribuendo (a|ad) => concorrendo $1
*contribuendo al/alla/allo/ai/agli/alle => favorendo il/la/lo/i/gli/le`,
  // set 21, second pass (the two "garantendo" lines below): a gerund tail of aim (", garantendo così la freschezza") -> ", a garanzia della
  // freschezza": a noun phrase has no subject to agree with; only before an article ("garantendo che…", "garantendo loro…" stay)
  // set 11: ", consentendo di montare" -> ", il che permette di montare" (a consequence, not a purpose: never "così da")
  // set 26: a definite noun only if a quality ("per la freschezza"): a thing to supply ("garantendo la traduzione a stampa") is a duty, and "per" lost it
  // set 24: "a garanzia di" read as legal collateral ("a garanzia di un affitto più basso"): the aim is plain "per" ("…, per un comfort elevato")
  // set 26: after a comma it stays: "il che permette" clashed with a future ("riceverà …, il che permette") and hung on the last noun
  raw`*{!comma} consentendo (di|loro di|così di) => così da
*permettendo (di|così di) => così da
*{?comma} garantendo (così|) (un|una|uno) => per $2
*{?comma} garantendo (così|) (il|la|lo|i|le|gli) [?qualità,sicurezza,freschezza,comfort,continuità,protezione,massima,massimo] => per $2
*un prima e un dopo => una svolta
*ruolo (chiave|centrale|cruciale|fondamentale|essenziale|decisivo|strategico) [!quanto,tanto] => ruolo
*ruoli (chiave|centrali|cruciali|fondamentali|essenziali|decisivi|strategici) => ruoli
*sottolinea~/no/ndo (l'importanza|la necessità|il ruolo|il valore) => mostra~/no/ndo $1
*evidenzi~a/ano/ando/ava/avano/erà/eranno/ato che => indic~a/ano/ando/ava/avano/herà/heranno/ato che`,
  // set 16: "mostra" only: "rivela" reads as a hidden thing ("Le recensioni rivelano la cura", "i cartellini rivelano le offerte"); "mettere in luce" -> "mostrare", not "fare emergere"
  raw`*{!chi} evidenzi~a/ano/ando/ava/avano/erà/eranno/ato [!in,con,a] => mostr~a/ano/ando/ava/avano/erà/eranno/ato
*mett~e/ono/ere in luce => mostra~/no/re
`,
  // set 18: a painted or drawn highlight of a route or an edge is literal ("le frecce evidenziano il percorso") and stays
  // set 19: so is a pen on pages, books or lines ("gli alunni evidenziano i quaderni", "sottolineano le righe")
  raw`(evidenzia|evidenziano|sottolinea|sottolineano) (il percorso|il tragitto|il bordo|i bordi|l'uscita|le uscite|la corsia|le corsie|le pagine|i manuali|i libri|i quaderni|le righe|una riga|una voce) => $1 $2`,
  // set 19: "una piccola pietra miliare" -> "un piccolo passo avanti" ("una piccola tappa importante" contradicts itself)
  // set 26: a stone of a dated era (a number after "del") or a size is literal (with "romana", "stradale", once conditions of the entries below) ("una pietra miliare del 252 d.C., alta 1,84 m", "dell'epoca di Traiano"): it stays
  // set 25: a milestone is "una svolta" ("una tappa importante" repeated the "importante" that such sentences already hold)
  // set 25: "ambiente armonioso" -> "piacevole" ("vi accoglierà un ambiente accogliente")
  raw`(pietra miliare|pietre miliari) (del|dal) [?$] => $1 $2
(pietra miliare|pietre miliari) (alta|dell'epoca|d'epoca|romana|romane|antica|antiche|stradale|stradali) => $1 $2
*(vera e propria|vera|) pietra miliare => svolta
*una piccola pietra miliare [!romana,romane,antica,stradale] => un piccolo passo avanti
*rappresenta/rappresentano/costituisce/costituiscono/segna/segnano una pietra miliare [!romana,antica,stradale] => è/sono/è/sono/è/sono una svolta
*pietr~a/e miliar~e/i => tapp~a/e important~e/i
*un punto di svolta => una svolta
*un vero e proprio => un vero
*ver~o/a/i/e e propri~o/a//e => ver~o/a/i/e
*una vera e propria => una vera
*dei veri e propri => dei veri
*delle vere e proprie => delle vere
*un'eredità (duratura|indelebile|inestimabile) => un'eredità
*apr~e/ono/irà/ire/endo la strada a (un|una|nuove|nuovi) => prepar~a/ano/erà/are/ando $1`,
  // ── Frasi fatte ──
  raw`@ stock-phrase
*^ nel mondo (odierno|di oggi|attuale|moderno|contemporaneo) , => oggi,
*^ nel panorama (attuale|odierno|contemporaneo) , => oggi,
*^ nell'era (digitale|moderna|attuale) , (in cui|dove) => in un'epoca in cui
*^ nel mondo (odierno|di oggi|attuale|moderno|contemporaneo) , in cui => oggi, che
*^ in un mondo in cui => oggi che
*^ nell'era (digitale|moderna|attuale) (,|) => -
*^ al giorno d'oggi , => oggi,
*^ in un mondo in (continua|costante|rapida) (evoluzione|trasformazione) , => oggi,
*^ in un mondo sempre più (connesso|digitale|globalizzato|complesso) , => oggi,
*^ nel frenetico mondo (di oggi|odierno|attuale) , => oggi,
*nel mondo (odierno|di oggi|attuale|moderno|contemporaneo) => oggi
*nel panorama (attuale|odierno|contemporaneo) => oggi`,
  // round 9: "Nell'era digitale, in cui tutto corre," -> "In un'epoca in cui tutto corre," (not "Oggi, che"); also "dell'era digitale, in cui"
  raw`*nell'era (digitale|dei social|di internet|della tecnologia|tecnologica|moderna|dei social network|dello smartphone) , (in cui|dove) => in un'epoca in cui
*nell'era (digitale|dei social|di internet|della tecnologia|tecnologica|moderna|dei social network|dello smartphone) (in cui|dove) => in un'epoca in cui
*nell'era digitale => oggi
*fino al mio ultimo aggiornamento , [!a,al,ad,nel,$] => -
*{!una} ricca (storia|tradizione) => lunga $1
*il panorama (digitale|tecnologico|aziendale) => il mondo $1`,
  // figurative "paesaggio culturale" (lower case: the UNESCO "Paesaggio Culturale" names stay): "panorama" has the same gender
  raw`*il/nel/del/al/sul/dal paesaggio culturale => il/nel/del/al/sul/dal panorama culturale`,
  // round 9: "in questo ecosistema fatto di importatori, torrefattori e baristi" -> "in questo mondo fatto di …" (people and firms make a figurative one)
  raw`*(questo|quel|nostro|vostro|il nostro|il vostro) ecosistema fatto (di|da) => $1 mondo fatto $2
*un ecosistema fatto (di|da) (persone|aziende|imprese|professionisti|artigiani|produttori|importatori|negozi|botteghe|associazioni|startup|club|scuole|famiglie|volontari|clienti|fornitori|partner|locali|ristoranti) => un mondo fatto $1 $2`,
  // "Questo piccolo ecosistema di maker" -> "Questo piccolo mondo di maker" (same gender, the participles still agree)
  // set 21: after "un" the article changes with the noun ("un vero mondo di produttori" is no idiom): "una vera rete di produttori";
  // only as an object ("ha dato vita a", "ha creato"): a subject would break its participle ("Una vera rete … è nato")
  // set 23: also after "di" ("all'interno di un vero ecosistema fatto di redattori" -> "una vera rete di", not "un vero mondo fatto di"); "fatto" goes, it would not agree with "rete"
  raw`*{?a,di,creato,costruito,crea,creano,costruisce,formato} un vero/grande/vivace ecosistema (fatto di|di) => una vera/grande/vivace rete di
*(piccolo|vero|grande|vivace) ecosistema (di|fatto di) => $1 mondo $2
*il/nel/del/al/sul/dal paesaggio (digitale|tecnologico|normativo|competitivo|mediatico|politico|economico|enologico|editoriale|musicale|letterario|artistico|teatrale|cinematografico|televisivo|audiovisivo|gastronomico|enogastronomico|enoturistico|turistico|imprenditoriale|industriale|produttivo|finanziario|sanitario|energetico|accademico|scientifico|educativo|formativo|informativo|commerciale|startup) => il/nel/del/al/sul/dal mondo $1
*il/nel/del/al/sul/dal paesaggio (agritech|fintech|foodtech|biotech|medtech|edtech|proptech|insurtech|tech|culinario|universitario|assicurativo|bancario|immobiliare|logistico|associativo) => il/nel/del/al/sul/dal settore $1`,
  // set 15: "Nel paesaggio in continua evoluzione dei servizi per la terza età" -> "Nel mondo in evoluzione dei servizi …" (the phrase stays before the complement)
  raw`*il/nel/del/al/sul/dal paesaggio in (continua|costante) evoluzione (dei|delle|della) (servizi|imprese|pagamenti|piattaforme|cure|assistenza) => il/nel/del/al/sul/dal mondo in evoluzione $2 $3`,
  // round 9: a figurative "paesaggio" of events, shops or institutions -> "panorama" (same gender): "nel paesaggio delle fiere natalizie"
  // set 22: "un vero ecosistema creativo" -> "un vero polo creativo" ("sistema creativo" is no collocation; same gender and number)
  raw`*il/nel/del/al/sul/dal paesaggio (della|delle|dei|degli|del) (fiere|fiera|mercatini|mercati|sagre|rassegne|manifestazioni|mostre|concorsi|competizioni|librerie|negozi|botteghe|scuole|università|musei|teatri|club|associazioni|iniziative|offerte|proposte|spettacoli|concerti|palestre|piscine|agriturismi|ristoranti|birrifici|cantine|editori|quotidiani|riviste|giornali|radio|partiti) => il/nel/del/al/sul/dal panorama $1 $2
*il/nel/del/al/sul/dal paesaggio (della|delle|dei|degli|del) (mobilità|ricerca|innovazione|moda|tecnologia|tecnologie|musica|editoria|cultura|formazione|sanità|finanza|comunicazione|informazione|ristorazione|ospitalità|coworking|startup|imprese|servizi|media|social|trasporti|consumi|lavoro|commercio|design|teatro|cinema|podcast|app|piattaforme|pagamenti|assicurazioni|banche|software|videogiochi|eventi|festival|locali|marchi|brand) => il/nel/del/al/sul/dal settore $1 $2
*il/nel/del/al/sul/dal paesaggio (dell'innovazione|dell'editoria|dell'ospitalità|dell'istruzione|dell'intrattenimento|dell'energia|dell'informazione|dell'impresa|dell'industria|dell'università|dell'arte|dell'e-commerce) => il/nel/del/al/sul/dal mondo $1
*ecosistem~a/i (di|della|delle|dei|degli) (servizi|app|applicazioni|imprese|aziende|startup|negozi|botteghe|locali|fornitori|partner|associazioni|produttori|artigiani) => insiem~e/i $1 $2
*ecosistem~a/i (di|della|delle|dei|degli) (cultura|innovazione|competenze|talenti|creativi|realtà|iniziative|eventi|opportunità|piccoli|piccole) => intrecci~o/ $1 $2
*gli/degli/negli/agli/sugli/dagli ecosistemi (universitari|accademici|scolastici|sanitari|turistici|commerciali|bancari|editoriali|musicali|mediatici|associativi|sportivi|immobiliari|logistici|culturali|industriali|economici|finanziari|educativi|formativi|digitali|tecnologici|imprenditoriali|aziendali|produttivi|delle startup|delle imprese|dei servizi|dell'innovazione|di startup|di imprese) => i/dei/nei/ai/sui/dai sistemi $1
*ecosistemi (universitari|accademici|scolastici|sanitari|turistici|commerciali|bancari|editoriali|musicali|mediatici|associativi|sportivi|immobiliari|logistici|culturali|industriali|economici|finanziari|educativi|formativi|digitali|tecnologici|imprenditoriali|aziendali|produttivi) => sistemi $1
*{!gli,degli,negli,agli,sugli,dagli} ecosistem~a/i creativ~o/i => pol~o/i creativ~o/i
*un ecosistema (dinamico|vivace|stimolante|integrato|aperto|collaborativo|inclusivo|completo) => un ambiente $1
*l'ecosistema (digitale|tecnologico|imprenditoriale|dell'innovazione|delle startup|aziendale|produttivo) => il mondo $1
*l'ecosistema/dell'ecosistema/nell'ecosistema/all'ecosistema/sull'ecosistema/dall'ecosistema (culturale|industriale|economico|finanziario|educativo|formativo|dell'innovazione|digitale|tecnologico|imprenditoriale|aziendale|produttivo|delle startup|delle imprese|dei servizi|di startup|di imprese|universitario|accademico|scolastico|sanitario|turistico|commerciale|bancario|assicurativo|editoriale|musicale|mediatico|informativo|associativo|sportivo|agroalimentare|immobiliare|logistico|della ricerca|della mobilità|del volontariato|dell'università|dell'ospitalità|dei pagamenti) => il/del/nel/al/sul/dal sistema $1
*ecosistem~a/i (culturale|industriale|economico|finanziario|educativo|formativo|dell'innovazione|digitale|tecnologico|imprenditoriale|aziendale|produttivo|delle startup|delle imprese|dei servizi|di startup|di imprese|universitario|accademico|scolastico|sanitario|turistico|commerciale|bancario|assicurativo|editoriale|musicale|mediatico|informativo|associativo|sportivo|agroalimentare|immobiliare|logistico|della ricerca|della mobilità|del volontariato|dell'università|dell'ospitalità|dei pagamenti) => sistem~a/i $1
*nel panorama (digitale|tecnologico|aziendale) => nel mondo $1`,
  // set 11: "le tariffe sono in continua evoluzione" -> "le tariffe cambiano spesso" (not "in movimento")
  raw`*è/sono/era/erano in (continua|costante|perenne) (evoluzione|trasformazione) => cambia~/no/va/vano spesso
*(servizio|sito|catalogo|prodotto|programma|menu|sistema|metodo|offerta|piattaforma|app|collezione|proposta|selezione|gamma|guida) in (continua|costante) evoluzione => $1 che continua a migliorare`,
  // set 15: before its noun's complement the phrase stays in place ("nel panorama in continua evoluzione delle piattaforme" -> "in evoluzione"; a relative would split noun and complement)
  // set 16: one form for any number ("un racconto in evoluzione, capace di…"; "che cambia spesso" read as unstable and did not agree with a plural)
  // set 22: between commas the aside says nothing (", in evoluzione," dangled): it goes with both commas ("Il settore, in continua evoluzione, offre" -> "Il settore offre")
  raw`*, in (continua|costante|perenne) (evoluzione|trasformazione) , => -
*in (continua|costante|perenne) (evoluzione|trasformazione) => in $2
*un (ricco|) arazzo (di|culturale) => un intreccio $2
*(navigare|navigare tra) le complessità (di|del|della|dei|delle) => orientarsi tra i dettagli $2
*le complessità (di|del|della|dei|delle) => i dettagli $1
*immerg~ersi/iamoci/etevi nel mondo (di|del|della|dei|delle) => scopri~re/amo/te il mondo $1
*sblocca~re//no il (pieno|) potenziale (di|del|della|dei|delle) => sfrutta~re//no il potenziale $2
*libera~re//no il (pieno|) potenziale (di|del|della|dei|delle) => sfrutta~re//no il potenziale $2
*il pieno potenziale (di|del|della|dei|delle) => tutto il potenziale $1
*sfrutta~re//no appieno => sfrutta~re//no
*(una vasta gamma|un'ampia gamma|un'ampia varietà|una vasta varietà|una miriade|una moltitudine|un ventaglio|un ampio ventaglio|una pletora) [!$] => una serie`,
  // ── Vocabolario sovrarappresentato ──
  raw`@ excess-vocabulary
*(cruciale|fondamentale|essenziale) e (cruciale|fondamentale|essenziale|decisivo|decisiva) => importante
*(cruciali|fondamentali|essenziali) e (cruciali|fondamentali|essenziali|decisivi|decisive) => importanti
*(l'elemento|l'aspetto|il fattore|il punto|il momento|la fase|la scelta) (cruciale|fondamentale|essenziale|decisivo|decisiva) => $1 più importante
*{?i,gli,le} (elementi|aspetti|fattori|punti|momenti|fasi|scelte) (cruciali|fondamentali|essenziali|decisivi|decisive) => $1 più importanti
*crucial~e/i => important~e/i
*è/sono/risulta/risultano/diventa/diventano fondamental~e/i/e/i/e/i => è/sono/è/sono/diventa/diventano important~e/i/e/i/e/i
*innovativ~o/a/i/e => nuov~o/a/i/e
*{?approccio,approcci,metodo,metodi,prodotto,prodotti,sistema,sistemi,idea,idee,soluzione,soluzioni,tecnologia,tecnologie,strumento,strumenti,dispositivo} rivoluzionari~o/a//e => radicalmente nuov~o/a/i/e
*meticolos~o/a/i/e => accurat~o/a/i/e
*meticolosamente => con cura
*minuzios~o/a/i/e => accurat~o/a/i/e
*olistic~o/a/i/he => global~e/e/i/i
*affascinant~e/i => interessant~e/i
*avvincent~e/i => interessant~e/i
*{?di,la,una,della,alla,dalla,nella,sulla,sua,questa,quella,tua,nostra,vostra,loro} straordinaria [!$,comma,corsa,circostanza] => grande
*{?di,le,delle,alle,dalle,nelle,sulle,sue,queste,quelle,tue,nostre,vostre,loro} straordinarie [!$,comma] => grandi
*{?di,il,un,del,al,dal,nel,sul,suo,questo,quel,tuo,nostro,vostro} straordinario [!$,comma] => grande
*{!gli,degli,agli,negli,sugli,lo,dello,allo,lavoro,corsa,corse,circostanza,circostanze,servizio,assemblea,seduta,sessione,riunione,convocazione,consiglio,manutenzione,amministrazione,commissario,commissaria,apertura,aperture,chiusura,chiusure,orario,orari,edizione,pulizia,intervento,interventi,ordinaria,ordinario,ordinarie,ordinari,e,l'assemblea,dell'assemblea,all'assemblea,nell'assemblea,un'assemblea,l'apertura,un'apertura,l'amministrazione,dell'amministrazione,l'edizione,un'edizione,l'orario,l'intervento,un'intervento,dell'intervento} straordinari~o/a//e => fuori dal comune | eccezional~e/e/i/i
*notevol~e/i => important~e/i
*notevolmente => molto
*significativamente => sensibilmente
*in (modo|maniera) (significativo|significativa|considerevole|sostanziale) => sensibilmente
*{!differenza,differenze,statisticamente,correlazione,correlazioni,associazione,effetto,effetti,risultato,risultati,test} significativ~o/a/i/e => importante/importante/importanti/importanti`,
  // set 11: "le loro produzioni più promettenti": a promising talent or work (a superlative) stays; results become "incoraggianti"
  raw`più promettent~e/i => più promettent~e/i
*{!più} promettent~e/i => incoraggiante/incoraggianti`,
  // set 15: after a noun of emphasis "essenziale" -> "importante" ("un gesto essenziale di fiducia" -> "un gesto importante", not
  // "indispensabile"); a sparse style ("Lo stile è essenziale, con pochi mobili"), a public service or a nutrient keeps the word; set 26: so does "all'olio essenziale" (an essential oil, a look-alike)
  raw`*{?legame,legami,gesto,gesti,contributo,contributi,passo,passi,tassello,tasselli,momento,momenti,alleato,alleati,alleata,alleate,appuntamento,appuntamenti,aspetto,aspetti,punto,punti} essenzial~e/i => important~e/i
(stile|arredamento|arredo|arredi|design|look|linea|linee|interni|estetica) (è|sono|era|erano|resta|rimane|appare|risulta) (essenziale|essenziali) => $1 $2 $3
(è|sono|era|erano|resta|rimane|appare|appaiono) (essenziale|essenziali) (e|ed|con) => $1 $2 $3
(è|sono|era|erano|resta|rimane|appare|appaiono) (essenziale|essenziali) , con => $1 $2, con
*{!olio,l'olio,all'olio,dell'olio,d'olio,oli,olii,gli,tremore,ipertensione,stile,linea,linee,design,arredamento,arredo,servizio,servizi,amminoacidi,aminoacidi,acidi,grassi,stretto} essenzial~e/i => indispensabile/indispensabili`,
  // set 28: not after a determiner: a noun ("il fondamentale più difficile", a basic volleyball skill, became "il importante"), or an
  // adjective before its noun whose article would need elision ("la fondamentale tappa" -> "la importante")
  // set 15: a requirement keeps its force ("un requisito fondamentale" -> "indispensabile", never "importante")
  // set 28: "di ultima generazione" too ("l'erba sintetica di punta" read as the club's flagship turf): a material or a plain object keeps it
  // set 23: "al passo coi tempi" is colloquial for equipment ("un impianto luci al passo coi tempi"): "di punta", invariable like the source
  raw`*{?requisito,requisiti,condizione,condizioni,presupposto,presupposti,obbligo,obblighi,regola,regole} fondamental~e/i => indispensabil~e/i
*{!diritto,diritti,libertà,ricerca,fisica,legge,principio,principi,particella,particelle,forza,forze,stato,teorema,nota,tono,frequenza,carta,il,i,un,la,una,del,dei,della,al,ai,alla,nel,nei,nella,sul,sui,dal,dai,ogni,questo,quel} fondamental~e/i => important~e/i
*{?tecnologia,tecnologie,ricerca,settore,centro,polo,reparto,azienda,aziende,medicina,modello,modelli,smartphone} (all'avanguardia|d'avanguardia|di ultima generazione) => di punta
*l'armonioso equilibrio => l'equilibrio
*un (armonioso|armonico) equilibrio => un giusto equilibrio
*(armonioso|armonico) equilibrio => equilibrio
*equilibrio (armonioso|armonico) => equilibrio
*l'armonios~o/a => il/la riuscit~o/a
*dell'armonios~o/a => del~/la riuscito/riuscita`,
  // set 18: otherwise "piacevole" ("cabine equilibrate", "un angolo equilibrato" are no collocations)
  // set 16: a room is "accogliente", not "equilibrato" ("un ambiente armonioso")
  // set 26: elsewhere "equilibrato" ("un risultato piacevole" was flat for a restoration, a sound, a design); rooms stay "piacevole"
  // set 19: "si fondono in un insieme armonioso" -> "in un unico insieme" ("un insieme piacevole" is no collocation)
  raw`*un insieme (armonioso|armonico) => un unico insieme
*{?ambiente,ambienti,atmosfera,clima,casa,stanza,stanze} armonios~o/a/i/e => piacevol~e/e/i/i
*armonios~o/a/i/e => equilibrat~o/a/i/e
*in (modo|maniera) (armonioso|armoniosa) => con equilibrio
*un'autentica [!$,comma,o,firmata,di,del,della] => una vera
*{?un,una,di,il,la,lo,i,le,gli,del,della,dei,delle,dello,degli,un',suo,sua,loro} autentic~o/a/i/he [!il,lo,la,i,gli,le,un,una,uno,tramite,automaticamente,ogni,tutti,tutte,l'utente,l'accesso,l'identità] => vero/vera/veri/vere`,
  // set 24: after "spirito" a post-nominal "vero" is odd ("lo spirito vero del luogo"): the adjective goes
  // set 26: "un'autentica" before "o", a comma or "firmata" is the noun (a certificate of authenticity, a look-alike): it stays
  // set 15: after a noun "genuino" only for food, people and feelings; otherwise "vero" ("un'occasione autentica" -> "un'occasione vera", not "genuina")
  // set 25: after "è"/"sono" "autentico" is literal ("il medicinale è autentico": genuine); "più vero" is no idiom: both stay
  raw`*{?atmosfera,un'atmosfera,l'atmosfera,profilo,aroma,prodotto,prodotti,sapore,sapori,gusto,cucina,piatto,piatti,ricetta,ricette,ingredienti,cibo,vino,persona,persone,sorriso,emozione,emozioni,sentimenti,affetto,passione,entusiasmo,accoglienza,ospitalità} autentic~o/a/i/he [!il,lo,la,i,gli,le,un,una,uno,tramite,automaticamente,ogni,tutti,tutte,l'utente,l'accesso,l'identità] => genuin~o/a/i/e
*{?spirito,anima,essenza} autentic~o/a/i/he => -
*{!è,sono,più,patrimonio,patrimoni,viaggio,viaggi,copia,copie} autentic~o/a/i/he [!il,lo,la,i,gli,le,un,una,uno,tramite,automaticamente,ogni,tutti,tutte,l'utente,l'accesso,l'identità] => ver~o/a/i/e
*{?cornice,eleganza,fascino,stile,atmosfera,bellezza,design,gusto,sapore,ricetta,luogo,borgo,classico,capolavoro,esperienza,valore,messaggio,opera,arredamento,arredo,architettura,location,villa,dimora,palazzo,tradizione,musica,canzone,storia,racconto,libro,film,look,modello,colore} senza tempo [!$] => intramontabile
*{?cornice,eleganza,fascino,stile,atmosfera,bellezza,design,gusto,sapore,ricetta,luogo,borgo,classico,capolavoro,esperienza,valore,messaggio,opera,arredamento,arredo,architettura,location,villa,dimora,palazzo,tradizione,musica,canzone,storia,racconto,libro,film,look,modello,colore} senza tempo [?$] => che non invecchia
*{?classici,capolavori,valori,sapori,ricette,luoghi,borghi,opere,atmosfere,arredi,colori,linee,forme,storie,canzoni,libri,film,modelli,dimore} senza tempo [!$] => intramontabili
*{?classici,capolavori,valori,sapori,ricette,luoghi,borghi,opere,atmosfere,arredi,colori,linee,forme,storie,canzoni,libri,film,modelli,dimore} senza tempo [?$] => che non invecchiano`,
  // round 9: a feminine noun after an elided article ("un'atmosfera senza tempo", "l'eleganza senza tempo"): not "di sempre"
  raw`*{?un'atmosfera,l'atmosfera,un'eleganza,l'eleganza,un'esperienza,l'esperienza,un'opera,l'opera,un'architettura,l'architettura,un'aria,l'aria,un'estetica,l'estetica,un'icona,l'icona,un'allure,l'allure,un'armonia,l'armonia} senza tempo [!$] => intramontabile
*{?un'atmosfera,l'atmosfera,un'aria,l'aria} senza tempo [?$] => d'altri tempi
*{?un'eleganza,l'eleganza,un'esperienza,l'esperienza,un'opera,l'opera,un'architettura,l'architettura,un'estetica,l'estetica,un'icona,l'icona,un'allure,l'allure,un'armonia,l'armonia} senza tempo [?$] => che non invecchia`,
  // set 16: a closing "Un dono senza tempo, per…" loses the phrase ("di sempre" read as "the usual"); after a verb, or mid-clause, it stays
  // set 18: an old quarter or street is "d'altri tempi" (deleted, "tra grattacieli e quartieri" lost its sense)
  raw`*{?quartiere,quartieri,vicolo,vicoli,strade,piazze,villaggio,villaggi,paese,paesi,città} senza tempo => d'altri tempi`,
  // set 19: an investment is "record" too ("frutto di un investimento senza precedenti" -> "frutto di un investimento" said nothing)
  // set 22: at the end of a sentence "un'arte senza tempo." / "un comfort senza precedenti." lost their content ("un'arte."): the phrase stays, or "fuori dal comune"
  raw`*{!rimasto,rimasta,rimasti,rimaste,restare,restato,restata,sono,siamo,ero,resto,è,era,erano,sarà,resta,rimane,restano,rimangono} senza tempo [?comma] => -
*ricco patrimonio => grande patrimonio
*un ricco => un grande
*una ricca => una grande
*(risultato|risultati|investimento|investimenti) senza precedenti => $1 record
*è/era/sono/erano/fu/sarà senza precedenti => non ha/aveva/hanno/avevano/ebbe/avrà precedenti
*{!è,era,sono,erano,fu,sarà,stato,stata,stati,state} senza precedenti [!nel,nella,nei,nelle,negli,in,per,da,dal,dalla,tra,fra,a,al,alla,su,sul,sulla,comma,$] => -
*{!è,era,sono,erano,fu,sarà,stato,stata,stati,state} senza precedenti [?in,per,da,dal,dalla,tra,fra,a,al,alla,su,sul,sulla,comma,$] => fuori dal comune
*a dir poco => -`,
  // set 24: after an adverb a relative clause cannot follow ("momenti davvero che non si dimenticano"): "davvero da ricordare"
  // set 15: before its noun the adjective goes ("le indimenticabili serate" -> "le serate"; never "le che non si dimenticano serate")
  raw`*{?il,lo,la,i,gli,le,un,una,uno,del,dello,della,dei,degli,delle,al,allo,alla,ai,agli,alle,nel,nello,nella,nei,negli,nelle,sul,sulla,sui,sulle,dal,dalla,dai,dalle,questo,questa,questi,queste,quel,quella,quei,quelle,suo,sua,suoi,sue,nostro,nostra,nostri,nostre,vostro,vostra,vostri,vostre,loro,mio,mia,miei,mie,tuo,tua,tuoi,tue} (indimenticabile|indimenticabili|memorabile|memorabili) [!$,comma,e,ed,o,per] => -
*{?davvero,proprio,veramente,così} indimenticabil~e/i => da ricordare
*indimenticabil~e/i => che non si dimentica~/no | da ricordare
*memorabil~e/i => da ricordare
*{?suo,sua,suoi,sue,il,la,lo,un,una,i,le,gli,loro} incantevol~e/i => -
*un (tavolo|paese|borgo|giardino|parco|posto|lago) incantevole => un bel $1
*una (tavola|terrazza|piazza|spiaggia|cornice|città|villa) incantevole => una bella $1`,
  // set 16: "questa storia incantevole!" -> "questa storia!" ("piacevole" is lukewarm there)
  raw`*{!è,sono,era,erano,sarà,resta,rimane,davvero,molto,più,così,tanto,proprio,e} incantevol~e/i [?$] => -
*incantevol~e/i => piacevol~e/i
*un (suggestivo|incantevole) (specchio|scorcio|spazio|scenario|spettacolo|stile|sguardo|squarcio|strapiombo|scoglio|stagno|studio|spicchio|sprazzo|scrigno|zoccolo|psicologo) => uno $2`,
  // set 19: "nella suggestiva cornice dei castelli" -> "nella cornice dei castelli" ("piacevole cornice" is no collocation)
  // set 11: "nello stesso suggestivo laboratorio" -> "nello stesso laboratorio" (before a noun the adjective goes; "d'atmosfera" only stands after one)
  // set 26: "nel suggestivo chiostro" -> "nel bel chiostro" (same article; "piacevole chiostro" is no collocation), after "un" it goes,
  // before s + consonant the article changes ("nello scenario"); "in modo suggestivo" -> "in modo evocativo" (not "in modo d'atmosfera")
  // set 25: before a name ("nel suggestivo Parco San Giacomo") the adjective goes ("nel d'atmosfera Parco" was no Italian)
  raw`*{?stesso,stessa,stessi,stesse,nostro,nostra,nostri,nostre,vostro,vostra,vostri,vostre,loro,mio,mia,miei,mie,tuo,tua,tuoi,tue,quel,quella,quei,quelle,quello,quegli,un,nello,dello,allo,sullo,dallo,lo,gli,degli,negli,agli,sugli,dagli,alla,sulla,dalla,alle,sulle,dalle,al,sul,dal,ai,sui,dai,uno,altro,altra,altri,altre} suggestiv~o/a/i/e [!$,comma,e,ed,o,ma,per,come,che,di] => -
il/nel/del/al/dal/sul suggestivo (scenario|spazio|scorcio|studio|sfondo|spettacolo) => lo/nello/dello/allo/dallo/sullo $1
*{?una,il,la,i,le,del,della,dei,delle,nel,nella,nei,nelle,questo,questa,questi,queste,suo,sua,suoi,sue} suggestiv~o/a/i/e [!$,comma] => bel/bella/bei/belle
*in (modo|maniera) suggestiv~o/a => in modo evocativo
*{?un,una,il,la,i,le,del,della,dei,delle,nel,nella,nei,nelle} suggestiv~o/a/i/e [?$] => -
*un'atmosfera suggestiva => una bella atmosfera
*suggestiv~a/e cornic~e/i => cornic~e/i
*atmosfer~a/e suggestiv~a/e => atmosfer~a/e piacevol~e/i
*più suggestiv~o/a/i/e => più bello/bella/belli/belle`,
  // set 19: "trasformare ogni pasto in un'esperienza" is empty without its adjective: "in un momento di piacere"
  // set 15: a view is "bellissimo" ("un colpo d'occhio suggestivo" -> "bellissimo", not "d'occhio d'atmosfera")
  // set 22: after "autentica/vera" or "un'" the adjective carries the phrase ("una vera esperienza", "un'esperienza" were empty): it stays
  raw`*{?d'occhio,vista,viste,veduta,vedute,panorama,panorami,scorcio,scorci,paesaggio,paesaggi} suggestiv~o/a/i/e => bellissim~o/a/i/e
*suggestiv~o/a/i/e => d'atmosfera
*{!autentica,un'autentica,vera,unica,un'unica} esperienz~a/e (sensoriale|sensoriali|immersiva|immersive|multisensoriale) => esperienz~a/e
*{?in} un'esperienza (sensoriale|multisensoriale) [?$,comma] => un momento di piacere`,
  // set 15: "la realtà di riferimento per chi…" -> "il riferimento per chi…" (not "di primo piano", which does not take "per chi"); never after "una delle";
  // the plural ("le realtà di riferimento del settore") names organisations and stays
  // set 16: the same with "realtà di riferimento"; the generic "punto di riferimento => riferimento" went (a bare "un riferimento" is no
  // Italian, and a literal landmark, "il punto di riferimento è l'edicola", must stay)
  // set 26: with "per" too ("un punto di riferimento per le voci nuove" swapped in the same sign): "una realtà importante per"
  // set 24: "punto di riferimento" is itself a sign of the sets: an indefinite "una (vera) realtà di riferimento" -> "una realtà affermata"
  // ("affermata per chi…" does not go: before "per" it stays "un punto di riferimento per chi…")
  raw`*una (vera|) realtà di riferimento [!per] => una realtà affermata
*una (vera|) realtà di riferimento per => una realtà importante per
*{!una,uno,ciascuna,ognuna,nessuna,alcuna} la/una/della/alla/nella/dalla/sulla realtà di riferimento => il/un/del/al/nel/dal/sul punto di riferimento
*si pone/propone/presenta/configura/afferma come una realtà di riferimento => è un punto di riferimento
*come realtà di riferimento [!per] => come realtà affermata
*^ generalmente , => di solito,
*{?comma} generalmente , => di solito,
*generalmente => di solito
*può/possono variare => può/possono cambiare
*valorizza~re//no/ndo (i rifiuti|le materie prime|gli scarti|i materiali riciclabili|i materiali di scarto|il materiale riciclato|gli imballaggi) => recupera~re//no/ndo $1`,
  // set 27: bare places are not "promossi" ("promuovendo piazze e vie"): the sign stays
  // set 19: a place is promoted ("contribuendo a valorizzare un quartiere" -> "aiutando a promuovere un quartiere", not "dare valore a un quartiere")
  raw`*valorizz~are/a/ano/ando (il|un|lo|la|una|il nostro|la nostra) (quartiere|territorio|borgo|paese|centro storico|zona|città) => promuov~ere/e/ono/endo $1 $2`,
  // set 11: "valorizzare" -> "dare valore a" (the article joins "a"; a possessive after it simply follows); never "sfruttare al meglio un mestiere" or "promuovere quanto appreso"
  raw`*valorizz~are/a/ano/ando/i/iamo (così|anche|davvero|meglio|) il => dare/dà/danno/dando/dai/diamo $1 valore al
*valorizz~are/a/ano/ando/i/iamo (così|anche|davvero|meglio|) lo => dare/dà/danno/dando/dai/diamo $1 valore allo
*valorizz~are/a/ano/ando/i/iamo (così|anche|davvero|meglio|) la => dare/dà/danno/dando/dai/diamo $1 valore alla
*valorizz~are/a/ano/ando/i/iamo (così|anche|davvero|meglio|) i => dare/dà/danno/dando/dai/diamo $1 valore ai
*valorizz~are/a/ano/ando/i/iamo (così|anche|davvero|meglio|) gli => dare/dà/danno/dando/dai/diamo $1 valore agli
*valorizz~are/a/ano/ando/i/iamo (così|anche|davvero|meglio|) le => dare/dà/danno/dando/dai/diamo $1 valore alle
*valorizz~are/a/ano/ando/i/iamo (così|anche|davvero|meglio|) l' => dare/dà/danno/dando/dai/diamo $1 valore all'
*valorizz~are/a/ano/ando/i/iamo (così|anche|davvero|meglio|) (un|una|uno|un'|questo|questa|ogni|quanto|ciò) => dare/dà/danno/dando/dai/diamo $1 valore a $2
valorizz~are/a/ano/ando (piazze|vie|strade|vicoli|spazi|luoghi|edifici|palazzi|giardini|parchi) => valorizz~are/a/ano/ando $1
*valorizza~re//no/ndo/to/ta/ti/te => prom~uovere/uove/uovono/uovendo/osso/ossa/ossi/osse
*(rafforzare|consolidare) (la|la propria|la sua|la loro|la nostra) presenza => ampliare $2 presenza
*rafforza~/no (la|la propria|la sua|la loro|la nostra) presenza => amplia~/no $1 presenza`,
  // set 16: a relationship is "stretto" too ("rafforzare il rapporto" -> "stringere il rapporto", not "migliorare", which implies a bad one)
  // set 15: also with an adverb before the bond ("rafforzare ancora il legame" -> "stringere ancora il legame", never "migliorare"); set 21: "così" too
  // set 23: "migliorare una comunità" implies it is lacking: "rafforzare una comunità" -> "sostenere una comunità"
  // set 28: no catch-all "rafforzare" -> "migliorare": it broke every literal object (a muscle, "il trasverso dell'addome"; a wall; set 18, 19, 24
  // kept lists of them) and a claim ("rafforzando l'idea che" -> "migliorando l'idea"): a claim is confirmed, any other object keeps the verb
  // set 27: "stringere il rapporto" reads as starting one: "rendere più stretto" (an identity or an image is "rafforzata": it stays)
  raw`*rafforz~are/a/ano/ando/ato/erà/ava/iamo (insieme|ancora|ulteriormente|così|) (il|un|lo|questo|quel|il nostro|il vostro|il loro|il suo) (legame|vincolo|rapporto) => rendere/rende/rendono/rendendo/reso/renderà/rendeva/rendiamo $1 più stretto $2 $3
*rafforz~are/a/ano/ando/ato/erà/ava/iamo (insieme|ancora|ulteriormente|così|) (i|questi|quei|i nostri|i vostri|i loro|i suoi) (legami|vincoli|rapporti) => rendere/rende/rendono/rendendo/reso/renderà/rendeva/rendiamo $1 più stretti $2 $3
*rafforz~are/a/ano/ando/erà/ava/iamo (la|il|la sua|il suo|la loro|il loro|la tua|la vostra|la nostra) (fiducia|senso|identità|coesione|sicurezza) => accresc~ere/e/ono/endo/erà/eva/iamo $1 $2
*a rafforzare (la|il|la sua|il suo|la loro|il loro) (fiducia|senso|identità|coesione) => ad accrescere $1 $2
*rafforzat~o/a/i/e (la|il|la sua|il suo|la loro|il loro) (fiducia|senso|identità|coesione) => accresciut~o/a/i/e $1 $2
*rafforz~are/a/ano/ando (la|una|questa|la nostra) comunità => sosten~ere/e/gono/endo $1 comunità
*rafforz~are/a/ano/ando/ato/erà/ava (l'idea|la tesi|la convinzione|l'ipotesi|l'impressione) => conferm~are/a/ano/ando/ato/erà/ava $1`,
  // set 19: a culture is spread, not improved ("migliorare la cultura della prevenzione" is no collocation)
  raw`*rafforz~are/a/ano/ando/ato/erà/ava (la|una) cultura => diffond~ere/e/ono/endo/ato/erà/eva $1 cultura
*comprendiamo/comprendo/capiamo/capisco perfettamente => comprendiamo/comprendo/capiamo/capisco
*la vera sfida => il vero problema`,
  // "è la sfida più comune" -> "la difficoltà più comune" (not "la prova", which reads as a test)
  raw`*la/le sfid~a/e più (comune|comuni|frequente|frequenti|grande|grandi|difficile|difficili|diffusa|diffuse|dura|dure) => la/le difficoltà più $1
*racco~gliere/gli/glie/gliamo/gliete/lgono (una nuova|una|questa|ogni) sfida => sost~enere/ieni/iene/eniamo/enete/engono $1 prova
*racco~gliere/gli/glie/gliamo/gliete/lgono la sfida => sost~enere/ieni/iene/eniamo/enete/engono la prova
*racco~gliere/gli/glie/gliamo/gliete/lgono (nuove|le|queste) sfide => affront~are/i/a/iamo/ate/ano $1 prove`,
  // round 9: also after an adverb between the verb and the noun ("è spesso una sfida" -> "un'impresa", "anche una vera sfida di squadra" -> "una vera impresa di squadra", not "prova" next to "mette alla prova")
  // set 25: "una vera e propria sfida per la schiena" -> "una prova impegnativa" (an "impresa" is a feat a person achieves, not "per la schiena")
  raw`*{?anche,e,pure,spesso,sempre,ormai,davvero,certo,forse,oggi,subito,soprattutto,persino,perfino,talvolta,fosse,sia,siano,fu,sarebbe} una (vera|grande|bella) sfida [?$,comma,e,per,di,che] => una $1 impresa
*{?anche,pure,spesso,sempre,ormai,davvero,certo,forse,oggi,subito,soprattutto,persino,perfino,talvolta,fosse,sia,siano,fu,sarebbe} una sfida [?$,comma,e,per,di,che] => un'impresa
*{?è,e,sono,era,erano,resta,restano,rimane,rimangono,diventa,diventano,sarà,anche,pure,spesso,sempre,ormai,davvero,certo,forse,oggi,soprattutto,fosse,sia,fu,sarebbe} una vera e propria sfida [?$,comma,e,per,di,che] => una prova impegnativa`,
  // set 24: "per una sfida" is a real match ("perfetto per una sfida dopo cena"): it stays
  // set 15: two alternatives, so that a sentence that already has "prova" ("mette alla prova") gets "un'impresa"
  // set 22: "ottimizzare gli spazi" -> "usare meglio gli spazi" ("migliorare gli spazi" meant renovating them); set 24: "ogni centimetro" is "sfruttato"
  raw`*{?è,sono,era,erano,resta,restano,rimane,rimangono,diventa,diventano,diventato,diventata,diventati,diventate,stato,stata,diventare,diventerà,sarà,affrontare,affronta,affrontano,affrontiamo,affronti,affrontando} una (vera|grande|nuova) sfida [?$,comma,e,per,di,che] => una $1 impresa
*{?è,sono,era,erano,resta,restano,rimane,rimangono,diventa,diventano,diventato,diventata,diventati,diventate,stato,stata,diventare,diventerà,sarà,affrontare,affronta,affrontano,affrontiamo,affronti,affrontando} una sfida [?$,comma,e,per,di,che] => un'impresa
*{?è,sono,era,erano,diventa,affrontare,affronta,affrontano,affrontiamo,affronti,affrontando} la sfida => la prova
*{!lanciare,lancia,lanciano,lanciato,lanciò,accettare,accetta,accettano,accettato,accettò,vincere,vince,vinto,perdere,perde,perso,per} una sfida [!a,tra,fra,contro,di,comma,$] => una prova | un'impresa
*le sfide => le difficoltà
*(ogni|nessuna|qualsiasi|qualunque|ciascuna|ogni nuova) sfida [!contro,tra,fra,a,al,alla,ai,alle,con,di,del,della,dei,delle] => $1 difficoltà
*sfide [!$] => difficoltà
*estremamente => molto
*incredibilmente => molto
*indubbiamente => certo
*innegabilmente => certo
*innegabil~e/i => evident~e/i
*ottimizza~re//no/ndo (i|i propri|i nostri|i loro|i vostri) (flussi|processi) => snell~ire/isce/iscono/endo $1 $2
*ottimizza~re//no/ndo (i|i propri|i nostri|i loro) costi => ridu~rre/ce/cono/cendo $1 costi
*ottimizza~re//no/ndo (le|le proprie|le nostre|le loro|gli) (risorse|spazi) => usa~re//no/ndo meglio $1 $2
*ottimizza~re//no/ndo (ogni centimetro|ogni angolo|lo spazio) => sfrutta~re//no/ndo $1`,
  // set 11: a dose is adjusted ("ottimizzare il concime" -> "regolare il concime"), a delay shortened ("ottimizzare i tempi" -> "accorciare i tempi")
  // set 24: "convivere in perfetta sinergia" -> "in perfetta armonia" (a "perfetta collaborazione" of things is no collocation)
  // set 28: between two qualities ("la sinergia tra rigore scientifico e passione") a "collaborazione" needs actors: "la sintesi tra"; plural keeps the sign
  // set 23: "intese" reads as formal agreements ("le intese tra Municipio, scuole e associazioni"): "collaborazioni" only
  raw`*ottimizz~are/a/ano/ando/i/iamo (il concime|il fertilizzante|la concimazione|l'irrigazione|le annaffiature|le dosi|il dosaggio) => regol~are/a/ano/ando/i/iamo $1
*ottimizza~re//no/ndo/to/ta/ti/te => migliora~re//no/ndo/to/ta/ti/te
*potenzia~re//no/ndo => sviluppa~re//no/ndo
*sinergie => collaborazioni
*in (perfetta|piena|totale) sinergia => in $1 armonia
*sinergia => collaborazione
*sinergia (tra|fra) [?rigore,passione,tecnologia,tradizione,innovazione,scienza,arte,natura,esperienza,gusto,design,ricerca,teoria,creatività,precisione] => sintesi $1
*un cambio di paradigma => un grande cambiamento
*un cambiamento di paradigma => un grande cambiamento
*un pilastro (fondamentale|) => una base
*è/sono/essere/sia/siano/sarà/saranno/era/erano/diventa/diventano il pilastro => è/sono/essere/sia/siano/sarà/saranno/era/erano/diventa/diventano la base
*è/sono/essere/sia/siano/sarà/saranno/era/erano/diventa/diventano un pilastro => è/sono/essere/sia/siano/sarà/saranno/era/erano/diventa/diventano una base
*sono/essere/siano/saranno/erano/diventano i pilastri => sono/essere/siano/saranno/erano/diventano le basi
*uno dei pilastri => una delle basi
*all'altezza della sfida => all'altezza della situazione
*inestimabil~e/i => enorm~e/i
*eleva~re//no/ndo (la|il|lo|la tua|la sua|il tuo|il suo) (esperienza|qualità|livello|produttività) => migliora~re//no/ndo $1 $2
*senza soluzione di continuità => senza interruzioni
*imprescindibil~e/i => indispensabile/indispensabili`,
  // ── Tono promozionale ──
  // set 19: a business is "situato" in a place, never "inserito" ("Inserito nel centro storico, lo Studio" is not said)
  // set 21: a coat of arms or a plaque is really set into a wall ("lo stemma è incastonato nella facciata"): literal, it stays
  // set 24: a hob "incastonato a filo nel top" is literally set flush: it stays
  raw`@ promotional-language
incastonat~o/a/i/e (nella facciata|nel muro|nella parete|nel pavimento|nella roccia|nel selciato|nella pietra|nell'arco|nel portale|a filo) => incastonat~o/a/i/e $1
*{!pietra,pietre,gemma,gemme,granato,diamante,rubino,smeraldo,zaffiro,perla,brillante} incastonat~o/a/i/e (in|nel|nella|nei|nelle|tra|fra|su|sulle|sui|sul|sulla|sullo|sugli|sull'|a|al|alla|ai|alle|all'|accanto|lungo|presso|ai piedi) => situat~o/a/i/e $1
*adagiat~o/a/i/e (tra|fra|in|nel|nella|nei|nelle|su|sulle) => situat~o/a/i/e $1
*annidat~o/a/i/e (tra|fra|in|nel|nella|nei|nelle) => situat~o/a/i/e $1
*nel cuore del centro storico => nel centro storico
*nel cuore del centro => nel centro`,
  // set 16: "restare nel cuore di chi" (an idiom) and a vegetable's heart ("nel cuore del carciofo") keep "cuore"; a town's heart -> "centro"
  // set 22: after "viaggio" the heart is a figure ("un viaggio nel cuore della sartoria" -> not "nel centro della sartoria"): it stays
  // set 23: after "nostra/nostro" the heart is a figure too ("nel cuore della nostra stagione" -> not "nel centro"): it stays
  // set 23: acoustics are "eccellente" ("un'acustica di grande bellezza" is no collocation)
  // set 27: a region's heart is no centre ("nel centro del Nord-Est", "del Piemonte", "al centro del centro storico"): after an article only
  // a town keeps "centro"; elsewhere "cuore" goes ("nel cuore delle Langhe" -> "nelle Langhe"); a town name after "di" keeps "nel centro di"
  raw`*{!viaggio,viaggi,tuffo} nel cuore (del|della) [?città,paese,borgo,quartiere,capoluogo] => nel centro $1
*{!viaggio,viaggi,tuffo} nel cuore di [!una,un,uno,chi,tutti,ognuno,noi,voi,molti,tanti] => nel centro di
*{!viaggio,viaggi,tuffo} nel cuore del/della/dei/delle/dello/degli [!nostra,nostro,notte,carciofo,carciofi,finocchio,finocchi,sedano,cavolo,lattuga,radicchio,mela,ananas,palma,filetto,frutto,prodotto,carne,pezzo] => nel/nella/nei/nelle/nello/negli
*{!un,una,il,la,lo,suo,sua} vibrant~e/i => vivac~e/i
*{?panorama,paesaggio,scenario,spettacolo,tramonto} mozzafiato => bellissimo
*{?vista,veduta,spiaggia} mozzafiato => bellissima
*{?viste,vedute,spiagge} mozzafiato => bellissime
*{?panorami,paesaggi,scenari,spettacoli,tramonti} mozzafiato => bellissimi
*{?acustica,dall'acustica} mozzafiato => eccellente
*mozzafiato => di grande bellezza
*da sogno => da cartolina
*una gemma nascosta => un posto poco conosciuto
*un gioiello nascosto => un posto poco conosciuto
*un (vero|autentico|piccolo|) gioiello senza tempo => un classico
*gioielli senza tempo => classici`,
  // round 9: "un piccolo gioiello di artigianato" -> "un bell'esempio di artigianato" (not "un vanto di"); "un gioiello del centro" stays "un vanto del centro"
  // set 18: before bare plural contents ("un gioiello di templi, giardini") it means "full of": "un bell'esempio di templi" is no sense
  // set 26: never "un esempio riuscito di" (a success of design, wrong for old buildings)
  // set 23: "un gioiello di scena" is a real stage jewel (a look-alike): it stays; set 24: so is "un gioiello di famiglia" (an heirloom)
  raw`*un (vero|autentico|genuino|piccolo|) gioiello di [?templi,chiese,palazzi,vicoli,giardini,canali,castelli,musei,monumenti,piazze,botteghe,ville,fontane,torri,borghi] => un concentrato di
*un (vero|autentico|genuino|piccolo|) gioiello di [!scena,famiglia] => un bell'esempio di
*(questo|quel|il) (vero|autentico|genuino|piccolo|) gioiello di => $1 bell'esempio di`,
  // set 11: "un piccolo gioiello per gli appassionati" -> "una meta per gli appassionati" (not "un vanto per")
  raw`*un (vero|autentico|genuino|piccolo|) gioiello per => un'ottima scelta per
*(vero|autentico|genuino|piccolo) gioiello per => meta per
*un (vero|autentico|genuino|piccolo) gioiello : => un pezzo raro:`,
  // set 19: "un vanto del fitness" is no collocation: "un fiore all'occhiello del fitness ticinese"
  // set 15: "vanto" takes no attribute ("un piccolo gioiello liberty restaurato nel 2019" stays, not "un vanto liberty restaurato")
  // set 23: never before a comma or the end ("Museo Egizio: un fiore all'occhiello, con …" lacks "della città"): there the sign stays
  raw`*(questo|quel|il) gioiello (di|del|della|dei|delle|dello|degli) [!scena] => $1 fiore all'occhiello $2
*un gioiello [?del,della,dei,delle,dello,degli] => un fiore all'occhiello
*(vero|autentico|genuino|piccolo) gioiello [?del,della,dei,delle,dello,degli] => fiore all'occhiello
*{?è,era,resta,rimane,diventa,sarà,fu,sono} un gioiello [!nascosto,$,comma] => un bell'esempio
*un'esperienza indimenticabile => una bella esperienza
*un'esperienza unica => una bella esperienza
*un paradiso per => una meta ideale per`,
  // set 19: a chance or an offer is "da cogliere", never "da vedere" ("un'occasione a dir poco imperdibile" -> "un'occasione da cogliere")
  raw`*{?occasione,occasioni,un'occasione,opportunità,un'opportunità,offerta,offerte,un'offerta,promozione,promozioni,sconto,sconti,prezzo,prezzi} (a dir poco|davvero|) (imperdibile|imperdibili|da non perdere) => da cogliere`,
  // set 15: "è orgoglioso di annunciare l'apertura" -> "annuncia l'apertura" (not "sono": "io sono felice di annunciare")
  raw`*è/siamo (orgoglioso|orgogliosa|orgogliosi|orgogliose|lieto|lieta|lieti|liete|felice|felici) di annunciare => annuncia~/mo
*da non perdere => da vedere
*imperdibil~e/i => da vedere`,
  // ── Copula evitata ──
  raw`@ copula-avoidance
*fung~e/ono/eva/evano/erà/ere da => fa/fanno/faceva/facevano/farà/fare da
*e si pone come (un|una|il|la|lo) => ed è $1
*ci poniamo come (un|una|il|la|lo) => siamo $1`,
  // set 16: a bare "un riferimento" is no Italian: "si pone come punto di riferimento" -> "è un punto di riferimento"
  raw`*ci poniamo come (punto di riferimento|riferimento) => siamo un punto di riferimento
*si pone/pongono/propone/propongono/afferma/affermano/configura/configurano come (punto di riferimento|riferimento) => è/sono/è/sono/è/sono/è/sono un punto di riferimento
*si pone/pongono/propone/propongono/afferma/affermano/configura/configurano come (modello|esempio|ponte|motore|catalizzatore|laboratorio|crocevia|polo) => è/sono/è/sono/è/sono/è/sono un $1
*si rivela~/no => è/sono
*si è rivelat~o/a => è stat~o/a
*si sono rivelat~i/e => sono stat~i/e
*può/possono/potrebbe/potrebbero/deve/devono rappresentare (un|una|uno|il|la|lo) => può/possono/potrebbe/potrebbero/deve/devono essere $1
*rappresenta/rappresentano/costituisce/costituiscono una (vera|concreta|chiara|) testimonianza (concreta|) => è/sono/è/sono una prova
*una testimonianza concreta => una prova
*la/della/nella/alla/dalla/sulla testimonianza (concreta|tangibile|viva|vivente|evidente|chiara|più concreta|più evidente) => la/della/nella/alla/dalla/sulla prova $1
*{?è,sono,era,erano,resta,restano,rimane,rimangono,diventa,costituisce} la (vera|migliore|più bella) testimonianza => la $1 prova
*{?è,sono,era,erano,resta,restano,rimane,rimangono,diventa,costituisce} la testimonianza => la prova
*{?la,una,è,sono} vera chiave (del|della|dello|dei|delle|degli|di|per) => chiave $1
*rappresenta/rappresentano/costituisce/costituiscono un pilastro => è/sono/è/sono una base
*rappresenta/rappresentano/costituisce/costituiscono una sfida => è/sono/è/sono una prova
*costitui~sce/scono/va/vano (un|una|il|la|lo) => è/sono/era/erano $1
*{!${DEPICTS}} rappresent~a/ano/ava/avano/erà/eranno/ando (un|una|uno|un'altra|un'opportunità|un'occasione|un'alternativa|un'eccellenza|un'evoluzione|un'esperienza|un'innovazione|un'importante|un'ottima|un'eccezione|un'idea|un'area|un'ancora|un'icona) [!scena,veduta,ritratto] => è/sono/era/erano/sarà/saranno/essendo $1
*{!${PICTURES}} rappresenta~/no/va/vano , senza (alcun|) dubbio , => è/sono/era/erano
*{!${PICTURES},che} rappresenta~/no/va/vano senza (alcun|) dubbio => è/sono/era/erano
*{!${DEPICTS},che} rappresent~a/ano/ava/avano/erà/eranno (anche|quindi|ormai|davvero|oggi|già|così|infatti|spesso|da sempre|tuttora|ancora|sempre più|di fatto|senz'altro|per molti|per tanti|per tutti|per noi|per voi|per loro|per chi|per me|per te|per lei|per lui|in molti casi|in questo senso|in questo modo|in fondo|oggi più che mai) (un|una|uno|il|la|lo|i|le|gli|l'unica|l'unico|l'ideale|l'occasione|l'opportunità|l'elemento|l'esempio|l'anima|l'asse|un'occasione|un'opportunità|un'alternativa|un'eccellenza|un'evoluzione|un'esperienza|un'innovazione|un'importante|un'ottima|un'eccezione|un'idea|un'area|un'ancora) => è/sono/era/erano/sarà/saranno $1 $2
*rappresent~a/ano/ava/avano/erà/eranno al meglio => esprim~e/ono/eva/evano/erà/eranno bene
*(straordinaria|eccezionale|splendida|magnifica|preziosa) testimonianza (del|della|dello|dell'|dei|degli|delle) => esempio $2
*(straordinarie|eccezionali|splendide|magnifiche|preziose) testimonianze (del|della|dello|dell'|dei|degli|delle) => esempi $2
*rappresent~a/ano/ava/avano/erà/eranno inoltre (un|una|uno|il|la|lo|i|le|gli|l'occasione|l'opportunità|un'occasione|un'opportunità|un'alternativa|un'esperienza|un'importante|un'ottima) => è/sono/era/erano/sarà/saranno anche $1
*rappresenta~/no un (passo|traguardo|punto|esempio|tassello|elemento|modello|motore|valore|vantaggio) => è/sono un $1
*rappresenta~/no una (svolta|risorsa|opportunità|priorità|conquista|tappa|rivoluzione) => è/sono una $1
*{!${DEPICTS},che} rappresent~a/ano/ava/avano/erà/eranno il (punto|cuore|fulcro|motore|primo|principale|vero|problema|rischio|pericolo|nemico|limite|vantaggio|risultato|frutto|culmine|coronamento|perno|momento|tassello|più|miglior|migliore|passo|modo|mezzo|luogo|centro) => è/sono/era/erano/sarà/saranno il $1
*{!${DEPICTS},che} rappresent~a/ano/ava/avano/erà/eranno la (minaccia|base|chiave|scelta|soluzione|principale|prima|vera|causa|sintesi|risposta|conferma|forza|novità|migliore|più|fonte|porta|tappa|parte|metà|quota|maggioranza|maggior|meta|cornice) => è/sono/era/erano/sarà/saranno la $1
*{!${DEPICTS},che} rappresent~a/ano/ava/avano/erà/eranno i (principali|primi|veri|più|migliori) => è/sono/era/erano/sarà/saranno i $1
*{!${DEPICTS},che} rappresent~a/ano/ava/avano/erà/eranno le (principali|prime|vere|più|migliori) => è/sono/era/erano/sarà/saranno le $1`,
  // ── Cautele accumulate ──
  // set 22: "in una certa misura," between commas stays (a sign) but after "almeno": "in parte," before a clause was wrong ("e, in parte, la sera è mezza taglia più grande")
  // set 22: stacked hedges between commas ("dovrebbero forse, potenzialmente, sentire" left "forse, sentire"): one "forse", no commas
  raw`@ stacked-hedge
*potrebbe/potrebbero/può/possono (potenzialmente|eventualmente|forse) => potrebbe/potrebbero/può/possono
*^ in (un certo senso|una certa misura) , => -
*^ senza (alcun|) dubbio , => -
*{!comma} senza (alcun|) dubbio [!comma] => -
*, senza (alcun|) dubbio , => -
*{?almeno} in (una certa misura|un certo senso) , => in parte,
*forse , (potenzialmente|eventualmente) , => forse
*in (una certa|qualche) misura a seconda => a seconda
*{!comma,$} in una certa misura [!comma] => in parte
*potrebbe/potrebbero/può/possono , (potenzialmente|eventualmente|forse) , => potrebbe/potrebbero/può/possono
*è/sono/era/erano/sarà/saranno (quindi|perciò|dunque|anche|però) potenzialmente => può/possono/poteva/potevano/potrà/potranno $1 essere
*è/sono/era/erano/sarà/saranno potenzialmente => può/possono/poteva/potevano/potrà/potranno essere
*{?comma,e} potenzialmente (danneggiando|compromettendo|causando|provocando|riducendo|aumentando|esponendo|mettendo|rovinando|generando|creando|favorendo|limitando|rallentando) => $1
*potenzialmente (fruttuoso|fruttuosa|fruttuosi|fruttuose|utile|utili|interessante|interessanti|redditizio|redditizia|redditizi|redditizie|vantaggioso|vantaggiosa|vantaggiosi|vantaggiose) => $1
*potenzialmente (pericoloso|pericolosa|pericolosi|pericolose|mortale|mortali|letale|letali|tossico|tossica|tossici|tossiche|dannoso|dannosa|dannosi|dannose|nocivo|nociva|nocivi|nocive|grave|gravi) => talvolta $1
*{?furono,fu,è,sono,era,erano,sarà,saranno,sia,siano,stato,stata,stati,state,essere,viene,vengono,comma,e,o} potenzialmente => forse
*^ potenzialmente , => forse,
*potenzialmente [?un,una,uno,il,lo,la,i,gli,le,tra,fra,fino,più,meno,anche,a,al,alla,in,di] => forse`,
  // set 15: no bare "potenzialmente" -> "forse": before an adjective ("dall'effetto potenzialmente enorme") it stays
  // ── Residui di conversazione ──
  raw`@ chatbot-opener
*^ certo ! => -
*^ certamente ! => -
*^ assolutamente ! => -
*^ con piacere ! => -
*^ ma certo ! => -
@ sycophancy
*^ (detto ciò —|detto questo —|) (ottima|bella|buona|eccellente|splendida|che bella|che ottima|che buona) domanda ! => -
@ chatbot-signoff
*non esitare a => puoi
*{!$} esploriamo (insieme|) => vediamo
*{!$} esploreremo (insieme|) => vedremo
*approfondiamo => vediamo
*(e|ma|però|quindi|perciò|dunque|perché|che) , (come|in quanto) (modello linguistico|modello di linguaggio|intelligenza artificiale|IA|un'IA|un'intelligenza artificiale|assistente virtuale) , => $1
*{?comma} (come|in quanto) (modello linguistico|modello di linguaggio|intelligenza artificiale|IA|un'IA|un'intelligenza artificiale|assistente virtuale) , => -
*l'ultimo aggiornamento delle mie conoscenze risal~e/iva => i miei dati risalgono/risalivano`,
  // set 15: a cutoff note that keeps a real caution: "l'ultimo aggiornamento delle mie conoscenze potrebbe non comprendere le novità" -> "queste informazioni potrebbero…"
  raw`*(l'ultimo aggiornamento delle mie conoscenze|le mie conoscenze|il mio ultimo aggiornamento) potrebbe/potrebbero/può/possono => queste informazioni potrebbero/potrebbero/possono/possono
*il mio ultimo aggiornamento risal~e/iva => i miei dati risal~gono/ivano
*dopo (l'ultimo aggiornamento delle mie conoscenze|il mio ultimo aggiornamento|l'ultimo aggiornamento dei miei dati) => nel frattempo
*le mie conoscenze risal~gono/ivano => i miei dati risal~gono/ivano
*resto/rimango a (vostra|tua|sua|completa|) disposizione => sono raggiungibile
*restiamo/rimaniamo a (vostra|tua|sua|completa|) disposizione => siamo raggiungibili
*(ai tempi del|secondo il) mio ultimo aggiornamento , => -
*non esitate a => potete
*non esiti a => può
*sentiti libero di => puoi
*sentitevi liberi di => potete
*si senta libero di => può`,
  // ── Riempitivi (non marcatori) ──
  raw`@ filler-phrase
al fine di => per
allo scopo di => per
con l'obiettivo di => per
con lo scopo di => per
a causa del fatto che => perché
per il fatto che => perché
dato il fatto che => dato che
è in grado di => può
sono in grado di => possono
siamo in grado di => possiamo
sei in grado di => puoi
essere in grado di => poter
la stragrande maggioranza (di|dei|delle|degli) => la maggior parte $1
la grande maggioranza (di|dei|delle|degli) => la maggior parte $1
utilizz~are/a/ano/ando/ato/ata/ati/ate/ò => usare/usa/usano/usando/usato/usata/usati/usate/usò
+ effettua~re//no/to/ta => fare/fa/fanno/fatto/fatta
+{!aspettiamo,aspetto,aspettano,aspettavamo,attendiamo,siamo,siete,sono,eravamo,eravate,erano,venite,veniamo,venire,accorrete,intervenite,partecipate} numeros~i/e => molt~i/e
+ attualmente => oggi`,
  // ── Round 6 (classes from set 7 survivors and read defects) ──
  raw`@ puffery-significance`,
  // "svolge (oggi) un ruolo fondamentale come presidio" -> "fa (oggi) da presidio" (not "svolge un ruolo come")
  raw`*svolg~e/ono/eva/evano/erà/eranno/ere/endo un ruolo (${R}|di rilievo|significativo|preponderante|) come => fa/fanno/faceva/facevano/farà/faranno/fare/facendo da
*svolg~e/ono/eva/evano/erà/eranno (${ADV}) un ruolo (${R}|di rilievo|significativo|preponderante|) come => fa/fanno/faceva/facevano/farà/faranno $1 da
*ha/hanno/aveva/avevano/avrà/avranno un ruolo (${R2}) come => fa/fanno/faceva/facevano/farà/faranno da
*svolg~e/ono/eva/evano/erà/eranno (${ADV}) un ruolo (${R}|di rilievo|significativo|preponderante) [!quanto,tanto] => cont~a/ano/ava/avano/erà/eranno $1 molto
*ha/hanno/aveva/avevano/avrà/avranno (${ADV}) un ruolo (${R2}) [!quanto,tanto] => cont~a/ano/ava/avano/erà/eranno $1 molto | pes~a/ano/ava/avano/erà/eranno $1 davvero`,
  // "diventa/è testimonianza di una città" -> "racconta/mostra una città" (the preposition goes with the noun)
  raw`*diventa/diventano/diventava/diventavano/diventerà/diventeranno/è/sono/era/erano/resta/restano/rimane/rimangono (una|) testimonianza di => racconta/raccontano/raccontava/raccontavano/racconterà/racconteranno/mostra/mostrano/mostrava/mostravano/mostra/mostrano/mostra/mostrano
*diventa/diventano/diventava/diventavano/diventerà/diventeranno/è/sono/era/erano/resta/restano/rimane/rimangono (una|) testimonianza del => racconta/raccontano/raccontava/raccontavano/racconterà/racconteranno/mostra/mostrano/mostrava/mostravano/mostra/mostrano/mostra/mostrano il
*diventa/diventano/diventava/diventavano/diventerà/diventeranno/è/sono/era/erano/resta/restano/rimane/rimangono (una|) testimonianza della => racconta/raccontano/raccontava/raccontavano/racconterà/racconteranno/mostra/mostrano/mostrava/mostravano/mostra/mostrano/mostra/mostrano la
*diventa/diventano/diventava/diventavano/diventerà/diventeranno/è/sono/era/erano/resta/restano/rimane/rimangono (una|) testimonianza dei => racconta/raccontano/raccontava/raccontavano/racconterà/racconteranno/mostra/mostrano/mostrava/mostravano/mostra/mostrano/mostra/mostrano i
*diventa/diventano/diventava/diventavano/diventerà/diventeranno/è/sono/era/erano/resta/restano/rimane/rimangono (una|) testimonianza delle => racconta/raccontano/raccontava/raccontavano/racconterà/racconteranno/mostra/mostrano/mostrava/mostravano/mostra/mostrano/mostra/mostrano le
*diventa/diventano/diventava/diventavano/diventerà/diventeranno/è/sono/era/erano/resta/restano/rimane/rimangono (una|) testimonianza degli => racconta/raccontano/raccontava/raccontavano/racconterà/racconteranno/mostra/mostrano/mostrava/mostravano/mostra/mostrano/mostra/mostrano gli
*diventa/diventano/diventava/diventavano/diventerà/diventeranno/è/sono/era/erano/resta/restano/rimane/rimangono (una|) testimonianza dello => racconta/raccontano/raccontava/raccontavano/racconterà/racconteranno/mostra/mostrano/mostrava/mostravano/mostra/mostrano/mostra/mostrano lo`,
  // figurative "paesaggio" of a field of rules or money -> "quadro" (same gender and number)
  raw`*il/nel/del/al/sul/dal/un/nell'attuale/l'attuale paesaggio (previdenziale|pensionistico|fiscale|tributario|legislativo|normativo|regolatorio|sanitario|lavorativo|occupazionale|contributivo|istituzionale|sindacale|scolastico|energetico|assistenziale|burocratico|giuridico|contrattuale|geopolitico) => il/nel/del/al/sul/dal/un/nell'attuale/l'attuale quadro $1
@ copula-avoidance`,
  // "si pone/presenta/propone/configura come (l')alternativa …" -> "è un'alternativa …", any tense and number
  raw`*si presenta/presentano/propone/propongono/configura/configurano/afferma/affermano/pone/pongono come (un|una|uno|il|la|lo|i|le|gli|l'unica|l'unico|l'ideale|l'occasione|l'alternativa|l'esempio|un'occasione|un'opportunità|un'alternativa|un'eccellenza|un'esperienza|un'oasi|un'icona|un'ancora|un'evoluzione|un'importante|un'ottima) => è/sono/è/sono/è/sono/è/sono/è/sono $1
*si pone/presenta/propone/configura/afferma come alternativa => è un'alternativa
*si pongono/presentano/propongono/configurano/affermano come alternative => sono alternative
*si pone/presenta/propone/configura/afferma come (soluzione|risposta|garanzia|guida|cerniera|vetrina|piattaforma|realtà) => è una $1
*si pongono/presentano/propongono/configurano/affermano come (soluzioni|risposte|garanzie|guide|vetrine|piattaforme|realtà) => sono $1
*si pone/presenta/propone/configura/afferma come (luogo|sostegno|supporto|partner|alleato|interlocutore|presidio|volano|hub) => è un $1
*si pone/presenta/propone/configura/afferma come (strumento|spazio|snodo) => è uno $1
*si pongono/presentano/propongono/configurano/affermano come (strumenti|spazi|luoghi|partner|alleati|interlocutori|presidi|snodi) => sono $1
*si è posto/posta/proposto/proposta/affermato/affermata come (un|una|uno|il|la|lo) => è diventat~o/a/o/a/o/a $1
@ promotional-language
*incastonat~o/a/i/e nel cuore di => situat~o/a/i/e al centro di
*inserit~o/a/i/e nel cuore di => situat~o/a/i/e al centro di`,
  // "ricordi indimenticabili" -> "bei ricordi" (not "ricordi da ricordare")
  raw`*ricordo (indimenticabile|memorabile|indelebile) => bel ricordo
*ricordi (indimenticabili|memorabili|indelebili) => bei ricordi
*un ricordo (indimenticabile|memorabile|indelebile) => un bel ricordo
@ excess-vocabulary`,
  // set 26: so are delays ("ottimizzare i tempi di gara" -> "gestire meglio"; "accorciare" promised a shorter race)
  // "ottimizzare la spesa" -> "gestire meglio la spesa" (not "migliorare la spesa"; set 21: "contenere" promised a saving)
  raw`*ottimizz~are/a/ano/ando/i/iamo (i|i tuoi|i suoi|i vostri|i propri|i nostri) (tempi|tempi di attesa|consumi|pagamenti) => gest~ire/isce/iscono/endo/isci/iamo meglio $1 $2
*ottimizz~are/a/ano/ando/i/iamo (l'attesa|la spesa|le spese|il budget|la bolletta|le bollette) => gest~ire/isce/iscono/endo/isci/iamo meglio $1
*ottimizz~are/a/ano/ando/i/iamo (il|il proprio|il tuo|il vostro|il nostro|il loro) tempo => usare/usa/usano/usando/usi/usiamo meglio $1 tempo
@ negative-parallelism`,
  // "rappresentano oggi molto più di un passatempo" -> "sono oggi più di un passatempo" (a plain comparison, any person and tense)
  raw`*rappresent~a/ano/ava/avano/erà/eranno (oggi|ormai|ancora|davvero) molto più (di|che) => è/sono/era/erano/sarà/saranno $1 più $2
*rappresent~a/ano/ava/avano/erà/eranno molto più (di|che) => è/sono/era/erano/sarà/saranno più $1
*è/sono/era/erano/sarà/saranno/sia/siano/diventa/diventano (oggi|ormai|ancora|davvero) molto più (di|che) (un|una|uno|il|la|lo|dei|delle|degli) => è/sono/era/erano/sarà/saranno/sia/siano/diventa/diventano $1 più $2 $3
*è/sono/era/erano/sarà/saranno/sia/siano/diventa/diventano molto più (di|che) (un|una|uno|il|la|lo|dei|delle|degli) => è/sono/era/erano/sarà/saranno/sia/siano/diventa/diventano più $1 $2`,
].join("\n");
