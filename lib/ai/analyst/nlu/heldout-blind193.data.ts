// Blind held-out evaluation set 193 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: everyday league managers typing on phones and laptops around Thanksgiving week — some
// careful full sentences, some rushed lowercase shorthand with nicknames.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_193: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["Bijan or Jonathan Taylor this week? can only start one"],
    expect: "startSit",
    players: ["Bijan Robinson", "Jonathan Taylor"],
  },
  {
    turns: ["Should I play Garrett Wilson or Drake London on Sunday?"],
    expect: "startSit",
    players: ["Garrett Wilson", "Drake London"],
  },
  {
    turns: ["Kittle vs Trey McBride for week 13, who gets the nod"],
    expect: "startSit",
    players: ["George Kittle", "Trey McBride"],
    week: 13,
  },
  {
    turns: ["I keep going back and forth on this and it's driving me nuts. Chase Brown or Kyren Williams this week?"],
    expect: "startSit",
    players: ["Chase Brown", "Kyren Williams"],
  },
  {
    turns: ["who do i start jaylen waddle or zay flowers"],
    expect: "startSit",
    players: ["Jaylen Waddle", "Zay Flowers"],
  },
  {
    turns: ["Is Omarion Hampton back this week?", "nice", "ok so do I start him over Chuba Hubbard?"],
    expect: "startSit",
    players: ["Omarion Hampton", "Chuba Hubbard"],
  },
  { turns: ["Jared Goff or Bo Nix next week?"], expect: "startSit", players: ["Jared Goff", "Bo Nix"], week: "next" },
  {
    turns: ["Need a gut call for the holiday games: Tee Higgins or Courtland Sutton?"],
    expect: "startSit",
    players: ["Tee Higgins", "Courtland Sutton"],
  },
  {
    turns: ["Should I start Jameson Williams this week?", "what about Rome Odunze instead"],
    expect: "startSit",
    players: ["Jameson Williams", "Rome Odunze"],
  },
  { turns: ["Sit or start Tucker Kraft this weekend? feels risky"], expect: "startSit", players: ["Tucker Kraft"] },
  {
    turns: ["Who should I roll with, Josh Allen or Lamar Jackson, in week 12?"],
    expect: "startSit",
    players: ["Josh Allen", "Lamar Jackson"],
    week: 12,
  },
  {
    turns: [
      "TreVeyon Henderson, Rhamondre Stevenson, or Kenneth Gainwell — I've got room for two of them this week. " +
        "Which two do I play?",
    ],
    expect: "startSit",
    players: ["TreVeyon Henderson", "Rhamondre Stevenson", "Kenneth Gainwell"],
  },
  {
    turns: ["Thinking about my lineup for next week", "do I go Emeka Egbuka or Chris Godwin"],
    expect: "startSit",
    players: ["Emeka Egbuka", "Chris Godwin"],
    week: "next",
  },
  { turns: ["start mcconkey over jsn??"], expect: "startSit", players: ["Ladd McConkey", "Jaxon Smith-Njigba"] },
  {
    turns: ["My buddy says I'm crazy for benching Derrick Henry for Bucky Irving this week. Am I?"],
    expect: "startSit",
    players: ["Derrick Henry", "Bucky Irving"],
  },

  // ---- compare ----
  {
    turns: ["Rest of season, who would you rather have: Malik Nabers or Nico Collins?"],
    expect: "compare",
    players: ["Malik Nabers", "Nico Collins"],
  },
  {
    turns: ["long term is ashton jeanty or de'von achane the better asset"],
    expect: "compare",
    players: ["Ashton Jeanty", "De'Von Achane"],
  },
  {
    turns: [
      "How does Brock Bowers look the rest of the way?",
      "would you take him over Sam LaPorta for the stretch run?",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Sam LaPorta"],
  },
  {
    turns: ["Who's more valuable from here on out, Puka Nacua or Ja'Marr Chase?"],
    expect: "compare",
    players: ["Puka Nacua", "Ja'Marr Chase"],
  },
  {
    turns: ["Jaxson Dart vs Drake Maye for the rest of the year, which one's the better QB to have?"],
    expect: "compare",
    players: ["Jaxson Dart", "Drake Maye"],
  },

  // ---- slot ----
  { turns: ["Who should go in my flex this week?"], expect: "slot", position: "FLEX" },
  {
    turns: ["flex spot: Jakobi Meyers, Khalil Shakir or Wan'Dale Robinson?"],
    expect: "slot",
    players: ["Jakobi Meyers", "Khalil Shakir", "Wan'Dale Robinson"],
    position: "FLEX",
  },
  {
    turns: ["Who fills my TE spot this week, Hunter Henry or Dallas Goedert?"],
    expect: "slot",
    players: ["Hunter Henry", "Dallas Goedert"],
    position: "TE",
  },
  {
    turns: ["Set my lineup for week 13", "actually just tell me who my RB2 should be"],
    expect: "slot",
    position: "RB",
    week: 13,
  },
  { turns: ["Who's the best option for my WR3 spot?"], expect: "slot", position: "WR" },

  // ---- lineup ----
  { turns: ["Can you set my optimal lineup for this week?"], expect: "lineup" },
  { turns: ["pls check my lineup before thursday, don't want to screw up thanksgiving"], expect: "lineup" },
  { turns: ["What's my best starting lineup for week 13?"], expect: "lineup", week: 13 },
  { turns: ["Did anything change with injuries today?", "ok then just give me the best lineup"], expect: "lineup" },
  {
    turns: ["Is my lineup good to go for next week or do I need to move anybody around?"],
    expect: "lineup",
    week: "next",
  },

  // ---- outlook ----
  { turns: ["What's Saquon Barkley's projection this week?"], expect: "outlook", players: ["Saquon Barkley"] },
  {
    turns: ["how many points do you think jahmyr gibbs puts up on thanksgiving"],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["What kind of ceiling does Jaxon Smith-Njigba have for the rest of the season?"],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["What's Josh Jacobs looking like this week?", "and next week?"],
    expect: "outlook",
    players: ["Josh Jacobs"],
    week: "next",
  },
  {
    turns: ["Be honest, is Marvin Harrison Jr. going to give me anything the rest of this year?"],
    expect: "outlook",
    players: ["Marvin Harrison Jr."],
  },

  // ---- status ----
  { turns: ["Is CMC playing this week?"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["any update on tyreek hill's injury"], expect: "status", players: ["Tyreek Hill"] },
  { turns: ["When is Mark Andrews' bye?"], expect: "status", players: ["Mark Andrews"] },
  {
    turns: ["Who should I start, Rashee Rice or DK Metcalf?", "wait is Rice even healthy?"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["Heard Breece Hall was limited in practice. Is he good to go?"],
    expect: "status",
    players: ["Breece Hall"],
  },

  // ---- tradeValue ----
  { turns: ["What's Davante Adams worth in a trade right now?"], expect: "tradeValue", players: ["Davante Adams"] },
  { turns: ["should i sell high on cam skattebo"], expect: "tradeValue", players: ["Cam Skattebo"] },
  {
    turns: ["Would you buy Jalen Hurts at this point or is his price too high?"],
    expect: "tradeValue",
    players: ["Jalen Hurts"],
  },
  {
    turns: ["How's Travis Kelce been playing lately?", "should I hold him or try to move him?"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: ["People keep asking me about Amon-Ra St. Brown. What kind of trade value does he have these days?"],
    expect: "tradeValue",
    players: ["Amon-Ra St. Brown"],
  },

  // ---- buyLow ----
  { turns: ["Who are some good buy-low targets right now?"], expect: "buyLow" },
  { turns: ["any underperformers i should try to trade for before it's too late"], expect: "buyLow" },
  { turns: ["Which struggling players are worth buying cheap?"], expect: "buyLow" },
  { turns: ["Give me a few buy low candidates at wide receiver"], expect: "buyLow", position: "WR" },
  {
    turns: [
      "I've got some extra RB depth sitting on my bench",
      "who's a buy-low guy around the league I could go after?",
    ],
    expect: "buyLow",
  },

  // ---- trade ----
  {
    turns: ["I've been offered Puka Nacua and Jordan Addison for my Bijan Robinson. Accept?"],
    expect: "trade",
    players: ["Bijan Robinson", "Puka Nacua", "Jordan Addison"],
  },
  {
    turns: ["A guy in my league wants my Drake London for his Chris Olave plus Alvin Kamara. fair?"],
    expect: "trade",
    players: ["Drake London", "Chris Olave", "Alvin Kamara"],
  },
  {
    turns: ["who wins this trade: my George Pickens and Tony Pollard for Justin Jefferson"],
    expect: "trade",
    players: ["George Pickens", "Tony Pollard", "Justin Jefferson"],
  },
  {
    turns: ["Got a trade offer, Mike Evans for my Kenneth Walker III", "is that a good deal for me?"],
    expect: "trade",
    players: ["Kenneth Walker III", "Mike Evans"],
  },
  {
    turns: ["Thinking of sending Jaylen Warren and Jake Ferguson to get Tyler Warren. Good idea?"],
    expect: "trade",
    players: ["Jaylen Warren", "Jake Ferguson", "Tyler Warren"],
  },

  // ---- waivers ----
  { turns: ["Who's the top pickup on waivers this week?"], expect: "waivers" },
  { turns: ["how much faab should i throw at Kyle Monangai"], expect: "waivers", players: ["Kyle Monangai"] },
  {
    turns: ["I just lost my RB1 for the season. Who's out there on the wire at running back?"],
    expect: "waivers",
    position: "RB",
  },
  { turns: ["Who are the best free agents available?", "any tight ends in there?"], expect: "waivers", position: "TE" },
  { turns: ["Is Woody Marks worth a claim?"], expect: "waivers", players: ["Woody Marks"] },

  // ---- playoffs ----
  { turns: ["What are my playoff odds?"], expect: "playoffs" },
  { turns: ["am i making the playoffs or what"], expect: "playoffs" },
  {
    turns: ["What are the chances Sunday Scaries sneak into the playoffs?"],
    expect: "playoffs",
    team: "Sunday Scaries",
  },
  { turns: ["What's my record?", "so what does that mean for my playoff chances?"], expect: "playoffs" },
  { turns: ["Realistically, how likely is it that I end up in one of the six spots?"], expect: "playoffs" },

  // ---- improveOdds ----
  { turns: ["What moves can I make to boost my playoff chances?"], expect: "improveOdds" },
  { turns: ["how do i give myself a better shot at the postseason"], expect: "improveOdds" },
  { turns: ["What are my odds of making the playoffs?", "ugh. what can I do to raise that?"], expect: "improveOdds" },
  { turns: ["I'm sitting right on the bubble. What should I change to get in?"], expect: "improveOdds" },
  { turns: ["Any pickups or trades that would actually move the needle on my playoff odds?"], expect: "improveOdds" },

  // ---- matchup ----
  { turns: ["Who am I playing this week?"], expect: "matchup" },
  { turns: ["whats my win probability this week"], expect: "matchup" },
  { turns: ["How's Pocket Passers' matchup looking this week?"], expect: "matchup", team: "Pocket Passers" },
  { turns: ["Who do I face in week 13 and what's the projected score?"], expect: "matchup", week: 13 },
  { turns: ["Who am I up against this week?", "and next week?"], expect: "matchup", week: "next" },

  // ---- record ----
  { turns: ["What's my record?"], expect: "record" },
  { turns: ["where do I stand in the standings right now"], expect: "record" },
  { turns: ["What's Hail Mary Heroes' record?"], expect: "record", team: "Hail Mary Heroes" },
  { turns: ["How many games has Coach Finley's team won so far?"], expect: "record", team: "Waiver Wire Wizards" },
  { turns: ["What place am I in?", "what about Two-Minute Drill?"], expect: "record", team: "Two-Minute Drill" },

  // ---- rosterStatus ----
  { turns: ["Anybody on my team hurt or on bye this week?"], expect: "rosterStatus" },
  { turns: ["who's on bye for me next week"], expect: "rosterStatus", week: "next" },
  { turns: ["Give me the injury report for my roster."], expect: "rosterStatus" },
  { turns: ["Do I have any bye week problems in week 13?"], expect: "rosterStatus", week: 13 },
  { turns: ["Set my lineup", "wait, first — who on my roster is injured?"], expect: "rosterStatus" },

  // ---- positionRank ----
  { turns: ["Rank my running backs for this week."], expect: "positionRank", position: "RB" },
  { turns: ["order my wrs for week 13"], expect: "positionRank", position: "WR", week: 13 },
  { turns: ["How would you rank my tight ends?"], expect: "positionRank", position: "TE" },
  { turns: ["Rank my receivers this week", "now do the RBs"], expect: "positionRank", position: "RB" },
  { turns: ["Put my quarterbacks in order for this week, best to worst."], expect: "positionRank", position: "QB" },

  // ---- projectedTotal ----
  { turns: ["How many points is my team projected to score this week?"], expect: "projectedTotal" },
  { turns: ["whats my floor and ceiling this week"], expect: "projectedTotal" },
  { turns: ["What's my projected total for week 13?"], expect: "projectedTotal", week: 13 },
  { turns: ["Who am I playing this week?", "how many points are we projected for?"], expect: "projectedTotal" },
  { turns: ["Give me a range for my team's score next week"], expect: "projectedTotal", week: "next" },

  // ---- leaders ----
  { turns: ["Who's in first place in the league?"], expect: "leaders" },
  { turns: ["which team has scored the most points so far"], expect: "leaders" },
  { turns: ["Show me the full standings."], expect: "leaders" },
  { turns: ["Who's the team to beat this year?"], expect: "leaders" },
  { turns: ["who leads the league in points for"], expect: "leaders" },

  // ---- sleepers ----
  { turns: ["Any sleepers I should grab now for next week?"], expect: "sleepers", week: "next" },
  { turns: ["who are some deep sleepers for the fantasy playoff weeks"], expect: "sleepers" },
  {
    turns: ["Looking ahead to week 14, any under-the-radar guys worth picking up early?"],
    expect: "sleepers",
    week: 14,
  },
  {
    turns: ["Who's the best waiver add this week?", "ok and who's a sleeper for next week?"],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["Give me a sleeper tight end for down the stretch"], expect: "sleepers", position: "TE" },

  // ---- dropStash ----
  { turns: ["Should I drop Brandon Aiyuk or stash him?"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  {
    turns: ["is it worth holding J.K. Dobbins on my bench while he's hurt"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  { turns: ["I need a roster spot. Which of my injured guys should I cut?"], expect: "dropStash" },
  {
    turns: ["Is Chris Godwin still out?", "then should I just cut him?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  {
    turns: ["Travis Etienne Jr. is banged up again. Keep him or let him go?"],
    expect: "dropStash",
    players: ["Travis Etienne Jr."],
  },

  // ---- byeCover ----
  {
    turns: ["Joe Burrow is on bye next week, who do I pick up to replace him?"],
    expect: "byeCover",
    players: ["Joe Burrow"],
    week: "next",
    position: "QB",
  },
  {
    turns: ["need a TE streamer for Trey McBride's bye"],
    expect: "byeCover",
    players: ["Trey McBride"],
    position: "TE",
  },
  {
    turns: ["Who covers for Patrick Mahomes during his bye week?"],
    expect: "byeCover",
    players: ["Patrick Mahomes"],
    position: "QB",
  },
  { turns: ["Who's on bye for me in week 13?", "who should I start in place of them?"], expect: "byeCover", week: 13 },
  {
    turns: ["CeeDee Lamb has his bye in week 14. Who's my best fill-in?"],
    expect: "byeCover",
    players: ["CeeDee Lamb"],
    week: 14,
  },

  // ---- scenario ----
  { turns: ["What are my playoff odds if I win out?"], expect: "scenario", scenario: "win-out" },
  { turns: ["if i lose this week am i toast"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["What if I go 2-1 the rest of the way, do I get in?"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  {
    turns: ["If I only win one more game, do I still make it?"],
    expect: "scenario",
    scenario: { wins: 1, games: null },
  },
  {
    turns: ["What are my playoff odds?", "that's lower than I hoped", "what if I split the last two?"],
    expect: "scenario",
    scenario: { wins: 1, games: 2 },
  },

  // ---- tradeIdeas ----
  { turns: ["What could I get for Jayden Daniels?"], expect: "tradeIdeas", players: ["Jayden Daniels"] },
  {
    turns: ["give me some 2-for-1 ideas built around Caleb Williams"],
    expect: "tradeIdeas",
    players: ["Caleb Williams"],
  },
  {
    turns: ["I need a running back badly. Who could I realistically trade for?"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: ["Is Xavier Worthy worth anything in a trade?", "ok what kind of deal could I build around him?"],
    expect: "tradeIdeas",
    players: ["Xavier Worthy"],
  },
  {
    turns: ["Find me a trade that turns Rachaad White and Justin Herbert into an upgrade somewhere"],
    expect: "tradeIdeas",
    players: ["Rachaad White", "Justin Herbert"],
  },

  // ---- help ----
  { turns: ["What can you do?"], expect: "help" },
  { turns: ["what kinds of questions can I ask you"], expect: "help" },
  { turns: ["How exactly can you help me with my team?"], expect: "help" },
  { turns: ["help??"], expect: "help" },
  { turns: ["hi", "what are you able to help with?"], expect: "help" },

  // ---- None ----
  { turns: ["What's the weather going to be in Green Bay on Sunday?"], expect: "None" },
  { turns: ["What's the spread on the Lions game Thursday?"], expect: "None" },
  { turns: ["Tell me a joke about the Jets"], expect: "None" },
  { turns: ["Who should I pick up in my NBA fantasy league?"], expect: "None" },
  { turns: ["Build me a DraftKings lineup for the main slate"], expect: "None" },
  { turns: ["How do I turn off push notifications in the app?"], expect: "None" },
  { turns: ["whats a good recipe for thanksgiving stuffing"], expect: "None" },
  { turns: ["Who won the World Series this year?"], expect: "None" },
  { turns: ["Can you change my team name to something funnier?"], expect: "None" },
  { turns: ["over/under on bijan rushing yards sunday? thinking of betting it"], expect: "None" },
  { turns: ["Thanks man, appreciate you"], expect: "None" },
  {
    turns: ["Should I start Jared Goff this week?", "also who do you think wins Michigan-Ohio State?"],
    expect: "None",
  },

  // ---- multi-part ----
  {
    turns: ["Is Jonathan Taylor playing, and if he is, should I start him over Kyren Williams?"],
    expect: ["status", "startSit"],
    players: ["Jonathan Taylor", "Kyren Williams"],
  },
  { turns: ["What's my record and what are my playoff odds?"], expect: ["record", "playoffs"] },
  {
    turns: ["Who's the best waiver pickup right now, and should I cut Brandon Aiyuk to make room?"],
    expect: ["waivers", "dropStash"],
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["who am i playing this week and how many points am i projected for"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["Start Nico Collins or Tee Higgins this week? And long term, who's the better hold?"],
    expect: ["startSit", "compare"],
    players: ["Nico Collins", "Tee Higgins"],
  },
  {
    turns: ["Offered Jaylen Waddle for my James Cook — take it? Also how are my playoff odds looking?"],
    expect: ["trade", "playoffs"],
    players: ["James Cook", "Jaylen Waddle"],
  },
  {
    turns: ["Who's on bye for my team next week, and who should I pick up to cover?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
  },
  {
    turns: ["How's Ashton Jeanty projected this week, and is he worth selling?"],
    expect: ["outlook", "tradeValue"],
    players: ["Ashton Jeanty"],
  },
];
