// Blind held-out evaluation set 37 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: an Indian-English speaker (kindly, do the needful, prepone, revert), a construction
// foreman, a data scientist who talks in probabilities, a yoga instructor.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_37: HeldOutCase[] = [
  // startSit
  {
    turns: ["Kindly tell me, Jaxon Smith-Njigba or Zay Flowers this week? Lock is 1 pm, please revert fast"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Zay Flowers"],
  },
  {
    turns: [
      "got a hole in the lineup, Kyren's banged up",
      "alright tell me straight. Chuba Hubbard or Rhamondre Stevenson, who goes in sunday",
    ],
    expect: "startSit",
    players: ["Chuba Hubbard", "Rhamondre Stevenson"],
  },
  {
    turns: [
      "my model has two of my QBs basically tied this week",
      "I'm roughly 55/45 on Drake Maye over Jared Goff. is my prior off?",
    ],
    expect: "startSit",
    players: ["Drake Maye", "Jared Goff"],
  },
  {
    turns: [
      "namaste 🙏 my heart says play Dallas Goedert this week",
      "but my mind keeps drifting to Jake Ferguson. which one do I honour in my lineup?",
    ],
    expect: "startSit",
    players: ["Dallas Goedert", "Jake Ferguson"],
  },
  {
    turns: ["Jameson Williams — start him or sit him this week?", "ok and Jakobi Meyers, same question"],
    expect: "startSit",
    players: ["Jakobi Meyers"],
  },
  {
    turns: ["I want to make this choice from a calm place 🌿 Bucky Irving or Kenneth Walker this week?"],
    expect: "startSit",
    players: ["Bucky Irving", "Kenneth Walker III"],
  },
  {
    turns: [
      "tony pollard — he in or out of my lineup this week",
      "what about him or Rico Dowdle, which one do I send out",
    ],
    expect: "startSit",
    players: ["Tony Pollard", "Rico Dowdle"],
  },

  // compare
  {
    turns: ["ignore weekly noise. rest of season, who has the higher expected value: Ladd McConkey or Tee Higgins?"],
    expect: "compare",
    players: ["Ladd McConkey", "Tee Higgins"],
  },
  {
    turns: ["Drake London or Garrett Wilson, who is better for the remaining season? Not asking for this week only"],
    expect: "compare",
    players: ["Drake London", "Garrett Wilson"],
  },
  {
    turns: [
      "Bijan's been a workhorse, no question",
      "but long haul, rest of the year — him or Jahmyr Gibbs, who's the better build?",
    ],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "I'm thinking about the long journey, not just this week",
      "Brock Bowers or Trey McBride — who carries stronger energy through the rest of the season?",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: [
      "Puka Nacua vs Amon-Ra St. Brown for the remaining season, who is superior?",
      "and if I swap Amon-Ra for Ja'Marr Chase in that comparison?",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Ja'Marr Chase"],
  },
  {
    turns: ["rest of season, Kenneth Walker III or Chase Brown — who's better? and is Walker a sell right now?"],
    expect: ["compare", "tradeValue"],
    players: ["Kenneth Walker III", "Chase Brown"],
  },

  // slot
  {
    turns: ["I'm on site till 6", "quick one — who goes in my flex this week?"],
    expect: "slot",
  },
  {
    turns: ["Kindly suggest who should fill my RB2 slot this week. Please do the needful 🙏"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: [
      "my flex has been the highest-variance spot on the roster all season",
      "who maximises expected points there this week?",
    ],
    expect: "slot",
  },
  {
    turns: ["Who belongs in my tight end spot this week? I want the one whose energy fits 🧘"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["QB spot's a mess for me this week", "who should I run at quarterback? just the name, I'm up on a lift"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["Who is best for my WR3 spot this week? Need to finalise before evening"],
    expect: "slot",
    position: "WR",
  },

  // lineup
  {
    turns: ["Please check my full lineup for this week and revert with changes, if any"],
    expect: "lineup",
  },
  {
    turns: ["set my whole lineup for sunday. I trust you, just build it"],
    expect: "lineup",
  },
  {
    turns: [
      "my lineup feels out of balance",
      "could you look at every spot and align the whole thing for this week? 🙏",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "Last week I messed up my lineup badly, lost by 3 points",
      "This week I don't want repeat. Kindly set the optimal lineup",
    ],
    expect: "lineup",
  },
  {
    turns: ["walk my whole lineup for next week like a site inspection, tell me what's off"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["set the optimal lineup and tell me what total it projects to"],
    expect: ["lineup", "projectedTotal"],
  },

  // outlook
  {
    turns: ["what's the projection distribution for De'Von Achane this week — median and ceiling?"],
    expect: "outlook",
    players: ["De'Von Achane"],
  },
  {
    turns: ["What is the rest of season outlook for Jonathan Taylor? Just for knowledge, not trading him"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: [
      "I've been sending positive energy to Jaxson Dart",
      "how do things look for him going forward, points-wise?",
    ],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["James Cook's been hauling bricks for me", "how many points is he good for this week, ballpark"],
    expect: "outlook",
    players: ["James Cook"],
  },
  {
    turns: ["what's Ashton Jeanty's 90th percentile outcome in week 12?"],
    expect: "outlook",
    players: ["Ashton Jeanty"],
    week: 12,
  },
  {
    turns: ["Saquon Barkley was my first pick only", "What kind of numbers can I expect from him next week?"],
    expect: "outlook",
    players: ["Saquon Barkley"],
    week: "next",
  },

  // status
  {
    turns: ["is Nico Collins playing sunday or what? heard he got dinged up"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["I sense George Kittle's hamstring is still healing… will he play this week?"],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: [
      "Ladd McConkey popped up on the injury report",
      "what's the probability he actually suits up? game-time call?",
    ],
    expect: "status",
    players: ["Ladd McConkey"],
  },
  {
    turns: ["Is Joe Burrow playing this week? If yes, should I start him over Baker Mayfield?"],
    expect: ["status", "startSit"],
    players: ["Joe Burrow", "Baker Mayfield"],
  },
  {
    turns: ["my guy Terry McLaurin", "he still hurt? he gonna go this week?"],
    expect: "status",
    players: ["Terry McLaurin"],
  },
  {
    turns: ["Is Omarion Hampton healing well, is he playing soon? And how does the rest of his season look? 🙏"],
    expect: ["status", "outlook"],
    players: ["Omarion Hampton"],
  },

  // tradeValue
  {
    turns: ["what's Jaxon Smith-Njigba's trade value right now? selling at peak feels +EV"],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["Should I sell Derrick Henry now or hold him till playoffs? Kindly advise"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["Davante's been solid for me", "how much is he worth in a trade these days? sell him or hang on"],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: [
      "I'm practising non-attachment with Travis Kelce",
      "is it time to let him go in a trade, or do I hold? what's he really worth?",
    ],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: [
      "George Pickens is running way above his expected fantasy points",
      "regression says sell. sell-high or hold?",
    ],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  {
    turns: ["what's Mark Andrews worth, and what could I actually get for him?"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Mark Andrews"],
  },

  // buyLow
  {
    turns: ["which players are underperforming their underlying metrics enough to be buy-low targets?"],
    expect: "buyLow",
  },
  {
    turns: ["market's been cheap on some guys lately", "who should I be buying low on before the price goes up"],
    expect: "buyLow",
  },
  {
    turns: ["Who are the sell-high players I should release with gratitude before they cool off?"],
    expect: "buyLow",
  },
  {
    turns: [
      "I'm thinking about making moves mid-season",
      "list the buy-low and sell-high candidates across the league",
    ],
    expect: "buyLow",
  },
  {
    turns: ["Who are the buy low guys, and anyone worth picking from waivers this week?"],
    expect: ["buyLow", "waivers"],
  },

  // trade
  {
    turns: ["Coach Ellis is offering Chris Olave for my Khalil Shakir. Kindly tell, should I accept?"],
    expect: "trade",
    players: ["Chris Olave", "Khalil Shakir"],
  },
  {
    turns: ["got an offer: my Breece Hall for his Javonte Williams. good deal or am I getting framed"],
    expect: "trade",
    players: ["Breece Hall", "Javonte Williams"],
  },
  {
    turns: [
      "received a trade proposal",
      "I give DK Metcalf, I get DeVonta Smith. does it raise my expected weekly points?",
    ],
    expect: "trade",
    players: ["DK Metcalf", "DeVonta Smith"],
  },
  {
    turns: ["Someone offered me Tyler Warren for my Dalton Kincaid… does this exchange bring harmony to my roster?"],
    expect: "trade",
    players: ["Tyler Warren", "Dalton Kincaid"],
  },
  {
    turns: [
      "Trade query",
      "Coach Marlow wants my Jaylen Waddle",
      "He is giving Courtland Sutton. Should I accept or not?",
    ],
    expect: "trade",
    players: ["Jaylen Waddle", "Courtland Sutton"],
  },
  {
    turns: [
      "should I accept Jonathan Taylor for Bijan Robinson straight up? also what's my current playoff probability",
    ],
    expect: ["trade", "playoffs"],
    players: ["Jonathan Taylor", "Bijan Robinson"],
  },

  // waivers
  {
    turns: ["Kyle Monangai is available on waivers", "How much FAAB should I bid for him? I have 63 dollars left only"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["what's the optimal FAAB bid on Woody Marks? $40 of my $100 left, 8 weeks to go"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: ["my bench feels stagnant", "who should I welcome in from free agency this week?"],
    expect: "waivers",
  },
  {
    turns: ["Need one WR from waivers urgently. Who to pick up?"],
    expect: "waivers",
    position: "WR",
  },
  {
    turns: ["lost two guys to injury this week", "who do I pick up off waivers to fill in"],
    expect: "waivers",
  },
  {
    turns: ["who should I grab off waivers, and do I drop Malik Nabers to make room?"],
    expect: ["waivers", "dropStash"],
    players: ["Malik Nabers"],
  },

  // playoffs
  {
    turns: ["run the sims — what's my P(playoffs) right now?"],
    expect: "playoffs",
  },
  {
    turns: ["What are my chances for playoffs? Kindly tell in percentage"],
    expect: "playoffs",
  },
  {
    turns: ["straight talk, am I making the playoffs or not"],
    expect: "playoffs",
  },
  {
    turns: ["I'm trying to let go of outcomes", "…but do we actually have a chance at the playoffs? 😅"],
    expect: "playoffs",
  },
  {
    turns: ["Lost again this week yaar", "Now what are the playoff chances?"],
    expect: "playoffs",
  },
  {
    turns: ["what are my playoff odds, and what's the highest-leverage move to improve them?"],
    expect: ["playoffs", "improveOdds"],
  },

  // improveOdds
  {
    turns: ["Tell me how to boost my odds of reaching playoffs. Ready to trade anyone except my QB"],
    expect: "improveOdds",
  },
  {
    turns: ["what do I need to fix on this roster to get into the playoffs"],
    expect: "improveOdds",
  },
  {
    turns: ["which single roster move gives the biggest marginal gain in playoff probability?"],
    expect: "improveOdds",
  },
  {
    turns: ["our playoff odds feel low", "what actions could shift them upward? I'm open to change 🌱"],
    expect: "improveOdds",
  },
  {
    turns: ["you said my odds are sitting around 30%", "what do I do to bump that up"],
    expect: "improveOdds",
  },
  {
    turns: ["What moves should I do to improve my playoff chances? Kindly guide"],
    expect: "improveOdds",
  },

  // matchup
  {
    turns: ["Who is my opponent this week and am I the favourite?"],
    expect: "matchup",
  },
  {
    turns: ["who am I up against sunday"],
    expect: "matchup",
  },
  {
    turns: ["what's my win probability this week vs Blitz Brigade?"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  {
    turns: [
      "I want to understand my opponent this week, not fear them",
      "how do we match up against Coach Sawyer's team?",
    ],
    expect: "matchup",
    team: "Audible Alchemists",
  },
  {
    turns: ["Last week I lost to Two-Minute Drill", "This week whom am I facing? Do I have a good chance?"],
    expect: "matchup",
  },
  {
    turns: ["am I favoured this week, and what's my projected total?"],
    expect: ["matchup", "projectedTotal"],
  },

  // record
  {
    turns: ["What is my current record? I lost track only"],
    expect: "record",
  },
  {
    turns: ["quick sanity check before I model anything", "what's my W-L and where does that put me in the standings?"],
    expect: "record",
  },
  {
    turns: ["Where are we on our path — what place are we in right now?"],
    expect: "record",
  },
  {
    turns: ["What is my record and what are my playoff chances?"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["been a rough stretch", "what's our record now, and what place?"],
    expect: "record",
  },
  {
    turns: ["what place are we in, and who's sitting at the top of the league?"],
    expect: ["record", "leaders"],
  },

  // rosterStatus
  {
    turns: [
      "I have to prepone my lineup setting, travelling Saturday",
      "Any injuries in my team this week? Kindly list",
    ],
    expect: "rosterStatus",
  },
  {
    turns: ["who's out on my roster next week, injuries or byes"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["give me the full injury and bye report for my roster for week 12"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: [
      "I want to check in on my whole team's wellbeing",
      "is anyone on my roster hurt or resting on bye this week?",
    ],
    expect: "rosterStatus",
  },
  {
    turns: ["Week 13 is looking tough for me", "Who all from my team is on bye that week?"],
    expect: "rosterStatus",
    week: 13,
  },
  {
    turns: ["Who is on bye from my team next week, and who can cover at WR?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "WR",
  },

  // positionRank
  {
    turns: ["Rank my WRs for this week please"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["line up my running backs best to worst for sunday"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["sort my tight ends by expected points for week 12"],
    expect: "positionRank",
    position: "TE",
    week: 12,
  },
  {
    turns: ["rank my RBs for this week", "same for my WRs but next week"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  {
    turns: ["I have 5 WRs and 4 RBs on my roster", "Kindly rank my RBs for next week"],
    expect: "positionRank",
    position: "RB",
    week: "next",
  },
  {
    turns: ["rank my RBs this week and tell me who goes in the flex"],
    expect: ["positionRank", "slot"],
    position: "RB",
  },

  // projectedTotal
  {
    turns: ["alright lineup's set", "how many points is my team projected for this week"],
    expect: "projectedTotal",
  },
  {
    turns: ["What is my team's projected score this week? Floor and ceiling also please"],
    expect: "projectedTotal",
  },
  {
    turns: ["my team's projected total with an 80% interval for this week?"],
    expect: "projectedTotal",
  },
  {
    turns: [
      "Let's set an intention for the week",
      "how many points is our team expected to score, and what's the range?",
    ],
    expect: "projectedTotal",
  },
  {
    turns: ["what's my projected total this week", "and for week 13?"],
    expect: "projectedTotal",
    week: 13,
  },
  {
    turns: ["worst case, what's the floor on my team this week in points?"],
    expect: "projectedTotal",
  },

  // leaders
  {
    turns: ["Which team is top of the league currently?"],
    expect: "leaders",
  },
  {
    turns: ["who's scored the most points in the league"],
    expect: "leaders",
  },
  {
    turns: ["let's look at the whole league", "rank every team by playoff probability"],
    expect: "leaders",
  },
  {
    turns: ["Who's leading our league right now? I'd love to see the whole standings"],
    expect: "leaders",
  },
  {
    turns: ["we're middle of the pack", "who's the strongest team in this league though"],
    expect: "leaders",
  },
  {
    turns: ["Who is leading the league and who are sleepers for next week?"],
    expect: ["leaders", "sleepers"],
    week: "next",
  },

  // sleepers
  {
    turns: ["any low-rostered players with high upside for next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Kindly suggest sleepers for next week"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Who are the quiet, under-the-radar players ready to bloom next week? 🌸"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["I already picked up Monangai", "Any other under the radar guys for next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["any TE sleepers? the position's been a black hole for me"],
    expect: "sleepers",
    position: "TE",
  },

  // dropStash
  {
    turns: ["Brandon Aiyuk is still not playing. Should I drop him or keep in IR only?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["Tyreek's done for the year. do I cut him or stash him"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: [
      "Austin Ekeler's Achilles means zero expected points this season",
      "is there any option value in stashing him or do I cut?",
    ],
    expect: "dropStash",
    players: ["Austin Ekeler"],
  },
  {
    turns: ["a few injured players are weighing on my roster", "should I release them or hold them on IR?"],
    expect: "dropStash",
  },
  {
    turns: ["LaPorta had back surgery", "drop him or IR him?"],
    expect: "dropStash",
    players: ["Sam LaPorta"],
  },
  {
    turns: ["Which of my injured players I should drop and which to stash? Please do the needful"],
    expect: "dropStash",
  },

  // byeCover
  {
    turns: ["two of my receivers are on bye next week. who do I stream at WR"],
    expect: "byeCover",
    position: "WR",
    week: "next",
  },
  {
    turns: ["My QB is on bye in week 12, kindly suggest a backup"],
    expect: "byeCover",
    position: "QB",
    week: 12,
  },
  {
    turns: ["my kicker's on bye", "who's the best streamer to cover him?"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["My quarterback rests on his bye this week 🙏 who can hold the space for him?"],
    expect: "byeCover",
    position: "QB",
  },
  {
    turns: ["both my RBs have a bye in week 14", "who's the best short-term RB to plug that gap?"],
    expect: "byeCover",
    position: "RB",
    week: 14,
  },
  {
    turns: ["Bye week issue is coming", "My TE has bye next week, who to pick as replacement?"],
    expect: "byeCover",
    position: "TE",
    week: "next",
  },

  // scenario
  {
    turns: ["say I go 2 and 1 the rest of the way, am I in?"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  {
    turns: ["condition on losing this week — what does my playoff probability drop to?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["let's visualise the best path", "if we win every game from here, what are our odds?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["what are my odds right now", "and if I go 3-1 over the last four?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["What happens to my chances if I lose this week?", "Ok and if I win 2 out of remaining 3?"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  {
    turns: ["if I drop this week's game what are my odds, and what do I do to fix it?"],
    expect: ["scenario", "improveOdds"],
    scenario: "lose-this-week",
  },

  // tradeIdeas
  {
    turns: ["thinking of moving Drake London", "what can I get for him if I shop him around"],
    expect: "tradeIdeas",
    players: ["Drake London"],
  },
  {
    turns: ["Kindly give me some 2-for-1 trade ideas. I have depth but no stud"],
    expect: "tradeIdeas",
  },
  {
    turns: ["which team is the best trade partner for me given positional surplus and need?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Who in the league might be open to a mutually beneficial trade with me? 🤝"],
    expect: "tradeIdeas",
  },
  {
    turns: ["I'm loaded at WR and thin at RB", "who should I be calling about a trade, and what do I offer"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Coach Reese has too many RBs", "What trade can I propose to Play Action Pack?"],
    expect: "tradeIdeas",
    team: "Play Action Pack",
  },

  // help
  {
    turns: ["What all things you can do? Kindly explain"],
    expect: "help",
  },
  {
    turns: ["how does this thing work, what can you help me with"],
    expect: "help",
  },
  {
    turns: ["what data are you working from and what kinds of questions can you answer?"],
    expect: "help",
  },
  {
    turns: ["Hi 🙏 I'm new here. How can you help me on this journey?"],
    expect: "help",
  },
  {
    turns: ["first time using this", "what kinda stuff can I ask you"],
    expect: "help",
  },

  // None
  {
    turns: ["what's a good sequence for a morning yoga flow?"],
    expect: "None",
  },
  {
    turns: ["how long does concrete need to cure before we frame on it"],
    expect: "None",
  },
  {
    turns: ["Sorry off topic", "What is India's score in the cricket match today?"],
    expect: "None",
  },
  {
    turns: ["can you help me debug a pandas groupby that's returning NaNs?"],
    expect: "None",
  },
  {
    turns: ["Kindly share a good recipe for paneer butter masala"],
    expect: "None",
  },
  {
    turns: ["thanks for the lineup help", "unrelated, what's the spread on the Chiefs game? wanna put money down"],
    expect: "None",
  },
  {
    turns: ["Tell me a joke to lighten my students' mood 😄"],
    expect: "None",
  },
  {
    turns: ["what's the weather forecast for Green Bay on sunday?"],
    expect: "None",
  },
];
