// Blind held-out evaluation set 163 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: an Australian who follows the NFL casually — Aussie slang ('reckon', 'mate', 'heaps',
// 'arvo', 'footy'), calls the league 'the comp'.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_163: HeldOutCase[] = [
  // startSit
  {
    turns: ["Mate, Puka or Jamo Williams this arvo? Only got room for one of 'em."],
    expect: "startSit",
    players: ["Puka Nacua", "Jameson Williams"],
  },
  {
    turns: ["Reckon I should start Lamar this week or sit him? Got a feeling he's due a dud in the comp."],
    expect: "startSit",
    players: ["Lamar Jackson"],
  },
  {
    turns: [
      "Kitle or McBride at TE this week, mate?",
      "Actually McBride's locked in at flex. So Kittle or Tucker Kraft for the TE spot then?",
    ],
    expect: "startSit",
    players: ["George Kittle", "Tucker Kraft"],
  },
  {
    turns: [
      "Who do I start in the comp this week, Bijan or Gibbs?",
      "Righto. And who'd you play in week 12 out of those two?",
    ],
    expect: "startSit",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
    week: 12,
  },
  {
    turns: ["Skatt or Judkins this arvo, who gets the nod? Can't split 'em."],
    expect: "startSit",
    players: ["Cam Skattebo", "Quinshon Judkins"],
  },
  {
    turns: ["Should I start Tyreek this week, mate?", "Fair enough. What about next week, do I play him then?"],
    expect: "startSit",
    players: ["Tyreek Hill"],
    week: "next",
  },

  // compare
  {
    turns: ["Long haul, who's the better bloke to own in the comp — Nabers or JSN?"],
    expect: "compare",
    players: ["Malik Nabers", "Jaxon Smith-Njigba"],
  },
  {
    turns: [
      "Should I start Jeanty or Omarion Hampton this week?",
      "Forget this week mate — rest of season, who's the better back?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["Who's better for the rest of the year, Ja'Marr or Jefferson?", "Ok now do Lamb versus Amon-Ra."],
    expect: "compare",
    players: ["CeeDee Lamb", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "Not fussed about this week — from here to the end of the comp, is Brock Bowers a better tight " +
        "end to have than Trey McBride?",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["Egbuka or McMillan, which rookie would you back for the rest of the season?"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: [
      "JT or Derrick Henry, who's the better RB from here on out?",
      "Good call. Chuck Saquon in there too and rank the three of 'em rest of season.",
    ],
    expect: "compare",
    players: ["Jonathan Taylor", "Derrick Henry", "Saquon Barkley"],
  },

  // slot
  { turns: ["Who should I stick in me flex this week, mate?"], expect: "slot", position: "FLEX" },
  { turns: ["Righto, who's my QB this week in the comp?"], expect: "slot", position: "QB" },
  {
    turns: ["Set my lineup for this week.", "Actually, just tell us who goes in my RB2 spot this arvo."],
    expect: "slot",
    position: "RB",
  },
  { turns: ["Who do I put at tight end this week? Bit lost, mate."], expect: "slot", position: "TE" },
  {
    turns: ["Who should fill my flex spot this week?", "And for week 12?"],
    expect: "slot",
    position: "FLEX",
    week: 12,
  },
  { turns: ["Which of my blokes should be my WR3 this week?"], expect: "slot", position: "WR" },

  // lineup
  { turns: ["Can you sort out my whole starting lineup for this week, mate?"], expect: "lineup" },
  { turns: ["Set me best lineup for the comp this arvo, I'm off to the footy."], expect: "lineup" },
  { turns: ["Have a squiz at my starting lineup and tell us if it's right."], expect: "lineup" },
  { turns: ["Who's crook on my team at the moment?", "Ok, so optimise my lineup around that then."], expect: "lineup" },
  { turns: ["Optimise my lineup for week 11 mate, I'll be camping with no reception."], expect: "lineup", week: 11 },
  {
    turns: ["Set my lineup for this week in the comp.", "Cheers. Now do next week's."],
    expect: "lineup",
    week: "next",
  },

  // outlook
  {
    turns: ["What's the outlook for MHJ for the rest of the season, mate?"],
    expect: "outlook",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: ["How good is Ashton Jeanty actually? Heaps of hype but I'm not sold."],
    expect: "outlook",
    players: ["Ashton Jeanty"],
  },
  { turns: ["What's Achane's ceiling and floor this week?"], expect: "outlook", players: ["De'Von Achane"] },
  {
    turns: ["How many points is Jaxson Dart projected for this week in the comp?"],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["Kelce or LaPorta this week?", "Fair enough. What's LaPorta's outlook for the rest of the year though?"],
    expect: "outlook",
    players: ["Sam LaPorta"],
  },
  {
    turns: ["What's the outlook on Rashee Rice now he's back, mate?", "And Worthy's?"],
    expect: "outlook",
    players: ["Xavier Worthy"],
  },

  // status
  { turns: ["Is McCaffery playing this week, mate?"], expect: "status", players: ["Christian McCaffrey"] },
  {
    turns: ["Should I start Tee Higgins this week?", "Hang on, what's the go with his injury? Is he right to play?"],
    expect: "status",
    players: ["Tee Higgins"],
  },
  { turns: ["Did Nico Collins practise this week or is he still crook?"], expect: "status", players: ["Nico Collins"] },
  { turns: ["Is Garrett Wilson out this arvo?", "And Breece?"], expect: "status", players: ["Breece Hall"] },
  {
    turns: ["Is Kyle Monangai right to go today or is he carrying something?"],
    expect: "status",
    players: ["Kyle Monangai"],
  },
  { turns: ["Mark Andrews — questionable or fully fit this week?"], expect: "status", players: ["Mark Andrews"] },

  // tradeValue
  {
    turns: ["What's Jonathan Taylor's trade value in the comp right now?"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["Should I sell high on Rico Dowdle, mate? Reckon he's peaked."],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  {
    turns: ["Olave's been rubbish lately, mate.", "Is he a buy-low at the moment or should I steer clear?"],
    expect: "tradeValue",
    players: ["Chris Olave"],
  },
  { turns: ["What's Ja'Marr worth in a trade these days?"], expect: "tradeValue", players: ["Ja'Marr Chase"] },
  {
    turns: ["What's Derrick Henry's trade value?", "And Josh Jacobs?"],
    expect: "tradeValue",
    players: ["Josh Jacobs"],
  },
  {
    turns: ["Reckon Drake London's value is as high as it'll get? Sell now or hang onto him?"],
    expect: "tradeValue",
    players: ["Drake London"],
  },

  // buyLow
  { turns: ["Who are some good buy-low blokes in the comp right now?"], expect: "buyLow" },
  { turns: ["Any sell-high candidates I should be shopping around, mate?"], expect: "buyLow" },
  { turns: ["Give us a few buy-low targets."], expect: "buyLow" },
  { turns: ["Who should I be buying low on in the comp?", "And who should I be selling high?"], expect: "buyLow" },
  { turns: ["Which players are undervalued at the moment that I could snap up cheap in a trade?"], expect: "buyLow" },
  { turns: ["Who on my roster is a sell-high right now?"], expect: "buyLow" },

  // trade
  {
    turns: ["Should I accept this one mate: I give Mike Evans, I get Jaylen Warren?"],
    expect: "trade",
    players: ["Mike Evans", "Jaylen Warren"],
  },
  {
    turns: ["2-for-1 offer: my Zay Flowers and Chuba Hubbard for CeeDee Lamb. Do I do it?"],
    expect: "trade",
    players: ["Zay Flowers", "Chuba Hubbard", "CeeDee Lamb"],
  },
  {
    turns: ["Offer came in — I'd get Tony Pollard and Jakobi Meyers, they'd get my Josh Jacobs. Good deal or rubbish?"],
    expect: "trade",
    players: ["Tony Pollard", "Jakobi Meyers", "Josh Jacobs"],
  },
  {
    turns: ["Would you trade Davante Adams for Courtland Sutton?", "What if they chucked in Rachaad White as well?"],
    expect: "trade",
    players: ["Davante Adams", "Courtland Sutton", "Rachaad White"],
  },
  {
    turns: ["Bucky Irving for Chase Brown, straight swap, I'd be giving Bucky. Fair?"],
    expect: "trade",
    players: ["Bucky Irving", "Chase Brown"],
  },
  {
    turns: [
      "What's AJ Brown worth in a trade, mate?",
      "Ok someone in the comp's offering me Ladd McConkey for him. Should I accept?",
    ],
    expect: "trade",
    players: ["A.J. Brown", "Ladd McConkey"],
  },

  // tradeIdeas
  { turns: ["Find me a trade for a decent RB, mate."], expect: "tradeIdeas", position: "RB" },
  {
    turns: [
      "What's Kelce's outlook for the rest of the season?",
      "Righto, what could I get for him if I shopped him around the comp?",
    ],
    expect: "tradeIdeas",
    players: ["Travis Kelce"],
  },
  { turns: ["Which team in the comp needs a running back?"], expect: "tradeIdeas", position: "RB" },
  { turns: ["I'm 3-6 in the comp, mate.", "Bugger all depth. Who should I trade for?"], expect: "tradeIdeas" },
  {
    turns: ["Any trade partners for Terry McLaurin? Keen to move him on."],
    expect: "tradeIdeas",
    players: ["Terry McLaurin"],
  },
  {
    turns: ["Can you find me a trade with Pocket Passers? Coach Ellis reckons he's open to offers."],
    expect: "tradeIdeas",
    team: "Pocket Passers",
  },

  // waivers
  { turns: ["Who should I pick up off the wire this week, mate?"], expect: "waivers" },
  {
    turns: ["Is Rhamondre Stevenson on the wire in the comp?", "Sweet, how much FAAB should I chuck at him?"],
    expect: "waivers",
    players: ["Rhamondre Stevenson"],
  },
  { turns: ["Best RB on waivers right now in the comp?"], expect: "waivers", position: "RB" },
  { turns: ["Any tight ends worth adding this week?"], expect: "waivers", position: "TE" },
  { turns: ["Who's the best pickup this week?", "How much of my FAAB should I bid on him?"], expect: "waivers" },
  { turns: ["Need a kicker off the wire, who should I grab?"], expect: "waivers", position: "K" },

  // sleepers
  { turns: ["Any sleepers I should stash for the finals run?"], expect: "sleepers" },
  { turns: ["Who's a good deep stash for the back end of the season?"], expect: "sleepers" },
  {
    turns: ["Who's the best WR pickup this week?", "What about a few sleeper WRs to stash for later?"],
    expect: "sleepers",
    position: "WR",
  },
  { turns: ["Who could I grab now that'll pay off in a few weeks' time?"], expect: "sleepers" },
  {
    turns: ["Who should I pick up this week?", "Nah, I mean deeper than that — any proper sleepers?"],
    expect: "sleepers",
  },
  { turns: ["Any under-the-radar RBs worth stashing on my bench?"], expect: "sleepers", position: "RB" },

  // playoffs
  { turns: ["What are my playoff chances, mate?"], expect: "playoffs" },
  { turns: ["Am I gonna make finals in the comp?"], expect: "playoffs" },
  { turns: ["What's Blitz Brigade's record?", "And their playoff odds?"], expect: "playoffs", team: "Blitz Brigade" },
  {
    turns: ["Where am I on the ladder?", "And what are my chances of making the playoffs from there?"],
    expect: "playoffs",
  },
  { turns: ["How likely is it Coach Sutton's mob make the playoffs?"], expect: "playoffs", team: "Hail Mary Heroes" },

  // improveOdds
  { turns: ["What moves can I make to boost my playoff odds?"], expect: "improveOdds" },
  { turns: ["How do I turn this season around, mate? Getting flogged every week."], expect: "improveOdds" },
  { turns: ["What changes to my roster would give me the best shot at making finals?"], expect: "improveOdds" },
  { turns: ["What are my playoff odds?", "Yikes. How do I improve them?"], expect: "improveOdds" },
  {
    turns: ["Season's slipping away — what trades or pickups would lift my chances of making the playoffs?"],
    expect: "improveOdds",
  },
  {
    turns: ["Am I cooked for finals in the comp?", "Right, give us a plan to save my season then."],
    expect: "improveOdds",
  },

  // scenario
  { turns: ["What are my playoff odds if I win out, mate?"], expect: "scenario", scenario: "win-out" },
  { turns: ["If I lose this week, am I done for finals?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["Say I go 3-2 the rest of the way, what're my chances of making the playoffs?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["How are my finals chances looking in the comp?", "And with 2 more wins?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["My playoff chances aren't flash, are they?", "What if I only win 2 of my last 4?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["If I win out do I make the playoffs?", "What if I go 4 from 5 instead?"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },

  // matchup
  { turns: ["Who am I playing this week in the comp?"], expect: "matchup" },
  { turns: ["Am I favoured this week, mate?"], expect: "matchup" },
  {
    turns: ["What's my projected total this week?", "And what's my win probability against whoever I'm playing?"],
    expect: "matchup",
  },
  { turns: ["Who's my opponent this week?", "And am I gonna beat 'em?"], expect: "matchup" },
  { turns: ["Reckon I'll get up this week or am I getting smashed?"], expect: "matchup" },

  // record
  { turns: ["What's my record, mate?"], expect: "record" },
  { turns: ["Had a shocker last week, mate.", "Where do I sit on the ladder now?"], expect: "record" },
  { turns: ["What's Sunday Scaries' record?"], expect: "record", team: "Sunday Scaries" },
  { turns: ["How many wins has Coach Finley got?"], expect: "record", team: "Waiver Wire Wizards" },
  { turns: ["What's my record?", "And Play Action Pack's?"], expect: "record", team: "Play Action Pack" },

  // leaders
  { turns: ["Who's top of the ladder in the comp?"], expect: "leaders" },
  { turns: ["Who's scored the most points in the comp so far?"], expect: "leaders" },
  { turns: ["What's Red Zone Raiders' record?", "Show us the full standings then."], expect: "leaders" },
  { turns: ["Who's the best team in the comp this year?"], expect: "leaders" },
  { turns: ["How am I going this season?", "And who's leading the whole comp?"], expect: "leaders" },
  { turns: ["Who's the team to beat in the comp?"], expect: "leaders" },

  // rosterStatus
  { turns: ["Who on my team is injured, mate?"], expect: "rosterStatus" },
  { turns: ["Any of my blokes on bye this week?"], expect: "rosterStatus" },
  { turns: ["Give us the injury report for my squad."], expect: "rosterStatus" },
  {
    turns: ["Set my lineup for week 12.", "Before that — which of my players have a bye that week?"],
    expect: "rosterStatus",
    week: 12,
  },
  { turns: ["Who's hurt on my team?", "And who's on bye next week?"], expect: "rosterStatus", week: "next" },

  // positionRank
  {
    turns: ["Who should go in my flex this week?", "Actually, just rank all my WRs for this week."],
    expect: "positionRank",
    position: "WR",
  },
  { turns: ["Can you rank my running backs this week, mate?"], expect: "positionRank", position: "RB" },
  { turns: ["Rank my receivers this week.", "Now do tight ends."], expect: "positionRank", position: "TE" },
  { turns: ["Order my RBs best to worst for week 11."], expect: "positionRank", position: "RB", week: 11 },
  { turns: ["Rank my quarterbacks for this week, mate."], expect: "positionRank", position: "QB" },
  { turns: ["Rank my RBs for this week.", "And for next week?"], expect: "positionRank", position: "RB", week: "next" },

  // projectedTotal
  { turns: ["How many points is my team projected to score this week?"], expect: "projectedTotal" },
  { turns: ["What's my projected total this arvo, mate?"], expect: "projectedTotal" },
  { turns: ["Am I favoured this week?", "And what range of points is my team looking at?"], expect: "projectedTotal" },
  { turns: ["How many points will my team put up in week 11?"], expect: "projectedTotal", week: 11 },
  {
    turns: ["What's my team's projected score this week?", "What about next week?"],
    expect: "projectedTotal",
    week: "next",
  },

  // dropStash
  { turns: ["Who should I drop, mate? Need a roster spot."], expect: "dropStash" },
  { turns: ["Should I drop Brandon Aiyuk?"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  {
    turns: ["Is Chris Godwin playing this week?", "Still out? Worth stashing him on IR or should I just cut him?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  {
    turns: ["Is Dallas Goedert playing this week?", "He's out again. Should I just drop him?"],
    expect: "dropStash",
    players: ["Dallas Goedert"],
  },
  { turns: ["Who's the weakest bloke on my bench — who do I cut?"], expect: "dropStash" },
  { turns: ["Should I hang onto Hunter Henry or let him go?"], expect: "dropStash", players: ["Hunter Henry"] },

  // byeCover
  {
    turns: ["Mahomes is on bye, mate — who do I start at QB in his place?"],
    expect: "byeCover",
    players: ["Patrick Mahomes"],
    position: "QB",
  },
  {
    turns: ["Is Ja'Marr on bye this week?", "Yeah? Who covers for him then?"],
    expect: "byeCover",
    players: ["Ja'Marr Chase"],
  },
  { turns: ["Who replaces my tight end during his bye week?"], expect: "byeCover", position: "TE" },
  { turns: ["Who's on bye for me next week?", "Who do I slot in for them?"], expect: "byeCover", week: "next" },
  {
    turns: ["Pickens has a bye in week 12 — who fills in for him?"],
    expect: "byeCover",
    players: ["George Pickens"],
    week: 12,
  },
  {
    turns: ["Need a fill-in for Drake Maye while he's on bye. Who've I got?"],
    expect: "byeCover",
    players: ["Drake Maye"],
  },

  // help
  { turns: ["What can you do, mate?"], expect: "help" },
  { turns: ["How do you work? What sort of stuff can I ask ya about the comp?"], expect: "help" },
  { turns: ["What are you actually good for?"], expect: "help" },
  { turns: ["G'day", "So what kind of questions can you answer?"], expect: "help" },

  // None
  { turns: ["What's the weather gonna be like in Melbourne this arvo?"], expect: "None" },
  { turns: ["Who's gonna win the AFL grand final next year?"], expect: "None" },
  {
    turns: ["Who should I start at flex this week?", "Never mind, tell us a joke mate, I need a laugh."],
    expect: "None",
  },
  { turns: ["What are the odds on the Bills covering the spread this week? Keen to have a punt."], expect: "None" },

  // two-part
  { turns: ["G'day mate.", "What's my record and what are my playoff chances?"], expect: ["record", "playoffs"] },
  {
    turns: ["Who am I up against this week, and how many points is my team projected to score?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["Is Saquon playing this week, and should I start him if he is?"],
    expect: ["status", "startSit"],
    players: ["Saquon Barkley"],
  },
  {
    turns: ["Who's injured on my team, and then can you set my lineup for this arvo?"],
    expect: ["rosterStatus", "lineup"],
  },
  {
    turns: ["What's Kamara worth these days, and should I take Jaylen Warren for him?"],
    expect: ["tradeValue", "trade"],
    players: ["Alvin Kamara", "Jaylen Warren"],
  },
  { turns: ["Who should I pick up off the wire, and who do I drop to make room?"], expect: ["waivers", "dropStash"] },
  { turns: ["What are my odds of making finals, and how do I bump them up?"], expect: ["playoffs", "improveOdds"] },
  { turns: ["Who's top of the comp, and where am I sitting?"], expect: ["leaders", "record"] },
  {
    turns: ["How's BTJ looking for the rest of the season, and is he carrying any injury?"],
    expect: ["outlook", "status"],
    players: ["Brian Thomas Jr."],
  },
];
