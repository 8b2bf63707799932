// Blind held-out evaluation set 160 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: an Indian English speaker: formal idioms ('kindly', 'do the needful', 'what is the status
// of', 'prepone').
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_160: HeldOutCase[] = [
  // startSit
  {
    turns: ["Kindly advise whether I should start Puka Nacua or Garrett Wilson this week."],
    expect: "startSit",
    players: ["Puka Nacua", "Garrett Wilson"],
  },
  {
    turns: ["Between Gibbs and Kyren, whom should I play in week 11? Please do the needful."],
    expect: "startSit",
    players: ["Jahmyr Gibbs", "Kyren Williams"],
    week: 11,
  },
  {
    turns: [
      "Sir, I am having confusion between Zay Flowers and Courtland Sutton for this week.",
      "Kindly tell me for next week also, same two players.",
    ],
    expect: "startSit",
    players: ["Zay Flowers", "Courtland Sutton"],
    week: "next",
  },
  {
    turns: ["Jaxson Dart or Bo Nix, which one to keep in my starting lineup for this Sunday itself?"],
    expect: "startSit",
    players: ["Jaxson Dart", "Bo Nix"],
  },
  {
    turns: ["What is the status of Tee Higgins?", "Okay. Then should I start him or Jameson Williams?"],
    expect: "startSit",
    players: ["Tee Higgins", "Jameson Williams"],
  },
  {
    turns: ["Please tell me whether to start McBride or LaPorta, and also what is the status of LaPorta."],
    expect: ["startSit", "status"],
    players: ["Trey McBride", "Sam LaPorta"],
  },
  // compare
  {
    turns: ["Kindly compare Ja'Marr Chase and Justin Jefferson for the remaining season."],
    expect: "compare",
    players: ["Ja'Marr Chase", "Justin Jefferson"],
  },
  {
    turns: ["Who is the better asset in the long term, Ashton Jeanty or Omarion Hampton? I want your honest opinion."],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "Please compare Brock Bowers with Trey McBride for rest of season.",
      "Now do the same comparison for Tucker Kraft and Jake Ferguson.",
    ],
    expect: "compare",
    players: ["Tucker Kraft", "Jake Ferguson"],
  },
  {
    turns: ["On a rest of season basis, which one is having more value: Drake London or Nico Collins?"],
    expect: "compare",
    players: ["Drake London", "Nico Collins"],
  },
  {
    turns: ["Sir, Achane versus Bucky Irving, who will give more points from here till the end of the season?"],
    expect: "compare",
    players: ["De'Von Achane", "Bucky Irving"],
  },
  {
    turns: [
      "I am thinking about Jaxon Smith-Njigba and Amon-Ra St. Brown.",
      "Kindly tell which one of them is better for the long run.",
    ],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Amon-Ra St. Brown"],
  },
  // slot
  { turns: ["Whom should I put in my flex position this week? Kindly suggest."], expect: "slot", position: "FLEX" },
  {
    turns: ["My RB2 spot is giving me lot of tension. Who should fill it for this week's game?"],
    expect: "slot",
    position: "RB",
  },
  { turns: ["Please advise who should be my tight end this week."], expect: "slot", position: "TE" },
  {
    turns: ["Who should go at flex this week?", "And for next week, who should be at flex?"],
    expect: "slot",
    week: "next",
    position: "FLEX",
  },
  {
    turns: ["Kindly do the needful and tell me who is my best option at QB for week 11."],
    expect: "slot",
    week: 11,
    position: "QB",
  },
  {
    turns: ["Who should start at my WR2 spot this week?", "What about the RB2 slot, whom should I put there?"],
    expect: "slot",
    position: "RB",
  },
  // lineup
  { turns: ["Kindly set my lineup for this week in the best possible manner."], expect: "lineup" },
  { turns: ["Please check my lineup once and tell me if any changes are required."], expect: "lineup" },
  {
    turns: ["Can you optimize my full starting lineup for week 11? I want to prepone my decisions as I am travelling."],
    expect: "lineup",
    week: 11,
  },
  {
    turns: ["Whom am I facing this week?", "Okay, then kindly review my entire lineup against him."],
    expect: "lineup",
  },
  {
    turns: ["Kindly optimize my lineup and also tell me what my projected total will be for this week."],
    expect: ["lineup", "projectedTotal"],
  },
  {
    turns: ["Please optimize my lineup for this week.", "Do the same for next week also."],
    expect: "lineup",
    week: "next",
  },
  // outlook
  {
    turns: ["What is the outlook for Jonathan Taylor for the rest of the season?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["Approximately how many points will Lamar score this week?"],
    expect: "outlook",
    players: ["Lamar Jackson"],
  },
  {
    turns: ["Is Rico Dowdle worth starting this week or not? Kindly clarify."],
    expect: "outlook",
    players: ["Rico Dowdle"],
  },
  {
    turns: ["Kindly give me the projection for Chase Brown this week.", "And what about Judkins?"],
    expect: "outlook",
    players: ["Quinshon Judkins"],
  },
  {
    turns: ["Please share the projection of Tetairoa McMillan for week 12."],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
    week: 12,
  },
  {
    turns: ["What is the status of Malik Nabers?", "Fine. And how many points is he expected to score this week?"],
    expect: "outlook",
    players: ["Malik Nabers"],
  },
  // status
  {
    turns: ["What is the status of Christian McCaffrey? Is he playing this Sunday?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  { turns: ["Kindly update me on Tyreek Hill's injury. Any latest news?"], expect: "status", players: ["Tyreek Hill"] },
  {
    turns: ["Please rank my tight ends for this week.", "Is Mark Andrews on bye this week or is he available?"],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: ["Please tell me the latest news on Josh Jacobs.", "And Derrick Henry?"],
    expect: "status",
    players: ["Derrick Henry"],
  },
  {
    turns: ["What is the status of Rashee Rice and is he worth starting this week?"],
    expect: ["status", "outlook"],
    players: ["Rashee Rice"],
  },
  {
    turns: ["Is Joe Burrow fit to play or is he still in the injury list? Kindly revert."],
    expect: "status",
    players: ["Joe Burrow"],
  },
  // tradeValue
  {
    turns: ["What is the trade value of Bijan Robinson at present?"],
    expect: "tradeValue",
    players: ["Bijan Robinson"],
  },
  {
    turns: ["Should I sell high on Jaxson Dart or hold him? Kindly advise."],
    expect: "tradeValue",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["Is this the right time to buy low on Marvin Harrison Jr.?"],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },
  { turns: ["How much is Travis Kelce worth in trade nowadays?"], expect: "tradeValue", players: ["Travis Kelce"] },
  {
    turns: ["What is the trade value of George Pickens?", "And of Davante Adams?"],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: ["Kindly tell me Cam Skattebo's outlook for rest of season.", "Then should I sell high on him or hold?"],
    expect: "tradeValue",
    players: ["Cam Skattebo"],
  },
  // buyLow
  { turns: ["Who are the good buy-low candidates at this stage of the season?"], expect: "buyLow" },
  { turns: ["Kindly suggest some players whom I can buy low on."], expect: "buyLow" },
  {
    turns: [
      "Kindly suggest some trade ideas.",
      "Not specific trades sir, I mean which players are buy-low candidates right now?",
    ],
    expect: "buyLow",
  },
  { turns: ["Please give me a list of buy-low targets before the trade deadline."], expect: "buyLow" },
  {
    turns: [
      "What is my record currently?",
      "Understood. Then kindly tell me which players are buy-low candidates now.",
    ],
    expect: "buyLow",
  },
  { turns: ["Who are the buy low candidates and which team is leading the league?"], expect: ["buyLow", "leaders"] },
  // trade
  {
    turns: ["I am getting an offer: my Jaylen Waddle for Saquon Barkley. Kindly tell whether to accept."],
    expect: "trade",
    players: ["Jaylen Waddle", "Saquon Barkley"],
  },
  {
    turns: ["Should I give Breece Hall and Chris Olave for Puka Nacua? Who wins this trade?"],
    expect: "trade",
    players: ["Breece Hall", "Chris Olave", "Puka Nacua"],
  },
  {
    turns: ["Is it wise to trade Josh Allen for Jalen Hurts plus Tony Pollard?"],
    expect: "trade",
    players: ["Josh Allen", "Jalen Hurts", "Tony Pollard"],
  },
  {
    turns: ["What is the trade value of Kyle Pitts?", "Someone has offered Dallas Goedert for him. Should I accept?"],
    expect: "trade",
    players: ["Dallas Goedert", "Kyle Pitts"],
  },
  {
    turns: ["Kindly evaluate: I give Alvin Kamara, I receive Jakobi Meyers and Rachaad White. Good deal or not?"],
    expect: "trade",
    players: ["Alvin Kamara", "Jakobi Meyers", "Rachaad White"],
  },
  {
    turns: [
      "I am thinking of trading James Cook for Drake London.",
      "What if I add Hunter Henry also from my side, is it a fair deal then?",
    ],
    expect: "trade",
    players: ["James Cook", "Hunter Henry", "Drake London"],
  },
  // waivers
  { turns: ["Whom should I pick up from the waivers this week?"], expect: "waivers" },
  {
    turns: ["How much FAAB should I bid on Kyle Monangai? Kindly advise the amount."],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  { turns: ["My WR depth is very poor.", "Which free agent should I add this week to fix it?"], expect: "waivers" },
  {
    turns: ["Should I put a claim on Woody Marks?", "How much FAAB to bid for him?"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  { turns: ["Kindly suggest waiver adds for week 11."], expect: "waivers", week: 11 },
  {
    turns: ["Whom should I add from the waiver wire and whom should I drop to make space?"],
    expect: ["waivers", "dropStash"],
  },
  // playoffs
  { turns: ["What are my chances of making the playoffs this season?"], expect: "playoffs" },
  {
    turns: ["Kindly tell me whether Sunday Scaries will make it to the playoffs."],
    expect: "playoffs",
    team: "Sunday Scaries",
  },
  {
    turns: ["Kindly tell my current record.", "With this record, is there any chance of getting a first-round bye?"],
    expect: "playoffs",
  },
  {
    turns: ["What are my playoff odds?", "And what about Coach Finley's team?"],
    expect: "playoffs",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["What are the chances of Gridiron Gurus winning the championship this year?"],
    expect: "playoffs",
    team: "Gridiron Gurus",
  },
  { turns: ["Have I clinched the playoffs yet, and whom am I facing this week?"], expect: ["playoffs", "matchup"] },
  // improveOdds
  { turns: ["What moves should I make to improve my playoff chances?"], expect: "improveOdds" },
  {
    turns: ["I have lost four matches in a row.", "Kindly advise the needful moves to salvage my season."],
    expect: "improveOdds",
  },
  { turns: ["What can I do to increase my probability of reaching the playoffs?"], expect: "improveOdds" },
  {
    turns: [
      "Kindly tell me my playoff odds.",
      "They are very low. Kindly tell what steps I should take to improve them.",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["My team is not performing at all. Kindly suggest how I can turn the season around."],
    expect: "improveOdds",
  },
  { turns: ["What are my playoff odds and what should I do to improve them?"], expect: ["playoffs", "improveOdds"] },
  // matchup
  { turns: ["Whom am I playing against this week?"], expect: "matchup" },
  { turns: ["Am I favoured to win my match this week?"], expect: "matchup" },
  { turns: ["What is my win probability for week 11?"], expect: "matchup", week: 11 },
  { turns: ["Who is my opponent this week?", "And next week's opponent?"], expect: "matchup", week: "next" },
  { turns: ["Kindly tell who will win this week's contest, me or my opponent?"], expect: "matchup" },
  { turns: ["Please give me a preview of my week 12 matchup."], expect: "matchup", week: 12 },
  // record
  { turns: ["What is my current win-loss record?"], expect: "record" },
  {
    turns: ["Who is leading the league?", "And where does Hail Mary Heroes stand?"],
    expect: "record",
    team: "Hail Mary Heroes",
  },
  { turns: ["Kindly tell me Coach Tatum's record."], expect: "record", team: "Red Zone Raiders" },
  { turns: ["What is my record?", "And Coach Blake's?"], expect: "record", team: "Sunday Scaries" },
  { turns: ["What is my record and am I going to make the playoffs?"], expect: ["record", "playoffs"] },
  {
    turns: ["What is the standing of Pocket Passers in the league presently?"],
    expect: "record",
    team: "Pocket Passers",
  },
  // rosterStatus
  { turns: ["Kindly give me the injury status of my entire roster for this week."], expect: "rosterStatus" },
  { turns: ["Which of my players are on bye next week?"], expect: "rosterStatus", week: "next" },
  {
    turns: ["Please set my lineup.", "Before that, kindly tell me the injuries and byes on my whole roster this week."],
    expect: "rosterStatus",
  },
  { turns: ["Are any of my players on bye this week?", "What about for week 12?"], expect: "rosterStatus", week: 12 },
  {
    turns: ["Please do a full check of my roster for injuries and byes in week 13."],
    expect: "rosterStatus",
    week: 13,
  },
  {
    turns: ["What are the injuries and byes on my roster this week, and what is my projected score?"],
    expect: ["rosterStatus", "projectedTotal"],
  },
  // positionRank
  { turns: ["Kindly rank my wide receivers for this week."], expect: "positionRank", position: "WR" },
  { turns: ["Please rank my running backs for week 11."], expect: "positionRank", week: 11, position: "RB" },
  {
    turns: ["How would you order my tight ends for this week, from best to worst?"],
    expect: "positionRank",
    position: "TE",
  },
  { turns: ["Rank my WRs for this week.", "Now do the same for RBs."], expect: "positionRank", position: "RB" },
  {
    turns: ["Please rank my QBs for this week.", "And for next week?"],
    expect: "positionRank",
    week: "next",
    position: "QB",
  },
  {
    turns: ["Among my quarterbacks, kindly tell me the ranking for this week's games."],
    expect: "positionRank",
    position: "QB",
  },
  // projectedTotal
  { turns: ["What is my team's projected total this week?"], expect: "projectedTotal" },
  {
    turns: ["How many points is my team expected to score in week 11, and what is the range?"],
    expect: "projectedTotal",
    week: 11,
  },
  {
    turns: ["Kindly tell me my projected score for this week along with the high and low range."],
    expect: "projectedTotal",
  },
  { turns: ["What is my projected total for this week?", "And next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["What is the projection for my team in week 12?"], expect: "projectedTotal", week: 12 },
  {
    turns: [
      "Kindly optimize my lineup for this week.",
      "After these changes, what will be my team's projected points?",
    ],
    expect: "projectedTotal",
  },
  // leaders
  { turns: ["Which team is the best in our league as of now?"], expect: "leaders" },
  { turns: ["Who has scored the maximum points in the league this season?"], expect: "leaders" },
  {
    turns: ["Who has scored the most points this season?", "And which team is first in the standings?"],
    expect: "leaders",
  },
  { turns: ["Kindly tell me which is the strongest team in the league."], expect: "leaders" },
  { turns: ["What is my standing in the league?", "And who is leading the league?"], expect: "leaders" },
  { turns: ["Who is at the top of the standings and what is my rank?"], expect: ["leaders", "record"] },
  // sleepers
  { turns: ["Kindly suggest some sleepers who can be useful."], expect: "sleepers" },
  { turns: ["Any deep sleepers I should be aware of?"], expect: "sleepers" },
  { turns: ["Please tell me some under-the-radar players who may break out soon."], expect: "sleepers" },
  {
    turns: ["My bench is very weak.", "Are there any sleepers for next week whom nobody has picked yet?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Whom should I pick up from waivers this week?", "Okay, and any deeper sleepers beyond those?"],
    expect: "sleepers",
  },
  { turns: ["Who are the sleeper picks for week 11?"], expect: "sleepers", week: 11 },
  // dropStash
  { turns: ["Whom should I drop from my roster?"], expect: "dropStash" },
  {
    turns: ["Should I drop Chris Godwin or stash him on my bench till he recovers?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  {
    turns: ["Is it advisable to keep Brandon Aiyuk on my roster or cut him?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["What is the status of J.K. Dobbins?", "Then should I drop him or stash him?"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  { turns: ["My roster is full and I want to add someone.", "So whom should I release?"], expect: "dropStash" },
  {
    turns: ["Kindly tell whether Rhamondre Stevenson is droppable now."],
    expect: "dropStash",
    players: ["Rhamondre Stevenson"],
  },
  // byeCover
  {
    turns: ["Lamar Jackson is on bye this week. Kindly suggest a replacement QB."],
    expect: "byeCover",
    players: ["Lamar Jackson"],
    position: "QB",
  },
  {
    turns: ["Which of my players are on bye this week?", "Kittle is on bye it seems. Kindly suggest a TE to cover."],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
  },
  {
    turns: ["Ja'Marr Chase is on bye in week 11. Kindly suggest a WR to cover for him."],
    expect: "byeCover",
    players: ["Ja'Marr Chase"],
    week: 11,
    position: "WR",
  },
  {
    turns: ["Is Travis Etienne Jr. on bye this week?", "Yes? Then kindly suggest a backup RB for him."],
    expect: "byeCover",
    players: ["Travis Etienne Jr."],
    position: "RB",
  },
  {
    turns: ["I need a streaming QB as Patrick Mahomes is on bye next week."],
    expect: "byeCover",
    players: ["Patrick Mahomes"],
    week: "next",
    position: "QB",
  },
  { turns: ["My kicker is on bye this week. Please suggest a streamer."], expect: "byeCover", position: "K" },
  // scenario
  { turns: ["If I win all my remaining games, will I make the playoffs?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["What are my playoff chances?", "Suppose I lose this week, then what?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["If I go 3-2 in the remaining matches, what are my odds?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["What will be my playoff chances if I win 2 of my last 4 games?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["What is my probability of making the playoffs?", "And if I win 2 more?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  { turns: ["Kindly calculate my playoff probability in case I win out."], expect: "scenario", scenario: "win-out" },
  // tradeIdeas
  { turns: ["Kindly suggest some trade ideas to strengthen my team."], expect: "tradeIdeas" },
  {
    turns: ["I have too many running backs.", "Which teams need a RB so that I can trade with them?"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: ["Who would be interested in trading for Derrick Henry?"],
    expect: "tradeIdeas",
    players: ["Derrick Henry"],
  },
  { turns: ["Give me some 2-for-1 trade proposals I can send out. My bench is overloaded."], expect: "tradeIdeas" },
  {
    turns: ["What is the trade value of DK Metcalf?", "Okay, what trades can I make using him?"],
    expect: "tradeIdeas",
    players: ["DK Metcalf"],
  },
  { turns: ["What could I get for Terry McLaurin in a trade?"], expect: "tradeIdeas", players: ["Terry McLaurin"] },
  // help
  { turns: ["What all can you do for me?"], expect: "help" },
  { turns: ["Kindly explain how to use this GM assistant."], expect: "help" },
  { turns: ["Hi, are you the GM bot?", "What all questions can I ask you?"], expect: "help" },
  { turns: ["I am new here. Please guide me about your features."], expect: "help" },
  { turns: ["Can you tell me what services this GM provides?"], expect: "help" },
  { turns: ["Hello.", "Kindly tell me what all you are capable of."], expect: "help" },
  // None
  { turns: ["What will be the weather in Chennai tomorrow?"], expect: "None" },
  { turns: ["Who will win the IPL this year?"], expect: "None" },
  { turns: ["Kindly share a recipe for paneer butter masala."], expect: "None" },
  {
    turns: ["What is my win-loss record?", "Thank you. Now kindly tell me the weather in Bangalore tomorrow."],
    expect: "None",
  },
  { turns: ["My cousin's marriage is next week. What gift should I give?"], expect: "None" },
  {
    turns: ["Whom am I playing this week?", "Okay. Also, what is the cricket score of India vs Australia?"],
    expect: "None",
  },
];
