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

export const PT_LEXICON = String.raw`
# ── Conclusões e resumos ───────────────────────────────────────────────────────────
@ section-summary
*^ em conclusão , => -
*^ para concluir , => -
*^ concluindo , => -
*^ em resumo , => -
*^ resumindo , => -
*^ em suma , => -
*^ em síntese , => -
*^ em última análise , => no fim,
*^ em última instância , => no fim,

# ── Conectores de enchimento ───────────────────────────────────────────────────────
@ transition-overuse
*^ além disso , => -
*^ ademais , => -
*^ adicionalmente , => -
*^ outrossim , => -
*^ igualmente , => -
*^ nesse sentido , => -
*^ neste sentido , => -
*^ nesse contexto , => -
*^ neste contexto , => -
*^ dessa forma , => assim,
*^ desta forma , => assim,
*^ desse modo , => assim,
*^ deste modo , => assim,
*^ por conseguinte , => por isso,
*^ em primeiro lugar , => primeiro,
*^ em segundo lugar , => depois,
^ no entanto , => mas | =
^ contudo , => mas | =
*ademais => além disso
*outrossim => também

@ didactic-disclaimer
*^ (vale|cabe|convém) (também |ainda |)(ressaltar|destacar|mencionar|salientar|sublinhar|lembrar|notar|referir|frisar) que => -
*^ vale a pena (ressaltar|destacar|mencionar|salientar|sublinhar|lembrar|notar|referir) que => -
*^ é (importante|fundamental|essencial|crucial|válido|interessante) (ressaltar|destacar|mencionar|salientar|sublinhar|lembrar|notar|referir|frisar|compreender|entender|reconhecer|ter em mente) que => -
*^ é importante ter em conta que => -
*^ importa (referir|salientar|sublinhar|destacar) que => -
*^ não podemos esquecer que => -
*(vale|cabe|convém) (ressaltar|destacar|mencionar|salientar|lembrar) que => -
*é (importante|fundamental|essencial) (ressaltar|destacar|mencionar|salientar|lembrar|notar) que => -

# ── Importância e significado ──────────────────────────────────────────────────────
@ puffery-significance
*desempenha/desempenham/desempenhou/desempenharam/desempenhava/desempenhavam/desempenhará/desempenharão/desempenhar/desempenhando um papel (crucial|fundamental|essencial|vital|central|decisivo|importante|determinante|primordial|chave|de destaque|preponderante|relevante|significativo) => é/são/foi/foram/era/eram/será/serão/ser/sendo importante/importantes/importante/importantes/importante/importantes/importante/importantes/importante/importante
*tem/têm/teve/tiveram/exerce/exercem um papel (crucial|fundamental|essencial|vital|central|decisivo|determinante|primordial|chave|de destaque|preponderante) => é/são/foi/foram/é/são importante/importantes/importante/importantes/importante/importantes
*desempenha/desempenham/desempenhou/desempenharam um papel-chave => é/são/foi/foram importante/importantes/importante/importantes
*um papel (crucial|vital|decisivo|determinante|primordial|preponderante) => um papel importante
*um testemunho (de|do|da|dos|das) => uma prova $1
*um verdadeiro testemunho (de|do|da|dos|das) => uma prova $1
*(destaca|ressalta|sublinha|evidencia|reforça|salienta) a importância (de|do|da|dos|das) => mostra a importância $2
*(destacam|ressaltam|sublinham|evidenciam|reforçam|salientam) a importância (de|do|da|dos|das) => mostram a importância $2
*(destacando|ressaltando|sublinhando|evidenciando|reforçando|salientando) a importância (de|do|da|dos|das) => mostrando a importância $2
*evidencia/evidenciam/evidenciou/evidenciaram => mostra/mostram/mostrou/mostraram
*marco (importante|significativo|histórico|fundamental|decisivo) => marco
*um divisor de águas => uma grande mudança
*uma pedra angular => uma base
*a pedra angular => a base
*um verdadeiro => um
*uma verdadeira => uma
*um legado (duradouro|inestimável|indelével) => um legado
*abre/abrem/abriu/abriram/abrir/abrindo (caminho|o caminho) para (um|uma|o|a|os|as|novos|novas|mais) => prepara/preparam/preparou/prepararam/preparar/preparando $2

# ── Frases feitas ──────────────────────────────────────────────────────────────────
@ stock-phrase
*^ no mundo (atual|actual|de hoje|moderno|contemporâneo) , => hoje,
*^ no cenário (atual|actual) , => hoje,
*^ no panorama (atual|actual) , => hoje,
*^ na era (digital|moderna) , => hoje,
*^ nos dias de hoje , => hoje,
*^ num mundo em (constante|permanente) (evolução|transformação|mudança) , => hoje,
*^ em um mundo em (constante|permanente) (evolução|transformação|mudança) , => hoje,
*^ no mundo (acelerado|dinâmico|globalizado|digital) de hoje , => hoje,
*no mundo (atual|actual|de hoje|moderno|contemporâneo) => hoje
*no cenário (atual|actual) => hoje
*no panorama (atual|actual) => hoje
*na era digital => hoje
*o cenário (digital|tecnológico|empresarial|corporativo) => o mundo $1
*no cenário (digital|tecnológico|empresarial|corporativo) => no mundo $1
*em (constante|permanente|contínua) (evolução|transformação) => em mudança
*uma (rica|) tapeçaria (de|cultural) => uma mistura $2
*(navegar|navegue) (pelas|nas) complexidades (de|do|da|dos|das) => lidar com os detalhes $3
*as complexidades (de|do|da|dos|das) => os detalhes $1
*mergulhar/mergulhe/mergulhamos/mergulharemos no universo (de|do|da|dos|das) => conhecer/conheça/conhecemos/conheceremos o universo $1
*(desbloquear|liberar) o (potencial|pleno potencial) (de|do|da|dos|das) => aproveitar o potencial $3
*o pleno potencial (de|do|da|dos|das) => todo o potencial $1
*uma ampla gama [!$] => uma série
*uma vasta gama [!$] => uma série
*uma grande variedade [!$] => uma série
*um amplo leque [!$] => uma série
*um vasto leque [!$] => uma série
*uma infinidade [!$] => uma série
*um sem-número [!$] => uma série
*uma miríade [!$] => uma série
*uma pletora [!$] => uma série

# ── Vocabulário sobrerrepresentado ─────────────────────────────────────────────────
@ excess-vocabulary
*crucial/cruciais => importante/importantes
*é/são/foi/foram/será/serão/torna-se/tornam-se fundamental/fundamentais/fundamental/fundamentais/fundamental/fundamentais/fundamental/fundamentais => é/são/foi/foram/será/serão/torna-se/tornam-se importante/importantes/importante/importantes/importante/importantes/importante/importantes
*primordial/primordiais => muito importante/importantes
*inovador/inovadora/inovadores/inovadoras => novo/nova/novos/novas
*meticuloso/meticulosa/meticulosos/meticulosas => cuidadoso/cuidadosa/cuidadosos/cuidadosas
*meticulosamente => cuidadosamente
*minucioso/minuciosa/minuciosos/minuciosas => cuidadoso/cuidadosa/cuidadosos/cuidadosas
*holístico/holística/holísticos/holísticas => global/global/globais/globais
*robusto/robusta/robustos/robustas => sólido/sólida/sólidos/sólidas
*notável/notáveis => importante/importantes
*notavelmente => muito
*significativamente => sensivelmente
*de (forma|maneira) significativa => sensivelmente
*de modo significativo => sensivelmente
*{!diferença,diferenças,estatisticamente,correlação,correlações,associação,efeito,efeitos,resultado,resultados,teste} significativo/significativa/significativos/significativas => importante/importante/importantes/importantes
*promissor/promissora/promissores/promissoras => animador/animadora/animadores/animadoras
*fascinante/fascinantes => interessante/interessantes
*cativante/cativantes => interessante/interessantes
*extremamente => muito
*sumamente => muito
*incrivelmente => muito
*indiscutivelmente => claramente
*inegavelmente => claramente
*inegável/inegáveis => evidente/evidentes
*aprimorar/aprimora/aprimoram/aprimorando/aprimorado/aprimorada/aprimorados/aprimoradas/aprimorou => melhorar/melhora/melhoram/melhorando/melhorado/melhorada/melhorados/melhoradas/melhorou
*otimizar/otimiza/otimizam/otimizando (os|seus|nossos) custos => reduzir/reduz/reduzem/reduzindo $1 custos
*optimizar/optimiza/optimizam/optimizando (os|seus|nossos) custos => reduzir/reduz/reduzem/reduzindo $1 custos
*otimizar/otimiza/otimizam/otimizando (os|seus|nossos) recursos => aproveitar/aproveita/aproveitam/aproveitando melhor $1 recursos
*optimizar/optimiza/optimizam/optimizando (os|seus|nossos) recursos => aproveitar/aproveita/aproveitam/aproveitando melhor $1 recursos
*otimizar/otimiza/otimizam/otimizando/otimizado/otimizada/otimizados/otimizadas => melhorar/melhora/melhoram/melhorando/melhorado/melhorada/melhorados/melhoradas
*optimizar/optimiza/optimizam/optimizando/optimizado/optimizada/optimizados/optimizadas => melhorar/melhora/melhoram/melhorando/melhorado/melhorada/melhorados/melhoradas
*potencializar/potencializa/potencializam/potencializando => reforçar/reforça/reforçam/reforçando
*alavancar/alavanca/alavancam/alavancando => aumentar/aumenta/aumentam/aumentando
*fomentar/fomenta/fomentam/fomentando => estimular/estimula/estimulam/estimulando
*impulsionar/impulsiona/impulsionam/impulsionando => estimular/estimula/estimulam/estimulando
*sinergia/sinergias => colaboração/colaborações
*empoderar/empodera/empoderam/empoderando => fortalecer/fortalece/fortalecem/fortalecendo
*uma mudança de paradigma => uma grande mudança
*um pilar fundamental => um pilar
*inestimável/inestimáveis => enorme/enormes
*elevar/eleva/elevam/elevando (a|o|sua|seu|nossa|nosso) (experiência|qualidade|nível|produtividade) => melhorar/melhora/melhoram/melhorando $1 $2
*perfeitamente integrado/integrada/integrados/integradas => bem integrado/integrada/integrados/integradas

# ── Tom promocional ────────────────────────────────────────────────────────────────
@ promotional-language
*aninhado/aninhada/aninhados/aninhadas (em|no|na|nos|nas|entre) => situado/situada/situados/situadas $1
*encravado/encravada/encravados/encravadas (em|no|na|nos|nas|entre) => situado/situada/situados/situadas $1
*no coração (de|do|da|dos|das) [!noite,inverno,verão] => no centro $1
*{!um,uma,o,a,seu,sua} vibrante/vibrantes => alegre/alegres
*cores vibrantes => cores vivas
*{?paisagem,vista,praia,cenário,panorama,espetáculo,espectáculo,pôr-do-sol,sol} de tirar o fôlego => impressionante
*{?paisagens,vistas,praias,cenários,panoramas,espetáculos,espectáculos} de tirar o fôlego => impressionantes
*uma joia escondida => um lugar pouco conhecido
*uma jóia escondida => um lugar pouco conhecido
*uma verdadeira joia => uma joia
*uma experiência inesquecível => uma boa experiência
*{!é,são,foi,foram,será,serão,era,eram,seja,sejam,ser} imperdível/imperdíveis => a não perder
*um paraíso para => um bom destino para

# ── Cópula evitada ─────────────────────────────────────────────────────────────────
@ copula-avoidance
*serve/servem/servia/serviam/serviu/serviram como (um|uma|o|a|os|as) => é/são/era/eram/foi/foram $1
*atua/atuam/actua/actuam como (um|uma) => é/são/é/são $1
*funciona/funcionam como (um|uma) => é/são $1
*constitui/constituem/constituía/constituíam (um|uma|o|a) => é/são/era/eram $1
*representa/representam um (marco|passo|avanço|desafio|exemplo|pilar|divisor|motor|trunfo) => é/são um $1
*representa/representam uma (oportunidade|conquista|etapa|revolução|referência|mudança|prioridade) => é/são uma $1
*se posiciona/posicionam como (um|uma|o|a) => é/são $1
*se afirma/afirmam como (um|uma|o|a) => é/são $1
*se destaca/destacam como (um|uma|o|a) => é/são $1
*destaca-se/destacam-se como (um|uma|o|a) => é/são $1
*afirma-se/afirmam-se como (um|uma|o|a) => é/são $1
*posiciona-se/posicionam-se como (um|uma|o|a) => é/são $1
*revela-se/revelam-se => é/são
*se revela/revelam => é/são

# ── Ressalvas acumuladas ───────────────────────────────────────────────────────────
@ stacked-hedge
*pode/podem/poderia/poderiam potencialmente => pode/podem/poderia/poderiam
*pode/podem/poderia/poderiam possivelmente => pode/podem/poderia/poderiam
*pode/podem/poderia/poderiam eventualmente => pode/podem/poderia/poderiam
*talvez possa/possam => pode/podem
*^ de certa forma , => -
*^ de certo modo , => -
*^ sem dúvida , => -
*^ sem sombra de dúvida , => -
*^ sem dúvida alguma , => -
*{!comma} sem dúvida [!comma] => -
*{!comma} sem sombra de dúvida [!comma] => -

# ── Restos de conversa ─────────────────────────────────────────────────────────────
@ chatbot-opener
*^ claro ! => -
*^ com certeza ! => -
*^ certamente ! => -
*^ com prazer ! => -
*^ perfeito ! => -
@ sycophancy
*^ (ótima|óptima|excelente|boa|grande|que ótima|que óptima|que excelente|que boa) pergunta ! => -
@ chatbot-signoff
*não hesite em => pode
*não hesites em => podes
*não hesitem em => podem
*fique à vontade para => pode
*fica à vontade para => podes
*fiquem à vontade para => podem
*sinta-se (à vontade|livre) para => pode
*sintam-se (à vontade|livres) para => podem

# ── Enchimento (não são marcadores) ────────────────────────────────────────────────
@ filler-phrase
a fim de => para
com o objetivo de => para
com o intuito de => para
com a finalidade de => para
com vista a => para
devido ao (fato|facto) de que => porque
pelo (fato|facto) de que => porque
tendo em vista que => como
no que diz respeito (a|ao|à|aos|às) => quanto $1
no que se refere (a|ao|à|aos|às) => quanto $1
no que concerne (a|ao|à|aos|às) => quanto $1
é capaz de => pode
são capazes de => podem
tem a capacidade de => pode
têm a capacidade de => podem
fazer uso de => usar
faz uso de => usa
fazem uso de => usam
a grande maioria (de|dos|das) => a maioria $1
utilizar/utiliza/utilizam/utilizando/utilizou/utilizaram/utilizado/utilizada/utilizados/utilizadas => usar/usa/usam/usando/usou/usaram/usado/usada/usados/usadas
+ diversos/diversas => vários/várias
+ inúmeros/inúmeras => muitos/muitas
+ adicional => extra
+ adicionais => extra
+ aproximadamente => cerca de
+ atualmente => hoje
+ actualmente => hoje
`;
