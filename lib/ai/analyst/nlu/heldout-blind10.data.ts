// Tenth blind held-out set for the GM's understanding, written by someone who never saw the training paraphrases,
// the cue lists, the other held-out sets or the evaluation script: only the families' one-line meanings and the
// demo league's team names. Voices: a sports-radio caller, a non-native English speaker, a spreadsheet-minded
// commissioner, a lowercase slang-heavy teenager, a grumpy veteran and someone dictating by voice (no punctuation,
// homophones).
// It is scored once and never tuned on.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_10: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "First time caller, long time listener — I got Jaylen Waddle and Jakobi Meyers and only one " +
        "of 'em can play Sunday, my brother-in-law's screaming Meyers, who do I roll with?",
    ],
    expect: "startSit",
    players: ["Jaylen Waddle", "Jakobi Meyers"],
  },
  {
    turns: ["start chuba or rico dowdle this wk?? ngl kinda stressed"],
    expect: "startSit",
    players: ["Chuba Hubbard", "Rico Dowdle"],
  },
  {
    turns: ["Hello, I have question. Is better to start Drake Maye or Jared Goff in week 11? Thank you."],
    expect: "startSit",
    players: ["Drake Maye", "Jared Goff"],
    week: 11,
  },
  {
    turns: ["Do I bench Kelce this week or not. Been burned three weeks running."],
    expect: "startSit",
    players: ["Travis Kelce"],
  },
  {
    turns: ["Should I start Zay Flowers or DeVonta Smith this week?", "what about Jameson Williams instead of Smith"],
    expect: "startSit",
    players: ["Zay Flowers", "Jameson Williams"],
  },
  {
    turns: ["should i start george pickens or tee higgins sunday", "ok what about for week twelve"],
    expect: "startSit",
    players: ["George Pickens", "Tee Higgins"],
    week: 12,
  },

  // compare
  {
    turns: [
      "Forget the weekly noise. Over the remaining schedule, is Derrick Henry still better than James Cook? Yes or no.",
    ],
    expect: "compare",
    players: ["Derrick Henry", "James Cook"],
  },
  {
    turns: ["ros whos better jsn or chase fr", "ok wat abt jsn vs puka"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Puka Nacua"],
  },
  {
    turns: [
      "Long-term now, rest of the year — TreVeyon Henderson versus Ashton Jeanty, who's the " +
        "better back going forward? I'm not talking this week, I'm talking the stretch run.",
    ],
    expect: "compare",
    players: ["TreVeyon Henderson", "Ashton Jeanty"],
  },
  {
    turns: ["Who is more good for rest of season, Trey McBride or Brock Bowers?"],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: ["who's better ros, De'Von Achane or Jonathan Taylor", "and Bucky Irving vs Achane?"],
    expect: "compare",
    players: ["Bucky Irving", "De'Von Achane"],
  },
  {
    turns: ["who is the better wide receiver the rest of the way emeka egbuka or lad mcconkey"],
    expect: "compare",
    players: ["Emeka Egbuka", "Ladd McConkey"],
  },

  // slot
  { turns: ["Flex. Who. I don't have all day."], expect: "slot" },
  {
    turns: ["For Week 11, which of my rostered players should occupy the superflex slot? Top two candidates, ranked."],
    expect: "slot",
    week: 11,
  },
  {
    turns: ["My WR3 place, who I must put there this week from my players?"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["who should I play at flex this week?", "ok and what about my TE spot"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["is Saquon playing this week?", "ok and if he's out who goes in my RB1 spot"],
    expect: "slot",
    position: "RB",
  },

  // lineup
  {
    turns: ["Run an optimization on my starting lineup against current projections and flag any suboptimal slots."],
    expect: "lineup",
  },
  { turns: ["set my best lineup fr i cant think rn"], expect: "lineup" },
  {
    turns: [
      "Hey GM, love the show, quick one — can you look over my whole starting lineup for Sunday " +
        "and tell me if I've got the right guys in there?",
    ],
    expect: "lineup",
  },
  { turns: ["Please you can make my best lineup for this week? I not know who to put."], expect: "lineup" },
  { turns: ["is my line up set right for week eleven"], expect: "lineup", week: 11 },
  {
    turns: ["what does my lineup look like for this week", "is it the best one though? anything you'd change"],
    expect: "lineup",
  },

  // outlook
  {
    turns: ["What kind of a day are we expecting from Lamar this weekend?"],
    expect: "outlook",
    players: ["Lamar Jackson"],
  },
  { turns: ["whats kyren lookin like this wk"], expect: "outlook", players: ["Kyren Williams"] },
  {
    turns: ["How much points will make Jonathan Taylor in week 12?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
    week: 12,
  },
  {
    turns: ["How many points is CeeDee Lamb projected for this week?", "and next week?"],
    expect: "outlook",
    players: ["CeeDee Lamb"],
    week: "next",
  },
  {
    turns: ["what's Javonte Williams projected for this week", "what about Jaylen Warren"],
    expect: "outlook",
    players: ["Jaylen Warren"],
  },

  // status
  { turns: ["is bucky hurt or nah"], expect: "status", players: ["Bucky Irving"] },
  {
    turns: ["Christian McCaffrey is injured?", "And George Kittle, he is also injured?"],
    expect: "status",
    players: ["George Kittle"],
  },
  { turns: ["is jaden daniels playing this week"], expect: "status", players: ["Jayden Daniels"] },
  {
    turns: ["is Rashee Rice playing this week?", "what about Worthy"],
    expect: "status",
    players: ["Xavier Worthy"],
  },
  {
    turns: ["I keep hearing Brock Purdy's toe is still barking — what's the latest, is he good to go?"],
    expect: "status",
    players: ["Brock Purdy"],
  },

  // tradeValue
  { turns: ["What's Alvin Kamara worth in a trade right now?"], expect: "tradeValue", players: ["Alvin Kamara"] },
  { turns: ["shld i sell high on jaxson dart or nah"], expect: "tradeValue", players: ["Jaxson Dart"] },
  {
    turns: ["Quantify Josh Jacobs' current trade value — what tier of return should I expect?"],
    expect: "tradeValue",
    players: ["Josh Jacobs"],
  },
  {
    turns: ["What is the value of Davante Adams if I trade him? He is old, maybe I sell now?"],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: ["What could I get for Kyle Pitts in a trade?", "and Jake Ferguson?"],
    expect: "tradeValue",
    players: ["Jake Ferguson"],
  },
  {
    turns: ["Is Mike Evans worth anything on the trade market anymore?", "Fine. What about Godwin then."],
    expect: "tradeValue",
    players: ["Chris Godwin"],
  },

  // buyLow
  {
    turns: ["List players on other rosters whose usage metrics exceed their fantasy output — i.e., buy-low targets."],
    expect: "buyLow",
  },
  { turns: ["any buy low guys i should snag"], expect: "buyLow" },
  { turns: ["Is Marvin Harrison Jr. a buy-low?"], expect: "buyLow", players: ["Marvin Harrison Jr."] },
  {
    turns: [
      "Is now the time to go get Brian Thomas Jr. on the cheap? Guy's been a bust this year but " +
        "the talent's there, right?",
    ],
    expect: "buyLow",
    players: ["Brian Thomas Jr."],
  },
  { turns: ["Which players is cheap now but will be good later, for buy from other team?"], expect: "buyLow" },
  {
    turns: ["is Garrett Wilson a buy low?", "what about Breece Hall"],
    expect: "buyLow",
    players: ["Breece Hall"],
  },

  // trade
  {
    turns: ["is it a good trade if i give away mark andrews and get dallas goedert"],
    expect: "trade",
    players: ["Mark Andrews", "Dallas Goedert"],
  },
  {
    turns: ["someone wants my saquon for jsn do i take it"],
    expect: "trade",
    players: ["Saquon Barkley", "Jaxon Smith-Njigba"],
  },
  {
    turns: [
      "Proposed trade from Red Zone Raiders: I send Tee Higgins + Chuba Hubbard, I receive Drake " +
        "London. Accept or decline?",
    ],
    expect: "trade",
    players: ["Tee Higgins", "Chuba Hubbard", "Drake London"],
    team: "Red Zone Raiders",
  },
  {
    turns: [
      "I give Kenneth Walker and I receive Courtland Sutton. Is good trade for me?",
      "And if I give Walker and receive Jaylen Waddle, is better?",
    ],
    expect: "trade",
    players: ["Kenneth Walker III", "Jaylen Waddle"],
  },
  {
    turns: ["would you do Breece Hall for Zay Flowers?", "what if they throw in Tyler Warren too"],
    expect: "trade",
    players: ["Breece Hall", "Zay Flowers", "Tyler Warren"],
  },
  {
    turns: ["Guy in my league wants Jahmyr Gibbs for Travis Kelce and Chase Brown. Is he trying to rob me?"],
    expect: "trade",
    players: ["Jahmyr Gibbs", "Travis Kelce", "Chase Brown"],
  },

  // waivers
  { turns: ["how much fab should i bid this week"], expect: "waivers" },
  {
    turns: ["I have $47 FAAB left. What's the right bid on the top available running back?"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["Which free agent I should take this week?", "And how much FAAB I should put for him?"],
    expect: "waivers",
  },
  {
    turns: ["who's the best waiver add this week", "ok what about at tight end"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: ["Any wide receivers sitting out there on the wire I should be putting a claim in for?"],
    expect: "waivers",
    position: "WR",
  },

  // playoffs
  { turns: ["am i making playoffs or am i cooked"], expect: "playoffs" },
  { turns: ["What is my chance to go in the playoffs this year?"], expect: "playoffs" },
  {
    turns: ["GM, be honest with me, are the Gridiron Gurus a playoff team or are we pretenders?"],
    expect: "playoffs",
    team: "Gridiron Gurus",
  },
  { turns: ["what's my record?", "and what are my playoff chances from here"], expect: "playoffs" },
  { turns: ["Straight up. Am I in or out of the playoffs. Give me a percent."], expect: "playoffs" },

  // improveOdds
  { turns: ["how do i boost my playoff odds whats the move"], expect: "improveOdds" },
  {
    turns: ["I'm sitting on the bubble. Tell me what to do to actually get in, not fluff."],
    expect: "improveOdds",
  },
  { turns: ["What I can change in my team so I have more chance for playoffs?"], expect: "improveOdds" },
  { turns: ["what are my playoff odds?", "ok how do I raise them"], expect: "improveOdds" },
  {
    turns: ["Which roster changes yield the largest marginal gain in my playoff probability?"],
    expect: "improveOdds",
  },

  // matchup
  { turns: ["am i gonna win this wk or nah"], expect: "matchup" },
  {
    turns: ["How do we stack up against Blitz Brigade this Sunday, are we favored?"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  { turns: ["whos favored in my match up this week"], expect: "matchup" },
  { turns: ["who do I play this week", "and what are my odds to win it?"], expect: "matchup" },
  {
    turns: ["Give me my win probability for the Week 10 matchup along with the projected margin."],
    expect: "matchup",
    week: 10,
  },

  // record
  { turns: ["wats my record rn"], expect: "record" },
  { turns: ["How many games I win and lose this season? Where I am in the table?"], expect: "record" },
  { turns: ["What's our won-loss. And don't sugarcoat where we sit in the standings."], expect: "record" },
  {
    turns: ["Current W-L, points for, and standings position for Gridiron Gurus please."],
    expect: "record",
    team: "Gridiron Gurus",
  },
  { turns: ["who's the best team in the league?", "and where am I at, what's my record"], expect: "record" },

  // rosterStatus
  { turns: ["who on my team is hurt or on bye next wk"], expect: "rosterStatus", week: "next" },
  {
    turns: ["Flag every player on my roster who is injured or on bye in Week 12."],
    expect: "rosterStatus",
    week: 12,
  },
  { turns: ["do i have anybody on by this week"], expect: "rosterStatus" },
  { turns: ["any of my guys on bye this week?", "what about week 13"], expect: "rosterStatus", week: 13 },
  { turns: ["any injuries on my roster this week?", "and next week?"], expect: "rosterStatus", week: "next" },

  // positionRank
  { turns: ["Rank my TEs this week."], expect: "positionRank", position: "TE" },
  { turns: ["rank my rbs this wk"], expect: "positionRank", position: "RB" },
  {
    turns: ["Sort my receivers by projected points for Week 11, descending."],
    expect: "positionRank",
    position: "WR",
    week: 11,
  },
  {
    turns: ["Can you put my quarterbacks in order, best to worst, for this week?"],
    expect: "positionRank",
    position: "QB",
  },
  {
    turns: ["rank my tight ends for next week", "and for week twelve"],
    expect: "positionRank",
    position: "TE",
    week: 12,
  },
  { turns: ["rank my RBs for this week", "now do receivers"], expect: "positionRank", position: "WR" },

  // projectedTotal
  { turns: ["am i favored this week", "whats my projected total tho"], expect: "projectedTotal" },
  {
    turns: ["What's my team's projected score for Week 10, with floor and ceiling?"],
    expect: "projectedTotal",
    week: 10,
  },
  { turns: ["How many points my team will make this week, and what is the range?"], expect: "projectedTotal" },
  { turns: ["what is my team projected to score next week"], expect: "projectedTotal", week: "next" },
  { turns: ["What's my projected total this week?", "and for week 11?"], expect: "projectedTotal", week: 11 },

  // leaders
  { turns: ["who's leading the league rn"], expect: "leaders" },
  { turns: ["Which team has scored the most total points this season?"], expect: "leaders" },
  { turns: ["Which team is most strong in our league?"], expect: "leaders" },
  { turns: ["who has the best record in the league"], expect: "leaders" },
  {
    turns: ["Who's the team to beat in this league? Who's got the best playoff odds of anybody?"],
    expect: "leaders",
  },
  { turns: ["What's my record?", "who's got the best record in the league though"], expect: "leaders" },

  // sleepers
  { turns: ["gimme some deep sleepers nobody's talkin about"], expect: "sleepers" },
  {
    turns: ["Identify low-rostered players with rising snap share who could break out over the next few weeks."],
    expect: "sleepers",
  },
  { turns: ["Which players nobody take now but maybe become good soon?"], expect: "sleepers" },
  { turns: ["who are some good speculative ads for the playoffs"], expect: "sleepers" },
  {
    turns: ["Give me a deep-cut sleeper at tight end, a guy nobody in my league is talking about."],
    expect: "sleepers",
    position: "TE",
  },
  {
    turns: ["any sleepers for next week?", "what about at running back"],
    expect: "sleepers",
    position: "RB",
    week: "next",
  },

  // dropStash
  {
    turns: ["Should I drop Malik Nabers or stash him on IR?"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["cam skattebo is done for the year right? do i just cut him"],
    expect: "dropStash",
    players: ["Cam Skattebo"],
  },
  {
    turns: ["Tyreek's season is over. Do I hold him or cut bait?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["Joe Burrow is injury, I keep him or I drop him?"],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  {
    turns: ["is brandon aiyuk ever coming back this year", "should i just drop him then"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["is Omarion Hampton hurt?", "ok should i stash him on IR or drop him"],
    expect: "dropStash",
    players: ["Omarion Hampton"],
  },

  // byeCover
  {
    turns: ["who's on bye for me this week", "ok who can I stream at QB to cover it"],
    expect: "byeCover",
    position: "QB",
  },
  { turns: ["need a te for the bye week who do i grab"], expect: "byeCover", position: "TE" },
  { turns: ["My kicker have bye this week, who I can take instead?"], expect: "byeCover", position: "K" },
  { turns: ["who can cover for my defense on by week"], expect: "byeCover", position: "DEF" },
  { turns: ["Bye week again. Need a running back to plug in. Who's out there."], expect: "byeCover", position: "RB" },
  {
    turns: ["my QB's on bye, who should I pick up to cover?", "and for my tight end next week?"],
    expect: "byeCover",
    position: "TE",
    week: "next",
  },

  // scenario
  { turns: ["what are my playoff odds", "what if i lose this week"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["Conditional on a 3-1 finish over the last four games, what's my playoff probability?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["If I win 2 more games, I go to playoffs?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["what are my chances if i go four and one the rest of the way"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },
  {
    turns: ["what are my playoff odds?", "what if I go 2-2?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },

  // tradeIdeas
  { turns: ["Give me some trade ideas."], expect: "tradeIdeas" },
  { turns: ["who should i try to trade for, gimme some offers to send"], expect: "tradeIdeas" },
  {
    turns: ["What kind of offer could I put together to pry Puka Nacua loose from somebody?"],
    expect: "tradeIdeas",
    players: ["Puka Nacua"],
  },
  {
    turns: ["Suggest trade offers I could send to Pocket Passers that improve my RB depth."],
    expect: "tradeIdeas",
    team: "Pocket Passers",
    position: "RB",
  },
  {
    turns: ["I want to trade DK Metcalf, what offer I can make to other teams?"],
    expect: "tradeIdeas",
    players: ["DK Metcalf"],
  },
  {
    turns: ["Give me some trade ideas", "anything with Hail Mary Heroes specifically?"],
    expect: "tradeIdeas",
    team: "Hail Mary Heroes",
  },

  // help
  { turns: ["what can you do?"], expect: "help" },
  { turns: ["wait how does this thing work"], expect: "help" },
  { turns: ["Hello, what kind of questions I can ask to you?"], expect: "help" },
  { turns: ["Alright, what exactly are you good for?"], expect: "help" },

  // None
  { turns: ["whats the weather like in chicago tomorrow need to know if i should bring a jacket"], expect: "None" },
  { turns: ["tell me a joke bro"], expect: "None" },
  { turns: ["Who will win the Champions League this year?"], expect: "None" },
  {
    turns: ["who should I start at flex this week?", "cool thanks. unrelated but what's a good chili recipe"],
    expect: "None",
  },

  // multi-part
  {
    turns: ["Is Ja'Marr Chase playing this week and what's he projected for?"],
    expect: ["status", "outlook"],
    players: ["Ja'Marr Chase"],
  },
  { turns: ["what's my record and what are my playoff odds"], expect: ["record", "playoffs"] },
  { turns: ["who do I play this week and what's my projected total?"], expect: ["matchup", "projectedTotal"] },
  { turns: ["any injuries on my team this wk and who shud i pick up"], expect: ["rosterStatus", "waivers"] },
  {
    turns: ["Two items: (1) playoff odds if I win out, (2) the single best move to improve them."],
    expect: ["scenario", "improveOdds"],
    scenario: "win-out",
  },
  {
    turns: ["Saquon Barkley is hurt? And I should start him or Kyren Williams?"],
    expect: ["status", "startSit"],
    players: ["Saquon Barkley", "Kyren Williams"],
  },
  { turns: ["is my lineup optimal and who should go in my flex"], expect: ["lineup", "slot"] },
  {
    turns: ["What's Drake London worth in a trade, and would you rather have him or Garrett Wilson rest of season?"],
    expect: ["tradeValue", "compare"],
    players: ["Drake London", "Garrett Wilson"],
  },
  {
    turns: ["Who's the best team in the league and what's my record compared to them?"],
    expect: ["leaders", "record"],
  },
  {
    turns: ["Who's on bye for me next week and who do I grab to cover my QB?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "QB",
  },
  { turns: ["rank my wrs and tell me if im favored this week"], expect: ["positionRank", "matchup"], position: "WR" },
  { turns: ["Any buy-low targets out there, and what trade offers should I make?"], expect: ["buyLow", "tradeIdeas"] },
  {
    turns: [
      "Should I start Bo Nix or Baker Mayfield this week?",
      "ok and is Baker even playing and what's his outlook rest of season",
    ],
    expect: ["status", "outlook"],
    players: ["Baker Mayfield"],
  },
  { turns: ["what can you do, and who are some sleepers for next week"], expect: ["help", "sleepers"], week: "next" },
  {
    turns: ["Should I cut J.K. Dobbins, and who should I pick up with the roster spot?"],
    expect: ["dropStash", "waivers"],
    players: ["J.K. Dobbins"],
  },
];
