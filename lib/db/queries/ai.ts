import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";

// Read-only lookups the AI tools need beyond the NFL data files: the canonical Player row (its id,
// injury status and ownership) for players the tools found in the NFL pool.
export async function findPlayersByGsisIds({ gsisIds }: { gsisIds: string[] }) {
  if (gsisIds.length === 0) return [];
  return db.player.findMany({
    where: { gsisId: { in: gsisIds } },
    select: {
      id: true,
      gsisId: true,
      nflcomId: true,
      espnId: true,
      fullName: true,
      position: true,
      nflTeam: true,
      injuryStatus: true,
      percentOwned: true,
    },
  });
}

export async function findPlayerById({ playerId }: { playerId: string }) {
  return db.player.findUnique({
    where: { id: playerId },
    select: {
      id: true,
      gsisId: true,
      nflcomId: true,
      espnId: true,
      fullName: true,
      position: true,
      nflTeam: true,
      injuryStatus: true,
      percentOwned: true,
      percentChange: true,
    },
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

// GM's Brief cache (5 minutes). Callers pass a team they checked for ownership.
export async function getCachedBrief({ teamId, week, since }: { teamId: string; week: number; since: Date }) {
  return db.aiBrief.findFirst({ where: { teamId, week, generatedAt: { gte: since } }, select: { result: true } });
}

export async function saveBrief({
  teamId,
  week,
  result,
}: {
  teamId: string;
  week: number;
  result: Prisma.InputJsonValue;
}) {
  const generatedAt = new Date();
  await db.aiBrief.upsert({
    where: { teamId_week: { teamId, week } },
    create: { teamId, week, result, generatedAt },
    update: { result, generatedAt },
  });
}

// Player analyses: one per player, league and week; kept until regenerated (stale after 24 h).
export async function getPlayerAnalysis({
  playerId,
  leagueId,
  week,
}: {
  playerId: string;
  leagueId: string;
  week: number;
}) {
  return db.playerAnalysis.findUnique({
    where: { playerId_leagueId_week: { playerId, leagueId, week } },
    select: { result: true, model: true, generatedAt: true },
  });
}

export async function savePlayerAnalysis({
  playerId,
  leagueId,
  week,
  result,
  model,
}: {
  playerId: string;
  leagueId: string;
  week: number;
  result: Prisma.InputJsonValue;
  model: string;
}) {
  const generatedAt = new Date();
  await db.playerAnalysis.upsert({
    where: { playerId_leagueId_week: { playerId, leagueId, week } },
    create: { playerId, leagueId, week, result, model, generatedAt },
    update: { result, model, generatedAt },
  });
  return generatedAt;
}
