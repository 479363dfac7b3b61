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

export const IT_LEXICON = [
  // ── Conclusioni e riassunti ──
  String.raw`@ section-summary
*^ in conclusione , => -
*^ per concludere , => -
*^ concludendo , => -
*^ in sintesi , => -
*^ riassumendo , => -
*^ in definitiva , => -
*^ in ultima analisi , => alla fine,
*^ in sintesi : => -
*^ in conclusione : => -
*^ in definitiva : => -
*^ in ultima analisi : => -
*{?comma} in ultima analisi , => alla fine,
*{!comma,$} in ultima analisi [!comma] => -
*^ tirando le somme , => -`,
  // ── Connettivi di riempimento ──
  String.raw`@ transition-overuse
*^ inoltre , => -
*^ inoltre => -
*{!comma} inoltre [!comma] => -
*{?comma} inoltre , => tra l'altro,
*; inoltre , => ;
*{!comma} inoltre , => anche,
*^ d'altra parte , => -
*^ d'altro canto , => -
*^ in questo modo , => così
*^ allo stesso tempo , => intanto,
*{?servono,serve,occorrono,occorre,bisogna,ci vogliono} ma anche => e anche
*^ in aggiunta , => -
*^ per di più , => -
*^ oltre a ciò , => -
*^ altresì , => -
*{!comma} altresì [!comma] => anche
*^ in quest'ottica , => -
*^ in tal senso , => -
*^ in questo senso , => -
*^ a tal proposito , => -
*^ a questo proposito , => -
*^ in questo contesto , => -
*^ in questo contesto [!di,della,del,dello,dei,degli,delle,comma] => -
*^ in tale contesto , => -
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
  String.raw`@ didactic-disclaimer
*^ è (importante|fondamentale|essenziale|cruciale|utile|interessante|bene) (notare|sottolineare|ricordare|evidenziare|considerare|menzionare|precisare|tenere presente|comprendere|capire|osservare) che => -
*^ è (importante|fondamentale|essenziale|cruciale|bene) (notare|sottolineare|ricordare|precisare|tenere presente|considerare) , (però|tuttavia|comunque) , che => però,
*^ è (importante|fondamentale|essenziale|cruciale|bene) (notare|sottolineare|ricordare|precisare|tenere presente|considerare) , (inoltre|anche|poi) , che => -
*^ vale la pena (notare|sottolineare|ricordare|evidenziare|menzionare|precisare|osservare|segnalare) che => -
*^ vale (anche|inoltre) la pena (notare|sottolineare|ricordare|evidenziare|menzionare|precisare|osservare|segnalare) che => -
*^ (occorre|bisogna|va) (sottolineare|ricordare|notare|precisare) che => -
*^ va (sottolineato|ricordato|notato|precisato|detto) che => -
*^ va (sottolineato|ricordato|notato|precisato|detto|evidenziato) (fin da subito|subito|fin dall'inizio|innanzitutto|anzitutto|prima di tutto) che => -
*^ giova ricordare che => -
*^ non bisogna dimenticare che => -
*^ è innegabile che => -
*è (importante|fondamentale|essenziale) (notare|sottolineare|ricordare|evidenziare) che => -
*{?comma,$,e,ma,quindi,però} (va|vanno) (sottolineato|ricordato|notato|precisato|evidenziato) che => -
*{?comma,$,e,ma,quindi,però} (occorre|bisogna) (sottolineare|ricordare|notare|precisare|evidenziare) che => -`,
  // ── Importanza e portata ──
  String.raw`@ puffery-significance`,
  // "gioca un ruolo fondamentale nel ridurre il traffico" -> "aiuta molto a ridurre il traffico" (a verb after "nel": the role is a help)
  String.raw`*svolge/svolgono/svolgeva/svolgevano/svolgerà/svolgeranno/gioca/giocano/giocava/giocavano/giocherà/giocheranno un ruolo (cruciale|fondamentale|chiave|essenziale|centrale|decisivo|determinante|importante|vitale|primario|di primo piano) nel [?ridurre,migliorare,garantire,rendere,creare,promuovere,favorire,sostenere,mantenere,proteggere,prevenire,limitare,contenere,accompagnare,costruire,diffondere,sviluppare,aumentare,rafforzare,valorizzare,semplificare,orientare,trasformare,formare,guidare,preservare,tutelare,ridare,abbattere,snellire,decongestionare,alleggerire,evitare] => aiuta/aiutano/aiutava/aiutavano/aiuterà/aiuteranno/aiuta/aiutano/aiutava/aiutavano/aiuterà/aiuteranno molto a | serve/servono/serviva/servivano/servirà/serviranno/serve/servono/serviva/servivano/servirà/serviranno soprattutto a
*svolge/svolgono/svolgeva/svolgevano/svolgerà/svolgeranno/svolgere/svolgendo un ruolo (cruciale|fondamentale|chiave|essenziale|centrale|decisivo|determinante|importante|vitale|primario|di primo piano|di rilievo|significativo|preponderante) => conta/contano/contava/contavano/conterà/conteranno/contare/contando molto`,
  // set 16: "svolge un ruolo cruciale nella maturazione" -> "incide molto sulla maturazione" ("conta molto nel risultato" takes the wrong preposition,
  // "ha un peso reale" is no collocation); a verb after "nel" goes to the entry above ("aiuta molto a")
  // set 18: in a plan or a system the thing is a part of it, not its cause ("incide molto sulla strategia" was wrong): "ha una parte importante nella strategia"
  String.raw`*(svolge|gioca|riveste|ha) un ruolo (cruciale|fondamentale|chiave|essenziale|centrale|decisivo|determinante|importante|vitale|primario|di primo piano) nel/nella/nei/nelle [?strategia,strategie,piano,piani,progetto,programma,rete,sistema,politica,politiche,filiera,transizione] => ha una parte importante nel/nella/nei/nelle
*(svolgono|giocano|rivestono|hanno) un ruolo (cruciale|fondamentale|chiave|essenziale|centrale|decisivo|determinante|importante|vitale|primario|di primo piano) nel/nella/nei/nelle [?strategia,strategie,piano,piani,progetto,programma,rete,sistema,politica,politiche,filiera,transizione] => hanno una parte importante nel/nella/nei/nelle`,
  String.raw`*(svolge|gioca|riveste|ha) (oggi|ancora|anche|ormai|già|da sempre|tuttora|spesso|davvero|quindi|sempre più|così|) un ruolo (cruciale|fondamentale|chiave|essenziale|centrale|decisivo|determinante|importante|vitale|primario|di primo piano) nel/nella/nei/nelle/negli/nello [!quartiere,paese,borgo,territorio,mondo,gruppo,team] => incide $2 molto sul/sulla/sui/sulle/sugli/sullo
*(svolgono|giocano|rivestono|hanno) (oggi|ancora|anche|ormai|già|da sempre|tuttora|spesso|davvero|quindi|sempre più|così|) un ruolo (cruciale|fondamentale|chiave|essenziale|centrale|decisivo|determinante|importante|vitale|primario|di primo piano) nel/nella/nei/nelle/negli/nello [!quartiere,paese,borgo,territorio,mondo,gruppo,team] => incidono $2 molto sul/sulla/sui/sulle/sugli/sullo`,
  // set 11: a clause after the colon ("La fototessera svolge un ruolo fondamentale: deve essere recente") -> "conta molto: deve…"
  String.raw`*ha/hanno/aveva/avevano/avrà/avranno un ruolo (cruciale|fondamentale|chiave|essenziale|centrale|decisivo|determinante|vitale|primario|importante|di primo piano) : [?deve,devono,va,vanno,è,sono,se,senza,il,lo,la,i,gli,le,l',un,una,uno,serve,servono,basta,bastano,può,possono,non,ogni,chi] => conta/contano/contava/contavano/conterà/conteranno molto:
*svolge/svolgono/svolgeva/svolgevano/svolgerà/svolgeranno un ruolo (cruciale|fondamentale|chiave|essenziale|centrale|decisivo|determinante|vitale|primario|importante|di primo piano) : [?deve,devono,va,vanno,è,sono,se,senza,il,lo,la,i,gli,le,l',un,una,uno,serve,servono,basta,bastano,può,possono,non,ogni,chi] => conta/contano/contava/contavano/conterà/conteranno molto:`,
  // set 11: "L'acqua ha un ruolo chiave nella maggior parte dei casi" (the cause of a problem) -> "L'acqua è la causa nella maggior parte dei casi"
  String.raw`*ha/hanno/gioca/giocano/svolge/svolgono un ruolo (cruciale|fondamentale|chiave|essenziale|centrale|decisivo|determinante) nella maggior parte dei casi => è/sono/è/sono/è/sono la causa nella maggior parte dei casi`,
  String.raw`*svolge/svolgono/svolgeva/svolgevano/svolgerà/svolgeranno un ruolo (cruciale|fondamentale|chiave|essenziale|centrale|importante) nell'organizzazione => contribuisce/contribuiscono/contribuiva/contribuivano/contribuirà/contribuiranno molto all'organizzazione`,
  // round 9: "i game master hanno un ruolo chiave: guidarti…" -> "hanno un compito preciso: guidarti…" (the colon announces the task)
  String.raw`*ha/hanno/aveva/avevano/avrà/avranno un ruolo (cruciale|fondamentale|chiave|essenziale|centrale|decisivo|determinante|vitale|primario|importante|di primo piano) : => ha/hanno/aveva/avevano/avrà/avranno un compito preciso: | ha/hanno/aveva/avevano/avrà/avranno un compito importante:
*svolge/svolgono/svolgeva/svolgevano/svolgerà/svolgeranno un ruolo (cruciale|fondamentale|chiave|essenziale|centrale|decisivo|determinante|vitale|primario|importante|di primo piano) : => ha/hanno/aveva/avevano/avrà/avranno un compito preciso: | ha/hanno/aveva/avevano/avrà/avranno un compito importante:
*ha/hanno/ebbe/ebbero/aveva/avevano/avrà/avranno un ruolo (cruciale|fondamentale|chiave|essenziale|centrale|decisivo|determinante|vitale|primario|di primo piano|di rilievo|significativo|preponderante) => conta/contano/contò/contarono/contava/contavano/conterà/conteranno molto | fa/fanno/fece/fecero/faceva/facevano/farà/faranno la differenza
*avuto un ruolo (cruciale|fondamentale|chiave|essenziale|centrale|decisivo|determinante|vitale|primario|di primo piano|di rilievo|significativo|preponderante) => contato molto
*ha/hanno svolto un ruolo (cruciale|fondamentale|chiave|essenziale|centrale|decisivo|determinante|importante|vitale|primario|di primo piano|di rilievo|significativo|preponderante) => ha/hanno contato molto
*gioca/giocano/giocava/giocavano/giocare un ruolo (cruciale|fondamentale|chiave|essenziale|centrale|decisivo|determinante|importante|vitale|primario|di primo piano) => conta/contano/contava/contavano/contare molto
*riveste/rivestono/rivestiva/rivestivano/rivestire un ruolo (cruciale|fondamentale|chiave|essenziale|centrale|decisivo|determinante|importante|vitale|primario|di primo piano) => conta/contano/contava/contavano/contare molto
*riveste/rivestono un'importanza (cruciale|fondamentale|centrale|particolare|strategica) => conta/contano molto
*un ruolo (cruciale|vitale|determinante|preponderante|primario) => un ruolo importante
*di (cruciale|fondamentale|vitale|capitale|primaria) importanza => molto importante
*è/sono una testimonianza di => mostra/mostrano
*è/sono una testimonianza del => mostra/mostrano il
*è/sono una testimonianza della => mostra/mostrano la
*è/sono una testimonianza dei => mostra/mostrano i
*è/sono una testimonianza delle => mostra/mostrano le
*è/sono una testimonianza degli => mostra/mostrano gli
*è/sono una testimonianza dello => mostra/mostrano lo
*{?è,sono,era,erano,rappresenta,rappresentano,costituisce,costituiscono,resta,restano} una (vera e propria|vera|chiara|concreta|) testimonianza => un esempio`,
  // "(1794), testimonianza preziosa del patrimonio" (an apposition, no article): "prova" keeps the gender of the adjective after it
  String.raw`*testimonianza/testimonianze [?preziosa,preziose,viva,vive,concreta,concrete,tangibile,tangibili,eloquente,eloquenti,straordinaria,straordinarie,autentica,autentiche,significativa,significative] => prova/prove
*si pone/pongono come una (vera e propria|vera|chiara|concreta|) testimonianza => è/sono un esempio`,
  // set 16: "esempio" ("un esempio vivo della tradizione"), not "segno": "un segno vivo", "un segno genuino di" are no collocations
  String.raw`*una testimonianza (di|del|della|dei|delle|dello|degli) => un esempio $1
*una (vera e propria|vera|chiara|concreta) testimonianza (di|del|della|dei|delle|dello|degli) => un esempio $2
*la testimonianza viva/vivente => l'esempio vivo/vivo
*una testimonianza importante/fondamentale/essenziale/cruciale/preziosa/viva/vivente/tangibile/eloquente/significativa/fedele => un esempio importante/importante/importante/importante/prezioso/vivo/vivo/tangibile/eloquente/importante/fedele
*una testimonianza autentica => un vero esempio
*{?cui,sua,loro,tua,vostra,nostra} testimonianza => voce
*{?cui,sue,loro,tue,vostre,nostre} testimonianze => voci
*{!testimone,testimoni,teste} testimonia/testimoniano/testimoniava/testimoniavano/testimoniando [!in,davanti,contro,a,al,alla,ai,di] => mostra/mostrano/mostrava/mostravano/mostrando | dimostra/dimostrano/dimostrava/dimostravano/dimostrando
*{?comma,e,quale,come} testimonianza (di|del|della|dei|delle|dello|degli) => segno $1
*a (chiara|concreta|viva|ulteriore|) testimonianza => a conferma
*{?comma,e,quale,come} testimonianze (di|del|della|dei|delle|dello|degli) => segni $1
*{?comma} sottolinea/sottolineano/sottolineava/sottolineavano [?$] => spiega/spiegano/spiegava/spiegavano
*{?comma} ha/hanno sottolineato [?$] => ha/hanno spiegato`,
  // set 16: a literal underline stays ("il sistema sottolinea in rosso i buoni", "sottolinea con la matita"), not "fa notare in rosso"
  String.raw`*sottolinea/sottolineano/sottolineava/sottolineavano/sottolineare/sottolineando/sottolineato/sottolineata [!in,con,a] => fa/fanno/faceva/facevano/far/facendo/fatto/fatta notare`,
  // set 18: before an infinitive "aiutando a" ("concorrendo a rafforzare" is bureaucratic on a "tu" page); an elided noun ("a un'economia") keeps "concorrendo"
  // set 16: "concorrere a" takes a noun and an infinitive alike ("contribuendo a un'economia" -> "concorrendo a un'economia"; "aiutando a" needs an infinitive)
  String.raw`*contribuendo (in modo significativo|in modo decisivo|concretamente|attivamente) a => concorrendo a
*contribuendo a (un|una|uno|questo|questa|quel|quella|ogni|tutto|tutta) => favorendo $1
*contribuendo a [?ridurre,migliorare,garantire,rendere,creare,promuovere,favorire,sostenere,mantenere,proteggere,prevenire,limitare,contenere,accompagnare,costruire,diffondere,sviluppare,aumentare,rafforzare,valorizzare,semplificare,orientare,trasformare,formare,guidare,preservare,tutelare,ridare,abbattere,snellire,decongestionare,alleggerire,evitare] => aiutando a
*contribuendo (a|ad) => concorrendo $1
*contribuendo al/alla/allo/ai/agli/alle => favorendo il/la/lo/i/gli/le`,
  // set 11: ", consentendo di montare" -> ", il che permette di montare" (a consequence, not a purpose: never "così da")
  String.raw`*{?comma} consentendo (di|così di) => il che permette di
*{?comma} consentendo loro di => il che permette loro di
*{!comma} consentendo (di|loro di|così di) => così da
*permettendo (di|così di) => così da
*un prima e un dopo => una svolta
*ruolo (chiave|centrale|cruciale|fondamentale|essenziale|decisivo|strategico) => ruolo
*ruoli (chiave|centrali|cruciali|fondamentali|essenziali|decisivi|strategici) => ruoli
*sottolinea/sottolineano/sottolineando (l'importanza|la necessità|il ruolo|il valore) => mostra/mostrano/mostrando $1
*evidenzia/evidenziano/evidenziando/evidenziava/evidenziavano/evidenzierà/evidenzieranno/evidenziato che => indica/indicano/indicando/indicava/indicavano/indicherà/indicheranno/indicato che`,
  // set 16: "mostra" only: "rivela" reads as a hidden thing ("Le recensioni rivelano la cura", "i cartellini rivelano le offerte"); "mettere in luce" -> "mostrare", not "fare emergere"
  String.raw`*evidenzia/evidenziano/evidenziando/evidenziava/evidenziavano/evidenzierà/evidenzieranno/evidenziato [!in,con,a] => mostra/mostrano/mostrando/mostrava/mostravano/mostrerà/mostreranno/mostrato
*mette/mettono/mettere in luce => mostra/mostrano/mostrare
`,
  // set 18: a painted or drawn highlight of a route or an edge is literal ("le frecce evidenziano il percorso") and stays
  String.raw`evidenzia/evidenziano/evidenziava/evidenziavano (il percorso|il tragitto|il bordo|i bordi|l'uscita|le uscite|la corsia|le corsie) => evidenzia/evidenziano/evidenziava/evidenziavano $1`,
  // set 18: strengthening a structure is physical ("rafforzare la banchina"), never "migliorare"
  String.raw`rafforzare/rafforza/rafforzano/rafforzando/rafforzato/rafforzata (la|il|gli|i|le) (banchina|banchine|molo|argine|argini|ponte|diga|muro|muri|struttura|fondamenta) => rafforzare/rafforza/rafforzano/rafforzando/rafforzato/rafforzata $1 $2
*una (vera e propria|vera|) pietra miliare [!romana,romane,antica,stradale] => una tappa importante
*rappresenta/rappresentano/costituisce/costituiscono/segna/segnano una pietra miliare [!romana,antica,stradale] => è/sono/è/sono/è/sono una tappa importante
*pietra/pietre miliare/miliari [!romana,romane,antica,antiche,stradale,stradali] => tappa/tappe importante/importanti
*un punto di svolta => una svolta
*un vero e proprio => un vero
*vero/vera/veri/vere e proprio/propria/propri/proprie => vero/vera/veri/vere
*una vera e propria => una vera
*dei veri e propri => dei veri
*delle vere e proprie => delle vere
*un'eredità (duratura|indelebile|inestimabile) => un'eredità
*apre/aprono/aprirà/aprire/aprendo la strada a (un|una|nuove|nuovi) => prepara/preparano/preparerà/preparare/preparando $1`,
  // ── Frasi fatte ──
  String.raw`@ stock-phrase
*^ nel mondo (odierno|di oggi|attuale|moderno|contemporaneo) , => oggi,
*^ nel panorama (attuale|odierno|contemporaneo) , => oggi,
*^ nell'era (digitale|moderna|attuale) , (in cui|dove) => in un'epoca in cui
*^ nel mondo (odierno|di oggi|attuale|moderno|contemporaneo) , in cui => oggi, che
*^ in un mondo in cui => oggi che
*^ nell'era (digitale|moderna|attuale) , => -
*^ al giorno d'oggi , => oggi,
*^ in un mondo in (continua|costante|rapida) (evoluzione|trasformazione) , => oggi,
*^ in un mondo sempre più (connesso|digitale|globalizzato|complesso) , => oggi,
*^ nel frenetico mondo (di oggi|odierno|attuale) , => oggi,
*nel mondo (odierno|di oggi|attuale|moderno|contemporaneo) => oggi
*nel panorama (attuale|odierno|contemporaneo) => oggi`,
  // round 9: "Nell'era digitale, in cui tutto corre," -> "In un'epoca in cui tutto corre," (not "Oggi, che"); also "dell'era digitale, in cui"
  String.raw`*nell'era (digitale|dei social|di internet|della tecnologia|tecnologica|moderna|dei social network|dello smartphone) , (in cui|dove) => in un'epoca in cui
*nell'era (digitale|dei social|di internet|della tecnologia|tecnologica|moderna|dei social network|dello smartphone) (in cui|dove) => in un'epoca in cui
*nell'era digitale => oggi
*fino al mio ultimo aggiornamento , => -
*{!una} ricca (storia|tradizione) => lunga $1
*il panorama (digitale|tecnologico|aziendale) => il mondo $1
*il paesaggio (digitale|tecnologico|normativo|competitivo|mediatico|politico|economico) => il mondo $1`,
  // figurative "paesaggio culturale" (lower case: the UNESCO "Paesaggio Culturale" names stay): "panorama" has the same gender
  String.raw`*il/nel/del/al/sul/dal paesaggio culturale => il/nel/del/al/sul/dal panorama culturale`,
  // round 9: "in questo ecosistema fatto di importatori, torrefattori e baristi" -> "in questo mondo fatto di …" (people and firms make a figurative one)
  String.raw`*(questo|quel|nostro|vostro|il nostro|il vostro) ecosistema fatto (di|da) => $1 mondo fatto $2
*un ecosistema fatto (di|da) (persone|aziende|imprese|professionisti|artigiani|produttori|importatori|negozi|botteghe|associazioni|startup|club|scuole|famiglie|volontari|clienti|fornitori|partner|locali|ristoranti) => un mondo fatto $1 $2`,
  // "Questo piccolo ecosistema di maker" -> "Questo piccolo mondo di maker" (same gender, the participles still agree)
  String.raw`*(piccolo|vero|grande|vivace) ecosistema (di|fatto di) => $1 mondo $2
*il/nel/del/al/sul/dal paesaggio (editoriale|musicale|letterario|artistico|teatrale|cinematografico|televisivo|audiovisivo|gastronomico|enogastronomico|enoturistico|turistico|imprenditoriale|industriale|produttivo|finanziario|sanitario|energetico|accademico|scientifico|educativo|formativo|informativo|commerciale|startup) => il/nel/del/al/sul/dal mondo $1
*il/nel/del/al/sul/dal paesaggio (agritech|fintech|foodtech|biotech|medtech|edtech|proptech|insurtech|tech|culinario|universitario|assicurativo|bancario|immobiliare|logistico|associativo) => il/nel/del/al/sul/dal settore $1`,
  // set 15: "Nel paesaggio in continua evoluzione dei servizi per la terza età" -> "Nel mondo in evoluzione dei servizi …" (the phrase stays before the complement)
  String.raw`*il/nel/del/al/sul/dal paesaggio in (continua|costante) evoluzione (dei|delle|della) (servizi|imprese|pagamenti|piattaforme|cure|assistenza) => il/nel/del/al/sul/dal mondo in evoluzione $2 $3`,
  // round 9: a figurative "paesaggio" of events, shops or institutions -> "panorama" (same gender): "nel paesaggio delle fiere natalizie"
  String.raw`*il/nel/del/al/sul/dal paesaggio (della|delle|dei|degli|del) (fiere|fiera|mercatini|mercati|sagre|rassegne|manifestazioni|mostre|concorsi|competizioni|librerie|negozi|botteghe|scuole|università|musei|teatri|club|associazioni|iniziative|offerte|proposte|spettacoli|concerti|palestre|piscine|agriturismi|ristoranti|birrifici|cantine|editori|quotidiani|riviste|giornali|radio|partiti) => il/nel/del/al/sul/dal panorama $1 $2
*il/nel/del/al/sul/dal paesaggio (della|delle|dei|degli|del) (mobilità|ricerca|innovazione|moda|tecnologia|tecnologie|musica|editoria|cultura|formazione|sanità|finanza|comunicazione|informazione|ristorazione|ospitalità|coworking|startup|imprese|servizi|media|social|trasporti|consumi|lavoro|commercio|design|teatro|cinema|podcast|app|piattaforme|pagamenti|assicurazioni|banche|software|videogiochi|eventi|festival|locali|marchi|brand) => il/nel/del/al/sul/dal settore $1 $2
*il/nel/del/al/sul/dal paesaggio (dell'innovazione|dell'editoria|dell'ospitalità|dell'istruzione|dell'intrattenimento|dell'energia|dell'informazione|dell'impresa|dell'industria|dell'università|dell'arte|dell'e-commerce) => il/nel/del/al/sul/dal mondo $1
*ecosistema/ecosistemi (di|della|delle|dei|degli) (servizi|app|applicazioni|imprese|aziende|startup|negozi|botteghe|locali|fornitori|partner|associazioni|produttori|artigiani) => insieme/insiemi $1 $2
*ecosistema/ecosistemi (di|della|delle|dei|degli) (cultura|innovazione|competenze|talenti|creativi|realtà|iniziative|eventi|opportunità|piccoli|piccole) => intreccio/intrecci $1 $2
*gli/degli/negli/agli/sugli/dagli ecosistemi (universitari|accademici|scolastici|sanitari|turistici|commerciali|bancari|editoriali|musicali|mediatici|associativi|sportivi|immobiliari|logistici|culturali|industriali|economici|finanziari|educativi|formativi|creativi|digitali|tecnologici|imprenditoriali|aziendali|produttivi|delle startup|delle imprese|dei servizi|dell'innovazione|di startup|di imprese) => i/dei/nei/ai/sui/dai sistemi $1
*ecosistemi (universitari|accademici|scolastici|sanitari|turistici|commerciali|bancari|editoriali|musicali|mediatici|associativi|sportivi|immobiliari|logistici|culturali|industriali|economici|finanziari|educativi|formativi|creativi|digitali|tecnologici|imprenditoriali|aziendali|produttivi) => sistemi $1
*un ecosistema (dinamico|vivace|stimolante|integrato|aperto|collaborativo|inclusivo|completo) => un ambiente $1
*nel paesaggio (digitale|tecnologico|normativo|competitivo|mediatico|politico|economico) => nel mondo $1
*l'ecosistema (digitale|tecnologico|imprenditoriale|dell'innovazione|delle startup|aziendale|produttivo) => il mondo $1
*l'ecosistema/dell'ecosistema/nell'ecosistema/all'ecosistema/sull'ecosistema/dall'ecosistema (culturale|industriale|economico|finanziario|educativo|formativo|creativo|dell'innovazione|digitale|tecnologico|imprenditoriale|aziendale|produttivo|delle startup|delle imprese|dei servizi|di startup|di imprese|universitario|accademico|scolastico|sanitario|turistico|commerciale|bancario|assicurativo|editoriale|musicale|mediatico|informativo|associativo|sportivo|agroalimentare|immobiliare|logistico|della ricerca|della mobilità|del volontariato|dell'università|dell'ospitalità|dei pagamenti) => il/del/nel/al/sul/dal sistema $1
*ecosistema/ecosistemi (culturale|industriale|economico|finanziario|educativo|formativo|creativo|dell'innovazione|digitale|tecnologico|imprenditoriale|aziendale|produttivo|delle startup|delle imprese|dei servizi|di startup|di imprese|universitario|accademico|scolastico|sanitario|turistico|commerciale|bancario|assicurativo|editoriale|musicale|mediatico|informativo|associativo|sportivo|agroalimentare|immobiliare|logistico|della ricerca|della mobilità|del volontariato|dell'università|dell'ospitalità|dei pagamenti) => sistema/sistemi $1
*nel panorama (digitale|tecnologico|aziendale) => nel mondo $1`,
  // set 11: "le tariffe sono in continua evoluzione" -> "le tariffe cambiano spesso" (not "in movimento")
  String.raw`*è/sono/era/erano in (continua|costante|perenne) (evoluzione|trasformazione) => cambia/cambiano/cambiava/cambiavano spesso
*(servizio|sito|catalogo|prodotto|programma|menu|sistema|metodo|offerta|piattaforma|app|collezione|proposta|selezione|gamma|guida) in (continua|costante) evoluzione => $1 che continua a migliorare`,
  // set 15: before its noun's complement the phrase stays in place ("nel panorama in continua evoluzione delle piattaforme" -> "in evoluzione"; a relative would split noun and complement)
  // set 16: one form for any number ("un racconto in evoluzione, capace di…"; "che cambia spesso" read as unstable and did not agree with a plural)
  String.raw`*in (continua|costante|perenne) (evoluzione|trasformazione) => in $2
*un (ricco|) arazzo (di|culturale) => un intreccio $2
*(navigare|navigare tra) le complessità (di|del|della|dei|delle) => orientarsi tra i dettagli $2
*le complessità (di|del|della|dei|delle) => i dettagli $1
*immergersi/immergiamoci/immergetevi nel mondo (di|del|della|dei|delle) => scoprire/scopriamo/scoprite il mondo $1
*sbloccare/sblocca/sbloccano il (pieno|) potenziale (di|del|della|dei|delle) => sfruttare/sfrutta/sfruttano il potenziale $2
*liberare/libera/liberano il (pieno|) potenziale (di|del|della|dei|delle) => sfruttare/sfrutta/sfruttano il potenziale $2
*il pieno potenziale (di|del|della|dei|delle) => tutto il potenziale $1
*sfruttare/sfrutta/sfruttano appieno => sfruttare/sfrutta/sfruttano
*una vasta gamma [!$] => una serie
*un'ampia gamma [!$] => una serie
*un'ampia varietà [!$] => una serie
*una vasta varietà [!$] => una serie
*una miriade [!$] => una serie
*una moltitudine [!$] => una serie
*un ventaglio [!$] => una serie
*un ampio ventaglio [!$] => una serie
*una pletora [!$] => una serie`,
  // ── Vocabolario sovrarappresentato ──
  String.raw`@ excess-vocabulary
*(cruciale|fondamentale|essenziale) e (cruciale|fondamentale|essenziale|decisivo|decisiva) => importante
*(cruciali|fondamentali|essenziali) e (cruciali|fondamentali|essenziali|decisivi|decisive) => importanti
*(l'elemento|l'aspetto|il fattore|il punto|il momento|la fase|la scelta) (cruciale|fondamentale|essenziale|decisivo|decisiva) => $1 più importante
*{?i,gli,le} (elementi|aspetti|fattori|punti|momenti|fasi|scelte) (cruciali|fondamentali|essenziali|decisivi|decisive) => $1 più importanti
*cruciale/cruciali => importante/importanti
*è/sono/risulta/risultano/diventa/diventano fondamentale/fondamentali/fondamentale/fondamentali/fondamentale/fondamentali => è/sono/è/sono/diventa/diventano importante/importanti/importante/importanti/importante/importanti
*innovativo/innovativa/innovativi/innovative => nuovo/nuova/nuovi/nuove
*{?approccio,approcci,metodo,metodi,prodotto,prodotti,sistema,sistemi,idea,idee,soluzione,soluzioni,tecnologia,tecnologie,strumento,strumenti,dispositivo} rivoluzionario/rivoluzionaria/rivoluzionari/rivoluzionarie => radicalmente nuovo/nuova/nuovi/nuove
*meticoloso/meticolosa/meticolosi/meticolose => accurato/accurata/accurati/accurate
*meticolosamente => con cura
*minuzioso/minuziosa/minuziosi/minuziose => accurato/accurata/accurati/accurate
*olistico/olistica/olistici/olistiche => globale/globale/globali/globali
*affascinante/affascinanti => interessante/interessanti
*avvincente/avvincenti => interessante/interessanti
*{?di,la,una,della,alla,dalla,nella,sulla,sua,questa,quella,tua,nostra,vostra,loro} straordinaria [!$,comma,corsa,circostanza] => grande
*{?di,le,delle,alle,dalle,nelle,sulle,sue,queste,quelle,tue,nostre,vostre,loro} straordinarie [!$,comma] => grandi
*{?di,il,un,del,al,dal,nel,sul,suo,questo,quel,tuo,nostro,vostro} straordinario [!$,comma] => grande
*{!gli,degli,agli,negli,sugli,lo,dello,allo,lavoro,corsa,corse,circostanza,circostanze,servizio,assemblea,seduta,sessione,riunione,convocazione,consiglio,manutenzione,amministrazione,commissario,commissaria,apertura,aperture,chiusura,chiusure,orario,orari,edizione,pulizia,intervento,interventi,ordinaria,ordinario,ordinarie,ordinari,e,l'assemblea,dell'assemblea,all'assemblea,nell'assemblea,un'assemblea,l'apertura,un'apertura,l'amministrazione,dell'amministrazione,l'edizione,un'edizione,l'orario,l'intervento,un'intervento,dell'intervento} straordinario/straordinaria/straordinari/straordinarie => fuori dal comune | eccezionale/eccezionale/eccezionali/eccezionali
*notevole/notevoli => importante/importanti
*notevolmente => molto
*significativamente => sensibilmente
*in (modo|maniera) significativo => sensibilmente
*in (modo|maniera) significativa => sensibilmente
*in (modo|maniera) (considerevole|sostanziale) => sensibilmente
*{!differenza,differenze,statisticamente,correlazione,correlazioni,associazione,effetto,effetti,risultato,risultati,test} significativo/significativa/significativi/significative => importante/importante/importanti/importanti`,
  // set 11: "le loro produzioni più promettenti": a promising talent or work (a superlative) stays; results become "incoraggianti"
  String.raw`più promettente/promettenti => più promettente/promettenti
*{!più} promettente/promettenti => incoraggiante/incoraggianti`,
  // set 15: after a noun of emphasis "essenziale" -> "importante" ("un gesto essenziale di fiducia" -> "un gesto importante", not
  // "indispensabile"); a sparse style ("Lo stile è essenziale, con pochi mobili"), a public service or a nutrient keeps the word
  String.raw`*{?legame,legami,gesto,gesti,contributo,contributi,passo,passi,tassello,tasselli,momento,momenti,alleato,alleati,alleata,alleate,appuntamento,appuntamenti,aspetto,aspetti,punto,punti} essenziale/essenziali => importante/importanti
(stile|arredamento|arredo|arredi|design|look|linea|linee|interni|estetica) (è|sono|era|erano|resta|rimane|appare|risulta) (essenziale|essenziali) => $1 $2 $3
(è|sono|era|erano|resta|rimane|appare|appaiono) (essenziale|essenziali) (e|ed|con) => $1 $2 $3
(è|sono|era|erano|resta|rimane|appare|appaiono) (essenziale|essenziali) , con => $1 $2, con
*{!olio,l'olio,oli,olii,gli,tremore,ipertensione,stile,linea,linee,design,arredamento,arredo,servizio,servizi,amminoacidi,aminoacidi,acidi,grassi,stretto} essenziale/essenziali => indispensabile/indispensabili`,
  // set 15: a requirement keeps its force ("un requisito fondamentale" -> "indispensabile", never "importante")
  String.raw`*{?requisito,requisiti,condizione,condizioni,presupposto,presupposti,obbligo,obblighi,regola,regole} fondamentale/fondamentali => indispensabile/indispensabili
*{!diritto,diritti,libertà,ricerca,fisica,legge,principio,principi,particella,particelle,forza,forze,stato,teorema,nota,tono,frequenza,carta} fondamentale/fondamentali => importante/importanti
*all'avanguardia => di punta
*d'avanguardia => di punta
*di ultima generazione => di punta
*l'armonioso equilibrio => l'equilibrio
*un (armonioso|armonico) equilibrio => un giusto equilibrio
*(armonioso|armonico) equilibrio => equilibrio
*equilibrio (armonioso|armonico) => equilibrio
*l'armonioso/l'armoniosa => il/la riuscito/riuscita
*dell'armonioso/dell'armoniosa => del/della riuscito/riuscita`,
  // set 18: otherwise "piacevole" ("cabine equilibrate", "un angolo equilibrato" are no collocations)
  // set 16: a room is "accogliente", not "equilibrato" ("un ambiente armonioso")
  String.raw`*{?ambiente,clima,locale,spazio} armonioso => accogliente
*armonioso/armoniosa/armoniosi/armoniose => piacevole/piacevole/piacevoli/piacevoli
*in (modo|maniera) armonioso => con equilibrio
*in (modo|maniera) armoniosa => con equilibrio
*un'autentica => una vera
*{?un,una,di,il,la,lo,i,le,gli,del,della,dei,delle,dello,degli,un',suo,sua,loro} autentico/autentica/autentici/autentiche [!il,lo,la,i,gli,le,un,una,uno,tramite,automaticamente,ogni,tutti,tutte,l'utente,l'accesso,l'identità] => vero/vera/veri/vere`,
  // set 15: after a noun "genuino" only for food, people and feelings; otherwise "vero" ("un'occasione autentica" -> "un'occasione vera", not "genuina")
  String.raw`*{?atmosfera,un'atmosfera,l'atmosfera,profilo,aroma,prodotto,prodotti,sapore,sapori,gusto,cucina,piatto,piatti,ricetta,ricette,ingredienti,cibo,vino,persona,persone,sorriso,emozione,emozioni,sentimenti,affetto,passione,entusiasmo,accoglienza,ospitalità} autentico/autentica/autentici/autentiche [!il,lo,la,i,gli,le,un,una,uno,tramite,automaticamente,ogni,tutti,tutte,l'utente,l'accesso,l'identità] => genuino/genuina/genuini/genuine
*{!patrimonio,patrimoni,viaggio,viaggi} autentico/autentica/autentici/autentiche [!il,lo,la,i,gli,le,un,una,uno,tramite,automaticamente,ogni,tutti,tutte,l'utente,l'accesso,l'identità] => vero/vera/veri/vere
*{?cornice,eleganza,fascino,stile,atmosfera,bellezza,design,gusto,sapore,ricetta,luogo,borgo,classico,capolavoro,esperienza,valore,messaggio,opera,arredamento,arredo,architettura,location,villa,dimora,palazzo,tradizione,musica,canzone,storia,racconto,libro,film,look,modello,colore} senza tempo [!$] => intramontabile
*{?cornice,eleganza,fascino,stile,atmosfera,bellezza,design,gusto,sapore,ricetta,luogo,borgo,classico,capolavoro,esperienza,valore,messaggio,opera,arredamento,arredo,architettura,location,villa,dimora,palazzo,tradizione,musica,canzone,storia,racconto,libro,film,look,modello,colore} senza tempo [?$] => che non invecchia | che non passa di moda
*{?classici,capolavori,valori,sapori,ricette,luoghi,borghi,opere,atmosfere,arredi,colori,linee,forme,storie,canzoni,libri,film,modelli,dimore} senza tempo [!$] => intramontabili
*{?classici,capolavori,valori,sapori,ricette,luoghi,borghi,opere,atmosfere,arredi,colori,linee,forme,storie,canzoni,libri,film,modelli,dimore} senza tempo [?$] => che non invecchiano | che non passano di moda`,
  // round 9: a feminine noun after an elided article ("un'atmosfera senza tempo", "l'eleganza senza tempo"): not "di sempre"
  String.raw`*{?un'atmosfera,l'atmosfera,un'eleganza,l'eleganza,un'esperienza,l'esperienza,un'opera,l'opera,un'architettura,l'architettura,un'aria,l'aria,un'estetica,l'estetica,un'icona,l'icona,un'allure,l'allure,un'armonia,l'armonia} senza tempo [!$] => intramontabile
*{?un'atmosfera,l'atmosfera,un'aria,l'aria} senza tempo [?$] => d'altri tempi
*{?un'eleganza,l'eleganza,un'esperienza,l'esperienza,un'opera,l'opera,un'architettura,l'architettura,un'estetica,l'estetica,un'icona,l'icona,un'allure,l'allure,un'armonia,l'armonia} senza tempo [?$] => che non passa di moda | che non invecchia`,
  // set 16: a closing "Un dono senza tempo, per…" loses the phrase ("di sempre" read as "the usual"); after a verb, or mid-clause, it stays
  // set 18: an old quarter or street is "d'altri tempi" (deleted, "tra grattacieli e quartieri" lost its sense)
  String.raw`*{?quartiere,quartieri,vicolo,vicoli,strade,piazze,villaggio,villaggi,paese,paesi,città} senza tempo => d'altri tempi`,
  String.raw`*{!rimasto,rimasta,rimasti,rimaste,restare,restato,restata,sono,siamo,ero,resto,è,era,erano,sarà,resta,rimane,restano,rimangono} senza tempo [?comma,$] => -
*ricco patrimonio => grande patrimonio
*ricchi patrimoni => grandi patrimoni
*un ricco => un grande
*una ricca => una grande
*risultato/risultati senza precedenti => risultato/risultati record
*è/era/sono/erano/fu/sarà senza precedenti => non ha/aveva/hanno/avevano/ebbe/avrà precedenti
*{!è,era,sono,erano,fu,sarà,stato,stata,stati,state} senza precedenti [!nel,nella,nei,nelle,negli,in,per,da,dal,dalla,tra,fra,a,al,alla,su,sul,sulla] => -
*{!è,era,sono,erano,fu,sarà,stato,stata,stati,state} senza precedenti [?in,per,da,dal,dalla,tra,fra,a,al,alla,su,sul,sulla] => fuori dal comune
*a dir poco => -`,
  // set 15: before its noun the adjective goes ("le indimenticabili serate" -> "le serate"; never "le che non si dimenticano serate")
  String.raw`*{?il,lo,la,i,gli,le,un,una,uno,del,dello,della,dei,degli,delle,al,allo,alla,ai,agli,alle,nel,nello,nella,nei,negli,nelle,sul,sulla,sui,sulle,dal,dalla,dai,dalle,questo,questa,questi,queste,quel,quella,quei,quelle,suo,sua,suoi,sue,nostro,nostra,nostri,nostre,vostro,vostra,vostri,vostre,loro,mio,mia,miei,mie,tuo,tua,tuoi,tue} (indimenticabile|indimenticabili|memorabile|memorabili) [!$,comma,e,ed,o,per] => -
*indimenticabile/indimenticabili => che non si dimentica/dimenticano | da ricordare
*memorabile/memorabili => da ricordare
*{?suo,sua,suoi,sue,il,la,lo,un,una,i,le,gli,loro} incantevole/incantevoli => -
*un (tavolo|paese|borgo|giardino|parco|posto|lago) incantevole => un bel $1
*una (tavola|terrazza|piazza|spiaggia|cornice|città|villa) incantevole => una bella $1`,
  // set 16: "questa storia incantevole!" -> "questa storia!" ("piacevole" is lukewarm there)
  String.raw`*{!è,sono,era,erano,sarà,resta,rimane,davvero,molto,più,così,tanto,proprio,e} incantevole/incantevoli [?$] => -
*incantevole/incantevoli => piacevole/piacevoli
*un (suggestivo|incantevole) (specchio|scorcio|spazio|scenario|spettacolo|stile|sguardo|squarcio|strapiombo|scoglio|stagno|studio|spicchio|sprazzo|scrigno|zoccolo|psicologo) => uno $2`,
  // set 11: "nello stesso suggestivo laboratorio" -> "nello stesso laboratorio" (before a noun the adjective goes; "d'atmosfera" only stands after one)
  String.raw`*{?stesso,stessa,stessi,stesse,nostro,nostra,nostri,nostre,vostro,vostra,vostri,vostre,loro,mio,mia,miei,mie,tuo,tua,tuoi,tue,quel,quella,quei,quelle,quello,quegli,nello,dello,allo,sullo,dallo,lo,gli,degli,negli,agli,sugli,dagli,alla,sulla,dalla,alle,sulle,dalle,al,sul,dal,ai,sui,dai,uno,altro,altra,altri,altre} suggestivo/suggestiva/suggestivi/suggestive [!$,comma,e,ed,o,ma,per,come,che,di] => -
*{?un,una,il,la,i,le,del,della,dei,delle,nel,nella,nei,nelle,questo,questa,questi,queste,suo,sua,suoi,sue} suggestivo/suggestiva/suggestivi/suggestive [!$,comma] => piacevole/piacevole/piacevoli/piacevoli
*un'atmosfera suggestiva => una bella atmosfera
*atmosfera/atmosfere suggestiva/suggestive => atmosfera/atmosfere piacevole/piacevoli
*più suggestivo/suggestiva/suggestivi/suggestive => più bello/bella/belli/belle`,
  // set 15: a view is "bellissimo" ("un colpo d'occhio suggestivo" -> "bellissimo", not "d'occhio d'atmosfera")
  String.raw`*{?d'occhio,vista,viste,veduta,vedute,panorama,panorami,scorcio,scorci,paesaggio,paesaggi} suggestivo/suggestiva/suggestivi/suggestive => bellissimo/bellissima/bellissimi/bellissime
*suggestivo/suggestiva/suggestivi/suggestive => d'atmosfera
*esperienza/esperienze (sensoriale|sensoriali|immersiva|immersive|multisensoriale) => esperienza/esperienze
*un'esperienza sensoriale => un'esperienza`,
  // set 15: "la realtà di riferimento per chi…" -> "il riferimento per chi…" (not "di primo piano", which does not take "per chi"); never after "una delle";
  // the plural ("le realtà di riferimento del settore") names organisations and stays
  // set 16: the same with "realtà di riferimento"; the generic "punto di riferimento => riferimento" went (a bare "un riferimento" is no
  // Italian, and a literal landmark, "il punto di riferimento è l'edicola", must stay)
  String.raw`*{!una,uno,ciascuna,ognuna,nessuna,alcuna} la/una/della/alla/nella/dalla/sulla realtà di riferimento => il/un/del/al/nel/dal/sul punto di riferimento
*una vera realtà di riferimento => un vero punto di riferimento
*si pone/propone/presenta/configura/afferma come una realtà di riferimento => è un punto di riferimento
*come realtà di riferimento => come punto di riferimento
*^ generalmente , => di solito,
*{?comma} generalmente , => di solito,
*generalmente => di solito
*può/possono variare => può/possono cambiare
*valorizzare/valorizza/valorizzano/valorizzando (i rifiuti|le materie prime|gli scarti|i materiali riciclabili|i materiali di scarto|il materiale riciclato|gli imballaggi) => recuperare/recupera/recuperano/recuperando $1`,
  // set 11: "valorizzare" -> "dare valore a" (the article joins "a"); never "sfruttare al meglio un mestiere" or "promuovere quanto appreso"
  String.raw`*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo il => dare/dà/danno/dando/dai/diamo valore al
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo (così|anche|davvero|meglio) il => dare/dà/danno/dando/dai/diamo $1 valore al
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo lo => dare/dà/danno/dando/dai/diamo valore allo
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo (così|anche|davvero|meglio) lo => dare/dà/danno/dando/dai/diamo $1 valore allo
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo la => dare/dà/danno/dando/dai/diamo valore alla
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo (così|anche|davvero|meglio) la => dare/dà/danno/dando/dai/diamo $1 valore alla
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo i => dare/dà/danno/dando/dai/diamo valore ai
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo (così|anche|davvero|meglio) i => dare/dà/danno/dando/dai/diamo $1 valore ai
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo gli => dare/dà/danno/dando/dai/diamo valore agli
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo (così|anche|davvero|meglio) gli => dare/dà/danno/dando/dai/diamo $1 valore agli
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo le => dare/dà/danno/dando/dai/diamo valore alle
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo (così|anche|davvero|meglio) le => dare/dà/danno/dando/dai/diamo $1 valore alle
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo l' => dare/dà/danno/dando/dai/diamo valore all'
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo (così|anche|davvero|meglio) l' => dare/dà/danno/dando/dai/diamo $1 valore all'
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo un => dare/dà/danno/dando/dai/diamo valore a un
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo (così|anche|davvero|meglio) un => dare/dà/danno/dando/dai/diamo $1 valore a un
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo una => dare/dà/danno/dando/dai/diamo valore a una
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo (così|anche|davvero|meglio) una => dare/dà/danno/dando/dai/diamo $1 valore a una
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo uno => dare/dà/danno/dando/dai/diamo valore a uno
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo (così|anche|davvero|meglio) uno => dare/dà/danno/dando/dai/diamo $1 valore a uno
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo un' => dare/dà/danno/dando/dai/diamo valore a un'
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo (così|anche|davvero|meglio) un' => dare/dà/danno/dando/dai/diamo $1 valore a un'
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo quanto => dare/dà/danno/dando/dai/diamo valore a quanto
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo ciò => dare/dà/danno/dando/dai/diamo valore a ciò
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo (così|anche|davvero|meglio) quanto => dare/dà/danno/dando/dai/diamo $1 valore a quanto
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo questo => dare/dà/danno/dando/dai/diamo valore a questo
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo (così|anche|davvero|meglio) questo => dare/dà/danno/dando/dai/diamo $1 valore a questo
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo questa => dare/dà/danno/dando/dai/diamo valore a questa
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo (così|anche|davvero|meglio) questa => dare/dà/danno/dando/dai/diamo $1 valore a questa
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo ogni => dare/dà/danno/dando/dai/diamo valore a ogni
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo (così|anche|davvero|meglio) ogni => dare/dà/danno/dando/dai/diamo $1 valore a ogni
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo il proprio => dare/dà/danno/dando/dai/diamo valore al proprio
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo (così|anche|davvero|meglio) il proprio => dare/dà/danno/dando/dai/diamo $1 valore al proprio
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo la propria => dare/dà/danno/dando/dai/diamo valore alla propria
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo (così|anche|davvero|meglio) la propria => dare/dà/danno/dando/dai/diamo $1 valore alla propria
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo il nostro => dare/dà/danno/dando/dai/diamo valore al nostro
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo (così|anche|davvero|meglio) il nostro => dare/dà/danno/dando/dai/diamo $1 valore al nostro
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo la nostra => dare/dà/danno/dando/dai/diamo valore alla nostra
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo (così|anche|davvero|meglio) la nostra => dare/dà/danno/dando/dai/diamo $1 valore alla nostra
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo i nostri => dare/dà/danno/dando/dai/diamo valore ai nostri
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo (così|anche|davvero|meglio) i nostri => dare/dà/danno/dando/dai/diamo $1 valore ai nostri
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo le nostre => dare/dà/danno/dando/dai/diamo valore alle nostre
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo (così|anche|davvero|meglio) le nostre => dare/dà/danno/dando/dai/diamo $1 valore alle nostre
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo il vostro => dare/dà/danno/dando/dai/diamo valore al vostro
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo (così|anche|davvero|meglio) il vostro => dare/dà/danno/dando/dai/diamo $1 valore al vostro
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo la vostra => dare/dà/danno/dando/dai/diamo valore alla vostra
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo (così|anche|davvero|meglio) la vostra => dare/dà/danno/dando/dai/diamo $1 valore alla vostra
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo il loro => dare/dà/danno/dando/dai/diamo valore al loro
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo (così|anche|davvero|meglio) il loro => dare/dà/danno/dando/dai/diamo $1 valore al loro
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo la loro => dare/dà/danno/dando/dai/diamo valore alla loro
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo (così|anche|davvero|meglio) la loro => dare/dà/danno/dando/dai/diamo $1 valore alla loro
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo il suo => dare/dà/danno/dando/dai/diamo valore al suo
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo (così|anche|davvero|meglio) il suo => dare/dà/danno/dando/dai/diamo $1 valore al suo
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo la sua => dare/dà/danno/dando/dai/diamo valore alla sua
*valorizzare/valorizza/valorizzano/valorizzando/valorizzi/valorizziamo (così|anche|davvero|meglio) la sua => dare/dà/danno/dando/dai/diamo $1 valore alla sua
*valorizzare/valorizza/valorizzano/valorizzando/valorizzato/valorizzata/valorizzati/valorizzate => promuovere/promuove/promuovono/promuovendo/promosso/promossa/promossi/promosse | sfruttare/sfrutta/sfruttano/sfruttando/sfruttato/sfruttata/sfruttati/sfruttate al meglio
*(rafforzare|consolidare) (la|la propria|la sua|la loro|la nostra) presenza => ampliare $2 presenza
*rafforza/rafforzano (la|la propria|la sua|la loro|la nostra) presenza => amplia/ampliano $1 presenza`,
  // set 16: a relationship is "stretto" too ("rafforzare il rapporto" -> "stringere il rapporto", not "migliorare", which implies a bad one)
  String.raw`*rafforzare/rafforza/rafforzano/rafforzando/rafforzato/rafforzerà/rafforzava/rafforziamo (il|i|un|lo|questo|questi|quel|quei|il nostro|i nostri|il vostro|i vostri|il loro|i loro|il suo|i suoi) (legame|legami|vincolo|vincoli|rapporto|rapporti) => stringere/stringe/stringono/stringendo/stretto/stringerà/stringeva/stringiamo $1 $2`,
  // set 15: also with an adverb before the bond ("rafforzare ancora il legame" -> "stringere ancora il legame", never "migliorare")
  String.raw`*rafforzare/rafforza/rafforzano/rafforzando/rafforzato/rafforzerà/rafforzava/rafforziamo (insieme|ancora|ulteriormente) (il|i|un|questo|il nostro|il loro) (legame|legami|rapporto|rapporti) => stringere/stringe/stringono/stringendo/stretto/stringerà/stringeva/stringiamo $1 $2 $3
*rafforzare/rafforza/rafforzano/rafforzando/rafforzerà/rafforzava/rafforziamo (la|il|la sua|il suo|la loro|il loro) (fiducia|senso|identità|coesione) => accrescere/accresce/accrescono/accrescendo/accrescerà/accresceva/accresciamo $1 $2
*a rafforzare (la|il|la sua|il suo|la loro|il loro) (fiducia|senso|identità|coesione) => ad accrescere $1 $2
*rafforzato/rafforzata/rafforzati/rafforzate (la|il|la sua|il suo|la loro|il loro) (fiducia|senso|identità|coesione) => accresciuto/accresciuta/accresciuti/accresciute $1 $2
*rafforzare/rafforza/rafforzano/rafforzando/rafforzato/rafforzata/rafforzati/rafforzate/rafforzerà/rafforzava => migliorare/migliora/migliorano/migliorando/migliorato/migliorata/migliorati/migliorate/migliorerà/migliorava
*comprendiamo/comprendo/capiamo/capisco perfettamente => comprendiamo/comprendo/capiamo/capisco
*la vera sfida => il vero problema`,
  // "è la sfida più comune" -> "la difficoltà più comune" (not "la prova", which reads as a test)
  String.raw`*la/le sfida/sfide più (comune|comuni|frequente|frequenti|grande|grandi|difficile|difficili|diffusa|diffuse|dura|dure) => la/le difficoltà più $1
*raccogliere/raccogli/raccoglie/raccogliamo/raccogliete/raccolgono (una nuova|una|questa|ogni) sfida => sostenere/sostieni/sostiene/sosteniamo/sostenete/sostengono $1 prova
*raccogliere/raccogli/raccoglie/raccogliamo/raccogliete/raccolgono la sfida => sostenere/sostieni/sostiene/sosteniamo/sostenete/sostengono la prova
*raccogliere/raccogli/raccoglie/raccogliamo/raccogliete/raccolgono (nuove|le|queste) sfide => affrontare/affronti/affronta/affrontiamo/affrontate/affrontano $1 prove`,
  // round 9: also after an adverb between the verb and the noun ("è spesso una sfida" -> "un'impresa", "anche una vera sfida di squadra" -> "una vera impresa di squadra", not "prova" next to "mette alla prova")
  String.raw`*{?anche,e,pure,spesso,sempre,ormai,davvero,certo,forse,oggi,subito,soprattutto,persino,perfino,talvolta,fosse,sia,siano,fu,sarebbe} una (vera|grande|bella) sfida [!a,tra,fra,contro] => una $1 impresa
*{?anche,pure,spesso,sempre,ormai,davvero,certo,forse,oggi,subito,soprattutto,persino,perfino,talvolta,fosse,sia,siano,fu,sarebbe} una sfida [!a,tra,fra,contro] => un'impresa
*{?è,e,sono,era,erano,resta,restano,rimane,rimangono,diventa,diventano,sarà,anche,pure,spesso,sempre,ormai,davvero,certo,forse,oggi,soprattutto,fosse,sia,fu,sarebbe} una vera e propria sfida [!a,tra,fra,contro] => una vera impresa`,
  // set 15: two alternatives, so that a sentence that already has "prova" ("mette alla prova") gets "un'impresa"
  String.raw`*{?è,sono,era,erano,resta,restano,rimane,rimangono,diventa,diventano,diventato,diventata,diventati,diventate,stato,stata,diventare,diventerà,sarà,affrontare,affronta,affrontano,affrontiamo,affronti,affrontando} una (vera|grande|nuova) sfida => una $1 impresa
*{?è,sono,era,erano,resta,restano,rimane,rimangono,diventa,diventano,diventato,diventata,diventati,diventate,stato,stata,diventare,diventerà,sarà,affrontare,affronta,affrontano,affrontiamo,affronti,affrontando} una sfida => un'impresa
*{?è,sono,era,erano,diventa,affrontare,affronta,affrontano,affrontiamo,affronti,affrontando} la sfida => la prova
*{!lanciare,lancia,lanciano,lanciato,lanciò,accettare,accetta,accettano,accettato,accettò,vincere,vince,vinto,perdere,perde,perso} una sfida [!a,tra,fra,contro,di,comma,$] => una prova | un'impresa
*le sfide => le difficoltà
*(ogni|nessuna|qualsiasi|qualunque|ciascuna|ogni nuova) sfida [!contro,tra,fra,a,al,alla,ai,alle,con,di,del,della,dei,delle] => $1 difficoltà
*sfide [!$] => difficoltà
*estremamente => molto
*incredibilmente => molto
*indubbiamente => certo
*innegabilmente => certo
*innegabile/innegabili => evidente/evidenti
*ottimizzare/ottimizza/ottimizzano/ottimizzando (i|i propri|i nostri|i loro|i vostri) (flussi|processi) => snellire/snellisce/snelliscono/snellendo $1 $2
*ottimizzare/ottimizza/ottimizzano/ottimizzando (i|i propri|i nostri|i loro) costi => ridurre/riduce/riducono/riducendo $1 costi
*ottimizzare/ottimizza/ottimizzano/ottimizzando (le|le proprie|le nostre|le loro) risorse => usare/usa/usano/usando meglio $1 risorse`,
  // set 11: a dose is adjusted ("ottimizzare il concime" -> "regolare il concime"), a delay shortened ("ottimizzare i tempi" -> "accorciare i tempi")
  String.raw`*ottimizzare/ottimizza/ottimizzano/ottimizzando/ottimizzi/ottimizziamo (il concime|il fertilizzante|la concimazione|l'irrigazione|le annaffiature|le dosi|il dosaggio) => regolare/regola/regolano/regolando/regoli/regoliamo $1
*ottimizzare/ottimizza/ottimizzano/ottimizzando/ottimizzi/ottimizziamo (i tempi|i tempi di attesa|l'attesa) => accorciare/accorcia/accorciano/accorciando/accorci/accorciamo $1
*ottimizzare/ottimizza/ottimizzano/ottimizzando/ottimizzato/ottimizzata/ottimizzati/ottimizzate => migliorare/migliora/migliorano/migliorando/migliorato/migliorata/migliorati/migliorate
*potenziare/potenzia/potenziano/potenziando => sviluppare/sviluppa/sviluppano/sviluppando
*sinergie => intese | collaborazioni
*sinergia => collaborazione
*un cambio di paradigma => un grande cambiamento
*un cambiamento di paradigma => un grande cambiamento
*un pilastro (fondamentale|) => una base
*è/sono/essere/sia/siano/sarà/saranno/era/erano/diventa/diventano il pilastro => è/sono/essere/sia/siano/sarà/saranno/era/erano/diventa/diventano la base
*è/sono/essere/sia/siano/sarà/saranno/era/erano/diventa/diventano un pilastro => è/sono/essere/sia/siano/sarà/saranno/era/erano/diventa/diventano una base
*sono/essere/siano/saranno/erano/diventano i pilastri => sono/essere/siano/saranno/erano/diventano le basi
*uno dei pilastri => una delle basi
*all'altezza della sfida => all'altezza della situazione
*inestimabile/inestimabili => enorme/enormi
*elevare/eleva/elevano/elevando (la|il|lo|la tua|la sua|il tuo|il suo) (esperienza|qualità|livello|produttività) => migliorare/migliora/migliorano/migliorando $1 $2
*senza soluzione di continuità => senza interruzioni
*imprescindibile/imprescindibili => indispensabile/indispensabili`,
  // ── Tono promozionale ──
  String.raw`@ promotional-language
*incastonato/incastonata/incastonati/incastonate (in|nel|nella|nei|nelle) => inserito/inserita/inseriti/inserite $1
*incastonato/incastonata/incastonati/incastonate (tra|fra|su|sulle|sui|sul|sulla|sullo|sugli|sull'|a|al|alla|ai|alle|all'|accanto|lungo|presso|ai piedi) => situato/situata/situati/situate $1
*adagiato/adagiata/adagiati/adagiate (tra|fra|in|nel|nella|nei|nelle|su|sulle) => situato/situata/situati/situate $1
*annidato/annidata/annidati/annidate (tra|fra|in|nel|nella|nei|nelle) => situato/situata/situati/situate $1
*nel cuore del centro storico => nel centro storico
*nel cuore del centro => nel centro
*nel cuore della città vecchia => nella città vecchia`,
  // set 16: "restare nel cuore di chi" (an idiom) and a vegetable's heart ("nel cuore del carciofo") keep "cuore"; a town's heart -> "centro"
  String.raw`*nel cuore (di|del|dei|delle|della) [!una,un,uno,chi,tutti,ognuno,noi,voi,molti,tanti,notte,carciofo,carciofi,finocchio,finocchi,sedano,cavolo,lattuga,radicchio,mela,ananas,palma,filetto,frutto] => nel centro $1
*{!un,una,il,la,lo,suo,sua} vibrante/vibranti => vivace/vivaci
*{?panorama,paesaggio,scenario,spettacolo,tramonto} mozzafiato => bellissimo
*{?vista,veduta,spiaggia} mozzafiato => bellissima
*{?viste,vedute,spiagge} mozzafiato => bellissime
*{?panorami,paesaggi,scenari,spettacoli,tramonti} mozzafiato => bellissimi
*mozzafiato => di grande bellezza
*da sogno => da cartolina
*una gemma nascosta => un posto poco conosciuto
*un gioiello nascosto => un posto poco conosciuto
*un (vero|autentico|piccolo|) gioiello senza tempo => un classico
*gioielli senza tempo => classici`,
  // round 9: "un piccolo gioiello di artigianato" -> "un bell'esempio di artigianato" (not "un vanto di"); "un gioiello del centro" stays "un vanto del centro"
  // set 18: before bare plural contents ("un gioiello di templi, giardini") it means "full of": "un bell'esempio di templi" is no sense
  String.raw`*un (vero|autentico|genuino|piccolo|) gioiello di [?templi,chiese,palazzi,vicoli,giardini,canali,castelli,musei,monumenti,piazze,botteghe,ville,fontane,torri,borghi] => un concentrato di
*un (vero|autentico|genuino|piccolo|) gioiello di => un bell'esempio di | un esempio riuscito di
*(questo|quel|il) (vero|autentico|genuino|piccolo|) gioiello di => $1 bell'esempio di`,
  // set 11: "un piccolo gioiello per gli appassionati" -> "una meta per gli appassionati" (not "un vanto per")
  String.raw`*un (vero|autentico|genuino|piccolo|) gioiello per => una meta per
*(vero|autentico|genuino|piccolo) gioiello per => meta per
*un (vero|autentico|genuino|piccolo) gioiello : => un pezzo raro:`,
  // set 15: "vanto" takes no attribute ("un piccolo gioiello liberty restaurato nel 2019" stays, not "un vanto liberty restaurato")
  String.raw`*un (vero|autentico|genuino|piccolo) gioiello [?$,comma,e,del,della,dei,delle,dello,degli] => un vanto
*(questo|quel|il) (vero|autentico|genuino|piccolo) gioiello [?$,comma,e,del,della,dei,delle,dello,degli] => $1 vanto
*un gioiello (di|del|della|dei|delle|dello|degli) => un vanto $1
*(questo|quel|il) gioiello (di|del|della|dei|delle|dello|degli) => $1 vanto $2
*vero/autentico/genuino gioiello [?$,comma,e,del,della,dei,delle,dello,degli] => vanto
*{?è,era,resta,rimane,diventa,sarà,fu,sono} un gioiello [!nascosto,$,comma] => un bell'esempio
*{?un,questo,quel,il,vero,autentico,genuino,piccolo} gioiello [?di,del,della,dei,delle,dello,degli] => vanto
*un'esperienza indimenticabile => una bella esperienza
*un'esperienza unica => una bella esperienza
*un paradiso per => una meta ideale per`,
  // set 15: "è orgoglioso di annunciare l'apertura" -> "annuncia l'apertura" (not "sono": "io sono felice di annunciare")
  String.raw`*è/siamo (orgoglioso|orgogliosa|orgogliosi|orgogliose|lieto|lieta|lieti|liete|felice|felici) di annunciare => annuncia/annunciamo
*da non perdere => da vedere
*imperdibile/imperdibili => da vedere`,
  // ── Copula evitata ──
  String.raw`@ copula-avoidance
*funge/fungono/fungeva/fungevano/fungerà/fungere da => fa/fanno/faceva/facevano/farà/fare da
*si configura/configurano come (un|una|il|la|lo|l'unico|l'unica) => è/sono $1
*e si pone come (un|una|il|la|lo) => ed è $1
*si pone/pongono come (un|una|il|la|lo) => è/sono $1
*ci poniamo come (un|una|il|la|lo) => siamo $1`,
  // set 16: a bare "un riferimento" is no Italian: "si pone come punto di riferimento" -> "è un punto di riferimento"
  String.raw`*ci poniamo come (punto di riferimento|riferimento) => siamo un punto di riferimento
*si pone/pongono/propone/propongono/afferma/affermano/configura/configurano come (punto di riferimento|riferimento) => è/sono/è/sono/è/sono/è/sono un punto di riferimento
*si pone/pongono/propone/propongono/afferma/affermano/configura/configurano come (modello|esempio|ponte|motore|catalizzatore|laboratorio|crocevia|polo) => è/sono/è/sono/è/sono/è/sono un $1
*si afferma/affermano come (un|una|il|la|lo) => è/sono $1
*si propone/propongono come (un|una) => è/sono $1
*si rivela/rivelano => è/sono
*si è rivelato/rivelata => è stato/stata
*si sono rivelati/rivelate => sono stati/state
*può/possono/potrebbe/potrebbero/deve/devono rappresentare (un|una|uno|il|la|lo) => può/possono/potrebbe/potrebbero/deve/devono essere $1
*rappresenta/rappresentano/costituisce/costituiscono una (vera|concreta|chiara|) testimonianza (concreta|) => è/sono/è/sono una prova
*una testimonianza concreta => una prova
*la/della/nella/alla/dalla/sulla testimonianza (concreta|tangibile|viva|vivente|evidente|chiara|più concreta|più evidente) => la/della/nella/alla/dalla/sulla prova $1
*{?è,sono,era,erano,resta,restano,rimane,rimangono,diventa,costituisce} la (vera|migliore|più bella) testimonianza => la $1 prova
*{?è,sono,era,erano,resta,restano,rimane,rimangono,diventa,costituisce} la testimonianza => la prova
*{?la,una,è,sono} vera chiave (del|della|dello|dei|delle|degli|di|per) => chiave $1
*rappresenta/rappresentano/costituisce/costituiscono un pilastro => è/sono/è/sono una base
*rappresenta/rappresentano/costituisce/costituiscono una sfida => è/sono/è/sono una prova
*costituisce/costituiscono/costituiva/costituivano (un|una|il|la|lo) => è/sono/era/erano $1
*{!pieghevole,opuscolo,volantino,tavola,schema,illustrazione,sezione,diagramma,riquadro,pagina,copertina,cartina,tabella,schizzo,plastico,video,quadro,dipinto,affresco,tela,disegno,statua,scultura,mappa,grafico,figura,immagine,l'immagine,un'immagine,l'illustrazione,un'illustrazione,l'icona,un'icona,l'affresco,l'incisione,un'incisione,l'etichetta,l'insegna,foto,fotografia,scena,ritratto,icona,simbolo,logo,stemma,bandiera,sindacato,deputato,deputata,avvocato,avvocata,squadra,atleta} rappresenta/rappresentano/rappresentava/rappresentavano/rappresenterà/rappresenteranno/rappresentando (un|una|uno|un'altra|un'opportunità|un'occasione|un'alternativa|un'eccellenza|un'evoluzione|un'esperienza|un'innovazione|un'importante|un'ottima|un'eccezione|un'idea|un'area|un'ancora|un'icona) => è/sono/era/erano/sarà/saranno/essendo $1
*{!pieghevole,opuscolo,volantino,tavola,schema,illustrazione,sezione,diagramma,riquadro,pagina,copertina,cartina,tabella,schizzo,plastico,video,quadro,dipinto,affresco,tela,disegno,statua,scultura,mappa,grafico,figura,immagine,l'immagine,un'immagine,l'illustrazione,un'illustrazione,l'icona,un'icona,l'affresco,l'incisione,un'incisione,l'etichetta,l'insegna,foto,fotografia,scena,ritratto} rappresenta/rappresentano/rappresentava/rappresentavano , senza (alcun|) dubbio , => è/sono/era/erano
*{!pieghevole,opuscolo,volantino,tavola,schema,illustrazione,sezione,diagramma,riquadro,pagina,copertina,cartina,tabella,schizzo,plastico,video,quadro,dipinto,affresco,tela,disegno,statua,scultura,mappa,grafico,figura,immagine,l'immagine,un'immagine,l'illustrazione,un'illustrazione,l'icona,un'icona,l'affresco,l'incisione,un'incisione,l'etichetta,l'insegna,foto,fotografia,scena,ritratto,che} rappresenta/rappresentano/rappresentava/rappresentavano senza (alcun|) dubbio => è/sono/era/erano
*{!pieghevole,opuscolo,volantino,tavola,schema,illustrazione,sezione,diagramma,riquadro,pagina,copertina,cartina,tabella,schizzo,plastico,video,quadro,dipinto,affresco,tela,disegno,statua,scultura,mappa,grafico,figura,immagine,l'immagine,un'immagine,l'illustrazione,un'illustrazione,l'icona,un'icona,l'affresco,l'incisione,un'incisione,l'etichetta,l'insegna,foto,fotografia,scena,ritratto,icona,simbolo,logo,stemma,bandiera,sindacato,deputato,deputata,avvocato,avvocata,squadra,atleta,che} rappresenta/rappresentano/rappresentava/rappresentavano/rappresenterà/rappresenteranno (anche|quindi|ormai|davvero|oggi|già|così|infatti|spesso|da sempre|tuttora|ancora|sempre più|di fatto|senz'altro|per molti|per tanti|per tutti|per noi|per voi|per loro|per chi|per me|per te|per lei|per lui|in molti casi|in questo senso|in questo modo|in fondo|oggi più che mai) (un|una|uno|il|la|lo|i|le|gli|l'unica|l'unico|l'ideale|l'occasione|l'opportunità|l'elemento|l'esempio|l'anima|l'asse|un'occasione|un'opportunità|un'alternativa|un'eccellenza|un'evoluzione|un'esperienza|un'innovazione|un'importante|un'ottima|un'eccezione|un'idea|un'area|un'ancora) => è/sono/era/erano/sarà/saranno $1 $2
*rappresenta/rappresentano/rappresentava/rappresentavano/rappresenterà/rappresenteranno al meglio => esprime/esprimono/esprimeva/esprimevano/esprimerà/esprimeranno bene
*(straordinaria|eccezionale|splendida|magnifica|preziosa) testimonianza (del|della|dello|dell'|dei|degli|delle) => esempio $2
*(straordinarie|eccezionali|splendide|magnifiche|preziose) testimonianze (del|della|dello|dell'|dei|degli|delle) => esempi $2
*rappresenta/rappresentano/rappresentava/rappresentavano/rappresenterà/rappresenteranno inoltre (un|una|uno|il|la|lo|i|le|gli|l'occasione|l'opportunità|un'occasione|un'opportunità|un'alternativa|un'esperienza|un'importante|un'ottima) => è/sono/era/erano/sarà/saranno anche $1
*rappresenta/rappresentano un (passo|traguardo|punto|esempio|tassello|elemento|modello|motore|valore|vantaggio) => è/sono un $1
*rappresenta/rappresentano una (svolta|risorsa|opportunità|priorità|conquista|tappa|rivoluzione) => è/sono una $1
*{!pieghevole,opuscolo,volantino,tavola,schema,illustrazione,sezione,diagramma,riquadro,pagina,copertina,cartina,tabella,schizzo,plastico,video,quadro,dipinto,affresco,tela,disegno,statua,scultura,mappa,grafico,figura,immagine,l'immagine,un'immagine,l'illustrazione,un'illustrazione,l'icona,un'icona,l'affresco,l'incisione,un'incisione,l'etichetta,l'insegna,foto,fotografia,scena,ritratto,icona,simbolo,logo,stemma,bandiera,sindacato,deputato,deputata,avvocato,avvocata,squadra,atleta,che} rappresenta/rappresentano/rappresentava/rappresentavano/rappresenterà/rappresenteranno il (punto|cuore|fulcro|motore|primo|principale|vero|problema|rischio|pericolo|nemico|limite|vantaggio|risultato|frutto|culmine|coronamento|perno|momento|tassello|più|miglior|migliore|passo|modo|mezzo|luogo|centro) => è/sono/era/erano/sarà/saranno il $1
*{!pieghevole,opuscolo,volantino,tavola,schema,illustrazione,sezione,diagramma,riquadro,pagina,copertina,cartina,tabella,schizzo,plastico,video,quadro,dipinto,affresco,tela,disegno,statua,scultura,mappa,grafico,figura,immagine,l'immagine,un'immagine,l'illustrazione,un'illustrazione,l'icona,un'icona,l'affresco,l'incisione,un'incisione,l'etichetta,l'insegna,foto,fotografia,scena,ritratto,icona,simbolo,logo,stemma,bandiera,sindacato,deputato,deputata,avvocato,avvocata,squadra,atleta,che} rappresenta/rappresentano/rappresentava/rappresentavano/rappresenterà/rappresenteranno la (minaccia|base|chiave|scelta|soluzione|principale|prima|vera|causa|sintesi|risposta|conferma|forza|novità|migliore|più|fonte|porta|tappa|parte|metà|quota|maggioranza|maggior|meta|cornice) => è/sono/era/erano/sarà/saranno la $1
*{!pieghevole,opuscolo,volantino,tavola,schema,illustrazione,sezione,diagramma,riquadro,pagina,copertina,cartina,tabella,schizzo,plastico,video,quadro,dipinto,affresco,tela,disegno,statua,scultura,mappa,grafico,figura,immagine,l'immagine,un'immagine,l'illustrazione,un'illustrazione,l'icona,un'icona,l'affresco,l'incisione,un'incisione,l'etichetta,l'insegna,foto,fotografia,scena,ritratto,icona,simbolo,logo,stemma,bandiera,sindacato,deputato,deputata,avvocato,avvocata,squadra,atleta,che} rappresenta/rappresentano/rappresentava/rappresentavano/rappresenterà/rappresenteranno i (principali|primi|veri|più|migliori) => è/sono/era/erano/sarà/saranno i $1
*{!pieghevole,opuscolo,volantino,tavola,schema,illustrazione,sezione,diagramma,riquadro,pagina,copertina,cartina,tabella,schizzo,plastico,video,quadro,dipinto,affresco,tela,disegno,statua,scultura,mappa,grafico,figura,immagine,l'immagine,un'immagine,l'illustrazione,un'illustrazione,l'icona,un'icona,l'affresco,l'incisione,un'incisione,l'etichetta,l'insegna,foto,fotografia,scena,ritratto,icona,simbolo,logo,stemma,bandiera,sindacato,deputato,deputata,avvocato,avvocata,squadra,atleta,che} rappresenta/rappresentano/rappresentava/rappresentavano/rappresenterà/rappresenteranno le (principali|prime|vere|più|migliori) => è/sono/era/erano/sarà/saranno le $1`,
  // ── Cautele accumulate ──
  String.raw`@ stacked-hedge
*potrebbe/potrebbero/può/possono potenzialmente => potrebbe/potrebbero/può/possono
*potrebbe/potrebbero/può/possono eventualmente => potrebbe/potrebbero/può/possono
*potrebbe/potrebbero/può/possono forse => potrebbe/potrebbero/può/possono
*^ in un certo senso , => -
*^ in una certa misura , => -
*^ senza dubbio , => -
*^ senza alcun dubbio , => -
*{!comma} senza dubbio [!comma] => -
*{!comma} senza alcun dubbio [!comma] => -
*è/sono/era/erano/fu/sarà/saranno , senza (alcun|) dubbio , => è/sono/era/erano/fu/sarà/saranno
*stato/stata/stati/state , senza (alcun|) dubbio , => stato/stata/stati/state
*{?comma} senza (alcun|) dubbio , => certo,
*è/sono/era/erano/sarà/saranno , in una certa misura , => è/sono/era/erano/sarà/saranno in parte
*{?comma} in una certa misura , => in parte,
*almeno in una certa misura => almeno in parte
*{!comma,$} in una certa misura [!comma] => in parte
*potrebbe/potrebbero/può/possono , (potenzialmente|eventualmente|forse) , => potrebbe/potrebbero/può/possono
*{?comma} in un certo senso , => in parte,
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
  String.raw`@ chatbot-opener
*^ certo ! => -
*^ certamente ! => -
*^ assolutamente ! => -
*^ con piacere ! => -
*^ ma certo ! => -
@ sycophancy
*^ (ottima|bella|buona|eccellente|splendida|che bella|che ottima|che buona) domanda ! => -
@ chatbot-opener
*^ ecco [?alcuni,alcune,qualche,i,le,gli,dei,delle,degli,cinque,tre,dieci] => -
@ chatbot-signoff
*non esitare a => puoi
*^ approfondiamo => esaminiamo
*{!$} esploriamo (insieme|) => vediamo
*{!$} esploreremo (insieme|) => vedremo
*approfondiamo => esaminiamo
*(e|ma|però|quindi|perciò|dunque|perché|che) , (come|in quanto) (modello linguistico|modello di linguaggio|intelligenza artificiale|IA|un'IA|un'intelligenza artificiale|assistente virtuale) , => $1
*{?comma} (come|in quanto) (modello linguistico|modello di linguaggio|intelligenza artificiale|IA|un'IA|un'intelligenza artificiale|assistente virtuale) , => -
*l'ultimo aggiornamento delle mie conoscenze risale/risaliva => i miei dati risalgono/risalivano`,
  // set 15: a cutoff note that keeps a real caution: "l'ultimo aggiornamento delle mie conoscenze potrebbe non comprendere le novità" -> "queste informazioni potrebbero…"
  String.raw`*(l'ultimo aggiornamento delle mie conoscenze|le mie conoscenze|il mio ultimo aggiornamento) potrebbe/potrebbero/può/possono => queste informazioni potrebbero/potrebbero/possono/possono
*il mio ultimo aggiornamento risale/risaliva => i miei dati risalgono/risalivano
*dopo (l'ultimo aggiornamento delle mie conoscenze|il mio ultimo aggiornamento|l'ultimo aggiornamento dei miei dati) => nel frattempo
*le mie conoscenze risalgono/risalivano => i miei dati risalgono/risalivano
*resto/rimango a (vostra|tua|sua|completa|) disposizione => sono raggiungibile
*restiamo/rimaniamo a (vostra|tua|sua|completa|) disposizione => siamo raggiungibili
*(ai tempi del|secondo il) mio ultimo aggiornamento , => -
*non esitate a => potete
*non esiti a => può
*sentiti libero di => puoi
*sentitevi liberi di => potete
*si senta libero di => può`,
  // ── Riempitivi (non marcatori) ──
  String.raw`@ filler-phrase
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
utilizzare/utilizza/utilizzano/utilizzando/utilizzato/utilizzata/utilizzati/utilizzate/utilizzò => usare/usa/usano/usando/usato/usata/usati/usate/usò
+ effettuare/effettua/effettuano/effettuato/effettuata => fare/fa/fanno/fatto/fatta
+{!aspettiamo,aspetto,aspettano,aspettavamo,attendiamo,siamo,siete,sono,eravamo,eravate,erano,venite,veniamo,venire,accorrete,intervenite,partecipate} numerosi/numerose => molti/molte
+ attualmente => oggi`,
  // ── Round 6 (classes from set 7 survivors and read defects) ──
  String.raw`@ puffery-significance`,
  // "svolge (oggi) un ruolo fondamentale come presidio" -> "fa (oggi) da presidio" (not "svolge un ruolo come")
  String.raw`*svolge/svolgono/svolgeva/svolgevano/svolgerà/svolgeranno/svolgere/svolgendo un ruolo (cruciale|fondamentale|chiave|essenziale|centrale|decisivo|determinante|importante|vitale|primario|di primo piano|di rilievo|significativo|preponderante|) come => fa/fanno/faceva/facevano/farà/faranno/fare/facendo da
*svolge/svolgono/svolgeva/svolgevano/svolgerà/svolgeranno (oggi|ancora|anche|ormai|già|da sempre|tuttora|spesso|davvero|quindi|sempre più|così) un ruolo (cruciale|fondamentale|chiave|essenziale|centrale|decisivo|determinante|importante|vitale|primario|di primo piano|di rilievo|significativo|preponderante|) come => fa/fanno/faceva/facevano/farà/faranno $1 da
*ha/hanno/aveva/avevano/avrà/avranno un ruolo (cruciale|fondamentale|chiave|essenziale|centrale|decisivo|determinante|vitale|primario|di primo piano|di rilievo|significativo|preponderante) come => fa/fanno/faceva/facevano/farà/faranno da
*svolge/svolgono/svolgeva/svolgevano/svolgerà/svolgeranno (oggi|ancora|anche|ormai|già|da sempre|tuttora|spesso|davvero|quindi|sempre più|così) un ruolo (cruciale|fondamentale|chiave|essenziale|centrale|decisivo|determinante|importante|vitale|primario|di primo piano|di rilievo|significativo|preponderante) => conta/contano/contava/contavano/conterà/conteranno $1 molto
*ha/hanno/aveva/avevano/avrà/avranno (oggi|ancora|anche|ormai|già|da sempre|tuttora|spesso|davvero|quindi|sempre più|così) un ruolo (cruciale|fondamentale|chiave|essenziale|centrale|decisivo|determinante|vitale|primario|di primo piano|di rilievo|significativo|preponderante) => conta/contano/contava/contavano/conterà/conteranno $1 molto | pesa/pesano/pesava/pesavano/peserà/peseranno $1 davvero`,
  // "diventa/è testimonianza di una città" -> "racconta/mostra una città" (the preposition goes with the noun)
  String.raw`*diventa/diventano/diventava/diventavano/diventerà/diventeranno/è/sono/era/erano/resta/restano/rimane/rimangono (una|) testimonianza di => racconta/raccontano/raccontava/raccontavano/racconterà/racconteranno/mostra/mostrano/mostrava/mostravano/mostra/mostrano/mostra/mostrano
*diventa/diventano/diventava/diventavano/diventerà/diventeranno/è/sono/era/erano/resta/restano/rimane/rimangono (una|) testimonianza del => racconta/raccontano/raccontava/raccontavano/racconterà/racconteranno/mostra/mostrano/mostrava/mostravano/mostra/mostrano/mostra/mostrano il
*diventa/diventano/diventava/diventavano/diventerà/diventeranno/è/sono/era/erano/resta/restano/rimane/rimangono (una|) testimonianza della => racconta/raccontano/raccontava/raccontavano/racconterà/racconteranno/mostra/mostrano/mostrava/mostravano/mostra/mostrano/mostra/mostrano la
*diventa/diventano/diventava/diventavano/diventerà/diventeranno/è/sono/era/erano/resta/restano/rimane/rimangono (una|) testimonianza dei => racconta/raccontano/raccontava/raccontavano/racconterà/racconteranno/mostra/mostrano/mostrava/mostravano/mostra/mostrano/mostra/mostrano i
*diventa/diventano/diventava/diventavano/diventerà/diventeranno/è/sono/era/erano/resta/restano/rimane/rimangono (una|) testimonianza delle => racconta/raccontano/raccontava/raccontavano/racconterà/racconteranno/mostra/mostrano/mostrava/mostravano/mostra/mostrano/mostra/mostrano le
*diventa/diventano/diventava/diventavano/diventerà/diventeranno/è/sono/era/erano/resta/restano/rimane/rimangono (una|) testimonianza degli => racconta/raccontano/raccontava/raccontavano/racconterà/racconteranno/mostra/mostrano/mostrava/mostravano/mostra/mostrano/mostra/mostrano gli
*diventa/diventano/diventava/diventavano/diventerà/diventeranno/è/sono/era/erano/resta/restano/rimane/rimangono (una|) testimonianza dello => racconta/raccontano/raccontava/raccontavano/racconterà/racconteranno/mostra/mostrano/mostrava/mostravano/mostra/mostrano/mostra/mostrano lo`,
  // figurative "paesaggio" of a field of rules or money -> "quadro" (same gender and number)
  String.raw`*il/nel/del/al/sul/dal/un/nell'attuale/l'attuale paesaggio (previdenziale|pensionistico|fiscale|tributario|legislativo|normativo|regolatorio|sanitario|lavorativo|occupazionale|contributivo|istituzionale|sindacale|scolastico|energetico|assistenziale|burocratico|giuridico|contrattuale|geopolitico) => il/nel/del/al/sul/dal/un/nell'attuale/l'attuale quadro $1
*i/nei/dei/ai/sui/dai paesaggi (previdenziali|pensionistici|fiscali|tributari|legislativi|normativi|regolatori|sanitari|lavorativi|occupazionali|contributivi|istituzionali|energetici|assistenziali|giuridici|contrattuali|geopolitici) => i/nei/dei/ai/sui/dai quadri $1
@ copula-avoidance`,
  // "si pone/presenta/propone/configura come (l')alternativa …" -> "è un'alternativa …", any tense and number
  String.raw`*si presenta/presentano/propone/propongono/configura/configurano/afferma/affermano/pone/pongono come (un|una|uno|il|la|lo|i|le|gli|l'unica|l'unico|l'ideale|l'occasione|l'alternativa|l'esempio|un'occasione|un'opportunità|un'alternativa|un'eccellenza|un'esperienza|un'oasi|un'icona|un'ancora|un'evoluzione|un'importante|un'ottima) => è/sono/è/sono/è/sono/è/sono/è/sono $1
*si pone/presenta/propone/configura/afferma come alternativa => è un'alternativa
*si pongono/presentano/propongono/configurano/affermano come alternative => sono alternative
*si pone/presenta/propone/configura/afferma come (soluzione|risposta|garanzia|guida|cerniera|vetrina|piattaforma|realtà) => è una $1
*si pongono/presentano/propongono/configurano/affermano come (soluzioni|risposte|garanzie|guide|vetrine|piattaforme|realtà) => sono $1
*si pone/presenta/propone/configura/afferma come (luogo|sostegno|supporto|partner|alleato|interlocutore|presidio|volano|hub) => è un $1
*si pone/presenta/propone/configura/afferma come (strumento|spazio|snodo) => è uno $1
*si pongono/presentano/propongono/configurano/affermano come (strumenti|spazi|luoghi|partner|alleati|interlocutori|presidi|snodi) => sono $1
*si poneva/ponevano/presentava/presentavano/proponeva/proponevano come (un|una|uno|il|la|lo|i|le|gli) => era/erano/era/erano/era/erano $1
*si porrà/porranno/presenterà/presenteranno/proporrà/proporranno come (un|una|uno|il|la|lo|i|le|gli) => sarà/saranno/sarà/saranno/sarà/saranno $1
*si è posto/posta/proposto/proposta/affermato/affermata come (un|una|uno|il|la|lo) => è diventato/diventata/diventato/diventata/diventato/diventata $1
@ promotional-language
*incastonato/incastonata/incastonati/incastonate nel cuore (di|del|della|dei|delle|degli|dello) => situato/situata/situati/situate al centro $1
*inserito/inserita/inseriti/inserite nel cuore (di|del|della|dei|delle|degli|dello) => situato/situata/situati/situate al centro $1`,
  // "ricordi indimenticabili" -> "bei ricordi" (not "ricordi da ricordare")
  String.raw`*ricordo (indimenticabile|memorabile|indelebile) => bel ricordo
*ricordi (indimenticabili|memorabili|indelebili) => bei ricordi
*un ricordo (indimenticabile|memorabile|indelebile) => un bel ricordo
@ excess-vocabulary`,
  // "ottimizzare la spesa" -> "contenere la spesa" (not "migliorare la spesa")
  String.raw`*ottimizzare/ottimizza/ottimizzano/ottimizzando/ottimizzi/ottimizziamo (la spesa|le spese|il budget|i consumi|la bolletta|le bollette) => contenere/contiene/contengono/contenendo/contieni/conteniamo $1
*ottimizzare/ottimizza/ottimizzano/ottimizzando/ottimizzi/ottimizziamo (il|il proprio|il tuo|il vostro|il nostro|il loro) tempo => usare/usa/usano/usando/usi/usiamo meglio $1 tempo
@ negative-parallelism`,
  // "rappresentano oggi molto più di un passatempo" -> "sono oggi più di un passatempo" (a plain comparison, any person and tense)
  String.raw`*rappresenta/rappresentano/rappresentava/rappresentavano/rappresenterà/rappresenteranno (oggi|ormai|ancora|davvero) molto più (di|che) => è/sono/era/erano/sarà/saranno $1 più $2
*rappresenta/rappresentano/rappresentava/rappresentavano/rappresenterà/rappresenteranno molto più (di|che) => è/sono/era/erano/sarà/saranno più $1
*è/sono/era/erano/sarà/saranno/sia/siano/diventa/diventano (oggi|ormai|ancora|davvero) molto più (di|che) (un|una|uno|il|la|lo|dei|delle|degli) => è/sono/era/erano/sarà/saranno/sia/siano/diventa/diventano $1 più $2 $3
*è/sono/era/erano/sarà/saranno/sia/siano/diventa/diventano molto più (di|che) (un|una|uno|il|la|lo|dei|delle|degli) => è/sono/era/erano/sarà/saranno/sia/siano/diventa/diventano più $1 $2`,
].join("\n");
