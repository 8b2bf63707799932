// Blind held-out evaluation set 215 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a Canadian hockey fan fairly new to fantasy football; hockey comparisons (line changes,
// healthy scratches, trade deadline, power play, call-ups), Canadian spelling and the odd 'eh'.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_215: HeldOutCase[] = [
  // ---------- startSit ----------
  {
    turns: ["Line change question, eh: do I dress Jaxon Smith-Njigba or Garrett Wilson this Sunday?"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Garrett Wilson"],
  },
  {
    turns: [
      "Is Bucky Irving good to go this week?",
      "Okay so do I roll him out or healthy scratch him for Chuba Hubbard?",
    ],
    expect: "startSit",
    players: ["Bucky Irving", "Chuba Hubbard"],
  },
  {
    turns: [
      "Should I start Jaxson Dart this week or sit him? Feels like throwing a rookie goalie into a back-to-back.",
    ],
    expect: "startSit",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["Monangai or Woody Marks in the lineup this week, bud? Only room for one of them."],
    expect: "startSit",
    players: ["Kyle Monangai", "Woody Marks"],
  },
  {
    turns: ["How's Kittle looking for the rest of the year?", "Sure, but just for this week — Kittle or Tucker Kraft?"],
    expect: "startSit",
    players: ["George Kittle", "Tucker Kraft"],
  },
  {
    turns: [
      "Thinking of benching Tee Higgins and playing Jordan Addison instead " +
        "this week. Smart move or am I pulling the goalie too early?",
    ],
    expect: "startSit",
    players: ["Tee Higgins", "Jordan Addison"],
  },

  // ---------- compare ----------
  {
    turns: [
      "Over the long haul — like the whole rest of the season, not just this " +
        "week — who's better, Drake London or Tetairoa McMillan?",
    ],
    expect: "compare",
    players: ["Drake London", "Tetairoa McMillan"],
  },
  {
    turns: [
      "Is Breece Hall playing this week?",
      "Forget this week — rest of season, would you rather have him or James Cook?",
    ],
    expect: "compare",
    players: ["Breece Hall", "James Cook"],
  },
  {
    turns: ["Ladd McConkey vs Zay Flowers from here to the end of the year — who's the better piece to have?"],
    expect: "compare",
    players: ["Ladd McConkey", "Zay Flowers"],
  },
  {
    turns: [
      "What's Trey McBride's outlook these days?",
      "How does he stack up against Brock Bowers the rest of the way?",
    ],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: [
      "Comparing Jonathan Taylor and Bijan Robinson for the stretch run and " +
        "beyond, which one's the better top-line guy ROS?",
    ],
    expect: "compare",
    players: ["Jonathan Taylor", "Bijan Robinson"],
  },
  {
    turns: [
      "Who'll give me more over the rest of the season, Rome Odunze or DJ Moore?",
      "ok and how about Odunze versus Terry McLaurin, same question?",
    ],
    expect: "compare",
    players: ["Rome Odunze", "Terry McLaurin"],
  },

  // ---------- slot ----------
  {
    turns: ["Who's my best option at QB this week? Feels like picking the starting goalie for a playoff game."],
    expect: "slot",
    position: "QB",
  },
  { turns: ["Who goes in my tight end spot this week, eh?"], expect: "slot", position: "TE" },
  { turns: ["My flex spot is wide open like an empty net — who fills it this week?"], expect: "slot" },
  {
    turns: ["Is Mark Andrews hurt?", "Alright, then who should I run at tight end this week?"],
    expect: "slot",
    position: "TE",
  },
  { turns: ["Which of my guys should get the flex nod this week?"], expect: "slot" },

  // ---------- lineup ----------
  {
    turns: ["Set my whole lineup for this week like you're the coach drawing up the lines on the whiteboard."],
    expect: "lineup",
  },
  { turns: ["What's my best starting lineup for week 10?"], expect: "lineup", week: 10 },
  { turns: ["Give me the optimal lineup this week, every position, eh."], expect: "lineup" },
  {
    turns: [
      "Is anybody on my team injured this week?",
      "Okay, with that in mind, what's the best lineup I can ice this week?",
    ],
    expect: "lineup",
  },
  {
    turns: ["Who should I start at RB this week?", "Actually just do the whole thing — full lineup, top to bottom."],
    expect: "lineup",
  },

  // ---------- outlook ----------
  {
    turns: ["Is Puka Nacua healthy?", "Good. What's he projected for this week?"],
    expect: "outlook",
    players: ["Puka Nacua"],
  },
  {
    turns: [
      "What kind of ceiling does Jahmyr Gibbs have? Is he a hat-trick threat " +
        "every time he touches the ice — er, field?",
    ],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
  },
  { turns: ["Give me the lowdown on Ashton Jeanty's outlook, eh."], expect: "outlook", players: ["Ashton Jeanty"] },
  {
    turns: ["Is Malik Nabers playing this week?", "Ok and what's he projected for next week?"],
    expect: "outlook",
    players: ["Malik Nabers"],
    week: "next",
  },
  {
    turns: ["How many points is Derrick Henry projected to put up in week 11?"],
    expect: "outlook",
    players: ["Derrick Henry"],
    week: 11,
  },
  {
    turns: ["Is Kyle Pitts on bye?", "Okay, what's his outlook from here on out then?"],
    expect: "outlook",
    players: ["Kyle Pitts"],
  },

  // ---------- status ----------
  {
    turns: ["Is Christian McCaffrey playing this week or is he a healthy scratch?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Should I start Jayden Daniels or Caleb Williams?", "Hold on, is Daniels even healthy?"],
    expect: "status",
    players: ["Jayden Daniels"],
  },
  { turns: ["Is Tyreek Hill on bye this week?"], expect: "status", players: ["Tyreek Hill"] },
  {
    turns: ["Any update on Justin Jefferson's injury? Is he going to be out long, like a guy on LTIR?"],
    expect: "status",
    players: ["Justin Jefferson"],
  },
  {
    turns: ["Who should I start, Travis Kelce or Sam LaPorta?", "Wait, is LaPorta even suiting up this week?"],
    expect: "status",
    players: ["Sam LaPorta"],
  },
  {
    turns: [
      "What's Omarion Hampton's outlook?",
      "Sure, but is he actually good to go Sunday or still sitting in the press box?",
    ],
    expect: "status",
    players: ["Omarion Hampton"],
  },

  // ---------- tradeValue ----------
  {
    turns: ["Should I sell high on Rico Dowdle before he cools off like a winger after a hot October?"],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  {
    turns: ["Is now a good time to buy Brian Thomas Jr.? Feels like his stock is at rock bottom."],
    expect: "tradeValue",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["What's Kenneth Walker III projected for this week?", "What's his trade value right now though?"],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["Should I move De'Von Achane before the trade deadline or hang on to him?"],
    expect: "tradeValue",
    players: ["De'Von Achane"],
  },
  {
    turns: ["How's Jaylen Waddle been producing lately?", "Should I be shopping him or keeping him?"],
    expect: "tradeValue",
    players: ["Jaylen Waddle"],
  },
  {
    turns: ["Is Travis Etienne Jr. playing this week?", "Alright — buy or sell on him?"],
    expect: "tradeValue",
    players: ["Travis Etienne Jr."],
  },

  // ---------- buyLow ----------
  {
    turns: [
      "Who are some buy-low guys out there right now? Looking for the " +
        "fantasy version of a d-man with a bad plus-minus but good underlying " +
        "numbers.",
    ],
    expect: "buyLow",
  },
  { turns: ["Any buy-low candidates around the league I should be targeting?"], expect: "buyLow" },
  { turns: ["Which players are slumping right now that I could snag cheap in a trade?"], expect: "buyLow" },
  { turns: ["Who's underperforming that I could pry off someone's roster for peanuts, eh?"], expect: "buyLow" },
  {
    turns: [
      "Should I sell Jameson Williams?",
      "Okay, flip it around — who are the buy-low targets on other teams right now?",
    ],
    expect: "buyLow",
  },

  // ---------- trade ----------
  {
    turns: ["If I give up Jaylen Warren and get Chris Olave back, is that fair?"],
    expect: "trade",
    players: ["Jaylen Warren", "Chris Olave"],
  },
  {
    turns: ["Coach Quinn offered me Tyler Warren for my Dalton Kincaid. Do I accept?"],
    expect: "trade",
    players: ["Tyler Warren", "Dalton Kincaid"],
  },
  {
    turns: ["Would trading Josh Jacobs for A.J. Brown and Rhamondre Stevenson be a good deal for me?"],
    expect: "trade",
    players: ["Josh Jacobs", "A.J. Brown", "Rhamondre Stevenson"],
  },
  {
    turns: ["Thinking about a deadline deal: my Mike Evans for Courtland Sutton. Good trade or am I getting fleeced?"],
    expect: "trade",
    players: ["Mike Evans", "Courtland Sutton"],
  },
  {
    turns: ["What could I get for Kyren Williams?", "What if I offered him for Nico Collins straight up — fair?"],
    expect: "trade",
    players: ["Kyren Williams", "Nico Collins"],
  },
  {
    turns: ["Is Saquon Barkley's trade value still high?", "Would Saquon for Amon-Ra St. Brown be a fair swap then?"],
    expect: "trade",
    players: ["Saquon Barkley", "Amon-Ra St. Brown"],
  },

  // ---------- waivers ----------
  { turns: ["Who should I grab off waivers this week?"], expect: "waivers" },
  {
    turns: ["Is Sean Tucker worth a pickup?", "How much FAAB should I throw at him?"],
    expect: "waivers",
    players: ["Sean Tucker"],
  },
  {
    turns: ["Need a running back off the wire. Who's worth a call-up from the minors?"],
    expect: "waivers",
    position: "RB",
  },
  { turns: ["Best tight end available on waivers, eh?"], expect: "waivers", position: "TE" },
  {
    turns: ["Who on my roster is hurt?", "Okay, any defences worth picking up off waivers to patch things?"],
    expect: "waivers",
    position: "DEF",
  },
  { turns: ["Who's the best free-agent WR I can add right now?"], expect: "waivers", position: "WR" },

  // ---------- playoffs ----------
  { turns: ["What are my playoff odds looking like, eh?"], expect: "playoffs" },
  { turns: ["Am I making the playoffs or am I going golfing in April?"], expect: "playoffs" },
  { turns: ["What's Coach Tatum's shot at the postseason?"], expect: "playoffs", team: "Red Zone Raiders" },
  { turns: ["What are the odds Sunday Scaries sneak into the playoffs?"], expect: "playoffs", team: "Sunday Scaries" },
  { turns: ["What's my record?", "And what are my chances of making the dance from here?"], expect: "playoffs" },
  { turns: ["Percentage-wise, how likely am I to clinch a playoff spot?"], expect: "playoffs" },

  // ---------- improveOdds ----------
  { turns: ["What moves can I make to boost my playoff chances?"], expect: "improveOdds" },
  { turns: ["What are my playoff odds?", "Yikes. What can I do to bump that up?"], expect: "improveOdds" },
  {
    turns: ["Acting like a GM at the deadline — what should I do to give myself a better shot at the playoffs?"],
    expect: "improveOdds",
  },
  { turns: ["How do I improve my odds of making the postseason?"], expect: "improveOdds" },
  {
    turns: ["Am I on the playoff bubble right now?", "What roster moves would help me punch my ticket?"],
    expect: "improveOdds",
  },

  // ---------- matchup ----------
  { turns: ["Who am I playing this week?"], expect: "matchup" },
  { turns: ["Who am I playing this week?", "What's my win probability against them?"], expect: "matchup" },
  { turns: ["Who's my opponent in week 12?"], expect: "matchup", week: 12 },
  { turns: ["What's the projected score for my matchup this week? Am I gonna get shut out?"], expect: "matchup" },
  { turns: ["Who do I face next week, and do I stand a chance?"], expect: "matchup", week: "next" },
  { turns: ["What's my record?", "And who's across the ice from me this week — am I favoured?"], expect: "matchup" },

  // ---------- record ----------
  { turns: ["What are my playoff odds?", "Hold on, what's my actual record right now?"], expect: "record" },
  { turns: ["Where do I sit in the standings?"], expect: "record" },
  {
    turns: ["How many wins and losses do I have? Like my W-L-OTL, except I guess there's no OTL here."],
    expect: "record",
  },
  { turns: ["What place am I in the league right now?"], expect: "record" },
  { turns: ["Who am I playing this week?", "And remind me, what's my record heading into it?"], expect: "record" },

  // ---------- rosterStatus ----------
  { turns: ["Who on my roster is hurt this week?"], expect: "rosterStatus" },
  { turns: ["Any of my guys on bye next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["Give me the injury report for my team, eh. Who's on the IR list?"], expect: "rosterStatus" },
  { turns: ["Any of my guys on bye next week?", "What about week 12?"], expect: "rosterStatus", week: 12 },
  { turns: ["Any injuries or byes on my squad I should know about this week?"], expect: "rosterStatus" },
  { turns: ["Who's my opponent this week?", "And who on my side is banged up or on a bye?"], expect: "rosterStatus" },

  // ---------- positionRank ----------
  { turns: ["Rank my running backs for this week."], expect: "positionRank", position: "RB" },
  { turns: ["Rank my WRs for next week."], expect: "positionRank", position: "WR", week: "next" },
  {
    turns: ["Rank my QBs for week 11.", "And the tight ends, same week?"],
    expect: "positionRank",
    position: "TE",
    week: 11,
  },
  { turns: ["How do my QBs stack up this week? Rank 'em for me."], expect: "positionRank", position: "QB" },
  {
    turns: ["Line up my receivers from first line to fourth line for this week — who's best to worst?"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Rank my RBs for this week.", "Now do the same for the wide receivers."],
    expect: "positionRank",
    position: "WR",
  },

  // ---------- projectedTotal ----------
  { turns: ["How many points am I projected to score this week?"], expect: "projectedTotal" },
  { turns: ["What's my team's projected total and range this week?"], expect: "projectedTotal" },
  { turns: ["What's my floor and ceiling as a team this week?"], expect: "projectedTotal" },
  {
    turns: ["Who's on bye for me next week?", "How many points is my squad projected for next week then?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: [
      "Set my lineup for this week.",
      "Cool — roughly what's that lineup going to put up in total? Give me a range.",
    ],
    expect: "projectedTotal",
  },

  // ---------- leaders ----------
  { turns: ["Which team's the top dog in the league record-wise?"], expect: "leaders" },
  {
    turns: ["Who's got the best record in the league?", "And which team has scored the most points?"],
    expect: "leaders",
  },
  {
    turns: ["Who are the top teams in the league right now? Like, who's in the Presidents' Trophy race?"],
    expect: "leaders",
  },
  { turns: ["Which teams have the best playoff odds?"], expect: "leaders" },
  { turns: ["Who's sitting at the top of the league right now?"], expect: "leaders" },

  // ---------- sleepers ----------
  { turns: ["Any sleepers I should stash for next week?"], expect: "sleepers", week: "next" },
  { turns: ["Who are some deep sleepers for the playoff stretch?"], expect: "sleepers" },
  {
    turns: [
      "Give me some speculative pickups — guys who might break out later, " +
        "like a call-up from the AHL who ends up on the top line.",
    ],
    expect: "sleepers",
  },
  {
    turns: [
      "Who should I grab off waivers this week?",
      "Okay, and beyond that, any lottery tickets who could pop in a few weeks?",
    ],
    expect: "sleepers",
  },
  {
    turns: ["Who are the buy-low guys right now?", "Forget trades — any under-the-radar sleepers for week 12?"],
    expect: "sleepers",
    week: 12,
  },

  // ---------- dropStash ----------
  { turns: ["Should I drop my injured guys or stash them?"], expect: "dropStash" },
  {
    turns: ["Is Cam Skattebo out for a while?", "Is he worth stashing on IR or do I cut him loose?"],
    expect: "dropStash",
    players: ["Cam Skattebo"],
  },
  {
    turns: ["Should I hang on to Brandon Aiyuk while he's out or cut bait? Feels like carrying a guy on LTIR."],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["Who on my roster is hurt right now?", "Which of those guys are worth keeping and which should I cut?"],
    expect: "dropStash",
  },
  {
    turns: ["Is Chris Godwin hurt again?", "Then do I drop him or keep him stashed?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },

  // ---------- byeCover ----------
  {
    turns: ["Josh Allen's on bye in week 12 — who should I stream at QB that week?"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
    week: 12,
  },
  {
    turns: ["Is George Pickens on bye this week?", "Ugh. Who can fill in for him?"],
    expect: "byeCover",
    players: ["George Pickens"],
    position: "WR",
  },
  {
    turns: ["My tight end is on bye next week — who's a good streamer to cover?"],
    expect: "byeCover",
    position: "TE",
    week: "next",
  },
  {
    turns: ["Is Jake Ferguson on bye this week?", "Okay, who do I plug in for him?"],
    expect: "byeCover",
    players: ["Jake Ferguson"],
    position: "TE",
  },
  {
    turns: ["Need a bye-week replacement for Bo Nix — any QB streamers worth a look?"],
    expect: "byeCover",
    players: ["Bo Nix"],
    position: "QB",
  },

  // ---------- scenario ----------
  { turns: ["If I win out, do I make the playoffs?"], expect: "scenario", scenario: "win-out" },
  { turns: ["What happens to my odds if I lose this week?"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["If I go 3-2 the rest of the way, am I in?"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  {
    turns: ["What are my playoff chances?", "Ok and if I drop this one?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["What are my odds of making it?", "Say I only win 2 more games — still got a shot?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["How am I looking for the playoffs?", "What if I go 4-1 down the stretch?"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },

  // ---------- tradeIdeas ----------
  {
    turns: ["Is Tony Pollard a sell?", "What could I actually get for him?"],
    expect: "tradeIdeas",
    players: ["Tony Pollard"],
  },
  { turns: ["Give me some trade ideas to shore up my receivers, eh."], expect: "tradeIdeas" },
  {
    turns: ["Any 2-for-1 deals I should be looking at? Like packaging two depth guys for one top-line winger."],
    expect: "tradeIdeas",
  },
  { turns: ["What trades should I be making before the deadline?"], expect: "tradeIdeas" },
  {
    turns: ["Who could I flip Jerry Jeudy to, and what would I get back?"],
    expect: "tradeIdeas",
    players: ["Jerry Jeudy"],
  },
  {
    turns: ["Should I sell Davante Adams?", "Okay, what kind of return could I get for him?"],
    expect: "tradeIdeas",
    players: ["Davante Adams"],
  },

  // ---------- help ----------
  { turns: ["What can you do, eh?"], expect: "help" },
  { turns: ["I'm new to this football thing, what kinds of stuff can you help me with?"], expect: "help" },
  { turns: ["Hey GM, what are your features? Give me the rundown like a pre-game show."], expect: "help" },
  { turns: ["What sort of questions am I allowed to ask you?"], expect: "help" },
  { turns: ["Hi there!", "So what exactly can you do for me and my team?"], expect: "help" },

  // ---------- None ----------
  { turns: ["What's the weather going to be like in Green Bay for Sunday's game?"], expect: "None" },
  {
    turns: [
      "What are my playoff odds?",
      "Ha, probably better than the Leafs. Who's gonna win the Stanley Cup this year anyway?",
    ],
    expect: "None",
  },
  { turns: ["Tell me a joke about the Leafs."], expect: "None" },
  { turns: ["What's the best bet against the spread on Monday Night Football?"], expect: "None" },
  { turns: ["When's our league's trade deadline?"], expect: "None" },
  { turns: ["How does waiver priority work in this league, anyway?"], expect: "None" },
  { turns: ["Can you recommend a good poutine spot in Montreal?"], expect: "None" },
  { turns: ["Who do you think wins the Grey Cup?"], expect: "None" },
  {
    turns: [
      "What are my playoff odds?",
      "Unrelated, but should I bet the Bills moneyline this week at the sportsbook?",
    ],
    expect: "None",
  },

  // ---------- multi-part ----------
  { turns: ["What's my record, and who am I playing this week?"], expect: ["record", "matchup"] },
  {
    turns: ["Is Jalen Hurts playing this week? And what's he projected for?"],
    expect: ["status", "outlook"],
    players: ["Jalen Hurts"],
  },
  { turns: ["What are my playoff odds, and how do I improve them?"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["Who's hurt on my team this week, and who should I grab off waivers?"],
    expect: ["rosterStatus", "waivers"],
  },
  {
    turns: ["Should I sell Xavier Worthy? Also, who are some buy-low guys I could target instead?"],
    expect: ["tradeValue", "buyLow"],
    players: ["Xavier Worthy"],
  },
  {
    turns: ["How many points am I projected for this week, and what's my win chance?"],
    expect: ["projectedTotal", "matchup"],
  },
  { turns: ["Who's at the top of the standings, and where am I sitting?"], expect: ["leaders", "record"] },
  {
    turns: [
      "Thinking about the stretch run.",
      "If I win out do I make it? And what moves would help my odds regardless?",
    ],
    expect: ["scenario", "improveOdds"],
    scenario: "win-out",
  },
];
