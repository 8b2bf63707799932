// Blind held-out evaluation set 195 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: waiver-night Tuesday — a manager grinding through claims, FAAB bids, drops, injured
// guys to hold or cut, fresh trade offers and counters, and bye-week fill-ins; practical, terse, talks in dollars.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_195: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["claims are in, now lineup stuff. JSN or Zay Flowers this week?"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Zay Flowers"],
  },
  {
    turns: ["Chuba Hubbard has been my RB2 all year", "should Dowdle take his spot this week?"],
    expect: "startSit",
    players: ["Rico Dowdle", "Chuba Hubbard"],
  },
  {
    turns: ["Monangai vs Woody Marks for week 10, who gets the start"],
    expect: "startSit",
    players: ["Kyle Monangai", "Woody Marks"],
    week: 10,
  },
  {
    turns: ["do I actually bench Kelce for Fannin this week or am I overthinking it"],
    expect: "startSit",
    players: ["Travis Kelce", "Harold Fannin Jr."],
  },
  { turns: ["Is Jaxson Dart a start this week or does he sit"], expect: "startSit", players: ["Jaxson Dart"] },
  {
    turns: ["Just won Kenneth Gainwell for $4", "does he go in over Rachaad White this week?"],
    expect: "startSit",
    players: ["Kenneth Gainwell", "Rachaad White"],
  },
  {
    turns: ["Sean Tucker or Tyrone Tracy Jr. for Sunday?", "and for week 11, same call?"],
    expect: "startSit",
    players: ["Sean Tucker", "Tyrone Tracy Jr."],
    week: 11,
  },
  { turns: ["Jamo has a brutal matchup. play him or sit him?"], expect: "startSit", players: ["Jameson Williams"] },
  {
    turns: ["Shakir and Jakobi Meyers both on my bench", "one of them has to start this week, which?"],
    expect: "startSit",
    players: ["Khalil Shakir", "Jakobi Meyers"],
  },
  {
    turns: ["next week is it Tucker Kraft or Dalton Kincaid at TE"],
    expect: "startSit",
    players: ["Tucker Kraft", "Dalton Kincaid"],
    week: "next",
  },
  {
    turns: ["I'm putting $18 on Javonte Williams tonight", "if I get him, does he start over Tony Pollard?"],
    expect: "startSit",
    players: ["Javonte Williams", "Tony Pollard"],
  },
  {
    turns: ["Jerry Jeudy or Courtland Sutton this week", "ok what about Jeudy or Xavier Worthy then"],
    expect: "startSit",
    players: ["Jerry Jeudy", "Xavier Worthy"],
  },

  // ---- compare ----
  {
    turns: ["rest of season who's better, Hampton or Judkins"],
    expect: "compare",
    players: ["Omarion Hampton", "Quinshon Judkins"],
  },
  {
    turns: ["Long term would you rather own Tet McMillan or Egbuka"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: ["Bucky Irving vs TreVeyon Henderson", "not for this week, I mean who's more valuable the rest of the year"],
    expect: "compare",
    players: ["Bucky Irving", "TreVeyon Henderson"],
  },
  {
    turns: ["Is Rome Odunze a better asset than Jordan Addison from here out?"],
    expect: "compare",
    players: ["Rome Odunze", "Jordan Addison"],
  },
  {
    turns: [
      "Deciding who to keep between Kenneth Walker and Chase Brown",
      "forget this week, who's the better player down the stretch?",
    ],
    expect: "compare",
    players: ["Kenneth Walker III", "Chase Brown"],
  },

  // ---- slot ----
  { turns: ["who goes in my flex this week"], expect: "slot" },
  { turns: ["Who should be my RB2 on Sunday from what I have?"], expect: "slot", position: "RB" },
  { turns: ["Park the waiver stuff for a sec", "out of my current guys, best option at flex?"], expect: "slot" },
  { turns: ["who's my superflex play this week"], expect: "slot" },
  {
    turns: ["Claims hit, I got Monangai and lost Shakir", "ok so who fills my WR3 spot now?"],
    expect: "slot",
    position: "WR",
  },

  // ---- lineup ----
  { turns: ["before lock, is my lineup right?"], expect: "lineup" },
  { turns: ["Done with claims. set my best lineup for this week"], expect: "lineup" },
  { turns: ["Dropped Kincaid, added Fannin", "now give me the optimal lineup"], expect: "lineup" },
  { turns: ["check my starters for next week and tell me if anything needs to move"], expect: "lineup", week: "next" },

  // ---- outlook ----
  { turns: ["what's Dart's outlook the rest of the way?"], expect: "outlook", players: ["Jaxson Dart"] },
  {
    turns: ["Ashton Jeanty is locked in my lineup", "how many points does he put up this week?"],
    expect: "outlook",
    players: ["Ashton Jeanty"],
  },
  {
    turns: ["Thinking about a big bid on Kyle Monangai", "what's his ceiling if he keeps the lead job?"],
    expect: "outlook",
    players: ["Kyle Monangai"],
  },
  { turns: ["Woody Marks projection for week 11"], expect: "outlook", players: ["Woody Marks"], week: 11 },
  {
    turns: ["I've had Travis Etienne Jr. on my bench for weeks", "how's he looking for the playoff run?"],
    expect: "outlook",
    players: ["Travis Etienne Jr."],
  },

  // ---- status ----
  { turns: ["Is Burrow back this week or still on IR?"], expect: "status", players: ["Joe Burrow"] },
  {
    turns: ["Puka's listed questionable again", "is he going to play Sunday?"],
    expect: "status",
    players: ["Puka Nacua"],
  },
  { turns: ["any update on Bowers' knee"], expect: "status", players: ["Brock Bowers"] },
  {
    turns: ["Need this before I lock bids", "is Chris Godwin active this week?"],
    expect: "status",
    players: ["Chris Godwin"],
  },
  {
    turns: ["How's Jayden Daniels this week?", "health-wise I mean, is he suiting up"],
    expect: "status",
    players: ["Jayden Daniels"],
  },

  // ---- tradeValue ----
  { turns: ["what's JT worth in a trade right now"], expect: "tradeValue", players: ["Jonathan Taylor"] },
  { turns: ["Sell Rico Dowdle while he's hot or ride it out?"], expect: "tradeValue", players: ["Rico Dowdle"] },
  {
    turns: ["Half my league keeps asking about Tetairoa McMillan", "what should I be asking for him?"],
    expect: "tradeValue",
    players: ["Tetairoa McMillan"],
  },
  {
    turns: ["Jaxson Dart just had another big game", "is this the week to cash out on him?"],
    expect: "tradeValue",
    players: ["Jaxson Dart"],
  },
  { turns: ["What would Trey McBride fetch on the open market?"], expect: "tradeValue", players: ["Trey McBride"] },

  // ---- buyLow ----
  { turns: ["who are the buy-low guys around the league right now"], expect: "buyLow" },
  { turns: ["Any sell-high candidates on my roster?"], expect: "buyLow" },
  {
    turns: ["I've got $37 FAAB left and the wire is dry", "so who's a buy-low I can trade for instead?"],
    expect: "buyLow",
  },
  { turns: ["which struggling studs should I try to pry loose this week"], expect: "buyLow" },

  // ---- trade ----
  {
    turns: ["Coach Quinn just offered Garrett Wilson for my Chase Brown. accept?"],
    expect: "trade",
    players: ["Garrett Wilson", "Chase Brown"],
  },
  {
    turns: ["Offer in: my Derrick Henry for Drake London and Jake Ferguson. do it?"],
    expect: "trade",
    players: ["Derrick Henry", "Drake London", "Jake Ferguson"],
  },
  {
    turns: ["Coach Sutton wants Jaylen Waddle", "he's offering Kenneth Walker straight up, yes or no?"],
    expect: "trade",
    players: ["Jaylen Waddle", "Kenneth Walker III"],
  },
  {
    turns: ["would you do my Josh Jacobs and Jerry Jeudy for Lamar Jackson"],
    expect: "trade",
    players: ["Josh Jacobs", "Jerry Jeudy", "Lamar Jackson"],
  },
  {
    turns: [
      "Got offered Mike Evans for my Kyren Williams",
      "I want to counter and ask for Dallas Goedert too. if he says yes is that a good deal for me?",
    ],
    expect: "trade",
    players: ["Mike Evans", "Dallas Goedert", "Kyren Williams"],
  },
  {
    turns: ["trade check: I give A.J. Brown, I get James Cook. thoughts?"],
    expect: "trade",
    players: ["A.J. Brown", "James Cook"],
  },
  {
    turns: [
      "Coach Finley sent me a 2-for-1",
      "his Ja'Marr Chase for my Bijan and Courtland Sutton",
      "accept or counter?",
    ],
    expect: "trade",
    players: ["Ja'Marr Chase", "Bijan Robinson", "Courtland Sutton"],
  },
  {
    turns: ["Coach Blake offered De'Von Achane for my Jahmyr Gibbs lol, do I bite"],
    expect: "trade",
    players: ["De'Von Achane", "Jahmyr Gibbs"],
  },

  // ---- waivers ----
  { turns: ["who's the top add on the wire this week"], expect: "waivers" },
  { turns: ["How much FAAB on Kyle Monangai? I have $37 left"], expect: "waivers", players: ["Kyle Monangai"] },
  {
    turns: ["Omarion Hampton's hurt again", "who's the best back on the wire to replace him?"],
    expect: "waivers",
    position: "RB",
  },
  { turns: ["I need a tight end off the wire, who's out there"], expect: "waivers", position: "TE" },
  {
    turns: ["I'm down to $22 of budget", "what should I bid on Sean Tucker?"],
    expect: "waivers",
    players: ["Sean Tucker"],
  },
  { turns: ["Who are the best free-agent wideouts?", "ok and kickers?"], expect: "waivers", position: "K" },
  { turns: ["is dropping 40% of my budget on Gainwell dumb"], expect: "waivers", players: ["Kenneth Gainwell"] },
  { turns: ["I'm 9th on waiver priority", "anyone worth a claim at QB?"], expect: "waivers", position: "QB" },
  {
    turns: ["Fair bid for Harold Fannin Jr.? started with $100, got $51 left"],
    expect: "waivers",
    players: ["Harold Fannin Jr."],
  },
  {
    turns: ["Who's the best WR I can grab this week", "and how much should I throw at him"],
    expect: "waivers",
    position: "WR",
  },
  { turns: ["Lost my Monangai claim by a dollar", "who else is out there worth a bid?"], expect: "waivers" },

  // ---- playoffs ----
  { turns: ["what are my playoff odds right now"], expect: "playoffs" },
  { turns: ["chances I win the whole league?"], expect: "playoffs" },
  { turns: ["What are Red Zone Raiders' playoff odds?"], expect: "playoffs", team: "Red Zone Raiders" },
  { turns: ["OK, claims are locked in", "where do my playoff chances stand?"], expect: "playoffs" },
  { turns: ["is Coach Ellis's team getting in?"], expect: "playoffs", team: "Pocket Passers" },
  { turns: ["What's my chance to make it?", "and Sunday Scaries?"], expect: "playoffs", team: "Sunday Scaries" },

  // ---- improveOdds ----
  { turns: ["what moves get my playoff odds up"], expect: "improveOdds" },
  { turns: ["I'm 4-5, what do I need to do to sneak in"], expect: "improveOdds" },
  { turns: ["So my odds are around 30%?", "how do I push that up — trade, waivers, what?"], expect: "improveOdds" },
  { turns: ["give me the one move that best boosts my chances of getting into the top six"], expect: "improveOdds" },

  // ---- matchup ----
  { turns: ["who am I playing this week"], expect: "matchup" },
  { turns: ["win probability for week 11?"], expect: "matchup", week: 11 },
  { turns: ["Who do I have next week?", "am I favored?"], expect: "matchup", week: "next" },
  { turns: ["What's End Zone Envy's matchup this week?"], expect: "matchup", team: "End Zone Envy" },
  { turns: ["how's my week 10 matchup shaping up"], expect: "matchup", week: 10 },
  {
    turns: ["Added Gainwell, dropped Dobbins", "does that swing my matchup at all? what's my win % now"],
    expect: "matchup",
  },
  { turns: ["who's Two-Minute Drill playing and who's favored"], expect: "matchup", team: "Two-Minute Drill" },

  // ---- record ----
  { turns: ["what's my record again"], expect: "record" },
  { turns: ["where am I in the standings"], expect: "record" },
  {
    turns: ["Blitz Brigade has been rolling lately", "what's their record, where are they in the standings?"],
    expect: "record",
    team: "Blitz Brigade",
  },
  { turns: ["Where do I sit right now?", "how far back of sixth is that?"], expect: "record" },

  // ---- rosterStatus ----
  { turns: ["who on my team is hurt or on bye this week"], expect: "rosterStatus" },
  { turns: ["any byes I need to worry about next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["bye and injury check for week 12 please"], expect: "rosterStatus", week: 12 },
  { turns: ["Before I put in claims", "who on my roster is out this week?"], expect: "rosterStatus" },
  { turns: ["injury report on my guys"], expect: "rosterStatus" },

  // ---- positionRank ----
  {
    turns: ["Got Gainwell, lost the Sean Tucker bid", "rank my RBs for this week now"],
    expect: "positionRank",
    position: "RB",
  },
  { turns: ["order my wide receivers for week 11"], expect: "positionRank", position: "WR", week: 11 },
  { turns: ["Rank my tight ends", "now do it for next week"], expect: "positionRank", position: "TE", week: "next" },
  {
    turns: ["which of my running backs is best to worst this week, I might cut the last one"],
    expect: "positionRank",
    position: "RB",
  },

  // ---- projectedTotal ----
  { turns: ["what's my projected total this week"], expect: "projectedTotal" },
  { turns: ["floor and ceiling for my team in week 11?"], expect: "projectedTotal", week: 11 },
  { turns: ["Got the Gainwell pickup", "how many points am I projected for now?"], expect: "projectedTotal" },
  { turns: ["how many points is my lineup projected to score next week"], expect: "projectedTotal", week: "next" },

  // ---- leaders ----
  { turns: ["who's the best team in the league right now"], expect: "leaders" },
  { turns: ["which team has scored the most points?"], expect: "leaders" },
  { turns: ["What's my record?", "and who's sitting in first?"], expect: "leaders" },
  { turns: ["strongest roster in the league, who's got it?"], expect: "leaders" },

  // ---- sleepers ----
  { turns: ["who should I stash now for the playoffs"], expect: "sleepers" },
  { turns: ["any deep sleepers worth a $1 bid?"], expect: "sleepers" },
  { turns: ["pickups for next week, ahead of the bye crunch?"], expect: "sleepers", week: "next" },
  {
    turns: ["Nothing on the wire helps me this week", "who's a guy to grab now that pays off later?"],
    expect: "sleepers",
  },

  // ---- dropStash ----
  { turns: ["Skattebo's done for the year right? drop him?"], expect: "dropStash", players: ["Cam Skattebo"] },
  { turns: ["hold Burrow on IR or cut him to make room for a claim?"], expect: "dropStash", players: ["Joe Burrow"] },
  {
    turns: ["Need a roster spot for my Gainwell claim", "is Omarion Hampton worth keeping while he's hurt?"],
    expect: "dropStash",
    players: ["Omarion Hampton"],
  },
  { turns: ["Nabers is out for the season, safe to drop him?"], expect: "dropStash", players: ["Malik Nabers"] },
  {
    turns: ["Tyreek Hill's sitting in my IR slot", "does he stay or do I let him go?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  { turns: ["Dobbins going to IR. hold or dump?"], expect: "dropStash", players: ["J.K. Dobbins"] },

  // ---- byeCover ----
  {
    turns: ["who can I stream at QB while Mahomes is on bye"],
    expect: "byeCover",
    players: ["Patrick Mahomes"],
    position: "QB",
  },
  { turns: ["need a one-week TE fill-in for week 11"], expect: "byeCover", position: "TE", week: 11 },
  {
    turns: ["Dicker's on bye soon, what kicker do I grab for that one week?"],
    expect: "byeCover",
    players: ["Cameron Dicker"],
    position: "K",
  },
  {
    turns: ["CeeDee's on bye this week", "who's a WR I can plug in just for this week?"],
    expect: "byeCover",
    players: ["CeeDee Lamb"],
    position: "WR",
  },
  { turns: ["best one-week RB rental to cover my bye hole?"], expect: "byeCover", position: "RB" },
  {
    turns: ["Which of my guys are on bye next week?", "ok find me a stopgap at RB for that week"],
    expect: "byeCover",
    position: "RB",
    week: "next",
  },

  // ---- scenario ----
  { turns: ["if I win out am I in?"], expect: "scenario", scenario: "win-out" },
  { turns: ["If I go 3-2 the rest of the way, do I make it?"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  { turns: ["if I lose this week am I still alive?"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["What are my playoff odds?", "ok what if I go 3-2"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  {
    turns: ["What's my record?", "say I win four more games — what are my odds then?"],
    expect: "scenario",
    scenario: { wins: 4, games: null },
  },

  // ---- tradeIdeas ----
  {
    turns: ["what could I get for Derrick Henry and Jakobi Meyers?"],
    expect: "tradeIdeas",
    players: ["Derrick Henry", "Jakobi Meyers"],
  },
  { turns: ["give me some 2-for-1 ideas to upgrade at WR"], expect: "tradeIdeas", position: "WR" },
  {
    turns: ["what could I offer Play Action Pack for a running back?"],
    expect: "tradeIdeas",
    team: "Play Action Pack",
    position: "RB",
  },
  {
    turns: ["I'm stacked at RB and thin at TE", "who should I go after in a trade?"],
    expect: "tradeIdeas",
    position: "TE",
  },
  { turns: ["who should I target on Audible Alchemists"], expect: "tradeIdeas", team: "Audible Alchemists" },
  { turns: ["What can I flip Chuba Hubbard for?"], expect: "tradeIdeas", players: ["Chuba Hubbard"] },

  // ---- help ----
  { turns: ["what can you actually do for me?"], expect: "help" },
  { turns: ["how does this work, can you put my waiver claims in for me?"], expect: "help" },
  { turns: ["what kind of questions can I ask you"], expect: "help" },

  // ---- two asks in one message ----
  {
    turns: ["Is Puka playing, and if so do I start him over Drake London?"],
    expect: ["status", "startSit"],
    players: ["Puka Nacua", "Drake London"],
  },
  { turns: ["what's my record and what are my playoff odds"], expect: ["record", "playoffs"] },
  {
    turns: ["who's the best pickup tonight, and can I cut Aiyuk to make room?"],
    expect: ["waivers", "dropStash"],
    players: ["Brandon Aiyuk"],
  },
  { turns: ["who am I playing this week and what am I projected for?"], expect: ["matchup", "projectedTotal"] },
  {
    turns: ["Accept Bucky Irving for my Zay Flowers? also who's the best FAAB target tonight"],
    expect: ["trade", "waivers"],
    players: ["Bucky Irving", "Zay Flowers"],
  },
  { turns: ["check my injuries and byes, then set my lineup"], expect: ["rosterStatus", "lineup"] },
  {
    turns: ["What's Jeanty worth in a deal, and what's his outlook rest of season?"],
    expect: ["tradeValue", "outlook"],
    players: ["Ashton Jeanty"],
  },
  {
    turns: ["Coach Reese keeps pinging me", "what are Play Action Pack's odds, and who are they playing this week?"],
    expect: ["playoffs", "matchup"],
    team: "Play Action Pack",
  },

  // ---- None ----
  { turns: ["is it gonna snow in Buffalo Sunday"], expect: "None" },
  { turns: ["give me a spread bet for Monday night"], expect: "None" },
  { turns: ["tell me a joke, my buddy just dropped his QB1 by accident"], expect: "None" },
  { turns: ["who wins the NBA title this year?"], expect: "None" },
  { turns: ["the app keeps logging me out when I submit claims"], expect: "None" },
  { turns: ["build me a DraftKings lineup for the main slate"], expect: "None" },
  { turns: ["thanks, that's all for tonight"], expect: "None" },
  { turns: ["how tall is Derrick Henry anyway"], expect: "None" },
  { turns: ["what's the over/under on the Ravens game"], expect: "None" },
  { turns: ["Set my best lineup", "appreciate it, you're the best"], expect: "None" },
];
