// Blind held-out evaluation set 90 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: the league commissioner — talks about league-mates by team name or "Coach …" as often as
// about his own Gridiron Gurus, plus everyday manager questions.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_90: HeldOutCase[] = [
  // ── startSit ──
  {
    turns: [
      "Coach Finley keeps trash-talking me in the group chat so I need to nail this one. Puka or Garrett " +
        "Wilson this week?",
    ],
    expect: "startSit",
    players: ["Puka Nacua", "Garrett Wilson"],
  },
  {
    turns: [
      "I've got Bucky Irving and Chuba Hubbard fighting over my last running back spot",
      "which one do I roll with on Sunday?",
    ],
    expect: "startSit",
    players: ["Bucky Irving", "Chuba Hubbard"],
  },
  {
    turns: ["week 11 — Goff or Bo Nix under center for me?"],
    expect: "startSit",
    players: ["Jared Goff", "Bo Nix"],
    week: 11,
  },
  {
    turns: ["should I start Zay Flowers over Jakobi Meyers?", "ok, what about Flowers vs McConkey instead"],
    expect: "startSit",
    players: ["Zay Flowers", "Ladd McConkey"],
  },
  {
    turns: ["JSN, Olave, Tee Higgins... I can only play two of them. Who sits?"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Chris Olave", "Tee Higgins"],
  },
  {
    turns: [
      "lol Coach Reese just benched Jameson Williams and he went off last week",
      "anyway I'm stuck between Jamo and DeVonta Smith myself, who gets the start?",
    ],
    expect: "startSit",
    players: ["Jameson Williams", "DeVonta Smith"],
  },
  {
    turns: ["Is Kittle going to play, and if he does should he start over Jake Ferguson?"],
    expect: ["status", "startSit"],
    players: ["George Kittle", "Jake Ferguson"],
  },

  // ── compare ──
  {
    turns: ["Over the long haul who would you rather own, Jeanty or Omarion Hampton?"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "I'm turning this into a keeper league next year as commish",
      "so if I can only keep one, Nabers or Drake London?",
    ],
    expect: "compare",
    players: ["Malik Nabers", "Drake London"],
  },
  {
    turns: ["Trey McBride vs Brock Bowers for the rest of the season — which one's the better asset?"],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: [
      "Coach Sutton has both Achane and Jonathon Taylor on his roster",
      "if you had to pick one of those two for the rest of the year, who's better?",
    ],
    expect: "compare",
    players: ["De'Von Achane", "Jonathan Taylor"],
  },
  {
    turns: ["Egbuka or Tetairoa for the remainder of 2025, who do you like more?"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: ["Who's better rest of season, Skattebo or Monangai, and what could I get for Skattebo in a trade?"],
    expect: ["compare", "tradeValue"],
    players: ["Cam Skattebo", "Kyle Monangai"],
  },

  // ── slot ──
  { turns: ["who goes in my flex this week?"], expect: "slot" },
  { turns: ["Dobbins is looking shaky", "so who should be my RB2?"], expect: "slot", position: "RB" },
  { turns: ["Who should fill my tight end spot in week 11?"], expect: "slot", position: "TE", week: 11 },
  {
    turns: ["I'm locking in Josh Allen at QB and both my receivers are set", "what do I do with the flex though"],
    expect: "slot",
  },
  {
    turns: ["Rachaad White, Tony Pollard or Rhamondre — which one takes my flex spot?"],
    expect: "slot",
    players: ["Rachaad White", "Tony Pollard", "Rhamondre Stevenson"],
  },

  // ── lineup ──
  { turns: ["Can you set my best lineup before Thursday night kicks off?"], expect: "lineup" },
  { turns: ["Give my starters a once-over, does anything look off?"], expect: "lineup" },
  {
    turns: ["Just grabbed Woody Marks off the wire", "ok now rebuild my whole lineup with him in the mix"],
    expect: "lineup",
  },
  { turns: ["I'll be on a plane all weekend, set my lineup for week 11 for me"], expect: "lineup", week: 11 },
  { turns: ["Coach Blake says my lineup is a mess", "is he right? check all my starters"], expect: "lineup" },
  { turns: ["Fix my lineup and tell me what it's projected to score"], expect: ["lineup", "projectedTotal"] },

  // ── outlook ──
  { turns: ["How many points is Bijan putting up this week?"], expect: "outlook", players: ["Bijan Robinson"] },
  {
    turns: ["What's Kyren Williams projected for this week?", "and what about him next week?"],
    expect: "outlook",
    players: ["Kyren Williams"],
    week: "next",
  },
  {
    turns: ["Give me your rest-of-season outlook on Tetairoa McMillan"],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
  },
  { turns: ["Is Jaxson Dart a decent play this week or a trap?"], expect: "outlook", players: ["Jaxson Dart"] },
  {
    turns: ["Coach Tatum just traded for Quinshon Judkins", "how's he looking the rest of the way?"],
    expect: "outlook",
    players: ["Quinshon Judkins"],
  },
  { turns: ["What's St Brown's ceiling in week 12?"], expect: "outlook", players: ["Amon-Ra St. Brown"], week: 12 },

  // ── status ──
  {
    turns: ["CMC is my RB1 and I'm nervous", "is McCaffery suiting up Sunday?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  { turns: ["What's Tyreek Hill's injury designation right now?"], expect: "status", players: ["Tyreek Hill"] },
  {
    turns: ["Coach Ellis asked me if Rashee Rice is hurt and I had no idea", "can you check on him?"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["I'm starting Jayden Daniels", "wait, is he even healthy?"],
    expect: "status",
    players: ["Jayden Daniels"],
  },
  {
    turns: ["Should I start Tyrone Tracy this week?", "and is he actually practicing?"],
    expect: "status",
    players: ["Tyrone Tracy Jr."],
  },
  {
    turns: ["Is BTJ out this week? And if so, who should I grab off waivers?"],
    expect: ["status", "waivers"],
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["Is Saquan dealing with something, and what's he worth in a trade right now?"],
    expect: ["status", "tradeValue"],
    players: ["Saquon Barkley"],
  },

  // ── tradeValue ──
  { turns: ["What would Breece Hall fetch on the trade market?"], expect: "tradeValue", players: ["Breece Hall"] },
  {
    turns: ["Should I sell Derrick Henry now while the name still carries weight?"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["Coach Marlow keeps sniffing around Ja'Marr", "what's Chase actually worth in a deal?"],
    expect: "tradeValue",
    players: ["Ja'Marr Chase"],
  },
  { turns: ["Is now the time to go buy Travis Kelce from somebody?"], expect: "tradeValue", players: ["Travis Kelce"] },
  {
    turns: ["Kenneth Walker has been on a heater lately", "sell or hold him?"],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["What's Garrett Wilson worth in a trade?", "what about Lamb instead"],
    expect: "tradeValue",
    players: ["CeeDee Lamb"],
  },

  // ── buyLow ──
  { turns: ["Who are some buy-low targets right now?"], expect: "buyLow" },
  { turns: ["Which of my guys should I sell high on before the deadline?"], expect: "buyLow" },
  {
    turns: ["The trade deadline is two weeks out", "whose value has cratered that I could scoop up cheap?"],
    expect: "buyLow",
  },
  { turns: ["Anyone on my roster who's overperforming that I should cash out on?"], expect: "buyLow" },
  {
    turns: [
      "I want to make a few moves without looking like the commish fleecing his own league",
      "who's undervalued out there that I could pry loose for cheap?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["Give me a couple buy-low names, and also which free agents are worth claiming"],
    expect: ["buyLow", "waivers"],
  },

  // ── trade ──
  {
    turns: ["Coach Sawyer offered me Malik Nabers for my Jahmyr Gibbs. Accept?"],
    expect: "trade",
    players: ["Malik Nabers", "Jahmyr Gibbs"],
  },
  {
    turns: ["Would you do Josh Jacobs and Jordan Addison for Saquon Barkley?"],
    expect: "trade",
    players: ["Josh Jacobs", "Jordan Addison", "Saquon Barkley"],
  },
  {
    turns: ["Coach Harper wants my Drake London", "he's offering James Cook plus Wan'Dale Robinson, is that fair?"],
    expect: "trade",
    players: ["Drake London", "James Cook", "Wan'Dale Robinson"],
  },
  {
    turns: ["Trade offer just came in: I send Lamar, I get Jalen Hurts and Hunter Henry", "good deal for me or nah?"],
    expect: "trade",
    players: ["Lamar Jackson", "Jalen Hurts", "Hunter Henry"],
  },
  {
    turns: ["Blitz Brigade is dangling A.J. Brown for my Chase Brown straight up. Thoughts?"],
    expect: "trade",
    players: ["A.J. Brown", "Chase Brown"],
  },
  {
    turns: ["Coach Quinn offered Nico Collins for George Pickens", "what if he throws in Rico Dowdle too?"],
    expect: "trade",
    players: ["Nico Collins", "George Pickens", "Rico Dowdle"],
  },

  // ── waivers ──
  {
    turns: ["Waivers run tonight at midnight", "who should I put claims in on, and how much FAAB?"],
    expect: "waivers",
  },
  { turns: ["How much of my budget should I blow on the top add this week?"], expect: "waivers" },
  { turns: ["I've got $43 of FAAB left", "who's worth spending it on?"], expect: "waivers" },
  {
    turns: [
      "Coach Finley isn't the Waiver Wire Wizard for nothing, he beats me to everybody",
      "who do I need to target on the wire before he snags them?",
    ],
    expect: "waivers",
  },
  { turns: ["best free agents available right now?"], expect: "waivers" },
  {
    turns: ["What sleepers do you like for next week, and what should I bid on the best waiver add?"],
    expect: ["sleepers", "waivers"],
    week: "next",
  },

  // ── playoffs ──
  { turns: ["Realistically, am I making the playoffs this year?"], expect: "playoffs" },
  { turns: ["what percent chance do I have of reaching the postseason"], expect: "playoffs" },
  {
    turns: ["Just lost by 2 to Coach Rowan, brutal", "how much does that hurt my postseason chances?"],
    expect: "playoffs",
  },
  { turns: ["am I a lock for the playoffs yet or not"], expect: "playoffs" },
  { turns: ["I think I'm 6-3", "is that going to be good enough to get in?"], expect: "playoffs" },
  { turns: ["Where do I stand in the league and what are my playoff chances?"], expect: ["record", "playoffs"] },

  // ── improveOdds ──
  { turns: ["What should I be doing to give myself the best shot at the playoffs?"], expect: "improveOdds" },
  { turns: ["Which moves would move the needle most on my postseason chances?"], expect: "improveOdds" },
  { turns: ["my playoff outlook looks grim", "what can I change to improve it?"], expect: "improveOdds" },
  { turns: ["How are my playoff chances looking?", "ok, and how do I raise that number?"], expect: "improveOdds" },
  { turns: ["I'm squarely on the bubble. What adds or trades get me over the hump?"], expect: "improveOdds" },
  {
    turns: ["What's my playoff percentage, and what can I do to push it higher?"],
    expect: ["playoffs", "improveOdds"],
  },

  // ── matchup ──
  { turns: ["Who am I playing this week?"], expect: "matchup" },
  { turns: ["am I favored in week 11?"], expect: "matchup", week: 11 },
  {
    turns: [
      "Coach Tatum has been running his mouth in the league chat all week",
      "so what's my win probability this weekend?",
    ],
    expect: "matchup",
  },
  { turns: ["What's the projected final score of my game this Sunday?"], expect: "matchup" },
  { turns: ["who's my opponent next week?", "and am I expected to beat them?"], expect: "matchup", week: "next" },
  {
    turns: ["Who's my week 10 opponent, and which of my guys are on bye?"],
    expect: ["matchup", "rosterStatus"],
    week: 10,
  },
  {
    turns: ["Who am I facing in week 12 and what's my projected total?"],
    expect: ["matchup", "projectedTotal"],
    week: 12,
  },

  // ── record ──
  { turns: ["What's my W-L so far?"], expect: "record" },
  { turns: ["Where am I sitting in the standings?"], expect: "record" },
  {
    turns: ["I've been so busy running the league I haven't checked my own team", "what place am I in right now?"],
    expect: "record",
  },
  { turns: ["How many games have I won this year?"], expect: "record" },
  { turns: ["Coach Blake is 7-2", "how does my record stack up to that?"], expect: "record" },
  { turns: ["Who's the top team in the league right now, and what's my record?"], expect: ["leaders", "record"] },

  // ── rosterStatus ──
  { turns: ["Which of my guys are hurt right now?"], expect: "rosterStatus" },
  { turns: ["who do I have on bye next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["Any injuries or byes on my roster for week 12?"], expect: "rosterStatus", week: 12 },
  {
    turns: ["I'm trying to plan ahead for the bye crunch", "who on my team is off in week 14?"],
    expect: "rosterStatus",
    week: 14,
  },
  {
    turns: ["Coach Reese's roster is a full-on MASH unit", "how about mine, who's banged up?"],
    expect: "rosterStatus",
  },
  {
    turns: ["Who on my team is injured, and which of them should I just cut loose?"],
    expect: ["rosterStatus", "dropStash"],
  },

  // ── positionRank ──
  {
    turns: ["Trying to sort out my receiver room", "rank my WRs for this week"],
    expect: "positionRank",
    position: "WR",
  },
  { turns: ["order my running backs best to worst for week 11"], expect: "positionRank", position: "RB", week: 11 },
  {
    turns: ["I'm carrying way too many tight ends", "how do they stack up against each other this week?"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["I have Caleb Williams and Drake Maye — rank my quarterbacks for me"],
    expect: "positionRank",
    position: "QB",
  },
  { turns: ["Rank my RBs", "now do the wideouts"], expect: "positionRank", position: "WR" },
  { turns: ["Who's my WR1 through WR5 next week?"], expect: "positionRank", position: "WR", week: "next" },
  { turns: ["Rank my backs and tell me who should be my RB2"], expect: ["positionRank", "slot"], position: "RB" },

  // ── projectedTotal ──
  {
    turns: [
      "Coach Harper keeps telling everyone I'm the underdog",
      "how many points am I actually projected for this week?",
    ],
    expect: "projectedTotal",
  },
  { turns: ["What's my team's ceiling and floor this week?"], expect: "projectedTotal" },
  { turns: ["My lineup's locked in", "what's the projected total and the range?"], expect: "projectedTotal" },
  { turns: ["What's my team's points projection for week 12?"], expect: "projectedTotal", week: 12 },
  { turns: ["Coach Sutton's team is projected for 128", "what's mine projected for?"], expect: "projectedTotal" },

  // ── leaders ──
  { turns: ["Who's in first place in the league?"], expect: "leaders" },
  { turns: ["What's Coach Quinn's record?"], expect: "leaders", team: "Blitz Brigade" },
  {
    turns: [
      "Settling a bet between Coach Sawyer and Coach Marlow",
      "which team has scored the most points this season?",
    ],
    expect: "leaders",
  },
  {
    turns: ["Pocket Passers started 0-3", "where are they in the standings now?"],
    expect: "leaders",
    team: "Pocket Passers",
  },
  {
    turns: ["I've got to write the weekly commissioner recap", "how's Hail Mary Heroes doing, what's their record?"],
    expect: "leaders",
    team: "Hail Mary Heroes",
  },
  { turns: ["Is Coach Rowan's team over .500?"], expect: "leaders", team: "End Zone Envy" },
  {
    turns: ["Who's leading the league, and what are my odds if I win out?"],
    expect: ["leaders", "scenario"],
    scenario: "win-out",
  },

  // ── sleepers ──
  { turns: ["Give me some deep sleepers for next week."], expect: "sleepers", week: "next" },
  {
    turns: ["Who's flying completely under the radar that nobody in this league is talking about?"],
    expect: "sleepers",
  },
  {
    turns: ["my bench is full of duds", "any deep-league sleepers worth a flier next week?"],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["Any sneaky sleeper adds out there?"], expect: "sleepers" },
  {
    turns: [
      "Coach Finley always finds the gems before anyone else does",
      "who are the hidden gems I should know about?",
    ],
    expect: "sleepers",
  },

  // ── dropStash ──
  { turns: ["Should I drop Tyreek or stash him on IR?"], expect: "dropStash", players: ["Tyreek Hill"] },
  { turns: ["What should I do with my injured guys, cut them or stash them?"], expect: "dropStash" },
  {
    turns: ["Chris Godwin got hurt again", "worth holding onto or do I cut bait?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  { turns: ["I've got an open IR spot. Who on my roster belongs there?"], expect: "dropStash" },
  {
    turns: ["Brandon Aiyuk still isn't back", "is he worth an IR stash or should I move on?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },

  // ── byeCover ──
  { turns: ["I need a QB streamer to cover Lamar's bye"], expect: "byeCover", position: "QB" },
  {
    turns: ["Who can fill in at tight end while my guy is on bye in week 12?"],
    expect: "byeCover",
    position: "TE",
    week: 12,
  },
  {
    turns: ["Both of my top running backs are on bye next week", "who can I pick up to cover?"],
    expect: "byeCover",
    position: "RB",
    week: "next",
  },
  { turns: ["Need a kicker to cover the bye this week, any streamers?"], expect: "byeCover", position: "K" },
  {
    turns: ["my WR1 has a week 11 bye", "who's a decent fill-in receiver for that week?"],
    expect: "byeCover",
    position: "WR",
    week: 11,
  },
  {
    turns: ["I'm missing my starting QB next week because of the bye", "who can I stream?"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },

  // ── scenario ──
  { turns: ["What are my playoff odds if I win out?"], expect: "scenario", scenario: "win-out" },
  { turns: ["If I go 2-2 in my last four, do I still get in?"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  {
    turns: ["I'm nervous about this week's game", "what happens to my odds if I lose it?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  { turns: ["if I win 3 of my last 5 where does that leave me"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  {
    turns: ["what are my playoff chances?", "and if I win two more games?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },

  // ── tradeIdeas ──
  { turns: ["Who should I be trading with to upgrade at tight end?"], expect: "tradeIdeas", position: "TE" },
  {
    turns: ["What could Coach Ellis give me for Puka?"],
    expect: "tradeIdeas",
    players: ["Puka Nacua"],
    team: "Pocket Passers",
  },
  {
    turns: ["Build me a 2-for-1 around Justin Jefferson and Rico Dowdle"],
    expect: "tradeIdeas",
    players: ["Justin Jefferson", "Rico Dowdle"],
  },
  {
    turns: ["I'm paper thin at running back", "which team has RB depth I could trade for?"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: ["Red Zone Raiders are stacked at receiver", "what could I realistically pry out of them at WR?"],
    expect: "tradeIdeas",
    position: "WR",
    team: "Red Zone Raiders",
  },
  {
    turns: ["Looking for a QB upgrade — is Sunday Scaries a good trade partner for that?"],
    expect: "tradeIdeas",
    position: "QB",
    team: "Sunday Scaries",
  },

  // ── help ──
  { turns: ["what kinds of questions can you answer for me?"], expect: "help" },
  { turns: ["how does this assistant thing work?"], expect: "help" },
  { turns: ["hey", "I'm new to this tool, what can you help me with?"], expect: "help" },
  { turns: ["Can you walk me through what you're able to do?"], expect: "help" },
  { turns: ["Coach Harper says you helped him sort out a trade", "what else are you good for?"], expect: "help" },
  { turns: ["Tell me what you can do, then check my lineup"], expect: ["help", "lineup"] },

  // ── None ──
  { turns: ["What's the weather going to be like in Green Bay on Sunday?"], expect: "None" },
  { turns: ["Tell me a joke about kickers"], expect: "None" },
  { turns: ["Give me a good chili recipe for our league's draft party"], expect: "None" },
  {
    turns: ["Coach Blake and I are arguing about politics again", "who do you think wins the next Senate race?"],
    expect: "None",
  },
  { turns: ["Can you help my kid with his algebra homework?"], expect: "None" },
  {
    turns: ["We're planning the end-of-season league banquet", "what's a good steakhouse in Chicago?"],
    expect: "None",
  },
];
