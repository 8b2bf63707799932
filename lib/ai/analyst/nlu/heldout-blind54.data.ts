// Blind held-out evaluation set 54 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a mail carrier (route, truck, lunch-break asides), a Shakespeare buff writing archaic
// English, a 12-year-old kid (slang, emoji, typos), and a guy who writes only in lowercase with no punctuation.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_54: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "Prithee, good GM, shall Baker Mayfield take the field for me this Sabbath, " + "or ride the bench in shame?",
    ],
    expect: "startSit",
    players: ["Baker Mayfield"],
  },
  {
    turns: ["is kincaid playing this week", "ok so start him or nah"],
    expect: "startSit",
    players: ["Dalton Kincaid"],
  },
  {
    turns: [
      "Rained on my route all day, feet are soaked. Anyway.",
      "I can't decide between Tetairoa McMillan and Jakobi Meyers for my lineup this week. Who gets the nod?",
    ],
    expect: "startSit",
    players: ["Tetairoa McMillan", "Jakobi Meyers"],
  },
  {
    turns: ["who should i start bijan or gibbs", "lol wait i dont even have bijan", "i meant gibbs or achane srry 😅"],
    expect: "startSit",
    players: ["Jahmyr Gibbs", "De'Von Achane"],
  },

  // compare
  {
    turns: [
      "Which is the worthier steed for the long campaign ahead: Puka Nacua or Amon-Ra St. Brown? " +
        "Speak not of this week alone.",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: ["rest of season who you rather have bowers or mcbride"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["whos better like for the whole rest of the year jeanty or hampton"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "Been going back and forth on this between deliveries. Breece Hall or James Cook, " +
        "which one's the better back from here on out?",
    ],
    expect: "compare",
    players: ["Breece Hall", "James Cook"],
  },
  {
    turns: ["how does ladd mcconkey look ros", "better than zay flowers the rest of the way"],
    expect: "compare",
    players: ["Ladd McConkey", "Zay Flowers"],
  },
  {
    turns: [
      "What sayest thou of Drake Maye's prospects for the remainder of the season?",
      "And wert thou to choose 'twixt him and Jared Goff for all the weeks that remain?",
    ],
    expect: "compare",
    players: ["Drake Maye", "Jared Goff"],
  },

  // slot
  { turns: ["who goes in my flex this week"], expect: "slot" },
  { turns: ["Need somebody in my RB2 spot this week. Who's it gonna be?"], expect: "slot", position: "RB" },
  { turns: ["who do i put at qb this week bro i have no clue 😭"], expect: "slot", position: "QB" },
  {
    turns: ["Mine tight end spot standeth empty as a beggar's bowl. Whom shall I place therein this week?"],
    expect: "slot",
    position: "TE",
  },
  { turns: ["my wr3 spot is killing me every week", "who should be in it this week"], expect: "slot", position: "WR" },
  {
    turns: [
      "Who should I put in my flex this week?",
      "Same question for week 12. I'm on vacation then and want it set early.",
    ],
    expect: "slot",
    week: 12,
  },

  // lineup
  { turns: ["can u set my lineup for me i have a test tmrw 😭"], expect: "lineup" },
  {
    turns: ["Before I head out on my route at 7, can you optimize my whole starting lineup for Sunday?"],
    expect: "lineup",
  },
  {
    turns: ["Arrange thou my whole company for the coming battle, that no fool standeth where a knight should."],
    expect: "lineup",
  },
  { turns: ["set my lineup", "actually do it for next week instead"], expect: "lineup", week: "next" },
  { turns: ["is my lineup good", "like the whole thing not just my rbs"], expect: "lineup" },

  // outlook
  { turns: ["whats the ceiling on achane this week just wanna know"], expect: "outlook", players: ["De'Von Achane"] },
  {
    turns: ["How many points should I expect from Jonathan Taylor this week? Just curious, I'm not benching him."],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["What fortunes do the stars foretell for Ja'Marr Chase in the weeks remaining?"],
    expect: "outlook",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["how good is treveyon henderson gonna be rest of season"],
    expect: "outlook",
    players: ["TreVeyon Henderson"],
  },
  { turns: ["bijan projection this week", "and week 12"], expect: "outlook", players: ["Bijan Robinson"], week: 12 },
  {
    turns: ["Emeka Egbuka's been awful quiet the last couple weeks.", "What's his outlook the rest of the way?"],
    expect: "outlook",
    players: ["Emeka Egbuka"],
  },

  // status
  {
    turns: ["Doth Garrett Wilson's knee yet trouble him, or shall he play?"],
    expect: "status",
    players: ["Garrett Wilson"],
  },
  {
    turns: ["rashee rice had a big game last week", "is he healthy for this one tho"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  { turns: ["is jsn hurt", "what about ladd"], expect: "status", players: ["Ladd McConkey"] },

  // tradeValue
  {
    turns: ["What's Davante Adams worth in a trade right now? Thinking about shopping him."],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  { turns: ["should i sell high on jaxson dart or hold"], expect: "tradeValue", players: ["Jaxson Dart"] },
  {
    turns: ["Is Travis Kelce's worth yet great in the marketplace, or hath his star fallen? Sell or keep?"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: ["derrick henry just had like 30 points lol", "how much is he worth in a trade"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["george kittle back from injury", "hold him or move him"],
    expect: "tradeValue",
    players: ["George Kittle"],
  },
  {
    turns: ["Been getting offers for Chuba Hubbard all week.", "Is he worth more to me or to them? Sell or hold?"],
    expect: "tradeValue",
    players: ["Chuba Hubbard"],
  },

  // buyLow
  { turns: ["who are some buy low guys right now"], expect: "buyLow" },
  { turns: ["Which players around the league should I be buying low on before the deadline?"], expect: "buyLow" },
  {
    turns: ["Name me those whose fortunes are low but whose stars shall rise. Whom should I buy cheap?"],
    expect: "buyLow",
  },
  { turns: ["who should i sell high on like whos gonna crash soon"], expect: "buyLow" },
  { turns: ["any buy low targets", "at wr specifically"], expect: "buyLow", position: "WR" },
  { turns: ["my team is kinda mid ngl", "who is underrated rn that i could get cheap in a trade"], expect: "buyLow" },

  // trade
  {
    turns: ["would you do my kenneth walker for their tee higgins"],
    expect: "trade",
    players: ["Kenneth Walker III", "Tee Higgins"],
  },
  {
    turns: ["Coach Tatum offered me Drake London for Jonathan Taylor. Do I take it?"],
    expect: "trade",
    players: ["Drake London", "Jonathan Taylor"],
  },
  {
    turns: [
      "A merchant doth offer me his Mike Evans and Kyle Pitts for my Saquon Barkley. " + "Is the bargain fair or foul?",
    ],
    expect: "trade",
    players: ["Mike Evans", "Kyle Pitts", "Saquon Barkley"],
  },
  {
    turns: ["some guy in my league wants my gibbs for his lamar jackson is that a good trade or a scam"],
    expect: "trade",
    players: ["Jahmyr Gibbs", "Lamar Jackson"],
  },
  {
    turns: ["got a trade offer", "mark andrews plus jaylen waddle for my tetairoa mcmillan", "accept or nah"],
    expect: "trade",
    players: ["Mark Andrews", "Jaylen Waddle", "Tetairoa McMillan"],
  },
  {
    turns: [
      "Thinking about offering Tony Pollard for DJ Moore.",
      "Actually, make it Pollard for Jaylen Warren. Fair deal?",
    ],
    expect: "trade",
    players: ["Tony Pollard", "Jaylen Warren"],
  },

  // waivers
  { turns: ["who should i grab off waivers this week"], expect: "waivers" },
  {
    turns: [
      "Monangai's been getting real work lately.",
      "How much FAAB should I throw at him? I've got 41 bucks left.",
    ],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  { turns: ["Which free souls languish upon the wire, that I might claim them ere Wednesday?"], expect: "waivers" },
  { turns: ["i need a te off waivers who is good"], expect: "waivers", position: "TE" },
  { turns: ["lost my rb to injury yesterday", "who do i pick up"], expect: "waivers", position: "RB" },
  { turns: ["who should i pick up", "how much faab do i bid on him tho"], expect: "waivers" },

  // playoffs
  { turns: ["Straight answer, no sugarcoating: am I making the playoffs this year?"], expect: "playoffs" },
  { turns: ["What chance have I, in truth, to reach the postseason tourney?"], expect: "playoffs" },
  { turns: ["lost again", "am i still alive for the playoffs"], expect: "playoffs" },
  { turns: ["What's my record?", "And what are my chances at the playoffs from here?"], expect: "playoffs" },

  // improveOdds
  { turns: ["what moves do i make to actually get into the playoffs"], expect: "improveOdds" },
  { turns: ["What can I do roster-wise to bump up my playoff chances?"], expect: "improveOdds" },
  { turns: ["By what stratagems might I better my hopes of the postseason?"], expect: "improveOdds" },
  { turns: ["how do i make my playoff chances go up"], expect: "improveOdds" },
  { turns: ["my odds are at like 30 percent", "how do i raise that"], expect: "improveOdds" },
  {
    turns: ["Thou hast told me mine odds are slim.", "Then counsel me: what deeds, what trades, might mend them?"],
    expect: "improveOdds",
  },

  // matchup
  { turns: ["Am I favored against Blitz Brigade this week?"], expect: "matchup", team: "Blitz Brigade" },
  { turns: ["whats my win chance this week vs coach harper"], expect: "matchup", team: "Fourth & Long Shots" },
  { turns: ["who do i play", "are they any good", "am i favored"], expect: "matchup" },
  {
    turns: ["Sunday Scaries beat me bad back in week 3.", "What are my odds of beating them this week?"],
    expect: "matchup",
    team: "Sunday Scaries",
  },

  // record
  {
    turns: ["Another week, another battle fought.", "How stand I among the twelve? What place do I hold?"],
    expect: "record",
  },
  { turns: ["how many games have i won so far"], expect: "record" },
  { turns: ["won last night", "so whats my record now"], expect: "record" },
  { turns: ["whats my playoff odds", "wait whats my actual record tho"], expect: "record" },

  // rosterStatus
  { turns: ["Who on my roster is on bye next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["Which of my company lie wounded, or idle with a bye, this week?"], expect: "rosterStatus" },
  { turns: ["any byes this week", "what about week 12"], expect: "rosterStatus", week: 12 },
  {
    turns: ["Checking in before I head out.", "Anybody on my team injured or on a bye for week 11?"],
    expect: "rosterStatus",
    week: 11,
  },

  // positionRank
  { turns: ["rank my wrs this week"], expect: "positionRank", position: "WR" },
  {
    turns: ["Can you rank my running backs for week 11, best to worst?"],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  {
    turns: ["Set mine receivers in order, from the mightiest to the meanest, for this week."],
    expect: "positionRank",
    position: "WR",
  },
  { turns: ["whos my best te this week like rank them"], expect: "positionRank", position: "TE" },
  { turns: ["rank my rbs", "now my wrs", "for next week"], expect: "positionRank", position: "WR", week: "next" },
  { turns: ["rank my qbs", "for week 12 i mean"], expect: "positionRank", position: "QB", week: 12 },

  // projectedTotal
  { turns: ["how many points is my team projected for"], expect: "projectedTotal" },
  { turns: ["What sum of points doth my company promise this week, at worst and at best?"], expect: "projectedTotal" },
  { turns: ["my projection this week", "and next week"], expect: "projectedTotal", week: "next" },
  {
    turns: ["What's my team's floor this week?", "How about the ceiling for week 12?"],
    expect: "projectedTotal",
    week: 12,
  },

  // leaders
  { turns: ["who has the most points in the league"], expect: "leaders" },
  { turns: ["Who's the best team in the league right now?"], expect: "leaders" },
  { turns: ["Show me the whole table of the league, from first unto last."], expect: "leaders" },
  { turns: ["whos got the best record", "and the best playoff odds"], expect: "leaders" },
  {
    turns: ["What's my record?", "How does that stack up against everyone? Show me the full standings."],
    expect: "leaders",
  },

  // sleepers
  { turns: ["any sleepers for next week"], expect: "sleepers", week: "next" },
  {
    turns: ["Route's done early today.", "Give me a couple under-the-radar guys nobody's talking about for next week."],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Who lieth hidden in the shadows, unheralded, ready to astonish us next week?"],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["whos a sleeper pick for next week that nobody knows about"], expect: "sleepers", week: "next" },
  { turns: ["sleepers", "any at te"], expect: "sleepers", position: "TE" },
  { turns: ["give me sleeper guys", "for week 12 i mean"], expect: "sleepers", week: 12 },

  // dropStash
  { turns: ["should i drop my injured guys or ir them"], expect: "dropStash" },
  { turns: ["Do I stash Malik Nabers on IR or just cut him loose?"], expect: "dropStash", players: ["Malik Nabers"] },
  {
    turns: [
      "My wounded lie about the camp. Shall I cast them out, " + "or keep them in the infirmary against their return?",
    ],
    expect: "dropStash",
  },
  {
    turns: ["tyreek hill is hurt for the whole year should i drop him"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  { turns: ["sam laporta out for a while", "drop or stash"], expect: "dropStash", players: ["Sam LaPorta"] },
  {
    turns: ["Got three guys banged up right now.", "Which of them are worth an IR spot and which do I drop?"],
    expect: "dropStash",
  },

  // byeCover
  { turns: ["my qb is on bye next week who do i stream"], expect: "byeCover", position: "QB", week: "next" },
  {
    turns: ["Kittle's on bye in week 11. Who can I grab to fill in at tight end?"],
    expect: "byeCover",
    position: "TE",
    week: 11,
  },
  {
    turns: ["Mine kicker resteth this week upon his bye. Who shall kick in his stead?"],
    expect: "byeCover",
    position: "K",
  },
  { turns: ["my rb has a bye this week who do i get instead"], expect: "byeCover", position: "RB" },
  { turns: ["bye week problems again", "need a wr to cover week 12"], expect: "byeCover", position: "WR", week: 12 },
  { turns: ["lamar is on bye soon", "whos a good backup qb for that week"], expect: "byeCover", position: "QB" },

  // scenario
  { turns: ["what are my odds if i win out"], expect: "scenario", scenario: "win-out" },
  { turns: ["If I go 3-1 the rest of the way, do I get in?"], expect: "scenario", scenario: { wins: 3, games: 4 } },
  {
    turns: ["Should I lose this week's contest, what then become my hopes of the postseason?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  { turns: ["if i win 2 more games do i make it"], expect: "scenario", scenario: { wins: 2, games: null } },
  { turns: ["playoff odds", "what if i go 2-2"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  {
    turns: ["What are my playoff chances?", "And if I drop this week's game?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // tradeIdeas
  { turns: ["what could i get for puka"], expect: "tradeIdeas", players: ["Puka Nacua"] },
  {
    turns: ["My receiver room's deep but my running backs are thin.", "Any 2-for-1 trade ideas that'd fix that?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["With which of the other lords of this league should I seek to trade, and for what?"],
    expect: "tradeIdeas",
  },
  { turns: ["who should i try to trade for"], expect: "tradeIdeas" },
  { turns: ["i got too many rbs", "any trade ideas"], expect: "tradeIdeas" },
  {
    turns: ["What could I get from Audible Alchemists for Bucky Irving?"],
    expect: "tradeIdeas",
    players: ["Bucky Irving"],
    team: "Audible Alchemists",
  },

  // help
  { turns: ["what can you do"], expect: "help" },
  { turns: ["First time using this thing.", "How does it work? What can you actually do for me?"], expect: "help" },
  { turns: ["What manner of counsel art thou able to give? Tell me thy powers."], expect: "help" },
  { turns: ["hi", "what do you do"], expect: "help" },
  { turns: ["whats ur name", "ok what can u help me with"], expect: "help" },

  // None
  { turns: ["whos gonna win the nba finals"], expect: "None" },
  { turns: ["Is it going to rain Thursday? I've got the long route and no umbrella."], expect: "None" },
  { turns: ["Recite for me a sonnet upon the falling leaves of autumn."], expect: "None" },
  { turns: ["can you help me with my math homework its fractions"], expect: "None" },
  { turns: ["What's the real spread on Chiefs-Bills? Thinking of putting twenty bucks on it."], expect: "None" },
  { turns: ["set my lineup", "k now tell me a joke"], expect: "None" },
  { turns: ["who should i start at flex", "ok thx. whats the best minecraft seed"], expect: "None" },
  {
    turns: [
      "How fares my team's record?",
      "A digression: who penned Hamlet, in truth? My brother insisteth 'twas Bacon.",
    ],
    expect: "None",
  },

  // two asks
  { turns: ["is saquon playing and should i start him"], expect: ["status", "startSit"], players: ["Saquon Barkley"] },
  { turns: ["What's my record, and am I going to make the playoffs?"], expect: ["record", "playoffs"] },
  {
    turns: ["Who is mine enemy this week, and what sum of points may my company expect?"],
    expect: ["matchup", "projectedTotal"],
  },
  { turns: ["who should i pick up and should i drop my hurt guys or keep them"], expect: ["waivers", "dropStash"] },
  { turns: ["rank my rbs and tell me who to put at flex"], expect: ["positionRank", "slot"], position: "RB" },
  {
    turns: ["Who are some buy-low guys around the league, and who's a sleeper for next week?"],
    expect: ["buyLow", "sleepers"],
    week: "next",
  },
  {
    turns: ["Prithee, hear me.", "Set my full lineup for this week, and tell me which of my men lie wounded."],
    expect: ["lineup", "rosterStatus"],
  },
  { turns: ["who r the best teams in the league and whats my place"], expect: ["leaders", "record"] },
  { turns: ["whats my playoff odds and what should i do to improve them"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["Long day. Quick ones:", "Is Kyren Williams healthy, and what's his outlook the rest of the season?"],
    expect: ["status", "outlook"],
    players: ["Kyren Williams"],
  },
  {
    turns: ["Is the trade of my Bijan Robinson for Ja'Marr Chase a wise one, and what else might Bijan fetch?"],
    expect: ["trade", "tradeIdeas"],
    players: ["Bijan Robinson", "Ja'Marr Chase"],
  },
  { turns: ["what can u do and also whos my opponent this week"], expect: ["help", "matchup"] },
  {
    turns: ["bye weeks killing me", "who has byes on my team next week and who do i stream at te"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "TE",
  },
  {
    turns: ["Should I start Jake Ferguson or Tyler Warren this week, and who's the better one rest of season?"],
    expect: ["startSit", "compare"],
    players: ["Jake Ferguson", "Tyler Warren"],
  },
  {
    turns: ["Good morrow.", "How many points am I projected, and what shall befall my hopes should I win out?"],
    expect: ["projectedTotal", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["is drake london worth a lot in trades rn and is he hurt"],
    expect: ["tradeValue", "status"],
    players: ["Drake London"],
  },
];
