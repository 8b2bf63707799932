// Blind held-out evaluation set 204 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a manager who keeps correcting and narrowing the assistant ("no, not that — this"),
// with negations and contrasts inside one message and many follow-ups that redirect the earlier question.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_204: HeldOutCase[] = [
  // startSit
  { turns: ["start or sit Jaxson Dart this week, yes or no"], expect: "startSit", players: ["Jaxson Dart"] },
  {
    turns: ["should I start Kittle?", "I didn't mean Kittle, I meant McBride. start him or not"],
    expect: "startSit",
    players: ["Trey McBride"],
  },
  {
    turns: ["Kyren or Chuba this week, which one plays"],
    expect: "startSit",
    players: ["Kyren Williams", "Chuba Hubbard"],
  },
  {
    turns: ["what's Drake London's rest of season outlook", "no not ROS, just this week. do I play him or bench him"],
    expect: "startSit",
    players: ["Drake London"],
  },
  {
    turns: ["Egbuka or Godwin this week? not long term, just Sunday"],
    expect: "startSit",
    players: ["Emeka Egbuka", "Chris Godwin"],
  },
  {
    turns: ["should I sit Travis Kelce next week, not this one"],
    expect: "startSit",
    players: ["Travis Kelce"],
    week: "next",
  },
  {
    turns: ["is Rico Dowdle a start in week 12 or am I crazy"],
    expect: "startSit",
    players: ["Rico Dowdle"],
    week: 12,
  },
  {
    turns: [
      "should I trade for Ladd McConkey",
      "wait no, he's already on my team lol. do I start him over Jordan Addison this week?",
    ],
    expect: "startSit",
    players: ["Ladd McConkey", "Jordan Addison"],
  },

  // compare
  {
    turns: ["Bijan or Gibbs for the rest of the year, not this week"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "should I start TreVeyon Henderson or Rhamondre this week?",
      "not for this week. I mean who's the better player going forward",
    ],
    expect: "compare",
    players: ["TreVeyon Henderson", "Rhamondre Stevenson"],
  },
  {
    turns: ["long term who do you like more, Tetairoa McMillan or Emeka Egbuka"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: ["Jeanty vs Hampton rest of season. don't give me a this-week answer"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["what's Quinshon Judkins looking like", "actually compare him to Cam Skattebo for the rest of the way"],
    expect: "compare",
    players: ["Quinshon Judkins", "Cam Skattebo"],
  },

  // slot
  { turns: ["who goes in my flex this week"], expect: "slot", position: "FLEX" },
  {
    turns: ["set my whole lineup", "no, just the flex spot. Zay Flowers or Jameson Williams?"],
    expect: "slot",
    position: "FLEX",
    players: ["Zay Flowers", "Jameson Williams"],
  },
  { turns: ["who should be my RB2 this week? not RB1, I know that one"], expect: "slot", position: "RB" },
  {
    turns: ["rank my running backs", "don't rank them, just tell me who fills the RB2 spot next week"],
    expect: "slot",
    position: "RB",
    week: "next",
  },
  { turns: ["I've got an open flex for week 11, who do I put there"], expect: "slot", position: "FLEX", week: 11 },

  // lineup
  { turns: ["is my lineup optimal or did I screw something up"], expect: "lineup" },
  { turns: ["who should I start this week", "not this week, next week"], expect: "lineup", week: "next" },
  {
    turns: ["should I start Kenneth Walker?", "forget him, just set my whole lineup for me"],
    expect: "lineup",
  },
  { turns: ["check my starters for week 12, anything wrong?"], expect: "lineup", week: 12 },
  {
    turns: ["what's my projected total", "no I don't care about points, just tell me if my lineup is right"],
    expect: "lineup",
  },

  // outlook
  { turns: ["how many points is Gibbs gonna put up this week"], expect: "outlook", players: ["Jahmyr Gibbs"] },
  {
    turns: ["what's the ceiling on Jaxon Smith-Njigba next week"],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
    week: "next",
  },
  {
    turns: [
      "what's Travis Hunter worth in a trade?",
      "forget trade value, just what's his outlook the rest of the way",
    ],
    expect: "outlook",
    players: ["Travis Hunter"],
  },
  {
    turns: ["should I start Xavier Worthy?", "I'm not asking start or sit, just what's he projected for"],
    expect: "outlook",
    players: ["Xavier Worthy"],
  },
  {
    turns: ["how's Harold Fannin Jr. looking for the rest of the season"],
    expect: "outlook",
    players: ["Harold Fannin Jr."],
  },

  // status
  { turns: ["is Malik Nabers playing this week"], expect: "status", players: ["Malik Nabers"] },
  {
    turns: ["is CMC hurt? not asking if I should start him, just is he hurt"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  { turns: ["when's Puka's bye"], expect: "status", players: ["Puka Nacua"] },
  {
    turns: ["is Tee Higgins good to go?", "not this week, next week"],
    expect: "status",
    players: ["Tee Higgins"],
    week: "next",
  },
  {
    turns: ["should I start Rashee Rice?", "don't tell me start or sit, is he even healthy"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["is Jayden Daniels on bye or hurt? I can't remember which"],
    expect: "status",
    players: ["Jayden Daniels"],
  },
  {
    turns: ["what's George Pickens worth", "nvm that, is he actually playing sunday"],
    expect: "status",
    players: ["George Pickens"],
  },
  { turns: ["Breece Hall still questionable or did they clear him"], expect: "status", players: ["Breece Hall"] },

  // tradeValue
  { turns: ["what's Jeanty worth in a trade right now"], expect: "tradeValue", players: ["Ashton Jeanty"] },
  { turns: ["should I sell high on Rico Dowdle"], expect: "tradeValue", players: ["Rico Dowdle"] },
  {
    turns: ["is now a good time to buy Marvin Harrison Jr. or wait"],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: ["what's Brian Thomas Jr.'s outlook", "I meant trade value. what could I get for him"],
    expect: "tradeValue",
    players: ["Brian Thomas Jr."],
  },
  { turns: ["how much is Kyle Pitts worth to other teams, not to me"], expect: "tradeValue", players: ["Kyle Pitts"] },

  // buyLow
  { turns: ["who are the buy-low guys right now"], expect: "buyLow" },
  { turns: ["any sell-high candidates on my team"], expect: "buyLow" },
  {
    turns: ["give me some trade ideas", "no, not trade ideas. just who's a buy-low around the league"],
    expect: "buyLow",
  },
  { turns: ["which players across the league should I be buying low on, not counting my own guys"], expect: "buyLow" },
  { turns: ["who's overperforming that I should sell before they crash"], expect: "buyLow" },

  // trade
  {
    turns: ["I give Chase Brown and Zay Flowers, I get Bijan. do it?"],
    expect: "trade",
    players: ["Chase Brown", "Zay Flowers", "Bijan Robinson"],
  },
  {
    turns: ["Coach Harper offered me Saquon for Puka, accept?"],
    expect: "trade",
    players: ["Saquon Barkley", "Puka Nacua"],
  },
  {
    turns: ["should I trade Kelce for Fannin?", "I didn't mean Fannin, I meant Tucker Kraft"],
    expect: "trade",
    players: ["Travis Kelce", "Tucker Kraft"],
  },
  {
    turns: ["what's Derrick Henry worth", "ok so Henry for Jonathan Taylor straight up, yes or no"],
    expect: "trade",
    players: ["Derrick Henry", "Jonathan Taylor"],
  },
  {
    turns: ["is Josh Jacobs for Nico Collins fair? I'd be the one giving Jacobs"],
    expect: "trade",
    players: ["Josh Jacobs", "Nico Collins"],
  },
  {
    turns: ["would you do Tyreek Hill plus Chuba Hubbard for CeeDee Lamb"],
    expect: "trade",
    players: ["Tyreek Hill", "Chuba Hubbard", "CeeDee Lamb"],
  },
  {
    turns: ["my Garrett Wilson for Davante Adams and Rachaad White, good or bad for me"],
    expect: "trade",
    players: ["Garrett Wilson", "Davante Adams", "Rachaad White"],
  },
  {
    turns: ["who should I trade for", "no, I already have an offer: my Lamar Jackson for his Josh Allen. accept?"],
    expect: "trade",
    players: ["Lamar Jackson", "Josh Allen"],
  },

  // waivers
  { turns: ["who should I pick up this week"], expect: "waivers" },
  { turns: ["how much FAAB do I throw at Kyle Monangai"], expect: "waivers", players: ["Kyle Monangai"] },
  { turns: ["any TEs on the wire worth a claim"], expect: "waivers", position: "TE" },
  { turns: ["is Woody Marks still on waivers or did someone grab him"], expect: "waivers", players: ["Woody Marks"] },
  {
    turns: ["who's a sleeper for the playoffs", "not a stash. I mean who do I grab off waivers right now"],
    expect: "waivers",
  },
  { turns: ["best RB on the wire? only running backs, I'm fine at WR"], expect: "waivers", position: "RB" },
  {
    turns: ["should I put a claim in on Sean Tucker or Kenneth Gainwell"],
    expect: "waivers",
    players: ["Sean Tucker", "Kenneth Gainwell"],
  },
  { turns: ["top waiver adds this week? don't bother with kickers or defenses"], expect: "waivers" },

  // playoffs
  { turns: ["am I making the playoffs or not"], expect: "playoffs" },
  {
    turns: ["is Jacobs for Lamb a good deal?", "never mind that, what are my chances of making the playoffs"],
    expect: "playoffs",
  },
  { turns: ["what's Blitz Brigade's chance of making it"], expect: "playoffs", team: "Blitz Brigade" },
  { turns: ["what's my record", "not my record, my odds of getting in"], expect: "playoffs" },
  { turns: ["are the Red Zone Raiders a lock for the playoffs"], expect: "playoffs", team: "Red Zone Raiders" },
  { turns: ["playoff % for me?"], expect: "playoffs" },
  {
    turns: ["what are my odds if I win out", "no, just my odds as things stand. no ifs"],
    expect: "playoffs",
  },

  // improveOdds
  { turns: ["what moves would help my playoff chances most"], expect: "improveOdds" },
  {
    turns: ["what are my playoff odds", "ok but what should I actually DO to raise them"],
    expect: "improveOdds",
  },
  { turns: ["best single move to boost my odds of making it"], expect: "improveOdds" },
  { turns: ["don't tell me my odds, tell me how to improve them"], expect: "improveOdds" },
  { turns: ["which pickup or trade gives me the biggest bump in playoff chances"], expect: "improveOdds" },

  // matchup
  { turns: ["who am I playing this week"], expect: "matchup" },
  { turns: ["what's my win probability this week"], expect: "matchup" },
  { turns: ["who am I up against", "not this week, next week"], expect: "matchup", week: "next" },
  { turns: ["who are the Sunday Scaries up against this week"], expect: "matchup", team: "Sunday Scaries" },
  { turns: ["am I favored in week 12"], expect: "matchup", week: 12 },
  { turns: ["what's Coach Finley's matchup look like this week"], expect: "matchup", team: "Waiver Wire Wizards" },
  {
    turns: ["what's my record", "forget that, who's my opponent this week and can I beat them"],
    expect: "matchup",
  },

  // record
  { turns: ["set my lineup", "wait, not the lineup. what's my record"], expect: "record" },
  { turns: ["where do the Audible Alchemists sit in the standings"], expect: "record", team: "Audible Alchemists" },
  { turns: ["what place am I in right now"], expect: "record" },
  { turns: ["how many wins does Coach Sutton have"], expect: "record", team: "Hail Mary Heroes" },
  { turns: ["am I making the playoffs", "I didn't ask for odds, just what's my W-L"], expect: "record" },

  // rosterStatus
  { turns: ["who on my team is hurt or on bye this week"], expect: "rosterStatus" },
  {
    turns: ["rank my WRs", "don't rank them. just tell me who on my whole roster is injured"],
    expect: "rosterStatus",
  },
  { turns: ["any byes I need to worry about next week on my roster"], expect: "rosterStatus", week: "next" },
  { turns: ["injury check on my whole team for week 11"], expect: "rosterStatus", week: 11 },
  {
    turns: ["is Kittle hurt?", "not just him, everyone on my team. who's out this week?"],
    expect: "rosterStatus",
  },

  // positionRank
  { turns: ["rank my WRs for this week"], expect: "positionRank", position: "WR" },
  { turns: ["rank my receivers", "no, only the running backs"], expect: "positionRank", position: "RB" },
  { turns: ["order my tight ends best to worst this week"], expect: "positionRank", position: "TE" },
  {
    turns: ["who's hurt on my team", "ok forget injuries, just rank my RBs for next week"],
    expect: "positionRank",
    position: "RB",
    week: "next",
  },
  { turns: ["how do my QBs stack up this week, best to worst"], expect: "positionRank", position: "QB" },

  // projectedTotal
  { turns: ["how many points am I projected for this week"], expect: "projectedTotal" },
  { turns: ["what's my team's scoring range for week 11"], expect: "projectedTotal", week: 11 },
  { turns: ["who am I playing?", "I don't care who, just what's my projected score"], expect: "projectedTotal" },
  { turns: ["what's my high end and low end total this week"], expect: "projectedTotal" },
  {
    turns: ["projected points for my team next week? not my opponent's, mine"],
    expect: "projectedTotal",
    week: "next",
  },

  // leaders
  { turns: ["who's the best team in the league right now"], expect: "leaders" },
  { turns: ["who has scored the most points this year"], expect: "leaders" },
  { turns: ["power rankings?"], expect: "leaders" },
  { turns: ["what's my record?", "not mine. who's on top of the whole league"], expect: "leaders" },
  { turns: ["who's got the best record in the league"], expect: "leaders" },

  // sleepers
  { turns: ["any deep stashes for the playoff weeks"], expect: "sleepers" },
  { turns: ["who should I pick up this week?", "not for this week, guys to stash for later"], expect: "sleepers" },
  { turns: ["give me a sleeper RB who could matter in the fantasy playoffs"], expect: "sleepers", position: "RB" },
  { turns: ["any sleepers I should grab before everyone else notices"], expect: "sleepers" },
  { turns: ["who's a stash-and-forget guy that could pop in December"], expect: "sleepers" },

  // dropStash
  { turns: ["should I cut Brandon Aiyuk or keep stashing him"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  { turns: ["who should I drop to make room for a waiver claim"], expect: "dropStash" },
  { turns: ["is Jayden Reed worth holding while he's out"], expect: "dropStash", players: ["Jayden Reed"] },
  {
    turns: ["what's Mark Andrews's outlook", "no, I'm asking do I drop him or keep him"],
    expect: "dropStash",
    players: ["Mark Andrews"],
  },
  { turns: ["J.K. Dobbins is banged up again, hold or cut?"], expect: "dropStash", players: ["J.K. Dobbins"] },

  // byeCover
  {
    turns: ["Kittle's on bye week 11, who covers TE"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
    week: 11,
  },
  { turns: ["need a QB streamer for Josh Allen's bye"], expect: "byeCover", players: ["Josh Allen"], position: "QB" },
  {
    turns: [
      "is Drake London on bye next week?",
      "ok so who's my backup WR for that week. not a trade, just a fill-in for his bye",
    ],
    expect: "byeCover",
    players: ["Drake London"],
    position: "WR",
    week: "next",
  },
  {
    turns: ["Cameron Dicker is on bye week 13, stream me a kicker for that week"],
    expect: "byeCover",
    players: ["Cameron Dicker"],
    position: "K",
    week: 13,
  },
  {
    turns: ["who covers Trey McBride's bye? only TEs I can actually get"],
    expect: "byeCover",
    players: ["Trey McBride"],
    position: "TE",
  },

  // scenario
  { turns: ["if I win out am I in?"], expect: "scenario", scenario: "win-out" },
  { turns: ["what are my playoff odds", "and if I lose this week?"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["if I go 4-1 the rest of the way do I make it"], expect: "scenario", scenario: { wins: 4, games: 5 } },
  {
    turns: ["what if I only win two more games, am I still alive"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["if Play Action Pack wins the rest of their games, are they in"],
    expect: "scenario",
    scenario: "win-out",
    team: "Play Action Pack",
  },
  {
    turns: ["am I in the playoffs?", "no, I mean if I go 2-3, not as of right now"],
    expect: "scenario",
    scenario: { wins: 2, games: 5 },
  },

  // tradeIdeas
  { turns: ["who could I trade Tyreek Hill to"], expect: "tradeIdeas", players: ["Tyreek Hill"] },
  { turns: ["I need a WR, find me a trade. not a waiver guy"], expect: "tradeIdeas", position: "WR" },
  { turns: ["what's a trade I could make with Coach Quinn"], expect: "tradeIdeas", team: "Blitz Brigade" },
  {
    turns: ["should I accept Hill for Waddle?", "forget that one, give me some 2-for-1 ideas to consolidate"],
    expect: "tradeIdeas",
  },
  {
    turns: ["what's Kenneth Walker III worth", "ok, who'd actually trade for him? find me a deal"],
    expect: "tradeIdeas",
    players: ["Kenneth Walker III"],
  },

  // help
  { turns: ["what can you actually do"], expect: "help" },
  { turns: ["how am I supposed to ask you about waivers, like what do I type"], expect: "help" },
  {
    turns: ["rank my WRs", "wait, before that. what kinds of questions can you answer?"],
    expect: "help",
  },
  { turns: ["are you able to look at trades or just lineups"], expect: "help" },

  // multi-part
  {
    turns: ["is Bucky Irving playing, and if not who do I pick up"],
    expect: ["status", "waivers"],
    players: ["Bucky Irving"],
  },
  { turns: ["what's my record and am I making the playoffs"], expect: ["record", "playoffs"] },
  { turns: ["who am I playing this week and what am I projected for"], expect: ["matchup", "projectedTotal"] },
  {
    turns: ["is Omarion Hampton hurt? and if he is should I just drop him"],
    expect: ["status", "dropStash"],
    players: ["Omarion Hampton"],
  },

  // None (out of scope)
  { turns: ["what's the spread on the Eagles game Sunday"], expect: "None" },
  { turns: ["is it gonna snow in Buffalo this weekend"], expect: "None" },
  { turns: ["tell me a joke about Travis Kelce"], expect: "None" },
  { turns: ["I can't log into the app on my phone"], expect: "None" },
  { turns: ["how do I change our league to full PPR"], expect: "None" },
  { turns: ["is Kelce still with Taylor Swift"], expect: "None" },
  { turns: ["who wins the Lakers game tonight"], expect: "None" },
  { turns: ["should I start Jalen Hurts?", "ok thanks man, appreciate you"], expect: "None" },
  { turns: ["what's the over/under on Lamar's passing yards"], expect: "None" },
  { turns: ["who do I pick up?", "actually nvm, how do I change my team name"], expect: "None" },
];
