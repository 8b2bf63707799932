// Blind held-out evaluation set 174 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a bilingual Texas manager who mixes Spanish words and phrases into casual, warm English
// ("oye", "ayuda", "mi flex", "esta semana", "el waiver").
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_174: HeldOutCase[] = [
  // startSit
  {
    turns: ["oye, Puka or Nabers esta semana? can only fit one"],
    expect: "startSit",
    players: ["Puka Nacua", "Malik Nabers"],
  },
  {
    turns: ["ayuda 🙏 do I roll with Jacobs or Kyren this week? gut says Jacobs"],
    expect: "startSit",
    players: ["Josh Jacobs", "Kyren Williams"],
  },
  {
    turns: ["should I just sit Kelce this week? he's been muy flojo lately"],
    expect: "startSit",
    players: ["Travis Kelce"],
  },
  { turns: ["Bo Nix vs Goff for week 11, cuál?"], expect: "startSit", players: ["Bo Nix", "Jared Goff"], week: 11 },
  {
    turns: ["is Breece Hall good to go sunday?", "ok bueno. so do I start him over Chuba or nah"],
    expect: "startSit",
    players: ["Breece Hall", "Chuba Hubbard"],
  },
  {
    turns: ["start Zay Flowers this week y/n", "y Jameson Williams? same question"],
    expect: "startSit",
    players: ["Jameson Williams"],
  },
  {
    turns: ["JSN, Drake London, Tee Higgins... which two do I play this weekend compa"],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Drake London", "Tee Higgins"],
  },

  // compare
  {
    turns: ["rest of season, quién es mejor: Bijan or Gibbs?"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: ["thinking long run here — Omarion Hampton or TreVeyon Henderson, who do you like more going forward"],
    expect: "compare",
    players: ["Omarion Hampton", "TreVeyon Henderson"],
  },
  {
    turns: ["who's better ROS, McBride or Bowers?", "and where does Kittle fit in that convo?"],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers", "George Kittle"],
  },
  {
    turns: ["Jeanty o Judkins for the back half of the year? just curious, not a lineup thing"],
    expect: "compare",
    players: ["Ashton Jeanty", "Quinshon Judkins"],
  },
  {
    turns: [
      "been thinking about my receivers long term",
      "Rashee Rice or Garrett Wilson — better asset from here on out?",
    ],
    expect: "compare",
    players: ["Rashee Rice", "Garrett Wilson"],
  },

  // slot
  {
    turns: ["who goes in mi flex this week? got Dowdle, Pickens, Jakobi Meyers to pick from"],
    expect: "slot",
    position: "FLEX",
    players: ["Rico Dowdle", "George Pickens", "Jakobi Meyers"],
  },
  { turns: ["necesito un RB2 for this week, who should it be"], expect: "slot", position: "RB" },
  {
    turns: ["TE spot esta semana, LaPorta or Ferguson in there?"],
    expect: "slot",
    position: "TE",
    players: ["Sam LaPorta", "Jake Ferguson"],
  },
  {
    turns: ["mi flex is a whole mess", "like who do I even put there this week, oye"],
    expect: "slot",
    position: "FLEX",
  },
  { turns: ["who fills my flex spot this week?", "ok and the TE slot?"], expect: "slot", position: "TE" },

  // lineup
  { turns: ["oye set my lineup for this week porfa"], expect: "lineup" },
  { turns: ["is my lineup optimal or am I tripping"], expect: "lineup" },
  { turns: ["ok waivers are done", "now set the whole starting lineup for me, best possible"], expect: "lineup" },
  { turns: ["optimize my starters for week 11 please, gracias!!"], expect: "lineup", week: 11 },
  { turns: ["does my lineup look right for sunday? no quiero leave points on the bench otra vez"], expect: "lineup" },

  // outlook
  {
    turns: ["how many points is Derrick Henry gonna put up esta semana?"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: ["what's Tetairoa McMillan's ceiling and floor this week"],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
  },
  { turns: ["JT outlook for next week?"], expect: "outlook", players: ["Jonathan Taylor"], week: "next" },
  {
    turns: ["what's the projection on Ja'Marr this week", "and next week?"],
    expect: "outlook",
    players: ["Ja'Marr Chase"],
    week: "next",
  },
  {
    turns: ["Achane has been a MONSTER lately", "what's his projection looking like for sunday?"],
    expect: "outlook",
    players: ["De'Von Achane"],
  },
  {
    turns: ["Woody Marks — what's the outlook, is the upside legit or nah"],
    expect: "outlook",
    players: ["Woody Marks"],
  },

  // status
  { turns: ["is CMC playing this week??"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["oye is Tyreek hurt? saw something on twitter"], expect: "status", players: ["Tyreek Hill"] },
  {
    turns: ["I got Nico Collins in mi flex", "is he even healthy? heard something about the hamstring"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["Chris Godwin status? ayuda, need to know before the early games"],
    expect: "status",
    players: ["Chris Godwin"],
  },
  {
    turns: ["how's Kenneth Walker looking injury-wise", "y Bucky Irving?"],
    expect: "status",
    players: ["Bucky Irving"],
  },
  { turns: ["is Rashee Rice a game-time decision or is he fine"], expect: "status", players: ["Rashee Rice"] },

  // tradeValue
  { turns: ["what's Jaylen Waddle worth in a trade right now?"], expect: "tradeValue", players: ["Jaylen Waddle"] },
  { turns: ["should I sell Derrick Henry while he's hot? o hold?"], expect: "tradeValue", players: ["Derrick Henry"] },
  { turns: ["buy Marvin Harrison Jr now or is that a trap"], expect: "tradeValue", players: ["Marvin Harrison Jr."] },
  {
    turns: ["Tucker Kraft has been balling", "what's his trade value tho, should I flip him?"],
    expect: "tradeValue",
    players: ["Tucker Kraft"],
  },
  {
    turns: ["what's Sam LaPorta worth these days?", "and Mark Andrews, same thing"],
    expect: "tradeValue",
    players: ["Mark Andrews"],
  },

  // buyLow
  { turns: ["is now a good time to trade?", "who should I be buying low on right now?"], expect: "buyLow" },
  { turns: ["any buy-low guys I should be targeting? algo barato"], expect: "buyLow" },
  { turns: ["who are the sell-high candidates on my team right now"], expect: "buyLow" },
  { turns: ["I wanna make a trade but idk who", "who's a good buy-low across the league?"], expect: "buyLow" },
  { turns: ["sell high candidates? quiero vender before they cool off"], expect: "buyLow" },
  { turns: ["dame some buy low targets", "ok and the sell-high side?"], expect: "buyLow" },

  // trade
  {
    turns: ["Coach Sawyer sent me something", "Puka for Bijan — is that fair o me están robando?"],
    expect: "trade",
    players: ["Puka Nacua", "Bijan Robinson"],
  },
  {
    turns: ["would you accept Kyren Williams for Garrett Wilson? I'd be giving up Kyren"],
    expect: "trade",
    players: ["Kyren Williams", "Garrett Wilson"],
  },
  {
    turns: ["Coach Tatum offered me Saquon for JSN + Javonte... ¿acepto?"],
    expect: "trade",
    players: ["Saquon Barkley", "Jaxon Smith-Njigba", "Javonte Williams"],
  },
  { turns: ["who wins this deal: my CeeDee for his Gibbs"], expect: "trade", players: ["CeeDee Lamb", "Jahmyr Gibbs"] },
  {
    turns: ["got a trade offer 👀", "Lamar for Josh Allen straight up, they want my Lamar. good for me?"],
    expect: "trade",
    players: ["Lamar Jackson", "Josh Allen"],
  },
  {
    turns: ["Coach Reese wants Drake London bad", "he's offering Pollard and Jeudy for him, should I do it?"],
    expect: "trade",
    players: ["Tony Pollard", "Jerry Jeudy", "Drake London"],
  },

  // waivers
  { turns: ["top adds this week?", "y cuánto should I bid on the best one?"], expect: "waivers" },
  { turns: ["who should I grab off el waiver this week?"], expect: "waivers" },
  { turns: ["how much FAAB for Kyle Monangai? tengo $64 left"], expect: "waivers", players: ["Kyle Monangai"] },
  { turns: ["best pickups out there esta semana, especially RBs"], expect: "waivers", position: "RB" },
  {
    turns: ["Sean Tucker is sitting on waivers", "what should I bid on him?"],
    expect: "waivers",
    players: ["Sean Tucker"],
  },
  {
    turns: ["is Harold Fannin worth a claim this week? mi TE situation is feo"],
    expect: "waivers",
    players: ["Harold Fannin Jr."],
  },

  // playoffs
  { turns: ["we lost AGAIN 😩", "ok real talk, what are my playoff chances now?"], expect: "playoffs" },
  { turns: ["what are my playoff odds right now?"], expect: "playoffs" },
  { turns: ["oye honestly, am I making the playoffs or what"], expect: "playoffs" },
  { turns: ["what's my record?", "and where does that leave my playoff chances?"], expect: "playoffs" },
  { turns: ["cómo se ven mis chances for the postseason as of today"], expect: "playoffs" },
  { turns: ["do I still have a real shot at the top 6?"], expect: "playoffs" },

  // improveOdds
  { turns: ["what moves can I make to boost my playoff odds?"], expect: "improveOdds" },
  { turns: ["ayuda, what do I gotta do to sneak into the playoffs — trades, adds, lo que sea"], expect: "improveOdds" },
  { turns: ["my playoff odds look rough", "so what can I actually do to improve them?"], expect: "improveOdds" },
  { turns: ["whats the one move that makes me más probable to get in"], expect: "improveOdds" },
  { turns: ["what are my odds of making it?", "ok and how do I make them better"], expect: "improveOdds" },

  // matchup
  { turns: ["projected total for me this week?", "and vs my opponent — am I gonna win this one?"], expect: "matchup" },
  { turns: ["who am I playing this week?"], expect: "matchup" },
  { turns: ["am I favored esta semana?"], expect: "matchup" },
  { turns: ["who's my opponent this week", "y cómo me veo against them, do I win?"], expect: "matchup" },
  {
    turns: ["facing Coach Finley this week... how do I stack up vs Waiver Wire Wizards?"],
    expect: "matchup",
    team: "Waiver Wire Wizards",
  },
  { turns: ["what's my win probability for sunday's matchup"], expect: "matchup" },

  // record
  { turns: ["how's my season going", "like what's my W-L and where am I ranked"], expect: "record" },
  { turns: ["what's my record again?"], expect: "record" },
  { turns: ["where am I in the standings ahorita"], expect: "record" },
  { turns: ["who leads the league?", "and me? where do I stand?"], expect: "record" },
  { turns: ["what place am I in right now"], expect: "record" },
  { turns: ["recuérdame mi record y standing porfa"], expect: "record" },

  // rosterStatus
  { turns: ["which of my guys are hurt right now?"], expect: "rosterStatus" },
  { turns: ["who's on bye for me this week?"], expect: "rosterStatus" },
  { turns: ["any injuries or byes on mi roster for week 12?"], expect: "rosterStatus", week: 12 },
  { turns: ["anybody on my team on bye this week?", "and next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["oye is anybody on my team injured or out esta semana"], expect: "rosterStatus" },
  { turns: ["do I have players on bye next week, need to plan ahead"], expect: "rosterStatus", week: "next" },

  // positionRank
  { turns: ["rank my WRs", "and the TEs?"], expect: "positionRank", position: "TE" },
  { turns: ["rank my WRs"], expect: "positionRank", position: "WR" },
  { turns: ["rank mis running backs, best to worst"], expect: "positionRank", position: "RB" },
  { turns: ["rank my RBs", "ok now the receivers"], expect: "positionRank", position: "WR" },
  { turns: ["how would you order my tight ends rn?"], expect: "positionRank", position: "TE" },
  { turns: ["ranking de mis QBs por favor, who's my best one"], expect: "positionRank", position: "QB" },

  // projectedTotal
  { turns: ["how many points am I projected for this week?"], expect: "projectedTotal" },
  { turns: ["what's my team's projected total y el range?"], expect: "projectedTotal" },
  { turns: ["am I favored this week?", "ok but what's my projected total?"], expect: "projectedTotal" },
  { turns: ["ceiling and floor for my whole team this week, points-wise"], expect: "projectedTotal" },
  { turns: ["how many points should my squad score in week 11?"], expect: "projectedTotal", week: 11 },

  // leaders
  { turns: ["who's the best team in the league right now?"], expect: "leaders" },
  { turns: ["who's leading the league in points?"], expect: "leaders" },
  { turns: ["what's Blitz Brigade's record?"], expect: "leaders", team: "Blitz Brigade" },
  { turns: ["what's my record", "and Coach Harper's team?"], expect: "leaders", team: "Fourth & Long Shots" },
  { turns: ["who's got the best playoff odds in the whole league?"], expect: "leaders" },
  { turns: ["quién está en primer lugar?"], expect: "leaders" },

  // sleepers
  { turns: ["any sleepers?", "for next week I mean, not this one"], expect: "sleepers", week: "next" },
  { turns: ["sleepers for next week?"], expect: "sleepers", week: "next" },
  { turns: ["any deep sleepers I should stash for next week, oye"], expect: "sleepers", week: "next" },
  {
    turns: ["who should I grab off waivers this week?", "and what about sleepers for next week?"],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["dame unos sleepers para la semana que viene"], expect: "sleepers", week: "next" },
  { turns: ["who could break out next week that nobody's rostering?"], expect: "sleepers", week: "next" },

  // dropStash
  { turns: ["should I drop Aiyuk or keep stashing him?"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  { turns: ["Olave's hurt AGAIN, cut him o stash?"], expect: "dropStash", players: ["Chris Olave"] },
  {
    turns: ["which injured guy do I drop, Tyreek or Godwin?"],
    expect: "dropStash",
    players: ["Tyreek Hill", "Chris Godwin"],
  },
  {
    turns: ["Gainwell's out a few weeks", "worth holding him or just drop?"],
    expect: "dropStash",
    players: ["Kenneth Gainwell"],
  },
  { turns: ["need a roster spot for a waiver guy", "which of my injured players should I cut?"], expect: "dropStash" },

  // byeCover
  {
    turns: ["my QB is on bye next week, who's a backup QB I can grab?"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  { turns: ["need a streaming TE for Kelce's bye"], expect: "byeCover", position: "TE" },
  {
    turns: ["who's on bye for me in week 12?", "ok so who covers my TE that week"],
    expect: "byeCover",
    position: "TE",
    week: 12,
  },
  { turns: ["streaming defense for the bye week, who ya got"], expect: "byeCover", position: "DEF" },
  { turns: ["Burrow's bye is coming up", "who do I plug in at QB that week?"], expect: "byeCover", position: "QB" },
  { turns: ["Dicker's on bye esta semana, need a kicker to cover"], expect: "byeCover", position: "K" },

  // scenario
  { turns: ["if I win out do I make it?"], expect: "scenario", scenario: "win-out" },
  { turns: ["what are my odds if I go 3-2 the rest of the way?"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  { turns: ["si pierdo esta semana, am I cooked?"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["do I get in at 8-6?"], expect: "scenario", scenario: { wins: 8, games: 14 } },
  {
    turns: ["what are my playoff odds?", "and if I win two more?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  { turns: ["say I finish 4-1 — then what are my chances?"], expect: "scenario", scenario: { wins: 4, games: 5 } },

  // tradeIdeas
  { turns: ["what can I get for Jalen Hurts?"], expect: "tradeIdeas", players: ["Jalen Hurts"] },
  { turns: ["give me trade targets if I shop Breece Hall"], expect: "tradeIdeas", players: ["Breece Hall"] },
  { turns: ["2-for-1 ideas using Ja'Marr? quiero more RB depth"], expect: "tradeIdeas", players: ["Ja'Marr Chase"] },
  {
    turns: ["I'm overloaded at WR", "what could Terry McLaurin fetch me in a trade?"],
    expect: "tradeIdeas",
    players: ["Terry McLaurin"],
  },
  {
    turns: ["could I package Pickens + Odunze for a stud? ideas?"],
    expect: "tradeIdeas",
    players: ["George Pickens", "Rome Odunze"],
  },

  // two-part
  {
    turns: ["start Jacobs or Kyren this week, and what's my projected total?"],
    expect: ["startSit", "projectedTotal"],
    players: ["Josh Jacobs", "Kyren Williams"],
  },
  { turns: ["what's my record and my playoff odds?"], expect: ["record", "playoffs"] },
  {
    turns: ["is Puka playing? and if he is, do I start him over Pickens"],
    expect: ["status", "startSit"],
    players: ["Puka Nacua", "George Pickens"],
  },
  { turns: ["who am I playing this week y who's on bye for me?"], expect: ["matchup", "rosterStatus"] },
  { turns: ["rank my RBs and then set my lineup"], expect: ["positionRank", "lineup"], position: "RB" },
  {
    turns: ["I need a roster spot", "who should I pick up, and who do I drop, Aiyuk or Olave?"],
    expect: ["waivers", "dropStash"],
    players: ["Brandon Aiyuk", "Chris Olave"],
  },
  {
    turns: ["what's Waddle worth and what could I actually get for him?"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Jaylen Waddle"],
  },
  { turns: ["playoff odds right now, and what if I win out?"], expect: ["playoffs", "scenario"], scenario: "win-out" },
  { turns: ["sleepers for next week + any buy-low guys?"], expect: ["sleepers", "buyLow"], week: "next" },

  // help
  { turns: ["oye what can you do exactly?"], expect: "help" },
  { turns: ["what kinda stuff can you help me with?"], expect: "help" },
  { turns: ["how does this GM thing work, what can I ask you?"], expect: "help" },
  { turns: ["hola!", "what are you able to help with?"], expect: "help" },

  // None
  { turns: ["what's the weather gonna be in Dallas on sunday?"], expect: "None" },
  { turns: ["tell me a joke, necesito reírme after this week"], expect: "None" },
  { turns: ["should I take the Cowboys -3 this weekend? thinking of betting"], expect: "None" },
  { turns: ["best tacos in San Antonio, go"], expect: "None" },
  { turns: ["gracias for the help", "btw can you help me write an email to my boss?"], expect: "None" },
  { turns: ["build me a 4-leg parlay for sunday night"], expect: "None" },
];
