// Blind held-out evaluation set 83 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a data-minded, numbers-first manager (percentages, medians, floors/ceilings, EV), precise
// and a bit nerdy, with some lowercase shorthand, nicknames and typos.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_83: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "Is A.J. Brown playing this week?",
      "and if he's out — Odunze or Wan'Dale in his place? whoever has the higher median",
    ],
    expect: "startSit",
    players: ["Rome Odunze", "Wan'Dale Robinson"],
  },
  {
    turns: [
      "I've got Bucky Irving and Chuba Hubbard fighting over my last RB start",
      "which one gives me the better floor-to-ceiling tradeoff for sunday?",
    ],
    expect: "startSit",
    players: ["Bucky Irving", "Chuba Hubbard"],
  },
  {
    turns: ["Kraft vs Ferguson this week, higher expected value wins", "same two but for week 11?"],
    expect: "startSit",
    players: ["Tucker Kraft", "Jake Ferguson"],
    week: 11,
  },
  {
    turns: [
      "Goff's implied team total is 27.5 this week",
      "do I play him over Bo Nix, or is Nix's rushing floor worth more?",
    ],
    expect: "startSit",
    players: ["Jared Goff", "Bo Nix"],
  },
  {
    turns: ["Waddle, Pickens, McConkey — I can only start two. Which pair maximizes expected points?"],
    expect: "startSit",
    players: ["Jaylen Waddle", "George Pickens", "Ladd McConkey"],
  },
  {
    turns: ["Kamara or Judkins in week 12?", "rerun it with Dobbins in place of Kamara"],
    expect: "startSit",
    players: ["J.K. Dobbins", "Quinshon Judkins"],
    week: 12,
  },

  // compare
  {
    turns: ["Rest of season, who's the better asset: Jeanty or Hampton? Go by projected ROS PPG"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["I can only keep one of JSN and Garrett Wilson long term — whose target share holds up better?"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Garrett Wilson"],
  },
  {
    turns: [
      "Thinking about value for the rest of 2025, not just this week",
      "Egbuka vs McMillan — who do I want on my roster going forward?",
    ],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: [
      "who's more valuable ROS, Brock Bowers or Trey Mcbride?",
      "ok and if I swap Mcbride for Kittle in that comparison?",
    ],
    expect: "compare",
    players: ["Brock Bowers", "George Kittle"],
  },
  {
    turns: [
      "Trying to decide which stud RB to build around for the stretch run",
      "Gibbs or Bijan — whose rest-of-season ceiling is higher?",
    ],
    expect: "compare",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  {
    turns: ["Keeping one: Ja'Marr or Nico. 8 weeks left, who's the better hold?"],
    expect: "compare",
    players: ["Ja'Marr Chase", "Nico Collins"],
  },

  // slot
  { turns: ["who's my highest-projected flex option this week?"], expect: "slot" },
  {
    turns: [
      "LaPorta and Hunter Henry are both on my roster",
      "which one goes in the TE spot this week, by projection?",
    ],
    expect: "slot",
    players: ["Sam LaPorta", "Hunter Henry"],
    position: "TE",
  },
  {
    turns: ["For the RB2 spot, Tracy or Dowdle? Give me the one with the better floor"],
    expect: "slot",
    players: ["Tyrone Tracy Jr.", "Rico Dowdle"],
    position: "RB",
  },
  {
    turns: ["my flex has been a black hole, 6.2 ppg over the last three weeks", "who should fill it in week 11?"],
    expect: "slot",
    week: 11,
  },
  {
    turns: ["QB slot: Maye or Dart? I want the 90th-percentile outcome, I'm a 7-point underdog"],
    expect: "slot",
    players: ["Drake Maye", "Jaxson Dart"],
    position: "QB",
  },
  {
    turns: ["Etienne's on bye next week", "so who slots into my RB1 spot then?"],
    expect: "slot",
    week: "next",
    position: "RB",
  },

  // lineup
  { turns: ["Run the numbers on my whole roster and give me the max-projected starting lineup"], expect: "lineup" },
  {
    turns: ["is my current lineup actually the EV-maximizing one or am I leaving points on the bench?"],
    expect: "lineup",
  },
  {
    turns: [
      "Just moved Hubbard into my flex",
      "does the full lineup check out now or is there a better configuration?",
    ],
    expect: "lineup",
  },
  { turns: ["Set my lineup for week 12 to maximize projected points"], expect: "lineup", week: 12 },
  {
    turns: ["A.J. Brown is questionable, I'd put it 60/40 he plays", "given that, optimize my entire starting lineup"],
    expect: "lineup",
  },
  { turns: ["There's 41 projected points rotting on my bench — audit every starter and fix it"], expect: "lineup" },

  // outlook
  {
    turns: [
      "Derrick Henry only had 9 carries last week",
      "what's his median projection this week then, and the ceiling?",
    ],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  { turns: ["ROS outlook for Kyren Williams? I need a PPG estimate"], expect: "outlook", players: ["Kyren Williams"] },
  {
    turns: ["Pulling up Malik Nabers' numbers", "how many points do you project him for next week?"],
    expect: "outlook",
    players: ["Malik Nabers"],
    week: "next",
  },
  {
    turns: ["Is Lamb a good play this week with his aDOT down to 9.1, and is the ankle okay?"],
    expect: ["outlook", "status"],
    players: ["CeeDee Lamb"],
  },
  {
    turns: ["Josh Allen has averaged 24.3 on the year", "what's the floor on him in week 11?"],
    expect: "outlook",
    players: ["Josh Allen"],
    week: 11,
  },
  {
    turns: ["Achane's expected fantasy points this week — give me a number, not vibes"],
    expect: "outlook",
    players: ["De'Von Achane"],
  },

  // status
  {
    turns: ["CMC popped up on the injury report", "what's his game status — full go, questionable, out?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Is Tyreek Hill playing this week, and if he's out who's the best waiver replacement and bid?"],
    expect: ["status", "waivers"],
    players: ["Tyreek Hill"],
  },
  {
    turns: [
      "I'm worried about Mark Andrews, he was limited at practice Thursday",
      "is he listed questionable or doubtful?",
    ],
    expect: "status",
    players: ["Mark Andrews"],
  },
  { turns: ["Rashee Rice — active or inactive this week?"], expect: "status", players: ["Rashee Rice"] },
  {
    turns: ["Start Jacobs or Pollard this week?", "hold on, is Jacobs even healthy? saw his name on the injury report"],
    expect: "status",
    players: ["Josh Jacobs"],
  },
  {
    turns: ["Is Saquon hurt? His snap rate fell from 82% to 54%. And if he's fine, what's his ROS outlook?"],
    expect: ["status", "outlook"],
    players: ["Saquon Barkley"],
  },

  // tradeValue
  {
    turns: ["Breece Hall has 3 games over 20 points", "what's his trade price right now — a WR2 return?"],
    expect: "tradeValue",
    players: ["Breece Hall"],
  },
  {
    turns: ["Sell-high on Javonte Williams? He's running 2.3 points per game above expected"],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },
  {
    turns: ["Jameson Williams has 3 TDs on 11 targets the last two weeks", "is that a sell window or do I hold him?"],
    expect: "tradeValue",
    players: ["Jameson Williams"],
  },
  {
    turns: ["Should I be buying Ken Walker? What's his going rate in this league?"],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["What's McLaurin's trade value in a 12-teamer, and should I start him over Sutton this week?"],
    expect: ["tradeValue", "startSit"],
    players: ["Terry McLaurin", "Courtland Sutton"],
  },
  {
    turns: ["Olave's sitting on a 27% target share", "what could I realistically get for him?"],
    expect: "tradeValue",
    players: ["Chris Olave"],
  },

  // buyLow
  { turns: ["Which players are underperforming their xFP the most? Buy-low candidates please"], expect: "buyLow" },
  { turns: ["Give me 3 sell-high guys whose TD rate is unsustainable"], expect: "buyLow" },
  {
    turns: ["I have 2 open bench spots and want to exploit regression", "who should I target as buy-lows right now?"],
    expect: "buyLow",
  },
  {
    turns: [
      "Order my wide receivers by projection for this week",
      "ok separate question — who in the league is a buy-low or sell-high right now?",
    ],
    expect: "buyLow",
  },
  { turns: ["Who's due for positive regression that I can get on the cheap?"], expect: "buyLow" },
  {
    turns: ["Who are the best buy-low targets this week, and what's Drake London worth in a trade?"],
    expect: ["buyLow", "tradeValue"],
    players: ["Drake London"],
  },

  // trade
  {
    turns: ["Offer on the table: my Davante Adams for Courtland Sutton + Jaylen Warren. Accept?"],
    expect: "trade",
    players: ["Davante Adams", "Courtland Sutton", "Jaylen Warren"],
  },
  {
    turns: ["Coach Tatum wants my Hurts for his Lamar. Net ROS projected points — who wins that deal?"],
    expect: "trade",
    players: ["Jalen Hurts", "Lamar Jackson"],
    team: "Red Zone Raiders",
  },
  {
    turns: [
      "Got an offer from Pocket Passers",
      "they give me Tee Higgins and Hunter Henry, I give them Zay Flowers. good trade?",
    ],
    expect: "trade",
    players: ["Tee Higgins", "Hunter Henry", "Zay Flowers"],
    team: "Pocket Passers",
  },
  {
    turns: ["Would you give up James Cook for Chase Brown plus DeVonta Smith?"],
    expect: "trade",
    players: ["James Cook", "Chase Brown", "DeVonta Smith"],
  },
  {
    turns: [
      "proposed trade: Kelce for Pitts straight up",
      "what if they add Rachaad White on their side — does that flip the math?",
    ],
    expect: "trade",
    players: ["Travis Kelce", "Kyle Pitts", "Rachaad White"],
  },
  {
    turns: ["Evaluate: I send Metcalf and Godwin, I receive ARSB. 2-for-1 consolidation, +EV or not?"],
    expect: "trade",
    players: ["DK Metcalf", "Chris Godwin", "Amon-Ra St. Brown"],
  },

  // waivers
  { turns: ["Top waiver adds this week and how much FAAB on each? I have $63 of $100 left"], expect: "waivers" },
  { turns: ["Best pickup on the wire? Express the bid as a % of remaining budget"], expect: "waivers" },
  {
    turns: ["My RB depth is thin after the bye crunch", "who should I claim on waivers and what's the bid?"],
    expect: "waivers",
  },
  {
    turns: ["Is Woody Marks worth a waiver claim, and what's his projection for next week?"],
    expect: ["waivers", "outlook"],
    players: ["Woody Marks"],
    week: "next",
  },
  { turns: ["whats my record?", "ok, and who's the top FAAB target this week?"], expect: "waivers" },
  { turns: ["I'm 4th in waiver priority — who's worth burning it on?"], expect: "waivers" },

  // playoffs
  { turns: ["What are my playoff odds right now, to one decimal?"], expect: "playoffs" },
  { turns: ["Percent chance I make the playoffs, and what's my current record?"], expect: ["playoffs", "record"] },
  { turns: ["We're 5-4 with the 3rd-most points for", "so what's the probability we get in?"], expect: "playoffs" },
  { turns: ["Run the sim — out of 10,000 seasons how often do I make the postseason?"], expect: "playoffs" },
  { turns: ["lost by 0.4 last week, brutal", "where do my playoff chances sit after that?"], expect: "playoffs" },
  {
    turns: ["Am I a playoff team? give me the number — and how does it change if I win out?"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },

  // improveOdds
  {
    turns: ["whats my record", "and my playoff odds?", "what moves would push those odds up the most?"],
    expect: "improveOdds",
  },
  { turns: ["How do I raise my postseason probability by 10+ percentage points?"], expect: "improveOdds" },
  { turns: ["my playoff odds are sitting at 41%", "what can I do to bump that up?"], expect: "improveOdds" },
  {
    turns: ["What are my playoff odds, and which roster moves add the most playoff equity?"],
    expect: ["playoffs", "improveOdds"],
  },
  { turns: ["what are my playoff chances?", "and what would improve them?"], expect: "improveOdds" },
  { turns: ["Give me the highest-leverage moves to get my playoff chances over 50%"], expect: "improveOdds" },

  // matchup
  { turns: ["Who am I playing this week and what's my win probability?"], expect: "matchup" },
  { turns: ["Am I favored this week, and which of my guys are on bye or hurt?"], expect: ["matchup", "rosterStatus"] },
  {
    turns: [
      "Week 12 is going to be a tough one I think",
      "who's my opponent that week and what's the projected spread?",
    ],
    expect: "matchup",
    week: 12,
  },
  {
    turns: ["Who am I playing this week?", "what about next week — win prob and projected margin?"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: ["Am I the favorite against Coach Blake this week? by how many points?"],
    expect: "matchup",
    team: "Sunday Scaries",
  },
  {
    turns: ["Set my lineup first", "now, how likely am I to win this week's game, percentage-wise?"],
    expect: "matchup",
  },

  // record
  { turns: ["W-L record and points-for, please"], expect: "record" },
  { turns: ["Where do I rank in the standings right now?"], expect: "record" },
  { turns: ["What place am I in, out of 12?"], expect: "record" },
  { turns: ["Rough stretch lately, dropped 3 straight", "what's my record sitting at now?"], expect: "record" },
  { turns: ["Give me my standing: seed, W-L, games back of first"], expect: "record" },
  { turns: ["who leads the league?", "and me — what place am I in?"], expect: "record" },

  // rosterStatus
  { turns: ["Which of my players are on bye or injured this week?"], expect: "rosterStatus" },
  {
    turns: ["Next week's byes and injuries on my roster — how many starters am I losing?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["Injury and bye report for my team for week 13, plus my matchup that week"],
    expect: ["rosterStatus", "matchup"],
    week: 13,
  },
  {
    turns: ["My projected total seems low", "is anyone on my roster hurt or on bye dragging it down?"],
    expect: "rosterStatus",
  },
  { turns: ["How many of my guys are questionable or out? Count and names"], expect: "rosterStatus" },
  { turns: ["which of my guys have byes in week 11?", "and week 12?"], expect: "rosterStatus", week: 12 },

  // positionRank
  { turns: ["Order my wide receivers by projected PPR points this week"], expect: "positionRank", position: "WR" },
  {
    turns: ["Tier my running backs for week 11, floor and ceiling for each"],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  { turns: ["Rank my RBs this week", "now do the tight ends"], expect: "positionRank", position: "TE" },
  {
    turns: ["I roster three QBs now", "sort them by median projection for this week"],
    expect: "positionRank",
    position: "QB",
  },
  {
    turns: ["Which of my receivers projects highest, then second, then third?"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Rank my WRs for week 12", "same but for my running backs"],
    expect: "positionRank",
    position: "RB",
    week: 12,
  },

  // projectedTotal
  {
    turns: ["What's my team's projected total this week, with a 10th-90th percentile range?"],
    expect: "projectedTotal",
  },
  { turns: ["Ceiling and floor for my lineup's point total in week 11?"], expect: "projectedTotal", week: 11 },
  { turns: ["How many points is my team projected for next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["I just swapped Dobbins in for Warren", "what's my projected total now?"], expect: "projectedTotal" },
  {
    turns: ["Optimize my lineup, then tell me the summed projection of the starters"],
    expect: ["lineup", "projectedTotal"],
  },
  {
    turns: ["What's my projected score this week?", "and the ceiling outcome, like 95th percentile?"],
    expect: "projectedTotal",
  },

  // leaders
  { turns: ["Who's in first place in the league?"], expect: "leaders" },
  { turns: ["Highest points-for team in the league, and where do I rank?"], expect: ["leaders", "record"] },
  {
    turns: ["who's in first?", "what's Blitz Brigade's record compared to that?"],
    expect: "leaders",
    team: "Blitz Brigade",
  },
  { turns: ["Which team has the best playoff odds in the league right now?"], expect: "leaders" },
  {
    turns: ["Coach Finley keeps trash talking in the group chat", "where do they actually sit in the standings?"],
    expect: "leaders",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["Is End Zone Envy actually the strongest team or just lucky? Points for vs record"],
    expect: "leaders",
    team: "End Zone Envy",
  },

  // sleepers
  { turns: ["Deep sleepers for next week — rostered under 10%?"], expect: "sleepers", week: "next" },
  {
    turns: [
      "I'm going for upside, I'm 2 games back",
      "give me some under-the-radar guys with big ceilings for next week",
    ],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["Any sleeper picks with a 20+ point ceiling nobody's talking about?"], expect: "sleepers" },
  {
    turns: ["The wire is picked clean in this league", "who are some deeper sleepers worth speculating on?"],
    expect: "sleepers",
  },
  { turns: ["sleepers for week 12"], expect: "sleepers", week: 12 },
  { turns: ["Low roster-percentage players who could break out — any names?"], expect: "sleepers" },

  // dropStash
  { turns: ["Should I drop or IR-stash my injured guys? Which have the best expected return?"], expect: "dropStash" },
  { turns: ["Is it worth holding Aiyuk on IR or should I cut him?"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  {
    turns: ["My IR slot is open", "which of my injured players should go there and which should I just drop?"],
    expect: "dropStash",
  },
  { turns: ["Drop Stevenson or stash him? He's out 3-4 weeks"], expect: "dropStash", players: ["Rhamondre Stevenson"] },
  {
    turns: ["Which injured guys should I cut, and who should I pick up with the open roster spots?"],
    expect: ["dropStash", "waivers"],
  },
  {
    turns: ["Godwin's been out, expected back week 13", "hold him or drop?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },

  // byeCover
  {
    turns: [
      "checked the schedule, my starting QB is off in week 12",
      "who's the best streamer to cover him? I want an 18-point median",
    ],
    expect: "byeCover",
    position: "QB",
    week: 12,
  },
  { turns: ["Need a TE to cover a bye next week"], expect: "byeCover", position: "TE", week: "next" },
  { turns: ["My kicker's on bye", "who should I stream to fill in?"], expect: "byeCover", position: "K" },
  { turns: ["Bye-week fill-in at WR — best available with the highest floor?"], expect: "byeCover", position: "WR" },
  {
    turns: ["Both my starting RBs are on bye in week 14", "who's the best backup to cover that?"],
    expect: "byeCover",
    position: "RB",
    week: 14,
  },
  { turns: ["Who's a good backup tight end for when my starter has his bye?"], expect: "byeCover", position: "TE" },

  // scenario
  { turns: ["If I win out, what are my playoff odds?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["What happens to my playoff percentage if I go 2-2 over the last 4?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  { turns: ["If I lose this week, how many points do my odds drop?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["what are my playoff odds?", "and if I win 3 of the last 4?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  { turns: ["Odds if I take 3 more games?"], expect: "scenario", scenario: { wins: 3, games: null } },
  {
    turns: ["If I win out what are my odds?", "ok now the pessimistic branch — I lose this week?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // tradeIdeas
  { turns: ["Who should I trade with to get a TE upgrade?"], expect: "tradeIdeas", position: "TE" },
  {
    turns: ["Build me a 2-for-1 around Kittle and Goedert for a top-5 TE"],
    expect: "tradeIdeas",
    players: ["George Kittle", "Dallas Goedert"],
    position: "TE",
  },
  {
    turns: ["What could Play Action Pack offer me — which of their pieces make sense?"],
    expect: "tradeIdeas",
    team: "Play Action Pack",
  },
  {
    turns: [
      "My WR room has the lowest projected PPG in the league",
      "which teams are trade partners for receiver help?",
    ],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: ["Package Worthy and Addison 2-for-1 for a WR1 — who'd bite?"],
    expect: "tradeIdeas",
    players: ["Xavier Worthy", "Jordan Addison"],
    position: "WR",
  },
  {
    turns: ["Coach Sawyer is stacked at RB", "what could I pry loose from them?"],
    expect: "tradeIdeas",
    team: "Audible Alchemists",
    position: "RB",
  },

  // help
  { turns: ["What kinds of questions can you actually answer? Give me the feature list"], expect: "help" },
  { turns: ["How does this thing work — what can I ask you?"], expect: "help" },
  { turns: ["help?"], expect: "help" },
  { turns: ["hi", "what are you capable of?"], expect: "help" },
  { turns: ["List your capabilities, bullet points"], expect: "help" },
  { turns: ["What can you do, and what's my record?"], expect: ["help", "record"] },

  // None
  { turns: ["whats my projected total?", "cool. unrelated: EV of a 50/50 NBA parlay tonight?"], expect: "None" },
  { turns: ["Will it rain in Green Bay Sunday? I need the precipitation %"], expect: "None" },
  { turns: ["Help me with my stats homework — standard deviation of 12, 15 and 9"], expect: "None" },
  { turns: ["Tell me a joke about punters"], expect: "None" },
  { turns: ["Who should I start at flex?", "unrelated, but what's a good brisket rub ratio?"], expect: "None" },
  { turns: ["Who wins the 2028 presidential election, probability-wise?"], expect: "None" },
];
