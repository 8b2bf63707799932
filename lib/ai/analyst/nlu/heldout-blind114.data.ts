// Blind held-out evaluation set 114 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a youth-football coach and dad who talks in sports cliches and coach-speak.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_114: HeldOutCase[] = [
  // startSit
  {
    turns: ["gut check time. nacua or drake london this week? gotta put my best 11 on the field"],
    expect: "startSit",
    players: ["Puka Nacua", "Drake London"],
  },
  {
    turns: ["jacobs vs kyren sunday, who gets the nod? next man up mentality but i only got the one slot"],
    expect: "startSit",
    players: ["Josh Jacobs", "Kyren Williams"],
  },
  {
    turns: [
      "gonna be a dogfight this week, raiders are coming to play",
      "do i roll with bowers or mcbride at TE this wk",
    ],
    expect: "startSit",
    players: ["Brock Bowers", "Trey McBride"],
    position: "TE",
  },
  {
    turns: ["startin garrett wilson or zay flowers in week 11?? film says wilson but my gut says flowers"],
    expect: "startSit",
    players: ["Garrett Wilson", "Zay Flowers"],
    week: 11,
  },
  {
    turns: [
      "bucky irving, chuba hubbard or rico dowdle. which one do i trot out there this weekend, only room for one of em",
    ],
    expect: "startSit",
    players: ["Bucky Irving", "Chuba Hubbard", "Rico Dowdle"],
  },
  {
    turns: [
      "what do u think of nico collins this year",
      "alright. him or tee higgins for this weeks game? need a guy who makes plays",
    ],
    expect: "startSit",
    players: ["Nico Collins", "Tee Higgins"],
  },

  // compare
  {
    turns: [
      "not asking about this week, asking for the long haul. who's the better player rest of season, gibbs or bijan?",
    ],
    expect: "compare",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  {
    turns: ["jsn vs nabers going forward, who do you want on your squad for the stretch run"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Malik Nabers"],
  },
  {
    turns: [
      "kittle or laporta, who's the better TE the rest of the way? straight up talent question, not a lineup thing",
    ],
    expect: "compare",
    players: ["George Kittle", "Sam LaPorta"],
  },
  {
    turns: [
      "settling a debate with my assistant coach here",
      "in a vacuum whos the better back, breece hall or achane?",
    ],
    expect: "compare",
    players: ["Breece Hall", "De'Von Achane"],
  },
  {
    turns: [
      "hows ceedee looking for the rest of the year",
      "how does he stack up against ja'marr long term? who'd you rather have",
    ],
    expect: "compare",
    players: ["CeeDee Lamb", "Ja'Marr Chase"],
  },
  {
    turns: ["mcconkey vs egbuka ROS. who's got the higher ceiling the rest of the year, all things being equal"],
    expect: "compare",
    players: ["Ladd McConkey", "Emeka Egbuka"],
  },

  // slot
  {
    turns: [
      "who should i put at flex this week? and if i got nobody who shows up and does his job, who do " +
        "i grab off waivers?",
    ],
    expect: ["slot", "waivers"],
    position: "FLEX",
  },
  { turns: ["whos my RB2 this week coach? need somebody to carry the rock"], expect: "slot", position: "RB" },
  {
    turns: ["my tight ends cant block and cant catch lol", "who do i start at tight end this week, best option i got"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: [
      "receiving corps is banged up bad, half my guys are in the training room",
      "so who's my best bet at WR3 this week",
    ],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["best kicker option for me this week? need a leg i can trust when it counts"],
    expect: "slot",
    position: "K",
  },
  { turns: ["defense wins championships. which D do i start this week?"], expect: "slot", position: "DEF" },

  // lineup
  {
    turns: ["look over my starting lineup for this week n tell me if im leaving points on the field"],
    expect: "lineup",
  },
  {
    turns: [
      "thinking about the lineup during practice today",
      "optimize it for me coach. best guys on the field, no passengers",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "ok practice is done, kids are home",
      "is my lineup set right for sunday? dont want anybody on the sideline who should be playing",
    ],
    expect: "lineup",
  },
  {
    turns: ["big game this week, playoff atmosphere", "can u fix my lineup for it, put the best 9 out there"],
    expect: "lineup",
  },
  {
    turns: ["run through my whole starting roster for week 11 and tell me what you'd change. no sacred cows"],
    expect: "lineup",
    week: 11,
  },
  {
    turns: ["who am i facing this week? and go ahead and set my best lineup to beat em"],
    expect: ["matchup", "lineup"],
  },

  // outlook
  {
    turns: ["is jaxon dart legit or is this a flash in the pan rookie thing"],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["what should i expect out of omarion hampton the rest of the way?"],
    expect: "outlook",
    players: ["Omarion Hampton"],
  },
  { turns: ["whats the projection on skattebo this week"], expect: "outlook", players: ["Cam Skattebo"] },
  {
    turns: [
      "i drafted tetairoa mcmillan in the 5th round",
      "is the kid gonna turn into a real wr1 for me down the stretch or nah",
    ],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
  },
  {
    turns: ["is nico collins legit this year, and should i sell high on him while his stock is up?"],
    expect: ["outlook", "tradeValue"],
    players: ["Nico Collins"],
  },
  {
    turns: ["whats the rest of season look like for judkins", "and how bout ashton jeanty?"],
    expect: "outlook",
    players: ["Ashton Jeanty"],
  },

  // status
  {
    turns: ["is ja'marr playing this week? heard he tweaked something at practice"],
    expect: "status",
    players: ["Ja'Marr Chase"],
  },
  { turns: ["tyreek on bye this week or am i good"], expect: "status", players: ["Tyreek Hill"] },
  {
    turns: ["cmc looked gimpy on that last series", "is he practicing today?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["any update on mark andrews? is he questionable for sunday or what"],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: ["saw saquon limp off in the 4th", "is he good to go this week or is he on the injury report"],
    expect: "status",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["is kelce playing sunday?", "what about rashee rice"],
    expect: "status",
    players: ["Rashee Rice"],
  },

  // tradeValue
  {
    turns: ["should i sell high on jaylen warren while hes hot? strike while the iron's hot right"],
    expect: "tradeValue",
    players: ["Jaylen Warren"],
  },
  {
    turns: [
      "what's derrick henry worth in a trade right now? and is he even healthy for this week? old " +
        "legs but still runs like a freight train",
    ],
    expect: ["tradeValue", "status"],
    players: ["Derrick Henry"],
  },
  {
    turns: ["buy low on marvin harrison jr or is he a lost cause"],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: [
      "brian thomas jr has been a straight up bust for me",
      "do i hold him or move him for whatever i can get in a trade",
    ],
    expect: "tradeValue",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["kenneth walker. buy, sell or hold? gotta make a call, cant be wishy washy"],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },
  {
    turns: [
      "my boy's team won 28-6 today btw",
      "anyway how much is etienne worth in a trade these days? is he a sell or a hold",
    ],
    expect: "tradeValue",
    players: ["Travis Etienne Jr."],
  },

  // buyLow
  { turns: ["who are some buy low guys around the league? looking for players whose stock is down"], expect: "buyLow" },
  { turns: ["any sell high candidates on my roster i should cash in on before the wheels fall off"], expect: "buyLow" },
  { turns: ["which players are underperforming right now that i could scoop up cheap in a trade"], expect: "buyLow" },
  {
    turns: ["trade deadline's coming up fast", "who should i be looking to buy low on"],
    expect: "buyLow",
  },
  { turns: ["give me some buy low and sell high targets, coach wants to play the market a little"], expect: "buyLow" },
  {
    turns: ["been a rough stretch for us", "who's due for a bounce back league wide that i could get on the cheap?"],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["got offered puka for jonathan taylor straight up, do i pull the trigger?"],
    expect: "trade",
    players: ["Puka Nacua", "Jonathan Taylor"],
  },
  {
    turns: ["buddy offered me drake london for my garrett wilson. fair deal or am i gettin fleeced?"],
    expect: "trade",
    players: ["Drake London", "Garrett Wilson"],
  },
  {
    turns: ["i give jacobs and zay flowers, i get bijan. thumbs up or thumbs down?"],
    expect: "trade",
    players: ["Josh Jacobs", "Zay Flowers", "Bijan Robinson"],
  },
  {
    turns: ["someone wants to trade for my mike evans", "they're offering olave and hunter henry for him. good deal?"],
    expect: "trade",
    players: ["Chris Olave", "Hunter Henry", "Mike Evans"],
  },
  {
    turns: ["should i trade davante adams for jordan addison? adams is gettin up there in years"],
    expect: "trade",
    players: ["Davante Adams", "Jordan Addison"],
  },
  {
    turns: ["got a trade offer in my inbox", "lamar for jalen hurts, me giving up lamar. is that a fair swap?"],
    expect: "trade",
    players: ["Lamar Jackson", "Jalen Hurts"],
  },

  // tradeIdeas
  {
    turns: ["i need a running back bad. who should i trade for, who's got depth to deal?"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: [
      "i got rbs coming out my ears",
      "who are good trade partners for me? teams that need rb help and got wr depth",
    ],
    expect: "tradeIdeas",
  },
  {
    turns: ["build me a 2 for 1 around jameson williams and tony pollard so i can upgrade at wr"],
    expect: "tradeIdeas",
    players: ["Jameson Williams", "Tony Pollard"],
  },
  {
    turns: ["my tight end situation is a mess", "who could i trade for to fix it?"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["what could i get if i package kyle pitts and courtland sutton together?"],
    expect: "tradeIdeas",
    players: ["Kyle Pitts", "Courtland Sutton"],
  },
  {
    turns: [
      "too many mouths to feed on my bench",
      "which team should i call about a trade? want to consolidate depth into a stud",
    ],
    expect: "tradeIdeas",
  },

  // waivers
  { turns: ["bench is flat, no energy", "whos the best pickup on waivers this week? need a spark"], expect: "waivers" },
  { turns: ["how much faab should i throw at monangai?"], expect: "waivers", players: ["Kyle Monangai"] },
  {
    turns: ["any rbs worth grabbing in free agency? my backfield is thin as a playbook for 6 yr olds"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["lost my starting te to injury, brutal", "who's out there on the wire i can grab?"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: ["who should i pick up this week and who do i cut to make room for him?"],
    expect: ["waivers", "dropStash"],
  },
  {
    turns: ["should i put a claim in for rhamondre stevenson? how much of my budget we talkin"],
    expect: "waivers",
    players: ["Rhamondre Stevenson"],
  },

  // sleepers
  { turns: ["give me some deep sleepers, guys nobody's talkin about yet. the walk-ons"], expect: "sleepers" },
  {
    turns: ["who's a breakout candidate for the second half? looking for the next diamond in the rough"],
    expect: "sleepers",
  },
  {
    turns: ["any stashes worth grabbing for the playoff run? guys who might get a bigger role down the stretch"],
    expect: "sleepers",
  },
  { turns: ["who's gonna be next week's hot pickup? wanna get ahead of the pack for once"], expect: "sleepers" },
  {
    turns: ["waivers are picked clean in this league", "any under the radar guys i could stash?"],
    expect: "sleepers",
  },
  {
    turns: ["best pickup on the wire this week? and toss me a couple deep stashes too"],
    expect: ["waivers", "sleepers"],
  },

  // dropStash
  {
    turns: ["jk dobbins is banged up again. do i cut him or hold on?"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["im putting in a claim tonight", "who should i cut to make room? roster's full, no open lockers"],
    expect: "dropStash",
  },
  {
    turns: ["should i hold godwin while hes out or is it time to move on"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  {
    turns: ["javonte williams just went on IR", "worth keeping him or let him go?"],
    expect: "dropStash",
    players: ["Javonte Williams"],
  },
  {
    turns: ["got three guys on the injury report. which ones do i keep and which do i cut loose?"],
    expect: "dropStash",
  },
  {
    turns: ["aiyuk has been on the shelf forever", "is it time to drop him?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },

  // byeCover
  {
    turns: ["josh allen is on bye next week, who do i stream at qb?"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
    week: "next",
  },
  {
    turns: ["need a te to fill in while kittle's on bye. next man up"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
  },
  {
    turns: ["who's a good backup rb to cover JT's bye week?"],
    expect: "byeCover",
    players: ["Jonathan Taylor"],
    position: "RB",
  },
  {
    turns: ["mahomes has his bye in week 12", "who do i pick up to cover for him"],
    expect: "byeCover",
    players: ["Patrick Mahomes"],
    position: "QB",
    week: 12,
  },
  {
    turns: ["my defense has the week off", "who should i stream to cover the bye?"],
    expect: "byeCover",
    position: "DEF",
  },
  {
    turns: ["is amon-ra playing this week? if not who do i pick up to cover for him"],
    expect: ["status", "byeCover"],
    players: ["Amon-Ra St. Brown"],
  },

  // playoffs
  { turns: ["one game at a time and all that but", "what are my chances of makin the playoffs?"], expect: "playoffs" },
  { turns: ["are we still in the hunt for a first-round bye?"], expect: "playoffs" },
  { turns: ["whats my odds to win the whole thing, the championship?"], expect: "playoffs" },
  {
    turns: ["we're 6-4 right now, grinding", "so are we playoff bound or what"],
    expect: "playoffs",
  },
  { turns: ["what are my playoff odds and what can i do to improve them?"], expect: ["playoffs", "improveOdds"] },
  { turns: ["whats my percentage to make the dance this year? be honest coach, i can take it"], expect: "playoffs" },

  // scenario
  { turns: ["no more margin for error", "if i win out, am i in?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["what are my playoff odds if i win 2 of the last 4?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["if i drop this week's game am i cooked? season on the line"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["what are my playoff chances", "ok and if i take 3 of the last 4?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["what are my odds right now, and what are they if we run the table?"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  { turns: ["if we win 3 more games do we sneak in?"], expect: "scenario", scenario: { wins: 3, games: null } },

  // improveOdds
  { turns: ["what moves can i make to boost my playoff chances? control what we can control"], expect: "improveOdds" },
  {
    turns: ["how do i make this team better? we gotta step it up, champions are made in november"],
    expect: "improveOdds",
  },
  { turns: ["whats the one move that gets us over the hump and into the playoffs?"], expect: "improveOdds" },
  {
    turns: ["are we gonna make the playoffs", "what do i need to do to improve those odds"],
    expect: "improveOdds",
  },
  {
    turns: ["sitting at 5-5, bubble team", "what should i change to give us a better shot at the postseason?"],
    expect: "improveOdds",
  },
  {
    turns: [
      "lost a heartbreaker last week, left it all on the field",
      "how can i shore up this roster to make a real title run?",
    ],
    expect: "improveOdds",
  },

  // matchup
  { turns: ["game week baby", "who am i up against?"], expect: "matchup" },
  { turns: ["whats my chances of winning this weeks game? we the underdog?"], expect: "matchup" },
  {
    turns: ["like to do my film study early", "give me a scouting report on my week 12 opponent"],
    expect: "matchup",
    week: 12,
  },
  {
    turns: ["who's my opponent this week", "and next week?"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: ["how do we stack up against blitz brigade this week? they got a good team"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  { turns: ["who we playin this week and what's our projected total?"], expect: ["matchup", "projectedTotal"] },

  // projectedTotal
  { turns: ["how many points am i projected for this week? what number we puttin up"], expect: "projectedTotal" },
  { turns: ["what's my floor and ceiling for week 11?"], expect: "projectedTotal", week: 11 },
  {
    turns: ["feels like we're gonna put up a big number", "what's our projected total this weekend?"],
    expect: "projectedTotal",
  },
  {
    turns: ["whats my projected score this week", "and next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["whats our projected total this week, and who on my roster is on bye?"],
    expect: ["projectedTotal", "rosterStatus"],
  },
  { turns: ["whats the worst case for my teams points this week? need to know the floor"], expect: "projectedTotal" },

  // record
  { turns: ["wins and losses, that's all that matters. whats my record?"], expect: "record" },
  { turns: ["we won a nailbiter monday night!", "so where do we sit in the standings now?"], expect: "record" },
  { turns: ["whats end zone envy's record?"], expect: "record", team: "End Zone Envy" },
  {
    turns: ["what's my record", "and how about coach tatum's squad?"],
    expect: "record",
    team: "Red Zone Raiders",
  },
  { turns: ["whats our record and are we playoff bound?"], expect: ["record", "playoffs"] },
  { turns: ["where's pocket passers at in the standings?"], expect: "record", team: "Pocket Passers" },

  // leaders
  { turns: ["whos sitting in first place in the league? who's the top dog"], expect: "leaders" },
  {
    turns: ["we just got pummeled by the alchemists", "who's the best team in the league right now, honestly?"],
    expect: "leaders",
  },
  { turns: ["show me the full standings, top to bottom"], expect: "leaders" },
  { turns: ["which team has put up the most points this season? who's the offensive juggernaut"], expect: "leaders" },
  {
    turns: ["whats my record", "who's leading the league though"],
    expect: "leaders",
  },
  { turns: ["who's in first and where do i stand?"], expect: ["leaders", "record"] },

  // rosterStatus
  {
    turns: ["gotta know whos available before i draw up the game plan", "any of my guys hurt or on bye this week?"],
    expect: "rosterStatus",
  },
  { turns: ["who on my roster is on bye next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["run down my injury report for me, who's in the training room"], expect: "rosterStatus" },
  { turns: ["who's on bye for me in week 12?"], expect: "rosterStatus", week: 12 },
  {
    turns: ["any injuries on my team?", "what about next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  { turns: ["any of my guys banged up this week? and fix my lineup around it"], expect: ["rosterStatus", "lineup"] },

  // positionRank
  {
    turns: ["got a crowded backfield", "rank my running backs for this week, 1 thru whatever"],
    expect: "positionRank",
    position: "RB",
  },
  { turns: ["rank my wrs for week 11"], expect: "positionRank", position: "WR", week: 11 },
  { turns: ["order my tight ends best to worst this week, depth chart style"], expect: "positionRank", position: "TE" },
  {
    turns: ["rank my rbs this week", "now do receivers"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["quarterback controversy in my house lol", "which of my qbs is best this week, rank em for me"],
    expect: "positionRank",
    position: "QB",
  },
  { turns: ["rank my receivers for next week"], expect: "positionRank", position: "WR", week: "next" },

  // help
  { turns: ["hey there coach! huddle up"], expect: "help" },
  { turns: ["what can you do?"], expect: "help" },
  { turns: ["how can u help me out? walk me thru the playbook"], expect: "help" },
  {
    turns: ["first time using this thing", "so whats the game plan here, what are you able to help me with?"],
    expect: "help",
  },
  { turns: ["what kind of questions can i ask you?"], expect: "help" },
  { turns: ["mornin! rise and grind. whats this thing do"], expect: "help" },

  // None
  { turns: ["whats the forecast for saturday? got a u10 game at 9am"], expect: "None" },
  {
    turns: ["thanks for the help earlier", "tell me a joke, i need something for the team bus tomorrow"],
    expect: "None",
  },
  { turns: ["who won the lakers game last night?"], expect: "None" },
  { turns: ["help my son with his math homework, what's 12 times 14"], expect: "None" },
  { turns: ["what's the over/under on mahomes passing yards sunday? thinking about a little wager"], expect: "None" },
  { turns: ["random one", "how do i teach 9 year olds to tackle safely? heads up, eyes up"], expect: "None" },
];
