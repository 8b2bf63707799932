// Blind held-out evaluation set 197 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: terse, search-box style, 1–6 words, lowercase fragments, few verbs, lots of one- or
// two-word follow-ups from a manager who doesn't quite trust the bot.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_197: HeldOutCase[] = [
  // ---- startSit ----
  { turns: ["kittle or mcbride wk 11"], expect: "startSit", players: ["George Kittle", "Trey McBride"], week: 11 },
  { turns: ["start waddle?"], expect: "startSit", players: ["Jaylen Waddle"] },
  { turns: ["dowdle start?", "or jacobs"], expect: "startSit", players: ["Rico Dowdle", "Josh Jacobs"] },
  { turns: ["pollard kamara who starts"], expect: "startSit", players: ["Tony Pollard", "Alvin Kamara"] },
  {
    turns: ["meyers pickens odunze, start which"],
    expect: "startSit",
    players: ["Jakobi Meyers", "George Pickens", "Rome Odunze"],
  },
  {
    turns: ["jsn or nabers next wk"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Malik Nabers"],
    week: "next",
  },
  { turns: ["tee higgins start?", "godwin?"], expect: "startSit", players: ["Chris Godwin"] },
  {
    turns: ["hampton or judkins", "wk 12"],
    expect: "startSit",
    players: ["Omarion Hampton", "Quinshon Judkins"],
    week: 12,
  },
  { turns: ["kelce status", "ok so start him?"], expect: "startSit", players: ["Travis Kelce"] },
  { turns: ["start bo nix?", "or maye"], expect: "startSit", players: ["Bo Nix", "Drake Maye"] },
  { turns: ["flowers start?", "vs meyers"], expect: "startSit", players: ["Zay Flowers", "Jakobi Meyers"] },
  {
    turns: ["etienne or irving", "week 13 though"],
    expect: "startSit",
    players: ["Travis Etienne Jr.", "Bucky Irving"],
    week: 13,
  },

  // ---- compare ----
  { turns: ["bowers or mcbride ros"], expect: "compare", players: ["Brock Bowers", "Trey McBride"] },
  { turns: ["chase vs jefferson rest of season"], expect: "compare", players: ["Ja'Marr Chase", "Justin Jefferson"] },
  { turns: ["jeanty or bijan long term"], expect: "compare", players: ["Ashton Jeanty", "Bijan Robinson"] },
  {
    turns: ["egbuka outlook", "better than mcmillan ros?"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  { turns: ["kraft or ferguson", "rest of year"], expect: "compare", players: ["Tucker Kraft", "Jake Ferguson"] },

  // ---- slot ----
  { turns: ["flex?"], expect: "slot" },
  { turns: ["who in my flex wk 11"], expect: "slot", week: 11 },
  { turns: ["rb2 spot who"], expect: "slot", position: "RB" },
  { turns: ["superflex pick"], expect: "slot" },
  { turns: ["set lineup", "nah just the flex"], expect: "slot" },

  // ---- lineup ----
  { turns: ["lineup optimal?"], expect: "lineup" },
  { turns: ["set my best lineup"], expect: "lineup" },
  { turns: ["check lineup wk 12"], expect: "lineup", week: 12 },
  { turns: ["my lineup", "next week"], expect: "lineup", week: "next" },

  // ---- outlook ----
  { turns: ["derrick henry outlook"], expect: "outlook", players: ["Derrick Henry"] },
  { turns: ["london projection wk 11"], expect: "outlook", players: ["Drake London"], week: 11 },
  { turns: ["breece pts this week"], expect: "outlook", players: ["Breece Hall"] },
  { turns: ["kyle monangai", "projection"], expect: "outlook", players: ["Kyle Monangai"] },
  { turns: ["start tyreek?", "his ceiling tho"], expect: "outlook", players: ["Tyreek Hill"] },
  { turns: ["cook or jacobs", "just cook outlook"], expect: "outlook", players: ["James Cook"] },

  // ---- status ----
  { turns: ["henry status"], expect: "status", players: ["Derrick Henry"] },
  { turns: ["cmc", "playing?"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["nabers hurt?"], expect: "status", players: ["Malik Nabers"] },
  { turns: ["chuba", "injured?"], expect: "status", players: ["Chuba Hubbard"] },
  { turns: ["amon-ra out?"], expect: "status", players: ["Amon-Ra St. Brown"] },
  { turns: ["start burrow?", "is he even back"], expect: "status", players: ["Joe Burrow"] },

  // ---- tradeValue ----
  { turns: ["lamb", "trade value"], expect: "tradeValue", players: ["CeeDee Lamb"] },
  { turns: ["sell kittle?"], expect: "tradeValue", players: ["George Kittle"] },
  { turns: ["hold or sell jeanty"], expect: "tradeValue", players: ["Ashton Jeanty"] },
  { turns: ["mark andrews", "sell now?"], expect: "tradeValue", players: ["Mark Andrews"] },
  { turns: ["barkley or henry ros", "barkley trade value"], expect: "tradeValue", players: ["Saquon Barkley"] },

  // ---- buyLow ----
  { turns: ["buy low targets"], expect: "buyLow" },
  { turns: ["sell high guys"], expect: "buyLow" },
  { turns: ["buy lows", "wrs only"], expect: "buyLow", position: "WR" },

  // ---- trade ----
  { turns: ["kelce for olave accept?"], expect: "trade", players: ["Travis Kelce", "Chris Olave"] },
  {
    turns: ["barkley for chase + cook. take it?"],
    expect: "trade",
    players: ["Saquon Barkley", "Ja'Marr Chase", "James Cook"],
  },
  { turns: ["my bowers for their cmc?"], expect: "trade", players: ["Brock Bowers", "Christian McCaffrey"] },
  { turns: ["harper offering hall for london", "do it?"], expect: "trade", players: ["Breece Hall", "Drake London"] },
  { turns: ["taylor for puka", "accept or decline"], expect: "trade", players: ["Jonathan Taylor", "Puka Nacua"] },
  {
    turns: ["waddle + pollard for jsn, accept?"],
    expect: "trade",
    players: ["Jaylen Waddle", "Tony Pollard", "Jaxon Smith-Njigba"],
  },
  {
    turns: ["irving for mcconkey and rachaad. yes?"],
    expect: "trade",
    players: ["Bucky Irving", "Ladd McConkey", "Rachaad White"],
  },
  { turns: ["offer: aiyuk for kraft", "thoughts"], expect: "trade", players: ["Brandon Aiyuk", "Tucker Kraft"] },
  {
    turns: ["got an offer", "pickens for hampton", "take it?"],
    expect: "trade",
    players: ["George Pickens", "Omarion Hampton"],
  },

  // ---- tradeIdeas ----
  { turns: ["trade bowers for?"], expect: "tradeIdeas", players: ["Brock Bowers"] },
  { turns: ["what can i get for evans"], expect: "tradeIdeas", players: ["Mike Evans"] },
  { turns: ["rb trade targets"], expect: "tradeIdeas", position: "RB" },
  { turns: ["2 for 1 ideas"], expect: "tradeIdeas" },
  { turns: ["offer to red zone raiders?"], expect: "tradeIdeas", team: "Red Zone Raiders" },
  { turns: ["trade ideas", "with coach ellis"], expect: "tradeIdeas", team: "Pocket Passers" },
  {
    turns: ["walker + adams, what'd they fetch"],
    expect: "tradeIdeas",
    players: ["Kenneth Walker III", "Davante Adams"],
  },

  // ---- waivers ----
  { turns: ["best FA rb"], expect: "waivers", position: "RB" },
  { turns: ["waiver pickups", "top guy faab?"], expect: "waivers" },
  { turns: ["faab bid woody marks"], expect: "waivers", players: ["Woody Marks"] },
  { turns: ["pick up fannin?"], expect: "waivers", players: ["Harold Fannin Jr."] },
  { turns: ["wr on waivers?"], expect: "waivers", position: "WR" },
  { turns: ["how much faab", "for sean tucker"], expect: "waivers", players: ["Sean Tucker"] },
  { turns: ["top free agent te"], expect: "waivers", position: "TE" },
  { turns: ["waivers", "qbs"], expect: "waivers", position: "QB" },
  { turns: ["gainwell worth a claim"], expect: "waivers", players: ["Kenneth Gainwell"] },
  { turns: ["any rb hurt on my team", "replacement off waivers"], expect: "waivers", position: "RB" },

  // ---- playoffs ----
  { turns: ["my odds"], expect: "playoffs" },
  { turns: ["playoff odds", "title odds?"], expect: "playoffs" },
  { turns: ["blitz brigade playoff odds"], expect: "playoffs", team: "Blitz Brigade" },
  { turns: ["record?", "playoff odds"], expect: "playoffs" },
  { turns: ["my odds", "coach quinn's?"], expect: "playoffs", team: "Blitz Brigade" },
  { turns: ["am i in"], expect: "playoffs" },
  { turns: ["chance to win it all"], expect: "playoffs" },

  // ---- improveOdds ----
  { turns: ["how to boost my odds"], expect: "improveOdds" },
  { turns: ["playoff odds", "how do i raise em"], expect: "improveOdds" },
  { turns: ["moves to make playoffs"], expect: "improveOdds" },
  { turns: ["improve odds?"], expect: "improveOdds" },

  // ---- matchup ----
  { turns: ["who do i play"], expect: "matchup" },
  { turns: ["matchup wk 11"], expect: "matchup", week: 11 },
  { turns: ["am i favored"], expect: "matchup" },
  { turns: ["win prob this week"], expect: "matchup" },
  { turns: ["matchup", "next week?"], expect: "matchup", week: "next" },
  { turns: ["who are sunday scaries playing"], expect: "matchup", team: "Sunday Scaries" },
  { turns: ["hail mary heroes opp wk 12"], expect: "matchup", team: "Hail Mary Heroes", week: 12 },
  { turns: ["win prob", "wk 13"], expect: "matchup", week: 13 },
  { turns: ["who's coach sutton got", "favored?"], expect: "matchup", team: "Hail Mary Heroes" },

  // ---- record ----
  { turns: ["record?"], expect: "record" },
  { turns: ["what place am i"], expect: "record" },
  { turns: ["end zone envy record"], expect: "record", team: "End Zone Envy" },
  { turns: ["my record", "coach marlow?"], expect: "record", team: "Two-Minute Drill" },
  { turns: ["who's first", "where am i"], expect: "record" },

  // ---- rosterStatus ----
  { turns: ["injuries on my team"], expect: "rosterStatus" },
  { turns: ["byes next week"], expect: "rosterStatus", week: "next" },
  { turns: ["who's on bye wk 12"], expect: "rosterStatus", week: 12 },
  { turns: ["roster check", "anyone hurt"], expect: "rosterStatus" },
  { turns: ["my byes", "wk 14?"], expect: "rosterStatus", week: 14 },

  // ---- positionRank ----
  { turns: ["rank my wrs"], expect: "positionRank", position: "WR" },
  { turns: ["rb ranks wk 11"], expect: "positionRank", position: "RB", week: 11 },
  { turns: ["rank my wrs", "now te"], expect: "positionRank", position: "TE" },

  // ---- projectedTotal ----
  { turns: ["projected pts"], expect: "projectedTotal" },
  { turns: ["my floor this week"], expect: "projectedTotal" },
  { turns: ["team ceiling wk 12"], expect: "projectedTotal", week: 12 },
  { turns: ["team projected total", "next week?"], expect: "projectedTotal", week: "next" },

  // ---- leaders ----
  { turns: ["best team in league"], expect: "leaders" },
  { turns: ["most points scored"], expect: "leaders" },
  { turns: ["who has best odds"], expect: "leaders" },

  // ---- sleepers ----
  { turns: ["deep sleepers"], expect: "sleepers" },
  { turns: ["stash for playoffs"], expect: "sleepers" },
  { turns: ["pickups for next week"], expect: "sleepers", week: "next" },
  { turns: ["waiver rbs", "deeper stash"], expect: "sleepers", position: "RB" },

  // ---- dropStash ----
  { turns: ["drop nabers?"], expect: "dropStash", players: ["Malik Nabers"] },
  { turns: ["aiyuk IR hold?"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  { turns: ["stash or drop tyreek"], expect: "dropStash", players: ["Tyreek Hill"] },
  { turns: ["jayden reed status", "cut him?"], expect: "dropStash", players: ["Jayden Reed"] },

  // ---- byeCover ----
  { turns: ["qb for bye week"], expect: "byeCover", position: "QB" },
  { turns: ["te fill-in wk 11"], expect: "byeCover", position: "TE", week: 11 },
  { turns: ["need a k for the bye"], expect: "byeCover", position: "K" },
  { turns: ["lamar on bye", "backup qb?"], expect: "byeCover", position: "QB" },

  // ---- scenario ----
  { turns: ["if i win out?"], expect: "scenario", scenario: "win-out" },
  { turns: ["3-2 finish, in?"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  { turns: ["lose this week still in?"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["my odds", "if i go 4-1"], expect: "scenario", scenario: { wins: 4, games: 5 } },
  { turns: ["playoff odds", "win out?"], expect: "scenario", scenario: "win-out" },
  { turns: ["win 3 more, in?"], expect: "scenario", scenario: { wins: 3, games: null } },

  // ---- help ----
  { turns: ["help"], expect: "help" },
  { turns: ["what can you do"], expect: "help" },
  { turns: ["hi", "what do u do"], expect: "help" },

  // ---- None ----
  { turns: ["weather lambeau sunday"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["bills spread"], expect: "None" },
  { turns: ["nba picks tonight"], expect: "None" },
  { turns: ["dk lineup tonight"], expect: "None" },
  { turns: ["app keeps crashing"], expect: "None" },
  { turns: ["thanks"], expect: "None" },
  { turns: ["who won super bowl 2000"], expect: "None" },
  { turns: ["start kittle?", "thx"], expect: "None" },
  { turns: ["my odds", "cool"], expect: "None" },

  // ---- two asks in one message ----
  { turns: ["record and odds"], expect: ["record", "playoffs"] },
  { turns: ["henry status + start?"], expect: ["status", "startSit"], players: ["Derrick Henry"] },
  { turns: ["matchup & projected pts"], expect: ["matchup", "projectedTotal"] },
  { turns: ["byes and waivers"], expect: ["rosterStatus", "waivers"] },
  { turns: ["kelce value, buy lows?"], expect: ["tradeValue", "buyLow"], players: ["Travis Kelce"] },
  { turns: ["my odds, how to improve"], expect: ["playoffs", "improveOdds"] },
  { turns: ["check lineup then waivers"], expect: ["lineup", "waivers"] },
];
