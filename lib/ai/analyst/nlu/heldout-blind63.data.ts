// Blind held-out evaluation set 63 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a fast-talking auctioneer, a Minnesota fan (oh ya, you betcha, uff da), a quiet
// data analyst, a bartender on a slow night.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_63: HeldOutCase[] = [
  {
    turns: ["what's Garrett Wilson worth right now, sell or hold, sell or hold, going once"],
    expect: "tradeValue",
    players: ["Garrett Wilson"],
  },
  {
    turns: ["any of my injured players worth dropping", "mike evans specifically"],
    expect: "dropStash",
    players: ["Mike Evans"],
  },
  {
    turns: [
      "Henry, Henry, Derrick Henry, big game last week",
      "how many points is he putting up this week, give me a number",
    ],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: ["Uff da, who goes in my flex this week — Jaylen Warren, Rome Odunze or Hunter Henry?"],
    expect: "slot",
    players: ["Jaylen Warren", "Rome Odunze", "Hunter Henry"],
  },
  {
    turns: [
      "regular just told me kittle tweaked something in practice",
      "he reads twitter all day so who knows",
      "is he actually hurt or is that just bar talk?",
    ],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: [
      "slow night, nobody here but me and the jukebox 🍺",
      "so do i roll with caleb williams on sunday or is that asking for trouble",
    ],
    expect: "startSit",
    players: ["Caleb Williams"],
  },
  { turns: ["injury status: christian mccaffrey"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["playoff odds if i win out"], expect: "scenario", scenario: "win-out" },
  { turns: ["Am I favored against Blitz Brigade this week, ya think?"], expect: "matchup", team: "Blitz Brigade" },
  {
    turns: ["how many points we putting up this week total, give me the number, give me the range"],
    expect: "projectedTotal",
  },
  { turns: ["Hiya!", "what can ya help me with, then?"], expect: "help" },
  {
    turns: ["Should I be sellin' Jordan Addison or hangin' on to him, ya think?"],
    expect: "tradeValue",
    players: ["Jordan Addison"],
  },
  {
    turns: ["would you trade my ceedee lamb for malik nabers", "what if they add rachaad white to their side"],
    expect: "trade",
    players: ["CeeDee Lamb", "Malik Nabers", "Rachaad White"],
  },
  {
    turns: ["burrow's been out forever", "worth keeping him on ir or should i cut him loose?"],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  {
    turns: ["i've got like five receivers and no clue", "can you put 'em in order for me this week?"],
    expect: "positionRank",
    position: "WR",
  },
  { turns: ["injury report for my squad, who's hurt, who's out, give me the whole list"], expect: "rosterStatus" },
  {
    turns: ["ros outlook on jonathan taylor, and what's his trade value"],
    expect: ["outlook", "tradeValue"],
    players: ["Jonathan Taylor"],
  },
  { turns: ["which moves raise my playoff probability the most"], expect: "improveOdds" },
  { turns: ["league standings by record", "now sort by playoff odds"], expect: "leaders" },
  {
    turns: ["mark andrews is surplus with my te depth", "what could i get for him"],
    expect: "tradeIdeas",
    players: ["Mark Andrews"],
  },
  { turns: ["what can you do"], expect: "help" },
  { turns: ["sleepers, sleepers, who's flying under the radar, who's nobody talking about"], expect: "sleepers" },
  {
    turns: ["what are my odds if i lose this week, and what moves would keep me alive"],
    expect: ["scenario", "improveOdds"],
    scenario: "lose-this-week",
  },
  { turns: ["tell me a joke, it's dead in here"], expect: "None" },
  {
    turns: ["that Dart kid's been on a heater", "is it time to sell high or do I hold him, sell or hold, sell or hold"],
    expect: "tradeValue",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["playoffs, playoffs, what are the odds we're in the dance, give it to me straight, no fluff"],
    expect: "playoffs",
  },
  {
    turns: ["kelce's been meh for me all year", "is he even worth anything in a trade anymore?"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  { turns: ["projected points for my lineup this week", "what's the floor on that"], expect: "projectedTotal" },
  {
    turns: ["got way too many running backs", "who should i trade with to turn one into a wideout?"],
    expect: "tradeIdeas",
  },
  { turns: ["need a te streamer to cover the bye week"], expect: "byeCover", position: "TE" },
  { turns: ["who's in first place and where are we at, what place, come on"], expect: ["leaders", "record"] },
  {
    turns: ["ros: breece hall vs chase brown", "swap hall for omarion hampton, same question"],
    expect: "compare",
    players: ["Omarion Hampton", "Chase Brown"],
  },
  {
    turns: ["Brandon Aiyuk's still rotting on my IR, do I cut him or keep him, cut or keep"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["projection for jaxon smith-njigba this week — median and ceiling"],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
  },
  { turns: ["What's the weather gonna be like in Minneapolis this weekend?"], expect: "None" },
  {
    turns: ["Rank my receivers this week and tell me who goes in the flex, eh?"],
    expect: ["positionRank", "slot"],
    position: "WR",
  },
  { turns: ["Could ya rank my running backs for Sunday?"], expect: "positionRank", position: "RB" },
  {
    turns: ["evaluate: i send tee higgins + chuba hubbard, i receive jonathan taylor"],
    expect: "trade",
    players: ["Tee Higgins", "Chuba Hubbard", "Jonathan Taylor"],
  },
  { turns: ["Oh ya, so how's this thing work? What kinda stuff can I ask ya?"], expect: "help" },
  { turns: ["rank my rbs this week", "same for next week"], expect: "positionRank", week: "next", position: "RB" },
  {
    turns: [
      "alright folks we got Jacobs, we got Kyren, ONE rb spot — who's " +
        "starting this week, do I hear Jacobs, do I hear Kyren",
    ],
    expect: "startSit",
    players: ["Josh Jacobs", "Kyren Williams"],
  },
  { turns: ["Got any 2-for-1 ideas so I can upgrade at receiver, oh ya?"], expect: "tradeIdeas" },
  {
    turns: ["Got any sleepers for next week, and how much FAAB should I bid on 'em?"],
    expect: ["sleepers", "waivers"],
    week: "next",
  },
  {
    turns: ["flex, flex, flex, who's going in my flex this week, come on, quick, quick, I got a sale in five 🔨"],
    expect: "slot",
  },
  { turns: ["my record?", "and where does that put me in the standings"], expect: "record" },
  {
    turns: ["Nico Collins, is he a go, is he a no, is he a game-time decision, somebody tell me"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["alright lineup's set, thanks", "now how do I get my voice back after a twelve-hour auction, any tips"],
    expect: "None",
  },
  { turns: ["Who's gonna win the Stanley Cup this year, ya think? Go Wild!"], expect: "None" },
  { turns: ["win probability for this week's matchup"], expect: "matchup" },
  { turns: ["kyren williams trade value right now. sell or hold?"], expect: "tradeValue", players: ["Kyren Williams"] },
  {
    turns: ["got $37 of faab left and nothing to spend it on", "who should i put it on this week?"],
    expect: "waivers",
  },
  {
    turns: ["settling a bet with a regular here", "which team's got the best record in our league?"],
    expect: "leaders",
  },
  {
    turns: ["Bijan for Gibbs, straight swap, I give Bijan I get Gibbs, yes or no, sold or not sold"],
    expect: "trade",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: ["my injured guys, drop 'em or stash 'em, what's the call on the whole banged-up bunch"],
    expect: "dropStash",
  },
  {
    turns: [
      "rough week, man",
      "who should i grab off waivers, and is j.k. dobbins worth stashing on ir or do i drop him?",
    ],
    expect: ["waivers", "dropStash"],
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["just curious, no big deal", "what's my whole team projected to put up next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  { turns: ["thinking ahead to week 12", "anybody on my roster on bye that week?"], expect: "rosterStatus", week: 12 },
  {
    turns: [
      "Bowers McBride McBride Bowers, who's the better tight end the " + "rest of the way, I gotta know, I gotta know",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: [
      "buy low, buy low, who's on sale, who's cheap, who should I be " +
        "scooping up in trades before the price goes up",
    ],
    expect: "buyLow",
  },
  {
    turns: ["trade ideas, trade ideas, who should I be dealing with, what can I flip, let's make some deals"],
    expect: "tradeIdeas",
  },
  { turns: ["who's the best team in the league, who's on top, who's the one to beat"], expect: "leaders" },
  {
    turns: ["my QB's on bye next week, I need a streamer, I need a streamer, who's out there"],
    expect: "byeCover",
    week: "next",
    position: "QB",
  },
  { turns: ["first time using this thing", "what all can you help me with?"], expect: "help" },
  { turns: ["What're my playoff odds?", "uff da. okay, what moves would help me sneak in?"], expect: "improveOdds" },
  {
    turns: ["which of my starters are on bye in week 12", "best rb to cover that bye"],
    expect: "byeCover",
    week: 12,
    position: "RB",
  },
  { turns: ["who are the best buy-low candidates in the league right now"], expect: "buyLow" },
  { turns: ["who's my opponent this week", "what's my win probability against them"], expect: "matchup" },
  {
    turns: ["Whaddya think for my flex this week?", "okey dokey, and who's my TE this week then?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["What're my playoff odds right now?", "and if I go 3-1 the rest of the way?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["bench: tyrone tracy jr, wan'dale robinson, jake ferguson", "which one for the open flex this week"],
    expect: "slot",
    players: ["Tyrone Tracy Jr.", "Wan'Dale Robinson", "Jake Ferguson"],
  },
  { turns: ["sleepers for next week"], expect: "sleepers", week: "next" },
  {
    turns: ["my kicker's got a bye this week", "who should i pick up to kick for me?"],
    expect: "byeCover",
    position: "K",
  },
  { turns: ["what do I gotta do to get into the playoffs, what moves, what moves, lay it out"], expect: "improveOdds" },
  { turns: ["what's chase brown's trade value", "same for james cook"], expect: "tradeValue", players: ["James Cook"] },
  {
    turns: ["who's on bye for me next week, and who do i pick up to cover it?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
  },
  {
    turns: ["Oh ya, curious how everybody else is doin'", "could ya show me the standings for the whole league?"],
    expect: "leaders",
  },
  {
    turns: ["what if I lose this week, what if I drop this one, am I dead in the water or what"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  { turns: ["What're my playoff odds, and what can I do to make 'em better?"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["rest-of-season outlook for drake london", "and george pickens"],
    expect: "outlook",
    players: ["George Pickens"],
  },
  {
    turns: ["trade ideas involving deebo samuel", "which team would want him most"],
    expect: "tradeIdeas",
    players: ["Deebo Samuel"],
  },
  {
    turns: ["darnold or goff, week 11. i just want the higher median."],
    expect: "startSit",
    players: ["Sam Darnold", "Jared Goff"],
    week: 11,
  },
  {
    turns: ["set my optimal lineup for week 11 and give me the projected total"],
    expect: ["lineup", "projectedTotal"],
    week: 11,
  },
  { turns: ["what's a good bourbon for an old fashioned, running low on ideas back here"], expect: "None" },
  {
    turns: ["how much FAAB do I throw at Kyle Monangai, what's the bid, what's the bid, what's the bid"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  { turns: ["Uff da, Ja'Marr's on bye", "who do I grab to fill in for him?"], expect: "byeCover", position: "WR" },
  {
    turns: ["Is Jefferson playin' Sunday or what? Uff da, I saw somethin' about his hamstring"],
    expect: "status",
    players: ["Justin Jefferson"],
  },
  {
    turns: ["who are the buy-low guys out there and what could I get for Kelce, go"],
    expect: ["buyLow", "tradeIdeas"],
    players: ["Travis Kelce"],
  },
  {
    turns: ["How's J.J. McCarthy lookin' for the rest of the season, eh? Be honest, I'm a homer"],
    expect: "outlook",
    players: ["J.J. McCarthy"],
  },
  { turns: ["what's the spread on the Vikings game Sunday, real money, who's covering"], expect: "None" },
  {
    turns: ["How do I stack up against Sunday Scaries this weekend, oh ya?"],
    expect: "matchup",
    team: "Sunday Scaries",
  },
  {
    turns: ["What's my team projected for this week?", "and what's the ceilin' if everything breaks right, oh ya?"],
    expect: "projectedTotal",
  },
  { turns: ["current record and standing"], expect: "record" },
  { turns: ["write a sql query that dedupes a table by email"], expect: "None" },
  {
    turns: [
      "had a debate break out at the bar tonight",
      "guy swears jeanty's a better back than bijan from here on out. settle it for us",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Bijan Robinson"],
  },
  {
    turns: ["is puka healthy, and what's his projection this week"],
    expect: ["status", "outlook"],
    players: ["Puka Nacua"],
  },
  {
    turns: ["offer on the table: my Jacobs for their Puka, straight up, do I take it, do I take it"],
    expect: "trade",
    players: ["Josh Jacobs", "Puka Nacua"],
  },
  {
    turns: ["Uff da, do I drop Tucker Kraft or stash him? Heard he's out a long while"],
    expect: "dropStash",
    players: ["Tucker Kraft"],
  },
  { turns: ["tyreek hill: drop or stash on ir?"], expect: "dropStash", players: ["Tyreek Hill"] },
  { turns: ["explain the difference between median and mean in plain terms"], expect: "None" },
  {
    turns: [
      "got a trade offer while i was wiping down the taps",
      "they want my derrick henry, i'd get saquon. do i do it?",
    ],
    expect: "trade",
    players: ["Derrick Henry", "Saquon Barkley"],
  },
  {
    turns: [
      "rest of season, rest of season! Puka or Ja'Marr, who's the " +
        "better hold from here to the finish line, talk to me",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Ja'Marr Chase"],
  },
  {
    turns: ["Is Aaron Jones playin' this week, and if he is, do I start him?"],
    expect: ["status", "startSit"],
    players: ["Aaron Jones"],
  },
  { turns: ["top waiver adds this week, and how much faab on the #1"], expect: "waivers" },
  {
    turns: [
      "oh ya, Jefferson's locked in, you betcha",
      "but uff da, Addison or Waddle this week? can only play one of 'em",
    ],
    expect: "startSit",
    players: ["Jordan Addison", "Jaylen Waddle"],
  },
  { turns: ["do you handle trade evaluations or only lineups. list capabilities."], expect: "help" },
  {
    turns: ["quiet in here tonight", "mind checking my whole lineup before i forget? it's been a long day"],
    expect: "lineup",
  },
  { turns: ["where do we sit, where do we stand, what place are we in, quick"], expect: "record" },
  {
    turns: ["bucky's snap share has been around 48% the last two games.", "start or sit him this week?"],
    expect: "startSit",
    players: ["Bucky Irving"],
  },
  { turns: ["record and current playoff odds"], expect: ["record", "playoffs"] },
  { turns: ["Any under-the-radar guys worth a look for next week, ya know?"], expect: "sleepers", week: "next" },
  { turns: ["who's underperforming that i could probably grab cheap from another manager"], expect: "buyLow" },
  { turns: ["rank my wrs for this week"], expect: "positionRank", position: "WR" },
  { turns: ["buy-low targets?", "actually flip it: sell-high candidates"], expect: "buyLow" },
  {
    turns: ["Uff da, what're my odds if I win just two more games?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["Should I start Hockenson this week?", "alrighty, thanks", "what about next week, same deal?"],
    expect: "startSit",
    players: ["T.J. Hockenson"],
    week: "next",
  },
  {
    turns: ["playoff odds", "conditional on winning 2 of the last 3"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  { turns: ["who fills my rb2 slot this week"], expect: "slot", position: "RB" },
  {
    turns: ["been thinking about my guy achane between pours", "what kinda ceiling's he got this week?"],
    expect: "outlook",
    players: ["De'Von Achane"],
  },
  { turns: ["who leads the league in points for"], expect: "leaders" },
  { turns: ["my playoff odds are lousy, i know", "what should i change to fix that?"], expect: "improveOdds" },
  {
    turns: [
      "Got a trade offer from Coach Quinn, oh ya",
      "he wants my Jordan Addison",
      "and I'd get Davante Adams back. Good deal or no?",
    ],
    expect: "trade",
    players: ["Jordan Addison", "Davante Adams"],
  },
  { turns: ["rank 'em, rank 'em, my tight ends best to worst this week"], expect: "positionRank", position: "TE" },
  { turns: ["current playoff probability for my team"], expect: "playoffs" },
  {
    turns: ["Any running backs worth pickin' up on waivers?", "how 'bout a tight end then?"],
    expect: "waivers",
    position: "TE",
  },
  { turns: ["lost count after last week's mess", "what's my win-loss at now?"], expect: "record" },
  {
    turns: ["who am I up against this week and what are we projected to score, go go go"],
    expect: ["matchup", "projectedTotal"],
  },
  { turns: ["all my regulars talk about the same big names", "who's a deep sleeper nobody's on?"], expect: "sleepers" },
  { turns: ["pretty sure we're 5-5", "am i making the playoffs or what?"], expect: "playoffs" },
  { turns: ["Any sell-high guys I oughta move while the gettin's good, ya know?"], expect: "buyLow" },
  {
    turns: [
      "Been thinkin' past this week for once",
      "Jefferson or Nabers for the rest of the year, who'd ya rather have, don'tcha know?",
    ],
    expect: "compare",
    players: ["Justin Jefferson", "Malik Nabers"],
  },
  {
    turns: ["long-term value, ignore this week: tetairoa mcmillan or emeka egbuka?"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  { turns: ["What's our record now? Lost track, uff da"], expect: "record" },
  { turns: ["What can I do to bump up my playoff chances? Any moves, ya know?"], expect: "improveOdds" },
  { turns: ["projected total for my team this week, with floor and ceiling"], expect: "projectedTotal" },
  {
    turns: ["Is Jordan Mason good to go this week?", "and how 'bout Hockenson, oh ya?"],
    expect: "status",
    players: ["T.J. Hockenson"],
  },
  {
    turns: ["We just lost a heartbreaker, uff da", "what're my chances of makin' the playoffs now, honestly?"],
    expect: "playoffs",
  },
  {
    turns: ["i keep second-guessing my WR3 spot", "who should actually be in it this week?"],
    expect: "slot",
    position: "WR",
  },
  { turns: ["byes on my roster this week?", "and week 13"], expect: "rosterStatus", week: 13 },
  {
    turns: ["set my lineup, set my lineup, whole thing, this week, going once going twice just do it for me"],
    expect: "lineup",
  },
  { turns: ["any injuries or byes on my roster this week"], expect: "rosterStatus" },
  { turns: ["Who's out there on the wire worth grabbin' this week, oh ya?"], expect: "waivers" },
  { turns: ["Oh ya, could ya look over my whole lineup for Sunday and tell me if it's set right?"], expect: "lineup" },
  { turns: ["optimize my starting lineup for week 11 by projected points"], expect: "lineup", week: 11 },
  { turns: ["sleepers this week?", "te only"], expect: "sleepers", position: "TE" },
  { turns: ["optimize my lineup for this week", "now do next week"], expect: "lineup", week: "next" },
  { turns: ["what are you, what do you do, what can I ask you, quick rundown, go"], expect: "help" },
  { turns: ["who am I playing this week", "and am I favored, yes or no, what's the number"], expect: "matchup" },
  { turns: ["Who's on bye next week on my team, eh?"], expect: "rosterStatus", week: "next" },
  {
    turns: ["is it just me or are we sliding", "who've i got this week, and am i still making the playoffs?"],
    expect: ["matchup", "playoffs"],
  },
  {
    turns: ["four games left for us", "if i win two of 'em, am i in?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
];
