// Blind held-out set 20 for the GM's intent reader.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a firefighter between calls, a kindergarten teacher, an uber driver dictating by
// voice (no punctuation, run-on), a retired marine who writes bluntly, a law student who hedges everything, a
// twenty-something who writes in all caps when excited, a small-business owner in a work league, and a man
// whose wife set up the team for him and who doesn't know football terms well.
// Each case is labelled with the reading a careful human analyst would take. Scored once; do not tune on it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_20: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "hey so i got zay flowers and jackson smith njigba and only one can go in my lineup this week " +
        "which one do i play",
    ],
    expect: "startSit",
    players: ["Zay Flowers", "Jaxon Smith-Njigba"],
  },
  {
    turns: [
      "I'm torn between Bo Nix and Jared Goff this week, admittedly on fairly thin evidence.",
      "What would you do? It's arguably a coin flip, but I'd value a lean.",
    ],
    expect: "startSit",
    players: ["Bo Nix", "Jared Goff"],
  },
  {
    turns: [
      "My wife put Derrick Henry on the team and he's sitting on the bench thing right now",
      "Should I put him in to play this weekend?",
    ],
    expect: "startSit",
    players: ["Derrick Henry"],
  },
  {
    turns: ["OK WEEK 11 DILEMMA. LADD OR EGBUKA?? I CANT DECIDE"],
    expect: "startSit",
    players: ["Ladd McConkey", "Emeka Egbuka"],
    week: 11,
  },
  {
    turns: ["Start Kittle or LaPorta. Answer.", "Same question. Swap LaPorta for Hockenson."],
    expect: "startSit",
    players: ["George Kittle", "T.J. Hockenson"],
  },

  // compare
  {
    turns: ["running a bet with my office manager. rest of the season, who ends up better, Bijan or Gibbs?"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "Setting this week aside entirely, over the remaining schedule would you rather roster Tetairoa McMillan " +
        "or Emeka Egbuka? I could be persuaded either way.",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: [
      "I keep going back and forth on Ashton Jeanty and Omarion Hampton.",
      "Not just for this week, I mean for the rest of the year. Which one would you want to have?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["ros who's the better hold, Loveland or Tyler Warren", "ok and Fannin vs Warren, same thing"],
    expect: "compare",
    players: ["Harold Fannin Jr.", "Tyler Warren"],
  },
  {
    turns: [
      "for the rest of the season who would you rather have quinshawn judkins or tray vion henderson " +
        "i keep going back and forth",
    ],
    expect: "compare",
    players: ["Quinshon Judkins", "TreVeyon Henderson"],
  },

  // slot
  {
    turns: ["There's a spot on my screen that says FLEX and nobody is in it. Which of my guys goes there?"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: [
      "My quarterback position is, arguably, the weakest spot on my roster.",
      "Of the QBs I currently have, who should occupy it this week?",
    ],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["WHO GOES IN MY RB2 SLOT THIS WEEK, I HAVE LIKE FOUR GUYS AND NO IDEA"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["which one of my kickers should i be playing this week i got two of em for some reason"],
    expect: "slot",
    position: "K",
  },
  {
    turns: ["My flex is a mess.", "Pick the best option off my roster for it. Week 11."],
    expect: "slot",
    position: "FLEX",
    week: 11,
  },

  // lineup
  {
    turns: ["Could you look over my whole starting lineup for this week and tell me if anything should change?"],
    expect: "lineup",
  },
  {
    turns: [
      "My wife says I need to 'set my lineup' before Sunday.",
      "I don't really know what that means. Can you just make it right for me?",
    ],
    expect: "lineup",
  },
  {
    turns: ["Audit my starters. Flag anything dumb."],
    expect: "lineup",
  },
  {
    turns: [
      "got a client lunch sunday so I won't be near the app",
      "can you make sure my starting lineup is optimal before then",
    ],
    expect: "lineup",
  },
  {
    turns: ["IS MY LINEUP SET RIGHT FOR NEXT WEEK?? DOUBLE CHECK IT PLS"],
    expect: "lineup",
    week: "next",
  },

  // outlook
  {
    turns: ["what's the outlook on kyren this week"],
    expect: "outlook",
    players: ["Kyren Williams"],
  },
  {
    turns: ["i been hearing a lot about jameson williams lately", "what do you think hes gonna do this week"],
    expect: "outlook",
    players: ["Jameson Williams"],
  },
  {
    turns: ["How many points is the Jonathan Taylor fellow supposed to get me?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["BUCKY IRVING IS MY GUY", "WHAT'S HIS PROJECTION NEXT WEEK THO"],
    expect: "outlook",
    players: ["Bucky Irving"],
    week: "next",
  },
  {
    turns: ["Thoughts on Puka Nacua this week?", "And what about Davante Adams?"],
    expect: "outlook",
    players: ["Davante Adams"],
  },

  // status
  {
    turns: ["Is Burrow playing Sunday. Yes or no."],
    expect: "status",
    players: ["Joe Burrow"],
  },
  {
    turns: ["is chris olave hurt or is he good to go this week"],
    expect: "status",
    players: ["Chris Olave"],
  },
  {
    turns: [
      "I saw something about Justin Jefferson on the news this morning.",
      "Is he injured? Will he be able to play?",
    ],
    expect: "status",
    players: ["Justin Jefferson"],
  },
  {
    turns: ["cmc on the injury report?", "what about kamara"],
    expect: "status",
    players: ["Alvin Kamara"],
  },
  {
    turns: ["Someone in the group chat said Mahomes is hurt. Is that true?"],
    expect: "status",
    players: ["Patrick Mahomes"],
  },

  // tradeValue
  {
    turns: ["what would Saquon fetch on the trade market in my league? thinking of cashing in"],
    expect: "tradeValue",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["Hypothetically, were I to shop Brock Bowers,", "what kind of return could I reasonably expect for him?"],
    expect: "tradeValue",
    players: ["Brock Bowers"],
  },
  {
    turns: ["SHOULD I SELL HIGH ON JSN RIGHT NOW?? HE'S BEEN INSANE"],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["how much is james cook worth in a trade like what could i actually get for him"],
    expect: "tradeValue",
    players: ["James Cook"],
  },
  {
    turns: ["Javonte Williams is producing.", "Sell him now while he's hot?"],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },

  // buyLow
  {
    turns: ["any buy low guys worth chasing rn"],
    expect: "buyLow",
  },
  {
    turns: [
      "a guy in accounting has Garrett Wilson and he's been pretty quiet lately",
      "is this the time to buy low on him?",
    ],
    expect: "buyLow",
    players: ["Garrett Wilson"],
  },
  {
    turns: ["Is Marvin Harrison Jr. a legitimate buy-low candidate, or is the underperformance likely to persist?"],
    expect: "buyLow",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: ["is it smart to try and get breece hall cheap off somebody right now since hes been kinda meh"],
    expect: "buyLow",
    players: ["Breece Hall"],
  },
  {
    turns: [
      "Travis Kelce has had a slow stretch and the person who has him seems frustrated.",
      "Would it be wise to try to get him cheaply?",
    ],
    expect: "buyLow",
    players: ["Travis Kelce"],
  },

  // trade
  {
    turns: ["Offer on the table: my Chase Brown for his DK Metcalf. Accept or decline."],
    expect: "trade",
    players: ["Chase Brown", "DK Metcalf"],
  },
  {
    turns: ["somebody wants to give me derrick henry for my nico collins should i take that"],
    expect: "trade",
    players: ["Derrick Henry", "Nico Collins"],
  },
  {
    turns: [
      "I received a proposal this morning: my Jonathan Taylor for Puka Nacua and Jordan Addison.",
      "Is that defensible from my side, or am I being fleeced?",
    ],
    expect: "trade",
    players: ["Jonathan Taylor", "Puka Nacua", "Jordan Addison"],
  },
  {
    turns: ["GOT OFFERED AJ BROWN + A BENCH RB FOR MY LAMAR. YES OR NO"],
    expect: "trade",
    players: ["A.J. Brown", "Lamar Jackson"],
  },
  {
    turns: [
      "I got a message that says someone wants to trade me Drake London for my Kenneth Walker.",
      "Is that a good deal for me or should I say no?",
    ],
    expect: "trade",
    players: ["Drake London", "Kenneth Walker III"],
  },
  {
    turns: ["my sales guy offered Mike Evans and Rico Dowdle for my Gibbs. fair or is he hustling me"],
    expect: "trade",
    players: ["Mike Evans", "Rico Dowdle", "Jahmyr Gibbs"],
  },

  // waivers
  {
    turns: ["best add on wires this week?"],
    expect: "waivers",
  },
  {
    turns: ["who should i grab off the waiver wire and how much of my faab should i throw at him"],
    expect: "waivers",
  },
  {
    turns: ["I have 64 dollars of FAAB left.", "How much should I bid on Kyle Monangai?"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["Free agent RB worth a claim. Name him."],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["MY RB ROOM IS DECIMATED", "WHO'S THE BEST PICKUP ON WAIVERS FOR THAT"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["The app says I can pick up players nobody else has. Is there anyone good I should grab?"],
    expect: "waivers",
  },

  // playoffs
  {
    turns: ["Playoff odds. Give me the number."],
    expect: "playoffs",
  },
  {
    turns: ["Realistically, what are my chances of making the playoffs at this point?"],
    expect: "playoffs",
  },
  {
    turns: ["man we lost again last night", "am i even still gonna make the playoffs or what"],
    expect: "playoffs",
  },
  {
    turns: ["We've won three in a row now!", "Does that mean we're likely to get into the playoffs?"],
    expect: "playoffs",
  },
  {
    turns: ["what percent chance do I have of making the postseason in the office league"],
    expect: "playoffs",
  },

  // improveOdds
  {
    turns: ["what moves bump my playoff odds"],
    expect: "improveOdds",
  },
  {
    turns: [
      "My playoff probability looks rather bleak, if I'm reading it correctly.",
      "Is there anything I could do roster-wise to improve it?",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["what do i need to change on my team to give myself a better shot at the playoffs"],
    expect: "improveOdds",
  },
  {
    turns: ["Odds are bad. I know.", "What fixes it."],
    expect: "improveOdds",
  },
  {
    turns: ["My wife really wants us to make the playoffs. What can I do to help our chances?"],
    expect: "improveOdds",
  },

  // matchup
  {
    turns: ["Am I favored against Red Zone Raiders this week?"],
    expect: "matchup",
    team: "Red Zone Raiders",
  },
  {
    turns: ["Who am I playing against this week?"],
    expect: "matchup",
  },
  {
    turns: ["so who am i up against this week", "do i have a good shot at beating them"],
    expect: "matchup",
  },
  {
    turns: ["Win probability this week."],
    expect: "matchup",
  },
  {
    turns: ["how do i look this week", "yeah the matchup"],
    expect: "matchup",
  },
  {
    turns: ["For week 12, who is my opponent, and who is projected to come out ahead?"],
    expect: "matchup",
    week: 12,
  },

  // record
  {
    turns: ["What is our record so far this season?"],
    expect: "record",
  },
  {
    turns: ["WHAT'S BLITZ BRIGADE'S RECORD"],
    expect: "record",
    team: "Blitz Brigade",
  },
  {
    turns: ["How are we doing?", "I mean wins and losses. Where do we stand?"],
    expect: "record",
  },
  {
    turns: ["what's my record", "and Coach Marlow's?"],
    expect: "record",
    team: "Two-Minute Drill",
  },
  {
    turns: ["how many games have i won so far and where am i in the standings"],
    expect: "record",
  },

  // rosterStatus
  {
    turns: ["anyone on my roster hurt or on bye this week"],
    expect: "rosterStatus",
  },
  {
    turns: ["Who on my team has a bye this week?", "What about next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["Could you flag any of my players who are injured or on a bye for week 12?"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["WHO'S ON BYE FOR ME NEXT WEEK"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["i gotta set my team later", "anybody on my squad injured i should know about"],
    expect: "rosterStatus",
  },

  // positionRank
  {
    turns: ["Rank my WRs. This week."],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["can you rank my running backs for week 11, best to worst"],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  {
    turns: ["RANK MY TIGHT ENDS", "NOW DO MY QBS"],
    expect: "positionRank",
    position: "QB",
  },
  {
    turns: ["put my rbs in order for next week whos best down to worst"],
    expect: "positionRank",
    position: "RB",
    week: "next",
  },
  {
    turns: ["Could you rank my receivers for this week?", "And the same for next week, please."],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },

  // projectedTotal
  {
    turns: ["how many points am i projected for"],
    expect: "projectedTotal",
  },
  {
    turns: ["OK LINEUP IS SET", "WHAT'S MY PROJECTED SCORE NOW"],
    expect: "projectedTotal",
  },
  {
    turns: ["What's my projected point total for week 11, and what range should I realistically expect?"],
    expect: "projectedTotal",
    week: 11,
  },
  {
    turns: ["My wife asked how many points we're going to score this week.", "What should I tell her?"],
    expect: "projectedTotal",
  },
  {
    turns: ["whats my team projected to put up next week like the high and low end"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["Projected total this week.", "Next week."],
    expect: "projectedTotal",
    week: "next",
  },

  // leaders
  {
    turns: ["Which team is in first place in our league right now?"],
    expect: "leaders",
  },
  {
    turns: ["WHO'S THE BEST TEAM IN THE LEAGUE RN"],
    expect: "leaders",
  },
  {
    turns: [
      "my boss keeps bragging about his team at the morning huddle",
      "who's actually scored the most points in the league this year?",
    ],
    expect: "leaders",
  },
  {
    turns: ["can you show me the standings whos on top"],
    expect: "leaders",
  },
  {
    turns: ["Who leads the league.", "Who's second."],
    expect: "leaders",
  },
  {
    turns: ["Which team has the strongest case for being the league's best, at least points-wise?"],
    expect: "leaders",
  },

  // sleepers
  {
    turns: ["sleepers for next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["I NEED A WR SPARK", "GIVE ME A BREAKOUT GUY NOBODY'S TALKING ABOUT"],
    expect: "sleepers",
    position: "WR",
  },
  {
    turns: ["Are there any under-the-radar players I should know about?", "Specifically tight ends, if possible."],
    expect: "sleepers",
    position: "TE",
  },
  {
    turns: ["Who might be a sleeper at running back next week, accepting that it's all speculative?"],
    expect: "sleepers",
    position: "RB",
    week: "next",
  },
  {
    turns: ["any sneaky guys that could blow up next week that nobody is paying attention to"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["got any deep sleepers at QB? I stream that spot every week"],
    expect: "sleepers",
    position: "QB",
  },

  // dropStash
  {
    turns: ["Nabers is done for the year. Drop him or hold."],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["Tyreek Hill got hurt and I heard it's serious.", "Should I let him go or keep him on my team?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["Omarion Hampton landed on IR, as I understand it.", "Is it worth stashing him, or should I cut bait?"],
    expect: "dropStash",
    players: ["Omarion Hampton"],
  },
  {
    turns: ["i got a couple guys hurt on my team do i drop em or hang on to em"],
    expect: "dropStash",
  },
  {
    turns: ["CAN I STICK BUCKY ON IR OR DO I HAVE TO DROP HIM"],
    expect: "dropStash",
    players: ["Bucky Irving"],
  },
  {
    turns: ["It looks like Brandon Aiyuk still hasn't played at all this year.", "Is it okay to get rid of him?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },

  // byeCover
  {
    turns: ["my QB is on bye in week 12", "who should I grab as a backup for that week"],
    expect: "byeCover",
    position: "QB",
    week: 12,
  },
  {
    turns: ["my TE is on bye next week, who do i grab to cover"],
    expect: "byeCover",
    position: "TE",
    week: "next",
  },
  {
    turns: ["My only defense appears to be on bye in week 14.", "Who would be a sensible fill-in?"],
    expect: "byeCover",
    position: "DEF",
    week: 14,
  },
  {
    turns: ["MY KICKER HAS A BYE NEXT WEEK WHO DO I PICK UP"],
    expect: "byeCover",
    position: "K",
    week: "next",
  },
  {
    turns: ["my running back is off this week cause of the bye who should i get to fill in for him"],
    expect: "byeCover",
    position: "RB",
  },
  {
    turns: ["WR1 on bye week 11.", "Replacement."],
    expect: "byeCover",
    position: "WR",
    week: 11,
  },

  // scenario
  {
    turns: ["IF I WIN OUT AM I IN???"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["Suppose I go 3-2 the rest of the way. What would my playoff odds look like then?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["what are my playoff odds", "what if i drop this week"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["im sitting at 5 and 4 right now", "if i win like two more games do i make it in"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["I know our odds aren't great.", "But if we won every remaining game, would we make it?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["Lose this week. Still alive?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // tradeIdeas
  {
    turns: ["any trades I could pitch to Coach Quinn? he's desperate for a RB"],
    expect: "tradeIdeas",
    team: "Blitz Brigade",
  },
  {
    turns: ["MY TE SPOT IS TRASH", "WHAT TRADES SHOULD I MAKE TO FIX IT"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["Could you construct a 2-for-1 around Josh Jacobs that would net me a top-tier receiver?"],
    expect: "tradeIdeas",
    players: ["Josh Jacobs"],
  },
  {
    turns: ["i got too many wide receivers and not enough running backs", "what kind of trade should i be looking for"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Sunday Scaries is thin at QB.", "Build me a trade with them."],
    expect: "tradeIdeas",
    team: "Sunday Scaries",
  },
  {
    turns: ["Are there any trades you'd suggest I try with End Zone Envy?"],
    expect: "tradeIdeas",
    team: "End Zone Envy",
  },

  // help
  {
    turns: ["My wife set this up for me and said to talk to you.", "What exactly can you help me with?"],
    expect: "help",
  },
  {
    turns: ["Before I rely on you, how do you actually arrive at your recommendations?"],
    expect: "help",
  },
  {
    turns: ["Hi there!", "What sorts of questions am I allowed to ask you?"],
    expect: "help",
  },
  {
    turns: ["WAIT YOU CAN DO TRADES TOO?? WHAT ELSE CAN YOU DO"],
    expect: "help",
  },

  // None
  {
    turns: ["is it gonna rain at lambeau sunday"],
    expect: "None",
  },
  {
    turns: ["Can you recommend a good snack for my class's fall party?"],
    expect: "None",
  },
  {
    turns: ["Who wins the Lakers game tonight."],
    expect: "None",
  },
  {
    turns: ["OK THANKS FOR THE TRADE HELP", "NOW TELL ME A JOKE LOL"],
    expect: "None",
  },
  {
    turns: ["should I buy Nvidia stock before their earnings call"],
    expect: "None",
  },
  {
    turns: ["Setting fantasy aside for a moment,", "what's your view on the current Supreme Court docket?"],
    expect: "None",
  },

  // multi-part
  {
    turns: ["is achane playing and should i start him over kyren"],
    expect: ["status", "startSit"],
    players: ["De'Von Achane", "Kyren Williams"],
  },
  {
    turns: ["What are my playoff odds, and what would they be if I won out?"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["who do i play this week and whats my projected total"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["WHAT'S MY RECORD AND WHO'S IN FIRST"],
    expect: ["record", "leaders"],
  },
  {
    turns: ["Rank my RBs. Then tell me who's hurt on my roster."],
    expect: ["positionRank", "rosterStatus"],
    position: "RB",
  },
  {
    turns: [
      "I've been thinking about Tee Higgins, he's one of mine.",
      "How do you expect him to do this week, and what could I get for him in a trade?",
    ],
    expect: ["outlook", "tradeValue"],
    players: ["Tee Higgins"],
  },
  {
    turns: ["who's the best waiver add this week, and should I just cut Malik Nabers to make room?"],
    expect: ["waivers", "dropStash"],
    players: ["Malik Nabers"],
  },
  {
    turns: ["Is my team good enough to make the playoffs? And what should I change to give us better odds?"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["should i take the trade where i give up bijan for jefferson and also is bijan even healthy right now"],
    expect: ["trade", "status"],
    players: ["Bijan Robinson", "Justin Jefferson"],
  },
  {
    turns: ["OK I'M LOOKING AT MY TEAM", "CHECK MY LINEUP AND TELL ME IF I'M WINNING THIS WEEK"],
    expect: ["lineup", "matchup"],
  },
  {
    turns: ["Who are some buy-low targets, and, separately, could you propose a trade with Hail Mary Heroes?"],
    expect: ["buyLow", "tradeIdeas"],
    team: "Hail Mary Heroes",
  },
  {
    turns: ["Compare Hurts and Allen rest of season. Then tell me who starts this week."],
    expect: ["compare", "startSit"],
    players: ["Jalen Hurts", "Josh Allen"],
  },
  {
    turns: ["got dj moore and odunze", "who starts this week and who's better ros"],
    expect: ["startSit", "compare"],
    players: ["DJ Moore", "Rome Odunze"],
  },
  {
    turns: ["Could you tell me who's on bye for me next week, and who I should pick up to cover the quarterback spot?"],
    expect: ["rosterStatus", "byeCover"],
    position: "QB",
    week: "next",
  },
  {
    turns: ["is ceedee lamb playing this week and if he is how many points do you think he gets"],
    expect: ["status", "outlook"],
    players: ["CeeDee Lamb"],
  },
];
