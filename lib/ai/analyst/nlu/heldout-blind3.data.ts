// Third blind held-out set for the GM's understanding, written by a helper who never saw the training
// paraphrases, the cue lists, the other held-out sets or the evaluation script: only the intent list and this
// type. Questions are worded the way real managers type them. It is scored once and never tuned on.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_3: HeldOutCase[] = [
  // ---- startSit: a this-week (or named-week) start decision between named players ----
  {
    turns: ["Breece Hall or Chase Brown tonight? need an answer before kickoff"],
    expect: "startSit",
    players: ["Breece Hall", "Chase Brown"],
  },
  {
    turns: ["cmc vs bijan who do i roll out"],
    expect: "startSit",
    players: ["Christian McCaffrey", "Bijan Robinson"],
  },
  {
    turns: [
      "I've got one flex spot left and it's between Zay Flowers, Courtland Sutton and Jameson Williams. Who plays?",
    ],
    expect: "startSit",
    players: ["Zay Flowers", "Courtland Sutton", "Jameson Williams"],
  },
  {
    turns: ["Should I be starting Drake Maye or Jared Goff in week 11?"],
    expect: "startSit",
    players: ["Drake Maye", "Jared Goff"],
    week: 11,
  },
  {
    turns: ["jsn or puka this wk 🤔"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Puka Nacua"],
  },
  {
    turns: ["Sit Kenneth Walker III, play Rico Dowdle? Yes or no."],
    expect: "startSit",
    players: ["Kenneth Walker III", "Rico Dowdle"],
  },
  {
    turns: ["Right, dilemma at tight end for the weekend: Tyler Warren or Jake Ferguson, which one gets the nod?"],
    expect: "startSit",
    players: ["Tyler Warren", "Jake Ferguson"],
  },
  {
    turns: ["Start Quinshon Judkins or TreVeyon Henderson?", "ok and what about next week?"],
    expect: "startSit",
    players: ["Quinshon Judkins", "TreVeyon Henderson"],
    week: "next",
  },
  {
    turns: ["Is Davante Adams a safe play this week?", "would you rather start him or Tetairoa McMillan"],
    expect: "startSit",
    players: ["Davante Adams", "Tetairoa McMillan"],
  },
  {
    turns: ["wk12 kicker call: jason myers or cameron dicker"],
    expect: "startSit",
    players: ["Jason Myers", "Cameron Dicker"],
    week: 12,
  },
  {
    turns: ["who has the better matchup sunday, king henry or josh jacobs? only one of them is starting"],
    expect: "startSit",
    players: ["Derrick Henry", "Josh Jacobs"],
  },

  // ---- compare: rest-of-season / long-term value between named players ----
  {
    turns: ["Rest of season, who would you rather have: Emeka Egbuka or Tetairoa McMillan?"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: ["long term is ashton jeanty better than omarion hampton"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "Forget this week. From here to the fantasy playoffs, is Jonathan Taylor or Jahmyr Gibbs the more valuable back?",
    ],
    expect: "compare",
    players: ["Jonathan Taylor", "Jahmyr Gibbs"],
  },
  {
    turns: ["ROS ranking question - Trey McBride vs Brock Bowers, who finishes higher?"],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: ["who's the better QB to own for the rest of the year, caleb williams or bo nix"],
    expect: "compare",
    players: ["Caleb Williams", "Bo Nix"],
  },

  // ---- slot: who fills one slot of my lineup, no candidates named ----
  {
    turns: ["flex?"],
    expect: "slot",
  },
  {
    turns: ["which TE do I start this week"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["Who should be my quarterback in week 11?"],
    expect: "slot",
    position: "QB",
    week: 11,
  },
  {
    turns: ["my RB2 spot is a mess. who fills it?"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["who do i put at kicker"],
    expect: "slot",
    position: "K",
  },

  // ---- lineup: set / optimise the whole lineup ----
  {
    turns: ["set my lineup pls"],
    expect: "lineup",
  },
  {
    turns: ["Is my current starting lineup the best one I can field?"],
    expect: "lineup",
  },
  {
    turns: [
      "Could you optimise my team for the weekend, mate? Happy for you " +
        "to shuffle the whole XI... er, the whole lineup.",
    ],
    expect: "lineup",
  },
  {
    turns: ["best possible starters for week 12?"],
    expect: "lineup",
    week: 12,
  },
  {
    turns: ["anything wrong with my lineup before the games lock?"],
    expect: "lineup",
  },

  // ---- outlook: one named player's projection ----
  {
    turns: ["how many pts is josh allen gonna put up in wk 11"],
    expect: "outlook",
    players: ["Josh Allen"],
    week: 11,
  },
  {
    turns: ["What's Bijan's ceiling this week?"],
    expect: "outlook",
    players: ["Bijan Robinson"],
  },
  {
    turns: ["Give me the floor and ceiling for De'Von Achane."],
    expect: "outlook",
    players: ["De'Von Achane"],
  },
  {
    turns: ["what should i expect from amon-ra next week"],
    expect: "outlook",
    players: ["Amon-Ra St. Brown"],
    week: "next",
  },
  {
    turns: ["Is Travis Etienne playing this week?", "cool, what's he projected for?"],
    expect: "outlook",
    players: ["Travis Etienne"],
  },
  {
    turns: ["Nico Collins projection", "and in week 13?"],
    expect: "outlook",
    players: ["Nico Collins"],
    week: 13,
  },

  // ---- status: injury / availability / bye of a named player ----
  {
    turns: ["is cmc playing"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Is Ja'Marr Chase on bye this week?"],
    expect: "status",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["Has there been any update on Malik Nabers' injury? Is he expected back at all this season?"],
    expect: "status",
    players: ["Malik Nabers"],
  },
  {
    turns: ["Is Puka Nacua good to go?", "what about Lamb"],
    expect: "status",
    players: ["CeeDee Lamb"],
  },
  {
    turns: ["jsn hurt??"],
    expect: "status",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["Is Lamar Jackson active for week 11 or still banged up?"],
    expect: "status",
    players: ["Lamar Jackson"],
    week: 11,
  },

  // ---- tradeValue: buy-low / sell-high / should I trade a named player ----
  {
    turns: ["Is Javonte Williams a sell-high right now?"],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },
  {
    turns: ["should i trade saquon while i still can get something for him"],
    expect: "tradeValue",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["Is now the time to buy low on Justin Jefferson?"],
    expect: "tradeValue",
    players: ["Justin Jefferson"],
  },
  {
    turns: ["What's George Pickens' trade value these days? Thinking of shopping him."],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  {
    turns: ["Should I sell high on Rico Dowdle?", "and what about Kyren, sell or hold?"],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },

  // ---- buyLow: list candidates, no named player ----
  {
    turns: ["who are the best buy low targets in my league rn"],
    expect: "buyLow",
  },
  {
    turns: ["Any sell-high candidates I should be looking to move?"],
    expect: "buyLow",
  },
  {
    turns: ["Which players are going cheap at the moment that I should try to pry away from other managers?"],
    expect: "buyLow",
  },
  {
    turns: ["buy-low WRs?"],
    expect: "buyLow",
    position: "WR",
  },

  // ---- trade: evaluate a specific proposed trade ----
  {
    turns: ["Would you do Jahmyr Gibbs for Puka Nacua and Josh Jacobs?"],
    expect: "trade",
    players: ["Jahmyr Gibbs", "Puka Nacua", "Josh Jacobs"],
  },
  {
    turns: ["someone offered me drake london for my james cook. accept?"],
    expect: "trade",
    players: ["Drake London", "James Cook"],
  },
  {
    turns: [
      "Trade offer on the table: I give Travis Kelce, I get Harold Fannin Jr. " +
        "and Chris Olave. Good deal or am I getting fleeced?",
    ],
    expect: "trade",
    players: ["Travis Kelce", "Harold Fannin Jr.", "Chris Olave"],
  },
  {
    turns: ["Derrick Henry for Nico Collins straight up - who wins that trade?"],
    expect: "trade",
    players: ["Derrick Henry", "Nico Collins"],
  },
  {
    turns: ["thinking about sending Jaylen Waddle away for Ladd McConkey. smart or dumb"],
    expect: "trade",
    players: ["Jaylen Waddle", "Ladd McConkey"],
  },

  // ---- waivers: best pickups and FAAB ----
  {
    turns: ["best waiver pickups this week?"],
    expect: "waivers",
  },
  {
    turns: ["How much of my FAAB should I throw at the top free agent?"],
    expect: "waivers",
  },
  {
    turns: ["any RBs on the wire worth grabbing"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["Who's the best free agent available right now and what should I bid?"],
    expect: "waivers",
  },
  {
    turns: ["waiver adds for wk 11 👀"],
    expect: "waivers",
    week: 11,
  },

  // ---- playoffs: my current odds ----
  {
    turns: ["what are my playoff chances"],
    expect: "playoffs",
  },
  {
    turns: ["am i making the playoffs lol"],
    expect: "playoffs",
  },
  {
    turns: ["What are the odds I grab one of the two first-round byes?"],
    expect: "playoffs",
  },
  {
    turns: ["Realistically, what's my probability of winning the whole championship this year?"],
    expect: "playoffs",
  },
  {
    turns: ["postseason odds for Gridiron Gurus?"],
    expect: "playoffs",
  },

  // ---- improveOdds: moves that raise my odds ----
  {
    turns: ["what moves would boost my playoff odds"],
    expect: "improveOdds",
  },
  {
    turns: ["How do I give myself a better shot at making the playoffs?"],
    expect: "improveOdds",
  },
  {
    turns: ["My odds are ok but not great. Which trades or pickups would move the needle most?"],
    expect: "improveOdds",
  },
  {
    turns: ["playoff odds?", "how can i raise them"],
    expect: "improveOdds",
  },

  // ---- matchup: this week's or a named week's head-to-head ----
  {
    turns: ["who am i up against this week"],
    expect: "matchup",
  },
  {
    turns: ["Am I favoured in my matchup this weekend?"],
    expect: "matchup",
  },
  {
    turns: ["What's my win probability in week 12?"],
    expect: "matchup",
    week: 12,
  },
  {
    turns: ["projected score of my game vs this week's opponent?"],
    expect: "matchup",
  },
  {
    turns: ["who do i play next week and do i win"],
    expect: "matchup",
    week: "next",
  },

  // ---- record: win-loss and standing ----
  {
    turns: ["whats my record"],
    expect: "record",
  },
  {
    turns: ["Where do I currently sit in the standings?"],
    expect: "record",
  },
  {
    turns: ["What's Blitz Brigade's record?"],
    expect: "record",
    team: "Blitz Brigade",
  },
  {
    turns: ["how are the sunday scaries doing, what place are they in"],
    expect: "record",
    team: "Sunday Scaries",
  },
  {
    turns: ["Is End Zone Envy above or below .500?"],
    expect: "record",
    team: "End Zone Envy",
  },

  // ---- rosterStatus: injured / on bye on my roster ----
  {
    turns: ["who on my team is hurt"],
    expect: "rosterStatus",
  },
  {
    turns: ["Any of my guys on bye next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["byes for me in wk 12?"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["Can you run an injury report on my roster?"],
    expect: "rosterStatus",
  },
  {
    turns: ["who's out for me this week (injuries AND byes pls)"],
    expect: "rosterStatus",
  },

  // ---- positionRank: rank my players at a position ----
  {
    turns: ["rank my WRs"],
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
    turns: ["rank my RBs", "now the tight ends"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["how do my quarterbacks stack up against each other this week"],
    expect: "positionRank",
    position: "QB",
  },

  // ---- projectedTotal: my team's projected points ----
  {
    turns: ["how many points is my team projected for"],
    expect: "projectedTotal",
  },
  {
    turns: ["What's my projected total and range for week 11?"],
    expect: "projectedTotal",
    week: 11,
  },
  {
    turns: ["whats the ceiling for my squad this week, like best case total"],
    expect: "projectedTotal",
  },
  {
    turns: ["Roughly what score should my team put up next week?"],
    expect: "projectedTotal",
    week: "next",
  },

  // ---- leaders: the strongest teams in the league ----
  {
    turns: ["who's the best team in the league"],
    expect: "leaders",
  },
  {
    turns: ["Which team has the best odds to win it all?"],
    expect: "leaders",
  },
  {
    turns: ["who's top of the table at the moment?"],
    expect: "leaders",
  },
  {
    turns: ["Is Red Zone Raiders the team to beat, or is someone else stronger?"],
    expect: "leaders",
    team: "Red Zone Raiders",
  },

  // ---- sleepers: under-the-radar pickups ----
  {
    turns: ["deep sleepers for week 11"],
    expect: "sleepers",
    week: 11,
  },
  {
    turns: ["Give me a few under-the-radar guys nobody's talking about."],
    expect: "sleepers",
  },
  {
    turns: ["any sleeper WRs this week"],
    expect: "sleepers",
    position: "WR",
  },
  {
    turns: ["who's a low-owned dart throw that could pop off next week?"],
    expect: "sleepers",
    week: "next",
  },

  // ---- dropStash: drop or stash my injured players ----
  {
    turns: ["Should I drop Tucker Kraft now that he's done for the year?"],
    expect: "dropStash",
    players: ["Tucker Kraft"],
  },
  {
    turns: ["which of my injured guys are worth stashing and who can I cut"],
    expect: "dropStash",
  },
  {
    turns: ["Is it worth keeping Sam LaPorta on IR or should I just release him?"],
    expect: "dropStash",
    players: ["Sam LaPorta"],
  },
  {
    turns: ["hold or drop my hurt players? need bench space"],
    expect: "dropStash",
  },

  // ---- byeCover: a backup / streamer for a bye week ----
  {
    turns: ["My TE is on bye in week 12, who can I stream?"],
    expect: "byeCover",
    position: "TE",
    week: 12,
  },
  {
    turns: ["need a QB to cover my starter's bye week"],
    expect: "byeCover",
    position: "QB",
  },
  {
    turns: ["Who's a decent fill-in kicker while mine is on his bye?"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["bye week replacement at RB for next week?"],
    expect: "byeCover",
    position: "RB",
    week: "next",
  },

  // ---- scenario: conditional playoff odds ----
  {
    turns: ["if I win out do I make it?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["What are my playoff odds if I go 3-2 the rest of the way?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["if i lose this week am i cooked"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["chances i get in if i win 2 of my last 4"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["Suppose I only win one more game all season. Do I still sneak into the playoffs?"],
    expect: "scenario",
    scenario: { wins: 1, games: null },
  },
  {
    turns: ["what are my playoff odds?", "and if I win out?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["If I drop this week's game, how badly does that hurt my chances?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["Say I finish 4-1, where does that leave my playoff probability?"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },
  {
    turns: ["odds if i win 3 more"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },

  // ---- tradeIdeas: what I could get / trade ideas, optionally with a partner ----
  {
    turns: ["what could I get for Derrick Henry?"],
    expect: "tradeIdeas",
    players: ["Derrick Henry"],
  },
  {
    turns: ["any 2-for-1 ideas with Blitz Brigade?"],
    expect: "tradeIdeas",
    team: "Blitz Brigade",
  },
  {
    turns: ["What would Waiver Wire Wizards give me for George Pickens?"],
    expect: "tradeIdeas",
    players: ["George Pickens"],
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["shop jonathan taylor for me, what's out there"],
    expect: "tradeIdeas",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["Can you suggest a fair 1-for-1 I could pitch to Hail Mary Heroes?"],
    expect: "tradeIdeas",
    team: "Hail Mary Heroes",
  },

  // ---- help ----
  {
    turns: ["what can you do?"],
    expect: "help",
  },
  {
    turns: ["how do I use this thing"],
    expect: "help",
  },
  {
    turns: ["help"],
    expect: "help",
  },
  {
    turns: ["What kinds of questions are you able to answer for me?"],
    expect: "help",
  },

  // ---- None: out of scope, must be declined ----
  {
    turns: ["whats the weather in chicago tomorrow"],
    expect: "None",
  },
  {
    turns: ["tell me a joke"],
    expect: "None",
  },
  {
    turns: ["Who won the NBA Finals this year?"],
    expect: "None",
  },
  {
    turns: ["Can you give me a good lasagna recipe for Sunday?"],
    expect: "None",
  },
  {
    turns: ["Who should I vote for in the next election?"],
    expect: "None",
  },
  {
    turns: ["Arsenal or City to win the Premier League this season?"],
    expect: "None",
  },
  {
    turns: ["should i buy nvidia stock"],
    expect: "None",
  },
  {
    turns: ["write me a poem about my ex"],
    expect: "None",
  },
  {
    turns: ["What's the capital of Australia?"],
    expect: "None",
  },
  {
    turns: ["Who's the best golfer in the world right now?"],
    expect: "None",
  },
  {
    turns: ["Is Drake Maye hurt?", "btw can you translate 'good luck' into French"],
    expect: "None",
  },

  // ---- multi-part questions ----
  {
    turns: ["CeeDee Lamb is on bye this week right? who do I grab off waivers?"],
    expect: ["status", "waivers"],
    players: ["CeeDee Lamb"],
  },
  {
    turns: ["what's my record and what are my playoff odds"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["Who am I playing this week, and what's my projected total?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["Start Breece Hall or Chase Brown? Also is Kenneth Walker III a sell-high?"],
    expect: ["startSit", "tradeValue"],
    players: ["Breece Hall", "Chase Brown", "Kenneth Walker III"],
  },
  {
    turns: ["rank my RBs then tell me if any of my guys are hurt"],
    expect: ["positionRank", "rosterStatus"],
    position: "RB",
  },
  {
    turns: ["Is Drake London playing in week 11? If not, who should go in my flex?"],
    expect: ["status", "slot"],
    players: ["Drake London"],
    week: 11,
  },
  {
    turns: ["whats my playoff % right now and what if i win out"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["Give me a couple of buy-low targets and the best waiver adds."],
    expect: ["buyLow", "waivers"],
  },
  {
    turns: ["set my lineup and tell me how many points it's projected for"],
    expect: ["lineup", "projectedTotal"],
  },
];
