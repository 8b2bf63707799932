// Blind held-out evaluation set 50 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a wildland firefighter (spike camp, the line, no signal), a cruise-ship bartender
// (shifts, port days, ship wifi), a Jamaican-English speaker (wah gwaan, mi, di), a medical resident on call.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_50: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["wah gwaan GM. mi have Bucky Irving an Chase Brown, only one RB spot open dis week. which one mi fi run?"],
    expect: "startSit",
    players: ["Bucky Irving", "Chase Brown"],
  },
  {
    turns: [
      "just got off the line after 16 days, zero service. catching up on my team",
      "do I start Jameson Williams this week or is that a trap",
    ],
    expect: "startSit",
    players: ["Jameson Williams"],
  },
  {
    turns: ["post-call, brain is soup, bear with me", "bo nix or baker this wk"],
    expect: "startSit",
    players: ["Bo Nix", "Baker Mayfield"],
  },
  {
    turns: ["on my 10 min break at the pool bar 🍹 Pittman or Shakir this week, who plays?"],
    expect: "startSit",
    players: ["Michael Pittman Jr.", "Khalil Shakir"],
  },
  {
    turns: ["how Kittle a look dis week?", "aight. an LaPorta?", "so between di two a dem, a which one mi start?"],
    expect: "startSit",
    players: ["George Kittle", "Sam LaPorta"],
  },
  {
    turns: [
      "crew's hiking up the ridge in 20",
      "I can't decide between Egbuka and Zay Flowers for sunday and I lose signal in an hour. tell me straight",
    ],
    expect: "startSit",
    players: ["Emeka Egbuka", "Zay Flowers"],
  },
  {
    turns: ["should I bench Kelce this week mate? he looks cooked", "ok but him or Hunter Henry, who actually plays?"],
    expect: "startSit",
    players: ["Travis Kelce", "Hunter Henry"],
  },

  // ---- compare ----
  {
    turns: ["dynasty brain for a sec: JSN or Puka, who do you want for the rest of this year and beyond"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Puka Nacua"],
  },
  {
    turns: ["mi jus trade fi Omarion Hampton", "who better fi di rest a di season, him or TreVeyon Henderson?"],
    expect: "compare",
    players: ["Omarion Hampton", "TreVeyon Henderson"],
  },
  {
    turns: ["not about this week. rest of season, who's the better RB to own, Breece Hall or Kenneth Walker"],
    expect: "compare",
    players: ["Breece Hall", "Kenneth Walker III"],
  },
  {
    turns: ["what's the deal with Tetairoa McMillan lately", "and long run, is he better than Egbuka?"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: ["ROS, Tyler Warren or Colston Loveland? and what would Warren fetch in a trade"],
    expect: ["compare", "tradeValue"],
    players: ["Tyler Warren", "Colston Loveland"],
  },
  {
    turns: ["Bijan a beast enuh", "but Jeanty vs him fi di rest a di year, which one a di better back?"],
    expect: "compare",
    players: ["Ashton Jeanty", "Bijan Robinson"],
  },

  // ---- slot ----
  {
    turns: ["who should go in my flex this week? running low on battery up here"],
    expect: "slot",
  },
  {
    turns: ["my RB2 just got ruled out", "who do I slide into that RB2 spot from my bench"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["who starts at QB for me this week? have to lock it in before my shift"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["mi flex spot empty, a who fi go in deh?"],
    expect: "slot",
  },
  {
    turns: ["TE slot. Who do I put there this week from what I've got?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["set most of my lineup already", "just need someone for the WR3 spot. who goes there"],
    expect: "slot",
    position: "WR",
  },

  // ---- lineup ----
  {
    turns: ["can you just set my lineup for this week. on call 24h, won't be touching my phone"],
    expect: "lineup",
  },
  {
    turns: ["GM, check mi lineup fi dis week nuh. anyting look off?"],
    expect: "lineup",
  },
  {
    turns: ["docked in Cozumel, finally got real wifi lol", "optimize my whole lineup for sunday pls"],
    expect: "lineup",
  },
  {
    turns: ["back at spike camp", "anyone on my team hurt?", "ok then just build me the best lineup for this week"],
    expect: "lineup",
  },
  {
    turns: ["set my lineup for this week", "and next week's too while you're at it"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["set my best lineup and tell me if i'm favored this week, guests are piling up at the bar"],
    expect: ["lineup", "matchup"],
  },

  // ---- outlook ----
  {
    turns: ["how much points Jahmyr Gibbs a go score dis week?"],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["what's the ROS outlook on Marvin Harrison Jr.? not trading him, just curious"],
    expect: "outlook",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: ["what's Drake London's ceiling this week", "and Bijan's?"],
    expect: "outlook",
    players: ["Bijan Robinson"],
  },
  {
    turns: ["what's Kyren's ROS outlook and is he a sell rn"],
    expect: ["outlook", "tradeValue"],
    players: ["Kyren Williams"],
  },
  {
    turns: ["Judkins a mi RB1 now", "wha him ceiling look like fi di rest a di season?"],
    expect: "outlook",
    players: ["Quinshon Judkins"],
  },
  {
    turns: ["how's Ladd McConkey looking for week 12"],
    expect: "outlook",
    players: ["Ladd McConkey"],
    week: 12,
  },

  // ---- status ----
  {
    turns: ["is CeeDee playing sunday? heard something about his ankle"],
    expect: "status",
    players: ["CeeDee Lamb"],
  },
  {
    turns: ["McCaffrey a go play sunday or him hurt?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Nico Collins.", "is he actually active or is it a game-time thing"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["Garrett Wilson been banged up?", "what's his status for this week"],
    expect: "status",
    players: ["Garrett Wilson"],
  },
  {
    turns: ["between admits. is Tee Higgins playing sunday? if he is do i start him over Jakobi Meyers"],
    expect: ["status", "startSit"],
    players: ["Tee Higgins", "Jakobi Meyers"],
  },
  {
    turns: ["Saquon hurt? an wha him projected fi dis week"],
    expect: ["status", "outlook"],
    players: ["Saquon Barkley"],
  },

  // ---- tradeValue ----
  {
    turns: ["thinking about moving Derrick Henry", "what's he worth on the market right now"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["mi fi sell James Cook now or hold him?"],
    expect: "tradeValue",
    players: ["James Cook"],
  },
  {
    turns: ["Davante Adams went off last week", "sell high or hold?"],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: ["Sell or hold Trey McBride. Need a straight answer, pager's going off"],
    expect: "tradeValue",
    players: ["Trey McBride"],
  },
  {
    turns: ["yuh see wha Jaylen Waddle do last week?", "mi did tink him was done", "so wha him worth inna trade now?"],
    expect: "tradeValue",
    players: ["Jaylen Waddle"],
  },
  {
    turns: ["how much trade value does Rashee Rice have at this point"],
    expect: "tradeValue",
    players: ["Rashee Rice"],
  },

  // ---- buyLow ----
  {
    turns: ["who are the best buy-low guys in the league right now?"],
    expect: "buyLow",
  },
  {
    turns: ["which players mi fi buy low pon before di deadline?"],
    expect: "buyLow",
  },
  {
    turns: ["any sell-high candidates out there? who's due to crash back down"],
    expect: "buyLow",
  },
  {
    turns: ["got a couple days off the fire finally", "who's underperforming that I could buy cheap"],
    expect: "buyLow",
  },
  {
    turns: ["I'm 5-5, need to take swings", "who's buy-low across the league right now"],
    expect: "buyLow",
  },

  // ---- trade ----
  {
    turns: ["Coach Quinn offer mi DK Metcalf fi mi Kenneth Walker. mi fi tek it?"],
    expect: "trade",
    players: ["DK Metcalf", "Kenneth Walker III"],
  },
  {
    turns: ["Would you do Chase Brown for Jaxon Smith-Njigba? I'd be the one giving Brown"],
    expect: "trade",
    players: ["Chase Brown", "Jaxon Smith-Njigba"],
  },
  {
    turns: ["got a trade offer while I was out of range", "A.J. Brown for my Jonathan Taylor. accept?"],
    expect: "trade",
    players: ["A.J. Brown", "Jonathan Taylor"],
  },
  {
    turns: ["got a trade offer, need a second opinion", "Mahomes for my Jayden Daniels straight up. good for me?"],
    expect: "trade",
    players: ["Patrick Mahomes", "Jayden Daniels"],
  },
  {
    turns: ["yuh would do Achane fi Nacua? if not, wha mi could get fi Achane?"],
    expect: ["trade", "tradeIdeas"],
    players: ["De'Von Achane", "Puka Nacua"],
  },
  {
    turns: ["2-for-1: my Jakobi Meyers + Tony Pollard for his Drake London. thoughts?"],
    expect: "trade",
    players: ["Jakobi Meyers", "Tony Pollard", "Drake London"],
  },

  // ---- waivers ----
  {
    turns: ["who's the best pickup on waivers this week?"],
    expect: "waivers",
  },
  {
    turns: ["how much FAAB should I throw at Kyle Monangai?"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["mi have $40 FAAB lef", "a who mi fi pick up wid it dis week?"],
    expect: "waivers",
  },
  {
    turns: ["any RBs worth grabbing off the wire?"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["Nabers tore his ACL, I know", "who should I grab off waivers, and should I just drop him to make room"],
    expect: ["waivers", "dropStash"],
    players: ["Malik Nabers"],
  },
  {
    turns: ["lost my TE for the year", "best tight end on the waiver wire right now?"],
    expect: "waivers",
    position: "TE",
  },

  // ---- playoffs ----
  {
    turns: ["be honest with me, what are my playoff odds"],
    expect: "playoffs",
  },
  {
    turns: ["mi a mek di playoffs or nah? wha di chances look like"],
    expect: "playoffs",
  },
  {
    turns: ["rough loss last week", "am I still alive for the playoffs? what are the odds"],
    expect: "playoffs",
  },
  {
    turns: ["ship wifi costs me $25 a day so make it count", "what % chance do I have of making the postseason?"],
    expect: "playoffs",
  },
  {
    turns: ["what are my playoff odds and what can I do to bump them up"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["realistically, do the Gurus make the playoffs this year?"],
    expect: "playoffs",
  },

  // ---- improveOdds ----
  {
    turns: ["ok I'm sitting at 4-6", "what moves would help me sneak into the playoffs"],
    expect: "improveOdds",
  },
  {
    turns: ["my odds look bad huh", "what can I actually do to raise them"],
    expect: "improveOdds",
  },
  {
    turns: ["wha mi fi do fi boost mi playoff chances?"],
    expect: "improveOdds",
  },
  {
    turns: ["Give me the 2-3 moves that would most improve my playoff odds. Short answer pls."],
    expect: "improveOdds",
  },
  {
    turns: ["mi lose again 😩", "how mi fi turn it round an get inna di playoffs?"],
    expect: "improveOdds",
  },
  {
    turns: ["anything I can do on waivers or trades to push my playoff chances up?"],
    expect: "improveOdds",
  },

  // ---- matchup ----
  {
    turns: ["Am I favored this week? What's my win prob"],
    expect: "matchup",
  },
  {
    turns: ["how do I stack up against Blitz Brigade this week"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  {
    turns: ["who's my opponent this week", "am I favored against them?"],
    expect: "matchup",
  },
  {
    turns: ["who am I up against this week and what am I projected to put up"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["mi a face Coach Ellis team dis week", "mi a go win? wha di win probability?"],
    expect: "matchup",
    team: "Pocket Passers",
  },
  {
    turns: ["what's my win probability vs Red Zone Raiders next week"],
    expect: "matchup",
    week: "next",
    team: "Red Zone Raiders",
  },

  // ---- record ----
  {
    turns: ["what's my record"],
    expect: "record",
  },
  {
    turns: ["what place am I in right now? crew bar is arguing about it"],
    expect: "record",
  },
  {
    turns: ["wha mi record an wha mi playoff odds?"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["lost by 2 points. TWO.", "what's my record now"],
    expect: "record",
  },
  {
    turns: ["how much wins mi have so far?"],
    expect: "record",
  },

  // ---- rosterStatus ----
  {
    turns: ["who on my roster is hurt this week"],
    expect: "rosterStatus",
  },
  {
    turns: ["any of my guys on bye next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["who pon mi team injured or pon bye fi week 11?"],
    expect: "rosterStatus",
    week: 11,
  },
  {
    turns: ["been at sea 5 days with no news", "injury report for my team?"],
    expect: "rosterStatus",
  },
  {
    turns: [
      "planning ahead, I'm on a 14 day assignment starting monday",
      "who's on bye for me next week and who should cover my TE spot",
    ],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "TE",
  },
  {
    turns: ["check my roster for injuries", "same thing but byes for week 12"],
    expect: "rosterStatus",
    week: 12,
  },

  // ---- positionRank ----
  {
    turns: ["rank my WRs for this week"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["rank mi running backs fi week 11"],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  {
    turns: ["rank my RBs for this week", "now do the WRs"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Order my TEs best to worst for this week, I somehow have three"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["rank mi RBs fi dis week, den tell mi a who go inna di flex"],
    expect: ["positionRank", "slot"],
    position: "RB",
  },
  {
    turns: ["got a pile of wide receivers and no clue", "can you rank them for me for this week"],
    expect: "positionRank",
    position: "WR",
  },

  // ---- projectedTotal ----
  {
    turns: ["lineup's set", "what's my team projected to score this week?"],
    expect: "projectedTotal",
  },
  {
    turns: ["how much points mi team a go put up dis week? floor an ceiling"],
    expect: "projectedTotal",
  },
  {
    turns: ["what's my projected total + range for week 12"],
    expect: "projectedTotal",
    week: 12,
  },
  {
    turns: ["what's my projection this week", "and next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["what's my projected score this week, and what are my playoff odds overall"],
    expect: ["projectedTotal", "playoffs"],
  },
  {
    turns: ["give me my team's floor and ceiling for this week"],
    expect: "projectedTotal",
  },

  // ---- leaders ----
  {
    turns: ["a who a lead di league right now?"],
    expect: "leaders",
  },
  {
    turns: ["which team is strongest in the league on paper?"],
    expect: "leaders",
  },
  {
    turns: ["show me the league standings"],
    expect: "leaders",
  },
  {
    turns: ["who's scored the most points in the league this year", "and who's got the best record?"],
    expect: "leaders",
  },
  {
    turns: ["who's top of the league right now and where am I"],
    expect: ["leaders", "record"],
  },
  {
    turns: ["who's got the best playoff odds in the league", "and the worst?"],
    expect: "leaders",
  },

  // ---- sleepers ----
  {
    turns: ["give me some sleepers for next week"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["any under-di-radar man mi fi grab before next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["deep sleepers nobody in the league is talking about?"],
    expect: "sleepers",
  },
  {
    turns: ["need upside for the stretch run", "who are your sleeper picks for next week"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["give me sleepers for next week", "any at TE specifically?"],
    expect: "sleepers",
    week: "next",
    position: "TE",
  },
  {
    turns: ["who's flying under the radar that could pop this week?"],
    expect: "sleepers",
  },

  // ---- dropStash ----
  {
    turns: ["Tucker Kraft is done for the year. drop him or stash on IR?"],
    expect: "dropStash",
    players: ["Tucker Kraft"],
  },
  {
    turns: ["mi fi drop mi injured man dem or stash dem?"],
    expect: "dropStash",
  },
  {
    turns: ["Tyreek Hill is out for the season right?", "ok so do I cut him or hold him on IR"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["worth keeping Skattebo on IR or just cut bait?"],
    expect: "dropStash",
    players: ["Cam Skattebo"],
  },
  {
    turns: ["I have 2 guys on IR and another one banged up", "which of my injured players should I drop vs stash"],
    expect: "dropStash",
  },
  {
    turns: ["Burrow still nuh ready", "mi fi stash him or drop him? mi need di bench spot"],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },

  // ---- byeCover ----
  {
    turns: ["my QB is on bye next week, who's a good streamer"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: ["mi TE pon bye, a who mi fi pick up fi cover?"],
    expect: "byeCover",
    position: "TE",
  },
  {
    turns: ["my kicker's on bye, ugh", "who's out there to cover"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["two of my WRs are on bye in week 12", "who can I stream to cover"],
    expect: "byeCover",
    position: "WR",
    week: 12,
  },
  {
    turns: ["Dak's on bye this week", "who do I stream at QB"],
    expect: "byeCover",
    position: "QB",
  },
  {
    turns: ["bye week coming for my RB1, need a backup RB off waivers to cover"],
    expect: "byeCover",
    position: "RB",
  },

  // ---- scenario ----
  {
    turns: ["if mi win out, mi mek it?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["if I go 3-1 the rest of the way what are my odds"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["what happens to my playoff odds if I lose this week"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["what are my playoff odds", "ok and if I win 2 of the last 3?"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  {
    turns: ["Hail Mary Heroes next up", "if I lose this week am I done? and what's my win prob vs them"],
    expect: ["scenario", "matchup"],
    scenario: "lose-this-week",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["mi need two more wins", "if mi get two more W, mi odds good?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },

  // ---- tradeIdeas ----
  {
    turns: ["Pickens is my WR1 but I'm deep at WR", "what could I get if I shop him"],
    expect: "tradeIdeas",
    players: ["George Pickens"],
  },
  {
    turns: ["gimme some 2-fi-1 trade ideas, mi have too much WR depth"],
    expect: "tradeIdeas",
  },
  {
    turns: ["which team should I try to trade with? I really need an RB"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Who on Sunday Scaries would make a good trade target for me?"],
    expect: "tradeIdeas",
    team: "Sunday Scaries",
  },
  {
    turns: ["I'm stacked at RB and thin at WR", "what trades make sense for me"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Coach Finley team need a QB bad", "wha mi could get from dem fi Jared Goff?"],
    expect: "tradeIdeas",
    players: ["Jared Goff"],
    team: "Waiver Wire Wizards",
  },

  // ---- help ----
  {
    turns: ["what can you actually do? like what kinds of questions can I ask"],
    expect: "help",
  },
  {
    turns: ["GM, how dis ting work?"],
    expect: "help",
  },
  {
    turns: ["first time using this, what are you for?"],
    expect: "help",
  },
  {
    turns: ["hey", "what kind of stuff can you help me with"],
    expect: "help",
  },
  {
    turns: ["can you see my league?", "what else can you do besides lineups"],
    expect: "help",
  },

  // ---- None ----
  {
    turns: ["what's the red flag warning forecast for northern Idaho tomorrow"],
    expect: "None",
  },
  {
    turns: ["what's a good twist on a mojito for a guest who hates mint"],
    expect: "None",
  },
  {
    turns: ["a who win di Premier League match last night?"],
    expect: "None",
  },
  {
    turns: ["what's the max daily dose of acetaminophen for an adult again, blanking"],
    expect: "None",
  },
  {
    turns: ["mi cyaan decide pon mi lineup", "forget dat. tell mi a joke"],
    expect: "None",
  },
  {
    turns: ["what's the spread on Chiefs-Bills this weekend? guys at the station wanna bet it"],
    expect: "None",
  },
  {
    turns: ["thanks for the help", "btw what's the best bar in Nassau"],
    expect: "None",
  },
  {
    turns: ["who won the Lakers game last night"],
    expect: "None",
  },
];
