// Blind held-out evaluation set 158 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: long multi-turn chats, most with 2-4 turns, the last one a terse follow-up.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_158: HeldOutCase[] = [
  // startSit
  {
    turns: ["need a wr call this week", "jsn or drake london?", "and wk 13?"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Drake London"],
    week: 13,
  },
  {
    turns: ["is bijan's ankle ok", "cool cool", "so gibbs or bijan then"],
    expect: "startSit",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  {
    turns: ["what's kittle looking like this week", "and mcbride?", "ok which one do i roll with"],
    expect: "startSit",
    players: ["George Kittle", "Trey McBride"],
  },
  {
    turns: ["jacobs or henry this wk", "next wk?"],
    expect: "startSit",
    players: ["Josh Jacobs", "Derrick Henry"],
    week: "next",
  },
  {
    turns: ["hurts has a brutal matchup sunday", "i've got dart sitting on my bench too", "who starts?"],
    expect: "startSit",
    players: ["Jalen Hurts", "Jaxson Dart"],
  },
  {
    turns: ["chase brown or kyren this week?", "toss hampton in the mix", "now who?"],
    expect: "startSit",
    players: ["Chase Brown", "Kyren Williams", "Omarion Hampton"],
  },

  // compare
  {
    turns: ["puka vs jefferson, who's better ros", "long term?"],
    expect: "compare",
    players: ["Puka Nacua", "Justin Jefferson"],
  },
  {
    turns: ["tell me about jeanty", "vs hampton going forward?"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["compare garrett wilson and drake london rest of season", "ok gotcha", "olave vs godwin?"],
    expect: "compare",
    players: ["Chris Olave", "Chris Godwin"],
  },
  {
    turns: ["egbuka or mcmillan, better player the rest of the way?", "add btj to that"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan", "Brian Thomas Jr."],
  },
  {
    turns: ["is lamar good to go sunday", "k. him vs josh allen for the rest of the yr?"],
    expect: "compare",
    players: ["Lamar Jackson", "Josh Allen"],
  },
  {
    turns: ["kraft vs laporta ros", "interesting", "pitts vs ferguson?"],
    expect: "compare",
    players: ["Kyle Pitts", "Jake Ferguson"],
  },

  // slot
  { turns: ["who goes in my flex", "next wk?"], expect: "slot", position: "FLEX", week: "next" },
  { turns: ["my rb2 spot is a mess", "who do i put there this week"], expect: "slot", position: "RB" },
  { turns: ["who should be my te this week", "same q for qb"], expect: "slot", position: "QB" },
  {
    turns: ["best option at flex for me?", "that's for this week right", "wk 12?"],
    expect: "slot",
    position: "FLEX",
    week: 12,
  },
  { turns: ["got a hole at wr2", "who off my bench fills it"], expect: "slot", position: "WR" },
  { turns: ["ugh my tight end situation", "who's my te play", "this week i mean"], expect: "slot", position: "TE" },

  // lineup
  { turns: ["set my lineup for this week", "next wk too?"], expect: "lineup", week: "next" },
  { turns: ["any changes to my lineup?", "you sure?", "double check it"], expect: "lineup" },
  { turns: ["optimize my starting lineup", "for wk 11"], expect: "lineup", week: 11 },
  { turns: ["is saquon playing", "ok", "then how should my whole lineup look"], expect: "lineup" },
  { turns: ["look over my lineup for me", "anything off?"], expect: "lineup" },
  { turns: ["who's on bye for me", "k fix my lineup around that"], expect: "lineup" },

  // outlook
  { turns: ["bucky irving ros outlook?", "rachaad white?"], expect: "outlook", players: ["Rachaad White"] },
  {
    turns: ["how many pts does jt score this week", "next wk?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
    week: "next",
  },
  { turns: ["is worthy worth starting", "and rice?"], expect: "outlook", players: ["Rashee Rice"] },
  { turns: ["projection for drake maye this week", "bo nix?"], expect: "outlook", players: ["Bo Nix"] },
  { turns: ["talk to me about skattebo", "like ros"], expect: "outlook", players: ["Cam Skattebo"] },
  {
    turns: ["been watching the browns a lot", "how do you see judkins finishing the year"],
    expect: "outlook",
    players: ["Quinshon Judkins"],
  },

  // status
  { turns: ["is cmc playing this week", "kittle?"], expect: "status", players: ["George Kittle"] },
  { turns: ["any news on tyreek", "waddle?"], expect: "status", players: ["Jaylen Waddle"] },
  { turns: ["who's hurt on my team", "latest on nico specifically?"], expect: "status", players: ["Nico Collins"] },
  { turns: ["ja'marr on bye this week?", "higgins too?"], expect: "status", players: ["Tee Higgins"] },
  { turns: ["bowers", "latest on the knee?"], expect: "status", players: ["Brock Bowers"] },
  { turns: ["is aj brown practicing yet", "what about goedert"], expect: "status", players: ["Dallas Goedert"] },

  // tradeValue
  { turns: ["what's breece hall worth in a trade", "hampton?"], expect: "tradeValue", players: ["Omarion Hampton"] },
  { turns: ["should i sell high on javonte", "dowdle?"], expect: "tradeValue", players: ["Rico Dowdle"] },
  {
    turns: ["mhj has been rough lately", "buy low on him now or wait?"],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },
  { turns: ["hold or sell henry at this point", "kamara?"], expect: "tradeValue", players: ["Alvin Kamara"] },
  {
    turns: ["jameson williams", "how much trade value does he have rn"],
    expect: "tradeValue",
    players: ["Jameson Williams"],
  },
  {
    turns: ["mcconkey went off last week", "sell high?", "or hold"],
    expect: "tradeValue",
    players: ["Ladd McConkey"],
  },

  // buyLow
  { turns: ["any buy low targets out there?", "guys who should bounce back"], expect: "buyLow" },
  { turns: ["who's a good buy-low right now"], expect: "buyLow" },
  { turns: ["is breece a sell high", "ok flip it", "who should i be buying low on"], expect: "buyLow" },
  { turns: ["give me some buy low candidates", "more?"], expect: "buyLow" },
  { turns: ["who's undervalued rn that i could pry away cheap", "in my league"], expect: "buyLow" },

  // trade
  {
    turns: ["would you give mcbride for bowers", "what if i add dowdle on my side"],
    expect: "trade",
    players: ["Trey McBride", "Rico Dowdle", "Brock Bowers"],
  },
  {
    turns: ["got an offer", "my bijan and zay flowers for ja'marr chase", "take it?"],
    expect: "trade",
    players: ["Bijan Robinson", "Zay Flowers", "Ja'Marr Chase"],
  },
  { turns: ["i give nico, get puka. who wins"], expect: "trade", players: ["Nico Collins", "Puka Nacua"] },
  {
    turns: ["someone wants my jt for their saquon", "accept?"],
    expect: "trade",
    players: ["Jonathan Taylor", "Saquon Barkley"],
  },
  {
    turns: ["trade offer: i get amon-ra, i give up garrett wilson and chuba", "good deal or nah"],
    expect: "trade",
    players: ["Garrett Wilson", "Chuba Hubbard", "Amon-Ra St. Brown"],
  },
  {
    turns: ["achane for ceedee, fair?", "i'd be sending achane"],
    expect: "trade",
    players: ["De'Von Achane", "CeeDee Lamb"],
  },

  // waivers
  { turns: ["who's the best add off waivers this week", "anyone else?"], expect: "waivers" },
  { turns: ["how much faab on monangai", "woody marks?"], expect: "waivers", players: ["Woody Marks"] },
  {
    turns: ["my rb depth is trash", "should i grab tyrone tracy off the wire"],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },
  {
    turns: ["worth a claim on jaylen warren?", "how much of my budget"],
    expect: "waivers",
    players: ["Jaylen Warren"],
  },
  { turns: ["free agents worth adding?"], expect: "waivers" },
  {
    turns: ["i have $43 faab left", "bid on rhamondre?", "how much"],
    expect: "waivers",
    players: ["Rhamondre Stevenson"],
  },

  // playoffs
  { turns: ["what are my playoff odds", "coach blake's?"], expect: "playoffs", team: "Sunday Scaries" },
  { turns: ["am i gonna make the playoffs or what"], expect: "playoffs" },
  { turns: ["can i still get a first round bye", "realistically"], expect: "playoffs" },
  {
    turns: ["blitz brigade looks scary", "odds they win the whole thing?"],
    expect: "playoffs",
    team: "Blitz Brigade",
  },
  { turns: ["have i clinched yet", "no?", "how close am i"], expect: "playoffs" },
  { turns: ["pocket passers playoff chances?", "mine?"], expect: "playoffs" },

  // improveOdds
  { turns: ["my playoff odds are bad huh", "what do i do to fix that"], expect: "improveOdds" },
  { turns: ["how do i turn this season around"], expect: "improveOdds" },
  { turns: ["what moves would bump my playoff chances", "anything else?"], expect: "improveOdds" },
  { turns: ["i'm 4-5", "what do i need to do to sneak in"], expect: "improveOdds" },
  { turns: ["what's my record", "ugh. what moves get me into the playoffs from here"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i playing this week", "am i favored?"], expect: "matchup" },
  { turns: ["win prob this week?", "next wk?"], expect: "matchup", week: "next" },
  { turns: ["who do i face in week 12", "who's favored"], expect: "matchup", week: 12 },
  { turns: ["how's my matchup vs coach reese look"], expect: "matchup", team: "Play Action Pack" },
  { turns: ["who wins my matchup this week", "be honest"], expect: "matchup" },
  { turns: ["am i favored this week", "wk 14?"], expect: "matchup", week: 14 },

  // record
  { turns: ["what's my record", "coach finley's?"], expect: "record", team: "Waiver Wire Wizards" },
  { turns: ["where am i in the standings"], expect: "record" },
  { turns: ["what place is end zone envy in", "their record?"], expect: "record", team: "End Zone Envy" },
  { turns: ["how many wins do i have", "losses?"], expect: "record" },
  { turns: ["two-minute drill's record?"], expect: "record", team: "Two-Minute Drill" },
  { turns: ["where's coach sawyer at in the standings", "and me?"], expect: "record" },

  // rosterStatus
  { turns: ["any injuries on my roster", "byes next wk?"], expect: "rosterStatus", week: "next" },
  { turns: ["who's on bye for me this week"], expect: "rosterStatus" },
  { turns: ["injuries and byes on my team for week 12"], expect: "rosterStatus", week: 12 },
  { turns: ["who's hurt on my team", "wk 11?"], expect: "rosterStatus", week: 11 },
  { turns: ["anyone on my team out this week", "byes included"], expect: "rosterStatus" },
  { turns: ["check my roster for byes", "and injuries", "week 13"], expect: "rosterStatus", week: 13 },

  // positionRank
  { turns: ["rank my wrs this week", "now rbs"], expect: "positionRank", position: "RB" },
  { turns: ["rank my running backs for week 11"], expect: "positionRank", position: "RB", week: 11 },
  { turns: ["order my tes for me", "next wk?"], expect: "positionRank", position: "TE", week: "next" },
  { turns: ["rank my qbs", "this week obv"], expect: "positionRank", position: "QB" },
  { turns: ["rank my wideouts", "for wk 13"], expect: "positionRank", position: "WR", week: 13 },
  { turns: ["rank my rbs", "tes?"], expect: "positionRank", position: "TE" },

  // projectedTotal
  { turns: ["what's my projected total this week", "range?"], expect: "projectedTotal" },
  { turns: ["how many points am i projected for next week"], expect: "projectedTotal", week: "next" },
  { turns: ["what's my team projected to score", "wk 12?"], expect: "projectedTotal", week: 12 },
  { turns: ["projected points for my team?", "floor and ceiling?"], expect: "projectedTotal" },
  { turns: ["who am i playing", "k", "what am i projected for"], expect: "projectedTotal" },

  // leaders
  { turns: ["best team in the league?", "most points?"], expect: "leaders" },
  { turns: ["who's in first place"], expect: "leaders" },
  { turns: ["which team has scored the most points", "like total pf"], expect: "leaders" },
  { turns: ["strongest team right now?", "on paper"], expect: "leaders" },
  { turns: ["what's my record", "who's leading the league"], expect: "leaders" },

  // sleepers
  { turns: ["any sleepers for next week", "deeper?"], expect: "sleepers", week: "next" },
  { turns: ["give me some deep sleepers"], expect: "sleepers" },
  { turns: ["under the radar guys who could pop?", "more"], expect: "sleepers" },
  {
    turns: ["who's the top waiver add", "ok what about deep guys nobody's talking about"],
    expect: "sleepers",
  },
  { turns: ["sleepers?", "deep league ones"], expect: "sleepers" },

  // dropStash
  { turns: ["who should i drop", "to make room for a claim"], expect: "dropStash" },
  { turns: ["godwin's hurt again", "drop or stash?"], expect: "dropStash", players: ["Chris Godwin"] },
  { turns: ["should i cut dobbins", "he's on ir"], expect: "dropStash", players: ["J.K. Dobbins"] },
  { turns: ["weakest guy on my bench to cut?"], expect: "dropStash" },
  { turns: ["aiyuk", "keep stashing or let him go?"], expect: "dropStash", players: ["Brandon Aiyuk"] },

  // byeCover
  {
    turns: ["josh allen's on bye next week", "who do i stream at qb"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
    week: "next",
  },
  { turns: ["my te is on bye", "need a fill-in"], expect: "byeCover", position: "TE" },
  {
    turns: ["who replaces mark andrews while he's on bye"],
    expect: "byeCover",
    players: ["Mark Andrews"],
    position: "TE",
  },
  {
    turns: ["kelce has his bye wk 12", "backup?"],
    expect: "byeCover",
    players: ["Travis Kelce"],
    position: "TE",
    week: 12,
  },
  { turns: ["my kicker's on bye", "who do i grab"], expect: "byeCover", position: "K" },

  // scenario
  { turns: ["what are my playoff odds", "if i win out?"], expect: "scenario", scenario: "win-out" },
  { turns: ["if i lose this week am i done"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["odds if i go 3-2 the rest of the way"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["playoff chances if i win 2 of my last 4?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["say i win two more games", "do i get in?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["odds if i win out", "2-3?"],
    expect: "scenario",
    scenario: { wins: 2, games: 5 },
  },

  // tradeIdeas
  { turns: ["what trades should i make", "any 2-for-1s?"], expect: "tradeIdeas" },
  { turns: ["i have too many rbs", "which teams need one"], expect: "tradeIdeas", position: "RB" },
  { turns: ["who would trade for pollard"], expect: "tradeIdeas", players: ["Tony Pollard"] },
  {
    turns: ["what could i get for mike evans", "any takers?"],
    expect: "tradeIdeas",
    players: ["Mike Evans"],
  },
  { turns: ["trade ideas to upgrade wr?"], expect: "tradeIdeas", position: "WR" },
  { turns: ["which teams are thin at te", "i could move one"], expect: "tradeIdeas", position: "TE" },

  // help
  { turns: ["what can you do", "like what kinds of questions"], expect: "help" },
  { turns: ["how do i use this thing"], expect: "help" },
  { turns: ["hi", "what can you help with?"], expect: "help" },
  { turns: ["commands?"], expect: "help" },
  { turns: ["set my lineup", "thanks. what else can you do?"], expect: "help" },

  // None
  { turns: ["weather in green bay sunday?"], expect: "None" },
  { turns: ["who won the nba game last night"], expect: "None" },
  { turns: ["tell me a joke", "another"], expect: "None" },
  { turns: ["set my lineup", "thx. good recipe for wings?"], expect: "None" },
  { turns: ["should i text my ex", "be honest"], expect: "None" },

  // two-part
  { turns: ["hey", "what's my record and am i making the playoffs"], expect: ["record", "playoffs"] },
  {
    turns: ["kittle hurt?", "is he playing and should i start him over mcbride"],
    expect: ["status", "startSit"],
    players: ["George Kittle", "Trey McBride"],
  },
  {
    turns: ["ok lineup stuff done", "who am i playing this wk and what's my projected total"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["who's hurt on my team and who should i pick up"],
    expect: ["rosterStatus", "waivers"],
  },
  {
    turns: ["my rbs are a mess", "rank them and tell me who to drop"],
    expect: ["positionRank", "dropStash"],
    position: "RB",
  },
  { turns: ["who's in first and what are my odds"], expect: ["leaders", "playoffs"] },
  {
    turns: ["lots to do today", "set my lineup and give me some sleepers"],
    expect: ["lineup", "sleepers"],
  },
  {
    turns: ["what's puka worth and who needs a wr"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Puka Nacua"],
    position: "WR",
  },
  {
    turns: ["playoff odds?", "actually give me current odds and odds if i win out"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
];
