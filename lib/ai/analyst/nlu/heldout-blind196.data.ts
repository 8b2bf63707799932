// Blind held-out evaluation set 196 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a cautious skeptic who double-checks the GM, challenges answers in follow-ups ("you sure?",
// "why?", "what if I ignore the projection") and mixes in out-of-scope asks that look like fantasy questions.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_196: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["Start Bijan or Jonathan Taylor this week? And don't just read me the projection."],
    expect: "startSit",
    players: ["Bijan Robinson", "Jonathan Taylor"],
  },
  { turns: ["Should I sit Tee Higgins this week? Be honest with me."], expect: "startSit", players: ["Tee Higgins"] },
  {
    turns: ["Who do I start, Chase Brown or Kyren Williams?", "You sure? Kyren's had the better last three weeks."],
    expect: "startSit",
    players: ["Chase Brown", "Kyren Williams"],
  },
  {
    turns: ["Is Jameson Williams a start for me this week?", "He put up 3 points last week though. Still playing him?"],
    expect: "startSit",
    players: ["Jameson Williams"],
  },
  {
    turns: ["Thinking ahead to week 11 — Drake London or Garrett Wilson?"],
    expect: "startSit",
    players: ["Drake London", "Garrett Wilson"],
    week: 11,
  },
  {
    turns: [
      "Bo Nix or Jaxson Dart at QB this week?",
      "What if I ignore the projection and just go off matchup? Same answer?",
    ],
    expect: "startSit",
    players: ["Bo Nix", "Jaxson Dart"],
  },
  {
    turns: ["I'm nervous about this one. Do I actually bench Derrick Henry for Cam Skattebo?"],
    expect: "startSit",
    players: ["Derrick Henry", "Cam Skattebo"],
  },
  { turns: ["Start or sit Rico Dowdle?", "why?"], expect: "startSit", players: ["Rico Dowdle"] },
  {
    turns: ["Puka, Nabers, Waddle. I can only play two of them. Which two?"],
    expect: "startSit",
    players: ["Puka Nacua", "Malik Nabers", "Jaylen Waddle"],
  },
  {
    turns: ["Should I play Kyle Pitts or Jake Ferguson?", "ok, and next week? same two guys"],
    expect: "startSit",
    players: ["Kyle Pitts", "Jake Ferguson"],
    week: "next",
  },
  {
    turns: [
      "Better start this week, Tetairoa McMillan or Rome Odunze?",
      "You went McMillan. Odunze gets more targets though, double-check that.",
    ],
    expect: "startSit",
    players: ["Tetairoa McMillan", "Rome Odunze"],
  },
  {
    turns: ["Honestly, is Kelce even startable anymore? Tell me straight."],
    expect: "startSit",
    players: ["Travis Kelce"],
  },
  {
    turns: ["Week 15 I'm going to have Josh Allen and Lamar. Which one do I roll with? Want a second opinion early."],
    expect: "startSit",
    players: ["Josh Allen", "Lamar Jackson"],
    week: 15,
  },
  {
    turns: ["Should Zay Flowers start over Jakobi Meyers?", "and what about Shakir over Flowers then?"],
    expect: "startSit",
    players: ["Khalil Shakir", "Zay Flowers"],
  },

  // ---- compare ----
  {
    turns: ["Rest of season, who's more valuable: Ashton Jeanty or Omarion Hampton?"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["Long haul, would you rather own JSN or Ja'Marr Chase? Don't say Chase just because of the name."],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Ja'Marr Chase"],
  },
  {
    turns: [
      "Who's the better player from here on out, Brock Bowers or Trey McBride?",
      "Bowers has been banged up though. Still him?",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["Not asking about this week. Over the rest of the year, is Egbuka just better than Ladd McConkey?"],
    expect: "compare",
    players: ["Emeka Egbuka", "Ladd McConkey"],
  },
  {
    turns: [
      "Breece Hall vs Bucky Irving for the rest of the season, who do you like more?",
      "Why? Give me actual reasons, not vibes.",
    ],
    expect: "compare",
    players: ["Breece Hall", "Bucky Irving"],
  },

  // ---- slot ----
  { turns: ["Who goes in my flex this week?"], expect: "slot" },
  { turns: ["Who should fill my RB2 spot? I don't trust my usual guy there."], expect: "slot", position: "RB" },
  { turns: ["Who should I put at flex?", "You sure? What if I ignore the projection for a second?"], expect: "slot" },
  { turns: ["Best option off my bench for the WR3 slot this week?"], expect: "slot", position: "WR" },

  // ---- lineup ----
  { turns: ["Is my lineup actually optimal this week or am I missing something obvious?"], expect: "lineup" },
  { turns: ["Set my best lineup for week 11."], expect: "lineup", week: 11 },
  {
    turns: ["Check my lineup for this week.", "Double-check it. Last time you told me to start a guy who was on bye."],
    expect: "lineup",
  },
  { turns: ["What's the best possible lineup for me next week, every slot?"], expect: "lineup", week: "next" },

  // ---- outlook ----
  {
    turns: ["What's Saquon's outlook this week? Realistic, not optimistic."],
    expect: "outlook",
    players: ["Saquon Barkley"],
  },
  {
    turns: [
      "How's Justin Jefferson going to do this week?",
      "But he scored 3 last week. Why would this week be any different?",
    ],
    expect: "outlook",
    players: ["Justin Jefferson"],
  },
  {
    turns: ["Give me a projection for Amon-Ra St. Brown in week 12."],
    expect: "outlook",
    players: ["Amon-Ra St. Brown"],
    week: 12,
  },
  {
    turns: ["What do you think of Kenneth Walker's outlook?", "and for the rest of the season, not just this week?"],
    expect: "outlook",
    players: ["Kenneth Walker III"],
  },

  // ---- status ----
  {
    turns: ["Is McCaffrey actually playing Sunday? I keep hearing conflicting stuff."],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Is Malik Nabers active this week?", "Are you sure? Where are you getting that from?"],
    expect: "status",
    players: ["Malik Nabers"],
  },
  { turns: ["Has Burrow been cleared or is he still out?"], expect: "status", players: ["Joe Burrow"] },
  {
    turns: ["I'm leaning toward starting Chris Godwin.", "Is he even healthy though?"],
    expect: "status",
    players: ["Chris Godwin"],
  },

  // ---- tradeValue ----
  { turns: ["What's Derrick Henry worth in a trade right now?"], expect: "tradeValue", players: ["Derrick Henry"] },
  {
    turns: ["Should I sell Javonte Williams while he's hot or just hold him?"],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },
  {
    turns: [
      "What kind of trade value does George Pickens have?",
      "You sure it's that high? He's been boom or bust all year.",
    ],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  {
    turns: ["Is Josh Jacobs a hold or a sell for me? Not asking about a specific deal."],
    expect: "tradeValue",
    players: ["Josh Jacobs"],
  },

  // ---- buyLow ----
  { turns: ["Who are the buy-low guys in my league right now?"], expect: "buyLow" },
  { turns: ["Anyone I should be selling high before they cool off?"], expect: "buyLow" },
  { turns: ["Who's a buy-low target?", "Why those guys? Their owners aren't going to sell cheap."], expect: "buyLow" },

  // ---- trade ----
  {
    turns: ["Got offered Jahmyr Gibbs for Puka Nacua and Tucker Kraft. Accept, or is there a catch I'm not seeing?"],
    expect: "trade",
    players: ["Jahmyr Gibbs", "Puka Nacua", "Tucker Kraft"],
  },
  {
    turns: ["Someone wants my CeeDee Lamb for their Bucky Irving. Fair, or am I getting fleeced?"],
    expect: "trade",
    players: ["CeeDee Lamb", "Bucky Irving"],
  },
  {
    turns: [
      "Trade offer: I give Mark Andrews and Chuba Hubbard, I get Sam LaPorta. Thoughts?",
      "Why decline? LaPorta's the better tight end.",
    ],
    expect: "trade",
    players: ["Mark Andrews", "Chuba Hubbard", "Sam LaPorta"],
  },
  {
    turns: ["Should I accept a deal where I send Kyren Williams and get back Tony Pollard and Jordan Addison?"],
    expect: "trade",
    players: ["Kyren Williams", "Tony Pollard", "Jordan Addison"],
  },
  {
    turns: [
      "I got a trade offer: James Cook for my Garrett Wilson.",
      "Should I take it?",
      "you sure? Cook's schedule looks rough down the stretch.",
    ],
    expect: "trade",
    players: ["James Cook", "Garrett Wilson"],
  },
  {
    turns: [
      "Offer on the table: my Jalen Hurts for Patrick Mahomes and Jerry Jeudy.",
      "What if I ignore the projections entirely — gut check, do I accept?",
    ],
    expect: "trade",
    players: ["Jalen Hurts", "Patrick Mahomes", "Jerry Jeudy"],
  },
  {
    turns: ["Accept or decline: Alvin Kamara and Courtland Sutton for my Ja'Marr Chase?"],
    expect: "trade",
    players: ["Alvin Kamara", "Courtland Sutton", "Ja'Marr Chase"],
  },

  // ---- waivers ----
  { turns: ["Who should I grab off waivers this week?"], expect: "waivers" },
  { turns: ["How much FAAB should I actually throw at Kyle Monangai?"], expect: "waivers", players: ["Kyle Monangai"] },
  { turns: ["Best free-agent tight end out there right now?"], expect: "waivers", position: "TE" },
  {
    turns: ["Any waiver pickups worth making?", "You sure that guy's worth a claim? He's had exactly one good game."],
    expect: "waivers",
  },
  {
    turns: ["Who's the best running back on the wire?", "How much of my budget would you spend on him, exactly?"],
    expect: "waivers",
    position: "RB",
  },
  { turns: ["Best kicker on waivers? Mine is a disaster."], expect: "waivers", position: "K" },
  {
    turns: ["Should I put a claim in for Sean Tucker?", "What about Tyrone Tracy instead?"],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },
  {
    turns: ["Is there a receiver sitting in free agency that I could actually start?"],
    expect: "waivers",
    position: "WR",
  },

  // ---- playoffs ----
  { turns: ["What are my odds of making the playoffs? Real number, please."], expect: "playoffs" },
  { turns: ["Am I actually a title contender or am I fooling myself?"], expect: "playoffs" },
  {
    turns: ["What are my playoff chances?", "That seems high. Are you sure? I've lost two straight."],
    expect: "playoffs",
  },
  { turns: ["What are Sunday Scaries' chances of getting in?"], expect: "playoffs", team: "Sunday Scaries" },
  {
    turns: ["How likely am I to make it?", "and Coach Harper's team?"],
    expect: "playoffs",
    team: "Fourth & Long Shots",
  },
  { turns: ["What are my odds of winning the whole thing?"], expect: "playoffs" },
  { turns: ["Do I finish top six if things go the way they're supposed to?"], expect: "playoffs" },

  // ---- improveOdds ----
  { turns: ["What can I do to improve my playoff odds?"], expect: "improveOdds" },
  { turns: ["What are my playoff odds?", "Okay. So what would actually move that number up?"], expect: "improveOdds" },
  {
    turns: ["Be straight with me: what's the one move that boosts my chances of getting in the most?"],
    expect: "improveOdds",
  },
  {
    turns: ["How do I get my postseason odds up?", "Why would a trade help more than waivers? Explain it."],
    expect: "improveOdds",
  },

  // ---- matchup ----
  { turns: ["Who am I playing this week?"], expect: "matchup" },
  { turns: ["Am I favored this week? Don't sugarcoat it."], expect: "matchup" },
  { turns: ["What's my win probability for week 12?"], expect: "matchup", week: 12 },
  { turns: ["Who's my opponent this week?", "and next week?"], expect: "matchup", week: "next" },
  {
    turns: ["What are my chances of winning this week?", "You sure? Their quarterback has been on fire."],
    expect: "matchup",
  },
  {
    turns: ["Who does Red Zone Raiders have this week, and are they favored?"],
    expect: "matchup",
    team: "Red Zone Raiders",
  },
  { turns: ["Who am I up against in week 11?", "Am I the favorite in that one?"], expect: "matchup", week: 11 },

  // ---- record ----
  { turns: ["What's my record right now?"], expect: "record" },
  { turns: ["Where do I sit in the standings?"], expect: "record" },
  { turns: ["What's Hail Mary Heroes' record?"], expect: "record", team: "Hail Mary Heroes" },
  { turns: ["How am I doing this season, win-loss?", "That can't be right. Check it again."], expect: "record" },

  // ---- rosterStatus ----
  { turns: ["Who on my team is hurt or on bye this week?"], expect: "rosterStatus" },
  { turns: ["Any byes on my roster I need to worry about next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["Injury report for my roster in week 12?"], expect: "rosterStatus", week: 12 },
  { turns: ["Anyone on my roster banged up?", "and what about byes in week 14?"], expect: "rosterStatus", week: 14 },

  // ---- positionRank ----
  { turns: ["Rank my running backs for this week."], expect: "positionRank", position: "RB" },
  { turns: ["Order my wide receivers best to worst for week 11."], expect: "positionRank", position: "WR", week: 11 },
  {
    turns: ["Rank my RBs this week.", "Now do the same thing for my receivers."],
    expect: "positionRank",
    position: "WR",
  },

  // ---- projectedTotal ----
  { turns: ["How many points am I projected for this week?"], expect: "projectedTotal" },
  { turns: ["What's my floor and ceiling for week 11?"], expect: "projectedTotal", week: 11 },
  {
    turns: ["What's my team projected to score?", "That number looks inflated. Where's it coming from?"],
    expect: "projectedTotal",
  },

  // ---- leaders ----
  { turns: ["Who's the best team in the league right now?"], expect: "leaders" },
  { turns: ["Which team has put up the most points so far?"], expect: "leaders" },
  { turns: ["Who has the strongest roster in the league?", "Really? By what measure?"], expect: "leaders" },

  // ---- sleepers ----
  { turns: ["Any deep sleepers worth stashing before the playoffs?"], expect: "sleepers" },
  {
    turns: ["Who should I be looking to pick up for next week? Not this week, next."],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: [
      "Who are some stash candidates for the playoff run?",
      "You sure? Those guys are buried on the depth chart.",
    ],
    expect: "sleepers",
  },

  // ---- dropStash ----
  { turns: ["Should I drop Brandon Aiyuk or keep stashing him?"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  { turns: ["Dobbins is on IR. Hold or cut?"], expect: "dropStash", players: ["J.K. Dobbins"] },
  {
    turns: ["Tyreek Hill is done for the year, right?", "So do I drop him, or is there any reason to hang on?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },

  // ---- byeCover ----
  { turns: ["My QB is on bye next week. Who do I stream?"], expect: "byeCover", position: "QB", week: "next" },
  { turns: ["Need a one-week tight end fill-in while Kittle's on bye. Who?"], expect: "byeCover", position: "TE" },
  {
    turns: ["Who's on bye for me in week 12?", "Okay, who covers my RB spot that week?"],
    expect: "byeCover",
    position: "RB",
    week: 12,
  },

  // ---- scenario ----
  { turns: ["If I win out, am I in?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["What do my odds look like if I go 3-2 the rest of the way?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["What are my playoff odds?", "ok, what if I lose this week?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["If I win out, do I make it?", "And if I only win three of the last five?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["Say I win two more games. Is that enough to get in?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },

  // ---- tradeIdeas ----
  {
    turns: ["What could I get for Jaylen Waddle and Chris Olave?"],
    expect: "tradeIdeas",
    players: ["Jaylen Waddle", "Chris Olave"],
  },
  { turns: ["Give me some 2-for-1 ideas to upgrade at running back."], expect: "tradeIdeas", position: "RB" },
  {
    turns: ["What could I offer Pocket Passers to pry a receiver loose?"],
    expect: "tradeIdeas",
    team: "Pocket Passers",
  },
  {
    turns: ["Who should I be targeting in a trade?", "Why him? Is his owner even likely to deal?"],
    expect: "tradeIdeas",
  },

  // ---- help ----
  { turns: ["What can you actually do for me?"], expect: "help" },
  { turns: ["How am I supposed to use this thing? What kinds of questions work?"], expect: "help" },
  {
    turns: [
      "Before I trust you with anything, what are you able to help with?",
      "Can you look at trades too, or just lineups?",
    ],
    expect: "help",
  },

  // ---- two things in one message ----
  { turns: ["Who am I playing this week, and what's my record?"], expect: ["matchup", "record"] },
  {
    turns: ["Is Bijan playing this week, and if so should I start him over Kyren?"],
    expect: ["status", "startSit"],
    players: ["Bijan Robinson", "Kyren Williams"],
  },
  { turns: ["What are my playoff odds, and what can I do to improve them?"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["Who's hurt on my team, and who should I pick up off waivers to cover?"],
    expect: ["rosterStatus", "waivers"],
  },
  { turns: ["What's my projected total this week, and am I favored?"], expect: ["projectedTotal", "matchup"] },
  {
    turns: ["Give me the best waiver adds this week, and any sleepers to stash for later too."],
    expect: ["waivers", "sleepers"],
  },
  {
    turns: ["Quick check before I panic.", "What's my record, and what are my odds of making the playoffs?"],
    expect: ["record", "playoffs"],
  },

  // ---- None ----
  { turns: ["Who won the Thursday night game?"], expect: "None" },
  { turns: ["What time is kickoff for the Eagles game on Sunday?"], expect: "None" },
  { turns: ["Can you just set my lineup for me automatically every week so I don't have to log in?"], expect: "None" },
  { turns: ["Who should I take first overall in next year's draft?"], expect: "None" },
  { turns: ["What are our league's keeper rules?"], expect: "None" },
  { turns: ["How do I change my team name?"], expect: "None" },
  { turns: ["What's the betting line on Bills–Chiefs?"], expect: "None" },
  { turns: ["Is the over a good bet in the Lions game this weekend?"], expect: "None" },
  { turns: ["Build me a DraftKings lineup for the Sunday main slate."], expect: "None" },
  { turns: ["What's the weather going to be like in Green Bay on Sunday?"], expect: "None" },
  { turns: ["Tell me a joke about kickers."], expect: "None" },
  { turns: ["Thanks, that actually helps."], expect: "None" },
  { turns: ["Should I start Trey McBride?", "thanks"], expect: "None" },
  { turns: ["Who's going to win the NBA title this year?"], expect: "None" },
  { turns: ["The app keeps logging me out. Can you fix that?"], expect: "None" },
  { turns: ["How many rushing yards did Derrick Henry have back in 2020?"], expect: "None" },
  { turns: ["What's Lamar's outlook this week?", "And what's the spread on that Ravens game?"], expect: "None" },
  { turns: ["Can you auto-accept trades for me while I'm at work?"], expect: "None" },
  { turns: ["If it's a keeper league next year, do I keep Bijan or Jeanty?"], expect: "None" },
  { turns: ["What was the final score of Monday night's game?"], expect: "None" },
  { turns: ["Where's a good bar to watch the Cowboys game?"], expect: "None" },
  { turns: ["Can you message Coach Reese and tell him his team stinks?"], expect: "None" },
  { turns: ["Is my lineup good?", "cool, appreciate it"], expect: "None" },
  { turns: ["What's the over/under on Puka's receiving yards this week? Thinking about a prop."], expect: "None" },
  { turns: ["How do I add a co-manager to my team?"], expect: "None" },
  { turns: ["Rank the top 10 rookies for next year's dynasty draft."], expect: "None" },
  { turns: ["Did Travis Kelce and Taylor Swift get married yet?"], expect: "None" },
  {
    turns: ["What's Derrick Henry looking like this week?", "What channel is the Ravens game on, by the way?"],
    expect: "None",
  },
  { turns: ["What's the score of the Penn State game?"], expect: "None" },
  { turns: ["Morning! How's it going?"], expect: "None" },
];
