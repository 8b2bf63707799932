// Blind held-out evaluation set 144 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: first-year player, plain words.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_144: HeldOutCase[] = [
  // startSit
  {
    turns: ["i have ja'marr chase and ceedee lamb but only room for one of them this sunday, which guy do i put in"],
    expect: "startSit",
    players: ["Ja'Marr Chase", "CeeDee Lamb"],
  },
  {
    turns: [
      "sorry new to this. bijan or that detroit running back gibbs, who should actually play for me this weekend?",
    ],
    expect: "startSit",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: ["should puka be in my lineup over nabers this week", "ok what about for week 12 tho"],
    expect: "startSit",
    players: ["Puka Nacua", "Malik Nabers"],
    week: 12,
  },
  {
    turns: [
      "my dad says i should play derrick henry",
      "but my buddy says josh jacobs. which one actually goes in on sunday",
    ],
    expect: "startSit",
    players: ["Derrick Henry", "Josh Jacobs"],
  },
  {
    turns: ["which quarterback do i use, josh allen or lamar", "same question for next week"],
    expect: "startSit",
    players: ["Josh Allen", "Lamar Jackson"],
    week: "next",
  },
  {
    turns: ["kittle bowers or kelce... only one can go in this week and i have no clue which"],
    expect: "startSit",
    players: ["George Kittle", "Brock Bowers", "Travis Kelce"],
  },

  // compare
  {
    turns: ["not just this week but like for the rest of the year, who's the better guy to have, jefferson or chase"],
    expect: "compare",
    players: ["Justin Jefferson", "Ja'Marr Chase"],
  },
  {
    turns: [
      "my league lets you keep players every year. would you rather " +
        "own malik nabers or marvin harrison jr for the next few seasons",
    ],
    expect: "compare",
    players: ["Malik Nabers", "Marvin Harrison Jr."],
  },
  {
    turns: [
      "from here to the end of the season is saquon or CMC the better one to have",
      "what about jonathan taylor compared to saquon",
    ],
    expect: "compare",
    players: ["Jonathan Taylor", "Saquon Barkley"],
  },
  {
    turns: [
      "are ashton jeanty and omarion hampton both good?",
      "if i could keep just one of them for years and years which one",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["forget this week. between now and the end, who helps my team more overall: brock bowers or trey mcbride"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["is drake maye going to be better than bo nix going forward", "ok and jaxson dart vs maye, same thing"],
    expect: "compare",
    players: ["Jaxson Dart", "Drake Maye"],
  },

  // slot
  {
    turns: [
      "im confused about the flex thing, it says any position can go there",
      "so who should i stick in it this week",
    ],
    expect: "slot",
    position: "FLEX",
  },
  { turns: ["i dont know who to play as my second running back, help"], expect: "slot", position: "RB" },
  { turns: ["what kicker am i supposed to use this week"], expect: "slot", position: "K" },
  {
    turns: ["my tight end spot is a mess, who goes there", "and next week for that same spot?"],
    expect: "slot",
    position: "TE",
    week: "next",
  },
  {
    turns: ["for the defense part of my lineup which team should i pick this week, i have two on the bench"],
    expect: "slot",
    position: "DEF",
  },
  { turns: ["out of the guys on my team who should be my quarterback this week"], expect: "slot", position: "QB" },

  // lineup
  { turns: ["can you just set up my whole team for sunday so i dont mess it up"], expect: "lineup" },
  { turns: ["is my lineup ok right now or did i put the wrong people in"], expect: "lineup" },
  { turns: ["make my team the best it can be for this week, i trust you"], expect: "lineup" },
  { turns: ["pls look over who i have starting", "do the same thing for week 12"], expect: "lineup", week: 12 },
  {
    turns: ["whats the best group of players i can put out there this week", "ok now do next week"],
    expect: "lineup",
    week: "next",
  },

  // outlook
  {
    turns: ["is tetairoa mcmillan any good? like should i be starting him normally"],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
  },
  {
    turns: ["how many points is jaxon smith-njigba gonna get this week"],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["cam skattebo has been scoring a ton lately", "is that gonna keep happening or was it luck"],
    expect: "outlook",
    players: ["Cam Skattebo"],
  },
  {
    turns: ["what do you think about zay flowers for the rest of the year", "and just this week?"],
    expect: "outlook",
    players: ["Zay Flowers"],
  },
  { turns: ["how do things look for bo nix next week"], expect: "outlook", players: ["Bo Nix"], week: "next" },
  {
    turns: ["i have jameson williams on my team", "is he going to do anything the rest of the way or nah"],
    expect: "outlook",
    players: ["Jameson Williams"],
  },

  // status
  {
    turns: ["is CMC playing this sunday? i heard something about his leg"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["what happened to tyreek hill, he wasnt in the game and nobody told me why"],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["whats the latest with breece hall", "and garrett wilson?"],
    expect: "status",
    players: ["Garrett Wilson"],
  },
  {
    turns: ["someone in my group chat said mark andrews got hurt, is that true"],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: [
      "is rashee rice allowed to play now or is he still suspended or whatever",
      "ok and his teammate worthy, is he healthy",
    ],
    expect: "status",
    players: ["Xavier Worthy"],
  },

  // tradeValue
  { turns: ["how much is puka worth if i tried to trade him"], expect: "tradeValue", players: ["Puka Nacua"] },
  {
    turns: ["should i try to get rid of jaxson dart while he's doing great or just keep him"],
    expect: "tradeValue",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["a.j. brown has been bad lately. is this a good time to try getting him cheap from the guy who has him"],
    expect: "tradeValue",
    players: ["A.J. Brown"],
  },
  {
    turns: [
      "people keep messaging me about trading for my kyren williams",
      "is he worth a lot right now or should i just hang on to him",
    ],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },
  { turns: ["what's davante adams worth in trades these days"], expect: "tradeValue", players: ["Davante Adams"] },

  // buyLow
  {
    turns: ["which players are playing bad right now but might get better, so i can trade for them cheap"],
    expect: "buyLow",
  },
  { turns: ["i want to trade for guys who are in a slump", "who are they"], expect: "buyLow" },
  {
    turns: [
      "what guys are doing way better than they should be? i want to trade them while people think they're great",
    ],
    expect: "buyLow",
  },
  {
    turns: ["who are some guys i could get for cheap right now", "any running backs like that?"],
    expect: "buyLow",
    position: "RB",
  },
  { turns: ["which of my players should i sell now while they look good"], expect: "buyLow" },

  // trade
  {
    turns: ["someone offered me garrett wilson for my chris olave. do i say yes"],
    expect: "trade",
    players: ["Garrett Wilson", "Chris Olave"],
  },
  {
    turns: ["i give james cook and tee higgins, i get saquon barkley. is that fair to me"],
    expect: "trade",
    players: ["James Cook", "Tee Higgins", "Saquon Barkley"],
  },
  {
    turns: [
      "coach harper wants my travis kelce and will give me sam laporta plus courtland sutton. who comes out ahead",
    ],
    expect: "trade",
    players: ["Travis Kelce", "Sam LaPorta", "Courtland Sutton"],
  },
  {
    turns: [
      "would you trade jonathan taylor for drake london and chuba hubbard",
      "what if it was just taylor for london by himself",
    ],
    expect: "trade",
    players: ["Jonathan Taylor", "Drake London"],
  },
  {
    turns: ["got my first trade offer!! my mike evans for his jaylen waddle. good or bad"],
    expect: "trade",
    players: ["Mike Evans", "Jaylen Waddle"],
  },
  {
    turns: [
      "thinking about sending bucky irving to somebody for ladd mcconkey",
      "and if they throw in kyle pitts too?",
    ],
    expect: "trade",
    players: ["Bucky Irving", "Ladd McConkey", "Kyle Pitts"],
  },

  // waivers
  { turns: ["who are the best players that nobody in my league has, that i can just add"], expect: "waivers" },
  {
    turns: ["there's this thing where you bid pretend money on free players", "how much should i put on kyle monangai"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  { turns: ["i have an empty spot on my bench, who should i grab this week"], expect: "waivers" },
  { turns: ["what unowned players are worth picking up", "any wide receivers?"], expect: "waivers", position: "WR" },
  {
    turns: ["woody marks is just sitting there with no team in my league, should i add him"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  { turns: ["what running backs can i get for free right now"], expect: "waivers", position: "RB" },

  // playoffs
  { turns: ["am i gonna make it to the playoffs"], expect: "playoffs" },
  { turns: ["what are my chances of winning the whole thing this year"], expect: "playoffs" },
  { turns: ["does coach quinn's team have a shot at making the playoffs"], expect: "playoffs", team: "Blitz Brigade" },
  {
    turns: [
      "how likely am i to get in the playoffs",
      "and what about being one of the teams that gets to skip the first round",
    ],
    expect: "playoffs",
  },
  { turns: ["do the hail mary heroes have any chance to win it all"], expect: "playoffs", team: "Hail Mary Heroes" },
  {
    turns: ["whats the chance i make the postseason", "and sunday scaries?"],
    expect: "playoffs",
    team: "Sunday Scaries",
  },

  // improveOdds
  { turns: ["what should i do to have a better shot at the playoffs"], expect: "improveOdds" },
  { turns: ["my team kinda stinks, how do i make it better"], expect: "improveOdds" },
  { turns: ["what moves would help me win the championship"], expect: "improveOdds" },
  { turns: ["what are my odds of making playoffs", "ok how do i raise that"], expect: "improveOdds" },
  { turns: ["i'm 4-5 and kinda worried", "what can i change to still get in"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i playing against this week"], expect: "matchup" },
  { turns: ["am i expected to win this week or lose"], expect: "matchup" },
  { turns: ["what's the predicted score for my game this weekend"], expect: "matchup" },
  { turns: ["who's the other team i'm up against this week", "and next week?"], expect: "matchup", week: "next" },
  { turns: ["how do i stack up against the blitz brigade this week"], expect: "matchup", team: "Blitz Brigade" },
  { turns: ["in week 13 who do i play and am i gonna beat them"], expect: "matchup", week: 13 },

  // record
  { turns: ["how many games have i won and lost so far"], expect: "record" },
  { turns: ["where am i compared to everyone else in the league"], expect: "record" },
  { turns: ["what's coach tatum's record"], expect: "record", team: "Red Zone Raiders" },
  { turns: ["what place am i in", "what about two-minute drill"], expect: "record", team: "Two-Minute Drill" },
  { turns: ["am i in first place or what"], expect: "record" },
  { turns: ["how's the end zone envy doing this year, like wins and losses", "and mine?"], expect: "record" },

  // rosterStatus
  { turns: ["are any of my guys hurt right now"], expect: "rosterStatus" },
  {
    turns: ["which of my players have the week off because their team isn't playing", "and for week 13?"],
    expect: "rosterStatus",
    week: 13,
  },
  { turns: ["who on my team might not play next week"], expect: "rosterStatus", week: "next" },
  { turns: ["do i have anyone injured", "what about week 12"], expect: "rosterStatus", week: 12 },
  { turns: ["which of my players have the little Q next to their name this week"], expect: "rosterStatus" },
  { turns: ["are any of my players off in week 14?"], expect: "rosterStatus", week: 14 },

  // positionRank
  { turns: ["rank my running backs for this week best to worst"], expect: "positionRank", position: "RB" },
  {
    turns: ["out of my wide receivers who's the best this week, put them in order"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["can you order my tight ends from best to worst", "now do it for next week"],
    expect: "positionRank",
    position: "TE",
    week: "next",
  },
  { turns: ["list my quarterbacks from best to worst for week 12"], expect: "positionRank", position: "QB", week: 12 },
  {
    turns: ["i have like 5 receivers and no idea which are good this week. line them up from top to bottom for me"],
    expect: "positionRank",
    position: "WR",
  },
  { turns: ["sort my receivers for this week", "ok and running backs"], expect: "positionRank", position: "RB" },

  // projectedTotal
  { turns: ["how many points is my team supposed to score this week"], expect: "projectedTotal" },
  { turns: ["what's the most and least my team could score"], expect: "projectedTotal" },
  { turns: ["what's my team's point guess for this week", "and next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["best case, worst case, how many points am i putting up"], expect: "projectedTotal" },
  { turns: ["how many points do you think my team gets in week 12"], expect: "projectedTotal", week: 12 },

  // leaders
  { turns: ["who's the best team in our league"], expect: "leaders" },
  {
    turns: ["which team has scored the most points this year", "and who has the best chance to win the whole league"],
    expect: "leaders",
  },
  { turns: ["who's in first place overall"], expect: "leaders" },
  { turns: ["who's the top team right now", "and who's second?"], expect: "leaders" },
  { turns: ["which team is the one to beat"], expect: "leaders" },

  // sleepers
  { turns: ["who are some players nobody's talking about that might get good soon"], expect: "sleepers" },
  { turns: ["any guys i should grab now and just keep on my bench cuz they'll be good later"], expect: "sleepers" },
  { turns: ["which players could blow up in the next few weeks"], expect: "sleepers" },
  { turns: ["any hidden gems out there", "running backs specifically"], expect: "sleepers", position: "RB" },
  {
    turns: ["who's someone i can pick up now and hide on my bench for the end of the season when it matters"],
    expect: "sleepers",
  },

  // dropStash
  { turns: ["chris godwin keeps getting hurt. do i just cut him"], expect: "dropStash", players: ["Chris Godwin"] },
  {
    turns: ["brandon aiyuk is hurt for a while, is there a way to hold him without using up a bench spot"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  { turns: ["i just picked up a guy but it says my roster is full", "who do i get rid of"], expect: "dropStash" },
  {
    turns: ["j.k. dobbins is out for weeks", "is he worth keeping or should i let him go"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  { turns: ["travis etienne is hurt, keep him or release him"], expect: "dropStash", players: ["Travis Etienne Jr."] },
  { turns: ["who's the worst player on my team that i could let go"], expect: "dropStash" },

  // byeCover
  {
    turns: ["josh allen's team has no game next week, who do i play instead"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
    week: "next",
  },
  {
    turns: ["trey mcbride's team isn't playing this week, who replaces him"],
    expect: "byeCover",
    players: ["Trey McBride"],
    position: "TE",
  },
  {
    turns: ["jacobs is hurt", "who can i use in his place this week"],
    expect: "byeCover",
    players: ["Josh Jacobs"],
    position: "RB",
  },
  {
    turns: ["my kicker brandon aubrey has a week off, who should i pick up for him"],
    expect: "byeCover",
    players: ["Brandon Aubrey"],
    position: "K",
  },
  {
    turns: ["drake london is out this week, need someone to fill in at wide receiver"],
    expect: "byeCover",
    players: ["Drake London"],
    position: "WR",
  },
  {
    turns: ["joe burrow is still out", "who should i put at quarterback until he's back"],
    expect: "byeCover",
    players: ["Joe Burrow"],
    position: "QB",
  },

  // scenario
  { turns: ["if i win every game left do i make the playoffs"], expect: "scenario", scenario: "win-out" },
  { turns: ["what happens to my chances if i lose this week"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["i have 4 games left", "if i win 3 of them am i in"], expect: "scenario", scenario: { wins: 3, games: 4 } },
  {
    turns: ["do i have a shot at the playoffs", "what if i don't lose another game"],
    expect: "scenario",
    scenario: "win-out",
  },
  { turns: ["say i go 2-2 the rest of the way, do i get in"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  {
    turns: ["if i only win two more games will that be enough to get in"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },

  // tradeIdeas
  { turns: ["what could i get if i traded away tee higgins"], expect: "tradeIdeas", players: ["Tee Higgins"] },
  {
    turns: ["which teams are short on running backs so i could trade with them"],
    expect: "tradeIdeas",
    position: "RB",
  },
  { turns: ["give me some trade ideas, i dont know where to start"], expect: "tradeIdeas" },
  {
    turns: ["i have way too many wide receivers", "who would want one and what could i get back"],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: ["if i packaged jordan addison and rhamondre stevenson together what kind of player could i get"],
    expect: "tradeIdeas",
    players: ["Jordan Addison", "Rhamondre Stevenson"],
  },
  { turns: ["i want to make a trade", "which person in the league should i talk to"], expect: "tradeIdeas" },

  // help
  { turns: ["hi im new to this what do you do"], expect: "help" },
  { turns: ["hello!"], expect: "help" },
  { turns: ["what kinds of questions can i ask you"], expect: "help" },
  { turns: ["hey", "so what can you help me with"], expect: "help" },
  { turns: ["i've never played fantasy football before, can you explain how you can help me"], expect: "help" },

  // None
  { turns: ["is it gonna rain in green bay on sunday"], expect: "None" },
  { turns: ["youre pretty smart", "tell me a joke"], expect: "None" },
  { turns: ["what's a good recipe for game day wings"], expect: "None" },
  { turns: ["who should i start on my fantasy basketball team"], expect: "None" },
  { turns: ["thanks for the help earlier", "unrelated but who won the world series"], expect: "None" },

  // two questions
  {
    turns: ["should i start chase or jefferson this week, and also is tyreek hill even playing"],
    expect: ["startSit", "status"],
    players: ["Ja'Marr Chase", "Justin Jefferson", "Tyreek Hill"],
  },
  { turns: ["what's my record and am i making the playoffs"], expect: ["record", "playoffs"] },
  {
    turns: ["who am i playing this week and how many points will my team score"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["who should i pick up from the free players, and who do i cut to make room"],
    expect: ["waivers", "dropStash"],
  },
  {
    turns: ["is kittle hurt? and if he is who do i play at tight end"],
    expect: ["status", "byeCover"],
    players: ["George Kittle"],
    position: "TE",
  },
  { turns: ["what can you do? also who's winning our league"], expect: ["help", "leaders"] },
  {
    turns: ["i got offered brock bowers for my bijan", "is that a good deal, and what's bijan worth anyway"],
    expect: ["trade", "tradeValue"],
    players: ["Brock Bowers", "Bijan Robinson"],
  },
  { turns: ["set my lineup and tell me which of my guys are hurt"], expect: ["lineup", "rosterStatus"] },
  {
    turns: ["what are my odds to get in, and what if i win all my games left"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["my team is bad", "any under the radar guys to grab, and what else can i do to get into the playoffs"],
    expect: ["sleepers", "improveOdds"],
  },
];
