// Blind held-out evaluation set 53 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a veterinarian, a stock-car racing fan, a South African (howzit, lekker, braai),
// a software tester who writes bug-report style.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_53: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["Howzit GM! Jacobs or Kyren this week boet? only got one RB spot open, eish"],
    expect: "startSit",
    players: ["Josh Jacobs", "Kyren Williams"],
  },
  {
    turns: [
      "BUG-ish: my lineup has Jaxon Smith-Njigba on the bench while Courtland Sutton is starting.",
      "Question: should JSN start over Sutton this week? yes/no + reason pls",
    ],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Courtland Sutton"],
  },
  {
    turns: ["between surgeries so quick one - do I trust Chuba Hubbard this week or is he a sit?"],
    expect: "startSit",
    players: ["Chuba Hubbard"],
  },
  {
    turns: [
      "Bo Nix has been running like he's at Talladega on fresh tires",
      "start him over Jared Goff this week or am I about to wreck on lap 1?",
    ],
    expect: "startSit",
    players: ["Bo Nix", "Jared Goff"],
  },
  {
    turns: ["is TreVeyon Henderson playing sunday?", "lekker. so do I start him or nah"],
    expect: "startSit",
    players: ["TreVeyon Henderson"],
  },
  {
    turns: [
      "tell me straight - Javonte Williams or Woody Marks in there this week? " +
        "and if you hate both, who's on the wire",
    ],
    expect: ["startSit", "waivers"],
    players: ["Javonte Williams", "Woody Marks"],
  },

  // ---- compare ----
  {
    turns: [
      "Test case: ROS value comparison. Input: Ladd McConkey vs Zay Flowers. " +
        "Expected output: which one I'd rather own for the rest of the season.",
    ],
    expect: "compare",
    players: ["Ladd McConkey", "Zay Flowers"],
  },
  {
    turns: [
      "ja so I've got both Bucky Irving and Kyren",
      "forget this week bru - who's the better back going forward, like rest of season?",
    ],
    expect: "compare",
    players: ["Bucky Irving", "Kyren Williams"],
  },
  {
    turns: [
      "long run, like a 500-miler not a sprint: Drake London or Garrett Wilson? " +
        "and what's Wilson worth on the trade market",
    ],
    expect: ["compare", "tradeValue"],
    players: ["Drake London", "Garrett Wilson"],
  },
  {
    turns: [
      "Long-term prognosis question. Ashton Jeanty or Omarion Hampton - " +
        "who would you rather have from here to the end of the season?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "How do you see Brock Bowers for the rest of the season?",
      "And compared with Trey McBride? Which one would you rather have from here on",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: [
      "Tetairoa McMillan rest of season - what's his outlook?",
      "ok and T-Mac vs Emeka Egbuka the rest of the way, who finishes ahead?",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },

  // ---- slot ----
  {
    turns: ["who goes in my flex this week bru, I'm running out of ideas shame"],
    expect: "slot",
  },
  {
    turns: [
      "Component: FLEX slot. Steps: open lineup -> FLEX is empty. " +
        "Expected: recommendation for who fills it this week.",
    ],
    expect: "slot",
  },
  {
    turns: ["Rhamondre is out again, poor guy, that toe is not healing", "So who should take my RB2 spot this week?"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["who should I run at WR3 this week? need somebody who can hold the line"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["eish my flex was Breece and he's banged up", "who else can slot in at flex this week china?"],
    expect: "slot",
  },
  {
    turns: [
      "Re: ticket #2 - flex recommendation received, thanks.",
      "Follow-up: who should fill my WR2 slot this week?",
    ],
    expect: "slot",
    position: "WR",
  },

  // ---- lineup ----
  {
    turns: ["green flag's about to drop 🏁 set my whole lineup for this week, best nine you got"],
    expect: "lineup",
  },
  {
    turns: [
      "Can you look over my starting lineup for this week? " + "Had a long day of spays and I don't trust my own brain",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "Title: Lineup validation. Steps: review all starters for this week. " +
        "Expected: optimal lineup, flag anything wrong.",
    ],
    expect: "lineup",
  },
  {
    turns: ["howzit", "just check my lineup for me quick-quick before the braai? want to make sure it's optimal"],
    expect: "lineup",
  },
  {
    turns: [
      "Week 11 is going to be brutal at the clinic, I won't have time on Sunday",
      "Could you optimise my lineup for week 11 now so it's all set?",
    ],
    expect: "lineup",
    week: 11,
  },
  {
    turns: ["set my lineup for this week and tell me what it's projected to put up"],
    expect: ["lineup", "projectedTotal"],
  },

  // ---- outlook ----
  {
    turns: ["What's Jonathan Taylor's outlook for the rest of the season? Not making a decision, just curious."],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["what's Jaxson Dart's ceiling this week bru? the kid's been lekker"],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["Query: projected points for Bijan Robinson this week. Expected: number + range."],
    expect: "outlook",
    players: ["Bijan Robinson"],
  },
  {
    turns: ["Puka's been lapping the field lately 🏎️", "how many points you got him projected for next week?"],
    expect: "outlook",
    players: ["Puka Nacua"],
    week: "next",
  },
  {
    turns: ["is Jahmyr Gibbs playing this week?", "sweet. and what's he projected for?"],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: [
      "I'm not starting or sitting anyone, I just want to know.",
      "What does the rest of the season look like for Rome Odunze?",
    ],
    expect: "outlook",
    players: ["Rome Odunze"],
  },

  // ---- status ----
  {
    turns: ["is CMC running this weekend or is he stuck in the garage? and what's he projected to put up"],
    expect: ["status", "outlook"],
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["What's the latest on Ja'Marr Chase? Is he actually hurt or just limited in practice?"],
    expect: "status",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: [
      "Severity: high. Issue: unclear whether A.J. Brown is active this week. " +
        "Request: current injury/playing status.",
    ],
    expect: "status",
    players: ["A.J. Brown"],
  },
  {
    turns: ["eish, saw Ladd McConkey limping off on the highlights", "is he hurt? game-time decision or what?"],
    expect: "status",
    players: ["Ladd McConkey"],
  },
  {
    turns: ["Is Puka Nacua good to go this week, and if so do I start him over Tee Higgins?"],
    expect: ["status", "startSit"],
    players: ["Puka Nacua", "Tee Higgins"],
  },
  {
    turns: [
      "who's got the better rest of season, Kenneth Walker or Zach Charbonnet?",
      "hmm. is Walker even healthy right now tho",
    ],
    expect: "status",
    players: ["Kenneth Walker III"],
  },

  // ---- tradeValue ----
  {
    turns: ["what's Derrick Henry worth in a trade these days boet? sell or hold?"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["Request: valuation of James Cook. Expected: trade value + recommendation (sell/hold)."],
    expect: "tradeValue",
    players: ["James Cook"],
  },
  {
    turns: [
      "Honest question - should I sell high on Rico Dowdle or hold him? " +
        "He's been a nice surprise, like a cat that actually likes the carrier.",
    ],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  {
    turns: [
      "George Pickens has been on an absolute heater",
      "is now the time to cash him in before the caution flag comes out? what's his trade value",
    ],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  {
    turns: [
      "how's Travis Kelce looking rest of season?",
      "ja ok. is he still worth much on the trade market or should I just hold him",
    ],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: [
      "Two checks: (1) what is Kyren Williams worth in a trade, " + "(2) who should I pick up on waivers this week?",
    ],
    expect: ["tradeValue", "waivers"],
    players: ["Kyren Williams"],
  },

  // ---- buyLow ----
  {
    turns: ["Who are the buy-low candidates around the league right now?"],
    expect: "buyLow",
  },
  {
    turns: [
      "which guys are due for a rebound - bad pit stops but the car's still fast? " + "gimme some buy-low targets",
    ],
    expect: "buyLow",
  },
  {
    turns: ["any sell-high guys around the league I should know about? who's overperforming and due to crash"],
    expect: "buyLow",
  },
  {
    turns: [
      "Feature request: list of players whose value is depressed right now (buy-low). " +
        "Scope: entire league, not just my roster.",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "was thinking of making some trades",
      "who's cheap to buy right now ek se, like underperforming but still good?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "My roster feels fine, I'm thinking about value plays.",
      "Who should I be buying low on before the deadline?",
    ],
    expect: "buyLow",
  },

  // ---- trade ----
  {
    turns: ["got offered Nico Collins for my Chase Brown. do I take the deal or wave it off?"],
    expect: "trade",
    players: ["Nico Collins", "Chase Brown"],
  },
  {
    turns: [
      "Offer received from Blitz Brigade: they send Jaylen Waddle, I send Breece Hall. " +
        "Expected: accept/decline verdict.",
    ],
    expect: "trade",
    players: ["Jaylen Waddle", "Breece Hall"],
    team: "Blitz Brigade",
  },
  {
    turns: ["Would you do De'Von Achane for Drake London + Sam LaPorta? I keep going back and forth."],
    expect: "trade",
    players: ["De'Von Achane", "Drake London", "Sam LaPorta"],
  },
  {
    turns: [
      "Coach Reese keeps messaging me",
      "he wants my Jonathan Taylor for his Puka Nacua straight up. lekker deal or am I getting robbed?",
    ],
    expect: "trade",
    players: ["Jonathan Taylor", "Puka Nacua"],
    team: "Play Action Pack",
  },
  {
    turns: [
      "What's Mark Andrews worth these days?",
      "Okay - Two-Minute Drill just offered me Dallas Goedert for him. Good deal?",
    ],
    expect: "trade",
    players: ["Dallas Goedert", "Mark Andrews"],
    team: "Two-Minute Drill",
  },
  {
    turns: ["thinking about moving Derrick Henry", "what if I flip him for Amon-Ra St. Brown - who wins that trade?"],
    expect: "trade",
    players: ["Derrick Henry", "Amon-Ra St. Brown"],
  },

  // ---- waivers ----
  {
    turns: ["who's lekker on the wire this week? need a pickup bad 🙏"],
    expect: "waivers",
  },
  {
    turns: ["How much FAAB should I bid on Kyle Monangai? I have $47 left."],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["Steps: check free agents. Expected: best available RB pickup this week. Actual: no idea."],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["lost a WR to a broken wrist, what a crash", "who's the best wide receiver sitting on waivers right now?"],
    expect: "waivers",
    position: "WR",
  },
  {
    turns: ["who's worth picking up this week, and can I just drop Tyreek now that he's done for the year?"],
    expect: ["waivers", "dropStash"],
    players: ["Tyreek Hill"],
  },
  {
    turns: ["I have $22 of FAAB left", "What should I bid on Parker Washington?"],
    expect: "waivers",
    players: ["Parker Washington"],
  },

  // ---- playoffs ----
  {
    turns: ["what are my odds of making the playoffs? am I making the Chase or not"],
    expect: "playoffs",
  },
  {
    turns: ["Realistically, what's my chance of getting into the playoffs?"],
    expect: "playoffs",
  },
  {
    turns: ["Metric request: playoff probability for Gridiron Gurus. Expected: a percentage."],
    expect: "playoffs",
  },
  {
    turns: ["we lost again eish", "am I still in with a shot at the playoffs or is it done?"],
    expect: "playoffs",
  },
  {
    turns: ["How is my team doing?", "No, I mean specifically - what are my playoff odds?"],
    expect: "playoffs",
  },

  // ---- improveOdds ----
  {
    turns: ["what moves can I make to boost my playoff chances, bru?"],
    expect: "improveOdds",
  },
  {
    turns: ["what do I need to change to get into the playoffs - new tires, new engine, whatever it takes"],
    expect: "improveOdds",
  },
  {
    turns: ["What's the single best thing I could do right now to improve my playoff odds?"],
    expect: "improveOdds",
  },
  {
    turns: [
      "Playoff odds came back at 38%. Not acceptable.",
      "Request: list of roster moves that would increase that number.",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["what are my playoff odds?", "ja that's low hey. what can I do to raise them?"],
    expect: "improveOdds",
  },
  {
    turns: ["what are my playoff odds right now and what moves would bump em up?"],
    expect: ["playoffs", "improveOdds"],
  },

  // ---- matchup ----
  {
    turns: ["Who am I playing this week, and am I favored?"],
    expect: "matchup",
  },
  {
    turns: ["howzit, am I favoured against Coach Blake this week?"],
    expect: "matchup",
    team: "Sunday Scaries",
  },
  {
    turns: ["Query: win probability vs Hail Mary Heroes this week. Expected: %."],
    expect: "matchup",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["who's on the other side of the track this week?", "and what's my win probability against 'em?"],
    expect: "matchup",
  },
  {
    turns: ["Just got out of a three-hour surgery, catching up", "How's my matchup looking this week?"],
    expect: "matchup",
  },
  {
    turns: ["who am I up against this week and how many points are we projected?"],
    expect: ["matchup", "projectedTotal"],
  },

  // ---- record ----
  {
    turns: ["what's my record? where am I sitting in the running order?"],
    expect: "record",
  },
  {
    turns: ["Sanity check: what is Gridiron Gurus' current W-L record?"],
    expect: "record",
  },
  {
    turns: ["what place am I in now bru? been too scared to look 😅"],
    expect: "record",
  },
  {
    turns: ["I've lost track with all the on-call shifts.", "What's my record and where do I stand in the league?"],
    expect: "record",
  },
  {
    turns: ["howzit", "whats my record?", "and what's Red Zone Raiders' record?"],
    expect: "record",
    team: "Red Zone Raiders",
  },
  {
    turns: ["Two asserts: current record, and playoff odds. Please return both."],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["what's my record and who'm I lining up against this week?"],
    expect: ["record", "matchup"],
  },

  // ---- rosterStatus ----
  {
    turns: ["Can you triage my roster - who's injured this week?"],
    expect: "rosterStatus",
  },
  {
    turns: ["anybody on my team on bye next week? dont wanna get caught a lap down"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["Audit request: list all injured players and bye weeks on my roster for week 12."],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["is Saquon playing?", "ok and who else on my team is hurt or on bye this week?"],
    expect: "rosterStatus",
  },
  {
    turns: ["Byes are killing me this year", "Who on my roster is on bye in week 11?"],
    expect: "rosterStatus",
    week: 11,
  },
  {
    turns: ["who on my squad is banged up this week, and do I drop any of 'em or stash 'em on IR?"],
    expect: ["rosterStatus", "dropStash"],
  },

  // ---- positionRank ----
  {
    turns: ["rank my WRs for this week please boet"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Expected output: my RBs ordered best to worst for week 11."],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  {
    turns: ["How would you rank my tight ends this week?"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["rank my running backs this week", "now do the same for the wideouts", "same week, just WRs"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["rank my RBs for this week", "lekker. and for next week?"],
    expect: "positionRank",
    position: "RB",
    week: "next",
  },
  {
    turns: [
      "I have too many receivers and not enough brain cells tonight",
      "Please order my WRs from best to worst for next week",
    ],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },

  // ---- projectedTotal ----
  {
    turns: ["how many points is my team projected to put up this week? floor and ceiling too"],
    expect: "projectedTotal",
  },
  {
    turns: ["Query: team projected total for week 12, with floor/ceiling range."],
    expect: "projectedTotal",
    week: 12,
  },
  {
    turns: ["What's our projected score this week?"],
    expect: "projectedTotal",
  },
  {
    turns: ["what's my projected total this week?", "and for next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["My lineup's set, finally.", "What's the team projected for, and what's the worst case?"],
    expect: "projectedTotal",
  },
  {
    turns: ["Query: my team's projected points this week.", "Thanks. Regression check: same query for week 13."],
    expect: "projectedTotal",
    week: 13,
  },

  // ---- leaders ----
  {
    turns: ["who's the strongest team in the league right now?"],
    expect: "leaders",
  },
  {
    turns: ["show me the standings - who's leading the points race?"],
    expect: "leaders",
  },
  {
    turns: ["Request: full league standings sorted by record."],
    expect: "leaders",
  },
  {
    turns: ["Who's leading the league in points for?", "And who has the best playoff odds overall?"],
    expect: "leaders",
  },
  {
    turns: ["what's my record?", "and who's top of the log?"],
    expect: "leaders",
  },
  {
    turns: ["who's out front in this league, and where am I in the pack?"],
    expect: ["leaders", "record"],
  },

  // ---- sleepers ----
  {
    turns: ["gimme a dark horse for next week - a sleeper nobody's watching"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Any under-the-radar guys worth grabbing before next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Request: sleeper pickups, low roster %, for next week."],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["who's on waivers?", "nah I mean proper deep sleepers, guys nobody's talking about"],
    expect: "sleepers",
  },
  {
    turns: ["Need a TE.", "Specifically: a sleeper TE that nobody has rostered yet."],
    expect: "sleepers",
    position: "TE",
  },
  {
    turns: ["any sleepers for next week, and who's the best kicker on the wire?"],
    expect: ["sleepers", "waivers"],
    week: "next",
  },

  // ---- dropStash ----
  {
    turns: ["Should I stash Malik Nabers on IR or just drop him?"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["eish my IR is full of crocks - who can I cut?"],
    expect: "dropStash",
  },
  {
    turns: ["Issue: Joe Burrow occupying an IR slot. Question: keep stashed or release?"],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  {
    turns: ["Brandon Aiyuk still hasn't come off the PUP list", "cut him loose or keep him parked in the garage?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: [
      "I've got three guys on my injured list, it's like a full kennel in there",
      "Which ones are worth stashing and which should I drop?",
    ],
    expect: "dropStash",
  },

  // ---- byeCover ----
  {
    turns: ["Trey McBride is on bye, need a TE to stream. any lekker options?"],
    expect: "byeCover",
    position: "TE",
  },
  {
    turns: ["Issue: QB on bye in week 12. Expected: streaming QB recommendation to cover."],
    expect: "byeCover",
    position: "QB",
    week: 12,
  },
  {
    turns: ["my kicker's got the week off - who do I stream to cover the bye?"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["Josh Allen's bye is next week.", "Who's a decent backup QB I could grab to cover it?"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: ["which of my guys are on bye next week?", "ok who can I pick up to cover the RB bye?"],
    expect: "byeCover",
    position: "RB",
    week: "next",
  },
  {
    turns: ["both my tight ends are off in week 11, double DNF", "who can I stream there?"],
    expect: "byeCover",
    position: "TE",
    week: 11,
  },

  // ---- scenario ----
  {
    turns: ["what are my playoff odds if I win out?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["Scenario test: assume I go 3-2 the rest of the way. Expected: playoff odds."],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["If I lose this week, am I basically done? What would my odds be?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["what're my playoff odds?", "and if I take the checkered flag every week from here - win out?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["What are my playoff odds?", "What are my odds if I go 2-2?", "And 3-1?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["eish, lost by 2 points", "what if I win just two more games, do I make it?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },

  // ---- tradeIdeas ----
  {
    turns: ["what could i get for Jonathan Taylor? shop him around for me, see who bites"],
    expect: "tradeIdeas",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["Request: 2-for-1 trade ideas to consolidate my WR depth into one stud."],
    expect: "tradeIdeas",
  },
  {
    turns: ["Which team should I be trying to trade with? I need a running back and I have spare receivers."],
    expect: "tradeIdeas",
  },
  {
    turns: ["I've got too many RBs, boet", "who could I trade one to for a proper WR1? any teams needing backs?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Context: Pocket Passers is weak at RB.", "Request: trade ideas I could pitch to them."],
    expect: "tradeIdeas",
    team: "Pocket Passers",
  },
  {
    turns: ["what's Brock Bowers worth, and what could I actually get for him?"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Brock Bowers"],
  },

  // ---- help ----
  {
    turns: ["What kinds of things can you help me with?"],
    expect: "help",
  },
  {
    turns: ["Onboarding test: what features does the GM support? List them."],
    expect: "help",
  },
  {
    turns: ["howzit GM, how does this thing work?"],
    expect: "help",
  },
  {
    turns: ["hey", "first time using this", "what can you do? give me the rundown"],
    expect: "help",
  },
  {
    turns: ["are you a bot?", "ok but what can you actually do for my team?"],
    expect: "help",
  },

  // ---- None ----
  {
    turns: ["who do you think wins at Phoenix this weekend? my money's on a Penske car"],
    expect: "None",
  },
  {
    turns: ["What's a safe dose of carprofen for a 20 kg dog?"],
    expect: "None",
  },
  {
    turns: ["what's the best wood for a braai, rooikrans or sekelbos?"],
    expect: "None",
  },
  {
    turns: ["Off-topic: can you write me a Selenium test for a login page?"],
    expect: "None",
  },
  {
    turns: ["rank my WRs this week", "lekker thanks. also who wins the Springboks game saturday?"],
    expect: "None",
  },
  {
    turns: ["is Jahmyr Gibbs playing?", "cool. what's the Lions spread this week in Vegas?"],
    expect: "None",
  },
  {
    turns: ["Tell me a joke, I've had a terrible day at the clinic"],
    expect: "None",
  },
  {
    turns: ["What's the weather in Cleveland on Sunday? Expected: forecast."],
    expect: "None",
  },
];
