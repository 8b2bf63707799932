// Blind held-out evaluation set 39 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a British fan of "American football" (cheers, mate, reckon, gutted), a car mechanic
// talking in engines and garages, a rapper in slang, and an exhausted new dad typing at 3am.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_39: HeldOutCase[] = [
  // startSit
  {
    turns: ["Right, proper dilemma this week mate. Bucky Irving or Chase Brown? Only room for one of them."],
    expect: "startSit",
    players: ["Bucky Irving", "Chase Brown"],
  },
  {
    turns: [
      "Puka's been running like a fresh rebuilt V8 lately so he's locked in",
      "question is JSN or Garrett Wilson, which one do I roll out this week",
    ],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Garrett Wilson"],
  },
  {
    turns: ["yo do i run Jaxson Dart out there this week or nah, kid been cookin 🔥"],
    expect: "startSit",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["sorry baby just went down. do i start tyler warren this week", "what about next week same q"],
    expect: "startSit",
    players: ["Tyler Warren"],
    week: "next",
  },
  {
    turns: ["Should I start Kyle Pitts this weekend?", "Hmm. Pitts or Jake Ferguson then, if you had to pick one?"],
    expect: "startSit",
    players: ["Kyle Pitts", "Jake Ferguson"],
  },
  {
    turns: ["is Jonathan Taylor gonna play Sunday and if he does do I start him over Kyren"],
    expect: ["status", "startSit"],
    players: ["Jonathan Taylor", "Kyren Williams"],
  },
  // compare
  {
    turns: ["who the real one rest of season, Ladd McConkey or Zay Flowers? need the long game fam"],
    expect: "compare",
    players: ["Ladd McConkey", "Zay Flowers"],
  },
  {
    turns: [
      "Been mulling over my receivers for the run-in.",
      "Long term, who'd you rather have: Tetairoa McMillan or Emeka Egbuka?",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: ["cant sleep. rest of season bijan or gibbs. just curious who u think is better the rest of the way"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "TreVeyon Henderson vs RJ Harvey",
      "not for this week, I mean for the long haul. which one's the better engine",
    ],
    expect: "compare",
    players: ["TreVeyon Henderson", "RJ Harvey"],
  },
  {
    turns: [
      "Bit of a long-view question mate: for the rest of the season is Drake Maye a better bet than Bo Nix? " +
        "Not fussed about this week.",
    ],
    expect: "compare",
    players: ["Drake Maye", "Bo Nix"],
  },
  {
    turns: [
      "Brock Bowers or Trey McBride for the rest of the year, who hold it down",
      "nah swap Bowers for Kittle, same q",
    ],
    expect: "compare",
    players: ["George Kittle", "Trey McBride"],
  },
  // slot
  {
    turns: ["who should I bolt into my flex spot this week"],
    expect: "slot",
  },
  {
    turns: ["need someone for my RB2 spot this week. who"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["My usual QB's hurt, absolutely gutted.", "Who should fill the QB spot for me this week then?"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["who i put in the flex this week? give me the best play off my bench"],
    expect: "slot",
  },
  {
    turns: ["Got a hole in my lineup at tight end", "who should plug my TE spot this week from what I got"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["wr3 spot... who goes there this week, brain too fried to figure it out"],
    expect: "slot",
    position: "WR",
  },
  // lineup
  {
    turns: ["Could you have a look over my lineup for this week and sort it out? Cheers."],
    expect: "lineup",
  },
  {
    turns: ["set my whole lineup fam, best squad on the field this week, no bench mistakes"],
    expect: "lineup",
  },
  {
    turns: [
      "gonna be at the shop all Sunday, no phone, hands full of grease",
      "so can you just optimize my lineup for this week before kickoff",
    ],
    expect: "lineup",
  },
  {
    turns: ["is my lineup ok for this week? i havent touched it in like 2 weeks 😬"],
    expect: "lineup",
  },
  {
    turns: ["Is my lineup sorted for this week?", "And for week 12, what should it look like?"],
    expect: "lineup",
    week: 12,
  },
  {
    turns: ["check my lineup real quick and tell me if we favored this week"],
    expect: ["lineup", "matchup"],
  },
  // outlook
  {
    turns: ["baby up again ugh", "whats puka projected for this week"],
    expect: "outlook",
    players: ["Puka Nacua"],
  },
  {
    turns: ["What's the ceiling on De'Von Achane this weekend, roughly? Just curious, he's in my side regardless."],
    expect: "outlook",
    players: ["De'Von Achane"],
  },
  {
    turns: ["how's Breece Hall looking rest of season", "what about Javonte Williams"],
    expect: "outlook",
    players: ["Javonte Williams"],
  },
  {
    turns: ["Ashton Jeanty rest of season outlook, he bout to go crazy or what"],
    expect: "outlook",
    players: ["Ashton Jeanty"],
  },
  {
    turns: ["how many points is drake london gonna score", "and next week?"],
    expect: "outlook",
    players: ["Drake London"],
    week: "next",
  },
  {
    turns: ["What sort of numbers should I expect from Jayden Daniels the rest of the way?"],
    expect: "outlook",
    players: ["Jayden Daniels"],
  },
  // status
  {
    turns: ["is CMC healthy or is he back in the shop again"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Malik Nabers hurt?? heard something bout his knee"],
    expect: "status",
    players: ["Malik Nabers"],
  },
  {
    turns: ["Saw Nico Collins limping off in the highlights.", "Is he playing this week or what?"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["is george kittle playing sunday. game time decision?"],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: ["Anything on Tee Higgins? Concussion or something?", "What about Ja'Marr then, is he alright?"],
    expect: "status",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["Rashee Rice has me stressed", "is he still suspended or is he good to go"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  // tradeValue
  {
    turns: ["Gibbs been eatin all year", "what he worth on the trade block tho"],
    expect: "tradeValue",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["Should I sell high on Jaxon Smith-Njigba or hold him, mate? He's been on fire."],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["thinking about moving Davante Adams", "what's he worth, like what's his trade value right now"],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: ["whats kenneth walker worth in a trade rn"],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["George Pickens has been brilliant for Dallas.", "Is now the time to cash him in or do I keep him?"],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  {
    turns: ["how Derrick Henry lookin rest of season, and what's he worth in a trade"],
    expect: ["outlook", "tradeValue"],
    players: ["Derrick Henry"],
  },
  // buyLow
  {
    turns: ["Who are the buy-low candidates around the league at the minute?"],
    expect: "buyLow",
  },
  {
    turns: ["who's undervalued right now? guys I can snag cheap before they start running right again"],
    expect: "buyLow",
  },
  {
    turns: ["who i should be sellin high on rn, whole league"],
    expect: "buyLow",
  },
  {
    turns: ["i want to make a move", "who are good buy low guys right now, anyone slumping who should bounce back"],
    expect: "buyLow",
  },
  {
    turns: ["Not after anyone in particular.", "Just, who's worth buying low on across the league?"],
    expect: "buyLow",
  },
  {
    turns: ["any sell-high guys out there I should unload before they break down"],
    expect: "buyLow",
  },
  // trade
  {
    turns: ["Coach Quinn's offered me Drake London for my Chase Brown. Should I accept?"],
    expect: "trade",
    players: ["Drake London", "Chase Brown"],
  },
  {
    turns: ["they offerin Omarion Hampton for my Ladd McConkey, do i smash accept or nah"],
    expect: "trade",
    players: ["Omarion Hampton", "Ladd McConkey"],
  },
  {
    turns: ["got a trade offer", "Saquon for my James Cook and Mike Evans. good deal or a lemon?"],
    expect: "trade",
    players: ["Saquon Barkley", "James Cook", "Mike Evans"],
  },
  {
    turns: ["would u do bucky irving for terry mclaurin. i give bucky"],
    expect: "trade",
    players: ["Bucky Irving", "Terry McLaurin"],
  },
  {
    turns: ["Would Jaylen Waddle for Xavier Worthy be a good deal for me, and where do my playoff odds stand?"],
    expect: ["trade", "playoffs"],
    players: ["Jaylen Waddle", "Xavier Worthy"],
  },
  {
    turns: ["Reese hit me with a trade", "my Jonathan Taylor for his Amon-Ra, is that a W"],
    expect: "trade",
    players: ["Jonathan Taylor", "Amon-Ra St. Brown"],
  },
  // waivers
  {
    turns: ["week's been a grind at the garage", "who should I grab off waivers"],
    expect: "waivers",
  },
  {
    turns: ["How much FAAB should I chuck at Kimani Vidal? Got about 60 quid... well, dollars, left."],
    expect: "waivers",
    players: ["Kimani Vidal"],
  },
  {
    turns: ["whos on waivers worth grabbing", "specifically a rb"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["best free agent pickup this week? need a W off the wire"],
    expect: "waivers",
  },
  {
    turns: ["My bench is an absolute shambles mate.", "Who's the best pick-up off the wire this week?"],
    expect: "waivers",
  },
  {
    turns: ["who should I pick up on waivers and should I drop Tyreek, he's out for the year"],
    expect: ["waivers", "dropStash"],
    players: ["Tyreek Hill"],
  },
  // playoffs
  {
    turns: ["What are my chances of making the playoffs, honestly?"],
    expect: "playoffs",
  },
  {
    turns: ["we makin the playoffs or what fam, what the odds"],
    expect: "playoffs",
  },
  {
    turns: ["how we doing this season", "like actual playoff odds"],
    expect: "playoffs",
  },
  {
    turns: ["what % chance I got to make the postseason"],
    expect: "playoffs",
  },
  {
    turns: ["Been a rough few weeks.", "Am I still in with a shout of the playoffs?"],
    expect: "playoffs",
  },
  {
    turns: ["whats my record and do i make playoffs"],
    expect: ["record", "playoffs"],
  },
  // improveOdds
  {
    turns: ["what do I need to fix to boost my playoff chances"],
    expect: "improveOdds",
  },
  {
    turns: ["What moves can I make to give myself a better shot at the playoffs?"],
    expect: "improveOdds",
  },
  {
    turns: ["playoff odds lookin kinda mid", "what moves i gotta make to bump em up"],
    expect: "improveOdds",
  },
  {
    turns: ["how do i improve my playoff odds. explain it like im exhausted bc i am"],
    expect: "improveOdds",
  },
  {
    turns: ["So I'm sat at about 40% for the playoffs?", "What can I actually do to push that up?"],
    expect: "improveOdds",
  },
  {
    turns: ["what are my playoff odds and what would it take to get them up"],
    expect: ["playoffs", "improveOdds"],
  },
  // matchup
  {
    turns: ["new week new me", "who i'm up against"],
    expect: "matchup",
  },
  {
    turns: ["Am I favoured against Blitz Brigade this weekend?"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  {
    turns: ["what's my win probability this week and what's my team projected to score"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["who do i play this week", "are we favored"],
    expect: "matchup",
  },
  {
    turns: ["Who's my opponent this week?", "Reckon I'll beat them?"],
    expect: "matchup",
  },
  {
    turns: ["can we take down Coach Ellis squad this week or we cooked"],
    expect: "matchup",
    team: "Pocket Passers",
  },
  // record
  {
    turns: ["been too busy with a transmission job to check", "what's my record right now"],
    expect: "record",
  },
  {
    turns: ["Where am I sitting in the table at the moment?"],
    expect: "record",
  },
  {
    turns: ["what place we in fam, and who we playin this week"],
    expect: ["record", "matchup"],
  },
  {
    turns: ["remind me what our record is. i genuinely forgot"],
    expect: "record",
  },
  {
    turns: ["I've lost track, mate.", "How many wins have I got so far?"],
    expect: "record",
  },
  {
    turns: ["how many games I lost so far", "and where does that put me in the standings"],
    expect: "record",
  },
  // rosterStatus
  {
    turns: ["who on my team is hurt"],
    expect: "rosterStatus",
  },
  {
    turns: ["Any byes or injuries I should know about on my squad next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["run a diagnostic on my roster. who's injured or on bye this week"],
    expect: "rosterStatus",
  },
  {
    turns: ["who on my squad on bye this week", "what about week 13"],
    expect: "rosterStatus",
    week: 13,
  },
  {
    turns: ["Anyone on my team crocked this week?", "And next week?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["whos injured on my team and who should i pick up to replace them"],
    expect: ["rosterStatus", "waivers"],
  },
  // positionRank
  {
    turns: ["I've got far too many receivers, mate.", "Rank them for this week, would you?"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["rank my running backs this week best to worst, and tell me who goes in the flex"],
    expect: ["positionRank", "slot"],
    position: "RB",
  },
  {
    turns: ["order my WRs for next week, who the top dog"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  {
    turns: ["rank my rbs", "actually do my tight ends instead"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["How do my running backs stack up this week?", "And the quarterbacks?"],
    expect: "positionRank",
    position: "QB",
  },
  {
    turns: ["rank my TEs for week 12"],
    expect: "positionRank",
    position: "TE",
    week: 12,
  },
  // projectedTotal
  {
    turns: ["how many points my team projected this week"],
    expect: "projectedTotal",
  },
  {
    turns: ["What's my projected total this week? Floor and ceiling if you've got them."],
    expect: "projectedTotal",
  },
  {
    turns: ["what am I projected to put up this week", "what about next week"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["how many pts are we gonna score this week, whats the range"],
    expect: "projectedTotal",
  },
  {
    turns: ["What's my team's floor this week?", "And the ceiling?"],
    expect: "projectedTotal",
  },
  {
    turns: ["what my team projected for and who i'm playin"],
    expect: ["projectedTotal", "matchup"],
  },
  // leaders
  {
    turns: ["who's the best team in the league right now"],
    expect: "leaders",
  },
  {
    turns: ["Who's top of the league at the moment?"],
    expect: "leaders",
  },
  {
    turns: ["who scored the most points this season", "nah i mean which team, whole league"],
    expect: "leaders",
  },
  {
    turns: ["How are Red Zone Raiders getting on?", "Actually, just show me the whole league table."],
    expect: "leaders",
  },
  {
    turns: ["which team has the best playoff odds in the league"],
    expect: "leaders",
  },
  // sleepers
  {
    turns: ["gimme some sleepers for next week, the under the radar type"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Any under-the-radar lads worth a look for next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["everyone in my league is asleep lol so am i nearly", "any deep sleepers i can sneak onto my roster"],
    expect: "sleepers",
  },
  {
    turns: ["everybody's chasing the same names on waivers", "who's a sleeper nobody's looking at"],
    expect: "sleepers",
  },
  {
    turns: ["Any sleepers this week?", "What about for next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["who the hidden gems for next week, and how much FAAB i drop on em"],
    expect: ["sleepers", "waivers"],
    week: "next",
  },
  // dropStash
  {
    turns: ["should i drop tyreek or keep him on IR"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["do I stash my injured guys on IR or scrap em"],
    expect: "dropStash",
  },
  {
    turns: ["Malik Nabers is done for the season, gutted. Drop him or stash him?"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["got hurt dudes cloggin my bench", "who i drop and who i stash"],
    expect: "dropStash",
  },
  {
    turns: ["Brandon Aiyuk's still out, isn't he?", "Worth keeping him in an IR slot or just cut him loose?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["worth holding onto my busted-up players or should I clear out the garage"],
    expect: "dropStash",
  },
  // byeCover
  {
    turns: ["My tight end's got a bye next week. Who can I pick up to cover?"],
    expect: "byeCover",
    position: "TE",
    week: "next",
  },
  {
    turns: ["need a QB to cover a bye this week, who's a decent streamer"],
    expect: "byeCover",
    position: "QB",
  },
  {
    turns: ["my kicker on bye, who i stream"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["my rb1 has a bye next week", "who can i grab as backup"],
    expect: "byeCover",
    position: "RB",
    week: "next",
  },
  {
    turns: ["Two of my receivers have byes in week 12.", "Who should I grab to plug the gap?"],
    expect: "byeCover",
    position: "WR",
    week: 12,
  },
  {
    turns: ["TE's on bye, who's a streamer to fill in? and is the rest of my lineup good to go"],
    expect: ["byeCover", "lineup"],
    position: "TE",
  },
  // scenario
  {
    turns: ["What would my playoff odds be if I win out?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["if i lose this week am i cooked? what the playoff odds then"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["if I go 3-1 the rest of the way, what are my playoff chances"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["what are my playoff odds", "what if i win 2 of the last 3"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  {
    turns: ["Say I lose this week.", "Do I still make the playoffs?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["if I win 4 more games do I make it, and what's the best move to make sure I do"],
    expect: ["scenario", "improveOdds"],
    scenario: { wins: 4, games: null },
  },
  // tradeIdeas
  {
    turns: ["what i could get for BTJ? tryna flip him"],
    expect: "tradeIdeas",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["Any 2-for-1 ideas to consolidate my depth into a proper stud?"],
    expect: "tradeIdeas",
  },
  {
    turns: [
      "I got too many RBs and no WRs, it's like a truck with four spare tires and no wheels",
      "who should I " + "trade with to fix that",
    ],
    expect: "tradeIdeas",
  },
  {
    turns: ["which team should i try trading with. need a wr"],
    expect: "tradeIdeas",
  },
  {
    turns: ["Got Mark Andrews sat on my bench doing nowt.", "What could I realistically get for him?"],
    expect: "tradeIdeas",
    players: ["Mark Andrews"],
  },
  {
    turns: ["who i could trade for to level up, and who the top team in the league rn"],
    expect: ["tradeIdeas", "leaders"],
  },
  // help
  {
    turns: ["what can you actually do"],
    expect: "help",
  },
  {
    turns: ["Sorry, first time using this. How does it work exactly?"],
    expect: "help",
  },
  {
    turns: ["yo what you got, what can the GM do for me"],
    expect: "help",
  },
  {
    turns: ["Hello?", "What sort of things can I ask you?"],
    expect: "help",
  },
  {
    turns: ["hi", "sorry what is this, how do i use it"],
    expect: "help",
  },
  // None
  {
    turns: ["Who do you reckon wins the Premier League this year?"],
    expect: "None",
  },
  {
    turns: ["what's the torque spec on the lug nuts for a 2015 F-150"],
    expect: "None",
  },
  {
    turns: ["aight lineup looks good", "now drop me some bars bout my ex lol"],
    expect: "None",
  },
  {
    turns: ["how long should a 3 week old sleep between feeds"],
    expect: "None",
  },
  {
    turns: ["Cheers for that.", "Unrelated, but what's the weather doing in London tomorrow?"],
    expect: "None",
  },
  {
    turns: ["what's the spread on the Chiefs game this weekend, wanna put 50 bucks on it"],
    expect: "None",
  },
  {
    turns: ["who the goat rapper of all time"],
    expect: "None",
  },
  {
    turns: ["should i start jacobs", "also whats a good recipe for something quick i can eat with one hand"],
    expect: "None",
  },
];
