// Blind held-out evaluation set 146 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a night-shift nurse texting on a break (abbreviations, tired, quick).
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_146: HeldOutCase[] = [
  // startSit
  {
    turns: ["nabers or waddle tn?? on break, need to lock it in b4 kickoff"],
    expect: "startSit",
    players: ["Malik Nabers", "Jaylen Waddle"],
  },
  {
    turns: ["flex call: kyren vs hampton vs dowdle. go. 10 min left"],
    expect: "startSit",
    players: ["Kyren Williams", "Omarion Hampton", "Rico Dowdle"],
  },
  {
    turns: ["start lamb or jsn this wk", "ok what abt wk 12 tho"],
    expect: "startSit",
    players: ["CeeDee Lamb", "Jaxon Smith-Njigba"],
    week: 12,
  },
  {
    turns: ["hurts or goff at qb?", "nvm that's set. same 2 for next wk, who"],
    expect: "startSit",
    players: ["Jalen Hurts", "Jared Goff"],
    week: "next",
  },
  {
    turns: ["pitts or kraft at te sunday. brain is mush sry"],
    expect: "startSit",
    players: ["Kyle Pitts", "Tucker Kraft"],
  },
  {
    turns: ["dk or courtland this wk? whoever has the softer d"],
    expect: "startSit",
    players: ["DK Metcalf", "Courtland Sutton"],
  },

  // compare
  {
    turns: ["ros who u rather have, bijan or gibbs. honest answer pls"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: ["long term puka vs ja'marr... who's better the rest of the way"],
    expect: "compare",
    players: ["Puka Nacua", "Ja'Marr Chase"],
  },
  {
    turns: ["compare bowers n mcbride rest of szn", "and kittle vs those 2?"],
    expect: "compare",
    players: ["George Kittle", "Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["jeanty vs hampton going fwd, who's the better rb to own"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["egbuka or t-mac for the rest of the yr? not asking abt this wk"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: ["who's better ros, nico or drake london", "k now aiyuk vs pickens"],
    expect: "compare",
    players: ["Brandon Aiyuk", "George Pickens"],
  },

  // slot
  { turns: ["who goes in my flex this wk"], expect: "slot", position: "FLEX" },
  { turns: ["need an rb2 for sunday, which of my guys"], expect: "slot", position: "RB" },
  {
    turns: ["rank my tes", "ok but who actually starts in my te spot, idk anymore"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["who should be my qb this wk", "and my flex?"],
    expect: "slot",
    position: "FLEX",
  },
  { turns: ["wr3 slot, who do i put in. quick pls call light is going off"], expect: "slot", position: "WR" },
  {
    turns: ["who goes at flex", "what abt for wk 11"],
    expect: "slot",
    position: "FLEX",
    week: 11,
  },

  // lineup
  { turns: ["set my lineup pls, 3 min left on break"], expect: "lineup" },
  { turns: ["any changes to my lineup b4 sun?"], expect: "lineup" },
  { turns: ["optimize my starters, too tired to think rn"], expect: "lineup" },
  {
    turns: ["check my lineup", "ok and for next wk?"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["who do i play this wk", "ok cool. does my lineup look ok or am i missing smth"],
    expect: "lineup",
  },
  {
    turns: ["lineup check for wk 11 pls, i work sun so setting it early"],
    expect: "lineup",
    week: 11,
  },

  // outlook
  { turns: ["how many pts is jacobs gonna score this wk"], expect: "outlook", players: ["Josh Jacobs"] },
  { turns: ["is skattebo worth starting or nah"], expect: "outlook", players: ["Cam Skattebo"] },
  {
    turns: ["whats breece's outlook this wk", "and rest of szn?"],
    expect: "outlook",
    players: ["Breece Hall"],
  },
  {
    turns: ["achane ros outlook? feels like he's slowing down"],
    expect: "outlook",
    players: ["De'Von Achane"],
  },
  {
    turns: ["projection for bo nix", "what abt next wk"],
    expect: "outlook",
    players: ["Bo Nix"],
    week: "next",
  },
  { turns: ["jamo wk 11 proj?"], expect: "outlook", players: ["Jameson Williams"], week: 11 },

  // status
  { turns: ["is cmc playing sunday"], expect: "status", players: ["Christian McCaffrey"] },
  {
    turns: ["latest on tyreek? saw smth on twitter at 3am n now im worried"],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["any news on rashee rice", "and godwin?"],
    expect: "status",
    players: ["Chris Godwin"],
  },
  {
    turns: ["rank my wrs", "wait is nico on bye this wk"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["is kelce ok?? if he's good do i start him over laporta"],
    expect: ["status", "startSit"],
    players: ["Travis Kelce", "Sam LaPorta"],
  },
  {
    turns: ["is ja'marr playing sun + what's he projected"],
    expect: ["status", "outlook"],
    players: ["Ja'Marr Chase"],
  },

  // tradeValue
  {
    turns: ["what's jsn worth in a trade rn"],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  { turns: ["sell high on dowdle?? or hold"], expect: "tradeValue", players: ["Rico Dowdle"] },
  {
    turns: ["buy low on mhj or is that dumb"],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: ["what's saquon's trade value", "and king henry's?"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["hold or sell judkins, value wise. he's been meh"],
    expect: "tradeValue",
    players: ["Quinshon Judkins"],
  },
  {
    turns: ["is now the time to sell kamara", "what abt ladd, sell or hold"],
    expect: "tradeValue",
    players: ["Ladd McConkey"],
  },

  // buyLow
  { turns: ["who should i buy low on"], expect: "buyLow" },
  { turns: ["any buy low targets rn? tired of losing ngl"], expect: "buyLow" },
  {
    turns: ["any trade ideas", "more like buy-low guys. whose value tanked that i can get cheap"],
    expect: "buyLow",
  },
  {
    turns: ["whats my record", "oof. ok who are some buy low candidates then"],
    expect: "buyLow",
  },
  { turns: ["which guys are cheap right now bc they've slumped? want to scoop 1"], expect: "buyLow" },
  {
    turns: ["buy low candidates + any trade ideas for me?"],
    expect: ["buyLow", "tradeIdeas"],
  },

  // trade
  {
    turns: ["give garrett wilson for kyren, accept?"],
    expect: "trade",
    players: ["Garrett Wilson", "Kyren Williams"],
  },
  {
    turns: ["they want puka + pitts for jt. do it??"],
    expect: "trade",
    players: ["Puka Nacua", "Kyle Pitts", "Jonathan Taylor"],
  },
  {
    turns: ["my bowers for their chase brown + zay. who wins that"],
    expect: "trade",
    players: ["Brock Bowers", "Chase Brown", "Zay Flowers"],
  },
  {
    turns: ["got a 2 for 1 offer", "i give lamb, i get bucky irving n odunze. good?"],
    expect: "trade",
    players: ["CeeDee Lamb", "Bucky Irving", "Rome Odunze"],
  },
  {
    turns: ["etienne for mclaurin, fair or am i getting fleeced"],
    expect: "trade",
    players: ["Travis Etienne Jr.", "Terry McLaurin"],
  },
  {
    turns: ["trade check: my davante for their warren", "what if they throw in pollard"],
    expect: "trade",
    players: ["Davante Adams", "Jaylen Warren", "Tony Pollard"],
  },

  // waivers
  { turns: ["who do i pick up this wk"], expect: "waivers" },
  { turns: ["how much faab for woody marks"], expect: "waivers", players: ["Woody Marks"] },
  {
    turns: ["who should i drop", "ok and who do i grab off the wire instead"],
    expect: "waivers",
  },
  {
    turns: ["should i add monangai", "how much faab tho, i have 43 left"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["should i grab javonte off waivers"],
    expect: "waivers",
    players: ["Javonte Williams"],
  },
  {
    turns: ["who should i add + who do i cut to make room"],
    expect: ["waivers", "dropStash"],
  },

  // playoffs
  { turns: ["am i making the playoffs or nah"], expect: "playoffs" },
  {
    turns: ["whats my record", "chances of a first rd bye?"],
    expect: "playoffs",
  },
  {
    turns: ["what are coach blake's playoff odds lol"],
    expect: "playoffs",
    team: "Sunday Scaries",
  },
  {
    turns: ["what r my playoff odds", "and pocket passers?"],
    expect: "playoffs",
    team: "Pocket Passers",
  },
  { turns: ["can i still win the whole thing, realistically"], expect: "playoffs" },
  {
    turns: ["playoff odds? and what moves would bump them up"],
    expect: ["playoffs", "improveOdds"],
  },

  // improveOdds
  { turns: ["what moves would improve my playoff odds"], expect: "improveOdds" },
  { turns: ["how do i turn this season around. 3-6 and sad"], expect: "improveOdds" },
  { turns: ["what do i need to do to sneak into the playoffs, moves wise"], expect: "improveOdds" },
  {
    turns: ["am i making playoffs", "ok how do i improve that"],
    expect: "improveOdds",
  },
  { turns: ["best moves to save my season? be blunt i can take it"], expect: "improveOdds" },
  {
    turns: ["whats my record", "ugh. what can i do to get back in it"],
    expect: "improveOdds",
  },

  // matchup
  { turns: ["who am i playing this wk"], expect: "matchup" },
  {
    turns: ["whats my projected total", "am i favored tho"],
    expect: "matchup",
  },
  { turns: ["whats my win prob this wk"], expect: "matchup" },
  {
    turns: ["who do i play this week", "and next wk?"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: ["set my lineup", "k thx. who wins my matchup wk 12"],
    expect: "matchup",
    week: 12,
  },
  {
    turns: ["who do i play n whats my projected total"],
    expect: ["matchup", "projectedTotal"],
  },

  // record
  { turns: ["whats my record"], expect: "record" },
  { turns: ["where am i in the standings rn"], expect: "record" },
  {
    turns: ["whats coach finley's record"],
    expect: "record",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["what's my record", "and hail mary heroes?"],
    expect: "record",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["what place is two-minute drill in"],
    expect: "record",
    team: "Two-Minute Drill",
  },
  {
    turns: ["whats my record and am i making playoffs"],
    expect: ["record", "playoffs"],
  },

  // rosterStatus
  { turns: ["anyone on my team hurt or on bye this wk"], expect: "rosterStatus" },
  { turns: ["byes on my roster next wk?"], expect: "rosterStatus", week: "next" },
  {
    turns: ["is bucky hurt", "actually just give me the injury report for my whole roster"],
    expect: "rosterStatus",
  },
  {
    turns: ["any injuries on my team", "what abt wk 12 byes"],
    expect: "rosterStatus",
    week: 12,
  },
  { turns: ["who on my roster is out wk 11"], expect: "rosterStatus", week: 11 },
  {
    turns: ["any injuries on my roster + fix my lineup around them"],
    expect: ["rosterStatus", "lineup"],
  },

  // positionRank
  { turns: ["rank my wrs this wk"], expect: "positionRank", position: "WR" },
  { turns: ["rank my rbs for sunday"], expect: "positionRank", position: "RB" },
  {
    turns: ["rank my wrs", "now rbs"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["order my tes best to worst for wk 11"],
    expect: "positionRank",
    position: "TE",
    week: 11,
  },
  {
    turns: ["rank my qbs", "what abt next week"],
    expect: "positionRank",
    position: "QB",
    week: "next",
  },
  {
    turns: ["how do my wide receivers stack up this week? best to worst"],
    expect: "positionRank",
    position: "WR",
  },

  // projectedTotal
  { turns: ["whats my projected total this wk"], expect: "projectedTotal" },
  { turns: ["how many pts am i projected for + the range?"], expect: "projectedTotal" },
  { turns: ["projected pts for wk 12"], expect: "projectedTotal", week: 12 },
  {
    turns: ["projected score this week?", "and next?"],
    expect: "projectedTotal",
    week: "next",
  },
  { turns: ["what's my floor n ceiling this wk, like total team pts"], expect: "projectedTotal" },
  {
    turns: ["set my lineup", "ok now what's that project to"],
    expect: "projectedTotal",
  },

  // leaders
  { turns: ["whos the best team in the league"], expect: "leaders" },
  { turns: ["who's scored the most pts so far"], expect: "leaders" },
  {
    turns: ["where am i in the standings", "whos in 1st"],
    expect: "leaders",
  },
  { turns: ["strongest team rn? who do i need to worry about"], expect: "leaders" },
  {
    turns: ["who leads the league in pts", "and who's got the best record"],
    expect: "leaders",
  },
  {
    turns: ["whos in first and where am i"],
    expect: ["leaders", "record"],
  },

  // sleepers
  { turns: ["any sleepers worth a look"], expect: "sleepers" },
  { turns: ["deep pickups nobody's talking about?"], expect: "sleepers" },
  { turns: ["gimme a sleeper or 2, deep deep stuff"], expect: "sleepers" },
  {
    turns: ["who should i pick up", "nah i mean deeper, like real sleepers"],
    expect: "sleepers",
  },
  { turns: ["under the radar guys for next wk?"], expect: "sleepers", week: "next" },
  { turns: ["who's a sneaky deep stash that could pop soon"], expect: "sleepers" },

  // dropStash
  { turns: ["who should i drop"], expect: "dropStash" },
  { turns: ["drop or stash dobbins?"], expect: "dropStash", players: ["J.K. Dobbins"] },
  { turns: ["need a roster spot, who's the cut"], expect: "dropStash" },
  {
    turns: ["is mark andrews hurt", "ugh. drop him or stash?"],
    expect: "dropStash",
    players: ["Mark Andrews"],
  },
  {
    turns: ["is it dumb to hold a hurt olave or do i cut him"],
    expect: "dropStash",
    players: ["Chris Olave"],
  },
  {
    turns: ["who should i drop", "what abt rachaad, cut him?"],
    expect: "dropStash",
    players: ["Rachaad White"],
  },

  // byeCover
  {
    turns: ["lamar's on bye, need a streamer qb"],
    expect: "byeCover",
    players: ["Lamar Jackson"],
    position: "QB",
  },
  {
    turns: ["kittle bye wk. who covers te"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
  },
  { turns: ["need a backup rb bc of byes this wk"], expect: "byeCover", position: "RB" },
  {
    turns: ["who's on bye on my team this wk", "ok so who fills in for mcbride"],
    expect: "byeCover",
    players: ["Trey McBride"],
  },
  {
    turns: ["mahomes is on bye wk 11, who do i stream"],
    expect: "byeCover",
    players: ["Patrick Mahomes"],
    week: 11,
  },
  { turns: ["my wr is on bye, need a fill-in off the wire"], expect: "byeCover", position: "WR" },

  // scenario
  { turns: ["if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  { turns: ["odds if i lose this wk?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["if i go 3-2 the rest of the way am i in"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["playoff odds?", "what if i win 2 more"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["say i win 2 of my last 4, chances?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["if i win out what are my odds", "and if i only go 4-1"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },

  // tradeIdeas
  { turns: ["any trade ideas for me"], expect: "tradeIdeas" },
  { turns: ["what could i get for james cook"], expect: "tradeIdeas", players: ["James Cook"] },
  { turns: ["which teams need a rb? i have extra"], expect: "tradeIdeas", position: "RB" },
  { turns: ["any 2 for 1 ideas? my bench is stacked n useless"], expect: "tradeIdeas" },
  {
    turns: ["who would trade for tee higgins", "and who needs a te"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["trade ideas?", "like specifically for pickens, who'd want him"],
    expect: "tradeIdeas",
    players: ["George Pickens"],
  },

  // help
  { turns: ["what can u do"], expect: "help" },
  {
    turns: ["hey", "new here, how does this gm thing work"],
    expect: "help",
  },
  { turns: ["wat kinds of stuff can i ask u"], expect: "help" },
  { turns: ["help"], expect: "help" },
  {
    turns: ["hi", "what r u able to help w"],
    expect: "help",
  },
  { turns: ["is there like a list of commands or smth"], expect: "help" },

  // None
  { turns: ["whats the weather tmrw morning, gotta walk to the bus after shift"], expect: "None" },
  {
    turns: ["who do i play this wk", "ok diff question, who wins the lakers game tn"],
    expect: "None",
  },
  { turns: ["tell me a joke im dying here"], expect: "None" },
  { turns: ["easy meal prep for night shift?"], expect: "None" },
  {
    turns: ["should i start nabers or waddle", "unrelated but how do i sleep during the day lol"],
    expect: "None",
  },
  { turns: ["my charge nurse is driving me nuts, advice?"], expect: "None" },
];
