// Blind held-out evaluation set 180 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: an older, very polite first-time user who writes formally in full sentences and is
// sometimes unsure of the fantasy terms (nicknames, misspellings and hedged jargon included).
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_180: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "Good afternoon. Could you kindly advise whether I ought to play Puka Nacua or Malik Nabers this Sunday? I " +
        "confess I am still learning how all of this works.",
    ],
    expect: "startSit",
    players: ["Puka Nacua", "Malik Nabers"],
  },
  {
    turns: [
      "Pardon the intrusion. Is it wise to put Derrick Henry in my lineup this week, or should he remain on the bench?",
    ],
    expect: "startSit",
    players: ["Derrick Henry"],
  },
  {
    turns: [
      "I have been told that Jahmyr Gibbs has a favourable game this weekend.",
      "Should I therefore start him ahead of Bijan, in your opinion?",
    ],
    expect: "startSit",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  {
    turns: ["Dear assistant, for week 11, would you recommend Jalen Hurts or Lamar Jackson as my quarterback?"],
    expect: "startSit",
    players: ["Jalen Hurts", "Lamar Jackson"],
    week: 11,
  },
  {
    turns: [
      "Should I start Zay Flowers this week?",
      "Thank you. And Tee Higgins, the same question, if you would be so good.",
    ],
    expect: "startSit",
    players: ["Tee Higgins"],
  },
  {
    turns: [
      "I must decide between Mr. Kelsey and Mr. McBride before the games begin. Which of the two gentlemen do I " +
        "play today?",
    ],
    expect: "startSit",
    players: ["Travis Kelce", "Trey McBride"],
  },
  {
    turns: ["My grandson tells me to bench Kyren Williams this week.", "I am not at all convinced. Would you sit him?"],
    expect: "startSit",
    players: ["Kyren Williams"],
  },

  // compare
  {
    turns: [
      "Good morning. Over the remainder of the season, which would you consider the superior player: Jamarr " +
        "Chase or Justin Jefferson?",
    ],
    expect: "compare",
    players: ["Ja'Marr Chase", "Justin Jefferson"],
  },
  {
    turns: ["Setting this week aside entirely, who is the better long-term holding, Ashton Jeanty or Omarion Hampton?"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "I have two young receivers, Tetairoa McMillan and Emeka Egbuka.",
      "Which of them would you expect to be more valuable from here until the end of the year?",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: [
      "Forgive my ignorance, but is Brock Bowers generally regarded as a better player than George Kittle, going " +
        "forward?",
    ],
    expect: "compare",
    players: ["Brock Bowers", "George Kittle"],
  },
  {
    turns: [
      "I should like to know how Jonathan Taylor, Saquon Barkley and Josh Jacobs stack up against one another " +
        "for the rest of the season. Would you compare them for me?",
    ],
    expect: "compare",
    players: ["Jonathan Taylor", "Saquon Barkley", "Josh Jacobs"],
  },
  {
    turns: [
      "Who is the better player rest of season, Nico Collins or CeeDee Lamb?",
      "I see. And how would Drake London fare against Collins in that same regard?",
    ],
    expect: "compare",
    players: ["Drake London", "Nico Collins"],
  },

  // slot
  {
    turns: [
      "Good evening. Whom should I place in my flex position this week? The choices are Rico Dowdle, Chuba " +
        "Hubbard and Jakobi Meyers.",
    ],
    expect: "slot",
    position: "FLEX",
    players: ["Rico Dowdle", "Chuba Hubbard", "Jakobi Meyers"],
  },
  {
    turns: ["I am unsure who ought to be my second running back this week. What would you advise?"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: [
      "I have Mr. Kincaid and Mr. Ferguson, both tight ends, on my roster.",
      "Which one should occupy my tight end spot this week?",
    ],
    expect: "slot",
    position: "TE",
    players: ["Dalton Kincaid", "Jake Ferguson"],
  },
  {
    turns: [
      "There is an open place in my lineup marked W/R/T. I take it that is the flex.",
      "Very good. Then who from my roster should fill it this week?",
    ],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["For my WR2 position this week, would Courtland Sutton or Jerry Jeudy be the better choice?"],
    expect: "slot",
    position: "WR",
    players: ["Courtland Sutton", "Jerry Jeudy"],
  },
  {
    turns: ["Kindly tell me which player belongs in my kicker spot for this week's contest."],
    expect: "slot",
    position: "K",
  },

  // lineup
  { turns: ["Good afternoon. Would you be so kind as to set my lineup for this week?"], expect: "lineup" },
  {
    turns: ["I have arranged my players for Sunday. Please check whether my team sheet is the best it can be."],
    expect: "lineup",
  },
  {
    turns: ["Is my starting group optimal for week 10, or have I made an error somewhere?"],
    expect: "lineup",
    week: 10,
  },
  {
    turns: [
      "I am new to this and I fear I have made rather a muddle of things.",
      "Would you look over my entire team for this week and tell me who ought to be playing?",
    ],
    expect: "lineup",
  },
  {
    turns: ["Thank you for arranging this week's line-up so neatly.", "Might you do the same for next week?"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["My apologies for the bother. Have I left anybody on the bench who ought to be starting?"],
    expect: "lineup",
  },

  // outlook
  {
    turns: ["Roughly how many points might Bijan Robinson be expected to score this week?"],
    expect: "outlook",
    players: ["Bijan Robinson"],
  },
  {
    turns: ["What is the outlook for Jaxon Smith Njigba next week, please?"],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
    week: "next",
  },
  {
    turns: [
      "What is the ceiling, as I believe it is called, for De'Von Achane this weekend? And his floor, for that matter?",
    ],
    expect: "outlook",
    players: ["De'Von Achane"],
  },
  {
    turns: ["What is Ladd McConkey projected to score this week?", "And what about next week for him?"],
    expect: "outlook",
    players: ["Ladd McConkey"],
    week: "next",
  },
  {
    turns: [
      "I am curious about Bucky Irving. What sort of performance do you foresee from him in week 12, and is he " +
        "carrying any injury?",
    ],
    expect: ["outlook", "status"],
    players: ["Bucky Irving"],
    week: 12,
  },
  {
    turns: [
      "Tell me about James Cook's projection for this week, please.",
      "Thank you. Now the same for Mr. Henderson, the rookie from Ohio State.",
    ],
    expect: "outlook",
    players: ["TreVeyon Henderson"],
  },

  // status
  {
    turns: ["Is Christian McCaffery playing this Sunday? I heard something on the wireless about an injury."],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["I have Malik Nabers on my team.", "Is he hurt? I have not seen his name among the scores for some weeks."],
    expect: "status",
    players: ["Malik Nabers"],
  },
  {
    turns: ["Could you confirm whether Rashee Rice is available to play this week?"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["Is Tyreek Hill injured?", "And what of Jaylen Waddle, his teammate?"],
    expect: "status",
    players: ["Jaylen Waddle"],
  },
  {
    turns: ["I read that Brian Thomas is listed as a 'game-time decision'. Will he be playing, do you know?"],
    expect: "status",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["Is Joe Burrow fit to play, and if he is, should I start him this week?"],
    expect: ["status", "startSit"],
    players: ["Joe Burrow"],
  },

  // tradeValue
  {
    turns: ["What would George Pickens fetch in a trade, in your estimation?"],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  {
    turns: ["Ought I to sell Derrick Henry now, while his value is high, or keep him?"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: [
      "Coach Tatum has Marvin Harrison Jr. on his team.",
      "Would it be sensible to acquire him now, or should I be overpaying?",
    ],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: [
      "I have had several enquiries about Amon-Ra St. Brown.",
      "Before I entertain any of them, what is he actually worth?",
    ],
    expect: "tradeValue",
    players: ["Amon-Ra St. Brown"],
  },
  {
    turns: ["Kindly advise: hold or sell Travis Kelce? And if selling, what might I reasonably get for him?"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Travis Kelce"],
  },
  {
    turns: [
      "What is Breece Hall's trade value at present?",
      "And Javonte Williams — is he worth more or less than people think?",
    ],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },

  // buyLow
  {
    turns: ["Good day. Are there any players I might buy cheaply at the moment, whose values are likely to rise?"],
    expect: "buyLow",
  },
  { turns: ["Who would you suggest I sell high on before their value falls?"], expect: "buyLow" },
  { turns: ["My neighbour keeps speaking of 'buy-low candidates'.", "Could you name a few for me?"], expect: "buyLow" },
  { turns: ["Which players around the league are undervalued just now, in your opinion?"], expect: "buyLow" },
  {
    turns: [
      "Who are some buy-low targets this week?",
      "Thank you. And the opposite, please: whom should I sell while the price is good?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["Are there any of my own players whose stock is at its peak, such that I ought to trade them away?"],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["I have been offered Jonathan Taylor for my Puka. Should I accept?"],
    expect: "trade",
    players: ["Jonathan Taylor", "Puka Nacua"],
  },
  {
    turns: [
      "Coach Harper proposes that I give him Drake London and receive Kyren Williams in return. Is that a fair " +
        "exchange?",
    ],
    expect: "trade",
    players: ["Drake London", "Kyren Williams"],
  },
  {
    turns: ["Who comes out ahead in this deal: my Josh Allen for Lamar Jackson and Zay Flowers?"],
    expect: "trade",
    players: ["Josh Allen", "Lamar Jackson", "Zay Flowers"],
  },
  {
    turns: [
      "Coach Quinn has sent me a trade proposal.",
      "He wishes to have my Jahmyr Gibbs in return for his Saquon and Mike Evans. Is this good for me?",
    ],
    expect: "trade",
    players: ["Jahmyr Gibbs", "Saquon Barkley", "Mike Evans"],
  },
  {
    turns: [
      "Coach Rowan would very much like Garrett Wilson.",
      "He offers Tucker Kraft for him. Would accepting be wise on my part?",
    ],
    expect: "trade",
    players: ["Garrett Wilson", "Tucker Kraft"],
  },
  {
    turns: ["Should I trade Chris Olave for Kenny Walker?", "What if he added Jameson Williams to his side as well?"],
    expect: "trade",
    players: ["Chris Olave", "Kenneth Walker III", "Jameson Williams"],
  },
  {
    turns: ["Is Davante Adams for Chase Brown a fair swap, straight up, as the young people say?"],
    expect: "trade",
    players: ["Davante Adams", "Chase Brown"],
  },

  // waivers
  { turns: ["Whom should I pick up from the waiver list this week?"], expect: "waivers" },
  {
    turns: [
      "I am told Kyle Monangai is available.",
      "How much of my FAAB budget should I spend on him? I believe that is the bidding money.",
    ],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["Might you recommend a running back I could add from the free agents this week?"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["I should like to claim Woody Marks.", "How much ought I to bid for him?"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: [
      "Which players are available to sign this week, and which of my injured fellows should I let go to make room?",
    ],
    expect: ["waivers", "dropStash"],
  },
  {
    turns: ["What would be a sensible bid on Harold Fannin Jr., and is he worth adding at all?"],
    expect: "waivers",
    players: ["Harold Fannin Jr."],
  },

  // playoffs
  { turns: ["Good afternoon. What are my chances of reaching the playoffs this season?"], expect: "playoffs" },
  { turns: ["Do you think Gridiron Gurus will make the post-season as matters currently stand?"], expect: "playoffs" },
  { turns: ["I am four and five, I believe.", "Am I still in contention for the playoffs?"], expect: "playoffs" },
  {
    turns: ["What is my record at present?", "And given that, how likely am I to qualify for the playoffs?"],
    expect: "playoffs",
  },
  { turns: ["Could you give me a percentage for my playoff odds, please?"], expect: "playoffs" },
  {
    turns: [
      "I should like an honest appraisal. What are my playoff odds at present, and what might I do to improve them?",
    ],
    expect: ["playoffs", "improveOdds"],
  },

  // improveOdds
  { turns: ["What might I do to improve my chances of making the playoffs?"], expect: "improveOdds" },
  { turns: ["Which moves would best raise my playoff odds from here?"], expect: "improveOdds" },
  { turns: ["What are my playoff chances?", "Dear me. How might I improve them?"], expect: "improveOdds" },
  { turns: ["Kindly advise how I might strengthen my team so that I reach the post-season."], expect: "improveOdds" },
  { turns: ["Would a trade or a waiver pickup do more to help me into the playoffs?"], expect: "improveOdds" },
  {
    turns: ["What steps should a novice like myself take to give the Gurus a better shot at the playoffs?"],
    expect: "improveOdds",
  },

  // matchup
  { turns: ["Whom am I playing against this week?"], expect: "matchup" },
  {
    turns: ["I have set my lineup for the week.", "Now, am I expected to win my game, or am I the underdog?"],
    expect: "matchup",
  },
  { turns: ["What is my probability of winning this weekend's contest?"], expect: "matchup" },
  { turns: ["Who is my opponent this week?", "And do you think I shall beat them?"], expect: "matchup" },
  {
    turns: ["Whom do I play this week, and how many points is my team projected to score?"],
    expect: ["matchup", "projectedTotal"],
  },
  { turns: ["Good morning. Could you preview my week 10 matchup for me?"], expect: "matchup", week: 10 },

  // record
  { turns: ["What is my current record, please?"], expect: "record" },
  { turns: ["Who is leading the league?", "And where does my own team stand?"], expect: "record" },
  { turns: ["How many games have I won so far? I have quite lost count."], expect: "record" },
  {
    turns: [
      "I am afraid I have not been keeping track.",
      "Could you remind me of my win-loss record and my place in the standings?",
    ],
    expect: "record",
  },
  { turns: ["What place am I in the table? Forgive me, I follow the English football as well."], expect: "record" },
  {
    turns: ["Which team is the strongest in our league, and where do I stand by comparison?"],
    expect: ["leaders", "record"],
  },

  // rosterStatus
  { turns: ["Which of my players are injured this week?"], expect: "rosterStatus" },
  { turns: ["Have I any players on bye this week?"], expect: "rosterStatus" },
  {
    turns: ["Could you tell me who on my team will be unavailable next week, whether through injury or a bye?"],
    expect: "rosterStatus",
    week: "next",
  },
  { turns: ["Which of my players are on bye this week?", "And in week 12?"], expect: "rosterStatus", week: 12 },
  {
    turns: ["Are any of my men hurt at the moment? If so, please set my lineup accordingly."],
    expect: ["rosterStatus", "lineup"],
  },
  { turns: ["For week 14, which of my players will be resting on their bye?"], expect: "rosterStatus", week: 14 },

  // positionRank
  { turns: ["Could you rank my wide receivers from best to worst?"], expect: "positionRank", position: "WR" },
  { turns: ["Please put my running backs in order for me."], expect: "positionRank", position: "RB" },
  {
    turns: ["Please rank my running backs.", "And now the receivers, if you would."],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Among my tight ends, which is the best and which the least useful?"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["I have two quarterbacks on my roster.", "Kindly list them in order of merit."],
    expect: "positionRank",
    position: "QB",
  },
  { turns: ["How do my receivers rank against one another for this week?"], expect: "positionRank", position: "WR" },

  // projectedTotal
  { turns: ["How many points is my team projected to score this week?"], expect: "projectedTotal" },
  {
    turns: ["What total should I expect from my lineup this weekend, and within what range?"],
    expect: "projectedTotal",
  },
  { turns: ["Could you estimate my team's score for week 10, high and low?"], expect: "projectedTotal", week: 10 },
  { turns: ["What is my projected score this week?", "And next week?"], expect: "projectedTotal", week: "next" },
  {
    turns: ["Is my lineup set correctly for Sunday?", "Then roughly how many points will Gridiron Gurus put up?"],
    expect: "projectedTotal",
  },
  { turns: ["What are we projected for in total, my team I mean, this week?"], expect: "projectedTotal" },

  // leaders
  { turns: ["Which team is leading the league at present?"], expect: "leaders" },
  { turns: ["Who has scored the most points in our league so far?"], expect: "leaders" },
  {
    turns: ["Coach Quinn has been boasting about his team at the club.", "What is Blitz Brigade's record, in truth?"],
    expect: "leaders",
    team: "Blitz Brigade",
  },
  { turns: ["Which club would you say is the strongest in our league?"], expect: "leaders" },
  {
    turns: ["Who is in first place?", "And how is Coach Sutton's team faring?"],
    expect: "leaders",
    team: "Hail Mary Heroes",
  },
  { turns: ["Which team has the best odds of reaching the playoffs?"], expect: "leaders" },

  // sleepers
  {
    turns: ["Are there any sleepers I ought to know about for next week? I am told that is the term."],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["We are in week 10 now, I believe.", "Which lesser-known players might be worth adding ahead of week 11?"],
    expect: "sleepers",
    week: 11,
  },
  { turns: ["Could you suggest some pickups for next week's games?"], expect: "sleepers", week: "next" },
  {
    turns: ["Who should I pick up this week?", "And are there any sleepers for the following week?"],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["Kindly name a few under-the-radar players to watch for next week."], expect: "sleepers", week: "next" },
  { turns: ["Who might surprise people next week, that I could sign beforehand?"], expect: "sleepers", week: "next" },

  // dropStash
  {
    turns: ["Malik Nabers is out for a long time, I gather. Should I release him or keep him?"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["Ought I to drop Chris Godwin while he is hurt, or hold on to him?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  { turns: ["I need room on my roster. Which of my injured players would be best to let go?"], expect: "dropStash" },
  {
    turns: ["Is Brandon Aiyuk injured?", "Then should I stash him, as they say, or cut him loose?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["Mark Andrews was hurt on Sunday, I am told.", "Is it worth keeping him on my bench while he recovers?"],
    expect: "dropStash",
    players: ["Mark Andrews"],
  },
  {
    turns: ["Should I place Jayden Reed in the injured reserve slot or simply drop him?"],
    expect: "dropStash",
    players: ["Jayden Reed"],
  },

  // byeCover
  {
    turns: ["My quarterback has his bye week soon. Who might stand in for him that week?"],
    expect: "byeCover",
    position: "QB",
  },
  {
    turns: [
      "My usual tight end is off next week.",
      "Could you suggest one to stream, I believe that is the phrase, in his absence?",
    ],
    expect: "byeCover",
    position: "TE",
    week: "next",
  },
  {
    turns: ["Josh Allen has a bye in week 12. Whom should I use in his stead?"],
    expect: "byeCover",
    position: "QB",
    week: 12,
    players: ["Josh Allen"],
  },
  {
    turns: ["Which of my players are on bye next week?", "Who can I pick up to cover for them at tight end?"],
    expect: "byeCover",
    position: "TE",
    week: "next",
  },
  { turns: ["Which kicker might I use for the week my regular kicker is resting?"], expect: "byeCover", position: "K" },
  {
    turns: ["My running back is away on his bye next week. Who would make a good substitute?"],
    expect: "byeCover",
    position: "RB",
    week: "next",
  },

  // scenario
  {
    turns: ["If I win all of my remaining games, shall I make the playoffs?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["Suppose I go 3-2 over the rest of the season. What then are my chances?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["Whom do I play this week?", "Should I lose that game, how badly would it damage my playoff hopes?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["Would a final record of 8-6 be enough to get me in?"],
    expect: "scenario",
    scenario: { wins: 8, games: 14 },
  },
  {
    turns: ["What are my playoff odds?", "And if I were to win two more games?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["If I finish at 7-7, is there any hope? And what would I need to do to improve matters?"],
    expect: ["scenario", "improveOdds"],
    scenario: { wins: 7, games: 14 },
  },

  // tradeIdeas
  { turns: ["What could I obtain in exchange for Jaylen Waddle?"], expect: "tradeIdeas", players: ["Jaylen Waddle"] },
  {
    turns: ["Could you suggest some trade targets if I were to offer Kenneth Walker III?"],
    expect: "tradeIdeas",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["Is there a two-for-one trade I could make using Bucky Irving and Rome Odunze?"],
    expect: "tradeIdeas",
    players: ["Bucky Irving", "Rome Odunze"],
  },
  {
    turns: ["I am thinking of trading away Terry McLaurin.", "Whom might I get for him?"],
    expect: "tradeIdeas",
    players: ["Terry McLaurin"],
  },
  {
    turns: ["I have Jared Goff as a spare quarterback.", "Which teams might want him, and what might they give me?"],
    expect: "tradeIdeas",
    players: ["Jared Goff"],
  },
  { turns: ["Kindly propose a trade built around Sam LaPorta."], expect: "tradeIdeas", players: ["Sam LaPorta"] },

  // help
  { turns: ["Good afternoon. I am new to all this. What exactly are you able to help me with?"], expect: "help" },
  { turns: ["Could you explain what sorts of questions I may put to you?"], expect: "help" },
  { turns: ["Forgive me, but what does this assistant do?"], expect: "help" },
  { turns: ["Hello there.", "What services do you provide, if I may ask?"], expect: "help" },

  // None
  { turns: ["What will the weather be like in Green Bay on Sunday?"], expect: "None" },
  { turns: ["Would you tell me a joke about football? Something clean, please."], expect: "None" },
  { turns: ["Which team should I bet on against the spread this weekend?"], expect: "None" },
  { turns: ["My granddaughter's birthday is next week. Could you suggest a suitable gift?"], expect: "None" },
  { turns: ["Would you kindly book me a table for dinner on Sunday evening?"], expect: "None" },
  {
    turns: ["Thank you for your help with my lineup.", "By the way, how do I reset the password on my email account?"],
    expect: "None",
  },
];
