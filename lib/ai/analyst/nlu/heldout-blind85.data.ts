// Blind held-out evaluation set 85 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a teenager texting — all lowercase, slang (fr, ngl, lowkey, bussin, cooked, W/L),
// abbreviations, nicknames, the odd misspelling and emoji.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_85: HeldOutCase[] = [
  // startSit
  { turns: ["puka or jsn this week fr"], expect: "startSit", players: ["Puka Nacua", "Jaxon Smith-Njigba"] },
  {
    turns: ["ngl bijan and gibbs both on my bench rn lol", "which one do i start sunday"],
    expect: "startSit",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: ["is tet mcmillan playing this week", "ok bet so do i roll him or waddle"],
    expect: "startSit",
    players: ["Tetairoa McMillan", "Jaylen Waddle"],
  },
  {
    turns: ["should i start chuba this week", "wait actually him or rico dowdle"],
    expect: "startSit",
    players: ["Chuba Hubbard", "Rico Dowdle"],
  },
  {
    turns: ["mahomes or goff this week", "ok and for next week tho"],
    expect: "startSit",
    players: ["Patrick Mahomes", "Jared Goff"],
    week: "next",
  },
  {
    turns: ["lowkey thinking of benching jeanty for hampton this week is that cooked"],
    expect: "startSit",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },

  // compare
  {
    turns: ["nabers or garrett wilson", "like rest of season, who u got"],
    expect: "compare",
    players: ["Malik Nabers", "Garrett Wilson"],
  },
  {
    turns: ["long term is bucky irving better than james cook or nah"],
    expect: "compare",
    players: ["Bucky Irving", "James Cook"],
  },
  {
    turns: ["im only keeping one of my rbs for the rest of the szn", "skattebo or judkins, which one do i hold onto"],
    expect: "compare",
    players: ["Cam Skattebo", "Quinshon Judkins"],
  },
  {
    turns: ["rest of the year id rather have brock bowers or trey mcbryde? be honest"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["who's better ros, drake london or ladd", "what about london vs egbuka instead"],
    expect: "compare",
    players: ["Drake London", "Emeka Egbuka"],
  },
  {
    turns: ["dynasty brain rn: jaxson dart vs drake maye, who's the better hold long term 🤔"],
    expect: "compare",
    players: ["Jaxson Dart", "Drake Maye"],
  },

  // slot
  { turns: ["who goes in my flex for week 11"], expect: "slot", week: 11 },
  { turns: ["kelce been so mid lately", "who should i even put at te this week then"], expect: "slot", position: "TE" },
  { turns: ["my rbs are a mess", "who do i put in the rb2 slot"], expect: "slot", position: "RB" },
  {
    turns: ["flex: pollard, warren or javonte? pick one fr"],
    expect: "slot",
    players: ["Tony Pollard", "Jaylen Warren", "Javonte Williams"],
  },
  { turns: ["my qb got hurt", "who should i slide into the qb slot then"], expect: "slot", position: "QB" },

  // lineup
  { turns: ["optimize my lineup pls 🙏"], expect: "lineup" },
  { turns: ["is my lineup cooked or are we good"], expect: "lineup" },
  { turns: ["i just picked up woody marks", "k now redo my whole lineup w him in mind"], expect: "lineup" },
  { turns: ["does my starting lineup look right for wk 12"], expect: "lineup", week: 12 },
  { turns: ["ok its sunday morning", "set my starters for me fr im lazy"], expect: "lineup" },

  // outlook
  { turns: ["how many pts is jt putting up this week"], expect: "outlook", players: ["Jonathan Taylor"] },
  { turns: ["is kyren a good play this week or nah"], expect: "outlook", players: ["Kyren Williams"] },
  {
    turns: ["zay flowers been mid lately ngl", "whats his ros outlook tho"],
    expect: "outlook",
    players: ["Zay Flowers"],
  },
  {
    turns: ["drake maye been cooking", "what's his projection this week?? need numbers"],
    expect: "outlook",
    players: ["Drake Maye"],
  },
  {
    turns: ["what's cmc looking like this week", "and next week?"],
    expect: "outlook",
    players: ["Christian McCaffrey"],
    week: "next",
  },
  { turns: ["is tyreek washed or is he gonna go off this wk 💀"], expect: "outlook", players: ["Tyreek Hill"] },

  // status
  {
    turns: ["saquon was limited at practice i think", "is he playing sunday or nah"],
    expect: "status",
    players: ["Saquon Barkley"],
  },
  { turns: ["wait is achane hurt??"], expect: "status", players: ["De'Von Achane"] },
  {
    turns: ["i got nico colins in my flex", "is he even active this week"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["how's ken walker looking this week", "nah i mean is he injured or what"],
    expect: "status",
    players: ["Kenneth Walker III"],
  },

  // tradeValue
  {
    turns: ["burrow's supposed to be back soon", "what's he worth in a trade rn"],
    expect: "tradeValue",
    players: ["Joe Burrow"],
  },
  { turns: ["should i sell ja'marr while his value is high"], expect: "tradeValue", players: ["Ja'Marr Chase"] },
  { turns: ["lowkey wanna buy metcalfe, what would it cost me"], expect: "tradeValue", players: ["DK Metcalf"] },
  {
    turns: ["kittle just came back from injury", "is it a W to trade for him now or nah"],
    expect: "tradeValue",
    players: ["George Kittle"],
  },
  { turns: ["jamo trade value?", "what about breece hall's"], expect: "tradeValue", players: ["Breece Hall"] },

  // buyLow
  { turns: ["who should i buy low on rn"], expect: "buyLow" },
  { turns: ["any sell high candidates on my team fr"], expect: "buyLow" },
  { turns: ["trade deadline coming up", "who's lowkey underperforming that i can snag cheap"], expect: "buyLow" },
  { turns: ["which guys should i be selling high on, like whos peaking rn"], expect: "buyLow" },
  { turns: ["ngl i need moves", "buy low / sell high list pls"], expect: "buyLow" },
  { turns: ["who's slumping but still good, like prime buy low szn 📉"], expect: "buyLow" },

  // trade
  {
    turns: ["someone offered me davante adams for goff, do i take it"],
    expect: "trade",
    players: ["Davante Adams", "Jared Goff"],
  },
  {
    turns: ["should i trade mclaurin and hurts for lamar 🤔"],
    expect: "trade",
    players: ["Terry McLaurin", "Jalen Hurts", "Lamar Jackson"],
  },
  {
    turns: [
      "someone in my league hit me with a trade",
      "they want amon-ra and i get josh jacobs + mike evans. W or L?",
    ],
    expect: "trade",
    players: ["Amon-Ra St. Brown", "Josh Jacobs", "Mike Evans"],
  },
  {
    turns: ["give olave get jakobi meyers, fair or am i getting fleeced"],
    expect: "trade",
    players: ["Chris Olave", "Jakobi Meyers"],
  },
  {
    turns: ["trade offer: my mark andrews for their bo nix. accept??"],
    expect: "trade",
    players: ["Mark Andrews", "Bo Nix"],
  },
  {
    turns: ["thinking about a trade", "i'd send jefferson and get back ceedee plus rhamondre, is that bussin or nah"],
    expect: "trade",
    players: ["Justin Jefferson", "CeeDee Lamb", "Rhamondre Stevenson"],
  },

  // waivers
  { turns: ["just got cooked this week", "who should i grab off waivers"], expect: "waivers" },
  { turns: ["how much faab should i drop on monangai"], expect: "waivers", players: ["Kyle Monangai"] },
  { turns: ["best waiver adds rn? i got like 40 faab left"], expect: "waivers" },
  { turns: ["my rb room is cooked bc of injuries", "who's on the wire i can pick up"], expect: "waivers" },
  { turns: ["wire pickups for wk 11 + how much to bid"], expect: "waivers", week: 11 },

  // playoffs
  { turns: ["am i making playoffs or am i cooked fr"], expect: "playoffs" },
  { turns: ["just lost again smh", "so what are my playoff chances now"], expect: "playoffs" },
  { turns: ["do we even got a shot at the postseason lol"], expect: "playoffs" },
  { turns: ["gridiron gurus been mid all year", "real talk what % chance we make the playoffs"], expect: "playoffs" },

  // improveOdds
  { turns: ["what moves would boost my playoff odds"], expect: "improveOdds" },
  { turns: ["how do i make my playoff chances better, like what do i gotta do"], expect: "improveOdds" },
  { turns: ["my playoff odds are like 30% 💀", "what can i do to fix that"], expect: "improveOdds" },
  { turns: ["best moves to get me into the playoffs?"], expect: "improveOdds" },
  { turns: ["what trades or pickups would raise my odds the most"], expect: "improveOdds" },
  { turns: ["i wanna make a push", "give me a game plan to actually make the playoffs ngl"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i playing this week"], expect: "matchup" },
  { turns: ["feeling nervous bout this week ngl", "am i favored or nah, whats my win prob"], expect: "matchup" },
  { turns: ["who do i face in week 12"], expect: "matchup", week: 12 },
  { turns: ["who's my opp this week", "and next week?"], expect: "matchup", week: "next" },

  // record
  { turns: ["what's my w-l rn"], expect: "record" },
  { turns: ["where do i stand in the league"], expect: "record" },
  { turns: ["what place am i in fr"], expect: "record" },
  { turns: ["ok real talk", "how many games have i won so far"], expect: "record" },
  { turns: ["i feel like we been winning a lot lately", "how we doin record wise 😬"], expect: "record" },

  // rosterStatus
  {
    turns: ["feels like my whole team is on the injury report", "who's actually hurt on my roster"],
    expect: "rosterStatus",
  },
  { turns: ["any of my guys on bye this week?"], expect: "rosterStatus" },
  { turns: ["who's on bye next week on my squad"], expect: "rosterStatus", week: "next" },
  { turns: ["which of my players are out or on bye wk 12"], expect: "rosterStatus", week: 12 },
  { turns: ["byes are killing me", "who do i have on bye in week 11"], expect: "rosterStatus", week: 11 },

  // positionRank
  { turns: ["rank my receivers this wk"], expect: "positionRank", position: "WR" },
  { turns: ["order my rbs best to worst for next week"], expect: "positionRank", position: "RB", week: "next" },
  { turns: ["rank my tes for week 11"], expect: "positionRank", position: "TE", week: 11 },
  { turns: ["rank my rbs", "now do the wideouts"], expect: "positionRank", position: "WR" },
  { turns: ["i got like 3 qbs rn lol", "which one's best this week, rank em"], expect: "positionRank", position: "QB" },

  // projectedTotal
  { turns: ["how many points am i projected for this week"], expect: "projectedTotal" },
  { turns: ["lineup's set", "what's my ceiling and floor this week"], expect: "projectedTotal" },
  { turns: ["projected total for my team wk 11?"], expect: "projectedTotal", week: 11 },
  { turns: ["how many pts am i projected", "what about next week"], expect: "projectedTotal", week: "next" },
  { turns: ["give me my team's point range for sunday"], expect: "projectedTotal" },

  // leaders
  { turns: ["who's in first place"], expect: "leaders" },
  { turns: ["who's scored the most points this szn"], expect: "leaders" },
  {
    turns: ["blitz brigade been talking trash in the gc", "what's their record tho"],
    expect: "leaders",
    team: "Blitz Brigade",
  },
  {
    turns: ["who's leading the league", "what about coach ellis's team, where they at"],
    expect: "leaders",
    team: "Pocket Passers",
  },
  { turns: ["who has the best playoff odds in the league"], expect: "leaders" },

  // sleepers
  { turns: ["any sleepers for next week"], expect: "sleepers", week: "next" },
  { turns: ["give me some deep sleepers nobody's talking about"], expect: "sleepers" },
  { turns: ["under the radar guys to stash before they blow up?"], expect: "sleepers" },
  { turns: ["lowkey sleeper picks, who u got"], expect: "sleepers" },
  { turns: ["waiver guys are all mid", "any deep cuts that could pop next week"], expect: "sleepers", week: "next" },
  { turns: ["sleeper wr for next week? 👀"], expect: "sleepers", week: "next" },

  // dropStash
  { turns: ["should i drop my injured guys or stash em"], expect: "dropStash" },
  { turns: ["is it worth putting anyone on ir or should i just cut them"], expect: "dropStash" },
  { turns: ["should i drop tee higgens or hold him while he's hurt"], expect: "dropStash", players: ["Tee Higgins"] },
  { turns: ["jk dobbins is banged up", "do i cut him or ir him"], expect: "dropStash", players: ["J.K. Dobbins"] },
  { turns: ["3 of my guys are hurt rn bro", "what do i do with them, drop or hold"], expect: "dropStash" },
  { turns: ["my ir spot is open, who should go there or should i just drop people"], expect: "dropStash" },

  // byeCover
  { turns: ["my te is on bye, who's a streamer"], expect: "byeCover", position: "TE" },
  { turns: ["need a qb to cover the bye this week"], expect: "byeCover", position: "QB" },
  { turns: ["who can i stream at k while my kicker's on bye"], expect: "byeCover", position: "K" },
  {
    turns: ["my qb's on bye in week 12", "who's a backup i can grab for that"],
    expect: "byeCover",
    position: "QB",
    week: 12,
  },
  { turns: ["bye week fill-in at rb for next week?"], expect: "byeCover", position: "RB", week: "next" },
  { turns: ["my wr1 got a bye", "need a plug-in for this week, who u got"], expect: "byeCover", position: "WR" },

  // scenario
  { turns: ["ok so i'm 5-4", "what are my odds if i win out"], expect: "scenario", scenario: "win-out" },
  { turns: ["if i win 2 of my last 4 do i make it"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  {
    turns: ["my playoff odds look ok rn", "but what if i take an L this week"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["whats my playoff chance", "ok and if i go 3-1 the rest of the way"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  { turns: ["say i win 3 more games, what are my odds"], expect: "scenario", scenario: { wins: 3, games: null } },

  // tradeIdeas
  { turns: ["who should i trade with to get a rb"], expect: "tradeIdeas", position: "RB" },
  {
    turns: ["what could sunday scaries give me if i'm shopping for a te"],
    expect: "tradeIdeas",
    position: "TE",
    team: "Sunday Scaries",
  },
  {
    turns: ["2 for 1 built around hunter henry and courtland sutton, who would take that"],
    expect: "tradeIdeas",
    players: ["Hunter Henry", "Courtland Sutton"],
  },
  {
    turns: ["i need a te upgrade bad", "which team should i hit up for a trade"],
    expect: "tradeIdeas",
    position: "TE",
  },
  { turns: ["trade ideas w coach finley's team?"], expect: "tradeIdeas", team: "Waiver Wire Wizards" },
  {
    turns: ["thinking of packaging brian thomas jr and etienne", "for one stud, any ideas who'd bite"],
    expect: "tradeIdeas",
    players: ["Brian Thomas Jr.", "Travis Etienne Jr."],
  },

  // help
  { turns: ["what can u do"], expect: "help" },
  { turns: ["how does this thing work lol"], expect: "help" },
  { turns: ["yo what kinda questions can i ask"], expect: "help" },
  { turns: ["help me understand what ur for"], expect: "help" },
  { turns: ["hi", "wait what do u even do"], expect: "help" },
  { turns: ["my friend said u can help w fantasy", "like what stuff tho"], expect: "help" },

  // None
  { turns: ["whats the weather gonna be like saturday"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["who wins the nba finals this yr"], expect: "None" },
  { turns: ["help me w my chem homework pls 😭"], expect: "None" },
  { turns: ["best recipe for wings for the watch party"], expect: "None" },
  { turns: ["who's my opp this week", "ok unrelated but who should i vote for"], expect: "None" },
  { turns: ["write me an essay about the great gatsby, due tmrw 💀"], expect: "None" },

  // two things at once
  {
    turns: ["is bijan good to go this week? if not who's on the wire"],
    expect: ["status", "waivers"],
    players: ["Bijan Robinson"],
  },
  { turns: ["what's my record n what are my playoff odds lookin like"], expect: ["record", "playoffs"] },
  { turns: ["who am i playing this wk and how many pts am i projected"], expect: ["matchup", "projectedTotal"] },
  {
    turns: ["tes been killing me this szn", "rank my tes and lmk who's on bye"],
    expect: ["positionRank", "rosterStatus"],
    position: "TE",
  },
  { turns: ["optimize my lineup then tell me if i'm favored"], expect: ["lineup", "matchup"] },
  {
    turns: ["thinking about moving ceedee", "what's he worth in a trade and is he hurt rn"],
    expect: ["tradeValue", "status"],
    players: ["CeeDee Lamb"],
  },
  { turns: ["who's leading the league and where am i at"], expect: ["leaders", "record"] },
  { turns: ["playoff odds rn? and what if i win out"], expect: ["playoffs", "scenario"], scenario: "win-out" },
  {
    turns: ["my bench is a hospital rn 🏥", "should i stash the injured guys and who should i pick up"],
    expect: ["dropStash", "waivers"],
  },
  {
    turns: ["derrick henry been bussin lately", "how many pts this week and what's his trade value"],
    expect: ["outlook", "tradeValue"],
    players: ["Derrick Henry"],
  },
  { turns: ["buy low targets + who should i trade with for a wr"], expect: ["buyLow", "tradeIdeas"], position: "WR" },
  { turns: ["whats my playoff % and what moves would bump it up"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["planning ahead", "sleepers for next week + who on my team's on bye next week"],
    expect: ["sleepers", "rosterStatus"],
    week: "next",
  },
  { turns: ["need a bye fill-in at te and also who goes in my flex"], expect: ["byeCover", "slot"], position: "TE" },
  {
    turns: ["kraft or kittle this week, and is kittle even healthy"],
    expect: ["startSit", "status"],
    players: ["Tucker Kraft", "George Kittle"],
  },
];
