// Blind held-out evaluation set 141 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: impatient, lower case.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_141: HeldOutCase[] = [
  // startSit
  { turns: ["chase or lamb this wk"], expect: "startSit", players: ["Ja'Marr Chase", "CeeDee Lamb"] },
  { turns: ["bijan gibbs who starts hurry"], expect: "startSit", players: ["Bijan Robinson", "Jahmyr Gibbs"] },
  { turns: ["mcbride kittle pick one for sunday"], expect: "startSit", players: ["Trey McBride", "George Kittle"] },
  { turns: ["puka or waddle", "wk 12 then"], expect: "startSit", players: ["Puka Nacua", "Jaylen Waddle"], week: 12 },
  {
    turns: ["jt or saquon this week", "same q next week"],
    expect: "startSit",
    players: ["Jonathan Taylor", "Saquon Barkley"],
    week: "next",
  },
  {
    turns: ["goff mayfield nix which one do i start wk 11"],
    expect: "startSit",
    players: ["Jared Goff", "Baker Mayfield", "Bo Nix"],
    week: 11,
  },

  // compare
  { turns: ["jsn or garrett wilson ros"], expect: "compare", players: ["Jaxon Smith-Njigba", "Garrett Wilson"] },
  {
    turns: ["dynasty jeanty or hampton who u taking"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  { turns: ["nabers vs london rest of season better"], expect: "compare", players: ["Malik Nabers", "Drake London"] },
  {
    turns: ["long term bowers or laporta", "swap laporta for kelce"],
    expect: "compare",
    players: ["Brock Bowers", "Travis Kelce"],
  },
  {
    turns: ["skattebo monangai who do i keep for next year"],
    expect: "compare",
    players: ["Cam Skattebo", "Kyle Monangai"],
  },
  {
    turns: ["egbuka ros good", "better than mcmillan tho"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },

  // slot
  { turns: ["who at flex"], expect: "slot", position: "FLEX" },
  { turns: ["te this week who do i play"], expect: "slot", position: "TE" },
  { turns: ["wr3 gimme a name now"], expect: "slot", position: "WR" },
  { turns: ["who kicks for me"], expect: "slot", position: "K" },
  { turns: ["who goes at rb2", "next wk too"], expect: "slot", position: "RB", week: "next" },
  { turns: ["which defense do i roll", "and wk 12"], expect: "slot", position: "DEF", week: 12 },

  // lineup
  { turns: ["set my lineup"], expect: "lineup" },
  { turns: ["lineup good or nah"], expect: "lineup" },
  { turns: ["fix my starters wk 12"], expect: "lineup", week: 12 },
  { turns: ["lineup for this week", "now next week"], expect: "lineup", week: "next" },
  { turns: ["any lineup changes or am i good"], expect: "lineup" },
  { turns: ["who do i start", "whole lineup i mean"], expect: "lineup" },

  // outlook
  { turns: ["hampton ros outlook"], expect: "outlook", players: ["Omarion Hampton"] },
  { turns: ["is judkins legit"], expect: "outlook", players: ["Quinshon Judkins"] },
  { turns: ["worthy projection this wk"], expect: "outlook", players: ["Xavier Worthy"] },
  { turns: ["how does dart look this week", "rest of season"], expect: "outlook", players: ["Jaxson Dart"] },
  { turns: ["odunze worth starting at all"], expect: "outlook", players: ["Rome Odunze"] },
  { turns: ["thoughts on bucky", "next week"], expect: "outlook", players: ["Bucky Irving"], week: "next" },

  // status
  { turns: ["is cmc playing"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["aj brown practicing or not"], expect: "status", players: ["A.J. Brown"] },
  { turns: ["what happened to andrews"], expect: "status", players: ["Mark Andrews"] },
  { turns: ["nico collins news", "he out sunday or what"], expect: "status", players: ["Nico Collins"] },
  { turns: ["ladd injury update now"], expect: "status", players: ["Ladd McConkey"] },
  { turns: ["aiyuk healthy", "and godwin"], expect: "status", players: ["Chris Godwin"] },

  // tradeValue
  { turns: ["sell high on rice"], expect: "tradeValue", players: ["Rashee Rice"] },
  { turns: ["jefferson trade value rn"], expect: "tradeValue", players: ["Justin Jefferson"] },
  { turns: ["hold or sell henry"], expect: "tradeValue", players: ["Derrick Henry"] },
  { turns: ["should i sell achane", "what about cook"], expect: "tradeValue", players: ["James Cook"] },
  { turns: ["mhj buy low or no"], expect: "tradeValue", players: ["Marvin Harrison Jr."] },
  { turns: ["higgins been hot", "sell him now or hold"], expect: "tradeValue", players: ["Tee Higgins"] },

  // buyLow
  { turns: ["buy low targets"], expect: "buyLow" },
  { turns: ["who do i sell high"], expect: "buyLow" },
  { turns: ["buy lows at wr go"], expect: "buyLow", position: "WR" },
  { turns: ["buy low candidates", "sell highs too"], expect: "buyLow" },
  { turns: ["any buy low rbs", "what about te"], expect: "buyLow", position: "TE" },

  // trade
  { turns: ["giving chase getting bijan yes or no"], expect: "trade", players: ["Ja'Marr Chase", "Bijan Robinson"] },
  {
    turns: ["they want my lamb for jacobs and pickens fair"],
    expect: "trade",
    players: ["CeeDee Lamb", "Josh Jacobs", "George Pickens"],
  },
  { turns: ["kelce for andrews who wins"], expect: "trade", players: ["Travis Kelce", "Mark Andrews"] },
  {
    turns: ["trade offer hurts for allen", "what if they throw in warren"],
    expect: "trade",
    players: ["Jalen Hurts", "Josh Allen", "Jaylen Warren"],
  },
  {
    turns: ["my breece for etienne plus waddle do it"],
    expect: "trade",
    players: ["Breece Hall", "Travis Etienne Jr.", "Jaylen Waddle"],
  },
  {
    turns: ["got an offer sutton and flowers for adams", "take it or not"],
    expect: "trade",
    players: ["Courtland Sutton", "Zay Flowers", "Davante Adams"],
  },

  // waivers
  { turns: ["who do i pick up"], expect: "waivers" },
  { turns: ["best fa rb"], expect: "waivers", position: "RB" },
  { turns: ["faab for woody marks how much"], expect: "waivers", players: ["Woody Marks"] },
  { turns: ["waiver adds now"], expect: "waivers" },
  { turns: ["best wr on waivers", "and te"], expect: "waivers", position: "TE" },
  { turns: ["dowdle on the wire", "bid how much"], expect: "waivers", players: ["Rico Dowdle"] },

  // playoffs
  { turns: ["playoff odds"], expect: "playoffs" },
  { turns: ["fourth and long shots record", "they making playoffs"], expect: "playoffs", team: "Fourth & Long Shots" },
  { turns: ["bye chances"], expect: "playoffs" },
  { turns: ["title odds coach tatum"], expect: "playoffs", team: "Red Zone Raiders" },
  { turns: ["my playoff chances", "and blitz brigade"], expect: "playoffs", team: "Blitz Brigade" },
  { turns: ["we winning a ship or what"], expect: "playoffs" },

  // improveOdds
  { turns: ["how do i make playoffs"], expect: "improveOdds" },
  { turns: ["what do i do to get better"], expect: "improveOdds" },
  { turns: ["make my team better now"], expect: "improveOdds" },
  { turns: ["improve my odds tell me what"], expect: "improveOdds" },
  { turns: ["my odds", "how do i bump them"], expect: "improveOdds" },
  { turns: ["title chances", "moves to raise that"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i playing"], expect: "matchup" },
  { turns: ["win prob"], expect: "matchup" },
  { turns: ["am i favored this wk"], expect: "matchup" },
  { turns: ["projected score vs coach quinn"], expect: "matchup", team: "Blitz Brigade" },
  { turns: ["who do i face", "and wk 12"], expect: "matchup", week: 12 },
  { turns: ["who do i play next week", "am i favored"], expect: "matchup", week: "next" },

  // record
  { turns: ["my record"], expect: "record" },
  { turns: ["where am i in standings"], expect: "record" },
  { turns: ["pocket passers record"], expect: "record", team: "Pocket Passers" },
  { turns: ["whats my record", "and coach finley"], expect: "record", team: "Waiver Wire Wizards" },
  { turns: ["standings spot", "and hail mary heroes"], expect: "record", team: "Hail Mary Heroes" },

  // rosterStatus
  { turns: ["who on my team hurt"], expect: "rosterStatus" },
  { turns: ["any of my guys on bye"], expect: "rosterStatus" },
  { turns: ["questionable guys on my roster"], expect: "rosterStatus" },
  { turns: ["who i got on bye next wk"], expect: "rosterStatus", week: "next" },
  { turns: ["anyone hurt on my squad", "wk 13 byes"], expect: "rosterStatus", week: 13 },
  { turns: ["my injuries", "and wk 12"], expect: "rosterStatus", week: 12 },

  // positionRank
  { turns: ["rank my wrs"], expect: "positionRank", position: "WR" },
  { turns: ["my rbs best to worst this week"], expect: "positionRank", position: "RB" },
  { turns: ["order my tes wk 12"], expect: "positionRank", position: "TE", week: 12 },
  { turns: ["rank my qbs", "now rbs"], expect: "positionRank", position: "RB" },
  { turns: ["sort my wideouts", "for next week"], expect: "positionRank", position: "WR", week: "next" },

  // projectedTotal
  { turns: ["projected points"], expect: "projectedTotal" },
  { turns: ["how many pts am i putting up"], expect: "projectedTotal" },
  { turns: ["floor and ceiling"], expect: "projectedTotal" },
  { turns: ["team projection", "and next wk"], expect: "projectedTotal", week: "next" },
  { turns: ["whats my range", "wk 13"], expect: "projectedTotal", week: 13 },

  // leaders
  { turns: ["who leads the league"], expect: "leaders" },
  { turns: ["best team"], expect: "leaders" },
  { turns: ["most points who"], expect: "leaders" },
  { turns: ["who has best playoff odds in the league"], expect: "leaders" },
  { turns: ["top team rn", "who scored most though"], expect: "leaders" },

  // sleepers
  { turns: ["sleepers"], expect: "sleepers" },
  { turns: ["stash guys for playoffs"], expect: "sleepers" },
  { turns: ["who breaks out soon", "just wrs"], expect: "sleepers", position: "WR" },
  { turns: ["deep sleeper rbs"], expect: "sleepers", position: "RB" },
  { turns: ["any sleepers", "te only"], expect: "sleepers", position: "TE" },

  // dropStash
  { turns: ["ir aiyuk or cut"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  { turns: ["who do i cut"], expect: "dropStash" },
  { turns: ["hold dobbins or drop"], expect: "dropStash", players: ["J.K. Dobbins"] },
  { turns: ["should i drop stevenson", "and tracy"], expect: "dropStash", players: ["Tyrone Tracy Jr."] },
  { turns: ["need a roster spot", "who goes"], expect: "dropStash" },

  // byeCover
  { turns: ["mcbride on bye who replaces"], expect: "byeCover", players: ["Trey McBride"], position: "TE" },
  { turns: ["need a qb for allens bye"], expect: "byeCover", players: ["Josh Allen"], position: "QB" },
  { turns: ["jacobs out who fills in"], expect: "byeCover", players: ["Josh Jacobs"], position: "RB" },
  {
    turns: ["bowers bye wk 12", "who covers"],
    expect: "byeCover",
    players: ["Brock Bowers"],
    position: "TE",
    week: 12,
  },
  { turns: ["kicker on bye", "who do i use"], expect: "byeCover", position: "K" },

  // scenario
  { turns: ["win out do i make it"], expect: "scenario", scenario: "win-out" },
  { turns: ["odds if i lose this week"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["3 and 2 am i in"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  { turns: ["win 2 of last 4 chances"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  { turns: ["playoff chances rn", "and if i run the table"], expect: "scenario", scenario: "win-out" },
  { turns: ["am i in", "if i win 2 more"], expect: "scenario", scenario: { wins: 2, games: null } },

  // tradeIdeas
  { turns: ["what can i get for pickens"], expect: "tradeIdeas", players: ["George Pickens"] },
  { turns: ["who needs a rb"], expect: "tradeIdeas", position: "RB" },
  { turns: ["trade ideas"], expect: "tradeIdeas" },
  { turns: ["henry and hill 2 for 1 what can i get"], expect: "tradeIdeas", players: ["Derrick Henry", "Tyreek Hill"] },
  {
    turns: ["what could olave fetch", "olave plus higgins"],
    expect: "tradeIdeas",
    players: ["Chris Olave", "Tee Higgins"],
  },
  { turns: ["need a wr", "who has one to trade"], expect: "tradeIdeas", position: "WR" },

  // help
  { turns: ["yo"], expect: "help" },
  { turns: ["what can u do"], expect: "help" },
  { turns: ["how does this work"], expect: "help" },
  { turns: ["help", "like what can i ask"], expect: "help" },
  { turns: ["sup", "what do u even do"], expect: "help" },

  // None
  { turns: ["weather in chicago tmrw"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["lebron or jokic for my hoops team"], expect: "None" },
  { turns: ["best wings recipe"], expect: "None" },
  { turns: ["start puka or nabers", "nvm lakers score"], expect: "None" },

  // two questions
  {
    turns: ["chase or lamb and is cmc playing"],
    expect: ["startSit", "status"],
    players: ["Ja'Marr Chase", "CeeDee Lamb", "Christian McCaffrey"],
  },
  { turns: ["wins losses and playoff chances"], expect: ["record", "playoffs"] },
  { turns: ["adds and drops this week"], expect: ["waivers", "dropStash"] },
  { turns: ["set lineup then tell me who im playing"], expect: ["lineup", "matchup"] },
  { turns: ["injuries on my team and projected pts"], expect: ["rosterStatus", "projectedTotal"] },
  { turns: ["sleepers and buy lows"], expect: ["sleepers", "buyLow"] },
  { turns: ["rank my tes and who leads the league"], expect: ["positionRank", "leaders"], position: "TE" },
  {
    turns: ["trade offer hill for kamara", "accept and what are my odds if i win out"],
    expect: ["trade", "scenario"],
    players: ["Tyreek Hill", "Alvin Kamara"],
    scenario: "win-out",
  },
  { turns: ["hampton ros and his trade value"], expect: ["outlook", "tradeValue"], players: ["Omarion Hampton"] },
  {
    turns: ["hows bijan looking", "is he healthy and whats he worth"],
    expect: ["status", "tradeValue"],
    players: ["Bijan Robinson"],
  },
];
