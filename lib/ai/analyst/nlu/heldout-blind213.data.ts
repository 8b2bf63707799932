// Blind held-out evaluation set 213 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a chatty, lowercase manager in long back-and-forth threads (3-5 turns) who leans on
// pronouns and ellipsis later on ('and him?', 'same for next week', 'ok so then who') and switches topic now and then.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_213: HeldOutCase[] = [
  // ---------- startSit ----------
  {
    turns: ["jt good to go this week?", "ok and gibbs?", "nice both healthy. so if i can only start one of em who"],
    expect: "startSit",
    players: ["Jonathan Taylor", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "who am i up against this week",
      "yikes they're loaded",
      "ok so i need upside... garrett wilson or jordan addison",
    ],
    expect: "startSit",
    players: ["Garrett Wilson", "Jordan Addison"],
  },
  {
    turns: [
      "what's mark andrews looking like this week",
      "hm meh. and kincaid?",
      "ok so which one am i rolling out sunday",
    ],
    expect: "startSit",
    players: ["Mark Andrews", "Dalton Kincaid"],
  },
  {
    turns: ["rico dowdle's been cooking lately huh", "who's he got this week", "so... do i start him or nah"],
    expect: "startSit",
    players: ["Rico Dowdle"],
  },
  {
    turns: [
      "chase brown or kenneth walker this week?",
      "hmm ok",
      "swap chase out for bucky, so bucky vs walker, same q",
    ],
    expect: "startSit",
    players: ["Bucky Irving", "Kenneth Walker III"],
  },
  {
    turns: ["zay flowers or courtland sutton this week", "ok makes sense", "and next week? same two guys"],
    expect: "startSit",
    players: ["Zay Flowers", "Courtland Sutton"],
    week: "next",
  },

  // ---------- compare ----------
  {
    turns: [
      "drake london or garrett wilson this week?",
      "ok cool",
      "but forget this week, rest of the year who's the better guy to have",
    ],
    expect: "compare",
    players: ["Drake London", "Garrett Wilson"],
  },
  {
    turns: ["breece or cook", "not for this week lol", "i mean like the rest of the season who'd you rather own"],
    expect: "compare",
    players: ["Breece Hall", "James Cook"],
  },
  {
    turns: [
      "i've got mcmillan and egbuka both",
      "thinking about moving one of them eventually",
      "so which one's the better guy to have from here on out",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: [
      "jeanty or hampton the rest of the way",
      "and toss judkins in there too, how do the three of them stack up ros",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton", "Quinshon Judkins"],
  },
  {
    turns: ["how's bowers' knee", "ok good", "bowers or mcbride for the stretch run and playoffs, be honest"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["who's better ros, nico collins or tee higgins?", "interesting", "same thing for jsn vs puka"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Puka Nacua"],
  },

  // ---------- slot ----------
  { turns: ["is lamar back this week", "ugh ok", "so who's my qb this week then"], expect: "slot", position: "QB" },
  {
    turns: ["who am i playing this week", "ok cool", "and who should i slot in at te"],
    expect: "slot",
    position: "TE",
  },
  { turns: ["my rbs are a mess rn", "like genuinely who do i even put in the flex this week"], expect: "slot" },
  {
    turns: ["what's my record", "ok whatever", "who's my best option at kicker this week"],
    expect: "slot",
    position: "K",
  },
  {
    turns: ["what defense should i be starting this week", "like out of the two i've got"],
    expect: "slot",
    position: "DEF",
  },

  // ---------- lineup ----------
  {
    turns: [
      "who am i playing this week",
      "they're projected for a ton huh",
      "ok just give me the best lineup against them",
    ],
    expect: "lineup",
  },
  { turns: ["is ceedee on bye", "ugh of course", "ok so what's my whole lineup look like then"], expect: "lineup" },
  { turns: ["start/sit everything for me this week, full lineup pls"], expect: "lineup" },
  {
    turns: [
      "is it chase brown or bucky",
      "idk i keep going back and forth",
      "actually screw it just build my whole starting lineup",
    ],
    expect: "lineup",
  },
  {
    turns: ["rank my wrs", "and rbs", "ok now put it all together, who starts where for me this week"],
    expect: "lineup",
  },

  // ---------- outlook ----------
  {
    turns: ["kyren playing this week?", "ok good", "what's he projected for"],
    expect: "outlook",
    players: ["Kyren Williams"],
  },
  {
    turns: ["who am i playing", "k. what's the ceiling on jamo this week"],
    expect: "outlook",
    players: ["Jameson Williams"],
  },
  {
    turns: ["woody marks has been getting more work right", "what's his outlook the rest of the way"],
    expect: "outlook",
    players: ["Woody Marks"],
  },
  {
    turns: ["dart or nix this week", "hmm ok", "what's dart's ceiling though, like best case"],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["is achane good this week", "ok and what's he projected for next week"],
    expect: "outlook",
    players: ["De'Von Achane"],
    week: "next",
  },
  {
    turns: ["tyler warren's been solid", "how many points is he supposed to get this week", "and his ceiling?"],
    expect: "outlook",
    players: ["Tyler Warren"],
  },

  // ---------- status ----------
  {
    turns: ["need a wr for this week", "wait is chase even playing this week"],
    expect: "status",
    players: ["Ja'Marr Chase"],
  },
  { turns: ["cmc looked slow last week", "is he hurt or what"], expect: "status", players: ["Christian McCaffrey"] },
  {
    turns: ["should i just keep holding nabers", "actually first, is he still out?"],
    expect: "status",
    players: ["Malik Nabers"],
  },
  { turns: ["is rashee rice playing sunday", "and worthy?"], expect: "status", players: ["Xavier Worthy"] },
  {
    turns: ["who'd i play at te", "hold on is kittle hurt again", "or is he on bye or something"],
    expect: "status",
    players: ["George Kittle"],
  },

  // ---------- tradeValue ----------
  {
    turns: ["dowdle's been going off", "like 3 weeks straight", "is this the time to sell high on him"],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  {
    turns: ["marvin harrison jr has been kinda meh", "should i try to buy him while he's cheap"],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: ["what's kelce's trade value right now", "like is he worth anything", "should i sell him or ride it out"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  { turns: ["jsn is on fire", "sell or hold him?"], expect: "tradeValue", players: ["Jaxon Smith-Njigba"] },
  {
    turns: ["what's gainwell's outlook", "ok so he's hot rn", "worth selling while his value's up?"],
    expect: "tradeValue",
    players: ["Kenneth Gainwell"],
  },
  {
    turns: ["how's derrick henry doing lately", "he's like 31 right", "is he a sell at this point"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },

  // ---------- buyLow ----------
  { turns: ["any buy low guys out there rn"], expect: "buyLow" },
  { turns: ["my team's thin at wr", "who should i be trying to buy low on"], expect: "buyLow" },
  { turns: ["which players are undervalued right now that i could trade for cheap"], expect: "buyLow" },
  { turns: ["what are my odds", "ok not great", "who are the buy-low targets around the league"], expect: "buyLow" },
  { turns: ["any studs whose managers might be panicking", "like guys i can pry away for cheap"], expect: "buyLow" },

  // ---------- trade ----------
  {
    turns: ["would you do hubbard for kenneth walker"],
    expect: "trade",
    players: ["Chuba Hubbard", "Kenneth Walker III"],
  },
  {
    turns: ["coach tatum offered me drake london", "for waddle", "is that good for me"],
    expect: "trade",
    players: ["Jaylen Waddle", "Drake London"],
  },
  {
    turns: ["got an offer", "my tee higgins + rachaad white for his amon-ra", "accept?"],
    expect: "trade",
    players: ["Tee Higgins", "Rachaad White", "Amon-Ra St. Brown"],
  },
  {
    turns: ["is jacobs for saquon a fair swap", "hmm", "what if i throw in jakobi meyers on my side"],
    expect: "trade",
    players: ["Josh Jacobs", "Jakobi Meyers", "Saquon Barkley"],
  },
  {
    turns: ["thinking about trading davante", "to coach ellis for dk metcalf", "good idea or nah"],
    expect: "trade",
    players: ["Davante Adams", "DK Metcalf"],
  },

  // ---------- waivers ----------
  { turns: ["what's my record", "ok and who should i pick up this week"], expect: "waivers" },
  { turns: ["my rb room is hurting", "anyone worth grabbing on the wire at rb"], expect: "waivers", position: "RB" },
  {
    turns: ["monangai looks like he's getting the work now", "how much faab should i throw at him"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  { turns: ["need a te bad", "who's out there on waivers"], expect: "waivers", position: "TE" },
  { turns: ["best defense on the wire this week?"], expect: "waivers", position: "DEF" },
  {
    turns: ["is sean tucker worth an add", "ok how much should i bid on him"],
    expect: "waivers",
    players: ["Sean Tucker"],
  },

  // ---------- playoffs ----------
  { turns: ["what are my playoff odds"], expect: "playoffs" },
  { turns: ["am i making the playoffs or what"], expect: "playoffs" },
  { turns: ["what's my record", "ok and my playoff chances?"], expect: "playoffs" },
  { turns: ["what are coach blake's playoff odds"], expect: "playoffs", team: "Sunday Scaries" },
  {
    turns: ["my odds?", "what about end zone envy", "and coach reese's team"],
    expect: "playoffs",
    team: "Play Action Pack",
  },
  { turns: ["who am i playing", "ok realistically, do i get into the playoffs this year"], expect: "playoffs" },

  // ---------- improveOdds ----------
  { turns: ["what can i do to improve my playoff odds"], expect: "improveOdds" },
  { turns: ["what moves get me into the playoffs"], expect: "improveOdds" },
  { turns: ["my playoff odds?", "yikes", "how do i bump that up"], expect: "improveOdds" },
  { turns: ["if you had to make one move to help my playoff chances what is it"], expect: "improveOdds" },
  {
    turns: ["record?", "and odds?", "ok so what pickups or trades would actually help me sneak in"],
    expect: "improveOdds",
  },

  // ---------- matchup ----------
  { turns: ["who am i playing this week"], expect: "matchup" },
  { turns: ["set my lineup", "cool, what's my win chance now"], expect: "matchup" },
  { turns: ["who do i have next week"], expect: "matchup", week: "next" },
  { turns: ["who's on bye for me week 12", "ugh. who's my opponent in week 12 anyway"], expect: "matchup", week: 12 },
  { turns: ["am i favored this week"], expect: "matchup" },
  { turns: ["rank my wrs", "ok cool", "so how's my matchup looking, am i gonna win this one"], expect: "matchup" },

  // ---------- record ----------
  { turns: ["what's my record"], expect: "record" },
  { turns: ["where do i sit in the standings"], expect: "record" },
  { turns: ["remind me how many wins i have"], expect: "record" },
  { turns: ["who am i playing", "ok and what seed am i right now"], expect: "record" },
  { turns: ["what's my record", "and where's that put me in the standings"], expect: "record" },

  // ---------- rosterStatus ----------
  { turns: ["any injuries on my team"], expect: "rosterStatus" },
  { turns: ["who do i have on bye this week"], expect: "rosterStatus" },
  { turns: ["who's on bye for me next week"], expect: "rosterStatus", week: "next" },
  { turns: ["any of my guys hurt or on bye in week 12"], expect: "rosterStatus", week: 12 },
  { turns: ["set my lineup", "wait first", "who on my roster is banged up right now"], expect: "rosterStatus" },
  { turns: ["who's on bye for me in week 11", "and week 14?"], expect: "rosterStatus", week: 14 },

  // ---------- positionRank ----------
  { turns: ["rank my wrs this week"], expect: "positionRank", position: "WR" },
  { turns: ["order my running backs for week 11"], expect: "positionRank", position: "RB", week: 11 },
  { turns: ["rank my tes", "just this week"], expect: "positionRank", position: "TE" },
  { turns: ["rank my wrs this week", "same for rbs"], expect: "positionRank", position: "RB" },
  { turns: ["rank my qbs", "ok", "same thing for next week"], expect: "positionRank", position: "QB", week: "next" },
  {
    turns: ["which of my receivers are the best plays this week, top to bottom"],
    expect: "positionRank",
    position: "WR",
  },

  // ---------- projectedTotal ----------
  { turns: ["how many points am i projected for this week"], expect: "projectedTotal" },
  { turns: ["what's my projected total and range"], expect: "projectedTotal" },
  { turns: ["who am i playing", "and what's my team projected to score"], expect: "projectedTotal" },
  { turns: ["what's my floor and ceiling as a team this week"], expect: "projectedTotal" },
  { turns: ["projected points this week?", "and next week?"], expect: "projectedTotal", week: "next" },

  // ---------- leaders ----------
  { turns: ["who's the best team in the league"], expect: "leaders" },
  { turns: ["which team's scored the most points this year"], expect: "leaders" },
  { turns: ["who has the best record"], expect: "leaders" },
  { turns: ["which teams have the best playoff odds"], expect: "leaders" },
  { turns: ["what's my record", "ok and who's on top of the league"], expect: "leaders" },

  // ---------- sleepers ----------
  { turns: ["any sleepers for next week"], expect: "sleepers", week: "next" },
  { turns: ["give me some deep stash guys for the playoffs"], expect: "sleepers" },
  { turns: ["who's a sleeper nobody's talking about"], expect: "sleepers" },
  { turns: ["waivers look thin", "any lottery tickets worth grabbing for later in the year"], expect: "sleepers" },
  { turns: ["my bench is garbage", "who could break out in a couple weeks that i could grab now"], expect: "sleepers" },

  // ---------- dropStash ----------
  { turns: ["should i drop nabers or stash him"], expect: "dropStash", players: ["Malik Nabers"] },
  {
    turns: ["kraft's done for the year right?", "so do i just cut him"],
    expect: "dropStash",
    players: ["Tucker Kraft"],
  },
  { turns: ["is it worth holding aiyuk on my bench still"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  { turns: ["which of my injured guys should i drop"], expect: "dropStash" },
  {
    turns: ["skattebo's out for the year?", "ugh", "ok is he droppable"],
    expect: "dropStash",
    players: ["Cam Skattebo"],
  },
  { turns: ["ir stash or drop for godwin"], expect: "dropStash", players: ["Chris Godwin"] },

  // ---------- byeCover ----------
  {
    turns: ["ceedee's on bye, who do i play in his place"],
    expect: "byeCover",
    players: ["CeeDee Lamb"],
    position: "WR",
  },
  { turns: ["need a kelce replacement for his bye"], expect: "byeCover", players: ["Travis Kelce"], position: "TE" },
  {
    turns: ["mahomes is on bye", "who do i stream at qb"],
    expect: "byeCover",
    players: ["Patrick Mahomes"],
    position: "QB",
  },
  {
    turns: ["jt has his bye week 11 right?", "who covers for him"],
    expect: "byeCover",
    players: ["Jonathan Taylor"],
    position: "RB",
  },
  {
    turns: ["bo nix on bye week 12 yeah", "who do i grab to fill in for him in week 12"],
    expect: "byeCover",
    players: ["Bo Nix"],
    position: "QB",
    week: 12,
  },

  // ---------- scenario ----------
  { turns: ["if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  { turns: ["playoff odds?", "ok and if i lose this week?"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["what if i go 3-2 the rest of the way"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  { turns: ["my odds", "what about if i only win 2 more"], expect: "scenario", scenario: { wins: 2, games: null } },
  { turns: ["4-1 from here gets me in?"], expect: "scenario", scenario: { wins: 4, games: 5 } },
  {
    turns: ["who am i playing this week", "they're stacked", "if i drop this one how screwed am i for the playoffs"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // ---------- tradeIdeas ----------
  { turns: ["what trades should i make"], expect: "tradeIdeas" },
  { turns: ["what could i get for etienne"], expect: "tradeIdeas", players: ["Travis Etienne Jr."] },
  { turns: ["any 2-for-1 ideas to consolidate my wrs"], expect: "tradeIdeas" },
  { turns: ["i'm deep at rb and thin at wr", "what kind of trades should i be looking at"], expect: "tradeIdeas" },
  { turns: ["who should i target if i shop josh jacobs"], expect: "tradeIdeas", players: ["Josh Jacobs"] },
  {
    turns: ["should i sell pickens", "ok so what could he fetch me"],
    expect: "tradeIdeas",
    players: ["George Pickens"],
  },

  // ---------- help ----------
  { turns: ["hey", "what can you actually do"], expect: "help" },
  { turns: ["what kind of stuff can i ask you"], expect: "help" },
  { turns: ["help"], expect: "help" },
  { turns: ["rank my wrs", "cool. what else can you do besides that"], expect: "help" },
  { turns: ["can you do trades and waivers too or just lineups"], expect: "help" },

  // ---------- None ----------
  { turns: ["start kittle?", "ok cool", "is it supposed to rain in santa clara sunday"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["bills -3 or take the points, which side"], expect: "None" },
  { turns: ["how does the tiebreaker work in our league"], expect: "None" },
  { turns: ["good wing recipe for sunday?"], expect: "None" },
  { turns: ["who won the super bowl last year"], expect: "None" },
  { turns: ["give me a 3 leg parlay for snf"], expect: "None" },
  { turns: ["when's our league's trade deadline"], expect: "None" },
  { turns: ["write a trash talk poem for coach harper"], expect: "None" },
  { turns: ["rank my rbs", "thx", "unrelated but what channel is the thursday game on"], expect: "None" },

  // ---------- multi-part ----------
  {
    turns: ["waddle looked banged up", "is he good to go this week, and if he is do i play him over jamo"],
    expect: ["status", "startSit"],
    players: ["Jaylen Waddle", "Jameson Williams"],
  },
  { turns: ["what's my record and who am i playing this week"], expect: ["record", "matchup"] },
  { turns: ["who's hurt on my team and who's worth grabbing off waivers"], expect: ["rosterStatus", "waivers"] },
  {
    turns: ["what are my odds", "ok. what moves bump that up? also who's the best team right now"],
    expect: ["improveOdds", "leaders"],
  },
  { turns: ["what's my projected total this week and what's my win chance"], expect: ["projectedTotal", "matchup"] },
  {
    turns: ["should i sell high on puka? and who are some buy low guys"],
    expect: ["tradeValue", "buyLow"],
    players: ["Puka Nacua"],
  },
  { turns: ["rank my rbs then set my whole lineup"], expect: ["positionRank", "lineup"], position: "RB" },
  { turns: ["is achane hurt? and what's he projected for"], expect: ["status", "outlook"], players: ["De'Von Achane"] },
];
