// Fourth blind held-out set for the GM's understanding, written by someone who never saw the training paraphrases,
// the cue lists, the other held-out sets or the evaluation script: only the families' one-line meanings and the
// demo league's team names. Questions are worded the way real managers type them. It is scored once and never tuned on.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_4: HeldOutCase[] = [
  // startSit
  {
    turns: ["jeanty or treveyon this week? need an answer before 1"],
    expect: "startSit",
    players: ["Ashton Jeanty", "TreVeyon Henderson"],
  },
  { turns: ["should i start Jaxson Dart"], expect: "startSit", players: ["Jaxson Dart"] },
  {
    turns: ["Egbuka vs T-Mac in wk 11, who do I roll with"],
    expect: "startSit",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
    week: 11,
  },
  { turns: ["Do I play Kyren or James Cook sunday"], expect: "startSit", players: ["Kyren Williams", "James Cook"] },
  {
    turns: ["need to pick 2 of Pickens, Waddle and DK to start 🤔"],
    expect: "startSit",
    players: ["George Pickens", "Jaylen Waddle", "DK Metcalf"],
  },
  {
    turns: ["start dowdle or javonte?", "ok and jakobi vs jeudy"],
    expect: "startSit",
    players: ["Jakobi Meyers", "Jerry Jeudy"],
  },
  {
    turns: ["Is Tee Higgins a good play this week?", "would u start him over Zay Flowers tho"],
    expect: "startSit",
    players: ["Tee Higgins", "Zay Flowers"],
  },
  {
    turns: ["mahomes or caleb at QB", "and in week 12?"],
    expect: "startSit",
    players: ["Patrick Mahomes", "Caleb Williams"],
    week: 12,
  },

  // compare
  { turns: ["Who's better ROS, Bijan or Gibbs?"], expect: "compare", players: ["Bijan Robinson", "Jahmyr Gibbs"] },
  {
    turns: ["compare jsn and puka for the rest of the year"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Puka Nacua"],
  },
  {
    turns: ["McBride vs Bowers long term, which would u rather have"],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: ["how do chase brown and breece hall stack up the rest of the way"],
    expect: "compare",
    players: ["Chase Brown", "Breece Hall"],
  },
  {
    turns: ["compare Drake London and Garrett Wilson going forward", "throw Davante in there too"],
    expect: "compare",
    players: ["Drake London", "Garrett Wilson", "Davante Adams"],
  },

  // slot
  { turns: ["who goes in my flex this week"], expect: "slot" },
  { turns: ["superflex spot — who should I put there?"], expect: "slot" },
  { turns: ["need somebody for the RB2 slot, whos best"], expect: "slot", position: "RB" },
  { turns: ["who fills my OP slot this wk"], expect: "slot" },
  { turns: ["who should I flex?", "same q for week 12"], expect: "slot", week: 12 },

  // lineup
  { turns: ["is my lineup optimal?"], expect: "lineup" },
  { turns: ["set my lineup for me pls"], expect: "lineup" },
  { turns: ["any lineup changes I should make before kickoff?"], expect: "lineup" },
  { turns: ["optimize my starters 🙏", "and for next week?"], expect: "lineup", week: "next" },

  // outlook
  {
    turns: ["how many points is Jahmyr Gibbs gonna score this week"],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
  },
  { turns: ["whats the outlook for ja'marr chase rest of season"], expect: "outlook", players: ["Ja'Marr Chase"] },
  { turns: ["is achane good this week?"], expect: "outlook", players: ["De'Von Achane"] },
  { turns: ["projection for Brock Bowers week 11?"], expect: "outlook", players: ["Brock Bowers"], week: 11 },
  { turns: ["what do u expect from lamar sunday"], expect: "outlook", players: ["Lamar Jackson"] },
  {
    turns: ["Jonathan Taylor ros — can he keep up this pace?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["how's jsn looking this week", "next week?"],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
    week: "next",
  },
  { turns: ["whats Kittle's projection?", "how bout kelce"], expect: "outlook", players: ["Travis Kelce"] },

  // status
  { turns: ["is Malik Nabers playing?"], expect: "status", players: ["Malik Nabers"] },
  { turns: ["cmc hurt again??"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["will Justin Jefferson suit up sunday"], expect: "status", players: ["Justin Jefferson"] },
  { turns: ["what's Joe Burrow's injury status"], expect: "status", players: ["Joe Burrow"] },
  { turns: ["is ladd playing this week?", "rashee rice?"], expect: "status", players: ["Rashee Rice"] },

  // tradeValue
  { turns: ["what's Ashton Jeanty worth in a trade right now"], expect: "tradeValue", players: ["Ashton Jeanty"] },
  { turns: ["what could I get for Drake London?"], expect: "tradeValue", players: ["Drake London"] },
  { turns: ["how much trade value does Travis Kelce still have"], expect: "tradeValue", players: ["Travis Kelce"] },
  {
    turns: ["if i shopped Derrick Henry what kind of return should I expect"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  { turns: ["what's lamar worth in trades", "and josh allen?"], expect: "tradeValue", players: ["Josh Allen"] },

  // buyLow
  { turns: ["who are some buy low candidates"], expect: "buyLow" },
  { turns: ["any sell-high guys on my roster?"], expect: "buyLow" },
  { turns: ["is MHJ a buy low?"], expect: "buyLow", players: ["Marvin Harrison Jr."] },
  { turns: ["should I sell high on Javonte Williams"], expect: "buyLow", players: ["Javonte Williams"] },
  { turns: ["is Garrett Wilson a buy low rn", "breece tho?"], expect: "buyLow", players: ["Breece Hall"] },

  // trade
  {
    turns: ["I give Saquon, I get CeeDee. accept?"],
    expect: "trade",
    players: ["Saquon Barkley", "CeeDee Lamb"],
  },
  {
    turns: ["offered: my Kyren Williams + Jakobi Meyers for his Nico Collins. do it?"],
    expect: "trade",
    players: ["Kyren Williams", "Jakobi Meyers", "Nico Collins"],
  },
  {
    turns: ["would you accept jsn for ja'marr chase"],
    expect: "trade",
    players: ["Jaxon Smith-Njigba", "Ja'Marr Chase"],
  },
  {
    turns: ["Coach Quinn is offering me James Cook and Mark Andrews for Puka. smash accept or nah"],
    expect: "trade",
    players: ["James Cook", "Mark Andrews", "Puka Nacua"],
  },
  {
    turns: ["trade eval: give Trey McBride, receive Bowers + Rome Odunze"],
    expect: "trade",
    players: ["Trey McBride", "Brock Bowers", "Rome Odunze"],
  },
  {
    turns: ["got an offer, Jalen Hurts for Jayden Daniels. thoughts?"],
    expect: "trade",
    players: ["Jalen Hurts", "Jayden Daniels"],
  },
  {
    turns: ["what's tee higgins worth?", "ok if I trade him for Zay Flowers and Kincaid do I take it"],
    expect: "trade",
    players: ["Tee Higgins", "Zay Flowers", "Dalton Kincaid"],
  },

  // waivers
  { turns: ["who should i pick up this week"], expect: "waivers" },
  { turns: ["how much faab should I bid on Kyle Monangai"], expect: "waivers", players: ["Kyle Monangai"] },
  { turns: ["best waiver adds at TE?"], expect: "waivers", position: "TE" },
  { turns: ["top wire targets for week 11"], expect: "waivers", week: 11 },
  { turns: ["anyone worth grabbing off the wire at RB 👀"], expect: "waivers", position: "RB" },
  { turns: ["i've got $43 of faab left, who's worth blowing it on"], expect: "waivers" },
  { turns: ["which d/st should i stream off waivers this week"], expect: "waivers", position: "DST" },
  {
    turns: ["is Tyreek Hill out for the year?", "ok who do i grab off waivers to replace him"],
    expect: "waivers",
  },

  // playoffs
  { turns: ["what are my playoff odds"], expect: "playoffs" },
  { turns: ["do i make the playoffs?"], expect: "playoffs" },
  { turns: ["chances I get a first round bye?"], expect: "playoffs" },
  { turns: ["what're the odds we win the whole thing 🏆"], expect: "playoffs" },
  { turns: ["what are Blitz Brigade's playoff chances"], expect: "playoffs", team: "Blitz Brigade" },
  { turns: ["how many wins do i have", "so am i making the playoffs or nah"], expect: "playoffs" },
  { turns: ["playoff %?"], expect: "playoffs" },

  // improveOdds
  { turns: ["what moves would most improve my playoff odds"], expect: "improveOdds" },
  { turns: ["how do i boost my chances of making the playoffs"], expect: "improveOdds" },
  { turns: ["i'm on the bubble, what can i do to get in"], expect: "improveOdds" },
  { turns: ["what r my chances of making playoffs", "how do i make them better"], expect: "improveOdds" },

  // matchup
  { turns: ["am i favored this week"], expect: "matchup" },
  { turns: ["how does my matchup look"], expect: "matchup" },
  { turns: ["win probability vs Coach Tatum?"], expect: "matchup", team: "Red Zone Raiders" },
  { turns: ["gonna win my matchup or get smoked?"], expect: "matchup" },
  { turns: ["my week 11 matchup, how's it look"], expect: "matchup", week: 11 },
  { turns: ["what's my win probability this week", "next week's?"], expect: "matchup", week: "next" },
  { turns: ["am i the underdog this week?"], expect: "matchup" },

  // record
  { turns: ["what's my record"], expect: "record" },
  { turns: ["where do i stand in the league"], expect: "record" },
  { turns: ["whats Hail Mary Heroes record"], expect: "record", team: "Hail Mary Heroes" },
  { turns: ["how many wins does Coach Ellis have"], expect: "record", team: "Pocket Passers" },
  { turns: ["whats my W-L?", "and sunday scaries?"], expect: "record", team: "Sunday Scaries" },

  // rosterStatus
  { turns: ["which of my guys are hurt"], expect: "rosterStatus" },
  { turns: ["who's on bye for me this week"], expect: "rosterStatus" },
  { turns: ["any of my players on bye in week 12"], expect: "rosterStatus", week: 12 },
  { turns: ["injury report for my team pls"], expect: "rosterStatus" },
  { turns: ["who on my team is injured", "byes next week?"], expect: "rosterStatus", week: "next" },

  // positionRank
  { turns: ["rank my WRs this week"], expect: "positionRank", position: "WR" },
  {
    turns: ["order my running backs for week 11 best to worst"],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  { turns: ["rank my tight ends"], expect: "positionRank", position: "TE" },
  { turns: ["which of my qbs is best this week, rank em"], expect: "positionRank", position: "QB" },
  { turns: ["rank my rbs", "now do receivers"], expect: "positionRank", position: "WR" },

  // projectedTotal
  { turns: ["how many points am i projected for"], expect: "projectedTotal" },
  { turns: ["projected score + range for my squad?"], expect: "projectedTotal" },
  { turns: ["what's my floor and ceiling this week as a team"], expect: "projectedTotal" },
  { turns: ["am i favored this week?", "whats my projected total"], expect: "projectedTotal" },

  // leaders
  { turns: ["who's the best team in the league"], expect: "leaders" },
  { turns: ["who leads the league in points for"], expect: "leaders" },
  { turns: ["who has the best record"], expect: "leaders" },
  { turns: ["who's the top dog in our league right now"], expect: "leaders" },

  // sleepers
  { turns: ["any sleepers for next week?"], expect: "sleepers", week: "next" },
  { turns: ["give me some deep pickups nobody's talking about"], expect: "sleepers" },
  { turns: ["deep league sleeper WRs?"], expect: "sleepers", position: "WR" },
  { turns: ["under the radar guys I should stash before next week"], expect: "sleepers", week: "next" },
  { turns: ["sleeper TEs for week 11"], expect: "sleepers", position: "TE", week: 11 },

  // dropStash
  { turns: ["should I drop Malik Nabers or stash him on IR"], expect: "dropStash", players: ["Malik Nabers"] },
  { turns: ["tyreek's hurt, cut him or hold?"], expect: "dropStash", players: ["Tyreek Hill"] },
  { turns: ["is it worth stashing Joe Burrow or just drop him"], expect: "dropStash", players: ["Joe Burrow"] },
  { turns: ["Omarion Hampton IR stash?"], expect: "dropStash", players: ["Omarion Hampton"] },
  {
    turns: ["is Tucker Kraft out for the season?", "so do i drop him"],
    expect: "dropStash",
    players: ["Tucker Kraft"],
  },

  // byeCover
  { turns: ["my QB is on bye in week 12, who do I stream"], expect: "byeCover", position: "QB", week: 12 },
  { turns: ["Kittle's on bye next week, need a TE fill-in"], expect: "byeCover", position: "TE", week: "next" },
  { turns: ["who should I stream at K while Aubrey's on bye"], expect: "byeCover", position: "K" },
  {
    turns: ["both my RBs are on bye in week 11, who do i pick up to cover"],
    expect: "byeCover",
    position: "RB",
    week: 11,
  },
  { turns: ["bye week replacement at WR for next week?"], expect: "byeCover", position: "WR", week: "next" },

  // scenario
  { turns: ["if I win out do i make the playoffs"], expect: "scenario", scenario: "win-out" },
  { turns: ["what if i go 3-2 the rest of the way"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  { turns: ["if i win 2 of my last 4, am i in?"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  { turns: ["do I still make it if I lose this week"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["playoff odds?", "what if I go 4-1"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },

  // tradeIdeas
  { turns: ["find me trades for Davante Adams"], expect: "tradeIdeas", players: ["Davante Adams"] },
  { turns: ["i need a RB, any trade ideas?"], expect: "tradeIdeas", position: "RB" },
  { turns: ["2-for-1 ideas to land a stud WR"], expect: "tradeIdeas", position: "WR" },
  { turns: ["build me a 1-for-1 using Breece Hall"], expect: "tradeIdeas", players: ["Breece Hall"] },
  { turns: ["any trades out there that'd get me an upgrade at TE"], expect: "tradeIdeas", position: "TE" },

  // help
  { turns: ["what can you do"], expect: "help" },
  { turns: ["how do you work?"], expect: "help" },
  { turns: ["what kind of questions can i ask u"], expect: "help" },
  { turns: ["help"], expect: "help" },

  // out of scope
  { turns: ["what's the weather gonna be in green bay sunday"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["who's gonna win the nba finals"], expect: "None" },
  { turns: ["what's nvda trading at"], expect: "None" },
  { turns: ["how do i make a good chili for my watch party"], expect: "None" },
  { turns: ["what's the capital of portugal"], expect: "None" },
  { turns: ["can you help me with my calc homework"], expect: "None" },
  { turns: ["how many goals did messi score this year"], expect: "None" },
  { turns: ["recommend a good movie for tonight"], expect: "None" },
  { turns: ["hey how's your day going"], expect: "None" },

  // multi-part
  {
    turns: ["is CMC playing and how many points will he score"],
    expect: ["status", "outlook"],
    players: ["Christian McCaffrey"],
  },
  { turns: ["what's my record and what are my playoff odds"], expect: ["record", "playoffs"] },
  { turns: ["rank my RBs and tell me who to flex"], expect: ["positionRank", "slot"], position: "RB" },
  { turns: ["am i favored this week? also what's my projected total"], expect: ["matchup", "projectedTotal"] },
  { turns: ["who's hurt on my team and who should I grab off waivers"], expect: ["rosterStatus", "waivers"] },
  { turns: ["should I start Gibbs or Achane, and what's Gibbs worth in a trade"], expect: ["startSit", "tradeValue"] },
  { turns: ["whats my record + who has the best record in the league"], expect: ["record", "leaders"] },
  {
    turns: ["is BTJ a buy low and what could i get for him"],
    expect: ["buyLow", "tradeValue"],
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["my odds of making playoffs? and what if i win out"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  { turns: ["is my lineup optimal and how does my matchup look"], expect: ["lineup", "matchup"] },
];
