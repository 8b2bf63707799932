// Blind held-out evaluation set 109 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: follow-up heavy.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_109: HeldOutCase[] = [
  // startSit
  {
    turns: ["need help w a lineup call", "nabers or waddle this week? need one of em"],
    expect: "startSit",
    players: ["Malik Nabers", "Jaylen Waddle"],
  },
  {
    turns: ["is gibbs good to go sunday?", "ok cool. so gibbs or achane in my lineup this week"],
    expect: "startSit",
    players: ["Jahmyr Gibbs", "De'Von Achane"],
  },
  {
    turns: ["start jacobs or derrick henry wk 12", "hmm what about jacobs vs chuba for wk 12 then"],
    expect: "startSit",
    players: ["Josh Jacobs", "Chuba Hubbard"],
    week: 12,
  },
  {
    turns: ["got a te question", "do i play kittle or laporta next week"],
    expect: "startSit",
    players: ["George Kittle", "Sam LaPorta"],
    week: "next",
  },
  {
    turns: ["hows my team looking", "ok im torn at qb tho", "goff or bo nix tonight, who starts"],
    expect: "startSit",
    players: ["Jared Goff", "Bo Nix"],
  },
  // compare
  {
    turns: ["kyren's been solid lately", "whos the better rest of season hold tho, chase brown or kyren williams"],
    expect: "compare",
    players: ["Chase Brown", "Kyren Williams"],
  },
  {
    turns: ["start london or olave this week?", "and long term, which one would you rather own"],
    expect: "compare",
    players: ["Drake London", "Chris Olave"],
  },
  {
    turns: ["dynasty league btw", "jeanty or hampton, who do u want for the next 5 yrs"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["is mcbride or bowers the better te going forward", "what about bowers vs kelce ros"],
    expect: "compare",
    players: ["Brock Bowers", "Travis Kelce"],
  },
  {
    turns: [
      "how's skattebo doing",
      "and judkins?",
      "ok which of those two is the better player for the rest of the year",
    ],
    expect: "compare",
    players: ["Cam Skattebo", "Quinshon Judkins"],
  },
  // slot
  { turns: ["lineup q", "who should be my flex this week"], expect: "slot", position: "FLEX" },
  {
    turns: ["rb2 spot: walker, dobbins or warren?"],
    expect: "slot",
    players: ["Kenneth Walker III", "J.K. Dobbins", "Jaylen Warren"],
    position: "RB",
  },
  { turns: ["my te situation is rough", "who should i put in the TE spot this week"], expect: "slot", position: "TE" },
  {
    turns: ["who's my best option at wr2", "from meyers, addison, or wandale i mean"],
    expect: "slot",
    players: ["Jakobi Meyers", "Jordan Addison", "Wan'Dale Robinson"],
    position: "WR",
  },
  {
    turns: ["is my lineup set for wk 14?", "ok but specifically the qb spot, who fills it that week"],
    expect: "slot",
    week: 14,
    position: "QB",
  },
  // lineup
  { turns: ["did i set the best possible lineup for sunday"], expect: "lineup" },
  { turns: ["whats my projected total", "ok and can you just set my whole lineup for me"], expect: "lineup" },
  { turns: ["ugh thanksgiving week", "set my starters for wk 13 pls"], expect: "lineup", week: 13 },
  { turns: ["start cmc or bijan", "cool. now look over my entire starting lineup, anything off?"], expect: "lineup" },
  { turns: ["thinking ahead", "who should i start overall next week, full lineup"], expect: "lineup", week: "next" },
  { turns: ["optimze my lineup"], expect: "lineup" },
  // outlook
  {
    turns: ["hurts had a dud last week", "whats the projection for jalen hurts this wk"],
    expect: "outlook",
    players: ["Jalen Hurts"],
  },
  {
    turns: ["how many pts do you have tyreek for this week", "what about him next week then"],
    expect: "outlook",
    players: ["Tyreek Hill"],
    week: "next",
  },
  {
    turns: ["is lamar hurt", "ok so he's fine. how do you see him doing this week"],
    expect: "outlook",
    players: ["Lamar Jackson"],
  },
  {
    turns: ["breece has been up and down", "what should i expect from breece hall in week 15"],
    expect: "outlook",
    players: ["Breece Hall"],
    week: 15,
  },
  {
    turns: ["trade value on sutton?", "hmm ok", "forget trading him, how's he project for the rest of the year"],
    expect: "outlook",
    players: ["Courtland Sutton"],
  },
  // status
  { turns: ["is ja'marr chase playing this week"], expect: "status", players: ["Ja'Marr Chase"] },
  {
    turns: ["start higgins or flowers", "wait is higgins even healthy? whats his injury status"],
    expect: "status",
    players: ["Tee Higgins"],
  },
  {
    turns: ["terry mclaurin was limited yesterday", "did he practice today"],
    expect: "status",
    players: ["Terry McLaurin"],
  },
  {
    turns: ["how's aiyuk's knee", "any update on whether he suits up sunday?"],
    expect: "status",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["what's kamara projected for", "wait is he questionable or what"],
    expect: "status",
    players: ["Alvin Kamara"],
  },
  // tradeValue
  { turns: ["what's saquon worth in a trade rn"], expect: "tradeValue", players: ["Saquon Barkley"] },
  {
    turns: ["is jonathan taylor playing", "ok what kind of trade value does he have"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["garrett wilson has been mid for me", "should i sell him or keep him, what's he worth"],
    expect: "tradeValue",
    players: ["Garrett Wilson"],
  },
  {
    turns: ["people keep asking about jefferson in my league", "whats justin jefferson's trade value these days"],
    expect: "tradeValue",
    players: ["Justin Jefferson"],
  },
  {
    turns: ["compare pitts and goedert ros", "and what's pitts worth on the trade market"],
    expect: "tradeValue",
    players: ["Kyle Pitts"],
  },
  // buyLow
  { turns: ["looking to make a move", "any good buy-low targets right now?"], expect: "buyLow" },
  { turns: ["metcalf just had 3 tds", "is he a sell high?"], expect: "buyLow", players: ["DK Metcalf"] },
  {
    turns: ["who should i be selling high on", "what about etienne specifically, sell high?"],
    expect: "buyLow",
    players: ["Travis Etienne Jr."],
  },
  {
    turns: ["brian thomas jr has been awful", "is this the time to buy low on him?"],
    expect: "buyLow",
    players: ["Brian Thomas Jr."],
  },
  { turns: ["sell-high candidates on my roster?"], expect: "buyLow" },
  // trade
  {
    turns: ["would you accept lamb for nacua straight up? i'd be giving lamb"],
    expect: "trade",
    players: ["CeeDee Lamb", "Puka Nacua"],
  },
  {
    turns: ["someone offered me a trade", "they want henry and i get nico collins. fair?"],
    expect: "trade",
    players: ["Derrick Henry", "Nico Collins"],
  },
  {
    turns: ["got an offer in", "i give mike evans + rachaad white, get aj brown. who wins"],
    expect: "trade",
    players: ["Mike Evans", "Rachaad White", "A.J. Brown"],
  },
  {
    turns: [
      "whats cook worth",
      "ok someone's offering me kenneth walker for him",
      "should i take that deal - cook for walker",
    ],
    expect: "trade",
    players: ["James Cook", "Kenneth Walker III"],
  },
  {
    turns: ["trade check: my mahomes for their caleb williams and ladd mcconkey"],
    expect: "trade",
    players: ["Patrick Mahomes", "Caleb Williams", "Ladd McConkey"],
  },
  {
    turns: ["is worthy a buy low", "ok would you do worthy for odunze then, me giving worthy"],
    expect: "trade",
    players: ["Xavier Worthy", "Rome Odunze"],
  },
  // waivers
  {
    turns: ["woody marks is on the wire", "how much faab should i throw at him"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  { turns: ["who's on waivers worth grabbing", "any rbs in particular i should claim this week?"], expect: "waivers" },
  {
    turns: ["is monangai a real pickup", "what should i bid on him, i have $62 left"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["my rb depth is thin", "shoud i pick up tyrone tracy off teh wire this week"],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },
  { turns: ["wk 12 waiver priorities? who do i put claims in on"], expect: "waivers", week: 12 },
  // playoffs
  { turns: ["waht are my playoff odds looking like"], expect: "playoffs" },
  { turns: ["whats my record", "and does that get me into the playoffs"], expect: "playoffs" },
  { turns: ["week 11 already smh", "chances i make the postseason?"], expect: "playoffs" },
  { turns: ["did i win last week", "so where does that leave my playoff chances"], expect: "playoffs" },
  {
    turns: ["who's leading the league", "damn ok", "what are the odds i even sneak into the playoffs"],
    expect: "playoffs",
  },
  // improveOdds
  { turns: ["what moves should i make to get into the playoffs"], expect: "improveOdds" },
  { turns: ["what are my playoff odds", "how do i bump that up"], expect: "improveOdds" },
  { turns: ["seriously what do i need to do to make the playoffs, roster-wise"], expect: "improveOdds" },
  { turns: ["i'm 5-6", "what changes would raise my chances of getting in"], expect: "improveOdds" },
  { turns: ["give me a plan to improve my playoff odds"], expect: "improveOdds" },
  { turns: ["am i in or out", "ugh. any roster moves that'd help me sneak in?"], expect: "improveOdds" },
  // matchup
  { turns: ["morning", "who am i playing this week"], expect: "matchup" },
  { turns: ["am i favord this wk"], expect: "matchup" },
  { turns: ["set my lineup", "ok now whats my win probability this week"], expect: "matchup" },
  { turns: ["how does my matchup look vs blitz brigade"], expect: "matchup" },
  { turns: ["is pickens playing", "ok and overall how's my head to head looking"], expect: "matchup" },
  { turns: ["breakdown of this week's matchup pls"], expect: "matchup" },
  // record
  { turns: ["whats my W-L"], expect: "record" },
  {
    turns: ["blitz brigade keeps talking trash in the chat", "whats their record"],
    expect: "record",
    team: "Blitz Brigade",
  },
  { turns: ["who's in first", "and where am i in the standings"], expect: "record" },
  {
    turns: ["how are the sunday scaries doing this year", "like what's their record"],
    expect: "record",
    team: "Sunday Scaries",
  },
  {
    turns: ["am i playing red zone raiders this week", "what's red zone raiders record at this point"],
    expect: "record",
    team: "Red Zone Raiders",
  },
  // rosterStatus
  { turns: ["brutal week for injuries", "who on my team is hurt"], expect: "rosterStatus" },
  { turns: ["who's on bye next week on my roster"], expect: "rosterStatus", week: "next" },
  { turns: ["check my lineup", "any injuries or byes i should know about on my squad"], expect: "rosterStatus" },
  { turns: ["injury and bye report for my team wk 10"], expect: "rosterStatus", week: 10 },
  { turns: ["is chase playing", "what about the rest of my roster, anyone else banged up?"], expect: "rosterStatus" },
  // positionRank
  { turns: ["rank my rbs this week"], expect: "positionRank", position: "RB" },
  { turns: ["order my wide receivers for week 11, best to worst"], expect: "positionRank", week: 11, position: "WR" },
  {
    turns: ["who's my best te", "rank all my tes for next week then"],
    expect: "positionRank",
    week: "next",
    position: "TE",
  },
  { turns: ["my qbs are all mid", "rank em for me"], expect: "positionRank", position: "QB" },
  { turns: ["my wr room is deep", "can you rank them all for this week"], expect: "positionRank", position: "WR" },
  { turns: ["rb rankings for my roster next week?"], expect: "positionRank", week: "next", position: "RB" },
  // projectedTotal
  { turns: ["lineups locked", "how many points am i projected for"], expect: "projectedTotal" },
  { turns: ["am i favored", "what's my team projected to score"], expect: "projectedTotal" },
  { turns: ["projected total for week 14?"], expect: "projectedTotal", week: 14 },
  { turns: ["set my lineup", "ok with that lineup whats my projected range"], expect: "projectedTotal" },
  { turns: ["what's my team's projected score next week"], expect: "projectedTotal", week: "next" },
  // leaders
  { turns: ["who's the best team in the league"], expect: "leaders" },
  { turns: ["just curious", "who leads the league in points for"], expect: "leaders" },
  { turns: ["what's my record", "who's on top of the standings"], expect: "leaders" },
  { turns: ["which team has the best playoff odds"], expect: "leaders" },
  { turns: ["who's running away with the league this year"], expect: "leaders" },
  { turns: ["is fourth & long shots good", "who's the top team by record though"], expect: "leaders" },
  // sleepers
  { turns: ["bench spot open", "any deep sleepers to stash?"], expect: "sleepers" },
  { turns: ["who are some stash candidates for the playoffs"], expect: "sleepers" },
  { turns: ["top waiver adds this week?", "ok and deeper guys to stash for later in the season"], expect: "sleepers" },
  { turns: ["sleeper pickups for nxt week"], expect: "sleepers", week: "next" },
  { turns: ["under the radar guys on waivers i should stash"], expect: "sleepers" },
  { turns: ["who should i pick up", "nah i mean deep stashes, guys nobody's talking about yet"], expect: "sleepers" },
  // dropStash
  { turns: ["should i drop aiyuk or ir stash him"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  { turns: ["is it worth holding andrews while he's hurt"], expect: "dropStash", players: ["Mark Andrews"] },
  { turns: ["is dobbins out long term?", "should i cut him or hold"], expect: "dropStash", players: ["J.K. Dobbins"] },
  { turns: ["godwin's hurt again", "drop him or hold?"], expect: "dropStash", players: ["Chris Godwin"] },
  {
    turns: ["how's stevenson's injury", "worth keeping him on my ir spot or just drop"],
    expect: "dropStash",
    players: ["Rhamondre Stevenson"],
  },
  {
    turns: ["do i hang onto jameson williams through the injury or let him go"],
    expect: "dropStash",
    players: ["Jameson Williams"],
  },
  // byeCover
  { turns: ["bowers is on bye, who do i play at te"], expect: "byeCover", players: ["Brock Bowers"] },
  { turns: ["josh allen is on bye this week", "who do i stream at qb"], expect: "byeCover", players: ["Josh Allen"] },
  {
    turns: ["who's on bye next week", "who replaces herbert next week while he's on bye"],
    expect: "byeCover",
    players: ["Justin Herbert"],
    week: "next",
  },
  { turns: ["mccaffrey bye week - who fills in at rb"], expect: "byeCover", players: ["Christian McCaffrey"] },
  {
    turns: ["is kraft on bye this week?", "ya he is. who should i stream at te to cover"],
    expect: "byeCover",
    players: ["Tucker Kraft"],
  },
  {
    turns: ["st brown has his bye wk 8, backup wr options?"],
    expect: "byeCover",
    players: ["Amon-Ra St. Brown"],
    week: 8,
  },
  // scenario
  { turns: ["im 6-5 with 3 left", "if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  { turns: ["what are my odds if i lose this week"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["what are my playoff odds", "and if i go 3-2 the rest of the way?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  { turns: ["playoff chances if i win 2 of my last 4"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  { turns: ["am i in", "what if i win 2 more games"], expect: "scenario", scenario: { wins: 2, games: null } },
  {
    turns: ["playoff odds?", "say i drop this week's game, then what"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  // tradeIdeas
  {
    turns: ["tyreek's been quiet", "who could i get for him in a trade"],
    expect: "tradeIdeas",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["2 for 1 ideas using kamara and pollard"],
    expect: "tradeIdeas",
    players: ["Alvin Kamara", "Tony Pollard"],
  },
  {
    turns: ["what's javonte worth", "ok build me some trade packages around him"],
    expect: "tradeIdeas",
    players: ["Javonte Williams"],
  },
  { turns: ["i want to move dowdle, what trades could i make"], expect: "tradeIdeas", players: ["Rico Dowdle"] },
  {
    turns: ["jsn is killing it", "what could i package him with hunter henry for? looking for an rb1"],
    expect: "tradeIdeas",
    players: ["Jaxon Smith-Njigba", "Hunter Henry"],
  },
  { turns: ["trade targets if i shop drake maye"], expect: "tradeIdeas", players: ["Drake Maye"] },
  // help
  { turns: ["what can you do"], expect: "help" },
  { turns: ["new to this app", "how do i use this thing"], expect: "help" },
  { turns: ["hi", "what kind of stuff can you help me with"], expect: "help" },
  { turns: ["list your features"], expect: "help" },
  { turns: ["can you explain what questions i can ask you"], expect: "help" },
  { turns: ["start kelce or ferguson", "actually wait, what all are you able to do for me?"], expect: "help" },
  // None
  { turns: ["what's the weather gonna be in buffalo sunday"], expect: "None" },
  { turns: ["long day", "tell me a joke"], expect: "None" },
  { turns: ["who wins the nba finals this year"], expect: "None" },
  { turns: ["start hurts or dart", "lol ok unrelated but whats a good wing recipe for the game"], expect: "None" },
  { turns: ["how do i fix my car's check engine light"], expect: "None" },
  { turns: ["can you book me tickets to the eagles game"], expect: "None" },
  // two-part questions
  { turns: ["what's my record and what are my playoff odds"], expect: ["record", "playoffs"] },
  {
    turns: ["is higgins playing and should i start him or flowers"],
    expect: ["status", "startSit"],
    players: ["Tee Higgins", "Zay Flowers"],
  },
  { turns: ["who's hurt on my roster, and who should i grab off waivers"], expect: ["rosterStatus", "waivers"] },
  { turns: ["hey", "whats my projected total this week and am i favored"], expect: ["projectedTotal", "matchup"] },
  {
    turns: ["yo", "is kittle healthy and whats his outlook this week"],
    expect: ["status", "outlook"],
    players: ["George Kittle"],
  },
  {
    turns: ["my team stinks", "what's my playoff chance and what moves would help"],
    expect: ["playoffs", "improveOdds"],
  },
  { turns: ["who's the best team in the league and what's my record"], expect: ["leaders", "record"] },
  {
    turns: ["what's jefferson worth and who could i get for him"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Justin Jefferson"],
  },
  { turns: ["set my lineup for this week, and tell me if i'm favored"], expect: ["lineup", "matchup"] },
  { turns: ["any waiver adds this week, plus a few deep stashes for later?"], expect: ["waivers", "sleepers"] },
  {
    turns: ["is andrews out again and should i drop him"],
    expect: ["status", "dropStash"],
    players: ["Mark Andrews"],
  },
  { turns: ["what are my odds now, and if i win out?"], expect: ["playoffs", "scenario"], scenario: "win-out" },
];
