// Blind held-out evaluation set 60 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a math teacher who loves precise numbers, a surfer (stoked, gnarly, bro),
// a Vietnamese-American nail-salon owner writing simple English, a priest.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_60: HeldOutCase[] = [
  {
    turns: ["if i win out what are my odds", "and what if i lose this week instead"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["How is our record at present, and what are our odds of reaching the playoffs?"],
    expect: ["record", "playoffs"],
  },
  {
    turns: [
      "I'm considering offering George Pickens for Terry McLaurin.",
      "Actually, make it Pickens for McLaurin and Tyrone Tracy Jr. Does that tilt the math in my favor?",
    ],
    expect: "trade",
    players: ["George Pickens", "Terry McLaurin", "Tyrone Tracy Jr."],
  },
  { turns: ["my squad's doin aight bro", "but who's the top dog in the league right now"], expect: "leaders" },
  {
    turns: ["gimme some deep sleepers for next week bro, guys nobody's paddling for"],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["Which single roster move would increase my playoff probability the most?"], expect: "improveOdds" },
  {
    turns: ["Ladd McConkey how much value he have", "hold or sell?"],
    expect: "tradeValue",
    players: ["Ladd McConkey"],
  },
  {
    turns: ["Ja'Marr Chase is on bye next week bro 😬 which WR fills in for him"],
    expect: "byeCover",
    week: "next",
    position: "WR",
  },
  { turns: ["bro just set my whole lineup for me this week, heading out for dawn patrol 🏄‍♂️"], expect: "lineup" },
  {
    turns: ["Sunday Scaries need WR i think", "what trade i can offer them?"],
    expect: "tradeIdeas",
    team: "Sunday Scaries",
  },
  {
    turns: ["Give me three 2-for-1 trade ideas that upgrade my WR1 without hurting my RB depth."],
    expect: "tradeIdeas",
  },
  {
    turns: ["My QB is on bye in week 12. Which streamer gives me the best expected points as a replacement?"],
    expect: "byeCover",
    week: 12,
    position: "QB",
  },
  {
    turns: ["Are there players whose worth is undervalued by their owners at present, whom I might acquire cheaply?"],
    expect: "buyLow",
  },
  {
    turns: [
      "My roster has grown thin with injuries.",
      "Which available free agents would most help my team this week? I have little FAAB left to spend.",
    ],
    expect: "waivers",
  },
  {
    turns: [
      "A brother in the league has offered me a trade.",
      "He would send me DeVonta Smith, and I would give him Zay Flowers. Is this a just exchange?",
    ],
    expect: "trade",
    players: ["DeVonta Smith", "Zay Flowers"],
  },
  {
    turns: ["Which team in the league would make the best trading partner for us, given what we lack?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Waiver question.", "Specifically tight ends: which unrostered TE has the best expected points per game?"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: [
      "someone offer trade, Courtland Sutton for my Breece Hall",
      "wait sorry, is Sutton AND Hunter Henry for Breece Hall. ok?",
    ],
    expect: "trade",
    players: ["Courtland Sutton", "Hunter Henry", "Breece Hall"],
  },
  {
    turns: ["what's my squad projected to put up this week? and like the ceiling if everything hits"],
    expect: "projectedTotal",
  },
  {
    turns: ["yo is Joe Burrow back yet", "what about Tyreek Hill, he still hurt too?"],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  { turns: ["what you can do? how i use this?"], expect: "help" },
  {
    turns: ["Injuries have been a heavy cross for us this year.", "Who on my roster is injured right now?"],
    expect: "rosterStatus",
  },
  {
    turns: ["Optimize my full starting lineup for week 11: every slot, maximizing total projected points."],
    expect: "lineup",
    week: 11,
  },
  {
    turns: ["What's Derrick Henry's projected point total this week, and his 90th-percentile ceiling?"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  { turns: ["how do i boost my playoff odds bro, like what moves should i be making"], expect: "improveOdds" },
  { turns: ["Forgive me, I'm new to all this. What kinds of questions can you answer for me?"], expect: "help" },
  {
    turns: ["BTJ has been sooo cold bro", "is he gonna bounce back ROS or should i just sell him while i can"],
    expect: ["outlook", "tradeValue"],
    players: ["Brian Thomas Jr."],
  },
  { turns: ["who's on bye for me this week", "and next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["Are we favored against Coach Sawyer's team this Sunday?"], expect: "matchup", team: "Audible Alchemists" },
  {
    turns: [
      "dude long haul who's the better ride, Jeanty or Omarion " +
        "Hampton? not talkin this week, like the whole rest of it",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  { turns: ["if i win out bro do i make it for sure?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["Should I start Dallas Goedert this week, and what does his rest-of-season outlook look like?"],
    expect: ["startSit", "outlook"],
    players: ["Dallas Goedert"],
  },
  { turns: ["Tyreek Hill he hurt very bad. i drop him or keep on IR?"], expect: "dropStash", players: ["Tyreek Hill"] },
  { turns: ["my team make playoff?"], expect: "playoffs" },
  {
    turns: ["Are there any hidden gems out there that nobody is talking about yet? Sleepers, as the young ones say."],
    expect: "sleepers",
  },
  { turns: ["how to make gel polish not peel? customer complain again"], expect: "None" },
  { turns: ["who's the hottest pickup on the wire this week bro, i got like 40 bucks FAAB left"], expect: "waivers" },
  { turns: ["who best team in league now?"], expect: "leaders" },
  { turns: ["What's my current standing: W-L record and rank among the 12 teams?"], expect: "record" },
  { turns: ["who i should sell high now? which player too hot, will cool down"], expect: "buyLow" },
  {
    turns: ["my son say start Chuba Hubbard but i think Bucky Irving better. which one i put in lineup this sunday?"],
    expect: "startSit",
    players: ["Chuba Hubbard", "Bucky Irving"],
  },
  {
    turns: ["What is Davante Adams's trade value right now, i.e. what would a rational manager give up for him?"],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  { turns: ["How many victories have we had so far this season, and how many defeats?"], expect: "record" },
  {
    turns: ["I'm looking for sleepers.", "Specifically running backs, for next week."],
    expect: "sleepers",
    week: "next",
    position: "RB",
  },
  {
    turns: ["Is George Kittle a game-time decision this week? I've been praying for that hamstring."],
    expect: "status",
    players: ["George Kittle"],
  },
  { turns: ["End Zone Envy is strong?", "who is number one team?"], expect: "leaders" },
  {
    turns: ["Pocket Passers strong team?", "i play them this week. i win or lose?"],
    expect: "matchup",
    team: "Pocket Passers",
  },
  { turns: ["yo what's this thing do, like what can u help with"], expect: "help" },
  {
    turns: ["who i play this week?", "ok. and how many point my team projected, and who best team in league?"],
    expect: ["projectedTotal", "leaders"],
  },
  {
    turns: ["Kindly order my receivers from strongest to weakest for week 11."],
    expect: "positionRank",
    week: 11,
    position: "WR",
  },
  {
    turns: ["who's on bye for me next week", "ok who covers my RB then"],
    expect: "byeCover",
    week: "next",
    position: "RB",
  },
  {
    turns: ["Scenario: I win exactly 2 of my last 4.", "Now recompute with 3 of 4."],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["I know points are not everything.", "Still, how many points is my team projected to score in week 12?"],
    expect: "projectedTotal",
    week: 12,
  },
  { turns: ["What's my win probability this week, and by how many points am I favored or not?"], expect: "matchup" },
  { turns: ["hello", "How does this work, exactly? What can you see about my league?"], expect: "help" },
  {
    turns: ["Is Joe Burrow still injured?", "Then is he worth an IR slot, or should I release him?"],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  {
    turns: [
      "We are 5-5 and my parishioners keep asking me.",
      "What are the chances Gridiron Gurus reach the postseason?",
    ],
    expect: "playoffs",
  },
  {
    turns: ["Rest of season, strictly on expected points: Puka or Amon-Ra St. Brown? Ignore this week entirely."],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: ["What might we expect from Lamar Jackson over the remaining weeks? Tell me plainly, good or bad."],
    expect: "outlook",
    players: ["Lamar Jackson"],
  },
  {
    turns: ["bro do i roll with Drake Maye or Goff this week?? gut says Maye but the vibes r kinda sketchy 🤙"],
    expect: "startSit",
    players: ["Drake Maye", "Jared Goff"],
  },
  {
    turns: ["do i cut my busted dudes or stash em on IR, my bench is a straight up graveyard bro"],
    expect: "dropStash",
  },
  { turns: ["my playoff chance how much?", "too low 😢 how i make it better?"], expect: "improveOdds" },
  { turns: ["my tight end bye this week. who i use?"], expect: "byeCover", position: "TE" },
  { turns: ["free agent running back who good to pick up now?"], expect: "waivers", position: "RB" },
  {
    turns: ["who on my team bye next week? and who i get to cover them?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
  },
  {
    turns: [
      "Saquon Barkley for my Drake London was offered to me.",
      "Is it fair? And if not, what else might I seek in return for London?",
    ],
    expect: ["trade", "tradeIdeas"],
    players: ["Saquon Barkley", "Drake London"],
  },
  { turns: ["sleepers at WR?", "what about TE sleepers"], expect: "sleepers", position: "TE" },
  {
    turns: ["my WR3 spot is a total wipeout bro 🌊 who should i throw out there this week"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["Flex decision for week 11: which of my bench players yields the highest projected score in that spot?"],
    expect: "slot",
    week: 11,
  },
  {
    turns: ["Two things: rank my RBs for week 12, and tell me who on my roster is on bye that week."],
    expect: ["positionRank", "rosterStatus"],
    week: 12,
    position: "RB",
  },
  {
    turns: [
      "Identify under-the-radar players for week 12: rostered in " +
        "under 30% of leagues, with a real path to 15+ points.",
    ],
    expect: "sleepers",
    week: 12,
  },
  {
    turns: ["What percentage of my remaining $63 FAAB should I bid on this week's top waiver target?"],
    expect: "waivers",
  },
  {
    turns: ["pls rank my running back for this week, who number 1 who number 2"],
    expect: "positionRank",
    position: "RB",
  },
  { turns: ["what's my record and who's leading the league bro"], expect: ["record", "leaders"] },
  {
    turns: ["What are our playoff odds as things stand, and what would they be if we win out?"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["Between Brock Bowers and Trey McBride, whom would you rather have from now until the season's end?"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  { turns: ["Could you help me draft a short homily on the prodigal son for Sunday?"], expect: "None" },
  {
    turns: ["what could i get for Travis Etienne bro, shop him around for me"],
    expect: "tradeIdeas",
    players: ["Travis Etienne Jr."],
  },
  {
    turns: [
      "Which players league-wide are underperforming their expected " +
        "fantasy points by the widest margin? Buy-low candidates, " +
        "please.",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "Bless you for your help last week.",
      "Would you look over my entire lineup for this Sunday and correct anything unwise?",
    ],
    expect: "lineup",
  },
  { turns: ["Should I drop or IR-stash my injured players? Give each one a recommendation."], expect: "dropStash" },
  { turns: ["rank my wideouts", "k now for next week"], expect: "positionRank", week: "next", position: "WR" },
  { turns: ["any of my dudes banged up or on bye this week?"], expect: "rosterStatus" },
  { turns: ["who on my team hurt this week?"], expect: "rosterStatus" },
  { turns: ["who is sleeper next week?"], expect: "sleepers", week: "next" },
  {
    turns: ["Chris Godwin is injured again.", "Do I keep faith and stash him, or let him go?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  {
    turns: ["Proposed: my Jalen Hurts for Justin Herbert plus Jakobi Meyers. Net expected value, accept or decline?"],
    expect: "trade",
    players: ["Jalen Hurts", "Justin Herbert", "Jakobi Meyers"],
  },
  { turns: ["yo", "set my lineup and tell me who i'm up against this week"], expect: ["lineup", "matchup"] },
  { turns: ["Briefly list your capabilities, and what inputs you need from me."], expect: "help" },
  { turns: ["What's my team's projected total this week, with floor and ceiling?"], expect: "projectedTotal" },
  {
    turns: ["Your model has me at 41% to make the playoffs.", "What's the most efficient path to push that above 50%?"],
    expect: "improveOdds",
  },
  {
    turns: ["should i start JSN this week", "k and Zay Flowers, same deal? start or sit"],
    expect: "startSit",
    players: ["Zay Flowers"],
  },
  {
    turns: [
      "Thinking ahead to week 12.",
      "Of Tetairoa McMillan, Jameson Williams and Jakobi Meyers, which one do I start? Exactly one of them plays.",
    ],
    expect: "startSit",
    players: ["Tetairoa McMillan", "Jameson Williams", "Jakobi Meyers"],
    week: 12,
  },
  { turns: ["if i lose this week, i still make playoff?"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["Show me the full league standings sorted by total points scored."], expect: "leaders" },
  {
    turns: ["What's the Vegas point spread on Chiefs vs Broncos this week? I'd like to place a small wager."],
    expect: "None",
  },
  {
    turns: [
      "My surplus is at running back.",
      "Which teams are thin at RB but have a receiver to spare? Suggest specific trade targets.",
    ],
    expect: "tradeIdeas",
  },
  {
    turns: ["Coach Quinn want give me Mike Evans for my Chuba Hubbard. good trade for me?"],
    expect: "trade",
    players: ["Mike Evans", "Chuba Hubbard"],
  },
  { turns: ["buy low guys at WR?", "ok now same thing but running backs"], expect: "buyLow", position: "RB" },
  {
    turns: ["What's my record?", "Given that, what are my playoff odds, and which moves would raise them the most?"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: [
      "Consider Jake Ferguson.",
      "Two questions: what's his trade value, and what could I realistically get for him?",
    ],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Jake Ferguson"],
  },
  {
    turns: ["lost by like 2 points last night bro, brutal 😩", "does that wreck my playoff chances?"],
    expect: "playoffs",
  },
  {
    turns: [
      "Our parish league sets lineups after the Saturday vigil.",
      "Whom should I place at tight end this week? My usual starter is hurt and the spot sits empty.",
    ],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["I know I'm near the top in points for.", "But what's my actual win-loss record, and what place am I in?"],
    expect: "record",
  },
  { turns: ["this week i play who? i win?"], expect: "matchup" },
  {
    turns: ["how's JT lookin rest of season, still gonna be a heater or nah"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["Rank my running backs for week 11.", "Now do the same for my quarterbacks."],
    expect: "positionRank",
    week: 11,
    position: "QB",
  },
  {
    turns: ["i just trade for Saquon", "how many point he get this week?"],
    expect: "outlook",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["League standings by record, please.", "Now the same list, ordered by playoff probability."],
    expect: "leaders",
  },
  {
    turns: [
      "I'm looking at Rashee Rice.",
      "What's the probability he actually suits up this week? Is he on the injury report?",
    ],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["rank my tight ends this week bro, i got like three of em somehow 😂"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["my QB spot, who start this week?", "and next week same question"],
    expect: "slot",
    week: "next",
    position: "QB",
  },
  { turns: ["what's the swell lookin like at Pipeline tomorrow bro"], expect: "None" },
  {
    turns: ["Bijan very good this year yes?", "Bijan or Gibbs, who better for rest of season? not only this week"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: ["is Puka playing this week and what's he projected for"],
    expect: ["status", "outlook"],
    players: ["Puka Nacua"],
  },
  {
    turns: ["What steps could I take to improve our chances of reaching the playoffs? I'm open to counsel."],
    expect: "improveOdds",
  },
  { turns: ["CMC he hurt? he play sunday?"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["projected total this week?", "and next week's?"], expect: "projectedTotal", week: "next" },
  {
    turns: ["Kyle Pitts not so good lately", "i should sell him now or keep?"],
    expect: "tradeValue",
    players: ["Kyle Pitts"],
  },
  {
    turns: ["Give me De'Von Achane's projection for week 11.", "And his week 12 projection?"],
    expect: "outlook",
    players: ["De'Von Achane"],
    week: 12,
  },
  {
    turns: ["If I go 3-2 over my final five games, what are my playoff odds?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  { turns: ["who i should trade with? i need running back"], expect: "tradeIdeas", position: "RB" },
  { turns: ["can you check my lineup ok for sunday? i dont want empty spot or player on bye"], expect: "lineup" },
  {
    turns: ["Should we win two more of our remaining games, what would our playoff chances become?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["Which player maximizes expected points in my RB2 slot this week? One name, please."],
    expect: "slot",
    position: "RB",
  },
  { turns: ["weather Houston this sunday, rain or no?"], expect: "None" },
  {
    turns: ["am i favored this week", "and next week vs Red Zone Raiders?"],
    expect: "matchup",
    week: "next",
    team: "Red Zone Raiders",
  },
  { turns: ["who i put in my flex this week? pls tell me best one"], expect: "slot" },
  {
    turns: ["Waddle's been pumping lately 🔥 sell high on him or hold bro?"],
    expect: "tradeValue",
    players: ["Jaylen Waddle"],
  },
  {
    turns: ["Thank you for the lineup help.", "Now tell me a clean joke I can use at the parish picnic."],
    expect: "None",
  },
  {
    turns: ["Mark Andrews is he injure? and i should start him this week or no?"],
    expect: ["status", "startSit"],
    players: ["Mark Andrews"],
  },
  {
    turns: ["who are some buy-low dudes right now, guys whose stock got wiped out but are gonna bounce"],
    expect: "buyLow",
  },
  { turns: ["Which team leads the league in playoff odds at the moment?"], expect: "leaders" },
  {
    turns: [
      "Garrett Wilson has averaged 14.2 half-PPR points over his last five games, standard deviation about 4.",
      "Given that, do I start him this week against a defense allowing the 7th-most points to WRs, or bench him?",
    ],
    expect: "startSit",
    players: ["Garrett Wilson"],
  },
  { turns: ["real talk am i making the playoffs or is my season wiped out bro"], expect: "playoffs" },
  {
    turns: ["ok real talk. Nico Collins vs Tee Higgins ROS, which one's gonna shred more the rest of the way"],
    expect: "compare",
    players: ["Nico Collins", "Tee Higgins"],
  },
  {
    turns: [
      "My opponent this week is Two-Minute Drill.",
      "What's my projected total, and my win probability against them?",
    ],
    expect: ["projectedTotal", "matchup"],
    team: "Two-Minute Drill",
  },
  { turns: ["set my lineup bro", "thx 🤙 also who won the Lakers game last night"], expect: "None" },
  {
    turns: [
      "My team is 6-4 and I'm eyeing the trade market.",
      "Which players are the clearest sell-high candidates right now, output well above their underlying usage?",
    ],
    expect: "buyLow",
  },
  { turns: ["lineup for this week good?", "ok now do next week lineup pls"], expect: "lineup", week: "next" },
  {
    turns: [
      "Compare Drake London and Chris Olave over the remaining seven weeks.",
      "Same comparison, but swap Olave for Ladd McConkey.",
    ],
    expect: "compare",
    players: ["Drake London", "Ladd McConkey"],
  },
  { turns: ["Which of my rostered players are on bye in week 12?"], expect: "rosterStatus", week: 12 },
  {
    turns: ["bro J.K. Dobbins went down", "worth stashing or just drop him"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["My kicker has a bye this week. Whom should I pick up to cover for him?"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["who i pick up on waiver this week? and i drop Nabers or keep him, he hurt long time"],
    expect: ["waivers", "dropStash"],
    players: ["Malik Nabers"],
  },
  { turns: ["what i do so my team more chance for playoff?"], expect: "improveOdds" },
  {
    turns: [
      "James Cook has been a blessing to my team.",
      "Yet others keep asking after him. What is he worth in a trade?",
    ],
    expect: "tradeValue",
    players: ["James Cook"],
  },
  { turns: ["Solve for x: 3x + 7 = 25. It's for a student, I just want to double-check my key."], expect: "None" },
  { turns: ["who am i going up against this week bro"], expect: "matchup" },
  { turns: ["i lose again this week 😭", "what place i am now?"], expect: "record" },
];
