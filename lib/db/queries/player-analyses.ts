import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";

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
