import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/generated/prisma/client";
import type { UnsupportedScoringRule } from "@/lib/domain/league";
import { unsupportedScoringOf } from "./leagues";

// A team as the API returns it (documented in lib/validations/responses/teams.ts).
export interface TeamSummary {
  id: string;
  externalId: string;
  name: string;
  abbrev: string | null;
  logoUrl: string | null;
  wins: number;
  losses: number;
  ties: number;
  pointsFor: number;
  pointsAgainst: number;
  standing: number;
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

const teamSelect = {
  id: true,
  externalId: true,
  name: true,
  abbrev: true,
  logoUrl: true,
  wins: true,
  losses: true,
  ties: true,
  pointsFor: true,
  pointsAgainst: true,
  standing: true,
  faabBudget: true,
  faabSpent: true,
  league: {
    select: {
      id: true,
      name: true,
      provider: true,
      season: true,
      currentWeek: true,
      lastSyncedAt: true,
      waiverType: true,
      faabBudget: true,
      unsupportedScoring: true,
    },
  },
} satisfies Prisma.TeamSelect;

type TeamRow = Prisma.TeamGetPayload<{ select: typeof teamSelect }>;

function toSummary(row: TeamRow): TeamSummary {
  const { league, ...team } = row;
  return {
    ...team,
    playoffOdds: null,
    faabBudget: team.faabBudget ?? league.faabBudget,
    league: {
      id: league.id,
      name: league.name,
      provider: league.provider,
      season: league.season,
      currentWeek: league.currentWeek,
      lastSyncedAt: league.lastSyncedAt,
      waiverSettings: { type: league.waiverType },
      unsupportedScoring: unsupportedScoringOf(league.unsupportedScoring),
    },
  };
}

// The user's own teams (one per connected league), oldest league first so the default selection is stable.
export async function listTeamsForUser({ userId }: { userId: string }): Promise<TeamSummary[]> {
  const rows = await db.team.findMany({
    where: { ownerUserId: userId, league: { userId } },
    select: teamSelect,
    orderBy: [{ league: { createdAt: "asc" } }, { name: "asc" }],
  });
  return rows.map(toSummary);
}

/** The id of the user's own team in one of their leagues (the team the pages centre on), or null. */
export async function findMyTeamId({ leagueId, userId }: { leagueId: string; userId: string }): Promise<string | null> {
  const team = await db.team.findFirst({
    where: { leagueId, ownerUserId: userId, league: { userId } },
    select: { id: true },
  });
  return team?.id ?? null;
}
