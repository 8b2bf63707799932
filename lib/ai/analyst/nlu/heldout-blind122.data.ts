// Blind held-out evaluation set 122 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a casual manager in an office league who plays for fun and writes plain, everyday
// questions.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_122: HeldOutCase[] = [
  // startSit
  { turns: ["nabers or puka this week?"], expect: "startSit", players: ["Malik Nabers", "Puka Nacua"] },
  {
    turns: ["man my rbs are banged up", "should i start jacobs or kyren on sunday"],
    expect: "startSit",
    players: ["Josh Jacobs", "Kyren Williams"],
  },
  {
    turns: ["kittle or mcbride at TE this week?? cant decide"],
    expect: "startSit",
    players: ["George Kittle", "Trey McBride"],
    position: "TE",
  },
  {
    turns: ["who do i have at wr this week", "ok so waddle or zay flowers?"],
    expect: "startSit",
    players: ["Jaylen Waddle", "Zay Flowers"],
  },
  {
    turns: ["start bucky irving, chuba or rico dowdle in week 11?"],
    expect: "startSit",
    players: ["Bucky Irving", "Chuba Hubbard", "Rico Dowdle"],
    week: 11,
  },
  {
    turns: ["garrett wilson or drake london this week", "what about next week, same question"],
    expect: "startSit",
    players: ["Garrett Wilson", "Drake London"],
    week: "next",
  },
  {
    turns: ["my buddy at work says sit tucker kraft for hunter henry this week. is he trolling me or"],
    expect: "startSit",
    players: ["Tucker Kraft", "Hunter Henry"],
  },

  // compare
  {
    turns: ["whos better rest of season, bijan or gibbs?"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "thinking about my wrs for next year too since its a keeper",
      "jsn vs ja'marr chase long term, who would u rather have",
    ],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Ja'Marr Chase"],
  },
  {
    turns: ["is brock bowers just flat out better than trey mcbride"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["hows breece hall looking", "is he better than james cook going forward?"],
    expect: "compare",
    players: ["Breece Hall", "James Cook"],
  },
  {
    turns: ["just curious, not a lineup thing", "lamar or josh allen, whos the better fantasy qb this year overall"],
    expect: "compare",
    players: ["Lamar Jackson", "Josh Allen"],
  },
  {
    turns: ["jeanty vs hampton for the rest of the year, which rookie do you like more"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },

  // slot
  { turns: ["who should i put in my flex this week"], expect: "slot", position: "FLEX" },
  {
    turns: ["kelce or kittle rest of season?", "ok forget that, need a te for this week, whos my best option"],
    expect: "slot",
    position: "TE",
  },
  { turns: ["whos my best rb2 play"], expect: "slot", position: "RB" },
  {
    turns: ["my lineup looks kinda weird", "actually just tell me who goes in the flex spot"],
    expect: "slot",
    position: "FLEX",
  },
  { turns: ["which qb do i roll with this week"], expect: "slot", position: "QB" },
  { turns: ["who do i put at wr3 for week 11"], expect: "slot", position: "WR", week: 11 },

  // lineup
  { turns: ["can you check my lineup for this week"], expect: "lineup" },
  { turns: ["set my best lineup pls"], expect: "lineup" },
  { turns: ["is my lineup ok or did i mess something up again lol"], expect: "lineup" },
  { turns: ["nabers or puka this week?", "cool. now can you just fix my whole lineup"], expect: "lineup" },
  {
    turns: ["can you check my lineup for this week", "looks good. now optimize my starters for next week"],
    expect: "lineup",
    week: "next",
  },
  { turns: ["anybody in my starting lineup i should swap out before sunday?"], expect: "lineup" },

  // outlook
  { turns: ["is puka legit"], expect: "outlook", players: ["Puka Nacua"] },
  { turns: ["what should i expect from derrick henry this week"], expect: "outlook", players: ["Derrick Henry"] },
  {
    turns: ["is jt playing this week?", "how many points is jonathan taylor projected for"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["is tyreek playing this week", "ok and what can i expect from him rest of season"],
    expect: "outlook",
    players: ["Tyreek Hill"],
  },
  { turns: ["skattebo", "is he actually good or was that a fluke"], expect: "outlook", players: ["Cam Skattebo"] },

  // status
  { turns: ["is ceedee hurt?"], expect: "status", players: ["CeeDee Lamb"] },
  { turns: ["is cmc playing this week"], expect: "status", players: ["Christian McCaffrey"] },
  {
    turns: ["chase brown or kyren this week?", "wait did chase brown even practice today"],
    expect: "status",
    players: ["Chase Brown"],
  },
  { turns: ["is puka legit", "is he on bye this week tho?"], expect: "status", players: ["Puka Nacua"] },
  { turns: ["is nico collins on bye next week"], expect: "status", players: ["Nico Collins"], week: "next" },

  // tradeValue
  { turns: ["should i sell high on jameson williams"], expect: "tradeValue", players: ["Jameson Williams"] },
  {
    turns: ["is walker good this year", "whats he worth in a trade"],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["is now a good time to buy low on marvin harrison jr"],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: ["hows jaxson dart been doing", "should i try to sell him while his value is up"],
    expect: "tradeValue",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["what could i realistically get for achane if i shopped him"],
    expect: "tradeValue",
    players: ["De'Von Achane"],
  },

  // buyLow
  { turns: ["who are some good buy low guys right now"], expect: "buyLow" },
  {
    turns: ["who are some good buy low guys right now", "and anyone on my team i should sell high on?"],
    expect: "buyLow",
  },
  { turns: ["which players are underperforming that i could get cheap from someone"], expect: "buyLow" },
  {
    turns: ["should i sell high on jameson williams", "ok who else is a sell high candidate in the league"],
    expect: "buyLow",
  },
  { turns: ["give me a few buy low targets before the deadline"], expect: "buyLow" },

  // trade
  {
    turns: ["someone offered me tee higgins for james cook, do i take it"],
    expect: "trade",
    players: ["Tee Higgins", "James Cook"],
  },
  {
    turns: ["whats saquon's trade value", "would you do drake london for him"],
    expect: "trade",
    players: ["Drake London", "Saquon Barkley"],
  },
  {
    turns: ["got offered sam laporta and jaylen warren for my kittle. accept?"],
    expect: "trade",
    players: ["Sam LaPorta", "Jaylen Warren", "George Kittle"],
  },
  {
    turns: ["is mike evans healthy now", "someone offered me evans for chris olave, should i accept?"],
    expect: "trade",
    players: ["Mike Evans", "Chris Olave"],
  },
  {
    turns: ["trading davante adams and rachaad white for amon-ra st brown. fair or am i getting fleeced"],
    expect: "trade",
    players: ["Davante Adams", "Rachaad White", "Amon-Ra St. Brown"],
  },
  {
    turns: ["justin jefferson for bijan, me giving jj. good trade for me or no"],
    expect: "trade",
    players: ["Justin Jefferson", "Bijan Robinson"],
  },

  // tradeIdeas
  { turns: ["i really need a rb, who should i try to trade for"], expect: "tradeIdeas", position: "RB" },
  {
    turns: ["who would take a 2 for 1 with courtland sutton and javonte williams"],
    expect: "tradeIdeas",
    players: ["Courtland Sutton", "Javonte Williams"],
  },
  {
    turns: ["i wanna make a trade but idk who with", "which teams would be good trade partners for me"],
    expect: "tradeIdeas",
  },
  {
    turns: ["my wrs have been awful lately", "who could i trade for to fix that?"],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: ["what can i package with rashee rice to land a top te"],
    expect: "tradeIdeas",
    players: ["Rashee Rice"],
    position: "TE",
  },
  { turns: ["any trades i should be making before the deadline?"], expect: "tradeIdeas" },

  // waivers
  { turns: ["who should i pick up off waivers this week"], expect: "waivers" },
  {
    turns: ["is woody marks worth grabbing", "how much faab should i bid on him"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  { turns: ["best rb on the wire right now?"], expect: "waivers", position: "RB" },
  { turns: ["is chuba hurt", "ok whos the best free agent rb i can grab then"], expect: "waivers", position: "RB" },
  { turns: ["should i put a claim in for kyle monangai and how much"], expect: "waivers", players: ["Kyle Monangai"] },

  // sleepers
  { turns: ["any sleepers i should stash"], expect: "sleepers" },
  { turns: ["who are some under the radar guys that could break out"], expect: "sleepers" },
  { turns: ["any deep cuts worth grabbing before they blow up?"], expect: "sleepers" },
  {
    turns: ["who should i pick up off waivers", "ok what about deeper guys nobody's talking about yet"],
    expect: "sleepers",
  },
  {
    turns: ["any sleepers i should stash", "ok but whos a breakout candidate for the second half"],
    expect: "sleepers",
  },
  { turns: ["anyone worth stashing for the playoffs that nobody has on their radar"], expect: "sleepers" },

  // dropStash
  { turns: ["should i drop aiyuk or keep holding him"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  {
    turns: ["how much faab should i bid on monangai", "ok who should i cut to make room for him"],
    expect: "dropStash",
  },
  {
    turns: ["is it worth stashing mark andrews while hes hurt or just cut him"],
    expect: "dropStash",
    players: ["Mark Andrews"],
  },
  {
    turns: ["is godwin still out", "should i just drop him at this point"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  { turns: ["my ir is full and i need a spot, who do i drop"], expect: "dropStash" },

  // byeCover
  {
    turns: ["hurts is on bye, who do i start at qb instead"],
    expect: "byeCover",
    players: ["Jalen Hurts"],
    position: "QB",
  },
  { turns: ["need a te streamer for kelce's bye"], expect: "byeCover", players: ["Travis Kelce"], position: "TE" },
  { turns: ["who can fill in for saquon on his bye week"], expect: "byeCover", players: ["Saquon Barkley"] },
  {
    turns: ["is nico collins on bye next week", "ok who do i grab to cover him"],
    expect: "byeCover",
    players: ["Nico Collins"],
    week: "next",
  },
  {
    turns: ["is goff on bye this week", "ugh. bye week fill in for goff?"],
    expect: "byeCover",
    players: ["Jared Goff"],
  },
  {
    turns: ["dk metcalf is out a few weeks, who replaces him in my lineup"],
    expect: "byeCover",
    players: ["DK Metcalf"],
  },

  // playoffs
  { turns: ["what are my playoff chances"], expect: "playoffs" },
  { turns: ["am i gonna make the playoffs"], expect: "playoffs" },
  { turns: ["am i gonna make the playoffs", "ok whats the odds i get a first round bye"], expect: "playoffs" },
  { turns: ["can we actually win the whole thing this year lol"], expect: "playoffs" },
  { turns: ["whats my record", "so realistically am i making playoffs or nah"], expect: "playoffs" },

  // scenario
  { turns: ["if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  { turns: ["what if i go 2-2 the rest of the way"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  {
    turns: ["what are my playoff chances", "if i lose this week am i done"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["what are my playoff chances", "and if i win 3 of the last 4?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["if i win 2 more games where does that leave me for playoffs"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  { turns: ["say i win every game left, do i get the bye?"], expect: "scenario", scenario: "win-out" },

  // improveOdds
  { turns: ["what can i do to improve my playoff odds"], expect: "improveOdds" },
  { turns: ["how do i make my team better"], expect: "improveOdds" },
  { turns: ["whats my record", "what moves should i make to lock up a playoff spot"], expect: "improveOdds" },
  { turns: ["am i gonna make the playoffs", "ugh. what can i do to boost my chances"], expect: "improveOdds" },
  { turns: ["my team is pretty mid tbh, what would you change"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i playing this week"], expect: "matchup" },
  { turns: ["what are my chances of winning this week"], expect: "matchup" },
  { turns: ["who am i playing this week", "ok preview my matchup for week 11 too"], expect: "matchup", week: 11 },
  { turns: ["who am i playing this week", "are they any good? what are my odds"], expect: "matchup" },
  { turns: ["who do i play next week and how do i look"], expect: "matchup", week: "next" },

  // projectedTotal
  { turns: ["how many points am i projected for this week"], expect: "projectedTotal" },
  { turns: ["whats my floor and ceiling this week"], expect: "projectedTotal" },
  { turns: ["who am i playing this week", "and how many points are we projected to put up"], expect: "projectedTotal" },
  {
    turns: ["how many points am i projected for this week", "projected total for week 12?"],
    expect: "projectedTotal",
    week: 12,
  },

  // record
  { turns: ["whats my record"], expect: "record" },
  { turns: ["where am i in the standings"], expect: "record" },
  { turns: ["who am i playing this week", "whats sunday scaries record"], expect: "record", team: "Sunday Scaries" },
  { turns: ["whos in first", "and where do i sit?"], expect: "record" },
  { turns: ["what place is red zone raiders in right now"], expect: "record", team: "Red Zone Raiders" },

  // leaders
  { turns: ["whos in first place"], expect: "leaders" },
  { turns: ["whos the best team in the league"], expect: "leaders" },
  { turns: ["show me the standings"], expect: "leaders" },
  { turns: ["where am i in the standings", "which team has scored the most points"], expect: "leaders" },
  { turns: ["whats my record", "ok and whos leading the league"], expect: "leaders" },

  // rosterStatus
  { turns: ["who on my team is hurt"], expect: "rosterStatus" },
  { turns: ["any of my guys on bye this week"], expect: "rosterStatus" },
  { turns: ["whats my record", "ok who do i have out this week"], expect: "rosterStatus" },
  { turns: ["whos on bye for me next week"], expect: "rosterStatus", week: "next" },
  { turns: ["who on my team is hurt", "do i have any byes or injuries in week 12"], expect: "rosterStatus", week: 12 },

  // positionRank
  { turns: ["rank my rbs for this week"], expect: "positionRank", position: "RB" },
  { turns: ["order my wrs best to worst for week 11"], expect: "positionRank", position: "WR", week: 11 },
  { turns: ["rank my rbs for this week", "can you rank my te's"], expect: "positionRank", position: "TE" },
  {
    turns: ["whos on bye for me next week", "ok rank my wide receivers for next week then"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  { turns: ["put my running backs in order for this week, best first"], expect: "positionRank", position: "RB" },

  // help
  { turns: ["hi"], expect: "help" },
  { turns: ["what can you do"], expect: "help" },
  { turns: ["what kinda questions can i ask you"], expect: "help" },
  { turns: ["hello! new to this, what can you help me with"], expect: "help" },
  { turns: ["hi", "so what do you actually do"], expect: "help" },

  // None
  { turns: ["whats the weather gonna be like tomorrow"], expect: "None" },
  { turns: ["whats my record", "lol brutal. tell me a joke"], expect: "None" },
  { turns: ["who's gonna win the nba finals"], expect: "None" },
  { turns: ["can you help with my kids math homework"], expect: "None" },
  { turns: ["whats the over under on the chiefs game"], expect: "None" },
  { turns: ["what should i make for dinner tonight"], expect: "None" },

  // two in one
  { turns: ["whats my record and am i making the playoffs"], expect: ["record", "playoffs"] },
  { turns: ["who am i playing this week and what am i projected for"], expect: ["matchup", "projectedTotal"] },
  {
    turns: ["is ceedee hurt? also whos the best wr on waivers"],
    expect: ["status", "waivers"],
    players: ["CeeDee Lamb"],
  },
  { turns: ["check my lineup and tell me whos hurt on my team"], expect: ["lineup", "rosterStatus"] },
  { turns: ["whos in first and where am i"], expect: ["leaders", "record"] },
  { turns: ["what are my playoff odds and what can i do to improve them"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["is puka legit and should i sell high on him"],
    expect: ["outlook", "tradeValue"],
    players: ["Puka Nacua"],
  },
  { turns: ["any buy low guys out there? and any sleepers on the wire"], expect: ["buyLow", "sleepers"] },
  {
    turns: ["is jacobs on bye this week and if so who covers him"],
    expect: ["status", "byeCover"],
    players: ["Josh Jacobs"],
  },
  {
    turns: ["what are my chances if i win out? and what about right now"],
    expect: ["scenario", "playoffs"],
    scenario: "win-out",
  },
  { turns: ["who should i pick up and who do i drop for him"], expect: ["waivers", "dropStash"] },
  { turns: ["who do i play this week and whats my ceiling"], expect: ["matchup", "projectedTotal"] },
  { turns: ["projected points this week and are any of my guys on bye"], expect: ["projectedTotal", "rosterStatus"] },
  { turns: ["rank my te's and who should i start at flex"], expect: ["positionRank", "slot"] },
  {
    turns: ["would you do nabers for kyren? and what is nabers worth anyway"],
    expect: ["trade", "tradeValue"],
    players: ["Malik Nabers", "Kyren Williams"],
  },
];
