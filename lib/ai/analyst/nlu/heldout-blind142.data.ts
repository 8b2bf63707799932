// Blind held-out evaluation set 142 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: Australian fan.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_142: HeldOutCase[] = [
  // startSit
  {
    turns: ["mate chase or jefferson in my lineup for monday mornings games? cant pick"],
    expect: "startSit",
    players: ["Ja'Marr Chase", "Justin Jefferson"],
  },
  {
    turns: ["bijan or gibbs for wk 12, reckon? only room for one of em"],
    expect: "startSit",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
    week: 12,
  },
  {
    turns: ["who do i roll out this round, nabers or waddle", "righto and for next week?"],
    expect: "startSit",
    players: ["Malik Nabers", "Jaylen Waddle"],
    week: "next",
  },
  {
    turns: ["gotta play one of puka, jsn or drake london this week. which bloke gets the nod"],
    expect: "startSit",
    players: ["Puka Nacua", "Jaxon Smith-Njigba", "Drake London"],
  },
  {
    turns: ["is kelce still worth a start these days?", "fair enough. so kelce or laporta this week then"],
    expect: "startSit",
    players: ["Travis Kelce", "Sam LaPorta"],
  },
  {
    turns: ["thinkin of starting skattebo this week", "or am i better off with hampton?"],
    expect: "startSit",
    players: ["Cam Skattebo", "Omarion Hampton"],
  },

  // compare
  {
    turns: ["dynasty q - long term who's the better asset, nabers or marvin harrison jr"],
    expect: "compare",
    players: ["Malik Nabers", "Marvin Harrison Jr."],
  },
  {
    turns: ["rest of season id rather own jacobs than henry yeah? or nah"],
    expect: "compare",
    players: ["Josh Jacobs", "Derrick Henry"],
  },
  {
    turns: ["who's better ROS bowers or mcbride", "ok what about kittle vs mcbride then"],
    expect: "compare",
    players: ["George Kittle", "Trey McBride"],
  },
  {
    turns: ["jeanty v hampton over the next five years, who ya takin"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["honestly from here on out whos the better player, ARSB or jefferson"],
    expect: "compare",
    players: ["Amon-Ra St. Brown", "Justin Jefferson"],
  },
  {
    turns: ["drake maye vs jaxson dart for the back half of the year?", "and in a keeper league would ya flip that?"],
    expect: "compare",
    players: ["Drake Maye", "Jaxson Dart"],
  },

  // slot
  { turns: ["who should i chuck in at TE this week mate, bit of a mess there"], expect: "slot", position: "TE" },
  { turns: ["need a flex for wk 11, who's me best option"], expect: "slot", position: "FLEX", week: 11 },
  {
    turns: ["who should i play at K this week", "righto, and what about the defence"],
    expect: "slot",
    position: "DEF",
  },
  { turns: ["who's my RB2 this week?", "what about for next week"], expect: "slot", position: "RB", week: "next" },
  { turns: ["which qb am i meant to be starting this round, bit lost tbh"], expect: "slot", position: "QB" },
  {
    turns: ["whos the go at WR3 for me? was leaning mclaurin"],
    expect: "slot",
    position: "WR",
    players: ["Terry McLaurin"],
  },

  // lineup
  { turns: ["can ya sort my lineup for this week mate, cheers"], expect: "lineup" },
  { turns: ["have a squiz at my starters and tell me if anythings off"], expect: "lineup" },
  { turns: ["optimise my team for week 12 pls"], expect: "lineup", week: 12 },
  { turns: ["is jefferson right to play this week?", "sweet as. set my whole lineup then"], expect: "lineup" },
  { turns: ["set my lineup for this week", "good stuff, now do next week's"], expect: "lineup", week: "next" },
  { turns: ["reckon ive got the right team out there or have i stuffed it up"], expect: "lineup" },

  // outlook
  { turns: ["hows puka lookin this week"], expect: "outlook", players: ["Puka Nacua"] },
  { turns: ["is rashee rice the real deal or just a purple patch"], expect: "outlook", players: ["Rashee Rice"] },
  {
    turns: ["whats the projection for bucky irving this week", "and for the rest of the season?"],
    expect: "outlook",
    players: ["Bucky Irving"],
  },
  {
    turns: ["is woody marks startable most weeks or is he just a bye filler"],
    expect: "outlook",
    players: ["Woody Marks"],
  },
  {
    turns: ["what sort of numbers should i expect outta mahomes in wk 13"],
    expect: "outlook",
    players: ["Patrick Mahomes"],
    week: 13,
  },
  {
    turns: ["how's ladd mcconkey trending for the run home", "and egbuka?"],
    expect: "outlook",
    players: ["Emeka Egbuka"],
  },

  // status
  { turns: ["any news on CMC, is he right to go this week"], expect: "status", players: ["Christian McCaffrey"] },
  {
    turns: ["was nico collins at training today? heard he's a bit crook"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["what happened to aiyuk, saw him limp off this mornin our time"],
    expect: "status",
    players: ["Brandon Aiyuk"],
  },
  { turns: ["is tyreek playing this week?", "and waddle?"], expect: "status", players: ["Jaylen Waddle"] },
  { turns: ["saquons injury update mate? hammy or what"], expect: "status", players: ["Saquon Barkley"] },
  {
    turns: ["whats the latest on goedert", "is he gonna miss next week too"],
    expect: "status",
    players: ["Dallas Goedert"],
    week: "next",
  },

  // tradeValue
  { turns: ["what's jsn worth on the trade market right now"], expect: "tradeValue", players: ["Jaxon Smith-Njigba"] },
  {
    turns: ["should i sell high on chuba hubbard or just hang onto him"],
    expect: "tradeValue",
    players: ["Chuba Hubbard"],
  },
  {
    turns: ["is now the time to flog davante adams while he's still got some value"],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: ["what would george pickens fetch in a trade", "and tee higgins?"],
    expect: "tradeValue",
    players: ["Tee Higgins"],
  },
  {
    turns: ["buy low on breece hall? reckon his value's bottomed out"],
    expect: "tradeValue",
    players: ["Breece Hall"],
  },
  {
    turns: ["hold or sell james cook? his stocks through the roof", "what about kyren, same deal?"],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },

  // buyLow
  { turns: ["who are some buy low candidates at the mo"], expect: "buyLow" },
  { turns: ["any blokes i should be cashing in on while they're hot? sell high list pls"], expect: "buyLow" },
  { turns: ["who should i be trying to buy cheap", "any TEs in that bunch?"], expect: "buyLow", position: "TE" },
  { turns: ["give us some buy-low targets", "and sell-high ones?"], expect: "buyLow" },
  { turns: ["whos underperforming that i could snap up for a bargain in a trade"], expect: "buyLow" },

  // trade
  {
    turns: ["someone's offered me bijan for jefferson, do i take it"],
    expect: "trade",
    players: ["Bijan Robinson", "Justin Jefferson"],
  },
  {
    turns: ["would u do chase for lamb + kamara? i'd be the one giving chase"],
    expect: "trade",
    players: ["Ja'Marr Chase", "CeeDee Lamb", "Alvin Kamara"],
  },
  {
    turns: ["bloke in my league wants achane, he's offering olave and tracy. fair dinkum or a rort?"],
    expect: "trade",
    players: ["De'Von Achane", "Chris Olave", "Tyrone Tracy Jr."],
  },
  {
    turns: ["trade offer: my hurts for his lamar", "what if he throws in chuba as well"],
    expect: "trade",
    players: ["Jalen Hurts", "Lamar Jackson", "Chuba Hubbard"],
  },
  {
    turns: ["who wins this deal - i send mike evans and rachaad white, get back a.j. brown"],
    expect: "trade",
    players: ["Mike Evans", "Rachaad White", "A.J. Brown"],
  },
  {
    turns: ["would ya do kittle for laporta straight up", "what if they add zay flowers to it"],
    expect: "trade",
    players: ["George Kittle", "Sam LaPorta", "Zay Flowers"],
  },

  // waivers
  { turns: ["who's worth grabbin off the wire this week mate"], expect: "waivers" },
  {
    turns: ["how much faab should i chuck at kyle monangai", "and dowdle?"],
    expect: "waivers",
    players: ["Rico Dowdle"],
  },
  { turns: ["best free agent RBs out there rn?"], expect: "waivers", position: "RB" },
  { turns: ["any decent pickups this week?", "what about at TE"], expect: "waivers", position: "TE" },
  { turns: ["got $38 of faab left, who should i blow it on"], expect: "waivers" },
  {
    turns: ["is javonte williams worth a waiver claim or leave him"],
    expect: "waivers",
    players: ["Javonte Williams"],
  },

  // playoffs
  { turns: ["whatre my chances of making finals this year mate"], expect: "playoffs" },
  { turns: ["what are the odds i make the playoffs", "and of nabbing a bye?"], expect: "playoffs" },
  { turns: ["odds of coach tatum's mob making the playoffs?"], expect: "playoffs", team: "Red Zone Raiders" },
  {
    turns: ["what are my playoff odds", "and what about the end zone envy lads"],
    expect: "playoffs",
    team: "End Zone Envy",
  },
  { turns: ["reckon we can win the whole thing? what's my championship %"], expect: "playoffs" },
  { turns: ["is sunday scaries a lock for the postseason or what"], expect: "playoffs", team: "Sunday Scaries" },

  // improveOdds
  { turns: ["what should i be doing to boost my playoff chances"], expect: "improveOdds" },
  { turns: ["how do i make this team better, it's absolutely cooked"], expect: "improveOdds" },
  {
    turns: ["what are my chances of making the playoffs", "bugger. what can i do to lift that"],
    expect: "improveOdds",
  },
  { turns: ["give us a game plan to sneak into the top 6 mate"], expect: "improveOdds" },
  { turns: ["what moves would give me the best shot at a title"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i up against this week"], expect: "matchup" },
  { turns: ["what's my win probability this round, be honest"], expect: "matchup" },
  {
    turns: ["am i favoured vs the two-minute drill in week 12?"],
    expect: "matchup",
    team: "Two-Minute Drill",
    week: 12,
  },
  { turns: ["who's my opponent this week", "and next week?"], expect: "matchup", week: "next" },
  { turns: ["projected score for my game this weekend?"], expect: "matchup" },
  {
    turns: ["how am i looking in my matchup this week", "what if i'd drawn coach finley's team instead"],
    expect: "matchup",
    team: "Waiver Wire Wizards",
  },

  // record
  { turns: ["whats our record at the mo"], expect: "record" },
  {
    turns: ["where are we sitting on the ladder", "and coach blake's side?"],
    expect: "record",
    team: "Sunday Scaries",
  },
  { turns: ["how many wins has coach harper's lot got"], expect: "record", team: "Fourth & Long Shots" },
  { turns: ["what's my W-L", "and the pocket passers?"], expect: "record", team: "Pocket Passers" },
  { turns: ["hail mary heroes record? they seem to win every week"], expect: "record", team: "Hail Mary Heroes" },

  // rosterStatus
  { turns: ["who on my squad is injured"], expect: "rosterStatus" },
  { turns: ["any injuries on my team?", "what about byes next week"], expect: "rosterStatus", week: "next" },
  { turns: ["which of my players are questionable for this week"], expect: "rosterStatus" },
  { turns: ["who've i got on bye this week", "and in week 13?"], expect: "rosterStatus", week: 13 },
  { turns: ["give us a rundown of injuries n byes on my roster for wk 12"], expect: "rosterStatus", week: 12 },

  // positionRank
  { turns: ["rank my WRs for this week"], expect: "positionRank", position: "WR" },
  {
    turns: ["order my running backs best to worst for next week"],
    expect: "positionRank",
    position: "RB",
    week: "next",
  },
  { turns: ["rank my rbs this week", "now do the receivers"], expect: "positionRank", position: "WR" },
  { turns: ["line up my tight ends from best to worst, who's top?"], expect: "positionRank", position: "TE" },
  { turns: ["rank my qbs for this week", "same thing for week 14"], expect: "positionRank", position: "QB", week: 14 },

  // projectedTotal
  { turns: ["how many points am i projected for this week"], expect: "projectedTotal" },
  { turns: ["whats my ceiling this week", "and the floor?"], expect: "projectedTotal" },
  { turns: ["what's my projected total", "and for next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["give us the range of outcomes for my team score"], expect: "projectedTotal" },
  { turns: ["reckon i'll crack 120 this week? what's my projection say"], expect: "projectedTotal" },

  // leaders
  { turns: ["who's the best team in the league at the moment"], expect: "leaders" },
  { turns: ["which side's scored the most points so far"], expect: "leaders" },
  { turns: ["who's got the best odds of taking out the league"], expect: "leaders" },
  { turns: ["who's top of the ladder", "and who's put up the most points all year?"], expect: "leaders" },
  { turns: ["who's the team to beat this year, honestly"], expect: "leaders" },

  // sleepers
  { turns: ["any sleepers worth stashing for the run home?"], expect: "sleepers" },
  { turns: ["who's about to break out that i should grab now before everyone else does"], expect: "sleepers" },
  { turns: ["who are some sleepers for week 12", "and the week after?"], expect: "sleepers", week: 13 },
  { turns: ["any sleeper WRs?", "what about RBs"], expect: "sleepers", position: "RB" },
  { turns: ["under the radar guys to pick up before they pop off"], expect: "sleepers" },

  // dropStash
  { turns: ["is dobbins hurt bad?", "should i cut him or stash him"], expect: "dropStash", players: ["J.K. Dobbins"] },
  { turns: ["who do i cut to make room for a waiver pickup"], expect: "dropStash" },
  { turns: ["worth holding jt through his injury or flick him"], expect: "dropStash", players: ["Jonathan Taylor"] },
  { turns: ["is rome odunze hurt?", "should i drop him then"], expect: "dropStash", players: ["Rome Odunze"] },
  { turns: ["my bench is full of crocks, who should i turf"], expect: "dropStash" },
  { turns: ["IR slot's open — put pollard there or just bin him?"], expect: "dropStash", players: ["Tony Pollard"] },

  // byeCover
  {
    turns: ["mcbride's on bye next week, who do i play at TE"],
    expect: "byeCover",
    players: ["Trey McBride"],
    position: "TE",
    week: "next",
  },
  {
    turns: ["need a fill-in QB with allen on the bye, who's out there"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
  },
  {
    turns: ["is gibbs on bye next week?", "who covers him at RB then"],
    expect: "byeCover",
    players: ["Jahmyr Gibbs"],
    position: "RB",
    week: "next",
  },
  {
    turns: ["is lamb playing this week?", "bugger. who do i slot in for him at WR then"],
    expect: "byeCover",
    players: ["CeeDee Lamb"],
    position: "WR",
  },
  { turns: ["kicker's on bye in wk 14, who should i pick up"], expect: "byeCover", position: "K", week: 14 },
  { turns: ["my DEF has a bye this week, any streaming options?"], expect: "byeCover", position: "DEF" },

  // scenario
  { turns: ["if i win out do i make the playoffs"], expect: "scenario", scenario: "win-out" },
  { turns: ["what happens to my odds if i drop this week's game"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["say i go 3-1 from here, am i in?"], expect: "scenario", scenario: { wins: 3, games: 4 } },
  {
    turns: ["what are my playoff odds", "and if i only snag 3 of the last 5?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  { turns: ["if i win two more games am i a shot?"], expect: "scenario", scenario: { wins: 2, games: null } },
  {
    turns: ["chances of making finals?", "what if i cop a loss this week though"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // tradeIdeas
  {
    turns: ["what could i get for garrett wilson", "what if i packaged him with breece"],
    expect: "tradeIdeas",
    players: ["Garrett Wilson", "Breece Hall"],
  },
  { turns: ["which teams are desperate for a RB? i've got a spare one"], expect: "tradeIdeas", position: "RB" },
  { turns: ["give us some trade ideas to shore up my WRs"], expect: "tradeIdeas", position: "WR" },
  {
    turns: ["2-for-1 idea: what could i land for olave and pitts"],
    expect: "tradeIdeas",
    players: ["Chris Olave", "Kyle Pitts"],
  },
  {
    turns: ["who's a good trade partner for me", "what could i get for tucker kraft from them"],
    expect: "tradeIdeas",
    players: ["Tucker Kraft"],
  },
  { turns: ["any trades i should be chasing this week"], expect: "tradeIdeas" },

  // help
  { turns: ["g'day, what can you do"], expect: "help" },
  { turns: ["how does this thing work mate"], expect: "help" },
  { turns: ["hey gm, what sort of stuff can i ask ya"], expect: "help" },
  { turns: ["hello", "so what are you actually useful for"], expect: "help" },
  { turns: ["new here, how do i use the GM?"], expect: "help" },

  // None
  { turns: ["what's the weather gonna be like in melbourne tomorrow arvo"], expect: "None" },
  { turns: ["g'day mate", "who do you reckon wins the afl flag this year"], expect: "None" },
  { turns: ["got a good recipe for a pav? in-laws coming over"], expect: "None" },
  { turns: ["should i start jokic or embiid in my fantasy basketball team"], expect: "None" },
  { turns: ["who should i start at flex", "unrelated but whats a good pub in fitzroy"], expect: "None" },

  // two questions
  {
    turns: ["is lamb playing this week and if he is should i start him over nico collins"],
    expect: ["status", "startSit"],
    players: ["CeeDee Lamb", "Nico Collins"],
  },
  { turns: ["whats my record and what are my playoff chances lookin like"], expect: ["record", "playoffs"] },
  { turns: ["who am i playing this week and what am i projected to score"], expect: ["matchup", "projectedTotal"] },
  { turns: ["who's on the wire worth grabbing, and who do i cut to make room?"], expect: ["waivers", "dropStash"] },
  {
    turns: ["rank my wrs this week, and also set the lineup while ya at it"],
    expect: ["positionRank", "lineup"],
    position: "WR",
  },
  {
    turns: ["what's mahomes worth in a trade and how's he lookin for the rest of the year"],
    expect: ["tradeValue", "outlook"],
    players: ["Patrick Mahomes"],
  },
  { turns: ["g'day", "what can ya do, and who leads the league at the mo?"], expect: ["help", "leaders"] },
  {
    turns: ["what are my odds of making it", "if i win out am i in, and what should i do to boost it?"],
    expect: ["scenario", "improveOdds"],
    scenario: "win-out",
  },
  { turns: ["any sleepers to stash, and who are some buy-low targets"], expect: ["sleepers", "buyLow"] },
  {
    turns: [
      "is kittle on bye next week",
      "yeah thought so. who do i play at TE then, and is anyone else of mine on bye?",
    ],
    expect: ["byeCover", "rosterStatus"],
    players: ["George Kittle"],
    position: "TE",
    week: "next",
  },
];
