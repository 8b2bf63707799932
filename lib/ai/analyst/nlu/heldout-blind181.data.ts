// Blind held-out evaluation set 181 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: group-chat style manager — terse one-liners, lowercase, abbreviations, and lots of
// quick follow-ups that only make sense after the earlier turn ("and him?", "nah the other one", "next wk?").
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_181: HeldOutCase[] = [
  // startSit
  { turns: ["puka or nabers this wk"], expect: "startSit", players: ["Puka Nacua", "Malik Nabers"] },
  { turns: ["jeudy's matchup looks nasty", "sit him?"], expect: "startSit", players: ["Jerry Jeudy"] },
  {
    turns: ["k walker or chuba sunday", "eh what about dowdle over chuba"],
    expect: "startSit",
    players: ["Rico Dowdle", "Chuba Hubbard"],
  },
  { turns: ["wk 11 goff or dart"], expect: "startSit", players: ["Jared Goff", "Jaxson Dart"], week: 11 },
  { turns: ["mcconkey a start this week?", "waddle?"], expect: "startSit", players: ["Jaylen Waddle"] },
  {
    turns: ["jsn or egbuka tmrw", "next wk?"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Emeka Egbuka"],
    week: "next",
  },

  // compare
  { turns: ["ros who u want, london or nico"], expect: "compare", players: ["Drake London", "Nico Collins"] },
  { turns: ["bowers vs mcbride long haul"], expect: "compare", players: ["Brock Bowers", "Trey McBride"] },
  {
    turns: ["hampton or treveyon going forward"],
    expect: "compare",
    players: ["Omarion Hampton", "TreVeyon Henderson"],
  },
  {
    turns: ["jeanty or achane rest of season", "judkins vs jeanty then"],
    expect: "compare",
    players: ["Quinshon Judkins", "Ashton Jeanty"],
  },
  {
    turns: ["better the rest of the way — BTJ or G Wilson?"],
    expect: "compare",
    players: ["Brian Thomas Jr.", "Garrett Wilson"],
  },
  {
    turns: ["tmac vs odunze ros", "throw egbuka in there too"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Rome Odunze", "Emeka Egbuka"],
  },

  // slot
  { turns: ["who goes in my flex"], expect: "slot", position: "FLEX" },
  { turns: ["te spot this week?? who"], expect: "slot", position: "TE" },
  {
    turns: ["rb2 — monangai, tucker or gainwell"],
    expect: "slot",
    position: "RB",
    players: ["Kyle Monangai", "Sean Tucker", "Kenneth Gainwell"],
  },
  { turns: ["best flex play for me?", "and at wr2"], expect: "slot", position: "WR" },
  {
    turns: ["flex: addison or pollard"],
    expect: "slot",
    position: "FLEX",
    players: ["Jordan Addison", "Tony Pollard"],
  },
  { turns: ["kinda lost at qb", "who should be my qb this wk"], expect: "slot", position: "QB" },

  // lineup
  { turns: ["set my lineup"], expect: "lineup" },
  { turns: ["lineup look ok?"], expect: "lineup" },
  { turns: ["is my lineup optimal for wk 10"], expect: "lineup", week: 10 },
  { turns: ["lineup good for this wk?", "same q for next week"], expect: "lineup", week: "next" },
  { turns: ["locked in for sunday?", "like is my whole lineup right"], expect: "lineup" },

  // outlook
  { turns: ["cmc ceiling this week?"], expect: "outlook", players: ["Christian McCaffrey"] },
  { turns: ["proj for ja'marr"], expect: "outlook", players: ["Ja'Marr Chase"] },
  { turns: ["how many pts does henry put up", "jacobs?"], expect: "outlook", players: ["Josh Jacobs"] },
  { turns: ["kamara's been meh", "what's his floor look like"], expect: "outlook", players: ["Alvin Kamara"] },
  { turns: ["bucky outlook next wk"], expect: "outlook", players: ["Bucky Irving"], week: "next" },
  { turns: ["tyreek outlook", "ok but wk 12"], expect: "outlook", players: ["Tyreek Hill"], week: 12 },

  // status
  { turns: ["nabers", "is he even playing"], expect: "status", players: ["Malik Nabers"] },
  { turns: ["rice hurt?"], expect: "status", players: ["Rashee Rice"] },
  { turns: ["kittle gtd or what"], expect: "status", players: ["George Kittle"] },
  { turns: ["any injury news on aiyuk", "same for godwin"], expect: "status", players: ["Chris Godwin"] },
  { turns: ["andrews active sunday?"], expect: "status", players: ["Mark Andrews"] },
  { turns: ["burrow back yet?", "like is he actually suiting up this wk"], expect: "status", players: ["Joe Burrow"] },

  // tradeValue
  { turns: ["what's saquon worth rn"], expect: "tradeValue", players: ["Saquon Barkley"] },
  { turns: ["sell high on dowdle?"], expect: "tradeValue", players: ["Rico Dowdle"] },
  { turns: ["kelce looks washed", "hold or sell"], expect: "tradeValue", players: ["Travis Kelce"] },
  { turns: ["jjettas trade value?", "and ceedee"], expect: "tradeValue", players: ["CeeDee Lamb"] },
  { turns: ["is now the time to buy breece"], expect: "tradeValue", players: ["Breece Hall"] },
  {
    turns: ["woody marks went off last wk", "what's he worth in a trade"],
    expect: "tradeValue",
    players: ["Woody Marks"],
  },

  // buyLow
  { turns: ["buy low guys?"], expect: "buyLow" },
  { turns: ["who should i sell high"], expect: "buyLow" },
  { turns: ["any buy-lows worth chasing", "sell-highs too?"], expect: "buyLow" },
  { turns: ["guys to sell before they crash?"], expect: "buyLow" },
  { turns: ["whos undervalued rn that i could get cheap"], expect: "buyLow" },

  // trade
  {
    turns: ["pollard + pitts for chase brown, accept?"],
    expect: "trade",
    players: ["Tony Pollard", "Kyle Pitts", "Chase Brown"],
  },
  { turns: ["offered kyren for olave. do it?"], expect: "trade", players: ["Kyren Williams", "Chris Olave"] },
  { turns: ["who wins: my jacobs for their nico"], expect: "trade", players: ["Josh Jacobs", "Nico Collins"] },
  {
    turns: ["quinn wants mclaurin for etienne", "fair?"],
    expect: "trade",
    players: ["Terry McLaurin", "Travis Etienne"],
  },
  {
    turns: ["should i accept jeudy and dicker for kincaid"],
    expect: "trade",
    players: ["Jerry Jeudy", "Cameron Dicker", "Dalton Kincaid"],
  },
  {
    turns: ["got a deal: hurts for mahomes + sutton", "smash accept or nah"],
    expect: "trade",
    players: ["Jalen Hurts", "Patrick Mahomes", "Courtland Sutton"],
  },

  // waivers
  { turns: ["who do i grab off waivers"], expect: "waivers" },
  { turns: ["how much faab for monangai"], expect: "waivers", players: ["Kyle Monangai"] },
  { turns: ["thin at wr", "best one on the wire?"], expect: "waivers", position: "WR" },
  { turns: ["any rb pickups", "how much do i bid tho"], expect: "waivers", position: "RB" },
  { turns: ["fannin worth a claim this wk?"], expect: "waivers", players: ["Harold Fannin Jr."] },
  { turns: ["bench is ugly", "adds this week?"], expect: "waivers" },

  // playoffs
  { turns: ["playoff odds?"], expect: "playoffs" },
  { turns: ["am i making the playoffs or nah"], expect: "playoffs" },
  { turns: ["what % do i get in"], expect: "playoffs" },
  { turns: ["we're 4-5 lol", "chances we sneak in?"], expect: "playoffs" },
  { turns: ["still got a shot at the postseason?"], expect: "playoffs" },

  // improveOdds
  { turns: ["how do i boost my playoff odds"], expect: "improveOdds" },
  { turns: ["what moves get me into the top 6"], expect: "improveOdds" },
  { turns: ["what r my playoff chances", "ok how do i get that number up"], expect: "improveOdds" },
  { turns: ["biggest move i can make to make the dance"], expect: "improveOdds" },
  { turns: ["gotta climb into a playoff spot", "what do i do"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i playing"], expect: "matchup" },
  { turns: ["am i favored this wk"], expect: "matchup" },
  { turns: ["win prob vs rowan?"], expect: "matchup", team: "End Zone Envy" },
  { turns: ["who's my opp this week", "do i win?"], expect: "matchup" },
  { turns: ["how's my matchup look"], expect: "matchup" },
  { turns: ["raiders this wk", "odds i beat em?"], expect: "matchup", team: "Red Zone Raiders" },

  // record
  { turns: ["what's my record"], expect: "record" },
  { turns: ["where do i stand"], expect: "record" },
  { turns: ["standings?", "where am i tho"], expect: "record" },
  { turns: ["how many wins do i have"], expect: "record" },
  { turns: ["am i above .500"], expect: "record" },

  // rosterStatus
  { turns: ["who's hurt on my team"], expect: "rosterStatus" },
  { turns: ["any byes this week", "what about next wk"], expect: "rosterStatus", week: "next" },
  { turns: ["who on my roster is on bye wk 13"], expect: "rosterStatus", week: 13 },
  { turns: ["injuries on my squad?", "byes wk 12?"], expect: "rosterStatus", week: 12 },
  { turns: ["anyone out for me this sunday"], expect: "rosterStatus" },
  { turns: ["my guys on bye week 11"], expect: "rosterStatus", week: 11 },

  // positionRank
  { turns: ["rank my wrs"], expect: "positionRank", position: "WR" },
  { turns: ["order my rbs best to worst"], expect: "positionRank", position: "RB" },
  { turns: ["rank my rbs", "tes too"], expect: "positionRank", position: "TE" },
  { turns: ["which of my receivers is the best"], expect: "positionRank", position: "WR" },
  { turns: ["stack my qbs top to bottom"], expect: "positionRank", position: "QB" },
  { turns: ["who's my best te", "nah rank all of em"], expect: "positionRank", position: "TE" },

  // projectedTotal
  { turns: ["how many pts am i projected"], expect: "projectedTotal" },
  { turns: ["my projected total?"], expect: "projectedTotal" },
  { turns: ["what's my range this week, floor to ceiling"], expect: "projectedTotal" },
  { turns: ["who am i up against", "what am i projected for"], expect: "projectedTotal" },
  { turns: ["team projection wk 10"], expect: "projectedTotal", week: 10 },

  // leaders
  { turns: ["who's the best team in the league"], expect: "leaders" },
  { turns: ["who leads in points", "and by record?"], expect: "leaders" },
  { turns: ["what's sunday scaries' record"], expect: "leaders", team: "Sunday Scaries" },
  { turns: ["who's in first", "and finley's squad?"], expect: "leaders", team: "Waiver Wire Wizards" },
  { turns: ["who's got the best playoff odds"], expect: "leaders" },

  // sleepers
  { turns: ["sleepers for next wk"], expect: "sleepers", week: "next" },
  { turns: ["under the radar guys for wk 11"], expect: "sleepers", week: 11 },
  { turns: ["need upside", "any sleepers"], expect: "sleepers" },
  { turns: ["waiver adds for now?", "ok and for next week, sleepers?"], expect: "sleepers", week: "next" },
  { turns: ["next week's sneaky plays?"], expect: "sleepers", week: "next" },
  { turns: ["gimme a sleeper te next week"], expect: "sleepers", position: "TE", week: "next" },

  // dropStash
  { turns: ["drop rice or stash him"], expect: "dropStash", players: ["Rashee Rice"] },
  { turns: ["aiyuk still out", "should i just cut him"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  { turns: ["which injured guy do i drop"], expect: "dropStash" },
  { turns: ["kittle's hurt again", "hold him or cut"], expect: "dropStash", players: ["George Kittle"] },
  { turns: ["godwin worth an IR stash?"], expect: "dropStash", players: ["Chris Godwin"] },
  { turns: ["need a roster spot — drop burrow?"], expect: "dropStash", players: ["Joe Burrow"] },

  // byeCover
  { turns: ["my qb's on bye, who do i stream"], expect: "byeCover", position: "QB" },
  { turns: ["need a te for the bye week"], expect: "byeCover", position: "TE" },
  { turns: ["lamar's bye is coming, backup qb?"], expect: "byeCover", position: "QB", players: ["Lamar Jackson"] },
  {
    turns: ["bowers on bye wk 11", "who do i plug in at te"],
    expect: "byeCover",
    position: "TE",
    week: 11,
    players: ["Brock Bowers"],
  },
  {
    turns: ["mcbride's bye is next wk", "any streamer?"],
    expect: "byeCover",
    position: "TE",
    week: "next",
    players: ["Trey McBride"],
  },
  { turns: ["k on bye, who's a fill in"], expect: "byeCover", position: "K" },

  // scenario
  { turns: ["if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  { turns: ["odds if i go 3-2"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  { turns: ["playoff odds?", "and if i lose this week?"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["8-6 get in?"], expect: "scenario", scenario: { wins: 8, games: 14 } },
  { turns: ["what if i just win 2 more"], expect: "scenario", scenario: { wins: 2, games: null } },
  { turns: ["if i go 4-1 am i in", "2-3 tho?"], expect: "scenario", scenario: { wins: 2, games: 5 } },

  // tradeIdeas
  { turns: ["what can i get for kyren"], expect: "tradeIdeas", players: ["Kyren Williams"] },
  { turns: ["trade targets for jacobs?"], expect: "tradeIdeas", players: ["Josh Jacobs"] },
  { turns: ["2 for 1 ideas using mcconkey"], expect: "tradeIdeas", players: ["Ladd McConkey"] },
  { turns: ["shopping pickens", "who'd i target"], expect: "tradeIdeas", players: ["George Pickens"] },
  { turns: ["etienne's value peaked prob", "flip him for what"], expect: "tradeIdeas", players: ["Travis Etienne"] },
  {
    turns: ["packaging javonte + meyers, for who?"],
    expect: "tradeIdeas",
    players: ["Javonte Williams", "Jakobi Meyers"],
  },

  // help
  { turns: ["what can u do"], expect: "help" },
  { turns: ["help"], expect: "help" },
  { turns: ["what kinda stuff can i ask you"], expect: "help" },
  { turns: ["hey", "so what do you actually do"], expect: "help" },

  // None
  { turns: ["weather in buffalo sunday?"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["lions -3.5, hammer it?"], expect: "None" },
  { turns: ["what should i eat tonight"], expect: "None" },
  { turns: ["lol quinn trash talking in the group chat again", "write me a roast for him"], expect: "None" },
  { turns: ["gimme a 3-leg parlay for sunday"], expect: "None" },

  // two-part
  { turns: ["jamo playing? start him if so?"], expect: ["status", "startSit"], players: ["Jameson Williams"] },
  { turns: ["ugh another L", "record + playoff odds?"], expect: ["record", "playoffs"] },
  { turns: ["who am i playing and what am i projected"], expect: ["matchup", "projectedTotal"] },
  { turns: ["rb rankings for my team + who to pick up"], expect: ["positionRank", "waivers"], position: "RB" },
  { turns: ["set my lineup, also any injuries on my team"], expect: ["lineup", "rosterStatus"] },
  { turns: ["whats my % to make it and how do i raise it"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["what's egbuka worth and what could i get for him"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Emeka Egbuka"],
  },
  {
    turns: ["kraft's done for the yr apparently", "drop him? and who's my te this wk"],
    expect: ["dropStash", "slot"],
    players: ["Tucker Kraft"],
    position: "TE",
  },
  { turns: ["who's leading the league and where am i"], expect: ["leaders", "record"] },
];
