// Blind held-out evaluation set 16 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets
// or the evaluation script. Scored once; do not tune against it.
// Voices: a retired schoolteacher in her first fantasy season, a college student texting between
// classes (lowercase, abbreviations), a restaurant line cook on a break, an office-league dad who
// types full sentences, a terse software tester, a sportswriter who uses football jargon, a
// non-native (German) English speaker, and a grandmother who plays with her grandkids.
// Labels are the reading a careful human analyst would take. Current week: 10 of the 2025 season.

import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_16: HeldOutCase[] = [
  // startSit
  {
    turns: ["I have both Jared Goff and Baker Mayfield. Which one should I put in as my quarterback on Sunday?"],
    expect: "startSit",
    players: ["Jared Goff", "Baker Mayfield"],
  },
  {
    turns: [
      "Should I let play Smith-Njigba or Garrett Wilson this week?",
      "And for week 11, is it the same answer or different?",
    ],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Garrett Wilson"],
    week: 11,
  },
  {
    turns: ["Start/sit: Kyren Williams vs Chase Brown. PPR.", "Half-PPR instead?"],
    expect: "startSit",
    players: ["Kyren Williams", "Chase Brown"],
  },
  {
    turns: [
      "I've been going back and forth on my flex all morning and my wife is tired of hearing about it.",
      "Would you start Jakobi Meyers or Courtland Sutton there this week?",
    ],
    expect: "startSit",
    players: ["Jakobi Meyers", "Courtland Sutton"],
  },
  {
    turns: [
      "My granddaughter says Travis Kelce is past his prime. Is he?",
      "Well then should I sit him this week and play that Jake Ferguson fellow instead?",
    ],
    expect: "startSit",
    players: ["Travis Kelce", "Jake Ferguson"],
  },
  {
    turns: ["on break. do i start bucky irving or rico dowdle, and is bucky even practicing"],
    expect: ["startSit", "status"],
    players: ["Bucky Irving", "Rico Dowdle"],
  },
  {
    turns: ["start egbuka or mcmillan this week? and who do u like more for the rest of the season"],
    expect: ["startSit", "compare"],
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },

  // compare
  {
    turns: ["For the back half of the season, who's the better bet: Quinshon Judkins or Kenneth Walker?"],
    expect: "compare",
    players: ["Quinshon Judkins", "Kenneth Walker III"],
  },
  {
    turns: ["ros who u got, puka or jsn"],
    expect: "compare",
    players: ["Puka Nacua", "Jaxon Smith-Njigba"],
  },
  {
    turns: [
      "Is Omarion Hampton going to be a factor when he comes back from the ankle?",
      "Long term, would you rather have him or Ashton Jeanty the rest of the way?",
    ],
    expect: "compare",
    players: ["Omarion Hampton", "Ashton Jeanty"],
  },
  {
    turns: [
      "For the rest of the season, who is better: Bo Nix or Drake Maye?",
      "And if I put Caleb Williams also in the comparison?",
    ],
    expect: "compare",
    players: ["Bo Nix", "Drake Maye", "Caleb Williams"],
  },
  {
    turns: ["Compare ROS: Breece Hall, Javonte Williams.", "Add TreVeyon Henderson to that."],
    expect: "compare",
    players: ["Breece Hall", "Javonte Williams", "TreVeyon Henderson"],
  },
  {
    turns: ["Between George Kittle and Trey McBride, which one will do better for me over the rest of the year?"],
    expect: "compare",
    players: ["George Kittle", "Trey McBride"],
  },

  // slot
  {
    turns: ["who goes in my flex this wk"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["Which of my tight ends should I start this week?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["got 10 min before dinner rush. which of my wrs goes in the WR2 spot"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["I am not sure about my kicker position.", "Which kicker from my team should I put in?"],
    expect: "slot",
    position: "K",
  },
  {
    turns: ["FLEX slot. Best option from my roster, wk 11."],
    expect: "slot",
    position: "FLEX",
    week: 11,
  },
  {
    turns: ["Who should I start at running back this week from my roster?", "And what about the flex spot?"],
    expect: "slot",
    position: "FLEX",
  },

  // lineup
  {
    turns: ["Could you look over my whole lineup for this week and tell me if anything should be changed?"],
    expect: "lineup",
  },
  {
    turns: ["optimize my lineup pls"],
    expect: "lineup",
  },
  {
    turns: [
      "My grandson set my team for me before he went back to college.",
      "Can you check that everybody he put in is the right choice?",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "Brutal slate this week with four teams on bye.",
      "Run through my starting nine and flag anything you'd change.",
    ],
    expect: "lineup",
  },
  {
    turns: ["Optimize lineup. Then: win prob vs opponent."],
    expect: ["lineup", "matchup"],
  },
  {
    turns: ["My team is Gridiron Gurus.", "Please make my lineup for week 11 the best possible."],
    expect: "lineup",
    week: 11,
  },
  {
    turns: ["check my lineup, whats my projected total, and am i favored this week"],
    expect: ["lineup", "projectedTotal", "matchup"],
  },

  // outlook
  {
    turns: ["What's your read on Ladd McConkey the next few weeks given how the Chargers are deploying him?"],
    expect: "outlook",
    players: ["Ladd McConkey"],
  },
  {
    turns: ["thoughts on tj hockenson rn", "ok and kincaid?"],
    expect: "outlook",
    players: ["Dalton Kincaid"],
  },
  {
    turns: [
      "I keep hearing about Jonathan Taylor on the sports news.",
      "What kind of points is he projected to score this week?",
    ],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["How is Josh Allen expected to do this weekend?", "And the Lamar Jackson boy?"],
    expect: "outlook",
    players: ["Lamar Jackson"],
  },
  {
    turns: ["whats the projection lookin like for derrick henry next week"],
    expect: "outlook",
    players: ["Derrick Henry"],
    week: "next",
  },
  {
    turns: ["How will Jahmyr Gibbs play this week, and is he healthy?"],
    expect: ["outlook", "status"],
    players: ["Jahmyr Gibbs"],
  },

  // status
  {
    turns: ["is puka playing sunday", "wat about davante"],
    expect: "status",
    players: ["Davante Adams"],
  },
  {
    turns: ["Status check: Nico Collins."],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: [
      "I saw something about Malik Nabers on Twitter this morning.",
      "Is he actually out for the season or is it week to week?",
    ],
    expect: "status",
    players: ["Malik Nabers"],
  },
  {
    turns: [
      "Should I be worried about Christian McCaffrey?",
      "I mean is he hurt? My grandson says that boy is always hurt.",
    ],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Is Chris Olave injured? I think he was not in the training this week."],
    expect: "status",
    players: ["Chris Olave"],
  },
  {
    turns: ["Terry McLaurin's quad — any update on whether he suits up?", "Same question on Jayden Daniels."],
    expect: "status",
    players: ["Jayden Daniels"],
  },
  {
    turns: ["Is Aiyuk coming back this year at all, and if not should I just cut him?"],
    expect: ["status", "dropStash"],
    players: ["Brandon Aiyuk"],
  },

  // tradeValue
  {
    turns: ["What do you think George Pickens would fetch on the trade market in my league right now?"],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  {
    turns: ["shld i sell high on rashee rice or hold"],
    expect: "tradeValue",
    players: ["Rashee Rice"],
  },
  {
    turns: ["davante adams been cooking lately", "what could i get for him if i shopped him around"],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: ["Trade value: Kyren Williams.", "Same for Chase Brown."],
    expect: "tradeValue",
    players: ["Chase Brown"],
  },
  {
    turns: ["What's Zay Flowers worth in a deal, and which teams should I be calling to move him?"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Zay Flowers"],
  },
  {
    turns: [
      "Jaylen Waddle has been playing very well for my team lately.",
      "Would now be a good time to trade him, and what might he be worth to others?",
    ],
    expect: "tradeValue",
    players: ["Jaylen Waddle"],
  },

  // buyLow
  {
    turns: ["any buy low guys i should be targeting", "what about breece hall, is he one"],
    expect: "buyLow",
    players: ["Breece Hall"],
  },
  {
    turns: ["Is this the window to buy low on Brian Thomas Jr. before his target share normalizes?"],
    expect: "buyLow",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: [
      "Marvin Harrison Jr. has been a real disappointment for the guy who drafted him in our league.",
      "Is he worth trying to buy low on?",
    ],
    expect: "buyLow",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: ["Which players from other teams are cheap to get now but will be good later in the season?"],
    expect: "buyLow",
  },
  {
    turns: [
      "My grandkids keep telling me to 'buy low'. What does that mean?",
      "Alright, so is there anybody I ought to buy low on?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["Buy-low candidates, WR only."],
    expect: "buyLow",
    position: "WR",
  },

  // trade
  {
    turns: ["A coworker offered me Bijan Robinson for Ja'Marr Chase and Tony Pollard. Should I accept?"],
    expect: "trade",
    players: ["Bijan Robinson", "Ja'Marr Chase", "Tony Pollard"],
  },
  {
    turns: ["got offered kittle for my ladd, smash accept?"],
    expect: "trade",
    players: ["George Kittle", "Ladd McConkey"],
  },
  {
    turns: [
      "somebody in my league keeps asking about my james cook",
      "they're giving drake london for him. take it or nah",
    ],
    expect: "trade",
    players: ["James Cook", "Drake London"],
  },
  {
    turns: ["Eval: give Henry, get Jacobs + Odunze."],
    expect: "trade",
    players: ["Derrick Henry", "Josh Jacobs", "Rome Odunze"],
  },
  {
    turns: [
      "I got a trade offer today.",
      "They want Amon-Ra St. Brown and give me Nico Collins and Kenneth Walker. Is this good for me?",
    ],
    expect: "trade",
    players: ["Amon-Ra St. Brown", "Nico Collins", "Kenneth Walker III"],
  },
  {
    turns: ["Offer on the table: my Trey McBride for their Brock Bowers. Accept? And what's McBride's market value?"],
    expect: ["trade", "tradeValue"],
    players: ["Trey McBride", "Brock Bowers"],
  },

  // waivers
  {
    turns: ["who do i grab off waivers this week", "how much faab for the top guy"],
    expect: "waivers",
  },
  {
    turns: ["I've got $37 of FAAB left. Who's worth bidding on, and how much should I put in?"],
    expect: "waivers",
  },
  {
    turns: ["my rb room is cooked, 2 guys hurt", "which rb on the wire should i grab"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["Which free agent should I take for tight end? And how much FAAB I should bid?"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: ["Who's the best pickup this week, and should I drop Malik Nabers to make room or keep him?"],
    expect: ["waivers", "dropStash"],
    players: ["Malik Nabers"],
  },
  {
    turns: ["Waiver targets.", "Bid amounts for each? Budget is $52."],
    expect: "waivers",
  },

  // playoffs
  {
    turns: ["What are my chances of making the playoffs this year?"],
    expect: "playoffs",
  },
  {
    turns: ["am i making playoffs or nah"],
    expect: "playoffs",
  },
  {
    turns: [
      "We lost a heartbreaker on Monday night by less than a point.",
      "Where does that leave my playoff chances?",
    ],
    expect: "playoffs",
  },
  {
    turns: ["How big is the chance that I come in the playoffs?"],
    expect: "playoffs",
  },
  {
    turns: ["Give me my playoff probability and the two or three moves that would move the needle most."],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["whats my playoff % and what if i win out"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },

  // improveOdds
  {
    turns: ["What can I do between now and the trade deadline to give myself a better shot at the playoffs?"],
    expect: "improveOdds",
  },
  {
    turns: ["how do i boost my playoff odds"],
    expect: "improveOdds",
  },
  {
    turns: ["You told me my playoff chances are around 40 percent.", "What changes could I make to raise that?"],
    expect: "improveOdds",
  },
  {
    turns: ["What moves I must make so my chance for the playoffs goes higher?"],
    expect: "improveOdds",
  },
  {
    turns: ["Am I going to make the playoffs?", "Oh dear. What can I do to help my chances?"],
    expect: "improveOdds",
  },

  // matchup
  {
    turns: ["who am i playing this wk", "do i got a shot vs them"],
    expect: "matchup",
  },
  {
    turns: ["Win probability, week 10 matchup."],
    expect: "matchup",
    week: 10,
  },
  {
    turns: ["This week is a big one in our office league.", "Am I favored against my opponent or am I the underdog?"],
    expect: "matchup",
  },
  {
    turns: ["Who is my team up against next week, and do we have a good chance?"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: ["I think my opponent this week has a very strong team.", "What is my chance to win against him?"],
    expect: "matchup",
  },
  {
    turns: ["Size up this week's head-to-head for me, and what's my projected point total with the current lineup?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["what are my odds of winning this week, and if i lose it am i still in the playoff hunt"],
    expect: ["matchup", "scenario"],
    scenario: "lose-this-week",
  },

  // record
  {
    turns: ["What is my team's record so far?"],
    expect: "record",
  },
  {
    turns: ["whats blitz brigade's record", "and pocket passers"],
    expect: "record",
    team: "Pocket Passers",
  },
  {
    turns: ["how many Ws do i have", "and where's that put me in the standings"],
    expect: "record",
  },
  {
    turns: ["How many games has Sunday Scaries won and lost?"],
    expect: "record",
    team: "Sunday Scaries",
  },
  {
    turns: ["What's our record, dear?", "And how about my grandson's team, the Hail Mary Heroes?"],
    expect: "record",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["What's my record right now, and who's sitting in first place in the league?"],
    expect: ["record", "leaders"],
  },

  // rosterStatus
  {
    turns: ["who on my team is hurt"],
    expect: "rosterStatus",
  },
  {
    turns: ["Byes + injuries on my roster, wk 11."],
    expect: "rosterStatus",
    week: 11,
  },
  {
    turns: ["Do I have any players who are on a bye next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: [
      "Before I set my lineup I want to know who's unavailable.",
      "Which of my guys are injured or on bye this week?",
    ],
    expect: "rosterStatus",
  },
  {
    turns: ["I want to check the health of my players.", "Who of them is injured at the moment?"],
    expect: "rosterStatus",
  },
  {
    turns: ["who on my squad is banged up, and who do i pick up to cover my te bye"],
    expect: ["rosterStatus", "byeCover"],
    position: "TE",
  },

  // positionRank
  {
    turns: ["rank my wrs this week", "now the tes"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["Tier my running backs for week 11 — best to worst."],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  {
    turns: ["Could you rank my wide receivers from best to worst for this week?", "And the running backs too, please."],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["Rank my TEs. Next week."],
    expect: "positionRank",
    position: "TE",
    week: "next",
  },
  {
    turns: ["Please put my quarterbacks in an order, who is the best this week and who is second."],
    expect: "positionRank",
    position: "QB",
  },
  {
    turns: ["How do my running backs stack up against each other this week?", "Do the same for my receivers, please."],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["rank my wrs for this week and tell me what my team total is projected at"],
    expect: ["positionRank", "projectedTotal"],
    position: "WR",
  },

  // projectedTotal
  {
    turns: ["How many points is my team projected to score this week, and what's a realistic range?"],
    expect: "projectedTotal",
  },
  {
    turns: ["Projected total, wk 10.", "Same for wk 11."],
    expect: "projectedTotal",
    week: 11,
  },
  {
    turns: ["How many points my team will make next week, what do you think?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: [
      "Are my players expected to score a lot this week?",
      "I mean all together, what's the total number of points we're supposed to get?",
    ],
    expect: "projectedTotal",
  },

  // leaders
  {
    turns: ["who's in first in the league"],
    expect: "leaders",
  },
  {
    turns: ["Who's the class of the league right now, both on paper and on the scoreboard?"],
    expect: "leaders",
  },
  {
    turns: ["Could you show me the league standings, please?"],
    expect: "leaders",
  },
  {
    turns: ["which team has scored the most points", "they in first too?"],
    expect: "leaders",
  },
  {
    turns: ["What's my record?", "Okay, and who's leading the whole league?"],
    expect: "leaders",
  },

  // sleepers
  {
    turns: ["any sleepers for next week", "any at wr specifically"],
    expect: "sleepers",
    position: "WR",
    week: "next",
  },
  {
    turns: ["Give me a couple of under-the-radar breakout candidates at tight end for next week."],
    expect: "sleepers",
    position: "TE",
    week: "next",
  },
  {
    turns: ["need a spark on my team bad", "who's a sleeper rb nobody's talking about"],
    expect: "sleepers",
    position: "RB",
  },
  {
    turns: ["Are there any players who are not well known but might have a big game next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Who is a sleeper at wide receiver for the next week?"],
    expect: "sleepers",
    position: "WR",
    week: "next",
  },
  {
    turns: ["Sleepers, next week.", "QB only."],
    expect: "sleepers",
    position: "QB",
    week: "next",
  },

  // dropStash
  {
    turns: ["Tyreek Hill is done for the year. Is it time to drop him, or should I keep him stashed?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["Omarion Hampton was put on injured reserve.", "Should I keep him on my team or let him go?"],
    expect: "dropStash",
    players: ["Omarion Hampton"],
  },
  {
    turns: ["I have three injured players. Which ones I should drop and which I should keep?"],
    expect: "dropStash",
  },
  {
    turns: ["Is Chris Godwin still hurt?", "Then should I hang on to him or drop him for somebody else?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  {
    turns: ["IR stash vs drop: Brandon Aiyuk."],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },

  // byeCover
  {
    turns: ["My quarterback has a bye in week 12. Who should I get to fill in for him?"],
    expect: "byeCover",
    position: "QB",
    week: 12,
  },
  {
    turns: ["my te is on bye next wk, who do i play instead"],
    expect: "byeCover",
    position: "TE",
    week: "next",
  },
  {
    turns: ["my kicker's on bye this week", "who should i grab to fill in"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["Need a D/ST streamer to cover my defense's week 11 bye. Who's the play?"],
    expect: "byeCover",
    position: "DEF",
    week: 11,
  },
  {
    turns: ["In week 13 both my running backs have a bye.", "Who can I take as replacement?"],
    expect: "byeCover",
    position: "RB",
    week: 13,
  },
  {
    turns: ["My starting quarterback has his bye in week 14. Who's the best backup I can pick up for that week?"],
    expect: "byeCover",
    position: "QB",
    week: 14,
  },

  // scenario
  {
    turns: ["if i win out am i in"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["If I go 3-1 over the last four games, do I make it in?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["If my team loses this week, will we still have a chance at the playoffs?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["What are my chances for the playoffs?", "And if I win 2 of the next 3 games?"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  {
    turns: ["P(playoffs | 4 more wins)."],
    expect: "scenario",
    scenario: { wins: 4, games: null },
  },
  {
    turns: ["playoff odds?", "what if i drop this one tho"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // tradeIdeas
  {
    turns: ["Can you suggest some trades I could make with the Audible Alchemists?"],
    expect: "tradeIdeas",
    team: "Audible Alchemists",
  },
  {
    turns: ["any 2 for 1 trades i could do to upgrade at wr"],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: [
      "My tight end spot has been a black hole since September.",
      "Who could I realistically trade for to fix it, and what would it cost me?",
    ],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["Trade ideas built around Garrett Wilson."],
    expect: "tradeIdeas",
    players: ["Garrett Wilson"],
  },
  {
    turns: ["The Waiver Wire Wizards have many good running backs.", "Which trade can I propose to them?"],
    expect: "tradeIdeas",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["Who on my roster could I package together to get a better running back?"],
    expect: "tradeIdeas",
    position: "RB",
  },

  // help
  {
    turns: ["I'm new to all of this. What sorts of things can you help me with?"],
    expect: "help",
  },
  {
    turns: ["wait what can u even do"],
    expect: "help",
  },
  {
    turns: ["How do you work? Which questions can I ask you?"],
    expect: "help",
  },
  {
    turns: ["Hello! My nephew set me up with this app.", "What kinds of questions are you able to answer?"],
    expect: "help",
  },

  // None
  {
    turns: ["is it gonna rain tmrw in columbus, i have a 9am and i walk"],
    expect: "None",
  },
  {
    turns: ["whats a good braise liquid for short ribs besides red wine"],
    expect: "None",
  },
  {
    turns: [
      "Thanks, that trade advice was helpful.",
      "Totally different topic: who do you think wins the NBA title this year?",
    ],
    expect: "None",
  },
  {
    turns: ["Can you tell me a clean joke to share with my grandchildren at supper?"],
    expect: "None",
  },
  {
    turns: ["What is the stock price of Siemens today?"],
    expect: "None",
  },
  {
    turns: ["Write a regex that validates an email address."],
    expect: "None",
  },
  {
    turns: ["Thanks for the lineup help.", "Unrelated: who should I vote for in the mayoral race?"],
    expect: "None",
  },
  {
    turns: ["What's a good novel for my book club to read next month?"],
    expect: "None",
  },
];
