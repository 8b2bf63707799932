// Blind held-out evaluation set 108 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: multi-league player.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_108: HeldOutCase[] = [
  // startSit
  {
    turns: ["running 3 leagues and this is the money one. nabers or drake london this wk?"],
    expect: "startSit",
    players: ["Malik Nabers", "Drake London"],
  },
  {
    turns: ["Week 11 call: Jonathan Taylor or Josh Jacobs? Riding JT in my other two leagues, want a second opinion."],
    expect: "startSit",
    players: ["Jonathan Taylor", "Josh Jacobs"],
    week: 11,
  },
  {
    turns: ["kittle or laporta, who gets the start sunday"],
    expect: "startSit",
    players: ["George Kittle", "Sam LaPorta"],
  },
  {
    turns: ["who do i roll with this week, achane or gibbs", "ok what about hampton instead of gibbs"],
    expect: "startSit",
    players: ["De'Von Achane", "Omarion Hampton"],
  },
  {
    turns: ["wk 14 - lamar or hurts? same exact choice in my dynasty league lol"],
    expect: "startSit",
    players: ["Lamar Jackson", "Jalen Hurts"],
    week: 14,
  },
  {
    turns: [
      "in my other league i just benched olave for waddle",
      "here it's waddle vs zay flowers. who starts this week?",
    ],
    expect: "startSit",
    players: ["Jaylen Waddle", "Zay Flowers"],
  },

  // compare
  {
    turns: ["rest of season, who would you rather have: jsn or garrett wilson"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Garrett Wilson"],
  },
  {
    turns: ["Dynasty question for this league since it's a keeper: Ashton Jeanty or Bijan long term?"],
    expect: "compare",
    players: ["Ashton Jeanty", "Bijan Robinson"],
  },
  {
    turns: ["egbuka vs mcmillan ros? got both rookies in my other league too", "and in dynasty?"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: [
      "how's Cam Skattebo looking this week?",
      "ok forget this week. for the rest of the year, him or Tyrone Tracy Jr.?",
    ],
    expect: "compare",
    players: ["Cam Skattebo", "Tyrone Tracy Jr."],
  },
  {
    turns: ["Brock Bowers or Trey McBride — who's the better asset from here on out?"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },

  // slot
  {
    turns: ["who should be my flex this week in this league? i'm way deeper at rb here than in my others"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["who should start at rb2 for me", "between kenneth walker and chase brown"],
    expect: "slot",
    position: "RB",
    players: ["Kenneth Walker III", "Chase Brown"],
  },
  { turns: ["who goes in my TE slot wk 12"], expect: "slot", position: "TE", week: 12 },
  { turns: ["who should be my starting qb this week"], expect: "slot", position: "QB" },
  { turns: ["who's my best flex play this week?", "what about my kicker"], expect: "slot", position: "K" },
  {
    turns: ["my WR3 spot is a mess here. pickens, sutton or addison in that spot?"],
    expect: "slot",
    position: "WR",
    players: ["George Pickens", "Courtland Sutton", "Jordan Addison"],
  },

  // lineup
  {
    turns: ["is my lineup optimal this week? I set it the same as my home league and now I'm worried"],
    expect: "lineup",
  },
  { turns: ["set my best lineup for wk 13"], expect: "lineup", week: 13 },
  { turns: ["can u just look over my starters and tell me if anything's wrong"], expect: "lineup" },
  { turns: ["who's hurt on my roster this week?", "ok then set my whole lineup around that"], expect: "lineup" },
  { turns: ["who should i start this week overall? not one spot, the whole team"], expect: "lineup" },

  // outlook
  { turns: ["what's Jaxson Dart's projection this week?"], expect: "outlook", players: ["Jaxson Dart"] },
  {
    turns: ["how's derrick henry been lately", "what do you expect from him the rest of the way"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: ["ja'marr chase wk 15 outlook? i have him in all 3 leagues so this matters a lot"],
    expect: "outlook",
    players: ["Ja'Marr Chase"],
    week: 15,
  },
  {
    turns: ["how's amon-ra looking this week", "and next week?"],
    expect: "outlook",
    players: ["Amon-Ra St. Brown"],
    week: "next",
  },
  {
    turns: ["Expectations for Quinshon Judkins this weekend? Boom or bust?"],
    expect: "outlook",
    players: ["Quinshon Judkins"],
  },

  // status
  { turns: ["is rashee rice playing sunday"], expect: "status", players: ["Rashee Rice"] },
  { turns: ["any update on mahomes injury?"], expect: "status", players: ["Patrick Mahomes"] },
  {
    turns: ["start tee higgins this week?", "wait did he even practice today"],
    expect: "status",
    players: ["Tee Higgins"],
  },
  {
    turns: ["should i start kamara or white", "wait is kamara even healthy?"],
    expect: "status",
    players: ["Alvin Kamara"],
  },
  { turns: ["aiyuk's status for wk 10?"], expect: "status", players: ["Brandon Aiyuk"], week: 10 },

  // tradeValue
  { turns: ["what's ceedee lamb's trade value right now"], expect: "tradeValue", players: ["CeeDee Lamb"] },
  { turns: ["what would kelce fetch in a trade in this league"], expect: "tradeValue", players: ["Travis Kelce"] },
  {
    turns: ["how much is jahmyr gibbs worth in trades? a guy in my other league just got a haul for him"],
    expect: "tradeValue",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["how's hunter henry doing lately?", "what's he worth in a trade though"],
    expect: "tradeValue",
    players: ["Hunter Henry"],
  },
  {
    turns: ["Is Drake Maye's value high enough to move him in a 1QB league like this one?"],
    expect: "tradeValue",
    players: ["Drake Maye"],
  },
  { turns: ["mike evans trade value 1-10?", "what about godwin's"], expect: "tradeValue", players: ["Chris Godwin"] },

  // buyLow
  { turns: ["any buy low guys worth targeting in this league?"], expect: "buyLow" },
  { turns: ["who should i sell high on right now"], expect: "buyLow" },
  { turns: ["is tyreek a buy-low candidate or is he just cooked"], expect: "buyLow", players: ["Tyreek Hill"] },
  { turns: ["Is Puka a sell-high after that monster week?"], expect: "buyLow", players: ["Puka Nacua"] },
  {
    turns: ["give me a couple buy-low targets", "what about davante, is he one?"],
    expect: "buyLow",
    players: ["Davante Adams"],
  },
  { turns: ["Sell-high candidates on my roster? I always hold too long in my other leagues"], expect: "buyLow" },

  // trade
  {
    turns: ["offered: my derrick henry for his garrett wilson. do i take it"],
    expect: "trade",
    players: ["Derrick Henry", "Garrett Wilson"],
  },
  {
    turns: ["Trade check: I send Saquon + Addison", "I'd get Justin Jefferson back. Who wins it?"],
    expect: "trade",
    players: ["Saquon Barkley", "Jordan Addison", "Justin Jefferson"],
  },
  {
    turns: ["someone wants my kenneth walker for their chuba hubbard straight up, fair?"],
    expect: "trade",
    players: ["Kenneth Walker III", "Chuba Hubbard"],
  },
  {
    turns: ["is lamb for nabers + javonte a good deal for me? i'd be giving lamb"],
    expect: "trade",
    players: ["CeeDee Lamb", "Malik Nabers", "Javonte Williams"],
  },
  {
    turns: ["blitz brigade offered me mark andrews for jaylen warren", "should i accept that?"],
    expect: "trade",
    players: ["Mark Andrews", "Jaylen Warren"],
  },
  {
    turns: ["give: josh allen. get: joe burrow + tucker kraft. thoughts?"],
    expect: "trade",
    players: ["Josh Allen", "Joe Burrow", "Tucker Kraft"],
  },

  // waivers
  { turns: ["top waiver adds this week?"], expect: "waivers" },
  {
    turns: ["is monangai a good add", "how much faab? i've got 63 left"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["Who's the best pickup on the wire in this league? My other two wires look totally different."],
    expect: "waivers",
  },
  {
    turns: ["should i put a claim in for woody marks this week", "how much should i bid?"],
    expect: "waivers",
    players: ["Woody Marks"],
  },

  // playoffs
  { turns: ["am i making the playoffs in this league?"], expect: "playoffs" },
  { turns: ["whats my playoff % here"], expect: "playoffs" },
  { turns: ["how am i doing in this league", "do i get in?"], expect: "playoffs" },
  { turns: ["my other team's a lock. how about this one, what are my playoff chances"], expect: "playoffs" },
  { turns: ["what's my record?", "so do i make the playoffs or not"], expect: "playoffs" },

  // improveOdds
  { turns: ["what moves should i make to get into the playoffs"], expect: "improveOdds" },
  { turns: ["How do I improve my odds of making the postseason here?"], expect: "improveOdds" },
  { turns: ["i'm on the bubble. what do i need to do to sneak in"], expect: "improveOdds" },
  { turns: ["what are my playoff chances", "ok how do i raise them"], expect: "improveOdds" },
  { turns: ["any roster moves that would boost my playoff chances?"], expect: "improveOdds" },
  { turns: ["give me a plan to make the playoffs. trades, pickups, whatever it takes"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i playing this week"], expect: "matchup" },
  { turns: ["who's my opponent this week", "am i favored"], expect: "matchup" },
  { turns: ["what's my win probability this week"], expect: "matchup" },
  { turns: ["how does my matchup look? already lost in my other two leagues so i need this one"], expect: "matchup" },
  { turns: ["whats my projected score this week", "and theirs? do i win?"], expect: "matchup" },

  // record
  { turns: ["what's my record"], expect: "record" },
  { turns: ["where am i in the standings"], expect: "record" },
  { turns: ["What's Red Zone Raiders' record?"], expect: "record", team: "Red Zone Raiders" },
  { turns: ["how many wins do i have in this league? i always mix them up"], expect: "record" },
  {
    turns: ["who's leading the league", "and what's Hail Mary Heroes at?"],
    expect: "record",
    team: "Hail Mary Heroes",
  },

  // rosterStatus
  { turns: ["who's hurt on my team"], expect: "rosterStatus" },
  { turns: ["any byes on my roster next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["injury + bye check for wk 9 pls"], expect: "rosterStatus", week: 9 },
  {
    turns: ["which of my guys are questionable this week", "what about next week"],
    expect: "rosterStatus",
    week: "next",
  },
  { turns: ["is my lineup optimal", "wait, anyone on my roster on bye?"], expect: "rosterStatus" },

  // positionRank
  { turns: ["rank my rbs this week"], expect: "positionRank", position: "RB" },
  { turns: ["Rank my wide receivers for week 16."], expect: "positionRank", position: "WR", week: 16 },
  { turns: ["rank my tes this week", "and for next week?"], expect: "positionRank", position: "TE", week: "next" },
  { turns: ["how do my qbs stack up this week"], expect: "positionRank", position: "QB" },
  { turns: ["rank my receivers this week", "now do running backs"], expect: "positionRank", position: "RB" },
  {
    turns: ["rank all my wrs for this league specifically, not my half-ppr one"],
    expect: "positionRank",
    position: "WR",
  },

  // projectedTotal
  { turns: ["how many points should my team score this week"], expect: "projectedTotal" },
  {
    turns: ["what's my projected total this week", "floor and ceiling for next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  { turns: ["how many points am i projected for in wk 12"], expect: "projectedTotal", week: 12 },
  { turns: ["whats my team's range this week, best case worst case"], expect: "projectedTotal" },
  { turns: ["who am i playing this week", "how many points am i projected for"], expect: "projectedTotal" },
  { turns: ["Projected points for Gridiron Gurus this week?"], expect: "projectedTotal" },

  // leaders
  { turns: ["who's the best team in this league"], expect: "leaders" },
  { turns: ["who leads the league in points for"], expect: "leaders" },
  { turns: ["who's got the best playoff odds in the league", "and who has the most points"], expect: "leaders" },
  { turns: ["who's the top seed right now"], expect: "leaders" },
  { turns: ["what's my record", "who's in first though"], expect: "leaders" },

  // sleepers
  { turns: ["any deep sleepers worth stashing for the playoffs?"], expect: "sleepers" },
  {
    turns: ["who should i pick up this week", "any sleepers to stash for next week?"],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["give me some stash candidates off waivers, not the obvious adds"], expect: "sleepers" },
  { turns: ["deep sleepers? this one's 12 teams but my other is 16 so i'm used to digging"], expect: "sleepers" },
  { turns: ["top waiver adds this week?", "ok who are the deeper guys to stash for later"], expect: "sleepers" },
  { turns: ["Who are the under-the-radar guys to stash for week 15?"], expect: "sleepers", week: 15 },

  // dropStash
  { turns: ["should i drop jk dobbins or hold"], expect: "dropStash", players: ["J.K. Dobbins"] },
  {
    turns: ["rhamondre's out again", "worth an IR stash or should i just cut him"],
    expect: "dropStash",
    players: ["Rhamondre Stevenson"],
  },
  {
    turns: ["is it time to cut bait on brian thomas jr with the injury"],
    expect: "dropStash",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["is xavier worthy playing this week", "if he's out again should i just drop him"],
    expect: "dropStash",
    players: ["Xavier Worthy"],
  },
  {
    turns: ["Hold or drop Dallas Goedert while he's hurt? I dropped him in my other league and regretted it"],
    expect: "dropStash",
    players: ["Dallas Goedert"],
  },
  {
    turns: ["keep travis etienne on my bench while he's injured or waive him?"],
    expect: "dropStash",
    players: ["Travis Etienne Jr."],
  },

  // byeCover
  {
    turns: ["herbert is on bye next week", "who do i stream at qb"],
    expect: "byeCover",
    players: ["Justin Herbert"],
    week: "next",
  },
  { turns: ["Who covers for Kyle Pitts during his bye?"], expect: "byeCover", players: ["Kyle Pitts"] },
  {
    turns: ["need a te streamer with jake ferguson on bye wk 10"],
    expect: "byeCover",
    players: ["Jake Ferguson"],
    week: 10,
  },
  { turns: ["mclaurin's bye is coming up", "who replaces him"], expect: "byeCover", players: ["Terry McLaurin"] },
  {
    turns: ["who fills in for DeVonta Smith while he's on bye this week"],
    expect: "byeCover",
    players: ["DeVonta Smith"],
  },
  { turns: ["bo nix bye in wk 12. best qb to plug in?"], expect: "byeCover", players: ["Bo Nix"], week: 12 },

  // scenario
  { turns: ["if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["what's my win prob this week", "and if i lose this one, what happens to my odds"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  { turns: ["If I go 3-2 the rest of the way, am I in?"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  {
    turns: ["say i win 2 of my last 4, what are my playoff chances"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["what are my playoff odds?", "and if i only win two more?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },

  // tradeIdeas
  { turns: ["rico dowdle's been hot", "who could i get for him"], expect: "tradeIdeas", players: ["Rico Dowdle"] },
  {
    turns: ["2-for-1 ideas using jameson williams and javonte williams"],
    expect: "tradeIdeas",
    players: ["Jameson Williams", "Javonte Williams"],
  },
  {
    turns: ["Build me a trade package around Kyren Williams to land a WR1"],
    expect: "tradeIdeas",
    players: ["Kyren Williams"],
  },
  { turns: ["what can i flip ladd mcconkey for? need rb help"], expect: "tradeIdeas", players: ["Ladd McConkey"] },
  {
    turns: ["what's wan'dale robinson worth", "ok who could i realistically get for him"],
    expect: "tradeIdeas",
    players: ["Wan'Dale Robinson"],
  },
  {
    turns: ["trade ideas around caleb williams and a.j. brown? i'm loaded at qb here unlike my other leagues"],
    expect: "tradeIdeas",
    players: ["Caleb Williams", "A.J. Brown"],
  },

  // help
  { turns: ["what can you do"], expect: "help" },
  { turns: ["how do i use this thing"], expect: "help" },
  { turns: ["can you manage all my leagues or just this one?"], expect: "help" },
  { turns: ["What kinds of questions can I ask the GM?"], expect: "help" },
  { turns: ["hey", "what are you able to help me with?"], expect: "help" },
  { turns: ["list your features pls"], expect: "help" },

  // None
  { turns: ["is it gonna rain in buffalo sunday"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["who wins the nba finals this year"], expect: "None" },
  { turns: ["can you recommend a good pizza place for draft night"], expect: "None" },
  { turns: ["can you help me file my taxes"], expect: "None" },
  { turns: ["puka or jsn this week?", "unrelated, will it snow in green bay sunday"], expect: "None" },

  // two-part
  {
    turns: ["where do i stand in this league rn and do i have a real shot at the playoffs"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["is mccaffrey practicing, and should i start him or kyren"],
    expect: ["status", "startSit"],
    players: ["Christian McCaffrey", "Kyren Williams"],
  },
  {
    turns: ["who am i up against this week and what am i projected to put up"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["who should i grab off waivers, and can i safely drop chris godwin while he's hurt"],
    expect: ["waivers", "dropStash"],
    players: ["Chris Godwin"],
  },
  { turns: ["is my lineup set right and am i favored this week"], expect: ["lineup", "matchup"] },
  {
    turns: ["how many points should i expect from nico collins this week and is his hamstring ok"],
    expect: ["outlook", "status"],
    players: ["Nico Collins"],
  },
  { turns: ["what are my playoff odds and what should i do to bump them up"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["who on my team is on bye next week, and who fills in for bowers at te"],
    expect: ["rosterStatus", "byeCover"],
    players: ["Brock Bowers"],
    week: "next",
  },
  { turns: ["who's top of the league and what's my record"], expect: ["leaders", "record"] },
  {
    turns: ["who's the best add this week, and any deeper stashes for the playoff run?"],
    expect: ["waivers", "sleepers"],
  },
  {
    turns: ["long term who's better, bucky irving or breece hall? and what's breece actually worth in a trade"],
    expect: ["compare", "tradeValue"],
    players: ["Bucky Irving", "Breece Hall"],
  },
  {
    turns: ["if i win out am i in, and what's my win prob this week"],
    expect: ["scenario", "matchup"],
    scenario: "win-out",
  },
];
