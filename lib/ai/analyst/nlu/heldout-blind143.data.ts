// Blind held-out evaluation set 143 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: podcast listener quoting experts.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_143: HeldOutCase[] = [
  // startSit
  {
    turns: ["pod guys had Puka top 5 this week but ECR likes nabers more... nacua or nabers, who am i starting"],
    expect: "startSit",
    players: ["Puka Nacua", "Malik Nabers"],
  },
  {
    turns: ["consensus rankings got bucky at RB14 and chuba RB17 this week. you agree?? which one do i roll out"],
    expect: "startSit",
    players: ["Bucky Irving", "Chuba Hubbard"],
  },
  {
    turns: [
      "experts are split down the middle on goff vs bo nix this week. who starts",
      "ok and week 12? the matchup nerds love nix there",
    ],
    expect: "startSit",
    players: ["Jared Goff", "Bo Nix"],
    week: 12,
  },
  {
    turns: ["every ranker i follow says bench kittle bc of the matchup, but do i really start tucker kraft over him??"],
    expect: "startSit",
    players: ["George Kittle", "Tucker Kraft"],
  },
  {
    turns: ["my podcast said fade waddle this week. JSN or waddle", "what about next week tho"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Jaylen Waddle"],
    week: "next",
  },
  {
    turns: ["start/sit segment went skattebo > monangai > dowdle. i can only play one of em, whats ur call"],
    expect: "startSit",
    players: ["Cam Skattebo", "Kyle Monangai", "Rico Dowdle"],
  },

  // compare
  {
    turns: [
      "dynasty rankings on my fav pod have Jeanty over Hampton long term. buy it? who's the better dynasty asset",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["ROS consensus has Nico ahead of Drake London. rest of the year who would u rather own"],
    expect: "compare",
    players: ["Nico Collins", "Drake London"],
  },
  {
    turns: ["experts keep saying egbuka > mcmillan in dynasty", "what about mcconkey vs egbuka then, same deal"],
    expect: "compare",
    players: ["Ladd McConkey", "Emeka Egbuka"],
  },
  {
    turns: ["the rankers flipped bijan and gibbs in their ROS top 10 AGAIN lol. who's actually better going forward"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "heard on a show that MHJ is a bust and BTJ is the better long-term piece. thoughts? which one in a keeper",
    ],
    expect: "compare",
    players: ["Marvin Harrison Jr.", "Brian Thomas Jr."],
  },
  {
    turns: ["is mcbride the TE1 rest of season? consensus says yes", "ok but mcbride or bowers ROS, straight up"],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },

  // slot
  { turns: ["the experts all say stream QB this week. so who should be my QB"], expect: "slot", position: "QB" },
  {
    turns: ["who goes in my flex? fantasypros ECR has 3 of my guys basically tied and i hate it"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["need help at TE, rankings say my guy has a brutal matchup", "ok and what about the kicker spot"],
    expect: "slot",
    position: "K",
  },
  {
    turns: [
      "WR3 is a mess for me. pod said chase upside at the back end of your lineup — who should i slot at WR3 this week",
    ],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["the D/ST streaming column had like 5 options, which defense should i be starting this wk"],
    expect: "slot",
    position: "DEF",
  },
  {
    turns: ["who should be my RB2 this week? ranks have a blob of guys around RB20", "and for week 12?"],
    expect: "slot",
    position: "RB",
    week: 12,
  },

  // lineup
  {
    turns: ["can you just set my whole lineup? im tired of cross-checking 4 different ranking sites"],
    expect: "lineup",
  },
  {
    turns: ["consensus lineup optimizer says i'm fine but can you double check my starters for this week"],
    expect: "lineup",
  },
  {
    turns: ["optimize my lineup pls, the experts have me going in circles", "now do next week's"],
    expect: "lineup",
    week: "next",
  },
  { turns: ["give me your best starting lineup by your numbers, not ECR"], expect: "lineup" },
  {
    turns: [
      "the pod said most people lose by leaving points on the bench",
      "so does my lineup look right? anything you'd change",
    ],
    expect: "lineup",
  },

  // outlook
  {
    turns: ["everyone on the podcasts is calling jaxson dart a league winner. is he legit?"],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["whats your projection for derrick henry this week? consensus has him at like 17"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: ["experts ranked pitts as a TE1 this week which feels insane", "how does he look rest of season tho"],
    expect: "outlook",
    players: ["Kyle Pitts"],
  },
  {
    turns: ["woody marks ROS — the ranking sites are way more bullish than me. is he a weekly starter?"],
    expect: "outlook",
    players: ["Woody Marks"],
  },
  {
    turns: ["podcasts keep saying odunze is about to pop. how do u see him doing this week"],
    expect: "outlook",
    players: ["Rome Odunze"],
  },
  {
    turns: ["is mahomes still a must start? consensus dropped him to QB8", "and next week for him?"],
    expect: "outlook",
    players: ["Patrick Mahomes"],
    week: "next",
  },

  // status
  {
    turns: ["beat reporter on the pod said CMC was limited in practice, what's the latest on him"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["is tyreek playing sunday?? heard rumblings on a show about his ankle"],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: [
      "anyone know what happened to AJ Brown? the experts dropped him out of their top 20",
      "any practice news on him today",
    ],
    expect: "status",
    players: ["A.J. Brown"],
  },
  {
    turns: ["injury update on JT? twitter experts say it's a high ankle sprain"],
    expect: "status",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["whats going on w Mark Andrews, the pod mentioned something about him missing practice"],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: ["is breece ok? some podcast said he left the game early", "what about garrett wilson, is he banged up too"],
    expect: "status",
    players: ["Garrett Wilson"],
  },

  // tradeValue
  {
    turns: ["trade value chart on my fav podcast has rashee rice way up. sell high?"],
    expect: "tradeValue",
    players: ["Rashee Rice"],
  },
  {
    turns: ["what's saquon worth in a trade rn? experts say his value is tanking"],
    expect: "tradeValue",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["everybody says sell high on jameson williams after his big game", "hmm and zay flowers, sell or hold?"],
    expect: "tradeValue",
    players: ["Zay Flowers"],
  },
  {
    turns: [
      "dynasty check — is kelce even worth anything on the trade " +
        "market anymore? rankers have him outside the top 10 TEs",
    ],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: ["the buy low/sell high segment called olave a sell", "do i hold or move him"],
    expect: "tradeValue",
    players: ["Chris Olave"],
  },
  {
    turns: ["what kind of return should i expect for achane? the trade value charts disagree wildly"],
    expect: "tradeValue",
    players: ["De'Von Achane"],
  },

  // buyLow
  { turns: ["who are your buy low guys this week? every expert list has the same 3 names"], expect: "buyLow" },
  { turns: ["gimme some sell-high candidates, my podcast's list felt stale"], expect: "buyLow" },
  { turns: ["who should i be trying to buy low on right now?", "ok and sell high candidates?"], expect: "buyLow" },
  {
    turns: ["which players are the best buy-lows heading into the stretch run, by your numbers not consensus"],
    expect: "buyLow",
  },
  {
    turns: [
      "the pod mentioned a couple of buy-low receivers but mumbled the names",
      "so which WRs are buy lows right now",
    ],
    expect: "buyLow",
    position: "WR",
  },

  // trade
  {
    turns: ["got offered jefferson for my bijan. the trade analyzer and the experts both say i win it, agree?"],
    expect: "trade",
    players: ["Justin Jefferson", "Bijan Robinson"],
  },
  {
    turns: [
      "should i accept: i give josh jacobs + tee higgins, i get amon-ra. " +
        "the pod says the side getting the best player wins 2-for-1s",
    ],
    expect: "trade",
    players: ["Josh Jacobs", "Tee Higgins", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "someone wants my lamb for their chase brown and mike evans",
      "is that fair by consensus values? who wins it",
    ],
    expect: "trade",
    players: ["CeeDee Lamb", "Chase Brown", "Mike Evans"],
  },
  {
    turns: ["trading james cook for davante adams — fair? ECR rest of season says its about even"],
    expect: "trade",
    players: ["James Cook", "Davante Adams"],
  },
  {
    turns: ["coach tatum offered kyren for my DK metcalf. trade value chart says accept, what do you say"],
    expect: "trade",
    players: ["Kyren Williams", "DK Metcalf"],
  },
  {
    turns: [
      "experts say sell high on rhamondre. got an offer: rhamondre for jakobi meyers",
      "what if they throw in pollard too, then do i accept?",
    ],
    expect: "trade",
    players: ["Rhamondre Stevenson", "Jakobi Meyers", "Tony Pollard"],
  },

  // waivers
  { turns: ["who's the top waiver pickup this week? every pod is screaming about the same rb"], expect: "waivers" },
  {
    turns: ["how much FAAB should i throw at judkins? one of the experts said 30% of budget"],
    expect: "waivers",
    players: ["Quinshon Judkins"],
  },
  { turns: ["best free agents available in my league?", "any TEs in there?"], expect: "waivers", position: "TE" },
  {
    turns: ["waiver ranks from the show had tyrone tracy at #1 — is he worth a claim in my league"],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },
  {
    turns: ["consensus waiver adds don't really fit my roster", "so who should i actually add off the wire this week"],
    expect: "waivers",
  },
  {
    turns: ["dowdle is the #1 add on every waiver show. what should i bid on him"],
    expect: "waivers",
    players: ["Rico Dowdle"],
  },

  // playoffs
  { turns: ["what are my playoff odds? the league site power rankings have me 7th"], expect: "playoffs" },
  {
    turns: ["do we have any shot at the title? my podcast says the best reg season team rarely wins it all"],
    expect: "playoffs",
  },
  {
    turns: ["what are my chances of getting a first round bye", "what about coach quinn's team, what are their odds"],
    expect: "playoffs",
    team: "Blitz Brigade",
  },
  {
    turns: [
      "what are the chances sunday scaries make the playoffs? their manager keeps quoting ESPN projections at me",
    ],
    expect: "playoffs",
    team: "Sunday Scaries",
  },
  { turns: ["real talk am i making the playoffs or not. experts say 6-4 teams are coin flips"], expect: "playoffs" },
  {
    turns: ["what are my odds to win the whole thing?", "and red zone raiders?"],
    expect: "playoffs",
    team: "Red Zone Raiders",
  },

  // improveOdds
  {
    turns: ["what should i do to improve my playoff chances? the pod says be aggressive at the deadline"],
    expect: "improveOdds",
  },
  {
    turns: ["how do i make this team better? i keep following consensus and i'm stuck at .500"],
    expect: "improveOdds",
  },
  { turns: ["what are my playoff odds?", "ok how do i get them up"], expect: "improveOdds" },
  {
    turns: ["what moves would boost my championship odds most? experts say consolidate depth into studs"],
    expect: "improveOdds",
  },
  {
    turns: ["the pod says don't stand pat if you're on the bubble", "what should i change to actually get in"],
    expect: "improveOdds",
  },

  // matchup
  { turns: ["who am i playing this week and am i favored? the app projections say coin flip"], expect: "matchup" },
  { turns: ["what's my win probability this week? the experts' projections make it look tight"], expect: "matchup" },
  { turns: ["who's my opponent this week?", "same q for next week"], expect: "matchup", week: "next" },
  {
    turns: ["projected score for my game this week? app has me losing by 4 but the experts love my guys"],
    expect: "matchup",
  },
  {
    turns: ["am i favored vs the audible alchemists in week 13?"],
    expect: "matchup",
    team: "Audible Alchemists",
    week: 13,
  },
  {
    turns: ["am i the favorite this week?", "and vs coach finley in week 12?"],
    expect: "matchup",
    team: "Waiver Wire Wizards",
    week: 12,
  },

  // record
  { turns: ["what's my record? the power rankings show has us 9th which feels wrong"], expect: "record" },
  {
    turns: ["where do i sit in the standings rn? the experts keep telling me my team is a contender"],
    expect: "record",
  },
  {
    turns: ["what's Hail Mary Heroes' record? our league pod keeps calling them the best team lol"],
    expect: "record",
    team: "Hail Mary Heroes",
  },
  { turns: ["what's my record", "and coach ellis's team?"], expect: "record", team: "Pocket Passers" },
  { turns: ["how's two-minute drill doing, what's their W-L"], expect: "record", team: "Two-Minute Drill" },
  { turns: ["what place am i in", "what about end zone envy"], expect: "record", team: "End Zone Envy" },

  // rosterStatus
  { turns: ["which of my guys are questionable this week? the injury report segment flew by"], expect: "rosterStatus" },
  { turns: ["who on my roster is on bye next week"], expect: "rosterStatus", week: "next" },
  { turns: ["anybody on my team hurt right now?", "and who's on bye in week 12?"], expect: "rosterStatus", week: 12 },
  {
    turns: ["injury report for my team pls, experts said a bunch of starters league-wide are banged up"],
    expect: "rosterStatus",
  },
  { turns: ["do i have any bye week problems coming up", "specifically week 14"], expect: "rosterStatus", week: 14 },

  // positionRank
  { turns: ["rank my running backs for this week, i trust you more than ECR"], expect: "positionRank", position: "RB" },
  {
    turns: ["how would you rank my WRs for next week? consensus has them all bunched together"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  { turns: ["rank my RBs for this week", "now the wideouts"], expect: "positionRank", position: "WR" },
  { turns: ["order my tight ends for week 12 best to worst"], expect: "positionRank", position: "TE", week: 12 },
  {
    turns: ["experts have my two QBs ranked back to back", "so rank em for me this week"],
    expect: "positionRank",
    position: "QB",
  },

  // projectedTotal
  { turns: ["how many points am i projected for this week? the app says 118"], expect: "projectedTotal" },
  {
    turns: ["what's my team's floor and ceiling this week? the pod always talks ceiling in must-win weeks"],
    expect: "projectedTotal",
  },
  { turns: ["what's my projected score?", "and next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["projected range for my team in week 12"], expect: "projectedTotal", week: 12 },
  {
    turns: ["experts say you need 130 to win most weeks in a 12 teamer", "how many pts is my team projected for"],
    expect: "projectedTotal",
  },

  // leaders
  {
    turns: ["who's the best team in the league right now? our league podcast says waiver wire wizards but idk"],
    expect: "leaders",
  },
  { turns: ["which team has scored the most points this season"], expect: "leaders" },
  { turns: ["who has the best playoff odds in the league"], expect: "leaders" },
  { turns: ["what's my record?", "who's leading the league then"], expect: "leaders" },
  {
    turns: ["power rankings on the pod had a surprise #1", "who's the top dog in our league by your numbers"],
    expect: "leaders",
  },

  // sleepers
  { turns: ["give me some sleepers to stash before the playoffs, the deep league pod had a few"], expect: "sleepers" },
  { turns: ["any stash candidates that could break out during the fantasy playoffs?"], expect: "sleepers" },
  { turns: ["who are the sleeper RBs for the next few weeks"], expect: "sleepers", position: "RB" },
  { turns: ["any sleepers i should stash?", "what about at tight end"], expect: "sleepers", position: "TE" },
  {
    turns: ["experts keep talking about 'league winners' hiding on waivers", "who should i grab before they break out"],
    expect: "sleepers",
  },

  // dropStash
  {
    turns: ["should i drop aiyuk or stash him on IR? pod said he's droppable now"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["i need a roster spot for a claim, who should i cut? experts always say cut your kicker lol"],
    expect: "dropStash",
  },
  { turns: ["godwin is out again", "hold him or cut him?"], expect: "dropStash", players: ["Chris Godwin"] },
  {
    turns: ["is dobbins worth holding while he's hurt or do i cut bait? rankers dropped him off their boards"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["the drop segment said don't be afraid to cut big names", "who's the most droppable guy on my roster"],
    expect: "dropStash",
  },
  { turns: ["should i IR stash etienne or just release him"], expect: "dropStash", players: ["Travis Etienne Jr."] },

  // byeCover
  {
    turns: ["josh allen's on bye next week — who should i pick up to replace him? streaming ranks have a few options"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
    week: "next",
  },
  {
    turns: ["who do i play at TE while kittle's on bye"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
  },
  {
    turns: ["bowers is out this week", "who do i plug in for him? experts like a couple streamers"],
    expect: "byeCover",
    players: ["Brock Bowers"],
    position: "TE",
  },
  {
    turns: ["chase is on bye wk 12, need a WR fill-in. who?"],
    expect: "byeCover",
    players: ["Ja'Marr Chase"],
    position: "WR",
    week: 12,
  },
  {
    turns: ["my kicker aubrey has a bye this week", "who should i stream instead"],
    expect: "byeCover",
    players: ["Brandon Aubrey"],
    position: "K",
  },
  {
    turns: ["need a bye week replacement for lamar, the pod ranked some streamers but i'm lost"],
    expect: "byeCover",
    players: ["Lamar Jackson"],
    position: "QB",
  },

  // scenario
  {
    turns: ["if i win out what are my playoff odds? experts say 9 wins gets you in"],
    expect: "scenario",
    scenario: "win-out",
  },
  { turns: ["what if i lose this week, am i cooked?"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["if i go 3-1 the rest of the way do i make it"], expect: "scenario", scenario: { wins: 3, games: 4 } },
  {
    turns: ["what are my playoff odds", "and if i win 2 of the last 4"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["what do my chances look like if i only win 2 more games"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["odds of a bye if i win out?", "what if i drop this one though"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // tradeIdeas
  {
    turns: ["what could i get for gibbs? the trade value guys say he's a top 3 asset"],
    expect: "tradeIdeas",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["which teams in my league need a RB? wanna shop my depth like the pod suggested"],
    expect: "tradeIdeas",
    position: "RB",
  },
  { turns: ["give me some trade ideas, the experts say now's the time to make a move"], expect: "tradeIdeas" },
  {
    turns: ["i have too many WRs", "what could i get for garrett wilson and courtland sutton in a 2-for-1"],
    expect: "tradeIdeas",
    players: ["Garrett Wilson", "Courtland Sutton"],
  },
  {
    turns: ["i need a TE badly, the rankings say my guy is TE22", "who are good trade partners for that"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["2 for 1 ideas for hurts + tee higgins? consensus says consolidate"],
    expect: "tradeIdeas",
    players: ["Jalen Hurts", "Tee Higgins"],
  },

  // help
  { turns: ["hey GM! found you after a podcast mentioned AI assistants. what can you do?"], expect: "help" },
  { turns: ["how does this work, can you do rankings like the experts do"], expect: "help" },
  { turns: ["sup GM first time here. what kinda questions do you answer"], expect: "help" },
  { turns: ["should i start chase or lamb", "wait actually what else can you help with"], expect: "help" },
  { turns: ["hello! are you basically a fantasy podcast i can talk to?"], expect: "help" },

  // None
  { turns: ["whats the weather gonna be in buffalo sunday? the pod said wind could matter"], expect: "None" },
  { turns: ["who do the experts like in my fantasy basketball league, tatum or jaylen brown"], expect: "None" },
  { turns: ["tell me a joke, the pod was too serious today"], expect: "None" },
  { turns: ["who should i start at flex", "unrelated but got a good wing recipe for sunday?"], expect: "None" },
  { turns: ["who wins the NBA title this year per the experts"], expect: "None" },

  // two questions
  {
    turns: ["start bijan or achane this week? and what's the latest on achane's injury"],
    expect: ["startSit", "status"],
    players: ["Bijan Robinson", "De'Von Achane"],
  },
  {
    turns: ["whats my record and what are my playoff odds? pod says 6-4 is borderline"],
    expect: ["record", "playoffs"],
  },
  { turns: ["who should i pick up off waivers and who do i drop for him"], expect: ["waivers", "dropStash"] },
  { turns: ["what's my projected score this week and am i favored"], expect: ["projectedTotal", "matchup"] },
  {
    turns: ["is CMC ok? and should i sell high on him while the experts still love him"],
    expect: ["status", "tradeValue"],
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["who's on bye for me next week and who do i pick up to cover"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
  },
  {
    turns: ["would you do puka for henry + kamara? and what else could i get for puka"],
    expect: ["trade", "tradeIdeas"],
    players: ["Puka Nacua", "Derrick Henry", "Alvin Kamara"],
  },
  {
    turns: ["who's leading the league and what are my odds if i win out"],
    expect: ["leaders", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["experts say my lineup is a mess", "set my lineup and tell me which of my guys are questionable"],
    expect: ["lineup", "rosterStatus"],
  },
  {
    turns: ["the pod's lists are too chalky", "give me some buy-low targets and some sleepers to stash"],
    expect: ["buyLow", "sleepers"],
  },
];
