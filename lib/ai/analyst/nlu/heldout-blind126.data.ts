// Blind held-out evaluation set 126 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a busy manager who often asks two things in one message.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_126: HeldOutCase[] = [
  // startSit
  {
    turns: ["nabers or jsn this wk?? need to lock it before thurs"],
    expect: "startSit",
    players: ["Malik Nabers", "Jaxon Smith-Njigba"],
  },
  { turns: ["kittle or mcbride tonight"], expect: "startSit", players: ["George Kittle", "Trey McBride"] },
  {
    turns: ["is bucky irving playing sunday", "ok assuming he goes, bucky or chuba"],
    expect: "startSit",
    players: ["Bucky Irving", "Chuba Hubbard"],
  },
  {
    turns: ["achane, cook or dobbins in week 11? can only start 2"],
    expect: "startSit",
    players: ["De'Von Achane", "James Cook", "J.K. Dobbins"],
    week: 11,
  },
  {
    turns: ["is goff playing thru the ankle thing?", "ok then goff or nix this week, im torn lol"],
    expect: "startSit",
    players: ["Jared Goff", "Bo Nix"],
  },
  { turns: ["worthy or waddle. both scare me"], expect: "startSit", players: ["Xavier Worthy", "Jaylen Waddle"] },
  {
    turns: ["who should i start at flex this week", "ok but specifically, pickens or sutton"],
    expect: "startSit",
    players: ["George Pickens", "Courtland Sutton"],
  },

  // compare
  { turns: ["who's the better ros asset, puka or chase"], expect: "compare", players: ["Puka Nacua", "Ja'Marr Chase"] },
  { turns: ["bijan vs gibbs long term, who u taking"], expect: "compare", players: ["Bijan Robinson", "Jahmyr Gibbs"] },
  {
    turns: ["hows brock bowers looking", "and how does he stack up vs mcbride the rest of the way"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["jeanty or hampton - forget this week, who's just the better player"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["drake london has been on fire", "is he better than garrett wilson ros tho"],
    expect: "compare",
    players: ["Drake London", "Garrett Wilson"],
  },
  {
    turns: ["compare lamar and josh allen for me", "ros, not just this week"],
    expect: "compare",
    players: ["Lamar Jackson", "Josh Allen"],
  },

  // slot
  { turns: ["who goes in my flex this week"], expect: "slot", position: "FLEX" },
  { turns: ["need a TE for sunday, who's my best option"], expect: "slot", position: "TE" },
  { turns: ["my rb2 spot is a mess", "who do i put there this week"], expect: "slot", position: "RB" },
  { turns: ["best superflex play for wk 11?"], expect: "slot", week: 11 },
  { turns: ["who's my flex this week", "what about week 12"], expect: "slot", position: "FLEX", week: 12 },

  // lineup
  { turns: ["can u look over my lineup this week and fix anything dumb"], expect: "lineup" },
  { turns: ["set my optimal lineup pls"], expect: "lineup" },
  {
    turns: ["who am i playing this week", "cool. check my lineup and tell me if i should swap anyone"],
    expect: "lineup",
  },
  { turns: ["is my lineup set right for wk 11? traveling and cant check"], expect: "lineup", week: 11 },
  { turns: ["gimme my best starting lineup for next week"], expect: "lineup", week: "next" },

  // outlook
  {
    turns: ["dart threw 3 tds again lol", "is he legit or just a hot streak"],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["what should i expect from tet mcmillan the rest of the way"],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
  },
  {
    turns: ["whats the deal with monangai", "like is he gonna keep getting the work ros"],
    expect: "outlook",
    players: ["Kyle Monangai"],
  },
  { turns: ["whats k9 projected for this week"], expect: "outlook", players: ["Kenneth Walker III"] },
  {
    turns: ["woody marks is sitting on my bench", "is he actually good or was last week a fluke"],
    expect: "outlook",
    players: ["Woody Marks"],
  },
  { turns: ["ros outlook on kelce? is he cooked"], expect: "outlook", players: ["Travis Kelce"] },

  // status
  {
    turns: ["cmc looked hurt at the end of the game", "is he playing sunday"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  { turns: ["tyreek injury update?"], expect: "status", players: ["Tyreek Hill"] },
  { turns: ["nico collins on bye this week?"], expect: "status", players: ["Nico Collins"] },
  {
    turns: ["how does rashee rice look ros", "wait is he even practicing this week"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  { turns: ["did mcconkey practice today"], expect: "status", players: ["Ladd McConkey"] },
  { turns: ["is amon-ra questionable?", "and laporta?"], expect: "status", players: ["Sam LaPorta"] },

  // tradeValue
  { turns: ["should i sell high on dowdle"], expect: "tradeValue", players: ["Rico Dowdle"] },
  { turns: ["what's JT worth in a trade rn"], expect: "tradeValue", players: ["Jonathan Taylor"] },
  { turns: ["kyren's had 2 bad weeks in a row", "buy or sell?"], expect: "tradeValue", players: ["Kyren Williams"] },
  {
    turns: ["whats going on with mark andrews lately", "so do i hold or try to move him"],
    expect: "tradeValue",
    players: ["Mark Andrews"],
  },
  { turns: ["henry - hold or sell before playoffs?"], expect: "tradeValue", players: ["Derrick Henry"] },

  // buyLow
  { turns: ["who are some buy low guys around the league rn"], expect: "buyLow" },
  { turns: ["any sell high candidates on my roster"], expect: "buyLow" },
  { turns: ["who's underperforming that i could snag cheap"], expect: "buyLow" },
  { turns: ["give me a few buy-low wrs"], expect: "buyLow", position: "WR" },
  { turns: ["whats my record", "oof. ok who can i buy low on around the league"], expect: "buyLow" },

  // trade
  {
    turns: ["someone offered me garrett wilson for zay flowers. accept?"],
    expect: "trade",
    players: ["Garrett Wilson", "Zay Flowers"],
  },
  {
    turns: ["got a trade offer", "jacobs for my nabers. take it?"],
    expect: "trade",
    players: ["Josh Jacobs", "Malik Nabers"],
  },
  {
    turns: ["would u do tee higgins + chuba for saquon"],
    expect: "trade",
    players: ["Tee Higgins", "Chuba Hubbard", "Saquon Barkley"],
  },
  {
    turns: ["thinking about trading for a te", "would you give up chase brown for kittle"],
    expect: "trade",
    players: ["Chase Brown", "George Kittle"],
  },
  {
    turns: ["my breece for his devonta smith and hunter henry — good or bad?"],
    expect: "trade",
    players: ["Breece Hall", "DeVonta Smith", "Hunter Henry"],
  },
  {
    turns: ["trade offer: my ceedee for gibbs. smash accept or decline"],
    expect: "trade",
    players: ["CeeDee Lamb", "Jahmyr Gibbs"],
  },
  {
    turns: ["got another offer in", "olave and goedert for my jsn, thoughts"],
    expect: "trade",
    players: ["Chris Olave", "Dallas Goedert", "Jaxon Smith-Njigba"],
  },

  // tradeIdeas
  { turns: ["i'm so thin at rb", "who should i trade with to fix that"], expect: "tradeIdeas", position: "RB" },
  { turns: ["find me a trade partner for davante adams"], expect: "tradeIdeas", players: ["Davante Adams"] },
  {
    turns: ["can i package bucky and addison into an upgrade? who'd bite"],
    expect: "tradeIdeas",
    players: ["Bucky Irving", "Jordan Addison"],
  },
  { turns: ["which teams need a te", "ok who could i flip pitts to"], expect: "tradeIdeas", players: ["Kyle Pitts"] },
  { turns: ["any 2 for 1 trades i should be looking at"], expect: "tradeIdeas" },

  // waivers
  { turns: ["best pickup on waivers this week?"], expect: "waivers" },
  {
    turns: ["judkins is on waivers!!", "how much faab should i throw at him"],
    expect: "waivers",
    players: ["Quinshon Judkins"],
  },
  { turns: ["any rbs on the wire worth grabbing"], expect: "waivers", position: "RB" },
  { turns: ["who should i pick up", "and how much should i bid"], expect: "waivers" },

  // sleepers
  { turns: ["any deep sleepers i should stash for the playoffs"], expect: "sleepers" },
  { turns: ["who's a breakout candidate nobody's talking about"], expect: "sleepers" },
  { turns: ["who are next week's hot pickups before everyone else grabs them"], expect: "sleepers" },
  { turns: ["couple under the radar rbs to stash?"], expect: "sleepers", position: "RB" },
  { turns: ["waiver wire is thin", "any deeper guys worth a flier? handcuffs whatever"], expect: "sleepers" },
  { turns: ["which backup rb could blow up if the starter goes down"], expect: "sleepers", position: "RB" },
  {
    turns: ["who should i grab off waivers", "nah i mean deeper than that, like guys nobody's even rostered yet"],
    expect: "sleepers",
  },

  // dropStash
  {
    turns: ["godwin still not practicing", "drop him or keep stashing"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  { turns: ["who do i cut to make room for a waiver add"], expect: "dropStash" },
  { turns: ["aiyuk still out?", "is it time to just drop him"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  { turns: ["holding all my injured guys is killing me, who should i cut"], expect: "dropStash" },
  { turns: ["need a roster spot", "worth dropping javonte?"], expect: "dropStash", players: ["Javonte Williams"] },

  // byeCover
  {
    turns: ["allen's on bye next week, who do i stream at qb"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
    week: "next",
  },
  {
    turns: ["kittle's on bye week 11 right", "who do i use at te that week"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
    week: 11,
  },
  {
    turns: ["who's on bye for me in week 12", "ok so who replaces puka that week"],
    expect: "byeCover",
    players: ["Puka Nacua"],
    week: 12,
  },
  {
    turns: ["mahomes bye week - any good streamers?"],
    expect: "byeCover",
    players: ["Patrick Mahomes"],
    position: "QB",
  },
  {
    turns: ["is laporta hurt", "ugh. who's a fill-in te while he's out"],
    expect: "byeCover",
    players: ["Sam LaPorta"],
    position: "TE",
  },
  { turns: ["best defense to stream while mine is on bye"], expect: "byeCover", position: "DEF" },
  {
    turns: ["jayden daniels on bye wk 11?", "yeah thought so. who's my backup qb plan"],
    expect: "byeCover",
    players: ["Jayden Daniels"],
    position: "QB",
    week: 11,
  },

  // playoffs
  { turns: ["what are my playoff odds"], expect: "playoffs" },
  { turns: ["do i have a real shot at a first round bye"], expect: "playoffs" },
  { turns: ["im 7-2", "what are my chances to win the whole thing"], expect: "playoffs" },
  { turns: ["how we lookin for the playoffs"], expect: "playoffs" },
  { turns: ["whats my record", "and my chances of making the top 6?"], expect: "playoffs" },

  // scenario
  { turns: ["if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  { turns: ["what are my odds if i go 2-2 the rest of the way"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  { turns: ["what are my playoff odds", "what if i lose this week"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["what're my playoff odds", "and if i win 3 of the last 4?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  { turns: ["say i win two more games, am i in?"], expect: "scenario", scenario: { wins: 2, games: null } },

  // improveOdds
  { turns: ["what moves would boost my playoff odds"], expect: "improveOdds" },
  { turns: ["im sitting at 5-4", "what should i do to improve my team"], expect: "improveOdds" },
  { turns: ["my playoff odds are like 30% right?", "what can i do to push that up"], expect: "improveOdds" },
  { turns: ["whats the single biggest move i can make to get into the playoffs"], expect: "improveOdds" },
  { turns: ["what would make my team better for a playoff push"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i playing this week"], expect: "matchup" },
  { turns: ["who am i playing", "what are my chances to win"], expect: "matchup" },
  { turns: ["preview my week 12 matchup"], expect: "matchup", week: 12 },
  { turns: ["who's my opponent next week and are they any good"], expect: "matchup", week: "next" },
  { turns: ["how do i stack up vs my opponent this week"], expect: "matchup" },
  { turns: ["who do i play this week", "what about next week"], expect: "matchup", week: "next" },

  // projectedTotal
  { turns: ["how many points am i projected for this week"], expect: "projectedTotal" },
  { turns: ["projected points this week?", "whats my floor and ceiling"], expect: "projectedTotal" },
  { turns: ["projected total for week 11?"], expect: "projectedTotal", week: 11 },
  { turns: ["whats my projection this week", "and next week?"], expect: "projectedTotal", week: "next" },

  // record
  { turns: ["what's my record"], expect: "record" },
  { turns: ["where do i sit in the standings rn"], expect: "record" },
  { turns: ["whats red zone raiders record"], expect: "record", team: "Red Zone Raiders" },
  {
    turns: ["how's coach sutton's team doing", "like what's their record"],
    expect: "record",
    team: "Hail Mary Heroes",
  },

  // leaders
  { turns: ["who's in first place"], expect: "leaders" },
  { turns: ["show me the standings", "who's scored the most points though"], expect: "leaders" },
  { turns: ["which team's the best in the league rn"], expect: "leaders" },
  { turns: ["whats my record", "ok who's top of the league though"], expect: "leaders" },

  // rosterStatus
  { turns: ["any of my guys hurt or on bye this week"], expect: "rosterStatus" },
  { turns: ["who on my roster is on bye next week"], expect: "rosterStatus", week: "next" },
  { turns: ["injury report for my team?"], expect: "rosterStatus" },
  { turns: ["who on my team is on bye this week", "and week 12?"], expect: "rosterStatus", week: 12 },
  { turns: ["is my team healthy going into sunday"], expect: "rosterStatus" },

  // positionRank
  { turns: ["rank my rbs for this week"], expect: "positionRank", position: "RB" },
  { turns: ["rank my wrs for week 11"], expect: "positionRank", position: "WR", week: 11 },
  { turns: ["order my tes for this week best to worst"], expect: "positionRank", position: "TE" },
  { turns: ["rank my qbs this week"], expect: "positionRank", position: "QB" },
  { turns: ["rank my rbs this week", "now do wrs"], expect: "positionRank", position: "WR" },

  // help
  { turns: ["hey"], expect: "help" },
  { turns: ["what can you do"], expect: "help" },
  { turns: ["how does this work"], expect: "help" },
  { turns: ["yo what kinda stuff can i ask you"], expect: "help" },
  { turns: ["hi!", "what are you able to help with?"], expect: "help" },

  // None
  { turns: ["whats the weather gonna be in buffalo sunday"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["who wins the nba finals this year"], expect: "None" },
  { turns: ["can u help with my calc homework"], expect: "None" },
  { turns: ["whats the over under on chiefs bills"], expect: "None" },
  { turns: ["recommend a good pizza place near me"], expect: "None" },
  { turns: ["what's my record", "unrelated but how do i fix a leaky faucet"], expect: "None" },

  // two things in one message
  {
    turns: ["start hampton over skattebo? and whats my projected total if i do"],
    expect: ["startSit", "projectedTotal"],
    players: ["Omarion Hampton", "Cam Skattebo"],
  },
  { turns: ["whats my record and am i making the playoffs"], expect: ["record", "playoffs"] },
  { turns: ["who do i play this week and whats my projected score"], expect: ["matchup", "projectedTotal"] },
  { turns: ["any injuries on my team? also who should i grab off waivers"], expect: ["rosterStatus", "waivers"] },
  {
    turns: ["is saquon playing this week? and if not who should i pick up"],
    expect: ["status", "waivers"],
    players: ["Saquon Barkley"],
  },
  { turns: ["rank my rbs and tell me who to put at flex"], expect: ["positionRank", "slot"] },
  { turns: ["what are my playoff odds and what can i do to improve them"], expect: ["playoffs", "improveOdds"] },
  { turns: ["who leads the league and where am i"], expect: ["leaders", "record"] },
  {
    turns: ["jsn had a monster game", "is he legit and should i sell high"],
    expect: ["outlook", "tradeValue"],
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["should i cut rachaad white and who do i pick up instead"],
    expect: ["dropStash", "waivers"],
    players: ["Rachaad White"],
  },
  { turns: ["fix my lineup and tell me my projected total after"], expect: ["lineup", "projectedTotal"] },
  { turns: ["whos hurt on my team this week and who's my opponent"], expect: ["rosterStatus", "matchup"] },
  { turns: ["if i win out am i in? and whats my current record"], expect: ["scenario", "record"], scenario: "win-out" },
  { turns: ["any buy low guys out there? and who should i trade with to get a wr"], expect: ["buyLow", "tradeIdeas"] },
  { turns: ["hey what can you do, also whats my record"], expect: ["help", "record"] },
];
