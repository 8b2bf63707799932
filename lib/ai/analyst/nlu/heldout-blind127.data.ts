// Blind held-out evaluation set 127 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a cautious manager who wants the reasoning ("why", "explain", "are you sure") mixed with
// ordinary questions.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_127: HeldOutCase[] = [
  // startSit
  { turns: ["nabers or puka this week? explain why pls"], expect: "startSit", players: ["Malik Nabers", "Puka Nacua"] },
  {
    turns: [
      "kittle or mcbride at te this week",
      "are you sure? mcbride has been getting way more targets, walk me thru it",
    ],
    expect: "startSit",
    players: ["George Kittle", "Trey McBride"],
    position: "TE",
  },
  {
    turns: ["start kyren or breece sunday?", "what about gibbs instead of breece"],
    expect: "startSit",
    players: ["Kyren Williams", "Jahmyr Gibbs"],
  },
  {
    turns: ["need help with my flex", "bijan, jsn or bowers?"],
    expect: "startSit",
    players: ["Bijan Robinson", "Jaxon Smith-Njigba", "Brock Bowers"],
    position: "FLEX",
  },
  {
    turns: ["dk metcalf or terry mclaurin this week, i honestly cant decide"],
    expect: "startSit",
    players: ["DK Metcalf", "Terry McLaurin"],
  },
  {
    turns: ["caleb or jayden daniels at qb this week? explain ur reasoning, i dont want to just trust a projection"],
    expect: "startSit",
    players: ["Caleb Williams", "Jayden Daniels"],
    position: "QB",
  },

  // compare
  {
    turns: ["who's better rest of season, saquon or henry? genuinely want the reasoning not just a name"],
    expect: "compare",
    players: ["Saquon Barkley", "Derrick Henry"],
  },
  {
    turns: ["should i start waddle this week", "ok forget this week, who's better long term him or ceedee"],
    expect: "compare",
    players: ["Jaylen Waddle", "CeeDee Lamb"],
  },
  {
    turns: ["is tyreek still more valuable than kelce in ppr overall? explain"],
    expect: "compare",
    players: ["Tyreek Hill", "Travis Kelce"],
  },
  {
    turns: ["how's ja'marr looking ros", "ok compare him to jefferson for the rest of the year"],
    expect: "compare",
    players: ["Ja'Marr Chase", "Justin Jefferson"],
  },
  {
    turns: [
      "Who would you rather own for the stretch run, McCaffrey or Gibbs? Not asking about this week specifically.",
    ],
    expect: "compare",
    players: ["Christian McCaffrey", "Jahmyr Gibbs"],
  },
  {
    turns: ["is btj better than marvin harrison jr overall", "why? are you sure, mhj has the better qb"],
    expect: "compare",
    players: ["Brian Thomas Jr.", "Marvin Harrison Jr."],
  },

  // slot
  { turns: ["who should i play at flex this week"], expect: "slot", position: "FLEX" },
  { turns: ["best option for my superflex spot? explain the logic"], expect: "slot" },
  { turns: ["who's my rb1 this week", "and rb2?"], expect: "slot", position: "RB" },
  { turns: ["set my lineup", "actually nvm just tell me who goes in the te spot"], expect: "slot", position: "TE" },
  {
    turns: ["which wr should fill my wr3 slot in week 11, and why that guy over the others"],
    expect: "slot",
    position: "WR",
    week: 11,
  },
  { turns: ["who do i put at kicker"], expect: "slot", position: "K" },

  // lineup
  { turns: ["can you check my lineup for this week and explain any changes you'd make"], expect: "lineup" },
  { turns: ["optimize my starting lineup pls"], expect: "lineup" },
  {
    turns: ["is my lineup set right for week 11", "are you sure nobody on my bench should be in? explain"],
    expect: "lineup",
    week: 11,
  },
  { turns: ["who's on bye for me this week", "ok so fix my lineup around that"], expect: "lineup" },
  { turns: ["set the best lineup for next week"], expect: "lineup", week: "next" },
  {
    turns: ["does my starting lineup look ok? dont want to leave points on the bench again like last week"],
    expect: "lineup",
  },

  // outlook
  {
    turns: ["chase brown had 30 pts last week lol", "is he legit or a fluke? explain"],
    expect: "outlook",
    players: ["Chase Brown"],
  },
  { turns: ["whats jeanty projected for", "why so low? are you sure"], expect: "outlook", players: ["Ashton Jeanty"] },
  {
    turns: ["Lamar's been kinda meh lately, is he still a top QB the rest of the way?"],
    expect: "outlook",
    players: ["Lamar Jackson"],
  },
  {
    turns: ["how many points is davante adams projected for in week 11"],
    expect: "outlook",
    players: ["Davante Adams"],
    week: 11,
  },
  { turns: ["what do you think of judkins", "and bo nix? is he for real"], expect: "outlook", players: ["Bo Nix"] },

  // status
  { turns: ["is chuba hubbard playing this week"], expect: "status", players: ["Chuba Hubbard"] },
  { turns: ["bucky irving injury update? is he questionable"], expect: "status", players: ["Bucky Irving"] },
  {
    turns: ["start mcmillan or hampton?", "wait is hampton even healthy"],
    expect: "status",
    players: ["Omarion Hampton"],
  },
  {
    turns: ["should i start mcconkey", "wait is he on bye week 11"],
    expect: "status",
    players: ["Ladd McConkey"],
    week: 11,
  },
  {
    turns: ["courtland sutton listed out or doubtful? saw something about a hamstring, want to be sure"],
    expect: "status",
    players: ["Courtland Sutton"],
  },

  // tradeValue
  { turns: ["should i sell high on goff"], expect: "tradeValue", players: ["Jared Goff"] },
  {
    turns: ["godwin is killing me", "buy, sell or hold? give me the reasoning"],
    expect: "tradeValue",
    players: ["Chris Godwin"],
  },
  { turns: ["what's kamara worth in a trade right now"], expect: "tradeValue", players: ["Alvin Kamara"] },
  {
    turns: ["mark andrews has been awful", "is this the time to buy low on him or is it a trap"],
    expect: "tradeValue",
    players: ["Mark Andrews"],
  },
  { turns: ["is aiyuk a buy low or should i stay away"], expect: "tradeValue", players: ["Brandon Aiyuk"] },

  // buyLow
  { turns: ["who are the best buy low targets in the league rn"], expect: "buyLow" },
  { turns: ["who's peaking on my roster right now", "any of them i should sell high? explain why"], expect: "buyLow" },
  { turns: ["which guys should i be trying to buy low on before the deadline"], expect: "buyLow" },
  { turns: ["who should i sell high", "ok and who should i buy low on"], expect: "buyLow" },
  { turns: ["who's underperforming but should bounce back that i could get cheap"], expect: "buyLow" },
  { turns: ["Give me a few sell-high and buy-low names across the league, with reasons."], expect: "buyLow" },

  // trade
  {
    turns: ["would you accept javonte williams for egbuka? i'd be giving javonte"],
    expect: "trade",
    players: ["Javonte Williams", "Emeka Egbuka"],
  },
  {
    turns: ["coach harper offered me amon-ra for etienne and laporta. accept?"],
    expect: "trade",
    players: ["Amon-Ra St. Brown", "Travis Etienne Jr.", "Sam LaPorta"],
  },
  {
    turns: ["rashee rice for monangai + addison, who wins that trade? explain"],
    expect: "trade",
    players: ["Rashee Rice", "Kyle Monangai", "Jordan Addison"],
  },
  {
    turns: ["got a trade offer from coach ellis", "they want jameson williams and i get olave. fair for me?"],
    expect: "trade",
    players: ["Jameson Williams", "Chris Olave"],
  },
  {
    turns: ["coach reese sent me an offer", "pollard and pitts for burrow — good deal or am i getting fleeced"],
    expect: "trade",
    players: ["Tony Pollard", "Kyle Pitts", "Joe Burrow"],
  },

  // tradeIdeas
  { turns: ["i need an rb badly, who could i realistically trade for"], expect: "tradeIdeas", position: "RB" },
  {
    turns: ["i want to make a trade", "which teams would be good partners for me? explain why they'd want to deal"],
    expect: "tradeIdeas",
  },
  {
    turns: ["can you build me a 2 for 1 around worthy to get an upgrade"],
    expect: "tradeIdeas",
    players: ["Xavier Worthy"],
  },
  {
    turns: ["my te situation is rough", "who should i target in a trade to fix it"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["Who on Coach Quinn's team should I try to trade for? Explain what they'd need from me."],
    expect: "tradeIdeas",
    team: "Blitz Brigade",
  },

  // waivers
  { turns: ["who should i pick up off waivers this week"], expect: "waivers" },
  {
    turns: ["skattebo is on the wire!!", "how much faab should i bid on him"],
    expect: "waivers",
    players: ["Cam Skattebo"],
  },
  { turns: ["best wr on the wire rn?"], expect: "waivers", position: "WR" },
  {
    turns: ["who's available at rb", "how much should i spend on the top guy? i have $43 left"],
    expect: "waivers",
    position: "RB",
  },
  { turns: ["is woody marks worth a waiver claim? why"], expect: "waivers", players: ["Woody Marks"] },

  // sleepers
  { turns: ["give me some deep sleepers to stash"], expect: "sleepers" },
  { turns: ["who are the breakout candidates nobody's talking about"], expect: "sleepers" },
  { turns: ["who's gonna be next week's hot pickup so i can grab him early"], expect: "sleepers" },
  { turns: ["any sleepers?", "why those guys and not the obvious ones? explain"], expect: "sleepers" },
  {
    turns: ["thinking ahead to the playoffs", "any under the radar rbs worth stashing"],
    expect: "sleepers",
    position: "RB",
  },
  { turns: ["any handcuffs or lottery tickets I should stash on my bench?"], expect: "sleepers" },

  // dropStash
  { turns: ["tracy got hurt again", "should i drop him or hold"], expect: "dropStash", players: ["Tyrone Tracy Jr."] },
  { turns: ["who should i cut to make room for a waiver pickup"], expect: "dropStash" },
  { turns: ["is it worth stashing dobbins on ir or just drop him"], expect: "dropStash", players: ["J.K. Dobbins"] },
  {
    turns: ["rhamondre is out again", "do i hold him or cut bait? explain"],
    expect: "dropStash",
    players: ["Rhamondre Stevenson"],
  },
  { turns: ["ferguson is hurt for a few weeks, worth keeping him?"], expect: "dropStash", players: ["Jake Ferguson"] },

  // byeCover
  {
    turns: ["maye's on bye next week right?", "ok who should i stream at qb then"],
    expect: "byeCover",
    players: ["Drake Maye"],
    position: "QB",
    week: "next",
  },
  { turns: ["need a te to cover my starter's bye in week 12"], expect: "byeCover", position: "TE", week: 12 },
  { turns: ["is odunze on bye this week", "ok who replaces him then"], expect: "byeCover", players: ["Rome Odunze"] },
  {
    turns: ["evans is out for a while, who should i grab to fill in for him"],
    expect: "byeCover",
    players: ["Mike Evans"],
  },
  {
    turns: ["who's a good streaming defense for week 11 since mine is on bye"],
    expect: "byeCover",
    position: "DEF",
    week: 11,
  },

  // playoffs
  { turns: ["what are my playoff odds"], expect: "playoffs" },
  { turns: ["what's my playoff odds", "what about a first round bye? be honest"], expect: "playoffs" },
  { turns: ["chances i win the whole thing?"], expect: "playoffs" },
  { turns: ["what's my record", "so am i making the playoffs or not"], expect: "playoffs" },
  { turns: ["how likely is it i finish top 6? explain how you got the number"], expect: "playoffs" },

  // scenario
  { turns: ["what are my playoff odds if i win out"], expect: "scenario", scenario: "win-out" },
  { turns: ["am i in if i win out", "what if i only go 2-2"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  { turns: ["what happens to my odds if i lose this week"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["what are my playoff chances", "and if i only win 3 more?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  {
    turns: ["say I win 3 of my last 4 — am I in? walk me through the tiebreakers too"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["if i drop this week's game how much does it hurt my playoff chances"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // improveOdds
  { turns: ["what moves should i make to improve my playoff odds"], expect: "improveOdds" },
  { turns: ["we're 4-5", "how do i make my team better? be specific"], expect: "improveOdds" },
  {
    turns: ["what's the single biggest thing i can do to raise my chances of making the playoffs"],
    expect: "improveOdds",
  },
  { turns: ["my playoff odds?", "ok how do i get those up"], expect: "improveOdds" },
  {
    turns: ["what should i do to improve my team before the deadline, and why that over other options"],
    expect: "improveOdds",
  },

  // matchup
  { turns: ["who am i playing this week"], expect: "matchup" },
  { turns: ["what are my chances to win this week? explain"], expect: "matchup" },
  { turns: ["preview my week 12 matchup"], expect: "matchup", week: 12 },
  { turns: ["who's my opponent", "are they projected higher than me"], expect: "matchup" },
  { turns: ["who am i playing this week", "what about next week"], expect: "matchup", week: "next" },

  // projectedTotal
  { turns: ["how many points am i projected for this week"], expect: "projectedTotal" },
  { turns: ["whats my floor and ceiling this week"], expect: "projectedTotal" },
  {
    turns: ["what's my projection", "that seems low, how'd you get it? are you sure that's right"],
    expect: "projectedTotal",
  },
  { turns: ["what am i projected for this week", "and next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["worst case, how many points does my lineup put up this week"], expect: "projectedTotal" },

  // record
  { turns: ["whats my record"], expect: "record" },
  { turns: ["where do i sit in the standings"], expect: "record" },
  { turns: ["how's hail mary heroes doing", "what's their record"], expect: "record", team: "Hail Mary Heroes" },
  { turns: ["what's my record", "and sunday scaries?"], expect: "record", team: "Sunday Scaries" },
  { turns: ["how many wins do i have so far"], expect: "record" },

  // leaders
  { turns: ["who's in first place"], expect: "leaders" },
  { turns: ["who's the best team in the league? explain why, not just by record"], expect: "leaders" },
  { turns: ["who has scored the most points this season"], expect: "leaders" },
  { turns: ["show me the full standings"], expect: "leaders" },
  { turns: ["whats my record", "who's leading the league"], expect: "leaders" },

  // rosterStatus
  { turns: ["any injuries on my team this week"], expect: "rosterStatus" },
  { turns: ["any injuries on my team", "and who's on bye next week"], expect: "rosterStatus", week: "next" },
  { turns: ["who do i have on bye in week 12"], expect: "rosterStatus", week: 12 },
  { turns: ["any of my guys hurt?", "what about byes?"], expect: "rosterStatus" },
  {
    turns: ["is anyone on my team questionable or out this week? are you sure that's all of them"],
    expect: "rosterStatus",
  },

  // positionRank
  { turns: ["rank my rbs for this week"], expect: "positionRank", position: "RB" },
  { turns: ["rank my wide receivers for week 11"], expect: "positionRank", position: "WR", week: 11 },
  { turns: ["how would you order my tes this week and why"], expect: "positionRank", position: "TE" },
  { turns: ["rank my rbs", "and my wrs?"], expect: "positionRank", position: "WR" },
  { turns: ["which of my qbs is best this week, rank them"], expect: "positionRank", position: "QB" },
  {
    turns: ["rank my wrs for this week", "what about next week"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },

  // help
  { turns: ["hey"], expect: "help" },
  { turns: ["what can you do"], expect: "help" },
  { turns: ["how do i use this thing"], expect: "help" },
  { turns: ["hi! what kind of questions can you answer"], expect: "help" },
  { turns: ["hello", "what all can you help me with"], expect: "help" },
  {
    turns: ["what are you able to explain, like do you actually give reasoning or just spit out names"],
    expect: "help",
  },

  // None
  { turns: ["what's the weather gonna be like in buffalo sunday"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["who wins the nba finals this year"], expect: "None" },
  { turns: ["can you help with my calculus homework"], expect: "None" },
  { turns: ["over/under on mahomes passing yards tonight, should i bet the over"], expect: "None" },
  { turns: ["thanks", "also whats a good recipe for chili"], expect: "None" },

  // two asks in one message
  { turns: ["whats my record and am i gonna make playoffs"], expect: ["record", "playoffs"] },
  { turns: ["who am i playing this week and what am i projected for"], expect: ["matchup", "projectedTotal"] },
  { turns: ["any injuries on my roster? then fix my lineup around them"], expect: ["rosterStatus", "lineup"] },
  { turns: ["who should i pick up this week and who do i drop to make room"], expect: ["waivers", "dropStash"] },
  { turns: ["what are my playoff odds and what can i do to improve them"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["is wan'dale legit? and should i sell high on him while i can"],
    expect: ["outlook", "tradeValue"],
    players: ["Wan'Dale Robinson"],
  },
  { turns: ["who's in first and where am i"], expect: ["leaders", "record"] },
  {
    turns: ["is hurts playing sunday? if not who do i stream at qb"],
    expect: ["status", "byeCover"],
    players: ["Jalen Hurts"],
    position: "QB",
  },
  {
    turns: ["what are my chances this week, and what happens to my playoff odds if i lose"],
    expect: ["matchup", "scenario"],
    scenario: "lose-this-week",
  },
  {
    turns: ["is tucker kraft good to go? and if so kraft or goedert this week"],
    expect: ["status", "startSit"],
    players: ["Tucker Kraft", "Dallas Goedert"],
  },
  {
    turns: ["is aj brown better than devonta ros? and what's aj worth in a trade"],
    expect: ["compare", "tradeValue"],
    players: ["A.J. Brown", "DeVonta Smith"],
  },
  {
    turns: ["what are my playoff odds right now and what if i win out"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["who's on bye for me next week and who should i pick up to cover them"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
  },
  {
    turns: ["is rachaad white playing this week and what should i expect from him"],
    expect: ["status", "outlook"],
    players: ["Rachaad White"],
  },
  {
    turns: ["should i accept herbert for meyers and hunter henry, and if not what should i counter with"],
    expect: ["trade", "tradeIdeas"],
    players: ["Justin Herbert", "Jakobi Meyers", "Hunter Henry"],
  },
];
