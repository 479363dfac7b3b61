// English data for the structural sign rules (transforms/structure.ts): which sentences are
// chatbot leftovers, signposts or upbeat closers, which participial tails carry no fact, and the
// word lists the rewrites of negative parallelisms need. Patterns run on a masked sentence
// (protected spans are single private-use characters), so no rule can touch a number, a date,
// a name or a quotation. Every pattern is anchored or bounded, so each test is linear.

/** An apostrophe, straight or curly. */
const A = "['’]";

/** Whole sentences that are chatbot leftovers: dropped in both modes. */
export const LEFTOVER_SENTENCES: readonly { family: string; pattern: RegExp }[] = [
  // Set 20: an e-mail's or a letter's "I hope this email finds you well!" (chatbot-written mail opens with it).
  { family: "chatbot-opener", pattern: /^I hope (?:this|that|my) (?:e-?mail|message|letter|note) finds you (?:well|in good health|in good spirits)[.!]$/iu },
  // "Sure, here are some ideas:" (nothing but the offer; what follows stays). ("Here's a clear, comprehensive guide to get
  // you started.": two adjectives with a comma, set 20.)
  {
    family: "chatbot-opener",
    pattern: new RegExp(
      `^(?:(?:Sure|Certainly|Of course|Absolutely)[,!]\\s+)?Here(?:${A}s| is| are) (?:a |an |some |the |a few |several )?(?:[a-z-]+,? ){0,2}(?:ideas|tips|options|examples|suggestions|steps|ways|strategies|points|thoughts|guide|overview|breakdown|summary|list)(?: for you| to consider| you can use| to get you started)?[:.!]$`,
      "iu",
    ),
  },
  // "Here's a quick rundown of how to structure your plan." / "Let me walk you through the key
  // points.": the assistant announcing what follows (a full stop: with a colon it introduces a list). Two adjectives may come
  // first ("Here's a clear, thorough overview of …": set 19); "Let me walk you through it step by step." too ("it" is the
  // question just answered).
  {
    family: "chatbot-opener",
    pattern: new RegExp(
      `^(?:(?:Sure|Certainly|Of course|Absolutely)[,!]\\s+)?Here(?:${A}s| is) (?:a|an) (?:(?:quick|brief|short|simple|handy|comprehensive|detailed|thorough|full|complete|step-by-step|clear),? ){0,2}(?:rundown|overview|breakdown|summary|walkthrough|walk-through|look|run-through) (?:of|on|at)\\b[^.!?\\p{Co}]{1,80}\\.$`,
      "iu",
    ),
  },
  {
    family: "signposting",
    pattern:
      /^(?:Let me (?:walk you through(?: (?:it|this|that|everything))?|break (?:it|this|that|things) down|explain)|Let['’]s (?:break (?:it|this|that|things) down|walk through(?: (?:it|this|that|everything))?))(?: (?:the|each|every|all|a few|some) (?:key |main |most important )?(?:points|steps|options|details|basics|essentials|stages))?(?: together)?(?:,? (?:for you|one by one|step by step))?[.!:]$/iu,
  },
  // "Here's a warm, heartfelt toast you can adapt:" (the offer, addressed to the asker); one
  // that holds a protected span ("…for Saturday 14 June") keeps its fact and stays.
  {
    family: "chatbot-opener",
    pattern: new RegExp(
      `^(?!.*\\p{Co})(?:(?:Sure|Certainly|Of course|Absolutely)[,!]\\s+)?Here(?:${A}s| is) (?:a|an|your|the) [^.!?]{0,80}? (?:you can (?:adapt|use|customi[sz]e|tweak|personali[sz]e|edit|copy|send)|(?:tailored|written) (?:to|for) your?)\\b[^.!?]{0,60}[:.!]$`,
      "iu",
    ),
  },
  // "Sure! Here's a polished job posting for your Senior Risk Analyst role."
  {
    family: "chatbot-opener",
    pattern: new RegExp(
      `^(?:(?:Sure|Certainly|Of course|Absolutely)[,!]\\s+)?Here(?:${A}s| is) (?:a|an|your) [^.!?]{0,60}?\\b(?:toast|speech|job posting|posting|post|email|letter|cover letter|draft|version|template|description|bio|outline|caption|message|announcement|script|reply) for (?:your|you)\\b[^.!?]{0,60}[:.!]$`,
      "iu",
    ),
  },
  // The assistant describing its own draft: "I've kept it to roughly three minutes when spoken aloud."
  {
    family: "user-directed-meta",
    pattern: new RegExp(
      `^I(?:${A}ve| have) (?:kept|structured|written|formatted|tailored|organi[sz]ed|drafted|made) (?:it|this|the (?:toast|speech|posting|post|email|letter|draft|version|template|description|script))\\b[^.!?]{0,120}[.!]$`,
      "iu",
    ),
  },
  // "Just fill in the placeholders and you're good to go." (an assistant's note on its own template)
  {
    family: "user-directed-meta",
    pattern:
      /^(?:Just |Simply |Please )?(?:fill in|replace|swap in|complete|update|edit) (?:the |any |all )?(?:placeholders?|bracketed (?:text|fields|parts|details)|details in (?:square )?brackets|fields in (?:square )?brackets)\b[^.!?]{0,80}[.!]$/iu,
  },
  // "Feel free to adjust the salary range or benefits to match your internal guidelines."
  {
    family: "user-directed-meta",
    pattern:
      /^(?:Please )?(?:feel free to|you can|you may want to) (?:adjust|customi[sz]e|tweak|tailor|modify|edit|change|adapt|personali[sz]e)\b(?:[^.!?]{0,80}\bto (?:match|fit|suit|reflect) (?:your|you)\b|[^.!?]{0,20}\b(?:this|the) (?:letter|template|toast|speech|draft|posting|post|email|message|wording|script|tone)\b)[^.!?]{0,80}[.!]$/iu,
  },
  // "I'd love to help you create a magical day for Alfie." / "I'd be happy to help with that!":
  // the assistant's offer before its answer.
  {
    family: "chatbot-opener",
    pattern: new RegExp(
      `^I(?:${A}d| would) (?:be (?:more than |absolutely |really |so |truly )?(?:happy|glad|delighted)|love) to (?:help|walk you through (?:it|this|that|the process|everything))(?: you)?(?: out)?(?: with (?:that|this|your [^.!?]{1,50})| through (?:it|this|that)| (?:plan|create|write|draft|put together|organi[sz]e|find|choose|make|prepare|design|get started|start|begin|embark on|navigate|learn|understand|explore|discover|figure out|work out|pick|decide|set up|take) [^.!?]{1,80}| get started)?[.!]$`,
      "iu",
    ),
  },
  // Sign-offs and offers of more help. (Set 23: "P.S. I hope this newsletter helps your members get excited for spring!": the
  // draft the assistant wrote for the user, named as the thing that helps. Set 24: "P.S. I hope this page helps your customers!".)
  {
    family: "chatbot-signoff",
    pattern:
      /^(?:I hope (?:this|that|these|it|the above)(?: (?:comparison|guide|overview|breakdown|list|plan|answer|summary|information|explanation|draft|template|checklist|newsletter|notice|e-?mail|letter|message|post|announcement|appeal|flyer|update|page|article|description|listing|copy))? (?:helps|was helpful|is helpful|answers|clarifies|gives you|inspires)|Hope (?:this|that) helps)\b[^.!?]*[.!]$/iu,
  },
  {
    family: "chatbot-signoff",
    pattern: new RegExp(
      `^(?:Please |Just )?(?:let me know|feel free to (?:let me know|reach out|ask|contact me)|don${A}t hesitate to (?:ask|reach out|let me know)|do not hesitate to (?:ask|reach out|let me know))\\b[^.!?]*\\b(?:me|questions?|help|assist|assistance|clarification|further|more|else|expand|elaborate|adjust|tweak|tailor|tailored|refine|other|version|versions|draft|changes|edits|revisions|tips|ideas|suggestions|guidance|pointers|recommendations|examples|advice|plan|checklist|template|schedule|summary|breakdown|comparison)\\b[^.!?]*[.!?]$`,
      "iu",
    ),
  },
  // set 17: "Let me know if you'd like some beginner-friendly reference books to explore next!": what the
  // conversation could do next is the assistant's offer ("Let me know if you'd like a copy of the minutes" stays).
  {
    family: "chatbot-signoff",
    pattern: new RegExp(
      `^(?:Just |Please )?let me know if you(?:${A}d| would) like [^.!?\\p{Co}]{1,80}? (?:to (?:explore|read|try|check out|watch|look at|dig into|learn about) )?next[.!]$`,
      "iu",
    ),
  },
  // "Let me know if you'd like either!": the answer to options the assistant offered just before.
  {
    family: "chatbot-signoff",
    pattern: new RegExp(`^(?:Just |Please )?let me know if you(?:${A}d| would) like (?:either|both|one|any) ?(?:of them|of those|of these)?[.!]$`, "iu"),
  },
  // Not "If you'd like to help, stop by any Saturday between 9:00 and 12:00": an invitation to the
  // reader, with facts, is the text's own.
  {
    family: "chatbot-signoff",
    pattern: new RegExp(
      `^(?:If you (?:have|need) any (?:other |more |further )?(?:questions|help|assistance|clarification)|If you${A}d like me to|If you${A}d like to (?:know|learn|explore|discuss|see|hear|read|dive|go) (?:more|deeper|further)|If you want me to|Should you (?:have|need) any)\\b[^.!?]*[.!]$`,
      "iu",
    ),
  },
  {
    family: "chatbot-signoff",
    // ("Would you like me to draft a letter, or let me know if…": an offer run into a sign-off goes whole.)
    pattern:
      /^(?:Would you like(?: me)? to|Would you like (?:a|an|more|some|any)|Do you want me to|Shall I|Want me to|Should I)\b[^.!?]*(?:\?|\bor (?:just )?let me know\b[^.!?]*[.!])$/iu,
  },
  {
    family: "chatbot-signoff",
    pattern: new RegExp(
      `^(?:Happy [a-z]+ing|Happy travels|Good luck(?: with [^.!?]{1,40})?|Happy to help(?: further)?|I${A}m (?:here|happy) to help[^.!?]*)[.!]$`,
      "iu",
    ),
  },
  // Sycophancy and enthusiasm before the answer ("Oh, how exciting — hamsters are great pets!": set 19, the cheer and
  // its short dash clause go; a colon after the exclamation made "Oh, how exciting: …!").
  // Set 19: after a dash only a short gloss goes with it; "Great question — cold spots at the top are common,
  // and the fix is quick!" carries facts, and only its opener goes (the "Great question —" entry below).
  {
    family: "sycophancy",
    pattern: new RegExp(
      `^(?:(?:What a |That${A}s a |That is a |This is a )?(?:great|excellent|fantastic|wonderful|good|insightful|thoughtful) (?:question|point|observation|idea)|What an? (?:great|fantastic|wonderful|lovely|exciting|brilliant|fun|rewarding|smart|wise|thoughtful|excellent|inspiring) (?:[a-z]+ )?(?:project|idea|plan|goal|thing|decision|choice|journey|adventure|hobby|step|move|question|topic|pastime|skill|challenge|milestone|venture)(?: to (?:[a-z]+ ){0,2}[a-z]+)?|(?:Oh,? |Ooh,? )?How (?:exciting|lovely|wonderful|fun|brilliant|fantastic|amazing|thrilling)|You${A}re (?:absolutely|completely|totally|so) right|You are (?:absolutely|completely|totally) right|Absolutely|Certainly|Of course|Sure thing|Sure|Great|Excellent)(?: ?[-—–] ?[^.!?,]{0,60})?[.!]$`,
      "iu",
    ),
  },
  // Knowledge-cutoff and capability disclaimers.
  {
    family: "prompt-refusal",
    pattern: new RegExp(
      `^(?:(?:Please )?(?:keep in mind|note|remember) that |Just so you know, |While )?I${A}m not a (?:licensed |certified |qualified |registered )?(?:financial advisor|financial adviser|doctor|physician|lawyer|attorney|tax professional|therapist|medical professional|professional)\\b[^.!?]*[.!]$`,
      "iu",
    ),
  },
  {
    family: "knowledge-cutoff",
    pattern: new RegExp(
      // (Set 28: "As an AI, I can write a headline, but it's important to bear in mind that gossip can harm people. That being
      // said, here's…": a caveat after ", but" is the writer's own, and the next sentence's "That being said" points back to it;
      // the sentence stays and only its "As an AI, I …, but" goes: LEFTOVER_OPENERS.)
      `^(?![^.!?]*, but )(?:As an (?:AI|\\p{Co})(?: language model)?,? I|I (?:do not|don${A}t|cannot|can${A}t) (?:have access to|access|browse|provide) (?:real-time|current|live|up-to-date|the latest))\\b[^.!?]*[.!]$`,
      "iu",
    ),
  },
  {
    family: "knowledge-cutoff",
    pattern:
      /^(?:Please )?(?:note that )?(?:my (?:knowledge|information|training data)|details (?:are|may be) (?:limited|scarce)|information (?:is|may be) (?:limited|scarce))\b[^.!?]*\b(?:cutoff|cut-off|last update|training|available sources|may have changed|verify)\b[^.!?]*[.!]$/iu,
  },
  // Signposting that announces instead of saying.
  {
    family: "signposting",
    pattern: new RegExp(
      `^(?:Let${A}s|Let us|Now,? let${A}s) (?:dive|delve|jump|dig|get started|get into it|break (?:it|this|that) down|unpack (?:it|this|that))\\b(?: (?:in|into (?:it|this|that|the details)|deeper|right in))?(?: (?:step[- ]by[- ]step|together|a bit|further))?(?: ?[—–-] ?(?:no )?pun intended)?[.!:]$`,
      "iu",
    ),
  },
  {
    family: "signposting",
    pattern: new RegExp(
      `^(?:Here${A}s (?:what you need to know|the thing|the deal|a (?:quick |brief )?(?:breakdown|overview|rundown|look))|Without further ado|In this (?:article|post|guide|blog post|piece),? (?:we${A}ll|we will|I${A}ll|I will|you${A}ll|you will) (?:explore|discuss|look at|cover|dive into|delve into|walk through|examine)[^.!?]*)[.!:]$`,
      "iu",
    ),
  },
  {
    family: "signposting",
    pattern: new RegExp(
      `^(?:Now,? )?(?:Let${A}s|Let us) (?:dive|delve|dig|jump) (?:deeper )?into (?:the |some |a few |how |what |why )?[^.!?]{1,60}[.!:]$`,
      "iu",
    ),
  },
  {
    family: "signposting",
    pattern: new RegExp(`^(?:Now,? )?(?:Let${A}s|Let us) (?:take a (?:closer |quick |deeper )?look at|explore|examine|unpack) [^.!?]{1,60}[.!:]$`, "iu"),
  },
  // Generic upbeat closers that say nothing.
  // Set 20: a sales page's cheer at its end ("Let's make it happen together! 🚚", "Let's make this one to remember!",
  // "We can't wait to help you shine! ✨"): no fact, only the mood.
  {
    family: "upbeat-closer",
    pattern: new RegExp(
      `^(?:Let${A}s make (?:it|this|this one|it one|your [a-z]+) (?:happen|count|to remember|one to remember|unforgettable|special)(?: together)?|We can${A}t wait to help you (?:shine|succeed|thrive|grow|soar))[.!]$`,
      "iu",
    ),
  },
  {
    family: "upbeat-closer",
    pattern: new RegExp(
      `^(?:The future(?: of [^.!?]{1,40})? (?:looks|is|remains) (?:bright|promising|exciting)(?: for [^.!?]{1,60})?|Exciting times (?:lie|are) ahead(?: for [^.!?]{1,60})?|The possibilities are (?:endless|limitless|truly endless)|The sky${A}s the limit|Only time will tell(?: [^.!?]{1,60})?|The journey (?:is|has) (?:just|only) (?:begun|beginning)|This is (?:just|only) the beginning(?: [^.!?]{1,60})?|Here${A}s to [^.!?]{1,60})[.!]$`,
      "iu",
    ),
  },
];

/** Leftover clauses at the start of a sentence: dropped, and the rest capitalised. */
export const LEFTOVER_OPENERS: readonly { family: string; pattern: RegExp }[] = [
  {
    family: "knowledge-cutoff",
    pattern:
      /^(?:As of my (?:(?:last|latest|most recent) )?(?:knowledge |training )?(?:update|cutoff|cut-off)(?: in [^,]{1,30})?|Based on (?:my|the) (?:training data|information available to me)|While (?:specific )?(?:details|information) (?:is|are|remains?) (?:limited|scarce)(?: in (?:available|public) sources)?),\s+/iu,
  },
  // Set 28: the capability note before a caveat ("As an AI, I can create a headline, but gossip can harm people."): the caveat stays.
  {
    family: "knowledge-cutoff",
    pattern: /^As an (?:AI|\p{Co})(?: language model)?, I [^.!?,;]{1,80}, but\s+/u,
  },
  {
    family: "chatbot-opener",
    pattern: new RegExp(`^(?:Sure|Certainly|Of course|Absolutely)[,!]\\s+(?=Here${A}s |Here is |Here are |I${A}d be happy|I can help)`, "iu"),
  },
  {
    family: "sycophancy",
    pattern: new RegExp(`^(?:(?:Great|Excellent|Good|Fantastic) question|You${A}re (?:absolutely |completely )?right)(?:,| ?[-—–])\\s+`, "iu"),
  },
  {
    family: "signposting",
    pattern: /^(?:Without further ado|With that (?:said|in mind)|That being said|Now that we(?:['’]ve| have) covered [^,]{1,40}),\s+/iu,
  },
  {
    family: "persuasive-trope",
    pattern: new RegExp(
      `^(?:At its (?:core|heart)|At their (?:core|heart)|The truth is|The reality is|Make no mistake|Let${A}s be (?:honest|clear|real)|Let${A}s face it|Simply put|Put simply|Here${A}s the thing|The bottom line is|In reality|Truth be told)(?:,| that|:)\\s+`,
      "iu",
    ),
  },
];

/** An invitation to get in touch, which a letter's postscript ("P.S. Feel free to reach out if…") makes in earnest. */
export const POSTSCRIPT_INVITATION =
  /^(?:Please )?(?:feel free to|don['’]t hesitate to|do not hesitate to) (?:reach out|contact|get in touch|call|e-?mail|drop (?:us|me) a line)\b/iu;

/**
 * Participial tails that only assert significance (", highlighting the importance of X",
 * ", underscoring its commitment to Y"): they carry no fact, so both modes drop them. A tail
 * with a protected span (a number, a date, a name) is a fact and is left to the rhythm.
 * After "how"/"why" only the word of significance itself ("highlighting how vital the river is"):
 * ", highlighting how your role has grown" tells what to show, a fact, and stays.
 * So does "the importance of a/an X" (", underscoring the importance of a four-second gap": advice; set 24).
 */
export const SIGNIFICANCE_TAIL =
  /(?:,|\s(?:—|–|--))\s+(?:further |thereby |ultimately |all )?(?:highlighting|underscoring|underlining|emphasizing|emphasising|showcasing|symbolizing|symbolising|reflecting|reinforcing|cementing|solidifying|signaling|signalling|demonstrating|illustrating|testifying to|speaking to|contributing to|paving the way for|marking)\s+(?:(?:the|its|their|his|her|our|a|an|this)\s+(?:[a-z'’-]+,?\s+){0,3}?|(?:just |exactly )?(?:how|why)\s+(?:(?:much|deeply|truly|very|so)\s+)?)(?:importance(?! of an? )|significance|commitment|dedication|role|status|legacy|value|power|potential|spirit|enduring|growing|vital|crucial|pivotal|central|deep|rich|ongoing|continued|broader|lasting|profound|unique|essential|need|resilience|heritage|identity|relevance|appeal|ability|strength|impact|influence|reputation|place|position|passion|promise|charm|beauty|timeless|transformative|future|sustainable|brighter|greater good|well-being|wellbeing|milestone|turning point|chapter|era|nature|scale|approach|ethos|philosophy|values|mission|vision|culture|diversity|variety|breadth|richness|generosity|creativity|warmth|vibrancy)\b[^,;:—–\uE000-\uF8FF\d.!?]*([.!]?)$/iu;

/**
 * ", underscoring its more open approach.": an evaluative participle with a possessive and a short
 * noun phrase of plain words (no figure, no name) says nothing the clause before has not; it goes
 * whatever its noun. ("reflecting" and "demonstrating" may carry a fact and are left to the list above; so may
 * "showcasing": "open all weekend, showcasing our sourdough alongside local jams" names what is on offer, set 20.)
 */
export const POSSESSIVE_TAIL =
  /(?:,|\s(?:—|–|--))\s+(?:further |thereby )?(?:underscoring|underlining|highlighting|emphasizing|emphasising|symbolizing|symbolising|cementing|solidifying)\s+(?:its|their|our|his|her|your)\s+(?:[a-z'’-]+\s+){0,4}[a-z'’-]+([.!]?)$/u;

/** Base verbs that may follow "Not only does the X …" (so the subject is one noun). */
export const NOT_ONLY_VERBS: ReadonlySet<string> = new Set(
  (
    "save help improve reduce cut boost lower raise make give keep let allow bring create support build increase " +
    "speed protect add show offer provide deliver simplify streamline strengthen enhance expand extend attract draw " +
    "serve solve fix prevent stop lift open change shape teach inspire connect encourage enable promote spark drive " +
    "listen act finish win meet reach pass complete sell grow double host welcome train answer respond repair clean " +
    "plant feed exceed earn beat visit cover include fund pay run plan shed explore reveal celebrate tell trace examine follow " +
    "enjoy benefit gain get receive learn see feel use take find need love work produce carry hold look read write play showcase highlight feature present boast " +
    "represent ensure press donate pick harvest collect gather deliver finish launch " +
    "capture paint check greet come stay last cost fit suit shrink dry wash wear smell taste sound matter count mean cook bake " +
    "sew knit walk swim ride sing dance print sort store hide remove mark guide lead link join share fill appear seem sleep " +
    "fly sit stand break catch choose speak think buy send spend lose avoid ease calm soften absorb resist replace restore limit block warm cool"
  ).split(" "),
);

/** Irregular pasts for "Not only did X …" (regular verbs take "-ed"). */
export const IRREGULAR_PAST: Readonly<Record<string, string>> = {
  cut: "cut",
  make: "made",
  give: "gave",
  keep: "kept",
  let: "let",
  bring: "brought",
  build: "built",
  show: "showed",
  draw: "drew",
  lift: "lifted",
  teach: "taught",
  drive: "drove",
  stop: "stopped",
  win: "won",
  meet: "met",
  sell: "sold",
  grow: "grew",
  feed: "fed",
  beat: "beat",
  pay: "paid",
  run: "ran",
  plan: "planned",
  come: "came",
  cost: "cost",
  fit: "fitted",
  shrink: "shrank",
  dry: "dried",
  wear: "wore",
  mean: "meant",
  swim: "swam",
  ride: "rode",
  sing: "sang",
  hide: "hid",
  lead: "led",
  sleep: "slept",
  fly: "flew",
  sit: "sat",
  stand: "stood",
  break: "broke",
  catch: "caught",
  choose: "chose",
  speak: "spoke",
  think: "thought",
  buy: "bought",
  send: "sent",
  spend: "spent",
  lose: "lost",
};

/**
 * Participles of a tail that aggressive mode makes a sentence of its own ("…, reflecting strong
 * demand." -> "… This reflected strong demand."), with their present (3rd person), past and base forms.
 */
export const TAIL_PARTICIPLES: Readonly<Record<string, readonly [string, string, string]>> = {
  reflecting: ["reflects", "reflected", "reflect"],
  underscoring: ["shows", "showed", "show"],
  highlighting: ["shows", "showed", "show"],
  emphasizing: ["shows", "showed", "show"],
  emphasising: ["shows", "showed", "show"],
  demonstrating: ["shows", "showed", "show"],
  illustrating: ["shows", "showed", "show"],
  // (Not "showcasing": its subject is the one doing it, "our tasting barn will be open, showcasing our cider" is
  // no result of the opening, and "This will show our cider" reads as "prove"; set 20.)
  signaling: ["signals", "signaled", "signal"],
  signalling: ["signals", "signalled", "signal"],
  marking: ["marks", "marked", "mark"],
  symbolizing: ["symbolizes", "symbolized", "symbolize"],
  reinforcing: ["reinforces", "reinforced", "reinforce"],
  cementing: ["cements", "cemented", "cement"],
  solidifying: ["strengthens", "strengthened", "strengthen"],
  // (Not "fostering": "…by Monday, fostering a smooth start" became "This builds a smooth start"; set 24. The lexicon rewrites it in place.)
  contributing: ["contributes", "contributed", "contribute"],
  ensuring: ["ensures", "ensured", "ensure"],
};

/** Words that date a main clause (tense of a tail made a sentence); unsure clauses are left alone. */
export const PAST_MARKERS: ReadonlySet<string> = new Set(
  "was were had did rose fell grew made took gave saw went came found held kept left lost paid sent set spent told won built began brought bought caught drove ran became cut hit".split(
    " ",
  ),
);
export const PRESENT_MARKERS: ReadonlySet<string> = new Set("is are has have does do remains remain continues continue".split(" "));
export const MODAL_MARKERS: ReadonlySet<string> = new Set("will would can could may might should must".split(" "));
export const AUXILIARY_BEFORE_PARTICIPLE: ReadonlySet<string> = new Set("has have had is are was were be been being get got gets".split(" "));

/**
 * "Let me know if you'd like me to add a section comparing the Greenstar 4000 with the 8000 Style!": an offer to edit the
 * answer itself (a section, a table, a version) is the assistant's, whatever names it holds.
 */
export const DOCUMENT_OFFER =
  /\blike me to (?:add|include|expand|write|draft|rewrite|put together|create|make|prepare|turn)\b[^.!?]*\b(?:section|table|paragraph|list|version|comparison|summary|chart|checklist|outline|template)s?\b/iu;
