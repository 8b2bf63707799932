// Blind held-out evaluation set 32 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a chemistry teacher, a delivery driver texting at red lights, a retired nurse in her
// 70s, a fantasy streamer who uses Twitch slang, a lawyer who writes in numbered points, a Spanish-speaking dad
// whose English is decent but literal, a college roommate who only replies with fragments, and a guy who types
// mostly in questions with no context.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_32: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: [
      "Good morning. My grandson set up my team and I'm not sure whether I ought to play Mr. Andrews this week " +
        "or leave him on the bench. What do you think?",
    ],
    expect: "startSit",
    players: ["Mark Andrews"],
  },
  {
    turns: [
      "My son tells me Bucky Irving is hurt but now he is practicing.",
      "So I put him or I put Rachaad White this Sunday?",
    ],
    expect: "startSit",
    players: ["Bucky Irving", "Rachaad White"],
  },
  {
    turns: ["chat is spamming TAKE TUTEN in all caps", "but my gut says monangai... who we locking in for sunday"],
    expect: "startSit",
    players: ["Bhayshul Tuten", "Kyle Monangai"],
  },
  { turns: ["bowers back?", "start him or nah"], expect: "startSit", players: ["Brock Bowers"] },
  {
    turns: ["who's better this week, Hurts or Goff?", "what about week 12?"],
    expect: "startSit",
    players: ["Jalen Hurts", "Jared Goff"],
    week: 12,
  },

  // ---- compare ----
  {
    turns: [
      "Please address the following: 1) Setting aside this week, who is the superior asset for the balance of " +
        "the season, Puka Nacua or Amon-Ra St. Brown? 2) Briefly, why.",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  { turns: ["jeanty", "vs hampton ros"], expect: "compare", players: ["Ashton Jeanty", "Omarion Hampton"] },
  {
    turns: [
      "I know this is redraft, so I'm not thinking dynasty here.",
      "Over the rest of this season, is Egbuka or Tetairoa McMillan the better receiver to own? Not a lineup " +
        "question, just which one I'd rather have.",
    ],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  { turns: ["drake london better than nico collins?"], expect: "compare", players: ["Drake London", "Nico Collins"] },
  {
    turns: ["ok chat wants a hot take segment", "jsn or puka for the rest of the year, who's the real WR1 no cap"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Puka Nacua"],
  },
  {
    turns: [
      "I have Jahmyr Gibbs on my team.",
      "In general, not only this week, he is better than Bijan? My friend says no.",
    ],
    expect: "compare",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },

  // ---- slot ----
  { turns: ["who goes in flex"], expect: "slot" },
  {
    turns: [
      "I have an empty spot at running back number two because of an injury. Whom should I put there from my " +
        "team, please?",
    ],
    expect: "slot",
    position: "RB",
  },
  {
    turns: [
      "Re: my tight end slot. 1) LaPorta is listed as questionable. 2) Which of my rostered players should occupy " +
        "the TE position this week?",
    ],
    expect: "slot",
    position: "TE",
  },
  { turns: ["who's my flex this week", "and the wr3"], expect: "slot", position: "WR" },
  { turns: ["who's my QB this week?", "and next week?"], expect: "slot", position: "QB", week: "next" },
  { turns: ["superflex spot is empty and i go live in 10, who do i slot in there"], expect: "slot" },

  // ---- lineup ----
  { turns: ["set my lineup pls cant look rn"], expect: "lineup" },
  {
    turns: [
      "I made some changes on Tuesday after the waiver thing.",
      "Would you mind looking over my whole lineup to see if it's the best one I can field?",
    ],
    expect: "lineup",
  },
  { turns: ["Please you can check all my team for Sunday, who plays and who sits, the best lineup"], expect: "lineup" },
  { turns: ["lineup", "week 11 too"], expect: "lineup", week: 11 },
  {
    turns: ["lock in the optimal lineup for me, chat's gonna roast me if i leave points on the bench again KEKW"],
    expect: "lineup",
  },

  // ---- outlook ----
  {
    turns: ["is Jaxson Dart legit?", "how's he look for the rest of the year?"],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: [
      "Quinshon Judkins has been a pleasant surprise, like a reagent that turned out to be more reactive than " +
        "the label said.",
      "What should I expect from him for the rest of the season?",
    ],
    expect: "outlook",
    players: ["Quinshon Judkins"],
  },
  {
    turns: [
      "For the record: what is your projection for Trey McBride in Week 11, and what range of outcomes do you " +
        "consider reasonable?",
    ],
    expect: "outlook",
    players: ["Trey McBride"],
    week: 11,
  },
  { turns: ["yo whats the vibe on Odunze rn, is he HIM or nah"], expect: "outlook", players: ["Rome Odunze"] },
  {
    turns: ["Yesterday I asked you about Breece Hall.", "And for next week how you see him? Many points or few?"],
    expect: "outlook",
    players: ["Breece Hall"],
    week: "next",
  },

  // ---- status ----
  { turns: ["is mclaurin playin"], expect: "status", players: ["Terry McLaurin"] },
  {
    turns: [
      "I read in the paper that Christian McCaffrey hurt himself again. Is he going to play this weekend, do you know?",
    ],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  { turns: ["how's Lamar looking this week?", "did he practice today?"], expect: "status", players: ["Lamar Jackson"] },
  {
    turns: ["Brian Thomas Jr. left Sunday's game with an ankle issue.", "What's his current injury designation?"],
    expect: "status",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["achain smash spot this week or what", "wait is he even suiting up?? questionable AGAIN??"],
    expect: "status",
    players: ["De'Von Achane"],
  },

  // ---- tradeValue ----
  {
    turns: ["Query: is this the optimal time to sell Derrick Henry? Please opine on his current trade value."],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: [
      "James Cook's numbers look like they've peaked. Is this the moment to sell high on him, before the " +
        "reaction reverses?",
    ],
    expect: "tradeValue",
    players: ["James Cook"],
  },
  {
    turns: ["is Jerry Jeudy a buy low?", "what about Garrett Wilson?"],
    expect: "tradeValue",
    players: ["Garrett Wilson"],
  },
  {
    turns: [
      "I have Kenneth Walker and two people in my league ask for him.",
      "How much he is worth? I don't want to give him for nothing.",
    ],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["should i be buying the dip on MHJ or is he a perma-L"],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },

  // ---- buyLow ----
  {
    turns: [
      "Which underperforming players should I target in trades right now, the ones whose value is temporarily " +
        "depressed?",
    ],
    expect: "buyLow",
  },
  { turns: ["trade deadline soon", "buy lows?"], expect: "buyLow" },
  {
    turns: [
      "My son-in-law says I should trade for players who are struggling now but will do better later. Who would " +
        "those be?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "I intend to make a trade before the deadline.",
      "1) Identify three players currently undervalued by their managers whom I should acquire. 2) Rank them.",
    ],
    expect: "buyLow",
  },
  { turns: ["give me some buy the dip candidates, guys who are ice cold rn but gonna pop off"], expect: "buyLow" },
  {
    turns: ["Who are players that cost little now in trades but later they are good? I want to buy cheap."],
    expect: "buyLow",
  },

  // ---- trade ----
  {
    turns: ["coach quinn offering waddle for my hampton. take it?"],
    expect: "trade",
    players: ["Jaylen Waddle", "Omarion Hampton"],
  },
  {
    turns: [
      "Proposed transaction: 1) I give Bijan Robinson. 2) I receive Puka Nacua and Chuba Hubbard. 3) Do I accept?",
    ],
    expect: "trade",
    players: ["Bijan Robinson", "Puka Nacua", "Chuba Hubbard"],
  },
  {
    turns: [
      "Someone in my league, Coach Sutton, sent me a message.",
      "They want to give me George Pickens if I give them Jonathan Taylor. Is that fair to me?",
    ],
    expect: "trade",
    players: ["George Pickens", "Jonathan Taylor"],
  },
  {
    turns: [
      "If I exchange Chase Brown and Zay Flowers for De'Von Achane, does the trade balance out or am I losing mass?",
    ],
    expect: "trade",
    players: ["Chase Brown", "Zay Flowers", "De'Von Achane"],
  },
  {
    turns: [
      "just got a trade offer mid stream LMAO",
      "they want my bucky for their courtland sutton, chat says smash accept, W or L?",
    ],
    expect: "trade",
    players: ["Bucky Irving", "Courtland Sutton"],
  },
  {
    turns: ["I got offered Tee Higgins", "for Kyren Williams. who wins that?"],
    expect: "trade",
    players: ["Tee Higgins", "Kyren Williams"],
  },

  // ---- waivers ----
  { turns: ["I have 43 dollars of FAAB. For which player I should bid and how much?"], expect: "waivers" },
  { turns: ["waivers", "rb only"], expect: "waivers", position: "RB" },
  {
    turns: ["With respect to Kyle Monangai on the wire: 1) should I claim him, and 2) what FAAB bid is appropriate?"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: [
      "Is there anybody good left on the waiver wire? I don't understand the bidding part very well, how much " +
        "should I offer?",
    ],
    expect: "waivers",
  },
  {
    turns: [
      "My WR depth is looking thin since Nabers went down.",
      "Which wide receivers are worth a claim, and how much of my budget should I allocate?",
    ],
    expect: "waivers",
    position: "WR",
  },

  // ---- playoffs ----
  { turns: ["Do you think my team has a chance to make the playoffs this year?"], expect: "playoffs" },
  { turns: ["playoff odds"], expect: "playoffs" },
  { turns: ["we're 5-4 chat", "so are we making playoffs or is it joever"], expect: "playoffs" },
  { turns: ["what's my record?", "am I making the playoffs?"], expect: "playoffs" },

  // ---- improveOdds ----
  {
    turns: ["Please advise what specific roster moves would most increase my probability of reaching the playoffs."],
    expect: "improveOdds",
  },
  { turns: ["what moves get me into playoffs"], expect: "improveOdds" },
  {
    turns: [
      "My playoff probability looks like roughly a coin flip.",
      "Which changes would push that equilibrium in my favor?",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["What can I do to give my team a better chance of making the playoffs? I'd hate to miss them again."],
    expect: "improveOdds",
  },
  { turns: ["playoff odds?", "how do i bump that"], expect: "improveOdds" },

  // ---- matchup ----
  { turns: ["who am I playing this week?"], expect: "matchup" },
  { turns: ["who do i play this wk", "rowan? am i favored vs him"], expect: "matchup", team: "End Zone Envy" },
  {
    turns: [
      "This week I play against the Sunday Scaries.",
      "What is my probability to win? They have many good players.",
    ],
    expect: "matchup",
    team: "Sunday Scaries",
  },
  { turns: ["matchup preview time, what's our win prob this week, chat wants numbers"], expect: "matchup" },
  {
    turns: [
      "Regarding this week's contest: 1) Identify my opponent. 2) State which side is favored and by what margin.",
    ],
    expect: "matchup",
  },

  // ---- record ----
  { turns: ["record?"], expect: "record" },
  { turns: ["In what place is my team now in the league table?"], expect: "record" },
  { turns: ["lost again smh", "whats my record now"], expect: "record" },
  { turns: ["I lost by 2 points last night.", "what place am I in now?"], expect: "record" },
  { turns: ["How many games have we won so far, dear? I can't remember."], expect: "record" },

  // ---- rosterStatus ----
  {
    turns: ["Please enumerate which players on my roster are (a) injured or (b) on bye this week."],
    expect: "rosterStatus",
  },
  { turns: ["bye weeks are killing me", "who on my team is on bye next wk"], expect: "rosterStatus", week: "next" },
  {
    turns: ["Could you tell me if any of my players are hurt right now? I can never keep track of it all."],
    expect: "rosterStatus",
  },
  { turns: ["byes this week?", "week 12"], expect: "rosterStatus", week: 12 },
  {
    turns: ["For the week 12, which of my players are not playing because of bye or injuries? I travel that week."],
    expect: "rosterStatus",
    week: 12,
  },

  // ---- positionRank ----
  {
    turns: ["Rank my wide receivers for this week, highest expected output to lowest."],
    expect: "positionRank",
    position: "WR",
  },
  { turns: ["how do my RBs stack up this week?"], expect: "positionRank", position: "RB" },
  {
    turns: ["Thank you for the WR rankings.", "Kindly provide the same ranking for my running backs."],
    expect: "positionRank",
    position: "RB",
  },
  { turns: ["rank my wrs", "tes"], expect: "positionRank", position: "TE" },
  { turns: ["rank my rbs", "now do the receivers"], expect: "positionRank", position: "WR" },
  {
    turns: ["Could you put my quarterbacks in order from best to worst for next week?"],
    expect: "positionRank",
    position: "QB",
    week: "next",
  },

  // ---- projectedTotal ----
  {
    turns: ["What's my team's projected point total this week, and what's the error bar on it?"],
    expect: "projectedTotal",
  },
  {
    turns: ["State my projected team score for Week 11 together with the high and low ends of the range."],
    expect: "projectedTotal",
    week: 11,
  },
  {
    turns: [
      "I changed Javonte Williams for Rico Dowdle in the lineup.",
      "Now how many points my team will make this week, more or less?",
    ],
    expect: "projectedTotal",
  },
  { turns: ["who's my opponent?", "what's my floor and ceiling?"], expect: "projectedTotal" },
  {
    turns: ["set the lineup yesterday", "whats the projected score looking like for next week, we cooking?"],
    expect: "projectedTotal",
    week: "next",
  },

  // ---- leaders ----
  { turns: ["Which team is doing the best in our league?"], expect: "leaders" },
  { turns: ["standings"], expect: "leaders" },
  { turns: ["Please provide the full league standings, from first through twelfth."], expect: "leaders" },
  {
    turns: ["we just took an L to the Blitz Brigade", "who's the top dog in the league rn, who do we gotta dethrone"],
    expect: "leaders",
  },
  {
    turns: [
      "I'm curious about the rest of the league.",
      "How are the Red Zone Raiders doing? Are they the strongest team?",
    ],
    expect: "leaders",
    team: "Red Zone Raiders",
  },

  // ---- sleepers ----
  {
    turns: [
      "waiver run is done, we got nobody",
      "sleeper szn, who are the deep cuts for next week nobody's talking about",
    ],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: [
      "Any under-the-radar players worth a speculative add? The kind of catalyst nobody notices until the " +
        "reaction takes off.",
    ],
    expect: "sleepers",
  },
  { turns: ["sleepers for next wk?"], expect: "sleepers", week: "next" },
  {
    turns: ["Who is a player that nobody knows but he can make many points next week?"],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["waivers dry", "any sleepers tho"], expect: "sleepers" },
  { turns: ["Are there any lesser-known players I might pick up who could surprise people?"], expect: "sleepers" },

  // ---- dropStash ----
  {
    turns: ["With regard to Travis Hunter: 1) Do I retain him on IR, or 2) release him outright?"],
    expect: "dropStash",
    players: ["Travis Hunter"],
  },
  { turns: ["tyreek done for yr", "drop or keep on ir"], expect: "dropStash", players: ["Tyreek Hill"] },
  {
    turns: ["I have an open IR slot. Should Joe Burrow go there, or is he not worth the roster space at this point?"],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  {
    turns: [
      "Cam Skattebo hurt his ankle badly, I'm told.",
      "Should I let him go, or is there a way to keep him without him taking up a spot?",
    ],
    expect: "dropStash",
    players: ["Cam Skattebo"],
  },
  { turns: ["dobbins went on IR, do we stash or yeet him chat"], expect: "dropStash", players: ["J.K. Dobbins"] },

  // ---- byeCover ----
  {
    turns: ["Chase Brown has bye this week. Who I can use in his place, maybe somebody from the waivers?"],
    expect: "byeCover",
    players: ["Chase Brown"],
    position: "RB",
  },
  { turns: ["need a qb for dak's bye"], expect: "byeCover", players: ["Dak Prescott"], position: "QB" },
  {
    turns: ["Ja'Marr Chase is on bye this week.", "Who's my best replacement at WR, a streamer if necessary?"],
    expect: "byeCover",
    players: ["Ja'Marr Chase"],
    position: "WR",
  },
  { turns: ["te streamer for bye week"], expect: "byeCover", position: "TE" },
  {
    turns: ["My kicker's team is on bye in Week 12. Please identify a suitable kicker to stream that week."],
    expect: "byeCover",
    position: "K",
    week: 12,
  },
  {
    turns: ["My defense has the week off, the Chiefs I believe.", "Who could fill in for them?"],
    expect: "byeCover",
    position: "DST",
  },

  // ---- scenario ----
  { turns: ["Hypothetically: if I win out, what do my playoff odds become?"], expect: "scenario", scenario: "win-out" },
  { turns: ["odds if i go 3-2"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  {
    turns: ["Assume arguendo that I lose this week. What are my playoff odds under that condition?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["what are our playoff odds", "ok and if we take an L this week? be honest chat is scared"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["If I win 4 of the 5 games that are left, I am in the playoffs?"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },
  {
    turns: ["am I in good shape for the playoffs?", "what if I win 2 more?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },

  // ---- tradeIdeas ----
  {
    turns: ["Please draft potential trade packages, both 1-for-1 and 2-for-1, centered on Jonathan Taylor."],
    expect: "tradeIdeas",
    players: ["Jonathan Taylor"],
  },
  { turns: ["trade ideas w henry"], expect: "tradeIdeas", players: ["Derrick Henry"] },
  {
    turns: [
      "chat thinks we're too TE heavy with mcbride and kincade",
      "if we shop mcbride what's a realistic 2-for-1 we get back",
    ],
    expect: "tradeIdeas",
    players: ["Trey McBride"],
  },
  {
    turns: [
      "I have surplus at running back: Kyren Williams, Chuba Hubbard and Javonte Williams.",
      "Build me a trade around Chuba that brings back a WR upgrade.",
    ],
    expect: "tradeIdeas",
    players: ["Chuba Hubbard"],
  },
  {
    turns: ["I want to use Davante Adams to get a better running back. Which trades I can offer?"],
    expect: "tradeIdeas",
    players: ["Davante Adams"],
  },

  // ---- help ----
  {
    turns: [
      "Hello, my grandson installed this for me.",
      "I'm new to all of this. What kinds of things can you help me with?",
    ],
    expect: "help",
  },
  { turns: ["what can u do"], expect: "help" },
  {
    turns: [
      "Please set out, in numbered form, the functions you are able to perform and how I should phrase requests.",
    ],
    expect: "help",
  },
  { turns: ["How I use this assistant? What questions I can ask you?"], expect: "help" },

  // ---- None (out of scope) ----
  { turns: ["is it gonna snow in buffalo sunday"], expect: "None" },
  {
    turns: ["Unrelated, but can you suggest a good demo for teaching exothermic reactions to sophomores?"],
    expect: "None",
  },
  {
    turns: [
      "Thank you for the help with my lineup, dear.",
      "Do you happen to have a good recipe for chicken noodle soup? My grandson has a cold.",
    ],
    expect: "None",
  },
  { turns: ["tell me a joke for chat while we wait for the waiver run"], expect: "None" },
  { turns: ["Who do you think wins the Champions League this year, Real Madrid or Barcelona?"], expect: "None" },
  { turns: ["What is your view of the current administration's tariff policy? 1) Pros. 2) Cons."], expect: "None" },
  { turns: ["who wins the NBA finals?"], expect: "None" },
  { turns: ["lol", "u watching the game tonight or"], expect: "None" },

  // ---- multi-part last messages ----
  {
    turns: ["1) Is George Kittle expected to play this week? 2) If so, should I start him over Sam LaPorta?"],
    expect: ["status", "startSit"],
    players: ["George Kittle", "Sam LaPorta"],
  },
  { turns: ["What is my record so far, and do you think I'll make the playoffs?"], expect: ["record", "playoffs"] },
  { turns: ["whos my opp this wk and whats my projected"], expect: ["matchup", "projectedTotal"] },
  { turns: ["playoff odds rn and also what moves boost them"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["Two questions: is Olave practicing yet, and how does his outlook look for this week?"],
    expect: ["status", "outlook"],
    players: ["Chris Olave"],
  },
  {
    turns: ["Is good time to sell Jahmyr Gibbs? And if yes, what trades I can make with him?"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Jahmyr Gibbs"],
  },
  { turns: ["who's leading the league and where am I?"], expect: ["leaders", "record"] },
  {
    turns: ["byes next wk + cover for the qb"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "QB",
  },
  {
    turns: [
      "Further to our prior discussion regarding my postseason prospects:",
      "1) What are my current playoff odds? 2) What are they if I win out?",
    ],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  {
    turns: ["rank my wrs and set the whole lineup while ur at it"],
    expect: ["positionRank", "lineup"],
    position: "WR",
  },
  {
    turns: [
      "My Malik Nabers is hurt for the year, I was told.",
      "Should I drop him, and who should I pick up from the waiver wire instead?",
    ],
    expect: ["dropStash", "waivers"],
    players: ["Malik Nabers"],
  },
  {
    turns: [
      "If I trade Bijan Robinson for Drake London, is that fair for me? And in general, which of the two is the " +
        "better player?",
    ],
    expect: ["trade", "compare"],
    players: ["Bijan Robinson", "Drake London"],
  },
  {
    turns: ["kittle questionable", "sit him? and whos my te then"],
    expect: ["startSit", "slot"],
    players: ["George Kittle"],
    position: "TE",
  },
  {
    turns: ["any buy-low guys? and what's Breece Hall worth?"],
    expect: ["buyLow", "tradeValue"],
    players: ["Breece Hall"],
  },
  {
    turns: [
      "I have a question about sleepers.",
      "Who are the sleepers for next week and who is the best waiver pick up with my 20 dollars?",
    ],
    expect: ["sleepers", "waivers"],
    week: "next",
  },
  { turns: ["lineup check. also am i favored"], expect: ["lineup", "matchup"] },
];
