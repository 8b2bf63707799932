// Blind held-out evaluation set 221 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a fantasy podcaster who thinks in usage numbers (snap share, target share, air yards,
// route participation, aDOT, YPRR, red-zone touches) and often cites a made-up stat before asking.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_221: HeldOutCase[] = [
  // ---------- startSit ----------
  {
    turns: [
      "Puka's running a route on 96% of dropbacks and eating a 31% target " +
        "share. That's a no-brainer start this week, right?",
    ],
    expect: "startSit",
    players: ["Puka Nacua"],
  },
  {
    turns: [
      "Kyle Monangai has handled 68% of the snaps the last two weeks. Do I fire him up Sunday or leave him on my pine?",
    ],
    expect: "startSit",
    players: ["Kyle Monangai"],
  },
  {
    turns: [
      "Woody Marks just handled 80% of Houston's red-zone carries in week 9.",
      "So for today: Woody Marks or Rico Dowdle, which one actually plays for me?",
    ],
    expect: "startSit",
    players: ["Woody Marks", "Rico Dowdle"],
  },
  {
    turns: [
      "Jamo has a 14.2 aDOT but his catch rate is in the toilet. Start or sit him today?",
      "Flip the calendar to week 11 - does your answer change?",
    ],
    expect: "startSit",
    players: ["Jameson Williams"],
    week: 11,
  },
  {
    turns: [
      "Quentin Johnston, Jauan Jennings and Wan'Dale Robinson are all " +
        "hovering around 95 air yards a game. Only one of the three cracks my " +
        "starting lineup this week - who gets it?",
    ],
    expect: "startSit",
    players: ["Quentin Johnston", "Jauan Jennings", "Wan'Dale Robinson"],
  },
  {
    turns: [
      "Tucker Kraft's route participation hopped to 88% over the last three.",
      "Lock him into my lineup this week or bench him for the matchup?",
    ],
    expect: "startSit",
    players: ["Tucker Kraft"],
  },
  {
    turns: ["Tuten got 14 of 22 backfield opportunities last Sunday. Do I play him over Gainwell this weekend?"],
    expect: "startSit",
    players: ["Bhayshul Tuten", "Kenneth Gainwell"],
  },

  // ---------- compare ----------
  {
    turns: [
      "Long-term question: Omarion Hampton's 71% snap share versus Jeanty's " +
        "19.8 touches a game. Whose profile do you want from here to the end " +
        "of the year?",
    ],
    expect: "compare",
    players: ["Omarion Hampton", "Ashton Jeanty"],
  },
  {
    turns: [
      "T-Mac's 28% target share as a rookie is nuts.",
      "Him or Egbuka for the rest of the season, who ends up the better asset?",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: [
      "Harold Fannin Jr. is at a 24% target share over the last month, absurd for a rookie tight end.",
      "Rest of season, who's the better tight end to own: him or Tyler Warren?",
    ],
    expect: "compare",
    players: ["Harold Fannin Jr.", "Tyler Warren"],
  },
  {
    turns: ["Route-running grades aside, who has the better back half of 2025 - Rome Odunze or Xavier Worthy?"],
    expect: "compare",
    players: ["Rome Odunze", "Xavier Worthy"],
  },
  {
    turns: [
      "JSN's at 3.1 yards per route run, Ja'Marr is at 2.4 on way more " +
        "volume. Over the remaining schedule, which one would you rather " +
        "roster?",
    ],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Ja'Marr Chase"],
  },
  {
    turns: [
      "Let's talk backfields.",
      "Breece is sitting on a 58% snap share and TreVeyon Henderson just took over the lead role in New England.",
      "Weeks 10 through 17, which of those two piles up more points?",
    ],
    expect: "compare",
    players: ["Breece Hall", "TreVeyon Henderson"],
  },
  {
    turns: [
      "Chase Brown's carries are fine but his receiving role has evaporated - 6% target share since week 5.",
      "Over the long haul, is he still more valuable than Javonte Williams?",
    ],
    expect: "compare",
    players: ["Chase Brown", "Javonte Williams"],
  },

  // ---------- outlook ----------
  {
    turns: ["Bijan's got an 87% snap share and 40% of Atlanta's red-zone looks. What's his ceiling this week?"],
    expect: "outlook",
    players: ["Bijan Robinson"],
  },
  {
    turns: [
      "Amon-Ra's yards per route run is still 2.6 even with all the mouths to feed in Detroit.",
      "Give me his floor and ceiling for week 12.",
    ],
    expect: "outlook",
    players: ["Amon-Ra St. Brown"],
    week: 12,
  },
  {
    turns: [
      "Jaxson Dart's designed rush rate is like 14%, that's Konami-code stuff.",
      "What does the remaining regular season look like for him?",
    ],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: [
      "Judkins is averaging 21 opportunities but only 3.6 yards a carry. " +
        "What kind of number should I expect from him today?",
    ],
    expect: "outlook",
    players: ["Quinshon Judkins"],
  },
  {
    turns: [
      "Colston Loveland ran a route on just 61% of dropbacks before the bye. " +
        "How do you see his rest of season shaking out?",
    ],
    expect: "outlook",
    players: ["Colston Loveland"],
  },
  {
    turns: [
      "What's a realistic point total for Derrick Henry this week? He's at 19 carries a game over the last month.",
      "ok, and seven days from now?",
    ],
    expect: "outlook",
    players: ["Derrick Henry"],
    week: "next",
  },
  {
    turns: ["Kenneth Walker III floor check: he's only touching 52% of the snaps. How low can his score go this week?"],
    expect: "outlook",
    players: ["Kenneth Walker III"],
  },

  // ---------- status ----------
  {
    turns: ["Nabers has a route share of a big fat zero since early October. Is he suiting up at all this week?"],
    expect: "status",
    players: ["Malik Nabers"],
  },
  {
    turns: [
      "CMC is carrying a 94% snap share, insane workload for a guy his age.",
      "Did he get in a full practice Friday or was he limited?",
    ],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: [
      "Kittle's routes per dropback fell to 70% last week - hamstring?",
      "Is he officially questionable or good to go for today?",
    ],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: ["Does Tee Higgins have the week off? I can't eat a zero from my 38% air-yards guy."],
    expect: "status",
    players: ["Tee Higgins"],
  },
  { turns: ["Any word on Tyreek's knee? Is there even a timeline?"], expect: "status", players: ["Tyreek Hill"] },
  {
    turns: ["Is BTJ good to go with that ankle?", "What about Travis Hunter, is he practicing?"],
    expect: "status",
    players: ["Travis Hunter"],
  },

  // ---------- tradeValue ----------
  {
    turns: [
      "Trey McBride has a 29% target share, top-5 among ALL pass catchers. " +
        "What's he fetching on the trade market right now?",
    ],
    expect: "tradeValue",
    players: ["Trey McBride"],
  },
  {
    turns: [
      "Rico Dowdle just posted his third 20-point game on a snap share that " +
        "screams fluke. Is this the moment to sell high?",
    ],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  {
    turns: [
      "Garrett Wilson's air-yards share is 41% and he's got nothing to show for it. Is there a buy-low window on him?",
    ],
    expect: "tradeValue",
    players: ["Garrett Wilson"],
  },
  {
    turns: [
      "Ladd McConkey's aDOT dropped to 7.9 - they're using him like a screen guy.",
      "Should I move him while his name still carries weight in trade talks?",
    ],
    expect: "tradeValue",
    players: ["Ladd McConkey"],
  },
  {
    turns: [
      "Gibbs is at 5.9 yards per touch, which is video-game stuff.",
      "What would it cost me to pry him loose from another manager?",
    ],
    expect: "tradeValue",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["On a 1-to-10 scale of trade currency, where does Josh Allen sit in a 12-team one-QB format?"],
    expect: "tradeValue",
    players: ["Josh Allen"],
  },
  {
    turns: ["Drake London has a 32% target share but the QB play is gonna cap him. Should I trade him away?"],
    expect: "tradeValue",
    players: ["Drake London"],
  },

  // ---------- trade ----------
  {
    turns: [
      "Someone's offering me CeeDee Lamb for Achane. Achane's 89% route " +
        "participation for a running back is absurd, but Lamb's a WR1. Accept?",
    ],
    expect: "trade",
    players: ["CeeDee Lamb", "De'Von Achane"],
  },
  {
    turns: [
      "Proposed 2-for-1: I give Zay Flowers and Chuba Hubbard, I get Saquon. Smash accept or am I getting fleeced?",
    ],
    expect: "trade",
    players: ["Zay Flowers", "Chuba Hubbard", "Saquon Barkley"],
  },
  {
    turns: [
      "I've been shopping Mark Andrews since his route rate cratered to 55%.",
      "Got a bite - Andrews for Dallas Goedert straight up. Do it?",
    ],
    expect: "trade",
    players: ["Mark Andrews", "Dallas Goedert"],
  },
  {
    turns: [
      "Getting pitched a deal.",
      "They want my Jonathan Taylor.",
      "In return they'd send Bucky Irving and Jordan Addison. Is that enough?",
    ],
    expect: "trade",
    players: ["Jonathan Taylor", "Bucky Irving", "Jordan Addison"],
  },
  {
    turns: ["Grade this one for me: Brock Bowers comes to me, Sam LaPorta plus Khalil Shakir go to them."],
    expect: "trade",
    players: ["Brock Bowers", "Sam LaPorta", "Khalil Shakir"],
  },
  {
    turns: ["I send Lamar and Deebo, I get back Jalen Hurts and Jakobi Meyers. Who wins that deal?"],
    expect: "trade",
    players: ["Lamar Jackson", "Deebo Samuel", "Jalen Hurts", "Jakobi Meyers"],
  },

  // ---------- positionRank ----------
  {
    turns: ["Rank my wideouts for this week, top to bottom, and weight target share heavier than matchup."],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Stack my running backs 1 through whatever for week 11."],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  {
    turns: [
      "My tight end room is a mess, I've got three guys under 60% routes.",
      "Order them for me this week, best to worst.",
    ],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["Rank my QBs for this week.", "Same exercise, but for next week's slate."],
    expect: "positionRank",
    position: "QB",
    week: "next",
  },
  {
    turns: ["Among the backs I roster, who's my top play today based on expected touches? Give me the full order."],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["I'm rostering two kickers for some reason. Which one ranks higher for me this week?"],
    expect: "positionRank",
    position: "K",
  },

  // ---------- scenario ----------
  {
    turns: ["If Gridiron Gurus runs the table, 5-0 the rest of the way, what do my playoff odds look like?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["Worst case I drop this week's game. How much does that crater my playoff chances?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["What are my playoff odds right now?", "And if I go 3-2 from here?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: [
      "Currently sitting at 5-4, points-for is middle of the pack.",
      "What are my odds if I only win two more games?",
    ],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: [
      "How's Sunday Scaries looking these days?",
      "Say they win every remaining game - where do their playoff odds land?",
    ],
    expect: "scenario",
    scenario: "win-out",
    team: "Sunday Scaries",
  },
  {
    turns: ["Suppose I take 3 of my next 4. What's my playoff probability then?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },

  // ---------- waivers ----------
  { turns: ["Who's the best RB on the wire right now by projected snap share?"], expect: "waivers", position: "RB" },
  {
    turns: ["Kimani Vidal played 74% of the snaps last week.", "How much FAAB should I bid on him?"],
    expect: "waivers",
    players: ["Kimani Vidal"],
  },
  {
    turns: [
      "My WR6 is a guy with a 9% target share. Embarrassing.",
      "Who should I grab off the waiver wire to replace him at receiver?",
    ],
    expect: "waivers",
    position: "WR",
  },
  {
    turns: ["I've got $43 of FAAB burning a hole in my pocket. Best available pickup overall this week?"],
    expect: "waivers",
  },
  {
    turns: ["Tight end streamer off waivers - who's available with the route participation to actually matter?"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: ["Sean Tucker just got 18 touches. What percentage of my FAAB budget does he deserve?"],
    expect: "waivers",
    players: ["Sean Tucker"],
  },
  {
    turns: ["Any free-agent defense worth adding this week? Mine's giving up 28 a game."],
    expect: "waivers",
    position: "DEF",
  },

  // ---------- slot ----------
  {
    turns: ["My flex spot has me torn. Whose usage profile belongs there this week?"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["RB2 slot this week: Pollard, Rhamondre or Jaylen Warren?"],
    expect: "slot",
    position: "RB",
    players: ["Tony Pollard", "Rhamondre Stevenson", "Jaylen Warren"],
  },
  {
    turns: [
      "Juwan Johnson's route share is 78% but the targets are getting spread thin.",
      "Who should fill my TE spot this week then, him or Hunter Henry?",
    ],
    expect: "slot",
    position: "TE",
    players: ["Juwan Johnson", "Hunter Henry"],
  },
  {
    turns: ["Who's my WR3 this week? Two guys are within half a point in my projections and I can't break the tie."],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["Dicker or Aubrey in my K slot this week?", "Forget this week - I mean week 12, who's my kicker there?"],
    expect: "slot",
    position: "K",
    players: ["Cameron Dicker", "Brandon Aubrey"],
    week: 12,
  },

  // ---------- lineup ----------
  { turns: ["Set my whole lineup for today and optimize for ceiling - I need a big week."], expect: "lineup" },
  { turns: ["Set my lineup for this week.", "Cool, now do the week 11 version."], expect: "lineup", week: 11 },
  {
    turns: [
      "Just got back from the studio, haven't touched my team all week.",
      "Is my starting nine set up okay as it stands or do I need to shuffle?",
    ],
    expect: "lineup",
  },
  {
    turns: ["Build me the optimal starting lineup for next week off projected snap shares."],
    expect: "lineup",
    week: "next",
  },
  { turns: ["Walk me through who should be starting for me this week, position by position."], expect: "lineup" },

  // ---------- buyLow ----------
  {
    turns: ["Give me some buy-low targets - guys whose air yards are way ahead of their production."],
    expect: "buyLow",
  },
  {
    turns: ["Who are the sell-high candidates on my roster, the ones running hot on touchdown luck?"],
    expect: "buyLow",
  },
  {
    turns: [
      "Efficiency regression is my favorite thing to talk about on the pod.",
      "Which players in this league should I be trying to acquire cheap right now?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "Name a few players whose expected fantasy points outrun their actual " +
        "points, the kind I should try to trade for before they pop.",
    ],
    expect: "buyLow",
  },
  { turns: ["Anybody on my team playing over their head that I should cash out now?"], expect: "buyLow" },

  // ---------- playoffs ----------
  { turns: ["What are my playoff odds sitting here in week 10?"], expect: "playoffs" },
  { turns: ["Run the sims: what percentage chance does Gridiron Gurus have to make the dance?"], expect: "playoffs" },
  {
    turns: ["What's Coach Harper's record?", "And how likely is that team to make the playoffs?"],
    expect: "playoffs",
    team: "Fourth & Long Shots",
  },
  {
    turns: [
      "Two-Minute Drill has the second-highest points-for in the league and a losing record.",
      "What are their chances of sneaking into the postseason?",
    ],
    expect: "playoffs",
    team: "Two-Minute Drill",
  },
  { turns: ["Am I a playoff team or a pretender, by the numbers?"], expect: "playoffs" },

  // ---------- improveOdds ----------
  { turns: ["What moves bump my playoff percentage the most?"], expect: "improveOdds" },
  {
    turns: ["I'm squarely on the bubble. Which roster moves give me the biggest boost toward getting in?"],
    expect: "improveOdds",
  },
  {
    turns: ["My odds are like 40%, per your sims last week.", "What can I do this week to push that number up?"],
    expect: "improveOdds",
  },
  {
    turns: ["Trades, pickups, whatever - what would actually move the needle on my postseason chances?"],
    expect: "improveOdds",
  },
  {
    turns: ["If you were running my team, what's the one move that maximizes my chances of a playoff berth?"],
    expect: "improveOdds",
  },

  // ---------- matchup ----------
  { turns: ["Who am I up against this week and what's the projected score?"], expect: "matchup" },
  { turns: ["Who do I play in week 12?", "What's my win probability in that game?"], expect: "matchup", week: 12 },
  {
    turns: ["How's Coach Quinn's matchup shaping up this week? Who do they face?"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  {
    turns: [
      "My opponent's got four guys over 85% snap share.",
      "Break down the head-to-head for me - am I the favorite?",
    ],
    expect: "matchup",
  },
  { turns: ["Next week's opponent - who is it and how do I stack up?"], expect: "matchup", week: "next" },

  // ---------- record ----------
  { turns: ["What's my record through nine weeks?"], expect: "record" },
  { turns: ["Where does Gridiron Gurus sit in the standings right now?"], expect: "record" },
  { turns: ["What's my W-L?", "What about End Zone Envy's?"], expect: "record", team: "End Zone Envy" },
  {
    turns: [
      "I feel like Pocket Passers has been lucky all year, their opponents average like 98 points.",
      "What's their record and where are they in the table?",
    ],
    expect: "record",
    team: "Pocket Passers",
  },
  { turns: ["How many games have I won so far, and what seed does that make me?"], expect: "record" },

  // ---------- rosterStatus ----------
  { turns: ["Who on my roster is on bye this week?"], expect: "rosterStatus" },
  { turns: ["Run an injury report on my team, everyone I roster."], expect: "rosterStatus" },
  {
    turns: ["Who's on bye on my team this week?", "Okay, how about the week 12 bye situation?"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["Practice reports are out.", "Which of my players are banged up heading into next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  { turns: ["Give me a health-and-byes sweep of my roster for today."], expect: "rosterStatus" },

  // ---------- projectedTotal ----------
  { turns: ["What's my team projecting for this week - median and range?"], expect: "projectedTotal" },
  { turns: ["How many points is my lineup expected to put up in week 11?"], expect: "projectedTotal", week: 11 },
  {
    turns: ["What's my projected total today?", "Floor and ceiling for my team's score next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  { turns: ["I swapped my flex to Khalil Shakir.", "Now what's my team's projected total?"], expect: "projectedTotal" },
  { turns: ["Give me the point projection for Gridiron Gurus today."], expect: "projectedTotal" },

  // ---------- leaders ----------
  { turns: ["Who's the best team in the league right now?"], expect: "leaders" },
  { turns: ["Power rankings, please - one through twelve."], expect: "leaders" },
  { turns: ["Who has the best record?", "And who has scored the most points this season?"], expect: "leaders" },
  {
    turns: [
      "Points-for is a better signal than record, fight me.",
      "So by that measure, who's the top dog in our league?",
    ],
    expect: "leaders",
  },
  { turns: ["Which manager owns the best record in the league?"], expect: "leaders" },

  // ---------- sleepers ----------
  { turns: ["Give me some sleepers with rising snap shares that nobody's talking about."], expect: "sleepers" },
  { turns: ["I'm 7-2, basically locked in.", "Who should I stash now for weeks 15 through 17?"], expect: "sleepers" },
  { turns: ["Any deep stashes whose route participation is trending up for a late-season push?"], expect: "sleepers" },
  {
    turns: ["I've got two open bench spots.", "Who are the lottery tickets worth stashing for the playoff run?"],
    expect: "sleepers",
  },
  {
    turns: ["Who's a pickup for next week before the rest of the league catches on?"],
    expect: "sleepers",
    week: "next",
  },

  // ---------- dropStash ----------
  {
    turns: ["Can I cut Tyreek Hill? He's out for the season with the knee."],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  { turns: ["Skattebo is done for the year.", "Drop him or hold?"], expect: "dropStash", players: ["Cam Skattebo"] },
  {
    turns: ["Austin Ekeler's snap share has been zero for weeks.", "Worth holding or just release him?"],
    expect: "dropStash",
    players: ["Austin Ekeler"],
  },
  {
    turns: ["I need a roster spot for a streamer. Who's the least valuable guy on my bench to cut?"],
    expect: "dropStash",
  },
  {
    turns: ["Cooper Kupp is running 62% of routes with a 5.8 aDOT. Is he droppable at this point?"],
    expect: "dropStash",
    players: ["Cooper Kupp"],
  },

  // ---------- byeCover ----------
  {
    turns: ["Ja'Marr is on bye. Who should I pick up to replace him at WR?"],
    expect: "byeCover",
    players: ["Ja'Marr Chase"],
    position: "WR",
  },
  {
    turns: ["CeeDee's off this week and he's my 27% target share guy. Who fills in at receiver?"],
    expect: "byeCover",
    players: ["CeeDee Lamb"],
    position: "WR",
  },
  {
    turns: ["Jonathan Taylor has his bye in week 11.", "Who do I grab to cover running back that week?"],
    expect: "byeCover",
    players: ["Jonathan Taylor"],
    position: "RB",
    week: 11,
  },
  {
    turns: ["Is Mahomes on bye this week?", "OK then who's my fill-in at quarterback?"],
    expect: "byeCover",
    players: ["Patrick Mahomes"],
    position: "QB",
  },
  {
    turns: ["Kelce's bye leaves me with no tight end this week. Who do I plug in?"],
    expect: "byeCover",
    players: ["Travis Kelce"],
    position: "TE",
  },

  // ---------- tradeIdeas ----------
  {
    turns: ["Shopping Jaylen Waddle and Rachaad White together - what kind of return could that 2-for-1 bring back?"],
    expect: "tradeIdeas",
    players: ["Jaylen Waddle", "Rachaad White"],
  },
  {
    turns: [
      "My TE spot is a black hole, 11% target share.",
      "Who should I try to trade for at tight end, and with which team?",
    ],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["Which team in the league is a good trade partner for me? I'm RB-rich and WR-thin."],
    expect: "tradeIdeas",
  },
  {
    turns: [
      "I'm loaded at WR with Justin Jefferson, Nico Collins and DK Metcalf.",
      "Find me a trade that turns one of those into an RB1.",
    ],
    expect: "tradeIdeas",
    players: ["Justin Jefferson", "Nico Collins", "DK Metcalf"],
    position: "RB",
  },
  {
    turns: ["Package Mike Evans and Chris Godwin for an upgrade - who'd bite and what could I get?"],
    expect: "tradeIdeas",
    players: ["Mike Evans", "Chris Godwin"],
  },

  // ---------- help ----------
  { turns: ["What can you actually do for me?"], expect: "help" },
  { turns: ["can you do trade analysis?", "what else is in your toolbox?"], expect: "help" },
  { turns: ["First time using this thing. What kind of questions do you handle?"], expect: "help" },
  { turns: ["hey GM", "what are you good for, exactly?"], expect: "help" },
  { turns: ["Do you have a commands list or a menu of things I can ask?"], expect: "help" },

  // ---------- None ----------
  {
    turns: ["What's the weather going to be in Buffalo today? Wind over 15 mph kills my deep-ball takes."],
    expect: "None",
  },
  { turns: ["What's the spread on Rams-49ers and where's the sharp money going?"], expect: "None" },
  { turns: ["Who should I start at flex?", "lol forget that, tell me a joke about kickers"], expect: "None" },
  { turns: ["The app keeps logging me out when I switch to my other league. How do I fix that?"], expect: "None" },
  {
    turns: [
      "Our commish is asleep at the wheel.",
      "How do I propose switching the league to half-PPR for next season?",
    ],
    expect: "None",
  },
  { turns: ["Who wins the NBA title this year?"], expect: "None" },
  { turns: ["Is Taylor Swift going to be at Arrowhead this month?"], expect: "None" },
  { turns: ["Recording the podcast later - any tips for a good USB mic setup?"], expect: "None" },

  // ---------- multi-part ----------
  {
    turns: ["Is Jalen Hurts playing today, and if not, who's the best QB on waivers?"],
    expect: ["status", "waivers"],
    players: ["Jalen Hurts"],
    position: "QB",
  },
  { turns: ["What's my record, and what are my playoff odds?"], expect: ["record", "playoffs"] },
  {
    turns: ["Should I start Jared Goff or Sam Darnold this week, and who's my opponent?"],
    expect: ["startSit", "matchup"],
    players: ["Jared Goff", "Sam Darnold"],
  },
  {
    turns: ["Check my roster for injuries, then tell me my projected total for the week."],
    expect: ["rosterStatus", "projectedTotal"],
  },
  {
    turns: ["Give me the power rankings, and tell me my playoff odds if I win out."],
    expect: ["leaders", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["What's Davante Adams worth in a trade, and should I start him over Courtland Sutton this week?"],
    expect: ["tradeValue", "startSit"],
    players: ["Davante Adams", "Courtland Sutton"],
  },
  {
    turns: [
      "Drake Maye's air yards per attempt jumped to 9.1.",
      "How's he projected this week, and is C.J. Stroud healthy?",
    ],
    expect: ["outlook", "status"],
    players: ["Drake Maye", "C.J. Stroud"],
  },
  {
    turns: ["Rank my tight ends this week and give me a couple of waiver TEs too."],
    expect: ["positionRank", "waivers"],
    position: "TE",
  },
];
