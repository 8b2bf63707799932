// Response shapes of the league pages' routes (/matchups, /standings, /schedule, /analytics). Client-safe.
import type { SeasonPhase } from "@/lib/rules/current-week";

export interface WeekInfo {
  week: number; // the week answered
  currentWeek: number; // resolveWeek's week for the league now
  lastWeek: number; // last regular-season week of the league (playoffStartWeek − 1)
  phase: SeasonPhase;
}

export interface LineupRow {
  slot: string;
  playerId: string | null;
  name: string | null;
  position: string | null;
  nflTeam: string | null;
  gameLine: string | null;
  projected: number | null;
  actual: number | null;
  status: "pre" | "in" | "post" | "bye" | "empty";
}

export interface GameSide {
  teamId: string;
  name: string;
  record: string;
  isMine: boolean;
  projected: number; // live blend while games are on (spec §4)
  actual: number | null; // points so far / final; null before any game started
  winProbability: number; // percent
  starters: LineupRow[];
}

export type GameStatus = "pre" | "live" | "final";

export interface LeagueGame {
  id: string;
  isPlayoff: boolean;
  status: GameStatus;
  home: GameSide;
  away: GameSide | null; // null: a bye
  battles: { position: string; leader: string | null; delta: number }[]; // home's expected minus away's
}

export interface MatchupsResponse extends WeekInfo {
  weeks: number[]; // weeks with games, for the picker
  live: boolean; // any game of the week in play: the page refreshes every 60 s
  games: LeagueGame[]; // the user's own game first
}

export type StandingMark = "clinched-bye" | "clinched" | "eliminated" | null;

export interface StandingRow {
  rank: number;
  teamId: string;
  name: string;
  ownerName: string | null;
  isMine: boolean;
  division: number | null;
  wins: number;
  losses: number;
  ties: number;
  record: string;
  pointsFor: number;
  pointsAgainst: number;
  streak: string | null; // "W3", "L1"
  gamesBack: number | null; // games behind the last playoff spot (null for teams holding one)
  playoffOdds: number | null; // percent, from the shared season simulation
  byeOdds: number | null;
  titleOdds: number | null;
  mark: StandingMark;
}

export interface StandingsResponse extends WeekInfo {
  league: { id: string; name: string; playoffTeams: number; playoffByes: number; divisions: number; medianGame: boolean };
  simulations: number; // 0: no simulation possible (odds are null)
  tiebreakers: string[]; // the order, in plain words
  rows: StandingRow[];
  divisions: { division: number; rows: StandingRow[] }[]; // empty when the league has none
  marksDecided: boolean; // false when a clinch search hit its budget (those marks are withheld)
}

export interface ScheduleWeek {
  week: number;
  isPlayoff: boolean;
  opponent: { id: string; name: string } | null;
  result: "W" | "L" | "T" | null;
  score: { mine: number; theirs: number } | null;
  winProbability: number | null; // percent, weeks ahead
  byes: { id: string; name: string; position: string; starter: boolean }[];
  holes: string[]; // starting slots no eligible non-bye player can fill
}

export interface StrengthRow {
  teamId: string;
  name: string;
  isMine: boolean;
  games: number;
  remaining: number | null;
  remainingRank: number | null;
  playoff: number | null;
  playoffRank: number | null;
}

export interface ScheduleResponse extends WeekInfo {
  team: { id: string; name: string };
  playoffStartWeek: number;
  weeks: ScheduleWeek[];
  strength: StrengthRow[]; // every team, the user's marked
}

export interface AnalyticsTeam {
  teamId: string;
  name: string;
  isMine: boolean;
  record: string;
  playoffOdds: number; // percent
  byeOdds: number;
  titleOdds: number;
  expectedWins: number; // final wins, simulated
  seedDistribution: number[]; // percent per seed
  standardError: { playoff: number; bye: number; title: number }; // points of percent
}

export interface LuckRow {
  teamId: string;
  name: string;
  isMine: boolean;
  wins: number;
  expectedWins: number;
  luck: number;
  allPlay: { wins: number; losses: number; ties: number };
}

export interface RemainingGame {
  week: number;
  home: { id: string; name: string };
  away: { id: string; name: string };
  involvesMe: boolean;
}

export interface AnalyticsResponse extends WeekInfo {
  team: { id: string; name: string };
  simulations: number;
  computedAt: string | null;
  playoffTeams: number;
  teams: AnalyticsTeam[];
  winDistribution: { wins: number; percent: number }[]; // the user's team's final wins
  luck: LuckRow[];
  remainingGames: RemainingGame[];
}

export interface WhatIfRow {
  teamId: string;
  name: string;
  isMine: boolean;
  playoffOdds: number;
  byeOdds: number;
  titleOdds: number;
  basePlayoffOdds: number;
  baseByeOdds: number;
  baseTitleOdds: number;
  playoffChange: number;
  standardError: number; // of the playoff change, points of percent
}

export interface WhatIfResponse {
  simulations: number;
  elapsedMs: number;
  forced: number;
  teams: WhatIfRow[];
}
