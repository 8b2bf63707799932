// Blind held-out evaluation set 124 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a long-time player who types fast in lower case with the usual abbreviations (wr, rb,
// ppr, faab, ros).
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_124: HeldOutCase[] = [
  // startSit
  { turns: ["jacobs or cook this wk? ppr"], expect: "startSit", players: ["Josh Jacobs", "James Cook"] },
  {
    turns: ["need one more flex guy.. waddle or zay for sunday"],
    expect: "startSit",
    players: ["Jaylen Waddle", "Zay Flowers"],
  },
  {
    turns: ["my wr3 spot is killing me", "mcconkey or pickens, who do i roll out thsi week"],
    expect: "startSit",
    players: ["Ladd McConkey", "George Pickens"],
  },
  {
    turns: ["gotta decide on my qb", "goff or bo nix wk 11"],
    expect: "startSit",
    players: ["Jared Goff", "Bo Nix"],
    week: 11,
  },
  {
    turns: ["start kittle or laporta this week?", "what about kraft vs laporta instead"],
    expect: "startSit",
    players: ["Tucker Kraft", "Sam LaPorta"],
  },
  {
    turns: ["skattebo, hampton or chuba.. only 2 rb slots, who sits"],
    expect: "startSit",
    players: ["Cam Skattebo", "Omarion Hampton", "Chuba Hubbard"],
  },
  {
    turns: ["jsn or london this week", "ok and if it was next week?"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Drake London"],
    week: "next",
  },

  // compare
  { turns: ["who's better ros, nabers or jsn"], expect: "compare", players: ["Malik Nabers", "Jaxon Smith-Njigba"] },
  { turns: ["bijan vs gibbs long term who u got"], expect: "compare", players: ["Bijan Robinson", "Jahmyr Gibbs"] },
  {
    turns: ["is bowers the te1 the rest of the way?", "how does he stack up vs mcbride going fwd"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: [
      "chase had a monster game lol",
      "chase or jefferson for the rest of the yr, not a lineup thing, just who's the better wr",
    ],
    expect: "compare",
    players: ["Ja'Marr Chase", "Justin Jefferson"],
  },
  {
    turns: ["jeanty or hampton, which rookie rb is better long term"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["puka vs amon ra in ppr, who's the better asset ros", "and nico vs puka?"],
    expect: "compare",
    players: ["Nico Collins", "Puka Nacua"],
  },

  // slot
  { turns: ["lineup looks mostly fine", "who should i flex tho"], expect: "slot", position: "FLEX" },
  { turns: ["who's my best te to start wk 11"], expect: "slot", position: "TE", week: 11 },
  { turns: ["who's my best rb2 play this week"], expect: "slot", position: "RB" },
  { turns: ["who should i flex this week?", "and next week?"], expect: "slot", position: "FLEX", week: "next" },
  { turns: ["which of my d/sts do i start this week"], expect: "slot", position: "DEF" },

  // lineup
  { turns: ["can u look over my lineup for this week and fix anything dumb"], expect: "lineup" },
  { turns: ["optimize my starters wk 10"], expect: "lineup", week: 10 },
  { turns: ["is my lineup set? dont wanna leave pts on the bench"], expect: "lineup" },
  { turns: ["jacobs questionable right?", "ok then set my best lineup with that in mind"], expect: "lineup" },
  { turns: ["set my lineup for this week", "now do next week pls"], expect: "lineup", week: "next" },

  // outlook
  { turns: ["is egbuka legit or was that hot start a fluke"], expect: "outlook", players: ["Emeka Egbuka"] },
  { turns: ["what do we expect from kyren ros"], expect: "outlook", players: ["Kyren Williams"] },
  {
    turns: ["is hampton back from the injury?", "ok so whats his projection this wk"],
    expect: "outlook",
    players: ["Omarion Hampton"],
  },
  {
    turns: ["what's tmac's outlook going forward", "and what about judkins?"],
    expect: "outlook",
    players: ["Quinshon Judkins"],
  },
  {
    turns: ["monangai been getting a ton of work lately", "is he actually good or just volume cuz of injuries"],
    expect: "outlook",
    players: ["Kyle Monangai"],
  },
  { turns: ["how many pts u think dart puts up next week"], expect: "outlook", players: ["Jaxson Dart"], week: "next" },

  // status
  { turns: ["is cmc playing sunday"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["tyreek injury update?"], expect: "status", players: ["Tyreek Hill"] },
  {
    turns: ["waddle popped up on the injury report", "he practicing today or nah"],
    expect: "status",
    players: ["Jaylen Waddle"],
  },
  {
    turns: ["is kamara on bye this week", "and next week, is he good to go?"],
    expect: "status",
    players: ["Alvin Kamara"],
    week: "next",
  },
  { turns: ["who should i flex", "wait is rice even active this week"], expect: "status", players: ["Rashee Rice"] },

  // tradeValue
  { turns: ["should i sell high on jameson williams"], expect: "tradeValue", players: ["Jameson Williams"] },
  {
    turns: ["chase brown been on fire", "what's he worth in a trade rn"],
    expect: "tradeValue",
    players: ["Chase Brown"],
  },
  { turns: ["buy low on bucky? he's been meh"], expect: "tradeValue", players: ["Bucky Irving"] },
  {
    turns: ["what do u think of kelce ros", "ok so do i sell him now or hold"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  { turns: ["hold or sell olave, offers are coming in"], expect: "tradeValue", players: ["Chris Olave"] },

  // buyLow
  { turns: ["who are the best buy low targets in the league rn"], expect: "buyLow" },
  { turns: ["any sell high candidates on my roster"], expect: "buyLow" },
  { turns: ["gimme some buy-low wrs"], expect: "buyLow", position: "WR" },
  { turns: ["who should i buy low on", "any rbs specifically?"], expect: "buyLow", position: "RB" },
  { turns: ["trade deadline's coming up", "who's underperforming that i could get cheap"], expect: "buyLow" },

  // trade
  { turns: ["jacobs for puka, do i accept?"], expect: "trade", players: ["Josh Jacobs", "Puka Nacua"] },
  {
    turns: ["got offered kittle + dowdle for my breece. thoughts"],
    expect: "trade",
    players: ["George Kittle", "Rico Dowdle", "Breece Hall"],
  },
  {
    turns: ["someone wants my mcbride for garrett wilson, fair?"],
    expect: "trade",
    players: ["Trey McBride", "Garrett Wilson"],
  },
  {
    turns: ["should i trade for ja'marr", "what if i give up cook and sutton for him"],
    expect: "trade",
    players: ["James Cook", "Courtland Sutton", "Ja'Marr Chase"],
  },
  {
    turns: ["trading pollard and pitts for aj brown — win or L for me"],
    expect: "trade",
    players: ["Tony Pollard", "Kyle Pitts", "A.J. Brown"],
  },
  {
    turns: ["thinking about swapping qbs", "hurts for mahomes straight up, good for me?"],
    expect: "trade",
    players: ["Jalen Hurts", "Patrick Mahomes"],
  },

  // tradeIdeas
  { turns: ["who should i trade with, need rb help bad"], expect: "tradeIdeas", position: "RB" },
  { turns: ["find me a trade partner for davante"], expect: "tradeIdeas", players: ["Davante Adams"] },
  {
    turns: ["can i package godwin + addison into one better guy, who should i target"],
    expect: "tradeIdeas",
    players: ["Chris Godwin", "Jordan Addison"],
  },
  { turns: ["im weak at te", "who can i trade for to fix that"], expect: "tradeIdeas", position: "TE" },
  {
    turns: ["who are some trade targets for me", "which teams have wr depth i can pry from"],
    expect: "tradeIdeas",
    position: "WR",
  },
  { turns: ["looking to consolidate my bench into an upgrade, any trade ideas"], expect: "tradeIdeas" },

  // waivers
  { turns: ["who should i pick up off waivers this week"], expect: "waivers" },
  {
    turns: ["woody marks is on waivers??", "how much faab should i throw at him"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  { turns: ["best wr on the wire rn?"], expect: "waivers", position: "WR" },
  {
    turns: ["any rbs worth grabbing on waivers", "how much should i bid on the top guy"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["got 43 faab left, worth blowing most of it on tyrone tracy"],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },
  { turns: ["need a qb off the wire, who's out there"], expect: "waivers", position: "QB" },

  // sleepers
  { turns: ["any deep sleepers worth stashing for the playoff run"], expect: "sleepers" },
  { turns: ["who's a breakout candidate nobody's talking about"], expect: "sleepers" },
  {
    turns: ["waivers look picked clean", "gimme a couple under the radar guys to stash before they blow up"],
    expect: "sleepers",
  },
  { turns: ["any rb handcuffs worth a stash"], expect: "sleepers", position: "RB" },
  { turns: ["who are some sleepers", "any at te?"], expect: "sleepers", position: "TE" },
  { turns: ["deep league sleeper wr for ros, like <10% rostered"], expect: "sleepers", position: "WR" },

  // dropStash
  { turns: ["should i drop aiyuk or keep stashing him"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  { turns: ["want to grab someone off waivers", "who do i cut to make room"], expect: "dropStash" },
  { turns: ["hold achane thru the injury or cut bait"], expect: "dropStash", players: ["De'Von Achane"] },
  {
    turns: ["tee higgins is out again", "do i drop him or ride it out"],
    expect: "dropStash",
    players: ["Tee Higgins"],
  },
  { turns: ["dobbins out a few weeks, stash or drop"], expect: "dropStash", players: ["J.K. Dobbins"] },

  // byeCover
  {
    turns: ["kittle on bye wk 11, who do i stream at te"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
    week: 11,
  },
  { turns: ["need a qb for allen's bye"], expect: "byeCover", players: ["Josh Allen"], position: "QB" },
  {
    turns: ["jacobs got hurt, out a couple weeks", "what rb covers for him"],
    expect: "byeCover",
    players: ["Josh Jacobs"],
    position: "RB",
  },
  {
    turns: ["is lamar on bye next week?", "ugh ok who do i stream at qb then"],
    expect: "byeCover",
    players: ["Lamar Jackson"],
    position: "QB",
    week: "next",
  },
  { turns: ["bye week hell next week, need a wr fill in"], expect: "byeCover", position: "WR", week: "next" },
  {
    turns: ["bowers bye is coming up, whos a decent te streamer for that week"],
    expect: "byeCover",
    players: ["Brock Bowers"],
    position: "TE",
  },

  // playoffs
  { turns: ["what are my playoff odds"], expect: "playoffs" },
  { turns: ["am i making the playoffs or what"], expect: "playoffs" },
  { turns: ["am i making the playoffs", "what about a first round bye?"], expect: "playoffs" },
  { turns: ["realistically can this team win the title"], expect: "playoffs" },
  { turns: ["what's my record", "so do i make the dance from here"], expect: "playoffs" },

  // scenario
  { turns: ["if i win out do i get in"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["what are my odds", "what if i go 2-2 the rest of the way"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  { turns: ["if i drop this week am i cooked playoff wise"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["what are my playoff chances", "and if i lose this week?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  { turns: ["do i need 3 of the last 4 to get in?"], expect: "scenario", scenario: { wins: 3, games: 4 } },
  { turns: ["odds if i win 3 more games"], expect: "scenario", scenario: { wins: 3, games: null } },

  // improveOdds
  { turns: ["what moves get me into the playoffs"], expect: "improveOdds" },
  { turns: ["my team's been mid all year", "how do i make it better for the stretch run"], expect: "improveOdds" },
  { turns: ["whats the one thing i shoud do to boost my playoff chances"], expect: "improveOdds" },
  { turns: ["my playoff odds?", "ok how do i bump that up"], expect: "improveOdds" },
  { turns: ["biggest hole on my roster and how do i fix it to make a run"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i playing this week"], expect: "matchup" },
  { turns: ["who am i playing this week", "what are my chances to beat them"], expect: "matchup" },
  { turns: ["preview my matchup for week 11"], expect: "matchup", week: 11 },
  { turns: ["who's my opponent", "am i favored?"], expect: "matchup" },
  { turns: ["next week's matchup look scary?"], expect: "matchup", week: "next" },

  // projectedTotal
  { turns: ["what's my projected score this week"], expect: "projectedTotal" },
  { turns: ["floor and ceiling for my team wk 11"], expect: "projectedTotal", week: 11 },
  { turns: ["check my lineup real quick", "how many pts am i projected for with it"], expect: "projectedTotal" },
  { turns: ["who am i playing this week", "and waht's my team projected to score"], expect: "projectedTotal" },
  { turns: ["proj total next week?"], expect: "projectedTotal", week: "next" },

  // record
  { turns: ["what's my record"], expect: "record" },
  { turns: ["where do i sit in the standings"], expect: "record" },
  { turns: ["who's in first", "whats blitz brigade's record"], expect: "record", team: "Blitz Brigade" },
  { turns: ["what's my record", "and sunday scaries?"], expect: "record", team: "Sunday Scaries" },
  { turns: ["what place is coach harper's team in"], expect: "record", team: "Fourth & Long Shots" },

  // leaders
  { turns: ["who's in first"], expect: "leaders" },
  { turns: ["best team in the league rn?"], expect: "leaders" },
  { turns: ["show me the standings", "who's scored the most pts"], expect: "leaders" },
  { turns: ["show me the standings"], expect: "leaders" },
  { turns: ["what's my record", "who's leading the league tho"], expect: "leaders" },

  // rosterStatus
  { turns: ["any of my guys hurt this week"], expect: "rosterStatus" },
  { turns: ["any of my guys hurt this week", "who's on bye for me next week"], expect: "rosterStatus", week: "next" },
  { turns: ["injury report for my roster"], expect: "rosterStatus" },
  { turns: ["any injuries on my team?", "what about byes wk 12"], expect: "rosterStatus", week: 12 },
  { turns: ["do i have anyone out or on bye wk 11"], expect: "rosterStatus", week: 11 },

  // positionRank
  { turns: ["rank my wrs this week"], expect: "positionRank", position: "WR" },
  { turns: ["rank my wrs for wk 11", "same for rbs"], expect: "positionRank", position: "RB", week: 11 },
  { turns: ["rank my qbs"], expect: "positionRank", position: "QB" },
  { turns: ["rank my rbs this week", "now do wrs"], expect: "positionRank", position: "WR" },
  { turns: ["how do my tes stack up for next week"], expect: "positionRank", position: "TE", week: "next" },

  // help
  { turns: ["hey"], expect: "help" },
  { turns: ["what can u do"], expect: "help" },
  { turns: ["what kind of stuff can i ask you"], expect: "help" },
  { turns: ["yo", "how does this work, what can u actually do"], expect: "help" },
  { turns: ["sup, what can u help with"], expect: "help" },

  // None
  { turns: ["whats the weather in green bay sunday"], expect: "None" },
  { turns: ["who should i flex this week", "lol ok tell me a joke"], expect: "None" },
  { turns: ["who wins the nba finals this yr"], expect: "None" },
  { turns: ["can u help w my calc homework"], expect: "None" },
  { turns: ["over under on mahomes passing yds, should i hit the over"], expect: "None" },

  // two questions in one message
  { turns: ["whats my record and am i making the playoffs"], expect: ["record", "playoffs"] },
  { turns: ["who am i playing this wk and what's my projected total"], expect: ["matchup", "projectedTotal"] },
  {
    turns: ["is breece playing sunday? if not who should i flex"],
    expect: ["status", "slot"],
    players: ["Breece Hall"],
    position: "FLEX",
  },
  {
    turns: ["any of my guys on bye next week, and who should i grab off waivers"],
    expect: ["rosterStatus", "waivers"],
    week: "next",
  },
  { turns: ["rank my rbs and tell me which one to cut"], expect: ["positionRank", "dropStash"], position: "RB" },
  { turns: ["show me standings and my playoff odds"], expect: ["leaders", "playoffs"] },
  { turns: ["hey what can u do? also who should i flex"], expect: ["help", "slot"], position: "FLEX" },
  {
    turns: ["nabers ros outlook, and should i sell high"],
    expect: ["outlook", "tradeValue"],
    players: ["Malik Nabers"],
  },
  { turns: ["what are my playoff odds and what moves bump them up"], expect: ["playoffs", "improveOdds"] },
  { turns: ["any buy low guys worth trading for, and who's good on waivers"], expect: ["buyLow", "waivers"] },
  {
    turns: ["london or pickens this wk? and is london even healthy"],
    expect: ["startSit", "status"],
    players: ["Drake London", "George Pickens"],
  },
  { turns: ["check my lineup and tell me my projected pts"], expect: ["lineup", "projectedTotal"] },
  { turns: ["who's in first and what's my record"], expect: ["leaders", "record"] },
  {
    turns: ["is laporta on bye this week? and if so who's a te streamer"],
    expect: ["status", "byeCover"],
    players: ["Sam LaPorta"],
    position: "TE",
  },
  { turns: ["who should i pick up and who do i drop for him"], expect: ["waivers", "dropStash"] },
];
