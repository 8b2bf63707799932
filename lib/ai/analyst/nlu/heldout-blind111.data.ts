// Blind held-out evaluation set 111 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: non-native speaker.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_111: HeldOutCase[] = [
  // startSit
  {
    turns: ["who I must start this week, Nacua or Chase?"],
    expect: "startSit",
    players: ["Puka Nacua", "Ja'Marr Chase"],
  },
  {
    turns: ["i have doubt between gibbs and achane for sunday, which one i put in lineup?"],
    expect: "startSit",
    players: ["Jahmyr Gibbs", "De'Von Achane"],
  },
  {
    turns: ["in week 14 i play kittle or mcbride? only one can go"],
    expect: "startSit",
    players: ["George Kittle", "Trey McBride"],
    week: 14,
  },
  {
    turns: ["is jacobs playing good lately?", "ok so him or Kenneth Walker in my lineup this week, who you start?"],
    expect: "startSit",
    players: ["Josh Jacobs", "Kenneth Walker III"],
  },
  {
    turns: ["start waddle, olave or pickens wk 12? i can use only 2 of them"],
    expect: "startSit",
    players: ["Jaylen Waddle", "Chris Olave", "George Pickens"],
    week: 12,
  },
  {
    turns: ["should i start goff or dart this week", "and for next week, same question?"],
    expect: "startSit",
    players: ["Jared Goff", "Jaxson Dart"],
    week: "next",
  },

  // compare
  {
    turns: ["for rest of season who is better, bowers or laporta?"],
    expect: "compare",
    players: ["Brock Bowers", "Sam LaPorta"],
  },
  {
    turns: ["dynasty question: jeanty or hampton, who you prefer for long time?"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["mcmillan vs egbuka on long term, which one is better player for next years"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: ["who is better ros, nabers or jefferson?", "ok what about Lamb instead of jefferson?"],
    expect: "compare",
    players: ["Malik Nabers", "CeeDee Lamb"],
  },
  {
    turns: ["rest of the year i trust more skatebo or judkins?"],
    expect: "compare",
    players: ["Cam Skattebo", "Quinshon Judkins"],
  },
  {
    turns: ["tell me about drake maye", "he is better than caleb williams for rest of season?"],
    expect: "compare",
    players: ["Drake Maye", "Caleb Williams"],
  },

  // slot
  {
    turns: ["who goes in my flex this week? i have warren, dowdle and addison"],
    expect: "slot",
    position: "FLEX",
    players: ["Jaylen Warren", "Rico Dowdle", "Jordan Addison"],
  },
  { turns: ["my TE spot is a problem, who i put there?"], expect: "slot", position: "TE" },
  {
    turns: ["need somebody for RB2, options are chuba or tracy"],
    expect: "slot",
    position: "RB",
    players: ["Chuba Hubbard", "Tyrone Tracy Jr."],
  },
  {
    turns: ["who should fill my WR3 for week 13", "between sutton and mclaurin i mean"],
    expect: "slot",
    position: "WR",
    players: ["Courtland Sutton", "Terry McLaurin"],
    week: 13,
  },
  { turns: ["which kicker i should use in my K slot this week?"], expect: "slot", position: "K" },
  {
    turns: ["my flex is empty now", "who is best to put in it, jameson williams or javonte williams?"],
    expect: "slot",
    position: "FLEX",
    players: ["Jameson Williams", "Javonte Williams"],
  },

  // lineup
  { turns: ["can you check my lineup for this week, it is optimal?"], expect: "lineup" },
  { turns: ["set the best lineup for me please, i dont know who to start"], expect: "lineup" },
  { turns: ["my starting team for week 15 is good or i need change something?"], expect: "lineup", week: 15 },
  { turns: ["hi gm", "please look at all my starters and tell me if is correct"], expect: "lineup" },
  { turns: ["is my lineup ok for next week? i make it already"], expect: "lineup", week: "next" },
  {
    turns: ["is my lineup optimal, and how much points it is projected?"],
    expect: ["lineup", "projectedTotal"],
  },

  // outlook
  { turns: ["how many points you think bijan make this week?"], expect: "outlook", players: ["Bijan Robinson"] },
  { turns: ["what you expect from saquon in week 13"], expect: "outlook", players: ["Saquon Barkley"], week: 13 },
  {
    turns: ["is derrick henry healthy?", "ok and how he will do next week?"],
    expect: "outlook",
    players: ["Derrick Henry"],
    week: "next",
  },
  {
    turns: ["projection for lamar for rest of season, he is still elite?"],
    expect: "outlook",
    players: ["Lamar Jackson"],
  },
  {
    turns: ["start cook or taylor this week", "ok and what is the projection of taylor only?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["brian thomas jr how good he will be this week in ppr"],
    expect: "outlook",
    players: ["Brian Thomas Jr."],
  },

  // status
  {
    turns: ["mccaffrey is injured? and how much points he make this week?"],
    expect: ["status", "outlook"],
    players: ["Christian McCaffrey"],
  },
  { turns: ["any news for tyreek hill, he practice today?"], expect: "status", players: ["Tyreek Hill"] },
  {
    turns: ["rashee rice will play in week 12 or he is still injured"],
    expect: "status",
    players: ["Rashee Rice"],
    week: 12,
  },
  {
    turns: ["how is kraft doing this season", "he got hurt last game no? what is his status"],
    expect: "status",
    players: ["Tucker Kraft"],
  },
  { turns: ["garett wilson injury update pls"], expect: "status", players: ["Garrett Wilson"] },
  {
    turns: ["what about aiyuk", "i mean he is on the injury report or he plays sunday"],
    expect: "status",
    players: ["Brandon Aiyuk"],
  },

  // tradeValue
  { turns: ["how much is worth jsn in a trade now?"], expect: "tradeValue", players: ["Jaxon Smith-Njigba"] },
  { turns: ["what is the trade value of breece hall right now"], expect: "tradeValue", players: ["Breece Hall"] },
  {
    turns: ["people ask me for nico collins, what his value in trades?"],
    expect: "tradeValue",
    players: ["Nico Collins"],
  },
  {
    turns: ["tell me about ladd mcconkey", "how much he is worth on trade market?"],
    expect: "tradeValue",
    players: ["Ladd McConkey"],
  },
  { turns: ["kelce still have some trade value or nobody want him"], expect: "tradeValue", players: ["Travis Kelce"] },
  { turns: ["what is value of achane in trade", "and kamara?"], expect: "tradeValue", players: ["Alvin Kamara"] },

  // buyLow
  { turns: ["give me some buy low players please"], expect: "buyLow" },
  { turns: ["who are good sell high guys right now in my league"], expect: "buyLow" },
  { turns: ["chris godwin is buy low candidate or not?"], expect: "buyLow", players: ["Chris Godwin"] },
  { turns: ["is it time to sell high on rico dowdle?"], expect: "buyLow", players: ["Rico Dowdle"] },
  { turns: ["my team is 5-5", "which players i can buy for cheap now, buy low targets?"], expect: "buyLow" },
  { turns: ["xavier worthy play bad, he is buy-low now?"], expect: "buyLow", players: ["Xavier Worthy"] },

  // trade
  {
    turns: ["i give henry and get pickens, is fair?"],
    expect: "trade",
    players: ["Derrick Henry", "George Pickens"],
  },
  {
    turns: ["someone offer me mike evans for my tee higgins, i accept?"],
    expect: "trade",
    players: ["Mike Evans", "Tee Higgins"],
  },
  {
    turns: ["trade: my josh allen for their jalen hurts + wan'dale robinson. who win this trade?"],
    expect: "trade",
    players: ["Josh Allen", "Jalen Hurts", "Wan'Dale Robinson"],
  },
  {
    turns: ["i got trade offer", "they want kyren williams, i receive dk metcalf. good for me?"],
    expect: "trade",
    players: ["Kyren Williams", "DK Metcalf"],
  },
  {
    turns: ["should i accept the deal bucky irving for zay flowers"],
    expect: "trade",
    players: ["Bucky Irving", "Zay Flowers"],
  },
  {
    turns: ["drake london for goedert and pollard, fair?", "what if they add woody marks too?"],
    expect: "trade",
    players: ["Drake London", "Dallas Goedert", "Tony Pollard", "Woody Marks"],
  },

  // waivers
  { turns: ["my rb got hurt", "who i pick up from waivers this week to replace?"], expect: "waivers" },
  { turns: ["how much faab i bid for kyle monangai"], expect: "waivers", players: ["Kyle Monangai"] },
  { turns: ["who to pick up this week, and any sleepers for later?"], expect: ["waivers", "sleepers"] },
  {
    turns: ["i have 40 faab left", "how much to spend for rhamondre stevenson?"],
    expect: "waivers",
    players: ["Rhamondre Stevenson"],
  },
  { turns: ["waiver pickups for wk 11?"], expect: "waivers", week: 11 },
  {
    turns: ["is worth to claim hunter henry from waiver, and how much bid"],
    expect: "waivers",
    players: ["Hunter Henry"],
  },

  // playoffs
  { turns: ["what is my chance to go in playoffs?"], expect: "playoffs" },
  { turns: ["i will make playoff or not"], expect: "playoffs" },
  { turns: ["we lost again this week", "so now my playoff odds are how much?"], expect: "playoffs" },
  { turns: ["percent chance gridiron gurus make the postseason"], expect: "playoffs" },
  { turns: ["what is my record and i make playoffs?"], expect: ["record", "playoffs"] },
  { turns: ["playoff probability for my team pls"], expect: "playoffs" },

  // improveOdds
  { turns: ["what i must do to get into playoffs?"], expect: "improveOdds" },
  { turns: ["which moves can raise my playoff chances"], expect: "improveOdds" },
  { turns: ["my odds are low i think", "how i can improve them, what to change"], expect: "improveOdds" },
  { turns: ["help me increase playoff odds, trade or waiver, anything"], expect: "improveOdds" },
  { turns: ["what are my playoff odds and how i can make them better?"], expect: ["playoffs", "improveOdds"] },
  { turns: ["i am on the bubble, give me a plan for make playoff"], expect: "improveOdds" },

  // matchup
  { turns: ["who i play against this week?"], expect: "matchup" },
  { turns: ["i am favourite in my matchup?"], expect: "matchup" },
  { turns: ["win probability for this week game pls"], expect: "matchup" },
  { turns: ["how my team look", "i mean against my opponent this week, i will win?"], expect: "matchup" },
  { turns: ["how looks my matchup vs blitz brigade"], expect: "matchup" },
  { turns: ["who is my opponent this week and what is my projected points?"], expect: ["matchup", "projectedTotal"] },

  // record
  { turns: ["what is my record now"], expect: "record" },
  { turns: ["in which place we are in standings?"], expect: "record" },
  { turns: ["red zone raiders record is what?"], expect: "record", team: "Red Zone Raiders" },
  {
    turns: ["tell me about hail mary heroes", "how many win and loss they have"],
    expect: "record",
    team: "Hail Mary Heroes",
  },
  { turns: ["my record and who lead the league?"], expect: ["record", "leaders"] },
  { turns: ["how many wins i have and who i play this week?"], expect: ["record", "matchup"] },

  // rosterStatus
  { turns: ["who is injured on my team this week?"], expect: "rosterStatus" },
  { turns: ["which of my players have bye next week"], expect: "rosterStatus", week: "next" },
  { turns: ["any injuries or byes in my roster for week 14?"], expect: "rosterStatus", week: 14 },
  { turns: ["check my team please", "i mean who is hurt and who is on bye"], expect: "rosterStatus" },
  { turns: ["who on my roster is hurt, and is my lineup optimal?"], expect: ["rosterStatus", "lineup"] },
  { turns: ["bye weeks in my roster wk 10?"], expect: "rosterStatus", week: 10 },

  // positionRank
  { turns: ["rank my wide receivers for this week"], expect: "positionRank", position: "WR" },
  { turns: ["order my RBs from best to worst for week 12"], expect: "positionRank", position: "RB", week: 12 },
  { turns: ["my tight ends, who is best to worst this week?"], expect: "positionRank", position: "TE" },
  {
    turns: ["how deep is my qb room", "rank them for next week please"],
    expect: "positionRank",
    position: "QB",
    week: "next",
  },
  { turns: ["give me ranking of my running backs"], expect: "positionRank", position: "RB" },
  {
    turns: ["rank my WRs for week 13 and tell me who of my team is on bye"],
    expect: ["positionRank", "rosterStatus"],
    position: "WR",
    week: 13,
  },

  // projectedTotal
  { turns: ["how much points my team is projected this week?"], expect: "projectedTotal" },
  { turns: ["what is floor and ceiling of my team for week 14"], expect: "projectedTotal", week: 14 },
  { turns: ["projected total for next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["i changed my lineup", "now how many points we will score, projection?"], expect: "projectedTotal" },
  { turns: ["my team range of points this week, best and worst case"], expect: "projectedTotal" },
  { turns: ["my projected points this week, and i am favoured?"], expect: ["projectedTotal", "matchup"] },

  // leaders
  { turns: ["who is best team in league right now?"], expect: "leaders" },
  { turns: ["which team have most points in the league"], expect: "leaders" },
  { turns: ["who leads the league?"], expect: "leaders" },
  { turns: ["standings look crazy", "which team is on top by record?"], expect: "leaders" },
  { turns: ["what is my playoff chance", "ok and which team has best odds in whole league?"], expect: "leaders" },
  { turns: ["who leads the league and what are my playoff odds"], expect: ["leaders", "playoffs"] },

  // sleepers
  { turns: ["give me some sleepers for next week"], expect: "sleepers", week: "next" },
  { turns: ["deep stash guys on waiver for the playoffs"], expect: "sleepers" },
  { turns: ["who is good to stash now for later in season, not for this week"], expect: "sleepers" },
  { turns: ["i have one empty bench spot", "who is sleeper i can keep there for few weeks?"], expect: "sleepers" },
  { turns: ["sleeper picks for week 15?"], expect: "sleepers", week: 15 },
  { turns: ["waivers look empty", "any deep guys that can explode later in season?"], expect: "sleepers" },

  // dropStash
  { turns: ["nico collins injured, i should drop him or hold?"], expect: "dropStash", players: ["Nico Collins"] },
  { turns: ["put mark andrews to IR or drop him?"], expect: "dropStash", players: ["Mark Andrews"] },
  {
    turns: ["is dobbins out for long time?", "so i keep him on my bench or cut?"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  { turns: ["kyle pitts hurt again. hold or release"], expect: "dropStash", players: ["Kyle Pitts"] },
  {
    turns: ["should i ir stash chase brown or drop him for a waiver guy"],
    expect: "dropStash",
    players: ["Chase Brown"],
  },
  {
    turns: ["status of etienne?", "he is injured for weeks, i keep or drop him"],
    expect: "dropStash",
    players: ["Travis Etienne Jr."],
  },

  // byeCover
  {
    turns: ["mahomes has bye in week 10, who i use at QB?"],
    expect: "byeCover",
    players: ["Patrick Mahomes"],
    week: 10,
  },
  {
    turns: ["kittle on bye next week, need streamer te"],
    expect: "byeCover",
    players: ["George Kittle"],
    week: "next",
  },
  { turns: ["who cover for amon-ra while he is on bye"], expect: "byeCover", players: ["Amon-Ra St. Brown"] },
  {
    turns: ["my qb herbert is on bye this week", "which qb i can stream instead of him?"],
    expect: "byeCover",
    players: ["Justin Herbert"],
  },
  { turns: ["burrow bye on week 12, give me replacement"], expect: "byeCover", players: ["Joe Burrow"], week: 12 },
  { turns: ["my kicker have bye this week, who to use for replace him"], expect: "byeCover" },

  // scenario
  { turns: ["if i win all the rest games, i make playoffs?"], expect: "scenario", scenario: "win-out" },
  { turns: ["what my odds if i lose this week"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["if i go 3-2 in last 5, what chance for playoff"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["my playoff odds?", "and if i win 2 of remaining 4?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["chance of playoffs if i win 3 more games"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  { turns: ["we are 6-6", "suppose i win out, where my odds go?"], expect: "scenario", scenario: "win-out" },

  // tradeIdeas
  { turns: ["what i can get for jaylen waddle in trade?"], expect: "tradeIdeas", players: ["Jaylen Waddle"] },
  {
    turns: ["give me 2 for 1 ideas with ja'marr chase and kenneth walker"],
    expect: "tradeIdeas",
    players: ["Ja'Marr Chase", "Kenneth Walker III"],
  },
  {
    turns: ["build a package around jameson williams to get a good rb"],
    expect: "tradeIdeas",
    players: ["Jameson Williams"],
  },
  {
    turns: ["i have too many wr", "who could i get for devonta smith and rome odunze together"],
    expect: "tradeIdeas",
    players: ["DeVonta Smith", "Rome Odunze"],
  },
  { turns: ["trade targets if i offer a.j. brown?"], expect: "tradeIdeas", players: ["A.J. Brown"] },
  {
    turns: ["jakobi meyers plus rachaad white, what kind of player this bring me in trade"],
    expect: "tradeIdeas",
    players: ["Jakobi Meyers", "Rachaad White"],
  },

  // help
  { turns: ["what you can do for me?"], expect: "help" },
  { turns: ["how i use this gm thing"], expect: "help" },
  { turns: ["what kind of questions i can ask you"], expect: "help" },
  { turns: ["hello", "i am new here, explain me what are your functions"], expect: "help" },
  { turns: ["help"], expect: "help" },
  { turns: ["can you show me list of things you know to do"], expect: "help" },

  // None
  { turns: ["weather in green bay on sunday will be cold?"], expect: "None" },
  { turns: ["tell me a joke about football please"], expect: "None" },
  { turns: ["who win the nba game last night"], expect: "None" },
  { turns: ["how i cook pasta carbonara"], expect: "None" },
  { turns: ["thanks for help", "btw what is capital of australia"], expect: "None" },
  { turns: ["can you buy me tickets for the super bowl"], expect: "None" },
];
