// Blind held-out evaluation set 151 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a data scientist (EV, variance, floor/ceiling, percentiles, priors).
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_151: HeldOutCase[] = [
  // startSit
  {
    turns: ["higher EV start this week: Puka or Amon-Ra?"],
    expect: "startSit",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: ["I'm a big underdog so I want ceiling over floor. start Jamo or Zay Flowers?"],
    expect: "startSit",
    players: ["Jameson Williams", "Zay Flowers"],
  },
  {
    turns: ["chase brown vs kyren this week, which one has the better median? can only start one"],
    expect: "startSit",
    players: ["Chase Brown", "Kyren Williams"],
  },
  {
    turns: ["start Bowers or Kraft this week?", "rerun that for week 13"],
    expect: "startSit",
    players: ["Brock Bowers", "Tucker Kraft"],
    week: 13,
  },
  {
    turns: ["who's the better start for me, Goff or Mayfield", "ok and if I throw Bo Nix into the pool too?"],
    expect: "startSit",
    players: ["Jared Goff", "Baker Mayfield", "Bo Nix"],
  },
  {
    turns: ["I'm favored so I want the low-variance play: do I start Jakobi Meyers, Sutton, or Jordan Addison?"],
    expect: "startSit",
    players: ["Jakobi Meyers", "Courtland Sutton", "Jordan Addison"],
  },

  // compare
  {
    turns: ["ROS, who has the better distribution of outcomes: Jefferson or CeeDee?"],
    expect: "compare",
    players: ["Justin Jefferson", "CeeDee Lamb"],
  },
  {
    turns: ["long term my prior is Skattebo > Judkins. does the data actually back that up?"],
    expect: "compare",
    players: ["Cam Skattebo", "Quinshon Judkins"],
  },
  {
    turns: [
      "compare Saquon and Derrick Henry for the rest of the season",
      "swap Henry for James Cook, same comparison",
    ],
    expect: "compare",
    players: ["Saquon Barkley", "James Cook"],
  },
  {
    turns: ["ignore this week. over the remaining sample, whose ceiling is higher, Nabers or Ja'Marr?"],
    expect: "compare",
    players: ["Malik Nabers", "Ja'Marr Chase"],
  },
  {
    turns: ["which TE has the better rest-of-season floor, LaPorta or Ferguson?"],
    expect: "compare",
    players: ["Sam LaPorta", "Jake Ferguson"],
  },
  {
    turns: ["rest of season, Egbuka vs McMillan?", "add BTJ to the comparison"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan", "Brian Thomas Jr."],
  },

  // slot
  { turns: ["who maximizes expected points in my flex this week?"], expect: "slot", position: "FLEX" },
  {
    turns: ["which of my guys has the highest floor for the RB1 spot this week?"],
    expect: "slot",
    position: "RB",
  },
  { turns: ["who should be my TE this week?", "and for week 12?"], expect: "slot", position: "TE", week: 12 },
  {
    turns: ["need to fill my WR3 slot with whoever has the best p50 projection. who is it?"],
    expect: "slot",
    position: "WR",
  },
  { turns: ["QB spot this week: who on my roster has the best EV?"], expect: "slot", position: "QB" },
  { turns: ["who goes at flex?", "ok now the RB2 slot, same criteria"], expect: "slot", position: "RB" },

  // lineup
  { turns: ["run an optimizer on my whole lineup, maximize expected points for this week"], expect: "lineup" },
  { turns: ["any lineup changes that are +EV for me?"], expect: "lineup" },
  { turns: ["set my lineup for this week", "now redo it for next week"], expect: "lineup", week: "next" },
  {
    turns: ["sanity-check my starters vs my bench. anything suboptimal given the projections?"],
    expect: "lineup",
  },
  {
    turns: [
      "what's my win probability this week?",
      "that's low. set my lineup to maximize variance then, I need the upside",
    ],
    expect: "lineup",
  },
  {
    turns: ["rank my RBs", "now optimize my lineup and give me the projected total"],
    expect: ["lineup", "projectedTotal"],
  },

  // outlook
  {
    turns: ["what's Omarion Hampton's projected distribution this week? median and 90th percentile"],
    expect: "outlook",
    players: ["Omarion Hampton"],
  },
  {
    turns: ["is Rico Dowdle worth starting this week or is the floor too low?"],
    expect: "outlook",
    players: ["Rico Dowdle"],
  },
  {
    turns: ["ROS projection for Ladd McConkey? regression candidate or is the efficiency real?"],
    expect: "outlook",
    players: ["Ladd McConkey"],
  },
  {
    turns: ["what's Drake London's point projection this week?", "and Garrett Wilson's?"],
    expect: "outlook",
    players: ["Garrett Wilson"],
  },
  {
    turns: ["is MHJ on bye?", "ok, what's his expected points in week 12 then"],
    expect: "outlook",
    players: ["Marvin Harrison Jr."],
    week: 12,
  },
  {
    turns: ["what's Kittle's median projection this week and is he actually playing?"],
    expect: ["outlook", "status"],
    players: ["George Kittle"],
  },

  // status
  {
    turns: ["what's the current injury status on Nico Collins? need to update my priors"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["probability JT suits up this week? any news?"],
    expect: "status",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["is Tucker Kraft on bye this week or am I misremembering?"],
    expect: "status",
    players: ["Tucker Kraft"],
  },
  { turns: ["any news on Mark Andrews?", "and Goedert?"], expect: "status", players: ["Dallas Goedert"] },
  {
    turns: ["what's Kamara's ROS outlook?", "and is he even healthy right now? latest news?"],
    expect: "status",
    players: ["Alvin Kamara"],
  },
  {
    turns: ["is Derrick Henry healthy, and what's his projection this week?"],
    expect: ["status", "outlook"],
    players: ["Derrick Henry"],
  },

  // tradeValue
  {
    turns: ["what's the market value of Bucky Irving right now?"],
    expect: "tradeValue",
    players: ["Bucky Irving"],
  },
  {
    turns: ["McLaurin is running way above his expected fantasy points. sell high?"],
    expect: "tradeValue",
    players: ["Terry McLaurin"],
  },
  {
    turns: ["Davante Adams: buy, sell, or hold given how his target share is trending?"],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: ["what's Trey McBride's trade value?", "and Tyreek's?"],
    expect: "tradeValue",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["is Josh Jacobs on bye?", "fine. is he a buy-low? his TD rate looks like noise to me"],
    expect: "tradeValue",
    players: ["Josh Jacobs"],
  },
  {
    turns: ["what's DK Metcalf worth in this league's trade market?"],
    expect: "tradeValue",
    players: ["DK Metcalf"],
  },

  // buyLow
  { turns: ["which players are underperforming their expected points enough to be buy-lows?"], expect: "buyLow" },
  {
    turns: ["give me buy-low targets: guys whose usage is strong but whose results sit in the left tail"],
    expect: "buyLow",
  },
  {
    turns: ["which team leads the league?", "got it. unrelated, who are good buy-low candidates right now?"],
    expect: "buyLow",
  },
  { turns: ["who should I buy low on before regression to the mean kicks in?"], expect: "buyLow" },
  {
    turns: ["any buy-low candidates where the market is overreacting to a small sample?"],
    expect: "buyLow",
  },
  {
    turns: ["who are the buy-low targets, and what trades should I be making overall?"],
    expect: ["buyLow", "tradeIdeas"],
  },

  // trade
  {
    turns: ["trade eval: I give Tee Higgins, I get Chris Godwin. is that +EV for me?"],
    expect: "trade",
    players: ["Tee Higgins", "Chris Godwin"],
  },
  {
    turns: ["offer on the table: my Etienne for their Mike Evans. accept?"],
    expect: "trade",
    players: ["Travis Etienne Jr.", "Mike Evans"],
  },
  {
    turns: [
      "2-for-1: I send Javonte Williams + Jordan Addison, receive JSN. " +
        "who wins on expected rest-of-season points?",
    ],
    expect: "trade",
    players: ["Javonte Williams", "Jordan Addison", "Jaxon Smith-Njigba"],
  },
  {
    turns: ["should I trade Breece Hall for Tony Pollard?", "what if they throw in Tucker Kraft?"],
    expect: "trade",
    players: ["Breece Hall", "Tony Pollard", "Tucker Kraft"],
  },
  {
    turns: ["Hurts for Burrow straight up. does that improve my weekly variance profile enough to accept?"],
    expect: "trade",
    players: ["Jalen Hurts", "Joe Burrow"],
  },
  {
    turns: ["is Monangai a sell-high?", "someone offered me Rachaad White for him. take it?"],
    expect: "trade",
    players: ["Kyle Monangai", "Rachaad White"],
  },

  // waivers
  { turns: ["best waiver add this week by projected ROS points?"], expect: "waivers" },
  {
    turns: ["how much FAAB should I bid on Tyrone Tracy? what's the expected clearing price?"],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },
  {
    turns: ["top free agents this week?", "what's the optimal bid on Jaylen Warren then"],
    expect: "waivers",
    players: ["Jaylen Warren"],
  },
  {
    turns: ["do I have any open roster spots?", "ok, one open spot and $40 FAAB left. who should I pick up?"],
    expect: "waivers",
  },
  {
    turns: ["worth adding Jaxson Dart from free agency, or is that a low-EV claim?"],
    expect: "waivers",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["who should I add this week, and who are some deeper sleepers?"],
    expect: ["waivers", "sleepers"],
  },

  // playoffs
  { turns: ["what's my probability of making the playoffs per your simulations?"], expect: "playoffs" },
  {
    turns: ["what are the odds I win the whole league? point estimate plus an interval if you have it"],
    expect: "playoffs",
  },
  {
    turns: ["what's Coach Sutton's record?", "and their playoff odds?"],
    expect: "playoffs",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["what are my chances at a first-round bye?", "and Coach Ellis's?"],
    expect: "playoffs",
    team: "Pocket Passers",
  },
  {
    turns: ["have Red Zone Raiders clinched yet, or is there still nonzero probability they miss?"],
    expect: "playoffs",
    team: "Red Zone Raiders",
  },
  {
    turns: ["what are my playoff odds right now, and what do they become if I win out?"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },

  // improveOdds
  { turns: ["what moves maximize the delta in my playoff probability?"], expect: "improveOdds" },
  { turns: ["which roster changes would give the biggest lift to my playoff odds?"], expect: "improveOdds" },
  {
    turns: ["am I likely to make the playoffs?", "what can I change to push that number up?"],
    expect: "improveOdds",
  },
  { turns: ["my season is sitting in the left tail. what moves turn it around?"], expect: "improveOdds" },
  {
    turns: ["what's the highest-leverage action I can take to improve my postseason chances?"],
    expect: "improveOdds",
  },
  {
    turns: ["playoff odds if I win out?", "ok, and what moves would actually raise my odds?"],
    expect: "improveOdds",
  },

  // matchup
  { turns: ["win probability for my matchup this week?"], expect: "matchup" },
  {
    turns: ["who am I up against in week 11 and what's the projected spread?"],
    expect: "matchup",
    week: 11,
  },
  { turns: ["am I favored this week?", "and in week 13?"], expect: "matchup", week: 13 },
  { turns: ["simulate my matchup this week. who wins more often?"], expect: "matchup" },
  {
    turns: ["what's Coach Marlow's record?", "who does he face this week, and is he favored?"],
    expect: "matchup",
    team: "Two-Minute Drill",
  },
  {
    turns: ["who am I playing this week, and do I have any injuries or byes to worry about?"],
    expect: ["matchup", "rosterStatus"],
  },

  // record
  { turns: ["W-L record for me right now, and standings position?"], expect: "record" },
  {
    turns: ["who's first?", "and where do the Audible Alchemists sit in the standings?"],
    expect: "record",
    team: "Audible Alchemists",
  },
  { turns: ["what's Coach Harper's record?", "and Coach Quinn's?"], expect: "record", team: "Blitz Brigade" },
  { turns: ["my record to date? need it as an input for the model"], expect: "record" },
  {
    turns: ["what's Sunday Scaries' record? their points-for says they're better than their W-L"],
    expect: "record",
    team: "Sunday Scaries",
  },
  {
    turns: ["what's my record and what's my probability of making the playoffs?"],
    expect: ["record", "playoffs"],
  },

  // rosterStatus
  { turns: ["full injury + bye report on my roster this week"], expect: "rosterStatus" },
  {
    turns: ["which of my players are out or on bye in week 13?"],
    expect: "rosterStatus",
    week: 13,
  },
  {
    turns: ["who on my team is injured or on bye this week?", "next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: [
      "how many of my rostered guys are unavailable this week, injury or bye? " +
        "trying to estimate my effective depth",
    ],
    expect: "rosterStatus",
  },
  {
    turns: ["any injuries or byes on my roster I should be accounting for next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["rank my TEs this week", "separately, what does my roster's injury/bye picture look like for week 11?"],
    expect: "rosterStatus",
    week: 11,
  },

  // positionRank
  { turns: ["rank my RBs by median projection this week"], expect: "positionRank", position: "RB" },
  {
    turns: ["order my WRs for week 12 by expected points"],
    expect: "positionRank",
    position: "WR",
    week: 12,
  },
  { turns: ["rank my TEs for this week", "now the QBs"], expect: "positionRank", position: "QB" },
  {
    turns: ["ranking of my wide receivers this week by ceiling, please"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["rank my RBs for next week", "do the same for WRs"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  { turns: ["sort my tight ends by floor for this week"], expect: "positionRank", position: "TE" },

  // projectedTotal
  {
    turns: ["what's my team's projected total this week, with a 10th-90th percentile band?"],
    expect: "projectedTotal",
  },
  { turns: ["what's my team's expected point total this week?"], expect: "projectedTotal" },
  {
    turns: ["projected score for my team in week 12, plus the range?"],
    expect: "projectedTotal",
    week: 12,
  },
  {
    turns: ["my projected total this week?", "and next week's distribution?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["how much variance is there on my team's total this week? give me p10, p50, p90"],
    expect: "projectedTotal",
  },
  { turns: ["am I favored this week?", "what's my own projected total then?"], expect: "projectedTotal" },

  // leaders
  { turns: ["which team has the highest points-for this season?"], expect: "leaders" },
  { turns: ["who's in first right now?"], expect: "leaders" },
  {
    turns: ["strongest team in the league by underlying metrics, not just W-L?"],
    expect: "leaders",
  },
  { turns: ["what's my standing?", "and who's at the top?"], expect: "leaders" },
  {
    turns: ["what's Coach Rowan's record?", "ok, and who's the best team in the league overall?"],
    expect: "leaders",
  },
  {
    turns: ["who's the best team and what are their odds to win the title?"],
    expect: ["leaders", "playoffs"],
  },

  // sleepers
  { turns: ["low-roster%, high-ceiling sleepers for next week?"], expect: "sleepers", week: "next" },
  { turns: ["deep sleepers with positive expected value that nobody's rostering?"], expect: "sleepers" },
  { turns: ["any sleepers whose usage trend suggests a breakout?"], expect: "sleepers" },
  {
    turns: ["who are the top waiver adds?", "go deeper. sleepers with asymmetric upside?"],
    expect: "sleepers",
  },
  {
    turns: ["give me a few deep pickups for next week, high variance is fine"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["rank my WRs", "unrelated: any under-the-radar sleepers worth a look?"],
    expect: "sleepers",
  },

  // dropStash
  { turns: ["who on my roster has the lowest ROS EV? thinking of cutting him"], expect: "dropStash" },
  {
    turns: ["should I drop Rhamondre or stash him through the injury?"],
    expect: "dropStash",
    players: ["Rhamondre Stevenson"],
  },
  {
    turns: ["is Olave droppable given his current injury timeline?"],
    expect: "dropStash",
    players: ["Chris Olave"],
  },
  {
    turns: ["should I stash Kyle Pitts while he's hurt?", "and Hunter Henry, drop or stash?"],
    expect: "dropStash",
    players: ["Hunter Henry"],
  },
  { turns: ["who's the worst guy on my bench to drop? I need a spot"], expect: "dropStash" },
  { turns: ["what's my best waiver add?", "and who do I cut for him?"], expect: "dropStash" },

  // byeCover
  {
    turns: ["Bijan's on bye. best replacement RB by projected points?"],
    expect: "byeCover",
    players: ["Bijan Robinson"],
    position: "RB",
  },
  { turns: ["my TE is on bye this week, who do I stream?"], expect: "byeCover", position: "TE" },
  {
    turns: ["which of my starters have byes next week?", "need a QB streamer to cover it. who?"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: ["Waddle's on bye in week 12. who's the highest-EV fill-in?"],
    expect: "byeCover",
    players: ["Jaylen Waddle"],
    week: 12,
  },
  { turns: ["need a kicker streamer because mine has a bye. who?"], expect: "byeCover", position: "K" },
  {
    turns: ["is Lamar on bye this week?", "ok then who's my best backup option for the bye?"],
    expect: "byeCover",
    players: ["Lamar Jackson"],
  },

  // scenario
  {
    turns: ["conditional on winning out, what's my playoff probability?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["what's P(playoffs | I lose this week)?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["if I go 2-2 over the last four games, what do my odds look like?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["playoff odds if I win 3 of my last 5?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["what are my playoff odds?", "conditional on winning one more?"],
    expect: "scenario",
    scenario: { wins: 1, games: null },
  },
  {
    turns: ["playoff odds if I lose this week?", "and if I win out instead?"],
    expect: "scenario",
    scenario: "win-out",
  },

  // tradeIdeas
  { turns: ["give me some trade ideas that would raise my starting lineup's expected points"], expect: "tradeIdeas" },
  {
    turns: ["which teams are thin at WR and might overpay for one?"],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: ["what could I get for Kyren Williams?"],
    expect: "tradeIdeas",
    players: ["Kyren Williams"],
  },
  {
    turns: ["any 2-for-1 consolidation trades that would increase my starters' EV?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["what's Rashee Rice's trade value?", "who in the league would actually trade for him?"],
    expect: "tradeIdeas",
    players: ["Rashee Rice"],
  },
  {
    turns: ["rank my QBs this week", "clearly I have a surplus there. which teams need a QB?"],
    expect: "tradeIdeas",
    position: "QB",
  },

  // help
  { turns: ["what can you actually do? list the features"], expect: "help" },
  { turns: ["how do I use this GM tool effectively?"], expect: "help" },
  { turns: ["what kinds of queries does this assistant support?"], expect: "help" },
  { turns: ["hi", "what are your capabilities?"], expect: "help" },
  { turns: ["is there documentation on what I can ask you?"], expect: "help" },
  { turns: ["what's my record?", "cool. what else can you help me with?"], expect: "help" },

  // None
  { turns: ["what's the chance of rain in Green Bay on Sunday?"], expect: "None" },
  { turns: ["can you help me debug my pandas dataframe?"], expect: "None" },
  {
    turns: ["who's favored in my matchup?", "different sport: who wins the World Series next year?"],
    expect: "None",
  },
  { turns: ["recommend a good sourdough recipe"], expect: "None" },
  { turns: ["tell me a joke about statisticians"], expect: "None" },
  { turns: ["set my lineup", "unrelated, any tips for my job interview tomorrow?"], expect: "None" },
];
