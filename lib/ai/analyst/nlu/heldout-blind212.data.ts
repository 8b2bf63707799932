// Blind held-out evaluation set 212 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a very organized manager who writes structured messages — numbered or bulleted lists,
// 'Q:' and 'Context:' labels, context blocks before the question, sometimes two numbered questions in one message.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_212: HeldOutCase[] = [
  // ---------- startSit ----------
  {
    turns: ["Context: One WR spot still open.\nOptions:\n1. Jaylen Waddle\n2. George Pickens\nQ: Who starts?"],
    expect: "startSit",
    players: ["Jaylen Waddle", "George Pickens"],
  },
  {
    turns: ["Q: Start or sit Rico Dowdle this week?\nContext: He's been volume-dependent and I have other RB options."],
    expect: "startSit",
    players: ["Rico Dowdle"],
  },
  {
    turns: [
      "- Context: Chase Brown has a tough matchup.\n- Q: What's his projection this week?",
      "Understood. Q: So do I start him or Kyle Monangai?",
    ],
    expect: "startSit",
    players: ["Chase Brown", "Kyle Monangai"],
  },
  {
    turns: [
      "Q: Is Jaxson Dart cleared to play this week?",
      "Decision needed:\n• Option A: Bo Nix\n• Option B: Dart\nWhich one do I play Sunday?",
    ],
    expect: "startSit",
    players: ["Bo Nix", "Jaxson Dart"],
  },
  {
    turns: [
      "Q: Who's the better rest-of-season hold, DJ Moore or Rome Odunze?",
      "Helpful. Different question, this week only: which of the two goes in my lineup?",
    ],
    expect: "startSit",
    players: ["DJ Moore", "Rome Odunze"],
  },
  {
    turns: [
      "Context: Locked in everywhere except RB2.\nCandidates: Skattebo / " +
        "Tyrone Tracy / Rachaad White\nQ: Who gets the nod this week?",
    ],
    expect: "startSit",
    players: ["Cam Skattebo", "Tyrone Tracy Jr.", "Rachaad White"],
  },
  {
    turns: ["Q: Is Jamo a start for me this week? Yes or no.\nContext: 0.5 TDs per game, boom/bust."],
    expect: "startSit",
    players: ["Jameson Williams"],
  },

  // ---------- compare ----------
  {
    turns: [
      "Context: Thinking long-term, not just this week.\nQ: Rank these three " +
        "for the rest of the season:\n1. Drake London\n2. Garrett Wilson\n3. " +
        "Tetairoa McMillan",
    ],
    expect: "compare",
    players: ["Drake London", "Garrett Wilson", "Tetairoa McMillan"],
  },
  {
    turns: ["Q: Rest of season, who do you prefer — Breece Hall or James Cook?"],
    expect: "compare",
    players: ["Breece Hall", "James Cook"],
  },
  {
    turns: [
      "Q: Is Omarion Hampton back from IR yet?",
      "OK. Q: From here through the fantasy finals, how does he stack up against Judkins?",
    ],
    expect: "compare",
    players: ["Omarion Hampton", "Quinshon Judkins"],
  },
  {
    turns: [
      "Compare for the stretch run (not a one-week question):\n- Trey " +
        "McBride\n- Brock Bowers\nWhich one would you rather own from here on?",
    ],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: [
      "Context: Redraft only, no dynasty considerations.\nQ: Chris Olave vs. " +
        "Courtland Sutton the rest of the way — who's the better piece to have?",
    ],
    expect: "compare",
    players: ["Chris Olave", "Courtland Sutton"],
  },
  {
    turns: [
      "1) Start Jordan Love or Justin Herbert this week?",
      "Got it. 2) Looking at the whole remaining season instead, same two — who's better?",
    ],
    expect: "compare",
    players: ["Jordan Love", "Justin Herbert"],
  },

  // ---------- slot ----------
  {
    turns: ["Q: Who should fill my FLEX this week?\nContext: Standard RB/WR/TE flex, 12-team PPR."],
    expect: "slot",
  },
  {
    turns: ["Context: I'm carrying two tight ends and keep flip-flopping.\nQ: Who goes in my TE slot this week?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: [
      "Lineup housekeeping:\n- Everything is set except the quarterback spot.\nQ: Who should be my QB this week?",
    ],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["Q: Rank my TEs for this week.", "Thanks. Q: Bottom line — who fills the TE spot?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["Planning ahead:\n• Week 11\n• Position: K\nQ: Who should be my kicker that week?"],
    expect: "slot",
    position: "K",
    week: 11,
  },
  {
    turns: ["Q: Rank my WRs for this week.", "Noted. Q: So what's the call for the W/R/T flex spot?"],
    expect: "slot",
  },

  // ---------- lineup ----------
  {
    turns: ["Q: Set my optimal lineup for this week.\nContext: All starters healthy as far as I know."],
    expect: "lineup",
  },
  {
    turns: ["Request:\n1. Look at my full roster\n2. Give me the best possible starting lineup for Sunday"],
    expect: "lineup",
  },
  {
    turns: [
      "Q: What's my team projected to score this week?",
      "Q: OK — and which lineup gets me the highest number? Full set of starters please.",
    ],
    expect: "lineup",
  },
  {
    turns: ["Q: Whole lineup for week 11 — what should it look like, slot by slot?"],
    expect: "lineup",
    week: 11,
  },
  {
    turns: ["Q: Should I start Zay Flowers this week?", "Fine. Q: Now just build me the entire lineup, QB down to K."],
    expect: "lineup",
  },

  // ---------- outlook ----------
  {
    turns: ["Q: Is Jonathan Taylor healthy?", "Good. Q: What is he projected for this week?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["Context: He's been getting more work lately.\nQ: What's the ceiling for Woody Marks the rest of the way?"],
    expect: "outlook",
    players: ["Woody Marks"],
  },
  {
    turns: ["Q: Is Bucky Irving healthy?", "Okay. Q: What's his outlook for next week then?"],
    expect: "outlook",
    players: ["Bucky Irving"],
    week: "next",
  },
  {
    turns: ["Player check — Ladd McConkey:\n• Floor?\n• Ceiling?\n• Projection for this week?"],
    expect: "outlook",
    players: ["Ladd McConkey"],
  },
  {
    turns: ["Q: Is Tyreek Hill out for the year?", "Q: Then what about Waddle — what is he projected for now?"],
    expect: "outlook",
    players: ["Jaylen Waddle"],
  },

  // ---------- status ----------
  {
    turns: ["Q: Is CMC playing Sunday?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Injury check:\n- Player: Malik Nabers\n- Q: Is he hurt, and what's his designation?"],
    expect: "status",
    players: ["Malik Nabers"],
  },
  {
    turns: [
      "Q: Who do I start at RB, Saquon Barkley or Josh Jacobs?",
      "Hold on — Q: Is Jacobs even healthy right now?",
    ],
    expect: "status",
    players: ["Josh Jacobs"],
  },
  {
    turns: ["Q: Is Brian Thomas Jr. on bye this week?"],
    expect: "status",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["1. What's Kamara projected for?", "2. Is he actually active for this week's game?"],
    expect: "status",
    players: ["Alvin Kamara"],
  },

  // ---------- tradeValue ----------
  {
    turns: ["Q: Buy or sell Travis Etienne right now?"],
    expect: "tradeValue",
    players: ["Travis Etienne Jr."],
  },
  {
    turns: ["Context: Javonte Williams just had two huge weeks in a row.\nQ: Is this the moment to sell high on him?"],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },
  {
    turns: ["Q: Is DK Metcalf playing this week?", "Q: Separate angle — what's his trade value at this point?"],
    expect: "tradeValue",
    players: ["DK Metcalf"],
  },
  {
    turns: [
      "Q: What is Kenneth Walker's rest-of-season outlook?",
      "Q: Given that, should I be shopping him or holding?",
    ],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["Trade market question:\n• Target: Tee Higgins\n• Q: Should I be buying him at his current price?"],
    expect: "tradeValue",
    players: ["Tee Higgins"],
  },
  {
    turns: ["Q: How's Rhamondre Stevenson looking this week?", "Q: Sell or hold him?"],
    expect: "tradeValue",
    players: ["Rhamondre Stevenson"],
  },

  // ---------- buyLow ----------
  {
    turns: ["Q: Who are the best buy-low candidates in the league right now?"],
    expect: "buyLow",
  },
  {
    turns: [
      "Context: I want to exploit some panic before the deadline.\nQ: Which " +
        "underperforming players should I be targeting on other rosters?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "Looking for value:\n1. Players whose managers are frustrated\n2. Guys " +
        "with bad luck but good usage\nQ: Who fits that profile league-wide?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["Q: What are my playoff odds?", "Q: Noted. Separate topic — any buy-low targets out there?"],
    expect: "buyLow",
  },
  {
    turns: ["Q: List 3 guys I could pry away cheap right now because their value has dipped."],
    expect: "buyLow",
  },

  // ---------- trade ----------
  {
    turns: ["Proposed trade:\n- I give: Derrick Henry\n- I get: Jahmyr Gibbs\nQ: Accept?"],
    expect: "trade",
    players: ["Derrick Henry", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "Context: Got an offer this morning.\nGive: Amon-Ra St. Brown\nGet: Puka Nacua + Sean Tucker\nQ: Is that fair?",
    ],
    expect: "trade",
    players: ["Amon-Ra St. Brown", "Puka Nacua", "Sean Tucker"],
  },
  {
    turns: ["Q: What's JSN's trade value?", "Q: Someone is offering me Ja'Marr Chase for him straight up. Do I do it?"],
    expect: "trade",
    players: ["Jaxon Smith-Njigba", "Ja'Marr Chase"],
  },
  {
    turns: ["Q: Should I trade Josh Allen for Lamar Jackson and Zay Flowers?\nContext: I'd still have a backup QB."],
    expect: "trade",
    players: ["Josh Allen", "Lamar Jackson", "Zay Flowers"],
  },
  {
    turns: ["Trade evaluation:\n1. Out: Bijan Robinson\n2. In: Ashton Jeanty, Terry McLaurin\nQ: Win or loss for me?"],
    expect: "trade",
    players: ["Bijan Robinson", "Ashton Jeanty", "Terry McLaurin"],
  },
  {
    turns: [
      "Q: Give me some trade ideas for my RB surplus.",
      "Q: Specifically — would sending Chuba Hubbard away for Xavier Worthy be a good move?",
    ],
    expect: "trade",
    players: ["Chuba Hubbard", "Xavier Worthy"],
  },

  // ---------- waivers ----------
  {
    turns: ["Context: $62 FAAB left.\nQ: How much should I bid on the top RB on the wire?"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["Need a tight end.\n- My starter's production is slipping\n- Q: Who's the best TE available on waivers?"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: ["Q: What are my playoff odds?", "Q: Separately — who should I pick up off waivers this week?"],
    expect: "waivers",
  },
  {
    turns: ["Context: Waiver priority #3.\nQ: Best WR I can grab right now?"],
    expect: "waivers",
    position: "WR",
  },
  {
    turns: ["Q: Is Jayden Daniels hurt again?", "Q: Assuming yes — any quarterbacks worth claiming off the wire?"],
    expect: "waivers",
    position: "QB",
  },

  // ---------- playoffs ----------
  {
    turns: ["Q: What are my playoff odds right now?"],
    expect: "playoffs",
  },
  {
    turns: [
      "Context: Sitting 7th in a 12-team league.\nQ: Realistically, what " +
        "percent chance do I have of making the postseason?",
    ],
    expect: "playoffs",
  },
  {
    turns: ["Q: What's my record?", "Q: And where does that leave my playoff chances?"],
    expect: "playoffs",
  },
  {
    turns: ["Q: What are Hail Mary Heroes' odds of making the playoffs?"],
    expect: "playoffs",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["Q: What are my playoff odds?", "Q: How about Coach Blake's team?"],
    expect: "playoffs",
    team: "Sunday Scaries",
  },
  {
    turns: ["Quick pulse check:\n• Playoff probability?\n(That's all I need for now.)"],
    expect: "playoffs",
  },

  // ---------- improveOdds ----------
  {
    turns: ["Q: What moves would raise my playoff odds the most?"],
    expect: "improveOdds",
  },
  {
    turns: ["Context: I'm on the bubble.\nQ: What roster moves should I make to boost my chances of getting in?"],
    expect: "improveOdds",
  },
  {
    turns: ["Q: What are my playoff odds?", "Q: That's low. How do I get that number up?"],
    expect: "improveOdds",
  },
  {
    turns: [
      "Objective: make the playoffs.\nQ: List the top 3 moves (trades, adds, anything) that would improve my odds.",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["Q: If I go 3-2, what are my odds?", "Q: What can I do to improve them?"],
    expect: "improveOdds",
  },

  // ---------- matchup ----------
  {
    turns: ["Q: Who am I playing this week and what's my win probability?"],
    expect: "matchup",
  },
  {
    turns: ["Q: Projected score for my week 10 matchup?"],
    expect: "matchup",
    week: 10,
  },
  {
    turns: ["Q: What's my record?", "Q: Who's my opponent next week?"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: ["Context: Facing Coach Ellis this week.\nQ: How do I stack up against Pocket Passers — who's favored?"],
    expect: "matchup",
    team: "Pocket Passers",
  },
  {
    turns: ["Week 12 preview:\n1. Opponent?\n2. My odds of winning?"],
    expect: "matchup",
    week: 12,
  },
  {
    turns: ["Q: What does my matchup look like this week?", "Q: And week 13?"],
    expect: "matchup",
    week: 13,
  },

  // ---------- record ----------
  {
    turns: ["Q: What's my current record and where am I in the standings?"],
    expect: "record",
  },
  {
    turns: ["Context: Lost track over the last couple of weeks.\nQ: What's my W-L?"],
    expect: "record",
  },
  {
    turns: ["Q: What are my playoff odds?", "Q: Remind me — what's my record right now?"],
    expect: "record",
  },
  {
    turns: ["Q: What's my record?", "Q: And Coach Reese's?"],
    expect: "record",
    team: "Play Action Pack",
  },
  {
    turns: ["Standings check:\n- My place in the league table?\n- How many games back of first am I?"],
    expect: "record",
  },

  // ---------- rosterStatus ----------
  {
    turns: ["Q: Any injuries or byes on my roster this week?"],
    expect: "rosterStatus",
  },
  {
    turns: ["Checklist before locking my lineup:\n1. Who on my team is injured?\n2. Anyone on bye?"],
    expect: "rosterStatus",
  },
  {
    turns: ["Q: What's my projected total?", "Q: Who on my roster is on bye next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["Q: Which of my players have byes in week 12?"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["Context: Planning ahead.\nQ: Give me a rundown of every hurt or bye-week guy on my team for week 11."],
    expect: "rosterStatus",
    week: 11,
  },
  {
    turns: ["Q: Is Brandon Aiyuk playing?", "Q: OK, and what about the rest of my roster — who else is banged up?"],
    expect: "rosterStatus",
  },

  // ---------- positionRank ----------
  {
    turns: ["Q: Rank my WRs for this week."],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Q: Order my running backs best to worst for week 11."],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  {
    turns: ["Q: Who's on bye for me next week?", "Q: Rank my RBs for next week then."],
    expect: "positionRank",
    position: "RB",
    week: "next",
  },
  {
    turns: ["Request: rank my tight ends, 1 through however many I have, for this week."],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["Context: I roster three QBs (don't ask).\nQ: Rank them for this week."],
    expect: "positionRank",
    position: "QB",
  },
  {
    turns: ["Q: Rank my WRs this week.", "Q: Same thing for my tight ends."],
    expect: "positionRank",
    position: "TE",
  },

  // ---------- projectedTotal ----------
  {
    turns: ["Q: What's my team projected to score this week?"],
    expect: "projectedTotal",
  },
  {
    turns: ["Numbers request:\n• Projected points\n• Floor/ceiling range\nFor my team, this week."],
    expect: "projectedTotal",
  },
  {
    turns: ["Q: Set my best lineup.", "Q: With that lineup, what's my projected total?"],
    expect: "projectedTotal",
  },
  {
    turns: ["Q: What's my projected point range for week 11?"],
    expect: "projectedTotal",
    week: 11,
  },
  {
    turns: [
      "Context: Trying to figure out if I need to chase upside.\nQ: Where " +
        "does my team's projected total sit — high end and low end?",
    ],
    expect: "projectedTotal",
  },

  // ---------- leaders ----------
  {
    turns: ["Q: Who has the best record in the league?"],
    expect: "leaders",
  },
  {
    turns: [
      "Q: What's my projected total this week?",
      "Q: Different question — which team leads the league in points scored?",
    ],
    expect: "leaders",
  },
  {
    turns: ["League overview:\n1. Top 3 teams by record\n2. Top 3 by playoff odds"],
    expect: "leaders",
  },
  {
    turns: ["Q: What's my record?", "Q: Who's on top of the standings right now?"],
    expect: "leaders",
  },
  {
    turns: ["Q: Which teams are the favorites in this league at this point — best odds?"],
    expect: "leaders",
  },

  // ---------- sleepers ----------
  {
    turns: ["Q: Any sleepers worth stashing for next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: [
      "Context: Bench spot open, thinking about the fantasy playoffs.\nQ: " +
        "Who are some speculative stashes that could pay off later?",
    ],
    expect: "sleepers",
  },
  {
    turns: ["Q: Top waiver adds this week?", "Q: And any deeper sleepers for later in the season?"],
    expect: "sleepers",
  },
  {
    turns: ["Q: Give me 3 under-the-radar guys who could break out next week."],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: [
      "Q: Who should I drop or stash among my injured players?",
      "Follow-up, looking for lottery tickets to take their spots:\n- Low " +
        "roster percentage\n- Upside if an injury hits ahead of them\nQ: Who?",
    ],
    expect: "sleepers",
  },

  // ---------- dropStash ----------
  {
    turns: ["Q: Should I drop or stash my injured guys?"],
    expect: "dropStash",
  },
  {
    turns: ["Context: Roster crunch, IR spots full.\nQ: Is Skattebo worth stashing or do I cut him?"],
    expect: "dropStash",
    players: ["Cam Skattebo"],
  },
  {
    turns: ["Q: Any injuries on my roster this week?", "Q: Which of those injured players should I just drop?"],
    expect: "dropStash",
  },
  {
    turns: ["Q: Hold or drop Tyreek Hill now that he's out long-term?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["Context: Aiyuk has been on the shelf all year.\nQ: Keep stashing him or cut bait?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },

  // ---------- byeCover ----------
  {
    turns: ["Context: Jonathan Taylor is on bye next week.\nQ: Who fills in for him?"],
    expect: "byeCover",
    players: ["Jonathan Taylor"],
    position: "RB",
    week: "next",
  },
  {
    turns: ["Q: Need a streamer to cover Mahomes' bye this week. Who?"],
    expect: "byeCover",
    players: ["Patrick Mahomes"],
    position: "QB",
  },
  {
    turns: ["Q: Is Travis Kelce on bye this week?", "Q: Then who replaces him?"],
    expect: "byeCover",
    players: ["Travis Kelce"],
    position: "TE",
  },
  {
    turns: ["Bye coverage:\n- Player out: CeeDee Lamb (bye)\n- Q: Best fill-in from my bench or the wire?"],
    expect: "byeCover",
    players: ["CeeDee Lamb"],
    position: "WR",
  },
  {
    turns: ["Q: Who's my backup plan for Cameron Dicker's bye in week 12?"],
    expect: "byeCover",
    players: ["Cameron Dicker"],
    position: "K",
    week: 12,
  },

  // ---------- scenario ----------
  {
    turns: ["Q: If I win out, what are my playoff odds?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["Scenario:\n- I go 3-2 over the last five\nQ: Do I make it?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["Q: What are my playoff odds?", "Q: Ok and if I lose this week?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["Context: Brutal schedule ahead.\nQ: What do my playoff odds look like if I only win 2 of my last 5?"],
    expect: "scenario",
    scenario: { wins: 2, games: 5 },
  },
  {
    turns: ["Q: Playoff odds?", "Q: What if I win 4 more games?"],
    expect: "scenario",
    scenario: { wins: 4, games: null },
  },
  {
    turns: ["Q: Suppose I drop this week's game — how much does that hurt my playoff chances?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // ---------- tradeIdeas ----------
  {
    turns: ["Q: What trades should I be looking to make?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Q: Is Saquon still an RB1 rest of season?", "Q: What could I get for him in a trade?"],
    expect: "tradeIdeas",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["Context: Deep at RB, thin at WR.\nQ: Any 2-for-1 ideas that consolidate my backs into a stud receiver?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Q: Sell or hold Kyren Williams?", "Q: If sell — what kind of return could I realistically get for him?"],
    expect: "tradeIdeas",
    players: ["Kyren Williams"],
  },
  {
    turns: ["Q: Pitch me a couple of trade offers I could send to Coach Sawyer."],
    expect: "tradeIdeas",
    team: "Audible Alchemists",
  },

  // ---------- help ----------
  {
    turns: ["Q: What can you do?"],
    expect: "help",
  },
  {
    turns: ["Before I start:\n1. What kinds of questions can you answer?\n2. Any examples?"],
    expect: "help",
  },
  {
    turns: ["Hi.", "Q: What exactly are you able to help me with?"],
    expect: "help",
  },
  {
    turns: ["Context: First time using the GM.\nQ: Give me a list of your features."],
    expect: "help",
  },
  {
    turns: [
      "Q: Can you check the weather for Sunday?",
      "Q: Fair enough. Can you walk me through what you're capable of — trades, lineups, whatever else?",
    ],
    expect: "help",
  },

  // ---------- None ----------
  {
    turns: ["Q: What's the weather forecast for the Bills game on Sunday?"],
    expect: "None",
  },
  {
    turns: ["Q: Which side should I bet in Chiefs vs. Bills, and do I take the over/under?"],
    expect: "None",
  },
  {
    turns: ["Q: Tell me a football joke."],
    expect: "None",
  },
  {
    turns: ["Context: League dispute in the group chat.\nQ: What does our league constitution say about trade vetoes?"],
    expect: "None",
  },
  {
    turns: ["Q: Can you recommend a good wing recipe for my Sunday watch party?"],
    expect: "None",
  },
  {
    turns: ["Q: Who wins the Super Bowl this year? Looking to place a futures bet."],
    expect: "None",
  },
  {
    turns: ["Q: What's my record?", "Q: Unrelated — can you help me write an email to my landlord?"],
    expect: "None",
  },
  {
    turns: ["Trivia break:\nQ: What's the capital of Portugal?"],
    expect: "None",
  },
  {
    turns: ["Q: Rank my WRs this week.", "Q: Thanks. Also, who's going to win the NBA title?"],
    expect: "None",
  },
  {
    turns: ["Q: Give me a prop bet for Lamar Jackson's passing yards on Sunday, over or under?"],
    expect: "None",
  },

  // ---------- multi-part ----------
  {
    turns: ["1. What's my record?\n2. What are my playoff odds?"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["Two things:\n1) Is Jahmyr Gibbs playing this week?\n2) What's my team's projected total?"],
    expect: ["status", "projectedTotal"],
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["Q1: Who's my opponent this week?\nQ2: Any injuries or byes on my roster?"],
    expect: ["matchup", "rosterStatus"],
  },
  {
    turns: ["Q1: Top waiver adds this week?\nQ2: Among my injured guys, who should I drop and who should I stash?"],
    expect: ["waivers", "dropStash"],
  },
  {
    turns: ["1) Rank my RBs for this week.\n2) Who has the best record in the league?"],
    expect: ["positionRank", "leaders"],
    position: "RB",
  },
  {
    turns: ["Q: Buy or sell Garrett Wilson?\nAlso Q: What are my playoff odds if I win out?"],
    expect: ["tradeValue", "scenario"],
    players: ["Garrett Wilson"],
    scenario: "win-out",
  },
  {
    turns: [
      "Q: What are my playoff odds?",
      "Got it. Two follow-ups:\n1. What moves would improve them?\n2. Any buy-low targets around the league?",
    ],
    expect: ["improveOdds", "buyLow"],
  },
  {
    turns: ["1. Set my best lineup for this week.\n2. What's my win probability in this week's matchup?"],
    expect: ["lineup", "matchup"],
  },
  {
    turns: ["Q1: What's Drake Maye's outlook this week?\nQ2: Any sleepers worth stashing?"],
    expect: ["outlook", "sleepers"],
    players: ["Drake Maye"],
  },
];
