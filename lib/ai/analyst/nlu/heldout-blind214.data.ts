// Blind held-out evaluation set 214 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a screen-pointing manager who keeps citing what the app showed (matchup card, dashboard
// odds number, waiver list, roster page tags, projection bars); casual, mostly lowercase, short clipped asks.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_214: HeldOutCase[] = [
  // ---------- startSit ----------
  {
    turns: ["matchup card has Kittle and McBride both sitting around 13 pts. which one do I actually start this week?"],
    expect: "startSit",
    players: ["George Kittle", "Trey McBride"],
  },
  {
    turns: [
      "JSN's projection bar is a good bit longer than Drake London's... do I just trust it and start Smith-Njigba?",
    ],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Drake London"],
  },
  {
    turns: ["roster page has a little Q next to Chuba Hubbard", "if he's good to go is it him or Dowdle on sunday?"],
    expect: "startSit",
    players: ["Chuba Hubbard", "Rico Dowdle"],
  },
  {
    turns: ["Kelce's been meh lately. do I bench him this week or ride it out?"],
    expect: "startSit",
    players: ["Travis Kelce"],
  },
  {
    turns: ["who's my opponent this week", "ok they're stacked. Jamo or Addison — who gets the nod?"],
    expect: "startSit",
    players: ["Jameson Williams", "Jordan Addison"],
  },
  {
    turns: ["what's Bucky Irving projected for this week", "and Chase Brown?", "ok so which of the two do I play"],
    expect: "startSit",
    players: ["Bucky Irving", "Chase Brown"],
  },

  // ---------- compare ----------
  {
    turns: [
      "long haul — McMillan or Egbuka? the rest-of-season tab has them " +
        "almost tied. who would you rather have from here on out",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: ["James Cook vs Breece Hall rest of the way, who finishes with more points?"],
    expect: "compare",
    players: ["James Cook", "Breece Hall"],
  },
  {
    turns: [
      "how's Omarion Hampton looking for the rest of the year",
      "how does he compare with Jeanty from here to the end?",
    ],
    expect: "compare",
    players: ["Omarion Hampton", "Ashton Jeanty"],
  },
  {
    turns: ["not asking about this week. Nabers or Garrett Wilson for the stretch run plus playoffs?"],
    expect: "compare",
    players: ["Malik Nabers", "Garrett Wilson"],
  },
  {
    turns: [
      "player pages for Lamar and Josh Allen both say top-3 ROS",
      "if you had to pick one to ride through the fantasy playoffs which is it",
    ],
    expect: "compare",
    players: ["Lamar Jackson", "Josh Allen"],
  },
  {
    turns: ["is Ladd playing this week", "ok forget this week. Ladd vs Zay Flowers ROS — who do you trust more?"],
    expect: "compare",
    players: ["Ladd McConkey", "Zay Flowers"],
  },

  // ---------- slot ----------
  { turns: ["who goes in my flex this week? lineup page keeps flagging it yellow"], expect: "slot" },
  {
    turns: ["lineup screen has the QB slot blinking empty. who do I put there this week?"],
    expect: "slot",
    position: "QB",
  },
  { turns: ["TE spot's a mess for me. who's the play there?"], expect: "slot", position: "TE" },
  {
    turns: ["rank my tight ends for this week", "ok so who actually goes in the TE slot?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["lineup screen says my flex is projected for 6 pts lol", "who should be in that flex spot instead?"],
    expect: "slot",
  },

  // ---------- lineup ----------
  {
    turns: [
      "the auto-set button on the roster page did something weird. can you " +
        "just give me my optimal lineup for this week?",
    ],
    expect: "lineup",
  },
  { turns: ["best starting lineup for week 10?"], expect: "lineup", week: 10 },
  { turns: ["what's my record", "alright, so build me the strongest lineup you can for sunday"], expect: "lineup" },
  {
    turns: [
      "lineup screen shows 118 projected but I swear I'm leaving points on the bench. who should my starters be?",
    ],
    expect: "lineup",
  },
  {
    turns: ["is Derrick Henry playing this week?", "ok good. now just set my whole lineup, top to bottom"],
    expect: "lineup",
  },

  // ---------- outlook ----------
  {
    turns: ["projection bar for Achane is massive this week — what's he actually projected for?"],
    expect: "outlook",
    players: ["De'Von Achane"],
  },
  { turns: ["what's Puka's projection this week", "and his ceiling?"], expect: "outlook", players: ["Puka Nacua"] },
  {
    turns: ["is CMC playing this week", "nice, what's his projection then?"],
    expect: "outlook",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["JT's player card says 22.4 proj", "is that realistic? what's his floor look like?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["what kinda numbers should I expect from Bijan next week?"],
    expect: "outlook",
    players: ["Bijan Robinson"],
    week: "next",
  },

  // ---------- status ----------
  {
    turns: ["there's a red O next to Rashee Rice on my roster page?? is he out?"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["rank my WRs for this week", "wait is Nico even playing? is he on bye?"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["Bowers' card still says questionable. any update on the injury?"],
    expect: "status",
    players: ["Brock Bowers"],
  },
  {
    turns: ["who's Monangai facing this week", "is he even playing tho? news feed made it sound iffy"],
    expect: "status",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["Justin Jefferson healthy? no tag on the roster page but I heard something"],
    expect: "status",
    players: ["Justin Jefferson"],
  },

  // ---------- tradeValue ----------
  {
    turns: ["Dart's value arrow on the trade screen is pointing straight up. sell high?"],
    expect: "tradeValue",
    players: ["Jaxson Dart"],
  },
  { turns: ["is now the time to buy Etienne?"], expect: "tradeValue", players: ["Travis Etienne Jr."] },
  {
    turns: ["what's Kenneth Walker worth in a trade right now?"],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["what's Skattebo's outlook rest of season", "so do I sell him while his stock is up or hang on?"],
    expect: "tradeValue",
    players: ["Cam Skattebo"],
  },
  { turns: ["George Pickens: buy or sell?"], expect: "tradeValue", players: ["George Pickens"] },
  {
    turns: ["how's Tony Pollard been trending?", "so is he a sell-high guy right now or do I hold?"],
    expect: "tradeValue",
    players: ["Tony Pollard"],
  },

  // ---------- buyLow ----------
  { turns: ["who are some buy-low guys around the league right now?"], expect: "buyLow" },
  { turns: ["any studs on other rosters slumping that I could pry away cheap?"], expect: "buyLow" },
  {
    turns: ["league page is full of big names with ugly last-3-weeks numbers. who should I try to buy low on?"],
    expect: "buyLow",
  },
  {
    turns: [
      "what are my playoff odds",
      "ok I need to get aggressive — which underperformers on other teams should I target cheap?",
    ],
    expect: "buyLow",
  },
  { turns: ["buy low candidates?"], expect: "buyLow" },

  // ---------- trade ----------
  {
    turns: ["Coach Quinn just sent me an offer", "it's his Garrett Wilson for my Chase Brown. accept?"],
    expect: "trade",
    players: ["Garrett Wilson", "Chase Brown"],
  },
  {
    turns: ["would you do this — I give Saquon, I get Puka and Kyren"],
    expect: "trade",
    players: ["Saquon Barkley", "Puka Nacua", "Kyren Williams"],
  },
  {
    turns: ["trade screen has a pending deal: my Mark Andrews for Dallas Goedert. good or bad for me?"],
    expect: "trade",
    players: ["Mark Andrews", "Dallas Goedert"],
  },
  {
    turns: [
      "what's Gibbs's trade value right now",
      "ok what if I flip him straight up for Bijan, is that a win for me?",
    ],
    expect: "trade",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  {
    turns: ["I send Metcalf + Shakir, I get CeeDee back. smart or dumb?"],
    expect: "trade",
    players: ["DK Metcalf", "Khalil Shakir", "CeeDee Lamb"],
  },

  // ---------- waivers ----------
  {
    turns: ["waiver list has a bunch of RBs with green trending arrows. who's the best add?"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["how much FAAB should I throw at Woody Marks? budget bar says I've got $47 left"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: ["is Kittle hurt?", "ugh. need a TE off the wire then. who's out there?"],
    expect: "waivers",
    position: "TE",
  },
  { turns: ["who should I pick up this week"], expect: "waivers" },
  {
    turns: ["is J.K. Dobbins hurt?", "damn. then who's the best running back I can grab from free agency?"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["Sean Tucker is sitting at the top of the waiver list", "worth a claim?"],
    expect: "waivers",
    players: ["Sean Tucker"],
  },

  // ---------- playoffs ----------
  { turns: ["dashboard says my playoff odds are 38%. is that legit? what are my real chances?"], expect: "playoffs" },
  { turns: ["do I make the playoffs or not"], expect: "playoffs" },
  { turns: ["what are Coach Tatum's playoff odds looking like?"], expect: "playoffs", team: "Red Zone Raiders" },
  {
    turns: ["what's my record right now", "and where does that leave me for making the postseason?"],
    expect: "playoffs",
  },
  {
    turns: ["what are my odds", "how about Sunday Scaries — how likely are they to get in?"],
    expect: "playoffs",
    team: "Sunday Scaries",
  },
  {
    turns: ["the odds number on the dashboard jumped to 61 after last week. what's my playoff probability now?"],
    expect: "playoffs",
  },

  // ---------- improveOdds ----------
  { turns: ["what moves would boost my playoff odds?"], expect: "improveOdds" },
  { turns: ["I'm sitting at 29% on the dashboard. what can I do to push that number up?"], expect: "improveOdds" },
  { turns: ["what are my playoff odds", "how do I get that higher?"], expect: "improveOdds" },
  {
    turns: ["give me a game plan to sneak into the playoffs — adds, trades, whatever moves the needle most"],
    expect: "improveOdds",
  },
  { turns: ["which roster moves would give me the biggest bump in playoff chances?"], expect: "improveOdds" },
  {
    turns: [
      "who's leading the league",
      "ugh. I'm on the bubble — what should I be doing to improve my shot at making it?",
    ],
    expect: "improveOdds",
  },

  // ---------- matchup ----------
  { turns: ["who am I playing this week?"], expect: "matchup" },
  { turns: ["matchup card has me at 44% to win. how's this one shaping up?"], expect: "matchup" },
  { turns: ["what's the projected score of my week 11 game?"], expect: "matchup", week: 11 },
  { turns: ["who's my opponent", "what are my chances of beating them?"], expect: "matchup" },
  {
    turns: ["what's my record", "and how do I stack up against Coach Blake this week?"],
    expect: "matchup",
    team: "Sunday Scaries",
  },
  { turns: ["next week's matchup — who do I get and am I favored?"], expect: "matchup", week: "next" },

  // ---------- record ----------
  { turns: ["what's my record?"], expect: "record" },
  {
    turns: ["what are my playoff odds", "standings tab won't load tho. where am I in the standings right now?"],
    expect: "record",
  },
  { turns: ["how many wins do I have so far"], expect: "record" },
  { turns: ["who's leading the league", "and where do I sit?"], expect: "record" },
  { turns: ["W-L check please"], expect: "record" },

  // ---------- rosterStatus ----------
  { turns: ["who's hurt on my team?"], expect: "rosterStatus" },
  { turns: ["any of my guys on bye next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["roster page is covered in red tags. give me the injury rundown"], expect: "rosterStatus" },
  { turns: ["week 12 byes on my roster?"], expect: "rosterStatus", week: 12 },
  {
    turns: ["who should I start at flex", "wait, before that — anyone on my roster out or on bye this week?"],
    expect: "rosterStatus",
  },
  {
    turns: ["what's my projected total", "that seems low. is someone on my roster injured or on bye?"],
    expect: "rosterStatus",
  },

  // ---------- positionRank ----------
  { turns: ["rank my WRs for this week"], expect: "positionRank", position: "WR" },
  {
    turns: ["order my running backs best to worst for next week"],
    expect: "positionRank",
    position: "RB",
    week: "next",
  },
  { turns: ["how do my tight ends stack up for week 11?"], expect: "positionRank", position: "TE", week: 11 },
  { turns: ["who's my best WR this week", "rank all of them for me then"], expect: "positionRank", position: "WR" },
  {
    turns: ["roster page sorts my QBs alphabetically which is useless. rank them by this week's projection"],
    expect: "positionRank",
    position: "QB",
  },
  { turns: ["rank my RBs", "and the same for my receivers?"], expect: "positionRank", position: "WR" },

  // ---------- projectedTotal ----------
  { turns: ["what's my team projected to score this week?"], expect: "projectedTotal" },
  {
    turns: ["the projection bar on my side of the matchup card says 112 — what's my range, floor to ceiling?"],
    expect: "projectedTotal",
  },
  { turns: ["set my best lineup", "with that lineup, what's my projected total?"], expect: "projectedTotal" },
  { turns: ["give me my team's point projection plus the high and low end"], expect: "projectedTotal" },
  { turns: ["what's my projected total for next week"], expect: "projectedTotal", week: "next" },

  // ---------- leaders ----------
  { turns: ["who's got the best record in the league?"], expect: "leaders" },
  { turns: ["which team has scored the most points so far?"], expect: "leaders" },
  { turns: ["what are my playoff odds", "and who has the best odds in the whole league?"], expect: "leaders" },
  { turns: ["who are the top dogs in this league right now?"], expect: "leaders" },
  { turns: ["what's my record", "and who's sitting on top of the standings?"], expect: "leaders" },

  // ---------- sleepers ----------
  {
    turns: ["any waiver adds for this week", "nah I mean sleepers — guys to stash for next week"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["deep cuts that could pop later in the season? the waiver list looks like mostly scrubs"],
    expect: "sleepers",
  },
  { turns: ["who are some speculative adds for the playoff stretch?"], expect: "sleepers" },
  { turns: ["give me a few sleepers"], expect: "sleepers" },
  { turns: ["which under-the-radar guys could break out in the next couple weeks?"], expect: "sleepers" },
  {
    turns: [
      "who should I pick up this week",
      "ok and longer shots — anyone worth stashing for later that nobody's talking about?",
    ],
    expect: "sleepers",
  },

  // ---------- dropStash ----------
  { turns: ["should I drop Godwin or stash him on IR?"], expect: "dropStash", players: ["Chris Godwin"] },
  { turns: ["who's hurt on my team", "ok should I drop those guys or hold them?"], expect: "dropStash" },
  { turns: ["is Aiyuk still worth stashing or do I cut him?"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  {
    turns: ["is Mark Andrews hurt", "if he's out a few weeks do I hang onto him or release him?"],
    expect: "dropStash",
    players: ["Mark Andrews"],
  },
  {
    turns: ["IR slot on my roster page is full and I just got another injured guy. who do I drop, who do I stash?"],
    expect: "dropStash",
  },

  // ---------- byeCover ----------
  {
    turns: ["McBride's on bye next week, who do I replace him with?"],
    expect: "byeCover",
    players: ["Trey McBride"],
    position: "TE",
    week: "next",
  },
  { turns: ["need a QB streamer for Hurts's bye"], expect: "byeCover", players: ["Jalen Hurts"], position: "QB" },
  { turns: ["my kicker's on bye this week. who fills in?"], expect: "byeCover", position: "K" },
  {
    turns: ["any of my guys on bye this week?", "ok who do I plug in for Amon-Ra while he's off?"],
    expect: "byeCover",
    players: ["Amon-Ra St. Brown"],
    position: "WR",
  },
  {
    turns: ["roster page shows Jordan Love with a BYE tag", "who covers QB for me in week 12 then?"],
    expect: "byeCover",
    players: ["Jordan Love"],
    position: "QB",
    week: 12,
  },

  // ---------- scenario ----------
  { turns: ["if I win out, what are my odds?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["what happens to my playoff chances if I drop this week's game?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  { turns: ["say I go 3-2 the rest of the way. in or out?"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  {
    turns: ["what's my playoff %", "and if I only win 2 more?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["dashboard says 52%. what's that look like if I win 4 of my last 5?"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },
  {
    turns: ["what are my odds if I win out", "ok and if I lose this week?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // ---------- tradeIdeas ----------
  {
    turns: ["is Josh Jacobs a sell right now?", "what could I actually get for him?"],
    expect: "tradeIdeas",
    players: ["Josh Jacobs"],
  },
  {
    turns: ["got any trade ideas for me? the trade screen is empty and I'm itching to make a move"],
    expect: "tradeIdeas",
  },
  { turns: ["2-for-1 ideas to consolidate my WR depth?"], expect: "tradeIdeas" },
  { turns: ["who should I be trying to trade for?"], expect: "tradeIdeas" },
  { turns: ["rank my RBs", "I'm deep there. what trades could I make using that depth?"], expect: "tradeIdeas" },
  {
    turns: ["what can I flip Waddle and Olave for to land a real RB1?"],
    expect: "tradeIdeas",
    players: ["Jaylen Waddle", "Chris Olave"],
  },

  // ---------- help ----------
  { turns: ["what can you do?"], expect: "help" },
  { turns: ["hey GM, what kind of stuff can I ask you?"], expect: "help" },
  { turns: ["help"], expect: "help" },
  { turns: ["new to the app — what are you able to help me with?"], expect: "help" },
  { turns: ["tell me a joke", "lol fine. so what are you actually good for?"], expect: "help" },

  // ---------- None ----------
  { turns: ["what's the weather gonna be in Buffalo on Sunday?"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["who should I start at QB", "unrelated — should I bet the Lions -3.5 this week?"], expect: "None" },
  { turns: ["settings page is confusing — how does our league's tiebreaker work?"], expect: "None" },
  { turns: ["what's a good wing recipe for game day"], expect: "None" },
  { turns: ["who wins the Super Bowl this year? real money on the line"], expect: "None" },
  { turns: ["when's the trade deadline in our league?"], expect: "None" },
  { turns: ["write me a poem about losing in fantasy"], expect: "None" },
  { turns: ["how many points is a passing TD worth in our scoring?"], expect: "None" },
  { turns: ["what's my record", "cool. unrelated but what's the capital of Australia?"], expect: "None" },

  // ---------- multi-part ----------
  { turns: ["what's my record and who am I playing this week?"], expect: ["record", "matchup"] },
  {
    turns: ["is Kittle playing this week? and if so do I start him over Kelce?"],
    expect: ["status", "startSit"],
    players: ["George Kittle", "Travis Kelce"],
  },
  { turns: ["who's hurt on my team, and who should I pick up off waivers?"], expect: ["rosterStatus", "waivers"] },
  { turns: ["what are my playoff odds and how do I improve them?"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["rank my WRs for this week and tell me what I'm projected to score"],
    expect: ["positionRank", "projectedTotal"],
    position: "WR",
  },
  {
    turns: ["should I sell Saquon? also who are some buy-low guys out there?"],
    expect: ["tradeValue", "buyLow"],
    players: ["Saquon Barkley"],
  },
  {
    turns: ["what's Tee Higgins projected for this week, and is Jayden Reed playing?"],
    expect: ["outlook", "status"],
    players: ["Tee Higgins", "Jayden Reed"],
  },
  { turns: ["who leads the league in points and where do I stand?"], expect: ["leaders", "record"] },
];
