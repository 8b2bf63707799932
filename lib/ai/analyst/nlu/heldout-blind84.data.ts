// Blind held-out evaluation set 84 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: an older manager in his sixties — polite, full and slightly formal sentences, old-
// fashioned football terms (halfback, split end, signal-caller, placekicker), please and thank you.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_84: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: [
      "Good morning. I am torn between Jonathan Taylor and Derrick Henry at halfback this Sunday. Which of the " +
        "two gentlemen would you start, please?",
    ],
    expect: "startSit",
    players: ["Jonathan Taylor", "Derrick Henry"],
  },
  {
    turns: [
      "Would you kindly tell me whether I ought to play Zay Flowers or Garrett Wilson at split end this week? " +
        "Thank you in advance.",
    ],
    expect: "startSit",
    players: ["Zay Flowers", "Garrett Wilson"],
  },
  {
    turns: [
      "I have been fretting over my tight end position all week long.",
      "In your judgment, should Kittle or Kelce get the nod on Sunday?",
    ],
    expect: "startSit",
    players: ["George Kittle", "Travis Kelce"],
  },
  {
    turns: [
      "Should I start Chuba Hubbard or Rico Dowdle this week, please?",
      "Thank you. And what would you advise for week 11 between those same two fellows?",
    ],
    expect: "startSit",
    players: ["Chuba Hubbard", "Rico Dowdle"],
    week: 11,
  },
  {
    turns: [
      "Among Mr. Goff, Mr. Nix and the young Dart boy, which signal-caller would you have me send out in week 10?",
    ],
    expect: "startSit",
    players: ["Jared Goff", "Bo Nix", "Jaxson Dart"],
    week: 10,
  },
  {
    turns: [
      "I am inclined to put Jameson Williams in at split end this weekend.",
      "Would Jordan Addison be the wiser choice over him, do you suppose?",
    ],
    expect: "startSit",
    players: ["Jordan Addison", "Jameson Williams"],
  },
  {
    turns: [
      "Please tell me whether to play Kamara or Javonte Williams at halfback, and whether Kamara is healthy " +
        "enough to go at all.",
    ],
    expect: ["startSit", "status"],
    players: ["Alvin Kamara", "Javonte Williams"],
  },

  // ---- compare ----
  {
    turns: [
      "For the remainder of the season, which would you rather have on the roster: Bijan Robinson or Jahmyr " +
        "Gibbs? Many thanks.",
    ],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "I am a keeper-minded sort of manager. Over the long haul, is Malik Nabers or Ja'Marr Chase the better " +
        "split end to hold onto?",
    ],
    expect: "compare",
    players: ["Malik Nabers", "Ja'Marr Chase"],
  },
  {
    turns: [
      "I own both Ashton Jeanty and Omarion Hampton, and I may have to part with one of them.",
      "Which of the two young halfbacks would you keep for the rest of the year, please?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["Puka or that Smith-Njigba fellow — which is the better man to own from here to the end of the campaign?"],
    expect: "compare",
    players: ["Puka Nacua", "Jaxon Smith-Njigba"],
  },
  {
    turns: [
      "Is Trey McBride or Brock Bowers the better tight end to have for the rest of the season?",
      "I see. What about Tucker Kraft in place of Bowers?",
    ],
    expect: "compare",
    players: ["Trey McBride", "Tucker Kraft"],
  },
  {
    turns: [
      "I have been chewing over my quarterback situation with next year's keepers in mind.",
      "Taking the long view, would you sooner keep Lamar Jackson or Josh Allen under center?",
    ],
    expect: "compare",
    players: ["Lamar Jackson", "Josh Allen"],
  },

  // ---- slot ----
  { turns: ["Whom should I put in the flex position this week, if you please?"], expect: "slot" },
  {
    turns: ["I am short a second halfback for Sunday. Who ought to fill my RB2 spot?"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: [
      "For the tight end spot this week, should it be Jake Ferguson or Hunter Henry, or somebody else on my " +
        "bench entirely?",
    ],
    expect: "slot",
    players: ["Jake Ferguson", "Hunter Henry"],
    position: "TE",
  },
  {
    turns: [
      "Mr. Burrow is still laid up with that toe, I'm told.",
      "Whom do I line up in the quarterback slot this week, then?",
    ],
    expect: "slot",
    position: "QB",
  },
  {
    turns: [
      "Good afternoon, and thank you for your patience with me.",
      "Which of my split ends belongs in the WR1 position this weekend?",
    ],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["Thank you kindly for the help with my halfbacks.", "Now then, whom do I play at flex in week 11?"],
    expect: "slot",
    week: 11,
  },

  // ---- lineup ----
  {
    turns: [
      "Would you please look over my starting eleven — or nine, I suppose — and set it the best way for this week?",
    ],
    expect: "lineup",
  },
  { turns: ["Is my lineup in proper order for Sunday, or have I made a blunder somewhere?"], expect: "lineup" },
  {
    turns: [
      "I have just returned from a fishing trip and haven't touched my team in days.",
      "Could you arrange my starters for me, please?",
    ],
    expect: "lineup",
  },
  {
    turns: ["Kindly optimize my lineup for week 11; I shan't be near a computer that weekend."],
    expect: "lineup",
    week: 11,
  },
  {
    turns: [
      "Is Derrick Henry going to suit up this week?",
      "Very well. Then please check my whole lineup from top to bottom and make whatever changes are needed.",
    ],
    expect: "lineup",
  },
  {
    turns: ["Please set my best possible lineup and then tell me what my projected total comes to. Thank you."],
    expect: ["lineup", "projectedTotal"],
  },

  // ---- outlook ----
  {
    turns: [
      "Christian McCaffery has been the backbone of my team all year.",
      "How many points do you expect from him this Sunday?",
    ],
    expect: "outlook",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["What is your rest-of-season outlook for the rookie Tetairoa McMillan, please?"],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
  },
  {
    turns: ["I picked up Kyle Monangai off the wire last week.", "Is he a sound play this weekend, in your opinion?"],
    expect: "outlook",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["What do you project for Saquon Barkley this week?", "And what about him next week, if I may ask?"],
    expect: "outlook",
    players: ["Saquon Barkley"],
    week: "next",
  },
  {
    turns: ["What sort of afternoon might Amon-Ra have against the opposition this week?"],
    expect: "outlook",
    players: ["Amon-Ra St. Brown"],
  },
  {
    turns: [
      "I have been keeping an eye on that young flanker Emeka Egbuka.",
      "What kind of numbers should I expect from the lad the rest of the way?",
    ],
    expect: "outlook",
    players: ["Emeka Egbuka"],
  },
  {
    turns: ["What is your projection for De'Von Achane this week, and is this a good moment to sell him in a trade?"],
    expect: ["outlook", "tradeValue"],
    players: ["De'Von Achane"],
  },

  // ---- status ----
  {
    turns: ["Is Nico Collins going to play on Sunday? I read something in the paper about a concussion."],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: [
      "I saw Mark Andrews on the sideline with the trainers last game.",
      "What is his injury designation this week, please?",
    ],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: [
      "Should I start Tyrone Tracy or Javonte Williams at halfback?",
      "Hold on a moment — is Tracy even healthy this week?",
    ],
    expect: "status",
    players: ["Tyrone Tracy Jr."],
  },
  {
    turns: [
      "I have Breece Hall penciled into my lineup.",
      "Has he been hurt at all? I thought I saw him limp off the field last week.",
    ],
    expect: "status",
    players: ["Breece Hall"],
  },
  {
    turns: ["Is Chris Olave playing this week, and if he is not, whom should I pick up off the wire to replace him?"],
    expect: ["status", "waivers"],
    players: ["Chris Olave"],
  },

  // ---- tradeValue ----
  {
    turns: [
      "Several managers have been asking me about Drake London.",
      "What might he fetch in a trade, roughly speaking?",
    ],
    expect: "tradeValue",
    players: ["Drake London"],
  },
  {
    turns: ["Is this the proper time to sell George Pickens, or should I keep him a while longer?"],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  {
    turns: [
      "Kenneth Walker has been running very well of late.",
      "Would it be wise to sell him while his stock is high?",
    ],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["I am considering acquiring Bucky Irving. What is he worth on the trade market these days?"],
    expect: "tradeValue",
    players: ["Bucky Irving"],
  },
  {
    turns: ["What is Jaylen Waddle worth in a trade?", "And Tee Higgins, if you'd be so kind?"],
    expect: "tradeValue",
    players: ["Tee Higgins"],
  },
  {
    turns: ["Ought I to make a play to buy Quinshon Judkins, and what would be a fair price to pay for him?"],
    expect: "tradeValue",
    players: ["Quinshon Judkins"],
  },

  // ---- buyLow ----
  { turns: ["Which players should I be looking to buy low on at the moment?"], expect: "buyLow" },
  {
    turns: ["Are there any fellows on my roster I ought to sell high right now, while they are hot?"],
    expect: "buyLow",
  },
  {
    turns: [
      "The trade deadline is approaching in our league, I'm told.",
      "Who are the good buy-low candidates, in your view?",
    ],
    expect: "buyLow",
  },
  { turns: ["Please name a few players whose value has dipped and who might be had for a song."], expect: "buyLow" },
  {
    turns: ["Who are the best buy-low targets this week, and what are my playoff chances as matters stand?"],
    expect: ["buyLow", "playoffs"],
  },
  {
    turns: ["I'd like to be shrewd about my trading from here on.", "Whom should I sell before his value falls off?"],
    expect: "buyLow",
  },

  // ---- trade ----
  {
    turns: ["I have been offered Davante Adams in exchange for my Terry McLaurin. Should I accept?"],
    expect: "trade",
    players: ["Davante Adams", "Terry McLaurin"],
  },
  {
    turns: [
      "Coach Quinn proposes that I send him James Cook and receive Chase Brown plus Mike Evans. Is that a fair " +
        "bargain for me?",
    ],
    expect: "trade",
    players: ["James Cook", "Chase Brown", "Mike Evans"],
    team: "Blitz Brigade",
  },
  {
    turns: [
      "Someone in my league has taken a fancy to my Josh Jacobs.",
      "They would give me Jaylen Warren and Courtland Sutton for him. Good deal or not?",
    ],
    expect: "trade",
    players: ["Jaylen Warren", "Courtland Sutton", "Josh Jacobs"],
  },
  {
    turns: [
      "Coach Sawyer sent me a proposal this morning.",
      "Would giving up Justin Jefferson to get CeeDee Lamb and Rhamondre Stevenson be a sensible piece of business?",
    ],
    expect: "trade",
    players: ["Justin Jefferson", "CeeDee Lamb", "Rhamondre Stevenson"],
    team: "Audible Alchemists",
  },
  {
    turns: ["Should I trade Sam LaPorta for Kyle Pitts?", "What if they threw in Tony Pollard as a sweetener?"],
    expect: "trade",
    players: ["Sam LaPorta", "Kyle Pitts", "Tony Pollard"],
  },
  {
    turns: [
      "An offer has come in: my Jalen Hurts for their Drake Maye and Xavier Worthy. Should I take it, and is " +
        "Hurts playing this week in any case?",
    ],
    expect: ["trade", "status"],
    players: ["Jalen Hurts", "Drake Maye", "Xavier Worthy"],
  },

  // ---- waivers ----
  {
    turns: ["Whom should I claim off the waiver wire this week, and how much of my FAAB ought I to bid?"],
    expect: "waivers",
  },
  { turns: ["Are there any worthwhile halfbacks sitting on the waiver wire at present?"], expect: "waivers" },
  {
    turns: ["I have $43 left in my free-agent budget.", "How much should I spend this week, and on whom?"],
    expect: "waivers",
  },
  {
    turns: [
      "Wan'Dale Robinson is sitting in our free-agent pool, believe it or not.",
      "What should I bid to secure him?",
    ],
    expect: "waivers",
    players: ["Wan'Dale Robinson"],
  },
  { turns: ["Which free agents deserve a claim before Wednesday's waiver run?"], expect: "waivers" },
  {
    turns: ["Should I release my injured fellows, and whom should I pick up in their place?"],
    expect: ["dropStash", "waivers"],
  },

  // ---- playoffs ----
  { turns: ["What are my chances of reaching the playoffs this year?"], expect: "playoffs" },
  { turns: ["Be honest with an old man: will the Gridiron Gurus make the postseason?"], expect: "playoffs" },
  {
    turns: ["We lost a real heartbreaker last week.", "Where does that leave my playoff odds, please?"],
    expect: "playoffs",
  },
  {
    turns: ["What is my record now, and do I still have a realistic shot at the playoffs?"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["Thank you for the waiver advice.", "One more thing: how likely am I to qualify for the postseason?"],
    expect: "playoffs",
  },

  // ---- improveOdds ----
  { turns: ["What moves could I make to improve my playoff chances?"], expect: "improveOdds" },
  { turns: ["How might I raise my odds of making the postseason, practically speaking?"], expect: "improveOdds" },
  { turns: ["What are my playoff odds at this point?", "And what can I do to better them?"], expect: "improveOdds" },
  {
    turns: ["What would most help my club get into the playoffs — a trade, a pickup, or something else?"],
    expect: "improveOdds",
  },
  {
    turns: ["I'm sitting at five and four, I believe.", "What steps should I take to secure a playoff berth?"],
    expect: "improveOdds",
  },
  {
    turns: ["Please tell me my playoff odds, and then what I should do to improve them."],
    expect: ["playoffs", "improveOdds"],
  },

  // ---- matchup ----
  { turns: ["Whom am I playing this week, and am I favored?"], expect: "matchup" },
  {
    turns: ["I have set my lineup, thanks to you.", "Now, what is my win probability for Sunday's contest?"],
    expect: "matchup",
  },
  { turns: ["Who is my opponent in week 12, please?"], expect: "matchup", week: 12 },
  {
    turns: ["I am a little nervous about this weekend.", "How do I stack up against my opponent, projection-wise?"],
    expect: "matchup",
  },
  { turns: ["Who am I up against this week?", "And the week after this one?"], expect: "matchup", week: "next" },
  {
    turns: ["What is the projected score of my game against Coach Rowan's side this week?"],
    expect: "matchup",
    team: "End Zone Envy",
  },
  {
    turns: ["Whom do I face this Sunday, and what is my own team projected to score?"],
    expect: ["matchup", "projectedTotal"],
  },

  // ---- record ----
  { turns: ["What is my won-lost record at present?"], expect: "record" },
  { turns: ["Where do the Gridiron Gurus stand in the league table?"], expect: "record" },
  { turns: ["I haven't looked at the standings in weeks.", "What place am I in?"], expect: "record" },
  { turns: ["Am I still in first place, or have I slipped?"], expect: "record" },
  { turns: ["I won last week, thank goodness.", "So what does my record look like now?"], expect: "record" },

  // ---- rosterStatus ----
  { turns: ["Which of my players are injured or on a bye this week?"], expect: "rosterStatus" },
  { turns: ["Do I have anyone on a bye in week 11?"], expect: "rosterStatus", week: 11 },
  {
    turns: ["I like to plan ahead.", "Who on my team has the week off next week for the bye?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["Please give me a list of my wounded — who from my roster is on the injury report?"],
    expect: "rosterStatus",
  },
  {
    turns: ["Who on my squad is hurt this week, and what tight end should I stream to cover my starter's bye?"],
    expect: ["rosterStatus", "byeCover"],
    position: "TE",
  },
  { turns: ["Good evening.", "Are any of my starters doubtful or on a bye this week?"], expect: "rosterStatus" },

  // ---- positionRank ----
  { turns: ["Would you rank my wide receivers for this week, please?"], expect: "positionRank", position: "WR" },
  { turns: ["Rank my halfbacks from best to worst for Sunday, if you would."], expect: "positionRank", position: "RB" },
  {
    turns: ["Please rank my running backs for this week.", "Now do the same for my tight ends, thank you."],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["How do my quarterbacks rank against one another for week 11?"],
    expect: "positionRank",
    position: "QB",
    week: 11,
  },
  {
    turns: [
      "I seem to have collected too many split ends.",
      "Please put them in order for me by how they'll fare next week.",
    ],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  {
    turns: [
      "I carry two placekickers, which my wife tells me is foolish.",
      "Could you rank them for this week, please?",
    ],
    expect: "positionRank",
    position: "K",
  },

  // ---- projectedTotal ----
  { turns: ["How many points is my team projected to score this week?"], expect: "projectedTotal" },
  { turns: ["What are my ceiling and floor for Sunday?"], expect: "projectedTotal" },
  { turns: ["I've set my lineup the way I like it.", "What does it project to, all told?"], expect: "projectedTotal" },
  {
    turns: ["What is my projected points total for week 12, and the range around it?"],
    expect: "projectedTotal",
    week: 12,
  },
  { turns: ["What's my team projected for this week?", "And for next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["Give me a best-case and a worst-case figure for my club this week, please."], expect: "projectedTotal" },

  // ---- leaders ----
  { turns: ["Who is leading the league at this point in the season?"], expect: "leaders" },
  {
    turns: ["Our league newsletter is late again this week.", "Which team has scored the most points this season?"],
    expect: "leaders",
  },
  { turns: ["What is the Red Zone Raiders' record, may I ask?"], expect: "leaders", team: "Red Zone Raiders" },
  {
    turns: ["Coach Ellis has been boasting again at the club.", "Where does his team actually stand in the standings?"],
    expect: "leaders",
    team: "Pocket Passers",
  },
  { turns: ["Which club is the surest bet to make the playoffs?"], expect: "leaders" },
  { turns: ["Who is in first place, and where do I rank?"], expect: ["leaders", "record"] },

  // ---- sleepers ----
  { turns: ["Do you have any sleepers in mind for next week?"], expect: "sleepers", week: "next" },
  { turns: ["Who are some deep, under-the-radar fellows worth a stash?"], expect: "sleepers" },
  {
    turns: ["I've a spare bench spot at the moment.", "Any hidden gems nobody else in my league will be looking at?"],
    expect: "sleepers",
  },
  {
    turns: ["My bench is full of tired veterans.", "Could you name a deep-league sleeper at halfback for me?"],
    expect: "sleepers",
  },
  {
    turns: ["The usual waiver names are all long gone in my league.", "Who are the real deep cuts, then?"],
    expect: "sleepers",
  },
  {
    turns: ["Are there any sleepers worth a flier, and who should I start at flex this week?"],
    expect: ["sleepers", "slot"],
  },

  // ---- dropStash ----
  { turns: ["Should I drop my injured players or keep them stashed?"], expect: "dropStash" },
  {
    turns: ["Is it worth putting Joe Burrow on IR and holding him, or should I cut him loose?"],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  {
    turns: ["Two of my men are on the injured list.", "Is it better to stash them or release them for healthy bodies?"],
    expect: "dropStash",
  },
  {
    turns: [
      "Injuries have been piling up on me something terrible.",
      "Which of my hurt players are worth keeping in the IR spot?",
    ],
    expect: "dropStash",
  },
  {
    turns: ["Brandon Aiyuk still hasn't come back from that knee.", "Ought I to keep waiting on him, or let him go?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["I have only the one IR spot. Which injured man deserves it, and whom should I release?"],
    expect: "dropStash",
  },

  // ---- byeCover ----
  {
    turns: ["My tight end is on a bye this week. Who is a good streamer to cover for him?"],
    expect: "byeCover",
    position: "TE",
  },
  {
    turns: ["My signal-caller has his bye coming up. Whom can I stream at quarterback for that week?"],
    expect: "byeCover",
    position: "QB",
  },
  {
    turns: ["My kicker's team has its week off.", "Who is a decent placekicker I could pick up just for the week?"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["Please recommend a backup halfback to plug my bye-week hole in week 12."],
    expect: "byeCover",
    position: "RB",
    week: 12,
  },
  {
    turns: ["Two of my split ends are on bye next week.", "Can you suggest a stopgap receiver to carry me through?"],
    expect: "byeCover",
    position: "WR",
    week: "next",
  },

  // ---- scenario ----
  { turns: ["What would my playoff odds be if I win out?"], expect: "scenario", scenario: "win-out" },
  { turns: ["Suppose I win two of my last four; do I get in?"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  {
    turns: ["If I lose this week, how badly does that hurt my playoff chances?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["What are my playoff odds?", "And if I were to win every remaining game?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["Should I win three of the final five games, what are my chances of a playoff berth?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: [
      "I'm worried about the schedule ahead of us.",
      "What becomes of my odds if I manage just one more win the rest of the way?",
    ],
    expect: "scenario",
    scenario: { wins: 1, games: null },
  },
  {
    turns: ["If I drop this week's game, where do my playoff odds end up, and what moves could make up for it?"],
    expect: ["scenario", "improveOdds"],
    scenario: "lose-this-week",
  },

  // ---- tradeIdeas ----
  {
    turns: [
      "Which team should I approach for a trade if I need a halfback, and which players league-wide are worth " +
        "buying low right now?",
    ],
    expect: ["tradeIdeas", "buyLow"],
    position: "RB",
  },
  {
    turns: ["What could the Sunday Scaries give me in a deal, would you say?"],
    expect: "tradeIdeas",
    team: "Sunday Scaries",
  },
  {
    turns: ["Could you put together a two-for-one built around Tee Higgins and Jaylen Warren?"],
    expect: "tradeIdeas",
    players: ["Tee Higgins", "Jaylen Warren"],
  },
  {
    turns: [
      "I'm thin at tight end and rather deep at split end.",
      "Whom should I trade with to shore up the tight end position?",
    ],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["Have you any trade ideas involving Coach Finley? I should like a wide receiver."],
    expect: "tradeIdeas",
    team: "Waiver Wire Wizards",
    position: "WR",
  },
  {
    turns: [
      "What's Travis Etienne worth in a trade?",
      "Fine. Could you package him with Rachaad White in a two-for-one for somebody better?",
    ],
    expect: "tradeIdeas",
    players: ["Travis Etienne Jr.", "Rachaad White"],
  },

  // ---- help ----
  { turns: ["What can you do for me, exactly?"], expect: "help" },
  { turns: ["I'm new to this sort of computer assistant. How does it work, please?"], expect: "help" },
  { turns: ["Hello there.", "What kinds of questions may I put to you?"], expect: "help" },
  { turns: ["Could you explain what services you offer a fantasy manager?"], expect: "help" },
  { turns: ["Pardon me, but what are you able to help me with?"], expect: "help" },
  {
    turns: ["My grandson set this program up for me.", "Where do I begin, and what sorts of things will you answer?"],
    expect: "help",
  },

  // ---- None ----
  { turns: ["What will the weather be like in Green Bay on Sunday?"], expect: "None" },
  { turns: ["Could you give me a good recipe for pot roast, please?"], expect: "None" },
  { turns: ["Who won the World Series this year?"], expect: "None" },
  {
    turns: ["Thank you for the lineup help.", "By the way, could you help my granddaughter with her algebra homework?"],
    expect: "None",
  },
  { turns: ["It has been a long week at the office.", "Tell me a joke, would you?"], expect: "None" },
  { turns: ["What do you make of the Senate race in my state?"], expect: "None" },
];
