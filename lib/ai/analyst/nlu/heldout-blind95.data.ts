// Blind held-out evaluation set 95 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a terse manager — lowercase one-to-four-word messages, clipped follow-ups ("him?",
// "odds?", "next wk?"), nicknames and typos.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_95: HeldOutCase[] = [
  // startSit
  { turns: ["cook or hall"], expect: "startSit", players: ["James Cook", "Breece Hall"] },
  { turns: ["start kraft?", "or ferguson"], expect: "startSit", players: ["Tucker Kraft", "Jake Ferguson"] },
  {
    turns: ["waddle or pickens", "next wk?"],
    expect: "startSit",
    players: ["Jaylen Waddle", "George Pickens"],
    week: "next",
  },
  { turns: ["goff or dart wk 11"], expect: "startSit", players: ["Jared Goff", "Jaxson Dart"], week: 11 },
  {
    turns: ["etienne, dowdle or tracy"],
    expect: "startSit",
    players: ["Travis Etienne Jr.", "Rico Dowdle", "Tyrone Tracy Jr."],
  },
  { turns: ["got btj and worthy", "who plays"], expect: "startSit", players: ["Brian Thomas Jr.", "Xavier Worthy"] },

  // compare
  { turns: ["bijan or gibbs this wk", "ros?"], expect: "compare", players: ["Bijan Robinson", "Jahmyr Gibbs"] },
  {
    turns: ["nabers or london long term", "lamb instead of london?"],
    expect: "compare",
    players: ["Malik Nabers", "CeeDee Lamb"],
  },
  { turns: ["egbuka v mcmillan dynasty"], expect: "compare", players: ["Emeka Egbuka", "Tetairoa McMillan"] },
  { turns: ["kelce or bowers", "i mean rest of season"], expect: "compare", players: ["Travis Kelce", "Brock Bowers"] },
  { turns: ["kw3 vs achane ros"], expect: "compare", players: ["Kenneth Walker III", "De'Von Achane"] },

  // slot
  { turns: ["who at flex"], expect: "slot" },
  { turns: ["lineup ok?", "rb2 tho"], expect: "slot", position: "RB" },
  { turns: ["flex: worthy or addison"], expect: "slot", players: ["Xavier Worthy", "Jordan Addison"] },
  { turns: ["lineup set?", "what about k"], expect: "slot", position: "K" },
  { turns: ["flex pick?", "same for wk 12"], expect: "slot", week: 12 },
  { turns: ["qb this wk?"], expect: "slot", position: "QB" },

  // lineup
  { turns: ["optimize lineup"], expect: "lineup" },
  { turns: ["lineup look ok?"], expect: "lineup" },
  { turns: ["set lineup wk 11"], expect: "lineup", week: 11 },
  { turns: ["nacua questionable?", "ok just set lineup"], expect: "lineup" },
  { turns: ["check my starters", "for next wk too"], expect: "lineup", week: "next" },

  // outlook
  { turns: ["bijon proj?"], expect: "outlook", players: ["Bijan Robinson"] },
  { turns: ["jsn outlook", "and next wk"], expect: "outlook", players: ["Jaxon Smith-Njigba"], week: "next" },
  { turns: ["tell me about odunze", "ros?"], expect: "outlook", players: ["Rome Odunze"] },
  { turns: ["points for jt?"], expect: "outlook", players: ["Jonathan Taylor"] },
  { turns: ["jameson williams", "good play?"], expect: "outlook", players: ["Jameson Williams"] },
  { turns: ["cook or hall", "cook's ceiling?"], expect: "outlook", players: ["James Cook"] },

  // status
  { turns: ["adams hurt?"], expect: "status", players: ["Davante Adams"] },
  { turns: ["is cmc playing"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["london or olave", "london healthy?"], expect: "status", players: ["Drake London"] },
  { turns: ["start kamara?", "he ok?"], expect: "status", players: ["Alvin Kamara"] },
  { turns: ["mahomes", "designation?"], expect: "status", players: ["Patrick Mahomes"] },

  // tradeValue
  { turns: ["dowdle's been hot", "sell high?"], expect: "tradeValue", players: ["Rico Dowdle"] },
  { turns: ["ja'marr value"], expect: "tradeValue", players: ["Ja'Marr Chase"] },
  { turns: ["kyren outlook", "should i sell him"], expect: "tradeValue", players: ["Kyren Williams"] },
  { turns: ["buy low on pitts?"], expect: "tradeValue", players: ["Kyle Pitts"] },
  { turns: ["worthy ros?", "buy or sell him"], expect: "tradeValue", players: ["Xavier Worthy"] },

  // buyLow
  { turns: ["buy low targets"], expect: "buyLow" },
  { turns: ["sell high guys?"], expect: "buyLow" },
  { turns: ["record?", "who to sell high"], expect: "buyLow" },
  { turns: ["any buy-lows"], expect: "buyLow" },
  { turns: ["who's undervalued rn"], expect: "buyLow" },

  // trade
  { turns: ["henry for nacua?"], expect: "trade", players: ["Derrick Henry", "Puka Nacua"] },
  { turns: ["offered chase brown for egbuka"], expect: "trade", players: ["Chase Brown", "Emeka Egbuka"] },
  {
    turns: ["got an offer", "adams + pollard for jefferson"],
    expect: "trade",
    players: ["Davante Adams", "Tony Pollard", "Justin Jefferson"],
  },
  { turns: ["got london offer", "for my cook", "take it?"], expect: "trade", players: ["Drake London", "James Cook"] },
  { turns: ["give higgins get sutton", "fair?"], expect: "trade", players: ["Tee Higgins", "Courtland Sutton"] },
  {
    turns: ["saquon for arsb + goedert"],
    expect: "trade",
    players: ["Saquon Barkley", "Amon-Ra St. Brown", "Dallas Goedert"],
  },

  // waivers
  { turns: ["waiver adds?"], expect: "waivers" },
  { turns: ["faab bids"], expect: "waivers" },
  { turns: ["who to grab", "how much faab"], expect: "waivers" },
  { turns: ["best wr on wire"], expect: "waivers" },
  { turns: ["need rb help", "wire options?"], expect: "waivers" },

  // playoffs
  { turns: ["playoff chances"], expect: "playoffs" },
  { turns: ["won again", "am i making playoffs"], expect: "playoffs" },
  { turns: ["standing?", "playoff %?"], expect: "playoffs" },
  { turns: ["postseason odds"], expect: "playoffs" },
  { turns: ["record?", "odds?"], expect: "playoffs" },

  // improveOdds
  { turns: ["how to boost odds"], expect: "improveOdds" },
  { turns: ["moves for playoff push"], expect: "improveOdds" },
  { turns: ["playoff odds?", "how do i raise that"], expect: "improveOdds" },
  { turns: ["odds?", "fix that how"], expect: "improveOdds" },
  { turns: ["just lost", "best moves to get in"], expect: "improveOdds" },

  // matchup
  { turns: ["who'm i playing"], expect: "matchup" },
  { turns: ["opponent?", "am i favored"], expect: "matchup" },
  { turns: ["win prob this wk"], expect: "matchup" },
  { turns: ["wk 12 opponent"], expect: "matchup", week: 12 },
  { turns: ["matchup?", "next week's?"], expect: "matchup", week: "next" },

  // record
  { turns: ["record?"], expect: "record" },
  { turns: ["where do i stand"], expect: "record" },
  { turns: ["what place am i"], expect: "record" },
  { turns: ["w-l?"], expect: "record" },
  { turns: ["odds?", "and my record"], expect: "record" },

  // rosterStatus
  { turns: ["who's on bye"], expect: "rosterStatus" },
  { turns: ["injuries on my team?"], expect: "rosterStatus" },
  { turns: ["start cook?", "byes next wk?"], expect: "rosterStatus", week: "next" },
  { turns: ["who's out wk 12"], expect: "rosterStatus", week: 12 },
  { turns: ["injured guys?", "and byes"], expect: "rosterStatus" },

  // positionRank
  { turns: ["rank my wideouts"], expect: "positionRank", position: "WR" },
  { turns: ["best to worst rbs"], expect: "positionRank", position: "RB" },
  { turns: ["lamar or hurts?", "just rank my qbs"], expect: "positionRank", position: "QB" },
  { turns: ["rank my wrs", "now rbs"], expect: "positionRank", position: "RB" },
  { turns: ["rank my te's", "wk 11?"], expect: "positionRank", position: "TE", week: 11 },

  // projectedTotal
  { turns: ["my projected pts"], expect: "projectedTotal" },
  { turns: ["who am i facing", "my ceiling?"], expect: "projectedTotal" },
  { turns: ["floor and ceiling"], expect: "projectedTotal" },
  { turns: ["projected total", "wk 11?"], expect: "projectedTotal", week: 11 },
  { turns: ["my range this wk"], expect: "projectedTotal" },

  // leaders
  { turns: ["who's in first"], expect: "leaders" },
  { turns: ["blitz brigade record"], expect: "leaders", team: "Blitz Brigade" },
  { turns: ["most points?"], expect: "leaders" },
  { turns: ["who leads", "harper's record?"], expect: "leaders", team: "Fourth & Long Shots" },
  { turns: ["my odds?", "who's got the best"], expect: "leaders" },
  { turns: ["where's sunday scaries"], expect: "leaders", team: "Sunday Scaries" },

  // sleepers
  { turns: ["bench is weak", "sleepers?"], expect: "sleepers" },
  { turns: ["deep sleepers next wk"], expect: "sleepers", week: "next" },
  { turns: ["hidden gems?"], expect: "sleepers" },
  { turns: ["waivers?", "deeper than that"], expect: "sleepers" },
  { turns: ["lottery tickets"], expect: "sleepers" },

  // dropStash
  { turns: ["drop or ir my hurt guys?"], expect: "dropStash" },
  { turns: ["stash injured?"], expect: "dropStash" },
  { turns: ["who's hurt", "drop any?"], expect: "dropStash" },
  { turns: ["tyreek tore acl", "stash on ir?"], expect: "dropStash", players: ["Tyreek Hill"] },
  { turns: ["cut my injured?"], expect: "dropStash" },

  // byeCover
  { turns: ["kelce on bye", "fill-in?"], expect: "byeCover", position: "TE" },
  { turns: ["qb streamer wk 11"], expect: "byeCover", position: "QB", week: 11 },
  { turns: ["byes?", "need a k fill-in"], expect: "byeCover", position: "K" },
  { turns: ["backup rb for bye"], expect: "byeCover", position: "RB" },
  { turns: ["goff on bye?", "cover him"], expect: "byeCover", position: "QB" },
  { turns: ["wr bye replacement"], expect: "byeCover", position: "WR" },

  // scenario
  { turns: ["odds if i lose this wk"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["win 2 of 4?"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  { turns: ["playoff odds", "what if i run the table"], expect: "scenario", scenario: "win-out" },
  { turns: ["odds?", "with a 3-1 finish"], expect: "scenario", scenario: { wins: 3, games: 4 } },
  { turns: ["odds with 2 more wins"], expect: "scenario", scenario: { wins: 2, games: null } },
  { turns: ["matchup?", "if i lose it?"], expect: "scenario", scenario: "lose-this-week" },

  // tradeIdeas
  { turns: ["who to trade w for rb"], expect: "tradeIdeas", position: "RB" },
  { turns: ["te trade targets"], expect: "tradeIdeas", position: "TE" },
  { turns: ["2-for-1 w/ lamb + hall"], expect: "tradeIdeas", players: ["CeeDee Lamb", "Breece Hall"] },
  {
    turns: ["raiders want jt", "what'd they give"],
    expect: "tradeIdeas",
    players: ["Jonathan Taylor"],
    team: "Red Zone Raiders",
  },
  { turns: ["need a wr", "trade partners?"], expect: "tradeIdeas", position: "WR" },
  { turns: ["deal ideas w/ quinn"], expect: "tradeIdeas", team: "Blitz Brigade" },

  // help
  { turns: ["help"], expect: "help" },
  { turns: ["what can u do"], expect: "help" },
  { turns: ["commands?"], expect: "help" },
  { turns: ["how's this work"], expect: "help" },
  { turns: ["hi", "what do you do"], expect: "help" },
  { turns: ["thx", "what else can u do"], expect: "help" },

  // None
  { turns: ["weather sunday?"], expect: "None" },
  { turns: ["lineup done", "tell a joke"], expect: "None" },
  { turns: ["nba picks?"], expect: "None" },
  { turns: ["lineup set?", "who wins election"], expect: "None" },
  { turns: ["math hw help"], expect: "None" },
  { turns: ["record?", "lol what about the lakers"], expect: "None" },

  // two things at once
  { turns: ["nabers out? who to add"], expect: ["status", "waivers"], players: ["Malik Nabers"] },
  { turns: ["set lineup + odds?"], expect: ["lineup", "playoffs"] },
  { turns: ["record and odds"], expect: ["record", "playoffs"] },
  { turns: ["matchup + proj total"], expect: ["matchup", "projectedTotal"] },
  { turns: ["rank my wr then flex?"], expect: ["positionRank", "slot"], position: "WR" },
  { turns: ["saquon status and proj"], expect: ["status", "outlook"], players: ["Saquon Barkley"] },
  { turns: ["odds? how to raise"], expect: ["playoffs", "improveOdds"] },
  { turns: ["sleepers + faab"], expect: ["sleepers", "waivers"] },
  { turns: ["top team + my spot"], expect: ["leaders", "record"] },
  { turns: ["etn value, buy lows?"], expect: ["tradeValue", "buyLow"], players: ["Travis Etienne Jr."] },
  { turns: ["hurt guys, drop any?"], expect: ["rosterStatus", "dropStash"] },
  { turns: ["lamb or jj, lamb ok?"], expect: ["startSit", "status"], players: ["CeeDee Lamb", "Justin Jefferson"] },
  { turns: ["win out odds & moves"], expect: ["scenario", "improveOdds"], scenario: "win-out" },
  { turns: ["matchup?", "favored? byes?"], expect: ["matchup", "rosterStatus"] },
  { turns: ["te trade partners, te rank"], expect: ["tradeIdeas", "positionRank"], position: "TE" },
];
