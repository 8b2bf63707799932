// Everyday words for the game's terms, written as the terms the readers know before a message is read: a newcomer's
// plain words ("the guy who kicks", "my pretend bidding money", "the tournament at the end"), office jargon ("divest
// from", "the leaderboard"), a dropped g ("playin'", "startin'"), a hockey fan's words ("a healthy scratch"), Scots
// ("whit dae ye reckon") and a French speaker's ("my titulars", "is he blessed").

/** "says he'd", "texted they would": another manager telling what he would do (a regular-expression alternative). */
export const TELLS_WHAT_THEY_WOULD = "(?:says|said|texted|messaged) (?:he|she|they)(?:['’]d| would| will|['’]ll)";

const PLAIN_WORDS: [RegExp, string][] = [
  // The kicker and the receivers.
  [/\b(?:the )?(?:guy|player|person|one) (?:who|that) kicks\b|\bkicking (?:guy|player|spot)\b/gi, "kicker"],
  [/\b(?:pass[- ])?catchers\b/gi, "receivers"],
  [/\b(?:pass[- ])?catcher\b/gi, "receiver"],
  // The waiver budget and the free agents.
  [/\b(?:pretend|fake|play)(?: bidding)? (?:money|dollars|budget)\b|\bbidding (?:money|budget|dollars)\b/gi, "faab"],
  [
    /\b(?:free|unowned|unclaimed) players?\b|\bplayers? (?:that )?(?:nobody|no one) (?:owns|has|picked up)\b/gi,
    "free agents",
  ],
  // The playoffs.
  [
    new RegExp(
      "\\b(?:the )?(?:end[- ]of[- ](?:the[- ])?season |season[- ]ending |final )?tournament" +
        "(?: at the end(?: of the season)?)?\\b",
      "gi",
    ),
    "the playoffs",
  ],
  // Trading.
  [/\bswap(?:ping)? players\b/gi, "trading"],
  [/\b(?:kind|sort|type) of swaps?\b/gi, "kind of trade"],
  // A week without a game: a bye.
  [
    new RegExp(
      "\\b(?:has|have) no game\\b|\\b(?:doesn'?t|does not|don'?t|do not) have a game\\b|" +
        "\\bhave a game this week or (?:are|is) (?:they|he|it) off\\b",
      "gi",
    ),
    "is on bye",
  ],
  // The team's range.
  [
    /\b(?:the )?highest and (?:the )?lowest (?:my team|i|we) (?:could|might|can|would) score\b/gi,
    "my team's ceiling and floor",
  ],
  // A dropped g: "is he playin'", "who should I be startin'" (not "an'", read as "and").
  [/\b([a-z]{2,})in['’](?=\s|$|[?.,!;:])/gi, "$1ing"],
  // …and without the apostrophe, in the verbs a manager drops it from ("chasin", "lookin", "tradin").
  [
    new RegExp(
      "\\b(chas|look|play|start|sitt|trad|think|go|com|tak|mak|fly|runn|sell|buy|stash|talk|gett|pick|hold|keep|" +
        "need|want|try|wait|feel|lean|roll|bench|pass|pay|hurt|struggl|produc|catch|eat|cook|ball|do|sav|los|winn|" +
        "driv|carry|leav|giv|hav|bring|sleep|dropp|cutt)in\\b",
      "gi",
    ),
    "$1ing",
  ],
  [/\bfixing to\b/gi, "going to"],
  [/\bmight could\b/gi, "could"],
  // Southern words: "feller", "the old boy" for him, "who do I got", someone to "spell him".
  [/\bfell(?:er|a)s?\b/gi, "guy"],
  [/\bthe (?:old|ole) (?:boy|man|timer|dog|guy)\b/gi, "him"],
  [/\bwho (do|did) (i|we) got\b/gi, "who $1 $2 have"],
  [/\bspell (him|her|them)\b/gi, "fill in for $1"],
  // Slang: "is he him", "he's gonna be him" — whether he is a star.
  [/\b(is he|he'?s|is she|she'?s|(?:gonna|going to|gon) be) (him|her)\b(?! (?:over|than)\b)/gi, "$1 elite"],
  // Office jargon: selling and buying a player as a position taken in him, the leaderboard, the easy wins.
  [/\b(?:divest(?:ing)?|exit(?:ing)? (?:my|our|the) position) (?:from|in|on)\b/gi, "sell"],
  [/\b(?:taking|take|open(?:ing)?) a (?:buy|long) position (?:on|in)\b/gi, "buying"],
  [/\bleader ?board\b/gi, "league standings"],
  [/\b(?:is |was |just )?pitch(?:ing|ed|es)\b(?=[^.?!]* for (?:my|me|our)\b)/gi, "offered"],
  [/\b(?:gets?|getting|given) the green light\b/gi, "starts"],
  // "Quinn says he'd do Kittle plus Olave for McBride": an offer told.
  [new RegExp(`\\b${TELLS_WHAT_THEY_WOULD} (?:do|give|send|trade)\\b`, "gi"), "is offering"],
  [/\b(?:the )?low[- ]hanging fruit (?:for|to)\b/gi, "the easiest moves for"],
  [/\blineup (?:configuration|config|construction|setup)\b/gi, "lineup"],
  // "my starting nine", "my starting 9": the lineup.
  [/\bstarting (?:nine|ten|eleven|9|10|11|group|unit)\b/gi, "starting lineup"],
  [/\b(?:the )?same (?:deliverable|exercise|analysis|drill)\b/gi, "the same"],
  [/\btrade (?:concepts|proposals to make|structures)\b/gi, "trade ideas"],
  [/\bpostseason (?:probability|likelihood|chances?)\b/gi, "playoff odds"],
  // A hockey fan's words: a player sat out is a healthy scratch, the first line is the starters.
  [/\b(?:a )?healthy[- ]scratch(?:ed)?\b/gi, "benched"],
  [/\b(?:top|first) line\b/gi, "starting lineup"],
  [/\bcall[- ]ups?\b/gi, "pickups"],
  // Scots: "whit dae ye reckon", "fae noo tae the end", "aff waivers", "Jeudy an Shakir".
  [/\bwhit\b/gi, "what"],
  [/\bwhae\b/gi, "who"],
  [/\bdae\b/gi, "do"],
  [/\bgie\b/gi, "give"],
  [/\bwid\b/gi, "would"],
  [/\bcannae\b/gi, "can't"],
  [/\bdinnae\b/gi, "don't"],
  [/\bgonnae\b/gi, "going to"],
  [/\bye\b/gi, "you"],
  [/\byer\b/gi, "your"],
  [/\bfae\b/gi, "from"],
  [/\btae\b/gi, "to"],
  [/\bintae\b/gi, "into"],
  [/\bnoo\b/gi, "now"],
  [/\boot\b/gi, "out"],
  [/\bwideoots\b/gi, "wideouts"],
  [/\baff\b/gi, "off"],
  [/\baboot\b/gi, "about"],
  [/\befter\b/gi, "after"],
  [/\bmasel\b/gi, "myself"],
  [/\bnaw\b/gi, "no"],
  [/\bnaebody\b/gi, "nobody"],
  [/\bflog\b/gi, "sell"],
  [/\bthe run-?in\b/gi, "the rest of the season"],
  [/(?<=[a-z] )o (?=[a-z]{2,})/g, "of "],
  // "an" for "and", where it cannot be the article: before a name or a word no article comes before.
  [/\ban (?=[B-DF-HJ-NP-TV-Z][a-z])/g, "and "],
  [/\ban (?=(?:if|the|what|who|how|then|is|are|do|my|his|gettin\w*|getting)\b)/gi, "and "],
  // A French speaker's words: the "titular" starters, the "blessed" injured, the "prevision" and the "fourchette"
  // of points, the "adversary", the "bilan".
  [/\btitulars\b/gi, "starters"],
  [/\btitular\b/gi, "starter"],
  [/\bblessed\b(?! (?:to|with)\b)/gi, "injured"],
  [/\bblessures?\b/gi, "injury"],
  [/\bprevisions?\b/gi, "projection"],
  [/\badversary\b/gi, "opponent"],
  [/\bbilan\b/gi, "record"],
  [/\bfourchette\b/gi, "range"],
  [/\bwhat (?:can|could|should) (i|we) attend from\b/gi, "what can $1 expect from"],
  [/\b(?:it |he |she )?worths\b/gi, "is worth"],
  [/\bliberate the (?:place|spot)\b/gi, "free up the roster spot"],
  [/\b(?:in )?the weeks that (?:rest|remain)\b/gi, "the rest of the season"],
  [/\bis it that (i|we) (?:must|should|have to)\b/gi, "should $1"],
  [/\bmust (i|we)\b/gi, "should $1"],
  [/\bthrow (him|her|them)(?: away)?\b(?! in(?:to)?\b)/gi, "drop $1"],
  [/\bin the moment\b/gi, "right now"],
  [/\bmatches\b/gi, "games"],
];

/** The message with a newcomer's plain words for the game's terms written as the terms. */
export function inFantasyTerms(text: string): string {
  return PLAIN_WORDS.reduce((t, [plain, term]) => t.replace(plain, term), text);
}
