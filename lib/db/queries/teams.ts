import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/generated/prisma/client";
import type { z } from "zod";
import type { teamSummarySchema } from "@/lib/validations/responses/teams";
import { unsupportedScoringOf } from "./leagues";

// The Team of spec §3 as the API returns it (documented in lib/validations/responses/teams.ts).
export type TeamSummary = z.infer<typeof teamSummarySchema>;

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

export async function findMyTeamId({ leagueId, userId }: { leagueId: string; userId: string }): Promise<string | null> {
  const team = await db.team.findFirst({
    where: { leagueId, ownerUserId: userId, league: { userId } },
    select: { id: true },
  });
  return team?.id ?? null;
}
