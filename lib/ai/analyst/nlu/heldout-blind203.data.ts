// Blind held-out evaluation set 203 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a stats-minded manager who leads with numbers (target share, snap %, routes run, red-zone
// looks, YAC, ppg, last-3 averages, his own rough projections) and then asks the GM to weigh in.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_203: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: [
      "Puka's running a 31% target share and ran a route on 96% of dropbacks the last" +
        " three. lock him in this week or am I overthinking it?",
    ],
    expect: "startSit",
    players: ["Puka Nacua"],
  },
  {
    turns: [
      "Monangai got 68% of snaps last week with 19 carries, Hubbard's at 12.1 ppg over" +
        " his last 3. which one do I play this week?",
    ],
    expect: "startSit",
    players: ["Kyle Monangai", "Chuba Hubbard"],
  },
  {
    turns: [
      "Kittle ran a route on 82% of dropbacks last week, is he back to a full-time" + " role?",
      "ok so do I start him over Kincaid this week? Kincaid's sitting at 9.4 ppg",
    ],
    expect: "startSit",
    players: ["George Kittle", "Dalton Kincaid"],
  },
  {
    turns: [
      "Bo Nix has 4 rushing TDs in his last 5 and is averaging 19.8, Goff's at 17.1" +
        " with a clean pocket rate near 70%. Nix or Goff this week?",
    ],
    expect: "startSit",
    players: ["Bo Nix", "Jared Goff"],
  },
  {
    turns: [
      "what's Waddle looking like this week? I have him around 11.5",
      "should I roll Waddle or Egbuka then? Egbuka's seeing 22% of targets and 2 end zone looks a game",
    ],
    expect: "startSit",
    players: ["Jaylen Waddle", "Emeka Egbuka"],
  },
  {
    turns: [
      "what's Woody Marks projected for this week?",
      "he took 71% of the snaps last week and he's at 3.4 yards after contact per carry. does he start for me?",
    ],
    expect: "startSit",
    players: ["Woody Marks"],
  },
  {
    turns: [
      "I'm torn at receiver this week",
      "Garrett Wilson or JSN? JSN's got a 34% target share and 3.1 yards per route run, Wilson's at 27%. who do I play",
    ],
    expect: "startSit",
    players: ["Garrett Wilson", "Jaxon Smith-Njigba"],
  },
  {
    turns: [
      "Jeanty's averaging 16.8 over the last 3 but next week he draws a run D allowing" +
        " 3.3 ypc. start or sit him next week?",
    ],
    expect: "startSit",
    players: ["Ashton Jeanty"],
    week: "next",
  },

  // ---- compare ----
  {
    turns: [
      "Bijan's at 21.3 ppg, Gibbs 20.9 with the higher TD rate",
      "rest of season, which one would you rather have?",
    ],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "McBride's at a 26% target share, Bowers 24% but more air yards. for the rest of" +
        " the year who's the better TE?",
    ],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: [
      "how's Omarion Hampton's outlook for the rest of the year?",
      "how does he stack up long term against TreVeyon Henderson? Henderson's at 5.6 ypc on 48% snaps",
    ],
    expect: "compare",
    players: ["Omarion Hampton", "TreVeyon Henderson"],
  },
  {
    turns: [
      "Chase Brown 58% snap share, James Cook 64% with about 5 red zone carries a" +
        " game. who's the better hold from here to the end of the season?",
    ],
    expect: "compare",
    players: ["Chase Brown", "James Cook"],
  },
  {
    turns: ["Lamar 24.6 ppg, Allen 23.9, Hurts 21.2. who's the most valuable rest of season?"],
    expect: "compare",
    players: ["Lamar Jackson", "Josh Allen", "Jalen Hurts"],
  },
  {
    turns: [
      "Nico's back at practice apparently",
      "ROS, Nico Collins or Tee Higgins? Higgins has 7 red zone targets in his last 4," +
        " Nico had a 29% share before the injury",
    ],
    expect: "compare",
    players: ["Nico Collins", "Tee Higgins"],
  },

  // ---- slot ----
  {
    turns: ["my flex is between Zay Flowers (22% TS) and Jerry Jeudy (19% TS, 12.9 aDOT)." + " who gets it?"],
    expect: "slot",
    position: "FLEX",
    players: ["Zay Flowers", "Jerry Jeudy"],
  },
  {
    turns: [
      "who should be my RB2 this week? Hubbard's at 13.4 over the last 3 and Rachaad" + " White's at 10.8 on 52% snaps",
    ],
    expect: "slot",
    position: "RB",
    players: ["Chuba Hubbard", "Rachaad White"],
  },
  {
    turns: ["nobody I roster at tight end is clearing 8 ppg. who should I put in my TE spot" + " this week?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: [
      "Goedert has 6 red zone targets in his last 3",
      "ok who fills my flex then, him or Kenneth Walker? Walker's at 4.6 ypc",
    ],
    expect: "slot",
    position: "FLEX",
    players: ["Dallas Goedert", "Kenneth Walker III"],
  },
  {
    turns: ["who should fill my WR3 spot? Jakobi Meyers is at 24% of targets the last 3" + " weeks, Khalil Shakir 21%"],
    expect: "slot",
    position: "WR",
    players: ["Jakobi Meyers", "Khalil Shakir"],
  },

  // ---- lineup ----
  {
    turns: ["set my lineup for this week. I care about floor, give me guys with 70%+ snap" + " shares where you can"],
    expect: "lineup",
  },
  { turns: ["is my starting lineup optimal? I built it off last-3-week averages"], expect: "lineup" },
  {
    turns: ["what's my matchup look like this week?", "ok then set my best lineup to win it"],
    expect: "lineup",
  },
  {
    turns: ["who should I start next week? byes hit 2 of my guys and I'm going mostly off" + " target share"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["run through my whole starting lineup for week 11 and tell me what you'd change"],
    expect: "lineup",
    week: 11,
  },

  // ---- outlook ----
  {
    turns: [
      "what's Kyren's projection this week? he's played 88% of snaps and had 6 red" + " zone carries the last two",
    ],
    expect: "outlook",
    players: ["Kyren Williams"],
  },
  {
    turns: ["Jonathan Taylor is averaging 24.1 over his last 3. what's his ceiling and floor" + " this week?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: [
      "what's Ja'Marr Chase projected for this week?",
      "and his rest of season outlook? he's still at a 30% target share",
    ],
    expect: "outlook",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["Fannin's running routes on 74% of dropbacks now. what's his outlook the rest of" + " the way?"],
    expect: "outlook",
    players: ["Harold Fannin Jr."],
  },
  {
    turns: ["how many points is Drake London putting up next week? 29 targets over his last 3"],
    expect: "outlook",
    players: ["Drake London"],
    week: "next",
  },
  {
    turns: ["Bucky's yards after contact is 3.8 per carry this year", "what's he projected for in week 12?"],
    expect: "outlook",
    players: ["Bucky Irving"],
    week: 12,
  },

  // ---- status ----
  {
    turns: [
      "is Derrick Henry playing this week? he was only on 41% of snaps last week" + " before he went to the tent",
    ],
    expect: "status",
    players: ["Derrick Henry"],
  },
  {
    turns: ["Malik Nabers went from a 92% snap share to zero. is he hurt?"],
    expect: "status",
    players: ["Malik Nabers"],
  },
  {
    turns: ["McCaffrey had 31 touches last week", "is he dealing with anything? saw he was limited at practice"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["what's the deal with Rashee Rice for Sunday? I need that 27% target share in" + " there if he's active"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["Mark Andrews had 5 red zone targets in weeks 7 through 9", "is he good to go next week?"],
    expect: "status",
    players: ["Mark Andrews"],
    week: "next",
  },
  {
    turns: ["A.J. Brown's routes run dropped to 61% last week", "did he pick something up? is he going to play?"],
    expect: "status",
    players: ["A.J. Brown"],
  },
  {
    turns: [
      "is Alvin Kamara out this week, and if he is, who's the best RB on waivers? he's" + " only at 11.3 ppg anyway",
    ],
    expect: ["status", "waivers"],
    players: ["Alvin Kamara"],
    position: "RB",
  },
  {
    turns: [
      "is Jordan Love playing this week, and should I start him over Caleb Williams?" +
        " Love's at 18.7 ppg, Caleb 17.9",
    ],
    expect: ["status", "startSit"],
    players: ["Jordan Love", "Caleb Williams"],
  },

  // ---- tradeValue ----
  {
    turns: [
      "how's Jaxon Smith-Njigba looking rest of season?",
      "he's top 3 in yards per route run at 3.4. what's he worth in a trade right now?",
    ],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["Saquon's at 14.8 ppg, way down from last year's 20+. is now the time to buy him?"],
    expect: "tradeValue",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["Javonte Williams is on a 14 rushing TD pace over 17 games", "sell high on him?"],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },
  {
    turns: ["Rico Dowdle just had back to back 20-point games on 72% snaps. do I sell him" + " now while he's hot?"],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  {
    turns: ["how much trade value does Tyler Warren have? 21% target share as a rookie TE is" + " no joke"],
    expect: "tradeValue",
    players: ["Tyler Warren"],
  },
  {
    turns: ["Kenneth Gainwell's had 18+ touches three straight weeks", "is he worth anything on the trade market?"],
    expect: "tradeValue",
    players: ["Kenneth Gainwell"],
  },

  // ---- buyLow ----
  {
    turns: ["who are some buy-low guys right now? I'm looking for players with high target" + " share but bad TD luck"],
    expect: "buyLow",
  },
  {
    turns: [
      "give me some sell-high candidates around the league, guys whose TD rate is way" + " above their red zone usage",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "which WRs have the biggest gap between expected points and actual points?",
      "right, so who should I be buying low on?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "any buy-low targets sitting on other rosters? someone with a 20%+ target share" + " but averaging under 10 ppg",
    ],
    expect: "buyLow",
  },
  {
    turns: ["which running backs are buy-low candidates? looking for 65%+ snaps but stuck" + " under 4 ypc"],
    expect: "buyLow",
    position: "RB",
  },

  // ---- trade ----
  {
    turns: ["I give Josh Jacobs (16.4 ppg) for Drake London (27% TS). accept?"],
    expect: "trade",
    players: ["Josh Jacobs", "Drake London"],
  },
  {
    turns: [
      "Coach Quinn offered me Garrett Wilson for Kyle Pitts plus Chuba Hubbard." +
        " Wilson's at a 26% target share. do I take it?",
    ],
    expect: "trade",
    players: ["Garrett Wilson", "Kyle Pitts", "Chuba Hubbard"],
  },
  {
    turns: [
      "would you do Jonathan Taylor for Ja'Marr Chase and Rome Odunze? JT's averaging" +
        " 23.8, Chase 19.1, Odunze 12.4",
    ],
    expect: "trade",
    players: ["Jonathan Taylor", "Ja'Marr Chase", "Rome Odunze"],
  },
  {
    turns: [
      "thinking about trading Mike Evans",
      "if I send him for Courtland Sutton is that a good deal? Sutton's got 9 red zone targets already",
    ],
    expect: "trade",
    players: ["Mike Evans", "Courtland Sutton"],
  },
  {
    turns: [
      "they want my De'Von Achane for their CeeDee Lamb straight up. Achane's getting" +
        " 5.9 targets a game out of the backfield. fair?",
    ],
    expect: "trade",
    players: ["De'Von Achane", "CeeDee Lamb"],
  },
  {
    turns: [
      "got an offer from Coach Reese",
      "Justin Jefferson for my Tee Higgins and Jameson Williams. JJ's target share is 29%, do I take it?",
    ],
    expect: "trade",
    players: ["Justin Jefferson", "Tee Higgins", "Jameson Williams"],
  },
  {
    turns: [
      "I'd give up DJ Moore and Chase Brown to get Derrick Henry, who's had 8 red zone" +
        " carries in 3 games. should I send it?",
    ],
    expect: "trade",
    players: ["DJ Moore", "Chase Brown", "Derrick Henry"],
  },
  {
    turns: [
      "Sam LaPorta has a 19% target share and I'm selling",
      "if I move him for Tony Pollard, who's at 15 carries a game, does that work for me?",
    ],
    expect: "trade",
    players: ["Sam LaPorta", "Tony Pollard"],
  },

  // ---- waivers ----
  {
    turns: ["who should I pick up this week? I want a running back with a 60%+ snap share"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: [
      "how much FAAB should I put on Sean Tucker? he got 18 carries when the starter" +
        " went down and I have $64 left",
    ],
    expect: "waivers",
    players: ["Sean Tucker"],
  },
  { turns: ["best WR on the wire right now by target share?"], expect: "waivers", position: "WR" },
  {
    turns: ["who's the top waiver add this week?", "how much should I bid on him? I've got 41 bucks left"],
    expect: "waivers",
  },
  {
    turns: [
      "is Tyrone Tracy Jr. on waivers in my league? he's averaging 15 touches over the" +
        " last 3 and I want to put a claim in",
    ],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },
  {
    turns: ["my TE is on a 9% target share, it's ugly", "which TEs are on the waiver wire with at least 15%?"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: ["Hunter Henry had 11 targets last week", "worth a waiver claim? I'd bid maybe $8"],
    expect: "waivers",
    players: ["Hunter Henry"],
  },
  {
    turns: ["any QB on the wire worth grabbing? looking for someone with 18+ ppg upside and" + " some rushing"],
    expect: "waivers",
    position: "QB",
  },

  // ---- playoffs ----
  { turns: ["what are my playoff odds right now? I'm 5-4 with the 3rd most points for"], expect: "playoffs" },
  { turns: ["how likely am I to make the playoffs? my all-play record is 58-50"], expect: "playoffs" },
  {
    turns: ["what's Red Zone Raiders' record?", "and their chances of making the playoffs?"],
    expect: "playoffs",
    team: "Red Zone Raiders",
  },
  {
    turns: ["Sunday Scaries are scoring 121 a week", "what are their playoff odds?"],
    expect: "playoffs",
    team: "Sunday Scaries",
  },
  {
    turns: ["I've scored 1,041 points through 9 weeks", "what are my chances of getting in?"],
    expect: "playoffs",
  },
  {
    turns: [
      "what percentage chance does Coach Harper's team have of making the playoffs?" + " they're 6-3 but 9th in points",
    ],
    expect: "playoffs",
    team: "Fourth & Long Shots",
  },
  { turns: ["am I locked into the playoffs yet? 7-2 with a two game cushion over 7th"], expect: "playoffs" },

  // ---- improveOdds ----
  {
    turns: ["what moves would most boost my playoff odds? my RBs are averaging 9.1 combined" + " over the last 3"],
    expect: "improveOdds",
  },
  {
    turns: ["how do I improve my playoff chances? I'm 4-5 but 2nd in points, so the team's" + " not bad"],
    expect: "improveOdds",
  },
  {
    turns: ["what are my playoff odds?", "what's the single best move I can make to raise them?"],
    expect: "improveOdds",
  },
  {
    turns: ["which pickups or trades would move my playoff % the most? my WR3 spot is" + " producing 6.2 ppg"],
    expect: "improveOdds",
  },
  { turns: ["by my math I'm around 38% to make it. what should I do to get that number up?"], expect: "improveOdds" },

  // ---- matchup ----
  { turns: ["who am I playing this week and what's the projected score? I've averaged 114.6"], expect: "matchup" },
  { turns: ["what's my win probability this week? they're 3-6 but dropped 131 last week"], expect: "matchup" },
  {
    turns: ["who do I play next week?", "what are the projections for that one?"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: ["how does End Zone Envy's game look this week? they've put up 125+ three weeks" + " running"],
    expect: "matchup",
    team: "End Zone Envy",
  },
  { turns: ["what's my matchup for week 12? want to know if I'm favored"], expect: "matchup", week: 12 },
  { turns: ["am I favored this week? my opponent's averaging 108 over his last 3 and I'm at 117"], expect: "matchup" },
  {
    turns: ["Two-Minute Drill are 7-2 and I don't get it", "who are they playing this week and how does it project?"],
    expect: "matchup",
    team: "Two-Minute Drill",
  },

  // ---- record ----
  { turns: ["what's my record? I feel unlucky, I'm 3rd in points against"], expect: "record" },
  {
    turns: ["Blitz Brigade are 2nd in PF", "what's their record and where do they sit in the standings?"],
    expect: "record",
    team: "Blitz Brigade",
  },
  {
    turns: ["Pocket Passers have scored 1,080 points", "what's their win-loss?"],
    expect: "record",
    team: "Pocket Passers",
  },
  {
    turns: ["what place is Coach Finley's team in? they're putting up 124 a game"],
    expect: "record",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["what's my record?", "and Hail Mary Heroes?"],
    expect: "record",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["what's my record and my playoff odds? I've been outscoring 8 teams a week on" + " average"],
    expect: ["record", "playoffs"],
  },

  // ---- rosterStatus ----
  {
    turns: ["who on my roster is hurt or on bye this week? I've got 3 guys under 50% snaps" + " and I don't know why"],
    expect: "rosterStatus",
  },
  { turns: ["any injuries on my team I should know about for week 11?"], expect: "rosterStatus", week: 11 },
  {
    turns: ["set my lineup for this week", "wait, first: who on my team is on bye or banged up?"],
    expect: "rosterStatus",
  },
  { turns: ["run an injury and bye check on my whole roster for next week"], expect: "rosterStatus", week: "next" },
  {
    turns: ["how many of my starters are questionable this week? need to know before the" + " early games lock"],
    expect: "rosterStatus",
  },

  // ---- positionRank ----
  {
    turns: ["rank my WRs for this week. I've got them sorted by target share but want your" + " take"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["rank my running backs this week by what you expect, their snap shares are all" + " 55-65%"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["rank my RBs this week", "now do my wide receivers"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["I've got two tight ends both hovering around 9 ppg", "order them for me for week 11"],
    expect: "positionRank",
    position: "TE",
    week: 11,
  },

  // ---- projectedTotal ----
  {
    turns: ["what's my team projected to score this week? I've got 117.3 on my spreadsheet"],
    expect: "projectedTotal",
  },
  { turns: ["what's my team's projected points range this week, floor and ceiling?"], expect: "projectedTotal" },
  {
    turns: ["who am I facing this week?", "forget them, how many points is my team projected for?"],
    expect: "projectedTotal",
  },
  {
    turns: ["how many points does my lineup project for next week? I'm guessing 105-110 with" + " the byes"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["my rough number for week 13 is 119", "what's my team actually projected to score that week?"],
    expect: "projectedTotal",
    week: 13,
  },

  // ---- leaders ----
  { turns: ["who has the best record in the league? I think someone's 8-1"], expect: "leaders" },
  { turns: ["who's scored the most points this season? I'm 4th at 1,019"], expect: "leaders" },
  { turns: ["power rankings please, weight them by points for not record"], expect: "leaders" },
  {
    turns: ["what's my record?", "ok but who's actually the strongest team in the league?"],
    expect: "leaders",
  },

  // ---- sleepers ----
  {
    turns: [
      "who are some sleepers to stash? looking for backups with 30%+ snap share who'd" +
        " take over if the starter goes down",
    ],
    expect: "sleepers",
  },
  {
    turns: ["give me a few deep stashes for the fantasy playoffs, guys with soft schedules" + " in 15-17"],
    expect: "sleepers",
  },
  {
    turns: ["any under-the-radar pickups for next week? I like guys whose routes run are" + " trending up"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["waivers look thin this week", "who's a sleeper I can stash for later then?"],
    expect: "sleepers",
  },
  {
    turns: ["name a couple RB handcuffs worth stashing, backups already at a 25% snap share"],
    expect: "sleepers",
    position: "RB",
  },

  // ---- dropStash ----
  {
    turns: ["Travis Kelce is at 8.1 ppg and his route participation is down to 71%", "is it time to drop him?"],
    expect: "dropStash",
    players: ["Travis Kelce"],
  },
  {
    turns: ["who should I drop to make room for a waiver add? my bench is 5 guys averaging" + " under 7"],
    expect: "dropStash",
  },
  {
    turns: ["Brandon Aiyuk still isn't practicing", "stash him or cut him? he's given me 0 points through 9 weeks"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["Chris Godwin's at a 12% target share since he came back. keep him or drop him?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  {
    turns: [
      "I want to grab a guy off waivers this week",
      "who's the least valuable guy on my bench to cut? nobody's above 6 ppg",
    ],
    expect: "dropStash",
  },
  {
    turns: ["Xavier Worthy: 4 targets a game and routes on 48% of dropbacks. dead roster" + " spot or do I hold?"],
    expect: "dropStash",
    players: ["Xavier Worthy"],
  },

  // ---- byeCover ----
  {
    turns: [
      "McBride's on bye in week 11. who's the best TE streamer to cover him? something" + " with 15%+ target share",
    ],
    expect: "byeCover",
    position: "TE",
    players: ["Trey McBride"],
    week: 11,
  },
  {
    turns: [
      "Josh Allen's bye is coming up",
      "who's a good QB streamer to cover it? looking for guys with 18+ ppg upside",
    ],
    expect: "byeCover",
    position: "QB",
    players: ["Josh Allen"],
  },
  {
    turns: ["is Bijan on bye next week?", "who should I pick up to cover him then? need someone getting 12+ touches"],
    expect: "byeCover",
    position: "RB",
    players: ["Bijan Robinson"],
    week: "next",
  },
  {
    turns: ["need a kicker for Dicker's bye, anyone out there hitting 2+ field goals a game?"],
    expect: "byeCover",
    position: "K",
    players: ["Cameron Dicker"],
  },
  {
    turns: ["two of my WRs are on bye next week. who can I stream at receiver to cover? I" + " want 7+ targets a game"],
    expect: "byeCover",
    position: "WR",
    week: "next",
  },

  // ---- scenario ----
  { turns: ["if I win out do I make the playoffs? that'd put me at 10-4"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["what are my odds if I go 3-2 the rest of the way? I'm 5-4 now"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["what are my playoff odds?", "what if I go 4-1 from here?"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },
  {
    turns: ["say Sunday Scaries win every game left on their schedule, are they in? they're" + " 4-5 with 1,050 PF"],
    expect: "scenario",
    scenario: "win-out",
    team: "Sunday Scaries",
  },
  {
    turns: ["if I win 3 more games do I get in? 6-3 with the 2nd most points"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  {
    turns: ["I'm projected to lose by 6 this week", "what happens to my playoff chances if I do drop it?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // ---- tradeIdeas ----
  {
    turns: [
      "George Pickens is at a 24% target share and 16.1 ppg",
      "I want to move him while he's hot. what kind of trades should I be looking for?",
    ],
    expect: "tradeIdeas",
    players: ["George Pickens"],
  },
  {
    turns: ["I need a TE upgrade, mine is at 7.4 ppg. which teams should I go after in a" + " trade?"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["any 2-for-1 deals I could make to consolidate? my WR4 and WR5 are both at about" + " 11 ppg"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Play Action Pack is thin at RB, their RB2 is averaging 5.8", "what could I offer them in a trade?"],
    expect: "tradeIdeas",
    team: "Play Action Pack",
  },
  {
    turns: ["find me a trade for an RB1. I'm deep at WR with 4 guys over a 20% target share"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: ["who could I trade DeVonta Smith and Jaylen Warren to? I'd like to package them" + " for one better piece"],
    expect: "tradeIdeas",
    players: ["DeVonta Smith", "Jaylen Warren"],
  },

  // ---- help ----
  { turns: ["what can you actually do? can you pull snap counts and target share for me?"], expect: "help" },
  { turns: ["how do I use this thing, like can I ask you about trades and waivers?"], expect: "help" },
  { turns: ["what kind of questions can I ask you? mostly I want stats-driven stuff"], expect: "help" },
  {
    turns: ["hey", "what are you able to help me with?"],
    expect: "help",
  },

  // ---- None ----
  { turns: ["what's the spread on the Eagles game this week? I've got Hurts projected for 22"], expect: "None" },
  {
    turns: ["what's the weather going to be in Buffalo on Sunday? wind really hurts Allen's" + " deep ball rate"],
    expect: "None",
  },
  { turns: ["how do I change my league's scoring from half PPR to full PPR?"], expect: "None" },
  { turns: ["I can't log into the app, it keeps saying my session expired"], expect: "None" },
  { turns: ["who's leading the NBA in 3-point percentage this year?"], expect: "None" },
  { turns: ["tell me a joke about tight ends who don't run routes"], expect: "None" },
  { turns: ["is it true Mahomes and Kelce are beefing off the field?"], expect: "None" },
  { turns: ["what's the over/under on Lamar's passing yards this week? I'd bet the over"], expect: "None" },
  { turns: ["can you rename my team to something funnier than Gridiron Gurus?"], expect: "None" },
  { turns: ["how's your day going? mine's been nothing but spreadsheets"], expect: "None" },
];
