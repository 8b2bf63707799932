// Blind held-out evaluation set 177 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: someone thumb-typing fast on a phone — no caps, little punctuation, autocorrect
// slips ("mcbribe", "wavers", "playoffa"), dropped words.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_177: HeldOutCase[] = [
  // startSit
  { turns: ["start kittle or mcbribe this week"], expect: "startSit", players: ["George Kittle", "Trey McBride"] },
  { turns: ["puka or nabers tonite"], expect: "startSit", players: ["Puka Nacua", "Malik Nabers"] },
  {
    turns: ["is bucky irving playing sunday", "ok if he is do i start him over chuba"],
    expect: "startSit",
    players: ["Bucky Irving", "Chuba Hubbard"],
  },
  { turns: ["do i sit lamar this wk hes been ass"], expect: "startSit", players: ["Lamar Jackson"] },
  { turns: ["week 11 goff or bo nix who i start"], expect: "startSit", players: ["Jared Goff", "Bo Nix"], week: 11 },
  {
    turns: ["start waddle or olave", "k and jsn vs tee higgins"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Tee Higgins"],
  },

  // compare
  {
    turns: ["long term who u rather have bijan or gibbs"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: ["rest of season jeanty vs hampton whos better"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  { turns: ["dynasty wise mcmillan or egbuka"], expect: "compare", players: ["Tetairoa McMillan", "Emeka Egbuka"] },
  {
    turns: ["whos better ros chase or jefferson", "throw lamb in there too"],
    expect: "compare",
    players: ["Ja'Marr Chase", "Justin Jefferson", "CeeDee Lamb"],
  },
  {
    turns: ["bowers or mcbride better te going forward"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
    position: "TE",
  },
  {
    turns: ["treveyon vs judkins for the rest of the yr", "same q but hampton and judkins"],
    expect: "compare",
    players: ["Omarion Hampton", "Quinshon Judkins"],
  },

  // slot
  { turns: ["who goes in my flex this wk"], expect: "slot", position: "FLEX" },
  { turns: ["need an rb2 who shud it be"], expect: "slot", position: "RB" },
  { turns: ["who should be my flex", "ok what about wr2"], expect: "slot", position: "WR" },
  { turns: ["qb slot this week who do i roll w"], expect: "slot", position: "QB" },
  {
    turns: ["who fills my te spot vs the brigade", "wait shud it be kraft or laporta in that spot"],
    expect: "slot",
    position: "TE",
    players: ["Tucker Kraft", "Sam LaPorta"],
  },

  // lineup
  { turns: ["set my lineup for this wk pls"], expect: "lineup" },
  { turns: ["is my lineup optimal rn"], expect: "lineup" },
  { turns: ["set my lineup", "and for week 11 too"], expect: "lineup", week: 11 },
  { turns: ["lineup look ok or am i missin smth"], expect: "lineup" },
  { turns: ["best starting 9 for me this week go"], expect: "lineup" },

  // outlook
  { turns: ["how many pts will saquon score this week"], expect: "outlook", players: ["Saquon Barkley"] },
  { turns: ["whats javonte ceiling"], expect: "outlook", players: ["Javonte Williams"] },
  {
    turns: ["whats the outlook for rashee rice", "and next week?"],
    expect: "outlook",
    players: ["Rashee Rice"],
    week: "next",
  },
  { turns: ["floor for tyreek this wk"], expect: "outlook", players: ["Tyreek Hill"] },
  { turns: ["projection on woody marks next wk"], expect: "outlook", players: ["Woody Marks"], week: "next" },
  {
    turns: ["hows dk lookin this week", "no like points wise whats he gonna give me"],
    expect: "outlook",
    players: ["DK Metcalf"],
  },

  // status
  { turns: ["is cmc playin sunday"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["kamara hurt??"], expect: "status", players: ["Alvin Kamara"] },
  { turns: ["start london or pickens", "wait is pickens even healthy"], expect: "status", players: ["George Pickens"] },
  { turns: ["is mahomes a game time decison"], expect: "status", players: ["Patrick Mahomes"] },
  { turns: ["any update on breece injury"], expect: "status", players: ["Breece Hall"] },
  {
    turns: ["hows jt looking this week", "i mean is he active or not he was limited wed"],
    expect: "status",
    players: ["Jonathan Taylor"],
  },

  // tradeValue
  { turns: ["whats derick henry worth in a trade rn"], expect: "tradeValue", players: ["Derrick Henry"] },
  { turns: ["sell high on jamo?"], expect: "tradeValue", players: ["Jameson Williams"] },
  { turns: ["should i hold or sell kelce"], expect: "tradeValue", players: ["Travis Kelce"] },
  {
    turns: ["whats davante adams trade value", "what about courtland sutton"],
    expect: "tradeValue",
    players: ["Courtland Sutton"],
  },
  { turns: ["buy chase brown now or wait til hes cheaper"], expect: "tradeValue", players: ["Chase Brown"] },
  {
    turns: ["is mcconkey a sell", "ok and terry mclaurin same question"],
    expect: "tradeValue",
    players: ["Terry McLaurin"],
  },

  // buyLow
  { turns: ["any buy low guys i should target"], expect: "buyLow" },
  { turns: ["who are sell high candidates rn"], expect: "buyLow" },
  { turns: ["any good buy low targets", "and sell highs"], expect: "buyLow" },
  { turns: ["gimme some players to dump before there value tanks"], expect: "buyLow" },
  { turns: ["who shud i buy low on before the playoffa"], expect: "buyLow" },

  // trade
  { turns: ["should i accept jacobs for olave"], expect: "trade", players: ["Josh Jacobs", "Chris Olave"] },
  {
    turns: ["harper offered tee higgins n pollard for my bijan thoughts"],
    expect: "trade",
    players: ["Tee Higgins", "Tony Pollard", "Bijan Robinson"],
  },
  { turns: ["who wins this deal achane for nabers"], expect: "trade", players: ["De'Von Achane", "Malik Nabers"] },
  {
    turns: ["what can i get for kyren williams", "ok they offered zay flowers for him is that fair"],
    expect: "trade",
    players: ["Zay Flowers", "Kyren Williams"],
  },
  {
    turns: ["trade kincaid + jeudy for ferguson good or bad"],
    expect: "trade",
    players: ["Dalton Kincaid", "Jerry Jeudy", "Jake Ferguson"],
  },
  {
    turns: ["sawyer wants josh allen", "hes giving burrow and aiyuk do i do it"],
    expect: "trade",
    players: ["Josh Allen", "Joe Burrow", "Brandon Aiyuk"],
  },

  // waivers
  { turns: ["who shud i pick up off wavers"], expect: "waivers" },
  { turns: ["how much faab for sean tucker"], expect: "waivers", players: ["Sean Tucker"] },
  { turns: ["who should i grab on waivers", "how much shud i bid on him"], expect: "waivers" },
  { turns: ["is monangai worth a claim and how much faab"], expect: "waivers", players: ["Kyle Monangai"] },
  { turns: ["need a rb off the wire who"], expect: "waivers", position: "RB" },

  // playoffs
  { turns: ["wats my playoff odds"], expect: "playoffs" },
  { turns: ["am i makin playoffs or nah"], expect: "playoffs" },
  { turns: ["whats my record", "so do i make the playoffs as of now"], expect: "playoffs" },
  { turns: ["r we still alive for the postseason"], expect: "playoffs" },
  { turns: ["chance i finish top 6 lookin at it today"], expect: "playoffs" },

  // improveOdds
  { turns: ["what moves make my playoff odds better"], expect: "improveOdds" },
  { turns: ["how do i boost my chanes of making playoffs"], expect: "improveOdds" },
  { turns: ["whats my playoff odds", "ok how do i improve that"], expect: "improveOdds" },
  { turns: ["wat should i do to sneak in the playoffs"], expect: "improveOdds" },
  { turns: ["any trades or pickups to up my playoff chances"], expect: "improveOdds" },
  { turns: ["am i gonna make it", "ugh what do i need to change to get in"], expect: "improveOdds" },

  // matchup
  { turns: ["who do i play this week"], expect: "matchup" },
  { turns: ["am i favored vs quinn"], expect: "matchup", team: "Blitz Brigade" },
  { turns: ["win prob this week"], expect: "matchup" },
  { turns: ["who am i playing", "do i beat them"], expect: "matchup" },
  { turns: ["hows my matchup lookin"], expect: "matchup" },
  { turns: ["can i beat the red zone raders this wk"], expect: "matchup", team: "Red Zone Raiders" },

  // record
  { turns: ["whats my record"], expect: "record" },
  { turns: ["where do i stand in the leauge"], expect: "record" },
  { turns: ["what place am i in rn"], expect: "record" },
  { turns: ["who leads the league", "and where am i"], expect: "record" },
  { turns: ["how many wins i got"], expect: "record" },

  // rosterStatus
  { turns: ["who on my team is hurt"], expect: "rosterStatus" },
  { turns: ["any of my guys on bye this wk"], expect: "rosterStatus" },
  { turns: ["byes next week on my roster"], expect: "rosterStatus", week: "next" },
  { turns: ["whos injured on my team", "and bye wise for week 12"], expect: "rosterStatus", week: 12 },
  { turns: ["injury report for my squad"], expect: "rosterStatus" },
  { turns: ["who do i got out week 11"], expect: "rosterStatus", week: 11 },

  // positionRank
  { turns: ["rank my wrs"], expect: "positionRank", position: "WR" },
  { turns: ["rank my rbs for this wk"], expect: "positionRank", position: "RB" },
  { turns: ["order my tight ends best to worst"], expect: "positionRank", position: "TE" },
  { turns: ["rank my wide recievers", "now do running backs"], expect: "positionRank", position: "RB" },
  { turns: ["which of my qbs ranks highest"], expect: "positionRank", position: "QB" },
  { turns: ["rank my tes", "k now wrs"], expect: "positionRank", position: "WR" },

  // projectedTotal
  { turns: ["how many points am i projected"], expect: "projectedTotal" },
  { turns: ["whats my projected total this week"], expect: "projectedTotal" },
  { turns: ["my teams range this week high n low"], expect: "projectedTotal" },
  { turns: ["set my lineup", "whats that project to"], expect: "projectedTotal" },
  { turns: ["how much will my team put up this wk"], expect: "projectedTotal" },

  // leaders
  { turns: ["who leads the league"], expect: "leaders" },
  { turns: ["best team in the league rn"], expect: "leaders" },
  { turns: ["whats the sunday scareys record"], expect: "leaders", team: "Sunday Scaries" },
  { turns: ["who has the most points", "and whats there record"], expect: "leaders" },
  { turns: ["whos got the best playoff odds in the league"], expect: "leaders" },
  { turns: ["how is coach finley doing record wise"], expect: "leaders", team: "Waiver Wire Wizards" },

  // sleepers
  { turns: ["sleepers for next week"], expect: "sleepers", week: "next" },
  { turns: ["any pickups for next wk"], expect: "sleepers", week: "next" },
  { turns: ["deep sleepers nxt week?"], expect: "sleepers", week: "next" },
  { turns: ["who should i pick up this week", "and what about for next week"], expect: "sleepers", week: "next" },
  { turns: ["next weeks sleeper te"], expect: "sleepers", position: "TE", week: "next" },
  { turns: ["under the radar guys for week 11"], expect: "sleepers", week: 11 },

  // dropStash
  { turns: ["should i drop tyler warren hes hurt"], expect: "dropStash", players: ["Tyler Warren"] },
  { turns: ["stash or cut godwin"], expect: "dropStash", players: ["Chris Godwin"] },
  { turns: ["which injured guy do i drop"], expect: "dropStash" },
  { turns: ["is jayden reed hurt", "ok do i drop him then"], expect: "dropStash", players: ["Jayden Reed"] },
  { turns: ["worth holding mark andrews on ir or nah"], expect: "dropStash", players: ["Mark Andrews"] },
  { turns: ["need a roster spot", "which of my hurt guys is the cut"], expect: "dropStash" },

  // byeCover
  { turns: ["my qb is on bye who backs him up"], expect: "byeCover", position: "QB" },
  { turns: ["need a streaming te for the bye"], expect: "byeCover", position: "TE" },
  { turns: ["who covers for lamar on his bye"], expect: "byeCover", players: ["Lamar Jackson"], position: "QB" },
  { turns: ["who on my team is on bye next week", "ok who do i use to cover that"], expect: "byeCover", week: "next" },
  { turns: ["backup qb for hurts bye week"], expect: "byeCover", players: ["Jalen Hurts"], position: "QB" },
  { turns: ["dicker on bye soon", "who do i stream at k that week"], expect: "byeCover", position: "K" },

  // scenario
  { turns: ["if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  { turns: ["what if i go 3-2"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  { turns: ["odds if i lose this week"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["whats my playoff chances", "and at 8-6?"], expect: "scenario", scenario: { wins: 8, games: 14 } },
  { turns: ["if i win 2 more am i in"], expect: "scenario", scenario: { wins: 2, games: null } },
  { turns: ["do i get in at 7 and 7"], expect: "scenario", scenario: { wins: 7, games: 14 } },

  // tradeIdeas
  { turns: ["what can i get for kenneth walker"], expect: "tradeIdeas", players: ["Kenneth Walker III"] },
  { turns: ["trade ideas for mcmillan"], expect: "tradeIdeas", players: ["Tetairoa McMillan"] },
  { turns: ["2 for 1 packages for jefferson"], expect: "tradeIdeas", players: ["Justin Jefferson"] },
  { turns: ["whats etienne worth", "ok what could i get for him"], expect: "tradeIdeas", players: ["Travis Etienne"] },
  { turns: ["who could i flip gainwell for"], expect: "tradeIdeas", players: ["Kenneth Gainwell"] },
  {
    turns: ["shopping jayden daniels", "what kinda deals can i build around him"],
    expect: "tradeIdeas",
    players: ["Jayden Daniels"],
  },

  // help
  { turns: ["what can u do"], expect: "help" },
  { turns: ["how does this gm thing work"], expect: "help" },
  { turns: ["what kinda stuff can i ask"], expect: "help" },
  { turns: ["hi", "what r u for"], expect: "help" },

  // None
  { turns: ["whats weather in green bay sunday"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["best bet on the chiefs spread"], expect: "None" },
  { turns: ["what shud i make for dinner"], expect: "None" },
  { turns: ["who wins the nba finals"], expect: "None" },
  { turns: ["thanks", "do u like pizza"], expect: "None" },

  // two-part
  {
    turns: ["is kittle playing and should i start him over kraft"],
    expect: ["status", "startSit"],
    players: ["George Kittle", "Tucker Kraft"],
  },
  { turns: ["whats my record and playoff odds"], expect: ["record", "playoffs"] },
  { turns: ["who am i playing and what am i projected"], expect: ["matchup", "projectedTotal"] },
  { turns: ["whos hurt on my team and who do i pick up"], expect: ["rosterStatus", "waivers"] },
  { turns: ["rank my wrs then set my lineup"], expect: ["positionRank", "lineup"], position: "WR" },
  {
    turns: ["what is puka worth and what could i get for him"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Puka Nacua"],
  },
  { turns: ["im 4-5 rn", "whats my odds now and if i win out"], expect: ["playoffs", "scenario"], scenario: "win-out" },
  { turns: ["whos leading the league and am i favored this week"], expect: ["leaders", "matchup"] },
  { turns: ["buy low targets and any sleepers for next wk"], expect: ["buyLow", "sleepers"], week: "next" },
];
