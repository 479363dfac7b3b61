// Portuguese data (Brazil and Portugal) for the structural sign rules
// (transforms/structure-lang.ts) and the sentence detectors of detectSigns. Written by hand from
// the English rules (lang/en-structure.ts) and the stock phrasing of Portuguese assistant answers;
// both standards' forms are listed where they differ (você/tu, atual/actual, contatar/contactar).

import { B, E, re, reCase, type StructureData } from "./structure-data.js";

// Strings with accents or backslashes are written raw`…` (String.raw): the bundler escapes a plain string's
// "é" as "\xE9" (and doubles every backslash), a raw template keeps both as written, which is smaller.

/** String.raw under a short name: the bundle spells it once, not at each of the file's templates (−160 B gzip). */
const raw = String.raw;

const SIGNIFICANCE = raw`(?:importância|papel|compromisso|valor|relevância|potencial|capacidade|dinamismo|vitalidade|riqueza|legado|herança|identidade|estatuto|status|posição|reputação|dedicação|impacto|influência|futuro|excelência|tradição|resiliência|visão|força|diversidade|necessidade|transformação|sucesso|empenho|patrimônio|património|centralidade|vocação|pilar|pilares|alicerce|alicerces|referência|marco|motor|exemplo)`;
// What a real piece of advice after "Como modelo de linguagem, não consigo ver X;" starts with.
const ADVICE = raw`(?:se|caso|quando|em caso de|na dúvida,?|por isso|por segurança,?|confira|confirm[ae]|consulte|verifique|procure|contacte|contate|fale|ligue|veja|recomendo|sugiro|o melhor é|por favor|vale|convém)\s`;
// An imperfect verb in the sentence: after a knowledge-cutoff frame ("Até a minha última atualização, X oferecia…") it
// says the thing has stopped unless a frame that keeps the note's doubt stays ("Da última vez que verifiquei, X oferecia…":
// "Segundo as informações mais recentes" would claim the facts are current, against the imperfect).
const IMPERFECT = raw`(?=[^.!?]*${B}(?:\p{L}{2,}(?:ava|avam|iam|ecia|azia|ezia|uzia|endia|istia|ebia|ervia|abria|unia|uia|uía|itia|igia|ibia|olvia)|tinha|tinham|era|eram|havia|podia|vinha|vinham|estava|estavam)${E})`;
// The assistant about itself before a comma ("Como sou uma IA e os meus dados têm data de corte, confirme …").
const SELF = raw`(?:Como sou|Por ser|Sendo|Visto que sou|Uma vez que sou|Já que sou) (?:uma |um )(?:IA|inteligência artificial|modelo de linguagem|modelo de IA|assistente virtual|assistente de IA|assistente de inteligência artificial|chatbot|\p{Co})`;
// A date right after the cutoff frame is the time frame itself ("Até a minha última atualização, em outubro de 2023, …").
const DATED = raw`(?!(?:em|até|desde|a partir de|por volta de|no início de|no final de|no fim de|em meados de)\s[^,.!?]{0,30}(?:[\d\p{Co}]|janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro))`;
// The link between a disclaimer and the advice that follows it ("…; confira" / "…, então confira").
const THEN = raw`(?:[;:]\s*(?:(?:então|por isso|portanto|logo),?\s*)?|,\s*(?:então|por isso|portanto|logo|mas),?\s*)`;
// What the user still has to check, after "Sou uma IA e o meu conhecimento tem data limite:" ("não sei se …").
const UNKNOWN = raw`não (?:sei|sabemos|tenho como saber|consigo saber|posso saber|posso confirmar|consigo confirmar)\s`;
// "Minhas informações vão só até …, e as regras mudam …": the fact after ", e" stays.
// A fact after a cutoff note's semicolon ("…; os limiares são revistos todos os anos"), unless it is the note's own doubt.
// Or advice to check ("; confirma os pormenores junto da AIMA": set 20).
const FACT_AFTER = raw`;\s+(?=(?:o|a|os|as)\s(?![^.!?]*(?:mud|alterad|desatualiz))|confirm[ae]\s)`;
// Set 21: so does one after "mas" ("Como sou uma IA, não tenho acesso ao seu cadastro, mas o resultado sai em maio").
const AND_FACT = raw`,\s*(?:e|mas)\s+(?=(?:a|as|o|os)\s)`;
// "Como modelo de linguagem, não consigo ver X, e até a minha última atualização, X previa …": a fact follows the frame.
const CUT_FACT = raw`(?![^.!?]*, e (?:até|segundo|conforme) (?:à |a )?(?:minha|meu) )`;
// Set 26: a cutoff note put between commas inside a sentence ("O Fundo pagava, segundo a minha última atualização de
// 2024, até 85 % do custo"): the sentence around it holds the facts, and stays.
const CUT_IN = raw`(?![^.!?]*, (?:segundo|conforme|de acordo com|até) (?:à |a |o |os |as )?(?:minha|meu|meus|minhas) [^,.!?]*, \p{L})`;
// "… e também um direito seu, e entender isso ajuda …": a second clause after ", e" starts a sentence of its own (the
// "e também" of the rewrite and its "e" would chain three clauses).
// Set 25: "… e também continuar presente": an infinitive after "e também" takes the verb again ("é X e também é Y").
const also = (verb: string, y: string): string => `e também ${/^\p{L}+[aeiô]r\s/u.test(y) ? `${verb} ` : ""}${andThen(y)}`;
// "B e C" after "não só A, mas também" is a list ("A, B e C") unless its "e" joins two phrases of B ("um investimento
// na saúde e na confiança": "A, B" read as an apposition, set 25).
const listed = (y: string): boolean => / e (?!(?:[nd]|pel|num)[oa]s? |em |de |com |para |por |à|ao)/u.test(y);
const andThen = (y: string): string => y.replace(/,\s+e\s+(\p{L})/u, (_m, c: string) => `. ${c.toUpperCase()}`);
const ME = `(?=[^.!?]*${B}(?:me|mim|eu|estou|posso|hesite|hesites|hesitem|vontade|avise|avisa|diga|diz|contactar-me|contatar-me|perguntar|pergunte|dizer|chamar|chame|chama)${E})`;

export const PT_STRUCTURE: StructureData = {
  // set 19: "Basta dizer!" / "É só pedir!" / "Me avise!" after a dropped "Espero ter ajudado!" or "Se desejar, posso …":
  // the reply served the offer and dangles without it.
  afterDroppedOffer: re(raw`^(?:(?:Basta|É só) (?:me )?(?:dizer|pedir|avisar|falar)|Me avise|Avise-me|Diga-me|Diz-me)${E}[^.!?\p{N}]{0,40}[.!]$`),
  leftoverSentences: [
    {
      family: "chatbot-opener",
      pattern: re(
        raw`^(?:(?:Claro|Com certeza|Certamente|Perfeito)[,!]\s+)?(?:Aqui (?:estão|está|vão|vai|tens|tem)|Eis) (?:algumas |alguns |umas |uns |as |os |a |o |uma |um |minhas |meus )?(?:[\p{L}-]+ ){0,2}(?:ideias|dicas|sugestões|opções|exemplos|passos|etapas|formas|maneiras|estratégias|pontos|resumo|lista|guia|visão geral)(?: (?:para (?:você|si|ti|começar)|a considerar))?[:.!]$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^(?:Esper(?:o|amos) que (?:isso|isto|esta \p{L}+|essa \p{L}+|estas \p{L}+|essas \p{L}+|estes \p{L}+|esses \p{L}+|este \p{L}+|esse \p{L}+|o \p{L}+|a \p{L}+|os \p{L}+|as \p{L}+|a minha resposta|minha resposta) (?:(?:te|lhe|o|a|vos|lhes) )?(?:ajude|ajudem|seja útil|sejam úteis|tenha ajudado|tenham ajudado|tenha sido útil|tenham sido úteis|tenha sido esclarecedor|tenha sido esclarecedora|sirva|sirvam|esclareça)|Espero ter (?:ajudado|sido útil|esclarecido)(?: [^.!?]{1,40})?)${E}[^.!?]*[.!]$`,
      ),
    },
    {
      // An offer ("Não hesite em contactar-nos.") goes; an errand to a third party ("Não hesite em procurar o líder do
      // seu posto.") stays, and the lexicon makes it the plain imperative ("Procure o líder do seu posto.").
      family: "chatbot-signoff",
      pattern: re(
        raw`^(?!Não hesit(?:e|es|em) em (?:procurar|consultar|falar com|recorrer (?:a|ao|à|aos|às)|chamar|avisar|trazer|levar|experimentar|provar|participar|aparecer|vir|passar|inscrever-se|aproveitar|reservar|marcar) (?!(?:(?:o|a|os|as) )?(?:nos|nós|mim|me|nossa|nosso|nossos|nossas|equipa|equipe|connosco|conosco)${E})\p{L})(?:Não hesite|Não hesites|Não hesitem|Fique à vontade|Fica à vontade|Fiquem à vontade|Sinta-se à vontade|Sinta-se livre|Me avise|Avise-me|Avisa-me|Deixe-me saber|Diga-me se|Diz-me se)${E}[^.!?\p{Co}]*[.!]$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^(?:Se (?:você )?(?:tiver|tiveres|precisar|precisares)|Caso (?:você )?(?:tenha|tenhas|precise|precises)) (?:de )?(?:mais alguma |mais outra |mais |outras |alguma |qualquer |outra )?(?:dúvidas?|perguntas?|ajuda|informações?|coisa|esclarecimentos?)${ME}[^.!?]*[.!]$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^(?:Gostaria (?:que eu|de (?:mais|outras|outros|um|uma))|Quer(?:es)? que (?:eu|te|lhe)|Deseja que eu|Posso (?:ajudar|te ajudar|ajudá-lo|ajudá-la|ajudar-te) (?:com|em) (?:mais )?(?:alguma coisa|algo))${E}[^.!?]*\?$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^(?:Boa sorte(?: [^.!?]{1,40})?|Bons estudos|Boa leitura|Bom apetite|Bom proveito|Boas viagens|Boa viagem|Estou (?:aqui|à disposição|à sua disposição|disponível) para (?:ajudar|o que precisar)[^.!?]*|(?:Fico|Ficamos|Estou|Estamos) (?:à (?:(?:sua|tua|vossa) )?(?:(?:inteira|total) )?disposição|ao (?:(?:seu|teu|vosso|inteiro) ){0,2}dispor)[^.!?]*|Estamos (?:aqui|disponíveis) para (?:ajudar|o que precisar)[^.!?]*)[.!]$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^(?![^.!?]*, (?:porque|pois|já que) )Esper(?:o|amos) que (?:(?:você|vocês|tu|todos|todas|estejas|esteja|estejam|este e-mail|esta mensagem|este email|(?:esta|este|a|o|a presente|nossa|a nossa|nosso|o nosso) (?:carta|mensagem|nota|newsletter|circular|comunicação|aviso|boletim|correio|e-mail|email|informação))\s?)+(?:(?:o|a|os|as|te|lhe|vos|se) )?(?:estejam?|estejas|bem|encontre(?:m)? (?:todos |todas )?bem|esteja bem|estejam bem|tenham? (?:tido )?(?:um|uma) [^.!?]{1,30})[^.!?\d\p{Co}]{0,80}[.!]$`,
      ),
    },
    {
      // A name in the purpose keeps the sentence ("Aqui está um roteiro prático para a sua mudança em São Paulo." ->
      // "Este é um roteiro prático para a sua mudança em São Paulo.", by the rewrite below): case-sensitive, so a
      // capital after the first word is a name.
      family: "chatbot-opener",
      pattern: reCase(
        raw`^(?:(?:Claro|Com certeza|Certamente|Perfeito)[,!]\s+)?(?:[Aa]qui (?:estão|está|vão|vai|tens|tem)|[Ee]is|[Ss]egue|[Ss]eguem|[Aa]baixo (?:está|estão|segue|seguem)) (?:algumas |alguns |umas |uns |as |os |a |o |uma |um |minhas |meus )?(?:[\p{Ll}-]+ ){0,2}(?:ideias|dicas|sugestões|opções|exemplos|passos|etapas|formas|maneiras|estratégias|pontos|resumo|lista|guia|visão geral|explicação|comparação|roteiro|plano|passo a passo|tutorial|checklist|instruções|procedimento|procedimentos)${E}(?: (?:completo|completa|detalhado|detalhada|prático|prática|simples|rápido|rápida|passo a passo|claro|clara|breve|curto|curta|objetivo|objetiva|objectivo|objectiva|geral|conciso|concisa|sucinto|sucinta))?(?: (?:para|que|com) [^.!?\p{Co}\d\p{Lu}]{1,80})?[:.!]$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^(?:(?:Se (?:você |vocês )?(?:tiver|tiveres|tiverem)|Caso (?:você |vocês )?(?:tenha|tenhas|tenham)) (?:mais |alguma |qualquer |mais alguma |outras )?(?:dúvidas?|perguntas?|questões|questão|sugestões|sugestão),? (?:deixe|deixem|deixa|escreva|escrevam|escreve|partilhe|partilhem|compartilhe|compartilhem)${E}[^.!?\d\p{Co}]*(?:comentários?|abaixo)[^.!?\d\p{Co}]*|(?:Qualquer (?:coisa|dúvida|questão)|Precisando),? (?:é só|basta) (?:me )?(?:chamar|perguntar|falar|dizer|avisar|escrever)${E}[^.!?\d\p{Co}]*)[.!]$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^(?:(?:Tem|Tens|Têm|Ainda tem|Ainda tens|Ficou com|Ficaste com|Ficaram com) (?:mais )?(?:alguma |outra )?(?:dúvida|dúvidas|pergunta|perguntas|questão)|(?:Deseja|Desejas|Desejam|Quer|Queres|Querem|Gostaria de|Gostarias de|Gostariam de) (?:saber|aprender|conhecer|explorar|descobrir) mais(?: (?:sobre|acerca d[eoa]s?) [^.!?\d\p{Co}]{1,60})?)\?$`,
      ),
    },
    {
      // "Ajuste os dados, se necessário." / "Adapte o texto à sua realidade." / "Substitua os campos entre
      // colchetes pelos seus dados.": the assistant's note on its own draft, not the draft.
      family: "chatbot-opener",
      pattern: re(
        raw`^(?:(?:Basta|Só precisa de|Só tem de|Pode|Podes) )?(?:[Aa]just|[Aa]dapt|[Pp]ersonaliz|[Ss]ubstitu|[Aa]lter|[Ee]dit|[Rr]evej|[Rr]eve|[Cc]omplet|[Pp]reench|[Mm]odifiqu|[Mm]odific)(?:e|em|a|am|ar|i|ir|es|as)? (?:(?:o|a|os|as) )?(?:seus |suas |meus |minhas )?(?:dados|informações|detalhes|campos|texto|tom|valores|nomes|datas|espaços|trechos|partes|rascunho|modelo|carta|mensagem|e-mail|email|proposta)(?: (?:pessoais|em falta|necessários|necessárias|entre colchetes|indicados|indicadas|assinalados))?(?:,? (?:se (?:necessário|for necessário|preciso|for preciso|quiser|quiseres|achar necessário)|conforme (?:necessário|o (?:seu|teu) caso|a (?:sua|tua) situação|(?:as suas|as tuas|suas|tuas) necessidades)|(?:à|a) (?:sua|tua) (?:situação|realidade|medida|necessidade|vontade)|ao (?:seu|teu) (?:caso|gosto|estilo)|(?:às|as) (?:suas|tuas) necessidades|pelos (?:seus|teus) (?:dados|próprios dados)|antes de (?:enviar|imprimir|publicar)))+[.!]$`,
      ),
    },
    {
      // "Fico feliz em ajudar!" / "Foi um prazer ajudar." / "Conte comigo para o que precisar!" /
      // "Posso também sugerir outras receitas, se quiser.": the assistant about itself.
      family: "chatbot-signoff",
      pattern: re(
        raw`^(?:(?:Fico|Ficamos|Estou|Estamos) (?:muito |sempre )?(?:feliz|felizes|content[ea]s?|satisfeit[oa]s?) (?:em|por) (?:poder )?(?:ajudar|ter ajudado|te ajudar|ajudá-lo|ajudá-la)|(?:Foi|É|Será) (?:sempre )?um prazer (?:poder )?(?:ajudar|te ajudar|ajudá-lo|ajudá-la)|(?:Conte|Contem|Conta) (?:sempre )?comigo|(?:Posso|Poderia|Poderei) (?:também |ainda )?(?:ajudar|preparar|criar|elaborar|detalhar|explicar|montar|fazer|sugerir|dar|indicar|mostrar|aprofundar|desenvolver|adaptar|escrever|rever|traduzir|resumir)${E}[^.!?\d\p{Co}]*,? (?:se (?:quiser|quiseres|quiserem|desejar|desejares|preferir|preferires|for útil|achar útil)|caso (?:queira|queiras|deseje|prefira)))${E}[^.!?\d\p{Co}]*[.!]$`,
      ),
    },
    {
      family: "sycophancy",
      pattern: re(raw`^(?:Entendo|Compreendo) (?:perfeitamente|totalmente|completamente) (?:como|o quanto|a sua|a tua)${E}[^.!?\d\p{Co}]*[.!]$`),
    },
    {
      // Set 22: not with advice after ", por isso" ("…, por isso confirma tudo …"): an opener below cuts the note only.
      family: "knowledge-cutoff",
      pattern: re(
        raw`^${CUT_FACT}${CUT_IN}(?![^.!?]*\(fontes?: \p{Co}\))(?!(?:De acordo com|Segundo|Conforme|Com base n[oa]s?|Até) (?:os |as |o |a |à )?(?:meus? |minhas? )(?:últim[oa]s? |mais recentes? )?(?:conhecimentos?|atualizaç(?:ão|ões)|actualizaç(?:ão|ões)|dados de (?:treino|treinamento)|informações)(?: (?:de|em|até) [^,]{1,30})?,\s+\p{L})[^.!?]*${B}(?:até|desde|com base n[ao]|segundo|conforme) (?:à |a |o )?(?:minha|meu|minhas|meus) (?:últim[oa]s? |mais recentes? )?(?:atualizaç(?:ão|ões)|actualizaç(?:ão|ões)|data de corte|treino|treinamento|dados de treino|dados de treinamento|conhecimentos?)${E}(?![^.!?]*\s[—–]\s)(?![^.!?;]*(?:${FACT_AFTER}|${THEN}${ADVICE}))[^.!?]*[.!]$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^(?:E (?:você|vocês|tu|vós)|O que (?:você acha|vocês acham|achas|acham|pensa|pensam|pensas)|Qual (?:é|foi) a (?:sua|tua|vossa) (?:opinião|experiência))${E}[^.!?]*\?$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^(?:Partilhe|Partilhem|Partilha|Compartilhe|Compartilhem|Compartilha|Conte-nos|Contem-nos|Conta-nos|Deixe|Deixem|Deixa|Comente|Comentem) (?:[^.!?]{0,40})?(?:nos comentários|a sua opinião|sua opinião|a tua opinião|a vossa opinião|a sua experiência|sua experiência|a tua experiência|um comentário)${E}[^.!?]*[.!]$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^(?:(?:Se (?:quiser|quiseres|quiserem|desejar|preferir|preferires|for útil|achar útil)|Caso (?:queira|queiras|deseje|prefira|seja útil)),? (?:eu )?(?:também )?(?:posso|poderei|poderia)${E}[^.!?]*[.!?]|(?:Posso|Poderia|Poderei) (?:também )?(?:ajudar|preparar|criar|elaborar|detalhar|explicar|montar|fazer|sugerir|dar|indicar|mostrar|aprofundar|desenvolver)${E}[^.!?]*\?|(?:Precisa|Precisas|Precisam) de (?:mais )?(?:alguma coisa|algo mais|mais alguma coisa|ajuda)[^.!?]*\?)$`,
      ),
    },
    {
      family: "chatbot-signoff",
      pattern: re(
        raw`^(?:Qualquer dúvida|Para qualquer dúvida|Para quaisquer dúvidas|Em caso de dúvida|Havendo dúvidas|Se houver dúvidas),? (?:estou|estamos|fico|ficamos) (?:à (?:(?:sua|tua|vossa) )?(?:(?:inteira|total) )?disposição|ao (?:(?:seu|teu|vosso) )?dispor|disponíve(?:l|is))${E}[^.!?]*[.!]$`,
      ),
    },
    {
      family: "sycophancy",
      pattern: re(raw`^(?:Obrigad[oa]|Agradeço) (?:pela|por) (?:sua |tua |a sua |a tua |esta |essa |)(?:pergunta|questão|perguntar)${E}[^.!?]*[.!]$`),
    },
    {
      family: "sycophancy",
      pattern: re(
        raw`^(?:(?:Que |Essa é uma |Esta é uma )?(?:ótima|óptima|excelente|boa|grande|interessante|pertinente|bela) (?:pergunta|questão|observação|ideia)|(?:Você tem|Tens|Tem) (?:toda a |toda |total )?razão|Claro|Com certeza|Certamente|Perfeito|Com prazer|Claro que sim)(?: ?[-—–] ?[^.!?\d\p{Co}]*)?[.!]$`,
      ),
    },
    {
      family: "prompt-refusal",
      pattern: re(
        raw`^(?:(?:Lembre-se|Lembra-te|Tenha em mente|Note|Tenha em conta) (?:de )?que )?(?:não sou|eu não sou) (?:um |uma )?(?:médico|médica|advogado|advogada|consultor financeiro|consultora financeira|contador|contadora|contabilista|profissional de saúde|psicólogo|psicóloga|especialista)${E}[^.!?]*[.!]$`,
      ),
    },
    {
      family: "knowledge-cutoff",
      pattern: re(
        raw`^${CUT_FACT}(?:(?:E|Mas|Porém|Contudo|Aliás),? )?(?:Como|Enquanto) (?:uma |um )?(?:IA|inteligência artificial|modelo de linguagem|modelo de IA|assistente virtual|assistente de IA|assistente de inteligência artificial)${E}(?![^.!?;]*(?:${THEN}${ADVICE}|, mas,? | se ))[^.!?]*[.!]$`,
      ),
    },
    { family: "knowledge-cutoff", pattern: re(raw`^Como (?:uma )?\p{Co},? (?:eu )?não (?:posso|tenho|consigo)[^.!?]*[.!]$`) },
    {
      // "Sou um modelo de linguagem e não substituo um planejador financeiro." / "Por ser uma IA, não tenho opinião.":
      // the assistant about itself, in any frame; a sentence with a fact or with advice after a semicolon stays.
      family: "knowledge-cutoff",
      pattern: re(
        raw`^(?:(?:Eu )?(?:sou|Sou) (?:apenas |só |somente )?|(?:Por ser|Sendo|Como sou|Visto que sou|Uma vez que sou|Já que sou) )(?:uma |um )(?:IA|inteligência artificial|modelo de linguagem|modelo de IA|assistente virtual|assistente de IA|assistente de inteligência artificial|chatbot)${E}(?![^.!?;]*${AND_FACT})(?![^.!?;]*(?:;|,)\s*(?:(?:então|por isso|portanto|logo),?\s*)?${ADVICE})(?![^.!?;:]*:\s*(?:${ADVICE}|${UNKNOWN}))[^.!?\d\p{Co}]*[.!]$`,
      ),
    },
    {
      // "Essa é uma dúvida muito comum, e aqui está uma visão geral para te ajudar a decidir.": praise of the question
      // and the frame of the answer, no content.
      family: "sycophancy",
      pattern: re(
        raw`^(?:Essa|Esta|É) (?:é )?uma (?:dúvida|pergunta) (?:muito |bastante |super |bem )?(?:comum|frequente|recorrente|habitual|natural|normal|ótima|óptima|excelente|pertinente)(?:[,;] (?:e )?(?:aqui (?:está|estão|vai|vão)|eis|segue|seguem|vamos|vou)${E}[^.!?\d\p{Co}]*)?[.!]$`,
      ),
    },

    {
      // "Não consigo ver o seu carro daqui, e o que sei sobre pneus pode estar desatualizado.": the assistant about its
      // reach and its cutoff, nothing for the reader to do.
      family: "knowledge-cutoff",
      pattern: re(
        raw`^(?:Eu )?não (?:consigo|posso) (?:ver|enxergar|aceder a|acessar|verificar|testar|examinar) (?:a|o|as|os) (?:sua|seu|suas|seus|tua|teu|tuas|teus|vossa|vosso) [^,.!?;:\d\p{Co}]{1,40}? daqui,? e (?:o que (?:eu )?sei|(?:a |as |o |os )?(?:minha|minhas|meu|meus) (?:informaç(?:ão|ões)|dados|conhecimentos?))${E}[^.!?\d\p{Co}]*(?:desatualizad|desactualizad|ultrapassad)[^.!?\d\p{Co}]*[.!]$`,
      ),
    },
    {
      family: "knowledge-cutoff",
      pattern: re(
        raw`^(?:Eu )?não (?:tenho acesso|consigo acessar|consigo aceder|posso acessar|posso aceder)${E}(?![^.!?]*${THEN}${ADVICE})[^.!?]*(?:tempo real|atualizad|actualizad|internet|recentes|\p{Co})[^.!?]*[.!]$`,
      ),
    },
    {
      family: "knowledge-cutoff",
      pattern: re(
        raw`^(?:(?:Antes de (?:tudo|mais), )?(?:um |uma )?(?:Observação|Observações|Nota|Atenção|Aviso|Importante|Ressalva|Lembrete)(?: rápid[oa]| breve)?: )?(?:(?:Lembre|Lembrem|Lembra|Lembre-se|Lembrem-se|Lembra-te|Note|Notem|Repare|Saiba|Saibam|Tenha em conta|Tenha em mente|Não se esqueça|Não te esqueças) (?:de )?que )?(?:[Mm]eu|[Oo] meu|[Mm]inha|[Aa] minha|[Mm]eus|[Oo]s meus|[Mm]inhas|[Aa]s minhas) (?:conhecimentos?|base de dados|informaç(?:ão|ões)|dados(?: de (?:treino|treinamento))?|treino|treinamento)${E}(?![^.!?;]*${THEN}${ADVICE})(?![^.!?;]*${AND_FACT})[^.!?]*(?:até|data|atualiza|actualiza|verificar|confirmar)[^.!?]*[.!]$`,
      ),
    },
    {
      // "Aqui está uma sugestão de discurso, com cerca de três minutos:" / "Aqui está o que preparámos
      // para este mês." / "Aqui está um resumo do que você precisa saber.": the frame of an answer.
      family: "chatbot-opener",
      pattern: re(
        raw`^(?:(?:Claro|Com certeza|Certamente|Perfeito)[,!]\s+|Sem mais (?:demoras|delongas),\s+)?(?:Aqui (?:está|estão|vai|vão|tens|tem)|Eis|Segue|Seguem) (?:(?:uma|um|umas|uns|a|o|as|os|minha|meu|a minha|o meu) (?:(?:breve|pequeno|pequena|rápido|rápida|curto|curta|possível|primeira|primeiro|nova|novo) )?(?:sugestão|sugestões|proposta|propostas|versão|versões|rascunho|rascunhos|modelo|modelos|exemplo|texto|resumo|esboço|opção)(?: (?:de|do|da|para) [^.!?:\d\p{Co}]{1,120})?(?:, [^.!?:\d\p{Co}]{1,60})?(?:,? (?:(?:já )?pront[oa]s? (?:a|para) (?:colar|copiar|usar|utilizar|enviar|publicar|adaptar|imprimir)|para (?:colar|copiar) (?:no|na|em))[^.!?:\d]{0,80})?|(?:tudo )?o que (?:você |vocês |tu )?(?:preparámos|preparamos|preparei|trazemos|temos|tenho|precisa saber|precisas de saber|precisa de saber|deve saber)(?: [^.!?:\d\p{Co}]{1,40})?)[:.!]$`,
      ),
    },
    {
      // "As informações acima se baseiam na minha última atualização, do início de 2025; regras … podem mudar."
      family: "knowledge-cutoff",
      pattern: re(
        raw`^(?!(?:De acordo com|Segundo|Conforme|Com base|Até|Desde)${E})${CUT_IN}(?:Além disso, )?[^.!?]{0,60}${B}(?:minha|meu|meus|minhas) (?:última atualização|última actualização|data de corte|corte de conhecimento|dados de treino|dados de treinamento)${E}(?![^.!?;]*${THEN}${ADVICE})(?![^.!?]*\s[—–]\s)(?![^.!?;]*${FACT_AFTER})[^.!?\p{Co}]*[.!]$`,
      ),
    },
    {
      // Set 22: "Sem mais delongas, aqui está o essencial!" announces nothing ("Eis o mais importante!" after "é importante").
      family: "signposting",
      pattern: re(
        raw`^(?:(?:Dito|Posto) (?:isso|isto),? )?(?:vamos (?:mergulhar|começar|lá|direto ao assunto|ao que interessa|por partes|a isso|passo a passo)|mergulhemos|sem mais (?:delongas|demoras)|vamos nessa|(?:sem mais (?:delongas|demoras),\s+)?(?:aqui (?:está|vai)|eis) o (?:essencial|básico|principal|mais importante))(?: (?:nesse|neste|no|nos|nas|na|de cabeça) [^.!?]{0,40})?[.!:]$`,
      ),
    },
    {
      family: "signposting",
      pattern: re(
        raw`^(?:Neste (?:artigo|post|guia|texto),? (?:vamos|iremos|vou|você vai|vais) (?:explorar|ver|analisar|abordar|discutir|conhecer|descobrir)[^.!?]*|(?:Aqui está|Aqui estão|Eis) (?:tudo )?(?:o que|aquilo que) (?:você |vocês |tu )?(?:precisa|precisas|precisam|deve|deves|devem|necessita|necessitas) (?:de )?saber(?: [^.!?\d\p{Co}]{1,160})?)[.!:]$`,
      ),
    },
    {
      family: "signposting",
      pattern: re(
        raw`^(?:Agora,? )?(?:(?:Vamos|Vejamos) (?:dar uma (?:olhada|vista de olhos)|analisar|explorar|examinar|ver|(?:entender|conhecer|perceber)(?=[^.!?]{0,40} juntos))|Vejamos)(?:,? (?:etapa por etapa|passo a passo|por partes|ponto por ponto|com calma|em detalhe|em pormenor|um a um|uma a uma),)? (?!se )(?:em |mais de perto |com mais detalhe )?[^.!?\d\p{Co}]{1,60}[.!:]$`,
      ),
    },
    {
      family: "upbeat-closer",
      pattern: re(
        raw`^(?:O futuro (?:é|parece|promete ser|se mostra|mostra-se) (?:promissor|brilhante|radiante|animador)(?: para [^.!?]{1,60})?|As possibilidades são (?:infinitas|ilimitadas)|Só o tempo dirá(?: [^.!?]{1,60})?|O céu é o limite|(?:Isto|Isso|Este|Esse) é (?:só|apenas) o (?:começo|início)(?: [^.!?]{1,60})?|A jornada (?:está|apenas) (?:apenas )?(?:começando|a começar))[.!]$`,
      ),
    },
  ],
  leftoverOpeners: [
    {
      // "Nota: estas informações refletem … até à minha última atualização; … (fonte: www.sns24.gov.pt)." -> "Fonte: …)";
      // set 25: not past a protected span (the note's date, "em abril de 2024", is a fact: the note stays).
      // advice after the semicolon ("; confirma os pormenores junto da AIMA (fonte: …)") is kept by FACT_AFTER below.
      family: "knowledge-cutoff",
      pattern: re(
        raw`^(?![^.!?]*; confirma )(?:Nota: )?[^.!?]{0,80}${B}(?:minha|meu) (?:última atualização|última actualização|data de corte)${E}[^.!?\p{Co}]*?\((?=fontes?: \p{Co}\)\.$)`,
      ),
    },
    {
      // "Como modelo de linguagem, não consigo ver a sua bicicleta; se o pneu estiver rasgado, procure …":
      // the disclaimer goes, the advice after the semicolon stays; so does a fact after ", e até a minha última
      // atualização, …" (the openers below cut that frame); and whatever follows ", mas," ("…, mas, com base
      // no que contou — conta de 612 reais —, a diferença justifica …": the user's facts and the answer).
      family: "knowledge-cutoff",
      pattern: re(
        raw`^(?:Como|Enquanto) (?:uma |um )?(?:IA|inteligência artificial|modelo de linguagem|modelo de IA|assistente virtual|assistente de IA|assistente de inteligência artificial),? (?:eu )?não (?:posso|consigo|tenho|sou capaz de|conseguirei)${E}[^.!?;\p{Co}]*?(?:${THEN}(?=${ADVICE})|, e (?=(?:até|segundo|conforme) (?:à |a )?(?:minha|meu) )|, mas,? (?=\p{L}))`,
      ),
    },
    {
      // "Os valores refletem as regras até a minha última atualização — o teto do INSS, por exemplo, é reajustado todo
      // ano.": the cutoff note goes, the fact after the dash stays ("O teto do INSS, por exemplo, é reajustado todo ano.");
      // so does one after a semicolon, past the note's date ("Nota: … até à minha última atualização, em abril de 2024;
      // os limiares são revistos todos os anos, por isso confirma …"); set 22: so does advice after ", por isso" ("Nota: …
      // até à minha última atualização, em março de 2024, por isso confirma os prazos …" -> "Confirma os prazos …").
      // Set 23: not past a protected span (the note's date, "no início de 2024", is a fact the reader keeps: the note stays).
      family: "knowledge-cutoff",
      pattern: re(
        raw`^(?!(?:De acordo com|Segundo|Conforme|Com base|Até|Desde)${E})(?:Além disso, )?[^.!?;—–]{0,80}${B}(?:minha|meu|meus|minhas) (?:última atualização|última actualização|data de corte|corte de conhecimento|dados de treino|dados de treinamento)${E}(?:[^.!?—–\p{Co}]{0,40}\s[—–]\s+(?=\p{L})|[^.!?;—–\p{Co}]{0,80}(?:${FACT_AFTER}|${THEN}(?=${ADVICE})))`,
      ),
    },
    {
      // "Meus dados de treinamento vão só até uma determinada data, então confira as regras do seu estado: …": the
      // cutoff note goes, the advice and its facts stay ("Confira as regras do seu estado: …"); set 23: a note with a
      // date in it stays whole (the date is a protected fact).
      family: "knowledge-cutoff",
      pattern: re(
        raw`^(?:[^.!?:;\d\p{Co}]{1,30}: )?(?:(?:o |a |os |as )?(?:meu|minha|meus|minhas) (?:conhecimentos?|base de dados|informaç(?:ão|ões)|dados(?: de (?:treino|treinamento))?|treino|treinamento)${E}[^.!?;]*?(?:até|data|atualiza|actualiza)|(?:(?:E|Mas|Porém|Contudo),? )?(?:Como|Enquanto) (?:uma |um )?(?:IA|inteligência artificial|modelo de linguagem|modelo de IA|assistente virtual|assistente de IA),? (?:eu )?não (?:posso|consigo|tenho|sou capaz de|conseguirei))[^.!?;\p{Co}]*?(?:${THEN}(?=${ADVICE})|${AND_FACT})`,
      ),
    },
    {
      // "Não tenho acesso a X atualizado, então confira …"
      family: "knowledge-cutoff",
      pattern: re(
        raw`^(?:Eu )?não (?:tenho acesso|(?:consigo|posso) ace(?:ssar|der))${E}(?=[^.!?;:]*?(?:tempo real|atualizad|actualizad|internet|recentes|data de corte|dados))[^.!?;:]*?${THEN}(?=${ADVICE})`,
      ),
    },
    {
      // "Por ser uma IA, não tenho acesso aos preços de hoje; confirme …": what to confirm stays.
      family: "knowledge-cutoff",
      pattern: re(
        raw`^${SELF},\s+(?=(?:eu )?não (?:tenho acesso|consigo (?:ver|acessar|aceder)|posso (?:ver|acessar|aceder)) (?:a|ao|aos|à|às|o|os|as)\s(?![^.!?;]*(?:tempo real|internet|atualizad|actualizad))[^.!?;]*;)`,
      ),
    },
    {
      // "Sou uma IA e o meu conhecimento tem uma data limite: não sei se a feira ainda abre." -> "Não sei se a feira ainda
      // abre." (what is still unknown, or advice, after the colon is the reader's; the self-reference goes).
      family: "knowledge-cutoff",
      pattern: re(
        raw`^(?:Eu )?sou (?:apenas |só |somente )?(?:uma |um )(?:IA|inteligência artificial|modelo de linguagem|modelo de IA|assistente virtual|assistente de IA|assistente de inteligência artificial|chatbot|\p{Co})${E}[^.!?;:\d\p{Co}]{0,80}:\s*(?=${ADVICE}|${UNKNOWN})`,
      ),
    },
    {
      // "Como sou uma inteligência artificial e minhas informações têm uma data de corte, confirme os horários com os
      // próprios grupos.": the frame goes, the advice stays ("Confirme os horários com os próprios grupos.").
      family: "knowledge-cutoff",
      pattern: re(raw`^${SELF}${E}(?:[^.!?;\d\p{Co}]*?(?:;|,)\s*(?:(?:então|por isso|portanto|logo),?\s*)?(?=${ADVICE})|[^.!?;\d]*?${AND_FACT})`),
    },
    {
      family: "knowledge-cutoff",
      pattern: re(
        raw`^(?:De acordo com|Segundo|Conforme|Com base n[oa]s?|Até) (?:os |as |o |a |à )?(?:meus? |minhas? )(?:últim[oa]s? |mais recentes? )?(?:conhecimentos?|atualizaç(?:ão|ões)|actualizaç(?:ão|ões)|dados de (?:treino|treinamento)|informações)(?: (?:de|em|até) [^,]{1,30}| \([^)]{1,30}\))?,\s+(?!${DATED}${IMPERFECT})`,
      ),
    },
    {
      family: "knowledge-cutoff",
      pattern: re(
        raw`^(?:Até|Desde) (?:à |a )?(?:data|altura) d[oa] (?:meu|minha) (?:últim[oa] )?(?:treino|treinamento|atualização|actualização|corte de dados|dados de treino)(?: [^,\d]{1,30})?,\s+`,
      ),
    },
    { family: "chatbot-opener", pattern: re(raw`^(?:Claro|Com certeza|Certamente|Perfeito|Com prazer)[,!]\s+(?=Aqui |Vou |Posso |Eis )`) },
    {
      // "Espero que todos estejam bem e descansados, porque domingo, 29 de novembro, será …": the greeting goes, the news stays.
      family: "chatbot-signoff",
      pattern: re(
        raw`^Esper(?:o|amos) que (?:(?:você|vocês|tu|todos|todas) )?(?:esteja|estejam|estejas)(?: (?:todos|todas))? bem(?: e [^,.!?;:\p{Co}]{1,40})?, (?:porque|pois|já que) (?=\S)`,
      ),
    },
    {
      family: "sycophancy",
      pattern: re(raw`^(?:(?:Ótima|Óptima|Excelente|Boa) pergunta|(?:Você tem|Tens|Tem) (?:toda a |toda )?razão)(?:[,!]| ?[-—–])\s+`),
    },
    {
      family: "persuasive-trope",
      pattern: re(
        raw`^(?:No fundo|Sejamos (?:honestos|claros|sinceros)|Vamos ser (?:honestos|sinceros|claros)|Em essência|No fim das contas|Simplificando)(?:,|:)\s+`,
      ),
    },
    { family: "persuasive-trope", pattern: re(raw`^A verdade é que\s+(?=\p{L})`) },
    {
      family: "signposting",
      pattern: re(raw`^(?:Dito isso|Dito isto|Posto isto|Posto isso|Com isso em mente|Tendo isso em mente|Sem mais delongas),\s+`),
    },
  ],
  significanceTail: re(
    raw`,\s+(?:assim\s+)?(?:destacando|ressaltando|sublinhando|evidenciando|refletindo|reflectindo|reforçando|consolidando|demonstrando|marcando|simbolizando|contribuindo para|o que (?:destaca|ressalta|sublinha|evidencia|reflete|reflecte|reforça|demonstra|mostra)|a (?:destacar|reforçar|sublinhar))\s+(?!aos poucos|pouco a pouco|gradualmente|com o tempo)(?:[\p{L}'’-]+\s+){0,4}?${SIGNIFICANCE}${E}[^,;:—–.!?]*([.!]?)$`,
  ),
  rewrites: [
    {
      // Set 25: "pode desgastar o esmalte e, em certa medida, provocar dor": a hedge on an infinitive that hangs on "pode"
      // stacks on the modal and goes ("e, em parte, provocar" was nonsense); on a plain verb the lexicon keeps it lighter.
      family: "stacked-hedge",
      pattern: re(raw`(${B}pode(?:m|rá|rão|ria|riam)?${E}[ ,][^.!?;]{0,80}?[^,\s]),? (?:em certa medida|até certo ponto),?(?= \p{L}+[aeiô]r${E})`),
      replace: "$1",
    },
    {
      // "…, contribuindo para reduzir as filas": before an infinitive the purpose is plain help ("ajudando a reduzir"); a
      // bare noun in -ar/-er after "para" is rare (the few that occur are kept out).
      family: "participial-tail",
      pattern: re(raw`${B}contribuindo para (?=(?:\p{L}+[aei]r(?:mos)?|pôr)${E})(?!(?:lugar|lar|mar|bar|prazer|lazer|poder)${E})`),
      replace: "ajudando a ",
    },
    {
      // "não hesite em contactar-nos … ou dirigir-se ao posto": a second infinitive hangs on the first, so the frame
      // becomes "pode" and both stay infinitives (the lexicon's imperative would leave "contacte-nos … ou dirigir-se").
      family: "chatbot-signoff",
      pattern: re(raw`${B}não hesit(e|es|em) em (?=[^.!?;]*\s(?:ou|e) \p{L}+(?:ar|er|ir)(?:-(?:se|nos|me|lo|la))?${E})`),
      replace: (_m: string, ending: string) => `pode${ending === "e" ? "" : ending.slice(1)} `,
    },
    {
      // "Nota: estas informações refletem as regras até à minha última atualização, …; … (fonte: www.sns24.gov.pt)."
      // -> "Fonte: www.sns24.gov.pt." (the opener above cuts the note, this drops the bracket): the source stays.
      family: "knowledge-cutoff",
      pattern: re(raw`^(Fontes?: \p{Co})\)\.$`),
      replace: "$1.",
    },
    {
      // "Um contrato desempenha um papel crucial, protegendo os dois lados": the lexicon makes the role "é importante",
      // and a gerund cannot hang on a copula; it becomes the verb of a second clause ("é importante e protege").
      // Irregular verbs ("fazendo", "tendo", "construindo", "passeando") are left alone. Set 21: a second gerund after
      // "e" ("…, preservando X e aproximando Y") turns too, and the comma stays ("é importante, preserva X e aproxima Y").
      family: "participial-tail",
      pattern: re(
        raw`${B}((desempenha|desempenham|tem|têm|exerce|exercem) um papel (?:crucial|fundamental|essencial|vital|central|decisivo|importante|determinante|primordial|chave|relevante)(?: (?:na|no|nas|nos|em|para) [^,;:.!?—–]{1,60})?), (\p{Ll}\p{L}{2,}?)([aei])ndo(?:( [^,;:.!?]*? e )(\p{Ll}\p{L}{2,}?)([aei])ndo)?(?= )`,
      ),
      replace: (m: string, role: string, verb: string, stem: string, vowel: string, mid: string, stem2: string, vowel2: string) => {
        const plural = verb.endsWith("m") && verb !== "tem";
        // "atraindo" -> "atrai"/"atraem", "contribuindo" -> "contribui"/"contribuem"; irregular verbs give "".
        const finite = (st: string, v: string): string =>
          /(?:^(?:dando|estando|sendo|pondo|havendo|querendo|subindo|fugindo|construindo|destruindo)|tendo|zendo|uzindo|vendo|lendo|eando|umindo|edindo|enindo)$/u.test(
            `${st}${v}ndo`,
          )
            ? ""
            : `${st}${v === "a" ? "a" : /[au]$/u.test(st) && !/[gq]u$/u.test(st) && !plural ? "i" : "e"}${plural ? "m" : ""}`;
        const first = finite(stem, vowel);
        const second = mid ? finite(stem2, vowel2) : "";
        return !first || (mid && !second) ? m : mid ? `${role}, ${first}${mid}${second}` : `${role} e ${first}`;
      },
    },
    {
      // "As participantes (…) destacam a atmosfera": people praise
      family: "puffery-significance",
      pattern: re(
        raw`${B}((?:participantes|clientes|alunos|alunas|hóspedes|visitantes|pais|famílias|utilizadores|usuários|moradores|convidados|turistas|viajantes|frequentadores)(?: [^,;:.!?]{1,60}?)?) (?:destac|ressalt|salient|sublinh)(am|aram) (?=(?:o|a|os|as|um|uma) (?!importância))`,
      ),
      replace: "$1 elogi$2 ",
    },
    {
      // "Até a minha última atualização, o Instituto oferecia oficinas …" / "Segundo a minha última atualização de dados,
      // os parques tinham grupos …": with the cutoff frame gone the imperfect would say they stopped, and "segundo as
      // informações mais recentes" would claim the facts are current; "da última vez que verifiquei" keeps the doubt
      // and the imperfect. A sentence in the present loses the frame (leftoverOpeners).
      family: "knowledge-cutoff",
      pattern: re(
        raw`^(?:De acordo com|Segundo|Conforme|Com base n[oa]s?|Até) (?:os |as |o |a |à )?(?:meus? |minhas? )(?:últim[oa]s? |mais recentes? )?(?:conhecimentos?|atualizaç(?:ão|ões)|actualizaç(?:ão|ões)|dados de (?:treino|treinamento)|informações)(?: (?:de|em|até) [^,]{1,30}| \([^)]{1,30}\))?,\s+${DATED}${IMPERFECT}`,
      ),
      replace: raw`Da última vez que verifiquei, `,
    },
    {
      // "Importa sublinhar que X e que, para quem conduz, Y" -> "X e, para quem conduz, Y".
      family: "didactic-disclaimer",
      pattern: re(raw`^((?:Importa|Vale|Cabe|Convém|É (?:importante|fundamental|essencial|crucial|de)) (?:\p{L}+ar|referir) que [^.!?;]*?) e que(?=,)`),
      replace: "$1 e",
    },
    {
      // "Quando o tempo aquece, além disso, o parque enche.": after a fronted subordinate clause the connective
      // goes and its comma stays (the lexicon would cut both commas, as in "O parque, além disso, tem piscinas").
      family: "transition-overuse",
      pattern: re(
        raw`^((?:Quando|Se|Como|Embora|Enquanto|Caso|Assim que|Logo que|Depois que|Antes que|Sempre que|Porque|Já que|Uma vez que|Ainda que|Mesmo que|Apesar de|Depois de|Antes de|Ao) [^,;:.!?—–]{1,100}), (?:além disso|ademais|adicionalmente|nesse sentido|neste sentido|nesse contexto|neste contexto|neste âmbito|nesse âmbito|por outro lado|em suma|em resumo|em síntese|de certa forma|de certo modo|sem dúvida), `,
      ),
      replace: "$1, ",
    },
    {
      // "abriu aos alunos paisagens que nunca tinham imaginado": what opens before someone is a horizon, not a
      // landscape (only with the one it opens to; not before a feminine adjective, which would have to change with the noun).
      family: "stock-phrase",
      pattern: re(
        raw`${B}((?:(?:lhe|lhes|nos|vos|te|me) )?(?:abr(?:e|em|iu|iram|irá|irão|ir|indo|ia|iam|ira)(?:-(?:lhe|lhes|nos|vos|te|me)| (?:a|ao|à|aos|às)(?: [\p{L}]+){1,2})|abrir-(?:lhe|lhes|nos|vos|te|me)-(?:á|ão))) (novas |outras |muitas |tantas )?paisagens(?! [\p{L}]*as${E})`,
      ),
      replace: (_m: string, verb: string, det: string) => `${verb} ${det ? `${det.replace(/as $/u, "os ")}` : ""}horizontes`,
    },
    {
      // "O seguro não é apenas recomendável: ele é obrigatório." -> "O seguro é obrigatório." (the stronger claim holds the weaker)
      family: "negative-parallelism",
      needs: raw`não é apenas `,
      pattern: re(
        raw`${B}não (é|são) (?:apenas|só|somente|simplesmente) [\p{L}-]+\s*[:;—–]\s*(?:(?:ele|ela|eles|elas) )?(?:é|são) (?!também|ainda|igualmente)`,
      ),
      replace: "$1 ",
    },
    {
      // "Esta intervenção não é apenas uma obra de manutenção." -> "Esta intervenção vai além de uma obra de manutenção."
      family: "negative-parallelism",
      pattern: re(raw`^([^,;:.!?—–]{1,60}?) não é (?:apenas|só|somente|simplesmente) (um|uma) ([^,;:.!?—–]{1,80})([.!])$`),
      replace: raw`$1 vai além de $2 $3$4`,
    },
    {
      // Inverted significance: "Fundamental, para nós, é usar X." -> "Para nós, o principal é usar X."
      family: "puffery-significance",
      pattern: re(
        raw`^(?:(?:Neste|Nesse|Por isso|Assim|Além disso|Desta forma|Dessa forma|Deste modo|Desse modo|Por fim|Por último)(?: sentido)?, )?(?:[Cc]rucial|[Ff]undamental|[Ee]ssencial|[Ii]mportante|[Ii]ndispensável|[Dd]eterminante|[Dd]ecisivo|[Vv]ital|[Pp]rimordial)(?:, ([^,;:.!?]{1,40}),)? (é|será|foi|era|seria) `,
      ),
      replace: (_m: string, frame: string | undefined, verb: string) =>
        frame ? `${frame.charAt(0).toUpperCase()}${frame.slice(1)}, o principal ${verb} ` : `O principal ${verb} `,
    },
    {
      // "Sem dúvida." as a whole answer: it says yes.
      family: "stacked-hedge",
      pattern: re(raw`^(?:Sem (?:sombra de )?dúvida(?: alguma| nenhuma)?|Sem qualquer dúvida)[.!]$`),
      replace: "Sim.",
    },
    {
      // "Não se trata apenas de uma X: é também Y." -> "É mais do que uma X: é Y."
      family: "negative-parallelism",
      pattern: re(
        raw`^Não se trata (?:apenas|só|somente|simplesmente) d(e|o|a|os|as|um|uma|uns|umas) ([^,;:.!?—–]{1,80}?)\s*[,;:—–]\s*(?:é|será|era|foi) (?:também |ainda )?((?:um|uma|o|a|uns|umas|os|as) [^;:!?—–]{1,200}?)([.!])$`,
      ),
      replace: (_m: string, d: string, what: string, rest: string, stop: string) => raw`É mais do que ${d === "e" ? "" : `${d} `}${what}: é ${rest}${stop}`,
    },
    {
      // "Não se trata apenas de seguir receitas: o curso é uma viagem." -> "Seguir receitas é só uma parte: o curso é
      // uma viagem." (an infinitive, then a whole clause that says what else).
      family: "negative-parallelism",
      pattern: re(
        raw`^Não se trata (?:apenas|só|somente|simplesmente) de (\p{L}+(?:ar|er|ir|or|ár|ér|ír|ôr)(?: [^,;:.!?—–\d\p{Co}]{1,80}?)?)\s*[:;—–]\s*(?!(?:é|são|será|era|foi|mas|trata-se|também)${E})(\p{L}[^;:!?—–]{1,200}?)([.!])$`,
      ),
      replace: (_m: string, what: string, rest: string, stop: string) => raw`${what.charAt(0).toUpperCase()}${what.slice(1)} é só uma parte: ${rest}${stop}`,
    },
    {
      // "Vale ressaltar que X e que Y": the lexicon cuts the opener, so the second "que" goes first.
      family: "didactic-disclaimer",
      pattern: re(
        raw`^((?:(?:É|Será) (?:importante|fundamental|essencial|crucial|válido|interessante) |É de |Vale (?:a pena )?|Cabe |Convém |Importa )(?:também |ainda )?(?:ressaltar|destacar|mencionar|salientar|sublinhar|lembrar|notar|referir|frisar|realçar) que [^;:.!?]{1,200}?|(?:Lembre-se|Lembra-te|Lembrem-se|Não se esqueça|Não te esqueças|Não podemos esquecer|Tenha em conta|Tenha em mente|Note|Repare)(?: de)? que [^;:.!?]{1,200}?|É importante ter em (?:conta|mente) que [^;:.!?]{1,200}?) e que `,
      ),
      replace: (_m: string, first: string) => (/[—–,]$/u.test(first) ? `${first} e ` : `${first}, e `),
    },
    {
      // "Aqui está um resumo claro sobre X." -> "Resumo sobre X." (the topic stays as the label of what follows).
      family: "chatbot-opener",
      pattern: re(
        raw`^(?:(?:Claro|Com certeza|Certamente|Perfeito)[,!]\s+)?(?:Aqui (?:está|estão|vai|vão|tens|tem)|Eis|Segue|Seguem) (?:um |uma |o |a |os |as |uns |umas |algumas |alguns )?(?:(?:breve|pequeno|pequena|rápido|rápida|curto|curta) )?(resumo|guia|lista|explicação|comparação|visão geral|panorama|roteiro|plano|síntese|análise|dicas|sugestões|ideias|pontos|passos)(?: (?:claro|clara|claros|claras|completo|completa|detalhado|detalhada|prático|prática|simples|rápido|rápida|breve|objetivo|objetiva|objectivo|objectiva|geral|conciso|concisa|sucinto|sucinta|essenciais|principais|úteis))? (sobre|acerca d[eoa]s?) ([^.!?]{1,160})([.:])$`,
      ),
      replace: (_m: string, noun: string, prep: string, topic: string, stop: string) =>
        `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${prep} ${topic}${stop}`,
    },
    {
      // "Mais do que um simples X, é Y." (no subject) -> "É mais do que um X: é Y."
      family: "negative-parallelism",
      pattern: re(
        raw`^Mais do que (um|uma|uns|umas) (?:simples |mero |mera |meros |meras )?([^,;:.!?—–]{1,60}?)(?: qualquer| quaisquer)?, (é|são|foi|foram|era|eram|será|serão|somos|sou|fomos|éramos|seremos) ([^;:!?—–]{1,200}?)([.!])$`,
      ),
      replace: (_m: string, article: string, what: string, verb: string, rest: string, stop: string) =>
        `${verb.charAt(0).toUpperCase()}${verb.slice(1)} mais do que ${article} ${what}: ${verb} ${rest}${stop}`,
    },
    {
      // "Mais do que um simples X, trata-se de Y." -> "É mais do que um X: é Y."
      family: "negative-parallelism",
      pattern: re(
        raw`^Mais do que (um|uma|uns|umas) (?:simples |mero |mera |meros |meras )?([^,;:.!?—–]{1,60}?)(?: qualquer| quaisquer)?, trata-se d(?:e |(?=[oa]s? |uma? |umas |uns ))([^;:!?—–]{1,200}?)([.!])$`,
      ),
      replace: (_m: string, article: string, what: string, rest: string, stop: string) => raw`É mais do que ${article} ${what}: é ${rest}${stop}`,
    },
    {
      // "contribuindo para" before a word the lexicon does not know: an infinitive takes "ajudando a",
      // a bare noun "favorecendo" ("contribuindo para amenizar" / "contribuindo para decisões mais rápidas").
      family: "participial-tail",
      pattern:
        /(?<=[\p{L}\p{Co}],? )contribuindo para (?!(?:o|a|os|as|um|uma|uns|umas|seu|sua|seus|suas|este|esta|estes|estas|esse|essa|esses|essas|isso|isto|nosso|nossa|nossos|nossas|tal|que|mais|menos|cerca|todo|toda|todos|todas|ambos|ambas)(?![\p{L}-]))(?:(?!(?:melhor|maior|menor|pior|setor|sector|valor|amor|lugar|mar|ar|lar|bem-estar|lazer|prazer|poder|mulher|exterior|interior|superior|inferior|calor|motor|favor|sabor|humor|cor|flor|dor|autor|ator|actor|leitor|consumidor|produtor|investidor|utilizador|trabalhador)(?![\p{L}-]))(\p{L}[\p{L}-]*?(?:ar|er|ir|or|ôr))(?![\p{L}-]))?/u,
      replace: (_m: string, infinitive: string | undefined) => (infinitive ? `ajudando a ${infinitive}` : "favorecendo "),
    },
    {
      // "Mais do que uma simples X, Y é Z." -> "Y é mais do que uma X: é Z." (the contrast kept, the frame plain).
      family: "negative-parallelism",
      pattern: re(
        raw`^Mais do que (um|uma|uns|umas) (?:simples |mero |mera |meros |meras )?([^,;:.!?—–]{1,60}?)(?: qualquer| quaisquer)?, ((?:o|a|os|as|este|esta|estes|estas|esse|essa|esses|essas|o nosso|a nossa|o seu|a sua|nosso|nossa|seu|sua|cada|todo o|toda a|todos os|todas as|aquele|aquela) [^,;:.!?—–]{1,60}?) (é|são|foi|foram|era|eram|será|serão) ([^;:!?—–]{1,200}?)([.!])$`,
      ),
      replace: (_m: string, article: string, what: string, subject: string, verb: string, rest: string, stop: string) =>
        `${subject.charAt(0).toUpperCase()}${subject.slice(1)} ${verb} mais do que ${article} ${what}: ${verb} ${rest}${stop}`,
    },
    {
      // "Caros munícipes, espero que todos estejam bem …": the salutation stays, the wish goes.
      family: "chatbot-signoff",
      pattern: re(
        raw`^((?:Car[oa]s?|Prezad[oa]s?|Estimad[oa]s?|Querid[oa]s?|Olá|Oi|Bom dia|Boa tarde|Boa noite)(?: [^,.!?;:]{1,40})?),\s+espero que (?:todos |todas |vocês |você |tu |os |as )?(?:estejam|esteja|estejas|se encontrem|se encontre|vos encontreis|estejais) (?:todos |todas )?bem(?:[^.!?\d\p{Co}]{0,60})[.!]$`,
      ),
      replace: "$1!",
    },
    {
      family: "negative-parallelism",
      pattern: re(
        raw`^Não (é|são|foi|foram|era|eram) (?:apenas|só|somente|simplesmente|meramente) ([^,;:.!?—–]{1,80}?)\s*[,;:—–]\s*(?:mas (?:também |sim )?|(?:é|são|foi|foram|era|eram) (?:também )?)([^;:!?—–]{1,160}?)([.!])$`,
      ),
      replace: (_m: string, verb: string, x: string, y: string, stop: string) => `${verb} ${x} ${also(verb, y)}${stop}`,
    },
    {
      // "O celular não é apenas um aparelho — é a sua agenda." -> "O celular é um aparelho e também a sua agenda."; also after
      // a fronted phrase and its comma ("Na Lumina, a transparência não é apenas um valor — é a base …"), which the
      // "vai além de" rule below wrote as a calque.
      family: "negative-parallelism",
      pattern: re(
        raw`^(?![^,;:.!?]{0,30}?(?:há quem|dizem|diz-se|como (?:diz|dizem|se diz)|reza a lenda)${E})(?![^,;:.!?]{0,60}?${B}que )((?:\p{Co}?\p{L}[\p{L} ]{0,24}:\p{Co}?\s+)?(?:[^,;:.!?—–\p{Co}]{1,40}, (?=\p{Ll}))?[^,;:.!?—–]{1,60}?) não (é|são|foi|foram|era|eram) (?:apenas|só|somente|simplesmente|meramente) ([^,;:.!?—–]{1,80}?)\s*[,;:—–]\s*(?:mas (?:também |sim )?|(?:é|são|foi|foram|era|eram) (?:também )?)([^;:!?—–]{1,160}?)([.!])$`,
      ),
      replace: (_m: string, subject: string, verb: string, x: string, y: string, stop: string) => `${subject} ${verb} ${x} ${also(verb, y)}${stop}`,
    },
    {
      family: "negative-parallelism",
      pattern: /^Não (?:só|apenas|somente) ([^,;:.!?—–]{1,60}?),? (?:mas|como) (?:também|ainda) ([^,;:.!?—–]{1,60})/u,
      replace: (_m: string, x: string, y: string) => `${x}${listed(y) ? "," : " e"} ${y}`,
    },
    {
      // Set 22: "Não se trata apenas de vender livros — trata-se de manter viva a memória" -> "Vender livros é também manter
      // viva a memória" (two infinitives: "Além de vender…, trata-se também de…" left the infinitive without a subject).
      // Set 23: "X é também Y" made Y follow from X; "A ideia é vender livros e também manter viva a memória".
      family: "negative-parallelism",
      pattern: re(
        raw`^Não se trata (?:apenas|só|somente|simplesmente) de (\p{L}+[aeiô]r${E}[^,;:.!?—–]{0,80}?)\s*[,;:—–]\s*(?:mas (?:também |sim )?|trata-se (?:também )?)de (?=\p{L}+[aeiô]r${E})`,
      ),
      replace: (_m: string, x: string) => `A ideia é ${x} e também `,
    },
    {
      // "Não se trata apenas de X — trata-se de Y" at the start or after a colon ("… depois: não se trata …") -> "Além
      // de X, trata-se também de Y" (Y and whatever follows it stay as written).
      family: "negative-parallelism",
      pattern: re(
        raw`(?<=^|: |(?:referir|salientar|notar|lembrar|sublinhar|ressaltar) que )(n)ão se trata (?:apenas|só|somente|simplesmente) d(e|o|a|os|as) ([^,;:.!?—–]{1,80}?)\s*[,;:—–]\s*(?:mas (?:também |sim )?|trata-se (?:também )?)d(e|o|a|os|as) (?=(?:(um|uma) )?)`,
      ),
      // Set 24: "Além de um museu, trata-se também de um lugar" hung a verbless phrase on "trata-se": two singular
      // nouns with "um/uma" read "Além de ser um museu, é também um lugar".
      replace: (_m: string, n: string, d: string, x: string, t: string, u?: string) =>
        `${n === "N" ? "A" : "a"}lém d${d} ${u && d === "e" && /^uma? /u.test(x) ? `ser ${x}, é também ` : `${x}, trata-se também d${t} `}`,
    },
    {
      // "Separar o lixo não se trata apenas de cumprir a lei: é um gesto diário." -> "Separar o lixo vai além de
      // cumprir a lei: é um gesto diário." (the subject takes a plain verb; "não se trata de" with one is a calque).
      family: "negative-parallelism",
      pattern: re(
        raw`^(\P{Cc}{0,80}?\S) não se trata (?:apenas|só|somente|simplesmente) d(e|o|a|os|as|um|uma|uns|umas) ([^,;:.!?—–]{1,80}?)\s*[:;—–]\s*(?:(?:é|são|será|serão|era|eram|foi|foram) (?:também |ainda |antes |sobretudo )?)([^;:!?—–]{1,200}?)([.!])$`,
      ),
      replace: (_m: string, subject: string, d: string, what: string, rest: string, stop: string) =>
        raw`${subject} vai além ${d === "e" ? "de" : `d${d}`} ${what}: é ${rest}${stop}`,
    },
    {
      // "O projeto não se trata apenas de reciclar, mas também de educar." -> "O projeto envolve reciclar e também educar."
      family: "negative-parallelism",
      pattern: re(
        raw`^(\P{Cc}{0,80}?\S) não se trata (?:apenas|só|somente|simplesmente) d(e|o|a|os|as|um|uma|uns|umas) ([^,;:.!?—–]{1,80}?),? mas (?:também|sim|ainda) d(e|o|a|os|as|um|uma|uns|umas) ([^;:!?—–]{1,160}?)([.!])$`,
      ),
      replace: (_m: string, subject: string, d1: string, x: string, d2: string, y: string, stop: string) =>
        raw`${subject} envolve ${d1 === "e" ? "" : `${d1} `}${x} e também ${d2 === "e" ? "" : `${d2} `}${y}${stop}`,
    },
    {
      family: "negative-parallelism",
      pattern: /(?<=[\p{L}\p{Co}] )não (?:só|apenas|somente) ([^,;:.!?—–]{1,60}?),? (?:mas|como) (?:também|ainda) ([^,;:.!?—–]{1,60})/u,
      // "reúne não só A, mas também B e C" -> "reúne A, B e C" (one "e" in a list).
      replace: (_m: string, x: string, y: string) => `${x}${listed(y) ? "," : " e"} ${y}`,
    },
    {
      // "Um bom portfólio não mostra só telas, mas também o processo" -> "mostra telas e o processo": any verb between
      // "não" and "só" (the lexicon's "mas também" -> "e ainda" would leave "não mostra só telas, e ainda o processo").
      family: "negative-parallelism",
      pattern: re(
        raw`${B}não (é|são|foi|foram|era|eram|será|serão|\p{Ll}{3,}) (?:apenas|só|somente|simplesmente|meramente) ([^,;:.!?—–]{1,80}?),? mas (?:também|sim|ainda) ([^,;:.!?—–]{1,80}?)(?=[,;:.!?—–]|$)`,
      ),
      replace: (_m: string, verb: string, x: string, y: string) => `${verb} ${x}${listed(y) ? "," : " e"} ${y}`,
    },
    {
      // "Esta alteração não é apenas uma mudança de calendário: reflete a nossa vontade de …" -> "Esta alteração vai
      // além de uma mudança de calendário: reflete …" (a claim with its own verb after the colon; "é" is handled above).
      // The subject may follow a fronted phrase and its comma, or a quotation the sentence splitter left in front
      // (not "que": a cleft).
      family: "negative-parallelism",
      needs: raw`não `,
      pattern: re(
        raw`^((?:[\s\S]{0,300}(?:\p{Co}|,)\s+)?[^,;:.!?—–\p{Co}]{1,60}?)(?<! que) não (é|são|era|eram|foi|foram) (?:apenas|só|somente|simplesmente|meramente) (um|uma|uns|umas|o|a|os|as) ([^,;:.!?—–]{1,80}?)(\s*[:;—–]\s*)(?!\s)(?!(?:mas|é|são|era|eram|foi|foram|ele|ela|eles|elas)${E})`,
      ),
      replace: (_m: string, subject: string, verb: string, article: string, what: string, sep: string) => {
        const go: Record<string, string> = { é: "vai", são: raw`vão`, era: "ia", eram: "iam", foi: "foi", foram: "foram" };
        const de: Record<string, string> = { um: "de um", uma: "de uma", uns: "de uns", umas: "de umas", o: "do", a: "da", os: "dos", as: "das" };
        return raw`${subject} ${go[verb]} além ${de[article]} ${what}${sep}`;
      },
    },
    {
      // "Não é apenas uma questão de X: é, acima de tudo, Y." -> "É uma questão de X e, acima de tudo, Y."
      family: "negative-parallelism",
      needs: raw`ão `,
      pattern: re(
        raw`^Não (é|são|foi|foram|era|eram) (?:apenas|só|somente|simplesmente|meramente) ([^,;:.!?—–]{1,80}?)\s*[,;:—–]\s*(?:é|são|foi|foram|era|eram), (acima de tudo|sobretudo|antes de mais|antes de tudo|principalmente|essencialmente|mais do que isso|na verdade|também), ([^;:!?—–]{1,200}?)([.!])$`,
      ),
      replace: (_m: string, verb: string, x: string, adverb: string, y: string, stop: string) =>
        `${verb.charAt(0).toUpperCase()}${verb.slice(1)} ${x} e, ${adverb}, ${y}${stop}`,
    },
    {
      // "Não se trata apenas de cultivar legumes." (alone, the next sentence says what else) -> "Cultivar legumes é só
      // uma parte."; with a noun: "Não se trata apenas de um jogo." -> "É mais do que um jogo."; "… do dinheiro." ->
      // "Vai além do dinheiro."
      family: "negative-parallelism",
      pattern: re(raw`^Não se trata (?:apenas|só|somente|simplesmente|meramente) d(e|o|a|os|as|um|uma|uns|umas) ([^,;:.!?—–]{1,80}?)([.!])$`),
      replace: (_m: string, d: string, what: string, stop: string) => {
        if (d === "e" && /^[\p{L}-]+(?:ar|er|ir|or|ôr|pôr)(?:-(?:se|o|a|os|as|lhe|lhes|nos|vos))?(?:\s|$)/u.test(what))
          return raw`${what.charAt(0).toUpperCase()}${what.slice(1)} é só uma parte${stop}`;
        if (d === "e" && /^(?:um|uma|uns|umas) /u.test(what)) return raw`É mais do que ${what}${stop}`;
        if (d === "e") return raw`Vai além de ${what}${stop}`;
        if (/^u/u.test(d)) return raw`É mais do que ${d} ${what}${stop}`;
        return raw`Vai além d${d} ${what}${stop}`;
      },
    },
    {
      // "Aqui está o que eu faria:" -> "Eu faria o seguinte:" ("o que" is a relative: "Este é o que…" is no Portuguese).
      family: "chatbot-opener",
      pattern: re(raw`^Aqui (?:está|vai) o que (eu |nós )?(?!\p{L}+(?:ar|er|ir)\s*:)(\p{L}+)\s*:$`),
      replace: (_m: string, pronoun: string, verb: string) => `${pronoun ? `${pronoun.charAt(0).toUpperCase()}${pronoun.slice(1)}` : ""}${verb} o seguinte:`,
    },
    {
      // "Aqui está o essencial" -> "Eis o essencial"; "Aqui está o que mudou" -> "Eis o que mudou"
      family: "chatbot-opener",
      pattern: re(raw`(^|,? e )[Aa]qui (?:está|vai) o (?=(?:essencial|básico|principal|mais importante|que)${E})`),
      replace: (_m: string, pre: string) => `${pre}${pre ? "e" : "E"}is o `,
    },
    {
      // "Sair da zona de conforto assusta, mas essa jornada vale a pena" -> "Arriscar assusta, mas o risco vale a pena":
      // the lexicon's "arriscar" leaves "essa jornada/caminhada" pointing at nothing, so the risk is named.
      family: "stock-phrase",
      pattern: re(
        `^Sair da (?:sua |nossa |minha |tua )?zona de conforto (?=[^.!?]*${B}(?:essa|esta) (?:jornada|caminhada|travessia)${E})([^.!?]*?)${B}(?:essa|esta) (?:jornada|caminhada|travessia)${E}`,
      ),
      replace: "Arriscar $1o risco",
    },
    {
      // "Sua jornada começa agora, e … para que esta seja uma viagem tranquila": a trip named as a trip in the same
      // sentence is a trip ("caminhada" is a walk).
      family: "excess-vocabulary",
      pattern: re(
        raw`${B}(sua|a sua|nossa|a nossa|tua|a tua|vossa|a vossa|esta|essa|a|uma|boa) jornada(?! (?:de|do|da|dos|das|laboral|semanal|diária|dupla|esportiva|desportiva|mundial|escolar|noturna|nocturna|parcial|completa|integral|reduzida|seguinte|anterior|inaugural|final|decisiva)${E})(?=[^.!?]*${B}(?:viagem|viagens|voo|ônibus|autocarro|comboio|trem|embarque|passagem|bilhete|cruzeiro)${E})`,
      ),
      replace: "$1 viagem",
    },
    {
      // "consolidando Braga como capital do design" / "consolidando-se como referência" -> "afirmando … como" (the set phrase).
      family: "puffery-significance",
      pattern: re(raw`${B}consolid(ando|aram|am|ou|ar|ará|a)((?:-se)? (?:\p{Co} )?)como(?= )`),
      replace: "afirm$1$2como",
    },
    {
      // "consolidando X como referência" -> "tornando X referência"
      family: "puffery-significance",
      pattern: re(raw`${B}consolid(ando|aram|am|ou|ar|ará|a) ((?:o|a|os|as) [^,;:.!?]{1,40}?) como (?:(um|uma) )?(referência|exemplo|modelo|destino)${E}`),
      replace: (_m: string, end: string, what: string, art: string, noun: string) => `torn${end} ${what} ${art ? `${art} ` : ""}${noun}`,
    },
    {
      // Set 26: "consolidando o Edifício X como um testemunho de Y": a thing set up as something is "afirmado" as it (the
      // lexicon's "firmando o X" reads as "signing"); the rest of the sentence is left to the lexicon.
      family: "puffery-significance",
      pattern: re(raw`${B}consolid(ando|aram|am|ou|ar|ará|a)(?= (?:o|a|os|as) [^,;:.!?]{1,40}? como )`),
      replace: "afirm$1",
    },
    {
      // "Aqui está um resumo prático para a declaração de 2026 (ano-base 2025)." (a fact keeps the sentence) ->
      // "Este é um resumo prático para …"; "…, e aqui está uma visão geral de X" -> "…, e esta é uma visão geral de X".
      family: "chatbot-opener",
      pattern: re(raw`(^|,? e )(?:([Aa])qui (?:está|estão|vai|vão)) (um|uma|o|a|os|as|alguns|algumas|uns|umas) (?!que${E})(?=\p{L})`),
      replace: (_m: string, pre: string, _a: string, article: string) => {
        const feminine = /^(?:uma|a|as|algumas|umas)$/u.test(article);
        const plural = /s$/u.test(article);
        const dem = plural ? (feminine ? raw`estas são` : raw`estes são`) : feminine ? raw`esta é` : raw`este é`;
        return `${pre}${pre ? dem : `${dem.charAt(0).toUpperCase()}${dem.slice(1)}`} ${article} `;
      },
    },
    {
      // "A alimentação desempenha um papel fundamental no crescimento e na concentração": the lexicon makes the first
      // complement "é importante para o crescimento", so the coordinated one takes "para" now ("e para a concentração").
      family: "puffery-significance",
      pattern: re(
        raw`${B}((?:desempenh\p{L}+|tem|têm|teve|tiveram|exerce|exercem|tenha|tenham|exerça|exerçam) um papel (?:crucial|fundamental|essencial|vital|central|decisivo|determinante|primordial|chave|preponderante) (?:no|na|nos|nas) [\p{L}-]+(?: (?:d[oa]s?|de) [\p{L}-]+)?) e (no|na|nos|nas)${E}`,
      ),
      replace: (_m: string, first: string, prep: string) => `${first} e para ${prep.slice(1)}`,
    },
  ],
  detectors: [
    {
      family: "negative-parallelism",
      pattern: re(raw`${B}não (?:é|são|foi|foram) (?:apenas|só|somente|simplesmente)${E}[^.!?;]{1,80}[,;:—–] ?(?:mas|é|são|foi|foram)${E}`),
    },
    { family: "negative-parallelism", pattern: re(raw`${B}não (?:só|apenas|somente)${E}[^.!?;]{1,120}${B}(?:mas|como) (?:também|ainda)${E}`) },
    { family: "negative-parallelism", pattern: re(raw`${B}não se trata (?:apenas|só|somente|simplesmente)${E}`) },
    {
      family: "participial-tail",
      pattern: re(
        raw`, (?:assim )?(?:destacando|ressaltando|sublinhando|evidenciando|refletindo|reflectindo|reforçando|consolidando|demonstrando|simbolizando|contribuindo para|garantindo|promovendo|o que (?:destaca|ressalta|sublinha|evidencia|reflete|reflecte|reforça|demonstra))${E}[^.!?]*[.!?]?$`,
      ),
    },
    { family: "copula-avoidance", pattern: re(`${B}(?:serve|servem|servia|serviam|serviu|serviram|atua|atuam|actua|actuam) como${E}`) },
    { family: "copula-avoidance", pattern: re(`${B}(?:se (?:posiciona|posicionam|afirma|afirmam)|posiciona-se|afirma-se) como${E}`) },
    { family: "stacked-hedge", pattern: re(`${B}(?:pode|podem|poderia|poderiam) (?:potencialmente|possivelmente|eventualmente)${E}`) },
    { family: "upbeat-closer", pattern: re(raw`${B}o futuro (?:é|parece) (?:promissor|brilhante)|${B}as possibilidades são infinitas${E}`) },
    {
      family: "sparked-discussion",
      pattern: re(
        raw`${B}(?:gerou|geraram|gera|suscitou|suscitaram|suscita|despertou|despertaram|desperta|provocou|provocaram|abriu|levantou) (?:um |uma |o |a )?(?:amplo |intenso |acalorado |importante |novo )?(?:debate|debates|discussão|discussões|reflexão|reflexões)${E}`,
      ),
    },
    {
      family: "vague-attribution",
      pattern: re(
        raw`${B}(?:os |muitos |alguns |vários )?(?:especialistas|observadores|analistas|pesquisadores|investigadores|críticos) (?:afirmam|apontam|concordam|acreditam|defendem|consideram|sugerem|dizem)${E}|${B}é (?:amplamente|geralmente) (?:aceite|aceito|reconhecido|aceita|reconhecida)${E}`,
      ),
    },
    {
      family: "challenges-prospects",
      pattern: re(
        raw`${B}apesar (?:dos|das|de seus|de suas|destes|destas|desses|dessas|do seu|da sua) (?:[\p{L}-]+ ){0,3}?(?:desafios|dificuldades|sucesso|obstáculos)${E}|${B}continua(?:m)? a (?:prosperar|florescer)${E}`,
      ),
    },
    {
      family: "canned-assurance",
      pattern: re(
        raw`^(?:Fique tranquilo|Pode ficar tranquilo|Garanto-lhe|Asseguro-lhe|A sua satisfação é a nossa prioridade|Sua satisfação é nossa prioridade)`,
      ),
    },
  ],
};
