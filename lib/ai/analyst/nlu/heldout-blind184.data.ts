// Blind held-out evaluation set 184 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: voice-to-text dictation from a phone while driving — little or odd punctuation,
// homophones and misheard player names, run-ons and filler ("okay so", "um", "hey gm").
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_184: HeldOutCase[] = [
  // startSit
  {
    turns: ["hey gm okay so jamar chase or puka na kua who do i start"],
    expect: "startSit",
    players: ["Ja'Marr Chase", "Puka Nacua"],
  },
  {
    turns: ["um should i play saquan barkley or derek henry week eleven"],
    expect: "startSit",
    players: ["Saquon Barkley", "Derrick Henry"],
    week: 11,
  },
  {
    turns: ["start be john robinson or josh jacobs this week", "okay what about jamir gibbs instead of jacobs"],
    expect: "startSit",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: ["who do i roll out sunday lamar jackson or josh allen"],
    expect: "startSit",
    players: ["Lamar Jackson", "Josh Allen"],
  },
  {
    turns: ["hey gm brock bowers or tray mcbride this week", "and next week same deal who goes"],
    expect: "startSit",
    players: ["Brock Bowers", "Trey McBride"],
    week: "next",
  },
  {
    turns: ["should i start jared golf this week", "what if i went with bo nicks instead. who's the better play"],
    expect: "startSit",
    players: ["Jared Goff", "Bo Nix"],
  },

  // compare
  {
    turns: ["rest of the season who's better jackson smith and jigba or drake london"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Drake London"],
  },
  {
    turns: ["long term who would you rather have bucky ervin or breeze hall"],
    expect: "compare",
    players: ["Bucky Irving", "Breece Hall"],
  },
  {
    turns: [
      "how does ashton gentry stack up against omarion hampden going forward",
      "ok and tray von henderson versus gentry",
    ],
    expect: "compare",
    players: ["TreVeyon Henderson", "Ashton Jeanty"],
  },
  {
    turns: ["um for the rest of the year garrett wilson vs chris oh lav who do you like more"],
    expect: "compare",
    players: ["Garrett Wilson", "Chris Olave"],
  },
  {
    turns: [
      "is devon a chain a good hold the rest of the year",
      "how's he compare to christian mccaffery from here on out",
    ],
    expect: "compare",
    players: ["De'Von Achane", "Christian McCaffrey"],
  },
  {
    turns: ["is neeko collins better than tetra oh a mcmillan the rest of the way", "ok and neeko versus rashid rice"],
    expect: "compare",
    players: ["Nico Collins", "Rashee Rice"],
  },

  // slot
  { turns: ["who should be my flex this week"], expect: "slot", position: "FLEX" },
  {
    turns: ["who should be my flex", "jamison williams or zay flowers for that spot"],
    expect: "slot",
    players: ["Jameson Williams", "Zay Flowers"],
    position: "FLEX",
  },
  { turns: ["hey gm who do i put in at rb two"], expect: "slot", position: "RB2" },
  { turns: ["who should i flex this week", "what about at tight end"], expect: "slot", position: "TE" },
  { turns: ["um who do i start at kicker"], expect: "slot", position: "K" },
  {
    turns: ["okay so for the flex position travis at ian or jacoby myers"],
    expect: "slot",
    players: ["Travis Etienne", "Jakobi Meyers"],
    position: "FLEX",
  },

  // lineup
  { turns: ["hey gm just set my best lineup for this week"], expect: "lineup" },
  { turns: ["okay so what's my optimal starting lineup"], expect: "lineup" },
  { turns: ["um give me the lineup you'd run week ten"], expect: "lineup", week: 10 },
  { turns: ["who's hurt on my team", "ok so with that what's my best lineup"], expect: "lineup" },
  { turns: ["rank my running backs for this week", "cool now just do the whole lineup"], expect: "lineup" },

  // outlook
  {
    turns: [
      "should i start puka na kua or nabers",
      "forget this week what's puka's outlook for the rest of the season",
    ],
    expect: "outlook",
    players: ["Puka Nacua"],
  },
  {
    turns: ["how many points is jonathan taylor projected four this week"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["what's kyle mon angai looking like going forward", "and woody marks"],
    expect: "outlook",
    players: ["Woody Marks"],
  },
  {
    turns: ["um what do you expect from jackson dart the rest of the year"],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  { turns: ["tell me about emeka egg buca's projection"], expect: "outlook", players: ["Emeka Egbuka"] },
  {
    turns: ["how's derek henry looking this week", "what about for week twelve"],
    expect: "outlook",
    players: ["Derrick Henry"],
    week: 12,
  },

  // status
  { turns: ["is jamar chase playing this week or is he hurt"], expect: "status", players: ["Ja'Marr Chase"] },
  { turns: ["hey is christian mccaffery on a bye"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["what's the injury update on mark andrews"], expect: "status", players: ["Mark Andrews"] },
  { turns: ["should i start rashid rice", "wait is he even healthy"], expect: "status", players: ["Rashee Rice"] },
  {
    turns: ["is tucker craft a good start this week", "wait when's his bye"],
    expect: "status",
    players: ["Tucker Kraft"],
  },

  // tradeValue
  { turns: ["should i sell high on rico doodle"], expect: "tradeValue", players: ["Rico Dowdle"] },
  { turns: ["what's jalen waddle worth in a trade"], expect: "tradeValue", players: ["Jaylen Waddle"] },
  { turns: ["um is now the time to buy travis kelsey"], expect: "tradeValue", players: ["Travis Kelce"] },
  {
    turns: ["what's the outlook for breeze hall", "okay so should i try to move him"],
    expect: "tradeValue",
    players: ["Breece Hall"],
  },
  {
    turns: ["kenneth walker the third has been good lately right", "how much could i get for him"],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },

  // buyLow
  { turns: ["who are some buy low guys right now"], expect: "buyLow" },
  { turns: ["any sell high candidates on my team"], expect: "buyLow" },
  { turns: ["um who should i be trying to get cheap before the trade deadline"], expect: "buyLow" },
  { turns: ["who should i buy low on", "what about sell high"], expect: "buyLow" },
  {
    turns: ["what are my playoff odds", "ok so which guys on my roster are at peak value i should cash in on"],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["would you do jamar chase for be john robinson"],
    expect: "trade",
    players: ["Ja'Marr Chase", "Bijan Robinson"],
  },
  {
    turns: ["quinn offered me saquan barkley for neeko collins and zay flowers is that fair"],
    expect: "trade",
    players: ["Saquon Barkley", "Nico Collins", "Zay Flowers"],
  },
  {
    turns: ["should i trade see dee lamb for drake london and chase brown", "would they even take it"],
    expect: "trade",
    players: ["CeeDee Lamb", "Drake London", "Chase Brown"],
  },
  {
    turns: ["what's kelsey's trade value", "is trading him for sam la porta a good deal for me"],
    expect: "trade",
    players: ["Travis Kelce", "Sam LaPorta"],
  },
  {
    turns: ["i'm thinking justin jefferson for jamir gibbs", "what if i throw in tony pollard on my side"],
    expect: "trade",
    players: ["Justin Jefferson", "Tony Pollard", "Jahmyr Gibbs"],
  },
  {
    turns: ["harper sent me a trade", "he wants to give me lad mcconkey for my james cook fair or nah"],
    expect: "trade",
    players: ["Ladd McConkey", "James Cook"],
  },

  // waivers
  { turns: ["who should i pick up off waivers this week"], expect: "waivers" },
  { turns: ["how much fab should i throw at sean tucker"], expect: "waivers", players: ["Sean Tucker"] },
  { turns: ["um any good adds at running back"], expect: "waivers", position: "RB" },
  { turns: ["who's the best waiver pickup", "and how much should i bid on him"], expect: "waivers" },
  {
    turns: ["i just lost my rb to injury", "is kenneth gain well worth a claim"],
    expect: "waivers",
    players: ["Kenneth Gainwell"],
  },

  // playoffs
  { turns: ["what are my playoff chances"], expect: "playoffs" },
  { turns: ["am i gonna make the playoffs"], expect: "playoffs" },
  { turns: ["um what percent chance do i have of making the post season"], expect: "playoffs" },
  { turns: ["what's my record", "so am i in decent shape for the playoffs"], expect: "playoffs" },
  { turns: ["who's in first place", "and what are the odds i get one of the six spots"], expect: "playoffs" },

  // improveOdds
  { turns: ["what can i do to boost my playoff chances"], expect: "improveOdds" },
  { turns: ["what moves get me into the playoffs"], expect: "improveOdds" },
  { turns: ["what are my playoff odds", "okay how do i make that better"], expect: "improveOdds" },
  { turns: ["um i need to make a push what should i change to make the post season"], expect: "improveOdds" },
  {
    turns: ["am i gonna make the playoffs", "what's the one move that would up my odds the most"],
    expect: "improveOdds",
  },

  // matchup
  { turns: ["who am i playing this week"], expect: "matchup" },
  { turns: ["what's my win probability this week"], expect: "matchup" },
  {
    turns: ["what's quinn's record", "how do they look this week who are they playing"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  { turns: ["who's my opponent this week", "what are they projected to score"], expect: "matchup" },
  { turns: ["who's the forth and long shots playing this week"], expect: "matchup", team: "Fourth & Long Shots" },

  // record
  { turns: ["what's my record"], expect: "record" },
  { turns: ["where do i stand in the league right now"], expect: "record" },
  {
    turns: ["who's playing coach sutton this week", "and what's their record"],
    expect: "record",
    team: "Hail Mary Heroes",
  },
  { turns: ["what's my record", "and red zone raiders"], expect: "record", team: "Red Zone Raiders" },
  { turns: ["how many wins does the two minute drill have"], expect: "record", team: "Two-Minute Drill" },

  // rosterStatus
  { turns: ["who's hurt on my team"], expect: "rosterStatus" },
  { turns: ["set my best lineup", "wait any of my guys on bye this week"], expect: "rosterStatus" },
  { turns: ["who do i have on bye next week"], expect: "rosterStatus", week: "next" },
  { turns: ["hey gm injuries and byes on my roster for week twelve"], expect: "rosterStatus", week: 12 },
  { turns: ["who's on bye for me this week", "what about next week"], expect: "rosterStatus", week: "next" },

  // positionRank
  { turns: ["rank my running backs for this week"], expect: "positionRank", position: "RB" },
  { turns: ["how do my tight ends rank week eleven"], expect: "positionRank", position: "TE", week: 11 },
  { turns: ["rank my receivers this week", "now do running backs"], expect: "positionRank", position: "RB" },
  { turns: ["who's my quarterback this week", "rank all of em for me"], expect: "positionRank", position: "QB" },
  {
    turns: ["rank my rbs", "do the same thing but for next week"],
    expect: "positionRank",
    position: "RB",
    week: "next",
  },

  // projectedTotal
  { turns: ["how many points am i projected for this week"], expect: "projectedTotal" },
  { turns: ["what's my team's projected score"], expect: "projectedTotal" },
  { turns: ["what's my ceiling and floor this week"], expect: "projectedTotal" },
  { turns: ["who do i play this week", "and how many points am i supposed to put up"], expect: "projectedTotal" },
  { turns: ["what's my projected score", "best case how high could we go"], expect: "projectedTotal" },

  // leaders
  { turns: ["who's the best team in the league"], expect: "leaders" },
  { turns: ["who's in first place"], expect: "leaders" },
  { turns: ["which team has scored the most points this year"], expect: "leaders" },
  { turns: ["what are my playoff odds", "who has the best odds in the league"], expect: "leaders" },
  { turns: ["what's my record", "who's leading the league"], expect: "leaders" },

  // sleepers
  { turns: ["any sleepers for next week"], expect: "sleepers", week: "next" },
  { turns: ["any lottery ticket guys i could grab off the wire that nobody's rostering"], expect: "sleepers" },
  { turns: ["who's a sleeper at wide receiver"], expect: "sleepers", position: "WR" },
  { turns: ["any good adds at rb", "what about real deep sleeper types there"], expect: "sleepers", position: "RB" },
  { turns: ["who should i pick up on waivers", "okay any deeper sleepers"], expect: "sleepers" },

  // dropStash
  { turns: ["should i drop tyreke hill or stash him on ir"], expect: "dropStash", players: ["Tyreek Hill"] },
  {
    turns: ["is chris godwin hurt again", "is it worth holding him or should i cut bait"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  { turns: ["should i cut any of my injured guys"], expect: "dropStash" },
  { turns: ["is brandon i yuk hurt", "ok so do i just drop him"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  {
    turns: ["do i keep mark andrews on my bench while he's out or cut him"],
    expect: "dropStash",
    players: ["Mark Andrews"],
  },
  { turns: ["which of my hurt guys are worth an ir spot"], expect: "dropStash" },

  // byeCover
  { turns: ["josh allen's on bye who do i stream at qb"], expect: "byeCover", players: ["Josh Allen"], position: "QB" },
  {
    turns: ["who do i have on bye in week twelve", "ok i need a tight end fill in for that"],
    expect: "byeCover",
    position: "TE",
    week: 12,
  },
  {
    turns: ["who can cover for george kiddle when he's on bye"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
  },
  { turns: ["who's on bye for me next week", "ok who do i pick up to fill in"], expect: "byeCover", week: "next" },
  {
    turns: ["dicker's on bye i need a kicker to stream"],
    expect: "byeCover",
    players: ["Cameron Dicker"],
    position: "K",
  },
  {
    turns: ["backup quarterback for week thirteen since my guy's off that week"],
    expect: "byeCover",
    position: "QB",
    week: 13,
  },

  // scenario
  { turns: ["what are my odds if i win out"], expect: "scenario", scenario: "win-out" },
  { turns: ["if i lose this week am i done"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["if i go three and two the rest of the way do i get in"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["what are my playoff odds", "what if i win three of the next four"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  { turns: ["do i make it if i just win two more games"], expect: "scenario", scenario: { wins: 2, games: null } },
  {
    turns: ["if i win out what are my chances", "and if i drop this one"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // tradeIdeas
  { turns: ["who could i trade for using chase brown"], expect: "tradeIdeas", players: ["Chase Brown"] },
  {
    turns: ["rank my tight ends", "they're all bad what can i trade to get a good one"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["give me some trade packages built around devonte adams"],
    expect: "tradeIdeas",
    players: ["Davante Adams"],
  },
  {
    turns: ["should i sell high on jacoby myers", "okay who could i target with him"],
    expect: "tradeIdeas",
    players: ["Jakobi Meyers"],
  },
  { turns: ["i got too many receivers who can i flip for a running back"], expect: "tradeIdeas", position: "RB" },

  // multi-part last turns
  { turns: ["who am i playing this week and what's my record"], expect: ["matchup", "record"] },
  { turns: ["what are my playoff odds and how do i improve them"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["is jamar chase hurt and should i start him over puka"],
    expect: ["status", "startSit"],
    players: ["Ja'Marr Chase", "Puka Nacua"],
  },
  { turns: ["who's hurt on my team and who should i pick up"], expect: ["rosterStatus", "waivers"] },
  { turns: ["what's my projected score and am i favored"], expect: ["projectedTotal", "matchup"] },
  { turns: ["who's in first and where am i in the standings"], expect: ["leaders", "record"] },
  {
    turns: ["what's waddle worth and would you trade him for zay flowers"],
    expect: ["tradeValue", "trade"],
    players: ["Jaylen Waddle", "Zay Flowers"],
  },
  {
    turns: ["okay so set my lineup and tell me who's on bye next week"],
    expect: ["lineup", "rosterStatus"],
    week: "next",
  },
  { turns: ["any sleepers out there and who are the buy low guys"], expect: ["sleepers", "buyLow"] },
  {
    turns: ["should i drop brandon i yuk and who do i pick up instead"],
    expect: ["dropStash", "waivers"],
    players: ["Brandon Aiyuk"],
  },
  { turns: ["um what's my record and what are my playoff odds"], expect: ["record", "playoffs"] },
  {
    turns: ["if i win out do i get in and what moves should i make"],
    expect: ["scenario", "improveOdds"],
    scenario: "win-out",
  },
  {
    turns: ["how's brock bowers looking rest of season and is he worth trading for"],
    expect: ["outlook", "tradeValue"],
    players: ["Brock Bowers"],
  },
  {
    turns: ["give me trade ideas for a tight end and who are some buy low guys"],
    expect: ["tradeIdeas", "buyLow"],
    position: "TE",
  },
  {
    turns: ["who should i flex this week", "okay and rank my receivers and tell me who's hurt"],
    expect: ["positionRank", "rosterStatus"],
    position: "WR",
  },

  // help
  { turns: ["hey gm what can you do"], expect: "help" },
  { turns: ["what kind of stuff can i ask you"], expect: "help" },
  { turns: ["um how does this thing work what are you good for"], expect: "help" },
  { turns: ["hey", "what can you actually help me with"], expect: "help" },

  // None
  { turns: ["is it gonna rain on my drive home"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["who won the lakers game last night"], expect: "None" },
  { turns: ["hey gm how's your day going"], expect: "None" },
  { turns: ["set a reminder to call my mom at five"], expect: "None" },
  { turns: ["where's a good place to get wings around here"], expect: "None" },
  { turns: ["who do you think wins the world series"], expect: "None" },
  { turns: ["who's my flex this week", "thanks man hey what time is it"], expect: "None" },
];
