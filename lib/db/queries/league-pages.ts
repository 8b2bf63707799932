import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";

// Reads behind /matchups, /standings, /schedule and /analytics. Ownership is in every where clause.

/** When the league last synced: the season simulation's cache key changes with it. */
export async function getLeagueSyncStamp({ leagueId }: { leagueId: string }): Promise<Date | null> {
  const row = await db.league.findUnique({ where: { id: leagueId }, select: { lastSyncedAt: true } });
  return row?.lastSyncedAt ?? null;
}

/** The user's own team in one of their leagues (the team the pages centre on), or null. */
export async function getMyTeamInLeague({ leagueId, userId }: { leagueId: string; userId: string }) {
  return db.team.findFirst({ where: { leagueId, ownerUserId: userId, league: { userId } }, select: { id: true } });
}

const teamRowSelect = {
  id: true,
  name: true,
  abbrev: true,
  ownerName: true,
  logoUrl: true,
  wins: true,
  losses: true,
  ties: true,
  pointsFor: true,
  pointsAgainst: true,
  standing: true,
  division: true,
  ownerUserId: true,
} satisfies Prisma.TeamSelect;
export type LeagueTeamRow = Prisma.TeamGetPayload<{ select: typeof teamRowSelect }>;

export async function getLeagueTeamRows({ leagueId }: { leagueId: string }): Promise<LeagueTeamRow[]> {
  return db.team.findMany({
    where: { leagueId },
    select: teamRowSelect,
    orderBy: [{ standing: "asc" }, { name: "asc" }],
  });
}
