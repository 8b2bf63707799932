// Blind held-out evaluation set 169 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a manager who frames everything as hypotheticals and conditionals ("suppose", "let's
// say", "in a world where", "if I were to") and asks across several weeks (11-15).
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_169: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "Suppose I'm juggling running backs for the next few weeks.",
      "Let's say it comes down to Jahmyr Gibs or Kyren this Sunday — which one gets the start?",
    ],
    expect: "startSit",
    players: ["Jahmyr Gibbs", "Kyren Williams"],
  },
  {
    turns: ["If I were to start Bo Nix over Goff in week 11, would that be a mistake?"],
    expect: "startSit",
    players: ["Bo Nix", "Jared Goff"],
    week: 11,
  },
  {
    turns: [
      "Hypothetically, Zay Flowers or Courtland Sutton in week 12 — who would you start?",
      "and suppose it were Jakobi Meyers instead of Sutton?",
    ],
    expect: "startSit",
    players: ["Zay Flowers", "Jakobi Meyers"],
    week: 12,
  },
  {
    turns: ["In a world where I only have one TE spot, do I play Tucker Kraft or LaPorta this week?"],
    expect: "startSit",
    players: ["Tucker Kraft", "Sam LaPorta"],
  },
  {
    turns: ["Suppose week 13 rolls around — would you actually start Rhamondre, or is he a bench guy by then?"],
    expect: "startSit",
    players: ["Rhamondre Stevenson"],
    week: 13,
  },
  {
    turns: [
      "If I had to choose between Jaxson Dart and Baker Mayfield this week, who's starting?",
      "ok and what if we were talking about next week instead?",
    ],
    expect: "startSit",
    players: ["Jaxson Dart", "Baker Mayfield"],
    week: "next",
  },

  // compare
  {
    turns: ["If I could only keep one of Puka and Ja'Marr Chase for the rest of the year, who's the better bet?"],
    expect: "compare",
    players: ["Puka Nacua", "Ja'Marr Chase"],
  },
  {
    turns: [
      "Suppose I'm holding through the fantasy playoffs — Ashton Jeanty or Omarion Hampton, who's the " +
        "better asset from here on out?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "Let's say we ignore this week entirely. Over weeks 11 through 17, who's the better player: " +
        "Brock Bowers or Trey McBride?",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: [
      "Rest of season, hypothetically, who'd you rather have — Tetairoa McMillan or Emeka Egbuka?",
      "and if you swapped Egbuka out for Rome Odunze?",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Rome Odunze"],
  },
  {
    turns: [
      "In a world where both stay healthy, is Jonathan Taylor or Derrick Henry the better back for the stretch run?",
    ],
    expect: "compare",
    players: ["Jonathan Taylor", "Derrick Henry"],
  },
  {
    turns: [
      "If I were building around one QB for the rest of 2025, Lamar or Josh Allen?",
      "forget Lamar — suppose it's Allen vs Jalen Hurts, who's better long term?",
    ],
    expect: "compare",
    players: ["Josh Allen", "Jalen Hurts"],
  },

  // slot
  {
    turns: ["If I had to fill my flex for week 11 right now, who goes in?"],
    expect: "slot",
    position: "FLEX",
    week: 11,
  },
  { turns: ["Suppose I'm setting my RB2 spot this week — who should it be?"], expect: "slot", position: "RB" },
  {
    turns: ["Hypothetically, if you were picking my TE for week 12, who'd get the nod?"],
    expect: "slot",
    position: "TE",
    week: 12,
  },
  {
    turns: ["Assuming nothing changes on my roster, who would you put at QB for me next week?"],
    expect: "slot",
    position: "QB",
    week: "next",
  },
  {
    turns: [
      "If I were to fill my WR3 spot this week, who'd be the pick?",
      "and say it's week 13 — same question for that spot?",
    ],
    expect: "slot",
    position: "WR",
    week: 13,
  },
  {
    turns: ["Let's pretend I'm about to lock lineups.", "Suppose you had to decide my flex this Sunday — who is it?"],
    expect: "slot",
    position: "FLEX",
  },

  // lineup
  { turns: ["If you were setting my whole lineup for this week, what would it look like?"], expect: "lineup" },
  {
    turns: ["Suppose I let you optimize my starting lineup for week 11 — what changes would you make?"],
    expect: "lineup",
    week: 11,
  },
  {
    turns: ["Let's say I'm locking in lineups tonight. Can you check my starters and tell me if anything's off?"],
    expect: "lineup",
  },
  {
    turns: [
      "Hypothetically, if I start Nico Collins this week is he a good play?",
      "ok, now suppose you just set my entire lineup for me — go",
    ],
    expect: "lineup",
  },
  {
    turns: ["In a world where I trusted you completely, what would my optimal starting lineup be for week 12?"],
    expect: "lineup",
    week: 12,
  },
  {
    turns: [
      "What would my best lineup be this week, assuming everyone's healthy?",
      "and if we did the same exercise for next week?",
    ],
    expect: "lineup",
    week: "next",
  },

  // outlook
  {
    turns: ["Suppose I'm counting on Bijan the rest of the way — what kind of ceiling and floor are we talking?"],
    expect: "outlook",
    players: ["Bijan Robinson"],
  },
  {
    turns: ["If JSN keeps this pace, what's his projection for week 11?"],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
    week: 11,
  },
  {
    turns: [
      "Hypothetically, would George Pickens be worth going after?",
      "ok forget the trade angle — suppose I just want his outlook for the next few weeks",
    ],
    expect: "outlook",
    players: ["George Pickens"],
  },
  {
    turns: ["In a world where Kyle Pitts finally breaks out, what's he projected for next week?"],
    expect: "outlook",
    players: ["Kyle Pitts"],
    week: "next",
  },
  {
    turns: [
      "Suppose I'm sizing up the Browns backfield for the next couple of weeks.",
      "what's Judkins projected for in week 12?",
    ],
    expect: "outlook",
    players: ["Quinshon Judkins"],
    week: 12,
  },

  // status
  {
    turns: ["Suppose I need to know before kickoff — is CMC actually playing this week?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: [
      "Suppose I'm thinking about starting A.J. Brown this week.",
      "before that — what's his injury status with the hamstring?",
    ],
    expect: "status",
    players: ["A.J. Brown"],
  },
  {
    turns: ["Assuming the practice reports are out, was Amon-Ra full or limited today?"],
    expect: "status",
    players: ["Amon-Ra St. Brown"],
  },
  {
    turns: [
      "Hypothetically, Tyreek or Garrett Wilson this week?",
      "and just in case — is Tyreek even healthy enough to suit up?",
    ],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: [
      "Suppose week 11 rolls around — is Justin Jefferson expected to be available, or is he still " +
        "dealing with that injury?",
    ],
    expect: "status",
    players: ["Justin Jefferson"],
    week: 11,
  },
  {
    turns: [
      "If I were to check on Mark Andrews before Sunday, what would the latest say — questionable, out, or good to go?",
    ],
    expect: "status",
    players: ["Mark Andrews"],
  },

  // tradeValue
  {
    turns: [
      "I'm thinking about moving one of my running backs.",
      "Suppose it's Achane — what is he actually worth on the market?",
    ],
    expect: "tradeValue",
    players: ["De'Von Achane"],
  },
  {
    turns: ["If I were to sell high on Jamo right now, would that be smart?"],
    expect: "tradeValue",
    players: ["Jameson Williams"],
  },
  {
    turns: ["Let's say Kelce's stock keeps dropping — is he a buy-low at this point?"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: ["Hypothetically, what's Saquon's trade value these days?", "and James Cook in the same scenario?"],
    expect: "tradeValue",
    players: ["James Cook"],
  },
  {
    turns: ["Suppose I'm debating whether to hold MHJ through week 12 or move him now — is he a sell-high candidate?"],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },

  // buyLow
  { turns: ["If I were looking for buy-low targets across the league right now, who fits?"], expect: "buyLow" },
  {
    turns: [
      "Suppose I wanted to sell high on somebody before the deadline — which of my guys are sell-high candidates?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "Let's say the trade deadline is two weeks out.",
      "In that case, who are the best buy-low guys to go after?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["Who are some buy-low candidates?", "and flip it — suppose I'm selling, who should I be selling high?"],
    expect: "buyLow",
  },
  {
    turns: ["In a world where regression hits, whose value is about to crash — any sell-high names on my roster?"],
    expect: "buyLow",
  },
  {
    turns: ["Hypothetically, if I only make one buy-low move this season, which underperformers should I look at?"],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["Suppose someone offers me Breece Hall for my Chris Olave — do I accept?"],
    expect: "trade",
    players: ["Breece Hall", "Chris Olave"],
  },
  {
    turns: ["If I were to give up Davante Adams and Tony Pollard for CeeDee Lamb, would that be a win for me?"],
    expect: "trade",
    players: ["Davante Adams", "Tony Pollard", "CeeDee Lamb"],
  },
  {
    turns: [
      "I'm thinking about shaking up my roster.",
      "Let's say I send Josh Jacobs out and get Ladd McConkey back — good deal or bad deal?",
    ],
    expect: "trade",
    players: ["Josh Jacobs", "Ladd McConkey"],
  },
  {
    turns: [
      "Hypothetically, Terry McLaurin for Jordan Addison — fair?",
      "what if they threw in Chuba Hubbard on their side?",
    ],
    expect: "trade",
    players: ["Terry McLaurin", "Jordan Addison", "Chuba Hubbard"],
  },
  {
    turns: ["In a world where I trade Tee Higgins for Bucky Irving, do I come out ahead?"],
    expect: "trade",
    players: ["Tee Higgins", "Bucky Irving"],
  },
  {
    turns: ["Say I got this offer: my Mike Evans and Alvin Kamara for their DK Metcalf. Should I take it?"],
    expect: "trade",
    players: ["Mike Evans", "Alvin Kamara", "DK Metcalf"],
  },

  // tradeIdeas
  {
    turns: ["If I were to shop Jaylen Warren, what could I realistically get for him?"],
    expect: "tradeIdeas",
    players: ["Jaylen Warren"],
  },
  { turns: ["Suppose I wanted to upgrade at RB — who should I be trading for?"], expect: "tradeIdeas", position: "RB" },
  {
    turns: ["Let's say I'm looking for a trade partner — which team needs a wide receiver most?"],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: [
      "Hypothetically, who would be a good trade target for me?",
      "and which team would be the best partner for that kind of deal?",
    ],
    expect: "tradeIdeas",
  },
  {
    turns: ["In a world where Red Zone Raiders are desperate at QB, what could I pry out of them for Drake Maye?"],
    expect: "tradeIdeas",
    players: ["Drake Maye"],
    team: "Red Zone Raiders",
  },
  {
    turns: [
      "My TE spot has been a black hole.",
      "If I had to make a trade before week 12, which tight ends should I be targeting?",
    ],
    expect: "tradeIdeas",
    position: "TE",
  },

  // waivers
  { turns: ["If I were to grab one guy off waivers this week, who should it be?"], expect: "waivers" },
  {
    turns: [
      "My FAAB budget is down to $60.",
      "Suppose I go after the top running back on the wire — how much should I bid?",
    ],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["Let's say I need to add a tight end off the wire right now — who's the best available?"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: [
      "Who should I pick up this week?",
      "and assuming I put in a claim on him, how much FAAB should I throw at it?",
    ],
    expect: "waivers",
  },
  {
    turns: ["Hypothetically, if Rico Dowdle is sitting on waivers, should I claim him and how much should I bid?"],
    expect: "waivers",
    players: ["Rico Dowdle"],
  },
  {
    turns: ["If I only get one waiver claim this week, which wide receiver should I use it on?"],
    expect: "waivers",
    position: "WR",
  },

  // sleepers
  { turns: ["If I were to stash one deep sleeper for the fantasy playoffs, who would you pick?"], expect: "sleepers" },
  {
    turns: ["Suppose I'm thinking ahead to week 13 — any under-the-radar guys I should grab now for that week?"],
    expect: "sleepers",
    week: 13,
  },
  {
    turns: [
      "I've got an empty bench spot after my last drop.",
      "Let's say I use it on a sleeper — who's worth stashing for later?",
    ],
    expect: "sleepers",
  },
  {
    turns: [
      "Who should I add off waivers right now?",
      "ok and thinking further out — suppose I want stashes for next week or beyond?",
    ],
    expect: "sleepers",
  },
  {
    turns: ["In a world where injuries pile up at RB, which handcuffs should I stash now?"],
    expect: "sleepers",
    position: "RB",
  },
  {
    turns: ["Hypothetically, if I wanted a sleeper WR who could pop in week 15, who fits?"],
    expect: "sleepers",
    position: "WR",
    week: 15,
  },

  // playoffs
  { turns: ["If you had to put a number on it, what are my playoff odds right now?"], expect: "playoffs" },
  { turns: ["Let's say you ran the simulations today — what's my chance of making the playoffs?"], expect: "playoffs" },
  {
    turns: [
      "I keep hearing Blitz Brigade is fading.",
      "Hypothetically, how likely are they to make the playoffs as things stand?",
    ],
    expect: "playoffs",
    team: "Blitz Brigade",
  },
  {
    turns: [
      "What's my record?",
      "and suppose nothing changes — what does that translate to in playoff odds right now?",
    ],
    expect: "playoffs",
  },
  {
    turns: ["Assuming things stay as they are, what are Coach Sutton's chances of making the playoffs?"],
    expect: "playoffs",
    team: "Hail Mary Heroes",
  },

  // improveOdds
  { turns: ["If I were to make one move to boost my playoff chances, what should it be?"], expect: "improveOdds" },
  {
    turns: ["Suppose I want to turn this season around — what should I be doing over the next few weeks?"],
    expect: "improveOdds",
  },
  {
    turns: ["Let's say I'm willing to make any trade or pickup — what moves would raise my playoff odds the most?"],
    expect: "improveOdds",
  },
  {
    turns: ["What are my playoff odds?", "ok, if I wanted to push that number up, what would you do?"],
    expect: "improveOdds",
  },
  {
    turns: [
      "In a world where I go all in, what's the best way to improve my chances of making the playoffs before week 14?",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "My playoff odds feel shaky.",
      "Hypothetically, what roster moves would give me the best shot at sneaking in?",
    ],
    expect: "improveOdds",
  },

  // scenario
  { turns: ["If I win out, what are my playoff odds?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["Suppose I go 3-2 the rest of the way — do I make the playoffs?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["Let's say I lose this week — how much does that hurt my playoff chances?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["What are my playoff odds?", "and let's say I get 2 more wins?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["In a world where I win four of my last five, where do my playoff odds land?"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },
  {
    turns: ["If I win out, am I a lock for the playoffs?", "and what if I drop this week's game instead?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // matchup
  { turns: ["If I had to guess, am I favored this week?"], expect: "matchup" },
  {
    turns: ["Let's look past this week for a second.", "Suppose it's week 11 — who would I be playing?"],
    expect: "matchup",
    week: 11,
  },
  { turns: ["Let's say you simulated my matchup — what's my win probability this week?"], expect: "matchup" },
  {
    turns: ["Who am I up against this week?", "and suppose it goes to form — what's the projected score of that one?"],
    expect: "matchup",
  },
  {
    turns: ["Hypothetically, if the game were played right now, what would the projected score of my matchup be?"],
    expect: "matchup",
  },
  {
    turns: ["In a world where everyone plays to projection, do I beat my opponent in week 12?"],
    expect: "matchup",
    week: 12,
  },

  // record
  { turns: ["If someone asked me what my record is, what would I tell them?"], expect: "record" },
  { turns: ["Suppose I wanted to know where I sit in the standings — what place am I in?"], expect: "record" },
  {
    turns: ["Suppose I'm scouting Pocket Passers ahead of week 11.", "what's their record so far?"],
    expect: "record",
    team: "Pocket Passers",
  },
  {
    turns: ["What's my record?", "and suppose I asked the same about Coach Finley's team?"],
    expect: "record",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["I'm pretty sure I'm 6-3, but suppose I'm wrong — what's my actual record and spot in the standings?"],
    expect: "record",
  },

  // leaders
  { turns: ["If you had to name the best team in the league right now, who is it?"], expect: "leaders" },
  { turns: ["Suppose I wanted the full league standings — can you lay them out?"], expect: "leaders" },
  { turns: ["Let's say we're handing out a trophy for most points scored — who wins it so far?"], expect: "leaders" },
  {
    turns: [
      "What's my record?",
      "and hypothetically, if the season ended today, who'd be sitting at the top of the league?",
    ],
    expect: "leaders",
  },
  {
    turns: ["Suppose I'm looking at the whole league — which teams are leading in wins and points right now?"],
    expect: "leaders",
  },

  // rosterStatus
  {
    turns: ["If I had to set my lineup right now, which of my guys are injured or questionable?"],
    expect: "rosterStatus",
  },
  { turns: ["Suppose I'm planning for week 12 — who on my roster is on bye?"], expect: "rosterStatus", week: 12 },
  {
    turns: ["Let's say I want a clean injury check — anybody on my team listed as out this week?"],
    expect: "rosterStatus",
  },
  {
    turns: ["Who on my team is hurt this week?", "and suppose we look at byes next week — anyone?"],
    expect: "rosterStatus",
    week: "next",
  },
  { turns: ["Hypothetically, looking at week 14, do I have anybody on bye?"], expect: "rosterStatus", week: 14 },
  {
    turns: [
      "Let's say I'm mapping out weeks 11 through 14.",
      "Starting with week 11 — which of my guys are out or on bye?",
    ],
    expect: "rosterStatus",
    week: 11,
  },

  // positionRank
  {
    turns: ["If I had to rank my wide receivers for this week, how would they stack up?"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Suppose you ranked my running backs for week 11 — what's the order?"],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  {
    turns: ["Let's say you rank my WRs for this week.", "now do running backs"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["Let's say I need my tight ends ordered best to worst for next week — how do they rank?"],
    expect: "positionRank",
    position: "TE",
    week: "next",
  },
  {
    turns: ["Hypothetically, how would you rank my RBs for week 12?", "same thing but for my receivers"],
    expect: "positionRank",
    position: "WR",
    week: 12,
  },
  {
    turns: ["In a world where I can only start two, how do my running backs rank this week?"],
    expect: "positionRank",
    position: "RB",
  },

  // projectedTotal
  {
    turns: ["If everything goes to plan, how many points is my team projected to score this week?"],
    expect: "projectedTotal",
  },
  {
    turns: ["Suppose I leave my lineup as is — what's my projected total for week 11?"],
    expect: "projectedTotal",
    week: 11,
  },
  {
    turns: ["Let's say I want the range — what's my team's projected floor and ceiling this week?"],
    expect: "projectedTotal",
  },
  {
    turns: ["What's my projected total this week?", "and suppose we're talking next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  { turns: ["Hypothetically, what does my team project to score in week 13?"], expect: "projectedTotal", week: 13 },
  {
    turns: [
      "Suppose I swap nobody in or out.",
      "in that world, how many points would my team score if everyone hit their projections?",
    ],
    expect: "projectedTotal",
  },

  // dropStash
  { turns: ["If I needed a roster spot, who should I drop?"], expect: "dropStash" },
  {
    turns: ["Brandon Aiyuk still isn't back.", "Suppose he stays out for weeks — do I drop him or stash him on IR?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["Let's say J.K. Dobbins is out through week 13 — is he worth holding, or do I cut him?"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["Is Skattebo playing this week?", "ok, suppose he's out for the year — should I just drop him?"],
    expect: "dropStash",
    players: ["Cam Skattebo"],
  },
  {
    turns: ["Hypothetically, Woody Marks or Kyle Monangai — which one should I cut to make room?"],
    expect: "dropStash",
    players: ["Woody Marks", "Kyle Monangai"],
  },
  {
    turns: ["In a world where I'm adding a kicker, who's the least valuable guy on my bench to drop?"],
    expect: "dropStash",
  },

  // byeCover
  {
    turns: ["If Ja'Marr Chase is on bye this week, who fills in for him?"],
    expect: "byeCover",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["Suppose Jonathan Taylor's bye in week 11 leaves a hole — who covers my RB spot that week?"],
    expect: "byeCover",
    players: ["Jonathan Taylor"],
    position: "RB",
    week: 11,
  },
  {
    turns: ["Let's say Bo Nix is on bye in week 12 — who should I play at QB instead?"],
    expect: "byeCover",
    players: ["Bo Nix"],
    position: "QB",
    week: 12,
  },
  {
    turns: ["Who's on bye for me in week 14?", "ok so suppose Kittle's out that week — who covers for him?"],
    expect: "byeCover",
    players: ["George Kittle"],
    week: 14,
  },
  {
    turns: ["Kelce's on bye this week, right?", "ok so suppose he is — who's my TE replacement?"],
    expect: "byeCover",
    players: ["Travis Kelce"],
    position: "TE",
  },
  {
    turns: ["In a world where my whole Dallas stack is on bye this week — CeeDee and Pickens — who replaces them?"],
    expect: "byeCover",
    players: ["CeeDee Lamb", "George Pickens"],
  },

  // help
  {
    turns: ["If I were to lean on you all season, what kinds of things can you actually help me with?"],
    expect: "help",
  },
  { turns: ["Suppose I'm new here — how do you work?"], expect: "help" },
  { turns: ["Let's say I want to get the most out of you — what can you do?"], expect: "help" },
  { turns: ["hey", "hypothetically, what sorts of questions can I ask you?"], expect: "help" },

  // None
  { turns: ["If it rains in Green Bay on Sunday, should I bring an umbrella to the game?"], expect: "None" },
  { turns: ["Suppose I wanted to bet the Chiefs moneyline this weekend — is that a good wager?"], expect: "None" },
  { turns: ["Let's say you had to tell me a joke — what would it be?"], expect: "None" },
  { turns: ["Who's your favorite NBA team?", "hypothetically, who wins the NBA title this year?"], expect: "None" },

  // two-part
  {
    turns: ["If I were to ask two things: what's my record, and what are my playoff odds?"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["Suppose I'm planning ahead — who am I playing this week, and is anyone on my team injured?"],
    expect: ["matchup", "rosterStatus"],
  },
  {
    turns: [
      "Let's say I win out — what are my odds then, and who should I pick up off waivers to make sure it happens?",
    ],
    expect: ["scenario", "waivers"],
    scenario: "win-out",
  },
  {
    turns: [
      "Let me ask a couple of things at once.",
      "Hypothetically, should I start Puka or Garrett Wilson this week, and what's my team projected to score?",
    ],
    expect: ["startSit", "projectedTotal"],
    players: ["Puka Nacua", "Garrett Wilson"],
  },
  {
    turns: ["In a world where I stand pat, who's leading the league, and what are my playoff chances?"],
    expect: ["leaders", "playoffs"],
  },
  {
    turns: ["If I were to drop someone for a waiver add, who goes, and who's the best pickup?"],
    expect: ["dropStash", "waivers"],
  },
  {
    turns: ["Suppose I'm shopping BTJ.", "what's he worth in a trade, and is he injured right now?"],
    expect: ["tradeValue", "status"],
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["Let's say I want the full picture: set my lineup for this week and tell me my win probability."],
    expect: ["lineup", "matchup"],
  },
  {
    turns: ["Hypothetically, what's Travis Etienne's outlook the rest of the way, and is he a sell-high?"],
    expect: ["outlook", "tradeValue"],
    players: ["Travis Etienne Jr."],
  },
];
