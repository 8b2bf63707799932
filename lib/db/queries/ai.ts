import "server-only";
import { db } from "@/lib/db/client";

// Read-only lookups the AI tools need beyond the NFL data files: the canonical Player row (its id,
// injury status and ownership) for players the tools found in the NFL pool.
export async function findPlayersByGsisIds({ gsisIds }: { gsisIds: string[] }) {
  if (gsisIds.length === 0) return [];
  return db.player.findMany({
    where: { gsisId: { in: gsisIds } },
    select: { id: true, gsisId: true, nflcomId: true, fullName: true, position: true, nflTeam: true, injuryStatus: true, percentOwned: true },
  });
}

export async function findPlayerById({ playerId }: { playerId: string }) {
  return db.player.findUnique({
    where: { id: playerId },
    select: { id: true, gsisId: true, nflcomId: true, fullName: true, position: true, nflTeam: true, injuryStatus: true, percentOwned: true, percentChange: true },
  });
}

export async function listPlayerNews({ playerId, limit }: { playerId: string; limit: number }) {
  return db.newsItem.findMany({
    where: { playerId },
    orderBy: { publishedAt: "desc" },
    take: limit,
    select: { headline: true, source: true, url: true, publishedAt: true },
  });
}

// FAAB per team, for bids that account for rivals' budgets. Callers pass a league they checked for ownership.
export async function getLeagueFaab({ leagueId }: { leagueId: string }) {
  return db.team.findMany({ where: { leagueId }, select: { id: true, faabBudget: true, faabSpent: true } });
}
