// Blind held-out evaluation set 188 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a chatty, tangent-prone manager who rambles and jokes, and mixes real roster questions
// with bets, weather, DFS, other sports and app gripes (roughly a quarter of the conversations are out of scope).
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_188: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: [
      "ok real talk, Puka or Drake London this week? I keep flip-flopping and my wife is sick of hearing about it",
    ],
    expect: "startSit",
    players: ["Puka Nacua", "Drake London"],
  },
  {
    turns: ["Got a tough one for you — Jahmyr Gibbs vs Kyren, only one of them gets in my lineup Sunday"],
    expect: "startSit",
    players: ["Jahmyr Gibbs", "Kyren Williams"],
  },
  {
    turns: ["should I roll with Bo Nix or Jaxson Dart this week?", "hmm ok, and next week?"],
    expect: "startSit",
    players: ["Bo Nix", "Jaxson Dart"],
    week: "next",
  },
  {
    turns: ["Zay Flowers, Jakobi Meyers, Jordan Addison — I need two of those three in there this weekend, which two?"],
    expect: "startSit",
    players: ["Zay Flowers", "Jakobi Meyers", "Jordan Addison"],
  },
  {
    turns: ["Kraft's been on fire lately huh", "is it crazy to bench Travis Kelce for him this week?"],
    expect: "startSit",
    players: ["Travis Kelce", "Tucker Kraft"],
  },
  {
    turns: ["Chuba or Rico Dowdle for week 12? planning ahead for once lol"],
    expect: "startSit",
    players: ["Chuba Hubbard", "Rico Dowdle"],
    week: 12,
  },
  {
    turns: [
      "Do I go Jaylen Waddle or Courtland Sutton on Sunday",
      "actually forget Sutton, what about Waddle vs Jameson Williams",
    ],
    expect: "startSit",
    players: ["Jaylen Waddle", "Jameson Williams"],
  },
  {
    turns: [
      "who's got the better setup this week, Skattebo or TreVeyon Henderson? my gut also told me to draft Kyle " +
        "Pitts in the 4th so I don't trust it",
      "so which one do I actually play?",
    ],
    expect: "startSit",
    players: ["Cam Skattebo", "TreVeyon Henderson"],
  },

  // ---- compare ----
  {
    turns: [
      "rest of the year, who would you rather have: Ja'Marr Chase or Justin Jefferson? asking for a friend (the " +
        "friend is me)",
    ],
    expect: "compare",
    players: ["Ja'Marr Chase", "Justin Jefferson"],
  },
  {
    turns: ["Long haul, Ashton Jeanty or Omarion Hampton — who finishes stronger from here through the championship?"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "rest of season, Brock Bowers vs Trey McBride, who's the better tight end?",
      "ok same question but Kittle and LaPorta",
    ],
    expect: "compare",
    players: ["George Kittle", "Sam LaPorta"],
  },
  {
    turns: ["Tetairoa McMillan's been kinda quiet", "long run, would you take him or Emeka Egbuka?"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: [
      "Breece Hall, James Cook, Chase Brown — for the rest of the way, not just this week, how do those three " +
        "shake out?",
    ],
    expect: "compare",
    players: ["Breece Hall", "James Cook", "Chase Brown"],
  },

  // ---- slot ----
  {
    turns: ["who goes in my flex spot this week?"],
    expect: "slot",
  },
  {
    turns: ["Which tight end do I run out there Sunday?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["who should be my quarterback this week?", "and for next week?"],
    expect: "slot",
    position: "QB",
    week: "next",
  },
  {
    turns: ["I've got one running back spot open next to Bijan, who fills it?"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["kicker question, I know, riveting stuff — which one do I play this week?"],
    expect: "slot",
    position: "K",
  },

  // ---- lineup ----
  {
    turns: ["Just set my whole lineup for me this week, I'm at my kid's recital and can't think straight"],
    expect: "lineup",
  },
  {
    turns: ["what's the best starting group I can put out there this weekend?"],
    expect: "lineup",
  },
  {
    turns: [
      "I grabbed Woody Marks off the wire last night",
      "ok so with him on the team, what does my best lineup look like?",
    ],
    expect: "lineup",
  },
  {
    turns: ["Who should I be starting across the board? Top to bottom, every spot, I trust you"],
    expect: "lineup",
  },

  // ---- outlook ----
  {
    turns: ["How's Derrick Henry looking this week? feels like he's due for a big one"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: ["What kind of numbers should I expect from Jonathan Taylor?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["what's Lamar's projection this week?", "what about Josh Allen?"],
    expect: "outlook",
    players: ["Josh Allen"],
  },
  {
    turns: ["Be honest with me about Brian Thomas Jr. — is he gonna do anything for me or what?"],
    expect: "outlook",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["how many points do you have Achane down for?"],
    expect: "outlook",
    players: ["De'Von Achane"],
  },
  {
    turns: ["What's the outlook for Marvin Harrison Jr. this week?", "and next week, boom or bust?"],
    expect: "outlook",
    players: ["Marvin Harrison Jr."],
    week: "next",
  },

  // ---- status ----
  {
    turns: ["Is Nico Collins playing Sunday? saw something about a hamstring on twitter"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["is Tyreek hurt or is he just washed lol"],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["Start Chris Godwin or Jerry Jeudy?", "wait is Godwin even healthy?"],
    expect: "status",
    players: ["Chris Godwin"],
  },
  {
    turns: ["thinking about firing up Mark Andrews", "does he have a bye this week?"],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: ["quick one: Kamara — active or not?"],
    expect: "status",
    players: ["Alvin Kamara"],
  },
  {
    turns: ["What's the deal with AJ Brown, is he suiting up this week?"],
    expect: "status",
    players: ["A.J. Brown"],
  },

  // ---- tradeValue ----
  {
    turns: ["JSN has been unreal lately", "should I cash him in while he's this hot?"],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["Josh Jacobs — is this the moment to move him or do I hang on?"],
    expect: "tradeValue",
    players: ["Josh Jacobs"],
  },
  {
    turns: [
      "How's CeeDee Lamb been doing lately?",
      "should I try to pry him loose from whoever has him, or is he not worth chasing?",
    ],
    expect: "tradeValue",
    players: ["CeeDee Lamb"],
  },

  // ---- buyLow ----
  {
    turns: ["who's underperforming right now that I could steal on the cheap?"],
    expect: "buyLow",
  },
  {
    turns: ["Any studs on other rosters whose managers might be panicking? I wanna pounce"],
    expect: "buyLow",
  },
  {
    turns: ["which good players have their value in the dumps right now? I want to scoop one before he bounces back"],
    expect: "buyLow",
  },
  {
    turns: ["what's my record?", "ok, not great. who around the league is slumping that I could grab for pennies?"],
    expect: "buyLow",
  },

  // ---- trade ----
  {
    turns: ["Coach Quinn offered me Drake London for my Saquon Barkley. Do I smash accept?"],
    expect: "trade",
    players: ["Saquon Barkley", "Drake London"],
  },
  {
    turns: [
      "Coach Sawyer's sniffing around Bijan",
      "would you do Bijan for Ja'Marr Chase plus Tony Pollard? I'd be getting both of them",
    ],
    expect: "trade",
    players: ["Bijan Robinson", "Ja'Marr Chase", "Tony Pollard"],
  },
  {
    turns: ["Is James Cook and Hunter Henry for Trey McBride fair? I'd be the one sending Cook and Henry"],
    expect: "trade",
    players: ["James Cook", "Hunter Henry", "Trey McBride"],
  },
  {
    turns: ["Coach Tatum wants Puka from me", "he's offering Garrett Wilson and Javonte Williams, good deal?"],
    expect: "trade",
    players: ["Puka Nacua", "Garrett Wilson", "Javonte Williams"],
  },
  {
    turns: ["Offer on the table: my Ladd McConkey and Rhamondre Stevenson for his Jonathan Taylor. accept or decline?"],
    expect: "trade",
    players: ["Ladd McConkey", "Rhamondre Stevenson", "Jonathan Taylor"],
  },
  {
    turns: ["If I send Mike Evans to Coach Ellis for DK Metcalf, who wins that deal?"],
    expect: "trade",
    players: ["Mike Evans", "DK Metcalf"],
  },

  // ---- waivers ----
  {
    turns: ["Who's worth grabbing off the wire this week and how much of my FAAB do I throw at him?"],
    expect: "waivers",
  },
  {
    turns: ["I've got $37 left to spend, who should I be putting claims in on?"],
    expect: "waivers",
  },
  {
    turns: ["Need a running back off the waiver wire bad, who's out there?"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["any good adds this week?", "what about at tight end specifically?"],
    expect: "waivers",
    position: "TE",
  },

  // ---- playoffs ----
  {
    turns: ["What are the chances I actually make the playoffs this year? be gentle"],
    expect: "playoffs",
  },
  {
    turns: ["how's my season going overall?", "so am I getting into the postseason or not?"],
    expect: "playoffs",
  },

  // ---- improveOdds ----
  {
    turns: ["What moves can I make to give myself a better shot at the playoffs?"],
    expect: "improveOdds",
  },
  {
    turns: ["I'm right on the bubble. what do I need to do to sneak in?"],
    expect: "improveOdds",
  },
  {
    turns: ["What are my playoff chances?", "yikes. how do I bump that up?"],
    expect: "improveOdds",
  },
  {
    turns: ["I'm 4-5 and grumpy about it", "give me a plan to crack the top six — trades, pickups, whatever it takes"],
    expect: "improveOdds",
  },

  // ---- matchup ----
  {
    turns: ["Who am I up against this week and am I gonna get smoked?"],
    expect: "matchup",
  },
  {
    turns: ["How are the Pocket Passers doing this year?", "who wins their game this week?"],
    expect: "matchup",
    team: "Pocket Passers",
  },
  {
    turns: ["who's my opponent this week?", "how many points am I favored by, if at all?"],
    expect: "matchup",
  },
  {
    turns: ["Is Coach Blake's team gonna win this week? I need them to lose SO bad"],
    expect: "matchup",
    team: "Sunday Scaries",
  },

  // ---- record ----
  {
    turns: ["what's my record right now? I've honestly lost track"],
    expect: "record",
  },
  {
    turns: ["Where's End Zone Envy sitting in the standings?"],
    expect: "record",
    team: "End Zone Envy",
  },
  {
    turns: ["how many games has Coach Finley's squad won so far?"],
    expect: "record",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["who has the best record in the league?", "and where do I rank?"],
    expect: "record",
  },

  // ---- rosterStatus ----
  {
    turns: ["Anybody on my team hurt or on bye this week?"],
    expect: "rosterStatus",
  },
  {
    turns: ["anyone on my team banged up this week?", "what about next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["run through my injuries for me, I haven't opened the app in days"],
    expect: "rosterStatus",
  },
  {
    turns: ["week 12 — who on my squad is on a bye?"],
    expect: "rosterStatus",
    week: 12,
  },

  // ---- positionRank ----
  {
    turns: ["I just traded for Tee Higgins", "ok rank my wide receivers now"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Order my running backs best to worst, I need a reality check"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["rank my RBs", "now do the tight ends"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["Which of my quarterbacks is actually the best? line em up for me"],
    expect: "positionRank",
    position: "QB",
  },

  // ---- projectedTotal ----
  {
    turns: ["How many points am I projected to put up this week?"],
    expect: "projectedTotal",
  },
  {
    turns: ["What's my team's ceiling and floor looking like for Sunday?"],
    expect: "projectedTotal",
  },
  {
    turns: ["who do I play this week?", "and how many points do you think my team scores?"],
    expect: "projectedTotal",
  },
  {
    turns: ["give me a ballpark on my score this weekend, low end to high end"],
    expect: "projectedTotal",
  },

  // ---- leaders ----
  {
    turns: ["Who's the best team in the league right now, honestly?"],
    expect: "leaders",
  },
  {
    turns: ["Which team's scored the most points so far?"],
    expect: "leaders",
  },
  {
    turns: ["who's sitting on top of the standings?"],
    expect: "leaders",
  },
  {
    turns: ["what's my record?", "ok who's ahead of me, who are the top dogs?"],
    expect: "leaders",
  },

  // ---- sleepers ----
  {
    turns: [
      "who should I pick up this week?",
      "ok those are the obvious ones — give me some real deep sleepers for next week",
    ],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Any under-the-radar dudes I should stash before they blow up?"],
    expect: "sleepers",
  },
  {
    turns: ["Who are some lottery tickets I could grab that might hit next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["I want a deep cut, somebody rostered in like 5% of leagues who could pop"],
    expect: "sleepers",
  },

  // ---- dropStash ----
  {
    turns: ["is Brandon Aiyuk playing this week?", "ugh. should I cut him or stash him on IR?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["I've got a couple banged up guys — who do I drop and who do I hang onto?"],
    expect: "dropStash",
  },
  {
    turns: ["Is Chris Olave worth holding while he's hurt, or do I let him go?"],
    expect: "dropStash",
    players: ["Chris Olave"],
  },
  {
    turns: ["anyone hurt on my team?", "ok so which of those do I keep and which do I cut loose?"],
    expect: "dropStash",
  },

  // ---- byeCover ----
  {
    turns: ["Kittle's on bye in week 12, who do I stream at tight end?"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
    week: 12,
  },
  {
    turns: ["is Jalen Hurts on bye next week?", "ok if he is, who's my backup plan at QB?"],
    expect: "byeCover",
    players: ["Jalen Hurts"],
    position: "QB",
  },
  {
    turns: ["My kicker's off next week, who do I grab to fill in?"],
    expect: "byeCover",
    position: "K",
    week: "next",
  },
  {
    turns: ["who on my team is on bye next week?", "who fills in for them?"],
    expect: "byeCover",
  },

  // ---- scenario ----
  {
    turns: ["If I win out, am I in?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["what do my chances look like if I go 3-2 the rest of the way?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["who am I playing this week?", "if I lose that one, how screwed am I?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["what are my playoff odds?", "and if I only win two more?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },

  // ---- tradeIdeas ----
  {
    turns: ["What trades should I be making? I'm bored and I wanna shake things up"],
    expect: "tradeIdeas",
  },
  {
    turns: ["How's Jalen Hurts been doing for me?", "what could I get for him if I shopped him around?"],
    expect: "tradeIdeas",
    players: ["Jalen Hurts"],
  },
  {
    turns: ["Any ideas for packaging two of my depth guys into one real star?"],
    expect: "tradeIdeas",
  },

  // ---- help ----
  {
    turns: ["wait, what can you actually help me with?"],
    expect: "help",
  },
  {
    turns: ["hi", "what kinda stuff do you do?"],
    expect: "help",
  },

  // ---- two questions in the last message ----
  {
    turns: [
      "CMC's been on the injury report all week",
      "is he good to go, and if he is do I play him over Bucky Irving?",
    ],
    expect: ["status", "startSit"],
    players: ["Christian McCaffrey", "Bucky Irving"],
  },
  {
    turns: [
      "Coach Reese keeps messaging me about Rashee Rice",
      "long term how do Rice and Nico Collins compare? and would you do Rice for Collins straight up?",
    ],
    expect: ["compare", "trade"],
    players: ["Rashee Rice", "Nico Collins"],
  },
  {
    turns: [
      "Kenneth Walker III laid an egg last week",
      "what's his outlook going forward, and should I be shopping him?",
    ],
    expect: ["outlook", "tradeValue"],
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["is Tee Higgins a guy I should be selling, and if so what could I realistically get for him?"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Tee Higgins"],
  },
  {
    turns: ["Who's a cheap target on another roster right now, and what kind of deals should I be cooking up?"],
    expect: ["buyLow", "tradeIdeas"],
  },
  {
    turns: ["where do my playoff chances stand and what can I do to boost them?"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["I'm 5-4 right now", "what are my chances as it stands, and what if I win 4 of my last 5?"],
    expect: ["playoffs", "scenario"],
    scenario: { wins: 4, games: 5 },
  },
  {
    turns: ["who's the team to beat this year, and do I even make the playoffs?"],
    expect: ["leaders", "playoffs"],
  },
  {
    turns: ["what's my record and who do I play this week?"],
    expect: ["record", "matchup"],
  },
  {
    turns: ["who am I playing this week and who should I stick in the flex?"],
    expect: ["matchup", "slot"],
  },
  {
    turns: ["give me my best lineup and tell me how many points it's projected for"],
    expect: ["lineup", "projectedTotal"],
  },
  {
    turns: ["who should I pick up this week, and can I cut Rachaad White to make room or is he worth stashing?"],
    expect: ["waivers", "dropStash"],
    players: ["Rachaad White"],
  },
  {
    turns: ["how do my WRs stack up against each other, and is there anybody on waivers better than my worst one?"],
    expect: ["positionRank", "waivers"],
    position: "WR",
  },
  {
    turns: ["who's on bye for me next week and who should I pick up to cover?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
  },
  {
    turns: ["who's a sneaky pickup for next week? also I need a backup QB for when Lamar's on bye"],
    expect: ["sleepers", "byeCover"],
    players: ["Lamar Jackson"],
    position: "QB",
    week: "next",
  },

  // ---- None (out of scope) ----
  {
    turns: ["What's the weather gonna be like at Lambeau on Sunday?"],
    expect: "None",
  },
  {
    turns: ["what's the over/under on Chase's receiving yards this week?"],
    expect: "None",
  },
  {
    turns: [
      "Should I start Saquon or Jeanty?",
      "cool. also what's the spread on the Eagles game? thinking of putting 50 bucks on it",
    ],
    expect: "None",
  },
  {
    turns: ["Help me build a DraftKings lineup for the main slate, 50k cap"],
    expect: "None",
  },
  {
    turns: ["tell me a football joke, I need cheering up after last week"],
    expect: "None",
  },
  {
    turns: ["how do I turn on dark mode in this thing? my eyes are burning"],
    expect: "None",
  },
  {
    turns: ["who do you like in the NBA tonight, Lakers or Celtics?"],
    expect: "None",
  },
  {
    turns: ["How much is left on Justin Jefferson's contract?"],
    expect: "None",
  },
  {
    turns: ["who's gonna win the Super Bowl this year? gimme a bold pick"],
    expect: "None",
  },
  {
    turns: [
      "How's Jayden Daniels looking this week?",
      "nice. did you catch his press conference yesterday? what'd he say about his coach?",
    ],
    expect: "None",
  },
  {
    turns: ["Build me a three-leg parlay: Henry anytime TD, Bowers over 60 yards, and you pick the third"],
    expect: "None",
  },
  {
    turns: ["Is it gonna snow in Buffalo for the Bills game?"],
    expect: "None",
  },
  {
    turns: ["fantasy hockey question — should I start McDavid tonight?"],
    expect: "None",
  },
  {
    turns: ["what time does the Sunday night game kick off?"],
    expect: "None",
  },
  {
    turns: ["Who's my flex?", "and can you change my notification settings so I stop getting pinged at 2am?"],
    expect: "None",
  },
  {
    turns: ["Write me a trash-talk poem I can drop in the group chat to roast Coach Harper"],
    expect: "None",
  },
  {
    turns: ["Underdog pick'em: higher or lower on Derrick Henry 89.5 rushing yards?"],
    expect: "None",
  },
  {
    turns: ["Who's the MVP favorite in Vegas right now?"],
    expect: "None",
  },
  {
    turns: ["What's my projected score?", "ok and is there a sportsbook where I can bet on my own fantasy matchup?"],
    expect: "None",
  },
  {
    turns: ["how windy is it supposed to be at Soldier Field on Sunday?"],
    expect: "None",
  },
  {
    turns: ["My college football pick'em is due tonight — Ohio State or Michigan?"],
    expect: "None",
  },
  {
    turns: ["Can you set up a FanDuel showdown for Monday night with Mahomes as captain?"],
    expect: "None",
  },
  {
    turns: ["is Travis Kelce retiring after the season? what's the latest gossip"],
    expect: "None",
  },
  {
    turns: [
      "rank my TEs",
      "lol ok. totally unrelated but can you recommend a good wing spot for our league's end-of-year party?",
    ],
    expect: "None",
  },
  {
    turns: ["How do I change my team logo in the app?"],
    expect: "None",
  },
  {
    turns: ["What's the moneyline on the Lions this week?"],
    expect: "None",
  },
  {
    turns: [
      "Is Rome Odunze a good add?",
      "also who actually wins Bears-Packers, real life not fantasy, I've got a bet going with my brother-in-law",
    ],
    expect: "None",
  },
  {
    turns: ["Best survivor pool pick this week? I already burned the Bills and the Ravens"],
    expect: "None",
  },
  {
    turns: ["what's Patrick Mahomes' jersey number again? buying one for my nephew"],
    expect: "None",
  },
  {
    turns: ["What are my chances to make it?", "ha. ok tell me something funny to take my mind off that number"],
    expect: "None",
  },
  {
    turns: ["Who wins the Premier League this season, Arsenal or City?"],
    expect: "None",
  },
  {
    turns: ["what's the anytime touchdown price on Jahmyr Gibbs?"],
    expect: "None",
  },
  {
    turns: [
      "Who should I pick up off waivers?",
      "thanks. last thing — can you email our commissioner and complain about the trade deadline for me?",
    ],
    expect: "None",
  },
];
