// Blind held-out evaluation set 91 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a sports-betting regular who talks in locks, fades, juice and lines, and slips in out-of-
// scope spread/prop/parlay asks.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_91: HeldOutCase[] = [
  // startSit
  {
    turns: ["Nacua or Jefferson this week, which one's the lock?"],
    expect: "startSit",
    players: ["Puka Nacua", "Justin Jefferson"],
  },
  {
    turns: [
      "Bucky Irving has been straight cash for me lately",
      "but Chuba's matchup looks juicy. which one do I start",
    ],
    expect: "startSit",
    players: ["Bucky Irving", "Chuba Hubbard"],
  },
  {
    turns: ["sit or start: Jaxson Dart vs Bo Nix in week 11"],
    expect: "startSit",
    players: ["Jaxson Dart", "Bo Nix"],
    week: 11,
  },
  {
    turns: ["I'm fading Olave this week, smells like a trap line", "so Wan'Dale or Jakobi Meyers instead?"],
    expect: "startSit",
    players: ["Wan'Dale Robinson", "Jakobi Meyers"],
  },
  {
    turns: ["who's the better play Sunday, Achane or Cook? and is Achane even healthy"],
    expect: ["startSit", "status"],
    players: ["De'Von Achane", "James Cook"],
  },
  {
    turns: ["should I start Judkins or Skattebo", "ok and what about next week, same answer?"],
    expect: "startSit",
    players: ["Quinshon Judkins", "Cam Skattebo"],
    week: "next",
  },

  // compare
  {
    turns: ["rest of season, who's the better hold: Ja'Marr or Nico Collins?"],
    expect: "compare",
    players: ["Ja'Marr Chase", "Nico Collins"],
  },
  {
    turns: ["long term would I rather own Jeanty or Hampton? think of it like a futures ticket"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "I know we're redraft but I'm thinking big picture",
      "BTJ vs Nabers, who do I want holding the rest of the way",
    ],
    expect: "compare",
    players: ["Brian Thomas Jr.", "Malik Nabers"],
  },
  {
    turns: [
      "thinking about my WR depth for the stretch run",
      "McMillan or Egbuka — whose stock is higher from here to the playoffs?",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: ["is Bijan better than Gibbs for the rest of the year?", "what about Bijan vs Jonathan Taylor then"],
    expect: "compare",
    players: ["Bijan Robinson", "Jonathan Taylor"],
  },
  {
    turns: ["which one do I keep long term, Kyren or Breece? and what's Breece fetching in a trade"],
    expect: ["compare", "tradeValue"],
    players: ["Kyren Williams", "Breece Hall"],
  },

  // slot
  { turns: ["who goes in my flex this week"], expect: "slot" },
  { turns: ["need a body at tight end, who do I slot in"], expect: "slot", position: "TE" },
  {
    turns: ["Kelce's on my bench and so is LaPorta", "who gets the TE spot?"],
    expect: "slot",
    position: "TE",
    players: ["Travis Kelce", "Sam LaPorta"],
  },
  {
    turns: ["who should be my RB2 Sunday? don't wanna get burned like my Bills moneyline last week"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["gonna set things late tonight after the early lines settle", "first though, QB slot — Goff or Caleb?"],
    expect: "slot",
    position: "QB",
    players: ["Jared Goff", "Caleb Williams"],
  },
  {
    turns: ["flex for next week, who's my best option? also what's the spread on Lions-Commanders"],
    expect: ["slot", "None"],
    week: "next",
  },

  // lineup
  { turns: ["optimize my lineup, I want max EV"], expect: "lineup" },
  { turns: ["double check my starters for me, is everything set right?"], expect: "lineup" },
  {
    turns: [
      "burned a unit on a Sunday night parlay, don't want to torch my fantasy week too",
      "can you set my best lineup",
    ],
    expect: "lineup",
  },
  { turns: ["Tracy's back from injury", "so redo my whole lineup with that in mind"], expect: "lineup" },
  { turns: ["set my lineup for week 11"], expect: "lineup", week: 11 },
  { turns: ["set my optimal lineup and tell me what I'm projected for"], expect: ["lineup", "projectedTotal"] },

  // outlook
  { turns: ["what's Derrick Henry's projection this week?"], expect: "outlook", players: ["Derrick Henry"] },
  { turns: ["Puka over 20 points this week, yay or nay?"], expect: "outlook", players: ["Puka Nacua"] },
  {
    turns: ["I drafted Tee Higgins in the 5th", "how's he looking the rest of the way?"],
    expect: "outlook",
    players: ["Tee Higgins"],
  },
  {
    turns: ["is Jaxon Smith-Njigba a good play this week?", "and next week against that defense?"],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
    week: "next",
  },
  {
    turns: ["Saints get Carolina this week", "Kamara smash spot or a fade?"],
    expect: "outlook",
    players: ["Alvin Kamara"],
  },
  {
    turns: ["what's JT gonna put up this week and is he on the injury report at all"],
    expect: ["outlook", "status"],
    players: ["Jonathan Taylor"],
  },

  // status
  { turns: ["is McCaffrey playing Sunday?"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["what's Tyreek's injury designation"], expect: "status", players: ["Tyreek Hill"] },
  { turns: ["saw something on twitter about Rashee Rice", "is he hurt?"], expect: "status", players: ["Rashee Rice"] },
  {
    turns: ["need to know before lock", "is Lamar good to go or still questionable?"],
    expect: "status",
    players: ["Lamar Jackson"],
  },
  { turns: ["should I start Nabers?", "wait is he even active"], expect: "status", players: ["Malik Nabers"] },
  {
    turns: ["is Chase Brown practicing? if not who should I grab off waivers"],
    expect: ["status", "waivers"],
    players: ["Chase Brown"],
  },

  // tradeValue
  { turns: ["what's Saquon's trade value right now?"], expect: "tradeValue", players: ["Saquon Barkley"] },
  {
    turns: ["should I sell high on Javonte Williams before the market corrects?"],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },
  {
    turns: ["Woody Marks has been on a heater", "what could I realistically get for him"],
    expect: "tradeValue",
    players: ["Woody Marks"],
  },
  {
    turns: ["everyone's down on Garrett Wilson, the public's off him", "is this a buy low spot on him?"],
    expect: "tradeValue",
    players: ["Garrett Wilson"],
  },
  {
    turns: ["what's Kittle worth in a trade these days, and is he even healthy right now?"],
    expect: ["tradeValue", "status"],
    players: ["George Kittle"],
  },
  {
    turns: ["been trying to move Mike Evans", "what's fair value for him, like what should I be asking"],
    expect: "tradeValue",
    players: ["Mike Evans"],
  },

  // buyLow
  { turns: ["who are the buy low guys right now"], expect: "buyLow" },
  { turns: ["give me some sell-high candidates, guys running hot and due for regression"], expect: "buyLow" },
  {
    turns: [
      "in betting you buy when the public is off a team",
      "same idea — which players are undervalued to trade for right now?",
    ],
    expect: "buyLow",
  },
  { turns: ["who should I be selling before the market catches on?"], expect: "buyLow" },
  {
    turns: ["trade deadline's coming up in our league", "any buy-low targets I should be sniffing around?"],
    expect: "buyLow",
  },
  { turns: ["who's a buy low right now and who on the waiver wire is worth a bid"], expect: ["buyLow", "waivers"] },

  // trade
  {
    turns: ["someone offered me Drake London for Kyren Williams, do I take it?"],
    expect: "trade",
    players: ["Drake London", "Kyren Williams"],
  },
  {
    turns: ["getting offered Hurts for Jared Goff and Rico Dowdle, smash accept?"],
    expect: "trade",
    players: ["Jalen Hurts", "Jared Goff", "Rico Dowdle"],
  },
  {
    turns: [
      "Coach Quinn just hit me with an offer",
      "my Tucker Kraft for his Dallas Goedert and Jordan Addison, is that a fair line?",
    ],
    expect: "trade",
    players: ["Tucker Kraft", "Dallas Goedert", "Jordan Addison"],
    team: "Blitz Brigade",
  },
  {
    turns: ["I'm thinking of shipping Josh Jacobs out", "would you do Jacobs for DK Metcalf straight up?"],
    expect: "trade",
    players: ["Josh Jacobs", "DK Metcalf"],
  },
  {
    turns: ["is giving up Bowers to get Trey McBride plus Pollard a winner or am I laying too much juice?"],
    expect: "trade",
    players: ["Brock Bowers", "Trey McBride", "Tony Pollard"],
  },
  {
    turns: [
      "offer on the table: my Kenneth Walker for their Travis Etienne",
      "what if they throw in Xavier Worthy too, does that flip it?",
    ],
    expect: "trade",
    players: ["Kenneth Walker III", "Travis Etienne Jr.", "Xavier Worthy"],
  },

  // waivers
  { turns: ["Tyrone Tracy's out for a while", "who do I pick up off waivers to replace him"], expect: "waivers" },
  { turns: ["how much FAAB do I throw at the top waiver guy"], expect: "waivers" },
  { turns: ["I've got 63 bucks of FAAB left", "who's worth a bid and how much"], expect: "waivers" },
  { turns: ["best adds on the wire? I want plus-money value, not chalk"], expect: "waivers" },
  { turns: ["my bench is full of dead weight", "who's out there on the waiver wire to grab?"], expect: "waivers" },
  {
    turns: ["who should I claim this week, and is it worth dropping one of my injured guys to make room"],
    expect: ["waivers", "dropStash"],
  },

  // playoffs
  { turns: ["what are my playoff odds"], expect: "playoffs" },
  { turns: ["am I making the playoffs or what? give me a percentage"], expect: "playoffs" },
  { turns: ["lost a close one last week, bad beat", "how's that hurt my postseason chances?"], expect: "playoffs" },
  { turns: ["if a book hung a line on me making the playoffs, what's the implied probability?"], expect: "playoffs" },
  { turns: ["what's my record?", "and realistically, do I get in?"], expect: "playoffs" },
  { turns: ["where do I stand in the standings and what are my playoff chances"], expect: ["record", "playoffs"] },

  // improveOdds
  { turns: ["what moves boost my playoff odds?"], expect: "improveOdds" },
  { turns: ["how do I get my playoff chances up, what do I need to do"], expect: "improveOdds" },
  {
    turns: ["my playoff odds are sitting around 40 percent", "what can I do to move that number?"],
    expect: "improveOdds",
  },
  { turns: ["give me the moves that turn me into a playoff lock"], expect: "improveOdds" },
  {
    turns: ["I'm right on the bubble", "any trades or pickups that would bump my postseason odds?"],
    expect: "improveOdds",
  },
  { turns: ["what are my playoff odds and what moves would improve them?"], expect: ["playoffs", "improveOdds"] },

  // matchup
  { turns: ["who am I playing this week"], expect: "matchup" },
  { turns: ["am I favored this week? and what's my record going in"], expect: ["matchup", "record"] },
  {
    turns: ["I get Coach Sawyer's squad in week 12", "who's favored in that one?"],
    expect: "matchup",
    week: 12,
    team: "Audible Alchemists",
  },
  { turns: ["what's my win probability against my opponent this week?"], expect: "matchup" },
  { turns: ["how's my matchup look", "what about next week's?"], expect: "matchup", week: "next" },
  { turns: ["projected score of my game this week, me vs them"], expect: "matchup" },

  // record
  { turns: ["what's my W-L right now?"], expect: "record" },
  { turns: ["where am I in the standings"], expect: "record" },
  { turns: ["rough couple weeks, feel like I'm cooked", "where do I actually sit in the league?"], expect: "record" },
  { turns: ["just beat Coach Blake by 2 points, total sweat", "so what's my record now?"], expect: "record" },
  { turns: ["am I above .500 yet?"], expect: "record" },
  { turns: ["my buddy says I'm a bottom feeder", "am I top half of the league or not?"], expect: "record" },

  // rosterStatus
  { turns: ["who on my team is hurt"], expect: "rosterStatus" },
  { turns: ["any of my guys on bye this week?"], expect: "rosterStatus" },
  { turns: ["who do I have on bye next week"], expect: "rosterStatus", week: "next" },
  {
    turns: ["trying to plan ahead", "which of my players are out or on bye in week 12?"],
    expect: "rosterStatus",
    week: 12,
  },
  { turns: ["injury report drops today", "anybody on my roster banged up?"], expect: "rosterStatus" },
  { turns: ["who's injured on my roster and should I drop any of them"], expect: ["rosterStatus", "dropStash"] },

  // positionRank
  { turns: ["rank my WRs for this week"], expect: "positionRank", position: "WR" },
  { turns: ["rank my running backs for week 11"], expect: "positionRank", position: "RB", week: 11 },
  {
    turns: ["I've got way too many tight ends", "order them for me best to worst this week"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["I rank sides on a card before I bet them", "do that with my quarterbacks, top to bottom"],
    expect: "positionRank",
    position: "QB",
  },
  { turns: ["rank my receivers", "now do the RBs"], expect: "positionRank", position: "RB" },
  { turns: ["order my wideouts for next week"], expect: "positionRank", position: "WR", week: "next" },

  // projectedTotal
  { turns: ["what's my team projected for this week"], expect: "projectedTotal" },
  { turns: ["what's my team total? give me the over/under on my points"], expect: "projectedTotal" },
  { turns: ["what's my ceiling and floor for week 11"], expect: "projectedTotal", week: 11 },
  { turns: ["just swapped Tracy into the flex", "where's my projected point total now?"], expect: "projectedTotal" },
  {
    turns: ["what's my projected score?", "and the range on that, worst case to best case?"],
    expect: "projectedTotal",
  },
  { turns: ["how many points am I projected next week"], expect: "projectedTotal", week: "next" },

  // leaders
  { turns: ["who's leading the league and where am I in the standings"], expect: ["leaders", "record"] },
  { turns: ["who's the best team in the league by points scored"], expect: "leaders" },
  { turns: ["what's Red Zone Raiders' record?"], expect: "leaders", team: "Red Zone Raiders" },
  {
    turns: ["Coach Finley keeps talking trash in the group chat", "where's his team in the standings?"],
    expect: "leaders",
    team: "Waiver Wire Wizards",
  },
  { turns: ["which team's the title favorite, like if you were setting championship odds"], expect: "leaders" },
  {
    turns: ["who's got the best record?", "and how's Pocket Passers doing?"],
    expect: "leaders",
    team: "Pocket Passers",
  },

  // sleepers
  { turns: ["any sleepers for next week"], expect: "sleepers", week: "next" },
  { turns: ["give me some deep under-the-radar guys nobody's rostering"], expect: "sleepers" },
  {
    turns: ["I like longshots, plus-money stuff", "who are your deep sleepers for next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["who's a sneaky deep sleeper for next week, and how much FAAB should I put on him"],
    expect: ["sleepers", "waivers"],
    week: "next",
  },
  {
    turns: ["the usual waiver names are all chalk this week", "give me the real deep cuts, the sleepers"],
    expect: "sleepers",
  },
  { turns: ["any under the radar breakout candidates for next week?"], expect: "sleepers", week: "next" },

  // dropStash
  { turns: ["should I drop my injured guys or stash them on IR"], expect: "dropStash" },
  {
    turns: ["is it worth stashing Hunter Henry on IR or do I just cut him"],
    expect: "dropStash",
    players: ["Hunter Henry"],
  },
  { turns: ["Brandon Aiyuk is still out", "hold him or cut bait?"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  {
    turns: ["my IR slot is open", "which of my hurt players should go there and who should I just drop?"],
    expect: "dropStash",
  },
  { turns: ["cut or stash my banged up guys?"], expect: "dropStash" },
  {
    turns: ["is Mark Andrews hurt, and if so do I drop him"],
    expect: ["status", "dropStash"],
    players: ["Mark Andrews"],
  },

  // byeCover
  { turns: ["my QB is on bye next week, who's a streamer"], expect: "byeCover", position: "QB", week: "next" },
  { turns: ["need a TE to cover the bye"], expect: "byeCover", position: "TE" },
  { turns: ["my kicker has a bye in week 12", "who can I stream there?"], expect: "byeCover", position: "K", week: 12 },
  { turns: ["who's a good backup RB to fill in during my bye week"], expect: "byeCover", position: "RB" },
  {
    turns: ["both my starting receivers are on bye next week, ugh", "who do I grab to plug the gap?"],
    expect: "byeCover",
    position: "WR",
    week: "next",
  },
  { turns: ["streaming options at kicker for the bye?"], expect: "byeCover", position: "K" },

  // scenario
  { turns: ["what are my playoff odds if I win out"], expect: "scenario", scenario: "win-out" },
  { turns: ["if I go 2-2 over my last four, am I in?"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  { turns: ["if I drop this week's game, how bad do my odds get?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["assume I run the table from here", "what do my chances look like then?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["what are my playoff odds", "ok and if I win 3 of my last 4?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["say I only win two more games, where does that leave me?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },

  // tradeIdeas
  { turns: ["who should I trade with to get a running back"], expect: "tradeIdeas", position: "RB" },
  {
    turns: ["what would Sunday Scaries give me for a WR upgrade"],
    expect: "tradeIdeas",
    team: "Sunday Scaries",
    position: "WR",
  },
  { turns: ["I'm thin at TE", "which team should I hit up for a trade?"], expect: "tradeIdeas", position: "TE" },
  {
    turns: ["build me a 2-for-1 around Courtland Sutton and DeVonta Smith"],
    expect: "tradeIdeas",
    players: ["Courtland Sutton", "DeVonta Smith"],
  },
  {
    turns: ["Coach Harper's team is loaded at receiver", "what could I pry out of them?"],
    expect: "tradeIdeas",
    team: "Fourth & Long Shots",
    position: "WR",
  },
  {
    turns: [
      "I want to consolidate Rome Odunze and Jaylen Warren into one stud",
      "who's the best trade partner for that?",
    ],
    expect: "tradeIdeas",
    players: ["Rome Odunze", "Jaylen Warren"],
  },

  // help
  { turns: ["what can you do"], expect: "help" },
  { turns: ["how does this thing work"], expect: "help" },
  { turns: ["what kinds of questions can I ask you? you a tout service or what"], expect: "help" },
  { turns: ["first time using this", "walk me through what you can help with"], expect: "help" },
  {
    turns: ["I mostly bet NFL sides and totals", "can you do betting picks too or just fantasy stuff?"],
    expect: "help",
  },
  { turns: ["give me a rundown of your features"], expect: "help" },

  // None
  { turns: ["give me a 3-leg parlay for Sunday"], expect: "None" },
  { turns: ["Chiefs -3.5 or take the points?"], expect: "None" },
  {
    turns: ["who should I start, Lamb or Pickens?", "also should I hammer the over on CeeDee's receiving yards prop"],
    expect: "None",
  },
  { turns: ["what's the moneyline on the Eagles game"], expect: "None" },
  { turns: ["best sportsbook signup bonus right now?"], expect: "None" },
  { turns: ["up 4 units on the week so far", "how should I size my bets for Monday night?"], expect: "None" },
];
