// Blind held-out evaluation set 18 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a hospital porter typing on a cracked phone (typos), a retired accountant who
// writes long careful sentences, a 16-year-old in his dad's league, a sales rep who writes in clipped
// fragments, a woman who just took over her late husband's team and is unsure of the jargon, a fantasy
// podcast listener who repeats what he heard on shows, a construction foreman, and a grad student who
// overthinks. Labels are the reading a careful human analyst would take. This set is scored once.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_18: HeldOutCase[] = [
  // startSit
  {
    turns: ["chase brown or bucky irving this wk?? cant decide"],
    expect: "startSit",
    players: ["Chase Brown", "Bucky Irving"],
  },
  {
    turns: [
      "I have both Courtland Sutton and Jerry Jeudy available for my second receiver position this weekend. " +
        "Which of the two ought to be in the lineup?",
    ],
    expect: "startSit",
    players: ["Courtland Sutton", "Jerry Jeudy"],
  },
  { turns: ["yo should i start jaxson dart or nah"], expect: "startSit", players: ["Jaxson Dart"] },
  {
    turns: ["Pickens vs Metcalf.", "Wk 11. Who starts."],
    expect: "startSit",
    players: ["George Pickens", "DK Metcalf"],
    week: 11,
  },
  {
    turns: [
      "My husband always had Travis Kelce in the lineup, every single week.",
      "Should I keep putting him in this week, or is it time to sit him?",
    ],
    expect: "startSit",
    players: ["Travis Kelce"],
  },
  {
    turns: [
      "heard on a pod that kyren is losing work to blake corum",
      "so do i still start him over jonathan taylor or flip it",
    ],
    expect: "startSit",
    players: ["Kyren Williams", "Jonathan Taylor"],
  },
  {
    turns: ["Start Zay Flowers or Jameson Williams?", "and next week, same answer?"],
    expect: "startSit",
    players: ["Zay Flowers", "Jameson Williams"],
    week: "next",
  },
  {
    turns: [
      "I've got Drake Maye and Jared Goff and I've been staring at this for an hour.",
      "Maye has the rushing floor but Goff's matchup looks softer on paper. Which one actually starts?",
    ],
    expect: "startSit",
    players: ["Drake Maye", "Jared Goff"],
  },
  {
    turns: ["Should I start Dak this week?", "and Kelce?"],
    expect: "startSit",
    players: ["Travis Kelce"],
  },

  // compare
  {
    turns: [
      "Setting this week aside entirely, which would you rather own for the remainder of the season: " +
        "Tetairoa McMillan or Emeka Egbuka?",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: ["puka's been a monster lately", "him or nabers for the rest of the year tho?"],
    expect: "compare",
    players: ["Puka Nacua", "Malik Nabers"],
  },
  {
    turns: [
      "For the rest of the season, who do you like more, TreVeyon Henderson or Quinshon Judkins?",
      "ok swap Judkins out for RJ Harvey, same question",
    ],
    expect: "compare",
    players: ["TreVeyon Henderson", "RJ Harvey"],
  },
  { turns: ["ROS: Bowers vs McBride. Which one."], expect: "compare", players: ["Brock Bowers", "Trey McBride"] },
  {
    turns: ["the guys on my show said JSN is a better hold than Garrett Wilson the rest of the way, you agree?"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Garrett Wilson"],
  },

  // slot
  { turns: ["who goes in my flx spot this wk"], expect: "slot", position: "FLEX" },
  {
    turns: ["My husband's team has two tight ends on it, I think.", "Which one should go in the TE spot this week?"],
    expect: "slot",
    position: "TE",
  },
  { turns: ["need a QB in there sunday, who from my guys"], expect: "slot", position: "QB" },
  {
    turns: ["which of my running backs should be my RB2?", "and who fills the flex after that?"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["Given my roster, who's the optimal WR3 this week? I keep going back and forth and second-guessing."],
    expect: "slot",
    position: "WR",
  },

  // lineup
  { turns: ["can u chek my lineup n fix wats wrong"], expect: "lineup" },
  {
    turns: [
      "Before I lock everything in for Sunday, would you kindly review my entire starting lineup " +
        "and tell me whether any changes are warranted?",
    ],
    expect: "lineup",
  },
  { turns: ["Optimize lineup. Week 11."], expect: "lineup", week: 11 },
  {
    turns: [
      "I'm taking over my husband's team and honestly I don't know what I'm doing.",
      "Could you just set the whole lineup up the best way for this week?",
    ],
    expect: "lineup",
  },
  { turns: ["is my lineup good or am i cooked"], expect: "lineup" },

  // outlook
  {
    turns: ["every pod i listen to is all over Woody Marks", "what's your honest take on him"],
    expect: "outlook",
    players: ["Woody Marks"],
  },
  {
    turns: ["what's Bijan projected for?", "what about him next week"],
    expect: "outlook",
    players: ["Bijan Robinson"],
    week: "next",
  },
  {
    turns: ["Thoughts on Tyler Warren this week?", "and Loveland?"],
    expect: "outlook",
    players: ["Colston Loveland"],
  },
  {
    turns: ["What's a realistic projection range for Caleb Williams this week? I don't trust a single median number."],
    expect: "outlook",
    players: ["Caleb Williams"],
  },
  {
    turns: ["saquon's been killing me", "he gonna do anything week 12 or what"],
    expect: "outlook",
    players: ["Saquon Barkley"],
    week: 12,
  },
  {
    turns: ["Should I start Kenneth Walker or Zach Charbonnet?", "ok Walker it is. how's the other one projected?"],
    expect: "outlook",
    players: ["Zach Charbonnet"],
  },

  // status
  { turns: ["is CMC playin today"], expect: "status", players: ["Christian McCaffrey"] },
  {
    turns: ["Someone in the league chat mentioned Joe Burrow.", "Is he hurt? Will he be playing?"],
    expect: "status",
    players: ["Joe Burrow"],
  },
  {
    turns: ["is Nico Collins playing sunday?", "and Stroud?"],
    expect: "status",
    players: ["C.J. Stroud"],
  },
  { turns: ["Kamara status?"], expect: "status", players: ["Alvin Kamara"] },
  { turns: ["bro is tee higgins out or what"], expect: "status", players: ["Tee Higgins"] },
  {
    turns: ["how's Breece looking this week?", "wait is he even healthy? saw him limp off last game"],
    expect: "status",
    players: ["Breece Hall"],
  },

  // tradeValue
  {
    turns: ["What sort of return might I reasonably expect if I were to make Derrick Henry available in trade?"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["pod said sell high on Javonte", "should i sell him now while he's hot"],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },
  { turns: ["Value check: Puka. What's he worth."], expect: "tradeValue", players: ["Puka Nacua"] },
  {
    turns: ["How's James Cook doing this week?", "what could i get for him in a trade tho"],
    expect: "tradeValue",
    players: ["James Cook"],
  },
  {
    turns: ["thinking about shopping mahomes", "what's he worth on the market right now"],
    expect: "tradeValue",
    players: ["Patrick Mahomes"],
  },

  // buyLow
  { turns: ["any buy lo candidats rn"], expect: "buyLow" },
  {
    turns: ["heard on a show that MHJ is the buy-low of the week", "should I go get him?"],
    expect: "buyLow",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: [
      "Is Ladd McConkey's slump noise or signal? I'm trying to decide whether to buy low from the guy who has him.",
    ],
    expect: "buyLow",
    players: ["Ladd McConkey"],
  },
  {
    turns: ["should I buy low on Travis Etienne?", "what about Kenneth Walker, same idea?"],
    expect: "buyLow",
    players: ["Kenneth Walker III"],
  },
  { turns: ["Buy-low targets. RBs only."], expect: "buyLow", position: "RB" },

  // trade
  {
    turns: [
      "I have been offered the following by Coach Ellis: I would send Jalen Hurts and Tony Pollard " +
        "and receive Josh Allen in return. Is this a sound trade for me?",
    ],
    expect: "trade",
    players: ["Jalen Hurts", "Tony Pollard", "Josh Allen"],
    team: "Pocket Passers",
  },
  {
    turns: ["Trade eval. Give: Achane. Get: Lamb + Kincaid. Y/N?"],
    expect: "trade",
    players: ["De'Von Achane", "CeeDee Lamb", "Dalton Kincaid"],
  },
  {
    turns: ["Sunday Scaries wants Amon-Ra for Jacobs and Ferguson", "is that fair or am i getting fleeced"],
    expect: "trade",
    players: ["Amon-Ra St. Brown", "Josh Jacobs", "Jake Ferguson"],
    team: "Sunday Scaries",
  },
  {
    turns: [
      "A man in our league, Coach Reese, sent me a message about a swap.",
      "He wants our Garrett Wilson and would give us his Drake London. Should I say yes?",
    ],
    expect: "trade",
    players: ["Garrett Wilson", "Drake London"],
    team: "Play Action Pack",
  },
  {
    turns: [
      "I'm floating Kittle for Hockenson plus a receiver",
      "ok if it's Kittle for Hockenson and Jakobi Meyers, do I accept?",
    ],
    expect: "trade",
    players: ["George Kittle", "T.J. Hockenson", "Jakobi Meyers"],
  },
  {
    turns: ["What's Bucky Irving worth right now?", "would you do him for Garrett Wilson straight up?"],
    expect: "trade",
    players: ["Bucky Irving", "Garrett Wilson"],
  },

  // waivers
  { turns: ["who shud i grab off waviers"], expect: "waivers" },
  {
    turns: [
      "How much of my remaining FAAB budget would you recommend I bid on Kimani Vidal, assuming he is available?",
    ],
    expect: "waivers",
    players: ["Kimani Vidal"],
  },
  { turns: ["any free agent wrs worth picking up"], expect: "waivers", position: "WR" },
  {
    turns: ["who's the best RB on waivers this week?", "how much faab should i throw at him"],
    expect: "waivers",
  },
  {
    turns: ["got $40 faab left", "who's worth blowing it on this week"],
    expect: "waivers",
  },
  {
    turns: ["The app says I can add a free agent to the team. Which player should I add?"],
    expect: "waivers",
  },

  // playoffs
  { turns: ["what r my playof chances"], expect: "playoffs" },
  {
    turns: ["Could you give me an honest estimate of the likelihood that my team reaches the postseason this year?"],
    expect: "playoffs",
  },
  { turns: ["we lost again smh", "am i even making playoffs or nah"], expect: "playoffs" },
  { turns: ["what's my record?", "so do I make the playoffs from here?"], expect: "playoffs" },
  {
    turns: ["they keep talking playoff odds on every show this week, what are mine looking like?"],
    expect: "playoffs",
  },

  // improveOdds
  {
    turns: ["What's the single highest-leverage move I could make to bump my playoff probability?"],
    expect: "improveOdds",
  },
  { turns: ["what do i gotta do to get in the playoffs, moves wise"], expect: "improveOdds" },
  { turns: ["what are my playoff odds?", "ugh. how do i get that number up?"], expect: "improveOdds" },
  {
    turns: [
      "Someone told me our team is 4 and 5.",
      "Is there anything I can change to give us a better chance at the playoffs?",
    ],
    expect: "improveOdds",
  },
  { turns: ["Moves to raise playoff odds. Top 3."], expect: "improveOdds" },

  // matchup
  { turns: ["who m i playng this wk"], expect: "matchup" },
  { turns: ["Am I favoured in this week's contest, and by roughly what margin?"], expect: "matchup" },
  {
    turns: ["do i beat the red zone raiders this week or am i cooked"],
    expect: "matchup",
    team: "Red Zone Raiders",
  },
  { turns: ["who do I play this week?", "and next week?"], expect: "matchup", week: "next" },
  { turns: ["who's my opponent week 12", "am i gonna win it"], expect: "matchup", week: 12 },

  // record
  { turns: ["Record + standing?"], expect: "record" },
  { turns: ["How many games have we won so far this year?"], expect: "record" },
  { turns: ["what's my record?", "and Coach Finley's?"], expect: "record", team: "Waiver Wire Wizards" },
  {
    turns: ["What is Hail Mary Heroes' current win-loss record, and where do they sit in the standings?"],
    expect: "record",
    team: "Hail Mary Heroes",
  },
  { turns: ["whats my record lol how bad is it"], expect: "record" },

  // rosterStatus
  { turns: ["whos hurt on my tem"], expect: "rosterStatus" },
  { turns: ["Which of my rostered players are on bye in week 11?"], expect: "rosterStatus", week: 11 },
  { turns: ["any of my guys on bye this week?", "what about week 12?"], expect: "rosterStatus", week: 12 },
  { turns: ["gimme an injury report on my squad"], expect: "rosterStatus" },
  {
    turns: ["Rank my WRs for next week", "and who on my team is on bye that week?"],
    expect: "rosterStatus",
    week: "next",
  },

  // positionRank
  { turns: ["rank my wrs for this week"], expect: "positionRank", position: "WR" },
  { turns: ["RBs ranked, week 11."], expect: "positionRank", position: "RB", week: 11 },
  {
    turns: ["My tight ends are a mess.", "Would you please put them in order from best to worst for this week?"],
    expect: "positionRank",
    position: "TE",
  },
  { turns: ["rank my running backs this week", "now do the receivers"], expect: "positionRank", position: "WR" },
  {
    turns: ["Can you rank my QBs for next week, with some sense of how confident you are in the ordering?"],
    expect: "positionRank",
    position: "QB",
    week: "next",
  },

  // projectedTotal
  {
    turns: ["What's my team's projected total this week, and what's a reasonable floor-to-ceiling range?"],
    expect: "projectedTotal",
  },
  { turns: ["what's my projected score this week?", "and for week 11?"], expect: "projectedTotal", week: 11 },
  { turns: ["what's my team putting up next week, ballpark"], expect: "projectedTotal", week: "next" },
  {
    turns: ["Who are we playing this weekend?", "And roughly how many points is our team expected to get?"],
    expect: "projectedTotal",
  },
  {
    turns: ["Who am I playing week 13?", "how many points am I projected for that week?"],
    expect: "projectedTotal",
    week: 13,
  },

  // leaders
  { turns: ["who's in 1st place in our league"], expect: "leaders" },
  { turns: ["Standings. Top 3."], expect: "leaders" },
  { turns: ["Which team in our league has scored the most total points this season?"], expect: "leaders" },
  { turns: ["who's the team to beat in our league right now?"], expect: "leaders" },
  { turns: ["what's my record?", "ok but who's the best team in the league"], expect: "leaders" },

  // sleepers
  {
    turns: ["give me some deep sleepers for next week, the ones the pods aren't talking about yet"],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["any breakout guys i should know about"], expect: "sleepers" },
  { turns: ["Sleepers. TE. Next week."], expect: "sleepers", position: "TE", week: "next" },
  {
    turns: ["I need RB depth badly.", "Any under-the-radar backs who could pop next week?"],
    expect: "sleepers",
    position: "RB",
    week: "next",
  },
  {
    turns: ["any sleeper WRs for next week?", "what about at QB?"],
    expect: "sleepers",
    position: "QB",
    week: "next",
  },

  // dropStash
  { turns: ["shud i drop tyreek hes hurt"], expect: "dropStash", players: ["Tyreek Hill"] },
  {
    turns: [
      "Given that Brandon Aiyuk remains sidelined, is it wiser to keep him on my bench " +
        "or release him to free up a roster spot?",
    ],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["One of our players, Chris Godwin, has been hurt for a while now.", "Do we keep him or let him go?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  {
    turns: ["is hampton gonna be out long?", "ok so do i stash him on IR or cut him"],
    expect: "dropStash",
    players: ["Omarion Hampton"],
  },
  {
    turns: ["General question: which of my injured guys are worth an IR stash versus just cutting bait?"],
    expect: "dropStash",
  },

  // byeCover
  { turns: ["my QB's on bye week 12, who do i grab to cover"], expect: "byeCover", position: "QB", week: 12 },
  { turns: ["TE on bye next week. Replacement?"], expect: "byeCover", position: "TE", week: "next" },
  {
    turns: ["The app shows our kicker has a bye next week.", "Who should I get to take his place?"],
    expect: "byeCover",
    position: "K",
    week: "next",
  },
  {
    turns: ["who's on bye for me week 11?", "ok who do i pick up to cover the RB spot that week"],
    expect: "byeCover",
    position: "RB",
    week: 11,
  },
  {
    turns: ["need a defense for week 14 cuz mine has a bye, who's good"],
    expect: "byeCover",
    position: "DEF",
    week: 14,
  },

  // scenario
  { turns: ["if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["Suppose I win three of my remaining five games; what would my playoff odds be under that scenario?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["who do i play this week", "if I lose that one am I done?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["what are my playoff odds?", "what if I go 2-2 the rest of the way"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  { turns: ["if i win like 2 more games am i in"], expect: "scenario", scenario: { wins: 2, games: null } },
  {
    turns: ["Assuming I win out, is a playoff spot basically locked, or is there still tiebreaker risk?"],
    expect: "scenario",
    scenario: "win-out",
  },

  // tradeIdeas
  {
    turns: ["blitz brigade has a stacked WR room", "what trades could i do with them"],
    expect: "tradeIdeas",
    team: "Blitz Brigade",
  },
  { turns: ["Trade ideas. Need a TE upgrade."], expect: "tradeIdeas", position: "TE" },
  {
    turns: ["they keep saying 2-for-1s win leagues, give me a 2-for-1 I could actually pitch"],
    expect: "tradeIdeas",
  },
  {
    turns: ["I want to move Jayden Daniels.", "what kind of trade could I build around him?"],
    expect: "tradeIdeas",
    players: ["Jayden Daniels"],
  },
  {
    turns: [
      "Could you propose a few reasonable trades with Coach Sawyer's team that would strengthen " +
        "my running back position?",
    ],
    expect: "tradeIdeas",
    position: "RB",
    team: "Audible Alchemists",
  },

  // help
  { turns: ["Hello, I'm new to all of this.", "What exactly can you help me with?"], expect: "help" },
  { turns: ["wait what can u even do"], expect: "help" },
  {
    turns: ["How do you arrive at your recommendations? What information are you drawing on?"],
    expect: "help",
  },
  { turns: ["What can I ask you? Quick list."], expect: "help" },

  // None
  { turns: ["gonna rain sunday at the site, whats the forecast look like"], expect: "None" },
  { turns: ["who wins the nba finals this year"], expect: "None" },
  { turns: ["tell me a jok lol"], expect: "None" },
  { turns: ["Do you have a good chili recipe I could bring to the league's draft party?"], expect: "None" },
  { turns: ["Should I buy Nvidia stock before earnings or wait?"], expect: "None" },
  { turns: ["What is your opinion on the upcoming midterm elections?"], expect: "None" },
  {
    turns: ["should I start Kyler Murray this week?", "ok unrelated, what's a good pizza place near me"],
    expect: "None",
  },

  // multi-part
  {
    turns: ["is lamar playing this week and if he is do i start him over baker"],
    expect: ["status", "startSit"],
    players: ["Lamar Jackson", "Baker Mayfield"],
  },
  { turns: ["whats my record and what r my playoff odds"], expect: ["record", "playoffs"] },
  {
    turns: ["Please tell me who my opponent is this week and what my team's projected point total is."],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["Who's hurt on my roster? And who do I pick up off waivers to replace them?"],
    expect: ["rosterStatus", "waivers"],
  },
  { turns: ["who's in first place and what's my record"], expect: ["leaders", "record"] },
  {
    turns: ["What's Ashton Jeanty's outlook, and what's he worth in a trade right now? Pods are split on him."],
    expect: ["outlook", "tradeValue"],
    players: ["Ashton Jeanty"],
  },
  {
    turns: [
      "I'm trying to get a handle on my playoff picture.",
      "What are my odds now, and what are they if I win out?",
    ],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["Could you check our lineup, and also tell me whether we're likely to win this week?"],
    expect: ["lineup", "matchup"],
  },
  {
    turns: ["is jefferson playing? and whats he gonna put up"],
    expect: ["status", "outlook"],
    players: ["Justin Jefferson"],
  },
  { turns: ["Sleepers for next week + FAAB bids on them."], expect: ["sleepers", "waivers"], week: "next" },
  {
    turns: ["trade kelce for laporta? also what trade cud i do for a better te"],
    expect: ["trade", "tradeIdeas"],
    players: ["Travis Kelce", "Sam LaPorta"],
    position: "TE",
  },
  {
    turns: [
      "Would you evaluate whether Xavier Worthy is a sensible buy-low target, and separately, " +
        "what my playoff chances currently are?",
    ],
    expect: ["buyLow", "playoffs"],
    players: ["Xavier Worthy"],
  },
  {
    turns: ["my QB is on bye next week", "who should I pick up to cover him, and what's my projected total that week?"],
    expect: ["byeCover", "projectedTotal"],
    position: "QB",
    week: "next",
  },
  {
    turns: ["mike evans is hurt again", "should i drop him and who do i pick up instead"],
    expect: ["dropStash", "waivers"],
    players: ["Mike Evans"],
  },
  {
    turns: ["Which of my injured players should I hold, and what trades could shore up my WR depth meanwhile?"],
    expect: ["dropStash", "tradeIdeas"],
    position: "WR",
  },
];
