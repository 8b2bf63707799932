// Blind held-out evaluation set 129 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a manager who writes short, clipped questions of two to six words.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_129: HeldOutCase[] = [
  // startSit
  { turns: ["nabers or nacua this wk?"], expect: "startSit", players: ["Malik Nabers", "Puka Nacua"] },
  { turns: ["jacobs or jt?"], expect: "startSit", players: ["Josh Jacobs", "Jonathan Taylor"] },
  {
    turns: ["start gibbs or bijan?", "what about henry or bijan"],
    expect: "startSit",
    players: ["Derrick Henry", "Bijan Robinson"],
  },
  {
    turns: ["lamb hill or waddle, start who"],
    expect: "startSit",
    players: ["CeeDee Lamb", "Tyreek Hill", "Jaylen Waddle"],
  },
  {
    turns: ["cook or achane?", "for wk 11 i mean"],
    expect: "startSit",
    players: ["James Cook", "De'Von Achane"],
    week: 11,
  },
  {
    turns: ["flowers or collins?", "what about next week"],
    expect: "startSit",
    players: ["Zay Flowers", "Nico Collins"],
    week: "next",
  },

  // compare
  { turns: ["chase vs jefferson ros"], expect: "compare", players: ["Ja'Marr Chase", "Justin Jefferson"] },
  { turns: ["bowers or laporta long term?"], expect: "compare", players: ["Brock Bowers", "Sam LaPorta"] },
  { turns: ["jsn vs olave rest of szn"], expect: "compare", players: ["Jaxon Smith-Njigba", "Chris Olave"] },
  {
    turns: ["breece outlook?", "better than skattebo ros?"],
    expect: "compare",
    players: ["Breece Hall", "Cam Skattebo"],
  },
  { turns: ["jeanty or hampton ros?"], expect: "compare", players: ["Ashton Jeanty", "Omarion Hampton"] },
  {
    turns: ["mclaurin ros?", "him or sutton long term"],
    expect: "compare",
    players: ["Terry McLaurin", "Courtland Sutton"],
  },

  // slot
  { turns: ["who's my flex?"], expect: "slot", position: "FLEX" },
  { turns: ["best te option this week"], expect: "slot", position: "TE" },
  { turns: ["lineup for sunday?", "just rb2 tho"], expect: "slot", position: "RB" },
  { turns: ["who at qb wk 11"], expect: "slot", position: "QB", week: 11 },
  { turns: ["lineup look ok?", "who goes in flex"], expect: "slot", position: "FLEX" },
  { turns: ["which d to start"], expect: "slot", position: "DEF" },

  // lineup
  { turns: ["set my lineup"], expect: "lineup" },
  { turns: ["optimize lineup wk 11"], expect: "lineup", week: 11 },
  { turns: ["hey", "is my lineup good?"], expect: "lineup" },
  { turns: ["fix my starters pls"], expect: "lineup" },
  { turns: ["nabers questionable?", "ok redo my lineup then"], expect: "lineup" },
  { turns: ["best lineup next week"], expect: "lineup", week: "next" },

  // outlook
  { turns: ["is puka legit"], expect: "outlook", players: ["Puka Nacua"] },
  { turns: ["kyren or hall?", "ok just kyren ros?"], expect: "outlook", players: ["Kyren Williams"] },
  { turns: ["what to expect from dart"], expect: "outlook", players: ["Jaxson Dart"] },
  { turns: ["egbuka projection this week"], expect: "outlook", players: ["Emeka Egbuka"] },
  { turns: ["how's london looking ros", "and mcmillan?"], expect: "outlook", players: ["Tetairoa McMillan"] },
  { turns: ["monangai real or fluke"], expect: "outlook", players: ["Kyle Monangai"] },

  // status
  { turns: ["start cmc?", "is he even playing"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["kittle injury update?"], expect: "status", players: ["George Kittle"] },
  { turns: ["jefferson on bye?"], expect: "status", players: ["Justin Jefferson"] },
  { turns: ["is hill hurt?", "what about waddle"], expect: "status", players: ["Jaylen Waddle"] },
  { turns: ["rice out this week?"], expect: "status", players: ["Rashee Rice"] },
  { turns: ["start etienne or kamara?", "wait is kamara even active"], expect: "status", players: ["Alvin Kamara"] },

  // tradeValue
  { turns: ["sell high on jacobs?"], expect: "tradeValue", players: ["Josh Jacobs"] },
  { turns: ["buy low on pitts?"], expect: "tradeValue", players: ["Kyle Pitts"] },
  { turns: ["bowers outlook?", "what's he worth"], expect: "tradeValue", players: ["Brock Bowers"] },
  { turns: ["hold or sell kelce"], expect: "tradeValue", players: ["Travis Kelce"] },
  { turns: ["waddle outlook", "should i sell him"], expect: "tradeValue", players: ["Jaylen Waddle"] },

  // buyLow
  { turns: ["buy low targets?"], expect: "buyLow" },
  { turns: ["who to sell high"], expect: "buyLow" },
  { turns: ["any buy lows out there"], expect: "buyLow" },
  { turns: ["any buy lows?", "sell highs too?"], expect: "buyLow" },
  { turns: ["trade deadline when?", "who should i buy low"], expect: "buyLow" },

  // trade
  { turns: ["nabers for chase, accept?"], expect: "trade", players: ["Malik Nabers", "Ja'Marr Chase"] },
  {
    turns: ["coach quinn offered", "jacobs for london, fair?"],
    expect: "trade",
    players: ["Josh Jacobs", "Drake London"],
  },
  { turns: ["kelce for pickens, do it?"], expect: "trade", players: ["Travis Kelce", "George Pickens"] },
  { turns: ["hall + waddle for gibbs?"], expect: "trade", players: ["Breece Hall", "Jaylen Waddle", "Jahmyr Gibbs"] },
  {
    turns: ["harper wants cook", "adams for him, take it?"],
    expect: "trade",
    players: ["Davante Adams", "James Cook"],
  },

  // tradeIdeas
  { turns: ["need a rb, trade ideas?"], expect: "tradeIdeas", position: "RB" },
  { turns: ["find a trade partner for kelce"], expect: "tradeIdeas", players: ["Travis Kelce"] },
  { turns: ["want to move chase", "2 for 1 ideas?"], expect: "tradeIdeas", players: ["Ja'Marr Chase"] },
  { turns: ["trade targets at wr"], expect: "tradeIdeas", position: "WR" },
  { turns: ["my te is trash", "trade for one?"], expect: "tradeIdeas", position: "TE" },

  // waivers
  { turns: ["best waiver pickups"], expect: "waivers" },
  { turns: ["marks on waivers?", "how much faab"], expect: "waivers", players: ["Woody Marks"] },
  { turns: ["any rbs on waivers?"], expect: "waivers", position: "RB" },
  { turns: ["kinda thin at wr", "any free agents worth it"], expect: "waivers", position: "WR" },
  { turns: ["faab bid for tracy?"], expect: "waivers", players: ["Tyrone Tracy Jr."] },

  // sleepers
  { turns: ["deep sleepers?"], expect: "sleepers" },
  { turns: ["waiver adds?", "deeper guys for later?"], expect: "sleepers" },
  { turns: ["stash candidates for playoffs"], expect: "sleepers" },
  { turns: ["under the radar rbs"], expect: "sleepers", position: "RB" },
  { turns: ["waivers look thin", "any deeper stashes"], expect: "sleepers" },

  // dropStash
  { turns: ["dobbins out again", "drop him?"], expect: "dropStash", players: ["J.K. Dobbins"] },
  { turns: ["hold or cut aiyuk"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  { turns: ["stash godwin or cut"], expect: "dropStash", players: ["Chris Godwin"] },
  { turns: ["need roster spot", "who's cuttable"], expect: "dropStash" },
  { turns: ["worth holding andrews injured?"], expect: "dropStash", players: ["Mark Andrews"] },

  // byeCover
  { turns: ["kraft bye, backup te?"], expect: "byeCover", players: ["Tucker Kraft"], position: "TE" },
  {
    turns: ["allen bye next week", "need qb streamer"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
    week: "next",
  },
  { turns: ["who covers lamb's bye"], expect: "byeCover", players: ["CeeDee Lamb"] },
  { turns: ["need a def for bye week"], expect: "byeCover", position: "DEF" },
  { turns: ["henry on bye wk 11?", "who fills in then"], expect: "byeCover", players: ["Derrick Henry"], week: 11 },
  { turns: ["laporta playing?", "ok and if he's out?"], expect: "byeCover", players: ["Sam LaPorta"] },

  // playoffs
  { turns: ["playoff odds?"], expect: "playoffs" },
  { turns: ["do i make playoffs"], expect: "playoffs" },
  { turns: ["first round bye odds?"], expect: "playoffs" },
  { turns: ["title odds"], expect: "playoffs" },
  { turns: ["what's my record", "am i making playoffs"], expect: "playoffs" },

  // scenario
  { turns: ["odds if i win out"], expect: "scenario", scenario: "win-out" },
  { turns: ["my odds?", "what if i lose this week"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["win 2 of 4, am i in"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  { turns: ["3-1 finish get me in?"], expect: "scenario", scenario: { wins: 3, games: 4 } },
  { turns: ["playoff odds?", "and if i win out"], expect: "scenario", scenario: "win-out" },
  { turns: ["win 3 more, make it?"], expect: "scenario", scenario: { wins: 3, games: null } },

  // improveOdds
  { turns: ["how do i improve my odds"], expect: "improveOdds" },
  { turns: ["moves to make playoffs?"], expect: "improveOdds" },
  { turns: ["how to get better"], expect: "improveOdds" },
  { turns: ["playoff odds?", "how do i raise them"], expect: "improveOdds" },
  { turns: ["what moves boost my chances"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i playing"], expect: "matchup" },
  { turns: ["win chances this week?"], expect: "matchup" },
  { turns: ["matchup preview"], expect: "matchup" },
  { turns: ["who am i playing", "and week 12?"], expect: "matchup", week: 12 },
  { turns: ["who do i play this week", "do i win?"], expect: "matchup" },

  // projectedTotal
  { turns: ["my projected points?"], expect: "projectedTotal" },
  { turns: ["team projection wk 11"], expect: "projectedTotal", week: 11 },
  { turns: ["floor and ceiling this week"], expect: "projectedTotal" },
  { turns: ["matchup this week?", "what's my projection"], expect: "projectedTotal" },
  { turns: ["my projection?", "next week?"], expect: "projectedTotal", week: "next" },

  // record
  { turns: ["what's my record"], expect: "record" },
  { turns: ["standings?", "where am i"], expect: "record" },
  { turns: ["blitz brigade record?"], expect: "record", team: "Blitz Brigade" },
  { turns: ["coach ellis record?"], expect: "record", team: "Pocket Passers" },
  { turns: ["my record?", "and sunday scaries?"], expect: "record", team: "Sunday Scaries" },

  // leaders
  { turns: ["who's in first"], expect: "leaders" },
  { turns: ["standings?"], expect: "leaders" },
  { turns: ["best team in league"], expect: "leaders" },
  { turns: ["most points scored?"], expect: "leaders" },
  { turns: ["my record?", "who's leading the league"], expect: "leaders" },

  // rosterStatus
  { turns: ["any injuries on my team"], expect: "rosterStatus" },
  { turns: ["who's on bye this week?", "on my team i mean"], expect: "rosterStatus" },
  { turns: ["roster injuries next week"], expect: "rosterStatus", week: "next" },
  { turns: ["week 12 byes on my team"], expect: "rosterStatus", week: 12 },
  { turns: ["lineup set?", "anyone hurt on my roster"], expect: "rosterStatus" },
  { turns: ["injury report for my guys"], expect: "rosterStatus" },

  // positionRank
  { turns: ["rank my wrs"], expect: "positionRank", position: "WR" },
  { turns: ["rank my rbs", "for next week"], expect: "positionRank", position: "RB", week: "next" },
  { turns: ["order my tes wk 11"], expect: "positionRank", position: "TE", week: 11 },
  { turns: ["my qbs ranked"], expect: "positionRank", position: "QB" },
  { turns: ["rank my wrs", "now rbs"], expect: "positionRank", position: "RB" },

  // help
  { turns: ["hi"], expect: "help" },
  { turns: ["what can you do"], expect: "help" },
  { turns: ["help"], expect: "help" },
  { turns: ["yo what do u do"], expect: "help" },
  { turns: ["commands?"], expect: "help" },
  { turns: ["hello", "what can u help with"], expect: "help" },

  // None
  { turns: ["weather in buffalo sunday?"], expect: "None" },
  { turns: ["lol", "tell me a joke"], expect: "None" },
  { turns: ["lakers score?"], expect: "None" },
  { turns: ["mahomes over 2.5 tds?"], expect: "None" },
  { turns: ["help w/ my math hw"], expect: "None" },
  { turns: ["who am i playing", "thx. whats for dinner"], expect: "None" },

  // two asks in one message
  { turns: ["my record and playoff odds?"], expect: ["record", "playoffs"] },
  { turns: ["who am i playing, projected pts?"], expect: ["matchup", "projectedTotal"] },
  { turns: ["is kittle hurt? backup te?"], expect: ["status", "byeCover"], players: ["George Kittle"], position: "TE" },
  { turns: ["rank my rbs, then set lineup"], expect: ["positionRank", "lineup"], position: "RB" },
  { turns: ["waiver adds and who to drop"], expect: ["waivers", "dropStash"] },
  { turns: ["standings + my record"], expect: ["leaders", "record"] },
  { turns: ["sell jacobs? who to target?"], expect: ["tradeValue", "tradeIdeas"], players: ["Josh Jacobs"] },
  { turns: ["injuries/byes, then fix lineup"], expect: ["rosterStatus", "lineup"] },
  { turns: ["odds now and if i win out"], expect: ["playoffs", "scenario"], scenario: "win-out" },
  { turns: ["puka legit? buy him?"], expect: ["outlook", "tradeValue"], players: ["Puka Nacua"] },
  { turns: ["flex pick and projected total"], expect: ["slot", "projectedTotal"], position: "FLEX" },
  { turns: ["buy lows and trade partners?"], expect: ["buyLow", "tradeIdeas"] },
  { turns: ["who's first? am i in?"], expect: ["leaders", "playoffs"] },
  { turns: ["faab on marks, drop who?"], expect: ["waivers", "dropStash"], players: ["Woody Marks"] },
];
