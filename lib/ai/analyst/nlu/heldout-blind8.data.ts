// Eighth blind held-out set for the GM's understanding, written by someone who never saw the training paraphrases,
// the cue lists, the other held-out sets or the evaluation script: only the families' one-line meanings and the
// demo league's team names. The voices are a jargon-heavy veteran (ROS, PPR, ECR, bellcow, WW, DST), a non-native
// speaker with unusual word order, run-on voice dictation with fillers, ultra-terse one-to-four word messages, a
// sarcastic joker who wraps the real question in a joke, and a commissioner who talks about other managers by name.
// It is scored once and never tuned on.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_8: HeldOutCase[] = [
  // startSit
  {
    turns: ["PPR, who do I roll out this wk, Chuba or Achane? feels like Achane has the smash spot but idk"],
    expect: "startSit",
    players: ["Chuba Hubbard", "De'Von Achane"],
  },
  { turns: ["kelce sit?"], expect: "startSit", players: ["Travis Kelce"] },
  {
    turns: ["This week I must to choose, Jaylen Waddle or Courtland Sutton, which one I put for play?"],
    expect: "startSit",
    players: ["Jaylen Waddle", "Courtland Sutton"],
  },
  {
    turns: ["um so like should i start bo nix or jared goff this week i kinda feel like goff but i dunno"],
    expect: "startSit",
    players: ["Bo Nix", "Jared Goff"],
  },
  {
    turns: [
      "My therapist says I need to learn to let go. Does that extend to benching Marvin Harrison Jr this week, or nah?",
    ],
    expect: "startSit",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: ["start Jakobi Meyers or Jerry Jeudy this week?", "ok and for week 12, same call?"],
    expect: "startSit",
    players: ["Jakobi Meyers", "Jerry Jeudy"],
    week: 12,
  },
  {
    turns: ["shoud i play Kyren Wiliams or Bucky Irving sunday"],
    expect: "startSit",
    players: ["Kyren Williams", "Bucky Irving"],
  },
  {
    turns: [
      "Is Tetairoa McMillan worth starting this week? Coach Harper benched him and got burned",
      "what if I put Rome Odunze in instead of him",
    ],
    expect: "startSit",
    players: ["Rome Odunze", "Tetairoa McMillan"],
  },
  {
    turns: ["egbuka, shakir or wandale this week? only got room for one"],
    expect: "startSit",
    players: ["Emeka Egbuka", "Khalil Shakir", "Wan'Dale Robinson"],
  },

  // compare
  {
    turns: ["keeper q: ROS and beyond, JSN or Garret Wilson? who's the better long-term WR1"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Garrett Wilson"],
  },
  {
    turns: ["For the rest of season, who is more better, Omarion Hampton or Ashton Jeanty?"],
    expect: "compare",
    players: ["Omarion Hampton", "Ashton Jeanty"],
  },
  {
    turns: ["okay so uh long term like for the rest of the year is trey mcbryde better than brock bowers or no"],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: ["how has Puka looked this season?", "better keeper for next year, him or Nico Collins?"],
    expect: "compare",
    players: ["Puka Nacua", "Nico Collins"],
  },
  {
    turns: [
      "Coach Tatum and I are arguing in the group chat. Rest of season, Bijan or Gibbs, who's the " +
        "better back? Settle it",
    ],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },

  // slot
  { turns: ["my flex this wk?"], expect: "slot" },
  {
    turns: ["who slots into my TE spot this week? want the hieghest-floor option I've got"],
    expect: "slot",
    position: "TE",
  },
  { turns: ["My RB2 place, who I should put there this week from my players?"], expect: "slot", position: "RB" },
  {
    turns: [
      "hey so um who should go in my superflex spot this week like is there somebody better than what i got in there",
    ],
    expect: "slot",
  },
  { turns: ["who should be my flex this week?", "and my WR2 spot?"], expect: "slot", position: "WR" },

  // lineup
  { turns: ["lineup optimal?"], expect: "lineup" },
  { turns: ["Please you check my whole lineup, everything is correct for this week?"], expect: "lineup" },
  {
    turns: [
      "Set my lineup for me, I'm clearly not qualifed. I started a guy on bye last week. Make it optimal this time.",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "can you uh just go through my whole starting lineup and tell me if anything needs changing before kickoff",
    ],
    expect: "lineup",
  },
  { turns: ["is my lineup set right for this week?", "what about for week 11"], expect: "lineup", week: 11 },

  // outlook
  {
    turns: ["what's Javonte's floor and cieling in PPR this wk? bellcow role still intact?"],
    expect: "outlook",
    players: ["Javonte Williams"],
  },
  { turns: ["judkins proj?"], expect: "outlook", players: ["Quinshon Judkins"] },
  {
    turns: ["How many points will make Drake London on this Sunday, you think?"],
    expect: "outlook",
    players: ["Drake London"],
  },
  {
    turns: ["so what kinda numbers is jonathon taylor gonna put up this week like realistically"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["what's Tee Higgins projected for?", "and next week?"],
    expect: "outlook",
    players: ["Tee Higgins"],
    week: "next",
  },

  // status
  { turns: ["mahomes playing?"], expect: "status", players: ["Patrick Mahomes"] },
  {
    turns: ["Is it true that George Kittle is injured? He will be able for play?"],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: ["wait is dk metcalfe on bye this week or is he active i cant remember"],
    expect: "status",
    players: ["DK Metcalf"],
  },
  {
    turns: ["Is Mark Andrwes actually healthy or is he just cosplaying as a football player again?"],
    expect: "status",
    players: ["Mark Andrews"],
  },
  { turns: ["is Breece Hall active this week?", "and Braelon?"], expect: "status", players: ["Braelon Allen"] },

  // tradeValue
  {
    turns: ["sell-high window on Jaxon Dart? SF league, his value's never gonna be higher than this"],
    expect: "tradeValue",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["What is the value of Rashee Rise in a trade, how much he is worth?"],
    expect: "tradeValue",
    players: ["Rashee Rice"],
  },
  { turns: ["worth buying ladd?"], expect: "tradeValue", players: ["Ladd McConkey"] },
  {
    turns: ["Coach Reese keeps asking about Chris Olave. What's he actually worth in a trade before I answer her?"],
    expect: "tradeValue",
    players: ["Chris Olave"],
  },
  {
    turns: ["what's Kenneth Walker worth in a trade?", "should I sell him now or hold?"],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },

  // buyLow
  { turns: ["buy lows?"], expect: "buyLow" },
  {
    turns: [
      "gimme some sell-high candidates, guys way outproducing their ECR that I should move before regression hits",
    ],
    expect: "buyLow",
  },
  {
    turns: ["Which players now are cheap for buy, because they play bad lately but later will be good?"],
    expect: "buyLow",
  },
  { turns: ["um are there any like buy low guys rite now that i should be targeting in trades"], expect: "buyLow" },

  // trade
  {
    turns: ["2-for-1 offer: my Chase Brown + Khalil Shakir for his Garrett Wilson. consolidation move, accept?"],
    expect: "trade",
    players: ["Chase Brown", "Khalil Shakir", "Garrett Wilson"],
  },
  {
    turns: ["Somebody offer me Travis Etienne and want my Tyler Warren. This trade is good for me or not?"],
    expect: "trade",
    players: ["Travis Etienne", "Tyler Warren"],
  },
  { turns: ["jacobs for lamb trade?"], expect: "trade", players: ["Josh Jacobs", "CeeDee Lamb"] },
  {
    turns: [
      "Coach Ellis offered me Jordan Addison for my Zay Flowers. He's been fleecing people all year. Do I take it?",
    ],
    expect: "trade",
    players: ["Jordan Addison", "Zay Flowers"],
  },
  {
    turns: [
      "so somebody wants to give me david montgomary and i give them tucker kraft is that like a " +
        "fair trade or am i getting robbed",
    ],
    expect: "trade",
    players: ["David Montgomery", "Tucker Kraft"],
  },
  {
    turns: [
      "Someone offered me Stefon Digs for Jameson Williams, which is either genius or a cry for help. Which one?",
    ],
    expect: "trade",
    players: ["Stefon Diggs", "Jameson Williams"],
  },
  {
    turns: ["should I trade Deebo for Tony Pollard?", "what if they throw in Jordan Mason too"],
    expect: "trade",
    players: ["Deebo Samuel Sr.", "Tony Pollard", "Jordan Mason"],
  },
  {
    turns: ["accept? giving Derrick Henry, getting Achane + Hunter Henry. ROS I think it's a win for me"],
    expect: "trade",
    players: ["Derrick Henry", "De'Von Achane", "Hunter Henry"],
  },

  // waivers
  { turns: ["faab tuten?"], expect: "waivers", players: ["Bhayshul Tuten"] },
  { turns: ["top WW adds this wk at RB? need a handcuff w/ standalone value"], expect: "waivers", position: "RB" },
  { turns: ["Who is good to take from the waiver this week? I have 40 dollars of FAAB still."], expect: "waivers" },
  {
    turns: ["so um how much of my faab should i throw at kyle monangai like is he worth a big bid or nah"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["My bench is a graveyard. Who's the best pickup off waivers this week to raise it from the dead?"],
    expect: "waivers",
  },
  { turns: ["best wr on the waiver wire rn? need somone who can play this weak"], expect: "waivers", position: "WR" },
  {
    turns: ["who should I grab off waivers this week?", "how much should I bid on Woody Marks"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: [
      "Coach Finley's gonna blow his whole budjet on Troy Franklin again. Should I put a claim in " +
        "on him first, and for how much?",
    ],
    expect: "waivers",
    players: ["Troy Franklin"],
  },

  // playoffs
  { turns: ["playoff odds?"], expect: "playoffs" },
  { turns: ["What is the chance that my team go to the playoffs this year?"], expect: "playoffs" },
  { turns: ["hey so uh am i making the playofs or what like whats the percentage"], expect: "playoffs" },
  {
    turns: ["Be honest. On a scale from 'parade' to 'mock drafting for next year', what are my playoff chances?"],
    expect: "playoffs",
  },
  { turns: ["what's my record?", "so am I gonna make the playoffs"], expect: "playoffs" },

  // improveOdds
  {
    turns: ["what moves boost my playoff equity the most? trades, adds, whatever. I'm on the bubble"],
    expect: "improveOdds",
  },
  { turns: ["What I can do for make better my chances to enter in the playoffs?"], expect: "improveOdds" },
  { turns: ["raise my playoff odds how"], expect: "improveOdds" },
  { turns: ["what can i do to like improve my playof chances theres gotta be something"], expect: "improveOdds" },
  { turns: ["what are my playoff odds right now?", "ugh. what moves would push that up?"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i playing", "next week?"], expect: "matchup", week: "next" },
  { turns: ["This week, against who I play and who will win, me or him?"], expect: "matchup" },
  {
    turns: [
      "what's the projected score for Coach Sawyer's game this week? he's been trash talking in the group chat all day",
    ],
    expect: "matchup",
    team: "Audible Alchemists",
  },
  { turns: ["What's my win probablity this week? Round down, I can handle the pain."], expect: "matchup" },
  {
    turns: ["matchup preview vs the Wizzards this wk? projected pts each side"],
    expect: "matchup",
    team: "Waiver Wire Wizards",
  },

  // record
  { turns: ["my record?"], expect: "record" },
  {
    turns: ["what's Coach Blake's record? I swear the Scaries havent won a game since Septmeber"],
    expect: "record",
    team: "Sunday Scaries",
  },
  {
    turns: ["How many games Red Zone Raiders have won and lost, and in which place they are in the table?"],
    expect: "record",
    team: "Red Zone Raiders",
  },
  { turns: ["so where do i stand in the league right now like whats my win loss"], expect: "record" },
  {
    turns: ["what's the Hail Mary Heroes' record?", "and Two-Minute Drill?"],
    expect: "record",
    team: "Two-Minute Drill",
  },

  // rosterStatus
  { turns: ["byes next wk?"], expect: "rosterStatus", week: "next" },
  { turns: ["injury/bye audit on my rostr for wk 12 pls, who's out"], expect: "rosterStatus", week: 12 },
  { turns: ["Who in my team is injured or have bye this week?"], expect: "rosterStatus" },
  {
    turns: ["um can you check if anybody on my team is hurt right now or like on bye or whatever"],
    expect: "rosterStatus",
  },
  { turns: ["anyone on my roster injured this week?", "what about week 13"], expect: "rosterStatus", week: 13 },

  // positionRank
  { turns: ["rank my WRs for wk 11, PPR"], expect: "positionRank", position: "WR", week: 11 },
  {
    turns: ["My running backs, please put them in order from best to worst for this week."],
    expect: "positionRank",
    position: "RB",
  },
  { turns: ["rank my TEs"], expect: "positionRank", position: "TE" },
  {
    turns: ["okay so can you like rank all my quarterbakcs for this week from best to worst"],
    expect: "positionRank",
    position: "QB",
  },
  { turns: ["rank my RBs this week", "now do my recievers"], expect: "positionRank", position: "WR" },

  // projectedTotal
  { turns: ["my proj total?"], expect: "projectedTotal" },
  { turns: ["How many points my team will do this week in total, and what is the range?"], expect: "projectedTotal" },
  {
    turns: ["How many points is my team projected for this week? Give me the number before I lose the will to live."],
    expect: "projectedTotal",
  },
  { turns: ["whats my teams projeted total this week", "and for week 12?"], expect: "projectedTotal", week: 12 },

  // leaders
  { turns: ["what's my record?", "ok but who's the best team in the league"], expect: "leaders" },
  { turns: ["who's leading the league in points for? I need it for the weekly commish newsletter"], expect: "leaders" },
  { turns: ["Which team is the most strong in our league right now?"], expect: "leaders" },
  { turns: ["who's got the best playoff odds in the league atm? power rankings basically"], expect: "leaders" },
  { turns: ["um whos in first place in the leauge right now"], expect: "leaders" },

  // sleepers
  { turns: ["deep sleeprs for next wk? looking for stashes before they pop"], expect: "sleepers", week: "next" },
  {
    turns: ["For next week, which players nobody talk about but can make surprise?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["who should I pick up this week?", "and any sleepers to stash for next week?"],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["Give me some sleepers. Not for me, I haven't slept since my QB got hurt. Players."], expect: "sleepers" },
  {
    turns: ["any like under the radar sleeper guys i should stash now cause theyll be good in a couple weeks"],
    expect: "sleepers",
  },

  // dropStash
  { turns: ["drop pacheco?"], expect: "dropStash", players: ["Isiah Pacheco"] },
  {
    turns: ["IR stash or cut? Tyreek's probably done for the year and I need the bench spot"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["Joe Burrow is hurt for long time. I keep him on IR or I release him?"],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  {
    turns: ["so cooper kupp is hurt again do i just cut him or hold onto him on my bentch"],
    expect: "dropStash",
    players: ["Cooper Kupp"],
  },
  {
    turns: ["is Tyjae Spears still injured?", "should I just drop him then"],
    expect: "dropStash",
    players: ["Tyjae Spears"],
  },

  // byeCover
  {
    turns: ["Allen's on bye wk 12, need a QB streamr to cover"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
    week: 12,
  },
  {
    turns: ["My tight end has bye next week, who I can use for replace him?"],
    expect: "byeCover",
    position: "TE",
    week: "next",
  },
  { turns: ["kicker streamer for bye?"], expect: "byeCover", position: "K" },
  { turns: ["my defense is on bye this week so uh which dst should i strem"], expect: "byeCover", position: "DEF" },
  {
    turns: ["any byes on my team next week?", "ok who covers my RB bye then"],
    expect: "byeCover",
    position: "RB",
    week: "next",
  },

  // scenario
  { turns: ["playoff odds if I win out?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["If I lose this week, what is then my chance for playoffs?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["Assuming a miracle occurs and I win 3 more games, what do my playoff odds look like?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  {
    turns: ["what are my chances of making it if i like go 2 and 2 the rest of the way"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["what are my playoff odds?", "what if I go 4-1 from here"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },
  { turns: ["odds if I win out?", "and if I lose this week instead"], expect: "scenario", scenario: "lose-this-week" },

  // tradeIdeas
  {
    turns: ["need a TE upgrde via trade. who has surplus at TE and would actually bite?"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["What I could receive if I offer Mike Evans and James Cook together?"],
    expect: "tradeIdeas",
    players: ["Mike Evans", "James Cook"],
  },
  {
    turns: [
      "of the eleven other managers, who's my best trade partner right now? I know Harper and Quinn " +
        "both hoard receivers",
    ],
    expect: "tradeIdeas",
  },
  { turns: ["trade ideas?"], expect: "tradeIdeas" },
  {
    turns: ["what's Kyler Murray's outlook this week?", "what could I get for him in a trade"],
    expect: "tradeIdeas",
    players: ["Kyler Murray"],
  },

  // help
  { turns: ["who should I start at flex?", "wait, what else can you do"], expect: "help" },
  { turns: ["How this works? What kind of questions I can ask to you?"], expect: "help" },
  { turns: ["um hi so like how does this thing work what can i even ask you"], expect: "help" },
  { turns: ["Before I trust you with my season, what exactly are you capabel of, robot?"], expect: "help" },

  // None
  { turns: ["do I need an umbrella for my kid's soccer game saturday"], expect: "None" },
  { turns: ["tell me a joke about the Jets. a good one, they owe me that much"], expect: "None" },
  { turns: ["who won the NBA finals last year"], expect: "None" },
  { turns: ["my wife says I spend too much time on fantasy football, how do I save my marriage"], expect: "None" },
  { turns: ["write me a poem about my waiver wire heartbreak"], expect: "None" },
  { turns: ["good fantasy book series like lord of the rings?"], expect: "None" },
  { turns: ["how do I draft an email to my landlord about the broken heater"], expect: "None" },
  { turns: ["recomend a bench press routine, 3 days a week"], expect: "None" },
  { turns: ["which premier league striker should I captain in my FPL team this gameweek"], expect: "None" },
  {
    turns: ["is Josh Allen playing this week?", "cool. what's the weather gonna be like for my bbq saturday"],
    expect: "None",
  },

  // multi-part
  {
    turns: ["is jalen hurts hurt and also what are my playoff odds"],
    expect: ["status", "playoffs"],
    players: ["Jalen Hurts"],
  },
  { turns: ["What is my record now, and against who I play this week?"], expect: ["record", "matchup"] },
  {
    turns: ["best RB add on the WW this wk? and should I cut Aaron Jones or IR stash him"],
    expect: ["waivers", "dropStash"],
    players: ["Aaron Jones"],
  },
  {
    turns: ["pickens or olave this wk? also olave trade value"],
    expect: ["startSit", "tradeValue"],
    players: ["George Pickens", "Chris Olave"],
  },
  {
    turns: [
      "How many points is Jeanty scoring this week, and rest of season who's better, him or " +
        "Hampton? Asking for my fragile ego.",
    ],
    expect: ["outlook", "compare"],
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["who's leading the league right now, and what's Blitz Brigade's record? Quinn won't stop bragging"],
    expect: ["leaders", "record"],
    team: "Blitz Brigade",
  },
  { turns: ["playoff odds? and what moves get me over the hump"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["Next week who in my team is injured or on bye, and who can replace my tight end for his bye?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
  },
  {
    turns: ["give me some sell high guys and also is alvin kamara for michael pittman a good trade"],
    expect: ["buyLow", "trade"],
    players: ["Alvin Kamara", "Michael Pittman"],
  },
  { turns: ["proj total? lineup optimel?"], expect: ["projectedTotal", "lineup"] },
  {
    turns: ["any sleepers for next week? also my odds if I win out, purely for morale"],
    expect: ["sleepers", "scenario"],
    week: "next",
    scenario: "win-out",
  },
  {
    turns: ["is chase brown healty? and whats his projection this week"],
    expect: ["status", "outlook"],
    players: ["Chase Brown"],
  },
];
