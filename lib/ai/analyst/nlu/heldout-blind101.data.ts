// Blind held-out evaluation set 101 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: group-chat regular.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_101: HeldOutCase[] = [
  // startSit
  { turns: ["yo puka or nabers this wk, cant decide"], expect: "startSit", players: ["Puka Nacua", "Malik Nabers"] },
  {
    turns: ["jacobs vs henry who do i roll out sunday"],
    expect: "startSit",
    players: ["Josh Jacobs", "Derrick Henry"],
  },
  {
    turns: ["wk 14 goff or dart, who am i starting lol"],
    expect: "startSit",
    players: ["Jared Goff", "Jaxson Dart"],
    week: 14,
  },
  {
    turns: ["should i start kittle this week", "ok kittle or bowers then, only one of em can play"],
    expect: "startSit",
    players: ["George Kittle", "Brock Bowers"],
  },
  {
    turns: ["lmao my wrs are cooked. olave, sutton or zay, gotta start one tonight"],
    expect: "startSit",
    players: ["Chris Olave", "Courtland Sutton", "Zay Flowers"],
  },
  {
    turns: ["achane back at practice??", "ok so next week achane or gibbs, who gets the start"],
    expect: "startSit",
    players: ["De'Von Achane", "Jahmyr Gibbs"],
    week: "next",
  },

  // compare
  {
    turns: ["ros who's better jsn or waddle"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Jaylen Waddle"],
  },
  {
    turns: ["dynasty q: egbuka or mcmillan long term, who'd u rather have"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: ["gibbs just went off again", "is he better than bijan for the rest of the yr tho"],
    expect: "compare",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  {
    turns: ["thoughts on breece hall ros?", "would u rather have him or jonathan taylor the rest of the way"],
    expect: "compare",
    players: ["Breece Hall", "Jonathan Taylor"],
  },
  {
    turns: ["jeanty vs hampton for the next 5 yrs, go"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["not asking about this week. lamb or ja'marr for the rest of the season, who's better"],
    expect: "compare",
    players: ["CeeDee Lamb", "Ja'Marr Chase"],
  },

  // slot
  { turns: ["who's my flex this week fr"], expect: "slot", position: "FLEX" },
  {
    turns: ["warren's been solid lately", "rb2 spot this week, him or pollard?"],
    expect: "slot",
    players: ["Jaylen Warren", "Tony Pollard"],
    position: "RB",
  },
  { turns: ["need somebody in the te spot this wk, who goes there"], expect: "slot", position: "TE" },
  {
    turns: ["my wr3 is a mess", "ok so who fills it, addison or worthy"],
    expect: "slot",
    players: ["Jordan Addison", "Xavier Worthy"],
    position: "WR",
  },
  {
    turns: ["who should be my qb next week, got allen and herbert"],
    expect: "slot",
    players: ["Josh Allen", "Justin Herbert"],
    position: "QB",
    week: "next",
  },
  {
    turns: ["flex next wk: cook, dowdle or monangai"],
    expect: "slot",
    players: ["James Cook", "Rico Dowdle", "Kyle Monangai"],
    position: "FLEX",
    week: "next",
  },

  // lineup
  { turns: ["is my lineup good to go or am i dumb"], expect: "lineup" },
  { turns: ["set my lineup for wk 12 pls, im lazy"], expect: "lineup", week: 12 },
  { turns: ["run the optimizer on my starters, anything i should swap?"], expect: "lineup" },
  { turns: ["hey gm", "just tell me my best lineup for sunday"], expect: "lineup" },
  { turns: ["next week whats my optimal lineup look like"], expect: "lineup", week: "next" },

  // outlook
  { turns: ["what's nacau gonna do this week, projection?"], expect: "outlook", players: ["Puka Nacua"] },
  {
    turns: ["k walker ros outlook, is he gonna be usable at all"],
    expect: "outlook",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["how's mccaffrey projecting this week", "and what about wk 13"],
    expect: "outlook",
    players: ["Christian McCaffrey"],
    week: 13,
  },
  { turns: ["skattebo points this wk? gimme a number"], expect: "outlook", players: ["Cam Skattebo"] },
  { turns: ["brock bowers outlook?", "ok what about laporta instead"], expect: "outlook", players: ["Sam LaPorta"] },
  {
    turns: ["expectations for tee higgins next week, boom or bust"],
    expect: "outlook",
    players: ["Tee Higgins"],
    week: "next",
  },

  // status
  { turns: ["is achane playing sunday or what"], expect: "status", players: ["De'Von Achane"] },
  {
    turns: ["any news on jefferson's hammy", "did he practice today tho"],
    expect: "status",
    players: ["Justin Jefferson"],
  },
  { turns: ["rashee rice hurt again?? pls no"], expect: "status", players: ["Rashee Rice"] },
  { turns: ["did chase brown practice", "and what about kamara"], expect: "status", players: ["Alvin Kamara"] },
  { turns: ["ceedee on the injury report this week or nah"], expect: "status", players: ["CeeDee Lamb"] },

  // tradeValue
  { turns: ["what's jsn worth in a trade rn"], expect: "tradeValue", players: ["Jaxon Smith-Njigba"] },
  { turns: ["how much trade value does mcbride have these days"], expect: "tradeValue", players: ["Trey McBride"] },
  { turns: ["drake london trade value? is it high rn"], expect: "tradeValue", players: ["Drake London"] },
  {
    turns: ["what's garrett wilson worth trade-wise", "ok what about waddle"],
    expect: "tradeValue",
    players: ["Jaylen Waddle"],
  },
  {
    turns: ["saquon laid an egg", "did his trade value tank or what"],
    expect: "tradeValue",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["lamar trade value check pls, league mates keep hitting my dms about him"],
    expect: "tradeValue",
    players: ["Lamar Jackson"],
  },

  // buyLow
  { turns: ["any buy low guys i should be targeting"], expect: "buyLow" },
  { turns: ["sell high candidates on my team? who's peaking"], expect: "buyLow" },
  { turns: ["is bucky irving a buy low rn"], expect: "buyLow", players: ["Bucky Irving"] },
  { turns: ["mike evans sell-high or am i overthinking"], expect: "buyLow", players: ["Mike Evans"] },
  { turns: ["who's buy low this week", "is olave one of em?"], expect: "buyLow", players: ["Chris Olave"] },

  // trade
  {
    turns: ["got offered kyren for my waddle. take it?"],
    expect: "trade",
    players: ["Kyren Williams", "Jaylen Waddle"],
  },
  {
    turns: ["i give up tyreek and get nico collins, who wins that"],
    expect: "trade",
    players: ["Tyreek Hill", "Nico Collins"],
  },
  {
    turns: ["is jacobs + kraft for bijan a fair deal lol"],
    expect: "trade",
    players: ["Josh Jacobs", "Tucker Kraft", "Bijan Robinson"],
  },
  {
    turns: ["someone sent me a trade", "my mclaurin and pitts for their ladd mcconkey. accept?"],
    expect: "trade",
    players: ["Terry McLaurin", "Kyle Pitts", "Ladd McConkey"],
  },
  {
    turns: ["trade check: my dk metcalf for brian thomas jr, yay or nay"],
    expect: "trade",
    players: ["DK Metcalf", "Brian Thomas Jr."],
  },
  {
    turns: ["the mahomes guy in my league wants hurts", "i send hurts, get mahomes + aj brown. am i getting fleeced"],
    expect: "trade",
    players: ["Jalen Hurts", "Patrick Mahomes", "A.J. Brown"],
  },

  // waivers
  { turns: ["who we grabbing off waivers this week boys"], expect: "waivers" },
  {
    turns: ["woody marks is sitting on the wire", "how much faab do i throw at him"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  { turns: ["my rb room is thin af", "who should i pick up off the wire then"], expect: "waivers" },
  { turns: ["got $43 faab left, who should i blow it on this week"], expect: "waivers" },
  { turns: ["should i put a bid in on tyrone tracy, how much"], expect: "waivers", players: ["Tyrone Tracy Jr."] },

  // playoffs
  { turns: ["am i making the playoffs or nah"], expect: "playoffs" },
  { turns: ["what are my playoff odds rn"], expect: "playoffs" },
  { turns: ["real talk what % chance do i get in"], expect: "playoffs" },
  { turns: ["brutal loss smh", "so are my playoff chances toast?"], expect: "playoffs" },
  { turns: ["is gridiron gurus a playoff team or am i coping"], expect: "playoffs" },

  // improveOdds
  { turns: ["what moves would bump my playoff odds"], expect: "improveOdds" },
  { turns: ["how do i sneak into the playoffs from here, what should i do"], expect: "improveOdds" },
  { turns: ["what are my playoff chances", "ok and what do i need to do to raise them"], expect: "improveOdds" },
  { turns: ["give me a plan to get into the playoffs, trades adds whatever"], expect: "improveOdds" },
  { turns: ["anything i can do roster-wise to improve my shot at the postseason"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i playing this week"], expect: "matchup" },
  { turns: ["am i favored this wk or nah"], expect: "matchup" },
  { turns: ["win prob for my matchup?"], expect: "matchup" },
  { turns: ["ugh end zone envy this week", "how's the matchup look, do i have a shot"], expect: "matchup" },
  { turns: ["whats my h2h looking like sunday"], expect: "matchup" },

  // record
  { turns: ["whats my record again lol"], expect: "record" },
  { turns: ["where do i sit in the standings"], expect: "record" },
  { turns: ["what's hail mary heroes' record"], expect: "record", team: "Hail Mary Heroes" },
  {
    turns: ["sunday scaries are on a heater huh", "what's their record now"],
    expect: "record",
    team: "Sunday Scaries",
  },
  { turns: ["how many Ws do i have, what's my w-l"], expect: "record" },

  // rosterStatus
  { turns: ["who on my team is hurt this week"], expect: "rosterStatus" },
  { turns: ["any of my guys on bye next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["injury + bye rundown for my roster wk 9"], expect: "rosterStatus", week: 9 },
  { turns: ["setting my lineup early", "who's out or on bye on my squad this week"], expect: "rosterStatus" },
  { turns: ["check my roster for byes in week 14"], expect: "rosterStatus", week: 14 },
  { turns: ["who's banged up on gridiron gurus rn"], expect: "rosterStatus" },

  // positionRank
  { turns: ["rank my wrs this week"], expect: "positionRank", position: "WR" },
  { turns: ["order my rbs for wk 10 best to worst"], expect: "positionRank", position: "RB", week: 10 },
  { turns: ["my tes are killing me", "rank em for next week"], expect: "positionRank", position: "TE", week: "next" },
  { turns: ["rank my rbs this week", "ok now my wrs"], expect: "positionRank", position: "WR" },
  { turns: ["my qbs ranked for this week pls"], expect: "positionRank", position: "QB" },

  // projectedTotal
  { turns: ["how many points am i projected for this week"], expect: "projectedTotal" },
  { turns: ["whats my ceiling and floor this wk"], expect: "projectedTotal" },
  { turns: ["projected total for wk 13?"], expect: "projectedTotal", week: 13 },
  { turns: ["lineup's set", "so what's my team projecting, range too"], expect: "projectedTotal" },
  {
    turns: ["how many pts am i projected this wk", "what about next week"],
    expect: "projectedTotal",
    week: "next",
  },

  // leaders
  { turns: ["who's the best team in the league rn"], expect: "leaders" },
  { turns: ["who leads the league in points"], expect: "leaders" },
  { turns: ["which team has the best playoff odds"], expect: "leaders" },
  { turns: ["who's top dog in the standings"], expect: "leaders" },
  { turns: ["what's my record", "ok and who's in first"], expect: "leaders" },

  // sleepers
  { turns: ["deep sleepers for next week?"], expect: "sleepers", week: "next" },
  { turns: ["stash candidates i should grab before the playoffs"], expect: "sleepers" },
  { turns: ["any under the radar guys on waivers worth stashing"], expect: "sleepers" },
  {
    turns: ["who should i pick up this week", "ok and deeper guys to stash for later"],
    expect: "sleepers",
  },
  { turns: ["gimme some deep league sleepers for wk 15"], expect: "sleepers", week: 15 },
  { turns: ["handcuffs or sleepers worth a bench spot for later in the season?"], expect: "sleepers" },

  // dropStash
  { turns: ["should i drop nabers or stash him on ir"], expect: "dropStash", players: ["Malik Nabers"] },
  { turns: ["godwin's hurt again. worth holding or do i cut him"], expect: "dropStash", players: ["Chris Godwin"] },
  { turns: ["aiyuk to ir", "hold or drop?"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  {
    turns: ["dobbins got hurt again", "do i drop him or keep him on ir"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["cut ties with mark andrews? he's been hurt forever"],
    expect: "dropStash",
    players: ["Mark Andrews"],
  },
  { turns: ["rhamondre's injured, ir stash or nah"], expect: "dropStash", players: ["Rhamondre Stevenson"] },

  // byeCover
  {
    turns: ["kittle's on bye next week, who's my backup te"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
    week: "next",
  },
  {
    turns: ["need a streamer qb for burrow's bye"],
    expect: "byeCover",
    players: ["Joe Burrow"],
    position: "QB",
  },
  { turns: ["who covers for amon-ra during his bye"], expect: "byeCover", players: ["Amon-Ra St. Brown"] },
  {
    turns: ["lamar's on bye wk 11", "who replaces him that week"],
    expect: "byeCover",
    players: ["Lamar Jackson"],
    week: 11,
  },
  {
    turns: ["jeanty on bye this week, who fills in at rb"],
    expect: "byeCover",
    players: ["Ashton Jeanty"],
    position: "RB",
  },
  {
    turns: ["mcbride bye coming up this wk, need a te to plug in"],
    expect: "byeCover",
    players: ["Trey McBride"],
    position: "TE",
  },

  // scenario
  { turns: ["if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  { turns: ["odds if i lose this week?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["what if i go 3-1 the rest of the way"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["say i win 2 of the last 3, am i in"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  {
    turns: ["what are my playoff odds", "and if i drop this one?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // tradeIdeas
  { turns: ["who could i get for breece hall"], expect: "tradeIdeas", players: ["Breece Hall"] },
  {
    turns: ["2 for 1 ideas using pickens and flowers"],
    expect: "tradeIdeas",
    players: ["George Pickens", "Zay Flowers"],
  },
  { turns: ["build me a package around kelce, i want an rb1"], expect: "tradeIdeas", players: ["Travis Kelce"] },
  {
    turns: ["i'm shopping jameson williams", "what kinda deals could i make with him"],
    expect: "tradeIdeas",
    players: ["Jameson Williams"],
  },
  {
    turns: ["trade ideas for etienne and chuba?"],
    expect: "tradeIdeas",
    players: ["Travis Etienne Jr.", "Chuba Hubbard"],
  },
  {
    turns: ["caleb williams is just riding my bench", "what could i flip him for"],
    expect: "tradeIdeas",
    players: ["Caleb Williams"],
  },

  // help
  { turns: ["what can u even do"], expect: "help" },
  { turns: ["how do i use this thing"], expect: "help" },
  { turns: ["gm what are you capable of lol"], expect: "help" },
  { turns: ["help"], expect: "help" },
  { turns: ["list ur features pls"], expect: "help" },
  { turns: ["hi", "uh what kinda stuff can i ask you"], expect: "help" },

  // None
  { turns: ["whats the weather gonna be in buffalo sunday"], expect: "None" },
  { turns: ["thanks for the lineup help", "now tell me a joke"], expect: "None" },
  { turns: ["who wins the lakers game tonight"], expect: "None" },
  { turns: ["best wings spot for the draft party?"], expect: "None" },
  { turns: ["can u do my taxes"], expect: "None" },
  { turns: ["who won the super bowl in 1998"], expect: "None" },

  // two-part questions
  { turns: ["ok lineup's done", "now whats my record and am i getting in"], expect: ["record", "playoffs"] },
  { turns: ["who am i playing and whats my projected total"], expect: ["matchup", "projectedTotal"] },
  {
    turns: ["is jefferson playing sunday and if so what's he gonna score"],
    expect: ["status", "outlook"],
    players: ["Justin Jefferson"],
  },
  { turns: ["playoff odds rn? and what moves get me over the hump"], expect: ["playoffs", "improveOdds"] },
  { turns: ["who leads the league and where am i in the standings"], expect: ["leaders", "record"] },
  { turns: ["check my lineup, also who should i grab off waivers"], expect: ["lineup", "waivers"] },
  {
    turns: ["rank my rbs this week and who's hurt or on bye for me"],
    expect: ["positionRank", "rosterStatus"],
    position: "RB",
  },
  { turns: ["am i favored this week, and whats my record"], expect: ["matchup", "record"] },
  { turns: ["set my lineup and tell me my projected points"], expect: ["lineup", "projectedTotal"] },
  { turns: ["top wire adds this week + any deep stashes for later?"], expect: ["waivers", "sleepers"] },
  {
    turns: ["is hunter henry a buy low, and what's his ros outlook"],
    expect: ["buyLow", "outlook"],
    players: ["Hunter Henry"],
  },
  {
    turns: ["what r my playoff odds and what if i win out"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
];
