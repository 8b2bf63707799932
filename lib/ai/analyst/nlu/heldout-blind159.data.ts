// Blind held-out evaluation set 159 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a folksy Southern voice ('y'all', 'fixin to', 'reckon').
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_159: HeldOutCase[] = [
  // startSit
  {
    turns: ["Reckon I oughta start Puka or Jefferson this week, y'all?", "What if it was Nabers 'stead of Jefferson?"],
    expect: "startSit",
    players: ["Puka Nacua", "Malik Nabers"],
  },
  {
    turns: ["I'm fixin to set my backs. Jonathan Taylor or Kyren Williams, which one gets the nod Sunday?"],
    expect: "startSit",
    players: ["Jonathan Taylor", "Kyren Williams"],
  },
  {
    turns: ["Got me a pickle at tight end. Kelce or Bowers this Sunday?", "Well what about come week 12, same answer?"],
    expect: "startSit",
    players: ["Travis Kelce", "Brock Bowers"],
    week: 12,
  },
  {
    turns: ["Lord help me, do I play Mahomes or Burrow under center this week?"],
    expect: "startSit",
    players: ["Patrick Mahomes", "Joe Burrow"],
  },
  {
    turns: ["Fixin to start two outta Zay Flowers, Jakobi Meyers and Courtland Sutton. Which two you reckon?"],
    expect: "startSit",
    players: ["Zay Flowers", "Jakobi Meyers", "Courtland Sutton"],
  },
  {
    turns: [
      "Should I roll with Derrick Henry or James Cook this week?",
      "Hold on now, say I swap Cook out for Achane. Who then?",
    ],
    expect: "startSit",
    players: ["Derrick Henry", "De'Von Achane"],
  },

  // compare
  {
    turns: ["Between Ja'Marr Chase and CeeDee Lamb, who you reckon has the better rest of the season?"],
    expect: "compare",
    players: ["Ja'Marr Chase", "CeeDee Lamb"],
  },
  {
    turns: ["Over the long haul, is Bijan or Gibbs the better back to own, y'all think?"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: ["Stack Brock Bowers up against Trey McBride for me, rest of the year", "Now do Kittle and LaPorta"],
    expect: "compare",
    players: ["George Kittle", "Sam LaPorta"],
  },
  {
    turns: [
      "How's Malik Nabers lookin the rest of the way?",
      "And how's he measure up next to Garrett Wilson long term?",
    ],
    expect: "compare",
    players: ["Malik Nabers", "Garrett Wilson"],
  },
  {
    turns: ["Saquon or McCaffrey, who's the better runnin back goin forward? Not just this week, mind you"],
    expect: "compare",
    players: ["Saquon Barkley", "Christian McCaffrey"],
  },
  {
    turns: ["I been goin back and forth all week. Drake Maye or Bo Nix, which one's the better QB from here on out?"],
    expect: "compare",
    players: ["Drake Maye", "Bo Nix"],
  },

  // slot
  {
    turns: ["Who oughta fill my flex spot this week?", "And come week 13?"],
    expect: "slot",
    position: "FLEX",
    week: 13,
  },
  { turns: ["My QB spot's got me plumb stumped. Who do I put in there this week?"], expect: "slot", position: "QB" },
  { turns: ["Who y'all reckon belongs in my RB2 slot come Sunday?"], expect: "slot", position: "RB" },
  {
    turns: ["I'm fixin to fill out my tight end spot", "Who should it be for week 11?"],
    expect: "slot",
    position: "TE",
    week: 11,
  },
  { turns: ["Which one of my boys goes at flex next week?"], expect: "slot", position: "FLEX", week: "next" },
  { turns: ["Need somebody in my WR3 slot this week. Who's it gonna be, partner?"], expect: "slot", position: "WR" },

  // lineup
  { turns: ["Can y'all set my lineup for me this week?"], expect: "lineup" },
  {
    turns: ["Reckon there's any changes I oughta make to my lineup?", "Y'all sure? Give it one more look-see"],
    expect: "lineup",
  },
  {
    turns: ["Fixin to lock in my starters for week 11. Look 'em over and tell me what's best"],
    expect: "lineup",
    week: 11,
  },
  {
    turns: ["Who all's hurt on my squad?", "Well shoot. Go on and sort out my whole lineup then"],
    expect: "lineup",
  },
  { turns: ["Optimize my lineup for next week, would ya?"], expect: "lineup", week: "next" },
  { turns: ["Give my startin lineup a once-over, darlin, and tell me if it's right"], expect: "lineup" },

  // outlook
  {
    turns: ["How many points you reckon Josh Allen's fixin to put up this week?"],
    expect: "outlook",
    players: ["Josh Allen"],
  },
  {
    turns: ["What's the outlook on Tetairoa McMillan the rest of the season?"],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
  },
  {
    turns: ["Is Kyle Pitts even worth startin anymore, y'all?", "How 'bout Dallas Goedert?"],
    expect: "outlook",
    players: ["Dallas Goedert"],
  },
  {
    turns: ["What do y'all project for Jaylen Warren this week?", "And how 'bout Chuba Hubbard?"],
    expect: "outlook",
    players: ["Chuba Hubbard"],
  },
  {
    turns: ["Give it to me straight, how's Travis Etienne gonna finish out the year?"],
    expect: "outlook",
    players: ["Travis Etienne Jr."],
  },
  { turns: ["What's Lamar projected for come week 12?"], expect: "outlook", players: ["Lamar Jackson"], week: 12 },

  // status
  {
    turns: ["Is Christian McCaffrey playin this Sunday or what?", "And Saquon, he healthy?"],
    expect: "status",
    players: ["Saquon Barkley"],
  },
  { turns: ["Any word on Puka? Heard he got banged up"], expect: "status", players: ["Puka Nacua"] },
  { turns: ["Is Jaxon Smith-Njigba on bye this week?"], expect: "status", players: ["Jaxon Smith-Njigba"] },
  {
    turns: ["Is Mark Andrews good to go?", "What about Hunter Henry, he suitin up?"],
    expect: "status",
    players: ["Hunter Henry"],
  },
  { turns: ["What's the latest on Tyreek Hill, y'all?"], expect: "status", players: ["Tyreek Hill"] },
  {
    turns: ["Is DK Metcalf fixin to miss time with that hamstring?", "Same question for A.J. Brown"],
    expect: "status",
    players: ["A.J. Brown"],
  },

  // tradeValue
  {
    turns: ["What's Ashton Jeanty worth in a trade these days?", "And Skattebo?"],
    expect: "tradeValue",
    players: ["Cam Skattebo"],
  },
  {
    turns: ["Should I sell high on Jaxson Dart while the gettin's good?"],
    expect: "tradeValue",
    players: ["Jaxson Dart"],
  },
  { turns: ["Is it time to buy low on Breece Hall or nah?"], expect: "tradeValue", players: ["Breece Hall"] },
  {
    turns: ["I been chewin on George Pickens", "Hold him or sell him, what you reckon?"],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  {
    turns: ["How much is Jake Ferguson worth on the trade market?"],
    expect: "tradeValue",
    players: ["Jake Ferguson"],
  },
  { turns: ["Is Chris Olave a hold or a sell right now?"], expect: "tradeValue", players: ["Chris Olave"] },

  // buyLow
  { turns: ["Who y'all reckon I oughta buy low on?", "Any more names?"], expect: "buyLow" },
  { turns: ["Any buy-low fellas out there worth chasin?"], expect: "buyLow" },
  { turns: ["Which players are dirt cheap right now that'll bounce back?"], expect: "buyLow" },
  {
    turns: ["Got some FAAB but the wire's thinner'n gravy", "So who's a good buy-low trade target instead?"],
    expect: "buyLow",
  },
  { turns: ["Point me toward some buy-low candidates, would ya"], expect: "buyLow" },

  // trade
  {
    turns: ["Fella offered me Amon-Ra St. Brown for my Davante Adams and Rhamondre Stevenson. Do I take it?"],
    expect: "trade",
    players: ["Davante Adams", "Rhamondre Stevenson", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "Fixin to send Tee Higgins off for Terry McLaurin. Good deal or am I gettin fleeced?",
      "What if they throw in Jakobi Meyers on their end?",
    ],
    expect: "trade",
    players: ["Tee Higgins", "Terry McLaurin", "Jakobi Meyers"],
  },
  {
    turns: ["If I give up Saquon to get Jahmyr Gibbs, who wins that trade?"],
    expect: "trade",
    players: ["Saquon Barkley", "Jahmyr Gibbs"],
  },
  {
    turns: ["Somebody's been sniffin around my Jalen Hurts", "He's offerin Lamar straight up. Should I bite?"],
    expect: "trade",
    players: ["Jalen Hurts", "Lamar Jackson"],
  },
  {
    turns: ["Give Kyren Williams and Jordan Addison, get back Ja'Marr Chase. Yay or nay?"],
    expect: "trade",
    players: ["Kyren Williams", "Jordan Addison", "Ja'Marr Chase"],
  },
  {
    turns: ["Is Sam LaPorta for Tucker Kraft a fair swap? I'd be the one sendin LaPorta"],
    expect: "trade",
    players: ["Sam LaPorta", "Tucker Kraft"],
  },

  // waivers
  { turns: ["Who should I go pick up off waivers this week?"], expect: "waivers" },
  {
    turns: ["How much FAAB you reckon I oughta throw at Kyle Monangai?", "And Rico Dowdle, if he's out there?"],
    expect: "waivers",
    players: ["Rico Dowdle"],
  },
  { turns: ["Is Javonte Williams worth addin off the wire?"], expect: "waivers", players: ["Javonte Williams"] },
  { turns: ["Fixin to make some moves today", "Who's the best free agent to grab?"], expect: "waivers" },
  { turns: ["Any free agents worth snatchin up before Sunday, y'all?"], expect: "waivers" },
  {
    turns: ["Should I put a claim in on Rome Odunze, and how much would y'all bid?"],
    expect: "waivers",
    players: ["Rome Odunze"],
  },

  // playoffs
  {
    turns: ["What are my odds of makin the playoffs, y'all?", "And Coach Harper's?"],
    expect: "playoffs",
    team: "Fourth & Long Shots",
  },
  { turns: ["Reckon I'll lock up a first-round bye?"], expect: "playoffs" },
  {
    turns: ["What're the chances Hail Mary Heroes win the whole dang thing?"],
    expect: "playoffs",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["What're Coach Quinn's playoff odds lookin like?", "Now how 'bout Coach Ellis?"],
    expect: "playoffs",
    team: "Pocket Passers",
  },
  { turns: ["Have I clinched me a playoff spot yet?"], expect: "playoffs" },
  {
    turns: ["Is Audible Alchemists gonna sneak into the playoffs, you reckon?"],
    expect: "playoffs",
    team: "Audible Alchemists",
  },

  // improveOdds
  { turns: ["What can I do to get my playoff chances up?"], expect: "improveOdds" },
  { turns: ["My season's goin south on me", "How do I turn this thing around?"], expect: "improveOdds" },
  { turns: ["What moves oughta I make to give myself a better shot at the playoffs?"], expect: "improveOdds" },
  {
    turns: ["Am I gonna make the playoffs?", "Shoot. What do I gotta do to improve them odds?"],
    expect: "improveOdds",
  },
  { turns: ["I'm fixin to go all in. What moves help me sneak into the postseason?"], expect: "improveOdds" },

  // matchup
  { turns: ["Who am I up against this week?", "Am I favored?"], expect: "matchup" },
  { turns: ["Am I favored this Sunday, y'all reckon?"], expect: "matchup" },
  { turns: ["What's my win probability in week 11?"], expect: "matchup", week: 11 },
  { turns: ["Who'm I playin this week?", "And next week?"], expect: "matchup", week: "next" },
  { turns: ["How's my matchup against Coach Marlow shapin up?"], expect: "matchup", team: "Two-Minute Drill" },
  { turns: ["Who's fixin to win my matchup this weekend?"], expect: "matchup" },

  // record
  { turns: ["What's my record at, y'all?", "And Coach Reese?"], expect: "record", team: "Play Action Pack" },
  { turns: ["Where'm I sittin in the standings?"], expect: "record" },
  { turns: ["What's Coach Tatum's record?"], expect: "record", team: "Red Zone Raiders" },
  {
    turns: ["How's Fourth & Long Shots been doin this year?", "What place they in?"],
    expect: "record",
    team: "Fourth & Long Shots",
  },
  { turns: ["How many games has Gridiron Gurus won so far?"], expect: "record", team: "Gridiron Gurus" },
  { turns: ["Where's Sunday Scaries at in the standings?"], expect: "record", team: "Sunday Scaries" },

  // rosterStatus
  { turns: ["Who all's hurt on my roster?", "What about come week 13?"], expect: "rosterStatus", week: 13 },
  { turns: ["Any of my boys on bye this week?"], expect: "rosterStatus" },
  { turns: ["Check my team for injuries and byes come week 12"], expect: "rosterStatus", week: 12 },
  { turns: ["Who's on bye for me this week?", "And how 'bout next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["Anybody on my squad banged up or sittin out this week?"], expect: "rosterStatus" },
  { turns: ["Fixin to plan ahead. Who on my roster's got a bye in week 14?"], expect: "rosterStatus", week: 14 },

  // positionRank
  {
    turns: ["Rank my wide receivers for this week, would ya?", "Next week too"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  {
    turns: ["How would y'all order my runnin backs for week 12?"],
    expect: "positionRank",
    position: "RB",
    week: 12,
  },
  { turns: ["Line up my tight ends best to worst for me"], expect: "positionRank", position: "TE" },
  { turns: ["Rank my QBs for me", "Now do my receivers"], expect: "positionRank", position: "WR" },
  { turns: ["Rank my RBs for next week, partner"], expect: "positionRank", position: "RB", week: "next" },
  { turns: ["I got three quarterbacks. Rank 'em for this week"], expect: "positionRank", position: "QB" },

  // projectedTotal
  {
    turns: ["What's my team projected to score this week?", "What's the floor and ceilin on that?"],
    expect: "projectedTotal",
  },
  { turns: ["How many points y'all got me projected for next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["What's my projected total for week 11, and what's the range?"], expect: "projectedTotal", week: 11 },
  { turns: ["Who'm I playin Sunday?", "How many points am I projected for?"], expect: "projectedTotal" },
  { turns: ["Gimme my projected points, high end and low end"], expect: "projectedTotal" },

  // leaders
  { turns: ["Who's the best team in this here league?"], expect: "leaders" },
  { turns: ["Who's sittin in first place?", "And who's put up the most points?"], expect: "leaders" },
  { turns: ["Which team's racked up the most points so far?"], expect: "leaders" },
  { turns: ["Where'm I at in the standings?", "Well who's top dog then?"], expect: "leaders" },
  { turns: ["Who's the strongest team in the league right now, y'all reckon?"], expect: "leaders" },

  // sleepers
  { turns: ["Y'all got any sleepers for next week?", "Any deeper'n that?"], expect: "sleepers", week: "next" },
  { turns: ["Who're some deep pickups nobody's talkin about?"], expect: "sleepers" },
  { turns: ["Give me a sleeper or two I can sneak onto my bench"], expect: "sleepers" },
  {
    turns: ["Who's the best waiver add?", "Nah, I mean deeper than that. Real sleepers"],
    expect: "sleepers",
  },
  { turns: ["Any under-the-radar fellas fixin to break out?"], expect: "sleepers" },

  // dropStash
  { turns: ["Who oughta I cut from my roster?"], expect: "dropStash" },
  {
    turns: ["Tyreek Hill's banged up again. Do I drop him or stash him?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["Is it time to cut bait on Rachaad White?", "What about Xavier Worthy?"],
    expect: "dropStash",
    players: ["Xavier Worthy"],
  },
  {
    turns: ["Fixin to claim somebody off waivers", "Who on my bench is first to go?"],
    expect: "dropStash",
  },
  { turns: ["Who's the sorriest player on my roster I can drop?"], expect: "dropStash" },

  // byeCover
  {
    turns: ["Lamar's on bye this week. Who do I stream at QB?"],
    expect: "byeCover",
    players: ["Lamar Jackson"],
    position: "QB",
  },
  { turns: ["My tight end's got a bye. Who can fill in?"], expect: "byeCover", position: "TE" },
  {
    turns: ["Need a fill-in for Amon-Ra while he's on bye next week"],
    expect: "byeCover",
    players: ["Amon-Ra St. Brown"],
    position: "WR",
    week: "next",
  },
  {
    turns: ["Is George Kittle on bye this week?", "Well shoot, who do I pick up to cover for him?"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
  },
  { turns: ["Who can cover my kicker's bye week?"], expect: "byeCover", position: "K" },

  // scenario
  {
    turns: ["Lay out my playoff odds for me", "Now what if I win out?"],
    expect: "scenario",
    scenario: "win-out",
  },
  { turns: ["If I lose this week, am I toast?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["Say I go 3-1 the rest of the way, do I make it?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["What's my playoff chances?", "What if I only win 2 more?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["If I win 3 of my last 5, where's that leave me?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  { turns: ["How do my odds look if I drop this week's game?"], expect: "scenario", scenario: "lose-this-week" },

  // tradeIdeas
  {
    turns: ["What trades oughta I be lookin at?", "Anything that lands me a tight end?"],
    expect: "tradeIdeas",
    position: "TE",
  },
  { turns: ["Which teams in the league need a runnin back?"], expect: "tradeIdeas", position: "RB" },
  {
    turns: ["Who'd be interested in tradin for Davante Adams?"],
    expect: "tradeIdeas",
    players: ["Davante Adams"],
  },
  {
    turns: ["I'm loaded up at receiver", "Which teams need one of 'em?"],
    expect: "tradeIdeas",
    position: "WR",
  },
  { turns: ["Gimme some 2-for-1 trade ideas, y'all"], expect: "tradeIdeas" },
  {
    turns: ["What could I get for Josh Jacobs if I shopped him around?"],
    expect: "tradeIdeas",
    players: ["Josh Jacobs"],
  },

  // help
  { turns: ["What all can you do, partner?"], expect: "help" },
  { turns: ["How's this thing work?", "Like what all can I ask?"], expect: "help" },
  { turns: ["Howdy! What kinda stuff can y'all help me with?"], expect: "help" },
  { turns: ["Hey there", "What sorta questions can I ask ya?"], expect: "help" },
  { turns: ["Show me how to use this GM thing"], expect: "help" },

  // None
  { turns: ["Is it fixin to rain in Nashville this weekend?"], expect: "None" },
  { turns: ["Who y'all reckon wins the World Series?"], expect: "None" },
  { turns: ["How do I make my mama's cornbread dressing?"], expect: "None" },
  { turns: ["Tell me a good joke, I need cheerin up", "Another one, that was a hoot"], expect: "None" },
  { turns: ["Thanks for the help on my lineup", "Now how long do I smoke a brisket?"], expect: "None" },

  // two-part
  {
    turns: ["Where am I in the standings, and what's my odds of makin the playoffs?"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["Is Derrick Henry playin, and if he is, should I start him over Josh Jacobs?"],
    expect: ["status", "startSit"],
    players: ["Derrick Henry", "Josh Jacobs"],
  },
  { turns: ["Set my lineup and tell me what I'm projected for"], expect: ["lineup", "projectedTotal"] },
  {
    turns: ["Who should I pick up, and who do I drop to make room?"],
    expect: ["waivers", "dropStash"],
  },
  {
    turns: ["What's Brock Bowers worth, and who'd trade for him?"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Brock Bowers"],
  },
  { turns: ["Who's in first, and what's my record?"], expect: ["leaders", "record"] },
  {
    turns: ["Lay it on me", "What's my odds now, and what if I go 4-1 from here?"],
    expect: ["playoffs", "scenario"],
    scenario: { wins: 4, games: 5 },
  },
  {
    turns: ["Who should I buy low on, and what trades y'all reckon I oughta make?"],
    expect: ["buyLow", "tradeIdeas"],
  },
  {
    turns: ["Thinkin about this week", "How's my matchup lookin, and who all's on bye for me?"],
    expect: ["matchup", "rosterStatus"],
  },
];
