// Blind held-out evaluation set 199 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a manager who pastes things into the chat (trade notifications, news alerts, roster or
// waiver lines, screenshot captions) and then asks in a few words, or just "thoughts?".
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_199: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["WR Jameson Williams DET — Proj 11.4\nWR Zay Flowers BAL — Proj 11.9\nwhich one"],
    expect: "startSit",
    players: ["Jameson Williams", "Zay Flowers"],
  },
  {
    turns: ["Bench: RB Rico Dowdle CAR (Proj 12.1)\nStarting: RB Kyren Williams LAR (Proj 13.0)", "swap?"],
    expect: "startSit",
    players: ["Rico Dowdle", "Kyren Williams"],
  },
  {
    turns: [
      "🚨 Schefter: Bucky Irving expected back this week after missing time with foot and shoulder injuries.",
      "start him over Monangai?",
    ],
    expect: "startSit",
    players: ["Bucky Irving", "Kyle Monangai"],
  },
  {
    turns: ["QB Jaxson Dart NYG — Wk 11 proj 17.8\nQB Bo Nix DEN — Wk 11 proj 18.3\nwk 11 who"],
    expect: "startSit",
    players: ["Jaxson Dart", "Bo Nix"],
    week: 11,
    position: "QB",
  },
  {
    turns: ["TE Tyler Warren IND — Proj 10.2 | Matchup: A+\nstart or sit"],
    expect: "startSit",
    players: ["Tyler Warren"],
  },
  {
    turns: [
      "Chase Brown CIN RB — 9.9\nJordan Addison MIN WR — 10.4\nTetairoa McMillan CAR WR — 10.8",
      "which 2 of these 3 do I start next week",
    ],
    expect: "startSit",
    players: ["Chase Brown", "Jordan Addison", "Tetairoa McMillan"],
    week: "next",
  },
  {
    turns: ["lineup lock in 20 min\nWR DK Metcalf PIT — Q\nWR Courtland Sutton DEN\nmetcalf or sutton"],
    expect: "startSit",
    players: ["DK Metcalf", "Courtland Sutton"],
  },
  {
    turns: [
      "RB Saquon Barkley PHI — Proj 14.2\nRB Josh Jacobs GB — Proj 15.0",
      "?",
      "what if it's Henry instead of Jacobs",
    ],
    expect: "startSit",
    players: ["Saquon Barkley", "Derrick Henry"],
  },
  {
    turns: ["Travis Etienne Jr. — Questionable (hamstring)", "risk him or play Tracy"],
    expect: "startSit",
    players: ["Travis Etienne Jr.", "Tyrone Tracy Jr."],
  },
  {
    turns: ["QB Caleb Williams CHI | Wk 12 proj 17.1\nQB Jared Goff DET | Wk 12 proj 18.0", "thoughts?"],
    expect: "startSit",
    players: ["Caleb Williams", "Jared Goff"],
    week: 12,
    position: "QB",
  },
  {
    turns: ["ESPN alert: Emeka Egbuka (hamstring) listed as questionable for Sunday\nstill a start?"],
    expect: "startSit",
    players: ["Emeka Egbuka"],
  },
  {
    turns: [
      "WR Drake London ATL — Proj 13.9\nWR Terry McLaurin WAS — Proj 11.2\nLondon or Terry this week?",
      "ok and Odunze in that spot instead of Terry?",
    ],
    expect: "startSit",
    players: ["Drake London", "Rome Odunze"],
  },
  {
    turns: ["RB Breece Hall NYJ — Proj 12.7\nstart him? and what's his ROS outlook"],
    expect: ["startSit", "outlook"],
    players: ["Breece Hall"],
  },

  // ---- compare ----
  {
    turns: ["dynasty brain for a sec:\nWR Tetairoa McMillan CAR\nWR Emeka Egbuka TB\nbetter long-term piece?"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: ['reddit: "Hampton is the better RB rest of season than Jeanty, not close"\nagree?'],
    expect: "compare",
    players: ["Omarion Hampton", "Ashton Jeanty"],
  },
  {
    turns: ["Trey McBride ARI TE — 14.1 PPG", "Brock Bowers LV TE — 12.0 PPG", "who's better the rest of the way"],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: ["ROS rankings screenshot has Kyren above JT?? who would you rather have"],
    expect: "compare",
    players: ["Kyren Williams", "Jonathan Taylor"],
  },
  {
    turns: ["JSN or Puka ROS. not a lineup thing, just who's better"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Puka Nacua"],
  },

  // ---- slot ----
  { turns: ["FLEX — (empty)\nwho goes here"], expect: "slot", position: "FLEX" },
  { turns: ["RB2: Kenneth Walker III SEA — Q (ankle)\nwho's my RB2 then"], expect: "slot", position: "RB" },
  {
    turns: ["[roster screenshot, week 11 view]", "who should be my QB in week 11"],
    expect: "slot",
    week: 11,
    position: "QB",
  },
  { turns: ["TE slot has been a black hole all year. who's my TE this week"], expect: "slot", position: "TE" },
  {
    turns: ["Flex eligible: Jaylen Warren, Jayden Reed, Rachaad White, Jerry Jeudy\nmy flex next week?"],
    expect: "slot",
    players: ["Jaylen Warren", "Jayden Reed", "Rachaad White", "Jerry Jeudy"],
    week: "next",
    position: "FLEX",
  },

  // ---- lineup ----
  {
    turns: [
      "[screenshot: Week 10 lineup — QB Allen, RB Gibbs, RB Cook, WR Nacua, WR London, TE Kittle, FLEX Waddle, K " +
        "Dicker, DST PIT]\nlook right?",
    ],
    expect: "lineup",
    week: 10,
  },
  { turns: ["just hit auto-set lineup. trust it or nah"], expect: "lineup" },
  { turns: ["ok injuries sorted", "optimize everything for next week"], expect: "lineup", week: "next" },
  { turns: ["lineup locks at 1. best 9 from my roster pls"], expect: "lineup" },

  // ---- outlook ----
  {
    turns: ["Quinshon Judkins CLE RB — Proj 13.4\nhow's he looking rest of season"],
    expect: "outlook",
    players: ["Quinshon Judkins"],
  },
  {
    turns: [
      "📩 Offer from Coach Reese: Tee Higgins for your Jaylen Waddle",
      "forget the trade for a sec, is Higgins even a WR2 the rest of the way",
    ],
    expect: "outlook",
    players: ["Tee Higgins"],
  },
  {
    turns: ["TE Harold Fannin Jr. CLE — 41% rostered\nhow many points is he good for next week"],
    expect: "outlook",
    players: ["Harold Fannin Jr."],
    week: "next",
  },
  {
    turns: ["Drake London ATL WR — Wk 11 proj: --\nwhy is it blank, what's his projection"],
    expect: "outlook",
    players: ["Drake London"],
    week: 11,
  },
  {
    turns: ['twitter: "Miami could lighten Achane\'s workload down the stretch"\nAchane ROS outlook?'],
    expect: "outlook",
    players: ["De'Von Achane"],
  },

  // ---- status ----
  {
    turns: ["🚨 Giants WR Malik Nabers (knee) to undergo further testing", "is he done for the year?"],
    expect: "status",
    players: ["Malik Nabers"],
  },
  { turns: ["WR Ladd McConkey LAC — Q\nwhat's up"], expect: "status", players: ["Ladd McConkey"] },
  {
    turns: ["Kitle practice report: DNP - hamstring", "so is he playing sunday or not"],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: ["Practice report: Christian McCaffrey — LP (ankle)\nshould I be worried"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  { turns: ["Garrett Wilson NYJ — O (knee)\nwhen's he back"], expect: "status", players: ["Garrett Wilson"] },
  {
    turns: ["Nico Collins or Jameson this week?", "wait why does Nico have a red IR tag on my roster"],
    expect: "status",
    players: ["Nico Collins"],
  },
  { turns: ["alert just said JT 'limited' today. how bad"], expect: "status", players: ["Jonathan Taylor"] },
  {
    turns: ["Davante Adams LAR — nothing in the news feed since Thursday. he good?"],
    expect: "status",
    players: ["Davante Adams"],
  },
  {
    turns: [
      '"Joe Burrow designated to return from IR"\nwhen\'s he actually back? and is he worth grabbing, ' +
        "Coach Blake just dropped him",
    ],
    expect: ["status", "waivers"],
    players: ["Joe Burrow"],
  },

  // ---- tradeValue ----
  {
    turns: ['"Puka Nacua: 11 rec, 170 yds, TD — 31.5 pts"', "sell high?"],
    expect: "tradeValue",
    players: ["Puka Nacua"],
  },
  { turns: ["what's Derrick Henry worth in a trade rn"], expect: "tradeValue", players: ["Derrick Henry"] },
  {
    turns: ["Trade block: Ja'Marr Chase\nwhat kinda value does he actually have"],
    expect: "tradeValue",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["Kyle Pitts ATL TE — 3 TDs in 2 weeks\nvalue peaking? move him?"],
    expect: "tradeValue",
    players: ["Kyle Pitts"],
  },
  { turns: ["trade value chart has Kelce at 9. that right?"], expect: "tradeValue", players: ["Travis Kelce"] },

  // ---- buyLow ----
  { turns: ["Marvin Harrison Jr. ARI — 6.2 PPG last 3\nbuy low?"], expect: "buyLow", players: ["Marvin Harrison Jr."] },
  { turns: ["trade market feels dead. who are some buy-low guys right now"], expect: "buyLow" },
  {
    turns: ["BTJ stat line: 2 rec, 19 yds. again.", "time to buy him cheap?"],
    expect: "buyLow",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ['headline: "Chris Olave managers are panicking"\nbuy window?'],
    expect: "buyLow",
    players: ["Chris Olave"],
  },

  // ---- trade ----
  {
    turns: [
      "📩 Trade Proposal — Coach Quinn (Blitz Brigade)\nYou send: Puka Nacua\nYou receive: Derrick Henry, Zay Flowers",
      "thoughts?",
    ],
    expect: "trade",
    players: ["Puka Nacua", "Derrick Henry", "Zay Flowers"],
  },
  {
    turns: ["Trade offer — Coach Harper (Fourth & Long Shots)\nYou give: George Kittle\nYou get: Trey McBride"],
    expect: "trade",
    players: ["George Kittle", "Trey McBride"],
  },
  {
    turns: ["Coach Tatum sent me his Gibbs for my Bijan", "accept?"],
    expect: "trade",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  {
    turns: ["Counteroffer received:\nSEND: Jaxon Smith-Njigba + Rico Dowdle\nRECEIVE: Saquon Barkley\nfair?"],
    expect: "trade",
    players: ["Jaxon Smith-Njigba", "Rico Dowdle", "Saquon Barkley"],
  },
  {
    turns: ["Pending (Coach Ellis): my Jalen Hurts for his Lamar Jackson + Kyle Monangai", "do it?"],
    expect: "trade",
    players: ["Jalen Hurts", "Lamar Jackson", "Kyle Monangai"],
  },
  {
    turns: ["Coach Finley: 'I'll give you Jaylen Waddle for Chuba Hubbard straight up'\nwho wins this"],
    expect: "trade",
    players: ["Jaylen Waddle", "Chuba Hubbard"],
  },
  {
    turns: [
      "Trade proposal:\nGive: Tee Higgins\nGet: Chris Godwin",
      "they just added Cameron Dicker to their side",
      "now?",
    ],
    expect: "trade",
    players: ["Tee Higgins", "Chris Godwin", "Cameron Dicker"],
  },
  {
    turns: [
      "League trade pending: Coach Sutton gets A.J. Brown, Coach Blake gets Ladd McConkey + Jaylen Warren\nlopsided?",
    ],
    expect: "trade",
    players: ["A.J. Brown", "Ladd McConkey", "Jaylen Warren"],
  },
  {
    turns: [
      "📩 Offer: your James Cook for Breece Hall + Jakobi Meyers\nthoughts? also is Breece even healthy this week",
    ],
    expect: ["trade", "status"],
    players: ["James Cook", "Breece Hall", "Jakobi Meyers"],
  },
  {
    turns: [
      "Trade offer (expires 24h):\nYou send: Mark Andrews, Tony Pollard\nYou receive: Dalton Kincaid\n2 for 1... " +
        "worth it?",
    ],
    expect: "trade",
    players: ["Mark Andrews", "Tony Pollard", "Dalton Kincaid"],
  },
  {
    turns: ["Coach Rowan wants CMC, offering Amon-Ra + Rachaad White", "yes or no"],
    expect: "trade",
    players: ["Christian McCaffrey", "Amon-Ra St. Brown", "Rachaad White"],
  },

  // ---- waivers ----
  { turns: ["RB Kyle Monangai CHI — 12% rostered", "thoughts?"], expect: "waivers", players: ["Kyle Monangai"] },
  {
    turns: ["RB Woody Marks HOU — 33% rostered | FAAB avg $14\nhow much should I bid"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  { turns: ["waivers run tonight. who should I grab, got $61 FAAB left"], expect: "waivers" },
  {
    turns: [
      "Top adds this week (app): 1. TreVeyon Henderson 2. Harold Fannin Jr. 3. Rachaad White\nany of these worth " +
        "it for me?",
    ],
    expect: "waivers",
    players: ["TreVeyon Henderson", "Harold Fannin Jr.", "Rachaad White"],
  },
  { turns: ["need a TE off waivers. who's out there"], expect: "waivers", position: "TE" },
  {
    turns: ["TreVeyon Henderson NE RB — 47% rostered", "claim him and drop Tracy?"],
    expect: "waivers",
    players: ["TreVeyon Henderson", "Tyrone Tracy Jr."],
  },
  {
    turns: ["DST on the wire: Seahawks, Colts, Rams", "which one for next week"],
    expect: "waivers",
    week: "next",
    position: "DST",
  },
  {
    turns: ["Dropped by Coach Marlow: Rhamondre Stevenson (on waivers until Wed)\nput in a claim?"],
    expect: "waivers",
    players: ["Rhamondre Stevenson"],
  },
  { turns: ["waiver wire sorted by trending, RB tab\nbest RB pickups this week?"], expect: "waivers", position: "RB" },
  { turns: ["FAAB: $23 / $100\nhow much for Tyrone Tracy"], expect: "waivers", players: ["Tyrone Tracy Jr."] },
  {
    turns: ["WR Jerry Jeudy CLE — 38% rostered\nworth a claim? and would he start for me next week"],
    expect: ["waivers", "startSit"],
    players: ["Jerry Jeudy"],
    week: "next",
  },

  // ---- playoffs ----
  { turns: ["[standings screenshot: Gridiron Gurus 5-4, 6th]\nam I making the playoffs"], expect: "playoffs" },
  { turns: ["playoff odds?"], expect: "playoffs" },
  {
    turns: [
      "Standings:\n1. Blitz Brigade 8-1\n2. End Zone Envy 7-2\n3. Red Zone Raiders 6-3\n4. Pocket Passers 6-3\n5. " +
        "Gridiron Gurus 5-4",
      "what are my chances at a bye",
    ],
    expect: "playoffs",
  },
  { turns: ["ESPN says 48% playoff odds for me. agree?"], expect: "playoffs" },
  {
    turns: ["Red Zone Raiders are one game behind me", "what are their playoff odds"],
    expect: "playoffs",
    team: "Red Zone Raiders",
  },
  { turns: ["title odds? be honest"], expect: "playoffs" },
  {
    turns: [
      "[screenshot: Playoff Picture — Gridiron Gurus (6 seed)]\nhow safe is that? and what am I projected to score " +
        "this week",
    ],
    expect: ["playoffs", "projectedTotal"],
  },
  { turns: ["Hail Mary Heroes — 3-6\nare they cooked"], expect: "playoffs", team: "Hail Mary Heroes" },

  // ---- improveOdds ----
  { turns: ["playoff odds 41% per the app\nwhat do I need to do to bump that up"], expect: "improveOdds" },
  { turns: ["I'm 5-4 and in 6th", "what moves get me safely in"], expect: "improveOdds" },
  { turns: ["any pickups or trades that actually move my playoff %?"], expect: "improveOdds" },
  { turns: ["[screenshot: Playoff odds 38% ↓6%]\nhow do I fix this"], expect: "improveOdds" },

  // ---- matchup ----
  {
    turns: ["[screenshot: Week 10 — Gridiron Gurus 84.2 vs Blitz Brigade 91.6 | Win prob 38%]", "thoughts?"],
    expect: "matchup",
    week: 10,
    team: "Blitz Brigade",
  },
  { turns: ["[matchup tab screenshot]\nwho am I playing this week and am I favored"], expect: "matchup" },
  {
    turns: ["Up next after this week: End Zone Envy (Coach Rowan)", "how do I stack up against them"],
    expect: "matchup",
    week: "next",
    team: "End Zone Envy",
  },
  { turns: ["app has it 112 to 104 my way. does that hold up?"], expect: "matchup" },
  { turns: ["Win probability: 51%\ncoin flip huh"], expect: "matchup" },
  { turns: ["week 13 vs Pocket Passers, how's it look"], expect: "matchup", week: 13, team: "Pocket Passers" },
  {
    turns: ["live: GG 67.4 – BB 72.0, I've still got Gibbs and Bowers on MNF", "we winning this?"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  {
    turns: [
      "[screenshot: Week 12 preview — GG vs SS, Proj 121.3–109.8]\nam I favored? and where does that leave my " +
        "playoff odds",
    ],
    expect: ["matchup", "playoffs"],
    week: 12,
    team: "Sunday Scaries",
  },

  // ---- record ----
  { turns: ["standings page won't load. what's my record rn"], expect: "record" },
  {
    turns: ["someone in the group chat said Blitz Brigade is 8-1", "is that their actual record?"],
    expect: "record",
    team: "Blitz Brigade",
  },
  { turns: ["1st place: Blitz Brigade 8-1", "how many games back am I"], expect: "record" },
  {
    turns: ["Coach Sawyer keeps talking trash in the chat", "what place is Audible Alchemists even in"],
    expect: "record",
    team: "Audible Alchemists",
  },
  { turns: ["where am I in the standings? and who's leading the league in points"], expect: ["record", "leaders"] },

  // ---- rosterStatus ----
  { turns: ["Week 11 byes: IND, NO", "any of my guys affected?"], expect: "rosterStatus", week: 11 },
  { turns: ["[roster screenshot — 3 red Q tags]\nwho's hurt on my team"], expect: "rosterStatus" },
  { turns: ["injury + bye check for week 12 pls"], expect: "rosterStatus", week: 12 },
  {
    turns: ["just woke up", "anything I need to know about my roster this week? injuries etc"],
    expect: "rosterStatus",
  },
  { turns: ["Roster alerts (4)\nrun me through them"], expect: "rosterStatus" },

  // ---- positionRank ----
  {
    turns: ["WR: Puka Nacua, Drake London, Jameson Williams, Jordan Addison\nrank em for this week"],
    expect: "positionRank",
    players: ["Puka Nacua", "Drake London", "Jameson Williams", "Jordan Addison"],
    position: "WR",
  },
  {
    turns: ["my RBs: Gibbs, Cook, Dowdle, Monangai\norder them for week 11"],
    expect: "positionRank",
    players: ["Jahmyr Gibbs", "James Cook", "Rico Dowdle", "Kyle Monangai"],
    week: 11,
    position: "RB",
  },
  {
    turns: ["TE room: Kittle, Ferguson, Kincaid", "rank em for next week"],
    expect: "positionRank",
    players: ["George Kittle", "Jake Ferguson", "Dalton Kincaid"],
    week: "next",
    position: "TE",
  },
  { turns: ["order my QBs best to worst this week"], expect: "positionRank", position: "QB" },

  // ---- projectedTotal ----
  { turns: ["App has me projected at 118.6. what's your number"], expect: "projectedTotal" },
  { turns: ["Proj: 114.2 (app)\nrange?"], expect: "projectedTotal" },
  { turns: ["ceiling/floor for my team next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["locked in my lineup. what's the total projection now"], expect: "projectedTotal" },

  // ---- leaders ----
  { turns: ["Points For: GG 1,032.4 (3rd)\nwho's got the most"], expect: "leaders" },
  { turns: ["[screenshot: Power Rankings — #1 Blitz Brigade, #2 End Zone Envy]", "agree?"], expect: "leaders" },
  { turns: ["[league scoreboard screenshot, week 9]\nbest team in the league right now honestly?"], expect: "leaders" },
  { turns: ["points-for leaderboard?"], expect: "leaders" },

  // ---- sleepers ----
  {
    turns: ["r/fantasyfootball 'deep sleepers wk 11' thread is useless", "got any real ones"],
    expect: "sleepers",
    week: 11,
  },
  { turns: ["any stashes for the playoff run? guys under 10% rostered"], expect: "sleepers" },
  {
    turns: ["bench spot opened up after I cut my backup kicker", "who's a stash for the rest of the season"],
    expect: "sleepers",
  },
  { turns: ["give me a sleeper nobody in this league has"], expect: "sleepers" },

  // ---- dropStash ----
  {
    turns: ["🚨 Tyreek Hill carted off, reported season-ending knee injury", "drop him?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["IR slot open. Cam Skattebo — OUT (ankle)\nstash or drop"],
    expect: "dropStash",
    players: ["Cam Skattebo"],
  },
  {
    turns: ["Malik Nabers is just sitting on my bench", "cut him or keep holding"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  { turns: ["George Kittle — IR eligible\nmove him to IR?"], expect: "dropStash", players: ["George Kittle"] },
  {
    turns: ["🚨 Broncos place J.K. Dobbins on IR (foot)\ncut him? and who replaces him off waivers"],
    expect: ["dropStash", "waivers"],
    players: ["J.K. Dobbins"],
  },

  // ---- byeCover ----
  {
    turns: ["QB Bo Nix DEN — BYE wk 12", "who's my backup for that"],
    expect: "byeCover",
    players: ["Bo Nix"],
    week: 12,
    position: "QB",
  },
  {
    turns: ["Tyler Warren on bye next week", "need a streaming TE"],
    expect: "byeCover",
    players: ["Tyler Warren"],
    week: "next",
    position: "TE",
  },
  {
    turns: ["JT's bye is next week", "who do I play instead"],
    expect: "byeCover",
    players: ["Jonathan Taylor"],
    week: "next",
  },
  {
    turns: ["K Cameron Dicker LAC — BYE wk 12\nkicker to stream?"],
    expect: "byeCover",
    players: ["Cameron Dicker"],
    week: 12,
    position: "K",
  },

  // ---- scenario ----
  { turns: ["Record: 5-4 | Playoff odds 44%", "if I win out do I make it"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["Record: 5-4", "if I go 3-2 the rest of the way am I in?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  { turns: ["if I lose to Blitz Brigade this week am I done?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["[screenshot: 4 games left in the regular season]", "what if I go 2-2"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  { turns: ["if I win 2 more what are my odds"], expect: "scenario", scenario: { wins: 2, games: null } },

  // ---- tradeIdeas ----
  { turns: ["Trade block: George Kittle", "what can I get for him"], expect: "tradeIdeas", players: ["George Kittle"] },
  {
    turns: ["2-for-1 ideas for Garrett Wilson and Chase Brown?"],
    expect: "tradeIdeas",
    players: ["Garrett Wilson", "Chase Brown"],
  },
  {
    turns: [
      "WR corps: Jameson Williams, Jordan Addison, Rome Odunze 😬\nneed a WR1, who can I realistically trade for",
    ],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: ["RB depth: Gibbs, Cook, Dowdle, Monangai, Warren", "too many RBs, find me a trade for a TE"],
    expect: "tradeIdeas",
    position: "TE",
  },
  { turns: ["shopping Derrick Henry. who'd pay the most"], expect: "tradeIdeas", players: ["Derrick Henry"] },

  // ---- help ----
  { turns: ["new to this app. what can you do"], expect: "help" },
  { turns: ["what kinda stuff can I ask you"], expect: "help" },
  { turns: ["/help"], expect: "help" },

  // ---- None ----
  {
    turns: ["🌧️ Weather alert: 90% rain, 25 mph winds in Cleveland Sunday\nhow bad is it gonna be out there"],
    expect: "None",
  },
  { turns: ["DraftKings Classic $50k: Allen / Gibbs / Nacua / ...\nbuild me a better DFS lineup"], expect: "None" },
  { turns: ["Bills -6.5. take it?"], expect: "None" },
  { turns: ["Error: Unable to sync league (code 401)\nhow do I reconnect my account"], expect: "None" },
  { turns: ["lol did you see the Kelce engagement news"], expect: "None" },
  { turns: ["LeBron probable tonight — start him in my NBA league?"], expect: "None" },
  { turns: ["tell me a joke about Coach Quinn's team"], expect: "None" },
  { turns: ["how do I change my team name from Gridiron Gurus"], expect: "None" },
  { turns: ["Coach Harper still hasn't answered my trade", "ugh anyway how's your day going"], expect: "None" },
  { turns: ["PrizePicks: Lamar over 225.5 pass yds?"], expect: "None" },
];
