// Blind held-out evaluation set 140 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: hesitant and hedging.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_140: HeldOutCase[] = [
  // startSit
  {
    turns: ["um sorry if this is dumb but do i start Puka or Waddle this wk?? i keep flip flopping"],
    expect: "startSit",
    players: ["Puka Nacua", "Jaylen Waddle"],
  },
  {
    turns: [
      "I might be overthinking it but Bucky Irving vs Chuba Hubbard " +
        "in my lineup this week... which one would you roll out?",
    ],
    expect: "startSit",
    players: ["Bucky Irving", "Chuba Hubbard"],
  },
  {
    turns: [
      "not totally sure about this but should I play Bo Nix or Goff this week",
      "hmm ok and for next week, sorry",
    ],
    expect: "startSit",
    players: ["Bo Nix", "Jared Goff"],
    week: "next",
  },
  {
    turns: ["i hate to bother u with this but in wk 12 would it be crazy to start Jaxson Dart over Baker?"],
    expect: "startSit",
    players: ["Jaxson Dart", "Baker Mayfield"],
    week: 12,
  },
  {
    turns: [
      "maybe a silly q but who goes in my lineup this week, JSN or Garrett Wilson?",
      "sorry one more... what if i threw Zay Flowers into the mix too",
    ],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Garrett Wilson", "Zay Flowers"],
  },
  {
    turns: ["probably overthinking this but Kittle or LaPorta this sunday, who do i actually start"],
    expect: "startSit",
    players: ["George Kittle", "Sam LaPorta"],
  },

  // compare
  {
    turns: ["i was sort of wondering, long term who's the better guy to own, Jeanty or Hampton? like rest of season"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "this might be a weird q but in dynasty would you rather have " +
        "Nabers or Brian Thomas Jr? i go back and forth every day",
    ],
    expect: "compare",
    players: ["Malik Nabers", "Brian Thomas Jr."],
  },
  {
    turns: [
      "maybe I'm wrong but isn't Skattebo kinda better than Judkins for the rest of the year?",
      "ok and how about Skattebo vs Monangai then",
    ],
    expect: "compare",
    players: ["Cam Skattebo", "Kyle Monangai"],
  },
  {
    turns: ["idk if this is even a fair comparison but ROS, McConkey or Egbuka... who ends up the better player"],
    expect: "compare",
    players: ["Ladd McConkey", "Emeka Egbuka"],
  },
  {
    turns: [
      "could be a dumb question lol but Bowers or McBride for " +
        "the remainder of the season, who's more valuable to have?",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: [
      "hmm who's the better dynasty asset between Drake Maye and Jaxson Dart, if you had to guess",
      "and if I added Bo Nix to that, sorry, how would the three of them stack up long term",
    ],
    expect: "compare",
    players: ["Drake Maye", "Jaxson Dart", "Bo Nix"],
  },

  // slot
  { turns: ["sorry, I'm kinda lost on who to put at my flex this week, any ideas?"], expect: "slot", position: "FLEX" },
  { turns: ["i might be missing something obvious but who should be my QB this week"], expect: "slot", position: "QB" },
  {
    turns: ["not sure if this is the right way to ask but who should fill my RB2 spot? maybe Rico Dowdle? idk"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["sorry to bug you, who should i play at kicker this week", "and what about at DEF, same week"],
    expect: "slot",
    position: "DEF",
  },
  {
    turns: ["who do I put in at TE this week, I'm honestly not sure", "sorry what about for week 13"],
    expect: "slot",
    position: "TE",
    week: 13,
  },

  // lineup
  {
    turns: ["hi, sorry, could you maybe look over my whole lineup for this week and tell me if it looks ok?"],
    expect: "lineup",
  },
  {
    turns: ["would it be ok if you just set my lineup for me? i don't really trust myself this week lol"],
    expect: "lineup",
  },
  {
    turns: ["maybe this is asking too much but can you optimize my starting lineup for week 11"],
    expect: "lineup",
    week: 11,
  },
  {
    turns: [
      "apologies, is my lineup set right for this week?",
      "ok what about for next week, can you check that one too",
    ],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["idk maybe I'm being paranoid but did I leave anybody good sitting on my bench this week?"],
    expect: "lineup",
  },

  // outlook
  {
    turns: ["sorry if this is dumb but is Javonte Williams actually for real this year or is it a fluke?"],
    expect: "outlook",
    players: ["Javonte Williams"],
  },
  {
    turns: ["kinda curious what you think Jameson Williams does this week, like projection-wise?"],
    expect: "outlook",
    players: ["Jameson Williams"],
  },
  {
    turns: [
      "how do you think Drake London finishes out the rest of the season? i'm a little nervous about him",
      "hmm and Courtland Sutton?",
    ],
    expect: "outlook",
    players: ["Courtland Sutton"],
  },
  {
    turns: ["not sure i should even be starting Rachaad White in general anymore... is he still worth it?"],
    expect: "outlook",
    players: ["Rachaad White"],
  },
  {
    turns: ["possibly a silly q but what's Tucker Kraft projected for this week"],
    expect: "outlook",
    players: ["Tucker Kraft"],
  },
  {
    turns: [
      "what's the outlook for Woody Marks this week, if it's not too much trouble",
      "and for the rest of the year?",
    ],
    expect: "outlook",
    players: ["Woody Marks"],
  },

  // status
  {
    turns: ["sorry, i might have missed it but is CMC playing this week? heard something on twitter"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["i'm kinda worried, was Tyreek practicing today? any news at all?"],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: [
      "did something happen to Nico Collins? i think he left the game early",
      "ok and is Godwin back yet or still out, sorry",
    ],
    expect: "status",
    players: ["Chris Godwin"],
  },
  {
    turns: ["this might be a dumb question but what's the latest on Mark Andrews, is he active sunday?"],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: ["i think i saw Bijan was limited in practice?? is he ok or should i be worried"],
    expect: "status",
    players: ["Bijan Robinson"],
  },
  {
    turns: [
      "is Rashee Rice good to go this week or is there still some issue?",
      "oh ok and what about Jaylen Warren, sorry to keep asking",
    ],
    expect: "status",
    players: ["Jaylen Warren"],
  },

  // tradeValue
  {
    turns: ["not to be annoying but how much is Kyren Williams worth in trades right now, roughly?"],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },
  {
    turns: ["sorry if this is obvious but should i sell high on Rico Dowdle or just hold him?"],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  {
    turns: [
      "what's George Pickens's trade value like at the moment? maybe I'm overrating him",
      "hmm and Tee Higgins, is he a sell or a hold?",
    ],
    expect: "tradeValue",
    players: ["Tee Higgins"],
  },
  {
    turns: ["not totally sure but is now a good time to buy low on Marvin Harrison Jr? like would he be cheap to get"],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: [
      "maybe i'm crazy but is Derrick Henry worth more to me or to someone else at this point... should I move him?",
    ],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: [
      "sorry, what's Etienne worth trade-wise?",
      "ok and if i wanted to sell him, is now the time or should I wait a week or two",
    ],
    expect: "tradeValue",
    players: ["Travis Etienne Jr."],
  },

  // buyLow
  { turns: ["sorry if this is a basic q but who are some good buy low guys right now?"], expect: "buyLow" },
  {
    turns: ["are there any sell-high candidates i should think about? i'm not great at spotting them tbh"],
    expect: "buyLow",
  },
  {
    turns: [
      "who might be worth trying to buy low on at this point in the season",
      "and sell high candidates? sorry, forgot to ask",
    ],
    expect: "buyLow",
  },
  {
    turns: ["maybe this is too vague but any WRs that are kinda undervalued right now that i could trade for cheap?"],
    expect: "buyLow",
    position: "WR",
  },
  {
    turns: [
      "hmm not sure if this is a thing but are there running backs " +
        "people are panicking on that I could scoop up in a trade?",
    ],
    expect: "buyLow",
    position: "RB",
  },

  // trade
  {
    turns: ["i got offered Gibbs for my Puka and Kittle... sorry is that good? should i accept?"],
    expect: "trade",
    players: ["Jahmyr Gibbs", "Puka Nacua", "George Kittle"],
  },
  {
    turns: ["i was half thinking of trading Josh Jacobs for Nico Collins, is that dumb or is it fair?"],
    expect: "trade",
    players: ["Josh Jacobs", "Nico Collins"],
  },
  {
    turns: [
      "Coach Quinn offered me DeVonta Smith and Chase Brown for Jonathan Taylor, sorry, is that a good deal for me?",
      "what if he added Hunter Henry to it",
    ],
    expect: "trade",
    players: ["DeVonta Smith", "Chase Brown", "Jonathan Taylor", "Hunter Henry"],
  },
  {
    turns: [
      "not sure if i'm getting fleeced but it's AJ Brown for my Zay Flowers + Tony Pollard... who wins that one?",
    ],
    expect: "trade",
    players: ["A.J. Brown", "Zay Flowers", "Tony Pollard"],
  },
  {
    turns: ["sorry to bother, would I be crazy to accept Lamar for Hurts straight up?"],
    expect: "trade",
    players: ["Lamar Jackson", "Jalen Hurts"],
  },
  {
    turns: [
      "i'm kinda thinking about sending Breece Hall to someone for Davante Adams, does that make sense?",
      "hmm what if it was Breece for Mike Evans instead",
    ],
    expect: "trade",
    players: ["Breece Hall", "Mike Evans"],
  },

  // waivers
  { turns: ["sorry if this is dumb, who should i pick up off waivers this week?"], expect: "waivers" },
  { turns: ["are there maybe any decent free agents left? not really sure where to even look"], expect: "waivers" },
  {
    turns: ["how much faab should i bid on Tyrone Tracy? I have like 43 left, sorry still learning how this works"],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },
  {
    turns: [
      "any waiver adds you'd recommend, sorry if you've been asked this a million times",
      "ok and just at tight end?",
    ],
    expect: "waivers",
    position: "TE",
  },
  { turns: ["hmm is there a kicker on the wire worth grabbing, or no?"], expect: "waivers", position: "K" },
  {
    turns: ["is JK Dobbins on waivers worth putting a claim in for?", "how much should I throw at him do you think"],
    expect: "waivers",
    players: ["J.K. Dobbins"],
  },

  // playoffs
  { turns: ["sorry, i'm kinda nervous, what are my chances of making the playoffs?"], expect: "playoffs" },
  { turns: ["do i have any shot at all at getting a first round bye? probably not huh"], expect: "playoffs" },
  {
    turns: ["maybe a weird question but what are the Sunday Scaries' odds of getting in?"],
    expect: "playoffs",
    team: "Sunday Scaries",
  },
  {
    turns: [
      "what are my odds to make the playoffs, sorry if you told me already",
      "and what about winning the whole thing?",
    ],
    expect: "playoffs",
  },
  {
    turns: ["not sure if this is something you can tell me but what are Coach Ellis's playoff chances looking like?"],
    expect: "playoffs",
    team: "Pocket Passers",
  },
  {
    turns: ["how are my title chances looking, be honest lol", "and Hail Mary Heroes, sorry, how are theirs?"],
    expect: "playoffs",
    team: "Hail Mary Heroes",
  },

  // improveOdds
  { turns: ["is there anything i could do to improve my playoff odds? feels kinda hopeless"], expect: "improveOdds" },
  { turns: ["sorry if this is vague but how can i make my team better? it feels pretty mid"], expect: "improveOdds" },
  {
    turns: ["what are my playoff odds", "ok that's kinda low... what should i do to bump that up?"],
    expect: "improveOdds",
  },
  {
    turns: ["not sure where to start but what moves would give me the best shot at the playoffs?"],
    expect: "improveOdds",
  },
  {
    turns: ["sorry, where's my team weakest right now?", "and how would I fix that, if that makes sense"],
    expect: "improveOdds",
  },

  // matchup
  { turns: ["sorry, who am i even playing this week?"], expect: "matchup" },
  { turns: ["if you happen to know it, what's my win probability this week?"], expect: "matchup" },
  { turns: ["who's favored in my game this week", "ok and next week, sorry?"], expect: "matchup", week: "next" },
  {
    turns: ["not sure i'm reading this right but what's the projected score for my matchup against End Zone Envy?"],
    expect: "matchup",
    team: "End Zone Envy",
  },
  { turns: ["maybe a dumb q but am i favored in week 12?"], expect: "matchup", week: 12 },
  {
    turns: ["hey sorry, who do I play in week 13?", "and what are my chances in that one"],
    expect: "matchup",
    week: 13,
  },

  // record
  { turns: ["sorry, what's my record right now? i kinda lost track"], expect: "record" },
  { turns: ["where am i in the standings, like what place? hopefully not last lol"], expect: "record" },
  { turns: ["what's Coach Marlow's record, if that's ok to ask"], expect: "record", team: "Two-Minute Drill" },
  { turns: ["what's my record", "and Waiver Wire Wizards?"], expect: "record", team: "Waiver Wire Wizards" },
  {
    turns: ["sorry, how many games am i back from first?", "and what place is Coach Reese's team in"],
    expect: "record",
    team: "Play Action Pack",
  },

  // rosterStatus
  { turns: ["sorry, is anyone on my team hurt right now? i haven't been paying attention"], expect: "rosterStatus" },
  {
    turns: ["which of my guys are on bye next week, if you don't mind checking"],
    expect: "rosterStatus",
    week: "next",
  },
  { turns: ["maybe a dumb question but do i have anyone questionable this week?"], expect: "rosterStatus" },
  { turns: ["who on my roster is on bye this week, sorry", "and week 14?"], expect: "rosterStatus", week: 14 },
  { turns: ["um any of my players ruled out or doubtful for week 11?"], expect: "rosterStatus", week: 11 },
  {
    turns: ["do i have any injury issues this week?", "what about next week's byes, sorry to pile on"],
    expect: "rosterStatus",
    week: "next",
  },

  // positionRank
  { turns: ["sorry if this is silly, could you rank my WRs for this week?"], expect: "positionRank", position: "WR" },
  {
    turns: ["i was hoping you could order my running backs best to worst for next week"],
    expect: "positionRank",
    position: "RB",
    week: "next",
  },
  { turns: ["can you rank my receivers for this week", "and my RBs?"], expect: "positionRank", position: "RB" },
  {
    turns: ["not sure i need this but how would you rank my tight ends this week? I have a couple"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["how do my QBs stack up for week 12, if you don't mind ranking them"],
    expect: "positionRank",
    position: "QB",
    week: 12,
  },
  {
    turns: ["could you maybe rank my RBs this week", "sorry, what about for week 13"],
    expect: "positionRank",
    position: "RB",
    week: 13,
  },

  // projectedTotal
  { turns: ["sorry, how many points am i projected for this week?"], expect: "projectedTotal" },
  { turns: ["what's my team's ceiling this week, like best case? just curious"], expect: "projectedTotal" },
  { turns: ["what's my projected total this week", "and next week?"], expect: "projectedTotal", week: "next" },
  {
    turns: ["hmm maybe a dumb q, what's the range of points you think my team could put up in week 12?"],
    expect: "projectedTotal",
    week: 12,
  },
  {
    turns: ["how many points is my team expected to score this week", "and what's the worst case, sorry"],
    expect: "projectedTotal",
  },

  // leaders
  { turns: ["sorry, who's leading the league right now?"], expect: "leaders" },
  { turns: ["which team has scored the most points this year? kinda curious"], expect: "leaders" },
  { turns: ["hi again, sorry", "who do you think is the strongest team in the league, honestly"], expect: "leaders" },
  { turns: ["not sure if you track this but who has the best playoff odds in the league?"], expect: "leaders" },
  { turns: ["who's in first place", "and who's got the most points for?"], expect: "leaders" },

  // sleepers
  {
    turns: ["sorry if this is a dumb question but any sleepers i should maybe stash for the playoffs?"],
    expect: "sleepers",
  },
  {
    turns: ["who might break out in the next few weeks that i could grab now, before everyone else does?"],
    expect: "sleepers",
  },
  { turns: ["any good stash candidates", "ok what about just RBs"], expect: "sleepers", position: "RB" },
  { turns: ["maybe it's too late but any deep sleeper WRs for the stretch run?"], expect: "sleepers", position: "WR" },
  {
    turns: [
      "not sure if this makes sense but who are the sneaky guys " +
        "to grab before they blow up, like for the fantasy playoffs",
    ],
    expect: "sleepers",
  },

  // dropStash
  {
    turns: ["sorry, should i drop Chris Godwin or hold him? he's been hurt forever"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  {
    turns: ["should i stash Aiyuk on IR or just cut him? i honestly don't know"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  { turns: ["i need a roster spot for a waiver guy... who should i cut? sorry not sure"], expect: "dropStash" },
  {
    turns: ["is it dumb to hold Mark Andrews while he's out?", "and Goedert?"],
    expect: "dropStash",
    players: ["Dallas Goedert"],
  },
  { turns: ["maybe i should drop one of my injured guys... which ones are even worth keeping?"], expect: "dropStash" },
  {
    turns: ["sorry, should i keep Kyle Pitts or let him go", "what if i need the spot for a kicker"],
    expect: "dropStash",
    players: ["Kyle Pitts"],
  },

  // byeCover
  {
    turns: ["sorry, Bijan's on bye next week... who should i play in his place?"],
    expect: "byeCover",
    players: ["Bijan Robinson"],
    position: "RB",
    week: "next",
  },
  {
    turns: ["who could i pick up to cover my TE spot while Trey McBride is out?"],
    expect: "byeCover",
    players: ["Trey McBride"],
    position: "TE",
  },
  {
    turns: ["Josh Allen is on bye in week 12 right?", "ok who should I stream at QB that week then"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
    week: 12,
  },
  {
    turns: ["my kicker Aubrey has a bye this week, sorry, who do i use instead?"],
    expect: "byeCover",
    players: ["Brandon Aubrey"],
    position: "K",
  },
  {
    turns: ["not sure how to handle it but my defense is on bye next week, who should i grab?"],
    expect: "byeCover",
    position: "DEF",
    week: "next",
  },
  {
    turns: ["Amon-Ra is on bye this week, ugh", "who's the best replacement for him, maybe off waivers?"],
    expect: "byeCover",
    players: ["Amon-Ra St. Brown"],
    position: "WR",
  },

  // scenario
  {
    turns: ["sorry if this is wishful thinking but what are my odds if i win out?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["what happens to my playoff chances if i lose this week? kinda scared to ask"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["if i go 3-2 the rest of the way, do i make it? i'm worried i won't"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["what are my playoff odds", "and if i win 2 of my last 4?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["maybe a dumb q but if i win like 3 more games am i in?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  {
    turns: ["what if I win out, sorry", "ok and if i only go 2-1?"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },

  // tradeIdeas
  {
    turns: ["sorry, what could i maybe get for Jaylen Waddle if i shopped him?"],
    expect: "tradeIdeas",
    players: ["Jaylen Waddle"],
  },
  {
    turns: [
      "not sure if this is realistic but could i package Chuba Hubbard " +
        "and Jakobi Meyers for an upgrade somewhere? like a 2 for 1",
    ],
    expect: "tradeIdeas",
    players: ["Chuba Hubbard", "Jakobi Meyers"],
  },
  {
    turns: ["which teams in the league need a running back? i might try to deal one, not sure yet"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: ["any trade ideas for me, sorry if that's too broad", "ok what about someone who needs a QB"],
    expect: "tradeIdeas",
    position: "QB",
  },
  {
    turns: ["maybe i should make a trade but i don't even know with who... who'd be good trade partners for me?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["what could i get for Kamara?", "and if i added Rhamondre, like a 2-for-1?"],
    expect: "tradeIdeas",
    players: ["Alvin Kamara", "Rhamondre Stevenson"],
  },

  // help
  { turns: ["hi, sorry, first time using this... what can you actually do?"], expect: "help" },
  { turns: ["um hello? not sure if i'm doing this right"], expect: "help" },
  { turns: ["how am i supposed to ask you stuff? like what kind of questions work best"], expect: "help" },
  { turns: ["hey, hope this isn't a dumb question but can you help me with my fantasy team?"], expect: "help" },
  { turns: ["hi", "sorry, what are you able to help with exactly?"], expect: "help" },

  // None
  {
    turns: ["sorry this isn't really football but is it gonna rain saturday for my kid's soccer game?"],
    expect: "None",
  },
  { turns: ["would you be able to help with my fantasy basketball lineup too, or is that not ok?"], expect: "None" },
  { turns: ["maybe a weird ask but do you have a good chili recipe for my watch party?"], expect: "None" },
  { turns: ["tell me a joke? sorry, rough week lol"], expect: "None" },
  {
    turns: [
      "who should i start this week, Jefferson or Lamb?",
      "sorry totally unrelated but should i ask my boss for a raise",
    ],
    expect: "None",
  },

  // two questions
  { turns: ["sorry, two things... what's my record and what are my playoff odds?"], expect: ["record", "playoffs"] },
  {
    turns: ["should i start Hurts or Mahomes this week? and also who should i pick up off waivers, if that's ok"],
    expect: ["startSit", "waivers"],
    players: ["Jalen Hurts", "Patrick Mahomes"],
  },
  {
    turns: ["is Saquon playing this week and if so is he even worth starting?"],
    expect: ["status", "outlook"],
    players: ["Saquon Barkley"],
  },
  {
    turns: ["hey sorry to bug you again", "who am i playing this week and how many points am i projected for?"],
    expect: ["matchup", "projectedTotal"],
  },
  { turns: ["any of my guys hurt? and um could you set my lineup after that"], expect: ["rosterStatus", "lineup"] },
  {
    turns: ["what could i get for Terry McLaurin, and also who are some buy-low guys i could target?"],
    expect: ["tradeIdeas", "buyLow"],
    players: ["Terry McLaurin"],
  },
  {
    turns: ["sorry, who's leading the league and what are my chances if I win out?"],
    expect: ["leaders", "scenario"],
    scenario: "win-out",
  },
  {
    turns: [
      "i'm kinda stressed about my team",
      "should i drop Jordan Addison and who's a sleeper i could stash instead?",
    ],
    expect: ["dropStash", "sleepers"],
    players: ["Jordan Addison"],
  },
  {
    turns: ["rank my WRs for this week, and um, is Justin Jefferson for real this year?"],
    expect: ["positionRank", "outlook"],
    players: ["Justin Jefferson"],
    position: "WR",
  },
  {
    turns: [
      "sorry, is DK Metcalf or Xavier Worthy better for the rest of " +
        "the season, and how much FAAB should I spend on Monangai?",
    ],
    expect: ["compare", "waivers"],
    players: ["DK Metcalf", "Xavier Worthy", "Kyle Monangai"],
  },
];
