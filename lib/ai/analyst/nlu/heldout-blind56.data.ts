// Blind held-out evaluation set 56 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a commercial fisherman, an accountant who talks in spreadsheet terms,
// a Puerto Rican dad (Spanglish words, no full Spanish sentences), a sports journalist.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_56: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "headin out before dawn, no signal on the boat till sunday",
      "so lock it in now. jacobs or kyren? only one rb spot open",
    ],
    expect: "startSit",
    players: ["Josh Jacobs", "Kyren Williams"],
  },
  {
    turns: [
      "My TE position has two viable candidates and I've modeled both.",
      "Tucker Kraft vs. Jake Ferguson for this week, which one goes in the starting column?",
    ],
    expect: "startSit",
    players: ["Tucker Kraft", "Jake Ferguson"],
  },
  {
    turns: ["oye, my compadre says bench Bo Nix this week, bad matchup he says. start him or sit him?"],
    expect: "startSit",
    players: ["Bo Nix"],
  },
  {
    turns: [
      "Working on a piece about the Chargers backfield. Omarion Hampton has been a revelation.",
      "Off the record though: do I play him over Chuba Hubbard this weekend?",
    ],
    expect: "startSit",
    players: ["Omarion Hampton", "Chuba Hubbard"],
  },
  {
    turns: ["should i start drake maye this week", "actually forget this week, what about next week"],
    expect: "startSit",
    players: ["Drake Maye"],
    week: "next",
  },
  // compare
  {
    turns: [
      "I own both Puka Nacua and Amon-Ra St. Brown.",
      "Long-term, which asset returns more over the rest of the season?",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "who u rather have the rest of the way, bucky irving or chase brown",
      "not for this week. i mean like thru the playoffs",
    ],
    expect: "compare",
    players: ["Bucky Irving", "Chase Brown"],
  },
  {
    turns: ["I can't decide between Ashton Jeanty and Omarion Hampton, ay bendito. long term, next few years, who?"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["For a rest-of-season ranking piece: Brock Bowers or Trey McBride, who finishes higher from here?"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: [
      "Garrett Wilson been steady for me, gracias a Dios",
      "but rest of season, him or Drake London, who you want?",
    ],
    expect: "compare",
    players: ["Garrett Wilson", "Drake London"],
  },
  {
    turns: [
      "Tell me straight: Jahmyr Gibbs or Bijan Robinson, who's the better back from here to the end of the season?",
    ],
    expect: "compare",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  // slot
  { turns: ["need a body in the flex b4 we leave port. who goes there this week"], expect: "slot" },
  {
    turns: ["My RB2 cell is empty for this week. What's the optimal fill from my roster?"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["chacho, who should play my QB spot this week? can't make up my mind"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["Quick one before I file tonight.", "Who should occupy my WR3 slot this week?"],
    expect: "slot",
    position: "WR",
  },
  { turns: ["tyreek's out again", "so who fills my flex now"], expect: "slot" },
  // lineup
  { turns: ["set my lineup for me, im on the water all weekend 🎣"], expect: "lineup" },
  { turns: ["Please audit my starting lineup for this week and flag any suboptimal entries."], expect: "lineup" },
  { turns: ["wepa! can you check my lineup pa' this week? I want the best one, no excuses"], expect: "lineup" },
  {
    turns: ["Slammed with deadlines this week.", "Can you just optimize my whole lineup for Sunday?"],
    expect: "lineup",
  },
  {
    turns: ["mijo says my lineup is a mess", "is it good for next week or I gotta move stuff around?"],
    expect: "lineup",
    week: "next",
  },
  // outlook
  {
    turns: ["What's the point projection on Jonathan Taylor this week? I need the number for my sheet."],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["got king henry this week vs a bad run d", "whats his ceiling, he gonna go off?"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: ["What's the rest-of-season outlook for Emeka Egbuka? Everyone's asking me about him."],
    expect: "outlook",
    players: ["Emeka Egbuka"],
  },
  {
    turns: ["I got Lamar on my team, mi favorito", "what's his outlook rest of season?"],
    expect: "outlook",
    players: ["Lamar Jackson"],
  },
  {
    turns: ["Tetairoa McMillan's weekly output has high variance.", "What does his floor look like for week 12?"],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
    week: 12,
  },
  // status
  { turns: ["is cmc playin sunday"], expect: "status", players: ["Christian McCaffrey"] },
  {
    turns: ["ay bendito, Nico Collins got hurt?? is he ok, he gonna play?"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["Any update on Jaylen Waddle? Beat writers are calling him a game-time decision."],
    expect: "status",
    players: ["Jaylen Waddle"],
  },
  { turns: ["kittle left practice early", "he gonna suit up or nah"], expect: "status", players: ["George Kittle"] },
  {
    turns: ["Is Puka Nacua cleared to play this week?", "Good.", "Same question for Kyren Williams."],
    expect: "status",
    players: ["Kyren Williams"],
  },
  // tradeValue
  {
    turns: ["What's the current market value on De'Von Achane? Considering liquidating the position at peak."],
    expect: "tradeValue",
    players: ["De'Von Achane"],
  },
  { turns: ["should i sell james cook now or hold him"], expect: "tradeValue", players: ["James Cook"] },
  {
    turns: ["ay bendito, my BTJ been ice cold", "what's he worth in a trade now?"],
    expect: "tradeValue",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: [
      "Sources tell me Coach Quinn is asking around about Trey McBride.",
      "Long way of asking: what's McBride's trade value right now?",
    ],
    expect: "tradeValue",
    players: ["Trey McBride"],
  },
  {
    turns: ["kenneth walker been on fire lately", "sell high on him or keep?"],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["Is Jalen Hurts a hold or a sell at this point in the season? Be honest."],
    expect: "tradeValue",
    players: ["Jalen Hurts"],
  },
  // buyLow
  {
    turns: ["Which assets are undervalued right now? Looking for buy-low opportunities across the league."],
    expect: "buyLow",
  },
  { turns: ["any guys i can get cheap in a trade rn? buy low type deals"], expect: "buyLow" },
  {
    turns: ["mira, who's a sell-high guy right now? somebody overperforming I should cash out before he cools off"],
    expect: "buyLow",
  },
  { turns: ["Who are the buy-low candidates league-wide? I'm working a 'bounce-back' angle."], expect: "buyLow" },
  {
    turns: [
      "my team ok but I want more upside pa' the playoff push",
      "who should I try to trade for while their value is low?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["Are there any sell-high candidates on my roster I should move before regression hits?"],
    expect: "buyLow",
  },
  // trade
  {
    turns: ["Coach Harper offered me Drake London for my Kyren Williams. Accept or decline?"],
    expect: "trade",
    players: ["Drake London", "Kyren Williams"],
  },
  {
    turns: [
      "Proposed transaction: I send Josh Allen, I receive Jayden Daniels plus Zay Flowers. " +
        "Net positive or negative?",
    ],
    expect: "trade",
    players: ["Josh Allen", "Jayden Daniels", "Zay Flowers"],
  },
  {
    turns: ["some guy in the league wants garrett wilson", "offered me breece hall for him. good deal or nah"],
    expect: "trade",
    players: ["Breece Hall", "Garrett Wilson"],
  },
  {
    turns: ["chacho, somebody wants my Derrick Henry", "they giving me Jaxon Smith-Njigba for him. do it or no?"],
    expect: "trade",
    players: ["Jaxon Smith-Njigba", "Derrick Henry"],
  },
  {
    turns: ["Evaluate this one for me: my Mark Andrews and Rachaad White for Tyler Warren. Fleecing or fair?"],
    expect: "trade",
    players: ["Mark Andrews", "Rachaad White", "Tyler Warren"],
  },
  {
    turns: ["would u do ceedee for bijan", "its coach reese offering", "what if they throw in jakobi meyers"],
    expect: "trade",
    players: ["CeeDee Lamb", "Bijan Robinson", "Jakobi Meyers"],
  },
  // waivers
  { turns: ["finally got some signal out here", "whos the best pickup on waivers this week"], expect: "waivers" },
  {
    turns: ["How much of my remaining FAAB should I allocate to Kyle Monangai? I have $63 left."],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["ay, I need a RB off waivers, all my backs are banged up. who's out there?"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["Injuries have gutted my receiver room.", "Who's the top WR available on the wire this week?"],
    expect: "waivers",
    position: "WR",
  },
  {
    turns: ["Who's the top waiver add this week?", "And what's the recommended FAAB bid on him?"],
    expect: "waivers",
  },
  // playoffs
  { turns: ["be honest w me, am i makin the playoffs or am i just fishin for hope"], expect: "playoffs" },
  { turns: ["What's my probability of a playoff berth, expressed as a percentage?"], expect: "playoffs" },
  { turns: ["mijo wants to know if we making the playoffs this year. wepa or ay bendito? 😅"], expect: "playoffs" },
  {
    turns: ["This week's column is all about the bubble teams.", "So where do my own playoff chances actually stand?"],
    expect: "playoffs",
  },
  { turns: ["rough loss last week", "am i still alive for playoffs or what"], expect: "playoffs" },
  // improveOdds
  {
    turns: ["What actions would most improve my playoff probability? Rank them by expected impact."],
    expect: "improveOdds",
  },
  { turns: ["what moves get me in the playoffs, gotta make a push"], expect: "improveOdds" },
  { turns: ["ay, what I gotta do pa' get in the playoffs? trades, waivers, whatever it takes"], expect: "improveOdds" },
  { turns: ["My playoff odds look shaky.", "What moves could actually move the needle?"], expect: "improveOdds" },
  { turns: ["what are my playoff odds", "ay no, that's low. how do I raise it?"], expect: "improveOdds" },
  // matchup
  { turns: ["who am i playin this week"], expect: "matchup" },
  {
    turns: ["I'm playing Hail Mary Heroes this week.", "What's my win probability?"],
    expect: "matchup",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["are we favored vs Sunday Scaries this week? Coach Blake been talking trash all week"],
    expect: "matchup",
    team: "Sunday Scaries",
  },
  { turns: ["Preview angle for the week.", "Who's my opponent, and am I favored?"], expect: "matchup" },
  { turns: ["who do i got next week", "am i favored"], expect: "matchup", week: "next" },
  // record
  { turns: ["mijo keeps asking me", "where we at in the standings?"], expect: "record" },
  { turns: ["Please reconcile my W-L record and current standing."], expect: "record" },
  { turns: ["What place is my team in right now?"], expect: "record" },
  { turns: ["been out crabbin 2 weeks, no signal", "whats my record now"], expect: "record" },
  { turns: ["how many wins i got"], expect: "record" },
  // rosterStatus
  { turns: ["whos hurt on my team"], expect: "rosterStatus" },
  { turns: ["Generate an injury report for my roster for this week."], expect: "rosterStatus" },
  { turns: ["planning ahead pa' next week", "who on my team is on bye?"], expect: "rosterStatus", week: "next" },
  { turns: ["Any byes or injuries on my roster for week 12?"], expect: "rosterStatus", week: 12 },
  {
    turns: ["gonna be offshore all next week", "any of my guys on bye or hurt then"],
    expect: "rosterStatus",
    week: "next",
  },
  // positionRank
  { turns: ["rank my wrs this week"], expect: "positionRank", position: "WR" },
  {
    turns: ["Sort my running backs by projected points for this week, descending."],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["I got like four tight ends, too many, mijo", "rank them for me"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["How would you order my quarterbacks for week 11?"],
    expect: "positionRank",
    position: "QB",
    week: 11,
  },
  {
    turns: ["Rank my RBs for this week.", "Thanks, that matches my spreadsheet.", "Now run the same sort on my WRs."],
    expect: "positionRank",
    position: "WR",
  },
  // projectedTotal
  { turns: ["What's my projected point total this week, with floor and ceiling?"], expect: "projectedTotal" },
  { turns: ["how many points we putting up this week, more or less?"], expect: "projectedTotal" },
  {
    turns: ["Bold prediction time.", "What's my team projected to score in week 12, and what's the range?"],
    expect: "projectedTotal",
    week: 12,
  },
  { turns: ["whats my team projected for next week"], expect: "projectedTotal", week: "next" },
  {
    turns: ["what's my projected total", "that's it? ay", "what's the ceiling, how high can we go?"],
    expect: "projectedTotal",
  },
  // leaders
  { turns: ["who's leading the league? I bet it's Coach Tatum again"], expect: "leaders" },
  { turns: ["I'd like a league-wide view.", "Show me the standings ranked by points for."], expect: "leaders" },
  {
    turns: ["Who has the best playoff odds in the league right now? It's for my power rankings."],
    expect: "leaders",
  },
  { turns: ["whos top dog in the league rn"], expect: "leaders" },
  { turns: ["whos scored the most points this season", "and best record?"], expect: "leaders" },
  // sleepers
  {
    turns: ["Identify under-the-radar players with positive expected value for next week."],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["my bench is weak, bendito", "give me a sleeper nobody is talking about"], expect: "sleepers" },
  { turns: ["I love a deep-cut name. Who's flying under the radar right now that I should grab?"], expect: "sleepers" },
  { turns: ["sleeper wr for next wk?"], expect: "sleepers", position: "WR", week: "next" },
  {
    turns: ["Need some upside for the stretch run.", "Any deep sleepers at tight end?"],
    expect: "sleepers",
    position: "TE",
  },
  // dropStash
  {
    turns: ["Cost-benefit: keep Joe Burrow on IR or cut him to free up the roster spot?"],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  {
    turns: ["ay bendito, Tyreek is done for the year. drop him or keep him on the IR?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  { turns: ["Which of my injured players should I cut, and which are worth stashing?"], expect: "dropStash" },
  {
    turns: ["aiyuk still aint back", "worth holdin on ir or just cut bait"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  { turns: ["who's hurt on my team?", "should I drop any of them or stash?"], expect: "dropStash" },
  // byeCover
  { turns: ["bijan on bye, who covers at rb"], expect: "byeCover", position: "RB" },
  {
    turns: ["My QB has a bye in week 12. Recommend a streamer to cover the gap."],
    expect: "byeCover",
    position: "QB",
    week: 12,
  },
  {
    turns: ["my tight end on bye next week, who I get to cover him?"],
    expect: "byeCover",
    position: "TE",
    week: "next",
  },
  {
    turns: ["My kicker's team is on bye.", "Who's the streamer to bridge the gap?"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["both my wrs on bye next week", "who do i grab to fill in"],
    expect: "byeCover",
    position: "WR",
    week: "next",
  },
  // scenario
  { turns: ["if i win 2 more am i in"], expect: "scenario", scenario: { wins: 2, games: null } },
  {
    turns: ["Model it: if I go 3-1 the rest of the way, what's my playoff probability?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["what are my playoff odds?", "ay, and if we lose this week? we still got a chance?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["Three games left on my schedule.", "Hypothetically, if I win two of them, do I make it?"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  { turns: ["Current playoff odds?", "Rerun it assuming I win out."], expect: "scenario", scenario: "win-out" },
  // tradeIdeas
  {
    turns: ["What could I realistically get for Davante Adams?"],
    expect: "tradeIdeas",
    players: ["Davante Adams"],
  },
  { turns: ["Propose some 2-for-1 consolidation trades to upgrade my WR1."], expect: "tradeIdeas" },
  { turns: ["who should I trade with? I need a RB bad, my backs are trash"], expect: "tradeIdeas" },
  { turns: ["Which teams in the league would be natural trade partners for me?"], expect: "tradeIdeas" },
  {
    turns: ["red zone raiders stacked at wr", "what could i pry loose from em"],
    expect: "tradeIdeas",
    team: "Red Zone Raiders",
  },
  {
    turns: ["got 3 qbs on the roster, too many", "what can i flip mahomes for"],
    expect: "tradeIdeas",
    players: ["Patrick Mahomes"],
  },
  // help
  { turns: ["hey new to this, what kinda stuff can u help with"], expect: "help" },
  { turns: ["Can you outline your capabilities? What kinds of queries do you support?"], expect: "help" },
  { turns: ["oye, how does this thing work? I'm not good with tech, my son set it up"], expect: "help" },
  { turns: ["What sort of questions can I ask you? Give me the rundown."], expect: "help" },
  { turns: ["hola", "so what you actually do?"], expect: "help" },
  { turns: ["Before I start: how does this work, do you have my league's data?"], expect: "help" },
  // None
  { turns: ["whats the marine forecast for tomorrow, any small craft advisory?"], expect: "None" },
  { turns: ["Can you help me reconcile my Q3 expense report?"], expect: "None" },
  {
    turns: ["wepa, my team won this week!", "now what's a good recipe for pernil? making it for Thanksgiving"],
    expect: "None",
  },
  { turns: ["What's the Vegas spread on Chiefs-Bills this week?"], expect: "None" },
  { turns: ["oye, who you got in the Caribbean Series this year? baseball, not football"], expect: "None" },
  { turns: ["Tell me a joke I can open my column with."], expect: "None" },
  { turns: ["set my lineup", "also whats the best bait for stripers"], expect: "None" },
  { turns: ["Who's the favorite for NBA MVP right now?"], expect: "None" },
  // two asks
  {
    turns: ["is gibbs playin this week and should i start him"],
    expect: ["status", "startSit"],
    players: ["Jahmyr Gibbs"],
  },
  { turns: ["whats my record and do i got a shot at playoffs"], expect: ["record", "playoffs"] },
  {
    turns: ["Who's my opponent this week, and what's my projected total?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["who should I pick up this week, and do I drop Malik Nabers pa' make room or keep him on IR?"],
    expect: ["waivers", "dropStash"],
    players: ["Malik Nabers"],
  },
  {
    turns: ["What's the rest-of-season outlook for Travis Etienne, and what would he fetch in a trade?"],
    expect: ["outlook", "tradeValue"],
    players: ["Travis Etienne Jr."],
  },
  {
    turns: ["What are my playoff odds, and which moves would raise them the most?"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["ay, next week is a mess", "who's on bye on my team, and who can cover at WR?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "WR",
  },
  { turns: ["Who's leading the league, and where does my team sit?"], expect: ["leaders", "record"] },
  {
    turns: ["Optimize my lineup for week 11 and give me the projected total."],
    expect: ["lineup", "projectedTotal"],
    week: 11,
  },
  {
    turns: ["any sleepers for next week and how much faab should i throw at em"],
    expect: ["sleepers", "waivers"],
    week: "next",
  },
  {
    turns: ["Is Ladd McConkey for Jaylen Warren fair? If not, what could I get for McConkey instead?"],
    expect: ["trade", "tradeIdeas"],
    players: ["Ladd McConkey", "Jaylen Warren"],
  },
  {
    turns: ["who we playing this week?", "are we favored? and should I start Caleb Williams or Baker Mayfield?"],
    expect: ["matchup", "startSit"],
    players: ["Caleb Williams", "Baker Mayfield"],
  },
  {
    turns: ["If I lose this week, am I done? And what moves would help my odds?"],
    expect: ["scenario", "improveOdds"],
    scenario: "lose-this-week",
  },
  {
    turns: ["Rank my RBs for this week, then tell me who should fill the flex."],
    expect: ["positionRank", "slot"],
    position: "RB",
  },
  {
    turns: ["rashee rice", "he playin this week and whats he projected"],
    expect: ["status", "outlook"],
    players: ["Rashee Rice"],
  },
  {
    turns: ["been on the boat all week", "whos hurt on my team and can u fix my lineup"],
    expect: ["rosterStatus", "lineup"],
  },
];
