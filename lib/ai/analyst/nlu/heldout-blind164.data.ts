// Blind held-out evaluation set 164 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a voice-dictation user: no punctuation or odd punctuation, homophones and misheard names
// ('set or start', 'kettle', 'knock a'), numbers as words, run-on sentences.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_164: HeldOutCase[] = [
  // startSit
  {
    turns: ["set or start pooka knock a this week hes been kind of quiet the last couple games and im nervous"],
    expect: "startSit",
    players: ["Puka Nacua"],
  },
  {
    turns: ["should i start george kettle or tray mcbride this week i can only fit one of them in"],
    expect: "startSit",
    players: ["George Kittle", "Trey McBride"],
  },
  {
    turns: ["ok so who do i play sunday jamir gibbs or bee john robinson cause i only got room for one of them"],
    expect: "startSit",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  {
    turns: ["set or start malik neighbors this week", "ok and what about lad mcconkey instead of him"],
    expect: "startSit",
    players: ["Malik Nabers", "Ladd McConkey"],
  },
  {
    turns: ["should i start breeze hall or kyron williams this week", "what about for week eleven same two guys"],
    expect: "startSit",
    players: ["Breece Hall", "Kyren Williams"],
    week: 11,
  },
  {
    turns: ["who should start at q b for me", "i mean between bo nicks and jalen hurts which one do i go with today"],
    expect: "startSit",
    players: ["Bo Nix", "Jalen Hurts"],
  },

  // compare
  {
    turns: ["rest of season who would you rather have jamar chase or justin jefferson"],
    expect: "compare",
    players: ["Ja'Marr Chase", "Justin Jefferson"],
  },
  {
    turns: [
      "long term whos the better running back ashton genty or omarion hampton not just for this week " +
        "i mean the whole rest of the year",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "brock bauers versus trey mc bride for the rest of the season which one is the better tight end going forward",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: [
      "hows emeka egg booka looking this year",
      "is he better than tet mcmillan going forward like rest of season",
    ],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: [
      "between cam scatter bow and quinn shawn judkins who do you like more for the rest of the season dynasty aside",
    ],
    expect: "compare",
    players: ["Cam Skattebo", "Quinshon Judkins"],
  },
  {
    turns: [
      "compare nico collins and drake london for me rest of the way",
      "ok now do c d lamb and a man ra saint brown",
    ],
    expect: "compare",
    players: ["CeeDee Lamb", "Amon-Ra St. Brown"],
  },

  // slot
  { turns: ["who should i put in my flex this week"], expect: "slot", position: "FLEX" },
  { turns: ["whos my q b gonna be next week"], expect: "slot", position: "QB", week: "next" },
  { turns: ["i need somebody at r b two who should it be"], expect: "slot", position: "RB" },
  { turns: ["who should i start at kicker"], expect: "slot", position: "K" },
  { turns: ["who should be my flex", "and what about my w r three spot"], expect: "slot", position: "WR" },
  {
    turns: ["my tight end situation is a mess", "who should i even play there this week"],
    expect: "slot",
    position: "TE",
  },

  // lineup
  { turns: ["can you set my lineup for this week"], expect: "lineup" },
  { turns: ["is my starting lineup good or did i mess something up"], expect: "lineup" },
  { turns: ["whos on my roster right now", "ok set the best lineup you can out of that"], expect: "lineup" },
  { turns: ["check my lineup for week eleven and fix anything thats wrong"], expect: "lineup", week: 11 },
  { turns: ["i just made a trade", "can you redo my whole starting lineup now"], expect: "lineup" },

  // outlook
  { turns: ["whats the outlook for sam la porta the rest of the season"], expect: "outlook", players: ["Sam LaPorta"] },
  {
    turns: ["how good is jackson dart actually is he legit or is it a fluke"],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  { turns: ["whats the ceiling and floor for derek henry this week"], expect: "outlook", players: ["Derrick Henry"] },
  {
    turns: [
      "should i start jamison williams or zay flowers",
      "ok forget that just tell me whats jamison williams projection this week",
    ],
    expect: "outlook",
    players: ["Jameson Williams"],
  },
  { turns: ["how many points is sakwan, barkley projected for today"], expect: "outlook", players: ["Saquon Barkley"] },
  {
    turns: ["tell me about woody marks", "like is he gonna keep producing the rest of the way"],
    expect: "outlook",
    players: ["Woody Marks"],
  },

  // status
  { turns: ["is christian mccaffery playing today"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["whats the latest injury update on kyle pits"], expect: "status", players: ["Kyle Pitts"] },
  { turns: ["did rashi rice practice this week"], expect: "status", players: ["Rashee Rice"] },
  {
    turns: ["start joe burro or drake may", "wait is burrow even healthy right now"],
    expect: "status",
    players: ["Joe Burrow"],
  },
  { turns: ["is marvin harrison junior questionable or out"], expect: "status", players: ["Marvin Harrison Jr."] },
  {
    turns: ["i have bucky irving in my lineup", "is he gonna suit up sunday or not i heard something about his foot"],
    expect: "status",
    players: ["Bucky Irving"],
  },

  // tradeValue
  { turns: ["whats pooka knock a worth in a trade right now"], expect: "tradeValue", players: ["Puka Nacua"] },
  { turns: ["should i sell high on rico dowdy after that big game"], expect: "tradeValue", players: ["Rico Dowdle"] },
  { turns: ["is now a good time to buy low on chris oh lava"], expect: "tradeValue", players: ["Chris Olave"] },
  {
    turns: ["how much trade value does travis kelsey still have at this point"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: ["how has kyle mona guy been doing", "so is he a sell high then"],
    expect: "tradeValue",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["jonathan taylor has been on fire", "whats his trade value right now"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },

  // buyLow
  { turns: ["who are some good buy low candidates right now"], expect: "buyLow" },
  { turns: ["any sell high guys i should be looking at"], expect: "buyLow" },
  { turns: ["my team is stacked at receiver", "who are some buy low guys around the league though"], expect: "buyLow" },
  { turns: ["whats pooka worth", "ok and in general who are the best sell high candidates"], expect: "buyLow" },
  { turns: ["which players are buy lows this week and which ones are sell highs"], expect: "buyLow" },

  // trade
  {
    turns: ["should i trade jamir gibbs for jamar chase"],
    expect: "trade",
    players: ["Jahmyr Gibbs", "Ja'Marr Chase"],
  },
  {
    turns: ["somebody offered me sakwan barkley for my tray mcbride and a j brown should i accept"],
    expect: "trade",
    players: ["Saquon Barkley", "Trey McBride", "A.J. Brown"],
  },
  {
    turns: ["give davante adams and chuba hubbard get james cook is that a good deal for me"],
    expect: "trade",
    players: ["Davante Adams", "Chuba Hubbard", "James Cook"],
  },
  {
    turns: ["what could i get for derek henry", "would you do henry for nico collins straight up"],
    expect: "trade",
    players: ["Derrick Henry", "Nico Collins"],
  },
  {
    turns: ["is it a win if i send out tony pollard and get back tucker craft"],
    expect: "trade",
    players: ["Tony Pollard", "Tucker Kraft"],
  },
  {
    turns: ["thinking about a two for one", "me giving mike evans and chris godwin for c d lamb thoughts"],
    expect: "trade",
    players: ["Mike Evans", "Chris Godwin", "CeeDee Lamb"],
  },

  // tradeIdeas
  { turns: ["who should i trade for"], expect: "tradeIdeas" },
  { turns: ["which team needs a running back i have way too many"], expect: "tradeIdeas", position: "RB" },
  { turns: ["what could i get for george pickens"], expect: "tradeIdeas", players: ["George Pickens"] },
  { turns: ["find me some trade partners in the league"], expect: "tradeIdeas" },
  { turns: ["my receivers are awful", "who could i trade for to fix that"], expect: "tradeIdeas", position: "WR" },
  { turns: ["i want a top tight end", "can you find me a trade to get one"], expect: "tradeIdeas", position: "TE" },

  // waivers
  { turns: ["who should i pick up off waivers this week"], expect: "waivers" },
  { turns: ["how much fab should i bid on tyrone tracy junior"], expect: "waivers", players: ["Tyrone Tracy Jr."] },
  { turns: ["any running backs worth adding on the wire"], expect: "waivers", position: "RB" },
  { turns: ["whos hurt on my team", "ok who can i grab off waivers to replace them"], expect: "waivers" },
  {
    turns: ["should i put a claim in for ramondre stevenson and how much should i spend"],
    expect: "waivers",
    players: ["Rhamondre Stevenson"],
  },
  { turns: ["i need a receiver bad", "whos the best one on waivers right now"], expect: "waivers", position: "WR" },

  // sleepers
  { turns: ["any deep sleepers i should stash"], expect: "sleepers" },
  {
    turns: ["im pretty safe for the playoffs", "who should i stash now so im loaded for the playoff weeks"],
    expect: "sleepers",
  },
  { turns: ["give me a couple sleepers for next week"], expect: "sleepers", week: "next" },
  {
    turns: ["which running backs could i stash on my bench that might break out later in the year"],
    expect: "sleepers",
    position: "RB",
  },
  { turns: ["who should i pick up this week", "ok what about longer term stashes"], expect: "sleepers" },
  { turns: ["whos a sleeper tight end for week twelve"], expect: "sleepers", position: "TE", week: 12 },

  // playoffs
  { turns: ["what are my playoff odds"], expect: "playoffs" },
  { turns: ["am i gonna make the playoffs or not be honest"], expect: "playoffs" },
  { turns: ["whats the chance red zone raiders make the playoffs"], expect: "playoffs", team: "Red Zone Raiders" },
  { turns: ["whats my record", "so what are my chances of getting in"], expect: "playoffs" },
  { turns: ["how likely is coach quinn to make the playoffs"], expect: "playoffs", team: "Blitz Brigade" },
  {
    turns: ["im worried about my season", "what percent chance do i have at the postseason right now"],
    expect: "playoffs",
  },

  // improveOdds
  { turns: ["what moves can i make to boost my playoff chances"], expect: "improveOdds" },
  { turns: ["how do i turn this season around"], expect: "improveOdds" },
  { turns: ["what should i do to improve my odds of making the playoffs"], expect: "improveOdds" },
  { turns: ["what are my playoff odds", "ugh how do i get that number up"], expect: "improveOdds" },
  { turns: ["im three and six is there anything i can do to save the season"], expect: "improveOdds" },
  {
    turns: ["i keep losing close games", "what would help my playoff chances the most a trade or a waiver pickup"],
    expect: "improveOdds",
  },

  // scenario
  { turns: ["if i win out do i make the playoffs"], expect: "scenario", scenario: "win-out" },
  { turns: ["what are my odds if i lose this week"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["if i go three and two the rest of the way what are my chances"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  { turns: ["with two more wins am i in"], expect: "scenario", scenario: { wins: 2, games: null } },
  { turns: ["what are my playoff odds", "and if i win every game left"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["say i go four and one down the stretch", "do i get in then"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },

  // matchup
  { turns: ["who am i playing this week"], expect: "matchup" },
  { turns: ["i need this win bad", "am i favored this week or not"], expect: "matchup" },
  { turns: ["whats my win probability this week"], expect: "matchup" },
  { turns: ["whats the projected score of my matchup"], expect: "matchup" },
  { turns: ["how many points am i projected", "and the other guy can i beat him"], expect: "matchup" },
  { turns: ["whos my opponent next week"], expect: "matchup", week: "next" },

  // record
  { turns: ["whats my record"], expect: "record" },
  { turns: ["where am i in the standings right now"], expect: "record" },
  { turns: ["whats the record for sunday scaries"], expect: "record", team: "Sunday Scaries" },
  {
    turns: ["how is coach finley doing this year", "like whats his record"],
    expect: "record",
    team: "Waiver Wire Wizards",
  },
  { turns: ["i feel like i lose every week", "how many wins and losses do i actually have"], expect: "record" },

  // leaders
  { turns: ["whos the best team in the league"], expect: "leaders" },
  { turns: ["show me the whole league standings"], expect: "leaders" },
  {
    turns: ["i think coach tatum is cheating lol", "who has scored the most points in the league this year"],
    expect: "leaders",
  },
  { turns: ["whats my record", "and whos in first place"], expect: "leaders" },
  { turns: ["which team is leading the league right now"], expect: "leaders" },

  // rosterStatus
  { turns: ["who on my team is injured"], expect: "rosterStatus" },
  { turns: ["thinking ahead a little", "any of my guys on bye next week"], expect: "rosterStatus", week: "next" },
  { turns: ["whos questionable or out on my roster this week"], expect: "rosterStatus" },
  { turns: ["who do i have on bye in week twelve"], expect: "rosterStatus", week: 12 },
  { turns: ["set my lineup", "wait first is anybody on my team hurt"], expect: "rosterStatus" },
  { turns: ["is anybody on my squad out for sunday"], expect: "rosterStatus" },

  // positionRank
  { turns: ["rank my receivers for this week"], expect: "positionRank", position: "WR" },
  { turns: ["order my tight ends from best to worst this week"], expect: "positionRank", position: "TE" },
  { turns: ["rank my wide receivers this week", "now do running backs"], expect: "positionRank", position: "RB" },
  { turns: ["rank my quarterbacks for week eleven"], expect: "positionRank", position: "QB", week: 11 },
  { turns: ["how do my r bs stack up against each other this week"], expect: "positionRank", position: "RB" },
  {
    turns: ["rank my r bs for next week", "ok and the wide outs"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },

  // projectedTotal
  { turns: ["how many points am i projected to score"], expect: "projectedTotal" },
  { turns: ["whats my projected total this week"], expect: "projectedTotal" },
  { turns: ["whats my teams point range for sunday like the high and the low"], expect: "projectedTotal" },
  { turns: ["set my lineup", "ok so how many points is that projected for"], expect: "projectedTotal" },
  {
    turns: ["who am i playing next week", "and how many points is my team projected for that week"],
    expect: "projectedTotal",
    week: "next",
  },

  // dropStash
  { turns: ["who should i drop"], expect: "dropStash" },
  { turns: ["should i drop j k dobbins or stash him on i r"], expect: "dropStash", players: ["J.K. Dobbins"] },
  { turns: ["i need a roster spot whos the first guy to cut"], expect: "dropStash" },
  { turns: ["is brandon i uk healthy", "so should i just drop him"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  { turns: ["is it time to cut ties with mark andrews"], expect: "dropStash", players: ["Mark Andrews"] },
  {
    turns: ["alvin kamara has been so bad", "worth holding or should i release him"],
    expect: "dropStash",
    players: ["Alvin Kamara"],
  },

  // byeCover
  { turns: ["who replaces josh allen on his bye"], expect: "byeCover", players: ["Josh Allen"] },
  { turns: ["my tight end is on bye who do i play instead"], expect: "byeCover", position: "TE" },
  { turns: ["who covers for lamar jackson during his bye week"], expect: "byeCover", players: ["Lamar Jackson"] },
  { turns: ["whos on bye for me next week", "ok who do i start in place of them"], expect: "byeCover", week: "next" },
  {
    turns: ["bye week fill in for trey mcbride in week twelve"],
    expect: "byeCover",
    players: ["Trey McBride"],
    week: 12,
  },
  { turns: ["i need a kicker to cover the bye", "who should it be"], expect: "byeCover", position: "K" },

  // help
  { turns: ["what can you do"], expect: "help" },
  { turns: ["how does this thing work what kind of questions can i ask you"], expect: "help" },
  { turns: ["hey g m what are you able to help me with"], expect: "help" },
  { turns: ["hello", "what stuff can you help me out with"], expect: "help" },

  // None
  { turns: ["whats the weather gonna be like tomorrow"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["who won the lakers game last night"], expect: "None" },
  { turns: ["thanks for the help", "unrelated but whats a good movie to watch tonight"], expect: "None" },

  // two-part
  { turns: ["whats my record and what are my playoff odds"], expect: ["record", "playoffs"] },
  { turns: ["who am i playing this week and how many points am i projected"], expect: ["matchup", "projectedTotal"] },
  {
    turns: ["is tea higgins playing and if so should i start him over jordan addison"],
    expect: ["status", "startSit"],
    players: ["Tee Higgins", "Jordan Addison"],
  },
  { turns: ["who should i drop and who should i pick up off waivers"], expect: ["dropStash", "waivers"] },
  { turns: ["rank my running backs and then set my lineup"], expect: ["positionRank", "lineup"], position: "RB" },
  {
    turns: ["whats the outlook for drake london and whats his trade value"],
    expect: ["outlook", "tradeValue"],
    players: ["Drake London"],
  },
  { turns: ["whos leading the league and where do i stand"], expect: ["leaders", "record"] },
  {
    turns: ["who on my team is on bye next week and who should replace them"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
  },
  {
    turns: ["hey", "what are my playoff chances and what should i do to improve them"],
    expect: ["playoffs", "improveOdds"],
  },
];
