// Blind held-out evaluation set 187 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a manager who calls players by nicknames, initials and team-plus-role ("CMC", "JSN",
// "the Bengals' WR1", "Detroit's lead back", "my Niners TE"), with the odd misspelling.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_187: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["who's on bye for me this week?", "JSN or Scary Terry then, who do I roll with?"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Terry McLaurin"],
  },
  {
    turns: ["King Henry vs Detroit's lead back — only got room for one of em sunday"],
    expect: "startSit",
    players: ["Derrick Henry", "Jahmyr Gibbs"],
  },
  {
    turns: ["should I start CMC or Bijan this week?", "and next week?"],
    expect: "startSit",
    players: ["Christian McCaffrey", "Bijan Robinson"],
    week: "next",
  },
  {
    turns: ["I'll have both Baltimore's QB and Buffalo's QB healthy for week 12, which one do I fire up"],
    expect: "startSit",
    players: ["Lamar Jackson", "Josh Allen"],
    week: 12,
  },
  {
    turns: ["ETN, Bucky or Chubba for my last RB spot?"],
    expect: "startSit",
    players: ["Travis Etienne Jr.", "Bucky Irving", "Chuba Hubbard"],
  },
  {
    turns: ["Jamo or Waddle in the flex?", "same question but swap Waddle for Tyreek"],
    expect: "startSit",
    players: ["Jameson Williams", "Tyreek Hill"],
  },
  {
    turns: ["how's Skattebo looking?", "ok do I play him or TreVeyon"],
    expect: "startSit",
    players: ["Cam Skattebo", "TreVeyon Henderson"],
  },
  {
    turns: ["need help with my kicker", "Dicker the Kicker or the Cowboys' kicker sunday?"],
    expect: "startSit",
    players: ["Cameron Dicker", "Brandon Aubrey"],
  },

  // ---- compare ----
  {
    turns: ["rest of season who u want, Jeanty or the Chargers rookie RB?"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["should I start MHJ this week?", "longer term tho, him or BTJ — who finishes the year stronger?"],
    expect: "compare",
    players: ["Marvin Harrison Jr.", "Brian Thomas Jr."],
  },
  {
    turns: ["the Raiders' TE vs KC's TE from here to the championship, gimme one"],
    expect: "compare",
    players: ["Brock Bowers", "Travis Kelce"],
  },
  {
    turns: ["Is Nico hurt?", "how's he stack up against the Jets' WR1 from here on out"],
    expect: "compare",
    players: ["Nico Collins", "Garrett Wilson"],
  },
  {
    turns: ["Breece or K9 this week?", "forget this week — for the back half of the season who do you like more"],
    expect: "compare",
    players: ["Breece Hall", "Kenneth Walker III"],
  },
  {
    turns: ["the Panthers rookie WR vs the Bucs rookie WR, who's the better hold thru the fantasy playoffs"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },

  // ---- slot ----
  { turns: ["who goes in my flex this week"], expect: "slot" },
  { turns: ["my TEs are killing me", "got two and can't decide, which one starts?"], expect: "slot", position: "TE" },
  { turns: ["who's hurt on my team?", "ok given that, who's my QB for sunday"], expect: "slot", position: "QB" },
  { turns: ["who's my best flex?", "what about at WR2"], expect: "slot", position: "WR" },
  { turns: ["who should be my RB2 next week"], expect: "slot", position: "RB", week: "next" },

  // ---- lineup ----
  { turns: ["set my lineup for me"], expect: "lineup" },
  { turns: ["is Kyren on bye?", "ok then what's the optimal lineup this week, top to bottom"], expect: "lineup" },
  { turns: ["if you were me who starts at every spot on sunday"], expect: "lineup" },
  { turns: ["CMC is playing right?", "cool, so with him back what's my best lineup overall"], expect: "lineup" },
  { turns: ["give me the full starting lineup you'd trot out"], expect: "lineup" },

  // ---- outlook ----
  { turns: ["how's the Sun God gonna do this week"], expect: "outlook", players: ["Amon-Ra St. Brown"] },
  {
    turns: ["I've got Jeanty in my flex", "what kinda numbers is he putting up this week?"],
    expect: "outlook",
    players: ["Ashton Jeanty"],
  },
  { turns: ["is AJB gonna turn it around or what, he's been ice cold"], expect: "outlook", players: ["A.J. Brown"] },
  {
    turns: ["Pickens or CeeDee this week?", "ok and what do you think Pickens does next week"],
    expect: "outlook",
    players: ["George Pickens"],
    week: "next",
  },
  { turns: ["what kind of day should i expect from JD5"], expect: "outlook", players: ["Jayden Daniels"] },
  {
    turns: ["I just traded for Joe Brrr", "how many points is he gonna put up this weekend"],
    expect: "outlook",
    players: ["Joe Burrow"],
  },

  // ---- status ----
  { turns: ["is CMC playing sunday?"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["is Baltimore's QB banged up?"], expect: "status", players: ["Lamar Jackson"] },
  {
    turns: ["start Rashee or Worthy?", "hold on, any news on Rashee — is he even suiting up"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  { turns: ["Mevans or Godwin this week?", "wait is Mevans even healthy"], expect: "status", players: ["Mike Evans"] },
  { turns: ["Is Kyren on bye this week?"], expect: "status", players: ["Kyren Williams"] },
  {
    turns: ["should I sell Tyreek?", "actually first — is he good to go? saw him limping off last week"],
    expect: "status",
    players: ["Tyreek Hill"],
  },

  // ---- tradeValue ----
  { turns: ["should i sell high on Jamo while he's hot"], expect: "tradeValue", players: ["Jameson Williams"] },
  {
    turns: ["how's Kelce looking this week?", "buy or sell him at this point"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: ["is now the time to move Detroit's lead back or do I hold him"],
    expect: "tradeValue",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["how's Bucky doing this year?", "would you be trying to pry him loose from his owner?"],
    expect: "tradeValue",
    players: ["Bucky Irving"],
  },
  {
    turns: ["what's Atlanta's WR1 worth on the market right now, should I shop him"],
    expect: "tradeValue",
    players: ["Drake London"],
  },

  // ---- buyLow ----
  { turns: ["who's underperforming right now that I could snag on the cheap"], expect: "buyLow" },
  { turns: ["any studs slumping that their owners might panic and dump?"], expect: "buyLow" },
  { turns: ["which guys around the league are worth buying while their value's in the tank"], expect: "buyLow" },
  { turns: ["who's been unlucky lately that I should try to pry loose before they bounce back"], expect: "buyLow" },
  {
    turns: ["I've got some bench depth to deal", "any guys whose owners are down on them I could scoop cheap?"],
    expect: "buyLow",
  },

  // ---- trade ----
  {
    turns: ["Coach Quinn offered me Bijan for Puka and Waddle. do I take it?"],
    expect: "trade",
    players: ["Bijan Robinson", "Puka Nacua", "Jaylen Waddle"],
  },
  {
    turns: ["what's King Henry's outlook?", "someone offered JSN for him, fair swap?"],
    expect: "trade",
    players: ["Jaxon Smith-Njigba", "Derrick Henry"],
  },
  {
    turns: ["would u do CeeDee + Chubba for the Bengals' WR1"],
    expect: "trade",
    players: ["CeeDee Lamb", "Chuba Hubbard", "Ja'Marr Chase"],
  },
  {
    turns: ["what's Ladd worth right now?", "someone's offering Olave and Javonte for him, accept?"],
    expect: "trade",
    players: ["Ladd McConkey", "Chris Olave", "Javonte Williams"],
  },
  {
    turns: ["thinking of sending K9 and Jakobi Meyers to Play Action Pack for Miami's lead back — smart or dumb"],
    expect: "trade",
    players: ["Kenneth Walker III", "Jakobi Meyers", "De'Von Achane"],
  },
  {
    turns: ["got offered McBride for my Niners TE straight up, thoughts?"],
    expect: "trade",
    players: ["Trey McBride", "George Kittle"],
  },

  // ---- waivers ----
  { turns: ["who should i be picking up this week"], expect: "waivers" },
  {
    turns: ["any good adds this week?", "how much of my budget should I throw at Woody Marks"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  { turns: ["any RBs on the wire worth a claim?"], expect: "waivers", position: "RB" },
  { turns: ["top adds this week?", "any tight ends in that group?"], expect: "waivers", position: "TE" },
  { turns: ["i've got $43 left, who's worth blowing it on"], expect: "waivers" },
  { turns: ["my RB room is thin", "Monangi worth a bid? how much"], expect: "waivers", players: ["Kyle Monangai"] },

  // ---- playoffs ----
  { turns: ["am I making the playoffs or what"], expect: "playoffs" },
  { turns: ["what are my odds of getting in"], expect: "playoffs" },
  { turns: ["who am I playing this week?", "ok big picture, how likely is it I finish top 6"], expect: "playoffs" },
  { turns: ["what's my record?", "so what're my chances of sneaking into the postseason"], expect: "playoffs" },
  { turns: ["real talk, is my season over or do I still have a shot at a playoff spot"], expect: "playoffs" },

  // ---- improveOdds ----
  { turns: ["what can I do to boost my chances of making the playoffs"], expect: "improveOdds" },
  { turns: ["what moves get me into the dance"], expect: "improveOdds" },
  { turns: ["what are my playoff chances?", "yikes. how do I fix that"], expect: "improveOdds" },
  {
    turns: ["what's my record?", "i'm on the bubble — what should I change to push myself into a playoff spot"],
    expect: "improveOdds",
  },
  { turns: ["which pickups or trades would actually move the needle on my postseason hopes"], expect: "improveOdds" },

  // ---- matchup ----
  { turns: ["who am I up against this week"], expect: "matchup" },
  { turns: ["set my lineup", "ok with that lineup am I gonna win this week"], expect: "matchup" },
  {
    turns: ["Red Zone Raiders — who they got this week and do they win?"],
    expect: "matchup",
    team: "Red Zone Raiders",
  },
  { turns: ["am I favored this week? by how much"], expect: "matchup" },
  {
    turns: ["what's Coach Sawyer's record?", "and who are they facing this week, they gonna win?"],
    expect: "matchup",
    team: "Audible Alchemists",
  },
  { turns: ["Blitz Brigade vs whoever they have this week, who takes it"], expect: "matchup", team: "Blitz Brigade" },

  // ---- record ----
  { turns: ["what's my record"], expect: "record" },
  { turns: ["who's the best team in the league?", "and where am I sitting"], expect: "record" },
  { turns: ["how's Coach Finley's squad doing, what are they at"], expect: "record", team: "Waiver Wire Wizards" },
  { turns: ["what place is Coach Blake's team in"], expect: "record", team: "Sunday Scaries" },
  { turns: ["am I winning this week?", "what's my W-L going into it"], expect: "record" },

  // ---- rosterStatus ----
  { turns: ["who's hurt on my team"], expect: "rosterStatus" },
  {
    turns: ["my lineup's set for this week", "any of my guys on bye next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  { turns: ["who do I have on bye in week 12"], expect: "rosterStatus", week: 12 },
  { turns: ["is CMC hurt?", "anyone else on my roster banged up?"], expect: "rosterStatus" },
  { turns: ["byes and injuries on my squad this week?"], expect: "rosterStatus" },

  // ---- positionRank ----
  { turns: ["line up my wideouts best to worst"], expect: "positionRank", position: "WR" },
  {
    turns: ["who's my best flex?", "order my running backs for me while you're at it"],
    expect: "positionRank",
    position: "RB",
  },
  { turns: ["which of my TEs is best? rank em"], expect: "positionRank", position: "TE" },
  { turns: ["rank my RBs", "now do receivers"], expect: "positionRank", position: "WR" },
  { turns: ["how do my QBs stack up against each other"], expect: "positionRank", position: "QB" },

  // ---- projectedTotal ----
  { turns: ["what's my team gonna put up this week"], expect: "projectedTotal" },
  { turns: ["am I favored this week?", "what's my projected score, ceiling and floor"], expect: "projectedTotal" },
  { turns: ["ballpark how many points should my guys score sunday"], expect: "projectedTotal" },
  { turns: ["who am I playing?", "and how many do I put up, roughly?"], expect: "projectedTotal" },
  { turns: ["what's the range on my team's total this week"], expect: "projectedTotal" },

  // ---- leaders ----
  { turns: ["who's the best team in the league"], expect: "leaders" },
  { turns: ["who's scored the most points so far"], expect: "leaders" },
  { turns: ["which team's the one to beat"], expect: "leaders" },
  { turns: ["top 3 teams right now?"], expect: "leaders" },
  { turns: ["what's my record?", "who's sitting at the top tho"], expect: "leaders" },

  // ---- sleepers ----
  {
    turns: ["who should I pick up this week?", "what about deeper sleepers for next week?"],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["give me some under-the-radar guys nobody's rostering"], expect: "sleepers" },
  { turns: ["who's a sneaky add that could pop next week"], expect: "sleepers", week: "next" },
  { turns: ["deep league dart throws for next week?"], expect: "sleepers", week: "next" },
  { turns: ["guys flying under the radar I should stash before they blow up"], expect: "sleepers" },

  // ---- dropStash ----
  {
    turns: ["Ayiuk's still out, do I cut him or stash him in my IR slot"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["is Mark Andrews hurt?", "should I just cut him or hold him on IR"],
    expect: "dropStash",
    players: ["Mark Andrews"],
  },
  { turns: ["Godwin worth stashing or is he droppable at this point"], expect: "dropStash", players: ["Chris Godwin"] },
  {
    turns: ["is Dobbins hurt?", "so do I keep him in the IR spot or release him"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  { turns: ["my injured guys — who's worth holding and who do I cut"], expect: "dropStash" },

  // ---- byeCover ----
  {
    turns: ["Baltimore's QB is on bye week 12 — who's my backup plan"],
    expect: "byeCover",
    players: ["Lamar Jackson"],
    position: "QB",
    week: 12,
  },
  { turns: ["need a TE streamer for week 12"], expect: "byeCover", position: "TE", week: 12 },
  {
    turns: ["my Niners TE is on bye next week, who fills in"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
    week: "next",
  },
  {
    turns: ["who's on bye next week for me?", "ok find me a QB to plug in for next week then"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: ["who's on bye for me this week?", "who can I stream at kicker while mine's off"],
    expect: "byeCover",
    position: "K",
  },

  // ---- scenario ----
  { turns: ["if I win out do I make it"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["what are my odds?", "what if I go 3-2 the rest of the way"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["say I drop this week's game, what do my odds look like then"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["what are my playoff odds?", "and if I take care of business in every game left?"],
    expect: "scenario",
    scenario: "win-out",
  },
  { turns: ["what happens to my odds if I win 4 more"], expect: "scenario", scenario: { wins: 4, games: null } },

  // ---- tradeIdeas ----
  { turns: ["what could I get for Puka"], expect: "tradeIdeas", players: ["Puka Nacua"] },
  {
    turns: ["rank my WRs", "I've got too many of them — any 2-for-1s that make sense to consolidate"],
    expect: "tradeIdeas",
  },
  { turns: ["I'm loaded at RB, thin at WR. what kind of deal should I be shopping"], expect: "tradeIdeas" },
  {
    turns: ["should I sell King Henry?", "ok what could I realistically get back for him"],
    expect: "tradeIdeas",
    players: ["Derrick Henry"],
  },
  {
    turns: ["package Breece and Kinkaid for an upgrade — what's out there"],
    expect: "tradeIdeas",
    players: ["Breece Hall", "Dalton Kincaid"],
  },

  // ---- two-part questions ----
  {
    turns: ["is Jacobs good to go, and if he is do I start him over Saquan?"],
    expect: ["status", "startSit"],
    players: ["Josh Jacobs", "Saquon Barkley"],
  },
  { turns: ["what's my record and am I gonna make the playoffs"], expect: ["record", "playoffs"] },
  { turns: ["who am I playing this week and what's my team gonna score"], expect: ["matchup", "projectedTotal"] },
  { turns: ["who's hurt on my team and who should I grab off waivers"], expect: ["rosterStatus", "waivers"] },
  {
    turns: ["how's Pitts been doing?", "should I sell him, and if so what can I get for him"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Kyle Pitts"],
  },
  {
    turns: ["order my RBs for me and tell me who my flex should be"],
    expect: ["positionRank", "slot"],
    position: "RB",
  },
  { turns: ["set my lineup, then tell me who the best team in the league is"], expect: ["lineup", "leaders"] },
  { turns: ["what are my playoff chances, and what moves would improve them"], expect: ["playoffs", "improveOdds"] },
  { turns: ["how's DK looking this week and is he healthy"], expect: ["outlook", "status"], players: ["DK Metcalf"] },
  {
    turns: [
      "thinking Cincy's RB vs Achane this week",
      "is Achane even healthy? and rest of season which of them do you like more",
    ],
    expect: ["status", "compare"],
    players: ["De'Von Achane", "Chase Brown"],
  },
  {
    turns: ["Is Blitz Brigade gonna beat me this week? and where do they sit in the standings"],
    expect: ["matchup", "record"],
    team: "Blitz Brigade",
  },
  {
    turns: ["what happens if I lose this week, and who should I be looking to buy cheap to bounce back"],
    expect: ["scenario", "buyLow"],
    scenario: "lose-this-week",
  },
  {
    turns: ["is Rashee out again?", "drop or stash him then, and who's a deep sleeper I could use that spot on"],
    expect: ["dropStash", "sleepers"],
    players: ["Rashee Rice"],
  },
  {
    turns: ["who's on bye for me in week 12 and who do I stream at TE that week"],
    expect: ["rosterStatus", "byeCover"],
    week: 12,
    position: "TE",
  },
  {
    turns: ["is Pickens for Saquon a fair deal? and who are the top teams rn, wanna know if I'm feeding a contender"],
    expect: ["trade", "leaders"],
    players: ["George Pickens", "Saquon Barkley"],
  },
  {
    turns: ["what's my ceiling this week and how's Buffalo's QB looking"],
    expect: ["projectedTotal", "outlook"],
    players: ["Josh Allen"],
  },

  // ---- help ----
  { turns: ["what can you actually help me with"], expect: "help" },
  { turns: ["new to this, what kinda stuff do you do?"], expect: "help" },

  // ---- None (out of scope) ----
  { turns: ["what's the weather gonna be in Buffalo sunday, we getting snow?"], expect: "None" },
  { turns: ["what's the over/under on the Chiefs game? thinking about hammering the over"], expect: "None" },
  { turns: ["tell me a joke about the Jets"], expect: "None" },
  { turns: ["Jokic or Giannis in my fantasy hoops league tonight?"], expect: "None" },
  { turns: ["how do I turn off push notifications in this app"], expect: "None" },
  { turns: ["build me a DraftKings lineup under the 50k cap"], expect: "None" },
  { turns: ["did the Niners make any trades this morning?"], expect: "None" },
  {
    turns: ["who's my flex this week?", "cool thx. btw what time does Sunday night football kick off"],
    expect: "None",
  },
];
