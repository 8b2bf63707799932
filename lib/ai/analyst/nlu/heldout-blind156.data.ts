// Blind held-out evaluation set 156 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: nicknames, team roles and initials (CMC, ARSB, 'the Niners TE', 'the Bengals WR1').
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_156: HeldOutCase[] = [
  // startSit
  {
    turns: ["CMC or Bijan this week? can only start one"],
    expect: "startSit",
    players: ["Christian McCaffrey", "Bijan Robinson"],
  },
  {
    turns: ["ARSB vs the Bengals WR1 for my last WR spot, who starts"],
    expect: "startSit",
    players: ["Amon-Ra St. Brown", "Ja'Marr Chase"],
  },
  {
    turns: ["is McBride on bye?", "no? ok then him or the Niners TE this week"],
    expect: "startSit",
    players: ["Trey McBride", "George Kittle"],
  },
  {
    turns: ["JSN or Puka this week?", "ok and week 12, same call?"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Puka Nacua"],
    week: 12,
  },
  {
    turns: ["start King Henry or Saquon", "what about next week"],
    expect: "startSit",
    players: ["Derrick Henry", "Saquon Barkley"],
    week: "next",
  },
  {
    turns: ["AJB, Scary Terry or BTJ — which one do I play"],
    expect: "startSit",
    players: ["A.J. Brown", "Terry McLaurin", "Brian Thomas Jr."],
  },
  // compare
  {
    turns: ["ROS would you rather have JSN or the Rams WR1"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Puka Nacua"],
  },
  {
    turns: ["long term, MHJ or T-Mac? who's the better asset"],
    expect: "compare",
    players: ["Marvin Harrison Jr.", "Tetairoa McMillan"],
  },
  {
    turns: ["rest of the season, the Raiders rookie RB or Bucky, who's the better piece"],
    expect: "compare",
    players: ["Ashton Jeanty", "Bucky Irving"],
  },
  {
    turns: ["compare Gibbs and the Fins RB for the rest of the year", "throw Saquon into that too"],
    expect: "compare",
    players: ["Jahmyr Gibbs", "De'Von Achane", "Saquon Barkley"],
  },
  {
    turns: ["going forward who's the better TE, Bowers or the Chiefs TE"],
    expect: "compare",
    players: ["Brock Bowers", "Travis Kelce"],
  },
  {
    turns: ["JJ vs Chase for the rest of the year, who you got", "ok now Jamo vs the Lions WR1 long term"],
    expect: "compare",
    players: ["Jameson Williams", "Amon-Ra St. Brown"],
  },
  // slot
  { turns: ["who goes at flex for me this week"], expect: "slot", position: "FLEX" },
  { turns: ["need somebody in my RB2 spot, who's the play"], expect: "slot", position: "RB" },
  {
    turns: ["is the Niners TE out again?", "ugh. who do I put at TE then"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["who should be my QB this week", "and next week?"],
    expect: "slot",
    position: "QB",
    week: "next",
  },
  { turns: ["my WR3 spot is a mess, who goes there"], expect: "slot", position: "WR" },
  {
    turns: ["who's my best flex option", "what about for week 13"],
    expect: "slot",
    position: "FLEX",
    week: 13,
  },
  // lineup
  { turns: ["set my lineup, don't overthink it"], expect: "lineup" },
  { turns: ["am I leaving points on the bench? check my lineup"], expect: "lineup" },
  { turns: ["is CMC good to go?", "cool, then optimize my whole lineup"], expect: "lineup" },
  { turns: ["optimal lineup for week 11 pls"], expect: "lineup", week: 11 },
  { turns: ["set my lineup", "now do next week's"], expect: "lineup", week: "next" },
  // outlook
  {
    turns: ["how many points is CMC putting up this week"],
    expect: "outlook",
    players: ["Christian McCaffrey"],
  },
  { turns: ["the Niners TE — worth starting this week or nah"], expect: "outlook", players: ["George Kittle"] },
  { turns: ["ROS outlook for the Bears rookie RB?"], expect: "outlook", players: ["Kyle Monangai"] },
  { turns: ["what's JT projected for", "and ETN?"], expect: "outlook", players: ["Travis Etienne Jr."] },
  { turns: ["what's BTJ's ceiling this week"], expect: "outlook", players: ["Brian Thomas Jr."] },
  {
    turns: ["how's Puka looking this week", "and for the rest of the season?"],
    expect: "outlook",
    players: ["Puka Nacua"],
  },
  // status
  { turns: ["is CMC actually playing sunday"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["any news on the Cheetah"], expect: "status", players: ["Tyreek Hill"] },
  { turns: ["is the Bengals QB back yet"], expect: "status", players: ["Joe Burrow"] },
  { turns: ["Saquon on the injury report?", "what about AJB"], expect: "status", players: ["A.J. Brown"] },
  { turns: ["latest on Rashee", "and the Chiefs TE?"], expect: "status", players: ["Travis Kelce"] },
  // tradeValue
  {
    turns: ["what's ARSB worth in a trade right now"],
    expect: "tradeValue",
    players: ["Amon-Ra St. Brown"],
  },
  {
    turns: ["how's the Broncos WR1 been trending", "should I sell high on him then"],
    expect: "tradeValue",
    players: ["Courtland Sutton"],
  },
  { turns: ["buy low on BTJ now or wait?"], expect: "tradeValue", players: ["Brian Thomas Jr."] },
  {
    turns: ["what's Jeanty's trade value", "and the Giants rookie RB?"],
    expect: "tradeValue",
    players: ["Cam Skattebo"],
  },
  { turns: ["hold or sell the Bills RB"], expect: "tradeValue", players: ["James Cook"] },
  {
    turns: ["what's JSN going for on the market these days"],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  // buyLow
  { turns: ["who should I buy low on"], expect: "buyLow" },
  { turns: ["gimme some buy-low targets, guys who tanked but should bounce back"], expect: "buyLow" },
  { turns: ["who's undervalued right now that I could get cheap"], expect: "buyLow" },
  {
    turns: ["what's CMC's trade value", "forget him, who are some buy-low guys in general"],
    expect: "buyLow",
  },
  { turns: ["buy low candidates this week?"], expect: "buyLow" },
  {
    turns: ["any good pickups on waivers", "and any buy lows sitting on other rosters?"],
    expect: "buyLow",
  },
  // trade
  {
    turns: ["would you do CMC for ARSB and the Bucs rookie WR"],
    expect: "trade",
    players: ["Christian McCaffrey", "Amon-Ra St. Brown", "Emeka Egbuka"],
  },
  {
    turns: ["my Saquon for their JSN — accept?"],
    expect: "trade",
    players: ["Saquon Barkley", "Jaxon Smith-Njigba"],
  },
  {
    turns: ["trading the Niners TE and Jamo for the Raiders TE, who wins that"],
    expect: "trade",
    players: ["George Kittle", "Jameson Williams", "Brock Bowers"],
  },
  {
    turns: ["is King Henry for Chase fair?", "what if I add the Cards TE on my side"],
    expect: "trade",
    players: ["Derrick Henry", "Trey McBride", "Ja'Marr Chase"],
  },
  {
    turns: ["give AJB, get the Fins RB. smash accept?"],
    expect: "trade",
    players: ["A.J. Brown", "De'Von Achane"],
  },
  {
    turns: ["is Puka playing this week", "would you trade Jeanty for him straight up"],
    expect: "trade",
    players: ["Ashton Jeanty", "Puka Nacua"],
  },
  // waivers
  { turns: ["who should I grab off the wire this week"], expect: "waivers" },
  { turns: ["how much FAAB for the Texans rookie RB"], expect: "waivers", players: ["Woody Marks"] },
  {
    turns: ["who's worth a claim this week", "how much should I throw at Mondre"],
    expect: "waivers",
    players: ["Rhamondre Stevenson"],
  },
  { turns: ["any adds worth making before waivers run tonight"], expect: "waivers" },
  { turns: ["top waiver adds?", "what about for next week"], expect: "waivers", week: "next" },
  // playoffs
  { turns: ["what are my playoff odds"], expect: "playoffs" },
  { turns: ["am I getting a first-round bye or nah"], expect: "playoffs" },
  {
    turns: ["what's Coach Blake's record", "and his playoff chances?"],
    expect: "playoffs",
    team: "Sunday Scaries",
  },
  {
    turns: ["what are my odds of making it", "and Red Zone Raiders?"],
    expect: "playoffs",
    team: "Red Zone Raiders",
  },
  { turns: ["can I actually win the whole thing? title odds"], expect: "playoffs" },
  // improveOdds
  { turns: ["what moves get me into the playoffs"], expect: "improveOdds" },
  { turns: ["sitting at 4-5, how do I turn this around"], expect: "improveOdds" },
  { turns: ["what should I do to boost my playoff chances"], expect: "improveOdds" },
  { turns: ["playoff odds looking grim?", "ugh. what can I do to bump that"], expect: "improveOdds" },
  { turns: ["need a plan to save my season, what do I do"], expect: "improveOdds" },
  { turns: ["I'm 3-6 lol", "what moves would help me climb"], expect: "improveOdds" },
  // matchup
  { turns: ["who am I playing this week"], expect: "matchup" },
  { turns: ["am I favored against Coach Marlow"], expect: "matchup", team: "Two-Minute Drill" },
  { turns: ["who am I up against", "am I favored?"], expect: "matchup" },
  { turns: ["who's my opponent", "same for next week"], expect: "matchup", week: "next" },
  { turns: ["who wins my week 12 matchup"], expect: "matchup", week: 12 },
  // record
  { turns: ["what's my record"], expect: "record" },
  {
    turns: ["who's top of the standings", "where does Coach Ellis sit"],
    expect: "record",
    team: "Pocket Passers",
  },
  { turns: ["where am I at W-L wise", "and Hail Mary Heroes?"], expect: "record", team: "Hail Mary Heroes" },
  {
    turns: ["how many wins does Audible Alchemists have, where are they in the standings"],
    expect: "record",
    team: "Audible Alchemists",
  },
  { turns: ["what place is Gridiron Gurus in right now"], expect: "record", team: "Gridiron Gurus" },
  // rosterStatus
  { turns: ["any injuries or byes on my squad this week"], expect: "rosterStatus" },
  { turns: ["who on my roster is on bye next week"], expect: "rosterStatus", week: "next" },
  { turns: ["any byes on my roster this week", "what about week 12"], expect: "rosterStatus", week: 12 },
  {
    turns: ["is CMC hurt", "ok what about the rest of my roster, any other injuries or byes"],
    expect: "rosterStatus",
  },
  { turns: ["byes and injuries on my roster for week 13?"], expect: "rosterStatus", week: 13 },
  // positionRank
  { turns: ["rank my WRs for this week"], expect: "positionRank", position: "WR" },
  { turns: ["how would you rank my running backs this week"], expect: "positionRank", position: "RB" },
  {
    turns: ["order my TEs best to worst for week 11"],
    expect: "positionRank",
    position: "TE",
    week: 11,
  },
  { turns: ["rank my WRs", "now do RBs"], expect: "positionRank", position: "RB" },
  {
    turns: ["rank my QBs this week", "and for next week?"],
    expect: "positionRank",
    position: "QB",
    week: "next",
  },
  {
    turns: ["rank my receivers for next week"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  // projectedTotal
  {
    turns: ["who do I face this week", "what's my projected total against them"],
    expect: "projectedTotal",
  },
  { turns: ["how many points am I projected for, and what's the range"], expect: "projectedTotal" },
  { turns: ["projected points for my team week 12?"], expect: "projectedTotal", week: 12 },
  { turns: ["what's my projected score", "how about next week's"], expect: "projectedTotal", week: "next" },
  {
    turns: ["how many points should Gridiron Gurus put up this week"],
    expect: "projectedTotal",
    team: "Gridiron Gurus",
  },
  // leaders
  { turns: ["who's the best team in the league"], expect: "leaders" },
  { turns: ["who's scored the most points so far", "and who's got the best record"], expect: "leaders" },
  { turns: ["who's in first place"], expect: "leaders" },
  { turns: ["strongest team in our league right now?"], expect: "leaders" },
  { turns: ["am I above .500?", "who's leading the league"], expect: "leaders" },
  { turns: ["which team has the most points for"], expect: "leaders" },
  // sleepers
  { turns: ["any deep sleepers for next week"], expect: "sleepers", week: "next" },
  { turns: ["gimme a sleeper or two nobody's talking about"], expect: "sleepers" },
  { turns: ["deep pickups for next week?"], expect: "sleepers", week: "next" },
  { turns: ["who should I grab off waivers", "anything deeper? like real sleepers"], expect: "sleepers" },
  { turns: ["deep cuts for week 11?"], expect: "sleepers", week: 11 },
  { turns: ["any sleepers for next week", "and week 12?"], expect: "sleepers", week: 12 },
  // dropStash
  { turns: ["who should I drop"], expect: "dropStash" },
  { turns: ["drop or stash the Cheetah?"], expect: "dropStash", players: ["Tyreek Hill"] },
  {
    turns: ["any update on the Giants rookie RB", "so is he worth holding on IR or do I cut him"],
    expect: "dropStash",
    players: ["Cam Skattebo"],
  },
  { turns: ["need a roster spot, who's the first to go"], expect: "dropStash" },
  {
    turns: ["is the Bengals QB coming back this year", "so do I drop him or stash him"],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  // byeCover
  {
    turns: ["is the Eagles QB on bye this week", "yeah he is, who do I stream in his place"],
    expect: "byeCover",
    players: ["Jalen Hurts"],
    position: "QB",
  },
  {
    turns: ["need a TE for week 12, the Niners TE is on bye"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
    week: 12,
  },
  {
    turns: ["CMC has a bye next week, who backs him up"],
    expect: "byeCover",
    players: ["Christian McCaffrey"],
    position: "RB",
    week: "next",
  },
  {
    turns: ["who's on bye for me next week", "ok I need a WR to cover ARSB then"],
    expect: "byeCover",
    players: ["Amon-Ra St. Brown"],
    position: "WR",
    week: "next",
  },
  { turns: ["my QB's on bye, need a streamer"], expect: "byeCover", position: "QB" },
  {
    turns: ["Bowers is on bye this week, any TE streamers?"],
    expect: "byeCover",
    players: ["Brock Bowers"],
    position: "TE",
  },
  // scenario
  { turns: ["what are my playoff odds if I win out"], expect: "scenario", scenario: "win-out" },
  { turns: ["if I lose this week am I done?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["odds if I go 3-2 the rest of the way"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["if I win 2 of my last 4 do I get in"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["what are my playoff chances", "what if I win 2 more"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["playoff odds if I win out?", "and if I drop this week's game?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  // tradeIdeas
  { turns: ["what trades should I be making"], expect: "tradeIdeas" },
  { turns: ["who would trade for CMC"], expect: "tradeIdeas", players: ["Christian McCaffrey"] },
  { turns: ["which teams need a RB", "and a TE?"], expect: "tradeIdeas", position: "TE" },
  { turns: ["give me some 2-for-1 trade ideas"], expect: "tradeIdeas" },
  {
    turns: ["what's the Raiders TE worth", "who might actually trade for him"],
    expect: "tradeIdeas",
    players: ["Brock Bowers"],
  },
  { turns: ["find me a trade partner for JSN"], expect: "tradeIdeas", players: ["Jaxon Smith-Njigba"] },
  // help
  { turns: ["what can you do"], expect: "help" },
  { turns: ["how do I use this thing"], expect: "help" },
  { turns: ["what kind of stuff can I ask you"], expect: "help" },
  { turns: ["hey", "what are you able to help with"], expect: "help" },
  { turns: ["explain what you do as my GM"], expect: "help" },
  { turns: ["help"], expect: "help" },
  // None
  { turns: ["what's the weather gonna be in Green Bay sunday"], expect: "None" },
  { turns: ["who wins the Lakers game tonight"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["good wing recipe for my watch party?"], expect: "None" },
  { turns: ["CMC or Bijan this week", "unrelated but should I text my ex"], expect: "None" },
  { turns: ["who's on bye this week", "lol ok, what's a good pizza place near me"], expect: "None" },
  // two-part
  { turns: ["what's my record and am I making the playoffs"], expect: ["record", "playoffs"] },
  {
    turns: ["is CMC playing and how many points will he get"],
    expect: ["status", "outlook"],
    players: ["Christian McCaffrey"],
  },
  { turns: ["who am I up against and what am I projected for"], expect: ["matchup", "projectedTotal"] },
  { turns: ["who do I drop and who do I pick up"], expect: ["dropStash", "waivers"] },
  { turns: ["any injuries on my roster? and then set my lineup"], expect: ["rosterStatus", "lineup"] },
  { turns: ["what are my odds and what moves improve them"], expect: ["playoffs", "improveOdds"] },
  { turns: ["who's in first and what's my record"], expect: ["leaders", "record"] },
  {
    turns: ["rank my WRs and tell me who to grab off waivers"],
    expect: ["positionRank", "waivers"],
    position: "WR",
  },
  {
    turns: ["what's ARSB's status and should I start him over the Giants WR1"],
    expect: ["status", "startSit"],
    players: ["Amon-Ra St. Brown", "Malik Nabers"],
  },
];
