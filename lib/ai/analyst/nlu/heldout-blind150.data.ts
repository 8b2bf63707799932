// Blind held-out evaluation set 150 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a lawyer (precise, conditional clauses, 'assuming', 'notwithstanding').
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_150: HeldOutCase[] = [
  // startSit
  {
    turns: ["Assuming Nabers is cleared to play, do I start him or Waddle this week?"],
    expect: "startSit",
    players: ["Malik Nabers", "Jaylen Waddle"],
  },
  {
    turns: ["As between Gibbs and Achane, which one belongs in my lineup on Sunday, all else being equal?"],
    expect: "startSit",
    players: ["Jahmyr Gibbs", "De'Von Achane"],
  },
  {
    turns: ["I need a ruling: Kittle or McBride in the lineup this week?", "Same question, but for week 12."],
    expect: "startSit",
    players: ["George Kittle", "Trey McBride"],
    week: 12,
  },
  {
    turns: ["Notwithstanding his recent drops, should I start Garrett Wilson over Courtland Sutton?"],
    expect: "startSit",
    players: ["Garrett Wilson", "Courtland Sutton"],
  },
  {
    turns: ["Hurts or Lamar: whom do I start this week?", "And on the same facts, next week?"],
    expect: "startSit",
    players: ["Jalen Hurts", "Lamar Jackson"],
    week: "next",
  },
  {
    turns: ["I must start exactly one of Egbuka, McConkey and Odunze this week. Which one, and on what basis?"],
    expect: "startSit",
    players: ["Emeka Egbuka", "Ladd McConkey", "Rome Odunze"],
  },

  // compare
  {
    turns: [
      "Setting this week aside entirely, who is the better asset for the rest of the season: " +
        "Puka Nacua or Ja'Marr Chase?",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Ja'Marr Chase"],
  },
  {
    turns: ["Compare Bijan Robinson and Jonathan Taylor on a rest-of-season basis, if you would."],
    expect: "compare",
    players: ["Bijan Robinson", "Jonathan Taylor"],
  },
  {
    turns: [
      "How do Brock Bowers and Trey McBride compare over the long haul?",
      "And if we substitute Kelce for McBride?",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Travis Kelce"],
  },
  {
    turns: ["Purely as a matter of long-term value, is Ashton Jeanty superior to Omarion Hampton?"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["Weighing the balance of the season as a whole, Drake London versus Nico Collins: who prevails?"],
    expect: "compare",
    players: ["Drake London", "Nico Collins"],
  },
  {
    turns: [
      "Compare Mahomes and Burrow for the remainder of the year, not merely this week.",
      "Please include Baker Mayfield in that comparison as well.",
    ],
    expect: "compare",
    players: ["Patrick Mahomes", "Joe Burrow", "Baker Mayfield"],
  },

  // slot
  {
    turns: ["In your considered opinion, who should occupy my flex spot this week?"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["Assuming no further injuries before Sunday, whom do I install at RB2?"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["Who goes in my flex this week?", "And for next week, the same slot?"],
    expect: "slot",
    position: "FLEX",
    week: "next",
  },
  {
    turns: ["Which of my rostered players ought to fill the tight end position this Sunday?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["Who should be my starting quarterback this week, given the roster as presently constituted?"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["Whom should I start at WR2 this week?", "Understood. Now the flex, applying the same reasoning."],
    expect: "slot",
    position: "FLEX",
  },

  // lineup
  {
    turns: ["Please review my lineup in its entirety and advise whether any changes are warranted."],
    expect: "lineup",
  },
  {
    turns: ["Set my optimal lineup for this week, on the assumption that all questionable players suit up."],
    expect: "lineup",
  },
  {
    turns: ["Optimize my lineup for this week.", "Very well. Now perform the same exercise for week 11."],
    expect: "lineup",
    week: 11,
  },
  {
    turns: ["Kindly audit my starters against my bench: is the lineup as submitted the strongest available?"],
    expect: "lineup",
  },
  {
    turns: ["Is Kittle playing this week?", "Understood. In light of that, are any changes to my lineup required?"],
    expect: "lineup",
  },
  {
    turns: ["Check my lineup, and tell me whether anyone on my roster is injured or on bye."],
    expect: ["lineup", "rosterStatus"],
  },

  // outlook
  {
    turns: ["What is your projection for Saquon Barkley this week, expressed in points?"],
    expect: "outlook",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["Assuming his quarterback is healthy, is Tee Higgins worth starting this week?"],
    expect: "outlook",
    players: ["Tee Higgins"],
  },
  {
    turns: [
      "Is Breece Hall on bye this week?",
      "He is not? Then set out, if you would, his outlook for the remainder of the season.",
    ],
    expect: "outlook",
    players: ["Breece Hall"],
  },
  {
    turns: ["How many points should I reasonably expect from Derrick Henry this week?", "And from Josh Jacobs?"],
    expect: "outlook",
    players: ["Josh Jacobs"],
  },
  {
    turns: ["What is your projection for Tetairoa McMillan in week 11?"],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
    week: 11,
  },
  {
    turns: ["What is Jared Goff's outlook for the balance of the season, and what is he worth in trade?"],
    expect: ["outlook", "tradeValue"],
    players: ["Jared Goff"],
  },

  // status
  {
    turns: ["Is Christian McCaffrey presently injured, or is he expected to play?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  { turns: ["What is the latest reported news regarding Tyreek Hill?"], expect: "status", players: ["Tyreek Hill"] },
  {
    turns: ["Please confirm whether Jaxon Smith-Njigba is on bye this week."],
    expect: "status",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["Is Rashee Rice active for this week's game?", "And what of Xavier Worthy?"],
    expect: "status",
    players: ["Xavier Worthy"],
  },
  {
    turns: [
      "What is your projection for A.J. Brown this week?",
      "For that matter, has there been any update on his hamstring?",
    ],
    expect: "status",
    players: ["A.J. Brown"],
  },
  {
    turns: ["Is Bucky Irving healthy, and if so, should I start him over Rachaad White?"],
    expect: ["status", "startSit"],
    players: ["Bucky Irving", "Rachaad White"],
  },

  // tradeValue
  {
    turns: ["In your estimation, what is Ja'Marr Chase's trade value at present?"],
    expect: "tradeValue",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["Assuming a rational trade market, is this the moment to sell high on Jameson Williams?"],
    expect: "tradeValue",
    players: ["Jameson Williams"],
  },
  {
    turns: ["Should I hold Kyle Pitts, or is he a sell candidate at this juncture?"],
    expect: "tradeValue",
    players: ["Kyle Pitts"],
  },
  {
    turns: ["Is Travis Etienne Jr. a buy-low in your view?", "And Chuba Hubbard: buy, sell, or hold?"],
    expect: "tradeValue",
    players: ["Chuba Hubbard"],
  },
  {
    turns: ["How would the other managers in this league value Brian Thomas Jr. in a trade right now?"],
    expect: "tradeValue",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: [
      "Tell me about Kyren Williams's outlook.",
      "Given that, is he a buy-low, or is his decline in value warranted on the merits?",
    ],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },

  // buyLow
  { turns: ["Which players would you identify as buy-low candidates at this stage of the season?"], expect: "buyLow" },
  {
    turns: [
      "Are there players whose trade price is depressed relative to their underlying production? " +
        "In other words, whom should I buy low on?",
    ],
    expect: "buyLow",
  },
  { turns: ["What is my record?", "Understood. Given that, whom should I be buying low on?"], expect: "buyLow" },
  {
    turns: ["Identify, please, the players I could acquire at a discount before the trade deadline."],
    expect: "buyLow",
  },
  { turns: ["Who is underpriced in this league right now, such that I ought to buy low?"], expect: "buyLow" },
  {
    turns: ["Who are the buy-low candidates right now, and which sleepers should I have on my radar?"],
    expect: ["buyLow", "sleepers"],
  },

  // trade
  {
    turns: ["I have been asked to give Chris Olave and receive Davante Adams in return. Should I accept?"],
    expect: "trade",
    players: ["Chris Olave", "Davante Adams"],
  },
  {
    turns: ["Would I be well advised to trade Bijan Robinson for CeeDee Lamb and Chase Brown?"],
    expect: "trade",
    players: ["Bijan Robinson", "CeeDee Lamb", "Chase Brown"],
  },
  {
    turns: ["The proposal: my Jaylen Warren and Jakobi Meyers in exchange for Kyle Monangai. Who wins that trade?"],
    expect: "trade",
    players: ["Jaylen Warren", "Jakobi Meyers", "Kyle Monangai"],
  },
  {
    turns: ["Should I trade Drake Maye for Bo Nix?", "Suppose they add Hunter Henry to their side. Do I accept then?"],
    expect: "trade",
    players: ["Drake Maye", "Bo Nix", "Hunter Henry"],
  },
  {
    turns: ["Amon-Ra St. Brown out, Justin Jefferson in: a fair exchange, or am I being taken advantage of?"],
    expect: "trade",
    players: ["Amon-Ra St. Brown", "Justin Jefferson"],
  },
  {
    turns: [
      "What is Zay Flowers worth in a trade?",
      "I have been offered Rhamondre Stevenson for him. Assuming no other offers materialize, do I accept?",
    ],
    expect: "trade",
    players: ["Zay Flowers", "Rhamondre Stevenson"],
  },

  // waivers
  { turns: ["Whom should I add off the waiver wire this week?"], expect: "waivers" },
  {
    turns: ["Is Woody Marks worth adding?", "Assuming he is, what would constitute a prudent FAAB bid on him?"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: [
      "Who are the top waiver adds this week?",
      "And what should I bid on Quinshon Judkins, assuming he is available?",
    ],
    expect: "waivers",
    players: ["Quinshon Judkins"],
  },
  { turns: ["Is anyone on the wire worth claiming before Wednesday's processing run?"], expect: "waivers" },
  {
    turns: ["What share of my remaining FAAB budget should I commit to Javonte Williams?"],
    expect: "waivers",
    players: ["Javonte Williams"],
  },
  {
    turns: ["Whom should I pick up off waivers, and whom should I drop to make room?"],
    expect: ["waivers", "dropStash"],
  },

  // playoffs
  { turns: ["Am I in a position to secure a first-round bye?"], expect: "playoffs" },
  {
    turns: ["What are Coach Finley's odds of reaching the postseason?"],
    expect: "playoffs",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["What are my playoff odds?", "And those of Blitz Brigade, for comparison?"],
    expect: "playoffs",
    team: "Blitz Brigade",
  },
  { turns: ["What is the probability that I win the championship this season?"], expect: "playoffs" },
  {
    turns: ["What is Two-Minute Drill's record?", "And are they likely to make the playoffs?"],
    expect: "playoffs",
    team: "Two-Minute Drill",
  },
  {
    turns: ["What are my playoff odds, and what moves would improve them?"],
    expect: ["playoffs", "improveOdds"],
  },

  // improveOdds
  { turns: ["Which transactions would most improve my playoff odds?"], expect: "improveOdds" },
  {
    turns: ["Assuming I'm prepared to be aggressive, what moves would help me turn this season around?"],
    expect: "improveOdds",
  },
  { turns: ["What are my odds of making the playoffs?", "What can I do to improve them?"], expect: "improveOdds" },
  {
    turns: ["Outline a course of action that would materially increase my chances of a postseason berth."],
    expect: "improveOdds",
  },
  { turns: ["Notwithstanding my poor start, what can be done to reverse course this season?"], expect: "improveOdds" },
  {
    turns: ["Am I making the playoffs?", "Assuming the answer is no, what must I do to change that?"],
    expect: "improveOdds",
  },

  // matchup
  { turns: ["Who is my opponent this week, and am I favored?"], expect: "matchup" },
  { turns: ["Against whom am I matched in week 12?"], expect: "matchup", week: 12 },
  { turns: ["Who is my opponent this week?", "And next week?"], expect: "matchup", week: "next" },
  {
    turns: ["Assuming both lineups are set optimally, who prevails in my matchup this week?"],
    expect: "matchup",
  },
  {
    turns: ["What is my win probability this week?", "And in Coach Sawyer's game, who is favored?"],
    expect: "matchup",
    team: "Audible Alchemists",
  },
  {
    turns: ["Who leads the league?", "Understood. Whom do I face this week, and what is my projected total?"],
    expect: ["matchup", "projectedTotal"],
  },

  // record
  { turns: ["What is my current win-loss record?"], expect: "record" },
  {
    turns: ["Who is in first place?", "And where does Coach Reese stand?"],
    expect: "record",
    team: "Play Action Pack",
  },
  {
    turns: ["State, please, End Zone Envy's record and its place in the standings."],
    expect: "record",
    team: "End Zone Envy",
  },
  { turns: ["What's my record?", "And Coach Blake's?"], expect: "record", team: "Sunday Scaries" },
  {
    turns: ["What is the Gridiron Gurus' record to date, and where does that place us in the standings?"],
    expect: "record",
    team: "Gridiron Gurus",
  },
  {
    turns: ["What is my record, and, as matters stand, do I make the playoffs?"],
    expect: ["record", "playoffs"],
  },

  // rosterStatus
  { turns: ["Are any of my players injured or on bye this week?"], expect: "rosterStatus" },
  {
    turns: ["Please furnish a summary of the injuries and byes on my roster for next week."],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["Which of my rostered players will be unavailable in week 12, whether by injury or by bye?"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["Who on my roster is hurt or on bye this week?", "And for week 11?"],
    expect: "rosterStatus",
    week: 11,
  },
  {
    turns: ["Before I set anything, apprise me of my roster's injury and bye situation in full."],
    expect: "rosterStatus",
  },
  {
    turns: ["Is my lineup set correctly?", "Separately, is anyone on my roster injured or on a bye this week?"],
    expect: "rosterStatus",
  },

  // positionRank
  {
    turns: ["Rank my wide receivers for this week, from most to least startable."],
    expect: "positionRank",
    position: "WR",
  },
  { turns: ["Rank my WRs for this week.", "Now do the running backs."], expect: "positionRank", position: "RB" },
  {
    turns: ["How would you rank my tight ends for next week?"],
    expect: "positionRank",
    position: "TE",
    week: "next",
  },
  {
    turns: ["In what order would you rank my quarterbacks this week?"],
    expect: "positionRank",
    position: "QB",
  },
  {
    turns: ["Rank my RBs this week.", "The same exercise for week 13, if you please."],
    expect: "positionRank",
    position: "RB",
    week: 13,
  },
  {
    turns: ["Please order my receivers by expected output for week 11."],
    expect: "positionRank",
    position: "WR",
    week: 11,
  },

  // projectedTotal
  { turns: ["What is my team's projected point total this week?"], expect: "projectedTotal" },
  {
    turns: ["What range of outcomes do you project for my team's score this week?"],
    expect: "projectedTotal",
  },
  {
    turns: ["How many points is my team projected to put up in week 11?"],
    expect: "projectedTotal",
    week: 11,
  },
  {
    turns: ["What's my projected total this week?", "And next week's?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["Assuming my lineup remains unchanged, what do you project my team to score?"],
    expect: "projectedTotal",
  },
  {
    turns: ["Who am I playing this week?", "Fine. And what is my own projected total, with its high and low bounds?"],
    expect: "projectedTotal",
  },

  // leaders
  { turns: ["Which team currently sits first in the league?"], expect: "leaders" },
  { turns: ["Who has scored the most points in the league this season?"], expect: "leaders" },
  { turns: ["In your assessment, which is the strongest team in this league?"], expect: "leaders" },
  { turns: ["What's my record?", "And who is the best team overall?"], expect: "leaders" },
  {
    turns: ["Where does Coach Quinn rank?", "Understood. And who, then, is at the top of the league?"],
    expect: "leaders",
  },
  {
    turns: ["Who leads the league, and where do I stand relative to them?"],
    expect: ["leaders", "record"],
  },

  // sleepers
  { turns: ["Who are some sleepers worth considering for next week?"], expect: "sleepers", week: "next" },
  {
    turns: ["Identify, if you would, some deep-league pickups that the rest of the league may have overlooked."],
    expect: "sleepers",
  },
  { turns: ["Which under-the-radar players might break out in the coming weeks?"], expect: "sleepers" },
  {
    turns: ["Give me a few deep sleepers: players rostered in few leagues but with genuine upside."],
    expect: "sleepers",
  },
  {
    turns: ["Whom should I pick up this week?", "Fine. Now go deeper: are there any genuine sleepers?"],
    expect: "sleepers",
  },
  {
    turns: ["Who is the best team in the league?", "Understood. Separately, any deep sleepers for next week?"],
    expect: "sleepers",
    week: "next",
  },

  // dropStash
  { turns: ["Whom should I release to make room on my roster?"], expect: "dropStash" },
  {
    turns: ["Given the injury, should I drop Brandon Aiyuk or stash him?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["Is Tyrone Tracy Jr. droppable at this stage, or should I retain him?"],
    expect: "dropStash",
    players: ["Tyrone Tracy Jr."],
  },
  {
    turns: ["Should I stash Chris Godwin on my bench while he recovers?", "And Sam LaPorta: drop or stash?"],
    expect: "dropStash",
    players: ["Sam LaPorta"],
  },
  {
    turns: ["Who is the least valuable player on my bench, such that I could cut him without regret?"],
    expect: "dropStash",
  },
  {
    turns: ["Who should I pick up this week?", "Assuming I claim him, whom do I drop to make space?"],
    expect: "dropStash",
  },

  // byeCover
  {
    turns: ["My quarterback is on bye this week. Whom should I stream in his place?"],
    expect: "byeCover",
    position: "QB",
  },
  { turns: ["Puka Nacua is on bye. Who covers for him?"], expect: "byeCover", players: ["Puka Nacua"] },
  {
    turns: ["Trey McBride has his bye in week 11. Whom should I pick up at tight end to cover?"],
    expect: "byeCover",
    players: ["Trey McBride"],
    position: "TE",
    week: 11,
  },
  {
    turns: ["Which of my players are on bye this week?", "Then I need a running back to cover the bye. Who?"],
    expect: "byeCover",
    position: "RB",
  },
  {
    turns: ["Assuming Bo Nix is on bye next week, who is the best streaming option at QB?"],
    expect: "byeCover",
    players: ["Bo Nix"],
    position: "QB",
    week: "next",
  },
  {
    turns: ["Is my kicker on bye this week?", "Assuming he is, whom do I pick up to cover the kicker spot?"],
    expect: "byeCover",
    position: "K",
  },

  // scenario
  { turns: ["Assuming I win out, what are my playoff odds?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["If I lose this week, how materially does that damage my playoff chances?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["Should I go 3-2 over the remaining five games, do I make the playoffs?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["Conditional on my winning two of my final four, what are my odds of qualifying?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["What are my playoff odds?", "And if I win two more?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["What are my playoff odds if I win out?", "And if instead I lose this week?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // tradeIdeas
  { turns: ["What trades should I be pursuing at this point in the season?"], expect: "tradeIdeas" },
  {
    turns: ["Which teams in the league are in need of a running back?"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: ["Is Derrick Henry a sell-high?", "Then who in this league would be interested in trading for him?"],
    expect: "tradeIdeas",
    players: ["Derrick Henry"],
  },
  {
    turns: ["Propose some two-for-one deals that would consolidate my bench depth into a stronger starter."],
    expect: "tradeIdeas",
  },
  {
    turns: ["What is George Pickens's trade value?", "Then what could I realistically get for him?"],
    expect: "tradeIdeas",
    players: ["George Pickens"],
  },
  {
    turns: ["Which managers are short at tight end, such that I could deal from my surplus?"],
    expect: "tradeIdeas",
    position: "TE",
  },

  // help
  { turns: ["What functions are you able to perform?"], expect: "help" },
  { turns: ["How, precisely, am I meant to use this assistant?"], expect: "help" },
  { turns: ["Please enumerate the categories of questions you are able to answer."], expect: "help" },
  { turns: ["Hello.", "Before we proceed, what is the scope of your capabilities?"], expect: "help" },
  { turns: ["Is there a guide to what I may ask you?"], expect: "help" },
  { turns: ["Rank my RBs.", "Thank you. More generally, what else can you help me with?"], expect: "help" },

  // None
  { turns: ["What is the weather forecast for Sunday afternoon in Buffalo?"], expect: "None" },
  { turns: ["Could you recommend a chili recipe for my watch party?"], expect: "None" },
  { turns: ["Who do you expect to win the NBA Finals this year?"], expect: "None" },
  { turns: ["What can you do?", "Very well. Tell me a joke about lawyers, then."], expect: "None" },
  { turns: ["Could you help me draft a residential lease agreement?"], expect: "None" },
  {
    turns: ["Who should I start at flex?", "Unrelated: what wine would you pair with a ribeye?"],
    expect: "None",
  },
];
