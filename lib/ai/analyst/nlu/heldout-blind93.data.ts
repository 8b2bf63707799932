// Blind held-out evaluation set 93 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a manager pasting from the league app (tags like 'J. Chase (CIN - WR)', 'Robinson, Bijan
// RB ATL', Q/D/O/IR/PUP flags, bracketed projections), mixed with terse lowercase chat.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_93: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: [
      "J. Chase (CIN - WR) [17.8] or P. Nacua (LAR - WR) [18.3]?",
      "forgot to say Chase has a Q next to his name in the app — change anything?",
    ],
    expect: "startSit",
    players: ["Ja'Marr Chase", "Puka Nacua"],
  },
  {
    turns: ["Hubbard, Chuba RB CAR Q [11.2]\nDowdle, Rico RB CAR [13.0]\nwhich one do I roll with sunday"],
    expect: "startSit",
    players: ["Chuba Hubbard", "Rico Dowdle"],
  },
  {
    turns: [
      "picked up LaPorta as a backup TE yesterday",
      "T. Kelce (KC - TE) [9.6] vs S. LaPorta (DET - TE) [10.1] - who starts",
    ],
    expect: "startSit",
    players: ["Travis Kelce", "Sam LaPorta"],
  },
  {
    turns: ["week 12 start/sit: Walker III, Kenneth RB SEA [12.9] or Warren, Jaylen RB PIT [11.7]"],
    expect: "startSit",
    players: ["Kenneth Walker III", "Jaylen Warren"],
    week: 12,
  },
  {
    turns: ["Hampton or Judkins this week?", "ok and if Hampton pops up as Q on friday, still him?"],
    expect: "startSit",
    players: ["Omarion Hampton", "Quinshon Judkins"],
  },
  {
    turns: [
      "D. Adams (LAR - WR) [12.7]\nR. Odunze (CHI - WR) [11.9]\nJ. Meyers (WR) [10.4]\nI can play two of these " +
        "three, which two",
    ],
    expect: "startSit",
    players: ["Davante Adams", "Rome Odunze", "Jakobi Meyers"],
  },
  {
    turns: ["Chase Brown vs James Cook this week, Cook obviously right?", "eh what about Jacobs instead of Cook"],
    expect: "startSit",
    players: ["Chase Brown", "Josh Jacobs"],
  },

  // ---- compare ----
  {
    turns: ["ros who'd you rather have: Gibbs, Jahmyr RB DET or Robinson, Bijan RB ATL"],
    expect: "compare",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  {
    turns: [
      "thinking long term here, not this week",
      "Nabers (NYG - WR) IR vs Wilson, Garrett (NYJ - WR) Q — which one do I hang onto",
    ],
    expect: "compare",
    players: ["Malik Nabers", "Garrett Wilson"],
  },
  {
    turns: ["keep T. McMillan (CAR - WR) or E. Egbuka (TB - WR) for the rest of the year? roster crunch"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: ["Jeanty vs Hampton rest of season, who ya got", "what about Skattebo in place of Hampton"],
    expect: "compare",
    players: ["Ashton Jeanty", "Cam Skattebo"],
  },
  {
    turns: [
      "I've got two good TEs clogging my bench",
      "McBride, Trey TE ARI  |  Bowers, Brock TE LV\nbetter piece to own the rest of the way?",
    ],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: ["trying to consolidate my WR room", "Higgins or Pickens long term? one of them has to go"],
    expect: "compare",
    players: ["Tee Higgins", "George Pickens"],
  },

  // ---- slot ----
  { turns: ["who goes in my FLEX this week"], expect: "slot" },
  {
    turns: ["LaPorta (DET - TE) just flipped to O", "so who fills the TE spot now"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: [
      "RB2 spot: Cook, James (BUF) [15.1] / Brown, Chase (CIN) [13.4] / Irving, Bucky (TB) Q [12.0]. which one " +
        "goes in at RB2",
    ],
    expect: "slot",
    players: ["James Cook", "Chase Brown", "Bucky Irving"],
    position: "RB",
  },
  {
    turns: ["Burrow's back from the toe thing right?", "ok then who should be in my QB spot this week"],
    expect: "slot",
    position: "QB",
  },
  { turns: ["K slot - best option I've got?"], expect: "slot", position: "K" },
  { turns: ["who's my best WR2 option this week out of my guys"], expect: "slot", position: "WR" },

  // ---- lineup ----
  { turns: ["optimize lineup pls"], expect: "lineup" },
  {
    turns: [
      "pasting starters:\nQB J. Allen (BUF) [22.1]\nRB B. Robinson (ATL) [19.8]\nRB C. Hubbard (CAR) Q " +
        "[11.0]\nWR P. Nacua (LAR) [18.3]\nWR Z. Flowers (BAL) [13.2]\nTE T. Kraft (GB) [10.9]\nFLEX J. Waddle " +
        "(MIA) [12.4]\nK --\nlook right to you?",
    ],
    expect: "lineup",
  },
  { turns: ["Hubbard just got downgraded to O", "redo the whole lineup then"], expect: "lineup" },
  { turns: ["this week's already locked in", "set my best lineup for week 11"], expect: "lineup", week: 11 },
  { turns: ["games lock in like an hour", "any changes to my starters or am I good?"], expect: "lineup" },

  // ---- outlook ----
  {
    turns: ["Taylor, Jonathan RB IND [21.4] — is that realistic or is he gonna bust"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  { turns: ["A. St. Brown (DET - WR) ros outlook?"], expect: "outlook", players: ["Amon-Ra St. Brown"] },
  {
    turns: ["got CMC in a trade last week", "what's he projected for next week"],
    expect: "outlook",
    players: ["Christian McCaffrey"],
    week: "next",
  },
  { turns: ["is Dart (NYG - QB) [17.2] a good play this week or a trap"], expect: "outlook", players: ["Jaxson Dart"] },
  {
    turns: ["Kittle outlook this week?", "what about Goedert instead"],
    expect: "outlook",
    players: ["Dallas Goedert"],
  },
  {
    turns: ["Metcalf, DK WR PIT [11.8]", "realistic? how many does he actually put up sunday"],
    expect: "outlook",
    players: ["DK Metcalf"],
  },

  // ---- status ----
  {
    turns: ["Adams, Davante WR LAR - Q\nwhat's that about, is he playing?"],
    expect: "status",
    players: ["Davante Adams"],
  },
  {
    turns: ["Rice is my WR1 now", "he good to go this week? no tag on him in the app"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["starting Godwin at flex", "what's his designation for sunday"],
    expect: "status",
    players: ["Chris Godwin"],
  },
  { turns: ["Aiyuk still on PUP?", "and Kamara — app has him D"], expect: "status", players: ["Alvin Kamara"] },
  { turns: ["M. Andrews (BAL - TE) - Q (ankle). gonna suit up?"], expect: "status", players: ["Mark Andrews"] },

  // ---- tradeValue ----
  {
    turns: ["what's Henry, Derrick RB BAL worth in a trade right now"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["sell high on JSN? he's putting up [19.5] every single week lol"],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["Achane has been an absolute monster", "do I shop him while he's hot?"],
    expect: "tradeValue",
    players: ["De'Von Achane"],
  },
  { turns: ["is Breece a buy at this point? his owner seems fed up"], expect: "tradeValue", players: ["Breece Hall"] },
  { turns: ["what kind of return could I get for Lamar"], expect: "tradeValue", players: ["Lamar Jackson"] },
  {
    turns: ["Coach Reese asked if I'd sell Worthy (KC - WR)", "what's he worth right now honestly"],
    expect: "tradeValue",
    players: ["Xavier Worthy"],
  },

  // ---- buyLow ----
  { turns: ["who are the buy low guys right now"], expect: "buyLow" },
  { turns: ["any sell-high candidates on my roster?"], expect: "buyLow" },
  {
    turns: ["trade deadline in our league is week 12", "so who should I be targeting as buy-lows before then"],
    expect: "buyLow",
  },
  { turns: ["gimme 3 buy-lows and 3 sell-highs"], expect: "buyLow" },
  {
    turns: ["looking to make a move", "which guys are way under their projections that I could pry loose cheap"],
    expect: "buyLow",
  },

  // ---- trade ----
  {
    turns: [
      "offer received:\nI give: Barkley, Saquon RB PHI + Waddle, Jaylen WR MIA\nI get: Collins, Nico WR HOU + " +
        "Jacobs, Josh RB GB\naccept?",
    ],
    expect: "trade",
    players: ["Saquon Barkley", "Jaylen Waddle", "Nico Collins", "Josh Jacobs"],
  },
  {
    turns: ["Coach Quinn wants my Kyren for his Zay Flowers, good deal for me?"],
    expect: "trade",
    players: ["Kyren Williams", "Zay Flowers"],
  },
  {
    turns: ["someone just offered me Jefferson", "for Bijan straight up. do it?"],
    expect: "trade",
    players: ["Justin Jefferson", "Bijan Robinson"],
  },
  {
    turns: ["trade proposal —\nSEND: J. Hurts (PHI - QB)\nRECEIVE: D. Maye (NE - QB), C. Olave (NO - WR)\nthoughts?"],
    expect: "trade",
    players: ["Jalen Hurts", "Drake Maye", "Chris Olave"],
  },
  {
    turns: ["would you do Lamb for Nacua + Dobbins", "what if it's just Lamb for Nacua"],
    expect: "trade",
    players: ["CeeDee Lamb", "Puka Nacua"],
  },
  {
    turns: ["Play Action Pack sent me something", "Etienne for Addison, I'd be giving Etienne. fair?"],
    expect: "trade",
    players: ["Travis Etienne Jr.", "Jordan Addison"],
  },

  // ---- waivers ----
  { turns: ["who should I grab off waivers and what do I bid, $43 FAAB left"], expect: "waivers" },
  { turns: ["just lost Nabers for the year", "who do I pick up to replace him, and how much faab"], expect: "waivers" },
  {
    turns: ["Monangai (CHI - RB) is sitting on waivers in my league, how much should I bid?"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  { turns: ["FAAB remaining: $12", "best pickups on the wire this week?"], expect: "waivers" },
  {
    turns: ["waivers run tuesday night", "Woody Marks or Tracy Jr., which one do I put the claim in on"],
    expect: "waivers",
    players: ["Woody Marks", "Tyrone Tracy Jr."],
  },

  // ---- playoffs ----
  { turns: ["what are my playoff odds"], expect: "playoffs" },
  { turns: ["Gridiron Gurus (5-4) — do we make it or nah"], expect: "playoffs" },
  { turns: ["whats my record", "and my chances of making the playoffs from there?"], expect: "playoffs" },
  { turns: ["just beat Coach Ellis by 30", "am I in decent shape for a playoff spot now?"], expect: "playoffs" },
  { turns: ["playoff % ?"], expect: "playoffs" },

  // ---- improveOdds ----
  { turns: ["what moves should I make to boost my playoff chances"], expect: "improveOdds" },
  { turns: ["how do I improve my odds of getting in"], expect: "improveOdds" },
  { turns: ["app says my playoff odds are 38%", "what can I do to get that number up"], expect: "improveOdds" },
  { turns: ["which pickup or trade moves the needle most for my postseason odds"], expect: "improveOdds" },
  { turns: ["I'm 4-5 and spiraling", "what do I need to change to sneak into the playoffs"], expect: "improveOdds" },

  // ---- matchup ----
  { turns: ["who am I up against this week"], expect: "matchup" },
  { turns: ["Gridiron Gurus [118.4] vs ??? — am I favored"], expect: "matchup" },
  { turns: ["win prob for week 12?"], expect: "matchup", week: 12 },
  { turns: ["what's my opponent look like this week", "so what's the projected final score"], expect: "matchup" },
  { turns: ["next week's matchup, am I the underdog?"], expect: "matchup", week: "next" },

  // ---- record ----
  { turns: ["where do I sit in the standings"], expect: "record" },
  { turns: ["W-L?"], expect: "record" },
  { turns: ["what place are we in the league rn"], expect: "record" },
  { turns: ["lost by 2 points last week ugh", "so what's my record now"], expect: "record" },
  { turns: ["how many games have I won this season"], expect: "record" },

  // ---- rosterStatus ----
  { turns: ["who on my team is hurt or on bye this week"], expect: "rosterStatus" },
  { turns: ["any of my guys on bye next week?"], expect: "rosterStatus", week: "next" },
  {
    turns: ["so many injuries this year smh", "injury report for my roster — just list the Q / D / O tags"],
    expect: "rosterStatus",
  },
  { turns: ["byes on my team week 12?"], expect: "rosterStatus", week: 12 },
  {
    turns: ["I keep forgetting to check byes", "which of my starters are out for week 11"],
    expect: "rosterStatus",
    week: 11,
  },

  // ---- positionRank ----
  { turns: ["order my wide receivers best to worst for this week"], expect: "positionRank", position: "WR" },
  { turns: ["RB rankings on my roster for week 11"], expect: "positionRank", position: "RB", week: 11 },
  { turns: ["rank my TEs"], expect: "positionRank", position: "TE" },
  {
    turns: ["I have like 5 running backs now after waivers", "rank them for next week"],
    expect: "positionRank",
    position: "RB",
    week: "next",
  },
  { turns: ["my QBs, ranked, this week pls"], expect: "positionRank", position: "QB" },

  // ---- projectedTotal ----
  { turns: ["what's my projected total this week"], expect: "projectedTotal" },
  { turns: ["team proj says [121.6]", "what's my ceiling and floor though"], expect: "projectedTotal" },
  { turns: ["how many points am I projected for week 11"], expect: "projectedTotal", week: 11 },
  { turns: ["just swapped Pollard in for Hubbard", "whats the team projection now"], expect: "projectedTotal" },
  { turns: ["realistic scoring range for my team next week?"], expect: "projectedTotal", week: "next" },

  // ---- leaders ----
  { turns: ["who's in first place in the league"], expect: "leaders" },
  {
    turns: ["curious about the rest of the league", "which team has scored the most points this year"],
    expect: "leaders",
  },
  { turns: ["what's Blitz Brigade's record"], expect: "leaders", team: "Blitz Brigade" },
  {
    turns: ["Coach Finley keeps trash talking me in the group chat", "where's his team in the standings"],
    expect: "leaders",
    team: "Waiver Wire Wizards",
  },
  { turns: ["best team in the league by playoff odds?"], expect: "leaders" },
  { turns: ["how's Sunday Scaries doing, are they legit"], expect: "leaders", team: "Sunday Scaries" },

  // ---- sleepers ----
  { turns: ["deep sleepers for next week?"], expect: "sleepers", week: "next" },
  { turns: ["my bench is dead weight", "any deep sleepers nobody's rostering"], expect: "sleepers" },
  { turns: ["give me a sleeper or two, like 5% rostered types"], expect: "sleepers" },
  {
    turns: ["I'm in a deep hole and need upside", "who are some sleeper plays nobody's talking about"],
    expect: "sleepers",
  },
  { turns: ["lottery tickets for week 11?"], expect: "sleepers", week: 11 },

  // ---- dropStash ----
  {
    turns: ["Nabers, Malik WR NYG - IR\ndrop him or keep him stashed?"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  { turns: ["should I drop my injured guys or stash em"], expect: "dropStash" },
  { turns: ["Tyreek's done for the year", "cut him or IR him?"], expect: "dropStash", players: ["Tyreek Hill"] },
  { turns: ["IR spot is open — which of my hurt players go there and which get cut"], expect: "dropStash" },
  {
    turns: ["Skattebo, Cam RB NYG - O (ankle)", "worth holding or just cut bait?"],
    expect: "dropStash",
    players: ["Cam Skattebo"],
  },

  // ---- byeCover ----
  {
    turns: ["Bowers, Brock TE LV — BYE wk 11. need a TE streamer"],
    expect: "byeCover",
    position: "TE",
    week: 11,
  },
  { turns: ["my QB has a bye next week, who do I stream"], expect: "byeCover", position: "QB", week: "next" },
  { turns: ["need a kicker for the bye"], expect: "byeCover", position: "K" },
  {
    turns: ["both my RBs are on bye in week 12", "who can I grab to cover"],
    expect: "byeCover",
    position: "RB",
    week: 12,
  },
  { turns: ["CeeDee's bye is coming up", "need a WR fill-in for that week, who?"], expect: "byeCover", position: "WR" },

  // ---- scenario ----
  { turns: ["if I win out do I make it?"], expect: "scenario", scenario: "win-out" },
  { turns: ["odds if I go 2-2 the rest of the way"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  {
    turns: ["say I lose this week, what happens to my playoff chances"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["we've got 4 games left in the regular season", "if I take 3 of them am I in"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["realistically I'm not winning out", "what if I only win 1 more game"],
    expect: "scenario",
    scenario: { wins: 1, games: null },
  },

  // ---- tradeIdeas ----
  {
    turns: ["need a WR badly, Nabers and Hill both gone", "who should I trade with to get one"],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: ["build me a 2-for-1 around Henry and Pollard"],
    expect: "tradeIdeas",
    players: ["Derrick Henry", "Tony Pollard"],
  },
  { turns: ["what could Pocket Passers offer me?"], expect: "tradeIdeas", team: "Pocket Passers" },
  {
    turns: ["I'm loaded at RB and thin at TE", "who's a good trade partner for a tight end"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["package Sutton (DEN - WR) + Dowdle (CAR - RB) for one stud — ideas?"],
    expect: "tradeIdeas",
    players: ["Courtland Sutton", "Rico Dowdle"],
  },

  // ---- help ----
  { turns: ["what can you do"], expect: "help" },
  { turns: ["how does this work? what can I ask you"], expect: "help" },
  { turns: ["help"], expect: "help" },
  { turns: ["new here — what kinds of questions do you handle"], expect: "help" },
  { turns: ["hi", "um what are you for exactly"], expect: "help" },
  { turns: ["list your features"], expect: "help" },

  // ---- None ----
  { turns: ["what's the weather in Green Bay sunday"], expect: "None" },
  { turns: ["ok lineup's set", "tell me a joke while I wait for kickoff"], expect: "None" },
  { turns: ["who wins the NBA finals this year"], expect: "None" },
  { turns: ["recipe for buffalo wings for the game"], expect: "None" },
  { turns: ["thanks for the lineup help", "btw can you help with my stats homework"], expect: "None" },
  { turns: ["what do you think of the mayor's new tax plan"], expect: "None" },

  // ---- two things at once ----
  {
    turns: ["morning. need to get my stuff together before 1pm", "set my lineup and tell me who I'm playing"],
    expect: ["lineup", "matchup"],
  },
  { turns: ["record + playoff odds?"], expect: ["record", "playoffs"] },
  { turns: ["what are my playoff chances and what should I do to raise them"], expect: ["playoffs", "improveOdds"] },
  {
    turns: [
      "Hubbard O, Kraft Q, Waddle on bye... brutal week",
      "who else on my roster is banged up or on bye, and who should I pick up",
    ],
    expect: ["rosterStatus", "waivers"],
  },
  { turns: ["projected score for my team this week and am I favored?"], expect: ["projectedTotal", "matchup"] },
  { turns: ["who should I claim this week + any deep sleepers worth a flyer"], expect: ["waivers", "sleepers"] },
  {
    turns: ["Aiyuk, Brandon WR SF - PUP", "is he close to coming back, and should I keep stashing him or cut him"],
    expect: ["status", "dropStash"],
    players: ["Brandon Aiyuk"],
  },
  {
    turns: [
      "Kamara (NO - RB) Q / Williams, Javonte (DAL - RB) [12.3]",
      "is Kamara actually gonna play? and which of the two do I start",
    ],
    expect: ["status", "startSit"],
    players: ["Alvin Kamara", "Javonte Williams"],
  },
  {
    turns: ["Nacua, Puka WR LAR [18.3]", "how's he look rest of season, and what would he fetch in a trade"],
    expect: ["outlook", "tradeValue"],
    players: ["Puka Nacua"],
  },
  {
    turns: ["who are good buy-low targets and which team should I trade with for a RB"],
    expect: ["buyLow", "tradeIdeas"],
    position: "RB",
  },
  { turns: ["who's in first and where am I"], expect: ["leaders", "record"] },
  {
    turns: ["we've got 4 left on the schedule", "if I win out am I in? and if not what moves help"],
    expect: ["scenario", "improveOdds"],
    scenario: "win-out",
  },
  { turns: ["rank my RBs and tell me who should be in the flex"], expect: ["positionRank", "slot"], position: "RB" },
  {
    turns: ["LaPorta playing this week? and what's he projected, app has [10.1]"],
    expect: ["status", "outlook"],
    players: ["Sam LaPorta"],
  },
  {
    turns: ["next week looks rough", "who's on bye for me next week and who can cover"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
  },
];
