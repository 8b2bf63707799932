// Blind held-out evaluation set 76 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a first-year fantasy player who knows no jargon — plain everyday words, describes what
// they want, sometimes unsure what to ask.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_76: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "the app is making me choose between Zay Flowers and Garrett Wilson",
      "which one is going to get me more points on sunday?",
    ],
    expect: "startSit",
    players: ["Zay Flowers", "Garrett Wilson"],
  },
  {
    turns: ["should Jaxson Dart be my quarterback this week or Bo Nix? I honestly have no idea"],
    expect: "startSit",
    players: ["Jaxson Dart", "Bo Nix"],
  },
  {
    turns: ["is Ladd McConkey going to do good this week?", "ok but would you rather put him in or Jordan Addison?"],
    expect: "startSit",
    players: ["Ladd McConkey", "Jordan Addison"],
  },
  {
    turns: [
      "for week 11, do I go with Travis Kelce or Jake Ferguson? and how many points is my whole team looking " +
        "at that week?",
    ],
    expect: ["startSit", "projectedTotal"],
    players: ["Travis Kelce", "Jake Ferguson"],
    week: 11,
  },
  {
    turns: ["my tight ends are kittle and that tucker kraft guy", "I can only use one of them this week, help me pick"],
    expect: "startSit",
    players: ["George Kittle", "Tucker Kraft"],
  },
  {
    turns: ["should I play Jonathon Taylor or Derrick Henry this week?", "what about Bucky Irving instead of Henry?"],
    expect: "startSit",
    players: ["Jonathan Taylor", "Bucky Irving"],
  },

  // compare
  {
    turns: [
      "long term who would you rather have, Drake London or DK Metcalf? like for the rest of the year, not " +
        "just this week",
    ],
    expect: "compare",
    players: ["Drake London", "DK Metcalf"],
  },
  {
    turns: [
      "I'm trying to figure out who to keep on my team for the long haul",
      "Jeanty or Omarion Hampton, which one's the better one to hang onto?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "how's Tetairoa McMillan looking for the rest of the year?",
      "is he better to have than Emeka Egbuka going forward?",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: ["between jaxon smith njigba and puka, who's the better guy to have from now until the season ends?"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Puka Nacua"],
  },
  {
    turns: ["if you could only have one of them on your team for the rest of the season, Skattebo or Judkins?"],
    expect: "compare",
    players: ["Cam Skattebo", "Quinshon Judkins"],
  },
  {
    turns: [
      "I've got Breece Hall and Javonte Williams and my friend says I only really need one of them",
      "which one is more worth keeping the rest of the way?",
    ],
    expect: "compare",
    players: ["Breece Hall", "Javonte Williams"],
  },

  // slot
  { turns: ["who should go in the flex spot this week? the one where any position can go"], expect: "slot" },
  {
    turns: ["who should I put at receiver number two this week? I have a bunch of them and can't decide"],
    expect: "slot",
    position: "WR",
  },
  { turns: ["which of my guys should I put at tight end this week"], expect: "slot", position: "TE" },
  {
    turns: [
      "is Saquon Barkley going to play this week?",
      "and if he's out, who should I put in at running back instead?",
    ],
    expect: "slot",
    position: "RB",
  },
  {
    turns: [
      "this week's quarterback spot is confusing me",
      "who should be my quarterback, and is the rest of my lineup ok?",
    ],
    expect: ["slot", "lineup"],
    position: "QB",
  },
  {
    turns: [
      "there's an empty box called flex on my lineup. who goes there, Rico Dowdle, Tony Pollard or Jameson Williams?",
    ],
    expect: "slot",
    players: ["Rico Dowdle", "Tony Pollard", "Jameson Williams"],
  },

  // lineup
  { turns: ["can you just set my whole team for this week so the best guys are playing?"], expect: "lineup" },
  { turns: ["I put my players in but I have no clue if it's right. can you look it over?"], expect: "lineup" },
  {
    turns: ["this is my first year doing this", "could you make sure my starters are all good for sunday?"],
    expect: "lineup",
  },
  { turns: ["fix my lineup for next week please"], expect: "lineup", week: "next" },
  {
    turns: [
      "my team lost by 2 points last week and I'm still mad",
      "did I leave anybody good sitting on the bench who should be playing this week?",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "I'm going to be on a plane all weekend",
      "can you set up my team the best way before I go, and also tell me who to grab off the free list?",
    ],
    expect: ["lineup", "waivers"],
  },

  // outlook
  {
    turns: ["how many points do you think Derrick Henry gets this week?"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  { turns: ["is Jared Goff a good guy to play this week?"], expect: "outlook", players: ["Jared Goff"] },
  {
    turns: ["I just picked up Woody Marks", "is he gonna be any good for the rest of the season?"],
    expect: "outlook",
    players: ["Woody Marks"],
  },
  {
    turns: ["what should I expect from Nico Collins for the rest of the year?"],
    expect: "outlook",
    players: ["Nico Collins"],
  },
  {
    turns: ["how many points for Jahmyr Gibbs this week?", "and what about next week for him?"],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
    week: "next",
  },
  {
    turns: ["Chris Olave is sitting on my bench", "do you think he's going to have a big game this week?"],
    expect: "outlook",
    players: ["Chris Olave"],
  },

  // status
  {
    turns: ["is CMC playing on sunday? and if not, who should I pick up?"],
    expect: ["status", "waivers"],
    players: ["Christian McCaffrey"],
  },
  { turns: ["I heard Tyreek Hill got hurt", "is that true? is he out?"], expect: "status", players: ["Tyreek Hill"] },
  {
    turns: ["I have Rashee Rice on my team", "is he allowed to play yet or is he still out?"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["what's the deal with Mark Andrews, is he hurt? and how many points would he get if he does play?"],
    expect: ["status", "outlook"],
    players: ["Mark Andrews"],
  },
  {
    turns: ["is Joe Burrow still hurt?", "what about ja'marr chase, is he ok?"],
    expect: "status",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["there's a little Q next to Chuba Hubbard's name, what does that mean for him this week?"],
    expect: "status",
    players: ["Chuba Hubbard"],
  },

  // tradeValue
  {
    turns: ["what could I get for Jonathan Taylor if I tried to trade him?"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["should I try to get rid of Travis Etienne while people still think he's good?"],
    expect: "tradeValue",
    players: ["Travis Etienne Jr."],
  },
  {
    turns: [
      "somebody in my league keeps messaging me about AJ Brown",
      "how much is he actually worth to other people?",
    ],
    expect: "tradeValue",
    players: ["A.J. Brown"],
  },
  {
    turns: ["is it a good idea to go after Brock Bowers from another team? like what would he cost me"],
    expect: "tradeValue",
    players: ["Brock Bowers"],
  },
  {
    turns: ["how much is Devon Achane worth if I shopped him around right now?"],
    expect: "tradeValue",
    players: ["De'Von Achane"],
  },
  {
    turns: [
      "Kenneth Walker has been kind of meh for me",
      "should I try to swap him to someone else or hang on to him?",
    ],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },

  // buyLow
  { turns: ["who are the players people are down on right now that I could get for cheap?"], expect: "buyLow" },
  {
    turns: ["which of my guys should I trade away while they're playing really well, before they cool off?"],
    expect: "buyLow",
  },
  {
    turns: ["are there any good players on other teams having a rough stretch that I could grab in a trade?"],
    expect: "buyLow",
  },
  {
    turns: ["I keep seeing people online say 'buy low'", "ok so who should I be doing that with right now?"],
    expect: "buyLow",
  },
  {
    turns: ["some of my guys have been on fire lately", "is there anyone I should cash in on before they go cold?"],
    expect: "buyLow",
  },
  { turns: ["who's a bargain to trade for right now"], expect: "buyLow" },

  // trade
  {
    turns: ["would it be smart to give away Amon Ra St Brown if I get Saquon Barkley back?"],
    expect: "trade",
    players: ["Amon-Ra St. Brown", "Saquon Barkley"],
  },
  {
    turns: ["Coach Quinn wants CeeDee Lamb from me and would send James Cook and DeVonta Smith back. is that fair?"],
    expect: "trade",
    players: ["CeeDee Lamb", "James Cook", "DeVonta Smith"],
    team: "Blitz Brigade",
  },
  {
    turns: [
      "I got my first trade offer!",
      "they'd get my Jalen Hurts and I'd get Drake Maye plus Courtland Sutton. good or bad for me?",
    ],
    expect: "trade",
    players: ["Jalen Hurts", "Drake Maye", "Courtland Sutton"],
  },
  {
    turns: ["would trading Josh Jacobs away for Justin Jefferson be dumb?"],
    expect: "trade",
    players: ["Josh Jacobs", "Justin Jefferson"],
  },
  {
    turns: ["what's Mike Evans worth these days?", "would you give him up for Jaylen Warren straight up?"],
    expect: "trade",
    players: ["Mike Evans", "Jaylen Warren"],
  },
  {
    turns: [
      "my buddy really wants my tight end",
      "if I send him Hunter Henry he'll give me Alvin Kamara. should I do it?",
    ],
    expect: "trade",
    players: ["Hunter Henry", "Alvin Kamara"],
  },

  // waivers
  { turns: ["who's a free player I should add to my team this week?"], expect: "waivers" },
  { turns: ["how much of my pretend budget money should I spend on the guys nobody has?"], expect: "waivers" },
  { turns: ["what's the best pickup this week and how much should I bid on him?"], expect: "waivers" },
  {
    turns: ["my running backs keep getting hurt", "is there anyone out there nobody owns that I could grab?"],
    expect: "waivers",
  },
  { turns: ["there's a list of players who aren't on any team. who from there is worth taking?"], expect: "waivers" },
  {
    turns: ["I have 63 dollars left in the bidding thing", "who should I go after and how much should I put down?"],
    expect: "waivers",
  },

  // playoffs
  { turns: ["am I going to make the playoffs?"], expect: "playoffs" },
  { turns: ["what are the odds my team gets into the postseason"], expect: "playoffs" },
  { turns: ["we're 5-4 right now", "is that good enough to get into the playoff part?"], expect: "playoffs" },
  { turns: ["be honest, do I have a real shot at the playoffs this year"], expect: "playoffs" },
  { turns: ["what percent chance do I have of making it to the end-of-season tournament thing"], expect: "playoffs" },
  { turns: ["I lost again this week ugh", "are my playoff hopes dead?"], expect: "playoffs" },

  // improveOdds
  { turns: ["what can I do to give myself a better chance at the playoffs?"], expect: "improveOdds" },
  {
    turns: ["I really want to make the playoffs this year", "what should I change on my team to get there?"],
    expect: "improveOdds",
  },
  { turns: ["what are my playoff chances?", "ok how do I make that number go up?"], expect: "improveOdds" },
  { turns: ["is there a trade or pickup that would help my playoff chances the most?"], expect: "improveOdds" },
  {
    turns: ["how do I get my playoff chances higher? also who are good players I could get cheap right now?"],
    expect: ["improveOdds", "buyLow"],
  },
  {
    turns: [
      "my team is kind of middle of the pack",
      "what are my playoff odds right now, and what's the one thing that would raise them?",
    ],
    expect: ["playoffs", "improveOdds"],
  },

  // matchup
  { turns: ["who am I playing against this week?"], expect: "matchup" },
  { turns: ["I'm so nervous about this week", "am I supposed to win or lose?"], expect: "matchup" },
  {
    turns: ["who am I up against this week and how many points is my team supposed to get?"],
    expect: ["matchup", "projectedTotal"],
  },
  { turns: ["who do I play in week 12?", "do you think I'll win that one?"], expect: "matchup", week: 12 },
  { turns: ["how many points are me and the other team supposed to score this week?"], expect: "matchup" },
  {
    turns: ["next week is a big one for me", "who's my opponent then and are they any good?"],
    expect: "matchup",
    week: "next",
  },

  // record
  { turns: ["how many games have I won so far?"], expect: "record" },
  { turns: ["where am I in the standings?"], expect: "record" },
  { turns: ["what's my record right now and does that get me into the playoffs?"], expect: ["record", "playoffs"] },
  { turns: ["I've been too scared to look", "how many have I won and lost?"], expect: "record" },
  { turns: ["am I near the top or near the bottom of the league right now?"], expect: "record" },
  {
    turns: ["my brother keeps bragging about his team", "wait, what place am I in compared to everyone?"],
    expect: "record",
  },

  // rosterStatus
  { turns: ["which of my players are hurt right now?"], expect: "rosterStatus" },
  { turns: ["does anyone on my team have the week off this week?"], expect: "rosterStatus" },
  {
    turns: ["who on my team isn't playing next week, and who could fill in for them?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
  },
  {
    turns: [
      "I don't totally get what a bye is but I keep hearing about it",
      "does it affect any of my guys in week 12?",
    ],
    expect: "rosterStatus",
    week: 12,
  },
  { turns: ["are any of my starters hurt or sitting out this week?"], expect: "rosterStatus" },
  {
    turns: [
      "I feel like half my team is banged up",
      "can you check who's injured, and tell me if I should just cut them?",
    ],
    expect: ["rosterStatus", "dropStash"],
  },

  // positionRank
  {
    turns: ["can you rank my wide receivers for this week from best to worst?"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["I have way too many running backs", "can you put them in order of who's gonna score the most this week?"],
    expect: "positionRank",
    position: "RB",
  },
  { turns: ["order my quarterbacks from best to worst for this week"], expect: "positionRank", position: "QB" },
  {
    turns: ["rank my running backs for this week", "now do the same thing for the receivers"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["line up my tight ends from best to worst for week 11 please"],
    expect: "positionRank",
    position: "TE",
    week: 11,
  },
  {
    turns: ["rank my running backs for me and tell me who should go in the flex"],
    expect: ["positionRank", "slot"],
    position: "RB",
  },

  // projectedTotal
  { turns: ["how many points is my team supposed to score this week?"], expect: "projectedTotal" },
  {
    turns: ["what's the most points my team could put up this week if everything goes right?"],
    expect: "projectedTotal",
  },
  { turns: ["what's the worst case for my team's points this week"], expect: "projectedTotal" },
  { turns: ["who am I playing this week", "and how many points will my team get in total?"], expect: "projectedTotal" },
  {
    turns: ["add up all my starters, what's the total I'm expected to get next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["week 12 is my rivalry game", "roughly what range of points should my team end up in that week?"],
    expect: "projectedTotal",
    week: 12,
  },

  // leaders
  { turns: ["who's in first place in the league?"], expect: "leaders" },
  { turns: ["which team is the best in our league?"], expect: "leaders" },
  { turns: ["how are the Red Zone Raiders doing? what's their record?"], expect: "leaders", team: "Red Zone Raiders" },
  {
    turns: ["just curious about the rest of the league", "which team has scored the most points overall?"],
    expect: "leaders",
  },
  {
    turns: ["I'm playing Coach Sutton's team soon", "what's their record like?"],
    expect: "leaders",
    team: "Hail Mary Heroes",
  },
  { turns: ["who's leading the league, and where do I stand?"], expect: ["leaders", "record"] },

  // sleepers
  {
    turns: ["who are some players nobody is talking about that might be good next week?"],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["any hidden gems I could grab that nobody else knows about?"], expect: "sleepers" },
  {
    turns: [
      "I'm way behind and need a miracle",
      "give me some really deep, under-the-radar guys to pick up for next week",
    ],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: [
      "my friend found some random guy no one had and he scored 30",
      "how do I find guys like that before they blow up? who should I look at?",
    ],
    expect: "sleepers",
  },
  { turns: ["who's a surprise player that could come out of nowhere?"], expect: "sleepers" },
  {
    turns: ["who's the best pickup this week, and are there any total long shots worth a gamble?"],
    expect: ["waivers", "sleepers"],
  },

  // dropStash
  { turns: ["should I get rid of my hurt players or keep them?"], expect: "dropStash" },
  {
    turns: ["Brandon Aiyuk has been hurt forever. should I just cut him?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  { turns: ["should I move one of my injured guys into that injured reserve spot?"], expect: "dropStash" },
  {
    turns: ["J.K. Dobbins is hurt", "do I keep him on my team or let him go?"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["is Chris Godwin still hurt, and should I hang onto him or drop him?"],
    expect: ["status", "dropStash"],
    players: ["Chris Godwin"],
  },
  {
    turns: [
      "I only have so many bench spots",
      "is it worth hanging onto my injured players or should I free up the spots?",
    ],
    expect: "dropStash",
  },

  // byeCover
  {
    turns: ["my quarterback has the week off next week, who can I pick up to fill in?"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: ["my tight end's team isn't playing this week. who can replace him just for now?"],
    expect: "byeCover",
    position: "TE",
  },
  {
    turns: ["my kicker's team doesn't play in week 12", "who's a kicker I can grab just for that week?"],
    expect: "byeCover",
    position: "K",
    week: 12,
  },
  { turns: ["I need a backup running back for the week my guy is off"], expect: "byeCover", position: "RB" },
  {
    turns: ["who's a good one-week fill-in receiver while my guy's team is on break"],
    expect: "byeCover",
    position: "WR",
  },
  {
    turns: ["Trey McBride's team is off next week", "who should I grab to replace him for that one week?"],
    expect: "byeCover",
    position: "TE",
    week: "next",
  },

  // scenario
  { turns: ["if I win every game from here on out, do I make the playoffs?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["what happens to my playoff chances if I lose this week?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  { turns: ["say I win 3 of my last 4, am I in?"], expect: "scenario", scenario: { wins: 3, games: 4 } },
  {
    turns: ["what are my chances of making the playoffs?", "and if I win just two more games?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["if I win the rest of my games do I make it? and who's the best team in the league?"],
    expect: ["scenario", "leaders"],
    scenario: "win-out",
  },
  {
    turns: ["this week's game feels like a must-win", "if I lose it, how bad does that hurt my playoff chances?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // tradeIdeas
  {
    turns: ["I need a better running back. which team should I try to trade with?"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: ["could I bundle Tee Higgins and Rhamondre Stevenson together to get one better player?"],
    expect: "tradeIdeas",
    players: ["Tee Higgins", "Rhamondre Stevenson"],
  },
  {
    turns: ["what would Sunday Scaries be willing to give me in a trade?"],
    expect: "tradeIdeas",
    team: "Sunday Scaries",
  },
  {
    turns: ["my receivers stink", "who in the league has extra good receivers I could trade for?"],
    expect: "tradeIdeas",
    position: "WR",
  },
  { turns: ["give me some ideas for trades to get a better tight end"], expect: "tradeIdeas", position: "TE" },
  {
    turns: ["Coach Finley messaged me saying let's make a deal", "what could I get from them?"],
    expect: "tradeIdeas",
    team: "Waiver Wire Wizards",
  },

  // help
  { turns: ["what are you able to help me with?"], expect: "help" },
  { turns: ["how does this work? I'm new"], expect: "help" },
  { turns: ["what kinds of questions can I ask you?"], expect: "help" },
  { turns: ["hi", "so what do you actually do?"], expect: "help" },
  {
    turns: ["I've never done fantasy football before. what can you do for me? and who am I playing this week?"],
    expect: ["help", "matchup"],
  },
  { turns: ["sorry, I'm kind of lost", "can you explain what stuff you can help with?"], expect: "help" },

  // None
  { turns: ["what's the weather going to be like in Chicago on Sunday?"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["who won the Lakers game last night?"], expect: "None" },
  { turns: ["I'm having a football party at my place this weekend", "what's a good chili recipe?"], expect: "None" },
  { turns: ["thanks for the lineup help", "can you help me with my kid's math homework?"], expect: "None" },
  { turns: ["what do you think about the election?"], expect: "None" },
];
