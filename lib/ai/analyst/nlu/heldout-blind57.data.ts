// Blind held-out evaluation set 57 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: an Uber driver between rides, a nun, a Boston fan (wicked, pahk, kid), a hacker who
// slips into leetspeak (n00b, pwn).
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_57: HeldOutCase[] = [
  // startSit
  {
    turns: ["got a ping in like 2 min so quick one", "chase brown or james cook this week? only one rb spot left 🚗"],
    expect: "startSit",
    players: ["Chase Brown", "James Cook"],
  },
  {
    turns: [
      "Good evening. This is Sister Agnes; the sisters have taken a real interest in my little team.",
      "Should I start Jaxson Dart this Sunday, or is that asking too much of the young man?",
    ],
    expect: "startSit",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["kid tell me straight, do i staht drake maye against the jets or am i just bein a homah"],
    expect: "startSit",
    players: ["Drake Maye"],
  },
  {
    turns: ["need 2 pwn this wk. tetairoa mcmillan or jameson williams in da lineup? cant decide lol"],
    expect: "startSit",
    players: ["Tetairoa McMillan", "Jameson Williams"],
  },
  {
    turns: ["is tucker kraft playing this week", "ugh ok forget him. jake ferguson or hunter henry at te then?"],
    expect: "startSit",
    players: ["Jake Ferguson", "Hunter Henry"],
  },
  {
    turns: ["rhamondre's been wicked bad lately", "still staht him week 11 or sit him? be honest kid"],
    expect: "startSit",
    players: ["Rhamondre Stevenson"],
    week: 11,
  },
  {
    turns: ["yo gm. bo nix or jared goff this wk?? also who's my opp"],
    expect: ["startSit", "matchup"],
    players: ["Bo Nix", "Jared Goff"],
  },

  // compare
  {
    turns: ["Over the remainder of the season, whom would you rather have: Jonathan Taylor or Bijan Robinson?"],
    expect: "compare",
    players: ["Jonathan Taylor", "Bijan Robinson"],
  },
  {
    turns: [
      "staht drake london or garrett wilson this week?",
      "ok but forget this week. rest of the yeah, who's the bettah guy to own?",
    ],
    expect: "compare",
    players: ["Drake London", "Garrett Wilson"],
  },
  {
    turns: [
      "keeper league, already thinking about next year. ashton jeanty or omarion hampton long term? " +
        "dont care about this weeks matchup",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["ROS who's more 1337, brock bowers or trey mcbride? not askin about this wk"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: [
      "how's emeka egbuka looking rest of season",
      "and him vs tee higgins the rest of the way, who'd you rather have",
    ],
    expect: "compare",
    players: ["Emeka Egbuka", "Tee Higgins"],
  },
  {
    turns: ["who's bettah the rest of the yeah, achane or gibbs? and what's achane worth in a trade kid"],
    expect: ["compare", "tradeValue"],
    players: ["De'Von Achane", "Jahmyr Gibbs"],
  },

  // slot
  { turns: ["red light, quick: who goes in my flex this wk"], expect: "slot" },
  {
    turns: ["With the byes this week I have an empty RB2 spot. Whom should I place there?"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["kenneth walkah's out, hamstring or somethin", "so who fills my RB2 spot now kid"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["my wr3 slot is a n00b trap every single week. who do i jam in there this time"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: [
      "set my lineup real quick",
      "actually nvm the whole thing, just tell me who to put at QB. thats all i need",
    ],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["Who ought to fill my flex spot this week, and what is my team projected to score?"],
    expect: ["slot", "projectedTotal"],
  },

  // lineup
  { turns: ["optimize my lineup 4 max pwnage this wk 💀"], expect: "lineup" },
  {
    turns: [
      "sitting in the cell phone lot at the airport. can you just set my whole lineup for sunday, " +
        "gonna be driving all day",
    ],
    expect: "lineup",
  },
  { turns: ["look ovah my lineup kid, anything wicked dumb in there?"], expect: "lineup" },
  {
    turns: [
      "I have been away on retreat all week and haven't touched my team.",
      "Would you kindly look over my lineup for week 11 and set it as best you can?",
    ],
    expect: "lineup",
    week: 11,
  },
  {
    turns: ["whats my projected score", "meh. k now optimize the whole lineup so that # goes up"],
    expect: "lineup",
  },
  { turns: ["fix my lineup and tell me if anybody on my roster is hurt"], expect: ["lineup", "rosterStatus"] },

  // outlook
  {
    turns: ["What sort of points might we expect from Caleb Williams this week?"],
    expect: "outlook",
    players: ["Caleb Williams"],
  },
  {
    turns: ["what's the ceiling on treveyon henderson the rest of the way? pats fan so be nice"],
    expect: "outlook",
    players: ["TreVeyon Henderson"],
  },
  {
    turns: [
      "cam skattebo whats his outlook",
      "wait he broke his ankle didnt he. ok what about tyrone tracy rest of season then",
    ],
    expect: "outlook",
    players: ["Tyrone Tracy Jr."],
  },
  {
    turns: ["projection 4 bucky irving next wk? gimme the #s"],
    expect: "outlook",
    players: ["Bucky Irving"],
    week: "next",
  },
  {
    turns: ["I traded for Rome Odunze last week.", "How do you see him doing for the rest of the season?"],
    expect: "outlook",
    players: ["Rome Odunze"],
  },
  {
    turns: ["is gibbs gonna go off this week or what, what's his ceiling"],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
  },

  // status
  {
    turns: ["I heard Christian McCaffrey was limited in practice. Is he expected to play this week?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["what's the deal with godwin", "like is he hurt again or is he suitin up week 11"],
    expect: "status",
    players: ["Chris Godwin"],
    week: 11,
  },
  {
    turns: ["is ja'marr chase actually active or a GTD? not tryna get pwned by an inactive"],
    expect: "status",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["Is Puka Nacua healthy enough to play, and if so, ought I to start him over Zay Flowers?"],
    expect: ["status", "startSit"],
    players: ["Puka Nacua", "Zay Flowers"],
  },
  {
    turns: ["start mark andrews?", "hold on is he even healthy? heard something on the radio between fares"],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: ["is breece hall good to go this week and what's his outlook the rest of the way"],
    expect: ["status", "outlook"],
    players: ["Breece Hall"],
  },

  // tradeValue
  {
    turns: ["wut is derrick henry worth on the trade mkt rn? sell or hold"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: [
      "Jaxson Dart has been a delight to watch.",
      "Should I sell high on him while he is playing so well, or keep faith in him?",
    ],
    expect: "tradeValue",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["davante adams caught two tds again", "should i sell him now while his value's wicked high kid?"],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: ["what's george kittle's trade value these days? thinking about moving him"],
    expect: "tradeValue",
    players: ["George Kittle"],
  },
  {
    turns: ["hows mike evans lookin health wise", "k. hold him or sell him 4 whatever i can get b4 deadline"],
    expect: "tradeValue",
    players: ["Mike Evans"],
  },
  {
    turns: ["how's kyren looking rest of season, and should i sell him or hold"],
    expect: ["outlook", "tradeValue"],
    players: ["Kyren Williams"],
  },

  // buyLow
  { turns: ["who should i be buying low on right now? guys in a slump that'll bounce back"], expect: "buyLow" },
  { turns: ["any sell-high guys i should cash in on befoah they cool off?"], expect: "buyLow" },
  { turns: ["list sum buy-low targets. wanna fleece the n00bs b4 the deadline"], expect: "buyLow" },
  {
    turns: [
      "Sister Bernadette says the wise shopper buys when prices are low.",
      "Which players around the league are undervalued right now that I might acquire cheaply?",
    ],
    expect: "buyLow",
  },
  { turns: ["what's my record", "ok and who are some buy low guys i could go after"], expect: "buyLow" },

  // trade
  {
    turns: ["coach hahpah offered me chris olave for my kyren williams. do i take it kid?"],
    expect: "trade",
    players: ["Chris Olave", "Kyren Williams"],
    team: "Fourth & Long Shots",
  },
  {
    turns: ["I have been offered Brock Purdy in exchange for my Jalen Hurts. Is that a fair trade for me?"],
    expect: "trade",
    players: ["Brock Purdy", "Jalen Hurts"],
  },
  {
    turns: ["trade chk: my garrett wilson 4 their bucky irving. pwn or get pwned?"],
    expect: "trade",
    players: ["Garrett Wilson", "Bucky Irving"],
  },
  {
    turns: [
      "blitz brigade keeps messaging me while im driving lol",
      "they want my bijan for their jonathan taylor plus jaylen waddle. yes or no",
    ],
    expect: "trade",
    players: ["Bijan Robinson", "Jonathan Taylor", "Jaylen Waddle"],
    team: "Blitz Brigade",
  },
  {
    turns: [
      "Coach Reese proposed a trade this morning.",
      "It is my Trey McBride for his George Pickens. Would you accept it?",
    ],
    expect: "trade",
    players: ["Trey McBride", "George Pickens"],
    team: "Play Action Pack",
  },
  {
    turns: ["would you do cooper kupp for courtland sutton? and what ah my playoff odds anyway"],
    expect: ["trade", "playoffs"],
    players: ["Cooper Kupp", "Courtland Sutton"],
  },

  // waivers
  { turns: ["pax just hopped out. who should i grab off waivers this week"], expect: "waivers" },
  {
    turns: ["how much faab 2 blow on kimani vidal? got 63 bux left"],
    expect: "waivers",
    players: ["Kimani Vidal"],
  },
  {
    turns: [
      "Our running back room has been decimated by injuries.",
      "Which free-agent running back would you recommend I claim this week?",
    ],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["my tight end situation is wicked ugly", "anybody on the wiah worth a claim at TE?"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: ["who's the best pickup this week", "ok and how much should i bid on him? got like 40 faab"],
    expect: "waivers",
  },
  {
    turns: ["Whom should I put a waiver claim in for, and who am I playing this week?"],
    expect: ["waivers", "matchup"],
  },

  // playoffs
  { turns: ["am i makin the playoffs or what kid, be straight with me"], expect: "playoffs" },
  { turns: ["whats my playoff odds at"], expect: "playoffs" },
  {
    turns: [
      "We lost a heartbreaker on Monday night.",
      "What are the chances now that Gridiron Gurus reaches the playoffs?",
    ],
    expect: "playoffs",
  },
  { turns: ["% chance i make playoffs? dont sugarcoat it"], expect: "playoffs" },
  { turns: ["what's my record", "and my playoff chances?"], expect: "playoffs" },
  { turns: ["aftah that wicked loss am i cooked fa the postseason or what"], expect: "playoffs" },

  // improveOdds
  { turns: ["What could I do to improve our playoff chances in the weeks that remain?"], expect: "improveOdds" },
  { turns: ["how do i boost my playoff odds? need moves not vibes"], expect: "improveOdds" },
  {
    turns: ["my playoff odds are like 30 percent right?", "so what moves get me ovah the hump"],
    expect: "improveOdds",
  },
  {
    turns: ["what should i do to sneak into the playoffs? trades, pickups, whatever, just give me moves"],
    expect: "improveOdds",
  },
  {
    turns: ["odds 2 make playoffs?", "lol ok thats bad. what can i change 2 bump that up"],
    expect: "improveOdds",
  },
  {
    turns: ["What are my odds of making the playoffs, and what moves would raise them?"],
    expect: ["playoffs", "improveOdds"],
  },

  // matchup
  { turns: ["who am i playing this week"], expect: "matchup" },
  {
    turns: ["am i favored against the wizahds this week?"],
    expect: "matchup",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["I've been praying over this one. 🙏", "What is my probability of winning this week?"],
    expect: "matchup",
  },
  { turns: ["who's my opp nxt wk", "and whats my win % vs them"], expect: "matchup", week: "next" },
  {
    turns: ["how'd i do last week", "ok and this week, who's the opponent and am i favored"],
    expect: "matchup",
  },
  {
    turns: ["who'm i up against this week and what's our projected total?"],
    expect: ["matchup", "projectedTotal"],
  },

  // record
  { turns: ["What is our record at present?"], expect: "record" },
  { turns: ["w/l record pls"], expect: "record" },
  {
    turns: ["just checked the scoreboahd, brutal", "where am i in the standings now, what place?"],
    expect: "record",
  },
  { turns: ["did i win last week?", "what's that put me at overall"], expect: "record" },
  {
    turns: ["whats red zone raiders' record? they been trash talkin me in the chat"],
    expect: "record",
    team: "Red Zone Raiders",
  },
  { turns: ["whats my record and am i making playoffs"], expect: ["record", "playoffs"] },

  // rosterStatus
  { turns: ["Are any of my players injured or on a bye this week?"], expect: "rosterStatus" },
  {
    turns: ["byes on my roster nxt wk? dont want 2 get pwned by a bye"],
    expect: "rosterStatus",
    week: "next",
  },
  { turns: ["who's banged up on my team, kid"], expect: "rosterStatus" },
  { turns: ["any injuries on my team?", "what about byes for week 12"], expect: "rosterStatus", week: 12 },
  {
    turns: ["I'm told week 14 is a heavy bye week.", "Which of my players will be off that week?"],
    expect: "rosterStatus",
    week: 14,
  },
  { turns: ["any1 hurt on my squad? and who should i pick up"], expect: ["rosterStatus", "waivers"] },

  // positionRank
  { turns: ["rank my wrs for this week"], expect: "positionRank", position: "WR" },
  {
    turns: ["rank my running backs fa week 11, best to worst"],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  {
    turns: ["Could you put my tight ends in order, best to worst, for this week?"],
    expect: "positionRank",
    position: "TE",
  },
  { turns: ["my rbs r a mess", "rank em 4 me this wk"], expect: "positionRank", position: "RB" },
  {
    turns: ["rank my wide receivers", "now do the same for my qbs"],
    expect: "positionRank",
    position: "QB",
  },
  {
    turns: ["wicked tough call at WR next week", "rank all my receivahs fa next week, best to worst"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },

  // projectedTotal
  { turns: ["wuts my projected pts this wk + floor/ceiling"], expect: "projectedTotal" },
  { turns: ["How many points is my team projected to score this week?"], expect: "projectedTotal" },
  {
    turns: ["ok lineup's set", "so what am i projected fa, ballpahk, and what's the range"],
    expect: "projectedTotal",
  },
  { turns: ["what's my team's ceiling this week? need a big one"], expect: "projectedTotal" },
  {
    turns: ["Thank you for the help with my lineup.", "What would my projected total be for week 12?"],
    expect: "projectedTotal",
    week: 12,
  },
  { turns: ["projected total next week, worst case?"], expect: "projectedTotal", week: "next" },

  // leaders
  { turns: ["who's the best team in the league right now"], expect: "leaders" },
  {
    turns: ["we got a league bet goin at the bah", "who leads the league in points, kid? bet it ain't me"],
    expect: "leaders",
  },
  { turns: ["Could you show me the full league standings?"], expect: "leaders" },
  { turns: ["who's top dog by playoff odds? show me the leaderboard"], expect: "leaders" },
  { turns: ["who's got the best record", "and who's scored the most points"], expect: "leaders" },
  { turns: ["show me the standings n where do i rank"], expect: ["leaders", "record"] },

  // sleepers
  {
    turns: [
      "Good morning!",
      "The sisters and I were discussing fantasy football after breakfast.",
      "Are there any sleepers for next week whom other managers may have overlooked?",
    ],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["gimme some under the radar dudes nobody's watchin"], expect: "sleepers" },
  {
    turns: ["any deep sleepahs at wide receivah for next week?"],
    expect: "sleepers",
    position: "WR",
    week: "next",
  },
  {
    turns: ["waiver wire is picked clean in this league", "any sleepers nobody's talking about?"],
    expect: "sleepers",
  },
  {
    turns: ["any sleepers 4 next wk?", "wut about at tight end specifically"],
    expect: "sleepers",
    position: "TE",
    week: "next",
  },

  // dropStash
  { turns: ["should i drop my injured guys or stash em on IR"], expect: "dropStash" },
  {
    turns: ["Should I keep Tyreek Hill in my IR slot or let him go?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["nabahs is done fa the yeah, do i cut him or stash him"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["is joe burrow coming back this yr?", "k so stash him on ir or drop him lol"],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  {
    turns: ["Two of my players are on injured reserve now.", "Is it better to release them or hold on to them?"],
    expect: "dropStash",
  },
  {
    turns: ["skattebo's ankle is toast apparently", "drop or stash him? and who do i grab to replace him"],
    expect: ["dropStash", "waivers"],
    players: ["Cam Skattebo"],
  },

  // byeCover
  { turns: ["maye's on bye soon, who's a good QB streamah to covah"], expect: "byeCover", position: "QB" },
  {
    turns: ["My tight end has a bye next week. Whom might I pick up as a fill-in?"],
    expect: "byeCover",
    position: "TE",
    week: "next",
  },
  { turns: ["aubrey's on bye. k streamer 4 the bye wk?"], expect: "byeCover", position: "K" },
  {
    turns: ["which of my guys are on bye next week", "ok who covers my rb that's out"],
    expect: "byeCover",
    position: "RB",
    week: "next",
  },
  {
    turns: ["my WR1's on bye week 12, kid", "who do i plug in to covah it"],
    expect: "byeCover",
    position: "WR",
    week: 12,
  },

  // scenario
  { turns: ["if i win out do i make it?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["Supposing we go 3 and 2 over our last five games, what would our playoff chances be?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["who'm i playin this week", "the envy? ugh, rowan's team is loaded", "if i lose this one am i done kid?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["odds if i go 2-1 down the stretch?"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  {
    turns: ["What are my playoff odds at present?", "And if we should lose this Sunday?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  { turns: ["playoff odds?", "what if i win 2 more"], expect: "scenario", scenario: { wins: 2, games: null } },
  {
    turns: ["wat if i win out", "ok n if i only win 3 of the last 4"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },

  // tradeIdeas
  {
    turns: ["what could i get fa saquon if i shopped him around?"],
    expect: "tradeIdeas",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["Might you suggest some trade ideas that would strengthen my receivers?"],
    expect: "tradeIdeas",
    position: "WR",
  },
  { turns: ["any 2-4-1 trade ideas? got depth at wr, need an rb1"], expect: "tradeIdeas" },
  { turns: ["who should i trade with? which teams need what i've got"], expect: "tradeIdeas" },
  {
    turns: ["pocket passahs are desperate fa a QB", "what could i pry outta them fa lamar?"],
    expect: "tradeIdeas",
    players: ["Lamar Jackson"],
    team: "Pocket Passers",
  },
  {
    turns: ["wut's a.j. brown worth", "ok so what could i flip him 4? gimme targets"],
    expect: "tradeIdeas",
    players: ["A.J. Brown"],
  },

  // help
  { turns: ["Forgive me, I'm new to all of this. What exactly can you help me with?"], expect: "help" },
  { turns: ["wat r ur commands? rtfm me"], expect: "help" },
  { turns: ["how does this thing work? can you make trades for me or do you just give advice"], expect: "help" },
  { turns: ["yo", "what kinda stuff can you do, kid"], expect: "help" },
  { turns: ["hi", "first time using this. what can you tell me about my league?"], expect: "help" },

  // None
  { turns: ["what's the weather gonna be like at logan tonight? might be a busy night"], expect: "None" },
  { turns: ["Could you recommend a good soup recipe that would feed forty sisters?"], expect: "None" },
  { turns: ["sox gonna sign anybody this wintah or what"], expect: "None" },
  { turns: ["whats the best linux distro 4 pwning n00bs at a ctf"], expect: "None" },
  { turns: ["thanks fa the lineup help kid", "now tell me a joke about the jets"], expect: "None" },
  {
    turns: ["cool thanks", "what's the spread on chiefs-broncos? thinking of putting 50 bucks on it"],
    expect: "None",
  },
  {
    turns: [
      "That is very helpful, thank you.",
      "Do you happen to know what time the Saturday vigil Mass starts at St. Anne's?",
    ],
    expect: "None",
  },
  { turns: ["who invented the internet, 4 real"], expect: "None" },
];
