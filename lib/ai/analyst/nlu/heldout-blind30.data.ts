// Blind held-out evaluation set 30 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a bartender closing up at 2am, an ER doctor between cases, a middle-school band
// teacher, a retired cop, a college freshman in his first league, a woman who runs a knitting shop, an
// accountant during tax season, and a guy who mixes up fantasy terms from other sports.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_30: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["closing up, last call's done. jacobs or kyren this week? only got one rb spot open"],
    expect: "startSit",
    players: ["Josh Jacobs", "Kyren Williams"],
  },
  {
    turns: [
      "Bo Nix has been inconsistent lately, I've noticed.",
      "Him or Jordan Love this week? Need to decide before my shift starts.",
    ],
    expect: "startSit",
    players: ["Bo Nix", "Jordan Love"],
  },
  {
    turns: ["yo is jsn good this week", "ok but like do i actually play him over pickens"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "George Pickens"],
  },
  {
    turns: ["Let's discuss Jameson Williams.", "Week 11. Does he go in the starting lineup or ride the pine?"],
    expect: "startSit",
    players: ["Jameson Williams"],
    week: 11,
  },
  {
    turns: ["is Chase Brown in my starting rotation this week or do i send him to the bullpen"],
    expect: "startSit",
    players: ["Chase Brown"],
  },
  {
    turns: [
      "I have Garrett Wilson, Courtland Sutton and Jakobi Meyers for two WR spots.",
      "Which two do I play? Bottom line only, I have returns to file.",
    ],
    expect: "startSit",
    players: ["Garrett Wilson", "Courtland Sutton", "Jakobi Meyers"],
  },
  {
    turns: ["start or sit james cook this week", "same q but for next week"],
    expect: "startSit",
    players: ["James Cook"],
    week: "next",
  },

  // ---- compare ----
  {
    turns: ["bijan or gibbs ros who's just better bro fr"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "If Puka Nacua and Amon-Ra St. Brown were both in my section, who'd be first chair for the rest of " +
        "the year? Not asking about this week.",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "What's Trey McBride's outlook?",
      "And how does he stack up against Brock Bowers for the rest of the season, straight up?",
    ],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: ["In your professional opinion, long term, who is the superior back: JT in Indy or Derrick Henry?"],
    expect: "compare",
    players: ["Jonathan Taylor", "Derrick Henry"],
  },
  {
    turns: [
      "Drake London or Nico Collins, who's the better player going forward? like who's my franchise guy, " +
        "not talking this week",
    ],
    expect: "compare",
    players: ["Drake London", "Nico Collins"],
  },
  {
    turns: [
      "My grandson says Ashton Jeanty is the best rookie running back.",
      "Is he really better than Omarion Hampton for the rest of the year, or is that just the boy talking?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["who's better rest of season, ceedee or jefferson", "ok and jefferson vs jamar chase"],
    expect: "compare",
    players: ["Justin Jefferson", "Ja'Marr Chase"],
  },

  // ---- slot ----
  { turns: ["FLEX. Who goes in it. Options are on my roster, you have the data."], expect: "slot" },
  {
    turns: [
      "I've got two tight ends on my roster and I can never decide.",
      "Who do you want in the TE slot this week from what I've got?",
    ],
    expect: "slot",
    position: "TE",
  },
  { turns: ["who do i put in my utility spot this week, the UTIL/flex thing"], expect: "slot" },
  {
    turns: ["Need a body in the WR3 position. Who from my own roster fills it best?"],
    expect: "slot",
    position: "WR",
  },
  { turns: ["Who should I slot at flex this week?", "And for next week?"], expect: "slot", week: "next" },

  // ---- lineup ----
  { turns: ["just set the whole lineup for me, i'm dead on my feet"], expect: "lineup" },
  { turns: ["Audit my starting lineup for week 10. Flag anything that isn't optimal."], expect: "lineup" },
  {
    turns: [
      "I moved some players around yesterday and now I'm worried I made a mess of it.",
      "Could you look over my whole lineup and fix whatever needs fixing?",
    ],
    expect: "lineup",
  },
  { turns: ["give me my best starting nine for sunday"], expect: "lineup" },
  {
    turns: ["Is my lineup set right for this week?", "Alright. Now do the same for next week's game."],
    expect: "lineup",
    week: "next",
  },

  // ---- outlook ----
  { turns: ["Prognosis on Achane this week?"], expect: "outlook", players: ["De'Von Achane"] },
  {
    turns: ["just traded for ladd mcconkey", "whats his projection this week"],
    expect: "outlook",
    players: ["Ladd McConkey"],
  },
  {
    turns: [
      "I just read that Tyler Warren is the Colts' top target.",
      "What kind of week should I expect from him? Numbers, if you can.",
    ],
    expect: "outlook",
    players: ["Tyler Warren"],
  },
  {
    turns: [
      "what's Baker Mayfield's projection this week",
      "and next week? what kinda stat line, like his batting line",
    ],
    expect: "outlook",
    players: ["Baker Mayfield"],
    week: "next",
  },
  {
    turns: ["How does Bucky Irving look for week 12? I do like his name."],
    expect: "outlook",
    players: ["Bucky Irving"],
    week: 12,
  },

  // ---- status ----
  { turns: ["What's McCaffrey's injury status?", "And Kittle?"], expect: "status", players: ["George Kittle"] },
  {
    turns: ["gonna start mahomes", "wait is he even playing sunday"],
    expect: "status",
    players: ["Patrick Mahomes"],
  },
  {
    turns: ["bro jamar chase got hurt?? saw something on twitter", "is he gonna play"],
    expect: "status",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["Someone at my shop said Mark Andrews was limited in practice. Is he going to suit up this week?"],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: ["I'm starting A.J. Brown.", "Confirm he's actually active before I lock it in."],
    expect: "status",
    players: ["A.J. Brown"],
  },
  {
    turns: ["is Drake Maye on the DL or is he good to go, like is he day to day?"],
    expect: "status",
    players: ["Drake Maye"],
  },

  // ---- tradeValue ----
  {
    turns: [
      "Jonathan Taylor has been near the top of the scoring list all year.",
      "What's his current market value? Is this the peak to sell?",
    ],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  { turns: ["should i sell high on rico dowdle lol he went off"], expect: "tradeValue", players: ["Rico Dowdle"] },
  {
    turns: [
      "Travis Kelce has sounded a bit flat lately.",
      "Is this a buy-low moment on him, or is he fading like an old cassette?",
    ],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: ["egbuka has been balling", "what's he worth in a trade right now"],
    expect: "tradeValue",
    players: ["Emeka Egbuka"],
  },
  {
    turns: ["what's Lamar's trade stock, like if I put him on the trading block what kinda haul comes back"],
    expect: "tradeValue",
    players: ["Lamar Jackson"],
  },

  // ---- buyLow ----
  { turns: ["my team's mid", "who's a buy low target i should try to trade for"], expect: "buyLow" },
  { turns: ["Identify undervalued assets I should acquire via trade. List, not paragraphs."], expect: "buyLow" },
  {
    turns: [
      "I've got some depth at running back to deal.",
      "Who are the buy-low targets out there worth kicking the tires on?",
    ],
    expect: "buyLow",
  },
  { turns: ["any guys in a slump I should try to acquire before the deadline? buy low candidates"], expect: "buyLow" },
  {
    turns: ["Are there any receivers on other teams having a rough patch that I might get for a bargain?"],
    expect: "buyLow",
    position: "WR",
  },

  // ---- trade ----
  {
    turns: [
      "Coach Reese pinged me.",
      "He'd give me Tee Higgins and Chuba Hubbard for Derrick Henry. Accept or decline?",
    ],
    expect: "trade",
    players: ["Tee Higgins", "Chuba Hubbard", "Derrick Henry"],
    team: "Play Action Pack",
  },
  {
    turns: ["coach quinn wants my cmc for his puka, do i do it"],
    expect: "trade",
    players: ["Christian McCaffrey", "Puka Nacua"],
    team: "Blitz Brigade",
  },
  {
    turns: ["Coach Ellis sent me an offer.", "Terry McLaurin for my Zay Flowers. Net gain or net loss?"],
    expect: "trade",
    players: ["Terry McLaurin", "Zay Flowers"],
    team: "Pocket Passers",
  },
  {
    turns: [
      "Coach Finley offered me Alvin Kamara and Jake Ferguson for my Ladd McConkey. I hate saying no to " +
        "people. Is it a good deal for me?",
    ],
    expect: "trade",
    players: ["Alvin Kamara", "Jake Ferguson", "Ladd McConkey"],
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["coach tatum keeps texting me at work", "he wants davante adams and he'd give me jaylen warren. worth it?"],
    expect: "trade",
    players: ["Davante Adams", "Jaylen Warren"],
    team: "Red Zone Raiders",
  },

  // ---- waivers ----
  {
    turns: ["is woody marks on waivers in my league?", "ok how much faab should i bid on him"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: ["Waiver allocation: who do I claim and how much FAAB? I have $43 remaining in the budget."],
    expect: "waivers",
  },
  {
    turns: ["My RB2 is out with a high ankle sprain.", "Who's on the wire to replace him and what should I bid?"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["What's a sensible bid for Kyle Monangai off the waiver wire? I don't want to overspend."],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["Is there a tight end on the wire worth adding? How much of my FAAB should I spend on him?"],
    expect: "waivers",
    position: "TE",
  },

  // ---- playoffs ----
  { turns: ["real talk am i making the playoffs"], expect: "playoffs" },
  { turns: ["What's my probability of making the postseason? As a percentage, please."], expect: "playoffs" },
  { turns: ["we lost again bro", "what are my playoff chances now"], expect: "playoffs" },
  { turns: ["I'd love to know whether my little team has any chance at the playoffs this year."], expect: "playoffs" },
  { turns: ["what're my odds at a wild card spot? do I make the postseason bracket"], expect: "playoffs" },
  { turns: ["We finally won one last week.", "Where does that leave our playoff chances?"], expect: "playoffs" },

  // ---- improveOdds ----
  { turns: ["What moves can I make to improve my chances of getting into the playoffs?"], expect: "improveOdds" },
  { turns: ["whats my playoff odds", "ok how do i get them higher"], expect: "improveOdds" },
  {
    turns: ["My playoff odds seem awfully low.", "What could I change, trades or pickups, to bring them up?"],
    expect: "improveOdds",
  },
  { turns: ["Which transactions yield the biggest increase in my playoff probability?"], expect: "improveOdds" },
  {
    turns: ["what roster moves get me into the postseason, who do i call up from the minors or trade for"],
    expect: "improveOdds",
  },

  // ---- matchup ----
  { turns: ["Who am I up against this week and am I favored?"], expect: "matchup" },
  {
    turns: ["I'm a bit nervous about this weekend.", "Who's my opponent, dear, and do you think we'll win?"],
    expect: "matchup",
  },
  { turns: ["who am i facing this week, what's the spread, am i the underdog"], expect: "matchup" },
  {
    turns: [
      "I hear Coach Blake's team has been hot.",
      "Are they who we're facing this week? What's our chance of winning?",
    ],
    expect: "matchup",
    team: "Sunday Scaries",
  },
  { turns: ["Head-to-head this week: projected score, mine vs. theirs, and win probability."], expect: "matchup" },

  // ---- record ----
  { turns: ["what's my record again, lost track"], expect: "record" },
  { turns: ["Where do we sit in the standings right now, and what's our win-loss?"], expect: "record" },
  { turns: ["am i like 5-4 or 4-5 i forget lol, what place am i in"], expect: "record" },
  { turns: ["man this season's been a grind", "where are we in the table? what's the W-L"], expect: "record" },
  {
    turns: [
      "My husband keeps asking how my team is doing and I never know what to tell him.",
      "How many games have we won and lost so far?",
    ],
    expect: "record",
  },

  // ---- rosterStatus ----
  { turns: ["Run triage on my roster: who's injured, who's on bye?"], expect: "rosterStatus" },
  {
    turns: ["Flag any byes or injuries on my roster this week.", "Same check for next week."],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["Thank you for telling me about this week's byes.", "Will any of my players be off in week 12 as well?"],
    expect: "rosterStatus",
    week: 12,
  },
  { turns: ["who's on my injured list, anybody on the IL or day-to-day"], expect: "rosterStatus" },
  { turns: ["about to lock up for the night", "anybody on my squad hurt or off this week"], expect: "rosterStatus" },

  // ---- positionRank ----
  { turns: ["rank my wrs", "now do rbs"], expect: "positionRank", position: "RB" },
  {
    turns: ["Thanks for ranking my running backs.", "Same thing for my wide receivers, please."],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Sort my running backs by projected points for this week.", "Now tight ends, for next week."],
    expect: "positionRank",
    position: "TE",
    week: "next",
  },
  { turns: ["give me a depth chart of my QBs, who's my ace"], expect: "positionRank", position: "QB" },
  {
    turns: ["Could you put my receivers in order from best to worst for week 11?"],
    expect: "positionRank",
    position: "WR",
    week: 11,
  },

  // ---- projectedTotal ----
  { turns: ["Projected point total for my team this week, with a low and high range."], expect: "projectedTotal" },
  { turns: ["how many points am i gonna put up this week"], expect: "projectedTotal" },
  { turns: ["whats my team projected for next week"], expect: "projectedTotal", week: "next" },
  {
    turns: ["I'm trying to figure out how much trouble I'm in.", "What's my team's projection, floor to ceiling?"],
    expect: "projectedTotal",
  },
  {
    turns: ["What's my projected total this week?", "And for week 13, with a range?"],
    expect: "projectedTotal",
    week: 13,
  },

  // ---- leaders ----
  { turns: ["whats my record", "ok whos the best team in the league tho"], expect: "leaders" },
  { turns: ["Show me the league standings, top to bottom."], expect: "leaders" },
  { turns: ["Which team has scored the most points in the league?"], expect: "leaders" },
  { turns: ["who's the top seed, who has the best record in the whole league"], expect: "leaders" },
  {
    turns: [
      "I keep hearing Coach Harper's name at the shop.",
      "Is their team the strongest in our league, or is someone else on top?",
    ],
    expect: "leaders",
    team: "Fourth & Long Shots",
  },

  // ---- sleepers ----
  { turns: ["any sleepers for next week"], expect: "sleepers", week: "next" },
  {
    turns: ["My bench is weak.", "Who are some under-the-radar players worth a look for next week?"],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["Any deep cuts out there? Players nobody's talking about who could break out?"], expect: "sleepers" },
  { turns: ["gimme some sleeper names, guys nobody's rostering"], expect: "sleepers" },
  { turns: ["who are the dark horses, guys about to go on a heater that nobody's picked up"], expect: "sleepers" },
  {
    turns: [
      "My friend picked up a player nobody had heard of and he scored a ton.",
      "Are there any hidden gems like that I should keep an eye on?",
    ],
    expect: "sleepers",
  },

  // ---- dropStash ----
  {
    turns: ["Nico Collins has a concussion.", "Stash him on IR or cut bait?"],
    expect: "dropStash",
    players: ["Nico Collins"],
  },
  {
    turns: ["Should I use my IR slot on Tyreek Hill or release him? Roster spots have a cost."],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: [
      "Malik Nabers hurt his knee and I'm told he's out for the year.",
      "Is there any point keeping him, or should I let him go?",
    ],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  { turns: ["do I put Burrow on the 60-day IL or just waive him"], expect: "dropStash", players: ["Joe Burrow"] },
  {
    turns: ["Who on my roster is hurt badly enough that I should just cut him, and who do I hold in the IR spot?"],
    expect: "dropStash",
  },

  // ---- byeCover ----
  { turns: ["is my qb on bye this week", "ok who can i stream"], expect: "byeCover", position: "QB" },
  {
    turns: ["My tight end has a bye in week 12. Who's a decent fill-in I could pick up?"],
    expect: "byeCover",
    position: "TE",
    week: 12,
  },
  { turns: ["need a kicker for next week my guy's on bye"], expect: "byeCover", position: "K", week: "next" },
  {
    turns: ["Need a one-week replacement D/ST to cover the bye. Recommend a streamer."],
    expect: "byeCover",
    position: "DST",
  },
  {
    turns: ["My WR1 is off next week with a bye.", "Who's a backup I can get to cover him?"],
    expect: "byeCover",
    position: "WR",
    week: "next",
  },

  // ---- scenario ----
  {
    turns: ["What are my playoff odds?", "Run it again assuming I go 3-2 the rest of the way."],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["say i take an L this week, what happens to my playoff odds"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["I figure we can take four of our last five.", "What do the playoff odds look like under that scenario?"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },
  {
    turns: ["What if we only win two more games? Would we still have a chance at the playoffs?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["what's my playoff odds", "ok and if I sweep the rest of the series?"],
    expect: "scenario",
    scenario: "win-out",
  },

  // ---- tradeIdeas ----
  { turns: ["give me some trade ideas for kyren"], expect: "tradeIdeas", players: ["Kyren Williams"] },
  {
    turns: ["Construct a 2-for-1 package around Trey McBride to upgrade at RB."],
    expect: "tradeIdeas",
    players: ["Trey McBride"],
  },
  {
    turns: ["I'm open to moving Jaylen Waddle.", "What kind of deals could I put together with him?"],
    expect: "tradeIdeas",
    players: ["Jaylen Waddle"],
  },
  {
    turns: ["what could I flip Tee Higgins for, 1-for-1 or 2-for-1, give me some packages"],
    expect: "tradeIdeas",
    players: ["Tee Higgins"],
  },
  {
    turns: ["DeVonta Smith is my most tradeable piece, I think.", "Could you suggest a few packages built around him?"],
    expect: "tradeIdeas",
    players: ["DeVonta Smith"],
  },

  // ---- multi-part last messages ----
  {
    turns: ["Quarter-end check-in, so to speak.", "What's my record, and what are my playoff odds?"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["is amon ra playing this week and should i start him"],
    expect: ["status", "startSit"],
    players: ["Amon-Ra St. Brown"],
  },
  { turns: ["Who am I playing this week, and what's my projected total?"], expect: ["matchup", "projectedTotal"] },
  {
    turns: ["ok lineup's set", "who's on bye next week and who should i grab off waivers"],
    expect: ["rosterStatus", "waivers"],
    week: "next",
  },
  {
    turns: ["What is Brian Thomas worth in a trade, and how does he look for the rest of the season?"],
    expect: ["tradeValue", "outlook"],
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["rank my running backs this week and tell me who goes in the flex"],
    expect: ["positionRank", "slot"],
    position: "RB",
  },
  {
    turns: [
      "Let's plan for the worst.",
      "If we lose this week, what are our playoff chances? And what moves would improve them?",
    ],
    expect: ["scenario", "improveOdds"],
    scenario: "lose-this-week",
  },
  {
    turns: ["Could you check on Jalen Hurts's injury, and tell me if I should trade him while his value's up?"],
    expect: ["status", "tradeValue"],
    players: ["Jalen Hurts"],
  },
  {
    turns: ["my bench is thin", "any sleepers out there? also who are good buy low guys"],
    expect: ["sleepers", "buyLow"],
  },
  {
    turns: ["I'm considering trading Bijan Robinson.", "What's his value, and what packages could I build around him?"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Bijan Robinson"],
  },
  {
    turns: ["CeeDee Lamb tweaked his ankle.", "Is he active Sunday? If not, who fills my WR2?"],
    expect: ["status", "slot"],
    players: ["CeeDee Lamb"],
    position: "WR",
  },
  { turns: ["who's leading the league and where do I rank in the standings"], expect: ["leaders", "record"] },
  { turns: ["set my lineup and tell me if im gonna win"], expect: ["lineup", "matchup"] },
  {
    turns: [
      "My son-in-law says Derrick Henry is getting too old.",
      "Is he still going to be good the rest of the year? And is he better than Josh Jacobs from here on?",
    ],
    expect: ["outlook", "compare"],
    players: ["Derrick Henry", "Josh Jacobs"],
  },
  {
    turns: ["Any injuries on my roster this week? And who should I put on IR or cut?"],
    expect: ["rosterStatus", "dropStash"],
  },
  {
    turns: ["should i accept coach sawyer's offer, my kamara for his jaxon smith-njigba? whats jsn worth anyway"],
    expect: ["trade", "tradeValue"],
    players: ["Alvin Kamara", "Jaxon Smith-Njigba"],
    team: "Audible Alchemists",
  },

  // ---- help ----
  { turns: ["I'm new to all of this. What exactly can you help me with?"], expect: "help" },
  { turns: ["How do I operate this thing? What kind of questions do you take?"], expect: "help" },
  { turns: ["wait what can u even do"], expect: "help" },
  { turns: ["hey GM", "what's your whole playbook, like every kind of thing you can help me with"], expect: "help" },

  // ---- None (out of scope) ----
  { turns: ["ok done with fantasy stuff for tonight", "what's a good hangover cure, asking for me"], expect: "None" },
  { turns: ["Is it going to rain in Green Bay on Sunday?"], expect: "None" },
  { turns: ["Tell me a joke about tubas. I need one for fourth period."], expect: "None" },
  {
    turns: [
      "Thanks so much for the lineup help!",
      "Now, would you happen to have a nice pattern for a cable-knit scarf?",
    ],
    expect: "None",
  },
  { turns: ["What's the IRS standard mileage rate this year?"], expect: "None" },
  { turns: ["who's gonna win the Stanley Cup this year"], expect: "None" },
  { turns: ["What do you make of the mayor's new budget proposal?"], expect: "None" },
  { turns: ["yo gm", "how do i make ramen not taste mid"], expect: "None" },
];
