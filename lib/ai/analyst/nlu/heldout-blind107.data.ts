// Blind held-out evaluation set 107 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: college student.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_107: HeldOutCase[] = [
  // startSit
  {
    turns: ["kraft or kittle this wk, who do i roll with"],
    expect: "startSit",
    players: ["Tucker Kraft", "George Kittle"],
  },
  {
    turns: ["do i start chase or nabers wk 12"],
    expect: "startSit",
    players: ["Ja'Marr Chase", "Malik Nabers"],
    week: 12,
  },
  {
    turns: ["is breece hall playing this week", "ok then hall or dowdle who do i start"],
    expect: "startSit",
    players: ["Breece Hall", "Rico Dowdle"],
  },
  {
    turns: ["start goff or dart this week?", "wat about goff vs herbert instead"],
    expect: "startSit",
    players: ["Jared Goff", "Justin Herbert"],
  },
  {
    turns: ["gotta pick one for sunday: achane, gibbs or jt"],
    expect: "startSit",
    players: ["De'Von Achane", "Jahmyr Gibbs", "Jonathan Taylor"],
  },
  // compare
  {
    turns: ["long term whos better, jeanty or hampton"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  { turns: ["dynasty q: egbuka or mcmillan"], expect: "compare", players: ["Emeka Egbuka", "Tetairoa McMillan"] },
  { turns: ["ros who u got, waddle or g wilson"], expect: "compare", players: ["Jaylen Waddle", "Garrett Wilson"] },
  {
    turns: ["whos better ros bowers or mcbride", "ok and laporta vs pitts for the rest of the yr"],
    expect: "compare",
    players: ["Sam LaPorta", "Kyle Pitts"],
  },
  {
    turns: ["for the rest of the season would u rather have skattebo or judkins"],
    expect: "compare",
    players: ["Cam Skattebo", "Quinshon Judkins"],
  },
  {
    turns: ["odunze or btj for dynasty", "what about odunze vs mcconkey"],
    expect: "compare",
    players: ["Rome Odunze", "Ladd McConkey"],
  },
  // slot
  { turns: ["who should be my flex this wk"], expect: "slot", position: "FLEX" },
  {
    turns: ["need an rb2, hubbard warren or tracy"],
    expect: "slot",
    players: ["Chuba Hubbard", "Jaylen Warren", "Tyrone Tracy Jr."],
    position: "RB",
  },
  { turns: ["te spot is a mess who do i even put there"], expect: "slot", position: "TE" },
  {
    turns: ["whos my best wr3 this week sutton or meyers"],
    expect: "slot",
    players: ["Courtland Sutton", "Jakobi Meyers"],
    position: "WR",
  },
  { turns: ["who goes in my flex", "and what about the k spot"], expect: "slot", position: "K" },
  { turns: ["qb slot for wk 14, whos the guy"], expect: "slot", position: "QB", week: 14 },
  // lineup
  { turns: ["is my lineup good this week"], expect: "lineup" },
  { turns: ["set my lineup for me pls"], expect: "lineup" },
  { turns: ["can u check if my starters are optimal for wk 11"], expect: "lineup", week: 11 },
  { turns: ["start jacbos or henry", "actually nvm just optimize my whole lineup"], expect: "lineup" },
  { turns: ["is my lineup set", "and for next week?"], expect: "lineup", week: "next" },
  // outlook
  { turns: ["how many pts is cmc gonna put up this week"], expect: "outlook", players: ["Christian McCaffrey"] },
  { turns: ["jsn ros outlook?"], expect: "outlook", players: ["Jaxon Smith-Njigba"] },
  { turns: ["whats ur projection for lamar wk 13"], expect: "outlook", players: ["Lamar Jackson"], week: 13 },
  {
    turns: ["what do u expect from drake london sunday", "ok what about him in week 15"],
    expect: "outlook",
    players: ["Drake London"],
    week: 15,
  },
  {
    turns: ["how will kamara do this wk", "ok what about chase brown instead"],
    expect: "outlook",
    players: ["Chase Brown"],
  },
  { turns: ["is amon-ra gonna eat this week or nah"], expect: "outlook", players: ["Amon-Ra St. Brown"] },
  // status
  { turns: ["is tyreek playing sunday"], expect: "status", players: ["Tyreek Hill"] },
  { turns: ["whats up w rashee rice's injury"], expect: "status", players: ["Rashee Rice"] },
  { turns: ["start nico or jefferson", "wait is nico even healthy"], expect: "status", players: ["Nico Collins"] },
  { turns: ["any update on ken walker's ankle"], expect: "status", players: ["Kenneth Walker III"] },
  { turns: ["is kelce hurt", "what about andrews"], expect: "status", players: ["Mark Andrews"] },
  // tradeValue
  { turns: ["whats saquon worth in a trade rn"], expect: "tradeValue", players: ["Saquon Barkley"] },
  { turns: ["should i sell jameson williams or keep him"], expect: "tradeValue", players: ["Jameson Williams"] },
  { turns: ["how much value does pickens have rn"], expect: "tradeValue", players: ["George Pickens"] },
  {
    turns: ["hows etienne looking ros", "whats his trade value tho"],
    expect: "tradeValue",
    players: ["Travis Etienne Jr."],
  },
  { turns: ["is metcalf worth much on the trade market"], expect: "tradeValue", players: ["DK Metcalf"] },
  { turns: ["whats bucky irving's trade value", "and godwin's?"], expect: "tradeValue", players: ["Chris Godwin"] },
  // buyLow
  { turns: ["any buy low guys i should target"], expect: "buyLow" },
  { turns: ["whos a sell high candidate on my team"], expect: "buyLow" },
  { turns: ["is olave a buy low rn"], expect: "buyLow", players: ["Chris Olave"] },
  { turns: ["should i sell high on dowdle after that game"], expect: "buyLow", players: ["Rico Dowdle"] },
  { turns: ["buy low targets?", "ok any sell-highs too"], expect: "buyLow" },
  { turns: ["is zay flowers a buy-low", "what about worthy"], expect: "buyLow", players: ["Xavier Worthy"] },
  // trade
  {
    turns: ["someone offered me jsn for breece, do i take it"],
    expect: "trade",
    players: ["Jaxon Smith-Njigba", "Breece Hall"],
  },
  {
    turns: ["i give cook and adams, get lamb. fair?"],
    expect: "trade",
    players: ["James Cook", "Davante Adams", "CeeDee Lamb"],
  },
  {
    turns: ["who wins this trade: my kittle for their bowers"],
    expect: "trade",
    players: ["George Kittle", "Brock Bowers"],
  },
  {
    turns: ["whats henry worth", "ok would u accept henry for aj brown straight up"],
    expect: "trade",
    players: ["Derrick Henry", "A.J. Brown"],
  },
  {
    turns: ["trade offer: hurts for mahomes + pollard. accept or decline"],
    expect: "trade",
    players: ["Jalen Hurts", "Patrick Mahomes", "Tony Pollard"],
  },
  {
    turns: ["should i do jacobs for hill", "what if they add in goedert"],
    expect: "trade",
    players: ["Josh Jacobs", "Tyreek Hill", "Dallas Goedert"],
  },
  // waivers
  { turns: ["who should i grab off waivers this wk"], expect: "waivers" },
  { turns: ["how much faab for woody marks"], expect: "waivers", players: ["Woody Marks"] },
  { turns: ["top adds this week??"], expect: "waivers" },
  { turns: ["is monangai worth a claim and how much do i bid"], expect: "waivers", players: ["Kyle Monangai"] },
  {
    turns: ["whos on the wire", "how much should i throw at javonte williams"],
    expect: "waivers",
    players: ["Javonte Williams"],
  },
  // playoffs
  { turns: ["am i making playoffs or nah"], expect: "playoffs" },
  { turns: ["whats my playoff %"], expect: "playoffs" },
  { turns: ["realistically do the gurus get in"], expect: "playoffs" },
  { turns: ["whats my record", "so do i make the playoffs"], expect: "playoffs" },
  { turns: ["chances i make it to the postseason?"], expect: "playoffs" },
  // improveOdds
  { turns: ["what do i need to do to make playoffs"], expect: "improveOdds" },
  { turns: ["any moves that bump my playoff odds"], expect: "improveOdds" },
  { turns: ["how do i sneak into the playoffs from here"], expect: "improveOdds" },
  { turns: ["what are my playoff odds", "ok how do i raise them"], expect: "improveOdds" },
  { turns: ["help me get my playoff chances up"], expect: "improveOdds" },
  // matchup
  { turns: ["who am i playing this week"], expect: "matchup" },
  { turns: ["am i favored vs blitz brigade"], expect: "matchup" },
  { turns: ["win prob this wk?"], expect: "matchup" },
  { turns: ["how does my matchup look"], expect: "matchup" },
  { turns: ["whos my opponent", "do i beat them"], expect: "matchup" },
  // record
  { turns: ["whats my record"], expect: "record" },
  { turns: ["what place am i in"], expect: "record" },
  { turns: ["whats red zone raiders record"], expect: "record", team: "Red Zone Raiders" },
  { turns: ["whats my record", "and sunday scaries?"], expect: "record", team: "Sunday Scaries" },
  { turns: ["how many wins does pocket passers have"], expect: "record", team: "Pocket Passers" },
  // rosterStatus
  { turns: ["whos hurt on my team"], expect: "rosterStatus" },
  { turns: ["any byes on my roster next week"], expect: "rosterStatus", week: "next" },
  { turns: ["injury report for my squad wk 10"], expect: "rosterStatus", week: 10 },
  { turns: ["whos injured on my roster", "and whos on bye next wk"], expect: "rosterStatus", week: "next" },
  { turns: ["do i have anyone on bye this week"], expect: "rosterStatus" },
  { turns: ["quick check who on my team is banged up or on a bye for week 9"], expect: "rosterStatus", week: 9 },
  // positionRank
  { turns: ["rank my rbs for this week"], expect: "positionRank", position: "RB" },
  { turns: ["order my wrs for wk 12 pls"], expect: "positionRank", position: "WR", week: 12 },
  { turns: ["which of my tes is best this week, rank em"], expect: "positionRank", position: "TE" },
  { turns: ["rank my wrs", "now do qbs"], expect: "positionRank", position: "QB" },
  { turns: ["how do my rbs stack up next week"], expect: "positionRank", position: "RB", week: "next" },
  { turns: ["rank all my wide receivers"], expect: "positionRank", position: "WR" },
  // projectedTotal
  { turns: ["how many points am i projected for"], expect: "projectedTotal" },
  { turns: ["whats my floor and ceiling this week"], expect: "projectedTotal" },
  { turns: ["projected total for wk 13?"], expect: "projectedTotal", week: 13 },
  { turns: ["whats my team projection this week", "and next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["whats the range on my team score sunday"], expect: "projectedTotal" },
  // leaders
  { turns: ["whos the best team in the league"], expect: "leaders" },
  { turns: ["who leads the league in points"], expect: "leaders" },
  { turns: ["which team has the best playoff odds"], expect: "leaders" },
  { turns: ["whos in first"], expect: "leaders" },
  { turns: ["who has the best record", "and most points scored?"], expect: "leaders" },
  // sleepers
  { turns: ["any sleepers for next week"], expect: "sleepers", week: "next" },
  { turns: ["deep stash guys i should grab"], expect: "sleepers" },
  { turns: ["who should i stash for the playoffs off waivers"], expect: "sleepers" },
  { turns: ["who should i pick up this week", "ok now deeper sleepers for later"], expect: "sleepers" },
  { turns: ["give me some deep league sleepers"], expect: "sleepers" },
  // dropStash
  { turns: ["should i drop aiyuk or ir him"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  { turns: ["is it worth holding rice while hes hurt"], expect: "dropStash", players: ["Rashee Rice"] },
  { turns: ["drop or stash javonte"], expect: "dropStash", players: ["Javonte Williams"] },
  { turns: ["is godwin hurt", "should i just cut him"], expect: "dropStash", players: ["Chris Godwin"] },
  { turns: ["ir stash kamara or let him go"], expect: "dropStash", players: ["Alvin Kamara"] },
  { turns: ["hold dobbins thru the injury or drop"], expect: "dropStash", players: ["J.K. Dobbins"] },
  // byeCover
  { turns: ["mcbride's on bye, who do i use at te"], expect: "byeCover", players: ["Trey McBride"] },
  { turns: ["allen has a bye wk 10, whos my backup qb"], expect: "byeCover", players: ["Josh Allen"], week: 10 },
  { turns: ["need a streamer for chase's bye week"], expect: "byeCover", players: ["Ja'Marr Chase"] },
  {
    turns: ["whos on bye next week on my team", "ok who covers for bowers on his bye next week"],
    expect: "byeCover",
    players: ["Brock Bowers"],
    week: "next",
  },
  { turns: ["burrow on bye, who should i stream at qb"], expect: "byeCover", players: ["Joe Burrow"] },
  { turns: ["who fills in for gibbs on his bye"], expect: "byeCover", players: ["Jahmyr Gibbs"] },
  // scenario
  { turns: ["if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  { turns: ["what are my odds if i lose this week"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["if i go 3-2 the rest of the way am i in"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  { turns: ["what if i only win 2 of my last 4"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  { turns: ["playoff odds?", "and if i win out?"], expect: "scenario", scenario: "win-out" },
  { turns: ["say i win 2 more games, do i get in"], expect: "scenario", scenario: { wins: 2, games: null } },
  // tradeIdeas
  { turns: ["who could i get for tee higgins"], expect: "tradeIdeas", players: ["Tee Higgins"] },
  {
    turns: ["2 for 1 ideas using waddle and pollard"],
    expect: "tradeIdeas",
    players: ["Jaylen Waddle", "Tony Pollard"],
  },
  {
    turns: ["what package can i build around mike evans to land an rb1"],
    expect: "tradeIdeas",
    players: ["Mike Evans"],
  },
  { turns: ["whats cook worth", "ok who could i flip him for"], expect: "tradeIdeas", players: ["James Cook"] },
  {
    turns: ["trade ideas for stevenson and white"],
    expect: "tradeIdeas",
    players: ["Rhamondre Stevenson", "Rachaad White"],
  },
  // help
  { turns: ["what can u do"], expect: "help" },
  { turns: ["how does this gm thing work"], expect: "help" },
  { turns: ["what kinda questions can i ask u"], expect: "help" },
  { turns: ["help"], expect: "help" },
  { turns: ["yo", "what are u able to help w"], expect: "help" },
  { turns: ["can u explain how to use this"], expect: "help" },
  // None
  { turns: ["whats the weather gonna be like in buffalo sunday"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["who wins the nba finals this yr"], expect: "None" },
  { turns: ["can u help me w my stats homework"], expect: "None" },
  { turns: ["best pizza near campus"], expect: "None" },
  { turns: ["start london or pickens", "unrelated but what time does the super bowl start"], expect: "None" },
  // two-part
  { turns: ["where am i in the standings rn and what are my playoff chances"], expect: ["record", "playoffs"] },
  { turns: ["who do i play this wk and how many pts am i projected"], expect: ["matchup", "projectedTotal"] },
  {
    turns: ["is jacobs playing and should i start him over henry"],
    expect: ["status", "startSit"],
    players: ["Josh Jacobs", "Derrick Henry"],
  },
  {
    turns: ["who should i pick up this wk and is aiyuk worth holding w his injury"],
    expect: ["waivers", "dropStash"],
    players: ["Brandon Aiyuk"],
  },
  { turns: ["am i making playoffs and if not what should i do"], expect: ["playoffs", "improveOdds"] },
  { turns: ["whos in first and where am i at"], expect: ["leaders", "record"] },
  {
    turns: ["hows cmc gonna do sunday and is he even healthy"],
    expect: ["outlook", "status"],
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["whats lamb worth and who could i get for him"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["CeeDee Lamb"],
  },
  { turns: ["check my lineup and tell me if im favored"], expect: ["lineup", "matchup"] },
  { turns: ["gimme deep stashes for later and also this weeks top add"], expect: ["sleepers", "waivers"] },
  {
    turns: ["am i favored this wk and what are my odds if i lose it"],
    expect: ["matchup", "scenario"],
    scenario: "lose-this-week",
  },
  { turns: ["whats my projected score this week and my playoff odds"], expect: ["projectedTotal", "playoffs"] },
];
