// Blind held-out evaluation set 33 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a firefighter on long shifts, a very polite librarian, an app developer who tests
// edge cases, a fisherman on a boat with bad signal, a mom in a league with other moms, a sports bettor who mixes
// in betting terms, a high-school junior, and a veteran manager who abbreviates everything (RB2, ROS, FAAB, IR).
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_33: HeldOutCase[] = [
  // ---------- startSit ----------
  {
    turns: ["Got a 24 on shift Sunday so I gotta lock this in tonight. Jaylen Waddle or DeVonta Smith in my lineup?"],
    expect: "startSit",
    players: ["Jaylen Waddle", "DeVonta Smith"],
  },
  {
    turns: ["out on the boat signal in and out", "henry... start or sit him this wk"],
    expect: "startSit",
    players: ["Derrick Henry"],
  },
  {
    turns: [
      "Jen in my league swears Kenneth Walker is a must-start this week",
      "do you agree? or should I play Chuba Hubbard over him",
    ],
    expect: "startSit",
    players: ["Kenneth Walker III", "Chuba Hubbard"],
  },
  { turns: ["start bijan?", "what about next week"], expect: "startSit", players: ["Bijan Robinson"], week: "next" },
  { turns: ["should I start Drake Maye this week", "and Kittle?"], expect: "startSit", players: ["George Kittle"] },

  // ---------- compare ----------
  {
    turns: [
      "Purely out of curiosity, and not for this week's lineup: over the remainder of the season, " +
        "would you consider Trey McBride or Brock Bowers the superior tight end?",
    ],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: [
      "My sister-in-law will not stop bragging about her Jahmyr Gibbs",
      "honestly is he better than my Bijan overall? not talking about this week",
    ],
    expect: "compare",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  {
    turns: [
      "If you had to set odds on who outscores who from here to the end of the season, " +
        "Ashton Jeanty vs Omarion Hampton, who's the favorite?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["chase or jefersen better guy long run.. not this wk just in general"],
    expect: "compare",
    players: ["Ja'Marr Chase", "Justin Jefferson"],
  },
  {
    turns: ["who's better egbuka or tmac", "like for the rest of the year not just sunday"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: ["Bijan vs Gibbs rest of season?", "ok now Achane vs Breece"],
    expect: "compare",
    players: ["De'Von Achane", "Breece Hall"],
  },

  // ---------- slot ----------
  { turns: ["who's my best FLEX play this wk"], expect: "slot" },
  {
    turns: ["My RB2 spot has been a disaster lately", "Who from my guys should fill it this week"],
    expect: "slot",
    position: "RB",
  },
  { turns: ["qb spot this wk.. who"], expect: "slot", position: "QB" },
  {
    turns: [
      "My WR3 slot has been a money pit all year",
      "Who's the best value to slide in there for week 10 off my bench?",
    ],
    expect: "slot",
    position: "WR",
  },
  { turns: ["which of my receivers should go in wr2 next week"], expect: "slot", position: "WR", week: "next" },
  {
    turns: [
      "Kyren Williams is questionable and I won't know until Sunday afternoon",
      "ok who replaces him in my lineup",
    ],
    expect: "slot",
    position: "RB",
  },

  // ---------- lineup ----------
  {
    turns: [
      "Would it be too much trouble to review my entire starting lineup and let me know if anything should change?",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "I haven't touched my team in two weeks, the kids have been sick",
      "can you just fix my whole lineup for me",
    ],
    expect: "lineup",
  },
  { turns: ["lineup"], expect: "lineup" },
  {
    turns: ["my starting lineup looks mid", "like is this the best i can do for next week or should i swap stuff"],
    expect: "lineup",
    week: "next",
  },
  { turns: ["Heading into a 48. Make sure my starters are good for Sunday, I won't have my phone"], expect: "lineup" },

  // ---------- outlook ----------
  {
    turns: ["What's the number looking like for Puka this week? Over or under 18 points?"],
    expect: "outlook",
    players: ["Puka Nacua"],
  },
  {
    turns: [
      "I recently acquired Harold Fannin Jr. from the waiver wire.",
      "How do you expect he will perform over the rest of the season?",
    ],
    expect: "outlook",
    players: ["Harold Fannin Jr."],
  },
  { turns: ["jonathan taylor..", "hows he look this wk"], expect: "outlook", players: ["Jonathan Taylor"] },
  {
    turns: ["thoughts on rashee rice", "like how many points u think he gets next week"],
    expect: "outlook",
    players: ["Rashee Rice"],
    week: "next",
  },
  {
    turns: ['Projection for "Amon-Ra St. Brown" week 12, please'],
    expect: "outlook",
    players: ["Amon-Ra St. Brown"],
    week: 12,
  },
  {
    turns: ["how does Puka look this week", "ok and him next week?"],
    expect: "outlook",
    players: ["Puka Nacua"],
    week: "next",
  },

  // ---------- status ----------
  {
    turns: ["Is Garrett Wilson actually suiting up Sunday? Guys at the station said something about his knee"],
    expect: "status",
    players: ["Garrett Wilson"],
  },
  { turns: ["burrow back yet?? no news out here"], expect: "status", players: ["Joe Burrow"] },
  {
    turns: ["I keep seeing a little Q next to George Kittle's name", "what does that mean, is he going to play?"],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: [
      "Line on the Niners moved two points this morning",
      "is that because CMC is banged up? what's his actual status",
    ],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["is Jonathan Taylor playing Sunday", "what about Pittman"],
    expect: "status",
    players: ["Michael Pittman Jr."],
  },

  // ---------- tradeValue ----------
  {
    turns: [
      "Buying Brian Thomas Jr. right now feels like getting plus money on a favorite. " +
        "Is he actually a buy-low or is the price fair?",
    ],
    expect: "tradeValue",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: [
      "Another mom offered me a bunch of stuff for Saquon last week and I said no",
      "what is he actually worth in a trade?",
    ],
    expect: "tradeValue",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["I'm curious what sort of return Trey McBride might fetch, were I to make him available."],
    expect: "tradeValue",
    players: ["Trey McBride"],
  },
  {
    turns: ["my buddy keeps saying cook is overrated", "should i sell him while hes hot or hold"],
    expect: "tradeValue",
    players: ["James Cook"],
  },
  { turns: ["what's Kelce's TV rn", "and Andrews?"], expect: "tradeValue", players: ["Mark Andrews"] },

  // ---------- buyLow ----------
  { turns: ["best buy-low WRs to target"], expect: "buyLow", position: "WR" },
  {
    turns: ["Who are the undervalued guys right now, the ones the market is fading that I could trade for cheap?"],
    expect: "buyLow",
  },
  {
    turns: [
      "I have a surplus at running back and would like to trade from it.",
      "Which struggling players on other teams might be worth acquiring at a discount?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["who's been bad lately but is actually good", "like guys i could trade for before they pop off"],
    expect: "buyLow",
  },
  { turns: ["List buy-low candidates. Exclude my own roster. Max 5."], expect: "buyLow" },

  // ---------- trade ----------
  {
    turns: ["Offered: my Pickens for his Kyren + Ferguson. Accept?"],
    expect: "trade",
    players: ["George Pickens", "Kyren Williams", "Jake Ferguson"],
  },
  {
    turns: [
      "Coach Sutton just sent me a trade!!",
      "she wants Jonathan Taylor and I'd get Chase Brown and Zay Flowers. yes or no??",
    ],
    expect: "trade",
    players: ["Jonathan Taylor", "Chase Brown", "Zay Flowers"],
  },
  {
    turns: ["trade offer.. my evans for his godwin.. do it?"],
    expect: "trade",
    players: ["Mike Evans", "Chris Godwin"],
  },
  {
    turns: ["Trade: give [Bucky Irving], receive [Quinshon Judkins, Troy Franklin]", "same but I also add Kyle Pitts"],
    expect: "trade",
    players: ["Bucky Irving", "Kyle Pitts", "Quinshon Judkins", "Troy Franklin"],
  },
  {
    turns: ["someone offered me breece hall for my ladd mcconkey should i smash accept"],
    expect: "trade",
    players: ["Breece Hall", "Ladd McConkey"],
  },
  {
    turns: [
      "Coach Tatum offered me Derrick Henry for Ladd McConkey and Jake Ferguson",
      "thoughts? I'm leaning yes but idk",
    ],
    expect: "trade",
    players: ["Derrick Henry", "Ladd McConkey", "Jake Ferguson"],
  },

  // ---------- waivers ----------
  { turns: ["W/W adds + FAAB bids, have $43 left"], expect: "waivers" },
  {
    turns: ["Skattebo is done for the year right?", "ok so who do I pick up to replace him"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["How much of my FAAB bankroll should I put on Kyle Monangai? I've got $61 left"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["i have 12 bucks of faab left lol", "is it worth blowing it all on woody marks"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: [
      "Bhayshul Tuten looks like he's taking over that Jacksonville backfield",
      "Should I put a claim in, and how much FAAB?",
    ],
    expect: "waivers",
    players: ["Bhayshul Tuten"],
  },

  // ---------- playoffs ----------
  { turns: ["be honest with me, am I making the playoffs this year or not"], expect: "playoffs" },
  {
    turns: ["What's my record?", "ok and what's my implied probability of making the postseason from here?"],
    expect: "playoffs",
  },
  {
    turns: [
      "I'm afraid my season has been rather uneven.",
      "What are my chances, realistically, of reaching the playoffs?",
    ],
    expect: "playoffs",
  },
  { turns: ["we still got a shot at the playoffs?"], expect: "playoffs" },
  { turns: ["r we cooked or do we still make playoffs"], expect: "playoffs" },

  // ---------- improveOdds ----------
  { turns: ["what moves bump my playoff % most"], expect: "improveOdds" },
  {
    turns: ["We're sitting right on the bubble", "What can I actually do to give us a better shot at getting in"],
    expect: "improveOdds",
  },
  { turns: ["What's the highest-EV move I can make to boost my playoff odds?"], expect: "improveOdds" },
  {
    turns: [
      "Are there any roster changes you'd recommend that would improve my prospects of qualifying for the postseason?",
    ],
    expect: "improveOdds",
  },
  { turns: ["playoff odds?", "how do i raise em"], expect: "improveOdds" },

  // ---------- matchup ----------
  { turns: ["Am I favored or the dog this week? What's the spread on my matchup?"], expect: "matchup" },
  { turns: ["who we playing", "are we gonna win tho"], expect: "matchup" },
  { turns: ["May I ask whom I'm facing in week 12 and how that matchup looks?"], expect: "matchup", week: 12 },
  { turns: ["matchup next week vs ??? show win probability"], expect: "matchup", week: "next" },
  {
    turns: ["I'm up against Blitz Brigade, right?", "What are my chances against them this week?"],
    expect: "matchup",
    team: "Blitz Brigade",
  },

  // ---------- record ----------
  { turns: ["current W-L + standing"], expect: "record" },
  { turns: ["whats my record now"], expect: "record" },
  { turns: ["Would you remind me of my team's current record and position in the league?"], expect: "record" },
  { turns: ["we've lost like 3 in a row", "what's our record even at now"], expect: "record" },
  { turns: ["What's my W-L so far, and where does that put me in the table?"], expect: "record" },

  // ---------- rosterStatus ----------
  { turns: ["wk 11 lineup looks thin", "who's on bye/IR for me that wk"], expect: "rosterStatus", week: 11 },
  { turns: ["Anybody on my team hurt or on a bye this week?"], expect: "rosterStatus" },
  {
    turns: [
      "my friend forgot about bye weeks and got a zero from her WR lol",
      "please tell me I don't have anyone off next week",
    ],
    expect: "rosterStatus",
    week: "next",
  },
  { turns: ["Could you let me know which of my players are currently injured?"], expect: "rosterStatus" },
  { turns: ["bye weeks for my roster, week 13"], expect: "rosterStatus", week: 13 },

  // ---------- positionRank ----------
  {
    turns: ["Would you kindly rank my running backs for this week, from most to least promising?"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["ok thank you for ranking my running backs!", "can you do the same thing for my wide receivers"],
    expect: "positionRank",
    position: "WR",
  },
  { turns: ["Give me a power ranking of my tight ends for week 12"], expect: "positionRank", position: "TE", week: 12 },
  { turns: ["rank my rbs for this week", "now my qbs"], expect: "positionRank", position: "QB" },
  { turns: ["order my wrs best to worst next wk"], expect: "positionRank", position: "WR", week: "next" },

  // ---------- projectedTotal ----------
  { turns: ["opp wk10?", "ok proj pts + range for me"], expect: "projectedTotal" },
  { turns: ["What's my team total this week? Give me the over/under and the range"], expect: "projectedTotal" },
  {
    turns: ["I've finalized my lineup.", "Approximately how many points might I expect it to produce?"],
    expect: "projectedTotal",
  },
  { turns: ["how many pts r we projected for next week"], expect: "projectedTotal", week: "next" },
  { turns: ["team projection wk 11?"], expect: "projectedTotal", week: 11 },

  // ---------- leaders ----------
  { turns: ["who's top of the league rn"], expect: "leaders" },
  { turns: ["which team is the best in our league so far?"], expect: "leaders" },
  { turns: ["Who's the favorite to win the whole league right now? Who's the chalk?"], expect: "leaders" },
  { turns: ["Might I see the full league standings?"], expect: "leaders" },
  { turns: ["whats my record", "ok and whos in 1st"], expect: "leaders" },

  // ---------- sleepers ----------
  { turns: ["deep sleepers for next wk"], expect: "sleepers", week: "next" },
  { turns: ["any hidden gems I should grab before the other moms notice?"], expect: "sleepers" },
  { turns: ["Give me some longshots, under-the-radar guys who could hit next week"], expect: "sleepers", week: "next" },
  { turns: ["who's a sleeper nobody's talking about"], expect: "sleepers" },
  {
    turns: ["My bench is looking a bit thin.", "Are there any lesser-known players you'd suggest I keep an eye on?"],
    expect: "sleepers",
  },
  { turns: ["my te is garbage", "sleeper te?"], expect: "sleepers", position: "TE" },

  // ---------- dropStash ----------
  { turns: ["Nabers to IR or cut? need the bench spot"], expect: "dropStash", players: ["Malik Nabers"] },
  {
    turns: ["Tyreek Hill got hurt really bad didn't he", "should I just drop him or keep him on my team?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  { turns: ["Is it wiser to keep my injured players in the IR slots or release them?"], expect: "dropStash" },
  {
    turns: ["Skattebo's out for the year. Do I cut him or is there any reason to hang onto him"],
    expect: "dropStash",
    players: ["Cam Skattebo"],
  },
  { turns: ["my ir spots r full", "do i drop someone or stash them or what"], expect: "dropStash" },

  // ---------- byeCover ----------
  { turns: ["Dicker on bye wk 12", "need a K streamer"], expect: "byeCover", position: "K", week: 12 },
  {
    turns: ["My quarterback is on bye next week", "who can I get to fill in for him?"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: ["My tight end has his bye in week 11. Could you suggest a suitable replacement for that week?"],
    expect: "byeCover",
    position: "TE",
    week: 11,
  },
  { turns: ["need a te for wk 14 kittle off that wk"], expect: "byeCover", position: "TE", week: 14 },
  { turns: ["need a defense to stream while mine's on bye"], expect: "byeCover", position: "DST" },
  {
    turns: ["Ja'Marr's on bye this week right?", "Who do I plug in at WR to cover for him"],
    expect: "byeCover",
    position: "WR",
  },

  // ---------- scenario ----------
  { turns: ["odds if I win out?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["What are my playoff chances?", "and what if I lose this week? 😬"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["Were I to win two of my remaining five games, what would my chances of making the playoffs be?"],
    expect: "scenario",
    scenario: { wins: 2, games: 5 },
  },
  {
    turns: ["if we win out do we make it", "what if we go 4-1 instead"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },
  { turns: ["playoff chances if i win 3 more"], expect: "scenario", scenario: { wins: 3, games: null } },
  {
    turns: ["what are my playoff odds", "and if I win 3 of the next 4?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },

  // ---------- tradeIdeas ----------
  { turns: ["2-for-1 pkgs around Hampton?"], expect: "tradeIdeas", players: ["Omarion Hampton"] },
  {
    turns: ["I want to trade Jaxon Smith-Njigba for a running back, what kind of deals could I make?"],
    expect: "tradeIdeas",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: [
      "I'm long on receivers and short on running backs",
      "What deals could I build around Nico Collins to fix that?",
    ],
    expect: "tradeIdeas",
    players: ["Nico Collins"],
  },
  {
    turns: ["zay flowers is kinda my best wr but i need a rb", "give me some trade ideas with him"],
    expect: "tradeIdeas",
    players: ["Zay Flowers"],
  },
  {
    turns: ["got too many wr", "what trades can i make with pickens"],
    expect: "tradeIdeas",
    players: ["George Pickens"],
  },

  // ---------- multi-part last messages ----------
  { turns: ["Kittle status + start/sit"], expect: ["status", "startSit"], players: ["George Kittle"] },
  { turns: ["What's my record right now and am I making the playoffs?"], expect: ["record", "playoffs"] },
  { turns: ["Who am I up against this week, and what's my projected total?"], expect: ["matchup", "projectedTotal"] },
  {
    turns: [
      "Would you tell me whether Rhamondre Stevenson is healthy, and if so, " +
        "how he projects for the rest of the season?",
    ],
    expect: ["status", "outlook"],
    players: ["Rhamondre Stevenson"],
  },
  { turns: ["waiver pickups.. and any of my guys hurt"], expect: ["waivers", "rosterStatus"] },
  { turns: ["who r some buy low guys and also who's the best team in the league rn"], expect: ["buyLow", "leaders"] },
  {
    turns: [
      "Pulled a double shift, missed the whole week of news.",
      "Is Saquon good to go, and should I sell high on him?",
    ],
    expect: ["status", "tradeValue"],
    players: ["Saquon Barkley"],
  },
  {
    turns: ["Two queries: (1) rank my RBs for week 10 (2) playoff odds if I win out"],
    expect: ["positionRank", "scenario"],
    position: "RB",
    scenario: "win-out",
  },
  {
    turns: [
      "Coach Blake wants my Breece Hall for her Tee Higgins",
      "is that a fair trade? and what else could I get for Breece instead?",
    ],
    expect: ["trade", "tradeIdeas"],
    players: ["Breece Hall", "Tee Higgins"],
  },
  { turns: ["playoff odds + what moves raise em"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["Jaylen Warren or Kenneth Walker this week, and who's the better long-term hold?"],
    expect: ["startSit", "compare"],
    players: ["Jaylen Warren", "Kenneth Walker III"],
  },
  {
    turns: ["Could you set my best lineup for this week and tell me roughly how many points it should produce?"],
    expect: ["lineup", "projectedTotal"],
  },
  {
    turns: ["josh jacobs has been kinda mid", "is he hurt or what and should i bench him"],
    expect: ["status", "startSit"],
    players: ["Josh Jacobs"],
  },
  {
    turns: ["stash or drop travis hunter.. and who to grab on the wire"],
    expect: ["dropStash", "waivers"],
    players: ["Travis Hunter"],
  },
  {
    turns: ["Matchup for week 10; also: which of my players are on bye that week?"],
    expect: ["matchup", "rosterStatus"],
  },
  { turns: ["What's our record, and who's leading the league?"], expect: ["record", "leaders"] },

  // ---------- help ----------
  {
    turns: ["I'm new to this assistant. Could you explain what sorts of things you're able to help me with?"],
    expect: "help",
  },
  { turns: ["What inputs do you support? List your capabilities."], expect: "help" },
  { turns: ["wait what can u even do"], expect: "help" },
  { turns: ["hi!! first time using this", "how does this work? what am I supposed to ask you?"], expect: "help" },

  // ---------- None (out of scope) ----------
  { turns: ["hows the wind lookin tmrw for the north shoals"], expect: "None" },
  { turns: ["does anyone have a good buffalo chicken dip recipe for our draft party?"], expect: "None" },
  { turns: ["What's the best NBA parlay tonight? Lakers ML plus Jokic over 27.5?"], expect: "None" },
  { turns: ["can u help me with my chem homework its due tmrw"], expect: "None" },
  { turns: ["Tell me a joke, it's been a long night at the station"], expect: "None" },
  { turns: ["'; DROP TABLE players; --"], expect: "None" },
  { turns: ["What is your opinion on the upcoming mayoral election?"], expect: "None" },
  { turns: ["thanks for the help earlier", "you're the best honestly, how's your day going"], expect: "None" },
];
