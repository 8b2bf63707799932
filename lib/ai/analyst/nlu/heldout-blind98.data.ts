// Blind held-out evaluation set 98 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: busy parent on a phone.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_98: HeldOutCase[] = [
  // startSit
  {
    turns: ["kids at soccer quick one. jacobs or cook in my lineup this wk"],
    expect: "startSit",
    players: ["Josh Jacobs", "James Cook"],
  },
  {
    turns: ["waddle vs pickens who do i play sunday"],
    expect: "startSit",
    players: ["Jaylen Waddle", "George Pickens"],
  },
  {
    turns: ["wk 12 do i go with achane or hampton"],
    expect: "startSit",
    players: ["De'Von Achane", "Omarion Hampton"],
    week: 12,
  },
  {
    turns: ["is garrett wilson any good this week", "ok so start him over zay flowers or nah"],
    expect: "startSit",
    players: ["Garrett Wilson", "Zay Flowers"],
  },
  {
    turns: ["start kittle or kraft this week", "wait what about kittle or laporta then"],
    expect: "startSit",
    players: ["George Kittle", "Sam LaPorta"],
  },
  {
    turns: ["goff or dart this week cant decide and the baby wont sleep"],
    expect: "startSit",
    players: ["Jared Goff", "Jaxson Dart"],
  },

  // compare
  { turns: ["ros who do u like more nabers or london"], expect: "compare", players: ["Malik Nabers", "Drake London"] },
  {
    turns: ["dynasty q.. bijan or gibbs long term"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: ["jeanty or judkins this week", "no sorry i mean rest of the season, whos the better guy"],
    expect: "compare",
    players: ["Ashton Jeanty", "Quinshon Judkins"],
  },
  {
    turns: ["whos better rest of season mcmillan or egbuka", "hmm what about mcmillan vs odunze"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Rome Odunze"],
  },
  {
    turns: ["keeper league, would u rather have skattebo or monangai going forward"],
    expect: "compare",
    players: ["Cam Skattebo", "Kyle Monangai"],
  },
  {
    turns: ["bowers or mcbride the better te the rest of the way"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },

  // slot
  { turns: ["who shoud be my flex this wk"], expect: "slot", position: "FLEX" },
  {
    turns: ["my rb2 is a mess", "dowdle warren or tracy for that spot"],
    expect: "slot",
    position: "RB",
    players: ["Rico Dowdle", "Jaylen Warren", "Tyrone Tracy Jr."],
  },
  {
    turns: ["te spot this week - ferguson or hunter henry in it?"],
    expect: "slot",
    position: "TE",
    players: ["Jake Ferguson", "Hunter Henry"],
  },
  { turns: ["my wr3 slot is empty who do i put there"], expect: "slot", position: "WR" },
  { turns: ["who should i start at flex", "what about for week 14"], expect: "slot", position: "FLEX", week: 14 },
  { turns: ["kicker slot?? who do i use"], expect: "slot", position: "K" },

  // lineup
  { turns: ["is my lineup ok for sunday"], expect: "lineup" },
  { turns: ["can u just set my best lineup this week im slammed"], expect: "lineup" },
  { turns: ["check my starters for wk 11 pls"], expect: "lineup", week: 11 },
  { turns: ["hi", "is my team set right for this week or did i mess somethng up"], expect: "lineup" },
  { turns: ["who should i be starting next week, like the whole team"], expect: "lineup", week: "next" },

  // outlook
  { turns: ["how many pts is ceedee gonna get this week"], expect: "outlook", players: ["CeeDee Lamb"] },
  {
    turns: ["what do u expect from kenny walker wk 13"],
    expect: "outlook",
    players: ["Kenneth Walker III"],
    week: 13,
  },
  { turns: ["hows etienne looking rest of season"], expect: "outlook", players: ["Travis Etienne Jr."] },
  {
    turns: ["is amon ra a must start", "eh ok whats his projection next wk"],
    expect: "outlook",
    players: ["Amon-Ra St. Brown"],
    week: "next",
  },
  { turns: ["hows nico collins look this week", "and mike evans?"], expect: "outlook", players: ["Mike Evans"] },
  { turns: ["projection for jaylen warren this week?"], expect: "outlook", players: ["Jaylen Warren"] },

  // status
  { turns: ["is mccaffery playing sunday"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["did tyreek practice today"], expect: "status", players: ["Tyreek Hill"] },
  { turns: ["rashee rice hurt?? saw something on twitter"], expect: "status", players: ["Rashee Rice"] },
  {
    turns: ["whats the injury report on aiyuk", "ok and is he good to go next week"],
    expect: "status",
    players: ["Brandon Aiyuk"],
    week: "next",
  },
  { turns: ["any update on godwins ankle"], expect: "status", players: ["Chris Godwin"] },
  { turns: ["is kamara out this week", "what about dobbins"], expect: "status", players: ["J.K. Dobbins"] },

  // tradeValue
  { turns: ["whats jt worth in a trade rn"], expect: "tradeValue", players: ["Jonathan Taylor"] },
  { turns: ["how much trade value does mclaurin have"], expect: "tradeValue", players: ["Terry McLaurin"] },
  { turns: ["jeffersons trade value these days?"], expect: "tradeValue", players: ["Justin Jefferson"] },
  {
    turns: ["whats ja'marr chase worth in trades", "and bt jr"],
    expect: "tradeValue",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["whats kelce's value at this point, is he worth anything"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  { turns: ["how valuable is saquon trade wise"], expect: "tradeValue", players: ["Saquon Barkley"] },

  // buyLow
  { turns: ["any buy low guys i should target"], expect: "buyLow" },
  { turns: ["who should i sell high on right now"], expect: "buyLow" },
  { turns: ["is breece hall a buy low"], expect: "buyLow", players: ["Breece Hall"] },
  { turns: ["sell high on chuba y/n"], expect: "buyLow", players: ["Chuba Hubbard"] },
  {
    turns: ["is xavier worthy a buy low", "what about jameson williams"],
    expect: "buyLow",
    players: ["Jameson Williams"],
  },
  { turns: ["buy low candidates at wr? who's underperforming but good"], expect: "buyLow" },

  // trade
  {
    turns: ["someone offered me tee higgins for my zay flowers, take it?"],
    expect: "trade",
    players: ["Tee Higgins", "Zay Flowers"],
  },
  {
    turns: ["quick trade q", "i give kyren get dk metcalf. fair?"],
    expect: "trade",
    players: ["Kyren Williams", "DK Metcalf"],
  },
  {
    turns: ["trade offer: my josh allen for lamar + rhamondre. accept??"],
    expect: "trade",
    players: ["Josh Allen", "Lamar Jackson", "Rhamondre Stevenson"],
  },
  {
    turns: ["got a trade offer", "they want chase brown and i get olave"],
    expect: "trade",
    players: ["Chase Brown", "Chris Olave"],
  },
  {
    turns: ["who wins this one: derrick henry for devonta smith and mark andrews"],
    expect: "trade",
    players: ["Derrick Henry", "DeVonta Smith", "Mark Andrews"],
  },
  {
    turns: ["mahomes for burrow straight up, im giving mahomes. good deal for me?"],
    expect: "trade",
    players: ["Patrick Mahomes", "Joe Burrow"],
  },

  // waivers
  { turns: ["who should i grab off waviers this week"], expect: "waivers" },
  {
    turns: ["is woody marks worth adding", "how much faab should i throw at him"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  { turns: ["top adds this wk? need rb help bad"], expect: "waivers" },
  {
    turns: ["whats a good bid on wan'dale robinson, i have 43 left"],
    expect: "waivers",
    players: ["Wan'Dale Robinson"],
  },
  { turns: ["should i put a claim in for rachaad white, how much"], expect: "waivers", players: ["Rachaad White"] },

  // playoffs
  { turns: ["am i making the playoffs or what"], expect: "playoffs" },
  { turns: ["whats my playoff chance"], expect: "playoffs" },
  { turns: ["realistically r we getting in this yr"], expect: "playoffs" },
  { turns: ["how are we doing", "like playoff odds i mean"], expect: "playoffs" },
  { turns: ["do the gurus still have a shot at the postseason"], expect: "playoffs" },

  // improveOdds
  { turns: ["what do i need to do to make playofs"], expect: "improveOdds" },
  { turns: ["what moves would boost my playoff odds"], expect: "improveOdds" },
  { turns: ["whats my playoff chances", "ugh ok what can i do to improve that"], expect: "improveOdds" },
  { turns: ["best way to raise my odds of making it? trades adds whatever"], expect: "improveOdds" },
  { turns: ["any moves to help me sneak into the playoffs"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i playing this week"], expect: "matchup" },
  { turns: ["am i favored sunday"], expect: "matchup" },
  { turns: ["win prob this wk?"], expect: "matchup" },
  { turns: ["who do i play this week", "do i win tho"], expect: "matchup" },
  { turns: ["gonna beat blitz brigade this week?"], expect: "matchup" },

  // record
  { turns: ["where am i in the standings"], expect: "record" },
  { turns: ["what place r we in"], expect: "record" },
  { turns: ["whats red zone raiders record"], expect: "record", team: "Red Zone Raiders" },
  { turns: ["whats my record", "and sunday scaries?"], expect: "record", team: "Sunday Scaries" },
  { turns: ["how many wins do i have so far"], expect: "record" },

  // rosterStatus
  { turns: ["who on my team is hurt"], expect: "rosterStatus" },
  { turns: ["any byes on my roster next week"], expect: "rosterStatus", week: "next" },
  { turns: ["injuries and byes for wk 10 on my team"], expect: "rosterStatus", week: 10 },
  { turns: ["whos on bye next week for me", "and anyone hurt that week?"], expect: "rosterStatus", week: "next" },
  { turns: ["quick health check on my roster pls, anyone out"], expect: "rosterStatus" },

  // positionRank
  { turns: ["rank my rbs this week"], expect: "positionRank", position: "RB" },
  { turns: ["order my wrs for wk 9 best to worst"], expect: "positionRank", position: "WR", week: 9 },
  { turns: ["rank my te's"], expect: "positionRank", position: "TE" },
  { turns: ["rank my wide recievers", "now do rbs"], expect: "positionRank", position: "RB" },
  { turns: ["my qbs are confusing me", "rank em for this week"], expect: "positionRank", position: "QB" },
  { turns: ["rank my receivers for next week"], expect: "positionRank", position: "WR", week: "next" },

  // projectedTotal
  { turns: ["how many pts am i projected this week"], expect: "projectedTotal" },
  { turns: ["whats my floor and ceiling this week"], expect: "projectedTotal" },
  { turns: ["projected total for wk 13?"], expect: "projectedTotal", week: 13 },
  { turns: ["what's my team projected for", "next week i mean"], expect: "projectedTotal", week: "next" },
  { turns: ["whats my points range for next wk"], expect: "projectedTotal", week: "next" },

  // leaders
  { turns: ["whos the best team in the league"], expect: "leaders" },
  { turns: ["who has scored the most points this season"], expect: "leaders" },
  { turns: ["which team has the best playoff odds"], expect: "leaders" },
  { turns: ["whats my record", "ok and whos in first"], expect: "leaders" },
  { turns: ["top team by record?"], expect: "leaders" },

  // sleepers
  { turns: ["any sleepers for next week"], expect: "sleepers", week: "next" },
  { turns: ["deep stash guys worth a bench spot?"], expect: "sleepers" },
  { turns: ["who should i stash now for the playoffs"], expect: "sleepers" },
  { turns: ["sleeper pickups for wk 15"], expect: "sleepers", week: 15 },
  {
    turns: ["who should i pick up this week", "what about deeper guys to stash for later"],
    expect: "sleepers",
  },

  // dropStash
  { turns: ["should i drop godwin or hold him"], expect: "dropStash", players: ["Chris Godwin"] },
  { turns: ["ir stash mark andrews or cut him"], expect: "dropStash", players: ["Mark Andrews"] },
  { turns: ["is it worth holding pitts while hes hurt"], expect: "dropStash", players: ["Kyle Pitts"] },
  {
    turns: ["is brandon aiyuk hurt", "ugh should i just drop him"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  { turns: ["javonte is out for weeks, keep or cut"], expect: "dropStash", players: ["Javonte Williams"] },
  { turns: ["should i put dobbins on ir or just drop"], expect: "dropStash", players: ["J.K. Dobbins"] },

  // byeCover
  {
    turns: ["kittle on bye next wk who do i play at te"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
    week: "next",
  },
  { turns: ["my qb is on bye, need a streamer"], expect: "byeCover", position: "QB" },
  {
    turns: ["hurts is on bye this week right", "who should i play at qb while hes off"],
    expect: "byeCover",
    players: ["Jalen Hurts"],
    position: "QB",
  },
  {
    turns: ["nabers has a bye wk 12, who fills in at wr"],
    expect: "byeCover",
    players: ["Malik Nabers"],
    position: "WR",
    week: 12,
  },
  { turns: ["whos on bye this week on my team", "ok who covers my te then"], expect: "byeCover", position: "TE" },
  {
    turns: ["need a rb to cover for josh jacobs bye this week"],
    expect: "byeCover",
    players: ["Josh Jacobs"],
    position: "RB",
  },

  // scenario
  { turns: ["if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  { turns: ["what are my odds if i lose this week"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["am i in good shape for playoffs", "what if i go 3 and 2 from here"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  { turns: ["what if i win 2 of the last 4"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  {
    turns: ["what are my playoff odds", "and if i drop this weeks game?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  { turns: ["if i win 3 more games am i in"], expect: "scenario", scenario: { wins: 3, games: null } },

  // tradeIdeas
  { turns: ["tyreek is driving me nuts", "who could i get for him"], expect: "tradeIdeas", players: ["Tyreek Hill"] },
  {
    turns: ["2 for 1 ideas using kenneth walker and sutton"],
    expect: "tradeIdeas",
    players: ["Kenneth Walker III", "Courtland Sutton"],
  },
  { turns: ["what kind of package can i build around bucky irving"], expect: "tradeIdeas", players: ["Bucky Irving"] },
  {
    turns: ["whats jordan addison worth", "ok who could i get for him"],
    expect: "tradeIdeas",
    players: ["Jordan Addison"],
  },
  {
    turns: ["trade ideas for herbert and goedert"],
    expect: "tradeIdeas",
    players: ["Justin Herbert", "Dallas Goedert"],
  },
  {
    turns: ["i wanna move ladd mcconkey, what could i target for him"],
    expect: "tradeIdeas",
    players: ["Ladd McConkey"],
  },

  // help
  { turns: ["what can u do"], expect: "help" },
  { turns: ["how does this gm thing work"], expect: "help" },
  { turns: ["what kinds of questions can i ask you"], expect: "help" },
  { turns: ["hi", "um what are you for exactly"], expect: "help" },
  { turns: ["new to the app, can you explain what this assistant does"], expect: "help" },

  // None
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["whats a good dinner for picky kids"], expect: "None" },
  { turns: ["who wins the lakers game tonight"], expect: "None" },
  { turns: ["whats my record", "ok unrelated but whats a good recipe for chicken thighs"], expect: "None" },
  { turns: ["whats the weather gonna be in town on sunday, might cancel the bbq"], expect: "None" },

  // two-part
  {
    turns: ["where do i stand in the league rn and whats my playoff chance"],
    expect: ["record", "playoffs"],
  },
  { turns: ["who am i playing and whats my projected total"], expect: ["matchup", "projectedTotal"] },
  {
    turns: ["is chase playing this wk and whats his projection"],
    expect: ["status", "outlook"],
    players: ["Ja'Marr Chase"],
  },
  {
    turns: ["any waiver adds this week, also is javonte worth holding on ir"],
    expect: ["waivers", "dropStash"],
    players: ["Javonte Williams"],
  },
  { turns: ["check my lineup and tell me whos hurt on my team"], expect: ["lineup", "rosterStatus"] },
  { turns: ["playoff odds? and what can i do to bump them up"], expect: ["playoffs", "improveOdds"] },
  { turns: ["whos leading the league and whats my record"], expect: ["leaders", "record"] },
  {
    turns: ["whats kyren worth and is he a sell high"],
    expect: ["tradeValue", "buyLow"],
    players: ["Kyren Williams"],
  },
  { turns: ["rank my tes for this week and am i favored"], expect: ["positionRank", "matchup"], position: "TE" },
  { turns: ["what can you do, and can u check my lineup"], expect: ["help", "lineup"] },
  { turns: ["any sleepers to stash and who are the top adds this wk"], expect: ["sleepers", "waivers"] },
  { turns: ["hey busy day", "am i favored this week and whos on bye for me"], expect: ["matchup", "rosterStatus"] },
];
