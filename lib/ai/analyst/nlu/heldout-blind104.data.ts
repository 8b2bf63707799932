// Blind held-out evaluation set 104 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: stressed manager.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_104: HeldOutCase[] = [
  // startSit
  {
    turns: ["ok im freaking out, do i start kenneth walker or chuba hubbard this week, im 6-7 and its a must win"],
    expect: "startSit",
    players: ["Kenneth Walker III", "Chuba Hubbard"],
  },
  {
    turns: ["flowers or olave wk 14 i cant decide and ive flipped it like 5 times already"],
    expect: "startSit",
    players: ["Zay Flowers", "Chris Olave"],
    week: 14,
  },
  {
    turns: ["how does jamo look this week", "ok but do i start him or sutton, i need a straight answer not a maybe"],
    expect: "startSit",
    players: ["Jameson Williams", "Courtland Sutton"],
  },
  {
    turns: [
      "goff or dart this sunday?? season is on the line",
      "actually scratch that, goff or herbert, i just grabbed herbert",
    ],
    expect: "startSit",
    players: ["Jared Goff", "Justin Herbert"],
  },
  {
    turns: ["between kraft, ferguson and pitts who do i actually roll out this week, all three feel like coin flips"],
    expect: "startSit",
    players: ["Tucker Kraft", "Jake Ferguson", "Kyle Pitts"],
  },
  {
    turns: ["start dowdle or warren this week and also what are my odds of even making it at this point"],
    expect: ["startSit", "playoffs"],
    players: ["Rico Dowdle", "Jaylen Warren"],
  },

  // compare
  {
    turns: ["long term who's better, bucky irving or quinshon judkins, im already thinking keeper stuff"],
    expect: "compare",
    players: ["Bucky Irving", "Quinshon Judkins"],
  },
  {
    turns: ["rest of season would you rather have nabers or garrett wilson, be honest", "and nabers vs chase ros?"],
    expect: "compare",
    players: ["Malik Nabers", "Ja'Marr Chase"],
  },
  {
    turns: ["dynasty q: jeanty or hampton, who do you want for the next 3 years"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["who's better ros, tee higgins or dk metcalf", "ok what about higgins vs ladd mcconkey instead"],
    expect: "compare",
    players: ["Tee Higgins", "Ladd McConkey"],
  },
  {
    turns: ["for the rest of the year is bowers still the better te than trey mcbride or has that flipped"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["mcmillan vs egbuka for the long haul, not about this week, i just need to know who i build around"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },

  // slot
  { turns: ["who should be my flex this week, im losing my mind"], expect: "slot", position: "FLEX" },
  {
    turns: ["need someone at rb2, is it tracy or monangai"],
    expect: "slot",
    position: "RB",
    players: ["Tyrone Tracy Jr.", "Kyle Monangai"],
  },
  { turns: ["te spot is a black hole for me, who goes there this week"], expect: "slot", position: "TE" },
  {
    turns: ["who do i put at flex this week", "and my wr2 spot, addison or meyers? pls just pick one"],
    expect: "slot",
    position: "WR",
    players: ["Jordan Addison", "Jakobi Meyers"],
  },
  {
    turns: ["my qb slot this week, hurts or caleb? i need points desperately"],
    expect: "slot",
    position: "QB",
    players: ["Jalen Hurts", "Caleb Williams"],
  },
  { turns: ["who should i start at K this week out of what i have on my roster"], expect: "slot", position: "K" },

  // lineup
  { turns: ["is my lineup optimal for this week, i literally cannot afford a mistake"], expect: "lineup" },
  { turns: ["set my best lineup for wk 15 please, everything is riding on it"], expect: "lineup", week: 15 },
  {
    turns: ["just look at my whole starting lineup and tell me if anything is wrong before sunday"],
    expect: "lineup",
  },
  {
    turns: ["whats my matchup this week", "ok so who should i start overall, give me the full lineup"],
    expect: "lineup",
  },
  { turns: ["can you check my lineup and then tell me if im favored this week"], expect: ["lineup", "matchup"] },
  {
    turns: ["who should i be starting overall next week, set the whole thing for me"],
    expect: "lineup",
    week: "next",
  },

  // outlook
  {
    turns: ["what do you expect from derrick henry this week, im scared he gets game scripted out"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: ["whats the projection for jsn in week 14"],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
    week: 14,
  },
  {
    turns: ["what's achane's projection for sunday", "ok and for next week? i heard that matchup is juicy"],
    expect: "outlook",
    players: ["De'Von Achane"],
    week: "next",
  },
  {
    turns: ["how many points is josh allen gonna give me rest of season, i need him to carry me"],
    expect: "outlook",
    players: ["Josh Allen"],
  },
  {
    turns: ["lamar this week, boom or bust? need to know what to expect from him"],
    expect: "outlook",
    players: ["Lamar Jackson"],
  },
  {
    turns: ["is cmc practicing today", "ok assuming he plays how many points do you think he puts up this week"],
    expect: "outlook",
    players: ["Christian McCaffrey"],
  },

  // status
  {
    turns: ["is it worth starting nico this week", "wait first, is he even playing? saw something about his hammy"],
    expect: "status",
    players: ["Nico Collins"],
  },
  { turns: ["whats the latest on ja'marr chase, is he hurt or not"], expect: "status", players: ["Ja'Marr Chase"] },
  { turns: ["did rashee rice practice today??"], expect: "status", players: ["Rashee Rice"] },
  {
    turns: ["start kelce or laporta this week", "wait is laporta even healthy? whats his injury status"],
    expect: "status",
    players: ["Sam LaPorta"],
  },
  {
    turns: ["aiyuk injury update pls, i cant keep starting a guy who might sit"],
    expect: "status",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["is saquon gonna suit up this week and how many points do you have him for"],
    expect: ["status", "outlook"],
    players: ["Saquon Barkley"],
  },

  // tradeValue
  { turns: ["what is jahmyr gibbs worth in a trade right now"], expect: "tradeValue", players: ["Jahmyr Gibbs"] },
  {
    turns: ["what kind of return could i get for tyreek hill if i shop him, whats he worth"],
    expect: "tradeValue",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["drake london just went off for like 3 tds lol", "how much is he worth in a trade right now"],
    expect: "tradeValue",
    players: ["Drake London"],
  },
  {
    turns: ["is mike evans back from his injury", "ok whats his trade value then, is anyone gonna pay for him"],
    expect: "tradeValue",
    players: ["Mike Evans"],
  },
  {
    turns: ["be real with me, what's jonathan taylor's value on the trade market"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["is breece hall worth anything in trades anymore or has his value totally tanked"],
    expect: "tradeValue",
    players: ["Breece Hall"],
  },

  // buyLow
  { turns: ["give me some buy low guys, i need to steal someone before the deadline"], expect: "buyLow" },
  { turns: ["who are the sell high candidates right now"], expect: "buyLow" },
  { turns: ["is kyren williams a buy low or am i kidding myself"], expect: "buyLow", players: ["Kyren Williams"] },
  {
    turns: ["rhamondre just had a monster game, is this the moment to sell high on him"],
    expect: "buyLow",
    players: ["Rhamondre Stevenson"],
  },
  {
    turns: ["any buy-low targets you like", "what about davante adams specifically, buy low or nah"],
    expect: "buyLow",
    players: ["Davante Adams"],
  },
  {
    turns: ["whos a good buy low right now and also who should i grab off waivers this week"],
    expect: ["buyLow", "waivers"],
  },

  // trade
  {
    turns: ["someone offered me jefferson for my bijan straight up, do i take it??"],
    expect: "trade",
    players: ["Justin Jefferson", "Bijan Robinson"],
  },
  {
    turns: ["i give lamb and kamara, i get puka. fair or am i getting fleeced"],
    expect: "trade",
    players: ["CeeDee Lamb", "Alvin Kamara", "Puka Nacua"],
  },
  {
    turns: ["would you accept: my james cook for their terry mclaurin and javonte williams"],
    expect: "trade",
    players: ["James Cook", "Terry McLaurin", "Javonte Williams"],
  },
  {
    turns: [
      "whats josh jacobs trade value",
      "ok someone wants to give me chase brown and xavier worthy for him, accept?",
    ],
    expect: "trade",
    players: ["Chase Brown", "Xavier Worthy", "Josh Jacobs"],
  },
  {
    turns: ["who wins this deal: i send out mahomes and get back joe burrow + wan'dale robinson"],
    expect: "trade",
    players: ["Patrick Mahomes", "Joe Burrow", "Wan'Dale Robinson"],
  },
  {
    turns: ["i just got an offer", "they want my george pickens for their aj brown, pls tell me this isnt a disaster"],
    expect: "trade",
    players: ["George Pickens", "A.J. Brown"],
  },

  // waivers
  { turns: ["who do i pick up this week, my bench is a graveyard"], expect: "waivers" },
  {
    turns: ["is woody marks worth a pickup", "how much faab do i throw at him, i have $43 left"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  { turns: ["top waiver adds this week?? need anyone who can score"], expect: "waivers" },
  {
    turns: ["any good pickups this week", "ok how much should i bid on skattebo if he's out there"],
    expect: "waivers",
    players: ["Cam Skattebo"],
  },
  { turns: ["best wr on the wire right now? lost two guys and i'm desperate"], expect: "waivers" },
  { turns: ["what's my record right now and who should i be adding off the wire"], expect: ["record", "waivers"] },

  // playoffs
  { turns: ["am i actually making the playoffs or is this hopeless"], expect: "playoffs" },
  { turns: ["what are my playoff odds right now, be honest i can take it"], expect: "playoffs" },
  {
    turns: ["ok so i'm 7-6 after that brutal loss", "what percent chance do i have of getting in now"],
    expect: "playoffs",
  },
  { turns: ["what's my record", "and what does that mean for my playoff chances"], expect: "playoffs" },
  { turns: ["do i still have a real shot at a playoff spot or nah"], expect: "playoffs" },
  { turns: ["what are my playoff chances and what can i do to improve them"], expect: ["playoffs", "improveOdds"] },

  // improveOdds
  { turns: ["what moves should i make to actually get into the playoffs"], expect: "improveOdds" },
  { turns: ["how do i boost my playoff odds, im willing to do anything at this point"], expect: "improveOdds" },
  {
    turns: ["tell me what to do to sneak into the postseason, trades, pickups, whatever it takes"],
    expect: "improveOdds",
  },
  { turns: ["what are my playoff odds", "ugh ok what can i do to raise that number"], expect: "improveOdds" },
  { turns: ["whats the single best move i can make to improve my chances of getting in"], expect: "improveOdds" },
  {
    turns: ["i'm on the bubble, what should i change to give myself the best shot at the playoffs"],
    expect: "improveOdds",
  },

  // matchup
  { turns: ["who am i playing this week"], expect: "matchup" },
  { turns: ["whats my projected total", "is that enough tho, am i favored or am i toast"], expect: "matchup" },
  { turns: ["whats my win probability vs the sunday scaries this week"], expect: "matchup" },
  { turns: ["is my lineup set", "ok and how does my matchup look this week"], expect: "matchup" },
  { turns: ["how does my head to head look this week, like honestly how bad is it"], expect: "matchup" },
  {
    turns: ["who am i up against this week and what am i projected to score"],
    expect: ["matchup", "projectedTotal"],
  },

  // record
  { turns: ["whats my record again, i've lost track after that awful week"], expect: "record" },
  { turns: ["where do i sit in the standings right now"], expect: "record" },
  {
    turns: ["im chasing blitz brigade for the last spot", "what's their record right now"],
    expect: "record",
    team: "Blitz Brigade",
  },
  {
    turns: ["what place am i in", "and what about hail mary heroes, what's their record"],
    expect: "record",
    team: "Hail Mary Heroes",
  },
  { turns: ["how many wins do i have, and what place does that put me in"], expect: "record" },
  {
    turns: ["tell me my current standing and then tell me my odds of getting a playoff spot"],
    expect: ["record", "playoffs"],
  },

  // rosterStatus
  { turns: ["who on my team is hurt right now"], expect: "rosterStatus" },
  { turns: ["who's on bye next week on my roster, i need to plan ahead"], expect: "rosterStatus", week: "next" },
  { turns: ["any injuries or byes on my team i need to worry about for wk 14"], expect: "rosterStatus", week: 14 },
  { turns: ["is my lineup good", "wait do i have anyone injured or on bye this week"], expect: "rosterStatus" },
  { turns: ["give me the injury report for my whole roster please"], expect: "rosterStatus" },
  {
    turns: ["who's banged up on my team and what's my projected total this week"],
    expect: ["rosterStatus", "projectedTotal"],
  },

  // positionRank
  { turns: ["rank my rbs for this week"], expect: "positionRank", position: "RB" },
  {
    turns: ["rank my wide receivers for week 15, best to worst"],
    expect: "positionRank",
    position: "WR",
    week: 15,
  },
  { turns: ["order my tight ends from best to worst this week"], expect: "positionRank", position: "TE" },
  {
    turns: ["who's hurt on my team", "ok now rank my running backs for next week"],
    expect: "positionRank",
    position: "RB",
    week: "next",
  },
  { turns: ["can you rank all my qbs for this week"], expect: "positionRank", position: "QB" },
  {
    turns: ["rank my wrs this week and tell me if i'm favored"],
    expect: ["positionRank", "matchup"],
    position: "WR",
  },

  // projectedTotal
  { turns: ["what's my projected total this week"], expect: "projectedTotal" },
  { turns: ["whats my floor and ceiling for week 14"], expect: "projectedTotal", week: 14 },
  { turns: ["how many points is my team projected for next week"], expect: "projectedTotal", week: "next" },
  { turns: ["who am i playing", "ok what's my team projected to score, and the range"], expect: "projectedTotal" },
  { turns: ["give me my projected points plus the range, i need to know if i can keep up"], expect: "projectedTotal" },
  { turns: ["what's my team's ceiling this week if everything breaks right"], expect: "projectedTotal" },

  // leaders
  { turns: ["who's leading the league right now"], expect: "leaders" },
  { turns: ["which team has scored the most points this year"], expect: "leaders" },
  { turns: ["who is the best team in the league by record"], expect: "leaders" },
  { turns: ["what's my record", "and who's sitting on top of the league"], expect: "leaders" },
  { turns: ["who has the best playoff odds in the league right now"], expect: "leaders" },
  { turns: ["who's in first place and where am i"], expect: ["leaders", "record"] },

  // sleepers
  { turns: ["any deep sleepers i should stash for the playoff weeks"], expect: "sleepers" },
  { turns: ["who are some sleepers for next week that nobody's talking about"], expect: "sleepers", week: "next" },
  { turns: ["give me a couple stash candidates off waivers, guys who could pop later"], expect: "sleepers" },
  {
    turns: ["who are the top adds this week", "ok those are obvious, who are the deeper sleepers i could stash"],
    expect: "sleepers",
  },
  {
    turns: ["looking for a sleeper for week 16, someone who could win me a title out of nowhere"],
    expect: "sleepers",
    week: 16,
  },
  { turns: ["any under the radar guys worth stashing for the stretch run"], expect: "sleepers" },

  // dropStash
  {
    turns: ["should i drop cmc or ir stash him, i need the roster spot so bad"],
    expect: "dropStash",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["is it time to cut brian thomas jr with this injury or do i hold"],
    expect: "dropStash",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["mark andrews hurt AGAIN??", "hold or drop him, i'm out of patience and need the bench spot"],
    expect: "dropStash",
    players: ["Mark Andrews"],
  },
  {
    turns: ["what's going on with jk dobbins injury", "ugh ok do i drop him or stash him on ir"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["goedert is hurt, worth holding or should i just let him go"],
    expect: "dropStash",
    players: ["Dallas Goedert"],
  },
  {
    turns: ["etienne is on my ir, do i keep stashing him or cut bait"],
    expect: "dropStash",
    players: ["Travis Etienne Jr."],
  },

  // byeCover
  { turns: ["my te is on bye this week, who do i stream"], expect: "byeCover", position: "TE" },
  {
    turns: ["goff is on bye next week, who's my backup qb plan"],
    expect: "byeCover",
    players: ["Jared Goff"],
    position: "QB",
    week: "next",
  },
  { turns: ["my kicker has a bye this week, who can cover for him"], expect: "byeCover", position: "K" },
  {
    turns: ["who's on bye for me next week", "ok who replaces hunter henry while he's off"],
    expect: "byeCover",
    players: ["Hunter Henry"],
    position: "TE",
    week: "next",
  },
  {
    turns: ["with bowers on bye who do i start at te, i only have the one"],
    expect: "byeCover",
    players: ["Brock Bowers"],
    position: "TE",
  },
  {
    turns: ["herbert's bye is week 14, who's a good streamer to fill in at qb"],
    expect: "byeCover",
    players: ["Justin Herbert"],
    position: "QB",
    week: 14,
  },

  // scenario
  { turns: ["if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["am i favored this week", "and if i lose this one, what happens to my odds"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["if i go 2-1 in my last 3 am i in"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  {
    turns: ["what are my playoff odds", "ok and if i win 3 of my last 4?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["what are my playoff chances if i only win two more games"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["whats my record and if i win out am i in"],
    expect: ["record", "scenario"],
    scenario: "win-out",
  },

  // tradeIdeas
  {
    turns: [
      "i've got drake maye and josh allen and only start one qb",
      "who could i get for maye? i really need an rb",
    ],
    expect: "tradeIdeas",
    players: ["Drake Maye"],
  },
  {
    turns: ["give me some 2-for-1 ideas packaging rome odunze and devonta smith"],
    expect: "tradeIdeas",
    players: ["Rome Odunze", "DeVonta Smith"],
  },
  {
    turns: ["what kind of package could i build around bo nix to land a real wr1"],
    expect: "tradeIdeas",
    players: ["Bo Nix"],
  },
  {
    turns: ["what's tony pollard's trade value", "ok so who could i realistically get if i shop him with kittle"],
    expect: "tradeIdeas",
    players: ["Tony Pollard", "George Kittle"],
  },
  {
    turns: ["trade ideas for rachaad white? i want to turn him into something useful"],
    expect: "tradeIdeas",
    players: ["Rachaad White"],
  },
  {
    turns: ["if i put caleb williams and chris godwin together in a deal who could that get me"],
    expect: "tradeIdeas",
    players: ["Caleb Williams", "Chris Godwin"],
  },

  // help
  { turns: ["what can you actually do"], expect: "help" },
  { turns: ["how do i use this thing, like what questions can i ask you"], expect: "help" },
  { turns: ["are you able to look at trades or is it just lineups? what do you do"], expect: "help" },
  { turns: ["hey", "what kinds of stuff can you help me with"], expect: "help" },
  { turns: ["can you explain what features the gm has, i never used it before"], expect: "help" },
  { turns: ["help. what are my options with you"], expect: "help" },

  // None
  { turns: ["is nico playing", "ok and is it gonna rain in houston on sunday"], expect: "None" },
  { turns: ["tell me a joke i need to laugh after this week"], expect: "None" },
  { turns: ["who wins the nba title this year"], expect: "None" },
  { turns: ["write me a nasty text to send my commish about his dumb rule change"], expect: "None" },
  { turns: ["start lamb or chase?", "nvm, whats a good recipe for game day wings"], expect: "None" },
  { turns: ["how do i get my wife to stop being mad that im on my phone all sunday"], expect: "None" },
];
