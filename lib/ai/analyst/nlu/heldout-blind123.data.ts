// Blind held-out evaluation set 123 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a mom who joined her family's league this year: friendly, chatty, little jargon.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_123: HeldOutCase[] = [
  // startSit
  {
    turns: ["should i start nacua or kittle this week? my son says kittle but he roots for the niners lol"],
    expect: "startSit",
    players: ["Puka Nacua", "George Kittle"],
  },
  {
    turns: [
      "ok so i have jonathan taylor and bijan and only room for one more running back",
      "which one do i put in this sunday?",
    ],
    expect: "startSit",
    players: ["Jonathan Taylor", "Bijan Robinson"],
  },
  {
    turns: [
      "my receivers are jsn, zay flowers and courtland sutton",
      "which two should i play in week 11? i only get two spots",
    ],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Zay Flowers", "Courtland Sutton"],
    week: 11,
  },
  {
    turns: ["is kenny walker playing this week?", "ok good. so walker or james cook then?"],
    expect: "startSit",
    players: ["Kenneth Walker III", "James Cook"],
  },
  {
    turns: ["my husband is telling me to sit goff and start bo nix this week. is he right?? dont tell him i asked 🙈"],
    expect: "startSit",
    players: ["Jared Goff", "Bo Nix"],
  },
  {
    turns: [
      "start jacobs or derrick henry this week — and is henry even healthy? someone in our group " +
        "text said he was limping",
    ],
    expect: ["startSit", "status"],
    players: ["Josh Jacobs", "Derrick Henry"],
  },

  // compare
  {
    turns: ["who's just better overall, ja'marr chase or justin jefferson? not for this week, i mean like in general"],
    expect: "compare",
    players: ["Ja'Marr Chase", "Justin Jefferson"],
  },
  {
    turns: ["i have brock bowers", "would you rather have him or trey mcbride for the rest of the season?"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["what do you think of bucky irving", "and how does he stack up against achane going forward?"],
    expect: "compare",
    players: ["Bucky Irving", "De'Von Achane"],
  },
  {
    turns: ["Puka vs Amon-Ra rest of the year, who's the better guy to have? Just curious, not trading anyone!"],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "ok dumb question, are jeanty and hampton both rookies?",
      "who's better long term between the two of them?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["who do you like more from here on out, tetairoa mcmillan or emeka egbuka"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },

  // slot
  { turns: ["who should go in my flex spot this week?"], expect: "slot", position: "FLEX" },
  { turns: ["i have an empty TE spot right now, who's my best option there?"], expect: "slot", position: "TE" },
  {
    turns: ["my lineup mostly looks ok i think", "but who should be my second running back?"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["thanks! who's my flex this week?", "and what about week 12?"],
    expect: "slot",
    position: "FLEX",
    week: 12,
  },
  { turns: ["Quick one — which of my wide receivers should fill that last WR spot?"], expect: "slot", position: "WR" },
  { turns: ["who should be my flex this week", "what about the tight end spot?"], expect: "slot", position: "TE" },

  // lineup
  {
    turns: ["can you look over my whole lineup and tell me if i messed anything up? i set it at like midnight"],
    expect: "lineup",
  },
  {
    turns: [
      "please set my best lineup for this week and tell me how many points it'll score 😅 I have no idea what I'm doing",
    ],
    expect: ["lineup", "projectedTotal"],
  },
  {
    turns: ["hi there!", "could you check my starters before sunday? i want to make sure it all looks right"],
    expect: "lineup",
  },
  {
    turns: ["thanks for fixing my lineup for this week", "can you do next week's too?"],
    expect: "lineup",
    week: "next",
  },
  { turns: ["optimize my team for week 11 pls"], expect: "lineup", week: 11 },
  {
    turns: [
      "ok i picked up that tight end you told me about",
      "now can you redo my whole starting lineup with him in it?",
    ],
    expect: "lineup",
  },

  // outlook
  {
    turns: ["is malik nabers actually good or did i just get lucky with him?"],
    expect: "outlook",
    players: ["Malik Nabers"],
  },
  {
    turns: ["is drake london healthy and what should i expect from him this week?"],
    expect: ["status", "outlook"],
    players: ["Drake London"],
  },
  {
    turns: ["i just traded for jaylen waddle!!", "what's his outlook for the rest of the season?"],
    expect: "outlook",
    players: ["Jaylen Waddle"],
  },
  { turns: ["how many points is josh jacobs projected for"], expect: "outlook", players: ["Josh Jacobs"] },
  {
    turns: ["everybody in our family group chat keeps talking about skattebo", "is he for real?"],
    expect: "outlook",
    players: ["Cam Skattebo"],
  },
  {
    turns: ["what's nico collins looking like rest of season", "and tee higgins?"],
    expect: "outlook",
    players: ["Tee Higgins"],
  },

  // status
  {
    turns: ["is cmc hurt again? and should i drop him if he is 😩"],
    expect: ["status", "dropStash"],
    players: ["Christian McCaffrey"],
  },
  { turns: ["is tee higgins playing this sunday?"], expect: "status", players: ["Tee Higgins"] },
  {
    turns: [
      "breece hall or kyren williams this week?",
      "wait is breece even playing? i heard something about his knee",
    ],
    expect: "status",
    players: ["Breece Hall"],
  },
  { turns: ["rashee rice had a rough week", "did he practice today?"], expect: "status", players: ["Rashee Rice"] },
  {
    turns: ["is ladd mcconkey on bye this week or next? i can never keep track of these byes"],
    expect: "status",
    players: ["Ladd McConkey"],
  },
  {
    turns: ["what do you think of mark andrews rest of season", "and is he questionable for this week?"],
    expect: "status",
    players: ["Mark Andrews"],
  },

  // tradeValue
  {
    turns: ["should i sell derrick henry while he's still doing well? he's kind of old right lol"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["my friend from work keeps asking about george pickens", "what's he worth in a trade?"],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  {
    turns: ["how is chris olave doing this year", "ok should i try to buy him low then?"],
    expect: "tradeValue",
    players: ["Chris Olave"],
  },
  {
    turns: ["hold or sell travis kelce?? my brother says he's washed. and is he even playing this week?"],
    expect: ["tradeValue", "status"],
    players: ["Travis Kelce"],
  },
  {
    turns: ["is now a good time to trade away achane? he had a huge game and everyone's noticing"],
    expect: "tradeValue",
    players: ["De'Von Achane"],
  },
  {
    turns: ["what could I get for jahmyr gibbs if I shopped him around a little"],
    expect: "tradeValue",
    players: ["Jahmyr Gibbs"],
  },

  // buyLow
  { turns: ["who are some players i could buy low on right now?"], expect: "buyLow" },
  { turns: ["any good sell high guys on my team?"], expect: "buyLow" },
  {
    turns: [
      "my team's been kind of up and down",
      "are there players on other teams who are slumping that i could grab cheap?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "who's underperforming that might bounce back? like bargain players i could trade for before people catch on",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "i think some of my guys are playing way over their heads",
      "which ones should i sell while their value is high?",
    ],
    expect: "buyLow",
  },
  { turns: ["any buy low candidates out there this week?"], expect: "buyLow" },

  // trade
  {
    turns: ["coach harper offered me tyreek hill for my james cook. should i take it?"],
    expect: "trade",
    players: ["Tyreek Hill", "James Cook"],
  },
  {
    turns: ["would you do nico collins for saquon barkley? i'd be the one giving up nico"],
    expect: "trade",
    players: ["Nico Collins", "Saquon Barkley"],
  },
  {
    turns: ["my sister wants jalen hurts from me", "she's offering aj brown and jakobi meyers for him. is that fair?"],
    expect: "trade",
    players: ["Jalen Hurts", "A.J. Brown", "Jakobi Meyers"],
  },
  {
    turns: ["coach ellis messaged me about a trade!", "i give lamb and i get bijan. good deal or no?"],
    expect: "trade",
    players: ["CeeDee Lamb", "Bijan Robinson"],
  },
  {
    turns: ["is trading davante adams and rhamondre stevenson for drake london a good idea"],
    expect: "trade",
    players: ["Davante Adams", "Rhamondre Stevenson", "Drake London"],
  },
  {
    turns: [
      "someone offered garrett wilson for my kyle pitts + tony pollard... accept or decline? i have until tonight",
    ],
    expect: "trade",
    players: ["Garrett Wilson", "Kyle Pitts", "Tony Pollard"],
  },

  // tradeIdeas
  {
    turns: ["kelce has been sooo bad for me", "i really need a new tight end, who could i trade for?"],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["which teams would be good trade partners for me, and who on my team could i sell high?"],
    expect: ["tradeIdeas", "buyLow"],
  },
  {
    turns: ["could i package josh jacobs and chris godwin for one really good player? who would that get me?"],
    expect: "tradeIdeas",
    players: ["Josh Jacobs", "Chris Godwin"],
  },
  {
    turns: ["my running backs are a mess honestly", "can you find me a trade to get a better one?"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: [
      "who should I try to trade with? I'd like to make a deal before the deadline but I don't know where to start",
    ],
    expect: "tradeIdeas",
  },
  {
    turns: ["i want to trade jordan addison for a running back, who should i go after?"],
    expect: "tradeIdeas",
    players: ["Jordan Addison"],
    position: "RB",
  },

  // waivers
  { turns: ["who should i pick up this week and who do i drop to make room?"], expect: ["waivers", "dropStash"] },
  {
    turns: ["how much of my faab should i bid on woody marks? i have like $60 left"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: ["are there any good running backs just sitting out there in free agency?"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["my kicker is terrible", "is there a better one i can pick up for free?"],
    expect: "waivers",
    position: "K",
  },
  {
    turns: ["kyle monangai is on waivers in our league!", "should i put a claim in? how much would you bid"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  { turns: ["best free agent wide recievers available right now?"], expect: "waivers", position: "WR" },

  // sleepers
  {
    turns: [
      "i don't really know the deep players, i only know the famous ones",
      "any sleepers i should know about? like guys nobody's talking about yet",
    ],
    expect: "sleepers",
  },
  { turns: ["who could break out in the second half of the season?"], expect: "sleepers" },
  {
    turns: [
      "is there anyone worth stashing on my bench for the playoffs? like a guy who isn't doing much yet but could",
    ],
    expect: "sleepers",
  },
  { turns: ["who are some deep guys i should keep an eye on before everyone else grabs them?"], expect: "sleepers" },
  { turns: ["any under the radar rookies worth a grab?"], expect: "sleepers" },
  { turns: ["any sleepers out there?", "what about a tight end specifically?"], expect: "sleepers", position: "TE" },

  // dropStash
  { turns: ["nabers is hurt 😢 do i drop him or hold onto him?"], expect: "dropStash", players: ["Malik Nabers"] },
  { turns: ["i need a roster spot for someone, who should i cut?"], expect: "dropStash" },
  {
    turns: ["brandon aiyuk still isn't back", "is it worth keeping him on my bench or should i let him go?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  { turns: ["i have like three guys hurt at the same time", "which of them can i safely drop?"], expect: "dropStash" },
  {
    turns: ["should i hang on to javonte williams while he's out or is it time to say goodbye"],
    expect: "dropStash",
    players: ["Javonte Williams"],
  },
  {
    turns: ["who's the least useful player on my bench? i want to add somebody and need to let someone go"],
    expect: "dropStash",
  },

  // byeCover
  {
    turns: ["lamar's on bye next week, who do i play at quarterback instead?"],
    expect: "byeCover",
    players: ["Lamar Jackson"],
    position: "QB",
    week: "next",
  },
  {
    turns: ["my tight end has a bye in week 12, can you find me someone to fill in?"],
    expect: "byeCover",
    position: "TE",
    week: 12,
  },
  {
    turns: ["is sam laporta on bye this week?", "ugh ok who can i use in his place just for this week"],
    expect: "byeCover",
    players: ["Sam LaPorta"],
  },
  { turns: ["need a defense for week 11 since mine is off that week"], expect: "byeCover", position: "DEF", week: 11 },
  {
    turns: ["josh allen's out for a couple weeks 😭 who's a good qb to stream while he's gone?"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
  },
  {
    turns: ["when is kittle's bye?", "ok who can fill in for him that week?"],
    expect: "byeCover",
    players: ["George Kittle"],
  },

  // playoffs
  { turns: ["what are my chances of making the playoffs?"], expect: "playoffs" },
  { turns: ["am i going to get a first round bye do you think?"], expect: "playoffs" },
  { turns: ["realistically can gridiron gurus win the whole thing this year? 🏆"], expect: "playoffs" },
  { turns: ["how are we looking this season", "like am i gonna make the playoffs or not"], expect: "playoffs" },
  {
    turns: ["what are my odds to win the championship? and what can i do to make them better"],
    expect: ["playoffs", "improveOdds"],
  },
  { turns: ["we lost again this week 😭", "do i still have a shot at the top 6?"], expect: "playoffs" },

  // scenario
  { turns: ["if i win all my remaining games do i make it in?"], expect: "scenario", scenario: "win-out" },
  { turns: ["what if i lose this week, am i done for?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["what are my playoff odds right now, and what if i win 2 of my last 4?"],
    expect: ["playoffs", "scenario"],
    scenario: { wins: 2, games: 4 },
  },
  { turns: ["what are my playoff odds", "and if i win out?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["if i only win 3 more games can i still sneak in"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  {
    turns: ["am i making the playoffs?", "ok but what if i drop this week's game though"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // improveOdds
  { turns: ["what can i do to improve my chances of making the playoffs?"], expect: "improveOdds" },
  {
    turns: ["my husband is 7-2 and i'm 4-5 🙄", "how do i make my team better so i can catch him?"],
    expect: "improveOdds",
  },
  { turns: ["what are my playoff odds?", "eek. what moves should i make to bump that up?"], expect: "improveOdds" },
  { turns: ["what's the weakest part of my team and how do I fix it"], expect: "improveOdds" },
  { turns: ["give me a plan to get into the playoffs from here, i'll do whatever you say lol"], expect: "improveOdds" },
  { turns: ["what should i change to give myself a better shot at the title?"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i playing this week?"], expect: "matchup" },
  { turns: ["do you think i'll beat coach tatum this weekend?"], expect: "matchup", team: "Red Zone Raiders" },
  { turns: ["can you give me a preview of my game next week?"], expect: "matchup", week: "next" },
  { turns: ["who's my opponent this week", "how likely am i to win?"], expect: "matchup" },
  {
    turns: ["who do i play in week 12 and how many points am i projected for that week?"],
    expect: ["matchup", "projectedTotal"],
    week: 12,
  },
  {
    turns: ["i'm playing coach reese this week right?", "how do i stack up against his team?"],
    expect: "matchup",
    team: "Play Action Pack",
  },

  // projectedTotal
  { turns: ["how many points is my team projected to score this week?"], expect: "projectedTotal" },
  { turns: ["what's my projected total this week", "what about next week"], expect: "projectedTotal", week: "next" },
  { turns: ["what's the most my team could score this week? and like the least?"], expect: "projectedTotal" },
  { turns: ["ok i set my lineup!", "so how many points should i expect to get?"], expect: "projectedTotal" },
  { turns: ["whats my floor and ceiling for week 11"], expect: "projectedTotal", week: 11 },
  {
    turns: ["roughly how many points will we put up this weekend? and do you think i win?"],
    expect: ["projectedTotal", "matchup"],
  },

  // record
  { turns: ["what's my record right now?"], expect: "record" },
  { turns: ["where am i in the standings?"], expect: "record" },
  {
    turns: ["how is coach blake's team doing this year? what's their record"],
    expect: "record",
    team: "Sunday Scaries",
  },
  { turns: ["hi!", "how many games have i won so far?"], expect: "record" },
  { turns: ["what's my record", "and how about waiver wire wizards?"], expect: "record", team: "Waiver Wire Wizards" },
  { turns: ["am I above .500? and what are my chances of getting in?"], expect: ["record", "playoffs"] },

  // leaders
  { turns: ["who's in first place in the league?"], expect: "leaders" },
  { turns: ["which team has scored the most points, and where am i in the standings?"], expect: ["leaders", "record"] },
  { turns: ["can you show me the whole standings? all 12 teams"], expect: "leaders" },
  { turns: ["who's the team to beat this year?"], expect: "leaders" },
  { turns: ["what's my record", "and who's leading the league?"], expect: "leaders" },
  {
    turns: ["who's been the best team in the league lately? my nephew keeps bragging and i want to know if it's true"],
    expect: "leaders",
  },

  // rosterStatus
  { turns: ["who on my team is hurt right now?"], expect: "rosterStatus" },
  { turns: ["do i have anybody on bye this week?"], expect: "rosterStatus" },
  {
    turns: ["any injuries or byes on my team next week? and who's my opponent?"],
    expect: ["rosterStatus", "matchup"],
    week: "next",
  },
  { turns: ["do i have anyone on bye this week?", "what about week 12?"], expect: "rosterStatus", week: 12 },
  {
    turns: [
      "my lineup page looks weird, there's red letters everywhere",
      "is anyone on my roster injured or on a bye?",
    ],
    expect: "rosterStatus",
  },
  { turns: ["can you check my whole team for injuries before the games start?"], expect: "rosterStatus" },

  // positionRank
  { turns: ["rank my running backs for this week please"], expect: "positionRank", position: "RB" },
  { turns: ["how would you order my wide receivers for week 11?"], expect: "positionRank", position: "WR", week: 11 },
  { turns: ["which of my tight ends is best to worst this week?"], expect: "positionRank", position: "TE" },
  { turns: ["rank my rbs this week", "now do my receivers"], expect: "positionRank", position: "WR" },
  {
    turns: ["can you put my quarterbacks in order from best to worst for next week"],
    expect: "positionRank",
    position: "QB",
    week: "next",
  },
  { turns: ["list my wrs from best to worst pls"], expect: "positionRank", position: "WR" },

  // help
  { turns: ["hi! what can you help me with?"], expect: "help" },
  { turns: ["hello there 👋"], expect: "help" },
  {
    turns: ["I'm brand new to all of this, my kids talked me into it. What kinds of things can I ask you?"],
    expect: "help",
  },
  { turns: ["good morning! how does this work?"], expect: "help" },
  { turns: ["what are you able to do for me"], expect: "help" },
  { turns: ["hi", "sorry i'm not sure what to ask, what do you do exactly?"], expect: "help" },

  // None
  {
    turns: [
      "who am i playing this week",
      "is it supposed to rain sunday in green bay? we're actually going to the game!",
    ],
    expect: "None",
  },
  { turns: ["tell me a joke about football 😂"], expect: "None" },
  { turns: ["can you help my son with his algebra homework? it's due tomorrow"], expect: "None" },
  { turns: ["who do you think wins the nba finals this year"], expect: "None" },
  { turns: ["what's a good recipe for buffalo chicken dip for game day?"], expect: "None" },
  { turns: ["will josh allen throw for over 250 yards tonight? thinking of placing a little bet"], expect: "None" },
];
