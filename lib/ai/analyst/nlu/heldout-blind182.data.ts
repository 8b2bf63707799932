// Blind held-out evaluation set 182 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a newcomer in their first fantasy season who doesn't know the jargon yet, describes
// things the long way round, wonders if they're asking the right thing and sometimes apologises.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_182: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: [
      "sorry if this is a dumb question but should i put puka nacua or malik nabers in this week? i only get to " +
        "play one of them",
    ],
    expect: "startSit",
    players: ["Puka Nacua", "Malik Nabers"],
  },
  {
    turns: [
      "which one do i actually play on sunday, josh jacobs or derick henry? theyre both running backs if that matters",
    ],
    expect: "startSit",
    players: ["Josh Jacobs", "Derrick Henry"],
  },
  {
    turns: [
      "is jahmyr gibbs hurt or anything?",
      "ok cool. so him or bijan robinson for this weekend, which one goes in?",
    ],
    expect: "startSit",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  {
    turns: ["for week 12 should i be using tee higgins or zay flowers? trying to plan ahead lol"],
    expect: "startSit",
    players: ["Tee Higgins", "Zay Flowers"],
    week: 12,
  },
  {
    turns: [
      "should i play jaylen waddle or george pickens this week?",
      "hmm what about garrett wilson instead of pickens, waddle or him?",
    ],
    expect: "startSit",
    players: ["Jaylen Waddle", "Garrett Wilson"],
  },
  {
    turns: ["who's better this week, courtland sutton or jakobi meyers?", "ok and what about for week 11, same two?"],
    expect: "startSit",
    players: ["Courtland Sutton", "Jakobi Meyers"],
    week: 11,
  },

  // ---- compare ----
  {
    turns: ["long term, like for the rest of the year, whos the better guy to have: chris olave or drake london?"],
    expect: "compare",
    players: ["Chris Olave", "Drake London"],
  },
  {
    turns: [
      "not just this week but going forward, is breece hall better than chuba hubbard? trying to figure out who i " +
        "should value more",
    ],
    expect: "compare",
    players: ["Breece Hall", "Chuba Hubbard"],
  },
  {
    turns: [
      "who's better for the rest of the season, trey mcbride or brock bowers?",
      "and how does george kittle stack up against those two the rest of the way?",
    ],
    expect: "compare",
    players: ["George Kittle", "Trey McBride", "Brock Bowers"],
  },
  {
    turns: [
      "am i asking this right... over all the weeks that are left, who'll score more, ashton jeanty or omarion " +
        "hampton?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "how do mahomes and jayden daniels compare for the remaining season?",
      "and throw jaxson dart in there too, how's he next to them?",
    ],
    expect: "compare",
    players: ["Jaxson Dart", "Patrick Mahomes", "Jayden Daniels"],
  },

  // ---- slot ----
  {
    turns: [
      "who should go in my extra spot this week? the one where it can be a running back or a receiver or a tight end",
    ],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["which of my guys should be my quarterback this week? sorry still learning how this works"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["for my second running back spot, rico dowdle or kyle monangai?"],
    expect: "slot",
    players: ["Rico Dowdle", "Kyle Monangai"],
    position: "RB2",
  },
  {
    turns: ["who do i put at tight end this week?", "ok and for the flex spot thing?"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["for the spot where anyone except the qb can go, tony pollard, woody marks or jameson williams?"],
    expect: "slot",
    players: ["Tony Pollard", "Woody Marks", "Jameson Williams"],
    position: "FLEX",
  },
  {
    turns: ["should i start sean tucker?", "i mean in my extra spot, him or jakobi meyers?"],
    expect: "slot",
    players: ["Sean Tucker", "Jakobi Meyers"],
    position: "FLEX",
  },

  // ---- lineup ----
  {
    turns: ["can you just tell me who to put in for my whole team this week? im kind of overwhelmed"],
    expect: "lineup",
  },
  {
    turns: [
      "how many points am i supposed to score this week?",
      "ok and what should my starting guys be to get the most out of it?",
    ],
    expect: "lineup",
  },
  {
    turns: ["i dont really know what im doing, could you set my starters for this weeks game for me"],
    expect: "lineup",
  },
  {
    turns: ["should i start puka or nabers?", "ok honestly can you just do my whole team for me this week"],
    expect: "lineup",
  },
  { turns: ["what's my best lineup this week and who am i even playing against?"], expect: ["lineup", "matchup"] },

  // ---- outlook ----
  {
    turns: [
      "should i start tetairoa mcmillan or jordan addison this week?",
      "forget this week, how is mcmillan expected to do over the rest of the year? like what are the numbers saying",
    ],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
  },
  {
    turns: ["what do you think of rashee rice for the rest of the year? is he gonna be good?"],
    expect: "outlook",
    players: ["Rashee Rice"],
  },
  {
    turns: ["what's the outlook on omarion hampton?", "and the other rookie, treveyon henderson?"],
    expect: "outlook",
    players: ["TreVeyon Henderson"],
  },
  {
    turns: [
      "sorry if this is obvious, but is jaxon smith njigba expected to keep playing this well for the rest of the " +
        "season?",
    ],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["how does kyle pitts look this week?", "and what about longer term, like the rest of the year?"],
    expect: "outlook",
    players: ["Kyle Pitts"],
  },

  // ---- status ----
  {
    turns: ["is christian mccaffrey hurt? i saw something about his leg but i dont know where to check"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  { turns: ["is mark andrews playing this weekend or is his team off?"], expect: "status", players: ["Mark Andrews"] },
  {
    turns: ["who should i start, tyreek hill or ceedee lamb?", "wait is lamb even healthy?"],
    expect: "status",
    players: ["CeeDee Lamb"],
  },
  {
    turns: [
      "does travis etienne have a week off coming up? and if he does, who do i play instead of him? i dont get " +
        "how the weeks off work",
    ],
    expect: ["status", "byeCover"],
    players: ["Travis Etienne"],
    position: "RB",
  },
  {
    turns: ["should i start aaron jones or kenneth gainwell?", "actually is jones even playing?"],
    expect: "status",
    players: ["Aaron Jones"],
  },
  {
    turns: ["is saquon ok to play this week, and if so should i start him over kyren williams?"],
    expect: ["status", "startSit"],
    players: ["Saquon Barkley", "Kyren Williams"],
  },

  // ---- tradeValue ----
  {
    turns: ["should i try to get rid of travis kelce while people still think hes good, or keep him?"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: ["what is justin jefferson worth if i wanted to swap him to somebody?"],
    expect: "tradeValue",
    players: ["Justin Jefferson"],
  },
  {
    turns: ["what's quinshon judkins worth right now if i traded him?", "and javonte williams, same question"],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },
  {
    turns: ["harper keeps asking about my kenneth gainwell, how much is he actually worth?"],
    expect: "tradeValue",
    players: ["Kenneth Gainwell"],
  },
  {
    turns: ["what's harold fannin worth?", "so should i sell him then or hang on?"],
    expect: "tradeValue",
    players: ["Harold Fannin Jr."],
  },
  {
    turns: ["how's drake maye looking for the rest of the year and should i try to trade for him?"],
    expect: ["outlook", "tradeValue"],
    players: ["Drake Maye"],
  },

  // ---- buyLow ----
  {
    turns: [
      "are there players on other teams who are doing badly right now but will get better, that i could get cheap?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["who should i try to get while their price is low? not sure if thats how people say it"],
    expect: "buyLow",
  },
  {
    turns: ["on the flip side, who on my team is doing way better than they should be and i should trade away now?"],
    expect: "buyLow",
  },
  {
    turns: [
      "who's cheap to get right now that'll bounce back?",
      "and the opposite, who on my team should i cash in on?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["i read something about 'buying low', is that a thing i should be doing? who would that even be"],
    expect: "buyLow",
  },
  {
    turns: ["any players who've been unlucky lately that the other managers might give up on for not much?"],
    expect: "buyLow",
  },

  // ---- trade ----
  {
    turns: ["quinn offered me garrett wilson for my chase brown. is that fair?"],
    expect: "trade",
    players: ["Garrett Wilson", "Chase Brown"],
  },
  {
    turns: ["if i give away alvin kamara and get back terry mclaurin and mike evans, am i getting ripped off?"],
    expect: "trade",
    players: ["Alvin Kamara", "Terry McLaurin", "Mike Evans"],
  },
  {
    turns: [
      "someone wants my bucky irving for their davante adams. good deal for me?",
      "what if they threw in jake ferguson too?",
    ],
    expect: "trade",
    players: ["Bucky Irving", "Davante Adams", "Jake Ferguson"],
  },
  {
    turns: [
      "would trading josh allen for joe burrow and jayden reed be fair?",
      "would the other guy even say yes to that though?",
    ],
    expect: "trade",
    players: ["Josh Allen", "Joe Burrow", "Jayden Reed"],
  },
  {
    turns: [
      "sorry, another trade one. i'd give up amon-ra st brown and i'd get bo nix and tyler warren. does that make " +
        "sense for me?",
    ],
    expect: "trade",
    players: ["Amon-Ra St. Brown", "Bo Nix", "Tyler Warren"],
  },
  {
    turns: ["is james cook for dk metcalf fair, and if it isnt, what else could i ask them for?"],
    expect: ["trade", "tradeIdeas"],
    players: ["James Cook", "DK Metcalf"],
  },

  // ---- waivers ----
  { turns: ["who should i pick up from the list of free players this week?"], expect: "waivers" },
  {
    turns: ["how much of my pretend budget should i spend on someone this week? i have like 60 dollars left"],
    expect: "waivers",
  },
  {
    turns: ["who are the best guys i can add for free right now?", "and how much should i bid on the top one?"],
    expect: "waivers",
  },
  { turns: ["any running backs that nobody owns that i should add?"], expect: "waivers", position: "RB" },
  {
    turns: ["who's a good pickup?", "sorry, i meant someone at tight end specifically"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: ["who should i pick up this week, and should i drop chris godwin since he's hurt to make room?"],
    expect: ["waivers", "dropStash"],
    players: ["Chris Godwin"],
  },

  // ---- playoffs ----
  { turns: ["what's the chance i make it to the end-of-year bracket?"], expect: "playoffs" },
  { turns: ["how likely is it that i end up in the top 6 when the regular weeks are over?"], expect: "playoffs" },
  {
    turns: ["what's my record so far?", "so what does that mean for me getting into the postseason?"],
    expect: "playoffs",
  },
  { turns: ["sorry if this isnt how it works but do i still have a shot at the playoff rounds?"], expect: "playoffs" },
  {
    turns: ["if i win out do i make it?", "ok but what about right now, what are my actual chances?"],
    expect: "playoffs",
  },
  {
    turns: ["what are my odds of getting in, and what could i do to make them better?"],
    expect: ["playoffs", "improveOdds"],
  },

  // ---- improveOdds ----
  { turns: ["what moves should i make to have a better chance of getting into the playoffs?"], expect: "improveOdds" },
  { turns: ["how do i raise my chances of making the final bracket thing?"], expect: "improveOdds" },
  { turns: ["what are my playoff chances?", "ok thats not great. what can i do about it?"], expect: "improveOdds" },
  { turns: ["is there anything i can change on my team to make the postseason more likely?"], expect: "improveOdds" },
  { turns: ["whats the one thing i could do that would help my playoff chances the most?"], expect: "improveOdds" },
  {
    turns: [
      "i really want to make it to the end rounds. what should i be doing differently the next few weeks to get in?",
    ],
    expect: "improveOdds",
  },

  // ---- matchup ----
  { turns: ["who am i playing against this week and do i have a good chance?"], expect: "matchup" },
  {
    turns: ["what's quinn's team going to score this week and who are they up against?"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  {
    turns: ["who's my opponent this week?", "and what about harper's team, who do they face?"],
    expect: "matchup",
    team: "Fourth & Long Shots",
  },
  { turns: ["how does my team stack up against the guy im facing this sunday"], expect: "matchup" },
  {
    turns: ["how are the audible alchemists doing this year?", "are they gonna win this week though?"],
    expect: "matchup",
    team: "Audible Alchemists",
  },
  {
    turns: ["who's got the most points in the whole league?", "ok and is rowan's team gonna win this week?"],
    expect: "matchup",
    team: "End Zone Envy",
  },
  {
    turns: ["what's coach blake's record?", "and are they gonna win this week?"],
    expect: "matchup",
    team: "Sunday Scaries",
  },

  // ---- record ----
  { turns: ["what's my win-loss so far? i lost track"], expect: "record" },
  {
    turns: ["how is coach tatum's team doing this year, like wins and losses?"],
    expect: "record",
    team: "Red Zone Raiders",
  },
  { turns: ["what's my record?", "and finley's?"], expect: "record", team: "Waiver Wire Wizards" },
  {
    turns: ["where does play action pack sit in the league table, and who are they playing this week?"],
    expect: ["record", "matchup"],
    team: "Play Action Pack",
  },
  { turns: ["who's in first?", "and where do i rank?"], expect: "record" },
  { turns: ["how many games have i won, and am i going to make the playoffs?"], expect: ["record", "playoffs"] },

  // ---- rosterStatus ----
  { turns: ["is anyone on my team hurt or off this week?"], expect: "rosterStatus" },
  {
    turns: ["which of my players arent playing next week because of the week off thing?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["for week 13, who on my team is out? either hurt or their team isnt playing"],
    expect: "rosterStatus",
    week: 13,
  },
  {
    turns: ["is anybody on my squad injured this week?", "what about next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  { turns: ["any byes this week for me?", "and in week 12?"], expect: "rosterStatus", week: 12 },
  {
    turns: ["who's hurt on my team this week and who should i pick up to replace them?"],
    expect: ["rosterStatus", "waivers"],
  },

  // ---- positionRank ----
  { turns: ["can you rank my running backs for this week, best to worst?"], expect: "positionRank", position: "RB" },
  {
    turns: [
      "put my running backs in order for this week please, and is bijan robinson hurt at all? sorry two questions",
    ],
    expect: ["positionRank", "status"],
    players: ["Bijan Robinson"],
    position: "RB",
  },
  {
    turns: ["put my wide receivers in order from who'll score the most to least this week please"],
    expect: "positionRank",
    position: "WR",
  },
  { turns: ["list my tight ends in order for this week, i have a few"], expect: "positionRank", position: "TE" },
  { turns: ["for week 11, how do my receivers rank?"], expect: "positionRank", position: "WR", week: 11 },
  {
    turns: ["rank my rbs this week", "ok now the pass catchers, the wide receiver ones"],
    expect: "positionRank",
    position: "WR",
  },
  { turns: ["rank my wrs this week", "and same thing for week 12?"], expect: "positionRank", position: "WR", week: 12 },

  // ---- projectedTotal ----
  { turns: ["how many points is my team expected to put up this week?"], expect: "projectedTotal" },
  {
    turns: ["whats my team's projection for this weekend, and like the best case and worst case?"],
    expect: "projectedTotal",
  },
  { turns: ["who am i playing this week?", "and how many points are we supposed to score?"], expect: "projectedTotal" },
  { turns: ["whats my total looking like for sunday, high and low?"], expect: "projectedTotal" },
  {
    turns: ["what's my projected score?", "and whats the highest it could realistically go?"],
    expect: "projectedTotal",
  },
  {
    turns: ["how many points will my team get this week and am i likely to win?"],
    expect: ["projectedTotal", "matchup"],
  },

  // ---- leaders ----
  { turns: ["who's the best team in the league right now?"], expect: "leaders" },
  { turns: ["who has scored the most points in our league so far?"], expect: "leaders" },
  { turns: ["which team is most likely to win the whole thing?"], expect: "leaders" },
  { turns: ["what's my record?", "and who's in first place?"], expect: "leaders" },
  {
    turns: ["what are my playoff odds?", "how about the rest of the league, who has the best chances?"],
    expect: "leaders",
  },
  { turns: ["who's in first place and where am i at?"], expect: ["leaders", "record"] },

  // ---- sleepers ----
  {
    turns: ["are there any under the radar guys nobody's talking about that i could grab for next week?"],
    expect: "sleepers",
  },
  { turns: ["who are some deep cuts for next week? players most people wouldnt think of"], expect: "sleepers" },
  {
    turns: ["sleepers for next week? i heard that word on a podcast, i think it means surprise good players?"],
    expect: "sleepers",
  },
  {
    turns: [
      "who should i grab from the free players this week?",
      "what about some longer shots for next week, guys nobody's on yet?",
    ],
    expect: "sleepers",
  },
  { turns: ["who's a surprise player that might pop off next week that probably nobody has?"], expect: "sleepers" },
  {
    turns: ["who should i add this week, and any long shots worth a look for next week?"],
    expect: ["waivers", "sleepers"],
  },

  // ---- dropStash ----
  { turns: ["chris godwin is hurt again, do i keep him or cut him?"], expect: "dropStash", players: ["Chris Godwin"] },
  {
    turns: ["there's an injured spot on my team page, should i put my hurt guys there or just drop them?"],
    expect: "dropStash",
  },
  {
    turns: ["should i hold onto brandon aiyuk while he's out or is it time to let him go?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["is mark andrews hurt?", "ok should i hang on to him or get rid of him then?"],
    expect: "dropStash",
    players: ["Mark Andrews"],
  },
  {
    turns: ["is anyone on my team hurt right now?", "ok what do i do with those guys, keep them or just release them?"],
    expect: "dropStash",
  },
  {
    turns: ["is it dumb to keep nico collins around while he's hurt? i kind of need the roster spot"],
    expect: "dropStash",
    players: ["Nico Collins"],
  },

  // ---- byeCover ----
  {
    turns: ["my quarterback's team is off next week, who do i play instead?"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: ["trey mcbride has his week off soon, who can fill in at tight end?"],
    expect: "byeCover",
    players: ["Trey McBride"],
    position: "TE",
  },
  {
    turns: ["is lamar jackson off this week?", "ok who can i use in his place then?"],
    expect: "byeCover",
    players: ["Lamar Jackson"],
    position: "QB",
  },
  {
    turns: ["who's a one week replacement running back for when derrick henry's team isn't playing?"],
    expect: "byeCover",
    players: ["Derrick Henry"],
    position: "RB",
  },
  {
    turns: ["my tight end has the week off in week 12, who could i pick up just for that week?"],
    expect: "byeCover",
    position: "TE",
    week: 12,
  },
  {
    turns: ["who on my team has a bye next week?", "ok so who do i get to fill in for the running back?"],
    expect: "byeCover",
    position: "RB",
    week: "next",
  },

  // ---- scenario ----
  { turns: ["what happens to my chances if i lose this week?"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["if i go 3-1 the rest of the way what are my odds?"], expect: "scenario", scenario: { wins: 3, games: 4 } },
  {
    turns: ["if i end up 8-6 do i get in? sorry not sure how many wins you usually need"],
    expect: "scenario",
    scenario: { wins: 8, games: 14 },
  },
  {
    turns: ["what are my playoff odds?", "and if i won all of my remaining games?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["say i win 2 of my last 5, is that enough for the end-of-year bracket?"],
    expect: "scenario",
    scenario: { wins: 2, games: 5 },
  },
  {
    turns: ["what are my chances of getting in?", "what if i only win three more?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  {
    turns: ["how bad is it for my chances if i lose this week, and what can i do to make up for it?"],
    expect: ["scenario", "improveOdds"],
    scenario: "lose-this-week",
  },

  // ---- tradeIdeas ----
  {
    turns: ["i have too many receivers and not enough running backs. what kind of trade could i put together?"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: ["what could i get if i offered up george pickens? who should i be going after?"],
    expect: "tradeIdeas",
    players: ["George Pickens"],
  },
  {
    turns: ["i want a better tight end. who should i go after and what would i have to give up?"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["what's drake london worth?", "ok so what could i bundle him with to get a top running back?"],
    expect: "tradeIdeas",
    players: ["Drake London"],
    position: "RB",
  },
  {
    turns: ["can you come up with some trade offers using jordan addison and rome odunze?"],
    expect: "tradeIdeas",
    players: ["Jordan Addison", "Rome Odunze"],
  },
  {
    turns: ["should i trade jaylen waddle?", "ok, who could i realistically get back for him?"],
    expect: "tradeIdeas",
    players: ["Jaylen Waddle"],
  },

  // ---- help ----
  { turns: ["what kinds of things can you help me with?"], expect: "help" },
  { turns: ["sorry im new to all this, what are you able to do?"], expect: "help" },
  { turns: ["how do i use you? like what questions am i allowed to ask?"], expect: "help" },
  { turns: ["hi", "what sort of stuff can you answer for me?"], expect: "help" },

  // ---- None ----
  { turns: ["what's the weather going to be like in buffalo on sunday?"], expect: "None" },
  { turns: ["tell me a joke about football"], expect: "None" },
  { turns: ["who do you think wins the nba title this year?"], expect: "None" },
  { turns: ["what does a nickel defense mean in actual football? i keep hearing it on tv"], expect: "None" },
  { turns: ["can you help me write an email to my boss?"], expect: "None" },
  { turns: ["how's your day going?"], expect: "None" },
  {
    turns: ["who should i start, puka or nabers?", "thanks! unrelated but do you know a good pizza place near me?"],
    expect: "None",
  },
  { turns: ["what time does the thursday night game start on tv?"], expect: "None" },
];
