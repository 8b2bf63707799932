// Blind held-out evaluation set 42 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a hospice chaplain (gentle, formal, reflective), a long-distance runner mid-training
// (terse, post-run, phone typing), a Scottish fan (aye, wee, dinnae, cannae), a tattoo artist (between clients).
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_42: HeldOutCase[] = [
  // startSit
  {
    turns: ["got a client in 10 so quick one, do i roll jaylen warren out there or sit him for chuba"],
    expect: "startSit",
    players: ["Jaylen Warren", "Chuba Hubbard"],
  },
  {
    turns: ["Bucky's back fae the knock, aye?", "Braw. So dae ah start him ower Kenneth Walker this week or no"],
    expect: "startSit",
    players: ["Bucky Irving", "Kenneth Walker III"],
  },
  {
    turns: [
      "I have been sitting with a decision that feels very small beside the ones I witness at work. " +
        "Should Jordan Love start for me this week, or would it be wiser to sit him?",
    ],
    expect: "startSit",
    players: ["Jordan Love"],
  },
  {
    turns: ["17 miles done 🥵 brain is mush", "metcalf or jakobi meyers sunday"],
    expect: "startSit",
    players: ["DK Metcalf", "Jakobi Meyers"],
  },
  {
    turns: [
      "how's trey mcbride looking rest of season",
      "cool. this week tho he's an auto start right? or do i sit him vs that defense",
    ],
    expect: "startSit",
    players: ["Trey McBride"],
  },

  // compare
  {
    turns: [
      "Looking past this week, toward the end of the season: whom would you rather have, " +
        "Drake London or Garrett Wilson?",
    ],
    expect: "compare",
    players: ["Drake London", "Garrett Wilson"],
  },
  {
    turns: ["long term who's the better piece, jeanty or omarion hampton. not asking about this week"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "Been thinkin aboot ma receivers the hale day",
      "Puka or Amon-Ra fur the rest o the season, which yin's better?",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: ["who's better ros, JT or Derrick Henry", "hm ok", "what about JT vs Bijan"],
    expect: "compare",
    players: ["Jonathan Taylor", "Bijan Robinson"],
  },
  {
    turns: [
      "I keep returning to this question as I drive between visits. For the remaining weeks, " +
        "is Brock Bowers or Trey McBride the stronger tight end?",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["egbuka vs tetairoa for the rest of the year, who's the dawg 🖤"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },

  // slot
  { turns: ["Who's gettin ma flex spot this week then? Cannae leave it empty"], expect: "slot" },
  {
    turns: ["my rb2 spot has been a mess since swift went down", "who goes in there this week"],
    expect: "slot",
  },
  { turns: ["who should fill my QB spot sunday, been too busy logging miles to even look"], expect: "slot" },
  {
    turns: [
      "I've been tinkering with my lineup after evening prayers.",
      "The third receiver slot is still empty. Whom would you place there this week?",
    ],
    expect: "slot",
  },
  { turns: ["best option for my flex this week? going out for a shakeout run in 5"], expect: "slot" },

  // lineup
  {
    turns: ["can u just set my whole lineup for this week, got a full sleeve session today and zero brain left"],
    expect: "lineup",
  },
  {
    turns: ["Would you look over my lineup for this week and let me know if anything ought to change?"],
    expect: "lineup",
  },
  { turns: ["optimize lineup pls. week 11"], expect: "lineup", week: 11 },
  {
    turns: [
      "Ma team's been honkin the last two weeks",
      "Gonnae sort oot ma startin lineup fur this week? Best possible, nae messin",
    ],
    expect: "lineup",
  },
  {
    turns: ["is my lineup good for this week?", "ok what about next week, set it up now so i dont forget"],
    expect: "lineup",
    week: "next",
  },

  // outlook
  {
    turns: ["What does the rest of the season hold for Caleb Williams, in your estimation?"],
    expect: "outlook",
    players: ["Caleb Williams"],
  },
  {
    turns: ["whats jsn's ceiling this week, just curious, he's locked in regardless"],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: ["How's Gibbs lookin this week?", "Aye an' whit aboot the rest o the season, is he still a monster?"],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["achane's practicing full right?", "projection for him sunday"],
    expect: "outlook",
    players: ["De'Von Achane"],
  },
  {
    turns: ["lamb or rice this week", "nvm i already decided. just tell me what ceedee's projecting"],
    expect: "outlook",
    players: ["CeeDee Lamb"],
  },
  {
    turns: ["How many points do you expect Travis Kelce to give me this week?"],
    expect: "outlook",
    players: ["Travis Kelce"],
  },

  // status
  {
    turns: ["Is Nico Collins playin the weekend or is he still crocked?"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["what's breece hall's outlook", "is he even healthy tho"],
    expect: "status",
    players: ["Breece Hall"],
  },
  {
    turns: ["I've heard conflicting reports about Joe Burrow. Is he expected to play this week?"],
    expect: "status",
    players: ["Joe Burrow"],
  },
  { turns: ["rashee rice game-time decision or nah?"], expect: "status", players: ["Rashee Rice"] },
  {
    turns: ["Whit's the story wi Mark Andrews?", "Naw ah mean is he injured or whit"],
    expect: "status",
    players: ["Mark Andrews"],
  },

  // tradeValue
  { turns: ["what's derrick henry worth in a trade rn"], expect: "tradeValue", players: ["Derrick Henry"] },
  {
    turns: ["Should I sell Mike Evans now, or hold on to him a while longer?"],
    expect: "tradeValue",
    players: ["Mike Evans"],
  },
  {
    turns: [
      "Somebody's been sniffin aboot ma Bijan",
      "Coach Blake, the Sunday Scaries fella",
      "Whit's he actually worth? Dinnae want tae get mugged aff",
    ],
    expect: "tradeValue",
    players: ["Bijan Robinson"],
  },
  {
    turns: ["how's davante doing ros", "should i cash him out while his value's up or hold"],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: [
      "Thank you for your help with Kyren Williams yesterday.",
      "One more thought: how much value does he hold on the trade market right now?",
    ],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },

  // buyLow
  { turns: ["Who's worth buyin low on the now? Onybody slumpin that'll bounce back?"], expect: "buyLow" },
  { turns: ["gimme some sell-high guys around the league before the deadline"], expect: "buyLow" },
  { turns: ["buy low targets? quick, between intervals"], expect: "buyLow" },
  {
    turns: ["trade deadline's coming up yeah?", "who's underpriced rn that i should be poking at"],
    expect: "buyLow",
  },
  { turns: ["buy lows this week", "and sell highs?"], expect: "buyLow" },

  // trade
  {
    turns: ["someone offered me puka for my bijan. do i take it"],
    expect: "trade",
    players: ["Puka Nacua", "Bijan Robinson"],
  },
  {
    turns: ["Coach Quinn wants ma Josh Allen fur his Lamar Jackson. Is it worth it?"],
    expect: "trade",
    players: ["Josh Allen", "Lamar Jackson"],
  },
  {
    turns: [
      "I have been offered Saquon Barkley in exchange for Jahmyr Gibbs and Zay Flowers. " +
        "Is it a fair trade for my team?",
    ],
    expect: "trade",
    players: ["Saquon Barkley", "Jahmyr Gibbs", "Zay Flowers"],
  },
  {
    turns: ["got a trade offer", "my chase brown for his javonte williams + jordan addison. accept?"],
    expect: "trade",
    players: ["Chase Brown", "Javonte Williams", "Jordan Addison"],
  },
  {
    turns: ["would u do kittle for laporta straight up"],
    expect: "trade",
    players: ["George Kittle", "Sam LaPorta"],
  },
  {
    turns: ["Trade offer in fae the Sunday Scaries", "Ah gie them Breece Hall, they gie me James Cook. Aye or naw?"],
    expect: "trade",
    players: ["Breece Hall", "James Cook"],
  },

  // waivers
  {
    turns: ["how much faab should i throw at kyle monangai"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  { turns: ["Need a TE aff the wire, who's oot there?"], expect: "waivers", position: "TE" },
  { turns: ["Which free agents would you recommend I add this week?"], expect: "waivers" },
  { turns: ["my RB depth is cooked", "best RB on the wire rn?"], expect: "waivers", position: "RB" },
  {
    turns: ["who should i pick up this week", "i've got 37 faab left, how much do i bid on the top guy"],
    expect: "waivers",
  },

  // playoffs
  { turns: ["Whit are ma chances o makin the playoffs? Be honest wi me"], expect: "playoffs" },
  {
    turns: ["Please be gentle with me: is there a realistic chance I make the playoffs this year?"],
    expect: "playoffs",
  },
  { turns: ["playoff odds?"], expect: "playoffs" },
  { turns: ["we're 5-5 right", "so what are my odds of getting in"], expect: "playoffs" },
  {
    turns: ["just did 6x800 at 5k pace 💀", "anyway am i making the playoffs or what"],
    expect: "playoffs",
  },
  {
    turns: [
      "I confess I've stopped checking the standings.",
      "Tell me straight: what are the chances Gridiron Gurus reaches the postseason?",
    ],
    expect: "playoffs",
  },

  // improveOdds
  { turns: ["what moves would bump my playoff odds"], expect: "improveOdds" },
  { turns: ["Whit can ah dae tae gie masel a better shot at the playoffs?"], expect: "improveOdds" },
  { turns: ["What are my playoff odds?", "And what could I do to improve them?"], expect: "improveOdds" },
  { turns: ["how do i raise my playoff chances? trades, pickups, whatever, im open"], expect: "improveOdds" },
  { turns: ["Ma playoff odds are mingin", "Ony moves that'd help wi that?"], expect: "improveOdds" },
  { turns: ["tell me straight what i need to change to sneak into the playoffs"], expect: "improveOdds" },

  // matchup
  {
    turns: ["Am ah favoured against the Blitz Brigade this week?"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  { turns: ["What are my chances of winning this week's game?"], expect: "matchup" },
  { turns: ["who's my opponent this wk", "oh them again", "am i favored"], expect: "matchup" },
  { turns: ["win prob this week?", "and who do i play next week?"], expect: "matchup", week: "next" },
  { turns: ["how do i stack up vs coach ellis this week"], expect: "matchup", team: "Pocket Passers" },

  // record
  { turns: ["Just back fae the match, soakin wet", "Whit's ma record the now?"], expect: "record" },
  { turns: ["Where does my team stand in the league at the moment?"], expect: "record" },
  { turns: ["what place am i in"], expect: "record" },
  { turns: ["how many wins do i have", "and losses lol"], expect: "record" },
  {
    turns: ["Ah've lost track o everything wi work", "How many games have ah won an' where am ah sittin in the table?"],
    expect: "record",
  },

  // rosterStatus
  { turns: ["who's on bye for me next week"], expect: "rosterStatus", week: "next" },
  {
    turns: ["Could you tell me which of my players are hurt or on bye this week?"],
    expect: "rosterStatus",
  },
  { turns: ["Ony o ma boys on a bye in week 12?"], expect: "rosterStatus", week: 12 },
  { turns: ["byes this week on my team?", "what about week 13"], expect: "rosterStatus", week: 13 },
  {
    turns: ["check my roster for injuries", "byes too, for next week"],
    expect: "rosterStatus",
    week: "next",
  },

  // positionRank
  { turns: ["Rank ma wide receivers fur this week"], expect: "positionRank", position: "WR" },
  { turns: ["order my rbs best to worst this week"], expect: "positionRank", position: "RB" },
  {
    turns: ["How would you rank my tight ends for week 11?"],
    expect: "positionRank",
    position: "TE",
    week: 11,
  },
  { turns: ["rank my RBs this week", "wow ok brutal", "now WRs"], expect: "positionRank", position: "WR" },
  {
    turns: ["rank my wrs for week 12", "same for qbs"],
    expect: "positionRank",
    position: "QB",
    week: 12,
  },

  // projectedTotal
  { turns: ["floor and ceiling for my squad this week?"], expect: "projectedTotal" },
  { turns: ["How many points is ma team projected fur the weekend?"], expect: "projectedTotal" },
  {
    turns: ["What range of points might my team score in week 12, from the worst case to the best?"],
    expect: "projectedTotal",
    week: 12,
  },
  { turns: ["projected pts this week", "next week?"], expect: "projectedTotal", week: "next" },
  { turns: ["what's my team projecting this week", "whats the worst case"], expect: "projectedTotal" },

  // leaders
  { turns: ["Who's top o the league the now?"], expect: "leaders" },
  {
    turns: ["not asking about my team for once", "who's the best team in the league, be honest"],
    expect: "leaders",
  },
  { turns: ["Could you show me the standings for the whole league?"], expect: "leaders" },
  { turns: ["show me the standings", "who's got the best playoff odds tho"], expect: "leaders" },
  { turns: ["which team's scored the most points", "and the fewest"], expect: "leaders" },

  // sleepers
  { turns: ["any sleepers for next week nobody's talking about"], expect: "sleepers", week: "next" },
  { turns: ["Gie's a wee sleeper or two fur next week"], expect: "sleepers", week: "next" },
  {
    turns: [
      "Thank you, that was a kind answer.",
      "Are there any quiet, overlooked players who might surprise people in the coming weeks?",
    ],
    expect: "sleepers",
  },
  { turns: ["deep sleeper WR for next week?"], expect: "sleepers", position: "WR", week: "next" },
  { turns: ["who's under the radar rn", "rb specifically"], expect: "sleepers", position: "RB" },

  // dropStash
  {
    turns: ["Should ah drop Malik Nabers or stash him on IR?"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  { turns: ["tyreek's hurt. cut him or IR stash?"], expect: "dropStash", players: ["Tyreek Hill"] },
  {
    turns: [
      "Several of my players are injured, which weighs on me more than it should.",
      "Which of them should I release, and which should I keep in reserve?",
    ],
    expect: "dropStash",
  },
  {
    turns: ["is tucker kraft done for the year?", "ok so do i just drop him"],
    expect: "dropStash",
    players: ["Tucker Kraft"],
  },
  { turns: ["Conner's on IR right", "stash or drop"], expect: "dropStash", players: ["James Conner"] },

  // byeCover
  {
    turns: ["Ma QB's on a bye next week, who can ah stream?"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  { turns: ["need a TE to cover kelce's bye"], expect: "byeCover", position: "TE" },
  {
    turns: ["My kicker has a bye this week. Who might stand in for him?"],
    expect: "byeCover",
    position: "K",
  },
  { turns: ["streamer at RB for the bye week? two of mine are off"], expect: "byeCover", position: "RB" },
  { turns: ["byes next week?", "ok who covers my qb"], expect: "byeCover", position: "QB", week: "next" },
  {
    turns: ["Ladd McConkey's on bye wk 12", "backup WR for that week?"],
    expect: "byeCover",
    position: "WR",
    week: 12,
  },

  // scenario
  { turns: ["If ah win oot, dae ah make the playoffs?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["If I lose this week, how much does that hurt my chances of reaching the playoffs?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["playoff odds?", "what if i win 2 of the last 4"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["if i win out im in right", "what if i go 3-2 instead"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  { turns: ["odds if i win 2 more games"], expect: "scenario", scenario: { wins: 2, games: null } },

  // tradeIdeas
  { turns: ["what could i get for garrett wilson"], expect: "tradeIdeas", players: ["Garrett Wilson"] },
  { turns: ["Ony 2-fur-1 trades ah should be lookin at?"], expect: "tradeIdeas" },
  { turns: ["Which team in the league would make the best trading partner for me?"], expect: "tradeIdeas" },
  { turns: ["i've got 3 good WRs and no RB", "who should i trade with to fix that"], expect: "tradeIdeas" },
  {
    turns: ["Whit's Courtland Sutton worth?", "An' whit could ah get fur him?"],
    expect: "tradeIdeas",
    players: ["Courtland Sutton"],
  },

  // help
  { turns: ["Forgive me, I'm new to this. What exactly can you help me with?"], expect: "help" },
  { turns: ["what can u actually do"], expect: "help" },
  { turns: ["How does this work then, whit dae ah ask ye?"], expect: "help" },
  { turns: ["what kinda stuff can you answer? typing this on a cooldown walk"], expect: "help" },
  { turns: ["hey", "what do you do exactly"], expect: "help" },
  { turns: ["Good morning.", "Before I begin, could you explain how this assistant works?"], expect: "help" },

  // None
  { turns: ["Did Celtic win last night?"], expect: "None" },
  {
    turns: ["ok lineup's set, thx", "unrelated but best gel for mile 18 of a marathon? my stomach hates maurten"],
    expect: "None",
  },
  { turns: ["whats a good aftercare balm for fresh tattoos, clients keep asking"], expect: "None" },
  {
    turns: ["Could you suggest a short prayer for a family who lost their father this morning?"],
    expect: "None",
  },
  { turns: ["Whit's the weather gonnae be like in Glasgow the weekend?"], expect: "None" },
  { turns: ["tell me a joke, slow day at the shop"], expect: "None" },
  {
    turns: ["thanks for the lineup help", "what's the spread on chiefs bills sunday? thinking of putting 20 on it"],
    expect: "None",
  },
  { turns: ["Who won the World Series this year?"], expect: "None" },

  // two asks in the last message
  {
    turns: ["Is Kittle playin this week, an' if he is, dae ah start him?"],
    expect: ["status", "startSit"],
    players: ["George Kittle"],
  },
  {
    turns: ["What is my record, and what are my chances of making the playoffs?"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["who am i playing this week and what's my projected total"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["waiver pickups this week? and should i drop skattebo to make room"],
    expect: ["waivers", "dropStash"],
    players: ["Cam Skattebo"],
  },
  {
    turns: ["Lookin at the table", "Who's top o the league, an' whit's ma ain record?"],
    expect: ["leaders", "record"],
  },
  { turns: ["set my lineup and tell me who's injured on my team"], expect: ["lineup", "rosterStatus"] },
  {
    turns: ["What would my playoff odds be if I win out, and what could I do now to improve them either way?"],
    expect: ["scenario", "improveOdds"],
    scenario: "win-out",
  },
  {
    turns: ["jacobs hurt?", "is he playing sunday, and what's he projected for"],
    expect: ["status", "outlook"],
    players: ["Josh Jacobs"],
  },
  {
    turns: ["is mclaurin worth selling now, and what could i get for him"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Terry McLaurin"],
  },
  {
    turns: ["Rank ma running backs fur this week an' tell me who's on a bye"],
    expect: ["positionRank", "rosterStatus"],
    position: "RB",
  },
  { turns: ["flex this week?", "who fills it, and any sleepers out there?"], expect: ["slot", "sleepers"] },
  {
    turns: ["Which players around the league would you buy low on, and is there anyone on waivers worth adding?"],
    expect: ["buyLow", "waivers"],
  },
  {
    turns: ["trade offer: my ja'marr chase for their saquon + zay flowers. yes or no? also am i favored this week"],
    expect: ["trade", "matchup"],
    players: ["Ja'Marr Chase", "Saquon Barkley", "Zay Flowers"],
  },
  {
    turns: ["Who should ah stick in at flex, an' whit's ma team projected fur this week?"],
    expect: ["slot", "projectedTotal"],
  },
  {
    turns: ["Should Baker Mayfield start for me this week? And separately, is he worth holding or selling?"],
    expect: ["startSit", "tradeValue"],
    players: ["Baker Mayfield"],
  },
];
