// Blind held-out evaluation set 46 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a dramatic theatre actor, a pharmacist, a snowplow driver on the night shift,
// a chess player who thinks in moves.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_46: HeldOutCase[] = [
  {
    turns: [
      "Before I commit my moves for week 11.",
      "Optimise the whole lineup — the best arrangement of all my pieces.",
    ],
    expect: "lineup",
    week: 11,
  },
  {
    turns: ["how many pts josh allen gonna put up this wk"],
    expect: "outlook",
    players: ["Josh Allen"],
  },
  {
    turns: [
      "I have a surplus of receivers — a glut of riches!",
      "Could I trade some to End Zone Envy for a running back? What might they give?",
    ],
    expect: "tradeIdeas",
    team: "End Zone Envy",
  },
  {
    turns: ["if i win out do i make it"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["What would Jaxon Smith-Njigba fetch in a trade? Just his value, I'm not shopping him yet."],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["Who won the NBA Finals last season?"],
    expect: "None",
  },
  {
    turns: [
      "We're 7-3 and I want to cash in some chips.",
      "Who should I be selling high on — guys whose numbers look inflated and are due to regress?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["Free-agency move this week.", "Which available WR should I pick up?"],
    expect: "waivers",
    position: "WR",
  },
  {
    turns: ["stopped for coffee. whats my record and am i makin playoffs"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["Candidate moves at WR this week: Garrett Wilson or Jaxon Smith-Njigba. Which one goes on the board?"],
    expect: "startSit",
    players: ["Garrett Wilson", "Jaxon Smith-Njigba"],
  },
  {
    turns: ["My leading back takes his bye this week.", "Who's the understudy to step in?"],
    expect: "byeCover",
    position: "RB",
  },
  {
    turns: ["Between prescriptions — should I drop my injured guys or stash them on IR?"],
    expect: "dropStash",
  },
  {
    turns: ["Poor Tyreek, felled in his prime.", "Do I cut him loose, or hold him in the wings on IR?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["I'm looking to move Terry McLaurin.", "What could I get back for him — any specific targets?"],
    expect: "tradeIdeas",
    players: ["Terry McLaurin"],
  },
  {
    turns: ["My tight ends — rank them for me this week, leading man down to chorus."],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["Order my running backs from strongest to weakest for week 11."],
    expect: "positionRank",
    week: 11,
    position: "RB",
  },
  {
    turns: ["Sleeper WR for week 12? A quiet move nobody sees coming."],
    expect: "sleepers",
    week: 12,
    position: "WR",
  },
  {
    turns: ["De'Von Achane just had a monster game.", "Is that sustainable? What's his rest-of-season outlook?"],
    expect: "outlook",
    players: ["De'Von Achane"],
  },
  {
    turns: [
      "Reviewing Bo Nix's chart... he's been all over the place lately.",
      "Do I start him in week 11 or go with Jared Goff?",
    ],
    expect: "startSit",
    players: ["Bo Nix", "Jared Goff"],
    week: 11,
  },
  {
    turns: ["Suppose I go 3-2 over the last five. What are my playoff odds then?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["Two candidate plans: who are the buy-low targets right now, and who's the best waiver pickup this week?"],
    expect: ["buyLow", "waivers"],
  },
  {
    turns: ["Rank my receivers for this week.", "Actually, make that week 12."],
    expect: "positionRank",
    week: 12,
    position: "WR",
  },
  {
    turns: ["Tell me Ja'Marr Chase is healthy. Tell me he's not hurt. I cannot bear another tragedy this season."],
    expect: "status",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["who should i trade with, plowin all night got time to think lol"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Do I sell Derrick Henry now, while the applause still thunders, or hold him for the final act?"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["Shall the Gurus ever see the grand stage of the postseason? What are my chances, truly?"],
    expect: "playoffs",
  },
  {
    turns: ["The infirmary is full, I fear.", "Who on my roster is injured heading into next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["need a deep cut", "sleeper rb for next wk"],
    expect: "sleepers",
    week: "next",
    position: "RB",
  },
  {
    turns: ["how r my rbs lookin", "rank em for this wk"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["Planning ahead.", "Who on my roster is on bye next week, and which QB should I stream to cover?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "QB",
  },
  {
    turns: ["My bench is a chorus of nobodies.", "Who should I claim off the wire?"],
    expect: "waivers",
  },
  {
    turns: ["anybody on my team hurt or on bye this wk"],
    expect: "rosterStatus",
  },
  {
    turns: [
      "Long game, not this week: Puka Nacua or Amon-Ra St. Brown " +
        "for the rest of the season. Who's the stronger piece?",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: ["What's the best response to the Najdorf Sicilian?"],
    expect: "None",
  },
  {
    turns: ["Totally unrelated, but can you recommend a good podcast for the drive home after close?"],
    expect: "None",
  },
  {
    turns: ["rank my rbs then just set my lineup"],
    expect: ["positionRank", "lineup"],
    position: "RB",
  },
  {
    turns: [
      "Thinking about starting Rashee Rice.",
      "Wait — is he actually active this week, or is there something on the injury report I'm missing?",
    ],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["Run an injury report on my whole roster for this week, please. Full chart review."],
    expect: "rosterStatus",
  },
  {
    turns: ["New to this assistant.", "List the things you can analyse for me."],
    expect: "help",
  },
  {
    turns: ["Unearth me a hidden gem, darling! Some unknown understudy ready to steal the show."],
    expect: "sleepers",
  },
  {
    turns: ["Rank my QBs for this week, strongest first. ♟️"],
    expect: "positionRank",
    position: "QB",
  },
  {
    turns: ["Austin Ekeler and J.K. Dobbins are both out.", "Keep them on IR or drop them?"],
    expect: "dropStash",
    players: ["Austin Ekeler", "J.K. Dobbins"],
  },
  {
    turns: ["who am i playin this week", "ok and next week"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: ["Who's underpriced on the board right now, league-wide? I want buy-low candidates, positional bargains."],
    expect: "buyLow",
  },
  {
    turns: ["What an ensemble I've assembled.", "How many points shall it score next week? The floor AND the ceiling!"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["is cmc playin sunday"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["What could I get for Marvin Harrison Jr.? Show me some trade lines."],
    expect: "tradeIdeas",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: ["My QB is on bye next week. Which streamer covers the hole?"],
    expect: "byeCover",
    week: "next",
    position: "QB",
  },
  {
    turns: ["how many pts am i projected for this wk"],
    expect: "projectedTotal",
  },
  {
    turns: ["Hypothetically, if we win 4 more games, what do my playoff odds look like?"],
    expect: "scenario",
    scenario: { wins: 4, games: null },
  },
  {
    turns: ["kraft tore his acl?", "drop him or ir, and who do i grab instead"],
    expect: ["dropStash", "waivers"],
    players: ["Tucker Kraft"],
  },
  {
    turns: ["Bijan or Gibbs rest of season — and separately, who do I start this week, Jacobs or Achane?"],
    expect: ["compare", "startSit"],
    players: ["Bijan Robinson", "Jahmyr Gibbs", "Josh Jacobs", "De'Von Achane"],
  },
  {
    turns: ["Long day at the pharmacy.", "Got a good recipe for chicken soup?"],
    expect: "None",
  },
  {
    turns: ["Two questions.", "What are my playoff odds, and which moves would improve them?"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["Checking in on a patient: Joe Burrow.", "Is he cleared to play this week, or is the toe still a problem?"],
    expect: "status",
    players: ["Joe Burrow"],
  },
  {
    turns: ["What a week of rehearsals.", "Now look over my entire starting cast for next week — is it optimal??"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["If I win out, what are my odds — and who do I play this week?"],
    expect: ["scenario", "matchup"],
    scenario: "win-out",
  },
  {
    turns: ["Record-wise we're hanging in there.", "What's my percentage chance of making the playoffs?"],
    expect: "playoffs",
  },
  {
    turns: ["Check byes across my roster for me.", "Next week specifically — any of my guys out?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["whos in first", "and second?", "ok who has the most pts overall"],
    expect: "leaders",
  },
  {
    turns: ["higgins been quiet", "ros who u rather have him or drake london. not talkin this wk, long haul"],
    expect: "compare",
    players: ["Tee Higgins", "Drake London"],
  },
  {
    turns: ["Therapeutic range question: what's my team projected to score this week, floor to ceiling?"],
    expect: "projectedTotal",
  },
  {
    turns: ["38% playoff odds. Not lost, not winning.", "Which moves — trades, pickups — give me the biggest bump?"],
    expect: "improveOdds",
  },
  {
    turns: ["Two lines to calculate: who's my opponent this week, and what's my projected total?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["Pharmacy's slow tonight. Can you explain what you're able to help with? First time using this."],
    expect: "help",
  },
  {
    turns: ["just set my lineup for me man im in the truck"],
    expect: "lineup",
  },
  {
    turns: ["who do i grab off waivers this wk ❄️"],
    expect: "waivers",
  },
  {
    turns: [
      "Trade talks with the Red Zone Raiders.",
      "They'd give me Jameson Williams and Javonte Williams for my Nico Collins. Fair?",
    ],
    expect: "trade",
    players: ["Jameson Williams", "Javonte Williams", "Nico Collins"],
  },
  {
    turns: ["on the route til 6. barkley still a start this week or do i sit him", "ok and next week?"],
    expect: "startSit",
    players: ["Saquon Barkley"],
    week: "next",
  },
  {
    turns: ["salt run done. what are my playoff odds"],
    expect: "playoffs",
  },
  {
    turns: ["lost again lol", "am i even makin playoffs at this point"],
    expect: "playoffs",
  },
  {
    turns: ["Judge this deal: my Jaylen Warren for Courtland Sutton. And who else could I target instead?"],
    expect: ["trade", "tradeIdeas"],
    players: ["Jaylen Warren", "Courtland Sutton"],
  },
  {
    turns: ["Who is my nemesis this week? And am I favored to triumph?"],
    expect: "matchup",
  },
  {
    turns: ["Just got off a double shift.", "What's our record after last week?"],
    expect: "record",
  },
  {
    turns: ["Enough football.", "Tell me a joke to lift my spirits."],
    expect: "None",
  },
  {
    turns: ["who should i buy low on rn"],
    expect: "buyLow",
  },
  {
    turns: ["Coach Sutton has sent me a letter!", "He offers James Cook for my Davante Adams. Do I accept?"],
    expect: "trade",
    players: ["James Cook", "Davante Adams"],
  },
  {
    turns: ["whats my record", "wait and what place is that"],
    expect: "record",
  },
  {
    turns: ["I see I'm up against the Pocket Passers.", "Am I favored?"],
    expect: "matchup",
    team: "Pocket Passers",
  },
  {
    turns: ["whats the spread on the chiefs game sunday, lookin to put money on it"],
    expect: "None",
  },
  {
    turns: ["Got an offer at the counter, so to speak: my Mike Evans for his Tony Pollard. Accept or decline?"],
    expect: "trade",
    players: ["Mike Evans", "Tony Pollard"],
  },
  {
    turns: ["Evaluate the position like an engine would: what's the probability I make the playoffs from here?"],
    expect: "playoffs",
  },
  {
    turns: ["My structure's fine but I want to exploit mispricing.", "Who's a buy-low target at RB across the league?"],
    expect: "buyLow",
    position: "RB",
  },
  {
    turns: ["two of my wrs on bye this wk need a streamer"],
    expect: "byeCover",
    position: "WR",
  },
  {
    turns: ["hey", "how does this thing work"],
    expect: "help",
  },
  {
    turns: ["I want to study the whole board.", "Rank all 12 teams by points scored."],
    expect: "leaders",
  },
  {
    turns: [
      "My TE slot is the weak link in the lineup, like an expired script nobody caught.",
      "Who should I put there for week 11?",
    ],
    expect: "slot",
    week: 11,
    position: "TE",
  },
  {
    turns: ["My QB square is vacant this week, starter's on the shelf. Which piece do I put there?"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["Any under-the-radar pickups for next week — sleepers nobody has on their board yet?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["nabers out for the yr. drop him or stash on ir"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: [
      "Can you run a full review of my starting lineup this week? " +
        "Like a med rec — anything in there that shouldn't be?",
    ],
    expect: "lineup",
  },
  {
    turns: ["Recite me a sonnet about autumn."],
    expect: "None",
  },
  {
    turns: ["Who ARE you, mysterious GM? What powers do you possess?"],
    expect: "help",
  },
  {
    turns: ["got any sleepers. ironic since i dont sleep"],
    expect: "sleepers",
  },
  {
    turns: ["Who on my roster is wounded this week — and whom shall I summon from the waiver wire to replace them?"],
    expect: ["rosterStatus", "waivers"],
  },
  {
    turns: [
      "Across the whole league, which teams have the best playoff odds? Sorted high to low please, like a formulary.",
    ],
    expect: "leaders",
  },
  {
    turns: ["What's the projection on Jonathan Taylor this week — points, ceiling, the full profile?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["is my lineup good or did i leave some dumb guy in there"],
    expect: "lineup",
  },
  {
    turns: ["Remind me of our tally, darling. Wins, losses — how many of each?"],
    expect: "record",
  },
  {
    turns: ["Kyren Williams: hold or sell? Trying to assess what the piece is actually worth."],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },
  {
    turns: ["Who's sitting across the board from me this week, and what's my win probability?"],
    expect: "matchup",
  },
  {
    turns: ["Engine eval for week 12: what's my lineup's projected total, and the ceiling?"],
    expect: "projectedTotal",
    week: 12,
  },
  {
    turns: ["I've still got Travis Kelce.", "Is he worth anything in a trade at this point, or do I just ride it out?"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: ["The league table beckons.", "Who's the mightiest team in the league — and where do WE stand?"],
    expect: ["leaders", "record"],
  },
  {
    turns: ["rank my wrs this wk"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["some guy offerd me kenneth walker for my dj moore. do it?"],
    expect: "trade",
    players: ["Kenneth Walker III", "DJ Moore"],
  },
  {
    turns: ["what can u do exactly"],
    expect: "help",
  },
  {
    turns: ["Week 12 pairing: who do I face, and what are my chances?"],
    expect: "matchup",
    week: 12,
  },
  {
    turns: ["What's Trey McBride's rest-of-season outlook, and is he dealing with any injury right now?"],
    expect: ["outlook", "status"],
    players: ["Trey McBride"],
  },
  {
    turns: ["I'm looking for the best continuation. Which moves actually improve my playoff odds from this position?"],
    expect: "improveOdds",
  },
  {
    turns: ["Show me the full table — every team in the league, by record."],
    expect: "leaders",
  },
  {
    turns: ["hows bowers lookin this week", "is he hurt tho or good to go"],
    expect: "status",
    players: ["Brock Bowers"],
  },
  {
    turns: ["My heart is torn in two, GM.", "Chuba Hubbard or Chase Brown — who takes the stage on Sunday?"],
    expect: "startSit",
    players: ["Chuba Hubbard", "Chase Brown"],
  },
  {
    turns: ["Tetairoa McMillan. What a name. What a PRESENCE.", "What does his ceiling look like in week 12?"],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
    week: 12,
  },
  {
    turns: [
      "Comparing two long-term prescriptions here — Bucky Irving " +
        "vs Omarion Hampton, rest of season. Which one holds up?",
    ],
    expect: "compare",
    players: ["Bucky Irving", "Omarion Hampton"],
  },
  {
    turns: ["Okay, that Bijan projection made sense.", "Same thing for Jahmyr Gibbs?"],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["is it gonna keep snowin thru the night"],
    expect: "None",
  },
  {
    turns: ["My kicker is on bye this week. Who's a decent generic substitute, so to speak?"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["What's Jalen Hurts worth in a trade, and what could I realistically get for him?"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Jalen Hurts"],
  },
  {
    turns: [
      "I'm thinking about the endgame — the fantasy playoffs, not this week.",
      "Trey McBride or Brock Bowers: which tight end do I want holding that file the rest of the way?",
    ],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: ["The RB2 role in my company sits EMPTY, darling. Who should fill it this week?"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["My injured pieces are clogging the board. Which do I cut and which stay on IR?"],
    expect: "dropStash",
  },
  {
    turns: ["what can i do to bump my playoff odds up"],
    expect: "improveOdds",
  },
  {
    turns: ["My odds are grim, I know it.", "What must I DO to rewrite the ending? What moves raise them?"],
    expect: "improveOdds",
  },
  {
    turns: [
      "Garrett Wilson has been on my board all year.",
      "What's he worth on the market right now? Just his valuation.",
    ],
    expect: "tradeValue",
    players: ["Garrett Wilson"],
  },
  {
    turns: ["Who are the fallen stars I can snatch up cheap before their comeback tour? Buy low, darling!"],
    expect: "buyLow",
  },
  {
    turns: [
      "Ashton Jeanty — a debut for the ages, or a flop?",
      "Forget Sunday. Over the whole run of the show, Jeanty or Jahmyr Gibbs?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Jahmyr Gibbs"],
  },
  {
    turns: ["Where do we stand right now — what place are the Gurus in?"],
    expect: "record",
  },
  {
    turns: ["Imagine it: tragedy in act three.", "If I LOSE this week — what becomes of my odds?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["flex spot this wk, who goes in it. bench is ugly lol"],
    expect: "slot",
  },
  {
    turns: ["If I made one or two roster moves to raise my odds of getting in, what should they be?"],
    expect: "improveOdds",
  },
  {
    turns: ["lineup lookin thin", "who goes in my flex this wk and whats my projected total"],
    expect: ["slot", "projectedTotal"],
  },
  {
    turns: ["Who leads this league in points? Who wears the crown?"],
    expect: "leaders",
  },
  {
    turns: ["Set my lineup for Sunday's performance! Every role, every understudy — make it PERFECT 🎭"],
    expect: "lineup",
  },
  {
    turns: ["My WR3 square has been a hole all season.", "Who fills it this week?"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["Lineup is set.", "Locked Jacobs into the flex.", "What's the projected total this week?"],
    expect: "projectedTotal",
  },
  {
    turns: ["Proposed exchange: I give Jaylen Waddle, I receive Zay Flowers. Sound move or a blunder?"],
    expect: "trade",
    players: ["Jaylen Waddle", "Zay Flowers"],
  },
  {
    turns: ["Is Puka Nacua playing this week? And if he is, do I start him over DeVonta Smith?"],
    expect: ["status", "startSit"],
    players: ["Puka Nacua", "DeVonta Smith"],
  },
  {
    turns: ["What are my playoff odds right now?", "And if I go 2-1 the rest of the way?"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  {
    turns: ["Which of my pieces are on bye in week 12?"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["What moves would improve my playoff chances? Looking for the most effective intervention here."],
    expect: "improveOdds",
  },
  {
    turns: ["tuten still out there on waivers?", "how much faab do i throw at him"],
    expect: "waivers",
    players: ["Bhayshul Tuten"],
  },
  {
    turns: ["breece been meh", "sell him or hold"],
    expect: "tradeValue",
    players: ["Breece Hall"],
  },
  {
    turns: [
      "Everyone's chasing the same waiver names.",
      "Who's a deep sleeper for next week that nobody's talking about?",
    ],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Trey McBride is on bye.", "Who should I stream at tight end to cover?"],
    expect: "byeCover",
    position: "TE",
  },
  {
    turns: [
      "How much FAAB should I bid on the top waiver RB this " +
        "week? I have $43 left, measured out carefully all season.",
    ],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["what can u even do. also whats my record"],
    expect: ["help", "record"],
  },
  {
    turns: ["Any 2-for-1 trade ideas to consolidate my depth into one stud?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Week 12 lineup thinking.", "Should I play DK Metcalf?", "Or is Jakobi Meyers the stronger play there?"],
    expect: "startSit",
    players: ["DK Metcalf", "Jakobi Meyers"],
    week: 12,
  },
  {
    turns: ["whos the best team in this league honestly"],
    expect: "leaders",
  },
];
