// Blind held-out evaluation set 134 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: backstory before the question.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_134: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "got smoked by like 40 last week bc i left Puka on my bench and he went " +
        "off. not making that mistake again. Puka or Garrett Wilson this week?",
    ],
    expect: "startSit",
    players: ["Puka Nacua", "Garrett Wilson"],
  },
  {
    turns: [
      "so my flex has been a black hole all season, last week Rico Dowdle gave me 3.4 " +
        "pts lol. im torn between chuba and rachaad white for sunday, who do i roll with",
    ],
    expect: "startSit",
    players: ["Chuba Hubbard", "Rachaad White"],
  },
  {
    turns: [
      "Bo Nix threw 3 picks on me last sunday and I'm still salty about it. should I start him or Goff this week",
      "ok and if it's week 12 instead?",
    ],
    expect: "startSit",
    players: ["Bo Nix", "Jared Goff"],
    week: 12,
  },
  {
    turns: [
      "my wife says I overthink this but hear me out — LaPorta has been quiet for a month " +
        "and Tucker Kraft just had 2 TDs. which TE do I start wk 11, laporta or kraft?",
    ],
    expect: "startSit",
    players: ["Sam LaPorta", "Tucker Kraft"],
    week: 11,
  },
  {
    turns: [
      "Lost a heartbreaker by 0.8 last week, I'm 4-5 now and every " +
        "point matters. Waddle or Zay Flowers in my lineup this week?",
      "and what if I throw DK Metcalf into the mix too",
    ],
    expect: "startSit",
    players: ["Jaylen Waddle", "Zay Flowers", "DK Metcalf"],
  },
  {
    turns: [
      "kyren's been banged up and skattebo looked like a wrecking ball last game so honestly im " +
        "sweating this one... kyren williams vs cam skattebo vs james cook, which two do i start",
    ],
    expect: "startSit",
    players: ["Kyren Williams", "Cam Skattebo", "James Cook"],
  },

  // compare
  {
    turns: [
      "I'm in a dynasty league and just got burned holding an aging WR way too long. " +
        "long term, who would you rather have: Malik Nabers or Marvin Harrison Jr.?",
    ],
    expect: "compare",
    players: ["Malik Nabers", "Marvin Harrison Jr."],
  },
  {
    turns: [
      "Been going back and forth all week after Jeanty's big game. rest " +
        "of season, jeanty or omarion hampton, whos the better back?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "So last year I faded Brock Bowers and regretted it all season. ROS is Bowers better than Trey McBride?",
      "what about kittle vs mcbride then",
    ],
    expect: "compare",
    players: ["George Kittle", "Trey McBride"],
  },
  {
    turns: [
      "my buddy keeps telling me Tetairoa McMillan is gonna be a monster and that i shouldve drafted " +
        "him over Egbuka. for the rest of the year tho who's actually better, mcmillan or egbuka",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: [
      "JSN has been on an absolute heater and ARSB had a quiet couple weeks, which " +
        "got me nervous. going forward which one do you trust more, JSN or ARSB?",
    ],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "keeper league, I can keep one guy next year. bijan went nuts last week " +
        "but gibbs has been steady forever. who's the better long-term piece",
      "hmm and how does Achane stack up against bijan in that same keeper situation",
    ],
    expect: "compare",
    players: ["De'Von Achane", "Bijan Robinson"],
  },

  // slot
  {
    turns: ["Lost my WR3 to a hamstring last week and my bench is ugly. who should I play at WR3 this week?"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: [
      "total brain fart last week, I dropped my stud kicker in a panic " +
        "and now that spot is a mess. which K should I start this week",
    ],
    expect: "slot",
    position: "K",
  },
  {
    turns: [
      "my flex spot has cost me two games already bc I keep picking wrong. who goes in the " +
        "flex this week? bench options are Tony Pollard, Jakobi Meyers and Javonte Williams",
    ],
    expect: "slot",
    position: "FLEX",
    players: ["Tony Pollard", "Jakobi Meyers", "Javonte Williams"],
  },
  {
    turns: [
      "defense scored me -2 last week. negative two. I want to scream. which DEF should I start this week?",
      "cool, and who's my D for next week's games",
    ],
    expect: "slot",
    position: "DEF",
    week: "next",
  },
  {
    turns: [
      "My QB got hurt in the 4th quarter last sunday and I've been refreshing " +
        "the news all morning. who should be at QB for me this week?",
    ],
    expect: "slot",
    position: "QB",
  },
  {
    turns: [
      "rb2 has been a revolving door for me since week 3, nobody sticks. who should I slot in at RB2 this week",
      "ok what about at TE",
    ],
    expect: "slot",
    position: "TE",
  },

  // lineup
  {
    turns: [
      "Dropped to 5-4 after a brutal loss where half my guys " +
        "underperformed. can you just set my best lineup for this week",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "last week I forgot to swap out a guy on bye and took a zero, which " +
        "was humiliating. check my lineup and tell me if anything looks off",
    ],
    expect: "lineup",
  },
  {
    turns: ["been traveling all week for work and barely watched any games. optimize my starting lineup for me pls"],
    expect: "lineup",
  },
  {
    turns: [
      "I've been making my lineup decisions off gut feel and it's " +
        "not working, I'm 3-6. whats my optimal lineup this week",
      "do the same for week 12",
    ],
    expect: "lineup",
    week: 12,
  },
  {
    turns: [
      "Had the most points in the league two weeks ago then scored 71 last " +
        "week lol. rebuild my whole starting lineup from scratch for sunday",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "my opponent this week is stacked and i'm nervous. can you look over my lineup?",
      "ok now what should next week's lineup be",
    ],
    expect: "lineup",
    week: "next",
  },

  // outlook
  {
    turns: [
      "Drafted Breece in the 2nd round and he's given me nothing " +
        "but heartburn. what's his outlook for the rest of the year?",
    ],
    expect: "outlook",
    players: ["Breece Hall"],
  },
  {
    turns: [
      "Woody Marks came out of nowhere and gave me 22 last week off waivers. is he for real or a one-week wonder?",
    ],
    expect: "outlook",
    players: ["Woody Marks"],
  },
  {
    turns: [
      "Pickens had a down game and my league chat is roasting me for trading for him. how's he projected this week",
    ],
    expect: "outlook",
    players: ["George Pickens"],
  },
  {
    turns: [
      "Jaxson Dart's rushing has kept me afloat but i think defenses are catching on. how does Dart look this week?",
      "and for the rest of the season?",
    ],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: [
      "Kelce looked old last week and I'm worried the cliff is finally here. is he still worth starting in general?",
    ],
    expect: "outlook",
    players: ["Travis Kelce"],
  },
  {
    turns: [
      "i grabbed Kyle Monangai on a whim and he's been decent. how's he look going forward",
      "and Quinshon Judkins?",
    ],
    expect: "outlook",
    players: ["Quinshon Judkins"],
  },

  // status
  {
    turns: [
      "CMC left the game sunday clutching his ankle and I haven't seen a single update. is he playing this week?",
    ],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["saw a tweet that tyreek missed practice wed. I've got him in my wr1 spot. what's the latest on him?"],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: [
      "My leaguemate swears Nico Collins was limited today but the app says full. what's his injury status",
      "what about Chris Godwin",
    ],
    expect: "status",
    players: ["Chris Godwin"],
  },
  {
    turns: [
      "I was at a wedding all weekend and missed everything, now people " +
        "are saying Mark Andrews got carted off?? what happened to him",
    ],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: [
      "Lamar sat out last week with the back thing and I got a zero from my backup. is he practicing this week at all?",
    ],
    expect: "status",
    players: ["Lamar Jackson"],
  },
  {
    turns: [
      "my whole season rides on Brian Thomas Jr. and he's been listed questionable. any news on BTJ?",
      "is he at least expected to go next week",
    ],
    expect: "status",
    players: ["Brian Thomas Jr."],
    week: "next",
  },

  // tradeValue
  {
    turns: [
      "Derrick Henry just put up 30 for me and I have a feeling " +
        "this is the peak at his age. should I sell high on him?",
    ],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: [
      "Someone in my league sent me a lowball for Rashee Rice and it " +
        "made me wonder. what's Rice's actual trade value right now",
    ],
    expect: "tradeValue",
    players: ["Rashee Rice"],
  },
  {
    turns: ["olave has been inconsistent all year and honestly im tired of him. sell or hold chris olave?"],
    expect: "tradeValue",
    players: ["Chris Olave"],
  },
  {
    turns: [
      "Aiyuk's been slowly getting back into form but my patience is wearing thin. what's he worth in a trade",
      "and Jordan Addison? same question",
    ],
    expect: "tradeValue",
    players: ["Jordan Addison"],
  },
  {
    turns: [
      "Jameson Williams disappeared for three straight weeks and the guy who " +
        "owns him is clearly frustrated. is this a buy-low moment for Jamo?",
    ],
    expect: "tradeValue",
    players: ["Jameson Williams"],
  },
  {
    turns: [
      "I've had DeVonta Smith since the draft and he's been fine but never great. what's his value on the trade market",
      "so would you hold him or move him",
    ],
    expect: "tradeValue",
    players: ["DeVonta Smith"],
  },

  // buyLow
  {
    turns: [
      "just lost my 3rd game in a row and I'm ready to shake things up. who are some good buy-low targets right now?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "made a couple of bad trades early in the year so I'm gun " +
        "shy now. which guys are sell-high candidates this week?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "trade deadline is in 2 weeks and I feel like I'm always late to the party. give " +
        "me a list of players whose value is about to jump that I could still get cheap",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "my roster is aging and the vets are slumping. who should I be looking to buy low on",
      "ok flip it, who should I sell high",
    ],
    expect: "buyLow",
  },
  {
    turns: ["everyone in my league is panicking about slow starters, classic overreaction. which RBs are buy lows?"],
    expect: "buyLow",
    position: "RB",
  },

  // trade
  {
    turns: [
      "Coach Quinn has been begging me for a RB all week. he's offering Drake London for my Josh Jacobs. do I accept?",
    ],
    expect: "trade",
    players: ["Drake London", "Josh Jacobs"],
  },
  {
    turns: [
      "I've been lowkey desperate at TE for a month. If I give Chase " +
        "Brown and Courtland Sutton for George Kittle, is that fair?",
    ],
    expect: "trade",
    players: ["Chase Brown", "Courtland Sutton", "George Kittle"],
  },
  {
    turns: [
      "got offered jefferson for my lamb + tracy. I'm 6-3 and don't want to mess up a good thing. who wins this deal",
    ],
    expect: "trade",
    players: ["Justin Jefferson", "CeeDee Lamb", "Tyrone Tracy Jr."],
  },
  {
    turns: [
      "My league mate wants to trade his Saquon for my A.J. Brown " +
        "and I'm kind of tempted since my RBs stink. good deal for me?",
      "what if he adds Hunter Henry to it",
    ],
    expect: "trade",
    players: ["Saquon Barkley", "A.J. Brown", "Hunter Henry"],
  },
  {
    turns: [
      "Been stuck at 4-5 and need a spark. thinking about sending " +
        "Mike Evans and Jaylen Warren out for JT. smart or dumb?",
    ],
    expect: "trade",
    players: ["Mike Evans", "Jaylen Warren", "Jonathan Taylor"],
  },
  {
    turns: [
      "Offer on the table: my Terry McLaurin for Ladd McConkey. " +
        "I've been stuck in WR purgatory for weeks. Should I take it",
      "ok but what if it's mclaurin plus rhamondre for mcconkey and kamara",
    ],
    expect: "trade",
    players: ["Terry McLaurin", "Rhamondre Stevenson", "Ladd McConkey", "Alvin Kamara"],
  },

  // waivers
  {
    turns: [
      "Injuries wrecked my RB room last week, lost two guys in one " +
        "afternoon. who are the best pickups on the wire this week?",
    ],
    expect: "waivers",
  },
  {
    turns: [
      "I've got $43 of FAAB left and nobody's been worth blowing " +
        "it on until now. how much should I bid on Kyle Monangai?",
    ],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["scrolled the free agent list for an hour last night and my eyes glazed over. best available WRs?"],
    expect: "waivers",
    position: "WR",
  },
  {
    turns: [
      "my TE is useless, 2 catches in 3 weeks. anyone on waivers at tight end worth grabbing?",
      "what about a kicker off the wire",
    ],
    expect: "waivers",
    position: "K",
  },
  {
    turns: [
      "ok so I'm dead last in waiver priority bc I burned it on a " +
        "bust in week 4. who should I realistically be adding this week",
    ],
    expect: "waivers",
  },
  {
    turns: [
      "Javonte Williams is apparently just sitting in free agency " +
        "in my league which shocked me. should I put in a claim",
      "how much faab would you throw at him",
    ],
    expect: "waivers",
    players: ["Javonte Williams"],
  },

  // playoffs
  {
    turns: ["After that loss to the Raiders I'm 5-4 and feeling shaky. What are my playoff odds right now?"],
    expect: "playoffs",
  },
  {
    turns: [
      "Coach Tatum keeps trash talking in the group chat like he's a " +
        "lock. does his team actually have a good shot at the playoffs?",
    ],
    expect: "playoffs",
    team: "Red Zone Raiders",
  },
  {
    turns: [
      "won three straight, scoring a ton, feeling myself a bit ngl. what are my chances of winning the whole thing?",
    ],
    expect: "playoffs",
  },
  {
    turns: [
      "top two get a bye in our league and I'm sitting 3rd. what're my odds at a first round bye",
      "and what about Two-Minute Drill's chances",
    ],
    expect: "playoffs",
    team: "Two-Minute Drill",
  },
  {
    turns: ["honestly been a rough year, 3-6, lost my top RB in week 2. am I even still alive for the postseason"],
    expect: "playoffs",
  },
  {
    turns: [
      "Pocket Passers just beat me and Coach Ellis won't shut up about it. how likely is he to make the playoffs",
      "and me?",
    ],
    expect: "playoffs",
  },

  // improveOdds
  {
    turns: [
      "I'm 4-5 and on the bubble, lost two close ones in a row. what moves should I make to boost my playoff chances?",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["my team looks great on paper but keeps finding ways to lose. how do I make this team better?"],
    expect: "improveOdds",
  },
  {
    turns: [
      "started 4-1 and now I'm 5-4, which stings. what are my playoff odds?",
      "ok so what do I need to do to raise that",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "Feel like I've been asleep at the wheel since the draft, just setting " +
        "lineups and hoping. what should I be doing to improve my title odds?",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "my rb depth is paper thin and wr is fine, I think? tell me how I stack up in the playoff race",
      "what's the single best move to get me over the hump",
    ],
    expect: "improveOdds",
  },

  // matchup
  {
    turns: ["Lost to the highest scorer in the league last week, just my luck. who am I playing this week?"],
    expect: "matchup",
  },
  {
    turns: ["My opponent's got Josh Allen and Chase and I'm scared. what's my win probability this week?"],
    expect: "matchup",
  },
  { turns: ["been on a 2 game skid so I really need this one. am I favored this week?"], expect: "matchup" },
  {
    turns: [
      "I keep running into teams having their best week against me. what's the projected score of my game this week?",
      "what does the week 12 one look like",
    ],
    expect: "matchup",
    week: 12,
  },
  {
    turns: [
      "Coach Sawyer and I have a bet going on our week 13 matchup, loser buys wings. how's that game looking for me",
    ],
    expect: "matchup",
    team: "Audible Alchemists",
    week: 13,
  },
  {
    turns: [
      "I barely squeaked by last week, won by like a point. who's my opponent next week",
      "how do I match up against them",
    ],
    expect: "matchup",
    week: "next",
  },

  // record
  { turns: ["Can't even remember after the chaos of last week lol, what's my record?"], expect: "record" },
  {
    turns: [
      "Coach Finley bragged about being undefeated in the chat but I'm " +
        "pretty sure he lost sunday. what's Waiver Wire Wizards' record",
    ],
    expect: "record",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["after last week's win I'm hoping I moved up a bit. where do I sit in the standings now"],
    expect: "record",
  },
  {
    turns: ["I feel like I've been stuck in the middle of the pack forever. what's my W-L", "and Coach Blake's?"],
    expect: "record",
    team: "Sunday Scaries",
  },
  {
    turns: [
      "End Zone Envy got blown out last week which I loved. what's their record now",
      "where are they in the standings",
    ],
    expect: "record",
    team: "End Zone Envy",
  },

  // rosterStatus
  {
    turns: ["Got burned by a surprise inactive last week. who on my team is hurt or questionable this week?"],
    expect: "rosterStatus",
  },
  {
    turns: [
      "Bye weeks snuck up on me in week 7 and I started two guys " +
        "who weren't even playing. who's on bye for me next week?",
    ],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: [
      "I keep forgetting to check the injury report until sunday morning. who's questionable on my roster",
      "ok and who's on bye week 12",
    ],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: [
      "week 14 is our first playoff week and I'm already planning, " +
        "call me paranoid. which of my players are on bye in week 14",
    ],
    expect: "rosterStatus",
    week: 14,
  },
  {
    turns: [
      "just got back from vacation and have no clue what's going on. any injury issues on my team this week?",
      "ok now check ahead to next week for me",
    ],
    expect: "rosterStatus",
    week: "next",
  },

  // positionRank
  {
    turns: [
      "Have four WRs who all scored between 9 and 11 last week so I'm lost. rank my wide receivers for this week",
    ],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["I hoard running backs, it's a problem, my wife agrees. rank my RBs for week 11"],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  {
    turns: ["carrying two TEs after some waiver moves and they both stink. how do my tight ends rank this week"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["My WR depth chart keeps shifting every week. rank my receivers for this week", "now do my RBs"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: [
      "Drafted 3 QBs because I panicked in round 9. order my QBs from best to worst this week",
      "same thing for next week",
    ],
    expect: "positionRank",
    position: "QB",
    week: "next",
  },

  // projectedTotal
  {
    turns: ["Scored 88 last week and lost by 30, just embarrassing. how many points am I projected for this week?"],
    expect: "projectedTotal",
  },
  {
    turns: ["my team has been super boom-bust all year. what's my floor and ceiling this week"],
    expect: "projectedTotal",
  },
  {
    turns: [
      "Thinking about making a risky swap but want to know where I stand first. what's my team's projected total",
    ],
    expect: "projectedTotal",
  },
  {
    turns: [
      "feels like my projections are always way off from what I actually score. what's my projection this week?",
      "how about the week after this one",
    ],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: [
      "Been shy of 100 points three weeks running. what am I projected to score in week 12",
      "what's the range on that",
    ],
    expect: "projectedTotal",
    week: 12,
  },

  // leaders
  {
    turns: [
      "I keep hearing everyone argue about who's the best team but " +
        "nobody agrees. who's actually the strongest team in the league?",
    ],
    expect: "leaders",
  },
  {
    turns: [
      "Someone dropped 160 last week and I'm wondering if it's a " +
        "pattern. which team has scored the most points this year?",
    ],
    expect: "leaders",
  },
  {
    turns: ["watching the standings is stressing me out, I check them like 10 times a day", "who's in first?"],
    expect: "leaders",
  },
  {
    turns: [
      "my league is weirdly balanced this year. who's got the best playoff odds in the league",
      "and who's scored the most points overall",
    ],
    expect: "leaders",
  },
  { turns: ["The commish says the title is a two-horse race. Who has the best championship odds?"], expect: "leaders" },

  // sleepers
  {
    turns: [
      "Won a title two years ago by stashing a backup RB who blew " +
        "up in december. who are this year's sleepers I should stash?",
    ],
    expect: "sleepers",
  },
  {
    turns: [
      "I've got an empty bench spot and a hunch someone's about to break out. any sleeper WRs for the next few weeks?",
    ],
    expect: "sleepers",
    position: "WR",
  },
  {
    turns: [
      "League-winners always come off the wire late in the year, I learned " +
        "that the hard way. who should I grab now before they blow up",
    ],
    expect: "sleepers",
  },
  {
    turns: [
      "I need some upside on my bench, my current guys are boring vets. who are some sleepers",
      "any at tight end",
    ],
    expect: "sleepers",
    position: "TE",
  },
  {
    turns: [
      "playoff schedules were a thing I never paid attention to until last year " +
        "burned me. who are the best stash candidates for the fantasy playoffs?",
    ],
    expect: "sleepers",
  },
  {
    turns: [
      "my rb handcuffs have been useless all year. any sleeper running backs",
      "what about for next week specifically",
    ],
    expect: "sleepers",
    position: "RB",
    week: "next",
  },

  // dropStash
  {
    turns: ["Chuba tore something last week and he's out at least a month. drop him or stash him on IR?"],
    expect: "dropStash",
    players: ["Chuba Hubbard"],
  },
  {
    turns: ["I need a roster spot for a waiver pickup and everyone on my bench is meh. who should I cut?"],
    expect: "dropStash",
  },
  {
    turns: ["J.K. Dobbins is on IR and my IR spot is open. worth holding or should I just let him go"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: [
      "Mark Andrews has been out 3 weeks now and the updates are vague. should I hold him?",
      "what about Goedert, he's hurt too",
    ],
    expect: "dropStash",
    players: ["Dallas Goedert"],
  },
  {
    turns: [
      "Got a waiver claim pending and have to drop somebody, gonna " +
        "be painful. who's the most droppable guy on my roster?",
    ],
    expect: "dropStash",
  },
  {
    turns: [
      "Burrow's injury is a season killer for me. is it even worth stashing him",
      "ok and if i need the roster spot who else should i drop instead",
    ],
    expect: "dropStash",
  },

  // byeCover
  {
    turns: ["Trey McBride is on bye this week and I have no backup TE. who do I play at TE instead?"],
    expect: "byeCover",
    players: ["Trey McBride"],
    position: "TE",
  },
  {
    turns: ["only carry one kicker and of course Dicker is on bye. who do I pick up to cover him"],
    expect: "byeCover",
    players: ["Cameron Dicker"],
    position: "K",
  },
  {
    turns: ["Puka's out this week with the bye and I'm scrambling. who replaces him at WR in my lineup"],
    expect: "byeCover",
    players: ["Puka Nacua"],
    position: "WR",
  },
  {
    turns: ["Jalen Hurts has his bye in week 12 and I'm already dreading it. who should I stream at QB that week?"],
    expect: "byeCover",
    players: ["Jalen Hurts"],
    position: "QB",
    week: 12,
  },
  {
    turns: [
      "Nabers got hurt and will miss this week, and that was my WR1. should I panic?",
      "ok who do I plug in for him",
    ],
    expect: "byeCover",
    players: ["Malik Nabers"],
    position: "WR",
  },

  // scenario
  {
    turns: ["I've dropped two straight and I'm sitting 5-4. if I win out, am I in?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: [
      "Lost a nail-biter last week and now I'm super anxious. what happens to my playoff odds if I lose this week?",
    ],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["I've got 4 games left and a realistic goal is 3-1 given my schedule. what are my odds if I go 3-1?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: [
      "my playoff odds took a hit after last week's stinker. what are they right now",
      "what if I win 2 of my remaining 4",
    ],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["Just need to keep winning I guess. If I win three more games what does that do to my chances?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  {
    turns: ["I'm the 7th seed right now and the cut line is 6. what are my odds?", "and if I run the table?"],
    expect: "scenario",
    scenario: "win-out",
  },

  // tradeIdeas
  {
    turns: ["I've got a surplus of WRs and my RBs are hurting after last week. what could I get for Davante Adams?"],
    expect: "tradeIdeas",
    players: ["Davante Adams"],
  },
  {
    turns: [
      "I'm loaded at QB, two starters and one of them sits on my bench " +
        "doing nothing. which teams in the league need a quarterback?",
    ],
    expect: "tradeIdeas",
    position: "QB",
  },
  {
    turns: ["Been stagnant for weeks and I'm itching to make a move. what trades should I be making?"],
    expect: "tradeIdeas",
  },
  {
    turns: [
      "Goff's been fine but I want an upgrade, I feel stuck. can I package Goff and Jakobi Meyers for someone better?",
      "what about a 2-for-1 with Courtland Sutton instead of Meyers",
    ],
    expect: "tradeIdeas",
    players: ["Jared Goff", "Courtland Sutton"],
  },
  {
    turns: [
      "I'm thin at RB after losing two guys in one week. who are " +
        "good trade partners for me if I want to get a running back?",
    ],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: [
      "Waddle keeps teasing me with big weeks then vanishing. what would he fetch in a 1-for-1?",
      "and Tee Higgins?",
    ],
    expect: "tradeIdeas",
    players: ["Tee Higgins"],
  },

  // help
  {
    turns: [
      "hey! new to this league, my buddy invited me and I have no idea what I'm doing. what can you help me with?",
    ],
    expect: "help",
  },
  { turns: ["Used a different app last season and it was garbage. how does this GM thing work?"], expect: "help" },
  { turns: ["yo just getting started with you. what kinds of questions can I ask"], expect: "help" },
  {
    turns: [
      "hi there",
      "my commissioner said you could help with fantasy stuff but didn't explain. what do you actually do?",
    ],
    expect: "help",
  },
  {
    turns: [
      "Good morning! coffee in hand, lost last week, ready to regroup. " +
        "before we start, what are all the things you can do for me?",
    ],
    expect: "help",
  },

  // None
  {
    turns: ["My kid's birthday party is sunday and somehow I'm in charge of food. got a good chili recipe?"],
    expect: "None",
  },
  {
    turns: [
      "my fantasy basketball team is 2-7 and I think I got fleeced in a trade last week. should I trade for a center?",
    ],
    expect: "None",
  },
  {
    turns: [
      "ugh been such a long week at work, got chewed out by my boss monday",
      "any tips on how to ask for a raise",
    ],
    expect: "None",
  },
  {
    turns: ["The Lakers blew a 20 point lead last night and I'm still fuming. who wins the NBA title this year?"],
    expect: "None",
  },
  {
    turns: [
      "ok forget football for a sec, I've been trying to learn guitar " +
        "since the summer. what's the easiest song to start with",
      "and after that one?",
    ],
    expect: "None",
  },

  // two questions
  {
    turns: [
      "Went 1-for-3 on my start/sit calls last week. should I start " +
        "Zay Flowers or Xavier Worthy, and what are my playoff odds?",
    ],
    expect: ["startSit", "playoffs"],
    players: ["Zay Flowers", "Xavier Worthy"],
  },
  {
    turns: ["Injury bug hit hard last week. is Rome Odunze playing this week and who should I pick up off waivers?"],
    expect: ["status", "waivers"],
    players: ["Rome Odunze"],
  },
  {
    turns: ["coming off a loss to the 2nd place team, kinda bummed. what's my record and who am I playing this week"],
    expect: ["record", "matchup"],
  },
  {
    turns: [
      "Coach Harper offered me Egbuka for Bucky Irving and I'm torn cause my RBs are " +
        "thin. is that fair, and if I say no who are some buy-low guys I should look at?",
    ],
    expect: ["trade", "buyLow"],
    players: ["Emeka Egbuka", "Bucky Irving"],
  },
  {
    turns: [
      "my lineup was a mess last week and I lost by 4. set my lineup and tell me how many points I'm projected for",
    ],
    expect: ["lineup", "projectedTotal"],
  },
  {
    turns: [
      "feeling like the season is slipping away at 4-5. what are " +
        "my odds if I win out, and what should I do to improve them?",
    ],
    expect: ["scenario", "improveOdds"],
    scenario: "win-out",
  },
  {
    turns: [
      "JT tweaked his knee sunday and Burrow is dinged up too, rough week",
      "so who on my team is questionable and should I drop anybody",
    ],
    expect: ["rosterStatus", "dropStash"],
  },
  {
    turns: ["Tired of chasing last week's points. who are some sleepers to stash and who leads the league in scoring?"],
    expect: ["sleepers", "leaders"],
  },
  {
    turns: [
      "Got burned in trades last year so I'm careful now. I keep staring at Garrett Wilson on my roster.",
      "what's he worth in a trade, and what could I get for him and Drake London together?",
    ],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Garrett Wilson", "Drake London"],
  },
  {
    turns: [
      "hey GM, first time talking to you, heard good things from my " +
        "league. what can you do, and can you rank my WRs for this week?",
    ],
    expect: ["help", "positionRank"],
    position: "WR",
  },
];
