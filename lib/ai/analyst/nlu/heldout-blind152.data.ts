// Blind held-out evaluation set 152 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a sportswriter — vivid metaphors and colorful phrasing around each question.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_152: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "The Sunday stage is set and I've got one spotlight left: does Puka Nacua or Tee Higgins " +
        "get the curtain call this week?",
    ],
    expect: "startSit",
    players: ["Puka Nacua", "Tee Higgins"],
  },
  {
    turns: ["Two bulls, one pen. Derrick Henry or Kyren Williams in my lineup come Sunday?"],
    expect: "startSit",
    players: ["Derrick Henry", "Kyren Williams"],
  },
  {
    turns: [
      "Like a coin spinning on its edge: Jaxson Dart or Bo Nix under center for me this week?",
      "Fast-forward to the week 12 gauntlet. Same verdict, or does the script flip?",
    ],
    expect: "startSit",
    players: ["Jaxson Dart", "Bo Nix"],
    week: 12,
  },
  {
    turns: ["Kelce, the aging lion, or LaPorta, the young gun — who gets the nod at tight end in week 11?"],
    expect: "startSit",
    players: ["Travis Kelce", "Sam LaPorta"],
    week: 11,
  },
  {
    turns: [
      "Do I roll Zay Flowers or Jakobi Meyers out of the tunnel this week?",
      "Toss Jordan Addison into that cage match too. Which of the three walks out standing?",
    ],
    expect: "startSit",
    players: ["Zay Flowers", "Jakobi Meyers", "Jordan Addison"],
  },
  {
    turns: [
      "Chuba Hubbard, Rico Dowdle, Tony Pollard: a three-horse photo finish for my last running back " +
        "spot. Who starts?",
    ],
    expect: "startSit",
    players: ["Chuba Hubbard", "Rico Dowdle", "Tony Pollard"],
  },

  // compare
  {
    turns: [
      "Strip away this week's noise. Over the long haul of the season, is Ja'Marr Chase or Justin " +
        "Jefferson the better horse to ride?",
    ],
    expect: "compare",
    players: ["Ja'Marr Chase", "Justin Jefferson"],
  },
  {
    turns: ["Rest of season, which bonfire burns brighter: Ashton Jeanty or Omarion Hampton?"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "Paint me the rest-of-season portrait: Brock Bowers versus Trey McBride, who's the better tight end?",
      "Now slide George Kittle into McBride's corner. Same fight, who takes it over the back half?",
    ],
    expect: "compare",
    players: ["Brock Bowers", "George Kittle"],
  },
  {
    turns: [
      "From here to the final whistle of the fantasy season, give me the tale of the tape on Malik " +
        "Nabers vs Drake London.",
    ],
    expect: "compare",
    players: ["Malik Nabers", "Drake London"],
  },
  {
    turns: ["Side by side, stripped to the studs: Josh Allen or Lamar Jackson for the long march to December?"],
    expect: "compare",
    players: ["Josh Allen", "Lamar Jackson"],
  },
  {
    turns: [
      "Who's the better rest-of-season bet, Bucky Irving or Chase Brown?",
      "Drag Travis Etienne Jr. into the ring with them. Long term, how do the three measure up?",
    ],
    expect: "compare",
    players: ["Bucky Irving", "Chase Brown", "Travis Etienne Jr."],
  },

  // slot
  {
    turns: ["My flex spot is an empty stage waiting for a headliner. Who should I put there this week?"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["The RB2 chair in my lineup is wobbling like a bar stool at last call. Who fills it this week?"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: [
      "Who goes at flex for me? I need a closer, not a middle reliever.",
      "Fine. And under center, who's my quarterback this week?",
    ],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["My tight end spot has been a ghost town all year. Who's the best TE I've got to plug in this week?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["Who's my WR2 this week?", "And when the calendar flips to next week, who holds that post?"],
    expect: "slot",
    position: "WR",
    week: "next",
  },
  {
    turns: ["Which of my guys has earned the flex this week? Hand me the one with the hot hand."],
    expect: "slot",
    position: "FLEX",
  },

  // lineup
  {
    turns: [
      "Play field general with me: set my whole lineup for this week like you're drawing up the " +
        "perfect battle plan.",
    ],
    expect: "lineup",
  },
  {
    turns: ["Give my starting lineup the once-over. Any changes before the kickoff bell rings?"],
    expect: "lineup",
  },
  {
    turns: ["Optimize the whole lineup, top to bottom. I want every starter sharpened like a blade."],
    expect: "lineup",
  },
  {
    turns: ["Rank my RBs for this week", "Okay, zoom out. Build me the best possible lineup from the whole roster."],
    expect: "lineup",
  },
  {
    turns: [
      "Is my lineup ready for primetime, or are there holes in the hull?",
      "Before the curtain rises, any swaps you'd make to it?",
    ],
    expect: "lineup",
  },
  {
    turns: ["Set my lineup for this week, then tell me how many points that lineup is projected to score."],
    expect: ["lineup", "projectedTotal"],
  },

  // outlook
  {
    turns: ["Jonathan Taylor has been a runaway freight train. What's the rest-of-season outlook for him?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["How many points is Amon-Ra St. Brown going to hang on the scoreboard this week?"],
    expect: "outlook",
    players: ["Amon-Ra St. Brown"],
  },
  {
    turns: ["Is Tetairoa McMillan worth starting, or is the rookie still a colt finding his legs?"],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
  },
  {
    turns: ["What's the projection for Bijan this week?", "and Gibbs? same question"],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["Give me the crystal-ball read on Cam Skattebo for next week. Boom or bust?"],
    expect: "outlook",
    players: ["Cam Skattebo"],
    week: "next",
  },
  {
    turns: [
      "How's De'Von Achane shaping up for the rest of the season?",
      "Turn the spyglass on Jaylen Waddle now. How does the rest of his year look?",
    ],
    expect: "outlook",
    players: ["Jaylen Waddle"],
  },

  // status
  {
    turns: ["Is Christian McCaffrey suiting up Sunday, or is he still in the trainer's room licking his wounds?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Any smoke signals out of the facility on Rashee Rice? What's the latest?"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["Is Nico Collins on bye this week, or will he be in uniform?"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["Is A.J. Brown hurt?", "what about DK Metcalf?"],
    expect: "status",
    players: ["DK Metcalf"],
  },
  {
    turns: ["What's the latest news on Breece Hall?", "And Tyreek Hill: clean bill of health or walking wounded?"],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["Is Kyle Pitts healthy, and what's his outlook for the rest of the year?"],
    expect: ["status", "outlook"],
    players: ["Kyle Pitts"],
  },

  // tradeValue
  {
    turns: ["Saquon Barkley's stock is a rocket on the launchpad. Is this the moment to sell high on him?"],
    expect: "tradeValue",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["What's Brian Thomas Jr. worth on the open trade market right now? Diamond or costume jewelry?"],
    expect: "tradeValue",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["Should I hold Mark Andrews or cash him in while his trade value still has a pulse?"],
    expect: "tradeValue",
    players: ["Mark Andrews"],
  },
  {
    turns: ["What's Jameson Williams worth in a trade these days?", "and Xavier Worthy's price tag?"],
    expect: "tradeValue",
    players: ["Xavier Worthy"],
  },
  {
    turns: [
      "Marvin Harrison Jr. is trading below sticker price. Is he a buy-low, or is the discount a " + "warning label?",
    ],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: [
      "How much trade value does Josh Jacobs carry now that the leaves are turning?",
      "Same appraisal for Garrett Wilson. Sell, hold, or buy?",
    ],
    expect: "tradeValue",
    players: ["Garrett Wilson"],
  },

  // buyLow
  {
    turns: ["Who are the fallen stars I should be buying low on before the market wakes up?"],
    expect: "buyLow",
  },
  {
    turns: [
      "Which teams need a receiver?",
      "Different angle: give me buy-low candidates, guys whose price tags are slashed but whose " +
        "engines still hum.",
    ],
    expect: "buyLow",
  },
  {
    turns: ["Which players are the bargain-bin treasures right now, the ones worth buying low?"],
    expect: "buyLow",
  },
  {
    turns: ["Is Saquon a sell-high?", "Flip the coin: who around the league should I be buying low on?"],
    expect: "buyLow",
  },
  {
    turns: ["Who should I buy low on? I'm out hunting wounded giants."],
    expect: "buyLow",
  },
  {
    turns: ["Bargain-hunting season is open. Any buy-low targets worth circling in red ink?"],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["I've been offered a deal: my Jahmyr Gibbs for CeeDee Lamb. Highway robbery or a fair handshake?"],
    expect: "trade",
    players: ["Jahmyr Gibbs", "CeeDee Lamb"],
  },
  {
    turns: ["Should I accept this one? I send Drake Maye and Jaylen Warren, I get back Jalen Hurts."],
    expect: "trade",
    players: ["Drake Maye", "Jaylen Warren", "Jalen Hurts"],
  },
  {
    turns: ["Trading my Kyle Pitts for Dallas Goedert: lateral shuffle or a step down the staircase?"],
    expect: "trade",
    players: ["Kyle Pitts", "Dallas Goedert"],
  },
  {
    turns: [
      "Should I trade Ladd McConkey for Emeka Egbuka?",
      "What if I sweeten the pot with Hunter Henry on my side?",
    ],
    expect: "trade",
    players: ["Ladd McConkey", "Hunter Henry", "Emeka Egbuka"],
  },
  {
    turns: ["Who wins this trade: I ship out James Cook and haul in Davante Adams and Rachaad White?"],
    expect: "trade",
    players: ["James Cook", "Davante Adams", "Rachaad White"],
  },
  {
    turns: [
      "Give Terry McLaurin, get Courtland Sutton. Do I sign on the dotted line?",
      "Flip the script: what if it's Chris Olave coming back instead of Sutton?",
    ],
    expect: "trade",
    players: ["Terry McLaurin", "Chris Olave"],
  },

  // waivers
  {
    turns: ["The waiver wire is a flea market this week. Who's the gem I should pick up?"],
    expect: "waivers",
  },
  {
    turns: ["How much FAAB should I throw at Kyle Monangai? I don't want to overpay for a one-hit wonder."],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: [
      "Who's the first guy I should send packing?",
      "Then who's the shiny new free agent I bring through the door to replace him?",
    ],
    expect: "waivers",
  },
  {
    turns: ["Who's the best add on waivers this week?", "how much of my budget should I bid on Woody Marks?"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: ["How big a FAAB bid does Quinshon Judkins deserve from my war chest?"],
    expect: "waivers",
    players: ["Quinshon Judkins"],
  },
  {
    turns: ["Who should I pick up off waivers, and who gets the pink slip to make room?"],
    expect: ["waivers", "dropStash"],
  },

  // playoffs
  {
    turns: ["Am I punching my ticket to the playoff dance, or watching from the parking lot?"],
    expect: "playoffs",
  },
  {
    turns: [
      "Where do I stand in the standings?",
      "Is that good enough for a first-round bye, or do I have to fight through the wild-card mud?",
    ],
    expect: "playoffs",
  },
  {
    turns: ["Is Coach Sutton's squad actually a playoff team or a paper tiger?"],
    expect: "playoffs",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["What are my playoff chances?", "and Coach Marlow's?"],
    expect: "playoffs",
    team: "Two-Minute Drill",
  },
  {
    turns: ["Have the Waiver Wire Wizards clinched a playoff spot yet, or is the door still ajar?"],
    expect: "playoffs",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["What are my playoff odds, and what moves would juice them?"],
    expect: ["playoffs", "improveOdds"],
  },

  // improveOdds
  {
    turns: [
      "My season is a ship taking on water. What moves can I make to bail it out and improve my " + "playoff odds?",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["What can I do to turn this season around before the credits roll?"],
    expect: "improveOdds",
  },
  {
    turns: ["Which moves would do the most to boost my playoff chances down the stretch?"],
    expect: "improveOdds",
  },
  {
    turns: ["What are my playoff odds right now?", "Oof. What moves would push that number up?"],
    expect: "improveOdds",
  },
  {
    turns: ["Give me the blueprint for a late-season comeback. How do I improve my odds of sneaking in?"],
    expect: "improveOdds",
  },
  {
    turns: [
      "What's my record?",
      "I'm a wounded animal limping to the finish line. What should I change to raise my playoff odds?",
    ],
    expect: "improveOdds",
  },

  // matchup
  {
    turns: ["Who's standing across the ring from me this week?"],
    expect: "matchup",
  },
  {
    turns: ["Am I favored this week, or am I David sharpening a slingshot?"],
    expect: "matchup",
  },
  {
    turns: ["Peek around the corner: who do I face in week 12, and who wins that bout?"],
    expect: "matchup",
    week: 12,
  },
  {
    turns: ["Who do I play this week?", "And who's waiting for me in the arena next week?"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: ["What does Coach Reese's matchup look like this week?", "Are they favored, or walking into a buzzsaw?"],
    expect: "matchup",
    team: "Play Action Pack",
  },
  {
    turns: ["Who am I squaring off with this week, and how many points am I projected to put up?"],
    expect: ["matchup", "projectedTotal"],
  },

  // record
  {
    turns: ["Where does my team sit in the standings: penthouse or basement?"],
    expect: "record",
  },
  {
    turns: ["Who's in first place?", "And what's my record after nine weeks of trench warfare?"],
    expect: "record",
  },
  {
    turns: ["What's Coach Tatum's record? The Red Zone Raiders seem to be running hot."],
    expect: "record",
    team: "Red Zone Raiders",
  },
  {
    turns: ["How many wins do I have?", "and where's Coach Ellis sitting?"],
    expect: "record",
    team: "Pocket Passers",
  },
  {
    turns: ["How's End Zone Envy doing in the standings, climbing the mountain or sliding down it?"],
    expect: "record",
    team: "End Zone Envy",
  },
  {
    turns: ["What's my record, and is that good enough to punch a playoff ticket?"],
    expect: ["record", "playoffs"],
  },

  // rosterStatus
  {
    turns: ["Give me the infirmary report on my roster: who's hurt and who's on bye this week?"],
    expect: "rosterStatus",
  },
  {
    turns: ["Any landmines on my roster this week? Injuries, byes, anything that'll blow up my lineup?"],
    expect: "rosterStatus",
  },
  {
    turns: ["Who on my team is on bye or banged up next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: [
      "Who on my roster is hurt this week?",
      "And looking down the road to week 12, any byes lurking in the bushes?",
    ],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["Any injuries on my team this week?", "Run the same sweep for week 11, byes included."],
    expect: "rosterStatus",
    week: 11,
  },
  {
    turns: ["Scan my roster for injuries and byes, then set my lineup around the wreckage."],
    expect: ["rosterStatus", "lineup"],
  },

  // positionRank
  {
    turns: ["Put my wide receivers in a police lineup and rank them for this week."],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Rank my running backs for week 11, from bell cow to bench warmer."],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  {
    turns: ["rank my WRs this week", "now do RBs"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["Order my tight ends for this week. Who's the ace and who's the joker?"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["Rank my quarterbacks this week", "and for next week?"],
    expect: "positionRank",
    position: "QB",
    week: "next",
  },
  {
    turns: ["Stack-rank my receivers for next week's slate, penthouse to cellar."],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },

  // projectedTotal
  {
    turns: ["How many points is my team projected to put up this week? Give me the ceiling and the floor."],
    expect: "projectedTotal",
  },
  {
    turns: [
      "What's my projected total for this week's tilt?",
      "Stretch the telescope out to week 11. What range should I expect then?",
    ],
    expect: "projectedTotal",
    week: 11,
  },
  {
    turns: ["What number is the scoreboard projected to hang next to my team's name this week?"],
    expect: "projectedTotal",
  },
  {
    turns: ["What's my team projected to score this week?", "and next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["Crunch the numbers: how many points is my lineup projected to pile up this Sunday?"],
    expect: "projectedTotal",
  },
  {
    turns: ["Is my team projected to crack 120 this week, or are we stuck in the mud? What's the number?"],
    expect: "projectedTotal",
  },

  // leaders
  {
    turns: ["Who's the heavyweight champ of this league right now, the best team on paper and on the scoreboard?"],
    expect: "leaders",
  },
  {
    turns: [
      "Which team has scored the most points in the league this year?",
      "And who's sitting on the throne in first place?",
    ],
    expect: "leaders",
  },
  {
    turns: ["Who's the strongest team in the league, the juggernaut everybody fears?"],
    expect: "leaders",
  },
  {
    turns: ["Whose team is the class of the league, the one piling up the most points?"],
    expect: "leaders",
  },
  {
    turns: ["What's Coach Blake's record?", "Forget the also-rans. Who's leading the whole league?"],
    expect: "leaders",
  },
  {
    turns: ["Who's top dog in the league, and where does my team stand in that pecking order?"],
    expect: ["leaders", "record"],
  },

  // sleepers
  {
    turns: ["Give me some deep-cut sleepers for next week, the underground bands before they go platinum."],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Who are the sleepers lurking in the tall grass?"],
    expect: "sleepers",
  },
  {
    turns: ["Any deep pickups for next week that nobody's talking about yet?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Who should I add off waivers this week?", "What about deeper sleepers, the real long shots?"],
    expect: "sleepers",
  },
  {
    turns: ["Name me a few sleeper picks, dark horses who could gallop into my lineup."],
    expect: "sleepers",
  },
  {
    turns: ["Any sleepers out there?", "Go deeper. Who's the under-the-radar guy poised to break out next week?"],
    expect: "sleepers",
    week: "next",
  },

  // dropStash
  {
    turns: ["Who's the dead weight on my roster I should cut loose?"],
    expect: "dropStash",
  },
  {
    turns: ["Brandon Aiyuk is lost in the injury fog. Do I drop him or stash him on the bench?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["I need a roster spot. Who's the first guy to walk the plank?"],
    expect: "dropStash",
  },
  {
    turns: ["Is Chris Godwin hurt?", "Should I just drop him, or keep him stashed till he heals?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  {
    turns: ["Should I drop Javonte Williams? He's looked like a candle in a hurricane lately."],
    expect: "dropStash",
    players: ["Javonte Williams"],
  },
  {
    turns: ["Who should I drop?", "What about Rachaad White? Cut him or hang on?"],
    expect: "dropStash",
    players: ["Rachaad White"],
  },

  // byeCover
  {
    turns: ["Trey McBride is on bye this week, leaving a crater at tight end. Who's a streamer to cover?"],
    expect: "byeCover",
    players: ["Trey McBride"],
    position: "TE",
  },
  {
    turns: ["Who's my QB this week?", "Wait, he's on bye? Then who's a one-week rental at quarterback?"],
    expect: "byeCover",
    position: "QB",
  },
  {
    turns: ["Josh Allen's off on his bye-week vacation. Who do I stream at QB to hold the fort?"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
  },
  {
    turns: ["Who's on bye on my roster this week?", "Okay, who can cover for Jaxon Smith-Njigba at WR while he's off?"],
    expect: "byeCover",
    players: ["Jaxon Smith-Njigba"],
    position: "WR",
  },
  {
    turns: ["My kicker's on bye. Who's a streaming K I can grab?"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["With Tucker Kraft on bye, I need a backup tight end to plug the gap. Who fits?"],
    expect: "byeCover",
    players: ["Tucker Kraft"],
    position: "TE",
  },

  // scenario
  {
    turns: ["If I win out and run the table, do I make the playoffs?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["Paint me the picture if I go 3-2 the rest of the way. Am I still playoff-bound?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["If I drop this week's game, how far do my playoff odds crater?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["What are my playoff odds?", "and if I win 2 of my last 4?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["Are we a playoff team?", "What if I win two more games, does that get me over the hump?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["If I win out am I in, and if that's not enough, what moves would help my odds?"],
    expect: ["scenario", "improveOdds"],
    scenario: "win-out",
  },

  // tradeIdeas
  {
    turns: ["Who would trade for Jared Goff? I'd love to melt him down into something shinier."],
    expect: "tradeIdeas",
    players: ["Jared Goff"],
  },
  {
    turns: ["Rank my running backs.", "I've got a surplus there. Which teams are starving for a running back?"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: ["Give me some trade ideas to shake up this roster. Fresh blood for the stretch run."],
    expect: "tradeIdeas",
  },
  {
    turns: ["Any 2-for-1 trade ideas to fuse my depth into one true star?"],
    expect: "tradeIdeas",
  },
  {
    turns: [
      "What's Rhamondre Stevenson worth in a trade?",
      "Okay, who'd actually take him off my hands? Any deals out there?",
    ],
    expect: "tradeIdeas",
    players: ["Rhamondre Stevenson"],
  },
  {
    turns: ["Which teams need a wide receiver badly enough to overpay?"],
    expect: "tradeIdeas",
    position: "WR",
  },

  // help
  {
    turns: ["What can you actually do for me, GM? Show me the playbook."],
    expect: "help",
  },
  {
    turns: ["How do I use this thing? Walk me through it like a rookie at training camp."],
    expect: "help",
  },
  {
    turns: ["What kinds of questions can I throw at you?"],
    expect: "help",
  },
  {
    turns: ["Explain your toolkit. What are you good for?"],
    expect: "help",
  },
  {
    turns: ["hey", "so what exactly can you help me with?"],
    expect: "help",
  },
  {
    turns: ["Can you handle trades, lineups, that sort of thing? What's on the menu?"],
    expect: "help",
  },

  // None
  {
    turns: ["What's the weather going to be in Green Bay on Sunday? Do I need a parka for the game?"],
    expect: "None",
  },
  {
    turns: ["Am I favored this week?", "Switching sports: who wins the NBA title this year?"],
    expect: "None",
  },
  {
    turns: ["Tell me a joke. My team's been a tragedy, I need a comedy."],
    expect: "None",
  },
  {
    turns: ["Give me a recipe for tailgate chili that could win a cook-off."],
    expect: "None",
  },
  {
    turns: ["My girlfriend says I spend too much time on fantasy. How do I win that argument?"],
    expect: "None",
  },
  {
    turns: ["Who should I start at flex?", "Unrelated, but what's a good movie to watch tonight?"],
    expect: "None",
  },
];
