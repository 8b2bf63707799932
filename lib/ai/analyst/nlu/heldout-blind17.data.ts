// Blind held-out evaluation set no. 17 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets
// or the evaluation script. Voices: a police dispatcher on a night shift, a high-school coach,
// a real-estate agent who is always in a hurry, a 20-year fantasy veteran with old-school terms,
// a teenager with heavy slang and shorthand, an engineer who asks precise questions, a bartender,
// and a stay-at-home mom in a league with her sisters. Labels are the reading a careful human
// analyst would take. This set is scored once.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_17: HeldOutCase[] = [
  // startSit
  {
    turns: ["yo jacobs or kyren this wk? need a W fr"],
    expect: "startSit",
    players: ["Josh Jacobs", "Kyren Williams"],
  },
  {
    turns: ["Quick one between showings - Nix or Goff at QB Sunday?"],
    expect: "startSit",
    players: ["Bo Nix", "Jared Goff"],
  },
  {
    turns: [
      "Been playing this game since the Priest Holmes days, so humor me.",
      "Do I roll with Chuba or Rhamondre in my RB2 spot this week?",
    ],
    expect: "startSit",
    players: ["Chuba Hubbard", "Rhamondre Stevenson"],
  },
  {
    turns: ["For week 11 specifically: Zay Flowers or Jameson Williams, weighting projected target share?"],
    expect: "startSit",
    week: 11,
    players: ["Zay Flowers", "Jameson Williams"],
  },
  {
    turns: ["my sister Dana says I'm crazy for benching Hurts", "so should I start him or not this week??"],
    expect: "startSit",
    players: ["Jalen Hurts"],
  },
  {
    turns: ["is puka playing this week", "ok 10-4. then puka or mcmillan in the lineup sunday?"],
    expect: "startSit",
    players: ["Puka Nacua", "Tetairoa McMillan"],
  },
  {
    turns: ["bartending till 2 and lineups lock at 1. kamera or swift, who goes in"],
    expect: "startSit",
    players: ["Alvin Kamara", "D'Andre Swift"],
  },
  {
    turns: ["Coach here. Going back and forth on LaPorta vs Kittle at tight end.", "Who do I trot out next week?"],
    expect: "startSit",
    week: "next",
    players: ["Sam LaPorta", "George Kittle"],
  },

  // compare
  {
    turns: ["Old-school rest-of-season question: Chase Brown or Breece Hall the rest of the way?"],
    expect: "compare",
    players: ["Chase Brown", "Breece Hall"],
  },
  {
    turns: ["Over the remaining regular season, who has the higher expected value: Drake London or Garrett Wilson?"],
    expect: "compare",
    players: ["Drake London", "Garrett Wilson"],
  },
  {
    turns: ["jeanty been mid lowkey", "long term tho is he better than omarion hampton or nah"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["Who's the better player to have for the rest of the year, McBride or Bowers? Jen wants to know too lol"],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: [
      "Need a fast answer. Egbuka or McConkey for the rest of the season?",
      "and Jaxon Smith Njigba vs Egbuka, same question",
    ],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Emeka Egbuka"],
  },
  {
    turns: ["guy at my bar swears Travis Hunter is gonna be better than BTJ going forward. is he right"],
    expect: "compare",
    players: ["Travis Hunter", "Brian Thomas Jr."],
  },

  // slot
  {
    turns: ["Who goes in my flex this week? No time, just give me the name."],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["Which of my tight ends should I start this week?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["My quarterback situation is a mess after that trade.", "Who should be under center for me Sunday?"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["who i put at flex bro"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: [
      "I have three running backs rostered and only two RB slots.",
      "Which one should occupy the RB2 slot this week, by median projection?",
    ],
    expect: "slot",
    position: "RB",
  },

  // lineup
  {
    turns: ["Can you look over my starting lineup before the kids wake up? Anything I should change?"],
    expect: "lineup",
  },
  {
    turns: [
      "Working graveyard all weekend, radio's been nonstop, I'll be asleep by the time the early games kick " +
        "off and I haven't touched my team since Tuesday. Can you set my best lineup for me?",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "Twenty years of this and I still second-guess my roster every Sunday.",
      "Just optimize my whole starting lineup for this week.",
    ],
    expect: "lineup",
  },
  {
    turns: ["is my lineup cooked or nah, fix it"],
    expect: "lineup",
  },
  {
    turns: [
      "had a brutal shift, no time to look at anything",
      "is my starting lineup good to go or do i need to swap people around",
    ],
    expect: "lineup",
  },

  // outlook
  {
    turns: ["What's Jahmyr Gibbs' projected point range this week?"],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["My offensive coordinator buddy loves Jaxson Dart.", "What do you expect from him this week?"],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["derrick henry been cookin", "how we feelin bout him this week"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: [
      "So my sister Beth says Judkins is great and my other sister says he's a bust, and honestly I only " +
        "drafted him because he was still there. What are your thoughts on him, is he going to have a good game?",
    ],
    expect: "outlook",
    players: ["Quinshon Judkins"],
  },
  {
    turns: ["Is Saquan out this week?", "Fine. So what kind of day do you see him having?"],
    expect: "outlook",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["What's the projection on Jonathan Taylor for week 10?"],
    expect: "outlook",
    week: 10,
    players: ["Jonathan Taylor"],
  },

  // status
  {
    turns: ["Is McCaffery playing? Yes or no."],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: [
      "Checking in from dispatch. What's Tyreek Hill's outlook for the rest of the season?",
      "Copy. Is he even active right now or is he on IR?",
    ],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["Is Malik Nabers still hurt? My sister keeps asking me"],
    expect: "status",
    players: ["Malik Nabers"],
  },
  {
    turns: ["is ladd mcconkey questionable", "wbu zay flowers"],
    expect: "status",
    players: ["Zay Flowers"],
  },
  {
    turns: ["What is Justin Jefferson's official game designation for Sunday?"],
    expect: "status",
    players: ["Justin Jefferson"],
  },
  {
    turns: ["did kittle pop up on the injury report again", "and what about mark andrews, he good to play?"],
    expect: "status",
    players: ["Mark Andrews"],
  },

  // tradeValue
  {
    turns: ["What's Derrick Henry fetch on the market these days? He's mine and I'm thinking of selling high."],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["What could I get for Achane? Fast answer please"],
    expect: "tradeValue",
    players: ["De'Von Achane"],
  },
  {
    turns: ["I own Nico Collins.", "Quantitatively, what is his trade value right now relative to other WR2s?"],
    expect: "tradeValue",
    players: ["Nico Collins"],
  },
  {
    turns: ["should i sell rico dowdle while hes hot"],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  {
    turns: ["I have Jonathan Taylor and he's been amazing", "would it be smart to sell him now? what's he worth?"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["How much is Kyren Williams worth in a trade if I shop him around?"],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },

  // buyLow
  {
    turns: ["Any buy-low candidates out there worth kicking the tires on?"],
    expect: "buyLow",
  },
  {
    turns: ["garrett wilson been brickin", "is it a buy low moment on him or nah"],
    expect: "buyLow",
    players: ["Garrett Wilson"],
  },
  {
    turns: ["Is Marvin Harrison Jr. a buy-low candidate given his underlying target metrics?"],
    expect: "buyLow",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: ["who should i be trying to buy low on right now"],
    expect: "buyLow",
  },
  {
    turns: ["My sister Beth has Brock Bowers and he's been banged up", "should I try to buy low on him from her?"],
    expect: "buyLow",
    players: ["Brock Bowers"],
  },

  // trade
  {
    turns: ["Got offered Breece Hall for my Zay Flowers. Take it or leave it?"],
    expect: "trade",
    players: ["Breece Hall", "Zay Flowers"],
  },
  {
    turns: ["Coach Tatum is offering Bucky Irving and a bench WR for my Amon-Ra. Gut says no, talk me through it."],
    expect: "trade",
    players: ["Bucky Irving", "Amon-Ra St. Brown"],
    team: "Red Zone Raiders",
  },
  {
    turns: [
      "Proposed deal: I send James Cook, I receive Ladd McConkey and Chuba Hubbard.",
      "Net of positional scarcity, should I accept?",
    ],
    expect: "trade",
    players: ["James Cook", "Ladd McConkey", "Chuba Hubbard"],
  },
  {
    turns: ["someone tryna give me drake london for jsn. smash accept?"],
    expect: "trade",
    players: ["Drake London", "Jaxon Smith-Njigba"],
  },
  {
    turns: ["my sister Jen offered me her Jaylen Waddle", "she wants Javonte Williams back. should I do it?"],
    expect: "trade",
    players: ["Jaylen Waddle", "Javonte Williams"],
  },
  {
    turns: ["Trade offer came in during my shift: my Trey McBride for George Pickens. Accept or decline?"],
    expect: "trade",
    players: ["Trey McBride", "George Pickens"],
  },

  // waivers
  {
    turns: ["Who's the top waiver pickup this week? Need a name, go."],
    expect: "waivers",
  },
  {
    turns: ["How much FAAB should I throw at the best running back on the wire? Got 64 bucks left."],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["who should i grab off waivers", "how much faab tho"],
    expect: "waivers",
  },
  {
    turns: ["my bench is straight garbage", "any free agents worth grabbing?"],
    expect: "waivers",
  },
  {
    turns: ["I have $37 of FAAB remaining.", "What's the optimal bid on the highest-value free agent this week?"],
    expect: "waivers",
  },
  {
    turns: [
      "Okay so the baby finally went down and I have maybe ten minutes. My kicker has been useless all year " +
        "and my sister Kate keeps grabbing every good player before me. Who should I pick up off the waiver wire?",
    ],
    expect: "waivers",
  },

  // playoffs
  {
    turns: ["What are my odds of making the playoffs as things stand tonight?"],
    expect: "playoffs",
  },
  {
    turns: ["My sisters are all ahead of me in the standings ugh", "do I even have a chance at the playoffs?"],
    expect: "playoffs",
  },
  {
    turns: ["What's my current playoff probability, to one decimal place?"],
    expect: "playoffs",
  },
  {
    turns: ["am i makin playoffs or am i cooked"],
    expect: "playoffs",
  },
  {
    turns: ["Started 2-4 but I've won three straight.", "Where does that leave my postseason chances?"],
    expect: "playoffs",
  },

  // improveOdds
  {
    turns: ["What moves should I be making to boost my playoff chances?"],
    expect: "improveOdds",
  },
  {
    turns: ["My playoff odds look bad.", "What can I do to fix that? Quickly."],
    expect: "improveOdds",
  },
  {
    turns: ["Which roster transactions would most increase my playoff probability?"],
    expect: "improveOdds",
  },
  {
    turns: ["whats my playoff odds", "ok how do i get that number up"],
    expect: "improveOdds",
  },
  {
    turns: ["What can I do to improve my chances of getting into the playoffs? I refuse to miss them again"],
    expect: "improveOdds",
  },

  // matchup
  {
    turns: ["who i got this week"],
    expect: "matchup",
  },
  {
    turns: ["What's my projected total this week?", "And what's my win probability against my opponent?"],
    expect: "matchup",
  },
  {
    turns: ["Who am I playing this week?", "Am I favored?"],
    expect: "matchup",
  },
  {
    turns: ["Am I going to beat my sister this week? She's Coach Sutton in our league lol"],
    expect: "matchup",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["How's my head-to-head with Two-Minute Drill shaping up for week 11?"],
    expect: "matchup",
    week: 11,
    team: "Two-Minute Drill",
  },

  // record
  {
    turns: ["What's my record right now?"],
    expect: "record",
  },
  {
    turns: ["Who's leading the league?", "What's Blitz Brigade's record? They look hot."],
    expect: "record",
    team: "Blitz Brigade",
  },
  {
    turns: ["whats my record", "and coach blake's"],
    expect: "record",
    team: "Sunday Scaries",
  },
  {
    turns: ["How many wins do I have so far? I lost track with the kids' soccer schedule"],
    expect: "record",
  },
  {
    turns: ["Who's in first place?", "And where do I stand? What's my W-L?"],
    expect: "record",
  },

  // rosterStatus
  {
    turns: ["Long night, finally on break.", "Anybody on my roster banged up right now?"],
    expect: "rosterStatus",
  },
  {
    turns: ["Who on my team is on bye next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["Who on my roster is injured?", "And which of my players have byes in week 12?"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["any of my guys hurt"],
    expect: "rosterStatus",
  },
  {
    turns: ["Do I have anyone on bye this week? I never remember to check"],
    expect: "rosterStatus",
  },

  // positionRank
  {
    turns: ["Getting my depth chart set for Sunday.", "Rank my wide receivers for this week."],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Order my running backs by projected points for week 11."],
    expect: "positionRank",
    week: 11,
    position: "RB",
  },
  {
    turns: ["Rank my WRs for me.", "Now do the backs."],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["Rank my TEs, quick"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["rank my running backs this week", "same thing for next week"],
    expect: "positionRank",
    week: "next",
    position: "RB",
  },

  // projectedTotal
  {
    turns: ["Let's look ahead to week 11.", "What's my team's projected point total for that week, with a range?"],
    expect: "projectedTotal",
    week: 11,
  },
  {
    turns: ["how many points am i projected"],
    expect: "projectedTotal",
  },
  {
    turns: ["How many points am I projected for this week?", "And next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["What's my team supposed to score this week?"],
    expect: "projectedTotal",
  },
  {
    turns: ["What's my projected score for week 12, floor and ceiling?"],
    expect: "projectedTotal",
    week: 12,
  },

  // leaders
  {
    turns: ["who's leading the league right now"],
    expect: "leaders",
  },
  {
    turns: ["Who's put up the most points in the league this year?"],
    expect: "leaders",
  },
  {
    turns: [
      "I'm in a league with my three sisters and some of their friends.",
      "Which team is the best in our league right now? I think it's my sister's",
    ],
    expect: "leaders",
  },
  {
    turns: ["What's my record?", "Who's top of the standings overall?"],
    expect: "leaders",
  },
  {
    turns: ["who the best team in the league fr"],
    expect: "leaders",
  },

  // sleepers
  {
    turns: ["Gimme some deep sleepers for next week, the kind nobody's rostering."],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["waivers kinda dry", "any breakout dudes for next week tho"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["I'm looking for under-the-radar pickups.", "Specifically tight ends for next week."],
    expect: "sleepers",
    week: "next",
    position: "TE",
  },
  {
    turns: ["Who are some sleeper running backs for next week?"],
    expect: "sleepers",
    week: "next",
    position: "RB",
  },
  {
    turns: ["gimme a sleeper wr nobody's talking about"],
    expect: "sleepers",
    position: "WR",
  },

  // dropStash
  {
    turns: ["Nabers tore his ACL, right?", "So do I cut bait on him or hold him on IR?"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["Should I drop Tyreek Hill? Is it even worth keeping him at this point?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["is tucker kraft done for the year", "so do i drop him or stash him"],
    expect: "dropStash",
    players: ["Tucker Kraft"],
  },
  {
    turns: ["My IR slot is open. Should I stash Joe Burrow there or release him?"],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  {
    turns: ["should i hang onto my injured guys or cut em"],
    expect: "dropStash",
  },

  // byeCover
  {
    turns: ["Looking ahead to week 12.", "My QB has a bye that week. Who do I pick up to cover him?"],
    expect: "byeCover",
    week: 12,
    position: "QB",
  },
  {
    turns: ["Need a backup tight end for my TE's bye in week 14. Who's out there?"],
    expect: "byeCover",
    week: 14,
    position: "TE",
  },
  {
    turns: ["Which of my players are on bye next week?", "ok who should I play at RB to cover that?"],
    expect: "byeCover",
    week: "next",
    position: "RB",
  },
  {
    turns: ["Kicker's on bye week 11, who do I grab?"],
    expect: "byeCover",
    week: 11,
    position: "K",
  },
  {
    turns: ["My defense has a bye next week. Which D should I stream to cover it?"],
    expect: "byeCover",
    week: "next",
    position: "DEF",
  },

  // scenario
  {
    turns: ["If I go 3-1 over the next four games, what are my playoff odds?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["if i win out am i in"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["What are my playoff chances?", "what if I lose this week though?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["Say I win two of my last five. Do I still punch a playoff ticket?"],
    expect: "scenario",
    scenario: { wins: 2, games: 5 },
  },
  {
    turns: ["What are my playoff odds?", "If I win 3 more games?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },

  // tradeIdeas
  {
    turns: ["Find me a trade with Waiver Wire Wizards. They're loaded at receiver."],
    expect: "tradeIdeas",
    team: "Waiver Wire Wizards",
  },
  {
    turns: [
      "My RB depth is surplus relative to my WR corps.",
      "Suggest a 2-for-1 that converts two of my backs into one top-12 receiver.",
    ],
    expect: "tradeIdeas",
  },
  {
    turns: ["i need a te upgrade, who should i trade for"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["My sister runs Pocket Passers.", "What trade could I offer her that she'd actually accept?"],
    expect: "tradeIdeas",
    team: "Pocket Passers",
  },
  {
    turns: ["Build me a trade around Kenneth Walker to land a better wide receiver."],
    expect: "tradeIdeas",
    players: ["Kenneth Walker III"],
  },

  // help
  {
    turns: ["Hi there!", "First time using this. What kinds of things can I ask you?"],
    expect: "help",
  },
  {
    turns: ["What can you actually do?"],
    expect: "help",
  },
  {
    turns: ["Remind me how you work. What stuff can you help me with?"],
    expect: "help",
  },
  {
    turns: ["wait what can u even do"],
    expect: "help",
  },

  // None
  {
    turns: ["thanks for the lineup help", "totally unrelated but whats a good cocktail for leftover tequila"],
    expect: "None",
  },
  {
    turns: ["Is it going to rain on my drive home after shift tonight?"],
    expect: "None",
  },
  {
    turns: ["who should i start at flex", "ok unrelated, who wins the lakers game tonight"],
    expect: "None",
  },
  {
    turns: ["What's Nvidia's stock price right now?"],
    expect: "None",
  },
  {
    turns: ["Can you give me a quick recipe for chicken enchiladas for dinner tonight?"],
    expect: "None",
  },
  {
    turns: ["Alright, lineup's set.", "Now tell me a joke to open practice with."],
    expect: "None",
  },
  {
    turns: ["Who should I vote for in the mayor's race?"],
    expect: "None",
  },

  // multi-part
  {
    turns: ["Is Kamara playing, and if he is, should I start him over Jacobs?"],
    expect: ["status", "startSit"],
    players: ["Alvin Kamara", "Josh Jacobs"],
  },
  {
    turns: ["What's my projected total this week, and what's my win probability?"],
    expect: ["projectedTotal", "matchup"],
  },
  {
    turns: ["whats my record and am i makin the playoffs"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["Who's hurt on my team and who should I pick up off waivers to replace them?"],
    expect: ["rosterStatus", "waivers"],
  },
  {
    turns: ["What's Puka worth in a trade, and would you rather have him or Jefferson for the stretch run?"],
    expect: ["tradeValue", "compare"],
    players: ["Puka Nacua", "Justin Jefferson"],
  },
  {
    turns: ["Who's in first place, and what are my odds of making the playoffs?"],
    expect: ["leaders", "playoffs"],
  },
  {
    turns: ["rank my wrs and tell me if the rest of my lineup looks ok"],
    expect: ["positionRank", "lineup"],
    position: "WR",
  },
  {
    turns: ["Thinking about the playoff race tonight.", "What are my odds, and what would help me improve them?"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["Is Brock Bowers healthy, and what's his outlook for the rest of the season?"],
    expect: ["status", "outlook"],
    players: ["Brock Bowers"],
  },
  {
    turns: [
      "Jen offered me Stefon Diggs for Chuba Hubbard.",
      "Should I take it? And if not, who else could I trade for?",
    ],
    expect: ["trade", "tradeIdeas"],
    players: ["Stefon Diggs", "Chuba Hubbard"],
  },
  {
    turns: ["who i play this week and whats their record"],
    expect: ["matchup", "record"],
  },
  {
    turns: ["Any sleepers worth a flyer, and how much FAAB should I put on them?"],
    expect: ["sleepers", "waivers"],
  },
  {
    turns: ["Should I drop Nabers, and who should I pick up instead?"],
    expect: ["dropStash", "waivers"],
    players: ["Malik Nabers"],
  },
  {
    turns: ["Just got off the radio.", "Who's on bye for me next week, and who covers my WR spot?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "WR",
  },
  {
    turns: ["What are my playoff odds if I win out, and am I favored this week?"],
    expect: ["scenario", "matchup"],
    scenario: "win-out",
  },
];
