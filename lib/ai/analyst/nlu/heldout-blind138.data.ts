// Blind held-out evaluation set 138 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: back-and-forth chats.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_138: HeldOutCase[] = [
  // startSit
  {
    turns: ["need a hand w my lineup", "gibbs or bijan, which one starts this wk"],
    expect: "startSit",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  {
    turns: ["puka or jsn on sunday?", "ok cool and for wk 12?"],
    expect: "startSit",
    players: ["Puka Nacua", "Jaxon Smith-Njigba"],
    week: 12,
  },
  {
    turns: ["kittle or mcbride this week", "hmm throw laporta in the mix too, who do i go with"],
    expect: "startSit",
    players: ["George Kittle", "Trey McBride", "Sam LaPorta"],
  },
  {
    turns: ["lamar vs hurts in week 11... who am i rolling out"],
    expect: "startSit",
    players: ["Lamar Jackson", "Jalen Hurts"],
    week: 11,
  },
  {
    turns: ["got skattebo and tracy both sitting on my bench lol", "which one actually gets the start"],
    expect: "startSit",
    players: ["Cam Skattebo", "Tyrone Tracy Jr."],
  },
  {
    turns: ["drake london or nico collins tonight??", "sorry meant sunday not tonight", "so who plays"],
    expect: "startSit",
    players: ["Drake London", "Nico Collins"],
  },
  // compare
  {
    turns: ["long term who would u rather have, jeanty or hampton"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["dynasty q for ya", "mcmillan or egbuka, better asset going forward?"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: ["torn between breece and cook for the rest of the season", "who finishes stronger"],
    expect: "compare",
    players: ["Breece Hall", "James Cook"],
  },
  {
    turns: ["who has the better rest of year, tyreek or waddle", "ok now do odunze vs BTJ"],
    expect: "compare",
    players: ["Rome Odunze", "Brian Thomas Jr."],
  },
  {
    turns: ["keeper league thing - i can keep maye or nix next yr", "which qb is the better long-term piece"],
    expect: "compare",
    players: ["Drake Maye", "Bo Nix"],
  },
  {
    turns: ["is bowers just flat out better than mcbride ros?", "like from here to the end of the year"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  // slot
  { turns: ["who should go in my flex this week"], expect: "slot", position: "FLEX" },
  { turns: ["my te spot is a total mess", "who do i even put there"], expect: "slot", position: "TE" },
  { turns: ["kicker question", "which k should i be using this week"], expect: "slot", position: "K" },
  { turns: ["who's my qb this week", "out of the guys i actually have i mean"], expect: "slot", position: "QB" },
  { turns: ["need a d for week 11", "who should i run out at DEF"], expect: "slot", position: "DEF", week: 11 },
  {
    turns: ["lineup q", "wr3 slot - kinda leaning zay flowers but idk", "who would u put there"],
    expect: "slot",
    position: "WR",
    players: ["Zay Flowers"],
  },
  // lineup
  { turns: ["can u set my lineup for sunday"], expect: "lineup" },
  { turns: ["hey", "just optimize my starters for this week pls"], expect: "lineup" },
  { turns: ["does my lineup look ok?", "for next week i mean"], expect: "lineup", week: "next" },
  { turns: ["lock in the best lineup u can for wk 13"], expect: "lineup", week: 13 },
  { turns: ["check my starting lineup real quick", "anything u would change?"], expect: "lineup" },
  {
    turns: ["keep losing by like 3 pts every single week", "just build me the optimal starting 9 man"],
    expect: "lineup",
  },
  // outlook
  { turns: ["is puka for real this year or nah"], expect: "outlook", players: ["Puka Nacua"] },
  {
    turns: ["what's jsn projected for this week", "and next week?"],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
    week: "next",
  },
  { turns: ["how do u see monangai doing the rest of the way"], expect: "outlook", players: ["Kyle Monangai"] },
  {
    turns: ["tell me about woody marks", "like is he even worth starting"],
    expect: "outlook",
    players: ["Woody Marks"],
  },
  { turns: ["how many pts is king henry putting up this week?"], expect: "outlook", players: ["Derrick Henry"] },
  { turns: ["jamo", "boom or bust this wk?"], expect: "outlook", players: ["Jameson Williams"] },
  // status
  { turns: ["is cmc playing sunday"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["wait what happened to nabers", "is it serious?"], expect: "status", players: ["Malik Nabers"] },
  { turns: ["any news on tee higgins", "did he practice today?"], expect: "status", players: ["Tee Higgins"] },
  { turns: ["rashee rice good to go this week?"], expect: "status", players: ["Rashee Rice"] },
  { turns: ["chuba injury update??"], expect: "status", players: ["Chuba Hubbard"] },
  {
    turns: ["is goedert back yet", "what about kelce, is he banged up too?"],
    expect: "status",
    players: ["Travis Kelce"],
  },
  // tradeValue
  { turns: ["what's aiyuk worth in a trade rn"], expect: "tradeValue", players: ["Brandon Aiyuk"] },
  {
    turns: ["dobbins has been on fire lately", "sell high or ride it out?"],
    expect: "tradeValue",
    players: ["J.K. Dobbins"],
  },
  { turns: ["is it time to buy low on marvin harrison jr"], expect: "tradeValue", players: ["Marvin Harrison Jr."] },
  {
    turns: ["how much trade value does kamara still have at this point"],
    expect: "tradeValue",
    players: ["Alvin Kamara"],
  },
  { turns: ["pickens", "hold or sell?"], expect: "tradeValue", players: ["George Pickens"] },
  { turns: ["what's mahomes' trade value these days", "and goff's?"], expect: "tradeValue", players: ["Jared Goff"] },
  // buyLow
  { turns: ["who are some good buy low guys right now"], expect: "buyLow" },
  { turns: ["any sell-high candidates i should move before the deadline?"], expect: "buyLow" },
  { turns: ["trade deadline's coming up", "who should i be trying to get on the cheap"], expect: "buyLow" },
  { turns: ["give me a few buy-low wrs"], expect: "buyLow", position: "WR" },
  { turns: ["which rbs are sell high candidates", "ok same thing but wideouts"], expect: "buyLow", position: "WR" },
  // trade
  {
    turns: ["would u accept kyren for garrett wilson", "i'd be the one giving up kyren"],
    expect: "trade",
    players: ["Kyren Williams", "Garrett Wilson"],
  },
  {
    turns: ["someone just offered me jefferson for bijan", "should i take it?"],
    expect: "trade",
    players: ["Justin Jefferson", "Bijan Robinson"],
  },
  {
    turns: ["is sutton + pollard for a.j. brown a fair deal"],
    expect: "trade",
    players: ["Courtland Sutton", "Tony Pollard", "A.J. Brown"],
  },
  {
    turns: ["coach finley wants my tucker kraft for his olave", "who wins that one"],
    expect: "trade",
    players: ["Tucker Kraft", "Chris Olave"],
  },
  {
    turns: ["thinking of sending etienne and dowdle over to get saquon", "good idea or am i getting fleeced"],
    expect: "trade",
    players: ["Travis Etienne Jr.", "Rico Dowdle", "Saquon Barkley"],
  },
  {
    turns: ["got a proposal: my mclaurin for meyers + ferguson", "yay or nay"],
    expect: "trade",
    players: ["Terry McLaurin", "Jakobi Meyers", "Jake Ferguson"],
  },
  // waivers
  { turns: ["who's the best pickup this week"], expect: "waivers" },
  { turns: ["waiver wire szn baby", "who should i grab"], expect: "waivers" },
  { turns: ["how much faab should i throw at monangai"], expect: "waivers", players: ["Kyle Monangai"] },
  { turns: ["any decent te's sitting on waivers?"], expect: "waivers", position: "TE" },
  { turns: ["i have $43 faab left", "what should i bid on woody marks"], expect: "waivers", players: ["Woody Marks"] },
  { turns: ["best free agent rb out there?", "and wr?"], expect: "waivers", position: "WR" },
  // playoffs
  { turns: ["what are my playoff odds"], expect: "playoffs" },
  { turns: ["do i have a real shot at the bye"], expect: "playoffs" },
  { turns: ["chances i win the whole damn thing?"], expect: "playoffs" },
  { turns: ["how's coach tatum's team looking for the playoffs"], expect: "playoffs", team: "Red Zone Raiders" },
  { turns: ["my playoff chances?", "what about the blitz brigade's"], expect: "playoffs", team: "Blitz Brigade" },
  { turns: ["be honest with me", "am i making the playoffs or not"], expect: "playoffs" },
  // improveOdds
  { turns: ["how do i boost my playoff chances"], expect: "improveOdds" },
  { turns: ["my team's kinda mid ngl", "what moves should i make to get better"], expect: "improveOdds" },
  { turns: ["whats the one thing i should do to sneak into the playoffs"], expect: "improveOdds" },
  { turns: ["i'm 4-5", "what do i gotta do to turn this around"], expect: "improveOdds" },
  { turns: ["whats my biggest weakness", "and how do i fix it"], expect: "improveOdds" },
  // matchup
  { turns: ["who am i playing this week"], expect: "matchup" },
  { turns: ["am i favored this week?"], expect: "matchup" },
  { turns: ["what's my win prob vs the sunday scaries"], expect: "matchup", team: "Sunday Scaries" },
  { turns: ["who do i play next week", "am i favored?"], expect: "matchup", week: "next" },
  { turns: ["projected score for my game this wk?"], expect: "matchup" },
  {
    turns: ["who's coach ellis up against this week", "and who's favored in that one"],
    expect: "matchup",
    team: "Pocket Passers",
  },
  // record
  { turns: ["what's my record"], expect: "record" },
  { turns: ["where do i sit in the standings rn"], expect: "record" },
  { turns: ["how many wins does end zone envy have"], expect: "record", team: "End Zone Envy" },
  { turns: ["what place am i in", "and coach blake?"], expect: "record", team: "Sunday Scaries" },
  { turns: ["am i even above .500 lol"], expect: "record" },
  { turns: ["hail mary heroes", "what's their record looking like"], expect: "record", team: "Hail Mary Heroes" },
  // rosterStatus
  { turns: ["who's hurt on my team"], expect: "rosterStatus" },
  { turns: ["any of my guys on bye next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["who on my roster is questionable this week"], expect: "rosterStatus" },
  { turns: ["injury report for my team pls", "and byes for week 12?"], expect: "rosterStatus", week: 12 },
  { turns: ["do i have anybody ruled out this sunday"], expect: "rosterStatus" },
  { turns: ["which of my players have a bye in wk 14"], expect: "rosterStatus", week: 14 },
  // positionRank
  { turns: ["rank my rbs this week"], expect: "positionRank", position: "RB" },
  { turns: ["order my wrs for me", "best to worst"], expect: "positionRank", position: "WR" },
  { turns: ["rank my tes", "for next week"], expect: "positionRank", position: "TE", week: "next" },
  { turns: ["how do my qbs stack up this week"], expect: "positionRank", position: "QB" },
  {
    turns: ["rank my wide receivers for week 12", "now my running backs"],
    expect: "positionRank",
    position: "RB",
    week: 12,
  },
  // projectedTotal
  { turns: ["how many points am i projected to score"], expect: "projectedTotal" },
  { turns: ["what's my floor this week"], expect: "projectedTotal" },
  {
    turns: ["whats my ceiling look like", "and my projected total for next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  { turns: ["give me a range for my team's score sunday"], expect: "projectedTotal" },
  { turns: ["projected pts for my squad in wk 12?"], expect: "projectedTotal", week: 12 },
  // leaders
  { turns: ["who's the best team in the league"], expect: "leaders" },
  { turns: ["who leads the league in points"], expect: "leaders" },
  { turns: ["which team has the best playoff odds in the whole league"], expect: "leaders" },
  { turns: ["who's in first place right now"], expect: "leaders" },
  { turns: ["who's scored the most points this year", "like which team"], expect: "leaders" },
  // sleepers
  { turns: ["any sleepers i should know about"], expect: "sleepers" },
  { turns: ["who should i stash for the playoffs"], expect: "sleepers" },
  { turns: ["give me a couple guys about to break out"], expect: "sleepers" },
  { turns: ["sleeper rbs for the stretch run?"], expect: "sleepers", position: "RB" },
  { turns: ["deep stash ideas?", "preferably te"], expect: "sleepers", position: "TE" },
  // dropStash
  { turns: ["should i drop aiyuk or hold him"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  {
    turns: ["godwin's hurt again smh", "worth stashing on IR or do i cut him"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  { turns: ["i need a roster spot", "who should i cut"], expect: "dropStash" },
  { turns: ["is it safe to drop mark andrews"], expect: "dropStash", players: ["Mark Andrews"] },
  { turns: ["kittle just went on ir", "hold him or let him go?"], expect: "dropStash", players: ["George Kittle"] },
  { turns: ["gotta make room for a waiver claim", "who's the weakest guy on my bench to drop"], expect: "dropStash" },
  // byeCover
  {
    turns: ["amon-ra's on bye next week", "who do i play instead"],
    expect: "byeCover",
    players: ["Amon-Ra St. Brown"],
    position: "WR",
    week: "next",
  },
  {
    turns: ["who can fill in for bowers while he's on bye"],
    expect: "byeCover",
    players: ["Brock Bowers"],
    position: "TE",
  },
  { turns: ["need a qb to cover josh allen's bye week"], expect: "byeCover", players: ["Josh Allen"], position: "QB" },
  {
    turns: ["jacobs is out this week", "who should i grab to fill in at rb"],
    expect: "byeCover",
    players: ["Josh Jacobs"],
    position: "RB",
  },
  {
    turns: ["aubrey's on bye", "what kicker do i use"],
    expect: "byeCover",
    players: ["Brandon Aubrey"],
    position: "K",
  },
  // scenario
  { turns: ["what are my playoff odds if i win out"], expect: "scenario", scenario: "win-out" },
  { turns: ["if i lose this week am i toast?"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["what if i go 3-1 the rest of the way"], expect: "scenario", scenario: { wins: 3, games: 4 } },
  { turns: ["my playoff odds?", "and if i win 2 more games"], expect: "scenario", scenario: { wins: 2, games: null } },
  { turns: ["odds if i go 4-1 down the stretch"], expect: "scenario", scenario: { wins: 4, games: 5 } },
  // tradeIdeas
  { turns: ["what could i get for breece hall"], expect: "tradeIdeas", players: ["Breece Hall"] },
  { turns: ["who needs a rb in my league"], expect: "tradeIdeas", position: "RB" },
  { turns: ["give me some trade ideas"], expect: "tradeIdeas" },
  {
    turns: ["i wanna package waddle and pitts", "2 for 1, what could i get back"],
    expect: "tradeIdeas",
    players: ["Jaylen Waddle", "Kyle Pitts"],
  },
  { turns: ["which teams should i try trading with", "i need a te bad"], expect: "tradeIdeas", position: "TE" },
  { turns: ["find me a trade partner for mike evans"], expect: "tradeIdeas", players: ["Mike Evans"] },
  // help
  { turns: ["hey what can u do"], expect: "help" },
  { turns: ["hello?", "how does this work"], expect: "help" },
  { turns: ["what kind of stuff can i ask you"], expect: "help" },
  { turns: ["sup gm", "u got any tips on how to use u"], expect: "help" },
  { turns: ["are you like a bot or what", "what are you good for"], expect: "help" },
  // None
  { turns: ["what's the weather gonna be like in buffalo sunday"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["who's gonna win the nba title"], expect: "None" },
  { turns: ["my fantasy basketball team is tanking", "should i trade jokic"], expect: "None" },
  { turns: ["best wings recipe for game day?"], expect: "None" },
  // two questions
  { turns: ["whats my record and am i making playoffs"], expect: ["record", "playoffs"] },
  { turns: ["who am i playing this week and how many pts am i projected"], expect: ["matchup", "projectedTotal"] },
  {
    turns: ["is saquon playing? and if not who should i pick up"],
    expect: ["status", "waivers"],
    players: ["Saquon Barkley"],
  },
  {
    turns: ["start hurts or goff this week, also who on my team is hurt"],
    expect: ["startSit", "rosterStatus"],
    players: ["Jalen Hurts", "Jared Goff"],
  },
  { turns: ["any sleepers worth grabbing, and who should i drop to make room"], expect: ["sleepers", "dropStash"] },
  {
    turns: ["what's chase worth in a trade and is he better than jefferson long term"],
    expect: ["tradeValue", "compare"],
    players: ["Ja'Marr Chase", "Justin Jefferson"],
  },
  { turns: ["ok so", "set my lineup and tell me my win odds this week"], expect: ["lineup", "matchup"] },
  { turns: ["who leads the league and what are my playoff chances"], expect: ["leaders", "playoffs"] },
  {
    turns: ["rank my wrs this week, then tell me if i should grab anyone off waivers"],
    expect: ["positionRank", "waivers"],
    position: "WR",
  },
  {
    turns: ["odds if i win out? and what should i do to bump my chances up"],
    expect: ["scenario", "improveOdds"],
    scenario: "win-out",
  },
];
