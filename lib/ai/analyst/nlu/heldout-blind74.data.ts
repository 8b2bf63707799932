// Blind held-out evaluation set 74 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a fantasy-forum regular: lowercase thread-title shorthand (WDIS/WWYD/ROS/PPR/FAAB),
// nicknames, misspellings.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_74: HeldOutCase[] = [
  // startSit
  { turns: ["WDIS ppr: zay flowers or jamo"], expect: "startSit", players: ["Zay Flowers", "Jameson Williams"] },
  {
    turns: ["WDIS pickens or waddle", "what about terry mac instead of waddle"],
    expect: "startSit",
    players: ["George Pickens", "Terry McLaurin"],
  },
  {
    turns: ["looking ahead to week 11 already", "goff or dart that week? only need one qb"],
    expect: "startSit",
    week: 11,
    players: ["Jared Goff", "Jaxson Dart"],
  },
  {
    turns: ["start 2 of 3: JSN, nabors, tet. go"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Malik Nabers", "Tetairoa McMillan"],
  },
  {
    turns: ["got cook and achane both cooking lately", "if i can only play one this week which is it"],
    expect: "startSit",
    players: ["James Cook", "De'Von Achane"],
  },
  {
    turns: ["olave vs egbuka this sunday, who gets the nod? (ppr, 12 team)"],
    expect: "startSit",
    players: ["Chris Olave", "Emeka Egbuka"],
  },

  // compare
  {
    turns: ["breece or javonte ROS?", "eh make it kenneth walker vs javonte"],
    expect: "compare",
    players: ["Kenneth Walker III", "Javonte Williams"],
  },
  { turns: ["long term hold: jeanty or hampton?"], expect: "compare", players: ["Ashton Jeanty", "Omarion Hampton"] },
  {
    turns: ["rebuilding my WR room for the stretch run", "ROS who's better, egbuka or ladd"],
    expect: "compare",
    players: ["Emeka Egbuka", "Ladd McConkey"],
  },
  {
    turns: ["would you rather own kraft or laporta from here on out"],
    expect: "compare",
    players: ["Tucker Kraft", "Sam LaPorta"],
  },
  {
    turns: ["ROS olave or addison?", "swap addison for meyers, same q"],
    expect: "compare",
    players: ["Chris Olave", "Jakobi Meyers"],
  },
  {
    turns: ["keep cmc or bijan the rest of the season, and what's cmc even worth in a trade rn"],
    expect: ["compare", "tradeValue"],
    players: ["Christian McCaffrey", "Bijan Robinson"],
  },

  // slot
  { turns: ["bench is actually deep this week for once", "who goes in my flex"], expect: "slot" },
  { turns: ["need a TE for this week, who do i slot in"], expect: "slot", position: "TE" },
  {
    turns: ["RB2 spot: warren, tracy or dowdle?"],
    expect: "slot",
    position: "RB",
    players: ["Jaylen Warren", "Tyrone Tracy Jr.", "Rico Dowdle"],
  },
  { turns: ["lineup's mostly set", "just need my WR2, who fills it"], expect: "slot", position: "WR" },
  { turns: ["flex for week 12 — who ya got from my bench"], expect: "slot", week: 12 },
  { turns: ["kicker question dont laugh", "who should be my K this week"], expect: "slot", position: "K" },
  {
    turns: ["flex is between hampton and pollard", "actually throw rice in there too, who gets the flex spot"],
    expect: "slot",
    players: ["Omarion Hampton", "Tony Pollard", "Rashee Rice"],
  },

  // lineup
  { turns: ["optimize my lineup pls"], expect: "lineup" },
  {
    turns: ["tinkered a bunch with my roster today", "is my lineup right or did i mess something up"],
    expect: "lineup",
  },
  { turns: ["just made a couple waiver adds", "set my whole starting lineup now"], expect: "lineup" },
  {
    turns: ["set my lineup for week 11 and what's it projected to score"],
    expect: ["lineup", "projectedTotal"],
    week: 11,
  },
  { turns: ["next week is gonna be rough", "set my best lineup for it"], expect: "lineup", week: "next" },
  { turns: ["check my lineup and tell me whos hurt"], expect: ["lineup", "rosterStatus"] },

  // outlook
  {
    turns: ["JT has been a monster", "what's he projected this week"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  { turns: ["ROS outlook on tet"], expect: "outlook", players: ["Tetairoa McMillan"] },
  { turns: ["waddel in ppr", "is he a good play this week or nah"], expect: "outlook", players: ["Jaylen Waddle"] },
  {
    turns: ["how many pts is kittle putting up", "what about him next week"],
    expect: "outlook",
    players: ["George Kittle"],
    week: "next",
  },
  { turns: ["monangai week 11 projection"], expect: "outlook", players: ["Kyle Monangai"], week: 11 },
  {
    turns: ["is lamar good to go and whats his projection"],
    expect: ["status", "outlook"],
    players: ["Lamar Jackson"],
  },

  // status
  { turns: ["CMC owner here, nervous", "is he playing sunday?"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["any update on nabers injury"], expect: "status", players: ["Malik Nabers"] },
  { turns: ["kyren", "is he hurt? saw him limp off last week"], expect: "status", players: ["Kyren Williams"] },
  { turns: ["ARSB designation? heard he was limited thurs"], expect: "status", players: ["Amon-Ra St. Brown"] },
  { turns: ["might start mark andrews", "wait is he even active"], expect: "status", players: ["Mark Andrews"] },
  {
    turns: ["is nico playing this week, and if so do i start him over DK"],
    expect: ["status", "startSit"],
    players: ["Nico Collins", "DK Metcalf"],
  },
  {
    turns: ["godwin again...", "is he out? and if so who do i grab off waivers"],
    expect: ["status", "waivers"],
    players: ["Chris Godwin"],
  },

  // tradeValue
  { turns: ["what's jacobs worth in a trade rn"], expect: "tradeValue", players: ["Josh Jacobs"] },
  { turns: ["pollard had a big game", "sell high or ride it"], expect: "tradeValue", players: ["Tony Pollard"] },
  { turns: ["should i buy davante"], expect: "tradeValue", players: ["Davante Adams"] },
  {
    turns: ["puka has been nuts", "what could i realistically get for him"],
    expect: "tradeValue",
    players: ["Puka Nacua"],
  },
  { turns: ["trade value check: jaylen warren"], expect: "tradeValue", players: ["Jaylen Warren"] },
  {
    turns: ["hunter henry been solid lately", "is now the time to sell him"],
    expect: "tradeValue",
    players: ["Hunter Henry"],
  },

  // buyLow
  { turns: ["buy low candidates this week?"], expect: "buyLow" },
  { turns: ["my team's been hot", "who on my roster should i sell high"], expect: "buyLow" },
  { turns: ["WWYD — guys whose value is tanking that i should scoop up cheap"], expect: "buyLow" },
  { turns: ["trade deadline coming up", "who's a buy low i should target"], expect: "buyLow" },
  { turns: ["buy low RBs right now?"], expect: "buyLow" },
  { turns: ["buy low targets + who to pick up this week"], expect: ["buyLow", "waivers"] },

  // trade
  {
    turns: ["trade offer: my JSN for his bijan. accept?"],
    expect: "trade",
    players: ["Jaxon Smith-Njigba", "Bijan Robinson"],
  },
  {
    turns: ["i give ja'marr, get breece + kelce. smash accept or decline"],
    expect: "trade",
    players: ["Ja'Marr Chase", "Breece Hall", "Travis Kelce"],
  },
  {
    turns: ["got a trade offer from a league mate", "my kyren for his sutton and pitts, do it?"],
    expect: "trade",
    players: ["Kyren Williams", "Courtland Sutton", "Kyle Pitts"],
  },
  {
    turns: ["2-for-1: i send olave + chuba, get back jefferson. fair?"],
    expect: "trade",
    players: ["Chris Olave", "Chuba Hubbard", "Justin Jefferson"],
  },
  {
    turns: ["got an offer for ceedee", "i give lamb, get egbuka + jk dobbins. accept?"],
    expect: "trade",
    players: ["CeeDee Lamb", "Emeka Egbuka", "J.K. Dobbins"],
  },
  {
    turns: ["someone offered goff for lamar straight up", "i'd be the one giving goff. wwyd"],
    expect: "trade",
    players: ["Jared Goff", "Lamar Jackson"],
  },
  {
    turns: ["offered my gibbs for saquon and nico", "what if they did a.j. brown instead of nico"],
    expect: "trade",
    players: ["Jahmyr Gibbs", "Saquon Barkley", "A.J. Brown"],
  },

  // waivers
  { turns: ["who should i grab off waivers this week"], expect: "waivers" },
  { turns: ["i have $43 faab left", "what should i bid on this week"], expect: "waivers" },
  { turns: ["best adds, ppr, 12 team"], expect: "waivers" },
  { turns: ["lost my RB2 for the season", "who do i pick up off the wire"], expect: "waivers" },
  { turns: ["just got smoked by 40", "ok what's on the wire worth grabbing + how much faab"], expect: "waivers" },

  // playoffs
  { turns: ["what are my playoff odds"], expect: "playoffs" },
  { turns: ["am i making the playoffs or nah"], expect: "playoffs" },
  { turns: ["5-4 rn", "realistic chance i sneak into the playoffs?"], expect: "playoffs" },
  { turns: ["just won by 2 pts lol", "where are my playoff odds at now"], expect: "playoffs" },
  { turns: ["lost again lmao", "am i cooked for the postseason"], expect: "playoffs" },
  { turns: ["whats my record and do i make the playoffs"], expect: ["record", "playoffs"] },
  { turns: ["playoff odds + what moves would improve them"], expect: ["playoffs", "improveOdds"] },

  // improveOdds
  { turns: ["what moves do i make to boost my playoff odds"], expect: "improveOdds" },
  { turns: ["how do i up my playoff chances from here"], expect: "improveOdds" },
  { turns: ["playoff odds looking grim", "what can i do to fix that"], expect: "improveOdds" },
  { turns: ["WWYD to raise my playoff % — any moves"], expect: "improveOdds" },
  { turns: ["sitting at 9th", "what moves get me into the top 6"], expect: "improveOdds" },
  { turns: ["6-3, right on the bubble", "best moves to lock up a spot"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i playing this week"], expect: "matchup" },
  { turns: ["i'm projected like 120", "am i favored this week"], expect: "matchup" },
  { turns: ["win prob for my matchup?"], expect: "matchup" },
  { turns: ["week 12 matchup — who is it and whats the projected score"], expect: "matchup", week: 12 },
  { turns: ["matchup this week looks scary", "what about next week, who do i face"], expect: "matchup", week: "next" },
  { turns: ["who's my opponent and whats my projected total"], expect: ["matchup", "projectedTotal"] },

  // record
  { turns: ["wheres my record at"], expect: "record" },
  { turns: ["what place am i in the standings"], expect: "record" },
  { turns: ["feel like ive been unlucky all year", "whats my W-L"], expect: "record" },
  { turns: ["how many wins do i have"], expect: "record" },
  { turns: ["am i above .500"], expect: "record" },

  // rosterStatus
  { turns: ["who on my roster is on bye this week"], expect: "rosterStatus" },
  { turns: ["scary week for injuries", "any of my guys hurt?"], expect: "rosterStatus" },
  { turns: ["byes next week on my team?"], expect: "rosterStatus", week: "next" },
  {
    turns: ["planning ahead for week 14", "who's out on bye or injured that week for me"],
    expect: "rosterStatus",
    week: 14,
  },
  { turns: ["injury report for my squad"], expect: "rosterStatus" },

  // positionRank
  { turns: ["rank my WRs this week"], expect: "positionRank", position: "WR" },
  { turns: ["rank my RBs for week 11"], expect: "positionRank", position: "RB", week: 11 },
  { turns: ["TE is a mess on my roster", "rank them for me"], expect: "positionRank", position: "TE" },
  { turns: ["order my QBs best to worst"], expect: "positionRank", position: "QB" },
  { turns: ["rank my wideouts", "now do the RBs"], expect: "positionRank", position: "RB" },
  { turns: ["how do my running backs stack up next week"], expect: "positionRank", position: "RB", week: "next" },

  // projectedTotal
  { turns: ["whats my team projected for this week"], expect: "projectedTotal" },
  { turns: ["ceiling and floor for my squad this week"], expect: "projectedTotal" },
  { turns: ["projected pts for week 11"], expect: "projectedTotal", week: 11 },
  { turns: ["think my lineup is set", "whats the projected total"], expect: "projectedTotal" },
  { turns: ["how many points am i projected next week"], expect: "projectedTotal", week: "next" },

  // leaders
  { turns: ["who's the best team in the league"], expect: "leaders" },
  { turns: ["who has the most points for"], expect: "leaders" },
  { turns: ["playing blitz brigade soon", "what's their record"], expect: "leaders", team: "Blitz Brigade" },
  {
    turns: ["coach sutton keeps talking trash in the gc", "where's his team in the standings"],
    expect: "leaders",
    team: "Hail Mary Heroes",
  },
  { turns: ["who's got the best playoff odds in the league"], expect: "leaders" },
  { turns: ["who's in first and where am i at"], expect: ["leaders", "record"] },

  // sleepers
  { turns: ["deep sleepers for next week?"], expect: "sleepers", week: "next" },
  { turns: ["under the radar guys nobody's talking about"], expect: "sleepers" },
  { turns: ["best adds + any deep sleepers"], expect: ["waivers", "sleepers"] },
  { turns: ["wire is picked clean in my league", "any sleepers left that nobody rosters"], expect: "sleepers" },
  { turns: ["gimme a sleeper for week 11"], expect: "sleepers", week: 11 },
  { turns: ["deep cut dart throw for next week's slate?"], expect: "sleepers", week: "next" },

  // dropStash
  { turns: ["should i drop or IR stash my injured guys"], expect: "dropStash" },
  { turns: ["cut or hold my hurt players?"], expect: "dropStash" },
  { turns: ["got 2 guys out long term", "drop them or stash?"], expect: "dropStash" },
  { turns: ["IR stash or drop — wwyd with my injured dudes"], expect: "dropStash" },
  { turns: ["my rb room is decimated by injuries", "hold or cut bait on those guys"], expect: "dropStash" },
  { turns: ["who on my team is hurt and should i drop any of them"], expect: ["rosterStatus", "dropStash"] },

  // byeCover
  { turns: ["need a TE streamer to cover the bye this week"], expect: "byeCover", position: "TE" },
  { turns: ["my QB is on bye in week 12, who's a backup"], expect: "byeCover", position: "QB", week: 12 },
  { turns: ["kicker's on bye", "who do i stream"], expect: "byeCover", position: "K" },
  { turns: ["bye week crunch at RB", "who's a fill-in off waivers"], expect: "byeCover", position: "RB" },
  {
    turns: ["both my WRs are on bye next week", "who should i pick up to cover"],
    expect: "byeCover",
    position: "WR",
    week: "next",
  },
  {
    turns: ["who's on bye this week and who do i stream at QB to cover"],
    expect: ["rosterStatus", "byeCover"],
    position: "QB",
  },

  // scenario
  { turns: ["need a spark", "what are my odds if i win out"], expect: "scenario", scenario: "win-out" },
  { turns: ["playoff odds if i go 2-2 the rest of the way"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  { turns: ["if i lose this week am i done?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["whats my playoff %", "and if i win 3 of the last 4?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  { turns: ["4 games left", "odds if i win 2 of them"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  {
    turns: ["if i lose this week what are my odds, and what moves help"],
    expect: ["scenario", "improveOdds"],
    scenario: "lose-this-week",
  },

  // tradeIdeas
  { turns: ["who should i trade with for a RB"], expect: "tradeIdeas", position: "RB" },
  {
    turns: ["2-for-1 ideas around JSN and tucker kraft"],
    expect: "tradeIdeas",
    players: ["Jaxon Smith-Njigba", "Tucker Kraft"],
  },
  {
    turns: ["pocket passers have a stacked bench", "what could they give me"],
    expect: "tradeIdeas",
    team: "Pocket Passers",
  },
  { turns: ["need a TE bad", "which team should i hit up in a trade for one"], expect: "tradeIdeas", position: "TE" },
  {
    turns: ["package BTJ and rachaad for an upgrade, who's a fit"],
    expect: "tradeIdeas",
    players: ["Brian Thomas Jr.", "Rachaad White"],
  },
  { turns: ["QB trade targets — who has a surplus"], expect: "tradeIdeas", position: "QB" },

  // help
  { turns: ["what can you do"], expect: "help" },
  { turns: ["first time using this", "how does it work"], expect: "help" },
  { turns: ["new here, what kind of questions can i ask"], expect: "help" },
  { turns: ["yo", "what are you good for"], expect: "help" },
  { turns: ["help"], expect: "help" },
  { turns: ["list of commands?"], expect: "help" },

  // None
  { turns: ["whats the weather in buffalo sunday"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["who wins the nba finals this yr"], expect: "None" },
  { turns: ["best chili recipe for game day"], expect: "None" },
  { turns: ["thanks for the lineup help", "unrelated but can u help with my calc homework"], expect: "None" },
  { turns: ["thoughts on the election"], expect: "None" },
];
