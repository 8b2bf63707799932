// Blind held-out evaluation set 68 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a pastry chef (baking metaphors), a cross-country trucker on CB radio slang,
// a 70-year-old widow running her late husband Walter's team, a crypto bro.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_68: HeldOutCase[] = [
  // startSit
  {
    turns: ["ok quick one between batches — Jahmyr Gibbs or Chase Brown this week? croissants are proofing, hurry 🥐"],
    expect: "startSit",
    players: ["Jahmyr Gibbs", "Chase Brown"],
  },
  {
    turns: [
      "breaker breaker, GM, you got your ears on?",
      "got Bo Nix and Jared Goff sittin in the yard. which one do I roll out on Sunday, come back",
    ],
    expect: "startSit",
    players: ["Bo Nix", "Jared Goff"],
  },
  {
    turns: [
      "Walter always started Travis Kelce no matter what. Should I still start him this week? " +
        "He seems slower to me.",
    ],
    expect: "startSit",
    players: ["Travis Kelce"],
  },
  {
    turns: ["ser my WR room is cooked 📉", "do I ape into starting Jameson Williams this week or is that a rug"],
    expect: "startSit",
    players: ["Jameson Williams"],
  },
  {
    turns: ["is Tetairoa McMillan a start this week or nah. need conviction"],
    expect: "startSit",
    players: ["Tetairoa McMillan"],
  },
  {
    turns: ["JT or Derrick Henry for the long haul?", "10-4. now which one do I roll this week, good buddy?"],
    expect: "startSit",
    players: ["Jonathan Taylor", "Derrick Henry"],
  },

  // compare
  {
    turns: ["long term, who's the better dough to build around — Ashton Jeanty or Omarion Hampton? forget this week"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["ROS who's just the better asset, Puka or JSN? not about this week, thinking long game 💎🙌"],
    expect: "compare",
    players: ["Puka Nacua", "Jaxon Smith-Njigba"],
  },
  {
    turns: [
      "My grandson says Brock Bowers is the best tight end in football.",
      "Is he better than Trey McBride for the rest of the year, would you say?",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["forget this weekend. over the long haul who's the better rig, Drake London or Ladd McConkey? over"],
    expect: "compare",
    players: ["Drake London", "Ladd McConkey"],
  },
  {
    turns: [
      "I keep going back and forth on my running backs",
      "for the rest of the season, Bucky Irving or James Cook — who's the better one to have?",
    ],
    expect: "compare",
    players: ["Bucky Irving", "James Cook"],
  },
  {
    turns: [
      "what's the rest of season outlook on Emeka Egbuka",
      "and vs Tetairoa McMillan, who do you like more the rest of the way?",
    ],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },

  // slot
  {
    turns: ["need somebody to run my flex this week. Zay Flowers, Jakobi Meyers or Rhamondre? over"],
    expect: "slot",
    players: ["Zay Flowers", "Jakobi Meyers", "Rhamondre Stevenson"],
  },
  {
    turns: ["Who should I put in my second running back position this week? I'm not at all sure."],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["my QB spot is giving me anxiety like a soufflé in a drafty kitchen. who fills it this week?"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["gm ser", "who goes in the WR2 slot this week, I'm torn between DK and Courtland Sutton"],
    expect: "slot",
    players: ["DK Metcalf", "Courtland Sutton"],
    position: "WR",
  },
  {
    turns: [
      "my TE got a bad wheel, he's sittin this one out",
      "who fills the tight end spot this week then? gimme a name",
    ],
    expect: "slot",
    position: "TE",
  },

  // lineup
  {
    turns: ["can you look over my whole lineup for this week? like checking a tray before it goes in the oven"],
    expect: "lineup",
  },
  {
    turns: ["breaker 1-9, set my whole lineup for Sunday, best combo you got. 10-4?"],
    expect: "lineup",
  },
  {
    turns: [
      "I don't understand half of these settings Walter used.",
      "Could you please arrange my whole team for this week's games so it's the best it can be?",
    ],
    expect: "lineup",
  },
  {
    turns: ["optimize my lineup for max gains this week ser, trusting the algo 🤖"],
    expect: "lineup",
  },
  {
    turns: ["set my lineup for this week", "ok now do it for next week too"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["set my lineup for this week, then tell me what it's projected to score"],
    expect: ["lineup", "projectedTotal"],
  },

  // outlook
  {
    turns: ["what's the ceiling on Ja'Marr Chase this week, is he going parabolic 🚀"],
    expect: "outlook",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["What sort of points can I expect from Derrick Henry for the remainder of the season?"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: ["been haulin Jonathan Taylor all year", "what's his outlook the rest of the way, he gonna keep truckin?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["how many points is Puka going to put up this week? just a projection, he's starting regardless"],
    expect: "outlook",
    players: ["Puka Nacua"],
  },
  {
    turns: ["Omarion Hampton status?", "ok and whats his projection looking like next week when he's back"],
    expect: "outlook",
    players: ["Omarion Hampton"],
    week: "next",
  },
  {
    turns: ["Tell me about Amon-Ra St. Brown.", "I mean, how do you think he'll do the rest of the way?"],
    expect: "outlook",
    players: ["Amon-Ra St. Brown"],
  },

  // status
  {
    turns: ["what's the 20 on Christian McCaffrey? he on the injury report or rollin this week?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: [
      "Good morning.",
      "I have Justin Jefferson on my team, Walter drafted him.",
      "Is he going to play on Sunday? I heard something on the radio about his hamstring.",
    ],
    expect: "status",
    players: ["Justin Jefferson"],
  },
  {
    turns: ["is Nico Collins actually playing or is this a game-time thing again"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["start Achane or Bijan this week?", "wait is Achane even healthy rn"],
    expect: "status",
    players: ["De'Von Achane"],
  },
  {
    turns: ["got a question on Mark Andrews", "he hurt or what? ain't heard a peep on the channel"],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: ["Is George Kittle healthy enough to play, and if so, should I start him?"],
    expect: ["status", "startSit"],
    players: ["George Kittle"],
  },

  {
    turns: ["Jayden Daniels szn?", "is he playing this week and what's his outlook if he does"],
    expect: ["status", "outlook"],
    players: ["Jayden Daniels"],
  },

  // tradeValue
  {
    turns: ["what's Bijan's trade value rn, is this the top and I should sell"],
    expect: "tradeValue",
    players: ["Bijan Robinson"],
  },
  {
    turns: [
      "people keep asking about Trey McBride. what's he actually worth in a trade? " +
        "don't want to undersell my best pastry",
    ],
    expect: "tradeValue",
    players: ["Trey McBride"],
  },
  {
    turns: ["Should I hold on to Davante Adams, or sell him while someone will still give me something for him?"],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: ["Coach Ellis been radioin about my Saquon all week", "what's he worth on the open market? hold or sell?"],
    expect: "tradeValue",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["Jaxon Smith-Njigba is mooning fr", "sell high or diamond hands?"],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["what's Garrett Wilson worth in a trade, and who are some buy-low guys I could go after instead?"],
    expect: ["tradeValue", "buyLow"],
    players: ["Garrett Wilson"],
  },

  // buyLow
  {
    turns: ["who are the buy-the-dip guys right now? league-wide, who's undervalued"],
    expect: "buyLow",
  },
  {
    turns: ["who's broke down on the shoulder that I can get cheap in a trade? buy-low candidates, over"],
    expect: "buyLow",
  },
  {
    turns: ["My friend at church says one should 'buy low.' Which players would those be in our league right now?"],
    expect: "buyLow",
  },
  {
    turns: ["who should I be selling high on right now? anyone whose value is overbaked"],
    expect: "buyLow",
  },
  {
    turns: ["who's getting slept on trade-wise", "like which dudes should I buy low on before they pump"],
    expect: "buyLow",
  },

  // trade
  {
    turns: [
      "Coach Harper just messaged me",
      "he's offering Drake London for my Kenneth Walker III. fair trade or half-baked?",
    ],
    expect: "trade",
    players: ["Drake London", "Kenneth Walker III"],
  },
  {
    turns: ["got an offer on the wire: my Terry McLaurin for their Tucker Kraft. do I take that load?"],
    expect: "trade",
    players: ["Terry McLaurin", "Tucker Kraft"],
  },
  {
    turns: [
      "Someone sent me a trade and I don't know what to make of it.",
      "They want my Mike Evans and would give me Jake Ferguson. Is that a good trade for me?",
    ],
    expect: "trade",
    players: ["Mike Evans", "Jake Ferguson"],
  },
  {
    turns: ["would u smash accept on Jonathan Taylor for Malik Nabers + Chuba Hubbard? I'm giving JT"],
    expect: "trade",
    players: ["Jonathan Taylor", "Malik Nabers", "Chuba Hubbard"],
  },
  {
    turns: ["thinking of offering Breece for Zay Flowers", "actually make it Breece for DeVonta Smith. good deal?"],
    expect: "trade",
    players: ["Breece Hall", "DeVonta Smith"],
  },
  {
    turns: ["is Sam LaPorta for Cam Skattebo a good trade for me? I'd be the one giving LaPorta"],
    expect: "trade",
    players: ["Sam LaPorta", "Cam Skattebo"],
  },
  {
    turns: ["Would it be wise to accept Jalen Hurts for my Lamar Jackson? And what is Lamar truly worth?"],
    expect: ["trade", "tradeValue"],
    players: ["Jalen Hurts", "Lamar Jackson"],
  },

  // waivers
  {
    turns: [
      "breaker, GM, need a pickup",
      "who's sittin on the waiver lot worth grabbin this week? got 40 bucks FAAB in the tank",
    ],
    expect: "waivers",
  },
  {
    turns: ["How much of my waiver budget should I spend on Kyle Monangai?"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["best wire adds this week? need a WR, throwing FAAB like it's free money 💸"],
    expect: "waivers",
    position: "WR",
  },
  {
    turns: ["lost my TE for basically the year 😩", "who's on waivers at tight end I can grab this week?"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: ["Walter always said the waiver wire wins championships.", "Who should I claim this week?"],
    expect: "waivers",
  },

  // playoffs
  {
    turns: ["what are my playoff odds looking like, wagmi or ngmi?"],
    expect: "playoffs",
  },
  {
    turns: ["Do I have a reasonable chance of making the playoffs this year? I'd hate to let Walter down."],
    expect: "playoffs",
  },
  {
    turns: ["rough week.", "honestly, am I still in the playoff picture or is my season burnt to a crisp?"],
    expect: "playoffs",
  },
  {
    turns: ["what's my record", "and playoff odds?"],
    expect: "playoffs",
  },
  {
    turns: ["what's my record and what's my playoff odds lookin like? come back"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["what are my playoff odds, and what can I do to bump them up?"],
    expect: ["playoffs", "improveOdds"],
  },

  // improveOdds
  {
    turns: ["what moves would actually boost my playoff chances? open to anything short of burning the kitchen down"],
    expect: "improveOdds",
  },
  {
    turns: ["What could I do to improve my chances of reaching the playoffs?"],
    expect: "improveOdds",
  },
  {
    turns: ["playoff odds?", "ok how do I pump those numbers, what moves"],
    expect: "improveOdds",
  },
  {
    turns: [
      "What are my chances of making the playoffs?",
      "Oh dear, that's lower than I hoped. What can I do to make them better?",
    ],
    expect: "improveOdds",
  },

  // matchup
  {
    turns: ["who am I runnin against this week and am I favored?"],
    expect: "matchup",
  },
  {
    turns: ["Who is my opponent this week?"],
    expect: "matchup",
  },
  {
    turns: ["who's my opp this week", "blitz brigade?? what's my win prob vs them"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  {
    turns: ["who am I playing this week", "do I win that one?"],
    expect: "matchup",
  },
  {
    turns: ["We play Coach Sutton's team this week, I believe.", "Am I expected to win?"],
    expect: "matchup",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["am I the favorite this week or am I the exit liquidity"],
    expect: "matchup",
  },
  {
    turns: ["who am I up against this week and what's my team projected to put up?"],
    expect: ["matchup", "projectedTotal"],
  },

  // record
  {
    turns: ["what's my record right now? I've lost track between wedding cakes 🎂"],
    expect: "record",
  },
  {
    turns: ["Where does my team stand at the moment? What place are we in?"],
    expect: "record",
  },
  {
    turns: ["standings check", "specifically me, where am I at"],
    expect: "record",
  },
  {
    turns: ["who's top dog in the league?", "and where's my rig sittin in all that?"],
    expect: "record",
  },
  {
    turns: ["Who is leading the league, and where does my team stand?"],
    expect: ["leaders", "record"],
  },
  {
    turns: ["what can you do exactly? and while you're at it, what's my record"],
    expect: ["help", "record"],
  },

  // rosterStatus
  {
    turns: ["Which of my players are injured this week?"],
    expect: "rosterStatus",
  },
  {
    turns: ["any of my boys got a bye or a busted axle this week?"],
    expect: "rosterStatus",
  },
  {
    turns: ["who on my roster is on bye next week? gotta plan ahead like holiday orders"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["who's hurt on my team", "and byes for week 12?"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["Could you tell me which of my players have their week off in week 11?"],
    expect: "rosterStatus",
    week: 11,
  },
  {
    turns: ["injury report on my roster, over", "what about next week, who's off?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["gm", "who's on bye for me next week and who can I stream at QB to cover?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "QB",
  },

  // positionRank
  {
    turns: ["rank my WRs for this week, best to worst"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["rank my RBs this week ser"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: [
      "I'd like some help with my wide receivers.",
      "Would you put them in order from best to worst for this week?",
    ],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["rank my running backs for this week", "now do my wideouts"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["rank my tight ends for this week", "actually do it for week 12"],
    expect: "positionRank",
    position: "TE",
    week: 12,
  },
  {
    turns: ["how do my QBs stack up for next week, rank em"],
    expect: "positionRank",
    position: "QB",
    week: "next",
  },
  {
    turns: ["rank my wideouts for this week and tell me who goes in the flex"],
    expect: ["positionRank", "slot"],
    position: "WR",
  },

  // projectedTotal
  {
    turns: ["how many points my rig projected to haul this week? floor and ceiling too"],
    expect: "projectedTotal",
  },
  {
    turns: ["How many points is my team expected to score this week?"],
    expect: "projectedTotal",
  },
  {
    turns: ["what's my projected total this week", "and next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["what's my ceiling this week", "like the team total, not one guy"],
    expect: "projectedTotal",
  },

  // leaders
  {
    turns: ["who's the whale in this league? strongest team rn 🐋"],
    expect: "leaders",
  },
  {
    turns: ["Which team is in first place in the league?"],
    expect: "leaders",
  },
  {
    turns: ["who's leadin the convoy in points scored this year?"],
    expect: "leaders",
  },
  {
    turns: ["what's my record", "ok and the full league standings? the whole thing"],
    expect: "leaders",
  },
  {
    turns: ["Coach Harper has been bragging at bridge club.", "Who has the best playoff odds in the whole league?"],
    expect: "leaders",
  },
  {
    turns: ["which team's got the best record in the league, good buddy?"],
    expect: "leaders",
  },

  // sleepers
  {
    turns: ["give me some low-cap gems for next week, under the radar plays"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: [
      "I'm done with the big names for now",
      "any sleepers I should know about for next week? the quiet ones nobody's talking about",
    ],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["who's a sleeper pickup flyin under smokey's radar?"],
    expect: "sleepers",
  },
  {
    turns: ["My late husband used to talk about 'sleepers.' Are there any this week I ought to consider?"],
    expect: "sleepers",
  },
  {
    turns: ["who are the sleepers for next week", "any at TE specifically"],
    expect: "sleepers",
    position: "TE",
    week: "next",
  },
  {
    turns: ["10-4 on the waiver stuff", "now gimme some deep sleepers, the kind nobody's talkin about"],
    expect: "sleepers",
  },
  {
    turns: ["who's a sleeper for next week and how much FAAB should I throw at him"],
    expect: ["sleepers", "waivers"],
    week: "next",
  },

  // dropStash
  {
    turns: ["Should I drop Tyreek Hill now that he's hurt, or keep him on the injured list?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["I've got injured guys clogging my bench like stale bread. drop them or stash on IR?"],
    expect: "dropStash",
  },
  {
    turns: ["cut my injured bags or IR stash em? need roster spots fr"],
    expect: "dropStash",
  },
  {
    turns: ["Nico Collins hurt?", "if he's gonna miss time do I cut him loose or park him on IR?"],
    expect: "dropStash",
    players: ["Nico Collins"],
  },
  {
    turns: ["Brock Purdy's toe again huh", "is he worth stashing or do I just drop him"],
    expect: "dropStash",
    players: ["Brock Purdy"],
  },
  {
    turns: ["Should I drop my injured players, and who should I pick up to replace them?"],
    expect: ["dropStash", "waivers"],
  },

  // byeCover
  {
    turns: [
      "checkin my route for next week",
      "looks like my QB's parked on bye",
      "who's a backup to cover him, good buddy?",
    ],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: ["My tight end has his bye this week. Who could fill in for him?"],
    expect: "byeCover",
    position: "TE",
  },
  {
    turns: ["my kicker's on bye, need a K streamer for the week, who's the play"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["my tight end's on bye in week 12", "who can I stream to cover that week?"],
    expect: "byeCover",
    position: "TE",
    week: 12,
  },
  {
    turns: ["my QB has a bye next week??", "who's the best QB streamer to cover that"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: ["need a kicker to cover a bye this week, who's on the lot?"],
    expect: "byeCover",
    position: "K",
  },

  // scenario
  {
    turns: ["if I win out what do my playoff odds look like"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["If I should lose this week, what happens to my playoff chances?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["say I go 3-1 the rest of the way, where's that put my playoff odds?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["what are my playoff odds?", "and if I win two of my last three?"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  {
    turns: ["playoff odds if I win out?", "ok what if I go 2-2 instead"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["if I take this week's L, am I cooked for the playoffs?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["what're my playoff odds, over", "what're they if I win out, and what moves would bump 'em higher?"],
    expect: ["scenario", "improveOdds"],
    scenario: "win-out",
  },

  // tradeIdeas
  {
    turns: ["what could I get for Derrick Henry? looking for a WR back"],
    expect: "tradeIdeas",
    players: ["Derrick Henry"],
  },
  {
    turns: ["give me some 2-for-1 trade ideas to consolidate my bags 💼"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Which team would be a good trade partner for me? I'd like a better running back."],
    expect: "tradeIdeas",
  },
  {
    turns: ["who should I be tradin with? need a WR and got RB to spare, over"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Coach Reese is thin at RB I think", "any trade ideas with Play Action Pack?"],
    expect: "tradeIdeas",
    team: "Play Action Pack",
  },
  {
    turns: ["DK Metcalf hasn't been doing much for me lately.", "What might I be able to get for him in a trade?"],
    expect: "tradeIdeas",
    players: ["DK Metcalf"],
  },

  // help
  {
    turns: ["I'm new to all this. What exactly can you help me with?"],
    expect: "help",
  },
  {
    turns: ["yo", "what can this bot actually do ser"],
    expect: "help",
  },
  {
    turns: ["how does this thing work, good buddy? what you got in the toolbox?"],
    expect: "help",
  },
  {
    turns: ["hi! first time using this. what kinds of questions can I ask you?"],
    expect: "help",
  },
  {
    turns: ["Hello?", "I'm sorry, I don't know how this works. What is it you do?"],
    expect: "help",
  },

  // None
  {
    turns: ["what's the best temperature for proofing brioche overnight?"],
    expect: "None",
  },
  {
    turns: ["what's the weather lookin like on I-80 through Wyoming tonight?"],
    expect: "None",
  },
  {
    turns: ["Do you have a good recipe for pot roast? Walter loved it."],
    expect: "None",
  },
  {
    turns: ["what's the point spread on Chiefs-Bills this Sunday, tryna bet real money"],
    expect: "None",
  },
  {
    turns: ["should I buy more ETH or SOL"],
    expect: "None",
  },
  {
    turns: ["thanks for the lineup help", "tell me a joke to keep me awake, long haul tonight"],
    expect: "None",
  },
  {
    turns: ["set my lineup", "ok unrelated but how many grams in a cup of flour?"],
    expect: "None",
  },
];
