// Blind held-out evaluation set 106 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: retiree, courteous.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_106: HeldOutCase[] = [
  // startSit
  {
    turns: ["Good morning. Should I start Puka Nacua or Malik Nabers this Sunday? My grandson says Nabers."],
    expect: "startSit",
    players: ["Puka Nacua", "Malik Nabers"],
  },
  {
    turns: [
      "I have Derrick Henry and Josh Jacobs but room to play only one of them this week. Which would you choose?",
    ],
    expect: "startSit",
    players: ["Derrick Henry", "Josh Jacobs"],
  },
  {
    turns: ["For week 12, would you kindly tell me whether to play Jared Goff or Bo Nix at quarterback?"],
    expect: "startSit",
    players: ["Jared Goff", "Bo Nix"],
    week: 12,
  },
  {
    turns: [
      "Who ought I to start this week, Zay Flowers or DeVonta Smith?",
      "thank you. ok what about Olave instead of Smith",
    ],
    expect: "startSit",
    players: ["Zay Flowers", "Chris Olave"],
  },
  {
    turns: ["I'm rather torn at tight end.", "sam laporta or kyle pitts this wk, which one goes in?"],
    expect: "startSit",
    players: ["Sam LaPorta", "Kyle Pitts"],
  },
  {
    turns: [
      "Between Kenneth Walker, Chuba Hubbard and Rhamondre Stevenson, which two should I play in next week's games?",
    ],
    expect: "startSit",
    players: ["Kenneth Walker III", "Chuba Hubbard", "Rhamondre Stevenson"],
    week: "next",
  },
  // compare
  {
    turns: ["Looking at the rest of the season, who is the better player to have: Garrett Wilson or Drake London?"],
    expect: "compare",
    players: ["Garrett Wilson", "Drake London"],
  },
  {
    turns: ["We mean to keep this team for years. Long term, would you rather have Ashton Jeanty or Omarion Hampton?"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["Do you like Brock Bowers?", "who's better ros tho, him or trey mcbride? not asking about this week"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: [
      "Tell me, is Jahmyr Gibbs or De'Von Achane the better back from here to the end of the year?",
      "And how does Bijan compare with Gibbs over the same stretch?",
    ],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: ["In a dynasty sense, which young man has the brighter future, Tetairoa McMillan or Emeka Egbuka?"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: [
      "Setting this week aside, whom would you sooner own for the rest of the season, Josh Allen or Lamar Jackson?",
    ],
    expect: "compare",
    players: ["Josh Allen", "Lamar Jackson"],
  },
  // slot
  {
    turns: ["Who should fill my flex spot this week? I simply can't make up my mind."],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["I have one TE spot to fill this week. Which of Jake Ferguson, Dallas Goedert or Hunter Henry goes in it?"],
    expect: "slot",
    players: ["Jake Ferguson", "Dallas Goedert", "Hunter Henry"],
    position: "TE",
  },
  { turns: ["whos my best option at RB2 this week"], expect: "slot", position: "RB" },
  {
    turns: ["Could you look over my wide receivers for me?", "Specifically, who ought to be my WR3 this Sunday?"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["Which fellow should I put in at quarterback this week? I have two on my bench and cannot decide."],
    expect: "slot",
    position: "QB",
  },
  { turns: ["for week 14 who do i put in the flex? thx"], expect: "slot", week: 14, position: "FLEX" },
  // lineup
  {
    turns: [
      "Would you be so kind as to look over my starting lineup for this week and tell me if it's the best I can do?",
    ],
    expect: "lineup",
  },
  { turns: ["Is my lineup optimal for wk 13?"], expect: "lineup", week: 13 },
  { turns: ["set my lineup for me pls, i'm hopeless at this"], expect: "lineup" },
  {
    turns: ["How is my team looking?", "I mean who should I be starting overall this Sunday, top to bottom?"],
    expect: "lineup",
  },
  { turns: ["Is my lineup set properly for this week, and who are we playing?"], expect: ["lineup", "matchup"] },
  {
    turns: ["Please set my whole starting lineup for next week. My grandson is away at college and can't help."],
    expect: "lineup",
    week: "next",
  },
  // outlook
  { turns: ["What do you expect from Jonathan Taylor this week?"], expect: "outlook", players: ["Jonathan Taylor"] },
  {
    turns: ["How many points is Jamarr Chase projected to score in week 11?"],
    expect: "outlook",
    players: ["Ja'Marr Chase"],
    week: 11,
  },
  {
    turns: ["How is CeeDee Lamb shaping up for this week?", "and the week after that?"],
    expect: "outlook",
    players: ["CeeDee Lamb"],
    week: "next",
  },
  {
    turns: ["what kind of rest of season outlook does Cam Skattebo have"],
    expect: "outlook",
    players: ["Cam Skattebo"],
  },
  {
    turns: ["Tell me what you project for Saquon Barkly this weekend.", "ok what about Breece Hall instead"],
    expect: "outlook",
    players: ["Breece Hall"],
  },
  {
    turns: ["I'm curious how Justin Jefferson will fare next week. What is your expectation for him?"],
    expect: "outlook",
    players: ["Justin Jefferson"],
    week: "next",
  },
  // status
  {
    turns: ["Is Christian McCaffery playing on Sunday? I heard something on the radio about his ankle."],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  { turns: ["has tyreek hill been practicing this week"], expect: "status", players: ["Tyreek Hill"] },
  {
    turns: ["Is Ja'Marr Chase healthy, and how do you expect him to do this week?"],
    expect: ["status", "outlook"],
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["What is the latest on Rashee Rice's injury?", "and is he expected to be available next week?"],
    expect: "status",
    players: ["Rashee Rice"],
    week: "next",
  },
  { turns: ["What does the practice report say about Mark Andrews?"], expect: "status", players: ["Mark Andrews"] },
  {
    turns: [
      "I've got Chris Godwin in my lineup.",
      "Is he actually going to suit up this week or is he still on the injury list?",
    ],
    expect: "status",
    players: ["Chris Godwin"],
  },
  // tradeValue
  {
    turns: ["What would Bijan Robinson fetch in a trade these days?"],
    expect: "tradeValue",
    players: ["Bijan Robinson"],
  },
  {
    turns: ["Is it time I traded away Travis Kelce, or is he worth more to me on my own team?"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: ["What is Drake London worth in a trade, and is he a sell-high candidate?"],
    expect: ["tradeValue", "buyLow"],
    players: ["Drake London"],
  },
  {
    turns: ["Several people in my league have asked me about James Cook.", "What is he worth in a trade, roughly?"],
    expect: "tradeValue",
    players: ["James Cook"],
  },
  {
    turns: ["If I shopped George Kittel, what sort of return ought I to expect?"],
    expect: "tradeValue",
    players: ["George Kittle"],
  },
  {
    turns: ["What is Tee Higgins worth on the trade market?", "and Jameson Williams?"],
    expect: "tradeValue",
    players: ["Jameson Williams"],
  },
  // buyLow
  { turns: ["Are there any buy-low candidates I should be pursuing in trades?"], expect: "buyLow" },
  { turns: ["Which of my players would you call sell-high candidates at the moment?"], expect: "buyLow" },
  {
    turns: ["Is Kyren Williams a buy low right now? He has had a rough few weeks."],
    expect: "buyLow",
    players: ["Kyren Williams"],
  },
  { turns: ["is rico dowdle a sell high guy after that big game"], expect: "buyLow", players: ["Rico Dowdle"] },
  {
    turns: [
      "I've been reading about buying low on players who are struggling.",
      "Who would be good buy-low targets in my league right now?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["Would Brian Thomas Jr. count as a buy-low, in your judgement, given how slowly he has started?"],
    expect: "buyLow",
    players: ["Brian Thomas Jr."],
  },
  // trade
  {
    turns: ["A gentleman in my league offered me Davante Adams for my Chase Brown. Is that a fair deal?"],
    expect: "trade",
    players: ["Davante Adams", "Chase Brown"],
  },
  {
    turns: ["I would give Drake London and get A.J. Brown in return. Should I accept?"],
    expect: "trade",
    players: ["Drake London", "A.J. Brown"],
  },
  {
    turns: ["Red Zone Raiders want my Josh Jacobs for their Kyren Williams and Jordan Addison. Who wins that trade?"],
    expect: "trade",
    players: ["Josh Jacobs", "Kyren Williams", "Jordan Addison"],
  },
  {
    turns: [
      "I have a trade offer to consider.",
      "They'd give me Terry McLaurin and I'd send them Javonte Williams. Would you take it?",
    ],
    expect: "trade",
    players: ["Terry McLaurin", "Javonte Williams"],
  },
  {
    turns: ["would you accept bucky irving for tucker kraft? i'd be the one getting irving"],
    expect: "trade",
    players: ["Bucky Irving", "Tucker Kraft"],
  },
  {
    turns: [
      "Somebody offered me Jalen Hurts for Justin Herbert straight up.",
      "Hmm, what if they added Wan'Dale Robinson on their side, do I accept then?",
    ],
    expect: "trade",
    players: ["Jalen Hurts", "Justin Herbert", "Wan'Dale Robinson"],
  },
  // waivers
  { turns: ["Whom should I pick up off the waiver wire this week?"], expect: "waivers" },
  { turns: ["How much of my FAAB should I bid on Woody Marks?"], expect: "waivers", players: ["Woody Marks"] },
  { turns: ["best adds on waivers for wk 10?"], expect: "waivers", week: 10 },
  {
    turns: ["I have $64 of faab left.", "What would be a reasonable bid on Kyle Monangai?"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["Who should I grab off waivers this week, and are there any sleepers worth stashing for later?"],
    expect: ["waivers", "sleepers"],
  },
  {
    turns: [
      "Tyrone Tracy Jr. seems to be getting more carries lately.",
      "Should I put in a claim for him, and if so how much ought I to bid?",
    ],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },
  // playoffs
  { turns: ["What are my chances of making the playoffs this year?"], expect: "playoffs" },
  { turns: ["Do you think Gridiron Gurus will reach the postseason?"], expect: "playoffs" },
  { turns: ["whats the % i make playoffs"], expect: "playoffs" },
  {
    turns: ["We lost again on Monday night, I'm afraid.", "Is there still a chance for us to get into the playoffs?"],
    expect: "playoffs",
  },
  {
    turns: [
      "My grandson thinks we're done for.",
      "Be honest with me: am I likely to make the playoffs, or should I start thinking about next year?",
    ],
    expect: "playoffs",
  },
  { turns: ["What are my playoff odds, and what could I do to improve them?"], expect: ["playoffs", "improveOdds"] },
  // improveOdds
  { turns: ["What moves could I make to improve my chances of reaching the playoffs?"], expect: "improveOdds" },
  { turns: ["what should i do to sneak into the playoffs"], expect: "improveOdds" },
  {
    turns: ["I'd like to give us the best possible shot at a playoff spot. What would you recommend I change?"],
    expect: "improveOdds",
  },
  { turns: ["What are my playoff odds at present?", "Alright. What can I do to raise them?"], expect: "improveOdds" },
  { turns: ["Which trades or pickups would do the most for my playoff odds?"], expect: "improveOdds" },
  {
    turns: ["I'm sitting right on the bubble. How do I get myself into the playoffs from here?"],
    expect: "improveOdds",
  },
  // matchup
  { turns: ["Who am I playing this week?"], expect: "matchup" },
  { turns: ["Am I favoured in my game this weekend?"], expect: "matchup" },
  { turns: ["What's my record?", "ok and what's my win probability vs this week's opponent"], expect: "matchup" },
  { turns: ["I see I'm up against Blitz Brigade.", "How does that matchup look for me?"], expect: "matchup" },
  {
    turns: ["How does my head-to-head matchup shape up this week? My granddaughter says we're in trouble."],
    expect: "matchup",
  },
  {
    turns: ["Who am I up against this week, and how many points am I projected to score?"],
    expect: ["matchup", "projectedTotal"],
  },
  // record
  { turns: ["What is my record so far this season?"], expect: "record" },
  { turns: ["Good evening.", "Where do we stand in the league standings at the moment?"], expect: "record" },
  { turns: ["what place is gridiron gurus in"], expect: "record" },
  { turns: ["What is the record of the Sunday Scaries?"], expect: "record", team: "Sunday Scaries" },
  {
    turns: ["How many games have I won?", "And how about Hail Mary Heroes, what's their record?"],
    expect: "record",
    team: "Hail Mary Heroes",
  },
  { turns: ["What is my record, and do I stand a chance of making the playoffs?"], expect: ["record", "playoffs"] },
  // rosterStatus
  { turns: ["Which of my players are hurt right now?"], expect: "rosterStatus" },
  { turns: ["Who on my team is on bye next week?"], expect: "rosterStatus", week: "next" },
  {
    turns: ["Are there any injuries or byes on my roster that I should know about for week 9?"],
    expect: "rosterStatus",
    week: 9,
  },
  {
    turns: [
      "I'm trying to get ahead of things.",
      "Could you list everyone on my roster who is injured or on a bye this week?",
    ],
    expect: "rosterStatus",
  },
  {
    turns: ["Which of my players are injured, and who should I pick up on waivers to replace them?"],
    expect: ["rosterStatus", "waivers"],
  },
  { turns: ["Do I have anybody on bye in week 14?"], expect: "rosterStatus", week: 14 },
  // positionRank
  { turns: ["Please rank my running backs for this week."], expect: "positionRank", position: "RB" },
  {
    turns: ["Could you put my wide receivers in order from best to worst for week 12?"],
    expect: "positionRank",
    week: 12,
    position: "WR",
  },
  {
    turns: ["Please rank my running backs for this week.", "Now my tight ends for next week, if you would."],
    expect: "positionRank",
    week: "next",
    position: "TE",
  },
  {
    turns: ["I have quite a few receivers now.", "Would you rank them for me for this Sunday?"],
    expect: "positionRank",
    position: "WR",
  },
  { turns: ["In what order would you place my quarterbacks this week?"], expect: "positionRank", position: "QB" },
  {
    turns: ["Please rank my running backs for week 14, and tell me my team's projected total for that week."],
    expect: ["positionRank", "projectedTotal"],
    week: 14,
    position: "RB",
  },
  // projectedTotal
  { turns: ["How many points is my team projected to score this week?"], expect: "projectedTotal" },
  { turns: ["What's my projected total this week?", "and for next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["what's my floor and ceiling this wk"], expect: "projectedTotal" },
  {
    turns: ["How does my team look for week 13?", "In terms of points, I mean. What's the projected total and range?"],
    expect: "projectedTotal",
    week: 13,
  },
  {
    turns: ["Give me my team's projected score for week 16, please, including the low and high ends."],
    expect: "projectedTotal",
    week: 16,
  },
  {
    turns: ["How many points should Gridiron Gurus put up this weekend, by your estimate?"],
    expect: "projectedTotal",
  },
  // leaders
  { turns: ["Who's leading the league?"], expect: "leaders" },
  { turns: ["Which team has scored the most points this season?"], expect: "leaders" },
  { turns: ["Going by record, which team is the strongest in our league?"], expect: "leaders" },
  { turns: ["who has the best playoff odds in the league"], expect: "leaders" },
  { turns: ["I'm curious about the rest of the league.", "Which team is in first place?"], expect: "leaders" },
  { turns: ["Who leads the league, and where do I rank?"], expect: ["leaders", "record"] },
  // sleepers
  { turns: ["Are there any sleepers I ought to stash away for later in the season?"], expect: "sleepers" },
  { turns: ["deep sleepers for next week?"], expect: "sleepers", week: "next" },
  {
    turns: ["Which players on waivers might be worth holding for the playoffs, even if they won't help me right away?"],
    expect: "sleepers",
  },
  {
    turns: [
      "I already made my waiver claims for this week.",
      "Are there any under-the-radar fellows I should keep an eye on for down the road?",
    ],
    expect: "sleepers",
  },
  { turns: ["Who are some good stash candidates for the fantasy playoffs?"], expect: "sleepers" },
  { turns: ["Could you name a few sleeper pickups for week 11?"], expect: "sleepers", week: 11 },
  // dropStash
  {
    turns: ["Tyreek Hill is hurt again. Should I drop him or hold on?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["Should I put Chris Godwin on IR and keep him, or let him go?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  {
    turns: ["is it worth stashing nico collins on IR or should i cut him"],
    expect: "dropStash",
    players: ["Nico Collins"],
  },
  {
    turns: ["Is Mark Andrews playing this week, and if not, should I drop him?"],
    expect: ["status", "dropStash"],
    players: ["Mark Andrews"],
  },
  {
    turns: [
      "Brandon Aiyuk has been out for ages. Is he worth holding any longer, or should I drop him for someone healthy?",
    ],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["Should I drop J.K. Dobbins now that he's injured?", "what about Alvin Kamara, same question"],
    expect: "dropStash",
    players: ["Alvin Kamara"],
  },
  // byeCover
  {
    turns: ["My tight end Trey McBride is on bye next week. Who should I use in his place?"],
    expect: "byeCover",
    players: ["Trey McBride"],
    week: "next",
    position: "TE",
  },
  {
    turns: ["Lamar Jackson is on bye in week 9, I see.", "Who can cover for him at QB that week?"],
    expect: "byeCover",
    players: ["Lamar Jackson"],
    week: 9,
    position: "QB",
  },
  { turns: ["my kicker's on bye this week, who should i stream in his place"], expect: "byeCover", position: "K" },
  {
    turns: ["I see Puka Nacua has a bye in week 8.", "Who should fill in for him at receiver that week?"],
    expect: "byeCover",
    players: ["Puka Nacua"],
    week: 8,
    position: "WR",
  },
  {
    turns: ["With Jalen Hurts on bye this week, which quarterback should stand in for him?"],
    expect: "byeCover",
    players: ["Jalen Hurts"],
    position: "QB",
  },
  {
    turns: ["Josh Jacobs has his bye in week 10. Who is my best backup at running back to cover it?"],
    expect: "byeCover",
    players: ["Josh Jacobs"],
    week: 10,
    position: "RB",
  },
  // scenario
  {
    turns: ["What would my playoff chances be if I win all of my remaining games?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["What's my record at present, and what would my odds look like if I lost this week?"],
    expect: ["record", "scenario"],
    scenario: "lose-this-week",
  },
  { turns: ["what are my odds if i go 3-2 the rest of the way"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  {
    turns: ["Suppose we win two of our last four. Would that be enough to get us into the playoffs?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  { turns: ["What are my playoff odds?", "And if I win out?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["How do my playoff odds look?", "If I manage to win three more games, where would they stand?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  // tradeIdeas
  { turns: ["Who could I get in exchange for Garrett Wilson?"], expect: "tradeIdeas", players: ["Garrett Wilson"] },
  {
    turns: ["Can you suggest some 2-for-1 trades built around Jaylen Warren and Courtland Sutton?"],
    expect: "tradeIdeas",
    players: ["Jaylen Warren", "Courtland Sutton"],
  },
  {
    turns: ["what kind of package could i put together around Kenneth Walker to land a top wr"],
    expect: "tradeIdeas",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["I'm thinking of shopping Jaxson Dart.", "What sort of deals could I build around him?"],
    expect: "tradeIdeas",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["I'd like to trade Travis Etienne and Xavier Worthy together. Who might I get for the pair?"],
    expect: "tradeIdeas",
    players: ["Travis Etienne Jr.", "Xavier Worthy"],
  },
  {
    turns: [
      "Mike Evans has been good to me, but I need a running back.",
      "Could you give me a few trade ideas using him as the main piece?",
    ],
    expect: "tradeIdeas",
    players: ["Mike Evans"],
  },
  // help
  { turns: ["What can you help me with?"], expect: "help" },
  { turns: ["I'm new to all of this. How do I use you?"], expect: "help" },
  { turns: ["What sorts of questions am I allowed to ask you?"], expect: "help" },
  { turns: ["what r u able to do exactly"], expect: "help" },
  {
    turns: ["Hello there.", "My grandson set this up for me. What exactly are you able to do for me?"],
    expect: "help",
  },
  { turns: ["Could you explain how this assistant works and what it is good for?"], expect: "help" },
  // None
  { turns: ["Will it rain at the stadium in Buffalo on Sunday?"], expect: "None" },
  { turns: ["Tell me a good clean joke to share with my bridge club."], expect: "None" },
  {
    turns: ["Who is my opponent this week?", "Never mind that. Who do you think will win the World Series?"],
    expect: "None",
  },
  { turns: ["What time does the pharmacy on Main Street close on Sundays?"], expect: "None" },
  {
    turns: ["Thank you for the advice earlier.", "Unrelated, but could you recommend a good recipe for pot roast?"],
    expect: "None",
  },
  { turns: ["What's a good cruise line for a couple in their seventies?"], expect: "None" },
];
