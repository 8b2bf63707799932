// Blind held-out evaluation set 161 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a frustrated manager venting: caps, rants before the question, swear words written as
// 'f***'.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_161: HeldOutCase[] = [
  // startSit
  {
    turns: ["ugh I've been burned by this f***ing WR room all year. Nabers or Waddle this week, just TELL me"],
    expect: "startSit",
    players: ["Malik Nabers", "Jaylen Waddle"],
  },
  {
    turns: ["Sat Gibbs last week and he went off. NEVER AGAIN. So Gibbs or Saquon for week 11??"],
    expect: "startSit",
    players: ["Jahmyr Gibbs", "Saquon Barkley"],
    week: 11,
  },
  {
    turns: ["i am SO done guessing. lamb or jsn this week", "ok fine what about next week, same two"],
    expect: "startSit",
    players: ["CeeDee Lamb", "Jaxon Smith-Njigba"],
    week: "next",
  },
  {
    turns: ["My QB situation is a f***ing dumpster fire. Start Goff or Mayfield?"],
    expect: "startSit",
    players: ["Jared Goff", "Baker Mayfield"],
  },
  {
    turns: ["is Kittle even healthy or what", "whatever. kittle or kraft, who do i START"],
    expect: "startSit",
    players: ["George Kittle", "Tucker Kraft"],
  },
  {
    turns: ["3 losses by under 5 pts. THREE. Do I start Hampton or Judkins, and what's my projected total?"],
    expect: ["startSit", "projectedTotal"],
    players: ["Omarion Hampton", "Quinshon Judkins"],
  },
  // compare
  {
    turns: ["Traded for Brian Thomas Jr and he's been a f***ing ghost. Rest of season, him or Rome Odunze??"],
    expect: "compare",
    players: ["Brian Thomas Jr.", "Rome Odunze"],
  },
  {
    turns: ["Long term, who's the better piece, Jeanty or Bijan? And DON'T give me 'it depends'"],
    expect: "compare",
    players: ["Ashton Jeanty", "Bijan Robinson"],
  },
  {
    turns: ["compare Puka and Ja'Marr for the rest of the year, no hedging", "now do Jefferson vs Nico"],
    expect: "compare",
    players: ["Justin Jefferson", "Nico Collins"],
  },
  {
    turns: ["I keep going back and forth and it's driving me NUTS. Achane vs Kyren ROS, who's better?"],
    expect: "compare",
    players: ["De'Von Achane", "Kyren Williams"],
  },
  {
    turns: [
      "Bowers has been the only thing keeping my team alive",
      "how does he stack up vs McBride the rest of the way tho",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["Honestly who's just the better player going forward, Chase Brown or James Cook? Not this week, overall"],
    expect: "compare",
    players: ["Chase Brown", "James Cook"],
  },
  // slot
  {
    turns: ["My flex has scored like 4 points a week for a MONTH. Who goes at flex this week?"],
    expect: "slot",
    position: "FLEX",
  },
  { turns: ["RB2 is a black hole on my team. Who do I even put there this week"], expect: "slot", position: "RB" },
  { turns: ["who the f*** do I start at TE this week, they're all trash"], expect: "slot", position: "TE" },
  {
    turns: ["who's my best flex play this week", "and week 12? planning ahead since apparently nothing works"],
    expect: "slot",
    week: 12,
    position: "FLEX",
  },
  { turns: ["I'm so sick of streaming quarterbacks. Who's my QB this week??"], expect: "slot", position: "QB" },
  {
    turns: ["my TE spot is killing me, who goes there", "and what about the WR3 spot? same question"],
    expect: "slot",
    position: "WR",
  },
  // lineup
  { turns: ["I've lost 3 straight. Just set my whole f***ing lineup, I clearly can't do it"], expect: "lineup" },
  { turns: ["Check my lineup. ANY changes? I swear if I leave points on the bench again"], expect: "lineup" },
  { turns: ["optimize my lineup for week 11 before I throw my phone"], expect: "lineup", week: 11 },
  {
    turns: ["fine, set my lineup for this week", "now do next week too since I'll be traveling and can't check"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["is Derrick Henry playing or what", "ok whatever, just check my entire lineup and fix whatever's broken"],
    expect: "lineup",
  },
  {
    turns: ["Set my lineup and tell me who I'm playing this week, I'm too tilted to look"],
    expect: ["lineup", "matchup"],
  },
  // outlook
  {
    turns: ["Is Javonte Williams actually worth starting this week or is he gonna burn me AGAIN"],
    expect: "outlook",
    players: ["Javonte Williams"],
  },
  {
    turns: ["How many points is Josh Allen gonna put up this week? he better be good"],
    expect: "outlook",
    players: ["Josh Allen"],
  },
  {
    turns: ["what's the rest of season outlook for Drake Maye, is he legit or am i being a f***ing idiot"],
    expect: "outlook",
    players: ["Drake Maye"],
  },
  { turns: ["Projection for Egbuka this week?", "ugh. and Mike Evans?"], expect: "outlook", players: ["Mike Evans"] },
  {
    turns: ["Ladd McConkey has done NOTHING for me. Is he hurt?", "no? then what's he projected for this week"],
    expect: "outlook",
    players: ["Ladd McConkey"],
  },
  {
    turns: ["Give me Xavier Worthy's projection for week 12, I need a reason to keep him"],
    expect: "outlook",
    players: ["Xavier Worthy"],
    week: 12,
  },
  // status
  {
    turns: ["Is CMC playing this week or is he hurt AGAIN? I can't keep doing this"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  { turns: ["any f***ing news on Tyreek? nobody tells me anything"], expect: "status", players: ["Tyreek Hill"] },
  { turns: ["Is Hurts on BYE this week?? Please tell me no"], expect: "status", players: ["Jalen Hurts"] },
  { turns: ["latest on Jacobs?", "and Kamara? is he even suiting up"], expect: "status", players: ["Alvin Kamara"] },
  {
    turns: ["rank my RBs for this week", "wait is Breece Hall even active? what's his status"],
    expect: "status",
    players: ["Breece Hall"],
  },
  {
    turns: ["Is Addison healthy and how many points will he score? I need ONE good thing today"],
    expect: ["status", "outlook"],
    players: ["Jordan Addison"],
  },
  // tradeValue
  {
    turns: ["What's Saquon even worth in a trade right now? Everybody lowballs me"],
    expect: "tradeValue",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["Sell high on Monangai or hold? I've been burned holding guys too long"],
    expect: "tradeValue",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["Is now the time to buy low on Tee Higgins or is he just BAD"],
    expect: "tradeValue",
    players: ["Tee Higgins"],
  },
  {
    turns: ["How much is Mark Andrews worth in trade these days? don't say nothing"],
    expect: "tradeValue",
    players: ["Mark Andrews"],
  },
  {
    turns: ["what's Garrett Wilson worth in a trade", "and Drake London?"],
    expect: "tradeValue",
    players: ["Drake London"],
  },
  {
    turns: ["Puka's been a f***ing monster lately", "so do I sell high on him or hold?"],
    expect: "tradeValue",
    players: ["Puka Nacua"],
  },
  // buyLow
  { turns: ["Everyone in this league is a shark. Who can I actually buy low on?"], expect: "buyLow" },
  { turns: ["give me buy-low guys. I need to fleece SOMEBODY"], expect: "buyLow" },
  { turns: ["Which players are slumping enough that I can grab them cheap?"], expect: "buyLow" },
  {
    turns: ["where am I in the standings", "LOL. ok, who are buy-low targets, I need to do something"],
    expect: "buyLow",
  },
  { turns: ["Buy low candidates. Go. Before the deadline passes and I'm stuck with this garbage"], expect: "buyLow" },
  {
    turns: ["Who should I buy low on, and what are my playoff odds looking like? be honest"],
    expect: ["buyLow", "playoffs"],
  },
  // trade
  {
    turns: ["Some clown offered Rico Dowdle for Chris Olave. Should I accept or is that an insult?"],
    expect: "trade",
    players: ["Rico Dowdle", "Chris Olave"],
  },
  {
    turns: ["Would I be f***ing stupid to trade Lamar for Burrow and Rachaad White?"],
    expect: "trade",
    players: ["Lamar Jackson", "Joe Burrow", "Rachaad White"],
  },
  {
    turns: ["Hill and Godwin for Jefferson. Who wins that trade? be honest"],
    expect: "trade",
    players: ["Tyreek Hill", "Chris Godwin", "Justin Jefferson"],
  },
  {
    turns: [
      "I'm thinking of giving Chuba Hubbard for Zay Flowers",
      "what if I throw in Jake Ferguson too, does that make it fair?",
    ],
    expect: "trade",
    players: ["Chuba Hubbard", "Jake Ferguson", "Zay Flowers"],
  },
  {
    turns: ["what's Kittle worth in a trade", "someone's offering Sam LaPorta for him straight up. take it??"],
    expect: "trade",
    players: ["Sam LaPorta", "George Kittle"],
  },
  {
    turns: ["My Etienne for their Bucky Irving. accept or decline? I'm sick of Etienne"],
    expect: "trade",
    players: ["Travis Etienne Jr.", "Bucky Irving"],
  },
  // waivers
  { turns: ["My bench is a graveyard. Who do I pick up this week?"], expect: "waivers" },
  {
    turns: ["how much FAAB on Tyrone Tracy? I'm NOT losing another bidding war by $1"],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },
  { turns: ["who's the best add off waivers? and don't say someone who's already rostered"], expect: "waivers" },
  {
    turns: ["Kyle Pitts is killing me", "who should I grab off waivers this week to replace that nonsense"],
    expect: "waivers",
  },
  { turns: ["waiver pickups for week 11, go. I have 60 FAAB left and zero patience"], expect: "waivers", week: 11 },
  {
    turns: ["Who do I pick up this week and what's my f***ing projected total after that"],
    expect: ["waivers", "projectedTotal"],
  },
  // playoffs
  { turns: ["Am I even making the playoffs at this point? be straight with me"], expect: "playoffs" },
  {
    turns: ["Is Coach Reese's team gonna make the playoffs? They got so lucky"],
    expect: "playoffs",
    team: "Play Action Pack",
  },
  { turns: ["Do I have ANY shot at a first-round bye or is that dead"], expect: "playoffs" },
  {
    turns: ["what are my playoff odds", "and End Zone Envy's? they keep beating me"],
    expect: "playoffs",
    team: "End Zone Envy",
  },
  {
    turns: ["Odds Two-Minute Drill wins the whole f***ing thing? they beat me twice"],
    expect: "playoffs",
    team: "Two-Minute Drill",
  },
  { turns: ["what's my record", "so can I still clinch a playoff spot or nah"], expect: "playoffs" },
  // improveOdds
  { turns: ["I'm 4-5. What moves do I make to actually get into the playoffs?"], expect: "improveOdds" },
  { turns: ["How do I turn this f***ing season around? I'm begging"], expect: "improveOdds" },
  {
    turns: ["What do I need to do to boost my playoff chances? anything, trades, pickups, whatever"],
    expect: "improveOdds",
  },
  { turns: ["playoff odds?", "12%?? WHAT. what moves improve that"], expect: "improveOdds" },
  {
    turns: ["I've lost 3 in a row by a combined 8 points", "what changes do I make to save the season"],
    expect: "improveOdds",
  },
  {
    turns: ["Give me my playoff odds and then tell me what the hell I do to improve them"],
    expect: ["playoffs", "improveOdds"],
  },
  // matchup
  { turns: ["who's leading the league", "whatever. who am I even playing this week?"], expect: "matchup" },
  { turns: ["Am I favored this week or am I getting f***ed again"], expect: "matchup" },
  { turns: ["What's my win probability in week 12? be honest, I can take it"], expect: "matchup", week: 12 },
  { turns: ["who's my opponent this week", "ugh. who do I face next week then"], expect: "matchup", week: "next" },
  { turns: ["Who wins my matchup this week, me or them? I'm tired of losing close ones"], expect: "matchup" },
  { turns: ["Breakdown of my week 11 matchup please. I need to know how screwed I am"], expect: "matchup", week: 11 },
  // record
  { turns: ["what're my playoff odds", "actually don't answer that. just what's my record"], expect: "record" },
  {
    turns: ["What's Audible Alchemists' record? they can't possibly be first with that roster"],
    expect: "record",
    team: "Audible Alchemists",
  },
  {
    turns: ["where's Coach Harper sitting in the standings? he's been trash talking all week"],
    expect: "record",
    team: "Fourth & Long Shots",
  },
  { turns: ["whats my record", "and Coach Ellis's?"], expect: "record", team: "Pocket Passers" },
  { turns: ["what's my record and who the f*** am I playing this week"], expect: ["record", "matchup"] },
  { turns: ["Where does Blitz Brigade stand? they stole my waiver guy"], expect: "record", team: "Blitz Brigade" },
  // rosterStatus
  { turns: ["who on my roster is hurt or on bye this week? it's like a hospital ward"], expect: "rosterStatus" },
  { turns: ["Byes next week on my team, how bad is it?"], expect: "rosterStatus", week: "next" },
  {
    turns: ["Give me every injury on my roster. ALL of them. I want to know how screwed I am"],
    expect: "rosterStatus",
  },
  {
    turns: ["anyone on my team on bye this week", "what about week 14? the playoffs better not be wrecked too"],
    expect: "rosterStatus",
    week: 14,
  },
  {
    turns: ["is CeeDee hurt", "ok what about the rest of my roster, injuries and byes for this week"],
    expect: "rosterStatus",
  },
  { turns: ["Who's hurt on my roster and who should I pick up to replace them?"], expect: ["rosterStatus", "waivers"] },
  // positionRank
  {
    turns: ["rank my WRs for this week, they're all terrible so it shouldn't take long"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Rank my running backs for week 11. somebody has to be least bad"],
    expect: "positionRank",
    week: 11,
    position: "RB",
  },
  { turns: ["rank my RBs this week", "now do tight ends"], expect: "positionRank", position: "TE" },
  { turns: ["rank my QBs", "and for week 12?"], expect: "positionRank", week: 12, position: "QB" },
  {
    turns: ["Order my tight ends best to worst this week. I've got 3 and they all stink"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["Rank my quarterbacks for next week, I'm done guessing"],
    expect: "positionRank",
    week: "next",
    position: "QB",
  },
  // projectedTotal
  { turns: ["What's my projected total this week? probably like 80 knowing my luck"], expect: "projectedTotal" },
  {
    turns: ["How many points am I projected for in week 11, and what's the range? floor and ceiling"],
    expect: "projectedTotal",
    week: 11,
  },
  { turns: ["what am I projected to score this week", "and next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["Give me my team's projected score this week. just rip the band-aid off"], expect: "projectedTotal" },
  { turns: ["set my lineup", "ok so what does that project to as a team total?"], expect: "projectedTotal" },
  {
    turns: ["what's my team projected for in week 13? need something to look forward to"],
    expect: "projectedTotal",
    week: 13,
  },
  // leaders
  { turns: ["Who's the best team in this league? and don't say mine, we both know it isn't"], expect: "leaders" },
  { turns: ["Which team has scored the most points? Because it sure as hell isn't me"], expect: "leaders" },
  { turns: ["who's in first right now"], expect: "leaders" },
  { turns: ["whats my record rn", "ugh. who's on top of the league then"], expect: "leaders" },
  { turns: ["who has the most points this season", "and who's actually first in the standings?"], expect: "leaders" },
  {
    turns: ["Who's leading the league and what are MY f***ing odds of catching them in the playoffs?"],
    expect: ["leaders", "playoffs"],
  },
  // sleepers
  { turns: ["Give me some sleepers for next week. The obvious guys are all gone"], expect: "sleepers", week: "next" },
  { turns: ["any deep pickups nobody else in this league has noticed? I need an edge"], expect: "sleepers" },
  { turns: ["Sleeper candidates, go. I'm desperate"], expect: "sleepers" },
  { turns: ["who should I pick up this week", "no, those are all gone already. deeper sleepers?"], expect: "sleepers" },
  { turns: ["Who are some under-the-radar guys that might pop in week 12?"], expect: "sleepers", week: 12 },
  {
    turns: ["my team is a wasteland", "give me some sleepers for next week, real ones"],
    expect: "sleepers",
    week: "next",
  },
  // dropStash
  { turns: ["Who on my roster do I cut? there's so much dead weight"], expect: "dropStash" },
  {
    turns: ["Drop A.J. Brown or stash him? He's been hurt for-f***ing-ever"],
    expect: "dropStash",
    players: ["A.J. Brown"],
  },
  {
    turns: ["Is Jaylen Warren droppable at this point or am I crazy"],
    expect: "dropStash",
    players: ["Jaylen Warren"],
  },
  {
    turns: ["is Goedert hurt again", "so do I drop him or stash him?"],
    expect: "dropStash",
    players: ["Dallas Goedert"],
  },
  { turns: ["I need a roster spot for a waiver claim", "who's the first guy to go?"], expect: "dropStash" },
  { turns: ["Tony Pollard hasn't done anything in weeks. Cut him?"], expect: "dropStash", players: ["Tony Pollard"] },
  // byeCover
  {
    turns: ["Allen's on bye in week 12 of COURSE. need a streaming QB for that week"],
    expect: "byeCover",
    players: ["Josh Allen"],
    week: 12,
    position: "QB",
  },
  {
    turns: ["Bijan's on bye and my bench RBs are garbage. Who can I grab to cover RB?"],
    expect: "byeCover",
    players: ["Bijan Robinson"],
    position: "RB",
  },
  {
    turns: ["Amon-Ra on bye next week, need a WR fill-in. somebody who won't put up a zero"],
    expect: "byeCover",
    players: ["Amon-Ra St. Brown"],
    week: "next",
    position: "WR",
  },
  {
    turns: ["is Trey McBride on bye this week", "great. perfect. who do I stream at TE then"],
    expect: "byeCover",
    players: ["Trey McBride"],
    position: "TE",
  },
  {
    turns: ["Bo Nix is on bye this week and my backup is hurt. Who do I stream at QB?"],
    expect: "byeCover",
    players: ["Bo Nix"],
    position: "QB",
  },
  {
    turns: ["any of my guys on bye this week?", "my kicker?? ugh. who do I stream at K"],
    expect: "byeCover",
    position: "K",
  },
  // scenario
  { turns: ["If I win out do I make it? Just tell me there's a path"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["What happens to my playoff odds if I lose this week? don't sugarcoat it"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["if I go 2-3 the rest of the way am I f***ed for the playoffs?"],
    expect: "scenario",
    scenario: { wins: 2, games: 5 },
  },
  {
    turns: ["Say I win 3 of my last 4. Is that enough for the playoffs?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["chances I make the playoffs", "what if I win 1 more?"],
    expect: "scenario",
    scenario: { wins: 1, games: null },
  },
  {
    turns: ["my playoff chances??", "ok what if I just lose this week, then what"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  // tradeIdeas
  { turns: ["Give me trade ideas. I'll take ANYTHING at this point"], expect: "tradeIdeas" },
  {
    turns: ["Which teams need a WR? I've got too many and nobody will deal with me"],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: ["Who would even trade for Kyren? Let me know who's buying"],
    expect: "tradeIdeas",
    players: ["Kyren Williams"],
  },
  {
    turns: ["What could I get for Davante Adams? he's wasting away on my bench"],
    expect: "tradeIdeas",
    players: ["Davante Adams"],
  },
  {
    turns: ["what's Hunter Henry worth", "who would actually trade for him though"],
    expect: "tradeIdeas",
    players: ["Hunter Henry"],
  },
  { turns: ["Give me a 2-for-1 idea where I consolidate my bench junk into one actual stud"], expect: "tradeIdeas" },
  // help
  { turns: ["what can you even do? because right now you're not helping"], expect: "help" },
  { turns: ["How does this GM thing work? I've been clicking around for 10 min"], expect: "help" },
  { turns: ["seriously, what kinds of questions am I allowed to ask you"], expect: "help" },
  { turns: ["hello??", "is this thing on. what can you help me with"], expect: "help" },
  { turns: ["ugh this app", "just tell me how to use you properly"], expect: "help" },
  { turns: ["Explain what you actually do, before I uninstall this f***ing app"], expect: "help" },
  // None
  { turns: ["Forget football for a sec. Is it gonna rain in Green Bay Sunday? I'm going to the game"], expect: "None" },
  { turns: ["Who wins the Lakers game tonight? at least I might win a bet"], expect: "None" },
  { turns: ["Give me a chili recipe. If my team's gonna suck I might as well eat well"], expect: "None" },
  { turns: ["my girlfriend says I care about fantasy more than her. how do I fix that"], expect: "None" },
  { turns: ["my record?", "lol. tell me a joke, I need it"], expect: "None" },
  { turns: ["rank my WRs", "actually nvm, who won the World Series?"], expect: "None" },
];
