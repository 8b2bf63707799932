// Blind held-out evaluation set 128 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a trash-talking group-chat regular who names the other teams and managers of the league.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_128: HeldOutCase[] = [
  {
    turns: ["nabers or puka this week? need to bury coach harper and his sorry fourth & long shots"],
    expect: "startSit",
    players: ["Malik Nabers", "Puka Nacua"],
  },
  {
    turns: ["jacobs or JT vs blitz brigade? quinn's run d is a turnstile so either prob works but gimme one"],
    expect: "startSit",
    players: ["Josh Jacobs", "Jonathan Taylor"],
  },
  {
    turns: ["kittle's back from the hammy right?", "ok so kittle or mcbride at te sunday"],
    expect: "startSit",
    players: ["George Kittle", "Trey McBride"],
    position: "TE",
  },
  {
    turns: [
      "garrett wilson, drake london, zay flowers... only 2 of em start. which 2? sunday scaries wr " +
        "room couldnt carry my water bottle",
    ],
    expect: "startSit",
    players: ["Garrett Wilson", "Drake London", "Zay Flowers"],
  },
  {
    turns: ["bowers or laporta for week 11", "wait scratch that, bowers or kelce"],
    expect: "startSit",
    players: ["Brock Bowers", "Travis Kelce"],
    week: 11,
  },
  {
    turns: ["rowan is gonna be crying in the group chat after this week no matter what", "achane or james cook tho"],
    expect: "startSit",
    players: ["De'Von Achane", "James Cook"],
  },

  {
    turns: [
      "who's just flat out better ros, jsn or garrett wilson? coach ellis swears its wilson and that " +
        "man has never been right about anything",
    ],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Garrett Wilson"],
  },
  {
    turns: ["breece vs kyren rest of season, be honest w me"],
    expect: "compare",
    players: ["Breece Hall", "Kyren Williams"],
  },
  {
    turns: ["nico collins been absolutely cooking lately", "is he better than tee higgins going forward tho"],
    expect: "compare",
    players: ["Nico Collins", "Tee Higgins"],
  },
  {
    turns: ["jeanty or omarion hampton, who's the better player long term? tatum won't shut up about his rookie"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["mcconkey has been real quiet lately", "him or mcmillan for the rest of the yr, who u got"],
    expect: "compare",
    players: ["Ladd McConkey", "Tetairoa McMillan"],
  },
  {
    turns: ["settle a debate in the group chat: lamar or hurts, better fantasy qb the rest of the way?"],
    expect: "compare",
    players: ["Lamar Jackson", "Jalen Hurts"],
  },

  { turns: ["who do i throw in my flex this week"], expect: "slot", position: "FLEX" },
  {
    turns: ["which of my tight ends is the best play this week, need every point to embarrass coach sawyer"],
    expect: "slot",
    position: "TE",
  },
  { turns: ["ok flex is sorted", "what about rb2, who goes there"], expect: "slot", position: "RB" },
  {
    turns: [
      "superflex spot, who goes in it this week? marlow's two-minute drill is projected high so i need a big one",
    ],
    expect: "slot",
  },
  { turns: ["my wrs are a mess this week", "who's the best option at wr3"], expect: "slot", position: "WR" },
  { turns: ["who's my best flex option for week 11"], expect: "slot", position: "FLEX", week: 11 },

  { turns: ["check my lineup before i go bury sutton's hail mary heroes"], expect: "lineup" },
  {
    turns: ["coach blake just set his lineup and is already talking smack", "optimize mine for this week pls"],
    expect: "lineup",
  },
  { turns: ["alright waiver claims are in", "now set my lineup to score the most points"], expect: "lineup" },
  { turns: ["is my lineup good or am i about to get clowned by coach blake on national tv"], expect: "lineup" },
  {
    turns: ["check my lineup and tell me who to pick up, i refuse to lose to sawyer's garbage team"],
    expect: ["lineup", "waivers"],
  },
  {
    turns: ["fix my lineup for next week, im at a wedding all sunday and cant touch my phone"],
    expect: "lineup",
    week: "next",
  },

  { turns: ["is rico dowdle legit or is this just a hot streak"], expect: "outlook", players: ["Rico Dowdle"] },
  {
    turns: ["what should i expect from bucky the rest of the way, and should i sell him while he's hot"],
    expect: ["outlook", "tradeValue"],
    players: ["Bucky Irving"],
  },
  {
    turns: ["chuba had a monster game lol finley must be sick he dropped him", "whats his ros outlook tho"],
    expect: "outlook",
    players: ["Chuba Hubbard"],
  },
  {
    turns: ["projection for jaxson dart this week? quinn says he's a bum"],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["skattebo going up against the raiders d this week", "how many pts is he gonna put up"],
    expect: "outlook",
    players: ["Cam Skattebo"],
  },
  { turns: ["is woody marks actually good or nah"], expect: "outlook", players: ["Woody Marks"] },

  {
    turns: ["is cmc playing this week? and if not who goes in my flex"],
    expect: ["status", "slot"],
    players: ["Christian McCaffrey"],
    position: "FLEX",
  },
  { turns: ["tyreek questionable AGAIN?"], expect: "status", players: ["Tyreek Hill"] },
  {
    turns: ["kittle's been banged up all year", "did he practice today"],
    expect: "status",
    players: ["George Kittle"],
  },
  { turns: ["is jamo on bye this week or is that next week"], expect: "status", players: ["Jameson Williams"] },
  {
    turns: ["rashee rice", "good to go sunday?? i need him to drop 30 on coach finley's head"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  { turns: ["is godwin out?", "and kamara?"], expect: "status", players: ["Alvin Kamara"] },

  {
    turns: ["sell high on javonte williams before he turns back into a pumpkin? and who else is a sell high guy"],
    expect: ["tradeValue", "buyLow"],
    players: ["Javonte Williams"],
  },
  {
    turns: ["is now the time to buy low on marvin harrison jr"],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: ["what's kelce actually worth in a trade these days? coach reese keeps sliding into my dms about him"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: ["pickens has been a monster", "sell, hold or buy more"],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  { turns: ["hold or sell btj"], expect: "tradeValue", players: ["Brian Thomas Jr."] },
  {
    turns: ["sawyer keeps asking about gibbs", "what's he actually worth rn, like realistically"],
    expect: "tradeValue",
    players: ["Jahmyr Gibbs"],
  },

  { turns: ["who are the best buy low guys in the league rn"], expect: "buyLow" },
  { turns: ["any sell high candidates on my team"], expect: "buyLow" },
  { turns: ["which players are buy-low targets right now? looking to fleece coach harper again"], expect: "buyLow" },
  { turns: ["deadline is coming up", "who's underperforming that i could get for cheap"], expect: "buyLow" },
  {
    turns: ["give me some sell-high candidates, guys way overperforming that i should cash in before they crash"],
    expect: "buyLow",
  },
  { turns: ["ok rb buy lows noted", "any buy low wrs worth going after"], expect: "buyLow", position: "WR" },

  {
    turns: ["quinn offered me breece hall for garrett wilson, do i accept"],
    expect: "trade",
    players: ["Breece Hall", "Garrett Wilson"],
  },
  {
    turns: ["my waddle for tatum's kenneth walker, fair?"],
    expect: "trade",
    players: ["Jaylen Waddle", "Kenneth Walker III"],
  },
  {
    turns: ["would u do jsn + rachaad white for ceedee lamb"],
    expect: "trade",
    players: ["Jaxon Smith-Njigba", "Rachaad White", "CeeDee Lamb"],
  },
  {
    turns: ["sawyer wants olave bad", "he's offering tony pollard for him, good deal for me?"],
    expect: "trade",
    players: ["Tony Pollard", "Chris Olave"],
  },
  {
    turns: ["coach reese is dangling drake london", "derrick henry for london, yay or nay"],
    expect: "trade",
    players: ["Derrick Henry", "Drake London"],
  },
  {
    turns: ["blake wants to swap his chase brown for my etienne straight up. smash accept or is he robbing me"],
    expect: "trade",
    players: ["Chase Brown", "Travis Etienne Jr."],
  },

  { turns: ["who should i trade with to get a better te"], expect: "tradeIdeas", position: "TE" },
  {
    turns: ["build me a 2-for-1 around amon-ra, i want a real upgrade"],
    expect: "tradeIdeas",
    players: ["Amon-Ra St. Brown"],
  },
  {
    turns: ["tatum has like 4 good rbs and zero wrs lmao", "what could i put together to pry an rb loose from him"],
    expect: "tradeIdeas",
    team: "Red Zone Raiders",
    position: "RB",
  },
  { turns: ["my rb room is thin as hell", "find me a trade for one"], expect: "tradeIdeas", position: "RB" },
  {
    turns: ["find me a trade partner for jaylen warren, somebody has to want him"],
    expect: "tradeIdeas",
    players: ["Jaylen Warren"],
  },
  {
    turns: ["what trades should i be making? coach rowan has literally nobody at qb, help me exploit that"],
    expect: "tradeIdeas",
  },

  { turns: ["who should i grab off waivers this week"], expect: "waivers" },
  { turns: ["how much faab should i throw at kyle monangai"], expect: "waivers", players: ["Kyle Monangai"] },
  {
    turns: ["finley already grabbed the guy i wanted smh", "who's the best rb left on the wire"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["my te just tore his acl, done for the year", "who's out there on waivers to replace him"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: ["any free agents worth picking up before finley the so-called waiver wizard snipes em all"],
    expect: "waivers",
  },
  { turns: ["should i put a claim in on tyrone tracy and how much"], expect: "waivers", players: ["Tyrone Tracy Jr."] },

  {
    turns: ["any deep sleepers nobody in this league is talking about? and how much faab for monangai"],
    expect: ["sleepers", "waivers"],
    players: ["Kyle Monangai"],
  },
  { turns: ["breakout candidates for the second half?"], expect: "sleepers" },
  { turns: ["who are next week's hot pickups gonna be, want to get ahead of finley for once"], expect: "sleepers" },
  { turns: ["my bench is dead weight", "any stash guys worth rostering for a playoff run"], expect: "sleepers" },
  { turns: ["nah those are all rbs", "under the radar wrs that could pop?"], expect: "sleepers", position: "WR" },
  { turns: ["who's a rookie stash that could blow up in december"], expect: "sleepers" },

  { turns: ["should i drop aiyuk or keep stashing him"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  { turns: ["just put a claim in on a kicker", "who do i cut to make room"], expect: "dropStash" },
  {
    turns: ["nabers is out for a while apparently", "do i hold him or cut him loose"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  { turns: ["i got like 3 guys hurt clogging my bench, which ones are worth holding"], expect: "dropStash" },
  {
    turns: ["drop dobbins? and who do i pick up instead"],
    expect: ["dropStash", "waivers"],
    players: ["J.K. Dobbins"],
  },
  { turns: ["need a roster spot, who's the first guy on my bench to go"], expect: "dropStash" },

  {
    turns: ["josh allen's on bye next week, who do i stream at qb"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
    week: "next",
  },
  { turns: ["need a te to cover laporta's bye"], expect: "byeCover", players: ["Sam LaPorta"], position: "TE" },
  {
    turns: ["is mclaurin on bye week 12?", "ok then who replaces him that week"],
    expect: "byeCover",
    players: ["Terry McLaurin"],
    week: 12,
  },
  {
    turns: ["bo nix is out this week, who's my backup qb option"],
    expect: "byeCover",
    players: ["Bo Nix"],
    position: "QB",
  },
  { turns: ["dk metcalf on bye this week?", "ugh who fills in for him"], expect: "byeCover", players: ["DK Metcalf"] },
  { turns: ["need a streamer at def for week 11, my d is on bye"], expect: "byeCover", position: "DEF", week: 11 },

  { turns: ["playoff odds? and what if i win out"], expect: ["playoffs", "scenario"], scenario: "win-out" },
  { turns: ["am i making the playoffs or what"], expect: "playoffs" },
  {
    turns: ["blitz brigade basically has the 1 seed locked", "what are my chances at the other first round bye"],
    expect: "playoffs",
  },
  {
    turns: ["what are the odds i win the whole thing and make coach harper cry in the group chat"],
    expect: "playoffs",
  },
  { turns: ["6 teams make it right?", "so what's my shot at getting in"], expect: "playoffs" },
  { turns: ["be real w me, do i have a shot at the title"], expect: "playoffs" },

  { turns: ["if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  { turns: ["what if i go 2-2 the rest of the way"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  { turns: ["if i lose to sutton this week am i cooked"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["playoff odds?", "and if i win 3 of my last 4?"], expect: "scenario", scenario: { wins: 3, games: 4 } },
  { turns: ["im 5-4 right now", "say i win 2 more, am i in"], expect: "scenario", scenario: { wins: 2, games: null } },
  { turns: ["if i run the table do i get the bye"], expect: "scenario", scenario: "win-out" },

  { turns: ["what are my odds and what can i do to improve them"], expect: ["playoffs", "improveOdds"] },
  { turns: ["how do i make my team better, blitz brigade is running away with it"], expect: "improveOdds" },
  { turns: ["my odds are like 40% huh", "what can i do to get that up"], expect: "improveOdds" },
  { turns: ["what's the one thing i should change to actually make the playoffs"], expect: "improveOdds" },
  { turns: ["give me a plan to climb past end zone envy in the standings"], expect: "improveOdds" },
  { turns: ["how do i improve this team before it's too late, rowan is lapping me"], expect: "improveOdds" },

  { turns: ["who am i playing this week and what am i projected for"], expect: ["matchup", "projectedTotal"] },
  { turns: ["what are my chances vs pocket passers this week"], expect: "matchup", team: "Pocket Passers" },
  {
    turns: ["preview my matchup vs the raiders and then set my lineup, tatum is going DOWN"],
    expect: ["matchup", "lineup"],
    team: "Red Zone Raiders",
  },
  { turns: ["who do i got this week", "can i beat them"], expect: "matchup" },
  { turns: ["am i gonna smoke coach ellis this week or what"], expect: "matchup" },
  { turns: ["who's my opponent next week and how scared should i be"], expect: "matchup", week: "next" },

  { turns: ["how many points am i projected for this week"], expect: "projectedTotal" },
  { turns: ["sutton is projected for like 130 this week", "what's my floor and ceiling"], expect: "projectedTotal" },
  { turns: ["what's my projection this week", "and next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["projected total for week 12?"], expect: "projectedTotal", week: 12 },
  { turns: ["how high could my team score this week if everyone goes off"], expect: "projectedTotal" },
  {
    turns: ["what's my team projected to score? need to know if i can outscore tatum's whole roster"],
    expect: "projectedTotal",
  },

  { turns: ["what's my record"], expect: "record" },
  { turns: ["end zone envy just lost lmaooo", "where am i in the standings now"], expect: "record" },
  {
    turns: ["what's coach marlow's record, he's been talking wayyy too much"],
    expect: "record",
    team: "Two-Minute Drill",
  },
  { turns: ["what's my record", "and sunday scaries?"], expect: "record", team: "Sunday Scaries" },
  { turns: ["what's my record and am i even making the playoffs lol"], expect: ["record", "playoffs"] },
  { turns: ["what place are the red zone raiders in"], expect: "record", team: "Red Zone Raiders" },

  { turns: ["who's in first place"], expect: "leaders" },
  { turns: ["who's the best team in the league, and don't you dare say quinn"], expect: "leaders" },
  { turns: ["show me the standings"], expect: "leaders" },
  {
    turns: ["feel like i've scored a ton this yr", "who's got the most points in the whole league"],
    expect: "leaders",
  },
  { turns: ["blitz brigade thinks they're hot stuff", "who's actually leading the league"], expect: "leaders" },
  { turns: ["who's in first and where am i at"], expect: ["leaders", "record"] },

  { turns: ["any injuries on my team this week"], expect: "rosterStatus" },
  { turns: ["who on my roster is on bye next week"], expect: "rosterStatus", week: "next" },
  { turns: ["give me an injury report for my squad"], expect: "rosterStatus" },
  { turns: ["byes this week?", "what about week 12"], expect: "rosterStatus", week: 12 },
  { turns: ["anyone on my team hurt? and who should i grab off waivers"], expect: ["rosterStatus", "waivers"] },
  { turns: ["big one vs coach quinn sunday", "anybody on my roster banged up?"], expect: "rosterStatus" },

  {
    turns: ["rank my rbs this week and tell me if jacobs is even playing"],
    expect: ["positionRank", "status"],
    position: "RB",
    players: ["Josh Jacobs"],
  },
  { turns: ["rank my wide receivers for week 11"], expect: "positionRank", position: "WR", week: 11 },
  { turns: ["rank my wrs", "now do tes"], expect: "positionRank", position: "TE" },
  { turns: ["superflex league btw", "order my qbs best to worst this week"], expect: "positionRank", position: "QB" },
  { turns: ["how do my running backs stack up this week, best to worst"], expect: "positionRank", position: "RB" },
  { turns: ["best to worst, my wrs next week"], expect: "positionRank", position: "WR", week: "next" },

  { turns: ["yo what's good"], expect: "help" },
  { turns: ["what can you do"], expect: "help" },
  { turns: ["hey gm, what kind of stuff can you help me with"], expect: "help" },
  { turns: ["hi! what can u do, and whats my record"], expect: ["help", "record"] },
  { turns: ["first time using this", "how does this thing work"], expect: "help" },
  { turns: ["sup", "what are you even good for besides losing to coach harper"], expect: "help" },

  { turns: ["what's the weather gonna be in buffalo sunday"], expect: "None" },
  { turns: ["im bored at work", "tell me a joke"], expect: "None" },
  { turns: ["ok enough football", "who wins the nba finals this year"], expect: "None" },
  { turns: ["can you help with my calculus homework"], expect: "None" },
  { turns: ["will mahomes go over 250 passing yards? thinking of taking the bet"], expect: "None" },
  { turns: ["best pizza place near me"], expect: "None" },
];
