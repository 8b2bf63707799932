// Blind held-out evaluation set 179 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a sports bettor / DFS grinder who talks in lines, spreads, implied totals, juice and
// "value", asking about his season-long league (betting picks themselves are out of scope).
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_179: HeldOutCase[] = [
  // startSit
  {
    turns: ["Puka or Nabers this week? treating it like a pick'em, I just need the edge"],
    expect: "startSit",
    players: ["Puka Nacua", "Malik Nabers"],
  },
  {
    turns: ["Gibbs vs Achane for week 10. DET implied total is like 28, MIA's sitting around 20 — who do I roll out?"],
    expect: "startSit",
    players: ["Jahmyr Gibbs", "De'Von Achane"],
    week: 10,
  },
  {
    turns: ["is Jaxson Dart a start this week or am I lighting money on fire"],
    expect: "startSit",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["Chase Brown — start or sit this weekend?", "and Kyren? same q"],
    expect: "startSit",
    players: ["Kyren Williams"],
  },
  {
    turns: [
      "For week 11 I've got Bo Nix and Jared Goff to choose from",
      "which one gets the nod? Goff's game has a 48.5 total that week",
    ],
    expect: "startSit",
    players: ["Bo Nix", "Jared Goff"],
    week: 11,
  },
  {
    turns: [
      "thinking about benching Derrick Henry, Ravens are 3-pt dogs and the game script looks ugly",
      "seriously tho, sit him or ride it out this week?",
    ],
    expect: "startSit",
    players: ["Derrick Henry"],
  },
  {
    turns: ["Zay Flowers or Jakobi Meyers this week, and is Zay even healthy?"],
    expect: ["startSit", "status"],
    players: ["Zay Flowers", "Jakobi Meyers"],
  },

  // compare
  {
    turns: ["ROS who's the better asset, Bijan or Gibbs? not talking this week, talking the whole back half"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: ["long-term value play: JSN or Drake London. who do you like more going forward?"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Drake London"],
  },
  {
    turns: [
      "Been going back and forth on Omarion Hampton and TreVeyon Henderson",
      "ignore weekly variance — who's the better rest-of-season hold?",
    ],
    expect: "compare",
    players: ["Omarion Hampton", "TreVeyon Henderson"],
  },
  {
    turns: ["Bowers vs McBride from here to the end of the year... who's the higher EV tight end"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["if you had to hang a line on Jeanty vs Judkins for the rest of the season, who's the favorite?"],
    expect: "compare",
    players: ["Ashton Jeanty", "Quinshon Judkins"],
  },
  {
    turns: ["who's better ROS, Garrett Wilson or Tetairoa McMillan?", "swap McMillan out for Olave, same question"],
    expect: "compare",
    players: ["Garrett Wilson", "Chris Olave"],
  },

  // slot
  {
    turns: ["who goes in my flex this week? got Rico Dowdle, Jordan Addison and Jake Ferguson to pick from"],
    expect: "slot",
    position: "FLEX",
    players: ["Rico Dowdle", "Jordan Addison", "Jake Ferguson"],
  },
  {
    turns: ["need a body in the TE spot sunday — LaPorta or Kincaid, who's the sharper play?"],
    expect: "slot",
    position: "TE",
    players: ["Sam LaPorta", "Dalton Kincaid"],
  },
  {
    turns: ["my RB2 slot this week, what's the highest-floor option I've got on the bench?"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["flex call for week 10 coming up", "Gainwell or Jeudy in there?"],
    expect: "slot",
    position: "FLEX",
    players: ["Kenneth Gainwell", "Jerry Jeudy"],
    week: 10,
  },
  {
    turns: ["who's the best value to plug into my WR3 spot this wk, not paying up for anybody"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["who should i put at flex this week", "ok what about my TE slot, same deal"],
    expect: "slot",
    position: "TE",
  },

  // lineup
  { turns: ["set my lineup for this week, optimize it like a cash-game build"], expect: "lineup" },
  { turns: ["is my starting lineup optimal or am I leaving points on the table?"], expect: "lineup" },
  { turns: ["Week 11 lineup. build it for me"], expect: "lineup", week: 11 },
  { turns: ["set my lineup for this week", "cool now do next week's"], expect: "lineup", week: "next" },
  {
    turns: ["think I've got my starters locked in", "can you double-check that's the best build before kickoff?"],
    expect: "lineup",
  },
  { turns: ["set my lineup and tell me what it projects for"], expect: ["lineup", "projectedTotal"] },

  // outlook
  {
    turns: ["what's Saquon's projection this week? just give me the number"],
    expect: "outlook",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["ceiling/floor on Ja'Marr — what's the full range of outcomes here"],
    expect: "outlook",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["how many points is CMC putting up next week? I'd hang his o/u at like 19.5"],
    expect: "outlook",
    players: ["Christian McCaffrey"],
    week: "next",
  },
  {
    turns: ["what's Nico Collins's outlook for this week", "and next week?"],
    expect: "outlook",
    players: ["Nico Collins"],
    week: "next",
  },
  {
    turns: ["Tyler Warren's outlook — is the target share real or is the market getting fooled?"],
    expect: "outlook",
    players: ["Tyler Warren"],
  },
  {
    turns: ["give me a projection for James Cook", "what about J.T."],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },

  // status
  {
    turns: ["is Breece playing sunday? his line moved and I'm suspicious"],
    expect: "status",
    players: ["Breece Hall"],
  },
  { turns: ["any update on Rashee Rice, is he hurt?"], expect: "status", players: ["Rashee Rice"] },
  { turns: ["Tyreek a game-time decision or is he good to go"], expect: "status", players: ["Tyreek Hill"] },
  { turns: ["is Kittle active this week?", "what about Pickens"], expect: "status", players: ["George Pickens"] },
  {
    turns: ["Monangai injury status? saw the spread shift half a point this morning"],
    expect: "status",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["need the latest on Brian Thomas Jr.", "is he actually suiting up or is the ankle still an issue"],
    expect: "status",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["is Derrick Henry healthy, and what's he projected for?"],
    expect: ["status", "outlook"],
    players: ["Derrick Henry"],
  },

  // tradeValue
  {
    turns: ["what's Davante Adams worth on the trade market right now?"],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: ["sell high on Javonte Williams or hold? his price is never gonna be higher"],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },
  { turns: ["is now the time to buy Kelce or is that a sucker bet"], expect: "tradeValue", players: ["Travis Kelce"] },
  {
    turns: ["what's the market price on Kenneth Walker", "and do I sell at that number or sit on him"],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },
  { turns: ["what's Lamar's trade value?", "same question for Hurts"], expect: "tradeValue", players: ["Jalen Hurts"] },
  {
    turns: ["what's Drake London worth in a deal, and what could I actually get for him?"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Drake London"],
  },

  // buyLow
  { turns: ["who are the buy-low guys right now? looking for mispriced assets"], expect: "buyLow" },
  { turns: ["give me some sell-high candidates, want to cash out the tickets that are running hot"], expect: "buyLow" },
  {
    turns: ["where's the value in the trade market — anyone whose price got crushed by bad variance?"],
    expect: "buyLow",
  },
  { turns: ["who should I be buying low on", "ok flip it. who do I sell high"], expect: "buyLow" },
  { turns: ["any regression candidates I should unload before the market corrects?"], expect: "buyLow" },
  {
    turns: ["trade deadline's creeping up", "who are the sell-high names I should be shopping before then?"],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["would you accept Puka for Saquon? I'm the one giving up Puka"],
    expect: "trade",
    players: ["Puka Nacua", "Saquon Barkley"],
  },
  {
    turns: ["offer on the table: my Josh Jacobs for his Tee Higgins + Tucker Kraft. who wins this deal?"],
    expect: "trade",
    players: ["Josh Jacobs", "Tee Higgins", "Tucker Kraft"],
  },
  {
    turns: ["got offered Jameson Williams for Courtland Sutton. +EV or fade it?"],
    expect: "trade",
    players: ["Jameson Williams", "Courtland Sutton"],
  },
  {
    turns: ["someone sent me DK Metcalf and Jordan Addison for my CeeDee", "do I hit accept or is the juice too steep"],
    expect: "trade",
    players: ["DK Metcalf", "Jordan Addison", "CeeDee Lamb"],
  },
  {
    turns: ["Kamara for Etienne straight up, who's getting the better side of that?"],
    expect: "trade",
    players: ["Alvin Kamara", "Travis Etienne"],
  },
  {
    turns: ["thinking about flipping Amon-Ra for Justin Jefferson", "fair price? who wins it"],
    expect: "trade",
    players: ["Amon-Ra St. Brown", "Justin Jefferson"],
  },

  // waivers
  {
    turns: ["I've got $62 of FAAB left", "what's the right bid on Woody Marks?"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: ["worth a bid on Harold Fannin? what's the right number, I don't wanna overpay the vig"],
    expect: "waivers",
    players: ["Harold Fannin Jr."],
  },
  { turns: ["who should I grab off waivers", "and how much of my budget do I throw at him"], expect: "waivers" },
  { turns: ["best RB on the wire rn? thinking about blowing like 30% of my faab"], expect: "waivers", position: "RB" },
  {
    turns: ["Sean Tucker's just sitting out there on the wire. put in a claim? how much"],
    expect: "waivers",
    players: ["Sean Tucker"],
  },
  {
    turns: ["who's the best pickup this week, and do I cut Mike Evans while he's on IR to open the spot?"],
    expect: ["waivers", "dropStash"],
    players: ["Mike Evans"],
  },

  // playoffs
  { turns: ["what are my playoff odds right now? give it to me like a futures price"], expect: "playoffs" },
  { turns: ["at 4-5 am I still alive for the playoffs or is this ticket dead"], expect: "playoffs" },
  { turns: ["what's my percentage to finish top 6?"], expect: "playoffs" },
  { turns: ["what's my record", "so what are my chances of making the playoffs from here"], expect: "playoffs" },
  {
    turns: ["be straight with me about my season", "what's the number on me making the postseason?"],
    expect: "playoffs",
  },
  { turns: ["what are my playoff odds and what can I do to bump them up?"], expect: ["playoffs", "improveOdds"] },

  // improveOdds
  { turns: ["what moves would boost my playoff odds the most?"], expect: "improveOdds" },
  { turns: ["I need to get to the dance. what trades or pickups actually move my odds?"], expect: "improveOdds" },
  { turns: ["what are my playoff odds", "ok how do I raise that number"], expect: "improveOdds" },
  { turns: ["where's the highest-leverage move to up my chances of sneaking into the top 6?"], expect: "improveOdds" },
  {
    turns: ["give me the plays that push my postseason probability up — waivers, trades, whatever it takes"],
    expect: "improveOdds",
  },
  {
    turns: ["4-5 and bleeding out", "what should I be doing to give myself a better shot at the playoffs"],
    expect: "improveOdds",
  },

  // matchup
  { turns: ["am I favored this week? what's the spread on my matchup"], expect: "matchup" },
  { turns: ["who am I playing this week?"], expect: "matchup" },
  { turns: ["just pulled up the scoreboard for this week", "what's my win probability in my game"], expect: "matchup" },
  { turns: ["who's my opponent this week", "am I the dog or the favorite"], expect: "matchup" },
  { turns: ["what's the moneyline on my head-to-head this weekend lol"], expect: "matchup" },
  { turns: ["how do I stack up against my opponent this week, position by position?"], expect: "matchup" },

  // record
  { turns: ["what's my record?"], expect: "record" },
  { turns: ["where do I sit in the standings right now"], expect: "record" },
  { turns: ["4-5 right? or did I miscount, what's my W-L"], expect: "record" },
  { turns: ["how's my team doing", "like record and where I rank in the league"], expect: "record" },
  { turns: ["standings check", "what seed am I right now?"], expect: "record" },
  { turns: ["what's my record and what are my playoff odds?"], expect: ["record", "playoffs"] },

  // rosterStatus
  { turns: ["which of my guys are hurt this week?"], expect: "rosterStatus" },
  { turns: ["who on my roster is on bye next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["any byes or injuries I need to worry about for week 12?"], expect: "rosterStatus", week: 12 },
  { turns: ["who's on bye for me this week", "and the week after?"], expect: "rosterStatus", week: "next" },
  { turns: ["injury report on my team pls, who's questionable or out"], expect: "rosterStatus" },
  { turns: ["lineups lock sunday", "who on my team is out or on bye?"], expect: "rosterStatus" },

  // positionRank
  { turns: ["rank my WRs"], expect: "positionRank", position: "WR" },
  {
    turns: ["rank my running backs ROS, top to bottom, like a power ratings sheet"],
    expect: "positionRank",
    position: "RB",
  },
  { turns: ["put my tight ends in order for me"], expect: "positionRank", position: "TE" },
  { turns: ["rank my receivers", "now the RBs"], expect: "positionRank", position: "RB" },
  { turns: ["how would you tier my QBs?"], expect: "positionRank", position: "QB" },
  {
    turns: ["my WR room is a mess", "sort em for me, best to worst by expected value"],
    expect: "positionRank",
    position: "WR",
  },

  // projectedTotal
  { turns: ["what's my projected total this week?"], expect: "projectedTotal" },
  { turns: ["give me my team's implied total for the week, and the range"], expect: "projectedTotal" },
  { turns: ["what am I projected to score? over/under on my squad"], expect: "projectedTotal" },
  { turns: ["what's my team projected for", "what about next week"], expect: "projectedTotal", week: "next" },
  { turns: ["lineup's set", "what's the floor and ceiling on my team total this week?"], expect: "projectedTotal" },
  { turns: ["what's my projected score and am I favored?"], expect: ["projectedTotal", "matchup"] },

  // leaders
  { turns: ["who's the best team in the league right now?"], expect: "leaders" },
  {
    turns: ["Blitz Brigade just smoked me last week", "what's their record now?"],
    expect: "leaders",
    team: "Blitz Brigade",
  },
  { turns: ["who's the title favorite? who has the best playoff odds in the league"], expect: "leaders" },
  {
    turns: ["who's on top of the standings", "and what's Sunday Scaries sitting at?"],
    expect: "leaders",
    team: "Sunday Scaries",
  },
  { turns: ["what's Coach Sawyer's team's record"], expect: "leaders", team: "Audible Alchemists" },
  { turns: ["who's leading the league, and where am I in the standings?"], expect: ["leaders", "record"] },

  // sleepers
  { turns: ["any sleepers for next week?"], expect: "sleepers", week: "next" },
  { turns: ["give me some deep-value pickups for next week, low-owned guys"], expect: "sleepers", week: "next" },
  { turns: ["who's a week 11 sleeper? I love a contrarian play"], expect: "sleepers", week: 11 },
  {
    turns: ["looking ahead to next week", "who are the sleepers I can grab now before the price goes up"],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["next week's under-the-radar plays, who ya got"], expect: "sleepers", week: "next" },
  {
    turns: ["who should I pick up this week?", "ok and for next week, any sleepers?"],
    expect: "sleepers",
    week: "next",
  },

  // dropStash
  {
    turns: ["Chris Godwin got hurt again", "drop him or stash him on IR?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  { turns: ["Aiyuk — still worth the roster spot or do I cut bait"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  { turns: ["which of my injured guys do I drop to open up a spot?"], expect: "dropStash" },
  {
    turns: ["Mark Andrews is banged up again", "stash or drop? holding him feels like a long-shot ticket"],
    expect: "dropStash",
    players: ["Mark Andrews"],
  },
  {
    turns: ["Jayden Reed's hurt, do I hold the lottery ticket or cut him?"],
    expect: "dropStash",
    players: ["Jayden Reed"],
  },
  {
    turns: ["need to cut one of Tony Pollard or Chuba, both on the injury report. who goes?"],
    expect: "dropStash",
    players: ["Tony Pollard", "Chuba Hubbard"],
  },

  // byeCover
  { turns: ["my QB is on bye, who's a backup QB I can stream?"], expect: "byeCover", position: "QB" },
  { turns: ["need a streaming TE for the bye week"], expect: "byeCover", position: "TE" },
  {
    turns: ["Cameron Dicker's on bye this week", "who do I stream at kicker?"],
    expect: "byeCover",
    position: "K",
    players: ["Cameron Dicker"],
  },
  {
    turns: ["my tight end's bye is week 12", "who's the streamer I grab to cover it"],
    expect: "byeCover",
    position: "TE",
    week: 12,
  },
  {
    turns: ["Mahomes has his bye week 10 — best QB stream off the wire to cover?"],
    expect: "byeCover",
    position: "QB",
    players: ["Patrick Mahomes"],
    week: 10,
  },
  { turns: ["D/ST is on bye, best streaming defense?"], expect: "byeCover", position: "DEF" },

  // scenario
  { turns: ["if I win out, do I make it?"], expect: "scenario", scenario: "win-out" },
  { turns: ["what are my odds if I go 3-2 the rest of the way?"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  { turns: ["do I get in at 8-6?"], expect: "scenario", scenario: { wins: 8, games: 14 } },
  { turns: ["if I drop this week's game, what's my playoff number?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["what are my playoff odds", "what if I win two more?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  { turns: ["if I go 3-2 where does that leave me", "and 2-3?"], expect: "scenario", scenario: { wins: 2, games: 5 } },

  // tradeIdeas
  {
    turns: ["what kind of haul does Kyren Williams fetch in a trade?"],
    expect: "tradeIdeas",
    players: ["Kyren Williams"],
  },
  { turns: ["shopping Ladd McConkey, who are realistic targets?"], expect: "tradeIdeas", players: ["Ladd McConkey"] },
  { turns: ["give me some 2-for-1 packages built around Bijan"], expect: "tradeIdeas", players: ["Bijan Robinson"] },
  {
    turns: ["I want to move Terry McLaurin", "what kind of return is out there, any targets?"],
    expect: "tradeIdeas",
    players: ["Terry McLaurin"],
  },
  { turns: ["who should I target if I'm shopping Rome Odunze?"], expect: "tradeIdeas", players: ["Rome Odunze"] },
  {
    turns: ["what can I get for Marvin Harrison Jr", "what about Egbuka"],
    expect: "tradeIdeas",
    players: ["Emeka Egbuka"],
  },

  // help
  { turns: ["what can you actually do?"], expect: "help" },
  { turns: ["what kind of questions can I ask you? what's in the toolkit"], expect: "help" },
  { turns: ["how does this thing work, what can the GM assistant handle"], expect: "help" },
  { turns: ["hey", "what are you able to help me with"], expect: "help" },

  // None
  { turns: ["who covers the spread in Chiefs-Bills this week?"], expect: "None" },
  { turns: ["build me a 3-leg parlay for sunday"], expect: "None" },
  { turns: ["what's the weather gonna be in Green Bay sunday"], expect: "None" },
  { turns: ["tell me a joke, I just busted my DFS tournament"], expect: "None" },
  {
    turns: ["what's Lamar's projection this week", "cool, and should I bet his passing yards over at the book?"],
    expect: "None",
  },
  { turns: ["what's my record?", "unrelated but what's a good sportsbook promo right now"], expect: "None" },
];
