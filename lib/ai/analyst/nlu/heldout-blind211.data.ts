// Blind held-out evaluation set 211 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a warm, unhurried Southern US manager — folksy idioms and dialect (y'all, fixin' to,
// reckon, might could, bless his heart, all hat no cattle, dadgum), nicknames and the odd misspelling.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_211: HeldOutCase[] = [
  // ---------- startSit ----------
  {
    turns: [
      "Reckon I oughta start Kyle Monangai or Rico Dowdle this week? Both of " +
        "'em look about as sure as a screen door on a submarine.",
    ],
    expect: "startSit",
    players: ["Kyle Monangai", "Rico Dowdle"],
  },
  {
    turns: ["Fixin' to set things for Sunday. Do I roll with JSN or Zay Flowers, y'all?"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Zay Flowers"],
  },
  {
    turns: ["What's Jake Ferguson projected for this week?", "Alright then, would you start him or Hunter Henry?"],
    expect: "startSit",
    players: ["Jake Ferguson", "Hunter Henry"],
  },
  {
    turns: ["I got Jaxson Dart and Bo Nix just a-sittin' there. Which one gets the nod Sunday, honest opinion?"],
    expect: "startSit",
    players: ["Jaxson Dart", "Bo Nix"],
  },
  {
    turns: ["Should I put Woody Marks in there this week or is that just askin' for heartache?"],
    expect: "startSit",
    players: ["Woody Marks"],
  },
  {
    turns: ["Is Omarion Hampton back yet?", "Dadgum. OK then, Tony Pollard or Chuba Hubbard in his place this week?"],
    expect: "startSit",
    players: ["Tony Pollard", "Chuba Hubbard"],
  },

  // ---------- compare ----------
  {
    turns: [
      "Rest of the season, who you like better, Garrett Wilson or Tee " +
        "Higgins? I only got room to keep one of 'em happy.",
    ],
    expect: "compare",
    players: ["Garrett Wilson", "Tee Higgins"],
  },
  {
    turns: [
      "Should I start Bucky Irving or Chase Brown this week?",
      "Naw, forget this week. Who's the better back to own from here on out?",
    ],
    expect: "compare",
    players: ["Bucky Irving", "Chase Brown"],
  },
  {
    turns: [
      "Tell me about Jameson Williams' outlook.",
      "And how's he stack up against Jordan Addison for the long haul?",
    ],
    expect: "compare",
    players: ["Jameson Williams", "Jordan Addison"],
  },
  {
    turns: ["Between LaPorta and Mark Andrews, which'n's gonna give me more from now clean through the playoffs?"],
    expect: "compare",
    players: ["Sam LaPorta", "Mark Andrews"],
  },
  {
    turns: [
      "I keep goin' back and forth like a porch swing in a thunderstorm. " +
        "Breece Hall or James Cook the rest of the way?",
    ],
    expect: "compare",
    players: ["Breece Hall", "James Cook"],
  },
  {
    turns: [
      "Who's better ROS, Ladd McConkey or DeVonta Smith?",
      "What about Courtland Sutton? How's he measure up to McConkey for the rest of the year?",
    ],
    expect: "compare",
    players: ["Courtland Sutton", "Ladd McConkey"],
  },

  // ---------- slot ----------
  { turns: ["Who oughta go in my flex spot this week, darlin'?"], expect: "slot" },
  {
    turns: ["My tight end spot's thinner than gravy at a Yankee diner. Who do I put there this week?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["Who's on bye for me this week?", "Well bless it. So who do I start at quarterback then?"],
    expect: "slot",
    position: "QB",
  },
  { turns: ["Who's hurt on my team this week?", "Well shoot. So who do I slide into that flex now?"], expect: "slot" },
  { turns: ["need somebody for the FLEX, help a feller out"], expect: "slot" },
  { turns: ["Which one of my boys oughta fill the TE slot come Sunday?"], expect: "slot", position: "TE" },

  // ---------- lineup ----------
  { turns: ["Set me the best lineup you can for this week, sugar."], expect: "lineup" },
  { turns: ["What's my optimal lineup lookin' like for Sunday?"], expect: "lineup" },
  {
    turns: ["Is Travis Etienne playin'?", "Alright then, just tell me my whole startin' lineup top to bottom."],
    expect: "lineup",
  },
  { turns: ["Who all should I start this week? The whole shebang, QB down to the kicker."], expect: "lineup" },
  {
    turns: ["Who's on bye for me this week?", "Then build me the strongest lineup you can without 'em."],
    expect: "lineup",
  },

  // ---------- outlook ----------
  { turns: ["What's Ashton Jeanty projected to put up this week?"], expect: "outlook", players: ["Ashton Jeanty"] },
  {
    turns: ["What kinda ceiling we talkin' for De'Von Achane? That boy can flat out fly."],
    expect: "outlook",
    players: ["De'Von Achane"],
  },
  {
    turns: ["Is Jonathan Taylor playin' Sunday?", "Good deal. What's he projected for then?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: [
      "How's the rest of the year shapin' up for Tetairoa McMillan? Bless " +
        "that rookie's heart, he's been out there workin'.",
    ],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
  },
  { turns: ["Gimme the lowdown on Skatebo's outlook."], expect: "outlook", players: ["Cam Skattebo"] },
  {
    turns: ["Should I start Josh Allen this week?", "What's his floor and ceiling look like?"],
    expect: "outlook",
    players: ["Josh Allen"],
  },

  // ---------- status ----------
  { turns: ["Is CMC playin' Sunday or what?"], expect: "status", players: ["Christian McCaffrey"] },
  {
    turns: ["Is Puka hurt? Heard somethin' on the radio drivin' home from church."],
    expect: "status",
    players: ["Puka Nacua"],
  },
  { turns: ["Is Ja'Marr Chase on bye this week?"], expect: "status", players: ["Ja'Marr Chase"] },
  {
    turns: [
      "What's Justin Jefferson projected for?",
      "Is he even healthy though? Looked like he was limpin' last week.",
    ],
    expect: "status",
    players: ["Justin Jefferson"],
  },
  { turns: ["Any word on Tyreek? Is he out or what?"], expect: "status", players: ["Tyreek Hill"] },
  {
    turns: ["Who should I start, Rashee Rice or Davante Adams?", "Hold your horses, is Adams even playin' this week?"],
    expect: "status",
    players: ["Davante Adams"],
  },

  // ---------- tradeValue ----------
  {
    turns: ["Should I sell high on Rico Dowdle while he's hotter'n a two-dollar pistol?"],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  {
    turns: ["Is now the time to buy Brian Thomas Jr.? He's been colder than a well-digger's belt buckle."],
    expect: "tradeValue",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["How's Derrick Henry lookin' this week?", "What kinda trade value's he got these days?"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["What's Travis Kelce's outlook the rest of the way?", "So do I sell the old boy or hang on?"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: ["Mahomes: hold him or shop him? Folks in this league'd pay a pretty penny."],
    expect: "tradeValue",
    players: ["Patrick Mahomes"],
  },
  {
    turns: ["Is Marvin Harrison Jr. any good anymore?", "Reckon I might could buy him cheap off somebody?"],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },

  // ---------- buyLow ----------
  { turns: ["Who're some buy-low fellers I oughta be sniffin' around?"], expect: "buyLow" },
  { turns: ["Anybody in this league underperformin' that I could steal on the cheap?"], expect: "buyLow" },
  {
    turns: [
      "Is Drake London worth buyin'?",
      "What about in general, who else is a buy-low candidate around the league?",
    ],
    expect: "buyLow",
  },
  { turns: ["What trades should I be makin'?", "Specifically, who's a good buy-low right now?"], expect: "buyLow" },
  {
    turns: ["Who's a bargain sittin' on somebody else's roster right now? Somebody whose price is down in the dumps."],
    expect: "buyLow",
  },

  // ---------- trade ----------
  {
    turns: ["Coach Harper offered me Malik Nabers for Jahmyr Gibbs. Is that a fair shake?"],
    expect: "trade",
    players: ["Malik Nabers", "Jahmyr Gibbs"],
  },
  {
    turns: ["If I give up Saquon and get back Drake London and Kenneth Walker, am I gettin' fleeced?"],
    expect: "trade",
    players: ["Saquon Barkley", "Drake London", "Kenneth Walker III"],
  },
  {
    turns: [
      "What could I get for Trey McBride?",
      "Quinn says he'd do Kittel plus Chris Olave for McBride. Should I take it?",
    ],
    expect: "trade",
    players: ["George Kittle", "Chris Olave", "Trey McBride"],
  },
  {
    turns: ["Would y'all do Lamar for Jalen Hurts straight up? I'd be the one givin' Lamar."],
    expect: "trade",
    players: ["Lamar Jackson", "Jalen Hurts"],
  },
  {
    turns: [
      "Tatum wants my Kyren for his Javonte Williams and Khalil Shakir. " +
        "Smells fishier than a bait shop. Good deal or not?",
    ],
    expect: "trade",
    players: ["Kyren Williams", "Javonte Williams", "Khalil Shakir"],
  },
  {
    turns: [
      "Is Amon-Ra worth tradin' for?",
      "Alright, Sawyer'll give me St. Brown if I send him CeeDee Lamb. Do I pull the trigger?",
    ],
    expect: "trade",
    players: ["Amon-Ra St. Brown", "CeeDee Lamb"],
  },

  // ---------- waivers ----------
  { turns: ["Who's worth grabbin' off the waiver wire this week?"], expect: "waivers" },
  {
    turns: ["I need me a runnin' back somethin' fierce. Who's out there on waivers?"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["How much FAAB should I throw at Kenneth Gainwell? I got 63 bucks left."],
    expect: "waivers",
    players: ["Kenneth Gainwell"],
  },
  {
    turns: ["My tight end just got carted off.", "Any tight ends on the wire worth a lick?"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: ["Rank my receivers for this week.", "Yikes. Who's the best wideout I could add off the wire?"],
    expect: "waivers",
    position: "WR",
  },
  {
    turns: ["Is there a kicker out there on the wire that don't miss extra points? Mine's all hat and no cattle."],
    expect: "waivers",
    position: "K",
  },

  // ---------- playoffs ----------
  { turns: ["What're my chances of makin' the playoffs, honestly?"], expect: "playoffs" },
  { turns: ["Are the Gurus gonna make it to the big dance this year?"], expect: "playoffs" },
  {
    turns: ["What's Coach Blake's outfit lookin' like for the postseason? They gonna sneak in?"],
    expect: "playoffs",
    team: "Sunday Scaries",
  },
  { turns: ["What's my record?", "And where's that leave my playoff odds?"], expect: "playoffs" },
  { turns: ["Give it to me straight, what percent chance I got at the playoffs?"], expect: "playoffs" },
  {
    turns: ["Who's leadin' the league?", "How 'bout Red Zone Raiders, they a lock for the playoffs?"],
    expect: "playoffs",
    team: "Red Zone Raiders",
  },

  // ---------- improveOdds ----------
  { turns: ["What moves can I make to help my playoff chances?"], expect: "improveOdds" },
  {
    turns: [
      "How do I bump up my odds of gettin' in? I'll try just about anything short of prayin' to the waiver gods.",
    ],
    expect: "improveOdds",
  },
  { turns: ["What're my playoff odds?", "Dadgum, that's low. What can I do to fix it?"], expect: "improveOdds" },
  { turns: ["What's it gonna take, roster-wise, for me to sneak into the postseason?"], expect: "improveOdds" },
  {
    turns: [
      "What if I go 3-2 from here?",
      "Hmm. What would you change on this team to give me a better shot at makin' it?",
    ],
    expect: "improveOdds",
  },

  // ---------- matchup ----------
  { turns: ["Who'm I up against this week, and can we whup 'em?"], expect: "matchup" },
  { turns: ["What's my chance of winnin' come Sunday?"], expect: "matchup" },
  { turns: ["Who do I play in week 12?"], expect: "matchup", week: 12 },
  {
    turns: ["What's my projected total this week?", "And the other feller? What's he projected and who's favored?"],
    expect: "matchup",
  },
  { turns: ["How's next week's matchup lookin' for me?"], expect: "matchup", week: "next" },
  {
    turns: ["Can you set my lineup?", "Alright, now how do I stack up against whoever I'm playin'?"],
    expect: "matchup",
  },

  // ---------- record ----------
  { turns: ["What's our record at, 'bout?"], expect: "record" },
  { turns: ["Where do the Gurus stand in the league right now?"], expect: "record" },
  { turns: ["Did I win last week? Can't recall.", "So how many wins I got now?"], expect: "record" },
  {
    turns: ["Who's got the best record in the league?", "And where do I stack up in the standin's?"],
    expect: "record",
  },
  { turns: ["Remind me what place I'm in. My memory's shot as a rusty tailgate."], expect: "record" },

  // ---------- rosterStatus ----------
  { turns: ["Who on my team's banged up this week?"], expect: "rosterStatus" },
  { turns: ["Any of my boys on bye next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["Is McCaffrey playin'?", "What about the rest of my roster, who else is hurt?"], expect: "rosterStatus" },
  { turns: ["What's my lineup look like?", "Anybody on there hurt or on a bye?"], expect: "rosterStatus" },
  { turns: ["Who do I got on bye in week 13?"], expect: "rosterStatus", week: 13 },

  // ---------- positionRank ----------
  { turns: ["Rank my runnin' backs for this week."], expect: "positionRank", position: "RB" },
  {
    turns: ["Line up my wide receivers best to worst for next week, would ya?"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  {
    turns: ["How do my tight ends stack up against each other for week 11?"],
    expect: "positionRank",
    position: "TE",
    week: 11,
  },
  { turns: ["Rank my RBs this week.", "Now do the receivers."], expect: "positionRank", position: "WR" },
  {
    turns: ["Is Jaxson Dart startable?", "Just rank all my QBs for this week then."],
    expect: "positionRank",
    position: "QB",
  },

  // ---------- projectedTotal ----------
  { turns: ["How many points am I projected to score this week?"], expect: "projectedTotal" },
  {
    turns: ["Who's favored in my matchup?", "What's my own range lookin' like, floor to ceiling?"],
    expect: "projectedTotal",
  },
  { turns: ["Ballpark, what're the Gurus gonna put up Sunday?"], expect: "projectedTotal" },
  { turns: ["Who am I playin' this week?", "And what's my projected score, just mine?"], expect: "projectedTotal" },
  {
    turns: ["What kinda range we lookin' at for my team's point total this week, best case to worst?"],
    expect: "projectedTotal",
  },

  // ---------- leaders ----------
  { turns: ["Who's top dog in this league right now?"], expect: "leaders" },
  { turns: ["Which team's racked up the most points so far?"], expect: "leaders" },
  { turns: ["What are my playoff odds?", "Who's got the best odds in the whole league?"], expect: "leaders" },
  { turns: ["What's my record?", "Who's sittin' pretty on top of the standin's?"], expect: "leaders" },
  { turns: ["Show me the best teams in the league. I wanna know who to be scared of."], expect: "leaders" },

  // ---------- sleepers ----------
  { turns: ["Any sleepers I oughta tuck away for next week?"], expect: "sleepers", week: "next" },
  {
    turns: ["Who's hot on waivers?", "Any dart throws worth takin' for down the stretch, though?"],
    expect: "sleepers",
  },
  { turns: ["Gimme a deep sleeper or two that might could win me the playoffs."], expect: "sleepers" },
  {
    turns: ["Who should I pick up this week?", "What about longer-shot fellers, ones that might pop in a few weeks?"],
    expect: "sleepers",
  },
  {
    turns: ["Any under-the-radar guys I should squirrel away before the rest of these vultures catch on?"],
    expect: "sleepers",
  },

  // ---------- dropStash ----------
  { turns: ["Should I cut Chris Godwin loose or stash him?"], expect: "dropStash", players: ["Chris Godwin"] },
  {
    turns: ["I got Brandon Aiyuk just takin' up a spot like a broke-down truck in the yard. Hold him or let him go?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  { turns: ["Who's injured on my team?", "Which of them fellers can I go ahead and cut?"], expect: "dropStash" },
  {
    turns: ["Is J.K. Dobbins hurt bad?", "Then should I drop him or keep him parked on the bench?"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["Worth keepin' Tyreek on IR or is he just dead weight now?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },

  // ---------- byeCover ----------
  {
    turns: ["Kittle's on bye next week. Who can fill in for him at tight end?"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
    week: "next",
  },
  {
    turns: ["When's Josh Allen's bye?", "I'll need somebody to cover for him that week. Any streamers you like?"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
  },
  {
    turns: ["Is Derrick Henry on bye this week?", "Well who's gonna spell him then?"],
    expect: "byeCover",
    players: ["Derrick Henry"],
    position: "RB",
  },
  {
    turns: ["Who can I stream at kicker while Cameron Dicker's on his bye?"],
    expect: "byeCover",
    players: ["Cameron Dicker"],
    position: "K",
  },
  {
    turns: ["Jaylen Warren's got his bye comin' up. Who on my bench or the wire can take his spot that week?"],
    expect: "byeCover",
    players: ["Jaylen Warren"],
    position: "RB",
  },

  // ---------- scenario ----------
  { turns: ["If I win every game left, do I get in?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["Say I go 3-2 the rest of the way. That good enough to get me in?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["What're my playoff odds?", "Okay, and if I drop this one Sunday?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["What happens to my odds if I only win two of my last five?"],
    expect: "scenario",
    scenario: { wins: 2, games: 5 },
  },
  {
    turns: ["How are my playoff chances lookin'?", "What if I just win 4 more?"],
    expect: "scenario",
    scenario: { wins: 4, games: null },
  },
  { turns: ["Y'all reckon if I run the table from here on out I'm a lock?"], expect: "scenario", scenario: "win-out" },

  // ---------- tradeIdeas ----------
  { turns: ["What kinda trades oughta I be lookin' at?"], expect: "tradeIdeas" },
  {
    turns: ["What could I fetch for Jaylen Waddle if I shopped him around?"],
    expect: "tradeIdeas",
    players: ["Jaylen Waddle"],
  },
  { turns: ["Any 2-for-1 deals I could swing to upgrade at runnin' back?"], expect: "tradeIdeas" },
  {
    turns: [
      "I got more receivers than I know what to do with and not near enough backs.",
      "So who should I be tradin' with, and for what?",
    ],
    expect: "tradeIdeas",
  },
  {
    turns: ["Who could I package Mike Evans and DK Metcalf to get me a real stud?"],
    expect: "tradeIdeas",
    players: ["Mike Evans", "DK Metcalf"],
  },
  {
    turns: ["Is George Pickens a sell-high?", "Alright, what sorta deal could I get for him?"],
    expect: "tradeIdeas",
    players: ["George Pickens"],
  },

  // ---------- help ----------
  { turns: ["What all can you do for me, partner?"], expect: "help" },
  { turns: ["Hey there GM, how do you work? What kinda questions can I ask ya?"], expect: "help" },
  { turns: ["I'm new to this here app. What're you good for?"], expect: "help" },
  { turns: ["howdy", "What can y'all help me with?"], expect: "help" },
  { turns: ["Can you order me a pizza?", "Well what CAN you do then?"], expect: "help" },

  // ---------- None ----------
  { turns: ["What's the weather gonna be like up in Green Bay Sunday? Do I need my long johns?"], expect: "None" },
  { turns: ["Tell me a joke, I need cheerin' up after that loss."], expect: "None" },
  { turns: ["Who should I bet on against the spread this week, the Cowboys or the Eagles?"], expect: "None" },
  { turns: ["What's my matchup this week?", "Say, how does our league's tiebreaker work anyhow?"], expect: "None" },
  { turns: ["What's your best recipe for sweet tea?"], expect: "None" },
  {
    turns: ["Who wins the Super Bowl this year, you reckon? I got real money ridin' on it down at the feed store."],
    expect: "None",
  },
  { turns: ["How many IR spots does our league allow? Can't find it in the rules."], expect: "None" },
  { turns: ["What's the best bass lure for a muddy pond?"], expect: "None" },
  { turns: ["Who should I start at flex?", "Unrelated, but who won the SEC title game last year?"], expect: "None" },
  { turns: ["Write me a little poem about my coonhound Beauregard."], expect: "None" },

  // ---------- multi-part ----------
  { turns: ["What's my record so far, and do I still got a shot at the playoffs?"], expect: ["record", "playoffs"] },
  {
    turns: ["Is Bijan playin' this week, and if he is, do I start him over Josh Jacobs?"],
    expect: ["status", "startSit"],
    players: ["Bijan Robinson", "Josh Jacobs"],
  },
  {
    turns: ["Who'm I playin' this week, and how many points am I projected for?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["Who should I scoop up off waivers, and is it time to go ahead and drop Jayden Reed?"],
    expect: ["waivers", "dropStash"],
    players: ["Jayden Reed"],
  },
  {
    turns: ["What're my playoff odds lookin' like, and what can I do to improve 'em?"],
    expect: ["playoffs", "improveOdds"],
  },
  { turns: ["Who's leadin' the league, and where do I rank?"], expect: ["leaders", "record"] },
  {
    turns: ["Is Ja'Marr Chase for De'Von Achane a fair trade? And if it ain't, what else could I get for Chase?"],
    expect: ["trade", "tradeIdeas"],
    players: ["Ja'Marr Chase", "De'Von Achane"],
  },
  { turns: ["Tell me who's hurt on my squad, then set my best lineup."], expect: ["rosterStatus", "lineup"] },
];
