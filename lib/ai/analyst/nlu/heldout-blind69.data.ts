// Blind held-out evaluation set 69 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: an electrician, a yoga-studio owner, a Filipino nurse in the US (po, naman),
// an angry manager venting after a loss.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_69: HeldOutCase[] = [
  // startSit
  {
    turns: ["hi po, quick lang, Chase Brown or Kenneth Walker this week? one RB spot lang naman"],
    expect: "startSit",
    players: ["Chase Brown", "Kenneth Walker III"],
  },
  {
    turns: [
      "lost AGAIN. Kamara put up 4 points in my lineup. FOUR. unreal",
      "him or Rhamondre this week. pick one i dont care anymore",
    ],
    expect: "startSit",
    players: ["Alvin Kamara", "Rhamondre Stevenson"],
  },
  {
    turns: [
      "breaker's tripped on this job so i got a minute",
      "Jameson Williams or Zay Flowers, which one goes in sunday",
    ],
    expect: "startSit",
    players: ["Jameson Williams", "Zay Flowers"],
  },
  {
    turns: ["Trying to set an intention for Sunday 🧘‍♀️ my gut says sit Travis Kelce this week. Is my gut right?"],
    expect: "startSit",
    players: ["Travis Kelce"],
  },
  {
    turns: [
      "Thank you po sa advice kanina, Goff na lang this week",
      "what about next week naman, Bo Nix or Jared Goff?",
    ],
    expect: "startSit",
    players: ["Bo Nix", "Jared Goff"],
    week: "next",
  },
  {
    turns: ["hunter henry or dalton kincaid at TE sunday? flip a coin or what"],
    expect: "startSit",
    players: ["Hunter Henry", "Dalton Kincaid"],
  },

  // compare
  {
    turns: ["Long-term energy check: Puka Nacua or Amon-Ra St. Brown for the rest of the season?"],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: ["GM po, dynasty-ish question lang 😅", "who's better long term po, Ashton Jeanty or Omarion Hampton?"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "forget this week, this week is already ruined. ROS who's actually better, Bucky Irving or Breece Hall. " +
        "and which one do i start this week since i have to pick anyway",
    ],
    expect: ["compare", "startSit"],
    players: ["Bucky Irving", "Breece Hall"],
  },
  {
    turns: [
      "had Jaxon Smith-Njigba as my WR1 since the draft, dude's been a live wire",
      "is he better than Drake London the rest of the way or nah",
    ],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Drake London"],
  },
  {
    turns: [
      "I can't decide who I'd rather have going forward — Trey McBride or Brock Bowers. Not for this week, " +
        "just overall.",
    ],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: [
      "Sino po mas maganda for the rest of the season, Tetairoa McMillan or Emeka Egbuka?",
      "how about McMillan vs Jaxon Smith-Njigba naman po? long term din",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Jaxon Smith-Njigba"],
  },

  // slot
  {
    turns: ["just got home from a service call", "who do i put in my flex this week? dont want to overthink it"],
    expect: "slot",
  },
  {
    turns: [
      "my RB2 just got hurt in practice. OF COURSE he did",
      "so who fills the RB2 spot now. everyone on my bench is trash",
    ],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["Who belongs in my flex spot this week? I want balance, not chaos ✨"],
    expect: "slot",
  },
  {
    turns: ["who should i put sa QB spot ko this week po? nalilito na ako"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["got an empty flex slot like an open junction box lol. who should go there this wk"],
    expect: "slot",
  },
  {
    turns: ["WR2 spot. who goes there this week. dont give me an essay i'm too mad"],
    expect: "slot",
    position: "WR",
  },

  // lineup
  {
    turns: ["Can you look over my whole lineup for Sunday and tell me if anything feels off? 🙏"],
    expect: "lineup",
  },
  {
    turns: [
      "Hello po, 12 hour shift ko today so wala akong time mag-check",
      "pa-optimize naman po ng lineup ko this week, thank you!",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "set my lineup. the best one. the one that doesn't lose by 2 points like last week. " +
        "and who am i even playing",
    ],
    expect: ["lineup", "matchup"],
  },
  {
    turns: ["run a full check on my starting lineup before kickoff, like an inspection. nothing left loose"],
    expect: "lineup",
  },
  {
    turns: ["ok this week's set, thanks", "can you build my lineup for week 12 too while youre at it"],
    expect: "lineup",
    week: 12,
  },
  {
    turns: ["Is my lineup optimal right now or should I shuffle some things around?"],
    expect: "lineup",
  },

  // outlook
  {
    turns: ["what's the ceiling on JT this week, he gonna light up? and is he even healthy, heard he was limited"],
    expect: ["outlook", "status"],
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["hi po ulit", "How many points po projected si De'Von Achane this week?"],
    expect: "outlook",
    players: ["De'Von Achane"],
  },
  {
    turns: ["Brian Thomas Jr has been a total FRAUD this year", "what does the rest of his season even look like"],
    expect: "outlook",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["What's the outlook for Jaxson Dart the rest of the season? I like his energy"],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["Nag-pickup ako ng Harold Fannin last week po", "ano po projection niya for next week?"],
    expect: "outlook",
    players: ["Harold Fannin Jr."],
    week: "next",
  },
  {
    turns: ["give me a floor and ceiling on Ladd McConkey for week 11"],
    expect: "outlook",
    players: ["Ladd McConkey"],
    week: 11,
  },

  // status
  {
    turns: [
      "How's Christian McCaffrey looking this week po?",
      "playing po ba talaga siya on Sunday? medyo worried ako",
    ],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["is Malik Nabers even playing again this year or what?? nobody tells me ANYTHING"],
    expect: "status",
    players: ["Malik Nabers"],
  },
  {
    turns: ["heard something on the radio at the jobsite about George Kittle", "is he hurt again?"],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: [
      "Is Joe Burrow healthy enough to play this week? And if he is, what's his outlook? " +
        "I'm trying not to attach but...",
    ],
    expect: ["status", "outlook"],
    players: ["Joe Burrow"],
  },
  {
    turns: ["si Rashee Rice po ba suspended pa rin?", "ok po, and is he a game-time decision this week or full go?"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["Mark Andrews questionable AGAIN?? is he playing or not"],
    expect: "status",
    players: ["Mark Andrews"],
  },

  // tradeValue
  {
    turns: ["what's Derrick Henry worth in a trade right now? he's 31, old wiring"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["Should I sell Garrett Wilson while his value is high, or hold and trust the process?"],
    expect: "tradeValue",
    players: ["Garrett Wilson"],
  },
  {
    turns: [
      "may nag-message sa akin about Travis Etienne po",
      "magkano po value niya in a trade? sell or hold ko po ba?",
    ],
    expect: "tradeValue",
    players: ["Travis Etienne Jr."],
  },
  {
    turns: ["is Kyle Pitts worth ANYTHING in trades at this point? sell or hold, be honest"],
    expect: "tradeValue",
    players: ["Kyle Pitts"],
  },
  {
    turns: [
      "Josh Jacobs has been carrying my whole team",
      "should i sell high on him or keep him thru the playoffs? and what's his outlook rest of the way",
    ],
    expect: ["tradeValue", "outlook"],
    players: ["Josh Jacobs"],
  },
  {
    turns: [
      "What's Jayden Daniels' outlook for the rest of the season?",
      "And how much trade value does he have right now?",
    ],
    expect: "tradeValue",
    players: ["Jayden Daniels"],
  },

  // buyLow
  {
    turns: ["who are the buy low guys right now. i need to steal someone from these clowns"],
    expect: "buyLow",
  },
  {
    turns: ["Ano po yung mga buy-low targets sa league natin ngayon?"],
    expect: "buyLow",
  },
  {
    turns: ["any sell-high candidates out there? want to cash out before the bulb burns out"],
    expect: "buyLow",
  },
  {
    turns: [
      "I'm feeling like it's time to be proactive 🌱",
      "Which players are undervalued right now that I could buy low on?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "everyone in this league overpays for name value",
      "so who's cheap right now that's actually good. buy low list",
    ],
    expect: "buyLow",
  },
  {
    turns: ["sino po ang dapat i-sell high ko ngayon? yung mga sobrang taas na ng value"],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["offer came in: my Tee Higgins for his Jahmyr Gibbs. take it?"],
    expect: "trade",
    players: ["Tee Higgins", "Jahmyr Gibbs"],
  },
  {
    turns: ["Coach Quinn wants my Saquon for his DK Metcalf and Jaylen Warren. is he INSULTING me"],
    expect: "trade",
    players: ["Saquon Barkley", "DK Metcalf", "Jaylen Warren"],
    team: "Blitz Brigade",
  },
  {
    turns: ["Someone offered Terry McLaurin for my Javonte Williams. Does this trade feel balanced to you?"],
    expect: "trade",
    players: ["Terry McLaurin", "Javonte Williams"],
  },
  {
    turns: ["Pocket Passers po nag-offer sa akin", "Jaylen Waddle nila for my Quinshon Judkins. accept ko po ba?"],
    expect: "trade",
    players: ["Jaylen Waddle", "Quinshon Judkins"],
    team: "Pocket Passers",
  },
  {
    turns: [
      "thinking about sending an offer out",
      "Chris Olave + Tony Pollard for James Cook. fair or am i about to get shocked",
    ],
    expect: "trade",
    players: ["Chris Olave", "Tony Pollard", "James Cook"],
  },
  {
    turns: ["Lamar for Drake Maye straight up. yes or no", "ok what if they throw in Jake Ferguson too"],
    expect: "trade",
    players: ["Lamar Jackson", "Drake Maye", "Jake Ferguson"],
  },

  // waivers
  {
    turns: ["Sino po injured sa roster ko?", "ok po, so sino po ang best pickup sa waivers this week?"],
    expect: "waivers",
  },
  {
    turns: ["how much faab should i throw at the hot rb add this week? got $41 left"],
    expect: "waivers",
  },
  {
    turns: ["my bench is a landfill", "who's on the wire worth grabbing, i'll cut anyone"],
    expect: "waivers",
  },
  {
    turns: ["Who's on the free agent list that I should welcome onto my team this week? 🌼"],
    expect: "waivers",
  },
  {
    turns: ["thinking about putting a claim in for Kyle Monangai", "how much faab for him?"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["Pwede po bang mag-bid ng FAAB for a WR? who's the best WR sa waiver wire po?"],
    expect: "waivers",
    position: "WR",
  },

  // playoffs
  {
    turns: ["just tell me straight. am i making the playoffs or not"],
    expect: "playoffs",
  },
  {
    turns: ["What are my chances of making the playoffs? Breathing deeply before you answer 😅"],
    expect: "playoffs",
  },
  {
    turns: ["Hay naku talo na naman kami", "ano po chance ko na makapasok sa playoffs?"],
    expect: "playoffs",
  },
  {
    turns: ["what are my playoff odds looking like, percentage wise"],
    expect: "playoffs",
  },
  {
    turns: [
      "won by 30 this week finally, lights are back on",
      "where does that put my playoff chances? and who do i play next week",
    ],
    expect: ["playoffs", "matchup"],
    week: "next",
  },
  {
    turns: ["3 losses in a row. THREE.", "is my season over? like playoff-wise. am i still alive"],
    expect: "playoffs",
  },

  // improveOdds
  {
    turns: ["What moves can I make to raise my playoff odds? I want to be intentional about this final stretch"],
    expect: "improveOdds",
  },
  {
    turns: ["Ano po pwede kong gawin para tumaas yung chance ko sa playoffs?"],
    expect: "improveOdds",
  },
  {
    turns: ["what do i have to DO to make the playoffs. trade? pickup? tell me"],
    expect: "improveOdds",
  },
  {
    turns: ["odds are low, i know, i know", "what's the fix? what moves get me in"],
    expect: "improveOdds",
  },
  {
    turns: ["if you were me what roster moves would bump my playoff % the most"],
    expect: "improveOdds",
  },
  {
    turns: [
      "Thank you for the odds, that was a lot to sit with",
      "So how do I improve them? And who should I pick up?",
    ],
    expect: ["improveOdds", "waivers"],
  },

  // matchup
  {
    turns: ["who am i up against this week"],
    expect: "matchup",
  },
  {
    turns: ["am i favored this week or am i getting robbed again? and whats my projected total"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["What's my win probability po vs Red Zone Raiders this week?"],
    expect: "matchup",
    team: "Red Zone Raiders",
  },
  {
    turns: ["Feeling some nerves about Sunday", "Who's my opponent, and do I have a good chance?"],
    expect: "matchup",
  },
  {
    turns: ["who am i playing this week po?", "What about next week po, sino kalaban ko?"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: ["Coach Marlow's team is STACKED. do i even have a chance this week"],
    expect: "matchup",
    team: "Two-Minute Drill",
  },

  // record
  {
    turns: ["Ano po record ko ngayon?"],
    expect: "record",
  },
  {
    turns: ["what's my W-L right now, lost track between jobs"],
    expect: "record",
  },
  {
    turns: ["another L. by 1.2 points.", "what place am i even in now. don't sugarcoat it"],
    expect: "record",
  },
  {
    turns: ["Where do I stand in the league right now?"],
    expect: "record",
  },
  {
    turns: ["I've been on a retreat all week, no phone 🧘‍♀️", "Catch me up, what's my record now?"],
    expect: "record",
  },
  {
    turns: ["how many games am i out of first place? and what are my playoff odds"],
    expect: ["record", "playoffs"],
  },

  // rosterStatus
  {
    turns: ["Sino po injured sa roster ko this week?"],
    expect: "rosterStatus",
  },
  {
    turns: ["who on my team is on bye next week"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["how many of my guys are hurt now. give me the body count"],
    expect: "rosterStatus",
  },
  {
    turns: ["Planning ahead for week 12", "Who on my roster has a bye or an injury that week?"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["thank you po sa injury list", "how about byes naman po for week 13?"],
    expect: "rosterStatus",
    week: 13,
  },
  {
    turns: ["any of my starters out or on bye this week? need a status report. and who fills my flex then"],
    expect: ["rosterStatus", "slot"],
  },

  // positionRank
  {
    turns: ["rank my wrs for this week top to bottom and tell me who's hurt on my team"],
    expect: ["positionRank", "rosterStatus"],
    position: "WR",
  },
  {
    turns: ["Pa-rank naman po ng RBs ko for week 11"],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  {
    turns: ["Rank my WRs for this week please", "Could you do my tight ends too?"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["my receivers are all garbage", "rank em anyway. which is least garbage for next week"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  {
    turns: ["ok WRs done", "now do my running backs, same thing"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["Pa-rank po yung QBs ko this week, alin ang pinaka-ok?"],
    expect: "positionRank",
    position: "QB",
  },

  // projectedTotal
  {
    turns: ["what's my team projected to score this week"],
    expect: "projectedTotal",
  },
  {
    turns: ["What's my projected floor and ceiling for Sunday? And am I favored?"],
    expect: ["projectedTotal", "matchup"],
  },
  {
    turns: ["Ilan po projected points ng team ko for week 12?"],
    expect: "projectedTotal",
    week: 12,
  },
  {
    turns: ["how many points am i projected for. so i know how bad it's gonna be"],
    expect: "projectedTotal",
  },
  {
    turns: ["what's my projection this week", "and next week's range?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["Just swapped a couple of players in", "What's our projected total now, high and low end?"],
    expect: "projectedTotal",
  },

  // leaders
  {
    turns: ["who's the best team in this league? who do i have to hate"],
    expect: "leaders",
  },
  {
    turns: ["Sino po nangunguna sa league? yung highest points po"],
    expect: "leaders",
  },
  {
    turns: ["show me the standings, whole league"],
    expect: "leaders",
  },
  {
    turns: ["What are my playoff odds?", "Which team has the best odds in the whole league right now?"],
    expect: "leaders",
  },
  {
    turns: ["my record is what it is", "who's got the best record in the whole league though"],
    expect: "leaders",
  },
  {
    turns: [
      "Sunday Scaries keeps winning with a GARBAGE roster",
      "who's actually at the top of the standings right now? and where am i",
    ],
    expect: ["leaders", "record"],
  },

  // sleepers
  {
    turns: ["any sleepers for next week? deep cuts"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Who's flying under the radar that I should quietly add? ✨"],
    expect: "sleepers",
  },
  {
    turns: ["May sleeper po ba kayo for next week? yung hindi pa masyadong kilala"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["everyone grabs the obvious guys before me", "give me a sleeper nobody's talking about"],
    expect: "sleepers",
  },
  {
    turns: ["good waiver list, thanks", "now the under the radar guys. sleepers"],
    expect: "sleepers",
  },
  {
    turns: ["Any under-the-radar TE sleepers for next week?"],
    expect: "sleepers",
    position: "TE",
    week: "next",
  },

  // dropStash
  {
    turns: ["Si Malik Nabers po, i-drop ko na ba or stash sa IR?"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["should i drop my injured guys or keep em on IR? running out of bench space. and who's worth adding"],
    expect: ["dropStash", "waivers"],
  },
  {
    turns: ["Tyreek Hill is done for the year. cut him or what"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["J.K. Dobbins is hurt, I think?", "Should I let him go or hold him on IR?"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["got 2 guys sitting in my IR slots", "worth stashing still or drop em for healthy bodies"],
    expect: "dropStash",
  },

  // byeCover
  {
    turns: ["need a QB to cover my guy's bye week. who can i stream and how much faab do i put on him"],
    expect: ["byeCover", "waivers"],
    position: "QB",
  },
  {
    turns: ["Bye po si Trey McBride next week, sino pwede pang-cover na TE?"],
    expect: "byeCover",
    position: "TE",
    week: "next",
  },
  {
    turns: ["My kicker has a bye in week 12 — who's a good streamer to fill in?"],
    expect: "byeCover",
    position: "K",
    week: 12,
  },
  {
    turns: ["two of my WRs on bye next week, because of course", "who do i pick up to cover them"],
    expect: "byeCover",
    position: "WR",
    week: "next",
  },
  {
    turns: ["RB bye next week", "streamer options to cover?"],
    expect: "byeCover",
    position: "RB",
    week: "next",
  },

  // scenario
  {
    turns: ["if i win out do i make it? be real"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["Kung mag 3-1 po ako sa last 4 games, pasok ba sa playoffs?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["what are my odds if i lose this week"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: [
      "My playoff odds feel shaky",
      "What happens if I go 2-2 the rest of the way? And what moves could raise my odds?",
    ],
    expect: ["scenario", "improveOdds"],
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["what are my odds now", "and if i win 3 more?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  {
    turns: ["fine. worst case.", "if i drop this week's game am i cooked"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // tradeIdeas
  {
    turns: ["what could i get for Davante Adams? looking to upgrade at RB"],
    expect: "tradeIdeas",
    players: ["Davante Adams"],
  },
  {
    turns: ["Any 2-for-1 trade ideas that could consolidate my bench into one stud?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Sino po pwede kong ka-trade sa league? yung may need ng RB"],
    expect: "tradeIdeas",
  },
  {
    turns: ["i'm shipping out George Pickens, he's killing me", "who's buying and what do i get back"],
    expect: "tradeIdeas",
    players: ["George Pickens"],
  },
  {
    turns: ["Audible Alchemists is thin at QB", "what trade could i pitch them"],
    expect: "tradeIdeas",
    team: "Audible Alchemists",
  },
  {
    turns: ["Who are good trade targets for me at wide receiver?"],
    expect: "tradeIdeas",
    position: "WR",
  },

  // help
  {
    turns: ["Hello po! Ano po ba pwede niyo gawin? first time ko po dito"],
    expect: "help",
  },
  {
    turns: ["how does this thing work? what can you actually do"],
    expect: "help",
  },
  {
    turns: ["Hi! What kinds of things can you help me with? 🌸"],
    expect: "help",
  },
  {
    turns: ["what are you even good for. list it"],
    expect: "help",
  },
  {
    turns: ["hey", "what kinda questions can i ask you"],
    expect: "help",
  },
  {
    turns: ["Sorry po, medyo confused ako", "paano po ba gamitin to? like anong klaseng tanong pwede?"],
    expect: "help",
  },

  // None
  {
    turns: ["what gauge wire do i need for a 50 amp sub panel"],
    expect: "None",
  },
  {
    turns: ["Can you suggest a good sequence for a restorative yoga class?"],
    expect: "None",
  },
  {
    turns: ["Ano po magandang recipe ng chicken adobo?"],
    expect: "None",
  },
  {
    turns: ["what's the spread on the Jets game this week, i wanna bet against them with real money"],
    expect: "None",
  },
  {
    turns: ["thanks po sa lineup help", "off topic po, will it rain in Chicago on Sunday?"],
    expect: "None",
  },
  {
    turns: ["who won the World Series this year"],
    expect: "None",
  },
  {
    turns: ["Okay my lineup is set ✨", "Tell me a joke to lighten my mood?"],
    expect: "None",
  },
  {
    turns: ["whats the lakers score tonight"],
    expect: "None",
  },
];
