// Blind held-out evaluation set 125 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a manager chatting back and forth: most conversations have two to four turns of
// follow-ups.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_125: HeldOutCase[] = [
  // startSit
  {
    turns: ["who do i play this week", "ok nabers or mcconkey"],
    expect: "startSit",
    players: ["Malik Nabers", "Ladd McConkey"],
  },
  {
    turns: ["is bucky irving playing sunday", "ok cool. so bucky or chuba in the flex?"],
    expect: "startSit",
    players: ["Bucky Irving", "Chuba Hubbard"],
    position: "FLEX",
  },
  {
    turns: ["start goff or dart this wk? goff has the tougher d"],
    expect: "startSit",
    players: ["Jared Goff", "Jaxson Dart"],
  },
  {
    turns: ["thinking about starting kraft", "or should pitts get the nod instead"],
    expect: "startSit",
    players: ["Tucker Kraft", "Kyle Pitts"],
  },
  {
    turns: ["got skattebo judkins and hampton for 2 rb spots, which 2 do i roll with this week"],
    expect: "startSit",
    players: ["Cam Skattebo", "Quinshon Judkins", "Omarion Hampton"],
  },
  {
    turns: ["looking at week 11 already", "my wrs are thin that week", "waddle or jamo?"],
    expect: "startSit",
    players: ["Jaylen Waddle", "Jameson Williams"],
    week: 11,
  },

  // compare
  { turns: ["who's better ros bijan or gibbs"], expect: "compare", players: ["Bijan Robinson", "Jahmyr Gibbs"] },
  {
    turns: ["not a lineup q", "jsn vs puka for the rest of the season, who'd you rather have"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Puka Nacua"],
  },
  {
    turns: ["hows brock bowers looking", "is he better than mcbride going forward?"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["i'm deciding who to build around", "long term who do u like more, jeanty or hampton"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["lamar vs josh allen, who's the better fantasy qb this year overall"],
    expect: "compare",
    players: ["Lamar Jackson", "Josh Allen"],
  },

  // slot
  { turns: ["lineup question", "who should go in my flex this week"], expect: "slot", position: "FLEX" },
  {
    turns: ["te has been a black hole for me", "who's my best option there for sunday"],
    expect: "slot",
    position: "TE",
  },
  { turns: ["my rb2 spot is a mess", "who should i put there this week?"], expect: "slot", position: "RB" },
  { turns: ["who's my best kicker option this week"], expect: "slot", position: "K" },
  { turns: ["which of my defenses should i start this week"], expect: "slot", position: "DEF" },
  { turns: ["who do i play at wr3 next week"], expect: "slot", position: "WR", week: "next" },

  // lineup
  { turns: ["morning", "can you look over my lineup for this week"], expect: "lineup" },
  { turns: ["set my best lineup", "ok and do the same for next week"], expect: "lineup", week: "next" },
  { turns: ["is my starting lineup optimal? feel like im leaving pts on the bench every week"], expect: "lineup" },
  { turns: ["just made a trade", "ok now fix my lineup with the new guys"], expect: "lineup" },
  { turns: ["any changes i should make to my starters before sunday?"], expect: "lineup" },

  // outlook
  { turns: ["is tetairoa mcmillan legit or just a hot streak"], expect: "outlook", players: ["Tetairoa McMillan"] },
  {
    turns: ["kyren had a dud last week", "what should i expect from him this week"],
    expect: "outlook",
    players: ["Kyren Williams"],
  },
  {
    turns: ["egbuka's been quiet lately", "whats his outlook the rest of the season?"],
    expect: "outlook",
    players: ["Emeka Egbuka"],
  },
  { turns: ["how many points is gibbs projected for"], expect: "outlook", players: ["Jahmyr Gibbs"] },
  { turns: ["woody marks - real deal or nah"], expect: "outlook", players: ["Woody Marks"] },
  {
    turns: ["tell me about ceedee lamb", "like what's his ros look like"],
    expect: "outlook",
    players: ["CeeDee Lamb"],
  },

  // status
  { turns: ["is ja'marr playing this week"], expect: "status", players: ["Ja'Marr Chase"] },
  { turns: ["nico collins injury update?"], expect: "status", players: ["Nico Collins"] },
  { turns: ["who's kittle playing this week", "wait is he on bye"], expect: "status", players: ["George Kittle"] },
  {
    turns: ["hows my matchup looking", "who's my flex", "wait is cmc even practicing this week?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  { turns: ["rashee rice questionable?? anyone know"], expect: "status", players: ["Rashee Rice"] },
  {
    turns: ["is etienne good to go for sunday", "and what about pollard"],
    expect: "status",
    players: ["Tony Pollard"],
  },

  // tradeValue
  { turns: ["should i sell high on monangai"], expect: "tradeValue", players: ["Kyle Monangai"] },
  {
    turns: ["derrick henry has been a monster", "what's he worth in a trade right now"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  { turns: ["tyreek has been awful", "buy low or is he cooked?"], expect: "tradeValue", players: ["Tyreek Hill"] },
  { turns: ["hold or sell jonathan taylor"], expect: "tradeValue", players: ["Jonathan Taylor"] },
  {
    turns: ["garrett wilson... would you be buying him right now?"],
    expect: "tradeValue",
    players: ["Garrett Wilson"],
  },
  { turns: ["dowdle had 30 pts last week lol", "sell high?"], expect: "tradeValue", players: ["Rico Dowdle"] },

  // buyLow
  { turns: ["i wanna make a move before the deadline", "who are some buy low candidates right now"], expect: "buyLow" },
  { turns: ["any sell high guys on my roster?"], expect: "buyLow" },
  { turns: ["who's underperforming that i could get cheap"], expect: "buyLow" },
  { turns: ["been looking at trades", "who should i be trying to buy low on around the league"], expect: "buyLow" },
  { turns: ["which of my players should i sell before their value crashes"], expect: "buyLow" },

  // trade
  { turns: ["got offered puka for breece, do i accept"], expect: "trade", players: ["Puka Nacua", "Breece Hall"] },
  {
    turns: ["someone wants my jefferson for achane and godwin. good deal?"],
    expect: "trade",
    players: ["Justin Jefferson", "De'Von Achane", "Chris Godwin"],
  },
  {
    turns: ["would you do saquon for amon-ra straight up", "im the one getting amon-ra btw"],
    expect: "trade",
    players: ["Saquon Barkley", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "thinking of moving zay flowers",
      "who would even want him",
      "ok if i give him and rachaad white for nico collins is that fair?",
    ],
    expect: "trade",
    players: ["Zay Flowers", "Rachaad White", "Nico Collins"],
  },
  {
    turns: ["offer on the table: my hurts for burrow + olave. yes or no"],
    expect: "trade",
    players: ["Jalen Hurts", "Joe Burrow", "Chris Olave"],
  },

  // tradeIdeas
  {
    turns: ["nabers is done for the year", "i need a wr badly, who can i trade for"],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: ["my team is stacked at rb but thin everywhere else", "which teams would be good trade partners for me"],
    expect: "tradeIdeas",
  },
  {
    turns: ["i have too many rbs", "can you find me a 2 for 1 using jacobs and hubbard to get a stud wr"],
    expect: "tradeIdeas",
    players: ["Josh Jacobs", "Chuba Hubbard"],
    position: "WR",
  },
  {
    turns: ["what could i package with pickens to land a top te"],
    expect: "tradeIdeas",
    players: ["George Pickens"],
    position: "TE",
  },
  {
    turns: ["does anyone need a qb? i've got bo nix just sitting on my bench"],
    expect: "tradeIdeas",
    players: ["Bo Nix"],
  },

  // waivers
  { turns: ["waivers run tonight", "who should i pick up"], expect: "waivers" },
  { turns: ["how much faab should i bid on woody marks"], expect: "waivers", players: ["Woody Marks"] },
  { turns: ["breece just got hurt", "best rb on the wire?"], expect: "waivers", position: "RB" },
  {
    turns: ["lost nabers for the year apparently", "who's the best wr available in free agency?"],
    expect: "waivers",
    position: "WR",
  },
  { turns: ["I have $34 faab left, who's worth blowing it on"], expect: "waivers" },

  // sleepers
  { turns: ["my bench is pretty weak", "any deep sleepers worth stashing"], expect: "sleepers" },
  { turns: ["who's a breakout candidate for the second half"], expect: "sleepers" },
  { turns: ["looking ahead", "who are next week's hot waiver adds gonna be"], expect: "sleepers", week: "next" },
  { turns: ["give me some under the radar guys nobody's talking about"], expect: "sleepers" },
  { turns: ["any rookies that could pop late in the year? deep league so nothing obvious"], expect: "sleepers" },
  { turns: ["who's a handcuff i should stash for the playoff run"], expect: "sleepers" },

  // dropStash
  { turns: ["should i drop rice or hold him till he's back"], expect: "dropStash", players: ["Rashee Rice"] },
  {
    turns: ["want to grab someone off waivers", "need a roster spot", "who's the best guy to cut?"],
    expect: "dropStash",
  },
  { turns: ["is it worth stashing aiyuk on my ir"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  { turns: ["dobbins is out for weeks", "drop him?"], expect: "dropStash", players: ["J.K. Dobbins"] },
  { turns: ["i've got 3 injured guys clogging my roster, which ones do i hold"], expect: "dropStash" },

  // byeCover
  {
    turns: ["lamar's on bye next week, who do i start at qb instead"],
    expect: "byeCover",
    players: ["Lamar Jackson"],
    week: "next",
    position: "QB",
  },
  { turns: ["need a te streamer for kittle's bye"], expect: "byeCover", players: ["George Kittle"], position: "TE" },
  { turns: ["mcbride is out this week", "who can fill in for him"], expect: "byeCover", players: ["Trey McBride"] },
  {
    turns: ["when is jefferson's bye", "ok who covers for him that week"],
    expect: "byeCover",
    players: ["Justin Jefferson"],
  },
  { turns: ["my kicker has a bye in week 12, any streamers?"], expect: "byeCover", position: "K", week: 12 },
  {
    turns: ["with jacobs on bye this week who should i pick up to cover rb"],
    expect: "byeCover",
    players: ["Josh Jacobs"],
    position: "RB",
  },

  // playoffs
  { turns: ["hey gm", "what are my playoff odds"], expect: "playoffs" },
  { turns: ["am i gonna make the playoffs"], expect: "playoffs" },
  { turns: ["chances i get a first round bye?"], expect: "playoffs" },
  { turns: ["how likely am i to win the whole thing"], expect: "playoffs" },
  { turns: ["how's my team doing", "realistically am i a playoff team?"], expect: "playoffs" },

  // scenario
  { turns: ["what are my playoff odds", "ok and if i win out?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["big game this week", "what happens to my odds if i lose it"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  { turns: ["say i go 2-2 the rest of the way, am i in?"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  {
    turns: ["what are my playoff odds", "damn", "what if i win 3 more?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  { turns: ["if i win 3 of my last 5 where does that leave me"], expect: "scenario", scenario: { wins: 3, games: 5 } },

  // improveOdds
  { turns: ["what moves can i make to improve my playoff chances"], expect: "improveOdds" },
  { turns: ["just lost again", "how do i make this team better"], expect: "improveOdds" },
  { turns: ["what are my playoff odds", "40%?? ugh", "what should i do to bump that up"], expect: "improveOdds" },
  { turns: ["give me a game plan to sneak into the playoffs"], expect: "improveOdds" },
  { turns: ["is there anything i can do this week to boost my chances of making it"], expect: "improveOdds" },

  // matchup
  { turns: ["is it sunday yet lol", "who am i playing this week"], expect: "matchup" },
  { turns: ["who am i playing this week", "do i win?"], expect: "matchup" },
  { turns: ["preview my week 11 matchup"], expect: "matchup", week: 11 },
  { turns: ["how do i stack up against my opponent this weekend"], expect: "matchup" },
  { turns: ["who do i play next week", "and am i favored?"], expect: "matchup", week: "next" },

  // projectedTotal
  { turns: ["how many points am i projected for this week"], expect: "projectedTotal" },
  { turns: ["who am i playing this week", "what's my floor and ceiling"], expect: "projectedTotal" },
  { turns: ["what's my team projected for next week"], expect: "projectedTotal", week: "next" },
  { turns: ["lineup's set", "so what's my projected total now"], expect: "projectedTotal" },
  { turns: ["week 12 projection for my team?"], expect: "projectedTotal", week: 12 },

  // record
  { turns: ["yo", "whats my record"], expect: "record" },
  { turns: ["where am i in the standings"], expect: "record" },
  { turns: ["what's blitz brigade's record"], expect: "record", team: "Blitz Brigade" },
  { turns: ["how's coach ellis's team doing this year, record wise"], expect: "record", team: "Pocket Passers" },
  { turns: ["we've been on a little run", "am i above .500 now?"], expect: "record" },

  // leaders
  { turns: ["whats my record", "and who's in first"], expect: "leaders" },
  { turns: ["who's the best team in the league"], expect: "leaders" },
  { turns: ["show me the standings"], expect: "leaders" },
  { turns: ["who's scored the most points this year"], expect: "leaders" },
  { turns: ["how's the league shaping up", "like who's on top"], expect: "leaders" },

  // rosterStatus
  { turns: ["setting my lineup soon", "any of my guys injured this week"], expect: "rosterStatus" },
  { turns: ["who's on bye for me next week"], expect: "rosterStatus", week: "next" },
  { turns: ["check my roster for injuries and byes"], expect: "rosterStatus" },
  { turns: ["week 12 byes on my team?"], expect: "rosterStatus", week: 12 },
  { turns: ["anyone on my team questionable for sunday"], expect: "rosterStatus" },

  // positionRank
  { turns: ["rank my wrs for this week"], expect: "positionRank", position: "WR" },
  { turns: ["order my rbs best to worst for week 11"], expect: "positionRank", position: "RB", week: 11 },
  { turns: ["put my tes in order for this week"], expect: "positionRank", position: "TE" },
  { turns: ["rank my qbs", "for week 12 i mean"], expect: "positionRank", position: "QB", week: 12 },
  {
    turns: ["i have 5 receivers", "too many honestly", "rank them for this week"],
    expect: "positionRank",
    position: "WR",
  },
  { turns: ["rank my running backs for next week"], expect: "positionRank", position: "RB", week: "next" },

  // help
  { turns: ["hey"], expect: "help" },
  { turns: ["what can you do"], expect: "help" },
  { turns: ["hi! how does this work"], expect: "help" },
  { turns: ["first time using this", "what kind of questions can i ask you"], expect: "help" },
  { turns: ["thanks for the help earlier", "what else can you help me with?"], expect: "help" },

  // None
  { turns: ["whats the weather gonna be in buffalo sunday"], expect: "None" },
  { turns: ["my team sucks", "tell me a joke to cheer me up"], expect: "None" },
  { turns: ["who wins the lakers game tonight"], expect: "None" },
  { turns: ["can you help with my chem homework"], expect: "None" },
  {
    turns: [
      "mahomes looks good this year",
      "what's the over/under on his passing yards sunday? thinking of betting it",
    ],
    expect: "None",
  },
  { turns: ["ok thanks", "unrelated but whats a good pizza place near me"], expect: "None" },

  // two questions in one message
  {
    turns: ["nabers or drake london this week, and who's better ros?"],
    expect: ["startSit", "compare"],
    players: ["Malik Nabers", "Drake London"],
  },
  {
    turns: ["is tee higgins playing sunday and what's his outlook ros"],
    expect: ["status", "outlook"],
    players: ["Tee Higgins"],
  },
  { turns: ["whats my record and am i making the playoffs"], expect: ["record", "playoffs"] },
  { turns: ["what's my record and who's leading the league"], expect: ["record", "leaders"] },
  {
    turns: ["who's on bye for me this week and who should play flex"],
    expect: ["rosterStatus", "slot"],
    position: "FLEX",
  },
  {
    turns: ["jacobs just had 3 tds", "should i sell high? and who are some good buy low targets"],
    expect: ["tradeValue", "buyLow"],
    players: ["Josh Jacobs"],
  },
  { turns: ["who should i pick up this week and who do i drop to make room"], expect: ["waivers", "dropStash"] },
  { turns: ["what are my playoff odds and what can i do to improve them"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["who am i playing next week and whats my projected score"],
    expect: ["matchup", "projectedTotal"],
    week: "next",
  },
  { turns: ["can u check my lineup and tell me my projected points"], expect: ["lineup", "projectedTotal"] },
  {
    turns: ["is kelce playing sunday? if not who's my best te option"],
    expect: ["status", "slot"],
    players: ["Travis Kelce"],
    position: "TE",
  },
  { turns: ["rank my rbs and tell me if any are hurt"], expect: ["positionRank", "rosterStatus"], position: "RB" },
  {
    turns: ["whats my odds if i win out, and what are they right now"],
    expect: ["scenario", "playoffs"],
    scenario: "win-out",
  },
  { turns: ["hi, what can you do? also whats my record"], expect: ["help", "record"] },
  { turns: ["any sleepers to stash and who's the top waiver add this week"], expect: ["sleepers", "waivers"] },
  {
    turns: ["giving egbuka for sutton, fair? and if not who else should i target for him"],
    expect: ["trade", "tradeIdeas"],
    players: ["Emeka Egbuka", "Courtland Sutton"],
  },
];
