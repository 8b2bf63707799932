// Blind held-out evaluation set 170 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a high-school teenager texting between classes (lowercase, fr/ngl/lowkey/bet, short
// bursts, nicknames).
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_170: HeldOutCase[] = [
  // startSit
  {
    turns: ["yo nabers or waddle today?? lowkey stressing"],
    expect: "startSit",
    players: ["Malik Nabers", "Jaylen Waddle"],
  },
  { turns: ["do i start jamo this week or nah"], expect: "startSit", players: ["Jameson Williams"] },
  {
    turns: ["bucky vs skattebo in my lineup today... go"],
    expect: "startSit",
    players: ["Bucky Irving", "Cam Skattebo"],
  },
  {
    turns: ["should i start kittle or laporta", "ok wait what about pitts instead of laporta"],
    expect: "startSit",
    players: ["George Kittle", "Kyle Pitts"],
  },
  {
    turns: ["start bo nix or dart this week?", "bet. what about next week tho"],
    expect: "startSit",
    players: ["Bo Nix", "Jaxson Dart"],
    week: "next",
  },
  {
    turns: ["is hampton back yet", "ok so do i start him over dowdle today fr"],
    expect: "startSit",
    players: ["Omarion Hampton", "Rico Dowdle"],
  },

  // compare
  {
    turns: ["ros who's better fr, jsn or drake london"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Drake London"],
  },
  {
    turns: ["long term gibbs or bijan?? not for this week im thinking rest of season"],
    expect: "compare",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  {
    turns: ["ngl who finishes the season stronger mcbride or bowers"],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: ["who's better the rest of the year ladd or zay", "and rashee vs ladd ros?"],
    expect: "compare",
    players: ["Rashee Rice", "Ladd McConkey"],
  },
  {
    turns: ["is egbuka good ros", "better than olave for the rest of the szn tho?"],
    expect: "compare",
    players: ["Emeka Egbuka", "Chris Olave"],
  },
  {
    turns: ["jeanty or judkins for the 2nd half of the season, who u got long term"],
    expect: "compare",
    players: ["Ashton Jeanty", "Quinshon Judkins"],
  },

  // slot
  { turns: ["who goes in my flex this wk"], expect: "slot", position: "FLEX" },
  { turns: ["whos my qb today lol"], expect: "slot", position: "QB" },
  { turns: ["who should i play at te this week from my guys"], expect: "slot", position: "TE" },
  { turns: ["who's my flex this week", "k and my rb2?"], expect: "slot", position: "RB" },
  {
    turns: ["whos my flex for today", "bet. what about next week's flex"],
    expect: "slot",
    position: "FLEX",
    week: "next",
  },
  { turns: ["lowkey dont know who to put at wr3 today help"], expect: "slot", position: "WR" },

  // lineup
  { turns: ["set my lineup pls"], expect: "lineup" },
  { turns: ["can u check my starting lineup fr i think its bad"], expect: "lineup" },
  { turns: ["optimize my whole lineup for week 11"], expect: "lineup", week: 11 },
  { turns: ["who's my flex", "actually nvm just do the whole lineup"], expect: "lineup" },
  { turns: ["lamar playing today?", "ok bet then just make sure my whole starting lineup is right"], expect: "lineup" },

  // outlook
  { turns: ["is puka gonna keep eating ros"], expect: "outlook", players: ["Puka Nacua"] },
  { turns: ["whats jeanty's ceiling this week"], expect: "outlook", players: ["Ashton Jeanty"] },
  { turns: ["how good is woody marks actually ngl"], expect: "outlook", players: ["Woody Marks"] },
  { turns: ["what's cmc's projection today", "and his floor?"], expect: "outlook", players: ["Christian McCaffrey"] },
  {
    turns: ["start jt or saquon this week", "ok forget that whats jt's outlook for the rest of the season"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  { turns: ["skattebo projection for week 11??"], expect: "outlook", players: ["Cam Skattebo"], week: 11 },

  // status
  { turns: ["is ja'marr playing today"], expect: "status", players: ["Ja'Marr Chase"] },
  { turns: ["tyreek injury update??"], expect: "status", players: ["Tyreek Hill"] },
  { turns: ["did mark andrews practice this week"], expect: "status", players: ["Mark Andrews"] },
  { turns: ["is nico hurt", "wait so is he out or questionable"], expect: "status", players: ["Nico Collins"] },
  { turns: ["is kamara playing today", "and dobbins?"], expect: "status", players: ["J.K. Dobbins"] },
  { turns: ["is aj brown active or nah deadass need to know before 1"], expect: "status", players: ["A.J. Brown"] },

  // tradeValue
  { turns: ["sell high on dowdle rn?"], expect: "tradeValue", players: ["Rico Dowdle"] },
  { turns: ["whats jaxon dart worth in a trade"], expect: "tradeValue", players: ["Jaxson Dart"] },
  { turns: ["is breece a buy low ngl"], expect: "tradeValue", players: ["Breece Hall"] },
  { turns: ["what's mhj's trade value", "what about godwin"], expect: "tradeValue", players: ["Chris Godwin"] },
  { turns: ["how much is kelce worth on the trade market rn"], expect: "tradeValue", players: ["Travis Kelce"] },
  {
    turns: ["is tee higgins worth anything in trades", "like should i sell him now or hold"],
    expect: "tradeValue",
    players: ["Tee Higgins"],
  },

  // buyLow
  { turns: ["who are some buy low guys rn"], expect: "buyLow" },
  { turns: ["any sell high candidates i should move fr"], expect: "buyLow" },
  { turns: ["who should i sell high on", "and who's a buy low"], expect: "buyLow" },
  { turns: ["lowkey who's underperforming that i could buy low on cheap"], expect: "buyLow" },
  { turns: ["yo trade deadline soon", "which of my guys should i sell high"], expect: "buyLow" },

  // trade
  {
    turns: ["someone offered me drake london for achane. accept??"],
    expect: "trade",
    players: ["Drake London", "De'Von Achane"],
  },
  {
    turns: ["my chase brown + jakobi for their ceedee... w or l"],
    expect: "trade",
    players: ["Chase Brown", "Jakobi Meyers", "CeeDee Lamb"],
  },
  {
    turns: ["thinking about trading kyren", "if i give kyren for garrett wilson is that fair"],
    expect: "trade",
    players: ["Kyren Williams", "Garrett Wilson"],
  },
  {
    turns: ["should i trade pickens for dk", "what if they add goedert to their side"],
    expect: "trade",
    players: ["George Pickens", "DK Metcalf", "Dallas Goedert"],
  },
  {
    turns: ["2 for 1: my tracy and rachaad for their james cook. do it?"],
    expect: "trade",
    players: ["Tyrone Tracy Jr.", "Rachaad White", "James Cook"],
  },
  {
    turns: ["got offered jj for my bijan and javonte... smash accept or nah"],
    expect: "trade",
    players: ["Justin Jefferson", "Bijan Robinson", "Javonte Williams"],
  },

  // tradeIdeas
  { turns: ["who should i trade for"], expect: "tradeIdeas" },
  { turns: ["what could i get for davante"], expect: "tradeIdeas", players: ["Davante Adams"] },
  { turns: ["which team needs a rb i got too many"], expect: "tradeIdeas", position: "RB" },
  { turns: ["any trade partners for me? need a te bad"], expect: "tradeIdeas", position: "TE" },
  { turns: ["who should i trade for", "what could coach ellis give me"], expect: "tradeIdeas", team: "Pocket Passers" },
  {
    turns: ["what can i get for terry in a trade", "what about odunze"],
    expect: "tradeIdeas",
    players: ["Rome Odunze"],
  },

  // waivers
  { turns: ["who should i pick up this week"], expect: "waivers" },
  { turns: ["how much faab for woody marks"], expect: "waivers", players: ["Woody Marks"] },
  { turns: ["best rb on waivers rn"], expect: "waivers", position: "RB" },
  {
    turns: ["any good wr on the wire", "how much faab should i throw at monangai tho"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  { turns: ["need a qb pickup asap, who do i grab off waivers"], expect: "waivers", position: "QB" },
  { turns: ["who should i add", "ok what about a te pickup"], expect: "waivers", position: "TE" },

  // sleepers
  { turns: ["deep sleepers to stash for playoffs?"], expect: "sleepers" },
  { turns: ["who's a sleeper for next week"], expect: "sleepers", week: "next" },
  { turns: ["any guys i should stash now before they blow up later"], expect: "sleepers" },
  { turns: ["who should i pick up", "nah i mean like deeper stash guys for later"], expect: "sleepers" },
  { turns: ["rb handcuffs worth stashing for the playoff run"], expect: "sleepers", position: "RB" },
  { turns: ["ok waivers done", "sleeper pickups for week 12??"], expect: "sleepers", week: 12 },

  // playoffs
  { turns: ["what are my playoff odds"], expect: "playoffs" },
  { turns: ["what's blitz brigade's chances to make playoffs"], expect: "playoffs", team: "Blitz Brigade" },
  { turns: ["whats my record", "so what are my playoff chances lol"], expect: "playoffs" },
  { turns: ["whats my playoff %", "what about coach harper's team"], expect: "playoffs", team: "Fourth & Long Shots" },
  { turns: ["lowkey do i even have a shot at the playoffs"], expect: "playoffs" },

  // improveOdds
  { turns: ["how do i make the playoffs from here"], expect: "improveOdds" },
  { turns: ["what moves boost my playoff odds"], expect: "improveOdds" },
  { turns: ["my season is cooked how do i turn this around"], expect: "improveOdds" },
  { turns: ["what are my playoff odds", "ok how do i get them up"], expect: "improveOdds" },
  { turns: ["what should i do to raise my playoff chances ngl"], expect: "improveOdds" },
  { turns: ["am i making playoffs", "damn. what moves do i need to make to get in"], expect: "improveOdds" },

  // scenario
  { turns: ["if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  { turns: ["playoff odds if i lose this week?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["what are my playoff odds if i go 3-2 the rest of the way"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  { turns: ["with 2 more wins am i in the playoffs"], expect: "scenario", scenario: { wins: 2, games: null } },
  { turns: ["whats my playoff odds", "and if i win out?"], expect: "scenario", scenario: "win-out" },
  { turns: ["playoff odds if i go 4-1", "what about 2-3"], expect: "scenario", scenario: { wins: 2, games: 5 } },

  // matchup
  { turns: ["who do i play this week"], expect: "matchup" },
  { turns: ["am i favored today"], expect: "matchup" },
  { turns: ["win prob for my matchup?"], expect: "matchup" },
  { turns: ["projected score of my game this week"], expect: "matchup" },
  { turns: ["who am i playing", "am i gonna win tho"], expect: "matchup" },
  { turns: ["set my lineup", "ok now whats my win chance today"], expect: "matchup" },

  // record
  { turns: ["whats my record"], expect: "record" },
  { turns: ["where am i in the standings rn"], expect: "record" },
  { turns: ["what's sunday scaries' record"], expect: "record", team: "Sunday Scaries" },
  { turns: ["whats my record", "and coach finley's?"], expect: "record", team: "Waiver Wire Wizards" },
  { turns: ["what place is end zone envy in"], expect: "record", team: "End Zone Envy" },

  // leaders
  { turns: ["who's the best team in the league"], expect: "leaders" },
  { turns: ["show me the league standings"], expect: "leaders" },
  { turns: ["who's scored the most points this season"], expect: "leaders" },
  { turns: ["whats my record", "and who's in first"], expect: "leaders" },
  { turns: ["whos top of the league rn"], expect: "leaders" },
  { turns: ["who's running the league this year fr", "like which team is #1"], expect: "leaders" },

  // rosterStatus
  { turns: ["who on my team is hurt"], expect: "rosterStatus" },
  { turns: ["any of my guys on bye next week"], expect: "rosterStatus", week: "next" },
  { turns: ["who's questionable on my roster today"], expect: "rosterStatus" },
  { turns: ["which of my players are out for week 12"], expect: "rosterStatus", week: 12 },
  { turns: ["any injuries on my team", "what about byes in week 11"], expect: "rosterStatus", week: 11 },
  { turns: ["is lamar ok", "anyone else on my team banged up?"], expect: "rosterStatus" },

  // positionRank
  { turns: ["rank my wrs for this week"], expect: "positionRank", position: "WR" },
  { turns: ["rank my running backs week 11"], expect: "positionRank", position: "RB", week: 11 },
  { turns: ["rank my wrs", "now do rbs"], expect: "positionRank", position: "RB" },
  { turns: ["order my tes best to worst for today"], expect: "positionRank", position: "TE" },
  { turns: ["rank my rbs this week", "and for next week?"], expect: "positionRank", position: "RB", week: "next" },
  { turns: ["rank my qbs for this week, which one's best"], expect: "positionRank", position: "QB" },

  // projectedTotal
  { turns: ["how many points am i projected"], expect: "projectedTotal" },
  { turns: ["whats my team projected to score today"], expect: "projectedTotal" },
  { turns: ["who do i play", "and how many pts is my team projected for"], expect: "projectedTotal" },
  { turns: ["projected points for my team week 11"], expect: "projectedTotal", week: 11 },
  { turns: ["whats my team's projected range this week, like floor and ceiling"], expect: "projectedTotal" },

  // dropStash
  { turns: ["who should i drop"], expect: "dropStash" },
  { turns: ["should i ir aiyuk or just drop him"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  { turns: ["is it time to drop kamara"], expect: "dropStash", players: ["Alvin Kamara"] },
  { turns: ["is mike evans out again", "should i just drop him then"], expect: "dropStash", players: ["Mike Evans"] },
  { turns: ["need a roster spot, who's my worst guy to cut"], expect: "dropStash" },
  { turns: ["dobbins hurt?", "stash him or cut"], expect: "dropStash", players: ["J.K. Dobbins"] },

  // byeCover
  {
    turns: ["kittle's on bye week 11 who do i play instead of him"],
    expect: "byeCover",
    players: ["George Kittle"],
    week: 11,
  },
  { turns: ["who covers my te spot during the bye"], expect: "byeCover", position: "TE" },
  {
    turns: ["hurts has a bye next week, who replaces him"],
    expect: "byeCover",
    players: ["Jalen Hurts"],
    week: "next",
  },
  { turns: ["any of my guys on bye next week", "ok who replaces them"], expect: "byeCover", week: "next" },
  { turns: ["need bye week cover for bijan"], expect: "byeCover", players: ["Bijan Robinson"] },
  {
    turns: ["mahomes on bye week 12 right", "who do i start in his place that week"],
    expect: "byeCover",
    players: ["Patrick Mahomes"],
    week: 12,
  },

  // help
  { turns: ["what can u do"], expect: "help" },
  { turns: ["how does this gm thing work"], expect: "help" },
  { turns: ["wait ur an ai? what stuff can u help with"], expect: "help" },
  { turns: ["yo", "what do u even do lol"], expect: "help" },

  // None
  { turns: ["whats the weather gonna be like tmrw"], expect: "None" },
  { turns: ["tell me a joke fr"], expect: "None" },
  { turns: ["who wins lakers celtics tn"], expect: "None" },
  { turns: ["should i start nabers or waddle", "ok unrelated but whats a good pasta recipe"], expect: "None" },

  // two-part
  { turns: ["whats my record and do i make playoffs"], expect: ["record", "playoffs"] },
  {
    turns: ["is saquon playing and should i start him over kyren"],
    expect: ["status", "startSit"],
    players: ["Saquon Barkley", "Kyren Williams"],
  },
  { turns: ["who do i play this week and how many points am i projected"], expect: ["matchup", "projectedTotal"] },
  { turns: ["who should i pick up and who do i drop for him"], expect: ["waivers", "dropStash"] },
  { turns: ["who's hurt on my team and who do i start at flex"], expect: ["rosterStatus", "slot"], position: "FLEX" },
  { turns: ["rank my wrs and then set my whole lineup"], expect: ["positionRank", "lineup"], position: "WR" },
  {
    turns: ["hey", "what are my playoff odds rn and what if i win out"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["sell high on mcbride? and who are some buy lows"],
    expect: ["tradeValue", "buyLow"],
    players: ["Trey McBride"],
  },
  { turns: ["who's the best team and what place am i in"], expect: ["leaders", "record"] },
];
