// Held-out evaluation set for the GM's understanding: written on its own, before the training paraphrases and
// never used to tune them. Other wording, typos, slang, follow-ups, multi-part questions and out-of-scope asks.
// Each case is one conversation (earlier user turns, then the question scored). `expect` is the reading a
// careful human would take; "None" means the GM should decline (out of scope). Slots are checked when given.
import type { Intent } from "@/lib/ai/analyst/nlu/intents";

export interface HeldOutCase {
  turns: string[]; // earlier user turns first; the last one is scored
  expect: Intent | Intent[]; // several for a multi-part question, in order
  players?: string[]; // players the answer must be about (after follow-up resolution), in order
  week?: number | "next"; // the week the answer must be for, when the question names one
  position?: string;
  scenario?: { wins: number; games: number | null } | "win-out" | "lose-this-week";
  team?: string; // a team of the demo league the answer must be about (its name)
}

const CHASE = "Ja'Marr Chase";
const LAMB = "CeeDee Lamb";
const BIJAN = "Bijan Robinson";
const GIBBS = "Jahmyr Gibbs";

export const HELD_OUT: HeldOutCase[] = [
  // Team record and standing.
  { turns: ["whats my record"], expect: "record" },
  { turns: ["Where do I stand in the league right now?"], expect: "record" },
  { turns: ["how many games have i won this year"], expect: "record" },
  { turns: ["am i in first place"], expect: "record" },
  { turns: ["what place am I in"], expect: "record" },
  { turns: ["wins and losses so far?"], expect: "record" },
  { turns: ["whats our w-l"], expect: "record" },
  { turns: ["remind me of my standing pls"], expect: "record" },

  // Injuries and byes on the roster.
  { turns: ["who on my roster is injured"], expect: "rosterStatus" },
  { turns: ["Which of my players are on bye next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["any of my guys hurt?"], expect: "rosterStatus" },
  { turns: ["injury report for my team"], expect: "rosterStatus" },
  { turns: ["who do i have on a bye in week 12"], expect: "rosterStatus", week: 12 },
  { turns: ["do I have bye week problems coming up"], expect: "rosterStatus" },
  { turns: ["is anybody on my team banged up"], expect: "rosterStatus" },
  { turns: ["which starters are questionable this week"], expect: "rosterStatus" },
  { turns: ["byes on my squad wk 11"], expect: "rosterStatus", week: 11 },

  // A position group ranked for a week.
  { turns: ["rank my receivers"], expect: "positionRank", position: "WR" },
  { turns: ["rank my rbs for next week"], expect: "positionRank", position: "RB", week: "next" },
  { turns: ["order my wide receivers by projection"], expect: "positionRank", position: "WR" },
  { turns: ["how do my tight ends stack up this week"], expect: "positionRank", position: "TE" },
  { turns: ["best to worst of my running backs"], expect: "positionRank", position: "RB" },
  { turns: ["which of my qbs projects highest in week 11"], expect: "positionRank", position: "QB", week: 11 },
  { turns: ["sort my WRs for me"], expect: "positionRank", position: "WR" },

  // The team's projected total and range.
  { turns: ["how many points is my team projected for"], expect: "projectedTotal" },
  { turns: ["whats my projected score this week"], expect: "projectedTotal" },
  { turns: ["what's my team's ceiling and floor"], expect: "projectedTotal" },
  { turns: ["how many pts am i gonna score next week"], expect: "projectedTotal", week: "next" },
  { turns: ["projected total for my lineup"], expect: "projectedTotal" },
  { turns: ["what range of points should I expect"], expect: "projectedTotal" },

  // League leaders and the strongest team.
  { turns: ["which team in the league is strongest"], expect: "leaders" },
  { turns: ["who leads the league"], expect: "leaders" },
  { turns: ["who's the best team in our league"], expect: "leaders" },
  { turns: ["who has scored the most points in the league"], expect: "leaders" },
  { turns: ["whos in first"], expect: "leaders" },
  { turns: ["who is the favorite to win the title"], expect: "leaders" },
  { turns: ["show me the standings"], expect: "leaders" },
  { turns: ["top team by playoff odds?"], expect: "leaders" },

  // Sleepers and next-week pickups.
  { turns: ["any sleepers for next week"], expect: "sleepers", week: "next" },
  { turns: ["give me a deep sleeper"], expect: "sleepers" },
  { turns: ["under the radar guys i should grab"], expect: "sleepers" },
  { turns: ["who could break out next week"], expect: "sleepers", week: "next" },
  { turns: ["sleeper picks at wr"], expect: "sleepers", position: "WR" },
  { turns: ["hidden gems on the wire?"], expect: "sleepers" },

  // Drop or stash injured players.
  { turns: ["should i drop my injured players or stash them"], expect: "dropStash" },
  { turns: ["drop or stash my hurt guys?"], expect: "dropStash" },
  { turns: ["is it worth keeping injured players on my bench"], expect: "dropStash" },
  { turns: ["should I stash Nico Collins on IR"], expect: "dropStash", players: ["Nico Collins"] },
  { turns: ["cut or hold my injured wr"], expect: "dropStash" },
  { turns: ["do I have an open IR slot for my injured guys"], expect: "dropStash" },

  // Backup or streaming around a bye.
  { turns: ["I need a backup QB for my bye week"], expect: "byeCover", position: "QB" },
  { turns: ["who should i stream at te while my te is on bye"], expect: "byeCover", position: "TE" },
  { turns: ["my kicker is on bye, who replaces him"], expect: "byeCover", position: "K" },
  { turns: ["qb streamer for the bye"], expect: "byeCover", position: "QB" },
  { turns: ["bye week fill in at rb"], expect: "byeCover", position: "RB" },
  { turns: ["who covers my qb's bye week 12"], expect: "byeCover", position: "QB", week: 12 },

  // Conditional playoff odds.
  { turns: ["if I win out do I make the playoffs?"], expect: "scenario", scenario: "win-out" },
  { turns: ["if i go 3-2 do i make it"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  { turns: ["what happens to my odds if i lose this week"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["if I win 2 of my last 4 am I in?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  { turns: ["do I get in if I win the rest of my games"], expect: "scenario", scenario: "win-out" },
  { turns: ["playoff chances if we drop this one"], expect: "scenario", scenario: "lose-this-week" },
  { turns: ["can I make it going 4-1 the rest of the way"], expect: "scenario", scenario: { wins: 4, games: 5 } },
  { turns: ["whats my magic number, like if i win 3 games"], expect: "scenario", scenario: { wins: 3, games: null } },

  // Trade ideas for named players.
  { turns: ["trade ideas for Bijan Robinson"], expect: "tradeIdeas", players: [BIJAN] },
  { turns: ["what could i get for gibbs"], expect: "tradeIdeas", players: [GIBBS] },
  { turns: ["find me a 2 for 1 involving Ja'Marr Chase"], expect: "tradeIdeas", players: [CHASE] },
  { turns: ["who would trade for lamb"], expect: "tradeIdeas", players: [LAMB] },
  { turns: ["shop derrick henry for me, 1 for 1"], expect: "tradeIdeas", players: ["Derrick Henry"] },
  { turns: ["any trade packages built around puka nacua?"], expect: "tradeIdeas", players: ["Puka Nacua"] },

  // The old families, in other words.
  { turns: ["gibbs or bijan, who do i roll out"], expect: "startSit", players: [GIBBS, BIJAN] },
  { turns: ["lamb vs chase this wk?"], expect: "startSit", players: [LAMB, CHASE] },
  { turns: ["hows my matchup lookin"], expect: "matchup" },
  { turns: ["who am i up against"], expect: "matchup" },
  { turns: ["what r my playoff odds"], expect: "playoffs" },
  { turns: ["set my best lineup"], expect: "lineup" },
  { turns: ["who goes in the flex"], expect: "slot" },
  { turns: ["is bijan a buy low"], expect: "tradeValue", players: [BIJAN] },
  { turns: ["would u do chase for lamb"], expect: "trade", players: [CHASE, LAMB] },
  { turns: ["best waiver pickups"], expect: "waivers" },
  { turns: ["whats the outlook for drake london"], expect: "outlook", players: ["Drake London"] },
  { turns: ["is josh allen playing sunday"], expect: "status", players: ["Josh Allen"] },
  { turns: ["what moves boost my playoff odds"], expect: "improveOdds" },
  { turns: ["buy low targets pls"], expect: "buyLow" },

  // Out of scope: the GM declines honestly.
  { turns: ["whats the weather in green bay sunday"], expect: "None" },
  { turns: ["tell me a joke"], expect: "None" },
  { turns: ["who won the world series"], expect: "None" },
  { turns: ["write my fantasy team a hype song"], expect: "None" },
  { turns: ["what's a good pizza place near me"], expect: "None" },
  { turns: ["how do I reset my password"], expect: "None" },
  { turns: ["translate hello into spanish"], expect: "None" },

  // Follow-ups: pronouns, weeks and new players carried from earlier turns.
  {
    turns: ["what's the outlook for Drake London?", "what about next week?"],
    expect: "outlook",
    players: ["Drake London"],
    week: "next",
  },
  { turns: ["Should I start Gibbs or Bijan?", "and if he's out?"], expect: "status", players: [GIBBS] },
  { turns: ["Is Ja'Marr Chase on bye this week?", "what about Lamb"], expect: "status", players: [LAMB] },
  { turns: ["how's Puka Nacua looking", "is he hurt?"], expect: "status", players: ["Puka Nacua"] },
  { turns: ["Is Bijan Robinson a buy-low?", "what about gibbs"], expect: "tradeValue", players: [GIBBS] },
  { turns: ["which of my players are on bye this week?", "and next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["rank my receivers", "what about my rbs"], expect: "positionRank", position: "RB" },
  { turns: ["tell me about derrick henry", "should i trade him?"], expect: "tradeValue", players: ["Derrick Henry"] },
  { turns: ["what's my projected total?", "and for week 12?"], expect: "projectedTotal", week: 12 },
  { turns: ["if I win out do I make it?", "what if I go 2-3"], expect: "scenario", scenario: { wins: 2, games: 5 } },

  // Multi-part questions, answered part by part.
  {
    turns: ["Nico Collins is on bye in week 12, right? who do I grab?"],
    expect: ["status", "byeCover"],
    players: ["Nico Collins"],
  },
  { turns: ["what's my record and what are my playoff odds"], expect: ["record", "playoffs"] },
  { turns: ["who's hurt on my team, and who should I pick up?"], expect: ["rosterStatus", "waivers"] },
  { turns: ["how's my matchup? also rank my wrs"], expect: ["matchup", "positionRank"] },
];
