// Blind held-out evaluation set 185 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a league commissioner who keeps one eye on the other teams — many questions name rival
// teams or their coaches, mixed with questions about their own Gridiron Gurus, often in longer chats that hop between
// teams.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_185: HeldOutCase[] = [
  // startSit
  {
    turns: ["who am i playing this week", "how good is quinn's team actually", "ok bijan or jonathan taylor then"],
    expect: "startSit",
    players: ["Bijan Robinson", "Jonathan Taylor"],
  },
  {
    turns: ["chase brown or kyren, who do i roll out this wk"],
    expect: "startSit",
    players: ["Chase Brown", "Kyren Williams"],
  },
  {
    turns: ["how's harper's team lookin this week", "ok im the one facing them. egbuka or zay flowers then?"],
    expect: "startSit",
    players: ["Emeka Egbuka", "Zay Flowers"],
  },
  {
    turns: ["goff or bo nix for week 12? ill be on vacation so setting it early"],
    expect: "startSit",
    players: ["Jared Goff", "Bo Nix"],
    week: 12,
  },
  {
    turns: ["should i start tee higgins or garrett wilson", "what about in week 11"],
    expect: "startSit",
    players: ["Tee Higgins", "Garrett Wilson"],
    week: 11,
  },
  {
    turns: ["start jsn or olave, and is olave even healthy"],
    expect: ["startSit", "status"],
    players: ["Jaxon Smith-Njigba", "Chris Olave"],
  },

  // compare
  {
    turns: ["rest of season who's better, nabers or jsn"],
    expect: "compare",
    players: ["Malik Nabers", "Jaxon Smith-Njigba"],
  },
  {
    turns: ["sawyer's been asking me about omarion hampton", "how does he stack up against jeanty the rest of the way"],
    expect: "compare",
    players: ["Omarion Hampton", "Ashton Jeanty"],
  },
  {
    turns: ["how do mcbride and kittle stack up for the rest of the yr", "and throw bowers in there too"],
    expect: "compare",
    players: ["Trey McBride", "George Kittle", "Brock Bowers"],
  },
  {
    turns: ["long term, ceedee or jefferson? reese keeps askin me lol"],
    expect: "compare",
    players: ["CeeDee Lamb", "Justin Jefferson"],
  },
  {
    turns: ["judkins vs treveyon henderson for the stretch run"],
    expect: "compare",
    players: ["Quinshon Judkins", "TreVeyon Henderson"],
  },
  {
    turns: [
      "is drake london better than garrett wilson ros? and would london for wilson straight up with marlow be fair",
    ],
    expect: ["compare", "trade"],
    players: ["Drake London", "Garrett Wilson"],
    team: "Two-Minute Drill",
  },

  // slot
  { turns: ["who goes in my flex this week"], expect: "slot", position: "FLEX" },
  {
    turns: ["for my te spot do i go kraft or laporta"],
    expect: "slot",
    players: ["Tucker Kraft", "Sam LaPorta"],
    position: "TE",
  },
  { turns: ["whos my best flex option this week", "and for week 11?"], expect: "slot", position: "FLEX", week: 11 },
  {
    turns: ["who do i start at qb this week, hurts or dak"],
    expect: "slot",
    players: ["Jalen Hurts", "Dak Prescott"],
    position: "QB",
  },
  { turns: ["need a wr3 for sunday outta my guys, who's it gonna be"], expect: "slot", position: "WR" },
  {
    turns: ["who's my best flex play vs rowan?", "what about kyle pitts in that spot"],
    expect: "slot",
    players: ["Kyle Pitts"],
    position: "FLEX",
  },

  // lineup
  { turns: ["set my lineup for me this week"], expect: "lineup" },
  { turns: ["what's the optimal starting lineup vs tatum's raiders"], expect: "lineup" },
  { turns: ["who's quinn playing this week", "alright, and what's my best lineup"], expect: "lineup" },
  { turns: ["gimme the strongest lineup i can put out this sunday"], expect: "lineup" },
  { turns: ["lineup check pls, who starts n who sits on my squad"], expect: "lineup" },
  { turns: ["best lineup this week? and what am i projected to score with it"], expect: ["lineup", "projectedTotal"] },

  // outlook
  { turns: ["what's the outlook for achane rest of the way"], expect: "outlook", players: ["De'Von Achane"] },
  { turns: ["how many pts is cmc projected for"], expect: "outlook", players: ["Christian McCaffrey"] },
  { turns: ["what's ladd mcconkey projecting this week", "and ros?"], expect: "outlook", players: ["Ladd McConkey"] },
  { turns: ["bucky irving projection for week 11"], expect: "outlook", players: ["Bucky Irving"], week: 11 },
  {
    turns: ["how's woody marks looking going forward", "what about monangai"],
    expect: "outlook",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["what's the rest of season outlook for breece hall, and should i sell him?"],
    expect: ["outlook", "tradeValue"],
    players: ["Breece Hall"],
  },

  // status
  {
    turns: ["is nico collins playing sunday, and if he is do i start him over tee higgins"],
    expect: ["status", "startSit"],
    players: ["Nico Collins", "Tee Higgins"],
  },
  { turns: ["is rashee rice on bye this week?"], expect: "status", players: ["Rashee Rice"] },
  { turns: ["what's the deal with kenneth walker, he hurt?"], expect: "status", players: ["Kenneth Walker III"] },
  { turns: ["is lamar good to go", "and mark andrews?"], expect: "status", players: ["Mark Andrews"] },
  { turns: ["chris godwin injury update?"], expect: "status", players: ["Chris Godwin"] },
  { turns: ["finley just told me aiyuk's out again, true?"], expect: "status", players: ["Brandon Aiyuk"] },

  // tradeValue
  { turns: ["should i sell high on jameson williams"], expect: "tradeValue", players: ["Jameson Williams"] },
  { turns: ["what's kyren williams worth in a trade right now"], expect: "tradeValue", players: ["Kyren Williams"] },
  { turns: ["is now the time to buy tetairoa mcmillan"], expect: "tradeValue", players: ["Tetairoa McMillan"] },
  {
    turns: ["sawyer keeps shopping travis kelce, what's he worth these days", "should i buy him?"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: ["give me some buy-low guys, and is garrett wilson one of them"],
    expect: ["buyLow", "tradeValue"],
    players: ["Garrett Wilson"],
  },
  {
    turns: ["what's george pickens worth, and who might give me a good rb for him"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["George Pickens"],
  },

  // buyLow
  { turns: ["who are the buy low guys right now"], expect: "buyLow" },
  { turns: ["any sell high candidates on my roster"], expect: "buyLow" },
  { turns: ["which struggling studs should i try to pry loose from other teams"], expect: "buyLow" },
  { turns: ["give me some buy-low names", "and sell-high?"], expect: "buyLow" },
  {
    turns: ["quinn's the top team right?", "any buy-low guys on his roster i could grab"],
    expect: "buyLow",
    team: "Blitz Brigade",
  },
  { turns: ["who's undervalued rn that i could trade for cheap"], expect: "buyLow" },

  // trade
  {
    turns: ["what's harper's record", "he just offered me drake london for my puka", "fair?"],
    expect: "trade",
    players: ["Drake London", "Puka Nacua"],
    team: "Fourth & Long Shots",
  },
  {
    turns: ["is gibbs for bijan + tee higgins a fair deal"],
    expect: "trade",
    players: ["Jahmyr Gibbs", "Bijan Robinson", "Tee Higgins"],
  },
  {
    turns: ["thinking of sending chase brown and zay flowers to quinn for saquon", "would he take it?"],
    expect: "trade",
    players: ["Chase Brown", "Zay Flowers", "Saquon Barkley"],
    team: "Blitz Brigade",
  },
  {
    turns: ["ellis wants my brock bowers for his trey mcbride", "is that even or am i getting fleeced"],
    expect: "trade",
    players: ["Brock Bowers", "Trey McBride"],
    team: "Pocket Passers",
  },
  {
    turns: ["commish hat on: marlow gets ja'marr chase, reese gets cmc and jaylen waddle. is that lopsided?"],
    expect: "trade",
    players: ["Ja'Marr Chase", "Christian McCaffrey", "Jaylen Waddle"],
  },
  {
    turns: ["my jonathan taylor for tatum's amon-ra, thoughts?", "what if i add tucker kraft on my side"],
    expect: "trade",
    players: ["Jonathan Taylor", "Tucker Kraft", "Amon-Ra St. Brown"],
    team: "Red Zone Raiders",
  },

  // waivers
  { turns: ["who should i grab off waivers this week"], expect: "waivers" },
  {
    turns: ["sean tucker got the start?", "how much faab should i throw at him"],
    expect: "waivers",
    players: ["Sean Tucker"],
  },
  { turns: ["best wr on the wire rn?"], expect: "waivers", position: "WR" },
  {
    turns: ["finley always snipes my waiver guys lol", "who's worth putting in a claim for this week"],
    expect: "waivers",
  },
  {
    turns: ["who should i pick up off waivers, and which of my injured guys do i cut to make room"],
    expect: ["waivers", "dropStash"],
  },
  { turns: ["top waiver adds this week, plus any deep sleepers worth a flier"], expect: ["waivers", "sleepers"] },

  // playoffs
  { turns: ["what are my playoff chances"], expect: "playoffs" },
  { turns: ["am i making the dance or nah"], expect: "playoffs" },
  { turns: ["how's quinn doing", "and what are my odds of getting in"], expect: "playoffs" },
  { turns: ["where do i stand in the league and what are my playoff odds"], expect: ["record", "playoffs"] },
  {
    turns: ["who's leading the league and what are my odds of grabbing a playoff spot"],
    expect: ["leaders", "playoffs"],
  },
  { turns: ["realistically are we a playoff team"], expect: "playoffs" },

  // improveOdds
  { turns: ["what moves bump my playoff odds"], expect: "improveOdds" },
  { turns: ["how do i give myself a better shot at the postseason"], expect: "improveOdds" },
  { turns: ["what are my playoff odds", "ok how do i push that number up"], expect: "improveOdds" },
  {
    turns: ["what are sutton's playoff odds", "i need to leapfrog him for the 6 seed. what moves should i make"],
    expect: "improveOdds",
  },
  { turns: ["what are my playoff chnaces and what can i do to improve them"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["if i lose this week am i done? and what do i need to do to stay alive"],
    expect: ["scenario", "improveOdds"],
    scenario: "lose-this-week",
  },

  // matchup
  { turns: ["who am i up against and how many points am i projected"], expect: ["matchup", "projectedTotal"] },
  { turns: ["who's rowan's best player", "am i playing him this week?", "whats my win prob"], expect: "matchup" },
  { turns: ["how's blitz brigade's matchup look this week"], expect: "matchup", team: "Blitz Brigade" },
  { turns: ["who's harper got this week", "who's favored?"], expect: "matchup", team: "Fourth & Long Shots" },
  { turns: ["how's my matchup looking", "and what about tatum's?"], expect: "matchup", team: "Red Zone Raiders" },
  {
    turns: ["how's sawyer's matchup look and what's his record"],
    expect: ["matchup", "record"],
    team: "Audible Alchemists",
  },

  // record
  {
    turns: ["what's ellis's record", "and marlow's?", "who's ahead of both of them", "alright where do i sit"],
    expect: "record",
  },
  {
    turns: ["how's reese's team doing this year", "where are they in the standings"],
    expect: "record",
    team: "Play Action Pack",
  },
  {
    turns: ["what's quinn's record and who's he playing this week"],
    expect: ["record", "matchup"],
    team: "Blitz Brigade",
  },
  { turns: ["what's ellis's record", "and mine?"], expect: "record" },
  {
    turns: ["who's got the best record in the league", "what about finley's wizards, where they at"],
    expect: "record",
    team: "Waiver Wire Wizards",
  },
  { turns: ["are we above .500?"], expect: "record" },

  // rosterStatus
  { turns: ["who on my team is hurt"], expect: "rosterStatus" },
  { turns: ["injury and bye rundown for my roster week 12"], expect: "rosterStatus", week: 12 },
  { turns: ["who's injured on my team", "and next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["what's my matchup", "anyone on my squad questionable for it"], expect: "rosterStatus" },
  { turns: ["do i have bye problems in week 14? thats the last reg season week"], expect: "rosterStatus", week: 14 },
  {
    turns: ["who's on bye for me next week and who should i pick up to cover"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
  },

  // positionRank
  { turns: ["rank my wrs for this week"], expect: "positionRank", position: "WR" },
  { turns: ["order my running backs best to worst for week 11"], expect: "positionRank", position: "RB", week: 11 },
  { turns: ["rank my rbs this week", "now do the wide receivers"], expect: "positionRank", position: "WR" },
  { turns: ["which of my tes is the best play this week, rank em"], expect: "positionRank", position: "TE" },
  { turns: ["rank my qbs for next week"], expect: "positionRank", position: "QB", week: "next" },
  { turns: ["rank my receivers", "and next week?"], expect: "positionRank", position: "WR", week: "next" },

  // projectedTotal
  { turns: ["how many points am i projected for this week"], expect: "projectedTotal" },
  { turns: ["what's my team's ceiling and floor this week"], expect: "projectedTotal" },
  { turns: ["who's my opponent", "what's my projected total"], expect: "projectedTotal" },
  { turns: ["how's blitz brigade projected this week", "and us?"], expect: "projectedTotal" },
  { turns: ["what's my point range lookin like sunday"], expect: "projectedTotal" },
  {
    turns: ["who's quinn playing this week", "is he favored", "what about my matchup", "and what's my proj total"],
    expect: "projectedTotal",
  },

  // leaders
  { turns: ["who's leading the league"], expect: "leaders" },
  { turns: ["what's my record", "ok and who's top of the league in points?"], expect: "leaders" },
  { turns: ["who's the team to beat this year"], expect: "leaders" },
  {
    turns: ["what's quinn's record", "is he the best team in the league or is someone ahead of him"],
    expect: "leaders",
  },
  { turns: ["whos got the best playoff odds in the league"], expect: "leaders" },
  { turns: ["how many points have i scored", "who has the most in the league"], expect: "leaders" },

  // sleepers
  { turns: ["any sleepers worth stashing"], expect: "sleepers" },
  { turns: ["finley grabbed all the obvious adds", "any real sleepers left?"], expect: "sleepers" },
  { turns: ["give me a couple deep cuts nobody's talking about"], expect: "sleepers" },
  { turns: ["who should i grab on waivers", "any deeper sleepers beyond that?"], expect: "sleepers" },
  { turns: ["under the radar guys who could pop soon?"], expect: "sleepers" },
  { turns: ["sleeper te i could snag?"], expect: "sleepers", position: "TE" },

  // dropStash
  {
    turns: ["jayden reed's been hurt forever, cut him or keep stashing?"],
    expect: "dropStash",
    players: ["Jayden Reed"],
  },
  {
    turns: ["can i put chris godwin on IR or do i have to hold him on the bench"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  { turns: ["who on my team is hurt", "which of those should i just cut"], expect: "dropStash" },
  { turns: ["is tyreek hill out for the year?", "ok so do i drop him"], expect: "dropStash", players: ["Tyreek Hill"] },
  {
    turns: ["worth holding mark andrews through the injury or dump him"],
    expect: "dropStash",
    players: ["Mark Andrews"],
  },
  { turns: ["do i have anyone i should move to IR"], expect: "dropStash" },

  // byeCover
  { turns: ["my qb is on bye next week, need a streamer"], expect: "byeCover", position: "QB", week: "next" },
  { turns: ["need a te streamer for week 12, my guy's on bye"], expect: "byeCover", position: "TE", week: 12 },
  { turns: ["is cameron dicker on bye this week", "ok who do i stream at k then"], expect: "byeCover", position: "K" },
  { turns: ["any of my guys on bye next week?", "ok who can cover for them"], expect: "byeCover", week: "next" },
  { turns: ["need an rb to plug in while my starter's on bye"], expect: "byeCover", position: "RB" },
  { turns: ["who's a good wr fill-in for the bye weeks coming up"], expect: "byeCover", position: "WR" },

  // scenario
  { turns: ["if i win out do i get in"], expect: "scenario", scenario: "win-out" },
  { turns: ["what are my odds if i go 3-2 the rest of the way"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  {
    turns: ["who am i playing this week", "if i lose that one, how bad does it get for my playoff hopes"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["what are my playoff odds", "what if i only win 2 more"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  { turns: ["is 8-6 enough to make it"], expect: "scenario", scenario: { wins: 8, games: 14 } },
  { turns: ["say i go 4-1 down the stretch, am i in?"], expect: "scenario", scenario: { wins: 4, games: 5 } },

  // tradeIdeas
  { turns: ["build me a trade package around waddle"], expect: "tradeIdeas", players: ["Jaylen Waddle"] },
  { turns: ["my rb room is a mess", "who should i target in a trade to fix it"], expect: "tradeIdeas", position: "RB" },
  {
    turns: ["which team would want dk metcalf and what could i get back"],
    expect: "tradeIdeas",
    players: ["DK Metcalf"],
  },
  {
    turns: ["harper's desperate for a te", "what could i get from him if i dangle jake ferguson"],
    expect: "tradeIdeas",
    players: ["Jake Ferguson"],
    team: "Fourth & Long Shots",
  },
  { turns: ["give me some trade targets at te"], expect: "tradeIdeas", position: "TE" },
  {
    turns: ["package courtland sutton and jakobi meyers for an upgrade, who should i target?"],
    expect: "tradeIdeas",
    players: ["Courtland Sutton", "Jakobi Meyers"],
  },

  // help
  { turns: ["what can you help me with"], expect: "help" },
  { turns: ["what kinda stuff do you do"], expect: "help" },
  { turns: ["hey", "what are you capable of?"], expect: "help" },
  { turns: ["what's quinn's record", "wait, what else can you do besides stats"], expect: "help" },

  // None
  { turns: ["what's my matchup", "cool. whats the weather in green bay sunday"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["who wins the nba finals this year"], expect: "None" },
  { turns: ["can you reset coach finley's password, he's locked out"], expect: "None" },
  { turns: ["should i switch the league to ppr next year"], expect: "None" },
  {
    turns: ["who leads the league", "lol harper's gonna be unbearable. anyway good sports bar near me?"],
    expect: "None",
  },
  { turns: ["how's your day going"], expect: "None" },
  { turns: ["write me a trash talk message for the group chat about quinn"], expect: "None" },
];
