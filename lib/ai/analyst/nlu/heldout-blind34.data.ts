// Blind held-out evaluation set 34 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a night-shift nurse, a farmer during harvest, a competitive video gamer (buff, nerf,
// meta, GG), a stand-up comedian who jokes while asking.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_34: HeldOutCase[] = [
  {
    turns: ["start Zay Flowers this week?", "him or Jakobi Meyers. only room for one of em"],
    expect: "startSit",
    players: ["Zay Flowers", "Jakobi Meyers"],
  },
  {
    turns: ["guy offered me Bijan Robinson for my Ja'Marr Chase. take it?"],
    expect: "trade",
    players: ["Bijan Robinson", "Ja'Marr Chase"],
  },
  { turns: ["is James Cook a hold or a sell at this point"], expect: "tradeValue", players: ["James Cook"] },
  {
    turns: [
      "WR2 spot — who's the best guy on my roster to slot in there " +
        "this week? I'm off tonight so I can actually set it",
    ],
    expect: "slot",
    position: "WR",
  },
  { turns: ["whats my % to make playoffs. am I in or hardstuck"], expect: "playoffs" },
  { turns: ["Give me a sleeper. Not me at my desk, a football player"], expect: "sleepers" },
  { turns: ["whats my record"], expect: "record" },
  { turns: ["who goes in my flex this week"], expect: "slot" },
  { turns: ["What's my projected total? I need a number to disappoint me on Monday"], expect: "projectedTotal" },
  {
    turns: ["fellow night shifter here lol", "who are some sleeper picks for next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["how much FAAB should I drop on Kyle Monangai? dont wanna " + "overpay for a one-week buff"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  { turns: ["got Tyler Warren at TE", "he banged up or good to go"], expect: "status", players: ["Tyler Warren"] },
  {
    turns: [
      "What's Jalen Hurts' outlook for the rest of the season, and " +
        "what would he fetch in a trade? Asking for me. I'm the " +
        "friend.",
    ],
    expect: ["outlook", "tradeValue"],
    players: ["Jalen Hurts"],
  },
  { turns: ["what's my team's floor and ceiling this week"], expect: "projectedTotal" },
  {
    turns: [
      "Coach Ellis just sent me a trade and I think he's trying to scam me.",
      "Courtland Sutton and Alvin Kamara for Trey McBride. Is this " + "a heist or am I paranoid?",
    ],
    expect: "trade",
    players: ["Courtland Sutton", "Alvin Kamara", "Trey McBride"],
  },
  { turns: ["who won the NBA game last night"], expect: "None" },
  { turns: ["how many points is my team projected this week"], expect: "projectedTotal" },
  { turns: ["who leads the league in points", "what about by playoff odds"], expect: "leaders" },
  {
    turns: [
      "Brandon Aiyuk hasn't played in so long I forgot what he looks like.",
      "Do I keep stashing him or cut him loose?",
    ],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  { turns: ["how do my QBs stack up against each other this week?"], expect: "positionRank", position: "QB" },
  { turns: ["whats my playoff odds now, and if i win out?"], expect: ["playoffs", "scenario"], scenario: "win-out" },
  { turns: ["what do I do with my injured guys", "drop or stash, which ones"], expect: "dropStash" },
  {
    turns: ["how much is Josh Jacobs worth in a trade", "same for Chase Brown"],
    expect: "tradeValue",
    players: ["Chase Brown"],
  },
  {
    turns: ["what are my playoff odds if I go 2-2 the rest of the way"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  { turns: ["what's my team projected to score", "and next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["what can you actually help me with?"], expect: "help" },
  {
    turns: [
      "Puka is actually cracked this season fr",
      "ok real q tho, do I bench Davante Adams this week? matchup " + "looks like a hard counter",
    ],
    expect: "startSit",
    players: ["Davante Adams"],
  },
  {
    turns: ["I need someone to be irrationally jealous of.", "Who's leading the league in points?"],
    expect: "leaders",
  },
  {
    turns: [
      "I lost by 0.4 points last week. Zero point four. My kicker " + "missed a PAT.",
      "What are my odds of making the playoffs now?",
    ],
    expect: "playoffs",
  },
  {
    turns: [
      "forget this week for a sec",
      "over the rest of the season is Jonathan Taylor or Saquon the " + "better guy to have?",
    ],
    expect: "compare",
    players: ["Jonathan Taylor", "Saquon Barkley"],
  },
  { turns: ["what are your abilities lol, give me the move list"], expect: "help" },
  { turns: ["who's the best team in the league"], expect: "leaders" },
  { turns: ["what moves should I make to boost my playoff odds? I need a buff bad"], expect: "improveOdds" },
  {
    turns: ["what's Bucky Irving's trade value rn, and is he even healthy?"],
    expect: ["tradeValue", "status"],
    players: ["Bucky Irving"],
  },
  { turns: ["is Joe Burrow back yet?", "and Jaylen Waddle?"], expect: "status", players: ["Jaylen Waddle"] },
  {
    turns: ["how many points is Drake Maye projected for this week", "what about week 12?"],
    expect: "outlook",
    players: ["Drake Maye"],
    week: 12,
  },
  { turns: ["Travis Kelce's on bye this week", "who can cover for him?"], expect: "byeCover", position: "TE" },
  { turns: ["any sleeper wrs", "for next week"], expect: "sleepers", week: "next", position: "WR" },
  {
    turns: [
      "Is Mark Andrews a game-time decision again? My heart can't " + "take another 90-minutes-before-kickoff thriller",
    ],
    expect: "status",
    players: ["Mark Andrews"],
  },
  { turns: ["any 2 for 1 deals i should look at"], expect: "tradeIdeas" },
  { turns: ["rank my RBs", "for week 12 i mean"], expect: "positionRank", week: 12, position: "RB" },
  { turns: ["what are my playoff odds", "ok how do I raise that number"], expect: "improveOdds" },
  { turns: ["whats my playoff odds and what moves would bump em up"], expect: ["playoffs", "improveOdds"] },
  {
    turns: [
      "My therapist says I have trouble committing. Let's prove her " + "right: Kittle or Jake Ferguson this week?",
    ],
    expect: "startSit",
    players: ["George Kittle", "Jake Ferguson"],
  },
  { turns: ["what could I get for BTJ if I shopped him"], expect: "tradeIdeas", players: ["Brian Thomas Jr."] },
  { turns: ["quick one before I clock in — who's the top pickup this week?"], expect: "waivers" },
  { turns: ["show me the league standings"], expect: "leaders" },
  { turns: ["is it gonna rain tomorrow? need to know if I can run the combine"], expect: "None" },
  {
    turns: ["who should I grab off waivers, and any deep sleepers nobody " + "in the league is talking about?"],
    expect: ["waivers", "sleepers"],
  },
  {
    turns: ["thinking about moving DK Metcalf", "Metcalf for Chris Olave, good deal or no"],
    expect: "trade",
    players: ["DK Metcalf", "Chris Olave"],
  },
  { turns: ["hows my record", "and playoff odds?"], expect: "playoffs" },
  {
    turns: [
      "If Ashton Jeanty and Omarion Hampton were both drowning, who " +
        "do I save? Rest of season I mean. I can't swim either",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  { turns: ["yo", "what kinda stuff can u answer"], expect: "help" },
  {
    turns: ["Rank my tight ends for me this week. It'll be short, like my " + "attention span"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["need someone in my QB slot this week, my starter's on the " + "bench getting patched lol. who's the play"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: [
      "My roster looks like a hospital waiting room, minus the magazines.",
      "Who's actually injured and who's just on bye this week?",
    ],
    expect: "rosterStatus",
  },
  { turns: ["who's an under the radar guy i could grab"], expect: "sleepers" },
  { turns: ["lost track of the season working nights", "what place am i in?"], expect: "record" },
  {
    turns: ["Rashee Rice looked washed last week", "is he even active this week or is he injured"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: [
      "Fix my lineup, then tell me if I'm favored this week, so I " + "know whether to drink before the game or after",
    ],
    expect: ["lineup", "matchup"],
  },
  { turns: ["whats my projected score this week and am I favored?"], expect: ["projectedTotal", "matchup"] },
  {
    turns: ["Should I start Javonte Williams this week?", "What about next week — same call, or do I pivot?"],
    expect: "startSit",
    players: ["Javonte Williams"],
    week: "next",
  },
  {
    turns: ["Achane just went off again", "whats his ceiling rest of szn? dude's a glass cannon"],
    expect: "outlook",
    players: ["De'Von Achane"],
  },
  {
    turns: ["Is Jaylen Warren playing this week, and if he is should I " + "start him? sorry, post-shift brain"],
    expect: ["status", "startSit"],
    players: ["Jaylen Warren"],
  },
  { turns: ["where do I rank in the league, and who's in first?"], expect: ["record", "leaders"] },
  {
    turns: ["rough week at work and in fantasy 😩", "do i still have a realistic shot at the postseason?"],
    expect: "playoffs",
  },
  { turns: ["any byes on my team next week"], expect: "rosterStatus", week: "next" },
  {
    turns: ["what could i get for Travis Etienne and whats he worth really"],
    expect: ["tradeIdeas", "tradeValue"],
    players: ["Travis Etienne Jr."],
  },
  { turns: ["set my lineup for me, im in the field till dark"], expect: "lineup" },
  { turns: ["rank my receivers for this week", "now do running backs"], expect: "positionRank", position: "RB" },
  { turns: ["Jayden Daniels hurt again?"], expect: "status", players: ["Jayden Daniels"] },
  { turns: ["my TE is on bye", "who's a good streamer to cover?"], expect: "byeCover", position: "TE" },
  {
    turns: ["should I sell JSN while his stock is peak meta or hold?"],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: [
      "i keep going back and forth on long term stuff between patients",
      "Ladd McConkey or Tetairoa McMillan for the rest of the year, " + "which would you rather have",
    ],
    expect: "compare",
    players: ["Ladd McConkey", "Tetairoa McMillan"],
  },
  { turns: ["my playoff odds look grim", "what can I actually do to improve them"], expect: "improveOdds" },
  { turns: ["what's my best lineup this week", "ok and next week's?"], expect: "lineup", week: "next" },
  {
    turns: ["any sleepers for next week? looking for a hidden OP pick " + "nobody's on yet"],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["Before I trust you with my team: what exactly do you do? " + "Besides judge me"], expect: "help" },
  {
    turns: [
      "My bench is so bad the waiver wire looks like an upgrade. " + "That's not a joke, that's a cry for help.",
      "Who should I grab this week?",
    ],
    expect: "waivers",
  },
  { turns: ["can i beat Blitz Brigade this week"], expect: "matchup", team: "Blitz Brigade" },
  { turns: ["bye week killing me at wr", "need a streamer"], expect: "byeCover", position: "WR" },
  {
    turns: ["is Omarion Hampton hurt, and if he is should I IR him or drop him?"],
    expect: ["status", "dropStash"],
    players: ["Omarion Hampton"],
  },
  { turns: ["got a couple hurt guys. drop em or IR em"], expect: "dropStash" },
  {
    turns: ["give me some trade ideas", "specifically with Red Zone Raiders"],
    expect: "tradeIdeas",
    team: "Red Zone Raiders",
  },
  { turns: ["who's the top seed rn? who's carrying the league"], expect: "leaders" },
  { turns: ["any of my guys injured", "week 12 byes too?"], expect: "rosterStatus", week: 12 },
  {
    turns: ["should I drop Tyreek Hill or stash him? I saw the knee, " + "that's not coming back this year"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["what are my playoff chances looking like? be honest, I " + "deliver bad news for a living, I can take it"],
    expect: "playoffs",
  },
  { turns: ["am I favored this week or is this gonna be a skill diff"], expect: "matchup" },
  { turns: ["what's my record and who do I play this week?"], expect: ["record", "matchup"] },
  {
    turns: ["lost a guy to injury so my RB2 spot is empty", "who should i put there this week?"],
    expect: "slot",
    position: "RB",
  },
  { turns: ["whos the best flex option off my bench", "and for next week?"], expect: "slot", week: "next" },
  {
    turns: [
      "Everyone in my league is sliding into my DMs about George " + "Pickens. First time that's happened to me.",
      "Sell or hold? What's he actually worth?",
    ],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  { turns: ["my QB's on bye next week, who do i stream"], expect: "byeCover", week: "next", position: "QB" },
  { turns: ["who on my roster is hurt right now?"], expect: "rosterStatus" },
  {
    turns: ["My kicker's on bye. Who's a backup that won't miss extra " + "points the way I miss punchlines?"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["triage time: which of my players are out or questionable for week 11?"],
    expect: "rosterStatus",
    week: 11,
  },
  {
    turns: ["Malik Nabers done for the season, tore his ACL", "drop or IR?"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["Where do I stand in the league? Don't sugarcoat it, I've " + "bombed in front of worse crowds"],
    expect: "record",
  },
  { turns: ["rank my rbs this week and tell me whos hurt"], expect: ["positionRank", "rosterStatus"], position: "RB" },
  { turns: ["tier my WRs for this week, best to worst"], expect: "positionRank", position: "WR" },
  { turns: ["any good free agents at TE?", "what about WR"], expect: "waivers", position: "WR" },
  { turns: ["derrick henry", "whats he worth in a trade right now"], expect: "tradeValue", players: ["Derrick Henry"] },
  { turns: ["best RB on the wire right now?"], expect: "waivers", position: "RB" },
  {
    turns: ["CMC question", "is he playing sunday? professional curiosity lol"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  { turns: ["who wins LoL worlds this year"], expect: "None" },
  {
    turns: ["My flex spot has seen more turnover than my dating life.", "Who do I put there this week?"],
    expect: "slot",
  },
  { turns: ["optimize my lineup for this week, min-max the whole thing"], expect: "lineup" },
  { turns: ["I'm deep at WR and thin at RB", "who should I target in a trade?"], expect: "tradeIdeas" },
  {
    turns: ["what's Kenneth Walker III looking like for points this week?"],
    expect: "outlook",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["Baker or Goff sunday. cant hardly see the phone from the cab " + "so just tell me"],
    expect: "startSit",
    players: ["Baker Mayfield", "Jared Goff"],
  },
  {
    turns: ["Harold Fannin Jr. still sitting on waivers", "how much faab to bid on him"],
    expect: "waivers",
    players: ["Harold Fannin Jr."],
  },
  {
    turns: ["odds if I go 1-2 the rest of the way?", "ok make it 2-1"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  {
    turns: ["Quinshon Judkins", "whats his outlook the rest of the way"],
    expect: "outlook",
    players: ["Quinshon Judkins"],
  },
  {
    turns: ["ROS tier list check: Gibbs vs Bijan, who's the better unit " + "for the rest of the season?"],
    expect: "compare",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  { turns: ["GG to my opp last week, got absolutely clapped", "what's my W-L now"], expect: "record" },
  { turns: ["whats a good high protein snack for night shift"], expect: "None" },
  { turns: ["we gonna make playoffs or what"], expect: "playoffs" },
  {
    turns: ["long haul not this week. McBride or Bowers the rest of the way"],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: ["I'm up against Coach Sawyer this week", "what are my chances of winning?"],
    expect: "matchup",
    team: "Audible Alchemists",
  },
  { turns: ["who's my opponent this week", "what about next week?"], expect: "matchup", week: "next" },
  {
    turns: ["who's better ROS, Drake London or Nico Collins", "nah swap london for Tee Higgins. Higgins or Nico?"],
    expect: "compare",
    players: ["Tee Higgins", "Nico Collins"],
  },
  { turns: ["Tell me a joke about kickers. I'm out of material"], expect: "None" },
  {
    turns: ["is Bo Nix a must-start this week or is he getting nerfed by " + "that defense"],
    expect: "startSit",
    players: ["Bo Nix"],
  },
  { turns: ["team projection for week 11", "whats the range on that, worst case"], expect: "projectedTotal", week: 11 },
  { turns: ["If I lose this week, am I dead? Like, eulogy dead?"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["What's my win probability this week? Round up, I'm fragile"], expect: "matchup" },
  {
    turns: ["3am charting and my brain is mush. do I start Chuba Hubbard " + "or Rico Dowdle sunday?"],
    expect: "startSit",
    players: ["Chuba Hubbard", "Rico Dowdle"],
  },
  {
    turns: [
      "I set my lineup at 2am after three beers and a fight with a " + "vending machine.",
      "Can you check it and tell me what I screwed up?",
    ],
    expect: "lineup",
  },
  { turns: ["what moves would help me sneak into the playoffs"], expect: "improveOdds" },
  {
    turns: ["how's Emeka Egbuka's rest of season look? feels like he got " + "nerfed the last few weeks"],
    expect: "outlook",
    players: ["Emeka Egbuka"],
  },
  { turns: ["run a health check on my whole roster — who's injured this week?"], expect: "rosterStatus" },
  {
    turns: [
      "Who's the fantasy version of a stock that crashed but the " +
        "CEO is still solid? Buy-low candidates please, I'm broke",
    ],
    expect: "buyLow",
  },
  {
    turns: ["what are my playoff chances", "what if I win three of the last four"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: [
      "Who in this league is desperate enough to trade with me? " +
        "Asking as a man who's been ghosted by three coaches",
    ],
    expect: "tradeIdeas",
  },
  {
    turns: ["can you look over my whole lineup before kickoff? I'll be " + "asleep after three 12s in a row"],
    expect: "lineup",
  },
  { turns: ["new to this app", "how does this thing work"], expect: "help" },
  { turns: ["price of corn per bushel today"], expect: "None" },
  {
    turns: ["who am I playing this week, and what's my team projected to score?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: [
      "is Kyren Williams for Garrett Wilson a fair trade, and what " + "are my playoff odds looking like anyway?",
    ],
    expect: ["trade", "playoffs"],
    players: ["Kyren Williams", "Garrett Wilson"],
  },
  {
    turns: ["who should i buy low on and who in the league should i be trading with"],
    expect: ["buyLow", "tradeIdeas"],
  },
  {
    turns: ["trade check: my Mike Evans for his Jameson Williams. W or L?"],
    expect: "trade",
    players: ["Mike Evans", "Jameson Williams"],
  },
  {
    turns: ["trying to be smart before the deadline for once", "any sell-high guys i should be shopping?"],
    expect: "buyLow",
  },
  { turns: ["Quick break from fantasy.", "What rhymes with Mahomes? It's for a bit, I swear"], expect: "None" },
  { turns: ["deadline is coming up", "buy-low WRs — who's underpriced right now?"], expect: "buyLow", position: "WR" },
  {
    turns: ["GG, won last week", "unrelated but what's the Chiefs spread this sunday? wanna put a bet in"],
    expect: "None",
  },
  {
    turns: ["who are the buy-low targets in the league rn? guys who got " + "nerfed but should bounce back"],
    expect: "buyLow",
  },
  { turns: ["say i win 2 more games. in or out"], expect: "scenario", scenario: { wins: 2, games: null } },
  {
    turns: ["would you trade Lamar Jackson for Jalen Hurts straight up? " + "asking on my 2am lunch"],
    expect: "trade",
    players: ["Lamar Jackson", "Jalen Hurts"],
  },
  {
    turns: ["My playoff odds are on life support. What moves can " + "resuscitate them? Waivers, trades, a séance?"],
    expect: "improveOdds",
  },
];
