// Blind held-out evaluation set 116 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: an excitable manager who types in bursts, ALL CAPS words, lots of !!! and ???.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_116: HeldOutCase[] = [
  // startSit
  {
    turns: ["NABERS OR PUKA THIS WEEK??? i cant decide!!!"],
    expect: "startSit",
    players: ["Malik Nabers", "Puka Nacua"],
  },
  {
    turns: ["my flex spot is KILLING me!!!", "kittle or mcbride?? which one do i roll out this week???"],
    expect: "startSit",
    players: ["George Kittle", "Trey McBride"],
  },
  {
    turns: ["START/SIT HELP!!! waddle, garrett wilson or drake london for week 11???"],
    expect: "startSit",
    players: ["Jaylen Waddle", "Garrett Wilson", "Drake London"],
    week: 11,
  },
  {
    turns: ["should i start bijan this week???", "wait no. bijan or gibbs, i can only play ONE!!!"],
    expect: "startSit",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: ["chuba or bucky next week??? wanna lock it in EARLY!!!"],
    expect: "startSit",
    players: ["Chuba Hubbard", "Bucky Irving"],
    week: "next",
  },
  {
    turns: ["QB decision time!!!", "lamar or josh allen??? ugh both are STUDS who do i play sunday"],
    expect: "startSit",
    players: ["Lamar Jackson", "Josh Allen"],
  },

  // compare
  {
    turns: ["WHO IS BETTER rest of season, jsn or garrett wilson??? be honest!!!"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Garrett Wilson"],
  },
  {
    turns: ["bowers vs kelce going forward... like who would u rather HAVE on ur team???"],
    expect: "compare",
    players: ["Brock Bowers", "Travis Kelce"],
  },
  {
    turns: ["saquon has been INSANE lately!!!", "ok but saquon or henry ROS, who's the better back overall???"],
    expect: "compare",
    players: ["Saquon Barkley", "Derrick Henry"],
  },
  {
    turns: ["ceedee or tyreek. who's the better WR now??? NOT for this week, just in general!!!"],
    expect: "compare",
    players: ["CeeDee Lamb", "Tyreek Hill"],
  },
  {
    turns: ["chase vs jefferson. GO. who's better the rest of the way????"],
    expect: "compare",
    players: ["Ja'Marr Chase", "Justin Jefferson"],
  },
  {
    turns: [
      "is jsn better than garrett wilson ROS???",
      "ok what about jsn vs drake london then??? who's the better player",
    ],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Drake London"],
  },

  // slot
  { turns: ["WHO DO I PLAY AT FLEX!!! help me!!!"], expect: "slot", position: "FLEX" },
  { turns: ["who's my best TE to start this week??? i hate ALL my options lol"], expect: "slot", position: "TE" },
  { turns: ["lineup is mostly set!!!", "just the RB2 spot... who goes there???"], expect: "slot", position: "RB" },
  { turns: ["superflex question!!! who do i slot in there for week 11???"], expect: "slot", week: 11 },
  { turns: ["best option at WR3 this week??? i keep going back and forth!!!"], expect: "slot", position: "WR" },
  { turns: ["flex spot next week — who's THE PLAY???"], expect: "slot", position: "FLEX", week: "next" },

  // lineup
  { turns: ["SET MY LINEUP FOR ME!!! i'm at work and cant think straight"], expect: "lineup" },
  { turns: ["is my lineup ok this week??? anything DUMB in there???"], expect: "lineup" },
  { turns: ["ugh lost by 2 last week!!!", "OPTIMIZE my lineup so that NEVER happens again!!!"], expect: "lineup" },
  { turns: ["check my starters for week 11 pls!!! i need the BEST possible lineup"], expect: "lineup", week: 11 },
  { turns: ["fix my lineup!!! who's sitting on my bench that should be STARTING???"], expect: "lineup" },
  {
    turns: ["is my lineup good for this week?", "what about next week's??? check the whole thing!!!"],
    expect: "lineup",
    week: "next",
  },

  // outlook
  { turns: ["is malik nabers LEGIT or what???"], expect: "outlook", players: ["Malik Nabers"] },
  { turns: ["what can i expect from jeanty this week!!!!"], expect: "outlook", players: ["Ashton Jeanty"] },
  { turns: ["how's mcmillan looking ROS???", "and hampton??"], expect: "outlook", players: ["Omarion Hampton"] },
  {
    turns: ["ok real talk is bucky irving GOOD?? like is this for real!!!"],
    expect: "outlook",
    players: ["Bucky Irving"],
  },
  {
    turns: ["rest of season outlook on jaxson dart??? rookie QB hype or nah"],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["is egbuka for real???", "ok and what's his ceiling the rest of the way!!! be honest"],
    expect: "outlook",
    players: ["Emeka Egbuka"],
  },

  // status
  { turns: ["IS CMC PLAYING THIS WEEK????"], expect: "status", players: ["Christian McCaffrey"] },
  {
    turns: ["i've got kittle in my lineup", "is he even practicing this week??? heard something about a hammy!!!"],
    expect: "status",
    players: ["George Kittle"],
  },
  { turns: ["is achane questionable?? INJURY REPORT PLEASE"], expect: "status", players: ["De'Von Achane"] },
  { turns: ["wait is puka on BYE this week???"], expect: "status", players: ["Puka Nacua"] },
  {
    turns: ["rashee rice status?", "what about worthy, he good to go sunday???"],
    expect: "status",
    players: ["Xavier Worthy"],
  },

  // tradeValue
  {
    turns: ["SELL HIGH on jaxon smith njigba??? he's been on FIRE!!!"],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  { turns: ["what's breece hall worth in a trade rn???"], expect: "tradeValue", players: ["Breece Hall"] },
  {
    turns: ["should i BUY LOW on ceedee right now??? his price has to be down!!!"],
    expect: "tradeValue",
    players: ["CeeDee Lamb"],
  },
  {
    turns: ["kenneth walker has been SO frustrating!!!", "should i sell him or hold???"],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["hold or sell trey mcbride??? people keep DMing me offers!!!"],
    expect: "tradeValue",
    players: ["Trey McBride"],
  },
  {
    turns: ["what's breece hall worth in a trade rn???", "and kyren??? same question!!!"],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },

  // buyLow
  { turns: ["who are the BEST buy low guys in the league right now???"], expect: "buyLow" },
  { turns: ["any sell high candidates on my roster??? wanna cash in before the playoffs!!!"], expect: "buyLow" },
  { turns: ["give me some buy-low targets!!! guys who've stunk but are gonna TURN IT AROUND"], expect: "buyLow" },
  { turns: ["my team is fine i guess", "but who should i be trying to BUY LOW on???"], expect: "buyLow" },
  { turns: ["who's due for a bounce back that i can get CHEAP??? list please!!!"], expect: "buyLow" },
  { turns: ["sell high list!!! who's overperforming that i should move NOW???"], expect: "buyLow" },

  // trade
  {
    turns: ["someone offered me cmc for nabers!!! DO I ACCEPT???"],
    expect: "trade",
    players: ["Christian McCaffrey", "Malik Nabers"],
  },
  {
    turns: ["jacobs for lamb. good trade for me or am i getting ROBBED???"],
    expect: "trade",
    players: ["Josh Jacobs", "CeeDee Lamb"],
  },
  {
    turns: ["GOT AN OFFER!!!", "they want bijan and i'd get puka AND chase brown. yes or no???"],
    expect: "trade",
    players: ["Bijan Robinson", "Puka Nacua", "Chase Brown"],
  },
  {
    turns: [
      "should i trade henry for drake london???",
      "what if they throw in jordan addison too??? THEN do i do it???",
    ],
    expect: "trade",
    players: ["Derrick Henry", "Drake London", "Jordan Addison"],
  },
  {
    turns: ["offer on the table: my waddle + rico dowdle for their ja'marr chase... WORTH IT???"],
    expect: "trade",
    players: ["Jaylen Waddle", "Rico Dowdle", "Ja'Marr Chase"],
  },
  {
    turns: ["is kittle for mark andrews fair??? i'd be giving up kittle!!!"],
    expect: "trade",
    players: ["George Kittle", "Mark Andrews"],
  },

  // tradeIdeas
  { turns: ["I NEED A RB!!! who can i trade for???"], expect: "tradeIdeas", position: "RB" },
  { turns: ["who should i trade with??? which teams match up with me BEST!!!"], expect: "tradeIdeas" },
  {
    turns: ["build me a 2 for 1 around garrett wilson!!! wanna CONSOLIDATE"],
    expect: "tradeIdeas",
    players: ["Garrett Wilson"],
  },
  {
    turns: ["my TE situation is a DISASTER!!!", "who could i trade for to fix it???"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["what could i get if i package tee higgins and rico dowdle??? looking for a STUD!!!"],
    expect: "tradeIdeas",
    players: ["Tee Higgins", "Rico Dowdle"],
  },
  {
    turns: ["does blitz brigade have anyone i should target in a trade??? they need WRs i think!!!"],
    expect: "tradeIdeas",
    team: "Blitz Brigade",
  },

  // waivers
  { turns: ["WHO DO I PICK UP THIS WEEK??? waivers run tonight!!!"], expect: "waivers" },
  {
    turns: ["how much FAAB should i throw at kyle monangai??? i have $47 left!!!"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  { turns: ["best RB on waivers right now???"], expect: "waivers", position: "RB" },
  {
    turns: ["lost my WR3 for the year ugh!!!", "who's the best WR available in free agency???"],
    expect: "waivers",
    position: "WR",
  },
  {
    turns: ["should i put a claim in on woody marks???", "HOW MUCH FAAB though??? i got $52 left!!!"],
    expect: "waivers",
    players: ["Woody Marks"],
  },

  // sleepers
  { turns: ["give me a DEEP sleeper!!! someone NOBODY is talking about!!!"], expect: "sleepers" },
  { turns: ["who's a breakout candidate for the second half??? wanna get ahead of it!!!"], expect: "sleepers" },
  { turns: ["stash candidates for the fantasy playoffs??? guys who could BLOW UP late!!!"], expect: "sleepers" },
  {
    turns: ["waivers are picked clean in this league lol", "so who are some under the radar guys i could STASH???"],
    expect: "sleepers",
  },
  { turns: ["who are gonna be the HOT pickups next week before everyone catches on???"], expect: "sleepers" },

  // dropStash
  {
    turns: ["should i DROP chris godwin??? he's been hurt FOREVER!!!"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  { turns: ["who do i cut to make room??? need a roster spot NOW!!!"], expect: "dropStash" },
  {
    turns: ["aiyuk's been hurt for WEEKS", "hold him or cut him??? be real!!!"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  { turns: ["mark andrews is hurt AGAIN. drop or stash???"], expect: "dropStash", players: ["Mark Andrews"] },
  { turns: ["need to pick up a RB!!!", "who do i drop to make room???"], expect: "dropStash" },

  // byeCover
  {
    turns: ["josh allen is on BYE next week!!! who do i stream at QB???"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
    week: "next",
  },
  {
    turns: ["need a TE to cover kelce's bye!!! HELP!!!"],
    expect: "byeCover",
    players: ["Travis Kelce"],
    position: "TE",
  },
  {
    turns: ["jalen hurts has his bye in week 12", "who's my backup plan for that week???"],
    expect: "byeCover",
    players: ["Jalen Hurts"],
    week: 12,
  },
  { turns: ["DEF streamer for the bye week??? my defense is OFF!!!"], expect: "byeCover", position: "DEF" },
  {
    turns: ["bye week cover for amon-ra??? who fills in at WR!!!"],
    expect: "byeCover",
    players: ["Amon-Ra St. Brown"],
    position: "WR",
  },
  {
    turns: ["kittle might miss a few weeks!!!", "who's a good streamer to fill in at TE while he's out???"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
  },

  // playoffs
  { turns: ["AM I MAKING THE PLAYOFFS???? tell me straight!!!"], expect: "playoffs" },
  { turns: ["what are my odds of getting a first round BYE???"], expect: "playoffs" },
  { turns: ["chances i win the WHOLE THING??? be nice lol"], expect: "playoffs" },
  { turns: ["we're 6-3!!!", "so what are my playoff odds looking like???"], expect: "playoffs" },
  { turns: ["am i making the playoffs?", "what about a first round BYE??? possible???"], expect: "playoffs" },

  // scenario
  { turns: ["IF I WIN OUT do i make it???"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["what if i go 2-2 the rest of the way??? still in???"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  { turns: ["if i LOSE this week am i cooked??? playoff wise!!!"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["what are my playoff odds", "ok and if i win 3 of the last 4???"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["say i only win ONE more game... do i still sneak in???"],
    expect: "scenario",
    scenario: { wins: 1, games: null },
  },
  {
    turns: ["am i in good shape for playoffs?", "what if i LOSE this week though???"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // improveOdds
  { turns: ["what moves should i make to get INTO the playoffs???"], expect: "improveOdds" },
  { turns: ["how do i improve my team!!! i'm DESPERATE!!!"], expect: "improveOdds" },
  { turns: ["my playoff odds are like 40% right?", "what can i do to bump that UP???"], expect: "improveOdds" },
  { turns: ["what's the ONE move that raises my playoff chances the most???"], expect: "improveOdds" },
  { turns: ["give me a game plan for a PLAYOFF PUSH!!! what do i need to do???"], expect: "improveOdds" },

  // matchup
  { turns: ["WHO AM I PLAYING THIS WEEK???"], expect: "matchup" },
  { turns: ["what are my chances to WIN this week??? gimme a percentage!!!"], expect: "matchup" },
  { turns: ["preview my week 11 matchup!!!"], expect: "matchup", week: 11 },
  {
    turns: ["this week looks rough", "what about next week's matchup, who do i get???"],
    expect: "matchup",
    week: "next",
  },
  { turns: ["am i the favorite this week??? or UNDERDOG!!!"], expect: "matchup" },

  // projectedTotal
  { turns: ["what's my FLOOR and CEILING this week!!!"], expect: "projectedTotal" },
  { turns: ["projected total for week 12???"], expect: "projectedTotal", week: 12 },
  { turns: ["lineup's set!!!", "so what's that project to??? give me the NUMBER!!!"], expect: "projectedTotal" },
  { turns: ["how many points will i score next week??? projection!!!"], expect: "projectedTotal", week: "next" },
  { turns: ["what's my team's projection this week?", "and my FLOOR??? worst case!!!"], expect: "projectedTotal" },

  // record
  { turns: ["what's my record again??? lol"], expect: "record" },
  { turns: ["what's sunday scaries' record??? they've been HOT!!!"], expect: "record", team: "Sunday Scaries" },
  { turns: ["how's my team doing", "like what PLACE am i in???"], expect: "record" },
  { turns: ["how many wins does red zone raiders have???"], expect: "record", team: "Red Zone Raiders" },
  {
    turns: ["what's my record", "and hail mary heroes??? where are they at!!!"],
    expect: "record",
    team: "Hail Mary Heroes",
  },

  // leaders
  { turns: ["WHO'S IN FIRST PLACE???"], expect: "leaders" },
  { turns: ["who's the best team in the league right now???"], expect: "leaders" },
  { turns: ["who has scored the MOST points this season???"], expect: "leaders" },
  { turns: ["show me the standings!!! WHOLE league!!!"], expect: "leaders" },
  { turns: ["am i making the playoffs", "who's leading the league though???"], expect: "leaders" },

  // rosterStatus
  { turns: ["who's on BYE for me this week???"], expect: "rosterStatus" },
  { turns: ["who on my roster is on bye next week??? PLANNING AHEAD!!!"], expect: "rosterStatus", week: "next" },
  { turns: ["rough week", "ugh are ANY of my guys hurt???"], expect: "rosterStatus" },
  { turns: ["injury + bye report for week 12 on my roster pls!!!"], expect: "rosterStatus", week: 12 },
  { turns: ["who's on bye this week for me", "and NEXT week???"], expect: "rosterStatus", week: "next" },

  // positionRank
  { turns: ["rank my RBs this week!!!"], expect: "positionRank", position: "RB" },
  { turns: ["rank my WRs for week 11!!! best to worst!!!"], expect: "positionRank", position: "WR", week: 11 },
  { turns: ["order my TEs for next week???"], expect: "positionRank", position: "TE", week: "next" },
  {
    turns: ["wr room is SO crowded", "rank em for me this week!!! who's my WR1???"],
    expect: "positionRank",
    position: "WR",
  },
  { turns: ["which of my QBs is best this week??? RANK EM!!!"], expect: "positionRank", position: "QB" },
  { turns: ["rank my RBs this week!!!", "and TEs???"], expect: "positionRank", position: "TE" },

  // help
  { turns: ["HEY!!! what can you do???"], expect: "help" },
  { turns: ["yo whats up GM!!!"], expect: "help" },
  { turns: ["what kind of stuff can i ask you???"], expect: "help" },
  { turns: ["hi!!! how does this work???"], expect: "help" },
  { turns: ["hey", "what can you actually DO for me???"], expect: "help" },

  // None
  { turns: ["whats the weather gonna be like in buffalo sunday???"], expect: "None" },
  { turns: ["who's gonna win the NBA finals???"], expect: "None" },
  { turns: ["can you help with my math homework lol"], expect: "None" },
  { turns: ["over/under on mahomes passing yards??? BETTING IT!!!"], expect: "None" },
  { turns: ["who should i start at flex", "unrelated but who wins the lakers game tonight lol???"], expect: "None" },

  // two questions in one message
  { turns: ["what's my RECORD and am i making the playoffs???"], expect: ["record", "playoffs"] },
  {
    turns: ["who am i playing this week and how many points am i projected for???"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["is nabers playing sunday??? and what should i expect from him if he does!!!"],
    expect: ["status", "outlook"],
    players: ["Malik Nabers"],
  },
  { turns: ["who should i pick up AND who do i drop for him???"], expect: ["waivers", "dropStash"] },
  { turns: ["who's hurt on my team??? then FIX MY LINEUP!!!"], expect: ["rosterStatus", "lineup"] },
  { turns: ["who's in first place and where am I at???"], expect: ["leaders", "record"] },
  { turns: ["what are my playoff chances and what can i do to RAISE them???"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["is kyren playing?? and if he is, kyren or breece???"],
    expect: ["status", "startSit"],
    players: ["Kyren Williams", "Breece Hall"],
  },
  {
    turns: ["what are my odds right now and what if i WIN OUT???"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["big week coming!!!", "what's my projected total AND am i favored in my matchup???"],
    expect: ["projectedTotal", "matchup"],
  },
  { turns: ["who's a good pickup this week and any DEEP sleepers to stash???"], expect: ["waivers", "sleepers"] },
  {
    turns: ["bijan for chase, fair??? and if not what trades should i be looking at???"],
    expect: ["trade", "tradeIdeas"],
    players: ["Bijan Robinson", "Ja'Marr Chase"],
  },
  {
    turns: ["who's on bye next week for me and who do i stream at TE???"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "TE",
  },
];
