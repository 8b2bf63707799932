// Blind held-out evaluation set 119 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a manager typing on a phone during the games: typos, autocorrect mistakes, missing words.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_119: HeldOutCase[] = [
  // startSit
  {
    turns: ["ugh nabers and puka both in the late games", "nabers or puka rn?? games start in 5"],
    expect: "startSit",
    players: ["Malik Nabers", "Puka Nacua"],
  },
  {
    turns: ["my rbs r a mess", "do i stat kyren or breece this wk"],
    expect: "startSit",
    players: ["Kyren Williams", "Breece Hall"],
  },
  {
    turns: ["is gibbs good to go today", "ok so gibbs or bijan in my lineup then"],
    expect: "startSit",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  {
    turns: ["flowers vs waddle for the late window, down 14 need pts"],
    expect: "startSit",
    players: ["Zay Flowers", "Jaylen Waddle"],
  },
  {
    turns: ["who do i play next week mcbride or kittle"],
    expect: "startSit",
    players: ["Trey McBride", "George Kittle"],
    week: "next",
  },
  {
    turns: ["achane cook or chase brown.. can only start 1"],
    expect: "startSit",
    players: ["De'Von Achane", "James Cook", "Chase Brown"],
  },

  // compare
  {
    turns: ["not for this week just curious", "whos better ros jsn or garrett wilson"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Garrett Wilson"],
  },
  {
    turns: ["long term who would u rather have bowers or laporta"],
    expect: "compare",
    players: ["Brock Bowers", "Sam LaPorta"],
  },
  {
    turns: ["is lamb still better then chase for the rest of the yr or nah"],
    expect: "compare",
    players: ["CeeDee Lamb", "Ja'Marr Chase"],
  },
  {
    turns: ["whats the deal w jeanty", "is he better than hampton going forward"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["nico collins or tee higgins whos the better wr overall, not asking abt this week"],
    expect: "compare",
    players: ["Nico Collins", "Tee Higgins"],
  },

  // slot
  { turns: ["who goes in my flex"], expect: "slot", position: "FLEX" },
  { turns: ["need a te for today whos my best option on my roster"], expect: "slot", position: "TE" },
  { turns: ["rb2 spot is a mess who shoud i put there"], expect: "slot", position: "RB" },
  {
    turns: ["who should start at wr3 this wk", "what about next week"],
    expect: "slot",
    position: "WR",
    week: "next",
  },
  { turns: ["best play at flex for week 11?"], expect: "slot", position: "FLEX", week: 11 },
  {
    turns: ["ugh my qb spot", "who's the best qb i can start from my guys"],
    expect: "slot",
    position: "QB",
  },

  // lineup
  { turns: ["at my kids game cant look at it", "set my lineup for me pls"], expect: "lineup" },
  { turns: ["does my lineup look ok?? kickoff in like 10 min"], expect: "lineup" },
  { turns: ["optimize my line up for next wk"], expect: "lineup", week: "next" },
  { turns: ["is cmc playing", "ok then just fix my whole lineup"], expect: "lineup" },
  {
    turns: ["check my lineup real quick make sure its the best i can do"],
    expect: "lineup",
  },

  // outlook
  {
    turns: ["wandale had 2 tds last week", "is wandale robinson legit or a fluke"],
    expect: "outlook",
    players: ["Wan'Dale Robinson"],
  },
  { turns: ["what should i expect from skattebo today"], expect: "outlook", players: ["Cam Skattebo"] },
  { turns: ["is puka playing", "ok whats his projection this wk"], expect: "outlook", players: ["Puka Nacua"] },
  {
    turns: ["whos my te again", "hows kraft looking rest of the season"],
    expect: "outlook",
    players: ["Tucker Kraft"],
  },
  {
    turns: ["monangai ros outlook? he been getting the work"],
    expect: "outlook",
    players: ["Kyle Monangai"],
  },

  // status
  { turns: ["nabers just went to the tent??", "is he hurt"], expect: "status", players: ["Malik Nabers"] },
  {
    turns: ["kittle or mcbride this wk", "wait did little even practice"],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: ["jacobs or jt", "wait is jt even playing? heard sumthing about his ankle"],
    expect: "status",
    players: ["Jonathan Taylor"],
  },
  { turns: ["is drake london on by this week"], expect: "status", players: ["Drake London"] },
  { turns: ["is egbuka playing", "and ladd?"], expect: "status", players: ["Ladd McConkey"] },

  // tradeValue
  {
    turns: ["dowdle had 30 pts lol", "should i sell high on rico dowdle"],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  {
    turns: ["thinking of moving kelce", "whats he worth in a trade these days"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  { turns: ["buy low on bucky irving?"], expect: "tradeValue", players: ["Bucky Irving"] },
  {
    turns: ["worthy been so up and down", "is it time to sell him"],
    expect: "tradeValue",
    players: ["Xavier Worthy"],
  },
  {
    turns: ["whats k walkers trade value rn"],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },

  // buyLow
  { turns: ["trade deadline is soon right", "who are some buy low guys rn"], expect: "buyLow" },
  { turns: ["any sell high candidates on my team"], expect: "buyLow" },
  { turns: ["who in the league is underperforming that i could grab cheap in a trade"], expect: "buyLow" },
  {
    turns: ["should i sell high on dowdle", "ok who else should i be selling high"],
    expect: "buyLow",
  },
  { turns: ["buy lows at wr?"], expect: "buyLow", position: "WR" },

  // trade
  {
    turns: ["just got a trade offer!!", "pickens for my chuba, accept?"],
    expect: "trade",
    players: ["George Pickens", "Chuba Hubbard"],
  },
  {
    turns: ["my jacobs for his saquon is that fair"],
    expect: "trade",
    players: ["Josh Jacobs", "Saquon Barkley"],
  },
  {
    turns: ["got offered godwin + kamara for my jefferson. do it??"],
    expect: "trade",
    players: ["Chris Godwin", "Alvin Kamara", "Justin Jefferson"],
  },
  {
    turns: ["got a trade offer", "olave and pollard for my andrews, yes or no"],
    expect: "trade",
    players: ["Chris Olave", "Tony Pollard", "Mark Andrews"],
  },
  {
    turns: ["would you do aiyuk for adams straight up"],
    expect: "trade",
    players: ["Brandon Aiyuk", "Davante Adams"],
  },
  {
    turns: ["trade rice for etienne? good or bad for me"],
    expect: "trade",
    players: ["Rashee Rice", "Travis Etienne Jr."],
  },

  // tradeIdeas
  {
    turns: ["jacobs out for the year ugh", "need a rb bad, who can i trade for"],
    expect: "tradeIdeas",
    position: "RB",
  },
  { turns: ["which teams would be good trade partners for me"], expect: "tradeIdeas" },
  {
    turns: ["can i package hurts and sutton for someone better"],
    expect: "tradeIdeas",
    players: ["Jalen Hurts", "Courtland Sutton"],
  },
  {
    turns: ["2 for 1 ideas using waddle and pitts?"],
    expect: "tradeIdeas",
    players: ["Jaylen Waddle", "Kyle Pitts"],
  },
  {
    turns: ["my te situation is awful", "who could i trade for to fix it"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["what does coach reese need, maybe we can work out a deal"],
    expect: "tradeIdeas",
    team: "Play Action Pack",
  },

  // waivers
  { turns: ["who should i grab off waiters this week"], expect: "waivers" },
  {
    turns: ["woody marks is on waivers", "how much faab should i throw at him"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  { turns: ["best wr on the wire?"], expect: "waivers", position: "WR" },
  { turns: ["who should i grab off waivers", "any rbs worth adding tho"], expect: "waivers", position: "RB" },
  {
    turns: ["is tracy still out there on waivers", "how much should i bid on him"],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },
  { turns: ["free agent qb to pick up? mine sucks"], expect: "waivers", position: "QB" },

  // sleepers
  { turns: ["my bench is garbage", "any deep sleepers i should stash"], expect: "sleepers" },
  { turns: ["who are next weeks waiver pickups gonna be, wanna get ahead of it"], expect: "sleepers" },
  { turns: ["under the radar rbs to stash for the playoffs"], expect: "sleepers", position: "RB" },
  {
    turns: ["who should i pick up", "nah i mean deeper guys nobodys talking about yet"],
    expect: "sleepers",
  },
  { turns: ["sleeper wr nobody has on there radar?"], expect: "sleepers", position: "WR" },

  // dropStash
  { turns: ["should i drop jk dobbins hes hurt"], expect: "dropStash", players: ["J.K. Dobbins"] },
  {
    turns: ["hold or cut rhamondre while hes out"],
    expect: "dropStash",
    players: ["Rhamondre Stevenson"],
  },
  { turns: ["want to grab marks off waivers", "need a roster spot who do i cut"], expect: "dropStash" },
  {
    turns: ["is it worth stashing andrews on my bench while hes injured or just drop him"],
    expect: "dropStash",
    players: ["Mark Andrews"],
  },
  {
    turns: ["is javonte out long?", "should i just drop him then"],
    expect: "dropStash",
    players: ["Javonte Williams"],
  },
  { turns: ["i got 3 hurt guys clogging my bench which ones do i let go"], expect: "dropStash" },

  // byeCover
  {
    turns: ["lamar on bye next week, need a qb streamer"],
    expect: "byeCover",
    players: ["Lamar Jackson"],
    position: "QB",
    week: "next",
  },
  {
    turns: ["kittle bye wk 11, backup te?"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
    week: 11,
  },
  {
    turns: ["need someone to fill in for mcbride during his bye"],
    expect: "byeCover",
    players: ["Trey McBride"],
  },
  {
    turns: ["whos on bye for me next wk", "ok so who replaces goff"],
    expect: "byeCover",
    players: ["Jared Goff"],
    week: "next",
  },
  { turns: ["need a streamer for burrows bye week"], expect: "byeCover", players: ["Joe Burrow"] },
  { turns: ["my kicker's on bye, who can cover this week"], expect: "byeCover", position: "K" },

  // playoffs
  { turns: ["lost again smh", "wht r my playoff chances lol"], expect: "playoffs" },
  { turns: ["am i making the playoffs"], expect: "playoffs" },
  { turns: ["chance at a first round by?"], expect: "playoffs" },
  { turns: ["do i have a shot at winning the whole thing this year"], expect: "playoffs" },
  { turns: ["whats my record", "so am i gonna make the playoffs or what"], expect: "playoffs" },

  // scenario
  { turns: ["whats my record", "if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  { turns: ["what if i win 2 of my last 4"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  { turns: ["if i lose this week am i done"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["playoff odds?", "and if i win 3 more?"], expect: "scenario", scenario: { wins: 3, games: null } },
  {
    turns: ["say i win the next 2, where does that put me for playoffs"],
    expect: "scenario",
    scenario: { wins: 2, games: 2 },
  },
  { turns: ["odds if i take the L this week"], expect: "scenario", scenario: "lose-this-week" },

  // improveOdds
  { turns: ["what moves should i make to get into the playoffs"], expect: "improveOdds" },
  { turns: ["how do i make my team better"], expect: "improveOdds" },
  { turns: ["whats my playoff odds", "what can i do to boost my playoff chances"], expect: "improveOdds" },
  { turns: ["am i making playoffs", "damn. what do i need to do to change that"], expect: "improveOdds" },
  { turns: ["whats the weakest part of my team and how do i fix it"], expect: "improveOdds" },
  { turns: ["gimme a plan to make a run down the stretch"], expect: "improveOdds" },

  // matchup
  { turns: ["whats my record", "who am i playing this week"], expect: "matchup" },
  { turns: ["am i gonna win today"], expect: "matchup" },
  { turns: ["whos my opponent week 12"], expect: "matchup", week: 12 },
  {
    turns: ["who am i playing next week", "and whats my chances of beating them"],
    expect: "matchup",
    week: "next",
  },
  { turns: ["down 22 with mnf left, can i still come back in my matchup"], expect: "matchup" },

  // projectedTotal
  { turns: ["how many pts am i projected for"], expect: "projectedTotal" },
  { turns: ["who am i playing this week", "whats my floor and ceiling"], expect: "projectedTotal" },
  { turns: ["projected score for next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["who am i playing", "how many points r we projected to put up"], expect: "projectedTotal" },
  { turns: ["what's my team projected to score wk 11"], expect: "projectedTotal", week: 11 },

  // record
  { turns: ["whats my record"], expect: "record" },
  { turns: ["we won!!", "where am i in the standings now"], expect: "record" },
  { turns: ["how is fourth and long shots doing record wise"], expect: "record", team: "Fourth & Long Shots" },
  { turns: ["what place am i in rn"], expect: "record" },
  { turns: ["what's my record", "and red zone raiders?"], expect: "record", team: "Red Zone Raiders" },

  // leaders
  { turns: ["where am i in the standings", "who's in first"], expect: "leaders" },
  { turns: ["best team in the league rn?"], expect: "leaders" },
  { turns: ["who leads the league in points scored"], expect: "leaders" },
  { turns: ["show me the standings"], expect: "leaders" },
  { turns: ["whats my record", "who's on top tho"], expect: "leaders" },

  // rosterStatus
  { turns: ["rough day", "any injuries on my team"], expect: "rosterStatus" },
  { turns: ["who do i have on bye next week"], expect: "rosterStatus", week: "next" },
  { turns: ["whos hurt or on by for me this week"], expect: "rosterStatus" },
  { turns: ["who's on bye next week for me", "and week 12?"], expect: "rosterStatus", week: 12 },
  { turns: ["do i have any byes in week 13"], expect: "rosterStatus", week: 13 },

  // positionRank
  { turns: ["whos my flex", "actually just rank my wrs for this week"], expect: "positionRank", position: "WR" },
  { turns: ["order my rbs best to worst this week"], expect: "positionRank", position: "RB" },
  { turns: ["rank my tes next week"], expect: "positionRank", position: "TE", week: "next" },
  { turns: ["rank my rbs", "now wrs"], expect: "positionRank", position: "WR" },
  { turns: ["rank all my running backs for wk 12"], expect: "positionRank", position: "RB", week: 12 },

  // help
  { turns: ["hi"], expect: "help" },
  { turns: ["hey", "what can u do"], expect: "help" },
  { turns: ["hey gm how does this work"], expect: "help" },
  { turns: ["yo whats up"], expect: "help" },
  { turns: ["what kind of stuff can i ask you"], expect: "help" },
  { turns: ["hello", "what are you able to help with"], expect: "help" },

  // None
  { turns: ["whats the weather gonna be in buffalo today"], expect: "None" },
  { turns: ["im losing by 40", "tell me a joke to cheer me up"], expect: "None" },
  { turns: ["whats my record", "unrelated but who wins the lakers game tonight"], expect: "None" },
  { turns: ["can u help w my kids math homework"], expect: "None" },
  { turns: ["over under on mahomes passing yards tonight?"], expect: "None" },

  // two questions in one message
  { turns: ["whats my record and am i making playoffs"], expect: ["record", "playoffs"] },
  {
    turns: ["is nabers playing and if so nabers or london"],
    expect: ["status", "startSit"],
    players: ["Malik Nabers", "Drake London"],
  },
  { turns: ["who am i playing this week and what am i projected"], expect: ["matchup", "projectedTotal"] },
  { turns: ["anyone hurt on my team? and who should i pick up"], expect: ["rosterStatus", "waivers"] },
  { turns: ["whos in first place and where am i at"], expect: ["leaders", "record"] },
  {
    turns: ["what are my playoff odds and what if i win out"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["is cmc good ros, and should i sell him"],
    expect: ["outlook", "tradeValue"],
    players: ["Christian McCaffrey"],
  },
  { turns: ["rank my rbs and set my lineup"], expect: ["positionRank", "lineup"], position: "RB" },
  {
    turns: ["should i drop dobbins and who should i pick up instead"],
    expect: ["dropStash", "waivers"],
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["hows my playoff chances and what should i do to improve them"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["is bowers questionable? and whats the best te on waivers"],
    expect: ["status", "waivers"],
    players: ["Brock Bowers"],
    position: "TE",
  },
  {
    turns: ["hi! what can you do, also whats my record"],
    expect: ["help", "record"],
  },
  {
    turns: ["kittle or mcbride this week, and who's better ros"],
    expect: ["startSit", "compare"],
    players: ["George Kittle", "Trey McBride"],
  },
  {
    turns: ["whos a good buy low and would u do hall for nacua"],
    expect: ["buyLow", "trade"],
    players: ["Breece Hall", "Puka Nacua"],
  },
  {
    turns: ["tyreek questionble? and how many pts am i projected"],
    expect: ["status", "projectedTotal"],
    players: ["Tyreek Hill"],
  },
];
