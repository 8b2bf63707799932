// Shapes the /connect page reads from the API (dates arrive as ISO strings).
import type { HostRules, UnsupportedScoringRule } from "@/lib/domain/league";

export interface ConnectedLeagueItem {
  id: string;
  provider: string;
  externalId: string;
  season: number;
  name: string;
  lastSyncedAt: string | null;
  syncError: string | null;
  syncErrorKind: string | null;
  createdAt: string;
  myTeam: { id: string; name: string } | null;
  teamCount: number;
  unsupportedScoring: UnsupportedScoringRule[]; // scoring rules the product cannot apply
  syncWarnings: string[]; // what the last sync could not read in full
  hostRules: HostRules; // the host's playoff bracket, consolation games and trade deadline
}

export interface DiscoveredLeague {
  provider: string;
  externalId: string;
  season: number;
  name: string;
  teams: { externalId: string; name: string; ownerName?: string; isMine?: boolean }[];
}

export interface ConnectResult {
  leagueId: string | null;
  teamId: string | null;
  leagues: { leagueId: string; teamId: string | null; created: boolean }[];
}

export type Platform = "sleeper" | "espn" | "yahoo";
