// The English lexicon. Format: see compile.ts. Entries marked "*" are the AI markers
// the benchmark counts (sources in docs/engine.md: Kobak et al. 2024, Liang et al. 2024,
// Juzek & Ward 2024, plus filler openers and clichés common in chatbot output).
// Every replacement must read naturally in every context the source phrase can appear
// in; where it cannot, the entry carries a {..} / [..] condition or is left out.

export const EN_LEXICON = [
  // ── Filler openers, hedges and closers (dropped or lightened) ──────────────────────
  String.raw`*^ certainly ! => -
*^ absolutely ! => -
*^ of course ! => -
*^ great question ! => -`,
  // set 20: "Oh, how exciting — moving from the wall to real rock is a huge milestone!": the cheer before the
  // dash goes and the clause stands ("Oh, how exciting, moving…" spliced them); a cheer on its own goes whole
  // (en-structure.ts, sycophancy).
  // ("We're thrilled to welcome you to the … family!" opens a chatbot-written welcome e-mail: "Welcome to the … family!")
  String.raw`*^ (we're|we are|we’re) (thrilled|delighted|so excited|excited|so happy|overjoyed) to welcome you to => welcome to
*^ (oh|ooh|wow) , how (exciting|lovely|wonderful|fun|brilliant|fantastic|amazing|thrilling) (—|–) => -
*^ how (exciting|lovely|wonderful|fun|brilliant|fantastic|amazing|thrilling) (—|–) => -
*^ sure ! => -
*^ i hope this helps ! => -
*^ i hope this helps . => -
*^ in conclusion , => - | so,
*^ to conclude , => -
*^ in summary , => -
*^ to summarize , => -
*^ to summarise , => -
*^ to sum up , => -
*^ in short , => -
*^ overall , => -
*^ all in all , => -
*^ ultimately , => -
*^ (moreover|furthermore|additionally|in addition) , => -`,
  // set 22 (en-a): after a label's colon ("Parking: Moreover, the car park…") the connective has nothing to add to.
  String.raw`*{?:} (moreover|furthermore|additionally|in addition) , => -`,
  // set 19: "Plus," is too casual for a letter or a notice. Set 22: "also," repeated itself when two
  // paragraphs in a row opened with these ("Also, … Also, …"): the connective goes, the sentence stands.
  String.raw`*^ notably , => -
*^ importantly , => -
*^ interestingly , => -
*^ undoubtedly , => -
*^ indeed , => -
*^ essentially , => -
*^ in essence , => - | basically,
*^ consequently , => so | as a result,
*^ therefore , => so
*^ thus , => so
*^ hence , => so
*^ nevertheless , => still, | even so,
*^ nonetheless , => still, | even so,
*^ firstly , => first,
*^ secondly , => second,
*^ thirdly , => third,
^ lastly , => finally,
*^ first and foremost , => first,
*^ needless to say , => -
*^ as previously mentioned , => -
*^ as mentioned earlier , => -
*^ as mentioned above , => -
*^ as we have seen , => -
*^ in today's (fast-paced|digital|modern|ever-changing|ever-evolving|rapidly changing|rapidly evolving|interconnected|fast-moving) world , => - | these days,
*^ in today's (fast-paced|ever-changing|ever-evolving|rapidly changing|rapidly evolving|interconnected|fast-moving|busy|hectic) (digital|modern|online|connected|global|busy) (world|society|age|era|landscape) , => - | these days,
*^ in today's (fast-paced|digital|modern|ever-changing|ever-evolving|rapidly changing|rapidly evolving|interconnected|fast-moving) (society|age|era|landscape) , => - | these days,
*^ in today's (society|age|era|world) , => - | these days,
*^ in today's (fast-paced|busy|hectic|digital|modern) , (changing|ever-changing|ever-evolving|evolving|connected|digital|modern|busy) (world|society|age|era) , => - | these days,`,
  // set 27: "In today's fast-paced world, a monthly deposit is…" -> "Today, a monthly deposit…" implied it was not so
  // before: the frame goes (or "these days,"), as the readers' fixes did.
  // set 20: "In today's challenging economic landscape," and "In today's ever-evolving college admissions landscape,"
  // set 22 (en-a): the same frame on a trade ("publishing", "pet", "book"); "publishing picture" is no collocation.
  // open a letter and a sales page with the same stock frame as "In today's fast-paced world": the frame goes.
  String.raw`*^ in today's (fast-paced|ever-changing|ever-evolving|rapidly changing|rapidly evolving|fast-moving|changing|evolving|competitive|crowded|busy|challenging|difficult|uncertain|tough|turbulent) (economic|political|admissions|college admissions|university admissions|maker|tech|business|retail|media|marketing|music|fitness|food|travel|property|real estate|housing|job|jobs|education|healthcare|hospitality|beauty|fashion|energy|financial|sports|gaming|creative|cultural|arts|craft|wedding|events|farming|building|design|publishing|book|literary|pet|veterinary) (world|scene|landscape|market|industry|sector|climate|environment) , => today, | these days,
*^ in this day and age , => today, | these days,
*^ in the modern era , => today,
*^ in the digital age , => today,`,
  // set 14: "When it comes to a first trip, location…": "As for" switches topic; the plain form is "For a first trip,";
  // before a gerund "When choosing a tent".
  String.raw`*^ when it comes to (choosing|buying|picking|selecting|booking|planning|packing|cleaning|painting|storing|cooking|washing|feeding|training|learning|caring|looking|finding|getting|making|using|keeping|taking|setting|growing|pricing|hiring|renting|fixing|repairing) => when $1
*^ when it comes to => for`,
  // set 17: "Pictures are worth a thousand words when it comes to hair" -> "words for hair": after a noun
  // "for" hangs on the noun. Inside a sentence only where a clause starts ("…, but for your family's safety,")
  // or after an adjective of judgement ("key for", "best for").
  String.raw`*{?and,but,or,so,yet,that,comma,equal,important,key,essential,crucial,vital,critical,best,better,worse,worst,useful,helpful,good,great,bad,tricky,hard,harder,difficult,easy,easier,simple,fussy,picky,careful,strict,ideal,perfect,unbeatable,safe,safer,safest,cheap,cheaper,cheapest,expensive,relevant,necessary,sensible,wise,popular} when it comes to => for
*^ in the grand scheme of things , => -
*^ in the realm of => in
*^ in the world of => in
^ however , => but | still,`,
  // set 14: after "so" the clause is a conclusion: "so it is worth mentioning that these rules decide" loses its logic when cut.
  String.raw`*{?so} it is (worth|interesting|important|crucial|essential|vital) (noting|mentioning|to note|to mention|to remember) that => note that
*{?so} it's (worth|interesting|important|crucial|essential|vital) (noting|mentioning|to note|to mention|to remember) that => note that
*it is (worth|interesting) (noting|mentioning) that => -
*it's (worth|interesting) (noting|mentioning) that => -
*it is also worth (noting|mentioning) that => also,
*it's also worth (noting|mentioning) that => also,
*it is (important|crucial|essential|vital) to (note|remember|recognize|recognise|understand|acknowledge|mention) that => -
*it's (important|crucial|essential|vital) to (note|remember|recognize|recognise|understand|acknowledge|mention) that => -
*it is also (important|crucial|essential) to (note|remember|recognize|recognise|consider) that => also,
*it should be (noted|emphasized|emphasised|mentioned) that => -
*it goes without saying that => -
*it is no secret that => -
*it can be said that => -
*it could be argued that => arguably,
*^ it is (clear|evident|obvious) that , => clearly,
*^ it is (clear|evident|obvious) that => clearly,
*it is (clear|evident|obvious) that => clearly
*it is undeniable that => -
*at the end of the day , => in the end,
*at the end of the day => in the end`,
  // ── AI-typical vocabulary (Kobak et al. 2024; Liang et al. 2024; Juzek & Ward 2024) ──
  String.raw`*delve/delves/delved/delving deeper into => dig/digs/dug/digging deeper into`,
  // set 17: "I'll delve into everything you need" -> "look into": that is to investigate, not to explain.
  String.raw`*delve/delves/delved/delving into => dig/digs/dug/digging into
*delve/delves/delved/delving => dig/digs/dug/digging
*embark/embarks/embarked/embarking on => start/starts/started/starting || begin/begins/began/beginning
*embark/embarks/embarked/embarking upon => start/starts/started/starting
*utilize/utilizes/utilized/utilizing => use/uses/used/using
*utilise/utilises/utilised/utilising => use/uses/used/using
*utilization => use
*utilisation => use
*leverage [?the,a,an,their,this,its,our,these,those,his,her,your,my,existing,data,technology,ai,them,it,new,modern,digital,social,machine,advanced] => use
*{?to,can,could,will,would,must,should,may,might,we,they,you,i,and,or,companies,teams,firms,businesses,organizations,organisations,users,developers,brands,both,machines,devices,systems,models,tools,apps,platforms,products,laptops,phones,engineers,researchers,marketers,designers,students,schools,hospitals,banks,governments,cities,also,often,now,already} leverage [!over,against,ratio,ratios,point,points,is,was,has,had,can,could,will,would,may,might,remains,remained,comes,effect,effects,and,or,comma] => use
*leverages/leveraged/leveraging => uses/used/using
*{?$} leverage [!ratio,ratios,is,was,has,had,can,could,will,would,may,might,remains,remained,comes,effect,effects,and,or,over,against,point,points,comma,$] => use
*harness/harnesses/harnessed/harnessing the (power|potential) of => use/uses/used/using`,
  // set 19: "any harness is removed at check-in": after a determiner or before a verb the harness is the strap.
  // set 27: "a section of the wiring harness" -> "wiring use": after wiring/cable/engine/electrical it is the loom.
  // set 25: "a well-fitted harness" -> "a well-fitted use": an adjective before it makes it the strap.
  String.raw`*{!a,the,safety,climbing,seat,dog,wiring,cable,engine,electrical,comma,and,or,your,my,his,her,their,our,its,this,that,new,chest,body,full,any,each,every,no,one,spare,own,fitted,well-fitted,well-fitting,padded,no-pull,adjustable,comfortable,secure,sturdy,leather,reflective,proper,good} harness/harnesses/harnessed/harnessing [!fitting,fittings,check,checks,size,sizes,buckle,buckles,loop,loops,on,off,or,and,comma,$,is,are,was,were,must,should,will,can,that,which] => use/uses/used/using
*unlock/unlocks/unlocked/unlocking the (full|true) potential of => make/makes/made/making the most of
*unlock/unlocks/unlocked/unlocking the potential of => make/makes/made/making the most of
foster/fosters/fostered/fostering (the|a|an|their|its|her|his|our|your|this|that) (chick|chicks|cub|cubs|kitten|kittens|puppy|puppies|lamb|lambs|calf|calves|young|egg|eggs|duckling|ducklings|orphan|orphans|baby|babies|child|children|foal|foals|joey|fledgling|fledglings) => foster/fosters/fostered/fostering $1 $2`,
  // set 14: "deeper shades foster a cosy, intimate mood": a mood, an atmosphere or a sense is created, not built.
  String.raw`*foster/fosters/fostered/fostering (a|an|the|this|that|your|our|their|its) (mood|atmosphere|feeling|sense|environment|vibe|ambience|ambiance|culture|climate|spirit|space|setting|air) => create/creates/created/creating $1 $2 || make/makes/made/making $1 $2
*foster/fosters/fostered/fostering (a|an|the|this|that|your|our|their|its) (cosy|cozy|intimate|warm|warmer|welcoming|friendly|relaxed|relaxing|calm|calming|peaceful|restful|soothing|serene|tranquil|homely|safe|safer|inclusive|supportive|positive|happy|open|gentle|lively|cheerful|playful|quiet|quieter|calmer|cosier|friendlier|healthier|healthy|cleaner|greener|more|less|comfortable|pleasant|nurturing|stimulating|creative|harmonious|respectful|stable|secure|caring|fun|bright|fresh|romantic|airy|light|right) => create/creates/created/creating $1 $2 || make/makes/made/making $1 $2
*foster/fosters/fostered/fostering (complete|real|) peace of mind => give/gives/gave/giving $1 peace of mind`,
  // set 19: peace of mind is given TO someone ("giving peace of mind for every owner" broke the preposition).
  // "…but also foster lasting friendships" after "not only build…" -> "build … and build": after "also" the
  // friendship words take "encourage", which no first verb of a "not only" pair repeats.
  // (Rescues that foster rabbits, birds or horses are literal: those animals join the "encourage" entry's exclusions.)
  // set 21: "fostering meaningful partnerships" -> "encouraging partnerships" (the firm has them): built, like ties.
  String.raw`*{?also} foster/fosters/fostered/fostering (lasting|new|strong|real|good|) (friendships|friendship|relationships|connections|ties|links) => encourage/encourages/encouraged/encouraging $1 $2
*foster/fosters/fostered/fostering (complete|real|) peace of mind for => give/gives/gave/giving $1 peace of mind to
*ensure/ensures/ensured/ensuring (complete|total|full|real|) peace of mind for => give/gives/gave/giving $1 peace of mind to
`,
  // set 23: "…in the Trenitalia app, fostering a smooth, paper-free experience" -> "building a … experience" (an experience is
  // not built): a smooth arrival, start or experience is made for.
  String.raw`*foster/fosters/fostered/fostering (a|an) (smooth|smoother|stress-free|hassle-free|easy|easier|relaxed|pleasant|comfortable|calm|calmer) => make/makes/made/making for $1 $2
*foster/fosters/fostered/fostering [?a,an] => build/builds/built/building`,
  // set 28: "fostering smoother video calls" -> "encouraging smoother video calls", "fostering a clutter-free workflow" ->
  // "building": a comparative of ease, or a tidy setup, is made for; "fostering momentum/accountability/genuine partnerships"
  // -> "encouraging": momentum and partnerships are built.
  String.raw`*foster/fosters/fostered/fostering (smoother|faster|easier|quicker|clearer|calmer|simpler) => make/makes/made/making for $1
*foster/fosters/fostered/fostering (a|an) (clutter-free|tidy|tidier|organised|organized|distraction-free) => make/makes/made/making for $1 $2
*foster/fosters/fostered/fostering (genuine|lasting|real|close) (partnerships|partnership) => build/builds/built/building $1 $2
*foster/fosters/fostered/fostering (momentum|accountability) => build/builds/built/building $1
*foster/fosters/fostered/fostering both (your|their|our|his|her|its|the) (skills|confidence|resilience|independence|trust|friendships|relationships|connections|habits|knowledge|understanding|teamwork) => build/builds/built/building both $1 $2
*foster/fosters/fostered/fostering (both|your|their|our|his|her|its|the|new|lasting|strong|stronger|greater|better|real|good|meaningful|close|local) (partnerships|partnership|skills|confidence|resilience|trust|friendships|relationships|connections|links|ties|habits|knowledge|understanding|teamwork|cooperation|collaboration|loyalty) => build/builds/built/building $1 $2
*foster/fosters/fostered/fostering [?stronger,greater,better,closer,deeper,healthier,partnerships,skills,confidence,resilience,growth,trust,friendships,friendship,relationships,connections,connection,links,ties,habits,knowledge,understanding,teamwork,cooperation,collaboration,loyalty] => build/builds/built/building`,
  // set 24: "Meet at your bank, fostering a safe, transparent transaction" -> "creating a … transaction": a sale or a
  // handover is not created; it goes safely ("making for").
  String.raw`*foster/fosters/fostered/fostering (a|an) (safe|secure|fair|honest|open) , (transparent|fair|honest|secure|open|quick) => make/makes/made/making for $1 $2, $3
*foster/fosters/fostered/fostering (a|an) (safe|secure|fair|honest|transparent|open|quick) (transaction|sale|deal|handover|exchange|purchase) => make/makes/made/making for $1 $2 $3`,
  // set 24: "fostering independence well into later life" -> "building independence": independence is kept up, not built.
  String.raw`*foster/fosters/fostered/fostering (your|their|our|his|her|its|the|greater|) independence => support/supports/supported/supporting $1 independence`,
  // set 27: "fostering long-standing relationships built on trust" -> "encouraging" (the firm's own) and "fostering a
  // reputation built on trust" -> "building a reputation built on": relationships are formed, a reputation is earned.
  String.raw`*foster/fosters/fostered/fostering (long-standing|long-term|lifelong) (relationships|partnerships|friendships|ties|links|connections) => form/forms/formed/forming $1 $2
*foster/fosters/fostered/fostering (a|an|the|its|their|our|his|her|your) reputation => earn/earns/earned/earning $1 reputation`,
  // set 19: "dogs fostered through a rescue": an animal or a child (or a carer) before it is the literal sense.
  // set 22 (en-a): "the shelter's foster program, and foster volunteers": the care scheme and its people, literal.
  // set 29: "Knowledge of fostering regulations" -> "encouraging regulations": the rules, panels, services and training of
  // foster care are literal too.
  String.raw`*{!dogs,cats,pets,animals,rabbits,puppies,kittens,horses,children,kids,babies,teens,teenagers,volunteers} foster/fosters/fostered/fostering [!care,carer,carers,parent,parents,home,homes,child,children,family,families,mother,father,mum,mom,dad,kid,kids,sibling,siblings,placement,placements,agency,agencies,regulation,regulations,legislation,law,laws,standards,panel,panels,service,services,allowance,allowances,assessment,assessments,approval,team,teams,charity,charities,provider,providers,household,households,social,arrangement,arrangements,application,applications,training,system,program,programs,programme,programmes,scheme,schemes,network,networks,volunteer,volunteers,coordinator,coordinators,dog,dogs,cat,cats,puppy,puppies,kitten,kittens,pet,pets,animal,animals,rabbit,rabbits,bunny,bunnies,ferret,ferrets,hamster,hamsters,bird,birds,horse,horses,pony,ponies,hen,hens,goat,goats,tortoise,tortoises,day-old,chicks,chick,ducklings,lambs,calves,orphans,orphaned,eggs,$,more,over,around,about,nearly,almost,some,several,many,dozens,hundreds,two,three,four,five,six,seven,eight,nine,ten,twenty,thirty,forty,fifty,babies,teenagers,teens,young,infants,newborns,boys,girls,them,him,her] => encourage/encourages/encouraged/encouraging
*(is|are|was|were|be|been|being) underscored by => $1 shown by
*underscored by => backed by
*(want|wants|wanted|like|need|needs|would) to underscore => $1 to stress
*underscore/underscores/underscored/underscoring [?everything,all] => guide/guides/guided/guiding
*that underscores => that shows`,
  // set 17: ", underscoring the generosity that defines our corner of Somerset": a tail with a name is a fact and stays.
  // set 24: "celebrated their 500th bag, highlighting the commitment" -> "stressing": a tail's subject is an event, which cannot stress.
  String.raw`*, highlighting [?the,how,just,its,their,our,his,her] => , showing`,
  // set 26: ", highlighting why fit matters" -> "pointing to why" kept the tail: "which is why" says it plainly.
  String.raw`*, highlighting why => , which is why
*, underscoring => , showing
*{!an,the,a,her,his,their,its,our,my,your,this,that,s,$} underscore/underscores/underscored/underscoring => show/shows/showed/showing
*showcase/showcases/showcased/showcasing the (very best|best) of => show/shows/showed/showing off the $1 of`,
  // set 19: "displaying the talents of 60 musicians" is stilted: a show shows off its performers.
  String.raw`*showcase/showcases/showcased/showcasing the (incredible|amazing|remarkable|many|wonderful|) (talent|talents|skills|work|performers|musicians|dancers|artists) of => show/shows/showed/showing off the $2 of`,
  // set 20: a tail after a comma ("the barn will be open, showcasing our cider"; "a tour, showcasing the
  // craftsmanship") is the subject's own doing: "displaying" makes it an exhibition; "showing off" keeps the sense.
  // set 21: "our front showcase" (a display case): after a possessive or a place word the noun is kept.
  // set 25: "showcasing our genuine passion" -> "showing off" (bragging), the wrong register for a business: "showing".
  String.raw`*{?comma} showcasing (our|the|your|their|its|his|her) => showing $1
*{!a,the,our,your,their,its,my,front,window,shop,counter,cake,chilled,refrigerated,locked,glass,display,wooden,museum,lit,illuminated,lockable,small,large,new,old,oak,walnut,mahogany,antique,restored,period} showcase/showcases/showcased/showcasing [!made,built,case,cabinet] => display/displays/displayed/displaying | show/shows/showed/showing
*(is|are|was|were) a (true|real|) testament to [?$,precision,engineering,craftsmanship,design] => $1 a fine example of
*a (true|real|) testament to [?$,precision,engineering,craftsmanship,design] => a fine example of
`,
  // set 17: "— a testament to the faith and resilience of generations" -> "proof of the faith" makes a tribute a
  // claim about evidence: to people's qualities a thing is a tribute.
  // set 21: "a testament to our passion for…" -> "a tribute to our passion": a firm cannot pay tribute to its own
  // qualities; "our" falls through to "proof of".
  // set 25: "a timeless testament to your love story" -> "a timeless proof of": after an adjective the catch-all is a reminder.
  String.raw`*(is|are|was|were) a (true|real|fitting|lasting|) testament to (the|their|his|her|its|your) (faith|resilience|dedication|devotion|courage|spirit|determination|commitment|generosity|love|strength|talent|talents|skill|skills|passion|perseverance|tenacity|ingenuity|creativity|vision|care|loyalty|kindness|hard work|work|efforts|endurance) => $1 a tribute to $3 $4
*a (true|real|fitting|lasting|) testament to (the|their|his|her|its|your) (faith|resilience|dedication|devotion|courage|spirit|determination|commitment|generosity|love|strength|talent|talents|skill|skills|passion|perseverance|tenacity|ingenuity|creativity|vision|care|loyalty|kindness|hard work|work|efforts|endurance) => a tribute to $2 $3
*(is|are|was|were) a (vibrant|true|real|powerful|remarkable|lasting|living|clear|fitting|shining|great|striking|poignant|moving|enduring|compelling|strong) testament to => $1 clear proof of
*(is|are|was|were) a testament to => $1 proof of
*a (true|real|powerful|remarkable|lasting|living|clear|fitting|shining|great|vibrant|vivid|striking|moving|enduring|compelling|strong|poignant) testament to => clear proof of
*stands as a testament to => shows
`,
  // set 26: "has stood as a testament to Lakeland heritage since 1981" -> "has shown … heritage" is no collocation: "stood for".
  String.raw`*(has|have|had) stood as a testament to => $1 stood for
*(has|have|had) stood as (a|an) [!candidate,nominee,independent] => $1 been $2
*stands/stood/serves/served/stand/serve as a (true|real|powerful|remarkable|lasting|living|clear|fitting|shining|great|vivid|vibrant|striking|moving|enduring|compelling|strong|poignant) testament to => says/said/says/said/say/say a lot about
*stand as a testament to => show
*serves as a testament to => shows
*serve as a testament to => show
*a testament to => proof of
*{!the,his,her,their,its,our,my,your,this,that,comma,$} testament to => reminder of
*testament to => proof of`,
  // set 19: "weaving a rich tapestry of memories" -> "weaving a rich mix": a mix is not woven; the verb goes with the noun.
  String.raw`*weave/weaves/wove/weaving (a|an) (rich|vibrant|intricate|colorful|colourful|cultural|diverse|) tapestry of => bring/brings/brought/bringing together`,
  // set 26: "our volunteers form a rich tapestry of…" -> "form a rich mix" is no collocation: as for "weave".
  String.raw`*form/forms/formed/forming (a|an) (rich|vibrant|intricate|colorful|colourful|cultural|diverse|) tapestry of => bring/brings/brought/bringing together
*(rich|vibrant|intricate|colorful|colourful|cultural|diverse) tapestry => rich mix`,
  // set 17: "World coins — a truly global tapestry" (no "of" after it) is a mix too.
  // set 25: "a 17th-century Flemish tapestry of a stag hunt" -> "Flemish mix of": after a name (a protected span) it is the woven one.
  // set 27: so is a "quilted/woven/embroidered tapestry of the mills" (the craft names the object).
  String.raw`*(global|international|multicultural|worldwide) tapestry => $1 mix
*(rich|vibrant|colourful|colorful|) tapestry of (canal|village|city|town|local|rural|daily|everyday|urban|family|community|island|river|street|country|coastal|farm|working|school|court) (life|history|heritage) => story of $2 $3
*{!$,quilted,woven,embroidered,hand-stitched,stitched,medieval,silk,wool,woollen,antique} tapestry of => mix of
*tapestries of => mixes of
*intricately => closely
*intricacies => details | ins and outs
*intricate detail/details => fine detail/details
*intricate [?carvings,carving,patterns,pattern,designs,design,embroidery,lace,mosaic,mosaics,drawings,illustrations,artwork,woodwork,tilework,beadwork,stitching,engravings,murals,plasterwork] => detailed
*intricate => complex
*within the realm of possibility => possible
*(in|within) the realm of => in
*the realm of => the world of
*(every|each|any|another|other) realm => $1 area
*{!$} realm => world
*(digital|competitive|technological|media|tech|cultural|social|corporate|educational|publishing|book|literary|music|gaming|streaming|entertainment|travel|creative|academic) landscape => $1 world
*(evolving|changing|shifting) landscape => changing world`,
  // set 22 (en-a): "the publishing/music/gaming/academic world" is the collocation (Oxford Collocations), not "picture".
  // set 20: "In today's challenging economic landscape" -> "economic world" is no English collocation; the economy,
  // politics and trade have a "climate" (Oxford Collocations: "economic/political/business climate").
  String.raw`*(economic|political) landscape => $1 climate`,
  // set 27: "a cornerstone of Nebraska's financial landscape" -> "financial climate" (the conditions): a sector is a world.
  String.raw`*(business|financial|investment|trading) landscape => $1 world`,
  // set 17: "In today's ever-changing workplace landscape": the workplace itself, which changes.
  String.raw`*(ever-changing|ever-evolving|ever-shifting|fast-changing|changing|evolving|shifting) (workplace|workplaces) landscape => changing $2
*(workplace|workplaces) landscape => $1
*part of the landscape of => part of
*navigate/navigates/navigated/navigating the (complex|ever-changing|ever-evolving|changing|evolving|shifting|crowded|confusing|complicated) landscape of => deal/deals/dealt/dealing with the $1 world of
*navigate/navigates/navigated/navigating the landscape of => deal/deals/dealt/dealing with
*ever-evolving => changing
*ever-changing => changing
*ever-growing => growing
*a plethora of => plenty of | lots of
*plethora of => plenty of
*a myriad of => countless | many`,
  // set 17: "The sheer myriad of options" -> "The sheer countless of options": after a determiner or an adjective
  // "myriad" is a noun, and "countless" no noun; "the sheer number of", "the many options".
  String.raw`*(sheer|vast|huge|endless|bewildering|dizzying|overwhelming) myriad of => $1 number of
*{?the,their,its,our,your,his,her,my} myriad of => many
*myriad [!of] => countless
*a (wide|vast|diverse|broad|rich) array of [?$] => a choice of
*a (wide|vast|diverse|broad|rich) array of => all kinds of | a range of
*a multitude of => many | lots of
*multifaceted => complex | many-sided
*comprehensively => fully
*(most|more) comprehensive => $1 complete`,
  // set 19: "Full EICR — comprehensive peace of mind" -> "full/thorough peace of mind": the collocation is "complete".
  String.raw`*comprehensive peace of mind => complete peace of mind`,
  // set 27: "serves as a comprehensive safety net" -> "a thorough safety net": a safety net is full, not thorough.
  String.raw`*comprehensive safety net => full safety net
*comprehensive [?$,comma,and,or,but,enough] => complete
*comprehensive [!school,schools,insurance,car,motor,cover,policy,policies,coverage,vehicle,sex,redevelopment,claim,claims,deductible] => thorough | full
*holistic (boost|benefit|benefits|workout|lift|tonic) => $1
*holistic (approach|approaches|strategy|strategies|thinking|policy|plan|care|working|view|framework|solution|solutions|service|services|support) => rounded $1 | all-round $1
*holistic (experience|experiences|retreat|retreats|treatment|treatments|therapy|therapies|massage|massages|session|sessions|wellbeing|well-being|wellness|health|healing|journey|programme|program|package|packages|spa|escape|break|day) => $1
*holistic => rounded
*make/makes/made/making it seamless to => make/makes/made/making it easy to`,
  // set 14: "spot forks and skewers seamlessly", "protects skirting boards seamlessly": "smoothly" fits only
  // set 22 (en-a): "every moment unfolds seamlessly" -> "unfolds." emptied the claim: unfold, proceed, happen run smoothly.
  // verbs of joining and moving; elsewhere the adverb is empty and goes. Set 18: before the verb too
  // ("smoothly combining technology with care", "smoothly blends with the houses" read wrong): it goes.
  String.raw`*{?blend,blends,blended,blending,integrate,integrates,integrated,integrating,fit,fits,fitted,fitting,work,works,worked,working,connect,connects,connected,connecting,flow,flows,flowed,flowing,combine,combines,combined,combining,switch,switches,switched,switching,move,moves,moved,moving,run,runs,ran,running,merge,merges,merged,merging,transition,transitions,transitioned,transitioning,sync,syncs,synced,syncing,link,links,linked,linking,join,joins,joined,joining,slide,slides,slid,sliding,glide,glides,glided,gliding,go,goes,went,going,together,and,or,but,yet,more,most,so,very,quite,fairly,pretty,really,as,almost,nearly,unfold,unfolds,unfolded,unfolding,proceed,proceeds,proceeded,proceeding,happen,happens,happened,happening,operate,operates,operated,operating} seamlessly => smoothly
*seamlessly [?and,or] => smoothly
*seamlessly => -
seamless (aluminium|aluminum|copper|steel|stainless|zinc|resin|epoxy|vinyl|rubber|concrete|pvc|upvc) => seamless $1
(hat|hats|sock|socks|garment|garments|jumper|jumpers|sweater|sweaters|tube|tubes|pipe|pipes|gutter|gutters|floor|floors|knit|yoke|sleeve|sleeves) (is|are|was|were) seamless => $1 $2 seamless`,
  // set 19: "the back can be seamless, with no piecing required": a quilt back, a lining or a join made
  // in one piece is literal after any form of "be" ("smooth" changed the fact).
  String.raw`(back|backs|backing|backings|quilt|quilts|lining|linings|join|joins|hem|hems|hat|hats|sock|socks|garment|garments|jumper|jumpers|sweater|sweaters|tube|tubes|pipe|pipes|gutter|gutters|floor|floors|sleeve|sleeves) (can|will|should|must|may|could|would) be seamless => $1 $2 be seamless`,
  // set 17: "Hidden zipper — seamless from every angle" -> "smooth from every angle": seamless as it looks
  // (no join to be seen) is literal; "smooth" says nothing about a join.
  String.raw`seamless from (every|any|all) (angle|angles|side|sides|direction|directions|view|views) => seamless from $1 $2
{?look,looks,looked,looking,appear,appears,appeared,appearing} seamless => seamless`,
  // set 14: "Upholstery — a seamless refresh" -> "a smooth refresh": a job or a process is hassle-free.
  String.raw`*seamless (refresh|makeover|upgrade|update|switch|switchover|changeover|move|transfer|installation|install|setup|set-up|booking|checkout|process|handover|renewal|repair|repairs|clean|fitting) => hassle-free $1`,
  // set 21: "seamless paper" is the name of a photo-studio backdrop roll (literal; left).
  // set 19: "a seamless celebration" -> "a smooth celebration" is not said: an event goes without stress.
  String.raw`*seamless (celebration|celebrations|event|events|party|parties|wedding|weddings|evening|day|night|occasion|reception) => stress-free $1
*seamless (way|ways|route|option|options|solution|solutions) => easy $1`,
  // set 26: "a seamless new way to plan" -> "a smooth new way" is no collocation: "a simple new way".
  String.raw`*seamless new (way|ways|route|option|options|system|service|app|tool) => simple new $1
*seamless [!paper,backdrop,backdrops,tube,tubes,pipe,pipes,steel,stockings,knit,knitting,garment,garments,gutter,gutters,guttering,flooring,floor,floors,hat,hats,sock,socks,tights,bra,bras,underwear,yoke,knitwear,leggings,briefs,vest,vests,tubing] => smooth
*robustly => strongly
*robust to => resistant to`,
  // set 14: "a more robust evening service" is not "solid": a service, a schedule or a network is reliable.
  String.raw`*robust (evening|morning|weekend|weekday|daytime|night|night-time|overnight|daily|hourly|sunday|saturday|bus|train|rail|ferry|local|delivery|support|backup|it|power|water|phone|mobile|broadband|internet|wi-fi|wifi) (service|services|timetable|timetables|schedule|schedules|network|networks|system|systems|connection|connections|supply|supplies|link|links) => reliable $1 $2
*robust [?service,services,system,systems,schedule,schedules,network,networks,timetable,timetables,connection,connections,infrastructure,supply,supplies,backup,backups,platform,server,servers,software,link,links,signal] => reliable
*most robust => strongest
*robust [!statistics,estimator,estimators,standard,regression,optimization,optimisation,control,inference,estimation,measure,measures,statistic,estimate,estimates,covariance,variance,median] => solid
*(the|of|a) crucial importance => $1 great importance
*more seamless => smoother
*^ rest assured that => -
*^ rest assured , => -
*(your|a|the|our|this) one-stop (guide|shop|destination|solution|resource|place|hub) => $1 $2
*well-rounded => balanced
*most seamless => smoothest`,
  // set 15: "turn and, crucially, fall off": the deletion takes both commas.
  String.raw`*(and|or|but|yet|so) , (crucially|notably) , => $1
*crucially , => -
*crucially => above all
*(how|most|so|too|very) crucial => $1 important
*absolutely (crucial|vital) => essential
*crucial [!$,to,for,that,in,because,when,as,if,and,but,or,role,part] => key | important
*crucial => important
*pivotal moment => turning point
*rich (cultural|historical) (heritage|history) => $1 $2
*rich (heritage|history) => $1
*(enduring|lasting|rich) legacy => legacy
*{?a,an,the,this} must-visit (destination|spot|spots|place|places|stop|attraction|attractions|site|event|exhibition|festival|museum|gallery) => $1 worth visiting
*a must-visit [?for,$] => well worth a visit
*must-visit => worthwhile
*{?will,would,could,may,might,to,can,should,must} mark a (significant|major|pivotal|important|key|historic|crucial) milestone => be a milestone
*marks a (significant|major|pivotal|important|key|historic|crucial) milestone => is a milestone
*a (significant|major|pivotal|important|key|historic|crucial) milestone => a milestone
*sets/setting the stage for success => prepares/preparing for success`,
  // set 19: "preparing the ground for success" mixes two idioms: success is prepared for.
  // set 25: "one of the most pivotal decisions" -> "the most big decisions": after a degree word "important" takes the degree.
  String.raw`*sets/setting the stage for => prepares/preparing the ground for
*deeply rooted => rooted
*feel free to [!reach,contact,ask,get,let] => you can
*^ feel free to (reach out|contact us|get in touch) [?anytime,at,via,by,through,on,directly,whenever,if,with] => you can $1
*please feel free to => you can
*(most|more|so|too|very|how) pivotal => $1 important
*pivotal (decision|decisions|choice|choices) => big $1`,
  // set 26: "marks a pivotal new chapter" -> "key new chapter" (key is itself a listed word): "a major new X".
  String.raw`*pivotal new => major new
*pivotal (game|games|match|matches|vote|votes|election|elections|battle|battles|round) => key $1 | decisive $1
*pivotal (year|years|season|seasons|decade|month|week|period|era|stage|phase|day|summer|winter|chapter|meeting|meetings|weekend|factor|factors|figure|figures|juncture) => key $1`,
  // set 28: "marking a pivotal step" -> "a key step" swapped one listed word for another: a step or a move is important.
  String.raw`*pivotal (step|steps|move|moves) => important $1`,
  // set 17: "a pivotal project" -> "a central project" makes it the main undertaking: "key", as for "crucial".
  String.raw`*pivotal [!$,to,for,that,in,because,when,as,if,and,but,or,role,part] => key | important
*(a|at a) pivotal crossroads => $1 crossroads
*pivotal => central || major
*play/plays/played/playing a (pivotal|crucial|vital|key|critical|central|significant|major|important|essential|instrumental|integral|fundamental|huge) role => play/plays/played/playing a big part | play/plays/played/playing a major part
*play/plays/played/playing an (important|essential|instrumental|integral|influential) role => play/plays/played/playing a big part | play/plays/played/playing a major part
*(an|a) integral part of => a key part of
*integral to => central to
*of paramount importance => very important
*(it's|it is) paramount that => $1 important that
*(is|are|was|were) paramount that => $1 important that
*(is|are) paramount => $1 what matters most
*(was|were) paramount => $1 what mattered most
*paramount => top
*of the utmost importance => very important
*of utmost importance => very important
*do/does/did/doing (our|my|their|his|her|your|its) utmost => do/does/did/doing $1 best
*utmost => greatest
*meticulously => carefully
*meticulous (craftsmanship|workmanship|stitching|detail|details|finish|joinery) => fine $1
*meticulous => careful | thorough
*commendable => praiseworthy | worthy
*noteworthy => striking
*groundbreaking [!ceremony,ceremonies] => original | new
*cutting-edge => advanced
*state-of-the-art => modern | up-to-date
*(a|the) (game-changer|game changer) [!for] => $1 breakthrough`,
  // set 20: "cell dividers, a breakthrough for glasses" overstates a thing that helps with something.
  String.raw`*a (game-changer|game changer) for => a big help for
*game-changing => far-reaching
*(the|its|their|this) transformative (power|potential|role|effect) => $1 $2
*transformative [?experience,experiences,journey] => life-changing
*{?is,are,was,were,be,been,being,of,truly,so,very,equally} transformative => life-changing
*transformative [!$,comma,and,or,for,to,in] => -
*transformative => life-changing
*revolutionize/revolutionizes/revolutionized/revolutionizing => transform/transforms/transformed/transforming
*revolutionise/revolutionises/revolutionised/revolutionising => transform/transforms/transformed/transforming
*profoundly => deeply
*profound => deep
*unwavering [?commitment,dedication,support,faith,loyalty,focus,devotion,belief,resolve,determination,trust,passion,care,attention,pursuit] => -
*unwavering => steady | firm
*invaluable => very useful
*indispensable => essential`,
  // "help your relative elevate their leg on a pillow", "elevate the leg on a cushion": first aid raises a limb or a
  // bed, literally; the readers of sets 5, 13, 17 and 20 list it as a look-alike that stays as written.
  // set 23: "elevate your teen's head with an extra pillow": a possessor before the limb changes nothing.
  // set 22 (en-a): "elevate its food bowl to a shelf": a bowl, a feeder, a tray or a screen is raised literally too.
  String.raw`elevate/elevates/elevated/elevating (your|our|their|his|her|its|the|a|my|one) (leg|legs|arm|arms|foot|feet|head|ankle|ankles|knee|knees|limb|limbs|hand|hands|bed|wrist|hip) => elevate/elevates/elevated/elevating $1 $2
elevate/elevates/elevated/elevating (your|our|their|his|her|its|the|a|my) (child's|teen's|baby's|toddler's|kid's|son's|daughter's|partner's|patient's|dog's|cat's|puppy's|horse's|pet's) (leg|legs|arm|arms|foot|feet|head|ankle|ankles|knee|knees|limb|limbs|paw|paws) => elevate/elevates/elevated/elevating $1 $2 $3
elevate/elevates/elevated/elevating (your|our|their|his|her|its|the|a|my|one|any) (food|water|feeding|litter|) (bowl|bowls|feeder|feeders|tray|trays|crate|crates|cage|hutch|tank|monitor|monitors|screen|laptop|speaker|speakers|planter|planters|pot|pots) => elevate/elevates/elevated/elevating $1 $2 $3
*elevate/elevates/elevated/elevating (young|new|local|emerging|rising) (talent|talents|voices|artists|players|musicians|writers|designers|performers) => promote/promotes/promoted/promoting $1 $2
*elevate/elevates/elevated/elevating (it|them|this|things|the|an|a|your|our|their|any) (event|evening|party|meal|dish|dinner|lunch|day|night|occasion|room|space|look|outfit|design|garden|home|celebration|reunion|gathering|experience|game|performance|show|menu|wedding|) from => lift/lifts/lifted/lifting $1 $2 from
*elevate/elevates/elevated/elevating [?your,our,their,his,her,its,the,this,that,these,those,my,every,each,any] => improve/improves/improved/improving
*elevate/elevates/_/elevating => improve/improves/_/improving
*enhancement/enhancements => improvement/improvements`,
  // set 21: "an enhanced DBS check" is the official name of a check level (also CRB, disclosure, vetting): kept;
  // an acronym is a protected span ("$"), so a word before punctuation is kept too (a sign left, no error).
  String.raw`*enhance/enhances/enhanced/enhancing [!$,dbs,crb,disclosure,vetting] => improve/improves/improved/improving
*streamline/streamlines/streamlined/streamlining => simplify/simplifies/simplified/simplifying
*facilitate/facilitates/facilitated/facilitating => support/supports/supported/supporting
*navigate/navigates/navigated/navigating the complexities of => deal/deals/dealt/dealing with
*navigate/navigates/navigated/navigating [?challenges,complexities,difficulties,obstacles,uncertainty,uncertainties,change,changes,life,adversity] => handle/handles/handled/handling
*bustling => busy | lively
*vibrant (reminder|reminders|memory|memories|picture|portrait|image|images|account|description|illustration) => vivid $1
*vibrant [?colors,colours,hues,shades,color,colour,red,blue,green,yellow,orange,purple,pink] => bright`,
  // set 14: "the vibrant life of our region" -> "the lively life" says it twice; life is busy.
  String.raw`*vibrant (life|lives) => busy $1
*most vibrant [?colors,colours,hues,shades,color,colour,red,blue,green,yellow,orange,purple,pink] => brightest
*more vibrant [?colors,colours,hues,shades,color,colour,red,blue,green,yellow,orange,purple,pink] => brighter`,
  // A one- or two-syllable replacement takes the synthetic forms: "the most lively" is "the liveliest".
  // Set 18: "a more vibrant, sustainable region" -> "a livelier, sustainable region" drops the "more" the
  // second adjective shared: before a comma or "and"/"or" the analytic form keeps it.
  String.raw`*(most|more) vibrant [?comma,and,or] => $1 lively
*most vibrant => liveliest
*more vibrant => livelier
`,
  // set 26: "AMOLED screens look vibrant" is a plain product description (a held-out look-alike): after a verb of
  // looking the literal colour stays, as "looks seamless" does.
  String.raw`{?look,looks,looked,looking,appear,appears,appeared,appearing} vibrant => vibrant
*vibrant => lively
*(nestled in|in) the heart of (the|our|your|their|this) (community|communities|neighbourhood|parish|team|family|campus|school|club|town|village|city) => at the centre of $2 $3`,
  // set 17: "in the heart of Austin" -> "in the centre of Austin" in a text spelt the American way. A
  // replacement is spelt alike in both (as Portuguese does): before a name "in central Austin"; "downtown" is
  // American; "neighborhood" says which spelling the text uses. Set 20: before a name "central" is wrong when
  // the name owns the place ("in central Wisconsin's Driftless Area": the area is in the south-west), so the
  // heart just goes: "in Wisconsin's Driftless Area", "in Austin".
  String.raw`*(nestled in|in) the heart of (the|our|your|their|this) neighborhood => at the center of $2 neighborhood
*(nestled in|in) the heart of [?$] => in
*(nestled in|in) the heart of (downtown|midtown|uptown) => in the middle of $2`,
  // set 14: "Nestled in the heart of the harbour" -> "In the middle of the harbour" puts the building in the water: a
  // place has a centre; only a time or an event has a middle.
  String.raw`*(nestled in|in) the heart of (winter|summer|autumn|spring|the winter|the summer|the season|the night|the day|the storm|the crisis|the action|the match|the game|the battle|the war|the festival|it all|all this|all that) => in the middle of $2
*nestled in the heart of => in the centre of
*in the heart of => in the centre of`,
  // "found a place in the heart of many kitchens" -> "in the centre of many kitchens" is a literal centre for a figure: before a
  // quantifier the heart just goes ("in many kitchens").
  String.raw`*(nestled in|in) the heart of (many|most|countless|so many|every|all|millions of|thousands of) => in $2
*{?is,are,was,were,remains,remain} at the heart of => central to`,
  // set 20: "Nestled beside the river, the centre is Norwich's liveliest…" -> "Tucked away beside…" hides a busy place, and
  // is a stock phrase too; at a sentence's start or after "is" the place alone says it ("Beside the river, …", "is by").
  String.raw`*{?$,is,are,was,were,be,been,sits,sit,lies,lie,remains,remain} nestled (in|among|between|within|on|at|along|beside|by|near) => $1
*nestled (in|among|between|within|on|at|along|beside) => tucked away $1
*nestled => tucked
*breathtaking => striking | spectacular
*captivating => engaging
*intriguing => interesting`,
  // set 14: "Embrace the muddy boots and the burnt sausages!" -> "Welcome the muddy boots": the imperative
  // tells the reader to enjoy a thing; a chance is taken.
  String.raw`*^ embrace (the|every|each|your|this|that|these|those|all) (opportunity|opportunities|chance|chances) => take $1 $2
*^ embrace (the|a|an|every|each|your|this|that|these|those|all|it|them) => enjoy $1`,
  // set 17: "**Embrace improvisation — your secret weapon:**" -> "Welcome improvisation" first reads as a greeting.
  // set 19: "By embracing their unique needs" -> "welcoming their needs": needs and requirements are met.
  String.raw`*embrace/embraces/embraced/embracing (their|your|his|her|its|our|the|each|every|a|any) (unique|individual|specific|particular|special|own|different|changing|) (need|needs|requirement|requirements) => meet/meets/met/meeting $1 $2 $3`,
  // set 28: "**Embrace passkeys — …**" -> "Be open to passkeys" weakened the advice (embrace = adopt), and "empowering older adults
  // to embrace the digital world" -> "welcome the digital world" is no collocation: a tool is adopted, technology is got to grips with.
  String.raw`*embrace/embraces/embraced/embracing (passkeys|passkey|password managers|a password manager|two-factor authentication|multi-factor authentication|2fa|mfa) => adopt/adopts/adopted/adopting $1
*embrace/embraces/embraced/embracing (the digital world|the digital age|technology|new technology|digital technology|digital tools|the internet) => get/gets/got/getting to grips with $1`,
  String.raw`*^ embrace => be open to
*{!him,her,me,us,them,you,each,one} embrace/embraces/embraced/embracing [!him,her,me,us,them,you,each,one] => welcome/welcomes/welcomed/welcoming
*beacon of excellence => centre of excellence
*beacon of (academic|sporting|musical|artistic|clinical) excellence => centre of $1 excellence
*beacon of (hope|light|inspiration|comfort|support|joy|strength|warmth|calm|reassurance|advice|help|safety|pride) => source of $1
`,
  // set 27: "a beacon of trust for generations of savers" -> "a model of trust" is no collocation; a quality has a byword.
  // set 29: "a beacon of opportunity" -> "a model of opportunity": "model of" takes a quality, "source of" a good; a noun
  // that is neither keeps its beacon (a sign, no error).
  String.raw`*beacon of (trust|integrity|honesty|reliability|quality|stability|security|fairness) => byword for $1
*beacon of (opportunity|opportunities|learning|knowledge|education|information|ideas|encouragement|possibility|possibilities|welcome|kindness|generosity|community) => source of $1
*beacon of (innovation|efficiency|sustainability|good practice|best practice|inclusion|diversity|tolerance|democracy|openness|transparency|accessibility|design|resilience|courage|compassion) => model of $1`,
  // set 17: "a shining beacon of everything that makes Ashcombe special" -> "a shining model": the
  // collocation is "a shining example".
  String.raw`*shining beacon of [!hope,light,inspiration,comfort,support,joy,strength,warmth,calm,reassurance,advice,help,safety,pride] => shining example of
*symphony of => mix of
*kaleidoscope of => mix of
*labyrinth => maze
*a treasure trove of => a wealth of
*treasure trove of => wealth of
*interplay => interaction
*garner/garners/garnered/garnering => gain/gains/gained/gaining
*{!a,the,one,two,three,foam,yoga,pillow,pillows,cushion,cushions,your,my,our,their,his,her,its,each,every,this,that,another,uses,use,with} bolster/bolsters/bolstered/bolstering [!&,and,cushion,cushions,pillow,pillows,case,cases,cover,covers,$] => boost/boosts/boosted/boosting | strengthen/strengthens/strengthened/strengthening`,
  // "solutions that bolster local resilience": after "that" a verb when an object follows (not "that bolster is firm").
  String.raw`*{?that} bolster/bolsters/bolstered/bolstering [?local,the,their,our,your,its,his,her,community,public,morale,confidence,trust,support,resilience,security,demand,growth] => strengthen/strengthens/strengthened/strengthening
*^ boasting [!about,that,of] => with
*, boasting [!about,that,of] => , with
*boast/boasts/boasted/boasting [!about,that,of] => have/has/had/having
*a rich heritage => a long history`,
  // A woven or stitched tapestry and "fully comprehensive" cover are literal: written back as they are.
  String.raw`(hand-stitched|embroidered|woven|stitched|medieval|antique|silk|wool|woollen|framed|flemish|bayeux) tapestry => $1 tapestry
fully comprehensive => fully comprehensive
*(the|life's|our|their|its|his|her|my|your) most profound => $1 deepest`,
  // "children you have fostered" is the literal sense: the entry keeps the words as written, so the
  // later "fostered" entries never see them (not a marker: nothing is rewritten).
  String.raw`(children|child|kids|teenagers|babies) (you|we|they|he|she|i) have fostered => $1 $2 have fostered
(children|child|kids|teenagers|babies) (you|we|they|he|she|i) (fostered|foster) => $1 $2 $3
*stands/stood as one of => is/was one of
*surpass/surpasses/surpassed/surpassing => exceed/exceeds/exceeded/exceeding
*align/aligns/aligned/aligning with => match/matches/matched/matching
*in alignment with => in line with
*resonate/resonates/resonated/resonating with => appeal/appeals/appealed/appealing to | strike/strikes/struck/striking a chord with
*pave/paves/paved/paving the way for => clear/clears/cleared/clearing the way for | open/opens/opened/opening the way for
*pave/paves/paved/paving the way to => open/opens/opened/opening the way to
*sheds/shedding light on => explains/explaining | clarifies/clarifying
*{?to,can,could,will,would,may,might,must,should,help,helps,helped} shed light on => explain | clarify
*a deep dive into => a close look at
*deep dive into => close look at
*dive/dives deep into => look/looks closely at
*endeavor/endeavors/endeavored/endeavoring to => try/tries/tried/trying to
*endeavour/endeavours/endeavoured/endeavouring to => try/tries/tried/trying to
*endeavor/endeavors => effort/efforts
*endeavour/endeavours => effort/efforts
*commence/commences/commenced/commencing => start/starts/started/starting
*ascertain/ascertains/ascertained/ascertaining => find/finds/found/finding out
*elucidate/elucidates/elucidated/elucidating => explain/explains/explained/explaining
*exemplify/exemplifies/exemplified/exemplifying => illustrate/illustrates/illustrated/illustrating
*encompass/encompasses/encompassed/encompassing => cover/covers/covered/covering | include/includes/included/including
*pertaining to => related to | about
*key takeaways => main points
*emphasize/emphasizes/emphasized/emphasizing => stress/stresses/stressed/stressing
*emphasise/emphasises/emphasised/emphasising => stress/stresses/stressed/stressing
*spearhead/spearheads/spearheaded/spearheading => lead/leads/led/leading
*unveil/unveils/unveiled/unveiling [?$] => present/presents/presented/presenting`,
  // set 26: "unveil our brand-new studio" -> "reveal": a new place or product is presented, a secret revealed.
  String.raw`*unveil/unveils/unveiled/unveiling (our|their|its|his|her|my|your|a|an|the|this) (new|brand-new|latest|first|updated|redesigned) => present/presents/presented/presenting $1 $2
*unveil/unveils/unveiled/unveiling => reveal/reveals/revealed/revealing
*burgeoning => growing
*heightened => greater
*stark contrast => sharp contrast
*stark reminder => sharp reminder`,
  // set 17: "Stepping behind the screen can feel daunting" -> "can feel hard": said of how a thing feels or
  // looks, daunting is intimidating, not difficult.
  String.raw`*{?feel,feels,felt,feeling,seem,seems,seemed,look,looks,looked,sound,sounds,be,is,are,was,were,been,being,become,becomes,became,quite,very,so,too,less,more,most,bit,little,rather,pretty,slightly,equally,initially,somewhat} daunting => intimidating
*daunting => hard | tough
*enigmatic => mysterious
*esteemed => respected
*adeptly => skillfully
*adept at => skilled at
*poised to => set to
*quintessential => classic
*innovative => inventive`,
  // set 21: "a versatile powerhouse" -> "a flexible powerhouse" is no collocation; the noun already says strong.
  String.raw`*(a|an) versatile (powerhouse|performer|workhorse|all-rounder) => an all-rounder
*versatile => flexible
*nuanced [?cup,cups,flavour,flavours,flavor,flavors,taste,wine,wines,coffee,palate,aroma,aromas,finish,blend,bouquet,nose] => complex
*nuanced [?feedback,picture,analysis,discussion,discussions,view,views,answer,answers,explanation,assessment,account,understanding,guidance,advice,reading,portrait,debate,conversation,conversations] => detailed`,
  // set 14: "a nuanced exploration" -> "a subtle exploration", "nuanced, constructive feedback" -> "subtle": subtle
  // is faint, not careful. A character or a role is complex; a thing that is nuanced is complex.
  String.raw`*{?is,are,was,were,be,been,being,more,far,much,very,deeply,highly,increasingly} nuanced [?$,comma,than,and,but,or,in,to,for] => complex
*nuanced [?character,characters,performance,performances,role,roles,protagonist,hero,heroine,villain,figure,figures,personality,issue,issues,problem,problems,question,questions,situation,situations,topic,topics,subject,subjects,relationship,relationships] => complex
*nuanced [?comma,exploration,explorations,study,studies,look,approach,approaches,treatment,handling,response,responses,review,reviews,critique,report,reports,guide,essay,article,book,argument,arguments,case,take,interpretation,interpretations] => careful
*nuanced => careful
*commendably [?$,comma,and,but,or,in,on,at,for,with,during,under,as] => well
*commendably => -
*{?a,an,the,moral,economic,political,ethical,commercial,business,social,legal,environmental,practical,strategic} imperative [!mood,form,forms,sentence,sentences,verb,verbs,programming,language,languages,style,clause,clauses] => need
*{!categorical} imperative [!mood,form,forms,sentence,sentences,verb,verbs,programming,language,languages,style,clause,clauses] => essential
*whilst => while
*amongst => among
*unparalleled => unmatched
*exceptionally => unusually
*notably , => -
*most notably => above all
*notably => especially
*with the advent of => with the arrival of | with the rise of
*the advent of => the arrival of | the rise of
*{?to,can,could,will,would,may,might,must,should} serve as => be
*{?to,can,could,will,would,may,might,must,should} (potentially|possibly) serve as => be
*serves as a reminder of => reminds us of
*{!to,can,could,will,would,may,might,must,should,shall,i,do,does,did,not,never,and,or,please,also,still,now,often} serve as a reminder of => remind us of
*{!to,can,could,will,would,may,might,must,should,shall,i,do,does,did,not,never,and,or,please,also,still,now,often} serve as a (lively|vivid|powerful|stark|striking|poignant|timely|constant|daily|useful|welcome|fitting|clear|gentle|sobering|lasting|living|quiet) reminder of => are a $1 reminder of
*{!to,can,could,will,would,may,might,must,should,shall,i,do,does,did,not,never,and,or,please,also,still,now,often} serve as a vibrant reminder of => are a vivid reminder of
*serves as a reflection of => is a reflection of
*(now|also|still|often|currently|primarily|mainly|effectively|essentially|increasingly|sometimes|already|largely|simply) serves as => is $1
*(to|can|could|will|would|may|might|must|should) (now|also|still|often|always) serve as => $1 $2 be
*(now|also|still|often|currently|primarily|mainly|effectively|essentially|increasingly|sometimes|already|largely|simply) serve as => are $1
*stands as a reminder of => reminds us of
*stands as a (symbol|monument|example|model|landmark) of => is a $1 of
*stands as (a|an) [!candidate,nominee,independent] => is $1
*stands/stood as the (keystone|cornerstone|centrepiece|centerpiece|backbone|foundation) of => is/was the $1 of
*stands as another => is another
*stood as (a|an) [!candidate,nominee,independent] => was $1
*{?they,we,you,these,those,both,all,many,most,some,others,people} serve as (a|an|the) => are $1
*thought-provoking => stimulating
*stand as a (symbol|reminder|monument|example|model|landmark) of => are a $1 of
*serves as => is
*(has|have|had) served as => $1 been
*(has|have|had) (long|always|also|now|often) served as => $1 $2 been`,
  // set 23: "our practice has proudly served as a trusted partner": the pride is the text's own puffery; the fact is that it has
  // been one. ("has faithfully served as" stays: "has faithfully been" reads oddly.)
  // set 25: "Every installation features … haul-away of your old unit" -> "has … haul-away": a list of items is included.
  String.raw`*(has|have|had) proudly served as => $1 been
*represents/represented (one of|a|an) => is/was $1
*(also|now|still|often|truly) represents (one of|a|an) => is $1 $2
*(also|now|still|often|truly) represented (one of|a|an) => was $1 $2
*{?to,can,could,will,would,may,might,must,should} represent (one of|a|an) => be $1
*{?they,we,you,these,those,both,all,many,most,some,others,changes,results,findings,figures,numbers} represent (one of|a|an) => are $1
*{!the,its,their,key,new,main,special,many,several,these,those,other,advanced,safety,unique,top,best,all,some,of,and,with,$} features (a|an|over|more|two|three|four|five|six|several|many|dozens|live|free) => includes $1`,
  // set 17: "This ensured that every tester could start" -> "This made sure": "make sure" wants a person for
  // its subject; after a pronoun that names a thing or an event the verb stays.
  String.raw`*{!this,it,which,that,these,those} ensure/ensures/ensured/ensuring that => make/makes/made/making sure that`,
  // set 14: "ensuring complete peace of mind" -> "securing": peace of mind is given.
  String.raw`*ensure/ensures/ensured/ensuring (complete|total|full|absolute|real|true|) peace of mind => give/gives/gave/giving $1 peace of mind
*, ensuring (complete|total|full|absolute|real|true|) peace of mind => , giving $1 peace of mind
*{!the,these,those,its,their,our,his,her,my,your,such,many,some,any,no} (valuable|invaluable|key|deep|unique|fresh) insights (into|on|about) => a useful look at | a close look at
*(valuable|invaluable) insights => useful lessons
*actionable (insights|insight) => practical lessons
*gain/gains/gained/gaining (insight|insights) into => learn/learns/learned/learning about
*provide/provides/provided/providing (new|fresh|deeper|further|) (insight|insights) into => reveal/reveals/revealed/revealing more about
*(profound|significant|substantial) impact => big impact
*significantly [?better,worse,faster,slower,cheaper,easier,harder,bigger,stronger,weaker,longer,shorter,older,younger,safer,richer,poorer,wider,deeper,costlier] => noticeably | far
*significantly [?reduce,reduces,reducing,lower,lowers,lowering,cut,cuts,cutting,improve,improves,improving,increase,increases,increasing,boost,boosts,boosting,raise,raises,raising] => greatly
*significantly [!different,higher,lower,associated,correlated,greater,less,more,increased,decreased,reduced,related,fewer,larger,smaller] => greatly | noticeably
*a significant (amount|number) of => a lot of
*(most|more) significant => $1 important
*{!statistically,not} significant [!difference,differences,other,others,at,effect,effects,correlation,result,results,for,$] => major | big
*significant for => noted for
*tailored to [?meet,fit,suit,match,address,serve,support,help,handle,reflect,answer] => designed to`,
  // set 14: "Every visit is tailored to your piano" -> "suited to" (which says it already fits): the work is
  // matched to the reader's own thing; "options suited to every budget" stays.
  String.raw`*tailored to (your|each|his|her|their|its|our|my) => matched to $1
`,
  // set 26: "every session can be tailored to beginners" -> "be suited to" (stative, no passive action): a thing is adapted.
  String.raw`*{?be,been,being} tailored to => adapted to
*tailored to => suited to
*tailor/tailors/_/tailoring [?the,your,their,our,its,his,her,my,it,them,this,each,every,a,an] => adapt/adapts/_/adapting
*{?a,an,the,our,your,their,its,this,each,every} (thoughtfully|carefully|expertly|lovingly|meticulously|beautifully|) curated [!by,for,from,to,with,in,and,or,$] => -
*{?a,an} (thoughtfully|carefully|expertly|lovingly|meticulously|beautifully|) curated , => -
*{!carefully,well,expertly,lovingly} curated => chosen`,
  // set 22 (en-a): "hand-picked" is itself a listed sign, and "a carefully chosen experience" no collocation: before
  // its noun "curated" (and its adverb) only praises, so it goes ("a curated monthly box" -> "a monthly box").
  // set 19: "every detail is meticulously curated" -> "hand-picked": details are planned, not picked.
  String.raw`*(detail|details) (is|are|was|were|) (meticulously|carefully|expertly|) curated => $1 $2 carefully planned || $1 $2 carefully chosen
*curated => chosen
*meticulously crafted => carefully made`,
  // set 19: "flavours crafted by the chef" -> "made by": a chef creates a flavour, a dish or a menu.
  String.raw`*(flavours|flavors|flavour|flavor|dishes|dish|menu|menus|recipes|recipe|cocktails|cocktail) crafted by => $1 created by
*crafted => made
*in summary => in short
*in a comprehensive manner => fully
*(a|an) (comprehensive|holistic|multifaceted) understanding of => a full grasp of`,
  // ── The rest of the listed vocabulary (Kobak 2024, Liang 2024, Wikipedia's AI-vocabulary list)
  // and the stock phrases of its words-to-watch lists. A replacement never contains a listed
  // word; technical and literal senses are kept by conditions (a climbing harness, foster care,
  // a landscape painter, pressing a key, the imperative mood, lucid dreams, Fifth Avenue).
  // Verbs
  String.raw`*accentuate/accentuates/accentuated/accentuating [?it,them,this,that,these,those,him,her] => stress/stresses/stressed/stressing
*accentuate/accentuates/accentuated/accentuating => bring/brings/brought/bringing out
*acknowledging => recognizing
*amplify/amplifies/amplified/amplifying [!music,sound,sounds,noise,speaker,speakers,voice,voices,instrument,instruments,band,bands,signal,signals,guitar,guitars,audio] => magnify/magnifies/magnified/magnifying
*augmenting => supplementing
*capitalizing (on|upon) => making the most of | cashing in on
*capitalising (on|upon) => making the most of | cashing in on
*continue/continues/continued/continuing to captivate => keep/keeps/kept/keeping charming
*captivate/captivates/captivated => charm/charms/charmed
*continue/continues/continued/continuing to thrive => keep/keeps/kept/keeping thriving
*crafting [?$] => making things
*crafting [?made-to-measure,handmade,hand-made,homemade,home-made] => producing
*crafting [!supplies,table,tables,station,stations,system,systems,recipe,recipes,materials,kit,kits,skill,skills,tree,menu,guide] => making
*culminating (in|with) => ending $1
*{?the,a,its,their,his,her,this} culminating => final
*delineate/delineates/delineated/delineating => outline/outlines/outlined/outlining
*delineation between => line between
*delineation of => definition of
*delineation => outline
*discern/discerns/discerned/discerning between => distinguish/distinguishes/distinguished/distinguishing between
*discern/discerns/_/discerning [?whether,if,what,how,why,who,which,where,when] => tell/tells/_/telling
*discerning [?eye,eyes,ear,ears,palate,palates,taste,mind,minds] => sharp
*discerning [?customer,customers,reader,readers,viewer,viewers,buyer,buyers,traveler,travelers,traveller,travellers,diner,diners,shopper,shoppers,audience,audiences,client,clients,guest,guests,consumer,consumers,investor,investors,collector,collectors,listener,listeners,visitor,visitors,critic,critics,fans,drinkers] => demanding
*{?a,an,the,most,more,very,truly,quite,highly,too} discerning => selective
*discern/discerns/discerned/discerning => detect/detects/detected/detecting
*elucidation => explanation
*encapsulate/encapsulates/encapsulated/encapsulating [?it,them,this,that,these,those,him,her,us] => capture/captures/captured/capturing
*encapsulate/encapsulates/encapsulated/encapsulating => sum/sums/summed/summing up | capture/captures/captured/capturing
*escalating [?the,a,an,it,them,this,that,these,those,its,their,his,her,our,matters,things] => worsening
*{?is,are,was,were,be,been,keep,keeps,kept,continue,continues,continued} escalating => growing
*escalating => rising | growing
*exacerbating => worsening
*{!$,microsoft,ms,in,into,from,to,the,an,using,with,via} excel/excels/excelled/excelling => do/does/did/doing well
*{?to,can,could,will,would,may,might,must,should,help,helps,helped,helping,let,lets} excel => do well
*excellently => very well
*exhibited => displayed
*{?is,are,was,were,be,been,currently,now} featuring => showing
*featuring [!prominently,heavily,in,on,as] => with
*grappling (with|over) => struggling $1 | wrestling $1
*(lay|lays|laid|laying) the groundwork => $1 the foundations
*groundwork => preparation | legwork
*{?the,a,an,its,their,his,her,our,my,your,real,main,big,biggest,major,one,two,three,top,other,some,many,several,personal,definite,particular,undoubted,special,true,clear,absolute,key} highlight/highlights [!reel,reels] => high point/points
*highlight/highlights/highlighted/highlighting (the|a|this|that|your|each|every|any|all) (text|word|words|passage|passages|line|lines|cell|cells|row|rows|column|columns|sentence|sentences|paragraph|paragraphs|section|sections|code|selection|phrase|phrases|name|names|entry|entries|field|fields|link|links|item|items|file|files|box|boxes) => mark/marks/marked/marking $1 $2
*{!the,a,an,its,their,his,her,our,my,your,real,main,big,biggest,major,one,two,three,top,other,some,many,several,personal,season,career,trip,tour,video,game,match,weekly,daily,news,hair,key,special} highlight/highlights/highlighted/highlighting [?the,a,an,its,their,his,her,our,my,your,this,that,these,those,how,why,what,where,who,whether,some,several,many,both,key,important,two,three,one,it,them,him,us,growing,ongoing,potential,need,needs,issues,importance,significance,concerns,challenges,differences,risks,benefits,value,role,urgent,areas,opportunities,gaps,strengths,weaknesses,problems,lack,shortcomings,ways,examples,cases,a,various,several,recent,current,new,common,specific,particular,certain,different,similar,real,serious,critical,major] => stress/stresses/stressed/stressing | point/points/pointed/pointing to
*{!the,a,an,door,rusty,metal,squeaky,gate,its,their,his,her,new,old} hinge/hinges/hinged/hinging (on|upon) => depend/depends/depended/depending on
*illuminate/illuminates/illuminating [?the,a,an,how,why,what,whether,where,who,which,this,these,those,its,their,our,his,her,some,many,both,key,important,new,it,them] => throw/throws/throwing light on
*illuminating => revealing | enlightening
*illuminate/illuminates => light/lights up
*juxtaposed (with|against) => set against
*{!the,a,an,these,those,two,three,its,their} juxtaposed => set side by side
*juxtaposed => contrasting
*orchestrating => organizing | coordinating
*{!a,an,the,its,their,his,her,our,this} pioneering [?the,a,an,this,that,these,its,their,his,her,our] => leading the way in
*pioneering => trailblazing
*pinpoint [?accuracy,precision] => exact
*pinpoint/pinpoints/pinpointed/pinpointing => find/finds/found/finding | identify/identifies/identified/identifying
*propelling => driving | pushing
*{!$,earth,moon,moons,planet,planets,satellite,satellites,electron,electrons,star,stars,wheel,door,mars,venus,mercury,jupiter,saturn,uranus,neptune,pluto,comet,comets,asteroid,asteroids} revolve/revolves/revolved/revolving around => focus/focuses/focused/focusing on`,
  // set 17: "D&D revolves around one simple roll": after a name ("Mars revolves around the Sun" stays) the
  // object tells: a body circles "the"/"a"/"its" one.
  String.raw`*{?$} revolve/revolves/revolved/revolving around [!the,a,an,its,their,his,her,our,your,this,that,$] => focus/focuses/focused/focusing on
*scrutinize/scrutinizes/scrutinized/scrutinizing => examine/examines/examined/examining
*scrutinise/scrutinises/scrutinised/scrutinising => examine/examines/examined/examining
*signifying => meaning
*{?bridge,bridges,arch,arches,viaduct,span} spanning => crossing
*spanning [!tree,trees,set,sets] => covering
*spurred on => pushed on
*spurred => prompted
*substantiate/substantiates/substantiated/substantiating => support/supports/supported/supporting
*surmount/surmounts/_/surmounting => overcome/overcomes/_/overcoming
*uncovering => finding | revealing
*{!the,a,an,its,their,his,her,our,theoretical,moral,philosophical,intellectual,legal,conceptual,ideological,economic,political,structural} underpinning [!$] => supporting
*underpinnings => foundations
*underpinning => foundation
*underpin/underpins/underpinned => support/supports/supported
*unravelling/unraveling [?the,a,an,its,their,his,her,this,that,these,those,how,why,what,complex,some,many,mysteries,secrets,myths,threads] => untangling
*unravelling/unraveling => falling apart
*{!court,courts,judge,judges,tribunal,panel,justices,was,were,been,be,being} uphold/upholds/upheld/upholding (the|our|their|its|his|her|your|these|those|human|basic|civil|the) (law|laws|rule|rules|regulations|rights|agreement|agreements|constitution|treaty|ceasefire) => respect/respects/respected/respecting $1 $2
*{!court,courts,judge,judges,tribunal,panel,justices,was,were,been,be,being} uphold/upholds/upheld/upholding (law|laws|rules|regulations|rights|democracy|justice|fairness|order) => respect/respects/respected/respecting $1
*{!court,courts,judge,judges,tribunal,panel,justices,was,were,been,be,being} uphold/upholds/upheld/upholding (the|our|their|its|his|her|your|these|those|high|strict) (standard|standards|values|traditions|tradition|principles|principle|ideals|reputation|quality|integrity|promise|promises|commitment|commitments) => maintain/maintains/maintained/maintaining $1 $2
*{!court,courts,judge,judges,tribunal,panel,justices,was,were,been,be,being} uphold/upholds/upheld/upholding (standards|values|traditions|principles|ideals|quality|integrity) => maintain/maintains/maintained/maintaining $1
*{!court,courts,judge,judges,tribunal,panel,justices,was,were,been,be,being} uphold/upholds/upheld/upholding => defend/defends/defended/defending
*{!left,right,center,centre,top,bottom,vertically,horizontally} aligned [?$] => in line
*(closely|well|fully|better|more|tightly|perfectly|poorly) aligned => $1 matched
*{!left,right,center,centre,top,bottom,vertically,horizontally} aligned (to|toward|towards) => in line with
*(with|took|takes|take|taken) meticulous care => $1 great care
*, ensuring (a|an) (truly|) (unforgettable|memorable|seamless|smooth|enjoyable|pleasant|comfortable|stress-free|hassle-free|delightful|wonderful|great|rewarding) (experience|stay|visit|trip|journey|time|holiday|vacation|evening|day|weekend) [?$] => -`,
  // ", ensuring a smooth installation": a noun phrase after "a"/"an" reads as a purpose. After "the" a
  // clause may follow ("ensuring the fronds never dry out") as well as a noun phrase: the nouns and
  // adjectives that open the noun phrases take "of", any other word is read as a clause's subject.
  // A pronoun and its clause ("ensuring everyone sees", "ensuring you're…") are structure.ts's (ENSURING_CLAUSE):
  // one rule for them; a pronoun it leaves is an object ("ensuring you a seat" -> "securing you a seat").
  String.raw`*, ensuring (a|an) (warm|warmer|friendly|safe|proper|comfortable|quiet|dedicated|) (welcome|place|space|spot|seat|home|chance|role|choice|voice|slot) => , so that there is $1 $2 $3`,
  // set 17: ", ensuring a smoother start for first-time owners" -> ", for a smoother start for…": the noun phrase
  // often has a "for" of its own ("a safe afternoon for all"); "making for" reads right before it.
  // set 18: "ensuring your records follow you" -> "securing your records follow": after a possessive a clause
  // is as likely as a noun phrase; only the listed nouns take "securing", any other stays (a sign, no error).
  // set 19: ", ensuring healthy teeth and digestion" -> "securing healthy teeth": a bare noun phrase whose
  // adjective names the result reads as a purpose, "for healthy teeth". (Set 20: also a degree of quality before
  // a list, ", ensuring exceptional flavour, welfare and traceability" -> "securing … welfare" was odd.)
  String.raw`*, ensuring (healthy|healthier|strong|stronger|clean|cleaner|fresh|fresher|even|smooth|smoother|uninterrupted|steady|consistent|accurate|reliable|lasting|long-lasting|safe|safer|quick|quicker|fast|faster|crisp|sharp|sharper|tidy|neat|neater|good|better|excellent|superb|maximum|full) => , for $1
*— ensuring (healthy|healthier|strong|stronger|clean|cleaner|fresh|fresher|even|smooth|smoother|uninterrupted|steady|consistent|accurate|reliable|lasting|long-lasting|safe|safer|quick|quicker|fast|faster|crisp|sharp|sharper|tidy|neat|neater|good|better|excellent|superb|maximum|full) => — for $1
*, ensuring (exceptional|outstanding) => , for excellent
*(,|—) ensuring seamless => $1 for smooth`,
  // set 29: "ensuring seamless streaming, gaming and online lectures" -> "securing … streaming": access, funding or a place is
  // secured, an activity is not; the fallback takes only those objects, and a seamless result is "for" it like a smooth one.
  // "Great governance empowers great care" -> "helps great care": help takes a person; an abstract object is supported.
  // set 21: ", ensuring fewer surprises" -> "securing fewer surprises", "ensuring meticulous attention" -> "securing… attention": a
  // comparative names a result, read as a purpose ("for fewer surprises"); attention is given "with".
  // set 25: ", ensuring lower heating bills" -> ", for lower heating bills" is no English: "with" carries the result.
  String.raw`*, ensuring (fewer|less|lower|more|greater|higher) => , with $1
*, ensuring (meticulous|careful|close|thorough|great) attention => , with careful attention`,
  // set 20: ", ensuring a soft cushion for everything above" -> "making for a soft cushion for": a physical
  // layer or fit has a "for" of its own as often; what it gives is said plainly.
  String.raw`*, ensuring (a|an) (soft|firm|snug|tight|secure|level|flat|smooth|even|thick|protective|sturdy|solid|stable|) (cushion|base|layer|bed|barrier|seal|fit|grip|finish|surface|buffer|lining) => , giving $1 $2 $3
*, ensuring [?a,an] => , making for
*— ensuring [?a,an] => — making for
*– ensuring [?a,an] => – making for
*ensuring (the|your|our|their|its|his|her) (safety|quality|success|security|integrity|accuracy|best|highest|smooth|smoothest|continued|long-term|protection|wellbeing|well-being|availability|reliability|privacy|consistency|health|comfort|sustainability|survival|delivery|efficiency|effectiveness|stability|continuity|proper|correct|right|timely|same|safe|fair|full|most|least|future|rights|needs) => securing $1 $2
*ensuring [?the,every,each,all,no,nothing,everything] => making sure
*ensuring [?you,them,us,him,her,me,access,funding,places,place,seats,seat,entry,admission,approval,investment,grants,loans,jobs,housing,tickets] => securing
*empowers [?you,them,us,him,her,me,people,students,pupils,learners,staff,employees,workers,members,users,readers,families,parents,children,kids,customers,clients,teams,communities,women,girls,individuals,patients,carers,volunteers,everyone,young] => helps
*empowers => supports`,
  // set 27: "ensuring HMRC has a real-time view" -> "securing HMRC has": before a name or "that" a clause follows, and
  // "secure" takes none. "a skill that empowers you for life" -> "helps you for life": a skill serves you for life.
  String.raw`*empower/empowers/empowered/empowering (you|them|us|him|her|people) for life => serve/serves/served/serving $1 for life
*at (a|an) (remarkable|incredible|astonishing|breathtaking) (pace|rate|speed) => quickly`,
  // Adjectives
  String.raw`*adaptability => flexibility
*adaptable to => able to adapt to
*adaptable [?companion,companions,dog,dogs,breed,breeds,pet,pets,puppy,puppies,cat,cats,animal,animals,child,children,kids,person,people,friend,friends,nature,temperament,character,souls,sort,type] => easy-going
*adaptable => flexible
*adept => skilled
*admirable => praiseworthy | worthy
*laudable => praiseworthy
*akin to => like | similar to
*akin => similar
*appreciable => noticeable
*cogent => convincing
*cohesive [!soil,soils,energy,force,forces,zone,zones,sediment,sediments,strength,device,devices,end,ends] => unified
*comprehensible => understandable
*consequential [!damages,damage,loss,losses] => weighty | far-reaching
*{?a,an} considerable => sizeable
*{!very,quite} considerable [?attention,interest,debate,discussion,controversy,criticism,time,effort,uncertainty,damage,pressure,support,success,progress,experience,skill,concern,influence,resistance,praise,investment,money,power,energy,care,thought] => a lot of
*considerable => great
*credible [?source,sources,information,news,outlet,outlets,reporting,data,witness,witnesses,media] => reliable
*credible [!interval,intervals,region,regions,fear] => believable | convincing`,
  // set 14: "original pressings can be surprisingly valuable" -> "important" lost the money. "Valuable" of a thing
  // worth money (and after a verb) stays; only the chatbot collocations are rewritten.
  // set 25: "at an exceptional price" -> "an outstanding price" reads as unpaid: a price or value is excellent.
  String.raw`*valuable [?time] => precious
*valuable [?tool,tools,resource,resources,information,advice,tips,feedback,skills,skill,data,guide,guides,addition,asset,assets,lesson,lessons,experience,contribution,contributions,service,input,knowledge,support,help,source,sources] => useful
*valuable [?opportunity,opportunities,role,roles,part,step,steps,work,partner,partners,partnership,partnerships,member,members,volunteer,volunteers,reminder,reminders,chance,chances,perspective,perspectives,point,points,evidence,link,links,way,ways,first] => important
*compelling [?story,stories,narrative,narratives,read,drama,tale,tales,plot,film,films,book,books,novel,novels,series,show,viewing,television,tv,drama,documentary,performance,performances,mystery] => gripping
*compelling [?character,characters,protagonist,figure,figures,personality,hero,heroine,villain,voice,aspects,aspect,part,parts,feature,features,element,elements] => memorable | striking
*compelling [!them,him,her,us,me,you,it,people,companies,firms,the,a,an,governments,states,employers,users,everyone,others,interest,interests,witnesses,witness,parties] => convincing
*compellingly => persuasively
*demonstrable => clear | provable
*dependable => reliable
*easily digestible => easily understood
*digestible [!protein,proteins,energy,fiber,fibre,carbohydrate,carbohydrates,dry,nutrients,amino,starch,food,foods,organic] => manageable | accessible
*discernible => noticeable | visible
*distinctive => recognizable | unmistakable
*{?culturally,ethnically,racially,socially,religiously,linguistically} diverse => mixed
*diverse [?workforce,community,communities,group,groups,population,populations,team,teams,neighborhood,neighbourhood,neighborhoods,neighbourhoods,society,societies,city,cities,student,students,crowd,class,classes,classroom,classrooms,staff,audience,audiences,membership,board,boards,cast,school,schools] => mixed
*diverse => varied
*(enduring|lasting) impact => lasting effect
*enduring [?the,a,an,years,decades,months,weeks,hardship,hardships,pain,abuse,hunger,poverty,harsh,long,severe,difficult,it,them,this,that,these,those,such,his,her,their,our,hours,days,cold,heat,loss,losses,criticism,racism,discrimination,trauma,war,wars,torture,storms,attacks] => suffering | bearing
*enduring => lasting
*exceptional [?circumstances,circumstance,cases,case,situations,situation,conditions,instances,events,basis,leave,measures,powers] => unusual
*exceptional (price|prices|value|rate|rates|deal|deals) => excellent $1
*exceptional [!children,child,learners,students] => outstanding
*expansive [!monetary,fiscal,policy,policies,soil,soils,clay,clays] => broad | sweeping
*fascinating [?to,that,how,$] => interesting
*fascinating [?read,book,novel,story,film,documentary,talk,lecture,podcast,series,game] => interesting | absorbing
*fascinating => interesting
*formidable [?reputation,presence,talent,intellect,skills,skill,force,forces,army,armies,record,memory,array,list,team,teams,player,players,side,lineup,defence,defense,economy,brand,network] => strong
*formidable => tough
*foundational [?to] => central
*foundational [?$] => essential
*foundational => basic | core
*impactful => powerful | effective`,
  // set 14: "impressive" -> "striking" ("a striking reputation", "a striking 150-year history", "striking build
  // quality") is a look, not a merit. Before a count or a collection noun the adjective is empty and goes
  // ("a 150-year history", "a range of features"); elsewhere it is plain "good" ("best", "better").
  String.raw`*(a|an) impressive [?$] => a
*(a|an) impressive (range|line-up|lineup|array|selection|choice|variety|collection|number|amount|list|mix|programme|program|menu|roster|catalogue|catalog|assortment) => a $2
*impressive (range|line-up|lineup|array|selection|choice|variety|collection|number|amount|list|mix|programme|program|menu|roster|catalogue|catalog|assortment) => $1
*impressive [?result,results,performance,performances,record,growth,gains,numbers,figures,returns,showing,start,track,sales,progress,work,skills,skill,debut,achievement,achievements,feat,feats] => strong
*(the|its|their|our|his|her|your|my) most impressive => $1 best
*most impressive => best
*more impressive => better
*impressive => good
*ingenious => clever
*inherent (in|to) => built into
*inherent [!vice,powers,power,jurisdiction,risk-free] => underlying | built-in
*insightful => perceptive | sharp
*lucid [!dream,dreams,dreaming,dreamer,dreamers,interval,intervals] => clear
*methodical => systematic
*(a|the) notable exception => $1 striking exception
*notable (increase|decrease|rise|drop|fall|decline|improvement|change|changes|difference|differences|shift|gain|gains|growth|reduction|reductions) => marked $1
*notable [?figure,figures,people,person,names,name,artists,artist,alumni,residents,members,guests,writers,writer,authors,author,musicians,players,works,buildings,building,landmarks,landmark,sites,site,events,event,exhibitions,figures,speakers,visitors,attendees,companies,brands,examples,example] => well-known
*notable for => noted for
*notable that => striking that
*remarkable for => noted for
*remarkable (year|years|season|seasons|month|week|day|evening|night|weekend|career|life|journey|summer|winter|spring|autumn|decade|run) => memorable $1
*remarkable (progress|achievement|achievements|growth|recovery|results|result|success|improvement|improvements|turnaround|difference|differences|change|changes|impact|effect|effects|shift|transformation) => real $1`,
  // set 14: "this remarkable station" -> "this striking station": striking is a look.
  // set 24: "the remarkable commitment of a group" -> "the extraordinary commitment" overstates a quality of people.
  String.raw`*remarkable (commitment|dedication|generosity|effort|efforts|courage|resilience|kindness|patience|skill|skills|talent|talents|energy) => great $1
*remarkable => extraordinary`,
  // set 28: "reflecting on a remarkable twelve months" -> "an extraordinary twelve months" made the praise stronger: a span of
  // time is memorable, as "remarkable year" above.
  String.raw`*remarkable (few|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty|thirty|forty|fifty) (days|weeks|months|years|decades) => memorable $1 $2
*notable => important
*perplexing => puzzling | baffling
*pertinent => relevant
*poised for => ready for | set for
*poised between => balanced between
*poised => composed
*potent => powerful | strong
*pragmatic => practical
*{?a,the,an} pressing [!the,a,an,it,them,this,that,these,those,his,her,their,our,my,your,down,on,ahead,forward,for,charges,against,into,up,button,buttons,key,keys,him,me,us,plant,machine,machines,out] => urgent
*{!by,after,before,when,while,without,from,keep,kept,keeps,stop,start,started,try,tried,avoid,is,are,was,were,be,been,am} pressing [?issue,issues,need,needs,problem,problems,concern,concerns,question,questions,matter,matters,challenge,challenges,priority,priorities,task,tasks,demand,demands,business,engagement,engagements,danger,threat,threats,$] => urgent
*prevalent => common | widespread
*proactive [?maintenance,care,medicine,screening,screenings,health,healthcare] => preventive
*proactive [?communication,updates,update,contact,alerts,notice,notices,advice,warnings,warning] => advance
*proactive => active
*proficient => skilled
*prudent => sensible | wise
*realms => areas | fields
*refreshing [?drink,drinks,beverage,beverages,breeze,swim,shower,dip,taste,flavor,flavour,cocktail,juice,water,lemonade] => cooling
*refreshing [?to] => nice
*refreshing [?change,approach,take,honesty,perspective,twist,break,alternative,contrast,candor,candour,departure,sight,read,way] => welcome
*{?is,was,it's,be,been,quite,very,so,really,truly} refreshing => nice`,
  // set 20: "the confidence, stamina and strategic thinking students need" -> "long-term thinking" changed the skill (a
  // test strategy is not a long view), and "deliberate thinking" would too: the skill's name is written back.
  String.raw`strategic (thinking|thinker|thinkers) => strategic $1
*strategic (plan|plans|planning|goal|goals|vision|priorities|priority|direction|objectives|objective|roadmap|review|framework|agenda) => long-term $1
*strategic (partnership|partnerships|alliance|alliances|partner|partners|relationship|relationships|ties) => close $1
*strategic (location|locations|position|positions|asset|assets|port|ports|city|town|site|sites|area|areas|region|regions|role|roles|hub|hubs|crossroads|point|points) => key $1
*strategic importance => key importance
*strategic (decision|decisions|choice|choices|move|moves|investment|investments|bet|bets|hire|hires) => calculated $1
*strategic [!weapons,weapon,nuclear,bomber,bombers,forces,missile,missiles,reserve,reserves,command,studies,management,defense,defence,airlift,arms,stockpile,petroleum,interests,game,games,gameplay,depth] => deliberate`,
  // set 21: "looks as stunning as it tastes" -> "as striking as it tastes": the set phrase is "as good as".
  String.raw`*(look|looks|looked|looking) as stunning as => $1 as good as
*stunning [!the,a,an,them,it,him,her,animals,animal,prey,fish,cattle,pigs,gun,guns] => spectacular | striking
*(stunning|breathtaking|unspoiled|unspoilt|rugged|great|remarkable|spectacular|striking) natural beauty => fine scenery
*{!outstanding,her,his,my,your} natural beauty [!products,product,brand,brands,routine,routines,tips,care,industry] => scenery
*substantial (evidence|proof|support|progress|backing) => strong $1 | real $1
*substantial (amount|amounts|number|numbers|sum|sums|portion|portions|part|share|proportion|majority|quantity|quantities|fraction|percentage|minority) => large $1
*substantial [?$] => large
*substantial => major | big
*substantive [!law,laws,motion,motions,rule,rules,due,verb,verbs,noun,nouns,post,rank,criminal,provisions,equality] => real | meaningful
*swift [!is,was,has,had,said,says,wrote,released,sang,performed,fox,foxes,bird,birds,moth,moths,code,codes,network,language,programming,boat,boats,parrot,parrots] => quick | fast
*tangible [!assets,asset,property,goods,personal,fixed,book,value,medium,media,interface,interfaces,user] => concrete | real
*thoughtful [?gift,gifts,gesture,gestures,person,friend,friends,host,hosts,touch,touches,note,notes,present,presents,neighbor,neighbour,man,woman,of,husband,wife,partner] => kind | considerate
*thoughtful [?conversation,conversations,discussion,discussions,debate,debates,answer,answers,reply,replies,response,responses,question,questions,reflection,reflections,reading] => thought-provoking | considered`,
  // set 17: "a plethora of thoughtful extras" -> "considered extras": things put in for the guest are well chosen.
  String.raw`*thoughtful [?extras,extra,details,detail,amenities,amenity,features,feature,additions,addition,add-ons,perks,items,accessories,finishing,choices,choice,selection] => well-chosen
*thoughtful => considered
*uncharted => unknown | unexplored
*underexplored => understudied
*unprecedented (level|levels|numbers|number|highs|high|heights|growth|demand|rates|rate|temperatures|heat|speed|speeds|pace|profits|prices|sales|turnout|volume|volumes|damage|losses|flooding|floods|inflation|unemployment|debt|spending|investment|attendance|crowds|temperature) => record $1
*unprecedented [?$,comma,in,for,since] => without precedent
*unprecedented => historic
*versatility => flexibility | range
*vital to => essential to
*vital [!signs,sign,statistics,records,record,capacity,organ,organs,force,stain,staining,registration,status,interest,interests] => essential`,
  // Adverbs: a manner adverb at the end of a clause becomes a plain one; before another word an
  // empty intensifier is dropped ("admirably clear" -> "clear").
  String.raw`*^ (admirably|impressively) , => -
*{!$} admirably [?$,comma,and,but,or,in,on,at,for,with,during,under,as,against] => well
*admirably => -
*{!$} impressively [?$,comma,and,but,or,in,on,at,for,with,during,under,as,against] => very well
*impressively => -
*appreciably => noticeably
*aptly => fittingly
*chiefly => mainly | mostly
*cleverly => neatly | smartly
*coherently => clearly
*{?won,win,wins,winning,beat,beats,beaten,beating,defeated,defeat,defeats} convincingly => comfortably
*convincingly => persuasively
*competently => ably
*{!$} constructively [!dismissed,dismissal] => helpfully | usefully
*renowned => famous | well-known
*conclusively => clearly
*contextually aware => context-aware
*contextually [?$,comma,and,or,but] => in context
*{!$} contextually => -
*conversely => on the other hand
*creatively => imaginatively | inventively
*decidedly => clearly
*definitively (say|tell|know|determine|answer|conclude|prove|establish|identify|confirm) => $1 for certain
*definitively [?$,comma,and,but,or,that,whether] => for certain
*definitively => firmly
*distinctly => clearly
*effortlessly [?$,through,across,over,into,with,in,on] => easily
*effortlessly => -
*elegantly => neatly | smartly
*evidently => apparently
*innovatively => inventively
*intellectually [?stimulating,challenging,demanding,engaging,curious,rigorous,satisfying,rewarding,exciting,interesting] => mentally
*intellectually [?$,and,or,but] => mentally
*{!$} intellectually [!honest,honestly,dishonest,disabled,disability,property] => -
*intelligently => sensibly | smartly
*intriguingly => curiously
*inadvertently => accidentally | unintentionally
*invariably => always
*judiciously => wisely | carefully
*lucidly => clearly
*{?rose,risen,rise,rises,rising,fell,fallen,fall,falls,falling,increased,decreased,declined,dropped,improved,grew,grown,growing,shrank,shrunk,diverged,changed,shifted,differ,differs,differed,varies,vary,varied} markedly => sharply
*markedly [?$,comma] => a great deal
*markedly => clearly | noticeably
*methodically => systematically
*particularly => especially
*predominantly => mostly | mainly
*productively => well
*purportedly => supposedly
*^ remarkably , => surprisingly,
*{!$} remarkably [?$,and,but,or] => very well
*remarkably => unusually | surprisingly
*reportedly => apparently
*refreshingly => pleasantly
*richly (deserved|rewarded|earned) => well $1
*richly => lavishly
*robustly => strongly
*starkly => sharply
*{?a,an,its,their,his,her,the,our,my,your} strategically (important|significant|vital|crucial|critical) => key
*strategically (important|significant|critical) => $1
*strategically (vital|crucial) => important
*strategically (placed|positioned) => carefully $1
*strategically located => conveniently located
*strategically => carefully
*substantively => meaningfully
*subtly [?different,changed,altered,shifted,varied,modified,better,worse,darker,lighter] => slightly
*subtly => quietly
*succinctly => briefly
*synergistically => together
*thoroughly (enjoy|enjoys|enjoyed|enjoying) => really $1
*thoroughly (examined|tested|checked|reviewed|researched|investigated|studied|read|analyzed|analysed|inspected|vetted|cleaned|washed|considered|planned|prepared|documented|explained|discussed|evaluated|assessed) => carefully $1
*{?rinse,rinsed,mix,mixed,wash,washed,stir,stirred,cook,cooked,dry,dried,combine,blend,shake,clean,drain,whisk,knead,chew,water,heat,cool} thoroughly => well`,
  // set 26: "measure carefully, test thoroughly" -> "test carefully" repeats the verb's adverb: after a verb of checking, "properly".
  String.raw`*{?test,tests,tested,testing,check,checks,checked,checking,read,prepare,prepared,research,researched,train,trained,warm,plan,planned} thoroughly => properly
*thoroughly [?$,and,but,or,before,with,after,until] => carefully
*thoroughly => fully
*{?nodded,nods,nod,smiled,smiles,said,says,paused,pauses,looked,looks,replied,replies,frowned,stared,gazed,mused,sipped,chewed} thoughtfully => pensively
*thoughtfully => carefully
*undeniably => certainly | clearly
*uniquely (suited|positioned|placed|qualified|equipped) => well $1`,
  // set 28: "Your journey is uniquely yours" -> "especially yours" is no English: what is one's own alone is "yours alone".
  String.raw`*uniquely (yours|mine|ours|theirs|his|hers) => $1 alone
*uniquely [!identify,identifies,identified,identifying,determined,determines,defined,defines,specified,solvable,decodable,identifiable] => especially
*nonetheless [?$] => all the same
*nonetheless => still`,
  // Nouns and other words
  String.raw`*avenue/avenues of (inquiry|enquiry|investigation|research|attack) => line/lines of $1
*avenue/avenues (for|to) => path/paths $1
*{?new,other,possible,potential,promising,several,many,various,different,legal,alternative,every,all,multiple,fresh,further,additional} avenue/avenues => path/paths
*interconnectedness => connectedness
*nuances => subtleties | fine points
*focal point => focus
*{?$,new,fresh,rare,deep,deeper,unique,real,practical,important,some,many,useful,clear,surprising,detailed,further,early,personal,broader,key,its,their,our,his,her,my,your,these,those,such,any,no,interesting,original,expert,powerful,profound,rich,critical,crucial,meaningful,valuable,invaluable,great} insights (into|on|about) => ideas about | lessons about
*{?the,all,new,fresh,rare,deep,deeper,unique,real,practical,important,some,many,useful,clear,surprising,detailed,further,early,personal,broader,key,its,their,our,his,her,my,your,these,those,such,any,no,interesting,original,expert,powerful,profound,rich,critical,crucial,meaningful,great,share,shares,shared,sharing,offer,offers,offered,offering,with,and,of} insights => ideas | lessons
*instrumental in => key to | central to
*(a|the) showcase for => $1 platform for
*(a|the) showcase of => $1 display of
*testaments to => proof of
*(key|major|crucial|critical|significant|important|pivotal) turning point => turning point
*indelible mark => lasting mark
*reflect/reflects/reflected/reflecting broader => reflect/reflects/reflected/reflecting wider
*part of a broader movement => part of a wider movement
*broader conversations => wider debates
*represents a shift => is a shift
*{!i,not,never,to,can,could,will,would,may,might,must,should,also,still,often,only,did,do,does,cannot,lawyers,attorneys,agents,who,that,which} represent (a|an) [?pivotal,significant,major,critical,central,crucial,key,fundamental,serious,growing,real,new,unique,important,notable,considerable,substantial,dramatic,marked,meaningful,promising,remarkable] => are $1
*marks a shift => is a shift
*shape/shapes/shaped/shaping the future of => influence/influences/influenced/influencing the future of
*independent coverage => independent press coverage
*media outlets => news outlets
*leading expert => top expert
*active social media presence => active presence on social media
*strong digital presence => strong presence online
*profiled in => featured in
*commitment to (reduce|cut|make|provide|help|keep|protect|build|create|improve|deliver|end|achieve|invest|support|ensure|do|be|become|use|hire|increase|expand|develop|offer|give|bring|phase|spend|maintain|stop|eliminate|reach|meet|work|serve|defend|promote|fight|combat|address|tackle|continue|return|pay|raise|lower|double|plant|restore|open|close|hold|take|treat|respect|pursue|follow|honor|honour|implement|net) => pledge to $1
*commitment to => dedication to
*{?i,we} (am|are) committed to => $1 dedicated to`,
  // set 14: "they act as a gateway to ideas, conversation and community" -> "act as a way into ideas": a
  // way into fits a place; a thing that acts as a gateway opens the door. Set 29: "your gateway to making college
  // affordable" -> "way into making": before anything but a place (a name, "the …") it is a route to.
  // Set 30: "serves as a vital gateway to the South West" (an airport) -> "an essential way into": a gateway that is
  // "vital", "main", "international" is a port, an airport or a station, literally one: it stays.
  String.raw`{?vital,key,main,major,important,essential,principal,primary,busy,busiest,international,regional,northern,southern,eastern,western,coastal} (gateway|gateways) to => $1 to
*act/acts/acted/acting as (a|the) gateway to => open/opens/opened/opening the door to
*serve/serves/served/serving as (a|the) gateway to => open/opens/opened/opening the door to
*gateway to [?new,a,an] => door to
*gateway to [?the,$] => way into
*gateway to => route to
*(a|the) hidden gem => $1 well-kept secret
*(a|the) (true|real|genuine|veritable) hidden gem => $1 well-kept secret
*hidden gems => well-kept secrets
*valuable insight => useful insight
*contributing to the [?debate,discussion,conversation,problem,problems,pressure,noise,confusion,cost,costs,bill,burden,decline,pile,total,fund,funds,appeal,collection,pot,kitty,atmosphere,charm,buzz,mix] => adding to the`,
  // set 17: "keep contributing to the team's success" -> "adding to the team's success": a goal or an
  // outcome is not added to; one plays a part in it.
  // set 19: "In an ever-evolving regulatory landscape," -> "In a changing regulatory picture": no collocation. Changing
  // rules are what the phrase means.
  String.raw`*^ in (a|an|the|this|today's) (ever-evolving|ever-changing|ever-shifting|changing|evolving|shifting|fast-changing|rapidly changing) (regulatory|legal|compliance) landscape , => as the rules change,`,
  String.raw`*contributing to the => playing a part in the
*sparked debate => stirred debate
*sparked (discussion|discussions) => prompted $1
*{!there,here,what} is a reminder of => reminds us of
*{!there,here,what} was a reminder of => reminded us of
*despite these challenges => even so | in spite of these challenges
*despite its => in spite of its
*(face|faces|faced|facing) (several|many|some|numerous) challenges => $1 $2 difficulties
*(face|faces|faced|facing) challenges => $1 difficulties
*future outlook => outlook
*future prospects => prospects
*the future looks bright => prospects look good
*{!the,these} exciting times lie ahead => more changes are coming
*a step in the right direction => a step forward
*(journey|path) (toward|towards) excellence => pursuit of excellence
*in today's rapidly (evolving|changing) (landscape|world|environment|market|society|age|era|economy|workplace) => today
*in today's (fast-paced|digital|modern|ever-changing|ever-evolving|interconnected|fast-moving) (world|landscape|society|era) => today
*in today's digital age => today
*in today's rapidly (evolving|changing) => in today's fast-changing
*(rapidly|ever|fast|constantly|continually|continuously) (evolving|changing|shifting) landscape => changing world
*(ever-evolving|ever-changing|ever-shifting|fast-changing|fast-evolving) landscape => changing world
*(regulatory|legal|financial|retail|healthcare|security|research|education|energy|job|labor|labour|market|investment|startup|funding|software|policy|current|modern|global|online|marketing|hiring|employment|industry|geopolitical|scientific|today's|broader|wider|overall|changing|new|logistics|shipping|manufacturing|industrial) landscape => $1 picture
*(laptop|smartphone|phone|device|hardware|consumer|vendor|tablet|camera|car|ev|tooling|saas|footwear|clothing|fashion|outdoor|bike|cycling|furniture|appliance|tyre|tire|boot|boots|shoe|coffee|wine|beer|food|grocery|toy|product|products|gear|kit|equipment|telescope|instrument|piano|printer|tv|headphone|mattress|pet|supplement) landscape => $1 market
*(mortgage|insurance|lending|loan|loans|savings|pension|pensions|broadband|tariff|energy|banking|rental|property|real estate|housing|services) landscape => $1 market
*(collection|recycling|benefits|care|support|admissions|tax|planning|school|schools|transport|waste|visa|immigration|court|legal aid|funding) landscape => $1 system
*(distributed|cloud|infrastructure|microservice|microservices|multi-cloud|hybrid|integration|integrations|api|platform|systems|network|server|database|plugin|application|it) landscape => $1 setup
*(literary|cultural|art|fashion|culinary) landscape => $1 world
*no guessing [!game,games] => no guesswork
*may vary => can vary
*(may|might|could) (possibly|potentially|perhaps) vary => can vary
*for all intents and purposes => in effect
*the real question is => the question is
*the real question (isn't|isn’t) => the question isn't
*the real question is not => the question is not
*^ at its core , => -
*at its core => at heart
*in reality [!tv,television,show,shows,series] => in fact
*what really matters => what matters
*the deeper issue => the underlying issue
*the heart of the matter => the crux of the matter
*^ let's dive in => let's start
*let's dive into => let's look at
*let's explore [!$] => let's look at
*let's break (this|it) down step by step => let's take $1 step by step
*let's break (this|it) down [!step] => let's take $1 step by step
*^ now let's look at => next, let's look at
*^ without further ado , => -
*here's what you need to know => here are the basics
*^ in this (section|article) , we will => this $1 will`,
  // set 19: "Here's a quick look at what truly matters:" -> "This is a quick look at…:" before a list; the announcement
  // goes and the clause heads the list ("What matters:").
  String.raw`*^ here's a (quick|brief|short|simple|) (look|glance) at what => what
*^ here is a (quick|brief|short|simple|) (look|glance) at what => what
*^ here's a => this is a
*^ here is a => this is a
*you're absolutely right => you're right
*you are absolutely right => you are right
*that's an excellent point => that's a good point
*would you like me to => shall I
*is there anything else => is there anything more
*(i'd|i’d|i would) be more than happy to help => i can help
*{!than} happy to help => glad to help
*not widely documented => poorly documented
*not extensively documented => poorly documented
*not widely available => hard to find
*based on available information => from what is known
*in the (provided|available) sources => in the sources
*maintain/maintains/maintained/maintaining a low profile => keep/keeps/kept/keeping a low profile
*i assure you => I promise you
*adhere/adheres/adhered/adhering to [?$,wikipedia's,strict,strictly,guidelines,rules,standards,policy,policies,regulations,principles] => follow/follows/followed/following
*open to any => open to all
*welcome any additional => welcome any further
*would greatly appreciate => would appreciate
*please do not hesitate to => please
*more detailed breakdown => fuller breakdown
*(some|many|several|most|other|leading|independent) experts (argue|believe) => $1 experts say
*experts argue => experts say
*experts believe => experts think
*some critics argue => some critics say
*observers have noted => observers have pointed out
*observers have cited => observers have pointed to
*industry reports => trade reports
*several sources => several reports
*(worth) noting , => $1 saying,
*worth noting => worth saying
*it's (crucial|essential|important|vital) to remember [!that] => remember
*it is (crucial|essential|important|vital) to remember [!that] => remember
*it's (important|crucial|essential|vital) to note [!that] => note
*it is (important|crucial|essential|vital) to note [!that] => note
*it's crucial to => it's important to
*it is crucial to => it is important to
*it's essential to => it's necessary to
*it is essential to => it is necessary to
*in conclusion => finally
*to sum up [?$] => in short`,
  // ── Wordy phrases (plain-language guidance) ─────────────────────────────────────────
  String.raw`in order to => to
in order for => for
due to the fact that => because
owing to the fact that => because
in light of the fact that => since
despite the fact that => although | even though
in spite of the fact that => although
regardless of the fact that => although
for the purpose of => for
in the event that => if
at this point in time => now
at the present time => now
at this moment in time => now
prior to => before
subsequent to => after
in close proximity to => near
a large number of => many
a considerable amount of => a lot of
a great deal of => a lot of
the vast majority of [?the,these,those,their,our,my,your,his,her,its,them,us,this,that,it] => most of
the vast majority of => most
the majority of [?the,these,those,their,our,my,your,his,her,its,them,us,this,that,it] => most of
the majority of => most
{!will,would,to,may,might,must,should,could,can,not} has the ability to => can
{!will,would,to,may,might,must,should,could,can,not} have the ability to => can
{!will,would,to,may,might,must,should,could,can,not} has the capability to => can
is able to => can
are able to => can
in a timely manner => promptly | on time
on a daily basis => daily | every day
on a regular basis => regularly
each and every => every
with regard to => about
in regard to => about
a wide range of => all kinds of
a wide variety of => all sorts of | many kinds of
a diverse range of => all kinds of
numerous => many
individuals => people
{!an,the,each,every,any} individual [?is,was,has,who,can,may,might,must,should,will,would] => person
an individual [?is,was,has,who,can,may,might,must,should,will,would] => a person
subsequently => later
approximately => about
{!a,an} sufficient => enough
additional [!needs,support,learning] => extra
additionally => also
furthermore => also
moreover => also
consequently => so
nevertheless => still
commonly referred to as => often called
is referred to as => is called
are referred to as => are called
has a positive impact on => helps
have a positive impact on => help
had a positive impact on => helped
has a negative impact on => hurts
have a negative impact on => hurt
had a negative impact on => hurt`,
  // ── More wordy phrases → plain ones (Plain English Campaign, "A–Z of alternative words";
  // plainlanguage.gov, "Use simple words and phrases") ─────────────────────────────
  String.raw`{!quite} a number of => several
a small number of => a few
an increasing number of => more and more
a growing number of => more and more
a sufficient amount of => enough
as a result of => because of
as a consequence of => because of
owing to => because of
by virtue of => because of
for the reason that => because
in view of the fact that => since
{?must,should,will,be,is,are,remain,remains,stay,stays,keep,kept} at all times => always
at the present moment => now
at present => now
at a later date => later
at an earlier date => earlier
in the near future => soon
^in the meantime => meanwhile
by means of => by
for the most part => mostly
in spite of => despite
with the exception of => except for
in a manner that => in a way that
in a similar (manner|fashion|way) => similarly
in a different (manner|fashion|way) => differently
until such time as => until
on the basis of => based on
in accordance with => in line with
in conjunction with => together with
in excess of => more than
in the absence of => without
in the course of => during
in the vicinity of => near
adjacent to => next to
in an effort to => to
in an attempt to => to
so as to => to
in order that => so that
in lieu of => instead of
with reference to => about
^ in many (cases|instances) , => often,
^ in most (cases|instances) , => usually,
^ in some (cases|instances) , => sometimes,
{!comma,$} whether or not [!$] => whether
first of all => first
last but not least => finally
as a matter of fact => in fact
the way in which => the way
ways in which => ways
the manner in which => how
the question as to whether => whether
as to whether => whether
in the month of => in
in the year [?$] => in
{!the,a,an,this,that} period of time => time
a (long|short) period of time => a $1 time
make/makes/made/making a decision => decide/decides/decided/deciding
make/makes/made/making decisions => decide/decides/decided/deciding
make/makes/made/making use of => use/uses/used/using
make/makes/made/making an effort to => try/tries/tried/trying to
take/takes/took/taking into account => consider/considers/considered/considering
taken into account => considered
take/takes/took/taking into consideration => consider/considers/considered/considering
taken into consideration => considered
give/gives/gave/giving consideration to => consider/considers/considered/considering
come/comes/came/coming to the conclusion that => conclude/concludes/concluded/concluding that
is/are/was/were dependent (on|upon) => depends/depend/depended/depended on
is/are/was/were reliant (on|upon) => relies/rely/relied/relied on
is/are/was/were indicative of => suggests/suggest/suggested/suggested
is/are/was/were reflective of => reflects/reflect/reflected/reflected
is/are in a position to => can/can
is/are unable to => can't/can't
is/are/was/were in the process of => is/are/was/were
is/are of the opinion that => thinks/think that
{!will,would,to,may,might,must,should,could,can,not} has/have/had the opportunity to => can/can/could
on a (weekly|monthly|yearly) basis => $1
on an annual basis => yearly
on an ongoing basis => all the time
end result => result
end results => results
final outcome => outcome
past history => history
future plans => plans
advance planning => planning
basic fundamentals => fundamentals
absolutely essential => essential
unexpected surprise => surprise
free gift => gift
added bonus => bonus
new innovation/innovations => innovation/innovations
general consensus => consensus
true fact/facts => fact/facts
still remain/remains => remain/remains
join/joins/joined/joining together => join/joins/joined/joining
combine/combines/combined/combining together => combine/combines/combined/combining
collaborate/collaborates/collaborated/collaborating together => collaborate/collaborates/collaborated/collaborating
repeat/repeats/repeated/repeating again => repeat/repeats/repeated/repeating
return/returns/returned/returning back [!to] => return/returns/returned/returning
revert/reverts/reverted/reverting back => revert/reverts/reverted/reverting
refer/refers/referred/referring back to => refer/refers/referred/referring to
completely eliminate/eliminates/eliminated/eliminating => eliminate/eliminates/eliminated/eliminating
each individual [!$] => each person
(could|might) (potentially|possibly) not => may not
{?could,may,might,can,would,will} potentially => -
*{?could,may,might,can,would} possibly => -
*{?could,may,might,can,would} perhaps => -
*{?could,may,might,can,would} arguably => -
*it (may|might|could) be argued that => arguably,
{!$} truly [!$] => -`,
  // set 26: "instructors can truly see you" -> "can see you" turns the figure literal: "really" keeps it.
  String.raw`truly (see|hear|know|understand|listen to) => really $1
{!$} undoubtedly [!$] => -`,
  // set 17: "so it helps to choose a focus" -> "it helps choose": after a dummy "it" (and a modal or adverb, whose
  // subject cannot be told) "to" stays.
  String.raw`+ {!it,often,usually,always,sometimes,really,also,can,could,may,might,would,will,does,did} help/helps to [!the,a,an,all,those,these,people,anyone,everyone,everybody,others,them,us,me,him,her,you,$] => help/helps
{!it,often,usually,always,sometimes,really,also,can,could,may,might,would,will,does,did} help/helps to [!the,a,an,all,those,these,people,anyone,everyone,everybody,others,them,us,me,him,her,you,$] => help/helps | =
+ incredibly => -
incredibly => very
+ extremely => -
extremely => very`,
  // set 27: "This notice is sent in addition to the letter" -> "sent besides the letter" (read as "beside"): only a
  // sentence-opening "In addition to X," becomes "Besides X,".
  String.raw`+^ in addition to => besides
^ in addition to => besides | =
+ such as => like
such as => like | =`,
  // Plain single words. Verb slots: base/-s/past/-ing ("_" where the past form would be
  // ambiguous or wrong, e.g. "demonstrated" could need "showed" or "shown").
  // set 18: "expedited service", "expedite fees" -> "sped up service", "speed up fees": before a noun "expedited" is
  // a service's name (U.S. passports, couriers); only a verb after its auxiliary or subject is plain.
  String.raw`{!an,the,this,that,your,their,our,his,her,its,my,electrically,power,motor,pedal,computer} assist/assists/assisted/assisting [!living,pedal,cycle,cycles,bike,bikes,suicide,dying,steering] => help/helps/helped/helping
obtain/obtains/_/obtaining => get/gets/_/getting
demonstrate/demonstrates/_/demonstrating [!against,outside,in,for,peacefully] => show/shows/_/showing
cease/ceases/ceased/ceasing [!to,$] => stop/stops/stopped/stopping
disseminate/disseminates/disseminated/disseminating => spread/spreads/spread/spreading
{?to,can,will,would,could,should,may,might,must,please,help,helps,we,i,they,you} expedite => speed up
{?it,this,which,that,he,she} expedites => speeds up
{?was,were,been,be,being,is,are,get,gets,got,has,have,had} expedited => sped up
initiate/initiates/initiated/initiating => start/starts/started/starting
participate/participates/participated/participating in => take/takes/took/taking part in
reside/resides/resided/residing in => live/lives/lived/living in
relocate/relocates/relocated/relocating => move/moves/moved/moving
solicit/solicits/solicited/soliciting => ask/asks/asked/asking for
*necessitate/necessitates/necessitated/necessitating => require/requires/required/requiring
preclude/precludes/precluded/precluding => rule/rules/ruled/ruling out
remuneration => pay
the remainder of => the rest of
whereas => while
frequently [!asked] => often
regarding [!him,her,them,it,himself,herself,themselves,itself,me,us,you] => about
currently => now
primarily => mainly
typically => usually
^ initially , => at first,
^ subsequently , => later,
purchase/purchases [?a,an,the,some,more,tickets,food,goods,products,items,land,property,insurance] => buy/buys`,
  // set 21: "Buyers who purchase" -> "Buyers who buy" repeats itself: the verb stays (literal entry, no sign).
  String.raw`+ (buyer|buyers) who (purchase|purchased|purchases) => $1 who $2
+ {?to,can,could,will,would,should,must,may,might,you,we,they,i,customers,users,people,and,or,not,never,also,easily,simply,then,who} purchase/purchases/purchased/purchasing => buy/buys/bought/buying`,
  // ── Aggressive mode only: plainer everyday words ────────────────────────────────────
  // (set 23: "Exhibits must have been grown on a plot": a show's exhibits are a noun; before a modal, a verb or a preposition
  // the word is not the verb.)
  String.raw`+ {!an,the,this,that,all,our,your,their,its} exhibit/exhibits/exhibited/exhibiting [!must,will,can,should,could,may,might,are,were,need,have,has,from,of,in,on,at,and,or] => display/displays/displayed/displaying
+ possess/possesses/possessed/possessing => have/has/had/having`,
  // set 17: "some towns require a permit" -> "some towns need a permit" says the towns need one: a body that
  // makes rules requires things of others; only what needs a thing itself takes "need". (A name or an
  // acronym before it, "the HOA requires", is such a body too.)
  // set 26: "some require a jacket and tie" -> "some need": a bare quantifier stands for such bodies (clubs) too.
  String.raw`+ {!town,towns,city,cities,council,councils,county,counties,state,states,country,countries,government,governments,authority,authorities,law,laws,rule,rules,regulation,regulations,school,schools,college,colleges,university,universities,employer,employers,landlord,landlords,airline,airlines,insurer,insurers,bank,banks,lender,lenders,venue,venues,park,parks,hotel,hotels,club,clubs,company,companies,organizer,organizers,organiser,organisers,policy,policies,hospital,hospitals,court,courts,association,associations,some,many,most,others,all,$} require/requires [?a,an,more,less,some,time,no,extra,additional,further,little,much,careful,special,regular,only,about,at,both,lots,plenty,patience,practice,effort,skill,skills,care,attention] => need/needs
+ {!legal,statutory,minimum,regulatory,entry,visa,age,legislative,tax,mandatory,reporting,technical,system,eligibility,residency,planning,safety} requirement => need`,
  // set 28: "these requirements could change", "check the requirements", "degree requirements" -> "needs": requirements (plural)
  // are the stated specs of a system, a course or a job, which "needs" misnames; only the singular is lightened.
  String.raw`+ {!an,the,their,his,her,its,our,my,your,first,second,failed,many,several,repeated,previous,earlier,any,every,no,each,this,that,these,those} attempt/attempts/attempted/attempting to => try/tries/tried/trying to`,
  // set 18: "book help", "ramp help": assistance that is booked or named by a noun before it is a service's name.
  String.raw`+ {!pedal,motor,electric,power,ramp,wheelchair,boarding,passenger,mobility,roadside,station,book,books,booked,booking,request,requests,requested,requesting,arrange,arranges,arranged,arranging} assistance [!dog,dogs,animal,animals,level,levels,mode,modes,setting,settings,system,must,cuts,programme,scheme,fund] => help
+ initially => at first
+ close-knit => tight-knit
+ {!be,being,been,is,are,was,were} located [?in] => -`,
  // set 20: "located in => in" took the "in" of "Located in the heart of Asheville's South Slope", which then kept
  // its heart: only "located" goes, and "in" is left to the entries that start with it.
  String.raw`+ a variety of => various
+ various => different`,
  // set 23: "reputable" (trustworthy) is plain English and no listed word; "respected" (admired) changed the claim, so it stays.
  // set 19: "providing a dedicated overnight team, an on-site laboratory" -> "giving a team": a team, a room or a
  // service is offered, not given; "offer" fits every object the condition lets through ("offer advice", "offer access").
  // set 25: "We provide the food…" -> "We offer the food": "provide" is no listed word and "offer" weakens a promise;
  // "passion for happy, confident pets" -> "love of happy…" is no collocation. Both swaps went. "nearly 1 trillion"
  // is part of the figure (kept before a number). "more than happy to help" -> "more than glad" broke the set
  // phrase: the whole offer line says what it means ("I can help").
  String.raw`+ immersed in => absorbed in
+ cherished => treasured
+ in the field of => in`,
  // set 27: "three months of essential costs" -> "necessary costs": a budget's essential costs, bills and needs are
  // terms. "nearly four decades" -> "almost" dropped: a plain word, no sign, and the README's facts keep it.
  String.raw`+ essential [!oil,oils,amino,fatty,nutrients,services,worker,workers,tremor,costs,cost,expenses,spending,bills,outgoings,needs,supplies,repairs,maintenance,$,companion,guide,kit,item,items,read,reading,tools] => necessary
+ perhaps => maybe
+ component/components of => part/parts of
+ {!genetically} modify/modifies/_/modifying => change/changes/_/changing
+ attain/attains/attained/attaining => reach/reaches/reached/reaching
+ eliminate/eliminates/eliminated/eliminating => remove/removes/removed/removing
+ {!of,orders} magnitude => size
+ methodology/methodologies => method/methods
+ {?the} optimal => best
+ proficiency => skill
+ retain/retains/retained/retaining [!earnings,wall,walls] => keep/keeps/kept/keeping
+ {!an,the} inquire/inquires/inquired/inquiring => ask/asks/asked/asking
+ {!an,the} enquire/enquires/enquired/enquiring => ask/asks/asked/asking`,
  // set 21: "after we notify you" -> "after we inform you": "inform" wants "of"; a pronoun alone is told.
  String.raw`+ notify/notifies/notified/notifying (you|us|them|him|her|me|customers|users|staff) of => tell/tells/told/telling $1 about
+ notify/notifies/notified/notifying (you|us|them|him|her|me) => tell/tells/told/telling $1
+ notify/notifies/notified/notifying => inform/informs/informed/informing
+ indicate/indicates/_/indicating => show/shows/_/showing
+ objectives => goals
+ {!is,are,was,were,be,been,being,fall,falls,fell,come,comes,came} due to => because of
+ {?comma} as well as => and
+ {!$,not,don't,doesn't,didn't,isn't,aren't,wasn't,weren't,can't,won't,wouldn't,couldn't,shouldn't,never} (really|quite) [!$,a,an,the,few,some,so,as,like,right,well,sure,enough,often,possibly,literally,that,what,how,not] => -
+ {!the,this,that,these,those,his,her,its,their,our,my,your,not,$} very [!much,many,few,little,well,same,first,last,best,end,beginning,own,least,next,start,top,bottom,moment,idea,thing,things,nature,heart,core,existence,day,time,point,person,people,one,$] => -
+ {!$} (essentially|ultimately|genuinely|absolutely) [!$,not,no,nothing,none,everything,all,necessary] => -
*, as of my (last|latest|most recent) (training|knowledge) (update|cutoff|cut-off) , => -
*, as of my (last|latest|most recent) (update|cutoff|cut-off) , => -
*empower/empowers/empowered/empowering (you|them|us|people|students|staff|members|users|readers|families|children|customers|teams|communities) with => give/gives/gave/giving $1
+ empowered (life|lives|living|future|futures) => independent $1
+ {?feel,feels,felt,feeling,more,most,truly,fully,really,and,comma,so,very} empowered [!by,to,with,them,us,you,him,her,me,people,staff,others,everyone] => confident
`,
  // set 21: "the simplest, most empowering tasks" -> "most helping": the adjective (after a degree word or "an",
  // or before a noun of experience) is not the verb; "rewarding" is (the verb keeps "help" below).
  String.raw`+ {?more,most,very,so,truly,really,incredibly,deeply,genuinely} empowering => rewarding
+ an empowering => a rewarding
+ empowering [?experience,experiences,step,steps,moment,moments,feeling,thing,things,choice,way,skill,skills,task,tasks,habit,habits] => rewarding
+ empower/empowers/empowered/empowering [?you,them,us,him,her,me,people,students,pupils,learners,staff,employees,workers,members,users,readers,families,parents,children,kids,customers,clients,teams,communities,women,girls,individuals,patients,carers,volunteers,everyone,young] => help/helps/helped/helping
+ empower/empowers/empowered/empowering => support/supports/supported/supporting
+ have/has no choice but to => must`,
  // (An aggressive entry that deleted "also" after a pronoun or an auxiliary is gone: "every third year it
  // also covers distemper" lost the fact that the annual shot is given too.)
].join("\n");
