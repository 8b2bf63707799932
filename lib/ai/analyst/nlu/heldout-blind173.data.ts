// Blind held-out evaluation set 173 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a British fan new to American football (British spellings and words, soccer terms).
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_173: HeldOutCase[] = [
  // startSit
  {
    turns: ["Right, bit of a selection headache for Sunday's match — do I start Puka Nacua or Ja'Marr Chase?"],
    expect: "startSit",
    players: ["Puka Nacua", "Ja'Marr Chase"],
  },
  {
    turns: ["Should I be playing Kittle this weekend or leaving him on the bench? Reckon he's worth a start?"],
    expect: "startSit",
    players: ["George Kittle"],
  },
  {
    turns: [
      "Hurts or Bo Nix at quarterback for this weekend's fixture?",
      "Cheers. And if I'd picked up Jaxson Dart instead of Nix, would it be Hurts or Dart?",
    ],
    expect: "startSit",
    players: ["Jalen Hurts", "Jaxson Dart"],
  },
  {
    turns: ["Week 11 question: Emeka Egbuka or Tetairoa McMillan in my starting eleven?"],
    expect: "startSit",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
    week: 11,
  },
  {
    turns: [
      "Bit new to all this, so forgive me — do I field Omarion Hampton or Quinshon Judkins this week? " +
        "Only room for one of them.",
    ],
    expect: "startSit",
    players: ["Omarion Hampton", "Quinshon Judkins"],
  },
  {
    turns: [
      "Who should I start this week, Trey McBride or Brock Bowers?",
      "Brilliant, cheers. Same question for next week then?",
    ],
    expect: "startSit",
    players: ["Trey McBride", "Brock Bowers"],
    week: "next",
  },

  // compare
  {
    turns: [
      "Long term, who's the better player to have for the rest of the season: Jaxon Smith-Njigba or Garrett Wilson?",
    ],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Garrett Wilson"],
  },
  {
    turns: [
      "Not fussed about this weekend's fixture — over the remaining weeks of the season, would you " +
        "rather have De'Von Achane or Jonathan Taylor?",
    ],
    expect: "compare",
    players: ["De'Von Achane", "Jonathan Taylor"],
  },
  {
    turns: ["For the rest of the campaign, is Lamar Jackson or Josh Allen the better quarterback to own?"],
    expect: "compare",
    players: ["Lamar Jackson", "Josh Allen"],
  },
  {
    turns: [
      "How's Ashton Jeanty looking for the rest of the season?",
      "And measured against Kyren Williams from here to the end of the season, which of the two would you back?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Kyren Williams"],
  },
  {
    turns: [
      "Is Sam LaPorta worth starting this week?",
      "Leaving this week aside, who's the better tight end for the rest of the season, LaPorta or Tucker Kraft?",
    ],
    expect: "compare",
    players: ["Sam LaPorta", "Tucker Kraft"],
  },
  {
    turns: [
      "Should I start Drake London or Nico Collins this week?",
      "Fair enough. But forgetting this week, which of them is the better player to own for the rest of the season?",
    ],
    expect: "compare",
    players: ["Drake London", "Nico Collins"],
  },

  // slot
  { turns: ["Who should play in my flex spot this week, mate?"], expect: "slot", position: "FLEX" },
  { turns: ["Who's my quarterback this weekend? Haven't the foggiest who to pick."], expect: "slot", position: "QB" },
  { turns: ["Which of my lads should fill the RB2 spot on Sunday?"], expect: "slot", position: "RB" },
  {
    turns: ["Who goes in my tight end slot for this week's match? Reckon you can sort that?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["Who should fill my flex this week?", "Lovely. And who'd you put at flex for next week's match?"],
    expect: "slot",
    position: "FLEX",
    week: "next",
  },
  {
    turns: [
      "Is my lineup alright for Sunday?",
      "Actually, just tell me who should be in my WR2 spot — that's the one I'm unsure about.",
    ],
    expect: "slot",
    position: "WR",
  },

  // lineup
  {
    turns: ["Can you set my best starting lineup for this week? Still getting my head round how many spots there are."],
    expect: "lineup",
  },
  {
    turns: ["Have a look over my team sheet for Sunday — is my starting lineup alright or have I cocked it up?"],
    expect: "lineup",
  },
  { turns: ["Optimise my lineup please, mate. Best possible side for the weekend."], expect: "lineup" },
  {
    turns: ["Is my lineup sorted for week 11? Want to set it before I head off on holiday."],
    expect: "lineup",
    week: 11,
  },
  {
    turns: ["Who've I got on bye this week?", "Right, given that, can you just pick my entire starting lineup for me?"],
    expect: "lineup",
  },
  {
    turns: [
      "Who should I start at flex this week?",
      "Actually, scrap that — just sort the whole starting lineup for me, top to bottom.",
    ],
    expect: "lineup",
  },

  // outlook
  {
    turns: ["How's Puka Nacua looking for this weekend's match? What sort of points should I expect from him?"],
    expect: "outlook",
    players: ["Puka Nacua"],
  },
  {
    turns: ["Is Tetairoa McMillan actually any good, or is it all hype? Still learning who's who over there."],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
  },
  {
    turns: ["What's Derrick Henry's ceiling and floor this week? Keen to know the best and worst case."],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: [
      "Start Saquon or Bucky Irving this week?",
      "Fair enough. Tell me a bit more about Bucky's outlook for the rest of the season then.",
    ],
    expect: "outlook",
    players: ["Bucky Irving"],
  },
  {
    turns: ["Projection for Amon-Ra this weekend, please — the Lions chap, St. Brown."],
    expect: "outlook",
    players: ["Amon-Ra St. Brown"],
  },
  {
    turns: ["Who's Woody Marks? Never heard of the fella.", "Go on then, what's his outlook over the next fortnight?"],
    expect: "outlook",
    players: ["Woody Marks"],
  },

  // status
  {
    turns: ["Is Christian McCaffrey fit to play this week or is he carrying a knock?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Has Tyreek Hill been training this week? The practice report, I mean."],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["Will Malik Nabers actually play on Sunday? Heard rumours he's picked up an injury."],
    expect: "status",
    players: ["Malik Nabers"],
  },
  {
    turns: [
      "Should I start Rashee Rice or Tee Higgins this week?",
      "Hang on, is Rice even playing? Any injury news on him?",
    ],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["What's the injury situation with Mark Andrews — is he listed as questionable for the match?"],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: ["What's Chris Godwin's outlook?", "Is he actually fit though, or still sidelined with that injury?"],
    expect: "status",
    players: ["Chris Godwin"],
  },

  // tradeValue
  {
    turns: ["What's Jonathan Taylor's trade value at the moment? Is he worth a lot?"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["Should I be selling high on Rico Dowdle while he's in such brilliant form?"],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  { turns: ["Is Justin Jefferson a buy-low at the minute?"], expect: "tradeValue", players: ["Justin Jefferson"] },
  {
    turns: ["How much is Jaxson Dart worth in a trade these days? Rated or overrated?"],
    expect: "tradeValue",
    players: ["Jaxson Dart"],
  },
  {
    turns: [
      "How's Javonte Williams been getting on?",
      "Right, and what's his trade value — is now the time to cash in?",
    ],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },
  {
    turns: [
      "Who are some sell-high candidates in the league?",
      "What about Travis Etienne specifically — should I sell high on him?",
    ],
    expect: "tradeValue",
    players: ["Travis Etienne Jr."],
  },

  // buyLow
  { turns: ["Who are the best buy-low candidates in the league at the moment?"], expect: "buyLow" },
  { turns: ["Any sell-high candidates on my squad I should be cashing in on?"], expect: "buyLow" },
  {
    turns: [
      "Give me a few buy-low targets — players whose value has dipped but who should bounce back, " +
        "like a striker in a goal drought.",
    ],
    expect: "buyLow",
  },
  {
    turns: ["Is Rico Dowdle a sell-high?", "Fair. Who else should I be selling high on before their form drops off?"],
    expect: "buyLow",
  },
  {
    turns: ["Is Justin Jefferson a buy-low?", "Okay, and who else is a buy-low candidate at the moment?"],
    expect: "buyLow",
  },
  { turns: ["Buy low, sell high — who fits either bill across the league this week?"], expect: "buyLow" },

  // trade
  {
    turns: ["Should I accept this: I give Derrick Henry, I get Ja'Marr Chase?"],
    expect: "trade",
    players: ["Derrick Henry", "Ja'Marr Chase"],
  },
  {
    turns: ["Someone's offered me Drake London for my Garrett Wilson. Good deal or daylight robbery?"],
    expect: "trade",
    players: ["Drake London", "Garrett Wilson"],
  },
  {
    turns: ["2-for-1 offer on the table: my Kyle Pitts and Jordan Addison for CeeDee Lamb. Do I take it?"],
    expect: "trade",
    players: ["Kyle Pitts", "Jordan Addison", "CeeDee Lamb"],
  },
  {
    turns: ["Would it be sensible to swap Travis Kelce for Jake Ferguson plus Chuba Hubbard?"],
    expect: "trade",
    players: ["Travis Kelce", "Jake Ferguson", "Chuba Hubbard"],
  },
  {
    turns: [
      "What's Tony Pollard worth in a trade?",
      "Okay, so if I sent Pollard over and got Zay Flowers back, is that a fair swap?",
    ],
    expect: "trade",
    players: ["Tony Pollard", "Zay Flowers"],
  },
  {
    turns: [
      "Someone wants Josh Jacobs off me and is offering James Cook in return.",
      "Should I accept, or is that a poor deal for me?",
    ],
    expect: "trade",
    players: ["Josh Jacobs", "James Cook"],
  },

  // tradeIdeas
  {
    turns: ["Which team in the league is short of running backs and might fancy a deal with me?"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: ["What could I get for Davante Adams if I put him up for trade?"],
    expect: "tradeIdeas",
    players: ["Davante Adams"],
  },
  {
    turns: ["Who should I be trying to trade for to strengthen my squad? Proper January-window stuff."],
    expect: "tradeIdeas",
  },
  {
    turns: ["Find me a trade partner — I've got too many wide receivers and not enough at tight end."],
    expect: "tradeIdeas",
  },
  {
    turns: [
      "Rank my wide receivers for this week.",
      "Bit thin, aren't they. Which receivers could I trade for to bolster that lot?",
    ],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: [
      "Is Kyle Monangai worth much in a trade?",
      "Right then, which teams might bite if I shop him, and what would they give me?",
    ],
    expect: "tradeIdeas",
    players: ["Kyle Monangai"],
  },

  // waivers
  {
    turns: [
      "Who should I drop from my bench?",
      "Done. Now who's the best free agent to pick up off the waiver wire in his place?",
    ],
    expect: "waivers",
  },
  {
    turns: ["How much of my FAAB budget should I bid on Tyrone Tracy? Bit like a transfer fee, I suppose."],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },
  { turns: ["Any running backs on the wire worth claiming now?"], expect: "waivers", position: "RB" },
  { turns: ["I've got a spare roster spot. Who's the top add available right now?"], expect: "waivers" },
  {
    turns: [
      "Is J.K. Dobbins playing this week?",
      "Blimey. Right, which running back should I claim off waivers then, and what should I bid?",
    ],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["Worth putting a claim in for Woody Marks? What kind of bid are we talking?"],
    expect: "waivers",
    players: ["Woody Marks"],
  },

  // sleepers
  { turns: ["Any deep sleepers worth stashing for the back end of the season?"], expect: "sleepers" },
  { turns: ["Who are some under-the-radar pickups for next week?"], expect: "sleepers", week: "next" },
  {
    turns: ["Give me a couple of stash candidates — lads who might break out in a few weeks' time."],
    expect: "sleepers",
  },
  {
    turns: [
      "Who are the best pickups at tight end this week?",
      "Not that lot — I mean deeper sleepers at tight end I could stash for later on.",
    ],
    expect: "sleepers",
    position: "TE",
  },
  {
    turns: ["Who should I pick up this week?", "Fine, and further ahead — any sleepers to stash for the playoffs?"],
    expect: "sleepers",
  },
  { turns: ["Looking for a bargain-bin punt, a proper sleeper, for week 12. Anyone?"], expect: "sleepers", week: 12 },

  // playoffs
  { turns: ["What are my odds of making the playoffs as things stand?"], expect: "playoffs" },
  { turns: ["Am I going to make the play-offs? What's the percentage?"], expect: "playoffs" },
  {
    turns: ["What are the playoff chances for Red Zone Raiders? They look a decent side."],
    expect: "playoffs",
    team: "Red Zone Raiders",
  },
  { turns: ["What's my record?", "And how likely am I to reach the playoffs from here?"], expect: "playoffs" },
  {
    turns: ["What's Pocket Passers' record?", "And what are their chances of making the playoffs?"],
    expect: "playoffs",
    team: "Pocket Passers",
  },

  // improveOdds
  { turns: ["What moves should I make to boost my playoff chances?"], expect: "improveOdds" },
  {
    turns: ["Been a rubbish season so far. How do I turn it round and sneak into the playoffs?"],
    expect: "improveOdds",
  },
  { turns: ["What are my playoff odds?", "Ouch. What would give them the biggest lift?"], expect: "improveOdds" },
  {
    turns: [
      "Bottom half of the table at the moment, flirting with relegation — what changes would give me " +
        "the best shot at the playoffs?",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "Am I making the playoffs if I win out?",
      "And if I can't count on that, which trades or pickups would most improve my chances?",
    ],
    expect: "improveOdds",
  },

  // scenario
  { turns: ["If I win out, do I make the playoffs?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["What happens to my playoff odds if I lose this week's match?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["Suppose I go 3-2 over my last five — what are my playoff chances then?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["With two more wins, am I in the playoffs, do you reckon?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["What are my playoff chances?", "And if I win every remaining game?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["What are my playoff odds?", "What if I only win four of the remaining five fixtures?"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },

  // matchup
  { turns: ["Who am I playing this week, then? Who's the opposition?"], expect: "matchup" },
  { turns: ["Am I favourites for this weekend's match?"], expect: "matchup" },
  { turns: ["What's my win probability this week? Give it me straight."], expect: "matchup" },
  { turns: ["What's the projected score of my match this week — both sides?"], expect: "matchup" },
  { turns: ["What's my record?", "And who's my opponent this weekend — do I win?"], expect: "matchup" },
  {
    turns: ["Who's top of the table?", "Right, and how do I stack up against this week's opposition? Reckon I'll win?"],
    expect: "matchup",
  },

  // record
  { turns: ["What's my win-loss record so far this season?"], expect: "record" },
  { turns: ["Show me the standings.", "Where am I in that table, then?"], expect: "record" },
  { turns: ["What's Sunday Scaries' record this season?"], expect: "record", team: "Sunday Scaries" },
  {
    turns: ["Who's top of the league?", "And where do Hail Mary Heroes sit?"],
    expect: "record",
    team: "Hail Mary Heroes",
  },
  { turns: ["Where's Coach Finley's side sitting in the standings?"], expect: "record", team: "Waiver Wire Wizards" },

  // leaders
  { turns: ["Who's top of the league?"], expect: "leaders" },
  { turns: ["Show me the full league table."], expect: "leaders" },
  {
    turns: [
      "How many points have I scored this season?",
      "And which team's scored the most points in the whole league?",
    ],
    expect: "leaders",
  },
  { turns: ["What's my record?", "And what does the whole table look like?"], expect: "leaders" },
  {
    turns: ["Who's the best side in the league at the moment — anyone running away with it like a title race?"],
    expect: "leaders",
  },

  // rosterStatus
  { turns: ["Which of my players are injured this week?"], expect: "rosterStatus" },
  { turns: ["Anyone on my team on bye next week?"], expect: "rosterStatus", week: "next" },
  {
    turns: [
      "Is Malik Nabers playing on Sunday?",
      "And what about the rest of my squad — who's questionable or ruled out?",
    ],
    expect: "rosterStatus",
  },
  { turns: ["Any of my lads on bye in week 12?"], expect: "rosterStatus", week: 12 },
  { turns: ["Who on my roster is injured?", "And what about byes next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["Give me a fitness report for my whole squad — knocks, doubts, byes, the lot."], expect: "rosterStatus" },

  // positionRank
  { turns: ["Rank my wide receivers for this week."], expect: "positionRank", position: "WR" },
  {
    turns: ["Order my running backs from best to worst for week 11."],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  { turns: ["How do my tight ends stack up this week? Rank them for me."], expect: "positionRank", position: "TE" },
  { turns: ["Rank my WRs for this week.", "Now do the running backs."], expect: "positionRank", position: "RB" },
  { turns: ["Rank my quarterbacks for this weekend, please."], expect: "positionRank", position: "QB" },
  {
    turns: ["Rank my running backs for this week.", "Lovely. Now the receivers, but for next week."],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },

  // projectedTotal
  { turns: ["How many points is my team projected to score this week?"], expect: "projectedTotal" },
  {
    turns: [
      "Who am I playing this week?",
      "What's my projected total for Sunday, and what sort of range are we looking at?",
    ],
    expect: "projectedTotal",
  },
  { turns: ["What's my team's points projection for week 11?"], expect: "projectedTotal", week: 11 },
  {
    turns: ["Am I favoured this week?", "And how many points am I projected to score myself?"],
    expect: "projectedTotal",
  },
  {
    turns: ["Roughly how many points will my side put up this weekend — best and worst case?"],
    expect: "projectedTotal",
  },

  // dropStash
  { turns: ["Who should I drop to make room on my bench?"], expect: "dropStash" },
  {
    turns: ["Should I drop Rhamondre Stevenson or stash him on IR?"],
    expect: "dropStash",
    players: ["Rhamondre Stevenson"],
  },
  {
    turns: ["Is it time to cut Mike Evans while he's injured, or do I hang on?"],
    expect: "dropStash",
    players: ["Mike Evans"],
  },
  {
    turns: ["Is Brandon Aiyuk playing this week?", "Still out then. Do I drop him or keep stashing him?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["Who's the weakest link on my roster?", "Right, so should I just release Rachaad White then?"],
    expect: "dropStash",
    players: ["Rachaad White"],
  },

  // byeCover
  { turns: ["Who replaces Jalen Hurts while he's on his bye?"], expect: "byeCover", players: ["Jalen Hurts"] },
  { turns: ["My tight end's on bye this week — who covers?"], expect: "byeCover", position: "TE" },
  { turns: ["Who fills in for Lamar Jackson during his bye week?"], expect: "byeCover", players: ["Lamar Jackson"] },
  {
    turns: ["Which of my players are on bye in week 12?", "Right, so who covers for Drake Maye that week?"],
    expect: "byeCover",
    players: ["Drake Maye"],
    week: 12,
  },
  {
    turns: ["Who's on bye next week on my team?", "Right, so who replaces Courtland Sutton for that one?"],
    expect: "byeCover",
    players: ["Courtland Sutton"],
    week: "next",
  },
  {
    turns: ["Need a bye-week fill-in for my running backs in week 11 — who's the cover?"],
    expect: "byeCover",
    position: "RB",
    week: 11,
  },

  // help
  { turns: ["What can you actually do, then?"], expect: "help" },
  {
    turns: ["Hiya, first time using this.", "How does this assistant work — what sort of things can I ask you?"],
    expect: "help",
  },
  { turns: ["Give me a rundown of what you can help me with."], expect: "help" },
  { turns: ["What sort of questions are you any good at answering?"], expect: "help" },

  // None
  { turns: ["What's the weather looking like in Manchester this weekend?"], expect: "None" },
  {
    turns: [
      "Who should I start at flex this week?",
      "Cheers. Completely unrelated, but who do you reckon wins the Premier League this season?",
    ],
    expect: "None",
  },
  { turns: ["What odds are the bookies giving the Chiefs to win on Sunday? Fancy a flutter."], expect: "None" },
  { turns: ["Fancy giving me a recipe for a proper Sunday roast?"], expect: "None" },

  // two-part
  { turns: ["What's my record, and what are my playoff chances?"], expect: ["record", "playoffs"] },
  {
    turns: ["Who am I up against this week and how many points am I projected for?"],
    expect: ["matchup", "projectedTotal"],
  },
  { turns: ["Who should I pick up off waivers, and who do I drop to make room?"], expect: ["waivers", "dropStash"] },
  {
    turns: ["Which of my players are on bye next week, and who covers for them?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
  },
  {
    turns: ["Is Derrick Henry fit to play, and should I start him over Josh Jacobs?"],
    expect: ["status", "startSit"],
    players: ["Derrick Henry", "Josh Jacobs"],
  },
  { turns: ["Who's top of the table, and where am I?"], expect: ["leaders", "record"] },
  {
    turns: ["Things are looking grim, mate.", "What are my playoff odds, and what should I do to improve them?"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["Set my lineup for this week and tell me what it's projected to score."],
    expect: ["lineup", "projectedTotal"],
  },
  { turns: ["Any sleepers worth stashing, and who are the best buy-low targets?"], expect: ["sleepers", "buyLow"] },
  {
    turns: ["How's Saquon been playing?", "What's his trade value these days, and what could I get for him?"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Saquon Barkley"],
  },
];
