// Blind held-out evaluation set 118 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a twenty-year-old who texts with internet slang (fr, ngl, lowkey, cooked, goated) and
// emoji.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_118: HeldOutCase[] = [
  // startSit
  { turns: ["nabers or puka this week fr 😭"], expect: "startSit", players: ["Malik Nabers", "Puka Nacua"] },
  {
    turns: ["kittle or mcbride this week? lowkey stressing", "wait nvm mcbride's locked in. kittle or bowers then"],
    expect: "startSit",
    players: ["George Kittle", "Brock Bowers"],
  },
  {
    turns: ["do i roll w breece or kyren in week 11 🤔"],
    expect: "startSit",
    players: ["Breece Hall", "Kyren Williams"],
    week: 11,
  },
  {
    turns: ["start jsn, waddle or london next week?? need answers asap 🙏"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Jaylen Waddle", "Drake London"],
    week: "next",
  },
  {
    turns: ["is gibbs good to go this week", "ok bet. gibbs or bijan then, who do i start"],
    expect: "startSit",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  {
    turns: ["who should i start this week", "like skatebo or tracy at rb, whos the play"],
    expect: "startSit",
    players: ["Cam Skattebo", "Tyrone Tracy Jr."],
  },

  // compare
  {
    turns: ["who's lowkey better rest of season, chase or jefferson? be honest"],
    expect: "compare",
    players: ["Ja'Marr Chase", "Justin Jefferson"],
  },
  { turns: ["ceedee vs tyreek ros who u got 👀"], expect: "compare", players: ["CeeDee Lamb", "Tyreek Hill"] },
  {
    turns: ["who's better for the rest of the yr, achane or james cook no cap"],
    expect: "compare",
    players: ["De'Von Achane", "James Cook"],
  },
  {
    turns: ["is bucky irving legit", "ok but is he better than chuba the rest of the way?"],
    expect: "compare",
    players: ["Bucky Irving", "Chuba Hubbard"],
  },
  {
    turns: ["kelce or laporta, who's the better te going forward fr"],
    expect: "compare",
    players: ["Travis Kelce", "Sam LaPorta"],
  },
  {
    turns: ["who's better ros jacobs or henry? and who do i start this week between them"],
    expect: ["compare", "startSit"],
    players: ["Josh Jacobs", "Derrick Henry"],
  },
  {
    turns: ["nico collins been cooking lately huh 🔥", "is he better than tee higgins long term tho"],
    expect: "compare",
    players: ["Nico Collins", "Tee Higgins"],
  },

  // slot
  { turns: ["who do i put in my flex this week 😩"], expect: "slot", position: "FLEX" },
  { turns: ["need a te this week, who's my best option"], expect: "slot", position: "TE" },
  { turns: ["does my lineup look ok?", "bet. and who goes in the rb2 spot"], expect: "slot", position: "RB" },
  { turns: ["who's my best wr3 for week 11 fr"], expect: "slot", position: "WR", week: 11 },
  { turns: ["which def do i start next week lol"], expect: "slot", position: "DEF", week: "next" },
  {
    turns: ["flex is killing me every week 😭", "who should i play there next week"],
    expect: "slot",
    position: "FLEX",
    week: "next",
  },

  // lineup
  { turns: ["can u check my lineup for this week, lowkey feel like it's cooked 💀"], expect: "lineup" },
  { turns: ["who's hurt on my team this week", "ok so fix my lineup then, swap out whoever's out"], expect: "lineup" },
  { turns: ["is my starting lineup good for week 11 or nah"], expect: "lineup", week: 11 },
  { turns: ["optimize my whole lineup for next week fr fr"], expect: "lineup", week: "next" },
  {
    turns: [
      "bro i lost by 2 pts last week 💀",
      "any lineup changes i should make before sunday so that dont happen again",
    ],
    expect: "lineup",
  },

  // outlook
  { turns: ["is puka actually goated or is it a fluke 😭"], expect: "outlook", players: ["Puka Nacua"] },
  {
    turns: ["skattebo dropped 25 last week lol", "what should i expect from him rest of the way"],
    expect: "outlook",
    players: ["Cam Skattebo"],
  },
  { turns: ["jeanty projection this week? ngl he's been mid"], expect: "outlook", players: ["Ashton Jeanty"] },
  { turns: ["how's mcmillan looking ros", "and omarion hampton?"], expect: "outlook", players: ["Omarion Hampton"] },
  {
    turns: ["i just traded for bowers lol", "what's his outlook the rest of the season 🙏"],
    expect: "outlook",
    players: ["Brock Bowers"],
  },
  {
    turns: ["is courtland sutton legit or should i sell high while i can 🤔"],
    expect: ["outlook", "tradeValue"],
    players: ["Courtland Sutton"],
  },

  // status
  { turns: ["is cmc playing this week?? 😰"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["is jsn on bye next week"], expect: "status", players: ["Jaxon Smith-Njigba"], week: "next" },
  {
    turns: ["is henry playing sunday", "what about kittle, he practicing?"],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: ["nabers been out 2 weeks 😭", "did he practice today or nah"],
    expect: "status",
    players: ["Malik Nabers"],
  },
  {
    turns: ["kelce good this week?", "and whats rashee rice's status, questionable or out"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["goff looked hurt on that last drive 😬", "is he out this week? and who do i play at qb if he is"],
    expect: ["status", "byeCover"],
    players: ["Jared Goff"],
    position: "QB",
  },

  // tradeValue
  { turns: ["should i sell high on rico dowdle rn or hold ngl"], expect: "tradeValue", players: ["Rico Dowdle"] },
  { turns: ["what's kyren worth in a trade fr"], expect: "tradeValue", players: ["Kyren Williams"] },
  { turns: ["is it time to buy low on mark andrews 👀"], expect: "tradeValue", players: ["Mark Andrews"] },
  {
    turns: ["is george pickens legit", "ok so do i sell him while his value's up?"],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  { turns: ["hold or sell tony pollard lowkey"], expect: "tradeValue", players: ["Tony Pollard"] },
  {
    turns: ["jameson williams just went off for 30 lmaooo", "how much is he worth trade-wise rn 🤔"],
    expect: "tradeValue",
    players: ["Jameson Williams"],
  },

  // buyLow
  { turns: ["who should i be buying low on rn in the league?"], expect: "buyLow" },
  { turns: ["any sell high candidates on my team ngl"], expect: "buyLow" },
  { turns: ["gimme some buy low guys before the deadline 🔥"], expect: "buyLow" },
  { turns: ["who's leading the league", "ok and who are some buy low targets around the league"], expect: "buyLow" },
  { turns: ["which of my guys should i sell high on before they fall off fr"], expect: "buyLow" },
  {
    turns: ["trade deadline is soon right", "who's lowkey undervalued rn that i could snag cheap 👀"],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["someone offered me jacobs for chase brown, do i accept? 🤔"],
    expect: "trade",
    players: ["Josh Jacobs", "Chase Brown"],
  },
  {
    turns: ["dude in my league wants my breece for his garrett wilson, smash or pass"],
    expect: "trade",
    players: ["Breece Hall", "Garrett Wilson"],
  },
  {
    turns: ["would u do waddle + rachaad white for amon-ra? lowkey tempted"],
    expect: "trade",
    players: ["Jaylen Waddle", "Rachaad White", "Amon-Ra St. Brown"],
  },
  {
    turns: ["what's jonathan taylor worth rn", "ok if i get offered jt for nabers and kamara do i take it"],
    expect: "trade",
    players: ["Jonathan Taylor", "Malik Nabers", "Alvin Kamara"],
  },
  {
    turns: ["is hurts for josh allen a fair trade or am i getting fleeced 💀"],
    expect: "trade",
    players: ["Jalen Hurts", "Josh Allen"],
  },
  {
    turns: ["yo i just got a trade offer 👀", "my zay flowers for his tucker kraft. accept or decline? ngl idk"],
    expect: "trade",
    players: ["Zay Flowers", "Tucker Kraft"],
  },

  // tradeIdeas
  { turns: ["i need a rb bad, who can i trade for 😭"], expect: "tradeIdeas", position: "RB" },
  {
    turns: ["i wanna make a move before the deadline", "which teams should i try to trade with fr"],
    expect: "tradeIdeas",
  },
  {
    turns: ["can i package kittle and javonte for a top wr? who'd take that"],
    expect: "tradeIdeas",
    players: ["George Kittle", "Javonte Williams"],
  },
  { turns: ["my te situation is cooked 💀", "who could i trade for to fix it"], expect: "tradeIdeas", position: "TE" },
  {
    turns: ["give me some 2 for 1 ideas with mike evans as the main piece"],
    expect: "tradeIdeas",
    players: ["Mike Evans"],
  },
  {
    turns: ["who should i target in trades before the deadline, need wr help ngl"],
    expect: "tradeIdeas",
    position: "WR",
  },

  // waivers
  { turns: ["who's the best pickup on waivers this week 🔥"], expect: "waivers" },
  {
    turns: ["is woody marks available", "how much faab should i throw at him lol"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  { turns: ["any good rbs on the wire rn"], expect: "waivers", position: "RB" },
  { turns: ["my bench is trash ngl", "who should i grab off waivers"], expect: "waivers" },
  { turns: ["is kyle monangai worth a claim? how much faab"], expect: "waivers", players: ["Kyle Monangai"] },
  { turns: ["who's the best add this week and who do i drop for him"], expect: ["waivers", "dropStash"] },
  { turns: ["best pickup this week? and any deep sleepers to stash 👀"], expect: ["waivers", "sleepers"] },

  // sleepers
  { turns: ["gimme some deep sleepers nobody's talking about 👀"], expect: "sleepers" },
  { turns: ["who's a breakout candidate for the last few weeks fr"], expect: "sleepers" },
  {
    turns: ["who's the best waiver add this week", "nah i mean like deeper guys, under the radar type"],
    expect: "sleepers",
  },
  { turns: ["any rb sleepers worth a look ngl"], expect: "sleepers", position: "RB" },
  {
    turns: ["i got a open bench spot", "who's a lottery ticket stash that could blow up in the playoffs 🎰"],
    expect: "sleepers",
  },

  { turns: ["whos a sneaky handcuff or stash that could break out for the playoff run ngl"], expect: "sleepers" },

  // dropStash
  { turns: ["should i drop aiyuk or keep stashing him 😭"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  { turns: ["waiver claims go thru tonight", "who do i cut to make room for a new guy"], expect: "dropStash" },
  { turns: ["is it worth holding godwin on ir or just drop him"], expect: "dropStash", players: ["Chris Godwin"] },
  {
    turns: ["is dobbins out for the season", "so do i drop him or nah"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  { turns: ["my roster is full, who's the worst guy to cut fr"], expect: "dropStash" },
  { turns: ["should i keep my injured guys or cut em, lowkey need space"], expect: "dropStash" },

  // byeCover
  {
    turns: ["lamar's on bye next week who do i stream at qb 😩"],
    expect: "byeCover",
    players: ["Lamar Jackson"],
    position: "QB",
    week: "next",
  },
  {
    turns: ["is bowers on bye this week", "oh no 😭 who do i play instead"],
    expect: "byeCover",
    players: ["Brock Bowers"],
  },
  { turns: ["who's a good defense to stream week 12, mine's on bye"], expect: "byeCover", position: "DEF", week: 12 },
  {
    turns: ["burrow bye week coming up, need a backup qb asap"],
    expect: "byeCover",
    players: ["Joe Burrow"],
    position: "QB",
  },
  {
    turns: ["jsn's bye is week 12 right", "who do i plug in for him that week"],
    expect: "byeCover",
    players: ["Jaxon Smith-Njigba"],
    week: 12,
  },

  // playoffs
  { turns: ["am i making the playoffs or am i cooked fr"], expect: "playoffs" },
  { turns: ["chances i get a first round bye?"], expect: "playoffs" },
  { turns: ["what's my record", "ok so do i make playoffs or nah"], expect: "playoffs" },
  { turns: ["what r my odds of winning the whole thing 🏆"], expect: "playoffs" },
  { turns: ["we just won by 40 lets gooo 🔥", "playoff chances looking good now or nah"], expect: "playoffs" },
  {
    turns: ["lost again this week 💀", "what are my playoff odds now and how do i fix it"],
    expect: ["playoffs", "improveOdds"],
  },
  { turns: ["what are my odds rn and what if i win out"], expect: ["playoffs", "scenario"], scenario: "win-out" },

  // scenario
  { turns: ["what if i lose this week, am i done 💀"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["i'm 6-4 rn right?", "if i go 2-2 the rest of the way am i in?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["what are my playoff odds", "and if i win 3 of the last 4?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  { turns: ["say i win 2 more games, do i make playoffs"], expect: "scenario", scenario: { wins: 2, games: null } },
  {
    turns: ["who am i playing this week", "if i lose to them how bad are my odds fr 😭"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // improveOdds
  { turns: ["what moves can i make to boost my playoff odds"], expect: "improveOdds" },
  { turns: ["how do i make my team better fr, feels mid"], expect: "improveOdds" },
  { turns: ["what are my playoff chances", "ok what can i do to raise them"], expect: "improveOdds" },
  { turns: ["what do i gotta do to sneak into the playoffs, desperate ngl 🙏"], expect: "improveOdds" },
  { turns: ["what's the one move that helps my team the most rn"], expect: "improveOdds" },
  { turns: ["im 5-5 💀", "how do i turn this around and get in"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i playing this week"], expect: "matchup" },
  { turns: ["my lineup's set i think", "am i gonna win this week ngl 😬"], expect: "matchup" },
  { turns: ["preview my week 12 matchup pls"], expect: "matchup", week: 12 },
  { turns: ["who's my opponent next week", "what are my chances vs them"], expect: "matchup", week: "next" },
  { turns: ["how do i stack up against red zone raiders this week"], expect: "matchup", team: "Red Zone Raiders" },
  { turns: ["who am i up against this week and how many pts am i projected"], expect: ["matchup", "projectedTotal"] },
  {
    turns: ["who's my opponent next week and is my lineup good enough to beat them"],
    expect: ["matchup", "lineup"],
    week: "next",
  },

  // projectedTotal
  { turns: ["how many points am i projected for this week"], expect: "projectedTotal" },
  { turns: ["whats my floor and ceiling this week 📈"], expect: "projectedTotal" },
  { turns: ["projected total for week 11?"], expect: "projectedTotal", week: 11 },
  { turns: ["who am i playing this week", "and how many points am i projected to score"], expect: "projectedTotal" },
  {
    turns: ["next week i play the wizards right", "how many pts am i projected for that week"],
    expect: "projectedTotal",
    week: "next",
  },

  // record
  { turns: ["what's my record rn"], expect: "record" },
  { turns: ["where am i in the standings fr"], expect: "record" },
  {
    turns: ["coach quinn been talking trash in the group chat 🙄", "what's blitz brigade's record"],
    expect: "record",
    team: "Blitz Brigade",
  },
  { turns: ["who's first in the league", "and where do i sit?"], expect: "record" },
  { turns: ["what's my record and am i making playoffs"], expect: ["record", "playoffs"] },
  { turns: ["how's coach tatum's team doing record wise"], expect: "record", team: "Red Zone Raiders" },

  // leaders
  { turns: ["who's leading the league rn"], expect: "leaders" },
  { turns: ["who's the best team in the league ngl"], expect: "leaders" },
  { turns: ["show me the standings 📊"], expect: "leaders" },
  { turns: ["who's scored the most points this season"], expect: "leaders" },
  { turns: ["what's my record", "ok and who's on top"], expect: "leaders" },
  { turns: ["who's in first and where am i at"], expect: ["leaders", "record"] },

  // rosterStatus
  { turns: ["anyone on my team hurt this week?"], expect: "rosterStatus" },
  { turns: ["who's on bye for me next week"], expect: "rosterStatus", week: "next" },
  { turns: ["injury report for my roster pls 🏥"], expect: "rosterStatus" },
  {
    turns: ["is kittle on bye this week", "what about the rest of my team, any byes or injuries"],
    expect: "rosterStatus",
  },
  { turns: ["byes on my squad week 12?"], expect: "rosterStatus", week: 12 },
  { turns: ["who's hurt on my team and can u fix my lineup around it"], expect: ["rosterStatus", "lineup"] },

  // positionRank
  { turns: ["rank my wrs for this week"], expect: "positionRank", position: "WR" },
  { turns: ["rank my rbs for week 11"], expect: "positionRank", position: "RB", week: 11 },
  { turns: ["which of my rbs is best this week, rank em"], expect: "positionRank", position: "RB" },
  { turns: ["rank my rbs this week", "and my wrs?"], expect: "positionRank", position: "WR" },
  { turns: ["order my tes best to worst for next week"], expect: "positionRank", position: "TE", week: "next" },
  { turns: ["rank my wrs this week and tell me who goes in the flex"], expect: ["positionRank", "slot"] },

  // help
  { turns: ["yo what can u do"], expect: "help" },
  { turns: ["hey 👋"], expect: "help" },
  { turns: ["what kinda stuff can i ask u"], expect: "help" },
  { turns: ["sup bot, how does this work"], expect: "help" },
  { turns: ["hiii"], expect: "help" },
  { turns: ["wassup gm what are u good for lol, also who am i playing this week"], expect: ["help", "matchup"] },

  // None
  { turns: ["what's the weather gonna be in buffalo sunday"], expect: "None" },
  { turns: ["tell me a joke fr 😂"], expect: "None" },
  { turns: ["who's winning the nba finals this year"], expect: "None" },
  { turns: ["can u help w my calc homework 😭"], expect: "None" },
  {
    turns: ["who's better ros mahomes or allen", "ok unrelated, over/under on mahomes passing yds sunday?"],
    expect: "None",
  },
  { turns: ["is mahomes playing sunday", "unrelated but what's a good pizza place near me 🍕"], expect: "None" },
];
