// Response shapes of the dashboard's calls (spec §3, §7). Shared by the route handlers and the cards.
import type { GameStatus } from "@/lib/rules/live-blend";

export interface GameInfo {
  status: GameStatus;
  completed: boolean;
  isHome: boolean;
  opponent: string;
  gameTime: string; // ISO kickoff
  playerScore: number | null; // the player's NFL team's score
  opponentScore: number | null;
  quarter: number | null;
  clock: string | null;
  inRedZone: boolean;
  onField: boolean;
}

export interface RosterPlayer {
  id: string;
  name: string;
  imageUrl: string | null;
  nflTeam: string | null;
  position: string;
  isInjured: boolean;
  injuryStatus: string | null;
}

export interface RosterPosition {
  id: string;
  position: string; // the slot code
  isStarting: boolean;
  projectedPoints: number | null;
  actualPoints: number | null;
  gameInfo: GameInfo | null; // null: empty slot, free agent or a bye week
  onBye: boolean; // the player's NFL team has no game this week
  out: boolean; // his injury status rules him out this week (he cannot be "Playing")
}

export interface RosterEntry {
  players: RosterPlayer | null; // null: an empty slot
  roster_positions: RosterPosition;
}

export interface TeamScore {
  projectedScore: number;
  actualScore: number | null;
}

export interface KeyMatchup {
  position: string;
  advantage: string; // "You" or the opponent's name
  delta: number; // points, positive when you lead
}

export interface Matchup {
  week: number;
  winProbability: number; // percent 0–100
  yourTeam: TeamScore & { name: string };
  opponent: (TeamScore & { name: string }) | null; // null: bye week
  aiCommentary: string;
  keyMatchups: KeyMatchup[];
  boomBust: { analysis: string; floor: number; ceiling: number };
}

export interface PlayoffScenarios {
  playoffOdds: number | null; // percent
  byeOdds: number | null;
  titleOdds: number | null;
  seedDistribution: number[]; // percent per seed, index 0 = 1st seed
  expectedWins: number | null;
  simulations: number; // 0 = fallback formula
}

export type BriefPriority = "high" | "medium" | "low";
export type BriefCategory = "lineup" | "waiver" | "trade" | "strategy";

export interface BriefActionItem {
  icon: string;
  priority: BriefPriority;
  category: BriefCategory;
  title: string;
  description?: string;
}

export interface AiBrief {
  summary: string;
  actionItems: BriefActionItem[];
}

export interface NflMatchup {
  id: string;
  week: number;
  homeTeam: string;
  awayTeam: string;
  kickoff: string;
  status: GameStatus;
  quarter: number | null;
  clock: string | null;
  homeScore: number | null;
  awayScore: number | null;
  possession: string | null;
  redZone: boolean;
}
