// Blind held-out evaluation set 72 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a railroad conductor, an ER charge nurse, a Cajun from Louisiana (cher, mais),
// a minimalist who writes in fragments.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_72: HeldOutCase[] = [
  // startSit
  {
    turns: ["mais cher, I got Jaxon Smith-Njigba and DK Metcalf and only room for one. who I play dis week?"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "DK Metcalf"],
  },
  { turns: ["Pickens. Start or sit."], expect: "startSit", players: ["George Pickens"] },
  {
    turns: [
      "Running the late shift Sunday, so my lineup gets locked early.",
      "Tell me straight, does Jameson Williams start this week or ride the bench?",
    ],
    expect: "startSit",
    players: ["Jameson Williams"],
  },
  {
    turns: ["Goff. Status?", "Fine. Goff or Mayfield then."],
    expect: "startSit",
    players: ["Jared Goff", "Baker Mayfield"],
  },
  {
    turns: ["is Chris Olave any good this week", "ok but would you play him over Jakobi Meyers"],
    expect: "startSit",
    players: ["Chris Olave", "Jakobi Meyers"],
  },
  {
    turns: [
      "I been goin back and forth all mornin cher",
      "Juwan Johnson or dat Kyle Pitts, which one I put in at TE sunday?",
    ],
    expect: "startSit",
    players: ["Juwan Johnson", "Kyle Pitts"],
  },
  // compare
  {
    turns: ["long term who's the better asset, Ashton Jeanty or Omarion Hampton? rest of season, not just sunday"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  { turns: ["Egbuka vs McMillan. Rest of season."], expect: "compare", players: ["Emeka Egbuka", "Tetairoa McMillan"] },
  {
    turns: [
      "cher for de rest of dis season, who you rather have, Bucky Irving or Breece Hall? " +
        "I garontee my brother-in-law gonna ask",
    ],
    expect: "compare",
    players: ["Bucky Irving", "Breece Hall"],
  },
  {
    turns: [
      "How's Drake London looking the rest of the way?",
      "And stacked up against Garrett Wilson over the long haul, who's the better engine to own?",
    ],
    expect: "compare",
    players: ["Drake London", "Garrett Wilson"],
  },
  {
    turns: ["Loveland. Outlook.", "Him or Warren. ROS."],
    expect: "compare",
    players: ["Colston Loveland", "Tyler Warren"],
  },
  {
    turns: [
      "i'm building for the long haul here, not just this week's lineup",
      "Ladd McConkey or Zay Flowers, who would you rather own the rest of the way?",
    ],
    expect: "compare",
    players: ["Ladd McConkey", "Zay Flowers"],
  },
  // slot
  { turns: ["Flex. Who."], expect: "slot" },
  {
    turns: ["Gibbs and Jacobs are locked in at RB", "so who goes in my flex this week? I keep second guessing myself"],
    expect: "slot",
  },
  { turns: ["mais who I'm puttin at RB2 dis week, cher? my usual guy got dinged up"], expect: "slot", position: "RB" },
  {
    turns: ["Need a body for the WR3 spot before we highball out Sunday. Who fills it?"],
    expect: "slot",
    position: "WR",
  },
  { turns: ["QB spot. Who starts.", "Week 12 instead."], expect: "slot", position: "QB", week: 12 },
  {
    turns: ["forget the rest of the lineup, I just need the best option for my TE slot this week"],
    expect: "slot",
    position: "TE",
  },
  // lineup
  {
    turns: ["All aboard for week 11. Look over my whole lineup and tell me if anything needs switching."],
    expect: "lineup",
    week: 11,
  },
  {
    turns: ["can you just optimize my lineup for this week, I'm charting till 7 and won't have time"],
    expect: "lineup",
  },
  { turns: ["cher set my lineup for me, I'm goin crawfishin and won't be back til kickoff"], expect: "lineup" },
  { turns: ["Lineup. Optimal?"], expect: "lineup" },
  {
    turns: ["what's my projected total this week", "ugh. ok then fix my lineup so it's higher lol"],
    expect: "lineup",
  },
  {
    turns: ["who I play dis week?", "mais ok, den go through my whole lineup, make it de best it can be"],
    expect: "lineup",
  },
  // outlook
  { turns: ["Jonathan Taylor. Ceiling this week?"], expect: "outlook", players: ["Jonathan Taylor"] },
  {
    turns: ["what kind of numbers should I expect from Puka Nacua rest of season? just curious, not benching him"],
    expect: "outlook",
    players: ["Puka Nacua"],
  },
  {
    turns: ["What's the projection on Bo Nix for Sunday? Points-wise, what's on the schedule?"],
    expect: "outlook",
    players: ["Bo Nix"],
  },
  {
    turns: ["cher I just traded for Quinshon Judkins", "how many points he gonna put up for me de rest of de way?"],
    expect: "outlook",
    players: ["Quinshon Judkins"],
  },
  {
    turns: ["Trey McBride playing?", "good. what's his ceiling this week then"],
    expect: "outlook",
    players: ["Trey McBride"],
  },
  {
    turns: ["Etienne's been chugging along lately.", "What's the outlook on him from here to the end of the line?"],
    expect: "outlook",
    players: ["Travis Etienne Jr."],
  },
  // status
  {
    turns: ["gimme the injury report on Gibbs. what's the dx, is he playing"],
    expect: "status",
    players: ["Jahmyr Gibbs"],
  },
  { turns: ["Waddle or Pittman.", "Waddle. Questionable?"], expect: "status", players: ["Jaylen Waddle"] },
  {
    turns: ["I'm thinking about starting Mark Andrews", "wait is he even active? saw he was limited at practice"],
    expect: "status",
    players: ["Mark Andrews"],
  },
  // tradeValue
  {
    turns: ["What's Derrick Henry fetch on the trade market these days? Hold or sell?"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["be honest with me, is now the time to sell high on Jaylen Warren or do I hold"],
    expect: "tradeValue",
    players: ["Jaylen Warren"],
  },
  {
    turns: ["Tee Higgins had a big one last week.", "What's his value in a deal right now?"],
    expect: "tradeValue",
    players: ["Tee Higgins"],
  },
  {
    turns: [
      "compare Javonte Williams and Rico Dowdle for me ROS",
      "ok and Javonte, what he worth in a trade? should I cash him in?",
    ],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },
  // buyLow
  {
    turns: ["who are some buy-low guys around the league right now? want to make a move before the deadline"],
    expect: "buyLow",
  },
  { turns: ["Buy lows. League-wide."], expect: "buyLow" },
  {
    turns: ["Which players around the league are running behind schedule that I could get cheap in a trade?"],
    expect: "buyLow",
  },
  {
    turns: ["cher who I should be sellin high on right now? anybody overperformin dat I should cash in?"],
    expect: "buyLow",
  },
  { turns: ["trade deadline is coming up right?", "ok so who's undervalued that I should target"], expect: "buyLow" },
  {
    turns: ["My season's in the ditch.", "Give me a list of buy-low targets across the league to get back on track."],
    expect: "buyLow",
  },
  // trade
  {
    turns: ["somebody offerin me Breece Hall for my Courtland Sutton, cher. I take dat?"],
    expect: "trade",
    players: ["Breece Hall", "Courtland Sutton"],
  },
  { turns: ["Kamara for Addison. Accept?"], expect: "trade", players: ["Alvin Kamara", "Jordan Addison"] },
  {
    turns: ["Coach Ellis wants my Jaxon Smith-Njigba for his De'Von Achane. fair or am I getting fleeced"],
    expect: "trade",
    players: ["Jaxon Smith-Njigba", "De'Von Achane"],
  },
  {
    turns: [
      "Coach Reese sent me an offer.",
      "My Davante Adams and Tony Pollard for his Chase Brown.",
      "Do I sign off on it?",
    ],
    expect: "trade",
    players: ["Davante Adams", "Tony Pollard", "Chase Brown"],
  },
  {
    turns: ["what's Kenneth Walker III worth right now", "ok someone offered me Tyrone Tracy Jr. for him. do I do it"],
    expect: "trade",
    players: ["Tyrone Tracy Jr.", "Kenneth Walker III"],
  },
  {
    turns: ["mais I got an offer cher", "dey want my Drake Maye, I get Jalen Hurts. good deal or bad?"],
    expect: "trade",
    players: ["Drake Maye", "Jalen Hurts"],
  },
  // waivers
  { turns: ["who should I put a claim on this week? I have $42 FAAB left"], expect: "waivers" },
  {
    turns: ["Kyle Monangai looks like he's getting the work now.", "How much FAAB should I lay down on him?"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["my RB room is a disaster, it's like a mass casualty in there", "anybody on waivers worth grabbing at RB?"],
    expect: "waivers",
    position: "RB",
  },
  { turns: ["Free agents. WR.", "Bid amount?"], expect: "waivers", position: "WR" },
  // playoffs
  { turns: ["What are the odds this train pulls into the playoffs?"], expect: "playoffs" },
  { turns: ["realistically what's my prognosis for making the playoffs"], expect: "playoffs" },
  {
    turns: ["we lost by 2 points last week cher, I'm still mad", "mais we makin de playoffs or what?"],
    expect: "playoffs",
  },
  { turns: ["what's my record right now", "and what does that mean for my playoff chances"], expect: "playoffs" },
  {
    turns: ["Who's leading the league?", "Fine. Where do my own playoff chances stand?"],
    expect: "playoffs",
  },
  // improveOdds
  { turns: ["what moves can I make to improve my playoff odds? treat it like triage"], expect: "improveOdds" },
  {
    turns: ["Need to get this season back on the rails. What moves bump my playoff odds the most?"],
    expect: "improveOdds",
  },
  { turns: ["Playoff chances.", "How to raise them."], expect: "improveOdds" },
  {
    turns: ["my playoff odds are like 30% right?", "ok what would actually move the needle on that"],
    expect: "improveOdds",
  },
  // matchup
  {
    turns: ["What's my win probability against Blitz Brigade this week?"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  { turns: ["how do I stack up against Coach Tatum's team this week"], expect: "matchup", team: "Red Zone Raiders" },
  {
    turns: ["What's my projected total for week 11?", "And who's on the other side of the tracks that week?"],
    expect: "matchup",
    week: 11,
  },
  { turns: ["Matchup.", "Next week."], expect: "matchup", week: "next" },
  // record
  { turns: ["Record?"], expect: "record" },
  { turns: ["remind me what my record is, I lose track of days working nights"], expect: "record" },
  {
    turns: ["mais it's been a rough few weeks cher", "where I sit in de standings right now?"],
    expect: "record",
  },
  { turns: ["How many wins and losses do we have on the board so far?"], expect: "record" },
  { turns: ["who has the most points in the league", "and where do I rank overall?"], expect: "record" },
  // rosterStatus
  { turns: ["cher who on my team is hurt or on bye for week 12?"], expect: "rosterStatus", week: 12 },
  { turns: ["Byes. Week 11."], expect: "rosterStatus", week: 11 },
  { turns: ["anyone on my roster hurt this week?", "what about next week"], expect: "rosterStatus", week: "next" },
  {
    turns: ["Is Ja'Marr Chase on bye this week?", "Check the rest of my roster too, anybody else out?"],
    expect: "rosterStatus",
  },
  // positionRank
  { turns: ["Rank my WRs."], expect: "positionRank", position: "WR" },
  { turns: ["rank my RBs for week 11 pls"], expect: "positionRank", position: "RB", week: 11 },
  { turns: ["cher put my tight ends in order for me, best to worst dis week"], expect: "positionRank", position: "TE" },
  { turns: ["Line up my quarterbacks in order for next week."], expect: "positionRank", position: "QB", week: "next" },
  { turns: ["WRs ranked.", "Now RBs."], expect: "positionRank", position: "RB" },
  {
    turns: ["rank my RBs this week", "now WRs", "ok do the RBs again but for week 12"],
    expect: "positionRank",
    position: "RB",
    week: 12,
  },
  // projectedTotal
  {
    turns: ["What's the projected total for my whole train this week? Floor and ceiling too."],
    expect: "projectedTotal",
  },
  { turns: ["how many points am I projected for this week, best and worst case"], expect: "projectedTotal" },
  { turns: ["cher how many points my team gonna score week 12?"], expect: "projectedTotal", week: 12 },
  { turns: ["what's my floor this week", "and next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["I just set my lineup, cher", "what's it projected to put up?"], expect: "projectedTotal" },
  // leaders
  { turns: ["who's the best team in the league right now"], expect: "leaders" },
  { turns: ["Standings. Whole league."], expect: "leaders" },
  { turns: ["Who's at the head of the train this year? Most points scored across the league?"], expect: "leaders" },
  { turns: ["which team got de best playoff odds in dis league, cher?"], expect: "leaders" },
  { turns: ["What's my record?", "And the full standings for everybody?"], expect: "leaders" },
  { turns: ["Points leaders.", "By record instead."], expect: "leaders" },
  // sleepers
  {
    turns: [
      "I'm deep on my bench, got room for a flyer",
      "gimme some sleepers for next week cher, guys nobody talkin bout",
    ],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["any under-the-radar guys I should be looking at for next week"], expect: "sleepers", week: "next" },
  { turns: ["Sleepers."], expect: "sleepers" },
  {
    turns: ["Who are the quiet freight cars nobody's watching that could break out next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["who's top of the waiver list this week", "ok and any deeper sleepers beyond the obvious names?"],
    expect: "sleepers",
  },
  // dropStash
  { turns: ["Tyreek Hill — drop him or stash him on IR?"], expect: "dropStash", players: ["Tyreek Hill"] },
  { turns: ["Injured guys.", "Drop or stash?"], expect: "dropStash" },
  {
    turns: ["cher I got dat Brock Purdy hurt on my bench. I cut him loose or hold on?"],
    expect: "dropStash",
    players: ["Brock Purdy"],
  },
  {
    turns: ["Should I park my injured players on the IR siding or just uncouple them from the roster?"],
    expect: "dropStash",
  },
  {
    turns: ["is Malik Nabers done for the season?", "then do I drop him or hold him in an IR slot"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["mais Joe Burrow still hurt?", "so I stash him or let him go?"],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  // byeCover
  { turns: ["Bowers on bye. TE streamer?"], expect: "byeCover", position: "TE" },
  {
    turns: ["my QB has a bye next week, who's a decent backup I could grab"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  { turns: ["cher my kicker on bye, who I stream?"], expect: "byeCover", position: "K" },
  {
    turns: ["Two of my wideouts are sitting in the roundhouse on bye this week. Who covers WR?"],
    expect: "byeCover",
    position: "WR",
  },
  {
    turns: ["Who on my roster's on bye week 12?", "Find me somebody to cover the RB hole that week."],
    expect: "byeCover",
    position: "RB",
    week: 12,
  },
  {
    turns: ["my TE is on bye in week 11", "who should I stream there"],
    expect: "byeCover",
    position: "TE",
    week: 11,
  },
  // scenario
  {
    turns: ["mais what my playoff chances look like if I go 3-1 de rest of de way?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  { turns: ["Lose this week. Odds?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["Suppose we win two of the last four runs. Do we make the playoffs?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  { turns: ["what are my playoff odds", "what if I lose this week"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["Playoff odds.", "Odds if 4-1.", "3-2?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["If I take two more wins, does that punch my ticket to the playoffs?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  // tradeIdeas
  {
    turns: ["what could I get for Kyren Williams if I shopped him around"],
    expect: "tradeIdeas",
    players: ["Kyren Williams"],
  },
  { turns: ["2-for-1 ideas."], expect: "tradeIdeas" },
  {
    turns: ["I got too many receivers, cher", "which team I should be tradin with? who needs what I got?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Got a surplus of running backs in the yard. What kind of deal could I build to bring in a WR?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Coach Blake's been quiet on the trade front.", "Any trade ideas with Sunday Scaries specifically?"],
    expect: "tradeIdeas",
    team: "Sunday Scaries",
  },
  {
    turns: ["what's CeeDee Lamb worth in a trade", "ok give me some packages I could actually build around him"],
    expect: "tradeIdeas",
    players: ["CeeDee Lamb"],
  },
  // help
  { turns: ["What can you do."], expect: "help" },
  { turns: ["first time using this. how does it work, what can I ask you"], expect: "help" },
  { turns: ["cher what kinda tings you can help me wit?"], expect: "help" },
  { turns: ["Before I board: what all is this GM thing capable of?"], expect: "help" },
  { turns: ["hi", "what kind of questions can you answer"], expect: "help" },
  // None
  { turns: ["cher how long I boil crawfish for a 40 pound sack?"], expect: "None" },
  {
    turns: [
      "what's my matchup look like this week",
      "unrelated but what's the spread on the Eagles game sunday? placing a real bet",
    ],
    expect: "None",
  },
  { turns: ["Weather. Saturday. Baton Rouge."], expect: "None" },
  { turns: ["Do you know when the Sunset Limited gets into New Orleans on Tuesday?"], expect: "None" },
  { turns: ["Tell a joke."], expect: "None" },
  { turns: ["who won de LSU game saturday cher?"], expect: "None" },
  { turns: ["What's my record?", "Unrelated, but what's the capital of Montana?"], expect: "None" },
  { turns: ["I need a good slow cooker chili recipe for the potluck on the unit tonight"], expect: "None" },
  // two asks
  {
    turns: ["is George Kittle playing this week and if he is do I start him over Jake Ferguson"],
    expect: ["status", "startSit"],
    players: ["George Kittle", "Jake Ferguson"],
  },
  { turns: ["Record. Playoff odds."], expect: ["record", "playoffs"] },
  { turns: ["Who am I up against this week, and what's my projected total?"], expect: ["matchup", "projectedTotal"] },
  {
    turns: ["cher who on my team hurt dis week, and who I should pick up off waivers to replace em?"],
    expect: ["rosterStatus", "waivers"],
  },
  {
    turns: ["what's Brian Thomas Jr.'s outlook rest of season and should I sell him now?"],
    expect: ["outlook", "tradeValue"],
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["Looking at my lineup for week 12.", "Set the whole thing for me, and tell me who we're playing."],
    expect: ["lineup", "matchup"],
    week: 12,
  },
  { turns: ["Waivers. Also sleepers."], expect: ["waivers", "sleepers"] },
  { turns: ["what my odds now cher, and what I gotta do to raise em?"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["rank my WRs for this week and then tell me who goes in my flex"],
    expect: ["positionRank", "slot"],
    position: "WR",
  },
  {
    turns: ["Who's the strongest team in the league, and what's my record next to theirs?"],
    expect: ["leaders", "record"],
  },
  {
    turns: [
      "Jordan Love got hurt in the 4th, looked like the knee",
      "is he out next week? and if so do I drop or stash",
    ],
    expect: ["status", "dropStash"],
    players: ["Jordan Love"],
    week: "next",
  },
  {
    turns: ["somebody want Hunter Henry for my Dalton Kincaid, cher. fair? and what else I could get for Kincaid?"],
    expect: ["trade", "tradeIdeas"],
    players: ["Hunter Henry", "Dalton Kincaid"],
  },
  {
    turns: ["If I win out, am I in? And if not, what moves would bump my odds?"],
    expect: ["scenario", "improveOdds"],
    scenario: "win-out",
  },
  {
    turns: ["my kicker's on bye next week, who's a good streamer? and any other byes on my roster?"],
    expect: ["byeCover", "rosterStatus"],
    position: "K",
    week: "next",
  },
  { turns: ["Achane.", "Status. Then trade value."], expect: ["status", "tradeValue"], players: ["De'Von Achane"] },
  {
    turns: ["cher what all you can do, and is Lamar playin dis week?"],
    expect: ["help", "status"],
    players: ["Lamar Jackson"],
  },
];
