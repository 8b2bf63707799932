// Blind held-out evaluation set 183 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a numbers-obsessed manager who quotes snap share, target share, yards per route run,
// red-zone touches and opponent rank vs the position before nearly every question, often in two or three sentences.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_183: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: [
      "Gibbs is at a 64% snap share and 5.6 ypc, Bijan is at 81% with 9 red-zone touches over the last three. " +
        "Detroit gets the 27th-ranked run D, Atlanta the 5th. which one do i roll out this week?",
    ],
    expect: "startSit",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  {
    turns: [
      "flowers is running a 0.26 TPRR, meyers 0.22, both on ~85% of routes. flowers or meyers this week?",
      "ok and for week 12? baltimore draws the #2 pass D that week",
    ],
    expect: "startSit",
    players: ["Zay Flowers", "Jakobi Meyers"],
    week: 12,
  },
  {
    turns: [
      "Kraft: 88% route participation, 6 RZ targets. LaPorta: 74% routes, 0.21 TPRR, and he faces the 30th-ranked " +
        "D vs TEs. kraft or laporta for week 11?",
    ],
    expect: "startSit",
    players: ["Tucker Kraft", "Sam LaPorta"],
    week: 11,
  },
  {
    turns: [
      "Monangai has handled 58% of the Bears carries the last two weeks and this week's opponent allows 5.1 ypc " +
        "to RBs.",
      "is he a better start than chuba this week? chuba's down to 49% snaps",
    ],
    expect: "startSit",
    players: ["Kyle Monangai", "Chuba Hubbard"],
  },
  {
    turns: [
      "goff's sitting at 7.9 ANY/A and gets the 31st-ranked pass D, baker's throwing 36 times a game but into the " +
        "6th toughest. goff or mayfield sunday?",
    ],
    expect: "startSit",
    players: ["Jared Goff", "Baker Mayfield"],
  },
  {
    turns: [
      "Hampton is averaging 18.4 touches a game on 71% snaps.",
      "Dowdle's at 70% too but he gets the 29th-ranked rush D. do i play dowdle over him?",
    ],
    expect: "startSit",
    players: ["Rico Dowdle", "Omarion Hampton"],
  },

  // ---- compare ----
  {
    turns: [
      "JSN is at a 33% target share and 3.1 YPRR, Chase is at 29% with 12 end-zone targets. for the rest of the " +
        "year, who do you want?",
    ],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Ja'Marr Chase"],
  },
  {
    turns: [
      "Breece is at 4.7 ypc with 3.9 targets a game, Javonte has 16 red-zone carries but 3.9 ypc. ros who's the " +
        "better back?",
    ],
    expect: "compare",
    players: ["Breece Hall", "Javonte Williams"],
  },
  {
    turns: [
      "Bowers has a 27% target share and 2.2 YPRR, absurd for a TE.",
      "how does he compare with mcbride from here to the end of the season?",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: [
      "Egbuka 0.25 TPRR, McMillan 0.27, both running around 85% of routes. egbuka vs mcmillan ROS, who's better?",
    ],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: [
      "Walker has 11 red-zone carries in his last 4, Etienne has 6 but catches 4.1 balls a game. long term, " +
        "walker or etienne?",
      "and how does bucky irving stack up against walker the rest of the way? bucky's at 71% snaps",
    ],
    expect: "compare",
    players: ["Bucky Irving", "Kenneth Walker III"],
  },
  {
    turns: [
      "Higgins: 24% TS, 9 RZ targets. Olave: 26% TS, 1.9 YPRR.",
      "who ends up with more points over the rest of the season?",
    ],
    expect: "compare",
    players: ["Tee Higgins", "Chris Olave"],
  },

  // ---- slot ----
  {
    turns: [
      "flex options: Godwin (79% snaps, 2.0 YPRR), Javonte (62% snaps, 14 RZ touches), Addison (23% TS). who goes " +
        "in the flex?",
    ],
    expect: "slot",
    position: "FLEX",
    players: ["Chris Godwin", "Javonte Williams", "Jordan Addison"],
  },
  {
    turns: [
      "I want whichever kicker gets the most FG attempts, 2.5+ a game ideally, dome preferred. who's my K this week?",
    ],
    expect: "slot",
    position: "K",
  },
  {
    turns: [
      "TE is killing me. Kincaid runs a route on 61% of dropbacks, Fannin has 5 RZ targets in 3 games.",
      "so who do i slot at tight end this week?",
    ],
    expect: "slot",
    position: "TE",
    players: ["Dalton Kincaid", "Harold Fannin Jr."],
  },
  {
    turns: [
      "Nix is averaging 41 rush yds/g, Maye is completing 71% and gets the 26th-ranked pass D.",
      "who's my QB this week?",
    ],
    expect: "slot",
    position: "QB",
    players: ["Bo Nix", "Drake Maye"],
  },
  {
    turns: [
      "going by snap share and targets per game, which bench guy has the highest floor for my flex spot this week?",
    ],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: [
      "Sutton owns a 31% air yards share, Meyers is at 21% with 6 red zone looks.",
      "which of those two belongs in my flex this week?",
    ],
    expect: "slot",
    position: "FLEX",
    players: ["Courtland Sutton", "Jakobi Meyers"],
  },

  // ---- lineup ----
  {
    turns: [
      "I'm averaging 118.4 pts/week, 7th in PF, and I keep leaving points on the bench. optimize every starting " +
        "spot for me this week.",
    ],
    expect: "lineup",
  },
  { turns: ["using vegas implied totals and snap %, set my whole starting lineup for this week"], expect: "lineup" },
  {
    turns: [
      "who's out for me this week, injuries or byes?",
      "ok with that in mind, what's the optimal lineup to start?",
    ],
    expect: "lineup",
  },
  {
    turns: ["3 of my bench guys are over 70% snap share now. give me the best possible starting lineup for sunday"],
    expect: "lineup",
  },
  {
    turns: [
      "my starters have averaged 0.24 TPRR at WR, fine. give me my best lineup this week, and what does it " +
        "project to score?",
    ],
    expect: ["lineup", "projectedTotal"],
  },

  // ---- outlook ----
  {
    turns: [
      "MHJ sits at 0.19 TPRR and 1.6 YPRR, way below where he was drafted. what's his outlook the rest of the way?",
    ],
    expect: "outlook",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: [
      "Judkins has 68% of Cleveland's RB carries and 4 goal-line totes. what are you projecting for him this week?",
    ],
    expect: "outlook",
    players: ["Quinshon Judkins"],
  },
  {
    turns: [
      "TreVeyon's snap share is up to 54% since week 7 and he has 5 RZ carries in 2 games.",
      "what does his rest-of-season projection look like?",
    ],
    expect: "outlook",
    players: ["TreVeyon Henderson"],
  },
  {
    turns: ["Woody Marks: 14 carries a game, 3.2 targets, 47% snaps. what's the longer-term outlook on him?"],
    expect: "outlook",
    players: ["Woody Marks"],
  },
  {
    turns: [
      "Jameson Williams: 18% target share, 17.2 aDOT, 2 RZ targets all year. what's his outlook?",
      "and odunze? he's at 23% TS",
    ],
    expect: "outlook",
    players: ["Rome Odunze"],
  },
  {
    turns: [
      "Sean Tucker's at 6.1 ypc on limited work while Bucky's on 71% of snaps. what's tucker's projection for week 11?",
    ],
    expect: "outlook",
    players: ["Sean Tucker"],
    week: 11,
  },

  // ---- status ----
  {
    turns: ["Kittle had 8 targets and a 92% route rate before the hammy.", "is he a go this week?"],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: ["is CMC on bye this week? he's at 94% of snaps, I can't eat a zero from that slot"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: [
      "Rice has a 30% target share since he came back. is he healthy this week, and what's his outlook rest of season?",
    ],
    expect: ["status", "outlook"],
    players: ["Rashee Rice"],
  },
  {
    turns: ["Nico Collins: 2.8 YPRR, 12 RZ targets. what's the latest on his concussion, has he been cleared?"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["is mark andrews healthy? he's been running 68% of routes", "what about kelce?"],
    expect: "status",
    players: ["Travis Kelce"],
  },
  {
    turns: ["Tyreek's target share is down to 24% from 31.", "is he hurt, or is he on bye in week 12?"],
    expect: "status",
    players: ["Tyreek Hill"],
    week: 12,
  },

  // ---- tradeValue ----
  {
    turns: [
      "Henry is 31, 3.9 ypc over the last 3, but still 15 RZ carries. sell now while the name still carries weight?",
    ],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["Kyren: 82% snaps, 19 RZ touches, 3.7 ypc. what's he worth on the trade market right now?"],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },
  {
    turns: [
      "Achane leads all RBs with 5.4 targets a game and is at 6.0 ypc.",
      "should I buy him or is the price too steep?",
    ],
    expect: "tradeValue",
    players: ["De'Von Achane"],
  },
  {
    turns: [
      "London's 29% target share is top 5 but the QB play around him is ugly. buy, sell or hold on drake london?",
    ],
    expect: "tradeValue",
    players: ["Drake London"],
  },
  {
    turns: ["what's aiyuk's trade value? he's only at a 14% TS since returning", "and garrett wilson's? 28% TS"],
    expect: "tradeValue",
    players: ["Garrett Wilson"],
  },
  {
    turns: [
      "Jeanty's getting 22 touches a game on 3.8 ypc. what's his trade value, and how does he compare to Hampton " +
        "(4.9 ypc) rest of season?",
    ],
    expect: ["tradeValue", "compare"],
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "Jacobs has 11 TDs on 4.0 ypc, textbook regression. what's his outlook from here, and should I sell him now?",
    ],
    expect: ["outlook", "tradeValue"],
    players: ["Josh Jacobs"],
  },

  // ---- buyLow ----
  {
    turns: [
      "I'm looking for guys whose target share is up but fantasy points are down. who are the best buy-low " +
        "targets right now?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "Olave has a 26% TS and only 2 TDs, his xFP is like 4 points a week above what he's scoring.",
      "who else fits that buy-low profile?",
    ],
    expect: "buyLow",
  },
  { turns: ["anyone on my roster scoring way above their xFP that I should sell high on?"], expect: "buyLow" },
  {
    turns: ["show me buy-low options, guys with 25%+ TS and bad TD luck", "ok flip it, who are the sell-high guys?"],
    expect: "buyLow",
  },
  {
    turns: [
      "positive TD regression candidates: 15+ red-zone touches and 2 or fewer scores. who should I try to acquire " +
        "on the cheap?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["who are some buy-low guys to target, and what are my playoff odds right now?"],
    expect: ["buyLow", "playoffs"],
  },

  // ---- trade ----
  {
    turns: ["I give Bijan, I get Nacua + Kraft. Bijan's at 81% snaps, Nacua 31% TS, Kraft 6 RZ targets. fair?"],
    expect: "trade",
    players: ["Bijan Robinson", "Puka Nacua", "Tucker Kraft"],
  },
  {
    turns: ["offer on the table: my Lamb (26% TS, 2.3 YPRR) for his Gibbs (5.6 ypc). accept?"],
    expect: "trade",
    players: ["CeeDee Lamb", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "got offered Jonathan Taylor for Saquon + Mike Evans. JT has 17 RZ touches, Saquon 11, Evans a 22% TS.",
      "is that fair or am i getting fleeced?",
    ],
    expect: "trade",
    players: ["Jonathan Taylor", "Saquon Barkley", "Mike Evans"],
  },
  {
    turns: [
      "thinking of sending Kamara + Pitts for Jefferson. JJ's at a 28% TS with a 3.0 YPRR.",
      "would they take it?",
    ],
    expect: "trade",
    players: ["Alvin Kamara", "Kyle Pitts", "Justin Jefferson"],
  },
  {
    turns: [
      "does hurts for lamar make sense? lamar has 62 rush yds/g, hurts has 9 rush TDs",
      "what if I add ferguson to my side?",
    ],
    expect: "trade",
    players: ["Jalen Hurts", "Jake Ferguson", "Lamar Jackson"],
  },
  {
    turns: [
      "Chase Brown + Jeudy for Amon-Ra. Brown's at 4.6 ypc, Jeudy a 22% TS, ARSB 2.7 YPRR. does that deal work " +
        "for me if I'm the one getting Amon-Ra?",
    ],
    expect: "trade",
    players: ["Chase Brown", "Jerry Jeudy", "Amon-Ra St. Brown"],
  },

  // ---- waivers ----
  {
    turns: [
      "who's the best add this week? want 60%+ snaps and trending up",
      "I've got $43 of FAAB, how much do I bid on him?",
    ],
    expect: "waivers",
  },
  {
    turns: ["any RBs on the wire with real snap share, like 50%+?", "how much faab should i throw at the best one?"],
    expect: "waivers",
    position: "RB",
  },
  { turns: ["top waiver adds for week 11? prioritize target share over TDs"], expect: "waivers", week: 11 },
  { turns: ["wire's thin. any WRs out there with a 20%+ target share I can add?"], expect: "waivers", position: "WR" },
  { turns: ["best waiver claim this week? also, who's banged up on my roster?"], expect: ["waivers", "rosterStatus"] },
  {
    turns: ["BTJ is on IR, 1.9 YPRR when healthy. who's the top add this week, and should I drop Thomas to make room?"],
    expect: ["waivers", "dropStash"],
    players: ["Brian Thomas Jr."],
  },

  // ---- playoffs ----
  {
    turns: ["I'm 5-4 with the 4th-most PF in the league. what are my chances of making the top 6?"],
    expect: "playoffs",
  },
  { turns: ["what's my record?", "and where does that leave my postseason chances?"], expect: "playoffs" },
  {
    turns: [
      "my all-play record is 58-41, which says I've been unlucky. does the model have me sneaking into the playoffs?",
    ],
    expect: "playoffs",
  },
  { turns: ["1,064 points through nine weeks. how likely am I to still be alive in week 15?"], expect: "playoffs" },
  { turns: ["what are my playoff odds, and who am I playing this week?"], expect: ["playoffs", "matchup"] },

  // ---- improveOdds ----
  { turns: ["sitting at 38% playoff odds. what moves actually move the needle?"], expect: "improveOdds" },
  {
    turns: ["I'm bottom 4 in RB snap share. what can I do to boost my chances of making the playoffs?"],
    expect: "improveOdds",
  },
  { turns: ["what are my playoff odds?", "ok how do I get that number up?"], expect: "improveOdds" },
  {
    turns: ["what's my playoff percentage right now", "which pickup or trade adds the most percentage points to that?"],
    expect: "improveOdds",
  },
  {
    turns: [
      "weakest link is TE: 6.2 ppg, 29th in the league. what roster moves improve my shot at the playoffs the most?",
    ],
    expect: "improveOdds",
  },

  // ---- matchup ----
  { turns: ["who am I facing this week and what's my win probability?"], expect: "matchup" },
  {
    turns: [
      "who am I playing this week?",
      "what's the projected score and my win prob? their starters average 71% snaps",
    ],
    expect: "matchup",
  },
  {
    turns: ["Blitz Brigade is 2nd in PF. how does their matchup look this week?"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  {
    turns: ["what's harper's record?", "who are they playing this week and are they favored?"],
    expect: "matchup",
    team: "Fourth & Long Shots",
  },
  { turns: ["am I favored this week? I've got my starters projecting around 124"], expect: "matchup" },
  {
    turns: ["sawyer's squad has the 3rd-best offense by PF.", "what's their win probability this week?"],
    expect: "matchup",
    team: "Audible Alchemists",
  },

  // ---- record ----
  { turns: ["what's my record and where do I sit in the standings?"], expect: "record" },
  {
    turns: ["how's Sunday Scaries doing, W-L? they've got the most points against in the league"],
    expect: "record",
    team: "Sunday Scaries",
  },
  {
    turns: ["what's tatum's team projected to score this week?", "and what's their record?"],
    expect: "record",
    team: "Red Zone Raiders",
  },
  { turns: ["I've scored 1,064 PF through 9 weeks, 3rd in the league. what seed am I right now?"], expect: "record" },
  {
    turns: ["finley's been hot, 148 PF last week.", "what's his team's record and rank?"],
    expect: "record",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["what's my current standing, and what are the odds I make the playoffs from there?"],
    expect: ["record", "playoffs"],
  },

  // ---- rosterStatus ----
  {
    turns: ["who on my roster is injured this week? need to know before I set the lineup by snap share"],
    expect: "rosterStatus",
  },
  { turns: ["anyone on my team on bye next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["check my roster for week 12, byes and injuries"], expect: "rosterStatus", week: 12 },
  { turns: ["any of my guys questionable this week?", "and next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["who's hurt on my team?", "what about week 13 byes?"], expect: "rosterStatus", week: 13 },
  {
    turns: ["who on my roster has a bye next week, and who fills in at WR? I need a 20% TS guy"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "WR",
  },

  // ---- positionRank ----
  {
    turns: ["rank my WRs for this week: target share, matchup, whatever you use"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["order my RBs best to worst for week 11, I care most about red-zone touches"],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  { turns: ["rank my running backs this week", "now do the receivers"], expect: "positionRank", position: "WR" },
  {
    turns: ["TEs on my roster ranked for this week please, I've got two over a 70% route rate"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["rank my wide receivers for this week", "same thing for next week"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  {
    turns: ["how do my QBs stack up this week? one faces the 3rd-ranked pass D, the other the 28th"],
    expect: "positionRank",
    position: "QB",
  },
  {
    turns: ["rank my RBs this week by snap share and matchup, and then give me my full lineup"],
    expect: ["positionRank", "lineup"],
    position: "RB",
  },

  // ---- projectedTotal ----
  { turns: ["what's my team projected to score this week?"], expect: "projectedTotal" },
  {
    turns: ["what's my team projected to score this week?", "what's the range on that, floor and ceiling?"],
    expect: "projectedTotal",
  },
  {
    turns: ["last 3 weeks I put up 131, 109, 142. what's the projection for my squad this week?"],
    expect: "projectedTotal",
  },
  { turns: ["rank my TEs this week", "ok and what's my whole team projected for?"], expect: "projectedTotal" },
  {
    turns: ["how many points am I projected for, range included? I need 120 to stay above .500 in all-play"],
    expect: "projectedTotal",
  },
  {
    turns: ["what's my projected total this week, and what's my opponent projected for?"],
    expect: ["projectedTotal", "matchup"],
  },

  // ---- leaders ----
  { turns: ["league average is 112 PF a week. who's leading the league right now?"], expect: "leaders" },
  { turns: ["top 3 teams by points for?"], expect: "leaders" },
  { turns: ["what are my playoff odds?", "who's got the best odds in the whole league?"], expect: "leaders" },
  { turns: ["strongest roster in the league, going by points per game plus record?"], expect: "leaders" },
  { turns: ["what's my record?", "who's at the top of the standings?"], expect: "leaders" },
  { turns: ["who's the best team in the league, and where do I rank?"], expect: ["leaders", "record"] },

  // ---- sleepers ----
  {
    turns: ["deep sleepers for next week? guys under 10% rostered with rising snap share"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["any deep-league fliers worth a look? 12-teamer and my bench is soft, I'd take anyone with a 15% TS"],
    expect: "sleepers",
  },
  { turns: ["give me sleeper RBs with rising snap share", "now do WRs"], expect: "sleepers", position: "WR" },
  {
    turns: ["who are the top waiver adds?", "ok, and some deeper sleepers nobody's talking about?"],
    expect: "sleepers",
  },
  {
    turns: ["under-the-radar RB for week 11? someone getting goal-line work nobody's noticed"],
    expect: "sleepers",
    position: "RB",
    week: 11,
  },
  {
    turns: ["top waiver targets, plus a couple deep sleepers for next week?"],
    expect: ["waivers", "sleepers"],
    week: "next",
  },

  // ---- dropStash ----
  {
    turns: ["Godwin's on IR again, 2.0 YPRR when healthy. hold or cut?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  {
    turns: ["should I stash Mark Andrews in an IR slot or just drop him? his route share was 68% before"],
    expect: "dropStash",
    players: ["Mark Andrews"],
  },
  {
    turns: ["is Kittle out this week?", "ok so do I keep him or cut bait?"],
    expect: "dropStash",
    players: ["George Kittle"],
  },
  { turns: ["which of my injured guys are worth holding vs dropping? I only have one IR slot"], expect: "dropStash" },
  {
    turns: ["nico collins status?", "he's out 3-4 weeks and I'm 5-4, need wins now. stash or drop?"],
    expect: "dropStash",
    players: ["Nico Collins"],
  },
  {
    turns: ["any injuries on my roster?", "which of them should I hang onto and which should I release?"],
    expect: "dropStash",
  },

  // ---- byeCover ----
  {
    turns: ["my TE's on bye next week. who do I stream at tight end? want 70%+ routes"],
    expect: "byeCover",
    position: "TE",
    week: "next",
  },
  {
    turns: ["my QB's on bye in week 12. anyone on the wire with a rushing floor to cover it?"],
    expect: "byeCover",
    position: "QB",
    week: 12,
  },
  {
    turns: ["who on my team is on bye this week?", "who do I plug in for the RB that's out?"],
    expect: "byeCover",
    position: "RB",
  },
  {
    turns: ["my kicker has a bye this week, who's a good streamer? 2+ FG attempts a game ideally"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["which of my WRs are on bye in week 11?", "who can I grab as a fill-in? 20% TS minimum"],
    expect: "byeCover",
    position: "WR",
    week: 11,
  },
  {
    turns: [
      "starting QB is off this week. which streamer has the softest matchup? opponent rank vs QBs matters most to me",
    ],
    expect: "byeCover",
    position: "QB",
  },

  // ---- scenario ----
  { turns: ["I'm 5-4 with 1,064 PF. if I win out, do I get in?"], expect: "scenario", scenario: "win-out" },
  { turns: ["what are my odds if I go 3-2 the rest of the way?"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  { turns: ["if I drop this week's game, how bad do my odds get?"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["if I win 3 more games, am I in?"], expect: "scenario", scenario: { wins: 3, games: null } },
  { turns: ["what are my playoff odds?", "and if I win out?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["odds if I go 4-1 the rest of the way?", "what about 2-3?"],
    expect: "scenario",
    scenario: { wins: 2, games: 5 },
  },
  {
    turns: ["if I lose this week, what happens to my odds, and what moves would offset that?"],
    expect: ["scenario", "improveOdds"],
    scenario: "lose-this-week",
  },

  // ---- tradeIdeas ----
  {
    turns: [
      "build me a trade package around Waddle. he's at a 19% TS since the QB change and I've got WR depth",
      "what if I throw Kraft in too?",
    ],
    expect: "tradeIdeas",
    players: ["Jaylen Waddle", "Tucker Kraft"],
  },
  {
    turns: ["my TE is 24th in YPRR. who should I target in a trade for a TE upgrade?"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["what's Breece Hall worth?", "ok give me some trade ideas with him as the centerpiece"],
    expect: "tradeIdeas",
    players: ["Breece Hall"],
  },
  {
    turns: ["I want to consolidate Pollard + McConkey into one stud. which targets make sense?"],
    expect: "tradeIdeas",
    players: ["Tony Pollard", "Ladd McConkey"],
  },
  {
    turns: ["trade targets at RB? need someone with 70%+ snaps and goal-line work"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: ["who could I pry away by offering James Cook? he's at 5.2 ypc but I've got RB depth"],
    expect: "tradeIdeas",
    players: ["James Cook"],
  },

  // ---- help ----
  { turns: ["what kinds of stuff can you actually analyze for me? like can you pull snap shares?"], expect: "help" },
  { turns: ["what are you able to do?"], expect: "help" },
  { turns: ["list what you can help with"], expect: "help" },
  { turns: ["hey", "what can you do for me exactly?"], expect: "help" },

  // ---- None ----
  { turns: ["what's the weather going to be in Buffalo on Sunday?"], expect: "None" },
  { turns: ["tell me a joke about kickers"], expect: "None" },
  { turns: ["who wins the NBA finals this year?"], expect: "None" },
  { turns: ["best pizza place open late near me?"], expect: "None" },
  { turns: ["how do I calculate yards per route run in Excel?"], expect: "None" },
  { turns: ["gibbs or bijan this week?", "cool thanks. unrelated, any good podcast recs?"], expect: "None" },
  { turns: ["what's the over/under on the Chiefs game? looking to bet it"], expect: "None" },
  { turns: ["write me a haiku about my team's 5-4 record"], expect: "None" },
];
