// Blind held-out evaluation set 92 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a friendly, chatty office-league manager who sets up each question with a sentence or two
// of context.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_92: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "Okay, I've been going back and forth on this all morning and I need a tiebreaker. Should I start Zay " +
        "Flowers or Garret Wilson this week?",
    ],
    expect: "startSit",
    players: ["Zay Flowers", "Garrett Wilson"],
  },
  {
    turns: [
      "My buddy in accounting says I'm overthinking it, but for week 11 would you roll with Jared Goff or Bo " +
        "Nix at quarterback?",
    ],
    expect: "startSit",
    players: ["Jared Goff", "Bo Nix"],
    week: 11,
  },
  {
    turns: [
      "So I finally pulled the trigger and traded for JSN yesterday, and I'm pretty excited about it.",
      "Now the hard part. Do I play him over Drake London this week, or keep London in there?",
    ],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Drake London"],
  },
  {
    turns: [
      "Should I start Bucky Irving or James Cook this week? My gut says Cook.",
      "Okay, fair enough. What about Irving versus Chase Brown instead?",
    ],
    expect: "startSit",
    players: ["Bucky Irving", "Chase Brown"],
  },
  {
    turns: [
      "I honestly can't decide between Tee Higgins, Courtland Sutton and Jordan Addison this week, and I can " +
        "only play one of them. Which one gets the nod?",
    ],
    expect: "startSit",
    players: ["Tee Higgins", "Courtland Sutton", "Jordan Addison"],
  },
  {
    turns: [
      "Should I start Drake London or Garrett Wilson this week? Both of them have decent matchups.",
      "Hmm, what about Lamb instead of Wilson?",
    ],
    expect: "startSit",
    players: ["Drake London", "CeeDee Lamb"],
  },
  {
    turns: [
      "I'm stuck choosing between Derrick Henry and Josh Jacobs for my last running back spot.",
      "Is Henry fully healthy, and which of the two should I start?",
    ],
    expect: ["status", "startSit"],
    players: ["Derrick Henry", "Josh Jacobs"],
  },

  // compare
  {
    turns: [
      "Thinking about the rest of the season here, not just this week. Who would you rather have on my roster, " +
        "Breece Hall or Javonte Williams?",
    ],
    expect: "compare",
    players: ["Breece Hall", "Javonte Williams"],
  },
  {
    turns: [
      "I've got both of these rookies and I'm running out of bench room. Long term, is Tetairoa McMillan or " +
        "Emeka Egbuka the better one to keep?",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: [
      "Rest of season, who's the better asset to own, Nico Collins or Tyreek Hill?",
      "Got it. And how does Collins stack up against George Pickens for the rest of the year?",
    ],
    expect: "compare",
    players: ["Nico Collins", "George Pickens"],
  },
  {
    turns: [
      "Coach Reese and I got into a friendly argument at lunch today about quarterbacks.",
      "Going forward, who's better to have on a fantasy team, Mahomes or Burrow?",
    ],
    expect: "compare",
    players: ["Patrick Mahomes", "Joe Burrow"],
  },
  {
    turns: [
      "I'm holding De'Von Achane and Jahmyr Gibbs, and I keep wondering which one I'd protect if I had to.",
      "If I could only keep one of them for the rest of the season, which is the better hold?",
    ],
    expect: "compare",
    players: ["De'Von Achane", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "Long term, who's the better running back to own, Ashton Jeanty or Omarion Hampton? And what would " +
        "Jeanty fetch if I shopped him around?",
    ],
    expect: ["compare", "tradeValue"],
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },

  // slot
  {
    turns: [
      "My flex spot has been a black hole all season and it's driving me nuts. Who should I put there this week?",
    ],
    expect: "slot",
  },
  {
    turns: [
      "I'm a little thin at running back with all the injuries going around. Who's my best option for the RB2 " +
        "spot this week?",
    ],
    expect: "slot",
    position: "RB",
  },
  {
    turns: [
      "My kicker tweaked something in practice, which is just my luck.",
      "So who should I slot in at K this week?",
    ],
    expect: "slot",
    position: "K",
  },
  {
    turns: ["For the flex this week I'm weighing Jamo against Wan'Dale Robinson. Which one fits better in that spot?"],
    expect: "slot",
    players: ["Jameson Williams", "Wan'Dale Robinson"],
  },
  {
    turns: [
      "I've been staring at my roster during a very boring conference call.",
      "Who belongs in my QB slot for week 11?",
    ],
    expect: "slot",
    position: "QB",
    week: 11,
  },
  {
    turns: [
      "Is CMC playing this week? I haven't seen any news about him.",
      "And if he's out, who should I start at running back instead?",
    ],
    expect: "slot",
    position: "RB",
  },

  // lineup
  {
    turns: [
      "I'm heading to my sister's wedding this weekend and won't have much time to tinker. Can you just " +
        "optimize my lineup for me?",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "Could you double-check my lineup for this week? I want to make sure I'm not leaving points on the bench again.",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "Can you believe we're already past the halfway point of the season?",
      "Anyway, please set my best lineup for this week.",
    ],
    expect: "lineup",
  },
  {
    turns: ["I like to plan ahead, so what would my ideal starting lineup look like for next week?"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: [
      "I made a couple of waiver moves late last night.",
      "With those new guys on the roster, is my lineup right, or should I shuffle something around?",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "The Thursday night game is sneaking up on me again.",
      "Could you optimize my lineup for this week and then tell me what that lineup is projected to score?",
    ],
    expect: ["lineup", "projectedTotal"],
  },

  // outlook
  {
    turns: ["I'm curious about Puka this week. How many points do you think he puts up?"],
    expect: "outlook",
    players: ["Puka Nacua"],
  },
  {
    turns: ["Give me your rest-of-season outlook on Drake Maye, because a coworker of mine won't stop hyping him."],
    expect: "outlook",
    players: ["Drake Maye"],
  },
  {
    turns: ["I'm trying to get a feel for Rashee Rice's projection this week.", "And what about him next week?"],
    expect: "outlook",
    players: ["Rashee Rice"],
    week: "next",
  },
  {
    turns: [
      "Did you see Skattebo's game last weekend? He was everywhere.",
      "What's his outlook going forward? Is that kind of production sustainable?",
    ],
    expect: "outlook",
    players: ["Cam Skattebo"],
  },
  {
    turns: [
      "I'm looking at a tough stretch on my schedule and trying to plan.",
      "What's the projection for Brock Bowers in week 12?",
    ],
    expect: "outlook",
    players: ["Brock Bowers"],
    week: 12,
  },
  {
    turns: [
      "I saw Jonathan Taylor pop up on the injury report for a bit. Is he dealing with anything, and what's " +
        "his projection for this week?",
    ],
    expect: ["status", "outlook"],
    players: ["Jonathan Taylor"],
  },

  // status
  {
    turns: [
      "I overheard some chatter in the break room about Christian McCaffrey. Is he actually playing this Sunday?",
    ],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["What's Malik Nabers' injury designation right now? I haven't seen an update in days."],
    expect: "status",
    players: ["Malik Nabers"],
  },
  {
    turns: [
      "I've got Justin Jefferson locked into my lineup.",
      "Is he hurt? He looked like he was limping on the highlights last night.",
    ],
    expect: "status",
    players: ["Justin Jefferson"],
  },
  {
    turns: ["Is Chris Godwin playing this week?", "Okay, thanks. And what about Mike Evans?"],
    expect: "status",
    players: ["Mike Evans"],
  },
  {
    turns: ["Any news on whether Kittle is going to suit up this week? That hamstring has me nervous."],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: [
      "I'm worried about Puka Nacua's ankle. Is he going to play this week, and if not, who should I pick up " +
        "off waivers?",
    ],
    expect: ["status", "waivers"],
    players: ["Puka Nacua"],
  },

  // tradeValue
  {
    turns: [
      "Derrick Henry has been great for me this year.",
      "Just out of curiosity, what's he worth in a trade these days?",
    ],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: [
      "Everybody in the office seems excited about Jaxson Dart. Should I sell high on him while the hype is there?",
    ],
    expect: "tradeValue",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["I'm thinking about buying Brian Thomas Jr. while he's struggling. Is now a good time to trade for him?"],
    expect: "tradeValue",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: [
      "Josh Jacobs has basically been carrying my team lately.",
      "What kind of trade value does he have right now?",
    ],
    expect: "tradeValue",
    players: ["Josh Jacobs"],
  },
  {
    turns: ["What's Kenneth Walker worth in a trade right now?", "How about Rachaad White? Same question."],
    expect: "tradeValue",
    players: ["Rachaad White"],
  },
  {
    turns: [
      "What's Garrett Wilson worth right now? And while we're at it, who are some buy-low guys I could target " +
        "with him?",
    ],
    expect: ["tradeValue", "buyLow"],
    players: ["Garrett Wilson"],
  },

  // buyLow
  {
    turns: [
      "I've got a little roster flexibility now that my bye weeks are over. Who are some good buy-low targets " +
        "right now?",
    ],
    expect: "buyLow",
  },
  { turns: ["Are there any players I should be selling high on before the trade deadline hits?"], expect: "buyLow" },
  {
    turns: [
      "My team's doing fine, but I want to get an edge on the rest of the office.",
      "Which guys around the league are undervalued right now that I could buy cheap?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["If you don't mind, give me a few sell-high candidates and a few buy-low candidates to think about."],
    expect: "buyLow",
  },
  {
    turns: [
      "I love making trades in November, it's my favorite part of the season.",
      "Who's a good buy-low wide receiver at the moment?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["Whose value has dipped lately enough that I could snag him for cheap from a frustrated manager?"],
    expect: "buyLow",
  },

  // trade
  {
    turns: [
      "I've got an offer sitting in my inbox: I'd give Saquon Barkley and get Bijan Robinson back. Is that a " +
        "good deal for me?",
    ],
    expect: "trade",
    players: ["Saquon Barkley", "Bijan Robinson"],
  },
  {
    turns: ["Someone wants to send me A.J. Brown and DeVonta Smith for my Ja'Marr Chase. Would you do that deal?"],
    expect: "trade",
    players: ["A.J. Brown", "DeVonta Smith", "Ja'Marr Chase"],
  },
  {
    turns: [
      "I got a trade offer this morning and I'm genuinely torn.",
      "They'd give me Trey McBride if I send them Mark Andrews and Rico Dowdle. Thoughts?",
    ],
    expect: "trade",
    players: ["Trey McBride", "Mark Andrews", "Rico Dowdle"],
  },
  {
    turns: [
      "I've been getting a lot of quarterback offers lately.",
      "Would trading away Jalen Hurts for Lamar Jackson straight up be a win for me?",
    ],
    expect: "trade",
    players: ["Jalen Hurts", "Lamar Jackson"],
  },
  {
    turns: [
      "Coach Ellis has been asking about Terry McLaurin all week.",
      "He'd give me Jaylen Waddle if I send McLaurin his way. Should I take it?",
    ],
    expect: "trade",
    players: ["Jaylen Waddle", "Terry McLaurin"],
  },
  {
    turns: ["My coworker offered his Etienne for my Alvin Kamara. Is that fair, or am I getting fleeced?"],
    expect: "trade",
    players: ["Travis Etienne Jr.", "Alvin Kamara"],
  },

  // waivers
  {
    turns: ["I've got a couple of open roster spots after this week's cuts. Who should I grab off waivers?"],
    expect: "waivers",
  },
  {
    turns: [
      "I've been pretty stingy with my budget all year, so I still have about sixty bucks of FAAB left.",
      "How much should I bid on the top pickup this week?",
    ],
    expect: "waivers",
  },
  {
    turns: [
      "My bench is full of dead weight after all the injuries.",
      "Which free agents are actually worth picking up right now?",
    ],
    expect: "waivers",
  },
  {
    turns: ["I'm thinking about putting in a claim on Kyle Monangai. How much of my budget should I bid?"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: [
      "Waivers run tonight at midnight and I haven't done anything yet.",
      "Who's the best add this week, and what should I spend on him?",
    ],
    expect: "waivers",
  },
  {
    turns: ["Are there any running backs on the waiver wire worth a claim this week? My depth is getting scary."],
    expect: "waivers",
  },

  // playoffs
  {
    turns: ["Be honest with me, I can take it. What are my chances of making the playoffs this year?"],
    expect: "playoffs",
  },
  { turns: ["I've been sweating the standings all week. Am I going to make the playoffs?"], expect: "playoffs" },
  {
    turns: ["We had a really rough stretch back in October.", "Do I still have a realistic shot at the postseason?"],
    expect: "playoffs",
  },
  { turns: ["How likely is it that Gridiron Gurus sneaks into the playoffs at this point?"], expect: "playoffs" },
  { turns: ["What's my record right now?", "And what does that mean for my playoff chances?"], expect: "playoffs" },

  // improveOdds
  {
    turns: [
      "I really want to make the postseason this year, mostly for bragging rights. What should I do to improve " +
        "my chances?",
    ],
    expect: "improveOdds",
  },
  { turns: ["My playoff odds seem pretty low, honestly.", "What can I change to get them up?"], expect: "improveOdds" },
  {
    turns: ["Is there a trade or a pickup that would meaningfully bump my chances of making the playoffs?"],
    expect: "improveOdds",
  },
  { turns: ["What's the single most impactful move I could make to help my playoff push?"], expect: "improveOdds" },
  {
    turns: ["What are my playoff odds right now, and what can I do to raise them?"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: [
      "I think I'm right on the bubble for the playoffs.",
      "What moves would give me the best shot at getting in?",
    ],
    expect: "improveOdds",
  },

  // matchup
  { turns: ["I want to start planning early. Who do I face in week 12?"], expect: "matchup", week: 12 },
  {
    turns: [
      "I lost a heartbreaker last week by less than a point.",
      "How does my matchup look this week? What's the projected score?",
    ],
    expect: "matchup",
  },
  { turns: ["Looking at next week's matchup, who's favored, me or them?"], expect: "matchup", week: "next" },
  { turns: ["Who's my opponent this week?", "Do you think I'll beat them?"], expect: "matchup" },
  {
    turns: ["Who am I playing this week, and what's my team's projected total?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["Who's my opponent in week 11, and is Bijan going to be healthy for that game?"],
    expect: ["matchup", "status"],
    players: ["Bijan Robinson"],
    week: 11,
  },

  // record
  { turns: ["I've lost track with all the chaos lately. Remind me, what's my record right now?"], expect: "record" },
  { turns: ["Where do I stand in the league at the moment?"], expect: "record" },
  {
    turns: [
      "Things have been so busy at work that I haven't checked the app in a while.",
      "How many wins and losses do I have?",
    ],
    expect: "record",
  },
  { turns: ["What place am I in the standings? I'm hoping it's the top half."], expect: "record" },
  { turns: ["Are the Red Zone Raiders in first place?", "Okay, and where does that leave me?"], expect: "record" },
  {
    turns: ["What's my record right now, and what are my chances of making the playoffs?"],
    expect: ["record", "playoffs"],
  },

  // rosterStatus
  { turns: ["Who on my team is currently injured? I'd like a quick rundown."], expect: "rosterStatus" },
  {
    turns: [
      "I'm going on vacation soon, so I want to get ahead of things.",
      "Do I have anybody on bye next week that I need to plan around?",
    ],
    expect: "rosterStatus",
    week: "next",
  },
  { turns: ["Looking ahead to week 14, which of my guys are on bye?"], expect: "rosterStatus", week: 14 },
  {
    turns: ["I'm trying to get ahead of things this week for once.", "Are any of my starters hurt or on a bye?"],
    expect: "rosterStatus",
  },
  { turns: ["Can you flag any of my players who are questionable or out this week?"], expect: "rosterStatus" },
  {
    turns: [
      "I always forget to check this until Sunday morning.",
      "Which of my guys are on bye this week, and who can I stream at quarterback to cover?",
    ],
    expect: ["rosterStatus", "byeCover"],
    position: "QB",
  },

  // positionRank
  {
    turns: [
      "I have way too many receivers and it's giving me a headache.",
      "Can you rank my wide receivers for this week?",
    ],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["I have three tight ends right now and it's confusing me.", "Rank them for me for this week, please."],
    expect: "positionRank",
    position: "TE",
  },
  { turns: ["Rank my quarterbacks for week 12, please."], expect: "positionRank", position: "QB", week: 12 },
  {
    turns: ["Can you rank my running backs this week?", "Great, now do the same for my receivers."],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["I'd love a ranking of my receivers for next week."],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  {
    turns: ["Rank my running backs for this week, and tell me who should go in my flex."],
    expect: ["positionRank", "slot"],
    position: "RB",
  },

  // projectedTotal
  {
    turns: ["I'm feeling pretty good about my team this week.", "How many points are we projected to score?"],
    expect: "projectedTotal",
  },
  { turns: ["What's my ceiling and floor this week? I'd like to know the range."], expect: "projectedTotal" },
  {
    turns: ["I just finished setting my lineup.", "What's the projected total for my squad now?"],
    expect: "projectedTotal",
  },
  { turns: ["What is my team projected for next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["Give me the projected point range for my team in week 13."], expect: "projectedTotal", week: 13 },
  { turns: ["Ballpark, how many points should Gridiron Gurus put up this week?"], expect: "projectedTotal" },

  // leaders
  {
    turns: ["There's a lot of trash talk in the group chat today.", "Who's actually leading the league right now?"],
    expect: "leaders",
  },
  { turns: ["Which team has scored the most points this season?"], expect: "leaders" },
  {
    turns: ["What's Coach Blake's record these days? He's been very quiet in the group chat."],
    expect: "leaders",
    team: "Sunday Scaries",
  },
  {
    turns: ["I'm curious about the rest of the league today.", "Where is Audible Alchemists in the standings?"],
    expect: "leaders",
    team: "Audible Alchemists",
  },
  { turns: ["Which team has the best playoff odds in our league?"], expect: "leaders" },
  { turns: ["Who's in first place, and how far back am I?"], expect: ["leaders", "record"] },

  // sleepers
  {
    turns: [
      "I like to get my claims in before everyone else wakes up.",
      "Any sleepers I should know about for next week?",
    ],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["Who are some deep, under-the-radar pickups I could stash?"], expect: "sleepers" },
  {
    turns: ["I love finding hidden gems before anyone else does.", "Who's a deep sleeper right now?"],
    expect: "sleepers",
  },
  { turns: ["Give me a couple of deep-league sleepers nobody's talking about."], expect: "sleepers" },
  { turns: ["Are there any under-the-radar guys who could break out soon?"], expect: "sleepers" },
  {
    turns: ["Can you give me a few sleepers for next week, and also tell me who I should grab on waivers right now?"],
    expect: ["sleepers", "waivers"],
    week: "next",
  },

  // dropStash
  { turns: ["Should I drop my injured guys or stash them on IR?"], expect: "dropStash" },
  {
    turns: ["Is it worth keeping Tyrone Tracy Jr. on IR, or should I just cut him?"],
    expect: "dropStash",
    players: ["Tyrone Tracy Jr."],
  },
  {
    turns: [
      "I've got a couple of banged-up players clogging my bench.",
      "Which of them should I cut, and which should I hold?",
    ],
    expect: "dropStash",
  },
  {
    turns: ["I only have one IR spot. Which of my injured players should go there, and who should I drop?"],
    expect: "dropStash",
  },
  {
    turns: ["J.K. Dobbins is out for a while, from what I hear.", "Should I drop him or stash him?"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["Should I drop Chris Godwin, and if so, who should I replace him with off waivers?"],
    expect: ["dropStash", "waivers"],
    players: ["Chris Godwin"],
  },

  // byeCover
  {
    turns: ["My QB is on bye this week, of all weeks. Who's a good streamer to cover?"],
    expect: "byeCover",
    position: "QB",
  },
  { turns: ["I need a tight end to cover a bye week. Any suggestions?"], expect: "byeCover", position: "TE" },
  {
    turns: ["My starting tight end has a bye in week 11.", "Who could fill in for him that week?"],
    expect: "byeCover",
    position: "TE",
    week: 11,
  },
  {
    turns: ["Who can I pick up to cover my running backs who are on bye next week?"],
    expect: "byeCover",
    position: "RB",
    week: "next",
  },
  { turns: ["My kicker is on bye this week. Who should I stream?"], expect: "byeCover", position: "K" },
  {
    turns: ["Two of my wide receivers are on bye in week 12.", "Who's a decent fill-in at WR for that week?"],
    expect: "byeCover",
    position: "WR",
    week: 12,
  },

  // scenario
  {
    turns: ["What happens to my playoff chances if I lose this week?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  { turns: ["If I win two of my last four games, do I get in?"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  {
    turns: ["My playoff odds are making me anxious.", "What if I go 3-1 the rest of the way?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["Suppose I win three more games. What are my odds then?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  {
    turns: ["What are my playoff odds right now?", "And if I drop this week's game?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: [
      "I'm sitting right at the edge of the playoff picture.",
      "If I win out, do I make it? And if not, what moves should I make?",
    ],
    expect: ["scenario", "improveOdds"],
    scenario: "win-out",
  },

  // tradeIdeas
  {
    turns: ["My running backs have been a mess since week 5.", "Who should I trade with to get a better running back?"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: ["I'd like to package Zay Flowers and Jakobi Meyers into a 2-for-1 for an upgrade. Any ideas?"],
    expect: "tradeIdeas",
    players: ["Zay Flowers", "Jakobi Meyers"],
  },
  {
    turns: [
      "I've noticed Pocket Passers are absolutely stacked at receiver.",
      "What could they give me if I wanted to make a deal with them?",
    ],
    expect: "tradeIdeas",
    team: "Pocket Passers",
  },
  {
    turns: ["My tight end situation is dire.", "Which team would be a good trade partner for a TE?"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["Give me some trade ideas with Coach Finley's team. He's always open to deals."],
    expect: "tradeIdeas",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["Any trade ideas for landing a WR1? I have running back depth to spare."],
    expect: "tradeIdeas",
    position: "WR",
  },

  // help
  { turns: ["Hi there! What kinds of things can you help me with?"], expect: "help" },
  { turns: ["I'm new to this assistant. How does it work?"], expect: "help" },
  { turns: ["Hello!", "What can you do for my team?"], expect: "help" },
  { turns: ["What sort of questions can I ask you?"], expect: "help" },
  { turns: ["Can you give me a quick tour of your features?"], expect: "help" },
  { turns: ["My coworker said you're pretty handy.", "What exactly do you do?"], expect: "help" },

  // None
  { turns: ["What's the weather going to be like in Chicago this weekend?"], expect: "None" },
  { turns: ["Mondays are rough around here.", "Tell me a joke to lighten the mood."], expect: "None" },
  { turns: ["Who do you think wins the NBA title this year?"], expect: "None" },
  { turns: ["I've been cooking a lot lately.", "Got a good chili recipe for the office potluck?"], expect: "None" },
  { turns: ["Can you help me with my kid's algebra homework?"], expect: "None" },
  { turns: ["What's your take on the upcoming election?"], expect: "None" },
];
