// Blind held-out evaluation set 131 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: retired accountant, formal.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_131: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "I have a single receiver position to fill this Sunday and two candidates for " +
        "it, namely Ja'Marr Chase and Puka Nacua. Which of the two ought I to start?",
    ],
    expect: "startSit",
    players: ["Ja'Marr Chase", "Puka Nacua"],
  },
  {
    turns: [
      "I have Bijan Robinson and Jahmyr Gibbs competing for my final running back " +
        "spot, and I have reviewed both schedules twice without reaching a conclusion.",
      "Which of them would you start in week 12, specifically?",
    ],
    expect: "startSit",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
    week: 12,
  },
  {
    turns: [
      "Should Drake London or Garrett Wilson be in my lineup for the current week's games?",
      "Understood. Would your answer be any different for the week following?",
    ],
    expect: "startSit",
    players: ["Drake London", "Garrett Wilson"],
    week: "next",
  },
  {
    turns: [
      "between JT and Derrick Henry, which one goes into my starting lineup today. I would appreciate a " +
        "definitive answer rather than a hedge, as I have had quite enough of those from the television analysts.",
    ],
    expect: "startSit",
    players: ["Jonathan Taylor", "Derrick Henry"],
  },
  {
    turns: [
      "I am weighing Trey McBride against George Kittle at tight end for this week's contest.",
      "Very well. And were I to substitute Brock Bowers for Kittle in that same decision?",
    ],
    expect: "startSit",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: [
      "Three quarterbacks, one starting position. Josh Allen, Lamar Jackson, " +
        "or Jalen Hurts: which of them do you recomend I start this weekend?",
    ],
    expect: "startSit",
    players: ["Josh Allen", "Lamar Jackson", "Jalen Hurts"],
  },

  // compare
  {
    turns: ["Over the remainder of the season, which is the superior asset to hold: Justin Jefferson or CeeDee Lamb?"],
    expect: "compare",
    players: ["Justin Jefferson", "CeeDee Lamb"],
  },
  {
    turns: [
      "In a dynasty format, and considering a horizon of perhaps three to " +
        "five years, would you prefer to own Malik Nabers or Brian Thomas Jr.?",
    ],
    expect: "compare",
    players: ["Malik Nabers", "Brian Thomas Jr."],
  },
  {
    turns: [
      "For the balance of the year, which rookie do you project to " +
        "accumulate more points, Ashton Jeanty or Omarion Hampton?",
      "And how would Cam Skattebo rank if he were added to that comparison?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton", "Cam Skattebo"],
  },
  {
    turns: [
      "I must confess I cannot settle the matter of JSN versus Puka in my own mind. Taking " +
        "the long view, through next season and beyond, which is the better player to own?",
    ],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Puka Nacua"],
  },
  {
    turns: [
      "Please compare Bo Nix and Drake Maye on a rest-of-season basis.",
      "Would the conclusion change if Jaxson Dart were included as a third option?",
    ],
    expect: "compare",
    players: ["Bo Nix", "Drake Maye", "Jaxson Dart"],
  },

  // slot
  {
    turns: [
      "Whom should I deploy in my FLEX position this week? I have three " +
        "eligible candidates on the bench and confidence in none of them.",
    ],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["My second running back slot remains unsettled for week 11. Who would you place there?"],
    expect: "slot",
    position: "RB",
    week: 11,
  },
  {
    turns: ["I require a kicker for the present week. In your estimation, which one should occupy that spot?"],
    expect: "slot",
    position: "K",
  },
  {
    turns: ["Who should be my starting tight end this week?", "And for next week, bearing in mind the bye schedule?"],
    expect: "slot",
    position: "TE",
    week: "next",
  },
  {
    turns: [
      "which defense do I start this weekend. I am choosing only among " +
        "those already on my roster, I do not wish to make a claim.",
    ],
    expect: "slot",
    position: "DEF",
  },
  {
    turns: [
      "Who ought to be my third wide receiver in the week 13 lineup? I " +
        "have given it considerable thought and arrived at no conclusion.",
    ],
    expect: "slot",
    position: "WR",
    week: 13,
  },

  // lineup
  {
    turns: ["Please review my entire starting lineup for this week and advise whether any changes are warranted."],
    expect: "lineup",
  },
  {
    turns: ["Would you be so kind as to set the optimal lineup for Gridiron Gurus for week 11?"],
    expect: "lineup",
    week: 11,
  },
  {
    turns: [
      "optimize my lineup pls. I have been doing this by hand with a pencil and " +
        "ledger for twelve seasons and should like to see what the machine recommends.",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "Is my lineup sound for this week, in your view?",
      "And would the same nine starters serve me equally well the following week?",
    ],
    expect: "lineup",
    week: "next",
  },
  {
    turns: [
      "I made three adjustments to my starters this morning. Could you verify that the resulting " +
        "lineup is the highest-projected arrangement available to me, and correct it if not?",
    ],
    expect: "lineup",
  },

  // outlook
  {
    turns: [
      "What is your projection for Saquon Barkley this week? A point " +
        "estimate would be appreciated, to one decimal place if possible.",
    ],
    expect: "outlook",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["Is Jaxson Dart for real, or is his recent production an anomaly that will regress toward the mean?"],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: [
      "I traded for CMC in week 6 at what I considered a fair price.",
      "How do you expect him to perform across the remaining weeks of the regular season?",
    ],
    expect: "outlook",
    players: ["Christian McCaffrey"],
  },
  {
    turns: [
      "I have Rashee Rice on my roster, acquired in week 4 for a modest sum.",
      "How is he likely to fare in week 12?",
    ],
    expect: "outlook",
    players: ["Rashee Rice"],
    week: 12,
  },
  {
    turns: [
      "Is Kyle Pitts a player one ought to be starting on a weekly " +
        "basis at this stage, or merely a matchup-dependent option?",
    ],
    expect: "outlook",
    players: ["Kyle Pitts"],
  },
  {
    turns: ["What do you make of Woody Marks' outlook for this week?", "And Kyle Monangai?"],
    expect: "outlook",
    players: ["Kyle Monangai"],
  },

  // status
  {
    turns: ["Has there been any further news regarding Tyreek Hill's injury? The last report I read was on Wednesday."],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: [
      "Brandon Aiyuk is on my bench at present and I am hoping to use him.",
      "Is he expected to suit up on Sunday, or not?",
    ],
    expect: "status",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["Was Chris Godwin a full participant in Thursday's practice, or was he limited once again?"],
    expect: "status",
    players: ["Chris Godwin"],
  },
  {
    turns: [
      "What happened to Mark Andrews? I understand he left last week's game early.",
      "Is there any update as to whether he has practiced since?",
    ],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: [
      "I saw a headline concerning JK Dobbins this morning but " +
        "did not have time to read the article. What is the news?",
    ],
    expect: "status",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["Is Nico Collins active for this week's game?", "And Tee Higgins, has he been cleared?"],
    expect: "status",
    players: ["Tee Higgins"],
  },

  // tradeValue
  {
    turns: [
      "Derrick Henry has been the cornerstone of my team since the draft.",
      "Nevertheless, what would you estimate his trade value to be at present?",
    ],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: [
      "Should I sell high on Rico Dowdle now, or hold him for the remainder of " +
        "the season? His last three weeks have been well above his seasonal average.",
    ],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  {
    turns: [
      "Is this an opportune moment to buy low on Marvin Harrison Jr.? His output " +
        "has been disappointing relative to the second-round price his manager paid.",
    ],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: [
      "Jaylen Waddle has produced 94.6 points for my team through nine weeks, an average of roughly 10.5 per game.",
      "Given those figures, what is he worth on the trade market, and ought I to move him?",
    ],
    expect: "tradeValue",
    players: ["Jaylen Waddle"],
  },
  {
    turns: [
      "I should like to know how the market values Kyren Williams at the " +
        "moment. Is he a hold, or is his value as high as it is likely to get?",
    ],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },
  {
    turns: ["What is Travis Kelce's trade value as of today?", "And what of George Kittle's?"],
    expect: "tradeValue",
    players: ["George Kittle"],
  },

  // buyLow
  {
    turns: [
      "The trade deadline in our league falls after week 12, so I have roughly two weeks in which to act.",
      "With that in mind, which players would you identify as buy-low candidates?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "Could you furnish a list of sell-high candidates? I should like to " +
        "capitalize on any inflated valuations before the trade deadline passes.",
    ],
    expect: "buyLow",
  },
  {
    turns: ["who are the best buy low WRs right now"],
    expect: "buyLow",
    position: "WR",
  },
  {
    turns: [
      "Please list a handful of running backs who might be bought low.",
      "And the sell-high candidates at that same position?",
    ],
    expect: "buyLow",
    position: "RB",
  },
  {
    turns: [
      "In your assessment, which players are underperforming their underlying usage metrics " +
        "to such a degree that they might be acquired at a discount from their current owners?",
    ],
    expect: "buyLow",
  },

  // trade
  {
    turns: [
      "I have been offered Bucky Irving and Zay Flowers in exchange for my Jahmyr Gibbs. Should I accept the proposal?",
    ],
    expect: "trade",
    players: ["Bucky Irving", "Zay Flowers", "Jahmyr Gibbs"],
  },
  {
    turns: ["Is the following trade equitable: I give Davante Adams and Chuba Hubbard, and in return I receive ARSB?"],
    expect: "trade",
    players: ["Davante Adams", "Chuba Hubbard", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "A league-mate has proposed that I send him Mike Evans in return for " +
        "James Cook. Who, in your judgement, comes out ahead in that transaction?",
    ],
    expect: "trade",
    players: ["Mike Evans", "James Cook"],
  },
  {
    turns: [
      "I am contemplating trading Breece Hall for DK Metcalf, one for one.",
      "Would that be a sensible move for my team, all things considered?",
    ],
    expect: "trade",
    players: ["Breece Hall", "DK Metcalf"],
  },
  {
    turns: [
      "Evaluate, if you would, a two-for-one: my Ladd McConkey and Tony Pollard going out, A.J. Brown coming in.",
    ],
    expect: "trade",
    players: ["Ladd McConkey", "Tony Pollard", "A.J. Brown"],
  },
  {
    turns: [
      "Someone has offered me Joe Burrow for my Baker Mayfield. Accept or decline?",
      "Suppose they were to add Jake Ferguson to their side of the ledger. Does that alter your verdict?",
    ],
    expect: "trade",
    players: ["Joe Burrow", "Baker Mayfield", "Jake Ferguson"],
  },

  // waivers
  {
    turns: [
      "I hold the fourth waiver priority this week and $63 of FAAB remaining.",
      "Whom should I claim, given that position?",
    ],
    expect: "waivers",
  },
  {
    turns: ["How much of my remaining FAAB, which stands at $63 of an original $100, should I bid on Kyle Monangai?"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["Which free agents at the running back position are the best currently available?"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["Who are the top waiver additions this week?", "Confine that list to tight ends, if you please."],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: [
      "Woody Marks appears to be available in our league.",
      "Is he worth a claim, and if so, what would constitute a reasonable bid?",
    ],
    expect: "waivers",
    players: ["Woody Marks"],
  },

  // playoffs
  {
    turns: ["What are the present odds that Gridiron Gurus qualifies for the playoffs?"],
    expect: "playoffs",
  },
  {
    turns: ["What is the probability that I secure one of the first-round byes?"],
    expect: "playoffs",
  },
  {
    turns: [
      "I face Coach Quinn twice more before the season concludes.",
      "How likely is his team to reach the postseason?",
    ],
    expect: "playoffs",
    team: "Blitz Brigade",
  },
  {
    turns: ["What are my chances of winning the championship this year?", "And Coach Ellis's team?"],
    expect: "playoffs",
    team: "Pocket Passers",
  },
  {
    turns: [
      "Could you quantify my chances of reaching the playoffs? I would prefer " +
        "a percentage to one decimal place rather than a general impression.",
    ],
    expect: "playoffs",
  },
  {
    turns: ["what are the odds that End Zone Envy wins the league title"],
    expect: "playoffs",
    team: "End Zone Envy",
  },

  // improveOdds
  {
    turns: ["What steps would you recommend I take to improve my chances of making the playoffs?"],
    expect: "improveOdds",
  },
  {
    turns: [
      "My team sits at 4-5, one game out of the final playoff position. What " +
        "should I be doing differently to strengthen the roster for the stretch run?",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["What are my playoff odds at present?", "And what might I do to raise them?"],
    expect: "improveOdds",
  },
  {
    turns: [
      "My playoff probability, as I understand it, is roughly 38 percent.",
      "Where is my roster weakest, then, and which moves would most improve that figure?",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "If you were managing Gridiron Gurus yourself, what would you do this week to better our championship prospects?",
    ],
    expect: "improveOdds",
  },

  // matchup
  {
    turns: ["Whom do I face this week, and what is my projected probability of victory?"],
    expect: "matchup",
  },
  {
    turns: ["Who is favored in my week 12 matchup?"],
    expect: "matchup",
    week: 12,
  },
  {
    turns: ["What is the projected final score of my game against the Red Zone Raiders this week?"],
    expect: "matchup",
    team: "Red Zone Raiders",
  },
  {
    turns: ["Who is my opponent this week?", "And next week?"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: [
      "What are my odds of winning this week's game?",
      "What would they be in week 13 against Coach Finley's squad?",
    ],
    expect: "matchup",
    week: 13,
    team: "Waiver Wire Wizards",
  },
  {
    turns: [
      "Am I the favourite or the underdog this weekend? Please include the point spread that your model implies.",
    ],
    expect: "matchup",
  },

  // record
  {
    turns: ["What is my current won-lost record, and where do I stand in the league table?"],
    expect: "record",
  },
  {
    turns: ["Please state the Sunday Scaries' record through nine weeks."],
    expect: "record",
    team: "Sunday Scaries",
  },
  {
    turns: ["What place am I in at the moment?", "And Coach Marlow's team?"],
    expect: "record",
    team: "Two-Minute Drill",
  },
  {
    turns: ["What is my record at present?", "And how many games has Play Action Pack won thus far?"],
    expect: "record",
    team: "Play Action Pack",
  },
  {
    turns: [
      "whats my record. I believe it is 5-4 but my own bookkeeping " +
        "has been imperfect this season and I would like to confirm",
    ],
    expect: "record",
  },

  // rosterStatus
  {
    turns: ["Which of my players are currently injured or listed as questionable?"],
    expect: "rosterStatus",
  },
  {
    turns: ["Is anyone on my roster injured at the moment?", "And do I have anyone on bye in week 12?"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["Please enumerate any players on my roster who will be on bye next week."],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["Are any of my starters questionable for this week?", "What about for week 14?"],
    expect: "rosterStatus",
    week: 14,
  },
  {
    turns: [
      "Before I set my lineup, I should like a complete accounting of " +
        "who on my roster is injured, doubtful, or on a bye this week.",
    ],
    expect: "rosterStatus",
  },
  {
    turns: ["any of my guys hurt? I have not looked at the injury report since Tuesday"],
    expect: "rosterStatus",
  },

  // positionRank
  {
    turns: ["Rank my running backs for this week, from most to least favourable."],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["Could you order my wide receivers by projected points for week 11?"],
    expect: "positionRank",
    position: "WR",
    week: 11,
  },
  {
    turns: ["Please rank my quarterbacks for this week.", "Now perform the same exercise for my tight ends."],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["I carry five receivers at present. In what order would you rank them for next week's games?"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  {
    turns: ["How do my tight ends stack up against one another for this week's slate?"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["Rank my RBs for this week please.", "And for week 13?"],
    expect: "positionRank",
    position: "RB",
    week: 13,
  },

  // projectedTotal
  {
    turns: ["How many points is Gridiron Gurus projected to score this week?"],
    expect: "projectedTotal",
  },
  {
    turns: ["What is my team's projected floor and ceiling for the week?"],
    expect: "projectedTotal",
  },
  {
    turns: ["What range of outcomes does your model produce for my team's score in week 12?"],
    expect: "projectedTotal",
    week: 12,
  },
  {
    turns: ["What is my projected point total this week?", "And next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: [
      "Please give me my team's projected total, to the nearest tenth of a point, for this coming Sunday's games.",
    ],
    expect: "projectedTotal",
  },

  // leaders
  {
    turns: ["Which team leads the league in total points scored?"],
    expect: "leaders",
  },
  {
    turns: ["By your assessment, who is the strongest team in our league at this juncture?"],
    expect: "leaders",
  },
  {
    turns: [
      "What are my odds of winning the championship?",
      "And which team in the league presently holds the best odds of all?",
    ],
    expect: "leaders",
  },
  {
    turns: ["Which team has the highest points-for total this season?", "And which has the best record?"],
    expect: "leaders",
  },
  {
    turns: ["Who is the favourite to win our league this year?"],
    expect: "leaders",
  },

  // sleepers
  {
    turns: ["Which sleepers would you recommend stashing ahead of the fantasy playoffs?"],
    expect: "sleepers",
  },
  {
    turns: [
      "Are there any players on the verge of a breakout whom I should acquire before the rest of the league notices?",
    ],
    expect: "sleepers",
  },
  {
    turns: ["Who are some stash candidates at running back for the coming weeks?"],
    expect: "sleepers",
    position: "RB",
  },
  {
    turns: [
      "Give me a few sleepers for the remainder of the season, if you would.",
      "Are there any tight ends among them?",
    ],
    expect: "sleepers",
    position: "TE",
  },
  {
    turns: ["I have an open bench spot. Which deep sleeper would you place there with an eye to the fantasy playoffs?"],
    expect: "sleepers",
  },
  {
    turns: ["name a couple of sleepers for wk 12"],
    expect: "sleepers",
    week: 12,
  },

  // dropStash
  {
    turns: ["Should I drop Chris Godwin or keep him on my bench while he recovers?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  {
    turns: ["Should I move Brandon Aiyuk to my IR slot, or release him outright?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["I need to clear a roster spot for a waiver claim. Whom should I cut?"],
    expect: "dropStash",
  },
  {
    turns: [
      "Mark Andrews is out for several weeks, according to this morning's reports.",
      "Do I hold him or drop him?",
    ],
    expect: "dropStash",
    players: ["Mark Andrews"],
  },
  {
    turns: ["Which of my injured players are worth stashing, and which can I safely let go?"],
    expect: "dropStash",
  },
  {
    turns: ["Is it sensible to continue stashing Rachaad White on my bench?", "What about Javonte Williams?"],
    expect: "dropStash",
    players: ["Javonte Williams"],
  },

  // byeCover
  {
    turns: ["Josh Allen is on bye in week 12. Whom should I start at quarterback in his place?"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
    week: 12,
  },
  {
    turns: ["With Trey McBride out this week, whom should I pick up to cover tight end?"],
    expect: "byeCover",
    players: ["Trey McBride"],
    position: "TE",
  },
  {
    turns: ["Which of my players are on bye next week?", "Then who should I play at wide receiver to cover for them?"],
    expect: "byeCover",
    position: "WR",
    week: "next",
  },
  {
    turns: [
      "I shall be without Brandon Aubrey next week owing to his " +
        "team's bye. Which kicker would you suggest as a replacement?",
    ],
    expect: "byeCover",
    players: ["Brandon Aubrey"],
    position: "K",
    week: "next",
  },
  {
    turns: ["Saquon Barkley has been ruled out.", "Who replaces him at running back in my lineup this week?"],
    expect: "byeCover",
    players: ["Saquon Barkley"],
    position: "RB",
  },

  // scenario
  {
    turns: ["If I win each of my remaining regular-season games, what do my playoff odds become?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["Assuming I lose this week, by how much do my playoff chances fall?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["Should I go 3-1 over the final four weeks, would I make the playoffs?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["What are my playoff odds?", "And if I win two of my remaining games?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["Supposing I win four of my last five, what is the probability that I qualify?"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },
  {
    turns: ["What are my odds of a bye if I win out?", "And if I drop this week's game instead?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // tradeIdeas
  {
    turns: [
      "I have Tyreek Hill on my roster but I am over-supplied at receiver.",
      "What could I reasonably obtain in exchange for him?",
    ],
    expect: "tradeIdeas",
    players: ["Tyreek Hill"],
  },
  {
    turns: [
      "Which teams in the league are in need of a running back, " +
        "such that I might trade one of my surplus backs to them?",
    ],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: ["Could you suggest a two-for-one trade package built around Jaylen Warren and DeVonta Smith?"],
    expect: "tradeIdeas",
    players: ["Jaylen Warren", "DeVonta Smith"],
  },
  {
    turns: [
      "I have depth at wide receiver but I am rather thin at tight end.",
      "What trades would you propose to correct that imbalance?",
    ],
    expect: "tradeIdeas",
  },
  {
    turns: ["Who would be a good trade partner for me this week?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["What might Courtland Sutton fetch on his own?", "And if I packaged Alvin Kamara with him?"],
    expect: "tradeIdeas",
    players: ["Courtland Sutton", "Alvin Kamara"],
  },

  // help
  {
    turns: ["Good morning. Could you explain what services you are able to provide?"],
    expect: "help",
  },
  { turns: ["Good afternoon, GM."], expect: "help" },
  {
    turns: ["How does one go about using this assistant? I am not especially technical, I am afraid."],
    expect: "help",
  },
  {
    turns: ["What sorts of questions may I put to you regarding my team?"],
    expect: "help",
  },
  {
    turns: ["Hello there.", "What are you capable of doing, precisely?"],
    expect: "help",
  },

  // None
  {
    turns: ["What is the weather forecast for Green Bay on Sunday?"],
    expect: "None",
  },
  {
    turns: ["Could you recommend a chili recipe suitable for a game-day gathering of eight people?"],
    expect: "None",
  },
  {
    turns: ["How is my fantasy basketball team doing this week?"],
    expect: "None",
  },
  {
    turns: ["What is your opinion on straight-line versus accelerated depreciation for a rental property I own?"],
    expect: "None",
  },
  {
    turns: ["Tell me a joke, please. It has been a trying week."],
    expect: "None",
  },
  {
    turns: ["Who won the World Series this year?", "And the Stanley Cup?"],
    expect: "None",
  },

  // two questions
  {
    turns: ["What is my record, and what are my odds of making the playoffs?"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["Should I start Jaylen Waddle or Tee Higgins this week, and is Tyreek Hill playing?"],
    expect: ["startSit", "status"],
    players: ["Jaylen Waddle", "Tee Higgins", "Tyreek Hill"],
  },
  {
    turns: ["Who is my opponent this week, and how many points am I projected to score?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["Please rank my wide receivers for this week; additionally, whom should I pick up from waivers?"],
    expect: ["positionRank", "waivers"],
    position: "WR",
  },
  {
    turns: ["Is Christian McCaffrey healthy, and what is his trade value at the moment?"],
    expect: ["status", "tradeValue"],
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Which of my players are on bye next week, and who ought I to start at FLEX in their stead?"],
    expect: ["rosterStatus", "byeCover"],
    position: "FLEX",
    week: "next",
  },
  {
    turns: ["Who leads the league in points, and what would my odds be if I win out?"],
    expect: ["leaders", "scenario"],
    scenario: "win-out",
  },
  {
    turns: [
      "Would Josh Jacobs for Jameson Williams be a fair trade? Separately, who are some sleepers I ought to stash?",
    ],
    expect: ["trade", "sleepers"],
    players: ["Josh Jacobs", "Jameson Williams"],
  },
  {
    turns: ["Kindly optimize my lineup for this week, and tell me who the favourite is in my matchup."],
    expect: ["lineup", "matchup"],
  },
  {
    turns: ["I am considering Emeka Egbuka.", "Is he for real? Also, whom should I cut to make room for him?"],
    expect: ["outlook", "dropStash"],
    players: ["Emeka Egbuka"],
  },
];
