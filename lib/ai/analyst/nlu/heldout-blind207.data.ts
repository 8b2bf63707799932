// Blind held-out evaluation set 207 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a polite first-year player who avoids jargon and describes things in plain, clumsy words
// ("the extra spot where a runner or a catcher can go", "the free players nobody owns", "the end-of-season
// tournament").
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_207: HeldOutCase[] = [
  // startSit
  {
    turns: ["I can only play one of Drake London and Zay Flowers this Sunday, which one" + " should it be?"],
    expect: "startSit",
    players: ["Drake London", "Zay Flowers"],
  },
  {
    turns: ["is Chase Brown hurt?", "ok so should I play him this week or sit him?"],
    expect: "startSit",
    players: ["Chase Brown"],
  },
  {
    turns: ["Jaxson Dart or Bo Nix this week? I only get to use one of them"],
    expect: "startSit",
    players: ["Jaxson Dart", "Bo Nix"],
  },
  {
    turns: [
      "I've got Rico Dowdle, Chuba Hubbard and Tony Pollard and I don't know which of" + " them to use this week",
    ],
    expect: "startSit",
    players: ["Rico Dowdle", "Chuba Hubbard", "Tony Pollard"],
  },
  {
    turns: ["how is Marvin Harrison Jr. looking this week?", "so would you play him or Jakobi Meyers?"],
    expect: "startSit",
    players: ["Marvin Harrison Jr.", "Jakobi Meyers"],
  },
  {
    turns: ["Travis Kelce barely got any points last week", "is it a bad idea to still play him this week?"],
    expect: "startSit",
    players: ["Travis Kelce"],
  },
  {
    turns: ["Hi! Would you use Jerry Jeudy or Courtland Sutton next week?"],
    expect: "startSit",
    players: ["Jerry Jeudy", "Courtland Sutton"],
    week: "next",
  },
  {
    turns: ["should I start D'Andre Swift this week?", "hmm, so him or Aaron Jones?"],
    expect: "startSit",
    players: ["D'Andre Swift", "Aaron Jones"],
  },

  // compare
  {
    turns: ["for the rest of the year, who is the better player to have, Bucky Irving or" + " Breece Hall?"],
    expect: "compare",
    players: ["Bucky Irving", "Breece Hall"],
  },
  {
    turns: ["thinking long term, would I rather own Tetairoa McMillan or Emeka Egbuka?"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: [
      "who should I play this week, Ja'Marr Chase or Nico Collins?",
      "forget this week, which one is better for the whole rest of the season?",
    ],
    expect: "compare",
    players: ["Ja'Marr Chase", "Nico Collins"],
  },
  {
    turns: [
      "between Brock Bowers, Trey McBride and George Kittle, who will get more points" +
        " over the rest of the season?",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride", "George Kittle"],
  },
  {
    turns: [
      "tell me about Jameson Williams",
      "is he a better guy to have than Xavier Worthy for the rest of the year?",
    ],
    expect: "compare",
    players: ["Jameson Williams", "Xavier Worthy"],
  },

  // slot
  { turns: ["who should go in the extra spot where a runner or a catcher can go?"], expect: "slot", position: "FLEX" },
  {
    turns: [
      "for that extra spot where a runner or catcher can play, is Jaylen Warren or" +
        " Khalil Shakir the better pick this week?",
    ],
    expect: "slot",
    position: "FLEX",
    players: ["Jaylen Warren", "Khalil Shakir"],
  },
  { turns: ["who should be my second running back this week?"], expect: "slot", position: "RB" },
  {
    turns: ["who do I put in the tight end spot this week, Jake Ferguson or Dalton Kincaid?"],
    expect: "slot",
    position: "TE",
    players: ["Jake Ferguson", "Dalton Kincaid"],
  },
  {
    turns: ["who goes in my flex spot this week?", "and who should go there in week 12?"],
    expect: "slot",
    position: "FLEX",
    week: 12,
  },
  {
    turns: ["I'm still learning what all the spots mean", "who should I put in my guy who kicks spot this week?"],
    expect: "slot",
    position: "K",
  },

  // lineup
  { turns: ["can you just tell me who to put in my team this week? I'm lost"], expect: "lineup" },
  {
    turns: ["could you set up my starting players for this week?", "and can you do the same for next week too?"],
    expect: "lineup",
    week: "next",
  },
  { turns: ["did I leave anyone good sitting on my bench this week by mistake?"], expect: "lineup" },
  { turns: ["which of my players should be playing and which should sit for week 11?"], expect: "lineup", week: 11 },
  {
    turns: ["who am I playing this week?", "ok, so who should I have in my lineup to beat them?"],
    expect: "lineup",
  },

  // outlook
  {
    turns: ["should I play Jonathan Taylor this week?", "how many points do you think he'll get?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["what's the best and the worst Jahmyr Gibbs could do this week?"],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["is Justin Jefferson playing this week?", "ok good, how many points should I expect from him?"],
    expect: "outlook",
    players: ["Justin Jefferson"],
  },
  {
    turns: ["is TreVeyon Henderson going to have a good game next week?"],
    expect: "outlook",
    players: ["TreVeyon Henderson"],
    week: "next",
  },
  {
    turns: ["I just picked up Lamar Jackson", "what kind of numbers should I hope for from him on Sunday?"],
    expect: "outlook",
    players: ["Lamar Jackson"],
  },

  // status
  { turns: ["is Christian McCaffrey hurt right now?"], expect: "status", players: ["Christian McCaffrey"] },
  {
    turns: ["I have Tyreek Hill on my team", "is he going to play this weekend?"],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  { turns: ["when is Amon-Ra St. Brown's week off?"], expect: "status", players: ["Amon-Ra St. Brown"] },
  {
    turns: ["should I start A.J. Brown this week?", "wait, is he even healthy?"],
    expect: "status",
    players: ["A.J. Brown"],
  },
  {
    turns: ["should I play Rashee Rice?", "there's a little red letter next to his name, is something wrong with him?"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["does Joe Burrow's team have a game this week or are they off?"],
    expect: "status",
    players: ["Joe Burrow"],
  },
  { turns: ["will Alvin Kamara be able to play in week 11?"], expect: "status", players: ["Alvin Kamara"], week: 11 },
  {
    turns: ["what do you think of Mike Evans?", "is he still hurt or is he back now?"],
    expect: "status",
    players: ["Mike Evans"],
  },

  // tradeValue
  {
    turns: [
      "Derrick Henry has been great for me",
      "if I tried to swap him with someone in my league, what could I get for him?",
    ],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["is now a good time to get rid of Puka Nacua while everyone thinks he's amazing?"],
    expect: "tradeValue",
    players: ["Puka Nacua"],
  },
  {
    turns: ["how much would I have to give up to get Brian Thomas Jr. from the person who" + " has him?"],
    expect: "tradeValue",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: [
      "how has Kenneth Walker III been doing this year?",
      "would other people want him if I offered him in a swap? what's he worth?",
    ],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["should I try to get Garrett Wilson now while he's been playing badly and might" + " be cheap?"],
    expect: "tradeValue",
    players: ["Garrett Wilson"],
  },

  // buyLow
  {
    turns: [
      "which players in my league are doing badly right now but will probably get" +
        " better, so I could get them cheap?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "who on my team is doing way better than they should be, that I should swap away" + " now before they cool off?",
    ],
    expect: "buyLow",
  },
  { turns: ["are there any bargain players on other teams I could get for cheap right now?"], expect: "buyLow" },
  {
    turns: ["who are the best guys to buy cheap right now?", "and which of mine should I sell while they're hot?"],
    expect: "buyLow",
  },
  {
    turns: ["which players are people underrating right now that I could get without giving" + " up much?"],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["someone wants to give me Jaylen Waddle for my Chris Olave, should I say yes?"],
    expect: "trade",
    players: ["Jaylen Waddle", "Chris Olave"],
  },
  {
    turns: [
      "a person in my league offered me Saquon Barkley and wants James Cook and Ladd" + " McConkey back. is that fair?",
    ],
    expect: "trade",
    players: ["Saquon Barkley", "James Cook", "Ladd McConkey"],
  },
  {
    turns: ["I give Travis Etienne Jr. and I get DK Metcalf back, is that a good deal for me?"],
    expect: "trade",
    players: ["Travis Etienne Jr.", "DK Metcalf"],
  },
  {
    turns: ["what is De'Von Achane worth?", "if I give him up for Josh Jacobs, is that smart?"],
    expect: "trade",
    players: ["De'Von Achane", "Josh Jacobs"],
  },
  {
    turns: ["would swapping my Jalen Hurts for Patrick Mahomes be a smart move?"],
    expect: "trade",
    players: ["Jalen Hurts", "Patrick Mahomes"],
  },
  {
    turns: [
      "a guy wants my George Pickens and in return I'd get Terry McLaurin and" +
        " Rhamondre Stevenson. what do you think?",
    ],
    expect: "trade",
    players: ["George Pickens", "Terry McLaurin", "Rhamondre Stevenson"],
  },
  {
    turns: ["is it dumb to give away Bijan Robinson to get Justin Jefferson and Sam LaPorta?"],
    expect: "trade",
    players: ["Bijan Robinson", "Justin Jefferson", "Sam LaPorta"],
  },
  {
    turns: ["I'm thinking about swapping Jordan Addison for Rome Odunze", "is that fair or am I getting ripped off?"],
    expect: "trade",
    players: ["Jordan Addison", "Rome Odunze"],
  },

  // waivers
  {
    turns: [
      "I'm new to this, sorry if this is a silly question",
      "who are the best free players nobody owns that I should grab this week?",
    ],
    expect: "waivers",
  },
  {
    turns: ["how much of my pretend bidding money should I put on Kyle Monangai?"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["I keep hearing people talk about Woody Marks", "is he still one of the free players anyone can pick up?"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: ["is Jayden Reed hurt?", "if he's out for a while, which free catcher that nobody has should I pick up?"],
    expect: "waivers",
    position: "WR",
  },
  {
    turns: ["what running backs are just sitting there unclaimed that could help me this" + " week?"],
    expect: "waivers",
    position: "RB",
  },
  { turns: ["should I put in a claim for Harold Fannin Jr.?"], expect: "waivers", players: ["Harold Fannin Jr."] },
  {
    turns: ["I have an empty spot on my bench now", "who should I add from the free players?"],
    expect: "waivers",
  },
  {
    turns: ["who should I grab from the free list this week?", "what about just tight ends?"],
    expect: "waivers",
    position: "TE",
  },

  // playoffs
  { turns: ["will my team get into the end-of-season tournament?"], expect: "playoffs" },
  {
    turns: ["what are my chances of making it to the final weeks where the top teams play" + " each other?"],
    expect: "playoffs",
  },
  {
    turns: ["what's Red Zone Raiders' record?", "how likely is it that they make the playoffs?"],
    expect: "playoffs",
    team: "Red Zone Raiders",
  },
  {
    turns: ["what's my record?", "ok, is that good enough to get into the tournament at the end?"],
    expect: "playoffs",
  },
  {
    turns: ["is Coach Finley's team going to get into the end-of-season tournament?"],
    expect: "playoffs",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["what are Audible Alchemists' chances of getting into the tournament?", "and what about mine?"],
    expect: "playoffs",
  },

  // improveOdds
  { turns: ["what can I do to give my team a better chance of getting into the tournament?"], expect: "improveOdds" },
  { turns: ["which moves would help me the most to reach the playoffs?"], expect: "improveOdds" },
  {
    turns: ["what are my playoff chances?", "how do I make that number go up?"],
    expect: "improveOdds",
  },
  {
    turns: [
      "if I could only make one change to my team, which would help my chances of" +
        " getting into the end-of-season games the most?",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["is there any pickup or swap that would really boost my odds of making the" + " playoffs?"],
    expect: "improveOdds",
  },

  // matchup
  { turns: ["who am I playing against this week?"], expect: "matchup" },
  {
    turns: ["who is Coach Blake's team playing this week and who's expected to win?"],
    expect: "matchup",
    team: "Sunday Scaries",
  },
  {
    turns: ["who's my opponent this week?", "and who do I face next week?"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: ["how is End Zone Envy doing this year?", "how is their game this week looking?"],
    expect: "matchup",
    team: "End Zone Envy",
  },
  { turns: ["what are my chances of winning my game in week 12?"], expect: "matchup", week: 12 },
  {
    turns: [
      "is my team any good this year?",
      "ok but what about this week, what's the score supposed to be in my game?",
    ],
    expect: "matchup",
  },

  // record
  { turns: ["how many games have I won and lost so far?"], expect: "record" },
  { turns: ["where is my team in the standings right now?"], expect: "record" },
  {
    turns: ["which team is Coach Ellis's?", "what's their win-loss so far?"],
    expect: "record",
    team: "Pocket Passers",
  },
  {
    turns: ["who's winning the league right now?", "and where does Two-Minute Drill sit?"],
    expect: "record",
    team: "Two-Minute Drill",
  },
  { turns: ["what place is Coach Reese's team in?"], expect: "record", team: "Play Action Pack" },

  // rosterStatus
  { turns: ["are any of my players hurt or off this week?"], expect: "rosterStatus" },
  { turns: ["which of my guys have a week off in week 11?"], expect: "rosterStatus", week: 11 },
  { turns: ["can you check my whole team for injuries before Sunday?"], expect: "rosterStatus" },
  {
    turns: ["are any of my players hurt?", "what about next week, is anyone not playing?"],
    expect: "rosterStatus",
    week: "next",
  },
  { turns: ["is anybody on my team missing this week for any reason?"], expect: "rosterStatus" },

  // positionRank
  {
    turns: ["can you put my catchers in order from best to worst for this week?"],
    expect: "positionRank",
    position: "WR",
  },
  { turns: ["rank my running backs for this week please"], expect: "positionRank", position: "RB" },
  { turns: ["which of my tight ends is best to worst this week?"], expect: "positionRank", position: "TE" },
  {
    turns: ["rank my receivers for this week", "now do the same for my runners"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["put my quarterbacks in order for week 12, best one first"],
    expect: "positionRank",
    position: "QB",
    week: 12,
  },

  // projectedTotal
  { turns: ["how many points is my team supposed to score this week?"], expect: "projectedTotal" },
  { turns: ["what's the highest and the lowest my team could score this weekend?"], expect: "projectedTotal" },
  {
    turns: ["how many points will my team get this week?", "and next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  { turns: ["what's your guess for my team's total points in week 11?"], expect: "projectedTotal", week: 11 },
  { turns: ["roughly how many points should my whole team put up on Sunday?"], expect: "projectedTotal" },

  // leaders
  { turns: ["can you show me the list of who is winning the league?"], expect: "leaders" },
  { turns: ["what's my record?", "which team has scored the most points so far?"], expect: "leaders" },
  { turns: ["who's the best team in our league right now?"], expect: "leaders" },
  { turns: ["how would you rank all twelve teams from strongest to weakest?"], expect: "leaders" },
  {
    turns: ["where am I in the standings?", "and who's at the very top?"],
    expect: "leaders",
  },

  // sleepers
  {
    turns: ["are there any players nobody's talking about who could be great later in the" + " season?"],
    expect: "sleepers",
  },
  {
    turns: ["who's a free player I could grab now and keep on my bench for the last few" + " weeks of the season?"],
    expect: "sleepers",
  },
  { turns: ["any hidden gems in the free players for next week?"], expect: "sleepers", week: "next" },
  {
    turns: ["who should I pick up this week?", "what about guys who might be useful a few weeks from now?"],
    expect: "sleepers",
  },
  {
    turns: ["which backup runners that nobody owns are worth holding in case a starter gets" + " hurt?"],
    expect: "sleepers",
    position: "RB",
  },

  // dropStash
  {
    turns: ["how bad is J.K. Dobbins' injury?", "he's out for a while, so do I keep him or cut him?"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  { turns: ["I need room for a new player, who on my team should I get rid of?"], expect: "dropStash" },
  {
    turns: ["is Brandon Aiyuk playing yet?", "should I hang on to him or drop him?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["is it worth keeping Chris Godwin on my bench while he's hurt?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  {
    turns: ["I want to pick up Sean Tucker", "who's the least useful guy on my team that I could let go for him?"],
    expect: "dropStash",
  },

  // byeCover
  {
    turns: ["Josh Allen has his week off soon, who can I play instead of him that week?"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
  },
  {
    turns: ["my tight end's team has no game this week, who could fill in for just this one" + " week?"],
    expect: "byeCover",
    position: "TE",
  },
  {
    turns: ["when is George Kittle's week off?", "ok he's off in week 11, is there a one-week replacement I can use?"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
    week: 11,
  },
  {
    turns: ["when is Drake Maye's off week?", "who can I use instead of him that week?"],
    expect: "byeCover",
    players: ["Drake Maye"],
    position: "QB",
  },
  {
    turns: ["Cameron Dicker's team doesn't play this week, which guy who kicks should I use" + " instead?"],
    expect: "byeCover",
    players: ["Cameron Dicker"],
    position: "K",
  },

  // scenario
  { turns: ["if I win every game that's left, do I make the tournament?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["will I make the playoffs?", "what happens to my chances if I lose this week?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["if I only win 2 of my last 5 games, am I still in?"],
    expect: "scenario",
    scenario: { wins: 2, games: 5 },
  },
  {
    turns: ["what are my playoff chances?", "and if I only win three more games?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  {
    turns: ["if Waiver Wire Wizards win all their remaining games, do they get in?"],
    expect: "scenario",
    scenario: "win-out",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["say I win 4 of the next 5, what do my chances look like then?"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },

  // tradeIdeas
  {
    turns: ["I have too many running backs and not enough catchers, what kind of swap should" + " I look for?"],
    expect: "tradeIdeas",
    position: "WR",
  },
  { turns: ["what swaps should I try to make to get a better tight end?"], expect: "tradeIdeas", position: "TE" },
  {
    turns: ["what's Davante Adams worth?", "ok I want to move him, what kind of trade should I go looking for?"],
    expect: "tradeIdeas",
    players: ["Davante Adams"],
  },
  {
    turns: ["could I give two of my okay players to get one really good one? what would that" + " look like?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["what's Hail Mary Heroes' record?", "would they be a good team to swap players with? what could we trade?"],
    expect: "tradeIdeas",
    team: "Hail Mary Heroes",
  },

  // help
  { turns: ["hi, I'm new to this, what can you help me with?"], expect: "help" },
  { turns: ["how do I use you? do I just type my questions in?"], expect: "help" },
  { turns: ["what kinds of questions can I ask you about my team?"], expect: "help" },
  { turns: ["can you explain how I'm supposed to ask you about swapping players?"], expect: "help" },
  {
    turns: ["who should I start at the flex?", "sorry, I don't really get how this works, what are you able to do?"],
    expect: "help",
  },

  // multi-part
  {
    turns: ["is Nico Collins healthy, and should I play him this week?"],
    expect: ["status", "startSit"],
    players: ["Nico Collins"],
  },
  {
    turns: ["is Tee Higgins hurt? and if he is, who should I pick up from the free players?"],
    expect: ["status", "waivers"],
    players: ["Tee Higgins"],
  },
  {
    turns: ["what's my record, and will I make it into the end-of-season tournament?"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["who am I playing this week and how many points is my team expected to score?"],
    expect: ["matchup", "projectedTotal"],
  },

  // None
  { turns: ["is it going to rain at the Bills game on Sunday?"], expect: "None" },
  { turns: ["what's the betting spread on the Lions game this week?"], expect: "None" },
  { turns: ["can you tell me a funny football joke?"], expect: "None" },
  { turns: ["I can't log into my account on my phone, can you help?"], expect: "None" },
  { turns: ["how do I change how many teams are in our league?"], expect: "None" },
  { turns: ["is it true Travis Kelce is getting married?"], expect: "None" },
  { turns: ["who do you think wins the basketball championship this year?"], expect: "None" },
  { turns: ["what does half PPR mean in our league's rules? how many points is a catch worth?"], expect: "None" },
  { turns: ["how are you doing today?"], expect: "None" },
  { turns: ["should I bet money on the Chiefs to win on Sunday?"], expect: "None" },
];
