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

/** String.raw under a short name: the bundle spells it once, not at each of the file's templates (−160 B gzip). */
const raw = String.raw;

export const DE_LEXICON = [
  // ── Zusammenfassungen ──────────────────────────────────────────────────────────────
  // "Insgesamt lässt sich sagen:" is the same label as "Zusammenfassend …:" and goes ("Im Ganzen lässt sich sagen" kept it; audit of set 22).
  // A summary formula before "dass" becomes "im Ganzen gilt, dass": "Fest steht, dass" turned a summary into a certainty and is a
  // stock phrase itself (audit of set 21).
  raw`@ section-summary
*^ (zusammenfassend|abschließend|insgesamt) lässt sich (sagen|festhalten|feststellen) : => -
*^ abschließend ist (festzuhalten|festzustellen|zu sagen) , dass => im Ganzen gilt, dass
*^ (zusammenfassend|abschließend|insgesamt) lässt sich (sagen|festhalten|feststellen) , dass => im Ganzen gilt, dass
*^ (zusammenfassend|abschließend) lässt sich (sagen|festhalten|feststellen) => kurz gesagt
*^ zusammenfassend , => kurz gesagt,
*^ (zusammenfassend|abschließend|insgesamt) heißt/bedeutet das => das heißt/bedeutet`,
  // Any person of the modal ("Zusammenfassend kannst du am Ende sagen: …", "… können Sie festhalten: …"): one label.
  raw`*^ (zusammenfassend|abschließend|insgesamt) (kannst|könnt|kann|können) (du|ihr|man|Sie|wir) (am ende|also|abschließend||zusammenfassend) (sagen|festhalten|feststellen) : => -
*^ (zusammenfassend|abschließend) (kannst|könnt|kann|können) (du|ihr|man|Sie|wir) (am ende|also|) (sagen|festhalten|feststellen) , dass => im Ganzen gilt, dass`,
  // Any other verb second ("Zusammenfassend gilt …", "Zusammenfassend kannst du …").
  raw`*^ zusammenfassend [!comma] => im Ganzen`,
  // A bare label ("Zusammenfassend: eine gelungene Folge") and two summary words in a row ("Insgesamt und zusammenfassend lässt sich sagen:").
  // "Insgesamt gilt: Es geht …" is the label once more ("Im Ganzen gilt:" kept it, stilted; audit of set 24): it goes.
  raw`*^ (zusammenfassend|abschließend|insgesamt) gilt : => -
*^ (zusammenfassend|abschließend) : => Fazit:
*^ (insgesamt|abschließend|zusammenfassend|alles in allem) und (zusammenfassend|abschließend) lässt sich (sagen|festhalten|feststellen) : => Fazit:
*^ abschließend (bleibt|ist) (festzuhalten|zu sagen) : => -`,
  // A summary label before a summary adverb ("Abschließend lässt sich sagen: Letztendlich entscheidet …"): one of them is enough.
  raw`*^ (abschließend|zusammenfassend|insgesamt) lässt sich (sagen|festhalten|feststellen) : (letztendlich|letzten endes|am ende|schließlich) => am Ende
*^ (es bleibt|es lässt sich|es ist) (festzuhalten|festhalten) , dass => im Ganzen gilt, dass
*^ alles in allem , => kurz gesagt,
*alles in allem => im Ganzen
*im Großen und Ganzen => im Ganzen`,
  // "Abschließend möchte ich mich bedanken": any verb second (not a comma: "Abschließend, …").
  raw`*^ abschließend [!comma] => zum Schluss
*^ letztendlich (ist|sind|bleibt|bleiben|zeigt|zeigen|kann|können|geht) => am Ende $1`,
  // ── Füllende Verbindungswörter ─────────────────────────────────────────────────────
  raw`@ transition-overuse`,
  // "außerdem" is itself an over-used connective: never a target. Not "Dazu" either: after a heading or before a notice it reads
  // "for that" (audit of set 23). At the start "Zusätzlich" keeps the verb
  // second ("Zusätzlich bietet die App…"; a fronted "Auch bietet …" reads stilted, audit of set 19), inside a sentence "auch" takes the adverb's place.
  // "Zudem gibt es auch …" would become "Auch gibt es auch …": one "auch" is enough.
  // A verbless item ("- **Belege:** Ferner die Quittungen …", a list of what to send) has no verb to keep second: the connective
  // goes ("Zusätzlich" three times down a list, audit of set 27).
  raw`*^ (außerdem|zudem|ferner|überdies|des weiteren|darüber hinaus) [?die,der,das,den,dem,ihre,ihren,ihr,alle,eine,ein,einen,einem,unsere] => -`,
  raw`*^ (außerdem|zudem|ferner|überdies|des weiteren|darüber hinaus) (ist|sind|gibt|hat|haben|war~/en|wird|werden|kann|können|bietet|bieten|sollte~/n|soll~/en|muss|müssen|lässt|lassen|zeigt|zeigen|hilft|helfen|spielt|spielen) (es|das|dies|er|man|wir|ich) auch => auch $2 $3
*^ (außerdem|zudem|ferner|überdies|des weiteren|darüber hinaus) (ist|sind|gibt|hat|haben|war~/en|wird|werden|kann|können|bietet|bieten|sollte~/n|soll~/en|muss|müssen|lässt|lassen|zeigt|zeigen|hilft|helfen|spielt|spielen) auch => auch $2
*^ (zudem|des weiteren|ferner|überdies|außerdem|darüber hinaus) (dient|dienen|diente~/n|trägt|tragen|gehört|gehören) => zusätzlich $2
*^ darüber hinaus , => zusätzlich
*^ darüber hinaus => zusätzlich`,
  // A bold label "**Darüber hinaus gilt:**" -> "**Dazu:**" ("Es gilt auch:" is no German label).
  raw`*^ (außerdem|zudem|ferner|überdies|des weiteren|darüber hinaus) (gilt|gelten) : => dazu:`,
  // At the head of a sentence "Dazu" keeps the verb second as "Auch" does; the two alternate, so a text has no run of "Auch …".
  // "Außerdem gilt: …" -> "Es gilt auch: …" ("Auch gilt" is not German); the plural too ("Zudem gelten folgende Regeln").
  // Before a time, a place or a condition ("Zudem gilt vom 1. Mai bis 30. Juni die Anleinpflicht") "auch" would take that phrase
  // ("auch vom 1. Mai bis …", as if the rule held at other times too): "Ebenso gilt" links the sentence, not the phrase.
  raw`*^ (außerdem|zudem|ferner|überdies|des weiteren|darüber hinaus) gilt/gelten/galt/galten [?vom,von,ab,bis,im,in,am,an,für,seit,während,zwischen,bei,beim,auf,innerhalb,außerhalb,nach,vor,ohne,mit,dort,hier,dabei] => ebenso gilt/gelten/galt/galten
*^ (außerdem|zudem|ferner|überdies|des weiteren|darüber hinaus) gilt/gelten/galt/galten => es gilt/gelten/galt/galten auch
*^ (zudem|des weiteren|ferner|überdies|außerdem) => zusätzlich
*{!geht,gehen,ging,gingen,gegangen,gehe,gehst,weit,reicht,reichen,reichte,reichten,weist,weisen,wies,denken,denkt,dachte,noch,auch,–,—} darüber hinaus => auch
*{?–,—} darüber hinaus => dazu`,
  // After a dash "darüber hinaus" heads a clause: "– auch lässt es sich …" put "auch" first (audit of set 28); "dazu" as below.
  // Inside a clause the connective goes ("Wir bieten außerdem einen Shuttle an" -> "Wir bieten einen Shuttle an"); at the head of a
  // clause after a comma, a semicolon or "und" the verb follows it, so "auch" keeps its place there.
  raw`*{!comma,$,und,oder,aber,denn,sondern,doch} (außerdem|zudem|ferner|überdies) => -
*{?comma,–,—,und,oder,aber,denn,sondern,doch} (außerdem|zudem|ferner|überdies) => dazu
*{!:} (zudem|des weiteren|ferner|überdies|außerdem) => auch
*somit => damit
*(nichtsdestotrotz|nichtsdestoweniger) => trotzdem
*^ in diesem zusammenhang , => dabei
*^ in diesem zusammenhang => dabei`,
  // "Vor diesem Hintergrund haben wir …" gives a reason: "deshalb", not "damit" (which reads as "with that").
  raw`*^ vor diesem hintergrund , => deshalb | daher
*^ vor diesem hintergrund => deshalb | daher
*^ in der tat => tatsächlich
*letztendlich => am Ende
*letzten Endes => am Ende`,
  // At the head "Auch leistet das Programm …" is a stilted inversion: "Schließlich" keeps the verb second (not before a reason).
  raw`*^ nicht zuletzt [!comma,weil,wegen,dank,durch,da,aufgrund,deshalb,deswegen] => schließlich
*nicht zuletzt => auch`,
  // Before a count ("umfasst insgesamt 8 Termine", "kamen insgesamt rund 3.500") the word goes: the count is the fact.
  // After a figure or a date ("bis Ende 2026 insgesamt 3,2 Mio. Euro") it keeps two figures apart: it stays (audit of set 20).
  raw`{?$} insgesamt [?$] => insgesamt
*insgesamt [?$,zwei,drei,vier,fünf,sechs,sieben,acht,neun,zehn,elf,zwölf,zwanzig,dreißig,vierzig,fünfzig,hundert,hunderte,tausend,tausende,rund,etwa,circa,ca,fast,knapp,über,mehrere,bis,mindestens,höchstens] => -`,
  // A total later in the clause (after a semicolon too: "…; insgesamt kannst du bis zu 150 € erhalten"; "im Ganzen" would say "in one piece") ("Insgesamt benötigen die Kliniken rund 500 Blutkonserven am Tag", "Insgesamt solltest du acht
  // bis zwölf Wochen einrechnen"): a verb of need, cost or count after it keeps the word (a fact, not a summary); so does
  // "kommen … auf" a sum ("Insgesamt kommen Sie so auf 96,00 €", audit of set 23). Any other verb before a figure ("Insgesamt
  // haben … über 900 Gäste …") keeps it too: "im Ganzen" is no total (audit of set 27).
  raw`insgesamt (kommen|kommt|kommst|kam|kamen|kannst|kann|können|könnt|darfst|darf|dürfen|erhältst|erhält|erhalten|bekommst|bekommt|bekommen|sparst|spart|sparen|zahlst|zahlt|zahlen|beträgt|betragen|betrug|ergibt|ergeben|ergab|benötigen|benötigt~/e/en|brauchen|braucht|brauchst|brauchte~/n|kostet|kosten|kostete~/n|umfasst|umfassen|umfasste~/n|zählt|zählen|zählte~/n|solltest|solltet|sollte~n/|musst|müsst|müssen|muss|dauert|dauern|dauerte~/n|gibt|gab|leben|lebten|arbeiten|arbeiteten|nahmen|fahren|fuhren|wurden|werden|stehen|standen|entstehen|entstanden|fallen|fielen|fließen|flossen) => insgesamt $1
*#^ insgesamt => im Ganzen
*#insgesamt => im Ganzen`,
  // A total after a particle ("…, insgesamt also 8.947,61 € brutto", "insgesamt damit 40 Plätze", "somit": audit of set 22): the word stays (audit of set 19).
  raw`insgesamt (also|damit|somit|dann|nochmals|sogar|bereits|schon|zusammen|gerade|nur) [?$] => insgesamt $1`,
  // A copula before a figure ("Insgesamt sind 342,80 € fällig", "insgesamt waren rund 40 Gäste da") is a total: the word stays.
  raw`insgesamt (sind|ist|war~/en|wird|werden|fallen|fällt|bleiben|bleibt) [?$,rund,etwa,circa,ca,fast,knapp,über,mindestens,höchstens,bis] => insgesamt $1`,
  raw`@ didactic-disclaimer`,
  // "Entscheidend ist außerdem, ob …" -> "Es kommt auch darauf an, ob …" (not one more "Wichtig ist").
  raw`*^ (entscheidend|maßgeblich|ausschlaggebend) ist (auch|außerdem|zudem|ferner|dabei auch|ebenfalls) , (ob|wie|was|wann|wo|wer|welche|welcher|welches|wie viel|wie viele) => es kommt auch darauf an, $3
*^ (entscheidend|maßgeblich|ausschlaggebend) ist (dabei|hier) , (ob|wie|was|wann|wo|wer|welche|welcher|welches|wie viel|wie viele) => es kommt $2 darauf an, $3
*^ (entscheidend|maßgeblich|ausschlaggebend) ist , (ob|wie|was|wann|wo|wer|welche|welcher|welches|wie viel|wie viele) => es kommt darauf an, $2`,
  // "Wichtig zu beachten ist außerdem: …" (the same sign turned round).
  raw`*^ wichtig zu (beachten|wissen|bedenken) ist (auch|außerdem|zudem|ferner|ebenfalls|noch) => zu beachten ist auch
*^ wichtig zu (beachten|wissen|bedenken) ist => zu beachten ist
*^ es ist (wichtig|entscheidend|wesentlich|essenziell|essentiell|unerlässlich) zu (beachten|betonen|verstehen|erwähnen|berücksichtigen|bedenken) , dass => zu beachten ist, dass
*^ (erwähnenswert|hervorzuheben|anzumerken) ist (auch|zudem|außerdem|ferner|darüber hinaus) , dass => zu beachten ist auch, dass
*^ (erwähnenswert|hervorzuheben|anzumerken) ist , dass => zu beachten ist, dass
*^ es ist (auch|zudem|außerdem|ebenfalls|) (erwähnenswert|bemerkenswert|hervorzuheben|anzumerken|festzuhalten) , dass => zu beachten ist, dass
*^ es sei (darauf hingewiesen|angemerkt|erwähnt|betont) , dass => zu beachten ist, dass`,
  // A notice becomes "zu beachten ist", never "wichtig ist, dass" (that is the "es ist wichtig, dass" formula again; set 18 reader;
  // it read as a goal: "Wichtig ist, dass wir keine E-Mails bearbeiten", audit of set 24).
  // Any adverb ("Es sei ausdrücklich darauf hingewiesen, dass …", "Es sei an dieser Stelle erwähnt …") and the other
  // impersonal forms ("Es muss darauf hingewiesen werden", "Es ist darauf hinzuweisen", "Zudem sei darauf hingewiesen").
  raw`*^ es sei (ausdrücklich|nochmals|noch einmal|an dieser stelle|ebenfalls|abschließend|hier|auch|zudem|außerdem|ferner|überdies|weiterhin|zuletzt) (darauf hingewiesen|angemerkt|erwähnt|betont) , dass => zu beachten ist, dass`,
  // The contrast stays: "Es sei an dieser Stelle jedoch darauf hingewiesen, dass" -> "Zu beachten ist jedoch, dass".
  raw`*^ es sei (an dieser stelle|hier|dabei|) (jedoch|aber|allerdings) (darauf hingewiesen|angemerkt|erwähnt|betont) , dass => zu beachten ist $2, dass
*^ es (muss|sollte|soll) (ausdrücklich||auch|jedoch) darauf hingewiesen werden , dass => zu beachten ist, dass
*^ es ist (ausdrücklich||auch|jedoch) darauf hinzuweisen , dass => zu beachten ist, dass
*^ (zudem|außerdem|ferner|auch|ebenso|überdies) sei (ausdrücklich|) (darauf hingewiesen|angemerkt|erwähnt) , dass => zu beachten ist auch, dass
*^ (ausdrücklich|) hingewiesen sei (auch|) (darauf|noch darauf) , dass => zu beachten ist, dass
*^ es ist wichtig zu (beachten|betonen|bedenken) : => zu beachten:
*es ist (wichtig|entscheidend) zu (beachten|betonen|bedenken) , dass => zu beachten ist, dass
*{!dabei} ist es (wichtig|entscheidend|wesentlich|essenziell|essentiell|unerlässlich) zu (beachten|betonen|verstehen|erwähnen|berücksichtigen|bedenken|wissen) , dass => ist zu beachten, dass
*dabei ist (es|) wichtig zu (beachten|betonen|bedenken) , dass => zu beachten ist dabei, dass`,
  // ── Bedeutung und Tragweite ────────────────────────────────────────────────────────
  raw`@ puffery-significance`,
  // A role "als Ort der Bildung" cannot follow "ist sehr wichtig" ("sind sehr wichtig als Orte" is no German): the thing serves as it.
  // "spielt … die (absolut) entscheidende Rolle" names the first thing: "ist … am wichtigsten" ("die absolut wichtige Rolle"
  // is no German; audit of set 21). An empty option covers the bare verb. A central role is "sehr wichtig": a place "ist zentral für"
  // collectors is no German (audit of set 23).
  raw`*spiel~t/en/te/ten (|dabei|hier|auch|oft|heute) eine (entscheidende|zentrale|wichtige|große|wesentliche|maßgebliche|essenzielle|bedeutende|herausragende|tragende) Rolle als => dien~t/en/te/ten $1 als
*spiel~t/en/te/ten (|dabei|hier|auch|oft|daher|heute|dabei auch) eine (entscheidende|zentrale) Rolle => ist/sind/war/waren $1 sehr wichtig
*spiel~t/en/te/ten (zudem|außerdem|ferner|überdies) eine (entscheidende|zentrale) Rolle => ist/sind/war/waren auch sehr wichtig
*spiel~t/en/te/ten (hier|dabei|) die (absolut|) entscheidende Rolle => ist/sind/war/waren $1 am wichtigsten
*spiel~t/en/te/ten (|dabei|hier|auch|oft|daher|heute|dabei auch) eine (wesentliche|maßgebliche|essenzielle|essentielle|wichtige|große|bedeutende|bedeutsame|tragende|herausragende|immer wichtigere|immer größere|zentralere|immer zentralere) Rolle => ist/sind/war/waren $1 wichtig
*spiel~t/en/te/ten (zudem|außerdem|ferner|überdies) eine (wesentliche|maßgebliche|essenzielle|essentielle|wichtige|große|bedeutende|bedeutsame|tragende|herausragende|immer wichtigere|immer größere|zentralere|immer zentralere) Rolle => ist/sind/war/waren auch wichtig
*eine (entscheidende|zentrale) Rolle spiel~t/en/te/ten => sehr wichtig ist/_/war/waren
*eine (wesentliche|maßgebliche|essenzielle|essentielle|wichtige|große|bedeutende|bedeutsame|tragende|herausragende) Rolle spiel~t/en/te/ten => wichtig ist/_/war/waren
*spiel~t/en/te/ten eine Schlüsselrolle => ist/sind/war/waren zentral
*eine Schlüsselrolle spiel~t/en/te/ten => zentral ist/_/war/waren`,
  // At the head of a sentence "spielen" is finite ("Eine zentrale Rolle spielen dabei die Lehrkräfte"), never an infinitive.
  // Inverted "An erster Stelle steht für uns das Wohl Ihres Tieres": the subject follows, the verb stays second.
  // With the verb last ("…, dass bei uns der Gast an erster Stelle steht"): "Vorrang hat" in the same tense and number.
  raw`*^ An erster Stelle steht/stehen/stand/standen => Vorrang hat/haben/hatte/hatten | Am wichtigsten ist/sind/war/waren
*an erster Stelle steht/stehen/stand/standen => Vorrang hat/haben/hatte/hatten
*^ eine (entscheidende|zentrale) Rolle spielen => sehr wichtig sind
*^ eine (wesentliche|maßgebliche|essenzielle|essentielle|wichtige|große|bedeutende|bedeutsame|tragende|herausragende) Rolle spielen => wichtig sind
*^ eine Schlüsselrolle spielen => zentral sind`,
  // "…, dass Ingenieuren eine zentrale Rolle zukommt": the dative stays, the role becomes weight.
  raw`*eine (zentrale|entscheidende|wichtige|wesentliche|maßgebliche|tragende|besondere) Rolle zuk~ommt/ommen/am/amen => besonderes Gewicht zuk~ommt/ommen/am/amen
*eine Schlüsselrolle zuk~ommt/ommen/am/amen => besonderes Gewicht zuk~ommt/ommen/am/amen
*{?ist,sind,war,waren,sei,wird,werden,bleibt,bleiben,blieb,wäre,wären,daher,deshalb,dabei,hier,also,auch,jedoch,besonders,gleichermaßen,zudem,außerdem,somit,nicht,ebenso,ebenfalls} von (entscheidender|zentraler|essenzieller|essentieller|fundamentaler|elementarer|herausragender|immenser|enormer) Bedeutung => sehr wichtig
*{?ist,sind,war,waren,sei,wird,werden,bleibt,bleiben,blieb,wäre,wären,daher,deshalb,dabei,hier,also,auch,jedoch,besonders,gleichermaßen,zudem,außerdem,somit,nicht,ebenso,ebenfalls} von (großer|besonderer|hoher) Bedeutung => wichtig
*{?ist,sind,war,waren,sei,wird,werden,bleibt,bleiben,blieb,wäre,wären,daher,deshalb,dabei,hier,also,auch,jedoch,besonders,gleichermaßen,zudem,außerdem,somit,nicht,ebenso,ebenfalls} von größter Bedeutung => sehr wichtig`,
  // Two emphasis verbs for one claim ("verdeutlichen und unterstreichen", "betont und unterstreicht"): one plain verb.
  raw`*verdeutlich~t/en/te/ten und unterstr~eicht/eichen/ich/ichen => zeig~t/en/te/ten
*unterstr~eicht/eichen/ich/ichen und verdeutlich~t/en/te/ten => zeig~t/en/te/ten
*beton~t/en/te/ten und unterstr~eicht/eichen/ich/ichen => sagt/sagen/sagte/sagten`,
  // People "unterstreichen, dass …": they point it out ("zeigen, dass" makes it a proof); "unterstreichen, wie …" stays "zeigen".
  // Our goal or commitment is affirmed, not shown ("zeigt unser Bekenntnis" is no collocation; audit of set 20).
  raw`*unterstr~eicht/eichen/ich (deshalb|daher|stets|immer wieder|immer|auch|oft|ausdrücklich|deshalb stets|daher stets|deshalb immer wieder|deshalb auch) , dass => weist/weisen/wies $1 darauf hin, dass
*unterstr~eicht/eichen/ich , dass => weist/weisen/wies darauf hin, dass
*unterstreich~t/en (nicht nur|) [?unser,unsere,unseren] => bekräftigt/bekräftigen $1
*unterstreich~t/en [!sie] => zeigt/zeigen`,
  // Before its clause ("verdeutlichen, wie ernst wir …"): "machen deutlich", so "zeigen … und zeigen" does not repeat.
  raw`*verdeutlich~t/en/te/ten [?comma] => mach~t/en/te/ten deutlich
*verdeutlich~t/en => zeigt/zeigen`,
  // A milestone "on the journey" is a step on the way (a real journey has no milestones in this sense).
  raw`*Meilenstein auf der/unserer/ihrer/seiner/meiner/eurer Reise => Schritt auf dem/unserem/ihrem/seinem/meinem/eurem Weg`,
  // A milestone is reached, a step is made ("erreicht einen echten Meilenstein" -> "macht einen großen Schritt"); with the verb
  // last ("haben einen echten Meilenstein erreicht") a success is scored: "einen großen Erfolg erzielt" (masculine, so a
  // following "der …" still agrees; one does not "reach" a step).
  raw`*erreich~t/en/te/ten (einen|einen echten|einen wichtigen|einen bedeutenden|einen großen) Meilenstein => mach~t/en/te/ten einen großen Schritt
*erreich~t/en/te/ten einen weiteren Meilenstein => mach~t/en/te/ten einen weiteren großen Schritt
*(einen|einen echten|einen wichtigen|einen bedeutenden|einen großen|einen wahren) Meilenstein erreich~t/en/te/ten => einen großen Erfolg erziel~t/en/te/ten
*einen weiteren Meilenstein erreich~t/en/te/ten => einen weiteren großen Erfolg erzielt/erzielen/erzielte/erzielten`,
  // "erlebt X als persönlichen Meilenstein": a success, not a step (the sense goes); "gilt als Meilenstein" -> "als wichtige Etappe" (feminine: one form for either case).
  raw`*als (persönliche~n/r|wichtige~n/r|echte~n/r|große~n/r|bedeutende~n/r|besondere~n/r|erste~n/r|kleine~n/r|eigene~n/r|sportliche~n/r|berufliche~n/r) Meilenstein => als $1 Erfolg
*als (ein|einen|eine|) Meilenstein => als wichtige Etappe`,
  // A bare "ein Meilenstein" is a big step ("ein Schritt in der Geschichte" would shrink it).
  raw`*ein~/en/em Meilenstein => ein~/en/em große~r/n/n Schritt`,
  // A step is made or is, not marked ("sie markiert einen echten Meilenstein für uns" -> "sie ist ein großer Schritt für uns").
  raw`*markier~t/en/te/ten (einen|einen echten|einen wichtigen|einen bedeutenden|einen großen|einen wahren) Meilenstein => ist/sind/war/waren ein großer Schritt`,
  // "ein echter Meilenstein" -> not "ein echter Schritt" (a real step), but "ein großer Schritt"; other adjectives stay.
  raw`*(echter|wahrer) Meilenstein => großer Schritt
*(echten|wahren) Meilenstein => großen Schritt
*Schritt auf der/unserer/ihrer/seiner/meiner/eurer Reise => Schritt auf dem/unserem/ihrem/seinem/meinem/eurem Weg`,
  // A real milestone, a stone by a road: Roman, old or of stone, or dated by what it is made of or when ("ein Meilenstein aus dem
  // 3. Jahrhundert", "aus Sandstein"). It stays ("ein römischer Schritt" is nonsense).
  raw`(römische~r/n/|antike~r/n/|alte~r/n/|steinerne~r/n/|mittelalterliche~r/n/|barocke~r/n/) Meilenstein~/s/e/en => $1 Meilenstein~/s/e/en
(ein|einen|einem|der|den|dem|) Meilenstein (aus|von) [?$] => $1 Meilenstein $2
(ein|einen|einem|der|den|dem|) Meilenstein aus => $1 Meilenstein aus
(die|den|zwei|drei|mehrere|viele|) Meilensteine~/n aus => $1 Meilensteine~/n aus`,
  // "Am Meilenstein 4", "unser Riesling Meilenstein": after "am" or a name (a capitalised noun) it stays.
  raw`*{!am,$} Meilenstein~/s/e/en => Schritt~/s/e/en
*^ Meilenstein~/s/e/en => Schritt~/s/e/en
*ein Paradigmenwechsel => ein Umbruch
*einen Paradigmenwechsel => einen Umbruch
*wegweisend~/e/en/er/es/em => wichtig/wichtige/wichtigen/wichtiger/wichtiges/wichtigem`,
  // A noun ("nichts Bahnbrechendes") keeps its capital, and "Besonderes" does not repeat the "neu" a text uses elsewhere.
  raw`*(nichts|etwas|viel|wenig) Bahnbrechendes => $1 Besonderes
*(nichts|etwas|viel|wenig) Innovatives => $1 Neues
*(kein~/e/en/em/er) bahnbrechende~/n/r/s/m => $1 besondere/besonderen/besonderer/besonderes/besonderem`,
  // A price is low, not new ("zu einem neuen Preis" says nothing about it).
  // With an adjective or without, "als Zeugnis für/von" is "als Zeichen"; "ein <adjective> Zeugnis für/von" is "ein Beispiel für"
  // ("stellt ein Zeichen für … dar" broke the collocation, audit of set 26). What a figure shows of an attitude or a quality
  // ("ein beeindruckendes Zeugnis für das Vertrauen der Kunden") is evidence, not an example: "ein Zeichen für" (audit of set 27).
  raw`*bahnbrechende~/n/r (Preis~/en|Konditionen) => günstige~/n/r $1
*bahnbrechend~/e/en/er/es/em => neu~/e/en/er/es/em
*zukunftsweisend~/e/en/er/es/em => modern~/e/en/er/es/em
*revolutionier~t/en/te/ten => veränder~t/n/te/ten
*{?ist,sind,war,bleibt,wird,und,oder,auch,zugleich,sicher} ein Zeugnis (für|von) => ein Zeichen $1
*ein (eindrucksvolles|lebendiges|beeindruckendes|bemerkenswertes|beachtliches|eindrückliches|wichtiges|herausragendes|starkes|schönes|besonderes|einzigartiges|wahres|klares|deutliches) Zeugnis (für|von) (das|den|die|unser~/e/en|Ihr~/e/en) [?vertrauen,zusammenhalt,engagement,erfolg,qualität,beliebtheit,zufriedenheit,wertschätzung,kompetenz,können] => ein Zeichen für $3
*ein (eindrucksvolles|lebendiges|beeindruckendes|bemerkenswertes|beachtliches|eindrückliches|wichtiges|herausragendes|starkes|schönes|besonderes|einzigartiges|wahres|klares|deutliches) Zeugnis (für|von) => ein Beispiel für
*{?ist,sind,war,bleibt,wird,und,oder,auch,zugleich,sicher} ein (beeindruckender|bemerkenswerter|beachtlicher|eindrücklicher|wichtiger|herausragender|starker|schöner|besonderer|einzigartiger|wahrer|klarer|deutlicher) Beleg (für|von) => ein Zeichen $2
*als (ein|) (|lebendiges|eindrucksvolles|beeindruckendes|bemerkenswertes|beachtliches|wichtiges) Zeugnis (für|von) => als Zeichen $3
*leg~t/en eindrucksvoll Zeugnis ab => zeugt/zeugen`,
  // "gilt als beeindruckendes Zeugnis bäuerlicher Ingenieurskunst" (a genitive, no "für"): an example (neuter, like "Zeugnis",
  // so the article stays). A school report ("Ihr letztes Zeugnis", "das Zeugnis der Hochschulreife") has none of these adjectives.
  // Before a possessive genitive ("ein eindrückliches Zeugnis unserer Beschaffung") it is a result: "Beispiel" takes "für" (audit of set 20).
  // "ein lebendiges Zeugnis Tiroler Baukultur" (a bare genitive): "ein Stück …" keeps the genitive; "Beispiel" would need "für"
  // (audit of set 21); with an article ("ein Stück der Berner …" read partitive, audit of set 26) the feminine or plural genitive
  // "der" becomes "für die". Before a stop or a comma it is left alone.
  raw`*{?ein} (beeindruckendes|bemerkenswertes|eindrückliches|eindrucksvolles) Zeugnis [?unserer,unseres,Ihrer,Ihres] => Ergebnis
*{?als,ein} (beeindruckendes|bemerkenswertes|eindrückliches) Zeugnis [!für,von] => eindrucksvolles Beispiel
*{?als,ein} (eindrucksvolles|herausragendes|wahres|stolzes|steinernes|seltenes|frühes|anschauliches) Zeugnis [!für,von] => $1 Beispiel
*{?als,ein} lebendiges Zeugnis der => Beispiel für die
*{?als,ein} lebendiges Zeugnis [!für,von,comma,und,.,;,!] => Stück
*{?als,sind,waren,bleiben,gelten} (beeindruckende|bemerkenswerte|eindrückliche) Zeugnisse [!für,von] => eindrucksvolle Beispiele
*{?als,sind,waren,bleiben,gelten} (eindrucksvolle|lebendige|herausragende|wahre|stolze|steinerne|seltene|frühe|anschauliche) Zeugnisse [!für,von] => $1 Beispiele
*maßgeblich (beeinflussen|beeinflusst~/e/en|geprägt|prägt|prägen|prägte~/n|beteiligt|mitgestaltet|verändert|verändern) => stark $1`,
  // "stark" fits "beeinflussen", not "entscheiden" or "beitragen": "wesentlich" fits all.
  // After a noun in a relative or "weil" clause ("zu der die Wiedervernässung maßgeblich beigetragen hat"): the word after tells it.
  raw`*maßgeblich [?beigetragen,beiträgt,beitragen,beitrug,beitrugen,beizutragen,geholfen,mitgewirkt,mitgeprägt,mitentwickelt,vorangetrieben,gefördert,unterstützt,bestimmt,bestimmen,bestimmte,verantwortlich,dazu,daran,dafür,davon,daraus,mit,zum,zur,zu,am,an,bei,auf,durch] => wesentlich`,
  // Before a verb of change ("die den Ort maßgeblich entlastet", after a noun that stays protected): it says how much, "deutlich".
  raw`*maßgeblich [?entlastet,entlasten,entlastete,entlasteten,erleichtert,erleichtern,erleichterte,verbessert,verbessern,verbesserte,erhöht,erhöhen,erhöhte,gesenkt,senkt,senken,senkte,reduziert,reduzieren,reduzierte,verringert,verringern,verringerte,gesteigert,steigert,steigern,steigerte,beschleunigt,beschleunigen,vereinfacht,vereinfachen,verkürzt,verkürzen] => deutlich`,
  // "einen maßgeblichen Beitrag/Anteil/Einfluss" -> "einen großen …" (not "maßgebliche Fassung", an authoritative text).
  raw`*maßgebliche~/n/r/s/m (Anteil~/e|Beitrag|Beiträge|Einfluss|Impuls~/e|Faktor~/en|Anstoß|Anteilen) => große~/n/r/s/m $1
*{!$,comma,ist,sind,war,waren,sei,wird,werden,bleibt} maßgeblich [!$,comma] => wesentlich`,
  // "Maßgeblich ist das Eingangsdatum", "Nicht die Prämie ist entscheidend, sondern …" name the factor that counts (a legal sense,
  // set 17's look-alikes): "wichtig" would weaken the claim or turn it round; the copula keeps the word.
  // At the head of a sentence ("Maßgeblich trug die Übergewichtung dazu bei"): the verb stays second.
  raw`^ (maßgeblich|entscheidend) (ist|sind|war~/en) [?der,die,das,ihr,ihre,nicht,allein,nur] => $1 $2
(ist|sind|war~/en) (maßgeblich|entscheidend) => $1 $2
*^ maßgeblich [!comma] => vor allem
*nachhaltig präg~t/en/te/ten => präg~t/en/te/ten
*gew~innt/innen/ann/annen (zunehmend|immer mehr|stetig|rasant) an Bedeutung => wird/werden/wurde/wurden immer wichtiger
*eine wahre Revolution => eine Revolution`,
  // A thing that shows a quality or a step ("zeugt von einem großen Fortschritt", "von viel Geduld") is a sign of it: it does not
  // "tell of" it. Records and buildings tell of their time ("zeugen von der Blütezeit des Hafens" -> "erzählen von …").
  raw`*zeug~t/en/te/ten von [?einem,einer,viel,großem,großer,hohem,hoher,echtem,echter,tiefem,tiefer,gutem,guter,besonderem,besonderer,enormem,enormer,beachtlichem,beachtlicher,bemerkenswertem,bemerkenswerter,beeindruckendem,beeindruckender,erstaunlichem,erstaunlicher] => ist/sind/war/waren ein Zeichen von
*zeug~t/en/te/ten von => erzähl~t/en/te/ten von
*zeug~t/en/te/ten vom => erzähl~t/en/te/ten vom
*ebne~t/n/te/ten den Weg (für|zu|zur|zum) => mach~t/en/te/ten den Weg frei $1
*ebne~t/n/te/ten (dabei|damit|so|auch) den Weg (für|zu|zur|zum) => mach~t/en/te/ten $1 den Weg frei $2
*zeug~t/en/te/ten (eindrucksvoll|eindrücklich|deutlich|klar|anschaulich|nachdrücklich) von => erzähl~t/en/te/ten von
*setz~t/en/te/ten neue Maßstäbe => setz~t/en/te/ten hohe Maßstäbe
*neue Maßstäbe => hohe Maßstäbe
*neuen Maßstäben => hohen Maßstäben
*einen neuen Maßstab => einen hohen Maßstab`,
  // An attribution verb after a quotation ("…“, betont Dr. Albers") or before its clause.
  raw`*{?$,comma} beton~t/en/te/ten => sag~t/en/te/ten
*{!wird,werden,wurde,wurden,ist,sind,war,waren,hat,haben,hatte,hatten,worden,sei} beton~t/en/te/ten [?comma] => sagt/sagen/sagte/sagten`,
  // "Sie betont außerdem, dass …": an attribution with an adverb before its clause.
  raw`*{!wird,werden,wurde,wurden,ist,sind,war,waren,hat,haben,hatte,hatten,worden,sei,sich} beton~t/en/te/ten (auch|außerdem|zudem|ebenfalls|ferner) , dass => sag~t/en/te/ten auch, dass
*{!wird,werden,wurde,wurden,ist,sind,war,waren,hat,haben,hatte,hatten,worden,sei,sich} beton~t/en/te/ten (ausdrücklich|dabei|zugleich|gleichzeitig|mehrfach|nochmals) , dass => sag~t/en/te/ten $1, dass
*ein unverzichtbarer Bestandteil => ein fester Bestandteil
*einen unverzichtbaren Bestandteil => einen festen Bestandteil
*ein integraler Bestandteil => ein fester Bestandteil
*einen integralen Bestandteil => einen festen Bestandteil`,
  // ── Floskeln ───────────────────────────────────────────────────────────────────────
  raw`@ stock-phrase`,
  // "In der heutigen schnelllebigen Welt der Energiewende": a genitive after "Welt" keeps the world ("In der Welt der Energiewende").
  raw`*in der heutigen (schnelllebigen|digitalen|modernen|vernetzten|globalisierten|dynamischen) Welt (der|des) => in der Welt $2`,
  // "In der heutigen schnelllebigen Welt und im digitalen Zeitalter": one "heutzutage" for both. "heutzutage", not "heute": at the
  // head of a sentence "Heute ist ein Besuch mehr als …" reads as "on this day".
  raw`*in der heutigen (schnelllebigen|digitalen|modernen|vernetzten|globalisierten|dynamischen) Welt und im (digitalen|heutigen) Zeitalter => heutzutage
*in der heutigen (schnelllebigen|digitalen|modernen|vernetzten|globalisierten|dynamischen) Welt => heutzutage
*in der heutigen Zeit => heutzutage
*in unserer (schnelllebigen|digitalen|modernen|heutigen) (Welt|Zeit|Gesellschaft) => heutzutage
*in einer sich (ständig|stetig|rasant|schnell) (wandelnden|verändernden|entwickelnden) Welt => heutzutage`,
  // "Im digitalen Zeitalter, in dem vieles online gekauft wird, …": the relative clause needs a conjunction after "heute".
  raw`*(im|in einem) (digitalen|heutigen) Zeitalter , (in dem|wo) => heute, da
*in der heutigen (schnelllebigen|digitalen|modernen|vernetzten|globalisierten|dynamischen) Welt , (in der|wo) => heute, da
*in (einer|unserer) (schnelllebigen|digitalen|modernen|vernetzten|globalisierten|dynamischen) (Welt|Zeit) , (in der|wo) => heute, da
*im (digitalen|heutigen) Zeitalter => heutzutage
*in der digitalen Landschaft => in der digitalen Welt
*die digitale Landschaft => die digitale Welt
*der digitalen Landschaft => der digitalen Welt`,
  // "ist kein Ersatz für X" -> "ersetzt X nicht": "für" and "ersetzen" both take the accusative, so X keeps its case
  // ("ist kein Ersatz für einen ärztlichen Check" -> "ersetzt keinen ärztlichen Check").
  raw`*ist/sind/war/waren kein Ersatz für einen => ersetz~t/en/te/ten keinen
*ist/sind/war/waren kein Ersatz für eine => ersetz~t/en/te/ten keine
*ist/sind/war/waren kein Ersatz für ein => ersetz~t/en/te/ten kein
*ist/sind/war/waren kein Ersatz für => ersetz~t/en/te/ten nicht
*ist/sind/war/waren keinesfalls ein Ersatz für => ersetz~t/en/te/ten keinesfalls`,
  // With an adverb between ("ist allerdings kein Ersatz für eine Beratung" -> "ersetzt allerdings keine Beratung").
  // "eine breite Palette an" before know-how (a mass noun) is "viel …", before goods "eine große Auswahl an": "eine Reihe von"
  // needs a countable plural ("eine Reihe von Erfahrung", "… von Saatgut" were wrong; audit of set 21).
  raw`*ist/sind/war/waren (allerdings|jedoch|aber|natürlich|selbstverständlich|also|daher|dennoch|trotzdem|ausdrücklich|auch|bewusst|ausdrücklich auch|jedoch auch) kein Ersatz für einen => ersetz~t/en/te/ten $1 keinen
*ist/sind/war/waren (allerdings|jedoch|aber|natürlich|selbstverständlich|also|daher|dennoch|trotzdem|ausdrücklich|auch|bewusst|ausdrücklich auch|jedoch auch) kein Ersatz für eine => ersetz~t/en/te/ten $1 keine
*ist/sind/war/waren (allerdings|jedoch|aber|natürlich|selbstverständlich|also|daher|dennoch|trotzdem|ausdrücklich|auch|bewusst|ausdrücklich auch|jedoch auch) kein Ersatz für ein => ersetz~t/en/te/ten $1 kein
*ist/sind/war/waren (allerdings|jedoch|aber|natürlich|selbstverständlich|also|daher|dennoch|trotzdem|ausdrücklich|auch|bewusst|ausdrücklich auch|jedoch auch) kein Ersatz für => ersetz~t/en/te/ten $1 nicht
*eine Vielzahl (von|an) => eine Reihe von
*einer Vielzahl (von|an) => einer Reihe von
*eine (Vielzahl|breite Palette) (von|an) (Erfahrung|Wissen|Fachwissen|Know-how|Expertise) => viel $3
*eine breite Palette (von|an) => eine große Auswahl an
*einer breiten Palette (von|an) => einer großen Auswahl an
*eine Fülle (von|an) => eine Reihe von
*ein breites Spektrum (von|an) => eine Reihe von
*ein breites Spektrum => eine Reihe`,
  // A range on offer is wide, not many-layered: "ihre facettenreiche Auswahl an Stauden" -> "ihre große Auswahl". Colours and
  // transitions flow: "vielschichtige Übergänge" would read as layers (a glaze), not a soft blend.
  raw`*facettenreiche~/n/r/s/m (Auswahl|Palette|Angebot~/s|Sortiment~/s|Programm~/s|Speisekarte|Menü~/s|Kursangebot~/s) => große~/n/r/s/m $1
*facettenreiche~/n/r (Übergänge~/n|Übergang|Farbverläufe~/n|Verläufe~/n) => fließende~/n/r $1
*facettenreich~/e/en/er/es/em => vielschichtig~/e/en/er/es/em
*tauchen Sie ein in die Welt (der|des|von) => entdecken Sie die Welt $1
*tauchen Sie ein in (den|das|die) => entdecken Sie $1
*tauchen wir ein in (den|das|die) => betrachten wir $1`,
  // Potential that is measured or checked ("ermitteln wir das Potenzial Ihres Dachs"): the possibilities, not a strength (not before
  // a comma: ", das …" would lose its noun).
  raw`*{?ermitteln,ermittelt,prüfen,prüft,berechnen,berechnet,bewerten,bewertet,analysieren,analysiert,einschätzen,abschätzen,schätzen,kennen,erkennen,zeigen,zeigt} das Potenzial [!comma] => die Möglichkeiten
*{?ermitteln,ermittelt,prüfen,prüft,berechnen,berechnet,bewerten,bewertet,analysieren,analysiert,schätzen,kennen,erkennen,zeigen,zeigt} (wir|Sie|man|ihr|du) das Potenzial [!comma] => $1 die Möglichkeiten
*das volle Potenzial [!comma] => alle Möglichkeiten`,
  // A large potential for someone ("sind ein enormes Potenzial für neue Spender"): a chance (feminine: article and adjective with it).
  raw`*ein (enormes|großes|riesiges|gewaltiges|erhebliches|beachtliches|immenses|ungeheures|echtes|wahres|hohes) (Potenzial|Potential) (für|an) => eine große Chance $3
*einem (enormen|großen|riesigen|gewaltigen|erheblichen|beachtlichen|immensen|ungeheuren|echten|wahren|hohen) (Potenzial|Potential) (für|an) => einer großen Chance $3
*ein (Potenzial|Potential) für => eine Chance für`,
  // "bringt das Potenzial zum Vorschein, das in deiner Gruppe steckt": the skill (neuter too, so the relative pronoun stays).
  raw`*das (Potenzial|Potential) zum Vorschein => das Können zum Vorschein`,
  // Potential that lies in a thing ("steckt darin viel Potenzial: für …", "Darin steckt viel Potenzial") -> many chances (plural verb).
  raw`*steckt~/e (darin|hier|dahinter|da) (viel|großes|enormes|echtes|riesiges) (Potenzial|Potential) => liegen/lagen $1 viele Chancen
*(darin|hier|dahinter|da) steckt~/e (viel|großes|enormes|echtes|riesiges) (Potenzial|Potential) => $1 liegen/lagen viele Chancen
*das volle Potential => alle Möglichkeiten
*das Potenzial (voll|voll und ganz) ausschöpfen => alle Möglichkeiten nutzen
*ein (wahres|echtes|) Juwel => ein Schmuckstück
*einem (wahren|echten|) Juwel => einem Schmuckstück
*ein (reiches|vielfältiges) Geflecht (aus|von) => eine Mischung $2
*ein (reiches|vielfältiges|buntes) Mosaik (aus|von) => eine Mischung $2`,
  // "sich neuen Herausforderungen stellen": one faces tasks, not difficulties ("sich Schwierigkeiten stellen" is odd).
  raw`*(neue~/n/r) Herausforderungen => $1 Aufgaben
*(neue~/n/r) Herausforderung => $1 Aufgabe
*Herausforderungen meistern => Probleme lösen`,
  // "den Herausforderungen … gerecht werden / sich den Herausforderungen stellen": demands, not difficulties.
  // "die Herausforderungen des Klimaschutzes" (of a task or a field) are its tasks ("die Schwierigkeiten des Klimaschutzes" would turn
  // the point round); those of a place or a firm ("der Stadt") are its difficulties.
  raw`*{!mit,von,trotz,bei,aus,zu,nach,vor,in,an,unter,zwischen,gegenüber,seit} den Herausforderungen => den Anforderungen
*Herausforderung~/en (des|der) (Klimaschutzes|Umweltschutzes|Naturschutzes|Artenschutzes|Tierschutzes|Energiewende|Verkehrswende|Mobilitätswende|Wärmewende|Digitalisierung|Integration|Inklusion|Transformation|Pflege|Bildung|Erziehung|Klimaanpassung) => Aufgabe~/n $1 $2`,
  // "jeder Herausforderung gewachsen", "für jede Herausforderung das passende Programm": a task, not a difficulty.
  raw`*{?jede,jeder,alle,allen} Herausforderung~/en => Aufgabe~/n
*Herausforderung~/en => Schwierigkeit/Schwierigkeiten`,
  // "eine echte Herausforderung": "echte Schwierigkeit" is no collocation, "echte Hürde" is (audit of set 19).
  raw`*(echte~/n/r|wahre~/n/r) Herausforderung~/en => $1 Hürde~/n`,
  // "bei der Ärztinnen und Therapeuten Hand in Hand arbeiten" (verb last): "eng zusammenarbeiten", any person and tense.
  raw`*Hand in Hand arbeiten/arbeitet/arbeitete/arbeiteten/arbeite/arbeitest/zusammenarbeiten/zusammenarbeitet => eng zusammenarbeite~n/t/te/ten//st/n/t
*Hand in Hand zu arbeiten => eng zusammenzuarbeiten
*Hand in Hand gearbeitet => eng zusammengearbeitet`,
  // A shared journey that is no trip ("eure gemeinsame Reise wird zu einer Erfolgsgeschichte", "Die Trotzphase ist eine gemeinsame
  // Reise"): shared time (feminine, every case keeps its article). A real trip has a destination or a route after it and stays.
  // "eine gemeinsame Reise, auf der Rhythmus und Vertrauen …" -> "eine gemeinsame Zeit, in der …" (time is spent in, not on).
  raw`*(gemeinsame~/n) Reise , auf der => $1 Zeit, in der`,
  // A new stage of life shaped together ("beginnt jetzt eine aufregende Reise, die wir gemeinsam mit euch gestalten") is a time.
  raw`*(aufregende|spannende|wunderbare|schöne|besondere|neue|aufregenden|spannenden|wunderbaren|schönen|besonderen|neuen) Reise , die wir (gemeinsam|zusammen) => $1 Zeit, die wir $2`,
  // A scene or a room that takes you on a journey into a year or a place: it leads you there ("nimmt dich mit auf eine Reise ins
  // Jahr 1497" -> "führt dich ins Jahr 1497"), in every person and tense.
  raw`*nimmt/nehmen/nahm/nahmen/nimmst/nehmt (dich|Sie|euch|uns|ihn|sie|die Gäste|die Besucher|unsere Gäste|die Leser|die Zuschauer) mit auf eine (|kleine|spannende|faszinierende|kulinarische|musikalische|unvergessliche|aufregende|atemberaubende|magische|emotionale|bewegende|packende) Reise (ins|in|durch|zu|zur|zum|nach|an|ans|quer|entlang|um|über) => führ~t/en/te/ten/st/t $1 $3
*entführ~t/en/te/ten (dich|Sie|euch|uns|die Gäste|die Besucher) auf eine (|kleine|spannende|faszinierende|kulinarische|musikalische|unvergessliche|aufregende|magische|emotionale) Reise (ins|in|durch|zu|zur|zum|nach|an|ans) => führ~t/en/te/ten $1 $3
*(gemeinsame~/n) Reise [!nach,durch,in,ins,an,ans,zum,zur,per,über,um,mit,ab,quer,entlang,von,vom,im,am,buchen,planen,antreten,gebucht,geplant,angetreten,dauert,dauerte,kostet,kostete,führt,führte,ging,geht] => $1 Zeit`,
  // "mehr als nur ein X": the "nur" only sets up a contrast.
  // A journey "zu mehr Ruhe" goes nowhere real: after a copula (a nominative) it is a step or a way to it.
  // A personal journey towards a goal ("deine persönliche Reise zu erholsameren Nächten") stays: "Entwicklung zu …" is no German
  // and "Weg" would change the article's gender (audit of set 24).
  raw`*(weit|viel|deutlich|) mehr als (nur|bloß|lediglich) => mehr als
*{?ist,war,wird,bleibt,wäre,sei} eine kleine Reise zu mehr => ein kleiner Schritt zu mehr
*{?ist,war,wird,bleibt,wäre,sei} eine Reise zu mehr => ein Weg zu mehr
*(berufliche~n/) Reise => $1 Laufbahn
*(persönliche~n/) Reise [!zu,zur,zum] => $1 Entwicklung`,
  // "auf deiner persönlichen Reise zu …": one is on a way, not "auf einer Entwicklung" (the possessive turns masculine with "Weg").
  raw`*auf deiner/seiner/ihrer/meiner/unserer/eurer/einer/der (ganz|) (persönlichen|inneren) Reise => auf deinem/seinem/ihrem/meinem/unserem/eurem/einem/dem $1 $2 Weg`,
  // A journey of the mind is a development (both feminine: every case keeps its article); a real journey stays.
  raw`*(innere~/n|emotionale~/n|spirituelle~/n) Reise => $1 Entwicklung`,
  // A scene, not a landscape (both feminine): "die kulinarische Landschaft der Stadt"; a real landscape ("die Landschaft des Oderbruchs") stays.
  raw`*(kulinarische~/n|kulturelle~/n|gastronomische~/n|musikalische~/n|künstlerische~/n) Landschaft => $1 Szene`,
  // The "landscape" of an art, a trade or a market (feminine like "Welt"/"Lage": every article stays): "die Landschaft der Kammermusik"
  // -> "die Welt der Kammermusik", "der globalen Aktienmärkte" -> "die Lage …"; "im Ökosystem der Banken" -> "im Umfeld …" (neuter).
  // A real landscape or ecosystem ("der Elbwiesen", "des Kaiserstuhls") names a place and is not listed.
  // A second spelling or a compound of a listed word is left out ("Onlineshops", "Werbeagenturen"): the bundle budget (set 23).
  raw`*Landschaft der (Kammermusik|Musik|Klassik|Oper|Kunst|Literatur|Malerei|Architektur|Mode|Popmusik|Jazzmusik|Filmbranche|Wissenschaft|Forschung|Bildung|Medien|Technologie|Gastronomie|Hotellerie|Umzugsunternehmen|Handwerksbetriebe|Handwerker|Pflegedienste|Pflegeheime|Makler|Reiseanbieter|Reiseveranstalter|Fahrschulen|Kliniken|Praxen|Agenturen|Lieferdienste|Sprachschulen|Tanzschulen|Fitnessstudios|Energieanbieter|Stromanbieter|Gasanbieter|Mobilfunkanbieter|Internetanbieter|Autohäuser|Reinigungsfirmen|Sicherheitsfirmen|Hausverwaltungen|Steuerberater|Kanzleien|Bildungsträger|Sportvereine|Vereine|Dienstleistungen|Angebote|Sprach-Apps|Lern-Apps|Fitness-Apps|Dating-Apps|Banking-Apps|Tools|Dienste|Tarife|Infrastruktur|Ladeinfrastruktur|Ladesäulen|Software|Online-Shops|Messenger|Programme|Förderprogramme|Kassen|Portale|Lernplattformen|Kurse|Online-Kurse|Bewerbungsverfahren|Auswahlverfahren|Verfahren|Bewerbungen|Stellenangebote|Jobbörsen|Arbeitgeber|Ausbildungsberufe|Ausbildungen|Studiengänge|Schulen|Schulformen|Fördermittel|Förderungen|Zuschüsse|Stipendien|Kitas|Stromtarife|Kredite|Verträge|Methoden|Strategien|Trends|Netzwerke) => Welt der $1
*Landschaft/Ökosystem/Ökosystems der (Finanzierung|Baufinanzierung|Immobilienfinanzierung|Unternehmensfinanzierung|Finanzbranche|Immobilienbranche|Versicherungsbranche|Bankenbranche|Autobranche|Baubranche|Reisebranche|Gesundheitsbranche|Pflegebranche|Modebranche|Medienbranche|Versicherungen|Versicherer|Banken|Direktbanken|Krankenkassen|Anbieter|Dienstleister|Vermittler|Kreditvermittler|Plattformen|Apps|Streamingdienste|Start-ups|Unternehmen|Energieversorger|Hochschulen|Digitalisierung|Cybersicherheit|Logistik|Mobilität|Elektromobilität|Energieversorgung|Energiewende|Gesundheitsversorgung|Pflege|Weiterbildung|Personalgewinnung|Arbeitswelt|Softwareentwicklung|Vermögensverwaltung|Geldanlage|Altersvorsorge|Zahlungsdienste|Onlinehändler) => Welt/Umfeld/Umfelds der $1
*Landschaft der (globalen|internationalen|europäischen|deutschen|weltweiten) (Aktienmärkte|Finanzmärkte|Kapitalmärkte|Märkte|Anleihemärkte|Rohstoffmärkte|Börsen|Wirtschaft|Branche|Politik|Energiemärkte) => Lage der $1 $2
*Landschaft der (Aktienmärkte|Finanzmärkte|Kapitalmärkte|Märkte|Anleihemärkte|Rohstoffmärkte|Börsen|Wirtschaft|Branche|Politik|Energiemärkte) => Lage der $1
*Landschaft der (Sprach|Lern|Fitness|Banking|Dating|Shopping|Gesundheits|Mobilitäts) - Apps => Welt der $1-Apps`,
  // A journey through an art is a tour (both feminine): "eine vielschichtige Reise durch …" -> "eine vielschichtige Tour durch …"; a real trip ("eine Reise durch Italien") has no such adjective.
  raw`*(musikalische~/n|klangliche~/n|vielschichtige~/n|kulinarische~/n|literarische~/n|sinnliche~/n|spannende~/n|abwechslungsreiche~/n) Reise durch => $1 Tour durch
*facettenreiche~/n Reise durch => vielschichtige~/n Tour durch`,
  // At the head of a clause the verb must stay second ("in gewisser Weise kaufen Sie …" would lose it): "so gesehen" keeps the slot.
  // Inside a clause the hedge qualifies a claim ("kannst du in gewisser Weise alle Töne mischen"): "im Grunde" keeps it, a
  // deletion would make the claim absolute.
  raw`*{?$} in gewisser Weise => so gesehen
*in gewisser Weise => im Grunde
*{?$} gewissermaßen => so gesehen
*{!$} gewissermaßen => -
*{!$} ein Stück weit => -
*tendenziell => eher`,
  // An ageing society: "In einer zunehmend älter werdenden Gesellschaft" -> "In einer alternden Gesellschaft" (every case of the article stays).
  raw`*(zunehmend|immer) älter werdenden => alternden
*(zunehmend|immer) älter werdende => alternde
*zunehmend alternden => alternden
*zunehmend alternde => alternde
*in einer zunehmend (digitalisierten|digitalen|vernetzten|globalisierten|komplexen|schnelllebigen) Welt => heutzutage
*in einer zunehmend (digitalisierten|vernetzten|globalisierten) => in einer immer stärker $1`,
  // ── Überrepräsentierter Wortschatz ─────────────────────────────────────────────────
  raw`@ excess-vocabulary`,
  // Rooms and transitions flow ("geht nahtlos in den Essbereich über"): "fließend", not "reibungslos".
  // The adverb before a participle or a verb ("eine nahtlos verklebte Fuge", "die Stadt und Land nahtlos verbindet") goes: a seam
  // that is literal has no "reibungslos" (without friction), and a link needs none; things that run do ("läuft nahtlos" -> "reibungslos").
  // "nahtlos an" (a joint that meets wall and tub without a gap) is the literal seam and stays (audit of set 21), as does "nahtlos gezogen" (seamless
  // tubes, a technical term; audit of set 22), "nahtlos verschweißt" (a welded seam; audit of set 23) and "nahtlos gestrickt" (set 26); so do garments knitted
  // without a seam ("nahtlose Kompressionsstrümpfe", a product feature; audit of set 24).
  raw`*geht/gehen/ging/gingen nahtlos in => geht/gehen/ging/gingen fließend in
*nahtlos ineinander => ineinander
*nahtlos (übergehen|übergeht) => fließend $1
*nahtlose~/n/r Überg~ang/ang/änge => fließende~/n/r Überg~ang/ang/änge
*{?erfolgt,erfolgen,erfolgte,verläuft,verlaufen,verlief,läuft,laufen,lief,funktioniert,funktionieren,klappt,klappen,arbeitet,arbeiten,abläuft,ablaufen,klappte} nahtlos => reibungslos
*nahtlos [?funktioniert,funktionieren,funktionierte,funktionierten,läuft,laufen,lief,liefen,abläuft,ablaufen,klappt,klappen,klappte,gelingt,gelingen,gelang,zusammen,zusammenarbeiten,zusammenspielen,zusammenwirken,ineinandergreifen] => reibungslos
nahtlos (an|gezogen~/e/en|verschweißt~/e/en/em/er/es|gestrickt~/e/en/em/er/es) => nahtlos $1
nahtlose~/n/r/s/m (Strümpfe|Kompressionsstrümpfe|Strumpfhosen|Socken|Rohre) => nahtlose~/n/r/s/m $1
*{!so,sehr,ganz,fast,nahezu,beinahe,weitgehend,völlig,absolut,wie} nahtlos [!$,comma,und,oder] => -`,
  // At the end of a clause after its object ("ergänzen die Pflege nahtlos.") the adverb goes: "reibungslos ergänzen" is no collocation.
  raw`*{!comma,so,sehr,ganz,fast,nahezu,weitgehend,völlig,wie,ist,sind,war,waren,wird,werden,bleibt,sei,wirkt,und,oder} nahtlos [?$] => -
*nahtlos~/e/en/er/es/em => reibungslos/reibungslose/reibungslosen/reibungsloser/reibungsloses/reibungslosem`,
  // "innovative Ideen wie unsere neue App": "frische Ideen", not a second "neu" next to the first. Other things are "modern":
  // "neue Dämmplatten" would read as unused ones, not as a recent kind.
  raw`*innovative~/n/r (Idee~/n) => frische~/n/r $1
*innovativ~/e/en/er/es/em => modern~/e/en/er/es/em
*akribisch~/e/en/er/es/em => sorgfältig~/e/en/er/es/em
*unerlässlich~/e/en/er/es/em => nötig~/e/en/er/es/em
*essenziell~/e/en/er/es/em => wichtig~/e/en/er/es/em || grundlegend~/e/en/er/es/em
*essentiell~/e/en/er/es/em => wichtig~/e/en/er/es/em
*ganzheitlich~/e/en/er/es/em => umfassend~/e/en/er/es/em
*immense~/n/r/s/m => große~/n/r/s/m
*Kosten optimier~en/t => Kosten senken/gesenkt
*optimier~en/t/te/ten/st => verbesser~n/t/te/ten/st
*potenzielle~/n/r/s/m => mögliche~/n/r/s/m
*potentielle~/n/r/s/m => mögliche~/n/r/s/m
*{!statistisch,nicht} signifikant~/e/en/er/es/em => deutlich/deutliche/deutlichen/deutlicher/deutliches/deutlichem`,
  // A claim is well founded ("fundierte Argumente" -> "gut begründete"); knowledge, training and staff are sound ("fachlich
  // fundiert" -> "fachlich gründlich": "begründet" says "justified"; "solide" is faint praise, "decent", audit of set 24).
  raw`*fundierte~/n/r/s (Entscheidung~/en|Argument~/e/en|Kritik|Einschätzung~/en|Begründung|Urteil~/e|Meinung~/en|Aussage~/n|Empfehlung~/en|Prognose~/n|Analyse~/n|Antwort~/en) => gut begründete~/n/r/s $1
*fundiert~/e/en/er/es/em => gründlich~/e/en/er/es/em`,
  // "Synergien zwischen A und B" are their ties, not "Vorteile zwischen".
  // "eine Installation, die das Potenzial hat, Gäste anzulocken" -> "die in der Lage ist, …" (an ability, not "die Stärke"); every person.
  raw`*das (Potenzial|Potential) hat/haben/hast/habt/hatte/hatten , => in der Lage ist/sind/bist/seid/war/waren ,
*hat/haben/hast/habt/hatte/hatten das (Potenzial|Potential) , => ist/sind/bist/seid/war/waren in der Lage ,
*Synergien zwischen => Verbindungen zwischen`,
  // "Chancen" has one plural form for every case ("mit beeindruckenden Synergien" -> "mit … Chancen", never "mit … Vorteile").
  // With no word before ("… Geld und Platz – Synergien, die …", at the head of a sentence) no preposition or dative article governs
  // it: "Vorteile" (what is saved is no chance).
  // "maßgeschneidert" -> "individuell" ("ein passendes Programm" lost the sense of made to measure; audit of set 23).
  raw`*{?entstehen,entstanden,entsteht,sich,schaffen,schafft,nutzen,nutzt,bringen,bringt,außerdem,zudem,dabei,so,echte,neue,viele} Synergien => Vorteile
*{?solche,solchen,diese,diesen,derartige,derartigen} Synergien => Kooperationen
*Synergien [?setzen,setzten,sorgen,sorgten,prägen,eröffnen,ermöglichen,stärken,mit] => Kooperationen
*{?$} Synergien => Vorteile
*Synergien => Chancen
*Synergieeffekte~/n => Vorteile~/n
*maßgeschneidert~/e/en/er/es => individuell~/e/en/er/es
*zweifellos => sicher
*unverzichtbar~/e/en/er/es/em => wichtig~/e/en/er/es/em
*faszinierend~/e/en/er/es/em => spannend~/e/en/er/es/em
*erstklassig~/e/en/er/es/em => sehr gut~/e/en/er/es/em
*eine (große|breite|enorme|riesige) Vielfalt (an|von) => eine $1 Auswahl $2
*die (große|breite|enorme|riesige) Vielfalt (an|von) => die $1 Auswahl $2
*eine Vielfalt (an|von) => eine Auswahl $1
*die Vielfalt (an|von) => die Auswahl $1
*revolutionär~/e/en/er/es/em => völlig neu~/e/en/er/es/em
*robust~/e/en/er/es/em => stabil~/e/en/er/es/em
*einen echten Mehrwert => einen echten Nutzen
*Mehrwert~/s/es => Nutzen~/s/s
*auf ein neues Level => auf eine neue Stufe
*auf das nächste Level => auf die nächste Stufe`,
  // A network of people and firms ("bilden wir ein lokales Ökosystem"): "Netzwerk" is neuter too. The ecological sense ("das gesamte
  // Ökosystem des Sees", "ein intaktes Ökosystem") has no such adjective and stays; nor has "ein eigenes/ganzes Ökosystem", which
  // is as often of living things ("ein eigenes Ökosystem aus Billionen von Bakterien" became a "Netzwerk"; audit of set 24).
  // A place for neighbours ("ein Ökosystem der Nachbarschaft"): a centre (neuter), not a network.
  raw`*Ökosystem (der|des) (Nachbarschaft|Hausgemeinschaft|Nachbarn|Viertels|Quartiers|Kiezes|Stadtteils|Dorfes|Gemeinde|Siedlung) => Zentrum $1 $2`,
  raw`*{?lokales,lokale,lokalen,regionales,regionale,regionalen,kreatives,kreative,kreativen,wirtschaftliches,wirtschaftlichen,unternehmerisches,unternehmerischen,starkes,starken,offenes,offenen,gemeinsames,gemeinsamen,städtisches,städtischen} Ökosystem~/s/e/en => Netzwerk/Netzwerks/Netzwerke/Netzwerken`,
  // A home's linked devices ("ein intelligentes Ökosystem" of PV system, wallbox and heat pump): a system, neuter too.
  raw`*{?intelligente,intelligentes,intelligenten,smarte,smartes,smarten,technische,technisches,technischen,energetische,energetisches,energetischen} Ökosystem~/s/e/en => System~/s/e/en
*{?digitale,digitales,digitalen,digitaler,technologische,technologisches,technologischen,vernetzte,vernetztes,vernetzten} Ökosystem~/s/e/en => Umfeld~/s/er/ern
*bemerkenswertes Zeichen => deutliches Zeichen
*bemerkenswert ist , dass => auffällig ist, dass`,
  // "die alles entscheidende Rolle" is one intensifier compound: "alles wichtige" is no German (audit of set 28), so it stays.
  // "beachtlich", not "eindrucksvoll": "beeindruckend" already becomes that, and the two often stand in one sentence.
  // As an adverb before an adjective ("ein Preis, der bemerkenswert fair ist"): "erstaunlich fair", not "beachtlich fair".
  raw`*bemerkenswert [?fair,gut,günstig,preiswert,schnell,einfach,leicht,ruhig,klar,stabil,zuverlässig,robust,vielseitig,präzise,früh,gering,niedrig,hoch,groß,klein,kurz,lang,leise,sauber,offen,freundlich,entspannt,modern,gründlich] => erstaunlich`,
  // Conditions and quality are good, not "beachtlich" (that is said of amounts and feats); so is an example ("ein gutes Beispiel").
  raw`*bemerkenswerte~/n/r (Bedingungen|Voraussetzungen|Qualität|Sicht|Sichtverhältnisse|Lage) => sehr gute~/n/r $1
*bemerkenswerte~s/n/m (Beispiel|Vorbild) => gute~s/n/m $1
*bemerkenswerte (Beispiele|Vorbilder) => gute $1
*bemerkenswert~/e/en/er/es/em => beachtlich~/e/en/er/es/em
*entscheidend [?beeinflussen,beeinflusst,beeinflusste,beeinflussten,geprägt,prägt,prägen,verändert,verändern,beigetragen,beiträgt,beitragen] => stark
*den entscheidenden Unterschied => den Unterschied
*{!alles} entscheidend~/e/en/er/es/em => wichtig~/e/en/er/es/em
*vielfältige~/n (Faktoren|Gründe~/n|Ursachen|Möglichkeiten|Aufgaben|Einflüsse~/n|Aspekte~/n|Anwendungen|Funktionen|Weise|Art|Formen|Arten|Vorlieben|Interessen|Bedürfnisse~/n|Wünsche~/n|Geschmäcker) => verschiedene~/n $1`,
  // An attribute "vielfältig" goes ("Vielfältige Maßnahmen" -> "Maßnahmen"): "abwechslungsreich" suits menus, not check-ups or insurers
  // (set 17 reader); the bare predicative form becomes "vielseitig", as does a comparative at the end or before "als" ("war nie
  // vielfältiger." lost its predicate; audit of set 22).
  // "harmonisch" before "miteinander"/"zusammen" goes ("verschmelzen … gut miteinander" repeated "gut"); an inflected "harmonische"
  // becomes "stimmige" ("die stimmige Verbindung von Alt und Neu"), not "gute", which broke the collocation (audit of set 21).
  raw`*{!sehr,so,ganz,zu,und} (vielfältige~/n/r/s/m) [!und,oder,comma,$,als] => -
*vielfältig~/e/en/er/es/em => vielseitig~/e/en/er/es/em
*harmonisch [?miteinander,ineinander,zusammen] => -
*harmonisch => gut
*harmonisch~e/en/er/es/em => stimmig~e/en/er/es/em`,
  // "eine einzigartige Besonderheit" would become "eine besondere Besonderheit": the adjective goes.
  // "Nachhaltigkeit im Bauwesen" names a subject or a course ("das Wahlfach Nachhaltigkeit im Bauwesen"): it stays (set 18 reader).
  // "Nachhaltigkeit" after "und" names a topic beside another ("Amt für Umwelt und Nachhaltigkeit", "Nachbarschaft und
  // Nachhaltigkeit"): "Umweltschutz" would narrow it or repeat its neighbour, and an office's name stays.
  raw`*(einzigartige~/n/r|einmalige~/n/r) (Besonderheit~/en) => $2
*einzigartig~/e/en/er/es/em => einmalig/besondere/besonderen/besonderer/besonderes/besonderem
*{!die,der,eine,einer,keine,keiner,jede,jeder,unsere,unserer,ihre,ihrer,seine,seiner,deren,dessen,diese,dieser,und,sowie,oder} Nachhaltigkeit => Umweltschutz
Nachhaltigkeit (im|in) => Nachhaltigkeit $1
*zur Nachhaltigkeit => zum Umweltschutz
*aus Gründen der Nachhaltigkeit => aus Gründen des Umweltschutzes
*im Sinne der Nachhaltigkeit => im Sinne des Umweltschutzes
*für mehr Nachhaltigkeit => für mehr Umweltschutz`,
  // Before a comparative, "bereichert" or "im Gedächtnis" the adverb means "lastingly" ("nachhaltig niedrigere Heizkosten",
  // "bleibt nachhaltig im Gedächtnis"): "dauerhaft", never "umweltfreundlich" (audit of set 19); so before "entspannt" (set 23).
  // Fixed terms keep "nachhaltig" ("nachhaltige Stadtentwicklung", "nachhaltige Forstwirtschaft"): no plainer word names them.
  // Beside "langfristig" it is a doublet and goes ("Gesundheit langfristig und nachhaltig stärken" became "… und umweltfreundlich",
  // audit of set 24), as does a change of habit ("eine nachhaltige Ernährungsumstellung" lasts, it is not green).
  // "eine nachhaltige Zukunft" stays too: "umweltfreundlich" is said of products and acts, not of a future (audit of set 21).
  // Otherwise "nachhaltig" is as often "lasting" as "green" ("die Ihr Zuhause nachhaltig aufwerten", "Nachhaltige Quartiersentwicklung",
  // a planning term that is social too, both became "umweltfreundlich"; audit of set 28): only a predicate or a list item ("ist
  // nachhaltig.", "regional, nachhaltig und fair") becomes "umweltfreundlich"; an attribute or an adverb before its verb stays.
  // "stärkt X auf bemerkenswerte Weise" is puffery and goes ("auf beachtliche Weise" is no German; "auf nachhaltige Weise" there
  // means lasting, not green; audit of set 23); how a crop is grown or made is a fact and stays.
  // At the head the verb must stay second, so the phrase stays there.
  raw`^ auf (bemerkenswerte|einzigartige|nachhaltige|beeindruckende) Weise => auf $1 Weise
*auf (bemerkenswerte|einzigartige|nachhaltige|beeindruckende) Weise [!angebaut,produziert,hergestellt,erzeugt] => -`,
  raw`*nachhaltige~/n/r/s/m (Wachstum~/s|Erfolg~/s|Wirkung|Veränderung~/en|Verbesserung~/en|Fitness|Ausdauer|Kondition|Gesundheit|Motivation|Ergebnisse~/n|Ergebnis|Lernerfolg~/e|Fortschritt~/e/en|Gewohnheit~/en|Beziehung~/en|Kundenbeziehungen|Effekt~/e/en|Eindruck|Entlastung|Stärkung|Leistungssteigerung|Gewichtsabnahme|Trainingserfolg~/e|Zufriedenheit|Bindung~/en|Freundschaft~/en|Kontakte|Eindrücke|Schutz|Hilfe|Unterstützung|Förderung|Betreuung|Begleitung|Integration|Wirkungen|Perspektive~/n|Entlastungen|Verankerung|Umstellung|Ernährungsumstellung) => dauerhafte~/n/r/s/m $1
*nachhaltige~/n/r (Lösung~/en) [?für,gegen] => dauerhafte~/n/r $1
*nachhaltig [?entspannt,entspannen,bereichert,bereichern,bereicherte,niedrigere,niedrigeren,geringere,geringeren,höhere,höheren,bessere,besseren,besser,günstigere,günstigeren,mehr,weniger,ausbauen,ausgebaut,ausbaut,aufbauen,aufgebaut,festigen,gefestigt,erhöhen,erhöht,entwickeln,entwickelt,entlastet,entlasten,erleichtert,reduziert,verringert,fördert,lindert,verbessern,verbessert,verbesserte,verbesserten,verändern,verändert,veränderte,veränderten,stärken,stärkt,stärkte,gestärkt,beeinflussen,beeinflusst,beeinflusste,sichern,sichert,gesichert,wirken,wirkt,schaden,schadet,geschadet,senken,senkt,gesenkt,steigern,steigert,gesteigert,beeindruckt,geprägt] => dauerhaft
*{?ausbauen,ausbaut,aufbauen,festigen,festigt,erhöhen,erhöht,entwickeln,entwickelt,entlastet,entlasten,erleichtert,reduziert,verringert,verbessern,verbessert,verbesserte,verbesserten,verändern,verändert,veränderte,veränderten,stärken,stärkt,stärkte,beeinflussen,beeinflusst,beeinflusste,sichern,sichert,wirken,wirkt,schaden,schadet,senken,senkt,steigern,steigert,prägt,prägen,prägte,prägten} nachhaltig => dauerhaft
*nachhaltig im Gedächtnis => dauerhaft im Gedächtnis
*(langfristig|dauerhaft) und nachhaltig => $1
*nachhaltig in Erinnerung => dauerhaft in Erinnerung
*nachhaltig [?$,comma,und,oder] => umweltfreundlich
*(zweifelsohne|zweifelsfrei) => sicher
*ohne Zweifel => sicher`,
  // ── Werbesprache ───────────────────────────────────────────────────────────────────
  raw`@ promotional-language`,
  // An amount is large, not beautiful ("Die atemberaubende Vielfalt … ist nicht nur schön" would say it twice).
  raw`*atemberaubende~/n/r (Vielfalt|Auswahl|Menge|Zahl|Geschwindigkeit|Artenvielfalt|Fülle) => enorme~/n/r $1 || große~/n/r $1`,
  // A manner is surprising, not beautiful: "mit erstaunlicher Leichtigkeit" is the set phrase ("mit schöner Leichtigkeit" is no German).
  // A plant's heart ("im Herzen der Krone", "der Rosette") is literal botany and stays (audit of set 21).
  raw`*atemberaubende~/n/r (Leichtigkeit|Präzision|Eleganz|Schönheit) => erstaunliche~/n/r $1
*atemberaubend~/e/en/er/es/em [!schön,schöne,schönen,schöner,schönes] => schön~/e/en/er/es/em
*pulsierend~/e/en/er/es/em => lebendig~/e/en/er/es/em
*malerisch~/e/en/er/es/em => reizvoll~/e/en/er/es/em
*im Herzen der (Pfalz|Südpfalz|Oberpfalz|Altstadt|Innenstadt|Stadt|Eifel|Rhön|Lausitz|Region|Hauptstadt|Toskana|Provence|Schweiz|Heide|Wachau|Ortenau|Uckermark|Altmark) => mitten in der $1 || im Zentrum der $1
*im Herzen (der|des|diese~s/r|eine~s/r) => inmitten $1
im Herzen (der|des) (Krone|Blüte|Rosette|Pflanze) => im Herzen $1 $2
*im Herzen von => mitten in
*im Herzen (unsere~s/r|eure~s/r|Ihre~s/r|ihre~s/r|seine~s/r|meine~s/r|deine~s/r) => im Zentrum $1
*{?ist,bleibt,war,sind} ein verstecktes Juwel => ein Geheimtipp
*ein wahres Paradies => ein Paradies`,
  // A view is wide; "Naturerlebnis" needs no adjective (so that one sentence does not get "schön" three times).
  raw`*beeindruckende~/n/r/s (Aussicht|Blick|Ausblick|Fernblick|Rundblick|Panorama) => weite~/n/r/s $1
*atemberaubende~/n/r/s (Aussicht|Blick|Ausblick|Fernblick|Rundblick|Panorama) => weite~/n/r/s $1
*(unvergessliche~s/n/m/) (Naturerlebnis|Naturerlebnisse~/n) => $2
*ein unvergessliches Erlebnis => ein schönes Erlebnis
*unvergessliche Erlebnisse => schöne Erlebnisse
*unvergesslich~/e/en/er/es/em => schön~/e/en/er/es/em
*beeindruckende~/n/r/s/m (Blick|Ausblick|Aussicht|Kulisse|Landschaft|Panorama|Natur) => schöne~/n/r/s/m $1`,
  // "bemerkenswerter Eindrücke" -> not "eindrucksvoller Eindrücke". An amount is "beachtlich" ("eine beachtliche Zahl"). Before a verb
  // of showing the adverb is only emphasis ("die das eindrucksvoll widerspiegelt"), and next to an "eindrucksvoll" made from
  // "beeindruckend" it would be said twice: it goes.
  raw`*beeindruckende~/n/r (Eindrücke~/n|Eindruck) => starke~/n/r $1
*bemerkenswerte~/n/r (Eindrücke~/n|Eindruck) => starke~/n/r $1
*(bemerkenswerte~/n/r/s/m) (Highlight~/s|Höhepunkt~/e/en) => $2
*bemerkenswerte~/n/r/s/m (Erlebnis|Erlebnisse~/n|Event~/s|Abend~/e/en) => besondere~/n/r/s/m $1
*unvergessliche~/n/r (Eindrücke~/n|Eindruck) => starke~/n/r $1
*beeindruckende~/n/r (Zahl~/en|Anzahl|Summe|Menge|Bilanz|Leistung~/en|Quote|Steigerung) => beachtliche~/n/r $1
*{!wie,so,sehr,besonders,ganz} (eindrucksvoll|beeindruckend) [?widerspiegelt,widerspiegeln,widerspiegelte,wider,zeigt,zeigen,zeigte,zeigten,gezeigt,belegt,belegen,belegte,beweist,beweisen,bewiesen,bestätigt,bestätigen,demonstriert,demonstrieren,dokumentiert,dokumentieren,unterstreicht,unterstreichen] => -`,
  // Before a figure ("haben beeindruckende 48.300 Versicherte mitgemacht") the adjective goes: "eindrucksvolle" is the same puffery.
  raw`*{!ein,eine,einen,einem,einer,der,die,das,den,dem,des,sehr,so,wirklich,besonders} (beeindruckende~/n|atemberaubende) [?$] => -
*beeindruckend~/e/en/er/es/em => eindrucksvoll~/e/en/er/es/em
*(liegt|liegen|lag~/en) eingebettet (zwischen|inmitten) => $1 $2`,
  // Set off by commas ("Im Zentrum der Altstadt, eingebettet zwischen Rathaus und Pfalz, …"): the place phrase alone says it
  // ("zwischen" and "inmitten" take the same case either way). Not at the head: "Eingebettet zwischen …, lädt" keeps a comma
  // that a bare "Zwischen …" phrase may not have.
  raw`*{?comma} eingebettet (zwischen|inmitten) => $1`,
  // Set off by commas: "Unsere Residenz liegt, eingebettet in einen alten Park am Ufer, nur zwölf Minuten …" -> "liegt in einem alten
  // Park am Ufer, nur …" (a masculine accusative becomes the dative with the same adjective ending).
  raw`*(liegt|liegen|lag~/en) , eingebettet in einen => $1 in einem
*(liegt|liegen|lag~/en) , eingebettet in den => $1 in dem
*lädt/laden zum Verweilen ein => ist/sind ein guter Ort für eine Pause
*{?ist,sind,bleibt,war,zweifellos,zweifelsohne,sicher,definitiv,absolut,wirklich} ein Muss für => ein guter Tipp für`,
  // ── Kopula vermieden ───────────────────────────────────────────────────────────────
  raw`@ copula-avoidance
*fungier~t/en/te/ten als => dien~t/en/te/ten als
*präsentier~t/en sich als (ein~/e) => ist/sind $1
*erweis~t/en sich als => ist/sind
*erwies~/en sich als => war/waren`,
  // ── Gehäufte Vorbehalte ────────────────────────────────────────────────────────────
  raw`@ stacked-hedge
*könnte/könnten/kann/können (potenziell|potentiell|möglicherweise) => könnte/könnten/kann/können
*könnte~/n eventuell => könnte~/n
*möglicherweise könnte~/n => vielleicht könnte/könnten`,
  // A rule that may apply: "gegebenenfalls" ("vielleicht" sounds unsure of the rule).
  // "in der Regel" states the rule with its exceptions ("wird in der Regel nicht erstattet"): "normalerweise", not "meist" (a frequency).
  // Before a quantity or inside a noun phrase ("Arbeitgeber mit in der Regel weniger als zehn Beschäftigten", "dauert in der Regel
  // 3 Tage") it is the legal wording of the figure (AWbG § 3): it stays.
  // Two hedges in a row keep the condition ("unter Umständen möglicherweise zu 20 % absetzen" -> "gegebenenfalls"): "vielleicht" cast
  // doubt on the rate itself (audit of set 28).
  raw`{?mit,bei,von,für,ab,aus} in der Regel => in der Regel
*unter Umständen (möglicherweise|vielleicht|eventuell) => gegebenenfalls
*unter Umständen => gegebenenfalls
*möglicherweise => vielleicht
in der Regel [?weniger,mehr,mindestens,höchstens,bis,über,unter,zwischen,$] => in der Regel
*in der Regel => normalerweise
*es ist (durchaus|) möglich , dass => es kann sein, dass
*(potenziell|potentiell) [?dabei,auf,zu,helfen,die,den,das,dem,der,einen,eine,einem,sich,mehr,weniger] => -`,
  // ── Reste aus dem Chat ─────────────────────────────────────────────────────────────
  raw`@ chatbot-opener
*^ natürlich ! => -
*^ selbstverständlich ! => -
*^ gerne ! => -
*^ gern ! => -
*^ klar ! => -
*^ absolut ! => -`,
  // At the end of a sentence a bare "melden Sie sich." is an order: "einfach" keeps the invitation friendly.
  raw`*melden Sie sich (gerne|gern|jederzeit gerne) [?$] => melden Sie sich einfach
*melde dich (gerne|gern|jederzeit gerne) [?$] => melde dich einfach
*(melden|wenden) Sie sich (gerne|gern|jederzeit gerne|jederzeit) => $1 Sie sich
*(melde|wende) dich (gerne|gern|jederzeit gerne|jederzeit) => $1 dich
@ sycophancy
*(verstehe~n/) (vollkommen|vollständig|voll und ganz|absolut|sehr gut) => $1
*^ (gute|tolle|ausgezeichnete|hervorragende|sehr gute|spannende|interessante) Frage ! => -
*^ was für eine (gute|tolle|spannende) Frage ! => -`,
  // ── Füllwörter (keine Marker) ──────────────────────────────────────────────────────
  raw`@ filler-phrase
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
+ ausgesprochen => sehr`,
].join("\n");
