// Blind held-out evaluation set 155 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a Canadian fan ('eh', hockey and CFL comparisons, polite).
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_155: HeldOutCase[] = [
  // startSit
  {
    turns: ["Sorry to bug you, but should I start Puka or Garrett Wilson this week, eh?"],
    expect: "startSit",
    players: ["Puka Nacua", "Garrett Wilson"],
  },
  {
    turns: ["Picking my QB like a coach picking his goalie for game seven: Lamar or Hurts?"],
    expect: "startSit",
    players: ["Lamar Jackson", "Jalen Hurts"],
  },
  {
    turns: ["Would you kindly tell me which of Achane, Chase Brown or Javonte should get the start?"],
    expect: "startSit",
    players: ["De'Von Achane", "Chase Brown", "Javonte Williams"],
  },
  {
    turns: ["Evening! Should I play Amon-Ra or Drake London this week?", "Thanks. What about for week 13, eh?"],
    expect: "startSit",
    players: ["Amon-Ra St. Brown", "Drake London"],
    week: 13,
  },
  {
    turns: ["Is Bowers or Kelce the better start this weekend, please?", "And Bowers versus Hunter Henry instead?"],
    expect: "startSit",
    players: ["Brock Bowers", "Hunter Henry"],
  },
  {
    turns: ["Should I start Etienne or Rhamondre, and am I favoured this week?"],
    expect: ["startSit", "matchup"],
    players: ["Travis Etienne Jr.", "Rhamondre Stevenson"],
  },

  // compare
  {
    turns: [
      "For the rest of the season, who's the better asset, Nabers or Jefferson? " +
        "Bit of a McDavid versus MacKinnon debate, eh.",
    ],
    expect: "compare",
    players: ["Malik Nabers", "Justin Jefferson"],
  },
  {
    turns: ["Long term, would you rather have Gibbs or Bijan? Asking politely for a buddy."],
    expect: "compare",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  {
    turns: ["How do Odunze and Addison stack up for the back half of the year?"],
    expect: "compare",
    players: ["Rome Odunze", "Jordan Addison"],
  },
  {
    turns: ["Could you compare Skattebo and Judkins rest of season?", "Sorry, add Hampton to that too, please."],
    expect: "compare",
    players: ["Cam Skattebo", "Quinshon Judkins", "Omarion Hampton"],
  },
  {
    turns: ["Who's the better rest-of-season QB, Maye or Dart?", "How about Goff versus Mayfield, eh?"],
    expect: "compare",
    players: ["Jared Goff", "Baker Mayfield"],
  },
  {
    turns: ["Olave or Egbuka the rest of the way, which one's the better bet for a Grey Cup-style run?"],
    expect: "compare",
    players: ["Chris Olave", "Emeka Egbuka"],
  },

  // slot
  { turns: ["Who should I slot into my flex spot this week, please?"], expect: "slot", position: "FLEX" },
  { turns: ["Which of my guys belongs in the QB spot this week, eh?"], expect: "slot", position: "QB" },
  { turns: ["I need somebody in my TE slot. Who's it gonna be?"], expect: "slot", position: "TE" },
  {
    turns: ["Who goes in my RB2 spot this week?", "And who'd you put there for week 12?"],
    expect: "slot",
    position: "RB",
    week: 12,
  },
  {
    turns: ["Who should be my WR2 this week?", "Sorry, I meant my flex. Who goes there?"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["Like picking a fourth-line centre, eh: who fills my second running back spot?"],
    expect: "slot",
    position: "RB",
  },

  // lineup
  { turns: ["Could you set my lineup for me, please? Thanks a bunch."], expect: "lineup" },
  { turns: ["Any changes you'd make to my lineup this week, eh?"], expect: "lineup" },
  { turns: ["Give my whole starting lineup the once-over before puck drop, would you?"], expect: "lineup" },
  {
    turns: ["Can you optimize my lineup?", "Lovely. And next week's, while you're at it?"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["Who's hurt on my team?", "Okay, then please sort out my whole lineup around that."],
    expect: "lineup",
  },
  {
    turns: ["Please check my lineup and tell me my projected points too, eh?"],
    expect: ["lineup", "projectedTotal"],
  },

  // outlook
  {
    turns: ["What's the outlook for Breece Hall this week, if you don't mind?"],
    expect: "outlook",
    players: ["Breece Hall"],
  },
  {
    turns: ["How many points do you figure Derrick Henry puts up this weekend?"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: ["Is Drake Maye worth starting, eh? He's been hotter than a rookie on a Calder run."],
    expect: "outlook",
    players: ["Drake Maye"],
  },
  {
    turns: ["What's your projection for Kyle Pitts?", "And for the rest of the season, eh?"],
    expect: "outlook",
    players: ["Kyle Pitts"],
  },
  {
    turns: ["How's Tyreek looking this week?", "What about week 12?"],
    expect: "outlook",
    players: ["Tyreek Hill"],
    week: 12,
  },
  {
    turns: ["What's the rest-of-season outlook for Rachaad White, please?"],
    expect: "outlook",
    players: ["Rachaad White"],
  },

  // status
  {
    turns: ["Is Ja'Marr Chase playing Sunday, or is he banged up?"],
    expect: "status",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["Any news on Alvin Kamara? Sorry, I haven't had a chance to check TSN."],
    expect: "status",
    players: ["Alvin Kamara"],
  },
  { turns: ["Is Mark Andrews on bye this week, eh?"], expect: "status", players: ["Mark Andrews"] },
  { turns: ["Is Tee Higgins injured?", "And Jaylen Waddle?"], expect: "status", players: ["Jaylen Waddle"] },
  {
    turns: ["Should I start Jamo or DK?", "Hang on, is Metcalf even healthy?"],
    expect: "status",
    players: ["DK Metcalf"],
  },
  {
    turns: ["What's the latest on Jonathan Taylor, and what's his outlook for the rest of the year?"],
    expect: ["status", "outlook"],
    players: ["Jonathan Taylor"],
  },

  // tradeValue
  { turns: ["What's Bucky Irving worth in a trade these days, eh?"], expect: "tradeValue", players: ["Bucky Irving"] },
  {
    turns: ["Should I sell high on Jaxson Dart? Feels like a goalie with a hot glove in November."],
    expect: "tradeValue",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["Is George Pickens a buy-low right now, or should I leave it be?"],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  {
    turns: ["Hold or sell Saquon, do you think?", "And Kyren, same question please."],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },
  {
    turns: ["How much trade value does Courtland Sutton have, roughly?"],
    expect: "tradeValue",
    players: ["Courtland Sutton"],
  },
  {
    turns: ["Is Marvin Harrison Jr. a buy-low?", "What about Chris Godwin? Is he one too?"],
    expect: "tradeValue",
    players: ["Chris Godwin"],
  },

  // buyLow
  { turns: ["Who are some good buy-low candidates right now, eh?"], expect: "buyLow" },
  { turns: ["Any players I should be buying low on before the deadline? Thanks!"], expect: "buyLow" },
  {
    turns: ["Which guys are undervalued that I could scoop up cheap, like a double-double on sale?"],
    expect: "buyLow",
  },
  { turns: ["Is Rome Odunze a buy-low?", "Who else should I be buying low on, then?"], expect: "buyLow" },
  { turns: ["What are my playoff odds?", "Alright, which buy-low guys should I chase?"], expect: "buyLow" },
  { turns: ["Who should I buy low on, and who's in first place?"], expect: ["buyLow", "leaders"] },

  // trade
  {
    turns: [
      "Should I trade Hurts for Jared Goff and Tucker Kraft? " + "Seems like trading a first-liner for two grinders.",
    ],
    expect: "trade",
    players: ["Jalen Hurts", "Jared Goff", "Tucker Kraft"],
  },
  {
    turns: ["Is Lamar playing this week?", "Okay. Would you do Josh Allen for Lamar straight up, eh?"],
    expect: "trade",
    players: ["Josh Allen", "Lamar Jackson"],
  },
  {
    turns: ["I'd give up Odunze and get Jaylen Warren back. Good deal or not?"],
    expect: "trade",
    players: ["Rome Odunze", "Jaylen Warren"],
  },
  {
    turns: ["Would you do Jeanty for Saquon?", "What if they threw in Jakobi Meyers?"],
    expect: "trade",
    players: ["Ashton Jeanty", "Saquon Barkley", "Jakobi Meyers"],
  },
  {
    turns: ["Who wins this deal: I send Brian Thomas Jr. and Kyle Pitts, I get back Nico Collins?"],
    expect: "trade",
    players: ["Brian Thomas Jr.", "Kyle Pitts", "Nico Collins"],
  },
  {
    turns: ["Terry McLaurin for Chase Brown, fair trade, or am I getting fleeced like a tourist at Niagara Falls?"],
    expect: "trade",
    players: ["Terry McLaurin", "Chase Brown"],
  },

  // waivers
  { turns: ["Who should I pick up off waivers this week, please?"], expect: "waivers" },
  { turns: ["Any free agents worth adding, eh?"], expect: "waivers" },
  {
    turns: ["How much of my FAAB should I throw at Tyrone Tracy?"],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },
  {
    turns: ["Who's the best add this week?", "Should I put a claim in on Woody Marks, then?"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: ["My bench is thinner than the ice on an outdoor rink in March.", "Who can I grab from free agency?"],
    expect: "waivers",
  },
  { turns: ["Who's worth a waiver claim, and what's my record now?"], expect: ["waivers", "record"] },

  // playoffs
  { turns: ["Am I going to make the playoffs this year, eh?"], expect: "playoffs" },
  { turns: ["What are my odds of locking up a first-round bye?"], expect: "playoffs" },
  { turns: ["What are the chances I win the whole thing, Grey Cup style?"], expect: "playoffs" },
  {
    turns: ["What are my playoff chances?", "And Coach Finley's, please?"],
    expect: "playoffs",
    team: "Waiver Wire Wizards",
  },
  { turns: ["Is Fourth & Long Shots going to make the playoffs?"], expect: "playoffs", team: "Fourth & Long Shots" },
  {
    turns: ["Has anybody clinched a spot yet?", "What about Play Action Pack? Are they in?"],
    expect: "playoffs",
    team: "Play Action Pack",
  },

  // improveOdds
  { turns: ["What moves could I make to improve my playoff odds, please?"], expect: "improveOdds" },
  { turns: ["How do I turn this season around? We're playing like the Leafs in the '80s."], expect: "improveOdds" },
  { turns: ["What should I do to sneak into the playoffs, eh?"], expect: "improveOdds" },
  { turns: ["Am I making the playoffs?", "Yikes. What can I do to bump those odds up?"], expect: "improveOdds" },
  {
    turns: ["What's my record?", "Okay, what should I change to get back in the hunt?"],
    expect: "improveOdds",
  },
  {
    turns: ["Could you tell me what moves would help my playoff chances, and then what my odds are right now?"],
    expect: ["improveOdds", "playoffs"],
  },

  // matchup
  { turns: ["Who am I up against this week, eh?"], expect: "matchup" },
  { turns: ["What's my projected total?", "And what's my win probability, eh?"], expect: "matchup" },
  {
    turns: ["Am I favoured in my matchup, or are we the underdog like the Oilers in '06?"],
    expect: "matchup",
  },
  { turns: ["Who do I play this week?", "And in week 13?"], expect: "matchup", week: 13 },
  { turns: ["Who's my opponent next week, please?"], expect: "matchup", week: "next" },
  { turns: ["Who am I playing this week, and what's their record?"], expect: ["matchup", "record"] },

  // record
  { turns: ["What's my record, please?"], expect: "record" },
  {
    turns: ["Where do we sit in the standings? Feels like we're in the basement like the Sabres."],
    expect: "record",
  },
  { turns: ["What's Two-Minute Drill's record?"], expect: "record", team: "Two-Minute Drill" },
  { turns: ["How's my record looking?", "And Coach Tatum's?"], expect: "record", team: "Red Zone Raiders" },
  {
    turns: ["Where's Sunday Scaries in the standings?", "And End Zone Envy?"],
    expect: "record",
    team: "End Zone Envy",
  },
  { turns: ["What's my record, and who's leading the league?"], expect: ["record", "leaders"] },

  // rosterStatus
  { turns: ["Who's injured on my roster this week, eh?"], expect: "rosterStatus" },
  { turns: ["Any byes on my team I should be worried about?"], expect: "rosterStatus" },
  {
    turns: ["Could you give me the injury and bye rundown for my team in week 12?"],
    expect: "rosterStatus",
    week: 12,
  },
  { turns: ["Any injuries on my squad?", "And byes next week, please?"], expect: "rosterStatus", week: "next" },
  { turns: ["Who on my roster is banged up?", "How about week 13?"], expect: "rosterStatus", week: 13 },
  {
    turns: ["Who's hurt on my team, and who should I pick up to cover?"],
    expect: ["rosterStatus", "waivers"],
  },

  // positionRank
  { turns: ["Could you rank my running backs for this week?"], expect: "positionRank", position: "RB" },
  { turns: ["Rank my tight ends, please."], expect: "positionRank", position: "TE" },
  {
    turns: ["Line up my receivers like a depth chart on a CFL roster, best to worst."],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Rank my QBs for this week?", "Now my wide receivers, please."],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Rank my RBs, eh?", "Same thing for week 12?"],
    expect: "positionRank",
    position: "RB",
    week: 12,
  },
  { turns: ["How would you rank my WRs for next week?"], expect: "positionRank", position: "WR", week: "next" },

  // projectedTotal
  { turns: ["What's my team projected to score this week?"], expect: "projectedTotal" },
  { turns: ["What's the projected range for my points, low end to high end?"], expect: "projectedTotal" },
  { turns: ["How many points are we projected for in week 12, please?"], expect: "projectedTotal", week: 12 },
  { turns: ["What's my projected total?", "And next week, eh?"], expect: "projectedTotal", week: "next" },
  { turns: ["Am I favoured?", "What's my own projected total, though?"], expect: "projectedTotal" },
  {
    turns: ["Roughly how many points should Gridiron Gurus put up this weekend?"],
    expect: "projectedTotal",
    team: "Gridiron Gurus",
  },

  // leaders
  { turns: ["Who's the best team in the league right now, eh?"], expect: "leaders" },
  { turns: ["Which team has scored the most points this season?"], expect: "leaders" },
  { turns: ["Who's sitting in first place? Our Presidents' Trophy winner, so to speak."], expect: "leaders" },
  { turns: ["Who's the strongest squad in our league?"], expect: "leaders" },
  { turns: ["What's my record?", "Alright, and who's on top of the league?"], expect: "leaders" },
  { turns: ["Who's leading the league?", "And who's got the most points for?"], expect: "leaders" },

  // sleepers
  { turns: ["Any sleepers you like for next week?"], expect: "sleepers", week: "next" },
  {
    turns: ["Got any deep pickups, eh? Real deep, like a late-round junior hockey pick deep."],
    expect: "sleepers",
  },
  { turns: ["Who's a sleeper nobody's talking about for next week?"], expect: "sleepers", week: "next" },
  {
    turns: ["Who's on waivers worth a look?", "Sorry, I mean deep sleepers. Anyone under the radar?"],
    expect: "sleepers",
  },
  { turns: ["Any deep sleepers for week 12?"], expect: "sleepers", week: 12 },
  { turns: ["What are my playoff odds?", "Okay, give me a couple of sleepers, please."], expect: "sleepers" },

  // dropStash
  { turns: ["Who should I drop from my roster, please?"], expect: "dropStash" },
  {
    turns: ["Should I drop Brandon Aiyuk or stash him while he's injured?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["Is it time to cut Travis Kelce? Feels like a veteran on his last shift."],
    expect: "dropStash",
    players: ["Travis Kelce"],
  },
  {
    turns: ["Is Rashee Rice injured?", "Should I drop him or keep him stashed?"],
    expect: "dropStash",
    players: ["Rashee Rice"],
  },
  {
    turns: ["Should I drop Tony Pollard?", "What about Jaylen Warren?"],
    expect: "dropStash",
    players: ["Jaylen Warren"],
  },
  { turns: ["I need to free up a roster spot. Who's the first to go?"], expect: "dropStash" },

  // byeCover
  {
    turns: ["Brock Bowers is on bye, eh. Who can I stream at TE?"],
    expect: "byeCover",
    players: ["Brock Bowers"],
    position: "TE",
  },
  { turns: ["My kicker's on bye. Who should I pick up at K?"], expect: "byeCover", position: "K" },
  {
    turns: ["Need a running back to cover for James Cook's bye, please."],
    expect: "byeCover",
    players: ["James Cook"],
    position: "RB",
  },
  {
    turns: ["Who's on bye for me this week?", "Could you find me a WR to fill in for the bye?"],
    expect: "byeCover",
    position: "WR",
  },
  {
    turns: ["Patrick Mahomes is on bye next week. Any QB streamers?"],
    expect: "byeCover",
    players: ["Patrick Mahomes"],
    position: "QB",
    week: "next",
  },
  {
    turns: ["Is Jameson Williams on bye?", "Okay, who's a WR I could stream in his place?"],
    expect: "byeCover",
    players: ["Jameson Williams"],
    position: "WR",
  },

  // scenario
  { turns: ["Say I run the table the rest of the way. Am I in, eh?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["If I lose this week, how badly does that hurt my odds?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["What are my chances if I go 3-2 the rest of the way?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  { turns: ["If I win three more games, do I get in?"], expect: "scenario", scenario: { wins: 3, games: null } },
  {
    turns: ["What are my playoff odds?", "And if I only win 1 of the last 5?"],
    expect: "scenario",
    scenario: { wins: 1, games: 5 },
  },
  {
    turns: ["What are my odds as of now?", "And if I win every remaining game?"],
    expect: "scenario",
    scenario: "win-out",
  },

  // tradeIdeas
  { turns: ["Got any trade ideas for me, eh?"], expect: "tradeIdeas" },
  { turns: ["What could I get for Jaylen Waddle in a trade?"], expect: "tradeIdeas", players: ["Jaylen Waddle"] },
  { turns: ["Which teams need a wide receiver?"], expect: "tradeIdeas", position: "WR" },
  {
    turns: ["Any 2-for-1 deals to consolidate my depth? Like moving two grinders for a top-line guy."],
    expect: "tradeIdeas",
  },
  {
    turns: ["What's Josh Jacobs worth?", "Who'd actually want to trade for him, though?"],
    expect: "tradeIdeas",
    players: ["Josh Jacobs"],
  },
  {
    turns: ["What trades should I be making?", "Which teams are looking for a running back?"],
    expect: "tradeIdeas",
    position: "RB",
  },

  // help
  { turns: ["What can you help me with, eh?"], expect: "help" },
  { turns: ["How do I use this GM thing? Sorry, I'm new here."], expect: "help" },
  { turns: ["What sorts of questions can I ask you?"], expect: "help" },
  { turns: ["Hello there!", "What are you able to do for me?"], expect: "help" },
  { turns: ["Could you explain what features the GM has, please?"], expect: "help" },
  { turns: ["Thanks for the lineup help.", "Out of curiosity, what else can you do?"], expect: "help" },

  // None
  { turns: ["Is it going to snow in Winnipeg on Sunday?"], expect: "None" },
  { turns: ["Who won the Leafs game last night?"], expect: "None" },
  { turns: ["Got a good recipe for butter tarts, eh?"], expect: "None" },
  { turns: ["Tell me a joke about a moose, please."], expect: "None" },
  {
    turns: ["Should I start Mayfield or Nix?", "Never mind that. Where's the best poutine in Montreal?"],
    expect: "None",
  },
  { turns: ["Should I go to my cousin's wedding or stay home and watch the Grey Cup?"], expect: "None" },
];
