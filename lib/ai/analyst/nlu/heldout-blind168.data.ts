// Blind held-out evaluation set 168 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a non-native English speaker (German or French first language) — literal translations,
// unusual word order, formal 'please', articles dropped or added, false friends (become = get, actual = current,
// blessé, deception, control = check).
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_168: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "Good morning. Please, I must decide for this week: shall I line up Malik Nabers or Jaylen " +
        "Waddle? I have a doubt.",
    ],
    expect: "startSit",
    players: ["Malik Nabers", "Jaylen Waddle"],
  },
  {
    turns: ["Bijan or Gibbs — which one I put in my team for the Sunday? Only one place is free by me."],
    expect: "startSit",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "Shall I play Jalen Hurts or Bo Nix this week?",
      "And if I take Baker Mayfield in place of Nix? Hurts or him, please?",
    ],
    expect: "startSit",
    players: ["Jalen Hurts", "Baker Mayfield"],
  },
  {
    turns: [
      "I think to start Tucker Kraft this week. Is that sensible?",
      "Pardon, and Kyle Pitts — him or Kraft, whom do I line up?",
    ],
    expect: "startSit",
    players: ["Kyle Pitts", "Tucker Kraft"],
  },
  {
    turns: ["For the week 11, please: Chase Brown or Kyren Williams in my starting formation?"],
    expect: "startSit",
    players: ["Chase Brown", "Kyren Williams"],
    week: 11,
  },
  {
    turns: ["Shall I let Davante Adams play this Sunday or rather put him on the bench? Honestly I am not sure."],
    expect: "startSit",
    players: ["Davante Adams"],
  },
  {
    turns: [
      "Start Ladd McConkey or Jameson Williams this week?",
      "Okay, thank you. And for the next week, the same question?",
    ],
    expect: "startSit",
    players: ["Ladd McConkey", "Jameson Williams"],
    week: "next",
  },

  // compare
  {
    turns: [
      "For the rest of the season, who is the better player to have: Ja'Marr Chase or Puka Nacua? Not " +
        "for this week, I mean until the end.",
    ],
    expect: "compare",
    players: ["Ja'Marr Chase", "Puka Nacua"],
  },
  {
    turns: [
      "On the long run, who is the better one, Jeanty or Omarion Hampton? I mean for all the " +
        "remaining weeks of the season, not only this Sunday.",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "Who is better for the rest of season, Brock Bowers or Trey McBride?",
      "And Kittle compared with Bowers, the same question please?",
    ],
    expect: "compare",
    players: ["George Kittle", "Brock Bowers"],
  },
  {
    turns: [
      "I have Emeka Egbuka and Tetairoa McMillan on my roster.",
      "For the rest of the saison, which of the two would you prefer to own?",
    ],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: [
      "I ask myself since weeks: Josh Allen or Lamar, who will make more points from now until the " +
        "end of the season? Not only this week.",
    ],
    expect: "compare",
    players: ["Josh Allen", "Lamar Jackson"],
  },
  {
    turns: [
      "Tell me please how Cam Skattebo looks for the rest of season.",
      "Hm. And if you compare him with Quinshon Judkins over the remaining weeks, who is the better one?",
    ],
    expect: "compare",
    players: ["Cam Skattebo", "Quinshon Judkins"],
  },

  // slot
  {
    turns: ["Who should I put on my flex position this week? I find no good solution."],
    expect: "slot",
    position: "FLEX",
  },
  { turns: ["Please say me who is my quarterback for this Sunday."], expect: "slot", position: "QB" },
  {
    turns: ["Who goes in my flex this week?", "Okay, and the tight end place, who do I put there?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["Which one of my guys should take the WR3 place next week?"],
    expect: "slot",
    position: "WR",
    week: "next",
  },
  { turns: ["Who is my QB this week?", "Good. And who must fill my RB2 place?"], expect: "slot", position: "RB" },
  { turns: ["Which player should I put at my kicker spot this week, please?"], expect: "slot", position: "K" },

  // lineup
  { turns: ["Can you please control my whole line-up for this week and say me if all is optimal?"], expect: "lineup" },
  {
    turns: ["For the next week, please optimize the entire line-up of Gridiron Gurus."],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["Who of my team is on bye this week?", "Okay, then please set my complete line-up so that it is optimal."],
    expect: "lineup",
  },
  {
    turns: [
      "Who should go in my flex?",
      "And the rest? Please control all my starters — is my actual line-up correct like this, or must " +
        "I change something?",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "Start Saquon or Derrick Henry?",
      "Thanks. Now please look over all my starters and make the best possible line-up.",
    ],
    expect: "lineup",
  },

  // outlook
  {
    turns: ["What do you think about Jaxon Smith-Njigba for the rest of the season? How good is he really?"],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["Please give me the projection of Jonathan Taylor for this week — the floor and the ceiling."],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["How many points will Ashton Jeanty make this Sunday, what do you think?"],
    expect: "outlook",
    players: ["Ashton Jeanty"],
  },
  {
    turns: ["Is Breece Hall good this year?", "And Javonte Williams? Which outlook has he?"],
    expect: "outlook",
    players: ["Javonte Williams"],
  },
  {
    turns: ["Xavier Worthy — is he a boom-or-bust guy? Which ceiling and which floor does he have?"],
    expect: "outlook",
    players: ["Xavier Worthy"],
  },
  {
    turns: ["Who is my quarterback this week?", "Jaxson Dart, okay. Tell me honestly: how good is he in fantasy?"],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },

  // status
  {
    turns: ["Has Nico Collins trained this week? I have read he is blessé at the hamstring."],
    expect: "status",
    players: ["Nico Collins"],
  },
  { turns: ["Will Christian McCaffrey play today or is he out?"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["Which is the actual health state of Tyreek Hill, please?"], expect: "status", players: ["Tyreek Hill"] },
  {
    turns: ["How is the injury of Rashee Rice?", "And Marvin Harrison Jr.? Is he available for this week?"],
    expect: "status",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: ["Did Mark Andrews participate to the training on Thursday and Friday?"],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: [
      "Start A.J. Brown or DK Metcalf this week?",
      "Wait, first: is A.J. Brown even healthy? Is he on the injury report?",
    ],
    expect: "status",
    players: ["A.J. Brown"],
  },

  // tradeValue
  {
    turns: ["What is Derrick Henry worth in a trade at the moment?"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["Should I sell Rico Dowdle now while his value is high, or keep him? Please a clear verdict."],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  {
    turns: ["Is Justin Jefferson a buy-low now? His numbers were a big deception until now."],
    expect: "tradeValue",
    players: ["Justin Jefferson"],
  },
  {
    turns: ["What is the trade value of Kyren Williams?", "And the one of Josh Jacobs?"],
    expect: "tradeValue",
    players: ["Josh Jacobs"],
  },
  {
    turns: [
      "Tell me the outlook of Jameson Williams.",
      "Good. And how high is his value on the trade market actually?",
    ],
    expect: "tradeValue",
    players: ["Jameson Williams"],
  },
  {
    turns: ["Bucky Irving: sell high or hold him? I need a clear verdict on him, please."],
    expect: "tradeValue",
    players: ["Bucky Irving"],
  },

  // buyLow
  { turns: ["Which players are buy-low candidates at the moment? I want to profit from it."], expect: "buyLow" },
  {
    turns: ["Who should I sell high now, in general? Maybe some players are overvalued at the moment."],
    expect: "buyLow",
  },
  {
    turns: [
      "Are there players in the league whose value is low at the moment but who will become better? I " +
        "would like to buy them cheap.",
    ],
    expect: "buyLow",
  },
  { turns: ["Who are good buy-low targets?", "And the sell-high candidates, who are they?"], expect: "buyLow" },
  { turns: ["Please give me a list of buy-low and sell-high players for this week."], expect: "buyLow" },

  // trade
  {
    turns: ["I get proposed: I give Puka Nacua and I become Saquon Barkley. Is this a good trade for me?"],
    expect: "trade",
    players: ["Puka Nacua", "Saquon Barkley"],
  },
  {
    turns: ["Should I accept: my Jaylen Warren and Chris Olave against CeeDee Lamb? Two for one."],
    expect: "trade",
    players: ["Jaylen Warren", "Chris Olave", "CeeDee Lamb"],
  },
  {
    turns: ["Somebody in the league wants my Tee Higgins.", "He offers me Zay Flowers for him. Shall I accept?"],
    expect: "trade",
    players: ["Tee Higgins", "Zay Flowers"],
  },
  {
    turns: ["What is Drake London worth?", "Ok. Someone proposes me to swap him against Garrett Wilson. Do I accept?"],
    expect: "trade",
    players: ["Drake London", "Garrett Wilson"],
  },
  {
    turns: ["Would you do this exchange: I send James Cook, I receive Travis Etienne Jr. and Rome Odunze?"],
    expect: "trade",
    players: ["James Cook", "Travis Etienne Jr.", "Rome Odunze"],
  },
  {
    turns: ["My Patrick Mahomes against Joe Burrow plus Hunter Henry — is that a fair trade for me?"],
    expect: "trade",
    players: ["Patrick Mahomes", "Joe Burrow", "Hunter Henry"],
  },

  // tradeIdeas
  {
    turns: ["With which team could I make a trade? I need urgently a running back."],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: ["What could I become for Courtland Sutton if I trade him?"],
    expect: "tradeIdeas",
    players: ["Courtland Sutton"],
  },
  {
    turns: ["Please find me trade partners. Which team in the league needs a wide receiver?"],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: [
      "What is the trade value of Chuba Hubbard?",
      "OK, then which trade could I make with him? What can I get for him?",
    ],
    expect: "tradeIdeas",
    players: ["Chuba Hubbard"],
  },
  { turns: ["Whom should I trade for, to reinforce my team before the deadline?"], expect: "tradeIdeas" },
  {
    turns: [
      "What is the record of the Red Zone Raiders?",
      "They are bad. Which trade could I propose to them — which of their players could I get?",
    ],
    expect: "tradeIdeas",
    team: "Red Zone Raiders",
  },

  // waivers
  { turns: ["Whom should I pick up from the waiver wire this week?"], expect: "waivers" },
  { turns: ["How much FAAB should I bid for Kyle Monangai?"], expect: "waivers", players: ["Kyle Monangai"] },
  {
    turns: ["Which free agent running back should I add now? My bench is very thin."],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["Is Woody Marks on the waiver wire by us?", "Good. Shall I claim him, and with how much of my budget?"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  { turns: ["Which waiver pickups do you recommend me for this week? Please with the bid."], expect: "waivers" },
  {
    turns: ["My tight ends are all a big deception.", "Is there a good one to add from the free agents now?"],
    expect: "waivers",
    position: "TE",
  },

  // sleepers
  { turns: ["Which sleepers should I stash for the playoffs?"], expect: "sleepers" },
  { turns: ["Who are the deep sleepers that nobody has on the radar?"], expect: "sleepers" },
  {
    turns: ["Give me please some pickups for the next week, not now — players who will become interesting later."],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["Who should I pick up this week?", "And a longer-term stash, somebody for later?"], expect: "sleepers" },
  { turns: ["Are there handcuffs or stashes that could explode in December?"], expect: "sleepers" },
  {
    turns: [
      "Who are good waiver adds now?",
      "Thanks. And which rookie could be a sleeper for later in the season, to park on my bench?",
    ],
    expect: "sleepers",
  },

  // playoffs
  { turns: ["What are my chances to make the playoffs?"], expect: "playoffs" },
  { turns: ["How probable is it that Gridiron Gurus qualifies for the play-offs?"], expect: "playoffs" },
  { turns: ["Which are the playoff chances of the Sunday Scaries?"], expect: "playoffs", team: "Sunday Scaries" },
  { turns: ["What is my record?", "And with that, which chances do I have for the playoffs?"], expect: "playoffs" },
  { turns: ["In percent, how big are my odds to reach the post-season?"], expect: "playoffs" },
  {
    turns: ["What are my playoff odds?", "And those of the team of Coach Finley?"],
    expect: "playoffs",
    team: "Waiver Wire Wizards",
  },

  // improveOdds
  { turns: ["What must I change to improve my chances for the playoffs?"], expect: "improveOdds" },
  { turns: ["My season goes very badly. How can I turn it around?"], expect: "improveOdds" },
  { turns: ["Which moves would raise my playoff probability the most?"], expect: "improveOdds" },
  { turns: ["What are my playoff odds?", "That is low. What can I do to make them higher?"], expect: "improveOdds" },
  {
    turns: ["My record is 3-6, no?", "So what can I do concretely to still reach the playoffs? Which moves?"],
    expect: "improveOdds",
  },

  // scenario
  {
    turns: ["If I win all my remaining games, do I reach the playoffs for sure?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["When I lose this week, how do my playoff chances look then?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["If I make 3-2 in the last five matches, which are my playoff odds?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["What are my playoff chances?", "And with two more victories?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["Suppose I go 4-1 in the five remaining games — playoffs yes or no, and with which probability?"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },
  {
    turns: ["Who do I play this week?", "And if I lose against them, what happens with my playoff chances?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // matchup
  { turns: ["Against whom do I play this week?"], expect: "matchup" },
  { turns: ["Am I the favourite in my match this Sunday?"], expect: "matchup" },
  { turns: ["Which is my win probability this week?"], expect: "matchup" },
  {
    turns: ["What is my record?", "And my opponent this week, who is it and do I have good chances against him?"],
    expect: "matchup",
  },
  {
    turns: ["How many points will my team make this week?", "And my adversary? Am I favourite in the duel?"],
    expect: "matchup",
  },

  // record
  { turns: ["What is my record at the moment?"], expect: "record" },
  { turns: ["On which place am I in the table, please?"], expect: "record" },
  { turns: ["How many wins and losses has End Zone Envy?"], expect: "record", team: "End Zone Envy" },
  { turns: ["What is my record?", "And the one of Coach Sawyer?"], expect: "record", team: "Audible Alchemists" },
  { turns: ["Who leads the league?", "And where am I in the table, with how many victories?"], expect: "record" },

  // leaders
  { turns: ["Who leads the league at the moment?"], expect: "leaders" },
  { turns: ["Show me please the complete standings of the league."], expect: "leaders" },
  { turns: ["Which team has scored the most points this season?"], expect: "leaders" },
  { turns: ["What is my record?", "And who is on the first place of the whole league?"], expect: "leaders" },
  { turns: ["Can you give me the ranking of all the twelve teams?"], expect: "leaders" },

  // rosterStatus
  { turns: ["Which of my players are injured or questionable this week?"], expect: "rosterStatus" },
  { turns: ["Who of my team has bye next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["Is someone of my starters out for Sunday?"], expect: "rosterStatus" },
  { turns: ["Who of my players is injured?", "And for the week 12, who is on bye?"], expect: "rosterStatus", week: 12 },
  { turns: ["Do I have players in bye in week 14?"], expect: "rosterStatus", week: 14 },
  {
    turns: ["Is Lamar Jackson healthy?", "And the others of my team? Who is hurt or questionable?"],
    expect: "rosterStatus",
  },

  // positionRank
  { turns: ["Can you rank my wide receivers for this week?"], expect: "positionRank", position: "WR" },
  {
    turns: ["Put my running backs in order, from the best to the worst, for the Sunday."],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["Rank my WRs for this week please.", "Now the same with the running backs."],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["In which order would you rank my tight ends for the week 11?"],
    expect: "positionRank",
    position: "TE",
    week: 11,
  },
  {
    turns: ["Classify my quarterbacks for this week, please, from best to worst."],
    expect: "positionRank",
    position: "QB",
  },
  {
    turns: ["Rank my running backs for this week.", "And for the next week?"],
    expect: "positionRank",
    position: "RB",
    week: "next",
  },

  // projectedTotal
  { turns: ["How many points is my team projected to make this week?"], expect: "projectedTotal" },
  { turns: ["Which total do you project for Gridiron Gurus on Sunday, with the range?"], expect: "projectedTotal" },
  { turns: ["Which score will my team reach this week approximately? Minimum and maximum?"], expect: "projectedTotal" },
  {
    turns: ["Optimize my line-up please.", "And with this line-up, how many points will my team make in total?"],
    expect: "projectedTotal",
  },
  {
    turns: ["What is the projection of my team's total points for the next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["Against whom do I play this week?", "Okay. And how many points is my own team projected to make?"],
    expect: "projectedTotal",
  },

  // dropStash
  { turns: ["Whom should I drop to make place on my roster?"], expect: "dropStash" },
  {
    turns: ["Alvin Kamara makes nothing since weeks.", "Is it better to drop him or to keep him?"],
    expect: "dropStash",
    players: ["Alvin Kamara"],
  },
  {
    turns: ["J.K. Dobbins is hurt. Should I put him on IR or cut him?"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["Is Brandon Aiyuk playing this week?", "He is still out. Shall I release him or stash him?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  { turns: ["Who is the weakest player on my bench that I can throw away?"], expect: "dropStash" },
  {
    turns: ["Shall I release Tony Pollard to the free agents, or is it too early for that?"],
    expect: "dropStash",
    players: ["Tony Pollard"],
  },

  // byeCover
  {
    turns: ["When has Amon-Ra St. Brown his bye?", "And who replaces him in my line-up that week?"],
    expect: "byeCover",
    players: ["Amon-Ra St. Brown"],
  },
  {
    turns: ["My quarterback has bye in week 12 — whom can I play instead?"],
    expect: "byeCover",
    position: "QB",
    week: 12,
  },
  {
    turns: ["My tight end is on bye the next week. Who covers for him?"],
    expect: "byeCover",
    position: "TE",
    week: "next",
  },
  { turns: ["Who of my players is on bye this week?", "OK, and who fills in for them?"], expect: "byeCover" },
  {
    turns: ["Jake Ferguson is in bye. Which player takes his place by me?"],
    expect: "byeCover",
    players: ["Jake Ferguson"],
  },
  {
    turns: ["For the bye of Travis Kelce, whom do you propose as replacement?"],
    expect: "byeCover",
    players: ["Travis Kelce"],
  },

  // help
  { turns: ["What can you do for me, exactly?"], expect: "help" },
  { turns: ["How do you function? From where come your recommendations?"], expect: "help" },
  { turns: ["Hello, I am new here. Which questions can I pose to you?"], expect: "help" },
  {
    turns: ["Who leads the league?", "Interesting. What else can you do? Please explain me your functions."],
    expect: "help",
  },

  // None
  { turns: ["How will be the weather in Munich tomorrow?"], expect: "None" },
  { turns: ["Can you give me a recipe for a quiche lorraine, please?"], expect: "None" },
  { turns: ["Who wins the Champions League this year, in your opinion?"], expect: "None" },
  { turns: ["What is my record?", "Okay, bad. Now something else: tell me a joke, please."], expect: "None" },

  // two-part
  { turns: ["What is my record and how are my chances for the playoffs?"], expect: ["record", "playoffs"] },
  {
    turns: ["Against whom do I play this week, and how many points is my team projected to make?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["Which of my players are injured, and whom should I pick up from the waivers?"],
    expect: ["rosterStatus", "waivers"],
  },
  {
    turns: ["Is Saquon Barkley healthy, and what is his trade value at the moment?"],
    expect: ["status", "tradeValue"],
    players: ["Saquon Barkley"],
  },
  {
    turns: ["Who leads the league, and what must I do to improve my playoff chances?"],
    expect: ["leaders", "improveOdds"],
  },
  {
    turns: [
      "Who of my team is on bye this week?",
      "Okay. Please rank my receivers for this week, and also say me whom I should drop.",
    ],
    expect: ["positionRank", "dropStash"],
    position: "WR",
  },
  {
    turns: ["Start Jakobi Meyers or Jordan Addison this week, and who of them is better for the rest of the season?"],
    expect: ["startSit", "compare"],
    players: ["Jakobi Meyers", "Jordan Addison"],
  },
  {
    turns: ["Which are my playoff odds, and what if I win out?"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["Give me buy-low candidates, and also some sleepers to stash for the playoffs."],
    expect: ["buyLow", "sleepers"],
  },
];
