// Blind held-out evaluation set 224 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a casual, lowercase manager who texts in fragments, leans on nicknames and initials
// (JSN, ARSB, CMC, KW3, Jamo, Smitty, King Henry, Joey B), abbreviations (wk, ROS, pts, rn, FAAB) and the odd typo.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_224: HeldOutCase[] = [
  // ---------- startSit ----------
  { turns: ["do i actually play chuba today or nah"], expect: "startSit", players: ["Chuba Hubbard"] },
  {
    turns: ["bears backfield q", "monangai or swift, which one do i trust today"],
    expect: "startSit",
    players: ["Kyle Monangai", "D'Andre Swift"],
  },
  { turns: ["is BTJ a must start this wk", "and egbuka?"], expect: "startSit", players: ["Emeka Egbuka"] },
  {
    turns: ["benching andrews feels wrong but ravens TE usage is a coin flip rn. pine him?"],
    expect: "startSit",
    players: ["Mark Andrews"],
  },
  {
    turns: ["thinking ahead to wk 12", "dart or bo nix for me that week?"],
    expect: "startSit",
    players: ["Jaxson Dart", "Bo Nix"],
    week: 12,
  },
  {
    turns: [
      "thoughts on pittman this week",
      "colts are in berlin vs atl right",
      "so is he in my lineup or on the bench",
    ],
    expect: "startSit",
    players: ["Michael Pittman Jr."],
  },
  {
    turns: ["who's banged up on my team", "k so with that, dowdle or mondre today?"],
    expect: "startSit",
    players: ["Rico Dowdle", "Rhamondre Stevenson"],
  },

  // ---------- compare ----------
  { turns: ["ROS who u rather have, JSN or puka"], expect: "compare", players: ["Jaxon Smith-Njigba", "Puka Nacua"] },
  {
    turns: ["dynasty brain: jeanty vs hampton, better long-term piece?"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["how's tetairoa looking lately", "would u rather have him or egbuka the rest of the way"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: ["kyren, cook, jacobs. stack em for the stretch run, not just this wk"],
    expect: "compare",
    players: ["Kyren Williams", "James Cook", "Josh Jacobs"],
  },
  {
    turns: ["AJB been quiet af", "him or smitty from here on out, which eagle do i want"],
    expect: "compare",
    players: ["A.J. Brown", "DeVonta Smith"],
  },
  {
    turns: ["mcbride or bowers for the back half + fantasy playoffs, whose the better TE"],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: ["thinking about trading for a qb", "between lamar and hurts who's got the better finish to the yr"],
    expect: "compare",
    players: ["Lamar Jackson", "Jalen Hurts"],
  },

  // ---------- outlook ----------
  { turns: ["what's jamo's ceiling today, boom or bust?"], expect: "outlook", players: ["Jameson Williams"] },
  {
    turns: ["picked up woody marks a while back", "is this real or a mirage for the rest of the season"],
    expect: "outlook",
    players: ["Woody Marks"],
  },
  { turns: ["gimme a number for gibbs this wk, what's he projected"], expect: "outlook", players: ["Jahmyr Gibbs"] },
  {
    turns: ["is nico playing today", "cool what should i expect from him"],
    expect: "outlook",
    players: ["Nico Collins"],
  },
  {
    turns: ["rookie TE question", "loveland's floor in ppr next week?"],
    expect: "outlook",
    players: ["Colston Loveland"],
    week: "next",
  },
  {
    turns: ["how do we feel about bucky for what's left of the reg season"],
    expect: "outlook",
    players: ["Bucky Irving"],
  },
  {
    turns: ["fannin in wk 13, what kinda day we lookin at"],
    expect: "outlook",
    players: ["Harold Fannin Jr."],
    week: 13,
  },

  // ---------- status ----------
  { turns: ["kitle good to go today?"], expect: "status", players: ["George Kittle"] },
  { turns: ["any news on puka's ankle, he suiting up?"], expect: "status", players: ["Puka Nacua"] },
  { turns: ["niners on bye or no? need to know if CMC suits up"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["who should i start at RB", "wait is breece even active"], expect: "status", players: ["Breece Hall"] },
  { turns: ["did jeanty get a full practice in fri"], expect: "status", players: ["Ashton Jeanty"] },
  { turns: ["joey b update?", "like is he off IR yet or nah"], expect: "status", players: ["Joe Burrow"] },
  { turns: ["tee higgins had a concussion right? he clear protocol?"], expect: "status", players: ["Tee Higgins"] },

  // ---------- tradeValue ----------
  { turns: ["what's JSN going for on the trade market rn"], expect: "tradeValue", players: ["Jaxon Smith-Njigba"] },
  {
    turns: ["JT has been insane", "sell high before the wheels fall off?"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  { turns: ["MHJ buy low window open or nah"], expect: "tradeValue", players: ["Marvin Harrison Jr."] },
  { turns: ["jeanty ROS outlook", "so should i try to flip him"], expect: "tradeValue", players: ["Ashton Jeanty"] },
  {
    turns: ["worth it to go get rashee rice via trade for the stretch?"],
    expect: "tradeValue",
    players: ["Rashee Rice"],
  },
  {
    turns: ["king henry", "what would he fetch if i shopped him, like what tier of return"],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },

  // ---------- trade ----------
  {
    turns: ["they offered me saquon for my drake london, do it?"],
    expect: "trade",
    players: ["Saquon Barkley", "Drake London"],
  },
  {
    turns: ["kittle + jaylen warren for mcbride. yay or nay"],
    expect: "trade",
    players: ["George Kittle", "Jaylen Warren", "Trey McBride"],
  },
  {
    turns: ["someone sent me chase brown and pickens", "for my gibbs. thoughts?"],
    expect: "trade",
    players: ["Chase Brown", "George Pickens", "Jahmyr Gibbs"],
  },
  {
    turns: ["i got nico and kamara, buddy has jacobs", "would that 2 for 1 be good for me if i send both"],
    expect: "trade",
    players: ["Nico Collins", "Alvin Kamara", "Josh Jacobs"],
  },
  {
    turns: ["josh allen for lamar + jakobi meyers, who wins that deal"],
    expect: "trade",
    players: ["Josh Allen", "Lamar Jackson", "Jakobi Meyers"],
  },
  {
    turns: ["got a trade offer", "they want ladd", "and they'd send me KW3 back. accept?"],
    expect: "trade",
    players: ["Ladd McConkey", "Kenneth Walker III"],
  },

  // ---------- positionRank ----------
  { turns: ["rank my WRs for today"], expect: "positionRank", position: "WR" },
  { turns: ["order my backs best to worst this wk"], expect: "positionRank", position: "RB" },
  {
    turns: ["looking at next week", "TE pecking order on my roster?"],
    expect: "positionRank",
    position: "TE",
    week: "next",
  },
  { turns: ["rank my RBs", "now do the wideouts"], expect: "positionRank", position: "WR" },
  { turns: ["stack-rank my QBs for wk 11"], expect: "positionRank", position: "QB", week: 11 },
  { turns: ["of my tight ends who's 1, 2, 3 today"], expect: "positionRank", position: "TE" },

  // ---------- scenario ----------
  { turns: ["if i win out do i make it"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["what happens to my playoff chances if i take an L today"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  { turns: ["i'm 5-4 rn", "3-2 finish, am i in?"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  { turns: ["say i only win 2 of my last 4... odds?"], expect: "scenario", scenario: { wins: 2, games: 4 } },
  {
    turns: ["what are my playoff odds", "and if i win 4 more?"],
    expect: "scenario",
    scenario: { wins: 4, games: null },
  },
  {
    turns: ["if pocket passers run the table do they get in"],
    expect: "scenario",
    scenario: "win-out",
    team: "Pocket Passers",
  },

  // ---------- waivers ----------
  { turns: ["best RB on the wire rn?"], expect: "waivers", position: "RB" },
  { turns: ["who should i grab off waivers, any position"], expect: "waivers" },
  {
    turns: ["kimani vidal is a free agent in my league", "how much FAAB should i throw at him"],
    expect: "waivers",
    players: ["Kimani Vidal"],
  },
  { turns: ["my TE situation is dire", "who's out there on the wire"], expect: "waivers", position: "TE" },
  { turns: ["need a K, who's available"], expect: "waivers", position: "K" },
  { turns: ["what D should i stream off the wire this wk"], expect: "waivers", position: "DEF" },
  { turns: ["is sean tucker worth a big bid, got $64 left"], expect: "waivers", players: ["Sean Tucker"] },

  // ---------- slot ----------
  { turns: ["who goes in my flex today"], expect: "slot", position: "FLEX" },
  {
    turns: ["RB2 spot: gainwell, tracy or rachaad?"],
    expect: "slot",
    players: ["Kenneth Gainwell", "Tyrone Tracy Jr.", "Rachaad White"],
    position: "RB",
  },
  { turns: ["who do i plug in at TE, my guy's shaky"], expect: "slot", position: "TE" },
  { turns: ["setting lineup now", "what about the WR3 slot"], expect: "slot", position: "WR" },
  { turns: ["flex: waddle or zay?"], expect: "slot", players: ["Jaylen Waddle", "Zay Flowers"], position: "FLEX" },

  // ---------- lineup ----------
  { turns: ["set my lineup for me"], expect: "lineup" },
  { turns: ["does my starting lineup look ok for today"], expect: "lineup" },
  { turns: ["week 11 stuff", "give me the optimal lineup for that week"], expect: "lineup", week: 11 },
  { turns: ["is bowers playing", "ok cool just build me the best lineup then"], expect: "lineup" },
  { turns: ["check my starters, anything dumb in there?"], expect: "lineup" },

  // ---------- buyLow ----------
  { turns: ["who are some buy-low guys to target"], expect: "buyLow" },
  { turns: ["pretty sure half my roster is overperforming", "who should i be selling high on"], expect: "buyLow" },
  { turns: ["gimme players whose value's in the dumps that i could scoop cheap"], expect: "buyLow" },
  { turns: ["any trades you like for me", "nah more like who's undervalued right now"], expect: "buyLow" },
  { turns: ["whose hot streak should i cash in on before it cools off"], expect: "buyLow" },

  // ---------- playoffs ----------
  { turns: ["what r my playoff odds"], expect: "playoffs" },
  {
    turns: ["how's coach blake's team doing", "are they making the playoffs"],
    expect: "playoffs",
    team: "Sunday Scaries",
  },
  { turns: ["chances two-minute drill sneaks in?"], expect: "playoffs", team: "Two-Minute Drill" },
  { turns: ["what's my record again", "so am i a playoff team or what"], expect: "playoffs" },
  { turns: ["realistically, am i getting into the dance"], expect: "playoffs" },

  // ---------- improveOdds ----------
  { turns: ["what moves should i make to boost my playoff chances"], expect: "improveOdds" },
  { turns: ["how do i get my postseason % up"], expect: "improveOdds" },
  { turns: ["playoff odds?", "ugh. what can i do to fix that"], expect: "improveOdds" },
  { turns: ["single best move this week to make the playoffs more likely?"], expect: "improveOdds" },
  { turns: ["any pickups or trades that'd actually move the needle on getting in"], expect: "improveOdds" },

  // ---------- matchup ----------
  { turns: ["who am i up against this wk"], expect: "matchup" },
  { turns: ["what's my win prob today"], expect: "matchup" },
  { turns: ["how's coach harper's matchup looking this week"], expect: "matchup", team: "Fourth & Long Shots" },
  { turns: ["done stressing about this week", "who do i face next"], expect: "matchup", week: "next" },
  { turns: ["who am i playing", "are we favored?"], expect: "matchup" },

  // ---------- record ----------
  { turns: ["where am i at W-L wise"], expect: "record" },
  { turns: ["where do i sit in the standings"], expect: "record" },
  { turns: ["what's waiver wire wizards' record"], expect: "record", team: "Waiver Wire Wizards" },
  { turns: ["how many games back of first am i"], expect: "record" },
  {
    turns: ["how's play action pack doing this yr", "like what's their record"],
    expect: "record",
    team: "Play Action Pack",
  },

  // ---------- rosterStatus ----------
  { turns: ["anyone on my team hurt"], expect: "rosterStatus" },
  { turns: ["who's on bye for me next week"], expect: "rosterStatus", week: "next" },
  { turns: ["injury report for my roster?"], expect: "rosterStatus" },
  { turns: ["who do i have on bye wk 12"], expect: "rosterStatus", week: 12 },
  { turns: ["set my lineup", "wait do i have anyone questionable"], expect: "rosterStatus" },

  // ---------- projectedTotal ----------
  { turns: ["how many points am i projected for"], expect: "projectedTotal" },
  { turns: ["what's my projected total this week", "what about week 11"], expect: "projectedTotal", week: 11 },
  { turns: ["ceiling and floor for my squad today"], expect: "projectedTotal" },
  { turns: ["who am i playing", "and how many pts is my lineup projected to put up"], expect: "projectedTotal" },
  { turns: ["is my team gonna crack 120 this week or"], expect: "projectedTotal" },

  // ---------- leaders ----------
  { turns: ["who's the best team in the league"], expect: "leaders" },
  { turns: ["power rankings pls"], expect: "leaders" },
  { turns: ["who's scored the most points", "and who's got the best team overall"], expect: "leaders" },
  { turns: ["who has the best record"], expect: "leaders" },
  { turns: ["how'm i doing standings-wise", "who's on top"], expect: "leaders" },

  // ---------- sleepers ----------
  { turns: ["any sleepers for next week"], expect: "sleepers", week: "next" },
  { turns: ["thinking playoffs", "who should i stash for those weeks"], expect: "sleepers" },
  { turns: ["deep stash ideas"], expect: "sleepers" },
  { turns: ["under the radar guys worth a roster spot"], expect: "sleepers" },
  { turns: ["who should i pick up", "no like guys who'll pop later, not now"], expect: "sleepers" },

  // ---------- dropStash ----------
  { turns: ["cut aiyuk?"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  { turns: ["drop nabers or hold for next yr"], expect: "dropStash", players: ["Malik Nabers"] },
  { turns: ["i want to add a kicker", "who do i cut to make room"], expect: "dropStash" },
  { turns: ["is travis hunter hurt?", "so is he droppable"], expect: "dropStash", players: ["Travis Hunter"] },
  { turns: ["hold tyreek or just let him go"], expect: "dropStash", players: ["Tyreek Hill"] },

  // ---------- byeCover ----------
  {
    turns: ["ceedee's on bye", "who do i start at WR instead"],
    expect: "byeCover",
    players: ["CeeDee Lamb"],
    position: "WR",
  },
  { turns: ["mahomes off this week, who's my QB"], expect: "byeCover", players: ["Patrick Mahomes"], position: "QB" },
  {
    turns: ["ja'marr's bye is killing me, who can fill in at WR"],
    expect: "byeCover",
    players: ["Ja'Marr Chase"],
    position: "WR",
  },
  {
    turns: ["who's on bye for me next week", "who covers for JT then"],
    expect: "byeCover",
    players: ["Jonathan Taylor"],
    position: "RB",
    week: "next",
  },
  {
    turns: ["TE streamer to cover kittle's bye in wk 14?"],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
    week: 14,
  },

  // ---------- tradeIdeas ----------
  { turns: ["waddle's been good", "what could i get for him"], expect: "tradeIdeas", players: ["Jaylen Waddle"] },
  { turns: ["2-for-1 ideas to consolidate into a stud RB"], expect: "tradeIdeas", position: "RB" },
  { turns: ["who in the league should i be trading with"], expect: "tradeIdeas" },
  {
    turns: ["package kelce and courtland for something better?"],
    expect: "tradeIdeas",
    players: ["Travis Kelce", "Courtland Sutton"],
  },
  { turns: ["i'm weak at TE", "find me a trade to fix it"], expect: "tradeIdeas", position: "TE" },

  // ---------- help ----------
  { turns: ["what can you do"], expect: "help" },
  { turns: ["what kinda questions can i ask"], expect: "help" },
  { turns: ["how does this thing work, like what are you for"], expect: "help" },
  { turns: ["list ur features"], expect: "help" },
  { turns: ["hi", "what r u capable of"], expect: "help" },

  // ---------- None ----------
  { turns: ["what's the spread on the bills game"], expect: "None" },
  { turns: ["tell me a football joke"], expect: "None" },
  { turns: ["app keeps logging me out", "like every time i open it"], expect: "None" },
  { turns: ["can we switch to half ppr next season, how do i change league settings"], expect: "None" },
  { turns: ["who's gonna win the NBA finals"], expect: "None" },
  { turns: ["hows ur day going"], expect: "None" },
  { turns: ["is it gonna rain in buffalo today"], expect: "None" },
  { turns: ["who should i start at flex", "lol unrelated but any good pizza spots open late"], expect: "None" },

  // ---------- multi-part ----------
  {
    turns: ["is hock active today and if not who's the best TE on waivers"],
    expect: ["status", "waivers"],
    players: ["T.J. Hockenson"],
    position: "TE",
  },
  { turns: ["W-L check + playoff %?"], expect: ["record", "playoffs"] },
  { turns: ["yo", "who am i playing and what are we projected for"], expect: ["matchup", "projectedTotal"] },
  {
    turns: ["sell high on achane? also who should i flex"],
    expect: ["tradeValue", "slot"],
    players: ["De'Von Achane"],
    position: "FLEX",
  },
  { turns: ["rank my RBs then tell me which one to drop"], expect: ["positionRank", "dropStash"], position: "RB" },
  { turns: ["any injuries on my team + who should i pick up"], expect: ["rosterStatus", "waivers"] },
  {
    turns: ["hey", "start jacobs or henry, and who leads the league in pts"],
    expect: ["startSit", "leaders"],
    players: ["Josh Jacobs", "Derrick Henry"],
  },
  { turns: ["what can you do, and also is goedert playing"], expect: ["help", "status"], players: ["Dallas Goedert"] },
];
