// Blind held-out evaluation set 200 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a frustrated manager on a losing streak — vents, swears mildly (heck, damn), sarcastic
// with the GM and about his own players, wonders if the season is over; pure vents with no ask are `None`.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_200: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["Henry or Barkley this week? don't say both, I've got one spot and a roster full of " + "disappointment"],
    expect: "startSit",
    players: ["Derrick Henry", "Saquon Barkley"],
  },
  {
    turns: ["Kittel gave me 3.4 points last week. three point four.", "do I seriously have to start him " + "again?"],
    expect: "startSit",
    players: ["George Kittle"],
  },
  {
    turns: ["Waddle has been a ghost for a month", "should I just bench him for Jameson Williams this " + "week?"],
    expect: "startSit",
    players: ["Jaylen Waddle", "Jameson Williams"],
  },
  {
    turns: ["start/sit for week 11: Bo Nix or Jaxson Dart. both make me want to throw up"],
    expect: "startSit",
    players: ["Bo Nix", "Jaxson Dart"],
    week: 11,
  },
  {
    turns: ["is Rico Dowdle even startable anymore or am I kidding myself"],
    expect: "startSit",
    players: ["Rico Dowdle"],
  },
  {
    turns: ["should I start Garrett Wilson this week?", "ok what about Zay Flowers, same question"],
    expect: "startSit",
    players: ["Zay Flowers"],
  },
  {
    turns: [
      "Chuba, Monangai or Woody Marks. pick one. I've lost four straight so clearly I can't be trusted " + "to pick",
    ],
    expect: "startSit",
    players: ["Chuba Hubbard", "Kyle Monangai", "Woody Marks"],
  },
  {
    turns: ["thinking about sitting Mahomes for Dart next week. talk me out of it or don't, " + "whatever"],
    expect: "startSit",
    players: ["Patrick Mahomes", "Jaxson Dart"],
    week: "next",
  },
  {
    turns: ["BTJ has burned me three weeks running", "start him or nah? honestly"],
    expect: "startSit",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["Jacobs vs Kyren this week, who do I roll with"],
    expect: "startSit",
    players: ["Josh Jacobs", "Kyren Williams"],
  },
  {
    turns: [
      "my WRs are all trash",
      "like genuinely trash",
      "Odunze, Sutton or Jeudy — which one of these clowns " + "do I start Sunday",
    ],
    expect: "startSit",
    players: ["Rome Odunze", "Courtland Sutton", "Jerry Jeudy"],
  },
  {
    turns: ["Kraft or LaPorta at TE? neither has done squat for me"],
    expect: "startSit",
    players: ["Tucker Kraft", "Sam LaPorta"],
    position: "TE",
  },
  {
    turns: ["Tee Higgins put up a zero on me in week 8, still mad about it", "do I trust him in week 11 " + "or what"],
    expect: "startSit",
    players: ["Tee Higgins"],
    week: 11,
  },
  {
    turns: ["is Olave playing Sunday, and if he is do I start him over Jakobi Meyers"],
    expect: ["status", "startSit"],
    players: ["Chris Olave", "Jakobi Meyers"],
  },

  // ---- compare ----
  {
    turns: ["rest of season, Puka or JSN? asking purely to torture myself"],
    expect: "compare",
    players: ["Puka Nacua", "Jaxon Smith-Njigba"],
  },
  {
    turns: ["dynasty question since this year is cooked anyway: Jeanty or Hampton long term"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "I keep staring at my roster like it's going to change",
      "who's just the better player ROS, Bowers or " + "McBride? not for this week, in general",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: [
      "everyone in my league is drooling over the rookie WRs",
      "Egbuka vs McMillan the rest of the way, " + "who's the better asset?",
    ],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: ["is Lamar still better than Josh Allen or did that change this year"],
    expect: "compare",
    players: ["Lamar Jackson", "Josh Allen"],
  },

  // ---- slot ----
  { turns: ["who the heck goes in my flex this week"], expect: "slot", position: "FLEX" },
  {
    turns: ["my RB2 spot has been a black hole all year. who fills it for week 11"],
    expect: "slot",
    position: "RB",
    week: 11,
  },
  {
    turns: ["lost again, obviously", "who should be my WR3 next week? I've got no clue anymore"],
    expect: "slot",
    position: "WR",
    week: "next",
  },
  {
    turns: ["who do I put at QB in week 12? I don't trust a single one of them"],
    expect: "slot",
    position: "QB",
    week: 12,
  },
  { turns: ["rest of the lineup's set, somehow", "just need somebody at flex. who"], expect: "slot", position: "FLEX" },

  // ---- lineup ----
  { turns: ["just optimize my lineup. I clearly can't be trusted to do it"], expect: "lineup" },
  { turns: ["is my lineup even right for week 11 or did I screw it up again"], expect: "lineup", week: 11 },
  {
    turns: [
      "lost by 2 points. with Derrick Henry sitting on my bench.",
      "set my lineup for this week so I stop " + "doing this to myself",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "I changed like six things last night at 2am",
      "check my whole lineup and tell me what's dumb " + "about it",
    ],
    expect: "lineup",
  },

  // ---- outlook ----
  {
    turns: ["what's Henry's outlook this week? he's all I've got left"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: ["how many points is Kittle gonna give me next week, ballpark. zero? is it zero?"],
    expect: "outlook",
    players: ["George Kittle"],
    week: "next",
  },
  {
    turns: ["bought the Jonathan Taylor hype all season", "what's his projection for week 12"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
    week: 12,
  },
  {
    turns: ["what's Saquan's rest-of-season outlook? is he washed or what"],
    expect: "outlook",
    players: ["Saquon Barkley"],
  },
  {
    turns: [
      "Drake London is the only guy on my team who shows up",
      "what does he look like this weekend, " + "projection-wise",
    ],
    expect: "outlook",
    players: ["Drake London"],
  },

  // ---- status ----
  {
    turns: ["is Nabers playing or not? nobody will give me a straight answer"],
    expect: "status",
    players: ["Malik Nabers"],
  },
  { turns: ["what's up with Kittle's hamstring now, because of course"], expect: "status", players: ["George Kittle"] },
  {
    turns: ["my luck: CMC limited in practice Wednesday", "is he gonna suit up Sunday or what"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  { turns: ["any news on Jamarr Chase? saw something scary on twitter"], expect: "status", players: ["Ja'Marr Chase"] },
  {
    turns: ["I've been starting Tyler Huntley like a clown", "is Lamar back yet or not"],
    expect: "status",
    players: ["Lamar Jackson"],
  },
  { turns: ["Bucky Irving injury update please, it's been forever"], expect: "status", players: ["Bucky Irving"] },
  {
    turns: ["is Achane good to go or is that another game-time decision that ruins my Sunday"],
    expect: "status",
    players: ["De'Von Achane"],
  },
  {
    turns: [
      "should I start Nico Collins this week?",
      "wait, is he even healthy? heard something about a " + "concussion",
    ],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["did Mark Andrews get hurt again? heard he left practice early"],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: ["is Rashee Rice good to go this week and what's he projected for"],
    expect: ["status", "outlook"],
    players: ["Rashee Rice"],
  },

  // ---- tradeValue ----
  {
    turns: ["JSN is on a heater. sell high or am I overthinking it"],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  { turns: ["what's Bijan worth in a trade right now"], expect: "tradeValue", players: ["Bijan Robinson"] },
  {
    turns: [
      "Trey McBride carried me last week, only good thing that's happened in a month",
      "is now the time to " + "sell him or do I hold",
    ],
    expect: "tradeValue",
    players: ["Trey McBride"],
  },
  {
    turns: ["people keep asking me about Gibbs", "how much trade value does he actually have " + "right now"],
    expect: "tradeValue",
    players: ["Jahmyr Gibbs"],
  },

  // ---- buyLow ----
  { turns: ["my team's trash so why not", "who are some buy-low guys I could go after?"], expect: "buyLow" },
  { turns: ["is Garrett Wilson a buy low or is he just bad now"], expect: "buyLow", players: ["Garrett Wilson"] },
  {
    turns: ["Ladd McConkey has been awful for weeks", "his owner's gotta be fed up too. buy-low " + "candidate?"],
    expect: "buyLow",
    players: ["Ladd McConkey"],
  },
  { turns: ["gimme a couple of buy-low RBs before the deadline"], expect: "buyLow", position: "RB" },

  // ---- trade ----
  {
    turns: ["should I trade Kittle for Chris Olave? I'm desperate"],
    expect: "trade",
    players: ["George Kittle", "Chris Olave"],
  },
  {
    turns: [
      "Coach Quinn offered me Drake London for my Kyren Williams. fair, or is he robbing me like " + "everyone else",
    ],
    expect: "trade",
    players: ["Drake London", "Kyren Williams"],
  },
  {
    turns: ["is this fair: my Jonathan Taylor for his Jahmyr Gibbs and Davante Adams"],
    expect: "trade",
    players: ["Jonathan Taylor", "Jahmyr Gibbs", "Davante Adams"],
  },
  {
    turns: ["got a trade offer, brace yourself", "Breece Hall and Jameson Williams for my Puka. " + "accept?"],
    expect: "trade",
    players: ["Breece Hall", "Jameson Williams", "Puka Nacua"],
  },
  {
    turns: ["would you do Josh Allen for Jalen Hurts plus Tee Higgins"],
    expect: "trade",
    players: ["Josh Allen", "Jalen Hurts", "Tee Higgins"],
  },
  {
    turns: ["I'm sick of waiting on Jeanty", "Jeanty for Ja'Marr Chase. yes or no"],
    expect: "trade",
    players: ["Ashton Jeanty", "Ja'Marr Chase"],
  },
  {
    turns: ["thinking about blowing the whole thing up", "like Bowers for Omarion Hampton and Zay Flowers. " + "dumb?"],
    expect: "trade",
    players: ["Brock Bowers", "Omarion Hampton", "Zay Flowers"],
  },
  {
    turns: ["Coach Sawyer wants Chase Brown for Courtland Sutton. accept or decline"],
    expect: "trade",
    players: ["Chase Brown", "Courtland Sutton"],
  },
  {
    turns: ["someone offered me Amon-Ra for Saquon and I'm suspicious. what's the catch"],
    expect: "trade",
    players: ["Amon-Ra St. Brown", "Saquon Barkley"],
  },
  {
    turns: ["should I take Tee Higgins for James Cook, and if I do who goes in my flex this week"],
    expect: ["trade", "slot"],
    players: ["Tee Higgins", "James Cook"],
    position: "FLEX",
  },
  {
    turns: [
      "Coach Tatum keeps messaging me",
      "he wants Derrick Henry",
      "offering Nico Collins for him. do I " + "bite?",
    ],
    expect: "trade",
    players: ["Nico Collins", "Derrick Henry"],
  },

  // ---- waivers ----
  { turns: ["who's worth picking up this week? and don't say some backup kicker"], expect: "waivers" },
  {
    turns: ["how much FAAB do I throw at Woody Marks? got $43 left and nothing to lose"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  { turns: ["is Kyle Monangai worth a claim"], expect: "waivers", players: ["Kyle Monangai"] },
  {
    turns: ["my RB room is a hospital ward", "anyone on waivers who can actually run the ball?"],
    expect: "waivers",
    position: "RB",
  },
  { turns: ["best WR on the wire right now"], expect: "waivers", position: "WR" },
  {
    turns: [
      "my TE situation is a joke",
      "should I put in a claim for Harold Fannin Jr. or is that desperation " + "talking",
    ],
    expect: "waivers",
    players: ["Harold Fannin Jr."],
  },
  { turns: ["waiver targets for week 11, go"], expect: "waivers", week: 11 },
  { turns: ["damn it, the guy I wanted got claimed by Coach Finley", "who else is even out there"], expect: "waivers" },
  {
    turns: ["Tyrone Tracy might be a free agent in my league?", "should I blow my whole budget " + "on him"],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },
  { turns: ["any TE on waivers better than the dumpster fire I'm starting"], expect: "waivers", position: "TE" },
  {
    turns: ["is Rhamondre Stevenson worth a waiver claim or am I chasing ghosts"],
    expect: "waivers",
    players: ["Rhamondre Stevenson"],
  },
  { turns: ["who should I grab off waivers, and am I even gonna win this week"], expect: ["waivers", "matchup"] },

  // ---- playoffs ----
  { turns: ["what are my playoff odds. be gentle"], expect: "playoffs" },
  { turns: ["is my season over? like what are my actual chances of making the playoffs"], expect: "playoffs" },
  { turns: ["any chance at all I still get a bye? lol"], expect: "playoffs" },
  { turns: ["four losses in a row. four.", "so what are my playoff chances now, single digits?"], expect: "playoffs" },
  {
    turns: ["what are Red Zone Raiders' playoff odds, just so I can be jealous"],
    expect: "playoffs",
    team: "Red Zone Raiders",
  },
  {
    turns: [
      "I'm looking at the standings and feeling sick",
      "am I still in the playoff hunt or should I start " + "thinking about next year",
    ],
    expect: "playoffs",
  },
  { turns: ["title odds for my team? I'm guessing zero"], expect: "playoffs" },
  {
    turns: ["does Coach Harper's team make it? they're right above me"],
    expect: "playoffs",
    team: "Fourth & Long Shots",
  },
  { turns: ["what's my record and do I even have a shot at the playoffs"], expect: ["record", "playoffs"] },
  {
    turns: ["what are my playoff odds and what the heck do I do to improve them"],
    expect: ["playoffs", "improveOdds"],
  },

  // ---- improveOdds ----
  { turns: ["what do I need to do to actually make the playoffs from here, move-wise"], expect: "improveOdds" },
  { turns: ["give me moves that raise my playoff odds. anything. I'm begging"], expect: "improveOdds" },
  { turns: ["my playoff odds are like 20% right?", "ok so how do I get that number up"], expect: "improveOdds" },
  {
    turns: [
      "I've got $43 FAAB and a bench full of nobodies",
      "what trade or pickup helps my playoff chances " + "the most",
    ],
    expect: "improveOdds",
  },

  // ---- matchup ----
  { turns: ["am I gonna lose again this week? what's the projection vs Coach Ellis"], expect: "matchup" },
  { turns: ["who's winning my matchup right now"], expect: "matchup" },
  { turns: ["what's my win probability this week, and don't sugarcoat it"], expect: "matchup" },
  {
    turns: [
      "Sunday Scaries are the hottest team in the league and naturally I play them",
      "what's the projected " + "score of my game against them",
    ],
    expect: "matchup",
  },
  { turns: ["projected score for my week 11 matchup"], expect: "matchup", week: 11 },
  { turns: ["Henry fumbled twice already", "how am I doing in my game, is it over already"], expect: "matchup" },
  { turns: ["do I have any shot against Blitz Brigade this week"], expect: "matchup" },
  { turns: ["who am I playing next week and do I even have a chance"], expect: "matchup", week: "next" },
  { turns: ["give me the win odds for my matchup, I could use a laugh"], expect: "matchup" },

  // ---- record ----
  { turns: ["what's my record? actually don't answer that. ok fine, answer it"], expect: "record" },
  { turns: ["how many games back am I from sixth"], expect: "record" },
  {
    turns: ["what's Two-Minute Drill's record? they keep beating everyone"],
    expect: "record",
    team: "Two-Minute Drill",
  },
  { turns: ["just lost to the last-place team", "where do I even sit in the standings now"], expect: "record" },

  // ---- rosterStatus ----
  {
    turns: ["who on my team is hurt or on bye this week, and what am I projected to score with " + "whatever's left"],
    expect: ["rosterStatus", "projectedTotal"],
  },
  { turns: ["any byes I need to worry about next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["injury report for my roster for week 12"], expect: "rosterStatus", week: 12 },
  {
    turns: ["I swear half my team is in the training room", "just list who's out on my roster " + "this week"],
    expect: "rosterStatus",
  },

  // ---- positionRank ----
  { turns: ["rank my RBs for this week, worst to first, I know how it ends"], expect: "positionRank", position: "RB" },
  { turns: ["rank my wide receivers for week 11"], expect: "positionRank", position: "WR", week: 11 },
  { turns: ["order my tight ends for next week"], expect: "positionRank", position: "TE", week: "next" },
  {
    turns: ["I've got four QBs because I panicked at the draft", "rank them for this week"],
    expect: "positionRank",
    position: "QB",
  },

  // ---- projectedTotal ----
  { turns: ["what's my team projected to score this week"], expect: "projectedTotal" },
  {
    turns: [
      "I'm tired of getting my hopes up",
      "give me my projected points and the range, mostly the floor since " + "that's where I live",
    ],
    expect: "projectedTotal",
  },
  { turns: ["how many points is my lineup projected for in week 11"], expect: "projectedTotal", week: 11 },

  // ---- leaders ----
  {
    turns: ["got smoked again", "who's the best team in the league right now, so I know who to hate"],
    expect: "leaders",
  },
  { turns: ["who's scored the most points this season"], expect: "leaders" },
  { turns: ["power rankings please. put me at the bottom, I know"], expect: "leaders" },

  // ---- sleepers ----
  { turns: ["any deep sleepers worth stashing for the rest of the year"], expect: "sleepers" },
  { turns: ["give me a sleeper for next week, I need a miracle"], expect: "sleepers", week: "next" },
  {
    turns: ["the wire is picked clean", "who are some stashes nobody's talking about for the rest of the " + "season"],
    expect: "sleepers",
  },

  // ---- dropStash ----
  {
    turns: ["should I just drop Brandon Aiyuk already, and if so who do I grab instead"],
    expect: ["dropStash", "waivers"],
    players: ["Brandon Aiyuk"],
  },
  { turns: ["do I IR Chris Godwin or cut him"], expect: "dropStash", players: ["Chris Godwin"] },
  {
    turns: ["Nabers is out for the year, right?", "so do I hold him or drop him, he's just eating a " + "roster spot"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["Jayden Daniels is hurt again. stash or drop? I'm out of patience"],
    expect: "dropStash",
    players: ["Jayden Daniels"],
  },

  // ---- byeCover ----
  {
    turns: ["Kelce's on bye. great. perfect. love that for me", "so who's my TE this week then"],
    expect: "byeCover",
    players: ["Travis Kelce"],
    position: "TE",
  },
  { turns: ["my QB's on bye next week, who do I stream"], expect: "byeCover", position: "QB", week: "next" },
  {
    turns: ["need a backup QB for Bo Nix's bye in week 12"],
    expect: "byeCover",
    players: ["Bo Nix"],
    position: "QB",
    week: 12,
  },
  {
    turns: ["Jake Ferguson's on bye and I don't have another TE", "who do I grab to cover him"],
    expect: "byeCover",
    players: ["Jake Ferguson"],
    position: "TE",
  },

  // ---- scenario ----
  { turns: ["if I win out, do I make it?"], expect: "scenario", scenario: "win-out" },
  { turns: ["what if I go 3-2 the rest of the way, am I in?"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  { turns: ["if I lose this week am I done? like actually done?"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["playoff odds?", "ok and if I win 4 of my last 5?"], expect: "scenario", scenario: { wins: 4, games: 5 } },
  { turns: ["say I win two more games, do I sneak in"], expect: "scenario", scenario: { wins: 2, games: null } },
  {
    turns: [
      "I play Coach Marlow this week and they're loaded",
      "what happens to my playoff chances if I drop " + "this one",
    ],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // ---- tradeIdeas ----
  { turns: ["what can I get for Kittle? might as well cash out"], expect: "tradeIdeas", players: ["George Kittle"] },
  {
    turns: ["2-for-1 ideas for Mike Evans and Chris Godwin"],
    expect: "tradeIdeas",
    players: ["Mike Evans", "Chris Godwin"],
  },
  { turns: ["I need a running back badly. find me a trade"], expect: "tradeIdeas", position: "RB" },
  {
    turns: ["I've got too many TEs and zero WRs", "find me a deal using Mark Andrews"],
    expect: "tradeIdeas",
    players: ["Mark Andrews"],
  },

  // ---- help ----
  { turns: ["what can you even do, besides tell me I'm losing"], expect: "help" },
  { turns: ["ok what kind of stuff can I ask you"], expect: "help" },
  { turns: ["this app is useless", "fine, what are you actually good for? list it"], expect: "help" },

  // ---- None ----
  { turns: ["I hate this game. four straight losses. I'm done."], expect: "None" },
  { turns: ["what's the weather gonna be in Buffalo on Sunday"], expect: "None" },
  { turns: ["tell me a joke, because my team sure is one"], expect: "None" },
  { turns: ["what's the spread on Ravens-Vikings? thinking about betting against my own guys"], expect: "None" },
  { turns: ["who should I play in my DraftKings lineup tonight"], expect: "None" },
  { turns: ["how do I change my team name in this app? I want to call it Dumpster Fire"], expect: "None" },
  { turns: ["did the Lakers win last night? I need some good news from somewhere"], expect: "None" },
  { turns: ["Kittle dropped a sure TD and I'm convinced he did it on purpose"], expect: "None" },
  { turns: ["should I start Bijan this week?", "thanks for nothing I guess"], expect: "None" },
  { turns: ["lost by 0.4 points", "0.4. unbelievable. this is the worst league ever"], expect: "None" },
  { turns: ["how do I turn off these push notifications, every single one is bad news"], expect: "None" },
];
