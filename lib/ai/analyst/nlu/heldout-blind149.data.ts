// Blind held-out evaluation set 149 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: Gen Z with emoji and internet slang (no cap, fr, bussin, 💀, 😭).
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_149: HeldOutCase[] = [
  // startSit
  {
    turns: ["puka or jsn this week?? my brain is literally cooked fr 😭"],
    expect: "startSit",
    players: ["Puka Nacua", "Jaxon Smith-Njigba"],
  },
  {
    turns: ["bro who do i start, breece or kamara", "ok wait what abt week 13 tho 👀"],
    expect: "startSit",
    players: ["Breece Hall", "Alvin Kamara"],
    week: 13,
  },
  {
    turns: ["lowkey torn between lamar and hurts rn... who's the play no cap"],
    expect: "startSit",
    players: ["Lamar Jackson", "Jalen Hurts"],
  },
  {
    turns: ["ladd vs pickens vs jamo 🙏 only one of them gets to start sunday, pick for me bestie"],
    expect: "startSit",
    players: ["Ladd McConkey", "George Pickens", "Jameson Williams"],
  },
  {
    turns: ["start kelce or laporta sunday?", "and if i throw fergy in the mix? 💀"],
    expect: "startSit",
    players: ["Travis Kelce", "Sam LaPorta", "Jake Ferguson"],
  },
  {
    turns: ["week 11 dilemma: rhamondre or javonte. pls be honest i can take it"],
    expect: "startSit",
    players: ["Rhamondre Stevenson", "Javonte Williams"],
    week: 11,
  },
  // compare
  {
    turns: ["ros who's better, bijan or gibbs? not for this week just like for the rest of szn"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: ["ja'marr vs jefferson long term... who's actually HIM 🐐"],
    expect: "compare",
    players: ["Ja'Marr Chase", "Justin Jefferson"],
  },
  {
    turns: ["compare egbuka and tmac for the rest of the season", "ok now do BTJ vs MHJ lol"],
    expect: "compare",
    players: ["Brian Thomas Jr.", "Marvin Harrison Jr."],
  },
  {
    turns: ["jeanty or hampton going forward?? deadass can't decide which rookie is better 😩"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["bowers vs mcbride ros, who u got", "what abt kittle vs bowers then"],
    expect: "compare",
    players: ["George Kittle", "Brock Bowers"],
  },
  {
    turns: ["maye or nix for the rest of the year? who's the better qb to have ngl, not asking abt this week"],
    expect: "compare",
    players: ["Drake Maye", "Bo Nix"],
  },
  // slot
  { turns: ["who goes in my flex this week 🤔"], expect: "slot", position: "FLEX" },
  { turns: ["need a body at RB2 fr who's it gonna be"], expect: "slot", position: "RB" },
  { turns: ["who should i play at TE this wk", "and next week? 👀"], expect: "slot", week: "next", position: "TE" },
  { turns: ["which of my qbs do i start this week bc i'm lost 😭 i only get one"], expect: "slot", position: "QB" },
  { turns: ["who's my best flex option this week", "bet. and who's my WR1?"], expect: "slot", position: "WR" },
  {
    turns: ["week 12 flex spot... who's filling it? no cap i have zero clue"],
    expect: "slot",
    week: 12,
    position: "FLEX",
  },
  // lineup
  { turns: ["can u just set my whole lineup for me this week 🙏 i'm too lazy fr"], expect: "lineup" },
  { turns: ["any lineup changes i need to make or am i chillin?"], expect: "lineup" },
  { turns: ["optimize my lineup pls", "now do week 12 too 💀"], expect: "lineup", week: 12 },
  {
    turns: ["check my lineup and tell me how many points it's projected for 👀"],
    expect: ["lineup", "projectedTotal"],
  },
  { turns: ["is my starting lineup bussin or mid? be honest, look at the whole thing"], expect: "lineup" },
  { turns: ["yo who am i playing this week", "ok set my lineup for that game then fr"], expect: "lineup" },
  // outlook
  {
    turns: ["how many points is cmc dropping this week?? need a number bro"],
    expect: "outlook",
    players: ["Christian McCaffrey"],
  },
  { turns: ["is saquon still worth starting or is he washed 💀"], expect: "outlook", players: ["Saquon Barkley"] },
  {
    turns: ["what's the projection on nabers this week", "and waddle?"],
    expect: "outlook",
    players: ["Jaylen Waddle"],
  },
  {
    turns: ["rest of season outlook for skattebo?? man's been him lowkey"],
    expect: "outlook",
    players: ["Cam Skattebo"],
  },
  {
    turns: ["what's amon-ra's outlook ros", "ok and how's he looking for week 12 specifically"],
    expect: "outlook",
    players: ["Amon-Ra St. Brown"],
    week: 12,
  },
  {
    turns: ["what's the vibe on jordan addison for next week fr, he gonna eat?"],
    expect: "outlook",
    players: ["Jordan Addison"],
    week: "next",
  },
  // status
  { turns: ["is davante playing this week or nah 😭"], expect: "status", players: ["Davante Adams"] },
  { turns: ["any news on nico?? someone in the gc said he's hurt 💀"], expect: "status", players: ["Nico Collins"] },
  {
    turns: ["is bijan good to go sunday and how many pts u think he drops"],
    expect: ["status", "outlook"],
    players: ["Bijan Robinson"],
  },
  { turns: ["is kittle on bye this week", "what about pitts?"], expect: "status", players: ["Kyle Pitts"] },
  {
    turns: ["yo what's the latest on dobbins", "wait so is he actually hurt or is that cap"],
    expect: "status",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["is ceedee actually playing and should i start him over zay 🤔"],
    expect: ["status", "startSit"],
    players: ["CeeDee Lamb", "Zay Flowers"],
  },
  // tradeValue
  {
    turns: ["what's jsn's trade value rn, he's been cooking 🔥"],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  { turns: ["sell high on woody marks?? or hold 🤷"], expect: "tradeValue", players: ["Woody Marks"] },
  { turns: ["should i buy low on chris olave", "and tucker kraft?"], expect: "tradeValue", players: ["Tucker Kraft"] },
  { turns: ["how much is james cook worth in a trade no cap"], expect: "tradeValue", players: ["James Cook"] },
  {
    turns: ["what's mahomes worth rn and what trades could i make w him 👀"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Patrick Mahomes"],
  },
  {
    turns: ["what's derrick henry's trade value looking like", "so do i hold him or sell?"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  // buyLow
  { turns: ["who should i buy low on rn fr"], expect: "buyLow" },
  { turns: ["buy low szn 👀 drop me some names"], expect: "buyLow" },
  { turns: ["any buy low targets this week?", "more pls 🙏"], expect: "buyLow" },
  { turns: ["who's lowkey undervalued that i could snag cheap before the deadline"], expect: "buyLow" },
  { turns: ["which players are slumping but still good?? like buy low candidates"], expect: "buyLow" },
  { turns: ["my team is mid ngl", "who can i buy low on to fix it 😭"], expect: "buyLow" },
  // trade
  {
    turns: ["trade offer: my kyren for their nabers. accept or decline?? 😳"],
    expect: "trade",
    players: ["Kyren Williams", "Malik Nabers"],
  },
  {
    turns: ["would u do achane for aj brown + hunter henry? i'd be giving achane. feel like i'm getting fleeced 💀"],
    expect: "trade",
    players: ["De'Von Achane", "A.J. Brown", "Hunter Henry"],
  },
  {
    turns: [
      "who wins this trade: i give garrett wilson, i get drake london",
      "what if it's garrett wilson + rico dowdle for london instead",
    ],
    expect: "trade",
    players: ["Garrett Wilson", "Rico Dowdle", "Drake London"],
  },
  {
    turns: ["giving up jonathan taylor for puka... W or L?"],
    expect: "trade",
    players: ["Jonathan Taylor", "Puka Nacua"],
  },
  {
    turns: [
      "is josh jacobs for chase brown a good trade for me (i'd be giving jacobs)",
      "ok what if it was jacobs for bucky",
    ],
    expect: "trade",
    players: ["Josh Jacobs", "Bucky Irving"],
  },
  {
    turns: ["someone offered me tee higgins + jaylen warren for my ja'marr. is that bussin or a scam 😭"],
    expect: "trade",
    players: ["Ja'Marr Chase", "Tee Higgins", "Jaylen Warren"],
  },
  // waivers
  { turns: ["who do i pick up off waivers this week 👀"], expect: "waivers" },
  {
    turns: ["how much faab for tyrone tracy fr? i got like 40 left"],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },
  { turns: ["should i add judkins", "how much should i bid tho"], expect: "waivers", players: ["Quinshon Judkins"] },
  { turns: ["who should i grab off waivers and who do i cut for him 🙏"], expect: ["waivers", "dropStash"] },
  { turns: ["best free agent adds this week? need help bad 😭"], expect: "waivers" },
  { turns: ["who's on the wire that's actually worth it", "ok how much do i bid on the top guy"], expect: "waivers" },
  // playoffs
  { turns: ["am i making playoffs or am i cooked 💀"], expect: "playoffs" },
  { turns: ["what are my odds of winning the chip this year fr"], expect: "playoffs" },
  { turns: ["what's my playoff % rn", "and end zone envy's?"], expect: "playoffs", team: "End Zone Envy" },
  { turns: ["do i have a shot at a first round bye no cap"], expect: "playoffs" },
  { turns: ["playoff odds?? and what moves should i make to boost em 🙏"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["coach sawyer keeps talking trash in the gc 🙄", "is his team even making playoffs or nah?"],
    expect: "playoffs",
    team: "Audible Alchemists",
  },
  // improveOdds
  { turns: ["how do i turn my season around, i'm 3-6 and it's not giving 😭"], expect: "improveOdds" },
  { turns: ["what moves would up my playoff odds fr"], expect: "improveOdds" },
  { turns: ["am i making playoffs", "ok so how do i improve those odds 😭"], expect: "improveOdds" },
  { turns: ["give me the game plan to sneak into playoffs bro, i'm desperate"], expect: "improveOdds" },
  { turns: ["what can i do rn to make my team a playoff team?? trades adds whatever"], expect: "improveOdds" },
  {
    turns: ["my team is so mid it's embarrassing", "what should i do to actually have a chance at playoffs"],
    expect: "improveOdds",
  },
  // matchup
  { turns: ["who am i playing this week 👀"], expect: "matchup" },
  { turns: ["am i favored this week or am i cooked"], expect: "matchup" },
  { turns: ["what's my win % this week", "and week 13?"], expect: "matchup", week: 13 },
  { turns: ["who's my opp this week and what's my record lol"], expect: ["matchup", "record"] },
  { turns: ["who wins my matchup next week fr"], expect: "matchup", week: "next" },
  {
    turns: ["coach ellis is my roommate lol", "who's his team going up against this week?"],
    expect: "matchup",
    team: "Pocket Passers",
  },
  // record
  { turns: ["what's my record rn 😭"], expect: "record" },
  { turns: ["where are the blitz brigade in the standings"], expect: "record", team: "Blitz Brigade" },
  { turns: ["what's coach rowan's record", "and coach reese's?"], expect: "record", team: "Play Action Pack" },
  { turns: ["what's my record and am i making playoffs fr"], expect: ["record", "playoffs"] },
  { turns: ["who's in first", "ok and where am i at in the standings"], expect: "record" },
  { turns: ["gridiron gurus record?? asking for me lol"], expect: "record", team: "Gridiron Gurus" },
  // rosterStatus
  { turns: ["who on my team is hurt or on bye this week 😬"], expect: "rosterStatus" },
  { turns: ["any of my guys on bye next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["injuries on my roster this week?", "and week 14?"], expect: "rosterStatus", week: 14 },
  { turns: ["roster check: who's out in week 12"], expect: "rosterStatus", week: 12 },
  {
    turns: ["who's injured on my team and who do i put at flex instead"],
    expect: ["rosterStatus", "slot"],
    position: "FLEX",
  },
  {
    turns: ["bro my team is falling apart", "give me the full injury + bye report for my whole squad"],
    expect: "rosterStatus",
  },
  // positionRank
  { turns: ["rank my wrs for this week pls 🙏"], expect: "positionRank", position: "WR" },
  { turns: ["rank my rbs for week 12"], expect: "positionRank", week: 12, position: "RB" },
  { turns: ["rank my tes this week", "now qbs"], expect: "positionRank", position: "QB" },
  { turns: ["who's my best to worst rb this week, rank em"], expect: "positionRank", position: "RB" },
  { turns: ["rank my wide receivers", "ok do next week now"], expect: "positionRank", week: "next", position: "WR" },
  { turns: ["order my qbs for next week pls fr"], expect: "positionRank", week: "next", position: "QB" },
  // projectedTotal
  { turns: ["how many pts am i projected for this week"], expect: "projectedTotal" },
  { turns: ["what's my projected total for week 11 + the range"], expect: "projectedTotal", week: 11 },
  { turns: ["what's my team projected to score", "and next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["what's my ceiling and floor this week, like total pts for the whole team"], expect: "projectedTotal" },
  { turns: ["who am i playing this week", "how many points am i projected to put up tho"], expect: "projectedTotal" },
  { turns: ["projected score for week 13?? 👀"], expect: "projectedTotal", week: 13 },
  // leaders
  { turns: ["who's the best team in the league rn"], expect: "leaders" },
  { turns: ["who's scored the most points this szn"], expect: "leaders" },
  { turns: ["what's my record", "who's in first tho"], expect: "leaders" },
  { turns: ["who's in first place and where am i in the standings"], expect: ["leaders", "record"] },
  { turns: ["strongest team in the league?? be real"], expect: "leaders" },
  { turns: ["who's got the most points for", "ok and who's top of the standings rn no cap"], expect: "leaders" },
  // sleepers
  { turns: ["any sleepers for next week 👀"], expect: "sleepers", week: "next" },
  { turns: ["deep pickups for next week that nobody's talking about?"], expect: "sleepers", week: "next" },
  { turns: ["gimme ur sleeper picks rn"], expect: "sleepers" },
  { turns: ["who's good on waivers", "nah i mean like deep sleepers, the under the radar guys"], expect: "sleepers" },
  { turns: ["sleepers for week 11 fr"], expect: "sleepers", week: 11 },
  { turns: ["my bench is trash 😭", "any sneaky deep stashes that could pop off?"], expect: "sleepers" },
  // dropStash
  { turns: ["who should i drop 😭 need a roster spot"], expect: "dropStash" },
  {
    turns: ["drop xavier worthy or keep stashing him while he's hurt"],
    expect: "dropStash",
    players: ["Xavier Worthy"],
  },
  {
    turns: ["should i drop jakobi meyers", "what about rachaad white?"],
    expect: "dropStash",
    players: ["Rachaad White"],
  },
  { turns: ["is it time to cut etn or nah"], expect: "dropStash", players: ["Travis Etienne Jr."] },
  { turns: ["who's the worst guy on my bench that i can drop"], expect: "dropStash" },
  {
    turns: ["chris godwin is hurt again 💀", "do i drop him or stash"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  // byeCover
  { turns: ["bijan on bye this week who do i play instead 😭"], expect: "byeCover", players: ["Bijan Robinson"] },
  { turns: ["my qb's on bye, need a streamer fr"], expect: "byeCover", position: "QB" },
  {
    turns: ["my TE is on bye next week", "who's a good streamer to cover"],
    expect: "byeCover",
    week: "next",
    position: "TE",
  },
  {
    turns: ["jefferson has a bye in week 11, who replaces him at WR"],
    expect: "byeCover",
    players: ["Justin Jefferson"],
    week: 11,
    position: "WR",
  },
  { turns: ["kicker on bye 😭", "who do i stream"], expect: "byeCover", position: "K" },
  { turns: ["burrow's on bye, need a backup qb asap"], expect: "byeCover", players: ["Joe Burrow"], position: "QB" },
  // scenario
  { turns: ["if i win out do i make playoffs"], expect: "scenario", scenario: "win-out" },
  { turns: ["what if i lose this week, am i done 💀"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["playoff odds if i go 3-2 the rest of the way?"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  {
    turns: ["what are my playoff odds", "what if i win 2 of my last 4"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  { turns: ["if i win 3 more games am i in?"], expect: "scenario", scenario: { wins: 3, games: null } },
  { turns: ["odds if i lose this week?", "ok and if i win out instead"], expect: "scenario", scenario: "win-out" },
  // tradeIdeas
  { turns: ["what trades should i be making rn"], expect: "tradeIdeas" },
  { turns: ["what can i get for ceedee if i shop him"], expect: "tradeIdeas", players: ["CeeDee Lamb"] },
  { turns: ["which teams need a WR? i got extras"], expect: "tradeIdeas", position: "WR" },
  { turns: ["who'd trade for george pickens", "and ladd?"], expect: "tradeIdeas", players: ["Ladd McConkey"] },
  { turns: ["any 2 for 1 trade ideas for me? my bench is stacked"], expect: "tradeIdeas" },
  { turns: ["i have two good TEs lol", "which teams need a TE"], expect: "tradeIdeas", position: "TE" },
  // help
  { turns: ["what can u even do"], expect: "help" },
  { turns: ["just downloaded this app 🤓", "how does this gm thing work"], expect: "help" },
  { turns: ["what kinda stuff can i ask u fr"], expect: "help" },
  { turns: ["yo", "what are ur features"], expect: "help" },
  { turns: ["help 😭 how do i use this"], expect: "help" },
  { turns: ["can u explain what u do like i'm 5"], expect: "help" },
  // None
  { turns: ["what's the weather tmrw, need to know if i should wear a hoodie"], expect: "None" },
  { turns: ["who's winning the nba finals this year"], expect: "None" },
  { turns: ["tell me a joke that's actually funny 💀"], expect: "None" },
  { turns: ["how do i make birria tacos, they look bussin"], expect: "None" },
  { turns: ["ngl i'm so stressed this week", "should i text my ex 😭"], expect: "None" },
  { turns: ["thanks for the lineup help", "unrelated but what's a good anime to watch"], expect: "None" },
];
