import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";

const slotInclude = { player: true } satisfies Prisma.RosterSlotInclude;
export type RosterSlotRow = Prisma.RosterSlotGetPayload<{ include: typeof slotInclude }>;

// A team's roster for a week; when that week was never synced, the latest earlier week stands in.
// Callers pass a team id they already checked for ownership.
export async function getRosterSlots({
  teamId,
  week,
}: {
  teamId: string;
  week: number;
}): Promise<{ week: number; slots: RosterSlotRow[] }> {
  const exact = await db.rosterSlot.findMany({ where: { teamId, week }, include: slotInclude, orderBy: { id: "asc" } });
  if (exact.length > 0) return { week, slots: exact };
  const latest = await db.rosterSlot.findFirst({
    where: { teamId, week: { lt: week } },
    orderBy: { week: "desc" },
    select: { week: true },
  });
  if (!latest) return { week, slots: [] };
  const slots = await db.rosterSlot.findMany({
    where: { teamId, week: latest.week },
    include: slotInclude,
    orderBy: { id: "asc" },
  });
  return { week: latest.week, slots };
}

// Every team's roster of a league for one week (the season simulator prices all of them).
export async function getLeagueRosterSlots({
  leagueId,
  week,
}: {
  leagueId: string;
  week: number;
}): Promise<RosterSlotRow[]> {
  const rosterWeek = await leagueRosterWeek({ leagueId, week });
  if (rosterWeek === null) return [];
  return db.rosterSlot.findMany({
    where: { team: { leagueId }, week: rosterWeek },
    include: slotInclude,
    orderBy: { id: "asc" },
  });
}

// The league's roster week: the latest stored week not after `week` (a week never synced borrows the last one).
export async function leagueRosterWeek({ leagueId, week }: { leagueId: string; week: number }): Promise<number | null> {
  const row = await db.rosterSlot.findFirst({
    where: { team: { leagueId }, week: { lte: week } },
    orderBy: { week: "desc" },
    select: { week: true },
  });
  return row?.week ?? null;
}
