// Blind held-out evaluation set 41 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a Spanglish-speaking dad (mijo, oye, pues), a clipped army sergeant, a chatty barber
// who tells stories from the chair, and a crossword fanatic who speaks in clues and puns.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_41: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["oye, Bijan or Kyren this week? mijo says Kyren but he's 12 lol"],
    expect: "startSit",
    players: ["Bijan Robinson", "Kyren Williams"],
  },
  {
    turns: [
      "Requesting a projection on Jameson Williams for this week.",
      "Him or Courtland Sutton in the lineup? Make the call.",
    ],
    expect: "startSit",
    players: ["Jameson Williams", "Courtland Sutton"],
  },
  {
    turns: [
      "so my cousin Tito is in the chair yesterday, right, and he tells me I'm crazy for benching Kenneth Walker",
      "anyway settle it for me, Walker or Chase Brown this week? I got one spot and Tito won't let it go",
    ],
    expect: "startSit",
    players: ["Kenneth Walker III", "Chase Brown"],
  },
  {
    turns: [
      "Today's puzzle theme is tight ends, I swear the universe is mocking me",
      "Ferguson or Kincaid this week — which one gets the ink?",
    ],
    expect: "startSit",
    players: ["Jake Ferguson", "Dalton Kincaid"],
  },
  {
    turns: ["should I start Bo Nix this week?", "what about next week tho, he gets KC"],
    expect: "startSit",
    players: ["Bo Nix"],
    week: "next",
  },
  {
    turns: ["Start Garrett Wilson this week?? and is he even healthy, he was limited wednesday"],
    expect: ["startSit", "status"],
    players: ["Garrett Wilson"],
  },

  // ---- compare ----
  {
    turns: ["for the rest of the season who's better, Puka or Amon-Ra? asking for the long haul not this week"],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "Evaluating two assets for the long campaign: Breece Hall and James Cook.",
      "Which one holds up better through the end of the season? Over.",
    ],
    expect: "compare",
    players: ["Breece Hall", "James Cook"],
  },
  {
    turns: [
      "ROS question, not about this week: Ladd McConkey vs Tetairoa McMillan. " +
        "one 'Mc' too many on my roster, which is the better player going forward?",
    ],
    expect: "compare",
    players: ["Ladd McConkey", "Tetairoa McMillan"],
  },
  {
    turns: [
      "I keep going back and forth on Jonathan Taylor",
      "long term, him or Jahmyr Gibbs? who would you rather have the rest of the way",
    ],
    expect: "compare",
    players: ["Jonathan Taylor", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "ok hypothetically, no trade, nothing, just bragging rights in the shop — " +
        "who's the better player from here to week 17, Brock Bowers or Trey McBride? " +
        "guys been arguing about it all morning and I'm the tiebreaker",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["Drake London vs Nico Collins rest of season, who's better? and what's London worth in a trade rn"],
    expect: ["compare", "tradeValue"],
    players: ["Drake London", "Nico Collins"],
  },

  // ---- slot ----
  {
    turns: ["who goes in my flex this week, mijo? no sé"],
    expect: "slot",
  },
  {
    turns: ["RB2 slot is open this week. Who's the best body on my roster to fill it?"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["Bucky Irving is out AGAIN", "so who takes his spot in my lineup this week?"],
    expect: "slot",
  },
  {
    turns: ["my TE spot is an empty square this week 🧩 who fills it in?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["flex for week 11 — who's the play?"],
    expect: "slot",
    week: 11,
  },
  {
    turns: ["who should start at QB for me this week?", "and next week?"],
    expect: "slot",
    position: "QB",
    week: "next",
  },

  // ---- lineup ----
  {
    turns: ["Mijo, set my lineup for this week por favor, I'm at a quinceañera all Sunday 🎉"],
    expect: "lineup",
  },
  {
    turns: ["Full lineup inspection requested. Optimize my starters for this week. Sergeant out."],
    expect: "lineup",
  },
  {
    turns: [
      "ok real talk is my lineup good to go? last year I woke up sunday with a guy on bye in there " +
        "and my brother-in-law still brings it up at every cookout",
    ],
    expect: "lineup",
  },
  {
    turns: ["done with waivers finally", "now optimize my whole lineup for week 12"],
    expect: "lineup",
    week: 12,
  },
  {
    turns: ["Fill in my whole starting grid this week, every square from QB down to K. best possible lineup pls"],
    expect: "lineup",
  },
  {
    turns: ["set my best lineup this week and tell me what it projects for"],
    expect: ["lineup", "projectedTotal"],
  },

  // ---- outlook ----
  {
    turns: ["I traded for Ashton Jeanty last week", "what's he looking like the rest of the season? ceiling-wise"],
    expect: "outlook",
    players: ["Ashton Jeanty"],
  },
  {
    turns: ["what's Achane's outlook this week? and is he still dealing with that ankle thing"],
    expect: ["outlook", "status"],
    players: ["De'Von Achane"],
  },
  {
    turns: ["I got Jaxon Smith-Njigba", "what's his outlook the rest of the way, can he keep this up?"],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["Intel request: projected output for Josh Allen, week 11."],
    expect: "outlook",
    players: ["Josh Allen"],
    week: 11,
  },
  {
    turns: [
      "so my client Ray, big Bears guy, all week he's in my ear about Colston Loveland",
      "what's the kid's ceiling this week? not asking if I start him, just is Ray right that he's gonna pop",
    ],
    expect: "outlook",
    players: ["Colston Loveland"],
  },
  {
    turns: [
      "TreVeyon Henderson: 'boom' or 'bust', 4 letters either way — what's his outlook for the rest of the year?",
    ],
    expect: "outlook",
    players: ["TreVeyon Henderson"],
  },

  // ---- status ----
  {
    turns: ["I got CMC locked in my lineup", "is he actually playing sunday? heard something about his knee"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["oye is Saquon hurt?? saw him limping on the tele and la familia started yelling"],
    expect: "status",
    players: ["Saquon Barkley"],
  },
  {
    turns: [
      "Received word George Kittle tweaked something at practice.",
      "Confirm his injury status for this week. Is he cleared?",
    ],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: ["Three letters: GTD. Is that really Mike Evans' status right now? is he a game-time decision or what"],
    expect: "status",
    players: ["Mike Evans"],
  },
  {
    turns: [
      "I'm halfway through a fade and the TV in the shop says Jalen Hurts got dinged up",
      "he gonna play or what? I almost messed up the guy's line lol",
    ],
    expect: "status",
    players: ["Jalen Hurts"],
  },
  {
    turns: ["is Rashee Rice playing this week?", "and Xavier Worthy?"],
    expect: "status",
    players: ["Xavier Worthy"],
  },

  // ---- tradeValue ----
  {
    turns: ["what's Bijan worth on the market and what could I realistically get for him?"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Bijan Robinson"],
  },
  {
    turns: ["Jaxson Dart: hot DART, 4 letters, bullseye lately", "sell high or hold him?"],
    expect: "tradeValue",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["Assessing asset: Tee Higgins.", "Sell or hold? Give me his trade value."],
    expect: "tradeValue",
    players: ["Tee Higgins"],
  },
  {
    turns: [
      "my buddy from the shop wants Chuba Hubbard from me, like BAD, texting me at 11pm bad. " +
        "what's Chuba actually worth in a trade? I don't wanna get fleeced by a guy I give free lineups to",
    ],
    expect: "tradeValue",
    players: ["Chuba Hubbard"],
  },
  {
    turns: [
      "Crossword clue: 'aging star', 5 letters. I put KELCE. the puzzle didn't accept it 😂",
      "seriously tho, what's he worth in a trade now? sell or hold?",
    ],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: ["Mijo, people keep asking me about Javonte Williams. how much is he worth, should I hold or sell?"],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },

  // ---- buyLow ----
  {
    turns: ["Got surplus FAAB and a couple of tradeable pieces.", "Who should I buy low on right now?"],
    expect: "buyLow",
  },
  {
    turns: ["any sell-high guys in this league? players whose value won't last"],
    expect: "buyLow",
  },
  {
    turns: ["Identify undervalued targets across the league that I can acquire cheap. Buy-low list. Now."],
    expect: "buyLow",
  },
  {
    turns: [
      "man everybody's panicking on their guys after last week, you see those scores? brutal",
      "who are the buy-low guys, the ones folks are ready to dump that I should scoop up",
    ],
    expect: "buyLow",
  },
  {
    turns: ["'Discount rack', 8 letters: BARGAINS. so who are the buy-low bargains in the league this week?"],
    expect: "buyLow",
  },
  {
    turns: ["who are the buy lows right now?", "just the wide receivers, mijo"],
    expect: "buyLow",
    position: "WR",
  },

  // ---- trade ----
  {
    turns: ["got a trade offer in, mijo", "Davante Adams for my Chase Brown. do I take it?"],
    expect: "trade",
    players: ["Davante Adams", "Chase Brown"],
  },
  {
    turns: ["Incoming proposal: my George Pickens for their Jahmyr Gibbs. Assess. Accept or reject?"],
    expect: "trade",
    players: ["George Pickens", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "Coach Tatum came by for a trim and hit me with an offer right there in the chair",
      "he wants Terry McLaurin and he'd give me Kyren Williams. is that fair or am I getting hustled?",
    ],
    expect: "trade",
    players: ["Terry McLaurin", "Kyren Williams"],
  },
  {
    turns: ["Anagram-ish offer: 'Evans for Egbuka'. I'd be giving Evans. Is that trade a win for me?"],
    expect: "trade",
    players: ["Mike Evans", "Emeka Egbuka"],
  },
  {
    turns: ["Mijo, they want Bo Nix from me", "and I get Jared Goff back. accept or no?"],
    expect: "trade",
    players: ["Bo Nix", "Jared Goff"],
  },
  {
    turns: ["would you do DK Metcalf for Rhamondre Stevenson? and if not, what else could I get for Metcalf"],
    expect: ["trade", "tradeIdeas"],
    players: ["DK Metcalf", "Rhamondre Stevenson"],
  },

  // ---- waivers ----
  {
    turns: ["ugh, my RB went down again, third one this year", "who should I pick up off waivers this week?"],
    expect: "waivers",
  },
  {
    turns: [
      "Kimani Vidal is still sitting on waivers in my league, can you believe it",
      "how much FAAB should I throw at him?",
    ],
    expect: "waivers",
    players: ["Kimani Vidal"],
  },
  {
    turns: ["oye, any good running backs on the waiver wire this week? mis RBs are muy mal"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: [
      "Cut some dead weight. Roster has an open slot.",
      "Best free agent available to fill it? Include a FAAB bid.",
    ],
    expect: "waivers",
  },
  {
    turns: ["'Free agent' — 9 letters, ha. who's the top free agent I should grab this week?"],
    expect: "waivers",
  },
  {
    turns: [
      "so I got like 40 bucks of faab left, don't laugh, I blew it all on a guy in week 3",
      "who's worth spending it on this week? any tight end out there?",
    ],
    expect: "waivers",
    position: "TE",
  },

  // ---- playoffs ----
  {
    turns: ["what's my record?", "and my playoff odds?"],
    expect: "playoffs",
  },
  {
    turns: ["Mijo, are we making the playoffs este año or what?"],
    expect: "playoffs",
  },
  {
    turns: ["Requesting sitrep on the mission: probability we reach the playoffs. Percentage."],
    expect: "playoffs",
  },
  {
    turns: [
      "lost by 2 points last week. TWO. my kicker missed an extra point, I nearly threw the clippers",
      "am I still gonna make the playoffs or is it over for me",
    ],
    expect: "playoffs",
  },
  {
    turns: ["Postseason chances, as a single number? what are my odds to make it"],
    expect: "playoffs",
  },
  {
    turns: ["whats my record and do I make the playoffs from here?"],
    expect: ["record", "playoffs"],
  },

  // ---- improveOdds ----
  {
    turns: ["what can I do to improve my playoff chances?"],
    expect: "improveOdds",
  },
  {
    turns: ["Need a battle plan. What moves raise my odds of making the postseason?"],
    expect: "improveOdds",
  },
  {
    turns: ["pues my playoff odds look bad", "what moves do I make to bump them up, mijo?"],
    expect: "improveOdds",
  },
  {
    turns: [
      "look I'm not giving up, I told the whole shop I'm making the playoffs. " +
        "what do I gotta do — trades, pickups, whatever — to get my odds up?",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["How do I 'raise the odds'? What roster moves would push my playoff chances higher?"],
    expect: "improveOdds",
  },
  {
    turns: ["what are my playoff odds, and what moves would raise them?"],
    expect: ["playoffs", "improveOdds"],
  },

  // ---- matchup ----
  {
    turns: ["Lineup is set. Roger.", "Who is the opposing force this week?"],
    expect: "matchup",
  },
  {
    turns: ["am I favored against Blitz Brigade?"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  {
    turns: ["Enemy this week is Coach Ellis.", "What's my win probability against his squad?"],
    expect: "matchup",
    team: "Pocket Passers",
  },
  {
    turns: ["ok who's my opponent and how bad am I gonna lose lol, be honest with me"],
    expect: "matchup",
  },
  {
    turns: ["'Head-to-head foe', 8 letters: OPPONENT. so who's mine this week, and am I the favorite?"],
    expect: "matchup",
  },
  {
    turns: ["next week I play Sunday Scaries, right?", "what are my chances to win that one, mijo"],
    expect: "matchup",
    team: "Sunday Scaries",
    week: "next",
  },

  // ---- record ----
  {
    turns: ["oye, what are my playoff odds?", "ok ok, and what's my record, mijo?"],
    expect: "record",
  },
  {
    turns: ["oye, where are we in the standings? what place is mi equipo?"],
    expect: "record",
  },
  {
    turns: ["Current W-L for my unit. Report."],
    expect: "record",
  },
  {
    turns: [
      "my wife asked me how the fantasy thing is going and I honestly didn't know what to tell her",
      "like what's my actual record right now, where am I sitting?",
    ],
    expect: "record",
  },
  {
    turns: ["What place am I in? First, fifth... LAST? one word will do"],
    expect: "record",
  },
  {
    turns: ["what's my record and who do I play this week?"],
    expect: ["record", "matchup"],
  },

  // ---- rosterStatus ----
  {
    turns: ["any of my guys hurt or on bye this week?"],
    expect: "rosterStatus",
  },
  {
    turns: ["who's on bye for me next week, and who can I grab to cover them?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
  },
  {
    turns: ["Casualty report for my roster. Who's injured, who's out?"],
    expect: "rosterStatus",
  },
  {
    turns: [
      "week 13 is thanksgiving, la familia is coming from everywhere, I won't touch my phone",
      "who on my team is on bye or hurt that week?",
    ],
    expect: "rosterStatus",
    week: 13,
  },
  {
    turns: ["Byes for week 14 — which of my players have one? I like to solve that grid early"],
    expect: "rosterStatus",
    week: 14,
  },
  {
    turns: [
      "so is anybody on my team banged up? I haven't checked the injury stuff all week, been slammed at the shop",
    ],
    expect: "rosterStatus",
  },

  // ---- positionRank ----
  {
    turns: ["rank my RBs for this week", "same thing for my WRs"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Line up my running backs best to worst for week 11."],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  {
    turns: ["mijo, rank my receivers this week", "ahora the running backs"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["Order my tight ends top to bottom like a clue list — who's 1-Across this week?"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: [
      "I got way too many quarterbacks, long story, a guy owed me for a beard trim",
      "rank 'em for me this week, best QB down to worst",
    ],
    expect: "positionRank",
    position: "QB",
  },
  {
    turns: ["how do my running backs stack up for next week? order them"],
    expect: "positionRank",
    position: "RB",
    week: "next",
  },

  // ---- projectedTotal ----
  {
    turns: ["am I favored this week?", "how many points am I projected for?"],
    expect: "projectedTotal",
  },
  {
    turns: ["Projected team total for week 11, with floor and ceiling."],
    expect: "projectedTotal",
    week: 11,
  },
  {
    turns: ["oye what's my team's ceiling this week? like best case, how many points"],
    expect: "projectedTotal",
  },
  {
    turns: [
      "me and my brother-in-law got a friendly thing going, loser buys lunch",
      "what's my team projected to score this week, and what's the worst case?",
    ],
    expect: "projectedTotal",
  },
  {
    turns: ["what's my projected total this week?", "and for next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["whats my projected score this week and am I favored?"],
    expect: ["projectedTotal", "matchup"],
  },

  // ---- leaders ----
  {
    turns: ["who's in first place in the league and where am I?"],
    expect: ["leaders", "record"],
  },
  {
    turns: ["Who is the strongest team in the league?", "Negative, I meant by points scored. Who leads?"],
    expect: "leaders",
  },
  {
    turns: ["Show me the full league standings. All twelve units."],
    expect: "leaders",
  },
  {
    turns: ["oye which team has the best playoff odds in the whole league?"],
    expect: "leaders",
  },
  {
    turns: ["who's sitting on top of the league right now? bet it's Coach Quinn, the man will not shut up about it"],
    expect: "leaders",
  },
  {
    turns: ["Who's 'top of the grid' in our league?", "by points scored, not record"],
    expect: "leaders",
  },

  // ---- sleepers ----
  {
    turns: ["any sleepers for next week? and who's the best pickup on waivers right now?"],
    expect: ["sleepers", "waivers"],
    week: "next",
  },
  {
    turns: ["Need under-the-radar assets. Sleepers only. No big names."],
    expect: "sleepers",
  },
  {
    turns: ["mijo, give me some sleeper picks, guys nobody's talking about"],
    expect: "sleepers",
  },
  {
    turns: ["'Hidden gems', 6 and 4 letters... who are some deep sleepers at WR for next week?"],
    expect: "sleepers",
    position: "WR",
    week: "next",
  },
  {
    turns: [
      "everybody in my league's got the same guys, it's like giving the same haircut all day",
      "who's a sleeper nobody's on yet? real under-the-radar type",
    ],
    expect: "sleepers",
  },
  {
    turns: ["any sleeper tight ends?", "for next week I mean"],
    expect: "sleepers",
    position: "TE",
    week: "next",
  },

  // ---- dropStash ----
  {
    turns: ["should I drop my injured guys or stash them on IR? and who do I pick up with the open spot"],
    expect: ["dropStash", "waivers"],
  },
  {
    turns: ["is it worth stashing Omarion Hampton on IR or do I just cut him?"],
    expect: "dropStash",
    players: ["Omarion Hampton"],
  },
  {
    turns: ["Two of my soldiers are on injured reserve.", "Keep them or cut them loose? Need a decision."],
    expect: "dropStash",
  },
  {
    turns: ["Mijo, Malik Nabers is out for the year. ay. do I drop him or keep him on IR?"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["Drop or stash — Cam Skattebo edition. 'Out', 3 letters, for a while. is he worth holding?"],
    expect: "dropStash",
    players: ["Cam Skattebo"],
  },
  {
    turns: [
      "my IR spot's got a guy in it and half my bench is banged up too, it's like a hospital in there",
      "who do I cut and who do I hang onto?",
    ],
    expect: "dropStash",
  },

  // ---- byeCover ----
  {
    turns: ["my QB's on bye next week", "who do I stream?"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: ["Tight end goes on bye in week 12. Need a replacement streamer for that week."],
    expect: "byeCover",
    position: "TE",
    week: 12,
  },
  {
    turns: ["oye my kicker is on bye this week", "who do I pick up to cover, mijo?"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["Need a stand-in (UNDERSTUDY won't fit, darn) for my WR on bye — who's a good fill-in this week?"],
    expect: "byeCover",
    position: "WR",
  },
  {
    turns: [
      "so my running back's got a bye next week and there's nobody behind him, " +
        "my bench is a barber pole, all decoration. who's a decent backup I can grab?",
    ],
    expect: "byeCover",
    position: "RB",
    week: "next",
  },

  // ---- scenario ----
  {
    turns: ["4 games left in the regular season, I counted twice", "what are my playoff odds if I win out?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["if I lose this week am I done? like what are my odds then"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["Scenario: we go 3-1 over the remaining four. Playoff odds?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["what are my playoff odds?", "and if I win the next two, mijo?"],
    expect: "scenario",
    scenario: { wins: 2, games: 2 },
  },
  {
    turns: ["say I go 2 and 2 in my last four, am I still getting in? and what would you do to make it safer"],
    expect: ["scenario", "improveOdds"],
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["'If' is such a small word... if I win 4 more games, what are my playoff chances?"],
    expect: "scenario",
    scenario: { wins: 4, games: null },
  },

  // ---- tradeIdeas ----
  {
    turns: ["is Jahmyr Gibbs playing this week?", "ok, what could I get for him in a trade?"],
    expect: "tradeIdeas",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["give me some 2-for-1 trade ideas, I'm drowning in WRs"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Identify trade partners. Which teams should I be negotiating with?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["I need a TE bad, mijo, Kelce's not cutting it", "who should I try to trade for? give me some targets"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: [
      "I got Derrick Henry and honestly I'm tired of the roller coaster, one week 30, next week 6",
      "what kinda deals could I put together with him? who'd bite?",
    ],
    expect: "tradeIdeas",
    players: ["Derrick Henry"],
  },
  {
    turns: ["'Swap meet', 4 and 4. what could I pry out of Hail Mary Heroes? they're stacked at RB"],
    expect: "tradeIdeas",
    team: "Hail Mary Heroes",
  },

  // ---- help ----
  {
    turns: ["hola 👋", "what can you do?"],
    expect: "help",
  },
  {
    turns: ["Brief me on your capabilities. What can you do for me and my roster?"],
    expect: "help",
  },
  {
    turns: ["oye, how does this thing work? what kind of questions can I ask you?"],
    expect: "help",
  },
  {
    turns: ["first time using this, my nephew set it up on my phone between customers. what are you good for exactly?"],
    expect: "help",
  },
  {
    turns: ["Clue: 'GM's job description'. What exactly can you help me with here?"],
    expect: "help",
  },

  // ---- None ----
  {
    turns: [
      "start Jordan Love this week?",
      "also what's the weather gonna be in Green Bay sunday? I'm going to the game, need a coat?",
    ],
    expect: "None",
  },
  {
    turns: ["oye tell me a chiste, I need a laugh after this week"],
    expect: "None",
  },
  {
    turns: ["What's the spread on the Chiefs game Sunday? Need to place a bet with my bookie."],
    expect: "None",
  },
  {
    turns: ["who won the Lakers game last night? client in the chair is asking"],
    expect: "None",
  },
  {
    turns: ["What's a 5-letter word for 'gridiron'? no fantasy stuff, I'm just stuck on today's puzzle"],
    expect: "None",
  },
  {
    turns: ["mijo I'm making carne asada for the game", "what's a good marinade? lime, garlic, what else"],
    expect: "None",
  },
  {
    turns: ["Who won the Super Bowl in the 1985 season?"],
    expect: "None",
  },
  {
    turns: [
      "you know anything about fades? like haircuts, not players",
      "what guard should I use for a low taper on thick hair",
    ],
    expect: "None",
  },
];
