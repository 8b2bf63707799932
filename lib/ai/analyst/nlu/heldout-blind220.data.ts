// Blind held-out evaluation set 220 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a manager who plans by the calendar and NFL game days (Thursday night, Monday night,
// Thanksgiving, "the 23rd", "two Sundays from now", "the first playoff weekend") rather than by week numbers.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_220: HeldOutCase[] = [
  // ---------- startSit ----------
  {
    turns: [
      "JSN or Zay Flowers for the 1 o'clock games today? only room for one of them",
      "and if it were the 16th instead, same answer?",
    ],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Zay Flowers"],
    week: 11,
  },
  {
    turns: ["Is tonight the night I finally trust Omarion Hampton against the Steelers, or does he stay on my pine?"],
    expect: "startSit",
    players: ["Omarion Hampton"],
  },
  {
    turns: ["Breece plays this Thursday the 13th up in Foxborough. Worth firing him up that night or bench him?"],
    expect: "startSit",
    players: ["Breece Hall"],
    week: 11,
  },
  {
    turns: [
      "what do you make of Sam LaPorta lately",
      "fine. Thanksgiving afternoon, him or Jake Ferguson? they both go that day",
    ],
    expect: "startSit",
    players: ["Sam LaPorta", "Jake Ferguson"],
    week: 13,
  },
  {
    turns: ["Saquon on Monday night at Lambeau... do I roll him out or is that defense going to eat him alive"],
    expect: "startSit",
    players: ["Saquon Barkley"],
  },
  {
    turns: [
      "December 7th I've got Drake London, Emeka Egbuka and Chris Olave " +
        "fighting over two receiver spots. Which one gets benched?",
    ],
    expect: "startSit",
    players: ["Drake London", "Emeka Egbuka", "Chris Olave"],
    week: 14,
  },
  {
    turns: ["how's Chris Godwin's ankle holding up", "so is he in my lineup this afternoon or not"],
    expect: "startSit",
    players: ["Chris Godwin"],
  },

  // ---------- compare ----------
  {
    turns: ["Long haul question, everything from now through the end of December: Bucky Irving or Chase Brown?"],
    expect: "compare",
    players: ["Bucky Irving", "Chase Brown"],
  },
  {
    turns: [
      "Tee Higgins or DK Metcalf today?",
      "actually forget today. from now till Christmas, which of the two would you rather own",
    ],
    expect: "compare",
    players: ["Tee Higgins", "DK Metcalf"],
  },
  {
    turns: [
      "is Tetairoa McMillan a real WR1 or just eating volume",
      "stack him up against Rome Odunze for the remaining Sundays, who's the better piece to have",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Rome Odunze"],
  },
  {
    turns: [
      "Not worried about this afternoon at all. Ashton Jeanty vs TreVeyon " +
        "Henderson, who gives me more between now and the title game?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "TreVeyon Henderson"],
  },
  {
    turns: [
      "I need a QB for the stretch run",
      "it's between Jaxson Dart, Bo Nix and Caleb Williams",
      "which of them carries a team furthest through December",
    ],
    expect: "compare",
    players: ["Jaxson Dart", "Bo Nix", "Caleb Williams"],
  },
  {
    turns: ["Kelce's 36, Tyler Warren's a rookie. Whose back half of the season ends up better?"],
    expect: "compare",
    players: ["Travis Kelce", "Tyler Warren"],
  },

  // ---------- outlook ----------
  {
    turns: ["What's the ceiling for Jahmyr Gibbs on Thanksgiving against Green Bay?"],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
    week: 13,
  },
  {
    turns: ["Realistic floor for Kyren Williams today? I just want to know how bad it could get"],
    expect: "outlook",
    players: ["Kyren Williams"],
  },
  {
    turns: ["how's Lamar looking for today", "what about the Sunday before Thanksgiving?"],
    expect: "outlook",
    players: ["Lamar Jackson"],
    week: 12,
  },
  {
    turns: [
      "I just traded for Jakobi Meyers",
      "now that he's in Jacksonville what should I expect from him from here to the end of the regular season",
    ],
    expect: "outlook",
    players: ["Jakobi Meyers"],
  },
  {
    turns: ["Is Colston Loveland going to be a real weapon for Chicago down the stretch or is this a mirage?"],
    expect: "outlook",
    players: ["Colston Loveland"],
  },
  {
    turns: [
      "who should I play at QB today, Herbert or Goff",
      "ok never mind Goff. what kind of range am I looking at for Herbert in the Sunday night game",
    ],
    expect: "outlook",
    players: ["Justin Herbert"],
  },

  // ---------- status ----------
  {
    turns: ["Is Christian McCaffrey good to go for today or is he on the report again?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Did Nico Collins get a full practice in midweek, or is he still limited heading into the 16th?"],
    expect: "status",
    players: ["Nico Collins"],
    week: 11,
  },
  {
    turns: ["what ever happened to Tyreek Hill", "so is he suiting up again at all this year?"],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["Chiefs have the weekend off, right? So Rashee Rice isn't going today?"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: [
      "give me the lowdown on Derrick Henry's next few weeks",
      "hold on, was he limited in practice? is he actually active today?",
    ],
    expect: "status",
    players: ["Derrick Henry"],
  },
  {
    turns: ["Is Joe Burrow really coming back for Thanksgiving night in Baltimore?"],
    expect: "status",
    players: ["Joe Burrow"],
    week: 13,
  },
  {
    turns: ["Is J.K. Dobbins dealing with something? Looked like he was limping on the Thursday night broadcast"],
    expect: "status",
    players: ["J.K. Dobbins"],
  },

  // ---------- tradeValue ----------
  {
    turns: ["What would Jonathan Taylor fetch on the open market in this league right now?"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["Puka just dropped another 25 on me", "sell while he's this hot or ride him into the December games?"],
    expect: "tradeValue",
    players: ["Puka Nacua"],
  },
  {
    turns: ["Is this the moment to go get Brian Thomas Jr. on the cheap? His manager has to be fed up by now"],
    expect: "tradeValue",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["how's De'Von Achane been trending", "what's his price tag if I wanted to move him before the deadline"],
    expect: "tradeValue",
    players: ["De'Von Achane"],
  },
  {
    turns: ["Should I be shopping Trey McBride, or is he worth more to me than anybody would pay?"],
    expect: "tradeValue",
    players: ["Trey McBride"],
  },
  {
    turns: ["I keep getting lowball offers for Kenneth Walker. What's he honestly worth?"],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },

  // ---------- trade ----------
  {
    turns: ["They offered me Drake London for my Bijan. Yes or no?"],
    expect: "trade",
    players: ["Drake London", "Bijan Robinson"],
  },
  {
    turns: [
      "thinking about a 2-for-1 to land Ja'Marr Chase",
      "it'd be Josh Jacobs and Courtland Sutton going out. too much?",
    ],
    expect: "trade",
    players: ["Ja'Marr Chase", "Josh Jacobs", "Courtland Sutton"],
  },
  {
    turns: [
      "Offer's been sitting in my inbox since Thursday: they want James " +
        "Cook, I'd get Garrett Wilson and Chuba Hubbard. Accept before kickoff?",
    ],
    expect: "trade",
    players: ["James Cook", "Garrett Wilson", "Chuba Hubbard"],
  },
  {
    turns: ["who on my bench even has value", "ok would you do Jaylen Waddle for Sam LaPorta straight up"],
    expect: "trade",
    players: ["Jaylen Waddle", "Sam LaPorta"],
  },
  {
    turns: [
      "Lamar to them, Jalen Hurts plus Dallas Goedert to me. Does that help " +
        "or hurt my run at the mid-December bracket?",
    ],
    expect: "trade",
    players: ["Lamar Jackson", "Jalen Hurts", "Dallas Goedert"],
  },
  {
    turns: ["got a trade offer this morning", "they'd take CeeDee Lamb and send me Jaxon Smith-Njigba. fair deal?"],
    expect: "trade",
    players: ["CeeDee Lamb", "Jaxon Smith-Njigba"],
  },

  // ---------- positionRank ----------
  { turns: ["Line up my running backs best to worst for today's games"], expect: "positionRank", position: "RB" },
  {
    turns: ["rank my wideouts for today", "now redo that for the Sunday after Thanksgiving"],
    expect: "positionRank",
    position: "WR",
    week: 13,
  },
  {
    turns: ["December 14th, top to bottom: how do my tight ends stack up?"],
    expect: "positionRank",
    position: "TE",
    week: 15,
  },
  {
    turns: [
      "who's on bye for me next week",
      "right. with that in mind, what's the pecking order of my receivers for that week",
    ],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  {
    turns: ["Of my quarterbacks, who's the best play on the 23rd and who's the worst?"],
    expect: "positionRank",
    position: "QB",
    week: 12,
  },
  {
    turns: ["I somehow roster two kickers. Order them for me for this afternoon"],
    expect: "positionRank",
    position: "K",
  },

  // ---------- scenario ----------
  { turns: ["If I run the table from today through December 7th, am I in?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["Say I drop today's game. What do my playoff chances fall to?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["what are my playoff odds", "and if I go 3 and 2 the rest of the way?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["If I scrape together two more wins somewhere, anywhere, is that enough to get in?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["what are Blitz Brigade's playoff odds", "and if they win every game from here to the 7th?"],
    expect: "scenario",
    scenario: "win-out",
    team: "Blitz Brigade",
  },
  {
    turns: ["Two-Minute Drill: if they take three of their last five, do they get a playoff spot?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
    team: "Two-Minute Drill",
  },

  // ---------- waivers ----------
  {
    turns: ["Waivers clear Wednesday morning. Which running back should I put a claim in for?"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["How much FAAB should I throw at Kyle Monangai? I've got $41 left"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["My tight end just got carted off in the early game. Who's the best one sitting on the wire?"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: ["is Kimani Vidal for real", "what do I bid on him then, I've got 60 bucks of budget"],
    expect: "waivers",
    players: ["Kimani Vidal"],
  },
  { turns: ["anybody worth grabbing off the wire this week? don't care what position"], expect: "waivers" },
  {
    turns: ["my WR depth is ugly", "who's the receiver add before Tuesday night's waiver run"],
    expect: "waivers",
    position: "WR",
  },
  {
    turns: ["What's a sane bid on Bhayshul Tuten? Don't want to blow my whole budget in mid-November"],
    expect: "waivers",
    players: ["Bhayshul Tuten"],
  },

  // ---------- slot ----------
  {
    turns: ["Flex this afternoon: Chuba Hubbard, Rico Dowdle or Jordan Addison?"],
    expect: "slot",
    players: ["Chuba Hubbard", "Rico Dowdle", "Jordan Addison"],
    position: "FLEX",
  },
  {
    turns: ["which of my guys play on Thanksgiving", "ok so who goes in my TE slot that week"],
    expect: "slot",
    position: "TE",
    week: 13,
  },
  { turns: ["My RB2 spot has been a black hole all year. Who goes in there today?"], expect: "slot", position: "RB" },
  {
    turns: ["is Jauan Jennings startable", "put it this way: him or Wan'Dale Robinson in my WR3 spot on the 16th"],
    expect: "slot",
    players: ["Jauan Jennings", "Wan'Dale Robinson"],
    position: "WR",
    week: 11,
  },
  {
    turns: ["Who's my best option at flex on December 21st, second round of the playoffs?"],
    expect: "slot",
    position: "FLEX",
    week: 16,
  },

  // ---------- lineup ----------
  { turns: ["Set my lineup for today, I'm boarding a plane at noon and won't have wifi"], expect: "lineup" },
  {
    turns: ["morning", "early games kick in about an hour", "look over my starters and tell me if anything's dumb"],
    expect: "lineup",
  },
  { turns: ["Build me the best possible lineup for Thanksgiving week"], expect: "lineup", week: 13 },
  {
    turns: ["who's on bye for me on the 23rd", "ok, set my whole lineup for that Sunday around that"],
    expect: "lineup",
    week: 12,
  },
  {
    turns: ["The first playoff weekend is all that matters. What should my starting lineup look like on the 14th?"],
    expect: "lineup",
    week: 15,
  },

  // ---------- buyLow ----------
  {
    turns: ["Who are the buy-low guys right now? People have to be panic-selling after a bad October"],
    expect: "buyLow",
  },
  { turns: ["Name me some sell-high candidates before December gets here"], expect: "buyLow" },
  {
    turns: ["Which players around the league are undervalued right now that I should try to pry loose?"],
    expect: "buyLow",
  },
  {
    turns: ["how's my team looking overall", "who should I be selling while their stock is peaking"],
    expect: "buyLow",
  },
  {
    turns: ["Give me a list of guys whose value is about to crater, so I can flip them in a trade before it happens"],
    expect: "buyLow",
  },

  // ---------- playoffs ----------
  { turns: ["Where do my playoff odds stand heading into today's games?"], expect: "playoffs" },
  {
    turns: ["what's Sunday Scaries' record", "are they actually gonna make the playoffs though?"],
    expect: "playoffs",
    team: "Sunday Scaries",
  },
  {
    turns: ["what's my record", "and realistically, am I a playoff team?"],
    expect: "playoffs",
  },
  {
    turns: ["Percent chance Audible Alchemists sneak into the postseason?"],
    expect: "playoffs",
    team: "Audible Alchemists",
  },
  { turns: ["Am I still alive for a playoff spot or should I start planning next year's draft?"], expect: "playoffs" },

  // ---------- improveOdds ----------
  { turns: ["What moves make me more likely to still be playing on December 14th?"], expect: "improveOdds" },
  { turns: ["I'm 4-5. What do I need to change on this roster to bump my playoff chances?"], expect: "improveOdds" },
  {
    turns: ["what are my playoff odds right now", "ugh. what can I do about it"],
    expect: "improveOdds",
  },
  { turns: ["Which pickups or trades would give my postseason odds the biggest bump?"], expect: "improveOdds" },
  {
    turns: ["Be my GM: what's the single best move to raise my chances of a playoff berth before the deadline?"],
    expect: "improveOdds",
  },

  // ---------- matchup ----------
  {
    turns: ["who am I playing today", "what's the projected score look like"],
    expect: "matchup",
  },
  { turns: ["What's my win probability for the Thanksgiving week matchup?"], expect: "matchup", week: 13 },
  {
    turns: ["how are Pocket Passers doing this year", "who've they got today and are they favored?"],
    expect: "matchup",
    team: "Pocket Passers",
  },
  {
    turns: ["who do I play two Sundays from now", "am I favored in that one?"],
    expect: "matchup",
    week: 12,
  },
  { turns: ["If you had to call it, do I win this week? What's the final score look like?"], expect: "matchup" },

  // ---------- record ----------
  { turns: ["What's my record through nine weeks?"], expect: "record" },
  {
    turns: ["who's the hottest team lately", "and Waiver Wire Wizards, what's their record?"],
    expect: "record",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["am I making the playoffs", "what's my W-L again, I've honestly lost track"],
    expect: "record",
  },
  { turns: ["How many games has End Zone Envy won so far?"], expect: "record", team: "End Zone Envy" },
  { turns: ["Where am I in the standings? What seed would I be if it ended today?"], expect: "record" },

  // ---------- rosterStatus ----------
  { turns: ["Anyone on my team hurt going into today?"], expect: "rosterStatus" },
  {
    turns: ["what's my projected total for the 23rd", "that seems low. who of mine is on bye that Sunday?"],
    expect: "rosterStatus",
    week: 12,
  },
  { turns: ["Who on my roster is banged up heading into Thanksgiving week?"], expect: "rosterStatus", week: 13 },
  { turns: ["Byes on my roster December 7th?"], expect: "rosterStatus", week: 14 },
  {
    turns: ["set my lineup for today", "wait, is anyone on my roster questionable or out for next week too?"],
    expect: "rosterStatus",
    week: "next",
  },

  // ---------- projectedTotal ----------
  { turns: ["How many points am I projected for today?"], expect: "projectedTotal" },
  {
    turns: ["What's my team's projected total for Thanksgiving week, with a high end and a low end?"],
    expect: "projectedTotal",
    week: 13,
  },
  { turns: ["Ballpark my score for the first playoff weekend"], expect: "projectedTotal", week: 15 },
  {
    turns: ["how does my lineup look", "and what's that add up to, points-wise, best case and worst case"],
    expect: "projectedTotal",
  },
  {
    turns: ["who am I playing on the 16th", "and how many points am I projected for that one"],
    expect: "projectedTotal",
    week: 11,
  },

  // ---------- leaders ----------
  { turns: ["Who's got the best record in the league?"], expect: "leaders" },
  { turns: ["Power rankings please. Who's actually the best team, not just the luckiest?"], expect: "leaders" },
  {
    turns: ["how many points have I scored this year", "who's scored the most in the league?"],
    expect: "leaders",
  },
  {
    turns: ["what's my record", "who's sitting on top of the league?"],
    expect: "leaders",
  },
  { turns: ["Who's the team to beat come December?"], expect: "leaders" },

  // ---------- sleepers ----------
  {
    turns: ["I'm 7-2", "pretty safe for the playoffs right?", "so give me a couple deep stashes for the playoff weeks"],
    expect: "sleepers",
  },
  {
    turns: ["Any running backs worth stashing now who could be starting for me in the playoffs?"],
    expect: "sleepers",
    position: "RB",
  },
  { turns: ["Which handcuffs should I grab now that could pay off in December?"], expect: "sleepers" },
  {
    turns: ["who should I pick up today", "and beyond that, anyone I should grab for next week's games?"],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["Tight end lottery tickets for the fantasy playoffs?"], expect: "sleepers", position: "TE" },

  // ---------- dropStash ----------
  {
    turns: ["Malik Nabers isn't coming back this year. Do I finally let him go?"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  { turns: ["I need a roster spot for a Thursday night streamer. Who's the first guy I cut?"], expect: "dropStash" },
  {
    turns: ["any update on Brandon Aiyuk", "hold him till December or drop him?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["how's Travis Hunter looking", "worth keeping on my bench through the playoffs or time to move on"],
    expect: "dropStash",
    players: ["Travis Hunter"],
  },
  {
    turns: ["Cooper Kupp has been a ghost. Keep rostering him or waive him?"],
    expect: "dropStash",
    players: ["Cooper Kupp"],
  },

  // ---------- byeCover ----------
  {
    turns: ["Jonathan Taylor's off on the 16th. Who covers RB for me that week?"],
    expect: "byeCover",
    players: ["Jonathan Taylor"],
    position: "RB",
    week: 11,
  },
  {
    turns: ["who's on bye for me today", "right, Bijan. who fills in at running back?"],
    expect: "byeCover",
    players: ["Bijan Robinson"],
    position: "RB",
  },
  {
    turns: ["Courtland Sutton has his bye two Sundays from now. Which receiver do I grab to replace him?"],
    expect: "byeCover",
    players: ["Courtland Sutton"],
    position: "WR",
    week: 12,
  },
  {
    turns: ["when is George Kittle's bye", "ugh, December 7th. who's my tight end that week then"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
    week: 14,
  },
  {
    turns: ["Herbert's bye is the 23rd, I need a QB streamer for that Sunday"],
    expect: "byeCover",
    players: ["Justin Herbert"],
    position: "QB",
    week: 12,
  },

  // ---------- tradeIdeas ----------
  {
    turns: ["George Pickens went off last week", "what could I get for him if I put him on the block?"],
    expect: "tradeIdeas",
    players: ["George Pickens"],
  },
  {
    turns: ["I'm loaded at WR and paper-thin at RB. Find me a trade that fixes the running back problem"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: [
      "I've got Jerry Jeudy and Khalil Shakir rotting on my bench",
      "could I package the two of them into one better player?",
    ],
    expect: "tradeIdeas",
    players: ["Jerry Jeudy", "Khalil Shakir"],
  },
  { turns: ["Which team in the league lines up best as a trade partner for me?"], expect: "tradeIdeas" },
  {
    turns: ["I want a stud tight end before the deadline. Who could I realistically trade for?"],
    expect: "tradeIdeas",
    position: "TE",
  },

  // ---------- help ----------
  { turns: ["What kinds of things can you actually do for me?"], expect: "help" },
  { turns: ["new to the app. are you able to help with trades or only lineups?"], expect: "help" },
  {
    turns: ["hey", "what are you good for exactly"],
    expect: "help",
  },
  { turns: ["How do I use you? Like, what kinds of questions work?"], expect: "help" },
  {
    turns: ["Give me a rundown of everything you can handle. I only open this thing on Sunday mornings"],
    expect: "help",
  },

  // ---------- None ----------
  {
    turns: ["start Saquon tomorrow night?", "what's the weather going to be at Lambeau for that game, snow?"],
    expect: "None",
  },
  { turns: ["What's the over/under on Eagles-Packers Monday night?"], expect: "None" },
  { turns: ["Tell me a football joke I can drop in the group chat"], expect: "None" },
  { turns: ["The app keeps logging me out every time I open it. Can you fix that?"], expect: "None" },
  {
    turns: ["Can we switch the league to seven playoff teams next year? How do I propose that to the commish?"],
    expect: "None",
  },
  { turns: ["Who wins the NBA title this year?"], expect: "None" },
  { turns: ["Is Travis Kelce's wedding date set yet? The group chat wants to know"], expect: "None" },
  {
    turns: ["start Zay or Jaylen Waddle today?", "cool thanks. what are you doing for Thanksgiving?"],
    expect: "None",
  },

  // ---------- multi-part ----------
  {
    turns: ["Is Puka playing today, and if not, who's the best receiver on waivers?"],
    expect: ["status", "waivers"],
    players: ["Puka Nacua"],
    position: "WR",
  },
  { turns: ["What's my record and what are my playoff odds?"], expect: ["record", "playoffs"] },
  {
    turns: ["I'm worried about the 23rd", "who's on bye for me that Sunday, and what's my projected total?"],
    expect: ["rosterStatus", "projectedTotal"],
    week: 12,
  },
  {
    turns: ["Should I start Jaylen Warren tonight, and what's he worth in a trade?"],
    expect: ["startSit", "tradeValue"],
    players: ["Jaylen Warren"],
  },
  {
    turns: ["Who do I play Thanksgiving week, and who's leading the league right now?"],
    expect: ["matchup", "leaders"],
    week: 13,
  },
  {
    turns: ["Should I drop Kyle Pitts? And who's a tight end sleeper I could stash instead?"],
    expect: ["dropStash", "sleepers"],
    players: ["Kyle Pitts"],
    position: "TE",
  },
  { turns: ["Set my lineup for today, then tell me my win probability"], expect: ["lineup", "matchup"] },
  {
    turns: ["Compare Davante Adams and Mike Evans for the rest of the year, then tell me who to grab off waivers"],
    expect: ["compare", "waivers"],
    players: ["Davante Adams", "Mike Evans"],
  },
  {
    turns: ["hey GM", "what's Deebo Samuel worth in a trade, and how's his outlook for the 16th?"],
    expect: ["tradeValue", "outlook"],
    players: ["Deebo Samuel"],
    week: 11,
  },
  {
    turns: ["What are my odds if I win out, and which moves would improve them?"],
    expect: ["scenario", "improveOdds"],
    scenario: "win-out",
  },
];
