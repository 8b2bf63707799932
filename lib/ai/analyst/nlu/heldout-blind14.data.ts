// Fourteenth blind held-out set for the GM's understanding, written by someone who never saw the training
// paraphrases, the cue lists, the other held-out sets or the evaluation script: only the families' one-line meanings
// and the demo league's team names. Voices: a teacher grading papers, a software engineer, a bartender after a
// shift, a grandmother in her grandson's league, a sales rep who talks in bullet points, a high-school coach, a fan
// who only watches highlights, a stay-at-home parent.
// It is scored once and never tuned on.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_14: HeldOutCase[] = [
  // startSit
  {
    turns: ["grading midterms so quick q: Chase or Lamb this week?"],
    expect: "startSit",
    players: ["Ja'Marr Chase", "CeeDee Lamb"],
  },
  {
    turns: ["honestly thinking about benching Kelce, he's been killing me. do it?"],
    expect: "startSit",
    players: ["Travis Kelce"],
  },
  {
    turns: ["Jacobs or Kyren at RB this week?", "ok and if it was week 12 instead"],
    expect: "startSit",
    players: ["Josh Jacobs", "Kyren Williams"],
    week: 12,
  },
  {
    turns: [
      "My grandson says I can only play one of Jaylen Waddle, DeVonta Smith or Courtland Sutton on Sunday. " +
        "Which one should it be, dear?",
    ],
    expect: "startSit",
    players: ["Jaylen Waddle", "DeVonta Smith", "Courtland Sutton"],
  },
  {
    turns: ["Is Jaxon Smith-Njigba good to go this week?", "cool. so do I play him over Garrett Wilson or not"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Garrett Wilson"],
  },
  {
    turns: ["Derrick Henry or James Cook next week? And what's Henry projected to score?"],
    expect: ["startSit", "outlook"],
    players: ["Derrick Henry", "James Cook"],
    week: "next",
  },

  // compare
  {
    turns: ["rest of season, who would you rather have: Puka or Nabers?"],
    expect: "compare",
    players: ["Puka Nacua", "Malik Nabers"],
  },
  {
    turns: [
      "Not asking about this week. From now through the end of the season, which one produces more: " +
        "Bijan Robinson or Jahmyr Gibbs?",
    ],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: ["who's better the rest of the way, Brock Bowers or Trey McBride", "what about McBride vs Kittle?"],
    expect: "compare",
    players: ["Trey McBride", "George Kittle"],
  },
  {
    turns: [
      "I have Saquon and I keep wondering if I should've kept CMC instead",
      "like for the rest of the season, which of them is the better guy to have?",
    ],
    expect: "compare",
    players: ["Saquon Barkley", "Christian McCaffrey"],
  },
  {
    turns: ["• Drake London vs Nico Collins • rest of season • which one is the better player?"],
    expect: "compare",
    players: ["Drake London", "Nico Collins"],
  },
  {
    turns: [
      "Who's the better player the rest of the way, Jonathan Taylor or De'Von Achane? " +
        "Also is Achane banged up right now?",
    ],
    expect: ["compare", "status"],
    players: ["Jonathan Taylor", "De'Von Achane"],
  },

  // slot
  { turns: ["who should be my flex this week"], expect: "slot", position: "FLEX" },
  { turns: ["I've got an open RB2 spot. Who goes there?"], expect: "slot", position: "RB" },
  { turns: ["which TE do i play sunday"], expect: "slot", position: "TE" },
  {
    turns: ["who should I slot in at flex?", "and for next week?"],
    expect: "slot",
    position: "FLEX",
    week: "next",
  },
  {
    turns: ["Coaching hat on: who's my best option in the WR2 slot for week 11?"],
    expect: "slot",
    position: "WR",
    week: 11,
  },
  {
    turns: ["do I have any quarterbacks on bye this week?", "ok then which one goes in my QB spot?"],
    expect: "slot",
    position: "QB",
  },

  // lineup
  {
    turns: ["Can you double-check my starting lineup before kickoff? Don't want to leave points on the bench."],
    expect: "lineup",
  },
  { turns: ["who am I playing this week?", "ok set my best lineup for it"], expect: "lineup" },
  {
    turns: ["I'm not sure about all these positions. Could you just put together my best team to play this weekend?"],
    expect: "lineup",
  },
  { turns: ["set my lineup for this week", "now do the same for week 12"], expect: "lineup", week: 12 },
  {
    turns: ["closing out the bar tonight, won't have time tomorrow. is my lineup for next week optimal?"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["Lock in my optimal lineup, then tell me my odds of winning my matchup."],
    expect: ["lineup", "matchup"],
  },

  // outlook
  { turns: ["How many points is Lamar projected for this week?"], expect: "outlook", players: ["Lamar Jackson"] },
  {
    turns: ["what's Bucky Irving's floor and ceiling in week 12"],
    expect: "outlook",
    players: ["Bucky Irving"],
    week: 12,
  },
  {
    turns: ["what's the outlook for Amon-Ra this week", "and next week?"],
    expect: "outlook",
    players: ["Amon-Ra St. Brown"],
    week: "next",
  },
  {
    turns: ["I only catch the highlights but Jahmyr Gibbs has looked unreal. How's he expected to do on Sunday?"],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["Give me a projection for Drake Maye next week."],
    expect: "outlook",
    players: ["Drake Maye"],
    week: "next",
  },
  {
    turns: ["I just traded for Tetairoa McMillan", "what kind of numbers should I expect from him this week?"],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
  },

  // status
  {
    turns: ["who's the better player rest of season, CMC or Bijan?", "ok but is CMC actually suiting up this week?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["What's going on with Joe Burrow's toe, and when is he back?"],
    expect: "status",
    players: ["Joe Burrow"],
  },
  {
    turns: ["start Achane or James Cook this week?", "wait, is Achane even healthy?"],
    expect: "status",
    players: ["De'Von Achane"],
  },
  {
    turns: ["Between classes: has Nico Collins been ruled out for Sunday, or is he just questionable?"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["Is Puka playing on Sunday, and what's he projected for?"],
    expect: ["status", "outlook"],
    players: ["Puka Nacua"],
  },
  {
    turns: ["Is Tyreek Hill done for the year? and if he is, should I drop him?"],
    expect: ["status", "dropStash"],
    players: ["Tyreek Hill"],
  },

  // tradeValue
  {
    turns: ["Should I sell high on Jonathan Taylor right now?"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  { turns: ["what's garret wilson worth in a trade these days"], expect: "tradeValue", players: ["Garrett Wilson"] },
  {
    turns: ["how's Kyren Williams looking this week", "what could I get for him if I shopped him?"],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },
  {
    turns: ["Jake Ferguson - trade value? - hold or sell? - one line answer pls"],
    expect: "tradeValue",
    players: ["Jake Ferguson"],
  },
  {
    turns: ["Chase Brown has been so frustrating", "what would he fetch on the trade market right now?"],
    expect: "tradeValue",
    players: ["Chase Brown"],
  },
  {
    turns: [
      "What's Breece Hall's trade value, and how does he stack up against Chase Brown " + "for the rest of the season?",
    ],
    expect: ["tradeValue", "compare"],
    players: ["Breece Hall", "Chase Brown"],
  },

  // buyLow
  { turns: ["who should I try to buy low on"], expect: "buyLow" },
  {
    turns: ["Are there any players around the league whose value has tanked that I should go after?"],
    expect: "buyLow",
  },
  { turns: ["my team's been sputtering", "give me a few buy-low candidates I could target"], expect: "buyLow" },
  {
    turns: ["who are the buy-low guys right now?", "would Ladd McConkey count as one?"],
    expect: "buyLow",
    players: ["Ladd McConkey"],
  },
  { turns: ["is Marvin Harrison Jr a buy-low right now?"], expect: "buyLow", players: ["Marvin Harrison Jr."] },
  {
    turns: ["Five minutes until nap time ends: which struggling studs should I send offers for while they're cheap?"],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["i give saquon, i get nabers and kittle. accept?"],
    expect: "trade",
    players: ["Saquon Barkley", "Malik Nabers", "George Kittle"],
  },
  {
    turns: ["Someone offered me Drake London", "they want my Breece Hall for him. good deal or no?"],
    expect: "trade",
    players: ["Drake London", "Breece Hall"],
  },
  {
    turns: ["Coach Quinn wants my Trey McBride for his Davante Adams plus Chuba Hubbard. Should I take it?"],
    expect: "trade",
    players: ["Trey McBride", "Davante Adams", "Chuba Hubbard"],
  },
  {
    turns: [
      "thinking about trading Jalen Hurts",
      "if I send him away for Josh Allen straight up, is that a win for me?",
    ],
    expect: "trade",
    players: ["Jalen Hurts", "Josh Allen"],
  },
  {
    turns: [
      "A nice young man in the league offered me his Derrick Henry for my A.J. Brown and Zay Flowers. " +
        "Is that fair to me?",
    ],
    expect: "trade",
    players: ["Derrick Henry", "A.J. Brown", "Zay Flowers"],
  },
  {
    turns: ["Would you do Jefferson for Bijan + Waddle? And if not, what's Jefferson actually worth?"],
    expect: ["trade", "tradeValue"],
    players: ["Justin Jefferson", "Bijan Robinson", "Jaylen Waddle"],
  },

  // waivers
  { turns: ["who should I pick up off waivers this week"], expect: "waivers" },
  { turns: ["How much FAAB should I throw at the top free agent this week?"], expect: "waivers" },
  {
    turns: ["my bench is thin", "who's out there in free agency I should add, and what should I bid?"],
    expect: "waivers",
  },
  { turns: ["who's the top pickup this week", "how much of my budget would you bid on him?"], expect: "waivers" },
  { turns: ["free agents: who's worth grabbing before waivers run Wednesday?"], expect: "waivers" },
  {
    turns: ["Who's the best add on the wire this week? I've got $63 of FAAB left, how much should I spend?"],
    expect: "waivers",
  },

  // playoffs
  { turns: ["what are my playoff odds"], expect: "playoffs" },
  { turns: ["Am I making the playoffs this year or what?"], expect: "playoffs" },
  {
    turns: ["who's leading the league?", "and what percent chance do I have of getting into the postseason?"],
    expect: "playoffs",
  },
  { turns: ["what's my record", "so do I have a real shot at the playoffs?"], expect: "playoffs" },
  { turns: ["What's my record, and am I on track for the playoffs?"], expect: ["record", "playoffs"] },
  {
    turns: ["What are my chances of making the playoffs, and what moves would bump them up?"],
    expect: ["playoffs", "improveOdds"],
  },

  // improveOdds
  { turns: ["what moves would most improve my playoff odds"], expect: "improveOdds" },
  { turns: ["I'm on the bubble. What can I do to give myself the best shot at the playoffs?"], expect: "improveOdds" },
  { turns: ["what are my playoff chances?", "ugh. how do I raise that?"], expect: "improveOdds" },
  { turns: ["Which roster move would boost my postseason chances the most?"], expect: "improveOdds" },
  {
    turns: ["Alright, game plan time. What pickups or trades get this team into the playoffs?"],
    expect: "improveOdds",
  },
  {
    turns: [
      "if I win out do I make it?",
      "ok realistically I won't. what changes to my roster would help my odds the most?",
    ],
    expect: "improveOdds",
  },

  // matchup
  { turns: ["who am I playing this week"], expect: "matchup" },
  { turns: ["What's my win probability this week?"], expect: "matchup" },
  {
    turns: ["My matchup in week 12: who's the opponent and what's the projected score?"],
    expect: "matchup",
    week: 12,
  },
  { turns: ["who's my opponent this week", "what about next week?"], expect: "matchup", week: "next" },
  { turns: ["do I win this week or am I toast? who'm I even up against"], expect: "matchup" },
  {
    turns: ["set my best lineup", "thank you sweetie. now who are we playing on Sunday, and can we beat them?"],
    expect: "matchup",
  },

  // record
  { turns: ["what's my record"], expect: "record" },
  { turns: ["How many games have I won so far this season?"], expect: "record" },
  { turns: ["what's the Blitz Brigade's record"], expect: "record", team: "Blitz Brigade" },
  { turns: ["what's my record?", "and Coach Marlow's team?"], expect: "record", team: "Two-Minute Drill" },
  { turns: ["Where do I stand in the league right now: wins, losses, place in the standings?"], expect: "record" },
  {
    turns: ["who's leading the league?", "how's End Zone Envy doing, are they above .500?"],
    expect: "record",
    team: "End Zone Envy",
  },

  // rosterStatus
  { turns: ["any injuries or byes on my roster this week?"], expect: "rosterStatus" },
  { turns: ["Who on my team is hurt or on bye next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["what's my matchup for week 12?", "do I have anyone on bye that week?"], expect: "rosterStatus", week: 12 },
  { turns: ["injury report for my team this week please", "and next week?"], expect: "rosterStatus", week: "next" },
  {
    turns: ["Before soccer practice: is anybody on my squad out this weekend, injury or bye?"],
    expect: "rosterStatus",
  },
  {
    turns: ["Who on my roster is injured this week, and should I drop or stash them?"],
    expect: ["rosterStatus", "dropStash"],
  },

  // positionRank
  { turns: ["rank my WRs for week 12"], expect: "positionRank", position: "WR", week: 12 },
  { turns: ["order my running backs best to worst for this week"], expect: "positionRank", position: "RB" },
  {
    turns: ["Can you rank the tight ends on my team for next week?"],
    expect: "positionRank",
    position: "TE",
    week: "next",
  },
  { turns: ["rank my receivers this week", "and my TEs?"], expect: "positionRank", position: "TE" },
  { turns: ["How do my quarterbacks stack up against each other this week?"], expect: "positionRank", position: "QB" },
  {
    turns: ["rank my RBs for week 11", "same thing but week 13"],
    expect: "positionRank",
    position: "RB",
    week: 13,
  },

  // projectedTotal
  { turns: ["how many points am I projected to score this week"], expect: "projectedTotal" },
  { turns: ["what's my team's projected total for week 12, and the range?"], expect: "projectedTotal", week: 12 },
  { turns: ["Give me the high and low end for my team's score this week."], expect: "projectedTotal" },
  {
    turns: ["how many points do I project for this week?", "what about next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  { turns: ["Need numbers - my projected points - this week - best case and worst case"], expect: "projectedTotal" },
  {
    turns: ["set my best lineup", "with that lineup, roughly what will we put up on Sunday, give or take?"],
    expect: "projectedTotal",
  },

  // leaders
  { turns: ["who's the best team in the league right now"], expect: "leaders" },
  {
    turns: ["what's my projected total this week?", "which team has scored the most points this season?"],
    expect: "leaders",
  },
  { turns: ["who's got the best record in our league"], expect: "leaders" },
  { turns: ["Based on playoff odds, who's the favorite to win the whole thing?"], expect: "leaders" },
  { turns: ["what's my record?", "who's sitting at the top of the league?"], expect: "leaders" },
  { turns: ["Which team is running away with it this year?"], expect: "leaders" },

  // sleepers
  { turns: ["give me some deep sleepers for next week"], expect: "sleepers", week: "next" },
  {
    turns: ["any lottery tickets out there? guys nobody's talking about yet that could pay off in a few weeks"],
    expect: "sleepers",
  },
  {
    turns: ["I've got an open bench spot", "who are some under-the-radar guys that could break out later this season?"],
    expect: "sleepers",
  },
  {
    turns: ["who should I pick up this week", "ok but who are the deeper sleepers for down the road?"],
    expect: "sleepers",
  },
  {
    turns: ["Who's the best immediate pickup this week, and any deep sleepers to stash for later?"],
    expect: ["waivers", "sleepers"],
  },
  { turns: ["deep sleeper candidates for week 13?"], expect: "sleepers", week: 13 },

  // dropStash
  { turns: ["any injuries on my roster?", "should I drop or stash those guys?"], expect: "dropStash" },
  { turns: ["Burrow's been on IR for weeks. Stash him or cut him?"], expect: "dropStash", players: ["Joe Burrow"] },
  { turns: ["My IR players: worth holding onto, or should I let them go?"], expect: "dropStash" },
  {
    turns: ["is Chris Godwin hurt again?", "ugh. should I just drop him?"],
    expect: "dropStash",
    players: ["Chris Godwin Jr."],
  },
  {
    turns: ["A couple of my players are going to be hurt for weeks. Do I keep them on the team or let them go?"],
    expect: "dropStash",
  },
  { turns: ["Given their return timelines, which of my injured players are worth stashing?"], expect: "dropStash" },

  // byeCover
  { turns: ["my QB is on bye in week 12, who's a backup"], expect: "byeCover", position: "QB", week: 12 },
  {
    turns: ["my tight end has a bye this week, who should I stream in his place?"],
    expect: "byeCover",
    position: "TE",
  },
  {
    turns: ["Two of my receivers are on bye next week. Who can I grab to fill in?"],
    expect: "byeCover",
    position: "WR",
    week: "next",
  },
  {
    turns: ["any byes on my roster next week?", "who do I pick up to cover for that?"],
    expect: "byeCover",
    week: "next",
  },
  {
    turns: ["my running back has a bye in week 13", "who can I pick up to fill that spot?"],
    expect: "byeCover",
    position: "RB",
    week: 13,
  },
  {
    turns: ["bye week hell. my starting QB is off this week, who's a good streamer?"],
    expect: "byeCover",
    position: "QB",
  },

  // scenario
  { turns: ["if I win out do I make the playoffs"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["what's my playoff chance right now?", "and if I lose this week?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  { turns: ["if I go 3-2 the rest of the way, am I in?"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  {
    turns: ["Say I win 2 of my last 4. Is that enough for a playoff spot?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["what are my playoff odds?", "what if I win 3 more games?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  {
    turns: ["If we go 2-3 the rest of the way, do we still sneak in? And what moves would help?"],
    expect: ["scenario", "improveOdds"],
    scenario: { wins: 2, games: 5 },
  },

  // tradeIdeas
  { turns: ["What trades should I be looking to make?"], expect: "tradeIdeas" },
  { turns: ["give me trade ideas with Coach Marlow"], expect: "tradeIdeas", team: "Two-Minute Drill" },
  {
    turns: ["rank my TEs for this week", "yeah they're bad. who could I trade for to upgrade at TE?"],
    expect: "tradeIdeas",
    position: "TE",
  },
  { turns: ["Any 2-for-1 deals out there that would help me?"], expect: "tradeIdeas" },
  {
    turns: ["what's Davante Adams worth in a trade", "ok, find me a deal for him"],
    expect: "tradeIdeas",
    players: ["Davante Adams"],
  },
  {
    turns: ["Is there anything I could work out in a trade with the Red Zone Raiders?"],
    expect: "tradeIdeas",
    team: "Red Zone Raiders",
  },

  // help
  { turns: ["what can you do"], expect: "help" },
  { turns: ["how does this thing work?"], expect: "help" },
  { turns: ["I'm new to all this. What kinds of questions can I ask you?"], expect: "help" },
  { turns: ["hey, what are you actually able to help with"], expect: "help" },
  { turns: ["hi", "what sort of stuff can you do for me?"], expect: "help" },
  { turns: ["Curious engineer here: how do you work, and where do your recommendations come from?"], expect: "help" },

  // None
  { turns: ["will it rain at my kid's soccer game saturday?"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["who's my opponent this week?", "cool. who won the Lakers game last night?"], expect: "None" },
  { turns: ["What's Apple stock trading at today?"], expect: "None" },
  { turns: ["Can you give me a good chili recipe for our watch party?"], expect: "None" },
  {
    turns: ["should I start Chase or Lamb?", "thanks! unrelated, but can you help me grade these essays on Gatsby?"],
    expect: "None",
  },
];
