// Blind held-out evaluation set 81 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: ordinary American managers of different ages, polite and blunt, with small talk and out-
// of-scope chatter mixed in.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_81: HeldOutCase[] = [
  // startSit
  {
    turns: ["Morning. Coffee hasn't kicked in yet so bear with me", "Puka or Jefferson this week? can only fit one"],
    expect: "startSit",
    players: ["Puka Nacua", "Justin Jefferson"],
  },
  {
    turns: ["I've got Chuba Hubbard and Rico Dowdle both sitting on my bench", "which one do I roll out there Sunday?"],
    expect: "startSit",
    players: ["Chuba Hubbard", "Rico Dowdle"],
  },
  {
    turns: ["Good morning! Quick one — do I play Goff or Jaxson Dart in week 11?"],
    expect: "startSit",
    players: ["Jared Goff", "Jaxson Dart"],
    week: 11,
  },
  {
    turns: ["should I start Kraft or Ferguson at TE", "what about Kelce instead of Ferguson"],
    expect: "startSit",
    players: ["Tucker Kraft", "Travis Kelce"],
  },
  {
    turns: ["I'm thin at RB this week", "Skattebo, Judkins or Monangai — who gets the nod?"],
    expect: "startSit",
    players: ["Cam Skattebo", "Quinshon Judkins", "Kyle Monangai"],
  },
  {
    turns: ["Should I start Jacobs or Etienne, and what's the deal with Etienne's injury?"],
    expect: ["startSit", "status"],
    players: ["Josh Jacobs", "Travis Etienne Jr."],
  },

  // compare
  {
    turns: ["rest of season, who would you rather have: Bijan or Gibbs?"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "we've got a keeper rule in this league btw",
      "so between Ashton Jeanty and Omarion Hampton, who's the better hold?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["BTJ vs Ladd ROS, gimme your honest take"],
    expect: "compare",
    players: ["Brian Thomas Jr.", "Ladd McConkey"],
  },
  {
    turns: ["who's better rest of the way, Olave or Pickens?", "ok and Pickens versus Nico Collins?"],
    expect: "compare",
    players: ["George Pickens", "Nico Collins"],
  },
  {
    turns: [
      "Roster crunch coming after waivers clear",
      "I can only keep one of McBride and Bowers for the stretch run. who stays?",
    ],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: ["Pitts or Goedert long term? and what's Pitts worth if I shop him"],
    expect: ["compare", "tradeValue"],
    players: ["Kyle Pitts", "Dallas Goedert"],
  },

  // slot
  { turns: ["who should go in my flex this week?"], expect: "slot" },
  { turns: ["I need somebody at RB2. best option?"], expect: "slot", position: "RB" },
  {
    turns: ["ugh, Kittle's out this week", "who do I slide into the tight end spot from my bench then?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["For the flex: Jaylen Warren, Zay Flowers or Jakobi Meyers?"],
    expect: "slot",
    players: ["Jaylen Warren", "Zay Flowers", "Jakobi Meyers"],
  },
  { turns: ["What's my best play at QB in week 12?"], expect: "slot", position: "QB", week: 12 },
  {
    turns: ["hey there, hope your weekend's going well", "who's my best option for the WR2 slot this week"],
    expect: "slot",
    position: "WR",
  },

  // lineup
  { turns: ["can you just set my lineup for me"], expect: "lineup" },
  { turns: ["Look over my starting lineup and tell me if anything's dumb"], expect: "lineup" },
  {
    turns: ["just got back from my kid's soccer game lol", "alright, optimize my starters for week 10"],
    expect: "lineup",
    week: 10,
  },
  { turns: ["Set my lineup and then tell me if I'm favored"], expect: ["lineup", "matchup"] },
  { turns: ["I made a couple of waiver moves last night", "ok now redo my whole lineup"], expect: "lineup" },
  { turns: ["Next week's lineup — who should I be starting everywhere?"], expect: "lineup", week: "next" },

  // outlook
  {
    turns: ["How many points is Derrick Henry gonna put up this week?"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  { turns: ["What's the rest-of-season outlook on Bucky Irving?"], expect: "outlook", players: ["Bucky Irving"] },
  {
    turns: ["What's Jonathan Taylor's projection this week?", "and what about him next week?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
    week: "next",
  },
  {
    turns: ["How's LaPorta looking this week, and is he even healthy?"],
    expect: ["outlook", "status"],
    players: ["Sam LaPorta"],
  },
  {
    turns: ["I'm kinda worried about Garrett Wilson", "that offense looks rough. what's his outlook from here?"],
    expect: "outlook",
    players: ["Garrett Wilson"],
  },
  {
    turns: ["Seattle's passing game has been fun to watch", "what kind of numbers should I expect from JSN this week?"],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
  },

  // status
  { turns: ["Is CMC playing Sunday?"], expect: "status", players: ["Christian McCaffrey"] },
  {
    turns: ["Is Achane playing this week? if not who should I grab off waivers"],
    expect: ["status", "waivers"],
    players: ["De'Von Achane"],
  },
  { turns: ["Start Lamb or Adams?", "wait, is Lamb even healthy?"], expect: "status", players: ["CeeDee Lamb"] },
  { turns: ["Did AJ Brown get hurt at practice? saw something on twitter"], expect: "status", players: ["A.J. Brown"] },
  {
    turns: ["Nabers had a rough go earlier this year", "is he still on IR or what"],
    expect: "status",
    players: ["Malik Nabers"],
  },
  {
    turns: ["Kansas City plays early in week 11, right?", "is Mahomes good to go for that one?"],
    expect: "status",
    players: ["Patrick Mahomes"],
    week: 11,
  },

  // tradeValue
  {
    turns: ["is Barkley still a top guy?", "what's he worth in a trade right now?"],
    expect: "tradeValue",
    players: ["Saquon Barkley"],
  },
  { turns: ["Should I sell high on Javonte Williams?"], expect: "tradeValue", players: ["Javonte Williams"] },
  {
    turns: ["Kyren's been a stud for me", "what kind of return could I get if I shopped him?"],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },
  {
    turns: ["Is Kamara worth anything in a trade anymore? also who are some buy-low targets"],
    expect: ["tradeValue", "buyLow"],
    players: ["Alvin Kamara"],
  },
  {
    turns: ["trade deadline's coming up, right?", "what's Terry McLaurin's trade value these days"],
    expect: "tradeValue",
    players: ["Terry McLaurin"],
  },
  { turns: ["Is now a good time to buy Breece Hall?"], expect: "tradeValue", players: ["Breece Hall"] },

  // buyLow
  { turns: ["Who are some good buy-low guys right now?"], expect: "buyLow" },
  { turns: ["Any sell-high candidates I should be moving?"], expect: "buyLow" },
  {
    turns: ["I feel like a few of my guys are playing way over their heads", "who should I be selling high on?"],
    expect: "buyLow",
  },
  { turns: ["which underperformers are worth trading for before they bounce back"], expect: "buyLow" },
  { turns: ["Buy low, sell high — give me a couple names of each"], expect: "buyLow" },
  {
    turns: ["Man, this league is brutal this year", "any struggling studs on other rosters I could snag on the cheap?"],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["Someone offered me Josh Jacobs for Jaylen Waddle. accept?"],
    expect: "trade",
    players: ["Josh Jacobs", "Jaylen Waddle"],
  },
  {
    turns: ["Would you do Drake London and Tony Pollard for Amon-Ra St. Brown?"],
    expect: "trade",
    players: ["Drake London", "Tony Pollard", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "got a trade offer in my inbox",
      "they want James Cook and I'd get Davante Adams and Chris Godwin. good deal?",
    ],
    expect: "trade",
    players: ["James Cook", "Davante Adams", "Chris Godwin"],
  },
  {
    turns: ["Hurts for Lamar straight up — do I pull the trigger?"],
    expect: "trade",
    players: ["Jalen Hurts", "Lamar Jackson"],
  },
  {
    turns: ["I'd be giving up DK Metcalf to get Kenneth Walker and Hunter Henry. fair?"],
    expect: "trade",
    players: ["DK Metcalf", "Kenneth Walker III", "Hunter Henry"],
  },
  {
    turns: [
      "I'm thinking about offering Courtland Sutton for Chase Brown",
      "would that be a win for me or am I getting fleeced?",
    ],
    expect: "trade",
    players: ["Courtland Sutton", "Chase Brown"],
  },

  // waivers
  { turns: ["Who's the top waiver add this week?"], expect: "waivers" },
  { turns: ["ok I'll drop my backup kicker", "now what FAAB should I bid and on who?"], expect: "waivers" },
  { turns: ["I've got $43 of FAAB left", "who's worth bidding on?"], expect: "waivers" },
  { turns: ["Any free agents worth a claim before Wednesday night?"], expect: "waivers" },
  { turns: ["lost my RB1 for the year, ugh", "anyone on the wire worth picking up?"], expect: "waivers" },
  {
    turns: ["Give me your waiver pickups and some sleepers for next week"],
    expect: ["waivers", "sleepers"],
    week: "next",
  },

  // playoffs
  { turns: ["Do I have a realistic shot at the playoffs at this point?"], expect: "playoffs" },
  { turns: ["am I making the playoffs or nah"], expect: "playoffs" },
  { turns: ["We lost again last week. brutal", "be honest, what are my chances of getting in?"], expect: "playoffs" },
  { turns: ["What percent chance do I have of making the postseason?"], expect: "playoffs" },
  { turns: ["What are my playoff odds and what can I do to boost them?"], expect: ["playoffs", "improveOdds"] },
  { turns: ["what's my record?", "and my playoff odds?"], expect: "playoffs" },

  // improveOdds
  { turns: ["What can I do to improve my playoff chances?"], expect: "improveOdds" },
  { turns: ["what moves would bump my odds of making it"], expect: "improveOdds" },
  { turns: ["my playoff odds are like 30% right?", "how do I get that number up"], expect: "improveOdds" },
  { turns: ["Give me a game plan to sneak into the playoffs"], expect: "improveOdds" },
  { turns: ["Which roster moves give me the biggest boost toward a playoff spot?"], expect: "improveOdds" },
  {
    turns: ["Honestly this team is underachieving", "what changes would make me a real playoff contender"],
    expect: "improveOdds",
  },

  // matchup
  { turns: ["Projected final score of my game this week?"], expect: "matchup" },
  { turns: ["Rough loss last week", "am I favored in my matchup this time?"], expect: "matchup" },
  { turns: ["what's my win probability for week 11"], expect: "matchup", week: 11 },
  { turns: ["who's my opponent next week", "do I have a good shot to beat them?"], expect: "matchup", week: "next" },
  { turns: ["Who's my opponent this week and what am I projected to score?"], expect: ["matchup", "projectedTotal"] },
  {
    turns: ["How do I stack up against Coach Sutton's team this weekend?"],
    expect: "matchup",
    team: "Hail Mary Heroes",
  },

  // record
  { turns: ["What's my W-L?"], expect: "record" },
  { turns: ["where do I sit in the standings"], expect: "record" },
  { turns: ["What place am I in right now?"], expect: "record" },
  { turns: ["Hi! First time using this", "how's my team doing so far, record-wise?"], expect: "record" },
  { turns: ["How many wins do I have, and do I make the playoffs from here?"], expect: ["record", "playoffs"] },
  {
    turns: ["man I miss the days when I won this league", "where am I ranked right now out of the 12?"],
    expect: "record",
  },

  // rosterStatus
  {
    turns: ["who's on bye for me next week, and who can cover my WR spot?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "WR",
  },
  { turns: ["Do I have anybody on a bye this week?"], expect: "rosterStatus" },
  { turns: ["Who do I have on bye in week 12?"], expect: "rosterStatus", week: 12 },
  {
    turns: ["It's been an injury-riddled season", "give me the rundown of who's banged up on my roster"],
    expect: "rosterStatus",
  },
  { turns: ["Who's hurt on my team, and should I just drop any of them?"], expect: ["rosterStatus", "dropStash"] },
  {
    turns: ["thanksgiving week is always chaos", "which of my players are on byes week 13?"],
    expect: "rosterStatus",
    week: 13,
  },

  // positionRank
  { turns: ["Rank my WRs for this week"], expect: "positionRank", position: "WR" },
  {
    turns: ["RB is a mess for me", "order my running backs best to worst for this week"],
    expect: "positionRank",
    position: "RB",
  },
  { turns: ["rank my tight ends for week 11"], expect: "positionRank", position: "TE", week: 11 },
  {
    turns: ["I have way too many receivers lol", "can you rank them for next week"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  { turns: ["Put my quarterbacks in order for this week"], expect: "positionRank", position: "QB" },
  { turns: ["Rank my RBs and tell me who goes in the flex"], expect: ["positionRank", "slot"], position: "RB" },

  // projectedTotal
  { turns: ["How many points am I projected to score this week?"], expect: "projectedTotal" },
  { turns: ["what's my ceiling and floor for week 11"], expect: "projectedTotal", week: 11 },
  { turns: ["my lineup is set", "what's the projected total?"], expect: "projectedTotal" },
  { turns: ["projected points for my team next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["Give me my team's scoring range this weekend"], expect: "projectedTotal" },
  {
    turns: ["Feeling good about this week for once", "how high could my team score if everything breaks right?"],
    expect: "projectedTotal",
  },

  // leaders
  { turns: ["Which team has scored the most points this year?"], expect: "leaders" },
  { turns: ["Who's leading the league, and where do I stand?"], expect: ["leaders", "record"] },
  { turns: ["What's Coach Rowan's record?"], expect: "leaders", team: "End Zone Envy" },
  {
    turns: ["Pocket Passers smoked me last week", "what's their record now?"],
    expect: "leaders",
    team: "Pocket Passers",
  },
  {
    turns: ["My buddy Coach Blake keeps trash talking", "who's actually the best team in our league right now?"],
    expect: "leaders",
  },
  { turns: ["Which team has the best playoff odds?"], expect: "leaders" },

  // sleepers
  { turns: ["Any sleepers for next week?"], expect: "sleepers", week: "next" },
  { turns: ["Give me some deep under-the-radar guys nobody's talking about"], expect: "sleepers" },
  { turns: ["My bench is full of duds", "who are some deep sleepers I could stash?"], expect: "sleepers" },
  { turns: ["Any deep-league fliers worth taking a shot on?"], expect: "sleepers" },
  { turns: ["who's flying under the radar heading into week 11"], expect: "sleepers", week: 11 },
  { turns: ["I love finding hidden gems before anyone else", "got any sneaky sleepers for me?"], expect: "sleepers" },

  // dropStash
  { turns: ["Should I drop my injured guys or stash them?"], expect: "dropStash" },
  { turns: ["Is it worth putting anyone on IR or should I just cut them?"], expect: "dropStash" },
  {
    turns: ["Godwin is hurt again", "should I drop him or stash him on IR"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  { turns: ["Should I hold J.K. Dobbins on IR or cut bait?"], expect: "dropStash", players: ["J.K. Dobbins"] },
  {
    turns: ["Rough week, three of my guys got hurt", "which ones are worth stashing and which should I let go?"],
    expect: "dropStash",
  },
  { turns: ["I need a roster spot for a pickup", "any of my injured guys I can safely drop?"], expect: "dropStash" },

  // byeCover
  { turns: ["My QB is on bye next week, who can I stream?"], expect: "byeCover", position: "QB", week: "next" },
  { turns: ["who should I pick up to cover my TE during his bye week"], expect: "byeCover", position: "TE" },
  { turns: ["my kicker is on bye in week 12", "who can I stream at K?"], expect: "byeCover", position: "K", week: 12 },
  { turns: ["I need a bye-week fill-in at running back"], expect: "byeCover", position: "RB" },
  {
    turns: ["who on my team is on bye next week?", "alright, find me a receiver to plug in for those guys"],
    expect: "byeCover",
    position: "WR",
    week: "next",
  },
  { turns: ["what receiver should I stream while my WR1 is on his bye?"], expect: "byeCover", position: "WR" },

  // scenario
  {
    turns: ["Let's get hypothetical", "if I lose Sunday am I basically toast?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  { turns: ["If I go 2-2 the rest of the way, do I get in?"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  { turns: ["Run it for me: I win every game left. where do my odds land?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["what are my playoff chances", "ok and if I win three of my last four?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  { turns: ["say I win 2 more games, what are my chances"], expect: "scenario", scenario: { wins: 2, games: null } },
  {
    turns: ["If I run the table, what are my odds — and who should I trade with to make sure it happens?"],
    expect: ["scenario", "tradeIdeas"],
    scenario: "win-out",
  },

  // tradeIdeas
  {
    turns: ["my running backs have been killing me", "who should I trade with to get a better one?"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: ["Help me build a 2-for-1 around Tee Higgins and Jordan Addison"],
    expect: "tradeIdeas",
    players: ["Tee Higgins", "Jordan Addison"],
  },
  {
    turns: ["What could Sunday Scaries offer me if I'm shopping for a receiver?"],
    expect: "tradeIdeas",
    team: "Sunday Scaries",
    position: "WR",
  },
  {
    turns: ["I'm loaded at WR but thin at tight end", "which team should I trade with to fix that?"],
    expect: "tradeIdeas",
    position: "TE",
  },
  { turns: ["Any trade ideas to upgrade at QB?"], expect: "tradeIdeas", position: "QB" },
  {
    turns: ["Coach Finley keeps messaging me about a deal", "what could his team realistically give me?"],
    expect: "tradeIdeas",
    team: "Waiver Wire Wizards",
  },

  // help
  { turns: ["What can you do?"], expect: "help" },
  { turns: ["how does this thing work"], expect: "help" },
  { turns: ["hello?", "what kinds of questions can I ask you"], expect: "help" },
  { turns: ["I'm new here. What are you able to help me with?"], expect: "help" },
  {
    turns: ["Hey, quick favor", "can you tell me what you do, and then what my playoff odds look like?"],
    expect: ["help", "playoffs"],
  },
  {
    turns: ["My brother-in-law said you're good with fantasy stuff", "what kind of stuff can you help with?"],
    expect: "help",
  },

  // None
  {
    turns: ["appreciate it", "what's the weather supposed to be in Chicago Sunday? I'm going to the game"],
    expect: "None",
  },
  { turns: ["Tell me a joke"], expect: "None" },
  { turns: ["Who's winning the NBA title this year?"], expect: "None" },
  { turns: ["Got a good chili recipe for my watch party?"], expect: "None" },
  { turns: ["thanks for the help!", "unrelated, but can you help my son with his algebra homework?"], expect: "None" },
  {
    turns: ["sorry, I'm distracted, election stuff on TV", "who should I vote for for governor anyway?"],
    expect: "None",
  },
];
