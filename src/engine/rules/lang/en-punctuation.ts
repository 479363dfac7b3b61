// English word lists for punctuation; the logic is in transforms/punctuation.ts.

// Words that open a phrase, not a clause: after a dash they take a comma ("…the old way — and
// faster", "…— from Lisbon to Oslo", "…— often within a week").
export const PHRASE_STARTERS = new Set(
  (
    "and or but nor which who whom whose where such including especially particularly notably not even often usually " +
    "sometimes always never like unlike from with without within between among across along around about above below " +
    "into onto over under through throughout during before after since until for of in on at by to as than whether if " +
    "all each both either neither just only mostly mainly perhaps maybe almost nearly instead rather"
  ).split(" "),
);
