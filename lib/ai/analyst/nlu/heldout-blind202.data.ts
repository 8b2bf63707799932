// Blind held-out evaluation set 202 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: Sunday morning, ~90 minutes before the early kickoffs, inactives dropping; short rushed
// messages with typos and nicknames, late swaps, game-time decisions, quick back-and-forth follow-ups.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_202: HeldOutCase[] = [
  // startSit
  {
    turns: ["kittel or mcbride today?? need to lock it in"],
    expect: "startSit",
    players: ["George Kittle", "Trey McBride"],
  },
  { turns: ["is Chase Brown active", "ok so start him or nah"], expect: "startSit", players: ["Chase Brown"] },
  {
    turns: ["jsn active?", "ok puka or jsn for the 4pm, who do i start"],
    expect: "startSit",
    players: ["Puka Nacua", "Jaxon Smith-Njigba"],
  },
  { turns: ["is dowdle active", "should i sit him today anyway"], expect: "startSit", players: ["Rico Dowdle"] },
  {
    turns: ["is bucky playing", "and judkins?", "ok which one do i start"],
    expect: "startSit",
    players: ["Bucky Irving", "Quinshon Judkins"],
  },
  {
    turns: ["start jamo today?", "what about next week"],
    expect: "startSit",
    players: ["Jameson Williams"],
    week: "next",
  },
  {
    turns: ["achane plays in the night game", "do i trust him or bench him for a safer guy"],
    expect: "startSit",
    players: ["De'Von Achane"],
  },
  {
    turns: ["Hampton is questionable", "so start Kyren over him?"],
    expect: "startSit",
    players: ["Kyren Williams", "Omarion Hampton"],
  },

  // compare
  {
    turns: ["start egbuka today?", "ok forget today, rest of season egbuka or godwin"],
    expect: "compare",
    players: ["Emeka Egbuka", "Chris Godwin"],
  },
  {
    turns: ["long term who do u want, Jeanty or Hampton?"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["is Tyler Warren active", "ok but rest of season is he better than LaPorta"],
    expect: "compare",
    players: ["Tyler Warren", "Sam LaPorta"],
  },
  {
    turns: ["who'd u rather own for the rest of the year incl fantasy playoffs, Nico or Tee" + " Higgins"],
    expect: "compare",
    players: ["Nico Collins", "Tee Higgins"],
  },
  {
    turns: ["start Marks or Hubbard today", "ok and rest of season who's the better guy to own"],
    expect: "compare",
    players: ["Woody Marks", "Chuba Hubbard"],
  },

  // slot
  { turns: ["who goes in my flex today"], expect: "slot", position: "FLEX" },
  { turns: ["Goedert ruled out", "who fills my TE spot then"], expect: "slot", position: "TE" },
  { turns: ["kyren's a game time decision", "who's my RB2 if he sits"], expect: "slot", position: "RB" },
  {
    turns: ["flex spot: Addison, Meyers or Shakir?"],
    expect: "slot",
    players: ["Jordan Addison", "Jakobi Meyers", "Khalil Shakir"],
    position: "FLEX",
  },
  { turns: ["waddel is a late scratch", "who do i slide into my WR2"], expect: "slot", position: "WR" },

  // lineup
  { turns: ["quick set my lineup for today"], expect: "lineup" },
  { turns: ["is my lineup optimal? kickoff in like an hour"], expect: "lineup" },
  { turns: ["inactives are out", "ok check my whole lineup one more time"], expect: "lineup" },
  { turns: ["who am i playing", "anything i should change in my lineup before 1?"], expect: "lineup" },
  { turns: ["is my lineup good for today", "and set it for next week while ur at it"], expect: "lineup", week: "next" },

  // outlook
  { turns: ["is Bijan good to go", "what's he projected for"], expect: "outlook", players: ["Bijan Robinson"] },
  { turns: ["derrick henry ceiling today?"], expect: "outlook", players: ["Derrick Henry"] },
  {
    turns: ["is jonathan taylor active", "how many points u think he gets"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  { turns: ["gibbs projection?", "and his rest of season outlook?"], expect: "outlook", players: ["Jahmyr Gibbs"] },
  { turns: ["how's Dart look today, he's my only QB"], expect: "outlook", players: ["Jaxson Dart"] },

  // status
  { turns: ["is nabers actve"], expect: "status", players: ["Malik Nabers"] },
  { turns: ["any word on CMC?? is he playing"], expect: "status", players: ["Christian McCaffrey"] },
  {
    turns: ["start Kelce or Kincaid today", "wait is Kincaid even playing"],
    expect: "status",
    players: ["Dalton Kincaid"],
  },
  { turns: ["start jeudy?", "wait is he on bye this week"], expect: "status", players: ["Jerry Jeudy"] },
  {
    turns: ["is Mike Evans back yet", "what about next week"],
    expect: "status",
    players: ["Mike Evans"],
    week: "next",
  },
  { turns: ["AJ Brown still questionable?"], expect: "status", players: ["A.J. Brown"] },
  { turns: ["is lamar active", "what about allen"], expect: "status", players: ["Josh Allen"] },
  { turns: ["ferguson inactive?? someone tell me"], expect: "status", players: ["Jake Ferguson"] },

  // tradeValue
  {
    turns: ["bowers active?", "what's he worth in a trade right now"],
    expect: "tradeValue",
    players: ["Brock Bowers"],
  },
  {
    turns: ["should i sell high on Rachaad White after that last game"],
    expect: "tradeValue",
    players: ["Rachaad White"],
  },
  { turns: ["should i try to buy low on Marvin Harrison Jr"], expect: "tradeValue", players: ["Marvin Harrison Jr."] },
  {
    turns: ["is Monangai active", "he's been good lately, sell high or hold?"],
    expect: "tradeValue",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["ja'marr playing today right", "what would he fetch in a trade these days"],
    expect: "tradeValue",
    players: ["Ja'Marr Chase"],
  },

  // buyLow
  { turns: ["any buy low guys worth going after"], expect: "buyLow" },
  { turns: ["who on my team should i sell high on"], expect: "buyLow" },
  { turns: ["ok lineup's set", "now who are some buy-low targets around the league"], expect: "buyLow" },
  { turns: ["which of my guys are overperforming that i should sell now"], expect: "buyLow" },
  { turns: ["any buy low guys", "RBs specifically"], expect: "buyLow", position: "RB" },

  // trade
  {
    turns: ["harper offered me saquon for puka, do i take it"],
    expect: "trade",
    players: ["Saquon Barkley", "Puka Nacua"],
  },
  {
    turns: ["my Hockenson for his Trey McBride, good trade?"],
    expect: "trade",
    players: ["T.J. Hockenson", "Trey McBride"],
  },
  {
    turns: ["got an offer from Tatum", "Josh Jacobs + Zay Flowers for Gibbs, yes or no"],
    expect: "trade",
    players: ["Josh Jacobs", "Zay Flowers", "Jahmyr Gibbs"],
  },
  {
    turns: ["got a trade offer", "Breece Hall for my DK Metcalf, accept?"],
    expect: "trade",
    players: ["Breece Hall", "DK Metcalf"],
  },
  {
    turns: ["coach quinn wants my CeeDee for his Garrett Wilson and Aaron Jones, thoughts?"],
    expect: "trade",
    players: ["CeeDee Lamb", "Garrett Wilson", "Aaron Jones"],
  },
  {
    turns: ["is Kenneth Walker hurt", "ok then would u do Walker for Jaylen Warren"],
    expect: "trade",
    players: ["Kenneth Walker III", "Jaylen Warren"],
  },
  {
    turns: ["would you trade DeVonta Smith for Terry McLaurin", "what if they add Rome Odunze on their side"],
    expect: "trade",
    players: ["DeVonta Smith", "Terry McLaurin", "Rome Odunze"],
  },

  // waivers
  { turns: ["rhamondre is out", "who's the best RB on waivers rn"], expect: "waivers", position: "RB" },
  { turns: ["how much faab for Sean Tucker"], expect: "waivers", players: ["Sean Tucker"] },
  { turns: ["Pitts is out", "who can i grab off the wire at TE before kickoff"], expect: "waivers", position: "TE" },
  { turns: ["who should i put a claim in for this week"], expect: "waivers" },
  { turns: ["is Gainwell on the wire?"], expect: "waivers", players: ["Kenneth Gainwell"] },
  {
    turns: ["need a TE for today", "hunter henry or fannin, which one do i pick up"],
    expect: "waivers",
    players: ["Hunter Henry", "Harold Fannin Jr."],
  },
  { turns: ["best free agent WR i can add before the 4pm games"], expect: "waivers", position: "WR" },
  {
    turns: ["should i claim TreVeyon Henderson", "how much should i bid"],
    expect: "waivers",
    players: ["TreVeyon Henderson"],
  },

  // playoffs
  { turns: ["what are my playoff odds rn"], expect: "playoffs" },
  { turns: ["i lost last week", "am i still making the playoffs or what"], expect: "playoffs" },
  { turns: ["what's my record", "so what are my chances to make the playoffs"], expect: "playoffs" },
  { turns: ["pocket passers record?", "do they make the playoffs"], expect: "playoffs", team: "Pocket Passers" },
  { turns: ["playoff chances for Coach Finley's team?"], expect: "playoffs", team: "Waiver Wire Wizards" },
  { turns: ["my playoff odds?", "and End Zone Envy's?"], expect: "playoffs", team: "End Zone Envy" },
  { turns: ["what % chance do i have at a playoff spot"], expect: "playoffs" },

  // improveOdds
  { turns: ["what moves would help my playoff chances the most"], expect: "improveOdds" },
  { turns: ["what are my playoff odds", "yikes. what do i do to bump that up"], expect: "improveOdds" },
  { turns: ["how do i make the playoffs from here, what moves should i make"], expect: "improveOdds" },
  { turns: ["best pickup or trade to raise my playoff odds?"], expect: "improveOdds" },
  { turns: ["am i still in the playoff hunt", "whats the one move that helps my chances most"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i playing today"], expect: "matchup" },
  { turns: ["who's my opponent", "am i projected to win?"], expect: "matchup" },
  { turns: ["what's my win chance today", "what about week 12"], expect: "matchup", week: 12 },
  { turns: ["who's Coach Tatum playing this week"], expect: "matchup", team: "Red Zone Raiders" },
  { turns: ["who do i play next week"], expect: "matchup", week: "next" },
  { turns: ["my matchup week 14?"], expect: "matchup", week: 14 },
  { turns: ["how's the Hail Mary Heroes game looking today"], expect: "matchup", team: "Hail Mary Heroes" },

  // record
  { turns: ["what's my record again", "and Blitz Brigade's?"], expect: "record", team: "Blitz Brigade" },
  { turns: ["lost a close one last week", "where am i in the standings now"], expect: "record" },
  { turns: ["audible alchemists record?"], expect: "record", team: "Audible Alchemists" },
  { turns: ["what place is Coach Reese in"], expect: "record", team: "Play Action Pack" },
  { turns: ["how many wins do the Fourth & Long Shots have"], expect: "record", team: "Fourth & Long Shots" },

  // rosterStatus
  { turns: ["anyone on my team out today?"], expect: "rosterStatus" },
  { turns: ["inactives just dropped, any of my guys on it"], expect: "rosterStatus" },
  { turns: ["check my injuries real quick"], expect: "rosterStatus" },
  { turns: ["any of my guys hurt today", "and next week, who's on bye"], expect: "rosterStatus", week: "next" },
  { turns: ["do i have any game time decisions on my roster"], expect: "rosterStatus" },

  // positionRank
  { turns: ["is Jeudy active", "ok rank my WRs for today"], expect: "positionRank", position: "WR" },
  { turns: ["order my RBs best to worst this week"], expect: "positionRank", position: "RB" },
  { turns: ["rank my rbs", "now my wrs"], expect: "positionRank", position: "WR" },
  { turns: ["rank my TEs for today"], expect: "positionRank", position: "TE" },
  { turns: ["rank my qbs", "and for next week?"], expect: "positionRank", position: "QB", week: "next" },

  // projectedTotal
  { turns: ["what's my team projected to score today"], expect: "projectedTotal" },
  { turns: ["lineup locked", "whats my projected total and range"], expect: "projectedTotal" },
  { turns: ["swapped Olave in for Waddle", "what's my team projection now"], expect: "projectedTotal" },
  { turns: ["whats my ceiling this week as a team"], expect: "projectedTotal" },
  { turns: ["whats my matchup look like", "just my team, how many points am i projected"], expect: "projectedTotal" },

  // leaders
  { turns: ["power rankings?"], expect: "leaders" },
  { turns: ["who's got the best record", "and who's scored the most points"], expect: "leaders" },
  { turns: ["strongest team in the league right now?"], expect: "leaders" },
  { turns: ["what's my record", "who's leading the league"], expect: "leaders" },

  // sleepers
  { turns: ["any sleepers i should stash for the playoffs"], expect: "sleepers" },
  { turns: ["anything good on waivers at RB", "ok what about deep stashes at RB"], expect: "sleepers", position: "RB" },
  { turns: ["who's a guy nobody's talking about i should grab for later"], expect: "sleepers" },
  { turns: ["waivers look thin this week", "any sleepers worth a bench spot though"], expect: "sleepers" },
  { turns: ["late season league winners i can stash now?"], expect: "sleepers" },

  // dropStash
  { turns: ["should i drop Aiyuk or keep stashing him"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  { turns: ["gonna claim someone", "who do i drop to make room"], expect: "dropStash" },
  { turns: ["Tucker Kraft is out for the year, cut him?"], expect: "dropStash", players: ["Tucker Kraft"] },
  { turns: ["is Mark Andrews worth holding or just drop him"], expect: "dropStash", players: ["Mark Andrews"] },
  { turns: ["is Javonte hurt", "should i just cut him then"], expect: "dropStash", players: ["Javonte Williams"] },

  // byeCover
  { turns: ["Kelce on bye, who do i stream at TE"], expect: "byeCover", players: ["Travis Kelce"], position: "TE" },
  {
    turns: ["Dicker's on bye this week, who's my backup kicker"],
    expect: "byeCover",
    players: ["Cameron Dicker"],
    position: "K",
  },
  {
    turns: ["Mahomes is on bye and i forgot", "who's a QB streamer i can grab"],
    expect: "byeCover",
    players: ["Patrick Mahomes"],
    position: "QB",
  },
  {
    turns: ["CeeDee's bye is today", "who covers for him at WR"],
    expect: "byeCover",
    players: ["CeeDee Lamb"],
    position: "WR",
  },
  { turns: ["who covers my RB bye next week"], expect: "byeCover", position: "RB", week: "next" },

  // scenario
  {
    turns: ["who am i playing today", "if i lose this one am i cooked"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  { turns: ["if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  { turns: ["what if i go 4-1 the rest of the way"], expect: "scenario", scenario: { wins: 4, games: 5 } },
  { turns: ["my playoff odds?", "what if i go 3-2"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  {
    turns: ["if the wizards win out do they make it"],
    expect: "scenario",
    scenario: "win-out",
    team: "Waiver Wire Wizards",
  },
  { turns: ["if i win 2 more am i in"], expect: "scenario", scenario: { wins: 2, games: null } },

  // tradeIdeas
  { turns: ["i need a RB bad, who should i trade for"], expect: "tradeIdeas", position: "RB" },
  { turns: ["find me a trade partner for Davante Adams"], expect: "tradeIdeas", players: ["Davante Adams"] },
  { turns: ["any 2 for 1 trades i could do to upgrade at WR"], expect: "tradeIdeas", position: "WR" },
  { turns: ["my depth is a mess", "which team should i be trading with"], expect: "tradeIdeas" },
  { turns: ["what trades could i make with coach blake"], expect: "tradeIdeas", team: "Sunday Scaries" },

  // help
  { turns: ["what can you help me with"], expect: "help" },
  { turns: ["how do i use this thing"], expect: "help" },
  { turns: ["can you do waivers too or just lineups?"], expect: "help" },
  { turns: ["what kind of questions can i ask u"], expect: "help" },
  { turns: ["hey", "what can you actually do"], expect: "help" },

  // None
  { turns: ["is josh allen playing", "is it gonna rain in buffalo for the 1pm"], expect: "None" },
  { turns: ["is Hurts playing", "whats the spread on that game"], expect: "None" },
  { turns: ["app won't let me save my lineup, keeps erroring out"], expect: "None" },
  { turns: ["can we switch our league to full ppr"], expect: "None" },
  { turns: ["tell me a joke while i wait for inactives"], expect: "None" },
  { turns: ["who's Travis Kelce engaged to again"], expect: "None" },
  { turns: ["Lamar active?", "ok unrelated but lakers score?"], expect: "None" },
  { turns: ["best anytime TD bet today"], expect: "None" },
  { turns: ["how many teams make the playoffs in our league settings"], expect: "None" },
  { turns: ["set my lineup", "thanks man you're a lifesaver"], expect: "None" },

  // multi-part
  {
    turns: ["is Kittle active and if not who do i pick up at TE"],
    expect: ["status", "waivers"],
    players: ["George Kittle"],
  },
  { turns: ["what's my record and am i making playoffs"], expect: ["record", "playoffs"] },
  { turns: ["who am i playing and whats my team projected for"], expect: ["matchup", "projectedTotal"] },
  {
    turns: ["is Breece playing today, and should i start him over Cook"],
    expect: ["status", "startSit"],
    players: ["Breece Hall", "James Cook"],
  },
  { turns: ["nabers is out", "who's my flex now and who should i grab off waivers"], expect: ["slot", "waivers"] },
];
