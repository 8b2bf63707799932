// Blind held-out evaluation set 86 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a game-day-morning manager in a hurry — terse, lowercase, typos, "quick q", "asap",
// "kickoff in 10", rapid follow-ups.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_86: HeldOutCase[] = [
  // ── startSit ──
  {
    turns: ["quick q nabers or jsn today?? asap"],
    expect: "startSit",
    players: ["Malik Nabers", "Jaxon Smith-Njigba"],
  },
  {
    turns: ["start gibbs or achane this week?", "ok and pickens vs waddle, kickoff in 10"],
    expect: "startSit",
    players: ["George Pickens", "Jaylen Waddle"],
  },
  {
    turns: ["thinking about benching tee higgins", "him or jameson williams? hurry"],
    expect: "startSit",
    players: ["Tee Higgins", "Jameson Williams"],
  },
  { turns: ["week 11 early — dart or nix?"], expect: "startSit", players: ["Jaxson Dart", "Bo Nix"], week: 11 },
  {
    turns: ["kraft or laporta today", "actually ferguson instead of laporta, same q"],
    expect: "startSit",
    players: ["Tucker Kraft", "Jake Ferguson"],
  },
  {
    turns: ["bijan or henry this morning? also is henry even active"],
    expect: ["startSit", "status"],
    players: ["Bijan Robinson", "Derrick Henry"],
  },

  // ── compare ──
  {
    turns: ["rest of season: mcbride or bowers, who do i keep"],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: ["long term who's better, jeanty or hampton? gotta decide fast"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["im getting trade offers for my WRs", "ros who would you rather have, amon-ra or jefferson"],
    expect: "compare",
    players: ["Amon-Ra St. Brown", "Justin Jefferson"],
  },
  {
    turns: ["keep skattebo or monangai for the stretch run? quick"],
    expect: "compare",
    players: ["Cam Skattebo", "Kyle Monangai"],
  },
  {
    turns: ["nico collins vs tetairoa mcmillan rest of year?", "and egbuka vs mcmillan?"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: ["cutting one of these two, only one bench spot", "btj or olave, who's better the rest of the way"],
    expect: "compare",
    players: ["Brian Thomas Jr.", "Chris Olave"],
  },

  // ── slot ──
  { turns: ["jacobs is out", "who goes in my flex now, quick"], expect: "slot" },
  { turns: ["need someone in the te spot asap, who"], expect: "slot", position: "TE" },
  {
    turns: ["rb2 — warren, dowdle or tracy? kickoff soon"],
    expect: "slot",
    position: "RB",
    players: ["Jaylen Warren", "Rico Dowdle", "Tyrone Tracy Jr."],
  },
  {
    turns: ["flex is empty lol", "sutton or wan'dale there?"],
    expect: "slot",
    players: ["Courtland Sutton", "Wan'Dale Robinson"],
  },
  { turns: ["who's my wr2 for week 11"], expect: "slot", position: "WR", week: 11 },
  { turns: ["qb slot today — who's my guy?", "and next week at qb?"], expect: "slot", position: "QB", week: "next" },

  // ── lineup ──
  { turns: ["optimize my lineup NOW pls"], expect: "lineup" },
  { turns: ["is my lineup right? locking in 10 min"], expect: "lineup" },
  { turns: ["just woke up, games start in like 20", "set my lineup for me"], expect: "lineup" },
  { turns: ["got a couple guys questionable", "double check my starters before kickoff"], expect: "lineup" },
  { turns: ["fix my lineup and tell me if anyone's questionable"], expect: ["lineup", "rosterStatus"] },
  { turns: ["starters look good?", "same thing for week 11 — set it early, traveling"], expect: "lineup", week: 11 },

  // ── outlook ──
  { turns: ["how many pts is kittel gonna score today"], expect: "outlook", players: ["George Kittle"] },
  { turns: ["is breece a good play today? quick"], expect: "outlook", players: ["Breece Hall"] },
  { turns: ["ja'marr chase this week?", "ok and his ros outlook"], expect: "outlook", players: ["Ja'Marr Chase"] },
  {
    turns: ["what's cmc projected for", "what about him next week"],
    expect: "outlook",
    players: ["Christian McCaffrey"],
    week: "next",
  },
  { turns: ["lamar projection asap"], expect: "outlook", players: ["Lamar Jackson"] },
  { turns: ["metcalf's line today?", "and worthy"], expect: "outlook", players: ["Xavier Worthy"] },

  // ── status ──
  { turns: ["is tyreek playing today"], expect: "status", players: ["Tyreek Hill"] },
  {
    turns: ["rice popped up on the injury report??", "is he gonna play, need to know asap"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  { turns: ["thinking of starting aiyuk", "wait is he even healthy"], expect: "status", players: ["Brandon Aiyuk"] },
  { turns: ["whats mark andrews' designation, kickoff in 10"], expect: "status", players: ["Mark Andrews"] },
  { turns: ["was godwin limited in practice?", "what about evans"], expect: "status", players: ["Mike Evans"] },
  {
    turns: ["is kamara active today, and if not who do i grab off waivers"],
    expect: ["status", "waivers"],
    players: ["Alvin Kamara"],
  },

  // ── tradeValue ──
  { turns: ["what's saquon worth in a trade rn"], expect: "tradeValue", players: ["Saquon Barkley"] },
  { turns: ["sell high on bucky irvin? quick"], expect: "tradeValue", players: ["Bucky Irving"] },
  {
    turns: ["someone's sniffing around my jonathan taylor", "what could i realistically get for him"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  { turns: ["buy kyle pitts before deadline or nah"], expect: "tradeValue", players: ["Kyle Pitts"] },
  { turns: ["dk's trade value?", "and mcconky"], expect: "tradeValue", players: ["Ladd McConkey"] },
  {
    turns: ["chase brown had a huge game last week", "is now the time to sell him"],
    expect: "tradeValue",
    players: ["Chase Brown"],
  },

  // ── buyLow ──
  { turns: ["my team's stacked but i'm 4-5", "who should i buy low on right now"], expect: "buyLow" },
  { turns: ["sell high candidates on my team? fast"], expect: "buyLow" },
  { turns: ["any buy-low guys before the deadline, quick"], expect: "buyLow" },
  { turns: ["deadline's close", "who's worth buying cheap"], expect: "buyLow" },
  { turns: ["who should i sell high and what's my playoff odds"], expect: ["buyLow", "playoffs"] },
  { turns: ["need to shake things up", "give me 2-3 sell-high names asap"], expect: "buyLow" },

  // ── trade ──
  {
    turns: ["got offered mclaurin for my james cook. accept? kickoff soon"],
    expect: "trade",
    players: ["Terry McLaurin", "James Cook"],
  },
  {
    turns: ["i give kelce + jordan addison, get garrett wilson. good?"],
    expect: "trade",
    players: ["Travis Kelce", "Jordan Addison", "Garrett Wilson"],
  },
  {
    turns: ["coach harper sent me an offer", "my etienne for his zay flowers, yes or no"],
    expect: "trade",
    players: ["Travis Etienne Jr.", "Zay Flowers"],
    team: "Fourth & Long Shots",
  },
  {
    turns: ["dobbins for rome odunze, i'd be sending dobbins. smash accept?"],
    expect: "trade",
    players: ["J.K. Dobbins", "Rome Odunze"],
  },
  {
    turns: ["trade offer: my goff for their devonta smith", "what if they throw in rhamondre"],
    expect: "trade",
    players: ["Jared Goff", "DeVonta Smith", "Rhamondre Stevenson"],
  },
  {
    turns: ["they want my hunter henry for sam laporta, do it? and what's laporta worth anyway"],
    expect: ["trade", "tradeValue"],
    players: ["Hunter Henry", "Sam LaPorta"],
  },

  // ── waivers ──
  { turns: ["who do i pick up this week + how much faab"], expect: "waivers" },
  { turns: ["best waiver add asap, need an rb"], expect: "waivers" },
  { turns: ["lost my rb2 for the year", "who's on the wire"], expect: "waivers" },
  { turns: ["is woody marks worth a faab bid? how much"], expect: "waivers", players: ["Woody Marks"] },
  { turns: ["faab left: $38", "waivers: top 3 adds + bids, go"], expect: "waivers" },
  { turns: ["who should i grab off waivers and should i drop my injured guys"], expect: ["waivers", "dropStash"] },

  // ── playoffs ──
  { turns: ["quick — what are my playoff odds"], expect: "playoffs" },
  { turns: ["am i making the playoffs or what"], expect: "playoffs" },
  { turns: ["brutal loss last week", "so what are my chances now"], expect: "playoffs" },
  { turns: ["playoff % rn?"], expect: "playoffs" },
  { turns: ["standings are tight", "postseason odds? fast"], expect: "playoffs" },
  { turns: ["checked my lineup, looks fine", "am i gonna sneak into the playoffs"], expect: "playoffs" },

  // ── improveOdds ──
  { turns: ["what moves bump my playoff odds"], expect: "improveOdds" },
  { turns: ["how do i get into the playoffs from here, roster-wise"], expect: "improveOdds" },
  { turns: ["my odds look bad", "what can i do to improve them"], expect: "improveOdds" },
  { turns: ["quick: single best move to raise my playoff chances?"], expect: "improveOdds" },
  { turns: ["what are my playoff odds and how do i raise them"], expect: ["playoffs", "improveOdds"] },
  { turns: ["i'm on the bubble", "any pickups or trades that boost my shot?"], expect: "improveOdds" },

  // ── matchup ──
  { turns: ["who am i playing today"], expect: "matchup" },
  { turns: ["am i favored this week? quick"], expect: "matchup" },
  { turns: ["who do i play in week 11", "am i favored?"], expect: "matchup", week: 11 },
  { turns: ["opponent looks stacked", "what's my win prob today?"], expect: "matchup" },
  { turns: ["projected score of my game this week, fast"], expect: "matchup" },
  { turns: ["matchup this week?", "and next week's?"], expect: "matchup", week: "next" },

  // ── record ──
  { turns: ["my W-L real quick"], expect: "record" },
  { turns: ["where am i in the standings"], expect: "record" },
  { turns: ["just checked scores", "what place am i in, quick"], expect: "record" },
  { turns: ["won last night!", "so where does that leave me"], expect: "record" },
  { turns: ["what's my record and who do i face today"], expect: ["record", "matchup"] },
  { turns: ["what's my record and my playoff chances"], expect: ["record", "playoffs"] },

  // ── rosterStatus ──
  { turns: ["who on my team is hurt"], expect: "rosterStatus" },
  { turns: ["any of my guys on bye today?"], expect: "rosterStatus" },
  { turns: ["byes next week on my roster? planning ahead"], expect: "rosterStatus", week: "next" },
  { turns: ["injury report for my squad asap", "and who's on bye week 12"], expect: "rosterStatus", week: 12 },
  { turns: ["anyone questionable on my roster? kickoff in 10"], expect: "rosterStatus" },
  { turns: ["lineup's locked mostly", "who's out for me this week tho"], expect: "rosterStatus" },

  // ── positionRank ──
  { turns: ["rank my wrs quick"], expect: "positionRank", position: "WR" },
  { turns: ["order my rbs for today"], expect: "positionRank", position: "RB" },
  { turns: ["rank my tes", "now rbs"], expect: "positionRank", position: "RB" },
  { turns: ["rank my qbs for week 11"], expect: "positionRank", position: "QB", week: 11 },
  { turns: ["flex decision coming", "top to bottom, my receivers this week"], expect: "positionRank", position: "WR" },
  { turns: ["rank my rbs and tell me who to flex"], expect: ["positionRank", "slot"], position: "RB" },

  // ── projectedTotal ──
  { turns: ["what am i projected for today"], expect: "projectedTotal" },
  { turns: ["feeling nervous about today", "what's my ceiling this week?"], expect: "projectedTotal" },
  { turns: ["floor and ceiling for my squad, quick"], expect: "projectedTotal" },
  { turns: ["projected total?", "what about next week"], expect: "projectedTotal", week: "next" },
  { turns: ["how many points am i putting up in week 11"], expect: "projectedTotal", week: 11 },
  { turns: ["what's my projected score and am i favored"], expect: ["projectedTotal", "matchup"] },

  // ── leaders ──
  { turns: ["who's leading the league"], expect: "leaders" },
  { turns: ["who's leading the league", "ok but best team by points?"], expect: "leaders" },
  { turns: ["what's blitz brigade's record"], expect: "leaders", team: "Blitz Brigade" },
  { turns: ["who has the best playoff odds", "what about sunday scaries"], expect: "leaders", team: "Sunday Scaries" },
  { turns: ["where's coach tatum's team in the standings"], expect: "leaders", team: "Red Zone Raiders" },
  { turns: ["who's in first and where am i"], expect: ["leaders", "record"] },

  // ── sleepers ──
  { turns: ["deep sleepers for next week?"], expect: "sleepers", week: "next" },
  { turns: ["under the radar pickups nobody's talking about"], expect: "sleepers" },
  { turns: ["need a dart throw", "gimme a sleeper or two, quick"], expect: "sleepers" },
  { turns: ["waiver wire is picked clean", "any deep-league sleepers left?"], expect: "sleepers" },
  { turns: ["sneaky adds for week 11?"], expect: "sleepers", week: 11 },
  { turns: ["sleepers for next week + what to bid on them"], expect: ["sleepers", "waivers"], week: "next" },

  // ── dropStash ──
  { turns: ["should i drop my injured guys or ir them"], expect: "dropStash" },
  { turns: ["ir or cut dobbins?"], expect: "dropStash", players: ["J.K. Dobbins"] },
  { turns: ["godwin's out again", "stash him or drop?"], expect: "dropStash", players: ["Chris Godwin"] },
  { turns: ["do i hold my hurt players? need roster spots asap"], expect: "dropStash" },
  { turns: ["bench is full and i need to add someone", "who goes on my IR spot"], expect: "dropStash" },
  { turns: ["drop or stash tyreek, need the bench spot"], expect: "dropStash", players: ["Tyreek Hill"] },

  // ── byeCover ──
  { turns: ["my te is on bye, need a streamer"], expect: "byeCover", position: "TE" },
  { turns: ["qb on bye week 11, who's a backup"], expect: "byeCover", position: "QB", week: 11 },
  { turns: ["kicker's on bye", "who do i stream"], expect: "byeCover", position: "K" },
  { turns: ["need a wr to cover byes next week"], expect: "byeCover", position: "WR", week: "next" },
  { turns: ["two of my rbs have byes today", "fill-in asap?"], expect: "byeCover", position: "RB" },
  { turns: ["who's on bye for me and who can cover"], expect: ["rosterStatus", "byeCover"] },

  // ── scenario ──
  { turns: ["if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  { turns: ["odds if i lose today?"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["if i go 2-2 the rest of the way?"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  {
    turns: ["what are my playoff odds", "and if i win 3 of the last 4"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  { turns: ["must-win today", "say i run the table — where do my odds land"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["if i win just one more game am i in? and who's my opponent today"],
    expect: ["scenario", "matchup"],
    scenario: { wins: 1, games: null },
  },

  // ── tradeIdeas ──
  { turns: ["who should i trade with for a rb"], expect: "tradeIdeas", position: "RB" },
  {
    turns: ["2-for-1 ideas around jacobs and pollard?"],
    expect: "tradeIdeas",
    players: ["Josh Jacobs", "Tony Pollard"],
  },
  { turns: ["what could hail mary heroes give me"], expect: "tradeIdeas", team: "Hail Mary Heroes" },
  { turns: ["i need a wr badly", "who's a good trade partner"], expect: "tradeIdeas", position: "WR" },
  { turns: ["trade ideas for a te upgrade, quick"], expect: "tradeIdeas", position: "TE" },
  {
    turns: ["coach sawyer keeps messaging me", "what could his team offer"],
    expect: "tradeIdeas",
    team: "Audible Alchemists",
  },

  // ── help ──
  { turns: ["what can you do"], expect: "help" },
  { turns: ["how does this work, quick"], expect: "help" },
  { turns: ["help"], expect: "help" },
  { turns: ["what kind of questions can i ask you"], expect: "help" },
  { turns: ["hey", "what can you help with"], expect: "help" },
  { turns: ["first time using this", "just tell me what you're good for, kickoff soon"], expect: "help" },

  // ── None ──
  { turns: ["weather in green bay today"], expect: "None" },
  { turns: ["waiting on inactives", "tell me a joke while i wait"], expect: "None" },
  { turns: ["who won the lakers game"], expect: "None" },
  { turns: ["quick recipe for game day wings"], expect: "None" },
  { turns: ["ok lineup's set", "whats the capital of australia lol"], expect: "None" },
  { turns: ["help me finish my chem homework before kickoff"], expect: "None" },
];
