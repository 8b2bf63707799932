// Blind held-out evaluation set 154 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a fast phone typer (autocorrect mistakes, missing letters, swapped words, no punctuation).
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_154: HeldOutCase[] = [
  // startSit
  {
    turns: ["shoud i start nabbers or waddel this wk"],
    expect: "startSit",
    players: ["Malik Nabers", "Jaylen Waddle"],
  },
  { turns: ["jacobs or kyren who do i roll w"], expect: "startSit", players: ["Josh Jacobs", "Kyren Williams"] },
  {
    turns: ["mcconkey pickens or olave only got room for 1 who starts"],
    expect: "startSit",
    players: ["Ladd McConkey", "George Pickens", "Chris Olave"],
  },
  {
    turns: ["dart or nix at qb this week", "wht about week 12 same 2 guys"],
    expect: "startSit",
    players: ["Jaxson Dart", "Bo Nix"],
    week: 12,
  },
  {
    turns: ["kraft vs laporta who im startin", "ok n if its kraft vs ferguson"],
    expect: "startSit",
    players: ["Tucker Kraft", "Jake Ferguson"],
  },
  {
    turns: ["who do i start judkins or hubbard n whats my team projected for"],
    expect: ["startSit", "projectedTotal"],
    players: ["Quinshon Judkins", "Chuba Hubbard"],
  },

  // compare
  { turns: ["ros who u want chase or jefferson"], expect: "compare", players: ["Ja'Marr Chase", "Justin Jefferson"] },
  {
    turns: ["jeanty vs hampton long term whos better"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["compair egbuka n mcmillan rest of szn"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: ["bowers or mcbride better rest of yr", "and kelce vs andrews same q"],
    expect: "compare",
    players: ["Travis Kelce", "Mark Andrews"],
  },
  {
    turns: ["who has the better ros achane or cook", "throw bucky in ther too"],
    expect: "compare",
    players: ["De'Von Achane", "James Cook", "Bucky Irving"],
  },
  {
    turns: ["trying to figure out my wr room", "lamb vs puka for the rest of the seasn who u got"],
    expect: "compare",
    players: ["CeeDee Lamb", "Puka Nacua"],
  },

  // slot
  { turns: ["who goes at flex this wk"], expect: "slot", position: "FLEX" },
  { turns: ["need a te in there this week who do i put"], expect: "slot", position: "TE" },
  { turns: ["whos my rb2 supposed to b"], expect: "slot", position: "RB" },
  { turns: ["who shoud be my qb this week", "and my flex"], expect: "slot", position: "FLEX" },
  { turns: ["wr3 spot who fills it"], expect: "slot", position: "WR" },
  {
    turns: ["set my lineup", "actualy just tell me who goes in the flex for nxt week"],
    expect: "slot",
    position: "FLEX",
    week: "next",
  },

  // lineup
  { turns: ["set my lineup pls"], expect: "lineup" },
  { turns: ["any chnages to my lineup"], expect: "lineup" },
  { turns: ["optimze my starters for sunday"], expect: "lineup" },
  { turns: ["is my lineup good", "what about for week 12"], expect: "lineup", week: 12 },
  { turns: ["whos on bye for me", "ok then check my line up real quick im at work"], expect: "lineup" },
  { turns: ["fix my lineup then tell me whos hurt on my team"], expect: ["lineup", "rosterStatus"] },

  // outlook
  { turns: ["hows skatebo lookin this week"], expect: "outlook", players: ["Cam Skattebo"] },
  { turns: ["how many pts gonna bijan score"], expect: "outlook", players: ["Bijan Robinson"] },
  { turns: ["is tee higgins even worth startin anymore"], expect: "outlook", players: ["Tee Higgins"] },
  { turns: ["whats the outlook for jamo", "and ros"], expect: "outlook", players: ["Jameson Williams"] },
  {
    turns: ["projection for mahomes", "how bout week 13"],
    expect: "outlook",
    players: ["Patrick Mahomes"],
    week: 13,
  },
  { turns: ["is worthy gonna do anything the rest of the year"], expect: "outlook", players: ["Xavier Worthy"] },

  // status
  { turns: ["is cmc playin sunday"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["whats the lates on nico collins"], expect: "status", players: ["Nico Collins"] },
  { turns: ["kittle hurt again or wat"], expect: "status", players: ["George Kittle"] },
  { turns: ["any news on rashee rice", "and adams"], expect: "status", players: ["Davante Adams"] },
  { turns: ["start aiyuk or mclaurin", "wait is aiyuk even playing"], expect: "status", players: ["Brandon Aiyuk"] },
  {
    turns: ["is saquon healthy n what do u project him for"],
    expect: ["status", "outlook"],
    players: ["Saquon Barkley"],
  },

  // tradeValue
  { turns: ["whats puka worth in a trade rn"], expect: "tradeValue", players: ["Puka Nacua"] },
  { turns: ["sell high on dowdle or hold"], expect: "tradeValue", players: ["Rico Dowdle"] },
  { turns: ["is now the time to buy low on brian thomas"], expect: "tradeValue", players: ["Brian Thomas Jr."] },
  { turns: ["trade value on etienne", "wat about javonte"], expect: "tradeValue", players: ["Javonte Williams"] },
  { turns: ["hold or sel jefferson hes been meh"], expect: "tradeValue", players: ["Justin Jefferson"] },
  {
    turns: ["is pitts a sell high", "ok what about laporta is he a buy low"],
    expect: "tradeValue",
    players: ["Sam LaPorta"],
  },

  // buyLow
  { turns: ["who shud i buy low on"], expect: "buyLow" },
  { turns: ["any buy lows worth targetng"], expect: "buyLow" },
  { turns: ["buy low candiates this week"], expect: "buyLow" },
  { turns: ["is lamb a buy low", "ok who else shud i buy low on"], expect: "buyLow" },
  {
    turns: ["im 4 and 5", "need to get aggresive who are some guys i can buy cheap rn"],
    expect: "buyLow",
  },
  { turns: ["who are the buy low targets and whats my record"], expect: ["buyLow", "record"] },

  // trade
  { turns: ["shoud i trade tyreek for jsn"], expect: "trade", players: ["Tyreek Hill", "Jaxon Smith-Njigba"] },
  {
    turns: ["giving up henry and worthy for cook good deal or no"],
    expect: "trade",
    players: ["Derrick Henry", "Xavier Worthy", "James Cook"],
  },
  {
    turns: ["somone wants hampton for zay flowers shud i accept"],
    expect: "trade",
    players: ["Omarion Hampton", "Zay Flowers"],
  },
  {
    turns: ["would u do jacobs for aj brown", "what if they add goedert"],
    expect: "trade",
    players: ["Josh Jacobs", "A.J. Brown", "Dallas Goedert"],
  },
  {
    turns: ["i give warren n meyers for london who wins that"],
    expect: "trade",
    players: ["Jaylen Warren", "Jakobi Meyers", "Drake London"],
  },
  {
    turns: ["whats burrow worth", "wud u do burrow for hurts straight up yes or no"],
    expect: "trade",
    players: ["Joe Burrow", "Jalen Hurts"],
  },

  // waivers
  { turns: ["who shud i pick up this wk"], expect: "waivers" },
  { turns: ["best adds on waivers"], expect: "waivers" },
  { turns: ["how much faab for woody marks"], expect: "waivers", players: ["Woody Marks"] },
  {
    turns: ["whos worth grabbing off the wire", "how much shud i bid on monangai"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  { turns: ["rank my rbs", "ugh they suck who can i add off free agency"], expect: "waivers" },
  { turns: ["who do i pick up n who do i drop for him"], expect: ["waivers", "dropStash"] },

  // playoffs
  { turns: ["am i makin the playoffs"], expect: "playoffs" },
  { turns: ["whats my playof odds"], expect: "playoffs" },
  { turns: ["chance i get a first round bye"], expect: "playoffs" },
  { turns: ["what are my odds to make playoffs", "and coach blakes"], expect: "playoffs", team: "Sunday Scaries" },
  { turns: ["can red zone raiders clinch this week"], expect: "playoffs", team: "Red Zone Raiders" },
  { turns: ["odds i win the title", "wat about two minute drill"], expect: "playoffs", team: "Two-Minute Drill" },

  // improveOdds
  { turns: ["what moves do i make to get into the playoffs"], expect: "improveOdds" },
  { turns: ["im 4-5 and sliding", "how do i turn this seaosn around"], expect: "improveOdds" },
  { turns: ["help me improve my playoff odds"], expect: "improveOdds" },
  { turns: ["what are my playoff odds", "ok how do i make them better"], expect: "improveOdds" },
  { turns: ["what shud i do to save my season"], expect: "improveOdds" },
  { turns: ["how do i boost my playoff chances n what r they now"], expect: ["improveOdds", "playoffs"] },

  // matchup
  { turns: ["who am i playin this week"], expect: "matchup" },
  { turns: ["win prob for my game this wk"], expect: "matchup" },
  { turns: ["who do i play this week", "and next week"], expect: "matchup", week: "next" },
  { turns: ["who wins my matchup in week 12"], expect: "matchup", week: 12 },
  {
    turns: ["who am i playing this week", "who wins coach rowans game"],
    expect: "matchup",
    team: "End Zone Envy",
  },
  { turns: ["whos my opponent n whats my projected score"], expect: ["matchup", "projectedTotal"] },

  // record
  { turns: ["whats my record"], expect: "record" },
  { turns: ["where am i in the standings"], expect: "record" },
  { turns: ["wats blitz brigade record"], expect: "record", team: "Blitz Brigade" },
  { turns: ["my record", "and coach sawyer"], expect: "record", team: "Audible Alchemists" },
  {
    turns: ["where does pocket passers sit in standings", "what about hail mary heroes"],
    expect: "record",
    team: "Hail Mary Heroes",
  },
  { turns: ["whats my record n am i makin playoffs"], expect: ["record", "playoffs"] },

  // rosterStatus
  { turns: ["any injuries on my team"], expect: "rosterStatus" },
  { turns: ["whos on bye for me this week"], expect: "rosterStatus" },
  { turns: ["byes n injuries next week on my roster"], expect: "rosterStatus", week: "next" },
  { turns: ["who on my team is hurt", "what about week 12 byes"], expect: "rosterStatus", week: 12 },
  { turns: ["check my roster for injurys and byes"], expect: "rosterStatus" },
  { turns: ["injury report for my squad", "and nxt week"], expect: "rosterStatus", week: "next" },

  // positionRank
  { turns: ["rank my wrs"], expect: "positionRank", position: "WR" },
  { turns: ["rank my rbs for this wk"], expect: "positionRank", position: "RB" },
  { turns: ["order my tight ends best to worst"], expect: "positionRank", position: "TE" },
  { turns: ["rank my wr for week 11", "now do rbs"], expect: "positionRank", position: "RB", week: 11 },
  { turns: ["rank my qbs", "and tes"], expect: "positionRank", position: "TE" },
  { turns: ["rnak my wide recievers for next week"], expect: "positionRank", position: "WR", week: "next" },

  // projectedTotal
  { turns: ["whats my projected total"], expect: "projectedTotal" },
  { turns: ["how many pts am i projectd for"], expect: "projectedTotal" },
  { turns: ["projected points range for my team this wk"], expect: "projectedTotal" },
  { turns: ["whats my team projected", "and week 13"], expect: "projectedTotal", week: 13 },
  { turns: ["am i favored", "how much am i projected to score next week tho"], expect: "projectedTotal", week: "next" },
  { turns: ["whats my projection and am i favored"], expect: ["projectedTotal", "matchup"] },

  // leaders
  { turns: ["whos the best team in the league"], expect: "leaders" },
  { turns: ["whats my projected total", "who has scored the most pts all year"], expect: "leaders" },
  { turns: ["whos in first"], expect: "leaders" },
  { turns: ["strongest team rn"], expect: "leaders" },
  { turns: ["where am i at in the standings", "ok whos leading the league"], expect: "leaders" },
  { turns: ["whos in 1st and where am i"], expect: ["leaders", "record"] },

  // sleepers
  { turns: ["any sleepers for next week"], expect: "sleepers", week: "next" },
  { turns: ["deep pickups nobodys talkin about"], expect: "sleepers" },
  { turns: ["gimme a sleeper or 2"], expect: "sleepers" },
  { turns: ["who shud i pick up", "any deeper sleepers tho"], expect: "sleepers" },
  { turns: ["deep sleeper for nxt wk"], expect: "sleepers", week: "next" },
  { turns: ["whos on waivers", "nah i mean real sleepers like deep deep"], expect: "sleepers" },

  // dropStash
  { turns: ["who shud i drop"], expect: "dropStash" },
  { turns: ["drop or stash breece hes banged up"], expect: "dropStash", players: ["Breece Hall"] },
  { turns: ["is it time to drop godwin"], expect: "dropStash", players: ["Chris Godwin"] },
  { turns: ["is dobbins hurt", "shud i drop him or stash"], expect: "dropStash", players: ["J.K. Dobbins"] },
  { turns: ["need a roster spot whos the cut"], expect: "dropStash" },
  { turns: ["drop judkins", "what about pollard"], expect: "dropStash", players: ["Tony Pollard"] },

  // byeCover
  {
    turns: ["mcbride on bye need a te streamer"],
    expect: "byeCover",
    players: ["Trey McBride"],
    position: "TE",
  },
  { turns: ["my qb is on bye who do i stream"], expect: "byeCover", position: "QB" },
  { turns: ["need a qb for allens bye week"], expect: "byeCover", players: ["Josh Allen"], position: "QB" },
  { turns: ["whos on bye for me", "ok get me a backup rb for the bye"], expect: "byeCover", position: "RB" },
  {
    turns: ["wr streamer for the mclaurin bye"],
    expect: "byeCover",
    players: ["Terry McLaurin"],
    position: "WR",
  },
  {
    turns: ["lamar on bye next week who do i stream at qb"],
    expect: "byeCover",
    players: ["Lamar Jackson"],
    position: "QB",
    week: "next",
  },

  // scenario
  { turns: ["if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  { turns: ["what if i lose this week am i done"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["odds if i go 3-1 the rest of the way"], expect: "scenario", scenario: { wins: 3, games: 4 } },
  { turns: ["if i win 2 more do i get in"], expect: "scenario", scenario: { wins: 2, games: null } },
  {
    turns: ["whats my playoff chances", "what if i win 2 of my last 4"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["if i win out what are my odds", "and if i just go 2-2"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },

  // tradeIdeas
  { turns: ["any trade ideas for me"], expect: "tradeIdeas" },
  { turns: ["what cud i get for dk metcalf"], expect: "tradeIdeas", players: ["DK Metcalf"] },
  { turns: ["which teams need a rb"], expect: "tradeIdeas", position: "RB" },
  { turns: ["any 2 for 1 deals i cud make"], expect: "tradeIdeas" },
  {
    turns: ["is jt a sell high", "ok who wud even trade for him"],
    expect: "tradeIdeas",
    players: ["Jonathan Taylor"],
  },
  { turns: ["what trades shud i make", "who needs a te"], expect: "tradeIdeas", position: "TE" },

  // help
  { turns: ["what can u do"], expect: "help" },
  { turns: ["how do i use this thing"], expect: "help" },
  { turns: ["wat kinda questions can i ask"], expect: "help" },
  { turns: ["help"], expect: "help" },
  { turns: ["hi", "what can this gm even do"], expect: "help" },
  { turns: ["list of stuff u can help with"], expect: "help" },

  // None
  { turns: ["whats the weather in buffalo sunday"], expect: "None" },
  { turns: ["thx for the lineup help", "ok random but who won the lakers game last nite"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["recipe for wings"], expect: "None" },
  { turns: ["start kelce or goedert", "lol nvm whats a good pizza place near me"], expect: "None" },
  { turns: ["my gf is mad i play fantasy what do i do"], expect: "None" },
];
