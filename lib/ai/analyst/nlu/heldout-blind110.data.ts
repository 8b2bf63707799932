// Blind held-out evaluation set 110 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: pastes from the app.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_110: HeldOutCase[] = [
  // startSit
  {
    turns: ["Puka Nacua (LAR - WR) [16.8] or Garrett Wilson (NYJ - WR) [14.2]... who do i roll out this week"],
    expect: "startSit",
    players: ["Puka Nacua", "Garrett Wilson"],
  },
  {
    turns: ["Derrick Henry BAL RB proj 15.1 / James Cook BUF RB proj 16.4 -- only room for one sunday. who?"],
    expect: "startSit",
    players: ["Derrick Henry", "James Cook"],
  },
  {
    turns: ["wk 14 decision: Jalen Hurts (PHI - QB) [21.3] vs Jared Goff (DET - QB) [19.7]"],
    expect: "startSit",
    players: ["Jalen Hurts", "Jared Goff"],
    week: 14,
  },
  {
    turns: [
      "Tee Higgins (CIN - WR) [13.9] vs Zay Flowers (BAL - WR) [14.4] who starts this week",
      "hmm ok what about olave instead of flowers",
    ],
    expect: "startSit",
    players: ["Tee Higgins", "Chris Olave"],
  },
  {
    turns: [
      "need to start 2 of these 3 tmrw: Chase Brown (CIN) [13.1], Kyren Williams (LAR) [15.0], Javonte " +
        "Williams (DAL) [12.6]",
    ],
    expect: "startSit",
    players: ["Chase Brown", "Kyren Williams", "Javonte Williams"],
  },
  {
    turns: [
      "is Sam LaPorta (DET - TE) any good this week?",
      "ok but would u start him over Tucker Kraft (GB - TE) [10.2]?",
    ],
    expect: "startSit",
    players: ["Sam LaPorta", "Tucker Kraft"],
  },

  // compare
  {
    turns: ["ros who would u rather have: jsn (SEA - WR) or Malik Nabers (NYG - WR)"],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Malik Nabers"],
  },
  {
    turns: ["dynasty q - Ashton Jeanty LV RB vs Omarion Hampton LAC RB, who's the better long term hold"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["Bucky Irving (TB - RB) / Breece Hall (NYJ - RB)  forget this week, who's better the rest of the way"],
    expect: "compare",
    players: ["Bucky Irving", "Breece Hall"],
  },
  {
    turns: ["Brock Bowers (LV - TE) vs Trey McBride (ARI - TE) long term?", "what about kittle vs mcbride then"],
    expect: "compare",
    players: ["George Kittle", "Trey McBride"],
  },
  {
    turns: ["keeper league, can only keep one next yr: Tetairoa Mcmillian (CAR - WR) or Emeka Egbuka (TB - WR)"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: ["who's the better qb ros, Drake Maye or Bo Nix", "and caleb vs maye for the rest of the year?"],
    expect: "compare",
    players: ["Caleb Williams", "Drake Maye"],
  },

  // slot
  {
    turns: [
      "who should be my flex this week? options: Jaylen Warren (PIT - RB) [11.8], Rome Odunze (CHI - WR) " +
        "[12.3], Jake Ferguson (DAL - TE) [9.9]",
    ],
    expect: "slot",
    players: ["Jaylen Warren", "Rome Odunze", "Jake Ferguson"],
    position: "FLEX",
  },
  {
    turns: ["who should fill my RB2 spot this week, it's empty after all the shuffling"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["Kyle Pitts ATL TE [8.1]", "or Hunter Henry NE TE [8.7] for my te spot?"],
    expect: "slot",
    players: ["Kyle Pitts", "Hunter Henry"],
    position: "TE",
  },
  { turns: ["who do i put in the QB slot this week"], expect: "slot", position: "QB" },
  {
    turns: ["whos my best wr3 option for wk 13", "the only guys on my bench are jakobi meyers and wan'dale robinson"],
    expect: "slot",
    players: ["Jakobi Meyers", "Wan'Dale Robinson"],
    week: 13,
    position: "WR",
  },
  { turns: ["kicker slot -- who should i be running there this week"], expect: "slot", position: "K" },

  // lineup
  { turns: ["is my lineup optimal for this week or am I leaving points on the bench"], expect: "lineup" },
  { turns: ["set my best lineup for wk 12 pls"], expect: "lineup", week: 12 },
  { turns: ["can u look over my starting lineup top to bottom and tell me what to change"], expect: "lineup" },
  { turns: ["whats my projected total this week", "ok and is that the best lineup i can put out?"], expect: "lineup" },
  { turns: ["next week's lineup -- who should I start overall"], expect: "lineup", week: "next" },
  {
    turns: ["how's the weather looking for the bills game", "nvm. just tell me if my starters are set right"],
    expect: "lineup",
  },

  // outlook
  {
    turns: ["Jahmyr Gibbs (DET - RB) [19.6] what should i expect from him this week"],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["how many pts is Courtland Sutton DEN WR going to put up in week 15"],
    expect: "outlook",
    players: ["Courtland Sutton"],
    week: 15,
  },
  {
    turns: ["Quinshon Judkins CLE RB -- ros outlook? does he stay an rb2 the rest of the way"],
    expect: "outlook",
    players: ["Quinshon Judkins"],
  },
  {
    turns: ["Ladd McConkey (LAC - WR) proj 13.5 this week, is that realistic?", "and what about him next week"],
    expect: "outlook",
    players: ["Ladd McConkey"],
    week: "next",
  },
  {
    turns: ["how's josh allen looking for wk 11", "what about mahomes for the same week"],
    expect: "outlook",
    players: ["Patrick Mahomes"],
    week: 11,
  },
  { turns: ["tyreek hill mia wr [10.9] ... boom or bust this week?"], expect: "outlook", players: ["Tyreek Hill"] },

  // status
  {
    turns: ["Christian McCaffrey SF RB -- is he actually playing sunday?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Rashee Rice KC WR has a Q tag next to his name. whats the injury"],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: [
      "Justin Jefferson MIN WR [15.3] vs Tyreek Hill MIA WR [11.0] for this week?",
      "hold on, did jeffersen even practice today?",
    ],
    expect: "status",
    players: ["Justin Jefferson"],
  },
  {
    turns: ["start chase or nico this week", "wait is nico even healthy"],
    expect: "status",
    players: ["Nico Collins"],
  },
  { turns: ["A.J. Brown (PHI - WR) - any update on the hamstring"], expect: "status", players: ["A.J. Brown"] },
  {
    turns: ["is Kenneth Walker III (SEA - RB) listed out for wk 10?"],
    expect: "status",
    players: ["Kenneth Walker III"],
    week: 10,
  },

  // tradeValue
  {
    turns: ["what's Saquon Barkley (PHI - RB) worth in a trade right now"],
    expect: "tradeValue",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["Davante Adams LAR WR -- should i be shopping him or keep him? what's he worth"],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: ["Tyrone Tracy Jr. (NYG - RB) looked great last week", "trade value check on him?"],
    expect: "tradeValue",
    players: ["Tyrone Tracy Jr."],
  },
  {
    turns: ["how's breece hall looking this week", "whats his value on the trade market tho"],
    expect: "tradeValue",
    players: ["Breece Hall"],
  },
  {
    turns: ["how much is dk metcalf pit wr worth to other managers rn"],
    expect: "tradeValue",
    players: ["DK Metcalf"],
  },

  // buyLow
  { turns: ["who are some buy low guys i should target"], expect: "buyLow" },
  { turns: ["any sell high candidates on my roster"], expect: "buyLow" },
  {
    turns: ["Xavier Worthy (KC - WR) [7.4] ... buy low or is he just bad"],
    expect: "buyLow",
    players: ["Xavier Worthy"],
  },
  {
    turns: ["is Jonathan Taylor IND RB a sell high after that 3 td game"],
    expect: "buyLow",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["travis kelce KC TE looks washed lol", "is he a buy low at this point?"],
    expect: "buyLow",
    players: ["Travis Kelce"],
  },

  // trade
  {
    turns: ["got offered: I give Josh Jacobs (GB - RB), I get Nico Collins (HOU - WR). accept?"],
    expect: "trade",
    players: ["Josh Jacobs", "Nico Collins"],
  },
  {
    turns: ["trade proposal from Blitz Brigade: my Garrett Wilson + Rhamondre Stevenson for their Drake London. fair?"],
    expect: "trade",
    players: ["Garrett Wilson", "Rhamondre Stevenson", "Drake London"],
  },
  {
    turns: ["who wins this trade: Amon-Ra St. Brown for Puka Nacua and Kyle Monangai"],
    expect: "trade",
    players: ["Amon-Ra St. Brown", "Puka Nacua", "Kyle Monangai"],
  },
  {
    turns: [
      "someone in my league keeps asking about bijan",
      "now it's a real offer: Bijan Robinson for CeeDee Lamb + Chuba Hubbard. smash accept?",
    ],
    expect: "trade",
    players: ["Bijan Robinson", "CeeDee Lamb", "Chuba Hubbard"],
  },
  {
    turns: [
      "Trade: Give Mike Evans (TB - WR) + Alvin Kamara (NO - RB) | Recieve Brian Thomas Jr. (JAX - WR). thoughts?",
    ],
    expect: "trade",
    players: ["Mike Evans", "Alvin Kamara", "Brian Thomas Jr."],
  },
  {
    turns: ["Dallas Goedert has been meh for me", "would swapping him for Mark Andrews straight up be a win for me"],
    expect: "trade",
    players: ["Dallas Goedert", "Mark Andrews"],
  },

  // waivers
  { turns: ["who's the best pickup on waivers this week"], expect: "waivers" },
  {
    turns: ["how much faab should i throw at Woody Marks (HOU - RB)? i have $64 left"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: ["who's hurt on my team this week", "ok who should i pick up off the wire to replace them"],
    expect: "waivers",
  },
  {
    turns: ["Kyle Monangai CHI RB just popped up on the wire", "worth a claim? what would u bid"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  { turns: ["waiver wire wr targets pls, 12 team ppr"], expect: "waivers" },
  {
    turns: ["Jameson Williams DET WR is sitting in free agency in my league?? should I put a claim in"],
    expect: "waivers",
    players: ["Jameson Williams"],
  },

  // playoffs
  { turns: ["what are my playoff odds"], expect: "playoffs" },
  { turns: ["am i making the playoffs or not lol"], expect: "playoffs" },
  { turns: ["Gridiron Gurus playoff chances?"], expect: "playoffs" },
  { turns: ["what's my record", "ok so realistically do i get in"], expect: "playoffs" },
  { turns: ["how likely is it that I sneak into the postseason"], expect: "playoffs" },

  // improveOdds
  { turns: ["what moves should i make to actually get into the playoffs"], expect: "improveOdds" },
  { turns: ["how do i boost my playoff odds from here"], expect: "improveOdds" },
  { turns: ["what are my playoff odds", "yikes. what can i do to improve that"], expect: "improveOdds" },
  { turns: ["i'm on the bubble, what's the play to lock up a playoff spot"], expect: "improveOdds" },
  { turns: ["give me a plan to make the playoffs, trades adds whatever it takes"], expect: "improveOdds" },

  // matchup
  { turns: ["who am i playing this week"], expect: "matchup" },
  { turns: ["am I favored vs Red Zone Raiders this week?"], expect: "matchup" },
  { turns: ["what's my record", "win prob this week?"], expect: "matchup" },
  { turns: ["how does my matchup look for wk 13"], expect: "matchup", week: 13 },
  { turns: ["lineup check pls", "ok and how do I stack up against my opponent"], expect: "matchup" },
  { turns: ["next week's opponent -- how do i match up"], expect: "matchup", week: "next" },

  // record
  { turns: ["what's my record"], expect: "record" },
  { turns: ["where do i sit in the standings rn"], expect: "record" },
  { turns: ["what's Hail Mary Heroes' record"], expect: "record", team: "Hail Mary Heroes" },
  {
    turns: ["who's leading the league", "and where's Pocket Passers at, what's their record"],
    expect: "record",
    team: "Pocket Passers",
  },
  { turns: ["Gridiron Gurus W-L?"], expect: "record" },

  // rosterStatus
  { turns: ["who on my roster is hurt"], expect: "rosterStatus" },
  { turns: ["who do i have on bye next week"], expect: "rosterStatus", week: "next" },
  { turns: ["injury + bye report for my team wk 14"], expect: "rosterStatus", week: 14 },
  { turns: ["is my lineup good", "anyone on my team injured or on a bye that I missed?"], expect: "rosterStatus" },
  { turns: ["any of my guys questionable this week"], expect: "rosterStatus" },

  // positionRank
  { turns: ["rank my WRs for this week"], expect: "positionRank", position: "WR" },
  { turns: ["order my rbs best to worst for wk 12"], expect: "positionRank", week: 12, position: "RB" },
  {
    turns: ["which of my TEs is the top option next week, rank em"],
    expect: "positionRank",
    week: "next",
    position: "TE",
  },
  { turns: ["rank my rbs this week", "now do the wide receivers"], expect: "positionRank", position: "WR" },
  { turns: ["how do my qbs stack up this week, rank them for me"], expect: "positionRank", position: "QB" },

  // projectedTotal
  { turns: ["what's my team projected to score this week"], expect: "projectedTotal" },
  { turns: ["floor and ceiling for my squad wk 11"], expect: "projectedTotal", week: 11 },
  { turns: ["how many points am I projected for next week"], expect: "projectedTotal", week: "next" },
  { turns: ["who am i playing", "what's my projected total and range"], expect: "projectedTotal" },
  { turns: ["give me my team's point projection + range"], expect: "projectedTotal" },

  // leaders
  { turns: ["who's the best team in the league"], expect: "leaders" },
  { turns: ["which team has scored the most points this year"], expect: "leaders" },
  { turns: ["who's in first place in our league"], expect: "leaders" },
  { turns: ["who has the best playoff odds in the league"], expect: "leaders" },
  { turns: ["what's my record", "who's top of the league tho"], expect: "leaders" },

  // sleepers
  { turns: ["any deep sleepers to stash for the playoffs"], expect: "sleepers" },
  { turns: ["sleeper pickups for next week?"], expect: "sleepers", week: "next" },
  { turns: ["who should i stash on my bench for later in the season"], expect: "sleepers" },
  { turns: ["give me some under the radar guys for wk 15"], expect: "sleepers", week: 15 },
  { turns: ["who should i pick up this week", "ok and any deeper stashes beyond that"], expect: "sleepers" },

  // dropStash
  { turns: ["Chris Godwin (TB - WR) [O] -- drop him or hold?"], expect: "dropStash", players: ["Chris Godwin"] },
  {
    turns: ["J.K. Dobbins DEN RB just got put on IR", "stash him or cut him?"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["Brandon Aiyuk SF WR is still on IR, is he worth keeping on my roster"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["is travis ettiene hurt?", "if he's out a few weeks do I drop him"],
    expect: "dropStash",
    players: ["Travis Etienne Jr."],
  },
  {
    turns: ["cut rachaad white (TB - RB)? he's been out 3 wks and i need the spot"],
    expect: "dropStash",
    players: ["Rachaad White"],
  },
  { turns: ["Terry McLaurin WAS WR - OUT. hold or drop?"], expect: "dropStash", players: ["Terry McLaurin"] },

  // byeCover
  {
    turns: ["George Kittle (SF - TE) is on bye next week, who covers TE?"],
    expect: "byeCover",
    players: ["George Kittle"],
    week: "next",
    position: "TE",
  },
  { turns: ["my qb has a bye wk 9, who should i stream"], expect: "byeCover", week: 9, position: "QB" },
  {
    turns: ["Bowers bye this week -- need a te streamer to fill in"],
    expect: "byeCover",
    players: ["Brock Bowers"],
    position: "TE",
  },
  {
    turns: ["who's on bye for me next week", "ok who replaces lamar at qb then"],
    expect: "byeCover",
    players: ["Lamar Jackson"],
    week: "next",
    position: "QB",
  },
  {
    turns: ["jefferson's on bye this week, who's the fill in at WR"],
    expect: "byeCover",
    players: ["Justin Jefferson"],
    position: "WR",
  },
  { turns: ["my kicker's team is on bye, who should I use at K this week"], expect: "byeCover", position: "K" },

  // scenario
  { turns: ["what are my playoff odds if i win out"], expect: "scenario", scenario: "win-out" },
  { turns: ["what happens to my playoff odds if i lose this week"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["playoff chances if i go 3-1 the rest of the way"], expect: "scenario", scenario: { wins: 3, games: 4 } },
  {
    turns: ["am i in good shape for the playoffs", "what if i only win 2 more"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  { turns: ["what are my playoff odds", "and if I win out?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["say I go 2-2 in my last 4, where does that leave my odds"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },

  // tradeIdeas
  { turns: ["who could i get for Tony Pollard (TEN - RB)"], expect: "tradeIdeas", players: ["Tony Pollard"] },
  {
    turns: ["2 for 1 ideas using DeVonta Smith and Jordan Addison to land a stud"],
    expect: "tradeIdeas",
    players: ["DeVonta Smith", "Jordan Addison"],
  },
  { turns: ["build me a trade package around Kyle Pitts ATL TE"], expect: "tradeIdeas", players: ["Kyle Pitts"] },
  {
    turns: ["what's cam skattebo worth", "ok what could I realistically get for him"],
    expect: "tradeIdeas",
    players: ["Cam Skattebo"],
  },
  {
    turns: ["I want to move Joe Burrow CIN QB, give me some trade ideas"],
    expect: "tradeIdeas",
    players: ["Joe Burrow"],
  },
  {
    turns: ["Jaylen Waddle (MIA - WR) + Chris Olave (NO - WR) -- who could i package them for"],
    expect: "tradeIdeas",
    players: ["Jaylen Waddle", "Chris Olave"],
  },

  // help
  { turns: ["what can you do"], expect: "help" },
  { turns: ["how do i use this gm thing"], expect: "help" },
  { turns: ["what kinds of questions can i ask you"], expect: "help" },
  { turns: ["help"], expect: "help" },
  { turns: ["hi", "what are you able to help me with"], expect: "help" },

  // None
  { turns: ["what's the weather gonna be in buffalo sunday"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["who's the best rb in the league", "i meant who wins the lakers game tonight lol"], expect: "None" },
  { turns: ["whats a good recipe for wings for the game"], expect: "None" },
  {
    turns: ["start goff or herbert this week", "lol thanks. also what time does the super bowl start this year"],
    expect: "None",
  },

  // two-part
  { turns: ["what's my record and what are my playoff odds"], expect: ["record", "playoffs"] },
  {
    turns: ["Justin Herbert (LAC - QB) -- is he playing this week and what's he projected for"],
    expect: ["status", "outlook"],
    players: ["Justin Herbert"],
  },
  { turns: ["who am i playing this week and what's my projected total"], expect: ["matchup", "projectedTotal"] },
  { turns: ["who's hurt on my team and who should i grab off waivers"], expect: ["rosterStatus", "waivers"] },
  { turns: ["what are my playoff odds and what should i do to improve them"], expect: ["playoffs", "improveOdds"] },
  {
    turns: ["is Rico Dowdle (CAR - RB) banged up, and should i start him over Tony Pollard this week"],
    expect: ["status", "startSit"],
    players: ["Rico Dowdle", "Tony Pollard"],
  },
  { turns: ["who leads the league and what's my record"], expect: ["leaders", "record"] },
  {
    turns: ["rank my rbs for this week and then check my whole lineup"],
    expect: ["positionRank", "lineup"],
    position: "RB",
  },
  {
    turns: ["how's mahomes looking this week, and what's his trade value"],
    expect: ["outlook", "tradeValue"],
    players: ["Patrick Mahomes"],
  },
  { turns: ["best waiver adds this week + any deep stashes for the playoffs"], expect: ["waivers", "sleepers"] },
  {
    turns: ["De'Von Achane (MIA - RB) vs Ja'Marr Chase (CIN - WR) in my flex this week? and is Achane a sell high"],
    expect: ["slot", "buyLow"],
    players: ["De'Von Achane", "Ja'Marr Chase"],
    position: "FLEX",
  },
  {
    turns: ["what are my playoff odds", "and if i win out? also who's the best team in the league"],
    expect: ["scenario", "leaders"],
    scenario: "win-out",
  },
];
