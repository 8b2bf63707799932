// Blind held-out evaluation set 45 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a substitute teacher, a rodeo cowboy, a podcast host talking like he's on air,
// a French speaker writing English.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_45: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "howdy partner. got Chase Brown and Kenneth Walker both saddled up but only one's ridin this week, which one",
    ],
    expect: "startSit",
    players: ["Chase Brown", "Kenneth Walker III"],
  },
  {
    turns: ["I hesitate between Jameson Williams and Courtland Sutton for this week. Which one I put in the lineup ?"],
    expect: "startSit",
    players: ["Jameson Williams", "Courtland Sutton"],
  },
  {
    turns: [
      "ok folks, mailbag question, and by mailbag I mean me 😂",
      "do I roll out Bo Nix or Jordan Love this Sunday? chat is split right down the middle",
    ],
    expect: "startSit",
    players: ["Bo Nix", "Jordan Love"],
  },
  {
    turns: [
      "Mr. Kelce has been underperforming all semester, frankly.",
      "Does he sit this week, in your professional opinion?",
    ],
    expect: "startSit",
    players: ["Travis Kelce"],
  },
  {
    turns: [
      "is Rico Dowdle still gettin the carries down in Carolina",
      "huh ok",
      "him or Javonte Williams this week then, I only got the one stall open",
    ],
    expect: "startSit",
    players: ["Rico Dowdle", "Javonte Williams"],
  },
  {
    turns: ["week 11 QB dilemma for the pod: Drake Maye or Jared Goff under center? give it to me straight"],
    expect: "startSit",
    players: ["Drake Maye", "Jared Goff"],
    week: 11,
  },
  // compare
  {
    turns: ["Over the remainder of the term, which is the stronger student: Puka Nacua or Amon-Ra St. Brown?"],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: ["long haul, rest of the season, who's the better horse, Bucky Irving or Breece Hall"],
    expect: "compare",
    players: ["Bucky Irving", "Breece Hall"],
  },
  {
    turns: [
      "I think of the long term, not of this week.",
      "Ashton Jeanty or Omarion Hampton, who is the best for the rest of the season ?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["hot take: I'd rather have T-Mac than Egbuka the rest of the way. am I crazy? ROS only, not this week"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: [
      "what's Trey McBride looking like ROS, folks",
      "stack him up against Brock Bowers for me. who do you want from here on out?",
    ],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: [
      "I can't decide who is the better player going forward, Jaxon Smith-Njigba or Garrett Wilson. Long term, " +
        "not this week.",
    ],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Garrett Wilson"],
  },
  // slot
  { turns: ["who do I stick in my flex this week, I'm plumb outta ideas"], expect: "slot" },
  {
    turns: ["For my RB2 place this week, who you recommend from my roster ?"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["Quick question before first period: who should fill my QB spot this week?"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["segment two, lineup decisions, let's go", "my WR3 spot. who's the guy? one name, no hedging"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["need a body in the tight end slot this week, who's the best option I've got on the roster? go"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["My flex is empty because Cam Skattebo is injured.", "Who I must put in the flex for week 11 ?"],
    expect: "slot",
    week: 11,
  },
  // lineup
  {
    turns: ["Could you please review my entire lineup for this week and correct any errors, as I would a quiz?"],
    expect: "lineup",
  },
  { turns: ["set my lineup for me partner, best one you can rustle up"], expect: "lineup" },
  {
    turns: [
      "quick lineup check before we go live",
      "actually hold on",
      "make it next week, I'm planning ahead. who starts where, whole lineup",
    ],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["Ok I have set my team for this week.", "It is optimal ? Or I must change something ?"],
    expect: "lineup",
  },
  { turns: ["optimize the whole starting lineup for Sunday, top to bottom, go"], expect: "lineup" },
  // outlook
  {
    turns: ["what kind of numbers is King Henry putting up this week, folks? what's the projection"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: ["What is the projected ceiling for Lamar Jackson this week? I'd like a range, please."],
    expect: "outlook",
    players: ["Lamar Jackson"],
  },
  {
    turns: ["How do you see the rest of season for Jonathan Taylor ?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: [
      "let's talk about my guy Jahmyr Gibbs",
      "what's the projection this week, floor and ceiling, paint me a picture",
    ],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["Puka's been a bronc this year", "buckin every corner off", "what's he projected for next week"],
    expect: "outlook",
    players: ["Puka Nacua"],
    week: "next",
  },
  // status
  {
    turns: ["Joe Burrow is playing this weekend ? I read something about his toe."],
    expect: "status",
    players: ["Joe Burrow"],
  },
  { turns: ["is CMC hurt or is he good to go"], expect: "status", players: ["Christian McCaffrey"] },
  {
    turns: [
      "George Kittle was listed as questionable on my report.",
      "Is he a game-time decision, or is he expected to play?",
    ],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: ["Malik Nabers is still injured ?", "ok, I understand", "And Cam Skattebo ?"],
    expect: "status",
    players: ["Cam Skattebo"],
  },
  {
    turns: ["injury desk, let's go", "where are we on Ladd McConkey, is he suiting up or what"],
    expect: "status",
    players: ["Ladd McConkey"],
  },
  // tradeValue
  {
    turns: ["What would Drake London fetch on the trade market, in your estimation?"],
    expect: "tradeValue",
    players: ["Drake London"],
  },
  {
    turns: ["should I sell high on Javonte Williams or hang onto him"],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },
  {
    turns: ["What is the value of De'Von Achane in trade ? I keep him or I sell ?"],
    expect: "tradeValue",
    players: ["De'Von Achane"],
  },
  {
    turns: ["JSN is putting up video game numbers right now", "is this the moment to cash out? what's his trade value"],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["Rome Odunze been colder than a january stock tank", "he worth anything in a trade or am I stuck with him"],
    expect: "tradeValue",
    players: ["Rome Odunze"],
  },
  // buyLow
  { turns: ["who're the buy low fellas out there right now"], expect: "buyLow" },
  { turns: ["buy low, sell high segment! who's on the list this week, league-wide"], expect: "buyLow" },
  {
    turns: ["Which players are currently undervalued across the league and worth acquiring cheaply?"],
    expect: "buyLow",
  },
  {
    turns: [
      "not trading Bijan, that's off the table, folks",
      "just tell me who's selling cheap out there. who are the buy-low names?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["I want to make a trade but not for a big star.", "Which players I should buy now when the value is low ?"],
    expect: "buyLow",
  },
  // trade
  {
    turns: ["fella offered me Garrett Wilson for my Kyren Williams. do I take it"],
    expect: "trade",
    players: ["Garrett Wilson", "Kyren Williams"],
  },
  {
    turns: ["I've been offered Ladd McConkey and Zay Flowers for Jahmyr Gibbs. Is that a fair exchange?"],
    expect: "trade",
    players: ["Ladd McConkey", "Zay Flowers", "Jahmyr Gibbs"],
  },
  {
    turns: ["Somebody propose me Jalen Hurts for Baker Mayfield. It is a good deal for me ?"],
    expect: "trade",
    players: ["Jalen Hurts", "Baker Mayfield"],
  },
  {
    turns: ["trade alert, trade alert 🚨", "I get Tee Higgins, I give up James Cook. smash or pass?"],
    expect: "trade",
    players: ["Tee Higgins", "James Cook"],
  },
  {
    turns: [
      "I sent a proposal to Coach Ellis this morning.",
      "My Chris Olave for his Bucky Irving. Would you approve it?",
    ],
    expect: "trade",
    players: ["Chris Olave", "Bucky Irving"],
  },
  {
    turns: [
      "Coach Sawyer's been blowin up my phone all week",
      "wants my Davante Adams for his DK Metcalf, straight up. would you do it",
    ],
    expect: "trade",
    players: ["Davante Adams", "DK Metcalf"],
  },
  // waivers
  { turns: ["who's worth ropin off the wire this week"], expect: "waivers" },
  {
    turns: ["How much FAAB I must bid for Kenneth Gainwell ?"],
    expect: "waivers",
    players: ["Kenneth Gainwell"],
  },
  { turns: ["waiver wire segment! top add this week, and don't you dare say a kicker"], expect: "waivers" },
  {
    turns: ["I need a tight end, mine is finished for the season.", "Who is available on the waivers ?"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: ["Woody Marks still sittin out there on the wire", "how many bucks should I throw at him, got 40 left"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  // playoffs
  { turns: ["What are my odds of making the playoffs at present?"], expect: "playoffs" },
  { turns: ["am I gonna make the dance or what"], expect: "playoffs" },
  { turns: ["real talk, are the Gridiron Gurus a playoff team? what's the percentage"], expect: "playoffs" },
  { turns: ["we're sittin at 5-5", "what's that do to my playoff chances"], expect: "playoffs" },
  {
    turns: ["I lost again this week, it is a catastrophe", "I can still go to the playoffs ?"],
    expect: "playoffs",
  },
  // improveOdds
  { turns: ["what moves can I make to bump up my playoff chances"], expect: "improveOdds" },
  { turns: ["What steps can I take before the trade deadline to improve my playoff odds?"], expect: "improveOdds" },
  { turns: ["What I can do to augment my chances for the playoffs ?"], expect: "improveOdds" },
  {
    turns: ["so the playoff odds are ugly, folks", "how do we fix it? what moves make that number go up"],
    expect: "improveOdds",
  },
  { turns: ["What are my playoff odds?", "That is disappointing. What would raise them?"], expect: "improveOdds" },
  // matchup
  { turns: ["who'm I ridin against this week"], expect: "matchup" },
  { turns: ["Who is my adversary this week, and I am favorite ?"], expect: "matchup" },
  {
    turns: ["What is my win probability this week?", "And for next week's matchup?"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: ["tale of the tape: me versus Coach Blake this week, who's got the edge?"],
    expect: "matchup",
    team: "Sunday Scaries",
  },
  {
    turns: ["I'm up against Red Zone Raiders ain't I", "what're my odds of whippin em"],
    expect: "matchup",
    team: "Red Zone Raiders",
  },
  // record
  { turns: ["Where does my team currently sit in the standings?"], expect: "record" },
  { turns: ["been too busy breakin colts to check", "where do I stand in the league right now"], expect: "record" },
  { turns: ["What is my place in the classement ?"], expect: "record" },
  { turns: ["for the listeners: what's the Gridiron Gurus record, and where do we sit?"], expect: "record" },
  { turns: ["I don't follow the standings, I am lazy 😅", "I am at which place now ?"], expect: "record" },
  // rosterStatus
  {
    turns: ["Before I set anything, let me take attendance.", "Who on my roster is injured or on bye this week?"],
    expect: "rosterStatus",
  },
  { turns: ["any of my boys banged up or on bye next week"], expect: "rosterStatus", week: "next" },
  { turns: ["Which of my players are on bye in week 12 ?"], expect: "rosterStatus", week: 12 },
  { turns: ["injury report for the Gridiron Gurus, who's banged up on my squad"], expect: "rosterStatus" },
  { turns: ["Check my byes for this week", "Now the week 13 please"], expect: "rosterStatus", week: 13 },
  // positionRank
  {
    turns: ["fixin to set my lineup", "rank my running backs for this week first"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["Please rank my wide receivers for week 11, best to worst."],
    expect: "positionRank",
    position: "WR",
    week: 11,
  },
  { turns: ["Can you put my tight ends in order for this week ?"], expect: "positionRank", position: "TE" },
  {
    turns: ["power rankings time", "just my quarterbacks though, this week, one through whatever"],
    expect: "positionRank",
    position: "QB",
  },
  {
    turns: ["Rank my receivers for this week please", "And the running backs ?"],
    expect: "positionRank",
    position: "RB",
  },
  // projectedTotal
  { turns: ["What is my team's projected point total this week?"], expect: "projectedTotal" },
  { turns: ["how many points my team gonna hang this week, ballpark"], expect: "projectedTotal" },
  {
    turns: ["What is the projection of my team for week 12, with the floor and the ceiling ?"],
    expect: "projectedTotal",
    week: 12,
  },
  { turns: ["projected total for this week?", "and next week?"], expect: "projectedTotal", week: "next" },
  {
    turns: ["nervous about this one, not gonna lie", "what's the team floor and ceiling looking like this week?"],
    expect: "projectedTotal",
  },
  // leaders
  { turns: ["who's the top dog in this league", "and who's got the best playoff odds"], expect: "leaders" },
  { turns: ["Which team has the best record in the league?"], expect: "leaders" },
  { turns: ["Show me the standings of all the league please"], expect: "leaders" },
  { turns: ["who's leading the league in points scored? top three, go"], expect: "leaders" },
  {
    turns: ["I have heard Blitz Brigade is dominant this year.", "Are they actually the strongest team in the league?"],
    expect: "leaders",
    team: "Blitz Brigade",
  },
  // sleepers
  {
    turns: ["I'm fixin to grab somebody next week", "any sleepers worth a look, under the radar types"],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["deep cut segment: give me a sleeper nobody's talking about"], expect: "sleepers" },
  {
    turns: ["Are there any under-the-radar players I should consider for next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["sleepers for next week, let's go", "receivers only"],
    expect: "sleepers",
    week: "next",
    position: "WR",
  },
  { turns: ["who's a dark horse nobody's sniffin around yet"], expect: "sleepers" },
  // dropStash
  {
    turns: ["Tyreek's done for the year. cut bait or IR stash? talk to me"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  { turns: ["Should I drop my injured players or move them to IR?"], expect: "dropStash" },
  { turns: ["Cam Skattebo, I drop him or I keep him in IR ?"], expect: "dropStash", players: ["Cam Skattebo"] },
  {
    turns: ["Joe Burrow has been absent for weeks.", "Is it worth keeping him stashed, or should I release him?"],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  { turns: ["I have too many injured players", "Which ones I must cut ?"], expect: "dropStash" },
  // byeCover
  { turns: ["my tight end's on bye, who can I pick up to fill in"], expect: "byeCover", position: "TE" },
  {
    turns: ["My quarterback is on bye next week. Which streamer would you recommend?"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: ["My kicker has bye in week 12, who I take to replace him ?"],
    expect: "byeCover",
    position: "K",
    week: 12,
  },
  { turns: ["bye week hell, folks. need a WR streamer to cover this week"], expect: "byeCover", position: "WR" },
  {
    turns: ["my QB's on bye next week", "who do I rustle up to cover for him"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: ["Two of my receivers are on bye in week 12.", "Who could I stream to cover the gap?"],
    expect: "byeCover",
    position: "WR",
    week: 12,
  },
  // scenario
  { turns: ["if I win out what're my playoff odds"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["Suppose I go 3-1 over the remaining games. What would my playoff odds be?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["If I lose this week, it is finished for the playoffs ?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["my odds look rough, folks", "hypothetically, we go 2-2 down the stretch, do we sneak in?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["What are my chances for the playoffs ?", "And if I win two more games ?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  // tradeIdeas
  {
    turns: ["Derrick Henry's been haulin freight for me", "what could I get for him if I shopped him around"],
    expect: "tradeIdeas",
    players: ["Derrick Henry"],
  },
  { turns: ["Could you suggest some 2-for-1 trade ideas to consolidate my bench?"], expect: "tradeIdeas" },
  {
    turns: ["With which team I should make a trade ? I need a receiver."],
    expect: "tradeIdeas",
    position: "WR",
  },
  { turns: ["trade machine time: who should I be targeting in a deal? give me names"], expect: "tradeIdeas" },
  {
    turns: ["got too many running backs and not near enough receivers", "who should I be tradin with to fix that"],
    expect: "tradeIdeas",
  },
  {
    turns: [
      "Coach Finley seems eager to make a deal.",
      "What could I realistically get from his team for Jaylen Waddle?",
    ],
    expect: "tradeIdeas",
    players: ["Jaylen Waddle"],
    team: "Waiver Wire Wizards",
  },
  // help
  { turns: ["What exactly can you help me with? Please outline your capabilities."], expect: "help" },
  { turns: ["what all can you do for me, partner"], expect: "help" },
  { turns: ["How does it work, this assistant ? What I can ask you ?"], expect: "help" },
  {
    turns: [
      "welcome back to the show, everybody",
      "first time using this GM bot on air, so explain what it actually does",
    ],
    expect: "help",
  },
  { turns: ["Bonjour !", "What are the things you know how to do ?"], expect: "help" },
  { turns: ["I'm new to all this, how do I use ya"], expect: "help" },
  // None
  { turns: ["what's the weather gonna be in Cheyenne for the rodeo saturday"], expect: "None" },
  { turns: ["Can you help me grade thirty essays on The Great Gatsby by Friday?"], expect: "None" },
  { turns: ["How do you make a good crêpe batter ? My husband wants some tonight."], expect: "None" },
  { turns: ["what's the Vegas line on Lions-Eagles Sunday? I wanna put real money on it"], expect: "None" },
  { turns: ["who won the bull ridin at the NFR last year"], expect: "None" },
  { turns: ["tell me a joke to open the show"], expect: "None" },
  {
    turns: ["Thanks for the help with the lineup", "Now, what is the capital of Australia ? My son ask me"],
    expect: "None",
  },
  {
    turns: ["Off topic, I'm afraid.", "What is the best way to handle a class that won't stop talking?"],
    expect: "None",
  },
  // two asks in the last message
  {
    turns: ["bijan playin this week? and if he is, do I start him"],
    expect: ["status", "startSit"],
    players: ["Bijan Robinson"],
  },
  {
    turns: ["start Drake London or Zay Flowers this week? and zoom out, who's the better asset rest of season?"],
    expect: ["startSit", "compare"],
    players: ["Drake London", "Zay Flowers"],
  },
  { turns: ["What is my current record, and what are my playoff odds?"], expect: ["record", "playoffs"] },
  {
    turns: ["Good morning !", "Who I play this week, and what is my projected total ?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["two-parter: who's hurt on my roster this week, and who do I grab off waivers to replace em?"],
    expect: ["rosterStatus", "waivers"],
  },
  {
    turns: [
      "Nabers is out for the year, tore it up",
      "do I drop him, and who's the best receiver on the wire to take his spot",
    ],
    expect: ["dropStash", "waivers"],
    players: ["Malik Nabers"],
  },
  {
    turns: ["Please rank my running backs for this week, and then set my optimal lineup."],
    expect: ["positionRank", "lineup"],
    position: "RB",
  },
  {
    turns: ["Breece Hall is more and more good.", "What is his value in trade, and which players are buy low now ?"],
    expect: ["tradeValue", "buyLow"],
    players: ["Breece Hall"],
  },
  {
    turns: ["where are my playoff odds right now? and what happens if we win out?"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  { turns: ["who's leadin the league, and how far back am I sittin"], expect: ["leaders", "record"] },
  {
    turns: [
      "question for the GM, producer cue the music",
      "what moves bump my playoff odds, and gimme some trade targets while you're at it",
    ],
    expect: ["improveOdds", "tradeIdeas"],
  },
  {
    turns: ["Is Jayden Daniels healthy, and what is his outlook for the rest of the season?"],
    expect: ["status", "outlook"],
    players: ["Jayden Daniels"],
  },
  {
    turns: ["I am planning ahead for next week.", "Who are some sleepers, and which of my players will be on bye?"],
    expect: ["sleepers", "rosterStatus"],
    week: "next",
  },
  {
    turns: ["would you take Jonathan Taylor for Ja'Marr Chase, and what's Chase worth by his lonesome"],
    expect: ["trade", "tradeValue"],
    players: ["Jonathan Taylor", "Ja'Marr Chase"],
  },
  {
    turns: ["Who I put in my flex this week, and after that what is my projected total ?"],
    expect: ["slot", "projectedTotal"],
  },
];
