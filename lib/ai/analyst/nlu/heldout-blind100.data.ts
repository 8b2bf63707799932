// Blind held-out evaluation set 100 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: first-year player.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_100: HeldOutCase[] = [
  // startSit
  {
    turns: ["sorry if this is a dumb question but should i start Puka or Drake London this week?"],
    expect: "startSit",
    players: ["Puka Nacua", "Drake London"],
  },
  {
    turns: ["hi! trying to decide between josh jacobs and james cook for sunday. who would you play?"],
    expect: "startSit",
    players: ["Josh Jacobs", "James Cook"],
  },
  {
    turns: ["wk 12: goff or herbert, wich one do i start? i cant decide"],
    expect: "startSit",
    players: ["Jared Goff", "Justin Herbert"],
    week: 12,
  },
  {
    turns: [
      "is kittle a good start this week?",
      "hmm ok. if it was him or sam laporta, which one would you actually play?",
    ],
    expect: "startSit",
    players: ["George Kittle", "Sam LaPorta"],
  },
  {
    turns: [
      "Should I play Chase Brown, Kyren Williams or Bucky Irving? I can only start two of them and I'm nervous lol",
    ],
    expect: "startSit",
    players: ["Chase Brown", "Kyren Williams", "Bucky Irving"],
  },
  {
    turns: ["start nabers or zay flowers next week?", "ok same week, what about nabers vs olave instead"],
    expect: "startSit",
    players: ["Malik Nabers", "Chris Olave"],
    week: "next",
  },
  // compare
  {
    turns: ["for the rest of the season who's better, bijan or gibbs? just trying to learn who to value more"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: ["in dynasty is Malik Nabers or Ja'Marr Chase the better long term piece? im new to dynasty sorry"],
    expect: "compare",
    players: ["Malik Nabers", "Ja'Marr Chase"],
  },
  {
    turns: [
      "who do you like more ros, tetairoa mcmillan or egbuka?",
      "sorry i meant mcmillan vs jsn, which one is better the rest of the way",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Jaxon Smith-Njigba"],
  },
  {
    turns: [
      "who's the better rest-of-season player, Jonathan Taylor or Derrick Henry?",
      "ok what about taylor vs achane then",
    ],
    expect: "compare",
    players: ["Jonathan Taylor", "De'Von Achane"],
  },
  {
    turns: ["Long term, is Jaxson Dart or Drake Maye the better QB to own? I keep hearing both names"],
    expect: "compare",
    players: ["Jaxson Dart", "Drake Maye"],
  },
  {
    turns: [
      "brock bowers vs trey mcbride for the rest of the year, who's actually better? not for this week, just overall",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  // slot
  {
    turns: ["who should be my flex this week? sorry, still figuring out what flex even means"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["I need someone for my RB2 spot. Should it be Rico Dowdle or Tony Pollard?"],
    expect: "slot",
    players: ["Rico Dowdle", "Tony Pollard"],
    position: "RB",
  },
  {
    turns: ["who do i put at tight end this week? my te has been kinda meh and i dont know who else to use"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["which of my guys should i use at k? i honestly dont understand how kickers work"],
    expect: "slot",
    position: "K",
  },
  {
    turns: ["who should start at wr2 for me?", "what if it's between tee higgins and courtland sutton for that spot"],
    expect: "slot",
    players: ["Tee Higgins", "Courtland Sutton"],
    position: "WR",
  },
  {
    turns: ["for week 13 who goes in my flex, jaylen warren or jameson williams?"],
    expect: "slot",
    players: ["Jaylen Warren", "Jameson Williams"],
    position: "FLEX",
    week: 13,
  },
  // lineup
  { turns: ["can you check if my lineup is ok for this week? i set it last night but im not sure"], expect: "lineup" },
  { turns: ["is my starting lineup optimal? i dont really know what optimal looks like yet"], expect: "lineup" },
  { turns: ["who should i start this week overall? like my whole team, im kind of lost"], expect: "lineup" },
  { turns: ["Could you set my best lineup for next week please?"], expect: "lineup", week: "next" },
  {
    turns: [
      "how many points am i projected for this week?",
      "ok cool. but is my lineup actually the best one i could put out?",
    ],
    expect: "lineup",
  },
  { turns: ["wk 14 lineup check pls, did i mess anything up"], expect: "lineup", week: 14 },
  // outlook
  {
    turns: ["how do you think Amon-Ra St. Brown will do this week?"],
    expect: "outlook",
    players: ["Amon-Ra St. Brown"],
  },
  {
    turns: ["whats the projection for saquon in week 12? trying to learn how projections work"],
    expect: "outlook",
    players: ["Saquon Barkley"],
    week: 12,
  },
  {
    turns: ["what should i expect from omarion hampton the rest of the season? he's a rookie right?"],
    expect: "outlook",
    players: ["Omarion Hampton"],
  },
  {
    turns: ["how many points is ceedee lamb projected for?", "what about for next week's game?"],
    expect: "outlook",
    players: ["CeeDee Lamb"],
    week: "next",
  },
  {
    turns: ["Is Jalen Hurts going to have a good game this week? He's my only qb so I'm a bit anxious"],
    expect: "outlook",
    players: ["Jalen Hurts"],
  },
  {
    turns: ["should i be excited about cam skattebo?", "like how many points do you think he scores this week"],
    expect: "outlook",
    players: ["Cam Skattebo"],
  },
  // status
  {
    turns: ["is justin jefferson playing this week? i saw something about a hamstring"],
    expect: "status",
    players: ["Justin Jefferson"],
  },
  {
    turns: ["Sorry, what's the injury status on Christian McCaffrey? Is he hurt again?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["start nico collins or zay flowers this week?", "before i decide, did nico practice today?"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: [
      "how's tyreek hill looking this week?",
      "wait is he even healthy? someone in my league chat said he was on the injury report",
    ],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["is rashee rice cleared to play sunday or is he still out? i dont get what 'questionable' means"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["whats the latest on mark andrews, is he active for week 11?"],
    expect: "status",
    players: ["Mark Andrews"],
    week: 11,
  },
  // tradeValue
  {
    turns: ["what is ja'marr chase worth in a trade? someone asked about him and i don't know what to ask for"],
    expect: "tradeValue",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["should i trade away derrick henry or keep him? what's his value right now"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["how much trade value does brian thomas jr have rn"],
    expect: "tradeValue",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["how is garrett wilson doing this season?", "ok so what's he worth if i tried to trade him"],
    expect: "tradeValue",
    players: ["Garrett Wilson"],
  },
  {
    turns: [
      "should i start kenneth walker this week?",
      "actually forget that, what's his trade value? thinking of moving him",
    ],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },
  // buyLow
  { turns: ["who are some good buy low guys right now? i keep seeing that phrase on reddit"], expect: "buyLow" },
  { turns: ["any sell-high candidates on my team?"], expect: "buyLow" },
  {
    turns: ["is Jordan Addison a buy low? he's been bad lately but people say he's talented"],
    expect: "buyLow",
    players: ["Jordan Addison"],
  },
  {
    turns: ["is it a good time to sell high on rico dowdle? he's had like 3 big games in a row"],
    expect: "buyLow",
    players: ["Rico Dowdle"],
  },
  {
    turns: ["who should i be trying to buy low on?", "what about chris godwin, is he one of them"],
    expect: "buyLow",
    players: ["Chris Godwin"],
  },
  { turns: ["can you give me a few buy-low and sell-high names this week"], expect: "buyLow" },
  // trade
  {
    turns: ["someone offered me Davante Adams for my etienne. is that fair?"],
    expect: "trade",
    players: ["Davante Adams", "Travis Etienne Jr."],
  },
  {
    turns: ["i'd give james cook and get drake london back. shoud i accept?"],
    expect: "trade",
    players: ["James Cook", "Drake London"],
  },
  {
    turns: ["who wins this trade: my kyle pitts + rachaad white for thier dk metcalf"],
    expect: "trade",
    players: ["Kyle Pitts", "Rachaad White", "DK Metcalf"],
  },
  {
    turns: [
      "got a trade offer, they want my jaylen waddle and would send me chuba hubbard",
      "is that a good deal for me or am i getting ripped off",
    ],
    expect: "trade",
    players: ["Jaylen Waddle", "Chuba Hubbard"],
  },
  {
    turns: ["Would it be dumb to trade Jahmyr Gibbs for A.J. Brown and Rome Odunze? Not sure how 2 for 1s work"],
    expect: "trade",
    players: ["Jahmyr Gibbs", "A.J. Brown", "Rome Odunze"],
  },
  {
    turns: [
      "my friend offered terry mclaurin for my ladd mcconkey",
      "ok he changed it, now it's mclaurin plus hunter henry for mcconkey. accept?",
    ],
    expect: "trade",
    players: ["Terry McLaurin", "Hunter Henry", "Ladd McConkey"],
  },
  // waivers
  { turns: ["who should i pick up off waivers this week?"], expect: "waivers" },
  {
    turns: ["how much faab should i bid on woody marks? i have $64 left and no idea what's normal"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: ["i just lost my rb to injury :(", "is kyle monangai worth picking up off waivers this week?"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: [
      "who are the top waiver pickups this week?",
      "and how much of my faab should i spend on quinshon judkins if he's there?",
    ],
    expect: "waivers",
    players: ["Quinshon Judkins"],
  },
  {
    turns: ["what waiver guys should i grab, and should i spend big faab on any of them? first season with faab"],
    expect: "waivers",
  },
  // playoffs
  { turns: ["what are my chances of making the playoffs?"], expect: "playoffs" },
  {
    turns: ["am i going to make the playoffs this year? first time playing and i really want to"],
    expect: "playoffs",
  },
  { turns: ["who's in first?", "do i have a realistic shot at the postseason myself?"], expect: "playoffs" },
  { turns: ["what's my record?", "ok and with that record am i likely to get in the playoffs"], expect: "playoffs" },
  { turns: ["how likely is gridiron gurus to make it to the playoffs"], expect: "playoffs" },
  // improveOdds
  { turns: ["what can i do to improve my playoff chances?"], expect: "improveOdds" },
  { turns: ["what moves should i make to get into the playoffs? i'm willing to trade"], expect: "improveOdds" },
  { turns: ["How do I raise my playoff odds? I feel like I'm just sitting still"], expect: "improveOdds" },
  {
    turns: ["what are my playoff odds?", "that's lower than i hoped. what should i do to fix it"],
    expect: "improveOdds",
  },
  { turns: ["i'm on the bubble i think. what should i change to sneak into the playoffs"], expect: "improveOdds" },
  { turns: ["any trades or pickups that would bump my playoff odds up?"], expect: "improveOdds" },
  // matchup
  { turns: ["who am i playing this week?"], expect: "matchup" },
  { turns: ["am i favored in my matchup this week? the app shows something but i don't get it"], expect: "matchup" },
  { turns: ["whats my win probability vs my opponent this week"], expect: "matchup" },
  {
    turns: [
      "what's blitz brigade's record?",
      "they're my opponent this week right? how does my matchup against them look",
    ],
    expect: "matchup",
  },
  { turns: ["who's my opponent this week", "do you think i'll beat them?"], expect: "matchup" },
  // record
  { turns: ["whats my record so far"], expect: "record" },
  { turns: ["where am i in the standings? i don't even know how to find that page"], expect: "record" },
  { turns: ["What's End Zone Envy's record?"], expect: "record", team: "End Zone Envy" },
  {
    turns: ["who am i up against this week", "ok what's the Red Zone Raiders record?"],
    expect: "record",
    team: "Red Zone Raiders",
  },
  { turns: ["how many wins do i have? lost count lol"], expect: "record" },
  // rosterStatus
  { turns: ["who on my team is hurt right now?"], expect: "rosterStatus" },
  { turns: ["who's on bye next week on my roster?"], expect: "rosterStatus", week: "next" },
  { turns: ["Can you check my roster for injuries and byes for week 10?"], expect: "rosterStatus", week: 10 },
  {
    turns: ["is my lineup set?", "ok but is anybody on my team injured or on a bye this week"],
    expect: "rosterStatus",
  },
  {
    turns: ["which of my players have a bye in week 14? i don't really understand bye weeks yet"],
    expect: "rosterStatus",
    week: 14,
  },
  // positionRank
  { turns: ["rank my running backs for this week"], expect: "positionRank", position: "RB" },
  { turns: ["can you rank my wrs for week 12 from best to worst"], expect: "positionRank", position: "WR", week: 12 },
  {
    turns: ["who's hurt on my team?", "ok, how would you order my tight ends for next week then"],
    expect: "positionRank",
    position: "TE",
    week: "next",
  },
  { turns: ["rank my qbs for this week please, i've got two of them"], expect: "positionRank", position: "QB" },
  { turns: ["rank my receivers this week", "now do the same for my rbs"], expect: "positionRank", position: "RB" },
  // projectedTotal
  { turns: ["how many points is my team projected to score this week?"], expect: "projectedTotal" },
  { turns: ["whats my projected total and my floor/ceiling"], expect: "projectedTotal" },
  {
    turns: ["What's my team's projected range for week 13? Like best case and worst case"],
    expect: "projectedTotal",
    week: 13,
  },
  { turns: ["how many points am i projected for?", "what about next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["roughly how many points should my team put up next week?"], expect: "projectedTotal", week: "next" },
  // leaders
  { turns: ["which team has scored the most points this season?"], expect: "leaders" },
  { turns: ["who's leading the league?"], expect: "leaders" },
  { turns: ["who has the best record in our league"], expect: "leaders" },
  { turns: ["which team has the best playoff odds?"], expect: "leaders" },
  { turns: ["what's my record?", "and who's in first place?"], expect: "leaders" },
  // sleepers
  { turns: ["any sleepers i should stash for later in the season?"], expect: "sleepers" },
  { turns: ["who are some deep sleeper pickups for next week?"], expect: "sleepers", week: "next" },
  { turns: ["Who's a good stash on waivers for the playoffs? Not this week, more like later on"], expect: "sleepers" },
  { turns: ["any under the radar guys worth stashing on my bench"], expect: "sleepers" },
  {
    turns: ["who should i pick up this week?", "ok what about deeper guys, like sleepers to stash for later"],
    expect: "sleepers",
  },
  { turns: ["im looking for a sleeper rb to hold for weeks 15-17, any ideas?"], expect: "sleepers" },
  // dropStash
  { turns: ["should i drop brandon aiyuk? he's been hurt forever"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  { turns: ["J.K. Dobbins got hurt, should i hold him or cut him?"], expect: "dropStash", players: ["J.K. Dobbins"] },
  {
    turns: ["can i put tyrone tracy on ir or should i just drop him? i dont know how the ir spot works"],
    expect: "dropStash",
    players: ["Tyrone Tracy Jr."],
  },
  {
    turns: ["is alvin kamara injured?", "ugh. should i drop him or keep him on my bench then"],
    expect: "dropStash",
    players: ["Alvin Kamara"],
  },
  {
    turns: ["is it worth holding rhamondre stevenson while he's injured or is that a waste of a roster spot"],
    expect: "dropStash",
    players: ["Rhamondre Stevenson"],
  },
  { turns: ["do i stash javonte williams on ir or let him go"], expect: "dropStash", players: ["Javonte Williams"] },
  // byeCover
  {
    turns: ["my qb josh allen is on bye next week. who should i use instead?"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
    week: "next",
  },
  {
    turns: ["brock bowers has a bye this week, who do i play at te?"],
    expect: "byeCover",
    players: ["Brock Bowers"],
    position: "TE",
  },
  {
    turns: ["is mahomes on bye this week?", "yeah i think he is. who can fill in at qb for him?"],
    expect: "byeCover",
    players: ["Patrick Mahomes"],
    position: "QB",
  },
  {
    turns: ["who's on bye on my team in week 9?", "ok so who do i start in place of jake ferguson that week"],
    expect: "byeCover",
    players: ["Jake Ferguson"],
    position: "TE",
    week: 9,
  },
  {
    turns: ["Caleb Williams is on his bye in week 7 and he's my only QB. Who should I get to fill in?"],
    expect: "byeCover",
    players: ["Caleb Williams"],
    position: "QB",
    week: 7,
  },
  // scenario
  {
    turns: ["if i lose this week what happens to my playoff chances?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["what would my chances be if i go 3-2 the rest of the way?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["what are my playoff odds right now?", "what if i only win 2 of my last 4"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  { turns: ["what are my playoff odds?", "and if i won every game left?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["say i win three more games, what are my odds of getting in then"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  // tradeIdeas
  { turns: ["who could i get if i traded tucker kraft?"], expect: "tradeIdeas", players: ["Tucker Kraft"] },
  {
    turns: ["any 2-for-1 ideas using xavier worthy and jakobi meyers?"],
    expect: "tradeIdeas",
    players: ["Xavier Worthy", "Jakobi Meyers"],
  },
  {
    turns: ["I want to package Breece Hall for an upgrade at WR. What kind of deals could I look for?"],
    expect: "tradeIdeas",
    players: ["Breece Hall"],
  },
  {
    turns: ["what's dallas goedert worth?", "ok who could i realistically get for him"],
    expect: "tradeIdeas",
    players: ["Dallas Goedert"],
  },
  {
    turns: ["what can i get for devonta smith and wan'dale robinson together"],
    expect: "tradeIdeas",
    players: ["DeVonta Smith", "Wan'Dale Robinson"],
  },
  {
    turns: ["give me some trade targets i could land by offering mike evans"],
    expect: "tradeIdeas",
    players: ["Mike Evans"],
  },
  // help
  { turns: ["what can you do?"], expect: "help" },
  { turns: ["hi, i'm new to this. how do i use you?"], expect: "help" },
  { turns: ["what kind of questions can i ask the gm"], expect: "help" },
  { turns: ["sorry, are you able to help with trades and stuff? what all do you do"], expect: "help" },
  { turns: ["hello", "um what are you able to help me with"], expect: "help" },
  // None
  { turns: ["what's the weather going to be like in buffalo on sunday?"], expect: "None" },
  { turns: ["who should i start at flex", "lol never mind, tell me a joke instead"], expect: "None" },
  { turns: ["who won the nba game last night?"], expect: "None" },
  { turns: ["can you help me write an email to my boss"], expect: "None" },
  { turns: ["whats a good recipe for wings for my draft party"], expect: "None" },
  { turns: ["thanks for the help!", "unrelated but what's the capital of australia"], expect: "None" },
  // two-part
  { turns: ["whats my record and where does that put my playoff chances?"], expect: ["record", "playoffs"] },
  { turns: ["who am i playing this week and how many points am i projected?"], expect: ["matchup", "projectedTotal"] },
  {
    turns: ["is saquon hurt? and if he does play this week, how many points do you think he gets?"],
    expect: ["status", "outlook"],
    players: ["Saquon Barkley"],
  },
  { turns: ["who's hurt on my team this week and is my lineup ok?"], expect: ["rosterStatus", "lineup"] },
  { turns: ["what are my playoff odds, and what should i do to improve them?"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["who should i grab off waivers, and should i drop j.k. dobbins to make room?"],
    expect: ["waivers", "dropStash"],
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["what's george pickens worth in a trade and is he a sell-high right now?"],
    expect: ["tradeValue", "buyLow"],
    players: ["George Pickens"],
  },
  { turns: ["who's the top team in the league, and what's my own record?"], expect: ["leaders", "record"] },
  {
    turns: ["what's my playoff chance right now and what would it be if i win out?"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["rank my wide receivers for this week and tell me my team's projected total"],
    expect: ["positionRank", "projectedTotal"],
    position: "WR",
  },
  {
    turns: ["which of my guys are on bye next week, and who should cover tight end while kelce is on his bye?"],
    expect: ["rosterStatus", "byeCover"],
    players: ["Travis Kelce"],
    position: "TE",
    week: "next",
  },
  { turns: ["what can you do, and can you check my lineup while you're at it?"], expect: ["help", "lineup"] },
];
