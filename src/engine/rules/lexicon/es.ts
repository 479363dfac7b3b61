// The Spanish lexicon (format: see compile.ts; "@ family" lines name the sign family of the
// entries after them, docs/ai-writing-signs.md). Entries marked "*" are the marker phrases
// typical of Spanish chatbot output: stock openers and closers, "desempeña un papel crucial",
// "en el mundo actual", "adentrarse en", inflated verbs and adjectives, wordy links.
//
// How the list was built: no published study of over-used vocabulary in Spanish model output was
// at hand, so it was compiled by hand, family by family of the catalogue (vocabulary, stock
// phrases, connective fillers, puffery and significance, promotional tone, copula avoidance,
// hedges, didactic disclaimers, chatbot leftovers), from the Spanish counterparts of the English
// entries (lexicon/en.ts: Kobak et al. 2024, Liang et al. 2024, Wikipedia's "Signs of AI
// writing") and from the stock phrasing of Spanish assistant answers. Replacements avoid gender
// and number problems: an adjective is replaced slot by slot (prometedor/prometedora/
// prometedores/prometedoras -> alentador/…) or by one that does not change (notable ->
// importante), and a phrase that names its article carries its replacement's article
// ("una gran cantidad de" -> "un montón de").

/** String.raw under a short name: the bundle spells it once, not at each of the file's templates (−160 B gzip). */
const raw = String.raw;

export const ES_LEXICON = [
  // ── Apertura y cierre ───────────────────────────────────────────────────────────────
  raw`@ chatbot-opener
*^ ¡ por supuesto ! => -
*^ ¡ claro ! => -
*^ ¡ claro que sí ! => -
*^ ¡ con gusto ! => -
*^ ¡ desde luego ! => -
@ sycophancy
*^ ¡ (excelente|buena|gran|muy buena|qué buena|qué gran|qué excelente) (pregunta|consulta) ! => -
*^ ¡ (entiendo|entendemos|comprendo) (perfectamente|) (tu|su) preocupación ! => -
*^ sin más preámbulos , vamos a ello . => -
@ section-summary
*^ en conclusión , => - | en suma,
*^ (para concluir|a modo de conclusión|en resumen|para resumir|resumiendo|en síntesis) , => -
*^ en definitiva , y en última instancia , => al final,
*^ en definitiva , => -
*^ (en resumen|en conclusión|en definitiva) : => -
*que , en definitiva , => que
*{?comma} en definitiva , => al final,
*^ en última instancia , => al final,
`,
  // round 22: the era openers also go after a label's colon ("P. D.: En la era digital, también estamos…"; "Hoy," read as "today only").
  // Round 19: after a conjunction "al final" adds a time sense ("y, en última instancia, trabajamos" -> "y trabajamos"): the
  // parenthetical entry ", en última instancia , => -" (round 22, below) covers it.
  // set 23: "Por un lado," goes with its "Por otro lado," (one half was left dangling).
  raw`@ transition-overuse
*^ (además|asimismo|adicionalmente|por un lado|por una parte|por otro lado|por otra parte|en este contexto|dicho esto|en esta línea) , => -
*^ de (este modo|esta manera|esta forma) , => así,
*^ (por lo tanto|por consiguiente|por ende) , => así que
*^ no obstante , => aun así,
*^ sin embargo , => pero | aun así,
*^ en primer lugar , => primero,
*^ en segundo lugar , => segundo,
@ didactic-disclaimer
*^ cabe (también|además) (destacar|mencionar|señalar|resaltar|subrayar|recordar) que => -`,
  // "Cabe destacar, por otro lado, que …" / "Es importante señalar, además, que …": the aside goes with the signpost;
  // round 17: before a noun phrase, "Es fundamental, asimismo, destacar su app" -> "También hay que destacar su app"
  // set 26: "es esencial para nosotros que" is a wish ("queremos que"), "es esencial que" a need ("hace falta que", subjunctive kept;
  // "es indispensable (para nosotros) que" swapped a synonym into the same formula).
  raw`*^ cabe (destacar|mencionar|señalar|resaltar|subrayar|recordar|añadir) , (por otro lado|por otra parte|además|asimismo|también|igualmente|por último|eso sí) , que => -
*^ es (importante|fundamental|esencial|necesario|crucial) (destacar|mencionar|señalar|resaltar|subrayar|recordar|tener en cuenta) , (por otro lado|por otra parte|además|asimismo|también|igualmente|por último|eso sí) , que => -
*^ es (importante|fundamental|esencial|crucial) , (asimismo|además|también|igualmente) , (destacar|mencionar|señalar) [!que] => también hay que $3
*^ vale (también|además|) la pena (destacar|mencionar|señalar|resaltar|recordar) que => -
*^ es (crucial|esencial|clave|vital|necesario) (entender|comprender|recordar|destacar|señalar|tener en cuenta) que => -
*^ conviene (recordar|destacar|señalar|subrayar) que => -
*^ hay que (destacar|señalar|resaltar|subrayar) que => -
*^ no hay que olvidar que => -
*^ es innegable que => -
*cabe (destacar|mencionar|señalar|resaltar|subrayar|recordar) que => -
*es importante (destacar|mencionar|señalar|tener en cuenta|recordar|resaltar|subrayar|entender|comprender|notar) que => -
*es fundamental (destacar|señalar|recordar|entender|comprender|tener en cuenta) que => -
*^ es (importante|fundamental|esencial|crucial|clave|vital|primordial) (tener en cuenta|considerar|recordar|revisar|comprobar|elegir|medir|evitar|mantener|leer|consultar|saber|entender|comprender|valorar|vigilar|controlar|planificar|prever|hidratarse|beber|usar|llevar) [!que] => conviene $2 | hay que $2
*{!lo,que,no} es (importante|fundamental|esencial|crucial|primordial) (tener en cuenta|considerar|recordar|revisar|comprobar|elegir|medir|evitar|mantener|leer|consultar|saber|entender|comprender|valorar|vigilar|controlar|planificar|prever) [!que] => conviene $2 | hay que $2
*es (esencial|fundamental|crucial|vital) para nosotros/mí que => queremos/quiero que
*es (esencial|crucial|primordial|vital) que => hace falta que
@ stock-phrase
*^ en el mundo (actual|de hoy|moderno) , => -
*^ en el (vertiginoso|cambiante|acelerado) mundo (actual|de hoy) , => -
*^ en un mundo (cada vez más|en constante) (digital|conectado|globalizado|complejo|interconectado|evolución|cambio|transformación) , => -
*^ en un mundo (en constante evolución|en constante cambio|en constante transformación|cada vez más digital|cada vez más conectado|cada vez más globalizado|cada vez más complejo) , (en el que|en el cual|donde) => hoy, cuando
*^ en la era digital , (en la que|en la cual|donde) => hoy, cuando
*^ (en la era digital|en el panorama actual|en la actualidad|hoy en día) , => -
*{?:} (en la era digital|en el panorama actual|en la actualidad|hoy en día) , => -
@ stacked-hedge
*^ (sin lugar a dudas|sin duda alguna|sin duda|en cierta medida) , => -`,
  // round 9: "puedes deducir, en cierta medida, parte de los gastos" -> "puedes deducir parte de los gastos" (not "en parte, parte");
  // also before "buena/gran/una parte" ("evita, en cierta medida, buena parte de los olores")
  // set 26: after a modal the hedge goes ("la cuota podría, en parte, pesar más" stacked two hedges and was unidiomatic).
  raw`*, en cierta medida , [?parte,buena,gran,una] => -
*{?puede,pueden,podría,podrían} , en cierta medida , => -`,
  // "es, en cierta medida, el mejor seguro": after a copula "en cierto modo" ("en parte" says it is only partly the best);
  // after another verb "en parte" ("reduce, en parte, el estrés").
  raw`*{?es,son,era,eran,fue,fueron,será,serán,sería,serían,sea,sean,resulta,resultan,resultó,supone,suponen,supuso,parece,parecen,representa,representan,constituye,constituyen} , en cierta medida , => , en cierto modo,
*{?comma} en cierta medida , => en parte,
*en cierta medida => en parte
*{!comma} sin duda [!comma] => -`,
  // "Nuestra monitorización, sin duda de las más completas, …" -> "Nuestra monitorización, de las más completas, …" (the hedge before an apposition)
  raw`*{?comma} sin duda [?de,una,uno,unos,unas,la,el,los,las,lo,un,mejor,mejores,más] => -
*{!comma} sin lugar a dudas [!comma] => -
*, sin (duda|lugar a dudas|ninguna duda) , => -
*(podría~/n|puede~/n) , (potencialmente|posiblemente) , => $1
*(podría~/n|puede~/n/s|podrías|podemos|podríamos|suele~/n) (ser|estar|resultar|llegar a ser) (potencialmente|posiblemente) => $1 $2
*(podría~/s|podríamos|podríais|podrían|puede~/s|podemos|podéis|pueden) (posiblemente|potencialmente) => $1
*(potencialmente|posiblemente) (podría~/s|podríamos|podríais|podrían|puede~/s|podemos|podéis|pueden) => $2
*^ potencialmente , => -
*potencialmente (mortal~/es|letal~/es) => de riesgo vital`,
  // after an infinitive ("pueden reducir potencialmente la producción"), the modal already hedges; round 19: "mercancías
  // potencialmente peligrosas" is the regulatory category of dangerous goods (ADR, Reglamento (CE) 1272/2008), kept
  // set 23: also after "necesitar", "tener", "pagar" ("podrías necesitar potencialmente" -> "posiblemente" kept two hedges).
  raw`*{?reducir,aumentar,mejorar,afectar,ahorrar,generar,producir,causar,provocar,dañar,bajar,subir,disminuir,limitar,alterar,cambiar,perder,ganar,evitar,necesitar,tener,pagar} potencialmente => -
(mercancía~/s|materia~/s|residuo~/s|sustancia~/s|materiales|objeto~/s|artículo~/s) potencialmente (peligrosa~/s|peligroso~/s) => $1 potencialmente $2
*{!es,son,era,sea,sean,fue,ser,está,están,resulta,parece} potencialmente (peligros~o/a|tóxic~o/a|dañin~o/a|nociv~o/a|grave|inflamable|contagios~o/a) => que puede ser $1
*{!es,son,era,sea,sean,fue,ser,está,están,resulta,parece} potencialmente (peligros~os/as|tóxic~os/as|dañin~os/as|nociv~os/as|graves|inflamables|contagios~os/as) => que pueden ser $1
*{!materiales} potencialmente => posiblemente
*quizás podría~/n => podría~/n
*tal vez podría~/n => podría/podrían`,
  // ── Importancia y trascendencia ─────────────────────────────────────────────────────
  // round 17: a part in an action (protection, prevention…) is a contribution to it ("el club contribuye a su protección, con el
  // apoyo de…"; "es importante para su protección" can read as the club's own); round 22: "… en" (below) keeps the
  // "en" of a coordination ("contribuye a su protección y en su comodidad" broke it)
  raw`@ puffery-significance
*desempeña/desempeñan/desempeñó/desempeñaron/juega/juegan/jugó/jugaron/cumple/cumplen/cumplió/cumplieron/ocupa/ocupan/ocupó/ocuparon/asume/asumen/asumió/asumieron/adquiere/adquieren/adquirió/adquirieron/tiene/tienen/tuvo/tuvieron/tenía/tenían un papel (crucial|fundamental|clave|esencial|vital|importante|decisivo|determinante|central|primordial|protagonista) en => influ~ye/yen/yó/yeron/ye/yen/yó/yeron/ye/yen/yó/yeron/ye/yen/yó/yeron/ye/yen/yó/yeron/ye/yen/yó/yeron/ye/yen/yó/yeron/ía/ían en
*desempeña/desempeñan/juega/juegan un papel (crucial|fundamental|clave|esencial|vital|importante|decisivo) para quienes => es/son/es/son muy útil~/es//es para quienes`,
  // round 22: a part "en X" keeps its "en" ("es importante para su seguridad y en sus ganas" broke the coordination;
  // "importante para estos conflictos" said it was good for them); set 23: "influye mucho en X" was odd ("… en un mundo
  // cambiante"); set 24: so was "es importante en X" ("El mulato es importante en el color"): "influye en X" (above).
  // set 25: before a comma a gerund follows ("desempeña un papel fundamental, consolidando …"): "es importante, consolidando"
  // hung it off an empty copula; the entry below makes it "un papel importante".
  // set 26: "y en este sentido juega un papel clave:" before a colon -> "y eso pesa mucho:" ("y en este sentido es importante:"
  // left "en este sentido" pointing at nothing and no subject).
  raw`*desempeña/desempeñan/desempeñó/desempeñaron/juega/juegan/jugó/jugaron/cumple/cumplen/cumplió/cumplieron/ocupa/ocupan/ocupó/ocuparon/asume/asumen/asumió/asumieron/adquiere/adquieren/adquirió/adquirieron un papel (crucial|fundamental|clave|esencial|vital|importante|decisivo|determinante|central|primordial|protagonista) [!comma] => es/son/fue/fueron/es/son/fue/fueron/es/son/fue/fueron/es/son/fue/fueron/es/son/fue/fueron/es/son/fue/fueron importante~/s//s//s//s//s//s//s//s//s//s//s//s
*en (este|ese) sentido (desempeña|juega|cumple) un papel (crucial|fundamental|clave|esencial|vital|importante|decisivo) [?:] => eso pesa mucho
*tiene/tienen/tuvo/tuvieron/tenía/tenían un papel (crucial|fundamental|clave|esencial|vital|decisivo|determinante|central|primordial|protagonista) => es/son/fue/fueron/era/eran importante~/s//s//s
*ha/han tenido un papel (crucial|fundamental|clave|esencial|vital|decisivo|determinante|central|primordial|protagonista) => ha/han sido importante~/s
*un papel (crucial|fundamental|esencial|vital|decisivo|determinante|primordial) => un papel importante
*un (verdadero|auténtico|) testimonio de => una muestra de
*un claro/vivo testimonio de => una clara/viva muestra de
*es/son un reflejo de => refleja~/n
*pone/ponen/puso/pusieron de (relieve|manifiesto) => muestra/muestran/mostró/mostraron
*hito~/s (importante~/s|significativo~/s|histórico~/s|clave|fundamental~/es|crucial~/es|trascendental~/es) => gran~/des pas~o/os
*supone/suponen/supondrá/supondrán/marca/marcan/marcará/marcarán/marcó un (verdadero|auténtico|gran|) hito (sin precedentes|histórico|) => supone/suponen/supondrá/supondrán/supone/suponen/supondrá/supondrán/supuso un gran cambio`,
  // "marca, además, un nuevo hito"
  raw`*marc~a/an/ó/ará/arán , (además|también|asimismo) , un (nuevo|gran|) hito => sup~one/onen/uso/ondrá/ondrán también un $2 logro
*marc~a/an/ó/ará/arán un nuevo hito => sup~one/onen/uso/ondrá/ondrán un nuevo logro`,
  // "es todo un hito." / "un pequeño hito," (before a stop or a comma the bare entry below does not apply)
  // set 26 (es-26): a milestone is a step, not an achievement ("este cambio es un logro en nuestros 40 años" praised a change not yet made).
  // set 26: "vender su casa es todo un hito" is a big step ("todo un logro" changed the sense; a "paso" follows in the text).
  raw`*{?es,son,será,sería,fue,era,supone,resulta} todo un hito => un gran paso
*(todo un|un pequeño|un gran|un nuevo|otro|un importante) hito => $1 logro
*(pequeños|grandes|nuevos|otros|importantes) hitos => $1 logros
hito~/s (que marca|que marcan|que separa|que separan|que delimita) (el|la|los|las) (linde~ro/|límite|finca|parcela|linde~ros/s|límites|fincas|parcelas) => hito~/s $1 $2 $3
hito~/s (de piedra|de lindero|del lindero) => hito~/s $1
*hito~/s [!de,del,kilométrico,kilométricos,fronterizo,fronterizos,geodésico,geodésicos,divisorio,divisorios,miliario,miliarios,comma,$] => gran~/des pas~o/os`,
  // "una experiencia que marca un antes y un después": it leaves a mark ("que es un gran cambio" is odd); round 18: only after "que":
  // "Darte de alta a tiempo marca un antes y un después" is a turning point ("deja huella" says it impresses).
  // "Esta ronda marcará un antes y un después para la compañía": a big change for someone ("dejar huella para" is odd).
  // round 20: "auténtico" after its noun is literal ("suelo hidráulico auténtico", "copia auténtica"): only the one before it is puffery;
  // "materiales potencialmente con amianto (MPCA)" is a regulatory category; set 20: so are "objetos/artículos potencialmente
  // peligrosos" in airport security (below).
  raw`*mar~ca/có/cará/can/caron/carán/que/quen/car/cando un antes y un después (tanto|también|incluso|sobre todo|) (para|en) => sup~one/uso/ondrá/onen/usieron/ondrán/onga/ongan/oner/_ un gran cambio $1 $2`,
  // round 22: the gerund has no form ("suponiendo un gran cambio" reads as "assuming"): "marcando un gran cambio" (below).
  // "… en la cicatrización" ("deja huella" reads as a scar); set 20: "influye mucho en el mundo de" was odd: "supone un gran cambio en"
  // set 24: "marca un antes y un después en cada bocado" is noticed in each one ("supone un gran cambio en cada bocado" was odd).
  raw`*{?que} mar~ca/có/cará/can/caron/carán/que/quen/car/cando un antes y un después => dej~a/ó/ará/an/aron/arán/e/en/ar/ando huella
*mar~ca/có/cará/can/caron/carán/que/quen/car/cando un antes y un después => sup~one/uso/ondrá/onen/usieron/ondrán/onga/ongan/oner/_ un gran cambio
*mar~ca/can/có un antes y un después en cada => se not~a/an/ó en cada
*un antes y un después => un gran cambio
*un legado (duradero|imborrable|indeleble|invaluable) => un legado
*abr~e/en/ió/ieron/ir/iendo el camino (a|hacia|para) (un|una|nuev~os/as|el|la) => prepar~a/an/ó/aron/ar/ando $2
*un verdadero => un
*una verdadera => una
*trascendental~/es => muy importante/importantes`,
  // "en un momento crucial" -> "decisivo" (not "importante" again next to another one)
  raw`*(un|el|este|ese|aquel) momento (crucial|clave) => $1 momento decisivo
*crucial~/es => importante~/s
*primordial~/es => muy importante~/s
*fundamental para => importante para
*es fundamental => es importante
*{!derecho,derechos,ley,principio,principios,física,partícula,partículas,estado,nota,tono,frecuencia,carta,teorema,fuerza,fuerzas} fundamental~/es => importante~/s
*son fundamentales => son importantes`,
  // "notable" the school grade ("sacó un notable en Física", "aprobó con notable", round 18 "nota media de notable o superior") is a literal use; "la propuesta más notable
  // por su uso del barro" singles one out: "más destacable" ("más importante" changes the criterion)
  // round 19: "de forma notable" -> "sensiblemente", before or after the object ("reducir de forma clara" is weak, "mucho" cannot follow an object)
  // set 24: a "notable" before its noun is "gran/grandes" ("su importante complejidad" is odd); "y, notablemente, verás" loses
  // the adverb with its commas ("y, mucho, verás" is broken); "subrayan un dato fundamental" -> "aportan un dato" ("muestran un
  // dato importante" was odd).
  raw`(un|el|con|otro|de) notable [?$,en,alto,bajo,y,o,u,con,como,medio,pero,de] => $1 notable
*{?más,muy,tan,menos,bastante,especialmente,particularmente} notable~/s => destacable~/s
*{?su,sus,la,una,un,el} notable~/s => gran/grandes
*notable~/s => importante~/s
*subraya~/n un dato => aporta~/n un dato
*notablemente innovador~/a/es/as => muy novedos~o/a/os/as
*notablemente (más|menos|mayor~/es|menor~/es|mejor~/es|peor~/es|superior~/es|inferior~/es|antes|después) => mucho $1
*notablemente [?$,comma,el,la,los,las,lo,un,una,unos,unas,su,sus,mi,mis,tu,tus,en,de,desde,con,durante,este,esta,estos,estas,ese,esa,esos,esas,tras,gracias,al,del,a,por,para,nuestro,nuestra,nuestros,nuestras,vuestro,vuestra,y,e,o,u,pero,que,cuando,si,como,sin,entre,hasta,hacia,según,respecto] => mucho
*(y|e|pero) , notablemente , => $1
*notablemente => muy
*{!diferencia,diferencias,estadísticamente,correlación,correlaciones,asociación,efecto,efectos,resultado,resultados,prueba} significativ~o/a/os/as => importante~//s/s
*de (manera|forma|modo) (significativa|notable|considerable) => sensiblemente
*significativamente => sensiblemente
*considerablemente => sensiblemente`,
  // set 20: "subraya en el parte el número" (underline on a form) and "las bandas resaltan con los faros" (stand out) are literal
  // set 23: "subraya además que" -> "recuerda además que" ("señala" repeated the quote's "señala").
  raw`*subraya/subrayan/subrayó (además|también|) que => recuerda/recuerdan/recordó $1 que
*resalta~r//n/ndo [!en,con,sobre,entre] => señala~r//n/ndo
*subraya~r//n/ndo [!en,con,sobre,entre] => señala~r//n/ndo
*cabe (destacar|mencionar|señalar|resaltar|subrayar) => hay que mencionar`,
  // ── Vocabulario inflado ─────────────────────────────────────────────────────────────
  raw`@ excess-vocabulary
*adentrar~se/nos/me en => meter~se/nos/me en
*sumergir~se/nos/me en => meter~se/nos/me en
*nos adentraremos en => veremos
*nos sumergiremos en => veremos
*e innovador~/a/es/as => y novedos~o/a/os/as
*innovador~/a/es/as => novedos~o/a/os/as
*vanguardista~/s => moderno~/s
*de vanguardia => de punta`,
  // "Una flota de última generación": modern, agreeing with the noun; any other noun "de nueva generación" ("de punta" is odd in Spain;
  // round 18: it fits technology only, so workshops, centres and clinics are in the lists: "talleres modernos").
  raw`*(flota|clínica|experiencia|maquinaria|tecnología|instalación|equipación|cámara|pantalla|cocina|sala|aula|red|plataforma|herramienta|impresora|máquina|embarcación|moto|bicicleta|consola|cafetera|lavadora|nevera|caldera) de última generación => $1 moderna
*(flotas|clínicas|instalaciones|máquinas|herramientas|cámaras|pantallas|aulas|salas|tecnologías|plataformas|redes|cocinas|impresoras|embarcaciones|motos|bicicletas|consolas|calderas) de última generación => $1 modernas
*(equipo|taller|centro|hospital|material|barco|velero|simulador|sistema|vehículo|coche|ordenador|gimnasio|aparato|dispositivo|laboratorio|motor|teléfono|móvil|quirófano|escáner|equipamiento|instrumental|autobús|tren) de última generación => $1 moderno
*(equipos|talleres|centros|hospitales|materiales|barcos|veleros|simuladores|sistemas|vehículos|coches|ordenadores|aparatos|dispositivos|laboratorios|motores|teléfonos|móviles|medios|equipamientos|instrumentos|autobuses|trenes|quirófanos) de última generación => $1 modernos
*de última generación => de nueva generación
*meticulos~o/a/os/as => cuidados~o/a/os/as
*meticulosamente => con cuidado
*minucios~o/a/os/as => cuidados~o/a/os/as
*sin fisuras => sin cortes
*robust~o/a/os/as => sólid~o/a/os/as
*holístic~o/a/os/as => global~//es/es
*multifacétic~o/a => complej~o/a
*exhaustiv~o/a/os/as => complet~o/a/os/as
*prometedor~/a/es/as [?jugador,jugadora,jugadores,jugadoras,base,escolta,alero,pívot,delantero,delantera,portero,portera,talento,talentos,joven,jóvenes,artista,artistas,escritor,escritora,chef,cocinero,cocinera,investigador,investigadora,estudiante,estudiantes,atleta,atletas,piloto,tenista,cantante,músico,música,director,directora,actor,actriz] => talentos~o/a/os/as`,
  // round 22: after a noun a promising thing has a future ("una cantera alentadora" broke the collocation); "alentador" fits
  // news and results, and a predicate ("el inicio es prometedor").
  // set 23: a predicate "sumamente prometedor" is "alentador" ("fueron muy buenos" strengthened the claim).
  // round 9: a candidacy or a CV that "resulte prometedora" convinces ("para que tu candidatura resulte prometedora" -> "convincente", not "alentadora")
  raw`*(candidatura~/s|perfil~/es|currículum|currículo|solicitud~/es|propuesta~/s|presentación|carta) (result~e/a/en/an|sea~/n|es|son|parezca~/n|parece~/n) prometedor~/a/es/as => $1 $2 convincente/convincente/convincentes/convincentes`,
  // "una opción sumamente prometedora": an option is interesting ("muy alentadora" is odd for an option); round 17: so is a tool,
  // a technique or a treatment ("una herramienta alentadora" is odd).
  // Round 18: "potencia" before a colon, "de" or "contratada" is the noun ("**Potencia:** 10 kW", contracted power): kept.
  // set 24: "califican de prometedor" -> "de alentador" ("de sólido" changed the experts' verdict).
  // set 26 (es-26): a finding (a benefit, an effect, after "cognitivo" or "clínico") is "alentador" ("un beneficio cognitivo con futuro"
  // was colloquial for research).
  // set 25: "un futuro sumamente prometedor" -> "un futuro alentador" ("muy interesante" changed the claim); before "de" the
  // word stays ("una generación con futuro de cineastas" cut the noun from its complement).
  raw`*{?sido,es,son,fue,fueron,era,eran,será,resulta,resultó,está,parece,futuro} (sumamente|muy|realmente) prometedor~/a/es/as => alentador~/a/es/as
*{?más,menos,tan,muy,bastante,sumamente,realmente,especialmente,herramienta,herramientas,técnica,técnicas,método,métodos,tratamiento,tratamientos,terapia,terapias,opción,opciones,alternativa,alternativas,vía,vías,solución,soluciones,idea,ideas,salida,salidas,oportunidad,oportunidades,posibilidad,posibilidades,oferta,ofertas} prometedor~/a/es/as => interesante~//s/s
*{?el,la,los,las,un,una,unos,unas,su,sus,del,al,este,esta,estos,estas} prometedor~/a/es/as => buen~/a/os/as
*(decisión|elección) prometedora => $1 acertada
*{?de,es,son,sea,sean,era,fue,parece,resulta,ser,resultados,datos,cifras,noticias,señales,inicio,comienzo,futuro,porvenir,beneficio,beneficios,efecto,efectos,cognitivo,cognitiva,clínico,clínica} prometedor~/a/es/as => alentador~/a/es/as
*prometedor~/a/es/as [!de,del] => con futuro
*fascinante~/s => interesante~/s
*apasionante~/s => interesante~/s
*inestimable~/s => enorme~/s
*innegable~/s => evidente~/s
*(indudablemente|innegablemente) => claramente
*(sumamente|extremadamente|increíblemente) => muy
*fomenta~r//n/ndo (las|sus|tus|) (habilidades|capacidades|competencias|destrezas) => desarrolla~r//n/ndo $1 $2
*fomenta~r//n/ndo => favorec~er/e/en/iendo
*potencia~r//n/ndo (tu|su|el|vuestro|nuestro|mi) (rendimiento|resultado~/s) => aumenta~r//n/ndo $1 $2
*{!la,una,su,de,gran,alta,baja,máxima} potencia~r//n/ndo [!$,de,del,contratada] => ref~orzar/uerza/uerzan/orzando
*optimiza~r//n/ndo (los|sus) (cost~es/os|gastos) => reduc~ir/e/en/iendo $1 $2
*optimiza~r//n/ndo (los|sus) recursos => aprovecha~r//n/ndo mejor $1 recursos
*optimiza~r//n/ndo cada (litro|gota|centímetro|metro|rincón) => aprovecha~r//n/ndo cada $1
*optimiza~r//n/ndo => mejora~r//n/ndo
*revoluciona~r//n/ndo => cambia~r//n/ndo
*transform~ar/a/an/ando/ó/ado/ada [!tu,su] => cambiar/cambia/cambian/cambiando/cambió/cambiado/cambiada`,
  // round 17: "esencial" in a term stays ("aminoácidos esenciales", "ácidos grasos esenciales", "servicios esenciales")
  // round 22: also before "y" ("una experiencia armoniosa y segura" -> "una experiencia segura"; "equilibrada" was odd)
  // round 18: a coordinated filler adjective goes ("una vibrante y armoniosa vida vecinal" -> "una animada vida vecinal"; "equilibrada
  // vida vecinal" is odd); "copia auténtica" (a certified copy), "firma auténtica", "interpretación auténtica" are legal terms.
  // reflexive: "el sector se transforma" -> "el sector cambia" (never "se cambia"); "se transforma en" -> "se convierte en"
  // round 20: "transforma tu hogar" stays ("cambia tu hogar" reads as moving house); "optimizando cada litro/centímetro" makes the most of it
  // ("mejorando cada litro" is no collocation)
  // set 24: not before an article or a possessive: that "y" joins two noun phrases ("una acidez armoniosa y un final largo"
  // lost its noun: "una acidez un final largo").
  raw`*se transform~a/an/ó/aron/aba/aban/ará/arán/aría/arían => cambi~a/an/ó/aron/aba/aban/ará/arán/aría/arían
*se transform~a/an/ó/aron/aba/aban/ará/arán/aría/arían en (un|una|el|la|los|las|unos|unas|lugar|espacio|punto|centro|sede|referente) => se conv~ierte/ierten/irtió/irtieron/ertía/ertían/ertirá/ertirán/ertiría/ertirían en $1
*se est~á/án/aba/aban transformando => est~á/án/aba/aban cambiando
*se (ha|han|había~/n) transformado => $1 cambiado
*{!aceite,aceites,aminoácido,aminoácidos,ácido,ácidos,grasos,nutriente,nutrientes,servicio,servicios,trabajadores} esencial~/es => indispensable~/s
*(textura|mezcla|acabado|tejido|color|tono|punto) (armonios~o/a) => $1 uniforme
*(texturas|acabados|tejidos|colores|tonos|puntos) (armonios~os/as) => $1 uniformes
*(una|la|su|nuestra) convivencia armoniosa => $1 buena convivencia
*y armonios~o/a/os/as => -
*armonios~o/a/os/as y [!comma,$,un,una,el,la,los,las,su,sus] => -
*armonios~o/a/os/as => equilibrad~o/a/os/as
*de (forma|manera) armoniosa => con equilibrio
*de modo armonioso => con equilibrio
*un auténtico => un
*una auténtica => una
*{?el,la,los,las,lo,su,sus,tu,más,muy} auténtic~o/a/os/as => genuino/genuina/genuinos/genuinas`,
  // round 18: whoever "se muestra encantador" (a bank, a clerk) is friendly, not pretty; "impresionante" is "espectacular" by
  // default ("los excelentes cerros" is odd: hills are not excellent), "imponente" after a tall thing.
  // round 9: people are "amables", not "bonitos" ("Nuestros guías, tan encantadores como exigentes" -> "tan amables como exigentes")
  // set 24: after an article, a possessive or a determiner it is an ornament before the noun: dropped ("los bonitos sabores"
  // broke the collocation); not before "de" ("la encantadora de serpientes" is a noun). A predicate "son realmente
  // impresionantes" -> "merecen la pena" ("realmente espectaculares" swapped one puff word for another).
  raw`*(guías|monitor~es/as|profesor~es/as|anfitrion~es/as|camarer~os/as|dueñ~os/as|vecin~os/as|emplead~os/as|trabajador~es/as|cuidador~es/as|instructor~es/as) , (tan|muy|siempre) encantador~es/as => $1, $2 amables~/
*{?guía,guías,persona,personas,gente,anfitrión,anfitriona,anfitriones,anfitrionas,monitor,monitora,monitores,monitoras,profesor,profesora,profesores,profesoras,dueño,dueña,dueños,dueñas,personal,equipo,camarero,camarera,camareros,camareras,vecino,vecina,vecinos,vecinas,señor,señora,chico,chica,chicos,chicas,hombre,mujer,muestra,muestran,mostró,mostraron,mostrarse} encantador~/a/es/as => amable~//s/s
*tan encantador~/a/es/as como (amable~/s|exigente~/s|simpátic~o/a/os/as|profesional~/es|divertid~o/a/os/as|atent~o/a/os/as|paciente~/s|estrict~o/a/os/as) => tan amable~//s/s como $1
*{?los,las,el,la,un,una,su,sus} encantador~/a/es/as [!de,comma,$,y] => -
*encantador~/a/es/as => bonit~o/a/os/as
*(un|el|tu|su|mi|este|ese|otro) recuerdo inolvidable => $1 gran recuerdo
*recuerdos inolvidables => grandes recuerdos
*(aprendizaje|lección|enseñanza|ejemplo|encuentro) inolvidable => $1 que no se olvida
*(aprendizajes|lecciones|enseñanzas|ejemplos|encuentros) inolvidables => $1 que no se olvidan
*inolvidable~/s [!para] => para el recuerdo
*inolvidable~/s [?para] => especial~/es
*{?nubes,montañas,acantilados,edificios,torres,picos,cumbres,olas,murallas,muros,catedrales,rocas,árboles,cascadas,dunas,columnas,bóvedas,cúpulas} impresionantes => imponentes
*{?cielo,edificio,castillo,acantilado,pico,árbol,monumento,muro,templo,puente,volcán,glaciar,macizo,faro,campanario,retablo,lienzo,mural,tamaño,formato,nube,montaña,torre,catedral,cúpula,bóveda,ola,muralla,roca,cascada} impresionante => imponente
*es/son realmente impresionante~/s => merece~/n la pena
*impresionante~/s => espectacular/espectaculares`,
  // round 18: "una ciudad con un rico patrimonio": without the adjective the phrase is empty ("un patrimonio"), so "un amplio patrimonio".
  // round 22: so is a memory ("un recuerdo de postal" was odd).
  // "una experiencia de ensueño": one that is not forgotten ("de postal" fits a view, not an experience).
  // Round 19: before its complement ("tu escapada de ensueño a las Azores") a relative clause splits the two: the puffery goes.
  // set 23: after any other noun "de ensueño" goes ("un descanso/una cocina de postal" was odd); "sin precedentes" is
  // "fuera de lo común" ("una demanda sin igual" praised it).
  raw`*(viaje|escapada|semana|estancia|vacaciones|viajes|escapadas) de ensueño [?a,al,en,por,con,para,hacia,junto] => $1
*(experiencia|viaje|día|noche|velada|escapada|boda|tarde|estancia|travesía|excursión|salida|cena|celebración|recuerdo|momento) de ensueño => $1 que no se olvida
*(experiencias|viajes|días|noches|veladas|escapadas|bodas|tardes|vacaciones|estancias|travesías|excursiones|salidas|cenas|celebraciones|recuerdos|momentos) de ensueño => $1 que no se olvidan
*(rasurado|afeitado|corte|peinado|servicio|trato|acabado|masaje|tratamiento) de ensueño => $1 de lujo
*{!es,son,era,fue,sea,resulta,parece} de ensueño => -
*de ensueño => de postal
*un rico patrimonio => un amplio patrimonio
*rico patrimonio => patrimonio
*(resultado~/s|cobertura|participación|demanda|afluencia|asistencia|inversión|crecimiento|aumento|subida|caída|cifra~/s|audiencia|ventas|inscripciones) sin precedentes => $1 récord
*{!es,era,son,eran,fue,será,sido} sin precedentes => fuera de lo común`,
  // "…, consolidando así una convivencia tranquila": a way of living together is kept up; and no second "así"
  // ("De este modo," at the start of the sentence becomes "Así,").
  // set 26 (es-26): an indefinite object is a result to reach, not a thing to strengthen ("afianzando un gimnasio más cómodo",
  // "afianzando una vida sin humo" were no Spanish): "consolidar" stays there.
  // set 23: wealth is built up: "ir formando un patrimonio" ("afianzar un patrimonio" is no collocation).
  raw`*consolidando (así|) (una|la|un|el|esta|este|nuestra|nuestro|buena|una buena|un buen|buen) (convivencia|ambiente|clima|armonía|relación|orden|paz|tranquilidad|espíritu de equipo) => lo que ayuda a mantener $2 $3
*consolid~ar/a/an/ando/ó (un|tu|su|el) (patrimonio|capital) => form~ar/a/an/ando/ó $1 $2
*{!se} consolid~ar/a/an/ando/ó (además|asimismo) => afianz~ar/a/an/ando/ó también
*{!se} consolid~ar/a/an/ando/ó así [!un,una] => afianz~ar/a/an/ando/ó
*{!se} consolid~ar/a/an/ando/ó (a|al|lo|todo|aquello|su~/s|la|el|los|las|tu~/s|vuestr~o/a/os/as|nuestr~o/a/os/as|mi~/s|este|esta|estos|estas|ese|esa|esos|esas|también|aún|todavía|más|aun) => afianz~ar/a/an/ando/ó $1
*{!se} consolid~ar/a/an/ando/ó (hábitos|conocimientos|aprendizajes|rutinas|competencias|habilidades|destrezas|lazos|vínculos|valores) => afianz~ar/a/an/ando/ó $1
*lo que realmente importa => lo importante
*generalmente => normalmente`,
  // "las tarifas pueden variar según el estrato": they differ by it ("cambiar según" says over time); the hedge goes
  // round 22: also before "mucho" ("pueden cambiar mucho de un niño a otro" said over time)
  // (not before "en", "de", "por": "puede variar en cualquier momento" is a possibility)
  raw`*puede~/n variar [?según,entre,dependiendo,mucho,bastante] => varía~/n
*puede~/n variar => puede~/n cambiar`,
  // round 17: a push with a body or a ball is literal ("impulsar el cuerpo desde la pared" stays; "apoyar" is another movement);
  // limits are overcome ("apoyar tus límites" means nothing); round 18: an experience is improved ("apoyar una experiencia" is
  // broken), a city or a society is built ("favorecer una ciudad" reads as favouring it).
  // set 20: an object after the verb gets "dar impulso a" ("apoyando un sistema", "apoyando una conexión" were odd); "te impulsa hasta
  // 25 km/h" (a clitic before it) is a motor's literal push, kept.
  // round 22: so is a bike or a scooter pushed with the feet ("impulsar la bici con los pies").
  // "impulsando tu confianza": confidence is strengthened ("apoyando tu confianza" is odd).
  // the gerund would stay a tail (", reforzando tu confianza"): "dándote más confianza". Set 27: not after "su", whose owner
  // (one or many, the reader or a third person) no clitic can name ("impulsando su creatividad a cada paso" -> "dándole más…").
  // set 23: a pump pushes water, air or gas (literal, "impulsar el agua hasta los depósitos"); with an object the verb is
  // "potenciar" ("dar impulso a la rentabilidad" was clumsy).
  // set 24: so is a pump pushing wine, oil or any liquid ("impulsar el vino base hacia los depósitos"; "potenciar" was nonsense).
  // set 25: so is a stage lift pushing a platform up ("impulsar la plataforma central 2,5 metros"; "potenciar" was nonsense).
  // set 26: so is a blowing machine pushing loose material ("impulsar los copos de celulosa", README look-alike); a craft or a
  // tradition is supported ("potenciar el oficio" swapped one listed verb for another).
  // set 26 (es-26): so is a rowing seat ("impulsar el carro con las piernas"): a listed object is never complete, so "potenciar"
  // takes only an abstract one from its own list, and any other object after an article keeps "impulsar".
  // set 26: every form of "salir" ("sal de tu zona de confort" -> "sal de lo conocido" was a calque); a thermal
  // "zona de confort" is the technical range (README look-alike; "lo conocido térmico" was nonsense).
  raw`*impulsando tu/vuestra (confianza|autoestima|seguridad|motivación|autonomía|creatividad|concentración) => dándote/dándoos más $1
*impuls~ar/a/an/ando/ó (tu|su|la|vuestra|nuestra|mi|tus|sus|vuestras|nuestras|mis|el|los) (confianza|autoestima|seguridad|motivación|autonomía|creatividad|concentración) => ref~orzar/uerza/uerzan/orzando/orzó $1 $2
*impuls~ar/a/an/ando/ó (también|además|) (el|la|los|las|sus|nuestr~as/os|) (comidas|cenas|ventas|visitas|reservas|turismo|consumo|compras|eventos) => prom~over/ueve/ueven/oviendo/ovió $1 $2 $3
{?te,lo,la,los,las,me,nos} impuls~a/an/ó => impuls~a/an/ó
*impuls~ar/a/an/ando/ó (el|la|nuestro|nuestra|su) (oficio|artesanía|tradición) => apoy~ar/a/an/ando/ó $1 $2
*impuls~ar/a/an/ando/ó (tus|sus|vuestros|nuestros|mis|los) límites => super~ar/a/an/ando/ó $1 límites
*impulsar/impulsa/impulsan/impulsando/fomentar/fomenta/fomentan/fomentando (una|la|su|tu|nuestra) experiencia => mejora~r//n/ndo/r//n/ndo $1 experiencia
*impulsar/impulsa/impulsan/impulsando/fomentar/fomenta/fomentan/fomentando (una|un) (ciudad|sociedad|comunidad|región|país|mundo|barrio|pueblo|municipio) => constru~ir/ye/yen/yendo/ir/ye/yen/yendo $1 $2
*impuls~ar/a/an/ando/ó (el|la|los|las|un|una|tu|tus|su|sus) (progreso|desarrollo|crecimiento|economía|cultura|comercio|rentabilidad|innovación|cambio|transición|colaboración|comunicación|demanda|movilidad|conexión|proyecto~/s|iniciativa~/s|negocio|empleo|sector|talento|bienestar|rendimiento|visibilidad|marca|investigación|transformación|digitalización|sostenibilidad|carrera|aprendizaje|salud) => ref~orzar/uerza/uerzan/orzando/orzó $1 $2
impuls~ar/a/an/ando/ó [?el,la,las,los,un,una,tu,tus,su,sus] => impuls~ar/a/an/ando/ó
*e impuls~ar/a/an/ando/ó => y apoy~ar/a/an/ando/ó
*impuls~ar/a/an/ando/ó => apoy~ar/a/an/ando/ó
*e (inestimable|invaluable) => y enorme
*e (inestimables|invaluables) => y enormes
*e (innegable|indudable) => y evidente
*e inolvidable~/s => y para el recuerdo
*e impresionante~/s => y espectacular~/es
*e increíblemente => y muy
*e (indudablemente|innegablemente) => y claramente
*salir/sal/salga/saliendo/salid/salgan/salí de (tu|su|nuestra|vuestra|mi) zona de confort => probar/prueba/pruebe/probando/probad/prueben/probá cosas nuevas
*(la|tu|su|nuestra|vuestra|mi) zona de confort [!térmico,térmica] => lo conocido
*en la era digital => hoy
*entiendo/entendemos/comprendo/comprendemos perfectamente => entiendo/entendemos/comprendo/comprendemos
*desafío~/s => reto/retos`,
  // round 18 (also the two chatbot lines above "@ section-summary", set 17): "Según los datos que manejo, el descuento es…" -> "El descuento es…";
  // "Hasta mi última actualización en 2024, estas eran las tasas" -> "En 2024, …" ("Hasta 2024" says they ended then);
  // set 18: "**Ojo (según mi última actualización en 2024):**" -> "(datos de 2024)", the note dated by its figure
  // set 20: "En junio de 2024, las normas eran" pinned them to one month: "Con datos de junio de 2024, …"
  // set 23: "Según los datos que manejo, que llegan hasta 2024, …" -> "Con datos hasta 2024, …" (a bare "Que llegan…" was left).
  // set 25: "y que hasta mi última actualización en 2024 …" -> "en 2024" ("con datos de 2024" was odd mid-sentence).
  // set 26 (es-26): "mi información llega hasta junio" stays "until" ("son de junio" dated the data); after a word the note is
  // "en 2024" ("la información disponible con datos de 2024" spliced a phrase into the frame).
  raw`*{!$} hasta mi última actualización , (en|de) => en
*hasta mi última actualización , (en|de) => con datos de
*hasta mi última actualización (en|de) => en
*hasta mi última actualización , => -
*{?que} según mis (datos|conocimientos) [!comma,(] => -
*^ según los datos que (manejo|tengo|conozco) , que llegan hasta => con datos hasta
*^ según los datos que (manejo|tengo|conozco) , => -
*(según|de acuerdo con) mi última actualización , => -
*{?(} (según|de acuerdo con) mi última actualización (en|de) => datos de
*una rica (historia|tradición) => una larga $1
*contribuyendo a reducir/mejorar/aumentar/crear/proteger/preservar/impulsar/fortalecer/garantizar/promover/limitar/difundir => reduciendo/mejorando/aumentando/creando/protegiendo/preservando/apoyando/reforzando/asegurando/difundiendo/limitando/difundiendo
*{?comma} contribuyendo a => lo que contribuye a
*contribuyendo (de forma decisiva|de manera decisiva|activamente|significativamente|) a [!la,las,los,un,una,su,sus] => ayudando a
*puede/pueden/podría/podrían/debe/deben representar (un|una|el|la) => puede/pueden/podría/podrían/debe/deben ser $1
*más que un/una simple => más que un/una
*y no (solo|sólo|solamente|únicamente) (el|la|los|las|un|una|su~/s|tu~/s|lo) => y también $2
*{!ser} un simple => un
*{!ser} una simple => una`,
  // round 22: "salir de tu zona de confort" is trying new things ("exigirte más" contradicted a warning against overload)
  // round 17: a set phrase after "salir de" is a push ("salir de tu zona de confort" -> "exigirte más"; "salir de lo conocido" is odd);
  // filler adjectives are dropped ("una experiencia inolvidable", "naturaleza y rico patrimonio" take no "buena"/"gran")
  // "Lejos de ser un simple trámite, …" concedes it is one: "Más que un trámite, …" ("Lejos de ser un trámite" denies it);
  // after "ser" or a negation ("está lejos de ser un simple ajuste", "no es una simple formalidad", round 18 "no supone un simple
  // ajuste, sino…": without it the fee is denied) "simple" carries the sense
  raw`*{?$,comma} lejos de ser un/una simple => más que un/una
*{?$,comma} lejos de ser un/una mer~o/a => más que un/una
no (es|son|era|eran|fue|fueron|será~/n|sea|sean|parece~/n|supone~/n|implica~/n|representa~/n|constituye|significa) un/una simple => no $1 un/una simple
*aprovechar al máximo => sacar partido a
*desbloquear el potencial de => sacar partido a
*el máximo potencial de => todo el potencial de
*utiliz~ar/a/an/ando/ó => usar/usa/usan/usando/usó
*utiliz~amos/o/as/aron/ado/ada/ados/adas => usamos/uso/usas/usaron/usado/usada/usados/usadas`,
  // round 18: a pillar one grazes or hits is a real one ("si rozas un pilar al aparcar"): kept.
  // "normas que garantizan la seguridad": they watch over it ("aseguran la seguridad" repeats itself, "protegen la seguridad" is odd), also after "así".
  // A safe passage is allowed ("asegurando el paso seguro" repeats the root).
  // round 22: a tail after a comma is no longer a gerund (", garantizando X" -> ", asegurando X" was a synonym swap):
  // "que" -> "de modo que" (takes either mood), an object -> "para asegurar X" (purpose).
  // set 23: "garantizando que" takes the subjunctive: "para que" keeps it ("de modo que usted reciba" needs the indicative).
  // set 24: a place "convertido en el pilar de la cocina atlántica" is a reference, not its base ("la base de" overstated);
  // before "del" it stays "eje" (below).
  // set 25: ", garantizando un X" is a result: "lo que asegura X" ("para asegurar" turned it into a purpose);
  // a pillar "detrás de / junto a un pilar" is a real one ("detrás de una base" was nonsense).
  // set 26: "la sinergia entre A y B" is their union ("la colaboración entre el diseño y el trabajo" was odd).
  raw`*garanti~zar/za/zan/zando/zó/ce/cen (así|también|siempre|) (la|su|tu|nuestra|vuestra) seguridad => vel~ar/a/an/ando/ó/e/en $1 por $2 seguridad
*garantiza~r//n/ndo (el|un) (paso|acceso|tránsito|regreso|uso) (seguro|libre) => permit~ir/e/en/iendo $1 $2 $3
*{?comma} (garantizando|asegurando) que => para que
*{?comma} (garantizando|asegurando) (un|una|el|la|los|las) => lo que asegura $2
*garantiza~r//n/ndo => asegura~r//n/ndo
*una (verdadera|auténtica|gran|) sinergia (vibrante|única|especial|increíble) entre => una buena sintonía entre
*una (verdadera|auténtica|gran|) sinergia => una alianza
*(la|una) sinergia entre => $1 unión entre
*en sinergia con => en coordinación con
*sinergia~/s => colaboraci~ón/ones
*empodera~r//n/ndo => fortalec~er/e/en/iendo
*transformador~/a/es/as => profund~o/a/os/as
*invaluable~/s => enorme~/s
*eleva~r//n/ndo (la|el|tu|su~/s|nuestra|nuestro) (experiencia|calidad|nivel|estándar|productividad) => mejora~r//n/ndo $1 $2
*realza~r//n/ndo => mejora~r//n/ndo
*un cambio de paradigma => un gran cambio
*una/la piedra angular => una/la base
{?contra,roza,rozas,rozar,rozó,golpea,golpeas,golpear,golpeó,choca,chocas,chocar,chocó,tras,detrás,de,a,esquivar} un/el pilar => un/el pilar
*un (auténtico|verdadero|gran|genuino|) pilar (fundamental|) => una base
*el (auténtico|verdadero|gran|principal|genuino|mayor) pilar => la base
*los (auténticos|verdaderos|grandes|principales|genuinos) pilares => las bases
*unos (auténticos|verdaderos) pilares => unas bases
*convertido en el pilar [?de] => convertido en un referente
*el pilar (fundamental|básico|) de (nuestr~o/a/os/as|su~/s|la|toda|todo|cualquier) => la base de $2
*{?comma} pilar (fundamental|básico|) de (nuestr~o/a/os/as|su~/s|la|toda|todo|cualquier) (vida|crecimiento|éxito|economía|estrategia|identidad|oferta|trabajo|modelo|proyecto|comunidad|empresa) => eje de $2 $3`,
  // "guarda un auténtico tesoro escondido: una de las pocas colonias…": what follows is a rarity, not a place.
  // Round 18: as a predicate ending the sentence ("Para muchos, sigue siendo un tesoro escondido.", of a deposit) it is little known: "un gran desconocido".
  // Round 19: else "un lugar único" ("un lugar especial" repeated a nearby "especial" and said nothing; no little-known claim).
  // Else the noun comes last ("… del Eje Cafetero"); round 17: "un lugar especial", since "poco conocido" may be false (a famous volcano).
  // set 24: of one's own product "un gran desconocido" reads as a negative claim: "un secreto bien guardado" keeps both the
  // praise and the little-known sense.
  // set 26: mid-sentence too "un secreto bien guardado" ("un lugar único del mueble" was wrong for a table).
  raw`*un (auténtico|verdadero|genuino|) tesoro escondido [?:] => una rareza
*{?guarda,guardan,esconde,esconden,alberga,albergan,oculta,ocultan,conserva,conservan} un (auténtico|verdadero|genuino|) tesoro escondido => una rareza
*{?siendo,es,era,sea,fue,será,sería,resulta} un (auténtico|verdadero|genuino|) tesoro escondido [?$] => un secreto bien guardado
*un (auténtico|verdadero|genuino) tesoro escondido => un secreto bien guardado
*tesoro~/s escondido~/s => lugar~/es único~/s
*es/son/ser/sea/sean/será/serán/era/eran/fue/fueron el pilar [!sobre,en,con] => es/son/ser/sea/sean/será/serán/era/eran/fue/fueron la base`,
  // set 20: the relative after it agrees with the new noun ("son la base sobre el que" was broken)
  raw`*el/un pilar (sobre|en|con) el (que|cual) => la/una base $1 la $2`,
  // "cada uno es un pilar de la seguridad": it is key to it.
  raw`*es/son/ser/sea/sean/será/serán/era/eran/fue/fueron un pilar del => es/son/ser/sea/sean/será/serán/era/eran/fue/fueron clave para el
*es/son/ser/sea/sean/será/serán/era/eran/fue/fueron un pilar de (la|los|las) => es/son/ser/sea/sean/será/serán/era/eran/fue/fueron clave para $1
*es/son/ser/sea/sean/será/serán/era/eran/fue/fueron un pilar [!sobre,en,con] => es/son/ser/sea/sean/será/serán/era/eran/fue/fueron una base
*son/ser/sean/serán/eran/fueron los pilares => son/ser/sean/serán/eran/fueron las bases
*uno de los pilares => una de las bases
*a la altura del desafío => a la altura de la situación
*un faro de => un ejemplo de`,
  raw`@ stock-phrase
*(un sinfín|una miríada) de => un montón de
*(una amplia gama|una gran variedad|un amplio abanico|un abanico) de => todo tipo de
*(en el vertiginoso mundo actual|en el mundo actual|en la actualidad|en el panorama actual) => hoy
*el panorama (digital|actual|empresarial|tecnológico) => el mundo $1
*el/del/al paisaje (hipotecario|inmobiliario|bancario|laboral|asegurador|crediticio|eléctrico|de la vivienda|del alquiler|de las hipotecas|del empleo|del trabajo|del crédito) => el/del/al mercado $1
*un paisaje (hipotecario|inmobiliario|bancario|laboral|asegurador|crediticio|eléctrico) => un mercado $1
*el paisaje (digital|tecnológico|empresarial|normativo|competitivo|mediático|político|económico) => el mundo $1`,
  // "En el paisaje actual de la selección de personal" -> "En el estado actual de …" (same gender)
  raw`*el/del/al paisaje actual => el/del/al estado actual
*el/del/al paisaje (fiscal|tributario|regulatorio|social|legal|jurídico|urbanístico|demográfico|geopolítico|institucional|administrativo|internacional) => el/del/al contexto $1
*un/el/del/al ecosistema de (ideas|proyectos) => un/el/del/al semillero de $1
*el/del/al paisaje (enoturístico|turístico|gastronómico|editorial|musical|literario|artístico|teatral|cinematográfico|audiovisual|televisivo|industrial|financiero|sanitario|energético|académico|científico|educativo|comercial|informativo|emprendedor|periodístico|deportivo|vinícola|vitivinícola) => el/del/al mundo $1
*un/el/del/al ecosistema de (pequeñ~os/as|productores|empresas|startups|emprendedores|proveedores|servicios|aplicaciones|socios|negocios|comercios|talento|creadores|medios|tiendas|bodegas|artesanos|iniciativas|cultura|marcas|partners|agentes|actores) => un/el/del/al tejido de $1
*nuestro/vuestro/tu ecosistema [!marino,fluvial,natural,acuático,forestal,costero,lacustre,local,del,de] => nuestra/vuestra/tu comunidad | nuestra/vuestra/tu red
*nuestro/vuestro/tu ecosistema (de|del) => nuestra/vuestra/tu red $1
*el ecosistema (digital|tecnológico|emprendedor|empresarial|de startups|de innovación|productivo) => el entorno $1`,
  // round 9: the "ecosistema" of a platform someone uses ("Si tu universidad usa el ecosistema de Microsoft", "dentro del ecosistema de Apple"):
  // a verb of use or "dentro/fuera" tells it from a natural one ("forma parte del ecosistema de Doñana" stays)
  raw`*{?usa,usas,usan,usamos,usáis,usar,usando,utiliza,utilizas,utilizan,utilizamos,utilizar,utilizando,emplea,empleas,emplean,elige,eliges,eligen,elegir,prefiere,prefieres,prefieren,adopta,adoptan,adoptar,migra,migrar,migran} el ecosistema (de|del) => el entorno $1
*{?dentro,fuera,salir,sales,sale} del ecosistema (de|del) => del entorno $1
*ecosistema~/s (digital|digitales|tecnológico|tecnológicos|emprendedor|empresarial|empresariales|de startups|de innovación|de emprendimiento|de empresas|productivo|industrial|financiero|educativo|cultural|logístico|logísticos|comercial|comerciales|creativo|creativos|universitario|universitarios|investigador|turístico|gastronómico|sanitario|editorial|musical|deportivo|startup|tech|fintech|agrotech) => entorno~/s $1
*el/del/al paisaje de la (investigación|innovación|ciencia|educación|enseñanza|sanidad|comunicación|información|moda|música|edición|tecnología|movilidad|empresa|restauración|hostelería|economía|banca|industria|cultura|política) => el/del/al mundo de la $1
*el/del/al paisaje de los (medios|negocios|servicios|videojuegos|seguros|pagos|datos|festivales|eventos) => el/del/al mundo de los $1`,
  // round 17: "el paisaje de la movilidad" is its world ("el campo de la movilidad" reads literally), above.
  // "En un panorama en constante evolución": after a noun, a changing one ("en movimiento" is odd); round 18: else "en evolución"
  // ("un servicio en movimiento" is odd too).
  raw`*{?mundo,panorama,sector,mercado,entorno,contexto,escenario,paisaje,campo,ámbito,terreno,medio,lenguaje,sistema,clima} en constante (evolución|cambio|transformación) => cambiante
*{?ciudad,escena,cultura,lengua} en constante (evolución|cambio|transformación) => viva
*{?ciudades} en constante (evolución|cambio|transformación) => vivas
*{?sociedad,realidad,industria,tecnología,disciplina,economía,profesión,normativa,legislación} en constante (evolución|cambio|transformación) => cambiante
*{?mundos,panoramas,sectores,mercados,entornos,contextos,escenarios,sociedades,realidades,industrias,tecnologías,normativas} en constante (evolución|cambio|transformación) => cambiantes
*en constante (evolución|cambio|transformación) => en evolución`,
  // after "seguir"/"estar" the verb carries it: "un patrimonio que sigue en constante evolución" -> "que sigue evolucionando"
  // ("sigue en movimiento" is odd); "la norma está en constante cambio" -> "no deja de cambiar"
  raw`*sigue/siguen/seguía/seguían/seguirá/seguirán/siga/sigan en constante evolución => sigue/siguen/seguía/seguían/seguirá/seguirán/siga/sigan evolucionando
*sigue/siguen/seguía/seguían/seguirá/seguirán/siga/sigan en constante (cambio|transformación) => sigue/siguen/seguía/seguían/seguirá/seguirán/siga/sigan cambiando
*est~á/án/aba/aban/ará/arán/é/én en constante evolución => no dej~a/an/aba/aban/ará/arán/e/en de evolucionar
*est~á/án/aba/aban/ará/arán/é/én en constante (cambio|transformación) => no dej~a/an/aba/aban/ará/arán/e/en de cambiar
*un (rico|) tapiz de => una mezcla de
*emprender un viaje => empezar un camino
*navegar por las complejidades de => lidiar con
*las complejidades de => los detalles de
*sin lugar a dudas => claramente
*, en última instancia , => -
*en última instancia => al final
*en términos de => en cuanto a`,
  // round 22: a parenthetical ", en última instancia," goes with its commas ("Es crucial, al final, respetar" read as "at the end").
  // round 22: "en el corazón de Potrerillos" is just "in" it ("en el centro de" claimed the town centre): "en pleno/plena", bare "en" before a name.
  // ── Tono promocional ────────────────────────────────────────────────────────────────
  raw`@ promotional-language
*{!queda,quedan,quedó,quedar,permanece} enclavad~o/a/os/as => situad~o/a/os/as
*anidad~o/a/os/as en => situad~o/a/os/as en
*en el corazón del => en pleno
*en el corazón de la [!noche] => en plena
*en el corazón de => en
`,
  // round 9: "una experiencia vibrante de juego" -> "una experiencia alegre de juego" (not "con mucha vida de juego"); "del vibrante tejido" -> "del animado tejido";
  // a phrase after it ("un encuentro vibrante entre generaciones": not "con mucha vida entre generaciones"; a relative clause reads well after "con mucha vida")
  // round 22: a vibration plate is gym equipment ("una plataforma con mucha vida" was nonsense).
  // Round 19: a device's vibrating alert ("el mando emite un aviso vibrante") is literal; before a second adjective
  // ("una ciudad vibrante y sostenible") the puffery goes and the other adjective stays ("alegre" made a new claim).
  // set 25: a second coordinated "y vibrante" goes ("un espacio fundamental y alegre" was a register slip).
  // set 26: "un estilo de vida vibrante para familias" loses the adjective ("alegre" was a new, odd claim).
  raw`(aviso|alerta|señal|modo|motor|mando|placa|rodillo|plataforma|máquina) vibrante => $1 vibrante
*{!muy,tan,más,menos,bastante} vibrante~/s (y|e) [!comma,$] => -
*de vida vibrante~/s => de vida
*(y|e) vibrante~/s => -
*{!un,una,el,la,su,sus,los,las,unos,unas,muy,tan,más,del,al} vibrante~/s [?de,del,y,e,entre,en,con,para,por,a,al,desde,durante,sobre] => alegre~/s
*{!un,una,el,la,su,sus,los,las,unos,unas,muy,tan,más,del,al} vibrante~/s => con mucha vida`,
  // figurative "paisaje"/"ecosistema" of a trade or a service (the landscape of marshes and the pond's ecosystem stay)
  raw`*paisaje (de la|del) (autom~oción/óvil|motor|comercio|empleo|consumo|ocio|turismo|telecomunicaciones|energía|movilidad|banca|educación|tecnología|emprendimiento|prensa|música|cine|vivienda) => sector $1 $2
*ecosistema~/s de (recarga|startups|empresas|innovación|emprendimiento|pagos|aplicaciones|servicios|proveedores|distribución|movilidad|carga) => sistema~/s de $1
*colores vibrantes => colores vivos
*(su|tu|muy|tan|más|bastante) vibrante => $1 alegre
*(sus|tus|muy|tan|más|bastante) vibrantes => $1 alegres
*(un|el|este|ese|nuestro|vuestro|del|al) vibrante => $1 animado
*(una|la|esta|esa|nuestra|vuestra) vibrante => $1 animada
*(unos|los|estos|esos|nuestros|vuestros) vibrantes => $1 animados
*(unas|las|estas|esas|nuestras|vuestras) vibrantes => $1 animadas
*una joya (escondida|oculta) => un lugar único
*una verdadera joya => una joya
*una experiencia inolvidable => una gran experiencia
*un paraíso para => un buen destino para`,
  // ── Cópula evitada ──────────────────────────────────────────────────────────────────
  raw`@ copula-avoidance
*sirve/sirven/servía/servían/sirvió/sirvieron como (un|una|el|la) => es/son/era/eran/fue/fueron $1
*actúa~/n como (un|una) => es/son $1
*se erige~/n como (un|una|el|la) => es/son $1
*se posiciona~/n como (un|una|el|la) => es/son $1
*se consolida~/n como (un|una|el|la) => es/son $1
*constitu~ye/yen/ía/ían (un|una|el|la) => es/son/era/eran $1
*representa~/n un hito (importante|significativo|histórico|clave|fundamental|crucial|trascendental) => es/son un logro
*representa~/n un desafío => es/son un reto
*representa~/n un pilar => es/son una base
*representa~/n un (paso|avance|reto|ejemplo|cambio|motor|referente) => es/son un $1
*representa~/n una (oportunidad|revolución|apuesta|prioridad|herramienta|ventaja|referencia) => es/son una $1`,
  // ── Restos de conversación ──────────────────────────────────────────────────────────
  raw`@ chatbot-opener
*^ aquí (tiene~s/|tenéis|tienen) [?algunos,algunas,unos,unas,varios,varias,los,las,mis,cinco,tres,diez] => -
@ chatbot-signoff
*{!$} explor~emos/aremos (junt~os/as|) => veamos/veremos
*{?comma} (como|en tanto que|en calidad de) (modelo de lenguaje|modelo lingüístico|inteligencia artificial|IA|una IA|asistente virtual|modelo de IA) , => -
*(que|y|pero|aunque|porque|pues|así que) , (como|en tanto que|en calidad de) (modelo de lenguaje|modelo lingüístico|inteligencia artificial|IA|una IA|asistente virtual|modelo de IA) , => $1
`,
  // Round 19: a knowledge-cutoff note with a date keeps the date as the data's own ("según los datos que manejo hasta octubre
  // de 2024" -> "a octubre de 2024"; "está actualizada a mi fecha de corte, en la primavera de 2025" -> "es de la primavera…").
  // set 20: "(según mi información hasta abril de 2024)" -> "(datos de abril de 2024)", as "(según mi última actualización en …)".
  raw`@ knowledge-cutoff
*{?(} según (mi información|mis datos) hasta => datos de
*según (los datos que|la información que|mi información|mis datos) (manejo|tengo|) hasta => a
*(mi información|mis datos) (llega~/n) hasta => los datos que doy aquí llegan hasta
*(está|es) (actualizad~o/a) a mi fecha de corte , en => es de
@ chatbot-signoff
*(pero|aunque|y|porque|pues) como (modelo de lenguaje|modelo lingüístico|inteligencia artificial|asistente virtual|modelo de IA) [?no,tampoco] => $1
*{?como} pilar~/es (de|del|para) => base~/s $1
*no dude en => puede
*no dudes en => puedes
*no duden en => pueden
*no dudéis en => podéis
*no dudés en => podés
*siéntase libre de => puede
*siéntete libre de => puedes
*siéntanse libres de => pueden`,
  // ── Conectores y frases largas (no son marcadores) ─────────────────────────────────
  // round 18: "además de" ("un sueldo además de tus proyectos") is a plain use and stays ("aparte de" was a needless swap).
  raw`@ filler-phrase
con el fin de => para
con el objetivo de => para
a fin de => para
con el propósito de => para
debido al hecho de que => porque
debido a que => porque
dado el hecho de que => como
a pesar del hecho de que => aunque
en el caso de que => si
en caso de que => si
llevar a cabo => hacer
lleva a cabo => hace
llevan a cabo => hacen
llevó a cabo => hizo
llevaron a cabo => hicieron
(una gran cantidad|un gran número) de => un montón de
la gran mayoría de => la mayoría de
^ en este sentido , => -
en este sentido , => así,
de igual manera => igualmente
asimismo => también
además (de|del) => además $1
, además , => también
además => también
es capaz de => puede
son capaces de => pueden
tiene la capacidad de => puede
tienen la capacidad de => pueden
hacer uso de => usar
hace uso de => usa
previo a => antes de
con respecto a => sobre
en relación con => sobre
de forma eficaz => bien
de manera eficaz => bien
+ mediante => con
+ realizar => hacer
+ realiza => hace
+ realizan => hacen
+{!familia,familias,muy,más,menos,tan,poco,bastante,lo} numeros~os/as => much~os/as
+ diversos => varios
+ diversas => varias
+ adicional => extra
+ adicionales => extra`,
  // "Aproximadamente el 40 %" -> "Cerca del 40 %" (never "cerca de el"); before a preposition it stays ("a las 10").
  raw`+ aproximadamente el => cerca del
+ aproximadamente [!a,al,en,hacia,por,desde,hasta,entre,de,del,con,sobre,para,comma] => cerca de
+ actualmente => hoy
+ verdaderamente => realmente`,
  // ── Ronda 6 (clases de los supervivientes del conjunto 7 y defectos leídos) ─────────
  raw`@ transition-overuse`,
  // "…; de este modo, tu privacidad…" (mid-sentence, after a semicolon or a comma) -> "así,"
  // set 26: decorators and designers praise a quality ("los decoradores muestran su estabilidad" changed the verb).
  raw`*{?$} de este modo , => así,
*{?$} de esta (manera|forma) , => así,
*{!$} de este modo [!que,comma] => así
@ excess-vocabulary`,
  // "las obras resaltan/subrayan la luz" (a noun object) -> "muestran la luz", not "señalan la luz"; a speaker
  // ("», subraya el artesano", "Carrasco, que subraya el trabajo", singular "subraya la importancia") keeps "señala"
  // "Los socios más veteranos resaltan el ambiente": people who were there praise it ("muestran" would say they display it).
  // set 23: advisers and experts "señalan" a rule (via "subrayan" above; "muestran una regla" was odd).
  raw`*{?socios,decoradores,interioristas,asegurados,pacientes,alumnos,familias,veteranos,clientes,críticos,crítica,críticas,visitantes,huéspedes,lectores,lectoras,usuarios,asistentes,jurado,prensa,reseñas,opiniones,habituales,participantes} resalta/resaltan/resaltó/resaltaron/subraya/subrayan/subrayó/subrayaron/destaca/destacan/destacó/destacaron (la|el|los|las|lo|su~/s|esa|ese|esas|esos|esta|este|estas|estos|cada|una|un) => elogi~a/an/ó/aron/a/an/ó/aron/a/an/ó/aron $1
*{!comma,que,$,asesores,expertos,especialistas,técnicos,autores,analistas} resalta/resaltan/resaltó/resaltaron/subrayan/subrayaron (la|el|los|las|lo|su~/s|esa|ese|esas|esos|esta|este|estas|estos|cada|una|un) => muestra/muestran/mostró/mostraron/muestran/mostraron $1
@ puffery-significance`,
  // figurative "pilar": "pilar del certamen", "el pilar del proyecto", any position
  // round 22: one entry, "eje" keeps the article's gender ("el pilar del proyecto" -> "el eje del proyecto"; was two tables for "la base")
  raw`*{?comma,como,en,el,los} pilar~/es (del|de la|de los|de las|de nuestro|de nuestra|de su|de sus) (proyecto|programa|certamen|concurso|festival|evento|equipo|plan|sistema|servicio|negocio|modelo|estrategia|empresa|asociación|iniciativa|comunidad|centro|club|campaña|feria|red|propuesta|oferta|colectivo|barrio|municipio|temporada|edición|investigación|trabajo) => eje~/s $1 $2`,
  // figurative "ecosistema de movilidad/transporte/…" -> "sistema": round 17, a masculine noun keeps the agreement of what follows
  // ("un ecosistema de apoyo pensado para…"; "una red de apoyo pensado" broke it)
  raw`*un/el/del/al ecosistema de (apoyo|acompañamiento|ayuda|voluntariado|movilidad|transporte|transportes|salud|atención|cuidados|servicios públicos|soluciones|herramientas|pagos|conocimiento|aprendizaje|formación|ocio|consumo|economía) => un/el/del/al sistema de $1
@ negative-parallelism`,
  // "es mucho más que un teléfono" / "queremos que sea mucho más que un sitio" -> "más que" (a plain comparison, any person and tense)
  raw`*(es|son|era|eran|será~/n|sea|sean|fue|fueron|resulta~/n) (hoy|ya|ahora|) mucho más que => $1 $2 más que`,
].join("\n");
