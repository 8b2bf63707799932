// Blind held-out evaluation set 82 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a casual fan texting a fantasy-savvy friend — banter, 'lol', 'bro', half-sentences, typos.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_82: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["i got evans and olave both just sitting on my bench lol", "which one do i plug in this week"],
    expect: "startSit",
    players: ["Mike Evans", "Chris Olave"],
  },
  {
    turns: ["got a dilemma at rb bro", "henry vs jt, who do i roll with sunday"],
    expect: "startSit",
    players: ["Derrick Henry", "Jonathan Taylor"],
  },
  {
    turns: [
      "should i start garret wilson or zay flowers this wk",
      "ok nvm flowers is out of it, wilson or london then",
    ],
    expect: "startSit",
    players: ["Garrett Wilson", "Drake London"],
  },
  {
    turns: ["kraft or kelce week 11?? kelce been so mid lately lol"],
    expect: "startSit",
    players: ["Tucker Kraft", "Travis Kelce"],
    week: 11,
  },
  {
    turns: [
      "herbert or caleb at qb this week",
      "wait what if i throw daniels in the mix too. herbert, caleb or jayden",
    ],
    expect: "startSit",
    players: ["Justin Herbert", "Caleb Williams", "Jayden Daniels"],
  },
  {
    turns: ["play aiyuk or worthy? also is aj brown even suiting up lol"],
    expect: ["startSit", "status"],
    players: ["Brandon Aiyuk", "Xavier Worthy", "A.J. Brown"],
  },
  {
    turns: ["is jacobs playing this week?", "and if hes out, pollard or javonte in that spot"],
    expect: "startSit",
    players: ["Tony Pollard", "Javonte Williams"],
  },

  // ---- compare ----
  {
    turns: ["long term who u rather have, bijan or gibbs. no wrong answer lol"],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: ["im only keeping one of mcmillan or egbuka for the rest of the yr, which one bro"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: [
      "my buddy keeps saying jeanty is a bust lmao",
      "jeanty or hampton for the rest of the season tho, honestly",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["ok kinda dynasty brain question", "nabers vs jefferson, who's the better hold going forward"],
    expect: "compare",
    players: ["Malik Nabers", "Justin Jefferson"],
  },
  {
    turns: ["ros: bowers or mcbride, who's the better te to own from here"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["who's better to keep ros, chase brown or james cook?", "and cook vs kyren then?"],
    expect: "compare",
    players: ["James Cook", "Kyren Williams"],
  },

  // ---- slot ----
  { turns: ["who goes in my flex this week bro, i keep overthinking it"], expect: "slot" },
  { turns: ["need somebody in the te spot this week, who's the guy"], expect: "slot", position: "TE" },
  { turns: ["kamaras on bye i think", "so who fills my rb2 spot now"], expect: "slot", position: "RB" },
  {
    turns: ["flex: dobbins, tracy or jaylen warren? lol all kinda meh"],
    expect: "slot",
    players: ["J.K. Dobbins", "Tyrone Tracy Jr.", "Jaylen Warren"],
  },
  { turns: ["looking ahead a little", "who should be my wr2 for week 12"], expect: "slot", position: "WR", week: 12 },
  {
    turns: ["my kicker situation is a straight up disaster", "who do i put at K this week lmao"],
    expect: "slot",
    position: "K",
  },

  // ---- lineup ----
  { turns: ["long day at work man", "can u just optimize my lineup, im lazy today"], expect: "lineup" },
  { turns: ["is my lineup good to go or am i screwing something up"], expect: "lineup" },
  { turns: ["just made like 4 moves lol", "look over my starters, everything right?"], expect: "lineup" },
  { turns: ["set my best lineup for next week pls"], expect: "lineup", week: "next" },
  { turns: ["fix my lineup and tell me who im even playing this week"], expect: ["lineup", "matchup"] },
  { turns: ["burrow's back?? lol", "anyway set my whole lineup for sunday"], expect: "lineup" },

  // ---- outlook ----
  { turns: ["how many pts is saqoun putting up this week"], expect: "outlook", players: ["Saquon Barkley"] },
  { turns: ["is bucky irving a good play this week or nah"], expect: "outlook", players: ["Bucky Irving"] },
  {
    turns: ["just traded for mcconky lol", "whats his outlook the rest of the way"],
    expect: "outlook",
    players: ["Ladd McConkey"],
  },
  {
    turns: ["how's achane lookin this week", "and next week?"],
    expect: "outlook",
    players: ["De'Von Achane"],
    week: "next",
  },
  {
    turns: ["niners game is on sunday night", "whats the projection on cmc lol he better go off"],
    expect: "outlook",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["what's jsn projected for and is he even healthy"],
    expect: ["outlook", "status"],
    players: ["Jaxon Smith-Njigba"],
  },

  // ---- status ----
  { turns: ["is nico collins playing sunday??"], expect: "status", players: ["Nico Collins"] },
  { turns: ["wait is tee higgins hurt again bro"], expect: "status", players: ["Tee Higgins"] },
  {
    turns: ["started kittle last week and he got hurt lol of course", "whats his designation now"],
    expect: "status",
    players: ["George Kittle"],
  },
  { turns: ["is mark andrews good to go?", "what about lamar"], expect: "status", players: ["Lamar Jackson"] },
  {
    turns: ["brian thomas jr questionable or what, cant find anything"],
    expect: "status",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: ["is rashee rice playing and if not who do i grab off waivers"],
    expect: ["status", "waivers"],
    players: ["Rashee Rice"],
  },

  // ---- tradeValue ----
  {
    turns: ["what could i get for jonathan taylor rn, dude is peaking lol"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["should i sell high on jameson williams or just hold"],
    expect: "tradeValue",
    players: ["Jameson Williams"],
  },
  {
    turns: ["literally everybody in my league wants pickens", "what's he actually worth in a trade"],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  { turns: ["good time to buy amon ra or nah"], expect: "tradeValue", players: ["Amon-Ra St. Brown"] },
  {
    turns: ["whats kenneth walker worth trade-wise", "ok what about breece"],
    expect: "tradeValue",
    players: ["Breece Hall"],
  },
  {
    turns: ["lol whats mahomes trade value even look like these days"],
    expect: "tradeValue",
    players: ["Patrick Mahomes"],
  },

  // ---- buyLow ----
  { turns: ["who should i be buying low on right now"], expect: "buyLow" },
  { turns: ["any sell high guys on my team i should move before they crash lol"], expect: "buyLow" },
  { turns: ["trade deadline's creeping up", "who are the buy-low targets"], expect: "buyLow" },
  { turns: ["gimme some buy low sell high names bro"], expect: "buyLow" },
  { turns: ["my team's kinda stale ngl", "who's underpriced rn that i could snag cheap in a trade"], expect: "buyLow" },
  { turns: ["who should i sell high and whats my playoff odds lookin like"], expect: ["buyLow", "playoffs"] },

  // ---- trade ----
  {
    turns: ["someone wants my garrett wilson for chase brown straight up, do i take it lol"],
    expect: "trade",
    players: ["Garrett Wilson", "Chase Brown"],
  },
  {
    turns: ["i give drake london + rachaad white, get ja'marr chase. smash accept?"],
    expect: "trade",
    players: ["Drake London", "Rachaad White", "Ja'Marr Chase"],
  },
  {
    turns: ["coach quinn just hit me with an offer", "he wants hurts and i'd get josh allen back, thoughts"],
    expect: "trade",
    players: ["Jalen Hurts", "Josh Allen"],
    team: "Blitz Brigade",
  },
  {
    turns: ["wr room is thin lol", "trade offer: my mclaurin for his devonta smith. fair or am i getting fleeced"],
    expect: "trade",
    players: ["Terry McLaurin", "DeVonta Smith"],
  },
  {
    turns: ["thinking about moving kyren", "if i send kyren and get waddle + pollard back is that good"],
    expect: "trade",
    players: ["Kyren Williams", "Jaylen Waddle", "Tony Pollard"],
  },
  {
    turns: ["should i trade my courtland sutton for skattebo, and also who's worth grabbing off waivers"],
    expect: ["trade", "waivers"],
    players: ["Courtland Sutton", "Cam Skattebo"],
  },

  // ---- waivers ----
  { turns: ["who's the top waiver pickup this week bro"], expect: "waivers" },
  { turns: ["how much faab should i throw around this week, got like 60 bucks left"], expect: "waivers" },
  {
    turns: ["lost my rb to injury lol classic", "who should i grab off the wire and what do i bid"],
    expect: "waivers",
  },
  { turns: ["who should i pick up and can u check my lineup after"], expect: ["waivers", "lineup"] },
  {
    turns: ["woody marks is blowing up in my group chat", "is he worth a big faab bid?"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  { turns: ["waivers run tonight", "who do i put claims in on lol"], expect: "waivers" },

  // ---- playoffs ----
  { turns: ["am i making the playoffs or what lol"], expect: "playoffs" },
  { turns: ["i know its bad", "whats my playoff odds bro be honest"], expect: "playoffs" },
  { turns: ["3 game skid, feeling sick", "do i even have a shot at the playoffs still"], expect: "playoffs" },
  { turns: ["what % chance i make playoffs this yr"], expect: "playoffs" },
  { turns: ["whats my record", "and my playoff chances?"], expect: "playoffs" },
  {
    turns: ["how likely am i to make playoffs and what moves would bump that up"],
    expect: ["playoffs", "improveOdds"],
  },

  // ---- improveOdds ----
  { turns: ["what moves do i make to actually sneak into the playoffs"], expect: "improveOdds" },
  { turns: ["how do i boost my playoff odds bro, give me something"], expect: "improveOdds" },
  { turns: ["my playoff odds are trash i bet", "what can i do to raise em"], expect: "improveOdds" },
  { turns: ["what trades or pickups would help my odds of making it"], expect: "improveOdds" },
  { turns: ["sitting at 4-5 lol", "what moves improve my chances"], expect: "improveOdds" },
  {
    turns: ["how do i up my playoff chances, and who should i trade with for a rb"],
    expect: ["improveOdds", "tradeIdeas"],
    position: "RB",
  },

  // ---- matchup ----
  { turns: ["who am i playing this week"], expect: "matchup" },
  { turns: ["ugh last week was brutal", "am i favored this week or am i cooked lol"], expect: "matchup" },
  { turns: ["who's my opponent week 12", "am i favored in that one"], expect: "matchup", week: 12 },
  { turns: ["projected score of my game this week?"], expect: "matchup" },
  { turns: ["win prob for my matchup next week bro"], expect: "matchup", week: "next" },
  { turns: ["who's my opponent this week and is my lineup set right"], expect: ["matchup", "lineup"] },

  // ---- record ----
  { turns: ["remind me what my record is lol"], expect: "record" },
  { turns: ["where do i stand in the league rn"], expect: "record" },
  { turns: ["my league chat is roasting me", "what place am i even in lol"], expect: "record" },
  { turns: ["won last week finally!!", "so what's my record now"], expect: "record" },
  { turns: ["who leads the league", "and where am i at"], expect: "record" },
  { turns: ["whats my record and am i playoff bound"], expect: ["record", "playoffs"] },

  // ---- rosterStatus ----
  { turns: ["who on my team is hurt rn"], expect: "rosterStatus" },
  {
    turns: ["bye weeks are killing me this year", "any of my guys off next week"],
    expect: "rosterStatus",
    week: "next",
  },
  { turns: ["who's out for me week 12, byes or injuries"], expect: "rosterStatus", week: 12 },
  { turns: ["lineup looks thin lol", "who's injured on my roster"], expect: "rosterStatus" },
  { turns: ["before i set anything", "give me the injury report for my squad"], expect: "rosterStatus" },
  { turns: ["who on my team is on bye this week and who do i start in the flex"], expect: ["rosterStatus", "slot"] },

  // ---- positionRank ----
  { turns: ["rank my wrs for this week"], expect: "positionRank", position: "WR" },
  { turns: ["order my running backs best to worst this week"], expect: "positionRank", position: "RB" },
  { turns: ["rank my rbs", "now do tight ends"], expect: "positionRank", position: "TE" },
  { turns: ["how do my qbs stack up week 11"], expect: "positionRank", position: "QB", week: 11 },
  {
    turns: ["my receivers are a mess lol", "rank em for next week"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  { turns: ["rank my kickers lol i somehow have two"], expect: "positionRank", position: "K" },

  // ---- projectedTotal ----
  { turns: ["how many points am i projected for this week"], expect: "projectedTotal" },
  { turns: ["matchup looks close", "whats my ceiling and floor this week"], expect: "projectedTotal" },
  { turns: ["feeling good about this week ngl", "what's my team's projected total"], expect: "projectedTotal" },
  { turns: ["projected pts for my squad week 12?"], expect: "projectedTotal", week: 12 },
  { turns: ["what's my projected total", "what about next week"], expect: "projectedTotal", week: "next" },
  { turns: ["what am i projected to score and who's my opponent"], expect: ["projectedTotal", "matchup"] },

  // ---- leaders ----
  { turns: ["who's the best team in the league rn"], expect: "leaders" },
  { turns: ["who's in first and what's my record"], expect: ["leaders", "record"] },
  {
    turns: ["whats the waiver wire wizards record lol they talk so much trash"],
    expect: "leaders",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["coach blake keeps bragging in the chat", "where are they in the standings"],
    expect: "leaders",
    team: "Sunday Scaries",
  },
  { turns: ["who's got the best playoff odds in the league"], expect: "leaders" },
  {
    turns: ["who's in first place?", "how about red zone raiders, what's their record"],
    expect: "leaders",
    team: "Red Zone Raiders",
  },

  // ---- sleepers ----
  { turns: ["gimme a deep sleeper for next week"], expect: "sleepers", week: "next" },
  { turns: ["who's a sleeper nobody's rostering lol"], expect: "sleepers" },
  { turns: ["my bench is full of dudes i dont believe in", "any deep sleepers worth a flyer"], expect: "sleepers" },
  { turns: ["12 teamer with deep benches btw", "real under the radar guys i could grab?"], expect: "sleepers" },
  { turns: ["sleepers for next week bro? need a hail mary"], expect: "sleepers", week: "next" },
  { turns: ["waivers are picked clean in my league", "any deep cuts i might find"], expect: "sleepers" },

  // ---- dropStash ----
  { turns: ["should i drop my injured guys or stash them on IR"], expect: "dropStash" },
  { turns: ["ir or cut, idk what to do with my hurt dudes"], expect: "dropStash" },
  { turns: ["two of my guys are banged up", "worth stashing em or just drop?"], expect: "dropStash" },
  {
    turns: ["is it worth keeping tyreek on my bench while he's hurt or just cut him"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  { turns: ["godwin's out again lol", "drop him or stash?"], expect: "dropStash", players: ["Chris Godwin"] },
  {
    turns: ["should i drop or stash my injured guys, and who should i pick up to replace them"],
    expect: ["dropStash", "waivers"],
  },

  // ---- byeCover ----
  { turns: ["my qb's on bye next week, need a streamer"], expect: "byeCover", position: "QB", week: "next" },
  { turns: ["who can cover my te bye this week"], expect: "byeCover", position: "TE" },
  { turns: ["need a kicker for the bye lol who's streamable"], expect: "byeCover", position: "K" },
  {
    turns: ["both my wrs have byes next week ugh", "any fill-ins worth grabbing"],
    expect: "byeCover",
    position: "WR",
    week: "next",
  },
  { turns: ["goff's bye is coming up", "who do i stream at qb that week"], expect: "byeCover", position: "QB" },

  // ---- scenario ----
  { turns: ["if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  { turns: ["what are my odds if i go 2-2 the rest of the way"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  { turns: ["if i lose this week am i done lol"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["whats my playoff odds", "ok and if i win 3 of the last 4?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["say i win 2 more games, where does that leave me"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["big game this week", "if i drop this one what happens to my odds"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // ---- tradeIdeas ----
  { turns: ["who should i trade with to get a wr"], expect: "tradeIdeas", position: "WR" },
  {
    turns: ["give me a 2 for 1 built around hubbard and dowdle"],
    expect: "tradeIdeas",
    players: ["Chuba Hubbard", "Rico Dowdle"],
  },
  {
    turns: ["what could the pocket passers give me for a rb"],
    expect: "tradeIdeas",
    team: "Pocket Passers",
    position: "RB",
  },
  { turns: ["i need a te bad", "which teams should i hit up for a trade"], expect: "tradeIdeas", position: "TE" },
  {
    turns: ["got way too many rbs lol", "any trade ideas to turn a couple into a stud wr"],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: ["what would coach sawyer give me for etienne + pitts"],
    expect: "tradeIdeas",
    players: ["Travis Etienne Jr.", "Kyle Pitts"],
    team: "Audible Alchemists",
  },

  // ---- help ----
  { turns: ["what can u even do lol"], expect: "help" },
  { turns: ["first time using this lol", "how does this thing work"], expect: "help" },
  { turns: ["what kinda questions can i ask you"], expect: "help" },
  { turns: ["yo", "what are you good for"], expect: "help" },
  { turns: ["u got a list of stuff you can help with?"], expect: "help" },
  { turns: ["new to this bro, what do i ask you"], expect: "help" },

  // ---- None ----
  { turns: ["gonna rain sunday in buffalo?"], expect: "None" },
  { turns: ["ok enough football lol", "tell me a joke bro"], expect: "None" },
  { turns: ["im a lakers fan too btw", "who wins their game tonight"], expect: "None" },
  { turns: ["lol my wife hates fantasy football", "any good chili recipe for sunday tho"], expect: "None" },
  { turns: ["help me with my stats homework real quick"], expect: "None" },
  { turns: ["who should i vote for lol"], expect: "None" },
];
