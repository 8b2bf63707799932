// Blind held-out evaluation set 87 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: an Indian English manager ("kindly", "do the needful", "what is the status of", "please
// revert", "itself", "only"), short and long, with nicknames and misspellings.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_87: HeldOutCase[] = [
  // startSit
  {
    turns: ["Kindly tell me whom to start this week, Puka or Jeffersen?"],
    expect: "startSit",
    players: ["Puka Nacua", "Justin Jefferson"],
  },
  {
    turns: ["I am having some doubt in my RB spots only.", "Bijan or JT, whom should I play in week 11?"],
    expect: "startSit",
    players: ["Bijan Robinson", "Jonathan Taylor"],
    week: 11,
  },
  {
    turns: ["Should I start Chase Brown or Kyren Williams?", "What about Gibbs in place of Kyren then?"],
    expect: "startSit",
    players: ["Chase Brown", "Jahmyr Gibbs"],
  },
  {
    turns: ["Kraft, Kittle or Ferguson — out of these three whom to play next week? Which one will give more points?"],
    expect: "startSit",
    players: ["Tucker Kraft", "George Kittle", "Jake Ferguson"],
    week: "next",
  },
  {
    turns: [
      "Myself managing Gridiron Gurus, first time using this tool.",
      "Do the needful and tell me: Waddle or Tyreek for this week's game?",
    ],
    expect: "startSit",
    players: ["Jaylen Waddle", "Tyreek Hill"],
  },
  {
    turns: ["Kamra is sitting on my bench and Dowdle is starting.", "Should I swap them or keep as it is?"],
    expect: "startSit",
    players: ["Alvin Kamara", "Rico Dowdle"],
  },
  {
    turns: ["Is CMC playing this Sunday? If yes, should I start him over Bucky Irving?"],
    expect: ["status", "startSit"],
    players: ["Christian McCaffrey", "Bucky Irving"],
  },

  // compare
  {
    turns: ["For rest of season who is better to hold, Malik Nabers or Garrett Wilson?"],
    expect: "compare",
    players: ["Malik Nabers", "Garrett Wilson"],
  },
  {
    turns: ["Long term which one is more valuable only — Jeanty or Hampton?"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "I am having both JSN and Drake London in my roster.",
      "Which one is better to keep for the remaining season? Kindly revert.",
    ],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Drake London"],
  },
  {
    turns: ["Compare Derrick Henry and Saquon for ROS please.", "What about Henry versus James Cook instead?"],
    expect: "compare",
    players: ["Derrick Henry", "James Cook"],
  },
  {
    turns: ["Egbuka or McMillan, which rookie I should keep for the long haul?"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: [
      "I am thinking about long term only, not about this week.",
      "Lamb or Ja'Marr, who will score more from now till end of the season?",
    ],
    expect: "compare",
    players: ["CeeDee Lamb", "Ja'Marr Chase"],
  },

  // slot
  { turns: ["Whom should I put in my flex spot this week? Kindly do the needful."], expect: "slot" },
  { turns: ["Who is the best option for my RB2 slot for week 11 itself?"], expect: "slot", position: "RB", week: 11 },
  {
    turns: ["My tight end is on bye I think.", "So who goes in the TE spot this week then?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["Flex position is confusing me a lot.", "Out of Meyers, Wan'Dale and Javonte, whom to put in flex only?"],
    expect: "slot",
    players: ["Jakobi Meyers", "Wan'Dale Robinson", "Javonte Williams"],
  },
  {
    turns: ["Please tell me which quarterback to put in my QB slot for next week."],
    expect: "slot",
    position: "QB",
    week: "next",
  },
  {
    turns: ["Last week my kicker scored minus points, very bad.", "Who should be my kicker this week? Please revert."],
    expect: "slot",
    position: "K",
  },

  // lineup
  { turns: ["Kindly optimize my lineup for this week."], expect: "lineup" },
  { turns: ["Is my lineup correct or any changes are required? Please check once."], expect: "lineup" },
  {
    turns: ["I have made some changes in the starting lineup just now.", "Can you verify everything is fine now only?"],
    expect: "lineup",
  },
  { turns: ["Set my best possible lineup for week 11, do the needful."], expect: "lineup", week: 11 },
  { turns: ["Waddle is doubtful it seems.", "In that case please set my full lineup again."], expect: "lineup" },
  {
    turns: [
      "I just received Egbuka in a trade.",
      "Please fix my lineup and also tell what my projected total will be after that.",
    ],
    expect: ["lineup", "projectedTotal"],
  },

  // outlook
  {
    turns: ["Ja'Marr Chase is my WR1.", "How many points will he score this week approximately?"],
    expect: "outlook",
    players: ["Ja'Marr Chase"],
  },
  { turns: ["What is the rest of season outlook for Bucky Irving?"], expect: "outlook", players: ["Bucky Irving"] },
  {
    turns: ["I just now picked Kyle Monangai from waivers.", "Is he a good play this week or not?"],
    expect: "outlook",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["What is the projection of Jaxson Dart for this week?", "And what about him next week?"],
    expect: "outlook",
    players: ["Jaxson Dart"],
    week: "next",
  },
  { turns: ["Skattebo projection for week 12 kindly share."], expect: "outlook", players: ["Cam Skattebo"], week: 12 },
  {
    turns: ["Is Brock Bowers a good play in week 10 itself or should I worry?"],
    expect: "outlook",
    players: ["Brock Bowers"],
    week: 10,
  },
  {
    turns: ["Is Etienne playing this week and how many points he will get?"],
    expect: ["status", "outlook"],
    players: ["Travis Etienne Jr."],
  },

  // status
  { turns: ["What is the status of Jalen Hurts for this Sunday's game?"], expect: "status", players: ["Jalen Hurts"] },
  { turns: ["Is Tee Higgins injured? Please revert."], expect: "status", players: ["Tee Higgins"] },
  {
    turns: ["I am starting Rashee Rice at WR.", "What is his injury designation, is he playing or not?"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["Saw some news about Nico Collins on Twitter.", "Is he questionable or out? Kindly confirm."],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["I am worried about Mark Andrews only.", "Will he suit up this week?"],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: ["Is Godwin hurt again? If yes, whom should I pick from waivers?"],
    expect: ["status", "waivers"],
    players: ["Chris Godwin"],
  },

  // tradeValue
  { turns: ["What is the trade value of Kyle Pitts now?"], expect: "tradeValue", players: ["Kyle Pitts"] },
  { turns: ["Should I sell Josh Jacobs now while his value is high?"], expect: "tradeValue", players: ["Josh Jacobs"] },
  {
    turns: ["People in my league are asking about George Pickens.", "What all can I get for him in a trade?"],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  { turns: ["Is this the right time to buy BTJ? Kindly advise."], expect: "tradeValue", players: ["Brian Thomas Jr."] },
  {
    turns: [
      "Coach Quinn is asking about my quarterback Jayden Daniels.",
      "How much is he worth in the trade market itself?",
    ],
    expect: "tradeValue",
    players: ["Jayden Daniels"],
  },
  {
    turns: ["What is Ladd McConky worth in a trade?", "Okay and what about Zay Flowers?"],
    expect: "tradeValue",
    players: ["Zay Flowers"],
  },
  {
    turns: ["What is Kelce fetching in trades these days? And for rest of season who is better, him or LaPorta?"],
    expect: ["tradeValue", "compare"],
    players: ["Travis Kelce", "Sam LaPorta"],
  },

  // buyLow
  { turns: ["Which players I should buy low right now?"], expect: "buyLow" },
  { turns: ["Kindly give some sell-high candidates from my roster."], expect: "buyLow" },
  { turns: ["Trade deadline is coming near.", "Who are the buy low guys at this time only?"], expect: "buyLow" },
  { turns: ["Any underperforming stars I can get cheap in a trade? Please suggest."], expect: "buyLow" },
  {
    turns: [
      "My team is doing well but some fellows are overperforming.",
      "Whom to sell high before their value drops? Please revert.",
    ],
    expect: "buyLow",
  },
  { turns: ["Give me buy low targets and also tell what my playoff chances are."], expect: ["buyLow", "playoffs"] },

  // trade
  {
    turns: ["I give DeVonta Smith, I get Davante Adams. Is this trade good for me?"],
    expect: "trade",
    players: ["DeVonta Smith", "Davante Adams"],
  },
  {
    turns: ["My Jahmyr Gibbs for his Judkins plus Mike Evans — kindly evaluate this offer."],
    expect: "trade",
    players: ["Jahmyr Gibbs", "Quinshon Judkins", "Mike Evans"],
  },
  {
    turns: [
      "I am planning to trade away Puka.",
      "If I give Puka and receive A.J. Brown and Rhamondre Stevenson, is it ok?",
    ],
    expect: "trade",
    players: ["Puka Nacua", "A.J. Brown", "Rhamondre Stevenson"],
  },
  {
    turns: ["Got one offer just now.", "He wants my Lamar for his Josh Allen straight up. Should I accept?"],
    expect: "trade",
    players: ["Lamar Jackson", "Josh Allen"],
  },
  {
    turns: ["Trade offer has come: I send Terry McLaurin, I get Courtland Sutton.", "Accept or reject? Please revert."],
    expect: "trade",
    players: ["Terry McLaurin", "Courtland Sutton"],
  },
  {
    turns: ["Giving Kenneth Walker and Jordan Addison to get Ashton Jeanty — good deal or bad deal?"],
    expect: "trade",
    players: ["Kenneth Walker III", "Jordan Addison", "Ashton Jeanty"],
  },

  // waivers
  { turns: ["Whom should I pick up from waivers this week and how much FAAB to bid?"], expect: "waivers" },
  { turns: ["Kindly suggest the best waiver adds itself."], expect: "waivers" },
  { turns: ["I have 47 dollars FAAB remaining.", "Who is worth bidding on this week?"], expect: "waivers" },
  {
    turns: [
      "Kenneth Walker is going on IR it seems.",
      "Any good free agent running back available on the wire? How much to spend?",
    ],
    expect: "waivers",
  },
  { turns: ["Top waiver pickups for week 11 please."], expect: "waivers", week: 11 },

  // playoffs
  { turns: ["What are my chances of making the playoffs?"], expect: "playoffs" },
  { turns: ["Kindly tell me the playoff odds of my team Gridiron Gurus."], expect: "playoffs" },
  { turns: ["We lost badly last week only.", "Are we still in the playoff race or finished?"], expect: "playoffs" },
  {
    turns: ["I am 5 and 4 right now.", "What percentage chance I am having to qualify for playoffs?"],
    expect: "playoffs",
  },
  { turns: ["Tell my playoff odds and also what moves will raise them."], expect: ["playoffs", "improveOdds"] },

  // improveOdds
  { turns: ["What moves should I make to improve my playoff chances?"], expect: "improveOdds" },
  { turns: ["How can I increase my odds of reaching playoffs? Kindly suggest."], expect: "improveOdds" },
  {
    turns: ["My playoff odds are looking very less.", "What can I do to boost them? Please revert."],
    expect: "improveOdds",
  },
  { turns: ["Which pickups or trades will help me make the playoffs itself?"], expect: "improveOdds" },
  { turns: ["What are my playoff odds?", "Okay, and what should I do to push that number up?"], expect: "improveOdds" },

  // matchup
  { turns: ["Am I favoured in this week's matchup? What is the win probability?"], expect: "matchup" },
  { turns: ["Week 12 matchup kindly tell me, whom am I playing?"], expect: "matchup", week: 12 },
  { turns: ["Whom am I facing this week?", "And next week whom I am facing?"], expect: "matchup", week: "next" },
  {
    turns: ["Thursday game is done already.", "What is the projected score of my game this week now?"],
    expect: "matchup",
  },
  {
    turns: ["I think my opponent is very strong this week.", "What are my chances of winning this one?"],
    expect: "matchup",
  },
  { turns: ["Tell me my opponent for this week and also my projected points."], expect: ["matchup", "projectedTotal"] },

  // record
  { turns: ["What is my win-loss record as of now?"], expect: "record" },
  { turns: ["Kindly tell me in which place I am standing in the league."], expect: "record" },
  { turns: ["I won last week finally.", "So what is our standing now?"], expect: "record" },
  { turns: ["Where is Gridiron Gurus in the standings? Please revert."], expect: "record" },
  {
    turns: ["Season is half over now.", "What is my current record and playoff probability?"],
    expect: ["record", "playoffs"],
  },
  { turns: ["Tell me my rank in the league and who is my opponent this week."], expect: ["record", "matchup"] },

  // rosterStatus
  { turns: ["Who all on my roster are on bye this week? Kindly check."], expect: "rosterStatus" },
  { turns: ["Kindly list out all my injured players."], expect: "rosterStatus" },
  { turns: ["Who all from my team are on bye in week 12?"], expect: "rosterStatus", week: 12 },
  { turns: ["Checking my roster for next week.", "Anyone injured or on bye?"], expect: "rosterStatus", week: "next" },
  {
    turns: ["Half my team got hurt in the Thursday game it seems.", "Who all are injured exactly on my side?"],
    expect: "rosterStatus",
  },
  {
    turns: ["Which of my players are on bye this week and whom can I stream at tight end?"],
    expect: ["rosterStatus", "byeCover"],
    position: "TE",
  },

  // positionRank
  { turns: ["Rank my WRs for this week."], expect: "positionRank", position: "WR" },
  { turns: ["Kindly rank my running backs for week 11."], expect: "positionRank", position: "RB", week: 11 },
  {
    turns: ["I am having too many tight ends now.", "Please rank them for this week only."],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["Order my quarterbacks from best to worst for next week."],
    expect: "positionRank",
    position: "QB",
    week: "next",
  },
  { turns: ["Rank my RBs for this week.", "Same for wide receivers please."], expect: "positionRank", position: "WR" },
  {
    turns: ["I picked up one more kicker yesterday.", "Rank both my kickers for this week."],
    expect: "positionRank",
    position: "K",
  },

  // projectedTotal
  { turns: ["What is my team's projected points this week?"], expect: "projectedTotal" },
  {
    turns: ["I want to know worst case and best case.", "What is the ceiling and floor of my team for week 11?"],
    expect: "projectedTotal",
    week: 11,
  },
  {
    turns: ["Just now I set my lineup.", "How many total points are we projected to score?"],
    expect: "projectedTotal",
  },
  { turns: ["Kindly give the projected range for my team next week."], expect: "projectedTotal", week: "next" },
  { turns: ["What is my projected total for this week?", "And for week 12?"], expect: "projectedTotal", week: 12 },

  // leaders
  { turns: ["Who is leading the league currently?"], expect: "leaders" },
  { turns: ["Which team has scored the most points this season?"], expect: "leaders" },
  { turns: ["We play Blitz Brigade soon.", "What is their record?"], expect: "leaders", team: "Blitz Brigade" },
  {
    turns: ["Coach Sutton is talking too much in the group chat.", "What is his team's standing in the league?"],
    expect: "leaders",
    team: "Hail Mary Heroes",
  },
  { turns: ["Which team is having the best playoff odds in the league?"], expect: "leaders" },
  { turns: ["Where is Sunday Scaries standing as of now?"], expect: "leaders", team: "Sunday Scaries" },
  {
    turns: ["Our league chat is getting very heated.", "Who is at the top of the table and where am I?"],
    expect: ["leaders", "record"],
  },

  // sleepers
  { turns: ["Kindly suggest some sleepers for next week."], expect: "sleepers", week: "next" },
  { turns: ["Any deep under-the-radar pickups nobody is talking about?"], expect: "sleepers" },
  { turns: ["My bench is full of useless players only.", "Give me some deep sleepers to grab."], expect: "sleepers" },
  {
    turns: ["My league is very deep, 12 teams.", "Who are the hidden gems for week 11?"],
    expect: "sleepers",
    week: 11,
  },
  { turns: ["Which low-owned players can break out next week? Please revert."], expect: "sleepers", week: "next" },
  {
    turns: ["Give me sleepers for next week and also tell which of my players are on bye then."],
    expect: ["sleepers", "rosterStatus"],
    week: "next",
  },

  // dropStash
  { turns: ["Should I drop my injured players or stash them?"], expect: "dropStash" },
  {
    turns: ["Kindly tell whether to put Jaylen Warren on IR or drop him."],
    expect: "dropStash",
    players: ["Jaylen Warren"],
  },
  {
    turns: ["J.K. Dobbins is out for many weeks it seems.", "Drop or hold?"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  { turns: ["Which of my hurt players is worth keeping on IR itself?"], expect: "dropStash" },
  {
    turns: ["I am having only one IR spot.", "Whom to stash there and whom to release among my injured guys?"],
    expect: "dropStash",
  },
  {
    turns: [
      "Breece Hall got injured yesterday it seems.",
      "Should I drop him or stash on IR? And whom to pick up in his place?",
    ],
    expect: ["dropStash", "waivers"],
    players: ["Breece Hall"],
  },

  // byeCover
  { turns: ["My QB is on bye this week, whom can I stream?"], expect: "byeCover", position: "QB" },
  {
    turns: ["Two of my receivers are on bye, need one WR to fill in. Kindly suggest."],
    expect: "byeCover",
    position: "WR",
  },
  {
    turns: ["My tight end is having bye in week 12.", "Whom to pick up as backup for that week?"],
    expect: "byeCover",
    position: "TE",
    week: 12,
  },
  {
    turns: ["My kicker's team has bye this week.", "Suggest one streamer kicker to cover, please."],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["Bo Nix is on bye next week.", "Please suggest a backup quarterback for that week."],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },

  // scenario
  { turns: ["If I win all remaining games, will I make the playoffs?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["Suppose we lose this week's game itself, how much will our playoff chances drop?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["Suppose I win 2 out of my last 4 games, what are my chances?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["Kindly share my playoff percentage.", "And if I win out from here itself?"],
    expect: "scenario",
    scenario: "win-out",
  },
  { turns: ["Say I win three more games only, do I get in?"], expect: "scenario", scenario: { wins: 3, games: null } },
  {
    turns: ["Tough schedule is coming up for us.", "If I go 1 and 3 in the last four, is there any hope for playoffs?"],
    expect: "scenario",
    scenario: { wins: 1, games: 4 },
  },
  {
    turns: ["If I lose this week what happens to my odds, and what can I do to improve them?"],
    expect: ["scenario", "improveOdds"],
    scenario: "lose-this-week",
  },

  // tradeIdeas
  { turns: ["With whom should I trade to get a good RB?"], expect: "tradeIdeas", position: "RB" },
  {
    turns: ["Kindly suggest a 2-for-1 trade built around Drake London and Chuba Hubbard."],
    expect: "tradeIdeas",
    players: ["Drake London", "Chuba Hubbard"],
  },
  { turns: ["What can Pocket Passers give me in a trade?"], expect: "tradeIdeas", team: "Pocket Passers" },
  {
    turns: ["I am weak at tight end only.", "Which team should I approach for a trade?"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: [
      "Coach Finley is having lots of good receivers.",
      "What can I get from his team if I offer a running back?",
    ],
    expect: "tradeIdeas",
    team: "Waiver Wire Wizards",
  },
  { turns: ["Give me some trade ideas to upgrade at WR."], expect: "tradeIdeas", position: "WR" },

  // help
  { turns: ["What all can you do?"], expect: "help" },
  { turns: ["How does this assistant work? Kindly explain."], expect: "help" },
  { turns: ["What type of questions I can ask you?"], expect: "help" },
  { turns: ["Hello, I am new here.", "Please tell me how to use this thing."], expect: "help" },
  { turns: ["Can you explain your features in short?"], expect: "help" },
  { turns: ["I need some help. What are the things you can assist me with?"], expect: "help" },

  // None
  { turns: ["What is the weather in Chennai tomorrow?"], expect: "None" },
  { turns: ["Enough football for today.", "Tell me one good joke, kindly."], expect: "None" },
  { turns: ["Who will win the IPL this year?"], expect: "None" },
  { turns: ["Please give the recipe for paneer butter masala."], expect: "None" },
  { turns: ["Thanks for the lineup advice.", "By the way, can you do my son's maths homework?"], expect: "None" },
  { turns: ["What is your opinion on the upcoming elections?"], expect: "None" },
];
