// Blind held-out evaluation set 136 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: commissioner, heavy jargon.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_136: HeldOutCase[] = [
  // startSit
  {
    turns: ["commish here, still gotta set my own squad lol. ARSB or Nabers in the flex this wk, full PPR"],
    expect: "startSit",
    players: ["Amon-Ra St. Brown", "Malik Nabers"],
  },
  {
    turns: ["gibbs vs skattebo at rb2 sunday... who do i roll out"],
    expect: "startSit",
    players: ["Jahmyr Gibbs", "Cam Skattebo"],
  },
  {
    turns: ["Nix or Baker this week?? nix has the cake matchup on paper but baker's been cooking"],
    expect: "startSit",
    players: ["Bo Nix", "Baker Mayfield"],
  },
  {
    turns: ["do i fire up waddle or JSN this week", "and in wk 12 when the matchups flip?"],
    expect: "startSit",
    players: ["Jaylen Waddle", "Jaxon Smith-Njigba"],
    week: 12,
  },
  {
    turns: ["kraft or laporta at TE this week", "throw ferguson into that mix too, which one starts"],
    expect: "startSit",
    players: ["Tucker Kraft", "Sam LaPorta", "Jake Ferguson"],
  },
  {
    turns: ["got Monangai, Dowdle and Tracy and only 2 spots next week (RB2 + flex). which two get the nod"],
    expect: "startSit",
    players: ["Kyle Monangai", "Rico Dowdle", "Tyrone Tracy Jr."],
    week: "next",
  },

  // compare
  {
    turns: ["ROS who you got, Puka or Jefferson? not a lineup q, who produces more the rest of the way in ppr"],
    expect: "compare",
    players: ["Puka Nacua", "Justin Jefferson"],
  },
  {
    turns: ["dynasty brain: jeanty or hampton for the next 5 yrs"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["mcmillan v egbuka ros, which rookie wr finishes higher"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: ["better ros rb: achane or cook", "ok same two but in dynasty"],
    expect: "compare",
    players: ["De'Von Achane", "James Cook"],
  },
  {
    turns: ["bowers vs mcbride rest of year, who ends up the overall TE1", "and kittle vs bowers?"],
    expect: "compare",
    players: ["George Kittle", "Brock Bowers"],
  },
  {
    turns: ["BTJ or Worthy long term — which one do u want on your roster going forward"],
    expect: "compare",
    players: ["Brian Thomas Jr.", "Xavier Worthy"],
  },

  // slot
  {
    turns: ["who's my best flex play this week? bench is crowded and i keep overthinking it"],
    expect: "slot",
    position: "FLEX",
  },
  { turns: ["need a D/ST this week, who do i roll with"], expect: "slot", position: "DEF" },
  {
    turns: ["wr3 spot is open. pickens maybe? or somebody else off my bench"],
    expect: "slot",
    position: "WR",
    players: ["George Pickens"],
  },
  { turns: ["who should be under center for me this week", "k and at TE?"], expect: "slot", position: "TE" },
  {
    turns: ["who do i slot in at RB2 this week", "same question for next week"],
    expect: "slot",
    position: "RB",
    week: "next",
  },
  { turns: ["who should i kick with in wk 11"], expect: "slot", position: "K", week: 11 },

  // lineup
  { turns: ["set my optimal lineup for this week, full ppr, dont let me bench anyone dumb"], expect: "lineup" },
  { turns: ["double check my starters before kickoff, anything you'd swap?"], expect: "lineup" },
  { turns: ["optimize my lineup for this week", "now run it for week 12"], expect: "lineup", week: 12 },
  {
    turns: ["commish duties have me slammed, just auto-set my starting 9 for next week"],
    expect: "lineup",
    week: "next",
  },
  { turns: ["am i leaving pts on the pine with my current lineup"], expect: "lineup" },

  // outlook
  { turns: ["is Dart for real or is this fools gold? ros outlook pls"], expect: "outlook", players: ["Jaxson Dart"] },
  { turns: ["whats woody marks projected for this wk in ppr"], expect: "outlook", players: ["Woody Marks"] },
  { turns: ["MHJ rest of season: weekly wr2 or boom/bust flex?"], expect: "outlook", players: ["Marvin Harrison Jr."] },
  {
    turns: ["whats the ros outlook on Javonte", "and this week specifically?"],
    expect: "outlook",
    players: ["Javonte Williams"],
  },
  {
    turns: ["how do you see Olave doing this week", "what about next wk vs that soft secondary"],
    expect: "outlook",
    players: ["Chris Olave"],
    week: "next",
  },
  {
    turns: ["judkins — every-week starter from here on or matchup dependent?"],
    expect: "outlook",
    players: ["Quinshon Judkins"],
  },

  // status
  {
    turns: ["any update on CMC? twitter's saying something about his achilles again"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  { turns: ["did Higgins practice today"], expect: "status", players: ["Tee Higgins"] },
  { turns: ["is kittle active sunday or is the hammy still lingering"], expect: "status", players: ["George Kittle"] },
  {
    turns: ["whats the latest on Nico", "so is he expected to suit up next week?"],
    expect: "status",
    players: ["Nico Collins"],
    week: "next",
  },
  {
    turns: ["what happened to Aiyuk?? havent seen him in a box score in weeks", "and godwin, whats his status"],
    expect: "status",
    players: ["Chris Godwin"],
  },
  { turns: ["JT limited or DNP on wednesday?"], expect: "status", players: ["Jonathan Taylor"] },

  // tradeValue
  { turns: ["what's Waddle's trade value rn, sell high or hold?"], expect: "tradeValue", players: ["Jaylen Waddle"] },
  {
    turns: ["kyren's vulturing tds every single week. is this the window to sell high on him"],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },
  {
    turns: ["what's Saquon going for on the trade market these days"],
    expect: "tradeValue",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["should i buy low on Breece", "ok and Etienne, buy or pass?"],
    expect: "tradeValue",
    players: ["Travis Etienne Jr."],
  },
  { turns: ["is Pickens a sell high candidate", "and mclaurin?"], expect: "tradeValue", players: ["Terry McLaurin"] },
  {
    turns: ["hold or sell Kelce? I have zero patience and the guy's 36"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },

  // buyLow
  { turns: ["give me some buy low targets before the trade deadline"], expect: "buyLow" },
  { turns: ["who are the sell-high guys in my league right now"], expect: "buyLow" },
  { turns: ["list the best buy-low WRs rn"], expect: "buyLow", position: "WR" },
  { turns: ["who should i be trying to buy low on", "and the sell high side?"], expect: "buyLow" },
  { turns: ["any RBs whose value cratered that i can pry loose cheap"], expect: "buyLow", position: "RB" },

  // trade
  {
    turns: ["thinking about shipping out Drake London", "for Amon-Ra straight up. smash accept?"],
    expect: "trade",
    players: ["Drake London", "Amon-Ra St. Brown"],
  },
  {
    turns: ["coach quinn sent me hurts + pitts for my lamar and kraft. fair or fleece?"],
    expect: "trade",
    players: ["Jalen Hurts", "Kyle Pitts", "Lamar Jackson", "Tucker Kraft"],
  },
  {
    turns: ["trade check: I send Bijan, I get Gibbs + Ladd. who wins"],
    expect: "trade",
    players: ["Bijan Robinson", "Jahmyr Gibbs", "Ladd McConkey"],
  },
  {
    turns: ["evaluate my chase brown for their DK Metcalf", "what if they add Jaylen Warren to it?"],
    expect: "trade",
    players: ["Chase Brown", "DK Metcalf", "Jaylen Warren"],
  },
  {
    turns: ["Evans for Courtland Sutton 1 for 1 — hit accept or hang up"],
    expect: "trade",
    players: ["Mike Evans", "Courtland Sutton"],
  },
  {
    turns: ["got an offer: my Josh Jacobs for their Derrick Henry and Rhamondre. ppr league, thoughts"],
    expect: "trade",
    players: ["Josh Jacobs", "Derrick Henry", "Rhamondre Stevenson"],
  },

  // waivers
  { turns: ["top waiver adds this week?"], expect: "waivers" },
  { turns: ["how much FAAB should i throw at Dobbins, got $63 left"], expect: "waivers", players: ["J.K. Dobbins"] },
  { turns: ["best QB streamer on the wire"], expect: "waivers", position: "QB" },
  { turns: ["best FA pickup at RB", "and at WR?"], expect: "waivers", position: "WR" },
  {
    turns: ["should i put a claim in for Tracy", "what's a reasonable bid for him"],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },
  { turns: ["wire's thin but who should i be putting claims in on before it runs tonight"], expect: "waivers" },

  // playoffs
  { turns: ["what are my playoff odds sitting here at the midway point"], expect: "playoffs" },
  { turns: ["odds Blitz Brigade sneaks in?"], expect: "playoffs", team: "Blitz Brigade" },
  { turns: ["chance i lock up a first round bye?"], expect: "playoffs" },
  { turns: ["whats my chance of making the playoffs", "and actually winning the ship?"], expect: "playoffs" },
  {
    turns: ["what are Coach Tatum's playoff odds", "how about Coach Ellis's team"],
    expect: "playoffs",
    team: "Pocket Passers",
  },
  { turns: ["am i a lock for the postseason or am i kidding myself"], expect: "playoffs" },

  // improveOdds
  { turns: ["what moves should i make to juice my playoff chances"], expect: "improveOdds" },
  { turns: ["how do i turn this roster into a real contender down the stretch"], expect: "improveOdds" },
  { turns: ["what are my playoff odds", "what can i do to bump that number up"], expect: "improveOdds" },
  { turns: ["biggest hole on my team and how do i patch it before the deadline"], expect: "improveOdds" },
  { turns: ["i'm squarely on the bubble", "give me a game plan to make it a lock"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i up against this week"], expect: "matchup" },
  { turns: ["am i favored this week? whats the win prob"], expect: "matchup" },
  { turns: ["projected final for my game vs Sunday Scaries"], expect: "matchup", team: "Sunday Scaries" },
  { turns: ["who's my opponent in week 11", "and am i favored in that one"], expect: "matchup", week: 11 },
  {
    turns: ["what's my win probability this week", "what about vs Waiver Wire Wizards"],
    expect: "matchup",
    team: "Waiver Wire Wizards",
  },
  { turns: ["who's favored in my wk 13 game"], expect: "matchup", week: 13 },

  // record
  { turns: ["what's my record"], expect: "record" },
  { turns: ["where do the Gurus sit in the standings rn"], expect: "record" },
  { turns: ["what's Coach Finley's record this year"], expect: "record", team: "Waiver Wire Wizards" },
  { turns: ["what place am i in", "and End Zone Envy?"], expect: "record", team: "End Zone Envy" },
  { turns: ["how's Hail Mary Heroes doing W-L", "and mine?"], expect: "record" },
  { turns: ["how many games back of first am i"], expect: "record" },

  // rosterStatus
  { turns: ["who on my roster is banged up this week"], expect: "rosterStatus" },
  { turns: ["any of my guys on bye next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["pull up the injury report on my team", "just the Q tags"], expect: "rosterStatus" },
  { turns: ["who's hurt on my team", "and who's on bye wk 12"], expect: "rosterStatus", week: 12 },
  { turns: ["injury + bye rundown for my squad for week 14"], expect: "rosterStatus", week: 14 },

  // positionRank
  { turns: ["rank my WRs for this week"], expect: "positionRank", position: "WR" },
  { turns: ["order my RBs best to worst for week 11"], expect: "positionRank", position: "RB", week: 11 },
  { turns: ["rank my RBs this week", "do the same for the TEs"], expect: "positionRank", position: "TE" },
  {
    turns: ["i roster 2 QBs in this superflex", "how do they stack up this week"],
    expect: "positionRank",
    position: "QB",
  },
  { turns: ["tier my wideouts for next week"], expect: "positionRank", position: "WR", week: "next" },

  // projectedTotal
  { turns: ["what's my team projected to put up this week"], expect: "projectedTotal" },
  { turns: ["what's my projection this wk", "and the floor and ceiling?"], expect: "projectedTotal" },
  { turns: ["projected points for my lineup this week?", "and next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["give me the range for my team's score in week 12"], expect: "projectedTotal", week: 12 },
  { turns: ["how many pts am i projected for"], expect: "projectedTotal" },

  // leaders
  { turns: ["who's the top team in my league rn"], expect: "leaders" },
  { turns: ["which team has scored the most pts so far"], expect: "leaders" },
  { turns: ["who's got the best chip odds in the league"], expect: "leaders" },
  { turns: ["who leads the league in points for", "and who's got the best odds to win it all?"], expect: "leaders" },
  { turns: ["who's the team to beat this year"], expect: "leaders" },

  // sleepers
  { turns: ["give me some stash candidates for the fantasy playoffs"], expect: "sleepers" },
  { turns: ["which handcuffs are worth stashing for the playoff run"], expect: "sleepers" },
  { turns: ["deep sleeper RBs to stash"], expect: "sleepers", position: "RB" },
  { turns: ["who are your sleepers for the stretch run", "any at TE?"], expect: "sleepers", position: "TE" },
  {
    turns: ["got an open bench spot", "who's a breakout candidate nobody's rostering that i should stash there"],
    expect: "sleepers",
  },

  // dropStash
  { turns: ["should i drop aiyuk or keep stashing him on IR"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  { turns: ["need a roster spot for my waiver claim, who's the cut"], expect: "dropStash" },
  { turns: ["Adams out 4 weeks, hold or drop"], expect: "dropStash", players: ["Davante Adams"] },
  {
    turns: ["is Andrews worth holding while he's out", "what about Goedert"],
    expect: "dropStash",
    players: ["Dallas Goedert"],
  },
  { turns: ["who's the deadest weight on my bench", "so do i just cut him for a streamer"], expect: "dropStash" },
  { turns: ["can I IR-stash Hubbard or do i have to cut someone"], expect: "dropStash", players: ["Chuba Hubbard"] },

  // byeCover
  {
    turns: ["Lamb is on bye this week, who fills his spot"],
    expect: "byeCover",
    players: ["CeeDee Lamb"],
    position: "WR",
  },
  {
    turns: ["McBride's bye is week 12, who do i stream at TE"],
    expect: "byeCover",
    players: ["Trey McBride"],
    position: "TE",
    week: 12,
  },
  { turns: ["my QB has a bye next week, need a fill in"], expect: "byeCover", position: "QB", week: "next" },
  { turns: ["who's on bye for me next week", "who should i use to cover them"], expect: "byeCover", week: "next" },
  {
    turns: ["is Kamara playing this week", "and if he's out, who do i plug in"],
    expect: "byeCover",
    players: ["Alvin Kamara"],
    position: "RB",
  },
  { turns: ["Aubrey's on bye, kicker replacement?"], expect: "byeCover", players: ["Brandon Aubrey"], position: "K" },

  // scenario
  { turns: ["playoff odds if i win out"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["if i take an L this week how bad do my playoff odds get"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  { turns: ["if i go 3-1 the rest of the way am i in"], expect: "scenario", scenario: { wins: 3, games: 4 } },
  {
    turns: ["what are my playoff chances", "and if i win 2 of the next 3?"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  {
    turns: ["odds i make it if i win out?", "what if i only win 4 more"],
    expect: "scenario",
    scenario: { wins: 4, games: null },
  },
  { turns: ["say I split my last 4, what do my odds look like"], expect: "scenario", scenario: { wins: 2, games: 4 } },

  // tradeIdeas
  { turns: ["what can i get for Tee Higgins in a 1 for 1"], expect: "tradeIdeas", players: ["Tee Higgins"] },
  { turns: ["which teams in the league are desperate for an RB"], expect: "tradeIdeas", position: "RB" },
  { turns: ["give me some trade ideas to fix my WR depth"], expect: "tradeIdeas", position: "WR" },
  {
    turns: [
      "who could i target in a 2-for-1 with Kamara and Pollard",
      "what if i swap Pollard for Rachaad White in that package",
    ],
    expect: "tradeIdeas",
    players: ["Alvin Kamara", "Rachaad White"],
  },
  {
    turns: ["anyone in the league need a QB?", "ok what could i get for Goff then"],
    expect: "tradeIdeas",
    players: ["Jared Goff"],
  },
  {
    turns: ["shop Addison around for me, who'd bite and what's a realistic return"],
    expect: "tradeIdeas",
    players: ["Jordan Addison"],
  },

  // help
  { turns: ["hey gm what can you actually do"], expect: "help" },
  { turns: ["how do i use this thing"], expect: "help" },
  { turns: ["yo"], expect: "help" },
  { turns: ["hi", "what kinda stuff can you help me with"], expect: "help" },
  { turns: ["walk me through the commands, i'm gonna demo you for the rest of the league"], expect: "help" },

  // None
  { turns: ["weather in buffalo sunday?"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["who should i start in my fantasy hoops league, jokic or giannis"], expect: "None" },
  { turns: ["best wing recipe for the draft party"], expect: "None" },
  {
    turns: ["is Mahomes playing this week", "unrelated but how do i get my kid to sleep through the night"],
    expect: "None",
  },

  // two questions
  {
    turns: ["should i start Chase or Hill this week and whats my win prob"],
    expect: ["startSit", "matchup"],
    players: ["Ja'Marr Chase", "Tyreek Hill"],
  },
  { turns: ["what's my record and my playoff odds"], expect: ["record", "playoffs"] },
  {
    turns: ["is Burrow healthy? and should i pick up a QB streamer"],
    expect: ["status", "waivers"],
    players: ["Joe Burrow"],
  },
  {
    turns: ["rank my RBs this week, also who's hurt on my roster"],
    expect: ["positionRank", "rosterStatus"],
    position: "RB",
  },
  { turns: ["who should i grab off waivers and who do i drop for them"], expect: ["waivers", "dropStash"] },
  {
    turns: ["would you do my Drake Maye for Mark Andrews? also who are some buy low guys"],
    expect: ["trade", "buyLow"],
    players: ["Drake Maye", "Mark Andrews"],
  },
  { turns: ["hey", "what's my projected score this week and who am I facing"], expect: ["projectedTotal", "matchup"] },
  {
    turns: ["what are my odds if i win out and who leads the league rn"],
    expect: ["scenario", "leaders"],
    scenario: "win-out",
  },
  {
    turns: [
      "been thinking about Allen",
      "is he worth holding ROS or should i sell, and what could i get for him in a 1-for-1",
    ],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Josh Allen"],
  },
  { turns: ["set my lineup and give me a few sleepers to stash"], expect: ["lineup", "sleepers"] },
];
