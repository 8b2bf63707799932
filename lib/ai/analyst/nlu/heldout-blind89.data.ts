// Blind held-out evaluation set 89 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: ordinary managers (lowercase texters, chatty vets, terse one-liners), vague asks needing
// interpretation, off-topic chatter.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_89: HeldOutCase[] = [
  // startSit
  {
    turns: ["Puka and Justin Jefferson are both on my bench, only room for one", "who starts?"],
    expect: "startSit",
    players: ["Puka Nacua", "Justin Jefferson"],
  },
  {
    turns: ["I'm torn on my WRs", "Waddle or Pickens on Sunday?"],
    expect: "startSit",
    players: ["Jaylen Waddle", "George Pickens"],
  },
  {
    turns: ["who should I play, Kittle or Kraft", "what about Ferguson instead of Kraft"],
    expect: "startSit",
    players: ["George Kittle", "Jake Ferguson"],
  },
  {
    turns: ["week 12 I've got Goff and Dart, which one do I roll with"],
    expect: "startSit",
    players: ["Jared Goff", "Jaxson Dart"],
    week: 12,
  },
  {
    turns: ["my buddy says bench Metcalf for Jakobi Meyers. is he right?"],
    expect: "startSit",
    players: ["DK Metcalf", "Jakobi Meyers"],
  },
  {
    turns: ["Henry's got a tough matchup", "would you sit him for Pollard?"],
    expect: "startSit",
    players: ["Derrick Henry", "Tony Pollard"],
  },

  // compare
  {
    turns: ["long term is Tetairoa better than Egbuka?"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: ["it's a keeper league btw", "so between Nabers and JSN who do I hang on to"],
    expect: "compare",
    players: ["Malik Nabers", "Jaxon Smith-Njigba"],
  },
  {
    turns: ["Who's the better asset the rest of the way, McBride or Bowers?"],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: ["compare Kyren Williams and James Cook for the rest of the year", "and Cook vs Achane?"],
    expect: "compare",
    players: ["James Cook", "De'Von Achane"],
  },
  {
    turns: ["if I can only keep one of skatebo and judkins for the stretch run, which one"],
    expect: "compare",
    players: ["Cam Skattebo", "Quinshon Judkins"],
  },
  {
    turns: ["I have Rome Odunze and Xavier Worthy", "which one is the better hold going forward?"],
    expect: "compare",
    players: ["Rome Odunze", "Xavier Worthy"],
  },

  // slot
  { turns: ["who should be my flex this week"], expect: "slot" },
  {
    turns: ["my RB2 spot is a mess", "who goes there, Dowdle or Tracy?"],
    expect: "slot",
    players: ["Rico Dowdle", "Tyrone Tracy Jr."],
    position: "RB",
  },
  { turns: ["my kicker situation is ugly", "which one should I be using this week"], expect: "slot", position: "K" },
  {
    turns: ["Ok lineup is mostly set", "just the flex left: Javonte, Rachaad White or Addison?"],
    expect: "slot",
    players: ["Javonte Williams", "Rachaad White", "Jordan Addison"],
  },
  { turns: ["who fills my WR2 spot for week 11"], expect: "slot", position: "WR", week: 11 },
  { turns: ["Burrow's still not back right?", "then who's my QB this week"], expect: "slot", position: "QB" },

  // lineup
  { turns: ["can you set my lineup for me"], expect: "lineup" },
  { turns: ["does my starting lineup look right to you?"], expect: "lineup" },
  {
    turns: ["just got back from vacation", "fix my lineup for sunday, I haven't touched it in two weeks"],
    expect: "lineup",
  },
  { turns: ["best lineup for week 11 please"], expect: "lineup", week: 11 },
  { turns: ["any changes I should make to my starters?"], expect: "lineup" },
  { turns: ["Saquon is questionable I heard", "ok just give me the whole optimal lineup then"], expect: "lineup" },

  // outlook
  { turns: ["how many points is Lamar going to put up"], expect: "outlook", players: ["Lamar Jackson"] },
  {
    turns: ["I just traded for Garrett Wilson", "what's his rest of season look like"],
    expect: "outlook",
    players: ["Garrett Wilson"],
  },
  { turns: ["Tee Higgins projection for week 11?"], expect: "outlook", players: ["Tee Higgins"], week: 11 },
  {
    turns: ["what's Kenneth Walker projected for", "and next week?"],
    expect: "outlook",
    players: ["Kenneth Walker III"],
    week: "next",
  },
  { turns: ["thoughts on zay flowers"], expect: "outlook", players: ["Zay Flowers"] },
  { turns: ["Jahmyr Gibbs had a monster game", "can he keep that up?"], expect: "outlook", players: ["Jahmyr Gibbs"] },

  // status
  { turns: ["what's going on with Tyreek's knee"], expect: "status", players: ["Tyreek Hill"] },
  {
    turns: ["I have Rashee Rice in my flex", "he's not hurt or anything is he?"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  { turns: ["how's Kamara looking this week", "wait is he even active?"], expect: "status", players: ["Alvin Kamara"] },
  {
    turns: ["Travis Etienne left the game early", "what's his status now"],
    expect: "status",
    players: ["Travis Etienne Jr."],
  },

  // tradeValue
  { turns: ["should I sell high on Puka?"], expect: "tradeValue", players: ["Puka Nacua"] },
  { turns: ["is now a good time to buy low on BTJ"], expect: "tradeValue", players: ["Brian Thomas Jr."] },
  {
    turns: ["Chase Brown has been great lately", "what's his trade value right now"],
    expect: "tradeValue",
    players: ["Chase Brown"],
  },
  {
    turns: ["what's Drake London worth in a deal", "what about Olave"],
    expect: "tradeValue",
    players: ["Chris Olave"],
  },
  {
    turns: ["people in my league keep asking about Jaylen Warren", "should I move him?"],
    expect: "tradeValue",
    players: ["Jaylen Warren"],
  },
  {
    turns: ["how much is Kelce worth on the trade market these days"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },

  // buyLow
  { turns: ["who are some buy low guys right now"], expect: "buyLow" },
  { turns: ["any sell-high candidates on my team?"], expect: "buyLow" },
  { turns: ["which players are undervalued that I should go after in trades"], expect: "buyLow" },
  { turns: ["trade deadline is coming up", "who should I be trying to get on the cheap"], expect: "buyLow" },
  { turns: ["who's slumping but due to bounce back?"], expect: "buyLow" },
  { turns: ["sell high / buy low list pls"], expect: "buyLow" },

  // trade
  { turns: ["would you do Jacobs for Lamb?"], expect: "trade", players: ["Josh Jacobs", "CeeDee Lamb"] },
  {
    turns: ["got offered Ja'Marr Chase for Saquon and Mike Evans, accept?"],
    expect: "trade",
    players: ["Ja'Marr Chase", "Saquon Barkley", "Mike Evans"],
  },
  {
    turns: ["my leaguemate sent me a trade", "he wants Breece Hall and would give me DK Metcalf. good deal?"],
    expect: "trade",
    players: ["Breece Hall", "DK Metcalf"],
  },
  {
    turns: ["trade offer: I give Davante Adams + Rhamondre Stevenson, get A.J. Brown. thoughts"],
    expect: "trade",
    players: ["Davante Adams", "Rhamondre Stevenson", "A.J. Brown"],
  },
  {
    turns: ["someone offered me Kyle Pitts for Sam LaPorta", "should I take it"],
    expect: "trade",
    players: ["Kyle Pitts", "Sam LaPorta"],
  },
  {
    turns: ["I'm thinking of offering J.K. Dobbins and Hunter Henry", "for Tucker Kraft. is that a good trade for me?"],
    expect: "trade",
    players: ["J.K. Dobbins", "Hunter Henry", "Tucker Kraft"],
  },

  // waivers
  { turns: ["who should I grab off waivers"], expect: "waivers" },
  { turns: ["how much FAAB should I throw at Woody Marks"], expect: "waivers", players: ["Woody Marks"] },
  { turns: ["lost my RB for the season", "who's out there on the wire to replace him"], expect: "waivers" },
  {
    turns: ["Monangai is still a free agent in my league, worth a bid?"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  { turns: ["I have $43 of FAAB left", "who's worth spending it on"], expect: "waivers" },

  // playoffs
  { turns: ["am I making the playoffs"], expect: "playoffs" },
  { turns: ["lost again last week ugh", "do I even have a shot at the postseason"], expect: "playoffs" },
  { turns: ["realistically, are we a playoff team?"], expect: "playoffs" },
  { turns: ["how many teams make the playoffs in this league", "so what are my chances"], expect: "playoffs" },

  // improveOdds
  { turns: ["we're 9th right now", "what can I do to boost my playoff chances"], expect: "improveOdds" },
  { turns: ["my playoff odds are like 30%", "how do I get that number up"], expect: "improveOdds" },
  { turns: ["need to make a push, what should I change"], expect: "improveOdds" },
  { turns: ["give me a plan to sneak into the playoffs"], expect: "improveOdds" },
  { turns: ["am I making the playoffs?", "ok what would help my chances the most"], expect: "improveOdds" },

  // matchup
  { turns: ["ugh this week is a big one", "am I favored or not"], expect: "matchup" },
  { turns: ["what's my win probability in week 12"], expect: "matchup", week: 12 },
  { turns: ["who's my opponent this week", "what about next week's?"], expect: "matchup", week: "next" },
  { turns: ["projected score of my game?"], expect: "matchup" },
  { turns: ["how do I stack up against the guy I'm facing this weekend"], expect: "matchup" },

  // record
  { turns: ["whats my record at"], expect: "record" },
  { turns: ["where do I sit in the standings"], expect: "record" },
  { turns: ["been a rough year", "what place am I in right now"], expect: "record" },
  { turns: ["am I above .500?"], expect: "record" },
  { turns: ["what's Blitz Brigade's record", "and mine?"], expect: "record" },

  // rosterStatus
  { turns: ["rough week for injuries around the league", "who on my team is banged up"], expect: "rosterStatus" },
  { turns: ["any of my guys on bye this week?"], expect: "rosterStatus" },
  { turns: ["who do I have on bye next week"], expect: "rosterStatus", week: "next" },
  { turns: ["injury report for my roster"], expect: "rosterStatus" },
  { turns: ["planning ahead for week 14", "which of my players are on bye then"], expect: "rosterStatus", week: 14 },
  { turns: ["anyone on my squad questionable or out?"], expect: "rosterStatus" },

  // positionRank
  { turns: ["I have way too many WRs", "rank them for me"], expect: "positionRank", position: "WR" },
  { turns: ["rank my tight ends for week 11"], expect: "positionRank", position: "TE", week: 11 },
  { turns: ["rank my RBs", "now do the receivers"], expect: "positionRank", position: "WR" },
  { turns: ["how should my QBs be ranked this week"], expect: "positionRank", position: "QB" },
  { turns: ["how would you order my running backs next week"], expect: "positionRank", position: "RB", week: "next" },

  // projectedTotal
  { turns: ["what's my team's ceiling this week"], expect: "projectedTotal" },
  { turns: ["projected total and floor for week 11?"], expect: "projectedTotal", week: 11 },
  { turns: ["what's my projected score", "how about for next week"], expect: "projectedTotal", week: "next" },
  { turns: ["what range of points should I expect this weekend"], expect: "projectedTotal" },
  { turns: ["I swapped in Amon-Ra", "how many points is my team projected for now?"], expect: "projectedTotal" },

  // leaders
  { turns: ["forget my team for a sec", "who's the best team in the league right now"], expect: "leaders" },
  { turns: ["what's Sunday Scaries' record"], expect: "leaders", team: "Sunday Scaries" },
  { turns: ["is Coach Finley's team any good this year?"], expect: "leaders", team: "Waiver Wire Wizards" },
  {
    turns: ["what's the record of Pocket Passers", "and Audible Alchemists?"],
    expect: "leaders",
    team: "Audible Alchemists",
  },
  { turns: ["which team has the best playoff odds"], expect: "leaders" },

  // sleepers
  { turns: ["give me some sleepers", "deeper than that, guys nobody rosters"], expect: "sleepers" },
  { turns: ["give me some deep sleepers"], expect: "sleepers" },
  { turns: ["under the radar guys nobody's talking about?"], expect: "sleepers" },
  { turns: ["waivers are picked clean in my league", "any really deep sleepers left"], expect: "sleepers" },
  { turns: ["who are some under-owned guys that could break out"], expect: "sleepers" },

  // dropStash
  { turns: ["should I drop my injured guys or stash them"], expect: "dropStash" },
  {
    turns: ["is it worth putting Tyreek on IR or should I just cut him"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  { turns: ["is Joe Burrow worth stashing at this point"], expect: "dropStash", players: ["Joe Burrow"] },
  { turns: ["my IR spot is open", "who should go in it"], expect: "dropStash" },
  {
    turns: ["Chris Godwin is hurt again", "worth holding him or should I let him go"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },

  // byeCover
  {
    turns: ["bye weeks are brutal this year", "who's a kicker I can stream while mine's off"],
    expect: "byeCover",
    position: "K",
  },
  { turns: ["need a backup RB to get through the bye"], expect: "byeCover", position: "RB" },
  {
    turns: ["my QB has a bye in week 12", "who should I pick up to fill in"],
    expect: "byeCover",
    position: "QB",
    week: 12,
  },
  { turns: ["bye week fill-in at WR?"], expect: "byeCover", position: "WR" },
  { turns: ["my TE is off next week, any streamers?"], expect: "byeCover", position: "TE", week: "next" },

  // scenario
  { turns: ["if I go 2-2 the rest of the way do I get in"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  { turns: ["what if I lose this week, am I done?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["what are my playoff odds", "and if I win 3 of the last 4?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  { turns: ["say I win my next two, where does that leave me"], expect: "scenario", scenario: { wins: 2, games: 2 } },
  {
    turns: ["I'm 4-5 right now", "do I make it if I win 3 more?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },

  // tradeIdeas
  {
    turns: ["my running backs are killing me", "who could I trade with to fix that"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: ["build me a 2-for-1 around McLaurin and DeVonta Smith"],
    expect: "tradeIdeas",
    players: ["Terry McLaurin", "DeVonta Smith"],
  },
  {
    turns: ["what could Play Action Pack give me if I need a WR"],
    expect: "tradeIdeas",
    position: "WR",
    team: "Play Action Pack",
  },
  {
    turns: ["I'm loaded at WR but thin at TE", "who's a good trade partner for a tight end"],
    expect: "tradeIdeas",
    position: "TE",
  },
  { turns: ["any teams that would swap me a QB?"], expect: "tradeIdeas", position: "QB" },
  { turns: ["what would Coach Sawyer offer me"], expect: "tradeIdeas", team: "Audible Alchemists" },

  // help
  { turns: ["what can you do"], expect: "help" },
  { turns: ["I just downloaded this", "how does it work"], expect: "help" },
  { turns: ["what kind of questions can I ask you?"], expect: "help" },
  { turns: ["hi, new here. what are you for?"], expect: "help" },
  { turns: ["hello?", "what can you help me with"], expect: "help" },
  { turns: ["can you explain what you're able to answer"], expect: "help" },

  // None
  { turns: ["who should I start at flex", "also what's the weather in Green Bay sunday"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["who won the Lakers game last night"], expect: "None" },
  { turns: ["thanks for the help", "what do you think about the election"], expect: "None" },
  { turns: ["can you help with my kid's math homework"], expect: "None" },
  { turns: ["should I start Caleb Williams this week", "cool. what's a good movie to watch tonight"], expect: "None" },

  // two asks in one message
  {
    turns: ["is Puka playing this week, and should I start him over Zay Flowers"],
    expect: ["status", "startSit"],
    players: ["Puka Nacua", "Zay Flowers"],
  },
  { turns: ["what's my record and am I going to make the playoffs?"], expect: ["record", "playoffs"] },
  { turns: ["who do I play this week and what am I projected to score"], expect: ["matchup", "projectedTotal"] },
  {
    turns: ["Jameson Williams just got hurt", "is he out? and who should I pick up if so"],
    expect: ["status", "waivers"],
    players: ["Jameson Williams"],
  },
  { turns: ["rank my WRs and tell me who should be at flex"], expect: ["positionRank", "slot"], position: "WR" },
  { turns: ["what are my playoff odds, and what can I do to improve them"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["who's on bye for me next week and who can cover at RB"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "RB",
  },
  {
    turns: ["any buy-low targets out there? also what's Dallas Goedert worth"],
    expect: ["buyLow", "tradeValue"],
    players: ["Dallas Goedert"],
  },
  { turns: ["who's leading the league and where am I"], expect: ["leaders", "record"] },
  { turns: ["set my lineup and tell me if I'm favored"], expect: ["lineup", "matchup"] },
  {
    turns: ["I've got Bo Nix and Drake Maye", "who starts this week, and who's better rest of season?"],
    expect: ["startSit", "compare"],
    players: ["Bo Nix", "Drake Maye"],
  },
  {
    turns: ["should I just drop Aiyuk? and if so who do I pick up"],
    expect: ["dropStash", "waivers"],
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["whats Ladd's outlook and is he even healthy?"],
    expect: ["outlook", "status"],
    players: ["Ladd McConkey"],
  },
  { turns: ["where are my odds now, and what if I win out?"], expect: ["playoffs", "scenario"], scenario: "win-out" },
  { turns: ["got any sleepers? and who's the top waiver add"], expect: ["sleepers", "waivers"] },
];
