// Fifteenth blind held-out set for the GM's understanding, written by someone who never saw the training
// paraphrases, the cue lists, the other held-out sets or the evaluation script: only the families' one-line meanings
// and the demo league's team names. Voices: a nurse on night shift, an accountant, a long-haul trucker (voice typing),
// a new dad with no sleep, a lawyer who writes precisely, a gamer who uses internet slang, a farmer, a pharmacist.
// It is scored once and never tuned on.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_15: HeldOutCase[] = [
  // startSit
  {
    turns: ["ja'marr or ceedee this week? need an answer before kickoff"],
    expect: "startSit",
    players: ["Ja'Marr Chase", "CeeDee Lamb"],
  },
  {
    turns: ["Daniels, Nix or Mayfield, who do I start this week? Lineups lock before my shift ends"],
    expect: "startSit",
    players: ["Jayden Daniels", "Bo Nix", "Baker Mayfield"],
  },
  {
    turns: ["hey GM shoud I start Derrick Henry or Jonathan Taylor in week 11"],
    expect: "startSit",
    players: ["Derrick Henry", "Jonathan Taylor"],
    week: 11,
  },
  {
    turns: ["Should I start Bucky Irving or Chase Brown this week?", "what about week 13?"],
    expect: "startSit",
    players: ["Bucky Irving", "Chase Brown"],
    week: 13,
  },
  {
    turns: ["is puka gonna cook this week", "ok but do i start him over nico collins or nah"],
    expect: "startSit",
    players: ["Puka Nacua", "Nico Collins"],
  },
  {
    turns: ["Is Travis Kelce expected to play this week? If so, should I start him over Sam LaPorta?"],
    expect: ["status", "startSit"],
    players: ["Travis Kelce", "Sam LaPorta"],
  },

  // compare
  {
    turns: ["For the remainder of the season, who's the better asset: Jahmyr Gibbs or Bijan Robinson?"],
    expect: "compare",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  {
    turns: ["Not just this week, I mean the long haul. Trey McBride or George Kittle the rest of the way?"],
    expect: "compare",
    players: ["Trey McBride", "George Kittle"],
  },
  {
    turns: ["Who's better ROS, Josh Jacobs or James Cook?", "and Kyren Williams vs De'Von Achane?"],
    expect: "compare",
    players: ["Kyren Williams", "De'Von Achane"],
  },
  {
    turns: [
      "how's Ashton Jeanty looking this week?",
      "long term tho, would you rather have him or Omarion Hampton for the rest of the season?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "I'm trying to decide between two receivers for the rest of the year.",
      "Jaxon Smith-Njigba or Amon-Ra St. Brown: which one do you expect to score more from here on?",
    ],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Amon-Ra St. Brown"],
  },
  {
    turns: ["drake london or garrett wilson ros? and whats london's trade value rn"],
    expect: ["compare", "tradeValue"],
    players: ["Drake London", "Garrett Wilson"],
  },

  // slot
  { turns: ["who should be my flex this week?"], expect: "slot", position: "FLEX" },
  { turns: ["baby finally asleep. who goes in my RB2 spot"], expect: "slot", position: "RB" },
  { turns: ["which TE do I play in week 12?"], expect: "slot", position: "TE", week: 12 },
  { turns: ["who should I put in my quarterback spot this sunday"], expect: "slot", position: "QB" },
  { turns: ["who should be my flex?", "and my WR2?"], expect: "slot", position: "WR" },
  {
    turns: ["Please review my wide receivers for Week 11.", "Specifically, which one should occupy my WR3 slot?"],
    expect: "slot",
    position: "WR",
    week: 11,
  },

  // lineup
  { turns: ["is my lineup optimal this week?"], expect: "lineup" },
  { turns: ["set my best lineup"], expect: "lineup" },
  {
    turns: ["Can you check my lineup before I head in to work tonight? Don't want to leave points on the bench."],
    expect: "lineup",
  },
  { turns: ["set my lineup for this week", "now do week 12"], expect: "lineup", week: 12 },
  { turns: ["whos my opponent this week", "aight min-max my whole starting lineup then"], expect: "lineup" },
  {
    turns: [
      "Before chores, look over my whole starting lineup for this week and tell me who on my roster " +
        "is hurt or on bye.",
    ],
    expect: ["lineup", "rosterStatus"],
  },

  // outlook
  { turns: ["How many points is Saquon projected for this week?"], expect: "outlook", players: ["Saquon Barkley"] },
  {
    turns: ["What's the floor and ceiling for Lamar Jackson in week 11?"],
    expect: "outlook",
    players: ["Lamar Jackson"],
    week: 11,
  },
  {
    turns: ["Is Josh Allen playing this week?", "how do you think he does?"],
    expect: "outlook",
    players: ["Josh Allen"],
  },
  {
    turns: ["What's Derrick Henry's outlook for this week?", "and Jonathan Taylor?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["ladd mcconkey boom or bust this week?", "what about next week"],
    expect: "outlook",
    players: ["Ladd McConkey"],
    week: "next",
  },
  {
    turns: ["how's brock bowers gonna do this sunday and is his knee ok"],
    expect: ["outlook", "status"],
    players: ["Brock Bowers"],
  },

  // status
  { turns: ["is CMC playing this week?"], expect: "status", players: ["Christian McCaffrey"] },
  {
    turns: ["what's going on with tee higgins injury? haven't checked the news in days"],
    expect: "status",
    players: ["Tee Higgins"],
  },
  { turns: ["Kindly confirm Mark Andrews' current injury designation."], expect: "status", players: ["Mark Andrews"] },
  {
    turns: ["should I start Kenneth Walker or Rhamondre Stevenson?", "wait is Rhamondre even healthy?"],
    expect: "status",
    players: ["Rhamondre Stevenson"],
  },
  {
    turns: ["How's Malik Nabers' knee coming along?", "Any idea when he's back on the field?"],
    expect: "status",
    players: ["Malik Nabers"],
  },
  {
    turns: ["george pickens outlook this week", "is he good to go sunday or is he banged up"],
    expect: "status",
    players: ["George Pickens"],
  },

  // tradeValue
  { turns: ["should i sell high on rico dowdle"], expect: "tradeValue", players: ["Rico Dowdle"] },
  { turns: ["What's Bijan Robinson worth in a trade right now?"], expect: "tradeValue", players: ["Bijan Robinson"] },
  { turns: ["is Marvin Harrison Jr. a buy-low?"], expect: "buyLow", players: ["Marvin Harrison Jr."] },
  {
    turns: [
      "What's Travis Etienne's outlook this week?",
      "is his trade value ever going to be higher than now? thinking of selling",
    ],
    expect: "tradeValue",
    players: ["Travis Etienne"],
  },
  { turns: ["drake maye stock peaking rn? sell or hold"], expect: "tradeValue", players: ["Drake Maye"] },
  {
    turns: [
      "Jonathan Taylor has been excellent this season.",
      "What kind of return could I reasonably expect if I shopped him?",
    ],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },

  // buyLow
  { turns: ["who should I try to buy low on?"], expect: "buyLow" },
  {
    turns: ["Which players around the league are undervalued right now and worth acquiring cheaply?"],
    expect: "buyLow",
  },
  { turns: ["any buy-low targets i should snipe before the trade deadline?"], expect: "buyLow" },
  { turns: ["what's my record?", "ugh. who should I buy low on to turn this around?"], expect: "buyLow" },
  {
    turns: ["Looking for bargains: fellas whose value dropped but should bounce back. Who should I go after?"],
    expect: "buyLow",
  },
  {
    turns: ["is Marvin Harrison Jr. a buy-low?", "ok, who else around the league should I be trying to get cheap?"],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["I give Davante Adams, I get Zay Flowers and Chuba Hubbard. accept?"],
    expect: "trade",
    players: ["Davante Adams", "Zay Flowers", "Chuba Hubbard"],
  },
  {
    turns: ["I have been offered Garrett Wilson in exchange for Kyren Williams. Should I accept?"],
    expect: "trade",
    players: ["Kyren Williams", "Garrett Wilson"],
  },
  {
    turns: ["trade offer came in my Mike Evans for their Courtland Sutton should I take it"],
    expect: "trade",
    players: ["Mike Evans", "Courtland Sutton"],
  },
  {
    turns: ["What's Breece Hall worth?", "someone offered me Jaylen Waddle and Tony Pollard for him, do I do it?"],
    expect: "trade",
    players: ["Breece Hall", "Jaylen Waddle", "Tony Pollard"],
  },
  {
    turns: ["got a trade offer lol", "my dak prescott + jerry jeudy for their jared goff. smash accept or decline?"],
    expect: "trade",
    players: ["Dak Prescott", "Jerry Jeudy", "Jared Goff"],
  },
  {
    turns: ["I'm being offered Sam LaPorta for my Kyle Pitts. Good deal? And what's Pitts worth on his own?"],
    expect: ["trade", "tradeValue"],
    players: ["Sam LaPorta", "Kyle Pitts"],
  },

  // waivers
  { turns: ["who should I pick up off waivers this week?"], expect: "waivers" },
  { turns: ["Whom should I bid on this week, and how much of my FAAB should I spend?"], expect: "waivers" },
  { turns: ["best free agent pickups this week and what should I spend on em"], expect: "waivers" },
  { turns: ["any injuries on my roster this week?", "ok who's the best add on the wire then?"], expect: "waivers" },
  { turns: ["any must-adds on the wire? i have like 60 faab left"], expect: "waivers" },
  { turns: ["who should I add off waivers, and then set my best lineup"], expect: ["waivers", "lineup"] },

  // playoffs
  { turns: ["what are my playoff odds?"], expect: "playoffs" },
  { turns: ["be honest, am I making the playoffs this year?"], expect: "playoffs" },
  { turns: ["What is the current probability that my team qualifies for the postseason?"], expect: "playoffs" },
  { turns: ["what's my record?", "and what are my chances of making the playoffs from here?"], expect: "playoffs" },
  {
    turns: ["Who's leading our league?", "Reckon I'll see the postseason? What's my percent chance?"],
    expect: "playoffs",
  },
  { turns: ["What are my playoff odds, and what could I do to improve them?"], expect: ["playoffs", "improveOdds"] },

  // improveOdds
  { turns: ["what moves would most improve my playoff odds?"], expect: "improveOdds" },
  { turns: ["how do i boost my playoff chances, gimme the best moves"], expect: "improveOdds" },
  {
    turns: ["What's the single most impactful roster move to raise my chances of making the playoffs?"],
    expect: "improveOdds",
  },
  { turns: ["what are my playoff odds?", "yikes. what can I do to bump that up?"], expect: "improveOdds" },
  { turns: ["running on 2 hrs sleep. just tell me what moves get me into the playoffs"], expect: "improveOdds" },
  {
    turns: ["What's my current playoff probability?", "Which transactions would increase it the most?"],
    expect: "improveOdds",
  },

  // matchup
  { turns: ["who am I playing this week?"], expect: "matchup" },
  { turns: ["what's my record", "what's my win probability this week?"], expect: "matchup" },
  {
    turns: ["GM how's my matchup looking week 12 who's it against and what's the projected score"],
    expect: "matchup",
    week: 12,
  },
  { turns: ["how does my matchup look this week?", "and next week?"], expect: "matchup", week: "next" },
  {
    turns: [
      "Please summarize my Week 11 matchup, including my opponent, the projected score, and my win " + "probability.",
    ],
    expect: "matchup",
    week: 11,
  },
  {
    turns: ["who's my opponent this week and are any of my starters hurt or on bye?"],
    expect: ["matchup", "rosterStatus"],
  },

  // record
  { turns: ["what's my record?"], expect: "record" },
  { turns: ["where do I stand in the standings right now?"], expect: "record" },
  { turns: ["How many wins do the Blitz Brigade have?"], expect: "record", team: "Blitz Brigade" },
  { turns: ["what's my record", "what about Coach Marlow's team?"], expect: "record", team: "Two-Minute Drill" },
  {
    turns: ["who am i playing this week", "whats the W-L for the sunday scaries lol they look washed"],
    expect: "record",
    team: "Sunday Scaries",
  },
  { turns: ["what's my record and who's leading the league?"], expect: ["record", "leaders"] },

  // rosterStatus
  { turns: ["any injuries or byes on my roster this week?"], expect: "rosterStatus" },
  {
    turns: ["who on my team is on bye next week, and who should I pick up to cover them?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
  },
  { turns: ["before I forget, who's hurt on my team right now?"], expect: "rosterStatus" },
  { turns: ["any byes on my roster this week?", "what about week 14?"], expect: "rosterStatus", week: 14 },
  {
    turns: ["Could you list any of my players who are injured or on a bye in week 12?"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["how's my team looking", "check my roster for injuries and byes coming up next week"],
    expect: "rosterStatus",
    week: "next",
  },

  // positionRank
  { turns: ["rank my WRs for week 12"], expect: "positionRank", position: "WR", week: 12 },
  { turns: ["rank my running backs this week"], expect: "positionRank", position: "RB" },
  { turns: ["rank my RBs for this week", "and my WRs?"], expect: "positionRank", position: "WR" },
  { turns: ["Please order my tight ends from best to worst for this week."], expect: "positionRank", position: "TE" },
  { turns: ["rank my wide receivers for week 11", "now week 12"], expect: "positionRank", position: "WR", week: 12 },
  { turns: ["tier list my QBs for next week, best to worst"], expect: "positionRank", position: "QB", week: "next" },

  // projectedTotal
  { turns: ["how many points is my team projected to score this week?"], expect: "projectedTotal" },
  { turns: ["What's my projected point total for week 12, and what's the range?"], expect: "projectedTotal", week: 12 },
  { turns: ["what's my projected total this week?", "and next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["how many points am I gonna put up this weekend"], expect: "projectedTotal" },
  {
    turns: ["is my lineup set?", "ok ballpark how many points does my team score this week? high and low"],
    expect: "projectedTotal",
  },
  {
    turns: ["what's my team projected to score this week, and what's my win probability?"],
    expect: ["projectedTotal", "matchup"],
  },

  // leaders
  { turns: ["who's leading the league?"], expect: "leaders" },
  { turns: ["which team has scored the most points this season?"], expect: "leaders" },
  { turns: ["Who's the team to beat in our league?"], expect: "leaders" },
  { turns: ["Identify the team with the best record in the league."], expect: "leaders" },
  { turns: ["what's my record?", "who's got the best record in the league?"], expect: "leaders" },
  { turns: ["what are my playoff odds", "ok who's the top dog rn, best odds in the league?"], expect: "leaders" },

  // sleepers
  { turns: ["any deep sleepers I should stash for next week?"], expect: "sleepers", week: "next" },
  { turns: ["Which speculative pickups might pay off later in the season?"], expect: "sleepers" },
  { turns: ["gimme some deep league sleepers, lottery tickets for the playoff run"], expect: "sleepers" },
  {
    turns: [
      "who should I pick up this week?",
      "ok and any longer-term stashes, guys who might break out in a few weeks?",
    ],
    expect: "sleepers",
  },
  {
    turns: [
      "I got a bench spot open. Any under-the-radar fellas worth planting now that might pay off down " + "the road?",
    ],
    expect: "sleepers",
  },
  { turns: ["sleepers for next week?", "what about week 13"], expect: "sleepers", week: 13 },

  // dropStash
  { turns: ["should I drop or stash my injured guys?"], expect: "dropStash" },
  { turns: ["Should I drop Malik Nabers or keep him on IR?"], expect: "dropStash", players: ["Malik Nabers"] },
  { turns: ["My IR is full. Who on my team is worth stashing and who can I cut?"], expect: "dropStash" },
  {
    turns: ["what's Tyreek Hill's injury?", "ok should I just drop him then?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: [
      "Given their projected return timelines, which of my injured players should I retain and which " +
        "should I release?",
    ],
    expect: "dropStash",
  },
  {
    turns: ["Is Brock Purdy back this week, and if not should I drop him?"],
    expect: ["status", "dropStash"],
    players: ["Brock Purdy"],
  },

  // byeCover
  { turns: ["My QB is on bye in week 12, who's a good backup?"], expect: "byeCover", position: "QB", week: 12 },
  { turns: ["my TE has a bye this week, who should I pick up?"], expect: "byeCover", position: "TE" },
  {
    turns: ["both my running backs are on bye next week who do I grab"],
    expect: "byeCover",
    position: "RB",
    week: "next",
  },
  {
    turns: ["who on my roster is on bye next week?", "ok who can I pick up to cover them?"],
    expect: "byeCover",
    week: "next",
  },
  {
    turns: [
      "Which of my guys have byes in week 13?",
      "My starting quarterback's one of them. Who can I stream in his place?",
    ],
    expect: "byeCover",
    position: "QB",
    week: 13,
  },
  { turns: ["wr1 on bye this week, who do i pick up to fill the hole"], expect: "byeCover", position: "WR" },

  // scenario
  { turns: ["if I win out do I make the playoffs?"], expect: "scenario", scenario: "win-out" },
  { turns: ["What if I go 3-2 the rest of the way, am I in?"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  { turns: ["if I lose this week am I done?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["what are my playoff odds?", "and if I win 2 of the last 4?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["Assuming I win three more games, what are my odds of making the playoffs?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  {
    turns: ["if I win out do I make it?", "what if I only go 4-1?"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },

  // tradeIdeas
  { turns: ["suggest some trades to get me a better RB"], expect: "tradeIdeas", position: "RB" },
  { turns: ["any trade ideas with Coach Marlow?"], expect: "tradeIdeas", team: "Two-Minute Drill" },
  {
    turns: ["Give me some trade packages built around Davante Adams."],
    expect: "tradeIdeas",
    players: ["Davante Adams"],
  },
  { turns: ["any 2-for-1 trades i should be cooking up?"], expect: "tradeIdeas" },
  {
    turns: ["what's the Red Zone Raiders' record?", "any trades I could make with them?"],
    expect: "tradeIdeas",
    team: "Red Zone Raiders",
  },
  {
    turns: [
      "I have more wide receivers than I can start and my tight end spot is weak.",
      "Can you suggest some trades to get me a better tight end?",
    ],
    expect: "tradeIdeas",
    position: "TE",
  },

  // help
  { turns: ["what can you do?"], expect: "help" },
  { turns: ["how do you work?"], expect: "help" },
  { turns: ["first time using this thing, what kinds of questions can I ask you"], expect: "help" },
  { turns: ["Please describe the scope of your capabilities."], expect: "help" },
  { turns: ["hi", "what are you able to help me with?"], expect: "help" },
  { turns: ["hey GM what all can you help me with"], expect: "help" },

  // None
  { turns: ["what's the weather gonna be like on I-80 through Wyoming tomorrow"], expect: "None" },
  { turns: ["tell me a joke lol"], expect: "None" },
  { turns: ["who's gonna win the NBA finals this year?"], expect: "None" },
  { turns: ["What's the maximum daily dose of acetaminophen for a healthy adult?"], expect: "None" },
  { turns: ["what's my record?", "unrelated, but what's Apple's stock price today?"], expect: "None" },
  {
    turns: [
      "should I start Ja'Marr Chase or CeeDee Lamb?",
      "totally unrelated but can you recommend a good crib for a newborn?",
    ],
    expect: "None",
  },
];
