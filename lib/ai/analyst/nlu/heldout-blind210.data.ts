// Blind held-out evaluation set 210 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a manager who runs his fantasy team like a business unit — office and corporate jargon
// (bandwidth, ROI, circle back, deliverables, KPIs, synergy, low-hanging fruit, action items, leverage).
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_210: HeldOutCase[] = [
  // ---------- startSit ----------
  {
    turns: [
      "Quick go/no-go: Chuba Hubbard or Rico Dowdle in the starting lineup this week? Which asset delivers more ROI?",
    ],
    expect: "startSit",
    players: ["Chuba Hubbard", "Rico Dowdle"],
  },
  {
    turns: ["From a risk-management standpoint, do I activate Jaxson Dart this week or is that a hard no?"],
    expect: "startSit",
    players: ["Jaxson Dart"],
  },
  {
    turns: [
      "Is Tee Higgins actually suiting up this week or is he still stuck in the injury pipeline?",
      "Understood. Then do I deploy him or Jameson Williams on Sunday?",
    ],
    expect: "startSit",
    players: ["Tee Higgins", "Jameson Williams"],
  },
  {
    turns: [
      "Circling back on Zay Flowers — his usage KPIs are trending up.",
      "Do I start him or Courtland Sutton this week? Need a decision by EOD.",
    ],
    expect: "startSit",
    players: ["Zay Flowers", "Courtland Sutton"],
  },
  {
    turns: [
      "Pull Bo Nix's numbers for this week.",
      "And Jared Goff's? Which of the two gets the green light this week?",
    ],
    expect: "startSit",
    players: ["Bo Nix", "Jared Goff"],
  },
  {
    turns: ["Woody Marks has been crushing his KPIs. Do I bench Kenneth Gainwell to make room for him this week?"],
    expect: "startSit",
    players: ["Woody Marks", "Kenneth Gainwell"],
  },

  // ---------- compare ----------
  {
    turns: [
      "Long-term strategic view: Garrett Wilson or Drake London — who's the " +
        "better asset for the remaining runway of the season?",
    ],
    expect: "compare",
    players: ["Garrett Wilson", "Drake London"],
  },
  {
    turns: [
      "Benchmark JSN against Puka for rest of season. Who's the stronger performer through the fantasy playoffs?",
    ],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Puka Nacua"],
  },
  {
    turns: [
      "Stack-rank Bucky Irving and Chase Brown on rest-of-season value for " +
        "me. Not this week — the whole remaining quarter.",
    ],
    expect: "compare",
    players: ["Bucky Irving", "Chase Brown"],
  },
  {
    turns: [
      "How's Trey McBride looking this week?",
      "Zooming out past this week — how does he stack up against Brock Bowers for the rest of the year?",
    ],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: [
      "Omarion Hampton has been a top performer on my org chart.",
      "Long-range forecast though — him or TreVeyon Henderson from here to the championship?",
    ],
    expect: "compare",
    players: ["Omarion Hampton", "TreVeyon Henderson"],
  },
  {
    turns: [
      "Do I start Tetairoa McMillan or Emeka Egbuka this week?",
      "Fine, but for the long game — which one do I want on the books for the whole playoff run?",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },

  // ---------- slot ----------
  {
    turns: ["Who should own the TE slot for me this week? Need a decision-maker on that line item."],
    expect: "slot",
    position: "TE",
  },
  { turns: ["My flex spot is an open req this week. Who's the best internal candidate to fill it?"], expect: "slot" },
  {
    turns: [
      "Who's my QB this week? I need to lock that seat before kickoff and I don't have the bandwidth to overthink it.",
    ],
    expect: "slot",
    position: "QB",
  },
  {
    turns: [
      "What's the status on Sam LaPorta?",
      "Got it. So who do I slot in at tight end this week, given everything on my roster?",
    ],
    expect: "slot",
    position: "TE",
  },
  {
    turns: [
      "Rank my receivers for this week.",
      "Great. Now who actually gets the flex nod this week out of my whole bench?",
    ],
    expect: "slot",
  },

  // ---------- lineup ----------
  { turns: ["Optimize my entire starting lineup for this week — full org chart, every slot."], expect: "lineup" },
  {
    turns: ["Set my optimal lineup top to bottom this week. I don't have the bandwidth to do it myself."],
    expect: "lineup",
  },
  {
    turns: [
      "What does my matchup look like this week?",
      "OK, given that competitive landscape, what's the best lineup I can field?",
    ],
    expect: "lineup",
  },
  {
    turns: ["What's the highest-leverage lineup configuration Gridiron Gurus can put on the field this Sunday?"],
    expect: "lineup",
  },
  {
    turns: ["Is Derrick Henry good to go this week?", "Great — now build out my full starting nine around that."],
    expect: "lineup",
  },

  // ---------- outlook ----------
  {
    turns: ["What's the forecast on Jahmyr Gibbs this week — projected points, ceiling, the whole dashboard?"],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["Give me the executive summary on Ashton Jeanty's outlook. What's his upside case?"],
    expect: "outlook",
    players: ["Ashton Jeanty"],
  },
  {
    turns: ["Is Jaylen Waddle on the injury report?", "Understood. What's his projected output looking like then?"],
    expect: "outlook",
    players: ["Jaylen Waddle"],
  },
  {
    turns: ["Pull the projections on Lamar for me. What's the ceiling on that asset this week?"],
    expect: "outlook",
    players: ["Lamar Jackson"],
  },
  { turns: ["What's Kyren Williams projected for?", "And Breece Hall?"], expect: "outlook", players: ["Breece Hall"] },
  {
    turns: ["Quick forecast on Ladd McConkey for next week's cycle — what's he projected to put up?"],
    expect: "outlook",
    players: ["Ladd McConkey"],
    week: "next",
  },

  // ---------- status ----------
  {
    turns: ["Is CMC available this week or do I need a contingency plan?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Quick pulse check: is Justin Jefferson dealing with any injury I should have visibility on?"],
    expect: "status",
    players: ["Justin Jefferson"],
  },
  {
    turns: ["Is Nico Collins on bye this week? Need that confirmed before I finalize anything."],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["Should I start Rashee Rice this week?", "Wait — is he even active, or is he still out of office?"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["What's Mark Andrews projected for?", "And is he actually cleared to go, health-wise?"],
    expect: "status",
    players: ["Mark Andrews"],
  },

  // ---------- tradeValue ----------
  {
    turns: ["Is now the window to sell high on Rico Dowdle? His stock has never been higher."],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  {
    turns: ["What's Drake London's outlook for the rest of the way?", "Then should I be taking a buy position on him?"],
    expect: "tradeValue",
    players: ["Drake London"],
  },
  {
    turns: [
      "What's Travis Kelce's outlook?",
      "Right. Do I liquidate him while there's still a market, or ride it out?",
    ],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: ["Should I divest from Jonathan Taylor at peak valuation, or is that leaving money on the table?"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["Is Marvin Harrison Jr. a buy at his current price point? Feels like undervalued equity to me."],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },

  // ---------- buyLow ----------
  { turns: ["Who are the undervalued assets around the league I should be targeting on the cheap?"], expect: "buyLow" },
  {
    turns: [
      "Any buy-low opportunities out there? I'm looking for distressed " +
        "assets other managers might offload at a discount.",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "Identify some low-hanging fruit on other rosters — guys whose value " +
        "is depressed right now but should bounce back.",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "How's my record looking?",
      "Okay, we need to acquire talent. Who are the buy-low targets across the league?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "I've got some surplus depth at RB.",
      "Where are the buy-the-dip plays across the league — guys trading below intrinsic value right now?",
    ],
    expect: "buyLow",
  },

  // ---------- trade ----------
  {
    turns: ["Proposed deal: I send out Saquon, I receive Puka Nacua. Does the ROI pencil out?"],
    expect: "trade",
    players: ["Saquon Barkley", "Puka Nacua"],
  },
  {
    turns: [
      "Coach Tatum is pitching Ja'Marr Chase for my CeeDee Lamb plus Chuba " +
        "Hubbard. Is that a win for my side of the table?",
    ],
    expect: "trade",
    players: ["Ja'Marr Chase", "CeeDee Lamb", "Chuba Hubbard"],
  },
  {
    turns: [
      "What's George Pickens' trade value right now?",
      "Say I flip him for Davante Adams and Jaylen Warren — good deal or bad deal?",
    ],
    expect: "trade",
    players: ["George Pickens", "Davante Adams", "Jaylen Warren"],
  },
  {
    turns: ["Would swapping De'Von Achane for Josh Jacobs be accretive or dilutive to my roster?"],
    expect: "trade",
    players: ["De'Von Achane", "Josh Jacobs"],
  },
  {
    turns: ["Term sheet on the table: my Mike Evans and Chris Godwin for their Amon-Ra St. Brown. Do I sign?"],
    expect: "trade",
    players: ["Mike Evans", "Chris Godwin", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "I'm exploring a restructure around Josh Allen.",
      "If the return is Lamar Jackson plus Khalil Shakir, do I accept the offer?",
    ],
    expect: "trade",
    players: ["Josh Allen", "Lamar Jackson", "Khalil Shakir"],
  },

  // ---------- waivers ----------
  { turns: ["Who's the best waiver add this week? I've got FAAB budget to deploy."], expect: "waivers" },
  {
    turns: ["How much of my FAAB should I allocate to Kyle Monangai? Need a bid recommendation."],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["I need to backfill running back from the free-agent pool. Who are the top RB adds available?"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["Sam LaPorta's out again.", "Any tight ends on the wire worth onboarding as a replacement?"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: [
      "Who on my roster is hurt this week?",
      "Okay, so who should I be picking up off the wire to plug those gaps?",
    ],
    expect: "waivers",
  },
  {
    turns: ["What's the play on the waiver wire at WR this week — who's the highest-upside free agent receiver?"],
    expect: "waivers",
    position: "WR",
  },

  // ---------- playoffs ----------
  { turns: ["What's our probability of making the postseason? Leadership wants a hard number."], expect: "playoffs" },
  { turns: ["Give me the current playoff odds for Gridiron Gurus as of today's close."], expect: "playoffs" },
  {
    turns: ["Who's leading the league right now?", "What about Coach Sawyer's squad — what are their playoff odds?"],
    expect: "playoffs",
    team: "Audible Alchemists",
  },
  { turns: ["What's my record?", "And where does that put my playoff odds?"], expect: "playoffs" },
  {
    turns: ["Is Blitz Brigade on track for a playoff berth? What are their chances?"],
    expect: "playoffs",
    team: "Blitz Brigade",
  },
  {
    turns: ["Are we still realistically in the hunt for a playoff spot? I need a percentage for the quarterly review."],
    expect: "playoffs",
  },

  // ---------- improveOdds ----------
  { turns: ["What action items would actually move the needle on my playoff odds?"], expect: "improveOdds" },
  { turns: ["What's the low-hanging fruit for boosting our postseason probability?"], expect: "improveOdds" },
  {
    turns: ["What are my playoff chances?", "That's below target. What moves can I make to drive that number up?"],
    expect: "improveOdds",
  },
  {
    turns: [
      "Draft me a strategic roadmap: which roster moves give the biggest lift to my chances of making the playoffs?",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["If I win out, am I in?", "Let's not bank on that. What levers can I pull to raise my playoff odds?"],
    expect: "improveOdds",
  },

  // ---------- matchup ----------
  { turns: ["Who's my opponent this week and what's my win probability?"], expect: "matchup" },
  { turns: ["Brief me on this week's head-to-head. Projected score, odds, the works."], expect: "matchup" },
  { turns: ["Who am I facing in week 12 and how do we stack up against them?"], expect: "matchup", week: 12 },
  {
    turns: [
      "What does my lineup look like?",
      "And who are we going up against? What are my chances of closing the deal?",
    ],
    expect: "matchup",
  },
  {
    turns: ["Competitive analysis: how do I match up against whoever's on my calendar next week?"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: ["What's my projected total this week?", "Versus my opponent's, am I favored? What's the win percentage?"],
    expect: "matchup",
  },

  // ---------- record ----------
  { turns: ["What's our W-L so far and where do we sit in the standings?"], expect: "record" },
  { turns: ["Where am I in the league table right now?"], expect: "record" },
  {
    turns: ["What's my projected total this week?", "Separate agenda item — what's my current record?"],
    expect: "record",
  },
  { turns: ["Give me a status report on our season to date: wins, losses, standing."], expect: "record" },
  {
    turns: ["How many wins have we booked year-to-date, and what seed does that put us at right now?"],
    expect: "record",
  },

  // ---------- rosterStatus ----------
  {
    turns: ["Who on my roster is injured or on bye this week? I need a headcount of who's out of office."],
    expect: "rosterStatus",
  },
  {
    turns: ["Run a health audit on my roster: who's banged up, who's questionable, who's out?"],
    expect: "rosterStatus",
  },
  { turns: ["Which of my guys are on bye in week 12?"], expect: "rosterStatus", week: 12 },
  {
    turns: ["Set my lineup for this week.", "Before I lock it in, give me the full injury report for my roster."],
    expect: "rosterStatus",
  },
  {
    turns: ["Who's out for me this week?", "And next week — any byes or injuries on the books?"],
    expect: "rosterStatus",
    week: "next",
  },
  { turns: ["What's my team's bye-week exposure for week 11? Who's unavailable?"], expect: "rosterStatus", week: 11 },

  // ---------- positionRank ----------
  { turns: ["Stack-rank my wide receivers for this week."], expect: "positionRank", position: "WR" },
  {
    turns: ["Rank my running backs for next week, best to worst."],
    expect: "positionRank",
    position: "RB",
    week: "next",
  },
  {
    turns: ["Give me a tiered ranking of my tight ends for week 11."],
    expect: "positionRank",
    position: "TE",
    week: 11,
  },
  {
    turns: ["Rank my RBs this week.", "Now run the same exercise for my WRs."],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Org-chart my quarterbacks for this week — who's at the top of the hierarchy?"],
    expect: "positionRank",
    position: "QB",
  },
  {
    turns: ["Rank my wide receivers for this week.", "Do the same deliverable for week 13."],
    expect: "positionRank",
    position: "WR",
    week: 13,
  },

  // ---------- projectedTotal ----------
  { turns: ["What's my team's projected point total this week, and what's the range?"], expect: "projectedTotal" },
  {
    turns: ["Give me the floor and ceiling for Gridiron Gurus this week — total team output."],
    expect: "projectedTotal",
  },
  {
    turns: [
      "Give me my optimal lineup.",
      "With that lineup, what's our total projected output and the band around it, low end to high end?",
    ],
    expect: "projectedTotal",
  },
  {
    turns: ["Who am I playing this week?", "Okay, and what's my own team's projected point total, with the range?"],
    expect: "projectedTotal",
  },
  {
    turns: ["Forecast my team's total points for next week with a confidence interval."],
    expect: "projectedTotal",
    week: "next",
  },

  // ---------- leaders ----------
  { turns: ["Who are the top performers in this league? Which teams have the best records?"], expect: "leaders" },
  { turns: ["Which team is leading the league in total points scored?"], expect: "leaders" },
  { turns: ["Who's the front-runner in the league — which team has the best playoff odds?"], expect: "leaders" },
  {
    turns: ["What's my record?", "How does that benchmark against the top of the league — who's leading the pack?"],
    expect: "leaders",
  },
  { turns: ["Give me the leaderboard — top three teams by record."], expect: "leaders" },

  // ---------- sleepers ----------
  { turns: ["Who are some sleepers I should put on my radar for next week?"], expect: "sleepers", week: "next" },
  {
    turns: [
      "Who should I add off waivers this week?",
      "Fine for the short term. But who are the speculative, under-the-radar " +
        "plays that could break out later in the season?",
    ],
    expect: "sleepers",
  },
  {
    turns: ["Any deep-cut lottery tickets worth a roster spot as a long-term sleeper investment?"],
    expect: "sleepers",
  },
  {
    turns: [
      "What are my playoff odds?",
      "Assuming we get in, which sleepers should I grab now that could pay off in week 15 and beyond?",
    ],
    expect: "sleepers",
    week: 15,
  },
  { turns: ["Which sleeper has the highest breakout ROI going into next week?"], expect: "sleepers", week: "next" },
  {
    turns: ["Who's a sleeper on the wire I should get ahead of before the rest of the league catches on?"],
    expect: "sleepers",
  },

  // ---------- dropStash ----------
  {
    turns: ["Chris Godwin is on the injury report again. Do I cut bait or stash him?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  {
    turns: ["Should I drop my injured guys or hold them? Not convinced the carrying cost is worth it."],
    expect: "dropStash",
  },
  {
    turns: [
      "Is Brandon Aiyuk going to be back this year?",
      "Then do I keep him parked on the bench or release him to free up headcount?",
    ],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: [
      "What's the latest on J.K. Dobbins?",
      "So is he worth holding on the roster while he's hurt, or do I waive him?",
    ],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  { turns: ["Which of my injured players are worth stashing and which should I release?"], expect: "dropStash" },

  // ---------- byeCover ----------
  {
    turns: ["George Kittle's bye is coming up. Who do I bring in to cover TE that week?"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
  },
  {
    turns: ["I need a streaming QB to cover Jalen Hurts' bye. Who's the best interim option?"],
    expect: "byeCover",
    players: ["Jalen Hurts"],
    position: "QB",
  },
  {
    turns: ["Which of my players are on bye next week?", "Okay, who covers for Bijan at RB while he's on bye?"],
    expect: "byeCover",
    players: ["Bijan Robinson"],
    position: "RB",
  },
  {
    turns: ["Need a bye-week backfill for Jake Ferguson. Any TE streamers who can cover that gap?"],
    expect: "byeCover",
    players: ["Jake Ferguson"],
    position: "TE",
  },
  {
    turns: ["Amon-Ra's bye is on the calendar.", "Who's my interim WR to cover for him that week?"],
    expect: "byeCover",
    players: ["Amon-Ra St. Brown"],
    position: "WR",
  },

  // ---------- scenario ----------
  { turns: ["If we win out, what do our playoff odds look like?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["Model this for me: I go 3-2 the rest of the way. Do I still make the playoffs?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["What are my playoff odds?", "And if I drop this week's game?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["Scenario planning: if we only close two more wins, what happens to our playoff probability?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["What if I go 4-1 down the stretch? Where do my odds land?"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },
  {
    turns: ["What are my playoff chances?", "What if I take two of the next three?"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },

  // ---------- tradeIdeas ----------
  {
    turns: ["Should I sell Derrick Henry?", "OK, so what could I realistically get for him on the open market?"],
    expect: "tradeIdeas",
    players: ["Derrick Henry"],
  },
  { turns: ["Brainstorm some trade ideas that would upgrade my receiver room."], expect: "tradeIdeas" },
  {
    turns: ["Any 2-for-1 consolidation deals I should be exploring? I've got depth I can leverage."],
    expect: "tradeIdeas",
  },
  {
    turns: ["What's my record?", "We need to make moves. What trades should I be putting together?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["What's the best return package I could realistically get for Travis Etienne Jr.?"],
    expect: "tradeIdeas",
    players: ["Travis Etienne Jr."],
  },
  {
    turns: ["Give me some synergy-driven trade concepts — what deals make sense for my roster right now?"],
    expect: "tradeIdeas",
  },

  // ---------- help ----------
  { turns: ["What's in your service catalog? What can you actually do for me?"], expect: "help" },
  { turns: ["Give me the onboarding deck — what are your capabilities?"], expect: "help" },
  { turns: ["What kinds of deliverables can I hand off to you?"], expect: "help" },
  { turns: ["Hey GM.", "Before we kick off, walk me through what you can help with."], expect: "help" },
  { turns: ["What's your scope of work here? Which kinds of questions are in your wheelhouse?"], expect: "help" },

  // ---------- None ----------
  { turns: ["What's the weather forecast for Sunday in Buffalo?"], expect: "None" },
  { turns: ["Tell me a joke I can use to open my Monday standup."], expect: "None" },
  { turns: ["Who should I bet on against the spread this weekend? I've got real money on it."], expect: "None" },
  { turns: ["Can you help me draft an email to my VP about the Q4 budget?"], expect: "None" },
  { turns: ["What's our league's trade veto policy? How many votes does it take to block a deal?"], expect: "None" },
  { turns: ["What's a good CRM platform for a mid-size sales team?"], expect: "None" },
  {
    turns: [
      "Who's my opponent this week?",
      "Unrelated — can you recommend a steakhouse for a client dinner on Thursday?",
    ],
    expect: "None",
  },
  { turns: ["Give me the over/under on Chiefs-Broncos so I can place a bet with my bookie."], expect: "None" },
  { turns: ["Write me a haiku about synergy."], expect: "None" },
  {
    turns: [
      "Should I start Kittle?",
      "Also, totally separate — what's the weather looking like in San Francisco this weekend?",
    ],
    expect: "None",
  },

  // ---------- multi-part ----------
  {
    turns: ["Two action items: where do we stand in the standings, and what are the odds we make the dance?"],
    expect: ["record", "playoffs"],
  },
  {
    turns: [
      "Garrett Wilson popped up on the injury report.",
      "Is he actually playing, and if so do I start him over Jakobi Meyers?",
    ],
    expect: ["status", "startSit"],
    players: ["Garrett Wilson", "Jakobi Meyers"],
  },
  {
    turns: ["Who's injured on my roster this week, and who should I grab off waivers to cover?"],
    expect: ["rosterStatus", "waivers"],
  },
  { turns: ["Who am I playing this week, and what's the optimal lineup to beat them?"], expect: ["matchup", "lineup"] },
  {
    turns: ["What's Jayden Daniels projected for this week, and should I sell him while the market's hot?"],
    expect: ["outlook", "tradeValue"],
    players: ["Jayden Daniels"],
  },
  { turns: ["Which teams are leading the league, and what are my own playoff odds?"], expect: ["leaders", "playoffs"] },
  {
    turns: ["Two deliverables: what are my odds if I go 3-2, and what moves would push that number higher?"],
    expect: ["scenario", "improveOdds"],
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["Rank my tight ends for this week and tell me whether Dallas Goedert is playing."],
    expect: ["positionRank", "status"],
    position: "TE",
    players: ["Dallas Goedert"],
  },
];
