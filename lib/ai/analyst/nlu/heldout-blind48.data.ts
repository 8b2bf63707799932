// Blind held-out evaluation set 48 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a zookeeper, a fast-food shift manager, a Canadian hockey fan (eh, beauty, bud),
// a preacher's kid.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_48: HeldOutCase[] = [
  {
    turns: ["is Chuba a start this week", "hmm. him or Rhamondre then? pick one im on the fryer"],
    expect: "startSit",
    players: ["Chuba Hubbard", "Rhamondre Stevenson"],
  },
  {
    turns: [
      "Long term, who would you rather have the rest of the way: Ashton Jeanty or Omarion Hampton? " +
        "Not about this week.",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  { turns: ["need a body for my RB2 spot this week, who's it gonna be"], expect: "slot", position: "RB" },
  { turns: ["who wins the Leafs game tonight bud"], expect: "None" },
  {
    turns: ["can u look over my whole lineup before kickoff, I'm closing tonight and won't have my phone"],
    expect: "lineup",
  },
  {
    turns: ["what's the outlook on Jaxson Dart the rest of the way? kid's got the zoomies"],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  { turns: ["is CMC playin sunday or what bud"], expect: "status", players: ["Christian McCaffrey"] },
  {
    turns: ["what's Jonathan Taylor worth on the trade market right now? lion or house cat"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  { turns: ["who are the buy low guys right now? anyone cheap I should go after"], expect: "buyLow" },
  {
    turns: ["buddy offered me Garrett Wilson for Kyren Williams, do I take it eh"],
    expect: "trade",
    players: ["Garrett Wilson", "Kyren Williams"],
  },
  {
    turns: ["how much FAAB should I throw at Kyle Monangai eh, got 63 bucks left"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  { turns: ["what are my playoff odds looking like"], expect: "playoffs" },
  { turns: ["what moves do I make to boost my playoff odds eh"], expect: "improveOdds" },
  { turns: ["fed the penguins, finally sitting down", "who am I up against this week"], expect: "matchup" },
  { turns: ["what's my record right now bud"], expect: "record" },
  { turns: ["any injuries on my roster I should know about this week"], expect: "rosterStatus" },
  { turns: ["rank my wideouts for this week bud"], expect: "positionRank", position: "WR" },
  { turns: ["how many points is my team projected for this week"], expect: "projectedTotal" },
  { turns: ["who's the top dog in the league right now"], expect: "leaders" },
  { turns: ["any sleepers for next week?"], expect: "sleepers", week: "next" },
  {
    turns: ["should I drop Joe Burrow or stash him on IR eh"],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  {
    turns: ["Josh Allen's on bye next week, who do I stream at QB"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: ["Derrick Henry's been carrying me", "what could I get for him if I shopped him around"],
    expect: "tradeIdeas",
    players: ["Derrick Henry"],
  },
  { turns: ["what can you actually do?"], expect: "help" },
  { turns: ["what's the best diet for a capybara? asking for work lol"], expect: "None" },
  {
    turns: ["is Saquon playin this week and should I start him eh"],
    expect: ["status", "startSit"],
    players: ["Saquon Barkley"],
  },
  { turns: ["whats my record and am i making playoffs or nah"], expect: ["record", "playoffs"] },
  {
    turns: [
      "just got back from hosing down the hippo pen, phone's soaked lol",
      "anyway is Bucky Irving a start this week or does he ride the bench",
    ],
    expect: "startSit",
    players: ["Bucky Irving"],
  },
  {
    turns: [
      "rest of season, Puka or Ja'Marr, who ya got bud",
      "eh what about Puka vs Amon-Ra then, same deal, rest of the year",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: ["who goes in my flex this week? options are Gainwell, Jauan Jennings and Wan'Dale"],
    expect: "slot",
    players: ["Kenneth Gainwell", "Jauan Jennings", "Wan'Dale Robinson"],
  },
  {
    turns: [
      "zoo's got family night sunday so I'll be offline",
      "optimize my starting lineup for this week pls so I don't get burned",
    ],
    expect: "lineup",
  },
  {
    turns: ["how many points is Derrick Henry gonna put up this week", "and what's his ceiling eh"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: ["Nico Collins hurt again?? saw something on twitter on my break"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["should I sell high on Rico Dowdle or hang onto him eh"],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  { turns: ["Which players are good buy-low targets around the league right now?"], expect: "buyLow" },
  {
    turns: ["Coach Quinn wants my James Cook for his Davante Adams. fair or am I getting fleeced like a sheep"],
    expect: "trade",
    players: ["James Cook", "Davante Adams"],
  },
  {
    turns: ["my RB room is thinner than a flamingo leg", "who's the best running back on the wire right now"],
    expect: "waivers",
    position: "RB",
  },
  { turns: ["am I makin the playoffs this year or what eh, be honest"], expect: "playoffs" },
  { turns: ["how do i get my playoff chances up, trades? pickups? gimme a game plan"], expect: "improveOdds" },
  {
    turns: ["am I favoured against Blitz Brigade this week eh"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  { turns: ["Where do we stand in the league right now? What place am I in?"], expect: "record" },
  { turns: ["who's on bye for me next week"], expect: "rosterStatus", week: "next" },
  {
    turns: ["order my running backs best to worst for this week"],
    expect: "positionRank",
    position: "RB",
  },
  { turns: ["what's my team's floor and ceiling this week eh"], expect: "projectedTotal" },
  { turns: ["show me the standings, whole league eh"], expect: "leaders" },
  { turns: ["who's flying under the radar that I should scoop up before anyone notices"], expect: "sleepers" },
  {
    turns: ["my injured guys are clogging up the enclosure. who do I cut and who goes on IR"],
    expect: "dropStash",
  },
  {
    turns: ["my guys are on bye, need a wideout to cover eh, who's out there"],
    expect: "byeCover",
    position: "WR",
  },
  {
    turns: ["what if I go 3 and 1 the rest of the way eh, playoffs?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["who should I be trading with? which team needs a RB and has wideouts to spare"],
    expect: "tradeIdeas",
  },
  { turns: ["how's this thing work eh, what kinda stuff can I ask ya"], expect: "help" },
  { turns: ["how long can fries sit under the heat lamp before they're garbage"], expect: "None" },
  {
    turns: ["who am I playing this week and what's my projected total"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["Can you set my lineup, and also tell me who to pick up on waivers?"],
    expect: ["lineup", "waivers"],
  },
  {
    turns: [
      "Youth group lock-in is Saturday night so I have to set things now.",
      "Should I start Dalton Kincaid or sit him for Hunter Henry? Please don't say both lol",
    ],
    expect: "startSit",
    players: ["Dalton Kincaid", "Hunter Henry"],
  },
  {
    turns: ["Egbuka vs Tetairoa McMillan from now till the season's over, who's the better animal to have?"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: ["my WR3 spot is a total gong show eh", "who should I plug in there this week bud"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["Is my lineup okay for this week or did I mess something up? Be honest, I can take it."],
    expect: "lineup",
  },
  {
    turns: [
      "What's a realistic projection for Chase Brown this week? Not asking whether to start him, " + "just curious.",
    ],
    expect: "outlook",
    players: ["Chase Brown"],
  },
  {
    turns: ["did Breece Hall get carted off or was that someone else", "is he gonna play this week"],
    expect: "status",
    players: ["Breece Hall"],
  },
  {
    turns: ["People keep messaging me about Drake London.", "Should I sell him or hold him?"],
    expect: "tradeValue",
    players: ["Drake London"],
  },
  {
    turns: [
      "feelin like makin a trade this week eh",
      "who's a buy low candidate out there, somebody slumpin that'll bounce back",
    ],
    expect: "buyLow",
  },
  {
    turns: ["got a trade offer", "Jalen Hurts for my Baker Mayfield + Jaylen Waddle. accept?"],
    expect: "trade",
    players: ["Jalen Hurts", "Baker Mayfield", "Jaylen Waddle"],
  },
  {
    turns: [
      "I finally cut my kicker.",
      "That was cathartic.",
      "Any free agents worth picking up this week with the open spot?",
    ],
    expect: "waivers",
  },
  {
    turns: ["We lost by 2 points. Two.", "Do I still have a shot at the playoffs?"],
    expect: "playoffs",
  },
  {
    turns: ["my playoff odds are 31%?? yikes", "what can I do to push that number up"],
    expect: "improveOdds",
  },
  {
    turns: [
      "Coach Sutton has been trash talking in the group chat all week.",
      "What are my chances of beating him this week?",
    ],
    expect: "matchup",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["how many wins do I have? lost count, been up all night with a sick tapir"],
    expect: "record",
  },
  { turns: ["any of my guys hurt or on bye week 12 eh"], expect: "rosterStatus", week: 12 },
  {
    turns: ["I have way too many tight ends on my roster.", "Can you rank them for this week?"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["What's my projected total this week?", "And next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  { turns: ["Which team has scored the most points this season?"], expect: "leaders" },
  { turns: ["gimme a deep sleeper at WR eh, someone nobody's talkin about"], expect: "sleepers", position: "WR" },
  {
    turns: ["Malik Nabers is done for the year, right?", "So do I just drop him?"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["my kicker's on bye", "who's a decent streaming kicker this week"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["What are my playoff odds?", "And if I lose this week?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["My bench is stacked with receivers but my running backs are thin.", "Any trade ideas that fix that?"],
    expect: "tradeIdeas",
  },
  { turns: ["Hi! First time using this. What are you able to help with?"], expect: "help" },
  { turns: ["Can you help me write a short devotional for youth group Wednesday?"], expect: "None" },
  {
    turns: [
      "rough week bud",
      "lost by 30 and Kamara left early",
      "who's hurt on my team and who should I grab off the wire",
    ],
    expect: ["rosterStatus", "waivers"],
  },
  {
    turns: ["rank my RBs this week and tell me if Jeanty's a sell"],
    expect: ["positionRank", "tradeValue"],
    players: ["Ashton Jeanty"],
    position: "RB",
  },
  {
    turns: [
      "someone offered me Drake London for my Achane",
      "good deal? and if i say no what else could i get for Achane",
    ],
    expect: ["trade", "tradeIdeas"],
    players: ["Drake London", "De'Von Achane"],
  },
  {
    turns: ["What are my playoff odds right now, and what would they be if I win out?"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  {
    turns: [
      "Who's the better play this week, Jameson Williams or Zay Flowers?",
      "Sorry, scratch that. Swap Zay for Jakobi Meyers. Which one do I start?",
    ],
    expect: "startSit",
    players: ["Jameson Williams", "Jakobi Meyers"],
  },
  {
    turns: [
      "Is Jahmyr Gibbs better than Bijan over the rest of the season?",
      "Okay and Bijan vs De'Von Achane, same question.",
    ],
    expect: "compare",
    players: ["Bijan Robinson", "De'Von Achane"],
  },
  {
    turns: ["Who should be my QB this week? Mom says pray on it but I'd like some numbers too 😅"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["who'd I play last week again", "k whatever. check my lineup for week 12 bud, anything dumb in there?"],
    expect: "lineup",
    week: 12,
  },
  {
    turns: ["ok so I'm keeping Kenneth Walker", "what's his outlook for next week tho"],
    expect: "outlook",
    players: ["Kenneth Walker III"],
    week: "next",
  },
  {
    turns: ["Is Mark Andrews a game-time decision? My little brother says he's questionable."],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: ["how much is Javonte Williams worth in a trade, like what tier is he"],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },
  {
    turns: ["who should I sell high on? want guys whose value is peaking before it falls off a cliff"],
    expect: "buyLow",
  },
  {
    turns: [
      "Would I be crazy to trade Lamar Jackson for Jahmyr Gibbs? Asking before I do something " +
        "I need to repent for.",
    ],
    expect: "trade",
    players: ["Lamar Jackson", "Jahmyr Gibbs"],
  },
  {
    turns: ["is Woody Marks on waivers in our league", "ok how much should i bid on him"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: ["who am I playing this week?", "and overall what're my chances of sneaking into the postseason"],
    expect: "playoffs",
  },
  {
    turns: ["What's the one move that would most improve my chances of making the playoffs?"],
    expect: "improveOdds",
  },
  { turns: ["who'm I playing next week and am I favoured"], expect: "matchup", week: "next" },
  { turns: ["did I win last week", "LETS GO", "so whats my record now"], expect: "record" },
  {
    turns: ["I haven't looked at my team in like a week.", "Is anyone on my roster injured or on bye this week?"],
    expect: "rosterStatus",
  },
  { turns: ["rank my qbs for week 12"], expect: "positionRank", position: "QB", week: 12 },
  {
    turns: ["give me my projected score range for week 12, low end and high end"],
    expect: "projectedTotal",
    week: 12,
  },
  {
    turns: ["is Blitz Brigade the best team in the league?", "who's actually in first then"],
    expect: "leaders",
  },
  {
    turns: [
      "I want a lottery ticket for the stretch run.",
      "Who's a sleeper for next week that could surprise people?",
    ],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["worth keeping Brandon Aiyuk in an IR spot or do i just drop him"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["Who can cover for my running backs on bye in week 12?"],
    expect: "byeCover",
    position: "RB",
    week: 12,
  },
  {
    turns: ["4 games left", "if i win 2 of em am i in"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["what's Pocket Passers got on their roster", "any trades I could make with them bud"],
    expect: "tradeIdeas",
    team: "Pocket Passers",
  },
  { turns: ["yo", "what do u do exactly"], expect: "help" },
  {
    turns: ["thanks for the lineup help bud", "what's the weather lookin like in Winnipeg this weekend"],
    expect: "None",
  },
  { turns: ["who's leadin the league and where am I at"], expect: ["leaders", "record"] },
  {
    turns: ["who's better rest of season, Rashee Rice or Terry McLaurin, and who do I start this week"],
    expect: ["compare", "startSit"],
    players: ["Rashee Rice", "Terry McLaurin"],
  },
  {
    turns: ["any sleepers for next week and who of mine is on bye"],
    expect: ["sleepers", "rosterStatus"],
    week: "next",
  },
  {
    turns: ["J.K. Dobbins is on IR now.", "Do I drop him, and which running back should I pick up to replace him?"],
    expect: ["dropStash", "waivers"],
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["I can't decide between Jordan Love and Bo Nix for sunday. the otters make decisions faster than me rn"],
    expect: "startSit",
    players: ["Jordan Love", "Bo Nix"],
  },
  {
    turns: ["tell me straight bud, Trey McBride or Brock Bowers the rest of the way? not this week, the long haul"],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: ["got two guys who could flex: Tony Pollard and Khalil Shakir", "which one goes in the flex this week"],
    expect: "slot",
    players: ["Tony Pollard", "Khalil Shakir"],
  },
  {
    turns: ["best possible lineup for next week? doing it early bc I'm working a double saturday"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["Is George Kittle healthy?", "Great. How many points do you see him scoring this week?"],
    expect: "outlook",
    players: ["George Kittle"],
  },
  {
    turns: ["start Mahomes or Goff this week", "wait hold on, is Goff even healthy bud"],
    expect: "status",
    players: ["Jared Goff"],
  },
  {
    turns: ["Kyle Pitts had a monster week", "is this the moment to sell him or am i overthinking it"],
    expect: "tradeValue",
    players: ["Kyle Pitts"],
  },
  { turns: ["need a WR", "any wideouts worth buying low on rn"], expect: "buyLow", position: "WR" },
  {
    turns: [
      "thinkin of offering Travis Etienne for DeVonta Smith",
      "actually make it Etienne and Jake Ferguson for Smith. good deal for me?",
    ],
    expect: "trade",
    players: ["Travis Etienne Jr.", "Jake Ferguson", "DeVonta Smith"],
  },
  { turns: ["top waiver adds at TE this week bud?"], expect: "waivers", position: "TE" },
  { turns: ["real talk whats the % we make playoffs"], expect: "playoffs" },
  { turns: ["what are my playoff odds", "ok and what should I change to raise em"], expect: "improveOdds" },
  {
    turns: ["hows my matchup vs Sunday Scaries look, we winning this or nah"],
    expect: "matchup",
    team: "Sunday Scaries",
  },
  { turns: ["we lost again eh", "what place does that put me in"], expect: "record" },
  {
    turns: ["injury check on my team pls", "and what about byes for week 13"],
    expect: "rosterStatus",
    week: 13,
  },
  { turns: ["rank my RBs this week eh", "now do the receivers"], expect: "positionRank", position: "WR" },
  { turns: ["lineup's locked in", "so what's it projected to score"], expect: "projectedTotal" },
  { turns: ["Who leads the league in points?", "And by record?"], expect: "leaders" },
  { turns: ["sleepers at RB?", "what about TE"], expect: "sleepers", position: "TE" },
  {
    turns: ["who's on my IR right now", "should I keep stashin those guys or drop em bud"],
    expect: "dropStash",
  },
  {
    turns: ["both my WR1 and WR2 are on bye week 13 ugh", "who's a fill-in i can grab"],
    expect: "byeCover",
    position: "WR",
    week: 13,
  },
  {
    turns: ["say I drop this week's game", "do I still make the playoffs"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["gimme some trade targets. i can part with Xavier Worthy"],
    expect: "tradeIdeas",
    players: ["Xavier Worthy"],
  },
  { turns: ["are you like a real person", "ok so what can you help me with"], expect: "help" },
  { turns: ["tell me a joke about penguins"], expect: "None" },
  {
    turns: ["how many points am I projected eh, and do I beat Coach Marlow"],
    expect: ["projectedTotal", "matchup"],
    team: "Two-Minute Drill",
  },
  {
    turns: ["how's Jayden Daniels looking this week, and is he fully healthy?"],
    expect: ["outlook", "status"],
    players: ["Jayden Daniels"],
  },
  {
    turns: ["ok first time on here", "what can u do and can u tell me my record"],
    expect: ["help", "record"],
  },
  {
    turns: ["Who should I buy low on, and what could I get for Jake Ferguson?"],
    expect: ["buyLow", "tradeIdeas"],
    players: ["Jake Ferguson"],
  },
  {
    turns: ["is Jaylen Warren good to go sunday bud", "beauty. start him or nah, that D is nasty eh"],
    expect: "startSit",
    players: ["Jaylen Warren"],
  },
  {
    turns: ["who fills my TE slot this week? Kelce's been moving like a 90 year old tortoise"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["Who's underperforming but likely to bounce back, that I could pry loose cheap?"],
    expect: "buyLow",
  },
  { turns: ["bud what do I gotta do roster-wise to climb into a playoff spot"], expect: "improveOdds" },
  {
    turns: ["Tyreek Hill, IR stash or release? he's hogging a roster spot like an old tortoise"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["Brock Bowers has his bye this week. Who's a tight end I could pick up for just one week?"],
    expect: "byeCover",
    position: "TE",
  },
  {
    turns: ["what's the spread on the Chiefs game, thinkin about putting 20 on it"],
    expect: "None",
  },
  {
    turns: ["Ok my roster's set.", "Random, but what's a good Bible verse for a wedding toast?"],
    expect: "None",
  },
  {
    turns: ["odds if I win 2 more games bud?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
];
