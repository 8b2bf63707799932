// Blind held-out evaluation set 59 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a sportsbook-obsessed college kid (asking about fantasy), a rancher, a Welsh fan
// (tidy, lush, boyo), a lawyer who hedges every sentence.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_59: HeldOutCase[] = [
  // startSit
  {
    turns: ["bro jacobs or kyren this wk, which one's the lock 🔒"],
    expect: "startSit",
    players: ["Josh Jacobs", "Kyren Williams"],
  },
  {
    turns: [
      "Got Chuba Hubbard and Rico Dowdle both sittin on my bench and only room for one of em.",
      "Which one do I put in there this week?",
    ],
    expect: "startSit",
    players: ["Chuba Hubbard", "Rico Dowdle"],
  },
  {
    turns: ["Should I be starting Jaxon Smith-Njigba this week or is that daft, boyo?"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["Subject to any late-breaking news, would you advise that I start Bo Nix or Drake Maye this week?"],
    expect: "startSit",
    players: ["Bo Nix", "Drake Maye"],
  },
  {
    turns: ["fading puka this week? rams got a nasty matchup", "ok and next week, same call or do i play him"],
    expect: "startSit",
    players: ["Puka Nacua"],
    week: "next",
  },
  {
    turns: [
      "Tidy win last week mun, well chuffed.",
      "Now then, Zay Flowers or Jameson Williams for Sunday? Can't decide for the life of me.",
    ],
    expect: "startSit",
    players: ["Zay Flowers", "Jameson Williams"],
  },

  // compare
  {
    turns: [
      "For the remainder of the season — not merely this week — who is the superior asset, " +
        "Ashton Jeanty or Omarion Hampton?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["long term who u taking, nabers or BTJ? dynasty brain activated 🧠"],
    expect: "compare",
    players: ["Malik Nabers", "Brian Thomas Jr."],
  },
  {
    turns: [
      "Been thinking about Bijan a lot lately.",
      "Him or Gibbs for the rest of the season, which one's the lush one?",
    ],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: ["I got Trey McBride on my team.", "Him or Brock Bowers for the long haul, which one's the better animal?"],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: [
      "Let's set this week aside entirely.",
      "Over the balance of the season, Garrett Wilson versus Drake London: which would you rather own, " +
        "all things considered?",
    ],
    expect: "compare",
    players: ["Garrett Wilson", "Drake London"],
  },
  {
    turns: ["who's better ROS, chase brown or james cook", "nah swap cook for bucky irving, same q"],
    expect: "compare",
    players: ["Chase Brown", "Bucky Irving"],
  },

  // slot
  {
    turns: ["Who oughta fill my flex spot this week? Got a few fellers I could put in there."],
    expect: "slot",
  },
  { turns: ["Who's going in my RB2 spot this weekend, butt?"], expect: "slot", position: "RB" },
  {
    turns: [
      "I've been going back and forth on my WR3 slot.",
      "Who, in your view, should occupy it this week? I'm open to persuasion.",
    ],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["Quarterback spot's doing my head in, honest.", "Who should I stick in there this week then?"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["locked in my rbs already", "qb too", "flex for week 11 tho, who we riding with"],
    expect: "slot",
    week: 11,
  },

  // lineup
  {
    turns: [
      "Could you look over my whole lineup for this week and tell me if it looks right? Don't want no surprises.",
    ],
    expect: "lineup",
  },
  { turns: ["optimize my lineup for max points, treat it like a parlay, no dead legs"], expect: "lineup" },
  { turns: ["Sort my starting lineup out for Sunday, would you? Want it proper tidy."], expect: "lineup" },
  {
    turns: [
      "I'd like to be thorough this week.",
      "Could you review my entire starting lineup and identify any changes you would, on balance, recommend?",
    ],
    expect: "lineup",
  },
  {
    turns: ["Set my lineup for me this week.", "Actually do it for next week, I'll be out at the sale barn all Sunday"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["Is my lineup alright for week 12 or have I made a right pig's ear of it?"],
    expect: "lineup",
    week: 12,
  },

  // outlook
  {
    turns: ["whats the ceiling on achane this week, we smashing the over? 📈"],
    expect: "outlook",
    players: ["De'Von Achane"],
  },
  {
    turns: [
      "What, realistically, is the rest-of-season outlook for Marvin Harrison Jr.? " +
        "I ask without any intention of moving him.",
    ],
    expect: "outlook",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: ["Picked up Woody Marks a while back.", "How many points you reckon he puts up this week?"],
    expect: "outlook",
    players: ["Woody Marks"],
  },
  {
    turns: ["How's Puka looking for the rest of the season then? Been lush so far."],
    expect: "outlook",
    players: ["Puka Nacua"],
  },
  { turns: ["tee higgins projection this week?", "and ja'marr"], expect: "outlook", players: ["Ja'Marr Chase"] },
  {
    turns: [
      "I own Derrick Henry, for context.",
      "What is his projected output for week 11, insofar as you can estimate it?",
    ],
    expect: "outlook",
    players: ["Derrick Henry"],
    week: 11,
  },

  // status
  {
    turns: ["Is Christian McCaffrey playin Sunday or is he banged up again?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["hearing stuff about kittle on twitter", "is he actually out this wk or is that cap"],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: [
      "Could you confirm, to the best of your information, whether Mark Andrews is expected to suit up this week?",
    ],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: ["Brock Purdy's toe again, is it?", "So is he playing or not, boyo?"],
    expect: "status",
    players: ["Brock Purdy"],
  },
  {
    turns: ["start jeanty or hampton", "wait is hampton even healthy rn"],
    expect: "status",
    players: ["Omarion Hampton"],
  },

  // tradeValue
  {
    turns: ["Hypothetically speaking, what would Saquon Barkley fetch on the trade market in this league?"],
    expect: "tradeValue",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["sell high on jsn rn or ride the heater? 🔥"],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["Folks keep askin me about James Cook.", "What's he worth in a trade, honest?"],
    expect: "tradeValue",
    players: ["James Cook"],
  },
  {
    turns: [
      "Several managers have inquired about Jonathan Taylor.",
      "Should I entertain offers, or is the prudent course simply to hold him?",
    ],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  { turns: ["whats cmc worth in a trade", "ok and bijan"], expect: "tradeValue", players: ["Bijan Robinson"] },

  // buyLow
  { turns: ["who are the buy low guys rn, looking for plus-money value"], expect: "buyLow" },
  { turns: ["Any players I should be nicking on the cheap? Buy-low shouts, like."], expect: "buyLow" },
  {
    turns: [
      "Are there any players, league-wide, whose value is presently depressed such that acquiring them now " +
        "would be advantageous?",
    ],
    expect: "buyLow",
  },
  { turns: ["any sell-high candidates on my roster", "flip it, who do i buy low on"], expect: "buyLow" },
  {
    turns: [
      "Market's been awful strange this year.",
      "Which players on other folks' teams are goin cheap that I oughta trade for?",
    ],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["someone offered me davante adams for rome odunze, smash accept or fade?"],
    expect: "trade",
    players: ["Davante Adams", "Rome Odunze"],
  },
  {
    turns: [
      "I have received a proposal: my Kenneth Walker III for their Jaylen Waddle. " +
        "Would accepting be in my interest?",
    ],
    expect: "trade",
    players: ["Kenneth Walker III", "Jaylen Waddle"],
  },
  {
    turns: [
      "Coach Tatum sent me somethin this mornin.",
      "Wants my Chris Olave for his Javonte Williams. Should I take it?",
    ],
    expect: "trade",
    players: ["Chris Olave", "Javonte Williams"],
  },
  {
    turns: ["Would you do Ladd McConkey for Tee Higgins? Straight swap, nice and tidy."],
    expect: "trade",
    players: ["Ladd McConkey", "Tee Higgins"],
  },
  {
    turns: ["got offered tetairoa mcmillan for jayden daniels", "would u hit accept or is that a sucker bet"],
    expect: "trade",
    players: ["Tetairoa McMillan", "Jayden Daniels"],
  },
  {
    turns: [
      "Hail Mary Heroes have proposed Breece Hall for DK Metcalf.",
      "Setting sentiment aside, is that a fair exchange for me?",
    ],
    expect: "trade",
    players: ["Breece Hall", "DK Metcalf"],
  },

  // waivers
  {
    turns: ["how much faab do i throw at kimani vidal, got $61 left"],
    expect: "waivers",
    players: ["Kimani Vidal"],
  },
  { turns: ["Best tight end on the wire this week, d'you reckon?"], expect: "waivers", position: "TE" },
  {
    turns: [
      "My bench is, candidly, threadbare.",
      "Which free agents would you recommend I claim this week, and how much FAAB should I commit?",
    ],
    expect: "waivers",
  },
  { turns: ["who's the top wr on waivers", "what about rb"], expect: "waivers", position: "RB" },
  {
    turns: ["Lost a runnin back for the year Sunday.", "Who should I go get off the wire to replace him?"],
    expect: "waivers",
    position: "RB",
  },

  // playoffs
  { turns: ["what are my playoff odds, give it to me like a moneyline"], expect: "playoffs" },
  { turns: ["Am I making the playoffs or what, boyo?"], expect: "playoffs" },
  { turns: ["Been a rough stretch for us.", "Reckon we still make the playoffs?"], expect: "playoffs" },
  { turns: ["lost by 2 pts last week 💀", "am i cooked for playoffs or nah"], expect: "playoffs" },
  {
    turns: ["What's my record now?", "Duw, that's grim.", "And what are my chances of the playoffs then?"],
    expect: "playoffs",
  },

  // improveOdds
  {
    turns: ["What steps, if any, could I reasonably take to improve my chances of reaching the playoffs?"],
    expect: "improveOdds",
  },
  { turns: ["What do I gotta do to bump my playoff chances up some?"], expect: "improveOdds" },
  { turns: ["what are my playoff odds", "how do i get that number up, what moves"], expect: "improveOdds" },
  { turns: ["Tell me straight, what moves get me into the playoffs?"], expect: "improveOdds" },
  {
    turns: ["My odds look, frankly, unfavourable.", "Which roster moves would most meaningfully raise them?"],
    expect: "improveOdds",
  },

  // matchup
  { turns: ["am i favored this week? whats the line on my matchup lol"], expect: "matchup" },
  { turns: ["What are my chances of beatin Coach Quinn this week?"], expect: "matchup", team: "Blitz Brigade" },
  {
    turns: [
      "I understand I face Pocket Passers this week.",
      "Would you characterise me as the favourite, or is that overstating it?",
    ],
    expect: "matchup",
    team: "Pocket Passers",
  },
  { turns: ["who am i up against this week", "damn ok", "and next week?"], expect: "matchup", week: "next" },
  {
    turns: ["Sunday Scaries put up a big ol number last week.", "What's my win probability against em this week?"],
    expect: "matchup",
    team: "Sunday Scaries",
  },

  // record
  { turns: ["whats my W-L, am i above .500"], expect: "record" },
  { turns: ["Where am I in the table, butt?"], expect: "record" },
  { turns: ["For my own records, could you state my current win-loss record and where I stand?"], expect: "record" },
  { turns: ["Lush win last night, proper tidy.", "So what's that make my record now?"], expect: "record" },
  { turns: ["who's in first", "and where am i at"], expect: "record" },

  // rosterStatus
  {
    turns: ["Could you advise which of my players, if any, are injured or on bye this week?"],
    expect: "rosterStatus",
  },
  { turns: ["Anybody on my roster got a bye next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["who's hurt on my team rn", "and byes for week 12?"], expect: "rosterStatus", week: 12 },
  { turns: ["Who's crocked on my squad this week then?"], expect: "rosterStatus" },
  {
    turns: ["Fixin to plan out the next couple weeks.", "Which of my boys got byes in week 13?"],
    expect: "rosterStatus",
    week: 13,
  },

  // positionRank
  { turns: ["Rank my wide receivers for this week, would you?"], expect: "positionRank", position: "WR" },
  { turns: ["rank my rbs for week 11 best to worst"], expect: "positionRank", position: "RB", week: 11 },
  {
    turns: ["Could you order my tight ends from most to least favourable for this week?"],
    expect: "positionRank",
    position: "TE",
  },
  { turns: ["Rank my runnin backs this week.", "Now do the receivers."], expect: "positionRank", position: "WR" },
  {
    turns: ["Please rank my wide receivers for this week.", "The same exercise for next week, if you would."],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  { turns: ["QBs on my roster, rank em for this week"], expect: "positionRank", position: "QB" },

  // projectedTotal
  { turns: ["what's my team projected for this week, set the over/under lol"], expect: "projectedTotal" },
  { turns: ["What's my floor and ceiling for this week then?"], expect: "projectedTotal" },
  {
    turns: [
      "I'd like a sense of my team's range this week.",
      "What is my projected total, with a floor and a ceiling?",
    ],
    expect: "projectedTotal",
  },
  { turns: ["projected total this wk?", "and week 12"], expect: "projectedTotal", week: 12 },
  { turns: ["Set my lineup, please.", "What's it projected to score then?"], expect: "projectedTotal" },

  // leaders
  { turns: ["Who's the top dog in this league?"], expect: "leaders" },
  { turns: ["who's leading the league in points for"], expect: "leaders" },
  { turns: ["Which team, objectively, appears strongest in the league at present?"], expect: "leaders" },
  { turns: ["who's got the best playoff odds in the league, who's the chalk"], expect: "leaders" },
  {
    turns: ["Red Zone Raiders are flying, aren't they?", "Who's actually top of the league though?"],
    expect: "leaders",
  },

  // sleepers
  { turns: ["gimme some sleepers for next week, longshot plays 🎯"], expect: "sleepers", week: "next" },
  { turns: ["Who are the under-the-radar lads worth a punt next week?"], expect: "sleepers", week: "next" },
  { turns: ["Are there any under-the-radar players you would, cautiously, flag as sleepers?"], expect: "sleepers" },
  { turns: ["need some deep sleepers", "rbs only"], expect: "sleepers", position: "RB" },
  { turns: ["Who's a sleeper for this week?", "How bout for next week?"], expect: "sleepers", week: "next" },

  // dropStash
  {
    turns: ["Should I retain my injured players on IR, or release them to free up roster space?"],
    expect: "dropStash",
  },
  {
    turns: ["Tyreek Hill's done for the year. Cut him or hang on to him?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  { turns: ["drop or stash my hurt guys? need roster spots for waiver darts"], expect: "dropStash" },
  {
    turns: ["Tucker Kraft's done for the season, torn ACL.", "Bin him or keep him stashed, what d'you reckon?"],
    expect: "dropStash",
    players: ["Tucker Kraft"],
  },
  {
    turns: [
      "Joe Burrow's return timeline remains uncertain.",
      "Is it defensible to continue stashing him, or should I cut bait?",
    ],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },

  // byeCover
  { turns: ["Bowers is on bye, need a tight end to cover. Who's about?"], expect: "byeCover", position: "TE" },
  {
    turns: ["my qb's on bye next week, who's the best streamer"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  { turns: ["Need a kicker to fill in for the bye week. Who's out there?"], expect: "byeCover", position: "K" },
  {
    turns: ["My starting quarterback has a bye in week 12.", "Whom would you recommend as a stopgap?"],
    expect: "byeCover",
    position: "QB",
    week: 12,
  },
  {
    turns: ["who's on bye for me next week", "ok who covers my wr spot then"],
    expect: "byeCover",
    position: "WR",
    week: "next",
  },

  // scenario
  { turns: ["if i win out what are my odds"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["Say I go 3-1 the rest of the way, do I get in?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["Assuming, arguendo, that I win two of my remaining three games, what would my playoff odds be?"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  { turns: ["playoff odds?", "ok and if i go 2-2"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  {
    turns: ["If I win out, am I in?", "What if I drop this week's game?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // tradeIdeas
  { turns: ["what could i get for breece hall, shopping him"], expect: "tradeIdeas", players: ["Breece Hall"] },
  { turns: ["Any 2-for-1 ideas to upgrade my receivers, butt?"], expect: "tradeIdeas" },
  {
    turns: ["I have a surplus at running back.", "What trade targets might I pursue, and with which teams?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["what could i get for lamar", "from pocket passers specifically"],
    expect: "tradeIdeas",
    players: ["Lamar Jackson"],
    team: "Pocket Passers",
  },
  {
    turns: ["Got too many quarterbacks, mun.", "What could I get for Jalen Hurts then?"],
    expect: "tradeIdeas",
    players: ["Jalen Hurts"],
  },

  // help
  { turns: ["how does this thing work, what can u actually answer"], expect: "help" },
  { turns: ["Alright boyo, what can you help me with then?"], expect: "help" },
  {
    turns: ["Before I proceed, could you outline the scope of what you are able to assist with?"],
    expect: "help",
  },
  { turns: ["yo", "what do u do exactly"], expect: "help" },
  { turns: ["First time using this, mind.", "How does it all work?"], expect: "help" },

  // None
  { turns: ["what's the spread on chiefs bills sunday, tryna hammer it"], expect: "None" },
  { turns: ["Gonna rain out here Saturday? Need to get the hay in."], expect: "None" },
  { turns: ["Who you got for the Six Nations then, Wales or England?"], expect: "None" },
  { turns: ["Could you draft a short indemnity clause for a services agreement?"], expect: "None" },
  { turns: ["am i favored this week", "ok unrelated but give me a 3 leg nba parlay for tonight"], expect: "None" },
  { turns: ["How long do I smoke a brisket for?"], expect: "None" },
  { turns: ["Tell us a joke, go on."], expect: "None" },
  {
    turns: [
      "Thank you for the lineup advice.",
      "Separately, what is the statute of limitations for breach of contract in Texas?",
    ],
    expect: "None",
  },

  // two asks
  { turns: ["what's my record and am i making playoffs or nah"], expect: ["record", "playoffs"] },
  {
    turns: ["Is Dalton Kincaid playin this week, and if he ain't, who should I grab at tight end off the wire?"],
    expect: ["status", "waivers"],
    players: ["Dalton Kincaid"],
    position: "TE",
  },
  {
    turns: ["Who am I playing this week then, butt, and what am I projected to score?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["Could you tell me my playoff odds and, further, what I might do to improve them?"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["is ja'marr playing sunday and whats his ceiling"],
    expect: ["status", "outlook"],
    players: ["Ja'Marr Chase"],
  },
  { turns: ["Who's leadin the league, and where do I stand?"], expect: ["leaders", "record"] },
  {
    turns: ["Right, big week this.", "Set my lineup and tell me who's injured on my squad, ta."],
    expect: ["lineup", "rosterStatus"],
  },
  {
    turns: ["What is Drake London's trade value, and, relatedly, what might I acquire were I to shop him?"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Drake London"],
  },
  {
    turns: ["any sleepers for next wk? and should i stash or cut my injured dudes"],
    expect: ["sleepers", "dropStash"],
    week: "next",
  },
  {
    turns: [
      "Got Deebo Samuel and Jakobi Meyers.",
      "Which one starts this week, and who's the better one the rest of the year?",
    ],
    expect: ["startSit", "compare"],
    players: ["Deebo Samuel", "Jakobi Meyers"],
  },
  {
    turns: ["Who should I pick up this week, and who's a good buy-low shout?"],
    expect: ["waivers", "buyLow"],
  },
  {
    turns: ["Would you accept Cooper Kupp for Khalil Shakir, and if not, whom else might I target in a trade?"],
    expect: ["trade", "tradeIdeas"],
    players: ["Cooper Kupp", "Khalil Shakir"],
  },
  {
    turns: ["rank my wrs for this week and who's filling my flex"],
    expect: ["positionRank", "slot"],
    position: "WR",
  },
  {
    turns: ["If I win out do I make it, and what moves would help my odds?"],
    expect: ["scenario", "improveOdds"],
    scenario: "win-out",
  },
  {
    turns: ["Briefly, what are you able to help with? And, while I have you, who is my opponent this week?"],
    expect: ["help", "matchup"],
  },
  {
    turns: ["who's got a bye on my team next week and who do i stream at qb"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "QB",
  },
];
