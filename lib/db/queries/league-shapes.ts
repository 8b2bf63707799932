import type { Prisma } from "@/generated/prisma/client";
import type { HostRules, TeamRecord, UnsupportedScoringRule } from "@/lib/domain/league";

// What the league and team queries return, in one home: the queries, their read caches and the API's response
// schemas all name these shapes, and none of them needs the others to do so.

// A connected league as /connect lists it (GET /api/leagues).
export interface ConnectedLeague {
  id: string;
  provider: string;
  externalId: string;
  season: number;
  name: string;
  lastSyncedAt: Date | null;
  syncError: string | null;
  syncErrorKind: string | null;
  createdAt: Date;
  myTeam: { id: string; name: string } | null;
  teamCount: number;
  unsupportedScoring: UnsupportedScoringRule[];
  syncWarnings: string[]; // what the last sync could not read in full (e.g. unknown players)
  hostRules: HostRules;
}

// The league rules every page reads with the user's team.
export const leagueRulesSelect = {
  id: true,
  name: true,
  provider: true,
  season: true,
  scoring: true,
  rosterSlots: true,
  waiverType: true,
  faabBudget: true,
  waiverRun: true,
  playoffTeams: true,
  playoffStartWeek: true,
  playoffByes: true,
  tiebreaker: true,
  medianGame: true,
  divisions: true,
  currentWeek: true,
  playoffRoundWeeks: true,
  lastSyncedAt: true,
  syncError: true,
} satisfies Prisma.LeagueSelect;

export type OwnedLeague = Prisma.LeagueGetPayload<{ select: typeof leagueRulesSelect }>;

// A team as the API returns it (documented in lib/validations/responses/teams.ts).
export interface TeamSummary extends TeamRecord {
  id: string;
  externalId: string;
  name: string;
  abbrev: string | null;
  logoUrl: string | null;
  playoffOdds: number | null;
  faabBudget: number | null;
  faabSpent: number;
  league: {
    id: string;
    name: string;
    provider: string;
    season: number;
    currentWeek: number | null;
    lastSyncedAt: Date | null;
    waiverSettings: { type: string };
    unsupportedScoring: UnsupportedScoringRule[];
  };
}
