// Blind held-out evaluation set 78 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a high-stakes veteran manager — terse, jargon-dense fragments, nicknames,
// "wk"/"ROS"/"FAAB" shorthand.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_78: HeldOutCase[] = [
  // startSit
  { turns: ["Henry/Cook, wk 11. Who rolls"], expect: "startSit", players: ["Derrick Henry", "James Cook"], week: 11 },
  {
    turns: ["Down 20 in proj, need a ceiling play.", "Dart or Nix"],
    expect: "startSit",
    players: ["Jaxson Dart", "Bo Nix"],
  },
  {
    turns: ["Waddle or Pickens this wk?", "Olave instead of Pickens?"],
    expect: "startSit",
    players: ["Jaylen Waddle", "Chris Olave"],
  },
  {
    turns: ["Hampton, Judkins, Monangai. Two of three go. Which two"],
    expect: "startSit",
    players: ["Omarion Hampton", "Quinshon Judkins", "Kyle Monangai"],
  },
  {
    turns: ["Goff vs Herbert Sunday?", "Same q, next wk"],
    expect: "startSit",
    players: ["Jared Goff", "Justin Herbert"],
    week: "next",
  },
  {
    turns: ["Jamo's pure boom/bust.", "Him or McLaurin for a floor"],
    expect: "startSit",
    players: ["Jameson Williams", "Terry McLaurin"],
  },

  // compare
  { turns: ["ROS: Egbuka or McConkey"], expect: "compare", players: ["Emeka Egbuka", "Ladd McConkey"] },
  {
    turns: ["Dynasty. Jeanty or Hampton, which one I hold"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["Keeper lg, 2 keepers.", "Bucky vs Achane long haul"],
    expect: "compare",
    players: ["Bucky Irving", "De'Von Achane"],
  },
  {
    turns: ["Better ROS piece — Kittle or Bowers?", "LaPorta vs Bowers then"],
    expect: "compare",
    players: ["Sam LaPorta", "Brock Bowers"],
  },
  {
    turns: ["Rebuilding.", "TMac or BTJ, who's the better hold"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Brian Thomas Jr."],
  },
  { turns: ["Odunze or DeVonta, long run"], expect: "compare", players: ["Rome Odunze", "DeVonta Smith"] },

  // slot
  { turns: ["Flex. Who."], expect: "slot" },
  {
    turns: ["RB2: Warren, Dowdle or Rhamondre"],
    expect: "slot",
    position: "RB",
    players: ["Jaylen Warren", "Rico Dowdle", "Rhamondre Stevenson"],
  },
  { turns: ["Puka's out Sunday.", "Who slides into WR2"], expect: "slot", position: "WR" },
  { turns: ["QB slot, wk 11?"], expect: "slot", position: "QB", week: 11 },
  {
    turns: ["Flex spot's open.", "Pollard or Javonte there"],
    expect: "slot",
    players: ["Tony Pollard", "Javonte Williams"],
  },
  { turns: ["K slot — who am I rolling"], expect: "slot", position: "K" },

  // lineup
  { turns: ["Set my lineup. Max pts."], expect: "lineup" },
  { turns: ["Kamara's a Q.", "Lineup still hold up?"], expect: "lineup" },
  { turns: ["Optimal starters, wk 12"], expect: "lineup", week: 12 },
  { turns: ["Trade went through.", "Any holes in the lineup now"], expect: "lineup" },
  { turns: ["Made two adds off the wire.", "Re-opt the lineup"], expect: "lineup" },

  // outlook
  { turns: ["Puka proj?"], expect: "outlook", players: ["Puka Nacua"] },
  { turns: ["JT ceiling this wk"], expect: "outlook", players: ["Jonathan Taylor"] },
  { turns: ["Burrow's back soon.", "What's he look like ROS"], expect: "outlook", players: ["Joe Burrow"] },
  { turns: ["Metcalf's been quiet.", "Smash spot this wk or nah"], expect: "outlook", players: ["DK Metcalf"] },
  { turns: ["ARSB proj", "And next wk?"], expect: "outlook", players: ["Amon-Ra St. Brown"], week: "next" },
  { turns: ["Rice a WR1 rest of way?"], expect: "outlook", players: ["Rashee Rice"] },

  // status
  { turns: ["CMC status?"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["Godwin designation"], expect: "status", players: ["Chris Godwin"] },
  {
    turns: ["Andrews or Ferguson this wk", "Wait — Andrews even suiting up?"],
    expect: "status",
    players: ["Mark Andrews"],
  },
  { turns: ["Kelce on the injury report?"], expect: "status", players: ["Travis Kelce"] },
  { turns: ["Tracy was limited Wed.", "Trending to play?"], expect: "status", players: ["Tyrone Tracy Jr."] },

  // tradeValue
  { turns: ["Getting calls on Gibbs.", "What's he fetch"], expect: "tradeValue", players: ["Jahmyr Gibbs"] },
  { turns: ["Sell K9 now?"], expect: "tradeValue", players: ["Kenneth Walker III"] },
  { turns: ["Buying Chase Brown — smart?"], expect: "tradeValue", players: ["Chase Brown"] },
  { turns: ["Sutton's on a heater.", "Price tag on him?"], expect: "tradeValue", players: ["Courtland Sutton"] },
  { turns: ["ETN sell-high window?"], expect: "tradeValue", players: ["Travis Etienne Jr."] },

  // buyLow
  { turns: ["Buy-low targets"], expect: "buyLow" },
  { turns: ["Who do I sell high on"], expect: "buyLow" },
  { turns: ["Bench is stacked.", "Who should I flip while value's peaked"], expect: "buyLow" },
  { turns: ["Guys cratering in value worth poaching?"], expect: "buyLow" },
  { turns: ["Deadline's close.", "Buy lows, sell highs. Go."], expect: "buyLow" },

  // trade
  { turns: ["Give Lamb, get Jefferson. Do it?"], expect: "trade", players: ["CeeDee Lamb", "Justin Jefferson"] },
  {
    turns: ["Offer on the table: my Kyren + Addison for Bijan. Accept?"],
    expect: "trade",
    players: ["Kyren Williams", "Jordan Addison", "Bijan Robinson"],
  },
  {
    turns: ["Saquon for Achane + Waddle, smash or pass"],
    expect: "trade",
    players: ["Saquon Barkley", "De'Von Achane", "Jaylen Waddle"],
  },
  {
    turns: ["Quinn slid into my DMs.", "Wants Allen, offering Lamar + Wan'Dale. Thoughts"],
    expect: "trade",
    players: ["Josh Allen", "Lamar Jackson", "Wan'Dale Robinson"],
  },
  {
    turns: ["Ellis sent one over.", "My Olave + Pollard for his AJB. Fair?"],
    expect: "trade",
    players: ["Chris Olave", "Tony Pollard", "A.J. Brown"],
  },
  { turns: ["Kraft out, Breece in. Win for me?"], expect: "trade", players: ["Tucker Kraft", "Breece Hall"] },

  // waivers
  { turns: ["FAAB on Monangai?"], expect: "waivers", players: ["Kyle Monangai"] },
  { turns: ["$63 left. Wire targets + bids"], expect: "waivers" },
  { turns: ["Chuba's hurt again.", "Who do I grab off the wire"], expect: "waivers" },
  {
    turns: ["Woody Marks is sitting out there.", "How much do I throw at him"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  { turns: ["Holding waiver priority #2.", "Anyone worth burning it on"], expect: "waivers" },

  // playoffs
  { turns: ["Playoff odds?"], expect: "playoffs" },
  { turns: ["Odds I make the dance"], expect: "playoffs" },
  { turns: ["Sitting 6-3.", "That get me in?"], expect: "playoffs" },
  { turns: ["Postseason %, straight number"], expect: "playoffs" },
  { turns: ["Brutal loss Monday.", "Playoff % now?"], expect: "playoffs" },

  // improveOdds
  { turns: ["Moves to bump my playoff %"], expect: "improveOdds" },
  { turns: ["Odds are 41%.", "How do I push that up"], expect: "improveOdds" },
  { turns: ["Best roster move for a playoff push"], expect: "improveOdds" },
  { turns: ["Bubble team here.", "What gets me over the hump and into the field"], expect: "improveOdds" },
  { turns: ["Which pickup or deal swings my odds most"], expect: "improveOdds" },

  // matchup
  { turns: ["Wk 11 opp + line"], expect: "matchup", week: 11 },
  { turns: ["Who'm I up against", "Am I favored?"], expect: "matchup" },
  { turns: ["Win prob this wk"], expect: "matchup" },
  { turns: ["What's my matchup", "Next wk's?"], expect: "matchup", week: "next" },
  { turns: ["Proj final for my game"], expect: "matchup" },
  { turns: ["Who'd I draw this wk"], expect: "matchup" },

  // record
  { turns: ["W-L?"], expect: "record" },
  { turns: ["Where do I stand"], expect: "record" },
  { turns: ["Seed right now?"], expect: "record" },
  { turns: ["Won by 3 last night lol", "So where's that put me"], expect: "record" },

  // rosterStatus
  { turns: ["Who's banged up on my squad"], expect: "rosterStatus" },
  { turns: ["Byes next wk?"], expect: "rosterStatus", week: "next" },
  { turns: ["Wk 12 bye/injury check"], expect: "rosterStatus", week: 12 },
  { turns: ["Inactives drop soon.", "Any of mine ruled out"], expect: "rosterStatus" },
  { turns: ["Prepping for wk 14.", "Who do I lose to byes"], expect: "rosterStatus", week: 14 },

  // positionRank
  { turns: ["WR pecking order this wk"], expect: "positionRank", position: "WR" },
  { turns: ["Order my RBs, wk 11"], expect: "positionRank", position: "RB", week: 11 },
  { turns: ["Carrying 3 TEs.", "Tier 'em"], expect: "positionRank", position: "TE" },
  { turns: ["Stack-rank my QBs"], expect: "positionRank", position: "QB" },
  { turns: ["Rank my RBs", "WRs too"], expect: "positionRank", position: "WR" },

  // projectedTotal
  { turns: ["Team proj?"], expect: "projectedTotal" },
  { turns: ["Need a big wk.", "Floor/ceiling on my squad?"], expect: "projectedTotal" },
  { turns: ["What am I projected for wk 11"], expect: "projectedTotal", week: 11 },
  { turns: ["Swapped Dowdle in for Warren.", "New total?"], expect: "projectedTotal" },
  { turns: ["Proj range, next wk"], expect: "projectedTotal", week: "next" },

  // leaders
  { turns: ["Who's top dog"], expect: "leaders" },
  { turns: ["Most PF in the league?"], expect: "leaders" },
  { turns: ["Red Zone Raiders record?"], expect: "leaders", team: "Red Zone Raiders" },
  { turns: ["Finley's talking trash.", "Where's he sitting"], expect: "leaders", team: "Waiver Wire Wizards" },
  { turns: ["Best odds in the league"], expect: "leaders" },
  { turns: ["Who's in 1st", "Pocket Passers?"], expect: "leaders", team: "Pocket Passers" },

  // sleepers
  { turns: ["Deep sleepers for next wk"], expect: "sleepers", week: "next" },
  { turns: ["Sub-5% rostered guys worth a flier"], expect: "sleepers" },
  { turns: ["Wire's picked clean.", "Anything deeper, off the radar"], expect: "sleepers" },
  { turns: ["Under-the-radar stashes for wk 11"], expect: "sleepers", week: 11 },
  { turns: ["Leaguemates scoop everything.", "Sleeper nobody's on?"], expect: "sleepers" },

  // dropStash
  { turns: ["Drop Tyreek or IR him"], expect: "dropStash", players: ["Tyreek Hill"] },
  { turns: ["Stash or cut my hurt guys"], expect: "dropStash" },
  { turns: ["Skattebo's done for the yr.", "Cut or stash?"], expect: "dropStash", players: ["Cam Skattebo"] },
  { turns: ["Dobbins worth the IR spot?"], expect: "dropStash", players: ["J.K. Dobbins"] },
  { turns: ["Injured dead weight — who goes"], expect: "dropStash" },
  { turns: ["IR's full, G-Wil's banged up.", "Hold or cut"], expect: "dropStash", players: ["Garrett Wilson"] },

  // byeCover
  { turns: ["Allen's on bye. QB streamer?"], expect: "byeCover", position: "QB" },
  { turns: ["TE fill for the wk 11 bye"], expect: "byeCover", position: "TE", week: 11 },
  { turns: ["K for the bye wk"], expect: "byeCover", position: "K" },
  { turns: ["Bowers off next wk.", "Backup?"], expect: "byeCover", position: "TE", week: "next" },
  { turns: ["Ja'Marr's on bye wk 12.", "WR stream?"], expect: "byeCover", position: "WR", week: 12 },

  // scenario
  { turns: ["Go 2-2 the rest of the way, where's that leave me"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  { turns: ["Drop this one — am I cooked?"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["3 of the last 5 enough to get in?"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  { turns: ["Playoff odds?", "If I run the table?"], expect: "scenario", scenario: "win-out" },
  { turns: ["Current odds I know.", "With 2 more Ws though?"], expect: "scenario", scenario: { wins: 2, games: null } },

  // tradeIdeas
  { turns: ["Who's got RB depth to deal with"], expect: "tradeIdeas", position: "RB" },
  { turns: ["2-for-1 built around Nabers + Chuba"], expect: "tradeIdeas", players: ["Malik Nabers", "Chuba Hubbard"] },
  { turns: ["What could Sunday Scaries give me"], expect: "tradeIdeas", team: "Sunday Scaries" },
  { turns: ["Need a WR1.", "Trade partners?"], expect: "tradeIdeas", position: "WR" },
  { turns: ["TE's a black hole.", "Who do I hit up for one"], expect: "tradeIdeas", position: "TE" },
  { turns: ["Pitch for Reese — I need a QB"], expect: "tradeIdeas", position: "QB", team: "Play Action Pack" },

  // help
  { turns: ["What can you do"], expect: "help" },
  { turns: ["How's this thing work"], expect: "help" },
  { turns: ["hey", "what're you good for"], expect: "help" },
  { turns: ["What do you cover — trades, waivers, all that?"], expect: "help" },
  { turns: ["New here.", "Walk me through what you handle"], expect: "help" },

  // None
  { turns: ["Heading to the Bills game.", "Weather at kickoff?"], expect: "None" },
  { turns: ["NBA DFS plays tonight"], expect: "None" },
  { turns: ["Best wing rub for Sunday"], expect: "None" },
  { turns: ["Who takes the midterms"], expect: "None" },
  { turns: ["Set my lineup.", "Also — tell me a joke"], expect: "None" },
  { turns: ["Can you do my calc homework"], expect: "None" },

  // two asks in one message
  {
    turns: ["Kamara popped on the report.", "Status + a pivot off the wire"],
    expect: ["status", "waivers"],
    players: ["Alvin Kamara"],
  },
  { turns: ["Record and playoff odds"], expect: ["record", "playoffs"] },
  { turns: ["Big one this wk.", "Who'm I facing, and my proj total?"], expect: ["matchup", "projectedTotal"] },
  { turns: ["Sell Pickens? And who are the buy-lows"], expect: ["tradeValue", "buyLow"], players: ["George Pickens"] },
  { turns: ["Win-out odds, then moves to get there"], expect: ["scenario", "improveOdds"], scenario: "win-out" },
  { turns: ["Rank my WRs, then set the lineup"], expect: ["positionRank", "lineup"], position: "WR" },
  {
    turns: ["Goedert playing? If so, him or Ferguson"],
    expect: ["status", "startSit"],
    players: ["Dallas Goedert", "Jake Ferguson"],
  },
  { turns: ["Who's leading + where am I"], expect: ["leaders", "record"] },
  { turns: ["Deep sleepers, plus a TE to cover the bye"], expect: ["sleepers", "byeCover"], position: "TE" },
  { turns: ["Flex call, then a full lineup check"], expect: ["slot", "lineup"] },
  {
    turns: ["Higgins getting peppered lately.", "ROS outlook and what he'd fetch?"],
    expect: ["outlook", "tradeValue"],
    players: ["Tee Higgins"],
  },
  { turns: ["Odds now, and if I drop this one?"], expect: ["playoffs", "scenario"], scenario: "lose-this-week" },
  { turns: ["Wk 12 byes, and a QB to cover"], expect: ["rosterStatus", "byeCover"], week: 12, position: "QB" },
  {
    turns: ["Evans for Worthy — take it? And who's better ROS anyway"],
    expect: ["trade", "compare"],
    players: ["Mike Evans", "Xavier Worthy"],
  },
  { turns: ["Adds this wk + a couple deep sleepers"], expect: ["waivers", "sleepers"] },
  { turns: ["New to this bot.", "What can you do, and what's my record"], expect: ["help", "record"] },
];
