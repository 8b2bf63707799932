// Blind held-out evaluation set 192 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a loud league commissioner and trash-talker who needles the other managers by name and
// nickname, and asks about rival teams almost as often as his own.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_192: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["Bucky Irving or Chase Brown this week? I'm facing Coach Tatum and I refuse to lose to that clown."],
    expect: "startSit",
    players: ["Bucky Irving", "Chase Brown"],
  },
  {
    turns: ["Do I roll with Garrett Wilson or Zay Flowers on Sunday"],
    expect: "startSit",
    players: ["Garrett Wilson", "Zay Flowers"],
  },
  {
    turns: [
      "I've got Jaxson Dart and Bo Nix on the roster and neither one inspires a lick of confidence.",
      "Which of the two gets the nod in week 11?",
    ],
    expect: "startSit",
    players: ["Jaxson Dart", "Bo Nix"],
    week: 11,
  },
  {
    turns: ["Kyle Pitts vs Tucker Kraft, who's getting my start, honestly"],
    expect: "startSit",
    players: ["Kyle Pitts", "Tucker Kraft"],
  },
  {
    turns: ["Thinking about benching Travis Kelce for Harold Fannin Jr. Genius move or have I lost it?"],
    expect: "startSit",
    players: ["Travis Kelce", "Harold Fannin Jr."],
  },
  {
    turns: ["Does Jakobi Meyers deserve to play over Jerry Jeudy this weekend, or does he keep riding pine?"],
    expect: "startSit",
    players: ["Jakobi Meyers", "Jerry Jeudy"],
  },
  {
    turns: [
      "Start Rhamondre Stevenson or Tyrone Tracy Jr.?",
      "Eh, Tracy's a maybe anyway.",
      "Ok swap him out for Kenneth Gainwell, same question.",
    ],
    expect: "startSit",
    players: ["Rhamondre Stevenson", "Kenneth Gainwell"],
  },
  {
    turns: ["Next week it's Rome Odunze or Khalil Shakir when I see the Long Shots. Who plays?"],
    expect: "startSit",
    players: ["Rome Odunze", "Khalil Shakir"],
    week: "next",
  },
  {
    turns: [
      "Jordan Addison, Wan'Dale Robinson, Xavier Worthy. Give me the one dude to trot out against Blitz Brigade.",
    ],
    expect: "startSit",
    players: ["Jordan Addison", "Wan'Dale Robinson", "Xavier Worthy"],
  },
  {
    turns: ["Lamar's matchup looks juicy this week", "Yeah but do I actually fire him up over Jalen Hurts?"],
    expect: "startSit",
    players: ["Lamar Jackson", "Jalen Hurts"],
  },

  // ---- compare ----
  {
    turns: ["Rest of season, who would you rather own: Malik Nabers or Drake London?"],
    expect: "compare",
    players: ["Malik Nabers", "Drake London"],
  },
  {
    turns: [
      "Coach Sawyer won't shut up about Omarion Hampton. Over the long haul is Ashton Jeanty the better back or not?",
    ],
    expect: "compare",
    players: ["Omarion Hampton", "Ashton Jeanty"],
  },
  {
    turns: ["From here through the title game, Trey McBride or Brock Bowers, which one is the better asset?"],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: [
      "How's Gibbs looking the rest of the way?",
      "Stack him up against Bijan Robinson for the remainder of the year.",
    ],
    expect: "compare",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  {
    turns: [
      "Between Tetairoa McMillan and Emeka Egbuka, whose value holds up better over the last stretch? Reese swears " +
        "it's Egbuka.",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },

  // ---- slot ----
  {
    turns: ["Who fills my flex this week?"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["Coach Rowan laughed at my TE spot and he's not wrong. Dalton Kincaid or Hunter Henry in there?"],
    expect: "slot",
    players: ["Dalton Kincaid", "Hunter Henry"],
    position: "TE",
  },
  {
    turns: ["RB2 decision: Javonte Williams, Rico Dowdle or Kyle Monangai?"],
    expect: "slot",
    players: ["Javonte Williams", "Rico Dowdle", "Kyle Monangai"],
    position: "RB",
  },
  {
    turns: ["Who slides into my third receiver slot now that I'm a body short?"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["My flex has been a black hole all year", "Then pick somebody for it for week 12, genius."],
    expect: "slot",
    position: "FLEX",
    week: 12,
  },

  // ---- lineup ----
  {
    turns: ["Set my optimal lineup for this week. I've got the Heroes and I want a blowout I can screenshot."],
    expect: "lineup",
  },
  {
    turns: ["Sanity check my starters before kickoff, would ya?"],
    expect: "lineup",
  },
  {
    turns: ["Build me the best possible lineup for week 12."],
    expect: "lineup",
    week: 12,
  },
  {
    turns: ["Coach Reese thinks my roster is trash.", "Let's prove him wrong. What's my strongest lineup next week?"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["Is my lineup good to go or did I leave a dud in there somewhere?"],
    expect: "lineup",
  },

  // ---- outlook ----
  {
    turns: ["What's Puka projected for this week?"],
    expect: "outlook",
    players: ["Puka Nacua"],
  },
  {
    turns: ["Give me Jonathan Taylor's ceiling and floor for Sunday."],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["How do you see JSN finishing out the season?"],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["Derrick Henry gave me 4 points last week, unreal.", "What's he looking like this time around?"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: ["Is Cam Skattebo gonna be a stud or a dud from here on out? Harper's gonna cry if he pops."],
    expect: "outlook",
    players: ["Cam Skattebo"],
  },
  {
    turns: ["How many points should I bank on from Ladd McConkey in week 11?"],
    expect: "outlook",
    players: ["Ladd McConkey"],
    week: 11,
  },

  // ---- status ----
  {
    turns: ["Is CMC suiting up Sunday?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["What's the injury situation with Tee Higgins?"],
    expect: "status",
    players: ["Tee Higgins"],
  },
  {
    turns: ["When's Josh Jacobs on bye?"],
    expect: "status",
    players: ["Josh Jacobs"],
  },
  {
    turns: [
      "Coach Ellis is telling everybody Nico Collins tweaked something.",
      "Is he actually hurt or is Ellis just stirring the pot?",
    ],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["Quick one. A.J. Brown good to go this week or is he questionable?"],
    expect: "status",
    players: ["A.J. Brown"],
  },

  // ---- tradeValue ----
  {
    turns: ["What's Saquon Barkley worth on the trade market right now?"],
    expect: "tradeValue",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["Play Action Pack keeps asking about Jameson Williams. Sell high or ride it out?"],
    expect: "tradeValue",
    players: ["Jameson Williams"],
  },
  {
    turns: ["Coach Blake's been sniffing around Ja'Marr Chase. What's his going rate these days?"],
    expect: "tradeValue",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["Should I be trying to buy Breece Hall or is that a trap?"],
    expect: "tradeValue",
    players: ["Breece Hall"],
  },
  {
    turns: ["Kyren Williams has been pretty meh.", "Hang onto him or shop him around?"],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },

  // ---- buyLow ----
  {
    turns: ["Who are the best buy-low targets in the league right now?"],
    expect: "buyLow",
  },
  {
    turns: ["Which slumping studs should I be poaching off the other managers before they bounce back?"],
    expect: "buyLow",
  },
  {
    turns: ["Find me some underperformers I can pry loose on the cheap."],
    expect: "buyLow",
  },
  {
    turns: ["Any guys on other rosters whose value is in the gutter but ought to rebound?"],
    expect: "buyLow",
  },
  {
    turns: [
      "Coach Marlow panics after every bad week, it's beautiful.",
      "So who's undervalued across the league that I could steal for pennies?",
    ],
    expect: "buyLow",
  },

  // ---- trade ----
  {
    turns: ["Coach Tatum offered me Justin Jefferson for my CeeDee Lamb. Do I smash accept?"],
    expect: "trade",
    players: ["CeeDee Lamb", "Justin Jefferson"],
  },
  {
    turns: ["I send Tyreek Hill and Chuba Hubbard, I get back De'Von Achane. Fair?"],
    expect: "trade",
    players: ["Tyreek Hill", "Chuba Hubbard", "De'Von Achane"],
  },
  {
    turns: ["Who wins this one: my Davante Adams for Harper's George Pickens?"],
    expect: "trade",
    players: ["Davante Adams", "George Pickens"],
  },
  {
    turns: [
      "The Wizards want James Cook.",
      "They're dangling Chris Olave and Jaylen Warren for him. Good deal for me?",
    ],
    expect: "trade",
    players: ["James Cook", "Chris Olave", "Jaylen Warren"],
  },
  {
    turns: ["Should I take Amon-Ra St. Brown if it costs me Mark Andrews plus Travis Etienne Jr.?"],
    expect: "trade",
    players: ["Mark Andrews", "Travis Etienne Jr.", "Amon-Ra St. Brown"],
  },

  // ---- waivers ----
  {
    turns: ["Who's the top pickup on the wire this week?"],
    expect: "waivers",
  },
  {
    turns: ["How much FAAB should I throw at the best running back out there before Sutton does?"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["Any tight end worth grabbing off waivers?"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: ["Coach Finley thinks he owns the waiver wire. Who do I snag before he does?"],
    expect: "waivers",
  },
  {
    turns: ["I've got 43 bucks of FAAB left.", "Who's worth blowing it on right now?"],
    expect: "waivers",
  },

  // ---- playoffs ----
  {
    turns: ["What are my playoff odds?"],
    expect: "playoffs",
  },
  {
    turns: ["What are the Raiders' chances of sneaking into the playoffs?"],
    expect: "playoffs",
    team: "Red Zone Raiders",
  },
  {
    turns: ["Is Coach Ellis's squad cooked, playoff-wise?"],
    expect: "playoffs",
    team: "Pocket Passers",
  },
  {
    turns: ["Am I a lock for the top six or nah?"],
    expect: "playoffs",
  },
  {
    turns: ["Sunday Scaries just lost again lol", "What's the percentage they still make the postseason?"],
    expect: "playoffs",
    team: "Sunday Scaries",
  },
  {
    turns: ["Give me the Alchemists' odds of making the dance."],
    expect: "playoffs",
    team: "Audible Alchemists",
  },

  // ---- improveOdds ----
  {
    turns: ["What moves boost my playoff chances?"],
    expect: "improveOdds",
  },
  {
    turns: ["I'm a game behind the Heroes for the last spot. What do I do to get in?"],
    expect: "improveOdds",
  },
  {
    turns: ["How do I raise my odds of making the postseason? Give me a game plan."],
    expect: "improveOdds",
  },
  {
    turns: ["What should I change so Two-Minute Drill doesn't leapfrog me out of a playoff spot?"],
    expect: "improveOdds",
  },
  {
    turns: ["My playoff odds are garbage.", "So fix it. What moves do I make?"],
    expect: "improveOdds",
  },

  // ---- matchup ----
  {
    turns: ["Who am I up against this week and can I take him?"],
    expect: "matchup",
  },
  {
    turns: ["Who's Coach Quinn playing this week and is he favored?"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  {
    turns: ["What's my win probability in week 12?"],
    expect: "matchup",
    week: 12,
  },
  {
    turns: ["How's the Wizards' game shaping up this weekend?"],
    expect: "matchup",
    team: "Waiver Wire Wizards",
  },
  {
    turns: [
      "Coach Sutton's been running his mouth in the group chat all week.",
      "Who's his team facing, and how do the projections look?",
    ],
    expect: "matchup",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["Projected score of my game next week?"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: ["Is the Long Shots' matchup this week a blowout or a coin flip?"],
    expect: "matchup",
    team: "Fourth & Long Shots",
  },

  // ---- record ----
  {
    turns: ["What's my record?"],
    expect: "record",
  },
  {
    turns: ["Where do the Alchemists sit in the standings?"],
    expect: "record",
    team: "Audible Alchemists",
  },
  {
    turns: ["What's Coach Blake's win-loss at this point? Bet it's ugly."],
    expect: "record",
    team: "Sunday Scaries",
  },
  {
    turns: ["Who am I playing this week?", "What's their record?"],
    expect: "record",
  },
  {
    turns: ["How many games has End Zone Envy actually won?"],
    expect: "record",
    team: "End Zone Envy",
  },
  {
    turns: ["Where am I in the standings right now?"],
    expect: "record",
  },

  // ---- rosterStatus ----
  {
    turns: ["Who on my team is banged up?"],
    expect: "rosterStatus",
  },
  {
    turns: ["Any byes I need to sweat next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["Run through my injuries and byes for week 12."],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["Is my roster healthy heading into Sunday?"],
    expect: "rosterStatus",
  },
  {
    turns: [
      "Last week I started a guy on bye like an absolute idiot.",
      "Never again. Who on my squad is out this week?",
    ],
    expect: "rosterStatus",
  },

  // ---- positionRank ----
  {
    turns: ["Rank my wide receivers for this week."],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Order my running backs best to worst for week 11."],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  {
    turns: ["Line up my tight ends from top to bottom for this week."],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["Rank my QBs for this week.", "Now do it for next week."],
    expect: "positionRank",
    position: "QB",
    week: "next",
  },
  {
    turns: ["My receiver room is stacked this year.", "Rank 'em for Sunday."],
    expect: "positionRank",
    position: "WR",
  },

  // ---- projectedTotal ----
  {
    turns: ["How many points am I projected for this week?"],
    expect: "projectedTotal",
  },
  {
    turns: ["What's Two-Minute Drill projected to score?"],
    expect: "projectedTotal",
    team: "Two-Minute Drill",
  },
  {
    turns: ["Give me my floor and ceiling for the week."],
    expect: "projectedTotal",
  },
  {
    turns: ["What's Coach Reese's team expected to put up Sunday?"],
    expect: "projectedTotal",
    team: "Play Action Pack",
  },
  {
    turns: ["I'm playing the Raiders this week.", "What's their projected total?"],
    expect: "projectedTotal",
    team: "Red Zone Raiders",
  },

  // ---- leaders ----
  {
    turns: ["Who's the best team in the league right now?"],
    expect: "leaders",
  },
  {
    turns: ["Pocket Passers think they've scored the most. Which squad actually has the most points this year?"],
    expect: "leaders",
  },
  {
    turns: ["Pull up the full standings table."],
    expect: "leaders",
  },
  {
    turns: ["Coach Quinn says Blitz Brigade is the team to beat. Who actually leads the league?"],
    expect: "leaders",
  },
  {
    turns: ["What's my record?", "And who's sitting on top of the whole league?"],
    expect: "leaders",
  },

  // ---- sleepers ----
  {
    turns: ["Who are some sleepers for next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Which under-the-radar guys should I grab now so they pay off in the fantasy playoffs?"],
    expect: "sleepers",
  },
  {
    turns: ["Any deep sleepers at wide receiver for week 13?"],
    expect: "sleepers",
    position: "WR",
    week: 13,
  },
  {
    turns: ["Who's a guy nobody's talking about who could pop next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: [
      "Finley scooped up everybody good this week, waivers are bone dry.",
      "Fine, then who should I be eyeing a couple weeks down the road?",
    ],
    expect: "sleepers",
  },

  // ---- dropStash ----
  {
    turns: ["Do I drop Brandon Aiyuk or keep stashing him?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["Is Chris Godwin worth holding on my bench while he's hurt?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  {
    turns: ["Which of my injured guys can I safely cut?"],
    expect: "dropStash",
  },
  {
    turns: ["Rashee Rice is out again and Sutton says I should dump him.", "Cut him or hold?"],
    expect: "dropStash",
    players: ["Rashee Rice"],
  },
  {
    turns: ["J.K. Dobbins is on IR. Worth the roster spot or do I release him?"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },

  // ---- byeCover ----
  {
    turns: ["Josh Allen's on bye next week. Who do I start at QB?"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
    week: "next",
  },
  {
    turns: ["Need a TE streamer to cover George Kittle's bye."],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
  },
  {
    turns: ["Burrow's bye lands the same week I play End Zone Envy. Who covers for Joe Burrow?"],
    expect: "byeCover",
    players: ["Joe Burrow"],
    position: "QB",
  },
  {
    turns: ["Jaylen Waddle has his bye in week 12.", "Who should fill in for him?"],
    expect: "byeCover",
    players: ["Jaylen Waddle"],
    week: 12,
  },
  {
    turns: ["Sam LaPorta's bye is coming up. Who do I pick up to plug that hole?"],
    expect: "byeCover",
    players: ["Sam LaPorta"],
    position: "TE",
  },

  // ---- scenario ----
  {
    turns: ["If I win out, am I in?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["What do my odds look like if I drop this week's game?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["Say I go 2-2 the rest of the way. Still make it?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["If the Wizards win out, do they make the playoffs?"],
    expect: "scenario",
    scenario: "win-out",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["How are Pocket Passers doing?", "What are their playoff odds?", "And if they win 2 of their last 3?"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
    team: "Pocket Passers",
  },

  // ---- tradeIdeas ----
  {
    turns: ["What could I get for Marvin Harrison Jr.?"],
    expect: "tradeIdeas",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: ["Give me some 2-for-1 ideas built around Jayden Daniels."],
    expect: "tradeIdeas",
    players: ["Jayden Daniels"],
  },
  {
    turns: ["I need a running back in the worst way. Any trade ideas?"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: ["What kind of offer would pry a stud receiver loose from Coach Finley?"],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: ["DK Metcalf is my trade bait.", "What packages could I build around him?"],
    expect: "tradeIdeas",
    players: ["DK Metcalf"],
  },

  // ---- help ----
  {
    turns: ["What can you actually do for me?"],
    expect: "help",
  },
  {
    turns: ["What kind of questions are you good for?"],
    expect: "help",
  },
  {
    turns: ["yo", "what are you able to help with?"],
    expect: "help",
  },
  {
    turns: ["Commish here. Give me the rundown of what this GM thing can handle."],
    expect: "help",
  },
  {
    turns: ["New to this bot. What are you capable of?"],
    expect: "help",
  },

  // ---- None ----
  {
    turns: ["Write me a savage roast of Coach Quinn for the group chat."],
    expect: "None",
  },
  {
    turns: ["What's the weather gonna be like in Buffalo on Sunday?"],
    expect: "None",
  },
  {
    turns: ["What's the spread on the Chiefs game?"],
    expect: "None",
  },
  {
    turns: ["How do I move the trade deadline in the league settings?"],
    expect: "None",
  },
  {
    turns: ["Who's winning the NBA title this year?"],
    expect: "None",
  },
  {
    turns: ["Build me a DraftKings lineup for the main slate."],
    expect: "None",
  },
  {
    turns: ["Tell me a joke about the Sunday Scaries that'll make Blake rage quit."],
    expect: "None",
  },
  {
    turns: ["What should I cook for my watch party?"],
    expect: "None",
  },
  {
    turns: ["Can you swap my team logo for something more intimidating?"],
    expect: "None",
  },
  {
    turns: ["Who's the best team?", "Cool. Now what's the forecast in Green Bay for the late game?"],
    expect: "None",
  },
  {
    turns: ["What's a good over/under bet for Monday night?"],
    expect: "None",
  },
  {
    turns: ["Who won the Masters this year?"],
    expect: "None",
  },

  // ---- multi-part ----
  {
    turns: ["What's Blitz Brigade's record, and are they still making the playoffs?"],
    expect: ["record", "playoffs"],
    team: "Blitz Brigade",
  },
  {
    turns: ["Who's Sunday Scaries playing this week and what are they projected to score?"],
    expect: ["matchup", "projectedTotal"],
    team: "Sunday Scaries",
  },
  {
    turns: ["Is Tyler Warren healthy, and should I start him over Jake Ferguson?"],
    expect: ["status", "startSit"],
    players: ["Tyler Warren", "Jake Ferguson"],
  },
  {
    turns: ["What are my playoff odds right now, and what happens if I win out?"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["Who should I grab off waivers, and is it time to cut the injured Brian Thomas Jr.?"],
    expect: ["waivers", "dropStash"],
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["Set my lineup for next week and tell me who on my roster is on bye."],
    expect: ["lineup", "rosterStatus"],
    week: "next",
  },
  {
    turns: ["What's the Raiders' record and who do they have this week?"],
    expect: ["record", "matchup"],
    team: "Red Zone Raiders",
  },
  {
    turns: ["Who's leading the league, and where do I stand?"],
    expect: ["leaders", "record"],
  },
];
