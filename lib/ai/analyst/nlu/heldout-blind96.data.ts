// Blind held-out evaluation set 96 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a frustrated manager on a losing streak, venting, the question buried in the complaint
// (ranting, sarcastic, terse, lowercase texting).
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_96: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "lost four straight and I'm about to throw my phone across the room",
      "puka or drake london this week, I only have room for one of them",
    ],
    expect: "startSit",
    players: ["Puka Nacua", "Drake London"],
  },
  {
    turns: [
      "my running backs have single-handedly cost me the last three weeks",
      "so Henry or JT on sunday? whichever one won't ghost me",
    ],
    expect: "startSit",
    players: ["Derrick Henry", "Jonathan Taylor"],
  },
  {
    turns: [
      "every single week I pick the wrong guy and watch the other one go off on my bench. Pickens, Waddle or " +
        "Sutton in week 11, who do I actually play",
    ],
    expect: "startSit",
    players: ["George Pickens", "Jaylen Waddle", "Courtland Sutton"],
    week: 11,
  },
  {
    turns: [
      "should I start Kyren or Chuba, not that it matters with my luck",
      "wait, what about Bucky instead of Hubbard",
    ],
    expect: "startSit",
    players: ["Kyren Williams", "Bucky Irving"],
  },
  {
    turns: [
      "I benched Egbuka last week and he went off, then McConkey gave me 4 points. so this time do I roll with " +
        "Egbuka or Ladd, honestly I have no clue anymore",
    ],
    expect: "startSit",
    players: ["Emeka Egbuka", "Ladd McConkey"],
  },
  {
    turns: ["is Zay even healthy?? and if he is, do I play him over Garrett Wilson or am I about to get burned again"],
    expect: ["status", "startSit"],
    players: ["Zay Flowers", "Garrett Wilson"],
  },

  // compare
  {
    turns: ["I'm so sick of DK vanishing for whole games. long term, who's better to hold onto, him or Waddle"],
    expect: "compare",
    players: ["DK Metcalf", "Jaylen Waddle"],
  },
  {
    turns: [
      "my season is basically on life support",
      "rest of the year, would you rather have Breece or James Cook? asking before I do something dumb",
    ],
    expect: "compare",
    players: ["Breece Hall", "James Cook"],
  },
  {
    turns: [
      "keep Kelce or keep Ferguson going forward? the old man keeps putting up 4 catches for 30 and Ferguson " +
        "is nothing but dump-offs",
    ],
    expect: "compare",
    players: ["Travis Kelce", "Jake Ferguson"],
  },
  {
    turns: [
      "I've got Jeanty and Hampton and after this trade I can only keep one",
      "which one is the better asset for the rest of the way",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["ROS, JSN or Ja'Marr? be honest, I keep losing and I need to know which one to build around"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Ja'Marr Chase"],
  },
  {
    turns: ["who's better long term, Achane or Gibbs", "actually forget Gibbs. Achane vs Bijan"],
    expect: "compare",
    players: ["De'Von Achane", "Bijan Robinson"],
  },

  // slot
  {
    turns: [
      "five losses in six weeks and my flex has been a black hole in every single one. who goes in the flex this time",
    ],
    expect: "slot",
  },
  {
    turns: ["the TE spot has given me like three points a week since September. who am I supposed to put there"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: [
      "my WR2 spot has been cursed since like October",
      "so who's my WR2 this week, Olave, Meyers or Addison? pick one and I'll blame you",
    ],
    expect: "slot",
    position: "WR",
    players: ["Chris Olave", "Jakobi Meyers", "Jordan Addison"],
  },
  {
    turns: ["I don't even care anymore, just tell me who my RB2 should be for week 11"],
    expect: "slot",
    position: "RB",
    week: 11,
  },
  {
    turns: ["is Pollard a flex play or am I kidding myself", "forget him then. who's my best flex option overall"],
    expect: "slot",
  },
  {
    turns: ["my kicker has lost me two games by himself. who should I roll out at K this week"],
    expect: "slot",
    position: "K",
  },

  // lineup
  {
    turns: [
      "I lost by 0.8 last week with 20 points sitting on my bench. just set my lineup for me since I clearly can't",
    ],
    expect: "lineup",
  },
  { turns: ["can you look over my lineup and tell me if it's right before I blow another week"], expect: "lineup" },
  {
    turns: ["I'm 3-6 and losing my mind", "optimize my whole lineup for next week so I can't screw it up again"],
    expect: "lineup",
    week: "next",
  },
  { turns: ["is my starting lineup even optimal or am I sabotaging myself again"], expect: "lineup" },
  {
    turns: [
      "I keep second-guessing every start and it keeps biting me",
      "just give me the best lineup for week 11, every slot",
    ],
    expect: "lineup",
    week: 11,
  },
  {
    turns: ["fix my lineup and then tell me what it's projected to score, because I'm tired of guessing and losing"],
    expect: ["lineup", "projectedTotal"],
  },

  // outlook
  {
    turns: ["Bo Nix has been garbage three weeks running. what's he projected for this week, realistically"],
    expect: "outlook",
    players: ["Bo Nix"],
  },
  {
    turns: [
      "I just traded for Javonte and now everyone in the group chat says he's washed",
      "what's his outlook the rest of the way",
    ],
    expect: "outlook",
    players: ["Javonte Williams"],
  },
  {
    turns: ["how many points is Monangai gonna give me sunday? I need a number, I'm begging you"],
    expect: "outlook",
    players: ["Kyle Monangai"],
  },
  {
    turns: [
      "Jamo burned me again, 2 catches",
      "is he even a good play next week or am I just getting fooled over and over",
    ],
    expect: "outlook",
    players: ["Jameson Williams"],
    week: "next",
  },
  {
    turns: ["what's McBride's rest of season outlook, and what would he fetch in a trade if I decide to blow this up"],
    expect: ["outlook", "tradeValue"],
    players: ["Trey McBride"],
  },
  {
    turns: ["who's better long term, Goff or Burrow", "fine, whatever. what's Goff's projection for week 12 then"],
    expect: "outlook",
    players: ["Jared Goff"],
    week: 12,
  },

  // status
  {
    turns: ["of course CMC shows up limited again. is he actually playing sunday or not"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: [
      "I started Rashee Rice last week and he limped off in the second quarter",
      "what's his status now, is he out?",
    ],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: [
      "is Mahomes actually playing this week, and if he does what's he projected for? I swear if he's " +
        "questionable I'm done",
    ],
    expect: ["status", "outlook"],
    players: ["Patrick Mahomes"],
  },
  {
    turns: ["Tee Higgins just popped up on the injury report", "is he hurt bad or good to go"],
    expect: "status",
    players: ["Tee Higgins"],
  },
  {
    turns: [
      "my whole season is held together with tape",
      "is Kittle playing this week? the hamstring thing again?? unreal",
    ],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: ["is Lamar playing this week, and if he's out who should I grab off waivers"],
    expect: ["status", "waivers"],
    players: ["Lamar Jackson"],
  },

  // tradeValue
  {
    turns: ["I'm so done with Davante. what's he actually worth in a trade right now"],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: ["Mike Evans is finally back I think", "do I sell him now while people still believe in him, or hold"],
    expect: "tradeValue",
    players: ["Mike Evans"],
  },
  {
    turns: ["what could I realistically get for Brock Bowers? thinking about blowing the whole thing up"],
    expect: "tradeValue",
    players: ["Brock Bowers"],
  },
  {
    turns: [
      "lost four straight and my RB room stinks",
      "is now a good time to buy Saquon or is his price still too high",
    ],
    expect: "tradeValue",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["trade value on Kenneth Walker — sell high or am I dumping a guy right before he explodes"],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["what's CeeDee worth in a trade these days", "what about Jefferson"],
    expect: "tradeValue",
    players: ["Justin Jefferson"],
  },

  // buyLow
  { turns: ["I need to stop losing. who should I be buying low on right now"], expect: "buyLow" },
  {
    turns: ["who are the sell-high guys before their value craters? I always hold too long and eat the loss"],
    expect: "buyLow",
  },
  {
    turns: [
      "my roster is full of guys who peaked in September",
      "so who do I sell high, and who's a good buy-low target",
    ],
    expect: "buyLow",
  },
  { turns: ["give me some buy-low candidates, cheap guys whose owners are panicking like I am"], expect: "buyLow" },
  {
    turns: ["I'm considering a full rebuild at this point", "which players are buy low candidates this week"],
    expect: "buyLow",
  },
  {
    turns: ["who should I buy low on, and what are my playoff odds even at this point"],
    expect: ["buyLow", "playoffs"],
  },

  // trade
  {
    turns: ["someone offered me Tracy and Godwin for my Nico Collins. I'm desperate but is that a ripoff"],
    expect: "trade",
    players: ["Tyrone Tracy Jr.", "Chris Godwin", "Nico Collins"],
  },
  {
    turns: [
      "one guy in my league keeps spamming me with offers",
      "latest one: I give Gibbs, I get Josh Jacobs and DeVonta Smith. do I accept?",
    ],
    expect: "trade",
    players: ["Jahmyr Gibbs", "Josh Jacobs", "DeVonta Smith"],
  },
  {
    turns: ["would you trade Hurts for Caleb Williams plus Odunze? the losing streak has me thinking crazy"],
    expect: "trade",
    players: ["Jalen Hurts", "Caleb Williams", "Rome Odunze"],
  },
  {
    turns: [
      "trade offer: my LaPorta + Rachaad White for his Goedert + Kamara. good deal or am I getting fleeced again",
    ],
    expect: "trade",
    players: ["Sam LaPorta", "Rachaad White", "Dallas Goedert", "Alvin Kamara"],
  },
  {
    turns: [
      "I'm thinking about giving up Terry McLaurin",
      "the offer is McLaurin for Wan'Dale and Monangai. yes or no",
    ],
    expect: "trade",
    players: ["Terry McLaurin", "Wan'Dale Robinson", "Kyle Monangai"],
  },
  {
    turns: [
      "I get Jaylen Warren and Hunter Henry, I give up Pollard. fair?",
      "ok what if it's just Pollard for Warren straight up",
    ],
    expect: "trade",
    players: ["Tony Pollard", "Jaylen Warren"],
  },

  // waivers
  {
    turns: ["my bench is all corpses. who do I grab off waivers this week and how much FAAB do I throw at him"],
    expect: "waivers",
  },
  { turns: ["I've got $34 of FAAB left and zero hope", "who's worth blowing it on this week"], expect: "waivers" },
  {
    turns: ["I'm 3-6 with a roster full of duds", "who's the best pickup on the wire right now? I need a miracle"],
    expect: "waivers",
  },
  {
    turns: [
      "lost my starting RB for the year, because of course",
      "who should I add to replace him and what should I bid",
    ],
    expect: "waivers",
  },
  {
    turns: ["who do I pick up this week, and which of my injured guys do I cut to make room"],
    expect: ["waivers", "dropStash"],
  },
  { turns: ["any RB adds for week 11? I'm almost out of FAAB but desperate"], expect: "waivers", week: 11 },

  // playoffs
  { turns: ["be honest with me. what are my playoff odds at this point, am I cooked"], expect: "playoffs" },
  { turns: ["lost again, by three points", "do I even still have a shot at the playoffs?"], expect: "playoffs" },
  {
    turns: ["what's the percent chance I sneak into the playoffs after this disaster of a season"],
    expect: "playoffs",
  },
  { turns: ["I'm 4-5 after starting 3-1", "realistically what are my chances of making it"], expect: "playoffs" },
  { turns: ["can I still make the postseason or should I start prepping for next year's draft"], expect: "playoffs" },
  {
    turns: ["Coach Blake just knocked me down another peg", "am I still alive for a playoff spot"],
    expect: "playoffs",
  },

  // improveOdds
  {
    turns: ["what moves would actually give me a better shot at the playoffs? I'm tired of watching this"],
    expect: "improveOdds",
  },
  { turns: ["my playoff odds are like 20% right?", "ok so what do I do to raise them"], expect: "improveOdds" },
  {
    turns: [
      "tell me what I need to change to stop the bleeding and sneak into the playoffs. trades, pickups, anything",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["I've lost five of my last six", "what's the one move that boosts my playoff chances the most"],
    expect: "improveOdds",
  },
  {
    turns: ["every week it's something new. how do I improve my odds of making the dance from here"],
    expect: "improveOdds",
  },
  {
    turns: ["what are my playoff odds, and what should I do to bump them up before it's too late"],
    expect: ["playoffs", "improveOdds"],
  },

  // matchup
  {
    turns: ["who am I even playing this week, and what's my projected total? just so I know how bad it's gonna be"],
    expect: ["matchup", "projectedTotal"],
  },
  { turns: ["I have lost four straight. four.", "what's my win probability this week"], expect: "matchup" },
  { turns: ["who do I face in week 12? want to know how much worse it gets"], expect: "matchup", week: 12 },
  {
    turns: ["Coach Tatum always beats me, every season", "am I the underdog against him again this week?"],
    expect: "matchup",
    team: "Red Zone Raiders",
  },
  { turns: ["what's the projected score of my game this week, so I know how hard I'm losing"], expect: "matchup" },
  { turns: ["what's my matchup this week", "and next week?"], expect: "matchup", week: "next" },

  // record
  { turns: ["what's my record now? I stopped looking"], expect: "record" },
  { turns: ["another L. unbelievable", "where does that put me in the standings"], expect: "record" },
  { turns: ["what place am I in the league after this garbage streak"], expect: "record" },
  {
    turns: ["how many wins do I even have, and can I still make the playoffs? feels like zero"],
    expect: ["record", "playoffs"],
  },
  { turns: ["I swear I was 3-1 at one point", "so what's my record now"], expect: "record" },
  { turns: ["what's my record and who's leading the league, just so I can feel worse"], expect: ["record", "leaders"] },

  // rosterStatus
  { turns: ["who on my team is hurt right now? feels like everybody"], expect: "rosterStatus" },
  {
    turns: ["which of my guys are on bye next week, I need to know how screwed I am"],
    expect: "rosterStatus",
    week: "next",
  },
  { turns: ["byes wrecked me last time", "who's on bye for me in week 12"], expect: "rosterStatus", week: 12 },
  { turns: ["give me the injury report for my roster, all the bad news at once"], expect: "rosterStatus" },
  {
    turns: ["my lineup has been a MASH unit for a month", "are any of my starters out this week"],
    expect: "rosterStatus",
  },
  {
    turns: ["who's injured on my team and what should I do with them, drop or stash"],
    expect: ["rosterStatus", "dropStash"],
  },

  // positionRank
  {
    turns: ["rank my WRs for this week. they've all been bad so just order them least bad to most bad"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["my running backs are a mess", "rank them for me for next week"],
    expect: "positionRank",
    position: "RB",
    week: "next",
  },
  { turns: ["rank my TEs and then tell me who goes in the flex"], expect: ["positionRank", "slot"], position: "TE" },
  { turns: ["rank my QBs for week 11, I've got two and both stink"], expect: "positionRank", position: "QB", week: 11 },
  { turns: ["rank my WRs", "now do RBs"], expect: "positionRank", position: "RB" },
  {
    turns: ["I'm done trusting my gut", "order my receivers best to worst for the week"],
    expect: "positionRank",
    position: "WR",
  },

  // projectedTotal
  { turns: ["I'm bracing for another loss", "what am I projected to score this week"], expect: "projectedTotal" },
  {
    turns: ["my team keeps underperforming its projection", "what's my ceiling and floor this week then"],
    expect: "projectedTotal",
  },
  { turns: ["projected points for my team in week 11? go ahead, ruin my day"], expect: "projectedTotal", week: 11 },
  {
    turns: ["how many points is my team projected for this week", "and what's the range on that"],
    expect: "projectedTotal",
  },
  {
    turns: ["what's the best-case score for my lineup next week, ceiling only, I need hope"],
    expect: "projectedTotal",
    week: "next",
  },
  { turns: ["what's my team's floor for week 12? just tell me the worst case"], expect: "projectedTotal", week: 12 },

  // leaders
  { turns: ["who's in first place? bet it's whoever's been beating me"], expect: "leaders" },
  { turns: ["which team has scored the most points this year, because it sure isn't me"], expect: "leaders" },
  {
    turns: ["Coach Ellis beat me by 40", "what's Pocket Passers' record anyway"],
    expect: "leaders",
    team: "Pocket Passers",
  },
  { turns: ["who's got the best playoff odds in the league, and what are mine"], expect: ["leaders", "playoffs"] },
  {
    turns: ["Audible Alchemists keep lucking into wins", "where are they in the standings"],
    expect: "leaders",
    team: "Audible Alchemists",
  },
  {
    turns: ["is Fourth & Long Shots really undefeated? what's their record"],
    expect: "leaders",
    team: "Fourth & Long Shots",
  },

  // sleepers
  {
    turns: ["forget the obvious guys", "give me some sleepers for next week, deep ones, I need a lottery ticket"],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["any under-the-radar guys nobody's talking about that could win me a week"], expect: "sleepers" },
  { turns: ["the obvious waiver guys are all gone in my league", "so who are the deep sleepers"], expect: "sleepers" },
  { turns: ["deep sleeper RB I can grab before everybody else catches on?"], expect: "sleepers" },
  { turns: ["I'm 3-6 and need lightning in a bottle", "who's a sleeper for week 11"], expect: "sleepers", week: 11 },
  { turns: ["who are the sneaky pickups nobody in this league will see coming"], expect: "sleepers" },

  // dropStash
  {
    turns: ["my IR spot is empty and half my roster is broken. should I stash my injured guys or just drop them"],
    expect: "dropStash",
  },
  {
    turns: ["Nabers is done for the year", "drop him or stash him on IR?"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  { turns: ["should I cut my injured players to make room or hold them? I'm out of bench space"], expect: "dropStash" },
  {
    turns: ["Aiyuk still hasn't played a snap", "is it time to cut him or do I keep stashing"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  { turns: ["which of my hurt guys are worth keeping on IR and who should I just cut"], expect: "dropStash" },
  {
    turns: ["I'm carrying two guys with no return date", "should I keep them on my roster or let them go"],
    expect: "dropStash",
  },

  // byeCover
  {
    turns: ["my QB is on bye next week because of course he is. who do I stream"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: ["McBride has a bye in week 12", "who's a TE I can grab to cover it"],
    expect: "byeCover",
    position: "TE",
    week: 12,
  },
  {
    turns: ["need a backup kicker for the bye, anything on the wire or am I taking a zero"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["both my starting RBs have byes in week 11. who can fill in"],
    expect: "byeCover",
    position: "RB",
    week: 11,
  },
  {
    turns: ["Josh Allen's bye is coming up", "find me a streaming QB to cover that week"],
    expect: "byeCover",
    position: "QB",
  },
  {
    turns: ["who's on bye for me next week, and who can I stream at WR to cover it"],
    expect: ["rosterStatus", "byeCover"],
    position: "WR",
    week: "next",
  },

  // scenario
  { turns: ["if I win out do I make the playoffs or is it already hopeless"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["what happens to my odds if I lose this week? probably elimination, right"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  { turns: ["if I go 3-1 the rest of the way, am I in?"], expect: "scenario", scenario: { wins: 3, games: 4 } },
  {
    turns: ["my playoff odds look bad", "what if I win 2 of my last 4"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["if I win out what are my odds", "and if I lose this week instead?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["what are my playoff odds right now, and what are they if I only win two more"],
    expect: ["playoffs", "scenario"],
    scenario: { wins: 2, games: null },
  },

  // tradeIdeas
  { turns: ["I need a WR so badly. who should I even be trying to trade with"], expect: "tradeIdeas", position: "WR" },
  {
    turns: ["build me a 2-for-1 around Etienne and Dobbins, I want one actual stud"],
    expect: "tradeIdeas",
    players: ["Travis Etienne Jr.", "J.K. Dobbins"],
  },
  {
    turns: [
      "Waiver Wire Wizards are hoarding like five good RBs",
      "what could I get from them if I go after a running back",
    ],
    expect: "tradeIdeas",
    team: "Waiver Wire Wizards",
    position: "RB",
  },
  {
    turns: ["which team has a surplus at TE I could trade with? mine is a disaster"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: [
      "I'm stacked at QB with Daniels and Maye and losing anyway",
      "if I shop Maye to Sunday Scaries, what could they give me back",
    ],
    expect: "tradeIdeas",
    team: "Sunday Scaries",
    players: ["Drake Maye"],
  },
  {
    turns: ["give me some trade ideas to fix my running back room, I'm open to anything at this point"],
    expect: "tradeIdeas",
    position: "RB",
  },

  // help
  { turns: ["what can you even do? because my own decisions clearly aren't working"], expect: "help" },
  { turns: ["how does this thing work, can you actually help me win or what"], expect: "help" },
  { turns: ["hello??", "what kinds of questions can I ask you"], expect: "help" },
  { turns: ["list everything you're able to help with. I need all the help I can get"], expect: "help" },
  { turns: ["can you do trades and lineups or do you just deliver bad news"], expect: "help" },
  { turns: ["first time using this assistant, I've tried everything else", "what are you good for"], expect: "help" },

  // None
  { turns: ["I'm so mad I need a drink. what's a good whiskey cocktail"], expect: "None" },
  {
    turns: ["is it going to rain in Buffalo on sunday? not for fantasy, I'm actually going to the game"],
    expect: "None",
  },
  { turns: ["my fantasy team is trash", "tell me a joke to cheer me up"], expect: "None" },
  { turns: ["who won the Lakers game last night? I need to think about anything else"], expect: "None" },
  {
    turns: ["help me write an email to my boss, I'm too distracted by this losing streak to think straight"],
    expect: "None",
  },
  { turns: ["losing this much makes me rethink everything", "what do you think about the election"], expect: "None" },
];
