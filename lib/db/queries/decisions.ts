import "server-only";
import { db } from "@/lib/db/client";

// What the decision pages need beyond the dashboard's team row: the ids that build the host's URL, the sync
// stamp that keys their caches, every team's external id and waiver priority, and the league's trades.
// Callers pass a team / league they already checked for ownership (lib/api/team.ts requireTeam).

export async function getDecisionMeta({ teamId }: { teamId: string }) {
  return db.team.findUnique({
    where: { id: teamId },
    select: {
      externalId: true,
      waiverPriority: true,
      league: { select: { externalId: true, provider: true, lastSyncedAt: true, settings: true } },
    },
  });
}

export async function getLeagueTeamDirectory({ leagueId }: { leagueId: string }) {
  return db.team.findMany({
    where: { leagueId },
    select: { id: true, externalId: true, name: true, waiverPriority: true, standing: true },
    orderBy: { standing: "asc" },
  });
}

export async function listLeagueTrades({ leagueId, limit }: { leagueId: string; limit: number }) {
  return db.leagueTransaction.findMany({
    where: { leagueId, type: "trade" },
    orderBy: { occurredAt: "desc" },
    take: limit,
    select: { id: true, week: true, status: true, teamIds: true, adds: true, drops: true, occurredAt: true },
  });
}

export async function getPlayersByIdsForDecisions({ ids }: { ids: string[] }) {
  if (ids.length === 0) return [];
  return db.player.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      fullName: true,
      position: true,
      nflTeam: true,
      gsisId: true,
      nflcomId: true,
      espnId: true,
      injuryStatus: true,
      percentOwned: true,
      percentChange: true,
    },
  });
}
