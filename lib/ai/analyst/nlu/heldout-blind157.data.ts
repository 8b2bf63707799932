// Blind held-out evaluation set 157 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: indirect questions ('I wonder whether…', 'I'm curious…', 'I'd love to know…').
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_157: HeldOutCase[] = [
  // startSit
  {
    turns: ["I'm torn between Jacobs and Kyren this week and can't decide who to start"],
    expect: "startSit",
    players: ["Josh Jacobs", "Kyren Williams"],
  },
  {
    turns: ["I wonder whether Garrett Wilson or Drake London is the better start this week"],
    expect: "startSit",
    players: ["Garrett Wilson", "Drake London"],
  },
  {
    turns: ["I'd love to know if I should start Goff or Mayfield", "I'm curious if the answer changes for week 13"],
    expect: "startSit",
    players: ["Jared Goff", "Baker Mayfield"],
    week: 13,
  },
  {
    turns: ["not sure if I should play Pickens or Metcalf on Sunday"],
    expect: "startSit",
    players: ["George Pickens", "DK Metcalf"],
  },
  {
    turns: [
      "I'm curious who I should start between Chase Brown and Hubbard",
      "and I wonder about next week with those two",
    ],
    expect: "startSit",
    players: ["Chase Brown", "Chuba Hubbard"],
    week: "next",
  },
  {
    turns: ["I'd love to know which of Kraft, LaPorta or Ferguson I ought to start this week"],
    expect: "startSit",
    players: ["Tucker Kraft", "Sam LaPorta", "Jake Ferguson"],
  },
  // compare
  {
    turns: ["I wonder who has the better rest of season, Nico Collins or Ladd McConkey"],
    expect: "compare",
    players: ["Nico Collins", "Ladd McConkey"],
  },
  {
    turns: ["I'm curious how Judkins stacks up against Hampton long term"],
    expect: "compare",
    players: ["Quinshon Judkins", "Omarion Hampton"],
  },
  {
    turns: ["not sure if Olave or Egbuka is the better player going forward"],
    expect: "compare",
    players: ["Chris Olave", "Emeka Egbuka"],
  },
  {
    turns: [
      "I'd love a comparison of Jonathan Taylor and Derrick Henry for the rest of the year",
      "I wonder how James Cook fits into that comparison too",
    ],
    expect: "compare",
    players: ["Jonathan Taylor", "Derrick Henry", "James Cook"],
  },
  {
    turns: ["I'm curious whether Pitts or Andrews ends up the better tight end from here on out"],
    expect: "compare",
    players: ["Kyle Pitts", "Mark Andrews"],
  },
  {
    turns: [
      "I wonder who's better ROS, Odunze or Addison",
      "I'm also curious about Xavier Worthy versus Jakobi Meyers, same question",
    ],
    expect: "compare",
    players: ["Xavier Worthy", "Jakobi Meyers"],
  },
  // slot
  { turns: ["I'm not sure who should fill my flex spot this week"], expect: "slot", position: "FLEX" },
  { turns: ["I wonder who I should put at RB2 this week"], expect: "slot", position: "RB" },
  { turns: ["I'd love to know who belongs in my TE slot this week"], expect: "slot", position: "TE" },
  {
    turns: ["I'm curious who my QB should be this week", "I wonder about week 12 as well"],
    expect: "slot",
    position: "QB",
    week: 12,
  },
  {
    turns: ["not sure who goes in my flex", "I'd love to know for next week too"],
    expect: "slot",
    position: "FLEX",
    week: "next",
  },
  { turns: ["I wonder who should be my WR2 this week"], expect: "slot", position: "WR" },
  // lineup
  { turns: ["I'd love for you to set my lineup this week"], expect: "lineup" },
  { turns: ["I wonder whether there are any changes I should make to my lineup"], expect: "lineup" },
  { turns: ["not sure my lineup is optimal, I'm curious what you'd change"], expect: "lineup" },
  {
    turns: ["I'm curious how my team looks this week", "I wonder if you could optimize the whole lineup for week 12"],
    expect: "lineup",
    week: 12,
  },
  {
    turns: ["I wonder if you could set my lineup", "I'd also love to see the one for next week"],
    expect: "lineup",
    week: "next",
  },
  // outlook
  {
    turns: ["I'm curious how many points Jeanty will score this week"],
    expect: "outlook",
    players: ["Ashton Jeanty"],
  },
  {
    turns: ["I wonder whether Jaxson Dart is worth starting this week"],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["I'd love to know what the rest of the season looks like for Tetairoa McMillan"],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
  },
  {
    turns: ["I'm curious what Drake Maye's projection is this week", "and I wonder about Bo Nix"],
    expect: "outlook",
    players: ["Bo Nix"],
  },
  {
    turns: ["not sure what to expect from Javonte Williams the rest of the way"],
    expect: "outlook",
    players: ["Javonte Williams"],
  },
  {
    turns: [
      "I wonder how Zay Flowers is projected this week",
      "I'm curious about his outlook for the rest of the year too",
    ],
    expect: "outlook",
    players: ["Zay Flowers"],
  },
  // status
  {
    turns: ["I wonder whether Brandon Aiyuk is finally back"],
    expect: "status",
    players: ["Brandon Aiyuk"],
  },
  { turns: ["I'm curious if Mahomes is on bye this week"], expect: "status", players: ["Patrick Mahomes"] },
  { turns: ["not sure if Rome Odunze is playing Sunday"], expect: "status", players: ["Rome Odunze"] },
  {
    turns: ["I'd love the latest news on Chris Godwin", "I'm also curious about Mike Evans"],
    expect: "status",
    players: ["Mike Evans"],
  },
  {
    turns: ["I wonder if Jaylen Warren is healthy", "not sure about Rachaad White either, is he okay"],
    expect: "status",
    players: ["Rachaad White"],
  },
  // tradeValue
  {
    turns: ["I'm curious what Jonathan Taylor is worth in a trade right now"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["I wonder if now's the time to sell high on Rico Dowdle"],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  {
    turns: ["not sure if I should buy low on Travis Kelce"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: ["I'd love to know Drake London's trade value", "I'm curious about Waddle's as well"],
    expect: "tradeValue",
    players: ["Jaylen Waddle"],
  },
  {
    turns: ["I wonder whether I should hold or sell Breece Hall"],
    expect: "tradeValue",
    players: ["Breece Hall"],
  },
  {
    turns: ["I wonder how George Kittle has been playing", "I'm curious whether I should sell high on him"],
    expect: "tradeValue",
    players: ["George Kittle"],
  },
  // buyLow
  { turns: ["I wonder who the best buy-low candidates are right now"], expect: "buyLow" },
  { turns: ["I'm curious which players I could buy low on this week"], expect: "buyLow" },
  { turns: ["not sure who's undervalued enough to target in a buy-low trade"], expect: "buyLow" },
  {
    turns: ["I'm curious about sell-high guys on my roster", "and I wonder who the buy-low targets are on other teams"],
    expect: "buyLow",
  },
  { turns: ["I'd love a list of buy-low guys whose value has dipped"], expect: "buyLow" },
  {
    turns: ["not sure who to target in trades", "I'd love to know specifically who's a buy-low right now"],
    expect: "buyLow",
  },
  // trade
  {
    turns: ["I'm curious whether trading Kyren Williams for Nico Collins is a good idea"],
    expect: "trade",
    players: ["Kyren Williams", "Nico Collins"],
  },
  {
    turns: ["not sure if giving up Lamar Jackson and Tony Pollard for Josh Allen is smart"],
    expect: "trade",
    players: ["Lamar Jackson", "Tony Pollard", "Josh Allen"],
  },
  {
    turns: ["I'd love to know who wins a deal where I give Garrett Wilson and get Ladd McConkey"],
    expect: "trade",
    players: ["Garrett Wilson", "Ladd McConkey"],
  },
  {
    turns: [
      "I wonder whether Jahmyr Gibbs for CeeDee Lamb and Hunter Henry is fair",
      "I'm curious if it's still fair without Hunter Henry",
    ],
    expect: "trade",
    players: ["Jahmyr Gibbs", "CeeDee Lamb"],
  },
  {
    turns: ["I'm curious whether I should accept an offer of my Jalen Hurts for their Joe Burrow"],
    expect: "trade",
    players: ["Jalen Hurts", "Joe Burrow"],
  },
  {
    turns: [
      "not sure about a trade offer I got",
      "they want Travis Etienne Jr. for Jordan Addison, I wonder if I should accept",
    ],
    expect: "trade",
    players: ["Travis Etienne Jr.", "Jordan Addison"],
  },
  // waivers
  { turns: ["I wonder who I should pick up this week"], expect: "waivers" },
  {
    turns: ["I'm curious how much FAAB I should bid on Tyrone Tracy Jr."],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },
  { turns: ["not sure which free agents are worth adding right now"], expect: "waivers" },
  {
    turns: ["I'd love to know the top adds this week", "I'm curious how much to bid on Kyle Monangai"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["I wonder who's worth adding", "I'd love the same for week 12"],
    expect: "waivers",
    week: 12,
  },
  // playoffs
  { turns: ["I'm curious what my playoff odds look like"], expect: "playoffs" },
  { turns: ["I wonder whether I'm on track for a first-round bye"], expect: "playoffs" },
  {
    turns: ["not sure if End Zone Envy is going to make the playoffs"],
    expect: "playoffs",
    team: "End Zone Envy",
  },
  {
    turns: ["I'd love to know my chances of making the playoffs", "I'm also curious about Coach Reese's chances"],
    expect: "playoffs",
    team: "Play Action Pack",
  },
  { turns: ["I wonder what my odds are of winning the championship"], expect: "playoffs" },
  // improveOdds
  { turns: ["I wonder what moves would improve my playoff odds"], expect: "improveOdds" },
  { turns: ["I'm curious how I can turn my season around"], expect: "improveOdds" },
  { turns: ["not sure what to do to get into the playoffs, any moves you'd suggest?"], expect: "improveOdds" },
  {
    turns: ["I'd love to see my playoff chances", "I wonder what I could do to raise them"],
    expect: "improveOdds",
  },
  { turns: ["I'd love some ideas for how to salvage this season"], expect: "improveOdds" },
  {
    turns: ["I'm curious where I sit in the standings", "not sure what moves would help me climb"],
    expect: "improveOdds",
  },
  // matchup
  { turns: ["I'm curious who I'm playing this week"], expect: "matchup" },
  { turns: ["I wonder if I'm favored this week"], expect: "matchup" },
  {
    turns: ["not sure whether I can beat Coach Finley this week"],
    expect: "matchup",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["I'd love to know my opponent this week", "and I'm curious about week 11's opponent"],
    expect: "matchup",
    week: 11,
  },
  {
    turns: ["I wonder who I face next week", "I'm curious what my win probability is against them"],
    expect: "matchup",
    week: "next",
  },
  // record
  { turns: ["I'm curious what my record is"], expect: "record" },
  { turns: ["I wonder where I stand in the standings"], expect: "record" },
  { turns: ["not sure what Blitz Brigade's record is"], expect: "record", team: "Blitz Brigade" },
  {
    turns: ["I'd love to know my record", "I wonder about Coach Sawyer's too"],
    expect: "record",
    team: "Audible Alchemists",
  },
  {
    turns: ["I'm curious how Fourth & Long Shots is doing in the standings"],
    expect: "record",
    team: "Fourth & Long Shots",
  },
  // rosterStatus
  { turns: ["I wonder if anyone on my roster is injured or on bye this week"], expect: "rosterStatus" },
  { turns: ["I'm curious which of my guys have byes next week"], expect: "rosterStatus", week: "next" },
  { turns: ["not sure who on my team is hurt right now"], expect: "rosterStatus" },
  {
    turns: ["I'd love an injury and bye rundown for my roster", "I wonder about week 14 too"],
    expect: "rosterStatus",
    week: 14,
  },
  {
    turns: ["I wonder if Jamo is hurt", "I'm curious about the rest of my roster, any injuries or byes"],
    expect: "rosterStatus",
  },
  // positionRank
  { turns: ["I'd love to see my tight ends ranked for this week"], expect: "positionRank", position: "TE" },
  { turns: ["I'm curious how you'd rank my quarterbacks"], expect: "positionRank", position: "QB" },
  {
    turns: ["I wonder how my RBs rank for week 12"],
    expect: "positionRank",
    position: "RB",
    week: 12,
  },
  {
    turns: ["I'm curious how you'd rank my running backs", "I wonder about my wide receivers too"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["I'd love a ranking of my WRs this week", "not sure how that changes next week"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  {
    turns: ["not sure how to order my running backs for next week, I'd love a ranking"],
    expect: "positionRank",
    position: "RB",
    week: "next",
  },
  // projectedTotal
  { turns: ["I'm curious what my projected total is this week"], expect: "projectedTotal" },
  { turns: ["I wonder what range of points I'm projected for"], expect: "projectedTotal" },
  {
    turns: ["not sure how many points my team will put up in week 11"],
    expect: "projectedTotal",
    week: 11,
  },
  {
    turns: ["I'd love to know my projected score", "I'm curious about next week's as well"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["I wonder who I'm playing this week", "I'd love to know how many points I'm projected to score"],
    expect: "projectedTotal",
  },
  // leaders
  { turns: ["I'm curious who the best team in the league is"], expect: "leaders" },
  { turns: ["I wonder which team has scored the most points"], expect: "leaders" },
  { turns: ["not sure who's in first place right now"], expect: "leaders" },
  { turns: ["I'd love to know the strongest team in the league"], expect: "leaders" },
  { turns: ["I'd love to know how many wins I have", "I wonder who's at the top of the league"], expect: "leaders" },
  {
    turns: ["I wonder which team leads in points for", "I'm curious who's actually the strongest overall"],
    expect: "leaders",
  },
  // sleepers
  { turns: ["I'm curious about deep sleepers for next week"], expect: "sleepers", week: "next" },
  { turns: ["I wonder if there are any sleepers nobody's talking about"], expect: "sleepers" },
  { turns: ["not sure who the deep pickups are for next week"], expect: "sleepers", week: "next" },
  {
    turns: ["I'd love to know the top waiver adds", "I'm curious about deeper sleepers too"],
    expect: "sleepers",
  },
  { turns: ["I'd love a few sleeper names for week 12"], expect: "sleepers", week: 12 },
  {
    turns: ["I wonder who the sleepers are this week", "I'm curious about next week's sleepers as well"],
    expect: "sleepers",
    week: "next",
  },
  // dropStash
  { turns: ["I wonder who I should drop"], expect: "dropStash" },
  { turns: ["not sure whether to drop or stash Tyreek Hill"], expect: "dropStash", players: ["Tyreek Hill"] },
  {
    turns: ["I'm curious whether Chris Godwin is worth stashing or if I should cut him"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  {
    turns: ["I'd love to know who's dead weight on my bench", "I wonder who I should drop first"],
    expect: "dropStash",
  },
  {
    turns: ["I'm curious how long J.K. Dobbins is out", "not sure if I should hold him or drop him"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  // byeCover
  {
    turns: ["I wonder who I could stream at QB while Lamar is on bye"],
    expect: "byeCover",
    players: ["Lamar Jackson"],
    position: "QB",
  },
  {
    turns: ["I'm curious about a TE to cover for Trey McBride's bye in week 12"],
    expect: "byeCover",
    players: ["Trey McBride"],
    position: "TE",
    week: 12,
  },
  {
    turns: ["not sure who should replace Bijan while he's on bye next week"],
    expect: "byeCover",
    players: ["Bijan Robinson"],
    position: "RB",
    week: "next",
  },
  {
    turns: ["I wonder who on my roster has a bye next week", "I'd love a WR to cover for Puka then"],
    expect: "byeCover",
    players: ["Puka Nacua"],
    position: "WR",
    week: "next",
  },
  { turns: ["my kicker is on bye and I'm curious who to stream"], expect: "byeCover", position: "K" },
  {
    turns: ["I'm curious whether Josh Allen is on bye this week", "I wonder who I should stream in his place"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
  },
  // scenario
  { turns: ["I'm curious what my playoff odds are if I win out"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["I wonder what happens to my chances if I lose this week"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["not sure where I'd stand if I go 2-3 from here"],
    expect: "scenario",
    scenario: { wins: 2, games: 5 },
  },
  {
    turns: ["I'd love to know my odds if I win 3 of my last 4"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["I wonder what my playoff odds are", "I'm curious what they'd be if I won 3 more"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  {
    turns: ["I'd love to know my odds if I lose this week", "and I wonder about if I win out instead"],
    expect: "scenario",
    scenario: "win-out",
  },
  // tradeIdeas
  { turns: ["I wonder what trades I should be looking at"], expect: "tradeIdeas" },
  { turns: ["I'm curious who would trade for Derrick Henry"], expect: "tradeIdeas", players: ["Derrick Henry"] },
  { turns: ["not sure which teams need a WR"], expect: "tradeIdeas", position: "WR" },
  { turns: ["I'd love some 2-for-1 trade ideas"], expect: "tradeIdeas" },
  {
    turns: ["I'm curious which teams need a QB", "I wonder which ones need a RB"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: ["I wonder what Saquon Barkley's trade value is", "I'd love to know which teams would actually want him"],
    expect: "tradeIdeas",
    players: ["Saquon Barkley"],
  },
  // help
  { turns: ["I'm curious what you can actually do"], expect: "help" },
  { turns: ["I wonder how I'm supposed to use this"], expect: "help" },
  { turns: ["not sure what I'm allowed to ask you"], expect: "help" },
  { turns: ["hi", "I'd love to know what kinds of things you can help me with"], expect: "help" },
  { turns: ["I'd love a quick rundown of your features"], expect: "help" },
  { turns: ["I wonder if you could explain how this GM assistant works"], expect: "help" },
  // None
  { turns: ["I wonder if it'll rain in Seattle tomorrow"], expect: "None" },
  { turns: ["I'm curious who's going to win the World Series"], expect: "None" },
  { turns: ["I'd love a good joke right now"], expect: "None" },
  { turns: ["not sure what to cook for dinner, any recipe ideas?"], expect: "None" },
  {
    turns: ["I wonder who my opponent is this week", "unrelated, but I'm curious how to fix a leaky faucet"],
    expect: "None",
  },
  { turns: ["I wonder whether I should ask for a raise at work"], expect: "None" },
  // two-part
  {
    turns: ["I'm curious what my record is and whether I'll make the playoffs"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["I wonder if Omarion Hampton is healthy and how many points he'll score"],
    expect: ["status", "outlook"],
    players: ["Omarion Hampton"],
  },
  {
    turns: ["I'd love to know who I'm playing and what my projected total is"],
    expect: ["matchup", "projectedTotal"],
  },
  { turns: ["not sure who to drop and who to add this week"], expect: ["dropStash", "waivers"] },
  {
    turns: ["I'm curious about injuries on my roster, and I'd love for you to set my lineup"],
    expect: ["rosterStatus", "lineup"],
  },
  {
    turns: ["I wonder what my playoff odds are and what I can do to improve them"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["I'm curious how the league is shaping up", "I wonder who's in first and what my own record is"],
    expect: ["leaders", "record"],
  },
  {
    turns: ["I'd love my WRs ranked, and I'm curious who to pick up too"],
    expect: ["positionRank", "waivers"],
    position: "WR",
  },
  {
    turns: ["I wonder if Jameson Williams is playing and whether I should start him over Rome Odunze"],
    expect: ["status", "startSit"],
    players: ["Jameson Williams", "Rome Odunze"],
  },
];
