// Blind held-out evaluation set 103 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: numbers-minded manager.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_103: HeldOutCase[] = [
  // startSit
  {
    turns: ["puka or drake london this week? need like 15+ pts outta whoever i start"],
    expect: "startSit",
    players: ["Puka Nacua", "Drake London"],
  },
  {
    turns: ["wk 12: gibbs vs achane, who do i roll out"],
    expect: "startSit",
    players: ["Jahmyr Gibbs", "De'Von Achane"],
    week: 12,
  },
  {
    turns: ["how's bucky irving trending, he's had 3 straight 15+ pt games", "start him or chuba this week?"],
    expect: "startSit",
    players: ["Bucky Irving", "Chuba Hubbard"],
  },
  {
    turns: ["start lamb or nabers this week?", "ok what about lamb vs JJ instead"],
    expect: "startSit",
    players: ["CeeDee Lamb", "Justin Jefferson"],
  },
  {
    turns: ["goff or dart in week 14? goff's averaging 19.6 over his last 5, dart 17.1"],
    expect: "startSit",
    players: ["Jared Goff", "Jaxson Dart"],
    week: 14,
  },
  {
    turns: ["kittle vs mcbride next week, who's the better start? i need every point"],
    expect: "startSit",
    players: ["George Kittle", "Trey McBride"],
    week: "next",
  },

  // compare
  {
    turns: ["jeanty's averaging 18.4 ppg since wk 4", "is he a better ros asset than hampton?"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["dynasty q: nabers or smith njigba over the next 3 seasons?"],
    expect: "compare",
    players: ["Malik Nabers", "Jaxon Smith-Njigba"],
  },
  {
    turns: ["egbuka vs tet mcmillan rest of season, who has the higher ceiling?"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: ["who's better ros, chase or jefferson?", "what about chase vs lamb then"],
    expect: "compare",
    players: ["Ja'Marr Chase", "CeeDee Lamb"],
  },
  {
    turns: ["for the last 6 wks of the season is skattebo or judkins the better guy to own"],
    expect: "compare",
    players: ["Cam Skattebo", "Quinshon Judkins"],
  },
  {
    turns: ["keeper league, only 1 slot: bowers or laporta long term?"],
    expect: "compare",
    players: ["Brock Bowers", "Sam LaPorta"],
  },

  // slot
  {
    turns: ["who goes in my flex this week, warren, dowdle or addison? all 3 projected 11-12"],
    expect: "slot",
    position: "FLEX",
    players: ["Jaylen Warren", "Rico Dowdle", "Jordan Addison"],
  },
  { turns: ["my RB2 spot is a mess, who should fill it this week"], expect: "slot", position: "RB" },
  {
    turns: ["te slot for wk 13: pitts or ferguson? both under 9 pts projected lol"],
    expect: "slot",
    position: "TE",
    players: ["Kyle Pitts", "Jake Ferguson"],
    week: 13,
  },
  { turns: ["who's my best option at WR3 next week?"], expect: "slot", position: "WR", week: "next" },
  {
    turns: ["my flex is projected for 6.3 pts, that's ugly", "who should i put there instead?"],
    expect: "slot",
    position: "FLEX",
  },
  { turns: ["who should i start at kicker this week? my guy averages 6.8"], expect: "slot", position: "K" },

  // lineup
  { turns: ["is my starting lineup optimal this week or am i leaving pts on the bench?"], expect: "lineup" },
  { turns: ["set my best lineup for wk 11"], expect: "lineup", week: 11 },
  { turns: ["check my starters for next week pls"], expect: "lineup", week: "next" },
  {
    turns: ["who should i start overall this week? just maximize projected ppr pts across the whole lineup"],
    expect: "lineup",
  },
  { turns: ["tons of injuries on my team lately", "can you just set my whole lineup for sunday?"], expect: "lineup" },
  { turns: ["any swaps in my starting 9 that'd add 3+ projected pts?"], expect: "lineup" },

  // outlook
  {
    turns: ["derrick henry projection this week? over or under 16.5"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: ["jt put up 27 last week", "what's his projection for wk 15?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
    week: 15,
  },
  {
    turns: ["ros outlook for tee higgins? is the 14 ppg pace sustainable"],
    expect: "outlook",
    players: ["Tee Higgins"],
  },
  {
    turns: ["what do you project zay flowers for this week", "and next week?"],
    expect: "outlook",
    players: ["Zay Flowers"],
    week: "next",
  },
  {
    turns: ["is lamar playing?", "ok how many pts do you have him for this week"],
    expect: "outlook",
    players: ["Lamar Jackson"],
  },

  // status
  { turns: ["is cmc playing sunday?"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["BTJ practice report? was he DNP or limited thurs"], expect: "status", players: ["Brian Thomas Jr."] },
  {
    turns: ["any news on rashee rice", "is he expected to play this week?"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["start jsn or waddle this week?", "wait is waddle even healthy?"],
    expect: "status",
    players: ["Jaylen Waddle"],
  },
  {
    turns: ["kamara's ankle, is it 50/50 he suits up this week or worse?"],
    expect: "status",
    players: ["Alvin Kamara"],
  },

  // tradeValue
  { turns: ["what's breece hall worth in a trade rn"], expect: "tradeValue", players: ["Breece Hall"] },
  {
    turns: ["should i sell george pickens? he's averaging 17.2 ppr ppg"],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  {
    turns: ["trade value on kenneth walker? what tier is he, like RB15?"],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["davante is 32 and still getting 9 targets a game", "how much is he worth in trades these days"],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: ["how much value does kelce have left on the trade market"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },

  // buyLow
  { turns: ["who are the best buy-low targets right now"], expect: "buyLow" },
  { turns: ["any sell-high guys on my roster? wanna cash in before the deadline"], expect: "buyLow" },
  {
    turns: ["is garrett wilson a buy low? 27% target share but only 9 ppg"],
    expect: "buyLow",
    players: ["Garrett Wilson"],
  },
  {
    turns: ["chase brown: sell-high candidate after 2 straight 25 pt games?"],
    expect: "buyLow",
    players: ["Chase Brown"],
  },
  {
    turns: ["odunze's had 3 straight games under 8 pts", "buy-low window on him?"],
    expect: "buyLow",
    players: ["Rome Odunze"],
  },
  { turns: ["give me 3 buy-low WRs whose efficiency says positive regression is coming"], expect: "buyLow" },

  // trade
  {
    turns: ["i give bijan, get gibbs + tucker kraft. fair?"],
    expect: "trade",
    players: ["Bijan Robinson", "Jahmyr Gibbs", "Tucker Kraft"],
  },
  {
    turns: ["offer on the table: my JT for their aj brown and javonte. accept?"],
    expect: "trade",
    players: ["Jonathan Taylor", "A.J. Brown", "Javonte Williams"],
  },
  {
    turns: ["who wins this deal: etienne for sutton straight up"],
    expect: "trade",
    players: ["Travis Etienne Jr.", "Courtland Sutton"],
  },
  {
    turns: ["what's lamb's trade value?", "would you send him for nico collins + pollard?"],
    expect: "trade",
    players: ["CeeDee Lamb", "Nico Collins", "Tony Pollard"],
  },
  {
    turns: ["should i accept hurts + godwin for josh allen? i'd be the one getting allen"],
    expect: "trade",
    players: ["Jalen Hurts", "Chris Godwin", "Josh Allen"],
  },
  {
    turns: ["mclaurin for tracy jr, is that a fair swap? i'm sending terry"],
    expect: "trade",
    players: ["Terry McLaurin", "Tyrone Tracy Jr."],
  },

  // waivers
  { turns: ["best waiver adds for this week?"], expect: "waivers" },
  {
    turns: ["my bench is thin at RB", "how much faab should i throw at monangai? i've got $41 of 100 left"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  { turns: ["who should i grab off the wire for wk 12"], expect: "waivers", week: 12 },
  { turns: ["lost my RB1 for the year", "who should i pick up on waivers to replace him?"], expect: "waivers" },
  { turns: ["what % of my faab should i bid on woody marks"], expect: "waivers", players: ["Woody Marks"] },

  // playoffs
  { turns: ["what are my playoff odds rn"], expect: "playoffs" },
  { turns: ["am i making the playoffs at 6-5? whats the %"], expect: "playoffs" },
  { turns: ["realistically what % chance do i have to get in"], expect: "playoffs" },
  { turns: ["lost by 0.8 pts AGAIN", "so what are my playoff chances now"], expect: "playoffs" },
  { turns: ["postseason chances for my team? top 6 get in"], expect: "playoffs" },

  // improveOdds
  { turns: ["what moves would bump my playoff odds the most"], expect: "improveOdds" },
  { turns: ["im at 34% to make it. what should i do to get in?"], expect: "improveOdds" },
  { turns: ["how do i raise my playoff chances by 10+ pts"], expect: "improveOdds" },
  { turns: ["what are my playoff odds?", "ok how do i improve that"], expect: "improveOdds" },
  {
    turns: ["what needs to happen on my end to sneak into the 6 seed? trades, adds, whatever"],
    expect: "improveOdds",
  },

  // matchup
  { turns: ["who am i playing this week"], expect: "matchup" },
  { turns: ["win probability for my matchup this week?"], expect: "matchup" },
  { turns: ["am i favored vs blitz brigade? they're projected for 121"], expect: "matchup" },
  { turns: ["projected 112 this week", "how does my matchup look, am i the underdog?"], expect: "matchup" },
  { turns: ["just went 6-5 after that loss", "who's my opponent this week and am i favored?"], expect: "matchup" },

  // record
  { turns: ["whats my w-l record"], expect: "record" },
  { turns: ["what place am i in the standings rn"], expect: "record" },
  { turns: ["what's red zone raiders' record?"], expect: "record", team: "Red Zone Raiders" },
  { turns: ["what's my record?", "and sunday scaries?"], expect: "record", team: "Sunday Scaries" },
  { turns: ["is hail mary heroes really 8-2? what's their record"], expect: "record", team: "Hail Mary Heroes" },

  // rosterStatus
  { turns: ["who on my roster is hurt this week"], expect: "rosterStatus" },
  { turns: ["any byes on my team next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["injury + bye report for my roster in wk 14"], expect: "rosterStatus", week: 14 },
  {
    turns: ["which of my players are injured?", "and who's on bye next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  { turns: ["rundown of my roster's injuries for sunday pls"], expect: "rosterStatus" },

  // positionRank
  { turns: ["rank my RBs for this week"], expect: "positionRank", position: "RB" },
  { turns: ["rank my wrs for wk 13 by projected pts"], expect: "positionRank", position: "WR", week: 13 },
  { turns: ["order my TEs best to worst for next week"], expect: "positionRank", position: "TE", week: "next" },
  { turns: ["rank my wide receivers this week", "now do my running backs"], expect: "positionRank", position: "RB" },
  { turns: ["sort my qbs by projection this week"], expect: "positionRank", position: "QB" },
  { turns: ["1 thru 5, rank every WR on my roster for week 16"], expect: "positionRank", position: "WR", week: 16 },

  // projectedTotal
  { turns: ["what's my team projected to score this week"], expect: "projectedTotal" },
  { turns: ["floor and ceiling for my lineup in wk 12?"], expect: "projectedTotal", week: 12 },
  { turns: ["how many pts am i projected for? give me the 10th-90th percentile range"], expect: "projectedTotal" },
  {
    turns: ["what's my projected total this week?", "what about next week"],
    expect: "projectedTotal",
    week: "next",
  },
  { turns: ["whats my team's ceiling this week, can i hit 140?"], expect: "projectedTotal" },

  // leaders
  { turns: ["who's leading the league right now"], expect: "leaders" },
  { turns: ["which team has the most points for this season"], expect: "leaders" },
  { turns: ["best team in the league by record?"], expect: "leaders" },
  { turns: ["who has the highest playoff odds in the league"], expect: "leaders" },
  { turns: ["i'm 7-4, 2nd in my division", "who's leading the whole league though?"], expect: "leaders" },

  // sleepers
  { turns: ["deep sleepers to stash for the playoff weeks 15-17?"], expect: "sleepers" },
  { turns: ["any sleepers for next week under 10% rostered?"], expect: "sleepers", week: "next" },
  { turns: ["stash candidates off waivers for the stretch run"], expect: "sleepers" },
  { turns: ["who's a deep-league sleeper for week 14 nobody's talking about"], expect: "sleepers", week: 14 },
  { turns: ["best adds this week?", "ok now give me some deeper sleepers to stash for later"], expect: "sleepers" },
  { turns: ["under-the-radar guys <5% owned worth a bench spot"], expect: "sleepers" },

  // dropStash
  {
    turns: ["andrews is hurt again, 3rd time this yr. drop or hold?"],
    expect: "dropStash",
    players: ["Mark Andrews"],
  },
  { turns: ["IR stash godwin or cut him? he's out 4-6 wks"], expect: "dropStash", players: ["Chris Godwin"] },
  {
    turns: ["is brandon aiyuk playing this week?", "ok he's out again. should i drop him or stash him on IR?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["goedert's on IR, keep him or cut him for a bench spot"],
    expect: "dropStash",
    players: ["Dallas Goedert"],
  },
  {
    turns: ["worth holding injured rhamondre or do i cut bait"],
    expect: "dropStash",
    players: ["Rhamondre Stevenson"],
  },

  // byeCover
  {
    turns: ["mcbride's on bye next week, who covers TE?"],
    expect: "byeCover",
    players: ["Trey McBride"],
    week: "next",
  },
  {
    turns: ["josh allen's bye is wk 7, need a streaming QB to cover"],
    expect: "byeCover",
    players: ["Josh Allen"],
    week: 7,
  },
  { turns: ["who replaces bowers during his bye this week"], expect: "byeCover", players: ["Brock Bowers"] },
  {
    turns: ["who's on bye on my team next week?", "ok who should cover for herbert while he's out?"],
    expect: "byeCover",
    players: ["Justin Herbert"],
    week: "next",
  },
  {
    turns: ["need a QB streamer for mahomes' bye in week 10, anyone projecting 18+?"],
    expect: "byeCover",
    players: ["Patrick Mahomes"],
    week: 10,
  },
  {
    turns: ["ja'marr's on bye next wk, best backup WR to plug in?"],
    expect: "byeCover",
    players: ["Ja'Marr Chase"],
    week: "next",
  },

  // scenario
  { turns: ["if i win out what are my playoff odds"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["my odds are 41% right now", "what if i lose this week?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  { turns: ["odds if i go 3-2 over the last 5?"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  { turns: ["what if i win 2 of my last 4, am i in?"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  { turns: ["what are my playoff odds?", "and if i win out?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["if i only win 2 more games what's my % to get in"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },

  // tradeIdeas
  { turns: ["who could i get for drake london?"], expect: "tradeIdeas", players: ["Drake London"] },
  {
    turns: ["2-for-1 ideas packaging jacobs and waddle"],
    expect: "tradeIdeas",
    players: ["Josh Jacobs", "Jaylen Waddle"],
  },
  {
    turns: ["what packages could i build around kyren to land a top-5 RB"],
    expect: "tradeIdeas",
    players: ["Kyren Williams"],
  },
  {
    turns: ["i've got too many WRs", "what could i get if i shop jameson williams and worthy?"],
    expect: "tradeIdeas",
    players: ["Jameson Williams", "Xavier Worthy"],
  },
  { turns: ["trade ideas using hubbard as the centerpiece"], expect: "tradeIdeas", players: ["Chuba Hubbard"] },
  {
    turns: ["give me 3 realistic targets i could land for ladd mcconkey"],
    expect: "tradeIdeas",
    players: ["Ladd McConkey"],
  },

  // help
  { turns: ["what can you do?"], expect: "help" },
  { turns: ["how do i use this GM thing"], expect: "help" },
  { turns: ["what kinds of questions can i ask you"], expect: "help" },
  { turns: ["help me understand what features you have"], expect: "help" },
  { turns: ["hi", "what are you able to help with?"], expect: "help" },
  { turns: ["can you list the stuff you're able to analyze for me"], expect: "help" },

  // None
  { turns: ["what's the forecast in buffalo for sunday?"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["who wins the nba finals this year"], expect: "None" },
  { turns: ["how do i make a sourdough starter"], expect: "None" },
  { turns: ["thanks for the lineup help", "btw what's a good 401k contribution %?"], expect: "None" },
  { turns: ["who should i start at flex?", "nvm, who do you think wins the world series"], expect: "None" },

  // two-part
  { turns: ["what's my w-l and what % do i have to make playoffs?"], expect: ["record", "playoffs"] },
  {
    turns: ["is saquon playing this week, and what's he projected for?"],
    expect: ["status", "outlook"],
    players: ["Saquon Barkley"],
  },
  { turns: ["who do i play this week and what's my projected total?"], expect: ["matchup", "projectedTotal"] },
  { turns: ["who's hurt on my roster, and is my lineup optimal after that?"], expect: ["rosterStatus", "lineup"] },
  { turns: ["what are my playoff odds and what can i do to boost them"], expect: ["playoffs", "improveOdds"] },
  { turns: ["top adds this week, plus a couple deep stashes for later?"], expect: ["waivers", "sleepers"] },
  {
    turns: ["what's devonta smith worth and who could i get for him?"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["DeVonta Smith"],
  },
  { turns: ["who's leading the league and what's my record"], expect: ["leaders", "record"] },
  {
    turns: ["is dobbins hurt? and if so should i drop him"],
    expect: ["status", "dropStash"],
    players: ["J.K. Dobbins"],
  },
  { turns: ["what am i projected to score and what's my win prob this week?"], expect: ["projectedTotal", "matchup"] },
  {
    turns: ["start achane or cook this week, and is achane even healthy?"],
    expect: ["startSit", "status"],
    players: ["De'Von Achane", "James Cook"],
  },
  {
    turns: ["ros outlook for josh jacobs and what's his trade value?"],
    expect: ["outlook", "tradeValue"],
    players: ["Josh Jacobs"],
  },
];
