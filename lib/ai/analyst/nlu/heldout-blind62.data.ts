// Blind held-out evaluation set 62 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a gamer who types in Twitch chat slang (pog, copium, W, L, ratio), a retired Navy
// officer, a kindergarten aide, a Nigerian-American engineer.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_62: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["chat is it copium to start Jaxson Dart over Bo Nix this week or am i cooking"],
    expect: "startSit",
    players: ["Jaxson Dart", "Bo Nix"],
  },
  {
    turns: [
      "Good morning. I have a personnel decision to make before kickoff.",
      "Chuba Hubbard or Rhamondre Stevenson. Which one do I start this week? Over.",
    ],
    expect: "startSit",
    players: ["Chuba Hubbard", "Rhamondre Stevenson"],
  },
  {
    turns: [
      "I'm running the numbers on George Pickens vs Jaylen Waddle for week 11",
      "ok forget the numbers, abeg just tell me who to start",
    ],
    expect: "startSit",
    players: ["George Pickens", "Jaylen Waddle"],
    week: 11,
  },
  {
    turns: ["bench Breece Hall this week? feels like an L either way", "what about Javonte Williams, start him or nah"],
    expect: "startSit",
    players: ["Javonte Williams"],
  },
  {
    turns: [
      "Hi again! The kids are at recess so I have a minute 😊",
      "I can't decide between Drake London and DeVonta Smith for Sunday... which one gets to play? 🙈",
    ],
    expect: "startSit",
    players: ["Drake London", "DeVonta Smith"],
  },
  {
    turns: ["Kenneth Walker III: start or sit in week 12? BLUF, please."],
    expect: "startSit",
    players: ["Kenneth Walker III"],
    week: 12,
  },

  // ---- compare ----
  {
    turns: ["ROS who's the bigger W, Jahmyr Gibbs or Bijan Robinson? not this week, whole rest of szn"],
    expect: "compare",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  {
    turns: [
      "For the rest of this season, Tetairoa McMillan or Emeka Egbuka: who has the higher expected value? " +
        "Not a lineup question o.",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: [
      "I hold both Trey McBride and Brock Bowers.",
      "Over the remainder of the season, which is the superior asset?",
    ],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: [
      "Ladd McConkey has been so fun to watch this year!",
      "Is he better than Zay Flowers for the rest of the year, do you think? 🤔",
    ],
    expect: "compare",
    players: ["Ladd McConkey", "Zay Flowers"],
  },
  {
    turns: [
      "start Josh Jacobs or Kyren Williams this week?",
      "ok forget this week. long term who's the better dude to have",
    ],
    expect: "compare",
    players: ["Josh Jacobs", "Kyren Williams"],
  },

  // ---- slot ----
  {
    turns: ["who goes in my flex this week chat, i got no clue 💀"],
    expect: "slot",
  },
  {
    turns: [
      "My starting running back has been ruled out.",
      "My RB2 position is now vacant for this week's engagement. Recommend who should fill it.",
    ],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["Who should I put in my TE spot this week? 🤔 I want to pick the right friend for the job!"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["my QB spot this week, who should be in it? I want max expected points there, no wahala"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["my WR3 spot is cursed fr, 3 weeks of donuts", "who should i slot in there this week"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["Flex position requires a body this week. Who do you recommend from my bench?"],
    expect: "slot",
  },

  // ---- lineup ----
  {
    turns: ["set my lineup for me chat im lazy af, gg go next"],
    expect: "lineup",
  },
  {
    turns: [
      "Could you please check my whole lineup for this Sunday? I want to make sure everyone is where they should be 💛",
    ],
    expect: "lineup",
  },
  {
    turns: ["Week 11 is upon us.", "Review my starting lineup and optimize it. Report all changes."],
    expect: "lineup",
    week: 11,
  },
  {
    turns: [
      "Run an optimization on my starting lineup for this week. Maximize projected points, respect the roster " +
        "constraints 😅",
    ],
    expect: "lineup",
  },
  {
    turns: ["ok did my waiver claims", "now is my lineup actually optimal or am i throwing"],
    expect: "lineup",
  },

  // ---- outlook ----
  {
    turns: ["What's Puka Nacua's projection for this week? Floor and ceiling if you have them."],
    expect: "outlook",
    players: ["Puka Nacua"],
  },
  {
    turns: ["whats the ceiling on Jayden Daniels rest of season, league winner or copium"],
    expect: "outlook",
    players: ["Jayden Daniels"],
  },
  {
    turns: ["Let's discuss Derrick Henry.", "What is his outlook for the remainder of the season?"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: ["How many points do you think De'Von Achane will score this week? 🐬"],
    expect: "outlook",
    players: ["De'Von Achane"],
  },
  {
    turns: ["Jonathan Taylor has been a cheat code this year, chai", "what's his projection for next week?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
    week: "next",
  },
  {
    turns: ["Bucky Irving outlook?", "and Chase Brown?"],
    expect: "outlook",
    players: ["Chase Brown"],
  },

  // ---- status ----
  {
    turns: ["Is Christian McCaffrey playing this weekend? I hope he's not hurt 😟"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Request status on Joe Burrow. Is he cleared to play?"],
    expect: "status",
    players: ["Joe Burrow"],
  },
  {
    turns: ["is Malik Nabers still hurt or is that copium"],
    expect: "status",
    players: ["Malik Nabers"],
  },
  {
    turns: ["Saw an injury report ping for A.J. Brown", "is he a game-time decision or fully out?"],
    expect: "status",
    players: ["A.J. Brown"],
  },
  {
    turns: ["Understood on Puka.", "What about Kyren Williams? Is he good to go?"],
    expect: "status",
    players: ["Kyren Williams"],
  },
  {
    turns: [
      "Thank you for the help yesterday!",
      "Oh, one more thing, is Ja'Marr Chase okay? Someone said he hurt his ankle",
    ],
    expect: "status",
    players: ["Ja'Marr Chase"],
  },

  // ---- tradeValue ----
  {
    turns: ["what's DK Metcalf worth in a trade rn, like realistically"],
    expect: "tradeValue",
    players: ["DK Metcalf"],
  },
  {
    turns: [
      "JSN is on a heater",
      "Should I sell Jaxon Smith-Njigba now while his value is peaking, or hold him? Need a rational answer",
    ],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["I'm fielding inquiries on Josh Allen.", "What is his trade value? Sell or hold?"],
    expect: "tradeValue",
    players: ["Josh Allen"],
  },
  {
    turns: ["Someone asked about trading for Sam LaPorta. How much is he worth? I don't want to be unfair! 🙏"],
    expect: "tradeValue",
    players: ["Sam LaPorta"],
  },
  {
    turns: ["lowkey thinking of selling Travis Etienne", "is he worth anything or am i holding the bag lol"],
    expect: "tradeValue",
    players: ["Travis Etienne Jr."],
  },

  // ---- buyLow ----
  {
    turns: ["who are the buy low guys rn, need some Ws on the trade market"],
    expect: "buyLow",
  },
  {
    turns: ["Identify buy-low targets across the league. Players whose value is temporarily depressed."],
    expect: "buyLow",
  },
  {
    turns: ["Are there any players who'd be a good deal to trade for right now because they've had a rough few weeks?"],
    expect: "buyLow",
  },
  {
    turns: ["Who are the sell-high candidates in this league? Regression is coming for somebody o"],
    expect: "buyLow",
  },
  {
    turns: ["traded for Kincaid last week and he's been mid ngl", "anyway who should i be buying low on now"],
    expect: "buyLow",
  },

  // ---- trade ----
  {
    turns: ["would u do Bijan for CeeDee + Chuba? someone offered me"],
    expect: "trade",
    players: ["Bijan Robinson", "CeeDee Lamb", "Chuba Hubbard"],
  },
  {
    turns: [
      "Offer received from Blitz Brigade: their Nico Collins for my Terry McLaurin and Tony Pollard. " +
        "Accept or decline?",
    ],
    expect: "trade",
    players: ["Nico Collins", "Terry McLaurin", "Tony Pollard"],
  },
  {
    turns: ["Coach Sutton wants to trade me George Kittle for my Jake Ferguson and Jordan Addison. Is that fair? 🤝"],
    expect: "trade",
    players: ["George Kittle", "Jake Ferguson", "Jordan Addison"],
  },
  {
    turns: ["I've been offered Jonathan Taylor", "they want De'Von Achane and Rome Odunze for him. Worth it?"],
    expect: "trade",
    players: ["Jonathan Taylor", "De'Von Achane", "Rome Odunze"],
  },
  {
    turns: ["got offered Ja'Marr Chase for Puka", "from Coach Blake btw", "W or L?"],
    expect: "trade",
    players: ["Ja'Marr Chase", "Puka Nacua"],
  },
  {
    turns: ["Evaluate the following: I give Lamar Jackson, I receive Jalen Hurts and Zay Flowers."],
    expect: "trade",
    players: ["Lamar Jackson", "Jalen Hurts", "Zay Flowers"],
  },

  // ---- waivers ----
  {
    turns: ["who's the waiver pickup this week chat, got like 40 faab burning a hole"],
    expect: "waivers",
  },
  {
    turns: ["How much FAAB should I bid on Woody Marks? I have $63 left."],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: ["Roger. Lineup is set.", "Now recommend free-agent acquisitions for this week, in priority order."],
    expect: "waivers",
  },
  {
    turns: ["I still have some money left for waivers!", "Who should I pick up this week? 🛒"],
    expect: "waivers",
  },
  {
    turns: ["who should i pick up", "what about at TE specifically"],
    expect: "waivers",
    position: "TE",
  },

  // ---- playoffs ----
  {
    turns: ["What are my current odds of making the playoffs?"],
    expect: "playoffs",
  },
  {
    turns: ["am i making playoffs or is it copium 💀"],
    expect: "playoffs",
  },
  {
    turns: ["Do we have a good chance to make the playoffs this year? 🤞"],
    expect: "playoffs",
  },
  {
    turns: ["I'm 5-5 right now", "what's my playoff probability as it stands?"],
    expect: "playoffs",
  },
  {
    turns: ["Back from the commissary.", "Where do my playoff chances stand after last night?"],
    expect: "playoffs",
  },

  // ---- improveOdds ----
  {
    turns: ["how do i boost my playoff odds, what moves do i make"],
    expect: "improveOdds",
  },
  {
    turns: ["What actions can I take to improve my probability of reaching the postseason?"],
    expect: "improveOdds",
  },
  {
    turns: ["My playoff odds are looking shaky", "which roster moves would move the needle the most?"],
    expect: "improveOdds",
  },
  {
    turns: ["What can I do to give my team a better chance at the playoffs? I want to help them! 💪"],
    expect: "improveOdds",
  },
  {
    turns: ["playoff odds?", "ok that's an L. how do i fix it"],
    expect: "improveOdds",
  },

  // ---- matchup ----
  {
    turns: ["who am i up against this week, need to know who im ratioing 😤"],
    expect: "matchup",
  },
  {
    turns: ["Am I favored against Red Zone Raiders this week? Give me the win probability."],
    expect: "matchup",
    team: "Red Zone Raiders",
  },
  {
    turns: ["Good morning! ☀️", "Who are we playing this weekend? I hope it's someone nice 😊"],
    expect: "matchup",
  },
  {
    turns: ["What's my win probability in this week's matchup?"],
    expect: "matchup",
  },
  {
    turns: ["Coach Marlow talking trash in the group chat", "do i actually beat Two-Minute Drill this week or nah"],
    expect: "matchup",
    team: "Two-Minute Drill",
  },

  // ---- record ----
  {
    turns: ["whats my record chat KEKW"],
    expect: "record",
  },
  {
    turns: ["Report my current standing in the league."],
    expect: "record",
  },
  {
    turns: ["What place are we in right now? 🏅"],
    expect: "record",
  },
  {
    turns: ["Quick one", "where do I sit in the standings at the moment?"],
    expect: "record",
  },
  {
    turns: ["i won last night LETS GOOO pog", "so what am i at now, like W-L"],
    expect: "record",
  },

  // ---- rosterStatus ----
  {
    turns: ["Sitrep on my roster: injuries and byes this week."],
    expect: "rosterStatus",
  },
  {
    turns: ["Is anybody on my team hurt or on a bye this week? 🩹"],
    expect: "rosterStatus",
  },
  {
    turns: ["who on my squad is on bye next week, dont wanna get caught lacking"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["List every injury on my roster heading into week 12."],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["anyone on my team injured right now?", "ok and byes in week 13?"],
    expect: "rosterStatus",
    week: 13,
  },

  // ---- positionRank ----
  {
    turns: ["rank my WRs this week"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Rank my running backs for week 11, best to worst."],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  {
    turns: ["Can you put my wide receivers in order from best to worst for this week? 📋"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["rank my WRs for next week", "ok good. Let's do tight ends now", "same thing, next week"],
    expect: "positionRank",
    position: "TE",
    week: "next",
  },
  {
    turns: ["rank my rbs", "now wrs"],
    expect: "positionRank",
    position: "WR",
  },

  // ---- projectedTotal ----
  {
    turns: ["how many points am i projected for this week"],
    expect: "projectedTotal",
  },
  {
    turns: ["What's my team's projected total this week, with floor and ceiling?"],
    expect: "projectedTotal",
  },
  {
    turns: ["What is my projected point total for week 11?", "And the range, low to high?"],
    expect: "projectedTotal",
    week: 11,
  },
  {
    turns: ["How many points do you think my whole team will get this Sunday? 🧮"],
    expect: "projectedTotal",
  },
  {
    turns: ["whats my ceiling as a team this week", "and next week?"],
    expect: "projectedTotal",
    week: "next",
  },

  // ---- leaders ----
  {
    turns: ["who's the best team in the league rn, who's actually cracked"],
    expect: "leaders",
  },
  {
    turns: ["What is my record?", "Understood. Now show me the full league standings by record."],
    expect: "leaders",
  },
  {
    turns: ["Which team has scored the most points this season?"],
    expect: "leaders",
  },
  {
    turns: ["Which teams have the best chance at the playoffs? Just curious about everyone 😊"],
    expect: "leaders",
  },
  {
    turns: ["who's top of the league", "ok now sort by points"],
    expect: "leaders",
  },

  // ---- sleepers ----
  {
    turns: ["gimme some sleepers for next week, deep cuts only"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Waivers are thin this week", "Any under-the-radar guys worth a speculative add before next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Identify sleeper candidates for next week's slate."],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Are there any hidden gems out there that nobody's noticed yet? 💎"],
    expect: "sleepers",
  },
  {
    turns: ["sleepers?", "TE ones specifically"],
    expect: "sleepers",
    position: "TE",
  },

  // ---- dropStash ----
  {
    turns: ["Tyreek Hill drop or stash on IR?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["Advise on my injured players: which should I release and which should I hold on IR?"],
    expect: "dropStash",
  },
  {
    turns: ["Should I let Malik Nabers go? He's hurt and I feel bad just keeping him on the bench 😢"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["Tucker Kraft tore his ACL, na wa", "drop him or IR stash?"],
    expect: "dropStash",
    players: ["Tucker Kraft"],
  },
  {
    turns: ["my IR spot is open", "should i stash anyone there or just cut my hurt guys"],
    expect: "dropStash",
  },

  // ---- byeCover ----
  {
    turns: ["My tight end is on bye in week 12. Recommend a streamer to cover."],
    expect: "byeCover",
    position: "TE",
    week: 12,
  },
  {
    turns: ["Josh Allen on bye, who do i stream at QB"],
    expect: "byeCover",
    position: "QB",
  },
  {
    turns: ["My kicker has a bye week coming, who can I pick up to fill in? 🏈"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["Need a WR to plug in for the bye next week. Who's available?"],
    expect: "byeCover",
    position: "WR",
    week: "next",
  },
  {
    turns: ["Brock Bowers has a bye soon", "who could fill in for him that week?"],
    expect: "byeCover",
    position: "TE",
  },
  {
    turns: ["I have two RBs on bye in week 11", "who's a decent backup to cover them?"],
    expect: "byeCover",
    position: "RB",
    week: 11,
  },

  // ---- scenario ----
  {
    turns: ["if i win out do i make it? pls say yes"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["Assume I go 3-1 over the remaining regular season. What are my playoff odds?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["What happens to our playoff chances if we lose this week? 😬"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["If I win 2 of my last 4, what do my odds look like?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["what are my playoff odds", "and if i lose this week?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["Suppose I win two more games.", "What does that do to my playoff probability?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },

  // ---- tradeIdeas ----
  {
    turns: ["derrick henry is my best trade chip", "what could i get for him, shop him for me"],
    expect: "tradeIdeas",
    players: ["Derrick Henry"],
  },
  {
    turns: ["Give me some 2-for-1 trade ideas, I have too much RB depth"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Which team should I approach for a trade? I need a receiver."],
    expect: "tradeIdeas",
  },
  {
    turns: ["Who would be a good trade partner for me? I'd like to get a better tight end 🙂"],
    expect: "tradeIdeas",
  },
  {
    turns: ["I want to consolidate two of my guys into one stud", "any good trade targets on Sunday Scaries?"],
    expect: "tradeIdeas",
    team: "Sunday Scaries",
  },

  // ---- help ----
  {
    turns: ["yo", "what can u even do lol"],
    expect: "help",
  },
  {
    turns: ["State your capabilities."],
    expect: "help",
  },
  {
    turns: ["Hi! I'm new to this. How does this work? What can you help me with? 😊"],
    expect: "help",
  },
  {
    turns: ["What kinds of questions can I ask you? Trying to understand the scope of this tool."],
    expect: "help",
  },
  {
    turns: ["Hello. First time using this system.", "What functions do you perform?"],
    expect: "help",
  },

  // ---- None ----
  {
    turns: ["who's winning LoL worlds this year chat"],
    expect: "None",
  },
  {
    turns: ["Set my lineup earlier, thank you.", "Unrelated: what's the weather forecast for Norfolk this weekend?"],
    expect: "None",
  },
  {
    turns: ["Do you know a good craft for 5 year olds for Thanksgiving? 🦃"],
    expect: "None",
  },
  {
    turns: ["What's the spread on Eagles vs Cowboys this week? Trying to place a bet with my coworker."],
    expect: "None",
  },
  {
    turns: ["ok real question", "tell me a joke"],
    expect: "None",
  },
  {
    turns: ["Can you give me a jollof rice recipe? My aunty's is better but I need a backup"],
    expect: "None",
  },
  {
    turns: ["Who won the Army-Navy game last year?"],
    expect: "None",
  },
  {
    turns: ["Thanks for the lineup help!", "Also, what's a good snack for kids that's not too messy?"],
    expect: "None",
  },

  // ---- two asks in the last message ----
  {
    turns: ["whats my record and am i making playoffs"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["Who is my opponent this week, and what is my projected total?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["Is Saquon Barkley playing Sunday, and should I start him?"],
    expect: ["status", "startSit"],
    players: ["Saquon Barkley"],
  },
  {
    turns: ["What's my playoff probability, and what can I do to improve it?"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["Jaylen Warren hurt again??", "drop him or stash, and who do i grab off waivers"],
    expect: ["dropStash", "waivers"],
    players: ["Jaylen Warren"],
  },
  {
    turns: ["Identify any injuries or byes on my roster this week, then set my lineup accordingly."],
    expect: ["rosterStatus", "lineup"],
  },
  {
    turns: ["What's Bucky Irving worth in a trade? And are there other players I should try to buy low on?"],
    expect: ["tradeValue", "buyLow"],
    players: ["Bucky Irving"],
  },
  {
    turns: ["Current standings?", "also who's the top scoring team, and where do I sit?"],
    expect: ["leaders", "record"],
  },
  {
    turns: ["rank my rbs and tell me who goes in the flex"],
    expect: ["positionRank", "slot"],
    position: "RB",
  },
  {
    turns: ["I'm at 6-4.", "What are my odds now, and what are they if I win out?"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["Who should I pick up this week, and is there a sleeper or two I should keep an eye on? 🌟"],
    expect: ["waivers", "sleepers"],
  },
  {
    turns: ["Evaluate Amon-Ra St. Brown for Garrett Wilson + Kyle Pitts. If it's a no, what else could I get for him?"],
    expect: ["trade", "tradeIdeas"],
    players: ["Amon-Ra St. Brown", "Garrett Wilson", "Kyle Pitts"],
  },
  {
    turns: [
      "Kelce or LaPorta this week",
      "actually nvm, what's Kelce's outlook ROS and is he worth anything in a trade",
    ],
    expect: ["outlook", "tradeValue"],
    players: ["Travis Kelce"],
  },
  {
    turns: [
      "Compare Chris Olave and Jameson Williams for the rest of the season, and tell me which to start this week.",
    ],
    expect: ["compare", "startSit"],
    players: ["Chris Olave", "Jameson Williams"],
  },
  {
    turns: ["I'm a little confused 😅", "What can you do, and could you check my lineup for me?"],
    expect: ["help", "lineup"],
  },
];
