// Blind held-out evaluation set 25 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a cashier on break, a yoga instructor, a night-shift security guard, a man who always
// apologizes before asking, a woman in her first season who asks about football terms, a fantasy degenerate in
// five leagues, an architect who writes precise questions, and a guy who writes everything as one run-on text.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_25: HeldOutCase[] = [
  // startSit
  {
    turns: ["I've got Goff and Purdy both on my roster", "on break real quick, which one do i play this wk"],
    expect: "startSit",
    players: ["Jared Goff", "Brock Purdy"],
  },
  {
    turns: ["Rhamondre and Kenneth Walker are fighting for my last RB spot", "who do I roll with"],
    expect: "startSit",
    players: ["Rhamondre Stevenson", "Kenneth Walker III"],
  },
  {
    turns: ["For Week 12, exactly one of Jaxon Smith-Njigba and Tetairoa McMillan can occupy my lineup. Which one?"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Tetairoa McMillan"],
    week: 12,
  },
  {
    turns: ["should I start Jameson Williams this week?", "ok and him next week at philly"],
    expect: "startSit",
    players: ["Jameson Williams"],
    week: "next",
  },
  {
    turns: ["same headache in 3 of my 5 leagues lol. sutton waddle or zay, I can only play 2 of em"],
    expect: "startSit",
    players: ["Courtland Sutton", "Jaylen Waddle", "Zay Flowers"],
  },
  {
    turns: [
      "My husband says I should start Jaxson Dart this week",
      "Is that a good idea? The only other quarterback I have says Bo Nix and he's on my bench",
    ],
    expect: "startSit",
    players: ["Jaxson Dart", "Bo Nix"],
  },
  {
    turns: [
      "how's Jakobi Meyers looking in Jacksonville",
      "honestly thinking of sitting him for Wan'Dale this week. bad idea?",
    ],
    expect: "startSit",
    players: ["Jakobi Meyers", "Wan'Dale Robinson"],
  },

  // compare
  {
    turns: ["who's better the rest of the year, Bijan or Jahmir Gibbs? not a this week thing, just overall"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "who's the better dynasty asset, Chase or Jefferson",
      "forget dynasty. just this season from here on out, same two",
    ],
    expect: "compare",
    players: ["Ja'Marr Chase", "Justin Jefferson"],
  },
  {
    turns: [
      "tell me about Nico Collins for the rest of the season 🙏",
      "how does his path compare to Drake London's from here",
    ],
    expect: "compare",
    players: ["Nico Collins", "Drake London"],
  },
  {
    turns: ["Comparing Jonathon Taylor and Saquon Barkley strictly on rest-of-season value, which do you rate higher?"],
    expect: "compare",
    players: ["Jonathan Taylor", "Saquon Barkley"],
  },
  {
    turns: [
      "so my buddy keeps saying mcconkey is better than jsn the rest of the way and im like no way bro jsn is a " +
        "monster this year and he wont let it go so whos actually right settle it",
    ],
    expect: "compare",
    players: ["Ladd McConkey", "Jaxon Smith-Njigba"],
  },
  {
    turns: [
      "General question, nothing to do with my lineup.",
      "Trey Mcbride or Brock Bowers, who's the better TE the rest of the way?",
    ],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },

  // slot
  {
    turns: ["Kyrin's listed as questionable", "ok so who fills my RB2 if he sits"],
    expect: "slot",
    players: ["Kyren Williams"],
    position: "RB",
  },
  {
    turns: ["LaPorta's on IR now", "night shift brain. TE spot. who do i put in"],
    expect: "slot",
    players: ["Sam LaPorta"],
    position: "TE",
  },
  {
    turns: ["Which player on my roster maximizes expected points in the WR2 slot for Week 10?"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: [
      "Ok I'll be honest, I don't really know what FLEX means",
      "Like what kind of player goes there, and who on my team should I put in it?",
    ],
    expect: "slot",
  },
  { turns: ["flex for next week, who's it gonna be"], expect: "slot", week: "next" },

  // lineup
  { turns: ["set my lineup for me pls"], expect: "lineup" },
  { turns: ["line's long at my register so fast: is my lineup good rn"], expect: "lineup" },
  { turns: ["ok I picked up Tyrone Tracy", "now give me the best lineup with him in it"], expect: "lineup" },
  {
    turns: ["can you build my optimal lineup for next week already? want it locked early"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: [
      "Sorry, I just made a couple of waiver moves.",
      "Would you mind checking that my starting lineup is still the best one?",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "so I was just gonna leave everything the way it was last week but then I saw a bunch of guys got hurt and I " +
        "dont even know who so can you just go through my whole lineup and make it the best it can be",
    ],
    expect: "lineup",
  },

  // outlook
  {
    turns: ["just traded for Chuba Hubbard", "how's he projected this week"],
    expect: "outlook",
    players: ["Chuba Hubbard"],
  },
  {
    turns: ["Tee Higgins is on bye this week right", "how's he look for week 12 then"],
    expect: "outlook",
    players: ["Tee Higgins"],
    week: 12,
  },
  { turns: ["what's the energy on Etienne going forward? 🌿"], expect: "outlook", players: ["Travis Etienne Jr."] },
  { turns: ["judkins ros. own him in 4 leagues. talk to me"], expect: "outlook", players: ["Quinshon Judkins"] },
  {
    turns: ["Kittle's back to full health right?", "ok good. so how does he look next week"],
    expect: "outlook",
    players: ["George Kittle"],
    week: "next",
  },

  // status
  { turns: ["is Omarion Hampton back from IR yet or nah"], expect: "status", players: ["Omarion Hampton"] },
  {
    turns: ["McConkey popped up on the injury report", "is he practicing?"],
    expect: "status",
    players: ["Ladd McConkey"],
  },
  { turns: ["waddle questionable?"], expect: "status", players: ["Jaylen Waddle"] },
  {
    turns: ["saw something at like 2am about nico collins and a concussion. is he out this week"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: [
      "I'm starting Jayden Daniels at QB",
      "Sorry if this is obvious, but is he actually going to play this week?",
    ],
    expect: "status",
    players: ["Jayden Daniels"],
  },

  // tradeValue
  { turns: ["should I sell high on Javonte Williams?"], expect: "tradeValue", players: ["Javonte Williams"] },
  {
    turns: ["Rico Dowdle went off again", "is now the time to cash him in"],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  {
    turns: ["Bucky Irving's been banged up all year", "buy low on him?"],
    expect: "tradeValue",
    players: ["Bucky Irving"],
  },
  {
    turns: ["Estimate the current trade market value of Tetairoa McMillan relative to his draft cost."],
    expect: "tradeValue",
    players: ["Tetairoa McMillan"],
  },
  {
    turns: ["smith njigba 9 catches AGAIN", "value gotta be peaking right? what does he fetch"],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },

  // buyLow
  { turns: ["who are some good buy low targets right now"], expect: "buyLow" },
  { turns: ["I need RB help badly", "who's a buy low RB I could go after"], expect: "buyLow", position: "RB" },
  {
    turns: ["who's underpriced right now that i could trade for? looking for undervalued energy lol"],
    expect: "buyLow",
  },
  {
    turns: [
      "People in my group chat keep saying 'buy low'",
      "What does that mean, and who would count as one for me to go get?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["who should I be trying to get on the cheap in trades. between customers so keep it short"],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["Tatum wants to swap Williamses with me lol", "I give Kyren, I get Jameson. do it?"],
    expect: "trade",
    players: ["Kyren Williams", "Jameson Williams"],
    team: "Red Zone Raiders",
  },
  {
    turns: ["Coach Quinn just messaged me", "he wants my Garrett Wilson for his Chase Brown, thoughts?"],
    expect: "trade",
    players: ["Garrett Wilson", "Chase Brown"],
    team: "Blitz Brigade",
  },
  {
    turns: ["Harper offered Breece Hall + Khalil Shakir for my Puka. accept??"],
    expect: "trade",
    players: ["Breece Hall", "Khalil Shakir", "Puka Nacua"],
    team: "Fourth & Long Shots",
  },
  {
    turns: ["Proposed: I send Kenneth Walker III and Rome Odunze; I receive De'Von Achane. Evaluate it from my side."],
    expect: "trade",
    players: ["Kenneth Walker III", "Rome Odunze", "De'Von Achane"],
  },
  {
    turns: [
      "so sawyer keeps bugging me about a deal where i give him kittle and he gives me harold fannin and i think " +
        "jauan jennings and i kinda want to do it but idk is it good for me or am i getting fleeced",
    ],
    expect: "trade",
    players: ["George Kittle", "Harold Fannin Jr.", "Jauan Jennings"],
    team: "Audible Alchemists",
  },
  {
    turns: [
      "I'm thinking about sending Goedert to Coach Reese",
      "he'd give me Zach Ertz back. Sorry, would you do that?",
    ],
    expect: "trade",
    players: ["Dallas Goedert", "Zach Ertz"],
    team: "Play Action Pack",
  },

  // waivers
  {
    turns: ["Swift might be out a while", "how much faab for monangai"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  { turns: ["I've got $34 of FAAB left", "who's worth blowing it on"], expect: "waivers" },
  { turns: ["best TE on the wire?"], expect: "waivers", position: "TE" },
  { turns: ["quiet night at the post. anybody good sitting out there i should put a claim in for"], expect: "waivers" },
  {
    turns: ["What's FAAB? My league uses it and apparently I have $100 of it", "So who should I bid on, and how much?"],
    expect: "waivers",
  },

  // playoffs
  { turns: ["am i making the playoffs or nah"], expect: "playoffs" },
  { turns: ["we lost by 2 points last night ugh", "so what are my chances of getting in now"], expect: "playoffs" },
  { turns: ["manifesting a playoff spot ✨ but realistically what's the probability"], expect: "playoffs" },
  { turns: ["What is my current probability of qualifying for the postseason?"], expect: "playoffs" },
  { turns: ["5 leagues and this is the one I care about. am I a lock for the dance or what"], expect: "playoffs" },

  // improveOdds
  { turns: ["my playoff odds are like 40%?", "what can I do to get that up"], expect: "improveOdds" },
  {
    turns: ["Sorry to keep asking things. Is there anything I should be doing to make my playoff chances better?"],
    expect: "improveOdds",
  },
  {
    turns: [
      "ok real talk im on the bubble and i dont wanna miss again like last year so what do i actually need to do " +
        "trades pickups whatever to give myself the best shot at getting in",
    ],
    expect: "improveOdds",
  },
  { turns: ["what's the one move that helps my postseason chances the most"], expect: "improveOdds" },
  {
    turns: [
      "I'm not satisfied with where I sit.",
      "Which roster moves would most increase my chances of reaching the playoffs?",
    ],
    expect: "improveOdds",
  },

  // matchup
  { turns: ["am I favored this week?"], expect: "matchup" },
  { turns: ["win probability vs Tatum?"], expect: "matchup", team: "Red Zone Raiders" },
  {
    turns: ["I'm up against End Zone Envy this week right", "how do I stack up against them"],
    expect: "matchup",
    team: "End Zone Envy",
  },
  { turns: ["who am I playing this week", "and next week?"], expect: "matchup", week: "next" },
  {
    turns: ["the guy I'm playing keeps trash talking in the group chat", "am I gonna beat him or what"],
    expect: "matchup",
  },
  {
    turns: ["who's my opponent this week and how close is it looking, I'm on register 4 til close"],
    expect: "matchup",
  },

  // record
  { turns: ["where do I sit in the standings"], expect: "record" },
  { turns: ["finally won one lol", "so where does that leave me? what place am I in"], expect: "record" },
  {
    turns: ["I keep seeing numbers like 6-3 next to the team names. Is that the record? What's mine?"],
    expect: "record",
  },
  { turns: ["State my current win-loss record and my position in the standings."], expect: "record" },
  { turns: ["how many Ws I got"], expect: "record" },

  // rosterStatus
  { turns: ["anyone of mine on bye this week?"], expect: "rosterStatus" },
  { turns: ["who's on bye next week on my roster"], expect: "rosterStatus", week: "next" },
  {
    turns: ["Planning ahead for Week 12.", "Which of my players have byes that week?"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["need to check something before I set my lineup", "any of my guys injured or on bye?"],
    expect: "rosterStatus",
  },
  { turns: ["who's injured on my team?", "and what about byes next week"], expect: "rosterStatus", week: "next" },

  // positionRank
  { turns: ["can you put my running backs in order best to worst"], expect: "positionRank", position: "RB" },
  { turns: ["rank my RBs this week", "same for my WRs"], expect: "positionRank", position: "WR" },
  { turns: ["rank my TEs this week", "now do it for week 11"], expect: "positionRank", week: 11, position: "TE" },
  { turns: ["Provide an ordered ranking of my quarterbacks for this week."], expect: "positionRank", position: "QB" },
  { turns: ["wr rankings on my team for next week, go"], expect: "positionRank", week: "next", position: "WR" },

  // projectedTotal
  { turns: ["how many points am I projected for"], expect: "projectedTotal" },
  { turns: ["what's my projected score and range this week"], expect: "projectedTotal" },
  { turns: ["what am I projected for this week", "and next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["I moved Jameson into the flex", "what's my team projected at now"], expect: "projectedTotal" },
  {
    turns: ["what's the expected point total for my squad this week, high end and low end?"],
    expect: "projectedTotal",
  },
  {
    turns: ["sorry, quick one — roughly how many points is my team supposed to put up in week 13?"],
    expect: "projectedTotal",
    week: 13,
  },

  // leaders
  { turns: ["who's the best team in the league right now"], expect: "leaders" },
  { turns: ["show me the full league standings"], expect: "leaders" },
  {
    turns: ["Coach Quinn will not stop bragging", "is his team actually the best in the league?"],
    expect: "leaders",
    team: "Blitz Brigade",
  },
  { turns: ["what's my record?", "and who's sitting on top?"], expect: "leaders" },
  { turns: ["which team has scored the most points in our league"], expect: "leaders" },

  // sleepers
  { turns: ["under the radar guys to grab before week 11"], expect: "sleepers", week: 11 },
  { turns: ["I'm weak at WR", "any deep sleepers there worth a flier?"], expect: "sleepers", position: "WR" },
  {
    turns: ["nobody's up at this hour but me lol. who are some guys nobody's talking about that could pop next week"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["give me the deepest of deep cuts for next week, I already have all the obvious guys in every league"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Okay, I just learned what a 'sleeper' is", "Who would be some good ones for me to grab for next week?"],
    expect: "sleepers",
    week: "next",
  },

  // dropStash
  {
    turns: ["Tyreek is still sitting on my bench", "is he even worth holding anymore"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  { turns: ["I've got an open IR spot, anybody I should put there?"], expect: "dropStash" },
  { turns: ["Purdy's toe is acting up again", "drop or stash?"], expect: "dropStash", players: ["Brock Purdy"] },
  { turns: ["What's an IR slot, and should I be using mine on anybody?"], expect: "dropStash" },
  {
    turns: ["Sorry — Joe Burrow. Is he worth keeping around or should I just cut him?"],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },

  // byeCover
  { turns: ["Kelce's on bye, who do I stream at TE"], expect: "byeCover", players: ["Travis Kelce"], position: "TE" },
  {
    turns: ["Dallas is on bye this week", "need a QB streamer to cover Dak"],
    expect: "byeCover",
    players: ["Dak Prescott"],
    position: "QB",
  },
  { turns: ["aubrey's on bye. kicker pickup?"], expect: "byeCover", players: ["Brandon Aubrey"], position: "K" },
  {
    turns: ["who can fill in for Ja'Marr Chase while the Bengals are on bye"],
    expect: "byeCover",
    players: ["Ja'Marr Chase"],
    position: "WR",
  },
  {
    turns: ["who's on bye for me this week?", "ok who covers for Ceedee then"],
    expect: "byeCover",
    players: ["CeeDee Lamb"],
    position: "WR",
  },
  { turns: ["my defense has a bye, need a one week fill in"], expect: "byeCover", position: "DST" },

  // scenario
  {
    turns: ["I'm 5-4 right now", "what are my odds if I go 3-2 from here"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  { turns: ["if I lose this week am I done?"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["odds if I go 4-1 the rest of the way"], expect: "scenario", scenario: { wins: 4, games: 5 } },
  {
    turns: ["what are my playoff odds", "and if I only win two more?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["Conditional on winning exactly three of my remaining five games, what is my playoff probability?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },

  // tradeIdeas
  { turns: ["what could I get for Trey McBride in a 2 for 1"], expect: "tradeIdeas", players: ["Trey McBride"] },
  {
    turns: ["I'm stacked at WR but thin at RB", "any packages with Garrett Wilson that land me a running back?"],
    expect: "tradeIdeas",
    players: ["Garrett Wilson"],
  },
  { turns: ["who could i flip jsn for"], expect: "tradeIdeas", players: ["Jaxon Smith-Njigba"] },
  {
    turns: [
      "so ive been thinking about moving DK Metcalfe cause i have too many receivers and not enough of anything else " +
        "and im wondering what kind of deals i could even put together with him like 1 for 1 or 2 for 1 whatever",
    ],
    expect: "tradeIdeas",
    players: ["DK Metcalf"],
  },
  {
    turns: ["build me a 2-for-1 around Amon-Ra St Brown, want an RB upgrade out of it"],
    expect: "tradeIdeas",
    players: ["Amon-Ra St. Brown"],
  },

  // help
  { turns: ["hi", "what can you do"], expect: "help" },
  { turns: ["how do I use this thing"], expect: "help" },
  { turns: ["I'm brand new to fantasy and to this app. What kinds of things can I ask you?"], expect: "help" },
  { turns: ["Sorry, I'm not sure how this works. What are you able to help me with?"], expect: "help" },

  // None
  { turns: ["what's the weather gonna be in green bay sunday"], expect: "None" },
  { turns: ["thanks for the lineup help", "totally unrelated but tell me a joke"], expect: "None" },
  { turns: ["good recipe for game day wings?"], expect: "None" },
  { turns: ["who should I vote for in the next election"], expect: "None" },
  { turns: ["Jokic or SGA in my fantasy basketball league tonight?"], expect: "None" },
  { turns: ["we're 6-3!!", "how's your day going"], expect: "None" },
  { turns: ["what's a good hip opener after teaching three classes back to back"], expect: "None" },
  { turns: ["any tips for staying awake on a 12 hour overnight shift"], expect: "None" },

  // multi-part last messages
  {
    turns: ["is Kittle playing sunday and should i start him over Hunter Henry"],
    expect: ["status", "startSit"],
    players: ["George Kittle", "Hunter Henry"],
  },
  { turns: ["what's my record and what are my playoff odds"], expect: ["record", "playoffs"] },
  {
    turns: ["who's hurt on my team? and should I just drop Nabers at this point"],
    expect: ["rosterStatus", "dropStash"],
    players: ["Malik Nabers"],
  },
  {
    turns: ["Rank my wide receivers for this week, then tell me who belongs in the FLEX."],
    expect: ["positionRank", "slot"],
    position: "WR",
  },
  {
    turns: ["Puka's been a monster", "what's his trade value, and would you do him for Bijan straight up"],
    expect: ["tradeValue", "trade"],
    players: ["Puka Nacua", "Bijan Robinson"],
  },
  {
    turns: ["who should I grab off waivers with my faab, also any sleepers I should know about"],
    expect: ["waivers", "sleepers"],
  },
  { turns: ["what are my odds and what moves would bump them up"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["if I win out do I get in? and who's leading the league right now"],
    expect: ["scenario", "leaders"],
    scenario: "win-out",
  },
  {
    turns: ["How does Jonathan Taylor look for the rest of the season, and is this a sell-high window?"],
    expect: ["outlook", "tradeValue"],
    players: ["Jonathan Taylor"],
  },
  { turns: ["set my best lineup and tell me who's injured"], expect: ["lineup", "rosterStatus"] },
  {
    turns: ["trade ideas around Derrick Henry + who are some buy low guys"],
    expect: ["tradeIdeas", "buyLow"],
    players: ["Derrick Henry"],
  },
  {
    turns: ["Josh Jacobs vs Kyren Williams rest of season, who's better? and which one do I start this week"],
    expect: ["compare", "startSit"],
    players: ["Josh Jacobs", "Kyren Williams"],
  },
  {
    turns: ["how's Gibbs looking this week and is he actually questionable?"],
    expect: ["outlook", "status"],
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["I'm 5-4", "what are my odds if I lose this week, and what can I do to improve them"],
    expect: ["scenario", "improveOdds"],
    scenario: "lose-this-week",
  },
  {
    turns: ["Pollard's on bye and I'm not sure who else is", "who do I stream at RB and who else of mine is on bye?"],
    expect: ["byeCover", "rosterStatus"],
    players: ["Tony Pollard"],
    position: "RB",
  },
];
