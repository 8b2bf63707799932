// Eleventh blind held-out set for the GM's understanding, written by someone who never saw the training paraphrases,
// the cue lists, the other held-out sets or the evaluation script: only the families' one-line meanings and the
// demo league's team names. Voices: busy parent typing one-handed (autocorrect slips, typos), analytics/stats nerd,
// first-season newbie unsure of the terms, trash-talking rival (caps, emoji), overly formal/polite writer,
// terse 2-4 word texter, rambler who buries the question in a story, sports bettor thinking in lines and odds,
// British/Australian fan (mate, flog, crocked, side, punts).
// It is scored once and never tuned on.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_11: HeldOutCase[] = [
  // startSit
  {
    turns: ["shoud i start chase brwn or gibbs this wk? typing w a baby on my arm sry"],
    expect: "startSit",
    players: ["Chase Brown", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "Good evening. Might you advise whether I ought to start Jaxon Smith-Njigba or Garrett Wilson this week?",
      "Thank you kindly. And would your answer differ for Week 12?",
    ],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Garrett Wilson"],
    week: 12,
  },
  { turns: ["Kelce outlook this week", "bench him?"], expect: "startSit", players: ["Travis Kelce"] },
  {
    turns: ["Bucky Irving or Kyren Williams this week, mate? Proper torn", "cheers. same two for next week?"],
    expect: "startSit",
    players: ["Bucky Irving", "Kyren Williams"],
    week: "next",
  },
  {
    turns: [
      "treating this like a prop bet: who clears the higher line sunday, " +
        "Puka or the Sun God? one of em is riding my bench",
    ],
    expect: "startSit",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "Sorry, first season ever. I can only play one of Derrick Henry, James " +
        "Cook and Josh Jacobs this week. Which one should I start?",
    ],
    expect: "startSit",
    players: ["Derrick Henry", "James Cook", "Josh Jacobs"],
  },

  // compare
  {
    turns: [
      "ROS, whose profile do you prefer: Ladd McConkey (elite YPRR) or " +
        "Tetairoa McMillan (air-yards hog)? purely rest-of-season value",
    ],
    expect: "compare",
    players: ["Ladd McConkey", "Tetairoa McMillan"],
  },
  {
    turns: ["Coach Harper keeps saying Jeanty > Bijan for the rest of the year 🤡 tell me he's wrong"],
    expect: "compare",
    players: ["Ashton Jeanty", "Bijan Robinson"],
  },
  {
    turns: ["who's the better rest-of-season TE, McBride or Bowers?", "what about McBride vs Kittle then?"],
    expect: "compare",
    players: ["Trey McBride", "George Kittle"],
  },
  {
    turns: ["Achane vs Taylor ROS", "Gibbs instead of Achane?"],
    expect: "compare",
    players: ["Jahmyr Gibbs", "Jonathan Taylor"],
  },
  {
    turns: [
      "So my brother-in-law and I were on the phone, and he starts going on " +
        "about how Malik Nabers is a better piece than Justin Jefferson, and I " +
        "nearly choked on my coffee. Anyway, for the remainder of this season, " +
        "who's actually the better player to have, Nabers or JJ?",
    ],
    expect: "compare",
    players: ["Malik Nabers", "Justin Jefferson"],
  },
  {
    turns: ["Olave or McLaurin, who's better the rest of the way? and is Olave a sell-high right now?"],
    expect: ["compare", "tradeValue"],
    players: ["Chris Olave", "Terry McLaurin"],
  },

  // slot
  {
    turns: [
      "I have two spots on my lineup that say WR. Who should go in the second one? Still learning how this works",
    ],
    expect: "slot",
    position: "WR",
  },
  { turns: ["who goes in my rb2 spot this wk, kid screaming, quick answer pls"], expect: "slot", position: "RB" },
  {
    turns: [
      "Which tight end would you recommend I play this week?",
      "Much obliged. And whom should I place in my flex position?",
    ],
    expect: "slot",
    position: "FLEX",
  },
  { turns: ["who goes at TE"], expect: "slot", position: "TE" },
  { turns: ["who should be my flex this week?", "and for week 13?"], expect: "slot", position: "FLEX", week: 13 },
  { turns: ["EV-wise, which of my quarterbacks goes in the QB slot this week?"], expect: "slot", position: "QB" },

  // lineup
  { turns: ["lineup optimal?"], expect: "lineup" },
  { turns: ["Would you be so good as to set my optimal lineup for Week 11? Many thanks."], expect: "lineup", week: 11 },
  {
    turns: ["COACH BLAKE IS GETTING SMOKED THIS WEEK 😤 just make sure my lineup is airtight, set the best one"],
    expect: "lineup",
  },
  { turns: ["set my best lineup", "do it again for next week"], expect: "lineup", week: "next" },
  {
    turns: ["set my lineup for this week and tell me who on my team is hurt or on bye"],
    expect: ["lineup", "rosterStatus"],
  },
  {
    turns: ["Right, can you sort out my starters for this weekend? Want the strongest side possible."],
    expect: "lineup",
  },

  // outlook
  { turns: ["What's Lamar's median projection and ceiling this week?"], expect: "outlook", players: ["Lamar Jackson"] },
  {
    turns: ["set me an over/under on Saquon this week. what's his floor and his ceiling"],
    expect: "outlook",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["how many points is Jonathan Taylor projected for this week?", "and week 14?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
    week: 14,
  },
  {
    turns: ["How's Nico Collins shaping up for next week, any good?"],
    expect: "outlook",
    players: ["Nico Collins"],
    week: "next",
  },
  {
    turns: ["whats mahomes projected for this week and is he banged up at all?"],
    expect: ["outlook", "status"],
    players: ["Patrick Mahomes"],
  },
  {
    turns: ["I just traded for Ja'Marr Chase!! first trade I've ever made", "how do you think he'll do this week?"],
    expect: "outlook",
    players: ["Ja'Marr Chase"],
  },

  // status
  {
    turns: ["is cmc playign sunday?? autocorrect keeps changing it to cmv ugh"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Could you please tell me the nature of A.J. Brown's injury and when he is expected to return?"],
    expect: "status",
    players: ["A.J. Brown"],
  },
  { turns: ["Kittle healthy?", "and Pearsall?"], expect: "status", players: ["Ricky Pearsall"] },
  {
    turns: ["is Nabers good to go sunday? if he is, do I start him over Drake London?"],
    expect: ["status", "startSit"],
    players: ["Malik Nabers", "Drake London"],
  },
  {
    turns: ["should I start Tee Higgins this week?", "wait is he even healthy"],
    expect: "status",
    players: ["Tee Higgins"],
  },
  {
    turns: ["what's the latest on Jayden Reed's injury, and should I stash him on IR or cut him?"],
    expect: ["status", "dropStash"],
    players: ["Jayden Reed"],
  },

  // tradeValue
  {
    turns: ["JSN is crushing his expected fantasy points. is this the sell-high window?"],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["What is Bijan Robinson worth in a trade? I don't really know how to value players yet"],
    expect: "tradeValue",
    players: ["Bijan Robinson"],
  },
  {
    turns: ["if Breece Hall were a stock am I buying or selling? what's his trade value"],
    expect: "tradeValue",
    players: ["Breece Hall"],
  },
  {
    turns: ["how's Derrick Henry looking the rest of the way", "what could I get for him in a trade?"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["what's George Pickens worth and who in the league might pay up for him?"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["George Pickens"],
  },
  {
    turns: ["Is now the time to flog Puka while his stock's sky high?", "what about ARSB?"],
    expect: "tradeValue",
    players: ["Amon-Ra St. Brown"],
  },

  // buyLow
  { turns: ["buy low targets?"], expect: "buyLow" },
  { turns: ["who's trading below their true line in this league? I wanna buy low"], expect: "buyLow" },
  { turns: ["is MHJ a buy-low right now?"], expect: "buyLow", players: ["Marvin Harrison Jr."] },
  { turns: ["is BTJ a buy low?", "what about Xavier Worthy?"], expect: "buyLow", players: ["Xavier Worthy"] },
  {
    turns: ["Which players around the league would you suggest I attempt to acquire at a discount?"],
    expect: "buyLow",
  },
  {
    turns: [
      "Mate I've been watching the waiver wire all week and there's nothing, " +
        "so I'm thinking trades instead. Which blokes on other teams are " +
        "underperforming and worth buying low on?",
    ],
    expect: "buyLow",
  },

  // trade
  {
    turns: [
      "Coach Tatum offered me Kyle Pitts and Khalil Shakir for my Jonathan Taylor 😂 do I accept or laugh at him?",
    ],
    expect: "trade",
    players: ["Kyle Pitts", "Khalil Shakir", "Jonathan Taylor"],
  },
  {
    turns: [
      "I have been offered the following: I give Davante Adams; I receive " +
        "Zay Flowers and Chuba Hubbard. Would you advise acceptance?",
    ],
    expect: "trade",
    players: ["Davante Adams", "Zay Flowers", "Chuba Hubbard"],
  },
  { turns: ["trade Lamb for Puka straight up, yes or no"], expect: "trade", players: ["CeeDee Lamb", "Puka Nacua"] },
  {
    turns: [
      "Proposed deal: my James Cook + Jordan Addison for Chase Brown + Rome " +
        "Odunze. By ROS points above replacement, who wins this trade?",
    ],
    expect: "trade",
    players: ["James Cook", "Jordan Addison", "Chase Brown", "Rome Odunze"],
  },
  {
    turns: ["Coach Sawyer wants my Kittle", "he's offering Sam LaPorta and DJ Moore for him, should I take it?"],
    expect: "trade",
    players: ["George Kittle", "Sam LaPorta", "DJ Moore"],
  },
  {
    turns: ["someone offerd me garret wilson + jonnu smith for my derrik henry. accept?? on my phone sry"],
    expect: "trade",
    players: ["Derrick Henry", "Garrett Wilson", "Jonnu Smith"],
  },

  // waivers
  { turns: ["best waiver adds?"], expect: "waivers" },
  { turns: ["who's the best pickup this week and how much FAAB do I bet on him"], expect: "waivers" },
  {
    turns: [
      "I have $63 of waiver budget left. Who should I grab from free agency this week and how much should I spend?",
    ],
    expect: "waivers",
  },
  {
    turns: ["who should I pick up this week, and should I drop my injured guys to make room or stash them?"],
    expect: ["waivers", "dropStash"],
  },
  {
    turns: ["who should I add off waivers this week?", "any tight ends worth grabbing?"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: ["Any free agents worth nicking this week? How much of my budget should I chuck at them?"],
    expect: "waivers",
  },

  // playoffs
  { turns: ["playoff odds?"], expect: "playoffs" },
  { turns: ["what's my implied probability of making the playoffs right now"], expect: "playoffs" },
  {
    turns: ["what are my playoff chances, and what moves would boost them most?"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["what're my playoff chances right now and what if I go 2-2 the rest of the way?"],
    expect: ["playoffs", "scenario"],
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: [
      "So I started 1-4, thought the season was toast, my wife told me to " +
        "stop checking the app, then I rattled off a few wins and now I'm " +
        "genuinely hopeful. Am I actually going to make the playoffs or am I " +
        "kidding myself?",
    ],
    expect: "playoffs",
  },
  { turns: ["what's my record?", "and my chances of getting into the playoffs?"], expect: "playoffs" },

  // improveOdds
  { turns: ["Which roster moves maximize my playoff probability delta?"], expect: "improveOdds" },
  { turns: ["what moves shud i make to boost my playof odds, quick"], expect: "improveOdds" },
  {
    turns: ["What actions would you recommend to improve my prospects of qualifying for the postseason?"],
    expect: "improveOdds",
  },
  { turns: ["what are my playoff odds", "ok how do I get that number up"], expect: "improveOdds" },
  {
    turns: ["I NEED to make the playoffs just to shut Coach Rowan up. what's the single best move to raise my odds?"],
    expect: "improveOdds",
  },
  { turns: ["how to boost playoff odds"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i playing"], expect: "matchup" },
  {
    turns: ["what's the spread on my game this week?", "and my win probability for next week's game?"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: ["who am I up against this week and do I have anyone injured or on bye?"],
    expect: ["matchup", "rosterStatus"],
  },
  { turns: ["what's my matchup this week", "and week 12?"], expect: "matchup", week: 12 },
  {
    turns: ["who am I facing this week? also Hampton or Achane?"],
    expect: ["matchup", "startSit"],
    players: ["Omarion Hampton", "De'Von Achane"],
  },
  {
    turns: ["what's the projected score of my game this week? am I gonna bury this guy or what 💀"],
    expect: "matchup",
  },

  // record
  { turns: ["my record?"], expect: "record" },
  { turns: ["what's the record for RZR?"], expect: "record", team: "Red Zone Raiders" },
  { turns: ["How is Coach Marlow's team doing? What's their win-loss?"], expect: "record", team: "Two-Minute Drill" },
  { turns: ["whats my record and what are my playoff odds"], expect: ["record", "playoffs"] },
  { turns: ["what's my record", "and the Sunday Scaries?"], expect: "record", team: "Sunday Scaries" },
  { turns: ["Where am I in the table at the moment? Wins and losses please"], expect: "record" },

  // rosterStatus
  { turns: ["anyone on my team hurt or on bye this wk?"], expect: "rosterStatus" },
  {
    turns: ["Could you list any injuries or bye weeks affecting my roster in Week 13?"],
    expect: "rosterStatus",
    week: 13,
  },
  { turns: ["who's on bye for me this week", "next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["my injuries?"], expect: "rosterStatus" },
  {
    turns: ["I see little red letters next to some of my players. Who on my team is injured right now?"],
    expect: "rosterStatus",
  },
  { turns: ["Which of my lads are crocked or on a bye for week 12?"], expect: "rosterStatus", week: 12 },

  // positionRank
  { turns: ["Rank my running backs by projected points this week."], expect: "positionRank", position: "RB" },
  { turns: ["rank my TEs"], expect: "positionRank", position: "TE" },
  { turns: ["rank my wide receivers for this week", "now do quarterbacks"], expect: "positionRank", position: "QB" },
  { turns: ["rank my RBs for week 13", "same for WRs"], expect: "positionRank", position: "WR", week: 13 },
  {
    turns: ["Would you order my quarterbacks from best to worst for Week 14, please?"],
    expect: "positionRank",
    position: "QB",
    week: 14,
  },
  { turns: ["rank my recievers best to worst for next wk"], expect: "positionRank", position: "WR", week: "next" },

  // projectedTotal
  { turns: ["my projected total"], expect: "projectedTotal" },
  { turns: ["what's my team total this week? give me the range too, floor to ceiling"], expect: "projectedTotal" },
  {
    turns: ["how many points is my team projected for this week", "what about week 15"],
    expect: "projectedTotal",
    week: 15,
  },
  {
    turns: ["What's my team's projected output for Week 12, with the 10th-90th percentile range?"],
    expect: "projectedTotal",
    week: 12,
  },
  { turns: ["How many points is my side expected to put up this weekend?"], expect: "projectedTotal" },
  {
    turns: ["How many points do you think my whole team will score next week?"],
    expect: "projectedTotal",
    week: "next",
  },

  // leaders
  { turns: ["who's in first?"], expect: "leaders" },
  { turns: ["who's the team to beat in this league? and don't say Coach Harper's lol"], expect: "leaders" },
  { turns: ["who's top of the league, and where do I stand?"], expect: ["leaders", "record"] },
  {
    turns: ["which team leads the league in points scored?", "and who's got the best playoff odds?"],
    expect: "leaders",
  },
  { turns: ["who's the title favorite? which team has the shortest odds to make the playoffs"], expect: "leaders" },
  { turns: ["Which team currently holds the best record in our league?"], expect: "leaders" },

  // sleepers
  {
    turns: ["Give me some deep sleepers: low roster %, high-upside guys to stash for next week and beyond."],
    expect: "sleepers",
  },
  { turns: ["deep sleepers?"], expect: "sleepers" },
  { turns: ["who are some long-shot lottery tickets worth stashing for the back half?"], expect: "sleepers" },
  {
    turns: ["who should i pick up this week", "ok and any deeper sleepers for later in the season?"],
    expect: "sleepers",
  },
  { turns: ["Any under-the-radar punts worth a speculative pickup ahead of next week?"], expect: "sleepers" },
  {
    turns: ["Someone in my league said I should grab 'sleepers'. Who are some that might break out in a few weeks?"],
    expect: "sleepers",
  },

  // dropStash
  { turns: ["shud I drop my hurt guys or stash em on IR"], expect: "dropStash" },
  {
    turns: ["Aiyuk has been out forever. keep stashing him on IR or cut bait?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["what's Jayden Daniels' injury?", "should I stash him or drop him"],
    expect: "dropStash",
    players: ["Jayden Daniels"],
  },
  {
    turns: ["Given their projected return timelines, should I retain my injured players or release them?"],
    expect: "dropStash",
  },
  { turns: ["Nabers status?", "drop or stash?"], expect: "dropStash", players: ["Malik Nabers"] },
  {
    turns: [
      "My IR slot is full, my bench has two guys in walking boots, and my " +
        "league mate keeps telling me I'm running a hospital, not a fantasy " +
        "team. Which of my injured guys are worth holding and which should I " +
        "just let go?",
    ],
    expect: "dropStash",
  },

  // byeCover
  {
    turns: ["My starting quarterback has a bye in Week 12. Whom should I acquire to cover?"],
    expect: "byeCover",
    position: "QB",
    week: 12,
  },
  { turns: ["both my TEs on bye next wk wtf, who do i grab"], expect: "byeCover", position: "TE", week: "next" },
  { turns: ["RB bye cover week 13?"], expect: "byeCover", position: "RB", week: 13 },
  {
    turns: ["who's on bye for me next week?", "ok who do I pick up to cover my WR then"],
    expect: "byeCover",
    position: "WR",
    week: "next",
  },
  {
    turns: ["My tight end's got his bye this weekend. Who's a decent stand-in off the wire?"],
    expect: "byeCover",
    position: "TE",
  },
  { turns: ["my QB's on bye this week, who's the best value streamer to cover?"], expect: "byeCover", position: "QB" },

  // scenario
  { turns: ["if i win out am i in??"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["What happens to my playoff odds if I go 2-1 over the next three?"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  {
    turns: [
      "I just need to win 2 more to get in and shut Coach Tatum up, right? what are my odds if I win two more games?",
    ],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["what are my playoff odds", "and if I win 3 of my last 4?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["if I win out am I a lock? if not, what moves should I make to boost my odds?"],
    expect: ["scenario", "improveOdds"],
    scenario: "win-out",
  },
  {
    turns: ["who am I playing this week", "what if I lose to them, am I still alive for the playoffs?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // tradeIdeas
  {
    turns: ["what's Davante Adams' trade value?", "ok give me some trade ideas for him"],
    expect: "tradeIdeas",
    players: ["Davante Adams"],
  },
  {
    turns: ["Coach Finley's been begging me for a deal all week. what trades could I realistically pitch him?"],
    expect: "tradeIdeas",
    team: "Waiver Wire Wizards",
  },
  { turns: ["Need a RB badly. Suggest some trades that would get me one."], expect: "tradeIdeas", position: "RB" },
  { turns: ["suggest a 2-for-1 where I consolidate two of my bench guys into a stud"], expect: "tradeIdeas" },
  {
    turns: ["what's Hail Mary Heroes' record?", "any trades I could pitch them?"],
    expect: "tradeIdeas",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["Which players on other rosters could I target in a trade to fix my TE hole?"],
    expect: "tradeIdeas",
    position: "TE",
  },

  // help
  { turns: ["what can u do"], expect: "help" },
  {
    turns: ["Good afternoon. Could you explain what sort of questions you are able to assist me with?"],
    expect: "help",
  },
  { turns: ["I'm new to fantasy and to this app. How do you work exactly?"], expect: "help" },
  { turns: ["what kind of stuff can you help with? also is my lineup optimal"], expect: ["help", "lineup"] },
  { turns: ["hello", "what are you for exactly"], expect: "help" },
  { turns: ["Alright, what're you actually capable of then? Give us the rundown."], expect: "help" },

  // None
  { turns: ["what's the weather in chicago tomorrow, planning a bbq"], expect: "None" },
  { turns: ["thanks for the lineup help", "now tell me a knock-knock joke"], expect: "None" },
  { turns: ["who wins the Lakers game tonight?"], expect: "None" },
  { turns: ["should I buy Nvidia stock this week?"], expect: "None" },
  { turns: ["what's a good chili recipe for my draft party"], expect: "None" },
  {
    turns: [
      "should I start Hurts or Daniels?",
      "ok unrelated, can you help me write a cover letter for a job application",
    ],
    expect: "None",
  },
];
