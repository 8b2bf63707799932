// Blind held-out evaluation set 75 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a busy parent thumb-typing on a phone between errands (typos, autocorrect slips, no
// punctuation, short bursts, "wait what about…" follow-ups).
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_75: HeldOutCase[] = [
  // startSit
  {
    turns: ["nacua or jefferson this wk cant decide"],
    expect: "startSit",
    players: ["Puka Nacua", "Justin Jefferson"],
  },
  {
    turns: ["at soccer practice rn quick q", "zay flowers or garett wilson sunday who do i play"],
    expect: "startSit",
    players: ["Zay Flowers", "Garrett Wilson"],
  },
  {
    turns: ["start drake london or jsn?? leaning london"],
    expect: "startSit",
    players: ["Drake London", "Jaxon Smith-Njigba"],
  },
  {
    turns: ["is kittle gonna play", "ok if hes good to go do i start him or tucker kraft"],
    expect: "startSit",
    players: ["George Kittle", "Tucker Kraft"],
  },
  { turns: ["week 12 hurts or goff who starts"], expect: "startSit", players: ["Jalen Hurts", "Jared Goff"], week: 12 },
  {
    turns: ["breece or chubba this week", "wait what about dowdle instead of chuba"],
    expect: "startSit",
    players: ["Breece Hall", "Rico Dowdle"],
  },
  {
    turns: ["mcconkey has been meh lately", "play him over waddle or nah"],
    expect: "startSit",
    players: ["Ladd McConkey", "Jaylen Waddle"],
  },

  // compare
  {
    turns: ["rest of szn who do u want more nabers or g wilson"],
    expect: "compare",
    players: ["Malik Nabers", "Garrett Wilson"],
  },
  {
    turns: ["keep jeanty or hampton long term. thinking next yr too"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["thinking about the back half of the year not just this wk", "bucky or james cook whos the better hold"],
    expect: "compare",
    players: ["Bucky Irving", "James Cook"],
  },
  {
    turns: ["start mcbride or bowers this week", "ok forget this week who's better ros"],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: ["egbuka vs mcmillan ros who's better", "ok now mcmillan vs jsn same thing"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Jaxon Smith-Njigba"],
  },
  {
    turns: ["better to have going forward jameson williams or xavier worthy"],
    expect: "compare",
    players: ["Jameson Williams", "Xavier Worthy"],
  },

  // slot
  { turns: ["who goes in my flex this wk"], expect: "slot" },
  { turns: ["need someone in the te spot who do i put"], expect: "slot", position: "TE" },
  {
    turns: ["rb2 who. chase brown or kyren"],
    expect: "slot",
    players: ["Chase Brown", "Kyren Williams"],
    position: "RB",
  },
  { turns: ["set most of my lineup already", "just stuck on the flex rn who shld it be"], expect: "slot" },
  { turns: ["my qb situation is a mess", "who should be my qb this week"], expect: "slot", position: "QB" },
  {
    turns: ["wr2 spot pickens waddle or olave"],
    expect: "slot",
    players: ["George Pickens", "Jaylen Waddle", "Chris Olave"],
    position: "WR",
  },
  { turns: ["kicker question", "who do i put in my k slot week 11"], expect: "slot", position: "K", week: 11 },

  // lineup
  { turns: ["can u just set my lineup im in the pickup line"], expect: "lineup" },
  { turns: ["is my lineup ok for sunday"], expect: "lineup" },
  { turns: ["just got the kids down finally", "optimize my starters pls"], expect: "lineup" },
  { turns: ["did i mess up my lineup anythng i shuold change"], expect: "lineup" },
  { turns: ["jacobs is questionable fyi", "ok so whats my best lineup then"], expect: "lineup" },

  // outlook
  { turns: ["how many pts will jonathan taylor get this wk"], expect: "outlook", players: ["Jonathan Taylor"] },
  { turns: ["is lamar a good play this week"], expect: "outlook", players: ["Lamar Jackson"] },
  {
    turns: ["whats derrick henry projected for", "ok and him next week?"],
    expect: "outlook",
    players: ["Derrick Henry"],
    week: "next",
  },
  { turns: ["ros outlook for skatebo"], expect: "outlook", players: ["Cam Skattebo"] },
  {
    turns: ["i have ceedee and pickens", "ceedee this week boom or bust"],
    expect: "outlook",
    players: ["CeeDee Lamb"],
  },
  { turns: ["hows bijan looking this week", "wait what about gibbs"], expect: "outlook", players: ["Jahmyr Gibbs"] },
  { turns: ["projecton for amon ra week 11"], expect: "outlook", players: ["Amon-Ra St. Brown"], week: 11 },

  // status
  { turns: ["is tyreek playing"], expect: "status", players: ["Tyreek Hill"] },
  { turns: ["whats mccaffreys injury designation"], expect: "status", players: ["Christian McCaffrey"] },
  {
    turns: ["got nico collins in my flex", "is he hurt?? saw something on twitter"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["saw ja'marr on the injury report", "is he questionable or what"],
    expect: "status",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["a.j. brown was limited wed right", "so is he gonna suit up or what"],
    expect: "status",
    players: ["A.J. Brown"],
  },

  // tradeValue
  { turns: ["what could i get for saquon"], expect: "tradeValue", players: ["Saquon Barkley"] },
  {
    turns: ["kittle keeps getting hurt", "should i sell him while he still has value"],
    expect: "tradeValue",
    players: ["George Kittle"],
  },
  { turns: ["whats puka's trade value rn"], expect: "tradeValue", players: ["Puka Nacua"] },
  {
    turns: ["achane is a monster", "is it smart to buy him now or too pricey"],
    expect: "tradeValue",
    players: ["De'Von Achane"],
  },

  // buyLow
  { turns: ["any buy low guys right now"], expect: "buyLow" },
  { turns: ["who should i sell high on"], expect: "buyLow" },
  { turns: ["my team is kinda mid", "who are some buy low targets i could go after"], expect: "buyLow" },
  { turns: ["whos underperforming that i could get cheap"], expect: "buyLow" },
  { turns: ["been on a 3 game skid", "anyone on my roster i should sell high before they cool off"], expect: "buyLow" },

  // trade
  {
    turns: ["someone offered me bijan for nabers and kraft do i take it"],
    expect: "trade",
    players: ["Bijan Robinson", "Malik Nabers", "Tucker Kraft"],
  },
  {
    turns: ["trade offer i give hurts get burrow + waddle. good?"],
    expect: "trade",
    players: ["Jalen Hurts", "Joe Burrow", "Jaylen Waddle"],
  },
  {
    turns: ["coach quinn sent me an offer", "he wants my jsn and gives me drake london and javonte, accept?"],
    expect: "trade",
    players: ["Jaxon Smith-Njigba", "Drake London", "Javonte Williams"],
    team: "Blitz Brigade",
  },
  {
    turns: ["would u do evans and ferguson for ladd mcconkey, im the one giving evans+ferguson"],
    expect: "trade",
    players: ["Mike Evans", "Jake Ferguson", "Ladd McConkey"],
  },
  {
    turns: ["pickens for chase brown, id be getting brown. fair?"],
    expect: "trade",
    players: ["George Pickens", "Chase Brown"],
  },
  {
    turns: [
      "got a trade offer",
      "they give me tee higgins i give them jordan addison n rhamondre",
      "fair or am i getting fleeced",
    ],
    expect: "trade",
    players: ["Tee Higgins", "Jordan Addison", "Rhamondre Stevenson"],
  },

  // waivers
  { turns: ["who should i grab off waivers this week"], expect: "waivers" },
  { turns: ["how much faab for woody marks"], expect: "waivers", players: ["Woody Marks"] },
  { turns: ["lost bucky for a few weeks", "any good rbs on the wire"], expect: "waivers" },
  { turns: ["best pickups wk 11?"], expect: "waivers", week: 11 },
  {
    turns: ["monangai is getting more work?", "worth a claim? how much to bid"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  { turns: ["have 63 faab left", "who do i spend it on"], expect: "waivers" },

  // playoffs
  { turns: ["do i make playoffs"], expect: "playoffs" },
  { turns: ["whats my playoff odds lookin like"], expect: "playoffs" },
  { turns: ["we lost again ugh", "am i still alive for the playoffs"], expect: "playoffs" },
  { turns: ["stared at the standings at a red light lol", "playofs?? realistic or no"], expect: "playoffs" },

  // improveOdds
  { turns: ["what can i do to bump my playoff chances"], expect: "improveOdds" },
  { turns: ["moves to improve my odds of making it"], expect: "improveOdds" },
  { turns: ["my playoff odds are like 30%", "how do i get that up"], expect: "improveOdds" },
  { turns: ["what trades or pickups would help me make the playoffs most"], expect: "improveOdds" },
  { turns: ["best way to boost my playoff odds before the deadline"], expect: "improveOdds" },
  { turns: ["do i make the playoffs", "wat should i change to get in"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i playing this week"], expect: "matchup" },
  { turns: ["am i favored this wk"], expect: "matchup" },
  { turns: ["week 12 matchup who is it"], expect: "matchup", week: 12 },
  { turns: ["who do i play this week", "and whats my win prob"], expect: "matchup" },
  { turns: ["who am i up against this week", "projected score of the game?"], expect: "matchup" },
  { turns: ["next weeks opponent?"], expect: "matchup", week: "next" },

  // record
  { turns: ["whats my record"], expect: "record" },
  { turns: ["where am i in the standings"], expect: "record" },
  { turns: ["won this week!!", "so whats my record now"], expect: "record" },
  { turns: ["forgot to check the app", "where do i rank in the league"], expect: "record" },

  // rosterStatus
  { turns: ["thinking about my lineup", "who on my team is hurt right now"], expect: "rosterStatus" },
  { turns: ["any of my guys on bye this week"], expect: "rosterStatus" },
  { turns: ["week 12 injuries or byes on my team"], expect: "rosterStatus", week: 12 },
  { turns: ["trying to plan ahead", "which of my players have byes in week 13"], expect: "rosterStatus", week: 13 },

  // positionRank
  { turns: ["rank my wrs"], expect: "positionRank", position: "WR" },
  { turns: ["rank my rbs for week 11"], expect: "positionRank", position: "RB", week: 11 },
  { turns: ["te is a mess for me", "order my tes best to worst"], expect: "positionRank", position: "TE" },
  { turns: ["rank my wrs this week", "ok now rbs"], expect: "positionRank", position: "RB" },
  { turns: ["rank my qbs this week which is best"], expect: "positionRank", position: "QB" },

  // projectedTotal
  { turns: ["how many points am i projected for"], expect: "projectedTotal" },
  { turns: ["feeling nervous abt this week", "whats my teams ceiling"], expect: "projectedTotal" },
  { turns: ["projected total week 11?"], expect: "projectedTotal", week: 11 },
  { turns: ["set my lineup", "ok now how many pts is that projected"], expect: "projectedTotal" },

  // leaders
  { turns: ["whos in first"], expect: "leaders" },
  { turns: ["best team in the league by points?"], expect: "leaders" },
  { turns: ["coach tatum keeps trash talking", "whats his record"], expect: "leaders", team: "Red Zone Raiders" },
  { turns: ["where is sunday scaries in the standings"], expect: "leaders", team: "Sunday Scaries" },
  { turns: ["who leads the league", "ok what about pocket passers record"], expect: "leaders", team: "Pocket Passers" },

  // sleepers
  { turns: ["any sleepers for next week"], expect: "sleepers", week: "next" },
  { turns: ["deep pickups nobodys talking about"], expect: "sleepers" },
  { turns: ["under the radar guys to stash for next wk"], expect: "sleepers", week: "next" },
  { turns: ["my bench is garbage", "give me some deep sleepers"], expect: "sleepers" },
  { turns: ["i need wr depth", "any sleeper wrs i should know about"], expect: "sleepers" },

  // dropStash
  { turns: ["should i drop my injured guys"], expect: "dropStash" },
  { turns: ["IR or drop for my hurt players"], expect: "dropStash" },
  { turns: ["brandon aiyuk still out", "drop him or keep stashing"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  { turns: ["is it worth holding my injured guys on ir or just cut em"], expect: "dropStash" },
  {
    turns: ["godwin back on the injury report again", "stash or drop"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },

  // byeCover
  { turns: ["need a qb streamer for bye week"], expect: "byeCover", position: "QB" },
  { turns: ["who covers for my te on bye"], expect: "byeCover", position: "TE" },
  {
    turns: ["mcbride has a bye next week", "who do i pick up to replace him"],
    expect: "byeCover",
    position: "TE",
    week: "next",
  },
  { turns: ["my kickers team is on bye", "bye week fill in at k?"], expect: "byeCover", position: "K" },
  { turns: ["rb streamer to cover bye wk 12"], expect: "byeCover", position: "RB", week: 12 },

  // scenario
  { turns: ["if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  { turns: ["what if i win 2 of my last 4"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  { turns: ["if i lose this week am i done"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["whats my playoff odds", "and if i go 3 and 1 the rest of the way?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  { turns: ["sitting at 4-5", "odds if i just win out"], expect: "scenario", scenario: "win-out" },
  { turns: ["say i win 2 more games what are my chances"], expect: "scenario", scenario: { wins: 2, games: null } },

  // tradeIdeas
  { turns: ["who should i trade with for a rb"], expect: "tradeIdeas", position: "RB" },
  {
    turns: ["2 for 1 ideas using pickens and waddle"],
    expect: "tradeIdeas",
    players: ["George Pickens", "Jaylen Waddle"],
  },
  { turns: ["what could waiver wire wizards give me"], expect: "tradeIdeas", team: "Waiver Wire Wizards" },
  { turns: ["im weak at te", "any teams i can trade with to fix that"], expect: "tradeIdeas", position: "TE" },
  { turns: ["trade targets for a wr upgrade, who has extras"], expect: "tradeIdeas", position: "WR" },
  {
    turns: ["need wr help bad", "what could coach reese offer me"],
    expect: "tradeIdeas",
    position: "WR",
    team: "Play Action Pack",
  },

  // help
  { turns: ["what can u do"], expect: "help" },
  { turns: ["how does this work"], expect: "help" },
  { turns: ["hi", "what kind of stuff can i ask you"], expect: "help" },
  { turns: ["new to this app", "what r u able to help with"], expect: "help" },
  { turns: ["help"], expect: "help" },

  // None
  { turns: ["will it rain in chicago sunday"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["ok forget football for a sec", "lakers score last night?"], expect: "None" },
  { turns: ["quick dinner ideas for picky kids"], expect: "None" },
  { turns: ["can u help w my sons math homework fractions"], expect: "None" },
  { turns: ["whats my record", "ok also who won the election"], expect: "None" },

  // two things at once
  {
    turns: ["is mccaffrey playing and if not who do i grab"],
    expect: ["status", "waivers"],
    players: ["Christian McCaffrey"],
  },
  { turns: ["long week", "whats my record and am i making playoffs"], expect: ["record", "playoffs"] },
  { turns: ["who am i playing and how many points am i projected"], expect: ["matchup", "projectedTotal"] },
  { turns: ["rank my rbs and tell me who to flex"], expect: ["positionRank", "slot"], position: "RB" },
  {
    turns: ["jacobs left practice early?", "is he hurt and should i sell him"],
    expect: ["status", "tradeValue"],
    players: ["Josh Jacobs"],
  },
  { turns: ["whos hurt on my team and should i drop them"], expect: ["rosterStatus", "dropStash"] },
  { turns: ["optimize my lineup and tell me my projected total"], expect: ["lineup", "projectedTotal"] },
  { turns: ["waiver pickups + any sleepers for next week"], expect: ["waivers", "sleepers"], week: "next" },
  { turns: ["ugh 4-5", "playoff odds? and what can i do to improve em"], expect: ["playoffs", "improveOdds"] },
  { turns: ["who leads the league and where am i"], expect: ["leaders", "record"] },
  { turns: ["what can u do. also can u check my lineup"], expect: ["help", "lineup"] },
  {
    turns: ["puka is killing it", "any buy lows out there and is puka worth selling"],
    expect: ["buyLow", "tradeValue"],
    players: ["Puka Nacua"],
  },
  {
    turns: ["whats my matchup this week and if i lose it am i cooked"],
    expect: ["matchup", "scenario"],
    scenario: "lose-this-week",
  },
  {
    turns: ["lamb tweaked his ankle?", "metcalf or pickens this week and is lamb ok"],
    expect: ["startSit", "status"],
    players: ["DK Metcalf", "George Pickens", "CeeDee Lamb"],
  },
  {
    turns: ["roster byes next week and who can cover my qb"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "QB",
  },
  {
    turns: ["bowers has been on fire", "whats his ros outlook and whats he worth in a trade"],
    expect: ["outlook", "tradeValue"],
    players: ["Brock Bowers"],
  },
];
