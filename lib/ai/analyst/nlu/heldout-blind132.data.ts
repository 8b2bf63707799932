// Blind held-out evaluation set 132 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: high-school slang.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_132: HeldOutCase[] = [
  // startSit
  {
    turns: ["bro chase or jefferson this week fr i cant decide"],
    expect: "startSit",
    players: ["Ja'Marr Chase", "Justin Jefferson"],
  },
  {
    turns: ["ngl lowkey torn between bijan n gibbs, who am i rollin out sunday"],
    expect: "startSit",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: ["skattebo or monangai for wk 12 which one actually gets the nod"],
    expect: "startSit",
    players: ["Cam Skattebo", "Kyle Monangai"],
    week: 12,
  },
  {
    turns: ["puka or nabers this wk", "ok wat abt next week tho"],
    expect: "startSit",
    players: ["Puka Nacua", "Malik Nabers"],
    week: "next",
  },
  {
    turns: ["goff or baker sunday bro im stressin", "what if i throw maye in the mix too"],
    expect: "startSit",
    players: ["Jared Goff", "Baker Mayfield", "Drake Maye"],
  },
  {
    turns: ["mcbride vs kittle this week who starts", "nah wait add bowers, which of the 3 do i play"],
    expect: "startSit",
    players: ["Trey McBride", "George Kittle", "Brock Bowers"],
  },

  // compare
  {
    turns: ["jsn or garrett wilson ros who u got"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Garrett Wilson"],
  },
  {
    turns: ["dynasty q: jeanty or hampton long term, which one is more goated"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["nico or drake london for the rest of the szn ngl i need a real answer"],
    expect: "compare",
    players: ["Nico Collins", "Drake London"],
  },
  {
    turns: ["bti or worthy for the rest of the yr", "ok and mhj vs bti?"],
    expect: "compare",
    players: ["Marvin Harrison Jr.", "Brian Thomas Jr."],
  },
  {
    turns: ["achane vs jt the rest of the way, who's better fr"],
    expect: "compare",
    players: ["De'Von Achane", "Jonathan Taylor"],
  },
  {
    turns: ["tryna pick a keeper for next season", "lamar or josh allen which one"],
    expect: "compare",
    players: ["Lamar Jackson", "Josh Allen"],
  },

  // slot
  { turns: ["who do i put at flex this week bro"], expect: "slot", position: "FLEX" },
  { turns: ["te spot is lowkey a black hole, who goes there this wk"], expect: "slot", position: "TE" },
  { turns: ["which kicker am i rollin w"], expect: "slot", position: "K" },
  { turns: ["wat def should i throw out there wk 13"], expect: "slot", position: "DEF", week: 13 },
  { turns: ["who should be my qb this week", "and for next week?"], expect: "slot", position: "QB", week: "next" },
  { turns: ["my rb2 situation is cooked rn", "who do i play there wk 12"], expect: "slot", position: "RB", week: 12 },

  // lineup
  { turns: ["set my lineup for me bro i got no clue"], expect: "lineup" },
  { turns: ["is my lineup straight or am i cooked"], expect: "lineup" },
  { turns: ["optimize my starters fr"], expect: "lineup" },
  { turns: ["lowkey think my lineup is mid", "can u just fix the whole thing"], expect: "lineup" },
  { turns: ["check my lineup", "what about for next week"], expect: "lineup", week: "next" },

  // outlook
  { turns: ["is jaxson dart for real or is it a fluke"], expect: "outlook", players: ["Jaxson Dart"] },
  { turns: ["how's bucky gonna do this week ngl im worried"], expect: "outlook", players: ["Bucky Irving"] },
  { turns: ["woody marks ros outlook?"], expect: "outlook", players: ["Woody Marks"] },
  { turns: ["how's chase brown lookin this week", "and tracy?"], expect: "outlook", players: ["Tyrone Tracy Jr."] },
  {
    turns: ["what's mahomes projected for", "what about week 12"],
    expect: "outlook",
    players: ["Patrick Mahomes"],
    week: 12,
  },
  {
    turns: ["is judkins a must start now", "and how's he look next wk"],
    expect: "outlook",
    players: ["Quinshon Judkins"],
    week: "next",
  },

  // status
  { turns: ["is cmc playin sunday fr"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["yo what happened to tyreek"], expect: "status", players: ["Tyreek Hill"] },
  { turns: ["did aj brown practice today or nah"], expect: "status", players: ["A.J. Brown"] },
  { turns: ["any news on rashee rice", "and higgins?"], expect: "status", players: ["Tee Higgins"] },
  { turns: ["is nabers still hurt", "wait is he even practicing"], expect: "status", players: ["Malik Nabers"] },
  { turns: ["is kittle good to go this week", "ok what about laporta"], expect: "status", players: ["Sam LaPorta"] },

  // tradeValue
  { turns: ["what's saquon worth on the trade market rn"], expect: "tradeValue", players: ["Saquon Barkley"] },
  { turns: ["should i sell high on jamo ngl"], expect: "tradeValue", players: ["Jameson Williams"] },
  { turns: ["hold or sell king henry bro"], expect: "tradeValue", players: ["Derrick Henry"] },
  {
    turns: ["what could kamara fetch", "so do i just hold him or sell"],
    expect: "tradeValue",
    players: ["Alvin Kamara"],
  },
  { turns: ["is it time to buy low on breece"], expect: "tradeValue", players: ["Breece Hall"] },
  { turns: ["josh jacobs trade value?", "what about kyren"], expect: "tradeValue", players: ["Kyren Williams"] },

  // buyLow
  { turns: ["who are some buy low guys rn"], expect: "buyLow" },
  { turns: ["gimme sell high candidates bro"], expect: "buyLow" },
  { turns: ["any wrs i can buy low on"], expect: "buyLow", position: "WR" },
  { turns: ["who should i sell high on", "and who do i buy low"], expect: "buyLow" },
  { turns: ["lowkey who's underperforming that i can snag cheap in a trade"], expect: "buyLow" },

  // trade
  { turns: ["would u do chase for bijan straight up"], expect: "trade", players: ["Ja'Marr Chase", "Bijan Robinson"] },
  {
    turns: ["someone offered me ceedee + kraft for my puka, do i smash accept"],
    expect: "trade",
    players: ["CeeDee Lamb", "Tucker Kraft", "Puka Nacua"],
  },
  {
    turns: ["is giving up jt for achane and waddle fair or am i getting fleeced"],
    expect: "trade",
    players: ["Jonathan Taylor", "De'Von Achane", "Jaylen Waddle"],
  },
  {
    turns: ["coach harper offering me courtland sutton for olave", "who wins that deal"],
    expect: "trade",
    players: ["Courtland Sutton", "Chris Olave"],
  },
  {
    turns: ["trade check: i send mclaurin n pollard, get dk. thoughts?"],
    expect: "trade",
    players: ["Terry McLaurin", "Tony Pollard", "DK Metcalf"],
  },
  {
    turns: ["thinkin bout trading kelce for pitts", "what if i add warren to it, still worth it"],
    expect: "trade",
    players: ["Travis Kelce", "Kyle Pitts", "Jaylen Warren"],
  },

  // waivers
  { turns: ["who should i scoop off waivers this wk"], expect: "waivers" },
  { turns: ["how much faab on monangai bro"], expect: "waivers", players: ["Kyle Monangai"] },
  { turns: ["best free agents rn?"], expect: "waivers" },
  { turns: ["any rbs on the wire worth grabbing"], expect: "waivers", position: "RB" },
  { turns: ["who's the top add this week", "what about at te"], expect: "waivers", position: "TE" },
  {
    turns: ["tryna blow my faab on someone", "like how much for javonte"],
    expect: "waivers",
    players: ["Javonte Williams"],
  },

  // playoffs
  { turns: ["what are my playoff odds ngl"], expect: "playoffs" },
  { turns: ["am i making the dance or nah"], expect: "playoffs" },
  { turns: ["coach quinn's chances of makin it?"], expect: "playoffs", team: "Blitz Brigade" },
  { turns: ["chances i win the whole chip this yr"], expect: "playoffs" },
  { turns: ["what r my odds to make playoffs", "and to get a bye?"], expect: "playoffs" },
  { turns: ["how's end zone envy doing", "do they make playoffs tho"], expect: "playoffs", team: "End Zone Envy" },

  // improveOdds
  { turns: ["what do i gotta do to make playoffs fr"], expect: "improveOdds" },
  { turns: ["how do i make my team less mid"], expect: "improveOdds" },
  { turns: ["my playoff odds r lookin rough", "how do i fix that"], expect: "improveOdds" },
  { turns: ["what's the move to get my squad playoff ready"], expect: "improveOdds" },
  { turns: ["am i a playoff team", "ok so what should i change to get there"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i playin this week"], expect: "matchup" },
  { turns: ["am i favored this wk bro"], expect: "matchup" },
  { turns: ["whats my win prob vs red zone raiders"], expect: "matchup", team: "Red Zone Raiders" },
  { turns: ["projected score of my game wk 12"], expect: "matchup", week: 12 },
  { turns: ["who's my opp this week", "what about next week"], expect: "matchup", week: "next" },
  { turns: ["do i win this week", "what about vs coach blake's team"], expect: "matchup", team: "Sunday Scaries" },

  // record
  { turns: ["whats my record rn"], expect: "record" },
  { turns: ["what's coach tatum's record"], expect: "record", team: "Red Zone Raiders" },
  { turns: ["how many dubs i got", "and pocket passers?"], expect: "record", team: "Pocket Passers" },
  { turns: ["what place is two-minute drill in"], expect: "record", team: "Two-Minute Drill" },
  { turns: ["how many Ls do i have", "so where's that put me in the standings"], expect: "record" },

  // rosterStatus
  { turns: ["who on my team is hurt rn"], expect: "rosterStatus" },
  { turns: ["any of my guys on bye next week"], expect: "rosterStatus", week: "next" },
  { turns: ["who's questionable on my roster this wk"], expect: "rosterStatus" },
  { turns: ["who do i have on bye this week", "and wk 13?"], expect: "rosterStatus", week: 13 },
  { turns: ["injury report for my squad bro"], expect: "rosterStatus" },
  { turns: ["anyone on my roster banged up", "what about byes for wk 12"], expect: "rosterStatus", week: 12 },

  // positionRank
  { turns: ["rank my wrs for this week"], expect: "positionRank", position: "WR" },
  { turns: ["order my rbs best to worst for wk 12"], expect: "positionRank", position: "RB", week: 12 },
  { turns: ["which of my qbs is best this wk, rank em"], expect: "positionRank", position: "QB" },
  { turns: ["rank my te's", "ok now do my receivers"], expect: "positionRank", position: "WR" },
  { turns: ["rank my running backs", "for next week tho"], expect: "positionRank", position: "RB", week: "next" },

  // projectedTotal
  { turns: ["how many pts am i projected for"], expect: "projectedTotal" },
  { turns: ["whats my team's ceiling this wk"], expect: "projectedTotal" },
  { turns: ["projected total for wk 12"], expect: "projectedTotal", week: 12 },
  { turns: ["how many points am i gonna drop this week", "and next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["whats my range this week like worst case best case"], expect: "projectedTotal" },

  // leaders
  { turns: ["who's the best team in the league rn"], expect: "leaders" },
  { turns: ["who's got the most points in the league"], expect: "leaders" },
  { turns: ["which team got the best playoff odds"], expect: "leaders" },
  { turns: ["who's leading the league", "and who's 2nd"], expect: "leaders" },
  { turns: ["whos the top dog in this league fr"], expect: "leaders" },

  // sleepers
  { turns: ["any sleepers i should stash"], expect: "sleepers" },
  { turns: ["who's about to break out, gimme stash candidates"], expect: "sleepers" },
  { turns: ["sleeper wrs for the next few weeks"], expect: "sleepers", position: "WR" },
  { turns: ["who should i stash for the playoffs", "any rbs specifically"], expect: "sleepers", position: "RB" },
  { turns: ["lowkey who are the sleepers for wk 12"], expect: "sleepers", week: 12 },
  { turns: ["got an open bench spot", "who's a sleeper worth grabbing before they blow up"], expect: "sleepers" },

  // dropStash
  { turns: ["should i cut dobbins or stash him on ir"], expect: "dropStash", players: ["J.K. Dobbins"] },
  { turns: ["who do i drop to make room"], expect: "dropStash" },
  { turns: ["is it worth holding pickens while hes out"], expect: "dropStash", players: ["George Pickens"] },
  { turns: ["i need a roster spot for a waiver guy", "who should i cut"], expect: "dropStash" },
  { turns: ["ir aiyuk or just drop him bro"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  { turns: ["godwin's out again", "do i hold him or drop"], expect: "dropStash", players: ["Chris Godwin"] },

  // byeCover
  { turns: ["my qb's on bye who do i play"], expect: "byeCover", position: "QB" },
  {
    turns: ["kittle out this week who replaces him at te"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
  },
  { turns: ["need a def to cover my bye week"], expect: "byeCover", position: "DEF" },
  {
    turns: ["brock bowers is on bye next week", "who do i grab to cover him"],
    expect: "byeCover",
    players: ["Brock Bowers"],
    position: "TE",
    week: "next",
  },
  {
    turns: ["jefferson's on bye wk 12, who's my wr fill in"],
    expect: "byeCover",
    players: ["Justin Jefferson"],
    position: "WR",
    week: 12,
  },

  // scenario
  { turns: ["if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  { turns: ["what if i lose this week am i done"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["odds if i go 3-1 the rest of the way"], expect: "scenario", scenario: { wins: 3, games: 4 } },
  { turns: ["if i win 2 of my last 4 am i in"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  { turns: ["whats my playoff odds", "what if i win out"], expect: "scenario", scenario: "win-out" },
  { turns: ["say i win 3 more games", "would that get me in"], expect: "scenario", scenario: { wins: 3, games: null } },

  // tradeIdeas
  { turns: ["what can i get for waddle"], expect: "tradeIdeas", players: ["Jaylen Waddle"] },
  { turns: ["who needs a rb in this league, tryna flip one"], expect: "tradeIdeas", position: "RB" },
  { turns: ["gimme some trade ideas bro"], expect: "tradeIdeas" },
  { turns: ["i got too many wrs", "which teams should i hit up for a trade"], expect: "tradeIdeas", position: "WR" },
  {
    turns: ["2 for 1 ideas using jsn and zay flowers"],
    expect: "tradeIdeas",
    players: ["Jaxon Smith-Njigba", "Zay Flowers"],
  },

  // help
  { turns: ["yo wsg what can u do"], expect: "help" },
  { turns: ["how does this thing even work"], expect: "help" },
  { turns: ["sup gm"], expect: "help" },
  { turns: ["wat kinda stuff can i ask u"], expect: "help" },
  { turns: ["hey", "ok so like how do i use u"], expect: "help" },

  // None
  { turns: ["whats the weather gonna be like tmrw"], expect: "None" },
  { turns: ["tell me a joke bro"], expect: "None" },
  { turns: ["who's winning the nba finals this yr"], expect: "None" },
  { turns: ["how do i ask someone to prom ngl im nervous"], expect: "None" },
  { turns: ["should i drop jokic in my fantasy hoops league lol"], expect: "None" },
  { turns: ["thanks for the lineup help", "ok unrelated but how do i make ramen hit different"], expect: "None" },

  // two questions
  { turns: ["what's my record and my playoff odds"], expect: ["record", "playoffs"] },
  {
    turns: ["is cmc playing and should i start him over kyren"],
    expect: ["status", "startSit"],
    players: ["Christian McCaffrey", "Kyren Williams"],
  },
  { turns: ["who should i pick up and who do i drop for him"], expect: ["waivers", "dropStash"] },
  { turns: ["set my lineup and tell me how many pts im projected"], expect: ["lineup", "projectedTotal"] },
  { turns: ["rank my wrs and tell me who's on bye"], expect: ["positionRank", "rosterStatus"], position: "WR" },
  {
    turns: ["what's puka worth in a trade and is he for real"],
    expect: ["tradeValue", "outlook"],
    players: ["Puka Nacua"],
  },
  { turns: ["who leads the league and who am i playing this wk"], expect: ["leaders", "matchup"] },
  { turns: ["any sleepers to stash and who are the best waiver pickups"], expect: ["sleepers", "waivers"] },
  {
    turns: ["my team is kinda struggling", "what r my playoff odds and what do i need to do to boost them"],
    expect: ["playoffs", "improveOdds"],
  },
  { turns: ["yo", "what can u do, also is jefferson hurt"], expect: ["help", "status"], players: ["Justin Jefferson"] },
];
