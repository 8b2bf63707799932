// Blind held-out evaluation set #22 (the 22-th blind held-out set) for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets
// or the evaluation script. Labels are the reading a careful human analyst would take.
// Voices: a paramedic, a librarian, a plumber texting from a job site, a college athlete, a retiree
// in a senior-center league, a software product manager, a single dad in a league with his coworkers,
// and a woman who co-manages "our" team with her brother ("my brother thinks…").
// This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_22: HeldOutCase[] = [
  // startSit
  {
    turns: ["on a job rn quick one. jeanty or cook at rb this wk"],
    expect: "startSit",
    players: ["Ashton Jeanty", "James Cook"],
  },
  {
    turns: [
      "Good evening. I'm torn between starting Jaxon Smith-Njigba and Ladd McConkey on Sunday. Which would you pick?",
    ],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Ladd McConkey"],
  },
  {
    turns: [
      "just got off a 24 and my brain is mush. Bucky Irving or Kyren this week?",
      "ok and for week 12, same call?",
    ],
    expect: "startSit",
    players: ["Bucky Irving", "Kyren Williams"],
    week: 12,
  },
  {
    turns: ["my brother thinks we should bench Kelce and start Jake Ferguson this week. is he right or is he nuts"],
    expect: "startSit",
    players: ["Travis Kelce", "Jake Ferguson"],
  },
  {
    turns: ["ngl im stressing. baker or dak this week fr"],
    expect: "startSit",
    players: ["Baker Mayfield", "Dak Prescott"],
  },
  {
    turns: ["My grandson says Derrick Henry is getting old, like me.", "So should I start him this week or not?"],
    expect: "startSit",
    players: ["Derrick Henry"],
  },
  {
    turns: [
      "Need a quick call: CeeDee vs Puka for my WR1 spot this week.",
      "actually scratch CeeDee, I traded him yesterday. Nico vs Puka then",
    ],
    expect: "startSit",
    players: ["Nico Collins", "Puka Nacua"],
  },
  {
    turns: ["start goff or stafford", "wait nvm i traded goff. stafford or bo nix then"],
    expect: "startSit",
    players: ["Matthew Stafford", "Bo Nix"],
  },

  // compare
  {
    turns: ["For the remainder of the season, would you rather have Garrett Wilson or Drake London?"],
    expect: "compare",
    players: ["Garrett Wilson", "Drake London"],
  },
  {
    turns: ["rest of season who u got, egbuka or mcmillan. not talkin this week"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: [
      "Our team has both Breece Hall and James Cook. Long term, who's the better back to build around?",
      "my brother says Cook obviously. ok what about Breece vs Kyren for the rest of the year?",
    ],
    expect: "compare",
    players: ["Breece Hall", "Kyren Williams"],
  },
  {
    turns: [
      "Between Dallas Goedert and Tyler Warren, which tight end will serve me better through the end of the season?",
      "And how does Trey McBride compare to Warren over that same stretch?",
    ],
    expect: "compare",
    players: ["Trey McBride", "Tyler Warren"],
  },
  {
    turns: [
      "Zooming out past this week: Tee Higgins or DK Metcalf for the back half?",
      "Same horizon, Higgins vs Jakobi Meyers?",
    ],
    expect: "compare",
    players: ["Tee Higgins", "Jakobi Meyers"],
  },
  {
    turns: ["who's better for the rest of the season, Gibbs or Bijan?", "what about Achane vs Gibbs"],
    expect: "compare",
    players: ["De'Von Achane", "Jahmyr Gibbs"],
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
    turns: ["who do I put at QB this week", "and the flex spot?"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["I have two kickers on my roster. Which one belongs in my kicker spot this week?"],
    expect: "slot",
    position: "K",
  },
  {
    turns: ["who should we start at RB2 this week? brother wants to leave it as is", "hmm ok and at DEF?"],
    expect: "slot",
    position: "DEF",
  },

  // lineup
  {
    turns: ["Can you audit my starting lineup for this week and flag anything suboptimal?"],
    expect: "lineup",
  },
  {
    turns: ["yo set my lineup for me im at practice all day"],
    expect: "lineup",
  },
  {
    turns: [
      "Is my lineup all right for this week?",
      "What about next week's lineup? Anything I should change ahead of time?",
    ],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["my brother set our lineup last night at 1am", "can you check it and fix whatever he messed up lol"],
    expect: "lineup",
  },
  {
    turns: ["is mahomes playin", "ok just make sure my whole lineup is right then, no time to check"],
    expect: "lineup",
  },

  // outlook
  {
    turns: ["What's the outlook for Jonathan Taylor this week?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["hows puka lookin this wk", "n davante?"],
    expect: "outlook",
    players: ["Davante Adams"],
  },
  {
    turns: ["thoughts on jaxson dart? he lowkey cooking"],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["What do you expect from Saquon Barkley this weekend? He hasn't looked like himself lately."],
    expect: "outlook",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["What's your projection for Trey McBride this week?", "And for the following week?"],
    expect: "outlook",
    players: ["Trey McBride"],
    week: "next",
  },
  {
    turns: [
      "What's the read on Jaylen Waddle now that Tyreek is out for the year?",
      "How about Achane in the same context?",
    ],
    expect: "outlook",
    players: ["De'Von Achane"],
  },

  // status
  {
    turns: ["is cmc playin sunday"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["is Kittle playing this week?", "sorry no, I meant LaPorta. my brother mixed them up"],
    expect: "status",
    players: ["Sam LaPorta"],
  },
  {
    turns: [
      "Pickens or Metcalf this week?",
      "ok going Pickens. is the other one hurt or something? he's been invisible",
    ],
    expect: "status",
    players: ["DK Metcalf"],
  },
  {
    turns: ["is rashee rice good to go or nah"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["Has Jayden Daniels gotten over his injury? Is he going to play this Sunday?"],
    expect: "status",
    players: ["Jayden Daniels"],
  },
  {
    turns: ["is Jonathan Taylor playing this week?", "what about Breece? is he questionable?"],
    expect: "status",
    players: ["Breece Hall"],
  },

  // tradeValue
  {
    turns: ["If I shopped Jamarr right now, what's his realistic market value?"],
    expect: "tradeValue",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["what could I get for Josh Jacobs? the guys at work keep asking about him"],
    expect: "tradeValue",
    players: ["Josh Jacobs"],
  },
  {
    turns: ["what's our Derrick Henry worth in a trade right now?", "and Zay Flowers?"],
    expect: "tradeValue",
    players: ["Zay Flowers"],
  },
  {
    turns: ["should i sell high on jsn while hes hot"],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["what can i get for george pickens", "nah i meant kittle"],
    expect: "tradeValue",
    players: ["George Kittle"],
  },

  // buyLow
  {
    turns: ["Is this the right window to buy low on MHJ, or is the dip real?"],
    expect: "buyLow",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: ["Should I try to buy low on Travis Etienne?", "What about Kenneth Walker?"],
    expect: "buyLow",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["worth buyin low on ceedee or nah"],
    expect: "buyLow",
    players: ["CeeDee Lamb"],
  },
  {
    turns: ["who are some buy-low candidates we could go after? my brother wants to make a splash"],
    expect: "buyLow",
  },
  {
    turns: ["Is Bijan a buy-low?", "lol fair. what about BTJ then"],
    expect: "buyLow",
    players: ["Brian Thomas Jr."],
  },

  // trade
  {
    turns: ["coworker offered me Tee Higgins for my Kyren Williams. do I take it?"],
    expect: "trade",
    players: ["Tee Higgins", "Kyren Williams"],
  },
  {
    turns: ["Evaluate this offer: I give Garrett Wilson + Chuba, I get ARSB. Accept or decline?"],
    expect: "trade",
    players: ["Garrett Wilson", "Chuba Hubbard", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "Someone proposed I trade Jalen Hurts for Drake Maye plus Rome Odunze. Is that fair to me?",
      "What if they took Odunze out and put Wan'Dale Robinson in instead?",
    ],
    expect: "trade",
    players: ["Jalen Hurts", "Drake Maye", "Wan'Dale Robinson"],
  },
  {
    turns: ["gettin offered bucky for my jamo. yes or no"],
    expect: "trade",
    players: ["Bucky Irving", "Jameson Williams"],
  },
  {
    turns: [
      "Coach Tatum offered us Josh Allen for our Lamar and Courtland Sutton. brother says yes, I say no. who's right?",
    ],
    expect: "trade",
    players: ["Josh Allen", "Lamar Jackson", "Courtland Sutton"],
    team: "Red Zone Raiders",
  },
  {
    turns: [
      "A fellow in my league, Coach Reese, has been asking about my Puka Nacua.",
      "He's offering Christian McCaffrey for him. Should I accept?",
    ],
    expect: "trade",
    players: ["Christian McCaffrey", "Puka Nacua"],
    team: "Play Action Pack",
  },

  // waivers
  {
    turns: ["who should i grab off waivers this week"],
    expect: "waivers",
  },
  {
    turns: ["How much FAAB should I put on the top RB on the wire? I've got $43 left."],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["who's worth picking up off waivers this week?", "ok how much should I bid on the first guy you mentioned"],
    expect: "waivers",
  },
  {
    turns: ["best wr on the wire rn?"],
    expect: "waivers",
    position: "WR",
  },
  {
    turns: ["we have 12 bucks of FAAB left and my brother wants to blow it all. who should we bid on?"],
    expect: "waivers",
  },
  {
    turns: ["I need a TE, mine keeps putting up like 2 points", "anyone on the waiver wire worth a claim?"],
    expect: "waivers",
    position: "TE",
  },

  // playoffs
  {
    turns: ["what are my chances of making the playoffs"],
    expect: "playoffs",
  },
  {
    turns: ["whats my record", "n playoff odds?"],
    expect: "playoffs",
  },
  {
    turns: ["am i a playoff team or nah, be honest"],
    expect: "playoffs",
  },
  {
    turns: ["what are our playoff chances looking like? my brother is already writing his trophy speech"],
    expect: "playoffs",
  },
  {
    turns: ["Rough loss last week.", "Where do my playoff odds sit now?"],
    expect: "playoffs",
  },

  // improveOdds
  {
    turns: ["What's the highest-leverage move I can make to boost my playoff odds?"],
    expect: "improveOdds",
  },
  {
    turns: ["What changes should I make to improve my chances of getting into the playoffs?"],
    expect: "improveOdds",
  },
  {
    turns: ["what are my playoff odds", "ugh. what can I do to bump that up"],
    expect: "improveOdds",
  },
  {
    turns: ["what moves would raise my playoff odds the most"],
    expect: "improveOdds",
  },
  {
    turns: [
      "our playoff odds aren't great and my brother thinks we should just stand pat",
      "I disagree. what moves would actually raise our chances?",
    ],
    expect: "improveOdds",
  },

  // matchup
  {
    turns: ["who am i playin this wk"],
    expect: "matchup",
  },
  {
    turns: ["am i favored this week", "what about week 11"],
    expect: "matchup",
    week: 11,
  },
  {
    turns: ["What is my win probability for this week's game?"],
    expect: "matchup",
  },
  {
    turns: ["we're up against Coach Ellis this week right? what are our odds of beating them"],
    expect: "matchup",
    team: "Pocket Passers",
  },
  {
    turns: ["who do I play next week?", "what are my chances against them?"],
    expect: "matchup",
    week: "next",
  },

  // record
  {
    turns: ["What's my record right now?"],
    expect: "record",
  },
  {
    turns: ["Where do I stand in the league at the moment, win-loss wise?"],
    expect: "record",
  },
  {
    turns: ["what's my record", "what about Sunday Scaries? that's my boss's team"],
    expect: "record",
    team: "Sunday Scaries",
  },
  {
    turns: ["How is Coach Harper's team doing? What's their record?"],
    expect: "record",
    team: "Fourth & Long Shots",
  },
  {
    turns: ["Where does Hail Mary Heroes stand right now?", "And my own record?"],
    expect: "record",
  },

  // rosterStatus
  {
    turns: ["anybody on my team hurt"],
    expect: "rosterStatus",
  },
  {
    turns: ["Who on my roster is on bye this week?", "And next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["who's on bye for me in week 12? trying to plan ahead"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["is anyone on our roster injured? my brother never checks"],
    expect: "rosterStatus",
  },
  {
    turns: ["anybody on my squad hurt", "n who's on bye wk 13"],
    expect: "rosterStatus",
    week: 13,
  },

  // positionRank
  {
    turns: ["rank my rbs for this week"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["rank my TEs for this week", "now do the receivers"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Stack-rank my TEs for week 11."],
    expect: "positionRank",
    position: "TE",
    week: 11,
  },
  {
    turns: ["rank my qbs for next wk"],
    expect: "positionRank",
    position: "QB",
    week: "next",
  },
  {
    turns: ["can you rank our WRs for this week", "and for week 12? my brother wants to plan ahead"],
    expect: "positionRank",
    position: "WR",
    week: 12,
  },

  // projectedTotal
  {
    turns: ["What is my team projected to score this week?"],
    expect: "projectedTotal",
  },
  {
    turns: ["how many points am I projected for this week? give me a range if you've got one"],
    expect: "projectedTotal",
  },
  {
    turns: ["What's my projected point total this week?", "Same question for week 11"],
    expect: "projectedTotal",
    week: 11,
  },
  {
    turns: ["how many points are we projected for next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["who am i playin this wk", "n how many pts is my team projected for"],
    expect: "projectedTotal",
  },

  // leaders
  {
    turns: ["whos in 1st in the league"],
    expect: "leaders",
  },
  {
    turns: ["Which team in our league has scored the most points this season?"],
    expect: "leaders",
  },
  {
    turns: ["Show me the current standings, top to bottom."],
    expect: "leaders",
  },
  {
    turns: ["what's our record?", "and who's leading the whole league?"],
    expect: "leaders",
  },
  {
    turns: ["whats my record", "ok who's on top of the league tho"],
    expect: "leaders",
  },

  // sleepers
  {
    turns: ["any sleepers for next week"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Are there any under-the-radar players who could break out soon?"],
    expect: "sleepers",
  },
  {
    turns: ["got any sleepers?", "specifically at TE"],
    expect: "sleepers",
    position: "TE",
  },
  {
    turns: ["Who are your top breakout candidates at wide receiver heading into next week?"],
    expect: "sleepers",
    position: "WR",
    week: "next",
  },
  {
    turns: ["My grandson says I need to find some sleepers.", "Who are some good ones at running back for next week?"],
    expect: "sleepers",
    position: "RB",
    week: "next",
  },

  // dropStash
  {
    turns: ["nabers is done for the yr right. drop him or stash"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["Should I keep Joe Burrow on my roster while he's hurt, or let him go?"],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  {
    turns: ["should we drop Skattebo now that he's hurt?", "and Mike Evans? my brother wants to keep both"],
    expect: "dropStash",
    players: ["Mike Evans"],
  },
  {
    turns: ["should I put Tyreek on IR or just drop him? need the bench spot"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["who's hurt on my team", "should i cut any of em or hold"],
    expect: "dropStash",
  },

  // byeCover
  {
    turns: ["My QB is on bye in week 13. Who should I grab as a backup for that week?"],
    expect: "byeCover",
    position: "QB",
    week: 13,
  },
  {
    turns: ["My tight end has a bye next week. Who should I pick up to cover?"],
    expect: "byeCover",
    position: "TE",
    week: "next",
  },
  {
    turns: ["whos on bye for me next wk", "ok who do i grab to cover the rb"],
    expect: "byeCover",
    position: "RB",
    week: "next",
  },
  {
    turns: ["my kicker on bye wk 11 who do i stream"],
    expect: "byeCover",
    position: "K",
    week: 11,
  },
  {
    turns: ["Who's on bye for me in week 12?", "Who should I start at QB to cover that week?"],
    expect: "byeCover",
    position: "QB",
    week: 12,
  },

  // scenario
  {
    turns: ["if i win out am i in"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["If I lose this week, do I still have a realistic shot at the playoffs?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["What do my odds look like if I go 3-2 the rest of the way?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["What are my odds of making the playoffs?", "And if I win two of my next three?"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  {
    turns: ["if we win 2 more games do we get in? my brother says that's enough"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["what are my playoff odds", "what if I go 4-1 from here"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },

  // tradeIdeas
  {
    turns: ["any trade ideas with Coach Marlow? he sits in the cubicle next to me"],
    expect: "tradeIdeas",
    team: "Two-Minute Drill",
  },
  {
    turns: ["I'd like to upgrade at tight end through a trade. Who might I go after?"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["can you come up with some trades built around Jacobs?", "what about with End Zone Envy specifically"],
    expect: "tradeIdeas",
    players: ["Josh Jacobs"],
    team: "End Zone Envy",
  },
  {
    turns: ["what trades should i make to get a better qb"],
    expect: "tradeIdeas",
    position: "QB",
  },
  {
    turns: ["I need a WR upgrade bad", "got any trade ideas for that? maybe with Audible Alchemists"],
    expect: "tradeIdeas",
    position: "WR",
    team: "Audible Alchemists",
  },

  // help
  {
    turns: ["I'm new to all this. What sorts of things can you help me with?"],
    expect: "help",
  },
  {
    turns: ["wat can u do"],
    expect: "help",
  },
  {
    turns: ["What's your feature set? What kinds of questions can I ask you?"],
    expect: "help",
  },
  {
    turns: ["Hello!", "What exactly are you able to help me with?"],
    expect: "help",
  },

  // None
  {
    turns: ["whats the weather gonna be in dayton tmrw, got an outdoor job"],
    expect: "None",
  },
  {
    turns: ["tell me a joke bro"],
    expect: "None",
  },
  {
    turns: ["Do you have a good recipe for chicken pot pie?"],
    expect: "None",
  },
  {
    turns: ["What's your take on NVIDIA stock this quarter?"],
    expect: "None",
  },
  {
    turns: ["who's gonna win the NBA finals this year"],
    expect: "None",
  },
  {
    turns: ["who should I vote for in the city council election"],
    expect: "None",
  },
  {
    turns: ["should we start Goff this week?", "unrelated, but can you help me write a birthday card for my brother"],
    expect: "None",
  },

  // multi-part
  {
    turns: ["Should we start Kittle or Bowers this week, and is Kittle even healthy?"],
    expect: ["startSit", "status"],
    players: ["George Kittle", "Brock Bowers"],
  },
  {
    turns: ["Two things: what are my playoff odds, and what moves would improve them?"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["rank my rbs this wk n who goes in my flex"],
    expect: ["positionRank", "slot"],
  },
  {
    turns: ["What's my record, and who is in first place?"],
    expect: ["record", "leaders"],
  },
  {
    turns: ["ok lineup's set", "so am I favored this week, and what's my projected total?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["What is Saquon Barkley worth in a trade, and should I buy low on Alvin Kamara?"],
    expect: ["tradeValue", "buyLow"],
    players: ["Saquon Barkley", "Alvin Kamara"],
  },
  {
    turns: ["is jamo playin and whats his outlook"],
    expect: ["status", "outlook"],
    players: ["Jameson Williams"],
  },
  {
    turns: [
      "anyone injured on my roster right now?",
      "ok should I drop any of them, and who should I pick up instead?",
    ],
    expect: ["dropStash", "waivers"],
  },
  {
    turns: ["who's on bye for us next week, and who should we grab to cover our QB?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "QB",
  },
  {
    turns: ["Evaluate Jeanty for Achane straight up, and pitch me a couple other trade ideas if it's a no."],
    expect: ["trade", "tradeIdeas"],
    players: ["Ashton Jeanty", "De'Von Achane"],
  },
  {
    turns: ["my coworker says I'm done for", "what are my odds right now, and what if I win out?"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  {
    turns: [
      "I'm thinking about Lamar Jackson this week.",
      "How is he expected to do, and should I start him over Jared Goff?",
    ],
    expect: ["outlook", "startSit"],
    players: ["Lamar Jackson", "Jared Goff"],
  },
  {
    turns: ["what can u do besides lineups? also is my lineup good"],
    expect: ["help", "lineup"],
  },
  {
    turns: ["is mahomes playin n should i start him over herbert"],
    expect: ["status", "startSit"],
    players: ["Patrick Mahomes", "Justin Herbert"],
  },
  {
    turns: [
      "I've been offered DeVonta Smith for my Javonte Williams.",
      "Is that a good deal, and what else could I get for Javonte?",
    ],
    expect: ["trade", "tradeValue"],
    players: ["DeVonta Smith", "Javonte Williams"],
  },
];
