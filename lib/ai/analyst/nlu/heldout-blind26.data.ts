// Blind held-out evaluation set 26 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a welder, a pharmacist, a pro gamer who uses gaming slang, a father of twins
// typing one-handed (typos), a corporate lawyer who writes formally, a high-school quarterback, a woman who
// runs her office league (the commissioner), and a Frenchman who writes English with French word order.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_26: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["chuba's been runnin hard lately", "so do i roll him out over kyren this week or not"],
    expect: "startSit",
    players: ["Chuba Hubbard", "Kyren Williams"],
  },
  {
    turns: ["I would appreciate your counsel as to whether Travis Kelce ought to start for my club in Week 12."],
    expect: "startSit",
    players: ["Travis Kelce"],
    week: 12,
  },
  { turns: ["jamo or jsn who do i strat"], expect: "startSit", players: ["Jameson Williams", "Jaxon Smith-Njigba"] },
  {
    turns: ["Tee Higgins had a big match last week.", "This week, I put him in the lineup or he stays on the bench?"],
    expect: "startSit",
    players: ["Tee Higgins"],
  },
  {
    turns: ["Who does Achane play next week?", "Okay, and would you start him in that one?"],
    expect: "startSit",
    players: ["De'Von Achane"],
    week: "next",
  },
  {
    turns: ["Hurts or Purdy for me this week? my gut says Hurts but I've been wrong before"],
    expect: "startSit",
    players: ["Jalen Hurts", "Brock Purdy"],
  },
  {
    turns: ["Is it advisable to start Kyle Pitts this week?", "And as to George Kittle?"],
    expect: "startSit",
    players: ["George Kittle"],
  },

  // ---- compare ----
  {
    turns: [
      "Lamb's been kind of quiet for a few weeks",
      "is he still a better WR than Amon-Ra for the rest of the year?",
    ],
    expect: "compare",
    players: ["CeeDee Lamb", "Amon-Ra St. Brown"],
  },
  {
    turns: ["Bijan vs Gibbs ROS, who's the higher tier? not a start q, just settling a debate"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "Setting aside weekly lineup considerations, which player represents the superior asset for the " +
        "remainder of the season: Brock Bowers or Trey McBride?",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: [
      "I have Josh Allen and my friend has Lamar Jackson.",
      "In general, who is the better one for the rest of season?",
    ],
    expect: "compare",
    players: ["Josh Allen", "Lamar Jackson"],
  },
  {
    turns: ["me and my center been arguing all practice", "JT or King Henry, who's the better back from here on out"],
    expect: "compare",
    players: ["Jonathan Taylor", "Derrick Henry"],
  },
  {
    turns: [
      "I keep going back and forth on two receivers",
      "Long term, is Garrett Wilson or Drake London the better player?",
    ],
    expect: "compare",
    players: ["Garrett Wilson", "Drake London"],
  },

  // ---- slot ----
  { turns: ["flex spot's open, who's the move"], expect: "slot" },
  {
    turns: ["bijan's locked in at RB1", "who should i throw in at RB2 then"],
    expect: "slot",
    position: "RB",
  },
  { turns: ["Quick one between prescriptions: who should go in my flex this week?"], expect: "slot" },
  {
    turns: [
      "I'm going to be at a conference all of week 11 so I'm setting things early",
      "who should be my WR3 that week?",
    ],
    expect: "slot",
    position: "WR",
    week: 11,
  },
  {
    turns: ["Kelce is injured this week.", "Who I must put at the tight end position?"],
    expect: "slot",
    position: "TE",
  },

  // ---- lineup ----
  { turns: ["optimize my whole loadout for next week, min-max every slot"], expect: "lineup", week: "next" },
  {
    turns: ["Kindly review my entire starting lineup for Week 10 and advise whether any changes are warranted."],
    expect: "lineup",
  },
  { turns: ["on a job site all sunday no signal. just lock in whatever my best 9 is"], expect: "lineup" },
  { turns: ["kelce out this wk", "ok redo my hole lineup then"], expect: "lineup" },
  {
    turns: [
      "Just swapped Waddle in for Wilson",
      "can you double-check the rest of my starters and tell me if it all looks right?",
    ],
    expect: "lineup",
  },

  // ---- outlook ----
  {
    turns: ["Nix threw for 300 last week", "what kinda numbers should i expect from him this week"],
    expect: "outlook",
    players: ["Bo Nix"],
  },
  {
    turns: ["What's Derrick Henry projected for in week 11? Need a rough number"],
    expect: "outlook",
    players: ["Derrick Henry"],
    week: 11,
  },
  {
    turns: ["grabbed Judkins a few weeks back", "how's he lookin for the rest of the year"],
    expect: "outlook",
    players: ["Quinshon Judkins"],
  },
  {
    turns: ["I have Drake London on my team.", "How he looks for the rest of the season?"],
    expect: "outlook",
    players: ["Drake London"],
  },
  { turns: ["wats the outlok on james cook ros"], expect: "outlook", players: ["James Cook"] },
  {
    turns: ["Saquon looked great Sunday", "How about next week for him, what's his projection?"],
    expect: "outlook",
    players: ["Saquon Barkley"],
    week: "next",
  },

  // ---- status ----
  {
    turns: ["Kittle was limited last week", "is he fully healed now or still on cooldown"],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: ["Please confirm whether Christian McCaffrey is expected to be active for Sunday's game."],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["someone in the break room said Saquon was limited at practice", "is he going to play Sunday?"],
    expect: "status",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["puka left practice early yesterday", "he on the injury report again?"],
    expect: "status",
    players: ["Puka Nacua"],
  },
  { turns: ["sw somthing abt mahomes ankle", "is he gona play"], expect: "status", players: ["Patrick Mahomes"] },
  { turns: ["is CMC good to go?", "what about Bijan"], expect: "status", players: ["Bijan Robinson"] },

  // ---- tradeValue ----
  { turns: ["Puka's been balling out", "time to sell high on him?"], expect: "tradeValue", players: ["Puka Nacua"] },
  {
    turns: ["What is Kyren Williams actually worth in a trade at this point?"],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },
  {
    turns: ["garrett wilson's been ice cold", "good time to buy low on him or is he just done"],
    expect: "tradeValue",
    players: ["Garrett Wilson"],
  },
  {
    turns: ["Mark Andrews is on my bench since weeks.", "He still has value for a trade or no?"],
    expect: "tradeValue",
    players: ["Mark Andrews"],
  },
  {
    turns: ["what's JT's market price rn, is he S-tier trade bait"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },

  // ---- buyLow ----
  {
    turns: ["Which players should I be trying to pry loose from other teams while they're cheap?"],
    expect: "buyLow",
  },
  {
    turns: ["Identify, if you would, undervalued players on opposing rosters whom I might acquire at a discount."],
    expect: "buyLow",
  },
  {
    turns: ["any guys whose value is in the dumps but should bounce back? looking to trade for one"],
    expect: "buyLow",
  },
  {
    turns: ["My receiver room is thin after injuries", "Who's a wideout I could buy low on?"],
    expect: "buyLow",
    position: "WR",
  },
  { turns: ["who's nerfed rn but about to get buffed? wanna snipe some cheap trade targets"], expect: "buyLow" },

  // ---- trade ----
  {
    turns: ["Coach Quinn offered me Jahmyr Gibbs for Bijan and Zay Flowers. Should I accept?"],
    expect: "trade",
    players: ["Jahmyr Gibbs", "Bijan Robinson", "Zay Flowers"],
    team: "Blitz Brigade",
  },
  {
    turns: [
      "I have received a proposal under which I would tender Garrett Wilson in exchange for DK Metcalf. " +
        "Is this transaction advisable?",
    ],
    expect: "trade",
    players: ["Garrett Wilson", "DK Metcalf"],
  },
  {
    turns: ["Sutton's been blowing up my DMs about Achane", "he'd give me Jonathan Taylor straight up. do it?"],
    expect: "trade",
    players: ["De'Von Achane", "Jonathan Taylor"],
    team: "Hail Mary Heroes",
  },
  {
    turns: ["coach rowan ofered hockensn for kelce", "good trde?"],
    expect: "trade",
    players: ["T.J. Hockenson", "Travis Kelce"],
    team: "End Zone Envy",
  },
  {
    turns: ["I give Mike Evans and I receive Courtland Sutton, it is a good deal for me?"],
    expect: "trade",
    players: ["Mike Evans", "Courtland Sutton"],
  },
  {
    turns: ["got a 2-for-1 offer in my inbox", "my Chuba + Waddle for his CeeDee. smash accept or hard pass"],
    expect: "trade",
    players: ["Chuba Hubbard", "Jaylen Waddle", "CeeDee Lamb"],
  },

  // ---- waivers ----
  { turns: ["I've got $47 left in my budget, who's worth blowing some of it on this week?"], expect: "waivers" },
  {
    turns: [
      "I just dropped Tyjae Spears to free a spot",
      "Any pickups you'd recommend before the Wednesday waiver run?",
    ],
    expect: "waivers",
  },
  {
    turns: ["hubbard's hurt again", "best RB sitting on the wire to replace him and what do i bid"],
    expect: "waivers",
    position: "RB",
  },
  { turns: ["any dudes on the wire worth a claim? gimme a bid number too"], expect: "waivers" },
  {
    turns: ["How much of my FAAB I should put on a receiver this week, and which one?"],
    expect: "waivers",
    position: "WR",
  },

  // ---- playoffs ----
  { turns: ["real talk am i making the playoffs or nah"], expect: "playoffs" },
  { turns: ["What is the present probability that Gridiron Gurus qualifies for postseason play?"], expect: "playoffs" },
  {
    turns: ["It would be mortifying if the commissioner misses the playoffs in her own league. How do my odds look?"],
    expect: "playoffs",
  },
  { turns: ["lost agian last wk ugh", "am i stil alive for playofs"], expect: "playoffs" },
  { turns: ["just hit a 3-game win streak", "what's my % to make the bracket now"], expect: "playoffs" },

  // ---- improveOdds ----
  { turns: ["What moves would actually move the needle on my playoff chances?"], expect: "improveOdds" },
  { turns: ["so I'm sitting at like 40% for playoffs?", "what do I grind to push that up"], expect: "improveOdds" },
  { turns: ["need to make a push for the postseason. what should i change"], expect: "improveOdds" },
  { turns: ["my playof odds r bad", "how do i get em up"], expect: "improveOdds" },
  {
    turns: [
      "we're 4-5 and my dad says I'm cooked",
      "what's the gameplan to actually sneak in, like what moves do I make",
    ],
    expect: "improveOdds",
  },

  // ---- matchup ----
  { turns: ["who'm i up against sunday and am i favored"], expect: "matchup" },
  { turns: ["What is my projected probability of prevailing in this week's head-to-head contest?"], expect: "matchup" },
  { turns: ["who's my 1v1 this week and what's my win%"], expect: "matchup" },
  {
    turns: ["Coach Tatum has been trash-talking in the group chat all week", "Do I beat him this week or not?"],
    expect: "matchup",
    team: "Red Zone Raiders",
  },
  {
    turns: ["The week 9 I lost against Coach Blake.", "This week I play against who? And I am the favorite?"],
    expect: "matchup",
  },

  // ---- record ----
  { turns: ["Remind me where I'm at, W-L wise?"], expect: "record" },
  { turns: ["Please state my current win-loss record and my position in the league table."], expect: "record" },
  { turns: ["won by like 2 points monday night lol", "where do we sit in the standings now"], expect: "record" },
  { turns: ["whats my recrod"], expect: "record" },
  { turns: ["Finally beat Coach Ellis last week!", "So what does that make my record now?"], expect: "record" },

  // ---- rosterStatus ----
  { turns: ["Anybody on my roster on bye in week 12?"], expect: "rosterStatus", week: 12 },
  {
    turns: ["traveling for a LAN next week", "any of my guys on bye or banged up then?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["rough week for injuries around the league", "how bad's my squad look, who's hurt"],
    expect: "rosterStatus",
  },
  { turns: ["Who on my team is hurt right now? I haven't checked since Thursday"], expect: "rosterStatus" },
  { turns: ["Which of my players are injured or in bye this week?"], expect: "rosterStatus" },
  { turns: ["Who's on bye for me this week?", "And next week?"], expect: "rosterStatus", week: "next" },

  // ---- positionRank ----
  { turns: ["rank my rbs this week"], expect: "positionRank", position: "RB" },
  {
    turns: ["Please provide an ordered ranking of my wide receivers for Week 11."],
    expect: "positionRank",
    position: "WR",
    week: 11,
  },
  {
    turns: ["rank my running backs for this week", "same thing for my wideouts"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["I carry three tight ends, don't judge", "How would you order them for this week, top to bottom?"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["My receivers, you can classify them from the best to the worst for next week?"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },

  // ---- projectedTotal ----
  { turns: ["what's my team's projected dmg output this week, floor and ceiling"], expect: "projectedTotal" },
  {
    turns: ["What is Gridiron Gurus' projected point total for Week 11, along with a reasonable range?"],
    expect: "projectedTotal",
    week: 11,
  },
  { turns: ["ok lineup's set", "what's it projected to put up"], expect: "projectedTotal" },
  { turns: ["projectd pts for my tem nxt wk?"], expect: "projectedTotal", week: "next" },
  {
    turns: ["I have put my lineup for this week.", "How much points it will make approximately? The low and the high"],
    expect: "projectedTotal",
  },

  // ---- leaders ----
  { turns: ["Can you pull up the full league standings? I want to post them in the office Slack"], expect: "leaders" },
  { turns: ["who's top of the leaderboard rn"], expect: "leaders" },
  { turns: ["Which franchise presently occupies first place in the league?"], expect: "leaders" },
  {
    turns: [
      "Coach Harper will not stop bragging at the pharmacy counter",
      "Is his team actually the best in the league?",
    ],
    expect: "leaders",
    team: "Fourth & Long Shots",
  },
  { turns: ["Who is leading the league, which team is the strongest?"], expect: "leaders" },

  // ---- sleepers ----
  {
    turns: ["Give me a few under-the-radar names for next week that nobody in my office is talking about"],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["drop me some hidden gems, deep sleepers nobody's rostered yet"], expect: "sleepers" },
  { turns: ["Who are some under-owned players who could break out soon?"], expect: "sleepers" },
  { turns: ["who's a sneaky guy off the radar i could grab"], expect: "sleepers" },
  {
    turns: ["i dont need stars, i need upside", "any deep cuts that could pop next week?"],
    expect: "sleepers",
    week: "next",
  },

  // ---- dropStash ----
  {
    turns: ["Brandon Aiyuk still isn't back", "Is it worth keeping him in my IR slot or should I just cut him?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["Should I retain my injured players on injured reserve, or release them to free roster space?"],
    expect: "dropStash",
  },
  {
    turns: ["nico collins might miss a few weeks", "drop him or stash him on IR"],
    expect: "dropStash",
    players: ["Nico Collins"],
  },
  { turns: ["do i hold or drop my hurt guys, IR is ful"], expect: "dropStash" },
  {
    turns: ["Mike Evans broke his collarbone", "do I bench-stash him or just yeet him"],
    expect: "dropStash",
    players: ["Mike Evans"],
  },

  // ---- byeCover ----
  { turns: ["my qb's got a bye next week", "who should i stream"], expect: "byeCover", position: "QB", week: "next" },
  { turns: ["My tight end has his bye in week 12. Who can fill in?"], expect: "byeCover", position: "TE", week: 12 },
  {
    turns: ["My kicker's team is off next week", "Who should I stream to cover for him?"],
    expect: "byeCover",
    position: "K",
    week: "next",
  },
  { turns: ["need a D to plug in while mine's on bye this week"], expect: "byeCover", position: "DST" },
  { turns: ["my WR1 is on bye this week, who's the best fill-in I can grab"], expect: "byeCover", position: "WR" },
  {
    turns: ["My quarterback has the bye in week 13, who I can take to replace him?"],
    expect: "byeCover",
    position: "QB",
    week: 13,
  },

  // ---- scenario ----
  { turns: ["say i run the table the rest of the way, am i a lock"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["Assuming I prevail in three of my remaining five contests, what would my postseason probability be?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["Am I making the playoffs?", "What if I lose this week though?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["I'm sitting at 5-4 right now", "if I go 3-2 the rest of the way do I still make it"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  { turns: ["if i win 4 more do i get in"], expect: "scenario", scenario: { wins: 4, games: null } },

  // ---- tradeIdeas ----
  {
    turns: ["What could I realistically get for Ja'Marr Chase? Any package ideas?"],
    expect: "tradeIdeas",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["Please propose several trade structures built around Bijan Robinson, including two-for-one arrangements."],
    expect: "tradeIdeas",
    players: ["Bijan Robinson"],
  },
  {
    turns: ["got too many rbs", "gimme some trade ideas using achane"],
    expect: "tradeIdeas",
    players: ["De'Von Achane"],
  },
  {
    turns: ["Waddle's been solid but I'm stacked at WR", "shop him for me, who could I flip him to and for what"],
    expect: "tradeIdeas",
    players: ["Jaylen Waddle"],
  },
  {
    turns: ["With Puka Nacua, which trades I can build? One for one or two for one"],
    expect: "tradeIdeas",
    players: ["Puka Nacua"],
  },

  // ---- multi-part last messages ----
  {
    turns: ["Is CMC playing Sunday? And if he is, do I start him over Bijan?"],
    expect: ["status", "startSit"],
    players: ["Christian McCaffrey", "Bijan Robinson"],
  },
  { turns: ["whats my record and what are my playoff odds lookin like"], expect: ["record", "playoffs"] },
  {
    turns: ["Who is my opponent this week, and what is my projected point total?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["Who on my roster is currently injured, and should I drop any of them?"],
    expect: ["rosterStatus", "dropStash"],
  },
  {
    turns: ["rank my WRs this week then tell me who goes in the flex"],
    expect: ["positionRank", "slot"],
    position: "WR",
  },
  {
    turns: ["JSN is on a heater, sell high? also who are some buy low guys"],
    expect: ["tradeValue", "buyLow"],
    players: ["Jaxon Smith-Njigba"],
  },
  { turns: ["Who's leading the league right now, and where do I stand?"], expect: ["leaders", "record"] },
  {
    turns: ["What are my chances for the playoffs and how I can make them better?"],
    expect: ["playoffs", "improveOdds"],
  },
  { turns: ["any waivr pickups worth it n whos a good sleeper"], expect: ["waivers", "sleepers"] },
  {
    turns: ["How does Josh Jacobs look this week, and is he practicing in full?"],
    expect: ["outlook", "status"],
    players: ["Josh Jacobs"],
  },
  {
    turns: [
      "I am contemplating moving Garrett Wilson.",
      "What is his present trade value, and what packages might be constructed around him?",
    ],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Garrett Wilson"],
  },
  {
    turns: ["odds if i win out? and whats my projected score this week"],
    expect: ["scenario", "projectedTotal"],
    scenario: "win-out",
  },
  {
    turns: ["who am i playing this week and who should i start at QB"],
    expect: ["matchup", "slot"],
    position: "QB",
  },
  {
    turns: ["Kindly evaluate my lineup for this week and identify which of my players, if any, are on bye."],
    expect: ["lineup", "rosterStatus"],
  },
  {
    turns: ["Lamb or Chase ROS who's better, and which one do I start this week"],
    expect: ["compare", "startSit"],
    players: ["CeeDee Lamb", "Ja'Marr Chase"],
  },

  // ---- help ----
  { turns: ["what can you actually do"], expect: "help" },
  {
    turns: ["Could you outline the range of services you provide and how best to phrase my requests?"],
    expect: "help",
  },
  { turns: ["hi new here how do i use ths thing"], expect: "help" },
  { turns: ["Hello, I am new in this league.", "What are the things you can help me with?"], expect: "help" },

  // ---- None (out of scope) ----
  { turns: ["is it gonna rain in Green Bay sunday"], expect: "None" },
  { turns: ["who wins the Lakers game tonight"], expect: "None" },
  { turns: ["Does anyone have a good crockpot chili recipe for game day?"], expect: "None" },
  { turns: ["what do you think about the election stuff"], expect: "None" },
  { turns: ["Who will win the Ligue 1 this year, PSG or Marseille?"], expect: "None" },
  { turns: ["how do i get recruited by a D1 school"], expect: "None" },
  { turns: ["start hurts or purdy", "ok thx. also how do i get twins to sleep lol"], expect: "None" },
  { turns: ["Tell me a joke about the Jets, if you would."], expect: "None" },
];
