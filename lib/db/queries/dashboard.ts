import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";

const leagueSelect = {
  id: true,
  name: true,
  provider: true,
  season: true,
  scoring: true,
  rosterSlots: true,
  waiverType: true,
  faabBudget: true,
  waiverRun: true,
  playoffTeams: true,
  playoffStartWeek: true,
  playoffByes: true,
  tiebreaker: true,
  medianGame: true,
  divisions: true,
  currentWeek: true,
  playoffRoundWeeks: true,
  lastSyncedAt: true,
  syncError: true,
} satisfies Prisma.LeagueSelect;

const teamSelect = {
  id: true,
  externalId: true,
  name: true,
  wins: true,
  losses: true,
  ties: true,
  pointsFor: true,
  standing: true,
  division: true,
  faabBudget: true,
  faabSpent: true,
  leagueId: true,
  league: { select: leagueSelect },
} satisfies Prisma.TeamSelect;

export type DashboardTeamRow = Prisma.TeamGetPayload<{ select: typeof teamSelect }>;
export type DashboardLeagueRow = DashboardTeamRow["league"];

// The user's own team with the league rules the dashboard needs; null when it is not theirs.
export async function getDashboardTeam({
  teamId,
  userId,
}: {
  teamId: string;
  userId: string;
}): Promise<DashboardTeamRow | null> {
  return db.team.findFirst({ where: { id: teamId, ownerUserId: userId, league: { userId } }, select: teamSelect });
}

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
  const latest = await db.rosterSlot.findFirst({
    where: { team: { leagueId }, week: { lte: week } },
    orderBy: { week: "desc" },
    select: { week: true },
  });
  if (!latest) return [];
  return db.rosterSlot.findMany({
    where: { team: { leagueId }, week: latest.week },
    include: slotInclude,
    orderBy: { id: "asc" },
  });
}

export async function getLeagueTeams({ leagueId }: { leagueId: string }) {
  return db.team.findMany({
    where: { leagueId },
    select: {
      id: true,
      name: true,
      wins: true,
      losses: true,
      ties: true,
      pointsFor: true,
      division: true,
      standing: true,
    },
    // Content order (the host's standing, then its team id), never database ids: simulations index teams by it.
    orderBy: [{ standing: "asc" }, { externalId: "asc" }],
  });
}

export async function getLeagueMatchups({ leagueId }: { leagueId: string }) {
  return db.matchup.findMany({ where: { leagueId }, orderBy: [{ week: "asc" }, { id: "asc" }] });
}

export async function getTeamMatchup({ leagueId, teamId, week }: { leagueId: string; teamId: string; week: number }) {
  return db.matchup.findFirst({
    where: { leagueId, week, OR: [{ homeTeamId: teamId }, { awayTeamId: teamId }] },
    include: { homeTeam: { select: { id: true, name: true } }, awayTeam: { select: { id: true, name: true } } },
  });
}

// Stored news (provider feeds, ESPN) for the given players, newest first.
export async function getNewsForPlayers({ playerIds, limit }: { playerIds: string[]; limit: number }) {
  if (playerIds.length === 0) return [];
  return db.newsItem.findMany({
    where: { playerId: { in: playerIds } },
    orderBy: { publishedAt: "desc" },
    take: limit,
    include: { player: { select: { fullName: true } } },
  });
}

// The user's own league (for player cards, which read the selected team's league only).
export async function getLeagueForPlayerCard({ leagueId, userId }: { leagueId: string; userId: string }) {
  return db.league.findFirst({ where: { id: leagueId, userId }, select: leagueSelect });
}
