// Blind held-out evaluation set 205 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: an Indian manager writing polite school-taught Indian English ("kindly tell", "do the
// needful", "what is the scene with X", "itself", "only"), with some Hinglish (yaar, acha, bhai, kya) and cricket talk.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_205: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["Kindly tell, should I start Jaxon Smith-Njigba this week or not?"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["Kindly rank my RBs for this week", "acha, Bucky Irving or Rico Dowdle, whom to play?"],
    expect: "startSit",
    players: ["Bucky Irving", "Rico Dowdle"],
  },
  {
    turns: [
      "what is the scene with Tee Higgins, he is having injury?",
      "acha, then should I play him this week itself or bench?",
    ],
    expect: "startSit",
    players: ["Tee Higgins"],
  },
  { turns: ["Bench Travis Kelce this week? He is not scoring only."], expect: "startSit", players: ["Travis Kelce"] },
  {
    turns: ["I am having Jameson Williams, Jordan Addison and Khalil Shakir. Which one to start this week?"],
    expect: "startSit",
    players: ["Jameson Williams", "Jordan Addison", "Khalil Shakir"],
  },
  {
    turns: ["Start Kyle Monangai or Chuba Hubbard this week?", "and for week 12 which one?"],
    expect: "startSit",
    players: ["Kyle Monangai", "Chuba Hubbard"],
    week: 12,
  },
  {
    turns: ["Bo Nix or Jaxson Dart, which QB to start this Sunday bhai"],
    expect: "startSit",
    players: ["Bo Nix", "Jaxson Dart"],
  },
  {
    turns: ["Should I sit Breece Hall this week?", "what about next week, start him only?"],
    expect: "startSit",
    players: ["Breece Hall"],
    week: "next",
  },

  // ---- compare ----
  {
    turns: [
      "How is Ashton Jeanty looking for rest of season?",
      "and Omarion Hampton? who is better long term between the two?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["Rest of season who will give more value, Malik Nabers or Garrett Wilson?"],
    expect: "compare",
    players: ["Malik Nabers", "Garrett Wilson"],
  },
  {
    turns: [
      "what is Tetairoa McMillan's outlook for rest of season?",
      "and compared to Emeka Egbuka, who is better from here to the end?",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: [
      "Trey McBride vs Brock Bowers, who is the better tight end for the remaining" +
        " season? Like Kohli vs Root debate",
    ],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: ["Who will finish the season stronger, Cam Skattebo or TreVeyon Henderson?"],
    expect: "compare",
    players: ["Cam Skattebo", "TreVeyon Henderson"],
  },

  // ---- slot ----
  {
    turns: ["set my lineup this week please", "just the flex, who should go there?"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["For my RB2 spot, Kenneth Gainwell or Tyrone Tracy Jr.? Kindly do the needful."],
    expect: "slot",
    players: ["Kenneth Gainwell", "Tyrone Tracy Jr."],
    position: "RB",
  },
  { turns: ["My TE spot is weak only. Whom to put there this week?"], expect: "slot", position: "TE" },
  {
    turns: ["Is Rome Odunze playing this week?", "acha ok, then who should fill my flex if he is out?"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["Flex position for week 11, Jaylen Warren or Wan'Dale Robinson?"],
    expect: "slot",
    players: ["Jaylen Warren", "Wan'Dale Robinson"],
    position: "FLEX",
    week: 11,
  },

  // ---- lineup ----
  { turns: ["Kindly set my lineup for this week."], expect: "lineup" },
  { turns: ["Is my lineup optimal or any changes needed?"], expect: "lineup" },
  {
    turns: ["who is my opponent this week?", "ok, then please check my full lineup for that game"],
    expect: "lineup",
  },
  { turns: ["Whom all should I start this week? Tell me the full playing XI like cricket team"], expect: "lineup" },
  {
    turns: [
      "I will be out of station next week, no internet there",
      "so kindly prepone and set my next week lineup now itself",
    ],
    expect: "lineup",
    week: "next",
  },

  // ---- outlook ----
  {
    turns: ["Is Jahmyr Gibbs fully fit?", "ok, how many points he will score this week?"],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
  },
  { turns: ["What is the ceiling and floor for Josh Allen this week?"], expect: "outlook", players: ["Josh Allen"] },
  {
    turns: ["Is Chris Olave healthy now?", "ok, and what is his outlook for rest of season?"],
    expect: "outlook",
    players: ["Chris Olave"],
  },
  {
    turns: ["Kya lagta hai, Woody Marks rest of season kaisa karega? Kindly share outlook"],
    expect: "outlook",
    players: ["Woody Marks"],
  },
  { turns: ["Projection for Lamar Jackson for week 12?"], expect: "outlook", players: ["Lamar Jackson"], week: 12 },
  {
    turns: ["Should I start Harold Fannin Jr. this week?", "what is his projection for next week then?"],
    expect: "outlook",
    players: ["Harold Fannin Jr."],
    week: "next",
  },

  // ---- status ----
  { turns: ["Is Christian McCaffrey playing this week?"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["Joe Burrow is having injury? What is the latest update?"], expect: "status", players: ["Joe Burrow"] },
  { turns: ["What is the scene with Nico Collins, is he fit to play?"], expect: "status", players: ["Nico Collins"] },
  {
    turns: ["Start Mark Andrews this week?", "wait, is he hurt or fine?"],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: ["Should I trade for Brian Thomas Jr.?", "when is his bye week?"],
    expect: "status",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["is Alvin Kamara ok?", "and Rashee Rice?"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["DK Metcalf available for Sunday or not? If yes, start him over George Pickens?"],
    expect: ["status", "startSit"],
    players: ["DK Metcalf", "George Pickens"],
  },
  {
    turns: ["Is A.J. Brown out this week? If yes who should I pick up from waivers?"],
    expect: ["status", "waivers"],
    players: ["A.J. Brown"],
  },

  // ---- tradeValue ----
  {
    turns: ["How is Kyren Williams doing this season?", "what is his trade value now?"],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },
  {
    turns: ["Should I sell high on Rico Dowdle? He is having a good run"],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  { turns: ["How much can I get for Ja'Marr Chase in a trade?"], expect: "tradeValue", players: ["Ja'Marr Chase"] },
  {
    turns: ["what is the outlook for J.K. Dobbins ROS?", "then is it a good time to sell him?"],
    expect: "tradeValue",
    players: ["J.K. Dobbins"],
  },
  { turns: ["Travis Etienne Jr. ka trade value kya hai bhai?"], expect: "tradeValue", players: ["Travis Etienne Jr."] },

  // ---- buyLow ----
  { turns: ["Who are the buy low candidates in the league right now?"], expect: "buyLow" },
  { turns: ["Kindly tell some sell high guys from my team"], expect: "buyLow" },
  { turns: ["Which players are underperforming that I can buy cheap from other teams?"], expect: "buyLow" },
  {
    turns: ["What is my team's record?", "ok, any buy-low targets in the league to help me?"],
    expect: "buyLow",
  },
  { turns: ["Any sell-high candidates before price drops? Like selling shares at the peak"], expect: "buyLow" },

  // ---- trade ----
  {
    turns: ["I give Derrick Henry for Puka Nacua, should I accept?"],
    expect: "trade",
    players: ["Derrick Henry", "Puka Nacua"],
  },
  {
    turns: ["Someone is offering Drake London for my George Kittle. Good deal or not?"],
    expect: "trade",
    players: ["Drake London", "George Kittle"],
  },
  {
    turns: [
      "what is Saquon Barkley's trade value?",
      "if I give Saquon and Zay Flowers for Bijan Robinson, is it fair?",
    ],
    expect: "trade",
    players: ["Saquon Barkley", "Zay Flowers", "Bijan Robinson"],
  },
  {
    turns: ["what is Jonathan Taylor's trade value?", "if I give him for Jaxon Smith-Njigba and Chase Brown, accept?"],
    expect: "trade",
    players: ["Jonathan Taylor", "Jaxon Smith-Njigba", "Chase Brown"],
  },
  {
    turns: ["Kindly evaluate: my Brock Bowers for his De'Von Achane. Do the needful."],
    expect: "trade",
    players: ["Brock Bowers", "De'Von Achane"],
  },
  {
    turns: ["Got offer, James Cook for Tucker Kraft plus Jayden Reed. Accept karu?"],
    expect: "trade",
    players: ["James Cook", "Tucker Kraft", "Jayden Reed"],
  },
  {
    turns: ["I am giving CeeDee Lamb and getting Amon-Ra St. Brown, good?", "and if they add Kenneth Walker III also?"],
    expect: "trade",
    players: ["CeeDee Lamb", "Amon-Ra St. Brown", "Kenneth Walker III"],
  },
  {
    turns: ["Is Josh Jacobs for Courtland Sutton and Jake Ferguson a win for me? I am giving Jacobs"],
    expect: "trade",
    players: ["Josh Jacobs", "Courtland Sutton", "Jake Ferguson"],
  },

  // ---- waivers ----
  { turns: ["Who should I pick up from waivers this week?"], expect: "waivers" },
  {
    turns: ["Is Kyle Monangai on the wire?", "how much FAAB should I bid on him?"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  { turns: ["Any good RB on the wire? I am having injury problems yaar"], expect: "waivers", position: "RB" },
  {
    turns: ["Is Jordan Love starting this week?", "ok then which QB is there on waivers to pick up?"],
    expect: "waivers",
    position: "QB",
  },
  { turns: ["Kindly suggest my waiver claims, deadline is tonight only"], expect: "waivers" },
  { turns: ["Is Tony Pollard available on waivers? Worth a claim?"], expect: "waivers", players: ["Tony Pollard"] },
  { turns: ["Best tight end on the wire right now yaar?"], expect: "waivers", position: "TE" },
  {
    turns: ["who are the top waiver adds?", "and how much FAAB should I put for the first one?"],
    expect: "waivers",
  },

  // ---- playoffs ----
  { turns: ["What are my playoff chances?"], expect: "playoffs" },
  { turns: ["Will I make playoffs this season? Kindly tell honestly"], expect: "playoffs" },
  {
    turns: ["What is Red Zone Raiders' record?", "what are their playoff odds?"],
    expect: "playoffs",
    team: "Red Zone Raiders",
  },
  {
    turns: ["what is my record now?", "and what are my chances to qualify for playoffs from here?"],
    expect: "playoffs",
  },
  { turns: ["Gridiron Gurus playoff percentage kya hai?"], expect: "playoffs" },
  {
    turns: ["Who is leading the league?", "will Sunday Scaries make it to playoffs?"],
    expect: "playoffs",
    team: "Sunday Scaries",
  },
  { turns: ["What are Coach Finley's team playoff chances?"], expect: "playoffs", team: "Waiver Wire Wizards" },
  { turns: ["Like IPL points table qualification, what are my odds to reach playoffs?"], expect: "playoffs" },

  // ---- matchup ----
  { turns: ["Who am I playing this week?"], expect: "matchup" },
  {
    turns: ["What is my projected total this week?", "and what is my win probability in this game?"],
    expect: "matchup",
  },
  { turns: ["Projected score for my game this week, me vs opponent?"], expect: "matchup" },
  {
    turns: ["who am I playing this week?", "and next week?"],
    expect: "matchup",
    week: "next",
  },
  { turns: ["How is End Zone Envy's game looking this week?"], expect: "matchup", team: "End Zone Envy" },
  { turns: ["Week 12 opponent is who? Kindly tell"], expect: "matchup", week: 12 },
  { turns: ["Kya chance hai jeetne ka this week? My matchup kaisa hai?"], expect: "matchup" },
  {
    turns: ["What is Pocket Passers' record?", "who are they playing this week?"],
    expect: "matchup",
    team: "Pocket Passers",
  },

  // ---- record ----
  { turns: ["What is my record?"], expect: "record" },
  { turns: ["Where is my team standing in the table right now?"], expect: "record" },
  {
    turns: ["Who is Blitz Brigade playing this week?", "and what is their record?"],
    expect: "record",
    team: "Blitz Brigade",
  },
  {
    turns: ["What is Audible Alchemists' record?", "and Play Action Pack?"],
    expect: "record",
    team: "Play Action Pack",
  },
  { turns: ["What is my win-loss so far and my playoff chances also?"], expect: ["record", "playoffs"] },
  { turns: ["Two-Minute Drill is at which position in the standings?"], expect: "record", team: "Two-Minute Drill" },

  // ---- rosterStatus ----
  { turns: ["Anyone injured or on bye in my team this week?"], expect: "rosterStatus" },
  { turns: ["Kindly check my roster for injuries and byes for next week"], expect: "rosterStatus", week: "next" },
  {
    turns: ["Kindly set my lineup for week 12", "first tell who all are on bye that week from my team"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["set my lineup for this week", "before that, is anyone of mine injured?"],
    expect: "rosterStatus",
  },
  { turns: ["Injury report of my team please, full list"], expect: "rosterStatus" },

  // ---- positionRank ----
  { turns: ["Rank my WRs for this week"], expect: "positionRank", position: "WR" },
  { turns: ["Kindly rank my running backs, best to worst for this week"], expect: "positionRank", position: "RB" },
  { turns: ["Rank my tight ends for week 11 please"], expect: "positionRank", position: "TE", week: 11 },
  {
    turns: ["rank my wide receivers this week", "and my RBs?"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["Should I start Jared Goff this week?", "actually rank all my QBs for this week please"],
    expect: "positionRank",
    position: "QB",
  },

  // ---- projectedTotal ----
  { turns: ["How many points is my team projected this week?"], expect: "projectedTotal" },
  { turns: ["What is my team's projected total and range?"], expect: "projectedTotal" },
  { turns: ["My team projection for next week kitna hai?"], expect: "projectedTotal", week: "next" },
  {
    turns: ["who am I playing this week?", "and how much is my team projected to score, just my side?"],
    expect: "projectedTotal",
  },
  {
    turns: ["Kindly tell the total points my lineup will make in week 13, high and low both"],
    expect: "projectedTotal",
    week: 13,
  },

  // ---- leaders ----
  { turns: ["Who is top of the league right now?"], expect: "leaders" },
  { turns: ["Which team has scored most points this season?"], expect: "leaders" },
  { turns: ["Kindly share power rankings"], expect: "leaders" },
  { turns: ["Strongest team in our league is which one?"], expect: "leaders" },
  {
    turns: ["What is my record?", "and who is having the best record in the league?"],
    expect: "leaders",
  },

  // ---- sleepers ----
  {
    turns: ["What are my playoff odds?", "acha, any sleepers I should stash for the playoff weeks?"],
    expect: "sleepers",
  },
  { turns: ["Deep stash suggestions for next few weeks?"], expect: "sleepers" },
  { turns: ["Kindly suggest some sleeper WRs, dark horse types"], expect: "sleepers", position: "WR" },
  {
    turns: ["who should I pick up this week?", "and any deep sleepers for later in the season?"],
    expect: "sleepers",
  },
  { turns: ["Who is the dark horse pickup, like an uncapped player who can become a star later?"], expect: "sleepers" },

  // ---- dropStash ----
  { turns: ["Should I drop Brandon Aiyuk or stash him?"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  {
    turns: ["I want to claim Sean Tucker from waivers", "whom should I drop to make room?"],
    expect: "dropStash",
  },
  {
    turns: ["Is Chris Godwin injured?", "then should I keep him or drop?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  { turns: ["Dalton Kincaid is not doing anything only, cut him?"], expect: "dropStash", players: ["Dalton Kincaid"] },
  { turns: ["Travis Hunter injured, hold or release?"], expect: "dropStash", players: ["Travis Hunter"] },

  // ---- byeCover ----
  {
    turns: ["Jalen Hurts is on bye next week, whom to stream at QB?"],
    expect: "byeCover",
    players: ["Jalen Hurts"],
    position: "QB",
    week: "next",
  },
  {
    turns: ["Need a TE to cover Sam LaPorta bye. Any suggestion?"],
    expect: "byeCover",
    players: ["Sam LaPorta"],
    position: "TE",
  },
  {
    turns: ["When is Dallas Goedert's bye?", "ok, whom should I pick to cover him that week?"],
    expect: "byeCover",
    players: ["Dallas Goedert"],
    position: "TE",
  },
  {
    turns: ["Kicker streamer for Cameron Dicker bye week please"],
    expect: "byeCover",
    players: ["Cameron Dicker"],
    position: "K",
  },
  {
    turns: ["My RB Jonathan Taylor is having bye in week 11, backup kaun?"],
    expect: "byeCover",
    players: ["Jonathan Taylor"],
    position: "RB",
    week: 11,
  },

  // ---- scenario ----
  { turns: ["If I win out, will I make playoffs?"], expect: "scenario", scenario: "win-out" },
  { turns: ["If I lose this week, what happens to my chances?"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["If I win 4 out of remaining 5, am I in?"], expect: "scenario", scenario: { wins: 4, games: 5 } },
  {
    turns: ["what are my playoff odds?", "and if I win 3 more only?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  {
    turns: ["What is Waiver Wire Wizards' record?", "if they win out, do they make the playoffs?"],
    expect: "scenario",
    scenario: "win-out",
    team: "Waiver Wire Wizards",
  },
  { turns: ["If I go 2-3 from here, any chance bhai?"], expect: "scenario", scenario: { wins: 2, games: 5 } },

  // ---- improveOdds ----
  { turns: ["What moves should I make to improve my playoff chances?"], expect: "improveOdds" },
  { turns: ["How can I increase my odds of making playoffs? Kindly guide"], expect: "improveOdds" },
  {
    turns: ["what are my playoff odds?", "what can I do to make it better?"],
    expect: "improveOdds",
  },
  {
    turns: ["If I lose this week, what happens?", "then what should I do to improve my playoff chances?"],
    expect: "improveOdds",
  },
  {
    turns: ["Team is in danger zone like RCB every year. What moves to do so I get into" + " playoffs?"],
    expect: "improveOdds",
  },

  // ---- tradeIdeas ----
  {
    turns: ["What is Tyreek Hill's trade value?", "ok, what kind of trades should I look for to move him?"],
    expect: "tradeIdeas",
    players: ["Tyreek Hill"],
  },
  { turns: ["I need a good TE through trade. Who should I target?"], expect: "tradeIdeas", position: "TE" },
  { turns: ["Which team should I trade with? Any partner who needs RB?"], expect: "tradeIdeas" },
  { turns: ["Any 2-for-1 trade ideas to consolidate my WRs?"], expect: "tradeIdeas", position: "WR" },

  // ---- help ----
  { turns: ["What all can you do?"], expect: "help" },
  { turns: ["How to use this GM thing? Kindly explain"], expect: "help" },
  { turns: ["Hello, what kind of questions I can ask you?"], expect: "help" },
  { turns: ["Can you help with trades also or only lineup?"], expect: "help" },
  {
    turns: ["thanks", "what else are you able to help me with?"],
    expect: "help",
  },

  // ---- None ----
  {
    turns: ["Who should I start at flex this week?", "ok thanks. Also what will be the weather in Buffalo on Sunday?"],
    expect: "None",
  },
  {
    turns: ["Is Patrick Mahomes playing this week?", "what is the betting line on his passing yards?"],
    expect: "None",
  },
  { turns: ["What is the spread for Chiefs vs Broncos this week? I want to place a bet"], expect: "None" },
  { turns: ["I am not able to login in the app, password reset is not working"], expect: "None" },
  { turns: ["Can you change our league scoring to full PPR?"], expect: "None" },
  { turns: ["Who won yesterday's India vs Australia match?"], expect: "None" },
  { turns: ["Tell me one joke on Coach Harper"], expect: "None" },
  { turns: ["Is it true Travis Kelce is getting married?"], expect: "None" },
  {
    turns: ["How many trades are allowed in our league settings and what is the trade" + " deadline date?"],
    expect: "None",
  },
  { turns: ["Good morning bhai, how are you?"], expect: "None" },
];
