// Blind held-out evaluation set 198 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a British/Australian manager raised on soccer — British spelling and idiom, soccer words
// for NFL things ("fixture", "the table", "gaffer", "knackered", "bench him off"), polite but blunt.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_198: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["Squad selection dilemma, mate — Jameson Williams or Zay Flowers on Sunday?"],
    expect: "startSit",
    players: ["Jameson Williams", "Zay Flowers"],
  },
  {
    turns: ["Do I bench Breece Hall off this week? The fixture looks grim."],
    expect: "startSit",
    players: ["Breece Hall"],
  },
  {
    turns: [
      "Bit worried about my QB situation",
      "Mayfield's on bye so it's Dart or nobody",
      "Start or sit Jaxson " + "Dart, honestly? Not sure I trust the lad yet.",
    ],
    expect: "startSit",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["Should I play Rico Dowdle this week?", "And what about Chuba, is he worth a start " + "or not?"],
    expect: "startSit",
    players: ["Chuba Hubbard"],
  },
  {
    turns: ["Who gets the nod in week 11, Hampton or Judkins? Be blunt."],
    expect: "startSit",
    players: ["Omarion Hampton", "Quinshon Judkins"],
    week: 11,
  },
  {
    turns: ["Bo Nix or Jared Goff between the sticks this week? Sorry — at QB. Old habits."],
    expect: "startSit",
    players: ["Bo Nix", "Jared Goff"],
  },
  {
    turns: ["Thinking about Tetairoa McMillan for this weekend", "Start him or bench him off? " + "Cheers"],
    expect: "startSit",
    players: ["Tetairoa McMillan"],
  },
  {
    turns: ["Three lads for two spots: Waddle, Olave and Jeudy. Which two make the side?"],
    expect: "startSit",
    players: ["Jaylen Waddle", "Chris Olave", "Jerry Jeudy"],
  },
  {
    turns: ["Would you play Bucky Irving this week or leave him on the bench to be safe?"],
    expect: "startSit",
    players: ["Bucky Irving"],
  },
  {
    turns: ["Next week, Kyren or Javonte — who starts?"],
    expect: "startSit",
    players: ["Kyren Williams", "Javonte Williams"],
    week: "next",
  },
  {
    turns: [
      "Who's the better start this week, Courtland Sutton or Jakobi Meyers?",
      "Fair enough. And Addison " + "versus Sutton?",
    ],
    expect: "startSit",
    players: ["Jordan Addison", "Courtland Sutton"],
  },
  {
    turns: ["Morning gaffer", "Gibbs is an obvious start, yeah? Just want someone to say it out " + "loud."],
    expect: "startSit",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["Fannin or Ferguson at tight end for week 12?"],
    expect: "startSit",
    players: ["Harold Fannin Jr.", "Jake Ferguson"],
    week: 12,
    position: "TE",
  },
  {
    turns: ["Kenny Walker's been decent lately", "Is he in my starting eleven this week or am " + "I mad?"],
    expect: "startSit",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["Start Derrick Henry or Josh Jacobs this week? And is Jacobs carrying a knock?"],
    expect: ["startSit", "status"],
    players: ["Derrick Henry", "Josh Jacobs"],
  },

  // ---- waivers ----
  { turns: ["Who's worth picking up off the wire this week? Squad's looking a bit thin."], expect: "waivers" },
  {
    turns: [
      "Who's the best running back on the wire?",
      "Right, Monangai it is. How much FAAB should I chuck " + "at him?",
    ],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  { turns: ["Any tight ends going spare on waivers? Mine's been rubbish."], expect: "waivers", position: "TE" },
  {
    turns: [
      "Someone's released Woody Marks in our league",
      "Worth a claim? I've got about 40 quid of budget left " + "— dollars, whatever",
    ],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: [
      "Is Tyrone Tracy back from his knock?",
      "Should I put a claim in for him then, or is that a waste of a " + "signing?",
    ],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },
  {
    turns: [
      "What's a sensible bid for Rhamondre Stevenson? Don't want to overpay like a Prem club in the January " +
        "window.",
    ],
    expect: "waivers",
    players: ["Rhamondre Stevenson"],
  },
  { turns: ["Transfer window's open, so to speak. Who should I be signing off waivers?"], expect: "waivers" },
  { turns: ["I'm desperate for a wideout", "Anyone decent sat on the wire?"], expect: "waivers", position: "WR" },
  {
    turns: ["Is J.K. Dobbins still a free agent in our league, and is he worth grabbing?"],
    expect: "waivers",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["My kicker's been shocking", "Dicker's available apparently — pick him up?"],
    expect: "waivers",
    players: ["Cameron Dicker"],
    position: "K",
  },
  {
    turns: ["Should I claim Monangai, and do I drop Godwin to make room or keep holding him?"],
    expect: ["waivers", "dropStash"],
    players: ["Kyle Monangai", "Chris Godwin"],
  },

  // ---- trade ----
  {
    turns: ["Coach Quinn's offered me Drake London for Bijan. Is he having a laugh?"],
    expect: "trade",
    players: ["Drake London", "Bijan Robinson"],
  },
  {
    turns: [
      "Coach Ellis has been messaging me about Kittle",
      "He's offering Trey McBride straight up. Should I " + "do it?",
    ],
    expect: "trade",
    players: ["George Kittle", "Trey McBride"],
  },
  {
    turns: ["Is this fair: my Derrick Henry for his Nico Collins and Chase Brown?"],
    expect: "trade",
    players: ["Derrick Henry", "Nico Collins", "Chase Brown"],
  },
  {
    turns: [
      "Got an offer in from Pocket Passers",
      "They want Jonathan Taylor and I'd get Ja'Marr Chase. Accept or " + "bin it?",
    ],
    expect: "trade",
    players: ["Jonathan Taylor", "Ja'Marr Chase"],
  },
  {
    turns: ["Would you do JSN for Saquon? Straight swap, no add-ons."],
    expect: "trade",
    players: ["Jaxon Smith-Njigba", "Saquon Barkley"],
  },
  {
    turns: ["Two-for-one: Zay Flowers and Tony Pollard for Amon-Ra St. Brown. Yes or no?"],
    expect: "trade",
    players: ["Zay Flowers", "Tony Pollard", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "Coach Sawyer's after Brock Bowers",
      "He's offering Pickens plus Kelce for him. Daylight robbery or " + "decent business?",
    ],
    expect: "trade",
    players: ["Brock Bowers", "George Pickens", "Travis Kelce"],
  },
  {
    turns: ["Should I swap Achane for CeeDee?", "What if they chuck in Jake Ferguson as well?"],
    expect: "trade",
    players: ["De'Von Achane", "CeeDee Lamb", "Jake Ferguson"],
  },
  {
    turns: ["Is flogging Josh Allen for Lamar Jackson and Garrett Wilson good business for me?"],
    expect: "trade",
    players: ["Josh Allen", "Lamar Jackson", "Garrett Wilson"],
  },
  {
    turns: ["Should I accept Malik Nabers for James Cook? And if not, what else could I get for " + "Cook?"],
    expect: ["trade", "tradeIdeas"],
    players: ["Malik Nabers", "James Cook"],
  },

  // ---- status ----
  {
    turns: ["Should I start Nabers?", "Wait, before that — is he even fit to play this weekend?"],
    expect: "status",
    players: ["Malik Nabers"],
  },
  {
    turns: ["What's the latest on Kittle's hamstring? Properly knackered again?"],
    expect: "status",
    players: ["George Kittle"],
  },
  { turns: ["Has CMC trained this week or not?"], expect: "status", players: ["Christian McCaffrey"] },
  {
    turns: [
      "Start Ladd McConkey this week?",
      "Hang on — is he even available? Saw he picked up a knock in " + "training.",
    ],
    expect: "status",
    players: ["Ladd McConkey"],
  },
  { turns: ["Is Mark Andrews on the team sheet for Sunday?"], expect: "status", players: ["Mark Andrews"] },
  {
    turns: ["Hurts looked knackered at the end of last week's fixture", "Fit, doubtful or out?"],
    expect: "status",
    players: ["Jalen Hurts"],
  },
  { turns: ["Heard Tyreek Hill got properly crocked. How bad is it?"], expect: "status", players: ["Tyreek Hill"] },
  {
    turns: [
      "What's Brian Thomas Jr.'s outlook this week?",
      "Is BTJ actually playing though? Thought he'd done his " + "ankle.",
    ],
    expect: "status",
    players: ["Brian Thomas Jr."],
  },
  { turns: ["Joe Burrow back in the side yet?"], expect: "status", players: ["Joe Burrow"] },
  {
    turns: ["Is Puka fit, and if he is, do I start him over Drake London?"],
    expect: ["status", "startSit"],
    players: ["Puka Nacua", "Drake London"],
  },

  // ---- playoffs ----
  {
    turns: [
      "Rough week, lost again",
      "Lost the week before too",
      "What are my chances of making the playoffs now, " + "honestly?",
    ],
    expect: "playoffs",
  },
  { turns: ["Am I going to finish in the top six or not?"], expect: "playoffs" },
  { turns: ["Any hope of a bye, mate? Top two feels miles off."], expect: "playoffs" },
  { turns: ["What are Hail Mary Heroes' playoff odds looking like?"], expect: "playoffs", team: "Hail Mary Heroes" },
  { turns: ["Where am I in the table?", "And realistically, do I make the knockouts from here?"], expect: "playoffs" },
  { turns: ["What are my odds of actually winning the whole thing? The title, I mean."], expect: "playoffs" },
  {
    turns: ["What's Red Zone Raiders' record?", "Are Coach Tatum's lot nailed on for the playoffs " + "then?"],
    expect: "playoffs",
    team: "Red Zone Raiders",
  },
  { turns: ["Gridiron Gurus playoff percentage please, gaffer"], expect: "playoffs" },
  { turns: ["What are my playoff odds, and what could I do to bump them up?"], expect: ["playoffs", "improveOdds"] },

  // ---- matchup ----
  { turns: ["Who's winning my fixture this week?"], expect: "matchup" },
  {
    turns: ["What's the projected score for my game against Coach Harper?"],
    expect: "matchup",
    team: "Fourth & Long Shots",
  },
  { turns: ["Lineup's sorted, cheers for that", "Win probability for this weekend's match?"], expect: "matchup" },
  {
    turns: ["How am I shaping up against Blitz Brigade in week 11?"],
    expect: "matchup",
    week: 11,
    team: "Blitz Brigade",
  },
  { turns: ["Who am I up against this week?", "Am I favourite to win it?"], expect: "matchup" },
  { turns: ["Am I going to get battered this week or is it close?"], expect: "matchup" },
  { turns: ["Next week's fixture — who's favoured?"], expect: "matchup", week: "next" },
  {
    turns: ["Who've I got this week, End Zone Envy?", "How's that head-to-head looking then?"],
    expect: "matchup",
    team: "End Zone Envy",
  },
  {
    turns: ["Who's winning my matchup this week, and who should be in my flex?"],
    expect: ["matchup", "slot"],
    position: "FLEX",
  },

  // ---- compare ----
  {
    turns: [
      "Should I start Jeanty or Hampton this week?",
      "Forget this week — long term, who's the better " + "player?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["Rest of season, Puka or Ja'Marr? Not for a lineup, just curious."],
    expect: "compare",
    players: ["Puka Nacua", "Ja'Marr Chase"],
  },
  {
    turns: [
      "Dynasty question — Marvin Harrison Jr. or Emeka Egbuka, who'd you rather have for the next five " + "years?",
    ],
    expect: "compare",
    players: ["Marvin Harrison Jr.", "Emeka Egbuka"],
  },
  {
    turns: ["Who's better ROS, Drake Maye or Caleb Williams?", "And Maye versus Jayden Daniels?"],
    expect: "compare",
    players: ["Drake Maye", "Jayden Daniels"],
  },
  {
    turns: ["Not about this week, just generally — is Trey McBride a better player than Tyler " + "Warren?"],
    expect: "compare",
    players: ["Trey McBride", "Tyler Warren"],
  },

  // ---- slot ----
  {
    turns: ["Start Chase Brown this week?", "Okay, and who should be my flex, gaffer?"],
    expect: "slot",
    position: "FLEX",
  },
  { turns: ["Who's going in my RB2 slot?"], expect: "slot", position: "RB" },
  {
    turns: ["The flex is doing my head in", "Who goes there for week 12?"],
    expect: "slot",
    position: "FLEX",
    week: 12,
  },
  { turns: ["Who's my best option for the WR3 spot?"], expect: "slot", position: "WR" },
  { turns: ["Lamar's out, so who should be my QB in week 11?"], expect: "slot", position: "QB", week: 11 },

  // ---- lineup ----
  { turns: ["Can you sort my lineup out? Optimise the lot."], expect: "lineup" },
  { turns: ["Is my starting eleven right — er, my lineup? Anything you'd change?"], expect: "lineup" },
  {
    turns: ["Is my lineup right for this week?", "Brilliant. Now set my best lineup for week 11 " + "please"],
    expect: "lineup",
    week: 11,
  },
  {
    turns: ["Check my team sheet's right and tell me how many points we're projected for"],
    expect: ["lineup", "projectedTotal"],
  },

  // ---- outlook ----
  {
    turns: ["Is Derrick Henry fit?", "Good. What's his outlook this week then?"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  { turns: ["How many points will Kittle put up on Sunday, roughly?"], expect: "outlook", players: ["George Kittle"] },
  {
    turns: ["What are you expecting from Jonathan Taylor in week 11?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
    week: 11,
  },
  { turns: ["What's Cam Skattebo projected for?", "And Tracy?"], expect: "outlook", players: ["Tyrone Tracy Jr."] },
  {
    turns: ["Give me the rundown on Davante Adams for this weekend — boom or bust?"],
    expect: "outlook",
    players: ["Davante Adams"],
  },

  // ---- tradeValue ----
  {
    turns: ["Kyren's been in decent nick", "What's he worth on the trade market?"],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },
  { turns: ["Is now the time to sell high on Rico Dowdle?"], expect: "tradeValue", players: ["Rico Dowdle"] },
  {
    turns: ["Should I cash in on Smith-Njigba while his stock's sky-high, or hold?"],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["Jameson Williams has been flying lately", "Sell or hold? What's he actually worth?"],
    expect: "tradeValue",
    players: ["Jameson Williams"],
  },

  // ---- buyLow ----
  { turns: ["Any buy-low candidates worth a look?"], expect: "buyLow" },
  { turns: ["Is Ladd McConkey a buy-low at the moment?"], expect: "buyLow", players: ["Ladd McConkey"] },
  {
    turns: [
      "Trade deadline's coming up",
      "Who's underperforming that I could snap up on the cheap from another " + "manager?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["Garrett Wilson's had a quiet few weeks", "Bargain-bin signing or a genuine dud — is he a " + "buy-low?"],
    expect: "buyLow",
    players: ["Garrett Wilson"],
  },

  // ---- record ----
  { turns: ["Where are we in the table, mate?"], expect: "record" },
  {
    turns: ["Who am I playing next week?", "What's Two-Minute Drill's record?"],
    expect: "record",
    team: "Two-Minute Drill",
  },
  { turns: ["How many games back am I from top spot?"], expect: "record" },
  { turns: ["What's my win-loss?", "And Waiver Wire Wizards?"], expect: "record", team: "Waiver Wire Wizards" },
  { turns: ["Where am I in the table, and what are my playoff odds?"], expect: ["record", "playoffs"] },

  // ---- rosterStatus ----
  { turns: ["Who in my squad is injured or on a bye this week?"], expect: "rosterStatus" },
  { turns: ["Any byes or knocks I need to worry about next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["Run me through the treatment room — who's crocked in my team?"], expect: "rosterStatus" },
  { turns: ["Planning ahead a bit", "Who have I got on bye in week 12?"], expect: "rosterStatus", week: 12 },

  // ---- positionRank ----
  { turns: ["Rank my running backs for this week"], expect: "positionRank", position: "RB" },
  { turns: ["Order my wideouts best to worst for week 11"], expect: "positionRank", position: "WR", week: 11 },
  { turns: ["Pecking order of my tight ends, please"], expect: "positionRank", position: "TE" },
  {
    turns: ["Rank my QBs this week", "Lovely. Now do the same for my receivers"],
    expect: "positionRank",
    position: "WR",
  },

  // ---- projectedTotal ----
  { turns: ["How many points is my team projected to score this week?"], expect: "projectedTotal" },
  { turns: ["What's our projected total and the range — floor and ceiling?"], expect: "projectedTotal" },
  { turns: ["Roughly what'll Gridiron Gurus put up in week 11?"], expect: "projectedTotal", week: 11 },
  { turns: ["Lineup's set now", "So what's the squad's points projection looking like?"], expect: "projectedTotal" },

  // ---- leaders ----
  { turns: ["Where am I in the table?", "And who's top of the league on points?"], expect: "leaders" },
  { turns: ["Who's the best side in the league right now, in your view?"], expect: "leaders" },
  { turns: ["Give me a power ranking of the whole league"], expect: "leaders" },
  { turns: ["Which team's scored the most points this season?"], expect: "leaders" },

  // ---- sleepers ----
  { turns: ["Any deep sleepers for next week?"], expect: "sleepers", week: "next" },
  { turns: ["Who's worth stashing for the run-in?"], expect: "sleepers" },
  {
    turns: ["Give me a few under-the-radar running backs to stash for the rest of the season"],
    expect: "sleepers",
    position: "RB",
  },
  { turns: ["My bench is full of dross", "Any sleepers worth a punt?"], expect: "sleepers" },

  // ---- dropStash ----
  { turns: ["Should I drop Tyreek Hill now he's out, or stash him?"], expect: "dropStash", players: ["Tyreek Hill"] },
  {
    turns: ["Is it worth sticking Brandon Aiyuk on IR and holding, or do I bin him?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["Drop or hold Chris Godwin? He's been knackered for ages."],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  {
    turns: ["Is Tucker Kraft's injury serious?", "Right. So do I cut him or stash him on IR?"],
    expect: "dropStash",
    players: ["Tucker Kraft"],
  },

  // ---- byeCover ----
  {
    turns: ["Who covers Josh Allen's bye week? Need someone at QB."],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
  },
  {
    turns: ["Need a tight end to stream while Kelce's off on his bye. Ideas?"],
    expect: "byeCover",
    players: ["Travis Kelce"],
    position: "TE",
  },
  { turns: ["Who can I pick up to cover Puka's bye?"], expect: "byeCover", players: ["Puka Nacua"] },
  {
    turns: ["Jalen Hurts is on a bye next week", "Who's my backup plan at QB then?"],
    expect: "byeCover",
    players: ["Jalen Hurts"],
    position: "QB",
    week: "next",
  },

  // ---- scenario ----
  {
    turns: ["What's my record?", "Five games left, yeah?", "If I win out, am I in?"],
    expect: "scenario",
    scenario: "win-out",
  },
  { turns: ["What are my odds if I go 3-2 from here?"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  { turns: ["If I lose this week, is that me done?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["Say I nick two of the last five — still in with a shout?"],
    expect: "scenario",
    scenario: { wins: 2, games: 5 },
  },
  {
    turns: ["What are my playoff chances?", "And if I win four of the remaining five?"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },

  // ---- tradeIdeas ----
  {
    turns: ["Is Kittle worth more to me or to someone else?", "What could I actually get for him?"],
    expect: "tradeIdeas",
    players: ["George Kittle"],
  },
  { turns: ["I'm short at running back", "Any trade ideas to sort that out?"], expect: "tradeIdeas", position: "RB" },
  {
    turns: ["Give me some two-for-one ideas using Davante Adams and Mike Evans"],
    expect: "tradeIdeas",
    players: ["Davante Adams", "Mike Evans"],
  },
  {
    turns: ["Who'd be a realistic target if I put Kyle Pitts up for sale?"],
    expect: "tradeIdeas",
    players: ["Kyle Pitts"],
  },

  // ---- improveOdds ----
  { turns: ["What moves would boost my playoff chances?"], expect: "improveOdds" },
  { turns: ["How do I improve my odds of making the top six?"], expect: "improveOdds" },
  { turns: ["My playoff odds look grim", "What should I be doing to turn it round?"], expect: "improveOdds" },
  { turns: ["Anything I can do this week to give myself a better shot at the knockouts?"], expect: "improveOdds" },

  // ---- help ----
  { turns: ["What can you actually do, gaffer?"], expect: "help" },
  { turns: ["Sorry, new here — what sorts of questions can I ask you?"], expect: "help" },
  { turns: ["Give me a quick rundown of your features, cheers"], expect: "help" },

  // ---- None ----
  { turns: ["Is it going to chuck it down at Lambeau on Sunday?"], expect: "None" },
  { turns: ["Who do you fancy in the Arsenal match this weekend?"], expect: "None" },
  { turns: ["What are my playoff odds?", "Ugh. Tell me a joke, I've had a rotten week"], expect: "None" },
  { turns: ["What are the bookies' odds on the Chiefs? Thinking of a cheeky flutter"], expect: "None" },
  { turns: ["How do I change my team name in the app?"], expect: "None" },
  { turns: ["Best DraftKings lineup for the Sunday slate?"], expect: "None" },
  { turns: ["Who won the cricket last night?"], expect: "None" },
  { turns: ["Start Egbuka this week?", "Cheers mate. Fancy a pint after?"], expect: "None" },
  { turns: ["What time's kick-off in London for the NFL game at Wembley?"], expect: "None" },
  { turns: ["Can you reset my password? Locked myself out again."], expect: "None" },
];
