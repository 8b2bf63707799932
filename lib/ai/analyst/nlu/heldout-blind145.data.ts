// Blind held-out evaluation set 145 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: forum poster.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_145: HeldOutCase[] = [
  // startSit
  {
    turns: ["WDIS (WR) Nabers or Waddle?? half ppr, i NEED this W"],
    expect: "startSit",
    players: ["Malik Nabers", "Jaylen Waddle"],
  },
  {
    turns: ["bucky irving vs chuba hubbard vs JSN... which one do i actually put in this wk"],
    expect: "startSit",
    players: ["Bucky Irving", "Chuba Hubbard", "Jaxon Smith-Njigba"],
  },
  {
    turns: ["Goff or Maye this week? help me out fellas", "what about wk 12"],
    expect: "startSit",
    players: ["Jared Goff", "Drake Maye"],
    week: 12,
  },
  {
    turns: ["start kraft or ferguson (TE)", "ok and say pitts was in the mix too, who then"],
    expect: "startSit",
    players: ["Tucker Kraft", "Jake Ferguson", "Kyle Pitts"],
  },
  {
    turns: ["Judkins or Monangai sunday?? cant decide lol going back and forth all morning"],
    expect: "startSit",
    players: ["Quinshon Judkins", "Kyle Monangai"],
  },
  {
    turns: ["next week who gets the nod, Olave or Godwin", "and Egbuka vs Olave?"],
    expect: "startSit",
    players: ["Emeka Egbuka", "Chris Olave"],
    week: "next",
  },
  // compare
  {
    turns: ["dynasty q: JSN or Nabers long term, who u taking"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Malik Nabers"],
  },
  {
    turns: ["ROS who's the better asset, Jeanty or Hampton? not asking about this week"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["Bowers vs McBride going forward, who's the TE1 rest of the year"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["who's better rest of szn, BTJ or Worthy", "what about in dynasty"],
    expect: "compare",
    players: ["Brian Thomas Jr.", "Xavier Worthy"],
  },
  {
    turns: ["Skattebo vs Tracy for the rest of the season?", "and vs Judkins"],
    expect: "compare",
    players: ["Cam Skattebo", "Quinshon Judkins"],
  },
  {
    turns: ["keeper lg - would u rather roster MHJ or Odunze over the next couple seasons"],
    expect: "compare",
    players: ["Marvin Harrison Jr.", "Rome Odunze"],
  },
  // slot
  {
    turns: ["who should be my FLEX this week? (RB/WR) feel like im overthinking it"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["my TEs are all trash honestly", "who do i roll out there this week then"],
    expect: "slot",
    position: "TE",
  },
  { turns: ["who's my DEF play this week from what i got rostered"], expect: "slot", position: "DEF" },
  {
    turns: ["who should i start at QB this week", "what about next week"],
    expect: "slot",
    position: "QB",
    week: "next",
  },
  { turns: ["WR3 spot is a total mess for me, who goes there this wk"], expect: "slot", position: "WR" },
  {
    turns: ["who's my RB2 this week? super thin at RB", "ok and in week 13"],
    expect: "slot",
    position: "RB",
    week: 13,
  },
  // lineup
  { turns: ["can u set my lineup for this week, optimal pls"], expect: "lineup" },
  { turns: ["rate my starting lineup? dont wanna leave pts on the bench again"], expect: "lineup" },
  { turns: ["help me out, whole lineup this week, who starts where"], expect: "lineup" },
  { turns: ["check my lineup for sunday", "and for next week?"], expect: "lineup", week: "next" },
  { turns: ["optimize my starters for wk 12 pls, byes are killing me"], expect: "lineup", week: 12 },
  {
    turns: ["WDIS across the board this week, full roster", "do the same thing for week 14"],
    expect: "lineup",
    week: 14,
  },
  // outlook
  { turns: ["is Rico Dowdle for real or just a hot streak??"], expect: "outlook", players: ["Rico Dowdle"] },
  { turns: ["Jamo outlook ROS? feels so boom/bust"], expect: "outlook", players: ["Jameson Williams"] },
  {
    turns: ["Pitts has been on fire lately", "is he startable this week or is it a fluke"],
    expect: "outlook",
    players: ["Kyle Pitts"],
  },
  {
    turns: ["how do you see Woody Marks doing this week", "and rest of season?"],
    expect: "outlook",
    players: ["Woody Marks"],
  },
  {
    turns: ["whats the projection on Tony Pollard this wk", "what about Kamara"],
    expect: "outlook",
    players: ["Alvin Kamara"],
  },
  { turns: ["Is Jaxson Dart a weekly must start now or nah"], expect: "outlook", players: ["Jaxson Dart"] },
  // status
  { turns: ["any news on CMC? is he suiting up sunday"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["did Tyreek practice today?"], expect: "status", players: ["Tyreek Hill"] },
  {
    turns: ["what happened to Mark Andrews last game, saw him go to the blue tent"],
    expect: "status",
    players: ["Mark Andrews"],
  },
  { turns: ["is Nico Collins gonna play this week", "and Pickens?"], expect: "status", players: ["George Pickens"] },
  { turns: ["Goedert injury update?? (TE)"], expect: "status", players: ["Dallas Goedert"] },
  {
    turns: ["hows Breece Hall's ankle looking", "is he at least practicing"],
    expect: "status",
    players: ["Breece Hall"],
  },
  // tradeValue
  {
    turns: ["whats King Henry worth in a trade rn? dude is ancient lol"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  { turns: ["sell high on Rashee Rice or hold?"], expect: "tradeValue", players: ["Rashee Rice"] },
  { turns: ["buy low on Aiyuk? is now the window"], expect: "tradeValue", players: ["Brandon Aiyuk"] },
  {
    turns: ["what's Puka's trade value looking like", "and ARSB's?"],
    expect: "tradeValue",
    players: ["Amon-Ra St. Brown"],
  },
  {
    turns: ["Kittle trade value these days?", "should i sell him or ride it out"],
    expect: "tradeValue",
    players: ["George Kittle"],
  },
  // buyLow
  { turns: ["who are some buy low guys rn?"], expect: "buyLow" },
  { turns: ["sell high candidates this week? looking to cash out on somebody"], expect: "buyLow" },
  { turns: ["gimme a list of buy-lows at WR"], expect: "buyLow", position: "WR" },
  { turns: ["any buy low targets out there?", "ok what about sell highs"], expect: "buyLow" },
  { turns: ["who should i be trying to pry away cheap before the deadline, buy low szn"], expect: "buyLow" },
  // trade
  {
    turns: ["got offered Gibbs for Jefferson + Hubbard. accept?"],
    expect: "trade",
    players: ["Jahmyr Gibbs", "Justin Jefferson", "Chuba Hubbard"],
  },
  {
    turns: ["Trade help: I give Lamb, I get Puka and Kraft. fair or am i getting fleeced"],
    expect: "trade",
    players: ["CeeDee Lamb", "Puka Nacua", "Tucker Kraft"],
  },
  { turns: ["who wins this deal: my Burrow for his Hurts"], expect: "trade", players: ["Joe Burrow", "Jalen Hurts"] },
  {
    turns: ["would you do Josh Jacobs for Drake London?", "what if they throw in Hunter Henry"],
    expect: "trade",
    players: ["Josh Jacobs", "Drake London", "Hunter Henry"],
  },
  {
    turns: ["leaguemate sent me Achane for Chase + Dowdle, smash accept or nah"],
    expect: "trade",
    players: ["De'Von Achane", "Ja'Marr Chase", "Rico Dowdle"],
  },
  {
    turns: [
      "Im giving up Kyren and getting Chase Brown, thoughts",
      "ok what if its Kyren for Chase Brown and Zay Flowers",
    ],
    expect: "trade",
    players: ["Kyren Williams", "Chase Brown", "Zay Flowers"],
  },
  // waivers
  { turns: ["best WW pickups this week?"], expect: "waivers" },
  { turns: ["how much FAAB on Monangai? got 70 bucks left"], expect: "waivers", players: ["Kyle Monangai"] },
  { turns: ["who should i grab off waivers at RB, just lost my RB1"], expect: "waivers", position: "RB" },
  { turns: ["any good free agents floating around", "TE specifically"], expect: "waivers", position: "TE" },
  { turns: ["top adds off the wire rn? who's worth a claim"], expect: "waivers" },
  {
    turns: ["should I put a claim in for Tyrone Tracy", "how much do i bid"],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },
  // playoffs
  { turns: ["what are my playoff odds lookin like"], expect: "playoffs" },
  { turns: ["realistic chance i win the chip this yr?"], expect: "playoffs" },
  { turns: ["do I have a shot at a first round bye?"], expect: "playoffs" },
  { turns: ["how are Coach Blake's playoff chances"], expect: "playoffs", team: "Sunday Scaries" },
  { turns: ["what are my odds of making it", "and End Zone Envy's?"], expect: "playoffs", team: "End Zone Envy" },
  {
    turns: ["am i a playoff team or what", "what about Pocket Passers, they in or cooked"],
    expect: "playoffs",
    team: "Pocket Passers",
  },
  // improveOdds
  { turns: ["what should I do to boost my playoff chances"], expect: "improveOdds" },
  { turns: ["team's mid at best, help me out - how do I make it better"], expect: "improveOdds" },
  { turns: ["what moves do I need to make to lock up a playoff spot"], expect: "improveOdds" },
  { turns: ["what are my playoff odds", "ok how do I get that number up"], expect: "improveOdds" },
  { turns: ["biggest hole on my roster and how do i fix it"], expect: "improveOdds" },
  // matchup
  { turns: ["who am i playing this week and am i favored"], expect: "matchup" },
  { turns: ["win prob this week?"], expect: "matchup" },
  { turns: ["projected score of my matchup this wk"], expect: "matchup" },
  { turns: ["who do I play next week", "am I favored?"], expect: "matchup", week: "next" },
  {
    turns: ["what's my win % this week", "what about vs the Two-Minute Drill in wk 13"],
    expect: "matchup",
    team: "Two-Minute Drill",
    week: 13,
  },
  { turns: ["am i the underdog vs Coach Finley this week"], expect: "matchup", team: "Waiver Wire Wizards" },
  // record
  { turns: ["what's my record again"], expect: "record" },
  { turns: ["where do i sit in the standings", "and the Blitz Brigade?"], expect: "record", team: "Blitz Brigade" },
  { turns: ["Hail Mary Heroes record?"], expect: "record", team: "Hail Mary Heroes" },
  { turns: ["what's my W-L", "and Coach Reese's?"], expect: "record", team: "Play Action Pack" },
  {
    turns: ["how many Ws do the Audible Alchemists have, where are they in the standings"],
    expect: "record",
    team: "Audible Alchemists",
  },
  // rosterStatus
  { turns: ["who on my team is hurt rn"], expect: "rosterStatus" },
  { turns: ["any of my guys on bye this week?"], expect: "rosterStatus" },
  { turns: ["who's questionable on my roster for sunday"], expect: "rosterStatus" },
  { turns: ["who on my roster is on bye next week", "and week 12?"], expect: "rosterStatus", week: 12 },
  { turns: ["injury report for my squad pls"], expect: "rosterStatus" },
  { turns: ["byes on my team in wk 14? wanna plan ahead"], expect: "rosterStatus", week: 14 },
  // positionRank
  { turns: ["rank my RBs for this week"], expect: "positionRank", position: "RB" },
  { turns: ["order my WRs best to worst for wk 11"], expect: "positionRank", position: "WR", week: 11 },
  { turns: ["how would u stack my TEs this week, top to bottom"], expect: "positionRank", position: "TE" },
  { turns: ["rank my WRs this week", "now do RBs"], expect: "positionRank", position: "RB" },
  {
    turns: ["rank my QBs for this week", "what about next week"],
    expect: "positionRank",
    position: "QB",
    week: "next",
  },
  // projectedTotal
  { turns: ["how many pts am I projected for this wk"], expect: "projectedTotal" },
  { turns: ["whats my floor and ceiling this week"], expect: "projectedTotal" },
  { turns: ["what am i projected this week", "next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["what's my team's projection this week", "range?"], expect: "projectedTotal" },
  { turns: ["how many points is my team projected to put up wk 13"], expect: "projectedTotal", week: 13 },
  // leaders
  { turns: ["who's the best team in the league rn"], expect: "leaders" },
  { turns: ["who's leading the league in points scored"], expect: "leaders" },
  { turns: ["who's got the best playoff odds in our league"], expect: "leaders" },
  { turns: ["who's the top dog in the league, be honest"], expect: "leaders" },
  { turns: ["who's in first place", "what about most points for?"], expect: "leaders" },
  // sleepers
  { turns: ["any sleepers worth stashing for the playoff run?"], expect: "sleepers" },
  { turns: ["deep sleepers for the next few weeks?"], expect: "sleepers" },
  { turns: ["who's a stash candidate before they break out"], expect: "sleepers" },
  { turns: ["give me some sleepers", "RBs only"], expect: "sleepers", position: "RB" },
  { turns: ["guys to scoop now before they pop off late season?"], expect: "sleepers" },
  // dropStash
  { turns: ["should I drop JK Dobbins or stash him on IR"], expect: "dropStash", players: ["J.K. Dobbins"] },
  { turns: ["who do I cut to make room for a waiver add"], expect: "dropStash" },
  { turns: ["ETN is hurt AGAIN, drop or hold?"], expect: "dropStash", players: ["Travis Etienne Jr."] },
  {
    turns: ["Rhamondre is out for weeks apparently", "do i hold or cut him"],
    expect: "dropStash",
    players: ["Rhamondre Stevenson"],
  },
  { turns: ["roster crunch - who's the worst guy on my bench to drop"], expect: "dropStash" },
  { turns: ["should I IR stash LaPorta", "what about Godwin"], expect: "dropStash", players: ["Chris Godwin"] },
  // byeCover
  {
    turns: ["Josh Allen on bye next week, who do i play at QB"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
    week: "next",
  },
  { turns: ["need a TE fill in for Kelce's bye"], expect: "byeCover", players: ["Travis Kelce"], position: "TE" },
  {
    turns: ["who picks up the slack at RB while Saquon's out"],
    expect: "byeCover",
    players: ["Saquon Barkley"],
    position: "RB",
  },
  {
    turns: ["Aubrey has a bye in wk 12", "who do i grab to replace him"],
    expect: "byeCover",
    players: ["Brandon Aubrey"],
    position: "K",
    week: 12,
  },
  { turns: ["my DEF is on bye, who do I stream"], expect: "byeCover", position: "DEF" },
  {
    turns: ["Jefferson is on bye next week", "who replaces him (WR)"],
    expect: "byeCover",
    players: ["Justin Jefferson"],
    position: "WR",
    week: "next",
  },
  // scenario
  { turns: ["if I win out do i make it"], expect: "scenario", scenario: "win-out" },
  { turns: ["what are my odds if i go 3-2 the rest of the way"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  { turns: ["if i drop this week am i done?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["what r my playoff odds rn", "ok say I win 2 of my last 4"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  { turns: ["what are my playoff odds", "and if I win out?"], expect: "scenario", scenario: "win-out" },
  { turns: ["if I only win 2 more games what're my chances"], expect: "scenario", scenario: { wins: 2, games: null } },
  // tradeIdeas
  { turns: ["what could i get for Tee Higgins 1 for 1?"], expect: "tradeIdeas", players: ["Tee Higgins"] },
  { turns: ["I'm loaded at RB", "which teams need one"], expect: "tradeIdeas", position: "RB" },
  {
    turns: ["give me some trade ideas, I'm stacked at WR and weak everywhere else"],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: ["2 for 1 ideas for Sutton + McLaurin?"],
    expect: "tradeIdeas",
    players: ["Courtland Sutton", "Terry McLaurin"],
  },
  {
    turns: ["what could I get for Mike Evans", "and if I package him with DK?"],
    expect: "tradeIdeas",
    players: ["Mike Evans", "DK Metcalf"],
  },
  { turns: ["who should I be trading with, any good partners in my league"], expect: "tradeIdeas" },
  // help
  { turns: ["hey GM what can you do"], expect: "help" },
  { turns: ["yo, new here, how does this thing work"], expect: "help" },
  { turns: ["sup"], expect: "help" },
  { turns: ["what kind of questions can i ask u"], expect: "help" },
  { turns: ["hello", "ok what are u good for"], expect: "help" },
  // None
  { turns: ["is it gonna rain at my place saturday, got a bbq planned"], expect: "None" },
  { turns: ["who wins the NBA title this yr"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["best wings recipe for game day?"], expect: "None" },
  { turns: ["thanks for the lamb advice", "unrelated but should I quit my job lol"], expect: "None" },
  // two questions
  { turns: ["whats my record and am i making playoffs"], expect: ["record", "playoffs"] },
  {
    turns: ["is Lamar playing this week? and if not who do I start at QB"],
    expect: ["status", "slot"],
    players: ["Lamar Jackson"],
    position: "QB",
  },
  { turns: ["who am i playing this wk + how many points am i projected"], expect: ["matchup", "projectedTotal"] },
  {
    turns: ["WDIS Higgins or Flowers, also who should i pick up off waivers"],
    expect: ["startSit", "waivers"],
    players: ["Tee Higgins", "Zay Flowers"],
  },
  { turns: ["who's hurt on my team and who should i drop"], expect: ["rosterStatus", "dropStash"] },
  {
    turns: ["rate this trade: my Bijan for his JT + Addison, and what are my playoff odds after"],
    expect: ["trade", "playoffs"],
    players: ["Bijan Robinson", "Jonathan Taylor", "Jordan Addison"],
  },
  { turns: ["Hello! what can you do, and who's the best team in the league?"], expect: ["help", "leaders"] },
  { turns: ["hey", "sleepers for the stretch run? also any buy low guys"], expect: ["sleepers", "buyLow"] },
  { turns: ["set my lineup and tell me my win prob"], expect: ["lineup", "matchup"] },
  {
    turns: ["is Mahomes still worth starting and whats his trade value"],
    expect: ["outlook", "tradeValue"],
    players: ["Patrick Mahomes"],
  },
];
