// A question → intent + entities. The classifier reads the wording; the entities (players, roster references,
// positions, horizon) then settle what the wording alone cannot: "Chase or Lamb?" with two players is a
// start/sit, the same words with one player are about him, and a named player is never answered with help text.
import type { NamedPlayer, PlayerNameIndex } from "@/lib/league-model/team/player-lookup";
import { classify } from "@/lib/ai/analyst/nlu/classifier";
import { positionWord } from "@/lib/ai/analyst/nlu/positions";
import {
  BEST_AT_SPOT,
  extractEntities,
  positionOf,
  type Entities,
  type Mention,
  WHO_WILL_BE,
} from "@/lib/ai/analyst/nlu/entities";
import { TRAINING } from "@/lib/ai/analyst/nlu/training";
import type { Intent } from "@/lib/ai/analyst/nlu/intents";
import { FAMILY_CUES, namesOtherSport } from "@/lib/ai/analyst/nlu/family-cues";
import { nearestIntent } from "@/lib/ai/analyst/nlu/neighbors";
import { detectScenario, detectWeek, type Scenario, type WeekSlot } from "@/lib/ai/analyst/nlu/slots";
import { ENGLISH, Speller } from "@/lib/ai/analyst/nlu/spelling";
import { capitalisedTeam, detectTeam, knownTeam, type TeamMention } from "@/lib/ai/analyst/nlu/teams";
import { PEOPLE } from "@/lib/ai/analyst/nlu/people";

export interface Understanding extends Entities {
  intent: Intent;
  confidence: number;
  runnerUp: Intent | null;
  /** For trades: what the manager sends and receives (names or references). */
  give: string[];
  get: string[];
  /** "buy-low" or "sell-high" for buy-low questions. */
  mode: "buy-low" | "sell-high";
  /** The week named ("week 12", "next week"); null for the current week. */
  week: WeekSlot;
  scenario: Scenario | null;
  /** A start/sit about one player: the roster spots he is weighed against ("my TE1", "my bench TE"). */
  benchmarks: string[];
  /** "cue" when unambiguous wording or the named players settled the intent, else the classifier's reading. */
  decidedBy: "cue" | "classifier";
}

// Words that carry no fantasy meaning on their own: a question made only of these (plus unknown words) is not
// one the analyst understands, however confident the network is ("please fail now").
const GENERIC = new Set(
  (
    "i me my mine you your he him his it its a an the this that these those is " +
    "are am was be do does did should would could can will " +
    ("what whats who whos which when how hows why where to of in on at for with " +
      "and or but not no yes any some all now right just still ") +
    ("please pls thanks good bad get got give go going make more most much very " +
      "really think about there here guy top player ") +
    // Fillers of speech: "um hi so like how does this work".
    "so like um uh even actually basically kinda"
  ).split(" "),
);
const DOMAIN = new Set(
  Object.entries(TRAINING)
    .filter(([intent]) => intent !== "None" && intent !== "help")
    .flatMap(([, utterances]) => utterances.flatMap((u) => u.toLowerCase().split(/[^a-z0-9]+/)))
    .filter((w) => w && !GENERIC.has(w)),
);
// The examples' words as written, repeats and all (how common each is), and as a set.
let written: string[] | null = null;
const writtenWords = () =>
  (written ??= [
    ...GENERIC,
    ...Object.values(TRAINING).flatMap((us) => us.flatMap((u) => u.toLowerCase().split(/[^a-z]+/))),
  ].filter(Boolean));
let vocabulary: Set<string> | null = null;
const vocab = () => (vocabulary ??= new Set(writtenWords()));
let speller: Speller | null = null;
// Misspelt words read as the training vocabulary word they are a typo or two away from.
const spell = (text: string) => (speller ??= new Speller(writtenWords(), vocab())).fix(text);
export const isVocabulary = (word: string) => vocab().has(word) || vocab().has(word.replace(/s$/, ""));

// A word the GM saw in a fantasy question, allowing for an ending ("benched", "starter").
const familiar = (w: string) =>
  [w, w.replace(/(ing|ed|er|ly)$/, ""), w.replace(/(ing|ed)$/, "e"), w.replace(/(.)\1(ing|ed)$/, "$1")].some(
    isVocabulary,
  );

// The share of a question's own words (beyond the generic ones) the GM never saw in a fantasy question.
function unfamiliarShare(text: string): number {
  const words = text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 1 && !GENERIC.has(w));
  return words.length ? words.filter((w) => !familiar(w)).length / words.length : 0;
}

// Words for the manager's own team or league that no training utterance happens to use ("how's my crew looking").
const TEAM_SLANG = new Set(
  "crew boy squad squadron guy dude lad fella gang club franchise outfit side unit division conference".split(" "),
);

// "My sourdough", "my car": a thing of the manager's no fantasy question in the training data is about.
const ownsSomethingForeign = (text: string) =>
  [...text.toLowerCase().matchAll(/\b(?:my|our) ([a-z]+)/g)].some(([, word]) => {
    const one = word!.replace(/s$/, "");
    return !GENERIC.has(word!) && !TEAM_SLANG.has(one) && !PEOPLE.has(one) && !familiar(word!);
  });

const hasDomainWord = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((w) => DOMAIN.has(w) || DOMAIN.has(w.replace(/s$/, "")));

export const mentionValue = (m: Mention) => (m.kind === "player" ? m.name : m.ref);

// The playoffs asked about: the odds, the chance, getting in.
const ODDS_ASKED =
  /\b(get in|make it|make the playoffs|playoffs?|odds|chances?|postseason|enough|in\?|lock|alive|shot)\b/i;
const NOT_THE_MANAGER = "(?<!\\b(?:am|are|do|will|would|should|can) (?:i|we|u) )(?<!\\b(?:i'?m|we'?re|i am|we are) )";
const STATUS_CUE = new RegExp(
  "\\b(on (a )?bye|bye week|byes?\\b.*\\bweek|bye (coming|this|next)|injur|hurt|healthy|questionable|doubtful|" +
    "ruled out|designation|suit up|suits up|suit(ing|in|in')? up|status|active (this|for|on|in)|" +
    "(is|are) (.* )?out\\b|(is|are) (\\S+ )?(done|finished|shut down) for the (year|season)\\b|" +
    // ("who am I playing this weekend": the manager plays, not the player.)
    `${NOT_THE_MANAGER}playing (this|on|sunday|today|tonight|thursday|monday|saturday)|` +
    "\\b(is|are|will)\\b[^?]{0,30}\\bplaying (in )?(week|wk) ?\\d|" +
    `${NOT_THE_MANAGER}playing\\s*\\??\\s*$|` +
    // Coming back from an injury: "is he expected back this season", "any update on his injury".
    "expected back|(back|return\\w*) from (injury|ir|the ir)|return\\w* (date|timeline)|" +
    // "is he ever coming back this year", "when does he return".
    "(ever|when|if) (is |does |will )?(he |she )?(coming back|come back|return|returning)|" +
    // "is he good to go", "what's the latest on his toe".
    "good to go|(the )?latest on|(what'?s|whats|any) (the )?word on|ailing|ails|" +
    // "is he right to go today or is he carrying something".
    "right to go|fit to play|carrying (something|a knock|an? (injury|niggle|knock))|nursing|banged up|dinged up|" +
    // "Kittle full go?", "Saquon ok?", "how's Puka's health".
    "full go|full[- ]strength|health|" +
    // "how's kittle's hamstring", "how is the knee": the injury itself, asked after.
    "how('?s| is| are| about)\\b[^?]{0,25}\\b(hamstring|ankle|knee|groin|concussion|calf|quad|achilles|oblique)|" +
    // "What's the timetable on his return", "any ETA".
    "time ?table|timeline|\\beta\\b|" +
    "(any|an|the latest) (update|news) on|" +
    // Practice reports: "practice participation (DNP/LP/FP)", "game designation".
    "practice (participation|report|status)|(game|injury) designation|dnp|limited practice|full practice|" +
    // British: "has he trained this week", "is he on the team sheet", "back in the side yet".
    "(has|have|did)\\b[^?]{0,12}\\b(trained|practi[cs]ed)\\b|on the team ?sheet|" +
    "\\b(in|into) the side\\b|back (in|into) the (team|squad|lineup) yet)|" +
    // Terse: "Breece out?", "Saquon ok?" (the name taken out).
    "^\\s*out\\s*\\??\\s*$|^\\W*(is (he )?)?(ok|okay|alright|all right)\\s*\\?\\s*$",
  "i",
);
const statusCue = (q: string) => STATUS_CUE.test(q);

const START_ONE = new RegExp(
  "\\b(start|starting|sit|sitting|bench|benching|play|flex|roll with|ride) player\\b|" +
    "\\b(i|we) (should|could|would|might) (start|sit|bench|play|flex)\\b|" +
    "\\b(should|do|would|can|could|shall) (i|you|we|u)\\b[^?]*\\b(start|sit|bench|play|flex|roll with|ride)\\b|" +
    "\\b(must[- ]start|auto[- ]?start|set[- ]and[- ]forget|good (start|play)|startable|worth starting|" +
    "worth a (start|play|flex|spot)|" +
    "worth (playing|flexing|a start)|(good|great|decent|safe|smart|solid|risky|sneaky) (flex )?(start|play|flex)|" +
    "start or (sit|bench)|" +
    "(sit|bench) or start|" +
    // Lineup jargon: "smash spot for X or fade?", "fade him this week" (not "is he fading": declining).
    "(smash|great|elite|tough|bad) (spot|play)|smash or pass|fade|" +
    "(?<!\\b(is|he'?s|she'?s|been|player|(?!I['’]m)[A-Z][a-z'’]+) )fading|" +
    "start him|sit him|bench him|ride the (pine|bench)|(is|was) (he|she|player) a (start|sit)|" +
    // "lock him in this week or am I overthinking it".
    "lock (him|her|player) in|" +
    // "do I trust X this week", "can I count on X this week", "should X be in my lineup", "is X flex-worthy".
    "(do|can|should) (i|we) (trust|count on|rely on|depend on) player " +
    "(this|next|in|on|for|week|sunday|today|tonight)|" +
    "(should|does|would) player be in (my|the) (lineup|starting|line-?up)|flex[- ]?(worthy|able|play)|" +
    "start[- ]?worthy|lineup[- ]worthy)\\b|" +
    "^\\s*(start|sit|bench)\\b|" +
    // "still a start?", "is he even a start this week".
    "^\\W*((is|he'?s) )?(player |he )?(still|even|really) (a|an) (start|sit|play|flex|auto[- ]?start)\\b(?! or\\b)",
  "i",
);
const NEEDS_TWO = new Set<Intent>(["startSit", "compare"]);
const ABSENT = new RegExp(
  "\\b(if|in case|assuming|with|since|now that)\\s+(player|he|he's|hes|he is)\\s*(is|'s)?\\s*" +
    "(out|inactive|ruled out|doesn'?t play|can'?t go|cant go|sits|misses|hurt|injured|down|not playing)\\b|" +
    // "who should occupy the tight end slot in his place".
    "\\bin (player|his|her)\\s*('s|s|’s|'|’)? (place|stead)\\b|\\bin place of (player|him|her)\\b",
  "i",
);
const BYE_OR_OFF =
  /\bbyes?\b|\b(is|'s|are|'re) off (this|next|in|for)\b|\b(has|have|gets?) the week off\b|\brests? this week\b/i;
const COVERS = new RegExp(
  "\\b(cover|covers|replace|replaces|fill in for|fills in for|sub for|stand in for|back ?up|spell)\\s+" +
    "(?:for\\s+)?(?:my|our)\\s+(qb|rb|wr|te|k|kicker|quarterback|running ?back|receiver|wide ?out|tight ?end)\\d?\\b",
  "i",
);
// Who takes a player's place: "who slides into my lineup", "who plays wr", "any qb i should grab", "who's my te".
const PLAYS_INSTEAD = new RegExp(
  "\\b(who|whom|which|any(one|body)?|some(one|body))\\b[^?]*?\\b(play|plays|start|starts|goes|go|slides?|use|take|" +
    "replac\\w*|fill\\w*|grab|pick up|add|stream\\w*|cover\\w*|sub|in (his|her) (place|stead)|instead)\\b|" +
    // "what kicker do I grab for that one week".
    "\\bwhat( \\w+)? (do|should|can|could|would) (i|we) (grab|pick up|add|stream|get|use|play)\\b|" +
    "\\bwho'?s my (qb|rb|wr|te|k|kicker|flex|quarterback|running ?back|receiver|wide ?out|tight ?end)\\b|" +
    // "I need someone for Mahomes' bye week".
    "\\b(need|want|looking for) (someone|somebody|a (guy|replacement|fill-?in|backup|streamer|body))\\b",
  "i",
);
// Families about the whole team or league: a question that names a player is about him instead.
const TEAM_LEVEL = new Set<Intent>([
  "playoffs",
  "matchup",
  "record",
  "rosterStatus",
  "positionRank",
  "projectedTotal",
  "leaders",
  "sleepers",
  "scenario",
]);
const TAKES_NO_POSITION = new Set<Intent>(["record", "leaders", "playoffs", "scenario", "matchup", "projectedTotal"]);
/** Families that ask about one player. */
export const ABOUT_ONE: ReadonlySet<Intent> = new Set<Intent>(["outlook", "status", "tradeValue"]);
const ABOUT_PLAYERS = new Set<Intent>([...ABOUT_ONE, "startSit", "compare", "trade", "tradeIdeas", "dropStash"]);
const NEEDS_A_PLAYER = new Set<Intent>([...ABOUT_ONE, "startSit", "compare", "trade"]);

// Lexical cues that are unambiguous whatever the classifier says (a question about "bye" is a status question).
const CUES: [RegExp, (players: number) => Intent | null][] = [
  [
    new RegExp(
      "\\b(buy(ing)?[- ]?lows?|sell(ing)?[- ]?highs?|buy or sell|sell or (hold|buy)|buy,? sell)\\b|" +
        "\\bbuy\\b.{1,30}\\blows?\\b|\\bsell\\b.{1,30}\\bhighs?\\b",
      "i",
    ),
    (n) => (n >= 1 ? "tradeValue" : "buyLow"),
  ],
  [STATUS_CUE, (n) => (n >= 1 ? "status" : null)],
  [
    new RegExp(
      "\\b(faab|bid|waivers?|waiver wire|the wire|pick ?up|free[- ]agen(ts?|cy)|unrostered|stream(ing)?|" +
        // ("no add-ons" on a trade is nothing added to it.)
        "add(ing)?(?![- ]ons?\\b)|worth adding)\\b",
      "i",
    ),
    () => "waivers",
  ],
  [
    new RegExp(
      "\\b(improve|raise|boost|increase|help|better|maximi[sz]e|bump|bolster|enhance)\\b.*" +
        "\\b(odds|chances|playoff|probability)|" +
        "\\bwhat (moves|should i do)\\b|\\b(best|top|smartest|biggest) (move|moves)\\b",
      "i",
    ),
    (n) => (n === 0 ? "improveOdds" : null),
  ],
];

// Wording before the first name that makes it the side received: "they offered me X for Y", "got offered X for Y".
// Someone else offering ("he's offering X for Y", "Coach Sawyer offered X for Y") gives the first side too.
const RECEIVES = new RegExp(
  "\\b(offered me|offering me|offers me|(gives?|giving) me|(got|been|was|were|get|getting) offered|" +
    "get|getting|rec(ei|ie)ve|acquire|land|(would|will|should|do|did) (you|u|i|we) (take|accept))\\b|" +
    "\\b(he|she|they|he'?s|hes|she'?s|they'?re|theyre|" +
    // ("I was thinking of proposing X for Y": the manager's own offer.)
    "(?!(i|we|am|m|im|ve|have|had|d|of|about|to|be|been|keep|start|considering)\\b)\\w+( (is|are|has|have))?)\\s+" +
    // ("ofered": a typo of it.)
    "(of{1,2}er(ing|ed|s)|proposing|proposed|proposes|sending|sent|sends)\\b",
  "i",
);

// Wording between the two sides of a trade: "X for Y", "giving X, getting Y", "offer me X and want my Y".
const SIDES_SPLIT = new RegExp(
  "\\b(for|get|getting|to get|to land|to acquire|to bring in|and get|in exchange for|in return|straight up for|" +
    "get back|rec(ei|ie)ve|rec(ei|ie)ving|" +
    "(and )?(give|giving) up|and give|and send|(and )?i'?d (give|send)|(and )?i (would|will) (give|send)|" +
    "(and )?(he |she |they )?(wants?|asks? for|asking for)|(and )?(gives?|giving|sends?|sending) (me|us)|" +
    // "…wants my Bijan. They're offering Gibbs", "He gives me Nix and Judkins, I give him Lamar".
    // "…wants my Josh Allen. hes giving Burrow and Aiyuk".
    "(they'?re|theyre|he'?s|hes|she'?s|shes|they are|he is|she is) (offering|giving|sending)( me| us)?|" +
    // "they want Josh Jacobs and they give Jaylen Warren plus DK Metcalf".
    "(and )?(they|he|she) (give|gives|send|sends|offer|offers)|" +
    ",?\\s*(and )?i (give|send)( him| her| them)?|" +
    // "Coach Rowan wants CMC, offering Amon-Ra + Rachaad White".
    ",\\s*(and )?(offering|giving|sending)( me| us)?)\\b|" +
    "-+>|→|=>",
  "gi",
);

/** Another manager's ask for a player of the manager's, told the other way round: "wants Josh Allen from me". */
export const ASKS_FROM_ME = "(?:wants?|asking for|asked for)\\b[^.?!,]{1,40}\\bfrom (?:me|us)";

// A verdict asked of a trade: "is this fair", "am i fleecing them", "who wins that deal", "should I accept".
/** A verdict asked of a trade ("is it fair", "who wins that deal", "smash accept"). */
export const TRADE_VERDICT_ASKED = new RegExp(
  "\\b(fair|fleec\\w*|accept|worth it|who wins (that|this|the|it)( (deal|trade))?|(good|bad|fair) (deal|trade)|" +
    "pull the trigger|lopsided|rip[- ]?off|ripped off|smash accept)\\b",
  "i",
);

/** Where the wording parts the two sides of a trade (a name on each side), or -1 when it names only one side. */
function sidesCut(question: string, mentions: Mention[]): number {
  for (const m of question.matchAll(SIDES_SPLIT)) {
    const at = m.index;
    if (mentions.some((x) => x.start < at) && mentions.some((x) => x.start > at)) return at;
  }
  return -1;
}

const SENDING_LEAD = new RegExp(
  "(^|\\b(of|about|on|considering|try|trying|try to|trying to|want to|wanna|gonna|going to)\\s+)" +
    "(sending|giving|trading|shipping|dealing|moving|flipping|offering)( away| up)?\\s*$",
  "i",
);

function splitTrade(question: string, mentions: Mention[]): { give: string[]; get: string[] } {
  const cut = sidesCut(question, mentions);
  if (cut < 0) {
    // "Trade for Chase" → only a side received; "trade away Hill" → only a side given.
    const receiving =
      /\b(trade for|acquire|get|buy)\b/i.test(question) && !/\b(trade away|sell|give up|move)\b/i.test(question);
    const all = mentions.map(mentionValue);
    return receiving ? { give: [], get: all } : { give: all, get: [] };
  }
  const first = mentions.filter((m) => m.start < cut);
  const second = mentions.filter((m) => m.start > cut);
  const [before, after] = [first.map(mentionValue), second.map(mentionValue)];
  // "They're offering Jacobs for my Kelce": the side called "my" is the one the manager gives.
  const mine = (side: Mention[]) => side.some((m) => /\bmy\s+$/i.test(question.slice(0, m.start)));
  if (mine(second) && !mine(first)) return { give: after, get: before };
  if (mine(first) && !mine(second)) return { give: before, get: after };
  // "They offered me Chase for Lamb" / "get Chase for Lamb": the first side is what the manager receives.
  const firstAt = Math.min(...mentions.map((m) => m.start));
  // The lead of the sentence the names are in ("Someone offered me a trade. He'd give me X…": "He'd give me").
  const lead = question.slice(0, firstAt).replace(/^.*[.!?;]\s+/s, "");
  // "…offered the following: I would send X and receive Y": the manager's own verb before the names gives them.
  // ("Coach Quinn proposes that I send him James Cook and receive…": him, the other manager.)
  // ("thinking of sending K9 and Meyers to Play Action Pack for…": the manager's sending, with no "I".)
  const sendsFirst =
    /\b(i|we)('d| would| will| am| have to)? (send|give|trade|deal|offer|ship)( (him|her|them))?\s*$/i.test(lead) ||
    SENDING_LEAD.test(lead);
  const receivesFirst =
    !sendsFirst && RECEIVES.test(lead) && !/\btrade\b/i.test(lead.replace(/offered me|offering me/i, ""));
  return receivesFirst ? { give: after, get: before } : { give: before, get: after };
}

const asksWhatComesBack = (rest: string) =>
  /\bwhat\b[^?]*\b(get|receive|fetch|land|bring back|return)\b|\b(get|receive)\b[^?]*\bwhat\b/i.test(rest);

const TEAM_DEAL = new RegExp(
  "\\b(trades?|trading|deals?|offers?|packages?|partners?|get from|pry|send|sending|give up|pitch|" +
    `wants? (my|your|our|for)|asking for (my|your|our)|${ASKS_FROM_ME}|` +
    "give (me|us) (\\w+ )?for|pay for|1-for-1|2-for-1|" +
    "[12] ?for ?[12]s?)\\b",
  "i",
);

// A game against or of another team: "can I beat them", "gonna smoke Coach Rowan", "who are they up against".
const GAME_AGAINST = new RegExp(
  "\\b(win|wins|beat|beats|beating|lose|losing|lose to|vs|versus|against|between me|facing|matchup|favou?red|" +
    "underdogs?|" +
    "smoke|smoking|crush|crushing|destroy|destroying|stomp|stomping|dominate|blow out|handle|whip\\w*|prevail\\w*|" +
    "(their|that team'?s|the) game|" +
    // "I play them this week", "we're facing that team".
    "(i|we|i'?m|we'?re) (play|face|playing|facing) (them|him|her|that team))\\b",
  "i",
);

const PLAYOFF_ODDS_WORDS = new RegExp(
  "\\b(odds|chances?|shot|lock|looking|percent|likely|probability|makes?|making|reach\\w*|get into|sneak into|" +
    "miss\\w*)\\b",
  "i",
);

// "Who's my WR3 this week?", "so who's my QB then": who fills the spot.
const WHO_IS_MY_SPOT = new RegExp(
  "^\\W*((so|ok|okay|and|then),? )?(who'?s|who is|whos) (gonna be |going to be )?my " +
    "(qb|rb|wr|te|k|kicker|(super)?flex)\\d?\\b",
  "i",
);

// A question about another team of the league: deals with it, or how it stands.
function teamFamily(rest: string): Intent | null {
  // "What happens to my odds if I beat Sunday Scaries": a result assumed, the scenario's question.
  // ("Suppose they win out, do they get in?", "say they win every remaining game")
  if (/\b(if|suppose|supposing|say|assum\w*|imagine|need to|have to|gotta|must)\b/i.test(rest) && detectScenario(rest))
    return "scenario";
  // "I need to make the playoffs to shut Coach Rowan up, what's the best move to raise my odds": the manager's
  // own odds to raise, whatever team the message names.
  if (/\b(improv\w*|rais\w*|boost\w*|increas\w*|maximi[sz]\w*)\b[^?]*\b(odds|chances)\b/i.test(rest)) return null;
  if (/\b(playoffs?|postseason|top (four|six|eight|4|6|8))\b/i.test(rest) && PLAYOFF_ODDS_WORDS.test(rest))
    return "playoffs";
  // "coach quinn's chances of makin it?", "what about Two-Minute Drill's chances": a team's chances are its odds
  // of the playoffs, unless a game is named.
  if (
    /\b(odds|chances?|shot)\b/i.test(rest) &&
    !GAME_AGAINST.test(rest) &&
    !/\b(this|next) week\b|\bweek \d/i.test(rest)
  )
    return "playoffs";
  // "the odds that Gridiron Gurus wins the championship": the title odds, not a game.
  if (
    /\b(title|championship|ship|whole thing)\b/i.test(rest) &&
    /\b(odds|chances?|likely|probability|can|could|will|gonna)\b/i.test(rest)
  )
    return "playoffs";
  if (/\bhow many (wins|losses|games)\b/i.test(rest)) return "record";
  if (/\b(above|below|over|under) (\.?500|even)\b|\.500\b|\b(winning|losing) record\b/i.test(rest)) return "record";
  // "Is <team> the team to beat": how it ranks among the league's best.
  // ("Am I the favorite against Coach Blake this week?" is the game's.)
  if (
    /\b((team|one) to beat|best team|strongest|favou?rites?|top dog|juggernaut)\b/i.test(rest) &&
    // ("How's Red Zone Raiders' game looking this week, are they favourites?": the game's favourite.)
    !/\b(against|vs\.?|versus|over|game|matchup|this week|tonight|today)\b/i.test(rest)
  )
    return "leaders";
  // "How is <team> doing, win-loss wise": its record, not a game against it.
  if (/\b(win[- ]loss|w-l|records?)\b/i.test(rest) && !/\b(vs|versus|against|between me)\b/i.test(rest))
    return "record";
  if (GAME_AGAINST.test(rest)) return "matchup";
  // "Who on the Red Zone Raiders is slumping enough for a buy-low offer": buy-low targets.
  if (/\bbuy(ing)?[- ]?low\b/i.test(rest)) return "buyLow";
  if (TEAM_DEAL.test(rest)) return "tradeIdeas";
  // "how's Blitz Brigade looking this week": its game this week, not its record.
  if (
    /\b(look\w*|doing|shaping up|gonna do|going to do)\b/i.test(rest) &&
    /\b(this|next) (week|weekend)\b|\bweek \d+|\b(tonight|sunday)\b/i.test(rest) &&
    !/\b(season|so far|record|standings?|playoffs?|odds)\b/i.test(rest)
  )
    return "matchup";
  if (
    new RegExp(
      "\\b(record|standings?|place|rank|good|bad|strong|doing|legit|contender|threat|odds|chances|sits?|" +
        "points|stand|roster|look|looking|season)\\b",
      "i",
    ).test(rest.replace(/\brank (them|em|'em|my|those)\b/gi, " "))
  )
    return "record";
  return null;
}

// The players, roster references and league team a question names; a capitalised name no frame found is a team
// only when the question names no player.
// A name of the league's own, when the league is known, is its team whatever the words around it.
function withEntities<P extends NamedPlayer>(
  question: string,
  index: PlayerNameIndex<P>,
  teams: readonly string[],
): Entities {
  const guessed = (team: TeamMention | null) =>
    team && !notInTheLeague(team.text, teams, (w) => index.isNamePart(w)) ? team : null;
  const framed = knownTeam(question, teams) ?? guessed(detectTeam(question, isVocabulary, (w) => index.isNamePart(w)));
  const found = extractEntities(question, index, framed);
  if (framed || found.mentions.some((m) => m.kind === "player")) return found;
  const named = guessed(capitalisedTeam(question, isVocabulary));
  return named ? extractEntities(question, index, named) : found;
}

// A span the wording takes for a team that, with the league's names known, shares no word with them and holds a
// player's name ("and from Saquon?") is the player, not a team of this league. (A league-mate called by a nickname,
// "Jen offered me…", stays a team for the tools to look up.)
const wordsOf = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3);
// The words of a league's names, taken once per list (every part and follow-up of a message reads the same list).
const leagueWords = new WeakMap<readonly string[], Set<string>>();
function notInTheLeague(text: string, teams: readonly string[], isPlayerName: (word: string) => boolean): boolean {
  let known = leagueWords.get(teams);
  if (!known) leagueWords.set(teams, (known = new Set(teams.flatMap(wordsOf))));
  const own = wordsOf(text);
  return teams.length > 0 && !own.some((w) => known.has(w) || known.has(w.replace(/s$/, ""))) && own.some(isPlayerName);
}

// An indirect question puts the subject before the verb ("tell me what I should do", "who I should put there",
// "what I could receive"); the cues and the network read it in the direct order ("what should I do").
const AUXILIARY = "should|can|could|would|will|must|do|does|did|is|are|am";
const INDIRECT = new RegExp(
  `\\b(what|who|which|how|where|when|why)((?: (?!(?:${AUXILIARY})\\b)\\w+){0,2}?) ` +
    "(i|we) (should|can|could|would|will|must|need to)\\b",
  "gi",
);
const asDirectQuestion = (text: string) => text.replace(INDIRECT, "$1$2 $4 $3");

const OCCUPIES = new RegExp(
  "\\b(occupy|occupies|occupant|fill(s|ing)? (it|that|the|my)|(go|goes|put|plug|slot|slide|stick)\\w* (in|into)|" +
    "belongs? (in|at)|(best|optimal|right) (option|choice|pick|guy|player|occupant) (for|in|at)|" +
    // "qb slot for wk 14, whos the guy": who the spot's player is.
    "who'?s the (guy|man|play|pick|call|answer|move)|who gets (it|the nod)|" +
    // "i need somebody at rb2, who should it be".
    "who (should|would|will) (it|that) be|" +
    // "whos my best wr3 option for wk 13".
    `${BEST_AT_SPOT}|${WHO_WILL_BE} (my|our|the) )\\b`,
  "i",
);

// "X for Y" (or "X -> Y"): a price, where "for" a time ("for the rest of the year", "for week 12", "for sunday") is
// none.
const FOR_A_PRICE = new RegExp(
  "(^|\\s)for\\s+(?!(the |this |next )?(rest|week|wk|season|year|ros|playoffs|now|today|tonight|tomorrow|sunday|" +
    "monday|thursday|saturday)\\b)\\S|-+>|→|=>",
  "i",
);
// Whom to play at a spot: "which k am i rollin w", "who goes at rb2", "wr3 gimme a name".
const PLAYS_AT = new RegExp(
  // ("what kicker should i use": "what" before the position asked about.)
  "\\b(who|whom|which|what (qb|rb|wr|te|k|kicker|quarterback|running back|receiver|tight end|flex))\\b[^?]*" +
    "\\b(start|starting|play|playing|use|using|roll\\w*|ride|riding|go|goes|put|chuck|" +
    "stick|slot|plug|run out|fits?|stand|slides? into|be (at|my|in))\\b|\\b(gimme|give me) a name\\b",
  "i",
);
// Words of another question about a position: its ranking, its injuries and byes, players to add, buy or drop.
const NOT_A_LINEUP_CALL = new RegExp(
  "\\b(rank\\w*|order|sort|best to worst|injur\\w*|hurt|bye|sleepers?|stash|drop|cut|buy|sell|backups?|handcuffs?|" +
    "blow up|break ?out|go after|targets?)\\b",
  "i",
);
// A position in the plural ("which WRs should I start") is the group, not one spot.
const ONE_POSITION_GROUP =
  /\b(qbs|rbs|wrs|tes|receivers|backs|running backs|tight ends|kickers|quarterbacks|wide ?outs)\b/i;
// Words of a pickup from free agency: a question with them asks whom to add, not whom to play.
const FROM_WAIVERS = /\b(grab|pick ?up|add|claim|sign|stream|waivers?|wire|free agents?)\b/i;
// Words of a trade, in every tense ("offering", "swapped"); a question with them and two players is a trade.
const TRADE_WORDS = new RegExp(
  "\\b(trade|trading|traded|offer(s|ed|ing)?|(?<!the )deal|swap(s|ped|ping)?|give up|accept|evaluate|fair(?! enough)|" +
    "proposal|proposed|proposing|" +
    // ("would you take X over Y" prefers one player; "flip flopping" is indecision.)
    "would (you|u) take(?!\\s+(\\S+\\s+){0,2}over\\b)|send(ing)?(?! (out|in|him out|em out|them out)\\b)|ship(ping)?|" +
    "flip(ping)?(?![- ]?flop)|" +
    "who wins (this|that|it|the (trade|deal))|who wins\\s*\\??\\s*$|" +
    // "they want Kittle and Pollard for Bowers": another manager's ask.
    "(they|he|she|someone|somebody) (want|wants|wanted|are asking for|is asking for|asked for)(?! to\\b)|" +
    // A side offered and a side asked for: "they're giving me X and want my Y".
    // ("Sawyer wants Josh Allen from me. he's giving Burrow and Aiyuk": the side asked for, told the other way.)
    `(gives?|giving) (me|us)|wants? (my|our)|${ASKS_FROM_ME}|` +
    "(i|we)('d| would)? give (?!up\\b))\\b|" +
    "^\\s*give\\b",
  "i",
);

// The cues read a named league team as "that team", its possessive too ("Sunday Scaries' game" → "that team's
// game"), so the wording around the name reads as it would about any team.
function withTeamAsThatTeam(question: string, team: string): string {
  const at = question.indexOf(team);
  if (at < 0) return question;
  const after = question.slice(at + team.length);
  const possessive = /^(['’]s?)(?![a-z])/i.exec(after);
  return possessive
    ? `${question.slice(0, at)} that team's ${after.slice(possessive[1]!.length)}`
    : `${question.slice(0, at)} that team ${after}`;
}

/** `teams`: the names of the league's teams and managers as the league writes them, when the league is known. */
export async function understand<P extends NamedPlayer>(
  question: string,
  index: PlayerNameIndex<P>,
  teams: readonly string[] = [],
): Promise<Understanding> {
  const extracted = withEntities(question, index, teams);
  const entities = { ...extracted, masked: asDirectQuestion(spell(extracted.masked)) };
  // The week and the scenario read from the question as spelt out ("if i lse ths wk").
  const spelled = spell(question);
  let classified = await classify(entities.masked);
  // Cues read the question without the names in it ("Jalen Hurts" is not an injury question).
  const rest = asDirectQuestion(
    spell(
      entities.mentions
        .filter((m) => m.kind === "player")
        .reduce(
          (t, m) => t.replace(m.text, " "),
          entities.team ? withTeamAsThatTeam(question, entities.team) : question,
        ),
    ).replace(/\s+/g, " "),
  );
  const tradeWords = TRADE_WORDS.test(rest);
  // An unnamed target ("a top WR") only counts as a player in a trade; "is he still a top TE" is about him.
  // "My starters" and "my bench" are groups, not a player ("are any of my starters out").
  const counted = entities.mentions.filter(
    (m) => (m.kind !== "market" || tradeWords) && !(m.kind === "roster" && /^my (starters|bench)$/.test(m.ref)),
  );
  const players = counted.length;
  // "Lineup help", "help with waivers": a family's own word with "help" asks that family's question — the
  // network's second reading, if the second reader (kept off "help") backs it below.
  const helpVetoed =
    classified.intent === "help" && players === 0 && hasDomainWord(entities.masked.replace(/\bhelp\w*\b/gi, " "));
  if (helpVetoed) classified = { ...classified, intent: classified.runnerUp ?? "None", runnerUp: null };
  let intent = classified.intent;
  let decidedBy: Understanding["decidedBy"] = "classifier";
  // A lineup slot named in other words ("who should be under center") is a fantasy question too.
  if (players === 0 && intent !== "help" && !hasDomainWord(entities.masked) && !entities.slot) intent = "None";
  const rosterRefs = entities.mentions.filter((m) => m.kind === "roster").length;
  const named = entities.mentions.filter((m) => m.kind === "player").length;
  const teamFamilyRead = entities.team ? teamFamily(rest) : null;
  // "<team> wants my X and Y for his Z, good deal?": both sides named, a trade to judge rather than ideas to find.
  const teamIntent =
    (teamFamilyRead === "tradeIdeas" || (!!teamFamilyRead && TEAM_LEVEL.has(teamFamilyRead))) &&
    named >= 2 &&
    (/\bfor\b/i.test(rest) || sidesCut(question, entities.mentions) >= 0) &&
    // ("They would send me Jalen Hurts in exchange for Lamar Jackson", "they give me X, I give them Y")
    /\b(wants?|offer\w*|propos\w*|sen[dt]s?|sending|giv(e|es|ing)|asking|asked|in exchange)\b/i.test(rest) &&
    !/\b(ideas?|targets?|find|suggest|any|who)\b/i.test(rest)
      ? "trade"
      : teamFamilyRead;
  // "If Saquon is out, who goes in my RB1 spot", "who starts at flex if he can't go": the player out is the
  // reason for the question, which asks who fills the lineup spot named.
  const fillsTheSpot =
    entities.slot &&
    named <= 1 &&
    ABSENT.test(entities.masked) &&
    /\b(who|whom|which|what)\b/i.test(rest) &&
    !FROM_WAIVERS.test(rest);
  // ("My tight end Trey McBride is on bye next week. Who should I use in his place?": the spot is empty for his bye,
  // so the answer is the bye's cover.)
  if (fillsTheSpot && BYE_OR_OFF.test(question) && entities.slot !== "FLEX" && entities.slot !== "SUPER_FLEX")
    return settled(entities, spelled, "byeCover");
  if (fillsTheSpot)
    return settled(entities, spelled, "slot", { mentions: entities.mentions.filter((m) => m.kind !== "player") });
  // "Which of my players should occupy the RB2 position", "the optimal occupant of my RB2 slot": who fills it.
  // ("Who do I put in my QB slot this week? Not feeling great about Stroud": a player told after it is context.)
  const asked = question.indexOf("?");
  const namedAfter = entities.mentions.every((m) => m.kind !== "player" || (asked >= 0 && m.start > asked));
  // (Two or more told after it are the candidates: "who goes in my flex this week? got Zay Flowers, Rhamondre and
  // Jakobi Meyers just sittin there".)
  // ("see my wide receivers put in order": the group ranked, not a spot filled.)
  const groupRanked = ONE_POSITION_GROUP.test(rest) && /\b(order|rank\w*|sort\w*)\b/i.test(rest);
  if (entities.slot && namedAfter && named < 2 && OCCUPIES.test(rest) && !TRADE_WORDS.test(rest) && !groupRanked)
    return settled(entities, spelled, "slot");
  // "need a te this week, whos my best option": the best choice at the position named, for its spot.
  const bestAtPosition =
    !entities.slot &&
    entities.position &&
    named === 0 &&
    /\bmy best (option|play|choice|bet)\b/i.test(rest) &&
    !TRADE_WORDS.test(rest) &&
    !FROM_WAIVERS.test(rest);
  if (bestAtPosition) return settled({ ...entities, slot: entities.position }, spelled, "slot");
  // "which kicker am i rollin w", "which k should i be using this week", "who goes at rb2", "who should i chuck in
  // at TE", "who should be at QB for me this week", "wr3 gimme a name": whom to play at the one spot named.
  const spot = entities.slot ?? entities.position;
  const playsTheSpot =
    spot &&
    named === 0 &&
    !rosterRefs &&
    PLAYS_AT.test(rest) &&
    !ONE_POSITION_GROUP.test(rest) &&
    !TRADE_WORDS.test(rest) &&
    !FROM_WAIVERS.test(rest) &&
    !NOT_A_LINEUP_CALL.test(rest);
  if (playsTheSpot) return settled({ ...entities, slot: spot }, spelled, "slot");
  // "Who's my WR3 this week?", "so who's my QB then": who fills that spot, not the player in it now.
  const whoFillsMySpot =
    spot && named === 0 && rosterRefs <= 1 && WHO_IS_MY_SPOT.test(rest) && !NOT_A_LINEUP_CALL.test(rest);
  if (whoFillsMySpot)
    return settled({ ...entities, slot: spot }, spelled, "slot", {
      mentions: entities.mentions.filter((m) => m.kind !== "roster"),
    });
  // "Who do I grab to cover my QB", "who can replace my TE": a fill-in at that position (for a bye when one is
  // named), not a question about the player covered.
  const covered =
    named === 0 && /\b(who|whom|which|anyone|anybody|someone|somebody)\b/i.test(rest) ? COVERS.exec(question) : null;
  // ("My kicker's off next week. Who covers him": off for a week is his bye.)
  if (covered)
    return settled(entities, spelled, BYE_OR_OFF.test(question) ? "byeCover" : "waivers", {
      mentions: entities.mentions.filter((m) => m.kind !== "roster"),
      position: positionWord(covered[2]!),
    });
  // "with puka on bye who slides into my lineup", "bye week for nabers - who plays wr", "mahomes is on bye next week,
  // any qb i should grab": who plays at his spot during his bye, the bye's cover.
  // ("my kicker's on bye this week. who fills in?", "CeeDee's off this week. who fills in at receiver?": a
  // starter at a position, or a player, off for the week.)
  const onHisBye =
    (named === 1 || (named === 0 && rosterRefs === 1 && !!entities.position)) &&
    (/\bbyes?\b/i.test(rest) || BYE_OR_OFF.test(question)) &&
    PLAYS_INSTEAD.test(rest) &&
    !TRADE_WORDS.test(rest);
  const byePlayer = onHisBye ? entities.mentions.find((m) => m.kind === "player" || m.kind === "roster") : undefined;
  if (byePlayer)
    return settled(entities, spelled, "byeCover", {
      position: entities.position ?? positionOf(mentionValue(byePlayer), index),
      ...(byePlayer.kind === "roster" ? { mentions: [] } : {}),
    });
  // Another sport named anywhere in the question puts it out of scope, and a name read in it as a player ("the
  // Lakers game" as Akers) is a misread.
  const otherSport = namesOtherSport(question);
  const family = otherSport
    ? undefined
    : FAMILY_CUES.find(([cue, pick]) => cue.test(rest) && pick(named, rosterRefs, rest) !== null);
  const familyPick = otherSport ? "None" : family?.[1](named, rosterRefs, rest);
  // A question outside the league ("the NFL record for…", "my fantasy basketball team") is no team's either.
  // ("how many points is JT dropping this week? need him to carry me past Coach Rowan": a team named beside a
  // question about a player the cues settle is a remark.)
  // ("is he actually a good play or is Coach Reese trolling me by hyping him": "he", a player asked about before.)
  const aboutPlayer =
    (named >= 1 || (/\b(he|he'?s|is he)\b/i.test(rest) && !!familyPick && ABOUT_ONE.has(familyPick))) &&
    !!familyPick &&
    ABOUT_PLAYERS.has(familyPick) &&
    teamIntent !== "trade";
  const familyRead = familyPick === "None" || aboutPlayer ? familyPick : (teamIntent ?? familyPick);
  // "with an 8-6 record do I get in", "how much does a win this week help my playoff chances": the playoff odds
  // under the record or result named, however the rest of it reads.
  const underScenario =
    !!familyRead &&
    ["playoffs", "record", "improveOdds"].includes(familyRead) &&
    named === 0 &&
    !entities.team &&
    !!detectScenario(spelled) &&
    ODDS_ASKED.test(rest) &&
    !/\b(trade|waivers?|pick ?up|add|drop|moves?|lineup)\b/i.test(rest);
  // "giving mclaurin getting etienne, mclaurin just got put on ir. is this fair", "If I send Evans to Coach Ellis for
  // Metcalf, who wins that deal?": a trade's two sides named and its verdict asked, whatever else is told.
  const judgedTrade =
    named >= 2 &&
    TRADE_VERDICT_ASKED.test(rest) &&
    sidesCut(
      question,
      entities.mentions.filter((m) => m.kind === "player"),
    ) >= 0;
  const familyIntent = judgedTrade ? "trade" : underScenario ? "scenario" : familyRead;
  if (familyIntent) {
    // A pickup for one hurt player ("if Gibbs is out, who do I grab"): at his position, not a bid on him.
    const hurtOne =
      familyIntent === "waivers" && named === 1 && /\b(injur\w*|hurt|out|replac\w*|fill[- ]?in|fills)\b/i.test(rest);
    const hurt = hurtOne ? entities.mentions.find((m) => m.kind === "player") : undefined;
    // "Who can fill in for Ja'Marr Chase while the Bengals are on bye": the cover is at his position.
    const onBye =
      familyIntent === "byeCover" && named === 1 ? entities.mentions.find((m) => m.kind === "player") : undefined;
    return settled(entities, spelled, familyIntent, {
      ...(onBye && !entities.position ? { position: positionOf(mentionValue(onBye), index) } : {}),
      // One player's start weighed against his position's starter and best bench player, however it was worded.
      ...(familyIntent === "startSit" && named === 1 && rosterRefs === 0
        ? { benchmarks: benchmarksFor(entities.mentions, index) }
        : {}),
      ...(hurt
        ? {
            mentions: entities.mentions.filter((m) => m !== hurt),
            position: entities.position ?? positionOf(mentionValue(hurt), index),
          }
        : {}),
      runnerUp: classified.intent === familyIntent ? null : classified.intent,
      ...(familyIntent === "trade" ? splitTrade(question, entities.mentions) : {}),
      scenario: detectScenario(spelled),
    });
  }
  // Both readers sure it is no fantasy question ("write me a limerick about the waiver wire"): a single word of a
  // family ("waiver", "bid", "injured") in it does not make it one.
  const outOfScope =
    players === 0 &&
    classified.intent === "None" &&
    classified.score >= 0.9 &&
    nearestIntent(entities.masked).intent === "None";
  for (const [cue, pick] of outOfScope ? [] : CUES) {
    if (!cue.test(rest)) continue;
    const cued = pick(players);
    if (cued && (intent !== "trade" || players < 2)) {
      intent = cued;
      decidedBy = "cue";
      break;
    }
  }
  // "X for Y" with nothing about starting or sitting reads as a trade ("evaluate: McConkey for Hall").
  // Only named players count.
  const namedMentions = entities.mentions.filter((m) => m.kind === "player");
  const forBetween =
    namedMentions.length >= 2 &&
    FOR_A_PRICE.test(
      // Up to the first letter of the last name, so "X for Y" has a word after "for".
      question.slice(namedMentions[0]!.end, namedMentions[namedMentions.length - 1]!.start + 1),
    );
  const lineupVerb = /\b(start(ing)?|sit(ting)?|bench(ing|ed)?|play(ing)?|flex(ing)?)\b/i.test(question);
  if ((tradeWords || (forBetween && !lineupVerb)) && players >= 2 && intent !== "tradeValue" && !statusCue(rest)) {
    intent = "trade";
    // Trade wording with named players on both sides ("X for Y", "giving X, getting Y", "offers me X and wants my
    // Y"): a trade to judge.
    if (tradeWords && (forBetween || sidesCut(question, namedMentions) >= 0)) decidedBy = "cue";
  }
  if (intent === "trade" && players < 2) intent = players === 1 ? "tradeValue" : "buyLow";
  // "What could I receive if I offer X and Y together": only the side given is named and what comes back is the
  // question — trade ideas built around them, not a trade to judge.
  if (intent === "trade" && asksWhatComesBack(rest) && sidesCut(question, namedMentions) < 0) {
    intent = "tradeIdeas";
    decidedBy = "cue";
  }
  // Pickups for next week (nobody named) are the sleepers question.
  if (intent === "waivers" && players === 0 && detectWeek(spelled) === "next") intent = "sleepers";
  // "Should I start X", "bench X this week?": a start/sit about one player, weighed against his position's
  // starter and best bench player on the manager's roster.
  const startOne =
    named === 1 &&
    rosterRefs === 0 &&
    !tradeWords &&
    !statusCue(rest) &&
    (START_ONE.test(rest.replace(/\s+/g, " ")) || START_ONE.test(entities.masked));
  // The network's reading of something else gives way too (a status reading without a word of injury or bye),
  // unless it is a question about him a lineup verb can sit in ("should I sell X or start him").
  // ("Is X actually startable this week or nah" read as his trade value, with no word of a trade, starts him.)
  const otherReading =
    decidedBy === "classifier" &&
    (!["tradeValue", "dropStash", "trade", "tradeIdeas"].includes(intent) ||
      (intent === "tradeValue" && !/\b(sell|buy|value|worth(?!y)|market|price|deal|offer)\w*\b/i.test(rest)));
  if (startOne && (NEEDS_TWO.has(intent) || ["outlook", "slot", "lineup"].includes(intent) || otherReading)) {
    intent = "startSit";
    decidedBy = "cue";
  }
  if (NEEDS_TWO.has(intent) && players < 2 && !startOne)
    intent = entities.slot && players === 0 ? "slot" : players === 1 ? "outlook" : "lineup";
  const twoAboutOne = ABOUT_ONE.has(intent) && !(intent === "status" && statusCue(rest)) && intent !== "tradeValue";
  if ((twoAboutOne || intent === "slot" || intent === "lineup") && players >= 2) {
    intent = entities.horizon === "rest-of-season" ? "compare" : "startSit";
  }
  // Two named players set against each other with a lineup verb ("do I play X or Y in week 11") is a start/sit,
  // whatever else the wording resembles.
  const lineupChoice =
    named >= 2 &&
    !tradeWords &&
    !statusCue(rest) &&
    new RegExp(
      // ("…for Garrett Wilson and a bench RB": a bench player is a side of a deal, not a lineup call.)
      "\\b(start|starting|sit|play|playing|bench(?! (rb|wr|te|qb|k|player|guy|piece|stash)s?\\b)|flex|roll with|" +
        "go with|ride|trust|lock in|" +
        "spot|slot|lineup|nod|goes in|send (\\w+ )?out|trot (\\w+ )?out|put in|roll out|ridin|riding|the lock|" +
        "(qb|rb|wr|te)[123])\\b",
      "i",
    ).test(rest) &&
    // "Bench X for Y" sets them against each other as "or" does.
    /\b(or|vs\.?|versus|over|between|which one|which of|who|whom|for)\b/i.test(rest);
  // "kraft or laporta today", "nabers or jsn tonight??": two names and a game day, with little else, is the start.
  const gameDayPick =
    named === 2 &&
    !tradeWords &&
    !statusCue(rest) &&
    /\b(or|vs\.?|versus)\b/i.test(rest) &&
    /\b(today|tonight|sunday|monday|thursday|this week|this wk|wk \d+|week \d+)\b/i.test(rest) &&
    rest
      .replace(/[^a-z ]/gi, " ")
      .trim()
      .split(/\s+/).length <= 10;
  // "pasting starters: QB J. Allen … look right to you?": a whole lineup listed and checked.
  const listsLineup =
    named >= 4 &&
    /\b(starters|lineup|line-up)\b/i.test(question) &&
    /\b(looks?|right|good|okay|ok|set|check|fine)\b/i.test(rest) &&
    !/\b(or|vs\.?|versus|which|who|whom)\b/i.test(rest);
  // "who should be my qb next week, got allen and herbert": the spot, filled from the players told.
  const slotAmong =
    named >= 2 &&
    !!entities.slot &&
    !tradeWords &&
    /\b(who|whom|which)\b/i.test(rest) &&
    /\b(got|have|between|options?|choices?)\b/i.test(rest);
  if (listsLineup) {
    intent = "lineup";
    decidedBy = "cue";
  } else if (slotAmong || ((lineupChoice || gameDayPick) && decidedBy !== "cue")) {
    intent = "startSit";
    decidedBy = "cue";
  }
  // "For the remainder of the season, which would you judge the superior asset: London or Wilson?": two players
  // set against each other over the season, whatever the wording resembles.
  // ("if you had to pick one for the rest of the year, Kittle or McBride")
  const seasonChoice =
    named >= 2 &&
    entities.horizon === "rest-of-season" &&
    !tradeWords &&
    /\b(which|who|whom|(pick|choose|take|keep) (one|1)|rather (have|own|roster))\b/i.test(rest);
  if (seasonChoice && decidedBy !== "cue") {
    intent = "compare";
    decidedBy = "cue";
  }
  if (intent === "startSit" && entities.horizon === "rest-of-season") intent = "compare";
  // "Who has the better matchup, X or Y?" is about this week; so is a pick for today's games or one lineup spot
  // ("Puka or Jamo this arvo? Only got room for one of 'em").
  const forThisWeek = new RegExp(
    "\\b(matchup|this week|today|tonight|sunday|this (arvo|afternoon|morning|weekend)|tomorrow|game ?day|" +
      "room for (one|1)|only (start|play|fit|use) (one|1))\\b",
    "i",
  );
  if (intent === "compare" && entities.horizon === "week" && forThisWeek.test(rest)) intent = "startSit";
  if (
    (intent === "None" || intent === "help" || TEAM_LEVEL.has(intent)) &&
    players >= 1 &&
    !/\b(playoff|matchup|opponent)\b/i.test(question)
  ) {
    intent = players >= 2 ? (entities.horizon === "rest-of-season" ? "compare" : "startSit") : "outlook";
  }
  if (intent === "help" && entities.slot && players === 0) intent = "slot";
  if (intent === "slot" && !entities.slot) intent = "lineup";
  const { give, get } = intent === "trade" ? splitTrade(question, entities.mentions) : { give: [], get: [] };
  const mode = /\bsell/i.test(question) ? "sell-high" : "buy-low";
  // Settled without a cue: trust the reading only when the second reader (nearest training utterances) agrees.
  // Named players settle the family, unless the wording read as a team-level question neither reader ties to
  // players ("who'd give me a good return for X" read as sleepers).
  let confidence = classified.score;
  let runnerUp = classified.runnerUp === intent ? null : classified.runnerUp;
  if (decidedBy !== "cue") {
    // With nobody named, the second reader reads among the families that need no player: its closest reading
    // of a player's family ("is it time to give up on my season" near "give up on <player>") backs nothing.
    const neighbor = nearestIntent(
      entities.masked,
      (i) => (players > 0 || !NEEDS_A_PLAYER.has(i)) && !(helpVetoed && i === "help"),
    );
    // Start/sit and compare differ only in the horizon, which the entities settle; an outlook of two players is
    // a start/sit.
    const family = (i: Intent | null): Intent | null => {
      if (players === 1 && (i === "startSit" || i === "compare")) return "outlook";
      if (players === 1 && i === "trade") return "tradeValue";
      // A team-level reading with a player named is about him, as the network's own reading is read above.
      if (players >= 1 && i && TEAM_LEVEL.has(i)) return players >= 2 ? "startSit" : "outlook";
      return i === "compare" || (i === "outlook" && players >= 2) ? "startSit" : i;
    };
    const agrees =
      neighbor.intent === null ||
      family(neighbor.intent) === family(classified.intent) ||
      (players === 0 && family(neighbor.intent) === family(intent));
    const bareNames = players > 0 && !/[a-z]{2,}/i.test(rest.replace(/\b(vs|or|and|versus)\b/gi, ""));
    // With players named, the two readers must agree too (or the family the names settled must be the second
    // reader's): "is <player> active for week 12" read as a trade by the network alone is asked about instead.
    const playerReading = (i: Intent | null) => !!i && ABOUT_PLAYERS.has(i);
    if (
      bareNames ||
      (players > 0 && (agrees || family(neighbor.intent) === family(intent) || !playerReading(family(neighbor.intent))))
    )
      decidedBy = "cue";
    else if (!agrees) {
      confidence = Math.min(confidence, 0.5);
      // With a player named, the second reading offered is his family ("his outlook", not "your matchup").
      const second = players > 0 ? family(neighbor.intent) : neighbor.intent;
      if (second && second !== intent) runnerUp = second;
    }
    // Neither a cue, the names nor the second reader backs the reading, and much of the wording is foreign to
    // every family ("what's bitcoin at today", "help me write a speech"): a question outside what the GM answers.
    const backed = !!neighbor.intent && family(neighbor.intent) === family(classified.intent);
    if (decidedBy !== "cue" && !backed && players === 0 && unfamiliarShare(entities.masked) >= 1 / 3) intent = "None";
  }
  // "P(playoffs | 4 more wins)": a scenario the question names settles an unsure reading that offers it.
  const scenario = detectScenario(spelled);
  // ("Go 2-2 the rest of the way, where's that leave me", "with 2 more Ws though?": a record to come, asked about,
  // is that scenario's odds even in words no reader knows.)
  const asksOfIt = /\?\s*$|\b(leave|leaves|enough|get in|make it|playoffs?|odds|chances|postseason)\b/i.test(rest);
  if (
    decidedBy !== "cue" &&
    scenario &&
    players === 0 &&
    (intent === "scenario" ||
      runnerUp === "scenario" ||
      // ("what are my odds with two more wins": the odds under that record, not this week's game or today's odds.)
      // ("do I make it at 8-6?" read as the help text, "with an 8-6 record do I get in" as the record.)
      (["None", "help", "matchup", "playoffs", "record", "improveOdds"].includes(intent) &&
        asksOfIt &&
        !ownsSomethingForeign(entities.masked)))
  ) {
    intent = "scenario";
    decidedBy = "cue";
  }
  // "I am not sure about my kicker position": a position named in a question the readers took for a family that
  // takes none (a record, the standings) — the word they read ("position") means something else here.
  if (decidedBy !== "cue" && (entities.position || entities.slot) && TAKES_NO_POSITION.has(intent)) {
    confidence = Math.min(confidence, 0.5);
    runnerUp = entities.slot ? "slot" : "positionRank";
  }
  // A bye to cover is a bye named: the network's bye-cover reading of a question without one ("who has the edge at
  // QB") is asked about rather than answered.
  if (intent === "byeCover" && decidedBy !== "cue" && !/\bbyes?\b/i.test(question))
    confidence = Math.min(confidence, 0.5);
  // "How do I make my sourdough rise", "my car broke down, what should I do": what the manager owns here is nothing
  // a fantasy question is about, and much of the wording is foreign too — whatever a reader or a loose cue says.
  const foreign = ownsSomethingForeign(entities.masked) && unfamiliarShare(entities.masked) >= 1 / 3;
  if (players === 0 && !entities.team && foreign) intent = "None";
  // "…also what about the flex situation": a lineup spot named is a question about that spot, however unsure.
  if (intent === "None" && decidedBy !== "cue" && entities.slot && players === 0 && !foreign) {
    intent = "slot";
    confidence = Math.min(confidence, 0.5);
  }
  // "Egbuka vs T-Mac": one player named and set against a word that is no player the GM knows and no English
  // word — a second player it failed to read. Answering about the one it read would answer another question.
  const oneAgainstUnread = named === 1 && rosterRefs === 0 && unreadRival(question, namedMentions[0]!);
  if (oneAgainstUnread && ["startSit", "compare", "outlook"].includes(intent)) {
    decidedBy = "classifier";
    confidence = Math.min(confidence, 0.3);
    runnerUp = intent === "outlook" ? "startSit" : "outlook";
  }
  return {
    ...entities,
    intent,
    confidence,
    runnerUp,
    give,
    get,
    mode,
    week: detectWeek(spelled),
    scenario,
    benchmarks: startOne && NEEDS_TWO.has(intent) ? benchmarksFor(entities.mentions, index) : [],
    decidedBy,
  };
}

/** A reading the wording settles on its own: no runner-up, no trade sides, no benchmarks. */
function settled(
  entities: Entities,
  spelled: string,
  intent: Intent,
  overrides: Partial<Understanding> = {},
): Understanding {
  return {
    ...entities,
    intent,
    confidence: 1,
    runnerUp: null,
    give: [],
    get: [],
    mode: /\bsell/i.test(spelled) ? "sell-high" : "buy-low",
    week: detectWeek(spelled),
    scenario: null,
    benchmarks: [],
    decidedBy: "cue",
    ...overrides,
  };
}

const NOT_A_RIVAL = /^(him|her|them|my|the|a|an|bench|sit|start|flex|nah|naw|nope|no|yes|pass|wait|hold|not)$/;

/** The word set against the one named player ("X vs <word>", "<word> or X"), when no player or word is known by it. */
function unreadRival(question: string, m: Mention): boolean {
  const after = /^\s*(?:vs\.?|versus|or|over)\s+([a-z][\w'’.-]*)/i.exec(question.slice(m.end));
  const before = /([a-z][\w'’.-]*)\s+(?:vs\.?|versus|or|over)\s*$/i.exec(question.slice(0, m.start));
  const word = (after?.[1] ?? before?.[1])?.toLowerCase().replace(/[.'’]+$/, "");
  return !!word && !NOT_A_RIVAL.test(word) && !ENGLISH.has(word) && !isVocabulary(word) && !isVocabulary(spell(word));
}

// The roster spots a player is weighed against when only he is named: his position's top player and best bench
// player on the manager's roster (himself, when he is one of them, drops out of the comparison).
export function benchmarksFor<P extends NamedPlayer>(mentions: Mention[], index: PlayerNameIndex<P>): string[] {
  const name = mentions.find((m) => m.kind === "player");
  const position = name && (index.find(mentionValue(name))?.player as { position?: string } | undefined)?.position;
  return position && /^(QB|RB|WR|TE|K)$/.test(position) ? [`my ${position}1`, `my bench ${position}`] : [];
}
