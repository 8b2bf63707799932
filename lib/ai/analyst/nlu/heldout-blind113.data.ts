// Blind held-out evaluation set 113 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: over-explainer.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_113: HeldOutCase[] = [
  // startSit
  {
    turns: ["lost two straight and now I second-guess everything. Zay Flowers or Jakobi Meyers this week, which one?"],
    expect: "startSit",
    players: ["Zay Flowers", "Jakobi Meyers"],
  },
  {
    turns: ["league chat is roasting me for benching chase brown last week. this week is it him or rachaad white?"],
    expect: "startSit",
    players: ["Chase Brown", "Rachaad White"],
  },
  {
    turns: [
      "Kraft has been quiet lately and LaPorta just got back to full practice, so I'm torn",
      "who do i start between those two in wk 12?",
    ],
    expect: "startSit",
    players: ["Tucker Kraft", "Sam LaPorta"],
    week: 12,
  },
  {
    turns: [
      "Bo Nix and Jared Goff both have decent matchups which honestly makes it worse lol. who do I roll with sunday",
    ],
    expect: "startSit",
    players: ["Bo Nix", "Jared Goff"],
  },
  {
    turns: [
      "should I start Jameson Williams or Courtland Sutton this week? sutton gets targets but jamo had that long td",
      "ok what about Wan'Dale instead of sutton",
    ],
    expect: "startSit",
    players: ["Jameson Williams", "Wan'Dale Robinson"],
  },
  {
    turns: ["Three guys for two spots and I keep flipping: Kamara, Tracy, Monangai. which two do I start next week?"],
    expect: "startSit",
    players: ["Alvin Kamara", "Tyrone Tracy Jr.", "Kyle Monangai"],
    week: "next",
  },
  // compare
  {
    turns: [
      "I'm in a dynasty league and my roster is getting old fast, so I'm trying to get younger at RB",
      "long term, is Hampton or Jeanty the better asset?",
    ],
    expect: "compare",
    players: ["Omarion Hampton", "Ashton Jeanty"],
  },
  {
    turns: [
      "not about this week, I'm thinking rest of season. mcmillan or egbuka, who ends up the better wr from here?",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: [
      "ros, who do you like more, Bucky Irving or Breece Hall? bucky's been banged up and breece is in a bad offense",
      "ok and what about Skattebo vs Breece for the rest of the year",
    ],
    expect: "compare",
    players: ["Cam Skattebo", "Breece Hall"],
  },
  {
    turns: [
      "my dynasty team is all old vets and it scares me. Drake Maye vs Caleb Williams, who do you want for 5 years",
    ],
    expect: "compare",
    players: ["Drake Maye", "Caleb Williams"],
  },
  {
    turns: [
      "everyone tells me kittle is cooked but he's still producing for me. rest of season, kittle or trey mcbride?",
    ],
    expect: "compare",
    players: ["George Kittle", "Trey McBride"],
  },
  {
    turns: [
      "Rome Odunze or Xavier Worthy going forward? I only have room to keep one long term and its stressing me out",
    ],
    expect: "compare",
    players: ["Rome Odunze", "Xavier Worthy"],
  },
  // slot
  {
    turns: [
      "my flex has been killing me every single week, I've cycled through like 4 different guys",
      "who should go in the flex this week?",
    ],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: [
      "my te spot has been a black hole all year. who should I put at TE this week: Kelce, Hunter Henry or Pitts?",
    ],
    expect: "slot",
    players: ["Travis Kelce", "Hunter Henry", "Kyle Pitts"],
    position: "TE",
  },
  {
    turns: ["RB2 is where my team falls apart every week. Dowdle, Hubbard or Warren in that RB2 slot this week?"],
    expect: "slot",
    players: ["Rico Dowdle", "Chuba Hubbard", "Jaylen Warren"],
    position: "RB",
  },
  {
    turns: ["I lost my WR2 for the year last week and I'm scrambling. who should be my wr2 for wk 11?"],
    expect: "slot",
    week: 11,
    position: "WR",
  },
  {
    turns: [
      "my kicker missed two xps last week and cost me the game, im still mad about it. who should i be starting at K?",
    ],
    expect: "slot",
    position: "K",
  },
  {
    turns: ["honestly QB has been my weakest spot all year and I'm sitting at 4-5. who should be my QB this week?"],
    expect: "slot",
    position: "QB",
  },
  // lineup
  {
    turns: [
      "I set my lineup at 2am after a bad loss and don't trust myself. can you check if my whole lineup is optimal?",
    ],
    expect: "lineup",
  },
  {
    turns: ["first year playing and my brother keeps saying my lineup is wrong. who should I start overall this week?"],
    expect: "lineup",
  },
  {
    turns: [
      "I'm traveling sunday and won't be able to change anything once I'm on the plane",
      "so can you just set my best lineup for next week now",
    ],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["is my lineup good for wk 14? it's the last week of the regular season and i need the win badly"],
    expect: "lineup",
    week: 14,
  },
  {
    turns: ["i made a bunch of waiver moves tonight", "now im not sure my starters are right, can u check my lineup?"],
    expect: "lineup",
  },
  {
    turns: [
      "half my team is questionable and I'm spiraling a bit. is my starting lineup actually the best I can put out?",
    ],
    expect: "lineup",
  },
  // outlook
  {
    turns: ["traded for Derrick Henry and he laid an egg, so I'm paranoid. what's your projection for him this week?"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: [
      "kyren's usage dropped hard the last two games and I paid a lot for him. what should i expect from him ros?",
    ],
    expect: "outlook",
    players: ["Kyren Williams"],
  },
  {
    turns: [
      "how many points do you think Garrett Wilson puts up this week? his qb situation is a mess",
      "and in week 13?",
    ],
    expect: "outlook",
    players: ["Garrett Wilson"],
    week: 13,
  },
  {
    turns: ["Jeanty is basically my whole offense and he's facing a tough run defense. what's his outlook for wk 10"],
    expect: "outlook",
    players: ["Ashton Jeanty"],
    week: 10,
  },
  {
    turns: ["tyreek has been so frustrating, like 3 catches a game lately", "what's his projection for next week?"],
    expect: "outlook",
    players: ["Tyreek Hill"],
    week: "next",
  },
  // status
  {
    turns: [
      "Saw something on twitter about CMC and a hamstring and I can't focus at work. is McCaffrey playing this week?",
    ],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Is Rashee Rice actually healthy? he was on the practice report wednesday and i have no real backup"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["my whole week kind of depends on Nico Collins", "did he practice today or is he still limited?"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["I have to lock my wr before the early games and I'm freaking out... is Ja'Marr Chase good to go or hurt?"],
    expect: "status",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["is Brock Bowers playing sunday? he's listed with a knee", "and what about Mark Andrews"],
    expect: "status",
    players: ["Mark Andrews"],
  },
  // tradeValue
  {
    turns: ["my team is 2-6 and I'm thinking about blowing it up. what's Jonathan Taylor worth in a trade right now?"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: [
      "someone in my league keeps DMing me about Puka and I have no idea what to ask for. what's his trade value?",
    ],
    expect: "tradeValue",
    players: ["Puka Nacua"],
  },
  {
    turns: ["what's James Cook valued at around the league these days? i want to know before anyone makes me an offer"],
    expect: "tradeValue",
    players: ["James Cook"],
  },
  {
    turns: [
      "Waddle's had a couple big games in a row and I've been getting offers",
      "how much is he worth in trades right now",
    ],
    expect: "tradeValue",
    players: ["Jaylen Waddle"],
  },
  {
    turns: [
      "how valuable is Davante Adams at this point? he's in his 30s and I worry his value just disappears overnight",
    ],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  // buyLow
  {
    turns: [
      "my roster is thin and I can't afford to overpay for anybody. who are some good buy-low targets right now?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["Is Brian Thomas Jr. a buy low? he's been awful but the talent is obviously there and his owner is tilted"],
    expect: "buyLow",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: [
      "I've got some guys who are overperforming and I worry I'll miss the window. who should I be selling high on?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["Jake Ferguson has 3 TDs in his last 2 games and I suspect it's fluky", "is he a sell-high candidate?"],
    expect: "buyLow",
    players: ["Jake Ferguson"],
  },
  {
    turns: [
      "the DK Metcalf manager in my league seems down on him after a few rough weeks. is now the time to buy low?",
    ],
    expect: "buyLow",
    players: ["DK Metcalf"],
  },
  // trade
  {
    turns: [
      "got offered Tee Higgins for my Josh Jacobs. I'm thin at WR so it might make sense, but I'm nervous. fair?",
    ],
    expect: "trade",
    players: ["Tee Higgins", "Josh Jacobs"],
  },
  {
    turns: ["I give Drake London and Chuba Hubbard, I get A.J. Brown. accept? I keep staring at it and can't decide"],
    expect: "trade",
    players: ["Drake London", "Chuba Hubbard", "A.J. Brown"],
  },
  {
    turns: ["someone just offered me Kenneth Walker for my Terry McLaurin", "who wins that deal?"],
    expect: "trade",
    players: ["Kenneth Walker III", "Terry McLaurin"],
  },
  {
    turns: [
      "my leaguemate wants my Bijan and offers Gibbs straight up. similar tier but my gut says no. should I accept?",
    ],
    expect: "trade",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "trade offer: my Mike Evans + Dallas Goedert for his Travis Etienne.. is this fair or am i getting fleeced",
    ],
    expect: "trade",
    players: ["Mike Evans", "Dallas Goedert", "Travis Etienne Jr."],
  },
  {
    turns: [
      "would you do Jalen Hurts for Josh Allen + Jordan Addison? I'd be getting Allen and Addison, feels too good",
    ],
    expect: "trade",
    players: ["Jalen Hurts", "Josh Allen", "Jordan Addison"],
  },
  // waivers
  {
    turns: ["I got hit with three injuries this week and my bench is empty. who should I grab off waivers?"],
    expect: "waivers",
  },
  {
    turns: [
      "I only have $64 faab left and I already regret some bids from earlier",
      "how much should I put on Woody Marks?",
    ],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  { turns: ["top waiver adds this week? our waivers run tonight and I'm way behind on research"], expect: "waivers" },
  {
    turns: ["I have like $12 faab left after overspending in september", "who's worth picking up this week with that?"],
    expect: "waivers",
  },
  {
    turns: [
      "Quinshon Judkins is somehow sitting on waivers in my league. how much should i bid on him? i have 80 faab",
    ],
    expect: "waivers",
    players: ["Quinshon Judkins"],
  },
  // playoffs
  {
    turns: ["I'm 6-5 and it's super tight in the standings. what are my chances of making the playoffs?"],
    expect: "playoffs",
  },
  {
    turns: ["be honest with me, I've been losing sleep over this", "am I making the playoffs this year?"],
    expect: "playoffs",
  },
  { turns: ["we started 1-4 and somehow clawed back to 5-6", "so what are my playoff odds now"], expect: "playoffs" },
  {
    turns: ["my wife says stop checking the standings every hour. just tell me my playoff odds so I can calm down"],
    expect: "playoffs",
  },
  { turns: ["wat r my odds of getting into the playoffs, lost a heartbreaker by 0.4 last nite"], expect: "playoffs" },
  // improveOdds
  {
    turns: [
      "I'm right on the bubble and I don't want to sit still. what moves should I make to improve my playoff odds?",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["what do I need to do to get into the playoffs? I'm 5-7 and I feel like I'm running out of time"],
    expect: "improveOdds",
  },
  { turns: ["the app says my playoff odds are like 30%", "what can i do to bump that up?"], expect: "improveOdds" },
  {
    turns: [
      "I'm willing to trade anyone at this point. what changes give me the best shot at sneaking into the playoffs?",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["I've tried everything and I keep losing close games", "how do I raise my playoff chances from here?"],
    expect: "improveOdds",
  },
  // matchup
  {
    turns: ["I've lost to this guy every year since the league started. who am I playing this week and am I favored?"],
    expect: "matchup",
  },
  {
    turns: ["whats my win probability this week? my opponent has a stacked wr room and I'm scared"],
    expect: "matchup",
  },
  {
    turns: [
      "The Sunday Scaries guy has been trash talking in the group chat all week",
      "how does my matchup against him look?",
    ],
    expect: "matchup",
  },
  { turns: ["how's my matchup looking this week? I really need this one after last week"], expect: "matchup" },
  { turns: ["am I the underdog this week? my team's been slumping and I'm scared to even look"], expect: "matchup" },
  // record
  { turns: ["I've lost track after all the bye week chaos. what's my record right now?"], expect: "record" },
  {
    turns: ["where do I stand in the league? I feel like I've been stuck in the middle of the pack forever"],
    expect: "record",
  },
  {
    turns: ["what's Blitz Brigade's record? they're the team I'm chasing for the last playoff spot"],
    expect: "record",
    team: "Blitz Brigade",
  },
  {
    turns: ["I keep hearing Pocket Passers are collapsing", "what's their record?"],
    expect: "record",
    team: "Pocket Passers",
  },
  { turns: ["what place am I in the standings? I refuse to open the app myself at this point lol"], expect: "record" },
  // rosterStatus
  { turns: ["I feel like half my team is hurt. who on my roster is injured right now?"], expect: "rosterStatus" },
  {
    turns: ["who's on bye for me next week? I don't want to get caught with an empty slot again like last year"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["can u check injuries and byes on my team for wk 9, I'm going camping and won't have signal"],
    expect: "rosterStatus",
    week: 9,
  },
  {
    turns: [
      "my lineup was a mess last week because I didn't notice two of my guys were out",
      "any injuries or byes on my roster this week?",
    ],
    expect: "rosterStatus",
  },
  {
    turns: ["Anyone on my roster on bye in week 7? I think it's a huge bye week but I can't remember which teams"],
    expect: "rosterStatus",
    week: 7,
  },
  // positionRank
  {
    turns: ["I have way too many wide receivers and can't tell who's best anymore. can you rank my WRs for this week?"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["i've got four running backs and can only start two", "rank my rbs for next week"],
    expect: "positionRank",
    week: "next",
    position: "RB",
  },
  {
    turns: ["How would you order my tight ends this week? I'm carrying two and it's killing my bench"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["thanks for the rb rankings earlier", "now can you rank my wide receivers for week 12"],
    expect: "positionRank",
    week: 12,
    position: "WR",
  },
  {
    turns: ["rank my qbs for wk 15 pls, playoffs start then and I can't mess it up"],
    expect: "positionRank",
    week: 15,
    position: "QB",
  },
  {
    turns: ["who's my best rb to worst rb this week? I just need a ranking because I'm overthinking everything"],
    expect: "positionRank",
    position: "RB",
  },
  // projectedTotal
  {
    turns: ["I need to put up a big number to catch up in points-for. what's my team projected to score this week?"],
    expect: "projectedTotal",
  },
  {
    turns: ["how many points is my team projected for next week, and what's the floor? I want to know the worst case"],
    expect: "projectedTotal",
    week: "next",
  },
  { turns: ["what's my team's ceiling this week? I need basically everyone to boom"], expect: "projectedTotal" },
  {
    turns: ["my last three weeks have been like 85 points each", "what's my projected total for week 11?"],
    expect: "projectedTotal",
    week: 11,
  },
  { turns: ["give me my team's projected points and range for wk 13"], expect: "projectedTotal", week: 13 },
  // leaders
  {
    turns: ["who is the best team in our league right now? feels like whoever it is, I'll face them in round one"],
    expect: "leaders",
  },
  {
    turns: ["which team has scored the most points this year? I think I'm up there but getting robbed on record"],
    expect: "leaders",
  },
  {
    turns: ["who's leading the league? my buddy keeps claiming it's him and I need to shut him up"],
    expect: "leaders",
  },
  { turns: ["who has the best playoff odds in the league? I want to know who to be afraid of"], expect: "leaders" },
  { turns: ["standings are so bunched up this year", "who's in first place?"], expect: "leaders" },
  // sleepers
  {
    turns: [
      "I have two open bench spots and nothing to do with them. any sleepers worth stashing for the playoff weeks?",
    ],
    expect: "sleepers",
  },
  {
    turns: ["my league has deep benches so all the obvious guys are gone", "any deep sleepers for next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["stash candidates off waivers for later in the season? not this week's adds, more like lottery tickets"],
    expect: "sleepers",
  },
  {
    turns: ["I already got my top waiver add for this week", "any deeper sleepers I could stash for down the road?"],
    expect: "sleepers",
  },
  { turns: ["give me some sleeper pickups for week 14, I want to plan ahead for once"], expect: "sleepers", week: 14 },
  {
    turns: ["any under-the-radar guys I should stash now before they blow up? I'm always a week late on everyone"],
    expect: "sleepers",
  },
  // dropStash
  {
    turns: ["Chris Godwin is hurt again and I'm running out of patience. drop him or keep holding?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  {
    turns: ["should i IR stash Brandon Aiyuk or just cut him? my IR spot is open but idk"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["J.K. Dobbins got put on IR today", "is he worth holding or should I drop him for a waiver guy"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: [
      "Is it worth keeping Javonte Williams on my bench while he's out, or do I cut bait? my bench is already crowded",
    ],
    expect: "dropStash",
    players: ["Javonte Williams"],
  },
  {
    turns: ["i've been holding Justin Herbert through his injury but I really need the roster spot. drop or hold?"],
    expect: "dropStash",
    players: ["Justin Herbert"],
  },
  {
    turns: ["Etienne is out a few weeks with the ankle. hold him or release him? I'm not deep at RB so I'm conflicted"],
    expect: "dropStash",
    players: ["Travis Etienne Jr."],
  },
  // byeCover
  {
    turns: ["Josh Allen is on bye next week and my only backup QB is on IR. who should cover QB for me?"],
    expect: "byeCover",
    players: ["Josh Allen"],
    week: "next",
  },
  {
    turns: ["Bowers has his bye in wk 10 and I don't have a 2nd TE. who should I stream at tight end?"],
    expect: "byeCover",
    players: ["Brock Bowers"],
    week: 10,
  },
  {
    turns: ["McBride is on bye this week and I completely forgot until now. who's the best TE streamer to fill in?"],
    expect: "byeCover",
    players: ["Trey McBride"],
  },
  {
    turns: ["Mahomes has his bye coming up next week", "who should i pick up to cover for him?"],
    expect: "byeCover",
    players: ["Patrick Mahomes"],
    week: "next",
  },
  {
    turns: ["Amon-Ra is on bye this week and my WR depth is nonexistent. who covers for him?"],
    expect: "byeCover",
    players: ["Amon-Ra St. Brown"],
  },
  {
    turns: ["my kicker's on bye this week, who do I stream at K? i know it's just a kicker but i lost by 2 last time"],
    expect: "byeCover",
  },
  // scenario
  {
    turns: ["I'm 5-6 with three games left", "if I win out, do I make the playoffs?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["what happens to my playoff odds if I lose this week? I'm playing the first-place team and I'm scared"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["if I go 3-1 the rest of the way what are my playoff chances"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["I've got 4 games left", "what are my odds if I win 2 of them?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["say I win two more games, is that enough to get in?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["if i drop this week's game am i basically done? like what do my odds become"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  // tradeIdeas
  {
    turns: ["I've got way too many RBs and Saquon is my most valuable piece", "who could I get for Saquon?"],
    expect: "tradeIdeas",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["any 2-for-1 trade ideas using Ladd McConkey and DeVonta Smith? I need a true WR1 badly"],
    expect: "tradeIdeas",
    players: ["Ladd McConkey", "DeVonta Smith"],
  },
  {
    turns: ["I'm loaded at TE with Bowers and LaPorta", "what could I package LaPorta for?"],
    expect: "tradeIdeas",
    players: ["Sam LaPorta"],
  },
  {
    turns: ["can you build me a trade package around George Pickens? I want an RB back"],
    expect: "tradeIdeas",
    players: ["George Pickens"],
  },
  {
    turns: ["who could I target in a trade if I'm offering Justin Jefferson? I'm 1-7 and pivoting to next year"],
    expect: "tradeIdeas",
    players: ["Justin Jefferson"],
  },
  {
    turns: [
      "trade ideas for Rhamondre Stevenson and Kyle Pitts together? I want to consolidate into one better player",
    ],
    expect: "tradeIdeas",
    players: ["Rhamondre Stevenson", "Kyle Pitts"],
  },
  // help
  {
    turns: ["I just joined this app and I'm a little overwhelmed. what can you actually help me with?"],
    expect: "help",
  },
  { turns: ["how do I use you? like what kinds of questions can I ask"], expect: "help" },
  {
    turns: ["what are you able to do? my league mate said you can analyze trades but I don't know what else"],
    expect: "help",
  },
  { turns: ["sorry if this is dumb but what does the GM do exactly"], expect: "help" },
  { turns: ["hi", "what can you do"], expect: "help" },
  {
    turns: [
      "Can you give me a list of the stuff you can help with? I don't want to waste time asking the wrong questions",
    ],
    expect: "help",
  },
  // None
  {
    turns: ["I have tickets to the game on Sunday and I'm worried about the weather. is it going to rain in Buffalo?"],
    expect: "None",
  },
  { turns: ["tell me a joke, I need cheering up after this week's loss"], expect: "None" },
  {
    turns: ["my fantasy season is basically over so I'm moving on. who's going to win the NBA finals this year?"],
    expect: "None",
  },
  {
    turns: ["my boss wants my report by Monday and I've been on fantasy all week. can you write my quarterly report?"],
    expect: "None",
  },
  {
    turns: ["who should I start at flex this week", "ok unrelated but can you recommend a good pizza place near me"],
    expect: "None",
  },
  {
    turns: ["should I ask my girlfriend to move in? she already hates that I spend every Sunday on fantasy lol"],
    expect: "None",
  },
  // two-part
  {
    turns: ["this season has been so stressful", "what's my record and do I make the playoffs from here?"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["who am I up against this week, and what's my team projected to score?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["is Breece Hall playing this week, and if he is how many points should I expect from him?"],
    expect: ["status", "outlook"],
    players: ["Breece Hall"],
  },
  {
    turns: ["I'm 5-6 and panicking. what are my playoff odds and what should I do to improve them?"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["who on my team is hurt or on bye next week, and then can you set my lineup for it?"],
    expect: ["rosterStatus", "lineup"],
    week: "next",
  },
  {
    turns: ["who should I add off waivers this week, and should I drop the injured Kyle Pitts to make room?"],
    expect: ["waivers", "dropStash"],
    players: ["Kyle Pitts"],
  },
  {
    turns: ["what's CeeDee Lamb worth in a trade, and is he better than Drake London rest of season?"],
    expect: ["tradeValue", "compare"],
    players: ["CeeDee Lamb", "Drake London"],
  },
  { turns: ["who's leading the league and where do I sit in the standings?"], expect: ["leaders", "record"] },
  {
    turns: ["how does my matchup look this week, and what happens to my odds if I lose it?"],
    expect: ["matchup", "scenario"],
    scenario: "lose-this-week",
  },
  {
    turns: ["Pollard or Kenneth Walker this week, and is Walker even healthy? he was limited thursday"],
    expect: ["startSit", "status"],
    players: ["Tony Pollard", "Kenneth Walker III"],
  },
  {
    turns: ["any buy-low guys I should target, and who's the best waiver pickup this week?"],
    expect: ["buyLow", "waivers"],
  },
  {
    turns: ["how do you see Kelce doing rest of season, and what's he worth in a trade right now?"],
    expect: ["outlook", "tradeValue"],
    players: ["Travis Kelce"],
  },
];
