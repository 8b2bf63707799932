// Blind held-out evaluation set 133 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: non-native (German) English.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_133: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "Good evening. I stand before a decision for this week: " +
        "Ja'Marr Chase or Puka Nacua, whom shall I put into the lineup?",
    ],
    expect: "startSit",
    players: ["Ja'Marr Chase", "Puka Nacua"],
  },
  {
    turns: ["is it more clever to let play Bucky Irving or Chuba Hubbard this sunday? i am really unsure"],
    expect: "startSit",
    players: ["Bucky Irving", "Chuba Hubbard"],
  },
  {
    turns: [
      "Should I start Jaxson Dart or rather Baker Mayfield this week?",
      "And for the week after, is it then the same answer?",
    ],
    expect: "startSit",
    players: ["Jaxson Dart", "Baker Mayfield"],
    week: "next",
  },
  {
    turns: [
      "For week 12 I am thinking about LaPorta against Tucker Kraft. Which one of them belongs in my starting lineup?",
    ],
    expect: "startSit",
    players: ["Sam LaPorta", "Tucker Kraft"],
    week: 12,
  },
  {
    turns: [
      "Whom do you prefer to start in this week, Zay Flowers or Courtland Sutton?",
      "Hm, and when I take also Jakobi Meyers into the question?",
    ],
    expect: "startSit",
    players: ["Zay Flowers", "Courtland Sutton", "Jakobi Meyers"],
  },
  {
    turns: ["Kyren Williams, Woody Marks, Rico Dowdle - of these three only two can start at me this week. Which two?"],
    expect: "startSit",
    players: ["Kyren Williams", "Woody Marks", "Rico Dowdle"],
  },

  // compare
  {
    turns: ["For the rest of the season, who is the more valuable player, Garrett Wilson or Drake London?"],
    expect: "compare",
    players: ["Garrett Wilson", "Drake London"],
  },
  {
    turns: ["in dynasty i would like to know whom you value higher on long sight: Tetairoa McMillan or Emeka Egbuka"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: ["Who is better ROS, Bijan or Gibbs?", "Okay. And the same question for Lamar and Josh Allen, please"],
    expect: "compare",
    players: ["Lamar Jackson", "Josh Allen"],
  },
  {
    turns: [
      "Long-term seen, is Marvin Harrison Jr. still the better asset as Rome Odunze? I have my doubts meanwhile.",
    ],
    expect: "compare",
    players: ["Marvin Harrison Jr.", "Rome Odunze"],
  },
  {
    turns: ["which tight end has more worth for the remaining year — Bowers or McBride, honestly spoken"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: [
      "I play in a keeper league. Malik Nabers or Ladd McConkey, who is the better one for the next years?",
      "and if you put Xavier Worthy also in this comparison?",
    ],
    expect: "compare",
    players: ["Malik Nabers", "Ladd McConkey", "Xavier Worthy"],
  },

  // slot
  {
    turns: ["Who should play on my FLEX position this week? I cannot decide it myself."],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["At the tight end spot I am unsure whom I should put in. Please give me a recommendation."],
    expect: "slot",
    position: "TE",
  },
  { turns: ["my RB2 is a problem since weeks. who shall stand there this week?"], expect: "slot", position: "RB" },
  {
    turns: ["Whom do you recommend for the quarterback position in this week?", "and for the defence?"],
    expect: "slot",
    position: "DEF",
  },
  {
    turns: ["For the WR3 in week 11, which of my receivers fits there the best?"],
    expect: "slot",
    position: "WR",
    week: 11,
  },
  {
    turns: ["Who should I put at flex this week?", "And how about next week on the same place?"],
    expect: "slot",
    position: "FLEX",
    week: "next",
  },

  // lineup
  { turns: ["Can you please optimise my complete lineup for this week?"], expect: "lineup" },
  { turns: ["I have set my lineup already, please control if it is correct like this"], expect: "lineup" },
  { turns: ["Make me the best possible starting formation for week 12 pls"], expect: "lineup", week: 12 },
  {
    turns: ["Set my lineup for this week.", "Good. And the same thing for next week please."],
    expect: "lineup",
    week: "next",
  },
  {
    turns: [
      "Hello GM, I prepare myself for the sunday.",
      "Please look through my entire lineup and tell me what I must change.",
    ],
    expect: "lineup",
  },

  // outlook
  {
    turns: ["How will Jonathan Taylor perform this week according to your opinion?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["Is Jaxson Dart for real or is this only a short fire of straw?"],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["what is the projection for jameson williams for rest of season"],
    expect: "outlook",
    players: ["Jameson Williams"],
  },
  {
    turns: ["How many points do you expect from Derrick Henry this week?", "and from Saquon?"],
    expect: "outlook",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["Tell me please, is Kyle Monangai in general a player who is worth to start?"],
    expect: "outlook",
    players: ["Kyle Monangai"],
  },
  {
    turns: [
      "What is your outlook for Drake Maye this week?",
      "And for the remaining season, how do you see him there?",
    ],
    expect: "outlook",
    players: ["Drake Maye"],
  },

  // status
  {
    turns: ["What has happened with CMC? I have read something of an injury"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Does Tyreek Hill play on sunday or not? I find no clear information."],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  { turns: ["does Mark Andrews train this week? are there news?"], expect: "status", players: ["Mark Andrews"] },
  {
    turns: ["Is Nico Collins healthy for this week?", "And how is it with Chris Godwin, is he available?"],
    expect: "status",
    players: ["Chris Godwin"],
  },
  {
    turns: ["Are there any news about the injury from Brian Thomas Jr.? Comes he back soon?"],
    expect: "status",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["I heard A.J. Brown was only limited in the training.", "What is the newest state of him?"],
    expect: "status",
    players: ["A.J. Brown"],
  },

  // tradeValue
  {
    turns: ["What is Jaylen Waddle worth in a trade at the moment?"],
    expect: "tradeValue",
    players: ["Jaylen Waddle"],
  },
  {
    turns: ["Should I sell James Cook now while his value is high, or rather keep him?"],
    expect: "tradeValue",
    players: ["James Cook"],
  },
  { turns: ["is it now the right moment to sell high on Rashee Rice"], expect: "tradeValue", players: ["Rashee Rice"] },
  {
    turns: ["How much trade value does Breece Hall have currently?", "and Javonte Williams?"],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },
  {
    turns: ["I consider to buy low on Travis Kelce. Is this a sensible idea?"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: [
      "Quinshon Judkins had now two strong games one after another.",
      "Is this the moment to sell him or do I hold him?",
    ],
    expect: "tradeValue",
    players: ["Quinshon Judkins"],
  },

  // buyLow
  { turns: ["Which players are good buy-low candidates at the moment?"], expect: "buyLow" },
  { turns: ["Give me please some sell-high candidates, players whose value is now on the peak"], expect: "buyLow" },
  {
    turns: ["which players are actually undervalued on the trade market, so that I can become them for a cheap price?"],
    expect: "buyLow",
  },
  { turns: ["Are there running backs which one can buy low right now?"], expect: "buyLow", position: "RB" },
  {
    turns: ["Who are the best buy-low targets this week?", "And on the other side, whom should I sell high?"],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["I give Tee Higgins and receive Chris Olave. Should I accept this?"],
    expect: "trade",
    players: ["Tee Higgins", "Chris Olave"],
  },
  {
    turns: ["Coach Harper offers me DK Metcalf for my Jordan Addison. Is this a fair offer?"],
    expect: "trade",
    players: ["DK Metcalf", "Jordan Addison"],
  },
  {
    turns: ["Who wins this trade: I send away Alvin Kamara and Mike Evans, I get back Ja'Marr Chase"],
    expect: "trade",
    players: ["Alvin Kamara", "Mike Evans", "Ja'Marr Chase"],
  },
  {
    turns: ["Blitz Brigade proposes me a trade: their Cam Skattebo for my Chase Brown.", "Shall I accept it?"],
    expect: "trade",
    players: ["Cam Skattebo", "Chase Brown"],
  },
  {
    turns: ["jefferon for lamb plus tony pollard, i would get the two. good deal for me or not"],
    expect: "trade",
    players: ["Justin Jefferson", "CeeDee Lamb", "Tony Pollard"],
  },
  {
    turns: [
      "Would you accept Jalen Hurts for Patrick Mahomes? I give Hurts.",
      "And when they put Dallas Goedert additionally into the deal?",
    ],
    expect: "trade",
    players: ["Jalen Hurts", "Patrick Mahomes", "Dallas Goedert"],
  },

  // waivers
  { turns: ["Whom should I take from the waiver wire in this week?"], expect: "waivers" },
  { turns: ["How much FAAB should I offer for Kyle Monangai?"], expect: "waivers", players: ["Kyle Monangai"] },
  { turns: ["which free agents are the best ones available in the moment"], expect: "waivers" },
  { turns: ["Is there a tight end on the waivers who is worth to pick up?"], expect: "waivers", position: "TE" },
  {
    turns: ["I have still 47 dollars of FAAB budget.", "How much of it should I spend for Woody Marks?"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: ["Who are the top waiver additions this week?", "and only running backs please"],
    expect: "waivers",
    position: "RB",
  },

  // playoffs
  { turns: ["How big are my chances to reach the playoffs?"], expect: "playoffs" },
  {
    turns: ["What is the probability that Red Zone Raiders come into the playoffs?"],
    expect: "playoffs",
    team: "Red Zone Raiders",
  },
  { turns: ["can I still win the championship this year? how do the odds look like"], expect: "playoffs" },
  { turns: ["Do I become a first-round bye, how probable is this?"], expect: "playoffs" },
  {
    turns: ["What are my playoff odds?", "And those from Coach Sutton?"],
    expect: "playoffs",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["How are the playoff chances of the Pocket Passers?", "and of Two-Minute Drill?"],
    expect: "playoffs",
    team: "Two-Minute Drill",
  },

  // improveOdds
  { turns: ["What must I do to improve my playoff chances?"], expect: "improveOdds" },
  { turns: ["How can I make my team better? I stand at 4-5 and I am not content."], expect: "improveOdds" },
  { turns: ["Which moves would raise my odds for the title the most?"], expect: "improveOdds" },
  {
    turns: ["You said my playoff odds are only 30 percent.", "What can I change so that this becomes higher?"],
    expect: "improveOdds",
  },
  { turns: ["give me a plan how i strengthen my roster for the playoff run"], expect: "improveOdds" },

  // matchup
  { turns: ["Against whom do I play this week?"], expect: "matchup" },
  { turns: ["Am I the favourite this week or is it my opponent?"], expect: "matchup" },
  { turns: ["What is my win probability in week 12?"], expect: "matchup", week: 12 },
  { turns: ["Who is my opponent this week?", "and next week?"], expect: "matchup", week: "next" },
  {
    turns: ["How does my game against End Zone Envy look, which score is projected?"],
    expect: "matchup",
    team: "End Zone Envy",
  },

  // record
  { turns: ["What is my actual record?"], expect: "record" },
  { turns: ["On which place in the standings am I standing at the moment?"], expect: "record" },
  { turns: ["How many wins has Sunday Scaries until now?"], expect: "record", team: "Sunday Scaries" },
  {
    turns: ["Tell me my record please.", "And the one of Coach Finley?"],
    expect: "record",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["where are the Audible Alchemists in the table and what is their win-loss"],
    expect: "record",
    team: "Audible Alchemists",
  },
  { turns: ["What is the record of Play Action Pack?", "and where do I stand in comparison?"], expect: "record" },

  // rosterStatus
  { turns: ["Which of my players are injured at the moment?"], expect: "rosterStatus" },
  { turns: ["Who from my roster has bye in the next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["Are some of my guys questionable for this sunday?"], expect: "rosterStatus" },
  { turns: ["Which of my players are on bye this week?", "And in week 13?"], expect: "rosterStatus", week: 13 },
  { turns: ["Please list me all injured and questionable players in my team"], expect: "rosterStatus" },

  // positionRank
  { turns: ["Rank my wide receivers for this week please"], expect: "positionRank", position: "WR" },
  {
    turns: ["In which order would you put my running backs for week 11?"],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  {
    turns: ["How are my tight ends ranked this week, from the best to the worst?"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["Please rank my RBs for this week.", "And now the same for the receivers"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Give me a ranking of my quarterbacks for this week", "and for next week?"],
    expect: "positionRank",
    position: "QB",
    week: "next",
  },

  // projectedTotal
  { turns: ["How many points is my team projected to score this week?"], expect: "projectedTotal" },
  { turns: ["What is the floor and what is the ceiling of my team this week?"], expect: "projectedTotal" },
  { turns: ["Give me my projected points for week 12"], expect: "projectedTotal", week: 12 },
  { turns: ["What is my projected total this week?", "And for next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["in which range will my points land this week, realistically seen?"], expect: "projectedTotal" },

  // leaders
  { turns: ["Which team leads the league at the moment?"], expect: "leaders" },
  { turns: ["Who has scored the most points in our league until now?"], expect: "leaders" },
  { turns: ["Which team is the strongest of the league in your view?"], expect: "leaders" },
  { turns: ["Who has the best playoff odds in the whole league?"], expect: "leaders" },
  { turns: ["Who is on the first place of the league?", "and which team has the most points for?"], expect: "leaders" },

  // sleepers
  { turns: ["Can you name me some sleepers for the next weeks?"], expect: "sleepers" },
  { turns: ["Which players should I stash now, before they break through?"], expect: "sleepers" },
  {
    turns: ["Is there a deep sleeper at running back which I should have on my radar?"],
    expect: "sleepers",
    position: "RB",
  },
  {
    turns: ["Give me sleeper candidates for the rest of the season.", "Only wide receivers please."],
    expect: "sleepers",
    position: "WR",
  },
  { turns: ["Whom would you grab now as a stash for the playoff weeks?"], expect: "sleepers" },

  // dropStash
  {
    turns: ["Should I drop Omarion Hampton now that he is injured, or keep him on IR?"],
    expect: "dropStash",
    players: ["Omarion Hampton"],
  },
  { turns: ["I need a place on my roster. Whom should I cut?"], expect: "dropStash" },
  {
    turns: ["is it worth to hold J.K. Dobbins on my bench while he is hurt?"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["Tyrone Tracy Jr. is out for several weeks.", "Drop him or stash him?"],
    expect: "dropStash",
    players: ["Tyrone Tracy Jr."],
  },
  {
    turns: ["Can I put Rhamondre Stevenson on IR or should I rather release him?"],
    expect: "dropStash",
    players: ["Rhamondre Stevenson"],
  },
  { turns: ["I want to pick up a new receiver.", "Whom from my team should I drop for this?"], expect: "dropStash" },

  // byeCover
  {
    turns: ["Trey McBride has bye this week, whom should I play at TE instead of him?"],
    expect: "byeCover",
    players: ["Trey McBride"],
    position: "TE",
  },
  {
    turns: ["My quarterback is on bye next week. Whom shall I pick up as replacement?"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: ["Jahmyr Gibbs is out, who covers for him on the RB position?"],
    expect: "byeCover",
    players: ["Jahmyr Gibbs"],
    position: "RB",
  },
  {
    turns: ["George Kittle has his bye in week 14.", "Whom do I play then at tight end?"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
    week: 14,
  },
  {
    turns: ["need a replacement for Aubrey during his bye week, which kicker do you suggest"],
    expect: "byeCover",
    players: ["Brandon Aubrey"],
    position: "K",
  },
  {
    turns: ["Davante Adams will miss this week.", "Whom should I start on his place?"],
    expect: "byeCover",
    players: ["Davante Adams"],
    position: "WR",
  },

  // scenario
  {
    turns: ["If I win all my remaining games, what are then my playoff chances?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["What happens with my playoff odds in case I lose this week?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["suppose I go 2-2 in the last four games — do I come into the playoffs then?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["What are my playoff odds?", "and if I win only two more games?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["If I win out, am I then safe in the playoffs?", "And if I lose this week instead?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["With 4 wins out of the last 5 games, would this be enough for the playoffs?"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },

  // tradeIdeas
  { turns: ["What could I receive in a trade for Jaylen Warren?"], expect: "tradeIdeas", players: ["Jaylen Warren"] },
  {
    turns: ["Which teams in the league need a running back and could be trade partners for me?"],
    expect: "tradeIdeas",
    position: "RB",
  },
  { turns: ["Give me some ideas for trades which strengthen my team"], expect: "tradeIdeas" },
  {
    turns: ["Could I trade Josh Jacobs and Rachaad White together for one top receiver? What would be realistic?"],
    expect: "tradeIdeas",
    players: ["Josh Jacobs", "Rachaad White"],
  },
  {
    turns: ["I have too many tight ends.", "Which team could use one and what could I get back?"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["What can I get for George Pickens in a 1-for-1?", "And for Terry McLaurin?"],
    expect: "tradeIdeas",
    players: ["Terry McLaurin"],
  },

  // help
  { turns: ["Hello, what can you do for me?"], expect: "help" },
  { turns: ["Good day. How does this GM function, what may I ask you?"], expect: "help" },
  { turns: ["Hi there"], expect: "help" },
  { turns: ["Can you explain me which kind of questions you are able to answer?"], expect: "help" },
  { turns: ["Hello!", "I am new here, how do I use you the best way?"], expect: "help" },

  // None
  { turns: ["How will the weather be in Munich tomorrow?"], expect: "None" },
  { turns: ["Tell me a joke about Bayern München please"], expect: "None" },
  { turns: ["Who wins the Bundesliga this season in your opinion?"], expect: "None" },
  { turns: ["Do you have a good recipe for Käsespätzle?"], expect: "None" },
  { turns: ["My fantasy basketball team is losing, whom should I start there, Jokic or Embiid?"], expect: "None" },
  {
    turns: [
      "Thanks for the help with the lineup.",
      "By the way, can you recommend me a good beer for the watch party?",
    ],
    expect: "None",
  },

  // two questions
  {
    turns: ["Who is my opponent this week and how many points am I projected to make?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["Is Saquon Barkley playing this week, and if yes, should I start him before Josh Jacobs?"],
    expect: ["status", "startSit"],
    players: ["Saquon Barkley", "Josh Jacobs"],
  },
  {
    turns: ["What is my record at the moment and how stand my chances for the playoffs?"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["Which of my players are injured, and whom should I pick up from the waivers therefore?"],
    expect: ["rosterStatus", "waivers"],
  },
  {
    turns: [
      "Should I accept Amon-Ra St. Brown for Bijan Robinson (I " +
        "give Bijan)? And who are in general good buy-low targets?",
    ],
    expect: ["trade", "buyLow"],
    players: ["Amon-Ra St. Brown", "Bijan Robinson"],
  },
  { turns: ["Who leads the league, and what must I do to catch them up?"], expect: ["leaders", "improveOdds"] },
  {
    turns: [
      "Okay, thank you for the information.",
      "Now please optimise my lineup and afterwards tell me some sleepers for the coming weeks.",
    ],
    expect: ["lineup", "sleepers"],
  },
  {
    turns: ["How does Travis Etienne Jr. look for the rest of the season, and what is he worth in a trade?"],
    expect: ["outlook", "tradeValue"],
    players: ["Travis Etienne Jr."],
  },
  {
    turns: ["I am 6-3 at the moment.", "If I win out, am I in the playoffs? And who should play on my flex?"],
    expect: ["scenario", "slot"],
    scenario: "win-out",
    position: "FLEX",
  },
  {
    turns: [
      "Chris Olave has bye in week 14.",
      "Who covers him at WR then, and which of my other players are also on bye in that week?",
    ],
    expect: ["byeCover", "rosterStatus"],
    players: ["Chris Olave"],
    position: "WR",
    week: 14,
  },
];
