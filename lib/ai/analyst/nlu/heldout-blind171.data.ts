// Blind held-out evaluation set 171 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a retired high-school football coach — old-school football talk (ground game, signal
// caller, pass catchers, the Xs and Os), plain and direct.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_171: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "Decision on my ground game today: Kyren Williams or that Hampton kid from the Chargers. Which " +
        "one gets the start?",
    ],
    expect: "startSit",
    players: ["Kyren Williams", "Omarion Hampton"],
  },
  {
    turns: ["Is Bo Nix my signal caller this Sunday, or does he hold a clipboard on my bench?"],
    expect: "startSit",
    players: ["Bo Nix"],
  },
  {
    turns: [
      "Jameson Williams or Jakobi Meyers in my lineup this week?",
      "Fair enough. Now put Egbuka in there instead of Meyers. Jamo or the rookie?",
    ],
    expect: "startSit",
    players: ["Jameson Williams", "Emeka Egbuka"],
  },
  {
    turns: ["Tucker Kraft or Kyle Pitts at tight end this week?", "Same two fellas, but for week 11. Who starts?"],
    expect: "startSit",
    players: ["Tucker Kraft", "Kyle Pitts"],
    week: 11,
  },
  {
    turns: [
      "Rico Dowdle has been running downhill like we taught 'em in '85. Is he in my starting lineup " +
        "this Sunday or does he ride the pine?",
    ],
    expect: "startSit",
    players: ["Rico Dowdle"],
  },
  {
    turns: [
      "Goff or Baker under center for me this week?",
      "Alright. Swap Baker out for Jaxson Dart. Goff or the rookie, who starts?",
    ],
    expect: "startSit",
    players: ["Jared Goff", "Jaxson Dart"],
  },

  // compare
  {
    turns: ["Rest of the season, who would you rather have carrying the rock: Bijan Robinson or Jahmyr Gibbs?"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "Not this week, the long haul. Brian Thomas Jr. or Garrett Wilson, which pass catcher is the " +
        "better player going forward?",
    ],
    expect: "compare",
    players: ["Brian Thomas Jr.", "Garrett Wilson"],
  },
  {
    turns: [
      "I've been chewing on my tight ends.",
      "For the stretch run, who's the better tight end to own the rest of the year, McBride or Bowers?",
    ],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: [
      "Forget this week. Over the rest of the year, is Ashton Jeanty or Quinshon Judkins the better back?",
      "What about Skattebo against Jeanty, same question?",
    ],
    expect: "compare",
    players: ["Cam Skattebo", "Ashton Jeanty"],
  },
  {
    turns: [
      "Thinking about the long game, next year and beyond. Tetairoa McMillan or Emeka Egbuka, which " +
        "young receiver do you build around?",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: [
      "Rest of season, Ja'Marr Chase or Puka Nacua?",
      "Throw JSN in there too. Rank the three of them from here to the end of the year.",
    ],
    expect: "compare",
    players: ["Ja'Marr Chase", "Puka Nacua", "Jaxon Smith-Njigba"],
  },

  // slot
  { turns: ["Who should be my flex this week?"], expect: "slot", position: "FLEX" },
  {
    turns: ["I need a second ball carrier in the lineup. Who fills my RB2 spot today?"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["Who goes in my flex spot this week?", "Alright, and who's my tight end?"],
    expect: "slot",
    position: "TE",
  },
  { turns: ["Who should I line up at the TE spot in week 11?"], expect: "slot", position: "TE", week: 11 },
  {
    turns: ["Got my WR1 settled.", "Which one of my boys takes the WR2 spot this week?"],
    expect: "slot",
    position: "WR",
  },
  { turns: ["Who's my quarterback this week?", "And next week?"], expect: "slot", position: "QB", week: "next" },

  // lineup
  { turns: ["Look over my whole starting lineup for this week and tell me if it's set right."], expect: "lineup" },
  { turns: ["Set my best lineup for Sunday. Best eleven on the field, so to speak, every slot."], expect: "lineup" },
  { turns: ["Optimize all my starters for week 11."], expect: "lineup", week: 11 },
  { turns: ["Is my lineup good to go for today?", "Now do the same for next week."], expect: "lineup", week: "next" },
  { turns: ["Go down my depth chart and give me the best starting lineup, quarterback on down."], expect: "lineup" },
  {
    turns: [
      "I've been up since five watching film. Got a minute, coach?",
      "Good. Check my whole lineup and fix anything that's out of place.",
    ],
    expect: "lineup",
  },

  // outlook
  {
    turns: [
      "Jonathan Taylor has been a workhorse, carrying it twenty-plus times a game.",
      "What's his outlook the rest of the way?",
    ],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: [
      "Is Derrick Henry healthy?",
      "Good. Then what kind of day should I expect from him Sunday? Give me the ceiling and the floor.",
    ],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: ["How good is Woody Marks, really? Is the kid a real ball carrier or a flash in the pan?"],
    expect: "outlook",
    players: ["Woody Marks"],
  },
  {
    turns: ["What's the projection for Amon-Ra this week?", "And what about Jameson Williams?"],
    expect: "outlook",
    players: ["Jameson Williams"],
  },
  {
    turns: ["Give me the scouting report on Xavier Worthy going forward. What's his ceiling?"],
    expect: "outlook",
    players: ["Xavier Worthy"],
  },
  { turns: ["How many points is Josh Allen projected for this Sunday?"], expect: "outlook", players: ["Josh Allen"] },

  // status
  { turns: ["Is Christian McCaffrey playing today?"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["What's the injury report say on Tyreek Hill?"], expect: "status", players: ["Tyreek Hill"] },
  {
    turns: ["Did Rashee Rice practice this week? Full go, limited, or did he sit out?"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["Is Joe Burrow back from the toe yet?", "And Chase, is he healthy enough to suit up?"],
    expect: "status",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["Start Kamara or Dobbins this week?", "Hold on. Is Kamara even suiting up, or is he banged up?"],
    expect: "status",
    players: ["Alvin Kamara"],
  },
  { turns: ["Any word on whether Chris Godwin is active Sunday?"], expect: "status", players: ["Chris Godwin"] },

  // tradeValue
  {
    turns: ["What's Saquon Barkley worth on the trade market right now?"],
    expect: "tradeValue",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["Should I sell high on Jaxon Smith-Njigba while his stock's up?"],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["Tee Higgins has had a quiet stretch.", "Is he a buy-low guy right now?"],
    expect: "tradeValue",
    players: ["Tee Higgins"],
  },
  {
    turns: ["How's Travis Kelce's trade value holding up?", "What about George Kittle's?"],
    expect: "tradeValue",
    players: ["George Kittle"],
  },
  { turns: ["How much is Breece Hall worth in a trade these days?"], expect: "tradeValue", players: ["Breece Hall"] },
  {
    turns: ["Davante Adams is an old warhorse. Is his trade value going up or down, and do I sell now or hold?"],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },

  // buyLow
  {
    turns: [
      "I like to buy when the price is low, same as with used cars.",
      "Who are the buy-low candidates around the league right now?",
    ],
    expect: "buyLow",
  },
  { turns: ["Give me some sell-high guys. Players whose stock is as high as it'll ever get."], expect: "buyLow" },
  {
    turns: ["Any buy-low targets out there? Fellas who've had a rough stretch but will bounce back."],
    expect: "buyLow",
  },
  { turns: ["Who are some buy-low options?", "Now flip it. Who should I sell high?"], expect: "buyLow" },
  {
    turns: [
      "I don't want to get caught holding the bag.",
      "Who's playing over his head right now that I ought to sell high on?",
    ],
    expect: "buyLow",
  },
  { turns: ["List me the best buy-low running backs in the league."], expect: "buyLow", position: "RB" },

  // trade
  {
    turns: ["Would you do this deal: I give up Chuba Hubbard, I get Drake London?"],
    expect: "trade",
    players: ["Chuba Hubbard", "Drake London"],
  },
  {
    turns: ["I'm offered James Cook and Zay Flowers for my De'Von Achane. Two for one. Do I take it?"],
    expect: "trade",
    players: ["James Cook", "Zay Flowers", "De'Von Achane"],
  },
  {
    turns: ["Need a receiver bad.", "Trade Terry McLaurin for Courtland Sutton, yes or no?"],
    expect: "trade",
    players: ["Terry McLaurin", "Courtland Sutton"],
  },
  {
    turns: [
      "I'm thinking of trading Josh Jacobs for Nico Collins. Good deal?",
      "What if they throw in Hunter Henry too?",
    ],
    expect: "trade",
    players: ["Josh Jacobs", "Nico Collins", "Hunter Henry"],
  },
  {
    turns: ["Somebody wants my Bucky Irving and is sending back DK Metcalf. Fair trade, or am I getting fleeced?"],
    expect: "trade",
    players: ["Bucky Irving", "DK Metcalf"],
  },
  {
    turns: ["Give Mike Evans and Rachaad White, get back A.J. Brown. Should I pull the trigger?"],
    expect: "trade",
    players: ["Mike Evans", "Rachaad White", "A.J. Brown"],
  },

  // tradeIdeas
  { turns: ["What could I get for Jordan Addison?"], expect: "tradeIdeas", players: ["Jordan Addison"] },
  {
    turns: ["My ground game is stuck in the mud.", "Who should I trade for to get a real running back?"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: ["Which team in the league needs a running back? I've got one to spare."],
    expect: "tradeIdeas",
    position: "RB",
  },
  { turns: ["Find me a trade partner. Who matches up best with my roster?"], expect: "tradeIdeas" },
  {
    turns: ["I've got too many pass catchers and not enough backs.", "So who should I be trading with to fix that?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["What could I pry loose from Red Zone Raiders if I offered them Tony Pollard?"],
    expect: "tradeIdeas",
    players: ["Tony Pollard"],
    team: "Red Zone Raiders",
  },

  // waivers
  {
    turns: ["Lost a starter to a bum knee last week.", "Who should I pick up off the wire this week to fill the hole?"],
    expect: "waivers",
  },
  { turns: ["How much FAAB should I bid on Kyle Monangai?"], expect: "waivers", players: ["Kyle Monangai"] },
  { turns: ["I need a tight end off waivers. Who's out there?"], expect: "waivers", position: "TE" },
  {
    turns: ["Who's the best add on the waiver wire?", "Just running backs. Who do I claim?"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["Tracy's been getting the carries lately.", "Should I put in a waiver claim on him?"],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },
  { turns: ["Any free agent wideouts worth adding right now?"], expect: "waivers", position: "WR" },

  // sleepers
  { turns: ["Who are some deep sleepers I should stash for the playoff run?"], expect: "sleepers" },
  { turns: ["Any pickups for next week I should grab early?"], expect: "sleepers", week: "next" },
  {
    turns: [
      "Give me a couple of stash candidates at running back, backups who'd start if the fella ahead of them goes down.",
    ],
    expect: "sleepers",
    position: "RB",
  },
  {
    turns: ["Who should I add today?", "No, I mean deeper than that. Stashes for later in the year."],
    expect: "sleepers",
  },
  { turns: ["Who's a sleeper at quarterback for the playoff weeks?"], expect: "sleepers", position: "QB" },
  {
    turns: [
      "My bench is thin.",
      "Name me some under-the-radar guys who could break out in a few weeks that I can stash now.",
    ],
    expect: "sleepers",
  },

  // playoffs
  { turns: ["Are we going to make the postseason? Give it to me straight, what are the odds?"], expect: "playoffs" },
  { turns: ["What are Pocket Passers' playoff odds?"], expect: "playoffs", team: "Pocket Passers" },
  { turns: ["What are my playoff odds?", "And Coach Harper's team?"], expect: "playoffs", team: "Fourth & Long Shots" },
  { turns: ["Season's hitting the fourth quarter.", "How do my playoff odds look right now?"], expect: "playoffs" },
  {
    turns: ["Is Sunday Scaries a playoff team? What are their chances of getting in?"],
    expect: "playoffs",
    team: "Sunday Scaries",
  },

  // improveOdds
  { turns: ["What moves do I need to make to get into the playoffs?"], expect: "improveOdds" },
  { turns: ["We've dug ourselves a hole. How do we turn this season around?"], expect: "improveOdds" },
  {
    turns: ["What are my playoff chances?", "Not good enough. What do I change to improve them?"],
    expect: "improveOdds",
  },
  {
    turns: ["Give me a game plan to climb into a playoff spot: trades, pickups, whatever it takes."],
    expect: "improveOdds",
  },
  {
    turns: [
      "I'm not a quitter and neither is this team.",
      "What's the single best move I could make to boost my playoff chances?",
    ],
    expect: "improveOdds",
  },

  // scenario
  { turns: ["If I win out, do I make the playoffs?"], expect: "scenario", scenario: "win-out" },
  { turns: ["What are my playoff odds if I lose this week?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["If I go 3-2 the rest of the way, where do my playoff odds stand?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["With two more wins, do I get into the playoffs?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["What are my playoff odds?", "And if we run the table from here?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["If I go 4 and 1 the rest of the way, what are my playoff chances?", "What about 2 and 3?"],
    expect: "scenario",
    scenario: { wins: 2, games: 5 },
  },

  // matchup
  { turns: ["Who am I playing this week?"], expect: "matchup" },
  { turns: ["Lineup's set.", "So what's my win probability in today's game?"], expect: "matchup" },
  { turns: ["What's the projected score of my game this week, me against the other fella?"], expect: "matchup" },
  { turns: ["Who's my opponent this week?", "Do we have a chance against them?"], expect: "matchup" },
  {
    turns: ["Size up my matchup this week. Who've I got across the line of scrimmage and how do we stack up?"],
    expect: "matchup",
  },

  // record
  { turns: ["What's my record?"], expect: "record" },
  {
    turns: ["Week 10 already. Seems like yesterday we had two-a-days.", "Where do I stand in the standings?"],
    expect: "record",
  },
  { turns: ["What's End Zone Envy's record?"], expect: "record", team: "End Zone Envy" },
  { turns: ["What's our record?", "And Coach Marlow's squad?"], expect: "record", team: "Two-Minute Drill" },
  {
    turns: ["Been a rough few weeks for my boys.", "How many wins and losses do we have, and what place are we in?"],
    expect: "record",
  },
  { turns: ["Where's Hail Mary Heroes sitting in the standings?"], expect: "record", team: "Hail Mary Heroes" },

  // leaders
  { turns: ["Who's the best team in the league?"], expect: "leaders" },
  { turns: ["Show me the full league standings."], expect: "leaders" },
  { turns: ["Which team has scored the most points?"], expect: "leaders" },
  { turns: ["What's my record?", "And who's sitting on top of the whole league?"], expect: "leaders" },
  { turns: ["Run down the standings for all twelve teams, top to bottom."], expect: "leaders" },

  // rosterStatus
  { turns: ["Which of my players are hurt this week?"], expect: "rosterStatus" },
  { turns: ["Anybody on my roster on bye this week?"], expect: "rosterStatus" },
  { turns: ["Who's questionable or out on my team for next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["Who do I have on bye in week 12?"], expect: "rosterStatus", week: 12 },
  { turns: ["Check my injury report.", "What about byes next week?"], expect: "rosterStatus", week: "next" },
  {
    turns: ["Trainer's room looks full.", "Give me the injury report on my whole roster. Who's banged up?"],
    expect: "rosterStatus",
  },

  // positionRank
  { turns: ["Rank my wide receivers for this week."], expect: "positionRank", position: "WR" },
  { turns: ["Rank my running backs for Sunday, best to worst."], expect: "positionRank", position: "RB" },
  { turns: ["Rank my receivers this week.", "Now do running backs."], expect: "positionRank", position: "RB" },
  { turns: ["Put my tight ends in order for week 11."], expect: "positionRank", position: "TE", week: 11 },
  { turns: ["Line up my quarterbacks best to worst for this week."], expect: "positionRank", position: "QB" },
  {
    turns: ["Rank my backs for this week.", "Same thing for next week."],
    expect: "positionRank",
    position: "RB",
    week: "next",
  },

  // projectedTotal
  { turns: ["What's my team's projected total, and what's the range on it?"], expect: "projectedTotal" },
  { turns: ["What's my team's projected point total for next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["Who am I playing this week?", "How many points are we projected for?"], expect: "projectedTotal" },
  {
    turns: ["Give me my team's ceiling and floor for this week, the whole squad put together."],
    expect: "projectedTotal",
  },
  {
    turns: ["What do the projections have Gridiron Gurus putting up on the scoreboard this week?"],
    expect: "projectedTotal",
  },

  // dropStash
  { turns: ["Who should I drop to make room?"], expect: "dropStash" },
  { turns: ["Should I drop Brandon Aiyuk or stash him?"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  {
    turns: ["Is J.K. Dobbins worth an IR spot, or do I cut him loose?"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  { turns: ["I need a roster spot for a waiver claim.", "Who's the cut?"], expect: "dropStash" },
  { turns: ["Drop Javonte Williams or keep him on the roster?"], expect: "dropStash", players: ["Javonte Williams"] },
  { turns: ["Which of my bench guys is the weakest link that I could release?"], expect: "dropStash" },

  // byeCover
  { turns: ["Who replaces Drake Maye in my lineup during his bye?"], expect: "byeCover", players: ["Drake Maye"] },
  { turns: ["My tight end is on bye this week. Who covers for him?"], expect: "byeCover", position: "TE" },
  { turns: ["Who fills in for Jalen Hurts on his bye week?"], expect: "byeCover", players: ["Jalen Hurts"] },
  {
    turns: ["Is Jaylen Warren on bye this week?", "Then who takes his spot in my lineup?"],
    expect: "byeCover",
    players: ["Jaylen Warren"],
  },
  { turns: ["Who do I play at quarterback while my starter's on bye?"], expect: "byeCover", position: "QB" },
  {
    turns: ["Chase Brown's on bye in week 12. Who do I start in his place?"],
    expect: "byeCover",
    players: ["Chase Brown"],
    week: 12,
  },

  // help
  { turns: ["What can you do?"], expect: "help" },
  { turns: ["How do you work? What kind of questions can I ask you?"], expect: "help" },
  { turns: ["Explain to an old coach what you're good for, assistant."], expect: "help" },
  {
    turns: ["Can you help me with my lineup, trades, that sort of thing? What are your capabilities?"],
    expect: "help",
  },

  // None
  { turns: ["What's the weather going to be for Friday night's high school game?"], expect: "None" },
  { turns: ["Tell me a joke about offensive linemen."], expect: "None" },
  { turns: ["What's the point spread on Eagles-Cowboys? I want to put money on it."], expect: "None" },
  { turns: ["How do I smoke a brisket for the tailgate?"], expect: "None" },

  // two-part
  { turns: ["What's my record, and what are my playoff chances?"], expect: ["record", "playoffs"] },
  {
    turns: ["Who am I playing this week, and how many points are we projected for?"],
    expect: ["matchup", "projectedTotal"],
  },
  { turns: ["Who's hurt on my roster, and who should I pick up off waivers?"], expect: ["rosterStatus", "waivers"] },
  {
    turns: ["Is Saquon Barkley playing Sunday? And if he is, do I start him over Jonathan Taylor?"],
    expect: ["status", "startSit"],
    players: ["Saquon Barkley", "Jonathan Taylor"],
  },
  { turns: ["Set my lineup and tell me who I should drop."], expect: ["lineup", "dropStash"] },
  {
    turns: ["Who's leading the league, and what are my playoff odds if I win out?"],
    expect: ["leaders", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["How's Lamar Jackson looking this week, and what's he worth in a trade?"],
    expect: ["outlook", "tradeValue"],
    players: ["Lamar Jackson"],
  },
  { turns: ["What are my playoff chances, and what moves would improve them?"], expect: ["playoffs", "improveOdds"] },
  {
    turns: [
      "Morning, coach.",
      "Give me some buy-low targets around the league, and then find me a trade partner who needs a tight end.",
    ],
    expect: ["buyLow", "tradeIdeas"],
  },
];
