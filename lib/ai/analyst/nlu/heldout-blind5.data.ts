// Fifth blind held-out set for the GM's understanding, written by someone who never saw the training paraphrases,
// the cue lists, the other held-out sets or the evaluation script: only the families' one-line meanings and the
// demo league's team names. Questions are worded the way real managers type them. It is scored once and never tuned on.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_5: HeldOutCase[] = [
  // startSit
  { turns: ["chase brown or kyren this week?"], expect: "startSit", players: ["Chase Brown", "Kyren Williams"] },
  {
    turns: [
      "ok so i've got Jameson Williams and Zay Flowers for one spot and honestly I keep flip flopping, " +
        "Detroit's offense is rolling but Zay gets so many targets... who do I roll with",
    ],
    expect: "startSit",
    players: ["Jameson Williams", "Zay Flowers"],
  },
  { turns: ["should i start bo nix"], expect: "startSit", players: ["Bo Nix"] },
  {
    turns: ["I'm new to this. Do I play Tyler Warren or Jake Ferguson in week 11?"],
    expect: "startSit",
    players: ["Tyler Warren", "Jake Ferguson"],
    week: 11,
  },
  {
    turns: ["judkins vs monangai vs rico dowdle, need 2 of 3 🤔"],
    expect: "startSit",
    players: ["Quinshon Judkins", "Kyle Monangai", "Rico Dowdle"],
  },
  { turns: ["Is Jaxson Dart startable this week or am I crazy"], expect: "startSit", players: ["Jaxson Dart"] },
  {
    turns: ["Start JSN or Nico next week?"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Nico Collins"],
    week: "next",
  },
  {
    turns: ["Is Breece Hall playing this week?", "ok if he is, do I start him over Javonte Williams?"],
    expect: "startSit",
    players: ["Breece Hall", "Javonte Williams"],
  },
  {
    turns: ["how's Chase Brown looking this week", "ok what about him vs Rico Dowdle, who do I put in"],
    expect: "startSit",
    players: ["Chase Brown", "Rico Dowdle"],
  },

  // compare
  {
    turns: ["who's better rest of season, Bijan or Gibbs?"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "Can you compare Ashton Jeanty and Omarion Hampton for the rest of the year? " +
        "not for this week, just in general who's the better asset",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "How's Trey McBride looking this week?",
      "and how does he compare to Brock Bowers over the rest of the season",
    ],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: ["lamar or josh allen, who's the better fantasy qb overall"],
    expect: "compare",
    players: ["Lamar Jackson", "Josh Allen"],
  },
  {
    turns: ["compare Drake London and Garrett Wilson rest of season", "what about London vs Nico Collins"],
    expect: "compare",
    players: ["Drake London", "Nico Collins"],
  },

  // slot
  { turns: ["who goes in my flex this week"], expect: "slot" },
  { turns: ["need someone for the superflex spot, who should it be"], expect: "slot" },
  { turns: ["I've got an empty spot in my lineup labeled W/R/T, who do I put there?"], expect: "slot" },
  { turns: ["flex spot for week 11 — who?"], expect: "slot", week: 11 },
  { turns: ["is my lineup optimal", "ok but specifically who goes in flex"], expect: "slot" },

  // lineup
  { turns: ["is my lineup optimal?"], expect: "lineup" },
  { turns: ["set my lineup for me pls"], expect: "lineup" },
  { turns: ["any changes I should make to my starters before sunday?"], expect: "lineup" },
  {
    turns: [
      "I have no idea what I'm doing — can you just tell me if the team I have in there right now is the best one?",
    ],
    expect: "lineup",
  },
  { turns: ["lineup look ok? 👀"], expect: "lineup" },

  // outlook
  { turns: ["how many points will saquon score this week"], expect: "outlook", players: ["Saquon Barkley"] },
  { turns: ["puka outlook rest of season"], expect: "outlook", players: ["Puka Nacua"] },
  { turns: ["Is Jaylen Waddle good this week? Tua's been awful"], expect: "outlook", players: ["Jaylen Waddle"] },
  {
    turns: ["what's the projection for TreVeyon Henderson in week 12"],
    expect: "outlook",
    players: ["TreVeyon Henderson"],
    week: 12,
  },
  { turns: ["is George Kittle healthy?", "what's he projected for"], expect: "outlook", players: ["George Kittle"] },
  {
    turns: ["start tee higgins or courtland sutton", "whats higgins' ceiling this week tho"],
    expect: "outlook",
    players: ["Tee Higgins"],
  },

  // status
  { turns: ["is rashee rice playing sunday"], expect: "status", players: ["Rashee Rice"] },
  { turns: ["Is CMC hurt?"], expect: "status", players: ["Christian McCaffrey"] },
  {
    turns: ["ok so my friend told me Jayden Daniels got hurt?? is he going to play this week or not"],
    expect: "status",
    players: ["Jayden Daniels"],
  },
  {
    turns: ["what do you think of Terry McLaurin rest of season", "wait is he even healthy right now"],
    expect: "status",
    players: ["Terry McLaurin"],
  },
  { turns: ["start mahomes or goff", "is goff banged up at all?"], expect: "status", players: ["Jared Goff"] },

  // tradeValue
  { turns: ["what's Jahmyr Gibbs worth in a trade"], expect: "tradeValue", players: ["Jahmyr Gibbs"] },
  { turns: ["what could I get for Ja'Marr Chase if I shopped him"], expect: "tradeValue", players: ["Ja'Marr Chase"] },
  { turns: ["trade value of de'von achane?"], expect: "tradeValue", players: ["De'Von Achane"] },
  {
    turns: ["if I wanted to move Josh Jacobs what kind of return would I get"],
    expect: "tradeValue",
    players: ["Josh Jacobs"],
  },
  {
    turns: ["how's James Cook been doing", "what would he fetch in a trade?"],
    expect: "tradeValue",
    players: ["James Cook"],
  },

  // buyLow
  { turns: ["any buy low guys I should target?"], expect: "buyLow" },
  { turns: ["who should I sell high on"], expect: "buyLow" },
  { turns: ["is Marvin Harrison Jr a buy low right now"], expect: "buyLow", players: ["Marvin Harrison Jr."] },
  { turns: ["Garrett Wilson — buy low or nah"], expect: "buyLow", players: ["Garrett Wilson"] },
  {
    turns: [
      "I keep hearing 'buy low' on podcasts. " +
        "Who are some players whose value is down right now that I could get cheap?",
    ],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["I give Davante Adams, get Chris Olave. accept?"],
    expect: "trade",
    players: ["Davante Adams", "Chris Olave"],
  },
  {
    turns: ["someone offered me Kenneth Walker for my DK Metcalf. Should I take it?"],
    expect: "trade",
    players: ["Kenneth Walker III", "DK Metcalf"],
  },
  {
    turns: ["Coach Quinn wants my Bucky Irving and Dalton Kincaid for his Derrick Henry. good deal for me?"],
    expect: "trade",
    players: ["Bucky Irving", "Dalton Kincaid", "Derrick Henry"],
  },
  {
    turns: ["is jacobs for london + zay a fair trade, i'd be getting the two"],
    expect: "trade",
    players: ["Josh Jacobs", "Drake London", "Zay Flowers"],
  },
  {
    turns: ["should I accept: my Brian Thomas Jr. for his Courtland Sutton and Rome Odunze"],
    expect: "trade",
    players: ["Brian Thomas Jr.", "Courtland Sutton", "Rome Odunze"],
  },
  {
    turns: ["I'm being offered Jalen Hurts and I'd be giving up Jayden Daniels for him. Smart or dumb?"],
    expect: "trade",
    players: ["Jalen Hurts", "Jayden Daniels"],
  },
  {
    turns: ["what's George Pickens worth in a trade", "ok would you do pickens for tee higgins straight up?"],
    expect: "trade",
    players: ["George Pickens", "Tee Higgins"],
  },

  // waivers
  { turns: ["best waiver adds wk 11?"], expect: "waivers", week: 11 },
  { turns: ["How much FAAB should I put on Kyle Monangai?"], expect: "waivers", players: ["Kyle Monangai"] },
  { turns: ["need a RB off the wire, who's out there"], expect: "waivers", position: "RB" },
  {
    turns: ["I lost my tight end to injury and need someone new, who's on waivers that's decent"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: ["bid on woody marks or sean tucker? have $43 left"],
    expect: "waivers",
    players: ["Woody Marks", "Sean Tucker"],
  },
  { turns: ["waiver targets 🙏"], expect: "waivers" },
  { turns: ["ugh my rb just went down", "who can I grab off the wire to replace him"], expect: "waivers" },

  // playoffs
  { turns: ["what are my playoff odds"], expect: "playoffs" },
  { turns: ["am I making the playoffs or what"], expect: "playoffs" },
  { turns: ["chances we get a first round bye?"], expect: "playoffs" },
  {
    turns: ["I'm kind of new, how does it look for me getting into the postseason? like what are my chances"],
    expect: "playoffs",
  },
  { turns: ["Do I have a realistic shot at the championship"], expect: "playoffs" },
  { turns: ["what's my record", "so am i gonna make playoffs?"], expect: "playoffs" },

  // improveOdds
  { turns: ["what moves would most improve my playoff chances"], expect: "improveOdds" },
  { turns: ["what's the single best thing I can do to get into the playoffs"], expect: "improveOdds" },
  { turns: ["I'm 4-5 and scared. Any roster moves that would actually help me sneak in?"], expect: "improveOdds" },
  { turns: ["what are my playoff odds", "how can I make that better"], expect: "improveOdds" },
  { turns: ["which pickup or trade raises my playoff % the most"], expect: "improveOdds" },

  // matchup
  { turns: ["am i favored this week"], expect: "matchup" },
  { turns: ["how's my matchup looking"], expect: "matchup" },
  { turns: ["win probability vs Coach Rowan?"], expect: "matchup", team: "End Zone Envy" },
  { turns: ["what are my chances of beating Sunday Scaries this week"], expect: "matchup", team: "Sunday Scaries" },
  { turns: ["Who am I playing this week and do I have a good chance?"], expect: "matchup" },
  { turns: ["how do I stack up against my opponent in week 11"], expect: "matchup", week: 11 },
  { turns: ["whats my projected total", "and my opponent's? am I favored?"], expect: "matchup" },

  // record
  { turns: ["what's my record"], expect: "record" },
  { turns: ["what's Blitz Brigade's record"], expect: "record", team: "Blitz Brigade" },
  { turns: ["how is Coach Ellis doing this year, win-loss wise"], expect: "record", team: "Pocket Passers" },
  { turns: ["what place am I in right now"], expect: "record" },
  {
    turns: ["what's Red Zone Raiders' record", "and what about Hail Mary Heroes"],
    expect: "record",
    team: "Hail Mary Heroes",
  },

  // rosterStatus
  { turns: ["who on my team is hurt"], expect: "rosterStatus" },
  { turns: ["any of my guys on bye this week"], expect: "rosterStatus" },
  { turns: ["byes next week on my roster?"], expect: "rosterStatus", week: "next" },
  { turns: ["which of my players are injured or out for week 11"], expect: "rosterStatus", week: 11 },
  {
    turns: ["Do I have anyone who isn't playing this weekend? either hurt or their team is off"],
    expect: "rosterStatus",
  },

  // positionRank
  { turns: ["rank my WRs"], expect: "positionRank", position: "WR" },
  { turns: ["who are my best tight ends for week 12, in order"], expect: "positionRank", position: "TE", week: 12 },
  {
    turns: ["can you put my wide receivers in order from best to worst this week"],
    expect: "positionRank",
    position: "WR",
  },
  { turns: ["rb rankings on my team next week"], expect: "positionRank", position: "RB", week: "next" },
  { turns: ["rank my WRs", "now do tight ends"], expect: "positionRank", position: "TE" },

  // projectedTotal
  { turns: ["how many points am I projected for"], expect: "projectedTotal" },
  { turns: ["what's my team's projected total this week"], expect: "projectedTotal" },
  { turns: ["projected score + range?"], expect: "projectedTotal" },
  { turns: ["how many points do you think my whole team will put up this week"], expect: "projectedTotal" },
  { turns: ["what's my floor and ceiling this week as a team"], expect: "projectedTotal" },

  // leaders
  { turns: ["who's the best team in the league"], expect: "leaders" },
  { turns: ["who leads the league in points"], expect: "leaders" },
  { turns: ["best record in the league?"], expect: "leaders" },
  { turns: ["who's the team to beat this year"], expect: "leaders" },
  { turns: ["what's my record", "who's got the best one"], expect: "leaders" },

  // sleepers
  { turns: ["any sleepers for next week"], expect: "sleepers", week: "next" },
  { turns: ["deep league pickups that nobody's talking about?"], expect: "sleepers" },
  { turns: ["give me some under the radar guys for week 11"], expect: "sleepers", week: 11 },
  { turns: ["sleeper picks 💤"], expect: "sleepers" },
  {
    turns: ["who should I pick up this week", "any deeper sleepers though, like guys nobody has for next week"],
    expect: "sleepers",
    week: "next",
  },

  // dropStash
  {
    turns: ["Tyreek Hill is out for the year, drop him or keep him on IR?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  { turns: ["should I drop Nabers or stash him"], expect: "dropStash", players: ["Malik Nabers"] },
  { turns: ["Chris Godwin is hurt again... cut him?"], expect: "dropStash", players: ["Chris Godwin"] },
  {
    turns: ["is Jayden Reed healthy", "should i stash him or drop him"],
    expect: "dropStash",
    players: ["Jayden Reed"],
  },
  {
    turns: ["Do I hold Omarion Hampton through his injury or let him go"],
    expect: "dropStash",
    players: ["Omarion Hampton"],
  },

  // byeCover
  { turns: ["my QB is on bye week 11, who do I stream"], expect: "byeCover", position: "QB", week: 11 },
  { turns: ["kicker streamer for the bye week?"], expect: "byeCover", position: "K" },
  { turns: ["my defense has a bye in week 12 what D should I grab"], expect: "byeCover", position: "DST", week: 12 },
  { turns: ["Both my running backs are off in week 14, who fills in?"], expect: "byeCover", position: "RB", week: 14 },
  {
    turns: ["which of my guys are on bye in week 12", "ok who do I stream at QB for that week"],
    expect: "byeCover",
    position: "QB",
    week: 12,
  },

  // scenario
  { turns: ["if I win out do I make the playoffs"], expect: "scenario", scenario: "win-out" },
  { turns: ["say I win 2 of my last 4, am I in?"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  { turns: ["if I lose this week am I toast"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["how many more wins do I need... like if I win 3 more is that enough?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  { turns: ["what are my playoff odds", "and if I go 4-1?"], expect: "scenario", scenario: { wins: 4, games: 5 } },

  // tradeIdeas
  {
    turns: ["what's Kyren Williams worth", "ok find me some trades for him then"],
    expect: "tradeIdeas",
    players: ["Kyren Williams"],
  },
  { turns: ["I need a WR, any trade ideas?"], expect: "tradeIdeas", position: "WR" },
  { turns: ["2-for-1 trade ideas to get an RB1"], expect: "tradeIdeas", position: "RB" },
  { turns: ["who could I trade George Kittle to and for what"], expect: "tradeIdeas", players: ["George Kittle"] },
  { turns: ["what 1 for 1 swaps could I do with Drake London"], expect: "tradeIdeas", players: ["Drake London"] },

  // help
  { turns: ["what can you do"], expect: "help" },
  { turns: ["how does this work"], expect: "help" },
  { turns: ["hi, I'm new. What kinds of things can I ask you?"], expect: "help" },
  { turns: ["help"], expect: "help" },
  { turns: ["can you explain how you come up with your advice"], expect: "help" },

  // None (out of scope)
  { turns: ["what's the weather in green bay sunday"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["who wins the NBA finals this year"], expect: "None" },
  { turns: ["should I buy NVDA"], expect: "None" },
  { turns: ["what's a good recipe for wings for game day"], expect: "None" },
  { turns: ["lol my buddy is such a clown, he named his dog after his fantasy team"], expect: "None" },
  { turns: ["can you write my essay on the civil war"], expect: "None" },
  { turns: ["premier league picks this weekend?"], expect: "None" },

  // multi-part
  { turns: ["what's my record and what are my playoff odds"], expect: ["record", "playoffs"] },
  {
    turns: ["is Ja'Marr Chase playing and how many points will he score"],
    expect: ["status", "outlook"],
    players: ["Ja'Marr Chase"],
  },
  { turns: ["who's hurt on my team, and who should I pick up to replace them?"], expect: ["rosterStatus", "waivers"] },
  { turns: ["am I favored this week? also what's my projected total"], expect: ["matchup", "projectedTotal"] },
  { turns: ["set my lineup and then tell me who to grab off waivers"], expect: ["lineup", "waivers"] },
  {
    turns: ["what's Bijan worth in a trade and is he a sell high"],
    expect: ["tradeValue", "buyLow"],
    players: ["Bijan Robinson"],
  },
  { turns: ["playoff odds rn + what moves would raise them"], expect: ["playoffs", "improveOdds"] },
  { turns: ["who leads the league and where am i"], expect: ["leaders", "record"] },
  { turns: ["rank my RBs then tell me who to flex"], expect: ["positionRank", "slot"], position: "RB" },
  {
    turns: ["if i win out am i in? and what are my chances of winning this week"],
    expect: ["scenario", "matchup"],
    scenario: "win-out",
  },
];
