// Blind held-out evaluation set 27 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a mechanic, a kindergarten aide, a sports-radio caller who rants first and asks
// second, a software engineer who writes terse lowercase, a retired pilot, a woman who only uses nicknames for
// players, a landscaper texting from a mower, and a grandson helping his grandfather with the app.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_27: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: [
      "got chuba and rhamondre both healthy for once, figures",
      "one of em sits this week before i slide back under this truck. which one",
    ],
    expect: "startSit",
    players: ["Chuba Hubbard", "Rhamondre Stevenson"],
  },
  {
    turns: ["Sun God has been so quiet the last couple weeks", "do I still play him Sunday or is that silly"],
    expect: "startSit",
    players: ["Amon-Ra St. Brown"],
  },
  { turns: ["start mclaurin wk 10?", "and wk 11"], expect: "startSit", players: ["Terry McLaurin"], week: 11 },
  {
    turns: [
      "I'm telling you this Bo Nix kid drives me NUTS, one week 25 points the next week 9, can't trust him, " +
        "and I got Goff sitting right there on the bench too, so which one do I roll out there this weekend",
    ],
    expect: "startSit",
    players: ["Bo Nix", "Jared Goff"],
  },
  {
    turns: [
      "Good afternoon. I'm weighing Jaylen Warren against Kenneth Walker for this week.",
      "Roger. Add Javonte Williams into that decision as well. Which of the three do I send up?",
    ],
    expect: "startSit",
    players: ["Jaylen Warren", "Kenneth Walker III", "Javonte Williams"],
  },
  {
    turns: ["kincaid or ferguson at te this wk", "wait if andrews is back is it him or kincaid"],
    expect: "startSit",
    players: ["Mark Andrews", "Dalton Kincaid"],
  },

  // ---- compare ----
  { turns: ["ros, talent only: puka or ja'marr"], expect: "compare", players: ["Puka Nacua", "Ja'Marr Chase"] },
  {
    turns: [
      "Okay silly question from the nap room lol. Who is just a better player overall, Bijan Robinson or " +
        "Jahmyr Gibbs? Not for this week, just in general!",
    ],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "Everybody on this station keeps calling Jeanty a bust, a BUST, the kid is a rookie, give him a break",
      "so long term who would you rather have the rest of the way, him or Omarion Hampton",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "I happen to hold both Trey McBride and George Kittle.",
      "For the balance of the season, which of the two is the superior asset?",
    ],
    expect: "compare",
    players: ["Trey McBride", "George Kittle"],
  },
  {
    turns: [
      "Grandpa says Mike Evans is the best receiver he ever drafted",
      "He wants to know, honestly, is Evans still better than that young Egbuka fellow going forward",
    ],
    expect: "compare",
    players: ["Mike Evans", "Emeka Egbuka"],
  },

  // ---- slot ----
  { turns: ["flex spot is open. who goes in there outta my guys"], expect: "slot" },
  { turns: ["who fills rb2 wk 10"], expect: "slot", position: "RB" },
  { turns: ["need a te in there who do i got on my team"], expect: "slot", position: "TE" },
  {
    turns: [
      "I've got Mark Andrews listed as doubtful.",
      "Understood. Then who from my roster should occupy the tight end slot in his place?",
    ],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["My WR3 spot is empty because of byes I think?? Who should I put in it please 🙏"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["Grandpa has the flex empty for week 11", "Who from his team should go there?"],
    expect: "slot",
    week: 11,
  },

  // ---- lineup ----
  {
    turns: [
      "Last week I left 30 points on my bench, THIRTY, and the app just let me do it. Never again. " +
        "Just set the whole best lineup for me this week",
    ],
    expect: "lineup",
  },
  { turns: ["Can you check grandpa's lineup and tell him if everything looks right?"], expect: "lineup" },
  { turns: ["set my guys for next wk"], expect: "lineup", week: "next" },
  {
    turns: [
      "Just got back from a trip, haven't touched the team in a week.",
      "Please look over my starters and make any corrections you'd advise.",
    ],
    expect: "lineup",
  },
  { turns: ["is my lineup ok?? I don't want empty spots or hurt people in it :)"], expect: "lineup" },

  // ---- outlook ----
  { turns: ["how does kyren look ros", "and achane"], expect: "outlook", players: ["De'Von Achane"] },
  {
    turns: ["picked up judkins a few weeks back", "what kinda numbers is he gonna put up this week"],
    expect: "outlook",
    players: ["Quinshon Judkins"],
  },
  {
    turns: [
      "Drake Maye, people, DRAKE MAYE, I said it in August and everybody laughed at me. " +
        "So is he the real deal? What's the projection for him the rest of the way",
    ],
    expect: "outlook",
    players: ["Drake Maye"],
  },
  {
    turns: ["What is your projection for Jonathan Taylor in week 12?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
    week: 12,
  },
  {
    turns: ["got chase brown on my team", "hows he look next wk"],
    expect: "outlook",
    players: ["Chase Brown"],
    week: "next",
  },

  // ---- status ----
  {
    turns: ["CMC looked like he was limping on the highlights 😟", "is he practicing this week?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["starting pickens at wr2", "he good to go or is he on the report"],
    expect: "status",
    players: ["George Pickens"],
  },
  {
    turns: ["is nico collins playing this week", "what about stroud"],
    expect: "status",
    players: ["C.J. Stroud"],
  },
  {
    turns: ["I understand Jayden Daniels tweaked something again.", "What's his designation for Sunday's game?"],
    expect: "status",
    players: ["Jayden Daniels"],
  },

  // ---- tradeValue ----
  {
    turns: [
      "This Jaxson Dart kid, the Giants rookie, everybody's losing their minds over him, I got him on my bench, " +
        "should I sell high while I can",
    ],
    expect: "tradeValue",
    players: ["Jaxson Dart"],
  },
  { turns: ["good time to buy low on Bucky or nah"], expect: "tradeValue", players: ["Bucky Irving"] },
  {
    turns: ["rico dowdle been goin off", "shud i cash him in b4 he cools off"],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  {
    turns: [
      "Davante Adams has been quite productive for me.",
      "What sort of return could I reasonably expect if I shopped him?",
    ],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: ["My friend at work says Travis Kelce is washed :(", "Is he even worth anything if I tried to trade him?"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: ["whats dak worth in a trade", "ok same for ferguson"],
    expect: "tradeValue",
    players: ["Jake Ferguson"],
  },

  // ---- buyLow ----
  { turns: ["buy-low candidates?"], expect: "buyLow" },
  {
    turns: [
      "thinkin about makin a trade, roster's gettin stale",
      "who's undervalued right now that i could pry off somebody cheap",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "Every week I'm the guy selling low, EVERY week! I wanna flip the script for once. " +
        "Who are the guys to go get while their price is in the basement",
    ],
    expect: "buyLow",
  },
  {
    turns: ["Grandpa wants to trade for someone who's been unlucky and might get better soon. Who should he look at?"],
    expect: "buyLow",
  },
  { turns: ["any buy low rbs worth chasin"], expect: "buyLow", position: "RB" },
  {
    turns: [
      "I've never made a trade before!",
      "Which players would be smart to trade for right now while they're cheap?",
    ],
    expect: "buyLow",
  },

  // ---- trade ----
  {
    turns: [
      "Coach Quinn sends me this offer this morning, his Garrett Wilson for my De'Von Achane. Is he out of his " +
        "MIND or is that actually fair?",
    ],
    expect: "trade",
    players: ["Garrett Wilson", "De'Von Achane"],
  },
  {
    turns: ["would you do Bijan for JSN and Zay"],
    expect: "trade",
    players: ["Bijan Robinson", "Jaxon Smith-Njigba", "Zay Flowers"],
  },
  {
    turns: [
      "Coach Sutton has proposed a swap.",
      "He'd send me Nico Collins and I'd send him Terry McLaurin plus Tony Pollard. Your assessment?",
    ],
    expect: "trade",
    players: ["Nico Collins", "Terry McLaurin", "Tony Pollard"],
  },
  {
    turns: ["buddy wants my kamara for his tee higgins straight up. good deal for me or no"],
    expect: "trade",
    players: ["Alvin Kamara", "Tee Higgins"],
  },
  {
    turns: [
      "Grandpa got a message from Coach Ellis",
      "It says Lamar Jackson for Justin Herbert and Courtland Sutton. Should he say yes?",
    ],
    expect: "trade",
    players: ["Lamar Jackson", "Justin Herbert", "Courtland Sutton"],
  },

  // ---- waivers ----
  { turns: ["waiver targets + faab bids"], expect: "waivers" },
  { turns: ["who do i grab off the wire this wk"], expect: "waivers" },
  {
    turns: ["Kyle Monangai is on waivers!! 🎉", "How much of my FAAB should I put on him? I have $43 left"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["lost my rb to IR yesterday", "who's out there on waivers i can pick up for cheap"],
    expect: "waivers",
    position: "RB",
  },
  { turns: ["Which free agents merit a claim this week, and what bids would you place?"], expect: "waivers" },
  {
    turns: [
      "Wan'Dale Robinson is just SITTING out there on waivers, nobody wants him? Are these people blind?",
      "How much do I bid to make sure I get him",
    ],
    expect: "waivers",
    players: ["Wan'Dale Robinson"],
  },

  // ---- playoffs ----
  { turns: ["what are my chances of making playoffs"], expect: "playoffs" },
  { turns: ["Grandpa wants to know if his team is going to make the playoffs this year"], expect: "playoffs" },
  { turns: ["wat place am i in", "ok am i in or out for the playoffs lookin like"], expect: "playoffs" },
  {
    turns: [
      "I started 1 and 4, ONE and FOUR, and I clawed my way back, nobody gave me a chance. " +
        "So level with me, am I a playoff team, what's the percentage",
    ],
    expect: "playoffs",
  },
  {
    turns: ["We've won three straight now.", "Where does that leave our probability of reaching the postseason?"],
    expect: "playoffs",
  },

  // ---- improveOdds ----
  { turns: ["moves to bump playoff %?"], expect: "improveOdds" },
  { turns: ["what do i gotta do to sneak into the playoffs, like what moves"], expect: "improveOdds" },
  {
    turns: ["I think I'm right on the edge for the playoffs", "What changes could I make to help my chances?"],
    expect: "improveOdds",
  },
  {
    turns: ["Our playoff odds look rather thin.", "What roster moves would most improve them?"],
    expect: "improveOdds",
  },
  { turns: ["help me get into playoffs, who should I add or trade for"], expect: "improveOdds" },
  { turns: ["playoff odds?", "how do i get that number up"], expect: "improveOdds" },

  // ---- matchup ----
  {
    turns: [
      "Last time I played Coach Tatum he ran up the score on me and then TEXTED me about it. " +
        "Who am I up against this week and am I favored",
    ],
    expect: "matchup",
  },
  {
    turns: ["we're playing End Zone Envy this week right?", "what's my win probability"],
    expect: "matchup",
    team: "End Zone Envy",
  },
  { turns: ["who i got this wk", "am i favored"], expect: "matchup" },
  { turns: ["Give me a read on this week's matchup, if you would. Are we the favorite?"], expect: "matchup" },

  // ---- record ----
  { turns: ["Did we win last week?? I forget lol", "What's my record now?"], expect: "record" },
  { turns: ["where do i sit in the standings right now"], expect: "record" },
  { turns: ["Grandpa wants to know how many games he's won and what place he's in"], expect: "record" },
  { turns: ["how are we doing this season, W-L wise"], expect: "record" },
  {
    turns: [
      "Requesting a position report on the squadron.",
      "What is our win-loss record at present, and where do we sit in the league?",
    ],
    expect: "record",
  },

  // ---- rosterStatus ----
  { turns: ["anybody of mine on bye next wk"], expect: "rosterStatus", week: "next" },
  {
    turns: ["Please list any of my players who are injured or on a bye in week 12."],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["I'm trying to get ahead for next week!", "Are any of my players hurt or off that week?"],
    expect: "rosterStatus",
    week: "next",
  },
  { turns: ["any of my guys banged up this week"], expect: "rosterStatus" },

  // ---- positionRank ----
  { turns: ["rank my running backs for me this week pls"], expect: "positionRank", position: "RB" },
  {
    turns: ["Thank you for the receiver rankings.", "Now do the same for my running backs, please, for this week."],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["rank my wrs for next wk", "now te's best to worst"],
    expect: "positionRank",
    position: "TE",
    week: "next",
  },
  {
    turns: ["I got four quarterbacks on my roster, FOUR, don't ask. Rank em top to bottom for this week"],
    expect: "positionRank",
    position: "QB",
  },
  {
    turns: ["rank my running backs this week", "same thing for the wideouts"],
    expect: "positionRank",
    position: "WR",
  },

  // ---- projectedTotal ----
  { turns: ["projected pts this wk + range"], expect: "projectedTotal" },
  { turns: ["How many points is grandpa's team supposed to score this week?"], expect: "projectedTotal" },
  {
    turns: ["What's my team projected for next week? Like the high and the low?"],
    expect: "projectedTotal",
    week: "next",
  },
  { turns: ["how many pts am i projected", "and week 11"], expect: "projectedTotal", week: 11 },
  {
    turns: ["What's our projected point total for week 13, and the range around it?"],
    expect: "projectedTotal",
    week: 13,
  },
  { turns: ["we're playing Coach Sawyer this week", "how many points are we looking at"], expect: "projectedTotal" },

  // ---- leaders ----
  {
    turns: [
      "Everybody acts like there's some juggernaut in this league and I don't buy it for a second. " +
        "Who is actually the best team right now",
    ],
    expect: "leaders",
  },
  { turns: ["bet somebody in this league is runnin away with it", "who's top dog"], expect: "leaders" },
  {
    turns: [
      "Grandpa's looking at the league page but the print is small",
      "He wants to see the whole standings, who's on top and who's at the bottom",
    ],
    expect: "leaders",
  },
  { turns: ["who leads the league in points"], expect: "leaders" },
  {
    turns: ["how's Coach Tatum's team doing, are they the best in the league or what"],
    expect: "leaders",
    team: "Red Zone Raiders",
  },

  // ---- sleepers ----
  { turns: ["any under the radar guys I should grab before next week"], expect: "sleepers", week: "next" },
  {
    turns: [
      "All these experts give you the same five names, same five, every week. Give me a deep cut, somebody " +
        "nobody's talking about, a sleeper for next week",
    ],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["need a wr bad", "any sleeper for next wk"], expect: "sleepers", position: "WR", week: "next" },
  {
    turns: ["Are there any lesser-known players worth a speculative add ahead of next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["My husband always talks about 'sleepers' 🙄", "Can you give me a few for next week?"],
    expect: "sleepers",
    week: "next",
  },

  // ---- dropStash ----
  { turns: ["nabers acl", "drop or ir stash?"], expect: "dropStash", players: ["Malik Nabers"] },
  {
    turns: ["skattebo's out with that ankle, do i dump him or hang on"],
    expect: "dropStash",
    players: ["Cam Skattebo"],
  },
  { turns: ["should I cut Cheetah or keep him on IR"], expect: "dropStash", players: ["Tyreek Hill"] },
  {
    turns: ["I have two empty IR slots. Which of my injured players should go there and which should I release?"],
    expect: "dropStash",
  },
  {
    turns: ["Grandpa has Joe Burrow who got hurt", "Should he keep him or drop him to make room?"],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  { turns: ["got hurt guys cloggin my bench, who do i drop who do i stash"], expect: "dropStash" },

  // ---- byeCover ----
  {
    turns: ["need a qb streamer for mahomes' bye"],
    expect: "byeCover",
    players: ["Patrick Mahomes"],
    position: "QB",
  },
  {
    turns: ["My kicker has a bye next week, who can I pick up to fill in for him?"],
    expect: "byeCover",
    position: "K",
    week: "next",
  },
  { turns: ["my te is on bye wk 12", "who do i stream"], expect: "byeCover", position: "TE", week: 12 },
  {
    turns: ["Kitt's on bye next week 😩", "who do I pick up to cover"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
    week: "next",
  },
  {
    turns: ["Our defense is on a bye in week 11. Recommend a streaming defense to cover it."],
    expect: "byeCover",
    position: "DST",
    week: 11,
  },
  {
    turns: [
      "My QB's on bye next week and my backup is GARBAGE, I don't even know why I drafted him. " +
        "I need somebody off the street to fill in, who ya got",
    ],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },

  // ---- scenario ----
  { turns: ["odds if i win out?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["If I go 3 and 2 the rest of the way, what are my playoff chances? Be honest with me"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["What happens to my playoff chances if I lose this week? 😬"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["What are my current playoff odds?", "And if we were to win four of the remaining five?"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },
  {
    turns: ["playoff odds", "what if i win 2 of the last 3, do i get in"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  {
    turns: [
      "Grandpa thinks he'll win every game from here on",
      "If he does win all of them, does he make the playoffs for sure?",
    ],
    expect: "scenario",
    scenario: "win-out",
  },

  // ---- tradeIdeas ----
  { turns: ["trade packages around breece, 1-for-1 or 2-for-1"], expect: "tradeIdeas", players: ["Breece Hall"] },
  {
    turns: ["thinkin about shoppin deebo", "give me a few deals i could build with him"],
    expect: "tradeIdeas",
    players: ["Deebo Samuel"],
  },
  {
    turns: ["Hollywood has been so good lately 😍", "build me a trade with him, 2 for 1 maybe"],
    expect: "tradeIdeas",
    players: ["Marquise Brown"],
  },
  {
    turns: ["I'd like to package Sam LaPorta in a deal. What trade constructions would you suggest?"],
    expect: "tradeIdeas",
    players: ["Sam LaPorta"],
  },
  {
    turns: [
      "I have too many good tight ends, Brock Bowers and Tyler Warren!",
      "Can you come up with a trade using Warren?",
    ],
    expect: "tradeIdeas",
    players: ["Tyler Warren"],
  },
  {
    turns: [
      "I'm DONE with Kenneth Walker, done, three weeks of 6 points, I can't take it anymore. " +
        "What's a 2-for-1 I can build around him, who do I target",
    ],
    expect: "tradeIdeas",
    players: ["Kenneth Walker III"],
  },

  // ---- help ----
  { turns: ["Hi!! I'm brand new to this. What can you do?"], expect: "help" },
  {
    turns: ["Grandpa is new to the app. How does this GM thing work, what kinds of things can he ask you?"],
    expect: "help",
  },
  { turns: ["list capabilities"], expect: "help" },
  {
    turns: ["Good morning.", "Could you outline what sorts of questions you're able to help with?"],
    expect: "help",
  },

  // ---- None (out of scope) ----
  { turns: ["gonna rain tmrw? gotta finish the hoa lawns"], expect: "None" },
  { turns: ["Do you know any good jokes I can tell a room full of five year olds?"], expect: "None" },
  { turns: ["whats the torque spec on a 2014 silverado lug nut"], expect: "None" },
  {
    turns: ["And don't even get me STARTED on the Knicks. Who do they play tonight, and do they cover?"],
    expect: "None",
  },
  { turns: ["what should I make for dinner tonight, something easy"], expect: "None" },
  { turns: ["thoughts on the election"], expect: "None" },
  {
    turns: ["Lovely chat.", "Tell me, what do you make of the new airline regulations?"],
    expect: "None",
  },
  {
    turns: ["Grandpa's going to the game in Green Bay on Sunday. Is it going to snow there?"],
    expect: "None",
  },

  // ---- multi-part last messages ----
  {
    turns: [
      "Coach Blake's been trash talking me all week in the group chat",
      "So what's my record right now, and what are my odds of actually making the playoffs?",
    ],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["is Sonic playing Sunday? and should I start him over Bucky"],
    expect: ["status", "startSit"],
    players: ["Jahmyr Gibbs", "Bucky Irving"],
  },
  { turns: ["opp this week + my projected total"], expect: ["matchup", "projectedTotal"] },
  {
    turns: ["What are our playoff odds, and what moves would you suggest to improve them?"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: [
      "Jeanty again, I know, I know, I can't stop. What's the outlook on him the rest of the year, " +
        "and should I sell him now?",
    ],
    expect: ["outlook", "tradeValue"],
    players: ["Ashton Jeanty"],
  },
  { turns: ["Who's in first place? And where am I? 😅"], expect: ["leaders", "record"] },
  {
    turns: ["Can you set grandpa's best lineup and tell him how many points it should score?"],
    expect: ["lineup", "projectedTotal"],
  },
  {
    turns: ["kittle", "status + outlook this wk"],
    expect: ["status", "outlook"],
    players: ["George Kittle"],
  },
  {
    turns: ["any sleepers for next wk n what should i bid on em"],
    expect: ["sleepers", "waivers"],
    week: "next",
  },
  {
    turns: ["who's better ROS, JSN or Puka? and what's Puka worth in a trade"],
    expect: ["compare", "tradeValue"],
    players: ["Jaxon Smith-Njigba", "Puka Nacua"],
  },
  {
    turns: ["Am I favored this week, and if I lose it what happens to my playoff chances?"],
    expect: ["matchup", "scenario"],
    scenario: "lose-this-week",
  },
  {
    turns: [
      "Coach Reese offered Saquon Barkley for my Justin Jefferson. Should I accept? If not, what could I " +
        "build around Jefferson instead?",
    ],
    expect: ["trade", "tradeIdeas"],
    players: ["Saquon Barkley", "Justin Jefferson"],
  },
  { turns: ["rank my wrs and tell me who goes in the flex"], expect: ["positionRank", "slot"], position: "WR" },
  {
    turns: ["Who on my team is injured? And should I drop any of them or put them on IR?"],
    expect: ["rosterStatus", "dropStash"],
  },
  {
    turns: [
      "Grandpa's planning ahead",
      "Who on his team is on bye next week, and who can he pick up at quarterback to cover?",
    ],
    expect: ["rosterStatus", "byeCover"],
    position: "QB",
    week: "next",
  },
];
