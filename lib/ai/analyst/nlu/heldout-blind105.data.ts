// Blind held-out evaluation set 105 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: terse managers.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_105: HeldOutCase[] = [
  // startSit
  { turns: ["gibbs or achane today"], expect: "startSit", players: ["Jahmyr Gibbs", "De'Von Achane"] },
  {
    turns: ["kittle or kraft wk 12"],
    expect: "startSit",
    players: ["George Kittle", "Tucker Kraft"],
    week: 12,
  },
  { turns: ["start nabers or ceedee?"], expect: "startSit", players: ["Malik Nabers", "CeeDee Lamb"] },
  {
    turns: ["should i start waddle or olave", "ok what about zay instead of olave"],
    expect: "startSit",
    players: ["Jaylen Waddle", "Zay Flowers"],
  },
  { turns: ["goff or dart this wk?"], expect: "startSit", players: ["Jared Goff", "Jaxson Dart"] },
  {
    turns: ["is jonathan taylor playing sunday", "cool. him or kyren this week?"],
    expect: "startSit",
    players: ["Jonathan Taylor", "Kyren Williams"],
  },

  // compare
  { turns: ["ros: bowers or mcbride"], expect: "compare", players: ["Brock Bowers", "Trey McBride"] },
  { turns: ["dynasty jeanty or bijan"], expect: "compare", players: ["Ashton Jeanty", "Bijan Robinson"] },
  {
    turns: ["who's better long term, egbuka or mcmillan"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: ["rest of season chase vs jefferson", "and nico vs jefferson?"],
    expect: "compare",
    players: ["Nico Collins", "Justin Jefferson"],
  },
  {
    turns: ["breece or cook this week", "forget this week, who's better ros"],
    expect: "compare",
    players: ["Breece Hall", "James Cook"],
  },
  { turns: ["keeper next yr: maye or nix?"], expect: "compare", players: ["Drake Maye", "Bo Nix"] },

  // slot
  { turns: ["who's my flex"], expect: "slot", position: "FLEX" },
  { turns: ["is my lineup optimal", "who goes in my rb2 spot though"], expect: "slot", position: "RB" },
  {
    turns: ["te spot: ferguson or pitts?"],
    expect: "slot",
    position: "TE",
    players: ["Jake Ferguson", "Kyle Pitts"],
  },
  {
    turns: ["flex: pollard, warren or dowdle"],
    expect: "slot",
    position: "FLEX",
    players: ["Tony Pollard", "Jaylen Warren", "Rico Dowdle"],
  },
  { turns: ["who should be my wr3", "and for week 14?"], expect: "slot", position: "WR", week: 14 },
  { turns: ["who do i start at K wk 11"], expect: "slot", position: "K", week: 11 },

  // lineup
  { turns: ["is my lineup optimal"], expect: "lineup" },
  { turns: ["set my lineup"], expect: "lineup" },
  { turns: ["lineup good for next week?"], expect: "lineup", week: "next" },
  { turns: ["wk 15 is the big one", "check my starters for it"], expect: "lineup", week: 15 },
  { turns: ["who's on bye for me wk 9", "ok set my best lineup for that week"], expect: "lineup", week: 9 },

  // outlook
  { turns: ["projection for saquon"], expect: "outlook", players: ["Saquon Barkley"] },
  { turns: ["how many pts will hurts get wk 13"], expect: "outlook", players: ["Jalen Hurts"], week: 13 },
  { turns: ["ros outlook jsn"], expect: "outlook", players: ["Jaxon Smith-Njigba"] },
  {
    turns: ["what's dk metcalf projected for", "what about next week"],
    expect: "outlook",
    players: ["DK Metcalf"],
    week: "next",
  },
  { turns: ["expectations for mcconkey this week?"], expect: "outlook", players: ["Ladd McConkey"] },
  {
    turns: ["start rice or worthy", "how many points is rice gonna put up"],
    expect: "outlook",
    players: ["Rashee Rice"],
  },

  // status
  { turns: ["is cmc playing"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["kelce injury update?"], expect: "status", players: ["Travis Kelce"] },
  { turns: ["did aiyuk practice today"], expect: "status", players: ["Brandon Aiyuk"] },
  { turns: ["how's mahomes looking this week", "is he even healthy"], expect: "status", players: ["Patrick Mahomes"] },
  { turns: ["tyreek hurt?"], expect: "status", players: ["Tyreek Hill"] },
  { turns: ["start burrow or herbert", "wait is burrow injured"], expect: "status", players: ["Joe Burrow"] },

  // tradeValue
  { turns: ["what's jacobs worth"], expect: "tradeValue", players: ["Josh Jacobs"] },
  { turns: ["trade value on lamar?"], expect: "tradeValue", players: ["Lamar Jackson"] },
  { turns: ["how much is godwin worth in a trade"], expect: "tradeValue", players: ["Chris Godwin"] },
  {
    turns: ["derrick henry outlook", "whats his trade value"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  { turns: ["mclaurin hurt?", "whats he worth in trades rn"], expect: "tradeValue", players: ["Terry McLaurin"] },

  // buyLow
  { turns: ["buy low targets?"], expect: "buyLow" },
  { turns: ["any sell high guys on my team"], expect: "buyLow" },
  { turns: ["is kamara a sell high"], expect: "buyLow", players: ["Alvin Kamara"] },
  { turns: ["buy-low on a.j. brown?"], expect: "buyLow", players: ["A.J. Brown"] },
  { turns: ["who are the buy lows this week", "and sell highs?"], expect: "buyLow" },
  { turns: ["is odunze a buy low candidate"], expect: "buyLow", players: ["Rome Odunze"] },

  // trade
  {
    turns: ["my pickens for their etienne, fair?"],
    expect: "trade",
    players: ["George Pickens", "Travis Etienne Jr."],
  },
  { turns: ["accept? i give hurts get allen"], expect: "trade", players: ["Jalen Hurts", "Josh Allen"] },
  {
    turns: ["offered adams + white for london. take it?"],
    expect: "trade",
    players: ["Davante Adams", "Rachaad White", "Drake London"],
  },
  {
    turns: ["who wins this trade: my sutton for hubbard"],
    expect: "trade",
    players: ["Courtland Sutton", "Chuba Hubbard"],
  },
  {
    turns: ["got a trade offer", "they want kenneth walker, i'd get jameson williams. yes or no"],
    expect: "trade",
    players: ["Kenneth Walker III", "Jameson Williams"],
  },
  {
    turns: ["giving evans and goedert for mcbride good deal?"],
    expect: "trade",
    players: ["Mike Evans", "Dallas Goedert", "Trey McBride"],
  },

  // waivers
  { turns: ["top waiver adds wk 10"], expect: "waivers", week: 10 },
  { turns: ["my bench is trash", "who should i pick up this week"], expect: "waivers" },
  { turns: ["faab bid on monangai?"], expect: "waivers", players: ["Kyle Monangai"] },
  { turns: ["how much faab for woody marks"], expect: "waivers", players: ["Woody Marks"] },
  { turns: ["any good rbs on the wire", "how much should i bid on the best one"], expect: "waivers" },
  { turns: ["should i claim tracy off waivers"], expect: "waivers", players: ["Tyrone Tracy Jr."] },

  // playoffs
  { turns: ["am i making playoffs"], expect: "playoffs" },
  { turns: ["playoff odds?"], expect: "playoffs" },
  { turns: ["what are my chances to get in"], expect: "playoffs" },
  { turns: ["whats my record", "so do i make the playoffs"], expect: "playoffs" },
  { turns: ["do i get a playoff spot"], expect: "playoffs" },

  // improveOdds
  { turns: ["how do i make playoffs from here"], expect: "improveOdds" },
  { turns: ["what moves get me in"], expect: "improveOdds" },
  { turns: ["how can i boost my playoff odds"], expect: "improveOdds" },
  { turns: ["playoff odds", "what do i need to do to improve them"], expect: "improveOdds" },
  { turns: ["best moves to sneak into the playoffs?"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i playing"], expect: "matchup" },
  { turns: ["projected total?", "am i favored though"], expect: "matchup" },
  { turns: ["my win prob this wk"], expect: "matchup" },
  { turns: ["who's my opp", "will i beat them"], expect: "matchup" },
  { turns: ["how does my matchup look"], expect: "matchup" },

  // record
  { turns: ["whats my record"], expect: "record" },
  { turns: ["who leads the league", "and where am i in the standings"], expect: "record" },
  { turns: ["what's sunday scaries' record"], expect: "record", team: "Sunday Scaries" },
  { turns: ["red zone raiders record?"], expect: "record", team: "Red Zone Raiders" },
  { turns: ["am i favored", "whats my w-l"], expect: "record" },

  // rosterStatus
  { turns: ["who's hurt on my team"], expect: "rosterStatus" },
  { turns: ["any byes next week on my roster"], expect: "rosterStatus", week: "next" },
  { turns: ["roster injuries wk 12"], expect: "rosterStatus", week: 12 },
  { turns: ["set my lineup", "wait who do i have on bye"], expect: "rosterStatus" },
  { turns: ["is my lineup set", "anyone injured on my squad?"], expect: "rosterStatus" },

  // positionRank
  { turns: ["rank my rbs"], expect: "positionRank", position: "RB" },
  { turns: ["rank my wrs for wk 11"], expect: "positionRank", position: "WR", week: 11 },
  { turns: ["te situation is ugly", "order my tight ends for me"], expect: "positionRank", position: "TE" },
  { turns: ["rank my qbs next week"], expect: "positionRank", position: "QB", week: "next" },
  { turns: ["who's my best wr", "rank all of them"], expect: "positionRank", position: "WR" },

  // projectedTotal
  { turns: ["how many points am i projected"], expect: "projectedTotal" },
  { turns: ["my floor and ceiling this week"], expect: "projectedTotal" },
  { turns: ["projected total wk 13"], expect: "projectedTotal", week: 13 },
  { turns: ["team projection next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["who am i playing", "what am i projected to score"], expect: "projectedTotal" },

  // leaders
  { turns: ["who leads the league"], expect: "leaders" },
  { turns: ["best team in the league?"], expect: "leaders" },
  { turns: ["which team has scored the most points"], expect: "leaders" },
  { turns: ["top team by playoff odds"], expect: "leaders" },
  { turns: ["whats my record", "who's in first"], expect: "leaders" },

  // sleepers
  { turns: ["deep sleepers to stash?"], expect: "sleepers" },
  { turns: ["deep league sleepers off waivers"], expect: "sleepers" },
  { turns: ["who to stash for the playoffs"], expect: "sleepers" },
  { turns: ["top waiver adds", "ok and any deeper sleepers"], expect: "sleepers" },
  { turns: ["under the radar guys to grab for later"], expect: "sleepers" },

  // dropStash
  { turns: ["andrews is hurt, drop him?"], expect: "dropStash", players: ["Mark Andrews"] },
  { turns: ["hold javonte on ir or cut him"], expect: "dropStash", players: ["Javonte Williams"] },
  { turns: ["is dobbins out", "cut him or stash?"], expect: "dropStash", players: ["J.K. Dobbins"] },
  { turns: ["worth keeping injured godwin?"], expect: "dropStash", players: ["Chris Godwin"] },
  { turns: ["stevenson hurt again. drop?"], expect: "dropStash", players: ["Rhamondre Stevenson"] },
  { turns: ["nabers injured, ir him or drop"], expect: "dropStash", players: ["Malik Nabers"] },

  // byeCover
  { turns: ["allen's on bye, who replaces him at qb"], expect: "byeCover", players: ["Josh Allen"], position: "QB" },
  { turns: ["need a te for kelce's bye"], expect: "byeCover", players: ["Travis Kelce"], position: "TE" },
  {
    turns: ["who covers for mccaffrey's bye wk 14"],
    expect: "byeCover",
    players: ["Christian McCaffrey"],
    week: 14,
  },
  {
    turns: ["who's on bye next week", "who fills in for lamb then"],
    expect: "byeCover",
    players: ["CeeDee Lamb"],
    week: "next",
  },
  { turns: ["streamer qb while burrow's on bye"], expect: "byeCover", players: ["Joe Burrow"], position: "QB" },
  { turns: ["bowers bye week replacement?"], expect: "byeCover", players: ["Brock Bowers"] },

  // scenario
  { turns: ["odds if i win out"], expect: "scenario", scenario: "win-out" },
  { turns: ["if i lose this week am i done"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["chances if i go 3-1"], expect: "scenario", scenario: { wins: 3, games: 4 } },
  { turns: ["what are my odds if i win 2 more"], expect: "scenario", scenario: { wins: 2, games: null } },
  { turns: ["playoff odds?", "and if i win out"], expect: "scenario", scenario: "win-out" },
  { turns: ["playoff chances going 4-2 the rest of the way"], expect: "scenario", scenario: { wins: 4, games: 6 } },

  // tradeIdeas
  { turns: ["who can i get for pickens"], expect: "tradeIdeas", players: ["George Pickens"] },
  { turns: ["2 for 1 ideas w/ hall and cook"], expect: "tradeIdeas", players: ["Breece Hall", "James Cook"] },
  { turns: ["package higgins for a stud rb?"], expect: "tradeIdeas", players: ["Tee Higgins"] },
  { turns: ["what's london worth", "ok who could i get for him"], expect: "tradeIdeas", players: ["Drake London"] },
  { turns: ["trade ideas around mahomes"], expect: "tradeIdeas", players: ["Patrick Mahomes"] },
  {
    turns: ["flip worthy and addison for an upgrade, who'd i target"],
    expect: "tradeIdeas",
    players: ["Xavier Worthy", "Jordan Addison"],
  },

  // help
  { turns: ["what can you do"], expect: "help" },
  { turns: ["new here", "how do i use this thing"], expect: "help" },
  { turns: ["help"], expect: "help" },
  { turns: ["what kinda stuff can u answer"], expect: "help" },
  { turns: ["hi", "what are you for"], expect: "help" },

  // None
  { turns: ["weather in buffalo sunday"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["who wins the nba finals"], expect: "None" },
  { turns: ["best pizza near me"], expect: "None" },
  { turns: ["rank my rbs", "unrelated but what's a 15% tip on 80"], expect: "None" },
  { turns: ["capital of peru?"], expect: "None" },

  // two-part
  { turns: ["my record and playoff odds?"], expect: ["record", "playoffs"] },
  {
    turns: ["is hill playing and should i start him over waddle"],
    expect: ["status", "startSit"],
    players: ["Tyreek Hill", "Jaylen Waddle"],
  },
  { turns: ["who am i playing and what am i projected for"], expect: ["matchup", "projectedTotal"] },
  { turns: ["top adds this week plus any deep stashes"], expect: ["waivers", "sleepers"] },
  { turns: ["who's hurt and is my lineup ok"], expect: ["rosterStatus", "lineup"] },
  { turns: ["am i in? if not what do i do"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["what's taylor worth and is he a sell high"],
    expect: ["tradeValue", "buyLow"],
    players: ["Jonathan Taylor"],
  },
  { turns: ["who's in first and where am i"], expect: ["leaders", "record"] },
  {
    turns: ["is andrews out long and should i drop him"],
    expect: ["status", "dropStash"],
    players: ["Mark Andrews"],
  },
  {
    turns: ["etienne projection and is he healthy"],
    expect: ["outlook", "status"],
    players: ["Travis Etienne Jr."],
  },
  { turns: ["whats my record and who do i play"], expect: ["record", "matchup"] },
  { turns: ["my odds now and if i win out"], expect: ["playoffs", "scenario"], scenario: "win-out" },
];
