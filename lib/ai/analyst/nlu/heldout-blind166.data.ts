// Blind held-out evaluation set 166 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a stats nerd — numbers and abbreviations (ROS, PPR, ECR, xFP, WOPR, snap %, target share,
// EV, median/ceiling), precise phrasing, sometimes formulas.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_166: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "Wk10 PPR start/sit: Nabers vs Waddle. Which one has the higher median? I care about floor > ceiling this week.",
    ],
    expect: "startSit",
    players: ["Malik Nabers", "Jaylen Waddle"],
    week: 10,
  },
  {
    turns: [
      "Start Bo Nix or Jared Goff this week? Nix has the rushing floor (~6 att/g), Goff the better EPA/dropback.",
      "ok what about next week, same two?",
    ],
    expect: "startSit",
    players: ["Bo Nix", "Jared Goff"],
    week: "next",
  },
  {
    turns: ["argmax over {Chase Brown, Kyren} of E[PPR pts | wk 10]? Need to pick one of them to start."],
    expect: "startSit",
    players: ["Chase Brown", "Kyren Williams"],
    week: 10,
  },
  {
    turns: [
      "Is Jaxson Dart a startable QB in a 12-team 1QB league this week given his ~7 rush att/g? " +
        "Yes/no on starting him.",
    ],
    expect: "startSit",
    players: ["Jaxson Dart"],
  },
  {
    turns: [
      "Should I start Rome Odunze or Jordan Addison this week?",
      "Addison's target share dipped to 17%, Odunze's aDOT is 14+. Actually forget Addison — Odunze " +
        "vs Jakobi Meyers then?",
    ],
    expect: "startSit",
    players: ["Rome Odunze", "Jakobi Meyers"],
  },
  {
    turns: [
      "My TE room is thin this year, route participation is the only stat I trust.",
      "Mark Andrews this week: start or bench? His route % is ~55 and that caps his median.",
    ],
    expect: "startSit",
    players: ["Mark Andrews"],
  },

  // compare
  {
    turns: [
      "ROS in full PPR, who's the better asset: Puka or Ja'Marr Chase? Weight by xFP/game over the remaining weeks.",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Ja'Marr Chase"],
  },
  {
    turns: ["Over the rest of the season, Omarion Hampton vs Quinshon Judkins — whose ROS median PPR/g is higher?"],
    expect: "compare",
    players: ["Omarion Hampton", "Quinshon Judkins"],
  },
  {
    turns: [
      "Compare Trey McBride and Brock Bowers ROS — TPRR, route %, target share.",
      "ok now the same comparison but Kittle vs LaPorta",
    ],
    expect: "compare",
    players: ["George Kittle", "Sam LaPorta"],
  },
  {
    turns: [
      "Rank these two for the rest of the season, not this week: T-Mac vs Egbuka. WOPR says McMillan " +
        "but Egbuka's YPRR is better.",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: ["ROS ECR has Bijan one spot ahead of Gibbs. Do you agree? Who's the better RB from here through week 17?"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "I'm modeling my WR depth for the playoff stretch, 3 of my 5 WRs are sub-20% target share.",
      "Who's the better ROS piece, JSN or Nico Collins? Ignore this week's matchups entirely.",
    ],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Nico Collins"],
  },

  // slot
  { turns: ["Who maximizes E[pts] in my FLEX slot this week? Use PPR medians."], expect: "slot", position: "FLEX" },
  {
    turns: ["Who's my QB this week? Give me the highest-median option on my roster, ties broken by rushing floor."],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["Who should be my RB2 this week? Optimize for 50th percentile.", "ok and my TE spot, same criterion?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["Fill my WR3 for week 11 — whoever has the best 10th-percentile outcome on my bench."],
    expect: "slot",
    position: "WR",
    week: 11,
  },
  {
    turns: ["Which of my guys should occupy the RB2 slot this week? Optimize for median PPR, not ceiling."],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["Who should I play at flex this week? Highest xFP wins.", "what about next week's flex?"],
    expect: "slot",
    position: "FLEX",
    week: "next",
  },

  // lineup
  { turns: ["Optimize my full starting lineup for week 10 by projected PPR median."], expect: "lineup", week: 10 },
  {
    turns: ["Check my lineup: is any starter's E[pts] lower than a bench guy's? Set the optimal 9."],
    expect: "lineup",
  },
  {
    turns: ["Set my lineup for this week — max Σ median PPR.", "now do next week's lineup too"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["Run a lineup optimizer on my roster: maximize Σ E[pts_i] subject to QB/2RB/2WR/TE/FLEX constraints."],
    expect: "lineup",
  },
  {
    turns: [
      "Is Rashee Rice out this week? Need his designation.",
      "ok given that, re-optimize my whole starting lineup",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "I'm a ~40% underdog per the sims. Who should be in my starting lineup this week? Full lineup " +
        "please, ceiling-weighted.",
    ],
    expect: "lineup",
  },

  // outlook
  {
    turns: ["What's Ashton Jeanty's ROS outlook? Snap % is ~70 and he's getting 20+ opportunities/g."],
    expect: "outlook",
    players: ["Ashton Jeanty"],
  },
  {
    turns: ["Give me BTJ's median and ceiling projection for this week in PPR."],
    expect: "outlook",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["What's Skattebo's rest-of-season projection in PPR pts/g?", "and Tyrone Tracy's?"],
    expect: "outlook",
    players: ["Tyrone Tracy Jr."],
  },
  {
    turns: [
      "How good is Xavier Worthy actually? His xFP/g minus actual PPR/g gap suggests positive " +
        "regression — what's his projection?",
    ],
    expect: "outlook",
    players: ["Xavier Worthy"],
  },
  {
    turns: ["Floor/ceiling range for Lamar this week — 10th and 90th percentile fantasy points?"],
    expect: "outlook",
    players: ["Lamar Jackson"],
  },
  {
    turns: [
      "Tell me about Woody Marks.",
      "specifically: is his ROS projection a weekly RB2 (top-24) or is the 60% snap share a mirage?",
    ],
    expect: "outlook",
    players: ["Woody Marks"],
  },

  // status
  {
    turns: ["Injury status on CMC — DNP, LP or FP on Friday's report?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Is Tyreek active for Sunday or ruled out? Need the official designation before the 1pm lock."],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: [
      "Start Joe Burrow or Baker Mayfield this week? Burrow's CPOE is +4.",
      "wait — is Burrow even playing? what's his injury designation?",
    ],
    expect: "status",
    players: ["Joe Burrow"],
  },
  {
    turns: ["What's Chris Godwin's practice participation this week? Need the Wed/Thu/Fri line."],
    expect: "status",
    players: ["Chris Godwin"],
  },
  {
    turns: [
      "Nico Collins popped up on Thursday's injury report.",
      "What's the probability he suits up Sunday given the Q tag?",
    ],
    expect: "status",
    players: ["Nico Collins"],
  },

  // tradeValue
  {
    turns: [
      "What's Derrick Henry's trade value right now? He's 31 and his YPC is regressing — is this the sell-high window?",
    ],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["Is JT a sell-high? He's on RB1 pace but his TD rate is ~2x expected."],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["What's MHJ worth in a trade right now, in trade-chart points?", "and London's?"],
    expect: "tradeValue",
    players: ["Drake London"],
  },
  {
    turns: ["Buy-low on Achane? His RYOE is fine but he's underperforming xFP by 4/g."],
    expect: "tradeValue",
    players: ["De'Von Achane"],
  },
  {
    turns: ["In trade-value-chart terms, how many points is CeeDee Lamb worth right now?"],
    expect: "tradeValue",
    players: ["CeeDee Lamb"],
  },
  {
    turns: [
      "Kyle Pitts is TE7 in PPR pts/g on a 21% target share.",
      "Is that his peak value? Should I sell him now while it's inflated?",
    ],
    expect: "tradeValue",
    players: ["Kyle Pitts"],
  },

  // buyLow
  {
    turns: ["Who are the best buy-low candidates in the league right now — guys with xFP >> actual PPR?"],
    expect: "buyLow",
  },
  { turns: ["List sell-high candidates on my roster: the positive TD-over-expected outliers."], expect: "buyLow" },
  { turns: ["Show me buy-low targets ranked by (xFP − FP)/g.", "now the sell-high side"], expect: "buyLow" },
  {
    turns: [
      "Which players league-wide have the biggest negative gap between target share and fantasy " +
        "output? I want buy-lows.",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "I have surplus WR depth and want to spend it.",
      "Any RBs worth buying low on? Looking for snap % up, production down.",
    ],
    expect: "buyLow",
    position: "RB",
  },
  {
    turns: [
      "Regression candidates: who should I sell high before their efficiency normalizes? YPRR outliers especially.",
    ],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["Trade eval: I give Saquon, I get Amon-Ra St. Brown + Rico Dowdle. ΔROS xFP says I win — agree?"],
    expect: "trade",
    players: ["Saquon Barkley", "Amon-Ra St. Brown", "Rico Dowdle"],
  },
  {
    turns: ["I've been offered Garrett Wilson for my Josh Jacobs. Accept? Net ROS PPR please."],
    expect: "trade",
    players: ["Garrett Wilson", "Josh Jacobs"],
  },
  {
    turns: [
      "Should I trade Breece Hall for Jameson Williams? EV in ROS points.",
      "what if they add Hunter Henry to their side?",
    ],
    expect: "trade",
    players: ["Breece Hall", "Jameson Williams", "Hunter Henry"],
  },
  {
    turns: [
      "2-for-1: my Davante Adams + Javonte Williams for their Justin Jefferson. Does the " +
        "consolidation premium justify it in ROS VORP terms?",
    ],
    expect: "trade",
    players: ["Davante Adams", "Javonte Williams", "Justin Jefferson"],
  },
  {
    turns: ["Should I accept: Josh Allen for Jalen Hurts + Zay Flowers? Compute net ROS points above replacement."],
    expect: "trade",
    players: ["Josh Allen", "Jalen Hurts", "Zay Flowers"],
  },
  {
    turns: [
      "I'm thinking of moving Travis Kelce, his route % fell to 68.",
      "Offer on the table: Kelce for Chuba Hubbard and Jake Ferguson. Win or loss for me in ROS EV?",
    ],
    expect: "trade",
    players: ["Travis Kelce", "Chuba Hubbard", "Jake Ferguson"],
  },

  // tradeIdeas
  {
    turns: ["What could I get for Bucky Irving? Find trade packages that raise my ROS projected total."],
    expect: "tradeIdeas",
    players: ["Bucky Irving"],
  },
  {
    turns: [
      "Which team in the league is short at RB and long at WR? I want a trade partner where the surplus math works.",
    ],
    expect: "tradeIdeas",
  },
  {
    turns: ["Who should I trade for? Target top-12 ROS xFP players on teams with <10% playoff odds."],
    expect: "tradeIdeas",
  },
  {
    turns: [
      "My WR corps ranks 10th of 12 in projected ROS points.",
      "Find me a trade to fix it — who are realistic WR targets?",
    ],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: [
      "Pocket Passers have 4 startable RBs by median projection.",
      "What could I realistically get from them in a trade?",
    ],
    expect: "tradeIdeas",
    team: "Pocket Passers",
  },
  {
    turns: ["What could I get for Terry McLaurin? He's at a 24% target share.", "and if I package him with Kamara?"],
    expect: "tradeIdeas",
    players: ["Terry McLaurin", "Alvin Kamara"],
  },

  // waivers
  { turns: ["Top waiver add this week by projected ROS PPR points, and what FAAB % should I bid?"], expect: "waivers" },
  {
    turns: ["I've got $63 of $100 FAAB left.", "Who should I claim off waivers at RB?"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: [
      "Who's the best pickup on the wire right now by ΔROS points?",
      "how much FAAB should I put on him, as a % of my remaining budget?",
    ],
    expect: "waivers",
  },
  {
    turns: ["Best available TE on waivers to add now with route participation ≥ 70%?"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: ["Rank the top 5 free agents I should add today by ΔE[pts] over my worst rostered player."],
    expect: "waivers",
  },
  {
    turns: ["Is there a streaming QB on the wire worth adding for this week? Give me a bid amount too."],
    expect: "waivers",
    position: "QB",
  },

  // sleepers
  {
    turns: ["Deep stashes for the fantasy playoffs — sub-15% rostered guys with contingent RB1 value?"],
    expect: "sleepers",
  },
  {
    turns: ["Sleepers for next week: who's a low-rostered guy with a rising snap % I can grab early?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: [
      "Who should I stash now who could pay off in weeks 15–17?",
      "any handcuffs specifically, ranked by P(lead role)?",
    ],
    expect: "sleepers",
  },
  { turns: ["Give me 3 deep-league sleepers with high xFP but < 20% rostered."], expect: "sleepers" },
  {
    turns: ["Which WRs are sleepers for the rest of the season? Target share trending up, roster % under 30."],
    expect: "sleepers",
    position: "WR",
  },
  {
    turns: [
      "I've got an open bench spot and nothing urgent on the wire this week.",
      "Who's a lottery-ticket stash with the best right-tail upside if things break right later on?",
    ],
    expect: "sleepers",
  },

  // playoffs
  { turns: ["What's my current playoff probability? Monte Carlo it, 10k sims if you can."], expect: "playoffs" },
  { turns: ["P(make playoffs) for Gridiron Gurus as it stands?"], expect: "playoffs" },
  { turns: ["What are my playoff odds, in %?", "and Coach Quinn's?"], expect: "playoffs", team: "Blitz Brigade" },
  { turns: ["What's Hail Mary Heroes' W-L?", "and their playoff odds?"], expect: "playoffs", team: "Hail Mary Heroes" },
  { turns: ["Give me my playoff odds as a percentage plus the 95% CI from your sims."], expect: "playoffs" },

  // improveOdds
  { turns: ["What moves would maximize my P(playoffs)? I'm 4-5 with the 9th-most PF."], expect: "improveOdds" },
  {
    turns: ["How do I turn this season around? Rank possible actions by Δplayoff% per unit of roster cost."],
    expect: "improveOdds",
  },
  {
    turns: ["What are my playoff odds?", "ok how do I raise them — what should I actually do?"],
    expect: "improveOdds",
  },
  {
    turns: [
      "My P(playoffs) is ~31% per your sims, right?",
      "Which roster moves give the biggest marginal increase in that number?",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["I need +15 percentage points of playoff probability. What's the path — trades, waivers, lineup changes?"],
    expect: "improveOdds",
  },
  {
    turns: ["I've lost 3 straight and my PF is 9th of 12.", "What should I change to salvage a playoff spot?"],
    expect: "improveOdds",
  },

  // scenario
  { turns: ["P(playoffs | I win out)?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["What are my playoff odds if I go 3-2 over the remaining 5 games?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["If I lose this week, what happens to my playoff probability? Give me the Δ in percentage points."],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["What are my playoff odds right now?", "and with 2 more wins?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  { turns: ["P(playoffs | 4-1 finish over the final 5)?"], expect: "scenario", scenario: { wins: 4, games: 5 } },
  {
    turns: ["Assume I lose this week's matchup.", "what's my P(playoffs) then?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // matchup
  { turns: ["Who am I playing this week and what's my sim-based win probability?"], expect: "matchup" },
  { turns: ["Lineup's set.", "Am I favored this week? Give me the spread in projected points."], expect: "matchup" },
  { turns: ["Projected score of my week 10 matchup, me vs them, medians only?"], expect: "matchup", week: 10 },
  { turns: ["Who's my opponent this week?", "and what's my win % against them?"], expect: "matchup" },
  {
    turns: ["What's my win probability in next week's matchup? Use projected means and SDs."],
    expect: "matchup",
    week: "next",
  },

  // record
  { turns: ["What's my W-L record and where do I sit in the standings?"], expect: "record" },
  { turns: ["What's Sunday Scaries' record and standings position?"], expect: "record", team: "Sunday Scaries" },
  { turns: ["What's my record?", "and Coach Finley's?"], expect: "record", team: "Waiver Wire Wizards" },
  { turns: ["Current seed and W-L for my team?"], expect: "record" },
  {
    turns: [
      "Thinking about trading with Coach Marlow.",
      "Where does his team sit in the standings right now, record-wise?",
    ],
    expect: "record",
    team: "Two-Minute Drill",
  },

  // leaders
  { turns: ["Who leads the league in points for (PF)?"], expect: "leaders" },
  { turns: ["What's my record?", "ok show me the full league standings, 1 through 12."], expect: "leaders" },
  { turns: ["Which team is the best in the league by all-play win %?"], expect: "leaders" },
  { turns: ["Who has the most PF this season?", "and who's in first place by record?"], expect: "leaders" },
  { turns: ["Top 3 teams in the league by mean points scored per week?"], expect: "leaders" },
  {
    turns: ["Who's the strongest team in our league right now — rank all 12 by record, PF as tiebreak."],
    expect: "leaders",
  },

  // rosterStatus
  {
    turns: ["Planning ahead for the bye crunch.", "Which of my players are on bye in week 11?"],
    expect: "rosterStatus",
    week: 11,
  },
  { turns: ["Any of my starters questionable or out this week? I want the Q/D/O list."], expect: "rosterStatus" },
  {
    turns: ["Who on my roster is injured right now?", "and who's on bye next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  { turns: ["List every player on my roster with an injury designation (Q/D/O/IR)."], expect: "rosterStatus" },
  {
    turns: ["Bye-week check for my team, week 12 — how many of my starters are on bye?"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["Which of my guys are unavailable this week, either injured or on bye? Count + names."],
    expect: "rosterStatus",
  },

  // positionRank
  { turns: ["Rank my WRs for this week by PPR median."], expect: "positionRank", position: "WR" },
  {
    turns: ["Order my running backs by projected points for week 11."],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  { turns: ["Rank my WRs this week by E[pts].", "now do running backs"], expect: "positionRank", position: "RB" },
  { turns: ["Sort my tight ends by ceiling (90th pct) this week."], expect: "positionRank", position: "TE" },
  {
    turns: ["Rank my QBs for next week by expected fantasy points."],
    expect: "positionRank",
    position: "QB",
    week: "next",
  },
  {
    turns: ["Rank my running backs for this week by projected median.", "same thing but for next week"],
    expect: "positionRank",
    position: "RB",
    week: "next",
  },

  // projectedTotal
  {
    turns: ["How many points is my team projected to score this week? Give me the median and 80% interval."],
    expect: "projectedTotal",
  },
  { turns: ["What's my team's projected total for week 10?"], expect: "projectedTotal", week: 10 },
  {
    turns: ["What's my team's projected score this week?", "and what's the range — p10 to p90?"],
    expect: "projectedTotal",
  },
  { turns: ["Σ of my starters' projections this week — what's my team total?"], expect: "projectedTotal" },
  { turns: ["What's my projected team total this week?", "and next week?"], expect: "projectedTotal", week: "next" },

  // dropStash
  { turns: ["Who's the lowest-ROS-EV player on my roster to drop for a waiver add?"], expect: "dropStash" },
  {
    turns: ["Should I drop Tony Pollard or keep stashing him? His snap share is down to 38%."],
    expect: "dropStash",
    players: ["Tony Pollard"],
  },
  {
    turns: ["Is JK Dobbins out this week?", "It's multi-week per the report. IR stash or drop?"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["Is Aiyuk playing this week?", "if he's out again, should I just cut him or hold him on IR?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["I need a roster spot. Drop Rachaad White or Kyle Monangai? Minimize lost ROS points."],
    expect: "dropStash",
    players: ["Rachaad White", "Kyle Monangai"],
  },
  { turns: ["Who should I cut to make room? Minimize ROS value lost, ignore sunk cost."], expect: "dropStash" },

  // byeCover
  {
    turns: ["Jalen Hurts is on bye next week — who replaces him? Highest-median option."],
    expect: "byeCover",
    players: ["Jalen Hurts"],
    week: "next",
  },
  {
    turns: ["My TE is on bye in week 11. Who covers the TE spot that week?"],
    expect: "byeCover",
    position: "TE",
    week: 11,
  },
  {
    turns: ["Who's on bye for me next week?", "who do I plug in for them, by E[pts]?"],
    expect: "byeCover",
    week: "next",
  },
  {
    turns: ["Bye-week replacement for Mike Evans: best option on my bench or waivers by E[pts]?"],
    expect: "byeCover",
    players: ["Mike Evans"],
  },
  {
    turns: ["Mahomes has his bye in week 12. Which streamer covers it best by projected pts?"],
    expect: "byeCover",
    players: ["Patrick Mahomes"],
    week: 12,
  },
  {
    turns: ["Dallas Goedert's on bye next week, he's my TE1 by target share.", "who should fill in for him?"],
    expect: "byeCover",
    players: ["Dallas Goedert"],
    week: "next",
  },

  // help
  { turns: ["What can you do? List your capabilities."], expect: "help" },
  { turns: ["How do you work — what model and data (xFP, ECR, snap %) feed your projections?"], expect: "help" },
  { turns: ["What kinds of questions can I ask you? Enumerate them."], expect: "help" },
  { turns: ["hi", "what are you able to help me with in this app?"], expect: "help" },

  // None
  {
    turns: [
      "Start Nabers or Waddle this week?",
      "unrelated, but what's the weather forecast for my trip to Denver on Saturday?",
    ],
    expect: "None",
  },
  { turns: ["Derive the posterior of a beta-binomial with α=2, β=5 after 7 successes in 10 trials."], expect: "None" },
  { turns: ["Who's the NBA MVP favorite this year by EPM?"], expect: "None" },
  {
    turns: ["Should I bet the over on the Bills–Chiefs game total at my sportsbook? What's the +EV side?"],
    expect: "None",
  },

  // two-part
  { turns: ["What's my record, and what are my playoff odds?"], expect: ["record", "playoffs"] },
  {
    turns: ["Is George Kittle practicing, and if so should I start him over Tucker Kraft this week?"],
    expect: ["status", "startSit"],
    players: ["George Kittle", "Tucker Kraft"],
  },
  { turns: ["Who do I play this week, and what's my team's projected total?"], expect: ["matchup", "projectedTotal"] },
  {
    turns: ["Who's the best waiver add right now by ΔROS pts, and who should I drop for him?"],
    expect: ["waivers", "dropStash"],
  },
  {
    turns: ["What's Ladd McConkey's ROS projection, and is he a sell-high at his current trade value?"],
    expect: ["outlook", "tradeValue"],
    players: ["Ladd McConkey"],
  },
  {
    turns: ["Which of my players are injured this week, and can you set my optimal lineup around that?"],
    expect: ["rosterStatus", "lineup"],
  },
  {
    turns: ["What are my current playoff odds, and what would they be if I win out?"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  { turns: ["Who leads the league in PF, and what's my record?"], expect: ["leaders", "record"] },
  {
    turns: ["I'm 5-4, 6th in PF.", "Am I favored this week, and what's my P(playoffs) if I lose it?"],
    expect: ["matchup", "scenario"],
    scenario: "lose-this-week",
  },
];
