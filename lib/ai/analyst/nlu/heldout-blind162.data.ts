// Blind held-out evaluation set 162 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a complete beginner in their first fantasy season — plain words instead of jargon,
// misused terms ("the free agent pile", "my playing guys"), asking what things mean along the way.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_162: HeldOutCase[] = [
  // startSit
  {
    turns: ["hi! first season ever. should I put Puka or Malik Nabers in my playing guys this week?"],
    expect: "startSit",
    players: ["Puka Nacua", "Malik Nabers"],
  },
  {
    turns: [
      "what does PPR mean? my league page says full PPR",
      "oh so every catch is a point. then who do I play this week, Gibbs or Achane?",
    ],
    expect: "startSit",
    players: ["Jahmyr Gibbs", "De'Von Achane"],
  },
  {
    turns: [
      "should I start Kittle or Trey McBride this week?",
      "hmm what about Kelce instead, should he go in over Kittle?",
    ],
    expect: "startSit",
    players: ["Travis Kelce", "George Kittle"],
  },
  {
    turns: ["is it dumb to put Bo Nix in my lineup this week? I honestly can't tell if he's any good"],
    expect: "startSit",
    players: ["Bo Nix"],
  },
  {
    turns: [
      "Lamar or Josh Allen this week? I somehow drafted both of them lol",
      "ok and next week, same two guys, which one do I use?",
    ],
    expect: "startSit",
    players: ["Lamar Jackson", "Josh Allen"],
    week: "next",
  },
  {
    turns: [
      "who's better the rest of the year, Alvin Kamara or Etienne?",
      "ok forget the long run, just for this sunday which one do I put in?",
    ],
    expect: "startSit",
    players: ["Alvin Kamara", "Travis Etienne Jr."],
  },

  // compare
  {
    turns: [
      "long term which is better, Ja'Marr Chase or Justin Jefferson? trying to learn who the really good ones are",
    ],
    expect: "compare",
    players: ["Ja'Marr Chase", "Justin Jefferson"],
  },
  {
    turns: [
      "who's better for the rest of the season, Brock Bowers or Trey McBride?",
      "ok now same thing but Tucker Kraft vs LaPorta",
    ],
    expect: "compare",
    players: ["Tucker Kraft", "Sam LaPorta"],
  },
  {
    turns: [
      "Omarion Hampton or Ashton Jeanty, which one ends up scoring more from now till the end of the " +
        "season? my uncle says rookies get better as the year goes on",
    ],
    expect: "compare",
    players: ["Omarion Hampton", "Ashton Jeanty"],
  },
  {
    turns: ["Egbuka vs McMillan, not for this week, which one is the better guy to keep for the long haul?"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: [
      "should I start Jaylen Warren or Javonte Williams this week?",
      "and long term, which one is the better player to hang on to?",
    ],
    expect: "compare",
    players: ["Jaylen Warren", "Javonte Williams"],
  },
  {
    turns: [
      "who's better the rest of the way, CeeDee Lamb or A.J. Brown?",
      "and George Pickens, is he better than Lamb from here on out?",
    ],
    expect: "compare",
    players: ["George Pickens", "CeeDee Lamb"],
  },

  // slot
  {
    turns: ["who should go in my flex spot this week? someone told me flex is the spot where any position can go"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["I have two quarterbacks on my team and I'm confused. which one is supposed to be my QB this week?"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["what does RB2 mean on my screen?", "got it. so who should be my RB2 this sunday?"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["I'm confused about my tight end stuff", "just tell me who should be in my tight end spot this week"],
    expect: "slot",
    position: "TE",
  },
  { turns: ["the spot in my lineup that says W/R/T is empty, who do I put there?"], expect: "slot", position: "FLEX" },

  // lineup
  {
    turns: [
      "can you just set my whole lineup for me? I don't know who should be playing and who should sit on the bench",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "what's the difference between bench and starters?",
      "ok thanks. can you check all my starters for this week and fix anything that's wrong?",
    ],
    expect: "lineup",
  },
  {
    turns: ["make my lineup the best it can be for next week please, I have no clue what I'm doing"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: [
      "I haven't touched my lineup since the draft. can you go through the whole thing and tell me " +
        "who to swap in and out?",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "should I start Goff or Baker Mayfield?",
      "actually you know what, can you just do my whole lineup for me?",
    ],
    expect: "lineup",
  },

  // outlook
  {
    turns: ["what's the outlook for Skattebo the rest of the way? I keep hearing his name on tv"],
    expect: "outlook",
    players: ["Cam Skattebo"],
  },
  {
    turns: ["who is Woody Marks? he's just sitting on my bench", "ok but is he gonna be any good for me?"],
    expect: "outlook",
    players: ["Woody Marks"],
  },
  {
    turns: ["the app says 'proj' next to Jackson Dart, what's he projected to get this week?"],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["how high could Ashton Jeanty's score go this week, like best case? I think people call that the ceiling"],
    expect: "outlook",
    players: ["Ashton Jeanty"],
  },
  {
    turns: ["tell me how BTJ is doing this year. should I feel good about having him?"],
    expect: "outlook",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: [
      "who's Quinshon Judkins? I drafted him cuz the name sounded cool",
      "is he actually good though? what do you expect from him the rest of the season?",
    ],
    expect: "outlook",
    players: ["Quinshon Judkins"],
  },

  // status
  {
    turns: ["is Christian McCaffrey hurt? there's a little red letter next to his name"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["does Tyreek play this weekend or is he out? the app is confusing me"],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: [
      "what does Q mean next to a player?",
      "ok so is Jonathan Taylor questionable this week? will he be playing?",
    ],
    expect: "status",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["what's going on with Rashee Rice, is he allowed to play? I saw something about a suspension"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["should I start Omarion Hampton?", "wait, is he even healthy? is he playing sunday?"],
    expect: "status",
    players: ["Omarion Hampton"],
  },
  {
    turns: ["is Mark Andrews playing this week?", "and what about Jake Ferguson, is he hurt?"],
    expect: "status",
    players: ["Jake Ferguson"],
  },

  // tradeValue
  {
    turns: ["how much is Derrick Henry worth if I traded him? like is he worth a lot?"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["should I sell high on Rico Dowdle? I read that online, I think it means trade him while he's hot"],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  {
    turns: ["people on a podcast called Travis Kelce a buy-low guy. is he?"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: ["what's 'trade value'?", "ok so what's Jameson Williams's trade value then?"],
    expect: "tradeValue",
    players: ["Jameson Williams"],
  },
  {
    turns: ["is now a good time to get rid of Josh Jacobs while people still think he's great, or should I keep him?"],
    expect: "tradeValue",
    players: ["Josh Jacobs"],
  },
  {
    turns: ["I love having Ladd McConkey on my team", "but what's he worth if somebody wanted him? high or low?"],
    expect: "tradeValue",
    players: ["Ladd McConkey"],
  },

  // buyLow
  {
    turns: [
      "who are some good buy-low guys? I keep seeing 'buy low', I'm guessing it means cheap players to trade for",
    ],
    expect: "buyLow",
  },
  {
    turns: ["any players I should sell high on right now? nobody specific, just who's hot that might cool off"],
    expect: "buyLow",
  },
  {
    turns: ["what's a buy low candidate?", "cool, who are the buy low candidates in my league right now?"],
    expect: "buyLow",
  },
  {
    turns: ["list the sell-high guys for me please. still learning what that means but my friend says it's smart"],
    expect: "buyLow",
  },
  {
    turns: ["are there any buy-low or sell-high players I should know about this week? I don't want to miss out"],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["someone offered me Saquon for my Puka Nacua. should I say yes?"],
    expect: "trade",
    players: ["Saquon Barkley", "Puka Nacua"],
  },
  {
    turns: ["if I give away Kyren Williams and Zay Flowers and get back CeeDee Lamb, is that a good deal for me?"],
    expect: "trade",
    players: ["Kyren Williams", "Zay Flowers", "CeeDee Lamb"],
  },
  {
    turns: [
      "how do trades work? do I lose the player forever?",
      "ok. somebody in my league wants my Breece Hall for their Chris Olave. good or bad for me?",
    ],
    expect: "trade",
    players: ["Breece Hall", "Chris Olave"],
  },
  {
    turns: ["would trading Josh Allen for Jalen Hurts plus Tony Pollard be smart?"],
    expect: "trade",
    players: ["Josh Allen", "Jalen Hurts", "Tony Pollard"],
  },
  {
    turns: ["I got a trade request: I get Drake London, they get Chuba Hubbard and Jordan Addison. accept or no?"],
    expect: "trade",
    players: ["Drake London", "Chuba Hubbard", "Jordan Addison"],
  },
  {
    turns: [
      "someone wants to trade with me!! first time ever",
      "they'd give me Marvin Harrison Jr. and I'd give them Courtland Sutton. is that fair?",
    ],
    expect: "trade",
    players: ["Marvin Harrison Jr.", "Courtland Sutton"],
  },

  // tradeIdeas
  { turns: ["what could I get for Tee Higgins if I traded him?"], expect: "tradeIdeas", players: ["Tee Higgins"] },
  {
    turns: ["who should I try to trade for? I feel like my team is missing something but idk what"],
    expect: "tradeIdeas",
  },
  {
    turns: ["which team in my league needs a running back? I have like way too many"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: [
      "can I trade with anyone in the league or just certain people?",
      "ok, what trades could I make with Coach Tatum's team?",
    ],
    expect: "tradeIdeas",
    team: "Red Zone Raiders",
  },
  {
    turns: ["I want a better tight end. who could I trade for and what would it cost me?"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["what's Kyle Pitts worth in a trade?", "ok then what could I actually get for him?"],
    expect: "tradeIdeas",
    players: ["Kyle Pitts"],
  },

  // waivers
  { turns: ["who should I pick up from the free agent pile this week?"], expect: "waivers" },
  {
    turns: ["I have $87 of that FAAB bidding money left. who should I grab off waivers and how much should I bid?"],
    expect: "waivers",
  },
  {
    turns: ["what's the waiver wire?", "oh so it's the players nobody has. who's the best one to add right now?"],
    expect: "waivers",
  },
  {
    turns: ["is there a running back on the waiver wire I should grab? mine keep getting hurt"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["how much should I bid on Kyle Monangai? is he worth adding?"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  { turns: ["any quarterbacks sitting unclaimed that I could grab today?"], expect: "waivers", position: "QB" },

  // sleepers
  { turns: ["who are some sleepers? I know it doesn't mean actual sleeping lol"], expect: "sleepers" },
  {
    turns: ["who should I stash on my bench for later in the season? like guys who might be good in a few weeks"],
    expect: "sleepers",
  },
  { turns: ["any deep pickups for next week that nobody is talking about?"], expect: "sleepers", week: "next" },
  {
    turns: ["what's a stash?", "got it. who are good ones to stash right now for late in the season?"],
    expect: "sleepers",
  },
  {
    turns: [
      "who should I pick up this week?",
      "and what about guys for later, like next week or after? who should I grab early?",
    ],
    expect: "sleepers",
  },
  { turns: ["who are the best sleeper tight ends? mine is bad"], expect: "sleepers", position: "TE" },

  // playoffs
  {
    turns: ["what are my chances of making the playoffs? first year so I have no idea how it works"],
    expect: "playoffs",
  },
  { turns: ["what are Coach Sutton's team's playoff odds?"], expect: "playoffs", team: "Hail Mary Heroes" },
  {
    turns: ["how many teams make the playoffs in a league like this?", "ok so what are my odds of being one of them?"],
    expect: "playoffs",
  },
  { turns: ["realistically is my season over or do I still have a shot at the playoffs?"], expect: "playoffs" },
  { turns: ["what's my record?", "is that good enough for the playoffs? what are my odds?"], expect: "playoffs" },
  {
    turns: ["how likely is the Sunday Scaries team to make the playoffs? not sure how you even figure that out"],
    expect: "playoffs",
    team: "Sunday Scaries",
  },

  // improveOdds
  { turns: ["what moves can I make to get my playoff odds up?"], expect: "improveOdds" },
  { turns: ["my team stinks this year. how do I turn it around?"], expect: "improveOdds" },
  { turns: ["what are my playoff odds?", "yikes. what should I do to make them better?"], expect: "improveOdds" },
  {
    turns: [
      "my friend says I'm basically out of the playoffs",
      "what can I do to get back in it? trades, pickups, whatever",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["what's the best way to boost my chances of getting into the postseason? sorry, still learning all this"],
    expect: "improveOdds",
  },
  { turns: ["what should I change so I make the playoffs? I'll try anything lol"], expect: "improveOdds" },

  // scenario
  {
    turns: ["if I win all the rest of my games do I make the playoffs for sure?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["what happens to my playoff chances if I lose this week?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["if I go 3-2 the rest of the way, what are my odds of the playoffs?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["what are my playoff chances?", "and if I win 2 more games?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["say I win 4 of my last 5 games — am I in the playoffs?"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },
  {
    turns: ["if I win out what are my playoff odds? my friend says 'winning out' means winning every game left"],
    expect: "scenario",
    scenario: "win-out",
  },

  // matchup
  { turns: ["who am I even playing against this week? I can't find it in the app"], expect: "matchup" },
  { turns: ["am I the favorite in my game this week? I'm guessing that means more likely to win"], expect: "matchup" },
  { turns: ["what's my chance of winning my game this sunday?"], expect: "matchup" },
  { turns: ["what's a matchup?", "ok so what's the projected score of mine this week?"], expect: "matchup" },
  { turns: ["who's my opponent this week?", "do I have a good chance to beat them?"], expect: "matchup" },

  // record
  { turns: ["what's my record? I don't even know where to find it"], expect: "record" },
  { turns: ["where am I in the standings right now? is that the list of all the teams?"], expect: "record" },
  { turns: ["what's Coach Ellis's record?"], expect: "record", team: "Pocket Passers" },
  { turns: ["what does 6-3 mean?", "ok so what's my record and what place am I in?"], expect: "record" },
  { turns: ["what's my record?", "and what about Coach Reese's team?"], expect: "record", team: "Play Action Pack" },
  {
    turns: ["what's the Two-Minute Drill's record and where are they in the standings?"],
    expect: "record",
    team: "Two-Minute Drill",
  },

  // leaders
  { turns: ["who's the best team in my league? just curious who's winning everything"], expect: "leaders" },
  { turns: ["show me the standings for the whole league, all the teams"], expect: "leaders" },
  { turns: ["which team has scored the most points this year?"], expect: "leaders" },
  {
    turns: ["what does 'points for' mean on the standings page?", "ok who has the most points for in the league?"],
    expect: "leaders",
  },
  { turns: ["what's my record?", "ok who's the best team in the whole league then?"], expect: "leaders" },

  // rosterStatus
  { turns: ["which of my players are hurt right now?"], expect: "rosterStatus" },
  { turns: ["do I have anyone on bye this week? I think bye means their team doesn't play"], expect: "rosterStatus" },
  { turns: ["who on my team is questionable or out for week 11?"], expect: "rosterStatus", week: 11 },
  { turns: ["what does 'O' mean next to a name?", "ok which of my guys have that?"], expect: "rosterStatus" },
  { turns: ["are any of my guys injured or on bye next week?"], expect: "rosterStatus", week: "next" },
  {
    turns: ["who on my team is hurt this week?", "what about next week, anybody on a bye?"],
    expect: "rosterStatus",
    week: "next",
  },

  // positionRank
  { turns: ["rank my wide receivers for this week, best to worst"], expect: "positionRank", position: "WR" },
  {
    turns: ["can you rank my receivers for this week?", "now do running backs"],
    expect: "positionRank",
    position: "RB",
  },
  { turns: ["put my tight ends in order for week 12"], expect: "positionRank", position: "TE", week: 12 },
  { turns: ["order my quarterbacks from best to worst this week please"], expect: "positionRank", position: "QB" },
  {
    turns: ["how would you rank my WRs for next week? (WR is wide receiver right, I'm pretty sure)"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  { turns: ["rank my running backs this week", "ok now the tight ends"], expect: "positionRank", position: "TE" },

  // projectedTotal
  { turns: ["how many points is my team supposed to score this week?"], expect: "projectedTotal" },
  { turns: ["what's my projected total? and the range, like best and worst case"], expect: "projectedTotal" },
  { turns: ["what's a projection?", "so what's my whole team's projection this week?"], expect: "projectedTotal" },
  { turns: ["what's the most and least my team could score this week?"], expect: "projectedTotal" },
  { turns: ["whats my teams projected points for week 11"], expect: "projectedTotal", week: 11 },
  { turns: ["who am I playing this week?", "and how many points is my team projected for?"], expect: "projectedTotal" },

  // dropStash
  { turns: ["who should I cut from my team? I need room"], expect: "dropStash" },
  { turns: ["should I drop Tyreek Hill since he's hurt, or keep him?"], expect: "dropStash", players: ["Tyreek Hill"] },
  {
    turns: ["what is IR?", "ok can I put Brandon Aiyuk there or should I just drop him?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  { turns: ["who's the worst guy on my bench that I can get rid of?"], expect: "dropStash" },
  {
    turns: ["is it worth holding onto JK Dobbins while he's injured?"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["Rhamondre got hurt I think", "should I drop him or keep him on my bench?"],
    expect: "dropStash",
    players: ["Rhamondre Stevenson"],
  },

  // byeCover
  {
    turns: ["Puka is on bye next week, who do I play instead?"],
    expect: "byeCover",
    players: ["Puka Nacua"],
    week: "next",
  },
  {
    turns: ["my quarterback has a bye in week 12, who should I use that week?"],
    expect: "byeCover",
    position: "QB",
    week: 12,
  },
  {
    turns: ["what's a bye week?", "ok my tight end has one next week. who replaces him?"],
    expect: "byeCover",
    position: "TE",
    week: "next",
  },
  { turns: ["who covers for Derrick Henry during his bye?"], expect: "byeCover", players: ["Derrick Henry"] },
  {
    turns: ["two of my running backs are off this week because of byes. who fills in?"],
    expect: "byeCover",
    position: "RB",
  },
  { turns: ["which of my guys are on bye this week?", "ok who should play in place of them?"], expect: "byeCover" },

  // help
  { turns: ["what can you do? I'm brand new to fantasy"], expect: "help" },
  { turns: ["how do you work? are you like a coach that tells me what to do?"], expect: "help" },
  { turns: ["what kinds of things can I ask you about my team?"], expect: "help" },
  { turns: ["hi", "um what stuff can you help me with? I don't know the lingo yet"], expect: "help" },

  // None
  { turns: ["what's the weather going to be like sunday? I'm going to a game"], expect: "None" },
  { turns: ["tell me a joke about football, I need a laugh after this week"], expect: "None" },
  { turns: ["who do you think wins the Lakers game tonight?"], expect: "None" },
  {
    turns: ["who should I start at flex?", "nevermind. what's a good wings recipe for my sunday watch party?"],
    expect: "None",
  },

  // two-part
  {
    turns: ["what's my record and what are my chances of making the playoffs? sorry, first year"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["who am I playing against this week, and how many points is my team supposed to score?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["is Saquon hurt? and what's he worth if I try to trade him?"],
    expect: ["status", "tradeValue"],
    players: ["Saquon Barkley"],
  },
  {
    turns: ["who should I pick up from the free agent pile, and who should I cut to make room?"],
    expect: ["waivers", "dropStash"],
  },
  {
    turns: ["which of my guys are hurt this week, and can you fix my whole lineup around that?"],
    expect: ["rosterStatus", "lineup"],
  },
  {
    turns: [
      "im 4-5 and kinda nervous about this",
      "what are my playoff odds right now, and what if I win out? (winning every game left, I think " +
        "that's what it's called)",
    ],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  { turns: ["who's in first place in the league, and where am I in the standings?"], expect: ["leaders", "record"] },
  {
    turns: ["should I start Bucky Irving or Rachaad White this week, and who's better for the rest of the season?"],
    expect: ["startSit", "compare"],
    players: ["Bucky Irving", "Rachaad White"],
  },
  {
    turns: ["what can you help me with? and who should go in my flex this week?"],
    expect: ["help", "slot"],
    position: "FLEX",
  },
];
