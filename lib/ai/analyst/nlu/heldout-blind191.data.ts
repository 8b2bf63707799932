// Blind held-out evaluation set 191 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a chatty, lowercase-leaning manager who keeps long running conversations going and leans on
// pronouns, shorthand and one-detail changes from earlier turns.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_191: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["puka got a full practice in today", "ok so puka or drake london sunday? only room for one of them"],
    expect: "startSit",
    players: ["Puka Nacua", "Drake London"],
  },
  {
    turns: [
      "thinking about my rbs this week",
      "bijan's locked in obviously. so it's breece hall or chuba hubbard next to him, who gets the nod?",
    ],
    expect: "startSit",
    players: ["Breece Hall", "Chuba Hubbard"],
  },
  {
    turns: [
      "should I start Jaylen Waddle or Zay Flowers this week?",
      "ok and what if it's waddle vs tee higgins instead",
    ],
    expect: "startSit",
    players: ["Jaylen Waddle", "Tee Higgins"],
  },
  {
    turns: ["start jared goff or bo nix this week", "same question for week 13"],
    expect: "startSit",
    players: ["Jared Goff", "Bo Nix"],
    week: 13,
  },
  {
    turns: ["Kyren Williams vs Rico Dowdle — who am I playing this weekend, gut call"],
    expect: "startSit",
    players: ["Kyren Williams", "Rico Dowdle"],
  },
  {
    turns: [
      "gonna be honest i've been staring at my lineup for an hour",
      "trey mcbride or sam laporta. which one do i actually put in",
    ],
    expect: "startSit",
    players: ["Trey McBride", "Sam LaPorta"],
  },
  {
    turns: ["week 12 qb decision incoming", "jaxson dart or caleb williams, who do I roll with?"],
    expect: "startSit",
    players: ["Jaxson Dart", "Caleb Williams"],
    week: 12,
  },
  {
    turns: [
      "who should i play this week, Rome Odunze or Jordan Addison?",
      "hmm what about next week, does that change",
    ],
    expect: "startSit",
    players: ["Rome Odunze", "Jordan Addison"],
    week: "next",
  },
  {
    turns: [
      "chase brown or kenneth walker iii for sunday?",
      "hmm you sure?",
      "ok swap walker out for cam skattebo, same question",
    ],
    expect: "startSit",
    players: ["Chase Brown", "Cam Skattebo"],
  },
  {
    turns: [
      "I've got three wrs for two spots",
      "Courtland Sutton, Jakobi Meyers, Khalil Shakir — which two play this week?",
    ],
    expect: "startSit",
    players: ["Courtland Sutton", "Jakobi Meyers", "Khalil Shakir"],
  },
  {
    turns: [
      "Is Travis Kelce startable this week or do I go Dalton Kincaid?",
      "and if kincaid's out, kelce or hunter henry?",
    ],
    expect: "startSit",
    players: ["Travis Kelce", "Hunter Henry"],
  },
  {
    turns: ["bench Mike Evans for Emeka Egbuka this week? feels wrong but the matchup..."],
    expect: "startSit",
    players: ["Mike Evans", "Emeka Egbuka"],
  },

  // ---- compare ----
  {
    turns: ["long term who'd you rather have, Malik Nabers or Garrett Wilson? rest of season only"],
    expect: "compare",
    players: ["Malik Nabers", "Garrett Wilson"],
  },
  {
    turns: [
      "been going back and forth on two rookies",
      "ashton jeanty vs omarion hampton for the rest of the year, who's the better asset",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["ros who's better, jahmyr gibbs or de'von achane?", "ok throw saquon in there too, rank all three ros"],
    expect: "compare",
    players: ["Jahmyr Gibbs", "De'Von Achane", "Saquon Barkley"],
  },
  {
    turns: ["value-wise is Tetairoa McMillan already ahead of Xavier Worthy going forward?"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Xavier Worthy"],
  },
  {
    turns: [
      "compare brock bowers and george kittle for me, rest of season",
      "now do it with tucker kraft instead of kittle",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Tucker Kraft"],
  },
  {
    turns: [
      "quick QB debate with my buddy",
      "he says josh allen, I say lamar. from here to the end of the year, who's right?",
    ],
    expect: "compare",
    players: ["Josh Allen", "Lamar Jackson"],
  },

  // ---- slot ----
  {
    turns: ["who goes in my flex this week"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["my flex is a mess", "it's between Tony Pollard, Wan'Dale Robinson and Kenneth Gainwell for that spot"],
    expect: "slot",
    players: ["Tony Pollard", "Wan'Dale Robinson", "Kenneth Gainwell"],
    position: "FLEX",
  },
  {
    turns: ["who should be my te this week?", "and my rb2?"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["need a body for the WR3 slot, who on my bench is best for it"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["who's my best flex option for week 12", "same but for week 13"],
    expect: "slot",
    position: "FLEX",
    week: 13,
  },

  // ---- lineup ----
  {
    turns: ["can you just set my whole lineup for this week, I trust you"],
    expect: "lineup",
  },
  {
    turns: ["optimal lineup for me this week?", "ok now do week 13"],
    expect: "lineup",
    week: 13,
  },
  {
    turns: ["look over my starting lineup and tell me if anything's off"],
    expect: "lineup",
  },
  {
    turns: ["i made a few changes to my starters", "is that the best lineup I can put out next week?"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["thinking about week 11 already", "what's the highest-projected lineup I can field that week"],
    expect: "lineup",
    week: 11,
  },

  // ---- outlook ----
  {
    turns: ["what's Jonathan Taylor projected for this week"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["how do you see Jaxon Smith-Njigba doing this week?", "and what about the rest of the season for him"],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["give me derrick henry's ceiling this week", "and his floor?"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: ["is Brian Thomas Jr. gonna bounce back or is this who he is now, rest of year"],
    expect: "outlook",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["how many points is ceedee lamb gonna put up sunday", "ok what about nico collins"],
    expect: "outlook",
    players: ["Nico Collins"],
  },
  {
    turns: ["Judkins had a quiet one", "how's he looking next week though"],
    expect: "outlook",
    players: ["Quinshon Judkins"],
    week: "next",
  },

  // ---- status ----
  {
    turns: ["is Christian McCaffrey playing this week?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["any update on tyreek hill's injury", "what about davante adams, is he good to go"],
    expect: "status",
    players: ["Davante Adams"],
  },
  {
    turns: ["when's Amon-Ra St. Brown's bye?"],
    expect: "status",
    players: ["Amon-Ra St. Brown"],
  },
  {
    turns: ["Ja'Marr Chase was limited at practice wednesday right?", "so is he actually going to suit up or not"],
    expect: "status",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["did Rashee Rice get hurt again", "and justin jefferson, anything on him?"],
    expect: "status",
    players: ["Justin Jefferson"],
  },

  // ---- tradeValue ----
  {
    turns: ["what's George Pickens worth on the trade market right now"],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  {
    turns: ["should I sell high on Jameson Williams after that game?", "same question about chris olave"],
    expect: "tradeValue",
    players: ["Chris Olave"],
  },
  {
    turns: ["hold or sell Alvin Kamara at this point"],
    expect: "tradeValue",
    players: ["Alvin Kamara"],
  },
  {
    turns: ["what kind of value does Mark Andrews have these days", "ok and what about dallas goedert"],
    expect: "tradeValue",
    players: ["Dallas Goedert"],
  },
  {
    turns: ["Marvin Harrison Jr. has been so up and down", "is now the time to buy him or is his price still too high"],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },

  // ---- buyLow ----
  {
    turns: ["who are the best buy-low guys in the league right now"],
    expect: "buyLow",
  },
  {
    turns: [
      "I have some bench depth to deal",
      "which underperformers should I be trying to pry loose from other teams?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["any wrs off to a slow start that I could grab cheap via trade?"],
    expect: "buyLow",
    position: "WR",
  },
  {
    turns: ["who's a buy low candidate?", "just rbs"],
    expect: "buyLow",
    position: "RB",
  },
  {
    turns: ["the deadline's coming up", "which struggling studs should I be trading for before they turn it around"],
    expect: "buyLow",
  },

  // ---- trade ----
  {
    turns: ["would you accept Josh Jacobs for Jaylen Warren and Chris Godwin? I'd be giving Jacobs"],
    expect: "trade",
    players: ["Josh Jacobs", "Jaylen Warren", "Chris Godwin"],
  },
  {
    turns: ["coach sutton offered me A.J. Brown for my Bucky Irving", "is that fair or am i getting fleeced"],
    expect: "trade",
    players: ["Bucky Irving", "A.J. Brown"],
  },
  {
    turns: [
      "would I win a trade of my Drake Maye for Justin Herbert?",
      "interesting",
      "coach ellis seems into it btw",
      "flip it — what if I'm the one sending herbert and getting maye",
    ],
    expect: "trade",
    players: ["Justin Herbert", "Drake Maye"],
  },
  {
    turns: [
      "ok big one",
      "I send Jalen Hurts + Rhamondre Stevenson, I get Patrick Mahomes + Travis Etienne Jr.",
      "who wins that?",
    ],
    expect: "trade",
    players: ["Jalen Hurts", "Rhamondre Stevenson", "Patrick Mahomes", "Travis Etienne Jr."],
  },
  {
    turns: [
      "someone wants my Kyle Pitts for Jake Ferguson",
      "what if they add Rachaad White to their side, do I take it then",
    ],
    expect: "trade",
    players: ["Kyle Pitts", "Jake Ferguson", "Rachaad White"],
  },
  {
    turns: ["got offered DK Metcalf for my Terry McLaurin, should i accept"],
    expect: "trade",
    players: ["Terry McLaurin", "DK Metcalf"],
  },

  // ---- waivers ----
  {
    turns: ["who's the top pickup on waivers this week"],
    expect: "waivers",
  },
  {
    turns: ["I've got $47 of FAAB left", "how much should I bid on Woody Marks"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: ["any TE worth grabbing off the wire?"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: ["my rb room got wrecked", "who's the best running back sitting in free agency right now"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["should i put a claim in for Kyle Monangai", "and how much faab would you throw at him"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },

  // ---- playoffs ----
  {
    turns: ["what are my playoff odds looking like"],
    expect: "playoffs",
  },
  {
    turns: ["what are my chances of making the playoffs?", "what about their odds — the Red Zone Raiders"],
    expect: "playoffs",
    team: "Red Zone Raiders",
  },
  {
    turns: ["real odds, am I making the top 6 or not"],
    expect: "playoffs",
  },
  {
    turns: ["how's coach marlow's team doing", "do they have a real shot at the postseason?"],
    expect: "playoffs",
    team: "Two-Minute Drill",
  },
  {
    turns: ["coach blake just talked trash in the group chat", "what are Sunday Scaries' playoff chances, honestly"],
    expect: "playoffs",
    team: "Sunday Scaries",
  },

  // ---- improveOdds ----
  {
    turns: ["what moves should I make to boost my playoff chances"],
    expect: "improveOdds",
  },
  {
    turns: ["my playoff odds are scary low", "what can I actually do to fix that"],
    expect: "improveOdds",
  },
  {
    turns: ["give me a plan to sneak into the playoffs from here, trades pickups whatever"],
    expect: "improveOdds",
  },
  {
    turns: ["am I a playoff team right now?", "ok so how do I bump those numbers up"],
    expect: "improveOdds",
  },
  {
    turns: ["I'm sitting 7th", "what's the single best move to up my odds of getting in"],
    expect: "improveOdds",
  },

  // ---- matchup ----
  {
    turns: ["who am I playing this week and what's my win probability"],
    expect: "matchup",
  },
  {
    turns: ["how's my matchup look this week", "and next week's?"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: ["setting my lineup vs coach quinn", "what's the projected score for that game"],
    expect: "matchup",
  },
  {
    turns: ["what does my week 12 matchup look like", "and how does Waiver Wire Wizards' game that week look?"],
    expect: "matchup",
    week: 12,
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["am i the favorite in my game this week or the underdog"],
    expect: "matchup",
  },

  // ---- record ----
  {
    turns: ["what's my record right now"],
    expect: "record",
  },
  {
    turns: ["where do I sit in the standings", "and Blitz Brigade?"],
    expect: "record",
    team: "Blitz Brigade",
  },
  {
    turns: ["how many wins does Coach Sawyer have"],
    expect: "record",
    team: "Audible Alchemists",
  },
  {
    turns: ["what's end zone envy's record", "ok and mine?"],
    expect: "record",
  },
  {
    turns: ["feel like I've lost a bunch of close ones", "remind me what place I'm in and my W-L"],
    expect: "record",
  },

  // ---- rosterStatus ----
  {
    turns: ["anyone on my team hurt or on bye this week?"],
    expect: "rosterStatus",
  },
  {
    turns: ["check my roster for injuries", "now byes for next week"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["planning ahead for thanksgiving week", "which of my guys are on bye in week 13"],
    expect: "rosterStatus",
    week: 13,
  },
  {
    turns: ["ugh this injury bug", "run through my whole roster and tell me who's banged up"],
    expect: "rosterStatus",
  },
  {
    turns: ["injury report for my squad please"],
    expect: "rosterStatus",
  },

  // ---- positionRank ----
  {
    turns: ["rank my wrs for this week"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["order my running backs best to worst for this week", "now my tight ends"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["my qbs are all mid", "how do they stack up for week 12, top to bottom"],
    expect: "positionRank",
    position: "QB",
    week: 12,
  },
  {
    turns: ["rank my rbs for next week", "same for wide receivers"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  {
    turns: ["line up my receivers from best to worst this week"],
    expect: "positionRank",
    position: "WR",
  },

  // ---- projectedTotal ----
  {
    turns: ["how many points am I projected for this week"],
    expect: "projectedTotal",
  },
  {
    turns: ["what's my projected total?", "floor and ceiling too"],
    expect: "projectedTotal",
  },
  {
    turns: ["what's my range this week, worst case to best case in points"],
    expect: "projectedTotal",
  },
  {
    turns: ["projected points for my team this week?", "and week 13?"],
    expect: "projectedTotal",
    week: 13,
  },
  {
    turns: ["got my lineup locked for next week", "what's the team's point projection for it"],
    expect: "projectedTotal",
    week: "next",
  },

  // ---- leaders ----
  {
    turns: ["who's the best team in the league right now"],
    expect: "leaders",
  },
  {
    turns: ["show me the standings", "who's scored the most points overall?"],
    expect: "leaders",
  },
  {
    turns: ["who's in first place?"],
    expect: "leaders",
  },
  {
    turns: ["who's leading the league", "by points for, not record"],
    expect: "leaders",
  },
  {
    turns: ["i want to see where everyone's at", "pull up the full standings table"],
    expect: "leaders",
  },

  // ---- sleepers ----
  {
    turns: ["any sleepers I should stash for next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["I know who the top add is this week", "who should I be looking at for a couple weeks down the road"],
    expect: "sleepers",
  },
  {
    turns: ["deep sleeper wrs for the playoff stretch?"],
    expect: "sleepers",
    position: "WR",
  },
  {
    turns: ["give me some sleepers", "specifically tight ends"],
    expect: "sleepers",
    position: "TE",
  },
  {
    turns: ["thinking ahead to thanksgiving weekend", "who's someone under the radar that could blow up in week 13"],
    expect: "sleepers",
    week: 13,
  },

  // ---- dropStash ----
  {
    turns: ["Tyreek Hill is gonna be out a while, cut him or hold?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["Brandon Aiyuk is taking forever to come back", "is it time to cut him loose?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["I need a roster spot — which of my injured guys is the one to drop?"],
    expect: "dropStash",
  },
  {
    turns: ["should I stash J.K. Dobbins on IR or just drop him", "what about Chris Godwin, same situation"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  {
    turns: ["LaPorta's out a few weeks", "worth holding him through it or should I move on"],
    expect: "dropStash",
    players: ["Sam LaPorta"],
  },

  // ---- byeCover ----
  {
    turns: ["Josh Allen is on bye next week, who do I start at QB?"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
    week: "next",
  },
  {
    turns: ["Trey McBride has his bye in week 12", "who should I stream at TE to cover it"],
    expect: "byeCover",
    players: ["Trey McBride"],
    position: "TE",
    week: 12,
  },
  {
    turns: ["lamar's bye week is coming", "need a backup qb for it, who's out there"],
    expect: "byeCover",
    players: ["Lamar Jackson"],
    position: "QB",
  },
  {
    turns: ["bijan's bye is coming up", "who fills in for him that week?"],
    expect: "byeCover",
    players: ["Bijan Robinson"],
  },
  {
    turns: ["who covers for Kittle during his bye"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
  },

  // ---- scenario ----
  {
    turns: ["if I win out, what are my playoff odds?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["what are my playoff odds", "what if I go 3-1 the rest of the way"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["say I lose this week, how bad does it get for my chances"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["my odds if I win out?", "yikes", "and if I only win 2 of the last 4?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["I'm 6-5 right now", "if I win two more games, am I in?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },

  // ---- tradeIdeas ----
  {
    turns: ["what could I get for Derrick Henry"],
    expect: "tradeIdeas",
    players: ["Derrick Henry"],
  },
  {
    turns: ["I'm deep at WR and thin at RB", "any trade ideas to fix that?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["give me some 2-for-1 packages built around Puka Nacua"],
    expect: "tradeIdeas",
    players: ["Puka Nacua"],
  },
  {
    turns: ["who could I realistically land if I shop Garrett Wilson", "ok do the same with waddle"],
    expect: "tradeIdeas",
    players: ["Jaylen Waddle"],
  },
  {
    turns: [
      "Kelce is aging and my TE spot is a hole",
      "who should I target in a trade for a TE upgrade and what would it cost me?",
    ],
    expect: "tradeIdeas",
    position: "TE",
  },

  // ---- help ----
  {
    turns: ["what can you actually do"],
    expect: "help",
  },
  {
    turns: ["hey", "what kind of stuff can you help me with?"],
    expect: "help",
  },
  {
    turns: ["list your features"],
    expect: "help",
  },
  {
    turns: ["can you do trades or just lineups? what's in your toolbox"],
    expect: "help",
  },
  {
    turns: ["first time using this gm thing", "how does it work, what should I ask you"],
    expect: "help",
  },

  // ---- None ----
  {
    turns: ["what's the weather gonna be in Buffalo sunday"],
    expect: "None",
  },
  {
    turns: ["what's the spread on chiefs-broncos"],
    expect: "None",
  },
  {
    turns: ["ok thanks for the lineup help", "tell me a joke about the Jets"],
    expect: "None",
  },
  {
    turns: ["who's gonna win the nba title this year"],
    expect: "None",
  },
  {
    turns: ["build me a draftkings lineup for the sunday main slate"],
    expect: "None",
  },
  {
    turns: ["how do I change my notification settings in the app"],
    expect: "None",
  },
  {
    turns: ["you've been great today", "how's your day going lol"],
    expect: "None",
  },
  {
    turns: ["what's the over/under on Lamar's passing yards"],
    expect: "None",
  },
  {
    turns: ["recommend a good wing place for watching games"],
    expect: "None",
  },
  {
    turns: ["btw", "who won the world series"],
    expect: "None",
  },
  {
    turns: ["can you change my team name to something funnier"],
    expect: "None",
  },
  {
    turns: ["should I put money on the Eagles moneyline"],
    expect: "None",
  },

  // ---- multi-part ----
  {
    turns: ["is Saquon playing this week, and if so should I start him over Kyren Williams?"],
    expect: ["status", "startSit"],
    players: ["Saquon Barkley", "Kyren Williams"],
  },
  {
    turns: ["what's my record and what are my playoff odds"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["ok lineup's set", "who am I facing this week and how many points am I projected for?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["who should I pick up off waivers, and who do I drop to make room — Dobbins or Aiyuk, both hurt"],
    expect: ["waivers", "dropStash"],
    players: ["J.K. Dobbins", "Brandon Aiyuk"],
  },
  {
    turns: ["what's Tee Higgins worth in a trade and how's he projected rest of season?"],
    expect: ["tradeValue", "outlook"],
    players: ["Tee Higgins"],
  },
  {
    turns: ["i'm 6-5", "what are my odds if I win out, and what should I do to improve them?"],
    expect: ["scenario", "improveOdds"],
    scenario: "win-out",
  },
  {
    turns: ["who leads the league right now and where do I stand?"],
    expect: ["leaders", "record"],
  },
  {
    turns: ["Jahmyr Gibbs questionable?", "is he gonna play, and what could I get for him if I sold?"],
    expect: ["status", "tradeIdeas"],
    players: ["Jahmyr Gibbs"],
  },
];
