// Blind held-out evaluation set 176 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a dynasty-league veteran slumming it in redraft — dense jargon and abbreviations
// (WR1, RB2, ROS, WW, FAAB, TE1, PPR, league winner, hero RB, zero RB), clipped and lowercase-heavy.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_176: HeldOutCase[] = [
  // startSit
  {
    turns: ["Puka or Nabers this wk? full PPR, I can only fire up one"],
    expect: "startSit",
    players: ["Puka Nacua", "Malik Nabers"],
  },
  { turns: ["Kyren this week — start or sit? that run D is nasty"], expect: "startSit", players: ["Kyren Williams"] },
  {
    turns: ["Chuba vs Rico Dowdle for week 11, who gets the start"],
    expect: "startSit",
    players: ["Chuba Hubbard", "Rico Dowdle"],
    week: 11,
  },
  {
    turns: ["is JSN a smash start this week?", "k and Zay Flowers, in or out of the lineup?"],
    expect: "startSit",
    players: ["Zay Flowers"],
  },
  {
    turns: ["Nix or Maye this week? been streaming QB all yr like a degenerate"],
    expect: "startSit",
    players: ["Bo Nix", "Drake Maye"],
  },
  {
    turns: ["leaning Kraft over LaPorta this week", "nah flip it, LaPorta over Kraft? yes or no"],
    expect: "startSit",
    players: ["Sam LaPorta", "Tucker Kraft"],
  },

  // compare
  {
    turns: ["ROS, Bucky or Chase Brown? not asking about this week, whole rest of the way"],
    expect: "compare",
    players: ["Bucky Irving", "Chase Brown"],
  },
  {
    turns: ["Jeanty vs Omarion Hampton, who's the better asset long term"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["line up Olave, Waddle and McConkey for me in ROS value order"],
    expect: "compare",
    players: ["Chris Olave", "Jaylen Waddle", "Ladd McConkey"],
  },
  {
    turns: ["better ROS TE1, Bowers or McBride?", "ok add Kittle into that, where's he land"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride", "George Kittle"],
  },
  {
    turns: ["TreVeyon vs Judkins from here on out — which rookie back do I want for the fantasy playoffs"],
    expect: "compare",
    players: ["TreVeyon Henderson", "Quinshon Judkins"],
  },
  {
    turns: [
      "I keep going back and forth on BTJ",
      "like is he actually better than Egbuka going forward or is that my dynasty brain talking",
    ],
    expect: "compare",
    players: ["Brian Thomas Jr.", "Emeka Egbuka"],
  },

  // slot
  { turns: ["best FLEX play on my roster this wk? full PPR"], expect: "slot", position: "FLEX" },
  { turns: ["RB2 slot is ugly this week. who do I jam in there"], expect: "slot", position: "RB" },
  {
    turns: ["my TE situation is rough", "who from my roster gets the TE spot this week?"],
    expect: "slot",
    position: "TE",
  },
  { turns: ["WR3 has been a black hole for me all year", "so who fills it this week"], expect: "slot", position: "WR" },
  { turns: ["who goes in the W/R/T for week 11"], expect: "slot", position: "FLEX", week: 11 },
  { turns: ["who's my flex this week", "and the RB2 spot?"], expect: "slot", position: "RB" },

  // lineup
  { turns: ["set my lineup for this week, optimize for PPR"], expect: "lineup" },
  { turns: ["is my starting lineup optimal or am I leaving pts on the pine"], expect: "lineup" },
  {
    turns: [
      "benched Gibbs last week and he went for 30, brutal",
      "just build me the best lineup this week so I don't do that again",
    ],
    expect: "lineup",
  },
  { turns: ["set my lineup", "and next week's too?"], expect: "lineup", week: "next" },
  { turns: ["lineup check for wk 11 pls, want it locked before TNF"], expect: "lineup", week: 11 },

  // outlook
  {
    turns: ["JT ceiling this week? I need a slate-breaker to steal a W"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  { turns: ["Bijan projection this wk, how many pts we talking"], expect: "outlook", players: ["Bijan Robinson"] },
  {
    turns: ["Tet McMillan ROS outlook? is the target share sticky or just volume on a bad team"],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
  },
  {
    turns: ["Ja'Marr proj this week?", "what about him next week"],
    expect: "outlook",
    players: ["Ja'Marr Chase"],
    week: "next",
  },
  {
    turns: ["what's the floor on Jacobs? I'm a big fav and just want low variance"],
    expect: "outlook",
    players: ["Josh Jacobs"],
  },
  {
    turns: ["Woody Marks has been getting real work lately", "what's his outlook next week with that backfield"],
    expect: "outlook",
    players: ["Woody Marks"],
    week: "next",
  },

  // status
  { turns: ["is CMC playing sunday?"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["Rashee Rice — any news, is he good to go"], expect: "status", players: ["Rashee Rice"] },
  { turns: ["is Nabers hurt? saw smth on twitter about the knee"], expect: "status", players: ["Malik Nabers"] },
  { turns: ["Tyreek status this wk?", "and Waddle, he suiting up?"], expect: "status", players: ["Jaylen Waddle"] },
  { turns: ["Breece a GTD? need to know before the late window"], expect: "status", players: ["Breece Hall"] },
  {
    turns: ["Walker III left practice early", "is he gonna play tho"],
    expect: "status",
    players: ["Kenneth Walker III"],
  },

  // tradeValue
  {
    turns: ["what's Saquon worth in a trade rn? feels like the tread is going"],
    expect: "tradeValue",
    players: ["Saquon Barkley"],
  },
  { turns: ["sell high on Rico Dowdle or ride the hot hand?"], expect: "tradeValue", players: ["Rico Dowdle"] },
  {
    turns: ["buy window on MHJ? feels like his price bottomed out"],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: ["hold or sell Derrick Henry, he's 31", "ok but what's his actual market value right now"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["Kelce trade value in redraft? name value > production at this point"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: ["DK is on my bench doing nothing", "buy, sell or hold him?"],
    expect: "tradeValue",
    players: ["DK Metcalf"],
  },

  // buyLow
  { turns: ["who are the buy-lows right now? post-hype guys with bad TD luck"], expect: "buyLow" },
  { turns: ["who should I be selling high on?", "flip it — who's a buy-low"], expect: "buyLow" },
  {
    turns: ["any sell-high candidates on my roster, guys whose usage doesn't back up the box score"],
    expect: "buyLow",
  },
  { turns: ["buy-low WR targets? slow starters who still have the target share"], expect: "buyLow", position: "WR" },
  {
    turns: ["trade deadline is coming up", "who in this league should I be trying to buy low on before it hits"],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["Gibbs for Puka + Kraft, do I take it?"],
    expect: "trade",
    players: ["Jahmyr Gibbs", "Puka Nacua", "Tucker Kraft"],
  },
  {
    turns: ["got offered Nico Collins for James Cook. accept?"],
    expect: "trade",
    players: ["Nico Collins", "James Cook"],
  },
  {
    turns: ["who wins this deal: my Jefferson for Lamb + Chuba"],
    expect: "trade",
    players: ["Justin Jefferson", "CeeDee Lamb", "Chuba Hubbard"],
  },
  {
    turns: [
      "thinking of offering Achane for Bowers",
      "if I add Jamo to sweeten it is it still fair or am I overpaying",
    ],
    expect: "trade",
    players: ["De'Von Achane", "Jameson Williams", "Brock Bowers"],
  },
  {
    turns: ["2-for-1: I send Pickens + Kamara, get back Amon-Ra. accept or am I getting fleeced"],
    expect: "trade",
    players: ["George Pickens", "Alvin Kamara", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "Coach Sawyer keeps sniffing around Lamar",
      "he's offering Josh Allen straight up for him. should I do it?",
    ],
    expect: "trade",
    players: ["Lamar Jackson", "Josh Allen"],
  },

  // waivers
  { turns: ["top WW add this week? sitting on $43 FAAB"], expect: "waivers" },
  { turns: ["how much FAAB for Kyle Monangai?"], expect: "waivers", players: ["Kyle Monangai"] },
  { turns: ["best RB on the wire rn? need bodies"], expect: "waivers", position: "RB" },
  {
    turns: ["Sean Tucker worth a claim?", "ok and what's the bid, like % of budget"],
    expect: "waivers",
    players: ["Sean Tucker"],
  },
  { turns: ["went zero RB and it's showing. who do I pick up this week"], expect: "waivers", position: "RB" },
  {
    turns: ["Fannin Jr. is getting run with the injury ahead of him", "blow a chunk of FAAB on him or nah"],
    expect: "waivers",
    players: ["Harold Fannin Jr."],
  },

  // playoffs
  { turns: ["playoff odds as of right now?"], expect: "playoffs" },
  { turns: ["at 4-5 am I even alive for a top-6 seed"], expect: "playoffs" },
  { turns: ["what's my record", "and my playoff %?"], expect: "playoffs" },
  { turns: ["pct chance I make the dance, be honest, no copium"], expect: "playoffs" },
  {
    turns: ["been a rough stretch, lost 3 of 4", "am I still a playoff team? what are the odds looking like"],
    expect: "playoffs",
  },

  // improveOdds
  { turns: ["what moves bump my playoff odds the most?"], expect: "improveOdds" },
  { turns: ["how do I get from 4-5 into the top 6 — trades, adds, whatever it takes"], expect: "improveOdds" },
  { turns: ["my playoff odds look grim", "what can I actually do to fix that"], expect: "improveOdds" },
  {
    turns: [
      "I'm 4-5 and my PF says I'm way better than that",
      "highest-leverage move to boost my chances of getting in?",
    ],
    expect: "improveOdds",
  },
  { turns: ["top-3 PF, unlucky as hell. which roster moves raise my playoff chances"], expect: "improveOdds" },

  // matchup
  { turns: ["who'm I playing this week?"], expect: "matchup" },
  { turns: ["feels like a must-win", "am I favored this wk?"], expect: "matchup" },
  { turns: ["who's my opponent this week", "what's my win prob against them"], expect: "matchup" },
  { turns: ["how do I stack up vs Coach Ellis this week"], expect: "matchup", team: "Pocket Passers" },
  { turns: ["wk 10 H2H preview, where do I have the edge"], expect: "matchup", week: 10 },

  // record
  { turns: ["what's my record?"], expect: "record" },
  { turns: ["where do I sit in the standings rn"], expect: "record" },
  { turns: ["what seed am I if the season ended today"], expect: "record" },
  { turns: ["how'd I do last week", "so what's my W-L now"], expect: "record" },
  { turns: ["who's in 6th right now", "how far back of that spot am I"], expect: "record" },

  // rosterStatus
  { turns: ["who on my roster is hurt?"], expect: "rosterStatus" },
  { turns: ["any of my starters on bye this week?"], expect: "rosterStatus" },
  { turns: ["byes on my team next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["who's on bye for me this week", "and week 12?"], expect: "rosterStatus", week: 12 },
  {
    turns: ["Q tags everywhere this week smh", "run an injury check on my squad, who's Q or O"],
    expect: "rosterStatus",
  },
  { turns: ["who am I missing in week 11, byes and IR"], expect: "rosterStatus", week: 11 },

  // positionRank
  { turns: ["rank my WRs"], expect: "positionRank", position: "WR" },
  { turns: ["order my RBs ROS, best to worst"], expect: "positionRank", position: "RB" },
  {
    turns: ["I'm carrying 3 TEs like a psycho", "how do they stack up against each other"],
    expect: "positionRank",
    position: "TE",
  },
  { turns: ["rank my RBs for me", "same for the wideouts"], expect: "positionRank", position: "WR" },
  { turns: ["tier my QBs — who's actually my QB1"], expect: "positionRank", position: "QB" },
  { turns: ["who's my best receiver down to my worst? WRs only"], expect: "positionRank", position: "WR" },

  // projectedTotal
  { turns: ["what's my projected total this wk?"], expect: "projectedTotal" },
  { turns: ["how many points am I projected for, and what's the range"], expect: "projectedTotal" },
  { turns: ["projected score for my team?", "and next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["team proj for week 11?"], expect: "projectedTotal", week: 11 },
  {
    turns: ["need a big week to stay alive", "realistically what's my squad putting up, points-wise"],
    expect: "projectedTotal",
  },

  // leaders
  { turns: ["who's the best team in the league rn"], expect: "leaders" },
  { turns: ["who leads the league in PF?"], expect: "leaders" },
  { turns: ["what's Red Zone Raiders' record?"], expect: "leaders", team: "Red Zone Raiders" },
  { turns: ["who's 1st in the standings", "and what's Sunday Scaries at?"], expect: "leaders", team: "Sunday Scaries" },
  { turns: ["how's Coach Finley's team doing, W-L?"], expect: "leaders", team: "Waiver Wire Wizards" },

  // sleepers
  { turns: ["sleepers for next week?"], expect: "sleepers", week: "next" },
  { turns: ["deep stash ideas for next wk, guys nobody's rostering"], expect: "sleepers", week: "next" },
  { turns: ["sneaky pickup ahead of week 11?"], expect: "sleepers", week: 11 },
  { turns: ["sleeper WRs for next week?", "any TEs like that too"], expect: "sleepers", position: "TE", week: "next" },
  { turns: ["next week's under-the-radar plays? looking for a league winner type"], expect: "sleepers", week: "next" },
  {
    turns: ["Monangai is gone already", "any other RB flyers for next week worth grabbing now"],
    expect: "sleepers",
    position: "RB",
    week: "next",
  },

  // dropStash
  { turns: ["drop Chris Godwin or stash him on IR?"], expect: "dropStash", players: ["Chris Godwin"] },
  { turns: ["Aiyuk is still out, do I cut bait"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  {
    turns: ["roster crunch, need a spot for a waiver claim", "which of my injured guys is the first cut"],
    expect: "dropStash",
  },
  {
    turns: ["Mark Andrews is banged up again", "worth holding or just drop him"],
    expect: "dropStash",
    players: ["Mark Andrews"],
  },
  {
    turns: ["is Pollard stash-worthy with the injury or is he a drop"],
    expect: "dropStash",
    players: ["Tony Pollard"],
  },
  { turns: ["drop Etienne with the ankle? got no IR slot open"], expect: "dropStash", players: ["Travis Etienne"] },

  // byeCover
  { turns: ["my QB is on bye next week, who do I stream?"], expect: "byeCover", position: "QB", week: "next" },
  { turns: ["need a streaming TE for the bye"], expect: "byeCover", position: "TE" },
  { turns: ["who fills in at K during my kicker's bye"], expect: "byeCover", position: "K" },
  {
    turns: ["is Dicker on bye week 12?", "ok so who covers kicker that week"],
    expect: "byeCover",
    position: "K",
    week: 12,
  },
  { turns: ["bye-week fill-in at DEF for wk 11?"], expect: "byeCover", position: "DEF", week: 11 },
  { turns: ["Goff's bye is coming up", "what's the backup QB plan for that week"], expect: "byeCover", position: "QB" },

  // scenario
  { turns: ["if I win out, am I in?"], expect: "scenario", scenario: "win-out" },
  { turns: ["odds if I go 3-2 the rest of the way"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  {
    turns: ["need to get to 8 wins I think", "do I make it at 8-6?"],
    expect: "scenario",
    scenario: { wins: 8, games: 14 },
  },
  { turns: ["what if I drop this week's game, how bad does it get"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["what are my playoff odds", "and if I win two more?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  { turns: ["4-1 finish, does that get it done?"], expect: "scenario", scenario: { wins: 4, games: 5 } },

  // tradeIdeas
  { turns: ["what can I get for Jeanty?"], expect: "tradeIdeas", players: ["Ashton Jeanty"] },
  {
    turns: ["I'm over Drake London's usage", "who should I target if I shop him"],
    expect: "tradeIdeas",
    players: ["Drake London"],
  },
  { turns: ["2-for-1 ideas w/ Garrett Wilson as the centerpiece"], expect: "tradeIdeas", players: ["Garrett Wilson"] },
  {
    turns: ["Cook's value is peaking", "so what kind of packages can I pull if I move him"],
    expect: "tradeIdeas",
    players: ["James Cook"],
  },
  { turns: ["ideas to package Courtland Sutton for a hero RB?"], expect: "tradeIdeas", players: ["Courtland Sutton"] },
  {
    turns: ["shopping Mike Evans — what realistic offers should I be sending out"],
    expect: "tradeIdeas",
    players: ["Mike Evans"],
  },

  // two-part
  { turns: ["playoff odds rn and what moves get them up?"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["ugh another L", "where am I in the standings and do I even make the playoffs from here"],
    expect: ["record", "playoffs"],
  },
  { turns: ["who am I up against this wk and what's my proj total"], expect: ["matchup", "projectedTotal"] },
  {
    turns: ["Hampton active today? if so is he a start for me"],
    expect: ["status", "startSit"],
    players: ["Omarion Hampton"],
  },
  {
    turns: ["Tee Higgins has been boom-bust all year", "what's he worth and what could I get for him"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Tee Higgins"],
  },
  { turns: ["set my lineup and tell me who's on bye"], expect: ["lineup", "rosterStatus"] },
  {
    turns: ["who do I add off waivers, and which injured guy gets cut to make room"],
    expect: ["waivers", "dropStash"],
  },
  { turns: ["who's the top team in the league rn, and am I favored this week?"], expect: ["leaders", "matchup"] },
  {
    turns: ["Jayden Daniels ROS outlook — and should I sell him?"],
    expect: ["outlook", "tradeValue"],
    players: ["Jayden Daniels"],
  },
  {
    turns: ["if I go 3-2 do I make it, and what moves would help"],
    expect: ["scenario", "improveOdds"],
    scenario: { wins: 3, games: 5 },
  },

  // help
  { turns: ["what can you actually do?"], expect: "help" },
  { turns: ["what kinda questions can I throw at you, GM bot"], expect: "help" },
  { turns: ["help — list your features"], expect: "help" },
  { turns: ["yo", "what're you good for? like can you do trades and waivers n stuff"], expect: "help" },

  // None
  { turns: ["what's the weather in Green Bay sunday"], expect: "None" },
  { turns: ["tell me a joke, I need it after this week"], expect: "None" },
  { turns: ["best bet for MNF? Chiefs -3 a lock?"], expect: "None" },
  { turns: ["who wins the Super Bowl irl this year, gimme a pick to put money on"], expect: "None" },
  { turns: ["any good wing spots for a watch party near me"], expect: "None" },
  { turns: ["set my lineup", "thx. totally unrelated but got a good game-day chili recipe?"], expect: "None" },
];
