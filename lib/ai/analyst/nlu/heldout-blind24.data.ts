// Blind held-out evaluation set 24 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a dentist, a long-haul trucker dictating by voice (no punctuation, homophones),
// a college professor of statistics, a teenager writing lowercase slang, a Brazilian writing English as a
// second language, a bakery owner, a retired army sergeant, and a dad running his son's team while the son
// is at camp.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_24: HeldOutCase[] = [
  // ---------------------------------------------------------------- startSit
  {
    turns: [
      "Between patients, quick one. Waddle or Courtland Sutton in my lineup Sunday?",
      "Actually Sutton's locked in, he's been great. What about Waddle versus Jakobi Meyers?",
    ],
    expect: "startSit",
    players: ["Jaylen Waddle", "Jakobi Meyers"],
  },
  {
    turns: ["judkins or chuba this week??", "wait what about week 12 tho. same two"],
    expect: "startSit",
    week: 12,
    players: ["Quinshon Judkins", "Chuba Hubbard"],
  },
  {
    turns: [
      "Sergeant here. Roster question. I have Rhamondre Stevenson and Kyren Williams, both healthy.",
      "Which one goes in the lineup and which one sits. Give it to me straight.",
    ],
    expect: "startSit",
    players: ["Rhamondre Stevenson", "Kyren Williams"],
  },
  {
    turns: [
      "My son left me in charge while he's at camp. His note says 'bench Pittman???' " +
        "Should Pittman really sit this week?",
    ],
    expect: "startSit",
    players: ["Michael Pittman Jr."],
  },
  {
    turns: [
      "Morning! Just pulled the croissants out of the oven. Been thinking about Jameson Williams.",
      "Would you play him next week? I like to plan ahead.",
    ],
    expect: "startSit",
    week: "next",
    players: ["Jameson Williams"],
  },
  {
    turns: ["Hello! I have one doubt about the quarterback.", "Is better I put Bo Nix or Jared Goff this round?"],
    expect: "startSit",
    players: ["Bo Nix", "Jared Goff"],
  },

  // ---------------------------------------------------------------- compare
  {
    turns: [
      "Setting this week aside entirely: over the remainder of the season, whose expected output is higher, " +
        "Puka Nacua or Amon-Ra St. Brown?",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: ["lowkey who's just better rn bijan or gibbs. not for my lineup just curious"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: ["rest of season who do you like more jackson smith in jiba or drake london"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Drake London"],
  },
  {
    turns: [
      "Who is more good for rest of season, Trey McBride or Brock Bowers?",
      "And Kittle? Compare with McBride I mean",
    ],
    expect: "compare",
    players: ["George Kittle", "Trey McBride"],
  },
  {
    turns: [
      "I keep going back and forth on Dalton Kincaid and T.J. Hockenson.",
      "Forget this Sunday. Long term, which one is simply the better player to own?",
    ],
    expect: "compare",
    players: ["Dalton Kincaid", "T.J. Hockenson"],
  },
  {
    turns: [
      "My boy and I have a running argument going.",
      "He says Ladd McConkey is a better receiver than Zay Flowers from here on out, I say Flowers. Who's right?",
    ],
    expect: "compare",
    players: ["Ladd McConkey", "Zay Flowers"],
  },

  // ---------------------------------------------------------------- slot
  {
    turns: ["Status on Chuba Hubbard?", "He's out. Who on my roster fills the FLEX then."],
    expect: "slot",
  },
  { turns: ["who goes in my rb2 spot this wk"], expect: "slot", position: "RB" },
  {
    turns: ["my flex guy got hurt sunday", "so who do i put in the flex now from my guys"],
    expect: "slot",
  },
  {
    turns: ["Which of my receivers should take the WR3 spot? I never know how to fill that one."],
    expect: "slot",
    position: "WR",
  },
  {
    turns: [
      "Tight end question. My son's starting TE is listed doubtful.",
      "Who from the bench should fill the tight end spot instead?",
    ],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["For week 12 specifically, which of my rostered players maximizes expected points in the FLEX?"],
    expect: "slot",
    week: 12,
  },

  // ---------------------------------------------------------------- lineup
  {
    turns: ["Could you set my best lineup for Sunday? I won't have time to check before kickoff."],
    expect: "lineup",
  },
  {
    turns: ["Inspect my lineup. Anyone out of position or who shouldn't be starting, I want to know."],
    expect: "lineup",
  },
  { turns: ["ok i made some swaps", "is my lineup good now or did i fumble it"], expect: "lineup" },
  {
    turns: ["What's my optimal lineup for next week? I want it planned before the weekend rush at the shop."],
    expect: "lineup",
    week: "next",
  },
  {
    turns: [
      "I honestly don't know half the players on my son's team.",
      "Can you just put in the strongest lineup you can for us?",
    ],
    expect: "lineup",
  },

  // ---------------------------------------------------------------- outlook
  {
    turns: ["What does the projection distribution look like for Caleb Williams this week? Mean and spread, ideally."],
    expect: "outlook",
    players: ["Caleb Williams"],
  },
  {
    turns: ["How you see Ashton Jeanty for the rest of season? He will be good?"],
    expect: "outlook",
    players: ["Ashton Jeanty"],
  },
  {
    turns: ["egbuka been cooking fr", "hows he looking next week"],
    expect: "outlook",
    week: "next",
    players: ["Emeka Egbuka"],
  },
  {
    turns: ["i just traded for devon a shane", "whats his outlook for this week"],
    expect: "outlook",
    players: ["De'Von Achane"],
  },
  {
    turns: ["I picked up Tetairoa McMillan back in September.", "What's his outlook for the rest of the year?"],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
  },
  {
    turns: ["Brief me on Derrick Henry for week 11. Projection and outlook."],
    expect: "outlook",
    week: 11,
    players: ["Derrick Henry"],
  },

  // ---------------------------------------------------------------- status
  {
    turns: ["my qb is lamar", "is he actually playin this week fr"],
    expect: "status",
    players: ["Lamar Jackson"],
  },
  { turns: ["is nico collins practicing today or what"], expect: "status", players: ["Nico Collins"] },
  {
    turns: ["I have Chris Olave in my team.", "He is injured? He will play this sunday?"],
    expect: "status",
    players: ["Chris Olave"],
  },
  {
    turns: [
      "My son texted from camp asking about Terry McLaurin.",
      "Is McLaurin questionable or is he actually going to suit up?",
    ],
    expect: "status",
    players: ["Terry McLaurin"],
  },
  { turns: ["Status report on George Kittle. Active Sunday or not?"], expect: "status", players: ["George Kittle"] },

  // ---------------------------------------------------------------- tradeValue
  {
    turns: ["Is Jaxon Smith-Njigba's current valuation inflated enough that selling high is the rational move?"],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["puka been insane lately", "what's he worth in a trade rn"],
    expect: "tradeValue",
    players: ["Puka Nacua"],
  },
  {
    turns: [
      "Breece Hall has been so up and down for me.",
      "Is this a good time to sell him, or would I get nothing back?",
    ],
    expect: "tradeValue",
    players: ["Breece Hall"],
  },
  {
    turns: ["should i buy low on marvin harrison junior or is his value still to high"],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: [
      "Javonte Williams has been producing well above expectations.",
      "What's his market value right now. Sell or hold.",
    ],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },

  // ---------------------------------------------------------------- buyLow
  {
    turns: ["Which players would you target as buy-low candidates right now? Guys who've just been unlucky."],
    expect: "buyLow",
  },
  { turns: ["who can i trade for cheap rn thats about to pop off"], expect: "buyLow" },
  {
    turns: [
      "Which players on other rosters are underperforming their usage metrics, such that acquiring them " +
        "via trade is positive expected value?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "i got extra depth at running back",
      "who should i try and trade for thats struggling but gonna bounce back",
    ],
    expect: "buyLow",
  },
  {
    turns: ["I want to make a trade.", "Which players of other teams have low price now but will be good after?"],
    expect: "buyLow",
  },
  { turns: ["Identify buy-low targets at wide receiver. Names."], expect: "buyLow", position: "WR" },

  // ---------------------------------------------------------------- trade
  {
    turns: ["Coach Harper offered me Kenneth Walker for my Xavier Worthy. Should I accept?"],
    expect: "trade",
    players: ["Kenneth Walker III", "Xavier Worthy"],
  },
  {
    turns: ["thinkin bout trading drake may for bucky irving yes or no"],
    expect: "trade",
    players: ["Drake Maye", "Bucky Irving"],
  },
  {
    turns: [
      "someone just sent me a trade",
      "they want my garrett wilson for their chase brown and rico dowdle. smash accept or nah",
    ],
    expect: "trade",
    players: ["Garrett Wilson", "Chase Brown", "Rico Dowdle"],
  },
  {
    turns: [
      "Evaluate: I send Mike Evans and Jordan Addison and receive Tee Higgins. Does the consolidation " +
        "improve my expected starting lineup?",
    ],
    expect: "trade",
    players: ["Mike Evans", "Jordan Addison", "Tee Higgins"],
  },
  {
    turns: ["Coach Tatum propose me: I give Davante Adams and he give me DK Metcalf. Is fair trade?"],
    expect: "trade",
    players: ["Davante Adams", "DK Metcalf"],
  },
  {
    turns: [
      "Another manager keeps messaging my son's account.",
      "He wants to give us Travis Kelce for our Jake Ferguson. Do we take it?",
    ],
    expect: "trade",
    players: ["Travis Kelce", "Jake Ferguson"],
  },

  // ---------------------------------------------------------------- waivers
  { turns: ["who do i grab off waivers this week and how much faab"], expect: "waivers" },
  {
    turns: ["how much fab should i throw at kyle mon and guy"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["What is the optimal FAAB bid on Woody Marks, given my remaining budget?"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: ["I've got about $40 of my budget left.", "Who's worth spending it on from the wire?"],
    expect: "waivers",
  },
  {
    turns: ["Lost my RB2 to a high ankle sprain.", "Need a running back off the wire. Who, and what's the bid."],
    expect: "waivers",
    position: "RB",
  },

  // ---------------------------------------------------------------- playoffs
  { turns: ["Realistically, what are my chances of making the playoffs this year?"], expect: "playoffs" },
  { turns: ["am i making playoffs or am i cooked"], expect: "playoffs" },
  { turns: ["we lost again last week", "what are my playoff odds lookin like now"], expect: "playoffs" },
  { turns: ["What is my estimated probability of a postseason berth?"], expect: "playoffs" },
  {
    turns: [
      "My son is going to ask me one thing when he gets back from camp.",
      "Is his team going to make the playoffs?",
    ],
    expect: "playoffs",
  },

  // ---------------------------------------------------------------- improveOdds
  { turns: ["What could I do to give myself a better shot at the playoffs?"], expect: "improveOdds" },
  { turns: ["Which moves I can make for to increase my chance of playoffs?"], expect: "improveOdds" },
  { turns: ["playoff odds?", "ok thats bad. what do i do to fix it"], expect: "improveOdds" },
  {
    turns: ["Which roster transactions would produce the largest marginal gain in my playoff probability?"],
    expect: "improveOdds",
  },
  {
    turns: ["My playoff odds are lower than I'd like.", "What moves raise them. Prioritize."],
    expect: "improveOdds",
  },

  // ---------------------------------------------------------------- matchup
  { turns: ["who am i up against this week and am i gonna win"], expect: "matchup" },
  { turns: ["Who's favored in my game this week? I have a bad feeling about it."], expect: "matchup" },
  {
    turns: ["who am i playin this week", "coach quinn huh whats my win probability against him"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  {
    turns: ["This week I play against Sunday Scaries, I think.", "Who is the favorite to win?"],
    expect: "matchup",
    team: "Sunday Scaries",
  },
  {
    turns: ["How am I looking against Coach Sawyer's team this week? Be honest."],
    expect: "matchup",
    team: "Audible Alchemists",
  },

  // ---------------------------------------------------------------- record
  {
    turns: ["What's my son's team's record right now? And where does that put us in the standings?"],
    expect: "record",
  },
  { turns: ["whats my record again lol"], expect: "record" },
  {
    turns: [
      "lost by two points last night can you believe it",
      "where do i stand in the league now what place am i in",
    ],
    expect: "record",
  },
  {
    turns: ["I win last week finally!!", "So now what is my record and my position in the table?"],
    expect: "record",
  },
  { turns: ["Remind me how many wins I have? I've lost track with all the holiday orders."], expect: "record" },

  // ---------------------------------------------------------------- rosterStatus
  { turns: ["Who on my roster is injured or on bye this week. Full list."], expect: "rosterStatus" },
  {
    turns: ["Do I have anyone on bye next week? I'd like to plan ahead."],
    expect: "rosterStatus",
    week: "next",
  },
  { turns: ["lineup lookin thin ngl", "anybody on my team hurt rn"], expect: "rosterStatus" },
  {
    turns: ["checking on my byes", "what about week 12 whos out for me that week"],
    expect: "rosterStatus",
    week: 12,
  },
  { turns: ["In the week 11, which of my players are in the bye?"], expect: "rosterStatus", week: 11 },

  // ---------------------------------------------------------------- positionRank
  { turns: ["Rank my running backs for this week by projected points."], expect: "positionRank", position: "RB" },
  { turns: ["rank my wrs this week", "same thing for my rbs"], expect: "positionRank", position: "RB" },
  { turns: ["can you rank my tight ends for next week"], expect: "positionRank", position: "TE", week: "next" },
  {
    turns: ["Could you put my wide receivers in order, best to worst, for this weekend?"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Rank my running backs for week 11.", "Now the wide receivers. Same week."],
    expect: "positionRank",
    position: "WR",
    week: 11,
  },

  // ---------------------------------------------------------------- projectedTotal
  { turns: ["How many points is my team projected to score this week?"], expect: "projectedTotal" },
  {
    turns: ["What's my team's projected total for week 10, with an 80% interval if you have one?"],
    expect: "projectedTotal",
  },
  {
    turns: ["whats my team projected for next wk, like floor and ceiling"],
    expect: "projectedTotal",
    week: "next",
  },
  { turns: ["ok lineups set", "how many points we projected to put up"], expect: "projectedTotal" },
  {
    turns: ["We've got a tough stretch coming up.", "What's the projected score for our team in week 12?"],
    expect: "projectedTotal",
    week: 12,
  },

  // ---------------------------------------------------------------- leaders
  { turns: ["who's the best team in the league rn"], expect: "leaders" },
  { turns: ["Show me the league standings. Top to bottom."], expect: "leaders" },
  { turns: ["Which team is in first place of the league?"], expect: "leaders" },
  { turns: ["Just curious about the rest of the league.", "Who's leading it, and by how much?"], expect: "leaders" },
  { turns: ["Which team leads the league in total points scored?"], expect: "leaders" },
  {
    turns: [
      "My sister-in-law is in this league too and she won't stop bragging.",
      "Who's actually at the top of the standings?",
    ],
    expect: "leaders",
  },

  // ---------------------------------------------------------------- sleepers
  { turns: ["any sleepers for next week nobody's talkin about"], expect: "sleepers", week: "next" },
  {
    turns: ["Any under-the-radar guys I should keep an eye on? The kind nobody's talking about yet."],
    expect: "sleepers",
  },
  { turns: ["Which low-rostered players show the strongest signals of an impending breakout?"], expect: "sleepers" },
  { turns: ["my bench is weak", "give me some sleepers nobody knows about i can pick up"], expect: "sleepers" },
  {
    turns: ["You know some sleeper players at tight end for next week?"],
    expect: "sleepers",
    position: "TE",
    week: "next",
  },

  // ---------------------------------------------------------------- dropStash
  {
    turns: ["Should I drop Malik Nabers now that he's out for the year, or stash him on IR?"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["is it worth keepin tyreek on my bench or just cut him"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  { turns: ["I've got two injured men taking up roster spots. Drop them or stash them on IR?"], expect: "dropStash" },
  {
    turns: ["Brandon Aiyuk still don't play.", "I keep him in IR or I drop him?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: [
      "Apparently Joe Burrow has been hurt most of the season.",
      "Is he worth holding in the IR slot or should we let him go?",
    ],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },

  // ---------------------------------------------------------------- byeCover
  {
    turns: ["My quarterback is on bye next week. Who can I pick up to fill in?"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  { turns: ["need a tight end to cover the by week whos out there"], expect: "byeCover", position: "TE" },
  {
    turns: ["With my kicker on bye, which available kicker has the best projection as a one-week streamer?"],
    expect: "byeCover",
    position: "K",
  },
  { turns: ["bro my defense is on bye", "who do i stream"], expect: "byeCover", position: "DST" },
  {
    turns: [
      "Dak is on bye this week, isn't he?",
      "Who's a decent streaming quarterback I could grab just for the week?",
    ],
    expect: "byeCover",
    position: "QB",
  },

  // ---------------------------------------------------------------- scenario
  { turns: ["if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["Conditional on going 3-2 over my remaining games, what's my playoff probability?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  { turns: ["what happens to my odds if i lose this week"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: [
      "My son's team has a rough schedule the rest of the way.",
      "If we go 2 and 3 from here, do we still have a chance?",
    ],
    expect: "scenario",
    scenario: { wins: 2, games: 5 },
  },
  {
    turns: ["What is my chance to make the playoffs?", "And if I win 3 more games?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  {
    turns: ["Big game this Sunday, I'm nervous.", "If I lose it, is my season basically over?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // ---------------------------------------------------------------- tradeIdeas
  {
    turns: ["thinking about moving ceedee", "gimme some trade ideas w him, like 2 for 1s"],
    expect: "tradeIdeas",
    players: ["CeeDee Lamb"],
  },
  {
    turns: ["Construct a few 2-for-1 packages centered on Josh Allen that would upgrade my RB corps."],
    expect: "tradeIdeas",
    players: ["Josh Allen"],
  },
  {
    turns: ["i want to move josh jacobs what kind of deals can i put together with him"],
    expect: "tradeIdeas",
    players: ["Josh Jacobs"],
  },
  {
    turns: [
      "I have too many tight ends and Mark Andrews is the one I'd part with.",
      "What trades could I build around him?",
    ],
    expect: "tradeIdeas",
    players: ["Mark Andrews"],
  },
  {
    turns: ["Give me ideas of trade with Jonathan Taylor, one for one or two for one."],
    expect: "tradeIdeas",
    players: ["Jonathan Taylor"],
  },

  // ---------------------------------------------------------------- help
  {
    turns: ["I'm new to all this, filling in for my son. What kinds of things can you help me with?"],
    expect: "help",
  },
  { turns: ["yo", "wait what can u even do"], expect: "help" },
  { turns: ["How I use you? Which questions I can make for you?"], expect: "help" },
  { turns: ["State your capabilities. What can you do for me, and how do I ask?"], expect: "help" },

  // ---------------------------------------------------------------- None (out of scope)
  { turns: ["whats the weather gonna be in green bay sunday gotta drive threw there"], expect: "None" },
  { turns: ["Off topic, but do you have a good sourdough starter recipe? Mine keeps dying on me."], expect: "None" },
  { turns: ["tell me a joke bro im bored"], expect: "None" },
  { turns: ["Out of curiosity, who do you think wins the 2026 midterm elections?"], expect: "None" },
  { turns: ["Who will win the Brasileirão this year, Flamengo or Palmeiras?"], expect: "None" },
  { turns: ["Thanks, that was helpful.", "How's your day going, by the way?"], expect: "None" },
  { turns: ["Who won the World Series this year?"], expect: "None" },
  {
    turns: [
      "Thanks for all the help with the lineup.",
      "Unrelated, but any tips for packing a care package for a kid at camp?",
    ],
    expect: "None",
  },

  // ---------------------------------------------------------------- multi-part last messages
  { turns: ["whats my record and am i even making playoffs"], expect: ["record", "playoffs"] },
  {
    turns: ["Is Jonathan Taylor playing this week, and if so should I start him over Kenneth Walker?"],
    expect: ["status", "startSit"],
    players: ["Jonathan Taylor", "Kenneth Walker III"],
  },
  {
    turns: ["who we playin this week and how many points am i projected to score"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["Two questions: what are my playoff odds, and how do they change if I win out?"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["Who I must pick in the waiver this week? And who of my injured players I can drop or put in IR?"],
    expect: ["waivers", "dropStash"],
  },
  {
    turns: ["Who's hurt on my team this week, and who should fill my FLEX because of it?"],
    expect: ["rosterStatus", "slot"],
  },
  {
    turns: ["Rank my wide receivers for this week. Then set the full lineup."],
    expect: ["positionRank", "lineup"],
    position: "WR",
  },
  {
    turns: ["What's Bijan Robinson worth in a trade, and what kind of trades could we build around him?"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Bijan Robinson"],
  },
  {
    turns: ["who's leading the league rn", "ok and where am i at. also who am i playing this week"],
    expect: ["record", "matchup"],
  },
  {
    turns: ["Long-term, is Travis Etienne better than D'Andre Swift? And which one should I start this Sunday?"],
    expect: ["compare", "startSit"],
    players: ["Travis Etienne", "D'Andre Swift"],
  },
  {
    turns: [
      "coach finley offered me george pickens for my omarion hampton",
      "is that a good deal and whats hamptons trade value anyway",
    ],
    expect: ["trade", "tradeValue"],
    players: ["George Pickens", "Omarion Hampton"],
  },
  {
    turns: ["Two things about Brock Purdy: what's his injury status, and what's his rest-of-season outlook?"],
    expect: ["status", "outlook"],
    players: ["Brock Purdy"],
  },
  {
    turns: ["Who are the players for buy low now? And also some sleepers to pick up?"],
    expect: ["buyLow", "sleepers"],
  },
  {
    turns: ["Who's on bye for me next week, and who could I grab to cover my tight end spot?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "TE",
  },
  {
    turns: ["I'm sitting at 4 and 5.", "What are my playoff odds, and what moves improve them?"],
    expect: ["playoffs", "improveOdds"],
  },
];
