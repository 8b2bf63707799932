// Blind held-out evaluation set 153 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a dynasty-league veteran who still asks about this redraft league — assets,
// windows, contending.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_153: HeldOutCase[] = [
  // startSit
  {
    turns: ["Contending teams can't afford a dud. Do I start Breece Hall or James Cook this week?"],
    expect: "startSit",
    players: ["Breece Hall", "James Cook"],
  },
  {
    turns: ["Win-now mindset, no sentiment: Mike Evans or Chris Godwin in my lineup for week 11?"],
    expect: "startSit",
    players: ["Mike Evans", "Chris Godwin"],
    week: 11,
  },
  {
    turns: [
      "In dynasty I'd never bench a young asset, but this is redraft. Rome Odunze or Jameson " + "Williams this week?",
      "Same pair for next week. Does the call hold?",
    ],
    expect: "startSit",
    players: ["Rome Odunze", "Jameson Williams"],
    week: "next",
  },
  {
    turns: [
      "Points are the only currency in a one-year window. Goff, Mayfield or Mahomes under center " + "this week?",
    ],
    expect: "startSit",
    players: ["Jared Goff", "Baker Mayfield", "Patrick Mahomes"],
  },
  {
    turns: [
      "Who do I fire up this week, Kyle Pitts or Jake Ferguson?",
      "Add Hunter Henry to the mix. Which of the three starts?",
    ],
    expect: "startSit",
    players: ["Kyle Pitts", "Jake Ferguson", "Hunter Henry"],
  },
  {
    turns: [
      "Forget age curves for a second. Does Kamara or Rhamondre give me more juice this Sunday? " +
        "Only one of them plays.",
    ],
    expect: "startSit",
    players: ["Alvin Kamara", "Rhamondre Stevenson"],
  },

  // compare
  {
    turns: ["Asset to asset, from now through the fantasy playoffs: Puka Nacua or Amon-Ra St. Brown?"],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "Not this week, the rest of the season. Who do you like more, Kyren Williams or Josh Jacobs? " +
        "In my dynasty league that's an easy call, here I'm not sure.",
    ],
    expect: "compare",
    players: ["Kyren Williams", "Josh Jacobs"],
  },
  {
    turns: [
      "Compare Drake Maye and Jaxson Dart for the rest of the season. Which QB is the better piece?",
      "Fold Bo Nix into that. How do all three compare the rest of the way?",
    ],
    expect: "compare",
    players: ["Drake Maye", "Jaxson Dart", "Bo Nix"],
  },
  {
    turns: ["Which is the sturdier piece for the rest of my contending window: Nico Collins or Garrett Wilson?"],
    expect: "compare",
    players: ["Nico Collins", "Garrett Wilson"],
  },
  {
    turns: [
      "Dynasty brain says Ashton Jeanty, redraft brain says De'Von Achane. For the rest of this " +
        "season, who's the better back?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "De'Von Achane"],
  },
  {
    turns: [
      "Over the rest of the year, who's the more valuable piece: JSN or Malik Nabers?",
      "Swap Nabers out for CeeDee Lamb. Same question.",
    ],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "CeeDee Lamb"],
  },

  // slot
  {
    turns: ["I'm contending, so every slot matters. Who should be my flex this week?"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["Who takes my WR1 spot this week? I've got too many middling assets fighting over it."],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["Who fills my RB2 spot this week?", "And in week 12, who's the RB2 then?"],
    expect: "slot",
    position: "RB",
    week: 12,
  },
  {
    turns: ["My quarterback situation is a mess of depreciating assets. Who should start at QB for me this week?"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["Who goes at flex this week?", "ok and at tight end?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["For a team in its title window, who's the right play at flex next week?"],
    expect: "slot",
    position: "FLEX",
    week: "next",
  },

  // lineup
  {
    turns: ["Treat my roster like a contender's war chest and set the optimal lineup for this week."],
    expect: "lineup",
  },
  {
    turns: ["Any changes to my lineup? I want the strongest group we can field while the window's open."],
    expect: "lineup",
  },
  {
    turns: ["Who's hurt on my roster this week?", "OK, with that in mind, optimize my full lineup."],
    expect: "lineup",
  },
  {
    turns: ["Look over my lineup for me. In dynasty I tinker all week, but here I just want it right."],
    expect: "lineup",
  },
  {
    turns: ["Set my lineup for this week.", "Now do the same for next week."],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["Set my lineup and show me which injuries and byes I'm working around."],
    expect: ["lineup", "rosterStatus"],
  },

  // outlook
  {
    turns: ["What's the rest-of-season outlook for Ja'Marr Chase? Still the centerpiece of a contender?"],
    expect: "outlook",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["How many points do you see Derrick Henry posting this week? Age curve be damned."],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: ["Is Quinshon Judkins worth starting this week, or is he more of a future piece?"],
    expect: "outlook",
    players: ["Quinshon Judkins"],
  },
  {
    turns: ["What's Brock Bowers projected for this week?", "and Kelce, the old veteran?"],
    expect: "outlook",
    players: ["Travis Kelce"],
  },
  {
    turns: ["Give me a projection for Woody Marks in week 11. Is he a real contributor yet?"],
    expect: "outlook",
    players: ["Woody Marks"],
    week: 11,
  },
  {
    turns: ["How's Saquon Barkley looking for the rest of the season?", "Same for CMC. Is the tread holding up?"],
    expect: "outlook",
    players: ["Christian McCaffrey"],
  },

  // status
  {
    turns: ["Is Ladd McConkey playing this week? I can't afford a zero with the title window open."],
    expect: "status",
    players: ["Ladd McConkey"],
  },
  {
    turns: ["Latest news on Omarion Hampton? Last I heard my young back was banged up."],
    expect: "status",
    players: ["Omarion Hampton"],
  },
  {
    turns: ["Is George Pickens on bye this week, or is my WR asset suiting up?"],
    expect: "status",
    players: ["George Pickens"],
  },
  {
    turns: ["Any injury news on Joe Burrow?", "What about Lamar?"],
    expect: "status",
    players: ["Lamar Jackson"],
  },
  {
    turns: ["Is Justin Jefferson active this week?", "and Jordan Addison, is he healthy?"],
    expect: "status",
    players: ["Jordan Addison"],
  },
  {
    turns: ["Is Tyrone Tracy Jr. healthy, and is he worth starting this week?"],
    expect: ["status", "outlook"],
    players: ["Tyrone Tracy Jr."],
  },

  // tradeValue
  {
    turns: ["What's Jonathan Taylor's market value right now? In dynasty he'd be a sell, but this is redraft."],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["Is it time to sell high on Trey McBride, or do I hold the asset through the playoffs?"],
    expect: "tradeValue",
    players: ["Trey McBride"],
  },
  {
    turns: ["How's the market valuing Chase Brown these days? What's he worth in a trade?"],
    expect: "tradeValue",
    players: ["Chase Brown"],
  },
  {
    turns: ["What's Tetairoa McMillan's trade value?", "and Egbuka? buy, sell or hold?"],
    expect: "tradeValue",
    players: ["Emeka Egbuka"],
  },
  {
    turns: ["Is Davante Adams a depreciating asset I should move now, or is his trade value still solid?"],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: [
      "What's Bucky Irving worth on the trade market?",
      "Okay, how about Skattebo? What kind of value does he carry?",
    ],
    expect: "tradeValue",
    players: ["Cam Skattebo"],
  },

  // buyLow
  {
    turns: ["I want to acquire undervalued assets before the deadline. Who are the best buy-low candidates?"],
    expect: "buyLow",
  },
  {
    turns: ["Which players are being undersold right now? Who should I buy low on?"],
    expect: "buyLow",
  },
  {
    turns: ["What trade ideas do you have for me?", "Narrow it down. Who are the buy-low targets?"],
    expect: "buyLow",
  },
  {
    turns: ["Give me some buy-low guys a contender should target: production dipped, role intact."],
    expect: "buyLow",
  },
  {
    turns: ["Who's the market sleeping on? I want buy-low targets, not lottery tickets."],
    expect: "buyLow",
  },
  {
    turns: ["Is Tyreek Hill a sell?", "Forget individual guys. In general, who should I be buying low on?"],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["Offer on the table: my Kyren Williams for his Garrett Wilson. As a contender, do I take it?"],
    expect: "trade",
    players: ["Kyren Williams", "Garrett Wilson"],
  },
  {
    turns: [
      "Should I give Xavier Worthy and Jakobi Meyers for Terry McLaurin? Consolidating two assets " + "into one.",
    ],
    expect: "trade",
    players: ["Xavier Worthy", "Jakobi Meyers", "Terry McLaurin"],
  },
  {
    turns: ["I'd be giving Josh Allen for Lamar Jackson and Rico Dowdle. Who wins that trade?"],
    expect: "trade",
    players: ["Josh Allen", "Lamar Jackson", "Rico Dowdle"],
  },
  {
    turns: ["Should I trade Sam LaPorta for Tucker Kraft?", "What if they throw in Javonte Williams?"],
    expect: "trade",
    players: ["Sam LaPorta", "Tucker Kraft", "Javonte Williams"],
  },
  {
    turns: [
      "Trade check: Travis Etienne Jr. out, Kyle Monangai and Mike Evans in. Accept or decline? " +
        "Feels like a dynasty rebuilder's deal.",
    ],
    expect: "trade",
    players: ["Travis Etienne Jr.", "Kyle Monangai", "Mike Evans"],
  },
  {
    turns: [
      "Give Chris Olave for DK Metcalf. Good deal for a contender?",
      "Change it: Olave for A.J. Brown instead. Better?",
    ],
    expect: "trade",
    players: ["Chris Olave", "A.J. Brown"],
  },

  // waivers
  {
    turns: ["Who should I add off waivers this week? I want a contributor now, not a stash for 2026."],
    expect: "waivers",
  },
  {
    turns: ["How much FAAB would you put on Jaylen Warren? My budget's healthy since I never chase shiny assets."],
    expect: "waivers",
    players: ["Jaylen Warren"],
  },
  {
    turns: [
      "Which of my depth pieces is the first to go?",
      "And who's the free agent to grab in his place, someone who helps a contender now?",
    ],
    expect: "waivers",
  },
  {
    turns: ["Any waiver adds worth making?", "What should I bid on Tony Pollard?"],
    expect: "waivers",
    players: ["Tony Pollard"],
  },
  {
    turns: ["Is anybody on waivers actually worth a claim this week, or is the pool picked clean?"],
    expect: "waivers",
  },
  {
    turns: ["Who should I grab off waivers this week, and who are some deeper sleepers to keep an eye on?"],
    expect: ["waivers", "sleepers"],
  },

  // playoffs
  {
    turns: ["Is my contending window actually open? What are my playoff odds?"],
    expect: "playoffs",
  },
  {
    turns: ["How many wins have I banked?", "So what are my chances of winning the whole thing this year?"],
    expect: "playoffs",
  },
  {
    turns: ["Is Coach Harper's team going to make the playoffs, or are they a rebuild in disguise?"],
    expect: "playoffs",
    team: "Fourth & Long Shots",
  },
  {
    turns: ["What are Blitz Brigade's playoff odds?", "And the Audible Alchemists?"],
    expect: "playoffs",
    team: "Audible Alchemists",
  },
  {
    turns: ["Have I clinched anything yet, or is a first-round bye still in play?"],
    expect: "playoffs",
  },
  {
    turns: ["What are the Sunday Scaries' playoff odds, and what's their record?"],
    expect: ["playoffs", "record"],
    team: "Sunday Scaries",
  },

  // improveOdds
  {
    turns: ["I'm not punting this season. What moves would most improve my playoff odds?"],
    expect: "improveOdds",
  },
  {
    turns: ["How do I turn this season around? I'd rather push my chips in than start a rebuild."],
    expect: "improveOdds",
  },
  {
    turns: ["What should I be doing to give myself a better shot at the postseason?"],
    expect: "improveOdds",
  },
  {
    turns: ["Where am I in the standings?", "Not good enough. What moves raise my odds of getting in?"],
    expect: "improveOdds",
  },
  {
    turns: ["Contender or pretender, either way: what transactions boost my playoff chances the most?"],
    expect: "improveOdds",
  },
  {
    turns: ["Am I making the playoffs?", "What can I do to improve those chances?"],
    expect: "improveOdds",
  },

  // matchup
  {
    turns: ["Who's my opponent this week? Another contender, or someone already playing for next year?"],
    expect: "matchup",
  },
  {
    turns: ["What's my win probability this week? One loss could slam my window shut."],
    expect: "matchup",
  },
  {
    turns: ["Planning ahead like it's dynasty: am I favored in my week 12 matchup?"],
    expect: "matchup",
    week: 12,
  },
  {
    turns: ["Who am I playing this week?", "Who's favored in that one?"],
    expect: "matchup",
  },
  {
    turns: ["What's Coach Finley's matchup this week?", "And Coach Rowan's?"],
    expect: "matchup",
    team: "End Zone Envy",
  },
  {
    turns: ["Who do I play next week, and what's my record heading into it?"],
    expect: ["matchup", "record"],
    week: "next",
  },

  // record
  {
    turns: ["What's my record? I need to know if I'm a buyer or a seller."],
    expect: "record",
  },
  {
    turns: ["Who's in first?", "And where do I sit?"],
    expect: "record",
  },
  {
    turns: ["What's Coach Quinn's record? Trying to figure out if he's a buyer or a seller."],
    expect: "record",
    team: "Blitz Brigade",
  },
  {
    turns: ["Where's Two-Minute Drill in the standings?", "And Hail Mary Heroes?"],
    expect: "record",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["How's Gridiron Gurus stacking up in the standings? Contender or stuck in the middle?"],
    expect: "record",
    team: "Gridiron Gurus",
  },
  {
    turns: ["Where am I in the standings, and who's the top team?"],
    expect: ["record", "leaders"],
  },

  // rosterStatus
  {
    turns: ["Run an injury and bye check on my whole roster for this week."],
    expect: "rosterStatus",
  },
  {
    turns: ["How healthy is my roster right now? Any of my assets sitting in the training room?"],
    expect: "rosterStatus",
  },
  {
    turns: ["Any byes hitting my roster in week 13? I like to plan my depth ahead of time."],
    expect: "rosterStatus",
    week: 13,
  },
  {
    turns: ["What's the injury situation on my roster?", "And for week 11?"],
    expect: "rosterStatus",
    week: 11,
  },
  {
    turns: ["Who on my roster is on bye this week?", "and next week, any of my assets off?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["Which of my guys are hurt or on bye this week, and who should I drop?"],
    expect: ["rosterStatus", "dropStash"],
  },

  // positionRank
  {
    turns: ["Rank my receiver room for this week. I've got a lot of assets and only so many starting spots."],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Rank my tight ends for week 12. I'm carrying three TE assets and only one starts."],
    expect: "positionRank",
    position: "TE",
    week: 12,
  },
  {
    turns: ["Rank my RBs this week", "now the wideouts"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["How do my quarterbacks stack up this week, best to worst? I hoard them like dynasty assets."],
    expect: "positionRank",
    position: "QB",
  },
  {
    turns: ["Rank my wide receivers for this week.", "and my TEs?"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["Rank my running backs this week.", "Redo it for next week."],
    expect: "positionRank",
    position: "RB",
    week: "next",
  },

  // projectedTotal
  {
    turns: ["What's my projected point total this week? Does it look like a contender's number?"],
    expect: "projectedTotal",
  },
  {
    turns: ["What's my team projected for in week 11, and what's the realistic range?"],
    expect: "projectedTotal",
    week: 11,
  },
  {
    turns: ["How many points does my roster project to score this week, floor and ceiling?"],
    expect: "projectedTotal",
  },
  {
    turns: ["Is my contending squad favored this week?", "What's my projected total?"],
    expect: "projectedTotal",
  },
  {
    turns: ["What's my projected score for this week?", "and week 12?"],
    expect: "projectedTotal",
    week: 12,
  },
  {
    turns: ["Give me my team's projected total for next week. Is that a contender's number?"],
    expect: "projectedTotal",
    week: "next",
  },

  // leaders
  {
    turns: ["Who's the best team in the league right now, the real contender?"],
    expect: "leaders",
  },
  {
    turns: ["Who leads the league in points scored? That's the team whose window is wide open."],
    expect: "leaders",
  },
  {
    turns: ["What's Coach Reese's record?", "and which team is in first place?"],
    expect: "leaders",
  },
  {
    turns: ["How's my record looking for a team in win-now mode?", "Who's on top of the league?"],
    expect: "leaders",
  },
  {
    turns: ["Which roster is the strongest in this league? Who's the one to beat?"],
    expect: "leaders",
  },
  {
    turns: ["Who's the top-scoring team in the league, and what are their playoff odds?"],
    expect: ["leaders", "playoffs"],
  },

  // sleepers
  {
    turns: ["Who are some sleepers for next week? The kind of guys I'd put on a taxi squad."],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Any deep sleepers worth a look for next week? I like getting in on guys before they pop."],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Give me a couple of sleeper pickups nobody's rostering."],
    expect: "sleepers",
  },
  {
    turns: ["Who should I pick up this week?", "Deeper than that. Any sleepers?"],
    expect: "sleepers",
  },
  {
    turns: [
      "Who are the sleepers at this point of the season? In dynasty I'd call them prospects; " +
        "here they need to score soon.",
    ],
    expect: "sleepers",
  },
  {
    turns: ["Any sleepers for next week?", "Even deeper. Who's the one nobody's talking about?"],
    expect: "sleepers",
    week: "next",
  },

  // dropStash
  {
    turns: ["Who's the weakest asset on my roster? Who should I drop?"],
    expect: "dropStash",
  },
  {
    turns: ["Should I drop Jaylen Waddle or stash him through the injury?"],
    expect: "dropStash",
    players: ["Jaylen Waddle"],
  },
  {
    turns: ["Is it time to cut ties with Brian Thomas Jr. and drop him?"],
    expect: "dropStash",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["Is Mark Andrews close to returning?", "Should I keep stashing him or drop him?"],
    expect: "dropStash",
    players: ["Mark Andrews"],
  },
  {
    turns: ["Who's the first guy I cut if I need a roster spot for a waiver add?"],
    expect: "dropStash",
  },
  {
    turns: ["Which bench asset is the most expendable?", "What about Xavier Worthy, drop or hold?"],
    expect: "dropStash",
    players: ["Xavier Worthy"],
  },

  // byeCover
  {
    turns: ["George Kittle's on bye this week. Who's a TE I can stream?"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
  },
  {
    turns: ["My RB1 is on bye. Who's a replacement running back for this week?"],
    expect: "byeCover",
    position: "RB",
  },
  {
    turns: ["Lamar's on bye next week. Who's a QB I can stream to cover him?"],
    expect: "byeCover",
    players: ["Lamar Jackson"],
    position: "QB",
    week: "next",
  },
  {
    turns: ["Who's on bye for me this week?", "Find me a fill-in WR for Puka then."],
    expect: "byeCover",
    players: ["Puka Nacua"],
    position: "WR",
  },
  {
    turns: ["I need a one-week kicker since mine has a bye. Who's out there?"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["Is Jalen Hurts on bye this week?", "Then who's a backup QB to carry me through?"],
    expect: "byeCover",
    players: ["Jalen Hurts"],
    position: "QB",
  },

  // scenario
  {
    turns: ["If I win out, what are my playoff odds?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["What if I go 2-2 the rest of the way? Do I get in?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["If I lose this week, is my window closed? What happens to my playoff odds?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["Am I a playoff team?", "What if I win 3 of my last 5?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["What are my playoff odds as things stand?", "What if I win just one more game?"],
    expect: "scenario",
    scenario: { wins: 1, games: null },
  },
  {
    turns: ["If I lose this week, what are my playoff odds, and what moves would help?"],
    expect: ["scenario", "improveOdds"],
    scenario: "lose-this-week",
  },

  // tradeIdeas
  {
    turns: ["What trades should I make to consolidate my depth into a real contender?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Who would trade for Derrick Henry? Might as well move the aging asset while he's producing."],
    expect: "tradeIdeas",
    players: ["Derrick Henry"],
  },
  {
    turns: ["Which teams need a tight end? I've got surplus TE assets to move."],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: ["Is Chuba Hubbard a sell?", "Who in the league would actually trade for him?"],
    expect: "tradeIdeas",
    players: ["Chuba Hubbard"],
  },
  {
    turns: ["Give me some 2-for-1 trade ideas where I'm the one getting the stud."],
    expect: "tradeIdeas",
  },
  {
    turns: ["Rank my QBs this week", "I've got an extra one. Which teams need a QB?"],
    expect: "tradeIdeas",
    position: "QB",
  },

  // help
  {
    turns: ["What can this GM do? My dynasty app has trade calculators. What do you offer?"],
    expect: "help",
  },
  {
    turns: ["How do I use you? Coming over from dynasty-land, this app is new to me."],
    expect: "help",
  },
  {
    turns: ["What are all the things you can help me with?"],
    expect: "help",
  },
  {
    turns: ["yo", "what can you do"],
    expect: "help",
  },
  {
    turns: ["Give me a quick rundown of your features before I trust you with a contending roster."],
    expect: "help",
  },
  {
    turns: ["Can you explain how I'm supposed to ask you things? Different beast from my dynasty apps."],
    expect: "help",
  },

  // None
  {
    turns: ["Will it rain in Chicago this weekend? I'm hosting the dynasty rookie draft party outside."],
    expect: "None",
  },
  {
    turns: ["Should I start Mike Evans or Chris Godwin?", "Totally unrelated: who wins the World Series next year?"],
    expect: "None",
  },
  {
    turns: ["Know any good jokes? My dynasty team is mid-rebuild and I need a laugh."],
    expect: "None",
  },
  {
    turns: ["What's a good recipe for smoked brisket? I want to impress the league at our trade-deadline cookout."],
    expect: "None",
  },
  {
    turns: ["My wife wants to go on vacation during the fantasy playoffs. How do I talk her out of it?"],
    expect: "None",
  },
  {
    turns: [
      "Is my record good enough to call this a contending year?",
      "Anyway, what's the best hockey team this year?",
    ],
    expect: "None",
  },
];
