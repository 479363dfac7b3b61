// English word lists for restructure; the logic is in transforms/restructure.ts.

export const AUX_AFTER_ONLY = new Set("did does do is are was were has have had can could will would should may might must".split(" "));

export const PRONOUNS_AFTER_BUT = new Set(["it", "they", "he", "she", "we", "you", "i", "this", "these"]);

export const QUANTIFIERS = new Set(["many", "several", "numerous", "some", "countless", "plenty", "lots"]);
// What may follow "that"/"who" for it to be the subject of the relative clause ("who believe"),
// not its object ("that people love"): auxiliaries and common plural verbs.
export const RELATIVE_VERBS = new Set(
  (
    "can could may might will would should must have had are were do did " +
    "help make use offer provide allow affect contribute play influence need exist include require cause lead " +
    "believe think feel want support work live come go take give show find say choose prefer enjoy try seek " +
    "create bring keep face struggle benefit rely depend focus remain serve claim argue agree"
  ).split(" "),
);

// Verbs after which "that" is usually dropped in plain writing ("I think the plan works").
export const THAT_VERBS = new Set(
  "say says said think thinks thought believe believes believed hope hopes hoped know knows knew feel feels felt guess guessed realize realizes realized realise realises realised suppose supposes means mean meant wish wished".split(
    " ",
  ),
);
// What must follow "that" for it to introduce a clause ("said that the…", "think that we…").
export const CLAUSE_SUBJECT_START = new Set("i we you they he she it the a an our their his her its my your some many most people everyone nobody".split(" "));

// Past participles that may follow "that is" in a reduced relative clause.
export const IRREGULAR_PARTICIPLES = new Set(
  "known made shown given taken written seen built found held set put done grown worn born driven chosen kept left lost paid sold sent spent told thought brought bought caught taught understood".split(
    " ",
  ),
);

// Words before "that" that make it a conjunction or a pronoun, not a relative after a noun.
export const VERBISH_BEFORE_THAT = new Set(
  "so such now given say says said think thinks thought believe believes believed know knows knew show shows showed suggest suggests suggested find finds found mean means meant hope hoped feel felt note noted ensure ensures ensured is are was were be been and or but that this like than all".split(
    " ",
  ),
);

export const OBJECT_PRONOUNS = new Set(
  "me you us them him her people others students users readers customers everyone individuals teams leaders companies".split(" "),
);

// After "to", these make "to" a preposition ("helps us to the door"), not an infinitive.
export const NOT_A_VERB_AFTER_TO = new Set("the a an this that these those my your our their his her its some any all every each more".split(" "));

export const LET_FORMS: Record<string, string> = {
  allow: "let",
  allows: "lets",
  allowed: "let",
  allowing: "letting",
  enable: "let",
  enables: "lets",
  enabled: "let",
  enabling: "letting",
};
export const LET_OBJECTS = new Set([
  ...OBJECT_PRONOUNS,
  "it",
  "computers",
  "machines",
  "developers",
  "employees",
  "workers",
  "patients",
  "children",
  "kids",
  "visitors",
  "members",
  "players",
  "leaders",
  "investors",
  "scientists",
  "researchers",
  "doctors",
]);

// "The integration of X…" at the start of a sentence -> "Integrating X…": nouns whose "of"
// always names what is acted on (so "the development of the child" is not among them).
export const NOMINALIZATIONS: Record<string, string> = {
  integration: "integrating",
  combination: "combining",
  use: "using",
  implementation: "implementing",
  introduction: "introducing",
  creation: "creating",
  adoption: "adopting",
  establishment: "establishing",
  reduction: "reducing",
  protection: "protecting",
  exploration: "exploring",
  examination: "examining",
  application: "applying",
  evaluation: "evaluating",
  assessment: "assessing",
  identification: "identifying",
  prevention: "preventing",
  production: "producing",
  construction: "building",
  consumption: "consuming",
  preparation: "preparing",
  collection: "collecting",
  measurement: "measuring",
  analysis: "analyzing",
  management: "managing",
  removal: "removing",
  replacement: "replacing",
  expansion: "expanding",
  elimination: "eliminating",
  utilization: "using",
};

// Past participles that differ from the simple past, for "was written by X" -> "X wrote".
export const PARTICIPLE_TO_PAST: Record<string, string> = {
  written: "wrote",
  taken: "took",
  given: "gave",
  seen: "saw",
  known: "knew",
  shown: "showed",
  driven: "drove",
  chosen: "chose",
  done: "did",
  begun: "began",
  grown: "grew",
  drawn: "drew",
  broken: "broke",
  spoken: "spoke",
  stolen: "stole",
  eaten: "ate",
  beaten: "beat",
  hidden: "hid",
  ridden: "rode",
  thrown: "threw",
  worn: "wore",
  forgotten: "forgot",
  forgiven: "forgave",
  frozen: "froze",
  shaken: "shook",
  sung: "sang",
  swum: "swam",
  made: "made",
  built: "built",
  found: "found",
  held: "held",
  led: "led",
  told: "told",
  sent: "sent",
  brought: "brought",
  caught: "caught",
  bought: "bought",
  taught: "taught",
  won: "won",
  paid: "paid",
  sold: "sold",
  kept: "kept",
  left: "left",
  met: "met",
  hit: "hit",
  set: "set",
  put: "put",
  cut: "cut",
  read: "read",
  heard: "heard",
  felt: "felt",
  lost: "lost",
  struck: "struck",
  understood: "understood",
  fed: "fed",
  spent: "spent",
  lent: "lent",
  dug: "dug",
  shot: "shot",
};
// Participles that read as adjectives or states after "was" ("was interested by", "was based by"): never flipped.
export const NOT_AGENTIVE = new Set(
  "based located situated interested concerned involved related known used considered called named composed made surrounded covered filled followed accompanied characterized defined determined".split(
    " ",
  ),
);
// What may start the agent of a flipped passive: a determiner or a number word.
export const AGENT_STARTS = new Set("the a an his her their its our my your this these those both several many two three four five".split(" "));
export const SUBJECT_STARTS = new Set("the a an his her their its our my your this these those".split(" "));
export const OBJECT_FORMS: Record<string, string> = { it: "it", they: "them", he: "him", she: "her", we: "us", i: "me" };
export const PASSIVE_ADVERBS = new Set("also first later originally eventually recently finally soon quickly widely".split(" "));
