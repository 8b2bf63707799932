// Blind held-out evaluation set 64 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a hospice nurse on night shifts, a DJ who talks in music metaphors, a German exchange
// student with careful textbook English, and a stand-up comic who roasts his own team.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_64: HeldOutCase[] = [
  // startSit
  {
    turns: ["tell me straight: Bucky Irving or Chase Brown this week. both have been about as useful as my draft"],
    expect: "startSit",
    players: ["Bucky Irving", "Chase Brown"],
  },
  {
    turns: ["Hallo! I must decide: Jaxon Smith-Njigba or Garrett Wilson for this Sunday. Which one do I start?"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Garrett Wilson"],
  },
  {
    turns: [
      "just got off a 12 hour shift so forgive me if this is dumb",
      "do I play Kyren Williams this week or sit him",
    ],
    expect: "startSit",
    players: ["Kyren Williams"],
  },
  {
    turns: [
      "Jameson Williams has been all treble no bass lately",
      "do I spin him this week or leave him in the crate?",
    ],
    expect: "startSit",
    players: ["Jameson Williams"],
  },
  {
    turns: ["I think about Drake Maye for my quarterback in week 11.", "Or Jared Goff? Who should I start, ja?"],
    expect: "startSit",
    players: ["Drake Maye", "Jared Goff"],
    week: 11,
  },

  // compare
  {
    turns: [
      "been staring at my WR room all night",
      "long game, whole album not the single: Puka Nacua or Amon-Ra St. Brown ROS?",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "Who is better for rest of season, Ashton Jeanty or Omarion Hampton? I mean long term, not only this week.",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "I have Trey McBride and somehow I'm still losing. impressive, I know",
      "is he better than Brock Bowers ROS or am I just cursed",
    ],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: [
      "from here to the end of the season who do you trust more, Jonathan Taylor or Derrick Henry? thinking long term",
    ],
    expect: "compare",
    players: ["Jonathan Taylor", "Derrick Henry"],
  },
  {
    turns: [
      "Nico Collins vs Drake London",
      "not this week, I mean the rest of the tour. who's the better player the rest of the way?",
    ],
    expect: "compare",
    players: ["Nico Collins", "Drake London"],
  },
  {
    turns: ["Egbuka vs McMillan, which rookie is the better one for the rest of 2025?"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },

  // slot
  { turns: ["who do I even put at flex this week. every option on my bench is a cry for help"], expect: "slot" },
  {
    turns: ["Which player should I put on my RB2 position this week? I am a little confused."],
    expect: "slot",
    position: "RB",
  },
  {
    turns: [
      "ugh Kelce isn't the Kelce I drafted",
      "who's my best option for the TE spot this week? I keep second guessing myself between rounds",
    ],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["need somebody to hold down the flex slot this week, who's the best track on my bench for that"],
    expect: "slot",
  },
  {
    turns: ["my WR3 put up 1.4 points last week. one point four.", "who should be my WR3 this week instead"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["My quarterback spot is a problem.", "Who should I play at QB this week?"],
    expect: "slot",
    position: "QB",
  },

  // lineup
  { turns: ["can you just set my lineup for this week, I don't have it in me tonight"], expect: "lineup" },
  {
    turns: ["run through my whole setlist for sunday and tell me if anything in the lineup sounds off"],
    expect: "lineup",
  },
  { turns: ["Please optimize my complete lineup for week 11."], expect: "lineup", week: 11 },
  {
    turns: [
      "my lineup looks like it was drafted by a golden retriever",
      "can you fix it? best possible starting lineup this week",
    ],
    expect: "lineup",
  },
  {
    turns: ["is my lineup ok for this week?", "what about next week, anything I should change?"],
    expect: "lineup",
    week: "next",
  },

  // outlook
  {
    turns: ["What is the projection for Jahmyr Gibbs this week? How many points?"],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["what's Travis Kelce's ceiling at this point? asking for a dying franchise (mine)"],
    expect: "outlook",
    players: ["Travis Kelce"],
  },
  {
    turns: ["Ladd McConkey has been on repeat in my lineup", "what's his outlook for the rest of the season though?"],
    expect: "outlook",
    players: ["Ladd McConkey"],
  },
  {
    turns: ["ok one more before my break ends", "how many points should I expect from Lamar this week"],
    expect: "outlook",
    players: ["Lamar Jackson"],
  },
  {
    turns: ["I have Jaxson Dart now.", "How will he do in rest of season, good or not so good?"],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },

  // status
  {
    turns: ["Is Christian McCaffrey actually healthy? any injury news on him"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Does Joe Burrow play this Sunday? I read something about his toe."],
    expect: "status",
    players: ["Joe Burrow"],
  },
  {
    turns: ["A.J. Brown showed up on the injury report", "is he gonna play or is this track getting cut from the set?"],
    expect: "status",
    players: ["A.J. Brown"],
  },
  {
    turns: ["Kittle. again.", "is he a game-time decision? his hamstrings are held together like my team, with tape"],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: ["De'Von Achane", "is he hurt? saw him limp off on the highlights"],
    expect: "status",
    players: ["De'Von Achane"],
  },

  // tradeValue
  {
    turns: ["what's Davante Adams worth in a trade? be honest, I can take it, I've watched my team all year"],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: ["Derrick Henry's been my headliner all year", "do I sell now while the crowd's still loud, or hold him?"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["How much is James Cook worth in a trade? Should I keep him?"],
    expect: "tradeValue",
    players: ["James Cook"],
  },
  {
    turns: ["people keep messaging me about Bijan", "what's his trade value right now, is it worth selling him?"],
    expect: "tradeValue",
    players: ["Bijan Robinson"],
  },
  {
    turns: ["What is the value of George Pickens in trades?", "and Zay Flowers?"],
    expect: "tradeValue",
    players: ["Zay Flowers"],
  },

  // buyLow
  {
    turns: ["who's the buy-low move in the league right now? want guys on a quiet verse about to hit the chorus"],
    expect: "buyLow",
  },
  {
    turns: ["I look at the trade market today.", "Which players in the league should I buy low now?"],
    expect: "buyLow",
  },
  {
    turns: ["give me some buy low targets. someone out there has to be doing worse than me. statistically."],
    expect: "buyLow",
  },
  {
    turns: ["market feels weird this week", "who are the sell-high guys league-wide, the ones peaking right now?"],
    expect: "buyLow",
  },
  {
    turns: [
      "I want to make a trade but don't know who to go after",
      "who's underperforming and cheap to buy right now?",
    ],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["Somebody offers me Puka Nacua for my Breece Hall. Is this a good trade for me?"],
    expect: "trade",
    players: ["Puka Nacua", "Breece Hall"],
  },
  {
    turns: [
      "got offered Chris Olave for my Jonathan Taylor. is this guy a genius or am I the idiot (always the idiot)",
    ],
    expect: "trade",
    players: ["Chris Olave", "Jonathan Taylor"],
  },
  {
    turns: [
      "offer on the table: my Josh Jacobs for his Jaylen Waddle + Jake Ferguson",
      "does that mix work or does it clip?",
    ],
    expect: "trade",
    players: ["Josh Jacobs", "Jaylen Waddle", "Jake Ferguson"],
  },
  {
    turns: ["got an offer from Coach Ellis while I was charting", "Drake London for my Trey McBride. should I accept?"],
    expect: "trade",
    players: ["Drake London", "Trey McBride"],
  },
  {
    turns: [
      "Hail Mary Heroes wants to make a trade with me.",
      "They give Travis Etienne Jr. and I give DK Metcalf. Accept or not?",
    ],
    expect: "trade",
    players: ["Travis Etienne Jr.", "DK Metcalf"],
  },
  {
    turns: ["Mahomes for Jahmyr Gibbs straight up, I get Gibbs. tell me I'm not getting fleeced again"],
    expect: "trade",
    players: ["Patrick Mahomes", "Jahmyr Gibbs"],
  },

  // waivers
  {
    turns: ["my kicker missed two extra points again", "who's a kicker I can pick up this week? got $34 FAAB left"],
    expect: "waivers",
    position: "K",
  },
  { turns: ["How much FAAB should I bid for Kyle Monangai?"], expect: "waivers", players: ["Kyle Monangai"] },
  {
    turns: ["who's the hottest unsigned act on the wire right now? need an RB pickup"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["my bench is basically a witness protection program", "who's worth picking up this week off free agency?"],
    expect: "waivers",
  },
  {
    turns: ["Is Woody Marks still on the waiver wire?", "Should I pick him up and how much should I bid?"],
    expect: "waivers",
    players: ["Woody Marks"],
  },

  // playoffs
  {
    turns: ["ok I've made peace with a lot about this team", "what are my playoff odds. round down, I can handle it"],
    expect: "playoffs",
  },
  { turns: ["How big is the chance that I make the playoffs?"], expect: "playoffs" },
  {
    turns: ["real talk, am I making the playoff stage or am I the opening act that goes home early?"],
    expect: "playoffs",
  },
  { turns: ["we're 5-5", "realistically do I make the playoffs from here?"], expect: "playoffs" },

  // improveOdds
  { turns: ["what moves boost my playoff odds? this roster needs a remix"], expect: "improveOdds" },
  { turns: ["What can I do to get better playoff chances?"], expect: "improveOdds" },
  {
    turns: ["my playoff odds are apparently 18%", "what do I do to raise that? besides prayer"],
    expect: "improveOdds",
  },
  {
    turns: ["what would help my chances of making the playoffs the most, a trade or a pickup?"],
    expect: "improveOdds",
  },
  { turns: ["what are my odds of making the playoffs?", "ok, how do I push that number up"], expect: "improveOdds" },

  // matchup
  { turns: ["who am I playing this week?"], expect: "matchup" },
  { turns: ["am I favored this week or is it another public execution"], expect: "matchup" },
  {
    turns: ["This week I play against Red Zone Raiders, I think.", "What is my win probability?"],
    expect: "matchup",
    team: "Red Zone Raiders",
  },
  { turns: ["who's my opponent this week", "and am I favored in that battle?"], expect: "matchup" },
  { turns: ["who do I play next week", "are they good? do I even have a chance?"], expect: "matchup", week: "next" },

  // record
  { turns: ["What is my record at the moment?"], expect: "record" },
  { turns: ["where do I rank in the standings. please use small words"], expect: "record" },
  { turns: ["what place am I sitting at right now on the league chart?"], expect: "record" },
  { turns: ["lost a close one last week 😩", "what's my record now?"], expect: "record" },
  { turns: ["how many wins do I have", "and what place is that in the league"], expect: "record" },

  // rosterStatus
  { turns: ["who on my team is hurt or on bye this week"], expect: "rosterStatus" },
  { turns: ["any injuries or byes across my whole roster next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["Do I have players with bye in week 12?"], expect: "rosterStatus", week: 12 },
  {
    turns: ["my team is a hospital ward with a logo", "give me the full injury report for my roster this week"],
    expect: "rosterStatus",
  },
  { turns: ["Who on my roster is on bye this week?", "and for next week?"], expect: "rosterStatus", week: "next" },

  // positionRank
  {
    turns: ["rank my wide receivers for this week, top of the bill to the bottom"],
    expect: "positionRank",
    position: "WR",
  },
  { turns: ["Can you rank my running backs for week 11?"], expect: "positionRank", position: "RB", week: 11 },
  {
    turns: ["rank my tight ends this week from least embarrassing to most embarrassing"],
    expect: "positionRank",
    position: "TE",
  },
  { turns: ["rank my RBs for this week", "and my WRs?"], expect: "positionRank", position: "WR" },
  {
    turns: ["rank my receivers for this week", "same thing but next week"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  { turns: ["Please order my quarterbacks from best to worst for this week."], expect: "positionRank", position: "QB" },

  // projectedTotal
  { turns: ["what's my team projected to score this week"], expect: "projectedTotal" },
  { turns: ["give me my projected total and the floor. mostly the floor. I live there."], expect: "projectedTotal" },
  {
    turns: ["How many points will my team score in week 12? Also the range please."],
    expect: "projectedTotal",
    week: 12,
  },
  { turns: ["what's my projection this week", "and the ceiling? how loud can this set get"], expect: "projectedTotal" },
  { turns: ["projected points for my team this week?", "and next week?"], expect: "projectedTotal", week: "next" },

  // leaders
  { turns: ["Who is the best team in the league right now?"], expect: "leaders" },
  { turns: ["who's leading the league in points? so I know who to be jealous of"], expect: "leaders" },
  { turns: ["show me the whole league standings, who's topping the charts"], expect: "leaders" },
  {
    turns: ["what are my playoff odds", "which team has the best odds in the whole league though?"],
    expect: "leaders",
  },
  { turns: ["who's in first place", "and who's scored the most points overall?"], expect: "leaders" },

  // sleepers
  { turns: ["give me some deep cuts for next week, sleepers nobody's spinning yet"], expect: "sleepers", week: "next" },
  { turns: ["I need help for next week.", "Do you know some sleeper players?"], expect: "sleepers", week: "next" },
  { turns: ["any under the radar guys worth a look this week?"], expect: "sleepers" },
  {
    turns: ["who are the sleepers this week? and I don't mean my starters, even though they are also asleep"],
    expect: "sleepers",
  },
  {
    turns: ["who should I pick up this week?", "what about sleepers for next week, the deeper guys"],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["Which under-the-radar players could break out in week 12?"], expect: "sleepers", week: 12 },

  // dropStash
  {
    turns: ["should I drop Tyreek Hill or stash him on IR? feels like a goals-of-care talk honestly"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  { turns: ["My injured players - should I drop them or put them on IR?"], expect: "dropStash" },
  {
    turns: ["Malik Nabers is done for the year. do I drop him or keep him on IR like a trophy from a better time"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["got a few guys sitting out hurt", "which ones do I cut and which do I keep in the vault on IR?"],
    expect: "dropStash",
  },
  { turns: ["Cam Skattebo is injured.", "Drop him or stash him?"], expect: "dropStash", players: ["Cam Skattebo"] },

  // byeCover
  {
    turns: ["My tight end has bye next week.", "Who can I get as backup?"],
    expect: "byeCover",
    position: "TE",
    week: "next",
  },
  {
    turns: ["my QB is off the bill this week, bye. need a streamer to cover the set"],
    expect: "byeCover",
    position: "QB",
  },
  {
    turns: ["my TE is on bye, who's a streamer so I don't have to suit up myself at tight end"],
    expect: "byeCover",
    position: "TE",
  },
  {
    turns: ["my kicker has a bye in week 12", "who should I pick up to cover him?"],
    expect: "byeCover",
    position: "K",
    week: 12,
  },
  {
    turns: ["both my RBs are on bye next week. because of course they are.", "who do I stream to cover it"],
    expect: "byeCover",
    position: "RB",
    week: "next",
  },
  { turns: ["need a bye-week fill-in at WR this week, who's out there?"], expect: "byeCover", position: "WR" },

  // scenario
  {
    turns: ["what are my playoff odds if I win out. hypothetically. in a fantasy world. which this is."],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["I have 4 games left.", "If I go 3-1, what are my playoff chances?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["if I lose this week am I done? what do the odds look like then"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["what are my playoff odds", "and if I go 2-2 the rest of the way?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  { turns: ["say I win 2 more games", "do I make it then?"], expect: "scenario", scenario: { wins: 2, games: null } },

  // tradeIdeas
  {
    turns: ["Ja'Marr's been my headliner all year", "what could I get for him if I shopped him around?"],
    expect: "tradeIdeas",
    players: ["Ja'Marr Chase"],
  },
  { turns: ["Give me trade ideas please, I need a better running back."], expect: "tradeIdeas", position: "RB" },
  {
    turns: ["any 2-for-1 trade ideas? I've got a lot of mediocre guys and zero good ones, like my dating history"],
    expect: "tradeIdeas",
  },
  { turns: ["which team should I try to trade with? I really need a WR"], expect: "tradeIdeas", position: "WR" },
  {
    turns: ["I have too many tight ends.", "What could I get for Dallas Goedert?"],
    expect: "tradeIdeas",
    players: ["Dallas Goedert"],
  },
  {
    turns: ["I want to move Kyren Williams", "who in the league would want him and what's a fair return to ask?"],
    expect: "tradeIdeas",
    players: ["Kyren Williams"],
  },

  // help
  { turns: ["what can you actually help me with?"], expect: "help" },
  { turns: ["Hello, how does this work? What can you do for me?"], expect: "help" },
  {
    turns: ["first time using this thing", "what are you, exactly? like what can you do besides watch me lose"],
    expect: "help",
  },
  { turns: ["give me the rundown, what's in your catalog? what kind of stuff can I ask you"], expect: "help" },
  { turns: ["hi", "what kind of questions can I ask you?"], expect: "help" },

  // None
  { turns: ["what's the weather supposed to be in Green Bay sunday? I might drive up for the game"], expect: "None" },
  { turns: ["Can you explain me how relegation works in the Bundesliga?"], expect: "None" },
  { turns: ["tell me a joke. a different one than my team."], expect: "None" },
  { turns: ["what's the spread on Chiefs vs Broncos? thinking of putting real money on it"], expect: "None" },
  { turns: ["any good crockpot recipe for night shift? something I can eat at 3am"], expect: "None" },
  {
    turns: ["Danke for the help with my lineup!", "By the way, who won the NBA championship last year?"],
    expect: "None",
  },
  { turns: ["what BPM should a warm-up set sit at? asking for my gig friday"], expect: "None" },
  { turns: ["ok forget football for a sec", "how do I get my cat to stop waking me up at 5am"], expect: "None" },

  // two asks in the last message
  {
    turns: ["Is Jonathan Taylor healthy, and should I start him this week?"],
    expect: ["status", "startSit"],
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["am I favored this week? and is Xavier Worthy a start or does he stay in the crate"],
    expect: ["matchup", "startSit"],
    players: ["Xavier Worthy"],
  },
  {
    turns: ["optimize the lineup for me this week and then tell me what we're projected to score"],
    expect: ["lineup", "projectedTotal"],
  },
  {
    turns: ["can you check who on my roster is hurt this week and then set the best lineup around it?"],
    expect: ["rosterStatus", "lineup"],
  },
  {
    turns: [
      "what's Justin Herbert's outlook rest of season, and what's he worth in a trade? asking before I panic-sell",
    ],
    expect: ["outlook", "tradeValue"],
    players: ["Justin Herbert"],
  },
  {
    turns: ["Saquon.", "is he playing this week, and if so what's he projected to put up"],
    expect: ["status", "outlook"],
    players: ["Saquon Barkley"],
  },
  {
    turns: ["who should I pick up this week, and should I drop one of my hurt guys to make room?"],
    expect: ["waivers", "dropStash"],
  },
  {
    turns: ["Should I drop J.K. Dobbins, and who should I pick up instead of him?"],
    expect: ["dropStash", "waivers"],
    players: ["J.K. Dobbins"],
  },
  { turns: ["What is my record and do I still have a chance for the playoffs?"], expect: ["record", "playoffs"] },
  {
    turns: ["What are my playoff odds and what should I do to make them higher?"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["who am I up against this week and what's my projected total looking like?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["Okay, last week was bad.", "What is my record now, and who do I play this week?"],
    expect: ["record", "matchup"],
  },
  {
    turns: ["I have a few guys on bye next week I think", "who exactly, and who can I stream to cover them?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
  },
  {
    turns: ["where are my playoff odds at right now, and what if I run the table and win out?"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  { turns: ["Who is first in the league and on which place am I?"], expect: ["leaders", "record"] },
  {
    turns: ["where am I in the standings and what am I projected for this week? rip the band-aid off"],
    expect: ["record", "projectedTotal"],
  },
];
