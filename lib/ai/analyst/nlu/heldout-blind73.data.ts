// Blind held-out evaluation set 73 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a baseball-first fan who compares everything to baseball, a hospice volunteer,
// a Korean grandmother learning English, a line cook with kitchen slang (86'd, behind, heard).
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_73: HeldOutCase[] = [
  { turns: ["Please can you make my lineup good for this week? I don't know who to put"], expect: "lineup" },
  {
    turns: ["got offered Bucky Irving for my Davante Adams. smash accept or 86 it?"],
    expect: "trade",
    players: ["Bucky Irving", "Davante Adams"],
  },
  {
    turns: ["Hello. My grandson say I must choose. Jaxon Smith-Njigba or Garrett Wilson, who I play this week?"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Garrett Wilson"],
  },
  { turns: ["What's my record? Where do I sit in the standings?"], expect: "record" },
  { turns: ["Which team I can trade with? I need good running back"], expect: "tradeIdeas" },
  {
    turns: ["Someone want give me Drake London for my Derrick Henry. Is good trade?"],
    expect: "trade",
    players: ["Drake London", "Derrick Henry"],
  },
  { turns: ["Hello, what you can do? I am new with this"], expect: "help" },
  {
    turns: ["long term who's the better piece to have in the walk-in, Emeka Egbuka or Tetairoa McMillan"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: ["Checking the injured list before the week", "Who on my team is hurt or on bye next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: [
      "I'm not ready to give up on the season yet",
      "What changes could I make to give myself a better shot at the playoffs?",
    ],
    expect: "improveOdds",
  },
  { turns: ["Who's the best team in the league right now? Who are the Dodgers of this thing?"], expect: "leaders" },
  {
    turns: ["what's kyren worth on the market rn? should i be selling him"],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },
  { turns: ["how do i raise my playoff % — trades, pickups, whatever it takes"], expect: "improveOdds" },
  { turns: ["My grandson say buy low is good strategy", "Which players I should buy low now?"], expect: "buyLow" },
  { turns: ["Who are the buy-low guys right now? Players hitting into bad luck, low BABIP types"], expect: "buyLow" },
  {
    turns: ["Give me some sleepers for next week, the September call-up nobody's watching"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["My grandson say find sleeper player. Who is good sleeper for next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Looking for a call-up from Triple-A, so to speak", "Who's the best free agent to grab this week?"],
    expect: "waivers",
  },
  {
    turns: ["First time using this thing", "What are you able to help with? Lineups, trades, that kind of stuff?"],
    expect: "help",
  },
  { turns: ["I need a designated hitter for my flex spot this week. Who should it be?"], expect: "slot" },
  {
    turns: ["Just curious about everyone else for a change", "Who has the best playoff odds across all twelve teams?"],
    expect: "leaders",
  },
  { turns: ["Who I should pick up from waiver this week?"], expect: "waivers" },
  {
    turns: ["who's better ros, Jameson Williams or DeVonta Smith? and what's Smith actually worth in a trade"],
    expect: ["compare", "tradeValue"],
    players: ["Jameson Williams", "DeVonta Smith"],
  },
  {
    turns: ["What's James Cook worth, and what could I get for him?"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["James Cook"],
  },
  {
    turns: ["yo chef question. chase brown or bucky irving, i can only fire one of em sunday"],
    expect: "startSit",
    players: ["Chase Brown", "Bucky Irving"],
  },
  { turns: ["what's the spread on the chiefs game sunday, looking to put 50 on it"], expect: "None" },
  {
    turns: ["is Tee Higgins good to go?", "heard. so do i start him over Jakobi Meyers or nah"],
    expect: "startSit",
    players: ["Tee Higgins", "Jakobi Meyers"],
  },
  { turns: ["Honestly, do I have a realistic chance of making the playoffs?"], expect: "playoffs" },
  {
    turns: ["What's Ashton Jeanty's ceiling the rest of the way? Kid feels like he could hit 40 homers"],
    expect: "outlook",
    players: ["Ashton Jeanty"],
  },
  { turns: ["How I make kimchi jjigae taste more deep?"], expect: "None" },
  { turns: ["Thank you for help", "Week 11 my players any bye or hurt?"], expect: "rosterStatus", week: 11 },
  { turns: ["what's my projection this week", "and next week?"], expect: "projectedTotal", week: "next" },
  {
    turns: ["Who are some good buy-low targets, and would George Pickens for Kyren Williams be a fair deal?"],
    expect: ["buyLow", "trade"],
    players: ["George Pickens", "Kyren Williams"],
  },
  {
    turns: ["What roster moves would boost my postseason odds? I need the bullpen-upgrade kind of move"],
    expect: "improveOdds",
  },
  {
    turns: [
      "Puka is out this week, so I have a hole at receiver",
      "Who do you think should fill that WR2 spot for me this week?",
    ],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["we got Sunday Scaries this week right?", "what are my odds to beat em"],
    expect: "matchup",
    team: "Sunday Scaries",
  },
  {
    turns: [
      "I'll be sitting with a family most of Sunday and won't have my phone on me",
      "Could you look over my starting lineup for this week and make sure it's the best it can be?",
    ],
    expect: "lineup",
  },
  { turns: ["What's my record now, and do I still have a chance at the playoffs?"], expect: ["record", "playoffs"] },
  {
    turns: ["how much faab do i throw at Kenneth Gainwell, got 63 bucks left"],
    expect: "waivers",
    players: ["Kenneth Gainwell"],
  },
  {
    turns: ["rank my wrs this week", "ok now do it for next week"],
    expect: "positionRank",
    week: "next",
    position: "WR",
  },
  { turns: ["my TE is on bye, need a streamer to cover"], expect: "byeCover", position: "TE" },
  { turns: ["My player hurt long time. I keep him or throw away?"], expect: "dropStash" },
  {
    turns: ["what's De'Von Achane's ros outlook, and what's he worth if i shop him"],
    expect: ["outlook", "tradeValue"],
    players: ["De'Von Achane"],
  },
  {
    turns: ["gotta flip some stuff before it goes bad", "who should i sell high on before they cool off"],
    expect: "buyLow",
  },
  { turns: ["Who do you think wins the World Series next year?"], expect: "None" },
  {
    turns: ["Everyone's chasing the same names on the wire", "Who's flying under the radar that could break out?"],
    expect: "sleepers",
  },
  {
    turns: [
      "Bo Nix has been streaky like a .250 hitter with some pop",
      "Do I trot him out there this week or leave him on the bench?",
    ],
    expect: "startSit",
    players: ["Bo Nix"],
  },
  {
    turns: ["If I win three more games, do I make the playoffs? And what else could I do to improve my chances?"],
    expect: ["scenario", "improveOdds"],
    scenario: { wins: 3, games: null },
  },
  { turns: ["whats the trick for a clean brunoise on shallots, mine keep coming out ragged"], expect: "None" },
  { turns: ["what moves do i make to get my playoff odds up, i'm in the weeds here"], expect: "improveOdds" },
  {
    turns: ["somebody in here tryna pull one on me", "saquon for puka + aaron jones, who wins that trade"],
    expect: "trade",
    players: ["Saquon Barkley", "Puka Nacua", "Aaron Jones"],
  },
  {
    turns: ["What's my projected run total, er, point total, for week 11?", "Scratch that, make it week 12"],
    expect: "projectedTotal",
    week: 12,
  },
  {
    turns: ["What's Quinshon Judkins projected for this week?", "And next week?"],
    expect: "outlook",
    players: ["Quinshon Judkins"],
    week: "next",
  },
  { turns: ["who's top of the league in points"], expect: "leaders" },
  {
    turns: ["i got four backs on this roster and they all stink", "rank my rbs for sunday"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: [
      "Setting the batting order before first pitch",
      "Can you check my whole lineup for this week and tell me if anything's off?",
    ],
    expect: "lineup",
  },
  { turns: ["Optimize my lineup for this week and tell me who I'm facing"], expect: ["lineup", "matchup"] },
  { turns: ["I know it's a big week for me", "Am I expected to win my matchup this week?"], expect: "matchup" },
  { turns: ["My team win how many games? I forget"], expect: "record" },
  {
    turns: ["I've got a few tight ends and honestly can't tell them apart", "Could you rank my TEs for week 11?"],
    expect: "positionRank",
    week: 11,
    position: "TE",
  },
  {
    turns: ["benching my qb this week, his matchup is ugly", "who do i slide into the QB spot off my bench"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: [
      "Bijan Robinson is very good yes?",
      "Bijan or Jahmyr Gibbs, which one is better for rest of season? not only this week",
    ],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  { turns: ["Is Puka Nacua hurt? If he play, I start him?"], expect: ["status", "startSit"], players: ["Puka Nacua"] },
  { turns: ["My running back, please put in order who is best this week"], expect: "positionRank", position: "RB" },
  {
    turns: [
      "Got a trade offer from Coach Quinn",
      "His Chris Olave for my Zay Flowers. Fair swap or am I getting fleeced?",
    ],
    expect: "trade",
    players: ["Chris Olave", "Zay Flowers"],
  },
  { turns: ["any sleepers worth a look? under the radar dudes"], expect: "sleepers" },
  { turns: ["who's hurt or on bye on my roster this week"], expect: "rosterStatus" },
  {
    turns: ["Who's on bye for me next week, and who do I pick up to cover at TE?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "TE",
  },
  {
    turns: ["say i go 3-1 the rest of the way, what're my playoff odds then"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  { turns: ["Any my players is injury now?"], expect: "rosterStatus" },
  { turns: ["waiver run is tonight", "best wr on the wire rn?"], expect: "waivers", position: "WR" },
  { turns: ["My team go to playoff? what is the chance"], expect: "playoffs" },
  { turns: ["My RB2 place, who I put there this week? grandson say it is empty"], expect: "slot", position: "RB" },
  { turns: ["What are my playoff odds? Am I a wild card team or do I need a miracle?"], expect: "playoffs" },
  { turns: ["what all can you do for me, give me the menu"], expect: "help" },
  { turns: ["give me some 2-for-1 ideas, i got too many mid wrs clogging the line"], expect: "tradeIdeas" },
  {
    turns: ["Are there any players around the league I should try to buy low on while their value is down?"],
    expect: "buyLow",
  },
  {
    turns: ["My running back has a bye next week", "Who could fill in for him as a backup for that week?"],
    expect: "byeCover",
    week: "next",
    position: "RB",
  },
  {
    turns: [
      "I like finding the quiet ones nobody notices",
      "Are there any under-the-radar players worth picking up for next week?",
    ],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["How many point my team will get this week?"], expect: "projectedTotal" },
  {
    turns: ["My odds are sitting around 30 percent", "What's the best way to push that number up?"],
    expect: "improveOdds",
  },
  { turns: ["If I win out, what are my playoff odds?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["Thank you for the lineup help last week, it went well", "Where do my playoff chances stand now?"],
    expect: "playoffs",
  },
  { turns: ["what are my playoff odds and what do i gotta do to bump em up"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["What are you able to do, and could you start by setting my lineup for this week?"],
    expect: ["help", "lineup"],
  },
  { turns: ["Thank you for help", "Is it going to rain in Seattle on Sunday?"], expect: "None" },
  {
    turns: ["I have Amon-Ra St. Brown", "How many point he will score this week?"],
    expect: "outlook",
    players: ["Amon-Ra St. Brown"],
  },
  { turns: ["what's my team projected for this week, floor and ceiling"], expect: "projectedTotal" },
  { turns: ["Joe Burrow been on IR forever, hold him or cut him loose"], expect: "dropStash", players: ["Joe Burrow"] },
  {
    turns: ["I'm trying to manage my expectations", "What's the range of points my team might score this week?"],
    expect: "projectedTotal",
  },
  {
    turns: ["What are my playoff odds?", "And if I go 2-3 the rest of the way?"],
    expect: "scenario",
    scenario: { wins: 2, games: 5 },
  },
  {
    turns: [
      "How is Kenneth Walker looking for the rest of the season?",
      "And next to Breece Hall, who do you think is the better player from here to the end?",
    ],
    expect: "compare",
    players: ["Kenneth Walker III", "Breece Hall"],
  },
  {
    turns: ["who do i grab off the wire, and can i drop Tyreek Hill since he's done for the year"],
    expect: ["waivers", "dropStash"],
    players: ["Tyreek Hill"],
  },
  {
    turns: ["Rank my wide receivers for this week, top of the order to the bottom"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["i'm so behind, slammed all week", "just set my lineup for week 11, whatever's optimal"],
    expect: "lineup",
    week: 11,
  },
  { turns: ["who'm i up against this week and am i favored"], expect: "matchup" },
  {
    turns: ["Is CMC practicing this week?", "ok good", "And Kittle? I heard something about his hamstring"],
    expect: "status",
    players: ["George Kittle"],
  },
  { turns: ["got a deep bench spot open", "gimme a deep sleeper tight end"], expect: "sleepers", position: "TE" },
  {
    turns: ["Thanks for the trade help", "Unrelated, but what was Babe Ruth's career batting average?"],
    expect: "None",
  },
  {
    turns: ["Is Terry McLaurin healthy now, and what's his outlook for the rest of the year?"],
    expect: ["status", "outlook"],
    players: ["Terry McLaurin"],
  },
  {
    turns: ["Travis Kelce at this point tho", "hold or move him? what's the going rate"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: [
      "Someone in the league has been messaging me about Jahmyr Gibbs",
      "There's no actual offer yet. What's he really worth, and should I just hold onto him?",
    ],
    expect: "tradeValue",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["Christian McCaffrey is he playing Sunday? My grandson say maybe he is hurt"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: [
      "I'm covering a night shift at the hospice Sunday so I need to get things sorted early",
      "Should I start Jaylen Warren this week, or would it be wiser to sit him?",
    ],
    expect: "startSit",
    players: ["Jaylen Warren"],
  },
  {
    turns: [
      "Garrett Wilson came up limping Sunday, grabbing at his knee",
      "Is he headed to the IL or good to go this week?",
    ],
    expect: "status",
    players: ["Garrett Wilson"],
  },
  {
    turns: [
      "Who goes in my tight end slot this week? That spot's been a black hole, like a backup catcher hitting .180",
    ],
    expect: "slot",
    position: "TE",
  },
  { turns: ["who's on sale right now? buy low targets around the league"], expect: "buyLow" },
  {
    turns: [
      "I've been offered a trade and I'd like to be fair to everyone involved",
      "It's Sam LaPorta for my Dallas Goedert. Should I accept it?",
    ],
    expect: "trade",
    players: ["Sam LaPorta", "Dallas Goedert"],
  },
  {
    turns: [
      "A couple of my players are going to be out for weeks",
      "Should I drop any of them, or keep them stashed on IR?",
    ],
    expect: "dropStash",
  },
  {
    turns: [
      "I know there are four games left",
      "If I win two of them, what would my chances of making the playoffs be?",
    ],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  { turns: ["My playoff chance is low, my grandson say", "What I can do to make it go up?"], expect: "improveOdds" },
  { turns: ["who's filling my flex this week? got nobody i trust on the line"], expect: "slot" },
  {
    turns: ["Could you rank my wide receivers this week and tell me who should take my flex spot?"],
    expect: ["positionRank", "slot"],
    position: "WR",
  },
  { turns: ["Could you show me the standings for the whole league?"], expect: "leaders" },
  { turns: ["If I lose this week, I still go playoff?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["Malik Nabers is out for the season. Do I stash him on the IL or release him outright?"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["JSN is cooking this year fr", "what's his outlook rest of season, can he keep it up"],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["I check my team every morning now", "Who I play this week and how many point my team will get?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["Feels like we're in a pennant race", "Where am I in the standings right now, what place?"],
    expect: "record",
  },
  {
    turns: ["People ask to trade for my George Kittle. How much he is worth?"],
    expect: "tradeValue",
    players: ["George Kittle"],
  },
  {
    turns: ["Coach Blake is thin at rb", "what could i pry off Sunday Scaries if i offer them a back"],
    expect: "tradeIdeas",
    team: "Sunday Scaries",
  },
  {
    turns: [
      "Not about this week at all. Over the rest of the year, would you " +
        "rather have Ashton Jeanty or Omarion Hampton?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["Need a one-week rental at WR for the bye. Who's a good short-term fill-in?"],
    expect: "byeCover",
    position: "WR",
  },
  {
    turns: ["What kind of points can I reasonably expect from Jonathan Taylor this week?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["we been grinding all season", "what's my shot at playoffs right now, give me a percentage"],
    expect: "playoffs",
  },
  { turns: ["wait did we win last week", "damn ok", "so what place am i in rn"], expect: "record" },
  { turns: ["Good morning!", "Who my team play this week? They are strong?"], expect: "matchup" },
  {
    turns: ["my tight end is off next week", "who's my fill in at TE"],
    expect: "byeCover",
    week: "next",
    position: "TE",
  },
  { turns: ["Which team is number one in our league?"], expect: "leaders" },
  { turns: ["My kicker have bye week. Who I use?"], expect: "byeCover", position: "K" },
  {
    turns: ["Long haul, full 162-game grind: who's the better player rest of season, Drake London or Garrett Wilson?"],
    expect: "compare",
    players: ["Drake London", "Garrett Wilson"],
  },
  {
    turns: ["My quarterback's got the week off. Who do I stream at QB to cover the bye?"],
    expect: "byeCover",
    position: "QB",
  },
  {
    turns: ["What's my win probability this week against Coach Tatum's team?"],
    expect: "matchup",
    team: "Red Zone Raiders",
  },
  {
    turns: ["start or sit Kenneth Walker this week? be honest", "ok and Tony Pollard?"],
    expect: "startSit",
    players: ["Tony Pollard"],
  },
  { turns: ["is Nico Collins a go or is he 86'd this week"], expect: "status", players: ["Nico Collins"] },
  {
    turns: ["What could I get for Mike Evans? Shopping him like a rental at the deadline"],
    expect: "tradeIdeas",
    players: ["Mike Evans"],
  },
  {
    turns: ["Tyrone Tracy Jr. is free in the waiver. I should take him? How much FAAB I spend?"],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },
  { turns: ["whats my projected total and am i favored"], expect: ["projectedTotal", "matchup"] },
  { turns: ["Could you tell me a clean joke to cheer up the folks I visit?"], expect: "None" },
  {
    turns: ["Brandon Aiyuk still ain't back", "worth stashing or should i cut him"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  { turns: ["My grandson install this for me", "How I use? What I can ask?"], expect: "help" },
  { turns: ["fire the whole lineup for me chef, optimize it for sunday"], expect: "lineup" },
  { turns: ["Could you tell me which of my players have byes in week 12?"], expect: "rosterStatus", week: 12 },
  {
    turns: [
      "I have more receivers than I need and not enough running backs",
      "Who in the league might be a good trade partner for me?",
    ],
    expect: "tradeIdeas",
  },
  {
    turns: [
      "Would you do Jaylen Waddle and Rhamondre Stevenson for Ladd McConkey? Two prospects for an ace, basically",
    ],
    expect: "trade",
    players: ["Jaylen Waddle", "Rhamondre Stevenson", "Ladd McConkey"],
  },
  { turns: ["Who's leading the league and where do I rank?"], expect: ["leaders", "record"] },
  { turns: ["How does this work? What kinds of questions can I ask you?"], expect: "help" },
  { turns: ["Do you have any advice for coping after losing a patient you were close to?"], expect: "None" },
  {
    turns: ["What's Derrick Henry's trade value right now? Like a 31-year-old slugger at the deadline: sell or hold?"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["I've lost track with how busy things have been at the hospice", "What's my team's record at this point?"],
    expect: "record",
  },
];
