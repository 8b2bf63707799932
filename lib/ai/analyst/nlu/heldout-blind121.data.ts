// Blind held-out evaluation set 121 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a British football (soccer) fan in his first NFL fantasy season, who mixes in soccer
// words and is unsure of the jargon.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_121: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "evening. got a big one this week against the lads from work",
      "nabers or nacua? can only fit one of them in the starting XI",
    ],
    expect: "startSit",
    players: ["Malik Nabers", "Puka Nacua"],
  },
  {
    turns: [
      "right so jacobs and jonathan taylor are both fit this week",
      "which one do i actually start, ive only got the one rb slot left",
    ],
    expect: "startSit",
    players: ["Josh Jacobs", "Jonathan Taylor"],
  },
  {
    turns: [
      "cheers for the help last week mate",
      "kittle or mcbride at tight end sunday? (the big lad who blocks and catches, think ive got that right)",
    ],
    expect: "startSit",
    players: ["George Kittle", "Trey McBride"],
  },
  {
    turns: ["garrett wilson, drake london or zay flowers... which two do i pick for the fixture this week mate"],
    expect: "startSit",
    players: ["Garrett Wilson", "Drake London", "Zay Flowers"],
  },
  {
    turns: ["should i start kyren or breece hall this week", "ok cheers. same again but henry or saquon?"],
    expect: "startSit",
    players: ["Derrick Henry", "Saquon Barkley"],
  },
  {
    turns: ["gibbs or bijan for sunday, and is gibbs actually carrying a knock or is that just twitter nonsense?"],
    expect: ["startSit", "status"],
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },

  // compare
  {
    turns: [
      "not fussed about this week, just generally who's the better player for the rest of the season - jsn or bowers?",
    ],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Brock Bowers"],
  },
  {
    turns: ["achane vs james cook ros (think thats what you lot call it), who's the better back"],
    expect: "compare",
    players: ["De'Von Achane", "James Cook"],
  },
  {
    turns: [
      "been watching loads of dolphins highlights",
      "is waddle a better player than tyreek now? feels like the young lad has overtaken the old pro",
    ],
    expect: "compare",
    players: ["Jaylen Waddle", "Tyreek Hill"],
  },
  {
    turns: [
      "how's ceedee lamb looking for the rest of the year",
      "fair enough. would you rather have him or ja'marr chase from now til the end of the season",
    ],
    expect: "compare",
    players: ["CeeDee Lamb", "Ja'Marr Chase"],
  },
  {
    turns: ["kelce or laporta going forward, who's the better tight end? long term i mean, not this weeks match"],
    expect: "compare",
    players: ["Travis Kelce", "Sam LaPorta"],
  },
  {
    turns: [
      "is jefferson still better than amon-ra overall?",
      "what about nico collins vs tee higgins then, same question",
    ],
    expect: "compare",
    players: ["Nico Collins", "Tee Higgins"],
  },

  // slot
  {
    turns: ["who should i play at flex this week? still not 100% sure what flex even means tbh"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["my running backs are a right mess this season", "who's the best option for the rb2 spot this weekend?"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["who goes in at tight end for me this week, i've got two lads there and both are rubbish"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["who do i stick in the flex this week", "and what about next week, same spot"],
    expect: "slot",
    position: "FLEX",
    week: "next",
  },
  {
    turns: ["this league has a superflex thing which i dont really get. who do i put in it this week?"],
    expect: "slot",
  },
  {
    turns: ["sorted the flex, cheers", "now who's my best shout at wr3 for sunday"],
    expect: "slot",
    position: "WR",
  },

  // lineup
  {
    turns: ["can you cast an eye over my starting line up for this week and tell me if it's alright"],
    expect: "lineup",
  },
  {
    turns: ["pick my strongest team for the weekend please, like a gaffer naming his best XI"],
    expect: "lineup",
  },
  {
    turns: ["is my lineup ok for this week?", "what about for next week then"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: [
      "first proper week doing this myself",
      "anything wrong with my starters? dont want to be the muppet who leaves an injured lad in the team",
    ],
    expect: "lineup",
  },
  {
    turns: ["optimise my lineup for week 11 pls"],
    expect: "lineup",
    week: 11,
  },
  {
    turns: ["sort my lineup out for this week, and who am i even playing against?"],
    expect: ["lineup", "matchup"],
  },

  // outlook
  {
    turns: ["is malik nabers actually any good or was that just a purple patch"],
    expect: "outlook",
    players: ["Malik Nabers"],
  },
  {
    turns: ["what should i expect from ashton jeanty this weekend? roughly how many points"],
    expect: "outlook",
    players: ["Ashton Jeanty"],
  },
  {
    turns: ["who's the rookie receiver at carolina, mcmillan is it?", "whats his outlook for the rest of the season"],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
  },
  {
    turns: ["is bucky irving legit?", "and omarion hampton? same question"],
    expect: "outlook",
    players: ["Omarion Hampton"],
  },
  {
    turns: ["is ladd mcconkey the real deal or a one season wonder"],
    expect: "outlook",
    players: ["Ladd McConkey"],
  },
  {
    turns: ["start chuba or jacobs?", "ok and what's chuba projected for this week on his own"],
    expect: "outlook",
    players: ["Chuba Hubbard"],
  },
  {
    turns: ["is kenneth walker fit this week, and what's his outlook for the rest of the season?"],
    expect: ["status", "outlook"],
    players: ["Kenneth Walker III"],
  },

  // status
  {
    turns: ["is christian mccaffrey playing this week? heard he's picked up a knock in training"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["is davante adams on one of these bye weeks this week? is a bye like an international break or what"],
    expect: "status",
    players: ["Davante Adams"],
  },
  {
    turns: ["who's better rest of season, godwin or mike evans?", "ok and is godwin actually fit to play this week?"],
    expect: "status",
    players: ["Chris Godwin"],
  },
  {
    turns: ["kamara is listed as questionable?? what does that even mean, is he playing or not"],
    expect: "status",
    players: ["Alvin Kamara"],
  },
  {
    turns: ["mark andrews", "has he been training this week or what"],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: ["what's the news on jalen hurts", "is he gonna play sunday or not"],
    expect: "status",
    players: ["Jalen Hurts"],
  },

  // tradeValue
  {
    turns: [
      "should i flog brandon aiyuk while people still rate him? feels like selling a striker right after a hat-trick",
    ],
    expect: "tradeValue",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["what's javonte williams worth in a trade? what sort of fee could i get for him"],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },
  {
    turns: ["egbuka's had a quiet few weeks", "is now the time to buy him on the cheap?"],
    expect: "tradeValue",
    players: ["Emeka Egbuka"],
  },
  {
    turns: ["what's up with amon-ra, is he hurt?", "right, so should i be selling him or just hold"],
    expect: "tradeValue",
    players: ["Amon-Ra St. Brown"],
  },
  {
    turns: ["hold or sell etienne"],
    expect: "tradeValue",
    players: ["Travis Etienne Jr."],
  },
  {
    turns: [
      "rashee rice - sell high? the lads in the group chat all say cash in now. and while youre at " +
        "it who else is a good buy low",
    ],
    expect: ["tradeValue", "buyLow"],
    players: ["Rashee Rice"],
  },

  // buyLow
  {
    turns: ["who are the good buy low lads around the league right now? players whose value has dipped"],
    expect: "buyLow",
  },
  {
    turns: ["any sell high candidates on my squad i should cash in on before the market turns?"],
    expect: "buyLow",
  },
  {
    turns: [
      "i want to make a trade but no idea who to go for",
      "which players are undervalued at the minute that i could buy cheap",
    ],
    expect: "buyLow",
  },
  {
    turns: ["who should i buy low on", "and who should i sell high?"],
    expect: "buyLow",
  },
  {
    turns: [
      "any lads out of form but with good underlying numbers i could buy cheap? like a striker with " +
        "loads of xG who just isnt scoring",
    ],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["someone's offered me kyle pitts for jordan addison, do i accept? pitts would be coming to me"],
    expect: "trade",
    players: ["Kyle Pitts", "Jordan Addison"],
  },
  {
    turns: ["got a trade offer, they want my jameson williams and i'd get chris olave. good deal?"],
    expect: "trade",
    players: ["Jameson Williams", "Chris Olave"],
  },
  {
    turns: ["would you do tony pollard and jaylen warren for joe burrow? the 2 for 1 thing"],
    expect: "trade",
    players: ["Tony Pollard", "Jaylen Warren", "Joe Burrow"],
  },
  {
    turns: ["got a trade offer in, first one ever", "they want xavier worthy and i'd get jaxson dart back. thoughts?"],
    expect: "trade",
    players: ["Xavier Worthy", "Jaxson Dart"],
  },
  {
    turns: [
      "is josh allen for cam skattebo plus brian thomas jr a fair swap? feels like one of those " +
        "transfers where i'm getting fleeced",
    ],
    expect: "trade",
    players: ["Josh Allen", "Cam Skattebo", "Brian Thomas Jr."],
  },
  {
    turns: [
      "coach ellis has been messaging me",
      "he's offering tucker kraft for my terry mclaurin straight up, who wins that",
    ],
    expect: "trade",
    players: ["Tucker Kraft", "Terry McLaurin"],
  },

  // tradeIdeas
  {
    turns: [
      "lost my best running back for the season",
      "who could i trade for to replace him? is the transfer window still open",
    ],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: ["who'd be a good trade partner for me? someone with spare wide receivers they'd part with"],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: ["can you put together a 2 for 1 using dk metcalf and woody marks to land a proper star"],
    expect: "tradeIdeas",
    players: ["DK Metcalf", "Woody Marks"],
  },
  {
    turns: ["what could i get out of blitz brigade for patrick mahomes"],
    expect: "tradeIdeas",
    players: ["Patrick Mahomes"],
    team: "Blitz Brigade",
  },
  {
    turns: ["my tight end is absolutely rubbish", "who could i trade for to sort that out"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["build me a trade package around tyrone tracy jr and rhamondre stevenson - who should i be targeting?"],
    expect: "tradeIdeas",
    players: ["Tyrone Tracy Jr.", "Rhamondre Stevenson"],
  },

  // waivers
  {
    turns: ["who's the best free agent to pick up this week? basically a free transfer yeah?"],
    expect: "waivers",
  },
  {
    turns: ["how much of my faab should i bid on j.k. dobbins? not sure how the blind bidding thing works"],
    expect: "waivers",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["my rbs are dropping like flies", "any decent ones on the waiver wire?"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["who should i pick up off waivers", "what about a tight end specifically"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: ["is jake ferguson worth putting a claim in for? and what would you bid"],
    expect: "waivers",
    players: ["Jake Ferguson"],
  },
  {
    turns: ["who should i grab off the wire this week and who do i chuck to make room"],
    expect: ["waivers", "dropStash"],
  },

  // sleepers
  {
    turns: [
      "we're allowed 7 bench spots which feels like loads",
      "who are some sleepers to fill them with? proper under the radar lads",
    ],
    expect: "sleepers",
  },
  {
    turns: [
      "any breakout candidates for the second half of the season? like an academy kid about to get " +
        "his chance in the first team",
    ],
    expect: "sleepers",
  },
  {
    turns: ["who's worth stashing on my bench now that might blow up later on"],
    expect: "sleepers",
  },
  {
    turns: ["deep pickups for next week? the ones nobody else in the league has clocked yet"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["any sleeper receivers?", "and running backs?"],
    expect: "sleepers",
    position: "RB",
  },
  {
    turns: ["best pickup this week, and any deeper sleepers worth a punt?"],
    expect: ["waivers", "sleepers"],
  },

  // dropStash
  {
    turns: ["drake maye's injured, do i bin him or keep him on the bench till he's back"],
    expect: "dropStash",
    players: ["Drake Maye"],
  },
  {
    turns: ["rome odunze is out for a few weeks, worth holding onto or should i cut him"],
    expect: "dropStash",
    players: ["Rome Odunze"],
  },
  {
    turns: ["just tried to claim someone and it says my roster is full", "who should i release"],
    expect: "dropStash",
  },
  {
    turns: [
      "mike evans has done his hamstring",
      "so do i drop him or stash him? in football you'd just keep him in the squad and wait",
    ],
    expect: "dropStash",
    players: ["Mike Evans"],
  },
  {
    turns: ["should i hang on to my injured lads or get rid"],
    expect: "dropStash",
  },
  {
    turns: ["which of my bench players is dead weight and should be cut"],
    expect: "dropStash",
  },

  // byeCover
  {
    turns: ["bo nix is on bye next week, who do i pick up to cover him"],
    expect: "byeCover",
    players: ["Bo Nix"],
    week: "next",
  },
  {
    turns: ["goedert's on bye in week 12", "who can i stream at tight end to cover"],
    expect: "byeCover",
    players: ["Dallas Goedert"],
    position: "TE",
    week: 12,
  },
  {
    turns: ["who covers for quinshon judkins while he's away on his bye? is a bye like a suspension or what"],
    expect: "byeCover",
    players: ["Quinshon Judkins"],
  },
  {
    turns: ["is jakobi meyers on bye this week?", "ok so who do i replace him with"],
    expect: "byeCover",
    players: ["Jakobi Meyers"],
  },
  {
    turns: ["my defence is on bye in week 12, who can i stream instead"],
    expect: "byeCover",
    position: "DEF",
    week: 12,
  },
  {
    turns: ["who's on bye next week in my squad, and who do i pick up to cover them"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
  },

  // playoffs
  {
    turns: ["what are my chances of making the playoffs? is it like qualifying for europe"],
    expect: "playoffs",
  },
  {
    turns: ["we're 7-2 i think", "can i still nick a first round bye?"],
    expect: "playoffs",
  },
  {
    turns: ["what are the odds i actually win the whole thing this year"],
    expect: "playoffs",
  },
  {
    turns: ["what's my record", "and am i going to make the playoffs from here"],
    expect: "playoffs",
  },
  {
    turns: ["am i safe for a playoff spot or am i in a relegation scrap"],
    expect: "playoffs",
  },
  {
    turns: ["what are my playoff chances and what can i do to improve them"],
    expect: ["playoffs", "improveOdds"],
  },

  // scenario
  {
    turns: ["if i win all my remaining matches do i get into the playoffs"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["there's four games left right", "if i win 2 of them am i through?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["what happens to my playoff chances if i lose this weekend"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["what are my playoff odds", "and if i win out?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["say i win three more games, is that enough to go through?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  {
    turns: ["if i lose this week's match am i basically done? and what can i do about it"],
    expect: ["scenario", "improveOdds"],
    scenario: "lose-this-week",
  },

  // improveOdds
  {
    turns: ["what moves should i make to give myself a better chance of making the playoffs"],
    expect: "improveOdds",
  },
  {
    turns: ["how do i improve my team? what would make the biggest difference"],
    expect: "improveOdds",
  },
  {
    turns: ["what are my playoff odds", "how do i push that number up"],
    expect: "improveOdds",
  },
  {
    turns: ["what should i be doing to strengthen the squad for the run-in"],
    expect: "improveOdds",
  },
  {
    turns: ["give me a plan to boost my playoff odds before the trade deadline"],
    expect: "improveOdds",
  },
  {
    turns: ["we've lost three on the bounce", "what do i change to turn it around and get into the playoffs"],
    expect: "improveOdds",
  },

  // matchup
  {
    turns: ["who am i up against this weekend"],
    expect: "matchup",
  },
  {
    turns: ["who am i playing this week", "what are my chances of winning it"],
    expect: "matchup",
  },
  {
    turns: ["preview of my week 11 fixture please"],
    expect: "matchup",
    week: 11,
  },
  {
    turns: ["who's my opponent this week", "and next week?"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: ["how do i stack up against red zone raiders this week"],
    expect: "matchup",
    team: "Red Zone Raiders",
  },
  {
    turns: ["am i favourite or underdog this weekend"],
    expect: "matchup",
  },

  // projectedTotal
  {
    turns: ["how many points am i projected to score this week"],
    expect: "projectedTotal",
  },
  {
    turns: ["whats my floor and ceiling for this weekend"],
    expect: "projectedTotal",
  },
  {
    turns: ["projected total for week 12?"],
    expect: "projectedTotal",
    week: 12,
  },
  {
    turns: ["how many points will i get this week", "and what's the worst case"],
    expect: "projectedTotal",
  },
  {
    turns: ["how's my lineup looking", "roughly what score should it put up on sunday"],
    expect: "projectedTotal",
  },
  {
    turns: ["what's my projected score and is that enough to beat whoever im playing"],
    expect: ["projectedTotal", "matchup"],
  },

  // record
  {
    turns: ["what's my record"],
    expect: "record",
  },
  {
    turns: ["bit of a rough start to the season", "where am i in the table now"],
    expect: "record",
  },
  {
    turns: ["what's blitz brigade's record? they've been flying"],
    expect: "record",
    team: "Blitz Brigade",
  },
  {
    turns: ["who's top of the league?", "and where do i sit?"],
    expect: "record",
  },
  {
    turns: ["how many wins and losses have i got"],
    expect: "record",
  },
  {
    turns: ["what's my record and am i in the playoff places"],
    expect: ["record", "playoffs"],
  },

  // leaders
  {
    turns: ["who's top of the league"],
    expect: "leaders",
  },
  {
    turns: ["show me the full table please"],
    expect: "leaders",
  },
  {
    turns: ["who's scored the most points this season"],
    expect: "leaders",
  },
  {
    turns: ["who's the strongest team in the league? who's the man city of this thing"],
    expect: "leaders",
  },
  {
    turns: ["what's my record", "and who's leading the league?"],
    expect: "leaders",
  },
  {
    turns: ["who's top of the table and how far behind am i"],
    expect: ["leaders", "record"],
  },

  // rosterStatus
  {
    turns: ["who on my team is injured this week"],
    expect: "rosterStatus",
  },
  {
    turns: ["any of my lads on bye next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["before i set my team", "injury report for my squad please"],
    expect: "rosterStatus",
  },
  {
    turns: ["who've i got missing for week 12, byes and knocks"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["any injuries on my roster?", "and byes next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["who's injured on my team, and then sort my lineup around them"],
    expect: ["rosterStatus", "lineup"],
  },

  // positionRank
  {
    turns: ["rank my running backs for this week"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["order my wide receivers best to worst for this week's match"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["i've got a few tight ends and no clue which is which", "rank them for this week"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["rank my wrs for this week", "now the rbs"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["rank my quarterbacks for week 11"],
    expect: "positionRank",
    position: "QB",
    week: 11,
  },
  {
    turns: ["pecking order of my receivers for next week please"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },

  // help
  {
    turns: ["hello mate"],
    expect: "help",
  },
  {
    turns: ["what can you actually do? first season playing this, bit lost"],
    expect: "help",
  },
  {
    turns: ["hiya, how does this work"],
    expect: "help",
  },
  {
    turns: ["alright? what sort of things can i ask you"],
    expect: "help",
  },
  {
    turns: ["hi", "what are you for exactly"],
    expect: "help",
  },
  {
    turns: ["morning! can you help me with my team? no idea where to start"],
    expect: "help",
  },

  // None
  {
    turns: ["who's going to win the premier league this year"],
    expect: "None",
  },
  {
    turns: ["thanks for that", "whats the weather like in green bay on sunday, going to the game"],
    expect: "None",
  },
  {
    turns: ["this is doing my head in", "tell me a joke to cheer me up"],
    expect: "None",
  },
  {
    turns: ["what odds would you give on mahomes throwing over 2.5 touchdowns"],
    expect: "None",
  },
  {
    turns: ["can you help with my kid's maths homework"],
    expect: "None",
  },
  {
    turns: ["who should i start at flex", "unrelated but is arsenal playing tonight?"],
    expect: "None",
  },
];
