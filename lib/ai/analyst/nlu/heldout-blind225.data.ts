// Blind held-out evaluation set 225 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: ordinary league members typing plainly in a normal week - some short, some with a line
// of context, some follow-ups; nicknames and last names, casual lowercase now and then.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_225: HeldOutCase[] = [
  // ---------- startSit ----------
  {
    turns: ["Is Jaxson Dart a start this week or am I asking for trouble"],
    expect: "startSit",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["Kenneth Walker or Zach Charbonnet today? only room for one of them"],
    expect: "startSit",
    players: ["Kenneth Walker III", "Zach Charbonnet"],
  },
  {
    turns: ["I've got Quentin Johnston on my bench and he's been hot lately", "Do I put him in over Jakobi Meyers?"],
    expect: "startSit",
    players: ["Quentin Johnston", "Jakobi Meyers"],
  },
  {
    turns: ["Benching Chris Olave feels wrong but that offense is such a mess. play him or not?"],
    expect: "startSit",
    players: ["Chris Olave"],
  },
  {
    turns: ["my injury list is getting long", "with that in mind, do I still roll Davante out there this week?"],
    expect: "startSit",
    players: ["Davante Adams"],
  },
  {
    turns: ["Should I start Rico Dowdle this week?", "what about in week 11?"],
    expect: "startSit",
    players: ["Rico Dowdle"],
    week: 11,
  },
  {
    turns: ["Love, Stafford or Baker tonight? gotta lock one in"],
    expect: "startSit",
    players: ["Jordan Love", "Matthew Stafford", "Baker Mayfield"],
  },

  // ---------- compare ----------
  {
    turns: ["Long term, who would you rather have: Omarion Hampton or TreVeyon Henderson?"],
    expect: "compare",
    players: ["Omarion Hampton", "TreVeyon Henderson"],
  },
  {
    turns: [
      "Egbuka has cooled off a bit",
      "for the rest of the year, is Tetairoa McMillan the more valuable receiver than him?",
    ],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: ["I keep going back and forth on Jamo vs Rome Odunze. who do you like more from here on out?"],
    expect: "compare",
    players: ["Jameson Williams", "Rome Odunze"],
  },
  {
    turns: ["JT or Derrick Henry over the remaining regular season - who do you have ahead?"],
    expect: "compare",
    players: ["Jonathan Taylor", "Derrick Henry"],
  },
  {
    turns: ["Should I start Chase Brown this week?", "ok forget this week. him or Kyren over the rest of the season?"],
    expect: "compare",
    players: ["Chase Brown", "Kyren Williams"],
  },
  {
    turns: ["I'm in a dynasty league btw", "Drake Maye or Caleb Williams going forward?"],
    expect: "compare",
    players: ["Drake Maye", "Caleb Williams"],
  },

  // ---------- outlook ----------
  {
    turns: ["I've been riding Breece all year", "what's his outlook for the rest of the way?"],
    expect: "outlook",
    players: ["Breece Hall"],
  },
  { turns: ["Gimme a realistic number for Jeanty today"], expect: "outlook", players: ["Ashton Jeanty"] },
  { turns: ["How high is Wan'Dale Robinson's ceiling this week?"], expect: "outlook", players: ["Wan'Dale Robinson"] },
  {
    turns: ["Harold Fannin's floor next week - how low could it go?"],
    expect: "outlook",
    players: ["Harold Fannin Jr."],
    week: "next",
  },
  {
    turns: ["I just traded for Javonte Williams", "what should I expect from him the next few weeks"],
    expect: "outlook",
    players: ["Javonte Williams"],
  },
  {
    turns: ["Is Kimani Vidal going to keep producing or was that big game a fluke?"],
    expect: "outlook",
    players: ["Kimani Vidal"],
  },

  // ---------- status ----------
  { turns: ["Is Burrow back yet"], expect: "status", players: ["Joe Burrow"] },
  { turns: ["Did CMC practice this week?"], expect: "status", players: ["Christian McCaffrey"] },
  {
    turns: ["Jayden Daniels is stuck on my bench", "is he anywhere close to returning?"],
    expect: "status",
    players: ["Jayden Daniels"],
  },
  { turns: ["Tyrone Tracy playing today?"], expect: "status", players: ["Tyrone Tracy Jr."] },
  {
    turns: ["Saw Mark Andrews popped up on the injury report", "is he actually going to suit up?"],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: ["What's the deal with Brock Purdy's toe, is he healthy enough to go?"],
    expect: "status",
    players: ["Brock Purdy"],
  },

  // ---------- tradeValue ----------
  {
    turns: ["Waddle's been solid for me", "what would he fetch in a trade right now?"],
    expect: "tradeValue",
    players: ["Jaylen Waddle"],
  },
  {
    turns: ["Should I sell high on Kyle Monangai while he's getting all the work?"],
    expect: "tradeValue",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["Is this the moment to buy low on Marvin Harrison Jr.?"],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },
  { turns: ["Could I get a decent return for Khalil Shakir or nah"], expect: "tradeValue", players: ["Khalil Shakir"] },
  {
    turns: ["thinking about moving Josh Jacobs", "is that smart or am I overthinking it"],
    expect: "tradeValue",
    players: ["Josh Jacobs"],
  },
  {
    turns: ["Should I make a run at Brian Thomas Jr.? feels like his price has cratered"],
    expect: "tradeValue",
    players: ["Brian Thomas Jr."],
  },

  // ---------- trade ----------
  {
    turns: ["Somebody offered me Cooper Kupp and D'Andre Swift for Jahmyr Gibbs. accept?"],
    expect: "trade",
    players: ["Cooper Kupp", "D'Andre Swift", "Jahmyr Gibbs"],
  },
  {
    turns: ["Someone in my league wants my Nico Collins", "they're offering Rashee Rice for him. who wins that deal?"],
    expect: "trade",
    players: ["Nico Collins", "Rashee Rice"],
  },
  {
    turns: ["I'd be giving up Lamar and getting Jalen Hurts plus Xavier Worthy. fair?"],
    expect: "trade",
    players: ["Lamar Jackson", "Jalen Hurts", "Xavier Worthy"],
  },
  {
    turns: ["Got a trade request", "they want Bijan and would send me Saquon and DeVonta Smith", "thoughts?"],
    expect: "trade",
    players: ["Bijan Robinson", "Saquon Barkley", "DeVonta Smith"],
  },
  {
    turns: ["A leaguemate pitched me a swap", "my Tee Higgins for his Terry McLaurin, straight up. do I take it?"],
    expect: "trade",
    players: ["Tee Higgins", "Terry McLaurin"],
  },
  {
    turns: [
      "Proposed deal: I send Dalton Kincaid + Jaylen Warren, I get T.J. Hockenson + Aaron Jones. good for me or bad?",
    ],
    expect: "trade",
    players: ["Dalton Kincaid", "Jaylen Warren", "T.J. Hockenson", "Aaron Jones"],
  },
  {
    turns: ["Is Garrett Wilson for Ladd McConkey and Woody Marks a rip-off?"],
    expect: "trade",
    players: ["Garrett Wilson", "Ladd McConkey", "Woody Marks"],
  },

  // ---------- positionRank ----------
  { turns: ["Rank my running backs for this week"], expect: "positionRank", position: "RB" },
  { turns: ["order my WRs best to worst for next week"], expect: "positionRank", position: "WR", week: "next" },
  { turns: ["Can you put my TEs in order for Sunday"], expect: "positionRank", position: "TE" },
  { turns: ["Stack rank my quarterbacks for week 12"], expect: "positionRank", position: "QB", week: 12 },
  {
    turns: ["I've got like five receivers and can't keep them straight", "just list them top to bottom for today"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["How does my team look?", "forget the full thing - just sort my RBs for the week 13 games"],
    expect: "positionRank",
    position: "RB",
    week: 13,
  },

  // ---------- scenario ----------
  {
    turns: ["Am I in decent shape?", "if I win out, what are my chances of getting in"],
    expect: "scenario",
    scenario: "win-out",
  },
  { turns: ["say I drop this week's game - am I still in the hunt?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["What do my odds look like if I go 3-2 the rest of the way?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["Assume I only win 2 of my last 4. does that get me in?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["Sunday Scaries are right behind me in the standings", "if they win three more do they get in?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
    team: "Sunday Scaries",
  },
  {
    turns: ["where do my playoff chances stand", "and if I take 4 of the last 5?"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },

  // ---------- waivers ----------
  { turns: ["Best RB on the wire right now?"], expect: "waivers", position: "RB" },
  {
    turns: ["Sean Tucker is sitting on the wire in my league", "how much of my FAAB should go to him?"],
    expect: "waivers",
    players: ["Sean Tucker"],
  },
  { turns: ["Who's the top add this week regardless of position?"], expect: "waivers" },
  { turns: ["my kicker got cut by his team lol", "who's a decent K I can pick up?"], expect: "waivers", position: "K" },
  {
    turns: ["I have $63 of FAAB left. what should I bid on Juwan Johnson?"],
    expect: "waivers",
    players: ["Juwan Johnson"],
  },
  { turns: ["Which defense should I stream off free agency?"], expect: "waivers", position: "DEF" },
  {
    turns: ["My WR room got wrecked", "who's the best receiver just sitting out there unclaimed?"],
    expect: "waivers",
    position: "WR",
  },

  // ---------- slot ----------
  { turns: ["Who goes in my flex this week?"], expect: "slot", position: "FLEX" },
  {
    turns: ["Rhamondre or Pollard for the flex spot"],
    expect: "slot",
    players: ["Rhamondre Stevenson", "Tony Pollard"],
    position: "FLEX",
  },
  { turns: ["Kind of a thin RB room", "who should I slot in at RB2 this week?"], expect: "slot", position: "RB" },
  {
    turns: ["Hunter Henry and Goedert both have good matchups", "which one gets my TE slot today?"],
    expect: "slot",
    players: ["Hunter Henry", "Dallas Goedert"],
    position: "TE",
  },
  { turns: ["Need someone for the W/R/T slot next week"], expect: "slot", position: "FLEX", week: "next" },

  // ---------- lineup ----------
  { turns: ["Set my lineup for me"], expect: "lineup" },
  { turns: ["Can you look over my starters and tell me if anything's off?"], expect: "lineup" },
  {
    turns: ["My lineup for today is locked in", "what's the optimal lineup for next week though"],
    expect: "lineup",
    week: "next",
  },
  { turns: ["Who should I start at every position this week"], expect: "lineup" },
  {
    turns: ["I'm traveling this weekend and won't have signal", "just lock in my best lineup now please"],
    expect: "lineup",
  },

  // ---------- buyLow ----------
  { turns: ["Who are some buy-low guys I should target?"], expect: "buyLow" },
  { turns: ["Any sell-high candidates on my roster?"], expect: "buyLow" },
  { turns: ["Which slumping players could I get on the cheap right now"], expect: "buyLow" },
  {
    turns: ["Looking to make a move before the deadline", "give me a few names to sell before their value drops"],
    expect: "buyLow",
  },
  { turns: ["Whose stock is about to rebound? want to buy before it does"], expect: "buyLow" },

  // ---------- playoffs ----------
  { turns: ["What are my playoff odds right now"], expect: "playoffs" },
  {
    turns: ["Hail Mary Heroes just lost again", "are they still making the playoffs?"],
    expect: "playoffs",
    team: "Hail Mary Heroes",
  },
  { turns: ["be honest, am I a playoff team or not"], expect: "playoffs" },
  {
    turns: ["what percent chance do the Red Zone Raiders have of getting in"],
    expect: "playoffs",
    team: "Red Zone Raiders",
  },
  {
    turns: [
      "Coach Ellis keeps trash talking in the group chat",
      "what are his team's chances of making the postseason?",
    ],
    expect: "playoffs",
    team: "Pocket Passers",
  },

  // ---------- improveOdds ----------
  { turns: ["What moves would boost my playoff chances?"], expect: "improveOdds" },
  { turns: ["How do I sneak into the playoffs from here, what should I change"], expect: "improveOdds" },
  { turns: ["I'm 4-5 and kind of desperate", "what can I do to actually get in?"], expect: "improveOdds" },
  { turns: ["Which pickups or trades would help me most for a playoff push?"], expect: "improveOdds" },
  {
    turns: ["how likely am I to make the playoffs?", "give me the one move that would bump that number the most"],
    expect: "improveOdds",
  },

  // ---------- matchup ----------
  { turns: ["Who am I playing this week?"], expect: "matchup" },
  { turns: ["Who's favored in my game today?"], expect: "matchup" },
  {
    turns: ["What's my matchup look like?", "and how's Two-Minute Drill's game shaping up?"],
    expect: "matchup",
    team: "Two-Minute Drill",
  },
  { turns: ["Who do I face next week and how do I stack up"], expect: "matchup", week: "next" },
  { turns: ["Set my lineup", "alright, with that lineup what's my chance of winning?"], expect: "matchup" },

  // ---------- record ----------
  { turns: ["remind me what my record is"], expect: "record" },
  { turns: ["Where am I in the standings"], expect: "record" },
  {
    turns: ["Waiver Wire Wizards talk a big game", "how many wins do they actually have?"],
    expect: "record",
    team: "Waiver Wire Wizards",
  },
  { turns: ["what place is Coach Reese in"], expect: "record", team: "Play Action Pack" },
  {
    turns: ["How are the Audible Alchemists doing this year, W-L wise?"],
    expect: "record",
    team: "Audible Alchemists",
  },

  // ---------- rosterStatus ----------
  { turns: ["Who on my team is hurt?"], expect: "rosterStatus" },
  { turns: ["Any of my guys on bye this week?"], expect: "rosterStatus" },
  { turns: ["Check my roster for byes next week"], expect: "rosterStatus", week: "next" },
  { turns: ["Games start in an hour", "do I have anyone questionable or out?"], expect: "rosterStatus" },
  { turns: ["Trying to plan ahead", "who on my roster is off in week 14?"], expect: "rosterStatus", week: 14 },

  // ---------- projectedTotal ----------
  { turns: ["How many points am I projected for this week"], expect: "projectedTotal" },
  { turns: ["What's my team's projection next week, high and low end"], expect: "projectedTotal", week: "next" },
  { turns: ["Give me my projected range for Sunday"], expect: "projectedTotal" },
  { turns: ["Roughly what should my team put up in week 12?"], expect: "projectedTotal", week: 12 },
  { turns: ["Just moved a couple guys around", "what's my total projection look like now"], expect: "projectedTotal" },

  // ---------- leaders ----------
  { turns: ["Who has the best record in the league?"], expect: "leaders" },
  { turns: ["Which team has scored the most points so far"], expect: "leaders" },
  { turns: ["Power rankings please"], expect: "leaders" },
  { turns: ["I'm 6-3 which feels good", "but who's the team to beat in this league?"], expect: "leaders" },
  { turns: ["Who's sitting on top of the standings right now"], expect: "leaders" },

  // ---------- sleepers ----------
  { turns: ["Any sleepers worth stashing for the playoffs?"], expect: "sleepers" },
  { turns: ["My bench is garbage", "got any deep sleeper RBs?"], expect: "sleepers", position: "RB" },
  { turns: ["Who's a guy nobody's talking about that could break out soon?"], expect: "sleepers" },
  { turns: ["Are there any under-the-radar tight ends I should stash?"], expect: "sleepers", position: "TE" },
  { turns: ["Looking ahead", "which bench stashes could pay off late in the season?"], expect: "sleepers" },

  // ---------- dropStash ----------
  {
    turns: ["Skattebo's done for the year right?", "so should I just drop him?"],
    expect: "dropStash",
    players: ["Cam Skattebo"],
  },
  { turns: ["Is Malik Nabers worth holding on IR or do I cut him"], expect: "dropStash", players: ["Malik Nabers"] },
  { turns: ["Need a roster spot, who's the first guy I should cut?"], expect: "dropStash" },
  { turns: ["Travis Hunter has done nothing for me", "droppable?"], expect: "dropStash", players: ["Travis Hunter"] },
  { turns: ["Hold or fold on Brandon Aiyuk"], expect: "dropStash", players: ["Brandon Aiyuk"] },

  // ---------- byeCover ----------
  { turns: ["CeeDee is on bye, who do I start at WR"], expect: "byeCover", players: ["CeeDee Lamb"], position: "WR" },
  {
    turns: ["Kelce's off this week, which TE should I pick up to fill in?"],
    expect: "byeCover",
    players: ["Travis Kelce"],
    position: "TE",
  },
  {
    turns: ["Jonathan Taylor has his bye next week", "who can I grab to cover RB"],
    expect: "byeCover",
    players: ["Jonathan Taylor"],
    position: "RB",
    week: "next",
  },
  {
    turns: ["Need a QB for week 12 while Herbert's on bye"],
    expect: "byeCover",
    players: ["Justin Herbert"],
    position: "QB",
    week: 12,
  },
  {
    turns: ["Ja'Marr is on bye and I'm short at receiver", "who should I plug in for him?"],
    expect: "byeCover",
    players: ["Ja'Marr Chase"],
    position: "WR",
  },

  // ---------- tradeIdeas ----------
  {
    turns: ["Puka's been a stud but I'm loaded at WR", "what could I realistically get for him?"],
    expect: "tradeIdeas",
    players: ["Puka Nacua"],
  },
  { turns: ["I need a tight end badly, what trades could get me one?"], expect: "tradeIdeas", position: "TE" },
  {
    turns: ["Could I package Jerry Jeudy and Rachaad White for one better player?"],
    expect: "tradeIdeas",
    players: ["Jerry Jeudy", "Rachaad White"],
  },
  { turns: ["Which team in my league is the best trade partner for me?"], expect: "tradeIdeas" },
  {
    turns: ["Looking to upgrade at RB", "find me some deals where I give up a receiver to get one"],
    expect: "tradeIdeas",
    position: "RB",
  },

  // ---------- help ----------
  { turns: ["What can you do?"], expect: "help" },
  { turns: ["what kind of stuff can I ask you"], expect: "help" },
  { turns: ["How does this assistant work, like what are you good for"], expect: "help" },
  { turns: ["hi", "first time using this - what are your features?"], expect: "help" },
  { turns: ["Can you help with trades or is it just lineups?"], expect: "help" },

  // ---------- None ----------
  { turns: ["What's the weather going to be at Lambeau today?"], expect: "None" },
  { turns: ["What's the spread on the Bills game?"], expect: "None" },
  { turns: ["Tell me a joke about the Jets"], expect: "None" },
  { turns: ["I can't log into the app on my phone, it keeps kicking me out"], expect: "None" },
  { turns: ["commish here - how do I switch our league's scoring to full PPR?"], expect: "None" },
  { turns: ["Who's going to win the NBA title this year"], expect: "None" },
  { turns: ["Is Taylor Swift going to be at the Chiefs game"], expect: "None" },
  { turns: ["Rank my WRs for this week", "thanks man, appreciate it"], expect: "None" },
  { turns: ["what channel is the Sunday night game on"], expect: "None" },

  // ---------- multi-part ----------
  {
    turns: ["Is Drake London going to play, and if not which WR should I pick up?"],
    expect: ["status", "waivers"],
    players: ["Drake London"],
    position: "WR",
  },
  { turns: ["Who am I playing this week and what's my projected score?"], expect: ["matchup", "projectedTotal"] },
  {
    turns: ["Quick check-in on my team", "tell me how I'm doing record-wise and my chances of making the playoffs"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["Should I start Jared Goff, and what's Mike Evans's status?"],
    expect: ["startSit", "status"],
    players: ["Jared Goff", "Mike Evans"],
  },
  {
    turns: [
      "Brutal week for injuries",
      "who's banged up on my roster, and who should I grab off waivers to replace them?",
    ],
    expect: ["rosterStatus", "waivers"],
  },
  {
    turns: ["Is Deebo Samuel a sell-high right now? also who are some buy-low targets?"],
    expect: ["tradeValue", "buyLow"],
    players: ["Deebo Samuel"],
  },
  { turns: ["Set my lineup and tell me if I'm favored"], expect: ["lineup", "matchup"] },
  { turns: ["Who leads the league in points and where do I rank in the standings?"], expect: ["leaders", "record"] },
  {
    turns: ["I'm worried about my team", "what are my playoff chances and what moves would help?"],
    expect: ["playoffs", "improveOdds"],
  },
];
