// Blind held-out evaluation set 88 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a follow-up-heavy manager in long threads — pronouns, ellipses ("and him?", "the other
// one", "same for next week"), nicknames, lowercase.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_88: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "got Zay Flowers and Garrett Wilson fighting over my WR2 spot",
      "Flowers laid an egg last week didn't he",
      "so who do I roll with sunday",
    ],
    expect: "startSit",
    players: ["Zay Flowers", "Garrett Wilson"],
  },
  { turns: ["kyren or chubba this week?"], expect: "startSit", players: ["Kyren Williams", "Chuba Hubbard"] },
  {
    turns: ["should I start Goff or Dart this week", "and in week 12, same two guys?"],
    expect: "startSit",
    players: ["Jared Goff", "Jaxson Dart"],
    week: 12,
  },
  {
    turns: ["how's Jamo looking this week", "and Pickens?", "if I can only play one of them, which?"],
    expect: "startSit",
    players: ["Jameson Williams", "George Pickens"],
  },
  {
    turns: ["I've got two tight ends now", "Ferguson and Kraft", "which one gets the nod?"],
    expect: "startSit",
    players: ["Jake Ferguson", "Tucker Kraft"],
  },
  {
    turns: ["thinking ahead to next week already", "Waddle, Olave, Meyers and I can only fit two of them", "who sits?"],
    expect: "startSit",
    players: ["Jaylen Waddle", "Chris Olave", "Jakobi Meyers"],
    week: "next",
  },

  // compare
  { turns: ["Bijan or Gibbs rest of season?"], expect: "compare", players: ["Bijan Robinson", "Jahmyr Gibbs"] },
  {
    turns: ["forget this week, I'm thinking long term", "Nabers or JSN — who would you rather own the rest of the way"],
    expect: "compare",
    players: ["Malik Nabers", "Jaxon Smith-Njigba"],
  },
  {
    turns: ["who's the better start this week, Hampton or Jeanty", "ok but for the rest of the year?"],
    expect: "compare",
    players: ["Omarion Hampton", "Ashton Jeanty"],
  },
  {
    turns: ["I can only keep one of McBride and Bowers through the playoffs", "which one do I hang onto?"],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  { turns: ["egbuka vs mcmillan ros"], expect: "compare", players: ["Emeka Egbuka", "Tetairoa McMillan"] },
  {
    turns: ["what's Breece Hall's outlook", "hm. would you rather have him or James Cook going forward?"],
    expect: "compare",
    players: ["Breece Hall", "James Cook"],
  },

  // slot
  { turns: ["who goes in my flex this week"], expect: "slot" },
  {
    turns: ["my tight end situation is a mess", "who should be in that spot this week?"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["need an RB2 this week — Tracy, Dowdle or Monangai?"],
    expect: "slot",
    position: "RB",
    players: ["Tyrone Tracy Jr.", "Rico Dowdle", "Kyle Monangai"],
  },
  { turns: ["who should I play at QB this week", "and for week 12?"], expect: "slot", position: "QB", week: 12 },
  { turns: ["which kicker should I use this week?"], expect: "slot", position: "K" },
  {
    turns: ["I've set everything else", "just need to fill the second WR spot", "who's the best fit there?"],
    expect: "slot",
    position: "WR",
  },

  // lineup
  { turns: ["can you set my lineup for sunday"], expect: "lineup" },
  { turns: ["just double checking before I lock things in — is my lineup right for this week?"], expect: "lineup" },
  { turns: ["just picked up Woody Marks", "does my lineup look ok now or should I shuffle things?"], expect: "lineup" },
  { turns: ["what's my best lineup this week", "same for next week"], expect: "lineup", week: "next" },
  { turns: ["Jacobs is questionable", "ugh ok, just give me the best lineup then"], expect: "lineup" },
  {
    turns: ["optimize my starters and tell me how many points I'm projected for"],
    expect: ["lineup", "projectedTotal"],
  },

  // outlook
  { turns: ["how many points is Puka gonna score this week?"], expect: "outlook", players: ["Puka Nacua"] },
  {
    turns: ["is Derrick Henry a good play this week", "what about JT?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  { turns: ["Tee Higgins", "what's he looking like rest of season?"], expect: "outlook", players: ["Tee Higgins"] },
  {
    turns: ["is Kittle healthy now?", "cool, so what's his projection"],
    expect: "outlook",
    players: ["George Kittle"],
  },
  {
    turns: ["what do you think of Skattebo this week", "same question for next week"],
    expect: "outlook",
    players: ["Cam Skattebo"],
    week: "next",
  },
  {
    turns: ["Chase Brown went off last week", "can he keep that up the rest of the year?"],
    expect: "outlook",
    players: ["Chase Brown"],
  },

  // status
  { turns: ["is CMC playing sunday"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["what's the latest on Rashee Rice", "wait, is he hurt?"], expect: "status", players: ["Rashee Rice"] },
  {
    turns: ["Nacua or London this week?", "hang on, is London banged up?", "and the other one?"],
    expect: "status",
    players: ["Puka Nacua"],
  },
  {
    turns: ["is Nabers playing this week and should I start him over Garrett Wilson"],
    expect: ["status", "startSit"],
    players: ["Malik Nabers", "Garrett Wilson"],
  },
  {
    turns: ["how's Mark Andrews' ankle, and what's he projected for this week"],
    expect: ["status", "outlook"],
    players: ["Mark Andrews"],
  },
  {
    turns: ["is Josh Jacobs going to play, and if not who do I pick up?"],
    expect: ["status", "waivers"],
    players: ["Josh Jacobs"],
  },

  // tradeValue
  { turns: ["what's Saquon worth in a trade"], expect: "tradeValue", players: ["Saquon Barkley"] },
  {
    turns: ["Bucky Irving's been on fire", "is it time to sell him?"],
    expect: "tradeValue",
    players: ["Bucky Irving"],
  },
  {
    turns: ["what could I get for Achane in a trade", "and Waddle?"],
    expect: "tradeValue",
    players: ["Jaylen Waddle"],
  },
  { turns: ["is now the time to buy Kenneth Walker"], expect: "tradeValue", players: ["Kenneth Walker III"] },
  {
    turns: ["what's Lamar's outlook for the rest of the year", "and what's his trade value right now"],
    expect: "tradeValue",
    players: ["Lamar Jackson"],
  },
  {
    turns: ["what's Derrick Henry worth, and would you flip him for CeeDee Lamb straight up"],
    expect: ["tradeValue", "trade"],
    players: ["Derrick Henry", "CeeDee Lamb"],
  },

  // buyLow
  { turns: ["who should I buy low on right now"], expect: "buyLow" },
  { turns: ["anybody on my roster I should sell high?"], expect: "buyLow" },
  {
    turns: ["my team's been struggling", "who are some guys I could get cheap before they bounce back?"],
    expect: "buyLow",
  },
  { turns: ["buy-low targets?", "ok and who should I be selling high"], expect: "buyLow" },
  {
    turns: ["trade deadline's coming up", "which of my guys are playing over their heads that I should cash in"],
    expect: "buyLow",
  },
  { turns: ["who should I sell high and who's worth grabbing on waivers"], expect: ["buyLow", "waivers"] },

  // trade
  {
    turns: ["someone offered me Ja'Marr Chase for Bijan and Ladd McConkey, do I take it"],
    expect: "trade",
    players: ["Ja'Marr Chase", "Bijan Robinson", "Ladd McConkey"],
  },
  {
    turns: [
      "Coach Harper wants Jonathan Taylor",
      "he's offering Drake London and Javonte Williams",
      "good deal for me?",
    ],
    expect: "trade",
    players: ["Jonathan Taylor", "Drake London", "Javonte Williams"],
    team: "Fourth & Long Shots",
  },
  {
    turns: ["would you do Jacobs for Amon-Ra straight up"],
    expect: "trade",
    players: ["Josh Jacobs", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "got a trade offer",
      "they give me Justin Jefferson, I send Nico Collins and Travis Etienne",
      "accept or decline?",
    ],
    expect: "trade",
    players: ["Justin Jefferson", "Nico Collins", "Travis Etienne Jr."],
  },
  {
    turns: ["evaluate this one: my Kyle Pitts for their Dallas Goedert"],
    expect: "trade",
    players: ["Kyle Pitts", "Dallas Goedert"],
  },
  {
    turns: [
      "I'm trading Garrett Wilson for Tee Higgins",
      "actually make it Wilson plus Dobbins for Higgins and Rhamondre",
      "is that fair?",
    ],
    expect: "trade",
    players: ["Garrett Wilson", "J.K. Dobbins", "Tee Higgins", "Rhamondre Stevenson"],
  },

  // waivers
  { turns: ["who should I pick up this week"], expect: "waivers" },
  { turns: ["how much FAAB should I throw around this week and on who"], expect: "waivers" },
  { turns: ["Derrick Henry's gonna miss a few weeks", "who do I grab off the wire?"], expect: "waivers" },
  { turns: ["any good RB adds out there?"], expect: "waivers" },
  {
    turns: ["is Woody Marks worth a claim", "how much should I bid on him"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  { turns: ["I've got 63 FAAB bucks left", "who's worth spending it on?"], expect: "waivers" },

  // playoffs
  { turns: ["what are my playoff odds"], expect: "playoffs" },
  { turns: ["am I gonna make the playoffs"], expect: "playoffs" },
  { turns: ["lost again last week", "how bad does the postseason picture look for me now?"], expect: "playoffs" },
  { turns: ["what's my record", "and my chances of getting in?"], expect: "playoffs" },
  { turns: ["what's my record and do I still have a shot at the playoffs"], expect: ["record", "playoffs"] },
  { turns: ["what are my playoff odds and what can I do to improve them"], expect: ["playoffs", "improveOdds"] },

  // improveOdds
  { turns: ["what moves would boost my playoff chances"], expect: "improveOdds" },
  { turns: ["my playoff odds are only like 40%?", "how do I get that number up"], expect: "improveOdds" },
  { turns: ["what should I do to make the playoffs"], expect: "improveOdds" },
  { turns: ["am I in a playoff spot right now?", "ok what can I change to lock it up"], expect: "improveOdds" },
  { turns: ["any trades or pickups that would help me sneak into the playoffs?"], expect: "improveOdds" },
  {
    turns: ["who do I play this week", "ugh. what can I do to improve my odds of getting to the postseason"],
    expect: "improveOdds",
  },

  // matchup
  { turns: ["who am I playing this week"], expect: "matchup" },
  { turns: ["am I favored this week?"], expect: "matchup" },
  { turns: ["I got smoked last week", "who do I have this week?", "and next week?"], expect: "matchup", week: "next" },
  { turns: ["what's my win probability against Coach Quinn"], expect: "matchup", team: "Blitz Brigade" },
  {
    turns: ["I'm up against End Zone Envy this week right?", "what's the projected score of that one"],
    expect: "matchup",
    team: "End Zone Envy",
  },
  { turns: ["who am I playing and what am I projected to score"], expect: ["matchup", "projectedTotal"] },

  // record
  { turns: ["we finally beat Coach Blake", "how many wins is that now?"], expect: "record" },
  { turns: ["where do I stand in the league"], expect: "record" },
  { turns: ["what place am I in"], expect: "record" },
  { turns: ["did I win last week?", "so what's that make my record"], expect: "record" },
  { turns: ["am I above .500"], expect: "record" },
  { turns: ["how are the Red Zone Raiders doing this year", "and me?"], expect: "record" },

  // rosterStatus
  { turns: ["who on my team is hurt"], expect: "rosterStatus" },
  { turns: ["sunday's almost here, who do I have on bye?"], expect: "rosterStatus" },
  { turns: ["any byes for me next week?"], expect: "rosterStatus", week: "next" },
  {
    turns: ["any injuries on my roster I should know about", "and byes in week 12?"],
    expect: "rosterStatus",
    week: 12,
  },
  { turns: ["who's injured on my team and who should I pick up to replace them"], expect: ["rosterStatus", "waivers"] },
  {
    turns: ["who's on bye for me next week and who can cover my WR spot"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "WR",
  },

  // positionRank
  { turns: ["rank my receivers for this week"], expect: "positionRank", position: "WR" },
  { turns: ["order my running backs best to worst"], expect: "positionRank", position: "RB" },
  { turns: ["rank my WRs", "now the tight ends"], expect: "positionRank", position: "TE" },
  { turns: ["Goff or Dart this week?", "actually just rank my QBs for me"], expect: "positionRank", position: "QB" },
  { turns: ["rank my RBs for week 11"], expect: "positionRank", position: "RB", week: 11 },
  { turns: ["rank my wideouts", "same for next week"], expect: "positionRank", position: "WR", week: "next" },

  // projectedTotal
  {
    turns: ["I'm starting everybody you suggested", "how many points am I projected for now?"],
    expect: "projectedTotal",
  },
  { turns: ["what's my ceiling this week"], expect: "projectedTotal" },
  { turns: ["what's my projected total for next week"], expect: "projectedTotal", week: "next" },
  { turns: ["am I favored?", "what's my floor though"], expect: "projectedTotal" },
  { turns: ["how many points should my team put up in week 12"], expect: "projectedTotal", week: 12 },
  { turns: ["projected points for my squad?", "and the range on that?"], expect: "projectedTotal" },

  // leaders
  { turns: ["who's in first place"], expect: "leaders" },
  { turns: ["which team has scored the most points this season"], expect: "leaders" },
  { turns: ["I play Coach Tatum soon", "what's his record?"], expect: "leaders", team: "Red Zone Raiders" },
  { turns: ["what's Sunday Scaries' record looking like"], expect: "leaders", team: "Sunday Scaries" },
  { turns: ["what are my playoff odds", "who has the best odds in the whole league though?"], expect: "leaders" },
  { turns: ["who's in first and where am I"], expect: ["leaders", "record"] },

  // sleepers
  { turns: ["any sleepers for next week"], expect: "sleepers", week: "next" },
  { turns: ["give me some deep-league pickups nobody's talking about"], expect: "sleepers" },
  { turns: ["who's flying under the radar heading into next week"], expect: "sleepers", week: "next" },
  { turns: ["I already know the obvious adds", "who are the deeper guys I should be looking at?"], expect: "sleepers" },
  { turns: ["waivers look thin this week", "sleepers?"], expect: "sleepers" },
  {
    turns: ["who should I pick up this week, and any deeper sleepers for next week?"],
    expect: ["waivers", "sleepers"],
  },

  // dropStash
  { turns: ["should I drop my injured guys or stash them"], expect: "dropStash" },
  { turns: ["should I IR Tyreek or just cut him"], expect: "dropStash", players: ["Tyreek Hill"] },
  {
    turns: ["Worthy's hurt again", "is he worth holding or should I let him go"],
    expect: "dropStash",
    players: ["Xavier Worthy"],
  },
  {
    turns: ["Aiyuk still hasn't played", "is he even worth stashing at this point?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  { turns: ["who's injured on my team", "ok should I drop any of them or IR them"], expect: "dropStash" },
  {
    turns: ["should I cut Dobbins, and who do I pick up in his place"],
    expect: ["dropStash", "waivers"],
    players: ["J.K. Dobbins"],
  },

  // byeCover
  {
    turns: ["both my running backs have a bye next week", "who should I grab to cover?"],
    expect: "byeCover",
    position: "RB",
    week: "next",
  },
  {
    turns: ["who's on bye for me this week", "ok so who can I pick up to fill the TE spot"],
    expect: "byeCover",
    position: "TE",
  },
  { turns: ["my QB has his bye coming up", "who's a good streamer to fill in?"], expect: "byeCover", position: "QB" },
  { turns: ["kicker's on bye in week 12", "need a streamer"], expect: "byeCover", position: "K", week: 12 },
  { turns: ["need a WR to cover a bye"], expect: "byeCover", position: "WR" },
  {
    turns: ["bye weeks are killing me", "any running back I can plug in for one week?"],
    expect: "byeCover",
    position: "RB",
  },

  // scenario
  { turns: ["what are my playoff odds if I win out"], expect: "scenario", scenario: "win-out" },
  { turns: ["4 games left", "if I win 2 of them do I get in?"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  { turns: ["what if I lose this week, do I still make it"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["what are my playoff chances", "and if I win three more?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  { turns: ["I've got four games left", "what if I go 3-1?"], expect: "scenario", scenario: { wins: 3, games: 4 } },
  {
    turns: ["if I win out do I make it, and what trades would help"],
    expect: ["scenario", "improveOdds"],
    scenario: "win-out",
  },

  // tradeIdeas
  { turns: ["who should I trade with to get a running back"], expect: "tradeIdeas", position: "RB" },
  {
    turns: ["Davante Adams is just sitting on my bench", "what could Coach Finley give me for him?"],
    expect: "tradeIdeas",
    players: ["Davante Adams"],
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["build me a 2-for-1 around Courtland Sutton and Rachaad White"],
    expect: "tradeIdeas",
    players: ["Courtland Sutton", "Rachaad White"],
  },
  { turns: ["I really need help at tight end", "who could I trade with?"], expect: "tradeIdeas", position: "TE" },
  {
    turns: ["Kamara's been fine for me but I'm deep at RB", "what would Play Action Pack offer for him?"],
    expect: "tradeIdeas",
    players: ["Alvin Kamara"],
    team: "Play Action Pack",
  },
  { turns: ["any trade ideas to upgrade at WR"], expect: "tradeIdeas", position: "WR" },

  // help
  { turns: ["what can you do"], expect: "help" },
  { turns: ["how does this work"], expect: "help" },
  { turns: ["hey", "what kind of stuff can you help me with?"], expect: "help" },
  { turns: ["what sorts of questions can I ask you"], expect: "help" },
  { turns: ["can you even help with trades or is it just lineups?"], expect: "help" },
  { turns: ["I'm new to this app", "how do I use this thing?"], expect: "help" },

  // None
  { turns: ["what's the weather gonna be like in Green Bay sunday"], expect: "None" },
  { turns: ["ok that's enough football for now", "tell me a joke"], expect: "None" },
  { turns: ["who won the Lakers game last night"], expect: "None" },
  { turns: ["I'm hosting the watch party sunday", "got a good chili recipe?"], expect: "None" },
  { turns: ["who's going to win the next election"], expect: "None" },
  { turns: ["can you help me with my algebra homework"], expect: "None" },
];
