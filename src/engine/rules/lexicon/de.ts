// The German lexicon (format: see compile.ts; "@ family" lines name the sign family of the
// entries after them, docs/ai-writing-signs.md).
//
// How the list was built: no published study of over-used vocabulary in German model output was
// at hand, so it was compiled by hand, family by family of the catalogue (vocabulary, stock
// phrases, connective fillers, puffery and significance, promotional tone, copula avoidance,
// hedges, didactic disclaimers, chatbot leftovers), from the German counterparts of the English
// entries (lexicon/en.ts: Kobak et al. 2024, Liang et al. 2024, Wikipedia's "Signs of AI
// writing") and from the stock phrasing of German assistant answers ("Darüber hinaus",
// "spielt eine entscheidende Rolle", "Es ist wichtig zu beachten, dass", "in der heutigen
// schnelllebigen Welt"). The plain-language entries follow the usual advice of German
// plain-language guides (kurze Wörter, keine Füllwörter).
//
// German grammar sets the rules of each entry:
// - Verb second: a sentence-initial adverb cannot simply be deleted ("Darüber hinaus bietet die
//   App…" would become a question, "Bietet die App…"), so a connective is replaced by a plainer
//   one in the same position ("Außerdem bietet die App…").
// - "dass" clauses put the verb last: "Es ist wichtig zu beachten, dass die Preise gestiegen
//   sind" keeps its "dass" ("Wichtig ist, dass…"), never "Die Preise gestiegen sind".
// - Case and gender: an adjective is replaced ending by ending (entscheidende/entscheidenden/…),
//   a noun by one of the same gender (Meilenstein -> Schritt, both masculine), and a phrase that
//   names its article keeps the case of what follows ("eine Vielzahl von" -> "eine Reihe von").
// Nouns are written with their capital here; mask.ts would protect a capitalised word inside a
// sentence as a name, so the profile releases the nouns of this lexicon (release.ts).

export const DE_LEXICON = String.raw`
# ── Zusammenfassungen ──────────────────────────────────────────────────────────────
@ section-summary
*^ zusammenfassend lässt sich sagen , dass => fest steht, dass
*^ zusammenfassend lässt sich (sagen|festhalten|feststellen) : => kurz gesagt:
*^ abschließend lässt sich (sagen|festhalten|feststellen) , dass => fest steht, dass
*^ abschließend ist (festzuhalten|festzustellen|zu sagen) , dass => fest steht, dass
*^ insgesamt lässt sich (sagen|festhalten|feststellen) , dass => fest steht, dass
*^ zusammenfassend lässt sich (sagen|festhalten|feststellen) => kurz gesagt
*^ zusammenfassend (ist|sind|bleibt|bleiben|zeigt|zeigen|kann|können|lässt) => insgesamt $1
*^ zusammenfassend , => kurz gesagt,
*^ abschließend (ist|sind|bleibt|bleiben|zeigt|zeigen|kann|können|lässt|lassen) => zum Schluss $1
*^ letztendlich (ist|sind|bleibt|bleiben|zeigt|zeigen|kann|können|geht) => am Ende $1

# ── Füllende Verbindungswörter ─────────────────────────────────────────────────────
@ transition-overuse
*^ darüber hinaus , => außerdem | zusätzlich
*^ darüber hinaus => außerdem | zusätzlich
*{!geht,gehen,ging,gingen,gegangen,gehe,gehst,weit,reicht,reichen,reichte,reichten,weist,weisen,wies,denken,denkt,dachte,noch,auch} darüber hinaus => außerdem
*zudem => außerdem
*des weiteren => außerdem
*ferner => außerdem
*überdies => außerdem
*nichtsdestotrotz => trotzdem
*nichtsdestoweniger => trotzdem
*^ in diesem zusammenhang , => dabei
*^ in diesem zusammenhang => dabei
*^ vor diesem hintergrund , => deshalb
*^ vor diesem hintergrund => deshalb
*^ in der tat => tatsächlich
*letztendlich [!$] => letztlich

@ didactic-disclaimer
*^ es ist (wichtig|entscheidend|wesentlich|essenziell|essentiell|unerlässlich) zu (beachten|betonen|verstehen|erwähnen|berücksichtigen|bedenken) , dass => wichtig ist, dass
*^ es ist (auch|zudem|außerdem|ebenfalls|) (erwähnenswert|bemerkenswert|hervorzuheben|anzumerken|festzuhalten) , dass => wichtig ist, dass
*^ es sei (darauf hingewiesen|angemerkt|erwähnt|betont) , dass => wichtig ist, dass
*^ es ist wichtig zu (beachten|betonen|bedenken) : => wichtig:
*es ist (wichtig|entscheidend) zu (beachten|betonen|bedenken) , dass => wichtig ist, dass
*{!dabei} ist es (wichtig|entscheidend|wesentlich|essenziell|essentiell|unerlässlich) zu (beachten|betonen|verstehen|erwähnen|berücksichtigen|bedenken|wissen) , dass => ist wichtig, dass
*dabei ist (es|) wichtig zu (beachten|betonen|bedenken) , dass => wichtig ist dabei, dass

# ── Bedeutung und Tragweite ────────────────────────────────────────────────────────
@ puffery-significance
*spielt/spielen/spielte/spielten eine entscheidende Rolle => ist/sind/war/waren sehr wichtig
*spielt/spielen/spielte/spielten (dabei|hier|auch|oft|außerdem|somit|daher|heute|dabei auch) eine entscheidende Rolle => ist/sind/war/waren $1 sehr wichtig
*spielt/spielen/spielte/spielten zudem eine entscheidende Rolle => ist/sind/war/waren außerdem sehr wichtig
*spielt/spielen/spielte/spielten eine (zentrale|zentralere|immer zentralere) Rolle => ist/sind/war/waren zentral
*spielt/spielen/spielte/spielten (dabei|hier|auch|oft|außerdem|somit|daher|heute|dabei auch) eine (zentrale|zentralere|immer zentralere) Rolle => ist/sind/war/waren $1 zentral
*spielt/spielen/spielte/spielten zudem eine (zentrale|zentralere|immer zentralere) Rolle => ist/sind/war/waren außerdem zentral
*spielt/spielen/spielte/spielten eine (wesentliche|maßgebliche|essenzielle|essentielle) Rolle => ist/sind/war/waren wichtig
*spielt/spielen/spielte/spielten (dabei|hier|auch|oft|außerdem|somit|daher|heute|dabei auch) eine (wesentliche|maßgebliche|essenzielle|essentielle) Rolle => ist/sind/war/waren $1 wichtig
*spielt/spielen/spielte/spielten zudem eine (wesentliche|maßgebliche|essenzielle|essentielle) Rolle => ist/sind/war/waren außerdem wichtig
*spielt/spielen/spielte/spielten eine (wichtige|große|bedeutende|bedeutsame|tragende|herausragende|immer wichtigere|immer größere) Rolle => ist/sind/war/waren wichtig
*spielt/spielen/spielte/spielten (dabei|hier|auch|oft|außerdem|somit|daher|heute|dabei auch) eine (wichtige|große|bedeutende|bedeutsame|tragende|herausragende|immer wichtigere|immer größere) Rolle => ist/sind/war/waren $1 wichtig
*spielt/spielen/spielte/spielten zudem eine (wichtige|große|bedeutende|bedeutsame|tragende|herausragende|immer wichtigere|immer größere) Rolle => ist/sind/war/waren außerdem wichtig
*eine entscheidende Rolle spielt/spielen/spielte/spielten => sehr wichtig ist/_/war/waren
*eine zentrale Rolle spielt/spielen/spielte/spielten => zentral ist/_/war/waren
*eine (wesentliche|maßgebliche|essenzielle|essentielle) Rolle spielt/spielen/spielte/spielten => wichtig ist/_/war/waren
*eine (wichtige|große|bedeutende|bedeutsame|tragende|herausragende) Rolle spielt/spielen/spielte/spielten => wichtig ist/_/war/waren
*spielt/spielen/spielte/spielten eine Schlüsselrolle => ist/sind/war/waren zentral
*eine Schlüsselrolle spielt/spielen/spielte/spielten => zentral ist/_/war/waren
*{?ist,sind,war,waren,sei,wird,werden,bleibt,bleiben,blieb,wäre,wären,daher,deshalb,dabei,hier,also,auch,jedoch,besonders,gleichermaßen,zudem,außerdem,somit,nicht,ebenso,ebenfalls} von (entscheidender|zentraler|essenzieller|essentieller|fundamentaler|elementarer|herausragender|immenser|enormer) Bedeutung => sehr wichtig
*{?ist,sind,war,waren,sei,wird,werden,bleibt,bleiben,blieb,wäre,wären,daher,deshalb,dabei,hier,also,auch,jedoch,besonders,gleichermaßen,zudem,außerdem,somit,nicht,ebenso,ebenfalls} von (großer|besonderer|hoher) Bedeutung => wichtig
*{?ist,sind,war,waren,sei,wird,werden,bleibt,bleiben,blieb,wäre,wären,daher,deshalb,dabei,hier,also,auch,jedoch,besonders,gleichermaßen,zudem,außerdem,somit,nicht,ebenso,ebenfalls} von größter Bedeutung => sehr wichtig
*unterstreicht/unterstreichen [!sie] => zeigt/zeigen
*verdeutlicht/verdeutlichen => zeigt/zeigen
*Meilenstein/Meilensteins/Meilensteine/Meilensteinen => Schritt/Schritts/Schritte/Schritten
*ein Paradigmenwechsel => ein Umbruch
*einen Paradigmenwechsel => einen Umbruch
*wegweisend/wegweisende/wegweisenden/wegweisender/wegweisendes/wegweisendem => wichtig/wichtige/wichtigen/wichtiger/wichtiges/wichtigem
*bahnbrechend/bahnbrechende/bahnbrechenden/bahnbrechender/bahnbrechendes/bahnbrechendem => neu/neue/neuen/neuer/neues/neuem
*zukunftsweisend/zukunftsweisende/zukunftsweisenden/zukunftsweisender/zukunftsweisendes/zukunftsweisendem => modern/moderne/modernen/moderner/modernes/modernem
*revolutioniert/revolutionieren/revolutionierte/revolutionierten => verändert/verändern/veränderte/veränderten
*{?ist,sind,war,bleibt,wird} ein Zeugnis (für|von) => ein Beleg $1
*ein eindrucksvolles Zeugnis (für|von) => ein Beleg $1
*ein lebendiges Zeugnis (für|von) => ein Beleg $1
*legt/legen eindrucksvoll Zeugnis ab => zeugt/zeugen
*{!$,comma,ist,sind,war,waren,sei,wird,werden,bleibt} maßgeblich [!$,comma] => stark
*nachhaltig prägt/prägen/prägte/prägten => prägt/prägen/prägte/prägten
*gewinnt/gewinnen/gewann/gewannen (zunehmend|immer mehr|stetig|rasant) an Bedeutung => wird/werden/wurde/wurden immer wichtiger
*eine wahre Revolution => eine Revolution
*ein unverzichtbarer Bestandteil => ein fester Bestandteil
*einen unverzichtbaren Bestandteil => einen festen Bestandteil
*ein integraler Bestandteil => ein fester Bestandteil
*einen integralen Bestandteil => einen festen Bestandteil

# ── Floskeln ───────────────────────────────────────────────────────────────────────
@ stock-phrase
*in der heutigen (schnelllebigen|digitalen|modernen|vernetzten|globalisierten|dynamischen) Welt => heute
*in der heutigen Zeit => heute
*in unserer (schnelllebigen|digitalen|modernen|heutigen) (Welt|Zeit|Gesellschaft) => heute
*in einer sich (ständig|stetig|rasant|schnell) (wandelnden|verändernden|entwickelnden) Welt => heute
*im (digitalen|heutigen) Zeitalter => heute
*in der digitalen Landschaft => in der digitalen Welt
*die digitale Landschaft => die digitale Welt
*der digitalen Landschaft => der digitalen Welt
*eine Vielzahl (von|an) => eine Reihe von
*einer Vielzahl (von|an) => einer Reihe von
*eine breite Palette (von|an) => eine Reihe von
*einer breiten Palette (von|an) => einer Reihe von
*eine Fülle (von|an) => eine Reihe von
*ein breites Spektrum (von|an) => eine Reihe von
*ein breites Spektrum => eine Reihe
*facettenreich/facettenreiche/facettenreichen/facettenreicher/facettenreiches/facettenreichem => vielseitig/vielseitige/vielseitigen/vielseitiger/vielseitiges/vielseitigem
*tauchen Sie ein in die Welt (der|des|von) => entdecken Sie die Welt $1
*tauchen Sie ein in (den|das|die) => entdecken Sie $1
*tauchen wir ein in (den|das|die) => betrachten wir $1
*das volle Potenzial => alle Möglichkeiten
*das volle Potential => alle Möglichkeiten
*das Potenzial (voll|voll und ganz) ausschöpfen => alle Möglichkeiten nutzen
*ein (wahres|echtes) Juwel => ein Juwel
*ein (reiches|vielfältiges) Geflecht (aus|von) => eine Mischung $2
*ein (reiches|vielfältiges|buntes) Mosaik (aus|von) => eine Mischung $2
*Herausforderungen meistern => Probleme lösen

# ── Überrepräsentierter Wortschatz ─────────────────────────────────────────────────
@ excess-vocabulary
*nahtlos/nahtlose/nahtlosen/nahtloser/nahtloses/nahtlosem => reibungslos/reibungslose/reibungslosen/reibungsloser/reibungsloses/reibungslosem
*innovativ/innovative/innovativen/innovativer/innovatives/innovativem => neu/neue/neuen/neuer/neues/neuem
*akribisch/akribische/akribischen/akribischer/akribisches/akribischem => sorgfältig/sorgfältige/sorgfältigen/sorgfältiger/sorgfältiges/sorgfältigem
*unerlässlich/unerlässliche/unerlässlichen/unerlässlicher/unerlässliches/unerlässlichem => nötig/nötige/nötigen/nötiger/nötiges/nötigem
*essenziell/essenzielle/essenziellen/essenzieller/essenzielles/essenziellem => wichtig/wichtige/wichtigen/wichtiger/wichtiges/wichtigem
*essentiell/essentielle/essentiellen/essentieller/essentielles/essentiellem => wichtig/wichtige/wichtigen/wichtiger/wichtiges/wichtigem
*ganzheitlich/ganzheitliche/ganzheitlichen/ganzheitlicher/ganzheitliches/ganzheitlichem => umfassend/umfassende/umfassenden/umfassender/umfassendes/umfassendem
*immense/immensen/immenser/immenses/immensem => große/großen/großer/großes/großem
*Kosten optimieren/optimiert => Kosten senken/gesenkt
*optimieren/optimiert/optimierte/optimierten/optimierst => verbessern/verbessert/verbesserte/verbesserten/verbesserst
*potenzielle/potenziellen/potenzieller/potenzielles/potenziellem => mögliche/möglichen/möglicher/mögliches/möglichem
*potentielle/potentiellen/potentieller/potentielles/potentiellem => mögliche/möglichen/möglicher/mögliches/möglichem
*{!statistisch,nicht} signifikant/signifikante/signifikanten/signifikanter/signifikantes/signifikantem => deutlich/deutliche/deutlichen/deutlicher/deutliches/deutlichem
*fundiert/fundierte/fundierten/fundierter/fundiertes => gut begründet/begründete/begründeten/begründeter/begründetes
*Synergien => Vorteile
*Synergieeffekte => Vorteile
*maßgeschneidert/maßgeschneiderte/maßgeschneiderten/maßgeschneiderter/maßgeschneidertes => passend/passende/passenden/passender/passendes
*zweifellos => sicher
*zweifelsohne => sicher
*zweifelsfrei => sicher
*ohne Zweifel => sicher

# ── Werbesprache ───────────────────────────────────────────────────────────────────
@ promotional-language
*atemberaubend/atemberaubende/atemberaubenden/atemberaubender/atemberaubendes/atemberaubendem [!schön,schöne,schönen,schöner,schönes] => schön/schöne/schönen/schöner/schönes/schönem
*pulsierend/pulsierende/pulsierenden/pulsierender/pulsierendes/pulsierendem => lebendig/lebendige/lebendigen/lebendiger/lebendiges/lebendigem
*malerisch/malerische/malerischen/malerischer/malerisches/malerischem => hübsch/hübsche/hübschen/hübscher/hübsches/hübschem
*im Herzen (der|des|von) => im Zentrum $1
*{?ist,bleibt,war,sind} ein verstecktes Juwel => ein Geheimtipp
*ein wahres Paradies => ein Paradies
*ein unvergessliches Erlebnis => ein schönes Erlebnis
*unvergessliche Erlebnisse => schöne Erlebnisse
*lädt/laden zum Verweilen ein => ist/sind ein guter Ort für eine Pause
*{?ist,sind,bleibt,war} ein Muss für => ein guter Tipp für

# ── Kopula vermieden ───────────────────────────────────────────────────────────────
@ copula-avoidance
*fungiert/fungieren/fungierte/fungierten als => dient/dienen/diente/dienten als
*präsentiert/präsentieren sich als (ein|eine) => ist/sind $1
*erweist/erweisen sich als => ist/sind
*erwies/erwiesen sich als => war/waren

# ── Gehäufte Vorbehalte ────────────────────────────────────────────────────────────
@ stacked-hedge
*könnte/könnten/kann/können potenziell => könnte/könnten/kann/können
*könnte/könnten/kann/können potentiell => könnte/könnten/kann/können
*könnte/könnten/kann/können möglicherweise => könnte/könnten/kann/können
*könnte/könnten eventuell => könnte/könnten
*möglicherweise könnte/könnten => vielleicht könnte/könnten
*unter Umständen möglicherweise => möglicherweise
*potenziell [?dabei,auf,zu,helfen,die,den,das,dem,der,einen,eine,einem,sich,mehr,weniger] => -
*potentiell [?dabei,auf,zu,helfen,die,den,das,dem,der,einen,eine,einem,sich,mehr,weniger] => -

# ── Reste aus dem Chat ─────────────────────────────────────────────────────────────
@ chatbot-opener
*^ natürlich ! => -
*^ selbstverständlich ! => -
*^ gerne ! => -
*^ gern ! => -
*^ klar ! => -
*^ absolut ! => -
@ sycophancy
*^ (gute|tolle|ausgezeichnete|hervorragende|sehr gute|spannende|interessante) Frage ! => -
*^ was für eine (gute|tolle|spannende) Frage ! => -

# ── Füllwörter (keine Marker) ──────────────────────────────────────────────────────
@ filler-phrase
aufgrund der Tatsache , dass => weil
auf Grund der Tatsache , dass => weil
angesichts der Tatsache , dass => weil
trotz der Tatsache , dass => obwohl
zum gegenwärtigen Zeitpunkt => jetzt
zum jetzigen Zeitpunkt => jetzt
+ diesbezüglich => dazu
+ insbesondere => vor allem
+ äußerst => sehr
+ außerordentlich => sehr
+ ausgesprochen => sehr
`;
