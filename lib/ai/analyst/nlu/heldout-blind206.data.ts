// Blind held-out evaluation set 206 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a calendar planner who talks in dates and days (the 16th, the Sunday after Thanksgiving,
// two Sundays from now, the first playoff weekend) instead of week numbers, mixed with plain everyday questions.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_206: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["do I start Kyle Monangai on the 16th or is that too risky"],
    expect: "startSit",
    players: ["Kyle Monangai"],
    week: 11,
  },
  {
    turns: ["Bucky Irving or Chuba Hubbard for Thanksgiving weekend?"],
    expect: "startSit",
    players: ["Bucky Irving", "Chuba Hubbard"],
    week: 13,
  },
  { turns: ["playing Jaxson Dart this Sunday, yes or no"], expect: "startSit", players: ["Jaxson Dart"] },
  {
    turns: ["what's Tee Higgins looking like this week", "ok so is he in my lineup on December 7th or not"],
    expect: "startSit",
    players: ["Tee Higgins"],
    week: 14,
  },
  {
    turns: ["Zay Flowers vs Jakobi Meyers, who gets the nod the first Sunday of the playoffs"],
    expect: "startSit",
    players: ["Zay Flowers", "Jakobi Meyers"],
    week: 15,
  },
  {
    turns: ["how's Travis Kelce been trending lately", "do I sit him on the 21st?"],
    expect: "startSit",
    players: ["Travis Kelce"],
    week: 16,
  },
  {
    turns: ["should I start Rico Dowdle this sunday", "and two Sundays from now?"],
    expect: "startSit",
    players: ["Rico Dowdle"],
    week: 12,
  },
  {
    turns: ["Cam Skattebo, Tyrone Tracy Jr. or Woody Marks, which one do I roll out on" + " Sunday the 23rd"],
    expect: "startSit",
    players: ["Cam Skattebo", "Tyrone Tracy Jr.", "Woody Marks"],
    week: 12,
  },
  {
    turns: ["is Jordan Love a start for me this week", "what about Caleb Williams instead?"],
    expect: "startSit",
    players: ["Caleb Williams"],
  },

  // ---- compare ----
  {
    turns: ["rest of the way, who'd you rather have: Omarion Hampton or TreVeyon Henderson"],
    expect: "compare",
    players: ["Omarion Hampton", "TreVeyon Henderson"],
  },
  {
    turns: [
      "how's Tetairoa McMillan looking rest of season",
      "is he more valuable than Emeka Egbuka from here through the end of December?",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: [
      "I'm trying to plan ahead for December",
      "over that whole stretch, who's worth more: Ashton Jeanty or Jahmyr Gibbs",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Jahmyr Gibbs"],
  },
  {
    turns: ["rank these three for the rest of the season: Drake London, Garrett Wilson, Ladd" + " McConkey"],
    expect: "compare",
    players: ["Drake London", "Garrett Wilson", "Ladd McConkey"],
  },
  {
    turns: [
      "what do you think of Marvin Harrison Jr. going forward",
      "would you rather own him or Rome Odunze for the rest of the year?",
    ],
    expect: "compare",
    players: ["Marvin Harrison Jr.", "Rome Odunze"],
  },

  // ---- slot ----
  {
    turns: ["who goes in my flex this week", "what about November 23rd?"],
    expect: "slot",
    position: "FLEX",
    week: 12,
  },
  {
    turns: ["need an RB2 for the Sunday after Thanksgiving, who's it gonna be"],
    expect: "slot",
    position: "RB",
    week: 13,
  },
  {
    turns: ["flex spot this week: Jordan Addison, Rachaad White or Jerry Jeudy?"],
    expect: "slot",
    position: "FLEX",
    players: ["Jordan Addison", "Rachaad White", "Jerry Jeudy"],
  },
  {
    turns: ["who's my best option at TE this week", "and for the 14th, same answer?"],
    expect: "slot",
    position: "TE",
    week: 15,
  },
  { turns: ["championship weekend, the 28th: who fills my RB1 slot?"], expect: "slot", position: "RB", week: 17 },

  // ---- lineup ----
  { turns: ["set my lineup for this Sunday"], expect: "lineup" },
  {
    turns: ["can you check my starting lineup for November 16 and tell me if anything's off"],
    expect: "lineup",
    week: 11,
  },
  {
    turns: ["is my lineup optimal right now", "ok now do the same for Thanksgiving week"],
    expect: "lineup",
    week: 13,
  },
  { turns: ["who should I start the first weekend of the playoffs"], expect: "lineup", week: 15 },
  {
    turns: ["set my lineup for the first playoff Sunday", "now build me the best one for the 21st"],
    expect: "lineup",
    week: 16,
  },

  // ---- outlook ----
  {
    turns: ["how many points is Derrick Henry going to put up on the 16th"],
    expect: "outlook",
    players: ["Derrick Henry"],
    week: 11,
  },
  {
    turns: ["is Josh Allen locked in as my QB", "what's his ceiling this week?"],
    expect: "outlook",
    players: ["Josh Allen"],
  },
  {
    turns: ["is Chase Brown worth starting this week", "what's his floor look like two Sundays from now"],
    expect: "outlook",
    players: ["Chase Brown"],
    week: 12,
  },
  {
    turns: ["give me a projection for Lamar on Thanksgiving"],
    expect: "outlook",
    players: ["Lamar Jackson"],
    week: 13,
  },
  {
    turns: ["how's Jonathan Taylor shaping up for the rest of the year"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["is Harold Fannin Jr. on my roster?", "what kind of numbers do you expect from him this Sunday"],
    expect: "outlook",
    players: ["Harold Fannin Jr."],
  },

  // ---- status ----
  { turns: ["is Christian McCaffrey playing this Sunday"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["any news on Malik Nabers, is he still hurt"], expect: "status", players: ["Malik Nabers"] },
  {
    turns: ["how's Puka been playing", "when's his bye again?"],
    expect: "status",
    players: ["Puka Nacua"],
  },
  {
    turns: ["is Breece Hall good to go this week", "what about the Sunday after that?"],
    expect: "status",
    players: ["Breece Hall"],
    week: "next",
  },
  {
    turns: ["will Joe Burrow be back by the first playoff week?"],
    expect: "status",
    players: ["Joe Burrow"],
    week: 15,
  },
  { turns: ["does Nico Collins have a bye on the 23rd"], expect: "status", players: ["Nico Collins"], week: 12 },
  {
    turns: ["should I start A.J. Brown this week", "wait, is he even healthy?"],
    expect: "status",
    players: ["A.J. Brown"],
  },
  { turns: ["is Rashee Rice suiting up on Thanksgiving"], expect: "status", players: ["Rashee Rice"], week: 13 },

  // ---- tradeValue ----
  {
    turns: ["Bijan has been on fire lately", "what could I get for him in a trade?"],
    expect: "tradeValue",
    players: ["Bijan Robinson"],
  },
  {
    turns: ["is this the moment to sell high on Javonte Williams?"],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },
  { turns: ["what's Ja'Marr Chase's trade value right now"], expect: "tradeValue", players: ["Ja'Marr Chase"] },
  {
    turns: ["how's George Pickens looking the rest of the year", "should I try to buy him before December?"],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  {
    turns: ["what's Quinshon Judkins' outlook for the rest of the season", "and what's he worth on the trade market?"],
    expect: "tradeValue",
    players: ["Quinshon Judkins"],
  },

  // ---- buyLow ----
  { turns: ["who are some buy-low guys I should be targeting before Thanksgiving"], expect: "buyLow" },
  { turns: ["any sell-high candidates on my roster?"], expect: "buyLow" },
  { turns: ["which players around the league are underperforming and might be cheap to get"], expect: "buyLow" },
  {
    turns: ["what's my record", "ok who should I be buying low on around the league to make a push?"],
    expect: "buyLow",
  },

  { turns: ["anybody on another roster I could buy low on right now?"], expect: "buyLow" },

  // ---- trade ----
  { turns: ["I send Chris Olave for Tony Pollard, do it?"], expect: "trade", players: ["Chris Olave", "Tony Pollard"] },
  {
    turns: ["got offered Josh Jacobs for my Mike Evans and Jake Ferguson, should I take it"],
    expect: "trade",
    players: ["Josh Jacobs", "Mike Evans", "Jake Ferguson"],
  },
  {
    turns: ["would you accept De'Von Achane for Jahmyr Gibbs straight up"],
    expect: "trade",
    players: ["De'Von Achane", "Jahmyr Gibbs"],
  },
  {
    turns: ["what's Amon-Ra St. Brown worth", "would you give him up for Saquon and Khalil Shakir?"],
    expect: "trade",
    players: ["Amon-Ra St. Brown", "Saquon Barkley", "Khalil Shakir"],
  },
  {
    turns: ["just got a trade offer", "my James Cook and Wan'Dale Robinson for his CeeDee Lamb, thoughts?"],
    expect: "trade",
    players: ["James Cook", "Wan'Dale Robinson", "CeeDee Lamb"],
  },
  {
    turns: ["I give Kenneth Walker III and get DJ Moore back, is that fair for me"],
    expect: "trade",
    players: ["Kenneth Walker III", "DJ Moore"],
  },
  {
    turns: ["does flipping Sam LaPorta for Dallas Goedert set me up better for the December" + " playoffs"],
    expect: "trade",
    players: ["Sam LaPorta", "Dallas Goedert"],
  },
  {
    turns: [
      "I'm thinking about trading Justin Jefferson",
      "if I get Brian Thomas Jr. and Jaylen Warren back is that enough?",
    ],
    expect: "trade",
    players: ["Justin Jefferson", "Brian Thomas Jr.", "Jaylen Warren"],
  },

  // ---- waivers ----
  { turns: ["who should I pick up off waivers this week"], expect: "waivers" },
  {
    turns: ["is Kyle Monangai still on waivers?", "how much FAAB should I throw at him"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  { turns: ["best RB on the wire right now?"], expect: "waivers", position: "RB" },
  {
    turns: ["any good tight ends on waivers", "what about kickers?"],
    expect: "waivers",
    position: "K",
  },
  { turns: ["is Sean Tucker still sitting on the wire? worth a claim?"], expect: "waivers", players: ["Sean Tucker"] },
  { turns: ["what's the best waiver pickup at WR this week"], expect: "waivers", position: "WR" },
  { turns: ["I have $43 of FAAB left, who's worth spending it on"], expect: "waivers" },
  {
    turns: ["who's the hottest add on the wire", "and if I miss on him, who's my backup claim?"],
    expect: "waivers",
  },

  // ---- playoffs ----
  { turns: ["what are my playoff odds"], expect: "playoffs" },
  {
    turns: ["how are the Red Zone Raiders doing this year", "what are their chances of making the postseason?"],
    expect: "playoffs",
    team: "Red Zone Raiders",
  },
  {
    turns: ["what's Coach Sutton's record", "and are they a playoff team?"],
    expect: "playoffs",
    team: "Hail Mary Heroes",
  },
  { turns: ["how likely am I to still be alive when the playoffs start in mid-December"], expect: "playoffs" },
  {
    turns: ["who do I play this week", "where does all that leave my playoff chances"],
    expect: "playoffs",
  },
  { turns: ["odds Pocket Passers get in?"], expect: "playoffs", team: "Pocket Passers" },

  // ---- improveOdds ----
  { turns: ["what moves would give my playoff chances the biggest bump"], expect: "improveOdds" },
  { turns: ["how do I boost my odds of still playing in December"], expect: "improveOdds" },
  {
    turns: ["what are my playoff odds", "what can I do to raise them?"],
    expect: "improveOdds",
  },
  { turns: ["best single move to push my playoff odds up before the deadline?"], expect: "improveOdds" },

  { turns: ["what should I be doing this week to lock up a playoff spot"], expect: "improveOdds" },

  // ---- matchup ----
  {
    turns: ["who am I playing this week", "and on Sunday the 16th?"],
    expect: "matchup",
    week: 11,
  },
  { turns: ["what's my win probability this week"], expect: "matchup" },
  { turns: ["projected score for my game Thanksgiving weekend?"], expect: "matchup", week: 13 },
  {
    turns: ["who do I face on December 7th", "do I win that one?"],
    expect: "matchup",
    week: 14,
  },
  { turns: ["who is End Zone Envy playing this week"], expect: "matchup", team: "End Zone Envy" },
  { turns: ["how close is my matchup two Sundays from now"], expect: "matchup", week: 12 },
  {
    turns: ["what's my matchup this week", "and the week after?"],
    expect: "matchup",
    week: "next",
  },

  // ---- record ----
  { turns: ["where do I sit in the standings right now"], expect: "record" },
  { turns: ["what's Audible Alchemists' record"], expect: "record", team: "Audible Alchemists" },
  { turns: ["how many wins does Coach Blake have"], expect: "record", team: "Sunday Scaries" },
  {
    turns: ["what's my W-L", "and how about Fourth & Long Shots?"],
    expect: "record",
    team: "Fourth & Long Shots",
  },
  { turns: ["what place is Play Action Pack in"], expect: "record", team: "Play Action Pack" },

  // ---- rosterStatus ----
  { turns: ["who on my team is hurt or on bye on the 23rd"], expect: "rosterStatus", week: 12 },
  { turns: ["any injuries on my roster I should know about before Sunday"], expect: "rosterStatus" },
  { turns: ["which of my guys are out the Sunday after Thanksgiving"], expect: "rosterStatus", week: 13 },
  {
    turns: ["check my roster for injuries this week", "same thing for December 7th"],
    expect: "rosterStatus",
    week: 14,
  },
  { turns: ["who's unavailable for me next Sunday"], expect: "rosterStatus", week: "next" },

  // ---- positionRank ----
  { turns: ["rank my WRs this week"], expect: "positionRank", position: "WR" },
  { turns: ["order my running backs for the 16th, best to worst"], expect: "positionRank", position: "RB", week: 11 },
  {
    turns: ["rank my RBs for Sunday", "now do the tight ends"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["rank my quarterbacks for this Sunday", "how do they stack up on December 14th?"],
    expect: "positionRank",
    position: "QB",
    week: 15,
  },
  {
    turns: ["line up my receivers from best to worst for Thanksgiving weekend"],
    expect: "positionRank",
    position: "WR",
    week: 13,
  },

  // ---- projectedTotal ----
  { turns: ["how many points am I projected for this week"], expect: "projectedTotal" },
  { turns: ["what's my team's projected range on the 21st"], expect: "projectedTotal", week: 16 },
  {
    turns: ["what's my projected total this week", "and two Sundays out?"],
    expect: "projectedTotal",
    week: 12,
  },
  { turns: ["what's my floor and ceiling as a team this Sunday"], expect: "projectedTotal" },
  {
    turns: ["give me my team's projected points for the Sunday after Thanksgiving"],
    expect: "projectedTotal",
    week: 13,
  },

  // ---- leaders ----
  { turns: ["who has the best record in the league"], expect: "leaders" },
  { turns: ["who's scored the most points so far"], expect: "leaders" },
  { turns: ["power rankings please"], expect: "leaders" },
  {
    turns: ["what's my record", "who's the top dog in the league right now?"],
    expect: "leaders",
  },

  // ---- sleepers ----
  { turns: ["any sleepers worth stashing for the playoffs in December"], expect: "sleepers" },
  { turns: ["who can I grab now that might pay off the Sunday after Thanksgiving"], expect: "sleepers", week: 13 },
  {
    turns: ["who's the best waiver pickup this week", "what about guys to stash for two Sundays from now?"],
    expect: "sleepers",
    week: 12,
  },
  { turns: ["any under-the-radar RBs I should stash"], expect: "sleepers", position: "RB" },
  { turns: ["who could break out next week that nobody is rostering yet"], expect: "sleepers", week: "next" },

  // ---- dropStash ----
  { turns: ["should I drop Brandon Aiyuk or keep stashing him"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  { turns: ["who should I cut to make room for a waiver add"], expect: "dropStash" },
  {
    turns: ["is Chris Godwin playing this week", "should I just drop him then?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  { turns: ["is it worth holding J.K. Dobbins on my bench"], expect: "dropStash", players: ["J.K. Dobbins"] },
  {
    turns: ["how long is Travis Hunter out", "hold him or cut him?"],
    expect: "dropStash",
    players: ["Travis Hunter"],
  },

  // ---- byeCover ----
  {
    turns: ["I need a TE to cover Kittle's bye, who do I grab"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
  },
  {
    turns: ["who can fill in for Jalen Hurts on his bye week"],
    expect: "byeCover",
    players: ["Jalen Hurts"],
    position: "QB",
  },
  {
    turns: ["when's Jameson Williams' bye", "ok who replaces him that week?"],
    expect: "byeCover",
    players: ["Jameson Williams"],
    position: "WR",
  },
  {
    turns: ["need a streaming QB for the week Josh Allen is off"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
  },
  {
    turns: ["Cameron Dicker's bye is coming up, what kicker can I stream"],
    expect: "byeCover",
    players: ["Cameron Dicker"],
    position: "K",
  },

  // ---- scenario ----
  {
    turns: ["what's my record", "if I win out do I make it?"],
    expect: "scenario",
    scenario: "win-out",
  },
  { turns: ["what happens to my odds if I drop this Sunday's game"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["if I go 3 and 2 the rest of the way am I in?"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  {
    turns: ["what are my playoff odds", "and if I win four more?"],
    expect: "scenario",
    scenario: { wins: 4, games: null },
  },
  {
    turns: ["if Waiver Wire Wizards win out, do they get in?"],
    expect: "scenario",
    scenario: "win-out",
    team: "Waiver Wire Wizards",
  },

  // ---- tradeIdeas ----
  {
    turns: ["I've got too many running backs", "who should I try to trade Derrick Henry for?"],
    expect: "tradeIdeas",
    players: ["Derrick Henry"],
  },
  { turns: ["I need a WR upgrade, what trades should I be looking at"], expect: "tradeIdeas", position: "WR" },
  { turns: ["which team would be a good trade partner for me"], expect: "tradeIdeas" },
  {
    turns: ["what's Mark Andrews worth", "ok what kind of deal could I build around him?"],
    expect: "tradeIdeas",
    players: ["Mark Andrews"],
  },
  { turns: ["any 2-for-1 trades that would consolidate my depth"], expect: "tradeIdeas" },
  { turns: ["what could I work out with Coach Ellis?"], expect: "tradeIdeas", team: "Pocket Passers" },

  // ---- help ----
  { turns: ["what can you actually do"], expect: "help" },
  { turns: ["what kinds of questions can I ask you"], expect: "help" },
  {
    turns: ["hey", "so what are you good for?"],
    expect: "help",
  },
  { turns: ["can you walk me through what the GM helps with"], expect: "help" },

  // ---- multi-part ----
  {
    turns: ["is Aaron Jones healthy, and if not who should I pick up?"],
    expect: ["status", "waivers"],
    players: ["Aaron Jones"],
  },
  { turns: ["what's my record and what are my playoff odds"], expect: ["record", "playoffs"] },
  {
    turns: ["who am I playing on the 23rd and how many points am I projected for"],
    expect: ["matchup", "projectedTotal"],
    week: 12,
  },
  {
    turns: ["should I start D'Andre Swift", "is he even healthy? and what's his outlook for the rest of the year"],
    expect: ["status", "outlook"],
    players: ["D'Andre Swift"],
  },

  // ---- None (out of scope) ----
  { turns: ["what's the weather going to be in Buffalo the Sunday after Thanksgiving"], expect: "None" },
  { turns: ["what's the spread on the Lions game Thanksgiving day"], expect: "None" },
  { turns: ["how do I change my team name in the app"], expect: "None" },
  { turns: ["can you switch our league to full PPR"], expect: "None" },
  { turns: ["tell me a joke about Travis Kelce"], expect: "None" },
  { turns: ["is Kelce still engaged to Taylor Swift"], expect: "None" },
  { turns: ["who wins the NBA title this year"], expect: "None" },
  { turns: ["I can't log in on my phone, help"], expect: "None" },
  { turns: ["what are the over/unders for this Sunday's games"], expect: "None" },
  {
    turns: ["set my lineup for this Sunday", "thanks. how's your weekend going?"],
    expect: "None",
  },
];
