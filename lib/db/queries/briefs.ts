import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";

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
