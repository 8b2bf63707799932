// Blind held-out evaluation set 135 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: sarcastic, self-deprecating.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_135: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "my team is cursed so naturally i have to choose between " +
        "chase and jefferson this week. who do i start, ja'marr or JJ",
    ],
    expect: "startSit",
    players: ["Ja'Marr Chase", "Justin Jefferson"],
  },
  {
    turns: ["the fantasy gods hate me. bucky irving or chuba hubbard, knowing full well whoever i bench drops 30"],
    expect: "startSit",
    players: ["Bucky Irving", "Chuba Hubbard"],
  },
  {
    turns: ["start goff or bo nix this week? whoever i pick throws 3 picks anyway lol", "ok what about for week 12"],
    expect: "startSit",
    players: ["Jared Goff", "Bo Nix"],
    week: 12,
  },
  {
    turns: ["love being 2-7. kraft or laporta in my lineup tonight, pick which one gets to disappoint me"],
    expect: "startSit",
    players: ["Tucker Kraft", "Sam LaPorta"],
  },
  {
    turns: [
      "do i roll with puka or nabers this week? asking for a guy who lost by 0.4 last sunday",
      "and what if i throw jsn into the mix",
    ],
    expect: "startSit",
    players: ["Puka Nacua", "Malik Nabers", "Jaxon Smith-Njigba"],
  },
  {
    turns: [
      "wk 11 i gotta play one of dowdle, tracy jr or javonte... " +
        "which one starts, tho knowing my luck they all get 4 carries",
    ],
    expect: "startSit",
    players: ["Rico Dowdle", "Tyrone Tracy Jr.", "Javonte Williams"],
    week: 11,
  },

  // compare
  {
    turns: ["dynasty q from a guy who once traded away tyreek for a kicker: long term, nabers or MHJ?"],
    expect: "compare",
    players: ["Malik Nabers", "Marvin Harrison Jr."],
  },
  {
    turns: [
      "rest of season who would u rather have, jeanty or hampton? not that it matters, my rbs tear acls on contact",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["ros who's better, bijan or gibbs. asking so i can confidently get it wrong", "ok and in dynasty?"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: ["over the next 3 yrs who's the better asset, drake maye or jaxson dart, bc my current qb plan is prayer"],
    expect: "compare",
    players: ["Drake Maye", "Jaxson Dart"],
  },
  {
    turns: ["bowers vs mcbride for the rest of the year. i already know in my heart i'll end up holding the wrong one"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: [
      "keeper league dilemma, egbuka or mcmillan long term? i have never once kept the right guy",
      "what about BTJ instead of mcmillan",
    ],
    expect: "compare",
    players: ["Emeka Egbuka", "Brian Thomas Jr."],
  },

  // slot
  {
    turns: ["who should i play at flex this week? my bench is a graveyard so just pick the least dead body"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["need a qb this week. my starter is basically a decorative lawn ornament. who's my best option"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["who goes in my WR3 spot this week, and pls dont make it someone who gets 1 target", "ok and at TE?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: [
      "who should be my rb2 next week? options are monangai, woody marks and dobbins, all of whom hate me personally",
    ],
    expect: "slot",
    position: "RB",
    week: "next",
    players: ["Kyle Monangai", "Woody Marks", "J.K. Dobbins"],
  },
  {
    turns: ["kicker. who do i start at K. i've sunk so low that my kicker decides my matchups"],
    expect: "slot",
    position: "K",
  },
  {
    turns: ["which D should i stream this week, mine just gave up 40 to a backup qb", "what about for week 12"],
    expect: "slot",
    position: "DEF",
    week: 12,
  },

  // lineup
  { turns: ["set my lineup for me, clearly i cannot be trusted with this responsibility"], expect: "lineup" },
  { turns: ["can u look over my starting lineup and tell me how bad it is. be gentle"], expect: "lineup" },
  {
    turns: ["optimize my lineup this week pls", "now do the same thing for next week, surely that one'll go better"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["give me the optimal lineup for week 12, which i will ignore and lose anyway"],
    expect: "lineup",
    week: 12,
  },
  {
    turns: ["just fix my starters. all of em. i've lost 3 straight by under 5 pts and i'm spiraling"],
    expect: "lineup",
  },

  // outlook
  {
    turns: ["is jameson williams actually for real or is this another tease before he ghosts me in the playoffs"],
    expect: "outlook",
    players: ["Jameson Williams"],
  },
  {
    turns: ["whats derrick henry's projection this week? dude's 31 and still more reliable than my life choices"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  { turns: ["how's skattebo looking this week", "and rest of season?"], expect: "outlook", players: ["Cam Skattebo"] },
  {
    turns: [
      "i still have kyle pitts on my roster. yes, still. don't judge",
      "is he worth starting ever again or am i just in an abusive relationship at this point",
    ],
    expect: "outlook",
    players: ["Kyle Pitts"],
  },
  {
    turns: ["should i be worried about zay flowers ros, everything i touch withers", "what about ladd"],
    expect: "outlook",
    players: ["Ladd McConkey"],
  },
  {
    turns: ["how many pts is JT giving me this week, ballpark, so i can pre-calibrate my disappointment"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },

  // status
  {
    turns: [
      "cmc is on my team. you can probably guess how that's going",
      "is he playing sunday or hurt again, bc of course he is",
    ],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["any news on tee higgins? heard he left practice and now my heart is also limping"],
    expect: "status",
    players: ["Tee Higgins"],
  },
  {
    turns: ["what happened to nico collins?? he went to the tent and i blacked out", "is he practicing this week?"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["was rashee rice a full participant or is he doing the questionable dance just to toy w me"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  { turns: ["is mark andrews active tonight", "and goedert?"], expect: "status", players: ["Dallas Goedert"] },
  {
    turns: ["did tyreek get injured again or is he just choosing violence against my fantasy team specifically"],
    expect: "status",
    players: ["Tyreek Hill"],
  },

  // tradeValue
  {
    turns: ["what's saquon worth on the trade market? selling him might be the only winning move i make all year"],
    expect: "tradeValue",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["sell high on javonte or hold? historically i sell high right before a guy gets even higher"],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },
  {
    turns: ["is now the time to buy low on brandon aiyuk", "ok and what about selling high on pickens"],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  {
    turns: ["how much trade value does garrett wilson have rn, is it as low as my morale"],
    expect: "tradeValue",
    players: ["Garrett Wilson"],
  },
  {
    turns: [
      "kyren williams has been my only consistent guy all year lol",
      "hold or sell him? i'm too emotionally attached and thats exactly how i ended up 3-6",
    ],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },
  {
    turns: [
      "is travis kelce still worth anything in a trade or has he been moved to a retirement home",
      "what about kittle",
    ],
    expect: "tradeValue",
    players: ["George Kittle"],
  },

  // buyLow
  {
    turns: ["who are some buy-low guys right now? i need to rob someone since the schedule keeps robbing me"],
    expect: "buyLow",
  },
  {
    turns: ["gimme a list of sell-high candidates before they inevitably crater the moment they hit my roster"],
    expect: "buyLow",
  },
  { turns: ["best buy low wrs out there?", "and rbs?"], expect: "buyLow", position: "RB" },
  {
    turns: ["which players are undervalued rn that i could pry away from someone less cursed than me"],
    expect: "buyLow",
  },
  {
    turns: ["any sell high candidates on my roster? someone must be overperforming, statistically it cant ALL be bad"],
    expect: "buyLow",
  },
  { turns: ["who should i be trying to buy low on", "ok flip it, who are the sell-high guys"], expect: "buyLow" },

  // trade
  {
    turns: [
      "someone offered me jefferson for my chase brown and zay flowers. is this a trap or am i finally getting lucky",
    ],
    expect: "trade",
    players: ["Justin Jefferson", "Chase Brown", "Zay Flowers"],
  },
  {
    turns: ["i give lamb, i get achane + mike evans. accept? my trade history is basically war crimes against myself"],
    expect: "trade",
    players: ["CeeDee Lamb", "De'Von Achane", "Mike Evans"],
  },
  {
    turns: ["coach harper wants my josh jacobs for his james cook", "fair or am i getting fleeced again"],
    expect: "trade",
    players: ["Josh Jacobs", "James Cook"],
  },
  {
    turns: ["who wins this trade: my kamara + jakobi meyers for olave. be honest, i can take it (i cannot take it)"],
    expect: "trade",
    players: ["Alvin Kamara", "Jakobi Meyers", "Chris Olave"],
  },
  {
    turns: ["thinking about dealing breece hall for aj brown", "what if they throw in hunter henry too"],
    expect: "trade",
    players: ["Breece Hall", "A.J. Brown", "Hunter Henry"],
  },
  {
    turns: [
      "coach tatum just offered me mahomes for burrow",
      "accept straight up? or is that the kind of move that got me into this mess",
    ],
    expect: "trade",
    players: ["Patrick Mahomes", "Joe Burrow"],
  },

  // waivers
  {
    turns: ["who should i pick up off waivers this week? everyone good gets claimed 2 min before i wake up"],
    expect: "waivers",
  },
  {
    turns: ["how much faab do i throw at woody marks, i have $11 left bc i panic-bid on a kicker in week 3"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  { turns: ["best free agents available right now?", "any rbs in there?"], expect: "waivers", position: "RB" },
  {
    turns: ["who's the top wr on the wire? i need a fresh someone to lose faith in"],
    expect: "waivers",
    position: "WR",
  },
  {
    turns: ["worth putting a claim in on rhamondre? or is that me grasping at straws again"],
    expect: "waivers",
    players: ["Rhamondre Stevenson"],
  },
  {
    turns: ["what should i bid on quinshon judkins", "and jaylen warren"],
    expect: "waivers",
    players: ["Jaylen Warren"],
  },

  // playoffs
  { turns: ["what are my playoff odds, realistically. lie to me if you need to"], expect: "playoffs" },
  { turns: ["do i have any shot at a first round bye or is that a fairy tale for other people"], expect: "playoffs" },
  {
    turns: ["what are my chances of making the playoffs", "what about coach quinn's team"],
    expect: "playoffs",
    team: "Blitz Brigade",
  },
  { turns: ["odds i win the whole thing? im guessing lower than my kicker's weekly score"], expect: "playoffs" },
  {
    turns: [
      "i beat end zone envy back in week 2, the lone highlight of my year",
      "are they gonna make the playoffs? i'd like at least one team i beat to get in so it means something",
    ],
    expect: "playoffs",
    team: "End Zone Envy",
  },
  {
    turns: ["be real w me, am i mathematically eliminated yet or is there still hope left to crush"],
    expect: "playoffs",
  },

  // improveOdds
  {
    turns: ["what can i do to actually make the playoffs from here. other than sacrificing a goat"],
    expect: "improveOdds",
  },
  { turns: ["how do i fix this team, it's a dumpster fire with a nice name"], expect: "improveOdds" },
  { turns: ["what are my playoff odds", "ok how do i improve them"], expect: "improveOdds" },
  {
    turns: ["biggest move i could make to boost my title chances? i'm open to anything legal. mostly legal"],
    expect: "improveOdds",
  },
  { turns: ["give me a plan to salvage this season. i'm 4-5 and spiritually 0-9"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i playing this week, and how badly am i going to lose"], expect: "matchup" },
  {
    turns: [
      "who am i up against this week",
      "the raiders?? cool cool. what's my win probability, round down, i'm used to it",
    ],
    expect: "matchup",
    team: "Red Zone Raiders",
  },
  { turns: ["who's favored in my matchup this week", "what about next week"], expect: "matchup", week: "next" },
  { turns: ["projected score for my game this week? i want to know the exact margin of my pain"], expect: "matchup" },
  {
    turns: ["am i favored this week? (no)", "what about week 13 vs the blitz brigade"],
    expect: "matchup",
    week: 13,
    team: "Blitz Brigade",
  },
  { turns: ["who do i face in week 12, so i can start preparing my excuses early"], expect: "matchup", week: 12 },

  // record
  { turns: ["what's my record. i know. i just want to hear it said out loud"], expect: "record" },
  { turns: ["where am i in the standings, and pls don't say last"], expect: "record" },
  { turns: ["what's my record rn", "and coach ellis?"], expect: "record", team: "Pocket Passers" },
  {
    turns: [
      "which team is coach blake again",
      "what's their record? they've been lucky all year and i wanna be mad about it",
    ],
    expect: "record",
    team: "Sunday Scaries",
  },
  {
    turns: ["is the waiver wire wizards record as bad as mine or am i alone down here in the basement"],
    expect: "record",
    team: "Waiver Wire Wizards",
  },

  // rosterStatus
  { turns: ["who on my team is hurt this week. go ahead, make a list, take your time"], expect: "rosterStatus" },
  {
    turns: ["any of my guys on bye next week? knowing me it's half the starting lineup"],
    expect: "rosterStatus",
    week: "next",
  },
  { turns: ["who's questionable on my roster", "what about for week 12"], expect: "rosterStatus", week: 12 },
  {
    turns: [
      "injury report for gridiron gurus pls. the infirmary is getting crowded",
      "ok and who's gonna be out next week",
    ],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["which of my players have byes in wk 13, i'd like to preemptively grieve"],
    expect: "rosterStatus",
    week: 13,
  },

  // positionRank
  { turns: ["rank my wrs for this week, best to... well, least worst"], expect: "positionRank", position: "WR" },
  { turns: ["how do my rbs stack up this week? rank em, it won't take long"], expect: "positionRank", position: "RB" },
  { turns: ["rank my running backs for this week", "now my tight ends"], expect: "positionRank", position: "TE" },
  {
    turns: ["order my receivers for week 11 top to bottom, i'll bench the wrong one either way"],
    expect: "positionRank",
    position: "WR",
    week: 11,
  },
  {
    turns: ["rank my qbs for next week. yes i roster 3 qbs. no i will not explain"],
    expect: "positionRank",
    position: "QB",
    week: "next",
  },
  {
    turns: ["rank my wide receivers this week", "and for next week?"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },

  // projectedTotal
  { turns: ["how many points am i projected for this week? please be a two-digit number"], expect: "projectedTotal" },
  {
    turns: ["what's my team's floor and ceiling this week. mostly floor. it's always floor"],
    expect: "projectedTotal",
  },
  { turns: ["what's my projected score", "and next week?"], expect: "projectedTotal", week: "next" },
  {
    turns: ["give me my range of outcomes for week 12, best case to 'delete the app' case"],
    expect: "projectedTotal",
    week: 12,
  },
  {
    turns: [
      "realistic ceiling for my squad this week, in case a miracle happens to be scheduled",
      "and the floor for week 13? be brutal",
    ],
    expect: "projectedTotal",
    week: 13,
  },

  // leaders
  { turns: ["who's the best team in the league? the one that isn't mine, obviously"], expect: "leaders" },
  {
    turns: [
      "which team has scored the most points this year, so i can resent them properly",
      "and who's got the best odds to win it all?",
    ],
    expect: "leaders",
  },
  {
    turns: ["who has the best championship odds in the league? i want to know who to be jealous of"],
    expect: "leaders",
  },
  { turns: ["who's in first place", "and who's got the most points for?"], expect: "leaders" },
  { turns: ["top of the standings rn? i need someone to blame for my misery"], expect: "leaders" },

  // sleepers
  {
    turns: ["any sleepers i should stash before they break out? preferably ones that don't immediately tear something"],
    expect: "sleepers",
  },
  {
    turns: ["who are some deep stash guys for the playoff stretch, assuming i get there (i won't)"],
    expect: "sleepers",
  },
  {
    turns: ["give me some sleepers for next week", "any at tight end?"],
    expect: "sleepers",
    position: "TE",
    week: "next",
  },
  {
    turns: ["name me a breakout candidate for weeks 14-17 before my leaguemates snag him like they always do"],
    expect: "sleepers",
  },
  {
    turns: ["who's a sleeper rb i can grab now for the stretch run", "ok any wrs like that?"],
    expect: "sleepers",
    position: "WR",
  },

  // dropStash
  {
    turns: ["should i drop aiyuk or keep stashing him? my IR spot is basically a museum at this point"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["who do i cut to make room for a waiver pickup. everyone on my bench is equally useless"],
    expect: "dropStash",
  },
  {
    turns: ["chris godwin is hurt again. shocking. truly", "hold or drop?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  {
    turns: [
      "jk dobbins is on my team and naturally he's hurt",
      "worth putting him on IR or should i just cut ties like every relationship i've had",
    ],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  { turns: ["who's the least valuable guy on my roster, i need a roster spot and a sacrifice"], expect: "dropStash" },
  {
    turns: ["mark andrews is banged up again, do i stash him or cut bait"],
    expect: "dropStash",
    players: ["Mark Andrews"],
  },

  // byeCover
  {
    turns: ["lamar is on bye next week, who do i play at qb. and don't say my backup, he's more of a rumor"],
    expect: "byeCover",
    position: "QB",
    week: "next",
    players: ["Lamar Jackson"],
  },
  {
    turns: ["who's on bye for me next week", "who do i pick up to cover mcbride"],
    expect: "byeCover",
    position: "TE",
    week: "next",
    players: ["Trey McBride"],
  },
  {
    turns: ["kittle's on bye week 12, need a fill in. who's out there that won't score 1.2"],
    expect: "byeCover",
    position: "TE",
    week: 12,
    players: ["George Kittle"],
  },
  {
    turns: ["aubrey is out this week, apparently even kickers abandon me now", "who covers at K"],
    expect: "byeCover",
    position: "K",
    players: ["Brandon Aubrey"],
  },
  {
    turns: ["my wr1 amon-ra has his bye, who slides in? i've got nobody, in life and on this roster"],
    expect: "byeCover",
    position: "WR",
    players: ["Amon-Ra St. Brown"],
  },

  // scenario
  {
    turns: ["if i win out do i make it? purely hypothetical, i've never won out anything in my life"],
    expect: "scenario",
    scenario: "win-out",
  },
  { turns: ["what are my odds if i go 3-1 the rest of the way"], expect: "scenario", scenario: { wins: 3, games: 4 } },
  { turns: ["if i lose this week am i done? like officially done?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["what are my playoff odds", "and if i win 2 of my last 4?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  { turns: ["say i win 2 more games. just 2. do i sneak in?"], expect: "scenario", scenario: { wins: 2, games: null } },
  {
    turns: ["if i go 4-1 down the stretch what happens, is that enough for a miracle"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },

  // tradeIdeas
  {
    turns: [
      "what could i get for davante adams? he's fine, i'm just tired of watching him",
      "what if i add kamara to the deal",
    ],
    expect: "tradeIdeas",
    players: ["Davante Adams", "Alvin Kamara"],
  },
  {
    turns: ["which teams are thirsty for a rb? i've got too many mediocre ones and zero good ones"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: ["i wanna move courtland sutton", "could i package him with pollard for an upgrade"],
    expect: "tradeIdeas",
    players: ["Courtland Sutton", "Tony Pollard"],
  },
  { turns: ["any trade ideas for me? i'll take anything short of a refund on this season"], expect: "tradeIdeas" },
  {
    turns: ["2-for-1 ideas using rachaad white and jordan addison? trying to consolidate my mediocrity"],
    expect: "tradeIdeas",
    players: ["Rachaad White", "Jordan Addison"],
  },
  {
    turns: ["who's a good trade partner for me in this league, someone dumb enough... i mean motivated"],
    expect: "tradeIdeas",
  },

  // help
  { turns: ["hi. what exactly can you do for a team as hopeless as mine"], expect: "help" },
  { turns: ["hey gm, how does this thing work"], expect: "help" },
  { turns: ["what kinds of questions can i ask you? besides 'why me'"], expect: "help" },
  { turns: ["yo. new here. cursed manager. where do i even start"], expect: "help" },
  { turns: ["hello??", "ok what are you actually able to help with"], expect: "help" },

  // None
  {
    turns: ["what should i make for dinner tonight, ideally something that tastes better than losing"],
    expect: "None",
  },
  { turns: ["tell me a joke. my season already is one but i need fresh material"], expect: "None" },
  { turns: ["my fantasy basketball team is also terrible, who should i start at center"], expect: "None" },
  { turns: ["can you help me write an apology to my wife for yelling at the tv during the game"], expect: "None" },
  { turns: ["lol thanks for nothing", "anyway who won the world series"], expect: "None" },

  // two questions
  { turns: ["what's my record and what are my playoff odds, brace yourself"], expect: ["record", "playoffs"] },
  {
    turns: ["is puka playing this week? and if so do i start him over garrett wilson"],
    expect: ["status", "startSit"],
    players: ["Puka Nacua", "Garrett Wilson"],
  },
  { turns: ["who am i playing this week and who's injured on my team, go"], expect: ["matchup", "rosterStatus"] },
  { turns: ["who should i grab on waivers and who do i drop for him"], expect: ["waivers", "dropStash"] },
  {
    turns: ["what's my projected total this week and am i favored? spoiler: no"],
    expect: ["projectedTotal", "matchup"],
  },
  { turns: ["who leads the league and where do i rank, bottom-feeder edition"], expect: ["leaders", "record"] },
  {
    turns: ["is drake london for real, and what's he worth in a trade"],
    expect: ["outlook", "tradeValue"],
    players: ["Drake London"],
  },
  { turns: ["set my lineup and then tell me my playoff chances so i can cry"], expect: ["lineup", "playoffs"] },
  {
    turns: ["man my season is cooked", "what are my playoff odds and what can i do to fix them"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["any good sleepers out there? also rank my rbs for this week"],
    expect: ["sleepers", "positionRank"],
    position: "RB",
  },
];
