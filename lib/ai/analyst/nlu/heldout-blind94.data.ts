// Blind held-out evaluation set 94 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a Spanish speaker writing English with small grammar slips ('is good trade?', 'who I must
// start') and the odd Spanish word.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_94: HeldOutCase[] = [
  // startSit
  {
    turns: ["I have Nabers and Drake London but only one WR spot open"],
    expect: "startSit",
    players: ["Malik Nabers", "Drake London"],
  },
  {
    turns: ["for week 11 is better to play Jonathan Tayler or Bijan?"],
    expect: "startSit",
    players: ["Jonathan Taylor", "Bijan Robinson"],
    week: 11,
  },
  {
    turns: ["should I start Chuba Hubbard or Rico Dowdle?", "and Dowdle vs Kyren, who I start?"],
    expect: "startSit",
    players: ["Rico Dowdle", "Kyren Williams"],
  },
  {
    turns: ["Smith Njigba, Puka or St Brown... I can play only two of them, who I bench?"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: ["Caleb Williams or Herbert this week? and Herbert he is healthy?"],
    expect: ["startSit", "status"],
    players: ["Caleb Williams", "Justin Herbert"],
  },
  {
    turns: ["start Kraft or Ferguson this week?", "what about Kelce instead of Ferguson?"],
    expect: "startSit",
    players: ["Tucker Kraft", "Travis Kelce"],
  },

  // compare
  {
    turns: ["long term I prefer Tetairoa McMillan or Egbuka, que piensas?"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: [
      "I am thinking to keep only one tight end for the rest of the year",
      "Bowers or Mcbride, which one is more valuable to keep?",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["who is better ROS, Breece Hall or James Cook?", "ok and Cook compare with Achane?"],
    expect: "compare",
    players: ["James Cook", "De'Von Achane"],
  },
  {
    turns: ["Bucky Irving o Chase Brown, for the playoff run which one you want in your team?"],
    expect: "compare",
    players: ["Bucky Irving", "Chase Brown"],
  },
  {
    turns: ["long term who is better, Odunze or Worthy? and Worthy still have trade value?"],
    expect: ["compare", "tradeValue"],
    players: ["Rome Odunze", "Xavier Worthy"],
  },
  {
    turns: [
      "CeeDee Lamb or Justin Jefferson for rest of season?",
      "forget Jefferson, Lamb vs Ja'Marr then, for long term",
    ],
    expect: "compare",
    players: ["CeeDee Lamb", "Ja'Marr Chase"],
  },

  // slot
  { turns: ["who I put in my flex this week?"], expect: "slot" },
  { turns: ["Jacobs is out this week with the knee", "so who go in his RB spot?"], expect: "slot", position: "RB" },
  { turns: ["quien debe ser my QB this week?"], expect: "slot", position: "QB" },
  {
    turns: ["for the flex I have Waddle, Pollard and Meyers, which one goes there?"],
    expect: "slot",
    players: ["Jaylen Waddle", "Tony Pollard", "Jakobi Meyers"],
  },
  { turns: ["who is best option for my WR2 in week 11?"], expect: "slot", position: "WR", week: 11 },
  { turns: ["my kicker is terrible", "who I should use in the K spot this week?"], expect: "slot", position: "K" },

  // lineup
  { turns: ["can you optimize my lineup por favor"], expect: "lineup" },
  { turns: ["my lineup is correct for this week or I need change something?"], expect: "lineup" },
  { turns: ["I was on a trip, I not check nothing for days", "set the best lineup for me"], expect: "lineup" },
  { turns: ["check my starters for week 11 please"], expect: "lineup", week: 11 },
  { turns: ["optimize my lineup and also tell me if I am the favorite this week"], expect: ["lineup", "matchup"] },
  { turns: ["I moved Pickens to the bench", "now is my lineup ok or I make a mistake?"], expect: "lineup" },

  // outlook
  { turns: ["how many points will score Puka Nacua this week?"], expect: "outlook", players: ["Puka Nacua"] },
  {
    turns: ["I just got Judkins in a trade", "how he looks for the rest of the season?"],
    expect: "outlook",
    players: ["Quinshon Judkins"],
  },
  { turns: ["projection for Jaxson Dart in week 11?"], expect: "outlook", players: ["Jaxson Dart"], week: 11 },
  {
    turns: ["how many points you project for Egbuka this week?", "and for him next week?"],
    expect: "outlook",
    players: ["Emeka Egbuka"],
    week: "next",
  },
  {
    turns: ["how Drake Maye looks rest of the season, and what is his trade value?"],
    expect: ["outlook", "tradeValue"],
    players: ["Drake Maye"],
  },
  {
    turns: ["I am worried about Kenneth Walker", "he will do good this week or no?"],
    expect: "outlook",
    players: ["Kenneth Walker III"],
  },

  // status
  { turns: ["what is the injury designation for Ladd McConkey?"], expect: "status", players: ["Ladd McConkey"] },
  { turns: ["I start Nico Collins at WR1", "he is hurt or no?"], expect: "status", players: ["Nico Collins"] },
  { turns: ["Ja'Marr is questionable? I see something in twitter"], expect: "status", players: ["Ja'Marr Chase"] },
  {
    turns: ["is Mark Andrews playing?", "and Kittle, he is healthy now?"],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: ["is Jameson Williams hurt? and if yes, who I pick up from waivers?"],
    expect: ["status", "waivers"],
    players: ["Jameson Williams"],
  },
  {
    turns: ["Saquon left the game early last week", "what is his status for sunday?"],
    expect: "status",
    players: ["Saquon Barkley"],
  },

  // tradeValue
  { turns: ["how much is worth Jahmyr Gibbs in a trade?"], expect: "tradeValue", players: ["Jahmyr Gibbs"] },
  { turns: ["I should sell Davante Adams now or wait?"], expect: "tradeValue", players: ["Davante Adams"] },
  {
    turns: ["Terry McLaurin is frustrating me", "what I can get for him in a trade?"],
    expect: "tradeValue",
    players: ["Terry McLaurin"],
  },
  {
    turns: ["is moment to buy Brian Thomas Jr? his value is low I think"],
    expect: "tradeValue",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["Lamar had a monster game", "what is his trade value right now?"],
    expect: "tradeValue",
    players: ["Lamar Jackson"],
  },
  { turns: ["Courtland Sutton, vender o mantener?"], expect: "tradeValue", players: ["Courtland Sutton"] },

  // buyLow
  { turns: ["who are good buy low players right now?"], expect: "buyLow" },
  { turns: ["which guys I should sell high this week?"], expect: "buyLow" },
  { turns: ["dame some buy-low targets please"], expect: "buyLow" },
  {
    turns: ["my team is 5-4 and need upgrades", "which players are cheap now because they played bad?"],
    expect: "buyLow",
  },
  { turns: ["some of my guys are overperforming", "who I should sell high before they fall?"], expect: "buyLow" },
  {
    turns: [
      "I want to be aggressive in trades this week",
      "which players are undervalued now that I should try to get?",
    ],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["Coach Reese send me an offer", "I give Chris Olave and I get Jordan Addison, is good trade?"],
    expect: "trade",
    players: ["Chris Olave", "Jordan Addison"],
    team: "Play Action Pack",
  },
  {
    turns: ["Coach Quinn offer me Tee Higgins for my Kamara, I accept?"],
    expect: "trade",
    players: ["Tee Higgins", "Alvin Kamara"],
    team: "Blitz Brigade",
  },
  {
    turns: [
      "somebody send me a trade offer",
      "they want Josh Jacobs and they give Jaylen Warren plus DK Metcalf. is fair?",
    ],
    expect: "trade",
    players: ["Josh Jacobs", "Jaylen Warren", "DK Metcalf"],
  },
  {
    turns: ["they offer me Burrow for my Hurts", "I should accept? is good for me?"],
    expect: "trade",
    players: ["Joe Burrow", "Jalen Hurts"],
  },
  {
    turns: ["they offer me Etiene for Cam Skatebo, is good? and what is Skattebo worth really?"],
    expect: ["trade", "tradeValue"],
    players: ["Travis Etienne Jr.", "Cam Skattebo"],
  },
  {
    turns: ["I am thinking to offer Kyle Pitts for Hunter Henry", "is good idea or I lose in this deal?"],
    expect: "trade",
    players: ["Kyle Pitts", "Hunter Henry"],
  },

  // waivers
  { turns: ["waivers run tonight", "who I pick up this week?"], expect: "waivers" },
  { turns: ["how much FAAB I bid for Kyle Monangai?"], expect: "waivers", players: ["Kyle Monangai"] },
  { turns: ["I have 43 dollars of FAAB left", "who is worth to spend it this week?"], expect: "waivers" },
  { turns: ["should I claim Woody Marks and how much I bid?"], expect: "waivers", players: ["Woody Marks"] },
  { turns: ["who I add from waivers and which injured guy I drop for make room?"], expect: ["waivers", "dropStash"] },
  {
    turns: ["I see Tyrone Tracy is free agent in our league", "I should put a claim for him?"],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },

  // playoffs
  { turns: ["what are my chances for make the playoffs?"], expect: "playoffs" },
  { turns: ["I am 5-4 after nine weeks", "I will make playoffs this year or no?"], expect: "playoffs" },
  { turns: ["probabilidad de playoffs for my team?"], expect: "playoffs" },
  { turns: ["I lost again last week, terrible", "so how my playoff odds look now?"], expect: "playoffs" },
  { turns: ["what are my playoff odds and how I can improve them?"], expect: ["playoffs", "improveOdds"] },
  { turns: ["percent chance Gridiron Gurus get in the playoffs?"], expect: "playoffs" },

  // improveOdds
  { turns: ["what moves I can do to raise my playoff odds?"], expect: "improveOdds" },
  { turns: ["how I improve my chances for make playoffs?"], expect: "improveOdds" },
  { turns: ["my odds are like 40% right?", "what I need to do for make them better?"], expect: "improveOdds" },
  { turns: ["tell me which changes help me most to get into playoffs"], expect: "improveOdds" },
  {
    turns: ["I want to be in playoffs so bad", "which trades or pickups increase my odds more?"],
    expect: "improveOdds",
  },
  { turns: ["what is the best move so my playoff percentage go up?"], expect: "improveOdds" },

  // matchup
  { turns: ["who I play this week?"], expect: "matchup" },
  { turns: ["what is my win probability against my opponent in week 11?"], expect: "matchup", week: 11 },
  { turns: ["who is my opponent next week?", "and who is favored in that game?"], expect: "matchup", week: "next" },
  { turns: ["who I play this week and how many points I am projected?"], expect: ["matchup", "projectedTotal"] },
  { turns: ["contra quien juego in week 12?"], expect: "matchup", week: 12 },
  { turns: ["my team looks strong this week", "what is the projected score of my game?"], expect: "matchup" },

  // record
  { turns: ["what is my record?"], expect: "record" },
  { turns: ["in which place I am in the league?"], expect: "record" },
  { turns: ["how many wins I have so far?"], expect: "record" },
  { turns: ["this season is crazy", "where I am in the standings?"], expect: "record" },
  { turns: ["what is my record and my chances for playoffs?"], expect: ["record", "playoffs"] },
  { turns: ["I think I am 6-3", "is correct? what is my real record?"], expect: "record" },

  // positionRank
  {
    turns: ["Zay Flowers and Garrett Wilson both look bad lately", "rank my WRs for this week"],
    expect: "positionRank",
    position: "WR",
  },
  { turns: ["order my running backs from best to worst"], expect: "positionRank", position: "RB" },
  { turns: ["rank my QBs for week 11"], expect: "positionRank", position: "QB", week: 11 },
  {
    turns: ["I have too many tight ends now after the waivers", "rank them for me this week"],
    expect: "positionRank",
    position: "TE",
  },
  { turns: ["ranking de mis WRs for next week"], expect: "positionRank", position: "WR", week: "next" },
  { turns: ["rank my RBs and tell me who go in the flex"], expect: ["positionRank", "slot"], position: "RB" },

  // projectedTotal
  { turns: ["how many points my team is projected this week?"], expect: "projectedTotal" },
  { turns: ["what is my ceiling and floor for week 11?"], expect: "projectedTotal", week: 11 },
  { turns: ["I set my lineup already", "how much points we will score in total?"], expect: "projectedTotal" },
  { turns: ["my team projected range next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["best case and worst case for my team points this week?"], expect: "projectedTotal" },
  { turns: ["I change Kelce for Kraft at TE", "what is my total projection now?"], expect: "projectedTotal" },

  // leaders
  { turns: ["who is the best team in the league?"], expect: "leaders" },
  { turns: ["which team has most points scored?"], expect: "leaders" },
  {
    turns: ["my next opponent is Blitz Brigade I think", "what is their record?"],
    expect: "leaders",
    team: "Blitz Brigade",
  },
  { turns: ["Coach Tatum team, where they are in standings?"], expect: "leaders", team: "Red Zone Raiders" },
  {
    turns: ["who is in first place?", "and Sunday Scaries, how they are doing?"],
    expect: "leaders",
    team: "Sunday Scaries",
  },
  { turns: ["who is first in the league and where I am?"], expect: ["leaders", "record"] },

  // sleepers
  { turns: ["give me sleepers for next week"], expect: "sleepers", week: "next" },
  { turns: ["any deep guys that nobody is watching?"], expect: "sleepers" },
  { turns: ["my bench is garbage", "who are some sleepers that can explode?"], expect: "sleepers" },
  { turns: ["I have big bench space now", "sleepers for week 11 por favor"], expect: "sleepers", week: 11 },
  { turns: ["give me sleepers for next week and some buy low guys too"], expect: ["sleepers", "buyLow"], week: "next" },
  {
    turns: ["waiver wire is almost empty in our league", "who are the under the radar guys, the very deep ones?"],
    expect: "sleepers",
  },

  // dropStash
  { turns: ["should I drop my injured guys or put them in IR?"], expect: "dropStash" },
  { turns: ["Tyreek is hurt, I drop him or stash him in IR?"], expect: "dropStash", players: ["Tyreek Hill"] },
  { turns: ["what I do with my injured players, cut or keep?"], expect: "dropStash" },
  { turns: ["Chris Godwin is out again", "I keep him in IR or drop?"], expect: "dropStash", players: ["Chris Godwin"] },
  { turns: ["is worth to stash Aiyuk or I release him?"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  { turns: ["my IR spot is empty", "which of my hurt guys I stash and who I cut?"], expect: "dropStash" },

  // byeCover
  { turns: ["my TE is on bye, who I can stream?"], expect: "byeCover", position: "TE" },
  {
    turns: ["Jalen Hurts is my QB and his bye is coming", "I need a backup QB for the bye week, who?"],
    expect: "byeCover",
    position: "QB",
  },
  {
    turns: ["Bo Nix has bye in week 12", "who can cover him that week?"],
    expect: "byeCover",
    position: "QB",
    week: 12,
  },
  { turns: ["streamer for kicker because my K is on bye"], expect: "byeCover", position: "K" },
  { turns: ["which WR I can pick up to cover the byes next week?"], expect: "byeCover", position: "WR", week: "next" },
  { turns: ["RB to fill in while my guys are on bye in week 11"], expect: "byeCover", position: "RB", week: 11 },

  // rosterStatus
  {
    turns: ["before I set my lineup I want to know something", "which of my players are hurt?"],
    expect: "rosterStatus",
  },
  { turns: ["who is on bye in my team this week?"], expect: "rosterStatus" },
  { turns: ["my guys on bye in week 12?"], expect: "rosterStatus", week: 12 },
  {
    turns: ["I need to plan for next week", "who of my team is injured or on bye then?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["who of my guys is on bye next week and who can cover them?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
  },
  { turns: ["my team feels like a hospital", "tell me everybody hurt on my roster"], expect: "rosterStatus" },

  // scenario
  { turns: ["if I win all my remaining games, what are my playoff odds?"], expect: "scenario", scenario: "win-out" },
  { turns: ["if I win 2 of the last 4, I make it?"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  { turns: ["what are my playoff odds?", "and if I win out?"], expect: "scenario", scenario: "win-out" },
  { turns: ["si gano 3 more games, what are my odds?"], expect: "scenario", scenario: { wins: 3, games: null } },
  { turns: ["my odds if I win out?", "and if I lose this one?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["if I lose this week what happens with my odds, and who is my opponent?"],
    expect: ["scenario", "matchup"],
    scenario: "lose-this-week",
  },

  // tradeIdeas
  { turns: ["who I can trade with to get a good RB?"], expect: "tradeIdeas", position: "RB" },
  {
    turns: ["a 2-for-1 with Garrett Wilson and Chuba Hubbard, what I can get?"],
    expect: "tradeIdeas",
    players: ["Garrett Wilson", "Chuba Hubbard"],
  },
  {
    turns: ["Pocket Passers have a lot of depth at RB", "what they could give me in a trade?"],
    expect: "tradeIdeas",
    team: "Pocket Passers",
  },
  { turns: ["I need WR help badly", "which team I should call for a trade?"], expect: "tradeIdeas", position: "WR" },
  {
    turns: ["Coach Finley have a lot of QBs, what I can get from him?"],
    expect: "tradeIdeas",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["I want to package George Pickens and Javonte Williams", "2 for 1, who I target?"],
    expect: "tradeIdeas",
    players: ["George Pickens", "Javonte Williams"],
  },

  // help
  { turns: ["what you can do?"], expect: "help" },
  { turns: ["how this works, what I can ask you?"], expect: "help" },
  { turns: ["hola, what kind of questions you answer?"], expect: "help" },
  { turns: ["hi", "explain me what are your functions"], expect: "help" },
  { turns: ["how I use this asistente? I am new"], expect: "help" },
  { turns: ["I never use this before", "what things you know to do for my fantasy team?"], expect: "help" },

  // None
  { turns: ["how will be the weather in Chicago on sunday?"], expect: "None" },
  { turns: ["tell me a joke about futbol"], expect: "None" },
  { turns: ["who win the Champions League last year?"], expect: "None" },
  { turns: ["receta para paella, you know one?"], expect: "None" },
  {
    turns: ["who should I start, Flowers or Wilson?", "ok gracias. also can you help with my math homework?"],
    expect: "None",
  },
  { turns: ["what is my record?", "ok. and who will win the Lakers game tonight?"], expect: "None" },
];
