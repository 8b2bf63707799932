// Blind held-out evaluation set 137 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: stats-minded.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_137: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "nabers is eating at a 31% target share, mclaurin more like 22% " +
        "but w/ way more air yards per tgt. who do i start this week",
    ],
    expect: "startSit",
    players: ["Malik Nabers", "Terry McLaurin"],
  },
  {
    turns: [
      "JT has averaged 6 red zone touches/gm the last 3 wks",
      "achane's only at 3 but he's catching everything. which one goes in my lineup sunday?",
    ],
    expect: "startSit",
    players: ["Jonathan Taylor", "De'Von Achane"],
  },
  {
    turns: [
      "kittle running a route on 78% of dropbacks, kraft around 70. which te should i start",
      "ok and for week 12 then?",
    ],
    expect: "startSit",
    players: ["George Kittle", "Tucker Kraft"],
    week: 12,
  },
  {
    turns: [
      "bucky's snap% climbed to 68 and chuba's at 61 but gets the goal " +
        "line work... only room to play one of em this wk, bucky or hubbard?",
    ],
    expect: "startSit",
    players: ["Bucky Irving", "Chuba Hubbard"],
  },
  {
    turns: [
      "puka is seeing 11 targets a game rn",
      "so do i start him over drake london this week? london's aDOT is higher but the volume gap is real",
    ],
    expect: "startSit",
    players: ["Puka Nacua", "Drake London"],
  },
  {
    turns: [
      "cmc, skattebo or kyren for next wk?? skatt has 14 rz touches " +
        "on the yr, cmc 22, kyren 17 - need 2 of the 3 in my lineup",
    ],
    expect: "startSit",
    players: ["Christian McCaffrey", "Cam Skattebo", "Kyren Williams"],
    week: "next",
  },

  // compare
  {
    turns: ["ROS who u taking, jsn or garrett wilson? jsn's 2.8 yprr is absurd but gw is commanding ~29% of targets"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Garrett Wilson"],
  },
  {
    turns: [
      "dynasty q: jeanty vs hampton. jeanty's yards after contact/att is " +
        "elite, hampton has the receiving usage. better long term asset?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["rest of season, bowers or mcbride? both hovering near a 25% TS", "throw laporta into that mix too"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride", "Sam LaPorta"],
  },
  {
    turns: [
      "MHJ's air yards share is 38% but his catch rate is ugly. " +
        "over the long haul would you rather have him or rome odunze",
    ],
    expect: "compare",
    players: ["Marvin Harrison Jr.", "Rome Odunze"],
  },
  {
    turns: [
      "gibbs has the best explosive run rate in the league",
      "would you rather have him or bijan for the rest of 2025? bijan's at an 80% snap share",
    ],
    expect: "compare",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  {
    turns: [
      "ladd's route participation is sitting at like 92%",
      "ok but for dynasty, him or egbuka? egbuka's rookie target share has been crazy",
    ],
    expect: "compare",
    players: ["Ladd McConkey", "Emeka Egbuka"],
  },

  // slot
  {
    turns: [
      "my flex last week got 3 touches on 35% snaps, brutal",
      "who should be in that spot this week then? want the best expected fpts off volume",
    ],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["need a tight end for this wk. my guy's route rate cratered to 55%. who do i put in there"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: [
      "who goes in my rb2 slot? open to anyone on the bench, leaning toward whoever's getting the most rz touches",
    ],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["which qb should i roll with this week", "ok and at K? i want the dome kicker with the most fg attempts"],
    expect: "slot",
    position: "K",
  },
  {
    turns: [
      "defense for this week? i want the unit facing the OL with the worst pressure-to-sack rate. who's my DEF play",
    ],
    expect: "slot",
    position: "DEF",
  },
  {
    turns: ["my RB2 spot next week is a mess, nobody on my bench is above 50% snaps. who do i slot in"],
    expect: "slot",
    position: "RB",
    week: "next",
  },

  // lineup
  {
    turns: ["optimize my whole lineup for this week. weight snap share and target volume, not name value"],
    expect: "lineup",
  },
  { turns: ["can u check my starters? wanna make sure i'm not rolling out anyone under 60% snaps"], expect: "lineup" },
  { turns: ["set my lineup for this week", "now do the same thing for next week"], expect: "lineup", week: "next" },
  {
    turns: ["build the highest-projected lineup possible for gridiron gurus, i trust the numbers over my gut"],
    expect: "lineup",
  },
  {
    turns: [
      "run my full starting 9 thru the models and tell me if anything's off. feels like i'm leaving pts on the table",
    ],
    expect: "lineup",
  },

  // outlook
  {
    turns: ["drake maye's epa/play has been top 8 over the last month. is he legit or a small-sample mirage"],
    expect: "outlook",
    players: ["Drake Maye"],
  },
  {
    turns: ["what's the ros projection for tetairoa mcmillan? a 27% target share as a rookie is nuts"],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
  },
  {
    turns: ["woody marks went from 20% of snaps to 64% in three weeks", "is he startable going forward in general?"],
    expect: "outlook",
    players: ["Woody Marks"],
  },
  {
    turns: ["how many pts do you have breece projected for this week? his route share jumped to 55%"],
    expect: "outlook",
    players: ["Breece Hall"],
  },
  {
    turns: ["jameson williams: 2.9 yprr, 17.0 aDOT, pure boom/bust", "how do u see him doing the rest of the year"],
    expect: "outlook",
    players: ["Jameson Williams"],
  },
  {
    turns: [
      "quinshon judkins has 31 carries inside the 20, has to be near the top of the league",
      "what's his outlook this week specifically against that run d",
    ],
    expect: "outlook",
    players: ["Quinshon Judkins"],
  },

  // status
  {
    turns: [
      "is chase gonna play sunday? saw him limited wed, and he " +
        "played 100% of snaps last week so this came out of nowhere",
    ],
    expect: "status",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["ceedee only ran 62% of routes last wk and left in the 3rd qtr, what happened to him? any injury news"],
    expect: "status",
    players: ["CeeDee Lamb"],
  },
  {
    turns: ["tyreek's target share fell off a cliff to 14% last game", "wait is he banged up? did he practice today"],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["andrews snap % dipped to 41 last game", "is he nursing something? whats on the injury report"],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: ["is aiyuk activated yet?? need to know if his streak of 0% snaps ends this week"],
    expect: "status",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: [
      "kamara had 19 touches and 6 targets last wk",
      "is he on the injury report tho? heard something about his ribs",
    ],
    expect: "status",
    players: ["Alvin Kamara"],
  },

  // tradeValue
  {
    turns: ["rice is at a 30% target share since coming back. is this the sell-high window or do i hold"],
    expect: "tradeValue",
    players: ["Rashee Rice"],
  },
  {
    turns: ["what's javonte williams worth in a trade rn? 18 rz touches is a lot but the ypc is meh"],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },
  {
    turns: ["sutton is leading all wrs in end zone targets", "should i sell him now while his value's peaked"],
    expect: "tradeValue",
    players: ["Courtland Sutton"],
  },
  {
    turns: [
      "olave on a 1,000+ air yard pace but catching like 55% of his looks. is he a buy-low, what's his market value",
    ],
    expect: "tradeValue",
    players: ["Chris Olave"],
  },
  {
    turns: ["kyle pitts finally has a 21% tgt share", "how much is he worth on the trade market? shop him or keep"],
    expect: "tradeValue",
    players: ["Kyle Pitts"],
  },
  {
    turns: ["cook has 8 runs of 20+ yds this yr", "what would he fetch tho? is he a sell"],
    expect: "tradeValue",
    players: ["James Cook"],
  },

  // buyLow
  { turns: ["give me buy-low candidates, guys with a high air yards share but terrible td luck"], expect: "buyLow" },
  { turns: ["who are the sell-high guys right now? looking for td rates way over expected"], expect: "buyLow" },
  {
    turns: ["list some buy low wrs whose target share is strong but the box scores have lagged"],
    expect: "buyLow",
    position: "WR",
  },
  { turns: ["show me buy low targets", "what about sell-high candidates instead?"], expect: "buyLow" },
  {
    turns: ["which rbs are underperforming their expected fantasy points the most? want to scoop one cheap"],
    expect: "buyLow",
    position: "RB",
  },

  // trade
  {
    turns: ["got offered kyren for london. london's 26% TS vs kyren's 85% snap share... do i accept?"],
    expect: "trade",
    players: ["Drake London", "Kyren Williams"],
  },
  {
    turns: ["is this fair: i give jacobs + zay flowers, get ARSB. amon-ra's yprr is 2.6 and jacobs has 15 rz touches"],
    expect: "trade",
    players: ["Josh Jacobs", "Zay Flowers", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "got a trade offer from coach harper",
      "he wants hurts, i'd get mahomes and tony pollard. hurts' " +
        "rushing td rate props up his value a ton. who wins that deal",
    ],
    expect: "trade",
    players: ["Jalen Hurts", "Patrick Mahomes", "Tony Pollard"],
  },
  {
    turns: [
      "i'd send barkley + higgins and get jefferson back. JJ's sitting on a 32% TS vs saquon's 4.9 ypc. smash accept?",
    ],
    expect: "trade",
    players: ["Saquon Barkley", "Tee Higgins", "Justin Jefferson"],
  },
  {
    turns: [
      "thinking about trading waddle for etienne",
      "his target share dipped to 18% so... does that deal make sense for me",
    ],
    expect: "trade",
    players: ["Jaylen Waddle", "Travis Etienne Jr."],
  },
  {
    turns: [
      "coach reese offered baker for my goff",
      "baker's PROE is higher but goff's got the better epa. good deal or no",
    ],
    expect: "trade",
    players: ["Jared Goff", "Baker Mayfield"],
  },

  // waivers
  { turns: ["best pickups this week? prioritize guys whose snap share jumped 15+ points"], expect: "waivers" },
  {
    turns: ["how much faab should i throw at kyle monangai? he played 72% of snaps once the starter went down"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["which free agents had the biggest snap share jumps last week", "just the wrs, sorted by target share"],
    expect: "waivers",
    position: "WR",
  },
  {
    turns: ["any waiver rbs worth grabbing?", "ok what about tight end, someone with a route rate over 70%"],
    expect: "waivers",
    position: "TE",
  },
  { turns: ["waiver wire thoughts... who's out there with rising air yards"], expect: "waivers" },
  {
    turns: ["rico dowdle's had 20+ carries two straight weeks", "is he available in my league? what should i bid"],
    expect: "waivers",
    players: ["Rico Dowdle"],
  },

  // playoffs
  { turns: ["what are my playoff odds rn? my PF is 3rd in the league but the record is just 5-4"], expect: "playoffs" },
  { turns: ["we're top 2 in points for", "so what's our % to land a first round bye?"], expect: "playoffs" },
  {
    turns: ["blitz brigade playoff chances? they've scored the 2nd most pts but their luck has been awful"],
    expect: "playoffs",
    team: "Blitz Brigade",
  },
  { turns: ["give me my championship odds", "and coach tatum's team?"], expect: "playoffs", team: "Red Zone Raiders" },
  { turns: ["title probability for gridiron gurus based on the sims?"], expect: "playoffs" },
  {
    turns: ["what's hail mary heroes' record", "what are their odds of making the playoffs"],
    expect: "playoffs",
    team: "Hail Mary Heroes",
  },

  // improveOdds
  { turns: ["my playoff odds are sitting around 40%. what moves bump that number the most"], expect: "improveOdds" },
  {
    turns: ["what should i do to improve my team? my rbs are bottom 3 in snap share league-wide"],
    expect: "improveOdds",
  },
  { turns: ["what are my playoff odds", "ok how do i improve them"], expect: "improveOdds" },
  {
    turns: [
      "gimme a plan to raise my title odds — trades, waivers, " +
        "whatever it takes. i'm 27th percentile in pts against lol",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "how do i make this roster better? our wr room combined is barely 50% of team targets and i want more volume",
    ],
    expect: "improveOdds",
  },

  // matchup
  { turns: ["who am i playing this week and what's my win prob?"], expect: "matchup" },
  { turns: ["my opp has averaged 118 a week", "what's the projected score of our game this week?"], expect: "matchup" },
  { turns: ["who's favored in my matchup this week", "what about next week?"], expect: "matchup", week: "next" },
  {
    turns: ["what's my win probability vs end zone envy in wk 12"],
    expect: "matchup",
    team: "End Zone Envy",
    week: 12,
  },
  {
    turns: ["win% this week?", "and vs coach finley's squad in week 13"],
    expect: "matchup",
    team: "Waiver Wire Wizards",
    week: 13,
  },
  { turns: ["am i the favorite this week? their qb has been top 3 in epa"], expect: "matchup" },

  // record
  { turns: ["what's my record and where do i sit in the standings?"], expect: "record" },
  {
    turns: ["pocket passers have the most points against in the league", "what's their w-l?"],
    expect: "record",
    team: "Pocket Passers",
  },
  { turns: ["what's my record", "and two-minute drill's?"], expect: "record", team: "Two-Minute Drill" },
  {
    turns: ["where is coach blake's team in the standings? feels like they're top 3 in pf"],
    expect: "record",
    team: "Sunday Scaries",
  },
  { turns: ["what place am i in rn, with the pf tiebreaker factored in"], expect: "record" },

  // rosterStatus
  { turns: ["which of my guys are injured or questionable this week?"], expect: "rosterStatus" },
  { turns: ["who on my roster is on bye next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["any of my starters tagged questionable? don't want a 0% snap dud in my lineup"], expect: "rosterStatus" },
  { turns: ["who's hurt on my team", "what about byes in week 12?"], expect: "rosterStatus", week: 12 },
  { turns: ["run the injury report for my roster — anyone q/d/out for week 11?"], expect: "rosterStatus", week: 11 },

  // positionRank
  { turns: ["rank my wrs for this week by expected pts"], expect: "positionRank", position: "WR" },
  {
    turns: ["order my rbs for next week, weight snap share + rz touches"],
    expect: "positionRank",
    position: "RB",
    week: "next",
  },
  {
    turns: ["my te room: both guys around 70% route rate", "rank em for this wk"],
    expect: "positionRank",
    position: "TE",
  },
  { turns: ["rank my qbs for this week", "now my running backs"], expect: "positionRank", position: "RB" },
  {
    turns: ["how would you rank my receivers for wk 13 using target share"],
    expect: "positionRank",
    position: "WR",
    week: 13,
  },

  // projectedTotal
  { turns: ["how many pts am i projected for this week?"], expect: "projectedTotal" },
  {
    turns: ["whats my team's floor and ceiling this week? my lineup is heavy on high-variance air yards guys"],
    expect: "projectedTotal",
  },
  { turns: ["projected total for my team this week", "and next week?"], expect: "projectedTotal", week: "next" },
  {
    turns: ["give me the projected range for gridiron gurus this week", "do the same for week 12"],
    expect: "projectedTotal",
    week: 12,
  },
  { turns: ["what's my expected score plus the 10th/90th percentile outcomes?"], expect: "projectedTotal" },

  // leaders
  { turns: ["who's leading the league in pf?"], expect: "leaders" },
  { turns: ["which team is the strongest in the league by points-for and all-play record"], expect: "leaders" },
  { turns: ["who has the best playoff odds in the league?"], expect: "leaders" },
  { turns: ["whose team is the statistical juggernaut this year? highest pts/week"], expect: "leaders" },
  { turns: ["who's top of the standings", "and which team has scored the most pts?"], expect: "leaders" },

  // sleepers
  {
    turns: ["any sleepers to stash for the playoff stretch? guys with rising route participation"],
    expect: "sleepers",
  },
  {
    turns: ["who should i stash now before they break out? backup rbs w real contingent value"],
    expect: "sleepers",
    position: "RB",
  },
  { turns: ["deep sleepers for weeks 14-17? want guys whose snap % is trending up"], expect: "sleepers" },
  { turns: ["couple stash candidates whose air yards are quietly climbing?"], expect: "sleepers" },
  { turns: ["who are some sleepers", "any at te specifically?"], expect: "sleepers", position: "TE" },

  // dropStash
  {
    turns: ["should i drop dobbins or stash him on IR? he was at 60% snaps before he went down"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["need a roster spot, who do i cut? probably my bench guy with the lowest snap share"],
    expect: "dropStash",
  },
  {
    turns: ["godwin is out again", "hold him or cut him? he was running 80% of routes when healthy"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  {
    turns: ["rhamondre just went on IR, 4 wks", "worth holding? he had a 58% snap share before"],
    expect: "dropStash",
    players: ["Rhamondre Stevenson"],
  },
  { turns: ["which of my injured guys should i drop vs keep on IR?"], expect: "dropStash" },
  { turns: ["i need to pick up monangai", "who should i cut to make room"], expect: "dropStash" },

  // byeCover
  {
    turns: ["bowers is on bye this week. who replaces him at te? want someone with a 20%+ TS"],
    expect: "byeCover",
    players: ["Brock Bowers"],
    position: "TE",
  },
  {
    turns: ["josh allen's on bye next week, who do i stream at qb"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
    week: "next",
  },
  {
    turns: ["derrick henry is on bye week 12", "who covers him at rb? pickup or someone on my bench"],
    expect: "byeCover",
    players: ["Derrick Henry"],
    position: "RB",
    week: 12,
  },
  {
    turns: ["need a bye-week fill-in for my kicker, someone with a high fg attempt rate"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["nico collins is out this wk (hammy). who fills his wr spot? want target volume"],
    expect: "byeCover",
    players: ["Nico Collins"],
    position: "WR",
  },
  {
    turns: ["is lamar on bye this week?", "ok then who do i play in his place"],
    expect: "byeCover",
    players: ["Lamar Jackson"],
    position: "QB",
  },

  // scenario
  { turns: ["if i win out what are my playoff odds?"], expect: "scenario", scenario: "win-out" },
  { turns: ["playoff % if i go 3-1 the rest of the way?"], expect: "scenario", scenario: { wins: 3, games: 4 } },
  { turns: ["what do my odds look like if i lose this week"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["whats my playoff chance", "and if i win 2 of the last 4?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  { turns: ["if i only win 2 more games do i make it?"], expect: "scenario", scenario: { wins: 2, games: null } },
  {
    turns: ["my pf is top 3 but i'm 5-4", "what're my playoff odds if i drop this week's game"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // tradeIdeas
  {
    turns: ["what can i get for hampton in a 1-for-1? his snap share is 70%"],
    expect: "tradeIdeas",
    players: ["Omarion Hampton"],
  },
  { turns: ["which teams need a rb? i'm loaded, 3 backs over 65% snaps"], expect: "tradeIdeas", position: "RB" },
  { turns: ["give me trade ideas to upgrade te"], expect: "tradeIdeas", position: "TE" },
  {
    turns: ["i've got excess wr depth", "what could i get packaging pickens and dk metcalf 2-for-1?"],
    expect: "tradeIdeas",
    players: ["George Pickens", "DK Metcalf"],
  },
  {
    turns: ["who's a good trade partner for me? i need a wr1 with a 28%+ target share"],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: ["mike evans is still pulling a 24% target share", "what could i get for him? want a rb with bellcow usage"],
    expect: "tradeIdeas",
    players: ["Mike Evans"],
  },

  // help
  { turns: ["hey gm what can you do"], expect: "help" },
  { turns: ["can you pull target share & snap data or just do projections? how does this work"], expect: "help" },
  { turns: ["yo. new here. what stats/tools do u have access to"], expect: "help" },
  { turns: ["how do i use you to set my lineup? like what do i type"], expect: "help" },
  { turns: ["what kinds of questions can i ask you about my league"], expect: "help" },

  // None
  { turns: ["wind speeds in buffalo sunday? just curious for my own tailgate"], expect: "None" },
  { turns: ["who leads the nba in usage rate this yr?"], expect: "None" },
  { turns: ["my fantasy basketball team needs a center, who's got the best rebound rate on waivers"], expect: "None" },
  { turns: ["tell me a joke about kickers"], expect: "None" },
  { turns: ["what's a good wing recipe for the game", "and how long do i smoke them for"], expect: "None" },
  { turns: ["should i ask for a raise at work? my output numbers are up 20%"], expect: "None" },

  // two questions
  {
    turns: ["start lamb or adams this week? and is lamb even practicing"],
    expect: ["startSit", "status"],
    players: ["CeeDee Lamb", "Davante Adams"],
  },
  { turns: ["what's my record and what are my playoff odds"], expect: ["record", "playoffs"] },
  { turns: ["who should i pick up off waivers and who do i cut to make room?"], expect: ["waivers", "dropStash"] },
  { turns: ["what's my projected total this week and who am i playing"], expect: ["projectedTotal", "matchup"] },
  {
    turns: ["is trey mcbride's 27% target share sustainable ros, and what's he worth in a trade"],
    expect: ["outlook", "tradeValue"],
    players: ["Trey McBride"],
  },
  {
    turns: ["which of my guys are on bye next week, and who's leading the league in pf"],
    expect: ["rosterStatus", "leaders"],
    week: "next",
  },
  { turns: ["give me some buy-low guys and also who are the best sleepers to stash"], expect: ["buyLow", "sleepers"] },
  {
    turns: ["if i win out do i make it? and what should i do to improve my odds"],
    expect: ["scenario", "improveOdds"],
    scenario: "win-out",
  },
  { turns: ["set my lineup, and what's my win prob this week"], expect: ["lineup", "matchup"] },
  {
    turns: ["who's better long term, jeanty or bijan? and what trade ideas do u have for my surplus rbs"],
    expect: ["compare", "tradeIdeas"],
    players: ["Ashton Jeanty", "Bijan Robinson"],
  },
];
