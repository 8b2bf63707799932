// Blind held-out evaluation set #19 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets
// or the evaluation script. Scored once; do not tune against it.
// Voices: a mail carrier, a nurse practitioner, a chef, a pastor in a church league, a college-roommate
// group chat (very casual), a data analyst who asks about numbers and probabilities, a grandfather who
// calls players by last name only, and a busy mom who fires off quick one-liners.
// Each case is labelled with the reading a careful human analyst would take.

import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_19: HeldOutCase[] = [
  // startSit
  { turns: ["Jacobs or Cook this week?"], expect: "startSit", players: ["Josh Jacobs", "James Cook"] },
  {
    turns: ["Should I play Mahomes or Goff on Sunday?"],
    expect: "startSit",
    players: ["Patrick Mahomes", "Jared Goff"],
  },
  {
    turns: ["yo gm", "bro i gotta pick between pickens and waddle for sunday who u got"],
    expect: "startSit",
    players: ["George Pickens", "Jaylen Waddle"],
  },
  {
    turns: [
      "Should I start Chase Brown or Kenneth Walker this week? Deciding before I head out on my route.",
      "ok and same question for next week",
    ],
    expect: "startSit",
    players: ["Chase Brown", "Kenneth Walker III"],
    week: "next",
  },
  {
    turns: [
      "Between Jaxon Smith-Njigba, Zay Flowers and DeVonta Smith, which two maximize my expected points in week 11?",
    ],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Zay Flowers", "DeVonta Smith"],
    week: 11,
  },
  {
    turns: ["My flex spot is coming down to Jaylen Warren or Rhamondre Stevenson.", "which one do I start?"],
    expect: "startSit",
    players: ["Jaylen Warren", "Rhamondre Stevenson"],
  },
  {
    turns: ["How is Bo Nix looking this week?", "Would you start him over Jordan Love then?"],
    expect: "startSit",
    players: ["Bo Nix", "Jordan Love"],
  },
  {
    turns: ["Kelce or Kittle at tight end this week, which one do I put in"],
    expect: "startSit",
    players: ["Travis Kelce", "George Kittle"],
  },
  { turns: ["start egbuka?? quick"], expect: "startSit", players: ["Emeka Egbuka"] },
  {
    turns: ["should i start dowdle or monangai, and is there anybody better just sitting on waivers"],
    expect: ["startSit", "waivers"],
    players: ["Rico Dowdle", "Kyle Monangai"],
  },

  // compare
  {
    turns: ["Rest of season, who do you project for more total points: Bucky Irving or Breece Hall?"],
    expect: "compare",
    players: ["Bucky Irving", "Breece Hall"],
  },
  {
    turns: ["Long run who's the better back, Barkley or Gibbs?"],
    expect: "compare",
    players: ["Saquon Barkley", "Jahmyr Gibbs"],
  },
  {
    turns: ["lamb vs jefferon", "not this week, like the rest of the year"],
    expect: "compare",
    players: ["CeeDee Lamb", "Justin Jefferson"],
  },
  {
    turns: ["For the remainder of the season, would you rather have Trey McBride or Brock Bowers on my roster?"],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: [
      "I'm thinking about the playoff weeks more than this Sunday.",
      "Who's the better hold from here on out, Tetairoa McMillan or Travis Hunter?",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Travis Hunter"],
  },
  {
    turns: ["Who's better ROS, Nico Collins or Garrett Wilson?", "and puka vs nico?"],
    expect: "compare",
    players: ["Puka Nacua", "Nico Collins"],
  },
  {
    turns: ["Who's better for the rest of the year, Achane or Jeanty, and what's Achane worth in a trade?"],
    expect: ["compare", "tradeValue"],
    players: ["De'Von Achane", "Ashton Jeanty"],
  },

  // slot
  { turns: ["who's my flex this week"], expect: "slot", position: "FLEX" },
  { turns: ["Which of my tight ends should I put in?"], expect: "slot", position: "TE" },
  {
    turns: ["I have three QBs rostered right now.", "Which one should be in my QB slot for week 11?"],
    expect: "slot",
    position: "QB",
    week: 11,
  },
  {
    turns: ["is kittle even playing", "if not who do i throw in at TE"],
    expect: "slot",
    position: "TE",
  },
  { turns: ["Who from my bench should fill the RB2 spot this week?"], expect: "slot", position: "RB" },
  {
    turns: ["Trying to get my lineup set before I leave for the early service.", "Who goes in the flex?"],
    expect: "slot",
    position: "FLEX",
  },

  // lineup
  { turns: ["is my lineup ok?"], expect: "lineup" },
  { turns: ["Can you look over my starters and fix anything dumb before Sunday"], expect: "lineup" },
  {
    turns: ["Optimize my full starting lineup for maximum projected points in week 11."],
    expect: "lineup",
    week: 11,
  },
  {
    turns: ["bro i havent touched my team in 2 weeks", "just set the whole lineup for me"],
    expect: "lineup",
  },
  { turns: ["Who should I start?", "Like the whole lineup, not one guy"], expect: "lineup" },
  {
    turns: ["ok gm big week", "set my lineup and tell me if we're favored"],
    expect: ["lineup", "matchup"],
  },

  // outlook
  { turns: ["How will McCaffery do this week?"], expect: "outlook", players: ["Christian McCaffrey"] },
  {
    turns: ["What's Puka's projected point range for this week, floor and ceiling?"],
    expect: "outlook",
    players: ["Puka Nacua"],
  },
  { turns: ["thoughts on bijan this wk", "and gibbs?"], expect: "outlook", players: ["Jahmyr Gibbs"] },
  {
    turns: ["What's your take on Jaxson Dart?", "What about him next week specifically?"],
    expect: "outlook",
    players: ["Jaxson Dart"],
    week: "next",
  },
  {
    turns: ["Give me your read on Ashton Jeanty for week 12, I'm planning the menu and my lineup the same night"],
    expect: "outlook",
    players: ["Ashton Jeanty"],
    week: 12,
  },
  {
    turns: ["I picked up Kyle Monangai last week.", "How do you think he does this week?"],
    expect: "outlook",
    players: ["Kyle Monangai"],
  },
  { turns: ["amon ra outlook?"], expect: "outlook", players: ["Amon-Ra St. Brown"] },
  {
    turns: ["How's Derrick Henry looking this week and what would he fetch in a trade?"],
    expect: ["outlook", "tradeValue"],
    players: ["Derrick Henry"],
  },

  // status
  { turns: ["is lamar playin"], expect: "status", players: ["Lamar Jackson"] },
  {
    turns: ["What's the latest on Joe Burrow's toe? Has he been cleared to play?"],
    expect: "status",
    players: ["Joe Burrow"],
  },
  {
    turns: ["ok benching ceedee if he's out", "so is he out or what"],
    expect: "status",
    players: ["CeeDee Lamb"],
  },
  {
    turns: ["How's Derrick Henry projected this week?", "Is he on the injury report at all?"],
    expect: "status",
    players: ["Derrick Henry"],
  },
  {
    turns: ["Start Kamara or Swift?", "wait is swift even healthy"],
    expect: "status",
    players: ["D'Andre Swift"],
  },
  {
    turns: ["Is Chase playing, and if so should I start him over Nico?"],
    expect: ["status", "startSit"],
    players: ["Ja'Marr Chase", "Nico Collins"],
  },
  {
    turns: ["Mark Andrews got banged up last week.", "Is he good to go, and what do you expect from him if he plays?"],
    expect: ["status", "outlook"],
    players: ["Mark Andrews"],
  },

  // tradeValue
  {
    turns: ["What could I realistically get for Jonathan Taylor if I shopped him around?"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["Quantify Bijan's trade value right now. Is he at peak value?"],
    expect: "tradeValue",
    players: ["Bijan Robinson"],
  },
  {
    turns: ["should i sell high on my guy jsn", "like what would ppl even give me"],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["Evans has been good to me this year.", "What's he worth in a trade?"],
    expect: "tradeValue",
    players: ["Mike Evans"],
  },
  {
    turns: ["De'Von Achane has been carrying my team.", "Is this the moment to sell him?"],
    expect: "tradeValue",
    players: ["De'Von Achane"],
  },
  { turns: ["sell Kyren or keep"], expect: "tradeValue", players: ["Kyren Williams"] },

  // buyLow
  {
    turns: ["Which players are underperforming their expected fantasy points enough to be buy-low targets?"],
    expect: "buyLow",
  },
  {
    turns: ["Is now a good time to buy low on Marvin Harrison Jr.?"],
    expect: "buyLow",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: ["brian thomas jr has been so bad lol", "is he a buy low or is he cooked"],
    expect: "buyLow",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["I want to make a move before the deadline.", "Who are some buy-low guys I should be sniffing around for?"],
    expect: "buyLow",
  },
  {
    turns: [
      "Somebody in my league has Xavier Worthy collecting dust on their bench.",
      "Worth trying to buy low on him?",
    ],
    expect: "buyLow",
    players: ["Xavier Worthy"],
  },

  // trade
  {
    turns: ["They want Barkley and they'd give me Kelce and Pitts for him. Should I take it?"],
    expect: "trade",
    players: ["Saquon Barkley", "Travis Kelce", "Kyle Pitts"],
  },
  { turns: ["kamara for ladd, yes or no"], expect: "trade", players: ["Alvin Kamara", "Ladd McConkey"] },
  {
    turns: [
      "Trade offer: I give Jahmyr Gibbs, I get Puka Nacua and Tucker Kraft. Does that raise my expected points ROS?",
    ],
    expect: "trade",
    players: ["Jahmyr Gibbs", "Puka Nacua", "Tucker Kraft"],
  },
  {
    turns: ["coach blake just sent me something", "he wants my chase brown and gives me dk metcalf. smash accept?"],
    expect: "trade",
    players: ["Chase Brown", "DK Metcalf"],
    team: "Sunday Scaries",
  },
  {
    turns: [
      "I got an offer I'm not sure about.",
      "They'd give me Josh Jacobs for my Garrett Wilson and James Cook. Good deal for me or not?",
    ],
    expect: "trade",
    players: ["Josh Jacobs", "Garrett Wilson", "James Cook"],
  },
  {
    turns: ["What's Sam LaPorta worth?", "Someone offered me Courtland Sutton straight up for him. Take it?"],
    expect: "trade",
    players: ["Courtland Sutton", "Sam LaPorta"],
  },
  {
    turns: [
      "Coach Reese offered me Mark Andrews for Jordan Addison.",
      "Should I accept, and if not, what should I counter with?",
    ],
    expect: ["trade", "tradeIdeas"],
    players: ["Mark Andrews", "Jordan Addison"],
    team: "Play Action Pack",
  },

  // waivers
  { turns: ["who do i pik up"], expect: "waivers" },
  { turns: ["Anybody good on the wire this week? I've got $23 of FAAB left."], expect: "waivers" },
  {
    turns: ["What's the optimal FAAB bid on Kyle Monangai as a percentage of my remaining budget?"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  { turns: ["need an rb bad", "who's on waivers"], expect: "waivers", position: "RB" },
  {
    turns: [
      "My receiver depth is thin after all the injuries.",
      "Who should I target on waivers, and how much should I bid?",
    ],
    expect: "waivers",
    position: "WR",
  },
  {
    turns: ["I have 61 bucks of FAAB", "how much should I throw at Woody Marks?"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: ["Who should I pick up this week, and is it time to drop Skattebo off my IR to make room?"],
    expect: ["waivers", "dropStash"],
    players: ["Cam Skattebo"],
  },

  // playoffs
  { turns: ["am I making playoffs"], expect: "playoffs" },
  {
    turns: ["What's my current probability of making the playoffs, and how confident is that estimate?"],
    expect: "playoffs",
  },
  { turns: ["we're 5-4 lmao", "do we even make it"], expect: "playoffs" },
  {
    turns: ["The folks after service keep asking me how our team is doing.", "Realistically, are we a playoff team?"],
    expect: "playoffs",
  },
  {
    turns: ["What are my playoff odds, and what's the single move that would raise them most?"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["Give me my current playoff odds and then my odds if I lose this week."],
    expect: ["playoffs", "scenario"],
    scenario: "lose-this-week",
  },

  // improveOdds
  {
    turns: ["Which roster moves would add the most percentage points to my playoff probability?"],
    expect: "improveOdds",
  },
  { turns: ["What are my playoff odds?", "ok what can I do to bump that up"], expect: "improveOdds" },
  { turns: ["What do I need to change to give myself a better shot at the playoffs?"], expect: "improveOdds" },
  { turns: ["how do we get into the playoffs from here, what moves"], expect: "improveOdds" },
  {
    turns: ["My team is in ninth place.", "What moves would help me sneak into the playoffs?"],
    expect: "improveOdds",
  },

  // matchup
  { turns: ["who am I playing this week"], expect: "matchup" },
  { turns: ["What's my win probability in this week's matchup?"], expect: "matchup" },
  { turns: ["who we got this week", "are we gonna smoke them"], expect: "matchup" },
  { turns: ["How does my matchup look for week 11?"], expect: "matchup", week: 11 },
  { turns: ["how's my matchup this week?", "and next week's?"], expect: "matchup", week: "next" },
  {
    turns: ["Who's my opponent this week and how many points am I projected for?"],
    expect: ["matchup", "projectedTotal"],
  },

  // record
  { turns: ["what's my record"], expect: "record" },
  {
    turns: ["How's Blitz Brigade doing this year, what's their record?"],
    expect: "record",
    team: "Blitz Brigade",
  },
  {
    turns: ["coach tatum talking trash in the group chat again", "what's his team's record"],
    expect: "record",
    team: "Red Zone Raiders",
  },
  { turns: ["What's my record?", "what about Pocket Passers?"], expect: "record", team: "Pocket Passers" },
  { turns: ["What's my record and do I have a shot at the playoffs?"], expect: ["record", "playoffs"] },

  // rosterStatus
  { turns: ["Who of mine is on bye next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["who's on bye this week for us", "and week 12?"], expect: "rosterStatus", week: 12 },
  { turns: ["Which of my guys are out or on bye in week 11?"], expect: "rosterStatus", week: 11 },
  {
    turns: ["Who on my team is hurt and who should I pick up to replace them?"],
    expect: ["rosterStatus", "waivers"],
  },
  {
    turns: ["who's on bye next week and who do I get to cover my WR?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "WR",
  },

  // positionRank
  { turns: ["rank my WRs"], expect: "positionRank", position: "WR" },
  {
    turns: ["Order my running backs by projected points for week 11."],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  { turns: ["Put my quarterbacks in order for this week"], expect: "positionRank", position: "QB" },
  { turns: ["rank my wrs for this week", "now do the rbs"], expect: "positionRank", position: "RB" },
  {
    turns: ["I've got four tight ends somehow.", "Could you rank them for next week?"],
    expect: "positionRank",
    position: "TE",
    week: "next",
  },

  // projectedTotal
  { turns: ["how many points am I projected"], expect: "projectedTotal" },
  {
    turns: ["What's my team's projected total this week, with a 10th-90th percentile range?"],
    expect: "projectedTotal",
  },
  {
    turns: ["Who am I playing next week?", "How many points is my team supposed to score?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["What's my projected total for week 11?", "and what's the range, like worst case?"],
    expect: "projectedTotal",
    week: 11,
  },
  { turns: ["Roughly what's our projected score this weekend?"], expect: "projectedTotal" },

  // leaders
  { turns: ["who's in first"], expect: "leaders" },
  {
    turns: ["Pull up the standings for me.", "Which team has scored the most total points this season?"],
    expect: "leaders",
  },
  { turns: ["who's the team to beat", "and who's scored the most"], expect: "leaders" },
  { turns: ["Can you show me the league standings?"], expect: "leaders" },
  { turns: ["Who's leading the league, and where do we stand?"], expect: ["leaders", "record"] },

  // sleepers
  { turns: ["gimme a sleeper for next week"], expect: "sleepers", week: "next" },
  {
    turns: ["Which low-rostered players have the highest breakout probability next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["My tight end has been awful.", "Any under-the-radar tight ends worth a look?"],
    expect: "sleepers",
    position: "TE",
  },
  {
    turns: ["I like finding guys before everyone else does.", "Any sleeper running backs this week?"],
    expect: "sleepers",
    position: "RB",
  },
  { turns: ["Who are some sleepers nobody's talking about?"], expect: "sleepers" },

  // dropStash
  {
    turns: ["Tyreek Hill is done for the season.", "Should I just drop him?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["Is it worth keeping Cam Skattebo in my IR spot or should I cut him loose?"],
    expect: "dropStash",
    players: ["Cam Skattebo"],
  },
  { turns: ["do i hold nabers on IR or drop him for a body"], expect: "dropStash", players: ["Malik Nabers"] },
  {
    turns: ["Given the injury timelines, which of my injured players should I drop and which should I stash?"],
    expect: "dropStash",
  },
  {
    turns: ["Burrow is hurt again.", "Do I keep him or let him go?"],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },

  // byeCover
  {
    turns: ["My QB is on bye in week 12, who should I pick up to cover?"],
    expect: "byeCover",
    position: "QB",
    week: 12,
  },
  { turns: ["need a TE for the bye next week"], expect: "byeCover", position: "TE", week: "next" },
  {
    turns: ["Who on my roster has a bye next week?", "Who's the best streaming option to cover the RB hole?"],
    expect: "byeCover",
    position: "RB",
    week: "next",
  },
  { turns: ["My kicker's on bye this week. Who do I stream?"], expect: "byeCover", position: "K" },
  {
    turns: ["Jalen Hurts has his bye coming up.", "Who should I play at quarterback that week?"],
    expect: "byeCover",
    position: "QB",
  },

  // scenario
  { turns: ["If I win out, what are my playoff odds?"], expect: "scenario", scenario: "win-out" },
  { turns: ["If I lose this week, am I still in it?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["what are our playoff odds", "ok and if we go 3-2 the rest of the way"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["What would my chances be if I win two of my next three?"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  {
    turns: ["I have five games left.", "If I only win three of them, do I get in?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["If we manage four more wins, do we make the playoffs?"],
    expect: "scenario",
    scenario: { wins: 4, games: null },
  },

  // tradeIdeas
  { turns: ["What trades could I make with Coach Ellis?"], expect: "tradeIdeas", team: "Pocket Passers" },
  {
    turns: ["Suggest a 2-for-1 that consolidates my depth into a top-12 WR."],
    expect: "tradeIdeas",
    position: "WR",
  },
  { turns: ["our TE situation is a disaster", "who can we trade for"], expect: "tradeIdeas", position: "TE" },
  {
    turns: ["Is there a deal to be made with Audible Alchemists?"],
    expect: "tradeIdeas",
    team: "Audible Alchemists",
  },
  {
    turns: [
      "I have too many running backs and not enough receivers.",
      "Can you put together a trade built around Kyren Williams?",
    ],
    expect: "tradeIdeas",
    players: ["Kyren Williams"],
  },
  {
    turns: ["What kind of trade could I build around Bucky Irving and Jake Ferguson?"],
    expect: "tradeIdeas",
    players: ["Bucky Irving", "Jake Ferguson"],
  },

  // help
  { turns: ["hi", "what can u do"], expect: "help" },
  { turns: ["How does this thing work?"], expect: "help" },
  { turns: ["Hello there.", "I'm new to this. What kinds of questions can I ask you?"], expect: "help" },
  { turns: ["What data do you use, and what kinds of analysis can you run for me?"], expect: "help" },

  // None
  { turns: ["What's a good dry rub for brisket?"], expect: "None" },
  { turns: ["Can you help me write a sermon on patience?"], expect: "None" },
  { turns: ["What's Nvidia's stock price today?"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  {
    turns: ["Is it going to rain Sunday?", "I mean on my route in Columbus, not at the game"],
    expect: "None",
  },
  { turns: ["Thanks for the help with my lineup.", "Now who won the World Series this year?"], expect: "None" },
  { turns: ["recipe for chicken nuggets my kids will actually eat"], expect: "None" },
  { turns: ["Who should I vote for in the Senate race?"], expect: "None" },
];
