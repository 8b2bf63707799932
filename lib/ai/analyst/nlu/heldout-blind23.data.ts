// Blind held-out evaluation set no. 23 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a barista, an electrician, a high-school history teacher, a marathon runner, a
// call-center worker typing fast with typos, a farmer who checks in once a week, a newly-wed who just joined her
// husband's league, and a guy who only writes one- to four-word messages.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_23: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "how's Zay Flowers looking this week?",
      "ok I've also got Waddle and only one WR spot left. which one goes in?",
    ],
    expect: "startSit",
    players: ["Zay Flowers", "Jaylen Waddle"],
  },
  { turns: ["start jacobs or cook"], expect: "startSit", players: ["Josh Jacobs", "James Cook"] },
  {
    turns: ["shuld i start egbuka or mcmillan tmrw?? need answr quick b4 my break ends"],
    expect: "startSit",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: [
      "Hi, I'm new here, my husband talked me into joining his league",
      "He says start Bo Nix over Jaxson Dart this week but I kind of like Dart. Who's right?",
    ],
    expect: "startSit",
    players: ["Bo Nix", "Jaxson Dart"],
  },
  {
    turns: ["kyren or chase brown this week?", "ok and for next week?"],
    expect: "startSit",
    players: ["Kyren Williams", "Chase Brown"],
    week: "next",
  },
  {
    turns: ["is Kittle good to go for this week?", "nice. so Kittle or Kincaid then?"],
    expect: "startSit",
    players: ["George Kittle", "Dalton Kincaid"],
  },
  {
    turns: [
      "What's Jameson Williams' outlook for week 11?",
      "And compared to Courtland Sutton? I can only start one of them that week.",
    ],
    expect: "startSit",
    players: ["Jameson Williams", "Courtland Sutton"],
    week: 11,
  },
  {
    turns: ["Just got back from a 16 miler. Kelce's been so meh lately, do I bench him this week?"],
    expect: "startSit",
    players: ["Travis Kelce"],
  },
  {
    turns: [
      "Morning. Checking in for the week, been busy with harvest.",
      "Three receivers, two spots: Pittman, Meyers, Shakir. Who plays?",
    ],
    expect: "startSit",
    players: ["Michael Pittman Jr.", "Jakobi Meyers", "Khalil Shakir"],
  },

  // compare
  {
    turns: ["Thinking long term here. Rest of season, would you rather have Jeanty or Hampton?"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  { turns: ["Puka vs JSN ROS"], expect: "compare", players: ["Puka Nacua", "Jaxon Smith-Njigba"] },
  {
    turns: [
      "Start Javonte or Breece this week?",
      "ok forget this week. who's the better guy to own the rest of the way?",
    ],
    expect: "compare",
    players: ["Javonte Williams", "Breece Hall"],
  },
  {
    turns: [
      "I have a tight end question for you.",
      "Going forward into the playoffs, which would you rather own: Tyler Warren or Brock Bowers?",
    ],
    expect: "compare",
    players: ["Tyler Warren", "Brock Bowers"],
  },
  {
    turns: ["Who's better the rest of the year, Ladd McConkey or Zay Flowers? My husband keeps bragging about Ladd"],
    expect: "compare",
    players: ["Ladd McConkey", "Zay Flowers"],
  },

  // slot
  { turns: ["Between lattes: who goes in my flex this week?"], expect: "slot", position: "FLEX" },
  { turns: ["my flex play?"], expect: "slot", position: "FLEX" },
  {
    turns: ["Checking in, first time in a week.", "Which of my tight ends should I play this week?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["who's my best QB option this week", "and for the flex spot?"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["I have two defenses on my team, is that normal?", "Ok, so which one should I start this week?"],
    expect: "slot",
    position: "DEF",
  },

  // lineup
  {
    turns: ["who am I playing this week?", "ok can you look over my lineup and tell me if anything's off?"],
    expect: "lineup",
  },
  { turns: ["optimize my lineup"], expect: "lineup" },
  {
    turns: [
      "ok so my husband set my lineup last week and I lost by two points and he won't stop apologizing, " +
        "so this week I'm doing it myself. Can you check my whole lineup and tell me what to change?",
    ],
    expect: "lineup",
  },
  { turns: ["who's on bye for me this week?", "ugh. ok just set my best lineup then"], expect: "lineup" },
  {
    turns: ["Taper week for me, not for my team lol", "Any changes I should make to my starters this week?"],
    expect: "lineup",
  },

  // outlook
  {
    turns: ["Who's the Giants QB now, Dart?", "What do you think of him the rest of the season? Is he for real?"],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  { turns: ["how many pts is bijan projected for this wk"], expect: "outlook", players: ["Bijan Robinson"] },
  {
    turns: ["what's the outlook for Rashee Rice this week?", "and next week?"],
    expect: "outlook",
    players: ["Rashee Rice"],
    week: "next",
  },
  { turns: ["thoughts on Tee Higgins this week?", "what about Chase?"], expect: "outlook", players: ["Ja'Marr Chase"] },
  {
    turns: ["Honest read on Marvin Harrison Jr.? What should I realistically expect from him going forward?"],
    expect: "outlook",
    players: ["Marvin Harrison Jr."],
  },
  { turns: ["Gibbs outlook?"], expect: "outlook", players: ["Jahmyr Gibbs"] },
  {
    turns: ["Haven't watched a game in a month, been busy with the cattle.", "How's Saquon supposed to do this week?"],
    expect: "outlook",
    players: ["Saquon Barkley"],
  },

  // status
  {
    turns: ["should I start CMC or Bucky this week?", "actually first, is CMC even playing Sunday?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  { turns: ["Achane injury update"], expect: "status", players: ["De'Von Achane"] },
  { turns: ["is Nico Collins out this week?", "and Stroud?"], expect: "status", players: ["C.J. Stroud"] },
  {
    turns: ["There's a little red Q next to Terry McLaurin on my team. Is he hurt? Will he play?"],
    expect: "status",
    players: ["Terry McLaurin"],
  },
  {
    turns: ["should i start mike evans this week", "wait is he even healthy??"],
    expect: "status",
    players: ["Mike Evans"],
  },
  { turns: ["yo", "is jonathan taylr playin this wk or nah"], expect: "status", players: ["Jonathan Taylor"] },

  // tradeValue
  {
    turns: ["If I shopped Jahmyr Gibbs, what kind of return could I get?"],
    expect: "tradeValue",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["JSN has been unreal for me", "should I sell high on him while he's on fire?"],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  { turns: ["CeeDee trade value?"], expect: "tradeValue", players: ["CeeDee Lamb"] },
  {
    turns: ["how's Javonte Williams looking this week?", "he's been great. what's he worth in a trade right now?"],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },
  {
    turns: ["My regulars at the cafe keep saying cash in on Rico Dowdle while he's hot.", "What's he actually worth?"],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },

  // buyLow
  {
    turns: ["What happened to Brian Thomas Jr. this year?", "Is now the time to buy low on him?"],
    expect: "buyLow",
    players: ["Brian Thomas Jr."],
  },
  { turns: ["who are good buy-low targets right now?"], expect: "buyLow" },
  { turns: ["buy low guys?"], expect: "buyLow" },
  {
    turns: ["how's Xavier Worthy been doing lately?", "should I try to buy low on him from Coach Quinn?"],
    expect: "buyLow",
    players: ["Xavier Worthy"],
    team: "Blitz Brigade",
  },
  {
    turns: ["Ken Walker's owner in our league sounds fed up with him. Is this a smart moment to buy low?"],
    expect: "buyLow",
    players: ["Kenneth Walker III"],
  },

  // trade
  {
    turns: ["Somebody offered me Drake London for my Kyren Williams. Do I accept?"],
    expect: "trade",
    players: ["Drake London", "Kyren Williams"],
  },
  {
    turns: ["got ofered tee higgins + chuba hubbard for my jamyr gibbs, do i take it??"],
    expect: "trade",
    players: ["Tee Higgins", "Chuba Hubbard", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "My husband wants to trade with me, is that allowed?",
      "He'd give me Travis Kelce for my Trey McBride. Fair, or is he hustling me?",
    ],
    expect: "trade",
    players: ["Travis Kelce", "Trey McBride"],
  },
  {
    turns: [
      "what's James Cook's trade value?",
      "Red Zone Raiders just offered Jaylen Waddle and Tony Pollard for him. take it?",
    ],
    expect: "trade",
    players: ["Jaylen Waddle", "Tony Pollard", "James Cook"],
    team: "Red Zone Raiders",
  },
  {
    turns: [
      "Been going back and forth on this all day on the job site. Guy offers me Jalen Hurts and Chris Olave, " +
        "I'd be giving up Lamar Jackson. I like the depth but Lamar is Lamar. Worth it or no?",
    ],
    expect: "trade",
    players: ["Jalen Hurts", "Chris Olave", "Lamar Jackson"],
  },
  {
    turns: [
      "Coach Ellis just messaged me about a deal.",
      "He wants my Bucky Irving for his Davante Adams straight up. Should I do it?",
    ],
    expect: "trade",
    players: ["Bucky Irving", "Davante Adams"],
    team: "Pocket Passers",
  },

  // waivers
  { turns: ["I've still got $43 of FAAB. Who's worth blowing it on?"], expect: "waivers" },
  { turns: ["best waiver adds"], expect: "waivers" },
  {
    turns: ["Kyle Monangai is sitting on waivers in my league", "how much FAAB should I throw at him?"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  { turns: ["who's worth picking up this week?", "how much should I bid on the top guy?"], expect: "waivers" },
  { turns: ["I only get to this on Tuesdays. Any free agents worth adding before waivers run?"], expect: "waivers" },
  { turns: ["any RBs on wavers worth a pickup? my rb room is trash"], expect: "waivers", position: "RB" },

  // playoffs
  {
    turns: ["I'm 5-4.", "Realistically, am I making the postseason this year? Give me a percentage."],
    expect: "playoffs",
  },
  { turns: ["playoff chances?"], expect: "playoffs" },
  { turns: ["what's my record?", "so am I making the playoffs or not"], expect: "playoffs" },
  {
    turns: ["I think I've lost a lot of games so far", "Do I even have a chance at the playoffs?"],
    expect: "playoffs",
  },
  { turns: ["wats the % i make playofs"], expect: "playoffs" },

  // improveOdds
  { turns: ["What moves can I make to improve my playoff chances?"], expect: "improveOdds" },
  { turns: ["what are my playoff odds?", "how do I bump that up?"], expect: "improveOdds" },
  {
    turns: ["Neighbor says I'm on the playoff bubble.", "What should I be doing to get myself into the playoffs?"],
    expect: "improveOdds",
  },
  { turns: ["raise my playoff odds"], expect: "improveOdds" },
  {
    turns: ["Which roster moves would bump my playoff odds the most? Trades, pickups, whatever it takes."],
    expect: "improveOdds",
  },

  // matchup
  { turns: ["Who am I playing this week?"], expect: "matchup" },
  { turns: ["what's my projected total this week?", "am I favored though?"], expect: "matchup" },
  { turns: ["who do I play this week", "what's my win probability against them?"], expect: "matchup" },
  {
    turns: ["What's Sunday Scaries' record?", "How do I look against them next week?"],
    expect: "matchup",
    week: "next",
    team: "Sunday Scaries",
  },
  { turns: ["Who's my opponent in week 12 and how do I stack up?"], expect: "matchup", week: 12 },

  // record
  { turns: ["what's my record?"], expect: "record" },
  {
    turns: ["Who's Coach Sutton's team again?", "What's their record?"],
    expect: "record",
    team: "Hail Mary Heroes",
  },
  { turns: ["what's my record", "and Coach Finley's?"], expect: "record", team: "Waiver Wire Wizards" },
  { turns: ["How many games have I won so far? Honestly I lose track"], expect: "record" },
  { turns: ["wheres my team at right now, like wins n losses"], expect: "record" },

  // rosterStatus
  { turns: ["Who on my team is hurt right now?"], expect: "rosterStatus" },
  { turns: ["Any of my guys on bye this week?"], expect: "rosterStatus" },
  { turns: ["who's injured on my roster?", "what about byes next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["my injuries?"], expect: "rosterStatus" },
  {
    turns: ["Back from the field.", "Anybody on my roster banged up or on bye for week 11?"],
    expect: "rosterStatus",
    week: 11,
  },

  // positionRank
  { turns: ["rank my wide receivers for this week"], expect: "positionRank", position: "WR" },
  {
    turns: ["rank my RBs for week 11", "and the receivers?"],
    expect: "positionRank",
    position: "WR",
    week: 11,
  },
  { turns: ["rank my TEs"], expect: "positionRank", position: "TE" },
  { turns: ["rank my WRs this week", "now do my running backs"], expect: "positionRank", position: "RB" },
  {
    turns: ["Please order my quarterbacks from best to worst for this week's matchups."],
    expect: "positionRank",
    position: "QB",
  },

  // projectedTotal
  { turns: ["How many points am I projected to score this week?"], expect: "projectedTotal" },
  { turns: ["what's my projected range for week 11?"], expect: "projectedTotal", week: 11 },
  { turns: ["my projected total?"], expect: "projectedTotal" },
  { turns: ["who am I playing this week", "and how many points am I projected for?"], expect: "projectedTotal" },
  {
    turns: ["How many points am I projected for this week?", "What about next week, best case and worst case?"],
    expect: "projectedTotal",
    week: "next",
  },

  // leaders
  { turns: ["who's in first place in our league?"], expect: "leaders" },
  { turns: ["Which team has scored the most points this season?"], expect: "leaders" },
  { turns: ["standings?"], expect: "leaders" },
  {
    turns: ["am I the best team in the league lol", "ok seriously, who's the team to beat right now?"],
    expect: "leaders",
  },
  { turns: ["what's my record?", "ok who's leading the league?"], expect: "leaders" },

  // sleepers
  { turns: ["Any sleepers for next week?"], expect: "sleepers", week: "next" },
  {
    turns: [
      "who should I pick up off waivers?",
      "ok but who's a real under-the-radar guy who could pop off next week?",
    ],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["Sleeper tight ends for next week?"], expect: "sleepers", position: "TE", week: "next" },
  { turns: ["sleeper WRs?"], expect: "sleepers", position: "WR" },
  {
    turns: ["any breakout candidates next week?", "what about at running back?"],
    expect: "sleepers",
    position: "RB",
    week: "next",
  },

  // dropStash
  { turns: ["Should I drop Cam Skattebo or stash him?"], expect: "dropStash", players: ["Cam Skattebo"] },
  {
    turns: ["Is it worth holding Malik Nabers on IR or should I just cut him?"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  { turns: ["who on my roster is hurt?", "should I keep them or drop them?"], expect: "dropStash" },
  {
    turns: ["is Tyreek Hill done for the season?", "so do I drop him?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  { turns: ["drop or stash Kraft?"], expect: "dropStash", players: ["Tucker Kraft"] },

  // byeCover
  {
    turns: ["Is my QB on bye in week 12?", "ok who should I grab as a backup for that week?"],
    expect: "byeCover",
    position: "QB",
    week: 12,
  },
  {
    turns: ["My tight end is on bye next week. Who should I pick up to cover?"],
    expect: "byeCover",
    position: "TE",
    week: "next",
  },
  {
    turns: ["who's on bye for me next week?", "ok so who do I get to cover WR then?"],
    expect: "byeCover",
    position: "WR",
    week: "next",
  },
  { turns: ["who can fill in for my kicker's bye this week?"], expect: "byeCover", position: "K" },
  {
    turns: ["My defense has a bye in week 14. Who should I stream that week?"],
    expect: "byeCover",
    position: "DEF",
    week: 14,
  },

  // scenario
  { turns: ["If I win out, do I make the playoffs?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["wat r my odds if i go 3-2 rest of the way"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  { turns: ["if I lose this week am I toast?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["what are my playoff odds?", "and if I win my next two?"],
    expect: "scenario",
    scenario: { wins: 2, games: 2 },
  },
  {
    turns: [
      "Just finished my long run, checking on the league.",
      "Say I win four more games. Is that enough to get into the playoffs?",
    ],
    expect: "scenario",
    scenario: { wins: 4, games: null },
  },

  // tradeIdeas
  {
    turns: ["Can you suggest some trades with Coach Harper?"],
    expect: "tradeIdeas",
    team: "Fourth & Long Shots",
  },
  {
    turns: ["rank my tight ends", "yeah they're bad. any trade ideas to upgrade?"],
    expect: "tradeIdeas",
    position: "TE",
  },
  { turns: ["Give me some 2-for-1 trade ideas so I can clear out my bench"], expect: "tradeIdeas" },
  { turns: ["Build me a trade package around De'Von Achane"], expect: "tradeIdeas", players: ["De'Von Achane"] },
  {
    turns: ["what's Blitz Brigade's record?", "what trades could I make with them?"],
    expect: "tradeIdeas",
    team: "Blitz Brigade",
  },

  // help
  { turns: ["what can you do?"], expect: "help" },
  { turns: ["Hi! I just joined my husband's league. What kinds of things can I ask you?"], expect: "help" },
  { turns: ["how's this work?"], expect: "help" },
  { turns: ["Hello", "First time using this. What all can you help me with?"], expect: "help" },

  // None
  { turns: ["Will it rain Thursday? Need to know if I can get the beans in."], expect: "None" },
  { turns: ["what's the best way to steam oat milk without it going flat?"], expect: "None" },
  { turns: ["What pace should I hold to run a 3:30 marathon?"], expect: "None" },
  { turns: ["Settle a debate in my classroom: what year was the Treaty of Versailles signed?"], expect: "None" },
  { turns: ["Thanks for the lineup help!", "now tell me a joke, im stuck on hold"], expect: "None" },
  {
    turns: ["should I start Jacobs this week?", "unrelated but what gauge wire do I need for a 40 amp breaker?"],
    expect: "None",
  },
  { turns: ["lakers score?"], expect: "None" },

  // multi-part
  {
    turns: ["Is Bijan playing this week, and should I start him over Breece Hall?"],
    expect: ["status", "startSit"],
    players: ["Bijan Robinson", "Breece Hall"],
  },
  { turns: ["whats my record n am i makin the playoffs"], expect: ["record", "playoffs"] },
  {
    turns: ["Who am I up against this week, and what am I projected to score?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["Who's hurt on my team, and who should I pick up to replace them?"],
    expect: ["rosterStatus", "waivers"],
  },
  {
    turns: ["What are my playoff odds right now, and what if I win out?"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  { turns: ["Can you check my lineup, then tell me who to grab off waivers?"], expect: ["lineup", "waivers"] },
  {
    turns: ["How's Jalen Hurts looking this week, and is he fully healthy?"],
    expect: ["outlook", "status"],
    players: ["Jalen Hurts"],
  },
  {
    turns: ["What are my playoff chances, and what can I do to improve them?"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["Should I trade Derrick Henry for Amon-Ra St. Brown? And what's Henry even worth these days?"],
    expect: ["trade", "tradeValue"],
    players: ["Derrick Henry", "Amon-Ra St. Brown"],
  },
  {
    turns: ["any sleepers for next week, and who's the top waiver add right now?"],
    expect: ["sleepers", "waivers"],
    week: "next",
  },
  {
    turns: ["what's my record?", "ok and am I favored this week? and what are my playoff chances?"],
    expect: ["matchup", "playoffs"],
  },
  {
    turns: ["What kinds of things can you help with? Also, Sutton or Worthy this week?"],
    expect: ["help", "startSit"],
    players: ["Courtland Sutton", "Xavier Worthy"],
  },
  {
    turns: ["Is Nabers worth stashing, and if not, who should I pick up to replace him?"],
    expect: ["dropStash", "waivers"],
    players: ["Malik Nabers"],
  },
  {
    turns: ["Should I buy low on Marvin Harrison Jr., and what trade could I offer Coach Reese to get him?"],
    expect: ["buyLow", "tradeIdeas"],
    players: ["Marvin Harrison Jr."],
    team: "Play Action Pack",
  },
  {
    turns: ["Bowers or McBride rest of season? And which one do I start this week?"],
    expect: ["compare", "startSit"],
    players: ["Brock Bowers", "Trey McBride"],
  },
];
