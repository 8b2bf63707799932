// Blind held-out evaluation set 139 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: voice dictation.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_139: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "ok so i got jar mar chase and see dee lamb and i can only start one of them this week which one do i go with",
    ],
    expect: "startSit",
    players: ["Ja'Marr Chase", "CeeDee Lamb"],
  },
  {
    turns: ["hey gm james cook or karen williams which one goes in my lineup for sunday"],
    expect: "startSit",
    players: ["James Cook", "Kyren Williams"],
  },
  {
    turns: ["start bo nicks or jared goff this week", "okay what about four weak twelve then"],
    expect: "startSit",
    players: ["Bo Nix", "Jared Goff"],
    week: 12,
  },
  {
    turns: [
      "im going back and forth between tucker craft and jake " +
        "ferguson tell me which one to play i keep changing my mind",
    ],
    expect: "startSit",
    players: ["Tucker Kraft", "Jake Ferguson"],
  },
  {
    turns: ["who do i start tie reek hill or garret wilson", "and what if i throw drake lunden in there too"],
    expect: "startSit",
    players: ["Tyreek Hill", "Garrett Wilson", "Drake London"],
  },
  {
    turns: ["next week am i rolling with devon a shane or brees hall they both look kind of iffy"],
    expect: "startSit",
    players: ["De'Von Achane", "Breece Hall"],
    week: "next",
  },

  // compare
  {
    turns: ["rest of season would you rather have pooka nakua or malik nay burrs be honest with me"],
    expect: "compare",
    players: ["Puka Nacua", "Malik Nabers"],
  },
  {
    turns: ["dynasty league question by john robinson versus jah meer gibbs long term who do you want on your team"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "whos better the rest of the way ashton genty or omarion hampton",
      "what about cam skatebo instead of hampton",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Cam Skattebo"],
  },
  {
    turns: ["going forward who ends up being the better tight end brock bowers or trey mick bride"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["for the remainder of the year would you take nico colins over rashi rice or the other way around"],
    expect: "compare",
    players: ["Nico Collins", "Rashee Rice"],
  },
  {
    turns: ["in my keeper league drake may or jackson dart who holds value longer", "ok now add bo nicks to that"],
    expect: "compare",
    players: ["Drake Maye", "Jaxson Dart", "Bo Nix"],
  },

  // slot
  { turns: ["who should go in my flex spot this week i honestly have no idea"], expect: "slot", position: "FLEX" },
  { turns: ["i need somebody at kicker who do i put in there"], expect: "slot", position: "K" },
  { turns: ["whos the right call at our bee two for me this week"], expect: "slot", position: "RB" },
  {
    turns: ["which defense should i be starting this week", "and four week fourteen"],
    expect: "slot",
    position: "DEF",
    week: 14,
  },
  {
    turns: ["who should i play at tight end this week", "ok what about next week at that spot"],
    expect: "slot",
    position: "TE",
    week: "next",
  },
  { turns: ["uh quarterback for week twelve who should be my guy there"], expect: "slot", position: "QB", week: 12 },

  // lineup
  { turns: ["set my lineup for this week please"], expect: "lineup" },
  { turns: ["can you look over my starters and tell me if anything looks off before kickoff"], expect: "lineup" },
  { turns: ["optimize my roster for sunday i want the best possible lineup out there no mistakes"], expect: "lineup" },
  { turns: ["put together my best lineup", "now do the same thing for next week"], expect: "lineup", week: "next" },
  { turns: ["check my lineup for week twelve", "actually make that week thirteen sorry"], expect: "lineup", week: 13 },

  // outlook
  { turns: ["how do you see jamison williams doing this week"], expect: "outlook", players: ["Jameson Williams"] },
  {
    turns: ["is kyle mon and guy for real or is this just a fluke two good weeks"],
    expect: "outlook",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["whats the projection for sequan barkley this week", "and for the rest of the season"],
    expect: "outlook",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["is travis kelsey even worth starting anymore at this point"],
    expect: "outlook",
    players: ["Travis Kelce"],
  },
  {
    turns: ["what kind of numbers should i expect out of tet arrow mcmillan the rest of the year"],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
  },
  {
    turns: ["hows jackson smith and jigba looking this week", "what about derek henry"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },

  // status
  { turns: ["is christian mac caffrey playing sunday"], expect: "status", players: ["Christian McCaffrey"] },
  {
    turns: ["whats the latest on a meka egg buca and that hamstring thing"],
    expect: "status",
    players: ["Emeka Egbuka"],
  },
  { turns: ["did chris god win practice today or not"], expect: "status", players: ["Chris Godwin"] },
  {
    turns: ["any news on jaylen wadell", "what about his teammate tyreek"],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  { turns: ["is mark andrews active this week", "and sam la porta"], expect: "status", players: ["Sam LaPorta"] },

  // tradeValue
  { turns: ["what is jonathan taylor worth in a trade right now"], expect: "tradeValue", players: ["Jonathan Taylor"] },
  {
    turns: ["should i sell high on rico doudle or just hold onto him"],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  {
    turns: ["is now the time to buy low on marvin harrison junior his price has to be in the basement"],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: ["how much trade value does lad mcconkey have", "and george pickins"],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  {
    turns: ["should i be shopping chooba hubbard while his value is up or keep him"],
    expect: "tradeValue",
    players: ["Chuba Hubbard"],
  },
  {
    turns: ["is bucky irving a sell high", "what about a man ra saint brown is he a hold"],
    expect: "tradeValue",
    players: ["Amon-Ra St. Brown"],
  },

  // buyLow
  { turns: ["who are some good buy low guys right now"], expect: "buyLow" },
  { turns: ["give me a list of sell high candidates before the deadline hits"], expect: "buyLow" },
  {
    turns: ["which players should i be trying to get on the cheap since theyve been underperforming"],
    expect: "buyLow",
  },
  { turns: ["who should i sell high", "ok now give me the buy low targets"], expect: "buyLow" },
  { turns: ["any running backs worth buying low on"], expect: "buyLow", position: "RB" },

  // trade
  {
    turns: ["would you accept a trade where i give up derek henry and get a j brown"],
    expect: "trade",
    players: ["Derrick Henry", "A.J. Brown"],
  },
  {
    turns: ["somebody offered me devonta smith and tony pollard for my jah meer gibbs is that fair"],
    expect: "trade",
    players: ["DeVonta Smith", "Tony Pollard", "Jahmyr Gibbs"],
  },
  {
    turns: ["who wins this deal my travis a ten for there chase brown"],
    expect: "trade",
    players: ["Travis Etienne Jr.", "Chase Brown"],
  },
  {
    turns: [
      "coach quinn wants my court land sutton for his mike evans should i do it",
      "what if he throws hunter henry in too",
    ],
    expect: "trade",
    players: ["Courtland Sutton", "Mike Evans", "Hunter Henry"],
  },
  {
    turns: ["i get josh allen and give up lamar jackson plus a bench guy do i hit accept"],
    expect: "trade",
    players: ["Josh Allen", "Lamar Jackson"],
  },
  {
    turns: ["should i trade d k metcalf for roam oh dune zay", "ok what if its metcalf for odunze plus kyle pits"],
    expect: "trade",
    players: ["DK Metcalf", "Rome Odunze", "Kyle Pitts"],
  },

  // waivers
  { turns: ["who should i pick up off waivers this week"], expect: "waivers" },
  { turns: ["best free agents out there right now whos worth a look"], expect: "waivers" },
  { turns: ["how much fab should i spend on woody marks"], expect: "waivers", players: ["Woody Marks"] },
  { turns: ["any tight ends on the wire worth grabbing"], expect: "waivers", position: "TE" },
  {
    turns: ["whos the top waiver add this week", "what about running back specifically"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["should i put a claim in for kwan shawn judkins", "how much should i bid"],
    expect: "waivers",
    players: ["Quinshon Judkins"],
  },

  // playoffs
  { turns: ["what are my chances of making the playoffs"], expect: "playoffs" },
  { turns: ["whats the odds we win the whole thing this year"], expect: "playoffs" },
  { turns: ["can coach tatums team still sneak into the playoffs"], expect: "playoffs", team: "Red Zone Raiders" },
  { turns: ["what are my playoff odds", "and the blitz brigade"], expect: "playoffs", team: "Blitz Brigade" },
  { turns: ["do i have a real shot at a first round buy"], expect: "playoffs" },
  {
    turns: ["what are the odds i get the bye", "how about the sunday scaries winning the championship"],
    expect: "playoffs",
    team: "Sunday Scaries",
  },

  // improveOdds
  { turns: ["what can i do to improve my playoff chances"], expect: "improveOdds" },
  { turns: ["how do i make my team better"], expect: "improveOdds" },
  { turns: ["my team keeps losing what moves should i make to turn this thing around"], expect: "improveOdds" },
  { turns: ["whats my chance of making the playoffs", "ok how do i bump that up"], expect: "improveOdds" },
  { turns: ["whats the biggest thing i could change to give myself a better shot at a title"], expect: "improveOdds" },
  { turns: ["am i locked into the bye", "what do i need to do to lock it up"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i playing this week"], expect: "matchup" },
  { turns: ["whats my win probability against end zone n v"], expect: "matchup", team: "End Zone Envy" },
  { turns: ["am i favored this week or nah"], expect: "matchup" },
  { turns: ["whos my opponent next week", "am i favored in that one"], expect: "matchup", week: "next" },
  { turns: ["whats the projected score of my game this week"], expect: "matchup" },
  {
    turns: ["what are my odds to win this week", "what about vs the hail mary heroes in week thirteen"],
    expect: "matchup",
    team: "Hail Mary Heroes",
    week: 13,
  },

  // record
  { turns: ["whats my record"], expect: "record" },
  { turns: ["where am i at in the standings right now"], expect: "record" },
  { turns: ["whats coach ellises record"], expect: "record", team: "Pocket Passers" },
  { turns: ["how many wins do i have", "how about two minute drill"], expect: "record", team: "Two-Minute Drill" },
  { turns: ["what place is waiver wire wizards in"], expect: "record", team: "Waiver Wire Wizards" },

  // rosterStatus
  { turns: ["who on my team is hurt"], expect: "rosterStatus" },
  { turns: ["which of my guys are on bye this week"], expect: "rosterStatus" },
  { turns: ["are any of my players questionable for sunday"], expect: "rosterStatus" },
  { turns: ["who do i have on bye next week", "and week twelve"], expect: "rosterStatus", week: 12 },
  {
    turns: ["is anybody on my roster out this week", "ok what about byes in week fourteen"],
    expect: "rosterStatus",
    week: 14,
  },

  // positionRank
  { turns: ["rank my running backs for this week"], expect: "positionRank", position: "RB" },
  {
    turns: ["order my wide receivers best to worst for week eleven"],
    expect: "positionRank",
    position: "WR",
    week: 11,
  },
  { turns: ["how do my quarterbacks stack up against each other this week"], expect: "positionRank", position: "QB" },
  { turns: ["rank my receivers this week", "now do tight ends"], expect: "positionRank", position: "TE" },
  { turns: ["rank all my flex eligible guys for this week"], expect: "positionRank", position: "FLEX" },
  { turns: ["rank my rbs", "same thing for next week"], expect: "positionRank", position: "RB", week: "next" },

  // projectedTotal
  { turns: ["how many points am i projected to score this week"], expect: "projectedTotal" },
  { turns: ["whats my teams ceiling this week"], expect: "projectedTotal" },
  { turns: ["whats my projected total", "and next week"], expect: "projectedTotal", week: "next" },
  { turns: ["whats my projected range for week twelve"], expect: "projectedTotal", week: 12 },
  { turns: ["give me my floor", "and my ceiling"], expect: "projectedTotal" },

  // leaders
  { turns: ["whos the best team in the league"], expect: "leaders" },
  { turns: ["which team has scored the most points this year"], expect: "leaders" },
  { turns: ["who has the best playoff odds in the whole league"], expect: "leaders" },
  { turns: ["who leads the league", "who is second"], expect: "leaders" },
  { turns: ["what team is top dog right now"], expect: "leaders" },

  // sleepers
  { turns: ["give me some sleepers for the next few weeks"], expect: "sleepers" },
  { turns: ["who should i stash now before they break out"], expect: "sleepers" },
  { turns: ["any deep sleeper running backs to grab"], expect: "sleepers", position: "RB" },
  { turns: ["who are some sleepers", "what about at wide receiver"], expect: "sleepers", position: "WR" },
  { turns: ["who are the under the radar guys that could pop during the playoffs"], expect: "sleepers" },

  // dropStash
  {
    turns: ["should i drop j k dobbins now that hes hurt or stash him"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  { turns: ["should i put rashad white on i r"], expect: "dropStash", players: ["Rachaad White"] },
  { turns: ["who should i cut to make room on my roster"], expect: "dropStash" },
  {
    turns: ["is javonte williams worth holding while hes out", "and what about jay lynn warren"],
    expect: "dropStash",
    players: ["Jaylen Warren"],
  },
  { turns: ["i need a roster spot whos the easiest drop on my team"], expect: "dropStash" },
  {
    turns: ["is it time to cut bait on ramon dre stevenson", "what if he misses another month"],
    expect: "dropStash",
    players: ["Rhamondre Stevenson"],
  },

  // byeCover
  {
    turns: ["nico colins is on bye who do i play instead"],
    expect: "byeCover",
    players: ["Nico Collins"],
    position: "WR",
  },
  {
    turns: ["need a quarterback to cover josh allens bye week"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
  },
  {
    turns: ["who can i pick up to replace trey mick bride while hes on bye"],
    expect: "byeCover",
    players: ["Trey McBride"],
    position: "TE",
  },
  {
    turns: ["is bijan on bye next week", "ok who do i slide in for him"],
    expect: "byeCover",
    players: ["Bijan Robinson"],
    position: "RB",
    week: "next",
  },
  { turns: ["my kickers on bye who do i stream"], expect: "byeCover", position: "K" },
  {
    turns: ["george kiddle is out this week", "who replaces him"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
  },

  // scenario
  { turns: ["if i win out do i make the playoffs"], expect: "scenario", scenario: "win-out" },
  { turns: ["what happens to my odds if i lose this week"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["where do my chances end up if i go three and two"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  { turns: ["if i win two of my last four am i in"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  {
    turns: ["what are my playoff odds", "what if i only win two more"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["if i win out what are my odds", "and if i drop this weeks game"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // tradeIdeas
  { turns: ["what could i get for jalen hurts"], expect: "tradeIdeas", players: ["Jalen Hurts"] },
  { turns: ["which teams need a running back"], expect: "tradeIdeas", position: "RB" },
  { turns: ["give me some trade ideas"], expect: "tradeIdeas" },
  {
    turns: ["could i package jordan addison and devante adams two for one for an upgrade"],
    expect: "tradeIdeas",
    players: ["Jordan Addison", "Davante Adams"],
  },
  {
    turns: ["who needs a quarterback in my league", "what could i get from them for baker mayfield"],
    expect: "tradeIdeas",
    players: ["Baker Mayfield"],
  },
  {
    turns: ["what trades should i make", "who would be a good trade partner for t higgins"],
    expect: "tradeIdeas",
    players: ["Tee Higgins"],
  },

  // help
  { turns: ["hey what can you do"], expect: "help" },
  { turns: ["how do i use this thing"], expect: "help" },
  { turns: ["hello there g m"], expect: "help" },
  { turns: ["what kinds of questions can i ask you"], expect: "help" },
  { turns: ["hi", "so what are you good for"], expect: "help" },

  // None
  { turns: ["whats the weather gonna be in green bay sunday"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["should i start jokic in my fantasy basketball league tonight"], expect: "None" },
  { turns: ["how do i make chili for the game"], expect: "None" },
  { turns: ["who should i start at flex", "unrelated but whats a good movie to watch tonight"], expect: "None" },

  // two questions
  { turns: ["whos my opponent this week and whats my record"], expect: ["matchup", "record"] },
  {
    turns: ["is jah meer gibbs playing and should i start him or james cook"],
    expect: ["status", "startSit"],
    players: ["Jahmyr Gibbs", "James Cook"],
  },
  { turns: ["what are my playoff odds and what can i do to improve them"], expect: ["playoffs", "improveOdds"] },
  { turns: ["who should i pick up off waivers and who do i drop"], expect: ["waivers", "dropStash"] },
  { turns: ["set my lineup and tell me how many points im projected for"], expect: ["lineup", "projectedTotal"] },
  { turns: ["whos hurt on my team and whos the best team in the league"], expect: ["rosterStatus", "leaders"] },
  {
    turns: ["whats george pickins trade value and is he for real"],
    expect: ["tradeValue", "outlook"],
    players: ["George Pickens"],
  },
  {
    turns: ["rank my tight ends and whos on bye on my team"],
    expect: ["positionRank", "rosterStatus"],
    position: "TE",
  },
  { turns: ["give me some trade ideas and also who are the buy low guys"], expect: ["tradeIdeas", "buyLow"] },
  {
    turns: ["if i win out am i in and who wins the trade my puka for their bijan"],
    expect: ["scenario", "trade"],
    scenario: "win-out",
    players: ["Puka Nacua", "Bijan Robinson"],
  },
];
