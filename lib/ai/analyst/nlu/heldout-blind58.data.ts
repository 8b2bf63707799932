// Blind held-out evaluation set 58 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a very polite Midwestern grandma, a gym-obsessed bodybuilder who talks in gains,
// a Ghanaian-English speaker, and an ICU night nurse typing fast on break.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_58: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "Good morning, dear. I have Jaylen Warren and Rhamondre Stevenson and I can only play one of them " +
        "on Sunday. Which one would you start?",
    ],
    expect: "startSit",
    players: ["Jaylen Warren", "Rhamondre Stevenson"],
  },
  {
    turns: [
      "bro tetairoa mcmillan has been a BEAST, rookie gains every single week 💪",
      "do i roll him out this sunday or bench him vs that defense",
    ],
    expect: "startSit",
    players: ["Tetairoa McMillan"],
  },
  {
    turns: [
      "Please I want to ask, between Bo Nix and Jared Goff, who should I start this weekend? I beg, I am confused",
    ],
    expect: "startSit",
    players: ["Bo Nix", "Jared Goff"],
  },
  {
    turns: ["should i start jameson williams this wk", "ok and quentin johnston? same q"],
    expect: "startSit",
    players: ["Quentin Johnston"],
  },
  {
    turns: [
      "I was planning on starting Kyle Pitts this week.",
      "Ope, but then there's Hunter Henry too. Which of the two should go in, do you suppose?",
    ],
    expect: "startSit",
    players: ["Kyle Pitts", "Hunter Henry"],
  },

  // compare
  {
    turns: [
      "Chale, Puka Nacua or Amon-Ra St. Brown, who is the better player for the rest of the season? " +
        "I am thinking of long time, not only this week",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: ["jeanty vs hampton", "not this week, long term. who's the bigger dawg rest of season 🏋️"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["ros drake london vs garrett wilson who u got", "ok swap wilson for jsn. same question"],
    expect: "compare",
    players: ["Drake London", "Jaxon Smith-Njigba"],
  },
  {
    turns: [
      "Which of these two fellas will be better the rest of the way, Jake Ferguson or Dalton Kincaid? " +
        "I'm not asking about this Sunday, hon, just the long haul.",
    ],
    expect: "compare",
    players: ["Jake Ferguson", "Dalton Kincaid"],
  },
  {
    turns: [
      "I have been watching Emeka Egbuka, he is doing well o",
      "From now till the end of the season, who is better, him or Luther Burden?",
    ],
    expect: "compare",
    players: ["Emeka Egbuka", "Luther Burden III"],
  },

  // slot
  {
    turns: [
      "Hello, dear. Who would you put in my flex spot this Sunday? " +
        "I have a few fellas on the bench and I just can't pick.",
    ],
    expect: "slot",
  },
  {
    turns: ["need a body for my RB2 spot this week. who's got the most gas in the tank"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["who goes in my flex, lineup locks soon and im about to go into a pt room"],
    expect: "slot",
  },
  {
    turns: ["Please who should I play at my QB position this week? My quarterback is not giving me points at all"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["My WR2 has been very poor, I am tired of him", "Who should I put in that WR2 spot this week then?"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["who's filling my flex this week", "what about next week, same spot"],
    expect: "slot",
    week: "next",
  },

  // lineup
  {
    turns: [
      "Would you be a dear and look over my whole lineup for this week? " +
        "I want to make sure I haven't left anybody silly in there.",
    ],
    expect: "lineup",
  },
  {
    turns: ["optimize my lineup bro, maximum gains this week, no skipped reps 💪"],
    expect: "lineup",
  },
  {
    turns: ["set my lineup for me pls, working 3 nights in a row and wont be able to check"],
    expect: "lineup",
  },
  {
    turns: ["Kindly check my starting lineup for this week for me, is everything correct?"],
    expect: "lineup",
  },
  {
    turns: ["lineup look ok for this wk?", "what abt week 12, can u set that one too"],
    expect: "lineup",
    week: 12,
  },
  {
    turns: [
      "I put Ashton Jeanty back in since he's feeling better.",
      "Would you look over the rest of my lineup for this week too, please? Thank you kindly.",
    ],
    expect: "lineup",
  },

  // outlook
  {
    turns: ["what's the ceiling on achane this week, like max pump scenario"],
    expect: "outlook",
    players: ["De'Von Achane"],
  },
  {
    turns: [
      "I've had Josh Allen on my team all year and he's been a delight.",
      "How many points do you expect him to score this week, dear?",
    ],
    expect: "outlook",
    players: ["Josh Allen"],
  },
  {
    turns: ["how many pts is bucky irving projected", "and next week?"],
    expect: "outlook",
    players: ["Bucky Irving"],
    week: "next",
  },
  {
    turns: [
      "I just traded for George Pickens",
      "How do you see him for the rest of the season? Will he be good for me?",
    ],
    expect: "outlook",
    players: ["George Pickens"],
  },
  {
    turns: ["trey mcbride ros outlook? just curious, not trading him"],
    expect: "outlook",
    players: ["Trey McBride"],
  },

  // status
  {
    turns: ["Oh dear, I heard Jayden Daniels got hurt. Is he going to be able to play this Sunday?"],
    expect: "status",
    players: ["Jayden Daniels"],
  },
  {
    turns: ["bro is mccaffrey hurt or what? he looked gassed last week like after a heavy leg day"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Please is Chris Olave fit to play this week?"],
    expect: "status",
    players: ["Chris Olave"],
  },
  {
    turns: ["is mark andrews questionable?", "what about kittle"],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: [
      "My grandson tells me Omarion Hampton has a bum ankle.",
      "Is he one of those game-time decisions, do you know?",
    ],
    expect: "status",
    players: ["Omarion Hampton"],
  },

  // tradeValue
  {
    turns: ["what's gibbs worth on the trade market rn? dude is jacked, if i flip him i want max return"],
    expect: "tradeValue",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["What sort of value does Travis Kelce have in a trade these days? I'd hate to sell him too cheap."],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: ["rico dowdle has been carrying me lol", "sell high or hold? 2 sentences max, on break"],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  {
    turns: ["whats jsn trade value", "ok and tee higgins"],
    expect: "tradeValue",
    players: ["Tee Higgins"],
  },
  {
    turns: [
      "Javonte Williams has been scoring well for me",
      "What is he worth in a trade now? Should I sell him or keep him?",
    ],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },

  // buyLow
  {
    turns: ["Are there any players around the league I could buy low on right now, before folks catch on?"],
    expect: "buyLow",
  },
  {
    turns: ["who are the buy-low guys rn? looking for cheap bulk before the playoffs"],
    expect: "buyLow",
  },
  {
    turns: ["who are the sell high guys rn league wide, sry typing w one hand"],
    expect: "buyLow",
  },
  {
    turns: ["Please which players have their value down now, so I can buy them cheap from the other managers?"],
    expect: "buyLow",
  },
  {
    turns: ["any buy lows", "any at wr specifically"],
    expect: "buyLow",
    position: "WR",
  },
  {
    turns: [
      "I've been reading about this 'buying low' business in the paper.",
      "Who would be some good buy-low fellas in our league right now?",
    ],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["Coach Ellis offered me his Drake London for my James Cook. Is that a fair trade, dear?"],
    expect: "trade",
    players: ["Drake London", "James Cook"],
  },
  {
    turns: ["trade offer: my mike evans for his tony pollard. y/n"],
    expect: "trade",
    players: ["Mike Evans", "Tony Pollard"],
  },
  {
    turns: [
      "A man in my league wants to give me Jaylen Waddle and take my Chase Brown. Please is it a good deal for me?",
    ],
    expect: "trade",
    players: ["Jaylen Waddle", "Chase Brown"],
  },
  {
    turns: ["got offered derrick henry for ladd mcconkey", "should i take it"],
    expect: "trade",
    players: ["Derrick Henry", "Ladd McConkey"],
  },
  {
    turns: [
      "thinking of offering my trey mcbride for george kittle + a bench rb",
      "actually scratch the rb. just mcbride for kittle straight up, good move?",
    ],
    expect: "trade",
    players: ["Trey McBride", "George Kittle"],
  },

  // waivers
  {
    turns: ["top waiver pickup this wk? have 34 faab left"],
    expect: "waivers",
  },
  {
    turns: ["Who should I pick up off the waiver wire this week? I have a little room on my bench, dear."],
    expect: "waivers",
  },
  {
    turns: ["how much faab do i throw at kyle monangai? tryna bulk up my rb room"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["Please which free agent running back should I add this week?"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["My bench is weak o, herh", "Who can I pick from the free agents to make it strong?"],
    expect: "waivers",
  },
  {
    turns: ["who to grab off waivers", "need a te tho not a wr"],
    expect: "waivers",
    position: "TE",
  },

  // playoffs
  {
    turns: ["What are my chances of making the playoffs this year, dear? Be honest, I can take it."],
    expect: "playoffs",
  },
  {
    turns: ["just hit a PR on bench AND won my week 💪", "so what are my playoff odds looking like now bro"],
    expect: "playoffs",
  },
  {
    turns: ["Chale, do I still have a chance to reach the playoffs?"],
    expect: "playoffs",
  },
  {
    turns: ["am i still alive for playoffs", "like percentage wise"],
    expect: "playoffs",
  },
  {
    turns: ["We won again this week, I'm just tickled!", "So what do my playoff chances look like now?"],
    expect: "playoffs",
  },

  // improveOdds
  {
    turns: ["what moves do i make to boost my playoff odds? need a full transformation program here"],
    expect: "improveOdds",
  },
  {
    turns: ["What could I do to improve my chances of getting into the playoffs, hon?"],
    expect: "improveOdds",
  },
  {
    turns: ["how do i raise my playoff %? trades, pickups, whatever works"],
    expect: "improveOdds",
  },
  {
    turns: ["My playoff chances are looking small small", "What can I do to increase them?"],
    expect: "improveOdds",
  },
  {
    turns: ["playoff odds", "ok how do i get that number up"],
    expect: "improveOdds",
  },

  // matchup
  {
    turns: ["Are we favored against the Hail Mary Heroes this week, dear? I'd like to know before bridge club."],
    expect: "matchup",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["am i favored this week or am i the underdog? need to know how hard to go"],
    expect: "matchup",
  },
  {
    turns: ["Please who is my opponent this week and can I beat them?"],
    expect: "matchup",
  },
  {
    turns: ["who am i up against this week", "how do i stack up vs them, am i favored"],
    expect: "matchup",
  },
  {
    turns: ["matchup this week?", "and next wk?"],
    expect: "matchup",
    week: "next",
  },

  // record
  {
    turns: ["Could you remind me what our record is? I lose track, dear."],
    expect: "record",
  },
  {
    turns: ["where do i rank in the standings rn"],
    expect: "record",
  },
  {
    turns: ["Please what position is my team in the league now?"],
    expect: "record",
  },
  {
    turns: ["We lost again last week, herh", "So what is our record now?"],
    expect: "record",
  },
  {
    turns: ["wait did we win last wk", "whats that make our record"],
    expect: "record",
  },

  // rosterStatus
  {
    turns: ["Does anybody on my team have a bye this week? I'd hate to start a fella who isn't even playing."],
    expect: "rosterStatus",
  },
  {
    turns: ["who's on bye next week on my squad"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["Please check for me, who on my team is injured now?"],
    expect: "rosterStatus",
  },
  {
    turns: ["byes this wk?", "what about week 13"],
    expect: "rosterStatus",
    week: 13,
  },
  {
    turns: ["my roster is banged up bro, like the day after max deadlifts", "who's actually hurt on my team rn"],
    expect: "rosterStatus",
  },

  // positionRank
  {
    turns: ["rank my wrs for this week, strongest to weakest"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Could you put my running backs in order for this week, best to worst?"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["Please arrange my wide receivers from the best to the least for next week"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  {
    turns: ["rank my wrs", "now tes"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: [
      "I have too many running backs, I don't know who is the best among them",
      "Please rank them for me for this week",
    ],
    expect: "positionRank",
    position: "RB",
  },

  // projectedTotal
  {
    turns: ["How many points is my team projected to score this week, dear?"],
    expect: "projectedTotal",
  },
  {
    turns: ["what's my projected total this week + my floor and ceiling"],
    expect: "projectedTotal",
  },
  {
    turns: ["proj pts for my team wk 12? floor/ceiling too"],
    expect: "projectedTotal",
    week: 12,
  },
  {
    turns: ["team projection this wk", "what's the worst case tho"],
    expect: "projectedTotal",
  },
  {
    turns: ["how many points am i putting up this week", "next week too"],
    expect: "projectedTotal",
    week: "next",
  },

  // leaders
  {
    turns: ["who's the strongest team in the league right now? who's the alpha"],
    expect: "leaders",
  },
  {
    turns: ["Could you show me the standings for the whole league, please?"],
    expect: "leaders",
  },
  {
    turns: ["Which team has the best chance to make the playoffs in our league?"],
    expect: "leaders",
  },
  {
    turns: [
      "Somebody said Red Zone Raiders is the best team",
      "Please is that true? Which team is on top of the league?",
    ],
    expect: "leaders",
  },
  {
    turns: ["full standings pls", "sorted by points not record"],
    expect: "leaders",
  },

  // sleepers
  {
    turns: ["give me some sleepers for next week, under the radar guys ready to blow up"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Are there any under-the-radar players I should keep an eye on, dear? Sleepers, I think they call them."],
    expect: "sleepers",
  },
  {
    turns: ["deep sleepers wk 12?"],
    expect: "sleepers",
    week: 12,
  },
  {
    turns: ["Please which players are sleepers now that nobody is talking about?"],
    expect: "sleepers",
  },
  {
    turns: ["sleepers next wk", "any te sleepers"],
    expect: "sleepers",
    week: "next",
    position: "TE",
  },
  {
    turns: [
      "My son-in-law always finds these 'sleeper' fellas before anyone else does.",
      "Who are some sleepers I could get ahead of him on?",
    ],
    expect: "sleepers",
  },

  // dropStash
  {
    turns: ["Oh, I've got a couple of hurt players taking up room. Should I let them go or keep them stashed?"],
    expect: "dropStash",
  },
  {
    turns: ["nabers tore his acl. drop him or stash him in IR bro"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["Please my player Tyreek Hill is injured for the whole season, should I drop him?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["chris godwin still out?", "ok drop him or keep stashing"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  {
    turns: ["got 2 dudes on IR and 1 banged up on the bench", "who do i cut and who do i keep stashed"],
    expect: "dropStash",
  },

  // byeCover
  {
    turns: ["My quarterback is on his bye this week. Who could I pick up to fill in for him?"],
    expect: "byeCover",
    position: "QB",
  },
  {
    turns: ["k on bye, need a streamer"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["Please my running back has bye next week, who can I get to replace him?"],
    expect: "byeCover",
    position: "RB",
    week: "next",
  },
  {
    turns: ["who's on bye for me wk 12", "ok need a wr to cover that"],
    expect: "byeCover",
    position: "WR",
    week: 12,
  },
  {
    turns: ["Trey McBride has bye this week o", "Which tight end can I use to cover for him?"],
    expect: "byeCover",
    position: "TE",
  },

  // scenario
  {
    turns: ["if i go 3-1 the rest of the way what are my odds"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["playoff odds if i lose this wk"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["Please if I win two of my remaining three games, will I qualify for the playoffs?"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  {
    turns: ["What are my playoff chances, dear?", "And what if we won all the rest of our games?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["playoffs looking shaky bro", "if i win 2 more games am i in?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },

  // tradeIdeas
  {
    turns: ["Who might be a good trading partner for me in the league, dear?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["2-for-1 trade ideas? i have rb depth and need a wr1"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Please give me some trade ideas to make my team stronger"],
    expect: "tradeIdeas",
  },
  {
    turns: ["I have too many tight ends now", "Which team can I trade with to get a running back?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["trade targets at rb?", "who has one to spare"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: ["what could i pry outta the blitz brigade for kenneth walker? coach quinn loves rbs"],
    expect: "tradeIdeas",
    players: ["Kenneth Walker III"],
    team: "Blitz Brigade",
  },

  // help
  {
    turns: ["I'm new to all this, dear. What exactly can you help me with?"],
    expect: "help",
  },
  {
    turns: ["yo what can u actually do, like what's your skill set"],
    expect: "help",
  },
  {
    turns: ["Please what are the things you can do for me?"],
    expect: "help",
  },
  {
    turns: ["Hello", "I am new here, please how do you work?"],
    expect: "help",
  },
  {
    turns: ["hi", "what kinda qs can i ask u"],
    expect: "help",
  },
  {
    turns: ["ok so is this like an ai gm?? what does it actually do, explain like im post 12hr shift"],
    expect: "help",
  },

  // None
  {
    turns: ["Do you have a good recipe for tater tot hotdish? The church potluck is Sunday and I'm in charge of it."],
    expect: "None",
  },
  {
    turns: ["how many grams of protein should i eat per day on a cut"],
    expect: "None",
  },
  {
    turns: ["whats the weather tmrw morning, driving home after shift"],
    expect: "None",
  },
  {
    turns: ["Please who won the Champions League last season?"],
    expect: "None",
  },
  {
    turns: ["what's the spread on chiefs vs bills this week, tryna put money on it"],
    expect: "None",
  },
  {
    turns: ["ok lineup's set thx", "unrelated but tell me a joke, its 4am and im dying"],
    expect: "None",
  },
  {
    turns: [
      "Thank you for all your help with my team, dear.",
      "By the way, do you know what time the Macy's parade starts on Thanksgiving?",
    ],
    expect: "None",
  },
  {
    turns: ["Chale, how do I prepare jollof rice that will beat the Nigerian one?"],
    expect: "None",
  },

  // two asks in the last message
  {
    turns: ["is saquon playing this wk and if so do i start him"],
    expect: ["status", "startSit"],
    players: ["Saquon Barkley"],
  },
  {
    turns: ["Please what is our record now, and do we still have chance for playoffs?"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["week 11 is LEG DAY for my squad bro", "who am i facing and how many points am i projected to put up"],
    expect: ["matchup", "projectedTotal"],
    week: 11,
  },
  {
    turns: ["who do i grab off waivers + should i cut my 2 injured guys to make room"],
    expect: ["waivers", "dropStash"],
  },
  {
    turns: ["whats my playoff % and what do i need to do to bump it"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["Who on my team is on a bye this week, and who could I pick up to fill in for them?"],
    expect: ["rosterStatus", "byeCover"],
  },
  {
    turns: [
      "james cook is a certified freak bro, quads like tree trunks",
      "what's he worth in a trade and what could i actually get for him",
    ],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["James Cook"],
  },
  {
    turns: [
      "Brock Bowers was injured some weeks ago",
      "Please is he healthy now, and how many points will he score this week?",
    ],
    expect: ["status", "outlook"],
    players: ["Brock Bowers"],
  },
  {
    turns: ["standings check", "who's on top rn and where am i"],
    expect: ["leaders", "record"],
  },
  {
    turns: ["Could you set my lineup for this week, and tell me who we're playing?"],
    expect: ["lineup", "matchup"],
  },
  {
    turns: ["long run who's better, breece hall or kyren williams? and which one do i start this week"],
    expect: ["compare", "startSit"],
    players: ["Breece Hall", "Kyren Williams"],
  },
  {
    turns: ["Please if I win all my remaining games will I make the playoffs? And what is my chance now as it stands?"],
    expect: ["scenario", "playoffs"],
    scenario: "win-out",
  },
  {
    turns: ["wk 11 stuff pls", "rank my wrs and tell me my projected total"],
    expect: ["positionRank", "projectedTotal"],
    week: 11,
    position: "WR",
  },
  {
    turns: [
      "Is Patrick Mahomes worth much in a trade these days? And is he better than Justin Herbert " +
        "for the rest of the season?",
    ],
    expect: ["tradeValue", "compare"],
    players: ["Patrick Mahomes", "Justin Herbert"],
  },
  {
    turns: ["d'andre swift for my zay flowers, fair? and what's zay worth on his own anyway"],
    expect: ["trade", "tradeValue"],
    players: ["D'Andre Swift", "Zay Flowers"],
  },
];
