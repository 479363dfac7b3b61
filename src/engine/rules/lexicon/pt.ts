// The Portuguese lexicon, for Brazilian and European Portuguese (format: see compile.ts; "@
// family" lines name the sign family of the entries after them, docs/ai-writing-signs.md).
//
// How the list was built: no published study of over-used vocabulary in Portuguese model output
// was at hand, so it was compiled by hand, family by family of the catalogue (vocabulary, stock
// phrases, connective fillers, puffery and significance, promotional tone, copula avoidance,
// hedges, didactic disclaimers, chatbot leftovers), from the Portuguese counterparts of the
// English entries (lexicon/en.ts: Kobak et al. 2024, Liang et al. 2024, Wikipedia's "Signs of AI
// writing") and from the stock phrasing of Portuguese assistant answers ("Além disso", "vale
// ressaltar que", "desempenha um papel crucial", "no cenário atual", "Espero que isso ajude").
//
// Both standards: where the spellings differ the entry lists both (atual/actual, otimizar/
// optimizar, fato/facto, reflete/reflecte), and every replacement is written the same way in
// Brazil and in Portugal (no "ótimo"/"óptimo", no "equipe"/"equipa"). Adjectives agree in gender
// and number, so an adjective is replaced slot by slot (inovador/inovadora/inovadores/inovadoras
// -> novo/nova/novos/novas) or by one that does not change (crucial -> importante); a phrase that
// names its article carries its replacement's article ("um testemunho de" -> "uma prova de").

/** String.raw under a short name: the bundle spells it once, not at each of the file's templates (−160 B gzip). */
const raw = String.raw;

// The "trajetória" entries below: the words after it that keep its literal sense, and the fields of a career
// ("trajetória profissional"), which the field entries rewrite,
const TRAJECTORY_LITERAL_NEXT = raw`[!percorrida,traçada,seguida,descrita,construída,feita,marcada,iniciada,longa,curta,inteira,toda,ascendente,descendente,balística,orbital,prevista,estimada,real,oposta,inversa,semelhante,idêntica,curva,profissional,empresarial,académica,acadêmica,pessoal,escolar,política,artística,desportiva,esportiva,científica,literária,musical,internacional]`;
// and both spellings of the noun.
const TRAJECTORY = raw`(trajetória|trajectória)`;
// What follows "jornada" when it is a workday or has a feminine adjective of its own (the entries rewrite it to a masculine noun).
const JN = raw`[!de,do,da,dos,das,laboral,semanal,diária,dupla,literária,académica,acadêmica,artística,criativa,educativa,formativa,científica,espiritual,leitora]`;
// "desempenha um papel crucial na" in every person and tense, and its plain "é importante para" forms.
const PAPEL = raw`desempenha/desempenham/desempenhou/desempenharam/desempenhava/desempenhavam/desempenhará/desempenharão/desempenhar/desempenhando/tem/têm/teve/tiveram/exerce/exercem/assume/assumem/assumiu/assumiram/assumir/assumindo/desempenhe/desempenhem/tenha/tenham/exerça/exerçam um papel (crucial|fundamental|essencial|vital|central|decisivo|importante|determinante|primordial|chave|de destaque|preponderante|relevante|significativo)`;
const PAPEL_T = raw`é/são/foi/foram/era/eram/será/serão/ser/sendo/é/são/foi/foram/é/são/é/são/foi/foram/ser/sendo/seja/sejam/seja/sejam/seja/sejam importante~/s//s//s//s////s//s//s//s//s////s//s//s`;
// The verbs of "vale ressaltar que" and its kin (one list for every opener below).
const SAY = raw`(ressaltar|destacar|sublinhar|lembrar|recordar|notar|referir|salientar|frisar|realçar|mencionar)`;
export const PT_LEXICON = [
  // ── Conclusões e resumos ───────────────────────────────────────────────────────────
  raw`@ section-summary
*^ (em conclusão|para concluir|concluindo|em resumo|resumindo|em suma|em síntese|em última análise|em última instância) , => -
*^ (em conclusão|para concluir|em resumo|resumindo|em suma|em síntese) : => -`,
  // Set 24: "Em última análise," -> "No fim," read as "at the end"; the connective goes.
  // ── Conectores de enchimento ───────────────────────────────────────────────────────
  raw`@ transition-overuse`,
  // "Nesse sentido, e porque a confiança …, enviamos …": the "e" tied the reason to the connective and goes with it.
  raw`*^ (além disso|ademais|adicionalmente|nesse sentido|neste sentido|nesse contexto|neste contexto|por outro lado) , e [?porque,como,dado,visto,já,sobretudo,principalmente,acima,tendo,considerando,atendendo,perante,face,devido,graças,apesar] => -
*^ (além disso|ademais|adicionalmente|outrossim|igualmente|nesse sentido|neste sentido|nesse contexto|neste contexto|neste âmbito|nesse âmbito|neste cenário|nesse cenário|por outro lado|no final das contas|no fim das contas|da mesma forma|de igual modo|do mesmo modo|de igual forma|por fim|para finalizar|em jeito de conclusão|a concluir|de um modo geral|de modo geral|de forma geral|em linhas gerais|em termos gerais) , => -
*^ (desta maneira|dessa maneira|dessa forma|desta forma|desse modo|deste modo) , => assim, || por isso,
*^ por conseguinte , => por isso,
*^ em primeiro lugar , => primeiro,
*^ em segundo lugar , => depois,
*, (além disso|ademais|adicionalmente|nesse sentido|neste sentido|nesse contexto|neste contexto|em suma|em resumo|em síntese|neste âmbito|nesse âmbito|por outro lado) , => -
*, (desta forma|dessa forma|deste modo|desse modo|desta maneira|dessa maneira) , => , assim,
*; (desta forma|dessa forma|deste modo|desse modo) , => ; assim,
*; (além disso|ademais|nesse sentido|neste sentido|nesse contexto|neste contexto|neste âmbito|nesse âmbito|por outro lado|em suma|em resumo|em síntese) , => ;
*{?comma} mas também [!$,não,nunca,nem,ninguém,nada] => e ainda
*^ acresce que => -
*^ que (boa|ótima|óptima|excelente) (pergunta|questão) (—|,) e => -
*, (vale|importa|cabe|convém|vale a pena|é importante|é bom|é justo) (ressaltar|destacar|lembrar|notar|sublinhar|frisar|referir|mencionar|salientar|realçar|dizer) , => -
*^ (lembre-se|lembra-te|lembrem-se) (de|) que => -
*em (larga|grande) medida => em grande parte
*^ assim sendo , => assim,
*^ não obstante , => mas
*^ (por fim|por último|finalmente|e por fim|e por último) , (mas|e) não menos importante , => -
*, (mas|e) não menos importante , => -
^ no entanto , => mas | =
^ contudo , => mas | =
*ademais => além disso
*outrossim => também`,
  // "Vale lembrar que:" + list keeps a lead-in ("Nota:", not the warning "Atenção:" on a selling point); so does a label without "que" ("**É importante destacar:** um …").
  raw`@ didactic-disclaimer
*^ (vale|cabe|convém|importa|é importante|é fundamental|é essencial|é crucial) (também |ainda |a pena |)${SAY} (que|) : => Nota:
*^ (vale|cabe|convém|importa|vale a pena) (também |ainda |)${SAY} que => -`,
  // "A atribuição é automática. Ainda assim, é importante destacar que a tarifa é aplicada automaticamente …": the
  // concession went to the remark, so it goes with it and the remark becomes a warning ("Ainda assim, a tarifa é
  // aplicada automaticamente" would set the fact against the one before it).
  raw`*^ (ainda assim|mesmo assim) , (vale|cabe|convém|importa|é importante|é fundamental|é essencial|é crucial) (também |a pena |)${SAY} que => Atenção:`,
  // "Vale lembrar de ligar antes para (11) 3032-7715.": the advice is the verb after it ("Vale ligar antes …").
  raw`*(vale|convém) (a pena|) lembrar de [!que] => $1
*^ é (importante|fundamental|essencial|crucial|válido|interessante) (ressaltar|destacar|mencionar|salientar|sublinhar|lembrar|recordar|notar|realçar|referir|frisar|compreender|entender|reconhecer|ter em mente) que => -`,
  // "É importante ressaltar, logo de início, que …" / "É essencial recordar também que …": words inserted between the
  // formula and "que" (an adverb, or a framing phrase between commas) go with it; so does "Importante ressaltar que".
  raw`*^ é (importante|fundamental|essencial|crucial|válido|interessante|bom|justo|necessário|preciso) ${SAY} (também|ainda|igualmente|aqui|desde já|novamente|sempre) que => -
*^ é (importante|fundamental|essencial|crucial|válido|interessante|bom|justo|necessário|preciso) ${SAY} , (logo de início|de início|antes de mais|antes de tudo|desde já|em primeiro lugar|para começar|por fim|por último|ainda|também|além disso|aliás|mais uma vez|uma vez mais|neste ponto|aqui) , que => -
*^ (importante|fundamental|essencial|crucial) ${SAY} (também|ainda|) que => -
*^ (importa|vale|cabe|convém) ${SAY} , (logo de início|de início|antes de mais|antes de tudo|desde já|em primeiro lugar|para começar|por fim|por último|ainda|também|além disso|aliás|mais uma vez|uma vez mais|neste ponto|aqui) , que => -
*é (importante|fundamental|essencial|crucial) ${SAY} (também|ainda|igualmente) que => -
*^ é importante ter em conta que => -
*^ (importa|vale|cabe|convém) ${SAY} (ainda|também|igualmente|aqui) que => -
*^ (importa|vale|cabe|convém) ${SAY} , (em suma|em resumo|ainda|também|por isso|por fim|além disso|assim|portanto|contudo|no entanto|porém|aliás) , que => -
*^ (é de|importa|vale|cabe|convém) ${SAY} , e (é de|importa|vale|cabe|convém) ${SAY} , que => -
*{?$} como (um|) (modelo de linguagem|modelo de IA|assistente de IA|assistente virtual) , => -
*(mas|e|porém|pois|então) , (como|enquanto) (um|uma|) (modelo de linguagem|modelo de IA|assistente de IA|assistente virtual|IA|inteligência artificial) , => $1
*^ (não podemos|não devemos|não se pode|não se deve) esquecer (de|) que => -
*^ (convém|importa|vale a pena) não esquecer (de|) que => -
*^ é (importante|bom|fundamental|essencial) não esquecer (de|) que => -
*^ é (igualmente|também|ainda|sempre|bastante|muito|particularmente|especialmente) (importante|fundamental|essencial|crucial|relevante|útil|interessante) ${SAY} que => -
*{?$} enquanto (um|uma|) (modelo de linguagem|modelo de IA|assistente de IA|assistente virtual|IA|inteligência artificial) , => -
*(vale|cabe|convém) ${SAY} que => -
*é (importante|fundamental|essencial|crucial) ${SAY} que => -
*é de ${SAY} que => -
*^ (é de|importa|convém|cabe|vale|é importante|é fundamental|é essencial|é crucial) ${SAY} (o|a) => note-se $3
*^ (é de|importa|convém|cabe|vale|é importante|é fundamental|é essencial|é crucial) ${SAY} (os|as) => notem-se $3`,
  // ── Importância e significado ──────────────────────────────────────────────────────
  raw`@ puffery-significance
*desempenha/desempenham/tem/têm/desempenhou/desempenharam um papel (crucial|fundamental|importante|decisivo|essencial|central|determinante) (na|no|nas|nos) (conta|contas|fatura|faturas|factura|custo|custos|preço|orçamento|despesa|despesas) => pesa/pesam/pesa/pesam/pesou/pesaram muito $2 $3
*${PAPEL} na => ${PAPEL_T} para a
*${PAPEL} no => ${PAPEL_T} para o
*${PAPEL} nas => ${PAPEL_T} para as
*${PAPEL} nos => ${PAPEL_T} para os
*${PAPEL} em => ${PAPEL_T} para
*${PAPEL} => ${PAPEL_T}
*desempenh~a/am/ou/aram um papel-chave => é/são/foi/foram importante~/s//s
`,
  // "as avaliações são o melhor testemunho do cuidado": the best proof (the article follows the feminine noun).
  raw`*o (melhor|maior) testemunho (de|do|da|dos|das|disso|disto|deste|desta|desse|dessa) => a $1 prova $2
*os (melhores|maiores) testemunhos (de|do|da|dos|das|disso|disto) => as $1 provas $2
*um (verdadeiro|) testemunho (de|do|da|dos|das|disso|disto|deste|desta|desse|dessa|destes|destas|desses|dessas|dele|dela|deles|delas|daquilo|daquele|daquela|dum|duma) => uma prova $2`,
  // "um verdadeiro testemunho da vida no litoral" (a novel, a film, photographs): a record of a life or a time, not a proof.
  raw`*um (verdadeiro|autêntico|) testemunho (da|do|das|dos|de) (vida|vidas|época|épocas|tempo|tempos|sociedade|cultura|história|quotidiano|cotidiano|realidade|país|região|geração|gerações|costumes|século|infância|guerra|cidade|aldeia|comunidade|memória|mundo|dia a dia) => um retrato $2 $3
*{?como} testemunho (de|do|da|dos|das|dum|duma) => retrato $1`,
  // "é um testemunho do rico património cultural de Viseu": a place is part of a heritage, not "uma prova" of it; after
  // the verb, "faz parte" (set 22: "é parte do património" reads as a calque in Portugal).
  raw`*um (verdadeiro|autêntico|) testemunho (do|da) (rico|rica|vasto|vasta|valioso|valiosa|) (património|patrimônio|herança|tradição|identidade|passado) => parte $2 $4
*(é|ergue-se como|se ergue como) um (verdadeiro|autêntico|) testemunho (do|da) (rico|rica|vasto|vasta|valioso|valiosa|) (património|patrimônio|herança) => faz parte $3 $5`,
  // Set 24: a museum "faz parte da tradição" changed the claim; a place keeps a tradition, an identity, a past.
  raw`*(é|ergue-se como|se ergue como) um (verdadeiro|autêntico|) testemunho do/da (tradição|identidade|passado) => guarda o/a $3`,
  // "um testemunho direto do que se passa": the adjective agrees with a masculine noun, so "retrato" keeps it.
  raw`*um (verdadeiro|) testemunho (direto|directo|concreto|real|autêntico|genuíno|honesto|preciso|rigoroso|exato|exacto|fidedigno|privilegiado|palpável|visível|tangível|incontestável|irrefutável) (de|do|da|dos|das|disso|disto|daquilo|dum|duma) => um retrato $2 $3
*testemunhos (diretos|directos|concretos|reais|autênticos|genuínos|honestos|precisos|rigorosos|fidedignos|privilegiados|palpáveis|visíveis|tangíveis|incontestáveis|irrefutáveis) (de|do|da|dos|das|disso|disto|daquilo) => retratos $1 $2
*um (verdadeiro|) testemunho (vivo|eloquente|claro|notável|duradouro|fiel|inegável|inequívoco|poderoso|silencioso) (de|do|da|dos|das) => uma prova $3
*{?é,são,foi,foram,era,eram,constitui,constituem,fica,ficam,permanece,permanecem} testemunho (de|do|da|dos|das) => prova $1
*{?são,foram,eram,constituem,ficam,permanecem,verdadeiros,autênticos} testemunhos (de|do|da|dos|das) => retratos $1
*(destaca|ressalta|sublinha|evidencia|reforça|salienta) a importância (de|do|da|dos|das) => mostra a importância $2
*(destacam|ressaltam|sublinham|evidenciam|reforçam|salientam) a importância (de|do|da|dos|das) => mostram a importância $2
*(destacando|ressaltando|sublinhando|evidenciando|reforçando|salientando) a importância (de|do|da|dos|das) => mostrando a importância $2`,
  // "A última mostra de trabalhos evidencia bem o progresso": "demonstra" ("mostra" is a common subject, and the target of
  // destacar; a certificate that "revela" skills uncovers hidden ones).
  raw`*evidenci~a/am/ou/aram/ar/ando/ará/arão/ava/avam/e/em => demonstr~a/am/ou/aram/ar/ando/ará/arão/ava/avam/e/em
*um divisor de águas => uma grande mudança
*uma pedra angular => uma base
*a pedra angular => a base
*um verdadeiro => um
*uma verdadeira => uma
*um legado (duradouro|inestimável|indelével) => um legado
*abr~e/em/iu/iram/ir/indo (caminho|o caminho) para (um|uma|o|a|os|as|novos|novas|mais) => prepar~a/am/ou/aram/ar/ando $2
*papel (fundamental|crucial|essencial|vital|central|decisivo|determinante|primordial|chave|de destaque|preponderante) => papel importante`,
  // "X não se resume a Y (: é Z)" -> "X vai além de Y": a plain statement, every person and tense, the preposition contracted.
  raw`*não se resum~e/em/ia/iam/iu/iram/irá/irão/ir/a/am a => vai/vão/ia/iam/foi/foram/irá/irão/ir/vá/vão além de
*não se resum~e/em/ia/iam/iu/iram/irá/irão/ir/a/am ao => vai/vão/ia/iam/foi/foram/irá/irão/ir/vá/vão além do
*não se resum~e/em/ia/iam/iu/iram/irá/irão/ir/a/am à => vai/vão/ia/iam/foi/foram/irá/irão/ir/vá/vão além da
*não se resum~e/em/ia/iam/iu/iram/irá/irão/ir/a/am aos => vai/vão/ia/iam/foi/foram/irá/irão/ir/vá/vão além dos
*não se resum~e/em/ia/iam/iu/iram/irá/irão/ir/a/am às => vai/vão/ia/iam/foi/foram/irá/irão/ir/vá/vão além das
*não se limit~a/am/ava/avam/ou/aram/ará/arão/e/em a => vai/vão/ia/iam/foi/foram/irá/irão/vá/vão além de
*não se limit~a/am/ava/avam/ou/aram/ará/arão/e/em ao => vai/vão/ia/iam/foi/foram/irá/irão/vá/vão além do
*não se limit~a/am/ava/avam/ou/aram/ará/arão/e/em à => vai/vão/ia/iam/foi/foram/irá/irão/vá/vão além da
*não se limit~a/am/ava/avam/ou/aram/ará/arão/e/em aos => vai/vão/ia/iam/foi/foram/irá/irão/vá/vão além dos
*não se limit~a/am/ava/avam/ou/aram/ará/arão/e/em às => vai/vão/ia/iam/foi/foram/irá/irão/vá/vão além das
*papel-chave => papel importante
*um farol (de|para) => um exemplo $1
*na vanguarda (de|do|da|dos|das) => à frente $1
*um ponto de viragem => uma grande mudança
*um catalisador (de|para) => um motor $1
*catalisadores (de|para) => motores $1
*de (suma|extrema|vital|capital|primordial) importância => muito importante
*de uma importância (crucial|fundamental|vital|decisiva|determinante|primordial|capital|extrema|enorme|inegável|essencial) => muito importante
*tem/têm/teve/tiveram/tinha/tinham/terá/terão uma importância (crucial|fundamental|vital|decisiva|determinante|primordial|capital|extrema|enorme|inegável|essencial|central) => é/são/foi/foram/era/eram/será/serão importante~/s//s//s//s
*assume/assumem/assumiu/assumiram/ganha/ganham/ganhou/ganharam uma importância (crucial|fundamental|vital|decisiva|determinante|primordial|capital|extrema|enorme|inegável|essencial|central) => torn~a-se/am-se/ou-se/aram-se/a-se/am-se/ou-se/aram-se importante~/s//s//s//s
*uma importância (crucial|fundamental|vital|decisiva|determinante|primordial|capital|extrema|inegável|essencial) => muita importância
*testemunha/testemunham/atesta/atestam [?o,a,os,as] => mostra~/m//m
*representa/representam/representou/representaram/constitui/constituem/constituiu um marco (importante|significativo|histórico|fundamental|decisivo|incontornável|indelével|memorável|notável|emblemático|relevante|crucial|marcante|inesquecível|) => é/são/foi/foram/é/são/foi um passo importante`,
  // "um passo que é um marco na trajetória da casa": a moment in a history (and never "um passo que é um passo importante");
  // set 21: "marco na sua jornada rumo a …" is a walk towards it ("história rumo a" is no collocation).
  raw`*marco (importante|significativo|histórico|fundamental|decisivo|incontornável|indelével|memorável|notável|emblemático|relevante|crucial|marcante|inesquecível|) (na|numa) (sua|nossa|) (trajetória|trajectória|jornada) [!rumo] => momento importante $2 $3 história
*marco (importante|significativo|histórico|fundamental|decisivo|incontornável|indelével|memorável|notável|emblemático|relevante|crucial|marcante|inesquecível|) (na|numa) (sua|nossa|) (trajetória|trajectória|jornada) rumo => momento importante $2 $3 caminhada rumo
*vive~/m/u/r/ndo (hoje|agora|já|) um marco => vive~/m/u/r/ndo $1 um momento importante
*marco (importante|significativo|histórico|fundamental|decisivo|incontornável|indelével|memorável|notável|emblemático|relevante|crucial|marcante|inesquecível|) (na|numa|no|num|em) (história|vida|carreira|evolução|existência|percurso|caminho) => momento importante $2 $3
*marcos (importantes|históricos|significativos|fundamentais|decisivos|) (na|numa|no|num|em) (história|vida|carreira|evolução|existência|percurso|caminho) => momentos importantes $2 $3`,
  // "a festa já se tornou um marco do calendário do bairro": a high point of the year; a landmark of a place
  // ("um marco da cidade") and "o Marco Zero" stay.
  raw`*um/o/do/no/num/ao/pelo/este/esse marco (importante|incontornável|obrigatório|) (do|da|no|na|nos|nas|dos|das) (calendário|ano|agenda|verão|inverno|outono|primavera|programação|época|temporada|festa|festas|estação) => um/o/do/no/num/ao/pelo/este/esse ponto alto $2 $3
*uns/os/dos/nos/aos/pelos/estes/esses marcos (importantes|incontornáveis|obrigatórios|) (do|da|no|na|nos|nas|dos|das) (calendário|ano|agenda|verão|inverno|outono|primavera|programação|época|temporada|festa|festas|estação) => uns/os/dos/nos/aos/pelos/estes/esses pontos altos $2 $3
*{!como,quando,onde,eu,não,já,também,ainda,só,nunca,sempre,hoje,se,que,depois,logo,agora} marco (importante|incontornável|obrigatório|) (do|da|no|na|nos|nas|dos|das) (calendário|ano|agenda|verão|inverno|outono|primavera|programação|época|temporada|festa|festas|estação) => ponto alto $2 $3
*marcos (importantes|incontornáveis|obrigatórios|) (do|da|no|na|nos|nas|dos|das) (calendário|ano|agenda|verão|inverno|outono|primavera|programação|época|temporada|festa|festas|estação) => pontos altos $2 $3`,
  // "descrevem a primeira prova como um marco pessoal": an achievement (the adjective stays after its noun, never
  // "um passo importante pessoal"); these adjectives have one form for both genders.
  raw`*um/o/num/no/do/ao/pelo/este/esse/neste/nesse/deste/desse marco (pessoal|profissional|individual|familiar|escolar|especial|emocional) => uma/a/numa/na/da/à/pela/esta/essa/nesta/nessa/desta/dessa conquista $1
*uns/os/nuns/nos/dos/aos/pelos/estes/esses marcos (pessoais|profissionais|individuais|familiares|escolares|especiais|emocionais) => umas/as/numas/nas/das/às/pelas/estas/essas conquistas $1
*{!seu,meu,teu,nosso,vosso,grande,verdadeiro,primeiro,novo,último,maior,outro,qualquer,cada,seus,meus,teus,nossos,vossos,grandes,verdadeiros,primeiros,novos,últimos,maiores,outros} marco (pessoal|profissional|individual|familiar|escolar|especial|emocional) => conquista $1
*{!seu,meu,teu,nosso,vosso,grande,verdadeiro,primeiro,novo,último,maior,outro,qualquer,cada,seus,meus,teus,nossos,vossos,grandes,verdadeiros,primeiros,novos,últimos,maiores,outros} marcos (pessoais|profissionais|individuais|familiares|escolares|especiais|emocionais) => conquistas $1
*um/o marco (na|da) (paisagem|cena|vida) (cultural|musical|artística|noturna|nocturna|literária) => uma/a referência $1 vida $3
`,
  // "Se preferirem, marco a reunião": "marco" before an article is the verb "marcar" (I schedule), not the noun.
  raw`*{!como,quando,onde,eu,não,já,também,ainda,só,nunca,sempre,hoje,amanhã,se,que,depois,primeiro,logo,agora} marco (importante|significativo|histórico|fundamental|decisivo|incontornável|indelével|memorável|notável|emblemático|relevante|crucial|marcante|inesquecível|) [!de,do,da,dos,das,zero,legal,regulatório,regulamentar,jurídico,civil,temporal,geodésico,fronteiriço,inicial,quilométrico,o,a,os,as,um,uma,uns,umas] => passo importante
*marcos (importantes|históricos|significativos|fundamentais|decisivos|) [!de,do,da,dos,das,legais,regulatórios,regulamentares,jurídicos,geodésicos,fronteiriços] => passos importantes`,
  // "A farmácia reforça a equipa com uma enfermeira": the staff grows (it is not made stronger).
  raw`*refor~ça/çam/çou/çaram/çar/çando/çará/ce/cem (a|o|as|os|a sua|o seu|sua|seu|a nossa|o nosso|nossa|nosso|as suas|os seus|as nossas|os nossos) (equipa|equipe|equipas|equipes|quadro de pessoal|pessoal|efetivo|efectivo|efetivos|efectivos|corpo clínico|corpo docente|staff|plantel|elenco) => ampli~a/am/ou/aram/ar/ando/ará/e/em $1 $2`,
  // "Um repetidor reforça o sinal": a literal strengthening of a signal or a structure stays.
  raw`refor~ça/çam/çou/çaram/çar/çando/çará/ce/cem (o|a|os|as) (sinal|sinais|estrutura|estruturas|parede|paredes|muro|muros|ponte|pontes|viga|vigas|laje|lajes|isolamento|policiamento|iluminação|costura|costuras|dose) => refor~ça/çam/çou/çaram/çar/çando/çará/ce/cem $1 $2`,
  // "A equipa reforça que a lotação…" / "reforça, por outro lado, que…": stresses ("fortalecer que" is no Portuguese).
  // "reforça, assim, o seu compromisso": an adverb between commas does not part the verb from its object.
  raw`*refor~ça/çam/çou/çaram/çar/çando/çará/ce/cem que => lembr~a/am/ou/aram/ar/ando/ará/e/em que
*refor~ça/çam/çou/çaram/çar/çando/çará/ce/cem , (por outro lado|além disso|ademais|ainda|também|aliás|no entanto|porém|contudo|igualmente|mais uma vez|uma vez mais|novamente|de novo) , que => lembr~a/am/ou/aram/ar/ando/ará/e/em que
*refor~ça/çam/çou/çaram/çar/çando/çará/ce/cem [!que,se,comma] => fortale~ce/cem/ceu/ceram/cer/cendo/cerá/ça/çam
*refor~ça/çam/çou/çaram/çar/çando/çará/ce/cem , (assim|também|ainda|igualmente|mais uma vez|uma vez mais|novamente|de novo|hoje|agora) , [!que] => fortale~ce,/cem,/ceu,/ceram,/cer,/cendo,/cerá,/ça,/çam, $1,`,
  // "A crítica destaca a escrita contida": critics and guests praise ("mostra" would say the critics display it).
  raw`*{?crítica,críticas,críticos,júri,imprensa,resenhas,avaliações,leitores,leitoras,hóspedes,visitantes} (destaca|ressalta|salienta|sublinha) [?o,a,os,as,um,uma] => elogia
*{?crítica,críticas,críticos,júri,imprensa,resenhas,avaliações,leitores,leitoras,hóspedes,visitantes} (destacam|ressaltam|salientam|sublinham) [?o,a,os,as,um,uma] => elogiam
*{?crítica,críticas,críticos,júri,imprensa,resenhas,avaliações,leitores,leitoras,hóspedes,visitantes} (destacou|ressaltou|salientou|sublinhou) [?o,a,os,as,um,uma] => elogiou
*{?crítica,críticas,críticos,júri,imprensa,resenhas,avaliações,leitores,leitoras,hóspedes,visitantes} (destacaram|ressaltaram|salientaram|sublinharam) [?o,a,os,as,um,uma] => elogiaram
*{?que} (destaca|ressalta|salienta|sublinha) [?o,a,os,as,um,uma] => aponta
*{?que} (destacou|ressaltou|salientou|sublinhou) [?o,a,os,as,um,uma] => apontou
*{?que} (destacam|ressaltam|salientam|sublinham) [?o,a,os,as,um,uma] => apontam
*{!comma} (destaca|ressalta|salienta|sublinha) [?o,a,os,as,um,uma] => mostra
*{!comma} (destacam|ressaltam|salientam|sublinham) [?o,a,os,as,um,uma] => mostram
*{!comma} (destacou|ressaltou|salientou|sublinhou) [?o,a,os,as,um,uma] => mostrou
*{!comma} (destacaram|ressaltaram|salientaram|sublinharam) [?o,a,os,as,um,uma] => mostraram
*{!comma} (destacando|ressaltando|salientando|sublinhando) [?o,a,os,as,um,uma] => mostrando
`,
  // "Os engenheiros sublinham que …, e a diretora destaca que …": two reporting verbs of one sentence must not both become
  // "apontam … aponta"; "sublinhar/ressaltar que" is stating.
  raw`*ressalta/ressaltam/ressaltou/ressaltaram/sublinha/sublinham/sublinhou/sublinharam que => afirm~a/am/ou/aram/a/am/ou/aram que
*(destaca|ressalta|salienta|sublinha) [!o,a,os,as,um,uma] => aponta
*{?comma} (destaca|ressalta|salienta|sublinha) => aponta
*{?comma} (destacam|ressaltam|salientam|sublinham) => apontam
*{?comma} (destacou|ressaltou|salientou|sublinhou) => apontou
*{?comma} (destacaram|ressaltaram|salientaram|sublinharam) => apontaram
*(destacam|ressaltam|salientam|sublinham) [!o,a,os,as,um,uma] => apontam
*(destacou|ressaltou|salientou|sublinhou) [!o,a,os,as,um,uma] => apontou
*(destacaram|ressaltaram|salientaram|sublinharam) [!o,a,os,as,um,uma] => apontaram
*^ destaca~-se/m-se => observa~-se/m-se
*mais (destaca|ressalta|salienta|sublinha) => mais valoriza
*mais (destacam|ressaltam|salientam|sublinham) => mais valorizam
*mais (destacou|ressaltou|salientou|sublinhou) => mais valorizou
`,
  // "O talão destaca-se pelo picotado": a slip, coupon or label is torn off (the literal verb); it stays. Set 22: so does
  // any part torn off along a perforation ("a parte inferior que se destaca pelo picotado", "as páginas destacam-se pelo…").
  // Set 25: "a película destaca-se puxando pela aba": peeled off by hand ("sobressai" said it stands out).
  raw`{?talão,talões,cupão,cupões,cupom,cupons,senha,senhas,bilhete,bilhetes,canhoto,etiqueta,etiquetas} (destaca-se|destacam-se|se destaca|se destacam) (por|pelo|pela|) => $1 $2
(destaca-se|destacam-se|se destaca|se destacam) (pelo|pela) (picotado|serrilhado|ponteado|tracejado|perfuração|linha) => $1 $2 $3
(destaca-se|destacam-se|se destaca|se destacam) (puxando|ao puxar|facilmente|com facilidade) => $1 $2`,
  // "A academia se destaca por unir …": "distinguir-se por" is the plain verb ("sobressai por unir" is stilted).
  // Set 24: with a dropped "importa sublinhar que" before it, "A obra se distingue" is a proclisis pt-PT does not take in
  // a main clause; "vale pela escrita" has no pronoun to place (present tense with an article only).
  raw`*se destac~a/am (pelo|pela|pelos|pelas) => val~e/em $1
*se destac~a/am por => se distingu~e/em por
*se destac~ou/aram (por|pelo|pela|pelos|pelas) => se distingu~iu/iram $1
*destac~a-se/am-se/ou-se/aram-se (por|pelo|pela|pelos|pelas) => distingu~e-se/em-se/iu-se/iram-se $1
*destac~a-se/am-se/ou-se/aram-se/ava-se/avam-se/ando-se/ar-se => sobressa~i/em/iu/íram/ía/íam/indo/ir
*se destaca~ram/va/vam/r/ndo => sobressa~íram/ía/íam/ir/indo
*se destac~a/am/ou => sobressa~i/em/iu
*destac~a/am/ou/aram (a sua|o seu|as suas|os seus|sua|seu|suas|seus) => lembr~a/am/ou/aram $1
*consolid~a/am/ou/aram/ar/ando/ará (a|o|sua|seu|nossa|nosso|as|os|suas|seus|a sua|o seu|a nossa|o nosso|as suas|os seus) (posição|liderança|presença|lugar|estatuto|reputação|imagem|papel|marca|compromisso|crescimento|estratégia|posições|vocação|relação|relações|parceria|parcerias|confiança) => firm~a/am/ou/aram/ar/ando/ará $1 $2`,
  // "consolidando as reservas": stocks are kept up, not made firm.
  raw`*consolid~a/am/ou/aram/ar/ando (as|os|as suas|os seus|as nossas|os nossos|suas|seus) (reservas|stocks|estoques|poupanças|existências) => mant~ém/êm/eve/iveram/er/endo $1 $2`,
  // "…, consolidando assim uma convivência tranquila": a way of living together is kept up; and no second "assim"
  // ("Desta forma," at the start of the sentence becomes "Assim,").
  raw`*consolidando (assim|) (uma|a|um|o|esta|essa|este|esse|nossa|a nossa|nosso|o nosso|boa|uma boa|um bom|bom) (convivência|ambiente|clima|harmonia|relação|ordem|paz|tranquilidade|relacionamento|espírito de equipa|espírito de equipe) => o que ajuda a manter $2 $3
*consolidando assim => fortalecendo
*consolidando (o|a|os|as|seu|sua) (qualidade|segurança|rigor|excelência|eficiência) => assegurando $1 $2
`,
  // Set 27: so do "consolidando a teoria" and "consolidando uma trajetória" ("firmando a teoria", "fortalecendo uma
  // trajetória" broke the collocations). Set 22: "consolidar as aprendizagens" is the school term and stays; "fortalecendo o ritmo de prova" broke the
  // collocation, so a known object is made firm ("firmando o ritmo"); a new one ("uma rede") is still strengthened.
  // Set 23: "firmando hábitos" is no collocation; habits are built ("construindo hábitos de prevenção").
  raw`consolidando (o|a|os|as|um|uma) (conteúdo|conteúdos|matéria|teoria|aprendizagem|aprendizagens|conhecimentos|competências|trajetória|trajectória|percurso) => consolidando $1 $2
*consolidando (o|a|os|as|seu|sua) => firmando $1
*consolidando (um|uma) => fortalecendo $1
*consolidando (aos poucos|pouco a pouco|gradualmente|com o tempo) => firmando $1
*consolidando (projetos|projectos|obras|investimentos|planos|medidas|iniciativas|políticas|reformas|programas|parcerias|acordos|infraestruturas) => concretizando $1
*consolidando (ganhos|avanços|conquistas|resultados|posições|conhecimentos|competências|aprendizagens) => firmando $1
*consolidando (hábitos|ao longo|durante|há|desde|com os anos|geração após geração|de geração em geração) => construindo $1
*consolidando-se como (um|uma|o|a) => tornando-se $1`,
  // "…, consolidando-a como um ponto de encontro": the object pronoun stays with a verb that takes "como".
  // Set 25: "o pilar do implante" is the dental abutment (a technical term), like a bridge's pillar.
  raw`*consolidando-~o/a/os/as como => afirmando-~o/a/os/as como
*consolidou-~o/a/os/as como => afirmou-~o/a/os/as como
*consolidaram-n~o/a/os/as como => afirmaram-n~o/a/os/as como
*consolida-~o/a/os/as como => afirma-~o/a/os/as como
*consolidam-n~o/a/os/as como => afirmam-n~o/a/os/as como
*consolidando => fortalecendo
pilar~/es (da|de|do|dos) (implante|implantes|dente|ponte|pontes|estrutura|casa|edifício|varanda|igreja|viaduto|betão|cimento|concreto|pedra|granito|madeira|ferro|aço|sustentação) => pilar~/es $1 $2
pilar~/es (junto|encostado|encostados|danificado|danificados|fissurado|fissurados|estrutural|estruturais|de suporte|de betão|de concreto|da garagem|do parque|da cave|do piso|do prédio|do edifício) => pilar~/es $1
(fissuras|fissura|rachaduras|rachadura|fendas|fenda) (num|no|nos|em|de|do|dos|nuns) pilar~/es => $1 $2 pilar/pilares`,
  // "junto ao pilar B3", "ao lado do pilar 12": a real pillar that locates a place stays.
  raw`(junto ao|junto do|junto aos|junto dos|ao lado do|ao lado dos|perto do|perto dos|atrás do|atrás dos|em frente ao|entre o|entre os|encostado ao|encostado no) pilar~/es => $1 pilar~/es
(a|da|na|as|o|do|no|os) (do|no) pilar~/es [?$] => $1 $2 pilar~/es
(obra|reforço|reparo|base|topo) (do|no) pilar~/es => $1 $2 pilar/pilares`,
  // "cada cliente é um pilar dessa caminhada": a pillar of a path mixes the figures ("alicerce de uma caminhada"), and
  // the path may have become a history before it: a part of that history.
  raw`*(um|o) (pilar|alicerce) (dessa|desta|da nossa|da sua|da) (caminhada|jornada|trajetória|trajectória|história) => parte $3 história`,
  // "A farmácia é um verdadeiro pilar de confiança para as famílias": it is trusted ("alicerce de confiança" is no collocation).
  raw`*{?é,são,foi,era,sendo,continua,tornou-se} (um|o) (verdadeiro|grande|) pilar de confiança => de confiança
`,
  // "é um desconto e também um verdadeiro pilar da proteção das famílias", "um pilar da comunidade": after a copula the
  // figure says the thing matters to the whole ("alicerce" is the same figure; beside a literal noun it is a zeugma);
  // "é o pilar da casa" (the main one) keeps "o alicerce". Set 23: "é parte importante do bem-estar animal" made a
  // hospital part of a state; it matters to it ("é importante para o bem-estar animal").
  // Set 24: "o seu papel como importante para" broke the phrase ("como" wants a noun), "um alicerce da literatura" is
  // no collocation and a bare "pilar" is often a real column ("o pilar central do átrio"): a pillar of a field is a
  // reference in it, and a column placed by its side ("o pilar central do átrio") stays.
  // Set 27: "uma referência na solidariedade na região" carried a locative "na" onto a field; "uma peça central da" keeps
  // "de" in every frame (set 27 also: "posiciona-se como" leaves its article, as "afirma-se como" does).
  raw`*{?é,são,foi,era,sendo,continua,tornou-se,também} um (verdadeiro|grande|) pilar da/do/das/dos => importante para a/o/as/os
*um (verdadeiro|grande|) pilar da/do/das/dos => uma peça central da/do/das/dos
*{!ao,aos,no,nos,num,pelo} pilar~/es [?da,do,das,dos] => alicerce~/s
*{?resultado,crescimento,aumento,nível,investimento,desafio,momento,sucesso,êxito,impacto,avanço,ritmo,número,volume,lucro,fenómeno,fenômeno,feito,movimento,esforço,período,salto,passo,projeto,projecto,programa,centro,equipamento,acordo,marco,evento,desempenho,recorde,ano,apoio,financiamento,acesso,alcance,interesse,controlo,controle} sem precedentes => inédito
*marco~/s (histórico|históricos|) sem precedentes => passo~/s inédito~/s
*{?crise,escala,procura,demanda,velocidade,taxa,seca,onda,mudança,transformação,situação,oportunidade,expansão,subida,queda,quebra,receita,dimensão,adesão,inflação,pandemia,catástrofe,tragédia,conquista,vitória,infraestrutura,infra-estrutura,obra,iniciativa,parceria,aposta,solução,tecnologia,plataforma,medida,reforma,operação,campanha,colaboração,descoberta,experiência,qualidade,rapidez,precisão,ambição,redução,melhoria,evolução,recuperação} sem precedentes => inédita
*{?níveis,números,resultados,lucros,desafios,investimentos,valores,patamares,aumentos,ganhos,volumes,recordes} sem precedentes => inéditos
*{?proporções,taxas,dimensões,oportunidades,mudanças,receitas,vendas,perdas,cheias,temperaturas,transformações} sem precedentes => inéditas
*sem precedentes => sem paralelo`,
  // ── Frases feitas ──────────────────────────────────────────────────────────────────
  // "No mundo atual, cercado de telas, a leitura…": the participle agrees with the world, so the world stays (set 22:
  // "Hoje em dia, cercado de telas, a leitura" left it without its noun).
  raw`@ stock-phrase
*^ no mundo (atual|actual|de hoje|moderno|contemporâneo) , (cheio|repleto|marcado|dominado|saturado|inundado|rodeado|cercado|tomado|invadido|movido) => num mundo $2
*^ no mundo (atual|actual|de hoje|moderno|contemporâneo) , => hoje em dia,
*^ no (cenário|panorama) (atual|actual) , => hoje em dia,
*^ na era (digital|moderna) , => hoje,
*^ nos dias de hoje , => hoje,
*^ (num|em um) mundo em (constante|permanente) (evolução|transformação|mudança) , => hoje em dia,
*^ (num|em um) mundo em (constante|permanente) (evolução|transformação|mudança) , (em que|onde|no qual) => hoje em dia, quando
*^ no mundo (acelerado|dinâmico|globalizado|digital) de hoje , => hoje em dia,
*^ no mundo (atual|actual|de hoje|moderno|contemporâneo) , em (constante|permanente|contínua|rápida) (evolução|transformação|mudança) , => hoje em dia,
*^ no mundo (acelerado|dinâmico|globalizado|digital) de hoje , em (constante|permanente|contínua|rápida) (evolução|transformação|mudança) , => hoje em dia,
*^ no mundo (atual|actual|de hoje|moderno|contemporâneo) , (em que|onde|no qual) => hoje em dia, quando
*^ no mundo (acelerado|dinâmico|globalizado|digital) de hoje , (em que|onde|no qual) => hoje em dia, quando
*^ no (cenário|panorama) (atual|actual) , (em que|onde|no qual) => hoje em dia, quando
*^ no (cenário|panorama) (atual|actual) , em (constante|permanente|contínua|rápida) (evolução|transformação|mudança) , => hoje em dia,
*no mundo (atual|actual|de hoje|moderno|contemporâneo) => hoje
*no (cenário|panorama) (atual|actual) => hoje`,
  // "No cenário atual do mercado, um currículo …": the field stays ("Hoje, no mercado, …"), never "Hoje do mercado".
  raw`*(no|na) (cenário|panorama|paisagem) (atual|actual|de hoje) do/da/dos/das => hoje, no/na/nos/nas
*no (cenário|panorama) (atual|actual|de hoje) de => hoje, num contexto de
*na era digital => hoje
*o cenário (digital|tecnológico|empresarial|corporativo) => o mundo $1
*no cenário (digital|tecnológico|empresarial|corporativo) => no mundo $1
*cenário (económico|econômico|político|tecnológico|digital|empresarial|corporativo|competitivo|global|internacional|nacional|mundial|financeiro|social|macroeconómico|macroeconômico|regulatório|regulamentar|geopolítico|educacional|educativo|laboral|incerto|volátil|energético|mediático|midiático|atual|pós-pandemia|de negócios|tributário|fiscal|jurídico|legal|legislativo|sanitário|epidemiológico|imobiliário|habitacional|bancário|cambial|orçamental|orçamentário|demográfico|eleitoral|ambiental|climático|agrícola|comercial|profissional|escolar|universitário|académico|acadêmico|cultural|editorial|musical|desportivo|esportivo) => contexto $1
*cenário de (incerteza|crise|instabilidade|inflação|juros|mudança|mudanças|transformação|recessão|guerra|pandemia|escassez|competição|concorrência|volatilidade) => contexto de $1 | quadro de $1
*cenário em (constante|permanente|contínua|rápida) (mudança|transformação|evolução) => contexto em mudança | quadro em mudança | momento de mudança
*cenários em (constante|permanente|contínua|rápida) (mudança|transformação|evolução) => contextos em mudança
*cenário em (mudança|transformação|evolução) => contexto em $1
*cenários em (mudança|transformação|evolução) => contextos em $1
*cenário (marcado|dominado|caracterizado) por => contexto $1 por
*cenário cada vez mais => contexto cada vez mais
*cenário de (crédito|endividamento|desemprego|austeridade|abrandamento|desaceleração|estagnação|crescimento|retoma|recuperação|tensão|tensões|conflito|emergência|seca|alta|baixa|queda|subida|aumento|redução|risco|riscos|pressão|custos|preços|taxas|restrições|insegurança|polarização|desconfiança|transição|digitalização|envelhecimento|incertezas|dificuldades|contenção|falta|carência) => contexto de $1`,
  // "Em um cenário de trânsito cada vez mais lento": the traffic itself.
  // Only singular nouns take "um" ("num cenário de juros altos" -> "num contexto de juros altos", below).
  raw`*(em um|num|neste|nesse|em) cenário de (trânsito|tráfego|congestionamento|calor|frio|desemprego|abrandamento) => com um $2 | perante um $2
*cenário de [!filme,filmes,novela,novelas,teatro,cinema,gravação,gravações,sonho,postal,conto,fundo,jogo,videojogo,guerra,crime,$] => contexto de
*o cenário (ideal|perfeito) para => as condições ideais para
*um cenário (ideal|perfeito) para => condições ideais para
*{?$} o cenário para => o quadro para
*^ o cenário , (porém|contudo|no entanto|todavia|hoje|agora) => o quadro, $1
*{?este,esse,neste,nesse,deste,desse,novo} cenário [!de,do,da,natural,perfeito,ideal,idílico,deslumbrante,central,base,pessimista,otimista,optimista,adverso,hipotético,alternativo,provável,extremo,$] => contexto
*no cenário em (constante|permanente|contínua|rápida) (mudança|transformação|evolução) (de|do|da|dos|das) => no mundo $3 | no campo $3
*(a|perante|face a|diante de) (esse|este) cenário [?$] => $1 $2 quadro
*diante (deste|desse) cenário [?$] => diante $1 quadro
*cenários (atuais|actuais|económicos|econômicos|políticos|tecnológicos|digitais|empresariais|competitivos|globais|tributários|fiscais|jurídicos|legais|sanitários|imobiliários|financeiros|sociais|nacionais|internacionais|culturais|profissionais|escolares|ambientais|climáticos|demográficos|eleitorais) => contextos $1`,
  // "Num cenário em que as reservas descem…": a situation, not a stage ("momento" would say "only now": "num momento em
  // que cada paciente é único"); "contexto" is masculine, so the article stays.
  raw`*(num|neste|nesse|dum|deste|desse|em um) cenário (em que|onde|no qual) => $1 contexto em que
*nuns/nestes/nesses cenários (em que|onde|nos quais) => nuns/nestes/nesses contextos em que
*paisagem (urbana|intelectual) => vida $1
*paisagem cultural => realidade cultural`,
  // Plural "as suas paisagens urbanas" (the streets a city changes); "paisagens culturais" (a UNESCO category) stays.
  // "paisagens sonoras pensadas para cada momento": a band's sound; the feminine noun keeps what agrees with it.
  raw`*paisagens sonoras => sonoridades
*paisagem sonora => sonoridade
*paisagens urbanas => ruas
*paisage~m/ns (comercia~l/is|socia~l/is|artística~/s|literária~/s|musica~l/is|gastronómica~/s|gastronômica~/s|associativa~/s|desportiva~/s|esportiva~/s|noturna~/s|nocturna~/s|académica~/s|acadêmica~/s|universitária~/s|religiosa~/s|comunitária~/s) => vida~/s $1
*paisage~m/ns (digita~l/is|tecnológica~/s|mediática~/s|midiática~/s|empresaria~l/is|corporativa~/s|política~/s|económica~/s|econômica~/s|competitiva~/s|regulatória~/s|financeira~/s|educativa~/s|educaciona~l/is) => realidade~/s $1
*ecossistema (digital|tecnológico|empresarial|empreendedor|financeiro|económico|econômico|corporativo|educativo|educacional|criativo|industrial|académico|acadêmico|startup) => meio $1
*ecossistemas (digitais|tecnológicos|empresariais|empreendedores|financeiros|económicos|econômicos|corporativos|educativos|educacionais|criativos|industriais|académicos|acadêmicos|de inovação) => meios $1
*ecossistema~/s (de|da) economia (solidária|social|circular|criativa|digital|verde|local|azul|colaborativa|partilhada|compartilhada) => setor~/es $1 economia $2`,
  // "um verdadeiro ecossistema de apoio" -> "uma rede de apoio": the determiner changes with the feminine noun; after
  // a possessive or any other word the masculine "sistema" keeps the agreement ("o nosso sistema de apoio").
  raw`*um/o/este/esse/aquele/do/no/ao/pelo/num/deste/desse/neste/nesse/dum (verdadeiro|autêntico|) ecossistema (de|da|do|dos|das) (comércio|apoio|apoios|cooperativas|associações|coletivos|colectivos|iniciativas|projetos|projectos|organizações|entidades|instituições|agentes|atores|actores|produtores|artesãos|entreajuda|voluntários|voluntariado) => uma/a/esta/essa/aquela/da/na/à/pela/numa/desta/dessa/nesta/nessa/duma rede $2 $3
*uns/os/estes/esses/dos/nos/aos/pelos (verdadeiros|autênticos|) ecossistemas (de|da|do|dos|das) (comércio|apoio|apoios|cooperativas|associações|coletivos|colectivos|iniciativas|projetos|projectos|organizações|entidades|instituições|agentes|atores|actores|produtores|artesãos|entreajuda|voluntários|voluntariado) => umas/as/estas/essas/das/nas/às/pelas redes $2 $3
*ecossistema~/s (de|da|do|dos|das) (comércio|apoio|apoios|cooperativas|associações|coletivos|colectivos|iniciativas|projetos|projectos|organizações|entidades|instituições|agentes|atores|actores|produtores|artesãos|voluntários|voluntariado) => sistema~/s $1 $2`,
  // "um ecossistema de recarga que ainda está em construção": the chargers and the network of them.
  // A masculine noun, so the determiner and a predicate ("ainda são poucos") keep their agreement.
  raw`*ecossistema~/s (de|da|do|dos|das) (recarga|carregamento|carregadores|postos|abastecimento|distribuição|lojas|pontos de venda|pontos de recarga|entregas|ciclovias|transportes|transporte|mobilidade) => sistema~/s $1 $2
*ecossistema de inovação financeira => setor financeiro
*ecossistema~/s de inovação => setor~/es tecnológico~/s
*ecossistema~/s (de|da|do|dos|das) (startups|empreendedorismo|negócios|pagamentos|tecnologia|fintechs|saúde|educação|investimento|capital de risco|edtechs|agtechs|healthtechs|insurtechs|proptechs|legaltechs|martechs|deeptechs|foodtechs|retailtechs|scale-ups|scaleups|unicórnios|empresas|empreendedores|inteligência artificial|software|dados|media|mídia|conteúdos|talento|talentos|marketing|comércio eletrónico|comércio eletrônico|e-commerce|criadores|investidores|aceleradoras|incubadoras|cultura|turismo|energia|retalho|varejo|indústria|publicidade|emprego|conhecimento|investigação|pesquisa|ciência) => setor~/es $1 $2
*ecossistema de inovação tecnológica => setor tecnológico
*ecossistema (nacional|regional|europeu|português|portuguesa|brasileiro|municipal|metropolitano|urbano) (de|da|do|dos|das) => setor $1 $2
*ecossistemas (nacionais|regionais|europeus|portugueses|brasileiros|municipais|metropolitanos|urbanos) (de|da|do|dos|das) => setores $1 $2
*ecossistema~/s (de|da|do|dos|das) (parceiros|fornecedores|produtos|soluções|serviços|aplicações|apps|ferramentas|marcas) => conjunto~/s $1 $2
*ecossistema~/s de (aprendizagem|aprendizado|ensino|formação|estudo|colaboração|partilha|compartilhamento|criatividade|bem-estar|cuidado|cuidados|apoio|suporte|entreajuda|ajuda mútua|ideias|saber|saberes|ofícios) => ambiente~/s de $1
*um ecossistema (completo|integrado|aberto|próprio|inteiro) de => um conjunto $1 de`,
  // "usa o ecossistema da Microsoft ou do Google": a platform someone uses is a set of tools (the name is a protected span,
  // so only after a verb of use; "o ecossistema da Ria Formosa" stays).
  raw`*{?usa,usam,usas,usar,usando,usou,utiliza,utilizam,utilizar,adota,adotam,adotar,adopta,adoptam,escolhe,escolhem,escolher,prefere,preferem,preferir,segue,seguem} o/um ecossistema (da|do|de) [?$] => as/umas ferramentas $1`,
  // "O cenário muda rápido": the situation, not the scenery; the article follows the new noun. "o cenário é
  // promissor": the outlook, a masculine "quadro" (the adjective keeps its gender).
  raw`*o/um/este/esse cenário (muda|mudou|mudará|vai mudar|pode mudar|está a mudar|está mudando|tem mudado|se altera|altera-se|alterou-se|se alterou|se complica|complica-se|complicou-se|se complicou|se transforma|transforma-se|transformou-se|se transformou|se inverte|inverte-se|inverteu-se|se inverteu|evolui|evoluiu|já é outro|é outro) => a/uma/esta/essa situação $1
*os cenários (mudam|mudaram|mudarão|vão mudar|podem mudar|estão a mudar|estão mudando|têm mudado|se alteram|alteram-se|se complicam|complicam-se|evoluem|evoluíram) => as situações $1
*o/este/esse cenário (é|parece|continua|mostra-se|torna-se|está) [?promissor,animador,positivo,favorável,otimista,optimista,encorajador,risonho,bom,melhor,difícil,complicado,preocupante] => o/este/esse quadro $1`,
  // "A paisagem do adestramento mudou": a field of activity, not a landscape (a place noun never follows).
  raw`*a/na/da/pela/à/esta/essa/nesta/nessa/desta/dessa paisagem (do|da|dos|das) (adestramento|ensino|mercado|trabalho|emprego|saúde|educação|tecnologia|investimento|consumo|retalho|varejo|marketing|publicidade|música|cinema|moda|desporto|esporte|futebol|crédito|habitação|imprensa|jornalismo|televisão|comunicação|comércio|indústria|política|investigação|pesquisa|ciência|treino|treinamento|fitness|banca|finanças|startups|empreendedorismo|entretenimento|edição|literatura|restauração|hotelaria|mobilidade|energia|logística|recrutamento|formação|inteligência artificial|IA|software|programação|cibersegurança|seguros|nutrição|gastronomia|media|mídia|redes sociais|streaming|videojogos|games|criptomoedas|sustentabilidade|universidade|medicina|advocacia|contabilidade|teletrabalho|previdência|aposentadoria|aposentadorias|reforma|reformas|pensões|segurança social|impostos|fiscalidade|tributação|economia|imobiliário|turismo|agricultura|transportes|arte|artes|cultura|direito|justiça|fintech|fintechs|apps|aplicativos|tecnologias|telecomunicações|farmácia|biotecnologia|filantropia|voluntariado|bem-estar|franquias|franchising|pagamentos|investimentos|poupança|cripto) => o/no/do/pelo/ao/este/esse/neste/nesse/deste/desse mundo $1 $2`,
  // Plural "Nas novas paisagens do trabalho híbrido": realities (same gender and number, so nothing around it changes).
  raw`*paisagens (do|da|dos|das) (trabalho|emprego|mercado|ensino|educação|saúde|tecnologia|consumo|comunicação|recrutamento|teletrabalho|economia|finanças|media|mídia|marketing|comércio|indústria|política|negócios|empresas|startups|redes sociais|investimento|investimentos|carreiras|profissões) => realidades $1 $2`,
  // "Com o recrutamento digital, a paisagem mudou: …": the state of things, after a fronted clause or alone ("mudou de cor" stays);
  // so after a field of activity and "cuja(s)" ("um retalho cujas paisagens mudaram" -> "cujo quadro mudou").
  raw`*{?comma,$} a/esta/essa paisagem (muda|mudou|mudará|vai mudar|mudaria|pode mudar|está a mudar|está mudando|tem mudado|já mudou|mudou muito|mudou bastante|mudou completamente|se alterou|alterou-se|se transformou|transformou-se) [?$] => o/este/esse quadro $1
*{?retalho,varejo,mercado,comércio,setor,sector,ensino,trabalho,emprego,crédito,consumo,turismo,negócio,negócios,mundo,indústria,imprensa,banca} cujas paisagens mudaram/mudam/evoluíram/transformaram-se/alteraram-se => cujo quadro mudou/muda/evoluiu/transformou-se/alterou-se
*{?retalho,varejo,mercado,comércio,setor,sector,ensino,trabalho,emprego,crédito,consumo,turismo,negócio,negócios,mundo,indústria,imprensa,banca} cuja paisagem (mudou|muda|tem mudado|se transformou|se alterou|evoluiu) => cujo quadro $1`,
  // "abrir-lhe-ão paisagens profissionais": horizons; the determiner follows the new noun (the adjectives
  // listed have one form for both genders; "paisagens culturais" is a UNESCO category and stays).
  // "seu treino, sua jornada, seu ritmo": the middle of a list of possessions; the journey goes with its comma
  // ("sua caminhada" beside "treino" reads as a walk).
  raw`*, (sua|tua|a sua|a tua) jornada , [?seu,sua,teu,tua,o,a,os,as] => ,`,
  // "cada momento da sua jornada.", "mais um ano desta jornada.": a life or a customer relationship closing its clause is a
  // course ("caminhada" is a walk); a workday ("a sua jornada laboral") has a word after it and goes to the entries below.
  // Set 20: "cada momento da sua jornada em …" is a percurso too, mid-sentence; after a possessive the catch-all leaves
  // "jornada" ("é importante para a sua caminhada" read as a hike in a travel text; the article before is not ours).
  // Set 24: a feminine adjective after it stays with "jornada" ("no seu percurso literária" broke the agreement).
  raw`*da/na/pela/a sua jornada ${JN} => do/no/pelo/o seu percurso
*da/na/pela/a nossa jornada ${JN} => do/no/pelo/o nosso percurso
*desta/dessa/nesta/nessa/esta/essa jornada ${JN} => deste/desse/neste/nesse/este/esse percurso`,
  raw`*as/novas/outras/muitas/várias/estas/essas/umas/tantas paisagens (profissionais|de carreira|de oportunidades|de possibilidades|intelectuais) => os/novos/outros/muitos/vários/estes/esses/uns/tantos horizontes $1
*paisagens (profissionais|de carreira|de oportunidades|de possibilidades|intelectuais) => horizontes $1
*a/uma/nova/na/da paisagem profissional => o/um/novo/no/do mercado de trabalho
*{!próxima,última,penúltima,primeira,segunda,terceira,quarta,quinta,sexta,sétima,oitava,nona,décima,mesma,cada,anterior,derradeira,sua,nossa,tua,$} jornada [!de,do,da,dos,das,laboral,semanal,diária,dupla,esportiva,desportiva,mundial,escolar,noturna,nocturna,parcial,completa,integral,reduzida,seguinte,anterior,inaugural,final,decisiva] => caminhada
*dessa/desta/essa/esta/uma/a/da/na/pela jornada (fermentada|de fermentação) => desse/deste/esse/este/um/o/do/no/pelo processo de fermentação`,
  // Set 22: "Uma jornada mágica pela leitura" is a journey ("caminhada mágica" is a walk).
  raw`*jornada (mágica|encantada|incrível|emocionante) => viagem $1
*jornada de (crescimento|transformação|aprendizagem|aprendizado|descoberta|descobertas|autoconhecimento|sucesso|inovação|evolução|mudança|conhecimento|desenvolvimento) => caminhada de $1
*jornadas de (crescimento|transformação|aprendizagem|aprendizado|descoberta|descobertas|autoconhecimento|sucesso|inovação|evolução|mudança|conhecimento|desenvolvimento) => caminhadas de $1
*{!tal} zona de conforto => rotina
*embar~car/que/ca/cam/cou/camos/caram/cando numa jornada => fazer/faça/faz/fazem/fez/fazemos/fizeram/fazendo uma viagem
*embar~car/que/ca/cam/cou/camos/caram/cando nesta jornada => fazer/faça/faz/fazem/fez/fazemos/fizeram/fazendo esta viagem
*embar~car/que/ca/cam/cou/camos/caram/cando nessa jornada => fazer/faça/faz/fazem/fez/fazemos/fizeram/fazendo essa viagem
*incansavelmente => sem descanso`,
  // Set 22: "toda a sua trajetória profissional" -> "todo o seu caminho profissional" was odd: a career is a "carreira",
  // a student's course a "vida académica", a personal one a "história" (all feminine: the determiner stays as it is).
  // Set 27: "calcular a trajetória de um projétil" -> "a história de um projétil": the path of a moving body is literal.
  raw`(a|da|na|pela) ${TRAJECTORY} (de um|de uma|do|da) (projétil|projéctil|bola|bala|foguete|míssil|satélite|cometa|avião|partícula) => $1 $2 $3 $4
*(a|uma|numa|esta|essa|desta|dessa|nesta|nessa|da|na|pela|sua|nossa|minha|tua) ${TRAJECTORY} ${TRAJECTORY_LITERAL_NEXT} => $1 história
*${TRAJECTORY} (profissional|empresarial|política|artística|desportiva|esportiva|científica|literária|musical|internacional) => carreira $2
*${TRAJECTORY} (académica|acadêmica|escolar) => vida $2
*${TRAJECTORY} pessoal => história pessoal
`,
  // "Saia da zona de conforto.": the imperative too ("Saia da rotina" changes the advice; "Arrisque." keeps it).
  raw`*sair/sai/saem/saiu/saímos/saíram/sairmos/saindo/saia/saiam da (sua|nossa|minha|tua|) zona de conforto [!digital,digitais,habitual,pessoal,profissional,emocional,criativa,intelectual,social,financeira,de,do,da,dos,das,em,no,na,e] => arris~car/ca/cam/cou/camos/caram/carmos/cando/que/quem
*(é|foi|era|será|seria) (simplesmente|realmente|verdadeiramente|) de (tirar|cortar) (o fôlego|a respiração) => $1 admirável
*(é|foi|era|será|seria) , sem dúvida , de (tirar|cortar) (o fôlego|a respiração) => $1 admirável
*(são|foram|eram|serão|seriam) , sem dúvida , de (tirar|cortar) (o fôlego|a respiração) => $1 admiráveis
*(são|foram|eram|serão|seriam) (simplesmente|realmente|verdadeiramente|) de (tirar|cortar) (o fôlego|a respiração) => $1 admiráveis
*de (tirar|cortar) (o fôlego|a respiração) => de grande beleza
*vistas/vista/paisagens/paisagem (deslumbrantes|deslumbrante|lindas|linda|belas|bela|magníficas|magnífica|incríveis|incrível|espetaculares|espetacular|espectaculares|espectacular|) , de (tirar|cortar) (o fôlego|a respiração) [!comma] => bela~s//s/ vista~s//s/
*, de (tirar|cortar) (o fôlego|a respiração) [!comma] => -
*panorama (económico|econômico|político|tecnológico|digital|empresarial|competitivo|global|internacional|nacional|mundial|financeiro|social|regulatório|geopolítico|mediático|midiático|energético|cultural|musical|literário|artístico) => quadro $1
*mergulh~ar/e/a/am/amos/ando/ou/e-se no [!mar,rio,lago,oceano,atlântico,pacífico,fundo] => conhe~cer/ça/ce/cem/cemos/cendo/ceu/ça o
*mergulh~ar/e/a/am/amos/ando/ou/e-se na [!água,piscina,lagoa,baía,banheira] => conhe~cer/ça/ce/cem/cemos/cendo/ceu/ça a
*mergulh~ar/e/a/am/amos/ando/ou/e-se nos => conhe~cer/ça/ce/cem/cemos/cendo/ceu/ça os
*mergulh~ar/e/a/am/amos/ando/ou/e-se nas [!águas] => conhe~cer/ça/ce/cem/cemos/cendo/ceu/ça as
*desvend~ar/a/am/e/ando/ou => desc~obrir/obre/obrem/ubra/obrindo/obriu
*{?é,são,foi,foram,era,eram,será,serão,ser,sendo,seja,sejam,representa,representam,oferece,oferecem} muito mais (do|) que (um|uma|uns|umas|o|a|os|as|apenas|só|simples|meros|meras|mero|mera) => mais do que $2
*mais (do|) que (um|uma) (simples|mero|mera) => mais do que $2
*{?é,são,foi,foram,era,eram,será,serão,ser,sendo,seja,sejam,representa,representam,oferece,oferecem} muito mais (do|) que [!$,esperado,esperada,previsto,prevista,esperava,esperávamos,esperavam,imaginava,imaginávamos,pensava,pensávamos,isso,isto,antes,nunca,o,a,os,as,um,uma] => mais do que`,
  // "agrega valor à sua marca": the brand gains worth ("valoriza"); "melhora a sua marca" would say the curation changes it.
  raw`*agreg~a/am/ou/aram/ar/ando/ará valor [!a,ao,à,aos,às] => cont~a/am/ou/aram/ar/ando/ará
*agreg~a/am/ou/aram/ar/ando/ará valor a [?toda,todo,todos,todas,cada,um,uma,qualquer,tudo] => valoriz~a/am/ou/aram/ar/ando/ará
*agreg~a/am/ou/aram/ar/ando/ará valor ao [?cliente,clientes,comunidade,comunidades,consumidor,consumidores,utilizador,utilizadores,usuário,usuários,sociedade,população,pessoas,cidadão,cidadãos,aluno,alunos,estudantes,doentes,pacientes,leitor,leitores,público,turista,turistas,visitante,visitantes,hóspede,hóspedes,família,famílias,território,região,cidade] => benefici~a/am/ou/aram/ar/ando/ará o
*agreg~a/am/ou/aram/ar/ando/ará valor à [?cliente,clientes,comunidade,comunidades,consumidor,consumidores,utilizador,utilizadores,usuário,usuários,sociedade,população,pessoas,cidadão,cidadãos,aluno,alunos,estudantes,doentes,pacientes,leitor,leitores,público,turista,turistas,visitante,visitantes,hóspede,hóspedes,família,famílias,território,região,cidade] => benefici~a/am/ou/aram/ar/ando/ará a
*agreg~a/am/ou/aram/ar/ando/ará valor aos [?cliente,clientes,comunidade,comunidades,consumidor,consumidores,utilizador,utilizadores,usuário,usuários,sociedade,população,pessoas,cidadão,cidadãos,aluno,alunos,estudantes,doentes,pacientes,leitor,leitores,público,turista,turistas,visitante,visitantes,hóspede,hóspedes,família,famílias,território,região,cidade] => benefici~a/am/ou/aram/ar/ando/ará os
*agreg~a/am/ou/aram/ar/ando/ará valor às [?cliente,clientes,comunidade,comunidades,consumidor,consumidores,utilizador,utilizadores,usuário,usuários,sociedade,população,pessoas,cidadão,cidadãos,aluno,alunos,estudantes,doentes,pacientes,leitor,leitores,público,turista,turistas,visitante,visitantes,hóspede,hóspedes,família,famílias,território,região,cidade] => benefici~a/am/ou/aram/ar/ando/ará as
*agreg~a/am/ou/aram/ar/ando/ará valor ao => valoriz~a/am/ou/aram/ar/ando/ará o
*agreg~a/am/ou/aram/ar/ando/ará valor à => valoriz~a/am/ou/aram/ar/ando/ará a
*agreg~a/am/ou/aram/ar/ando/ará valor aos => valoriz~a/am/ou/aram/ar/ando/ará os
*agreg~a/am/ou/aram/ar/ando/ará valor às => valoriz~a/am/ou/aram/ar/ando/ará as
*(tecnologia|solução|investigação|pesquisa|ciência|medicina|engenharia|infraestrutura|ferramenta|indústria|técnica|plataforma|área|empresa) de ponta => $1 avançada
*(tecnologias|soluções|ferramentas|técnicas|plataformas|áreas|empresas|infraestruturas|indústrias) de ponta => $1 avançadas
*(equipamento|software|hardware|produto|serviço|centro|laboratório|sistema|hospital|design|setor|sector) de ponta => $1 avançado
*(equipamentos|produtos|serviços|centros|laboratórios|sistemas|hospitais|setores|sectores) de ponta => $1 avançados
*de última linha => de última geração`,
  // care is not equipment. Set 25: "de ponta arredondada" (a round tip) is a literal tip and stays.
  raw`*(acompanhamento|atendimento|cuidados|apoio|ensino|formação|tratamento|assistência) (veterinário|veterinária|veterinários|médico|médica|médicos|clínico|clínica|especializado|especializada|especializados|personalizado|personalizada|) de ponta => $1 $2
*em (constante|permanente|contínua) (evolução|transformação) => em mudança
*{?máquina,máquinas,genética,materiais,aparelhos,instrumentos,meios,métodos,dispositivos,robótica} de ponta => de última geração
`,
  // "uma rica tapeçaria de conquistas/histórias/culturas" is a set ("uma mistura de conquistas" reads as a muddle);
  // "uma tapeçaria cultural" is a mix.
  raw`*uma (rica|) tapeçaria cultural => uma mistura cultural
*uma (rica|) tapeçaria de => um conjunto de
*(navegar|navegue) (pelas|nas) complexidades (de|do|da|dos|das) => lidar com os detalhes $3
*as complexidades (de|do|da|dos|das) => os detalhes $1
*mergulh~ar/e/amos/aremos no universo (de|do|da|dos|das) => conhe~cer/ça/cemos/ceremos o universo $1
*(desbloquear|liberar) o (potencial|pleno potencial) (de|do|da|dos|das) => aproveitar o potencial $3
*o pleno potencial (de|do|da|dos|das) => todo o potencial $1
*uma (ampla|vasta) gama [!$] => uma série
*uma grande variedade [!$] => uma série
*um (amplo|vasto) leque [!$] => uma série
*uma (infinidade|miríade|pletora) [!$] => uma série
*um sem-número [!$] => uma série`,
  // ── Vocabulário sobrerrepresentado ─────────────────────────────────────────────────
  raw`@ excess-vocabulary
*é/são/foi/foram/será/serão/era/eram/torna-se/tornam-se crucia~l/is/l/is/l/is/l/is/l/is => é/são/foi/foram/será/serão/era/eram/torna-se/tornam-se indispensáve~l/is/l/is/l/is/l/is/l/is
*crucia~l/is [?para] => importante/importantes`,
  // Set 24: "um papel absolutamente importante" is no collocation; the intensifier goes into "muito".
  raw`*absolutamente (crucial|fundamental|essencial|vital|decisivo) => muito importante`,
  // A crucial factor or moment decides; "um detalhe crucial" before a precaution is only important ("determinante" says
  // it causes something).
  raw`*{?fator,fatores,factor,factores,elemento,elementos,papel,contributo,contributos,contribuição,influência,peso,voto,momento,momentos,fase,fases,etapa,etapas,altura,jogo,jogos,ano,anos,teste,testes} crucia~l/is => determinante~/s
*crucia~l/is => importante~/s
*é/são/foi/foram/será/serão/torna-se/tornam-se fundamenta~l/is/l/is/l/is/l/is => é/são/foi/foram/será/serão/torna-se/tornam-se indispensáve~l/is/l/is/l/is/l/is
*primordia~l/is => muito importante/importantes`,
  // "concebida de forma inovadora": an original way ("de forma nova" is not said).
  raw`*de (forma|maneira) inovadora => de $1 original
*de modo inovador => de modo original
*{?mais,menos,tão,muito,bastante,particularmente,especialmente,verdadeiramente} inovador~/a/es/as => origina~l/l/is/is
*{?professor,professora,professores,professoras,educador,educadora,educadores,educadoras,artista,artistas,cozinheiro,cozinheira,cozinheiros,cozinheiras,chef,chefs,arquiteto,arquiteta,arquitecto,arquitecta,arquitetos,arquitectos,autor,autora,autores,autoras,escritor,escritora,escritores,escritoras,criador,criadora,criadores,criadoras,pensador,pensadora,médico,médica,médicos,médicas,engenheiro,engenheira,engenheiros,engenheiras,empreendedor,empreendedora,espírito,mente,mentes,olhar,talento,talentos} inovador~/a/es/as => criativo/criativa/criativos/criativas`,
  // "a inovadora automação de cupons": before its noun "original" reads "the first version"; the puff goes (feminine only:
  // "um inovador nato" is a noun).
  raw`*{?a,as,uma,umas,esta,essa,sua,nossa,nova} inovadora~/s [!$,comma,e,ou,de,do,da,dos,das,que,em,no,na,é,foi,nata,natas] => -`,
  // "A nossa metodologia inovadora": a way of teaching or working is original ("metodologia nova" says only that it is recent);
  // so is anything else ("uma plataforma nova" claims it was just launched, against its 14 000 sellers).
  raw`*{?metodologia,metodologias,método,métodos,abordagem,abordagens,pedagogia,pedagogias,conceito,conceitos,proposta,propostas,técnica,técnicas,estilo,estilos,formato,formatos,modelo,modelos,ensino,visão,perspetiva,perspectiva,olhar} inovador~/a/es/as => origina~l/l/is/is
`,
  // "tecnologia inovadora": technology and equipment are modern ("tecnologia original" means genuine-brand technology).
  // "uma solução inovadora e abrangente": in a pair the puff goes and the other adjective carries the noun ("original" reads
  // "quirky" in a sales pitch); only before an adjective ("é inovadora e permite …", "inovador e o forno …" join clauses).
  // Set 20: "inovador, acessível e sustentável": in a list too the puff goes ("original" read "quirky").
  raw`*{!$} inovador~/a/es/as (e|,) [?abrangente,abrangentes,completo,completa,prático,prática,simples,eficaz,eficiente,sustentável,seguro,segura,acessível,intuitivo,intuitiva,flexível,moderno,moderna,útil] => -
*{?tecnologia,tecnologias,equipamento,equipamentos,aparelho,aparelhos,sistema,sistemas} inovador~/a/es/as => modern~o/a/os/as
*inovador~/a/es/as => origina~l/l/is/is
*inovaç~ão/ões socia~l/is => mudança~/s socia~l/is
*(aposta|apostas|apostar|aposto|apostamos|apostam|apostou|apostaram|investimento|investimentos|investir|investe|investem|investiu|investiram|foco|focado|focada) (na|em) inovação => $1 em novas soluções`,
  // "Para nós, inovação é usar a ferramenta mais nova" / "A inovação passa por ouvir": the verb says it plainly.
  raw`*{?comma,$} inovação (é|significa|passa por|quer dizer) => inovar $1
*^ a inovação (é|significa|passa por|quer dizer) => inovar $1
*{?que,porque,pois} a inovação (é|significa|passa por|quer dizer) => inovar $1`,
  // "Com inovação e cuidado, a nossa abordagem une …": the other quality says it alone.
  // "Com inovação, laboratório próprio e farmacêuticos, transformamos …": a comma may open a list that still needs its "com".
  raw`*com inovação e => com
*com inovação , => com novas ideias,
*{!trabalhamos,trabalha,trabalham,atuamos,atua,crescemos,cresce,une,unimos} com inovação [?$] => -
*{?com,e,de,comma} muita inovação e => muito
*{!ciência,investigação,pesquisa,desenvolvimento,I} e inovação [!social,tecnológica,científica] => e novas ideias
*{!e,comma,de,em,ciência,investigação,pesquisa,desenvolvimento} inovação [!e] => modernização
*{!e,comma,de,em} inovações [!e] => novidades
*meticulos~o/a/os/as => cuidados~o/a/os/as
*meticulosamente => cuidadosamente
*minucios~o/a/os/as => cuidados~o/a/os/as
*holístic~o/a/os/as => globa~l/l/is/is
*robust~o/a/os/as => sólid~o/a/os/as
*notáve~l/is => importante~/s
*notavelmente => muito
*significativamente => sensivelmente
*de (forma|maneira) significativa => sensivelmente
*de modo significativo => sensivelmente
*{!diferença,diferenças,estatisticamente,correlação,correlações,associação,efeito,efeitos,resultado,resultados,teste} significativ~o/a/os/as => importante~//s/s
*promissor~/a/es/as => animador~/a/es/as`,
  // Set 22: "um investimento promissor" is a good one ("investimento animador" is no collocation).
  raw`*um (lugar|local|sítio|espaço|campus|destino|ponto de partida|começo|início|caminho|arranque|percurso|investimento|negócio|plano|projeto|projecto|método) promissor => um bom $1
*uma (cidade|região|escola|área|opção|alternativa|zona|instituição|universidade|faculdade|empresa|estreia|escolha|aposta|estratégia|solução|abordagem|ideia|proposta) promissora => uma boa $1
*verdadeiramente => realmente
*(talento|autor|escritor|jovem|atleta|artista|aluno|estudante|cientista|investigador|pesquisador|realizador|cineasta|músico|jogador|estreante|nome|treinador|empreendedor) promissor => $1 com futuro
*(autora|escritora|jovem|atleta|artista|aluna|estudante|cientista|investigadora|pesquisadora|realizadora|cineasta|música|jogadora|estreante|treinadora|empreendedora|carreira|voz) promissora => $1 com futuro
*(talentos|autores|escritores|jovens|atletas|artistas|alunos|estudantes|cientistas|investigadores|pesquisadores|nomes|jogadores|empreendedores) promissores => $1 com futuro
*(autoras|escritoras|jovens|atletas|artistas|alunas|estudantes|cientistas|investigadoras|pesquisadoras|jogadoras|empreendedoras|carreiras|vozes) promissoras => $1 com futuro
*fascinante~/s => interessante~/s
*{!direito,direitos,liberdades,liberdade,ensino,lei,física,partícula,partículas,força,forças,frequência,tom,estado,teorema,constante,constantes,educação,escola,escolas,nível,dever,deveres,princípio,princípios,norma,normas,investigação,pesquisa,carta,tabela} fundamenta~l/is => importante~/s
*é/são/foi/foram/será/serão/era/eram/seja/sejam/torna-se/tornam-se essencia~l/is/l/is/l/is/l/is/l/is/l/is => é/são/foi/foram/será/serão/era/eram/seja/sejam/torna-se/tornam-se indispensáve~l/is/l/is/l/is/l/is/l/is/l/is`,
  // Set 25: "é essencial vir com um acompanhante" is a requirement ("importante" made it optional): like "fundamental"
  // and "crucial" above, it becomes "indispensável".
  // "Eis o essencial", "que o essencial apareça no topo": the noun (what matters most); not a capitalised name
  // ("Cozinha Mineira Essencial") and not before a noun it qualifies ("o essencial kit" is not Portuguese anyway).
  // "regressar ao essencial" (idiom) stays
  // "priorizar o consumo essencial" (water or power in a cut) is the set phrase, like "serviços essenciais".
  // Set 20: the noun stays "paisagens" ("ligando comunidades … e belas vistas" broke the verb's collocation).
  raw`*o/do/no/pelo essencial [!de,do,da,dos,das] => o/do/no/pelo mais importante
*o/do/no/pelo essencial (de|do|da|dos|das) => o/do/no/pelo principal $1
*{!o,do,no,ao,pelo,num,é,são,foi,foram,será,serão,era,eram,seja,sejam,torna-se,tornam-se,óleo,óleos,serviço,serviços,bem,bens,aminoácido,aminoácidos,ácido,ácidos,nutriente,nutrientes,trabalhadores,atividade,atividades,actividade,actividades,hipertensão,tremor,produtos,medicamentos,vitaminas,elemento,elementos,consumo,consumos} essencia~l/is => indispensáve~l/is`,
  // Set 22: "uma aventura harmoniosa" is puffery with no plain sense ("aventura equilibrada" is nonsense): it stays.
  // Set 27: "indústria transformadora" (manufacturing) is a term, and "potencialmente marcante" an odd hedge: both stay.
  raw`*{!aventura,aventuras,viagem,viagens,experiência,experiências} harmonios~o/a/os/as => equilibrad~o/a/os/as
*harmoniosamente => em equilíbrio
*{!o,um,do,no,pelo,ao,os,uns,dos,nos,pelos,aos,este,esse,novo,seu,nosso,potencialmente,indústria,indústrias} transformador~/a/es/as => marcante~//s/s
*enriquecedor~/a/es/as => proveitos~o/a/os/as
*idílic~o/a/os/as => tranquil~o/a/os/as
*{!o,no,do,ao,pelo,num,dum} pitoresc~o/a/os/as => bonit~o/a/os/as
*é/são/foi/foram/será/serão/era/eram/seja/sejam vita~l/is/l/is/l/is/l/is/l/is => é/são/foi/foram/será/serão/era/eram/seja/sejam importante~/s//s//s//s//s
*multifacetad~o/a/os/as => variad~o/a/os/as
*intrincad~o/a/os/as => complex~o/a/os/as
*{!a,uma,da,na,esta,essa,sua,nossa,pela,as,das,nas,suas,nossas,umas,o,um,do,no,nova,novas,própria,grande,termo} dinâmic~o/a/os/as [!de,do,da,dos,das,entre] => viv~o/a/os/as
*encantador~/a/es/as => agradáve~l/l/is/is
*{?guia,estudo,relatório,plano,programa,conjunto,manual,curso,resumo,leque,catálogo,portefólio,portfólio,serviço,sistema,projeto,projecto,acordo,levantamento,conhecimento,tratamento,apoio,olhar} abrangente => completo
*{?análise,visão,abordagem,solução,lista,revisão,avaliação,estratégia,formação,cobertura,oferta,gama,resposta,reforma,política,perspetiva,perspectiva} abrangente => completa
*{?guias,estudos,relatórios,planos,programas,serviços,sistemas,projetos,projectos,acordos,dados,conhecimentos} abrangentes => completos
*{?análises,soluções,listas,revisões,avaliações,estratégias,políticas,medidas,respostas,reformas,ofertas,informações} abrangentes => completas
*beleza (deslumbrante|impressionante|estonteante|arrebatadora|ímpar) => grande beleza
*paisagem (deslumbrante|estonteante|impressionante|de tirar o fôlego|de cortar a respiração|arrebatadora|de sonho|idílica|de postal) => bela vista
*paisagens (deslumbrantes|estonteantes|impressionantes|de tirar o fôlego|de cortar a respiração|arrebatadoras|de sonho|idílicas|de postal) => belas paisagens`,
  // Set 22: "simplesmente deslumbrantes" -> "simplesmente admiráveis" ("simplesmente especiais" is weak and odd).
  raw`*{?mais,menos,tão,muito,bem,bastante,particularmente,especialmente,verdadeiramente,simplesmente,é,são,foi,foram,era,eram,será,serão,ser,seja,sejam,está,estão,fica,ficam,ficou} deslumbrante~/s => admiráve~l/is
*{?mais,menos,tão,muito,bem,bastante,particularmente,especialmente,verdadeiramente} estonteante~/s => admiráve~l/is
*(promete|prometem|prometia|prometiam|prometeu) ser deslumbrante~/s => $1 ser especia~l/is
*{?resultado,resultados,desempenho,sucesso,crescimento,número,números,oferta,ofertas,preço,preços,conquista,conquistas,vitória,vitórias,carreira,retorno,valor,valores,poupança,lucro,lucros,ganho,ganhos,rendimento,saldo,balanço,negócio,desconto,descontos} deslumbrante~/s => excelente~/s
*deslumbrante~/s => especia~l/is
*estonteante~/s => de grande beleza
*é/foi/era impressionante (como|que|ver|notar|observar) => é/foi/era surpreendente $1
*(paciência|força|quantidade|variedade|diversidade|rapidez|velocidade|capacidade|resistência|coragem|dedicação|energia|determinação|memória|habilidade|destreza|facilidade|calma|persistência|generosidade) impressionante => $1 enorme
*vista deslumbrante => bela vista
*vistas deslumbrantes => belas vistas
*um (panorama|pôr do sol|pôr-do-sol|miradouro) deslumbrante => um belo $1
*(panorama|pôr do sol|pôr-do-sol|miradouro) de (tirar|cortar) (o fôlego|a respiração) => belo $1
*(panoramas|pores do sol|pores-do-sol|miradouros) de (tirar|cortar) (o fôlego|a respiração) => belos $1
*vista~/s de (tirar|cortar) (o fôlego|a respiração) => bela~/s vista~/s`,
  // "um dos comandos que mais desafiam os tutores": what costs them most.
  raw`*mais desafi~a/am/ou/aram/ava/avam o => mais cust~a/am/ou/aram/ava/avam ao
*mais desafi~a/am/ou/aram/ava/avam os => mais cust~a/am/ou/aram/ava/avam aos
*mais desafi~a/am/ou/aram/ava/avam a => mais cust~a/am/ou/aram/ava/avam à
*mais desafi~a/am/ou/aram/ava/avam as => mais cust~a/am/ou/aram/ava/avam às`,
  // "pratos de um acabamento impressionante": workmanship is admirable ("acabamento marcante" is odd).
  // Set 20: "marcante" only for experiences and moments ("grutas marcantes" is odd); other nouns keep the word.
  raw`*(acabamento|acabamentos|qualidade|detalhe|detalhes|rigor|pormenor|pormenores|execução|técnica|trabalho|cuidado|precisão|nível) impressionante~/s => $1 admiráve~l/is
*de (forma|maneira) impressionante => de $1 intensa
*de modo impressionante => de modo intenso
*{?é,são,foi,foram,era,será,fica,ficou,está} (simplesmente|realmente|) impressionante~/s [?$] => espetacular~/es
*(pôr do sol|panorama|miradouro) impressionante => belo $1
*vista~/s impressionante~/s => bela~/s vista~/s
*{?experiência,experiências,momento,momentos,história,histórias} impressionante~/s => marcante~/s
*inesquecíve~l/is => memoráve~l/is
*revolucion~ar/a/am/ou/aram/ando/ará => mud~ar/a/am/ou/aram/ando/ará
*revolucionári~o/a/os/as [!francês,francesa,russo,russa,cubano,cubana,de,do,da] => nov~o/a/os/as
*{!tão,bem} geralmente => normalmente
*{!mais,tão,muito,bastante,menos,de,com} ric~o/a/os/as (património|patrimônio|herança|história|tradição|legado|acervo|cultura|gastronomia|tradições|histórias) => $1
*{?o,a,os,as,nosso,nossa,seu,sua,vosso,vossa,teu,tua} mais ric~o/a/os/as (património|patrimônio|bem|tesouro|legado|herança|ativo|activo) => maior~//es/es $1
*{?cada,maior,principal,grande,verdadeiro,primeiro,último,outro,novo,próximo} desafio => problema
*desafio [?de,do,da,dos,das,para,é,foi,será,era,está,reside,consiste,passa] => problema
`,
  // "Qualquer mudança traz desafios": what a change brings are difficulties ("traz problemas" admits a fault).
  raw`*{?traz,trazem,trouxe,trazer,enfrenta,enfrentam,enfrentar} desafios => dificuldades
`,
  // Set 22: "conhecem os desafios reais do curso", "vencer os desafios de estudar": difficulties ("problemas" says the
  // course is faulty, "vencer problemas" is odd); after a bare determiner, before what keeps the feminine agreeing.
  // "Desafios do Pião" (a section's name) and other bare "desafios do/da …" stay.
  raw`*{!todos,ambos} os/dos/aos/nos/pelos/estes/esses/destes/desses desafios [?de,do,da,dos,das,que,reais,atuais,actuais,$] => as/das/às/nas/pelas/estas/essas/destas/dessas dificuldades
*{!aceitar,aceita,aceitam,aceitou,aceitaram,aceite,aceitem,lançar,lança,lançou,lançaram,gosta,gostam,adora,adoram,adoro,gosto,propor,propõe,propôs} desafios [!do,da] => problemas
*desafiador~/a/es/as => difíc~il/il/eis/eis
*pode~/m/rá/rão variar : => varia~:/m:/:/m:
*pode~/m/rá/rão variar — => varia~/m//m —
*pode~/m/rá/rão variar (em|no|na) [?$] => pode~/m/rá/rão mudar $1
*pode~/m/rá/rão variar [?$,se,quando,durante,caso,após,depois] => pode~/m/rá/rão mudar
*pode~/m/rá/rão variar (em|no|na) (janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|época alta|épocas altas|períodos|alturas|feriados|natal|verão|inverno|fim de semana|fins de semana|início do ano|final do ano|fim do ano) => pode~/m/rá/rão mudar $1 $2
*pode~/m/rá/rão variar => varia/variam/varia/variam`,
  // "mas pode variar em setembro" / "se tiveres muitos débitos": a doubt about one case stays ("varia" would make it
  // certain); a range or a dependence ("varia entre 3 e 5 dias", "conforme o peso", "bastante de loja para loja") is a fact.
  // "…, contribuindo para que mais pessoas combinem …": the purpose says it plainly. "contribuindo para uma comunidade que
  // lê": a community is brought about, not favoured ("favorecer uma comunidade" gives it an advantage).
  // Set 20: ", contribuindo para uma redução de 410 toneladas" -> ", o que contribui para …" (one favours a process,
  // not a quantity or "uma capital mais limpa"); without a comma the gerund is left.
  raw`*contribuindo (assim|também|ainda|dessa forma|desta forma|) para que => para que
*contribuindo (assim|também|ainda|) para (um|uma) (comunidade|sociedade|mundo|cidade|país|planeta|cultura|ambiente|bairro|região|rede|espaço|lugar|escola|futuro|sistema) => ajudando a criar $2 $3
*{?comma} contribuindo (assim|também|ainda|) para (o|a|os|as|um|uma|seu|sua|seus|suas|este|esta|esse|essa|isso|isto|nosso|nossa|tal) => o que $1 contribui para $2
*contribuindo decisivamente para => ajudando a
*cativante~/s => interessante~/s
*(extremamente|sumamente|incrivelmente) => muito
*(indiscutivelmente|inegavelmente) => claramente
*(referência|líder|exemplo|símbolo|modelo) inegável => $1
*inegáve~l/is => evidente~/s
*aprimor~ar/a/am/ando/ado/ada/ados/adas/ou => melhor~ar/a/am/ando/ado/ada/ados/adas/ou
*otimizar/otimiza/otimizam/otimizando/optimizar/optimiza/optimizam/optimizando (os|seus|nossos) custos => reduz~ir//em/indo/ir//em/indo $1 custos
*otimizar/otimiza/otimizam/otimizando/optimizar/optimiza/optimizam/optimizando o tempo [!de,do,da,dos,das] => poupa~r//m/ndo/r//m/ndo tempo
*otimizar/otimiza/otimizam/otimizando/optimizar/optimiza/optimizam/optimizando (o|seu|o seu|nosso|o nosso) tempo => poupa~r//m/ndo/r//m/ndo $1 tempo`,
  // Set 22: a low fee relieves a budget ("melhorando o seu orçamento" is nonsense).
  raw`*otimizar/otimiza/otimizam/otimizando/optimizar/optimiza/optimizam/optimizando (o|seu|o seu|nosso|o nosso) orçamento => alivia~r//m/ndo/r//m/ndo $1 orçamento
*otimiza~r//m/ndo (o|um|os|seu|este|a|uma|as|sua) (espaço|espaços|área|áreas|quarto|imóvel) => aproveita~r//m/ndo $1 $2
*otimizar/otimiza/otimizam/otimizando/optimizar/optimiza/optimizam/optimizando (os|seus|nossos) recursos => aproveita~r//m/ndo/r//m/ndo melhor $1 recursos
`,
  // "otimizando cada minuto da consulta": time is made good use of ("melhorar cada minuto" makes no sense).
  raw`*otimizar/otimizando/optimizar/optimizando cada (minuto|hora|momento|dia) => aproveita~r/ndo/r/ndo bem cada $1
*otimiza~r//m/ndo (o|seu|o seu|os|seus|a|sua|a sua) (consumo|gastos|energia|uso) => gerir/gere/gerem/gerindo melhor $1 $2
*otimiza~r//m/ndo/do/da/dos/das => melhora~r//m/ndo/do/da/dos/das
*optimiza~r//m/ndo/do/da/dos/das => melhorar/melhora/melhoram/melhorando/melhorado/melhorada/melhorados/melhoradas`,
  // "potencializar as suas chances": chances grow ("fortalecer as chances" is a mismatch).
  raw`*potencializ~ar/a/am/ando/ou/aram/ará/arão/e/em (as|suas|as suas|as tuas|tuas|as vossas|nossas|as nossas) (chances|hipóteses|possibilidades|probabilidades|oportunidades) => aument~ar/a/am/ando/ou/aram/ará/arão/e/em $1 $2`,
  // "potencializar cada peça feita à mão": a piece, a product or a brand is shown at its worth ("fortalecer uma peça"
  // reads as making the object sturdier).
  // "potencializar a sua evolução": progress is sped up; results and performance are improved ("fortalecer a evolução" is odd).
  raw`*potencializ~ar/a/am/ando/ou/aram/ará/arão/e/em (a|o|as|os|sua|seu|suas|seus|a sua|o seu|as suas|os seus|tua|teu|a tua|o teu|nossa|nosso|a nossa|o nosso) (evolução|progresso|progressos|crescimento|desenvolvimento|aprendizagem|aprendizado|recuperação) => aceler~ar/a/am/ando/ou/aram/ará/arão/e/em $1 $2
*potenci~ar/a/am/ando/ou/aram/ará/arão/e/em (a|o|as|os|sua|seu|suas|seus|a sua|o seu|as suas|os seus|tua|teu|a tua|o teu|nossa|nosso|a nossa|o nosso) (evolução|progresso|progressos|crescimento|desenvolvimento|aprendizagem|aprendizado|recuperação) => aceler~ar/a/am/ando/ou/aram/ará/arão/e/em $1 $2
*potencializ~ar/a/am/ando/ou/aram/ará/arão/e/em (a|o|as|os|sua|seu|suas|seus|a sua|o seu|as suas|os seus|tua|teu|a tua|o teu|nossa|nosso|a nossa|o nosso) (resultado|resultados|desempenho|rendimento|treino|treinos|eficácia|eficiência|vendas|produtividade|nota|notas|média|pontuação) => melhor~ar/a/am/ando/ou/aram/ará/arão/e/em $1 $2
*potenci~ar/a/am/ando/ou/aram/ará/arão/e/em (a|o|as|os|sua|seu|suas|seus|a sua|o seu|as suas|os seus|tua|teu|a tua|o teu|nossa|nosso|a nossa|o nosso) (resultado|resultados|desempenho|rendimento|treino|treinos|eficácia|eficiência|vendas|produtividade|nota|notas|média|pontuação) => melhor~ar/a/am/ando/ou/aram/ará/arão/e/em $1 $2
*potencializ~ar/a/am/ando/ou/aram/ará/arão/e/em (cada|o|a|os|as|seu|sua|seus|suas|o seu|a sua|os seus|as suas|nosso|nossa|o nosso|a nossa|os nossos|as nossas|teu|tua|o teu|a tua) (peça|peças|produto|produtos|obra|obras|trabalho|trabalhos|criação|criações|marca|marcas|artesanato|arte|imóvel|imóveis|casa|loja|lojas) => valoriz~ar/a/am/ando/ou/aram/ará/arão/e/em $1 $2
`,
  // "capaz de potencializar sua energia", "potencializando o tratamento": energy and effect grow, so does a treatment's
  // efficacy ("fortalecer a energia", "fortalecer o tratamento" are not said; "reforça" is a marker).
  raw`*potencializa~r//m/ndo (a|o|sua|seu|a sua|o seu) (energia|disposição|efeito) => aumenta~r//m/ndo $1 $2
*potencializa~r//m/ndo o tratamento => aumenta~r//m/ndo a eficácia do tratamento
`,
  // "potenciar poupanças", "potenciando uma experiência integrada": savings grow and an experience is given ("fortalecer
  // poupanças", "fortalecer uma experiência" are no collocations).
  raw`*potenci~ar/a/am/ando/ou/aram/ará/arão/e/em (poupanças|economias|ganhos|lucros|receitas|rendimentos) => aument~ar/a/am/ando/ou/aram/ará/arão/e/em $1
*potencializ~ar/a/am/ando/ou/aram/ará/arão/e/em (poupanças|economias|ganhos|lucros|receitas|rendimentos) => aument~ar/a/am/ando/ou/aram/ará/arão/e/em $1
*potenci~ar/a/am/ando/ou/aram/ará/arão/e/em (uma|a) experiência => proporcion~ar/a/am/ando/ou/aram/ará/arão/e/em $1 experiência
*potencializ~ar/a/am/ando/ou/aram/ará/arão/e/em (uma|a) experiência => proporcion~ar/a/am/ando/ou/aram/ará/arão/e/em $1 experiência
`,
  // Set 22: "potencializando a memorização" -> "fortalecendo a memorização" broke the collocation; what "potencializa"
  // a process favours it ("favorecendo a memorização dos sinais", "favorece o desempenho").
  raw`*potencializ~ar/a/am/ando/ou/aram/ará/arão/e/em => favorec~er/e/em/endo/eu/eram/erá/erão/a/am
*potenci~ar/a/am/ando/ou/aram/ará/arão/e/em => favorec~er/e/em/endo/eu/eram/erá/erão/a/am
`,
  // "funciona como uma verdadeira alavanca para X": after "uma" the noun (a lever), not the verb ("uma estimula"); a
  // feminine noun, so the article and adjective that other entries may already have rewritten still agree.
  raw`*{?uma,verdadeira,grande,poderosa} alavanca => ajuda
*alavanc~ar/a/am/ando/ou/aram/ará (dados|tecnologia|tecnologias|recursos|ferramentas|ativos|activos|conhecimento|conhecimentos|competências|talento|talentos|capacidades|infraestrutura|automação|algoritmos|plataforma|plataformas|redes|experiência|inteligência artificial|IA|informação|informações|canais|meios) => aproveit~ar/a/am/ando/ou/aram/ará $1
`,
  // "alavancando sua trajetória profissional": a career ("trajetória" is a marker) is given a push ("estimular" a path is odd, "fazer avançar" stilted in Brazil).
  raw`*alavanc~ar/a/am/ando/ou/aram/ará (a sua|sua) (carreira|vida profissional|trajetória profissional|trajectória profissional|trajetória|trajectória|percurso profissional) => dar/dá/dão/dando/deu/deram/dará impulso à sua carreira
*alavanc~ar/a/am/ando/ou/aram/ará (a|a tua|tua|a nossa|nossa|a vossa) (carreira|vida profissional) => fazer/faz/fazem/fazendo/fez/fizeram/fará avançar $1 $2
*alavanc~ar/a/am/ando/ou/aram/ará (as|as suas|suas|as nossas|nossas) carreiras => fazer/faz/fazem/fazendo/fez/fizeram/fará avançar $1 carreiras
*alavanc~ar/a/am/ando/ou/aram/ará (parcerias|contactos|contatos|relações|ligações|colaborações) => estreit~ar/a/am/ando/ou/aram/ará $1
*alavanc~ar/a/am/ando/ou/aram/ará (o|a|os|as|seu|sua|seus|suas|nosso|nossa|nossos|nossas|o seu|a sua|os seus|as suas|o nosso|a nossa|os nossos|as nossas|esse|essa|esses|essas|este|esta|estes|estas) (dados|tecnologia|tecnologias|recursos|ferramentas|ativos|activos|conhecimento|conhecimentos|competências|talento|talentos|parcerias|capacidades|infraestrutura|automação|algoritmos|plataforma|plataformas|redes|experiência|inteligência artificial|IA|informação|informações|canais|meios) => aproveit~ar/a/am/ando/ou/aram/ará $1 $2
*alavanc~ar/a/am/ando/ou/aram/ará (a|o|as|os|sua|seu|suas|seus|nossa|nosso|nossas|nossos|a sua|o seu|a nossa|o nosso) (atuação|actuação|presença|alcance|negócio|negócios|operação|operações|carteira|marca|visibilidade|rede|quota|participação) => ampli~ar/a/am/ando/ou/aram/ará $1 $2
*alavanc~ar/a/am/ando/ou/aram/ará (as|as suas|suas|as tuas|tuas|as nossas|nossas|os|os seus|seus|os nossos|nossos|a|a sua|sua|o|o seu|seu) (chances|hipóteses|possibilidades|vendas|lucros|receitas|resultados|ganhos|renda|rendimento|faturamento|receita|lucro) => aument~ar/a/am/ando/ou/aram/ará $1 $2
*alavanc~ar/a/am/ando/ou/aram/ará (a|a sua|sua|o|o seu|seu) (estabilidade|segurança|solidez|confiança) => aument~ar/a/am/ando/ou/aram/ará $1 $2
*alavanc~ar/a/am/ando/ou/aram/ará => estimul~ar/a/am/ando/ou/aram/ará`,
  raw``,
  // ", fomentando a sua tranquilidade": a gerund tail about the reader's peace of mind says what it is for ("estimulando
  // a tranquilidade" contradicts itself).
  // ", permitindo que cada aluno ganhe": the tail's subjunctive reads as a purpose ("para que"; both take the subjunctive).
  raw`*, (fomentando|promovendo|garantindo) (a sua|sua|a tua|tua) (tranquilidade|segurança) => , para $2 $3
*, permitindo que => , para que
`,
  raw`*foment~ar/a/am/ando/ou/aram/ará/arão/e/em => estimul~ar/a/am/ando/ou/aram/ará/arão/e/em
*impulsion~ar/a/am/ando/ou/aram/ará/arão/e/em => estimul~ar/a/am/ando/ou/aram/ará/arão/e/em
*sinergia~/s (harmoniosa|harmoniosas|perfeita|perfeitas|natural|naturais) => harmonia~/s
*sinergia~/s => colaboração/colaborações`,
  // "criando sinergia entre talentos": one does not "create a collaboration"; the talents are brought together, and
  // "criar sinergias com parceiros" is joining forces.
  // Set 21: "um pilar fundamental" -> "uma parte importante" ("um alicerce" swapped one over-used building metaphor for another).
  // Set 25: "elevar sua experiência a outro patamar" -> "melhorar sua experiência" (the figure goes whole; "melhorar … a
  // outro patamar" broke it); with a complement between them ("a experiência do cliente a …") the verb stays.
  raw`*criar/criando/cria/criam/gerar/gerando/gera/geram (sinergia|sinergias) entre => aproxima~r/ndo//m/r/ndo//m
*criar/criando/cria/criam/gerar/gerando/gera/geram (sinergia|sinergias) [!entre] => soma~r/ndo//m/r/ndo//m forças
*empodera~r//m/ndo => fortalece~r//m/ndo
*uma mudança de paradigma => uma grande mudança
*um pilar fundamental => uma parte importante
*inestimáve~l/is => enorme~/s
*eleva~r//m/ndo (a|o|sua|seu|nossa|nosso) (experiência|qualidade|nível|produtividade) (a|para) (outro|um novo|novo|um outro) (patamar|nível) => melhora~r//m/ndo $1 $2
*eleva~r//m/ndo (a|o|sua|seu|nossa|nosso) (experiência|qualidade|nível|produtividade) [!de,do,da,dos,das] => melhora~r//m/ndo $1 $2
*perfeitamente integrad~o/a/os/as => bem integrado/integrada/integrados/integradas`,
  // ── Tom promocional ────────────────────────────────────────────────────────────────
  // Set 20: "No coração de Aveiro" is the town, not its centre ("no centro" claimed the network sits downtown): "em/no/na".
  // Set 20: "imperdível" -> "que vale a pena", said on both sides of the Atlantic ("a não perder" is pt-PT only); set 21:
  // "uma oportunidade imperdível para chegar" is a good one ("que vale a pena para chegar" reads as "worth it to arrive").
  // Set 21: "modo vibrante"/"no vibrante" is the phone's vibrate setting; it stays.
  raw`@ promotional-language
*aninhad~o/a/os/as (em|no|na|nos|nas|num|numa|nuns|numas|entre|a|ao|à|aos|às|sobre|junto a|junto ao|junto à|perto de|perto do|perto da|aos pés de|aos pés do|aos pés da|no sopé de|no sopé do|no sopé da) => situad~o/a/os/as $1
*aninhad~o/a/os/as => situad~o/a/os/as
*encravad~o/a/os/as (em|no|na|nos|nas|entre) => situad~o/a/os/as $1
*no coração de/do/da/dos/das [!noite,inverno,verão] => em/no/na/nos/nas
*(ecossistema|setor|sector|mercado|polo|centro|tecido|meio) (vibrante|pujante) => $1 ativo
*(comunidade|cena|economia|rede|vida cultural|indústria) (vibrante|pujante) => $1 ativa
*ecossistema (vibrante|dinâmico|próspero|florescente|pujante|crescente) (de|da|do) (startups|empresas|empreendedores|tecnologia|fintechs|edtechs) => setor ativo $2 $3
*{!um,uma,o,a,seu,sua,modo,no,e} vibrante~/s => alegre~/s
*cores vibrantes => cores vivas
*uma (joia|jóia) escondida => um lugar pouco conhecido
*uma verdadeira joia => uma joia
*uma experiência inesquecível => uma boa experiência
*oportunidade~/s imperdíve~l/is => boa~/s oportunidade~/s
*{!é,são,foi,foram,será,serão,era,eram,seja,sejam,ser} imperdíve~l/is => que vale~/m a pena
*um paraíso para => um bom destino para`,
  // ── Cópula evitada ─────────────────────────────────────────────────────────────────
  // Set 20: "um destino que se ergue como um testemunho" -> "que é uma prova" (the reflexive form, as the enclitic one).
  // Set 25: "afirma-se como" leaves its article to the entries after it ("um verdadeiro pilar da" -> "uma peça central da";
  // a consumed "um" left a bare "pilar" for "alicerce").
  raw`@ copula-avoidance
*serv~e/em/ia/iam/iu/iram como (um|uma|o|a|os|as) => é/são/era/eram/foi/foram $1
*atua/atuam/actua/actuam como (um|uma) => é/são/é/são $1
*funciona~/m como (um|uma) => é/são $1
*ergue-se/erguem-se/assume-se/assumem-se como [?um,uma] => é/são/é/são
*se ergue~/m como [?um,uma] => é/são
*constitu~i/em/ía/íam (um|uma|o|a) => é/são/era/eram $1
*constitui/constituem/constituía/constituíam/representa/representam/representava/representavam um verdadeiro => é/são/era/eram/é/são/era/eram um
*constitui/constituem/constituía/constituíam/representa/representam/representava/representavam uma verdadeira => é/são/era/eram/é/são/era/eram uma
*se destaca~/m como um verdadeiro => é/são um
*se destaca~/m como uma verdadeira => é/são uma
*destaca~-se/m-se como um verdadeiro => é/são um
*destaca~-se/m-se como uma verdadeira => é/são uma
*representa~/m um (passo|avanço|exemplo|divisor|motor|trunfo) => é/são um $1
*representa~/m uma (oportunidade|conquista|etapa|revolução|referência|mudança|prioridade) => é/são uma $1
*se posiciona~/m como [?um,uma,o,a] => é/são
*se afirma~/m como [?um,uma,o,a] => é/são
*se destaca~/m como (um|uma|o|a|referência) => é/são $1
*destaca~-se/m-se como (um|uma|o|a|referência) => é/são $1
*afirma~-se/m-se como [?um,uma,o,a] => é/são
*posiciona~-se/m-se como [?um,uma,o,a] => é/são
*revela~-se/m-se => é/são
*se revela~/m => é/são`,
  // ── Ressalvas acumuladas ───────────────────────────────────────────────────────────
  // Set 25: a hedge between commas after "pode" stacks on the modal ("pode, em certa medida, esconder" -> "pode esconder").
  raw`@ stacked-hedge
*pode~/m/ria/riam (potencialmente|possivelmente|eventualmente|em certa medida|até certo ponto) => pode~/m/ria/riam
*pode~/m/ria/riam , (potencialmente|possivelmente|eventualmente|em certa medida|até certo ponto) , => pode~/m/ria/riam
*talvez possa~/m => pode~/m
*^ de certa forma , => -
*^ de certo modo , => -
*^ sem dúvida , => -
*^ sem sombra de dúvida , => -
*^ sem dúvida (alguma|nenhuma) , => -
*^ sem (qualquer|nenhuma) dúvida , => -
*, sem (dúvida alguma|dúvida nenhuma|qualquer dúvida|nenhuma dúvida) , => -
*{!comma} sem (dúvida alguma|dúvida nenhuma|qualquer dúvida|nenhuma dúvida) [!comma] => -
*{!comma} sem dúvida [!comma,alguma,nenhuma] => -
*, sem (sombra de|) dúvida , => -
*{!comma} sem sombra de dúvida [!comma] => -
*^ (em certa medida|até certo ponto) , => em parte,`,
  // ── Restos de conversa ─────────────────────────────────────────────────────────────
  raw`@ chatbot-opener
*^ (claro|com certeza|certamente|com prazer|perfeito) ! => -
@ sycophancy
*^ (ótima|óptima|excelente|boa|grande|que ótima|que óptima|que excelente|que boa) pergunta ! => -
@ chatbot-signoff`,
  // "Não hesite em nos ligar pelo …": the plain imperative, the fact after it kept (a sentence
  // with no fact is dropped whole by the structure rules).
  raw`*não hesite em contactar/contatar/ligar/telefonar/escrever/visitar/enviar/procurar/perguntar/consultar/entrar/pedir/agendar/marcar/reservar/passar/falar/vir/trazer/fazer/solicitar/aparecer/usar/utilizar/experimentar/partilhar/compartilhar/responder/indicar/informar/avisar/aproveitar/participar/descobrir/conhecer/comprar/encomendar/inscrever-se/levar/provar => contacte/contate/ligue/telefone/escreva/visite/envie/procure/pergunte/consulte/entre/peça/agende/marque/reserve/passe/fale/venha/traga/faça/solicite/apareça/use/utilize/experimente/partilhe/compartilhe/responda/indique/informe/avise/aproveite/participe/descubra/conheça/compre/encomende/inscreva-se/leve/prove
*não hesites em contactar/contatar/ligar/telefonar/escrever/visitar/enviar/procurar/perguntar/consultar/entrar/pedir/agendar/marcar/reservar/passar/falar/vir/trazer/fazer/solicitar/aparecer/usar/utilizar/experimentar/partilhar/compartilhar/responder/indicar/informar/avisar/aproveitar/participar/descobrir/conhecer/comprar/encomendar/inscrever-se/levar/provar => contacta/contata/liga/telefona/escreve/visita/envia/procura/pergunta/consulta/entra/pede/agenda/marca/reserva/passa/fala/vem/traz/faz/solicita/aparece/usa/utiliza/experimenta/partilha/compartilha/responde/indica/informa/avisa/aproveita/participa/descobre/conhece/compra/encomenda/inscreve-te/leva/prova
*não hesitem em contactar/contatar/ligar/telefonar/escrever/visitar/enviar/procurar/perguntar/consultar/entrar/pedir/agendar/marcar/reservar/passar/falar/vir/trazer/fazer/solicitar/aparecer/usar/utilizar/experimentar/partilhar/compartilhar/responder/indicar/informar/avisar/aproveitar/participar/descobrir/conhecer/comprar/encomendar/inscrever-se/levar/provar => contactem/contatem/liguem/telefonem/escrevam/visitem/enviem/procurem/perguntem/consultem/entrem/peçam/agendem/marquem/reservem/passem/falem/venham/tragam/façam/solicitem/apareçam/usem/utilizem/experimentem/partilhem/compartilhem/respondam/indiquem/informem/avisem/aproveitem/participem/descubram/conheçam/comprem/encomendem/inscrevam-se/levem/provem
*não hesite em (nos|me) contactar/contatar/ligar/telefonar/escrever/visitar/enviar/procurar/perguntar/consultar/avisar/informar => contacte-$1/contate-$1/ligue-$1/telefone-$1/escreva-$1/visite-$1/envie-$1/procure-$1/pergunte-$1/consulte-$1/avise-$1/informe-$1
*não hesites em (nos|me) contactar/contatar/ligar/telefonar/escrever/visitar/enviar/procurar/perguntar/consultar/avisar/informar => contacta-$1/contata-$1/liga-$1/telefona-$1/escreve-$1/visita-$1/envia-$1/procura-$1/pergunta-$1/consulta-$1/avisa-$1/informa-$1
*não hesitem em (nos|me) contactar/contatar/ligar/telefonar/escrever/visitar/enviar/procurar/perguntar/consultar/avisar/informar => contactem-$1/contatem-$1/liguem-$1/telefonem-$1/escrevam-$1/visitem-$1/enviem-$1/procurem-$1/perguntem-$1/consultem-$1/avisem-$1/informem-$1
*não hesite em contactar-nos/contatar-nos/ligar-nos/telefonar-nos/escrever-nos/visitar-nos/enviar-nos/procurar-nos/perguntar-nos/consultar-nos/avisar-nos/informar-nos => contacte-nos/contate-nos/ligue-nos/telefone-nos/escreva-nos/visite-nos/envie-nos/procure-nos/pergunte-nos/consulte-nos/avise-nos/informe-nos
*não hesite em contactar-me/contatar-me/ligar-me/telefonar-me/escrever-me/visitar-me/enviar-me/procurar-me/perguntar-me/consultar-me/avisar-me/informar-me => contacte-me/contate-me/ligue-me/telefone-me/escreva-me/visite-me/envie-me/procure-me/pergunte-me/consulte-me/avise-me/informe-me
*não hesites em contactar-nos/contatar-nos/ligar-nos/telefonar-nos/escrever-nos/visitar-nos/enviar-nos/procurar-nos/perguntar-nos/consultar-nos/avisar-nos/informar-nos => contacta-nos/contata-nos/liga-nos/telefona-nos/escreve-nos/visita-nos/envia-nos/procura-nos/pergunta-nos/consulta-nos/avisa-nos/informa-nos
*não hesites em contactar-me/contatar-me/ligar-me/telefonar-me/escrever-me/visitar-me/enviar-me/procurar-me/perguntar-me/consultar-me/avisar-me/informar-me => contacta-me/contata-me/liga-me/telefona-me/escreve-me/visita-me/envia-me/procura-me/pergunta-me/consulta-me/avisa-me/informa-me
*não hesitem em contactar-nos/contatar-nos/ligar-nos/telefonar-nos/escrever-nos/visitar-nos/enviar-nos/procurar-nos/perguntar-nos/consultar-nos/avisar-nos/informar-nos => contactem-nos/contatem-nos/liguem-nos/telefonem-nos/escrevam-nos/visitem-nos/enviem-nos/procurem-nos/perguntem-nos/consultem-nos/avisem-nos/informem-nos
*não hesite em entrar em (contacto|contato) => entre em $1
*não hesites em entrar em (contacto|contato) => entra em $1
*não hesitem em entrar em (contacto|contato) => entrem em $1
*não hesite em => pode
*não hesites em => podes
*não hesitem em => podem
*fique à vontade para => pode
*fica à vontade para => podes
*fiquem à vontade para => podem
*sinta-se (à vontade|livre) para => pode
*sintam-se (à vontade|livres) para => podem
*^ fic~o/amos à (sua|tua|vossa|inteira|total|) disposição para (qualquer dúvida|quaisquer dúvidas|dúvidas|esclarecimentos|mais esclarecimentos|mais informações|qualquer esclarecimento|o que precisarem|o que precisar) => para $2, est~ou/amos disponíve~l/is
*fico/ficamos/estou/estamos/estarei/estaremos à (sua|tua|vossa|inteira|total|) disposição => est~ou/amos/ou/amos/arei/aremos disponíve~l/is/l/is/l/is
*fico/ficamos/estou/estamos/estarei/estaremos à (sua|tua|vossa) (inteira|total|inteiramente) disposição => est~ou/amos/ou/amos/arei/aremos disponíve~l/is/l/is/l/is
*fico/ficamos/estou/estamos/estarei/estaremos ao (seu|teu|vosso|inteiro|) dispor => est~ou/amos/ou/amos/arei/aremos disponíve~l/is/l/is/l/is
@ signposting
*^ vamos (explorar|analisar|examinar|descobrir|conhecer) => vejamos
*vamos (explorar|analisar|examinar) => vamos ver`,
  // "… pode ser frustrante, mas vamos mergulhar no assunto passo a passo.": a clause that only announces the answer goes
  // with its comma ("vamos conhecer o assunto passo a passo" is no Portuguese; the steps follow anyway).
  raw`*, mas vamos (mergulhar|explorar|analisar|ver|entender) (no|o|nesse|neste|esse|este) (assunto|tema|caso|problema|tópico) (passo a passo|com calma|em detalhe|em pormenor|a fundo|juntos|) [?$] => -`,
  // ── Enchimento (não são marcadores) ────────────────────────────────────────────────
  raw`@ filler-phrase
a fim de => para
com (o objetivo|o intuito|a finalidade) de => para
com vista a => para
devido ao (fato|facto) de que => porque
pelo (fato|facto) de que => porque
tendo em vista que => como
no que (diz respeito|se refere|concerne) (a|ao|à|aos|às) => quanto $2
é capaz de => pode
são capazes de => podem
tem a capacidade de => pode
têm a capacidade de => podem
fazer/faz/fazem uso de => usar/usa/usam
a grande maioria (de|dos|das) => a maioria $1
utiliz~ar/a/am/ando/ou/aram/ado/ada/ados/adas => usar/usa/usam/usando/usou/usaram/usado/usada/usados/usadas
+ divers~os/as => vári~os/as
+ inúmer~os/as => muit~os/as
+ adiciona~l/is => extra
+ aproximadamente => cerca de
+ (atualmente|actualmente) => hoje`,
].join("\n");
