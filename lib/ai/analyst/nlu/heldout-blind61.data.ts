// Blind held-out evaluation set 61 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a truck mechanic typing all lowercase with typos, a poet laureate, an anxious
// first-year manager, a Texas high-school football coach.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_61: HeldOutCase[] = [
  // startSit
  {
    turns: ["bucky irving or chase brown this wk?? got one rb spot left n i gotta get back under this f150"],
    expect: "startSit",
    players: ["Bucky Irving", "Chase Brown"],
  },
  {
    turns: [
      "Tell me, oracle of the gridiron: does Jameson Williams deserve a place among my starters this Sunday, " +
        "or shall he keep his vigil on the bench?",
    ],
    expect: "startSit",
    players: ["Jameson Williams"],
  },
  {
    turns: [
      "hi, sorry, first year doing fantasy so bear with me",
      "I have Drake Maye and Jared Goff and I genuinely can't decide who to start this week. " +
        "I keep switching back and forth lol",
    ],
    expect: "startSit",
    players: ["Drake Maye", "Jared Goff"],
  },
  {
    turns: [
      "Son, I got Tucker Kraft ridin' the pine and Jake Ferguson startin'.",
      "Which one of them boys do I roll out there Sunday?",
    ],
    expect: "startSit",
    players: ["Tucker Kraft", "Jake Ferguson"],
  },
  {
    turns: [
      "pickens been lookin good lately huh",
      "like real good",
      "so do i start him over zay flowers this week or nah",
    ],
    expect: "startSit",
    players: ["George Pickens", "Zay Flowers"],
  },

  // compare
  {
    turns: [
      "Across the long remainder of this season, whose star burns brighter: " + "Jaxon Smith-Njigba or Ladd McConkey?",
    ],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Ladd McConkey"],
  },
  {
    turns: [
      "Forget this week. From here to the end of the year I want the better ballplayer. " +
        "Jonathan Taylor or Derrick Henry?",
    ],
    expect: "compare",
    players: ["Jonathan Taylor", "Derrick Henry"],
  },
  {
    turns: ["who u got ros, garrett wilson or olave", "nah not for this week im talkin the long haul"],
    expect: "compare",
    players: ["Garrett Wilson", "Chris Olave"],
  },
  {
    turns: [
      "Long term, who's better to have, Omarion Hampton or TreVeyon Henderson? Not for this week, just overall. " +
        "I might do a keeper thing next year, not sure how that works yet",
    ],
    expect: "compare",
    players: ["Omarion Hampton", "TreVeyon Henderson"],
  },
  {
    turns: [
      "I have long admired Puka Nacua, as one admires a comet.",
      "Yet is he, across the weeks that remain, truly the equal of Amon-Ra St. Brown?",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },

  // slot
  {
    turns: ["who goes in my flex this wk. got khalil shakir, rachaad white n hunter henry to pick from"],
    expect: "slot",
    players: ["Khalil Shakir", "Rachaad White", "Hunter Henry"],
  },
  {
    turns: ["Who should I put in my RB2 spot this week? I'm so confused by all the options 😅"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: [
      "Got Tony Pollard and Kenneth Gainwell both sittin' on my bench.",
      "Who do I put in that flex spot Sunday?",
    ],
    expect: "slot",
    players: ["Tony Pollard", "Kenneth Gainwell"],
  },
  {
    turns: ["my wr3 spot is a mess. who do i stick there for week 11"],
    expect: "slot",
    week: 11,
    position: "WR",
  },
  {
    turns: [
      "My flex right now is Jordan Mason",
      "Is there someone better I should slot in there this week instead? Sorry if that's obvious",
    ],
    expect: "slot",
  },

  // lineup
  {
    turns: ["Coach, set my lineup for Sunday. Best nine you got, no sentiment."],
    expect: "lineup",
  },
  {
    turns: ["Look upon my lineup entire and tell me: is it well-made, or must I rearrange its verses before Sunday?"],
    expect: "lineup",
  },
  {
    turns: [
      "I think I set my lineup but I'm not sure I did it right",
      "Could you look over the whole thing and tell me if anything's wrong? Kickoff is soon 😬",
    ],
    expect: "lineup",
  },
  {
    turns: ["optimize my lineup for this week", "actualy do it for next week instead"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["Walk through my whole starting lineup for week 12 and show me where we're weak."],
    expect: "lineup",
    week: 12,
  },

  // outlook
  {
    turns: [
      "I drafted Jaxson Dart late, on a whim, as one plants a bulb in frost.",
      "What does the season's remaining arc hold for him? How high is his ceiling?",
    ],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: [
      "I just traded for Quinshon Judkins!",
      "What should I realistically expect from him the rest of the season?",
    ],
    expect: "outlook",
    players: ["Quinshon Judkins"],
  },
  {
    turns: ["What's Jahmyr Gibbs' ceiling lookin' like next week?"],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
    week: "next",
  },
  {
    turns: ["got tetairoa mcmillan sittin on my bench", "whats his outlook ros"],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
  },
  {
    turns: [
      "What's Ashton Jeanty projected for in week 11? I'm starting him no matter what, " +
        "I just want to know what to expect",
    ],
    expect: "outlook",
    players: ["Ashton Jeanty"],
    week: 11,
  },

  // status
  {
    turns: ["Is Christian McCaffrey hurt?? I saw something on twitter and now I'm panicking"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Is Lamar a game-time decision? Heard he's banged up again."],
    expect: "status",
    players: ["Lamar Jackson"],
  },
  {
    turns: [
      "Word reaches me that Rashee Rice limped from practice today.",
      "Is he wounded? Will he take the field on Sunday?",
    ],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["start mclaurin?", "wait is he even healthy"],
    expect: "status",
    players: ["Terry McLaurin"],
  },

  // tradeValue
  {
    turns: ["What's Breece Hall worth on the trade market right now? Thinkin' about shoppin' him."],
    expect: "tradeValue",
    players: ["Breece Hall"],
  },
  {
    turns: ["should i sell puka while hes hot or just hold him"],
    expect: "tradeValue",
    players: ["Puka Nacua"],
  },
  {
    turns: [
      "People keep messaging me about Trey McBride",
      "Is he worth a lot in trades? Should I just hold him? I really don't want to get fleeced",
    ],
    expect: "tradeValue",
    players: ["Trey McBride"],
  },
  {
    turns: ["whats james cook worth in a trade", "and kenneth walker?"],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },

  // buyLow
  {
    turns: ["who should i buy low on rn"],
    expect: "buyLow",
  },
  {
    turns: ["Which fallen stars, dimmed by misfortune, might I gather cheaply before they shine again?"],
    expect: "buyLow",
  },
  {
    turns: [
      "Is there anyone I should try to buy low on? Or sell high? " +
        "I don't totally get when you're supposed to do that",
    ],
    expect: "buyLow",
  },
  {
    turns: ["Give me some sell-high fellas around the league before their value falls off a cliff."],
    expect: "buyLow",
  },
  {
    turns: ["when is the trade deadline anyway", "ok who r the best buy low targets league wide"],
    expect: "buyLow",
  },
  {
    turns: [
      "I'm lookin' to make a move before it's too late.",
      "Who are the buy-low candidates out there, the fellas who've just been unlucky?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "Which players are underperforming right now that I could maybe get cheap? " +
        "Not anyone specific, just across the league",
    ],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["guy offered me derrick henry for my garrett wilson. do it?"],
    expect: "trade",
    players: ["Derrick Henry", "Garrett Wilson"],
  },
  {
    turns: ["An offer arrives like a letter sealed in wax: my Jalen Hurts for their Justin Jefferson. Shall I accept?"],
    expect: "trade",
    players: ["Jalen Hurts", "Justin Jefferson"],
  },
  {
    turns: [
      "Someone from Blitz Brigade just sent me a trade!!",
      "They want Zay Flowers and I'd get Chuba Hubbard. Is that fair?? I don't want to get ripped off",
    ],
    expect: "trade",
    players: ["Zay Flowers", "Chuba Hubbard"],
  },
  {
    turns: ["Coach Tatum wants my Dallas Goedert for his David Montgomery. Good deal or am I gettin' robbed?"],
    expect: "trade",
    players: ["Dallas Goedert", "David Montgomery"],
  },
  {
    turns: ["gettin offers for cmc", "would u do mccaffrey for achane straight up"],
    expect: "trade",
    players: ["Christian McCaffrey", "De'Von Achane"],
  },
  {
    turns: [
      "Consider this proposal with care, I beg you.",
      "Bo Nix and Jakobi Meyers from me, Josh Allen in return. Wisdom or folly?",
    ],
    expect: "trade",
    players: ["Bo Nix", "Jakobi Meyers", "Josh Allen"],
  },

  // waivers
  {
    turns: [
      "Woody Marks is on waivers in my league!",
      "How much FAAB should I bid on him? I have $63 left and I've never bid before",
    ],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: ["Who's the best running back sittin' on the wire right now?"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: [
      "My receivers have failed me, one by one, like candles guttering.",
      "Which free agent might I claim from the wire to mend the wound?",
    ],
    expect: "waivers",
    position: "WR",
  },
  {
    turns: ["need a te bad", "whos out there on waivers"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: ["What should I bid on Parker Washington? Got about forty bucks of FAAB left."],
    expect: "waivers",
    players: ["Parker Washington"],
  },

  // playoffs
  {
    turns: ["What are my chances of making the playoffs?? Be honest, I can take it (I can't)"],
    expect: "playoffs",
  },
  {
    turns: [
      "Does the road ahead lead me through the postseason's gate, or to the quiet of elimination? " +
        "What are my odds?",
    ],
    expect: "playoffs",
  },
  {
    turns: ["We're 6-4, boys are playin' hard.", "What are the odds we make the dance?"],
    expect: "playoffs",
  },
  {
    turns: ["whats my record", "and my playoff odds?"],
    expect: "playoffs",
  },

  // improveOdds
  {
    turns: ["What moves do I need to make to get us into the playoffs? I'll do whatever it takes."],
    expect: "improveOdds",
  },
  {
    turns: ["What changes, what sacrifices, might lift my playoff fortunes out of the mire?"],
    expect: "improveOdds",
  },
  {
    turns: ["My playoff odds are like 30%??", "What should I do to make that better? Trades? Pickups? Anything?"],
    expect: "improveOdds",
  },
  {
    turns: ["playoff odds", "ok how do i get em higher"],
    expect: "improveOdds",
  },
  {
    turns: ["Tell me straight, what's it gonna take roster-wise to boost our playoff chances?"],
    expect: "improveOdds",
  },

  // matchup
  {
    turns: ["Who stands across the field from me this week, and do the oracles favor my cause?"],
    expect: "matchup",
  },
  {
    turns: ["How do we stack up against Hail Mary Heroes this week? Are we favored?"],
    expect: "matchup",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["do i play sunday scaries this wk", "their qb is nasty", "how bad am i gonna lose lol"],
    expect: "matchup",
    team: "Sunday Scaries",
  },
  {
    turns: ["I lost last week by 2 points 😭", "What are my chances of winning this week?"],
    expect: "matchup",
  },

  // record
  {
    turns: [
      "Alright, quick one before practice.",
      "Where do we sit in the standings right now? Just us, not the whole league.",
    ],
    expect: "record",
  },
  {
    turns: ["What is my tally of triumphs and defeats thus far?"],
    expect: "record",
  },
  {
    turns: ["What place am I in? I honestly can't figure out how to find it in the app"],
    expect: "record",
  },
  {
    turns: ["Lost a heartbreaker last week.", "So where's that leave us? What's our record now?"],
    expect: "record",
  },

  // rosterStatus
  {
    turns: ["Who on my roster is injured? I want to make sure I'm not starting anyone who's out"],
    expect: "rosterStatus",
  },
  {
    turns: ["Run me an injury report on my whole roster for next week. Byes too."],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["Which of my players lie wounded, or idle upon their bye, in week 12?"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["any byes on my team this wk?", "what about next wk"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["Week 11 is coming up and I'm nervous", "Do I have any bye weeks or injuries on my team that week?"],
    expect: "rosterStatus",
    week: 11,
  },

  // positionRank
  {
    turns: ["Line up my running backs best to worst for week 11."],
    expect: "positionRank",
    week: 11,
    position: "RB",
  },
  {
    turns: ["Order my tight ends, I pray, from the finest to the least, for this week."],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["Can you rank my quarterbacks for this week? I have three and I don't even know why I drafted three"],
    expect: "positionRank",
    position: "QB",
  },
  {
    turns: ["rank my rbs for this wk", "now do wrs"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Rank my receivers for this week.", "Same thing, but for next week."],
    expect: "positionRank",
    week: "next",
    position: "WR",
  },
  {
    turns: ["I have four running backs and only two RB spots", "Can you rank them for this week? Best to worst please"],
    expect: "positionRank",
    position: "RB",
  },

  // projectedTotal
  {
    turns: ["What sum of points is my team foretold to reach this week, and where lie its ceiling and its floor?"],
    expect: "projectedTotal",
  },
  {
    turns: [
      "Okay I think my lineup is finally set",
      "What's my team's projected score? And like, what's the worst case, floor-wise?",
    ],
    expect: "projectedTotal",
  },
  {
    turns: ["What's our projected total for week 12, high end and low end?"],
    expect: "projectedTotal",
    week: 12,
  },
  {
    turns: ["projected pts for my team", "next week?"],
    expect: "projectedTotal",
    week: "next",
  },

  // leaders
  {
    turns: ["whos the best team in the league rn"],
    expect: "leaders",
  },
  {
    turns: ["We've been scorin' a bunch lately.", "Who's leading the whole league in points scored, though?"],
    expect: "leaders",
  },
  {
    turns: ["Show me the whole league's standings, every team, from crown to cellar."],
    expect: "leaders",
  },
  {
    turns: ["Which team has the best playoff odds in the league? Just curious who the favorite is"],
    expect: "leaders",
  },
  {
    turns: ["who has the most wins", "and most points?"],
    expect: "leaders",
  },
  {
    turns: ["Which team's the one to beat this year, coach? Who's the class of the league?"],
    expect: "leaders",
  },

  // sleepers
  {
    turns: ["any sleepers for next wk"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Who lingers unnoticed in the shadows, a sleeper waiting for his hour?"],
    expect: "sleepers",
  },
  {
    turns: [
      "Are there any under-the-radar guys I should know about? " +
        "Everyone in my league seems to know everything already",
    ],
    expect: "sleepers",
  },
  {
    turns: ["Give me a sleeper tight end for next week, somebody nobody's talkin' about."],
    expect: "sleepers",
    week: "next",
    position: "TE",
  },
  {
    turns: ["need a deep sleeper", "wr preferably"],
    expect: "sleepers",
    position: "WR",
  },
  {
    turns: ["Everybody's chasin' the same names on waivers.", "Who's the sleeper nobody's lookin' at for week 12?"],
    expect: "sleepers",
    week: 12,
  },
  {
    turns: ["Name me a sleeper at running back for week 11, one the crowd has overlooked."],
    expect: "sleepers",
    week: 11,
    position: "RB",
  },

  // dropStash
  {
    turns: ["should i drop jk dobbins or stash him on ir"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["Cam Skattebo lies broken for the season. Do I release him, or keep him in the infirmary of my IR?"],
    expect: "dropStash",
    players: ["Cam Skattebo"],
  },
  {
    turns: ["Got a couple fellas hurt. Which ones do I cut loose and which ones do I stash?"],
    expect: "dropStash",
  },
  {
    turns: ["tyreek is out for the yr right", "so drop him?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["Sam LaPorta got hurt 😢", "Is it worth stashing him on IR or should I just let him go?"],
    expect: "dropStash",
    players: ["Sam LaPorta"],
  },
  {
    turns: ["Chris Godwin's back on the shelf again.", "Do I hang onto him or cut bait?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },

  // byeCover
  {
    turns: ["josh allen on bye next wk who do i stream at qb"],
    expect: "byeCover",
    week: "next",
    position: "QB",
  },
  {
    turns: ["My tight end has a bye in week 12 and I don't have a backup. Who should I get?"],
    expect: "byeCover",
    week: 12,
    position: "TE",
  },
  {
    turns: ["Need a kicker to cover the bye this week. Who you got?"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["Next week two of my receivers rest upon their bye.", "Who might stand in their stead?"],
    expect: "byeCover",
    week: "next",
    position: "WR",
  },
  {
    turns: ["Both my running backs got the week off in week 11.", "Who can I pick up to plug that hole?"],
    expect: "byeCover",
    week: 11,
    position: "RB",
  },
  {
    turns: ["Brandon Aubrey has a bye next week so do I need another kicker? Who should I pick up?"],
    expect: "byeCover",
    week: "next",
    position: "K",
  },

  // scenario
  {
    turns: ["if i win out do i make playoffs"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["What are my playoff odds if I lose this week? I have a bad feeling about it"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["We got four games left.", "If we go 3-1 down the stretch, are we in?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["Should I win but two of the remaining four, what then becomes of my playoff hopes?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["playoff odds?", "what if i go 2-2"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: [
      "Okay hypothetically",
      "If I win every game from here on out, do I definitely make it? Or could I still miss?",
    ],
    expect: "scenario",
    scenario: "win-out",
  },

  // tradeIdeas
  {
    turns: ["kyren been solid", "thinkin bout movin him tho", "what could i get for him"],
    expect: "tradeIdeas",
    players: ["Kyren Williams"],
  },
  {
    turns: ["Give me some 2-for-1 trade ideas. I got depth at receiver and I need a stud back."],
    expect: "tradeIdeas",
  },
  {
    turns: ["With whom in this league might I strike a bargain, and for what prize?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Who should I even trade with? Like which team would actually want my players?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Pocket Passers is loaded at quarterback.", "What could I pry loose from 'em in a trade?"],
    expect: "tradeIdeas",
    team: "Pocket Passers",
  },
  {
    turns: ["got too many wrs", "any trade ideas to turn 2 of em into a rb"],
    expect: "tradeIdeas",
  },

  // help
  {
    turns: ["wat can u do"],
    expect: "help",
  },
  {
    turns: ["Sorry, how does this work exactly? What kinds of questions can I ask you?"],
    expect: "help",
  },
  {
    turns: ["Pray tell, what manner of counsel are you able to give?"],
    expect: "help",
  },
  {
    turns: ["Howdy.", "What all can you help me with?"],
    expect: "help",
  },
  {
    turns: ["hello??", "is this thing on? what are you for exactly"],
    expect: "help",
  },
  {
    turns: ["how do i use this thing"],
    expect: "help",
  },

  // None
  {
    turns: ["whats the weather gonna be in buffalo sunday"],
    expect: "None",
  },
  {
    turns: ["Compose for me a sonnet about autumn leaves, nothing to do with football."],
    expect: "None",
  },
  {
    turns: ["What's the spread on Cowboys-Eagles? Thinkin' about puttin' a twenty on it."],
    expect: "None",
  },
  {
    turns: ["What's a good recipe for game-day chili? I'm hosting for the first time and I'm stressed"],
    expect: "None",
  },
  {
    turns: ["tell me a joke"],
    expect: "None",
  },
  {
    turns: ["Who you like in the 6A Division I state championship this year?"],
    expect: "None",
  },
  {
    turns: ["Leave football aside a moment.", "Who won the World Series last year?"],
    expect: "None",
  },
  {
    turns: ["thx for the help", "unrelated but how do i change brake pads on a 2015 silverado"],
    expect: "None",
  },

  // two asks in the last message
  {
    turns: ["is kittle playin sunday? n if he is do i start him over kraft"],
    expect: ["status", "startSit"],
    players: ["George Kittle", "Tucker Kraft"],
  },
  {
    turns: ["What's our record, and what're the odds we make the playoffs?"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["Who am I playing this week, and how many points is my team projected to score?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["Which of my boys are on bye next week, and who do I pick up to cover 'em?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
  },
  {
    turns: [
      "What future awaits Brian Thomas Jr. through season's end? " +
        "And should I sell him now, while he still fetches a price?",
    ],
    expect: ["outlook", "tradeValue"],
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["who should i pick up off waivers this wk n should i drop nabers to make room"],
    expect: ["waivers", "dropStash"],
    players: ["Malik Nabers"],
  },
  {
    turns: ["ok I'm 4-6 now 😬", "What are my playoff odds, and what can I do to improve them?"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["Who's top dog in this league, and where do we rank?"],
    expect: ["leaders", "record"],
  },
  {
    turns: ["Arrange my lineup for this week, then tell me what total it is projected to score."],
    expect: ["lineup", "projectedTotal"],
  },
  {
    turns: ["dak or baker this wk? n am i even favored"],
    expect: ["startSit", "matchup"],
    players: ["Dak Prescott", "Baker Mayfield"],
  },
  {
    turns: ["Bad feelin' about Sunday.", "If we lose this week, what are our odds, and what moves should I make?"],
    expect: ["scenario", "improveOdds"],
    scenario: "lose-this-week",
  },
  {
    turns: ["Who's better rest of season, Drake London or DK Metcalf? And what's London worth in a trade?"],
    expect: ["compare", "tradeValue"],
    players: ["Drake London", "DK Metcalf"],
  },
  {
    turns: [
      "Is Jonathan Taylor okay? He left the game early 😟",
      "Sorry, two things: is he playing this week, and what's his outlook for the rest of the season?",
    ],
    expect: ["status", "outlook"],
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["rank my rbs this wk n tell me who goes in my flex"],
    expect: ["positionRank", "slot"],
    position: "RB",
  },
  {
    turns: ["Would you do Saquon for Nico Collins? And if not, what else could I get for Saquon?"],
    expect: ["trade", "tradeIdeas"],
    players: ["Saquon Barkley", "Nico Collins"],
  },
  {
    turns: ["rough season lol", "whats my record n who do i play this week"],
    expect: ["record", "matchup"],
  },
];
