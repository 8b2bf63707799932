// Blind held-out evaluation set 47 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a Texas oil-field worker, a quiet librarian, a retiree whose grandkids set up his
// team, an esports caster.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_47: HeldOutCase[] = [
  // startSit
  {
    turns: ["fixin to head out on a 14-day hitch, no signal out there. do I start Chuba or Rhamondre this week?"],
    expect: "startSit",
    players: ["Chuba Hubbard", "Rhamondre Stevenson"],
  },
  {
    turns: ["I'm uncertain whether I ought to start Jordan Love this week. The matchup looks rather unkind."],
    expect: "startSit",
    players: ["Jordan Love"],
  },
  {
    turns: [
      "My grandson put a fellow named Bucky Irving on my team. He says he is good.",
      "Should I play him on Sunday or leave him on the bench?",
    ],
    expect: "startSit",
    players: ["Bucky Irving"],
  },
  {
    turns: ["BIG decision on the desk tonight chat. Egbuka or Zay Flowers, who's getting the nod this week??"],
    expect: "startSit",
    players: ["Emeka Egbuka", "Zay Flowers"],
  },
  {
    turns: [
      "gonna start Bo Nix this week",
      "actually hold up. Nix or Baker, which one y'all reckon I oughta roll with",
    ],
    expect: "startSit",
    players: ["Bo Nix", "Baker Mayfield"],
  },
  {
    turns: ["start or sit Kincaid week 11, be honest, no copium"],
    expect: "startSit",
    players: ["Dalton Kincaid"],
    week: 11,
  },
  {
    turns: ["benching Ken Walker this week, good call or am I throwing? also is Skattebo still out"],
    expect: ["startSit", "status"],
    players: ["Kenneth Walker III", "Cam Skattebo"],
  },

  // compare
  {
    turns: [
      "Over the remainder of the season, would you say Ladd McConkey or Jaxon Smith-Njigba is the better " +
        "receiver to have?",
    ],
    expect: "compare",
    players: ["Ladd McConkey", "Jaxon Smith-Njigba"],
  },
  {
    turns: ["who's better rest of the year, Breece or James Cook? and what's Breece worth if I shop him"],
    expect: ["compare", "tradeValue"],
    players: ["Breece Hall", "James Cook"],
  },
  {
    turns: [
      "My granddaughter says Puka Nacua is the best player on my team.",
      "Is he really better than that Lamb fellow for the rest of the year?",
    ],
    expect: "compare",
    players: ["Puka Nacua", "CeeDee Lamb"],
  },
  {
    turns: [
      "hot take segment: Jeanty vs Omarion Hampton for the rest of the season. who's the better piece long term?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "I've been reading a good deal about Tetairoa McMillan lately.",
      "How does he compare with Travis Hunter over the rest of 2025, in your estimation?",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Travis Hunter"],
  },
  {
    turns: ["who's better ros, Chase Brown or Kyren? not askin bout sunday, askin bout the whole rest of the year"],
    expect: "compare",
    players: ["Chase Brown", "Kyren Williams"],
  },

  // slot
  {
    turns: [
      "Chuba's locked in at RB1 for me regardless",
      "but I got a hole at flex this week. who off my bench fills it best?",
    ],
    expect: "slot",
  },
  {
    turns: ["Who would you put in my second running back spot this week?"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["THE GRANDKIDS SAY I NEED SOMEBODY AT QUARTERBACK THIS WEEK. WHO SHOULD IT BE"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["flex spot is the final boss this week fr", "who do I slot in there, I'm completely lost"],
    expect: "slot",
  },
  {
    turns: ["my tight end spot is a dang mess", "who you want startin there this week?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["Which of my receivers belongs in the WR2 position this week, would you say?"],
    expect: "slot",
    position: "WR",
  },

  // lineup
  {
    turns: [
      "Can you please look over my whole team for Sunday and tell me if it is set right? " +
        "I do not want to mess it up again like last time.",
    ],
    expect: "lineup",
  },
  {
    turns: ["optimize my lineup, full send, best possible starters for this week"],
    expect: "lineup",
  },
  {
    turns: [
      "I made a couple of changes to my starters this morning.",
      "Would you mind checking whether the lineup as a whole is optimal now?",
    ],
    expect: "lineup",
  },
  {
    turns: ["week 11 is upon us boys", "run a full lineup check for me, anything I should swap?"],
    expect: "lineup",
    week: 11,
  },
  {
    turns: ["headin to the rig before sunup. set my lineup for this week and tell me what I'm projected to put up"],
    expect: ["lineup", "projectedTotal"],
  },

  // outlook
  {
    turns: ["What sort of ceiling does Jahmyr Gibbs have this week?"],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["what's Puka's rest of season outlook looking like, and what would he fetch in a trade rn?"],
    expect: ["outlook", "tradeValue"],
    players: ["Puka Nacua"],
  },
  {
    turns: ["I have a player named Trey McBride.", "How many points do they think he will score this week?"],
    expect: "outlook",
    players: ["Trey McBride"],
  },
  {
    turns: [
      "Derrick Henry been runnin like a freight train",
      "what kinda numbers y'all expectin from him the rest of the season",
    ],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: ["Gibbs outlook for next week?", "and Bijan?"],
    expect: "outlook",
    players: ["Bijan Robinson"],
    week: "next",
  },
  {
    turns: ["I'm curious about Brock Bowers' projection for week 12. Is his range of outcomes wide?"],
    expect: "outlook",
    players: ["Brock Bowers"],
    week: 12,
  },

  // status
  {
    turns: ["is Nico Collins playin sunday? and if he is, do I start him over Jauan Jennings"],
    expect: ["status", "startSit"],
    players: ["Nico Collins", "Jauan Jennings"],
  },
  {
    turns: ["Is George Kittle hurt? My grandson told me he was on some kind of list."],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: ["injury desk, Malik Nabers. what's the word, is he out?"],
    expect: "status",
    players: ["Malik Nabers"],
  },
  {
    turns: [
      "I noticed a small note beside Jayden Daniels' name.",
      "Is he expected to play this weekend, or is it a game-time decision?",
    ],
    expect: "status",
    players: ["Jayden Daniels"],
  },
  {
    turns: ["Kamara was limited in practice again", "he gonna suit up or nah"],
    expect: "status",
    players: ["Alvin Kamara"],
  },
  {
    turns: ["is Rashee Rice good to go this week", "what about Worthy, any injury news on him?"],
    expect: "status",
    players: ["Xavier Worthy"],
  },

  // tradeValue
  {
    turns: ["What would you say Garrett Wilson is worth on the trade market at this point?"],
    expect: "tradeValue",
    players: ["Garrett Wilson"],
  },
  {
    turns: ["should I sell JT while he's hot or hang onto him"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["A man in my league keeps asking about my Saquon Barkley.", "Is he worth a lot? Should I keep him?"],
    expect: "tradeValue",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["sell or hold on DK Metcalf, what's the market price on him rn"],
    expect: "tradeValue",
    players: ["DK Metcalf"],
  },
  {
    turns: ["everybody in the league been messagin me bout Achane", "what's he worth in a trade, ballpark"],
    expect: "tradeValue",
    players: ["De'Von Achane"],
  },
  {
    turns: ["Is Drake London a sell-high candidate? And, separately, is he healthy at the moment?"],
    expect: ["tradeValue", "status"],
    players: ["Drake London"],
  },

  // buyLow
  {
    turns: ["who are the buy-low targets right now? guys whose stock is in the dumpster but the talent is still elite"],
    expect: "buyLow",
  },
  {
    turns: ["trade deadline's comin up quick", "any fellas I oughta be buyin low on before it hits?"],
    expect: "buyLow",
  },
  {
    turns: ["Which players around the league might I buy low on, and what could I get in return for Terry McLaurin?"],
    expect: ["buyLow", "tradeIdeas"],
    players: ["Terry McLaurin"],
  },
  {
    turns: ["My grandson said something about buying low.", "Which players should I try to buy low on?"],
    expect: "buyLow",
  },
  {
    turns: ["give me some sell-high candidates league wide", "ok and the buy lows?"],
    expect: "buyLow",
  },
  {
    turns: ["who's overpriced right now that I oughta sell high on? league-wide, not one guy in partic'lar"],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["fella offered me Drake London for my Josh Jacobs. do I take it or tell him to pound sand"],
    expect: "trade",
    players: ["Drake London", "Josh Jacobs"],
  },
  {
    turns: [
      "I've been offered Tee Higgins and Tucker Kraft in exchange for Kenneth Walker III. " +
        "Is that a fair deal for me?",
    ],
    expect: "trade",
    players: ["Tee Higgins", "Tucker Kraft", "Kenneth Walker III"],
  },
  {
    turns: ["TRADE ALERT!! my Mahomes for his Jalen Hurts straight up. smash accept or nah"],
    expect: "trade",
    players: ["Patrick Mahomes", "Jalen Hurts"],
  },
  {
    turns: [
      "Someone wants to make a trade with me.",
      "They would give me Sam LaPorta and I would give them Courtland Sutton. Is that a good trade?",
    ],
    expect: "trade",
    players: ["Sam LaPorta", "Courtland Sutton"],
  },
  {
    turns: [
      "got an offer, Chase Brown for my Jaylen Waddle",
      "what if he throws in Jake Ferguson too, Brown and Ferguson for Waddle?",
    ],
    expect: "trade",
    players: ["Chase Brown", "Jake Ferguson", "Jaylen Waddle"],
  },
  {
    turns: [
      "someone in the discord just pinged me with an offer",
      "would you do Bucky Irving for Jameson Williams? thinking about sending it",
    ],
    expect: "trade",
    players: ["Bucky Irving", "Jameson Williams"],
  },

  // waivers
  {
    turns: ["How much of my FAAB budget would you suggest I bid on Kyle Monangai?"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: [
      "RB room is looking thin after the injuries",
      "waiver wire speedrun: best RB available right now, go go go",
    ],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["My grandson says there is something called the waiver wire.", "Who should I pick up from it this week?"],
    expect: "waivers",
  },
  {
    turns: ["I got 43 bucks of FAAB left", "how much I oughta throw at Woody Marks?"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: ["who should I grab off the wire this week? and is it time to cut Aiyuk to make room"],
    expect: ["waivers", "dropStash"],
    players: ["Brandon Aiyuk"],
  },

  // playoffs
  {
    turns: ["What are my chances of getting into the playoffs this year?"],
    expect: "playoffs",
  },
  {
    turns: ["playoff odds check chat, are we in or are we cooked"],
    expect: "playoffs",
  },
  {
    turns: ["be straight with me, am I makin the playoffs or not"],
    expect: "playoffs",
  },
  {
    turns: ["We lost a close one last week, sadly.", "Where do my playoff odds stand now?"],
    expect: "playoffs",
  },
  {
    turns: ["what's my record sittin at", "and what're my playoff chances lookin like?"],
    expect: "playoffs",
  },
  {
    turns: ["what are my playoff odds and what moves would bump them up?"],
    expect: ["playoffs", "improveOdds"],
  },

  // improveOdds
  {
    turns: ["What moves might I make to improve my chances of reaching the playoffs?"],
    expect: "improveOdds",
  },
  {
    turns: ["what do I gotta do to sneak into the playoffs, gimme some moves"],
    expect: "improveOdds",
  },
  {
    turns: ["My playoff odds are not so good, my grandson says.", "What can I do to make them better?"],
    expect: "improveOdds",
  },
  {
    turns: ["playoff odds sitting at like 30%, not great chat", "what's the play to boost that number?"],
    expect: "improveOdds",
  },
  {
    turns: ["tell me straight, what trades or pickups would help my playoff chances the most"],
    expect: "improveOdds",
  },
  {
    turns: ["what moves raise my playoff odds, and who should I snag off waivers this week?"],
    expect: ["improveOdds", "waivers"],
  },

  // matchup
  {
    turns: ["who'm I up against this week"],
    expect: "matchup",
  },
  {
    turns: ["Am I favoured in this week's matchup against Pocket Passers?"],
    expect: "matchup",
    team: "Pocket Passers",
  },
  {
    turns: ["Who is my team playing this week, and do you think we will win?"],
    expect: "matchup",
  },
  {
    turns: ["matchup preview time 🎙️", "what's my win probability vs Coach Blake this week"],
    expect: "matchup",
    team: "Sunday Scaries",
  },
  {
    turns: ["this week's gonna be a dogfight", "am I the favorite or the underdog?"],
    expect: "matchup",
  },
  {
    turns: ["What does my win probability look like for next week's game?"],
    expect: "matchup",
    week: "next",
  },

  // record
  {
    turns: ["What is my record right now? I forget."],
    expect: "record",
  },
  {
    turns: ["where we sitting in the standings, what place are we in"],
    expect: "record",
  },
  {
    turns: ["just got off a 12 hour tower", "how many wins we got so far"],
    expect: "record",
  },
  {
    turns: ["I've lost track of the season a bit, I'm afraid.", "What is Gridiron Gurus' current win-loss record?"],
    expect: "record",
  },
  {
    turns: ["we won again last night!! 🤠", "so what's that put us at, record-wise?"],
    expect: "record",
  },
  {
    turns: ["what's my record and am I favored this week?"],
    expect: ["record", "matchup"],
  },

  // rosterStatus
  {
    turns: ["Could you tell me which of my players are injured or on bye this week?"],
    expect: "rosterStatus",
  },
  {
    turns: ["who on my squad's banged up"],
    expect: "rosterStatus",
  },
  {
    turns: ["Do I have anybody with the bye week next week? My granddaughter said I should check."],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["injury report time", "full roster sweep, who's hurt and who's on bye week 12"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["byes are killin me this year", "who of mine is off next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["Which of my players are on bye next week, and whom could I stream to cover them?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
  },

  // positionRank
  {
    turns: ["rank my WRs for this week, top to bottom, tier list style"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Would you rank my running backs for week 11, please?"],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  {
    turns: ["line up my receivers best to worst this week"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: [
      "I have too many tight ends, my grandson says.",
      "Which one is best this week and which is worst? Put them in order for me.",
    ],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["rank my RBs this week", "now do the same for my WRs next week"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  {
    turns: ["how do my QBs stack up for next week, best to worst"],
    expect: "positionRank",
    position: "QB",
    week: "next",
  },

  // projectedTotal
  {
    turns: ["how many points am I projected for this week"],
    expect: "projectedTotal",
  },
  {
    turns: ["What's my team's projected floor and ceiling for week 12?"],
    expect: "projectedTotal",
    week: 12,
  },
  {
    turns: ["what's our projected total this week and what's my win prob looking like"],
    expect: ["projectedTotal", "matchup"],
  },
  {
    turns: [
      "My grandson says every team gets a number of points they are expected to score.",
      "What is my number for this Sunday?",
    ],
    expect: "projectedTotal",
  },
  {
    turns: ["projected total this week?", "and next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["I just swapped Javonte in for Dowdle", "so what's my team projected for now"],
    expect: "projectedTotal",
  },

  // leaders
  {
    turns: ["who's the top dog in the league right now, best team by record"],
    expect: "leaders",
  },
  {
    turns: ["Which team has scored the most points in the league so far?"],
    expect: "leaders",
  },
  {
    turns: ["been off grid for a week on the rig", "show me the whole league standings"],
    expect: "leaders",
  },
  {
    turns: ["Everybody at church asks me how the league is going.", "Which team is in first place?"],
    expect: "leaders",
  },
  {
    turns: ["who leads the league in points for", "and who's got the best playoff odds overall?"],
    expect: "leaders",
  },
  {
    turns: ["who's the best team in this league, and how do I stack up, what's my record"],
    expect: ["leaders", "record"],
  },

  // sleepers
  {
    turns: ["give me some deep sleepers for next week, guys nobody's talking about"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Are there any under-the-radar players I might consider for next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["any sleeper WRs out there y'all like"],
    expect: "sleepers",
    position: "WR",
  },
  {
    turns: ["What is a sleeper? My grandson keeps saying it.", "Do you have any sleepers for me?"],
    expect: "sleepers",
  },
  {
    turns: ["need a sleeper", "specifically a TE, someone flying under the radar for next week"],
    expect: "sleepers",
    position: "TE",
    week: "next",
  },
  {
    turns: ["who's flyin under the radar right now that nobody else has caught onto"],
    expect: "sleepers",
  },

  // dropStash
  {
    turns: ["Should I drop Tyreek Hill now that he's injured, or keep him on IR?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["got three guys hurt, which ones do I cut and which ones go on IR"],
    expect: "dropStash",
  },
  {
    turns: ["Joe Burrow is hurt again, the TV said.", "Should I let him go or keep him?"],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  {
    turns: ["Skattebo's done for the year, right?", "ok so do I drop him or stash him"],
    expect: "dropStash",
    players: ["Cam Skattebo"],
  },
  {
    turns: ["Dobbins went on IR", "stash him or cut bait"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["Among my injured players, who is worth stashing on IR and who should simply be dropped?"],
    expect: "dropStash",
  },

  // byeCover
  {
    turns: ["my QB's on bye next week, who can I stream"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: ["My tight end has a bye this week. Could you suggest a replacement to stream?"],
    expect: "byeCover",
    position: "TE",
  },
  {
    turns: ["kicker's on bye, need a one-week streamer, who we got"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["My grandson says my running back has a bye next week.", "Who could fill in for him for that one week?"],
    expect: "byeCover",
    position: "RB",
    week: "next",
  },
  {
    turns: ["both my WR1 and WR2 off on bye week 11", "who's a decent fill-in receiver I could grab?"],
    expect: "byeCover",
    position: "WR",
    week: 11,
  },
  {
    turns: ["bye week coverage at TE, who's the best stream for next week"],
    expect: "byeCover",
    position: "TE",
    week: "next",
  },

  // scenario
  {
    turns: ["if I win out, am I in?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["Supposing I go 3-1 over the remaining four weeks, what would my playoff odds be?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["What happens to my playoff chances if we lose this Sunday?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["ok hypothetical time", "we go 2-2 the rest of the way, what do the odds look like"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["what are my playoff odds", "ok what if I just win two more"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["if I win out what are my odds, and who am I playing this week"],
    expect: ["scenario", "matchup"],
    scenario: "win-out",
  },

  // tradeIdeas
  {
    turns: ["what can I get for George Pickens? shopping him around, need ideas"],
    expect: "tradeIdeas",
    players: ["George Pickens"],
  },
  {
    turns: ["Could you suggest some 2-for-1 trade ideas that would consolidate my depth?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["which team oughta I be tradin with? somebody who needs a RB and has a WR to spare"],
    expect: "tradeIdeas",
  },
  {
    turns: ["My grandson says I have too many running backs.", "Who could I trade one of them to, and for what?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Coach Tatum's been lookin for a QB", "what could I pry loose from Red Zone Raiders if I offer Dak?"],
    expect: "tradeIdeas",
    players: ["Dak Prescott"],
    team: "Red Zone Raiders",
  },

  // help
  {
    turns: ["What exactly can you do for me? My grandkids set this up and I don't know how it works."],
    expect: "help",
  },
  {
    turns: ["How does this assistant work? What sorts of questions may I ask?"],
    expect: "help",
  },
  {
    turns: ["yo what's in your kit, what can the GM actually do"],
    expect: "help",
  },
  {
    turns: ["buddy on the crew told me bout this app", "how do I use this thing"],
    expect: "help",
  },
  {
    turns: ["Hello.", "Can you explain to me what you are for?"],
    expect: "help",
  },
  {
    turns: ["Thank you for the lineup advice earlier.", "Out of curiosity, what else are you able to help me with?"],
    expect: "help",
  },

  // None
  {
    turns: ["what's the weather gonna be out in Midland tomorrow"],
    expect: "None",
  },
  {
    turns: ["Can you tell me a good recipe for pecan pie? My late wife used to make one every Thanksgiving."],
    expect: "None",
  },
  {
    turns: ["who wins worlds this year, T1 or Gen.G?"],
    expect: "None",
  },
  {
    turns: ["Could you recommend a good mystery novel for a rainy weekend?"],
    expect: "None",
  },
  {
    turns: [
      "alright lineup's set, thanks",
      "what's the spread on the Cowboys game sunday, wanna put a few bucks on it",
    ],
    expect: "None",
  },
  {
    turns: ["Thank you for the help with my team.", "Do you know a good joke? The grandkids are visiting."],
    expect: "None",
  },
  {
    turns: ["lineup's locked in", "unrelated but who won the NBA finals last year"],
    expect: "None",
  },
  {
    turns: ["What year was the Library of Congress founded?"],
    expect: "None",
  },
];
