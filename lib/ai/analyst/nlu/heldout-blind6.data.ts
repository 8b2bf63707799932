// Sixth blind held-out set for the GM's understanding, written by someone who never saw the training paraphrases,
// the cue lists, the other held-out sets or the evaluation script: only the families' one-line meanings and the
// demo league's team names. Questions are worded the way real managers type them. It is scored once and never tuned on.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_6: HeldOutCase[] = [
  // startSit
  {
    turns: ["Chase Brown or Kyren Williams in my RB spot this week? need a W bad"],
    expect: "startSit",
    players: ["Chase Brown", "Kyren Williams"],
  },
  {
    turns: ["Good evening. Would you recommend that I start Jared Goff or Baker Mayfield for week 10?"],
    expect: "startSit",
    players: ["Jared Goff", "Baker Mayfield"],
    week: 10,
  },
  {
    turns: ["i have doubt, I play Zay Flowers or Jakobi Meyers this week? which one is more good"],
    expect: "startSit",
    players: ["Zay Flowers", "Jakobi Meyers"],
  },
  {
    turns: ["ok so do i roll with bucky irving or james cook tonight like who goes in"],
    expect: "startSit",
    players: ["Bucky Irving", "James Cook"],
  },
  {
    turns: ["WDIS: Pickens vs Olave vs JSN, can only fire up one"],
    expect: "startSit",
    players: ["George Pickens", "Chris Olave", "Jaxon Smith-Njigba"],
  },
  { turns: ["is Tucker Kraft a must start this week or nah"], expect: "startSit", players: ["Tucker Kraft"] },
  {
    turns: ["who should i start", "Kamara or Javonte Williams"],
    expect: "startSit",
    players: ["Alvin Kamara", "Javonte Williams"],
  },
  {
    turns: ["start tetairoa mcmillan or rome odunze", "hmm what if i had ladd mcconkey instead of odunze"],
    expect: "startSit",
    players: ["Tetairoa McMillan", "Ladd McConkey"],
  },

  // compare
  {
    turns: ["ROS who do you like more, Bijan or Gibbs?"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: ["Could you compare Nico Collins and Drake London for the remainder of the season, please?"],
    expect: "compare",
    players: ["Nico Collins", "Drake London"],
  },
  {
    turns: ["who better player for rest of year, Malik Nabers or Garrett Wilson? not for this week, in general"],
    expect: "compare",
    players: ["Malik Nabers", "Garrett Wilson"],
  },
  {
    turns: ["hey so how does trey mcbride stack up against brock bowers going forward"],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: ["jeanty vs hampton long term, who's the better asset 🤔"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["tell me about Puka Nacua", "how does he compare to Amon-Ra for the rest of the year"],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },

  // slot
  { turns: ["who goes in my flex this week"], expect: "slot" },
  { turns: ["Which player would you place in my superflex position for this week's games?"], expect: "slot" },
  { turns: ["my RB2 spot is a mess who do i put there"], expect: "slot", position: "RB" },
  { turns: ["what is best option for my TE spot this week from my roster?"], expect: "slot", position: "TE" },
  {
    turns: ["who should fill my second wide receiver slot for week 10 give me one name"],
    expect: "slot",
    position: "WR",
    week: 10,
  },

  // lineup
  { turns: ["is my lineup optimal"], expect: "lineup" },
  { turns: ["set my lineup for me pls im at work"], expect: "lineup" },
  { turns: ["Are there any changes you would suggest to my starting lineup before kickoff?"], expect: "lineup" },
  { turns: ["can you check my starters is everything correct or i need to change something"], expect: "lineup" },
  {
    turns: ["hey gm go through my whole starting nine and tell me if im leaving points on the bench"],
    expect: "lineup",
  },

  // outlook
  { turns: ["how many points is Jalen Hurts gonna put up this week"], expect: "outlook", players: ["Jalen Hurts"] },
  {
    turns: ["What is your projection for Jonathan Taylor in week 11?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
    week: 11,
  },
  { turns: ["Derrick Henry outlook rest of season? he's been meh"], expect: "outlook", players: ["Derrick Henry"] },
  { turns: ["is ceedee good this week"], expect: "outlook", players: ["CeeDee Lamb"] },
  {
    turns: ["tell me what to expect from jaxon smith njigba next week"],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
    week: "next",
  },
  {
    turns: ["is Breece Hall hurt?", "ok and what's his projection this week then"],
    expect: "outlook",
    players: ["Breece Hall"],
  },

  // status
  { turns: ["is Justin Jefferson playing sunday"], expect: "status", players: ["Justin Jefferson"] },
  {
    turns: ["Do you have any update on Christian McCaffrey's injury status?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  { turns: ["tyreek hill hurt?? saw him limp off"], expect: "status", players: ["Tyreek Hill"] },
  {
    turns: ["how many points will Terry McLaurin score", "wait is he even healthy"],
    expect: "status",
    players: ["Terry McLaurin"],
  },

  // tradeValue
  { turns: ["what's Saquon's trade value rn"], expect: "tradeValue", players: ["Saquon Barkley"] },
  {
    turns: ["How much is De'Von Achane worth in a trade at this point?"],
    expect: "tradeValue",
    players: ["De'Von Achane"],
  },
  {
    turns: ["how much value garrett wilson has in trade market now"],
    expect: "tradeValue",
    players: ["Garrett Wilson"],
  },
  {
    turns: ["if i shopped brian thomas jr what kind of value does he carry"],
    expect: "tradeValue",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["how's Davante Adams doing this year", "what's he worth on the trade market"],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },

  // buyLow
  { turns: ["Which players on my roster should I consider selling high on?"], expect: "buyLow" },
  { turns: ["is Chris Olave a buy low"], expect: "buyLow", players: ["Chris Olave"] },
  { turns: ["sell high on Javonte Williams before he crashes? 📉"], expect: "buyLow", players: ["Javonte Williams"] },
  { turns: ["who are players now cheap that i can buy because they are underperform"], expect: "buyLow" },
  { turns: ["give me some sell high candidates off my team and some buy lows from other rosters"], expect: "buyLow" },

  // trade
  {
    turns: ["i give Drake London and get Kyren Williams, accept?"],
    expect: "trade",
    players: ["Drake London", "Kyren Williams"],
  },
  {
    turns: ["I have been offered Jonathan Taylor for my Ja'Marr Chase. Should I accept this trade?"],
    expect: "trade",
    players: ["Ja'Marr Chase", "Jonathan Taylor"],
  },
  {
    turns: ["coach harper wants my bowers for his mcbride + a flier, thoughts"],
    expect: "trade",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["someone offer me Derrick Henry for Zay Flowers, is fair trade for me?"],
    expect: "trade",
    players: ["Zay Flowers", "Derrick Henry"],
  },
  {
    turns: ["would you do jsn and chuba for bijan"],
    expect: "trade",
    players: ["Jaxon Smith-Njigba", "Chuba Hubbard", "Bijan Robinson"],
  },
  {
    turns: ["trade offer came in i send james cook i get puka nacua yes or no"],
    expect: "trade",
    players: ["James Cook", "Puka Nacua"],
  },
  {
    turns: ["got offered Mike Evans for Tucker Kraft", "what if they threw in Jordan Addison too, still no?"],
    expect: "trade",
    players: ["Tucker Kraft", "Mike Evans", "Jordan Addison"],
  },
  {
    turns: ["smash accept or decline: my Nabers for his Gibbs"],
    expect: "trade",
    players: ["Malik Nabers", "Jahmyr Gibbs"],
  },

  // waivers
  { turns: ["who should i grab off waivers this week"], expect: "waivers" },
  { turns: ["How much FAAB should I bid on Rico Dowdle?"], expect: "waivers", players: ["Rico Dowdle"] },
  { turns: ["best wr on the wire rn?"], expect: "waivers", position: "WR" },
  { turns: ["What are the top waiver claims you would make for week 11?"], expect: "waivers", week: 11 },
  { turns: ["i need running back from free agents, who is available good"], expect: "waivers", position: "RB" },
  { turns: ["who's the top add this week", "any kickers too?"], expect: "waivers", position: "K" },

  // playoffs
  { turns: ["what are my playoff odds"], expect: "playoffs" },
  { turns: ["Am I likely to qualify for the postseason this year?"], expect: "playoffs" },
  { turns: ["do we make playoffs or we are finished? tell me the percent"], expect: "playoffs" },
  { turns: ["whats the probability i actually win the whole thing this year 🏆"], expect: "playoffs" },
  { turns: ["is Blitz Brigade going to make the playoffs"], expect: "playoffs", team: "Blitz Brigade" },
  { turns: ["what's my record", "and my playoff chances?"], expect: "playoffs" },

  // improveOdds
  { turns: ["what moves would boost my playoff chances the most"], expect: "improveOdds" },
  { turns: ["What could I do to maximize my probability of reaching the playoffs?"], expect: "improveOdds" },
  { turns: ["how i raise my odds to go playoffs, which move is biggest"], expect: "improveOdds" },
  { turns: ["give me the one pickup or trade that bumps my playoff % the most"], expect: "improveOdds" },
  { turns: ["im on the bubble what do i need to do roster-wise to sneak in"], expect: "improveOdds" },

  // matchup
  { turns: ["am I favored this week"], expect: "matchup" },
  { turns: ["How does my matchup look for week 10?"], expect: "matchup", week: 10 },
  { turns: ["what is my win probability against my opponent this week?"], expect: "matchup" },
  { turns: ["who am i playing this week and do i win"], expect: "matchup" },
  { turns: ["how's next week's matchup look for me"], expect: "matchup", week: "next" },
  { turns: ["what's my projected total this week", "and do i win with that?"], expect: "matchup" },

  // record
  { turns: ["what's my record"], expect: "record" },
  { turns: ["Could you tell me where Gridiron Gurus currently sits in the standings?"], expect: "record" },
  { turns: ["how many wins Sunday Scaries have"], expect: "record", team: "Sunday Scaries" },
  { turns: ["what is Red Zone Raiders record and place"], expect: "record", team: "Red Zone Raiders" },
  { turns: ["how is end zone envy doing this season win loss wise"], expect: "record", team: "End Zone Envy" },

  // rosterStatus
  { turns: ["who on my team is hurt"], expect: "rosterStatus" },
  { turns: ["Which of my players are on bye in week 11?"], expect: "rosterStatus", week: 11 },
  { turns: ["any of my guys banged up or out this week?"], expect: "rosterStatus" },
  { turns: ["who from my roster has bye next week"], expect: "rosterStatus", week: "next" },
  { turns: ["do i have anybody on a bye or on IR this week i need to worry about"], expect: "rosterStatus" },

  // positionRank
  { turns: ["rank my WRs this week"], expect: "positionRank", position: "WR" },
  {
    turns: ["Please order my running backs from best to worst for week 10."],
    expect: "positionRank",
    position: "RB",
    week: 10,
  },
  { turns: ["my receivers, who is number one to last for this week?"], expect: "positionRank", position: "WR" },
  { turns: ["rank my tight ends for next week"], expect: "positionRank", position: "TE", week: "next" },

  // projectedTotal
  { turns: ["what's my team projected to score this week"], expect: "projectedTotal" },
  { turns: ["What is the projected point total and range for my team this week?"], expect: "projectedTotal" },
  { turns: ["how much points my team make this week, floor and ceiling?"], expect: "projectedTotal" },
  { turns: ["what's the high and low end for my starters combined this week"], expect: "projectedTotal" },

  // leaders
  { turns: ["who leads the league in points"], expect: "leaders" },
  { turns: ["Which team in our league is the strongest right now?"], expect: "leaders" },
  { turns: ["who has best record in league"], expect: "leaders" },
  { turns: ["who's scored the most points for so far this season"], expect: "leaders" },

  // sleepers
  { turns: ["any sleepers for next week"], expect: "sleepers", week: "next" },
  {
    turns: ["Could you suggest a few deep-league pickups who might break out next week?"],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["deep cuts for week 11, guys under 10% rostered"], expect: "sleepers", week: 11 },
  { turns: ["who's a sneaky under the radar guy for next week"], expect: "sleepers", week: "next" },

  // dropStash
  { turns: ["Should I drop Rashee Rice or stash him on IR?"], expect: "dropStash", players: ["Rashee Rice"] },
  { turns: ["cmc is hurt again, cut him or hold?"], expect: "dropStash", players: ["Christian McCaffrey"] },
  {
    turns: ["brandon aiyuk still out, is worth to keep him or i release"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["is Tyreek Hill injured?", "ugh ok so do i drop him or stash"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["is it time to move on from Mark Andrews or do i sit him in my IR spot"],
    expect: "dropStash",
    players: ["Mark Andrews"],
  },

  // byeCover
  { turns: ["my QB is on bye in week 11 who do i stream"], expect: "byeCover", position: "QB", week: 11 },
  {
    turns: ["My tight end has a bye next week. Who would be a good replacement?"],
    expect: "byeCover",
    position: "TE",
    week: "next",
  },
  { turns: ["kicker on bye this week need a streamer"], expect: "byeCover", position: "K" },
  { turns: ["my defense has bye week 12, which dst i pick up"], expect: "byeCover", position: "DST", week: 12 },
  {
    turns: ["Josh Allen's bye is coming up what quarterback should i grab to cover it"],
    expect: "byeCover",
    position: "QB",
  },

  // scenario
  { turns: ["if I win out do I make the playoffs"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["What happens to my playoff odds if I go 3-2 the rest of the way?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  { turns: ["if i win 2 of the last 4 am i in"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  { turns: ["if I lose this week am i cooked"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["what're my odds of making playoffs", "and if i take an L this week?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // tradeIdeas
  { turns: ["find me trades for Garrett Wilson"], expect: "tradeIdeas", players: ["Garrett Wilson"] },
  {
    turns: ["What could I realistically get in return for Josh Jacobs?"],
    expect: "tradeIdeas",
    players: ["Josh Jacobs"],
  },
  { turns: ["i want a better tight end, give me trade ideas 2 for 1"], expect: "tradeIdeas", position: "TE" },
  { turns: ["who can i trade for to upgrade at rb, 1 for 1 deals"], expect: "tradeIdeas", position: "RB" },
  {
    turns: ["what's DK Metcalf's trade value", "ok find me some deals for him then"],
    expect: "tradeIdeas",
    players: ["DK Metcalf"],
  },

  // help
  { turns: ["what can you do"], expect: "help" },
  { turns: ["Hello, could you explain how you work and what sort of questions I can ask?"], expect: "help" },
  { turns: ["how to use this assistant? what things you can answer"], expect: "help" },
  { turns: ["hey gm what kind of stuff are you able to help me with"], expect: "help" },

  // follow-ups
  { turns: ["rank my WRs this week", "now do the tight ends"], expect: "positionRank", position: "TE" },
  { turns: ["who's hurt on my roster this week", "what about week 12"], expect: "rosterStatus", week: 12 },
  {
    turns: ["how does my matchup look this week", "ok and what's Coach Tatum's team record"],
    expect: "record",
    team: "Red Zone Raiders",
  },
  {
    turns: ["should I start Kenneth Walker or Tony Pollard", "what about next week"],
    expect: "startSit",
    players: ["Kenneth Walker III", "Tony Pollard"],
    week: "next",
  },
  {
    turns: ["who are the top waiver adds", "ok and who's a deeper sleeper for next week"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["what's Jonathan Taylor's trade value", "is he a sell high right now?"],
    expect: "buyLow",
    players: ["Jonathan Taylor"],
  },
  { turns: ["is my lineup set right", "cool, and how many points are we projected for"], expect: "projectedTotal" },

  // multi-part
  { turns: ["is Puka playing and what's his projection"], expect: ["status", "outlook"], players: ["Puka Nacua"] },
  { turns: ["what's my record and what are my playoff odds?"], expect: ["record", "playoffs"] },
  { turns: ["Am I favored this week, and is my lineup optimal?"], expect: ["matchup", "lineup"] },
  { turns: ["who's hurt on my team and who should i pick up"], expect: ["rosterStatus", "waivers"] },
  { turns: ["rank my rbs and tell me who goes in my rb2 slot"], expect: ["positionRank", "slot"], position: "RB" },
  { turns: ["whats my projected total this week also who leads the league"], expect: ["projectedTotal", "leaders"] },
  {
    turns: ["what are my playoff odds and if i win out do i get in"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["Could you tell me Bijan Robinson's trade value, and suggest some trades for him?"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Bijan Robinson"],
  },
  { turns: ["any buy lows out there plus who are some sleepers for next week"], expect: ["buyLow", "sleepers"] },
  {
    turns: ["start Hurts or Burrow this week and whats my win probability"],
    expect: ["startSit", "matchup"],
    players: ["Jalen Hurts", "Joe Burrow"],
  },

  // None
  { turns: ["whats the weather gonna be in buffalo sunday"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["who's gonna win the NBA finals this year"], expect: "None" },
  { turns: ["What is the current stock price of Nvidia?"], expect: "None" },
  { turns: ["can you recommend good pizza place near me"], expect: "None" },
  { turns: ["how do i make my sourdough rise better"], expect: "None" },
  { turns: ["lol my wife says fantasy football is dumb, how was your day?"], expect: "None" },
  { turns: ["write me a poem about autumn"], expect: "None" },
];
