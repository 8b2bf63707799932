// Blind held-out evaluation set 130 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: busy parent on a phone.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_130: HeldOutCase[] = [
  // startSit
  {
    turns: ["sorry kids screaming.. chase or puka this wk which one do i start"],
    expect: "startSit",
    players: ["Ja'Marr Chase", "Puka Nacua"],
  },
  {
    turns: ["jefferson vs waddle for sunday?? gotta lock it in before soccer pickup"],
    expect: "startSit",
    players: ["Justin Jefferson", "Jaylen Waddle"],
  },
  {
    turns: ["do i play bijan or gibbs", "ok same q but for next wk"],
    expect: "startSit",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
    week: "next",
  },
  {
    turns: ["kittle or laporta in wk 12 , leaning kittle but idk"],
    expect: "startSit",
    players: ["George Kittle", "Sam LaPorta"],
    week: 12,
  },
  {
    turns: ["start hurts or nix", "wait no i meant baker not nix. hurts or baker"],
    expect: "startSit",
    players: ["Jalen Hurts", "Baker Mayfield"],
  },
  {
    turns: ["henrry or jacobs todayy quick pls dinner burning"],
    expect: "startSit",
    players: ["Derrick Henry", "Josh Jacobs"],
  },

  // compare
  {
    turns: ["long term who do u want ARSB or jsn"],
    expect: "compare",
    players: ["Amon-Ra St. Brown", "Jaxon Smith-Njigba"],
  },
  {
    turns: ["dynasty q - jeanty or hampton. both rookies so thinking like 3 yrs out"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["ros whos better nabers or london", "ok and nabers vs mcmillan then"],
    expect: "compare",
    players: ["Malik Nabers", "Tetairoa McMillan"],
  },
  {
    turns: ["for the rest of the yr is it cmc or saquon i keep going back n forth in my head"],
    expect: "compare",
    players: ["Christian McCaffrey", "Saquon Barkley"],
  },
  {
    turns: ["going forward who'd u rather own, bowers or mcbride"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["keeper league. next yr egbuka or mcconkey", "and what about for just the rest of this season"],
    expect: "compare",
    players: ["Emeka Egbuka", "Ladd McConkey"],
  },

  // slot
  { turns: ["who shud be my flex this week"], expect: "slot", position: "FLEX" },
  { turns: ["need a tight end for sunday who goes in"], expect: "slot", position: "TE" },
  { turns: ["whos my best qb play", "and at kicker?"], expect: "slot", position: "K" },
  { turns: ["wr3 spot who do i put there, typing w one hand sorry baby asleep on me"], expect: "slot", position: "WR" },
  { turns: ["what d/st do i roll w"], expect: "slot", position: "DEF" },
  { turns: ["who do i flex", "what abt next weeks flex"], expect: "slot", position: "FLEX", week: "next" },

  // lineup
  { turns: ["can u just set my lineip thx 🙏"], expect: "lineup" },
  { turns: ["is my lineup ok?? no time to look at it this wk"], expect: "lineup" },
  { turns: ["optimize my starters pls then i gotta run"], expect: "lineup" },
  { turns: ["set my lineup", "do the same thing for next week too"], expect: "lineup", week: "next" },
  { turns: ["hey when u get a sec check my whole lineup for week 12"], expect: "lineup", week: 12 },

  // outlook
  { turns: ["is rico dowdle for real or fluke"], expect: "outlook", players: ["Rico Dowdle"] },
  { turns: ["hows burrow looking this wk", "ok and mahomes"], expect: "outlook", players: ["Patrick Mahomes"] },
  {
    turns: ["hows tyrone tracy looking this week", "and rest of season?"],
    expect: "outlook",
    players: ["Tyrone Tracy Jr."],
  },
  {
    turns: ["skatebo projection? autocorrect keeps changing it to skateboard smh"],
    expect: "outlook",
    players: ["Cam Skattebo"],
  },
  { turns: ["is kyle pitts even worth starting anymore ugh"], expect: "outlook", players: ["Kyle Pitts"] },
  { turns: ["whats jaxson darts outlook", "and next wk?"], expect: "outlook", players: ["Jaxson Dart"], week: "next" },

  // status
  {
    turns: ["is waddle playing sunday", "and tyreek? sorry autocorrect made it tyrant lol"],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  { turns: ["wait what happened to cmc did he get hurt again"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["any news on btj ankle?"], expect: "status", players: ["Brian Thomas Jr."] },
  { turns: ["is JT practicing", "and chase brown?"], expect: "status", players: ["Chase Brown"] },
  { turns: ["was aiyuk at practice today or"], expect: "status", players: ["Brandon Aiyuk"] },
  { turns: ["mark andrews status?? hes questionable right"], expect: "status", players: ["Mark Andrews"] },

  // tradeValue
  { turns: ["whats garrett wilson worth in a trade"], expect: "tradeValue", players: ["Garrett Wilson"] },
  { turns: ["should i sell high on jamo"], expect: "tradeValue", players: ["Jameson Williams"] },
  { turns: ["whats kamara worth rn", "so hold or sell him"], expect: "tradeValue", players: ["Alvin Kamara"] },
  { turns: ["buy low on higgins?", "what about olave"], expect: "tradeValue", players: ["Chris Olave"] },
  {
    turns: ["someone messaged asking about pickens, realistically how much is he worth"],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  {
    turns: ["woody marks has been great", "is now the time to move him or ride it out"],
    expect: "tradeValue",
    players: ["Woody Marks"],
  },

  // buyLow
  { turns: ["any good buy low guys rn"], expect: "buyLow" },
  { turns: ["who shud i be selling high on"], expect: "buyLow" },
  { turns: ["list of buy lows for the stretch run pls"], expect: "buyLow" },
  { turns: ["give me some buy low targets", "and sell highs?"], expect: "buyLow" },
  { turns: ["which players r undervalued that i could trade for cheap"], expect: "buyLow" },

  // trade
  { turns: ["got offered jacobs for my waddle, accept?"], expect: "trade", players: ["Josh Jacobs", "Jaylen Waddle"] },
  {
    turns: ["someone offered me nico collins", "for kittle + rachaad white. fair?"],
    expect: "trade",
    players: ["Nico Collins", "George Kittle", "Rachaad White"],
  },
  {
    turns: ["trading mclaurin and dobbins for bijan who wins that"],
    expect: "trade",
    players: ["Terry McLaurin", "J.K. Dobbins", "Bijan Robinson"],
  },
  {
    turns: ["coach quinn offered me sutton for my hampton", "should i take it"],
    expect: "trade",
    players: ["Courtland Sutton", "Omarion Hampton"],
  },
  {
    turns: ["give addison n warren get achane. yes or no"],
    expect: "trade",
    players: ["Jordan Addison", "Jaylen Warren", "De'Von Achane"],
  },
  {
    turns: ["thinking abt trading evans for zay flowers", "what if i add hunter henry to it"],
    expect: "trade",
    players: ["Mike Evans", "Zay Flowers", "Hunter Henry"],
  },

  // waivers
  { turns: ["who shud i grab off waivers this wk"], expect: "waivers" },
  { turns: ["best free agent rb out ther?"], expect: "waivers", position: "RB" },
  { turns: ["how much faab for monangai"], expect: "waivers", players: ["Kyle Monangai"] },
  { turns: ["any wrs on the wire worth it", "what about te"], expect: "waivers", position: "TE" },
  { turns: ["top pickups b4 wed night? kids have practice so i wont be on"], expect: "waivers" },
  {
    turns: ["is judkins out there?", "should i put a bid in, i have like 40 bucks left"],
    expect: "waivers",
    players: ["Quinshon Judkins"],
  },

  // playoffs
  { turns: ["do we make playoffs or nah"], expect: "playoffs" },
  { turns: ["whats my chance of winning the whole thing"], expect: "playoffs" },
  { turns: ["whats my record", "ok so odds of a bye then?"], expect: "playoffs" },
  { turns: ["are the sunday scaries gonna make the playoffs"], expect: "playoffs", team: "Sunday Scaries" },
  { turns: ["what are my playoff odds", "and coach tatums?"], expect: "playoffs", team: "Red Zone Raiders" },
  { turns: ["chances coach ellis's team gets in"], expect: "playoffs", team: "Pocket Passers" },

  // improveOdds
  { turns: ["what do i need to do to make playoffs, be honest"], expect: "improveOdds" },
  { turns: ["how do i make my team better, im 4-5 and its stressing me out lol"], expect: "improveOdds" },
  { turns: ["whats my playoff %", "ugh ok how do i bump that up"], expect: "improveOdds" },
  { turns: ["im 5-4", "any moves to up my chances this late"], expect: "improveOdds" },
  { turns: ["my team feels meh", "what should i change"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i playign this week"], expect: "matchup" },
  { turns: ["do i win this wk? whats the prob"], expect: "matchup" },
  { turns: ["who am i up against sunday", "are we favored or"], expect: "matchup" },
  { turns: ["who do i play this week", "and next week?"], expect: "matchup", week: "next" },
  { turns: ["projected score vs end zone envy"], expect: "matchup", team: "End Zone Envy" },
  { turns: ["wk 13 matchup who is it"], expect: "matchup", week: 13 },

  // record
  { turns: ["whats our recrod"], expect: "record" },
  { turns: ["where r we in the standings"], expect: "record" },
  { turns: ["whats hail mary heroes record"], expect: "record", team: "Hail Mary Heroes" },
  { turns: ["what place am i", "and coach finley?"], expect: "record", team: "Waiver Wire Wizards" },
  { turns: ["how many wins do i have so far", "and where does that put me"], expect: "record" },

  // rosterStatus
  { turns: ["who on my team is hurt"], expect: "rosterStatus" },
  { turns: ["any of my guys on bye this week"], expect: "rosterStatus" },
  { turns: ["whos questionable on my roster, havent checked all wk"], expect: "rosterStatus" },
  { turns: ["whos on bye for me", "and next wk?"], expect: "rosterStatus", week: "next" },
  { turns: ["byes week 12 on my team?"], expect: "rosterStatus", week: 12 },
  { turns: ["injury report for my roster pls", "what about week 13 byes"], expect: "rosterStatus", week: 13 },

  // positionRank
  { turns: ["rank my wrs this week", "and for wk 12"], expect: "positionRank", position: "WR", week: 12 },
  { turns: ["order my running backs best to worst real quick"], expect: "positionRank", position: "RB" },
  { turns: ["rank my rbs", "ok now te"], expect: "positionRank", position: "TE" },
  { turns: ["rank my qbs for wk 11 pls"], expect: "positionRank", position: "QB", week: 11 },
  { turns: ["which of my wide receivers is best this week, rank em"], expect: "positionRank", position: "WR" },

  // projectedTotal
  { turns: ["how many pts am i projected"], expect: "projectedTotal" },
  { turns: ["who am i playing", "whats my floor n ceiling"], expect: "projectedTotal" },
  { turns: ["whats my projected total", "and for next week"], expect: "projectedTotal", week: "next" },
  { turns: ["projected points range for gridiron gurus"], expect: "projectedTotal" },
  { turns: ["how many points are we gonna put up wk 12"], expect: "projectedTotal", week: 12 },

  // leaders
  { turns: ["who's leading the league"], expect: "leaders" },
  { turns: ["which team has scored the most pts this yr... feels like its not me lol"], expect: "leaders" },
  { turns: ["whats my record", "who's the best team tho"], expect: "leaders" },
  { turns: ["whos got the best playoff odds in the league"], expect: "leaders" },
  { turns: ["who's in first", "and who has the most pts"], expect: "leaders" },

  // sleepers
  { turns: ["any sleepers i shoudl stash"], expect: "sleepers" },
  { turns: ["who's about to break out, want to grab early"], expect: "sleepers" },
  { turns: ["any waiver pickups", "ok but more like guys to stash for the playoffs"], expect: "sleepers" },
  { turns: ["any sleeper rbs", "what about wr"], expect: "sleepers", position: "WR" },
  { turns: ["deep sleepers for the next couple wks, the ones nobodys talking about"], expect: "sleepers" },

  // dropStash
  { turns: ["should i drop aiyuk or keep stashing him"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  { turns: ["how much faab for woody marks", "if i get him who do i cut to make room"], expect: "dropStash" },
  { turns: ["put godwin on IR or drop?"], expect: "dropStash", players: ["Chris Godwin"] },
  { turns: ["is etienne hurt bad", "ok should i just drop him"], expect: "dropStash", players: ["Travis Etienne Jr."] },
  { turns: ["need a roster spot whos the worst guy on my bench to drop"], expect: "dropStash" },
  {
    turns: ["hold breece thru the injury or cut bait, bench is getting crowded"],
    expect: "dropStash",
    players: ["Breece Hall"],
  },

  // byeCover
  { turns: ["kelce on bye, who do i play at te"], expect: "byeCover", players: ["Travis Kelce"], position: "TE" },
  { turns: ["my qb is on bye who do i pick up"], expect: "byeCover", position: "QB" },
  {
    turns: ["is lamar on bye this week", "ugh ok who replaces him"],
    expect: "byeCover",
    players: ["Lamar Jackson"],
    position: "QB",
  },
  { turns: ["need a k to cover dicker's bye"], expect: "byeCover", players: ["Cameron Dicker"], position: "K" },
  {
    turns: ["is jake ferguson out this wk", "ok who fills in at te then"],
    expect: "byeCover",
    players: ["Jake Ferguson"],
    position: "TE",
  },

  // scenario
  { turns: ["if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  { turns: ["odds if i lose this wk?"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["if i go 3-1 the rest of the way am i in"], expect: "scenario", scenario: { wins: 3, games: 4 } },
  { turns: ["what if i only win 2 more"], expect: "scenario", scenario: { wins: 2, games: null } },
  { turns: ["playoff odds?", "what if i go 2-2 from here"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  { turns: ["what are my playoff chances", "and if i lose sunday?"], expect: "scenario", scenario: "lose-this-week" },

  // tradeIdeas
  { turns: ["what could i get for tee higgings"], expect: "tradeIdeas", players: ["Tee Higgins"] },
  { turns: ["who needs a rb in my league, i have extra"], expect: "tradeIdeas", position: "RB" },
  {
    turns: ["2 for 1 ideas with pollard and stevenson"],
    expect: "tradeIdeas",
    players: ["Tony Pollard", "Rhamondre Stevenson"],
  },
  { turns: ["my rb room is so thin", "give me some trade ideas"], expect: "tradeIdeas" },
  {
    turns: ["what can i get for metcalf", "and if i throw in goff"],
    expect: "tradeIdeas",
    players: ["DK Metcalf", "Jared Goff"],
  },
  {
    turns: ["any teams thatd want davante, hes just sitting on my bench"],
    expect: "tradeIdeas",
    players: ["Davante Adams"],
  },

  // help
  { turns: ["hey whats this thing do"], expect: "help" },
  { turns: ["first time using this", "how does it work"], expect: "help" },
  { turns: ["hello? can u help w my fantasy team"], expect: "help" },
  { turns: ["what kinds of stuff can i ask"], expect: "help" },
  { turns: ["hey", "ok what can u do exactly"], expect: "help" },

  // None
  { turns: ["is it gonna rain sunday for the kids game"], expect: "None" },
  { turns: ["quick dinner idea, chicken and rice only"], expect: "None" },
  { turns: ["who should i start in my fantasy basketball league jokic or embiid"], expect: "None" },
  { turns: ["who's leading the league", "lol ok now tell me a joke my kid is bored"], expect: "None" },
  { turns: ["how do i get crayon off a wall"], expect: "None" },
  { turns: ["set my lineup", "actually wait how long do i boil eggs for"], expect: "None" },

  // two questions
  {
    turns: ["start chase or jefferson and also whos on bye for me"],
    expect: ["startSit", "rosterStatus"],
    players: ["Ja'Marr Chase", "Justin Jefferson"],
  },
  { turns: ["whats my record and do i make the playoffs"], expect: ["record", "playoffs"] },
  { turns: ["who do i pick up off waivers, also who do i drop for him"], expect: ["waivers", "dropStash"] },
  {
    turns: ["is saquon playing? if not who do i start at rb"],
    expect: ["status", "byeCover"],
    players: ["Saquon Barkley"],
    position: "RB",
  },
  { turns: ["who am i playing this week and how many pts am i projected"], expect: ["matchup", "projectedTotal"] },
  {
    turns: ["hows gibbs looking ros and what's he worth in a trade"],
    expect: ["outlook", "tradeValue"],
    players: ["Jahmyr Gibbs"],
  },
  { turns: ["set my lineup then tell me who's leading the league"], expect: ["lineup", "leaders"] },
  { turns: ["any sleepers? and buy low guys too"], expect: ["sleepers", "buyLow"] },
  { turns: ["my playoff odds and how do i improve them"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["hey", "kelce or bowers ros, and rank my te's this wk"],
    expect: ["compare", "positionRank"],
    players: ["Travis Kelce", "Brock Bowers"],
    position: "TE",
  },
];
