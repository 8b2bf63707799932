// Thirteenth blind held-out set for the GM's understanding, written by someone who never saw the training
// paraphrases, the cue lists, the other held-out sets or the evaluation script: only the families' one-line meanings
// and the demo league's team names. Voices: a casual office worker on lunch break, a dad in his first league,
// a college roommate league member, a careful planner who asks precise questions, someone on a phone in a hurry,
// a woman who has played 10+ years, a retiree, a teen.
// It is scored once and never tuned on.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_13: HeldOutCase[] = [
  // startSit
  {
    turns: ["lunch break question — do I roll with Chase Brown or Kyren Williams this week?"],
    expect: "startSit",
    players: ["Chase Brown", "Kyren Williams"],
  },
  {
    turns: ["My wife says I'm overthinking this. Honestly, should Travis Kelce ride the bench for me this week?"],
    expect: "startSit",
    players: ["Travis Kelce"],
  },
  {
    turns: ["start garrett wilson or dk metcalf?", "ok and what about for week 13"],
    expect: "startSit",
    players: ["Garrett Wilson", "DK Metcalf"],
    week: 13,
  },
  {
    turns: ["I can only play one of Zay Flowers, Jakobi Meyers and Courtland Sutton this week. Which one gets it?"],
    expect: "startSit",
    players: ["Zay Flowers", "Jakobi Meyers", "Courtland Sutton"],
  },
  {
    turns: ["yo is jaxson dart actually startable this week or nah"],
    expect: "startSit",
    players: ["Jaxson Dart"],
  },
  {
    turns: [
      "What's going on with Bucky Irving's injury?",
      "If he's good to go, do I start him over Rhamondre Stevenson in week 12?",
    ],
    expect: "startSit",
    players: ["Bucky Irving", "Rhamondre Stevenson"],
    week: 12,
  },

  // compare
  {
    turns: ["For the rest of the year, who's the better guy to own, Drake London or Garrett Wilson?"],
    expect: "compare",
    players: ["Drake London", "Garrett Wilson"],
  },
  {
    turns: [
      "I have been wondering which of these two running backs will be more valuable from here until the end " +
        "of the season: Jonathan Taylor or Derrick Henry.",
    ],
    expect: "compare",
    players: ["Jonathan Taylor", "Derrick Henry"],
  },
  {
    turns: ["who's better the rest of the way, Brock Bowers or Trey McBride?", "what about Bowers vs Kittle"],
    expect: "compare",
    players: ["Brock Bowers", "George Kittle"],
  },
  {
    turns: ["settle a debate w my roommate: smith-njigba or st. brown for the back half of the season"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "Setting aside this week's matchups, which QB projects better over the remaining weeks: " +
        "Jalen Hurts or Baker Mayfield?",
    ],
    expect: "compare",
    players: ["Jalen Hurts", "Baker Mayfield"],
  },
  {
    turns: [
      "how many points is Ashton Jeanty projected for this week?",
      "forget this week. rest of season, which rookie do you trust more, him or Omarion Hampton?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },

  // slot
  {
    turns: ["who should be in my flex this week"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["I've got the tight end spot in my lineup to fill. Which of my guys should go there?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["who goes in my RB2 spot?", "and my flex?"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["which qb do i play this wk"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["Which receiver should I put in my second wide receiver position for week 12?"],
    expect: "slot",
    position: "WR",
    week: 12,
  },
  {
    turns: ["rank my wrs this week", "cool so who's the play in my flex"],
    expect: "slot",
    position: "FLEX",
  },

  // lineup
  {
    turns: ["is my lineup good to go for this week or should I change something?"],
    expect: "lineup",
  },
  {
    turns: ["who's on bye for me this week?", "ok can you just set my best lineup around that? no time to look"],
    expect: "lineup",
  },
  {
    turns: ["set my optimal lineup", "same thing for week 12"],
    expect: "lineup",
    week: 12,
  },
  {
    turns: ["Please check my starting lineup for week 11 and tell me whether any starter should be swapped out."],
    expect: "lineup",
    week: 11,
  },
  {
    turns: ["is my lineup optimal, and what's my team projected to score?"],
    expect: ["lineup", "projectedTotal"],
  },
  {
    turns: ["I would like you to look over who I have starting this week and make sure it is the best arrangement."],
    expect: "lineup",
  },

  // outlook
  {
    turns: [
      "Is Josh Allen dealing with anything injury-wise?",
      "good. how many points do you have him down for this week?",
    ],
    expect: "outlook",
    players: ["Josh Allen"],
  },
  {
    turns: ["whats the ceiling on de'von achane this week"],
    expect: "outlook",
    players: ["De'Von Achane"],
  },
  {
    turns: ["what's Jahmyr Gibbs projected for?", "and in week 13?"],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
    week: 13,
  },
  {
    turns: ["What's Tee Higgins projecting for week 12, and is he still dealing with that injury?"],
    expect: ["outlook", "status"],
    players: ["Tee Higgins"],
    week: 12,
  },
  {
    turns: ["Give me Trey McBride's floor and ceiling for next week."],
    expect: "outlook",
    players: ["Trey McBride"],
    week: "next",
  },
  {
    turns: ["Is Jayden Daniels back from his injury?", "ok how do you think he'll do this week"],
    expect: "outlook",
    players: ["Jayden Daniels"],
  },

  // status
  {
    turns: ["Is Christian McCaffrey playing this weekend?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["whats wrong with nico collins, is it serious"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["Should I start Chris Olave or Jordan Addison?", "wait is Olave even healthy?"],
    expect: "status",
    players: ["Chris Olave"],
  },
  {
    turns: ["When is Joe Burrow supposed to come back? Nobody in my league seems to know."],
    expect: "status",
    players: ["Joe Burrow"],
  },
  {
    turns: ["Is Puka Nacua active today, and if so what's he projected for?"],
    expect: ["status", "outlook"],
    players: ["Puka Nacua"],
  },
  {
    turns: ["should i start ceedee lamb this week", "wait did he get hurt again lol"],
    expect: "status",
    players: ["CeeDee Lamb"],
  },

  // tradeValue
  {
    turns: ["Is it time to sell high on Jaxon Smith-Njigba?"],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["Bijan Robinson or Jahmyr Gibbs rest of season?", "what would Bijan fetch in a trade right now?"],
    expect: "tradeValue",
    players: ["Bijan Robinson"],
  },
  {
    turns: ["kyren williams — what's he actually worth to other teams at this point?"],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },
  {
    turns: ["how's Travis Etienne looking this week?", "should I try to move him while his value's up?"],
    expect: "tradeValue",
    players: ["Travis Etienne"],
  },
  {
    turns: ["What's the market on Davante Adams these days? Am I sitting on a depreciating asset?"],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: ["What's James Cook worth in a trade, and rest of season would you rather have him or Josh Jacobs?"],
    expect: ["tradeValue", "compare"],
    players: ["James Cook", "Josh Jacobs"],
  },

  // buyLow
  {
    turns: ["who should I try to buy low on?"],
    expect: "buyLow",
  },
  {
    turns: ["Are there any players whose value has tanked but who should bounce back? I'd like to trade for one."],
    expect: "buyLow",
  },
  {
    turns: ["is breece hall a buy-low right now"],
    expect: "buyLow",
    players: ["Breece Hall"],
  },
  {
    turns: ["what are my playoff odds", "ok. who are some cheap buy-low guys on other teams I should target?"],
    expect: "buyLow",
  },
  {
    turns: ["who should i grab off waivers", "nah i mean buy low candidates on other teams, any rn?"],
    expect: "buyLow",
  },
  {
    turns: ["List a few underperforming players on other rosters whose managers might sell them cheap."],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["Someone offered me Drake London for my James Cook. Do I take it?"],
    expect: "trade",
    players: ["Drake London", "James Cook"],
  },
  {
    turns: ["i give davante adams and tony pollard, i get saquon barkley. good deal?"],
    expect: "trade",
    players: ["Davante Adams", "Tony Pollard", "Saquon Barkley"],
  },
  {
    turns: ["Coach Quinn is offering George Pickens for my Kenneth Walker", "should I accept?"],
    expect: "trade",
    players: ["George Pickens", "Kenneth Walker III"],
  },
  {
    turns: ["Is it a fair trade if I send away Ladd McConkey and get back Terry McLaurin plus Alvin Kamara?"],
    expect: "trade",
    players: ["Ladd McConkey", "Terry McLaurin", "Alvin Kamara"],
  },
  {
    turns: ["Evaluate this one: my Bo Nix and Jaylen Waddle for their Lamar Jackson. Accept or counter?"],
    expect: "trade",
    players: ["Bo Nix", "Jaylen Waddle", "Lamar Jackson"],
  },
  {
    turns: ["I'm being offered Jonathan Taylor for Justin Jefferson", "what if they add Khalil Shakir to their side?"],
    expect: "trade",
    players: ["Jonathan Taylor", "Justin Jefferson", "Khalil Shakir"],
  },

  // waivers
  {
    turns: ["who should I grab off waivers this week?"],
    expect: "waivers",
  },
  {
    turns: ["How much of my FAAB budget should I spend this week, and on who?"],
    expect: "waivers",
  },
  {
    turns: ["my rb2 just went down", "best pickups rn? i have like $40 faab left"],
    expect: "waivers",
  },
  {
    turns: ["any injuries on my roster this week?", "ok who should I pick up off the wire to replace them"],
    expect: "waivers",
  },
  {
    turns: ["Which free agents are worth putting a claim in for this week, and how much should I bid?"],
    expect: "waivers",
  },
  {
    turns: ["Who's the top waiver add this week, and should I drop my injured guy to make room?"],
    expect: ["waivers", "dropStash"],
  },

  // playoffs
  {
    turns: ["what are my chances of making the playoffs?"],
    expect: "playoffs",
  },
  {
    turns: ["Am I going to make the playoffs or is this season cooked?"],
    expect: "playoffs",
  },
  {
    turns: ["what's my record", "so do I make the playoffs or not?"],
    expect: "playoffs",
  },
  {
    turns: ["What's the Blitz Brigade's record?", "What are their odds of getting into the playoffs?"],
    expect: "playoffs",
    team: "Blitz Brigade",
  },
  {
    turns: ["What is my current probability of qualifying for the postseason?"],
    expect: "playoffs",
  },
  {
    turns: ["What are my playoff odds, and what should I do to improve them?"],
    expect: ["playoffs", "improveOdds"],
  },

  // improveOdds
  {
    turns: ["What moves would help my playoff chances the most?"],
    expect: "improveOdds",
  },
  {
    turns: ["I'm right on the bubble. What can I do to sneak in?"],
    expect: "improveOdds",
  },
  {
    turns: ["what are my playoff odds?", "how do I bump that number up?"],
    expect: "improveOdds",
  },
  {
    turns: ["Am I going to make the playoffs?", "What changes should I make to my team to give myself the best shot?"],
    expect: "improveOdds",
  },
  {
    turns: ["how do i boost my playoff odds fr"],
    expect: "improveOdds",
  },
  {
    turns: ["Which roster moves, trades or adds, would move the needle most on my postseason odds?"],
    expect: "improveOdds",
  },

  // matchup
  {
    turns: ["who am I playing this week and am I favored?"],
    expect: "matchup",
  },
  {
    turns: ["who am I playing this week?", "what's my win probability?"],
    expect: "matchup",
  },
  {
    turns: ["how's my matchup looking this week", "what about week 12?"],
    expect: "matchup",
    week: 12,
  },
  {
    turns: ["Who is my opponent in week 13, and how do the projections look for that game?"],
    expect: "matchup",
    week: 13,
  },
  {
    turns: ["matchup preview pls"],
    expect: "matchup",
  },
  {
    turns: ["Who am I up against this week, and should I start Josh Jacobs or Chuba Hubbard?"],
    expect: ["matchup", "startSit"],
    players: ["Josh Jacobs", "Chuba Hubbard"],
  },

  // record
  {
    turns: ["what's my record?"],
    expect: "record",
  },
  {
    turns: ["How are the Red Zone Raiders doing this year? What's their record?"],
    expect: "record",
    team: "Red Zone Raiders",
  },
  {
    turns: ["what's my record", "and Coach Sutton's team?"],
    expect: "record",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["Where do I sit in the standings right now?"],
    expect: "record",
  },
  {
    turns: ["What's the record of the Play Action Pack?", "And how many games have I won so far?"],
    expect: "record",
  },
  {
    turns: ["Who's leading the league, and how far back am I in the standings?"],
    expect: ["leaders", "record"],
  },

  // rosterStatus
  {
    turns: ["Any injuries or byes on my team this week?"],
    expect: "rosterStatus",
  },
  {
    turns: ["who do I have on bye next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["who's hurt on my roster?", "and for week 13?"],
    expect: "rosterStatus",
    week: 13,
  },
  {
    turns: ["Please list any of my players who are injured or on bye in week 12."],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["is my lineup good", "anyone on my team out this week tho"],
    expect: "rosterStatus",
  },
  {
    turns: ["Who's on bye for me next week, and who should I pick up to cover them?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
  },

  // positionRank
  {
    turns: ["Can you order my wide receivers best to worst for week 12?"],
    expect: "positionRank",
    position: "WR",
    week: 12,
  },
  {
    turns: ["rank my running backs this week"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["rank my receivers for this week", "and my RBs?"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["Would you please rank the tight ends on my roster for this week?", "And for next week as well?"],
    expect: "positionRank",
    position: "TE",
    week: "next",
  },
  {
    turns: ["my qbs ranked for this wk?"],
    expect: "positionRank",
    position: "QB",
  },
  {
    turns: ["rank my RBs for week 11", "now do the same for week 12"],
    expect: "positionRank",
    position: "RB",
    week: 12,
  },

  // projectedTotal
  {
    turns: ["How many points is my team projected to score this week?"],
    expect: "projectedTotal",
  },
  {
    turns: ["what's my projected total for week 12 and the range"],
    expect: "projectedTotal",
    week: 12,
  },
  {
    turns: ["what's my team projected for this week?", "next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["Roughly how many points should my team put up on Sunday?"],
    expect: "projectedTotal",
  },
  {
    turns: ["What's my team's projected point total for week 13, including the low and high end?"],
    expect: "projectedTotal",
    week: 13,
  },
  {
    turns: ["who we playing this week", "how many pts we putting up"],
    expect: "projectedTotal",
  },

  // leaders
  {
    turns: ["Who's the best team in the league right now?"],
    expect: "leaders",
  },
  {
    turns: ["which team has scored the most points this season"],
    expect: "leaders",
  },
  {
    turns: ["Who's sitting in first place?"],
    expect: "leaders",
  },
  {
    turns: ["what's my record", "who's on top of the league then?"],
    expect: "leaders",
  },
  {
    turns: ["Which team in our league has the best chance of making the playoffs?"],
    expect: "leaders",
  },
  {
    turns: ["who's got the best record in the league", "and who has the most points?"],
    expect: "leaders",
  },

  // sleepers
  {
    turns: ["Any deep sleepers worth stashing for the playoff stretch?"],
    expect: "sleepers",
  },
  {
    turns: ["Who should I add this week, and are there any deeper stashes for later on?"],
    expect: ["waivers", "sleepers"],
  },
  {
    turns: [
      "am i good enough to make the playoffs",
      "who are some under the radar guys nobody's talking about yet that i could stash for later",
    ],
    expect: "sleepers",
  },
  {
    turns: ["Not looking for this week's obvious adds. Who are the lottery tickets I should stash on my bench?"],
    expect: "sleepers",
  },
  {
    turns: ["who should I pick up this week", "ok and any longer-shot stashes for down the road?"],
    expect: "sleepers",
  },
  {
    turns: ["who are some sleepers for next week"],
    expect: "sleepers",
    week: "next",
  },

  // dropStash
  {
    turns: [
      "what's Malik Nabers' injury again?",
      "since he's done for the season, should I cut him or keep him parked on IR?",
    ],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["Do I hang on to Joe Burrow or drop him? I need the roster spot."],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  {
    turns: ["what should I do with my injured guys, IR them or cut them?"],
    expect: "dropStash",
  },
  {
    turns: ["what's the latest on J.K. Dobbins?", "worth keeping him or should I just let him go"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["I have a couple of injured players taking up space. Which ones are worth keeping until they return?"],
    expect: "dropStash",
  },
  {
    turns: ["Is Tyreek Hill coming back this year, and if not should I drop him?"],
    expect: ["status", "dropStash"],
    players: ["Tyreek Hill"],
  },

  // byeCover
  {
    turns: ["my tight end has a bye next week, who should I pick up to cover"],
    expect: "byeCover",
    position: "TE",
    week: "next",
  },
  {
    turns: ["Need somebody to cover for my RB's bye this week. Any ideas?"],
    expect: "byeCover",
    position: "RB",
  },
  {
    turns: ["who's on bye for me in week 13?", "ok who do I get to cover my WR then"],
    expect: "byeCover",
    position: "WR",
    week: 13,
  },
  {
    turns: [
      "First year playing here. My quarterback has the week off in week 14. What do I do, who do I play instead?",
    ],
    expect: "byeCover",
    position: "QB",
    week: 14,
  },
  {
    turns: ["te on bye wk 12 need a streamer"],
    expect: "byeCover",
    position: "TE",
    week: 12,
  },
  {
    turns: ["who's on bye for me this week", "my starting QB is one of them. who's a decent fill-in I can grab?"],
    expect: "byeCover",
    position: "QB",
  },

  // scenario
  {
    turns: ["what are my playoff odds right now", "If I win every game from here on, am I in?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["What happens to my playoff chances if I lose this week?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["if i go 3-1 the rest of the way do i get in"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["Assuming I win two of my remaining four games, what would my playoff odds be?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["what are my playoff odds", "and if I win 3 more?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  {
    turns: ["Where do my playoff odds stand now, and what are they if I go 2-2 the rest of the way?"],
    expect: ["playoffs", "scenario"],
    scenario: { wins: 2, games: 4 },
  },

  // tradeIdeas
  {
    turns: ["What trades should I be looking to make?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["rank my tight ends for this week", "yeah they're all bad. find me a trade that upgrades me at TE"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["any trade ideas with Coach Ellis?"],
    expect: "tradeIdeas",
    team: "Pocket Passers",
  },
  {
    turns: ["I want to move Davante Adams. Who could I realistically trade him for?"],
    expect: "tradeIdeas",
    players: ["Davante Adams"],
  },
  {
    turns: ["what's the Sunday Scaries' record", "what could I trade with them?"],
    expect: "tradeIdeas",
    team: "Sunday Scaries",
  },
  {
    turns: ["I'm deep at RB and thin at WR. Suggest a 2-for-1 that gets me a real receiver."],
    expect: "tradeIdeas",
    position: "WR",
  },

  // help
  {
    turns: ["what can you do?"],
    expect: "help",
  },
  {
    turns: ["How do I use this thing? I'm new to all of this."],
    expect: "help",
  },
  {
    turns: ["what kinda questions can I ask you"],
    expect: "help",
  },
  {
    turns: ["Could you explain what sorts of things you are able to help me with?"],
    expect: "help",
  },
  {
    turns: ["hi", "what are you exactly, and how do you work?"],
    expect: "help",
  },
  {
    turns: ["wait are you a bot? what do u even do"],
    expect: "help",
  },

  // None
  {
    turns: ["Is it going to rain in Green Bay on Sunday?"],
    expect: "None",
  },
  {
    turns: ["what's my record", "lol rough. tell me a joke to cheer me up"],
    expect: "None",
  },
  {
    turns: ["Who's going to win the NBA title this year?"],
    expect: "None",
  },
  {
    turns: ["Should I buy Nvidia stock before earnings?"],
    expect: "None",
  },
  {
    turns: ["should I start Lamb or Chase", "unrelated, but got a good chili recipe for my watch party?"],
    expect: "None",
  },
  {
    turns: ["can you help me write an email to my landlord about the broken heater"],
    expect: "None",
  },
];
