// Blind held-out evaluation set 218 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a sceptical, argumentative manager who doubts the assistant, corrects it mid-conversation
// and narrows or redirects the question ("that can't be right", "no, the other one", "forget that, I meant...").
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_218: HeldOutCase[] = [
  // ---------- startSit ----------
  {
    turns: ["Bucky Irving or Rachaad White in my lineup today? and don't give me 'it depends'"],
    expect: "startSit",
    players: ["Bucky Irving", "Rachaad White"],
  },
  {
    turns: ["you told me last week to bench Jamo and he went off. so do I play him today or what"],
    expect: "startSit",
    players: ["Jameson Williams"],
  },
  {
    turns: [
      "who's my best flex option",
      "nah scrap that. Skattebo vs Tracy, head to head, which one actually plays for me today",
    ],
    expect: "startSit",
    players: ["Cam Skattebo", "Tyrone Tracy Jr."],
  },
  {
    turns: ["week 12 I can only roll out one of Goff and Stafford. who gets the nod"],
    expect: "startSit",
    players: ["Jared Goff", "Matthew Stafford"],
    week: 12,
  },
  {
    turns: [
      "is Jaxson Dart worth starting",
      "that can't be right, you're answering for today. I mean NEXT week. Dart, yes or no",
    ],
    expect: "startSit",
    players: ["Jaxson Dart"],
    week: "next",
  },
  {
    turns: [
      "Jakobi Meyers, Jauan Jennings, Quentin Johnston. I'm only starting one of the three today. which, and defend it",
    ],
    expect: "startSit",
    players: ["Jakobi Meyers", "Jauan Jennings", "Quentin Johnston"],
  },
  {
    turns: [
      "should I start Pitts or LaPorta",
      "LaPorta's not even a question, he's locked in. just Pitts - do I start him tonight or not",
    ],
    expect: "startSit",
    players: ["Kyle Pitts"],
  },

  // ---------- compare ----------
  {
    turns: ["forget this week. from here to the end of the year, Drake London or Garrett Wilson?"],
    expect: "compare",
    players: ["Drake London", "Garrett Wilson"],
  },
  {
    turns: ["dynasty brain for a sec: Omarion Hampton vs Ashton Jeanty, who do you want for the next three years"],
    expect: "compare",
    players: ["Omarion Hampton", "Ashton Jeanty"],
  },
  {
    turns: [
      "start Tee Higgins or Courtland Sutton today?",
      "I didn't ask about today. rest of season, who's the better guy to own",
    ],
    expect: "compare",
    players: ["Tee Higgins", "Courtland Sutton"],
  },
  {
    turns: [
      "who should I pick up, Javonte or Chase Brown",
      "they're both already on my roster, genius. I mean who's the better " +
        "hold through the fantasy playoffs - and throw Kenneth Walker in there " +
        "too",
    ],
    expect: "compare",
    players: ["Javonte Williams", "Chase Brown", "Kenneth Walker III"],
  },
  {
    turns: ["Tucker Kraft and Sam LaPorta: if I could only keep one of them the rest of the way, who? no hedging"],
    expect: "compare",
    players: ["Tucker Kraft", "Sam LaPorta"],
  },
  {
    turns: [
      "who's better, Nabers or JSN",
      "Nabers is hurt, come on. fine, JSN vs Puka then",
      "long term. not this week. LONG term.",
    ],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Puka Nacua"],
  },
  {
    turns: ["honest ROS ranking between Dowdle and Chuba, they're eating each other's lunch in that backfield"],
    expect: "compare",
    players: ["Rico Dowdle", "Chuba Hubbard"],
  },

  // ---------- slot ----------
  {
    turns: ["flex. who goes there today? I have too many mediocre options and zero conviction"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["who's my TE", "I know who my TE is. I'm asking who SHOULD be sitting in that TE spot this week"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["my RB2 spot comes down to Kimani Vidal or Sean Tucker. one of them's going in"],
    expect: "slot",
    players: ["Kimani Vidal", "Sean Tucker"],
    position: "RB",
  },
  {
    turns: [
      "set my lineup",
      "no, the rest of it is fine, it's just the flex I'm stuck on. Wan'Dale or Shakir in there?",
    ],
    expect: "slot",
    players: ["Wan'Dale Robinson", "Khalil Shakir"],
    position: "FLEX",
  },
  {
    turns: ["thinking ahead: who fills my WR3 slot next week? I don't love any of my choices"],
    expect: "slot",
    position: "WR",
    week: "next",
  },

  // ---------- lineup ----------
  { turns: ["just build me the best lineup for today, top to bottom, every slot"], expect: "lineup" },
  {
    turns: ["is Kelce playing?", "ok whatever. just go through my whole lineup for today and flag anything dumb in it"],
    expect: "lineup",
  },
  {
    turns: ["who's my flex", "actually nah, look at the whole roster and set all of it for week 11"],
    expect: "lineup",
    week: 11,
  },
  {
    turns: ["I'm off the grid next weekend, so set my entire starting lineup for next week right now before I forget"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["last time you let me roll out a dud. go through all my starters for this week and fix whatever's wrong"],
    expect: "lineup",
  },

  // ---------- outlook ----------
  {
    turns: ["what's Derrick Henry looking like today? floor, ceiling, the whole picture"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  { turns: ["Breece Hall rest of season - top-12 back or am I dreaming"], expect: "outlook", players: ["Breece Hall"] },
  {
    turns: ["what's Egbuka's outlook", "not for today. I want the rest-of-year picture"],
    expect: "outlook",
    players: ["Emeka Egbuka"],
  },
  {
    turns: ["how's Tet McMillan doing", "stop telling me what he already did. what's he projected for in week 12"],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
    week: 12,
  },
  {
    turns: ["how high can Hurts go this week? I need a ceiling game from somebody"],
    expect: "outlook",
    players: ["Jalen Hurts"],
  },
  {
    turns: ["TreVeyon Henderson: real breakout, or is this a mirage for the rest of 2025?"],
    expect: "outlook",
    players: ["TreVeyon Henderson"],
  },
  {
    turns: [
      "Kyren Williams or Saquon today",
      "fine, I'm starting Kyren no matter what you say. just tell me what to expect from him",
    ],
    expect: "outlook",
    players: ["Kyren Williams"],
  },

  // ---------- status ----------
  {
    turns: ["is CMC actually suiting up today or is it another game-time decision"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["start Tyreek?", "hold on, first things first. did he even practice this week? full, limited, DNP?"],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["is Ladd McConkie on bye next week? I can't eat another zero"],
    expect: "status",
    players: ["Ladd McConkey"],
    week: "next",
  },
  {
    turns: [
      "Drake Maye outlook for today",
      "stop. before any of that, is he even healthy? I saw something about his shoulder",
    ],
    expect: "status",
    players: ["Drake Maye"],
  },
  {
    turns: ["what's the deal with Rashee Rice, is he cleared to play or not"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["Jayden Reed - still on IR or did the Packers finally activate him"],
    expect: "status",
    players: ["Jayden Reed"],
  },

  // ---------- tradeValue ----------
  {
    turns: ["how much is Jonathan Taylor worth in trade terms right now? like what tier of return"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["Judkins has been a revelation. sell high before the wheels come off?"],
    expect: "tradeValue",
    players: ["Quinshon Judkins"],
  },
  {
    turns: [
      "Marvin Harrison Jr. is killing me",
      "I'm not venting, I'm asking: is he a buy low at this point or is the price still too steep",
    ],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: ["should I try and trade for Bijan? what's it going to cost to pry him loose"],
    expect: "tradeValue",
    players: ["Bijan Robinson"],
  },
  {
    turns: ["give me some sell high guys", "no, specifically Woody Marks. is he a sell or do I ride it out"],
    expect: "tradeValue",
    players: ["Woody Marks"],
  },
  {
    turns: ["should I move Kelce in a trade while people still respect the name?"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },

  // ---------- buyLow ----------
  { turns: ["who are the buy-low guys right now? players whose managers are panicking"], expect: "buyLow" },
  { turns: ["who should I trade for?", "narrower. on MY roster, who's a sell-high right now"], expect: "buyLow" },
  { turns: ["which stars are underperforming enough that I could grab them cheap?"], expect: "buyLow" },
  {
    turns: [
      "is Mike Evans a buy low",
      "forget Evans specifically. who else is in that bucket - guys I can get for pennies",
    ],
    expect: "buyLow",
  },
  { turns: ["anybody I own whose value is inflated and I should be cashing out on?"], expect: "buyLow" },

  // ---------- trade ----------
  {
    turns: ["got offered Ja'Marr Chase for my Jamyr Gibbs. smash accept or am I missing something"],
    expect: "trade",
    players: ["Ja'Marr Chase", "Jahmyr Gibbs"],
  },
  {
    turns: ["I give Kenneth Walker and Jordan Addison, I get Nico Collins. good for me?"],
    expect: "trade",
    players: ["Kenneth Walker III", "Jordan Addison", "Nico Collins"],
  },
  {
    turns: ["what's Mark Andrews worth", "ok concrete: Andrews for Dallas Goedert straight up. yes or no"],
    expect: "trade",
    players: ["Mark Andrews", "Dallas Goedert"],
  },
  {
    turns: ["someone wants my Brock Bowers and is offering Trey McBride plus Zach Charbonnet. thoughts? be blunt"],
    expect: "trade",
    players: ["Brock Bowers", "Trey McBride", "Zach Charbonnet"],
  },
  {
    turns: ["would you flip Joe Burrow for Baker Mayfield and DK Metcalf? Burrow's hurt so I'm leaning yes"],
    expect: "trade",
    players: ["Joe Burrow", "Baker Mayfield", "DK Metcalf"],
  },
  {
    turns: [
      "trade ideas for James Cook?",
      "I already have an offer, I just need it judged. Cook for A.J. Brown.",
      "no wait, they added Jaylen Warren to their side. now?",
    ],
    expect: "trade",
    players: ["James Cook", "A.J. Brown", "Jaylen Warren"],
  },
  {
    turns: ["is Lamb for Amon-Ra a fair swap? I'd be the one getting St. Brown"],
    expect: "trade",
    players: ["CeeDee Lamb", "Amon-Ra St. Brown"],
  },

  // ---------- waivers ----------
  { turns: ["who's the best RB on the wire right now? I'm desperate"], expect: "waivers", position: "RB" },
  {
    turns: [
      "should I pick up Kyle Monangi",
      "yeah I'm getting him regardless. how much FAAB though - I've got $63 left",
    ],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["any tight end out there worth grabbing or am I streaming garbage again"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: [
      "who should I drop",
      "wait, reverse it. who's the top add overall this week, I'll figure out the cut after",
    ],
    expect: "waivers",
  },
  { turns: ["top kicker available in free agency? mine is useless"], expect: "waivers", position: "K" },
  {
    turns: ["bid on Harold Fannin Jr. or not? if yes, what chunk of my budget"],
    expect: "waivers",
    players: ["Harold Fannin Jr."],
  },
  { turns: ["which defense should I stream off the wire for today"], expect: "waivers", position: "DEF" },

  // ---------- playoffs ----------
  { turns: ["what are my actual playoff odds? don't sugarcoat it"], expect: "playoffs" },
  {
    turns: ["how's Blitz Brigade doing", "I mean postseason-wise. what's their chance of getting in"],
    expect: "playoffs",
    team: "Blitz Brigade",
  },
  {
    turns: [
      "what's my record",
      "I know my record. what I want is whether I'm getting into the postseason, as a percent",
    ],
    expect: "playoffs",
  },
  {
    turns: ["Coach Sutton won't stop trash talking. is his team even a lock for the playoffs?"],
    expect: "playoffs",
    team: "Hail Mary Heroes",
  },
  { turns: ["am I in or out? playoff picture for Gridiron Gurus please"], expect: "playoffs" },

  // ---------- improveOdds ----------
  { turns: ["what moves do I need to make to actually sneak into the playoffs"], expect: "improveOdds" },
  {
    turns: ["if you were me, what would you change on this roster to bump my postseason chances"],
    expect: "improveOdds",
  },
  { turns: ["what are my playoff odds", "that's grim. so what do I DO about it, concretely"], expect: "improveOdds" },
  {
    turns: [
      "I lost again",
      "don't console me. tell me the single best move to raise my playoff percentage - trade, pickup, anything",
    ],
    expect: "improveOdds",
  },
  { turns: ["how do I get from bubble team to safely in? give me moves, not vibes"], expect: "improveOdds" },

  // ---------- matchup ----------
  { turns: ["who am I up against this week and what's the projected score"], expect: "matchup" },
  { turns: ["what's my win probability today? feels like I'm toast"], expect: "matchup" },
  {
    turns: ["who is Red Zone Raiders playing", "and how does that game project - who's favored"],
    expect: "matchup",
    team: "Red Zone Raiders",
  },
  { turns: ["week 12 opponent? and am I favored"], expect: "matchup", week: 12 },
  {
    turns: [
      "how am I looking this week",
      "no, not my players one by one. the head to head - me vs my opponent, who wins",
    ],
    expect: "matchup",
  },

  // ---------- record ----------
  { turns: ["remind me what my record is, I've blocked it out"], expect: "record" },
  {
    turns: ["how's Pocket Passers doing", "in the standings. W-L. that's all I want"],
    expect: "record",
    team: "Pocket Passers",
  },
  { turns: ["how many wins does Coach Finley's team have"], expect: "record", team: "Waiver Wire Wizards" },
  {
    turns: ["who leads the league", "whatever, I don't care about them. where am I in the standings"],
    expect: "record",
  },
  { turns: ["am I above .500 or not? real answer"], expect: "record" },

  // ---------- rosterStatus ----------
  { turns: ["who on my team is hurt right now"], expect: "rosterStatus" },
  { turns: ["who's on bye next week", "on MY team, not the whole NFL"], expect: "rosterStatus", week: "next" },
  { turns: ["run through my roster for week 13 byes, I want to plan ahead"], expect: "rosterStatus", week: 13 },
  {
    turns: ["is Kittle playing", "forget Kittle. give me the full injury list for my roster this week"],
    expect: "rosterStatus",
  },
  { turns: ["any questionable tags on my starters today?"], expect: "rosterStatus" },

  // ---------- positionRank ----------
  { turns: ["rank my RBs for today, best to worst"], expect: "positionRank", position: "RB" },
  {
    turns: ["who's my best WR", "all of them. order my wide receivers for week 11, top to bottom"],
    expect: "positionRank",
    position: "WR",
    week: 11,
  },
  { turns: ["I've got four tight ends somehow. rank 'em for this week"], expect: "positionRank", position: "TE" },
  {
    turns: ["who should I start at QB", "don't just pick one, give me all my quarterbacks in order for this week"],
    expect: "positionRank",
    position: "QB",
  },
  {
    turns: ["stack-rank my running backs for next week. I'll trust you this once"],
    expect: "positionRank",
    position: "RB",
    week: "next",
  },
  {
    turns: ["which of my wideouts is my WR1 today, which is my WR2, and so on down the line"],
    expect: "positionRank",
    position: "WR",
  },

  // ---------- projectedTotal ----------
  { turns: ["how many points am I projected for this week"], expect: "projectedTotal" },
  {
    turns: ["am I gonna win next week", "skip the opponent. just my own point total for next week, floor to ceiling"],
    expect: "projectedTotal",
    week: "next",
  },
  { turns: ["give me my team's projected point total for week 14"], expect: "projectedTotal", week: 14 },
  {
    turns: [
      "what's my projected score vs Coach Blake",
      "leave Blake out of it. just my number. how many points do I put up today",
    ],
    expect: "projectedTotal",
  },
  {
    turns: ["realistically, how many fantasy points is my lineup going to score today? give me a range"],
    expect: "projectedTotal",
  },

  // ---------- leaders ----------
  { turns: ["who's got the best record in the league"], expect: "leaders" },
  { turns: ["power rankings. go."], expect: "leaders" },
  {
    turns: ["who has the most points", "you gave me a player. I meant which TEAM has scored the most this season"],
    expect: "leaders",
  },
  { turns: ["what's my record", "ok and who's sitting at the top of the whole league?"], expect: "leaders" },
  { turns: ["who's the scariest team in this league right now, on paper"], expect: "leaders" },

  // ---------- sleepers ----------
  { turns: ["give me a few sleepers to stash for the fantasy playoffs"], expect: "sleepers" },
  {
    turns: ["who's available at RB", "not for this week. deep sleepers - running backs worth a flier to stash"],
    expect: "sleepers",
    position: "RB",
  },
  { turns: ["who's someone nobody is talking about that could blow up next week"], expect: "sleepers", week: "next" },
  {
    turns: [
      "best waiver add this week?",
      "I mean longer term. someone to sit on my bench now who pays off in weeks 15 through 17",
    ],
    expect: "sleepers",
  },
  { turns: ["under-the-radar wideouts I should stash before they break out?"], expect: "sleepers", position: "WR" },

  // ---------- dropStash ----------
  {
    turns: ["what's up with Aiyuk", "I know he's out. is it safe to drop him or is he back in time to matter"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  { turns: ["Cooper Kupp has been dead weight for a month. cut him?"], expect: "dropStash", players: ["Cooper Kupp"] },
  { turns: ["I need a roster spot for a waiver claim. who's the first guy I should cut"], expect: "dropStash" },
  {
    turns: [
      "what's Austin Ekeler's status",
      "right, season over. so do I just release him or is there any reason to hold",
    ],
    expect: "dropStash",
    players: ["Austin Ekeler"],
  },
  {
    turns: ["keep stashing Bhayshul Tuten on my bench or is that a wasted spot?"],
    expect: "dropStash",
    players: ["Bhayshul Tuten"],
  },

  // ---------- byeCover ----------
  {
    turns: ["Puka's on bye this week, who do I pick up at WR to cover"],
    expect: "byeCover",
    players: ["Puka Nacua"],
    position: "WR",
  },
  {
    turns: ["is Lamar on bye next week?", "yeah that's what I thought. so who's my QB for that week off the wire"],
    expect: "byeCover",
    players: ["Lamar Jackson"],
    position: "QB",
    week: "next",
  },
  {
    turns: ["George Kittle's bye is week 14. which tight end do I grab to fill in"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
    week: 14,
  },
  {
    turns: ["who's on bye for me this week", "right, Josh Jacobs. who replaces him at running back"],
    expect: "byeCover",
    players: ["Josh Jacobs"],
    position: "RB",
  },
  {
    turns: ["Bo Nix's off week is week 12. streaming QB recommendations to get me through it?"],
    expect: "byeCover",
    players: ["Bo Nix"],
    position: "QB",
    week: 12,
  },

  // ---------- scenario ----------
  { turns: ["if I win out, am I in?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["say I drop this week's game. what do my odds look like then"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["what are my odds", "no, conditional. what if I go 3-2 the rest of the way"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  { turns: ["if I win two of my last four, do I make it?"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  {
    turns: [
      "playoff odds for Two-Minute Drill",
      "no, Two-Minute Drill, not my team",
      "fine. and if they win 3 more games?",
    ],
    expect: "scenario",
    scenario: { wins: 3, games: null },
    team: "Two-Minute Drill",
  },
  {
    turns: ["Audible Alchemists: if they lose today, how much does that tank their playoff chances"],
    expect: "scenario",
    scenario: "lose-this-week",
    team: "Audible Alchemists",
  },

  // ---------- tradeIdeas ----------
  {
    turns: ["find me a trade partner for Zay Flowers - which team needs a WR and has a back to spare"],
    expect: "tradeIdeas",
    players: ["Zay Flowers"],
  },
  {
    turns: ["2-for-1 ideas: I want to package Jerry Jeudy and Rhamondre Stevenson for one actual starter"],
    expect: "tradeIdeas",
    players: ["Jerry Jeudy", "Rhamondre Stevenson"],
  },
  {
    turns: [
      "who's the best TE on waivers",
      "waivers are garbage. how do I trade for a real tight end without gutting my RBs",
    ],
    expect: "tradeIdeas",
    position: "TE",
  },
  { turns: ["who in this league should I even be trading with? who's got what I need"], expect: "tradeIdeas" },
  {
    turns: [
      "what's DJ Moore worth",
      "worth is useless to me. shop him - what actual offers should I send, and to whom",
    ],
    expect: "tradeIdeas",
    players: ["DJ Moore"],
  },

  // ---------- help ----------
  { turns: ["what can you actually do?"], expect: "help" },
  { turns: ["what are you", "that's not an answer. list what you can actually help me with"], expect: "help" },
  { turns: ["how do I use you? like what kinds of questions work"], expect: "help" },
  {
    turns: ["who should I start", "wait, before that - can you even do trades and waivers, or just lineups?"],
    expect: "help",
  },
  { turns: ["are you able to look at my league specifically or is this all generic advice"], expect: "help" },

  // ---------- None ----------
  {
    turns: ["is it going to rain in Buffalo this afternoon? I'm going to the game and want to know if I need a poncho"],
    expect: "None",
  },
  {
    turns: [
      "is Mahomes a start today?",
      "never mind that. what's the spread on the Chiefs game, I want to put fifty bucks on it",
    ],
    expect: "None",
  },
  { turns: ["tell me a football joke, I need cheering up"], expect: "None" },
  { turns: ["the app keeps logging me out every time I switch tabs. how do I fix that"], expect: "None" },
  {
    turns: ["can we switch the league to half-PPR next season? how do I propose a rule change to the commish"],
    expect: "None",
  },
  { turns: ["start Jacobs or Cook?", "honestly forget fantasy. who wins the NBA title this year"], expect: "None" },
  { turns: ["who's Taylor Swift hanging out with these days lol"], expect: "None" },
  { turns: ["how was your weekend?"], expect: "None" },

  // ---------- multi-part ----------
  {
    turns: ["is Waddle playing today, and if not, who's the best WR on waivers"],
    expect: ["status", "waivers"],
    players: ["Jaylen Waddle"],
    position: "WR",
  },
  { turns: ["what's my record and what are my playoff odds"], expect: ["record", "playoffs"] },
  {
    turns: ["start Justin Herbert today? also, what's he worth in a trade"],
    expect: ["startSit", "tradeValue"],
    players: ["Justin Herbert"],
  },
  {
    turns: ["is Dak healthy, and what's his outlook for today"],
    expect: ["status", "outlook"],
    players: ["Dak Prescott"],
  },
  { turns: ["who's hurt on my roster, and who should I drop to make room"], expect: ["rosterStatus", "dropStash"] },
  {
    turns: ["rank my TEs", "skip that. two things: is Dalton Kincaid healthy, and is he a sell-high"],
    expect: ["status", "tradeValue"],
    players: ["Dalton Kincaid"],
  },
  {
    turns: ["power rankings first, then tell me if Coach Tatum's team makes the playoffs"],
    expect: ["leaders", "playoffs"],
    team: "Red Zone Raiders",
  },
  { turns: ["what can you do, and also who should be in my flex today"], expect: ["help", "slot"], position: "FLEX" },
];
