// Blind held-out evaluation set 77 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: long-time league member in group-chat mood — trash talk at league-mates and their Coach
// owners, sarcasm, emoji, bragging, complaining.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_77: HeldOutCase[] = [
  // startSit
  {
    turns: ["Coach Tatum says I'm a clown for starting Pollard over Dowdle. Pollard or Dowdle this week, settle it"],
    expect: "startSit",
    players: ["Tony Pollard", "Rico Dowdle"],
  },
  {
    turns: ["Bowers is questionable AGAIN 🙄 shocking", "ok so Bowers or Jake Ferguson sunday, who am I rolling with"],
    expect: "startSit",
    players: ["Brock Bowers", "Jake Ferguson"],
  },
  {
    turns: ["Warren or Kamara this week? Coach Blake says Kamara lol", "what about Etienne instead of Kamara"],
    expect: "startSit",
    players: ["Jaylen Warren", "Travis Etienne Jr."],
  },
  {
    turns: ["Jamo put up a goose egg last week, love that for me", "do I still start him or roll Egbuka out instead"],
    expect: "startSit",
    players: ["Jameson Williams", "Emeka Egbuka"],
  },
  {
    turns: ["week 11 QB dilemma: Caleb Williams or Bo Nix? Waiver Wire Wizards stole my streamer, naturally"],
    expect: "startSit",
    players: ["Caleb Williams", "Bo Nix"],
    week: 11,
  },
  {
    turns: ["is Nico even playing this week?? and if he is, do I start him over Pickens"],
    expect: ["status", "startSit"],
    players: ["Nico Collins", "George Pickens"],
  },

  // compare
  {
    turns: [
      "rest of season, JSN or Garrett Wilson? Coach Ellis keeps telling me Wilson is washed and I don't trust " +
        "a word he says",
    ],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Garrett Wilson"],
  },
  {
    turns: [
      "Coach Sawyer will not shut up about Jeanty",
      "long term tho, Jeanty or Omarion Hampton, who's the better guy to keep",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "who's the better hold for the rest of the year, Tet McMillan or Egbuka? rookie WR hype is melting my brain",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: [
      "Drake London has been a cheat code lately",
      "ros I'd still rather have Nabers than him though, right? or am I coping",
    ],
    expect: "compare",
    players: ["Malik Nabers", "Drake London"],
  },
  {
    turns: ["what's Gibbs worth on the trade market, and long term would you rather have him or Bijan?"],
    expect: ["tradeValue", "compare"],
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  {
    turns: [
      "Audible Alchemists want one of my RBs",
      "Bucky or Skattebo, which one is the better keep for the rest of the season?",
    ],
    expect: "compare",
    players: ["Bucky Irving", "Cam Skattebo"],
  },

  // slot
  {
    turns: ["who goes in my flex this week? I refuse to lose to Coach Quinn again, I will move out of the state"],
    expect: "slot",
  },
  {
    turns: ["LaPorta's banged up and my TE room is a crime scene 🚨", "who do I even put at tight end this week"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["RB2 this week — Chuba, Rhamondre or Javonte? Red Zone Raiders are gonna stomp me regardless"],
    expect: "slot",
    position: "RB",
    players: ["Chuba Hubbard", "Rhamondre Stevenson", "Javonte Williams"],
  },
  {
    turns: ["who's my best option in the QB slot this week, be honest, I can take it"],
    expect: "slot",
    position: "QB",
  },
  { turns: ["WRs are locked, feeling dangerous", "what about the flex spot though, who fills it?"], expect: "slot" },
  {
    turns: ["whole chat is roasting me for my kicker choice last week 🤡", "who should be in my K slot this week then"],
    expect: "slot",
    position: "K",
  },

  // lineup
  {
    turns: [
      "set my lineup for me, I'm at a wedding all day and Coach Harper would love nothing more than me " +
        "starting a guy on bye",
    ],
    expect: "lineup",
  },
  { turns: ["just made like six swaps at 2am lol", "does my lineup look right or did I butcher it"], expect: "lineup" },
  {
    turns: [
      "anyone on my bench I should be starting instead? I left 30 points on the pine last week and Pocket " +
        "Passers still haven't let me forget it",
    ],
    expect: "lineup",
  },
  { turns: ["optimize my lineup and tell me who I'm up against this week"], expect: ["lineup", "matchup"] },
  {
    turns: ["Coach Marlow called my lineup 'a cry for help' 💀", "is he right? is my starting lineup actually bad?"],
    expect: "lineup",
  },
  { turns: ["set my best lineup for week 11, I'll be stuck on a plane"], expect: "lineup", week: 11 },

  // outlook
  {
    turns: ["how many points is JT dropping this week? need him to carry me past Coach Rowan"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["finally got Puka back in the lineup 🙏", "what's he projected for"],
    expect: "outlook",
    players: ["Puka Nacua"],
  },
  {
    turns: [
      "I'm thinking of starting Dart this week",
      "is he actually a good play or is Coach Reese trolling me by hyping him",
    ],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["Kenneth Walker has been so mid it hurts", "what's his rest of season outlook, be real with me"],
    expect: "outlook",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["what's Derrick Henry looking like this week", "and next week?"],
    expect: "outlook",
    players: ["Derrick Henry"],
    week: "next",
  },
  {
    turns: ["is Josh Jacobs playing this week and what's he projected for?"],
    expect: ["status", "outlook"],
    players: ["Josh Jacobs"],
  },

  // status
  {
    turns: ["is Tyreek even suiting up this week or is he ruining my life again"],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["heard CMC wasn't at practice today", "is he playing sunday or what"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: [
      "what's Rashee Rice's injury designation? Coach Blake swears he's out but Coach Blake also swore he'd " +
        "win the title",
    ],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["Nabers limped off the field last game", "how bad is it, is he gonna miss time?"],
    expect: "status",
    players: ["Malik Nabers"],
  },
  {
    turns: ["why is nobody in this chat talking about Burrow", "is he still hurt? 😭"],
    expect: "status",
    players: ["Joe Burrow"],
  },
  {
    turns: ["Godwin questionable or what? and who do I grab off waivers if he sits"],
    expect: ["status", "waivers"],
    players: ["Chris Godwin"],
  },

  // tradeValue
  {
    turns: ["what's Mark Andrews worth in a trade right now? Sunday Scaries keep sniffing around him"],
    expect: "tradeValue",
    players: ["Mark Andrews"],
  },
  {
    turns: ["Davante just had 3 TDs lmaooo", "should I sell him while he's hot?"],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: ["should I buy Breece Hall? Coach Finley looks desperate to dump him"],
    expect: "tradeValue",
    players: ["Breece Hall"],
  },
  {
    turns: ["realistically what could I get for McBride? be honest, not Coach Sawyer honest"],
    expect: "tradeValue",
    players: ["Trey McBride"],
  },
  {
    turns: ["Mike Evans is back and looked decent", "what's his trade value looking like now"],
    expect: "tradeValue",
    players: ["Mike Evans"],
  },
  {
    turns: ["what's Tucker Kraft worth and who could I flip him to for a WR"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Tucker Kraft"],
    position: "WR",
  },

  // buyLow
  { turns: ["who are the buy-low guys right now? I wanna fleece somebody, ideally Coach Quinn"], expect: "buyLow" },
  { turns: ["any sell-high candidates on my roster before the bubble pops?"], expect: "buyLow" },
  { turns: ["trade deadline is creeping up", "who should I be targeting as buy lows?"], expect: "buyLow" },
  { turns: ["give me some dudes whose value is in the toilet so I can steal them cheap 😈"], expect: "buyLow" },
  { turns: ["who should I sell high on, and what are my playoff odds looking like?"], expect: ["buyLow", "playoffs"] },
  {
    turns: [
      "Coach Rowan just sold high on Jakobi Meyers and won't let anyone forget it",
      "which of my guys should I cash out on while their value's peaking?",
    ],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["Coach Rowan offered me Bijan for Chase Brown and Zay Flowers. is he smoking something or do I accept?"],
    expect: "trade",
    players: ["Bijan Robinson", "Chase Brown", "Zay Flowers"],
  },
  {
    turns: [
      "finally got an offer that isn't an insult",
      "they want Amon-Ra and I'd get Justin Jefferson back. thoughts?",
    ],
    expect: "trade",
    players: ["Amon-Ra St. Brown", "Justin Jefferson"],
  },
  {
    turns: ["I give: Kelce + Pollard. I get: Kittle. accept or decline?"],
    expect: "trade",
    players: ["Travis Kelce", "Tony Pollard", "George Kittle"],
  },
  {
    turns: ["would you do Hurts for Goff plus Jordan Addison? Coach Ellis thinks he's slick"],
    expect: "trade",
    players: ["Jalen Hurts", "Jared Goff", "Jordan Addison"],
  },
  {
    turns: [
      "Coach Harper keeps spamming me with offers",
      "latest one: my Ja'Marr Chase for his CeeDee Lamb and Kyle Monangai. fleece or fair?",
    ],
    expect: "trade",
    players: ["Ja'Marr Chase", "CeeDee Lamb", "Kyle Monangai"],
  },
  {
    turns: ["should I trade Tee Higgins for Courtland Sutton?", "what if they throw in Rachaad White too"],
    expect: "trade",
    players: ["Tee Higgins", "Courtland Sutton", "Rachaad White"],
  },

  // waivers
  {
    turns: ["who's the best pickup this week? and don't say someone the Waiver Wire Wizards already hoarded"],
    expect: "waivers",
  },
  { turns: ["how much FAAB should I throw at the top waiver guy? got like 60 bucks left"], expect: "waivers" },
  { turns: ["is Saquon good to go this week?", "and if he's out, who do I grab off the wire"], expect: "waivers" },
  {
    turns: ["Woody Marks is on the wire??", "worth blowing my FAAB on him or nah"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: [
      "Coach Tatum just sniped my waiver guy 😤",
      "fine, who else is out there worth grabbing, and what do I bid",
    ],
    expect: "waivers",
  },
  {
    turns: ["who should I pick up this week and should I just cut my injured dudes to make room?"],
    expect: ["waivers", "dropStash"],
  },

  // playoffs
  { turns: ["am I making the playoffs or should I start planning my last-place punishment"], expect: "playoffs" },
  { turns: ["what are my playoff odds rn"], expect: "playoffs" },
  { turns: ["3 game win streak baby 🔥🔥", "so what's my chance of making the playoffs now?"], expect: "playoffs" },
  { turns: ["be honest, is Gridiron Gurus a playoff team or a pretender?"], expect: "playoffs" },
  { turns: ["what's my record and am I gonna make the playoffs"], expect: ["record", "playoffs"] },
  {
    turns: ["Coach Sutton says I'm already eliminated lol", "is he right? what are my actual postseason chances"],
    expect: "playoffs",
  },

  // improveOdds
  { turns: ["what moves do I need to make to actually get into the playoffs"], expect: "improveOdds" },
  { turns: ["my playoff odds look ugly 😬", "how do I bump them up?"], expect: "improveOdds" },
  { turns: ["what can I do before the deadline to boost my postseason chances"], expect: "improveOdds" },
  { turns: ["give me a game plan to leapfrog Coach Sutton for the last playoff spot"], expect: "improveOdds" },
  { turns: ["what are my odds, and what can I do to improve them?"], expect: ["playoffs", "improveOdds"] },
  {
    turns: [
      "just lost to Coach Tatum by 40, humiliating",
      "which pickups or trades would raise my playoff odds the most?",
    ],
    expect: "improveOdds",
  },

  // matchup
  {
    turns: ["Sunday's gonna be a bloodbath I can feel it", "who am I even playing and are they gonna crush me"],
    expect: "matchup",
  },
  {
    turns: ["am I favored against Coach Reese this week? he's been running his mouth since Tuesday"],
    expect: "matchup",
    team: "Play Action Pack",
  },
  {
    turns: ["week 12 is rivalry week with my brother-in-law", "who do I face that week and what's my win probability"],
    expect: "matchup",
    week: 12,
  },
  { turns: ["what's the projected score of my game this week?"], expect: "matchup" },
  {
    turns: [
      "Two-Minute Drill talked a whole lot of trash in the chat today",
      "what are my odds of beating them sunday",
    ],
    expect: "matchup",
    team: "Two-Minute Drill",
  },
  {
    turns: ["who wins my matchup this week, me or Coach Finley? (it's me. obviously.)"],
    expect: "matchup",
    team: "Waiver Wire Wizards",
  },

  // record
  { turns: ["what's my record again? I've blocked it out"], expect: "record" },
  { turns: ["where do I sit in the standings rn"], expect: "record" },
  { turns: ["lost by 0.4 points last night 🫠", "what's that put me at now?"], expect: "record" },
  { turns: ["how many wins do I have? Coach Marlow claims I'm under .500 and I need receipts"], expect: "record" },
  {
    turns: ["Coach Blake keeps posting the standings screenshot in the chat 🙄", "ok where is Gridiron Gurus actually"],
    expect: "record",
  },
  { turns: ["who's in first and where am I at?"], expect: ["leaders", "record"] },

  // rosterStatus
  { turns: ["who on my team is hurt right now"], expect: "rosterStatus" },
  {
    turns: ["Coach Harper forgot his QB was on bye last week lmao", "wait, are any of mine on bye this week?"],
    expect: "rosterStatus",
  },
  { turns: ["planning ahead for once 🤓", "who's on bye for me next week"], expect: "rosterStatus", week: "next" },
  { turns: ["injury report for my squad pls, need to know how doomed I am"], expect: "rosterStatus" },
  { turns: ["who do I have on a bye in week 12"], expect: "rosterStatus", week: 12 },
  { turns: ["who's hurt on my team and who should I pick up to replace them?"], expect: ["rosterStatus", "waivers"] },

  // positionRank
  { turns: ["rank my WRs for this week best to worst"], expect: "positionRank", position: "WR" },
  { turns: ["order my running backs for me, I can't tell them apart anymore"], expect: "positionRank", position: "RB" },
  { turns: ["my tight ends are all terrible", "rank em anyway"], expect: "positionRank", position: "TE" },
  {
    turns: ["somehow I've got three quarterbacks on this roster", "rank my QBs for week 11"],
    expect: "positionRank",
    position: "QB",
    week: 11,
  },
  {
    turns: ["Coach Quinn says my receivers are the worst in the league", "ok rank them then, who's my WR1 this week"],
    expect: "positionRank",
    position: "WR",
  },
  { turns: ["stack rank my RBs for next week"], expect: "positionRank", position: "RB", week: "next" },

  // projectedTotal
  { turns: ["how many points am I projected for this week"], expect: "projectedTotal" },
  { turns: ["what's my ceiling this week? need like 150 to beat Coach Sawyer"], expect: "projectedTotal" },
  {
    turns: ["my team's been putting up 90s like it's a hobby", "what's my projection this week, floor and all"],
    expect: "projectedTotal",
  },
  { turns: ["looking at week 12 already", "what's my projected total that week?"], expect: "projectedTotal", week: 12 },
  { turns: ["worst case scenario, how low does my team score this week"], expect: "projectedTotal" },
  { turns: ["how many points am I projected and am I favored?"], expect: ["projectedTotal", "matchup"] },

  // leaders
  { turns: ["who's in first place in the league? if it's Coach Tatum I'm quitting"], expect: "leaders" },
  { turns: ["what's Red Zone Raiders' record"], expect: "leaders", team: "Red Zone Raiders" },
  {
    turns: ["Sunday Scaries keep lucking into wins every week", "what's their record now?"],
    expect: "leaders",
    team: "Sunday Scaries",
  },
  {
    turns: [
      "I feel like I score a ton every week and still lose",
      "which team has actually put up the most points this year",
    ],
    expect: "leaders",
  },
  {
    turns: ["where are the Pocket Passers in the standings? they've gotta be sliding"],
    expect: "leaders",
    team: "Pocket Passers",
  },
  { turns: ["which team has the best playoff odds in the league"], expect: "leaders" },

  // sleepers
  {
    turns: ["give me some sleepers for next week, deep ones, the kind Coach Finley hasn't heard of"],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["any under-the-radar dudes nobody's talking about yet?"], expect: "sleepers" },
  {
    turns: ["everyone in this league already picked the wire clean", "so who are the real deep sleepers"],
    expect: "sleepers",
  },
  { turns: ["deep cuts for next week pls 🕵️"], expect: "sleepers", week: "next" },
  {
    turns: ["week 11 is gonna be rough, I can feel it", "give me some deep sleeper picks for that week"],
    expect: "sleepers",
    week: 11,
  },
  {
    turns: ["any deep sleepers for next week? also need a kicker to cover the bye"],
    expect: ["sleepers", "byeCover"],
    week: "next",
    position: "K",
  },

  // dropStash
  { turns: ["should I drop my injured guys or stash em on IR?"], expect: "dropStash" },
  {
    turns: ["Tracy's been out for weeks now", "do I cut him or stash him on IR"],
    expect: "dropStash",
    players: ["Tyrone Tracy Jr."],
  },
  { turns: ["what do I do with all these hurt dudes clogging my bench, drop or hold?"], expect: "dropStash" },
  {
    turns: ["is it time to cut Aiyuk or keep stashing him, be honest"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["Dobbins is just sitting in my IR spot collecting dust", "worth keeping him there or just release him?"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: [
      "Coach Blake cut his injured guys and picked up two studs off the wire",
      "should I do the same with my injured players or hang onto them?",
    ],
    expect: "dropStash",
  },

  // byeCover
  { turns: ["Lamar's on bye next week, who do I stream at QB"], expect: "byeCover", position: "QB", week: "next" },
  { turns: ["need a TE to cover the bye week, who's out there?"], expect: "byeCover", position: "TE" },
  {
    turns: ["McBride's bye is week 11, ugh", "who can I grab to fill in for him that week"],
    expect: "byeCover",
    position: "TE",
    week: 11,
  },
  { turns: ["kicker on bye, give me a streamer"], expect: "byeCover", position: "K" },
  {
    turns: ["Bijan's bye is coming up next week", "who's a good backup RB to cover it?"],
    expect: "byeCover",
    position: "RB",
    week: "next",
  },
  { turns: ["two WRs on bye next week 🙃 any streamers?"], expect: "byeCover", position: "WR", week: "next" },

  // scenario
  {
    turns: ["who am I playing this week, and what are my odds if I lose it?"],
    expect: ["matchup", "scenario"],
    scenario: "lose-this-week",
  },
  { turns: ["what are my odds if I go 2-2 the rest of the way"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  {
    turns: [
      "facing Coach Harper this week and his team is stacked",
      "if I lose that one what happens to my playoff chances",
    ],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  { turns: ["say I win three of my last four, do I make it?"], expect: "scenario", scenario: { wins: 3, games: 4 } },
  {
    turns: ["I'm 4-5 and feeling every bit of it", "if I only get one more W all year, what do my odds look like?"],
    expect: "scenario",
    scenario: { wins: 1, games: null },
  },
  { turns: ["what are my playoff odds", "and if I win every game left?"], expect: "scenario", scenario: "win-out" },

  // tradeIdeas
  { turns: ["who should I trade with to get a WR upgrade"], expect: "tradeIdeas", position: "WR" },
  {
    turns: ["what could Fourth & Long Shots give me if I'm shopping for a RB?"],
    expect: "tradeIdeas",
    position: "RB",
    team: "Fourth & Long Shots",
  },
  {
    turns: ["build me a 2-for-1 around Waddle and Achane"],
    expect: "tradeIdeas",
    players: ["Jaylen Waddle", "De'Von Achane"],
  },
  {
    turns: ["I'm stacked at RB and thin at TE", "who's a good trade partner for a tight end"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["Coach Sutton's team is a dumpster fire but he's got a good QB", "any trade ideas with him?"],
    expect: "tradeIdeas",
    position: "QB",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["package DK and Xavier Worthy for one stud — who'd bite?"],
    expect: "tradeIdeas",
    players: ["DK Metcalf", "Xavier Worthy"],
  },

  // help
  { turns: ["what can you actually do lol"], expect: "help" },
  { turns: ["how does this thing even work"], expect: "help" },
  { turns: ["yo bot", "what kinda questions can I ask you?"], expect: "help" },
  { turns: ["give me a rundown of your features, Coach Blake says you're useless"], expect: "help" },
  { turns: ["help"], expect: "help" },
  { turns: ["this app keeps telling me I'm gonna lose", "can you do anything else or is that it?"], expect: "help" },

  // None
  { turns: ["what's the weather gonna be in Buffalo sunday"], expect: "None" },
  { turns: ["Coach Marlow's been unbearable since his win", "write me a joke to roast him with"], expect: "None" },
  { turns: ["who wins the NBA title this year"], expect: "None" },
  { turns: ["best wing recipe for the league watch party?"], expect: "None" },
  { turns: ["lol Coach Ellis is a Lakers fan", "what do you think about LeBron retiring"], expect: "None" },
  { turns: ["help me write my history essay, it's due tonight 😬"], expect: "None" },
];
