// Blind held-out evaluation set 97 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: ordinary managers of every kind — casual, terse, chatty, anxious, newcomers — plain
// wording, a few typos.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_97: HeldOutCase[] = [
  // startSit
  {
    turns: ["should i start Puka or jefferson this week?"],
    expect: "startSit",
    players: ["Puka Nacua", "Justin Jefferson"],
  },
  {
    turns: ["my TE situation is ugly", "kraft or fergusn this week?"],
    expect: "startSit",
    players: ["Tucker Kraft", "Jake Ferguson"],
  },
  {
    turns: ["start Waddle or Pickens?", "what about Olave instead of Pickens"],
    expect: "startSit",
    players: ["Jaylen Waddle", "Chris Olave"],
  },
  {
    turns: ["for week 11 who do I go with, Goff or Dart"],
    expect: "startSit",
    players: ["Jared Goff", "Jaxson Dart"],
    week: 11,
  },
  {
    turns: ["Is Kyren Williams a good play?", "would you start him over Jacobs though"],
    expect: "startSit",
    players: ["Kyren Williams", "Josh Jacobs"],
  },
  {
    turns: ["I've got three RBs I like this week", "achane, cook, jeanty — only two can start. which ones"],
    expect: "startSit",
    players: ["De'Von Achane", "James Cook", "Ashton Jeanty"],
  },

  // compare
  {
    turns: ["thinking about the rest of the season", "Drake London or Garrett Wilson, who's better from here"],
    expect: "compare",
    players: ["Drake London", "Garrett Wilson"],
  },
  {
    turns: ["long term would u rather have bijan or gibbs"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: ["keeper league, I can only keep one of Egbuka and McMillan", "which one should it be"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: [
      "should I start Hampton or Judkins this week?",
      "ok forget this week, who's better for the rest of the year",
    ],
    expect: "compare",
    players: ["Omarion Hampton", "Quinshon Judkins"],
  },
  {
    turns: ["Bowers or Mcbride ROS?", "ok and Kelce vs LaPorta?"],
    expect: "compare",
    players: ["Travis Kelce", "Sam LaPorta"],
  },
  {
    turns: ["dynasty q: jaxson dart or drake maye, who do i hold onto"],
    expect: "compare",
    players: ["Jaxson Dart", "Drake Maye"],
  },

  // slot
  { turns: ["my RBs are a mess with injuries", "who should be my RB2?"], expect: "slot", position: "RB" },
  {
    turns: ["TE spot: Goedert, Henry or Pitts?"],
    expect: "slot",
    position: "TE",
    players: ["Dallas Goedert", "Hunter Henry", "Kyle Pitts"],
  },
  {
    turns: ["my flex is a mess", "best option there between rice, addison and sutton?"],
    expect: "slot",
    players: ["Rashee Rice", "Jordan Addison", "Courtland Sutton"],
  },
  { turns: ["who do I start at kicker"], expect: "slot", position: "K" },
  { turns: ["looking ahead to week 11", "whos my best WR2 option"], expect: "slot", position: "WR", week: 11 },
  { turns: ["who should I flex?", "and for next week?"], expect: "slot", week: "next" },

  // lineup
  { turns: ["can you set my lineup"], expect: "lineup" },
  { turns: ["is my lineup right for this week?"], expect: "lineup" },
  { turns: ["Just picked up Kyle Monangai", "ok now fix my lineup for sunday"], expect: "lineup" },
  {
    turns: ["I'm traveling next weekend and won't be able to check", "can you look over my lineup for week 11 now"],
    expect: "lineup",
    week: 11,
  },
  { turns: ["did i leave anybody dumb in my starting lineup?"], expect: "lineup" },

  // outlook
  { turns: ["how many points will Saquon score this week"], expect: "outlook", players: ["Saquon Barkley"] },
  {
    turns: ["Javonte Williams is in my flex", "is he a good play this week"],
    expect: "outlook",
    players: ["Javonte Williams"],
  },
  { turns: ["rest of season outlook for Tetairoa McMillan?"], expect: "outlook", players: ["Tetairoa McMillan"] },
  {
    turns: ["I've got Lamar at QB", "what's his projection for week 11"],
    expect: "outlook",
    players: ["Lamar Jackson"],
    week: 11,
  },
  {
    turns: ["how's CMC looking this week", "and next week?"],
    expect: "outlook",
    players: ["Christian McCaffrey"],
    week: "next",
  },
  {
    turns: ["What do you expect from jsn this week", "how about rest of season?"],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
  },

  // status
  { turns: ["is Tyreek Hil playing this week"], expect: "status", players: ["Tyreek Hill"] },
  { turns: ["whats the injury status on Nico Collins"], expect: "status", players: ["Nico Collins"] },
  { turns: ["Ladd's in my flex", "is he hurt?"], expect: "status", players: ["Ladd McConkey"] },
  {
    turns: ["should I start Kamara or Tracy", "wait is Kamara even healthy"],
    expect: "status",
    players: ["Alvin Kamara"],
  },
  {
    turns: ["Breece Hall was limited in practice wednesday", "whats his designation for sunday"],
    expect: "status",
    players: ["Breece Hall"],
  },

  // tradeValue
  { turns: ["what's Derrick Henry worth in a trade right now"], expect: "tradeValue", players: ["Derrick Henry"] },
  { turns: ["should i sell high on Jaylen Warren"], expect: "tradeValue", players: ["Jaylen Warren"] },
  {
    turns: ["BTJ has been awful lately", "is now the time to buy him?"],
    expect: "tradeValue",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["Jameson Williams just went off", "what could i get for him"],
    expect: "tradeValue",
    players: ["Jameson Williams"],
  },
  {
    turns: ["Coach Blake keeps asking me about Kittle", "so what's George actually worth in a deal?"],
    expect: "tradeValue",
    players: ["George Kittle"],
  },

  // buyLow
  { turns: ["who are good buy low targets right now"], expect: "buyLow" },
  { turns: ["I'm 6-3 and feel good", "anyone on my team i should sell high on"], expect: "buyLow" },
  { turns: ["which guys should i be trying to get cheap"], expect: "buyLow" },
  {
    turns: ["my team is 4-5 and I want to make a move", "who's undervalued right now that i could trade for"],
    expect: "buyLow",
  },
  { turns: ["give me a few buy-low and sell-high names"], expect: "buyLow" },
  { turns: ["who's slumping that'll bounce back? want to grab them before they do"], expect: "buyLow" },

  // trade
  {
    turns: ["someone offered me Jonathon Taylor for Puka Nacua, accept?"],
    expect: "trade",
    players: ["Jonathan Taylor", "Puka Nacua"],
  },
  {
    turns: ["would you do Zay Flowers and Rico Dowdle for Malik Nabers"],
    expect: "trade",
    players: ["Zay Flowers", "Rico Dowdle", "Malik Nabers"],
  },
  {
    turns: [
      "got a trade offer from someone",
      "they want Achane and I'd get Kenneth Walker plus Terry McLaurin. thoughts?",
    ],
    expect: "trade",
    players: ["De'Von Achane", "Kenneth Walker III", "Terry McLaurin"],
  },
  {
    turns: ["trade offer: my Bo Nix + Tony Pollard for his Jalen Hurts. good or bad"],
    expect: "trade",
    players: ["Bo Nix", "Tony Pollard", "Jalen Hurts"],
  },
  {
    turns: ["Coach Sawyer wants my CeeDee Lamb", "he'd give me Ja'Marr Chase straight up. fair?"],
    expect: "trade",
    players: ["CeeDee Lamb", "Ja'Marr Chase"],
  },
  {
    turns: ["thinking of trading Travis Etienne for DeVonta Smith", "does that make sense or am i getting fleeced"],
    expect: "trade",
    players: ["Travis Etienne Jr.", "DeVonta Smith"],
  },

  // waivers
  { turns: ["my running back got hurt sunday", "who should i pick up off waivers to replace him"], expect: "waivers" },
  { turns: ["how much faab should I spend this week and on who"], expect: "waivers" },
  { turns: ["i have $43 faab left", "who's worth bidding on"], expect: "waivers" },
  { turns: ["anybody good on the wire"], expect: "waivers" },
  { turns: ["Is Woody Marks worth a claim? how much should I bid"], expect: "waivers", players: ["Woody Marks"] },

  // playoffs
  { turns: ["what are my playoff odds"], expect: "playoffs" },
  { turns: ["we're 5-4", "am i gonna make the playoffs"], expect: "playoffs" },
  { turns: ["chances I sneak into the postseason?"], expect: "playoffs" },
  { turns: ["we lost again this week ugh", "are we still alive for playoffs"], expect: "playoffs" },

  // improveOdds
  { turns: ["what are my playoff odds?", "what moves would improve them"], expect: "improveOdds" },
  { turns: ["how do i boost my odds of making the playoffs"], expect: "improveOdds" },
  { turns: ["my playoff odds look bad", "what can i do to fix that"], expect: "improveOdds" },
  { turns: ["what should I change on my roster to get into the playoffs"], expect: "improveOdds" },
  { turns: ["whats the single best move to raise my playoff percentage"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i playing this week"], expect: "matchup" },
  { turns: ["who's my opponent this week?", "am i favored?"], expect: "matchup" },
  { turns: ["what's my win probability this week"], expect: "matchup" },
  { turns: ["who do i face in week 12"], expect: "matchup", week: 12 },
  { turns: ["who am I up against this week", "and next week?"], expect: "matchup", week: "next" },

  // record
  { turns: ["how many wins do i have"], expect: "record" },
  { turns: ["where do i stand in the league"], expect: "record" },
  { turns: ["im so bad this year lol", "what's my W-L at this point"], expect: "record" },
  { turns: ["am i above .500?"], expect: "record" },

  // rosterStatus
  { turns: ["which of my guys are hurt"], expect: "rosterStatus" },
  { turns: ["who's on bye for me this week", "what about week 13"], expect: "rosterStatus", week: 13 },
  { turns: ["any of my players on bye next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["who on my team is out or on bye in week 12"], expect: "rosterStatus", week: 12 },
  { turns: ["set my lineup", "actually wait, first tell me who's injured on my team"], expect: "rosterStatus" },

  // positionRank
  { turns: ["rank my wide receivers this week"], expect: "positionRank", position: "WR" },
  { turns: ["order my running backs best to worst"], expect: "positionRank", position: "RB" },
  { turns: ["rank my tight ends for week 11"], expect: "positionRank", position: "TE", week: 11 },
  { turns: ["rank my RBs", "now do QBs"], expect: "positionRank", position: "QB" },
  {
    turns: ["my recievers have been all over the place", "how do they stack up for next week? rank em"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },

  // projectedTotal
  { turns: ["how many points am i projected for this week"], expect: "projectedTotal" },
  { turns: ["big game this week against coach rowan", "what's my team's ceiling and floor"], expect: "projectedTotal" },
  { turns: ["projected total for week 11?"], expect: "projectedTotal", week: 11 },
  { turns: ["whats my projection this week?", "and the range on that"], expect: "projectedTotal" },
  { turns: ["how many points is my team expected to put up next week"], expect: "projectedTotal", week: "next" },

  // leaders
  { turns: ["who's in first place"], expect: "leaders" },
  { turns: ["which team has scored the most points"], expect: "leaders" },
  { turns: ["what's Red Zone Raiders' record"], expect: "leaders", team: "Red Zone Raiders" },
  {
    turns: ["who's leading the league", "what about Coach Finley's team, where are they"],
    expect: "leaders",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["Coach Blake talks a lot of trash", "is sunday scaries actually any good this year? what's their record"],
    expect: "leaders",
    team: "Sunday Scaries",
  },

  // sleepers
  { turns: ["any sleepers for next week"], expect: "sleepers", week: "next" },
  { turns: ["give me some deep sleepers nobody is talking about"], expect: "sleepers" },
  { turns: ["under the radar guys to grab before next week?"], expect: "sleepers", week: "next" },
  { turns: ["waiver wire is thin", "any deep sleepers worth a stash"], expect: "sleepers" },
  { turns: ["sleeper picks pls"], expect: "sleepers" },

  // dropStash
  { turns: ["I have 3 guys hurt right now", "should i drop them or stash them"], expect: "dropStash" },
  { turns: ["is it worth putting Rashee Rice on IR or just cut him"], expect: "dropStash", players: ["Rashee Rice"] },
  { turns: ["do i hold Brandon Aiyuk or drop him"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  {
    turns: ["Chris Godwin is hurt again", "worth keeping him on my bench or nah"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  { turns: ["who on my team should go in the IR slot"], expect: "dropStash" },
  { turns: ["I need roster space, can I cut any of my hurt players"], expect: "dropStash" },

  // byeCover
  { turns: ["josh allen is on bye this week", "who can I stream at QB"], expect: "byeCover", position: "QB" },
  { turns: ["need a TE to cover the bye week"], expect: "byeCover", position: "TE" },
  {
    turns: ["Kelce has a bye in week 12", "who should i grab to fill in"],
    expect: "byeCover",
    position: "TE",
    week: 12,
  },
  { turns: ["who's a good kicker streamer to cover my bye"], expect: "byeCover", position: "K" },
  { turns: ["need a bye week fill-in at RB for next week"], expect: "byeCover", position: "RB", week: "next" },
  {
    turns: ["Herbert's on bye next week", "who's a backup QB I can get"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },

  // scenario
  { turns: ["what are my odds if i win out"], expect: "scenario", scenario: "win-out" },
  { turns: ["if I win 2 of my last 4 do I get in"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  { turns: ["what happens to my playoff chances if I lose this week"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["what are my playoff odds", "and if i go 3-1 the rest of the way?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["I'm 4-5 right now", "do I make it if I win three more"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  {
    turns: ["odds if I win out?", "what if I drop this week's game though"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // tradeIdeas
  {
    turns: ["my receivers are killing me", "who should i trade with to get a WR"],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: ["give me a 2 for 1 built around Josh Jacobs and Chris Olave"],
    expect: "tradeIdeas",
    players: ["Josh Jacobs", "Chris Olave"],
  },
  { turns: ["what could coach ellis offer me in a trade"], expect: "tradeIdeas", team: "Pocket Passers" },
  { turns: ["I'm weak at TE", "which team should I trade with to fix that"], expect: "tradeIdeas", position: "TE" },
  { turns: ["any trade ideas to upgrade my RBs"], expect: "tradeIdeas", position: "RB" },
  {
    turns: ["can I package Tee Higgins and Rachaad White for one stud"],
    expect: "tradeIdeas",
    players: ["Tee Higgins", "Rachaad White"],
  },

  // help
  { turns: ["what can you do"], expect: "help" },
  { turns: ["how does this work"], expect: "help" },
  { turns: ["first time using this", "what kinds of questions can i ask you"], expect: "help" },
  { turns: ["hi, new here. what are you for?"], expect: "help" },
  { turns: ["hello", "what can you help me with"], expect: "help" },
  { turns: ["help"], expect: "help" },

  // None
  { turns: ["what's the weather in buffalo sunday"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["who won the nba game last night"], expect: "None" },
  { turns: ["give me a good chili recipe for my watch party"], expect: "None" },
  { turns: ["can you help with my algebra homework"], expect: "None" },
  { turns: ["thanks for the lineup help", "who do you think wins the election"], expect: "None" },

  // two things at once
  {
    turns: ["is DK Metcalf playing? if not who should i grab off waivers"],
    expect: ["status", "waivers"],
    players: ["DK Metcalf"],
  },
  { turns: ["ugh another loss", "what's my record now and am I making the playoffs"], expect: ["record", "playoffs"] },
  { turns: ["who am I playing this week and whats my projected total"], expect: ["matchup", "projectedTotal"] },
  { turns: ["rank my RBs then tell me who to flex"], expect: ["positionRank", "slot"], position: "RB" },
  { turns: ["what are my playoff odds and what moves would help"], expect: ["playoffs", "improveOdds"] },
  { turns: ["who's hurt on my team, and should I drop any of them"], expect: ["rosterStatus", "dropStash"] },
  {
    turns: ["is Garrett Wilson hurt? also should I start him over Zay Flowers"],
    expect: ["status", "startSit"],
    players: ["Garrett Wilson", "Zay Flowers"],
  },
  { turns: ["who leads the league and where am i in the standings"], expect: ["leaders", "record"] },
  { turns: ["any buy low guys, and who are the sleepers for next week"], expect: ["buyLow", "sleepers"], week: "next" },
  { turns: ["set my lineup then tell me who to grab on waivers"], expect: ["lineup", "waivers"] },
  {
    turns: ["I have Goff and Caleb Williams", "how's Goff looking this week, and is he better than Caleb ROS"],
    expect: ["outlook", "compare"],
    players: ["Jared Goff", "Caleb Williams"],
  },
  {
    turns: ["what are my odds if I win out, and who has the best odds in the league"],
    expect: ["scenario", "leaders"],
    scenario: "win-out",
  },
  {
    turns: ["Mahomes injury update? and what's he worth in a trade"],
    expect: ["status", "tradeValue"],
    players: ["Patrick Mahomes"],
  },
  {
    turns: ["Got offered Amon-Ra for Jahmyr Gibbs", "should I accept? and what's Gibbs worth by himself"],
    expect: ["trade", "tradeValue"],
    players: ["Amon-Ra St. Brown", "Jahmyr Gibbs"],
  },
  {
    turns: ["who's on bye for me next week and who can cover at WR"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "WR",
  },
];
