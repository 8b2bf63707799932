// Blind held-out evaluation set 28 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a bus driver, a sommelier, a social-media manager (emojis, hashtags), a philosophy
// grad student who over-qualifies everything, a farmer checking in on Sunday morning, a poker player who talks
// in odds, a hairdresser, and a teenager who sometimes types with no vowels (txt spk).
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_28: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["Got a split shift Sunday so I gotta lock it in early. Chase Brown or Kyren Williams this week?"],
    expect: "startSit",
    players: ["Chase Brown", "Kyren Williams"],
  },
  {
    turns: [
      "I've been cellaring Jaxon Smith-Njigba all season and he has finally opened up beautifully.",
      "Does he go into the lineup this week over Zay Flowers, or does Flowers pair better with the slate?",
    ],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Zay Flowers"],
  },
  {
    turns: ["shld i strt bkr or jalen hurts wk 11"],
    expect: "startSit",
    players: ["Baker Mayfield", "Jalen Hurts"],
    week: 11,
  },
  {
    turns: ["Morning. Chores are done, coffee's hot.", "Ferguson in or out today? Got Dallas Goedert sittin there too"],
    expect: "startSit",
    players: ["Jake Ferguson", "Dallas Goedert"],
  },
  {
    turns: [
      "Ok so a client was telling me Travis Etienne's been getting all the goal line work",
      "so is he a start this week then? I've got a perm in 5 min",
    ],
    expect: "startSit",
    players: ["Travis Etienne Jr."],
  },
  {
    turns: ["Javonte Williams a start this week? Asking between stops", "ok and what about next week"],
    expect: "startSit",
    players: ["Javonte Williams"],
    week: "next",
  },
  {
    turns: ["Kittle suitin up Sunday? And if he is, him or Hunter Henry at tight end"],
    expect: ["status", "startSit"],
    players: ["George Kittle", "Hunter Henry"],
  },

  // ---- compare ----
  {
    turns: [
      "Setting aside the contingencies of any single week, and speaking in a broader rest-of-season sense, is Bijan " +
        "Robinson simply a better asset than Jahmyr Gibbs, or is the question ill-posed?",
    ],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  { turns: ["puka vs jsn who btr ros"], expect: "compare", players: ["Puka Nacua", "Jaxon Smith-Njigba"] },
  {
    turns: [
      "Brock Bowers has the body of a great Barolo, I'll say that.",
      "But over the long haul, is he a finer vintage than Trey McBride?",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: [
      "Fellas at the depot are arguing. Derrick Henry vs Jonathan Taylor the rest of the way, " +
        "who's the better back",
    ],
    expect: "compare",
    players: ["Derrick Henry", "Jonathan Taylor"],
  },
  {
    turns: ["who's better going forward, Garrett Wilson or Terry McLaurin?", "ok and Wilson vs DK Metcalf?"],
    expect: "compare",
    players: ["Garrett Wilson", "DK Metcalf"],
  },
  {
    turns: ["Who's better ROS, Saquon or Achane? And what's Achane going for on the trade market?"],
    expect: ["compare", "tradeValue"],
    players: ["Saquon Barkley", "De'Von Achane"],
  },

  // ---- slot ----
  { turns: ["Need somebody in the flex before kickoff. Who's it gonna be off my bench"], expect: "slot" },
  {
    turns: ["my RB2 is hurt again 🙄", "so who goes in that spot this week hun? I've got foils processing"],
    expect: "slot",
    position: "RB",
  },
  { turns: ["wh shld b my te ths wk"], expect: "slot", position: "TE" },
  {
    turns: ["WR2 is OUT this week 😭 #InjuryBug", "so who fills that spot from my guys?? 🤔"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["QB slot 🤔 who's my guy this week from what I've got? #FantasyFootball #GMmode"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["Rank my WRs real quick 📋 then who goes in the FLEX? #LineupLock"],
    expect: ["positionRank", "slot"],
    position: "WR",
  },

  // ---- lineup ----
  { turns: ["Can you just set my best lineup for me, I'm on route till 6"], expect: "lineup" },
  {
    turns: ["Compose for me the ideal starting lineup this week, the way one would assemble a tasting flight."],
    expect: "lineup",
  },
  { turns: ["jst mde a trd", "chk my lnup now pls evrythng gd?"], expect: "lineup" },
  {
    turns: ["Been a rough couple weeks, lost two straight.", "Look my whole lineup over and tell me what you'd change"],
    expect: "lineup",
  },
  {
    turns: [
      "Is my current lineup, taken as a whole, optimal? I grant that 'optimal' under uncertainty can only mean " +
        "something like maximizing expected points.",
    ],
    expect: "lineup",
  },
  {
    turns: ["set my lineup for next week, then tell me who's on bye"],
    expect: ["lineup", "rosterStatus"],
    week: "next",
  },

  // ---- outlook ----
  { turns: ["how's Amon-Ra looking this week babe"], expect: "outlook", players: ["Amon-Ra St. Brown"] },
  { turns: ["bcky irvng bck yet?", "hw he lookn ths wk"], expect: "outlook", players: ["Bucky Irving"] },
  {
    turns: ["Josh Allen's my QB, been with him since the draft.", "What kind of day's he gonna have"],
    expect: "outlook",
    players: ["Josh Allen"],
  },
  {
    turns: [
      "Let us discuss Emeka Egbuka.",
      "What is the forecast for him through the rest of the season? Does he still have structure, or is he fading?",
    ],
    expect: "outlook",
    players: ["Emeka Egbuka"],
  },
  {
    turns: ["how's Jeanty looking the rest of the year, and honestly should I sell him while people still want him?"],
    expect: ["outlook", "tradeValue"],
    players: ["Ashton Jeanty"],
  },
  {
    turns: ["How's Lamar look this week?", "and next week?"],
    expect: "outlook",
    players: ["Lamar Jackson"],
    week: "next",
  },

  // ---- status ----
  { turns: ["Is Jamarr Chase playing Sunday"], expect: "status", players: ["Ja'Marr Chase"] },
  {
    turns: ["I've got Nico Collins locked in at WR1", "Was he practicing this week? Heard a whisper about a hamstring"],
    expect: "status",
    players: ["Nico Collins"],
  },
  { turns: ["any news on Mark Andrews, is he good to go? 💇‍♀️"], expect: "status", players: ["Mark Andrews"] },
  {
    turns: [
      "I have Justin Jefferson in my lineup.",
      "What is, insofar as anyone can know it, his game status for this week?",
    ],
    expect: "status",
    players: ["Justin Jefferson"],
  },
  {
    turns: ["Is Kyren Williams playing this week? 👀", "and Kittle?? #Questionable"],
    expect: "status",
    players: ["George Kittle"],
  },

  // ---- tradeValue ----
  {
    turns: ["Rico Dowdle's running hot. Is this the spot to cash out or do I keep riding the heater?"],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  {
    turns: ["Jonathan Taylor is going OFF 🔥🔥", "what's he worth rn 💰 #SellHigh?"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["Kelce's had a couple big games in a row now", "should I sell high on him while I can"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: ["Marvin Harrison Jr. has disappointed like an overhyped Bordeaux. Is he a buy-low, do you think?"],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },
  { turns: ["wht's breece hll wrth in a trd"], expect: "tradeValue", players: ["Breece Hall"] },
  {
    turns: ["James Cook's been carryin my team", "What would he fetch in a trade, roughly"],
    expect: "tradeValue",
    players: ["James Cook"],
  },

  // ---- buyLow ----
  {
    turns: ["Who are some guys I could trade for cheap right now? Underperformers who'll bounce back"],
    expect: "buyLow",
  },
  { turns: ["by lw trgts?"], expect: "buyLow" },
  {
    turns: [
      "my running backs have been a mess this year honestly",
      "who could I go get cheap in a trade? like a buy low",
    ],
    expect: "buyLow",
    position: "RB",
  },
  {
    turns: [
      "Which players, if any, are presently priced below their intrinsic value by the other managers, such " +
        "that I might acquire them cheaply?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["Trade deadline is coming up fast ⏰", "Buy-low szn 🛒 who should I be sliding into DMs about? #TradeTalk"],
    expect: "buyLow",
  },
  {
    turns: ["who are good buy-low targets, and what could I package Waddle in to go get one?"],
    expect: ["buyLow", "tradeIdeas"],
    players: ["Jaylen Waddle"],
  },

  // ---- trade ----
  {
    turns: [
      "Coach Quinn just messaged me 🙄",
      "he wants my Baker Mayfield and Ladd McConkey for Jalen Hurts. should I accept?",
    ],
    expect: "trade",
    players: ["Baker Mayfield", "Ladd McConkey", "Jalen Hurts"],
  },
  {
    turns: ["Giving Kyren Williams, getting Tee Higgins. Am I getting a fair price?"],
    expect: "trade",
    players: ["Kyren Williams", "Tee Higgins"],
  },
  {
    turns: ["sm1 offrd me dk metclf", "fr my chuba hbbrd. gd?"],
    expect: "trade",
    players: ["DK Metcalf", "Chuba Hubbard"],
  },
  {
    turns: ["A proposal: my Mike Evans and Chase Brown for Coach Rowan's A.J. Brown. Does this pairing make sense?"],
    expect: "trade",
    players: ["Mike Evans", "Chase Brown", "A.J. Brown"],
  },
  {
    turns: ["Coach Sutton wants Derrick Henry for my Puka Nacua straight up. Should I take it"],
    expect: "trade",
    players: ["Derrick Henry", "Puka Nacua"],
  },
  {
    turns: [
      "I am contemplating trading Jaylen Waddle.",
      "Were I to give him up for Javonte Williams, would that be, on balance, a win for me?",
    ],
    expect: "trade",
    players: ["Jaylen Waddle", "Javonte Williams"],
  },

  // ---- waivers ----
  { turns: ["Who should I grab off waivers this week and how much FAAB do I throw at him"], expect: "waivers" },
  { turns: ["Waiver wire run 🏃‍♂️ who's the add and what's the bid? #FAAB"], expect: "waivers" },
  {
    turns: [
      "Lost my running back to a high ankle sprain.",
      "Who's out there on the wire to replace him and what do I bid",
    ],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["I'm sitting on 63 bucks of FAAB.", "How much of that stack do I push on the top pickup this week?"],
    expect: "waivers",
  },
  {
    turns: ["Granting that FAAB is finite and so is the season, whom should I claim this week, and for what bid?"],
    expect: "waivers",
  },
  {
    turns: ["Who's worth pickin up this week, and do I gotta cut one of my hurt guys or can I stash em?"],
    expect: ["waivers", "dropStash"],
  },

  // ---- playoffs ----
  { turns: ["What are my chances of making the playoffs"], expect: "playoffs" },
  { turns: ["m i mkng plyffs?"], expect: "playoffs" },
  { turns: ["we lost AGAIN this week ugh", "are we still making the playoffs or what"], expect: "playoffs" },
  {
    turns: [
      "A thin vintage so far this season, I'm afraid.",
      "Honestly, what are the odds it still ages into a playoff berth?",
    ],
    expect: "playoffs",
  },
  { turns: ["What's my record now, and have I still got a shot at the playoffs"], expect: ["record", "playoffs"] },
  {
    turns: ["Rough loss to End Zone Envy.", "so what are my playoff odds now, and what if I win out?"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },

  // ---- improveOdds ----
  {
    turns: [
      "What, concretely, could I do (trades, adds, whatever) that would most raise my probability of reaching " +
        "the postseason?",
    ],
    expect: "improveOdds",
  },
  { turns: ["hw do i bst my plyff odds"], expect: "improveOdds" },
  { turns: ["It says I'm at 38% for the playoffs", "what can I do to get that number up"], expect: "improveOdds" },
  { turns: ["Playoff odds looking rough 😬", "what moves actually get me in?? 🚀 #Grind"], expect: "improveOdds" },
  { turns: ["what are my playoff odds and what can I do to boost them?"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["If I go 2-3 the rest of the way am I drawing dead? And what moves would help?"],
    expect: ["scenario", "improveOdds"],
    scenario: { wins: 2, games: 5 },
  },

  // ---- matchup ----
  { turns: ["Who am I playing this week?", "am I favored against them"], expect: "matchup" },
  { turns: ["What's my win probability this week? Give me the line."], expect: "matchup" },
  { turns: ["ugh lst wk was brutal", "whos my opp ths wk"], expect: "matchup" },
  {
    turns: ["Coach Tatum was talking trash at the feed store.", "Am I gonna beat him this week"],
    expect: "matchup",
    team: "Red Zone Raiders",
  },
  {
    turns: ["do we beat Sunday Scaries this week? their coach is one of my clients 😂"],
    expect: "matchup",
    team: "Sunday Scaries",
  },
  { turns: ["whos my opp n hw mny pts m i projctd"], expect: ["matchup", "projectedTotal"] },

  // ---- record ----
  { turns: ["What's my record"], expect: "record" },
  { turns: ["we won lst nite!!", "wht plc r we in now"], expect: "record" },
  {
    turns: [
      "What is my current win-loss record, and, relatedly but distinctly, where does that place me in the " +
        "standings?",
    ],
    expect: "record",
  },
  {
    turns: ["Lost a coin flip last week by 0.4 points.", "So where's that leave me? What's my record now"],
    expect: "record",
  },
  {
    turns: ["I feel like we've been winning a lot lately!", "remind me how many games we've won so far?"],
    expect: "record",
  },
  { turns: ["What's our record and who's sitting in 1st? 🏆 #StandingsCheck"], expect: ["record", "leaders"] },

  // ---- rosterStatus ----
  { turns: ["Who on my team's hurt or on bye this week"], expect: "rosterStatus" },
  { turns: ["whs on bye nxt wk on my tm"], expect: "rosterStatus", week: "next" },
  { turns: ["Who on my team is on bye next week?", "what about week 13"], expect: "rosterStatus", week: 13 },
  {
    turns: [
      "I've got a wedding to do hair for in week 12 so I won't be checking",
      "who on my team is on bye that week?",
    ],
    expect: "rosterStatus",
    week: 12,
  },
  { turns: ["Which of my players are indisposed this week? Injured, resting, on bye?"], expect: "rosterStatus" },
  { turns: ["Gameday prep mode 💪", "Injury report for my squad? 🏥 #InjuryUpdate"], expect: "rosterStatus" },
  {
    turns: [
      "Who's on bye for me next week, and who can I pick up to cover the tight end? " + "I ask with some trepidation.",
    ],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "TE",
  },

  // ---- positionRank ----
  { turns: ["Rank my wideouts this week, best to worst"], expect: "positionRank", position: "WR" },
  { turns: ["rnk my rbs"], expect: "positionRank", position: "RB" },
  { turns: ["rank my running backs for this week", "same thing for my WRs"], expect: "positionRank", position: "WR" },
  {
    turns: ["ok my QBs look fine", "can you put my tight ends in order for this week tho"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: [
      "Could you order my quarterbacks for next week, with the understanding that any such ranking " +
        "is provisional?",
    ],
    expect: "positionRank",
    position: "QB",
    week: "next",
  },
  {
    turns: ["I'll be out baling hay all day next Sunday.", "Line up my receivers best to worst for week 11"],
    expect: "positionRank",
    position: "WR",
    week: 11,
  },

  // ---- projectedTotal ----
  { turns: ["How many points am I projected for this week"], expect: "projectedTotal" },
  {
    turns: ["Lineup's locked.", "What's my projected total, and the range? Floor and ceiling."],
    expect: "projectedTotal",
  },
  { turns: ["hw mny pts m i prjctd"], expect: "projectedTotal" },
  { turns: ["What am I projected to score this week?", "and next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["What's our point projection looking like 📈 #GameDay"], expect: "projectedTotal" },
  {
    turns: ["What's the expected yield of my lineup this week, in points, and how wide is the range?"],
    expect: "projectedTotal",
  },

  // ---- leaders ----
  { turns: ["Who's the best team in the league right now"], expect: "leaders" },
  { turns: ["whos 1st in the lg"], expect: "leaders" },
  { turns: ["League standings check 👀 who's on top? #PowerRankings"], expect: "leaders" },
  {
    turns: ["Blitz Brigade beat us by 40 last week 😤", "are they like the best team in the league?"],
    expect: "leaders",
    team: "Blitz Brigade",
  },
  { turns: ["Show me the standings for the whole league"], expect: "leaders" },
  { turns: ["What's my record?", "And who's the chip leader in this league? Most points scored."], expect: "leaders" },

  // ---- sleepers ----
  {
    turns: ["Waivers run Wednesday night.", "Any sleepers for next week nobody's talking about"],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["slprs?"], expect: "sleepers" },
  { turns: ["Drop your under-the-radar sleepers 😴💤 #DeepSleeper"], expect: "sleepers" },
  {
    turns: ["Who is the undiscovered little producer of this waiver wire, so to speak? The sleeper?"],
    expect: "sleepers",
  },
  {
    turns: ["My receiver depth is thin as a fence rail.", "Any wide receiver sleepers I could grab?"],
    expect: "sleepers",
    position: "WR",
  },
  {
    turns: ["who are the sleepers for next week and how much should I bid on the best one?"],
    expect: ["sleepers", "waivers"],
    week: "next",
  },

  // ---- dropStash ----
  { turns: ["Should I drop the injured fellas or stash em on IR"], expect: "dropStash" },
  { turns: ["drp or stsh my injrd guys?"], expect: "dropStash" },
  {
    turns: ["Omarion Hampton's still sitting on IR", "worth stashing him or do I cut him"],
    expect: "dropStash",
    players: ["Omarion Hampton"],
  },
  {
    turns: ["Joe Burrow's been on IR for what feels like forever.", "Is he worth holding in that slot, or do I fold?"],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  { turns: ["should I keep my hurt guys in the IR spots or let them go?"], expect: "dropStash" },
  {
    turns: [
      "Is there any rational case for continuing to stash injured players in my IR slots, or ought I simply to " +
        "drop them?",
    ],
    expect: "dropStash",
  },

  // ---- byeCover ----
  { turns: ["My QB's on bye next week, who do I stream"], expect: "byeCover", position: "QB", week: "next" },
  {
    turns: ["My kicker's off next week.", "Who should I pick up to cover him"],
    expect: "byeCover",
    position: "K",
    week: "next",
  },
  { turns: ["Bye week blues 😩 need a DST streamer to cover #StreamingDefense"], expect: "byeCover", position: "DST" },
  {
    turns: [
      "My RB1 has a bye coming up in week 12.",
      "Need a one-week rental at running back. Who's the best streamer?",
    ],
    expect: "byeCover",
    position: "RB",
    week: 12,
  },
  {
    turns: ["With my tight end resting on his bye, who's a serviceable house wine to pour in his place?"],
    expect: "byeCover",
    position: "TE",
  },

  // ---- scenario ----
  { turns: ["What are my playoff odds?", "ok and if I win out?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["Say I go 3-2 the rest of the way. What's the percentage then?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  { turns: ["if i lse ths wk m i dne?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["what are my playoff odds rn? 🙏", "ok what if I win 2 of the next 3 👀 #Manifesting"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  { turns: ["If we win four more games, do we get in"], expect: "scenario", scenario: { wins: 4, games: null } },
  {
    turns: ["Conditional on my losing this week, and only this week, what becomes of my playoff chances?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // ---- tradeIdeas ----
  {
    turns: ["Build me some trade packages around Kenneth Walker III."],
    expect: "tradeIdeas",
    players: ["Kenneth Walker III"],
  },
  { turns: ["trd ideas 4 jamo?"], expect: "tradeIdeas", players: ["Jameson Williams"] },
  {
    turns: [
      "I have way too many WRs and DeVonta Smith is kind of a luxury at this point",
      "what could I get for him? like 2 for 1 ideas",
    ],
    expect: "tradeIdeas",
    players: ["DeVonta Smith"],
  },
  {
    turns: ["Shopping Dalton Kincaid 🛍️ what trades can I build around him? #TradeBlock"],
    expect: "tradeIdeas",
    players: ["Dalton Kincaid"],
  },
  {
    turns: ["Pair Courtland Sutton with something else from my cellar in a 2-for-1. What trade ideas come to mind?"],
    expect: "tradeIdeas",
    players: ["Courtland Sutton"],
  },
  {
    turns: [
      "I got Quinshon Judkins and not much use for him with my backfield.",
      "What kind of trades could I put together with him? One for one's fine",
    ],
    expect: "tradeIdeas",
    players: ["Quinshon Judkins"],
  },

  // ---- help ----
  { turns: ["first time using this", "what all can you do for me"], expect: "help" },
  { turns: ["hw do i us ths thng"], expect: "help" },
  { turns: ["Before I ask anything substantive: what, exactly, is the scope of your competence?"], expect: "help" },
  { turns: ["hiii 👋", "what kind of stuff can you help me with? #NewHere"], expect: "help" },

  // ---- None (out of scope) ----
  { turns: ["Is it gonna rain in Green Bay on Sunday"], expect: "None" },
  { turns: ["What wine would you pair with buffalo wings for the game?"], expect: "None" },
  { turns: ["tll me a jk lol"], expect: "None" },
  { turns: ["Alright, football's locked in.", "Who wins the NBA title this year?"], expect: "None" },
  { turns: ["what do you think about all the election stuff honestly"], expect: "None" },
  { turns: ["Write me a caption for my brunch pic 🥞 #SundayFunday"], expect: "None" },
  { turns: ["Long day on the route today.", "How's your day going?"], expect: "None" },
  { turns: ["Do you think free will is compatible with determinism?"], expect: "None" },
];
