// Blind held-out evaluation set 49 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: an airline mechanic (hangar/shift talk, preflight and logbook metaphors), an
// Italian-American deli owner, a sarcastic teenager (lowercase, slang, emoji), a tired night-school student.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_49: HeldOutCase[] = [
  // startSit
  {
    turns: ["got a 6am shift on the line tmrw so setting it tonight. Kenneth Walker or Chuba Hubbard this week?"],
    expect: "startSit",
    players: ["Kenneth Walker III", "Chuba Hubbard"],
  },
  {
    turns: [
      "my cousin Sal says I'm nuts for benching Davante Adams",
      "eh so do I start him or not this week, yes or no, I got customers waiting",
    ],
    expect: "startSit",
    players: ["Davante Adams"],
  },
  {
    turns: ["bruh do i actually start jameson williams this week or am i just throwing again 💀"],
    expect: "startSit",
    players: ["Jameson Williams"],
  },
  {
    turns: [
      "in class rn, quick one: Bo Nix or Jared Goff this week?",
      "ok and what if it's Goff vs Caleb Williams instead",
    ],
    expect: "startSit",
    players: ["Jared Goff", "Caleb Williams"],
  },
  {
    turns: ["Zay Flowers got signed off, no open squawks on him", "so him or Courtland Sutton on sunday"],
    expect: "startSit",
    players: ["Zay Flowers", "Courtland Sutton"],
  },

  // compare
  {
    turns: [
      "not talking this sunday, I mean the long haul",
      "rest of the year, who you want, Bijan or Gibbs? be honest with me",
    ],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: ["ROS who's better, Puka Nacua or Amon-Ra St. Brown? sorry if this is a dumb question"],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "long term question, not this week.",
      "Tetairoa McMillan vs Emeka Egbuka the rest of the way, which one holds up better",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: ["ok be honest is brock bowers actually better than trey mcbride rest of szn or is that cope"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: [
      "Omarion Hampton, what do you think of him the rest of the season",
      "and next to Ashton Jeanty, from here on out, who's the better guy to have",
    ],
    expect: "compare",
    players: ["Omarion Hampton", "Ashton Jeanty"],
  },
  {
    turns: ["over the next 6-7 weeks who's the better asset to own, James Cook or Jonathan Taylor"],
    expect: "compare",
    players: ["James Cook", "Jonathan Taylor"],
  },

  // slot
  {
    turns: ["flex spot is open like a missing access panel. who goes in it this week?"],
    expect: "slot",
  },
  {
    turns: ["Kamara's my RB1, that's locked in", "who do I put at RB2 this week, I got nobody I trust back there"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["who should be my wr3 this week, i have like 4 mid options and they're all mid"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["set my RBs already", "now I just need someone in the TE slot for this week, who's the guy?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["need a body in the flex for week 11. best option off my bench?"],
    expect: "slot",
    week: 11,
  },
  {
    turns: ["who's my flex this week", "eh and what about next week, same spot"],
    expect: "slot",
    week: "next",
  },

  // lineup
  {
    turns: ["run a full check on my lineup before kickoff, like a preflight walkaround. anything wrong with it"],
    expect: "lineup",
  },
  {
    turns: ["set my whole lineup for me this week, I'm slicing mortadella til 8 and got no time"],
    expect: "lineup",
  },
  {
    turns: ["optimize my lineup pls i refuse to think today"],
    expect: "lineup",
  },
  {
    turns: [
      "got an exam tonight so I can't watch any of the games",
      "can you just make sure my starting lineup is the best one for this week",
    ],
    expect: "lineup",
  },
  {
    turns: ["my lineup for week 12, is it right? look it over for me"],
    expect: "lineup",
    week: 12,
  },
  {
    turns: ["ok who's starting for me this week, like the whole thing", "wait do it for next week too actually"],
    expect: "lineup",
    week: "next",
  },

  // outlook
  {
    turns: ["De'Von Achane", "what's the projection on him this week, ballpark points"],
    expect: "outlook",
    players: ["De'Von Achane"],
  },
  {
    turns: ["Derrick Henry, how many points he gonna give me the rest of the season? roughly"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: ["whats jaxson dart's ceiling this week fr"],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["I have Ladd McConkey", "what's his outlook for the rest of the season? not trading him, just curious"],
    expect: "outlook",
    players: ["Ladd McConkey"],
  },
  {
    turns: ["Bucky Irving outlook for week 11?", "nah scratch that, do Rachaad White instead"],
    expect: "outlook",
    players: ["Rachaad White"],
    week: 11,
  },
  {
    turns: ["Travis Kelce, what kinda numbers you expect from him next week? floor and ceiling"],
    expect: "outlook",
    players: ["Travis Kelce"],
    week: "next",
  },

  // status
  {
    turns: ["is Puka playing sunday or is he grounded? saw something about an ankle"],
    expect: "status",
    players: ["Puka Nacua"],
  },
  {
    turns: ["madonna, I just saw the news", "Christian McCaffrey on the injury report again? tell me he's suiting up"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["is ceedee hurt or is he just bad lol"],
    expect: "status",
    players: ["CeeDee Lamb"],
  },
  {
    turns: ["quick q about Garrett Wilson", "is he out this week? game time decision or what"],
    expect: "status",
    players: ["Garrett Wilson"],
  },
  {
    turns: ["Joe Burrow update?", "as in, is he actually cleared to play or still on IR"],
    expect: "status",
    players: ["Joe Burrow"],
  },

  // tradeValue
  {
    turns: ["Drake London", "what's he worth on the trade market right now"],
    expect: "tradeValue",
    players: ["Drake London"],
  },
  {
    turns: ["Jonathan Taylor's had a monster year. do I sell him now while the price is high, or hold?"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["is jaylen waddle worth anything in a trade or is he like a used car at this point"],
    expect: "tradeValue",
    players: ["Jaylen Waddle"],
  },
  {
    turns: [
      "people keep messaging me about Chase Brown",
      "is he worth more to me on my team or on the market? hold or sell",
    ],
    expect: "tradeValue",
    players: ["Chase Brown"],
  },
  {
    turns: ["what's Sam LaPorta worth in a deal these days", "forget him, what about Kyle Pitts"],
    expect: "tradeValue",
    players: ["Kyle Pitts"],
  },

  // buyLow
  {
    turns: [
      "slow day at the counter, just me and the provolone",
      "who are the buy low guys around the league right now? I like a bargain, I'm a businessman",
    ],
    expect: "buyLow",
  },
  {
    turns: ["who's underpriced rn that i could trade for cheap before everyone else figures it out"],
    expect: "buyLow",
  },
  {
    turns: ["Which players should I try to buy low on before the trade deadline?"],
    expect: "buyLow",
  },
  {
    turns: ["any buy-lows out there?", "and who should I be selling high on while I'm at it"],
    expect: "buyLow",
  },
  {
    turns: ["sell high candidates. go."],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["got offered Garrett Wilson for my Chris Olave. do I sign off on it?"],
    expect: "trade",
    players: ["Garrett Wilson", "Chris Olave"],
  },
  {
    turns: ["Coach Sutton wants my Saquon for his Breece Hall. fair, or is he robbing me blind?"],
    expect: "trade",
    players: ["Saquon Barkley", "Breece Hall"],
  },
  {
    turns: ["someone offered me dk metcalf", "for my tony pollard. thoughts? is it a scam"],
    expect: "trade",
    players: ["DK Metcalf", "Tony Pollard"],
  },
  {
    turns: ["Should I accept Bo Nix + Rome Odunze for Lamar Jackson? I'd be getting 2 for 1"],
    expect: "trade",
    players: ["Bo Nix", "Rome Odunze", "Lamar Jackson"],
  },
  {
    turns: [
      "they want my James Cook",
      "and I'd get back Alvin Kamara and Jakobi Meyers. do it or no? gimme a straight answer",
    ],
    expect: "trade",
    players: ["James Cook", "Alvin Kamara", "Jakobi Meyers"],
  },
  {
    turns: [
      "got a work order in my inbox from Coach Ellis",
      "my Trey McBride for his George Kittle. approve or reject",
    ],
    expect: "trade",
    players: ["Trey McBride", "George Kittle"],
  },

  // waivers
  {
    turns: ["just got off a double", "who's worth grabbing off waivers this week"],
    expect: "waivers",
  },
  {
    turns: ["how much FAAB do I throw at Kenneth Gainwell? I got 43 bucks left"],
    expect: "waivers",
    players: ["Kenneth Gainwell"],
  },
  {
    turns: ["waiver wire is a wasteland. is there literally anyone worth picking up"],
    expect: "waivers",
  },
  {
    turns: ["my RB room is so thin", "who should I add from free agency this week at running back?"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["Woody Marks, is he still sitting on waivers?", "how much should I bid on him then"],
    expect: "waivers",
    players: ["Woody Marks"],
  },

  // playoffs
  {
    turns: ["what are my playoff odds as of today"],
    expect: "playoffs",
  },
  {
    turns: ["tell me straight, am I making the playoffs or what"],
    expect: "playoffs",
  },
  {
    turns: ["be real what's the percent chance i make playoffs. dont sugarcoat it"],
    expect: "playoffs",
  },
  {
    turns: ["I'm 6-4 right now", "what does that do for my chances of making the postseason?"],
    expect: "playoffs",
  },
  {
    turns: ["ok we won lol", "so am i in the playoffs or nah, like what are the odds now"],
    expect: "playoffs",
  },

  // improveOdds
  {
    turns: ["what do I gotta do to get into the playoffs? what moves, tell me"],
    expect: "improveOdds",
  },
  {
    turns: ["what moves bump my playoff odds the most"],
    expect: "improveOdds",
  },
  {
    turns: ["how do i not miss playoffs. like what do i change"],
    expect: "improveOdds",
  },
  {
    turns: ["my playoff odds look bad", "what can I do to raise them? pickups, trades, whatever works"],
    expect: "improveOdds",
  },
  {
    turns: ["forty percent? that's it?", "ok so what moves get me over the hump"],
    expect: "improveOdds",
  },

  // matchup
  {
    turns: ["who am I up against this week"],
    expect: "matchup",
  },
  {
    turns: ["am I favored against Coach Quinn this week?"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  {
    turns: ["whats my win prob this week. am i cooked"],
    expect: "matchup",
  },
  {
    turns: ["who do I play this week?", "and what's my win probability against them"],
    expect: "matchup",
  },
  {
    turns: ["I play the Sunday Scaries next week, right?", "how do I stack up against 'em"],
    expect: "matchup",
    team: "Sunday Scaries",
    week: "next",
  },

  // record
  {
    turns: ["what's my record right now"],
    expect: "record",
  },
  {
    turns: ["we beat Coach Sawyer's team last night, fuhgeddaboudit", "so where am I in the standings now, what place"],
    expect: "record",
  },
  {
    turns: ["what place am i in lol. dont answer if its bad"],
    expect: "record",
  },
  {
    turns: ["How many wins do I have so far this season?"],
    expect: "record",
  },
  {
    turns: ["am i still in first", "like what's my actual record"],
    expect: "record",
  },

  // rosterStatus
  {
    turns: ["run an injury check on my roster this week, who's down for maintenance"],
    expect: "rosterStatus",
  },
  {
    turns: ["anybody on my team on bye next week? I don't want no surprises"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["who on my team is hurt. like all of them. list it"],
    expect: "rosterStatus",
  },
  {
    turns: ["week 12 is thanksgiving week right", "who on my roster is injured or on a bye that week?"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["my roster good for byes this week?", "and injuries too? any red tags on anybody"],
    expect: "rosterStatus",
  },

  // positionRank
  {
    turns: ["rank my WRs for this week, top to bottom"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["put my running backs in order for week 11, best to worst"],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  {
    turns: ["rank my tes. yes i have three. dont ask"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["rank my RBs for this week please", "now do my WRs"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["rank my wrs", "ok but for next week"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },

  // projectedTotal
  {
    turns: ["lineup's locked in", "what's my team projected to score this week"],
    expect: "projectedTotal",
  },
  {
    turns: ["how many points am I gonna put up this week, all together? floor and ceiling"],
    expect: "projectedTotal",
  },
  {
    turns: ["whats my projected total. is it bad. it's bad isn't it"],
    expect: "projectedTotal",
  },
  {
    turns: ["what's my projected score this week?", "and for week 12?"],
    expect: "projectedTotal",
    week: 12,
  },
  {
    turns: ["my guys, all together, what do they score this week", "and worst case?"],
    expect: "projectedTotal",
  },

  // leaders
  {
    turns: ["who's the best team in the league right now"],
    expect: "leaders",
  },
  {
    turns: ["who's leading the league in points?", "and by record?"],
    expect: "leaders",
  },
  {
    turns: ["who's in first place in the league. if it's coach blake i'm quitting"],
    expect: "leaders",
  },
  {
    turns: ["Can you show me the standings for the whole league?"],
    expect: "leaders",
  },
  {
    turns: ["which team has the best playoff odds overall", "and who's got the most points for"],
    expect: "leaders",
  },

  // sleepers
  {
    turns: ["any sleepers for next week I should know about"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: [
      "my bench is nothing but stale bread",
      "who's flying under the radar? the guy nobody's talking about that could pop",
    ],
    expect: "sleepers",
  },
  {
    turns: ["give me a deep sleeper. like someone nobody has heard of"],
    expect: "sleepers",
  },
  {
    turns: ["I need some under-the-radar guys", "for next week specifically"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["any sneaky pickups for week 12? my cousin Sal always finds these guys first and I hate it"],
    expect: "sleepers",
    week: 12,
  },
  {
    turns: ["under-the-radar WR worth a flier?"],
    expect: "sleepers",
    position: "WR",
  },

  // dropStash
  {
    turns: ["Tyreek Hill's done for the year. drop him or stash him on IR?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["I got three guys hurt. do I cut 'em or hang on to 'em on IR?"],
    expect: "dropStash",
  },
  {
    turns: ["should i just drop malik nabers at this point or stash him lol"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["Cam Skattebo is out for the season", "is it worth keeping him on IR or should I just release him"],
    expect: "dropStash",
    players: ["Cam Skattebo"],
  },
  {
    turns: ["Tucker Kraft, the knee, terrible", "drop him or stash?"],
    expect: "dropStash",
    players: ["Tucker Kraft"],
  },

  // byeCover
  {
    turns: ["my QB is on bye this week", "need a streamer to cover him, who's out there"],
    expect: "byeCover",
    position: "QB",
  },
  {
    turns: ["my tight end's on bye next week, who do I get to fill in for him"],
    expect: "byeCover",
    position: "TE",
    week: "next",
  },
  {
    turns: ["my kicker has a bye. who do i stream. yes i care about kickers"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["my starting RB is on bye week 12", "who can cover for him? streamer ideas"],
    expect: "byeCover",
    position: "RB",
    week: 12,
  },
  {
    turns: ["need a bye-week fill-in at WR for next week"],
    expect: "byeCover",
    position: "WR",
    week: "next",
  },
  {
    turns: [
      "my quarterback got the week off, bye week, like he's on vacation",
      "who's a good one-week replacement for him?",
    ],
    expect: "byeCover",
    position: "QB",
  },

  // scenario
  {
    turns: ["if I win out, what are my playoff odds"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["say I go 3-2 the rest of the way, am I in?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["what if i lose this week. like how screwed am i for playoffs"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["What are my playoff odds?", "and if I win 2 of my last 4?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["say I drop this week's game", "what do my playoff chances look like then"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // tradeIdeas
  {
    turns: ["what could I get for Davante Adams if I shopped him around"],
    expect: "tradeIdeas",
    players: ["Davante Adams"],
  },
  {
    turns: ["gimme some 2-for-1 ideas, I got too many mid guys cluttering up the case"],
    expect: "tradeIdeas",
  },
  {
    turns: ["who should i even trade with. everyone in this league is a shark"],
    expect: "tradeIdeas",
  },
  {
    turns: ["I need a WR upgrade", "any trade targets you'd go after?"],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: ["Bijan's my best chip", "what kinda package could I get back for him"],
    expect: "tradeIdeas",
    players: ["Bijan Robinson"],
  },

  // help
  {
    turns: ["what can you do exactly? like the full spec sheet"],
    expect: "help",
  },
  {
    turns: ["eh how does this thing work, I just type and you answer?"],
    expect: "help",
  },
  {
    turns: ["what are you even for"],
    expect: "help",
  },
  {
    turns: ["hi", "ok what can u actually help with"],
    expect: "help",
  },
  {
    turns: ["first time using this", "what kinds of questions can I ask you?"],
    expect: "help",
  },

  // None
  {
    turns: ["what's the torque spec on a CFM56 fan blade retainer bolt"],
    expect: "None",
  },
  {
    turns: ["ok my lineup's good, grazie", "now what's a good recipe for eggplant parm, the real way"],
    expect: "None",
  },
  {
    turns: ["can you do my chem homework. it's due at midnight"],
    expect: "None",
  },
  {
    turns: ["what's the difference between accrual and cash basis accounting? midterm tomorrow"],
    expect: "None",
  },
  {
    turns: ["forget football a sec", "who wins the Knicks game tonight?"],
    expect: "None",
  },
  {
    turns: ["what's the spread on Chiefs-Bills? real money, I'm at the sportsbook"],
    expect: "None",
  },
  {
    turns: ["ok lineup's set", "now tell me a joke"],
    expect: "None",
  },
  {
    turns: ["is it supposed to snow tonight? I'm walking to class"],
    expect: "None",
  },

  // two asks
  {
    turns: ["is Saquon playing this week, and if he is, do I start him?"],
    expect: ["status", "startSit"],
    players: ["Saquon Barkley"],
  },
  {
    turns: ["what's my record and what are my playoff odds"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["who do i play this week and whats my projected score"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["need help before my 7pm class", "who should I pick up on waivers, and should I drop my injured guys?"],
    expect: ["waivers", "dropStash"],
  },
  {
    turns: ["rank my WRs for this week and then tell me who goes in the flex"],
    expect: ["positionRank", "slot"],
    position: "WR",
  },
  {
    turns: ["odds of making playoffs right now, and what if I win out?"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["my roster is a hospital", "who's hurt and who do i grab off waivers to replace them"],
    expect: ["rosterStatus", "waivers"],
  },
  {
    turns: ["What's Jayden Daniels' trade value, and what could I get for him?"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Jayden Daniels"],
  },
  {
    turns: ["who's the top team in the league, and where am I at?"],
    expect: ["leaders", "record"],
  },
  {
    turns: [
      "my tight end is on bye next week",
      "who covers TE for that week? and while you're at it what's my team projected for it",
    ],
    expect: ["byeCover", "projectedTotal"],
    week: "next",
  },
  {
    turns: ["set my lineup and tell me if i'm favored"],
    expect: ["lineup", "matchup"],
  },
  {
    turns: [
      "what are my playoff odds",
      "ok and what moves would push them higher? also who are the buy-low guys out there",
    ],
    expect: ["improveOdds", "buyLow"],
  },
  {
    turns: ["Is Garrett Wilson healthy, and what's his outlook the rest of the season?"],
    expect: ["status", "outlook"],
    players: ["Garrett Wilson"],
  },
  {
    turns: ["Ja'Marr Chase or Justin Jefferson this week, and who's better the rest of the way?"],
    expect: ["startSit", "compare"],
    players: ["Ja'Marr Chase", "Justin Jefferson"],
  },
  {
    turns: ["what can you do and also who are some sleepers for next week"],
    expect: ["help", "sleepers"],
    week: "next",
  },
];
