// Blind held-out evaluation set 99 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: veteran commissioner.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_99: HeldOutCase[] = [
  // startSit
  {
    turns: ["Lamb or Nabers this week, I can only play one"],
    expect: "startSit",
    players: ["CeeDee Lamb", "Malik Nabers"],
  },
  {
    turns: ["Looking ahead to wk 12.", "Kyren Williams or Chuba Hubbard in that one?"],
    expect: "startSit",
    players: ["Kyren Williams", "Chuba Hubbard"],
    week: 12,
  },
  { turns: ["Goff vs Nix this week. Give me the call."], expect: "startSit", players: ["Jared Goff", "Bo Nix"] },
  {
    turns: ["shoud i start zay flowers or jakobi meyers sunday", "what about olave instead of meyers"],
    expect: "startSit",
    players: ["Zay Flowers", "Chris Olave"],
  },
  {
    turns: ["Debating Warren, Stevenson and Pollard for Sunday. Which one gets the nod?"],
    expect: "startSit",
    players: ["Jaylen Warren", "Rhamondre Stevenson", "Tony Pollard"],
  },
  {
    turns: ["Kittle or Kraft this week?", "same question for next week"],
    expect: "startSit",
    players: ["George Kittle", "Tucker Kraft"],
    week: "next",
  },
  // compare
  {
    turns: ["rest of season, who would you rather have: Jeanty or Hampton"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["Dynasty question. Egbuka or McMillan long term?"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: ["Chase Brown has been rolling lately.", "for the rest of the way, him or Breece Hall?"],
    expect: "compare",
    players: ["Chase Brown", "Breece Hall"],
  },
  {
    turns: ["who's the better ros asset, BTJ or garrett wilson"],
    expect: "compare",
    players: ["Brian Thomas Jr.", "Garrett Wilson"],
  },
  {
    turns: ["Bowers or McBride going forward, ignoring this week", "and Kelce vs LaPorta, same deal"],
    expect: "compare",
    players: ["Travis Kelce", "Sam LaPorta"],
  },
  {
    turns: ["Keeper league, I can hold one: Drake Maye or Caleb Williams. Who has the better future?"],
    expect: "compare",
    players: ["Drake Maye", "Caleb Williams"],
  },
  // slot
  { turns: ["who should be my flex this week"], expect: "slot", position: "FLEX" },
  {
    turns: ["Need a name for the TE spot. Ferguson, Pitts or Goedert?"],
    expect: "slot",
    players: ["Jake Ferguson", "Kyle Pitts", "Dallas Goedert"],
    position: "TE",
  },
  { turns: ["my rb2 slot is a mess", "who goes there in wk 13"], expect: "slot", week: 13, position: "RB" },
  {
    turns: ["Who do I put at WR3, Sutton or Addison?"],
    expect: "slot",
    players: ["Courtland Sutton", "Jordan Addison"],
    position: "WR",
  },
  {
    turns: ["Lineup's mostly set.", "only question left is the flex. waddel, tracy or dobbins?"],
    expect: "slot",
    players: ["Jaylen Waddle", "Tyrone Tracy Jr.", "J.K. Dobbins"],
    position: "FLEX",
  },
  { turns: ["Which kicker do I plug in this week?"], expect: "slot", position: "K" },
  // lineup
  { turns: ["Is my lineup optimal for this week?"], expect: "lineup" },
  { turns: ["set my starters for wk 11"], expect: "lineup", week: 11 },
  { turns: ["Give my whole lineup a once-over before kickoff. Anything you'd change?"], expect: "lineup" },
  { turns: ["morning. lineup check please", "and do the same for next week"], expect: "lineup", week: "next" },
  { turns: ["who should i be starting across the board next week"], expect: "lineup", week: "next" },
  { turns: ["Run through my starters and tell me if anything's off."], expect: "lineup" },
  // outlook
  { turns: ["What kind of day is Jahmyr Gibbs going to have?"], expect: "outlook", players: ["Jahmyr Gibbs"] },
  { turns: ["proj for mahomes wk 14"], expect: "outlook", players: ["Patrick Mahomes"], week: 14 },
  {
    turns: ["How do you see Quinshon Judkins finishing out the year?"],
    expect: "outlook",
    players: ["Quinshon Judkins"],
  },
  {
    turns: ["Bucky Irving back at practice?", "ok, so what are you projecting for him this week"],
    expect: "outlook",
    players: ["Bucky Irving"],
  },
  {
    turns: ["Expectations for Ladd McConkey next week?"],
    expect: "outlook",
    players: ["Ladd McConkey"],
    week: "next",
  },
  { turns: ["how's Nico Collins look this week", "what about Tyreek"], expect: "outlook", players: ["Tyreek Hill"] },
  // status
  { turns: ["Is CMC playing sunday?"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["Any word on Rashee Rice? Was he limited or DNP today"], expect: "status", players: ["Rashee Rice"] },
  { turns: ["amon-ra hurt?"], expect: "status", players: ["Amon-Ra St. Brown"] },
  {
    turns: ["start Jacobs or Cook this week", "hang on, is jacobs even healthy"],
    expect: "status",
    players: ["Josh Jacobs"],
  },
  { turns: ["What's the injury designation on Mark Andrews?"], expect: "status", players: ["Mark Andrews"] },
  {
    turns: ["is Hurts playing this week and how many points do you have him for"],
    expect: ["status", "outlook"],
    players: ["Jalen Hurts"],
  },
  // tradeValue
  {
    turns: ["What's Drake London worth on the trade market right now?"],
    expect: "tradeValue",
    players: ["Drake London"],
  },
  { turns: ["How much is Kamara worth in a deal these days?"], expect: "tradeValue", players: ["Alvin Kamara"] },
  { turns: ["ja'marr chase trade value, roughly?"], expect: "tradeValue", players: ["Ja'Marr Chase"] },
  {
    turns: ["Got an offer sitting in my inbox for Jonathan Taylor.", "before I open it, what's JT actually worth"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  { turns: ["Should I be shopping Derrick Henry or keeping him?"], expect: "tradeValue", players: ["Derrick Henry"] },
  {
    turns: ["What's Kenneth Walker worth and is he a sell-high right now?"],
    expect: ["tradeValue", "buyLow"],
    players: ["Kenneth Walker III"],
  },
  // buyLow
  { turns: ["Who are the best buy-low targets right now?"], expect: "buyLow" },
  { turns: ["sell high candidates on my roster?"], expect: "buyLow" },
  { turns: ["Is Garrett Wilson a buy low after that dud?"], expect: "buyLow", players: ["Garrett Wilson"] },
  { turns: ["Would you call Rome Odunze a sell-high at this point?"], expect: "buyLow", players: ["Rome Odunze"] },
  {
    turns: ["Javonte had a monster week.", "sell high on him or ride it out?"],
    expect: "buyLow",
    players: ["Javonte Williams"],
  },
  { turns: ["Give me a few guys whose value is down that I should try to steal."], expect: "buyLow" },
  // trade
  {
    turns: ["I give Saquon, I get Puka and Chuba. Fair?"],
    expect: "trade",
    players: ["Saquon Barkley", "Puka Nacua", "Chuba Hubbard"],
  },
  {
    turns: ["Got an offer from End Zone Envy.", "my Tee Higgins for their Etienne. accept?"],
    expect: "trade",
    players: ["Tee Higgins", "Travis Etienne Jr."],
  },
  {
    turns: ["who wins this deal: I send Achane + Pickens, recieve Bijan"],
    expect: "trade",
    players: ["De'Von Achane", "George Pickens", "Bijan Robinson"],
  },
  {
    turns: ["Blitz Brigade is sniffing around my receivers.", "they'd give me Jamo and Kyren for Jefferson. take it?"],
    expect: "trade",
    players: ["Jameson Williams", "Kyren Williams", "Justin Jefferson"],
  },
  {
    turns: ["josh allen for lamar straight up, who comes out ahead"],
    expect: "trade",
    players: ["Josh Allen", "Lamar Jackson"],
  },
  {
    turns: ["Proposed deal: I give up McBride, I get DK Metcalf and Hunter Henry. Good for me?"],
    expect: "trade",
    players: ["Trey McBride", "DK Metcalf", "Hunter Henry"],
  },
  // waivers
  { turns: ["who's the top waiver add this week"], expect: "waivers" },
  {
    turns: ["Monangai's sitting out there in my league.", "how much faab should I put on him"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  { turns: ["I've got $43 left in FAAB. Who's worth spending it on?"], expect: "waivers" },
  { turns: ["Lost my WR2 for the year.", "who should I grab off the wire to replace him"], expect: "waivers" },
  { turns: ["best add off waivers this week, and any deeper stashes for later?"], expect: ["waivers", "sleepers"] },
  {
    turns: ["Is Woody Marks worth a claim this week, and what do I bid"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  // playoffs
  { turns: ["What are my playoff odds?"], expect: "playoffs" },
  { turns: ["am i making the playoffs or not"], expect: "playoffs" },
  { turns: ["Realistic chance Gridiron Gurus gets a postseason spot?"], expect: "playoffs" },
  { turns: ["Rough loss last night.", "where does that leave my playoff chances"], expect: "playoffs" },
  { turns: ["what percent chance am I still playing in december"], expect: "playoffs" },
  {
    turns: ["How likely am I to make it, and what should I do to improve that?"],
    expect: ["playoffs", "improveOdds"],
  },
  // improveOdds
  { turns: ["What moves give me the best shot at sneaking into the playoffs?"], expect: "improveOdds" },
  { turns: ["I'm 5-6. what do i need to do to get in"], expect: "improveOdds" },
  { turns: ["how do i bump my playoff odds, anything on waivers or trades that'd help"], expect: "improveOdds" },
  { turns: ["what are my playoff odds right now", "ok, so how do I get those up"], expect: "improveOdds" },
  { turns: ["Give me a plan to make the postseason from here."], expect: "improveOdds" },
  { turns: ["Which roster moves would most raise my odds of getting in?"], expect: "improveOdds" },
  // matchup
  { turns: ["Who am I playing this week?"], expect: "matchup" },
  { turns: ["am i favored vs Red Zone Raiders this week"], expect: "matchup" },
  { turns: ["Win probability for my matchup this week?"], expect: "matchup" },
  { turns: ["Who's my opponent next week?", "how's that one look for me"], expect: "matchup", week: "next" },
  { turns: ["lineup's set", "so how do I stack up against my opponent"], expect: "matchup" },
  { turns: ["who do I play this week and what am I projected for"], expect: ["matchup", "projectedTotal"] },
  // record
  { turns: ["what's my record"], expect: "record" },
  { turns: ["Where am I sitting in the standings?"], expect: "record" },
  {
    turns: ["Hail Mary Heroes keeps talking trash in the group chat.", "what's their record anyway"],
    expect: "record",
    team: "Hail Mary Heroes",
  },
  { turns: ["what place is sunday scaries in"], expect: "record", team: "Sunday Scaries" },
  { turns: ["pull up the standings", "where's Pocket Passers in there"], expect: "record", team: "Pocket Passers" },
  { turns: ["whats my record and what are my playoff odds"], expect: ["record", "playoffs"] },
  // rosterStatus
  { turns: ["Who's hurt on my team?"], expect: "rosterStatus" },
  { turns: ["any of my guys on bye next week"], expect: "rosterStatus", week: "next" },
  { turns: ["Injury and bye report for my roster, wk 9"], expect: "rosterStatus", week: 9 },
  { turns: ["lineup look ok?", "and who on my roster is banged up"], expect: "rosterStatus" },
  { turns: ["who's injured on my roster, and is my lineup set right"], expect: ["rosterStatus", "lineup"] },
  { turns: ["Which of my starters are questionable this week?"], expect: "rosterStatus" },
  // positionRank
  { turns: ["rank my RBs for this week"], expect: "positionRank", position: "RB" },
  { turns: ["Order my receivers best to worst for wk 12."], expect: "positionRank", week: 12, position: "WR" },
  {
    turns: ["rank my tight ends this week", "now for next week"],
    expect: "positionRank",
    week: "next",
    position: "TE",
  },
  { turns: ["rank my wrs", "now do running backs"], expect: "positionRank", position: "RB" },
  { turns: ["Stack my QBs for me this week."], expect: "positionRank", position: "QB" },
  {
    turns: ["rank my running backs for this week, then give me my projected total"],
    expect: ["positionRank", "projectedTotal"],
    position: "RB",
  },
  // projectedTotal
  { turns: ["what's my team projected for this week"], expect: "projectedTotal" },
  { turns: ["Looking at wk 13.", "what's my floor and ceiling there"], expect: "projectedTotal", week: 13 },
  { turns: ["How many points am I projected to put up next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["who am I playing", "what's my projected score"], expect: "projectedTotal" },
  { turns: ["Give me a range for my team's total Sunday."], expect: "projectedTotal" },
  { turns: ["Projection for Gridiron Gurus this week, high and low end?"], expect: "projectedTotal" },
  // leaders
  { turns: ["Who's leading the league?"], expect: "leaders" },
  { turns: ["best team in the league by points for?"], expect: "leaders" },
  { turns: ["Which team has the best playoff odds right now?"], expect: "leaders" },
  { turns: ["who's top of the standings"], expect: "leaders" },
  { turns: ["what's my record", "and who's in first"], expect: "leaders" },
  { turns: ["who's in first and where am I"], expect: ["leaders", "record"] },
  // sleepers
  { turns: ["Any sleepers worth stashing for the playoff run?"], expect: "sleepers" },
  { turns: ["deep pickups for next week, guys nobody's talking about yet"], expect: "sleepers", week: "next" },
  { turns: ["Who should I stash on my bench now for later in the year?"], expect: "sleepers" },
  { turns: ["who's the top add this week", "fine, and any deeper sleepers to stash"], expect: "sleepers" },
  { turns: ["Give me a couple under-the-radar names for wk 15."], expect: "sleepers", week: 15 },
  { turns: ["what low-rostered guys could break out down the stretch"], expect: "sleepers" },
  // dropStash
  { turns: ["Godwin's out again. drop him or hold?"], expect: "dropStash", players: ["Chris Godwin"] },
  { turns: ["Should I IR-stash Brandon Aiyuk or just cut him?"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  {
    turns: ["Tucker Kraft landed on IR. Worth holding or do I cut him?"],
    expect: "dropStash",
    players: ["Tucker Kraft"],
  },
  {
    turns: ["what's the latest on Xavier Worthy", "ok if he's out a month do I drop him"],
    expect: "dropStash",
    players: ["Xavier Worthy"],
  },
  { turns: ["hold or drop Rachaad White with the ankle"], expect: "dropStash", players: ["Rachaad White"] },
  {
    turns: ["Skattebo's out a while. drop him or hold, and who should I grab instead?"],
    expect: ["dropStash", "waivers"],
    players: ["Cam Skattebo"],
  },
  // byeCover
  {
    turns: ["Kittle has his bye next week.", "who covers TE for me"],
    expect: "byeCover",
    players: ["George Kittle"],
    week: "next",
  },
  { turns: ["Need a QB streamer for Burrow's bye week."], expect: "byeCover", players: ["Joe Burrow"] },
  { turns: ["Nabers has his bye wk 14. who replaces him"], expect: "byeCover", players: ["Malik Nabers"], week: 14 },
  {
    turns: ["who's on bye for me next week", "ok, who fills in for Herbert"],
    expect: "byeCover",
    players: ["Justin Herbert"],
    week: "next",
  },
  { turns: ["Davante's off this week. Best backup WR to plug in?"], expect: "byeCover", players: ["Davante Adams"] },
  { turns: ["mahomes on bye, who do I stream at QB"], expect: "byeCover", players: ["Patrick Mahomes"] },
  // scenario
  { turns: ["what are my odds now, and what if I win out?"], expect: ["playoffs", "scenario"], scenario: "win-out" },
  { turns: ["What happens to my playoff odds if I lose this week?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["where are my odds at", "what if I go 3-1 the rest of the way"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  { turns: ["say I win 2 of my last 3, am I in?"], expect: "scenario", scenario: { wins: 2, games: 3 } },
  {
    turns: ["Playoff picture for me?", "and if I drop this week's game?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["If I win two more games, where do my odds land?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  // tradeIdeas
  {
    turns: ["Tyreek's been frustrating me.", "what could I get for him"],
    expect: "tradeIdeas",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["Give me some 2-for-1 ideas using Olave and Sutton."],
    expect: "tradeIdeas",
    players: ["Chris Olave", "Courtland Sutton"],
  },
  {
    turns: ["Build me a package around Breece Hall to land a top WR"],
    expect: "tradeIdeas",
    players: ["Breece Hall"],
  },
  {
    turns: ["I'm deep at RB.", "who could I target if I shop Jonathan Taylor"],
    expect: "tradeIdeas",
    players: ["Jonathan Taylor"],
  },
  { turns: ["trade ideas w/ McLaurin as the centerpiece?"], expect: "tradeIdeas", players: ["Terry McLaurin"] },
  {
    turns: ["Realistic return if I move DeVonta Smith and Wan'Dale Robinson together?"],
    expect: "tradeIdeas",
    players: ["DeVonta Smith", "Wan'Dale Robinson"],
  },
  // help
  { turns: ["what can you do"], expect: "help" },
  { turns: ["How do I use this thing?"], expect: "help" },
  { turns: ["list the kinds of questions you can answer"], expect: "help" },
  { turns: ["New to the app. What are you good for?"], expect: "help" },
  { turns: ["hey", "what sort of stuff can you help me with"], expect: "help" },
  { turns: ["what can you help with, and can you check my lineup?"], expect: ["help", "lineup"] },
  // None
  { turns: ["thanks", "what's the forecast in Buffalo on Sunday"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["Who wins the NBA title this year?"], expect: "None" },
  { turns: ["Can you recommend a good pizza place for our draft party?"], expect: "None" },
  { turns: ["who should I start at flex", "unrelated, what time does the Super Bowl kick off"], expect: "None" },
  { turns: ["What's the over/under on the Chiefs game in Vegas?"], expect: "None" },
];
