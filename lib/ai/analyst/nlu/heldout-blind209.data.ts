// Blind held-out evaluation set 209 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: Gen-Z manager, all lowercase, heavy internet slang ("no cap", "fr", "is he him", "cooked",
// "W or L", "bussin", "mid"), short abbreviations (wk, szn, rn, u, ros) and the odd emoji.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_209: HeldOutCase[] = [
  // ---------- startSit ----------
  { turns: ["yo do i start jsn this week or nah"], expect: "startSit", players: ["Jaxon Smith-Njigba"] },
  {
    turns: ["skattebo or monangai this wk?? lowkey stressing 😭"],
    expect: "startSit",
    players: ["Cam Skattebo", "Kyle Monangai"],
  },
  {
    turns: ["is tucker kraft playing sunday", "ok bet so do i start him over kittle"],
    expect: "startSit",
    players: ["Tucker Kraft", "George Kittle"],
  },
  { turns: ["bench bo nix this week? bro been mid fr"], expect: "startSit", players: ["Bo Nix"] },
  {
    turns: ["jaxson dart vs caleb williams for week 11, who u starting"],
    expect: "startSit",
    players: ["Jaxson Dart", "Caleb Williams"],
    week: 11,
  },
  {
    turns: ["should i start zay flowers this week", "ok and addison or flowers, which one do i roll out"],
    expect: "startSit",
    players: ["Jordan Addison", "Zay Flowers"],
  },
  {
    turns: ["what's mahomes projected this week", "start him next week or nah, bro looking washed ngl"],
    expect: "startSit",
    players: ["Patrick Mahomes"],
    week: "next",
  },
  {
    turns: ["woody marks or chuba hubbard, who do i start this week 🤔"],
    expect: "startSit",
    players: ["Woody Marks", "Chuba Hubbard"],
  },

  // ---------- compare ----------
  {
    turns: ["ros who's better, jeanty or omarion hampton, no cap"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["long term is tetairoa mcmillan the better hold or is it egbuka"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: ["how's brock bowers looking the rest of the year", "lowkey is he more valuable than trey mcbride ros?"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["for the rest of the szn who's the better asset, nabers or ja'marr"],
    expect: "compare",
    players: ["Malik Nabers", "Ja'Marr Chase"],
  },
  {
    turns: ["is bucky irving him", "nah but ros, him or kenneth walker, who u got"],
    expect: "compare",
    players: ["Bucky Irving", "Kenneth Walker III"],
  },

  // ---------- slot ----------
  { turns: ["who goes in my flex this week fr"], expect: "slot", position: "FLEX" },
  {
    turns: ["need someone for my te spot this wk, ferguson or fannin?"],
    expect: "slot",
    position: "TE",
    players: ["Jake Ferguson", "Harold Fannin Jr."],
  },
  { turns: ["my rb2 is giving absolutely nothing rn, who should i slot there"], expect: "slot", position: "RB" },
  {
    turns: ["flex: tony pollard, khalil shakir or jakobi meyers. go"],
    expect: "slot",
    position: "FLEX",
    players: ["Tony Pollard", "Khalil Shakir", "Jakobi Meyers"],
  },
  {
    turns: ["rank my wrs for this week", "ok so who's my wr2 then"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["who should i put at flex this week", "ok what about next week's flex"],
    expect: "slot",
    position: "FLEX",
    week: "next",
  },

  // ---------- lineup ----------
  { turns: ["set my lineup for me this week pls i'm cooked"], expect: "lineup" },
  { turns: ["is my lineup optimal or am i throwing 💀"], expect: "lineup" },
  { turns: ["who should i be starting this week, like the whole lineup"], expect: "lineup" },
  {
    turns: ["who am i playing this week", "bet, so set my best lineup vs them"],
    expect: "lineup",
  },
  { turns: ["check my starters for week 11 fr, anything i should swap?"], expect: "lineup", week: 11 },

  // ---------- outlook ----------
  {
    turns: ["should i start kyren williams", "what's he projected for this week tho"],
    expect: "outlook",
    players: ["Kyren Williams"],
  },
  {
    turns: ["is lamar gonna cook this week or nah, what's his ceiling"],
    expect: "outlook",
    players: ["Lamar Jackson"],
  },
  { turns: ["ros outlook on travis hunter? is he gonna be him or nah"], expect: "outlook", players: ["Travis Hunter"] },
  {
    turns: ["is ladd mcconkey hurt", "ok so what's he projected for then"],
    expect: "outlook",
    players: ["Ladd McConkey"],
  },
  {
    turns: ["what's the floor on davante adams these days, bro kinda washed"],
    expect: "outlook",
    players: ["Davante Adams"],
  },
  {
    turns: ["quinshon judkins projection this week?", "and week 12?"],
    expect: "outlook",
    players: ["Quinshon Judkins"],
    week: 12,
  },

  // ---------- status ----------
  { turns: ["is ceedee playing sunday??"], expect: "status", players: ["CeeDee Lamb"] },
  {
    turns: ["what's nico collins projected", "wait is he hurt? what's the deal"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["who's hurt on my team", "is cmc good to go tho"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  { turns: ["rashee rice status? is he actually suiting up"], expect: "status", players: ["Rashee Rice"] },
  {
    turns: ["should i start a.j. brown this week", "wait is he even healthy"],
    expect: "status",
    players: ["A.J. Brown"],
  },
  { turns: ["is etienne out week 11?"], expect: "status", players: ["Travis Etienne Jr."], week: 11 },
  {
    turns: ["is derrick henry playing this week", "what about jonathan taylor"],
    expect: "status",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["is mark andrews hurt and if he is who do i grab off waivers"],
    expect: ["status", "waivers"],
    players: ["Mark Andrews"],
  },

  // ---------- tradeValue ----------
  { turns: ["what's derrick henry worth in a trade rn"], expect: "tradeValue", players: ["Derrick Henry"] },
  { turns: ["is jaylen warren him fr", "should i sell high on him"], expect: "tradeValue", players: ["Jaylen Warren"] },
  {
    turns: ["is now the time to buy low on marvin harrison jr or is he just cooked"],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: ["what's josh jacobs projected this week", "what could i get for him in a trade tho"],
    expect: "tradeValue",
    players: ["Josh Jacobs"],
  },
  {
    turns: ["is achane playing this week", "ok what's his trade value looking like, is the market bussin"],
    expect: "tradeValue",
    players: ["De'Von Achane"],
  },

  // ---------- buyLow ----------
  { turns: ["who are some buy low guys around the league rn"], expect: "buyLow" },
  { turns: ["any sell high candidates on my roster i should flip?"], expect: "buyLow" },
  { turns: ["gimme buy-low targets, highkey tryna fleece someone"], expect: "buyLow" },
  {
    turns: ["what's my record", "ok i need to make moves. which dudes r underperforming that i could snag cheap"],
    expect: "buyLow",
  },
  { turns: ["who should i be selling high on before the deadline"], expect: "buyLow" },

  // ---------- trade ----------
  { turns: ["i give puka for bijan, W or L?"], expect: "trade", players: ["Puka Nacua", "Bijan Robinson"] },
  {
    turns: ["coach quinn offered me drake london for jonathan taylor, accept?"],
    expect: "trade",
    players: ["Drake London", "Jonathan Taylor"],
  },
  {
    turns: ["trading kelce + rachaad white for trey mcbride, am i getting ratio'd"],
    expect: "trade",
    players: ["Travis Kelce", "Rachaad White", "Trey McBride"],
  },
  {
    turns: ["is garrett wilson worth anything rn", "someone wants to give me chris olave for him, do i take it"],
    expect: "trade",
    players: ["Chris Olave", "Garrett Wilson"],
  },
  {
    turns: ["is tee higgins him", "would u do chase brown for him straight up"],
    expect: "trade",
    players: ["Chase Brown", "Tee Higgins"],
  },
  {
    turns: ["got offered saquon for jsn + tony pollard, is it bussin or nah"],
    expect: "trade",
    players: ["Saquon Barkley", "Jaxon Smith-Njigba", "Tony Pollard"],
  },
  {
    turns: ["what's amon-ra worth rn", "ok so is james cook for amon-ra a fair deal or am i getting fleeced"],
    expect: "trade",
    players: ["James Cook", "Amon-Ra St. Brown"],
  },
  {
    turns: ["lowkey should i accept: my dk metcalf for their courtland sutton and sean tucker"],
    expect: "trade",
    players: ["DK Metcalf", "Courtland Sutton", "Sean Tucker"],
  },

  // ---------- waivers ----------
  { turns: ["who should i pick up off waivers this week"], expect: "waivers" },
  { turns: ["rank my rbs", "yikes. who's the best rb on the wire rn no cap"], expect: "waivers", position: "RB" },
  { turns: ["how much faab should i throw at kenneth gainwell"], expect: "waivers", players: ["Kenneth Gainwell"] },
  { turns: ["any te worth grabbing on waivers?? mine is cooked"], expect: "waivers", position: "TE" },
  {
    turns: ["is tyrone tracy still out", "ugh ok then who do i grab off the wire this week"],
    expect: "waivers",
  },
  {
    turns: ["is javonte williams still on waivers? tryna put a claim in"],
    expect: "waivers",
    players: ["Javonte Williams"],
  },
  { turns: ["what's hot on the waiver wire rn fr"], expect: "waivers" },
  {
    turns: ["is wan'dale robinson available", "should i bid on him, how much faab we talking"],
    expect: "waivers",
    players: ["Wan'Dale Robinson"],
  },

  // ---------- playoffs ----------
  { turns: ["what are my playoff odds rn"], expect: "playoffs" },
  { turns: ["am i making playoffs or am i cooked fr 💀"], expect: "playoffs" },
  {
    turns: ["what are red zone raiders' chances of making the playoffs"],
    expect: "playoffs",
    team: "Red Zone Raiders",
  },
  {
    turns: ["what's my record", "so like realistically do i make the playoffs"],
    expect: "playoffs",
  },
  { turns: ["am i winning this week", "highkey what % am i to make the postseason tho"], expect: "playoffs" },
  {
    turns: ["what's the sunday scaries record", "are they getting in the playoffs or nah"],
    expect: "playoffs",
    team: "Sunday Scaries",
  },
  { turns: ["playoff chances for gridiron gurus? be honest"], expect: "playoffs" },

  // ---------- improveOdds ----------
  { turns: ["what moves would boost my playoff odds the most"], expect: "improveOdds" },
  { turns: ["how do i up my chances of making playoffs, gimme moves"], expect: "improveOdds" },
  {
    turns: ["what are my playoff odds", "sheesh that's low. what can i do to bump it"],
    expect: "improveOdds",
  },
  { turns: ["if i win out do i make it", "ok what are the best moves to lock up a spot fr"], expect: "improveOdds" },
  { turns: ["what trade or pickup gives me the biggest jump in playoff %"], expect: "improveOdds" },

  // ---------- matchup ----------
  { turns: ["who am i playing this week"], expect: "matchup" },
  { turns: ["am i winning my matchup this week or am i cooked"], expect: "matchup" },
  { turns: ["what's my projected total this week", "ok and what's my win prob in my matchup fr"], expect: "matchup" },
  { turns: ["who do i play next week and am i favored"], expect: "matchup", week: "next" },
  {
    turns: ["what's the sunday scaries record", "how are they looking in their game this week"],
    expect: "matchup",
    team: "Sunday Scaries",
  },
  { turns: ["projected score for my matchup this week? W or L"], expect: "matchup" },
  {
    turns: ["who am i playing this week", "and who's my week 12 opponent"],
    expect: "matchup",
    week: 12,
  },

  // ---------- record ----------
  { turns: ["what's my record rn"], expect: "record" },
  { turns: ["what are my playoff odds", "where am i in the standings rn lol"], expect: "record" },
  { turns: ["what's hail mary heroes' record"], expect: "record", team: "Hail Mary Heroes" },
  { turns: ["how's coach finley's team doing, like w-l wise"], expect: "record", team: "Waiver Wire Wizards" },
  {
    turns: ["who's blitz brigade playing this week", "and what's their record"],
    expect: "record",
    team: "Blitz Brigade",
  },
  { turns: ["what place are the pocket passers in rn"], expect: "record", team: "Pocket Passers" },

  // ---------- rosterStatus ----------
  { turns: ["who's hurt on my roster this week"], expect: "rosterStatus" },
  { turns: ["any of my guys on bye this week?"], expect: "rosterStatus" },
  { turns: ["injury + bye check on my team for week 11 pls"], expect: "rosterStatus", week: 11 },
  {
    turns: ["set my lineup", "wait is anyone on my team hurt or on bye"],
    expect: "rosterStatus",
  },
  { turns: ["who on my squad is out next week"], expect: "rosterStatus", week: "next" },

  // ---------- positionRank ----------
  { turns: ["rank my wrs for this week"], expect: "positionRank", position: "WR" },
  { turns: ["rank my rbs fr, best to worst this week"], expect: "positionRank", position: "RB" },
  { turns: ["my tes ranked for week 11?"], expect: "positionRank", position: "TE", week: 11 },
  {
    turns: ["rank my rbs", "now do wrs"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["who's hurt on my team", "ok order my qbs best to worst for this week"],
    expect: "positionRank",
    position: "QB",
  },

  // ---------- projectedTotal ----------
  { turns: ["how many points am i projected for this week"], expect: "projectedTotal" },
  { turns: ["what's my team's projected total + range"], expect: "projectedTotal" },
  { turns: ["what's my team's ceiling this week, like best case pts"], expect: "projectedTotal" },
  {
    turns: ["what's my projected total this week", "and for next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  { turns: ["how many pts is gridiron gurus projected to drop in week 12"], expect: "projectedTotal", week: 12 },

  // ---------- leaders ----------
  { turns: ["who's got the best record in the league"], expect: "leaders" },
  { turns: ["which team has scored the most points this szn"], expect: "leaders" },
  { turns: ["power rankings?? who's actually him in this league"], expect: "leaders" },
  { turns: ["who's the strongest team in the league rn no cap"], expect: "leaders" },
  {
    turns: ["what's my record", "who's at the top of the standings tho"],
    expect: "leaders",
  },

  // ---------- sleepers ----------
  { turns: ["who's on waivers rn", "nah i mean deeper, any sleepers i should know about"], expect: "sleepers" },
  { turns: ["deep stash candidates for the fantasy playoffs?"], expect: "sleepers" },
  { turns: ["who should i stash now for next week fr"], expect: "sleepers" },
  { turns: ["lowkey sleeper rb that could pop off later in the szn?"], expect: "sleepers", position: "RB" },
  {
    turns: ["who should i pick up this week", "ok and who's a sleeper for like weeks 15-17"],
    expect: "sleepers",
  },

  // ---------- dropStash ----------
  {
    turns: ["should i drop brian thomas jr or hold, bro is NOT him this year"],
    expect: "dropStash",
    players: ["Brian Thomas Jr."],
  },
  { turns: ["is it time to cut dalton kincaid or do i stash him"], expect: "dropStash", players: ["Dalton Kincaid"] },
  {
    turns: ["how much faab for kenneth gainwell", "ok who should i drop to make room for him"],
    expect: "dropStash",
  },
  {
    turns: ["is j.k. dobbins hurt", "do i drop him or stash"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["how's dj moore looking ros", "stash or drop him, he's been mid af"],
    expect: "dropStash",
    players: ["DJ Moore"],
  },

  // ---------- byeCover ----------
  {
    turns: ["josh allen is on bye, who do i stream at qb"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
  },
  { turns: ["need a te to cover kittle's bye"], expect: "byeCover", players: ["George Kittle"], position: "TE" },
  {
    turns: ["any of my guys on bye this week", "my kicker dicker is on bye, who's a streamer"],
    expect: "byeCover",
    players: ["Cameron Dicker"],
    position: "K",
  },
  {
    turns: ["is jared goff on bye this week", "ok who do i stream in his place"],
    expect: "byeCover",
    players: ["Jared Goff"],
    position: "QB",
  },
  {
    turns: ["justin jefferson's bye is week 11, who covers for him"],
    expect: "byeCover",
    players: ["Justin Jefferson"],
    week: 11,
  },

  // ---------- scenario ----------
  { turns: ["if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  { turns: ["if i take an L this week am i done fr"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["what if i go 2-2 the rest of the way"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  {
    turns: ["if the wizards win out do they get in"],
    expect: "scenario",
    scenario: "win-out",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["what are my playoff odds", "and if i only win 3 more?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  { turns: ["say i go 4-1, am i a lock?"], expect: "scenario", scenario: { wins: 4, games: 5 } },

  // ---------- tradeIdeas ----------
  { turns: ["who should i trade for to fix my rb room"], expect: "tradeIdeas", position: "RB" },
  { turns: ["any 2 for 1 trade ideas for me"], expect: "tradeIdeas" },
  { turns: ["what trades could i do with coach reese"], expect: "tradeIdeas", team: "Play Action Pack" },
  { turns: ["tryna move kyle pitts, find me some trade ideas"], expect: "tradeIdeas", players: ["Kyle Pitts"] },
  {
    turns: ["rank my wrs", "i got too many, who could i flip one of em to for a te"],
    expect: "tradeIdeas",
    position: "TE",
  },

  // ---------- help ----------
  { turns: ["wait what can u actually do"], expect: "help" },
  { turns: ["how do i use this thing lol"], expect: "help" },
  { turns: ["what kinda questions can i ask u"], expect: "help" },
  { turns: ["bro what are u even for 😭 like what do u help with"], expect: "help" },
  {
    turns: ["what's my record", "ok cool, what else can u do for me"],
    expect: "help",
  },

  // ---------- None ----------
  { turns: ["is it gonna rain at the bills game sunday"], expect: "None" },
  { turns: ["is my lineup optimal", "bet. what's the spread on chiefs vs broncos tho"], expect: "None" },
  { turns: ["tell me a joke abt the jets lol"], expect: "None" },
  { turns: ["i can't log into my account help"], expect: "None" },
  { turns: ["how do i change the league scoring to full ppr"], expect: "None" },
  { turns: ["is travis kelce still with taylor swift fr"], expect: "None" },
  { turns: ["who's winning nba mvp this year"], expect: "None" },
  {
    turns: ["who am i playing this week", "ty. how's ur day going gm"],
    expect: "None",
  },
  { turns: ["what's the over/under on lamar's passing yards sunday"], expect: "None" },
  {
    turns: ["rank my rbs", "also can u change my team name to something bussin"],
    expect: "None",
  },
];
