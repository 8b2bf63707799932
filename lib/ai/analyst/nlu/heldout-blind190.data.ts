// Blind held-out evaluation set 190 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a manager thumbing fast on a phone, autocorrect mangling names, no apostrophes, run-on
// messages.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_190: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["jamar chase or tee higins this week who do i start"],
    expect: "startSit",
    players: ["Ja'Marr Chase", "Tee Higgins"],
  },
  {
    turns: ["start bijan or jonathon tayler sunday cant decide"],
    expect: "startSit",
    players: ["Bijan Robinson", "Jonathan Taylor"],
  },
  {
    turns: ["kitle vs mcbride for wk 11 who gets the start"],
    expect: "startSit",
    players: ["George Kittle", "Trey McBride"],
    week: 11,
  },
  { turns: ["do i play achain or gibbs tmrw"], expect: "startSit", players: ["De'Von Achane", "Jahmyr Gibbs"] },
  {
    turns: ["jsn or drake londen i can only fit one in"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Drake London"],
  },
  {
    turns: ["shud i start saqoun over derick henry this wk or am i overthinking"],
    expect: "startSit",
    players: ["Saquon Barkley", "Derrick Henry"],
  },
  {
    turns: ["thinkin abt my lineup", "lamb or nabers whos the play"],
    expect: "startSit",
    players: ["CeeDee Lamb", "Malik Nabers"],
  },
  {
    turns: ["who do i roll out next week kyren willaims or chuba hubard"],
    expect: "startSit",
    players: ["Kyren Williams", "Chuba Hubbard"],
    week: "next",
  },
  { turns: ["bo nix or jared gof under center this week"], expect: "startSit", players: ["Bo Nix", "Jared Goff"] },
  {
    turns: ["start zay flowers or lad mcconkey", "ok and for wk 12 same 2 guys"],
    expect: "startSit",
    players: ["Zay Flowers", "Ladd McConkey"],
    week: 12,
  },
  {
    turns: ["mcaffrey vs jams cook who gets the nod this weekend"],
    expect: "startSit",
    players: ["Christian McCaffrey", "James Cook"],
  },
  {
    turns: ["garet wilson or rome odunzee sunday i rly need a w"],
    expect: "startSit",
    players: ["Garrett Wilson", "Rome Odunze"],
  },
  {
    turns: ["bench kelse and play tucker craft instead?? this wk"],
    expect: "startSit",
    players: ["Travis Kelce", "Tucker Kraft"],
  },
  {
    turns: ["is jeanty good to go", "ok so jeanty or breece hal in my lineup this week"],
    expect: "startSit",
    players: ["Ashton Jeanty", "Breece Hall"],
  },

  // ---- compare ----
  {
    turns: ["rest of season who u rather have puka or jefferson"],
    expect: "compare",
    players: ["Puka Nacua", "Justin Jefferson"],
  },
  {
    turns: ["long term whos better bowers or laporte just ros not this week"],
    expect: "compare",
    players: ["Brock Bowers", "Sam LaPorta"],
  },
  {
    turns: ["omarion hamptn vs trayveon henderson ros value"],
    expect: "compare",
    players: ["Omarion Hampton", "TreVeyon Henderson"],
  },
  {
    turns: ["gonna compare some guys", "mcmillan or egbuka for the rest of the yr whos the better asset"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: ["who has more value nico colins or amon ra"],
    expect: "compare",
    players: ["Nico Collins", "Amon-Ra St. Brown"],
  },
  {
    turns: ["lamar or josh alen for the stretch run overall whos the better qb to own"],
    expect: "compare",
    players: ["Lamar Jackson", "Josh Allen"],
  },

  // ---- slot ----
  { turns: ["who goes in my flex spot this wk"], expect: "slot", position: "FLEX" },
  {
    turns: ["rb2 slot kamara or rashad white"],
    expect: "slot",
    players: ["Alvin Kamara", "Rachaad White"],
    position: "RB",
  },
  { turns: ["my te spot is basically empty who fills it this week"], expect: "slot", position: "TE" },
  {
    turns: ["my wr3 is a mess", "who shld go there jeudy or shakur"],
    expect: "slot",
    players: ["Jerry Jeudy", "Khalil Shakir"],
    position: "WR",
  },
  { turns: ["whos my best option at flex next wk"], expect: "slot", position: "FLEX", week: "next" },

  // ---- lineup ----
  { turns: ["set my lineup for this week pls"], expect: "lineup" },
  { turns: ["is my lineup optimal rn or did i mess smth up"], expect: "lineup" },
  { turns: ["chek my starters for week 12 anything wrong"], expect: "lineup", week: 12 },
  { turns: ["ok waivers done", "now gimme the best lineup for sunday"], expect: "lineup" },
  { turns: ["whats the optimal lineup nxt week"], expect: "lineup", week: "next" },

  // ---- outlook ----
  { turns: ["how many pts is bijan gonna get this wk"], expect: "outlook", players: ["Bijan Robinson"] },
  { turns: ["whats jackson darts ceiling this week"], expect: "outlook", players: ["Jaxson Dart"] },
  { turns: ["tyreek hil ros outlook"], expect: "outlook", players: ["Tyreek Hill"] },
  {
    turns: ["jamerson williams laid an egg", "whats his projection for next week tho"],
    expect: "outlook",
    players: ["Jameson Williams"],
    week: "next",
  },
  { turns: ["floor for cam skatebo wk 11"], expect: "outlook", players: ["Cam Skattebo"], week: 11 },
  { turns: ["how do u see quinshon judkns doing down the stretch"], expect: "outlook", players: ["Quinshon Judkins"] },

  // ---- status ----
  { turns: ["is mccaffery playing sunday"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["whats the deal w rashee rices injury"], expect: "status", players: ["Rashee Rice"] },
  { turns: ["when is nabors bye"], expect: "status", players: ["Malik Nabers"] },
  {
    turns: ["chris olive was limited at practice", "is he gonna suit up or nah"],
    expect: "status",
    players: ["Chris Olave"],
  },
  { turns: ["any update on brian tomas jr hammy"], expect: "status", players: ["Brian Thomas Jr."] },

  // ---- tradeValue ----
  { turns: ["what is kelce worth in a trade these days"], expect: "tradeValue", players: ["Travis Kelce"] },
  { turns: ["sell high on jonathon taylor or hold him"], expect: "tradeValue", players: ["Jonathan Taylor"] },
  { turns: ["shud i try to buy devonta smith or nah"], expect: "tradeValue", players: ["DeVonta Smith"] },
  {
    turns: ["george pickins is on fire lately", "is now the time to cash him in"],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  {
    turns: ["how much does ken walker go for on the trade market"],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },

  // ---- buyLow ----
  { turns: ["who are some buy low guys rn"], expect: "buyLow" },
  { turns: ["any underperformers i shld trade for before the deadline"], expect: "buyLow" },
  { turns: ["buy low candidates at wr"], expect: "buyLow", position: "WR" },
  { turns: ["which studs r struggling that i could snag cheap from someone"], expect: "buyLow" },
  { turns: ["trade deadline coming up", "who shuld i target thats been unlucky so far"], expect: "buyLow" },

  // ---- trade ----
  {
    turns: ["would u do my jsn for his drake london straight up"],
    expect: "trade",
    players: ["Jaxon Smith-Njigba", "Drake London"],
  },
  {
    turns: ["got offered breece hal for my tee higgins accept?"],
    expect: "trade",
    players: ["Tee Higgins", "Breece Hall"],
  },
  {
    turns: ["i give kamara n jeudy and get cee dee lamb is that fair"],
    expect: "trade",
    players: ["Alvin Kamara", "Jerry Jeudy", "CeeDee Lamb"],
  },
  {
    turns: ["someone wants my devon achane", "theyre giving me trey mcbride and rico dowdel who wins that deal"],
    expect: "trade",
    players: ["De'Von Achane", "Trey McBride", "Rico Dowdle"],
  },
  {
    turns: ["trading mahomes away for jalen hurts good idea?"],
    expect: "trade",
    players: ["Patrick Mahomes", "Jalen Hurts"],
  },

  // ---- waivers ----
  { turns: ["who shld i pick up off waivers this week"], expect: "waivers" },
  { turns: ["how much faab for kyle monangay"], expect: "waivers", players: ["Kyle Monangai"] },
  { turns: ["best rb on the wire rn"], expect: "waivers", position: "RB" },
  { turns: ["i got 40 bucks faab left", "whos worth blowing it on"], expect: "waivers" },
  { turns: ["is woody marks worth a claim or naw"], expect: "waivers", players: ["Woody Marks"] },

  // ---- playoffs ----
  { turns: ["wat r my playoff odds"], expect: "playoffs" },
  { turns: ["am i making the playoffs or what"], expect: "playoffs" },
  { turns: ["whats coach tatums chance to make playofs"], expect: "playoffs", team: "Red Zone Raiders" },
  { turns: ["brutal loss last week", "do i still have a shot at the postseason"], expect: "playoffs" },
  { turns: ["sunday scarys playoff chances looking how"], expect: "playoffs", team: "Sunday Scaries" },

  // ---- improveOdds ----
  { turns: ["what moves can i make to boost my playoff chances"], expect: "improveOdds" },
  { turns: ["how do i get my odds up to make the dance"], expect: "improveOdds" },
  { turns: ["wat shld i do to sneak into the top 6"], expect: "improveOdds" },
  { turns: ["playoff odds look bad", "ok so how do i fix that"], expect: "improveOdds" },
  { turns: ["any trades or adds that raise my playoff %"], expect: "improveOdds" },

  // ---- matchup ----
  { turns: ["who am i playing this week"], expect: "matchup" },
  { turns: ["what are my chances to win this weekend"], expect: "matchup" },
  { turns: ["whats the projected score of my game wk 12"], expect: "matchup", week: 12 },
  { turns: ["how does hail mary heros matchup look this week"], expect: "matchup", team: "Hail Mary Heroes" },
  { turns: ["set my lineup", "ok now who am i up against next week and do i win"], expect: "matchup", week: "next" },

  // ---- record ----
  { turns: ["whats my record"], expect: "record" },
  { turns: ["where am i in the standings rn"], expect: "record" },
  { turns: ["what is pocket passers record"], expect: "record", team: "Pocket Passers" },
  { turns: ["coach finley keeps beating ppl", "whats his record now"], expect: "record", team: "Waiver Wire Wizards" },
  { turns: ["how many wins do i have so far"], expect: "record" },

  // ---- rosterStatus ----
  { turns: ["any injurys on my roster this week"], expect: "rosterStatus" },
  { turns: ["who on my team is on bye nxt week"], expect: "rosterStatus", week: "next" },
  { turns: ["byes or injuries i need to worry abt for wk 13"], expect: "rosterStatus", week: 13 },
  { turns: ["is anybody on my squad hurt"], expect: "rosterStatus" },
  { turns: ["lineup looks ok?", "wait is anyone on bye or banged up"], expect: "rosterStatus" },

  // ---- positionRank ----
  { turns: ["rank my wrs for this week"], expect: "positionRank", position: "WR" },
  { turns: ["order my rbs best to worst wk 11"], expect: "positionRank", position: "RB", week: 11 },
  { turns: ["how do my tight ends stack up against each other this week"], expect: "positionRank", position: "TE" },
  { turns: ["rank my qbs for next week"], expect: "positionRank", position: "QB", week: "next" },
  { turns: ["rank my running backs", "do the same for my wide recievers"], expect: "positionRank", position: "WR" },

  // ---- projectedTotal ----
  { turns: ["how many points am i projected for"], expect: "projectedTotal" },
  { turns: ["whats my teams floor and ceiling this wk"], expect: "projectedTotal" },
  { turns: ["projected total for week 12"], expect: "projectedTotal", week: 12 },
  { turns: ["what range of points shld i expect to put up sunday"], expect: "projectedTotal" },
  { turns: ["how many pts do i project for", "and next week?"], expect: "projectedTotal", week: "next" },

  // ---- leaders ----
  { turns: ["who leads the league"], expect: "leaders" },
  { turns: ["best team in the league rn"], expect: "leaders" },
  { turns: ["show me the whole standings table"], expect: "leaders" },
  { turns: ["who has scored the most points so far"], expect: "leaders" },
  { turns: ["whos in first", "and who's got the most pf"], expect: "leaders" },

  // ---- sleepers ----
  { turns: ["any sleepers for next week"], expect: "sleepers", week: "next" },
  { turns: ["deep sleepers to grab ahead of the playoff weeks"], expect: "sleepers" },
  { turns: ["looking ahead any pickups for week 13"], expect: "sleepers", week: 13 },
  { turns: ["under the radar guys who could pop in a couple weeks"], expect: "sleepers" },
  { turns: ["whos the top add this week", "ok but thinking further out whos a sleeper for later"], expect: "sleepers" },

  // ---- dropStash ----
  { turns: ["chris godwn is out again drop him or stash"], expect: "dropStash", players: ["Chris Godwin"] },
  { turns: ["which of my hurt guys can i cut"], expect: "dropStash" },
  { turns: ["is it worth holding jk dobbbins on ir"], expect: "dropStash", players: ["J.K. Dobbins"] },
  { turns: ["mark andrew is hurt", "keep him or let him go"], expect: "dropStash", players: ["Mark Andrews"] },
  {
    turns: ["need a roster spot hes injured so drop brandon ayuk or hold"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },

  // ---- byeCover ----
  { turns: ["josh allen on bye who do i start at qb"], expect: "byeCover", players: ["Josh Allen"], position: "QB" },
  { turns: ["need a te streamer for bowers bye"], expect: "byeCover", players: ["Brock Bowers"], position: "TE" },
  { turns: ["who covers for jalen hurtz bye week"], expect: "byeCover", players: ["Jalen Hurts"], position: "QB" },
  {
    turns: ["trey mcbride is on bye next week", "whos my fill in"],
    expect: "byeCover",
    players: ["Trey McBride"],
    position: "TE",
    week: "next",
  },
  { turns: ["backup qb for burrows bye wk 12"], expect: "byeCover", players: ["Joe Burrow"], position: "QB", week: 12 },

  // ---- scenario ----
  { turns: ["if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  { turns: ["odds if i go 2-1 the rest of the way"], expect: "scenario", scenario: { wins: 2, games: 3 } },
  { turns: ["what if i lose this week am i done"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["if i win 2 of my last 4 where does that leave me"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  { turns: ["whats my playoff %", "and if i win 3 more"], expect: "scenario", scenario: { wins: 3, games: null } },

  // ---- tradeIdeas ----
  { turns: ["what could i get for derik henry"], expect: "tradeIdeas", players: ["Derrick Henry"] },
  { turns: ["2 for 1 ideas using devante adams"], expect: "tradeIdeas", players: ["Davante Adams"] },
  { turns: ["i need a rb give me some trade ideas"], expect: "tradeIdeas", position: "RB" },
  { turns: ["i have too many wrs", "trade ideas for mike evens?"], expect: "tradeIdeas", players: ["Mike Evans"] },
  { turns: ["who can i flip tyler waren for"], expect: "tradeIdeas", players: ["Tyler Warren"] },

  // ---- help ----
  { turns: ["what can u do"], expect: "help" },
  { turns: ["help"], expect: "help" },
  { turns: ["what kinda stuff can i ask you"], expect: "help" },
  { turns: ["what r ur features gm"], expect: "help" },
  { turns: ["hey", "what are you able to help with"], expect: "help" },

  // ---- None ----
  { turns: ["whats the weather in buffalo sunday"], expect: "None" },
  { turns: ["whats the spread on the chiefs game"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["who wins the nba finals this yr"], expect: "None" },
  { turns: ["best draftkings lineup tonight"], expect: "None" },
  { turns: ["how do i change my notification settings"], expect: "None" },
  { turns: ["did u see that movie last night"], expect: "None" },
  { turns: ["whats the over under for lamars game"], expect: "None" },
  { turns: ["thanks for the help", "ok what should i eat for dinner lol"], expect: "None" },
  { turns: ["how do i change my team name in the app"], expect: "None" },
  { turns: ["whos gonna win the world series"], expect: "None" },

  // ---- multi-part ----
  {
    turns: ["is kitle playing and should i start him over kraft"],
    expect: ["status", "startSit"],
    players: ["George Kittle", "Tucker Kraft"],
  },
  { turns: ["whats my record and my playoff odds"], expect: ["record", "playoffs"] },
  { turns: ["who do i play this week and whats my projected total"], expect: ["matchup", "projectedTotal"] },
  { turns: ["rank my rbs and who should i pick up at rb"], expect: ["positionRank", "waivers"], position: "RB" },
  {
    turns: ["what is puka worth and give me trade ideas for him"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Puka Nacua"],
  },
  { turns: ["set my lineup and tell me if anyone is hurt"], expect: ["lineup", "rosterStatus"] },
  {
    turns: ["who leads the league and what are my odds if i win out"],
    expect: ["leaders", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["hows chase brwn looking this week also should i drop jk dobbins hes hurt"],
    expect: ["outlook", "dropStash"],
    players: ["Chase Brown", "J.K. Dobbins"],
  },
];
