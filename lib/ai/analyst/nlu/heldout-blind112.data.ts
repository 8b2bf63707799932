// Blind held-out evaluation set 112 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: blunt orders.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_112: HeldOutCase[] = [
  // startSit
  { turns: ["tell me who to start, puka or nabers"], expect: "startSit", players: ["Puka Nacua", "Malik Nabers"] },
  {
    turns: ["gimme the call: jacobs vs henry for wk 12"],
    expect: "startSit",
    players: ["Josh Jacobs", "Derrick Henry"],
    week: 12,
  },
  {
    turns: ["pick one qb to start between goff, dart and nix. no essays"],
    expect: "startSit",
    players: ["Jared Goff", "Jaxson Dart", "Bo Nix"],
  },
  {
    turns: ["rank my wrs for this week", "ok just tell me: zay flowers or olave in my lineup"],
    expect: "startSit",
    players: ["Zay Flowers", "Chris Olave"],
  },
  {
    turns: ["start achane or hampton this week", "same question but for next week"],
    expect: "startSit",
    players: ["De'Von Achane", "Omarion Hampton"],
    week: "next",
  },
  { turns: ["decide for me. kittle or kraft sunday"], expect: "startSit", players: ["George Kittle", "Tucker Kraft"] },
  // compare
  {
    turns: ["tell me who's the better dynasty asset, jeanty or hampton"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["rank these for rest of season: nabers, jsn, mcmillan"],
    expect: "compare",
    players: ["Malik Nabers", "Jaxon Smith-Njigba", "Tetairoa McMillan"],
  },
  {
    turns: ["give me the long term answer — egbuka or odunze"],
    expect: "compare",
    players: ["Emeka Egbuka", "Rome Odunze"],
  },
  {
    turns: ["who's better ros, gibbs or bijan", "ok what about cmc instead of bijan"],
    expect: "compare",
    players: ["Jahmyr Gibbs", "Christian McCaffrey"],
  },
  {
    turns: ["settle it. bowers vs mcbride for the rest of the yr"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["tell me about maye's outlook", "fine. now maye vs dart long term, tell me which one i keep"],
    expect: "compare",
    players: ["Drake Maye", "Jaxson Dart"],
  },
  // slot
  {
    turns: ["fill my flex. options are waddle, dowdle, pickens"],
    expect: "slot",
    players: ["Jaylen Waddle", "Rico Dowdle", "George Pickens"],
    position: "FLEX",
  },
  { turns: ["rank my rbs", "ok so who's my rb2 this week, just the name"], expect: "slot", position: "RB" },
  { turns: ["te spot. tell me who i'm plugging in there this week"], expect: "slot", position: "TE" },
  {
    turns: ["my flex is a mess", "just give me a name for it. skattebo or tracy"],
    expect: "slot",
    players: ["Cam Skattebo", "Tyrone Tracy Jr."],
    position: "FLEX",
  },
  { turns: ["need a wr3 for wk 14. pick one from my bench"], expect: "slot", week: 14, position: "WR" },
  { turns: ["pick my kicker for this week"], expect: "slot", position: "K" },
  // lineup
  { turns: ["check my lineup"], expect: "lineup" },
  { turns: ["set my best lineup for week 11"], expect: "lineup", week: 11 },
  { turns: ["tell me if my starters are optimal or if im leaving points on the bench"], expect: "lineup" },
  {
    turns: ["is kamara playing sunday", "fine. now go through my whole starting lineup and fix it"],
    expect: "lineup",
  },
  { turns: ["lineup for next week. who starts, every slot"], expect: "lineup", week: "next" },
  { turns: ["check my lineup and then give me my projected total"], expect: ["lineup", "projectedTotal"] },
  // outlook
  { turns: ["give me a projection for ja'marr chase this week"], expect: "outlook", players: ["Ja'Marr Chase"] },
  { turns: ["tell me what to expect from breece ros"], expect: "outlook", players: ["Breece Hall"] },
  {
    turns: ["kenneth walker wk 13 outlook. numbers pls"],
    expect: "outlook",
    players: ["Kenneth Walker III"],
    week: 13,
  },
  {
    turns: ["is lamar good to go this week", "ok so what's he gonna score"],
    expect: "outlook",
    players: ["Lamar Jackson"],
  },
  {
    turns: ["project ladd mcconkey for me", "now do next week"],
    expect: "outlook",
    players: ["Ladd McConkey"],
    week: "next",
  },
  { turns: ["tell me how many pts saquon puts up sunday"], expect: "outlook", players: ["Saquon Barkley"] },
  // status
  {
    turns: ["start cmc or gibbs", "hold on, check if cmc is even practicing"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  { turns: ["tell me whether rashee rice plays this week"], expect: "status", players: ["Rashee Rice"] },
  {
    turns: ["tell me if derrick henry is playing, then tell me whether to start him or jacobs"],
    expect: ["status", "startSit"],
    players: ["Derrick Henry", "Josh Jacobs"],
  },
  { turns: ["project AJ brown this week", "wait is he even healthy?"], expect: "status", players: ["A.J. Brown"] },
  {
    turns: ["find out if ceedee's hamstring keeps him out wk 10"],
    expect: "status",
    players: ["CeeDee Lamb"],
    week: 10,
  },
  {
    turns: ["tell me if nico collins is playing and what he's projected for"],
    expect: ["status", "outlook"],
    players: ["Nico Collins"],
  },
  // tradeValue
  { turns: ["tell me what jonathan taylor is worth in a trade"], expect: "tradeValue", players: ["Jonathan Taylor"] },
  { turns: ["gimme drake london's trade value rn"], expect: "tradeValue", players: ["Drake London"] },
  { turns: ["should i sell kyren? tell me straight"], expect: "tradeValue", players: ["Kyren Williams"] },
  {
    turns: ["how's james cook looking ros", "ok what would he fetch on the market"],
    expect: "tradeValue",
    players: ["James Cook"],
  },
  {
    turns: ["is garrett wilson a buy low", "nah just tell me his price in a trade"],
    expect: "tradeValue",
    players: ["Garrett Wilson"],
  },
  {
    turns: ["tell me jsn's trade value and whether he's a sell-high"],
    expect: ["tradeValue", "buyLow"],
    players: ["Jaxon Smith-Njigba"],
  },
  // buyLow
  { turns: ["give me buy-low targets"], expect: "buyLow" },
  { turns: ["list the sell-high guys on my roster"], expect: "buyLow" },
  { turns: ["tell me if tee higgins is a buy low right now"], expect: "buyLow", players: ["Tee Higgins"] },
  { turns: ["travis kelce a sell high? yes or no"], expect: "buyLow", players: ["Travis Kelce"] },
  {
    turns: ["what's mike evans trade value", "forget that. who are some buy lows i should chase in general"],
    expect: "buyLow",
  },
  { turns: ["find me struggling studs i can pry loose cheap"], expect: "buyLow" },
  // trade
  {
    turns: ["rate this: my bucky irving for their zay flowers"],
    expect: "trade",
    players: ["Bucky Irving", "Zay Flowers"],
  },
  {
    turns: ["i give jefferson, get chase + pollard. accept or decline?"],
    expect: "trade",
    players: ["Justin Jefferson", "Ja'Marr Chase", "Tony Pollard"],
  },
  {
    turns: ["judge this deal. henry for amon-ra straight up. who wins"],
    expect: "trade",
    players: ["Derrick Henry", "Amon-Ra St. Brown"],
  },
  {
    turns: ["somebody offered me dk metcalf for my chuba hubbard", "tell me if i should take it"],
    expect: "trade",
    players: ["DK Metcalf", "Chuba Hubbard"],
  },
  {
    turns: ["offer on the table: kittle and waddle for my bowers. fair?"],
    expect: "trade",
    players: ["George Kittle", "Jaylen Waddle", "Brock Bowers"],
  },
  {
    turns: ["thinking etienne for olave", "actually make it etienne for jameson williams. grade that"],
    expect: "trade",
    players: ["Travis Etienne Jr.", "Jameson Williams"],
  },
  // waivers
  { turns: ["tell me who to grab off waivers this week"], expect: "waivers" },
  { turns: ["how much faab for woody marks. give me a number"], expect: "waivers", players: ["Woody Marks"] },
  { turns: ["top adds wk 9, go"], expect: "waivers", week: 9 },
  { turns: ["give me sleepers for later", "no i mean this week's best wr adds on the wire"], expect: "waivers" },
  { turns: ["who should i pick up", "and what do i bid on monangai"], expect: "waivers", players: ["Kyle Monangai"] },
  { turns: ["give me this week's top adds and a couple deep stashes for later"], expect: ["waivers", "sleepers"] },
  // playoffs
  { turns: ["tell me my playoff odds"], expect: "playoffs" },
  { turns: ["give it to me straight: am i making the playoffs"], expect: "playoffs" },
  { turns: ["postseason chances. now."], expect: "playoffs" },
  { turns: ["whats my record", "and what does that mean for my playoff shot"], expect: "playoffs" },
  { turns: ["tell me my record and my playoff odds"], expect: ["record", "playoffs"] },
  { turns: ["if i win out what are my odds", "and as it stands right now?"], expect: "playoffs" },
  // improveOdds
  { turns: ["tell me what moves get me into the playoffs"], expect: "improveOdds" },
  { turns: ["give me a plan to boost my playoff chances"], expect: "improveOdds" },
  { turns: ["list what i need to do to sneak into the postseason"], expect: "improveOdds" },
  { turns: ["what are my playoff odds", "ok so how do i raise them"], expect: "improveOdds" },
  { turns: ["give me my playoff odds and what to do to improve them"], expect: ["playoffs", "improveOdds"] },
  { turns: ["fix my season. tell me what changes get me a playoff berth"], expect: "improveOdds" },
  // matchup
  { turns: ["tell me who i'm playing this week"], expect: "matchup" },
  { turns: ["what's my projected total", "and my win probability against the guy i'm playing"], expect: "matchup" },
  { turns: ["tell me if im favored this wk"], expect: "matchup" },
  { turns: ["check my lineup", "now break down my matchup"], expect: "matchup" },
  { turns: ["how's my h2h look this week. spell it out"], expect: "matchup" },
  { turns: ["tell me who i play this week and what my team's projected for"], expect: ["matchup", "projectedTotal"] },
  // record
  { turns: ["tell me my record"], expect: "record" },
  { turns: ["where do i sit in the standings"], expect: "record" },
  { turns: ["give me red zone raiders' record"], expect: "record", team: "Red Zone Raiders" },
  { turns: ["who leads the league", "ok and what place am i in"], expect: "record" },
  { turns: ["check blitz brigade's w-l"], expect: "record", team: "Blitz Brigade" },
  { turns: ["give me my standing and who's leading the league"], expect: ["record", "leaders"] },
  // rosterStatus
  { turns: ["tell me who's hurt on my team"], expect: "rosterStatus" },
  { turns: ["list my guys on bye next week"], expect: "rosterStatus", week: "next" },
  { turns: ["injury and bye check for my roster wk 12"], expect: "rosterStatus", week: 12 },
  { turns: ["set my lineup", "wait first tell me who on my roster is banged up"], expect: "rosterStatus" },
  { turns: ["run an injury report on my whole squad"], expect: "rosterStatus" },
  { turns: ["tell me who's injured on my roster and then check my lineup"], expect: ["rosterStatus", "lineup"] },
  // positionRank
  { turns: ["rank my rbs this week"], expect: "positionRank", position: "RB" },
  { turns: ["rank my wide receivers for wk 15"], expect: "positionRank", week: 15, position: "WR" },
  { turns: ["who's hurt on my roster", "fine, order my tes best to worst"], expect: "positionRank", position: "TE" },
  { turns: ["rank my wrs", "now do qbs"], expect: "positionRank", position: "QB" },
  { turns: ["give me my rb rankings for next week"], expect: "positionRank", week: "next", position: "RB" },
  { turns: ["rank my wrs then set my whole lineup"], expect: ["positionRank", "lineup"], position: "WR" },
  // projectedTotal
  { turns: ["tell me my projected points this week"], expect: "projectedTotal" },
  { turns: ["give me my team's floor and ceiling for wk 11"], expect: "projectedTotal", week: 11 },
  {
    turns: ["tell me what my team is projected to score next week, range too"],
    expect: "projectedTotal",
    week: "next",
  },
  { turns: ["check my lineup", "now total it up. projected points"], expect: "projectedTotal" },
  { turns: ["spit out my team's projected score"], expect: "projectedTotal" },
  { turns: ["give me the range on my team total this week, worst case and best case"], expect: "projectedTotal" },
  // leaders
  { turns: ["tell me who's leading the league"], expect: "leaders" },
  { turns: ["give me the best team by points scored"], expect: "leaders" },
  { turns: ["tell me which team has the best playoff odds in the league"], expect: "leaders" },
  { turns: ["name the top team in the standings"], expect: "leaders" },
  { turns: ["what's my record", "ok who's on top of the league"], expect: "leaders" },
  { turns: ["list the strongest teams in my league"], expect: "leaders" },
  // sleepers
  { turns: ["give me deep sleepers to stash"], expect: "sleepers" },
  { turns: ["tell me some stash candidates for the playoff run"], expect: "sleepers" },
  { turns: ["give me sleepers", "for next week specifically"], expect: "sleepers", week: "next" },
  {
    turns: ["who are the top waiver adds", "nah i mean deeper guys nobody's talking about, stash types"],
    expect: "sleepers",
  },
  { turns: ["find me a lottery ticket rb to stash off the wire"], expect: "sleepers" },
  { turns: ["name a couple under-the-radar guys to stash for later in the season"], expect: "sleepers" },
  // dropStash
  { turns: ["kamara's hurt again. drop him or hold?"], expect: "dropStash", players: ["Alvin Kamara"] },
  {
    turns: ["dobbins is injured. tell me if i ir stash him or cut him"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  { turns: ["godwin's out for weeks. tell me whether to keep him"], expect: "dropStash", players: ["Chris Godwin"] },
  {
    turns: ["is mark andrews playing", "he's out? then tell me if i should cut him"],
    expect: "dropStash",
    players: ["Mark Andrews"],
  },
  { turns: ["pitts got hurt. cut or stash, decide"], expect: "dropStash", players: ["Kyle Pitts"] },
  { turns: ["brandon aiyuk is on ir — hold him or let him go?"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  // byeCover
  { turns: ["kittle's on bye, give me a te to cover"], expect: "byeCover", players: ["George Kittle"] },
  { turns: ["goff has a bye wk 9. find me a streamer qb"], expect: "byeCover", players: ["Jared Goff"], week: 9 },
  {
    turns: ["my rb1 jacobs is on bye next week, tell me who fills in"],
    expect: "byeCover",
    players: ["Josh Jacobs"],
    week: "next",
  },
  {
    turns: ["who's on bye next week on my team", "ok give me a backup te for mcbride then"],
    expect: "byeCover",
    players: ["Trey McBride"],
    week: "next",
  },
  {
    turns: ["need a bye-week fill-in for sutton at wr. tell me who"],
    expect: "byeCover",
    players: ["Courtland Sutton"],
  },
  { turns: ["hurts is on bye this week. give me a qb to stream"], expect: "byeCover", players: ["Jalen Hurts"] },
  // scenario
  {
    turns: ["give me my playoff odds as they stand and if i win out"],
    expect: ["playoffs", "scenario"],
    scenario: "win-out",
  },
  { turns: ["if i lose this week tell me what my odds are"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["give me my chances if i go 3-2 the rest of the way"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  { turns: ["odds if i win 2 of my last 4. tell me"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  { turns: ["what are my playoff odds", "and if i win out?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["say i win 3 more games. tell me where my playoff odds land"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  // tradeIdeas
  { turns: ["give me trade ideas for tyreek"], expect: "tradeIdeas", players: ["Tyreek Hill"] },
  { turns: ["who can i get for rachaad white. list packages"], expect: "tradeIdeas", players: ["Rachaad White"] },
  {
    turns: ["build me a 2-for-1 using sutton and addison"],
    expect: "tradeIdeas",
    players: ["Courtland Sutton", "Jordan Addison"],
  },
  {
    turns: ["what's kelce worth", "ok then find me deals i could build around him"],
    expect: "tradeIdeas",
    players: ["Travis Kelce"],
  },
  {
    turns: ["shop javonte williams for me. tell me who i could land"],
    expect: "tradeIdeas",
    players: ["Javonte Williams"],
  },
  {
    turns: ["package mclaurin and devonta for an rb upgrade — give me options"],
    expect: "tradeIdeas",
    players: ["Terry McLaurin", "DeVonta Smith"],
  },
  // help
  { turns: ["tell me what you can do"], expect: "help" },
  { turns: ["list your commands"], expect: "help" },
  { turns: ["explain how to use this thing"], expect: "help" },
  { turns: ["show me what kinds of questions you handle"], expect: "help" },
  { turns: ["hi", "give me a rundown of what you can help with"], expect: "help" },
  { turns: ["walk me through your features"], expect: "help" },
  // None
  { turns: ["tell me the weather in green bay sunday"], expect: "None" },
  { turns: ["give me a good chili recipe"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["rank my rbs", "ok now tell me who wins the nba title"], expect: "None" },
  { turns: ["book me a flight to vegas"], expect: "None" },
  { turns: ["check my lineup", "now write my boss an email saying i'm sick"], expect: "None" },
];
