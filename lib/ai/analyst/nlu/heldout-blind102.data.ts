// Blind held-out evaluation set 102 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: office worker.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_102: HeldOutCase[] = [
  // startSit
  {
    turns: ["I've been going back and forth on this all morning. Should I start Puka or Garrett Wilson this week?"],
    expect: "startSit",
    players: ["Puka Nacua", "Garrett Wilson"],
  },
  {
    turns: ["Quick one before my 1pm meeting. Bucky Irving or Chase Brown, which one do I start in week 11?"],
    expect: "startSit",
    players: ["Bucky Irving", "Chase Brown"],
    week: 11,
  },
  {
    turns: [
      "I was planning on starting Drake London this week.",
      "actually would you start him over Tee Higgins? higgins has a juicy matchup",
    ],
    expect: "startSit",
    players: ["Drake London", "Tee Higgins"],
  },
  {
    turns: ["I have Lamar and Josh Allen and both of them play on Sunday. Which one should I start this week?"],
    expect: "startSit",
    players: ["Lamar Jackson", "Josh Allen"],
  },
  {
    turns: ["Should I start Kenneth Walker or Kyren Williams this week?", "ok and for wk 14, same question"],
    expect: "startSit",
    players: ["Kenneth Walker III", "Kyren Williams"],
    week: 14,
  },
  {
    turns: [
      "Three receivers, two starting spots: Olave, Pickens and DK Metcalf. My gut says bench Metcalf, " +
        "but tell me who I should actually start this week.",
    ],
    expect: "startSit",
    players: ["Chris Olave", "George Pickens", "DK Metcalf"],
  },

  // compare
  {
    turns: [
      "I'm in a dynasty league with some coworkers. Long term, who would you rather have, Nabers or Ja'Marr Chase?",
    ],
    expect: "compare",
    players: ["Malik Nabers", "Ja'Marr Chase"],
  },
  {
    turns: ["For the rest of the season, is Jeanty or Omarion Hampton the better running back to own?"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["Who's the better tight end ROS, Brock Bowers or Trey McBride?", "and what about kittle vs mcbride?"],
    expect: "compare",
    players: ["George Kittle", "Trey McBride"],
  },
  {
    turns: ["Not asking about this week. Over the rest of the year, who do you like more between JSN and Amon-Ra?"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Amon-Ra St. Brown"],
  },
  {
    turns: ["Keeper question for next year since we keep one qb: Jaxson Dart or Drake Maye, who's better long term?"],
    expect: "compare",
    players: ["Jaxson Dart", "Drake Maye"],
  },
  {
    turns: [
      "I keep hearing mixed things about Javonte Williams lately.",
      "going forward, is he a better hold than Rico Dowdle or am i overthinking it",
    ],
    expect: "compare",
    players: ["Javonte Williams", "Rico Dowdle"],
  },

  // slot
  {
    turns: ["My RB2 spot is a mess this week with all the injuries going around. Who should I put there?"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: [
      "I need somebody in my flex this week. Candidates are Jakobi Meyers, Wan'Dale Robinson and " +
        "Rhamondre Stevenson. who goes in?",
    ],
    expect: "slot",
    position: "FLEX",
    players: ["Jakobi Meyers", "Wan'Dale Robinson", "Rhamondre Stevenson"],
  },
  {
    turns: [
      "The TE spot has been a black hole for me all year. Who should fill it this week, Kyle Pitts or Hunter Henry?",
    ],
    expect: "slot",
    position: "TE",
    players: ["Kyle Pitts", "Hunter Henry"],
  },
  {
    turns: ["I'm trying to get my lineup sorted before lunch ends.", "who should be my WR3 this week?"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["who should i play at flex in week 12? feels like i've tried everybody on my bench already"],
    expect: "slot",
    position: "FLEX",
    week: 12,
  },
  {
    turns: ["my rb situation is ugly right now", "who should be in the RB1 slot next week?"],
    expect: "slot",
    position: "RB",
    week: "next",
  },

  // lineup
  {
    turns: [
      "Before I lock things in for the weekend, can you look over my whole starting lineup " +
        "and tell me if it's optimal?",
    ],
    expect: "lineup",
  },
  {
    turns: ["set my lineup for week 13 please, I'm stuck in back to back meetings all afternoon"],
    expect: "lineup",
    week: 13,
  },
  {
    turns: ["Is my lineup good this week?", "what about next week's lineup, anything you'd change?"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["Can you check my lineup for this week and tell me how many points it's projected to score?"],
    expect: ["lineup", "projectedTotal"],
  },
  {
    turns: [
      "My wife says I overthink this. Is my current starting lineup the best I can do, " +
        "or am I leaving points on the bench?",
    ],
    expect: "lineup",
  },
  {
    turns: ["can u optimize my starters for wk 15"],
    expect: "lineup",
    week: 15,
  },

  // outlook
  {
    turns: [
      "I traded for Jonathan Taylor last week and I'm a little nervous. What are you projecting for him this week?",
    ],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["How do you expect Tetairoa McMillan to do the rest of the season? The rookie wall has me worried."],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
  },
  {
    turns: ["What's the projection for Saquon this week?", "and week 16? that's our championship week"],
    expect: "outlook",
    players: ["Saquon Barkley"],
    week: 16,
  },
  {
    turns: ["How's Kyren going to do this week, and is he fully healthy?"],
    expect: ["outlook", "status"],
    players: ["Kyren Williams"],
  },
  {
    turns: ["I grabbed Woody Marks off waivers on Tuesday.", "whats his outlook for next week?"],
    expect: "outlook",
    players: ["Woody Marks"],
    week: "next",
  },
  {
    turns: ["Is CMC going to put up big numbers in week 12, or should I temper my expectations?"],
    expect: "outlook",
    players: ["Christian McCaffrey"],
    week: 12,
  },

  // status
  {
    turns: ["I saw something on twitter on the train this morning. Is Tyreek Hill hurt?"],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["Did Rashee Rice practice today? I haven't had a chance to look at the injury report."],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["Is Justin Jefferson playing sunday?", "and what about addison, is he ok?"],
    expect: "status",
    players: ["Jordan Addison"],
  },
  {
    turns: ["Is Nico Collins healthy, and how do you expect him to do this week?"],
    expect: ["status", "outlook"],
    players: ["Nico Collins"],
  },
  {
    turns: ["Is Breece Hall on the injury report this week, or is he good to go?"],
    expect: "status",
    players: ["Breece Hall"],
  },
  {
    turns: ["I need to decide on my tight end before kickoff.", "Is LaPorta active today or still out?"],
    expect: "status",
    players: ["Sam LaPorta"],
  },

  // tradeValue
  {
    turns: [
      "Someone in my league keeps messaging me about Davante Adams. What is he actually worth in a trade right now?",
    ],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: ["Should I be looking to sell James Cook, or is he worth more to me just sitting on my roster?"],
    expect: "tradeValue",
    players: ["James Cook"],
  },
  {
    turns: ["What's Derrick Henry's trade value at this point in the season? He's not getting any younger."],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["I've been getting a lot of offers for Gibbs lately.", "What's his value these days?"],
    expect: "tradeValue",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["how much is Ladd Mcconkey worth on the trade market in a 12 team ppr"],
    expect: "tradeValue",
    players: ["Ladd McConkey"],
  },
  {
    turns: ["Josh Jacobs had a monster game last week.", "What kind of trade value does he have now?"],
    expect: "tradeValue",
    players: ["Josh Jacobs"],
  },

  // buyLow
  {
    turns: ["Who are some good buy-low candidates right now? I've got a deep bench I can use to make offers."],
    expect: "buyLow",
  },
  {
    turns: ["Is Brian Thomas a buy low after his slow start, or is something actually wrong there?"],
    expect: "buyLow",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["Which players should I be trying to sell high on before the deadline?"],
    expect: "buyLow",
  },
  {
    turns: ["Who should I be targeting as buy-low guys this week?", "would xavier worthy count as one?"],
    expect: "buyLow",
    players: ["Xavier Worthy"],
  },
  {
    turns: ["Chuba has been on a heater. Is now the time to sell high on him?"],
    expect: "buyLow",
    players: ["Chuba Hubbard"],
  },
  {
    turns: ["give me a few sell-high names, the trade deadline is thursday and i want to move fast"],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["I've been offered a trade where I give Tee Higgins and get Terry McLaurin. Is that fair?"],
    expect: "trade",
    players: ["Tee Higgins", "Terry McLaurin"],
  },
  {
    turns: ["Should I accept this one: my Breece Hall for his DeVonta Smith and Rachaad White?"],
    expect: "trade",
    players: ["Breece Hall", "DeVonta Smith", "Rachaad White"],
  },
  {
    turns: ["The guy who runs Blitz Brigade offered me CeeDee Lamb for Bijan.", "who wins that trade?"],
    expect: "trade",
    players: ["CeeDee Lamb", "Bijan Robinson"],
  },
  {
    turns: ["trading away kelce + zay flowers for trey mcbride, good idea or am i getting fleeced"],
    expect: "trade",
    players: ["Travis Kelce", "Zay Flowers", "Trey McBride"],
  },
  {
    turns: ["My buddy in accounting wants my Mike Evans for his Courtland Sutton straight up. Should I do it?"],
    expect: "trade",
    players: ["Mike Evans", "Courtland Sutton"],
  },
  {
    turns: ["I'm thinking about giving up Jalen Hurts for Joe Burrow.", "Is that a good deal for me?"],
    expect: "trade",
    players: ["Jalen Hurts", "Joe Burrow"],
  },

  // waivers
  {
    turns: ["I've got a roster spot open after cutting my kicker. Who are the best waiver pickups this week?"],
    expect: "waivers",
  },
  {
    turns: ["How much FAAB should I bid on Kyle Monangai? I've got $64 left for the season."],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["who should i grab off the wire before tonight's waiver run"],
    expect: "waivers",
  },
  {
    turns: ["Should I put a claim in for Tyrone Tracy?", "ok how much of my faab should i spend on him"],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },
  {
    turns: ["Who should I pick up this week, and are there any deeper stashes worth grabbing for the playoffs?"],
    expect: ["waivers", "sleepers"],
  },
  {
    turns: ["My receiver room is banged up again.", "which free agents should I put claims in for this week?"],
    expect: "waivers",
  },

  // playoffs
  {
    turns: ["We're about two thirds of the way through the season. What are my chances of making the playoffs?"],
    expect: "playoffs",
  },
  {
    turns: ["am i going to make the playoffs or is it time to start thinking about next year"],
    expect: "playoffs",
  },
  {
    turns: ["What do my playoff odds look like right now?"],
    expect: "playoffs",
  },
  {
    turns: ["What's my record?", "and do I still have a shot at the playoffs?"],
    expect: "playoffs",
  },
  {
    turns: ["we just lost again, ugh", "realistically is gridiron gurus still a playoff team this year?"],
    expect: "playoffs",
  },
  {
    turns: ["What are my playoff odds, and what should I do to improve them?"],
    expect: ["playoffs", "improveOdds"],
  },

  // improveOdds
  {
    turns: ["My playoff odds look shaky. What moves should I make to improve my chances?"],
    expect: "improveOdds",
  },
  {
    turns: ["what do i need to do to get into the playoffs? im willing to make trades if that helps"],
    expect: "improveOdds",
  },
  {
    turns: ["What are my playoff odds?", "ok that's grim. what can I do to raise them?"],
    expect: "improveOdds",
  },
  {
    turns: ["I'm right on the bubble. Are there any roster moves that would bump up my playoff probability?"],
    expect: "improveOdds",
  },
  {
    turns: ["I need to sneak into the top 6 somehow. What's the best thing I can do this week to help my odds?"],
    expect: "improveOdds",
  },
  {
    turns: ["What are my odds if I lose this week, and what moves would help my chances?"],
    expect: ["scenario", "improveOdds"],
    scenario: "lose-this-week",
  },

  // matchup
  {
    turns: ["Who am I playing this week? I forgot to check over the weekend."],
    expect: "matchup",
  },
  {
    turns: ["Am I favored in my matchup this week?"],
    expect: "matchup",
  },
  {
    turns: ["I'm up against Audible Alchemists this week.", "what's my win probability?"],
    expect: "matchup",
  },
  {
    turns: ["who's my opponent this week", "how does the matchup look for me?"],
    expect: "matchup",
  },
  {
    turns: [
      "My coworker and I play each other this week and there's a lunch on the line. What are my odds of winning?",
    ],
    expect: "matchup",
  },
  {
    turns: ["Who am I up against this week, and what's my record so far?"],
    expect: ["matchup", "record"],
  },

  // record
  {
    turns: ["What's my record at this point? I've honestly lost track."],
    expect: "record",
  },
  {
    turns: ["Where does Gridiron Gurus stand in the league right now?"],
    expect: "record",
  },
  {
    turns: ["What's the Sunday Scaries' record? My boss runs that team and won't stop bragging."],
    expect: "record",
    team: "Sunday Scaries",
  },
  {
    turns: ["What's my record?", "and how about Hail Mary Heroes?"],
    expect: "record",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["what place am i in rn"],
    expect: "record",
  },
  {
    turns: ["What's my record, and am I going to make the playoffs?"],
    expect: ["record", "playoffs"],
  },

  // rosterStatus
  {
    turns: ["Who on my roster is injured this week?"],
    expect: "rosterStatus",
  },
  {
    turns: ["Which of my guys are on bye next week? I like to plan ahead."],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["can you run through injuries and byes on my team for week 10"],
    expect: "rosterStatus",
    week: 10,
  },
  {
    turns: ["Any injuries on my team I should know about?", "what about byes next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["Is anyone on my team hurt this week, and is my lineup set right?"],
    expect: ["rosterStatus", "lineup"],
  },
  {
    turns: ["Do I have any bye week problems on my roster in week 14?"],
    expect: "rosterStatus",
    week: 14,
  },

  // positionRank
  {
    turns: ["Can you rank my running backs for this week?"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["How would you rank my wide receivers for week 12?"],
    expect: "positionRank",
    position: "WR",
    week: 12,
  },
  {
    turns: ["rank my tes for next week pls"],
    expect: "positionRank",
    position: "TE",
    week: "next",
  },
  {
    turns: ["Rank my WRs this week.", "now do my RBs"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["I have too many receivers and can't keep them straight. Order my WRs from best to worst for this week."],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["I've got Goff and Herbert on my roster.", "Could you rank my quarterbacks for this week?"],
    expect: "positionRank",
    position: "QB",
  },

  // projectedTotal
  {
    turns: ["How many points is my team projected to score this week?"],
    expect: "projectedTotal",
  },
  {
    turns: ["What's my projected total for week 13, and what are the floor and ceiling?"],
    expect: "projectedTotal",
    week: 13,
  },
  {
    turns: ["whats my team's ceiling this week"],
    expect: "projectedTotal",
  },
  {
    turns: ["What's my projected score this week?", "and next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["Give me my team's projected points range for this weekend, best case to worst case."],
    expect: "projectedTotal",
  },
  {
    turns: ["What's my projected total this week, and am I favored?"],
    expect: ["projectedTotal", "matchup"],
  },

  // leaders
  {
    turns: ["Who's the best team in the league right now?"],
    expect: "leaders",
  },
  {
    turns: ["Which team has scored the most points this season?"],
    expect: "leaders",
  },
  {
    turns: ["who leads the league"],
    expect: "leaders",
  },
  {
    turns: ["Which team in our league has the highest playoff odds right now?"],
    expect: "leaders",
  },
  {
    turns: ["What's my record?", "ok and who's sitting at the top of the standings?"],
    expect: "leaders",
  },
  {
    turns: ["Who's in first place, and where am I in the standings?"],
    expect: ["leaders", "record"],
  },

  // sleepers
  {
    turns: ["Any deep sleepers I should stash for the playoff stretch?"],
    expect: "sleepers",
  },
  {
    turns: ["Who are some sleepers for next week that nobody in my league is talking about?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["I have an empty bench spot. Who's a good stash candidate off waivers for later in the season?"],
    expect: "sleepers",
  },
  {
    turns: ["give me some deep-league sleeper names for week 15"],
    expect: "sleepers",
    week: 15,
  },
  {
    turns: ["Who are the top adds this week?", "ok what about deeper sleepers for down the road?"],
    expect: "sleepers",
  },
  {
    turns: ["Which under-the-radar guys are worth stashing now before they break out?"],
    expect: "sleepers",
  },

  // dropStash
  {
    turns: ["Rashee Rice has been dealing with this injury for weeks now. Should I drop him or keep holding?"],
    expect: "dropStash",
    players: ["Rashee Rice"],
  },
  {
    turns: ["Should I put Chris Godwin on IR or just cut him?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  {
    turns: ["Is Mark Andrews hurt?", "should I drop him or stash him then?"],
    expect: "dropStash",
    players: ["Mark Andrews"],
  },
  {
    turns: ["Is it worth holding J.K. Dobbins while he's out, or should I cut bait?"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["my IR spot is open. worth stashing Etienne there or should i just drop him?"],
    expect: "dropStash",
    players: ["Travis Etienne Jr."],
  },
  {
    turns: ["Should I drop Tucker Kraft now that he's hurt, and who should I pick up on waivers to replace him?"],
    expect: ["dropStash", "waivers"],
    players: ["Tucker Kraft"],
  },

  // byeCover
  {
    turns: ["Josh Allen is on bye next week. Who should I pick up to cover QB?"],
    expect: "byeCover",
    players: ["Josh Allen"],
    week: "next",
  },
  {
    turns: ["Kittle has a bye this week. Who's a good streaming tight end to fill in for him?"],
    expect: "byeCover",
    players: ["George Kittle"],
  },
  {
    turns: ["Who can cover for Bijan during his bye week?"],
    expect: "byeCover",
    players: ["Bijan Robinson"],
  },
  {
    turns: ["Which of my guys are on bye next week?", "ok who should replace Nico Collins while he's out on bye?"],
    expect: "byeCover",
    players: ["Nico Collins"],
    week: "next",
  },
  {
    turns: ["I lose Lamb to the bye in week 10. Any backup WR you'd recommend to cover him?"],
    expect: "byeCover",
    players: ["CeeDee Lamb"],
    week: 10,
  },
  {
    turns: ["my dst is on bye this week, who should i stream in its place"],
    expect: "byeCover",
  },

  // scenario
  {
    turns: ["If I win out, do I make the playoffs?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["What happens to my playoff odds if I lose this week?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["If I go 3-2 the rest of the way, am I in?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["what are my playoff chances if i win 2 of my last 4"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["What are my playoff chances?", "and if I win out?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["Say I win three more games. Is that enough to get me into the playoffs?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },

  // tradeIdeas
  {
    turns: ["I have a surplus at running back. Who could I get if I shop Kenneth Walker?"],
    expect: "tradeIdeas",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["Can you give me some 2-for-1 trade ideas using Chase Brown and Jaylen Warren?"],
    expect: "tradeIdeas",
    players: ["Chase Brown", "Jaylen Warren"],
  },
  {
    turns: ["What kind of package could I build around Puka to land a top tight end?"],
    expect: "tradeIdeas",
    players: ["Puka Nacua"],
  },
  {
    turns: ["I want to move Olave before the deadline.", "who could I get for him in a trade?"],
    expect: "tradeIdeas",
    players: ["Chris Olave"],
  },
  {
    turns: ["Any trade ideas built around Skattebo? I'd like a receiver back if possible."],
    expect: "tradeIdeas",
    players: ["Cam Skattebo"],
  },
  {
    turns: ["Which teams might want Alvin Kamara, and what could I ask for in return?"],
    expect: "tradeIdeas",
    players: ["Alvin Kamara"],
  },

  // help
  {
    turns: ["I'm new to this app. What can you actually help me with?"],
    expect: "help",
  },
  {
    turns: ["how do i use this thing"],
    expect: "help",
  },
  {
    turns: ["What kinds of questions am I allowed to ask you?"],
    expect: "help",
  },
  {
    turns: ["hi", "what can you do?"],
    expect: "help",
  },
  {
    turns: ["A coworker recommended this assistant to me. What are you able to do for my team?"],
    expect: "help",
  },
  {
    turns: ["help"],
    expect: "help",
  },

  // None
  {
    turns: ["Is it going to rain in Buffalo on Sunday? I'm thinking about driving up for the game."],
    expect: "None",
  },
  {
    turns: ["Can you tell me a joke to get me through this afternoon?"],
    expect: "None",
  },
  {
    turns: ["Who do you think wins the NBA title this year?"],
    expect: "None",
  },
  {
    turns: [
      "Should I start Goff or Herbert this week?",
      "ok unrelated, but do you know a good pizza place near my office?",
    ],
    expect: "None",
  },
  {
    turns: ["Can you help me write an email to my manager asking for Friday off?"],
    expect: "None",
  },
  {
    turns: ["How many Super Bowls has Tom Brady won in his career?"],
    expect: "None",
  },
];
