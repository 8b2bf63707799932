// Wording that settles a question family whatever the classifier says, checked in order (the first that
// applies wins). Each entry reads the question without player names, with how many players and roster
// references it named; a pick of null lets the next entry (and then the classifier) decide.
import type { Intent } from "@/lib/ai/analyst/nlu/intents";
import { detectScenario, detectWeek, saysNextWeek } from "@/lib/ai/analyst/nlu/slots";
import { detectHorizon, detectPosition } from "@/lib/ai/analyst/nlu/entities";
import { FIRST_PERSON } from "@/lib/ai/analyst/nlu/people";

type Pick = (players: number, rosterRefs: number, rest: string) => Intent | null;

// Raising a chance: "improve my odds", "maximize my probability", "bump my playoff %".
// Words of a question the league's numbers answer, beside words of something else.
const LEAGUE_ASKED =
  /\b(start|sit|bench|play|trade|pick ?up|waivers?|odds|project\w*|lineup|worth|record|matchup|injur\w*|bye)\b/i;
const RAISES = new RegExp(
  "\\b(improv\\w*|rais\\w*|boost\\w*|increas\\w*|help\\w*|better|up my|maximi[sz]\\w*|bump\\w*|lift\\w*|" +
    "bolster\\w*|enhanc\\w*)\\b",
  "i",
);
const POSITION_GROUP = new RegExp(
  "\\b(rbs|running ?backs|wrs|receivers|wide ?receivers|wide ?outs|tight ?ends|" +
    "tes|qbs|quarterbacks|kickers|flex guys|" +
    // A position with a word for its group: "my WR corps", "the RB room".
    "(qb|rb|wr|te|receiver|running ?back|tight ?end|quarterback)s? (room|corps|group|depth|stable|unit))\\b",
  "i",
);
// Stashes found on the wire: "deep waiver stashes", "stash candidates".
const WIRE_STASH = new RegExp(
  "\\bstash(es|ables?)\\b|\\b(waiver|wire|deep|free agent|pickup)s? stash|" +
    "\\bstash (candidates|options|targets|adds|pickups|plays)\\b|" +
    "\\b(low[- ]owned|unowned|unrostered|available|free agents?)\\b[^?]*\\bstash\\b",
  "i",
);
// Players few managers know of: "sleepers", "under the radar", "deep pickups nobody's talking about".
const SLEEPER_WORDS = new RegExp(
  "\\b(sleepers?|sneaky|stash[- ](and|n|&)[- ]forget|(late[- ]season |playoff )?league[- ]winners?|" +
    "lesser[- ]known|little[- ]known|obscure|deep cuts?|" +
    "under \\d+ ?%|" +
    "(rostered|owned) (in )?(under|below|less than) \\d+|" +
    "unheralded|under[- ]the[- ]radar|hidden gems?|deep (adds?|picks?|" +
    "pick ?ups?|plays?|sleepers?|options?|targets?|guys|names)|break ?outs?|breaking out|overlooked|" +
    "dart[- ]throws?|low[- ]owned|low[- ]rostered|dark ?horses?|lottery[- ]tickets?|fliers?|flyers?|" +
    // ("running backs that nobody owns that I should add": free agents, the wire's.)
    "(nobody|no one|no-one|nobody'?s|no one'?s) (is )?(talking about|talks about|talked about|on|heard of|noticed)|" +
    // "Who does nobody take now but may become good soon", "before they blow up".
    "(nobody|no one|no-one) (takes?|took|taking|wants?|picks?|picked|grabs?|grabbed)|" +
    "(become|becomes|turn into|turns into|develop into|grow into) (good|relevant|useful|starters?|studs?|" +
    "league[- ]winners?|a (starter|stud|league[- ]winner))|before (they|he) (pop|pops|blow up|blows up|break out)|" +
    "(not|isn'?t|aren'?t) on (anyone'?s|many|most) (radar|rosters))\\b",
  "i",
);
// "Who's the first guy I should cut", "which player do I drop".
const WHO_TO_DROP = new RegExp(
  "\\b(who|whom|which (one|player|guy)|first (guy|player|one)|anyone|anybody|somebody|someone)\\b[^?]*" +
    "\\b((should|do|can|could|would) (i|we|you)|(i|we) (should|have to|need to|could|can|must))( (most|more|" +
    "just|really|\\w+ly)){0,2} " +
    "(drop|cut|release)\\b",
  "i",
);
const INJURY_OR_BYE = new RegExp(
  "\\b(injur\\w*|hurt|banged[- ]up|questionable|doubtful|on (a )?bye|byes?|bye weeks?|" +
    "out this week|(is|are) out|(is|are|'re) off (in|for) (week \\d+|this week|next week))\\b|" +
    // ("which one's the better guy to have from here on out": the season, not an absence.)
    "\\b(?<!\\b(on|here|there) )out\\s*\\??\\s*$",
  "i",
);

// Letting a player go, in any tense ("dropping", "cut", "waived") — not the waiver wire ("waivers").
// A chance of winning something beyond this week's game ("the league", "the rest", "if I…").
const BEYOND_THIS_GAME = new RegExp(
  "\\b(league|title|championship|chip|ship|it all|whole thing|playoffs?|postseason|bracket|if|out|rest|" +
    "games|matchups|division)\\b",
  "i",
);
// A price or a pickup beside "drop" ("drop X for Y", "drop him and add Z") — but "over for him", "done for the
// year" are no price.
const NOT_A_DROP = new RegExp(
  "\\b((?<!(over|done|out|it) )for(?! (the|this) (year|season|rest|week))|add|adding|pick ?up|grab|claim|to get|" +
    "instead of)\\b",
  "i",
);
const LET_GO = "(drop(s|ped|ping)?|cut(s|ting)?|releas(e|es|ed|ing)|waiv(e|es|ed|ing))";

// An instruction to set the lineup ("set my optimal starting lineup to maximize projected points"): the lineup is
// what is asked for, however much the wording says about points.
const SETS_LINEUP = new RegExp(
  "\\b(set|fix|optimi[sz]e|optimi[sz]ation|sort out|build|make|pick|arrange)\\b[^?.]*\\b(optimal |best |ideal )?" +
    "(starting )?" +
    "(lineup|line up|starters)\\b|" +
    // "Could you just put together my best team to play this weekend".
    "\\b(put together|set|build|pick|field|make) (me )?(my|our|the) (best|optimal|strongest|ideal) (team|squad|" +
    "lineup|starters)\\b|" +
    // "What should my lineup look like now (that my guy got hurt)".
    "\\b(what|how) (should |would |will |does |do )?(my|the|our) (starting )?(lineup|line up|starters) " +
    "(should |would |will )?look\\b|\\b(how'?s|hows|how is) (my|our) (starting )?(lineup|line up)\\b",
  "i",
);
const POSITION_WORD = new RegExp(
  "\\b(qbs?|rbs?|wrs?|tes?|quarterbacks?|running ?backs?|receivers?|wide ?outs?|tight ?ends?|kickers?)\\b",
  "i",
);
// Something to make rather than advice to give: a poem, song or picture ("write me a poem about my waiver wire
// heartbreak", "draw me my playoff bracket", "sing me something about my RBs"), or a translation.
const MEDIA =
  "poems?|songs?|story|stories|haikus?|raps?|limericks?|essays?|letters?|speech|jokes?|tweets?|lyrics|sonnets?|" +
  "ballads?|eulogy|roast|verses?|pictures?|drawings?|images?|logos?|memes?|paintings?|videos?|cartoons?";
const CREATIVE_TASK = new RegExp(
  // ("Paint me a picture" is an idiom for "describe it".)
  "\\b(write|compose|draft|make up|come up with|sing|rap|generate|create|draw|paint(?! (me |us )?a picture\\b)|" +
    "sketch|design|make)" +
    `( me| us| my team)? (a|an|some|the)( \\w+)? (${MEDIA})\\b|` +
    "\\b(sing|rap|draw|sketch|recite) (me|us)\\b|\\bpaint (me|us)\\b(?! a picture\\b)|" +
    "\\b(tell|give) (me|us) a (joke|riddle|bedtime story)\\b|" +
    "\\btranslate\\b[^?]*\\b(into|to|in) [a-z]+(ish|ese|ian|ch|an)\\b|" +
    // "help me with my stats homework".
    "\\b(homework|essay|assignment|term paper)\\b",
  "i",
);
// Other sports, by name, league or a team no NFL name shares ("who wins the Lakers game tonight").
const OTHER_SPORT = new RegExp(
  "\\b(soccer|basketball|baseball|hockey|golf|tennis|nba|mlb|nhl|mls|wnba|world series|stanley cup|cy young|" +
    "premier league|champions league|world cup|la liga|uefa|fifa|march madness|lakers|celtics|knicks|sixers|76ers|" +
    "mavericks|mavs|nuggets|clippers|grizzlies|" +
    "pelicans|timberwolves|cavaliers|cavs|raptors|warriors|yankees|dodgers|red sox|white sox|cubs|mets|astros|" +
    "braves|phillies|padres|mariners|orioles|blue jays|brewers|marlins|rockies|diamondbacks|bruins|maple leafs|" +
    "canadiens|blackhawks|penguins|oilers|canucks|islanders|red wings|sabres|kraken|golden knights)\\b",
  "i",
);
// Where the manager is ("set my lineup, I'm at soccer practice") is no question about that sport.
const SPORT_ACTIVITY = new RegExp(
  "\\b(at|from|to|after|before|during|driving to)\\s+(\\w+'?s\\s+)?(soccer|basketball|baseball|hockey|golf|tennis)" +
    "\\s+(practice|game|match|tournament|class|lesson|camp)s?\\b",
  "gi",
);
// Games around the NFL other than this league, and things about players or the app the GM does not know: daily
// fantasy and its contests ("a DraftKings cash lineup", "a FanDuel showdown with Mahomes as captain"), survivor
// pools, sportsbook prices ("the anytime touchdown price on Gibbs"), players' contracts and the app's settings.
const OTHER_GAME = new RegExp(
  "\\b(draft ?kings|dk (lineup|contest|slate)|fan ?duel|prize ?picks|underdog fantasy|daily fantasy|dfs|" +
    "showdown (slate|contest|lineup)|cash (game|lineup)s?|gpps?|main slate|salary cap|\\d+k (cap|salary)|" +
    "survivor (pool|pick|league)s?|pick[' ]?em|" +
    "anytime (td|touchdown)|first (td|touchdown) scorer|td scorer|(td|touchdown) (price|odds|line)|sportsbook|" +
    "(?<!like a )parlays?|contracts?|cap hit|guaranteed money|" +
    "push notifications?|notifications? (for|on|off)|(turn|switch) (off|on) (the )?(notifications?|alerts?|emails?)|" +
    "dark mode|light mode|change my (password|email|username)|delete my account)\\b",
  "i",
);
/** Another sport, or a game or subject outside the manager's fantasy league: no question the GM can look up. */
export const namesOtherSport = (text: string) =>
  OTHER_SPORT.test(text.replace(SPORT_ACTIVITY, " ")) || OTHER_GAME.test(text);

// "Get rid of Jacobs while people still think he's great": a player moved while others value him is sold, not cut.
const SELLS_WHILE_VALUED = new RegExp(
  "\\b(get rid of|unload|offload|dump|move on from|part with)\\b[^?]*\\bwhile (people|others|every(one|body)|" +
    "folks|the league|managers|owners|his (value|stock)|he'?s still|he is still)\\b",
  "i",
);
// A player worth less than he should be: underperforming, cheap, unlucky, due to bounce back.
const BELOW_WORTH =
  "(underperform\\w*|under[- ]?achiev\\w*|under[- ]?(priced|valued)|bargains?|discount\\w*|on the cheap|cheap(ly)?|" +
  "unlucky|(might|could|should|will|going to|gonna) (get better|improve|bounce back|turn it around))";

// A bet on a player: "hammer the over", "his receiving yards prop".
const PLAYER_BET_WORDS =
  "(hammer|take|bet|smash) the (over|under)|(yards|yardage|receiving|rushing|passing|td|touchdown) props?|" +
  // "the over/under on mahomes passing yards", "thinking about a little wager".
  "(over[ \\/-]?under|o\\/u)[^?]*\\b(yards|yds|tds?|touchdowns|completions|receptions)|wager\\w*|hit the over|" +
  // "whats the over under for lamars game": the NFL game's total line.
  "(over[ \\/-]?under|o\\/u) (for|on) (the )?([a-z'’]+ )?game|" +
  // "who should I bet on to cover the spread in the Eagles game": a bet, whoever's game it is.
  "(wager|gamble|parlay) on|covers? the spread|" +
  // "give me a prop bet for Lamar's passing yards".
  "(give me|recommend|suggest|any|what'?s) (a |an |the |your )?(good |best )?(prop bets?|player props?)";
const PLAYER_BET = new RegExp(`\\b(${PLAYER_BET_WORDS})\\b`, "i");

// A family the wording settles when the question names no player ("who should I claim this week").
const withNobodyNamed =
  (intent: Intent): Pick =>
  (players) =>
    players ? null : intent;
// …and one the wording settles about the one player it names ("did Chase Brown practice").
const aboutOnePlayer =
  (intent: Intent): Pick =>
  (players) =>
    players === 1 ? intent : null;

// Beyond this week: the rest of the season, a dynasty league, in general — the horizon the players' reader takes.
const overTheSeason = (rest: string) => detectHorizon(rest) === "rest-of-season";

// Words that tie small talk to the manager's league ("do you like my lineup", "do you like this trade").
const ABOUT_THE_LEAGUE = new RegExp(
  "\\b(my|our|his|her|their|this|that|lineup|team|roster|trade|deal|offer|pick|odds|matchup|start|waivers?|" +
    "chances|move|play|bid)\\b",
  "i",
);

/** A team defense (D/ST) asked about: "what defense should I stream", "should i start the bills defense". */
export const TEAM_DEFENSE = new RegExp(
  "\\b(d\\/st|dst|def|team defen[cs]es?|defen[cs]e\\/special|" +
    "(my|a|the) defen[cs]e (is |sits |will be |has )?(on (a )?bye|a bye|to stream)|need a d to|" +
    "stream(ing)? (a )?defen[cs]e|defen[cs]e stream\\w*|" +
    // "should i start the bills defense", "is the bills defense good this week".
    "(the )?\\w+ defen[cs]e (this|next|in|on|or|vs)|" +
    "(start|play|sit|add|grab|stream|pick up) the \\w+ defen[cs]e)\\b",
  "i",
);

// A question of the league's beside words about what the GM does: the league's question is asked, not the help.
// ("Before we get started", "before we start" ask about no lineup.)
const asksOfTheLeague = (rest: string) =>
  /\b(lineup|trade|waiver|playoff|record|matchup|roster|drop)\w*\b|\b(start|sit)(s|ting|ing)?\b/i.test(
    rest.replace(/\bbefore (we|i) (get )?start(ed)?\b/gi, " "),
  );

/** A message that only thanks ("Thanks man, appreciate you"): nothing to look up. */
export const THANKS_ONLY = new RegExp(
  "^\\W*((thanks|thank you|thank u|thx|ty|tysm|cheers|appreciate (it|you|ya|that|the help)|much appreciated|" +
    "(you'?re|ur) (the best|a lifesaver|awesome)|man|bro|dude|buddy|gm|coach|so much|a lot|again|" +
    "for (the|your) help|for that|really|i)\\W*)+$",
  "i",
);

// "cool", "ok got it", "makes sense": the answer acknowledged, nothing asked.
export const ACKNOWLEDGMENT_WORDS =
  "ok(ay)?|k+|cool|got it|gotcha|nice|great|alright|all right|sure|i see|makes sense|understood|roger|" +
  "perfect|sweet|noted|sounds good|fair enough|will do|good to know|word|bet|h+m+|meh|helpful";
export const ACKNOWLEDGED = new RegExp(`^\\W*((${ACKNOWLEDGMENT_WORDS})\\W*)+$`, "i");

export const FAMILY_CUES: [RegExp, Pick][] = [
  [THANKS_ONLY, () => "None"],
  // ("Saquon ok?" asks after him.)
  [ACKNOWLEDGED, (players) => (players === 0 ? "None" : null)],
  // "and where's that put me in the standings": the manager's own place.
  [
    /\bwhere('?s| does| do| will)? (that|this|it) (put|puts|leave|leaves|have|has) (me|us) in the (standings|table)\b/i,
    withNobodyNamed("record"),
  ],
  // "is he a sell at this point", "he's a buy low?": whether to sell or buy the player.
  [
    new RegExp(
      "\\b(is|he'?s|she'?s) (he |she )?(a|an) (sell|buy|hold|sell[- ]high|buy[- ]low)\\b" +
        "(?![- ]?(high |low )?(candidates?|targets?|options?))",
      "i",
    ),
    (players, _r, rest) => (players === 1 || (players === 0 && /\b(he|she)\b/i.test(rest)) ? "tradeValue" : null),
  ],
  // "can you recommend a good wing spot for our league's end-of-year party": a place to eat, not a player.
  [
    new RegExp(
      "\\b(recommend|suggest|know)\\b[^?]*" +
        "\\b(restaurant|bar|wing (spot|place|joint)|place to eat|pizza( place)?|venue|recipe)s?\\b",
      "i",
    ),
    withNobodyNamed("None"),
  ],
  // "How many IR spots does our league allow?", "our league's trade veto policy": the league's rules, which the
  // commissioner's settings answer, not the GM.
  [
    new RegExp(
      "\\b(does|do|will) (our|the|my|this) league (allow|permit|let)\\b|" +
        "\\b(our|the|my) league'?s? (\\w+ ){0,2}(policy|rules?|settings?|bylaws|constitution)\\b|" +
        "\\bveto (policy|rules?|votes?)\\b|\\bhow many votes\\b",
      "i",
    ),
    withNobodyNamed("None"),
  ],
  // "is he worth grabbing, Coach Blake just dropped him": a player another team let go is on the wire, to claim.
  [
    new RegExp(
      "\\b(that team|someone|somebody|he|she|they|his manager|the owner|(his|her) owner)('s|'ve| has| have)?\\s+" +
        "(just |recently |finally |already )?(dropped|cut|released|waived)\\b",
      "i",
    ),
    // ("Someone's released Woody Marks in our league": he is there to claim.)
    (players, _r, rest) =>
      players <= 1 &&
      /\b(grab\w*|claim\w*|add\w*|pick\w* (him |her )?up|worth|bid|faab|in (our|the|my) league)\b/i.test(rest)
        ? "waivers"
        : null,
  ],
  // Players listed (pasted from the roster with their numbers), then "which one" alone: the pick among them
  // ("WR Jameson Williams DET — Proj 11.4 / WR Zay Flowers BAL — Proj 11.9 / which one"); and "rank em": their
  // ranking.
  [
    /(^|[\d.!?;:)\]]\s*)which (one|1)\W*$/i,
    (players, _r, rest) =>
      players >= 2 && !/\b(trade|offer|deal|add|claim|pick ?up|waivers?|drop|cut)\w*\b/i.test(rest)
        ? overTheSeason(rest)
          ? "compare"
          : "startSit"
        : null,
  ],
  [
    /\b(rank|sort|order|tier) (em|'em|them)\b/i,
    (players, _r, rest) => (players >= 2 ? (overTheSeason(rest) ? "compare" : "positionRank") : null),
  ],
  // "Top adds this week: 1. Henderson 2. Fannin 3. White — any of these worth it for me?": the pickups among them.
  [
    new RegExp(
      "\\b(adds|pick ?ups|waiver (wire|list|targets|adds)|free agents|available)\\b[^?]*" +
        "\\b(any|which|who) (one )?of (these|them|those|em)\\b",
      "i",
    ),
    (players) => (players >= 2 ? "waivers" : null),
  ],
  // "Good morning. I trust you are keeping well?", "how are you doing today": small talk, nothing asked of the league.
  [
    new RegExp(
      "\\b(how are (you|u)( doing)?( today)?|(hope|trust) (you are|you'?re|u r) (well|keeping well|doing well)|" +
        "keeping well)\\W*$",
      "i",
    ),
    (players, _r, rest) => (players === 0 && !LEAGUE_ASKED.test(rest) ? "None" : null),
  ],
  // "this is the worst league ever": venting, nothing asked.
  [/\b(worst|dumbest|stupidest) (league|app|luck|season|week|day) ever\b/i, withNobodyNamed("None")],
  // "where do I even sit in the standings now": the manager's own place in them.
  [
    new RegExp(
      "\\bwhere (do|does|would|will) (i|we|my team) (\\w+ )?(sit|stand|rank|place|land|fall) in the " +
        "(standings|table|league)\\b",
      "i",
    ),
    withNobodyNamed("record"),
  ],
  // "who is favoured in my game next week?": the game's favourite.
  [/\bwho('?s| is) (the )?(favou?red|favou?rite) in (my|our|the) (game|matchup)\b/i, withNobodyNamed("matchup")],
  // "can you put my waiver claims in for me?": whether the GM acts on the account, which the help answers.
  [
    new RegExp(
      "\\b(can|could|will|would) (you|u) (put|submit|place|enter|file|make|process|send)( in)? (my|our|the) " +
        "(waiver )?(claims?|bids?|trades?|offers?|moves?)( in)? for (me|us)\\b",
      "i",
    ),
    withNobodyNamed("help"),
  ],
  // "strongest roster in the league, going by points per game plus record?", "which teams are the real contenders":
  // the league's teams ranked, whatever measure is named.
  [
    new RegExp(
      "\\b(strongest|best|deepest|scariest|most stacked|most loaded) (roster|team|squad)s? in (the|my|our|this) " +
        "league\\b|\\b(which|what) teams? (is|are) (the )?(real |true |legit |actual )?contenders\\b",
      "i",
    ),
    (players, _r, rest) => (players === 0 && !/\b(am i|are we|is my team|do i)\b/i.test(rest) ? "leaders" : null),
  ],
  // "should i just sell him after that 30 pt game", "do I cash out on Josh Jacobs": whether to sell the one player.
  [
    new RegExp(
      "^\\W*(honestly |so |ok |and )?(should|do|would|can) (i|we) (just |really |finally )?" +
        "(sell|cash out on|sell high on)\\b",
      "i",
    ),
    (players, _r, rest) => (players === 1 || (players === 0 && /\b(him|her)\b/i.test(rest)) ? "tradeValue" : null),
  ],
  // "Which of my hurt guys is worth dropping before week 11 waivers run?": whom of the injured to let go.
  [
    new RegExp(
      "\\b(hurt|injured|banged[- ]up|busted) (guys|players|ones|dudes|starters)\\b[^?]*" +
        "\\b(drop\\w*|cut\\w*|stash\\w*|worth (keeping|holding))",
      "i",
    ),
    withNobodyNamed("dropStash"),
  ],
  // "who should I be putting claims in on", "what should I put a claim in for": the pickups to bid on (the ones
  // named, "should I put a claim in on Sean Tucker or Kenneth Gainwell", weighed against each other).
  [
    /\b(put(ting)?|place|placing|make|making) (a |my |some )?claims? (in )?(on|for)\b|\bclaims? in on\b/i,
    (players) => (players <= 3 ? "waivers" : null),
  ],
  // "what kinda offers should i send other teams to land a rb", "who should I be trading for to shore up my RBs".
  [
    new RegExp(
      "\\b(offers?|trades?|deals?) (should|could|can|do) (i|we) (send|make|pitch|offer|propose|put out)\\b|" +
        "\\bwho (should|could|can) (i|we) (be )?(trad(e|ing)|deal(ing)?) for\\b",
      "i",
    ),
    // ("who can i trade for cheap rn thats about to pop off": players to buy low.)
    (players, _r, rest) =>
      players === 0 && !/\b(cheap\w*|low|discount|pennies|undervalued|pop off|break ?out|buy)\b/i.test(rest)
        ? "tradeIdeas"
        : null,
  ],
  // "just tell me what to put in for everything", "fill every spot for me": the whole lineup.
  [
    new RegExp(
      "\\b(put in|start|play) for (everything|every (spot|slot|position))\\b|" +
        "\\bfill (every|each|all( the)?) (spot|slot|position)s?\\b",
      "i",
    ),
    withNobodyNamed("lineup"),
  ],
  // "Is Coach Finley's team getting in?", "are we making it in": a team's playoff odds (the moves that would get it
  // in are asked with a word of raising them).
  [
    new RegExp(
      "\\b(is|are|will|does|do|can)\\b[^?]{1,40}\\b(getting|gonna get|going to get|sneaking|making) (it )?" +
        "(in|into the playoffs)\\b(?! (on|for|a|the|some|my)\\b)",
      "i",
    ),
    (players, _r, rest) =>
      players === 0 && !detectScenario(rest) && !/\b(improv|boost|rais|increas|lever|help|move|bump)\w*/i.test(rest)
        ? "playoffs"
        : null,
  ],
  // "How do we get off the bubble and into the top six?": the moves that raise the playoff odds.
  [
    new RegExp(
      "\\bhow (do|can|could|would|should) (i|we)\\b[^?]*\\b(get|move|climb|jump|sneak|break|push)\\b[^?]*" +
        "\\b(bubble|top (six|6|four|4|half)|playoff (spot|picture|line|field)|into the playoffs)\\b",
      "i",
    ),
    (players, _r, rest) => (players === 0 && !detectScenario(rest) ? "improveOdds" : null),
  ],
  // "what should I be doing this week to lock up a playoff spot": the moves that secure one.
  [
    new RegExp(
      "\\bwhat (should|do|can|could|must) (i|we)\\b[^?]*\\bto (lock up|clinch|secure|nail down|lock in) " +
        "(a |my |our )?playoff (spot|berth|place)\\b",
      "i",
    ),
    (players, _r, rest) => (players === 0 && !detectScenario(rest) ? "improveOdds" : null),
  ],
  // "playoff odds 41% per the app, what do I need to do to bump that up", "any pickups or trades that actually move
  // my playoff %": the moves that raise the odds, named before the raising.
  [
    new RegExp(
      "(\\b(odds|chances?|probability)\\b|%)[^?]*\\b(bump|raise|boost|improve|increase|push|lift|get)\\w* " +
        "(that|it|them|those|this)( number)? up\\b|" +
        "\\b(move|moves|moving|swing|shift) (my|our|the) (playoff )?(odds\\b|chances\\b|%|probability\\b|needle\\b)",
      "i",
    ),
    withNobodyNamed("improveOdds"),
  ],
  // "App has me projected at 118.6. what's your number": the team's projected total, asked against another's.
  [/\b(has|have|had|got) (me|us|my team) projected (at|for)\b/i, withNobodyNamed("projectedTotal")],
  // "Points For: GG 1,032.4 (3rd), who's got the most": the league's leader by the measure named.
  [
    new RegExp(
      "\\b(points for|pf|total points|wins)\\b[^?]*\\bwho('?s| has| have)( got)? (the )?most\\b|" +
        "\\bwho('?s| has)( got)? the most (points|pf|wins)\\b",
      "i",
    ),
    withNobodyNamed("leaders"),
  ],
  // "How many games out of first are we?": the standing.
  [
    /\b(games?|wins?) (out of|behind|back of|back from|off) (first|1st|the (lead|top|top spot|leader))\b/i,
    withNobodyNamed("record"),
  ],
  // "Which players around the league are undervalued that we could scoop up cheap?": the buy-low candidates.
  [
    // ("which of my guys are overperforming that i should sell now": the sell-high side.)
    // ("which players are people underrating that I could get cheap": underrated, to acquire.)
    new RegExp(
      "\\b(undervalued|underpriced|under-?priced|market inefficienc\\w+|overperform\\w*|over-?performing)\\b|" +
        "\\bunderrat\\w+\\b(?=[^?]*\\b(get|buy|acquire|trade for)\\b)",
      "i",
    ),
    (players, _r, rest) => (players === 0 && /\b(who|which|any|players|guys)\b/i.test(rest) ? "buyLow" : null),
  ],
  // "realistically do i get in", "will we make it in": the playoff odds.
  [
    /\b(do|will|can|would) (i|we) (get|make it|sneak|squeak) in\b(?! (on|for|a|the|some|my)\b)/i,
    // ("if I win 2 of the next 4, do I get in": the odds under that scenario.)
    (players, _r, rest) => (players === 0 && !detectScenario(rest) ? "playoffs" : null),
  ],
  // "odunze worth starting at all", "is kelce still worth a start these days", "is Dart worth starting this week":
  // whether the one player named is worth a start, his outlook (a pick between players names them).
  [
    /\bworth (a )?(start(ing|in)?|play(ing|in)?)\b/i,
    (players, _r, rest) =>
      (players === 1 || (players === 0 && /\b(he|him)\b/i.test(rest))) &&
      !/\b(or(?! (nah|not|no|nope)\b)|over|vs|instead)\b/i.test(rest)
        ? "outlook"
        : null,
  ],
  // "Which of them should I cut, and which should I hold?": the manager's hurt players, each to drop or keep.
  [
    new RegExp(
      "\\bwhich\\b[^?]*\\b(cut|drop|release|let go)\\b[^?]*\\b(and|or) which\\b[^?]*\\b(hold|keep|stash|ir)\\b|" +
        "\\bwhich\\b[^?]*\\b(hold|keep|stash)\\b[^?]*\\b(and|or) which\\b[^?]*\\b(cut|drop|release|let go)\\b",
      "i",
    ),
    withNobodyNamed("dropStash"),
  ],
  // "which of my guys should I put at tight end this week": who fills that spot.
  [
    new RegExp(
      "\\b(who|whom|which)\\b[^?]*\\b(put|play|start|slot|use|line up|roll out)\\b[^?]*\\b(at|in) (the |my )?" +
        "(qb|rb|wr|te|k|flex|quarterback|running ?back|wide ?receiver|receiver|tight ?end|kicker)" +
        "( slot| spot| position)?\\b",
      "i",
    ),
    // ("who do I play at qb when my starter has his bye": the bye's cover.)
    (players, _r, rest) =>
      // ("…having regard to any injuries": injuries weighed in general are no player's absence.)
      players === 0 && !/\b(byes?|while|when|during|injured|injury|hurt)\b/i.test(rest) ? "slot" : null,
  ],
  // "is he gonna be any good for the rest of the season?": how he will do.
  [/\b(gonna|going to|gon) be (any )?good\b/i, aboutOnePlayer("outlook")],
  // "is this the moment to cash out": sell him while his value is high.
  [/\bcash (out|in)\b(?! (my|the) (faab|chips))/i, aboutOnePlayer("tradeValue")],
  // "is lamar a good play this week", "Kamara smash spot or a fade?": how one player should do, weighed for the week.
  [
    /\b(a )?(good|solid|smart|safe|decent|sneaky|risky) play\b|\bsmash (spot|play)\b|\bor (a )?fade\b/i,
    aboutOnePlayer("outlook"),
  ],
  // "Rice a WR1 rest of way?": whether he produces like one.
  [
    /\b(an?|still an?) (wr|rb|te|qb)[123]\b/i,
    (players, _r, rest) =>
      players === 1 && !/\b(trade|package|return|give|get|for|offer|deal)\b/i.test(rest) ? "outlook" : null,
  ],
  // "brutal loss last week" → "so what are my chances now": the season's chances.
  [
    /\b(my|our) (chances|odds)( now| at this point| still| anymore| after (that|this))\b/i,
    (players, _r, rest) => (players === 0 && !/\b(this week|win this|beat|tonight)\b/i.test(rest) ? "playoffs" : null),
  ],
  // "is that good enough to get into the playoff part?"
  [
    /\bgood enough (to|for) ((get|sneak|squeeze) (in|into)|make|reach)? ?(the )?(playoffs?|postseason)\b/i,
    withNobodyNamed("playoffs"),
  ],
  // "are Coach Tatum's lot nailed on for the playoffs", "are we a lock to make the playoffs".
  [
    new RegExp(
      "\\b(nailed on|a lock|locks|locked in|shoo[- ]?ins?|safe|certain|guaranteed|sure things?) " +
        "(for|to make|to get into) (the )?(playoffs?|postseason)\\b",
      "i",
    ),
    withNobodyNamed("playoffs"),
  ],
  // "Guys cratering in value worth poaching?": players whose value fell, to buy.
  [
    /\b(crater\w*|tank\w*|plummet\w*|nosediv\w*|slump\w*) in value\b|\bvalue (has )?(cratered|tanked|plummeted)\b/i,
    withNobodyNamed("buyLow"),
  ],
  // "who's slumping that I could grab for pennies", "any studs whose managers might panic? I wanna pounce", "who
  // should I be buying while their value's in the dumps": players on other teams, cheap for now, to go and get.
  [
    new RegExp(
      "\\b(slump\\w*|struggl\\w*|ice cold|in a funk)\\b[^?]*\\b(grab|get|go after|target|buy|pounce|kick the tires|" +
        "pry|poach|acquire|snag|steal|trade for)\\b|" +
        "\\b(value'?s?|stock) (is )?(in the (dumps|gutter|basement)|at (its|their|his) lowest)\\b|" +
        "\\b(owners?|managers?|coach(es)?)\\b[^?]*\\b(panic\\w*|dump|bail|give up on|sour\\w* on|wises? up)\\b",
      "i",
    ),
    // ("my team is slumping, who should I grab off waivers": a pickup.)
    (players, _r, rest) =>
      players === 0 && !/\b(waivers?|wire|free agen\w*|pick ?ups?|adds?)\b/i.test(rest) ? "buyLow" : null,
  ],
  // "which team would give me the most for Derrick Henry": the deals built around him.
  [
    /\b(which|what) (teams?|managers?|owners?|coach|coaches)\b[^?]*\b(give|pay|offer)\w*\b[^?]*\bfor\b/i,
    (players, _r, rest) => (players <= 1 && !/\b(record|odds|chances|standing)\b/i.test(rest) ? "tradeIdeas" : null),
  ],
  // "Pitch for Reese — I need a QB", "what could hail mary heroes give me": a deal to find with a team.
  [
    new RegExp(
      "^\\s*(a )?pitch (for|to)\\b|\\bwhat (could|can|would|might|will) (they|he|she|" +
        "(?!(ppl|people|anyone|anybody|someone|somebody|teams|folks|managers|you|u|ya)\\b)" +
        "[a-z&'-]+( [a-z&'-]+){1,3}) " +
        "(give|offer|send) (me|us)\\b",
      "i",
    ),
    withNobodyNamed("tradeIdeas"),
  ],
  // "who should i be starting next week, like the whole team", "who's starting for me at every position": the
  // lineup, all of it.
  [
    new RegExp(
      "\\b(start|starting|play|playing|set|lineup)\\b[^?]*\\b((whole|entire|full) (team|lineup|roster|squad)|" +
        "(every|each|all the) (position|spot|slot)s?|across the board)\\b",
      "i",
    ),
    withNobodyNamed("lineup"),
  ],
  // "how valuable is saquon trade wise": what he is worth in a deal.
  [
    /\b(valuable|value|worth)\b[^?]*\btrade[- ]?wise\b|\btrade[- ]?wise\b[^?]*\b(valuable|value|worth)\b/i,
    aboutOnePlayer("tradeValue"),
  ],
  // "they want chase brown and i get olave": an offer, told by its sides.
  [
    new RegExp(
      "\\b(they|he|she|guy|dude|coach \\w+) (want|wants|asking for|asks? for|offered|offering)\\b[^?]*\\b(i|me) " +
        "(get|receive|getting)\\b",
      "i",
    ),
    (players) => (players >= 2 ? "trade" : null),
  ],
  // "what percent chance am I still playing in december": the playoffs.
  [
    /\b(still )?(playing|alive|around|in it) (in|into|come|by) (december|january|the playoffs|week 1[5-8])\b/i,
    withNobodyNamed("playoffs"),
  ],
  // "how's Quinshon Judkins projecting for week 11?": his projection.
  [/\bhow('?s| is| does| do)\b[^?]*\bproject(ing|ed|s)\b/i, aboutOnePlayer("outlook")],
  // "line up Olave, Waddle and McConkey in ROS value order": the named players ranked for the season.
  [
    /\b(line (them |em )?up|order|sort|stack|tier)\b[^?]*\b(ros|rest of (the )?(season|way|year)|value|long-?term)\b/i,
    (players) => (players >= 2 ? "compare" : null),
  ],
  // "harper keeps asking about my kenneth gainwell, how much is he actually worth?": his trade value.
  [
    /\bhow much (is|'s) (he|she|\w+) (\w+ )?worth\b/i,
    (players, _r, rest) => (players === 1 || (players === 0 && /\b(he|she)\b/i.test(rest)) ? "tradeValue" : null),
  ],
  // "a one week replacement running back for when Derrick Henry's team isn't playing": his bye covered.
  [
    new RegExp(
      "\\b(one[- ]week|1[- ]week|short[- ]term) (replacement|fill[- ]?in|stand[- ]?in|sub|cover|stopgap)\\b|" +
        "\\b(replacement|fill[- ]?in|stand[- ]?in|sub|cover)\\b[^?]*\\b(team|he|they)(['’]s| is|['’]re| are)? " +
        "(isn['’]?t|not|aren['’]?t) playing\\b",
      "i",
    ),
    (players, _r, rest) => (players <= 1 && !TEAM_DEFENSE.test(rest) ? "byeCover" : null),
  ],
  // "i want a better tight end. who should i go after and what would i have to give up?", "come up with some trade
  // offers using jordan addison and rome odunze": deals to look for.
  [
    new RegExp(
      "\\bwhat would (i|we) (have|need) to give up\\b|" +
        "\\b(trade )?(offers|ideas|packages|proposals|deals) (using|built around|around|involving|centered on)\\b",
      "i",
    ),
    (players, _r, rest) => (players <= 2 && !/\b(fair|accept|worth it)\b/i.test(rest) ? "tradeIdeas" : null),
  ],
  // "need a wr3 for sunday outta my guys": one lineup spot filled from the roster.
  [
    /\bneed (a|an|my) (qb|rb|wr|te|flex)\d?\b[^?]*\b(outta|out of|from|among) my (guys|roster|team|bench|players)\b/i,
    withNobodyNamed("slot"),
  ],
  // "who should I be eyeing a couple weeks down the road": players to pick up for later.
  [
    new RegExp(
      "\\b(eye|eyeing|target|targeting|stash|stashing|grab|pick up|add|watch|watching)\\b[^?]*" +
        "\\b(down the road|(a couple|a few|couple|few|two|2|three|3) (of )?weeks (down the road|out|from now|ahead)|" +
        "later in the (season|year))\\b",
      "i",
    ),
    withNobodyNamed("sleepers"),
  ],
  // "Is Coach Ellis's squad cooked, playoff-wise?": a team's playoff chances.
  [
    /\b(cooked|done|toast|dead|finished|alive)\b[^?]*\bplayoff[- ]?(wise|hopes?|picture|race)\b|\bplayoff-wise\b/i,
    (players, _r, rest) => (players === 0 && !detectScenario(rest) ? "playoffs" : null),
  ],
  // "how likely is it that I end up in one of the six spots": a playoff place.
  [
    new RegExp(
      "\\b(get|getting|end up|ending up|finish|finishing|land|landing|sneak|sneaking|grab|grabbing) (in|into|with)? ?" +
        "(one of )?the (top )?((\\w+ )?(spots|seeds|places|playoff (spots|places|seeds|berths))|" +
        "((last|final|sixth|6th|fourth|4th|eighth|8th) )?playoff (spot|place|seed|berth)|" +
        "(last|final|sixth|6th|fourth|4th|eighth|8th) (spot|place|seed|berth))\\b",
      "i",
    ),
    (players, _r, rest) =>
      players === 0 && !detectScenario(rest) && !/\b(raise|improve|boost|bump|increase|moves?|do to)\b/i.test(rest)
        ? "playoffs"
        : null,
  ],
  // "is Marvin Harrison Jr. going to give me anything the rest of this year": what one player will produce.
  [
    /\b(give|get|bring) (me|us) (anything|something|much|any (points|production|value))\b|\bdo anything\b/i,
    // ("sell him while someone will still give me something for him": his trade value.)
    (players, _r, rest) =>
      players === 1 && !/\b(sell|trade|deal|offer|for (him|her)|worth)\b/i.test(rest) ? "outlook" : null,
  ],
  // "do I go Emeka Egbuka or Chris Godwin next week", "should I roll with X or Y": a pick between the two named.
  [
    /^\W*(so |ok |okay |and )?(do|should|would) (i|we) (go|go with|roll with|ride with|run with|trust)\b[^?]*\bor\b/i,
    (players, _r, rest) => (players >= 2 && detectHorizon(rest) !== "rest-of-season" ? "startSit" : null),
  ],
  // "jsn or drake london i can only fit one in": this week's pick between them.
  [/\b(can )?only (fit|start|play|use|slot) (one|1)\b/i, (players) => (players >= 2 ? "startSit" : null)],
  // "omarion hampton vs treveyon henderson ros value": the two weighed for the season.
  [
    /\b(ros|rest[- ]of[- ](the )?season|long[- ]term|dynasty|keeper|trade) value\b/i,
    (players) => (players >= 2 ? "compare" : null),
  ],
  // "JSN, Drake London, Tee Higgins... which two do I play this weekend": a pick among the players named.
  [
    new RegExp(
      "\\bwhich (one|two|three|ones|of (them|these|those|the \\w+))\\b[^?]*" +
        "\\b(do|should|would) (i|we) (play|start|use|go with|roll with)\\b",
      "i",
    ),
    (players) => (players >= 2 ? "startSit" : null),
  ],
  // "whats the one move that makes me more likely to get in", "the one move that boosts my chances of getting in
  // the most": the moves that raise the playoff odds.
  [
    new RegExp(
      "\\b(move|moves|trade|pickup|add|change)\\b[^?]*\\b(makes?|gets?|helps?|puts?) (me|us)\\b[^?]*" +
        "\\b(get in|make it|in|likely|playoffs?)\\b|" +
        "\\b(move|moves|trade|pickup|add|change|step)\\b[^?]*\\b(boosts?|raises?|improves?|bumps?|increases?|lifts?) " +
        "(my|our) (playoff )?(odds|chances)\\b",
      "i",
    ),
    withNobodyNamed("improveOdds"),
  ],
  // Terse asks: "who in my flex wk 11", "superflex pick" (one lineup spot), "matchup wk 11" (the game).
  [
    new RegExp(
      "^\\W*who('?s)? (in|at|for) (my|the|our) (super ?flex|flex|op|(rb|wr|te|qb)[1-3]?|\\w+ (spot|slot))\\b|" +
        "^\\W*(my |the )?(super ?flex|flex) (pick|call|play|choice|decision|option)\\W*$",
      "i",
    ),
    withNobodyNamed("slot"),
  ],
  [/^\W*(my |the |our )?matchup( (this|next) (week|wk)| (for )?(week|wk) ?\d+)?\W*$/i, withNobodyNamed("matchup")],
  // "my odds", "odds?", "our chances": alone, the season's odds (this week's game is named when meant).
  // ("my odds as things stand", "our chances right now".)
  [
    new RegExp(
      "^\\W*((my|our|the) )?(playoff )?(odds|chances)" +
        "( (right now|now|as (things|it) stands?|currently|today|as of now))?\\W*$",
      "i",
    ),
    withNobodyNamed("playoffs"),
  ],
  // "my chance to win it all", "am I a title contender": the championship odds, which the playoff odds answer.
  [
    new RegExp(
      "\\b(win|winning) (it all|the (whole )?thing|the (title|championship|chip|ship)|" +
        "a (ring|title|championship))\\b|" +
        "\\btitle (contender|odds|chances|hopes|favou?rite)s?\\b",
      "i",
    ),
    // (The manager's own: "which team's the title favorite" asks the leaders, "improve my title odds" the moves.)
    (players, _r, rest) =>
      players === 0 &&
      FIRST_PERSON.test(rest) &&
      !/\b(which|who|whose|teams?'?s?)\b|\b(improv|boost|rais|increas|bump|help)\w*/i.test(rest) &&
      !/\b(this|next) (week|wk)\b|\b(week|wk) \d+\b|\bmatchup\b/i.test(rest)
        ? "playoffs"
        : null,
  ],
  // "lineup check for wk 11 pls": the lineup checked.
  [/\blineup check\b|\bcheck (my |the |our )?(starting )?lineup\b/i, withNobodyNamed("lineup")],
  // "just do the whole lineup", "can you just do my whole team for me this week", "what should my starting guys be".
  [
    new RegExp(
      "\\b(do|set|fill out|fill in|make|handle|pick|sort out) (my|the|our) (whole|entire|full) " +
        "(team|lineup|roster)\\b|" +
        "\\bwhat should (my|our) (starting (guys|players|lineup|group)|starters) be\\b",
      "i",
    ),
    withNobodyNamed("lineup"),
  ],
  // "wk 10 H2H preview, where do I have the edge": this week's game.
  [
    /\b(h2h|head[- ]to[- ]head) (preview|breakdown|outlook|look(s|ing)?)\b|\bwhere do (i|we) have the edge\b/i,
    withNobodyNamed("matchup"),
  ],
  // "playing Jaxson Dart this Sunday, yes or no": the manager's own lineup call, put as a plan (the name taken out).
  [
    new RegExp(
      "^\\W*(playing|starting|sitting|benching)\\s+(this|next|on|in|sunday|tonight|today|monday|thursday)\\b" +
        "[^?]*\\b(yes or no|y\\/n|good idea|smart|right)\\b",
      "i",
    ),
    (players) => (players === 1 ? "startSit" : null),
  ],
  // "is he a better guy to have than Xavier Worthy for the rest of the year": which one to own.
  [
    /\bbetter (guy|player|one|option|asset|piece)? ?to (have|own|roster|hold)\b/i,
    (players) => (players >= 2 ? "compare" : null),
  ],
  // "what kind of numbers should I hope for from him on Sunday": his outlook.
  [/\bwhat (kind|sort|type) of (numbers|points|production|stats|output|day)\b/i, aboutOnePlayer("outlook")],
  // "are any of my players hurt?" → "what about next week, is anyone not playing?": the roster's absences.
  [/\b(is|are) (anyone|anybody|any of (my|our) (guys|players)) not playing\b/i, withNobodyNamed("rosterStatus")],
  // "who's a free agent I could grab now and keep on my bench for the last few weeks", "guys who might be useful a
  // few weeks from now": players to stash for later.
  [
    new RegExp(
      "\\b(keep|hold|stash)\\b[^?]*\\bbench\\b[^?]*\\b(last (few|couple( of)?) weeks|down the (road|stretch)|" +
        "playoffs|rest of the (season|year)|later)\\b|" +
        "\\b(useful|help\\w*|matter|contribute|pay off)\\b[^?]*\\b(a few|a couple( of)?|some|few) weeks " +
        "(from now|down the (road|line)|later)\\b",
      "i",
    ),
    withNobodyNamed("sleepers"),
  ],
  // "how do I use you?", "explain how I'm supposed to ask you about trading": how to use the GM.
  [
    new RegExp(
      "\\bhow (do|can|should) (i|we) use (you|u|this|the gm)\\b|" +
        "\\bhow (am i|are we|do i|should i|i'?m|i am) (supposed to )?ask (you|u)\\b",
      "i",
    ),
    withNobodyNamed("help"),
  ],
  // "should I drop Brandon Aiyuk or stash him?": let him go or keep him through his absence.
  [
    /\b(drop|cut|release)\b[^?]{0,30}\bor (stash|ir)\b|\bstash\b[^?]{0,30}\bor (drop|cut|release)\b/i,
    (players) => (players <= 1 ? "dropStash" : null),
  ],
  // "What are you projecting for him this week?": his projection.
  [
    /\bwhat (are|r|do|would) (you|u|ya|we) (projecting|project|expecting|expect|forecasting)\b[^?]*\bfor\b/i,
    aboutOnePlayer("outlook"),
  ],
  // "did chase brown practice": his status.
  [
    /\b(did|has|is|was|will|he|she)\b[^?]*\b(practice[ds]?|practicing|practise[ds]?|practising)\b(?! squad)/i,
    aboutOnePlayer("status"),
  ],
  // "what's that add up to, points-wise, best case and worst case", "how many points is my lineup expected to put
  // up in week 11": the team's total.
  [
    new RegExp(
      "\\b(add|adds|adding) up to\\b[^?]*\\b(points|best case|worst case|floor|ceiling)\\b|" +
        "\\bpoints[- ]wise\\b[^?]*\\b(best|worst|floor|ceiling|range)\\b|" +
        "\\bhow many points (is|are|will|does|do|should|could) (my|our) (lineup|team|starters|squad|roster)\\b",
      "i",
    ),
    withNobodyNamed("projectedTotal"),
  ],
  // "walk me through who should be starting, position by position": the whole lineup.
  [/\bposition[- ]by[- ]position\b|\bslot[- ]by[- ]slot\b/i, withNobodyNamed("lineup")],
  // "players whose expected fantasy points outrun their actual points": buy-low candidates.
  [
    new RegExp(
      "\\bexpected (fantasy )?points\\b[^?]*\\b(outrun|exceed|outpace|above|higher than|more than|beat)\\b|" +
        "\\b(underperform\\w*|below) (their|his|her) (expected|xfp|expectation)",
      "i",
    ),
    withNobodyNamed("buyLow"),
  ],
  // "What does the remaining regular season look like for him?": his outlook.
  [
    /\b(look|looks|looking) like for\b/i,
    (players, _r, rest) => (players === 1 || (players === 0 && /\bfor (him|her)\b/i.test(rest)) ? "outlook" : null),
  ],
  // "Jeanty vs Henderson, who gives me more between now and the title game?": the players set against each other.
  [
    /\bwho (gives|will give|would give|gets|will get|scores|will score|produces|puts up|piles up) (me )?more\b/i,
    (players, _r, rest) => (players >= 2 ? (overTheSeason(rest) ? "compare" : "startSit") : null),
  ],
  // "what's the projected score of my week 11 game?": the game's score, its matchup. ("whats the score of the chiefs
  // game" is an NFL game's, no team's of the league.)
  [/\b(score|scoreline) (of|for|in) (my|our|their) ([\w'’]+ ){0,3}(game|matchup)\b/i, withNobodyNamed("matchup")],
  // "who should my starters be?": the lineup.
  [/\bwho (should|will|would|ought to) (my|our) (starters|lineup) be\b/i, withNobodyNamed("lineup")],
  // "Which of my guys should get the flex nod this week?": whom to play at that spot.
  [
    /\b(get|gets|getting|earn|earns|deserves?) the (flex|superflex|rb2|wr2|wr3|te|qb) (nod|spot|start)\b/i,
    (players) => (players === 0 || players >= 2 ? "slot" : null),
  ],
  // "Is there anyone available that you'd suggest I grab to replace him?": a pickup.
  [
    new RegExp(
      "\\b(anyone|anybody|someone|somebody|any \\w+) (available|out there|on (the )?(wire|waivers)|unowned)\\b[^?]*" +
        "\\b(grab|add|pick ?up|replace|claim|snag)\\b",
      "i",
    ),
    (players, _r, rest) => (players <= 1 && !/\b(stash|later|playoffs?|next week)\b/i.test(rest) ? "waivers" : null),
  ],
  // "a list of guys I should be selling while their stock's high", "which of my lads should I sell before they fall
  // off a cliff", "who is smart to sell now while his value is at the max": the sell-high candidates.
  [
    new RegExp(
      "\\b(who|whom|which|list|guys|players|lads|anyone|anybody)\\b[^?]*\\bsell(ing)?\\b[^?]*" +
        "\\b(high|peak|max|while|before|stock|value)\\b",
      "i",
    ),
    (players, _r, rest) => (players === 0 && !/\bbuy\w*\b/i.test(rest) ? "buyLow" : null),
  ],
  // "Who is the first of the league?": the leader.
  [/\bwho('?s| is) (the )?first (of|in) the (league|standings)\b/i, withNobodyNamed("leaders")],
  // "someone to sit on my bench now who pays off in weeks 15 through 17": a player to hold for the playoffs.
  [
    new RegExp(
      "\\b(someone|somebody|anyone|anybody|who|guys?|players?)\\b[^?]*\\b(pays? off|pay dividends|" +
        "(be|become|becomes) (useful|valuable|a starter|startable)|helps? (me )?(win|in))\\b[^?]*" +
        "\\b(fantasy playoffs|playoffs|weeks? 1[5-7]|later (on|in the season)|next week)\\b",
      "i",
    ),
    withNobodyNamed("sleepers"),
  ],
  // "Whose name should go at the top of my claims?": the pickups, in order.
  [/\b(top|head) of my (waiver )?(claims|list)\b|\bput (in )?my (waiver )?claims?\b/i, withNobodyNamed("waivers")],
  // "I need to get a tight end through a trade": trades to find for that position.
  [
    /\b(get|land|acquire|find) (a|an|another|some) [\w ]{2,20} (through|via|in|by) (a )?trade\b/i,
    withNobodyNamed("tradeIdeas"),
  ],
  // "Which slumping players are worth targeting cheaply?": the buy-low candidates.
  [
    new RegExp(
      "\\b(slumping|struggling|underperforming|cold)\\b[^?]*\\b(target\\w*|buy\\w*|acquir\\w*|get|grab)\\b[^?]*" +
        "\\b(cheap\\w*|low|discount\\w*|for (pennies|nothing))\\b",
      "i",
    ),
    withNobodyNamed("buyLow"),
  ],
  // "In trade terms, is Kyle Pitts worth anything at all?": his value.
  [/\bin trade terms\b|\bworth anything\b/i, aboutOnePlayer("tradeValue")],
  // "keep him on my bench or free up the roster spot?": hold him or let him go.
  [
    new RegExp(
      "\\b(keep|hold|stash)\\w* (him|her)\\b[^?]*\\bor\\b[^?]*\\b(free up|open up|clear|drop|cut|release|" +
        "let (him|her) go)\\b",
      "i",
    ),
    (players, _r, rest) => (players <= 1 && !/\b(start|sit|bench him|trade)\b/i.test(rest) ? "dropStash" : null),
  ],
  // "how I might go about trading for a tight end without gutting my team", "who should I be trying to trade for?",
  // "what could I obtain in exchange for James Cook?": trades to find.
  [
    new RegExp(
      "\\bhow (i |we )?(might|could|can|should|do|would|to)( i| we)? (go about )?trad(e|ing) for (a|an|one|some|" +
        "another|a real|a better)\\b|\\bwho (should|could|can|do) (i|we) (be )?(trying to |try to |" +
        "look to )?trade for\\W*$|" +
        "\\b(obtain|get|receive) in exchange (of|for)\\b",
      "i",
    ),
    (players, _r, rest) =>
      players <= 1 && !/\b(low|cheap|undervalued|discount|bargain)\b/i.test(rest) ? "tradeIdeas" : null,
  ],
  // "is it safe to drop him or is he back in time to matter": let him go or keep him.
  [
    /\b(safe|okay|ok|fine|smart|time) to (drop|cut|release)\b/i,
    (players, _r, rest) => (players <= 1 && !/\bwho\b/i.test(rest) ? "dropStash" : null),
  ],
  // "If you were running my team with the single aim of getting it into the playoffs, what would your first moves
  // be?": the moves that raise the odds.
  [
    new RegExp(
      "\\b(get|getting|put|putting|sneak|sneaking)\\w* (it|us|me|my team|the team|myself|my squad) in(to)? the " +
        "(playoffs|postseason|dance|bracket)\\b[^?]*\\b(moves?|changes?|steps?|do)\\b|" +
        "\\b(moves?|changes?|steps?)\\b[^?]*\\b(get|getting|put|putting|sneak|sneaking)\\w* (it|us|me|my team|" +
        "the team|myself|my squad) in(to)? the (playoffs|postseason|dance|bracket)\\b",
      "i",
    ),
    withNobodyNamed("improveOdds"),
  ],
  // "how likely am I to still be playing once the regular season wraps up?": the playoff odds.
  [
    new RegExp(
      "\\bhow likely\\b[^?]*\\b(am i|are we|is my team)\\b[^?]*\\b(regular season|playoffs?|postseason)\\b|" +
        "\\bstill (be )?(playing|alive|standing)\\b[^?]*\\b(regular season|playoffs?|postseason)\\b",
      "i",
    ),
    withNobodyNamed("playoffs"),
  ],
  // "how next week's game shapes up on paper": the game.
  [/\bhow ([\w'’]+ ){0,3}(game|matchup) (shapes|looks|stacks|sets)( up)?\b/i, withNobodyNamed("matchup")],
  // "whether Puka practiced in full or was limited", "did Nico Collins train this week", "still on IR or did they
  // activate him", "out or not out for this afternoon", "does Tee Higgins have the week off": his status.
  [
    new RegExp(
      "\\b(practiced|practised|practicing|practising|trained|train|training) (in full|fully|limited|at all|" +
        "this week|today|yesterday|on (wednesday|thursday|friday))\\b|\\b(full|limited) practice\\b|" +
        "\\bpractice (report|status|participation|reps)\\b|\\bstill on (ir|injured reserve|the pup)\\b[^?]*\\bor\\b|" +
        "\\b(did|have|has|will) (they|the \\w+) (finally )?activate\\b|\\b(be|been|get|got|gets|" +
        "getting) activated\\b|" +
        "\\bout or not( out)?\\b|\\b(have|has|having|get|gets|got) (the|this) week off\\b|" +
        // "he will be on the field this week?", "is he suiting up".
        "\\b(be|is|he'?s|she'?s) (on the field|suiting up|dressed|active)\\b",
      "i",
    ),
    (players, _r, rest) =>
      (players === 1 || (players === 0 && /\b(he|she|him|her)\b/i.test(rest))) &&
      !/\b(start|sit|bench|trade|drop|cut|stash)\b/i.test(rest)
        ? "status"
        : null,
  ],
  // "what sort of afternoon is Gibbs in for", "how high can Hurts go this week": his outlook.
  [
    /\b(what )?(sort|kind|type) of (afternoon|day|game|night|week|outing|performance)\b|\bhow (high|low|far) can\b/i,
    aboutOnePlayer("outlook"),
  ],
  // "is that going to keep up to the end", "it will continue like that until the end?": his pace over the season.
  [
    new RegExp(
      "\\b(keep (it |this |that )?up|continue like (that|this)|sustainable|sustain (it|this|that))\\b[^?]*" +
        "\\b(end|rest of (the )?(season|year|way)|ros|from here|season)\\b",
      "i",
    ),
    (players, _r, rest) =>
      players === 1 || (players === 0 && /\b(that|this|he|she|his|her)\b/i.test(rest)) ? "outlook" : null,
  ],
  // "what's it going to cost to pry him loose", "what sort of price am I looking at", "trade currency", "how highly
  // do people value him", "trade him away before it's too late": one player's price on the trade market.
  [
    new RegExp(
      "\\b(what|which) (sort|kind) of price\\b|\\bcost (me )?to (pry|get|acquire|land)\\b|" +
        "\\bwhat (would|will|does) it (take|cost)( me)? to (get|pry|land|acquire)\\b|\\btrade currency\\b|" +
        "\\b(how|what) (highly|much) (do|would|does|will) (\\w+ ){0,3}value\\b|" +
        "\\btrade (him|her) away\\b|\\btrad(e|ing) away\\b",
      "i",
    ),
    (players, _r, rest) =>
      (players === 1 || (players === 0 && /\b(him|her)\b/i.test(rest))) && !/\bfor (my|his|their)\b/i.test(rest)
        ? "tradeValue"
        : null,
  ],
  // "who could i realistically get for him", "Who might I get for the pair?", "What could we get for Kelce and
  // Rachaad White?": deals built around them.
  [
    new RegExp(
      "\\b(who|what) (could|can|would|might|should) (i|we) (\\w+ly )?(get|land|fetch|pull|acquire|target|obtain|" +
        "receive) (in (exchange|return) )?for\\b|" +
        // "What can I flip Chuba Hubbard for?"
        "\\b(who|what) (could|can|would|might|should) (i|we) (\\w+ly )?(flip|turn) (\\S+ ){0,4}into\\b|" +
        "\\b(who|what) (could|can|would|might|should) (i|we) (\\w+ly )?(flip|trade|deal|swap|move) " +
        "(\\S+ ){0,4}for\\s*\\??\\s*$",
      "i",
    ),
    (players) => (players ? "tradeIdeas" : null),
  ],
  // "what all do you do", "are you able to help with trades and stuff": what the GM can do.
  [/\bwhat all (do|can) (you|u) do\b|\b(are|r) (you|u) able to help\b/i, withNobodyNamed("help")],
  // "olave, sutton or zay, gotta start one tonight": a pick among the players named.
  [
    // ("mcbride kittle pick one for sunday", "chase or jefferson? cant pick")
    new RegExp(
      "\\b(gotta|got to|have to|need to|can only) (start|play|pick|choose) (one|1|two|2)\\b|\\bpick (one|1)\\b|" +
        "\\bcan'?t (pick|decide|choose)\\b",
      "i",
    ),
    (players, _r, rest) =>
      players >= 2 &&
      !/\b(trade|offer|deal|ros|rest of|dynasty|keeper|going forward|overall|in general|long[- ]term)\b/i.test(rest)
        ? "startSit"
        : null,
  ],
  // "what do i gotta do to turn this around", "what do i need to do to lock it up", "what should i change to get
  // there", "a game plan to sneak into the top 6", "what would you do to better our championship prospects": the
  // moves that help the team.
  [
    new RegExp(
      "\\bwhat (do|should|can|must|would) (i|we|you) (gotta |need to |have to |got to )?(do|change)\\b[^?]*" +
        "\\b(turn (this|it|things) around|lock (it|this|that) up|clinch|get (there|in|better)|improve|" +
        "better (my|our|the)|bounce back|make (it|the playoffs|a run)|turn the corner|salvage)\\b|" +
        // "What's the path — trades, waivers, lineup changes?": the moves, of every kind.
        "\\bwhat'?s the (path|plan|roadmap|blueprint|way forward)\\b[^?]*\\b(trades?|waivers?|lineup|moves?)\\b[^?]*" +
        "\\b(trades?|waivers?|lineup|moves?|changes?)\\b|" +
        "\\b(plan|path|roadmap|blueprint|game ?plan|strategy)\\b[^?]*\\b(sneak into|get into|make|reach|crack) " +
        "(the )?(top (\\d|four|six|eight)|playoffs?|postseason)\\b|" +
        "\\b(better|improve|boost|raise) (my|our) (championship|title|playoff) (prospects|chances|odds|hopes)\\b|" +
        // "how do i turn this season around", "a plan to save my season", "what can be done to reverse course",
        // "what should I change to get back in the hunt".
        "\\b(turn (this|my|the|our) season around|(salvage|save|rescue) (this|my|the|our) season|" +
        "reverse (course|the slide)|get back (in|into) (the hunt|contention|the race|it))\\b|" +
        // "my team stinks this year. how do I turn it around?"
        "\\bhow (do|can|could|should|would|will) (i|we) (turn (this|it|things|my team|our team) around|" +
        "fix (this|it|things|my team|our team|my season))\\b|" +
        // "what can i do rn to make my team a playoff team", "how do we sneak into the playoffs".
        "\\bwhat (can|could|should|do|must) (i|we) do\\b[^?]*\\b(playoff (team|spot|berth)|playoffs|postseason)\\b|" +
        "\\bhow (can|do|could|should|would|will) (i|we) (get|make|sneak|squeeze|crawl|climb|reach|force my way)" +
        " (from \\S+ )?(in ?to |into )?(the )?(playoffs|postseason|top (\\d|four|six))\\b",
      "i",
    ),
    withNobodyNamed("improveOdds"),
  ],
  // "do i have a real shot at the bye", "what are the odds i get the bye", "am i locked into the bye": the odds of a
  // first-round bye in the playoffs, not a bye week.
  [
    new RegExp(
      "\\b(shot|odds|chances?|lock|locked|clinch\\w*|earn\\w*|get|getting|grab\\w*) (at |into |for |of )?(a |the )" +
        "(first[- ]round |playoff )?bye\\b(?! week)",
      "i",
    ),
    withNobodyNamed("playoffs"),
  ],
  // "stash guys for playoffs", "stash candidates": players to grab before they break out.
  [/\bstash (guys|candidates|targets|options|ideas|players|plays|adds)\b/i, withNobodyNamed("sleepers")],
  // "what team is top dog right now", "who scored most though": the league's best.
  [
    /\btop dog\b|\bwho('?s| has)? (scored|put up) (the )?most( points)?\b|\bmost points\b/i,
    (players, _r, rest) => (players === 0 && !/\b(my|i|me)\b/i.test(rest) ? "leaders" : null),
  ],
  // "Make me the best possible starting formation for week 12": the lineup.
  [/\b(starting )?formation\b/i, withNobodyNamed("lineup")],
  // "give me a plan to make the postseason from here": the moves that get the team in.
  [
    new RegExp(
      "\\b(plan|path|roadmap|blueprint|game ?plan|strategy)\\b[^?]*\\b(make|get (in|into)|reach|sneak into)\\b" +
        "[^?]*\\b(playoffs?|postseason)\\b",
      "i",
    ),
    withNobodyNamed("improveOdds"),
  ],
  // "any under the radar guys worth stashing on my bench", "a good stash candidate off waivers": a player to get and
  // hold, not one of the manager's own to keep or cut.
  [
    new RegExp(
      "\\b(guys?|players?|names?|options?|anyone|anybody|someone|somebody|who|backs|rbs|receivers|wrs|wide ?outs|" +
        "tight ends|tes|qbs|quarterbacks)\\b[^?]*\\b(worth|to) (stash|squirrel away)(ing)?\\b|" +
        // "who should I be stashing for the playoffs", "anyone I might squirrel away for the weeks that count".
        "\\b(who|whom|anyone|anybody|someone|somebody)\\b[^?]*\\b((should|could|can|might|do) (i|we)|" +
        "(i|we) (should|could|can|might)) (be )?(stash(ing)?|squirrel(ing)? away)\\b|" +
        "\\bstash (candidates?|options?|targets?|guys?|plays?)\\b[^?]*" +
        "\\b(waivers?|wire|free agen\\w*|pick ?up|add)\\b|" +
        "\\b(waivers?|wire|free agen\\w*)\\b[^?]*\\bstash (candidates?|options?|targets?|guys?)\\b",
      "i",
    ),
    // ("which of my injured guys are worth stashing": the manager's own hurt players, to hold or cut.)
    (players, _r, rest) =>
      players === 0 && !/\b(injur\w*|hurt|ir|banged|my (\w+ )?(guys|players|starters))\b/i.test(rest)
        ? "sleepers"
        : null,
  ],
  // "who should i play at qb while hes off": the cover for his week off (a defense has no cover here).
  [
    new RegExp(
      "^\\s*(who|which|what)\\b[^?]*\\bwhile (\\S+ ){0,3}?(is |are |'s )?" +
        "(off|out|away|gone|on (a |his |their )?bye|resting)\\b",
      "i",
    ),
    (players, _r, rest) =>
      players <= 1 && !/\b(d\/st|dst|def|defen[cs]e|hold|holding|keep|stash|drop|cut)\b/i.test(rest)
        ? "byeCover"
        : null,
  ],
  // "Should I be shopping Derrick Henry or keeping him?": sell or keep, what he is worth.
  [
    /\b(shop|shopping|sell|selling)\b[^?]*\b(or|vs\.?) (keep|keeping|hold|holding|hang(ing)? on)\b/i,
    aboutOnePlayer("tradeValue"),
  ],
  // "my kyren for his sutton and pitts, do it?": the manager's players for another's, a trade to judge.
  [
    /\bmy\s+((and|&|\+|,)\s*)*for (his|her|their|your|the other guy'?s)\s+\S/i,
    (players) => (players >= 2 ? "trade" : null),
  ],
  // "would it be smart to give away X if I get Y back", "would you give him up for Warren straight up".
  [
    new RegExp(
      "\\b(give|trade|send|deal|ship)\\w* (\\S+ ){0,3}(away|up|off)?\\b[^?]*\\b(get" +
        "|getting)\\b[^?]*\\bback\\b|\\bgive (\\S+ ){0,3}up for\\b",
      "i",
    ),
    (players) => (players >= 2 ? "trade" : null),
  ],
  // "ideas for trades to get a better tight end": deals to find.
  [/\bideas? for (a )?trades?\b/i, (players) => (players === 0 ? "tradeIdeas" : null)],
  // "am I near the top or near the bottom of the league": where the team stands.
  [
    /\b(am|are|is) (i|we|my team) (\w+ )?(near|at|close to) the (top|bottom)\b[^?]*\b(league|standings|table)\b/i,
    withNobodyNamed("record"),
  ],
  // "who's a surprise player that could come out of nowhere": a sleeper.
  [/\b(come|came|coming) out of nowhere\b|\bsurprise (player|guy|pick|option)s?\b/i, withNobodyNamed("sleepers")],
  // "WR pecking order this wk": the position group ranked.
  [/\bpecking order\b/i, withNobodyNamed("positionRank")],
  // "who's a good one-week fill-in receiver while my guy's team is on break": a bye to cover.
  [
    new RegExp(
      "\\b(one[- ]week|single[- ]week|1[- ]week) (fill[- ]?in|rental|streamer|replacement|plug)\\b" +
        "|\\bteam is on (a )?break\\b",
      "i",
    ),
    (players, _r, rest) => (players || /\b(d\/st|dst|def|defen[cs]e)\b/i.test(rest) ? null : "byeCover"),
  ],
  // "there's a list of players who aren't on any team. who from there is worth taking?": the free agents.
  [/\b(aren'?t|are not|isn'?t|is not|not) on (any|a) (team|roster)\b/i, withNobodyNamed("waivers")],
  // "any quarterbacks sitting unclaimed that I could grab today": players nobody rosters, to add now.
  [
    /\b(unclaimed|unrostered|unowned|unsigned)\b[^?]*\b(grab|get|add|pick ?up|claim|snag|scoop)\b/i,
    (players, _r, rest) => (players === 0 && !/\b(stash|sleepers?|next week|bye)\b/i.test(rest) ? "waivers" : null),
  ],
  // "is there anyone I should cash in on before they go cold?": the manager's own to sell high.
  [
    /\bcash(ing)? (in|out) on\b|\b(rough|bad|cold) (stretch|patch|spell)\b[^?]*\b(trade|grab|buy|get)\b/i,
    withNobodyNamed("buyLow"),
  ],
  // "did I leave anybody good sitting on the bench who should be playing": the lineup checked.
  [
    /\b(anybody|anyone|someone|somebody) (good )?(sitting |stuck )?on (the|my) bench (who|that) (should|ought to)\b/i,
    withNobodyNamed("lineup"),
  ],
  // "what percent chance do I have of making it to the end-of-season tournament": the playoff odds.
  [/\b(percent|percentage|%)( chance)?\b[^?]*\bmak(e|ing) it\b/i, withNobodyNamed("playoffs")],
  // "P(make playoffs) for my team as it stands", "my playoff probability": the odds, with no condition in them.
  [
    /\bp\s*\(\s*(mak(e|ing) )?(the )?(playoffs?|postseason)\s*\)|\bplayoff (probability|prob|likelihood)\b/i,
    (players, _r, rest) =>
      players === 0 &&
      !detectScenario(rest) &&
      !/\|/.test(rest) &&
      // ("which moves maximize my P(playoffs)", "rank every team by playoff probability": the moves, the league.)
      !/\b(moves?|transactions?|maximi[sz]\w*|raise\w*|increase\w*|improv\w*|gain|boost\w*|rank\w*|every|each)\b/i.test(
        rest,
      )
        ? "playoffs"
        : null,
  ],
  // "how many points are me and the other team supposed to score": both sides of this week's game.
  [
    /\b(me and the other team|the other team and me|both (of us|teams)|each team)\b[^?]*\b(points|score)\b/i,
    withNobodyNamed("matchup"),
  ],
  // "what's that put me at now?" (after a result): the record.
  [
    /\b(put|puts|leave|leaves) (me|us) at\b/i,
    (players, _r, rest) => (players || detectScenario(rest) ? null : "record"),
  ],
  // "projected score of the game?": both sides of the game.
  [/\b(score|total|points) (of|for) (the|our|my|this week'?s) (game|matchup)\b/i, withNobodyNamed("matchup")],
  // "Who'd I draw this wk", "who do I have next week?": the week's opponent.
  [
    new RegExp(
      "\\bwho('d| did| do| will)? (i|we) (draw|drew|face|facing)\\b|" +
        // ("Who've I got this week, End Zone Envy?": the team named is the answer guessed.)
        "^\\W*who( do| will|'?ll|'?ve| have)? (i|we) (have|get|got) (this|next) (week|wk)(\\W+that team)?\\W*$",
      "i",
    ),
    withNobodyNamed("matchup"),
  ],
  // "how does my team stack up against the guy im facing this sunday", "am i likely to win this week": the game.
  [
    new RegExp(
      "\\b(stack|match|measure|line)s? up (against|vs\\.?|versus|with) (the (guy|team|dude|manager|opponent)|" +
        "my opponent|who(ever)? (i'?m|im|i am|we'?re|we are) (facing|playing))\\b|" +
        // ("am i likely to win" said of this week's game alone, not of a division, a title or enough games.)
        "\\b(am i|are we) (likely|gonna|going|expected) to win(?= *(this (week|weekend)|sunday|today|tonight|" +
        "(my|our|the) (game|matchup))? *([?.!,]|$))",
      "i",
    ),
    withNobodyNamed("matchup"),
  ],
  // "Best odds in the league": the league's teams by their odds.
  [
    /\b(best|highest|top|worst|lowest) (playoff )?(odds|chances)\b[^?]*\b(league|anyone|everyone)\b/i,
    withNobodyNamed("leaders"),
  ],
  // "is my lineup cooked or are we good", "does the full lineup check out now", "give me the max-projected starting
  // lineup": the lineup checked or set.
  [
    new RegExp(
      "\\b(is|does|are) (my|the|our) (full |whole |starting |current )?(lineup|starters)\\b(?![^?]*\\b(project\\w*|" +
        "score|points|pts|total)\\b)|" +
        "\\b(give|build|rebuild|redo|get|make|show) (me )?(the|my|a|an) (\\S+ ){0,2}(starting )?lineup\\b",
      "i",
    ),
    (players, rosterRefs) => (players || rosterRefs ? null : "lineup"),
  ],
  // "what am i projected for today": the team's projected points.
  [
    /\bwhat (am i|are we|is my team) (projected|projecting|slated|expected to score)\b/i,
    withNobodyNamed("projectedTotal"),
  ],
  // "Give me the feature list": what the GM does.
  [/\bfeature list\b|\b(list|menu) of (features|commands|things you can do)\b/i, withNobodyNamed("help")],
  // "Is Nico Collins going to play on Sunday?": his status.
  [
    /\b(is|will) (\S+ )?(going to|gonna|able to|expected to|set to|slated to) (play|suit up|dress)\b/i,
    (players, _r, rest) => (players === 1 || (players === 0 && /\b(he|she)\b/i.test(rest)) ? "status" : null),
  ],
  // "wanna buy metcalfe, what would it cost me", "a fair price to pay for him": one player's price.
  [
    new RegExp(
      "\\b(fair|right|going|good) price\\b|\\bwhat (would|will|does|might) (it|he|she) cost\\b" +
        "|\\b(wanna|want to|make a play to|looking to|try to) buy\\b",
      "i",
    ),
    (players, _r, rest) =>
      players === 1 || (players === 0 && /\b(he|him|his|she|her)\b/i.test(rest)) ? "tradeValue" : null,
  ],
  // "Coach Quinn proposes that I send him James Cook and receive Chase Brown plus Mike Evans": a trade to judge.
  [/\b(send|give)\b[^?]*\b(receive|get back|in return)\b/i, (players) => (players >= 2 ? "trade" : null)],
  // "Which club is the surest bet to make the playoffs?": the league's likeliest teams.
  [
    new RegExp(
      "\\b(which|what) (team|club|squad|manager)s? (is|are|looks?) (the )?(surest|likeliest" +
        "|most likely|best bet|safest|lock)\\b",
      "i",
    ),
    withNobodyNamed("leaders"),
  ],
  // "What steps should I take to secure a playoff berth?": the moves that raise the odds.
  [
    new RegExp(
      "\\bwhat (steps|moves|changes|things)\\b[^?]*\\b(secure|clinch|lock up|get|make|reach" +
        "|grab)\\b[^?]*\\b(playoffs?|postseason|berth|spot)\\b",
      "i",
    ),
    withNobodyNamed("improveOdds"),
  ],
  // "Whom should I sell before his value falls off?": the manager's own to sell high.
  [/^\W*(who|whom) (should|do|can|could) (i|we) (sell|cash in on|move|shop)\b/i, withNobodyNamed("buyLow")],
  // "am I a lock for the playoffs yet", "am I in decent shape for a playoff spot": the odds.
  [
    new RegExp(
      "\\b(am i|are we|is my team) (\\w+ )?(a lock|a shoo-?in|safe|in (good|decent|great|ok|okay" +
        "|bad) shape)\\b[^?]*\\b(playoffs?|postseason|playoff spot)\\b",
      "i",
    ),
    withNobodyNamed("playoffs"),
  ],
  // "projected final score": the game's.
  [/\bfinal score\b/i, withNobodyNamed("matchup")],
  // "I have 43 dollars of FAAB left — who is worth to spend it": the pickups and bids.
  [
    /\bfaab\b[^?]*\b(who|whom|which|worth|spend|blow)\b|\b(who|whom)\b[^?]*\b(spend|blow) (it|my faab|my budget)\b/i,
    withNobodyNamed("waivers"),
  ],
  // "which WR I can pick up to cover the byes next week": the bye's cover.
  [/\b(pick ?up|grab|add|stream|get)\b[^?]*\bcover\b[^?]*\bbyes?\b/i, withNobodyNamed("byeCover")],
  // "Is Saquan dealing with something": his status.
  [
    /\b(dealing with|nursing|battling|playing through) (something|an injury|a knock|a \w+ (injury|issue))\b/i,
    (players, _r, rest) => (players === 1 || /\b(he|she)\b/i.test(rest) ? "status" : null),
  ],
  // "if I can only keep one, Nabers or Drake London?", "which one do I hang onto": the one to hold long term.
  [
    /\b(only )?keep (just )?one\b|\bhang (on ?to|onto)\b|\bhold (on ?to|onto)\b/i,
    (players) => (players >= 2 ? "compare" : null),
  ],
  // "Nabers and Drake London but only one WR spot open": this week's pick.
  [
    /\bonly (one|1) (\w+ )?(spot|slot|place)s? (open|left|available)\b/i,
    (players) => (players >= 2 ? "startSit" : null),
  ],
  // "who's my best WR2 option this week": one lineup spot.
  [
    /\bwho('?s| is| should be)\b[^?]{0,20}\b(my|the) (best )?(qb|rb|wr|te)[12]\b/i,
    (players, _r, rest) => (players || /\b(rank|order|sort|tier)\b/i.test(rest) ? null : "slot"),
  ],
  // "who's my QB for sunday", "who is my kicker today then": who fills that spot when the games are played.
  [
    new RegExp(
      "\\bwho('?s| is| should be)\\b (my|our) (starting )?(qb|quarterback|te|tight ?end|k|kicker|flex)\\b" +
        "[^?]{0,20}\\b(for )?(sunday|today|tonight|this week|this weekend|then)\\b",
      "i",
    ),
    (players, _r, rest) => (players || /\b(rank|order|sort|tier|bye)\b/i.test(rest) ? null : "slot"),
  ],
  // "tell me if I am the favorite this week": this week's game.
  [
    /\b(am i|are we|i am|i'?m|we are|we'?re) (still |even |really )?(the )?(favou?rite|favou?red|underdog|dog)\b/i,
    withNobodyNamed("matchup"),
  ],
  // "who's my opponent" → "am i projected to win?": this week's game.
  [
    /\b(am i|are we|is my team) (projected|favou?red|expected|predicted|going) to (win|lose)\b/i,
    withNobodyNamed("matchup"),
  ],
  // "who should I claim this week": the pickups.
  [/\bwho (should|do|can|could) (i|we) (claim|put (a )?claim in on|bid on|snag)\b/i, withNobodyNamed("waivers")],
  // "What do you cover — trades, waivers, all that?": what the GM does.
  // ("what can you even do, besides tell me I'm losing", "what are you actually good for? list it")
  [
    new RegExp(
      "^\\W*(fine,? |ok,? |so,? )?what (exactly |all )?(do|can) you (even |actually |really |exactly )?(cover|" +
        "handle|help with|do)\\b|" +
        // "it might be wise to ask what you're capable of", "is there a list of what you can do", "list what you can
        // actually help me with", "what's in your toolbox", "can you even do trades and waivers, or just lineups?"
        "\\bwhat (you'?re|you are|ur) (actually |really )?capable of\\b|" +
        "\\b(list|rundown|menu)( somewhere| anywhere)? (of |me )?what (you|u) (can|could|know to) (actually |" +
        "really )?(do|help)\\b|" +
        "\\bwhat('?s| is) (all )?in (your|ur|yer) (toolbox|toolkit|arsenal|bag of tricks)\\b|" +
        "\\b(can|do) (you|u|ye) (even |actually )?(do|handle|help with) [\\w/]+( [\\w/]+)?( an(d)? (that|" +
        "[\\w/]+))?,? or (just|only) \\w+|\\bwhat else (you|u) (can|could) (do|help)\\b|" +
        "\\b(you are|you'?re|are you) (a|the) (robot|bot|program|machine) for what\\b|" +
        // "Can you help with trades also or only lineup?"
        "\\bcan (you|u) (help|do|assist)\\b[^?]*\\b(also|too|as well)\\b[^?]*\\bor (only|just)\\b|" +
        "\\bwhat are you (even |actually |really )?good for\\b",
      "i",
    ),
    withNobodyNamed("help"),
  ],
  // "is he ok?", "is Chase healthy": his status.
  [
    /\bis (he|she) (ok|okay|alright|all right|healthy|good to go|fine)\b|\bis (ok|okay|healthy|good to go)\s*\?/i,
    (players, _r, rest) => (players === 1 || /\b(he|she)\b/i.test(rest) ? "status" : null),
  ],
  // "will he be back by next week?", "when is Kittle back": when one player returns (not "back to elite").
  [
    new RegExp(
      "\\b(will|would|could|is|should|when(['’]s| is| will)?) ((he|she) )?(be )?(back|returning|good to go|cleared)" +
        "\\b(?! to (elite|form|normal|his|her|being))",
      "i",
    ),
    (players, _r, rest) => (players === 1 || (players === 0 && /\b(he|she)\b/i.test(rest)) ? "status" : null),
  ],
  // "Kamara — active or not?", "is he suiting up or not": whether one player plays.
  [
    /\b(active|inactive|playing|suiting up|dressing|good to go) or (not|inactive|sitting|out)\b/i,
    (players, _r, rest) => (players === 1 || /\b(he|she)\b/i.test(rest) ? "status" : null),
  ],
  // Team defenses (D/ST) are outside the player pool the GM projects: declined rather than answered at another
  // position.
  [TEAM_DEFENSE, (players) => (players === 0 ? "None" : null)],
  // "got hurt guys cloggin my bench, who do i drop who do i stash": injured players, dropped or stashed.
  [
    /\b(drop|cut)\b[^?]*\b(stash|ir)\b|\b(stash|ir)\b[^?]*\b(drop|cut)\b/i,
    (players, _r, rest) => (players <= 1 && /\b(hurt|injur\w*|ir|out|banged[- ]up)\b/i.test(rest) ? "dropStash" : null),
  ],
  // "Which of them should I release, and which should I keep in reserve?": the hurt players to let go or stash.
  [
    new RegExp(
      "\\b(release|cut|drop|let go)\\b[^?]*\\b(keep|hold|stash)\\b[^?]*\\b(reserve|ir)\\b|\\bkeep in reserve\\b|" +
        "\\b(which|who)( ones?| guys| players)? (do|should) (i|we) (drop|cut|release)\\b[^?]*" +
        "\\b(hang on(to)?|keep|hold|stash)\\b",
      "i",
    ),
    (players) => (players <= 1 ? "dropStash" : null),
  ],
  // "Sell him or keep him?": his value and whether to move him.
  [
    new RegExp(
      "\\bsell\\b[^?]*\\b(or|vs)\\b[^?]*\\b(keep|hold)\\b|\\b(keep|hold)\\b[^?]*\\bor\\b[^?]*\\b(sell|move(?! on)|" +
        "trade|deal|flip)\\b",
      "i",
    ),
    aboutOnePlayer("tradeValue"),
  ],
  // "is now the time to move him or ride it out", "worth more to me or to someone else", "how the market values
  // Kyren", "is he a hold": what he would fetch, and whether to sell.
  [
    new RegExp(
      "\\b(time to|should i|do i) (move(?! on)|sell|flog|shop|cash in on|cash out)\\b[^?]*\\b(or|while)\\b|" +
        "\\bworth more to (me|us|someone|somebody|anyone|others|other teams)\\b|" +
        "\\b(market|the league) values?\\b|\\bis (he|she) a (hold|sell)\\b",
      "i",
    ),
    (players, _r, rest) => (players === 1 || (players === 0 && /\b(him|he|her)\b/i.test(rest)) ? "tradeValue" : null),
  ],
  // "and what's it projected to score" (the lineup just asked about): the team's projected total.
  [
    new RegExp(
      "\\b(what'?s|whats|what is) (it|that|the lineup|my lineup) projected\\b|" +
        "\\bhow many points (is|will) (it|that|the lineup)\\b",
      "i",
    ),
    (players) => (players === 0 ? "projectedTotal" : null),
  ],
  // "Who do I play this week?": the opponent.
  [
    new RegExp(
      "\\bwho (we'?re|we are|i'?m|i am) (playing|facing|up against)\\b|" +
        "\\bwho (am|are) (i|we) (even |actually )?(playing|facing)\\b|" +
        "^\\W*(and |so )?who (do|am|will) (i|we) (play|playing|face|facing|go up against)( against)?" +
        "( this week| next week| in week \\d+| on sunday)?\\W*$",
      "i",
    ),
    (players) => (players === 0 ? "matchup" : null),
  ],
  // "now TEs best to worst", "my receivers in order": one position group ranked.
  [
    new RegExp(
      "\\b(qbs|rbs|wrs|tes|kickers|quarterbacks|running ?backs|receivers|wide ?receivers|tight ?ends)\\b[^?]*" +
        "\\b(best to worst|worst to best|from best|in order|top to bottom|ranked)\\b",
      "i",
    ),
    (players) => (players === 0 ? "positionRank" : null),
  ],
  // "Size them up for me. Who's got the edge?": this week's game.
  [
    /\bwho('?s| has) (got )?the (edge|upper hand|advantage)\b|\bsize (them|him|her|it) up\b/i,
    (players) => (players === 0 ? "matchup" : null),
  ],
  // "tell me if I'm winning this week", "am I winning": this week's game, not a scenario.
  [
    // ("…so I'm up anyway": awake, not ahead.)
    new RegExp(
      "\\b(am i|are we|i'?m|we'?re) (winning|losing|ahead|behind|up|down)\\b(?! (anyway|late|early|all night|again))" +
        "(?![^?]*\\b(out|rest|playoffs?|if)\\b)",
      "i",
    ),
    (players) => (players === 0 ? "matchup" : null),
  ],
  // "What is my probability of prevailing?", "chances of winning this week": this week's game.
  [
    new RegExp(
      "\\b(odds|chances?|probability|likelihood|percent(age)?) (of|at|to) " +
        "(win(ning)?|prevail(ing)?|victory|a win|a w|beat(ing|in)?|whip\\w*|smok\\w*|tak(e|ing) down|" +
        "knock(ing)? off)\\b",
      "i",
    ),
    (players, _r, rest) => (players === 0 && !BEYOND_THIS_GAME.test(rest) ? "matchup" : null),
  ],
  // "am i cooked for playoffs or nah": the odds.
  [
    /\b(am i|are we|is my team) (cooked|done|toast|finished|dead|cooked for|done for)\b(?![^?]*\bif\b)/i,
    (players, _r, rest) =>
      players === 0 && /\b(playoffs?|postseason|season|year)\b/i.test(rest) && !detectScenario(rest)
        ? "playoffs"
        : null,
  ],
  // "Is my team good enough to make the playoffs": the odds.
  [
    /\b(good|strong|deep) enough (to make|for) (it|the playoffs|the postseason)\b/i,
    (players) => (players === 0 ? "playoffs" : null),
  ],
  // "Is his team going to make the playoffs?", "will we make it": the odds (a scenario names its "if").
  [
    new RegExp(
      "(^|[.!?]\\s+)(real talk |so |and |but )?(is|are|am|will|would|does|do|can|could) " +
        "(my|our|his|her|the|this|that|we|i|" +
        "they|he|she)( \\w+){0,2} (going to |gonna |likely to |able to |be able to )?(make|making|get into|getting " +
        "into|reach|reaching) (it|the playoffs|playoffs|the postseason|postseason|the (playoff )?bracket)\\b|" +
        // "so what are my chances of getting in now".
        "\\b(chances?|odds|shot) (of|at) (getting in|making it|sneaking in)\\b|" +
        // "am I in or out for the playoffs".
        "\\b(am i|are we|is my team) (in or out\\b[^?.!]*\\b(playoffs?|postseason)|(in|out)( of| for)? (the )?" +
        "(playoffs|postseason))\\b|" +
        // "what's my % to make the bracket now".
        "(\\b(percent|odds|chances?)|%) (to|of) (make|making|get into|getting into) the (playoff )?bracket\\b",
      "i",
    ),
    // ("What do I need to do to give myself the best shot at getting in" asks the moves that raise them.)
    (players, _r, rest) =>
      players === 0 &&
      !/\bif\b/i.test(rest) &&
      !detectScenario(rest) &&
      !new RegExp(
        "\\b(best|better) (shot|chance)|\\b(need|have|got) to do\\b|\\b(improve|raise|boost)\\b" +
          "|\\b(help|helps) (my|our|me)\\b",
        "i",
      ).test(rest)
        ? "playoffs"
        : null,
  ],
  // "where my team currently sits in the standings", "Where do my team stand in the league table?": the manager's
  // own place in the table, not the table.
  [
    /\bwhere (do |does |would |will )?(i|we|my team) (\w+ly )?(stand|stands|sit|sits|rank|ranks)\b/i,
    (players, _r, rest) => (players === 0 && !detectScenario(rest) ? "record" : null),
  ],
  // "Rank every team by playoff probability", "sort all the teams by points": the league's table.
  [
    new RegExp(
      "\\b(the |show me the )?(full|whole|entire|league|complete) (table|standings|league table)\\b|" +
        "\\b(league|teams)( as a whole)? (ranked|sorted|ordered) by\\b|" +
        "\\bstacks? up (against|with) (everyone|everybody|the (league|rest|field|others))\\b|" +
        "\\bevery team in the league\\b|\\b(which|what) team is (on )?top of the (league|standings|table)\\b|" +
        "\\b(rank|sort|order|list|show)( me)? (every|all( of)?( the)?|each|the other) (\\d+ |other )?(teams?|squads|" +
        "managers|coaches)\\b|\\b(every|each) team('?s)? (playoff )?(odds|chances|record|points)\\b",
      "i",
    ),
    (players, _r, rest) =>
      players === 0 && !/\b(my|our) (position|place|spot|standing|rank\w*)\b/i.test(rest) ? "leaders" : null,
  ],
  // "who's second then", "who's in third": the table.
  [
    /\bwho('?s| is)( in)? (second|2nd|third|3rd|fourth|4th|fifth|5th)( place)?\b/i,
    (players) => (players === 0 ? "leaders" : null),
  ],
  // "who's banged up", "who is hurt on my team": the roster's injuries.
  [
    new RegExp(
      "\\b(which|who) of my (players|guys)\\b[^?]*\\b(have|has|got) (their|the|a) week off\\b|" +
        "\\bwho('?s| is| are| all is)\\b[^?]*\\b(banged[- ]up|hurt|injured|wounded|dinged( up)?|on (the )?ir|" +
        "on (a )?bye)\\b|" +
        // "anyone of mine on bye this week?", "what about byes next week".
        "\\b(any|anyone|anybody|any of|anyone of|anybody of) (mine|my (guys|players|team|starters|roster|squad))\\b" +
        "[^?]*\\b(on (a )?bye|hurt|injured|banged[- ]up)\\b|^\\W*(and |so |ok )?(what|how) about (the )?byes\\b",
      "i",
    ),
    (players, _r, rest) =>
      players === 0 &&
      !/\b(replace|pick ?up|grab|start|instead|waivers?|good|best|plug|stream\w*|cover|fill)\b/i.test(rest)
        ? "rosterStatus"
        : null,
  ],
  // "what kind of trade should I be looking for": trade ideas.
  // "Go through the whole lineup and give me the best guys to roll out", "look over my whole team and tell me who
  // should play this weekend": the lineup.
  [
    new RegExp(
      "\\b(lineup|line up)\\b[^?]*\\bshuffle\\b|\\bshuffle (things|it|stuff|my lineup) (a)?round\\b|" +
        "\\b(go through|look over|look at|run through|check|review)( \\w+)? (my|the|our) (whole |entire |full )?" +
        "(lineup|line up|team|roster|squad)\\b[^?]*\\b(who|best|start|play|roll out|send out|changes?)\\b|" +
        "^\\W*(and )?who (should|do i|must) (play|start|go out)( for me)? (this|on) (weekend|week|sunday)\\b",
      "i",
    ),
    (players, _r, rest) =>
      players === 0 && !/\b(trade|waivers?|pick ?up|bye|injur\w*|hurt|playoffs?)\b/i.test(rest) ? "lineup" : null,
  ],
  [
    /\bwhat (kind|sort|type)s? of (trades?|deals?|packages?)\b(?! (value|market|price))/i,
    (players) => (players <= 1 ? "tradeIdeas" : null),
  ],
  // "Who in the league should I be trading with", "who might be open to a trade with me", "who should I target in
  // a trade": partners and targets to find.
  [
    new RegExp(
      "\\bwho\\b[^?.!]*\\b(trade|trading|deal|dealing|barter\\w*|swap\\w*) with\\b|" +
        "\\bwho\\b[^?.!]*\\b(target\\w*|go after|pursue|ask for)\\b[^?.!]*\\bin a (trade|deal)\\b|" +
        "\\b(best |good |ideal |natural )?trading partners?\\b|" +
        "\\bwho\\b[^?.!]*\\b(open to|interested in|up for|desperate enough to)\\b[^?.!]*\\btrad|" +
        // "which team has extra", "who's got a surplus at WR": where a trade could come from.
        "\\b(which|what) (team|teams|coach|manager)s? (has|have|got|is sitting on) (an? )?(extra|surplus|spare|" +
        "too many|depth|excess)\\b|" +
        // "which team should I try to trade with", "any teams I can trade with", "which team should I hit up".
        "\\b(which|what) (team|teams|coach|manager|guy)s? (can|could|should|might|do) (i|we) (try to |look to )?" +
        "((trade|deal|swap) with|hit up|approach|target|call|ask|ping|pitch)\\b|" +
        "\\b(any|which|what) (team|teams|coach|manager)s? (i|we) (can|could|should|might) (trade|deal|swap) with\\b|" +
        "\\b(which|what) (team|teams)s? (are|is) thin at\\b|\\b(have|has) (a|an|some) \\w+ to spare\\b|" +
        "\\bstrike a (bargain|deal)\\b",
      "i",
    ),
    (players, _r, rest) => (players === 0 && !/\b(traded|offered|sent|proposed)\b/i.test(rest) ? "tradeIdeas" : null),
  ],
  // "Which players on waivers might be worth holding for the playoffs, even if they won't help me right away?":
  // players to stash off the wire, the sleepers.
  [
    new RegExp(
      "\\b(waivers?|the wire|free agen\\w*)\\b[^?]*\\b(worth (holding|stashing|rostering)|" +
        "won'?t help (me )?(right away|now|yet|immediately))\\b",
      "i",
    ),
    withNobodyNamed("sleepers"),
  ],
  // "kenneth walker for my jordan addison. do it?", "I give DK Metcalf, I get DeVonta Smith": a trade's two sides.
  [
    new RegExp(
      "^\\W*(for|4) (my|his|her|their)\\b(?!\\s*(flex|super ?flex|spot|slot|lineup|bench|starting|starters?|" +
        "(rb|wr|te|qb)\\d?|k|kicker|team|roster|guys?)\\b)|" +
        "\\bi (give|send)\\b[^?]*\\bi (get|receive)\\b|\\bi (get|receive)\\b[^?]*\\bi (give|send)\\b",
      "i",
    ),
    (players) => (players >= 2 ? "trade" : null),
  ],
  // "what trades should i be looking at", "which teams are WR-needy enough to take an RB off me", "which teams
  // might be amenable to a trade": trades to find.
  [
    new RegExp(
      "\\b(what|any) (trades?|deals?) ((i|we) )?(should|could|can|do)( (i|we))? (be )?" +
        "(look(ing)? (at|for|into)|make|making|target|pursue|consider|do|doing)\\b|" +
        // "What trades would you propose to correct that imbalance?"
        "\\b(what|which|any) (trades?|deals?) (would|could|can|do|might) (you|u) " +
        "(propose|suggest|recommend|see|pitch)\\b|" +
        "\\bwhich teams?\\b[^?]*\\b(needy|amenable|open to|willing|interested|" +
        "take (a|an|my)? ?\\w+ off (me|my hands)|trad(e|ing) (with|for)|deal(ing)? with)\\b",
      "i",
    ),
    (players) => (players <= 2 ? "tradeIdeas" : null),
  ],
  // "who's due for negative regression that i should sell": the league's sell-high candidates.
  [/\b(due|headed|set|primed) for (negative |positive )?regression\b/i, withNobodyNamed("buyLow")],
  // "Should I put in a claim for Tyrone Tracy, and for how much of my remaining budget?": a waiver claim and its bid.
  [
    // ("How much of it should I spend for Woody Marks?")
    new RegExp(
      "\\b(put in|place|make|submit) a (waiver )?claim (for|on)\\b|" +
        "\\bhow much of my (remaining |faab )?(budget|faab)\\b|" +
        "\\bhow much (of it |of that |faab |budget )?(should|do|would|can) (i|we) (spend|bid|blow)\\b",
      "i",
    ),
    (players) => (players <= 1 ? "waivers" : null),
  ],
  // "can we actually win the whole thing this year lol", "realistically can this team win the title", "and what about
  // winning the whole thing?": the title odds.
  [
    new RegExp(
      "\\b(can|could|will|would|gonna|going to|chance|chances|odds|shot|what about|how about)\\b[^?]*" +
        "\\b(win|winning|take|" +
        "bring home) (the )?(whole thing|title|championship|ship|chip)\\b",
      "i",
    ),
    withNobodyNamed("playoffs"),
  ],
  // "between egbuka and mcmillan who finishes higher", "which ends up the better tight end": over the season.
  [
    /\b(finish(es)?|ends? up|wind(s)? up) (higher|better|ahead|on top|as the better|the better)\b/i,
    (players) => (players >= 2 ? "compare" : null),
  ],
  // "whats the spread on my game", "how many points do i need to win", "are we gonna get smoked": this week's game.
  [
    new RegExp(
      "\\b(spread|point spread|over/?under|the line) (on|for|in) (my|our|this week'?s) (game|matchup)\\b|" +
        "\\bhow many (points|pts) (do|will|would|should) (i|we) need( to (win|beat \\w+))?\\b|" +
        "\\b(are|am) (we|i) (gonna|going to|about to) (get|be) (smoked|crushed|blown out|destroyed|stomped|" +
        "killed|embarrassed|battered|hammered|thrashed|thumped|trounced|spanked|beaten|beat)\\b",
      "i",
    ),
    withNobodyNamed("matchup"),
  ],
  // "is puka a top 5 wr", "is he a legit RB1": where the player ranks, his outlook.
  [
    new RegExp(
      "\\b(a|an) (top[- ]?(\\d+|five|ten|twelve|three)|legit|true|real|borderline|low[- ]end|high[- ]end) " +
        "(qb|rb|wr|te)s?[123]?\\b",
      "i",
    ),
    (players, _r, rest) => (players === 1 || (players === 0 && /\b(he|him)\b/i.test(rest)) ? "outlook" : null),
  ],
  // "am i the best team", "how do i compare to the rest of the league", "how many teams are ahead of me": where the
  // manager's team stands.
  [
    new RegExp(
      "^\\W*(am i|are we) (the )?(best|worst|top) team\\b|" +
        "\\bhow (do|does) (i|we|my team) (compare|stack up|measure up) (to|against|with) the (rest of the )?" +
        "(league|field)\\b|\\bhow many teams (are )?(ahead of|above|behind|below) (me|us)\\b",
      "i",
    ),
    withNobodyNamed("record"),
  ],
  // "am i missing anyone this week", "who on my team wont play sunday": the roster's injuries and byes.
  [
    new RegExp(
      "\\b(am|are) (i|we) missing (anyone|anybody|someone|somebody|players|guys)\\b|" +
        "\\bwho on my (team|roster|squad)\\b[^?]{0,10}\\b(won'?t|will not|can'?t|isn'?t|is not|ain'?t) " +
        "(play|go|suit)|" +
        // "inactives just dropped, any of my guys on it": the game day's inactive lists.
        "\\b(inactives|inactive (lists?|reports?))\\b[^?]*\\b(my|mine|our)\\b|" +
        "\\b(my|our) (guys|players|starters|team)\\b[^?]*\\b(inactives|inactive (lists?|reports?))\\b",
      "i",
    ),
    withNobodyNamed("rosterStatus"),
  ],
  // "how many we DROPPIN this week", "how many points are we putting up": the team's projected total.
  [
    new RegExp(
      "\\bhow many (points |pts )?(are |r )?(we|i|my team|my squad) (gonna |going to |about to )?" +
        "(drop\\w*|put\\w* up|scor\\w*|hang\\w*|post\\w*|throw\\w* up)\\b",
      "i",
    ),
    withNobodyNamed("projectedTotal"),
  ],
  // "Is this the spot to cash out or do I keep riding the heater?": whether to sell the player now, his trade value.
  [
    /\bcash (out|in)\b/i,
    (players, _r, rest) => (players === 1 || (players === 0 && /\b(he|him)\b/i.test(rest)) ? "tradeValue" : null),
  ],
  // "how much value does henry have right now", "what kind of value does he have": his trade value.
  [
    /\b(how much|what (kind|sort) of|much|any) (trade |market )?value\b/i,
    (players, _r, rest) => (players === 1 || (players === 0 && /\b(he|him|his)\b/i.test(rest)) ? "tradeValue" : null),
  ],
  // "did i set the right guys", "anything i should change before kickoff", "is there a better lineup": the lineup
  // checked as a whole.
  [
    new RegExp(
      "\\b(set|start|starting|playing|got|picked) the (right|best|correct) (guys|players|lineup|ones|team|people)\\b|" +
        "\\b(anything|something|any changes?) (i|we) (should|need to|ought to|gotta|have to) (change|swap|switch|" +
        "tweak|adjust)\\b(?![^?]*\\b(odds|chances|playoffs?|season)\\b)|" +
        "\\bbetter (lineup|line-?up|combination|setup|starting (lineup|group))\\b|" +
        "\\bhelp( me)?( (with|set|setting|on))? my (lineup|line-?up|starters)\\b",
      "i",
    ),
    withNobodyNamed("lineup"),
  ],
  // "can red zone raiders clinch this week", "have I clinched yet": a playoff spot made certain.
  [/\bclinch(es|ed|ing)?\b(?! (a |the )?(win|victory|the (game|matchup)))/i, withNobodyNamed("playoffs")],
  // "Who'd actually want to trade for him", "who in this league would be interested in trading for him": the teams
  // that would deal for the player, trade ideas.
  [
    new RegExp(
      "\\bwho(?:'d| would| might| will| could)?\\b(?:\\s+\\w+){0,5}?\\s+(?:want|wants|be interested|interested|" +
        "in the market|bite|pay up)\\b[^?]*\\b(?:him|her|them|player|trad(?:e|ing) for)\\b",
      "i",
    ),
    (players) => (players <= 1 ? "tradeIdeas" : null),
  ],
  // "any deals out there for me", "who has a surplus at wr": trades to be had.
  [
    new RegExp(
      "\\bany (deals|trades) (out there|available|to be had|for me)\\b|" +
        "\\bwho (has|'s got|got) (a )?(surplus|depth|extra|too many)\\b",
      "i",
    ),
    (players) => (players === 0 ? "tradeIdeas" : null),
  ],
  // "Who'd be a realistic target if I put Kyle Pitts up for sale", "what comes back if I put him on the block": the
  // deals built around him (whether to shop him at all is his trade value).
  [
    new RegExp(
      "\\b(put|putting|puts|stick|sticking|list|listing|place|placing|throw|throwing)\\b[^?]{0,25}" +
        "\\b(up for (sale|trade|grabs)|on the (trade )?(block|market))\\b",
      "i",
    ),
    (players, _r, rest) =>
      players <= 1 && /\b(who|what|which|targets?|in return|come back|comes back)\b/i.test(rest) ? "tradeIdeas" : null,
  ],
  // "What trades should I be pursuing", "what trades do you think I ought to be making": trade ideas.
  [
    /\bwhat (trades?|deals?) (should|could|can|would|do you think|might|ought)\b/i,
    (players) => (players <= 1 ? "tradeIdeas" : null),
  ],
  // "can you help me with my team", "tell me about yourself", "who are you": what the GM is and does.
  [
    new RegExp(
      "^\\W*((can|could|will) (you|u) help( me)?( out)?( with)?( my (fantasy )?(team|league|season))?|" +
        "tell me about (yourself|you)|who are (you|u)|what are (you|u))\\W*$",
      "i",
    ),
    withNobodyNamed("help"),
  ],
  // "can you do trades or just lineups?": what the GM does, asked by its parts.
  [/^\W*(can|do) (you|u) (do|handle|help with) \w+ or (just|only) \w+\W*$/i, withNobodyNamed("help")],
  // "Is there a guide to what I may ask you?", "the categories of questions you are able to answer", "how this works
  // and what I ought to ask you": what the GM can do.
  [
    new RegExp(
      "\\bwhat ((can|may|should|do) i|i (can|may|should|ought to|could)) ask( you)?\\b|" +
        "\\b(categories|kinds|types|sorts) of questions\\b|" +
        "\\bquestions (you are able to|you can|you'?re able to) answer\\b|\\bhow (this|it|you) works?\\b",
      "i",
    ),
    // ("sorry if this isn't how it works but do i still have a shot at the playoffs": the playoffs are asked.)
    (players, _r, rest) => (players === 0 && !asksOfTheLeague(rest) ? "help" : null),
  ],
  // "my team is pretty mid tbh, what would you change": the moves that make it better.
  [
    /\b(my|our) (team|roster|squad)\b[^?]*\bwhat (would|should|do) (you|i|we) (change|do differently|fix)\b/i,
    withNobodyNamed("improveOdds"),
  ],
  // "dk metcalf is out a few weeks, who replaces him in my lineup", "josh allen's out for a couple weeks, who's a good
  // qb to stream while he's gone": a cover for a player out for a while (a pickup off the wire is the wire's).
  [
    new RegExp(
      "(\\b(out|hurt|injured|sidelined)\\b[^?]*\\b(a|for a|for) (few|couple( of)?|two|2|three|3|several) (weeks|" +
        "wks|games)\\b|" +
        "\\bwhile (he'?s|hes|he is|she'?s) (gone|out|hurt|away|sidelined)\\b)" +
        "(?![^?]*\\b(pick ?up|grab|off (the )?(waivers?|wire)|claim|faab|bid)\\b)",
      "i",
    ),
    (players, _r, rest) =>
      players <= 1 && /\b(stream\w*|backup|replace\w*|fill[- ]?in|cover|in (his|her) (place|spot)|who)\b/i.test(rest)
        ? "byeCover"
        : null,
  ],
  // "should i try to sell him while his value is up", "would you be buying him right now?": his trade value.
  [
    /\b(sell|buy|move|flip|shop)\w*\b[^?]*\b(value|stock|price)\b|\bwould (you|u) (be )?(buying|selling|buy|sell)\b/i,
    aboutOnePlayer("tradeValue"),
  ],
  // "can you give me a preview of my game next week?": the game.
  [/\bpreview (of )?(my|our|this|next|the) (game|matchup|week)\b/i, withNobodyNamed("matchup")],
  // "what's the most my team could score this week? and like the least?": the team's range.
  [
    /\b(most|least|max(imum)?|min(imum)?) (my team|we|i|my lineup) (could|can|might|would|will) (score|put up|get)\b/i,
    withNobodyNamed("projectedTotal"),
  ],
  // "does anyone need a qb? i've got bo nix just sitting on my bench", "who needs a rb in my league, i have extra",
  // "which teams in the league need a running back", "any teams thatd want davante": a trade partner for a spare.
  [
    new RegExp(
      "\\b(does|do) (anyone|anybody|any team|any teams|someone|somebody) (need|want|could use)\\b|" +
        "\\bwho (in (my|the|this) league )?(needs|wants|could use) (a|an|another) \\w+|" +
        "\\b(which|what|any) teams?\\b[^?]*\\b(need|needs|in need of|could use|short (on|at)|thin at|" +
        "that'?d want|would want|want|wants|looking for)\\b",
      "i",
    ),
    (players, _r, rest) =>
      players <= 1 && !/\b(best|top|strongest|worst|record|odds)\b/i.test(rest) ? "tradeIdeas" : null,
  ],
  // "any rookies that could pop late in the year?", "which backup rb could blow up if the starter goes down": sleepers.
  [
    new RegExp(
      "\\b(rookies?|backups?|handcuffs?|bench (guys|players)|deep (guys|players|options))\\b[^?]*\\b(could|might|" +
        "may|that|who|to)\\b[^?]*\\b(pop|pop off|blow up|break out|emerge|take off|explode)\\b",
      "i",
    ),
    withNobodyNamed("sleepers"),
  ],
  // "chance i finish top 6 lookin at it today": finishing where the playoffs begin, the playoff odds (how to get
  // there is the moves that help).
  [
    /\b(finish|end up|land|wind up|shot at|chances? (at|of)|odds (at|of))( in)?( the| a)? top[- ]?(\d|four|six)\b/i,
    (players, _r, rest) =>
      players || /\b(how|what)\b[^?]*\b(do|can|should|could|must)\b/i.test(rest) ? null : "playoffs",
  ],
  // "first round BYE??? possible???": a bye in the playoffs' first round, the odds of earning one.
  [/\b(first|1st)[- ]round byes?\b|\bplayoff byes?\b/i, withNobodyNamed("playoffs")],
  // "Xavier Worthy: 4 targets a game. dead roster spot or do I hold?": let him go or keep him.
  [
    /\b(dead|wasted) (roster )?(spot|space|weight)\b|\bclogging (a |my )?(roster )?spot\b/i,
    aboutOnePlayer("dropStash"),
  ],
  // "should i hold godwin while hes out or is it time to move on": keep him through the injury or let him go.
  [
    /\b(hold|keep|stash)\b[^?]*\b(while|since|with) (he'?s|hes|he is) (out|hurt|injured|on ir|sidelined|down)\b/i,
    aboutOnePlayer("dropStash"),
  ],
  // "whos the worst guy on my bench", "who is the weakest link on my roster", "who on my bench is useless", "im out
  // of roster spots, who goes": the first to go.
  [
    new RegExp(
      "\\b(worst|weakest) (guy|player|one|dude|link)s? on (my|the) (bench|roster|team)\\b|" +
        "\\bwho\\b[^?]{0,20}\\bon (my|the) (bench|roster)\\b[^?]{0,12}\\b" +
        "(useless|dead weight|droppable|expendable)\\b|" +
        "\\b(out of|no) (roster )?(spots|room|space)\\b[^?]*\\bwho\\b",
      "i",
    ),
    withNobodyNamed("dropStash"),
  ],
  // "need a roster spot for a waiver claim. who's the cut?", "need to cut someone to make room", "whom from my team
  // should I drop for this?", "who should i turf", "whos the easiest drop", "need a roster spot".
  [
    new RegExp(
      "\\b(who|whom)( \\w+){0,3} (should|do|can|would|must) (i|we) (cut|drop|release|turf|waive|axe|ditch|" +
        "let go|get rid of)\\b|\\b(easiest|obvious|first|next) (drop|cut)\\b|" +
        "\\b(need|clear|free( up)?|open( up)?|make)( up)? (a |one )?(roster )?(spot|room|space|place) on my " +
        "(roster|team|bench)\\b|\\bneed (a |one )?roster (spot|space|place)\\b|" +
        "\\bwho'?s the (cut|drop)\\b|\\bneed to (cut|drop|release) (someone|somebody|a guy|one)\\b|" +
        "\\b(cut|drop|release) (someone|somebody|a guy)\\b[^?]*\\b(make room|roster spot|open (up )?a spot)\\b",
      "i",
    ),
    withNobodyNamed("dropStash"),
  ],
  // "run the numbers on my starting 9 for next week and tell me what changes to make": the lineup, checked.
  [
    new RegExp(
      "\\b(my )?(starting (\\d+|nine|lineup)|starters)\\b[^?]*\\b(changes?|swaps?|tweaks?) (to make|should i make|" +
        "i should make)\\b",
      "i",
    ),
    withNobodyNamed("lineup"),
  ],
  // "Is it dumb to keep holding Tyreek", "should I let him go or keep him", "is it okay to get rid of him".
  [
    new RegExp(
      "\\b(keep (holding|stashing|rostering)|let( \\w+)? go|get rid of|release|" +
        "worth (holding|keeping|rostering|stashing))\\b",
      "i",
    ),
    (players, _r, rest) =>
      (players === 1 || /\b(him|her|he|she)\b/i.test(rest)) &&
      !/\b(trade|trading|deal|sell|offer)\w*\b|\b(benching|starting|sitting|to (bench|start|sit))\b/i.test(rest) &&
      !SELLS_WHILE_VALUED.test(rest)
        ? "dropStash"
        : null,
  ],
  // What the GM can do besides what it just did: "wait you can do trades too?? what else can you do".
  [
    new RegExp(
      "\\b((can|do) you|you (can|could)) (also )?(do|handle|help with|analy[sz]e|look at) " +
        "(trades|waivers|lineups|start\\/sit)( too| also| as well)\\b",
      "i",
    ),
    (players) => (players === 0 ? "help" : null),
  ],
  // Named players for the same spot: "X and Y for one spot, who do I roll with", "A vs B vs C, need 2 of 3".
  [
    new RegExp(
      "\\bfor (one|1|the same|a single|my (last|final|only)) (spot|slot|starting spot|lineup spot)\\b|" +
        "\\b(need|start|play|pick) (\\d|one|two|three) of (the )?(\\d|two|three|four|them|these)\\b|" +
        "\\bwho (do|should) (i|we) (roll|ride|rock|go) with\\b|\\bwho (do|should) (i|we) (put|plug|slot) in\\b",
      "i",
    ),
    (players, _r, rest) =>
      players >= 2 && !/\b(trade|trading|offer\w*|deal|drop|cut|waivers?|bid|faab|claim)\b/i.test(rest)
        ? "startSit"
        : null,
  ],
  // A greeting alone: "hiii", "yo whats up GM!!!", "hey there coach! huddle up".
  [
    new RegExp(
      "^\\W*((yo+|he+y+|oh)[ ,!]+)?(h+i+|he+y+|yo+|hello+|howdy|hiya|heya|sup|wa?ss?up|what'?s up|whats good|" +
        "greetings|g'?day|" +
        "good (morning|afternoon|evening))( there| all| guys| y'?all)?([,!. ]+(gm|coach|buddy|bro|man|mate|friend|" +
        "assistant|boss|champ))?[\\W]*(huddle up|let'?s (go|get to work|talk|roll)|how are (you|ya|u)|" +
        "how'?s it going)?\\W*$",
      "i",
    ),
    withNobodyNamed("help"),
  ],
  // What the GM itself can do: "what kinds of questions can you answer", "what are you able to help with".
  // "can you manage all my leagues or just this one?": what the GM can do across leagues.
  [
    new RegExp(
      "\\b(can|could|do|will) (you|u) (manage|handle|run|cover|support|work (with|for|across)|do|" +
        "help( with)?)\\b[^?]*\\b(all|other|multiple|several|both|more) (of )?(my )?leagues\\b",
      "i",
    ),
    withNobodyNamed("help"),
  ],
  [
    new RegExp(
      // ("what are all the things you can do for me", "what kinds of stuff can i ask", "what kind of questions work
      // best", "how am i supposed to ask you stuff")
      "\\b(what|which) (are )?(all )?(the )?(kinds? of |sorts? of |types? of )?(questions|things|stuff)\\b[^?]*" +
        "\\b(you|(i|we) (can|could|may|might) ask|(can|could|may|should) (i|we) ask|works?( best)?)\\b|" +
        "\\bhow (am i|are we) (supposed|meant) to ask\\b|\\bhow (do|should|can) (i|we) ask (you|u)\\b|" +
        "\\bwhat (can|could|do) you (do|answer|help( me)? with)\\b|" +
        // "what can I even ask you", "how does this thing work".
        "\\bwhat (can|could|should|may|do) (i|we) (even |actually |really )?ask\\b|" +
        "\\bhow (does|do) (this|the|you)( \\w+)? work\\b|\\bhow'?s (this|it|the gm)( \\w+)? work\\b|" +
        "\\b(list|name|show|tell)( me)? (the |all the )?(kinds|types|sorts) of (questions|things)\\b|" +
        "\\bwhat (exactly |else |all )?(are you|you are|you'?re) (able|capable|good)\\b|" +
        // "Could you outline the services you are able to provide", "what features do you have".
        "\\b(services|features|capabilities|functions|functionality)\\b[^?]*" +
        "\\b(you|this (bot|app|tool|assistant))\\b|" +
        "\\b(what|which) (services|features|capabilities)\\b|" +
        // "What's in your playbook", "what tricks do you have".
        "\\bwhat'?s in your (playbook|toolbox|toolkit|arsenal|bag)\\b|" +
        // "What are you for exactly", "what's this bot for".
        "\\bwhat( are you| r u| is (this|the)( bot| thing| app| chat| gm)?|" +
        "'?s (this|the)( bot| thing| app| chat| gm)?) " +
        "(even |actually )?" +
        "(for|here for|meant for|supposed to do|used for)\\b|" +
        "\\bare you able to (answer|do|help)\\b[^?]*\\b(what|which|anything)\\b|" +
        // How the GM reaches its answers: "explain how you come up with your advice", "how do you decide".
        "\\bhow (do |did |does )?(you|this|the gm|it) (\\w+ly )?" +
        "(come up with|decide|pick|choose|work|figure|make (your )?" +
        "(picks|calls|recommendations|decisions)|arrive at|get (to )?your)\\b|" +
        "\\bwhere (do|does) (you|your (advice|picks)) come from\\b|" +
        // "What information are you drawing on", "what data do you use".
        "\\bwhat (information|info|data|sources?|numbers) (are|do) you " +
        "(drawing on|draw on|use|using|base|rely on)\\b|" +
        // "what can it do", "what does this thing actually do".
        "\\bwhat (can|could|does) (it|this|this thing|this app|this bot|the gm|the app) " +
        "(even |actually |really )?do\\b|" +
        // "What, exactly, is the scope of your competence?".
        "\\bscope of (your|the gm'?s|this) (competence|abilities|ability|knowledge|expertise|skills?)\\b|" +
        // "What exactly can you help me with".
        "\\bwhat (\\w+ )?(can|could) you (\\w+ )?help (me |us )?with\\b|" +
        "\\bwhat (can|could) (you|ya|u) (actually |really |even )?do( for (me|us))?\\b(?! (about|with|for my|to))|" +
        "\\bwhat is it (that )?you do\\b|\\bhow this (all )?works\\b|" +
        "\\byour (toolkit|toolbox|tool ?belt|repertoire)\\b|" +
        // "How can you help me on this journey?", "what are your abilities", "give me the move list".
        "\\bhow (can|could|will|do) you help( me| us)?\\b(?! (with|decide|pick|choose|figure|set|on (my|the) " +
        "(lineup|roster|trade)))|\\b(what are )?your (abilities|capabilities|skills|features|powers)\\b|" +
        "\\b(move ?list|list of (commands|moves|features))\\b|" +
        // "what kinda stuff can you answer", "explain how this assistant works", "things you can analyse".
        "\\bwhat (kinda|kind of|sort of|type of) (stuff|things|questions) (can|do|could) (you|i ask)\\b|" +
        "\\bwhat features (does|do|can) (the gm|you|this|it) (support|have|offer|do)\\b|" +
        "\\bhow (this|the) (assistant|gm|bot|app|thing|tool) (\\w+ )?works\\b|" +
        "\\b(list of )?(things|stuff) you can (analy[sz]e|answer|do|help( me)? with|handle)\\b|" +
        "\\bwhat (powers|abilities|skills|features) do you (have|possess)\\b|\\bwhat all (can|do) you do\\b|" +
        "\\byour skill ?set\\b|\\bwhat (can|do) you (see|know) about my (league|team)\\b|" +
        "\\bwhat (it|this|the gm|this bot|this thing|this assistant) (actually |really )?does\\b|" +
        // "Give me the rundown of what this GM thing can handle".
        "\\bwhat (this|the|my) (gm|bot|assistant|app|tool)( thing)? (can|could) (handle|do|answer|cover)\\b",
      "i",
    ),
    (players, _r, rest) => (players === 0 && !asksOfTheLeague(rest) ? "help" : null),
  ],
  // Football questions outside the fantasy league: awards, betting, the NFL's own schedule.
  [
    new RegExp(
      "\\b(mvp|heisman|super bowl|betting|point spread|the spread|over\\/under|nfl schedule|rookie of the year|" +
        "(real|the) spread on|vegas (line|odds)|moneyline|put (real )?money on|(place|placing|make|making) a bet|" +
        "spread (this week|on|for)|\\d+ (bucks|dollars) on (it|them|the game)|" +
        `${PLAYER_BET_WORDS})\\b`,
      "i",
    ),
    (players, _r, rest) =>
      // "The over/under on my team's points" is the team's projection, not a bet; "how close is my game today,
      // whats the spread looking like", the manager's own game.
      (players === 0 &&
        !(FIRST_PERSON.test(rest) && /\b(points?|pts|score|total|projected|projection|game|matchup)\b/i.test(rest))) ||
      /\b(rings?|career|hall of fame|all[- ]time|in history|retired|won the)\b/i.test(rest) ||
      // ("should I hammer the over on CeeDee's receiving yards prop": a bet on a player is a bet.)
      PLAYER_BET.test(rest) ||
      // ("what's the spread on the Eagles game this week? I've got Hurts projected for 22": an NFL game's line,
      // whoever the manager has in it.)
      (/\b(spread|over\/under|line)( is| be)? (on|for) the\b/i.test(rest) &&
        !/\b(start|sit|bench|trade|pick ?up|waivers?|lineup|should)\b/i.test(rest))
        ? "None"
        : null,
  ],
  // Another sport named outright ("my fantasy basketball league", "the NBA finals"): whatever name the GM reads
  // in it is no football player of its pool.
  // Something to write or perform rather than a question ("write me a poem about my waiver wire heartbreak", "make
  // up a song about my kicker"): whatever fantasy words it is about, there is nothing for the GM to look up.
  [CREATIVE_TASK, () => "None"],
  // The app, the account and the league's own settings ("how do I add a co-manager", "what are our league's keeper
  // rules", "set my lineup automatically every week"): things done on the platform, not answered from the league's
  // numbers.
  [
    new RegExp(
      "\\b(co-?(manager|owner)s?|keeper (rules?|deadline|settings?|options?|costs?)|" +
        "league (settings|rules|constitution|dues|fees?|bylaws)|" +
        // "can we switch our league to full ppr": the scoring the league plays by.
        "(switch|change|move|convert|go)\\w*\\b[^?.]{0,25}\\b(to|from) ((full|half|non)[- ]?)?(ppr|standard|" +
        "superflex)|" +
        // The league's calendar and rules: "when's the trade deadline", "how does waiver priority work", "propose a
        // rule change", "how many points is a passing TD worth in our scoring".
        "(when'?s?|what'?s|when is|what is|what day is) (the |our )?trade deadline|" +
        "how (does|do|is) (the )?(waiver (priority|order|process|claims?)|faab|tiebreakers?) (work|decided|set)|" +
        "(propose|suggest|vote on|pass) (a |the )?(rule|rules|scoring) (change|tweak)|" +
        "how many points (is|are|does|do) (an? )?[\\w-]+( [\\w-]+)? (worth|get|score)\\b[^?]*\\bscoring|" +
        "(set|manage|run|handle|make|submit)\\b[^?.]{0,25}\\bautomatically|" +
        "automatically (set|manage|run|handle|make))\\b",
      "i",
    ),
    (players) => (players === 0 ? "None" : null),
  ],
  // …and the app itself ("the app keeps logging me out"), unless a question of the league is asked beside it ("I
  // logged in and saw Kittle is out, who do I start").
  [
    new RegExp(
      "\\b(log(ging|s|ged)? (me )?(out|in)|password|sign(ing)? in|notifications?|(team|league) (name|logo|avatar)|" +
        "(app|site|website|page) (keeps|is (broken|down|slow|crashing|glitch\\w*)|won'?t|doesn'?t|crash\\w*))\\b",
      "i",
    ),
    (players, _r, rest) => (players === 0 && !LEAGUE_ASKED.test(rest) ? "None" : null),
  ],
  // Gossip about the players' lives ("did Kelce and Taylor Swift get married yet"), not their football.
  [
    /\b(taylor swift|(get|got|getting|gonna get) married|wedding|engaged to|engagement|divorc\w+|beefing|feuding)\b/i,
    (_p, _r, rest) => (LEAGUE_ASKED.test(rest) ? null : "None"),
  ],
  // NFL history and trivia: records, all-time leaders, the league's past — not the manager's league.
  [
    new RegExp(
      "\\b(nfl|all[- ]time|career|single[- ]season|franchise) records?\\b|\\bholds? the (\\w+ )?record\\b|" +
        "\\b(in|of) (nfl|football|league) history\\b|\\bof all time\\b|\\ball[- ]time (leader|great)s?\\b|" +
        "\\bthe history of\\b|" +
        "\\bin (his|her|their) (whole |entire |nfl )?career\\b|\\bcareer (totals?|stats|numbers)\\b",
      "i",
    ),
    (_p, _r, rest) => (/\b(my|our|league'?s)\b/i.test(rest) ? null : "None"),
  ],
  // The NFL's own stat leaders: "who has the most receiving yards", "who leads the NFL in rushing touchdowns".
  [
    new RegExp(
      "\\b(most|leads?|leading|leaders?)\\b[^?]*\\b((receiving|rushing|passing) )?(yards|yds|touchdowns|tds|" +
        "receptions|catches|carries|sacks|interceptions)\\b|\\b(in|of) the nfl\\b",
      "i",
    ),
    (players, _r, rest) => (players === 0 && !/\b(my|our|mine)\b/i.test(rest) ? "None" : null),
  ],
  // Small talk about the assistant's own tastes: "do u like pizza", "do you enjoy movies" (not "do you like my
  // lineup").
  [
    /^\W*(so |and |ok |hey )?(do|would|did) (you|u|ya) (like|love|enjoy|prefer|watch|eat|drink|listen)\b/i,
    (players, _r, rest) =>
      players === 0 && !ABOUT_THE_LEAGUE.test(rest.replace(/^\W*\w+ \w+ \w+/, "")) ? "None" : null,
  ],
  // The weather: "whats the weather gonna be in dayton tmrw" (a place read as a name is no player).
  [
    /\b(weather|forecast|temperature|rain|raining|snow|snowing|storm)\b/i,
    // ("What is the forecast for him through the rest of the season" asks his outlook.)
    (players, _r, rest) =>
      players <= 1 &&
      !(players === 1 && /\bforecast (for|on)\b/i.test(rest)) &&
      !/\b(start|sit|bench|play|game|affect|impact)\w*\b/i.test(rest)
        ? "None"
        : null,
  ],
  // The NFL's schedule: "what time is kickoff for the Eagles game", "what time does the Thursday game start".
  [
    /\bwhat time\b[^?]*\b(kick[- ]?off|kicks? off|start|starts|game|on tv)\b/i,
    (_p, _r, rest) => (/\b(should|sit|bench|lineup|trade|waivers?|odds|injur\w*|status)\b/i.test(rest) ? null : "None"),
  ],
  // Politics and the news: "what's your view on the Supreme Court docket".
  [
    /\b(supreme court|docket|election|elections|congress|senate|president|politic\w*|democrats?|republicans?)\b/i,
    (players) => (players === 0 ? "None" : null),
  ],
  // Cooking: "how do I prepare jollof rice", "a recipe for chili".
  [
    /\brecipes?\b|\bhow (do|can|should|would) (i|you|we) (cook|bake|prepare|fry|grill|roast|season) \w+/i,
    (players) => (players === 0 ? "None" : null),
  ],
  // "not sure what to cook for dinner, any recipe ideas?": a meal, whatever player "cook" might name.
  [/\b(cook|make|eat|grill|bake|order)\b[^?]{0,20}\b(dinner|lunch|breakfast|supper)\b/i, () => "None"],
  // Other sports: "how many goals did Messi score", "who wins the NBA finals".
  [
    new RegExp(
      "\\b(premier league|champions league|" +
        "world cup|home runs?|rebounds|hat[- ]tricks?|goals? (did|has|have|does|will)|" +
        "(score|scored) (a |\\d+ )?goals?|" +
        "how many goals)\\b",
      "i",
    ),
    (players) => (players === 0 ? "None" : null),
  ],
  // One player's worth on the trade market: "trade value on X", "what's X worth in a trade".
  // "Is Drake Maye's value high enough to move him": his worth, weighed for a move.
  [/\bvalue\b[^?]*\b(to|worth) (move|trade|sell|shop|flip|deal)\w*\b/i, aboutOnePlayer("tradeValue")],
  [
    new RegExp(
      "\\btrade (value|market|stock|price)\\b|\\bvalue (on|in) (the )?trade|\\bworth in (a )?trade|" +
        // "What's the sticker price on Achane right now", "his going rate".
        "\\b(sticker price|price tag|going rate|market price|asking price)\\b|" +
        // "What should I be asking for him": the price to ask.
        "\\bwhat (should|could|can|would|do) (i|we) (be )?(ask|asking|demand|demanding|charge|charging) " +
        "for( (him|her))?\\W*$|" +
        "\\bwhat('?s| is| are) (\\w+ ){0,2}(worth|going for)\\b|" +
        "\\bhow much (could|can|would|will|might|should) (i|we|you) (\\w+ )?(get|fetch|land|ask)\\b|" +
        "\\bhow much is (\\w+ )?worth\\b|" +
        SELLS_WHILE_VALUED.source +
        "|" +
        // "is he worth a lot", "is X worth much these days".
        "\\b(is|are) (\\w+ ){0,2}(still )?worth (a lot|much|anything|something|a ton|a bunch|big)\\b|" +
        // What he would bring back: "what would he fetch in a trade", "what could he bring back".
        "\\bwhat (would|could|will|can|might|does|do) (he |she |they |it |\\w+ )?(fetch|bring back|command)\\b|" +
        // "What's he fetch".
        "\\bwhat('?s| is) (\\S+ ){0,3}(fetch|bring back|command)\\b|" +
        "\\bwhat (he|she|they|\\S+) ?('d|would|could|might) (fetch|bring back|command)\\b|" +
        // What one player would bring back: "what kind of return should I expect for X".
        "\\b(what|what kind of|what sort of|what type of|how much of a|how big of a) return\\b|" +
        // "What kind of value does he carry", "how much value would X have".
        "\\b(what|what kind of|what sort of|how much) (trade )?value (does|do|would|will|might|could) \\w+ " +
        "(carry|have|hold|bring|command)\\b|" +
        // Whether to move one player now: "should I trade X while I can still get something for him".
        "\\b(should|do|would) (i|we) (trade|sell|shop|flip|move)\\b(?!\\s+for\\b)[^?]*" +
        "\\b(while|still|value|get something|something for|return|now|yet|peak)\\b|" +
        "\\b(time|moment) to (sell|trade|shop|cash in)\\b|\\bget something (for|back)\\b|" +
        // "Is it a good idea to trade X now or wait", "smart to sell him now".
        "\\b(idea|smart|wise|right call|right time|wrong time) to (trade|sell|shop|flip|move)\\b(?!\\s+for\\b)|" +
        // "The value of X for trading", "his worth in trading".
        "\\b(value|worth)\\b[^?.]{0,25}\\b(for|in|on) (a )?trad(e|ing)\\b|" +
        // Whether to acquire one player: "worth buying X", "should I buy in on him", "time to trade for X".
        "\\b(worth|time to|should (i|we)|do (i|we)) (buy|buying|buy in on|buying in on|trade for|trading for|" +
        "acquire|acquiring|go get(?! (off|from|on) )|going after)\\b|" +
        // What he would cost: "what would it take to get him".
        "\\bwhat (would|will|does|might) it (take|cost) to (get|acquire|land|pry|trade for)\\b|" +
        // "What's the market on X these days", "am I sitting on a depreciating asset".
        "\\b(trade )?market (on|for)\\b|\\bmarket value\\b|\\b(depreciating|appreciating|declining) asset\\b",
      "i",
    ),
    // "What would he fetch": the one player an earlier turn named.
    (players, _r, rest) =>
      players === 1 || (players === 0 && /\b(he|him|his|he'?s|hes|she|her)\b/i.test(rest)) ? "tradeValue" : null,
  ],
  // One lineup slot to fill: "who goes in my TE slot", "need someone for my RB2 spot".
  [
    new RegExp(
      "\\b(my|the) (qb|rb|wr|te|k|kicker|flex|super ?flex|op)\\d? ?(spot|slot|place|hole|opening|vacancy)\\b|" +
        // "my second wide receiver slot", "my superflex position".
        "\\b(my|the) ((first|1st|second|2nd|third|3rd|other|starting) )?(qb|rb|wr|te|k|kicker|quarterback|" +
        "running ?back|wide ?receiver|receiver|wide ?out|tight ?end|flex|super ?flex) (spot|slot|position)\\b|" +
        "\\bwho (to|(should|do|can|to) i) (super ?)?flex\\b|\\b(my|the) op (spot|slot)\\b|" +
        // A flex spot by its label: "the W/R/T spot", "flex spot for week 11 — who?", "who goes in flex".
        "\\b(w\\/r\\/t|w\\/r|w\\/t|wrt|super ?flex|flex)\\b[^?]*\\b(spot|slot)\\b|" +
        "\\b(empty|open|vacant|blank) (spot|slot)\\b|\\b(spot|slot) (labeled|labelled|marked|called)\\b|" +
        "\\b(goes|go|put|start|play|slot|belongs?) (in|at|into) (the |my )?(super ?)?flex\\b|" +
        "\\b(hole|gap|opening|spot|slot) (at|in) (the |my )?(super ?)?flex\\b|" +
        "\\b(super ?)?flex (play|plays|option|options|start|pick|choice|decision|call)\\b|" +
        // "Which TE do I play sunday", "which QB should I start".
        // "which TE do I start", "which kicker from my team should I put in", "which of my tight ends should I start".
        "\\bwhich (of my )?(qb|rb|wr|te|k|kicker|quarterback|running ?back|receiver|wide ?out|tight ?end)s? " +
        "((from|on|of) my (team|roster|bench|guys) )?(do|should|can|would) (i|we) (play|start|use|go with|roll with|" +
        "put in)\\b|" +
        // "a spot on my screen says FLEX and nobody is in it. Which of my guys goes there?"
        "\\b(which|who) (of|on|from) (my|his|her|our|the) (guys|players|team|roster|bench)\\b[^?]*" +
        "\\b(goes|go|should go|belongs?|" +
        "fits?) (there|in (it|there|that spot))\\b|" +
        // "need a QB in there sunday, who from my guys", "who's the optimal WR3 this week".
        "\\b(qb|rb|wr|te|k|kicker|flex)\\b[^?]*\\bwho (from|on|of) my (guys|roster|team|bench|squad)\\b|" +
        "\\b(optimal|ideal|right|correct) (qb|rb|wr|te|k|kicker|flex)\\d?\\b|" +
        // "who fills rb2 wk 10", "who takes the flex".
        "\\bwho (fills|gets|takes|plays|starts) (in )?(my |the |at )?(qb|rb|wr|te|k|flex|super ?flex)\\d?\\b|" +
        // "who's getting the keys to that RB spot", "who on my roster should slide into that spot".
        "\\bwho\\b[^?]*\\b(qb|rb|wr|te|k)\\d? (spot|slot)\\b|" +
        "\\b(who|which)\\b[^?]*\\b(slides?|moves?|steps?|fits?|goes|go) (in|into|in to|up (in|into)) " +
        "(that|the|my|this) (spot|slot|role|hole)\\b|" +
        // "Flex. Who." — the spot named alone, then who.
        "^\\W*(super ?)?flex\\W+who\\b|" +
        "\\bwho (should|do|can|to|would) (i|we|you) (start|play|put|slot|use|go with|roll with|throw|plug|stick)" +
        "( in| out)? " +
        "(at|in) (the |my )?(qb|rb|wr|te|k|kicker|flex|super ?flex)\\d?\\b|" +
        // "who should be my quarterback in week 11", "who should go in my flex", "which of my guys should be my QB".
        "\\b(who|which (one )?of (my|our) (guys|players)) ((from|on|of) (my|our) (team|roster|bench|guys|squad) )?" +
        "(should|will|would|is going to|'?s going to|gets to) " +
        "(be|start (at|in)|go (in|at)|play (in|at)) (my |the )?" +
        "(starting )?(qb|quarterback|rb|running ?back|wr|receiver|wide ?out|te|tight ?end|k|kicker|" +
        "flex|super ?flex|under cent(er|re))\\d?\\b",
      "i",
    ),
    (players, _r, rest) =>
      players === 0 &&
      !INJURY_OR_BYE.test(rest) &&
      /\b(who|whos|someone|somebody|anyone|which|option|options|goes|go|fills?|put|place|plug|start|play)\b/i.test(
        rest,
      ) &&
      !/\b(trade|trades|deal|offer)\b/i.test(rest)
        ? "slot"
        : null,
  ],
  // Players bought below their worth: "underperforming guys I could snag cheap", "bargains in a trade", "someone
  // who's been unlucky and might get better soon" — with a word of getting him, before or after.
  [
    new RegExp(
      `\\b${BELOW_WORTH}\\b[^?]*\\b(trade|buy\\w*|acquir\\w*|snag|get|grab|target\\w*|pry|steal|poach|swipe|nab|` +
        `land|pok(e|ing)|go after)\\b|` +
        `\\b(trade|buy|acquire|snag|target|pry|steal|poach|get|grab)\\b[^?]*\\b${BELOW_WORTH}\\b`,
      "i",
    ),
    // "get Breece Hall cheap off somebody": buying him low is his value.
    (players) => (players === 0 ? "buyLow" : players === 1 ? "tradeValue" : null),
  ],
  // A named player in or out of the lineup: "whether he belongs in my lineup today", "is he in my lineup this
  // afternoon or not", "do I roll him out or…", "I line him up in place of Jeudy", "leave him sitting".
  [
    new RegExp(
      "\\b(belongs?|deserves? a (spot|place)|(is|be) (he|she)|goes|go|stays?|keep (him|her)|put (him|her)|" +
        "slot (him|her)|plug (him|her)|chance) in (to )?my (starting )?lineup\\b|" +
        "\\bin my lineup (today|tonight|this (week|sunday|afternoon|weekend)|on sunday)? ?or not\\b|" +
        "\\b(roll|trot|run) (him|her) out\\b[^?]*\\bor\\b|\\bline (him|her) up\\b|" +
        "\\b(leave|keep) (him|her) (sitting|on (the|my) (bench|pine))\\b|\\bput (him|her) (as )?(a )?starter\\b|" +
        "\\bstays? on the bench\\b|\\b(a )?(no[- ]brainer|must|auto(matic)?|obvious|locked[- ]in) start\\b",
      "i",
    ),
    (players, _r, rest) =>
      (players >= 1 || /\b(him|her)\b/i.test(rest)) &&
      players <= 2 &&
      !/\b(trade|drop|cut|release|waivers?|pick ?up|add|stash)\b/i.test(rest)
        ? "startSit"
        : null,
  ],
  // "if I win out / go 3-2 / lose this week, do I make it?"
  [
    new RegExp(
      "\\b(win|lose|losing|go|going|drop|finish|if|need|prevail\\w*|run|ran|undefeated)\\b|\\bmagic number\\b|" +
        "\\bneed to make\\b",
      "i",
    ),
    (_p, _r, rest) =>
      detectScenario(rest) !== null &&
      /\b(playoffs?|make it|in\b|get in|odds|chances?|magic number|postseason|happens|am i out|what if|if)\b/i.test(
        rest,
      )
        ? "scenario"
        : /\bhow many (more )?(games|wins) do (i|we) need\b|\bmagic number\b/i.test(rest)
          ? "scenario"
          : null,
  ],
  // "the best possible shot at a playoff spot. What would you recommend I change?": the moves that raise the odds.
  [
    new RegExp(
      "\\b(shot|chance|odds|run)\\b[^?]*\\b(playoffs?|postseason|playoff (spot|berth))\\b[^?]*\\b(recommend|" +
        "suggest|advise)\\w*\\b[^?]*\\b(change|do|move|tweak)\\b",
      "i",
    ),
    withNobodyNamed("improveOdds"),
  ],
  // "how my roster might be improved before the stretch run", "how do i improve my team": the moves that make the
  // team better (a position named is a need of its own).
  [
    new RegExp(
      "\\b(roster|team|squad) (might|could|can|should|would) be improved\\b|\\b(how|what)\\b[^?]*\\b(improve|" +
        "strengthen|upgrade)\\b (my|our) (team|roster|squad)\\b",
      "i",
    ),
    (players, _r, rest) => (players === 0 && !detectPosition(rest) ? "improveOdds" : null),
  ],
  // The one move that helps most: "if I can only make one change, what gives me the best shot at the postseason",
  // "what's the one move that helps my team the most".
  [
    new RegExp(
      "\\b(one|single|a|which|what|best) (change|move|thing|tweak|pickup|trade|add)s?\\b[^?.!]*\\b(best shot|odds|" +
        "chances|playoffs?|postseason)\\b|" +
        "\\b(one|single) (change|move|thing|tweak)\\b[^?.!]*\\bhelps? (my team|me|us|the team)\\b|" +
        "\\bwhat (gives|would give|helps|would help) (me|us) (the )?(best|better|most)\\b|" +
        // "Which roster transactions would produce the largest gain in my playoff probability".
        "\\b(transactions?|moves?|changes?|pickups?|adds?)\\b[^?.!]*\\b(gain|boost|raise|increase|improve|bump|lift)" +
        "\\w*\\b[^?.!]*\\b(playoffs?|postseason|odds|chances|probability)\\b|" +
        // "what upgrades do I need to make to get into the playoffs".
        "\\b(what|which) (upgrades|moves|changes|pickups|trades|additions) (do|should|can|would|must) (i|we) " +
        "(need to |have to |gotta |got to )?make\\b[^?.!]*\\b(playoffs?|postseason|odds|chances|in)\\b|" +
        // "…trades pickups whatever to give myself the best shot at getting in".
        "\\b(give|get) (myself|me|us|ourselves) (the |a )?(best|better) (shot|chance)\\b|" +
        // "is there anything i can change on my team to make the postseason more likely?"
        "\\b(change|do|move|tweak|add|fix)\\b[^?.!]*\\bto make (the )?(playoffs?|postseason|the cut|it|that) " +
        "(more likely|likelier|happen)\\b|" +
        // "what do i gotta do to get in the playoffs, moves wise".
        "\\bwhat (do|should|can|must) (i|we) (gotta |have to |need to |got to )?do to (get in|make|reach|sneak in)|" +
        // "tell me straight what i need to change to sneak into the playoffs".
        "\\bwhat ((do )?(i|we) (need|have|gotta|got) (to )?|(need|have) to (i|we) )(change|do|fix)\\b[^?.!]*" +
        "\\b(playoffs?|postseason|get in|make it|sneak in)",
      "i",
    ),
    (players, _r, rest) => (players === 0 && !detectScenario(rest) ? "improveOdds" : null),
  ],
  // Drop or stash injured players, IR slots.
  [
    new RegExp(
      "\\b(stash\\w*|ir (slot|spot|room|space|decisions?|moves?|candidates?|options?|eligible)s?|on (my )?ir\\b|" +
        "\\binjured reserve\\b|room on (my )?ir|(drop|cut) or (stash|hold|keep)|" +
        "(stash|hold|keep) or (drop|cut)|(injured|hurt) (players|" +
        "guys|wr|rb|te|qb)\\b.*\\b(drop|cut|keep|hold|do)\\b|worth (holding|" +
        "keeping) .*(injur|hurt)|(keep|keeping|holding) injured|" +
        "(drop|cut|release)\\w* (him|them|it|player)? ?or (stash|hold|keep)|" +
        "(stash|hold|keep)\\w* (him|them|it|player)? ?or (drop|cut|release)|" +
        // "I have injured players taking up space. Which ones are worth keeping until they return?"
        "(injur\\w*|hurt)\\b[^?]*\\bworth (holding|keeping|stashing)|taking up (space|a (roster )?spot|roster spots))",
      "i",
    ),
    (_p, _r, rest) =>
      // "Anybody on a bye or on IR this week": the roster's byes and injuries, not a move to make.
      /\bbyes?\b/i.test(rest) && !/\b(drop|cut|stash|hold|keep|release|slot|spot|room|space|move)\w*\b/i.test(rest)
        ? null
        : /\bwho (should|do|can|to) (i )?stash\b|\bstash for\b/i.test(rest) ||
            // Stashes found on the wire ("deep waiver stashes"), not the manager's own injured players.
            (!/\b(my|mine|injured|hurt|ir)\b/i.test(rest) && (WIRE_STASH.test(rest) || SLEEPER_WORDS.test(rest)))
          ? "sleepers"
          : "dropStash",
  ],
  // Dropping (or keeping) a player because he is hurt is the same question; so is what to do with him.
  [
    new RegExp(
      "\\bwhat (should|do|can|would) (i|we) do (with|about)\\b[^?]*\\b(injur\\w*|hurt|out for|on ir)\\b|" +
        `\\b${LET_GO}\\b[^?]*\\b(injur\\w*|hurt|out for|on ir|retain\\w*|kept|while (he'?s|` +
        "he is) (out|hurt))|\\b(injur\\w*|hurt)\\b[^?]*\\b(drop|cut|release)\\b|" +
        `\\b${LET_GO}\\b[^?]*\\b(done|out|gone|lost) for the (year|season)\\b|` +
        // "Do I hold him through his injury or let him go", "ride it out or move on".
        "\\b(hold|keep|ride|stick with)\\w*\\b[^?]*\\b(through|out)\\b[^?]*\\b(injur\\w*|hurt|recovery|" +
        "rehab|absence|ir)\\b|\\b(let (him|her|them|it) go|move on from|part ways)\\b",
      "i",
    ),
    () => "dropStash",
  ],
  // Dropping one named player, hurt or not ("should I just drop X at this point").
  [
    new RegExp(`\\b(${LET_GO}|dump(s|ed|ing)?)\\b`, "i"),
    (players, _r, rest) =>
      (players === 1 &&
        !NOT_A_DROP.test(rest) &&
        // "How much FAAB should I drop on X": money spent on a claim, not a player let go.
        !/\b(faab|bid|budget|bucks|dollars)\b|\bdrop \$?\d+|\bdrop on\b/i.test(rest) &&
        // "How many points is JT dropping this week": points scored.
        !/\bhow (many|much)\b[^?]*\bdropp?\w*\b/i.test(rest)) ||
      (players === 0 && WHO_TO_DROP.test(rest) && !detectScenario(rest))
        ? "dropStash"
        : null,
  ],
  // How big a game one player will have: "will X go off", "is X going to have a big game".
  [
    new RegExp(
      "\\b(go off|going off|blow up|blowing up|boom|smash|explode|big (game|day|week|performance)|" +
        "huge (game|day|week)|bounce back|break out of|(going to|gonna) (do|perform|produce|look)|" +
        // Slang for a big game: "is X gonna eat this week", "will he cook", "have a good game".
        "(gonna|going to|will|to) (eat|cook|feast|ball( out)?|show up|deliver|produce|score)|" +
        "(good|great|monster|nice|solid|bad|rough|quiet) (game|day|week|outing|performance)|" +
        // How much one player will score: "how many pts will X put up", "floor and ceiling for X".
        "how many (fantasy )?(points|pts)|put up|floor|ceiling|projected for|projection for|projection[- ]?wise|" +
        // "what's he projected to get this week".
        "(projected|expected|slated|set) to (get|score|put up|have|go for|rack up)|" +
        "(throw|run|rush|go) for \\d+|\\d+ (yards|yds)|(score|scores|get|find) (a |the )?(td|touchdown|end zone)|" +
        "(tds|touchdowns|receptions|catches)\\b|" +
        // Whether a run of form lasts: "can he keep up this pace", "is his start sustainable", "due to regress".
        "keep (it|this|that) up|keep up (this|the|his|that) (pace|production|level|run)|sustainabl\\w*|" +
        "keep (producing|performing|rolling|scoring|balling|it going)|" +
        "regress\\w*|(for real|legit|a fluke)\\s*\\??\\s*$|" +
        // Whether he has declined: "is X past his prime", "over the hill", "lost a step".
        "past (his|her|their) prime|over the hill|lost a step|" +
        // "How you see X for the rest of season? He will be good?".
        "how (do |would )?(you|u|ya) see|(he|she) will be (good|great|fine|ok|okay|useful)|" +
        "will (he|she) be (any )?(good|great|fine|ok|okay|useful)|" +
        // "how we feelin bout him this week", "how do you feel about X".
        "how (are |r |do )?(we|you|ya|u|y'?all) feel(ing|in|in'|s)? (about|bout|abt|on))\\b",
      "i",
    ),
    (players, _r, rest) =>
      // "Smash or pass: X this week" asks whether to start him.
      players === 1 &&
      !new RegExp(
        "\\b(start(ing)?|sit(ting)?|bench(ing)?|fad(e|ing)|spot|trad(e|ing)|sell(ing)?|buy(ing)?|" +
          "drop(ping)?|or pass)\\b",
        "i",
      ).test(rest)
        ? "outlook"
        : null,
  ],
  // "need a TE streamer for week 12", "who do I stream at QB next week": a one-week fill-in at a position.
  [
    new RegExp(
      "\\b(qb|rb|wr|te|k|kicker|tight ?end|quarterback|d\\/st|dst|def) (streamers?|stream)\\b[^?]*\\b" +
        "(week \\d+|next week|this week|sunday)\\b|\\bstream(ing)? (a |an )?(qb|te|k|kicker|tight ?end|quarterback)\\b",
      "i",
    ),
    // ("a streaming QB on the wire worth adding, and a bid": the pickup and its bid.)
    (players, _r, rest) => (players === 0 && !/\b(wire|waivers?|bids?|faab)\b/i.test(rest) ? "byeCover" : null),
  ],
  // "jayden daniels is out this week. backup QB streamer w/ rushing upside?": a cover for the player out.
  [
    new RegExp(
      "\\b(is|'s|are|'re) (out|ruled out|sidelined|inactive|done|down)\\b[^?]*[.!,;]\\s*[^?]*\\b(backup|back-up|" +
        "streamers?|" +
        "stream|fill[- ]?ins?|replacement|cover|plug[- ]?in)\\b",
      "i",
    ),
    (players) => (players <= 1 ? "byeCover" : null),
  ],
  // Whether one player is hurt: "is Goff banged up at all?", "is he healthy".
  [
    // "Is Aiyuk coming back this year at all", "is he returning soon".
    new RegExp(
      "^\\s*(and |so |also )?(is|are)( \\S+){0,2} (banged[- ]up|hurt|injured|healthy|playing|" +
        "good to go|dinged( up)?|coming back|returning|running (this|on) (weekend|week|sunday|today|tonight))\\b",
      "i",
    ),
    (players, _r, rest) =>
      // ("Is my lineup good to go" asks about the lineup.)
      players <= 1 && !/\b(start|sit|bench|trade|sell|buy|drop|cut|who|replace|lineup|line up|roster)\b/i.test(rest)
        ? "status"
        : null,
  ],
  // "Is Mark Andrews a game-time decision again?": one player's playing status.
  [
    new RegExp(
      "\\b(game[- ]time (decision|call)|gtd|questionable|doubtful|(on|off) the (injury )?report|limited|" +
        "cleared( to play)?|(in or out|out or in) (sunday|this week|today|tonight|saturday|monday|thursday))\\b",
      "i",
    ),
    (players, _r, rest) =>
      players === 1 && !/\b(start|sit|bench|trade|sell|buy|drop|cut|who|replace)\b/i.test(rest) ? "status" : null,
  ],
  // "Is Joe Burrow back yet?": one player's return from injury.
  [
    /^\s*(and |so |also )?(is|are)( \S+){0,2} back( yet| now| from| this week| for)?\b(?! (to|in form|on track)\b)/i,
    (players, _r, rest) =>
      players === 1 && !/\b(start|sit|bench|trade|sell|buy|drop|cut)\b/i.test(rest) ? "status" : null,
  ],
  // "what happened to Andrews", "what's wrong with Aiyuk", "the latest on Egbuka", "does Hill play on sunday or
  // not", "is he ok": one player's health and news.
  [
    new RegExp(
      "\\bwhat('?s| has)? happened (to|with)\\b|\\bwhat'?s (wrong|going on|up) with\\b|" +
        "\\b(latest|newest|any) (news|updates?|word|info)( on| about| with| re)?\\b|" +
        "\\b(the )?(latest|newest) (on|state of|status of|with)\\b|" +
        "\\b(does|will|can)( \\S+){0,2} (play|suit up|go)( on)? (sunday|this week|tonight|monday|thursday)\\b|" +
        "\\bis( \\S+){0,2} (ok|okay|alright|all right|available)\\b",
      "i",
    ),
    (players, _r, rest) =>
      (players === 1 || (players === 0 && /\b(he|him|she)\b/i.test(rest))) &&
      !/\b(start|sit|bench|trade|sell|buy|drop|cut|who|replace|lineup|bid|faab|claim|waivers?|pick ?up|add)\b/i.test(
        rest,
      )
        ? "status"
        : null,
  ],
  // A backup or stream around a bye.
  [
    new RegExp(
      "\\b(backup|back-up|replacement|replaces?|fill[- ]?in|stream\\w*|cover\\w*|sub|" +
        "start while|plug\\w* in|slot\\w* in|(need|want|get|find) (a|an|another) (qb|rb|wr|te|k|kicker|quarterback|" +
        "tight end))" +
        "\\b[^?]*\\bbye\\b|\\bbye\\b[^?]*\\b(backup|replacement|replaces?|" +
        "fill[- ]?in|stand[- ]?ins?|stream\\w*|cover\\w*|(off|on) (the )?(wire|waivers|street)|plug\\w*|bring in|" +
        "who (else )?(do|should|can) i (start|play|grab|pick ?up|get|add|plug|put|use|slot|roll with)|" +
        "who (goes|plays) (in|instead)|who now|in place of|in (his|her|their) stead|instead( of)?|" +
        "whom? (might|could|can|should) (i|we) (use|start|play)|" +
        // "who can hold the space for him", "who takes his spot".
        "hold (the|his|her|that) (space|spot|fort|position)|hold (it|things) down|take (his|her|that) (place|spot)|" +
        // "who I can take instead": a question in statement order.
        "who (i|we) (can|could|should) (start|play|grab|pick ?up|get|add|take|use)|" +
        "(need|want|find|get|grab) (a|an|another|some) (qb|rb|wr|te|k|kicker|quarterback|running ?back|" +
        "receiver|wide ?out|tight ?end)|" +
        "available|recommend)\\b",
      "i",
    ),
    () => "byeCover",
  ],
  // Starters off for a week: "both my running backs are off in week 14, who fills in?".
  [
    new RegExp(
      "\\b((is|are|'re) off (in|for) (week \\d+|this week|next week)|(got|get|have|has|having) the week off)\\b" +
        "[^?]*\\b(who|fill|fills|replace|cover|start|plug)\\b",
      "i",
    ),
    (players) => (players === 0 ? "byeCover" : null),
  ],
  // One player offered for a kind of player: "should I trade Kelce for a WR", "flip X for an upgrade".
  [
    /\b(trade|trading|flip|flipping|move|moving|swap|swapping|deal|dealing|package)\b[^?]*\bfor (a|an|another|some)\b/i,
    aboutOnePlayer("tradeIdeas"),
  ],
  // "who are the buy-the-dip guys right now? league-wide, who's undervalued": the league's buy-low candidates.
  [
    /\bbuy[- ]the[- ]dip\b|\bwho('?s| is| are)\b[^?]*\b(undervalued|underpriced)\b/i,
    (players) => (players === 0 ? "buyLow" : null),
  ],
  // "Any sell-high guys I should be shopping?": the league's sell-high (or buy-low) candidates, not trade ideas.
  [
    /\b(sell|buy)[- ](high|low) (guys|candidates|players|options|targets|names|dudes|pieces|types)\b/i,
    // ("who are some buy-low guys I could target with him?": the candidates, found with him to offer.)
    (players, _r, rest) =>
      players === 0 || (players === 1 && /\b(with|for) (him|her)\b|\b(with|for)\s*[?.!]*\s*$/i.test(rest))
        ? "buyLow"
        : null,
  ],
  // Trade ideas built around named players (or the manager's own roster).
  [
    new RegExp(
      "\\b(trade (ideas?|targets?|offers?|packages?|partners?|opportunities|options|possibilities)|" +
        "(?<!care )packages?|[12][- ]?for[- ]?[12]s?|two[- ]for[- ]one|one[- ]for[- ]one|" +
        "what (could|can|would) (i|we) (\\w+ly )?get( back)? (for|in return)|" +
        "what (could|can|would|should) (i|we) (flip|trade|move|deal|swap|sell) \\S+ for\\b|" +
        "what (else )?(might|could|would|will|can) \\S+( \\S+)? fetch\\b|" +
        "who (would|will) (trade for|want|give)|" +
        "who (else )?(could|can|would|should) (i|we) (\\w+ly )?(try (to|and) |look to )?(trade|flip|deal|move|ship)|" +
        "who (would|will|might) trade|offers? (to|i could|i can|i should) (send|make|propose|float)|" +
        "via (a )?trade|upgrade\\b.*\\btrade|trades?\\b[^?]*\\bupgrade|trade for an upgrade|" +
        "find (me )?(some |a )?(trades?|" +
        "deals?)|(suggest|recommend|propose) (me )?(some |a few |a couple( of)? |any )?(trades|deals)|" +
        "shop\\w*|worth in a trade|trade \\w+ to who|find me a (trade|deal)|suggest a (trade|deal)|" +
        // "What trades could I make to get a real TE", "what trades should I be looking to make".
        "(what|which|any) (trades?|deals?) (could|can|should|would|might) (i|we) (be )?" +
        "((looking|trying|planning) to )?" +
        "(make|do|offer|pull off|try|propose|put together|build)|(good|best|decent|fair|solid) return)\\b",
      "i",
    ),
    // "My Henry for his Collins, good deal?" names both sides: a trade to judge, not ideas to find.
    // ("build me a 2-for-1 around Waddle and Achane": the shape's "for" is no side of a trade.)
    (players, _r, rest) =>
      players >= 2 &&
      /\b(for|get|want|wants|receive|offer\w*)\b/i.test(
        rest.replace(/\b([12]|two|one)[- ]?for[- ]?([12]|one|two)s?\b/gi, " "),
      ) &&
      !/\b(ideas?|targets?|packages?|partners?|find|suggest|any|around)\b/i.test(rest)
        ? null
        : "tradeIdeas",
  ],
  // Sleepers and next-week pickups.
  // Never about named players: "his McBride + a flier" is a side of a trade.
  [SLEEPER_WORDS, (players) => (players === 0 ? "sleepers" : null)],
  // "pickups for next week, ahead of the bye crunch?": the pickups of next week, asked in a few words.
  [
    /^\W*(any |best |good |top )?(pick ?ups?|adds|waiver (adds|targets|pick ?ups)) (for|in|ahead of) next (week|wk)\b/i,
    withNobodyNamed("sleepers"),
  ],
  // The manager's own record and standing.
  [
    new RegExp(
      "\\b(my|our) (current |overall |season |actual )?(record|standing|w-?l|win[- ]loss|seed|place|playoff seed)\\b|" +
        // "where does that place me in the standings", "my position in the standings", "how far back am I".
        "\\b(my|our) ((present|current|league) )?(position|spot|place|rank\\w*|standing) in the (standings|table|" +
        "league)\\b|\\b(which|what) (place|position|spot|rank) (does|do) (my team|i|we) (occupy|hold|sit in|have)\\b|" +
        "\\bhow far (back|behind|ahead|out) (am i|are we|is my team)\\b|" +
        // "how many games back am I".
        "\\bhow many (games|wins) (back|behind|ahead|out)( of (first|1st|the lead))? (am i|are we|is my team)\\b|" +
        "\\bwhere (does|do|would|will) (that|this|it) (place|put|leave|have) (me|us)\\b|\\b(am i|" +
        "are we) (top|bottom) \\d|\\bwhat (place|" +
        "spot|seed) (am|are|would|will|do) (i|we)\\b|\\bwhat (place|spot|seed) is my team\\b|" +
        "\\bwhere (i am|we are|my team is) in the (table|standings|league)\\b|" +
        "\\bhow many (games )?(i|we) (won|win|lost|lose)\\b" +
        "(?![^?]*\\b(if|need|to make|remaining|left|rest|out|more)\\b)|" +
        "\\bwhere (do|does|would|will) (i|we|my team) (\\w+ly )?(stand|rank|sit|" +
        "fall|land|place|finish)\\b|\\bwhere (am i|are we|is my team)\\b(?! (playing|facing|weak|thin|lacking))|" +
        "\\bhow (am i|are we|is my team|has my team been|have (i|we) been) (doing|going|faring)\\b|" +
        "\\b(am i|are we) (still |currently )?(in first|in 1st|in last|above \\.?500|" +
        "in (a )?playoff (position|spot|seed)|leading)\\b|\\bwins (n|&) losses\\b|\\bwhere'?s my team at\\b|" +
        "\\bhow many (games|wins|losses) (have|do|has) (i|" +
        "we|my team)\\b|\\bwins and losses\\b|\\bw-l\\b",
      "i",
    ),
    // "How is my team gonna do this week points wise": the week's points, not the record.
    // ("say i win 2 more games, where does that leave me": where a result to come would leave the team, its odds.)
    (players, _r, rest) =>
      players === 0 && !(/\b(points?|pts)\b/i.test(rest) && /\b(this week|next week|gonna|going to|will)\b/i.test(rest))
        ? detectScenario(rest) && /\b(if|say|when|assuming|suppose)\b/i.test(rest)
          ? "scenario"
          : // ("where does that leave me — am I getting in?": whether the team makes the playoffs.)
            /\b(am i|are we) (getting|gonna get|going to get|making) (in|it)\b/i.test(rest)
            ? "playoffs"
            : "record"
        : null,
  ],
  // League leaders and the strongest team.
  [
    new RegExp(
      "\\b(standings|power rank\\w*|league leaders?|(best|strongest|top|scariest|" +
        "worst|weakest) teams?|leads? (the )?league|leading (the )?league|" +
        "most points|(?<!-)most (pf|points for)|first place|in first|(best|worst) record|last place|in last|" +
        "bottom of the (league|standings|table)|teams? to beat|" +
        "favou?rites? to win|title favou?rite|who is winning the league|runaway|hottest (team|streak)|" +
        "on (a|the) (hot |hottest )?(streak|roll|heater))\\b|" +
        "\\b(who|which team)('?s| is| will|'ll)? (gonna |going to |likely to |most likely to )?(win|take) (the )?" +
        "(league|title|championship|chip|ship|whole thing)\\b|" +
        // "Which team in my league has been the strongest so far".
        "\\bwhich team\\b[^?]*\\b(is|has been|looks?|seems?)( the)? (best|strongest|scariest|" +
        "most (dangerous|strong|powerful|stacked|loaded))\\b|" +
        // "Which manager has the most wins": a team by its manager.
        "\\b(who|which (team|manager|owner|coach|squad|roster|club))('?s| has| is| got|'?s got)? (actually |really )?" +
        "(got |the )*(best|highest|top|most)\\b" +
        ".*\\b(odds|chances|record|points|team|wins)\\b|" +
        // After a question about a record: "who's got the best one", "and the worst one?".
        "^\\s*(and )?(who|which team)('?s| has| is| got|'?s got)? (got )?the (best|worst) one\\s*\\??\\s*$",
      "i",
    ),
    // "The best team to trade with for a WR" asks for a deal, not the standings.
    (players, _r, rest) =>
      players === 0 &&
      !/\b(am i|are we|my team is)\b/i.test(rest) &&
      !/\btrad(e|es|ing)\b/i.test(rest) &&
      // "The best player on my team" is about the manager's own roster, not the league's teams; so is "put together
      // my best team" (a lineup).
      !/\b(who|which|player|guy)s? (on|of) my (team|roster|squad)\b/i.test(rest) &&
      // ("Who's the best waiver add by points": a player to add, not a team.)
      !/\b(waivers?|wire|adds?|pick ?ups?|free agents?)\b/i.test(rest) &&
      !SETS_LINEUP.test(rest)
        ? "leaders"
        : null,
  ],
  // A record asked of any team: "how is Coach Ellis doing, win-loss wise", "what's Red Zone Raiders' record".
  [
    /\b(win[- ]loss|w-l|record)\b/i,
    (players, _r, rest) =>
      players === 0 && !/\b(who|which|whos|best|worst|most|if|playoffs?|odds|chances?)\b/i.test(rest) ? "record" : null,
  ],
  // This week's matchup: the opponent, the chance to win it.
  [
    new RegExp(
      "\\b(my (week \\d+ )?(matchup|opponent|opp)|the week \\d+ matchup|this week'?s (game|matchup|opponent)|" +
        // "win prob for my matchup", "projected margin": the game's odds and spread.
        "win (prob\\w*|chances?|odds|percent\\w*|pct)|projected margin|(point )?spread|win (this week|" +
        "my matchup|my game)|(how'?s|how is|how does|hows|what'?s|whats|what is) (the|our) (matchup|opponent)|" +
        "who (am i|are we) (playing|facing|up against|versus|vs|against)|" +
        "who do (i|we) (face|play against)|(am i|are we|i'?m|we'?re) (the )?(underdogs?|favou?rites?|favou?red)|" +
        // "The projected score of my game this week".
        "(projected )?(score|scoreline|final) (of|for) (my|our) (game|matchup))\\b|" +
        // "do I win with that?", "will we beat them".
        "\\b(do|will|would|can|could) (i|we) (win|beat (them|him|her|my opponent))\\b(?! (out|it all))|" +
        // "and am I gonna beat 'em?".
        "\\b(am i|are we) (gonna|going to|gunna) (win|beat (them|'?em|him|her|my opponent))\\b(?! (out|it all))|" +
        // "do i got a shot vs them", "do we stand a chance against Blitz Brigade".
        "\\b(i|we) (have|got|stand) (a|any) (shot|chance|prayer)\\b[^?]*\\b(vs\\.?|versus|against|this week)\\b|" +
        // "what are my chances of beating Sunday Scaries this week".
        "\\b(chances?|odds|probability|likelihood|shot) (of|to|at) (beat|beating|win|winning)\\b" +
        "(?! (it all|the (league|" +
        "title|championship|chip|ship|whole thing)))",
      "i",
    ),
    (players, _r, rest) =>
      players === 0 &&
      !/\b(playoffs?|postseason|title|league|championship|whole thing)\b/i.test(rest) &&
      // "if I lose this week…" is a scenario; "tell me if we're favored" asks about the game.
      !/\bif (i|we|my team) (\w+ )?(win|lose|beat|go|drop|take|split|finish|end|los)\w*/i.test(rest) &&
      !POSITION_GROUP.test(rest)
        ? "matchup"
        : null,
  ],
  // The team's projected total and range.
  [
    new RegExp(
      "\\b(projected|projection|gonna|going to|will|expect\\w*|supposed to|should|putting up|put up|" +
        "ceiling|floor|range|" +
        "upside|downside|" +
        "how many points|over\\/under|high( end)? (and|&|\\/|to) low|low( end)? (and|&|\\/|to) high)",
      "i",
    ),
    (players, _r, rest) =>
      players === 0 &&
      FIRST_PERSON.test(rest) &&
      (/\b(points?|pts|score|total|putting up|put up)\b/i.test(rest) ||
        // "the projection of my team for next week".
        /\b(projection|projected) (of|for) (my|our) (team|squad|roster)\b/i.test(rest) ||
        /\b(my|our) (team|squad|lineup)('?s)? (is )?(projected|projection)\b/i.test(rest) ||
        /\b(ceiling|floor|range|upside|downside|high( end)? (and|&|\/|to) low|low( end)? (and|&|\/|to) high)\b/i.test(
          rest,
        )) &&
      !/\b(win|beat|opponent|odds|bid|faab|budget|waiver|wire|margin|victory)\b/i.test(rest) &&
      !POSITION_GROUP.test(rest) &&
      !SETS_LINEUP.test(rest)
        ? "projectedTotal"
        : null,
  ],
  // A position group on the roster, ranked.
  [
    new RegExp(
      "\\b(rank\\w*|order|sort|best to worst|stack up|projects? (the )?(highest|best|most)|top to bottom|" +
        "(number one|no\\.? ?1|#?1|first|best) (to|through|thru) (last|worst|bottom)|compare my)\\b",
      "i",
    ),
    (players, _r, rest) =>
      players === 0 && FIRST_PERSON.test(rest) && POSITION_GROUP.test(rest) ? "positionRank" : null,
  ],
  // "My RB ranking for this week?", "among the backs I roster, who's my top play? give me the full order", "of my
  // quarterbacks, who's the best play and who's the worst?": one position of the roster ranked.
  [
    new RegExp(
      "\\bmy (qb|rb|wr|te|running ?back|receiver|wide ?receiver|wide ?out|tight ?end|quarterback) " +
        "(rankings?|ranks|order|pecking order|tiers?)\\b|" +
        "\\b(of|among) (my|the) (\\w+ )?(qbs|rbs|wrs|tes|backs|running ?backs|receivers|wide ?receivers|wide ?outs|" +
        "tight ?ends|quarterbacks)( (i|we) (roster|have|own|got))?\\b[^?]*\\b(best|top|order|rank\\w*)\\b",
      "i",
    ),
    (players, _r, rest) => (players === 0 && !INJURY_OR_BYE.test(rest) ? "positionRank" : null),
  ],
  // "Rank my running back": one position of the roster ranked, even in the singular.
  [
    new RegExp(`\\b(rank|order|sort|tier)\\w* (all )?(of )?my (${POSITION_WORD.source.slice(2, -2)})\\b`, "i"),
    (players) => (players === 0 ? "positionRank" : null),
  ],
  // Terse: "rank rbs", "hurt guys", "team total", "pickups".
  [
    new RegExp(`^\\s*(rank|order|sort) (the |all )?${POSITION_GROUP.source.slice(2, -2)}\\b`, "i"),
    (players) => (players === 0 ? "positionRank" : null),
  ],
  // The same the other way round: "TE rank", "my wr rankings?".
  // "rb rankings for my roster next week?": one position of the roster ranked.
  [
    new RegExp(
      `\\b(${POSITION_WORD.source.slice(2, -2)}) (rankings?|ranks|tiers?)\\b` +
        "[^?]*\\b(my|our) (roster|team|guys|squad)\\b",
      "i",
    ),
    (players) => (players === 0 ? "positionRank" : null),
  ],
  [
    new RegExp(
      `^\\s*(my )?(${POSITION_WORD.source.slice(2, -2)}) (rank|ranks|rankings|ranked|order)\\s*\\??\\s*$`,
      "i",
    ),
    (players) => (players === 0 ? "positionRank" : null),
  ],
  [
    /^\s*(hurt|injured|banged[- ]up) (guys|players|starters)\s*\??\s*$/i,
    (players) => (players === 0 ? "rosterStatus" : null),
  ],
  // "who on my team isn't playing next week": the roster's absences, byes and injuries alike.
  [
    new RegExp(
      "\\b(who|which (of my )?(guys|players|starters))( (on|of) (my|our) (team|roster|squad|starters|guys))? " +
        "(isn'?t|aren'?t|is not|are not|won'?t be|will not be|ain'?t) (playing|available|suiting up|active)\\b",
      "i",
    ),
    (players) => (players === 0 ? "rosterStatus" : null),
  ],
  [
    /^\s*(my )?(team )?(total|projected total|point total|projection|projected points|proj pts)\s*\??\s*$/i,
    (players) => (players === 0 ? "projectedTotal" : null),
  ],
  [/^\s*(pick ?ups|adds|waiver adds)\s*\??\s*$/i, () => "waivers"],
  // "um any good adds at running back", "any decent pickups at TE": the wire at a position, this week.
  [
    /\b(any|some) (good |decent |solid |worthwhile )?(adds|pick ?ups)\b/i,
    (players, _r, rest) =>
      players === 0 && !saysNextWeek(rest) && !/\b(later|stash|down the road|rest of|ros)\b/i.test(rest)
        ? "waivers"
        : null,
  ],
  // "Which of my running backs should I trust most": one of a position group, picked by rank.
  [
    new RegExp(`\\b(which|who) of my ${POSITION_GROUP.source.slice(2, -2)}\\b`, "i"),
    (players, _r, rest) => (players === 0 && !INJURY_OR_BYE.test(rest) ? "positionRank" : null),
  ],
  // "Who is my best RB": the position group, ranked.
  [
    new RegExp(
      "^\\s*(who'?s|who is|which is|whos) my (best|top|worst|weakest) (rb|wr|te|qb|running ?back|" +
        "receiver|wide ?out|tight ?end|quarterback|kicker)\\b",
      "i",
    ),
    (players) => (players === 0 ? "positionRank" : null),
  ],
  // The manager's lineup set for the week.
  [
    new RegExp(
      "\\b(set|fix|sort|optimi[sz]e|check(ing)?|tweak|assess|review(ing)?|audit|evaluat(e|ing)|grade|" +
        "(look|go|run) (over|through))\\b.*" +
        "\\b(lineup|line up|starters|starting (xi|lineup|\\w+)|my team)\\b|" +
        // "Give me your best nine", "the whole starting card", "optimize my whole loadout, min-max every slot".
        "\\b(best|optimal|strongest) (nine|9|ten|10|eleven|11)\\b|\\bstarting card\\b|\\bloadout\\b|" +
        "\\bmin[- ]?max\\w*\\b|" +
        // "Look my whole lineup over and tell me what you'd change".
        "\\blook (my|the|our) (whole |entire )?(lineup|line up|team|roster) over\\b|" +
        // "Am I leaving points on the bench": the lineup as set.
        "\\b(leav\\w*|left|losing) (\\w+ )?points on (the|my) bench\\b|" +
        SETS_LINEUP.source,
      "i",
    ),
    // "Check if anybody on my team is hurt or on bye": what is checked for is the roster's injuries and byes — unless
    // the lineup is to be set ("set my optimal lineup given the injury designations").
    (players, _r, rest) => (players === 0 && (SETS_LINEUP.test(rest) || !INJURY_OR_BYE.test(rest)) ? "lineup" : null),
  ],
  [
    /\b(set|optimi[sz]e|sort out) (my |the )?(roster|squad|team)\b/i,
    (players, _r, rest) => (players === 0 && !INJURY_OR_BYE.test(rest) ? "lineup" : null),
  ],
  // "Have a squiz at my starting lineup", "take a gander at my starters": the lineup, looked over.
  [
    new RegExp(
      "\\b(have|take|give( it)?) (a )?(quick )?(look|squiz|gander|peek|squint|once-?over|glance|butcher'?s)" +
        "( at| over)? " +
        "(my|the|our) (starting |whole |current )?(lineup|line-?up|line up|starters|starting \\w+)\\b",
      "i",
    ),
    (players, _r, rest) => (players === 0 && !INJURY_OR_BYE.test(rest) ? "lineup" : null),
  ],
  // "Tell me who to swap in and out", "who should I sub in and out": the lineup's changes.
  [
    new RegExp(
      "\\b(who|what|which|anyone|anybody) (\\w+ )?(to|should i|do i|should we) (swap|switch|sub|rotate|move) " +
        "(\\w+ )?in (and|&|or) out\\b",
      "i",
    ),
    withNobodyNamed("lineup"),
  ],
  // "Anything wrong with my lineup", "best possible starters for week 12": the lineup as a whole, judged or set.
  [
    new RegExp(
      "\\b(wrong|off|mistakes?|issues?|problems?|holes?|changes?|tweaks?|look (right|good|ok|okay)|ready)\\b[^?]*" +
        "\\bmy (lineup|line up|starting lineup)\\b|\\bmy (lineup|line up|starting lineup)\\b[^?]*" +
        "\\b(wrong|off|mistakes?|issues?|problems?|holes?|look (right|good|ok|okay)|ready|optimal)\\b|" +
        "\\b(best|optimal|ideal|strongest) (possible )?(lineup|line up|starters|starting (lineup|xi|group))\\b|" +
        // "lineup look ok?", "is the team I have in there right now the best one".
        "^\\s*(is |does )?(my |the )?(lineup|line up|starters)( look| looks| looking)? " +
        "(ok|okay|good|right|fine|alright|solid|set)\\b|" +
        "\\b(team|guys|players|lineup|ones) (i have|i've got|i got|i put|i'm starting)( in| out)?( there)?\\b[^?]*" +
        "\\b(best|right|optimal|good enough|ok|okay|correct)\\b",
      "i",
    ),
    (players, _r, rest) =>
      players === 0 && !INJURY_OR_BYE.test(rest) && !POSITION_GROUP.test(rest) && !/\b(points?|pts|score)\b/i.test(rest)
        ? "lineup"
        : null,
  ],
  // Odds of the playoffs or the title (the leaders' question is who has the best).
  [
    // ("Any hope of a bye, mate?": a first-round bye, not a player's week off.)
    new RegExp(
      "\\b(title|championship|whole thing|postseason|first[- ]round bye|" +
        "(hope|chances?|shot|odds) (of|at) (getting )?(a|the) bye)\\b",
      "i",
    ),
    (players, _r, rest) =>
      players === 0 &&
      /\b(odds|chances?|probability|likely|shot|hope)\b/i.test(rest) &&
      !/\b(who|which team|whos|who's)\b/i.test(rest) &&
      // "What can I do to give this team a better shot at the postseason": the moves that raise the odds.
      !/\b(better|best|bigger|improve|raise|boost)\b[^?]*\b(shot|chances?|odds)\b/i.test(rest)
        ? "playoffs"
        : null,
  ],
  // Still alive or out: the odds themselves.
  [
    new RegExp(
      "\\b(am i|are we|is my team) (mathematically |officially |already )?(eliminated|out of (it|the (playoffs|" +
        "playoff race|race|hunt)|contention)|still (alive|in it|in the hunt|in contention)|dead)\\b|" +
        // "Am I on track for the playoffs".
        "\\b(on track|on pace|in position|in good shape) (for|to make) (the )?(playoffs|postseason)\\b|" +
        // "Are we a playoff team or pretenders?", "contender or pretender".
        "\\b(a|real|legit) playoff team\\b|\\bpretenders?\\b|" +
        "\\b(am i|are we|is my team) (a )?(real |legit )?contenders?\\b",
      "i",
    ),
    (players) => (players === 0 ? "playoffs" : null),
  ],
  // Odds of making the playoffs, asked any way.
  [
    new RegExp(
      "(\\b(odds|chances?|percent|percentage|probability|likelihood|likely|a (\\w+ )?shot)\\b|%).*\\b(playoffs?|" +
        // ("my chances of making the top 6": the playoff places.)
        "postseason|(making|make|finish(ing)? in) the top (four|six|eight|4|6|8))\\b|" +
        "\\b(playoffs?|postseason)\\b.*(\\b(odds|chances?|percent(age)?|probability|likelihood|" +
        "prospects|hopes|outlook|picture)\\b|%)",
      "i",
    ),
    (players, _r, rest) =>
      players === 0 && !RAISES.test(rest) && !/\b(who|which team)\b/i.test(rest) ? "playoffs" : null,
  ],
  // "Do I get in?", "what do the odds drop to": the odds themselves, not a move or a player to drop.
  [
    new RegExp(
      "^(?!.*\\bhow\\b).*\\b(will|are|am) (i|we) (\\w+ly )?(going to |gonna )?make (it to )?(the )?" +
        "(playoffs|postseason)\\b|" +
        "\\b(do|will|can|would|could) (i|we) (get|make it|sneak|squeeze|scrape) ?(in|into the (dance|playoffs))?\\b" +
        "(\\s+or (nah|not|no))?\\s*\\??\\s*$|\\b(odds|chances)\\b[^?]*\\b(drop|fall|sink|go down|tank|change)\\b|" +
        // "…and does that get me into the playoffs?"
        "\\b(does|would|will) (that|this|it) (get|put|land|take) (me|us) (in|into) (the )?" +
        "(playoffs|postseason|dance)\\b",
      "i",
    ),
    // ("If I lose this week, how many points do my odds drop?": the odds under that result.)
    (players, _r, rest) =>
      players === 0 && !/\b(improve|raise|boost|help|who|which)\b/i.test(rest)
        ? detectScenario(rest) && /\bif\b/i.test(rest)
          ? "scenario"
          : "playoffs"
        : null,
  ],
  // What would help: trades, pickups, moves.
  [
    new RegExp(
      "\\b(trades?|pickups?|moves?|adds?|changes?)\\b.*\\bhelp (me|my team|us|(my|our) (playoff )?(odds|chances))\\b|" +
        "\\bwould help (me|my team|us)? ?(the )?most\\b|" +
        "\\b(pickups?|trades?|moves?|adds?)\\b[^?]*\\b(needle|mak(e|ing) (it|the playoffs|playoffs)|" +
        "playoff (odds|chances|hopes|push|ticket|spot|berth|bid))\\b",
      "i",
    ),
    // "Any trades that would help me at WR": deals for that position, not the moves that raise the odds.
    (players, _r, rest) =>
      players === 0 ? (/\btrades?\b/i.test(rest) && POSITION_WORD.test(rest) ? "tradeIdeas" : "improveOdds") : null,
  ],
  // Getting into the playoffs: what to do.
  [
    new RegExp(
      "\\bwhat (can|should|could|do|must|would) (i|we) (be )?(do|doing|change|try|fix)\\b[^?]*" +
        "\\b(to|so) (get in|get into|get (myself|us|my team|ourselves) in(to)?|sneak in|squeeze in|help|" +
        "make (it|the (playoffs|postseason|cut|dance))|improve|clinch|stay alive|stay in|" +
        "(maximi[sz]e|boost|raise|increase|bump) (my |our |the )?(odds|chances|probability|playoff))\\b|" +
        "\\b(on the bubble|bubble team)\\b[^?]*\\b(what|how)\\b|" +
        // "What would you recommend to improve my prospects of qualifying for the postseason".
        "\\b(improv\\w*|rais\\w*|boost\\w*|increas\\w*|enhanc\\w*|better|maximi[sz]\\w*)\\s+(my|our)\\s+" +
        "(prospects|chances|" +
        "odds|hopes|shot|outlook)\\b[^?]*\\b(playoffs?|postseason|qualif\\w*|mak\\w* it|get(ting)? in)\\b|" +
        "\\bhow (do|can|could) (i|we) (get|make|sneak|squeeze) (my team )?((in|into|" +
        "it to) )?the (playoffs|postseason)\\b|\\b(need|needs) (the )?most\\b|\\bbiggest (need|" +
        "weakness|hole)\\b|" +
        // "Where's my team weakest", "what position should I upgrade".
        "\\b(weakest|thinnest) (position|spot|link|area|group|unit)\\b|\\bwhere('?s| is) my (team|roster|lineup) " +
        "(weakest|weak|thin|thinnest|lacking)\\b|\\b(what|which) position (should|do|must) (i|we) (upgrade|improve|" +
        "address|fix|shore up)\\b|" +
        // "how do I make my playoff odds better", "moves ranked by how much each raises my playoff probability",
        // "what fixes it" (the odds told before).
        "\\b(make|get) (my|our) (playoff )?(odds|chances|probability) (better|higher|go up|up)\\b|" +
        "\\b((rais|boost|increas|improv|lift|bump)\\w*|up) (my|our) (playoff )?" +
        "(probability|percentage|odds|chances)\\b|" +
        "\\bodds\\b[^?]*\\bwhat (\\w+ )?(fix|fixes|helps?|would (fix|help))\\b",
      "i",
    ),
    // ("Has this improved my probability of reaching the playoffs?" asks the odds now.)
    (_p, _r, rest) =>
      /\b(has|have|did) (this|that|it|the win|my \w+)\b[^?]*\bimprov/i.test(rest) ? "playoffs" : "improveOdds",
  ],
  // A pickup for a hurt starter: "my RB is hurt, who do I grab", "who could replace my injured WR".
  [
    new RegExp(
      "\\b(injur\\w*|hurt|out for|is out|banged[- ]up)\\b[^?]*\\b(who (do|should|can|could) (i|we) (grab|get|add|" +
        "pick ?up|claim|snag)|who('?s| is| are) (available|out there)|replace\\w*|fill[- ]?in)\\b|" +
        "\\b(who|anyone|anybody)\\b[^?]*\\b(replace|fill in for)\\b" +
        "[^?]*\\b(injur\\w*|hurt)\\b|" +
        // "If not, who replaces him", "a fill-in for Kittle".
        "\\bwho (replaces|would replace|could replace|can replace|should replace|will replace|to replace|" +
        "fills in for|steps in for|takes over for)\\b|\\b(replacement|fill[- ]?in) for\\b",
      "i",
    ),
    // With one player named, he is the one hurt ("if Gibbs is out, who do I grab at RB").
    (players, _r, rest) => (players <= 1 && !/\b(bye|trade|drop|cut|stash)\b/i.test(rest) ? "waivers" : null),
  ],
  // "I need a WR", "we could use another RB": a pickup at that position.
  [
    new RegExp(
      "\\b(i|we) (need|want|could use|gotta get|have to get) (a|an|another|some) (new )?(qb|rb|wr|te|k|kicker|" +
        "quarterback|running ?back|receiver|wide ?out|tight ?end)s?\\b",
      "i",
    ),
    (players, _r, rest) =>
      players === 0 && !/\b(trade|deal|upgrade|bye|start|sit|bench|drop|cut)\b/i.test(rest) ? "waivers" : null,
  ],
  // A bid: "how much do I throw at the top one", "how much should I bid".
  [
    /\bhow much (do|should|would|can) (i|we) (throw|bid|spend|put|offer|drop|blow|pay)\b/i,
    (players, _r, rest) => (players <= 1 && !/\b(trade|bye)\b/i.test(rest) ? "waivers" : null),
  ],
  // Spending the budget: "who's worth blowing it on", "who should I spend my FAAB on", "$40 left, who gets it".
  [
    new RegExp(
      "\\b(blow|blowing|spend|spending|use|using|burn|burning|drop|dropping)( it| my " +
        "(whole |entire |remaining |full )?(faab|" +
        "budget|money|bucks)| \\$?\\d+| the rest)( all)? on\\b",
      "i",
    ),
    (players, _r, rest) => (players <= 1 && !/\b(trade|bye|stash)\b/i.test(rest) ? "waivers" : null),
  ],
  // "I'm putting $18 on Javonte tonight", "throwing 12 bucks at Marks": a bid in dollars on the player named.
  [
    new RegExp(
      "\\b(put|putting|throw|throwing|toss|tossing|bid|bidding)( down| in| up)? (\\$\\d+|\\d+ (bucks|dollars))" +
        "( of (my )?faab)? (on|at|for)\\b",
      "i",
    ),
    (players, _r, rest) => (players === 1 && !/\b(trade|bye|stash)\b/i.test(rest) ? "waivers" : null),
  ],
  // Someone new from the wire: "need someone new, who's on waivers that's decent".
  [
    new RegExp(
      "\\bwho('?s| is| are) (\\w+ )?(on|available on|sitting on|out there on) (the )?(waivers|wire|waiver wire)\\b|" +
        "\\b(need|want|find me|get me) (someone|somebody|a guy|a player) (new|else|off the (wire|waivers))\\b|" +
        // "Any tight ends worth grabbing?", "anyone worth a claim".
        "\\bworth (grabbing|adding|picking up|a pick ?up|an add|claiming|a claim|a waiver claim|bidding on|a bid)\\b",
      "i",
    ),
    // Pickups for next week are the sleepers question.
    (players, _r, rest) =>
      players === 0 && !/\b(trade|bye|drop|cut|stash)\b/i.test(rest)
        ? detectWeek(rest) === "next"
          ? "sleepers"
          : "waivers"
        : null,
  ],
  // Injuries and byes across the roster.
  [
    INJURY_OR_BYE,
    (players, _r, rest) =>
      players === 0 &&
      (new RegExp(
        "\\b(my|our) (roster|team|squad|guys|players|starters|lineup|bench)\\b|\\bof my\\b|" +
          "\\bon my\\b|\\bwho do i have\\b|\\bdo i have\\b|\\bmy bye\\b|" +
          "\\binjury report\\b|\\bany of my\\b|\\bfor (me|us|my team)\\b|^\\s*any (byes|injuries)\\b|" +
          "\\bworry about\\b",
        "i",
      ).test(rest) ||
        /^\s*(any|who'?s|whos|who is|who are)\b.*\b(my|mine)\b/i.test(rest) ||
        /^\s*(which|what|any) (of the |of our )?(starters|players|guys)\b/i.test(rest) ||
        /^\s*(any )?(byes|injuries|injury report|bye report)\b/i.test(rest) ||
        /^\s*(and )?(who'?s|whos|who is|anyone|anybody) (on (a )?bye|hurt|injured|out)\s*\??\s*$/i.test(rest))
        ? /\b(available|pick ?up|add|replace\w*|waivers?|wire|free agents?)\b/i.test(rest)
          ? null
          : "rosterStatus"
        : null,
  ],
  // "need somebody for the FLEX", "who gets the flex nod out of my bench", "what about next week's flex": whom to
  // start at the flex, with no pickup or trade in the question.
  [
    /\b(fle?x|super ?flex|w\/r\/t)\b/i,
    (players, _r, rest) =>
      players === 0 &&
      (/\b(who|whom|which|need|needs|somebody|someone|what about|how about)\b/i.test(rest) ||
        /\b(what'?s|whats) the (call|move|pick|play)\b/i.test(rest)) &&
      !/\b(rank|trade|waivers?|wire|pick ?up|add|claim|drop|free agents?|guys|options)\b/i.test(rest)
        ? "slot"
        : null,
  ],
  // "just tell me my whole starting lineup top to bottom", "the highest-leverage lineup I can put on the field".
  [
    new RegExp(
      "\\b((my|our|the) )?(whole|entire|full|complete) (starting )?(lineup|line-?up)\\b|\\bslot by slot\\b|" +
        "\\b(best|optimal|ideal|strongest|highest[- ]\\w+) (starting )?(lineup|line-?up)\\b[^?]*\\bput on the field\\b",
      "i",
    ),
    (players, _r, rest) => (players === 0 && !/\b(injur\w*|hurt|bye|out)\b/i.test(rest) ? "lineup" : null),
  ],
  // "What's he projected and who's favored?": the game's favourite.
  // ("who's the favourite for the title" asks the league's best team.)
  [
    /\bwho('?s| is) (favou?red|the favou?rite)\b(?! (for|to win) (the )?(title|league|championship|chip|ship|it all))/i,
    withNobodyNamed("matchup"),
  ],
  // "what else can you do besides that", "walk me through what you're capable of": what the GM answers.
  [
    new RegExp(
      "\\bwhat (else )?(can|could) (you|u) (do|help( me)? with)\\b|\\bwhat (you'?re|you are|u r|ur) capable of\\b|" +
        "\\bwalk me through what (you|u)\\b",
      "i",
    ),
    (players, _r, rest) => (players === 0 && !/\b(about|for) (my|our|this|that|him|her)\b/i.test(rest) ? "help" : null),
  ],
  // "ok is he droppable", "is he cuttable now": whether to let the player go.
  [
    /\b(is|he'?s|she'?s) (he |she )?(droppable|cuttable|a drop|a cut|worth a roster spot)\b/i,
    (players) => (players <= 1 ? "dropStash" : null),
  ],
  // "Should I put Woody Marks in there this week": whether to start him.
  [
    /\b(should|do|can|could) (i|we) (put|stick|slot|plug|throw) +(him |her )?in (there|the lineup|my lineup)\b/i,
    (players, _r, rest) => (players === 1 || (players === 0 && /\b(him|her)\b/i.test(rest)) ? "startSit" : null),
  ],
  // "okay so who should i start against them": the lineup for that game.
  [
    /\bwho (should|do|can|would) (i|we) (start|play)\b[^?]*\bagainst\b/i,
    (players, _r, rest) => (players === 0 && !/\b(or|trade|pick ?up|add)\b/i.test(rest) ? "lineup" : null),
  ],
];
