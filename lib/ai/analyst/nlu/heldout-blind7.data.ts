// Seventh blind held-out set for the GM's understanding, written by someone who never saw the training paraphrases,
// the cue lists, the other held-out sets or the evaluation script: only the families' one-line meanings and the
// demo league's team names. The voices are an anxious first-year manager who over-explains and hedges, a group-chat
// trash talker (emoji, slang, ALL CAPS), a phone typist with autocorrect slips and missing words, a spreadsheet-minded
// manager who asks with numbers and conditions, and an indirect asker who relays a buddy's opinion or a nagging doubt.
// It is scored once and never tuned on.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_7: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "Hi, sorry if this is a dumb question, I'm new to this. I have both Jaxon Smith-Njigba and Ladd McConkey and " +
        "I can only play one of them this week because of how my league is set up. I keep going back and forth. " +
        "Which one would you play?",
    ],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Ladd McConkey"],
  },
  {
    turns: ["YO do i roll out JT or Bijan this week 🔥🔥 need to BURY my opponent"],
    expect: "startSit",
    players: ["Jonathan Taylor", "Bijan Robinson"],
  },
  { turns: ["shud i start kelce this wk or sit him"], expect: "startSit", players: ["Travis Kelce"] },
  {
    turns: [
      "Bucky Irving or Chase Brown this week: which one has the higher projected floor in PPR? I'll start " +
        "whichever comes out ahead.",
    ],
    expect: "startSit",
    players: ["Bucky Irving", "Chase Brown"],
  },
  {
    turns: [
      "My buddy keeps telling me I'm crazy for benching Jameson Williams for Courtland Sutton this week. Thoughts?",
    ],
    expect: "startSit",
    players: ["Jameson Williams", "Courtland Sutton"],
  },
  {
    turns: ["Should I start Drake Maye this week?", "what about Bo Nix, start him?"],
    expect: "startSit",
    players: ["Bo Nix"],
  },
  {
    turns: ["Puka or Nico this week? be honest", "and next week?"],
    expect: "startSit",
    players: ["Puka Nacua", "Nico Collins"],
    week: "next",
  },
  {
    turns: [
      "Who do I start this week, Jaylen Waddle or DeVonta Smith?",
      "what about Courtland Sutton instead of Smith?",
    ],
    expect: "startSit",
    players: ["Jaylen Waddle", "Courtland Sutton"],
  },
  {
    turns: [
      "If the total in the Rams game stays above 48, do I start Davante Adams over DK Metcalf this week? Just need " +
        "the call.",
    ],
    expect: "startSit",
    players: ["Davante Adams", "DK Metcalf"],
  },

  // compare
  {
    turns: [
      "I'm not asking about this week specifically, more like for the rest of the season: who do you think is the " +
        "better player to have, Ashton Jeanty or Omarion Hampton? I traded for one of them and now I'm " +
        "second-guessing myself.",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["ROS who's got more juice: CMC or SAQUON?? settle this, my league chat is at WAR 😤"],
    expect: "compare",
    players: ["Christian McCaffrey", "Saquon Barkley"],
  },
  { turns: ["who better rest of yr lamb or chase"], expect: "compare", players: ["CeeDee Lamb", "Ja'Marr Chase"] },
  {
    turns: [
      "Rank these three for the rest of the regular season in half-PPR: Zay Flowers, DJ Moore, Jaylen Waddle. " +
        "Rest-of-season value only, not a start decision.",
    ],
    expect: "compare",
    players: ["Zay Flowers", "DJ Moore", "Jaylen Waddle"],
  },
  {
    turns: [
      "how's Tetairoa McMillan looking for the rest of the season?",
      "compare him to Emeka Egbuka the rest of the way",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: [
      "I keep wondering whether Trey McBride is actually better than Brock Bowers for the rest of the year or if " +
        "I'm just a Cardinals homer.",
      "what about Kittle vs Bowers then",
    ],
    expect: "compare",
    players: ["George Kittle", "Brock Bowers"],
  },

  // outlook
  {
    turns: [
      "Sorry, one more thing. I'm not sure what to expect from Josh Jacobs this week. Like, is he going to have a " +
        "good game or should I brace myself? I'm starting him no matter what, I just want to know what his " +
        "projection looks like.",
    ],
    expect: "outlook",
    players: ["Josh Jacobs"],
  },
  {
    turns: ["BREECE HALL gonna COOK next week or nah?? 🍳🍳"],
    expect: "outlook",
    players: ["Breece Hall"],
    week: "next",
  },
  { turns: ["whats the outlook for kyren rest of season"], expect: "outlook", players: ["Kyren Williams"] },
  {
    turns: ["What's Lamar Jackson's projected point total for week 12, and how wide is the range around it?"],
    expect: "outlook",
    players: ["Lamar Jackson"],
    week: 12,
  },
  {
    turns: ["what's Derrick Henry projected for this week?", "and jayden daniels?"],
    expect: "outlook",
    players: ["Jayden Daniels"],
  },
  { turns: ["how's Puka looking this week?", "next week?"], expect: "outlook", players: ["Puka Nacua"], week: "next" },

  // status
  {
    turns: [
      "I saw something on Twitter about Brock Purdy's toe but I don't really understand the injury reports yet. Is " +
        "he actually going to play this week or not? I don't want to get caught with a zero.",
    ],
    expect: "status",
    players: ["Brock Purdy"],
  },
  { turns: ["IS MAHOMES HURT?? saw him limping 😭😭"], expect: "status", players: ["Patrick Mahomes"] },
  { turns: ["is ceedee playin sunday"], expect: "status", players: ["CeeDee Lamb"] },
  {
    turns: [
      "What's Nico Collins's practice participation this week (DNP, limited or full), and is he officially listed " +
        "as questionable?",
    ],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["is Rashee Rice good to go this week?", "what about Xavier Worthy"],
    expect: "status",
    players: ["Xavier Worthy"],
  },
  {
    turns: ["start Chris Olave or Jakobi Meyers this week?", "wait is olave even healthy?"],
    expect: "status",
    players: ["Chris Olave"],
  },

  // lineup
  {
    turns: [
      "I set my lineup last night but I honestly have no idea if I did it right. Could you look over my whole " +
        "starting lineup and tell me if anything is wrong before kickoff?",
    ],
    expect: "lineup",
  },
  { turns: ["optimize my lineup rn I'M TRYNA WIN BY 50 💯"], expect: "lineup" },
  { turns: ["can u check my starters r right for this wk"], expect: "lineup" },
  {
    turns: [
      "Maximize projected points: set my optimal starting lineup for week 11 given the current injury designations.",
    ],
    expect: "lineup",
    week: 11,
  },
  { turns: ["I just picked up Kyle Monangai off waivers", "ok now is my lineup set right?"], expect: "lineup" },

  // slot
  {
    turns: [
      "Okay, so I have one flex spot and I'm torn between like four guys on my bench. Who should I put there this " +
        "week? I don't want to overthink it but I definitely am.",
    ],
    expect: "slot",
  },
  { turns: ["who goes in my TE spot this week, my current guy is GARBAGE 🗑️🗑️"], expect: "slot", position: "TE" },
  { turns: ["who shd i put at rb2 this wk"], expect: "slot", position: "RB" },
  {
    turns: ["Which rostered player maximizes expected points in my WR3 slot for week 11?"],
    expect: "slot",
    position: "WR",
    week: 11,
  },
  {
    turns: ["who should I start at flex this week?", "ok and who goes in my QB spot?"],
    expect: "slot",
    position: "QB",
  },

  // matchup
  {
    turns: [
      "Who am I even playing this week? And, I guess, do I have a realistic chance? I lost last week and I'm kind " +
        "of nervous.",
    ],
    expect: "matchup",
  },
  { turns: ["how bad am i gonna SMOKE coach rowan this week 😂🔥"], expect: "matchup", team: "End Zone Envy" },
  { turns: ["What's my win probability this week, and the projected margin versus my opponent?"], expect: "matchup" },
  {
    turns: ["I'm curious how Sunday Scaries' game shakes out this week. Who's favored?"],
    expect: "matchup",
    team: "Sunday Scaries",
  },
  { turns: ["what are my odds to win this week?", "what about next week's matchup?"], expect: "matchup", week: "next" },
  {
    turns: ["who am I playing this week?", "what about Coach Tatum's team, who are they up against?"],
    expect: "matchup",
    team: "Red Zone Raiders",
  },

  // waivers
  {
    turns: [
      "I have $63 of FAAB left and I'm scared of blowing it. Is there anyone on the waiver wire worth going after " +
        "this week, and how much should I actually bid?",
    ],
    expect: "waivers",
  },
  { turns: ["WHO'S THE WAIVER PICKUP THIS WEEK 🚨 gimme a name"], expect: "waivers" },
  { turns: ["need a rb off waivers whos good"], expect: "waivers", position: "RB" },
  {
    turns: ["Kyle Monangai is available. Assuming a $100 budget with $41 remaining, what's the right FAAB bid on him?"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: [
      "Everyone in my league is talking about who they're picking up this week and I feel like I'm missing out. " +
        "Who should I be grabbing?",
    ],
    expect: "waivers",
  },
  { turns: ["who are the best waiver adds this week?", "how much should I bid on the top one?"], expect: "waivers" },

  // buyLow
  {
    turns: [
      "I read an article about buy-low guys and I think I get the idea? Who would be good buy-low targets right " +
        "now, if there are any?",
    ],
    expect: "buyLow",
  },
  { turns: ["who should i SELL HIGH before they crash 📉📉 gotta fleece somebody"], expect: "buyLow" },
  {
    turns: [
      "Identify players whose points per game trail their expected fantasy points by the widest margin: buy-low " +
        "candidates I should target.",
    ],
    expect: "buyLow",
  },
  {
    turns: ["My league-mate says now's the time to sell high on my hot guys. Who on my roster is at peak value?"],
    expect: "buyLow",
  },
  {
    turns: ["who's the best sell-high candidate on my roster?", "any buy-low guys on other teams too?"],
    expect: "buyLow",
  },

  // trade
  {
    turns: [
      "Someone offered me a trade and I really don't want to get ripped off. He'd give me Jonathan Taylor and I'd " +
        "give him Amon-Ra St. Brown and Jake Ferguson. Is that fair? Should I accept? I'm bad at these.",
    ],
    expect: "trade",
    players: ["Jonathan Taylor", "Amon-Ra St. Brown", "Jake Ferguson"],
  },
  {
    turns: ["BRO someone offered me Gibbs for my Puka + Kraft 😂😂 do i SMASH accept??"],
    expect: "trade",
    players: ["Jahmyr Gibbs", "Puka Nacua", "Tucker Kraft"],
  },
  {
    turns: ["trade offer my hurts for his allen straight up shud i take it"],
    expect: "trade",
    players: ["Jalen Hurts", "Josh Allen"],
  },
  {
    turns: [
      "Trade evaluation: I send Bijan Robinson; I receive Ja'Marr Chase and Chuba Hubbard. Net rest-of-season " +
        "projected points for each side, and who wins it?",
    ],
    expect: "trade",
    players: ["Bijan Robinson", "Ja'Marr Chase", "Chuba Hubbard"],
  },
  {
    turns: ["My buddy wants my George Kittle for his Tee Higgins. He swears it's even. Thoughts?"],
    expect: "trade",
    players: ["George Kittle", "Tee Higgins"],
  },
  {
    turns: ["I'm being offered Justin Jefferson for Saquon Barkley", "should I accept?"],
    expect: "trade",
    players: ["Justin Jefferson", "Saquon Barkley"],
  },
  {
    turns: [
      "Would you do Kenneth Walker for Rhamondre Stevenson and Jakobi Meyers?",
      "what if it was Walker for just Meyers?",
    ],
    expect: "trade",
    players: ["Kenneth Walker III", "Jakobi Meyers"],
  },
  {
    turns: ["my leaguemate offered me Tucker Kraft for Dallas Goedert", "is that a good deal for me?"],
    expect: "trade",
    players: ["Tucker Kraft", "Dallas Goedert"],
  },
  {
    turns: ["WHO WINS THIS: my Henry for his Achane + Pickens 👀"],
    expect: "trade",
    players: ["Derrick Henry", "De'Von Achane", "George Pickens"],
  },

  // tradeValue
  {
    turns: [
      "I'm not planning to trade him necessarily, but I'm curious: what would Brian Thomas Jr. actually be worth " +
        "in a trade right now? I don't want to undersell if someone asks.",
    ],
    expect: "tradeValue",
    players: ["Brian Thomas Jr."],
  },
  { turns: ["how much is JAMARR worth on the trade market 💰💰"], expect: "tradeValue", players: ["Ja'Marr Chase"] },
  { turns: ["whats trade value of james cook"], expect: "tradeValue", players: ["James Cook"] },
  {
    turns: ["On a 0-100 scale, what's Mark Andrews's current trade value relative to an average starter?"],
    expect: "tradeValue",
    players: ["Mark Andrews"],
  },
  {
    turns: ["how's Jaylen Warren's outlook for the rest of the year?", "what's he worth in a trade?"],
    expect: "tradeValue",
    players: ["Jaylen Warren"],
  },

  // tradeIdeas
  {
    turns: [
      "I think I need help at tight end but I don't really know how trading works yet. Could you suggest some " +
        "trades that would make sense for me?",
    ],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["what can i GET for Kelce b4 he retires mid-season 😂👴"],
    expect: "tradeIdeas",
    players: ["Travis Kelce"],
  },
  { turns: ["any 2 for 1 trade ideas for me"], expect: "tradeIdeas" },
  {
    turns: [
      "Propose trades where I consolidate two of my bench wide receivers into one top-12 wide receiver, keeping my " +
        "projected total within 5%.",
    ],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: [
      "Someone in my league said I should shop Javonte Williams while he's hot. What kind of deals could I find " +
        "for him?",
    ],
    expect: "tradeIdeas",
    players: ["Javonte Williams"],
  },
  {
    turns: ["my RB depth is awful", "who could I trade for at running back to fix that?"],
    expect: "tradeIdeas",
    position: "RB",
  },

  // playoffs
  {
    turns: [
      "Be honest with me, but gently: what are my chances of actually making the playoffs this year? I've been " +
        "stressing about it all week.",
    ],
    expect: "playoffs",
  },
  { turns: ["AM I MAKING THE DANCE OR WHAT 🕺🏆"], expect: "playoffs" },
  { turns: ["wat r my playof odds"], expect: "playoffs" },
  { turns: ["I keep wondering if I'm going to sneak into the postseason. Where do my odds sit?"], expect: "playoffs" },
  { turns: ["what's my record?", "so am I gonna make the playoffs?"], expect: "playoffs" },

  // improveOdds
  {
    turns: [
      "If there's anything I can do to give myself a better shot at the playoffs, I want to do it. What moves " +
        "would help the most? I'm open to anything, really.",
    ],
    expect: "improveOdds",
  },
  { turns: ["what moves get me INTO the playoffs 🏃‍♂️💨 i'll do ANYTHING"], expect: "improveOdds" },
  { turns: ["how do i boost my playoff chancs"], expect: "improveOdds" },
  {
    turns: ["Which single roster move would raise my playoff probability by the most percentage points?"],
    expect: "improveOdds",
  },
  { turns: ["what are my playoff odds?", "ok how do I improve that?"], expect: "improveOdds" },

  // record
  {
    turns: [
      "I've kind of lost track of how I'm doing. What's my record, and where am I in the standings? I think I'm in " +
        "the middle but I'm not sure.",
    ],
    expect: "record",
  },
  { turns: ["where we at in the standings 👀 top dog or nah"], expect: "record" },
  { turns: ["whats my recrod"], expect: "record" },
  { turns: ["Current W-L, points for, and standings position for my team, please."], expect: "record" },
  { turns: ["did I win last week?", "so what's my overall record now?"], expect: "record" },

  // rosterStatus
  {
    turns: [
      "I'm worried I have a bunch of guys hurt or on bye and I didn't notice. Can you check my whole roster for " +
        "injuries and byes this week?",
    ],
    expect: "rosterStatus",
  },
  { turns: ["any of my guys on bye next wk"], expect: "rosterStatus", week: "next" },
  {
    turns: ["List every player on my roster who is on bye or carries an injury designation in week 12."],
    expect: "rosterStatus",
    week: 12,
  },
  { turns: ["any injuries on my team this week?", "what about week 13?"], expect: "rosterStatus", week: 13 },
  {
    turns: ["I have a feeling my roster is about to get wrecked by byes. Which of my guys are out for week 14?"],
    expect: "rosterStatus",
    week: 14,
  },

  // positionRank
  {
    turns: [
      "I have way too many wide receivers and I don't know who's best. Could you rank my WRs for this week, from " +
        "best to worst?",
    ],
    expect: "positionRank",
    position: "WR",
  },
  { turns: ["rank my RBs rn who's the GOAT and who's the GOAT-not 🐐"], expect: "positionRank", position: "RB" },
  { turns: ["rank my qbs for this wk"], expect: "positionRank", position: "QB" },
  {
    turns: ["Order my tight ends by week 11 projection, highest first."],
    expect: "positionRank",
    position: "TE",
    week: 11,
  },
  { turns: ["rank my running backs this week", "now do receivers"], expect: "positionRank", position: "WR" },

  // projectedTotal
  {
    turns: [
      "How many points is my team projected to score this week? I want to know what to expect so I don't panic on " +
        "Sunday.",
    ],
    expect: "projectedTotal",
  },
  { turns: ["how many we DROPPIN this week 💣 gimme the number"], expect: "projectedTotal" },
  {
    turns: ["What's my team's projected total this week, with the 10th and 90th percentile outcomes?"],
    expect: "projectedTotal",
  },
  {
    turns: ["I keep wondering what a realistic ceiling and floor look like for my team's score this week."],
    expect: "projectedTotal",
  },
  { turns: ["who am I playing this week?", "how many points am I projected for?"], expect: "projectedTotal" },

  // leaders
  {
    turns: [
      "Which team is the best in our league right now? I keep hearing different things and I want to know who I " +
        "should be most scared of.",
    ],
    expect: "leaders",
  },
  { turns: ["WHO'S THE TOP DOG IN THE LEAGUE 🐶👑 and don't say me lol"], expect: "leaders" },
  { turns: ["who leads league in points"], expect: "leaders" },
  {
    turns: ["My buddy swears Blitz Brigade is the best team in the league. Is he right?"],
    expect: "leaders",
    team: "Blitz Brigade",
  },
  { turns: ["what's my record?", "ok who's in first place?"], expect: "leaders" },

  // sleepers
  {
    turns: [
      "I've heard people talk about sleepers. Are there any under-the-radar guys I should think about picking up? " +
        "I'm honestly not sure what I'm looking for.",
    ],
    expect: "sleepers",
  },
  { turns: ["any sleeper wrs to grab"], expect: "sleepers", position: "WR" },
  {
    turns: ["List under-the-radar players rostered in under 30% of leagues with rising usage who could pay off."],
    expect: "sleepers",
  },
  {
    turns: ["I always feel like I'm late on the guys who break out. Who's flying under the radar right now?"],
    expect: "sleepers",
  },
  {
    turns: ["who are the best waiver adds this week?", "any deeper sleepers though, guys nobody's talking about?"],
    expect: "sleepers",
  },

  // dropStash
  {
    turns: [
      "Malik Nabers tore his ACL and I still have him on my roster. I feel bad just dropping him. Should I keep " +
        "him on IR or let him go?",
    ],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  { turns: ["is it time to CUT Tyreek 🗑️ or stash him"], expect: "dropStash", players: ["Tyreek Hill"] },
  { turns: ["drop burrow or ir him"], expect: "dropStash", players: ["Joe Burrow"] },
  {
    turns: [
      "I have one open IR slot. Brandon Aiyuk: stash or drop, given his expected return date and my bench depth?",
    ],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["is Omarion Hampton hurt?", "should I drop him or stash him?"],
    expect: "dropStash",
    players: ["Omarion Hampton"],
  },

  // byeCover
  {
    turns: [
      "My quarterback is on bye next week and I kind of panicked when I realized it. Who could I pick up or play " +
        "to cover for him?",
    ],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  { turns: ["my TE on BYE 😤 who's the streamer"], expect: "byeCover", position: "TE" },
  { turns: ["need a k for bye week"], expect: "byeCover", position: "K" },
  {
    turns: ["Best defense streamer to cover my DEF's week 12 bye, ranked by projected points?"],
    expect: "byeCover",
    position: "DEF",
    week: 12,
  },
  {
    turns: ["who on my team is on bye next week?", "who can I stream at WR to cover the bye?"],
    expect: "byeCover",
    position: "WR",
    week: "next",
  },

  // scenario
  {
    turns: ["If I somehow win every game I have left, would I definitely make the playoffs? Or could I still miss?"],
    expect: "scenario",
    scenario: "win-out",
  },
  { turns: ["if i lose this week am i COOKED 💀 playoff odds??"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["if i go 3 and 2 rest of way wat r my odds"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  {
    turns: ["Conditional on finishing 4-1 over the final five weeks, what's my playoff probability?"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },
  {
    turns: ["I keep wondering what happens if I just win two more games. Is that enough to get into the playoffs?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["what are my playoff odds right now?", "what if I go 2-3 the rest of the way?"],
    expect: "scenario",
    scenario: { wins: 2, games: 5 },
  },

  // help
  {
    turns: ["Hi! I'm new to fantasy and to this app. What kinds of things can you actually help me with?"],
    expect: "help",
  },
  { turns: ["wut can u even do bro 🤨"], expect: "help" },
  { turns: ["List the types of questions you can answer."], expect: "help" },
  { turns: ["hello", "how do i use this thing"], expect: "help" },

  // None
  {
    turns: ["Who's going to win the Lakers game tonight? I have LeBron in my fantasy basketball league."],
    expect: "None",
  },
  { turns: ["What's the spread on Chiefs-Bills this weekend? Thinking of putting $50 on it."], expect: "None" },
  { turns: ["Who holds the NFL record for most rushing yards in a single season?"], expect: "None" },
  { turns: ["is it gonna rain in green bay sunday"], expect: "None" },
  { turns: ["tell me a joke about the COWBOYS 😂😂"], expect: "None" },
  {
    turns: ["My girlfriend says I spend too much time on fantasy football. How do I fix my relationship?"],
    expect: "None",
  },
  { turns: ["Who should I draft first overall in my fantasy hockey league?"], expect: "None" },
  {
    turns: [
      "who should I start at flex this week?",
      "also what's the weather gonna be for my kid's soccer game saturday",
    ],
    expect: "None",
  },

  // multi-part
  {
    turns: ["Is Josh Allen playing this week, and if he is, should I start him over Baker Mayfield?"],
    expect: ["status", "startSit"],
    players: ["Josh Allen", "Baker Mayfield"],
  },
  { turns: ["whats my record and wat r my playoff odds"], expect: ["record", "playoffs"] },
  {
    turns: ["WHO AM I PLAYING this week and how many points am i projected 🔥"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: [
      "Malik Nabers is done for the year, right?",
      "so should I drop him, and who should I pick up off waivers instead?",
    ],
    expect: ["dropStash", "waivers"],
    players: ["Malik Nabers"],
  },
  {
    turns: ["What's my playoff probability now, and what would it be if I win out?"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  {
    turns: [
      "Could you check that my lineup is right, and also tell me if anyone on my roster is hurt or on bye? Sorry, " +
        "I know that's two things.",
    ],
    expect: ["lineup", "rosterStatus"],
  },
  {
    turns: [
      "My buddy says Drake London is worth a first-round pick. What's he actually worth in a trade, and what could " +
        "I realistically get for him?",
    ],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Drake London"],
  },
  {
    turns: ["rank my wrs this wk and whos the best waiver pickup"],
    expect: ["positionRank", "waivers"],
    position: "WR",
  },
];
