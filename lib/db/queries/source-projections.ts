import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import type { StatLine } from "@/lib/domain/league";
import type { SourceProjectionRow } from "@/lib/nfl/source-projections";

export interface SourceProjectionInput {
  playerKey: string;
  position: string;
  team: string | null;
  week: number;
  stats: StatLine;
}

/** Swaps a source's weeks whole in one transaction (the weeks of `rows` only; other weeks stay). */
export async function replaceSourceProjections(
  source: string,
  season: number,
  weeks: number[],
  rows: SourceProjectionInput[],
): Promise<void> {
  await db.$transaction([
    db.sourceProjection.deleteMany({ where: { source, season, week: { in: weeks } } }),
    db.sourceProjection.createMany({
      data: rows.map((r) => ({ ...r, source, season, stats: r.stats as Prisma.InputJsonValue })),
      skipDuplicates: true,
    }),
  ]);
}

/** Players per stored week of a source (to tell a partial answer from a full one). */
export async function sourceProjectionCounts(source: string, season: number): Promise<Map<number, number>> {
  const groups = await db.sourceProjection.groupBy({
    by: ["week"],
    where: { source, season },
    _count: { _all: true },
  });
  return new Map(groups.map((g) => [g.week, g._count._all]));
}

export async function storedSourceProjections(): Promise<SourceProjectionRow[]> {
  const rows = await db.sourceProjection.findMany({
    select: { source: true, season: true, week: true, playerKey: true, stats: true },
  });
  return rows.map((r) => ({ ...r, stats: r.stats as StatLine }));
}
