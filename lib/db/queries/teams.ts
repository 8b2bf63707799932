import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/generated/prisma/client";
import { unsupportedScoringOf } from "./leagues";
import { leagueRulesSelect, type TeamSummary } from "./league-shapes";
import { teamListReads } from "./user-league-reads";

// A team's record as the host reports it.
export const teamRecordSelect = {
  wins: true,
  losses: true,
  ties: true,
  pointsFor: true,
  pointsAgainst: true,
  standing: true,
} satisfies Prisma.TeamSelect;

// One row per team with its league's columns, read in one statement (the team list is on every page).
type TeamSummaryRow = Omit<TeamSummary, "playoffOdds" | "league"> & {
  leagueId: string;
  leagueName: string;
  provider: string;
  season: number;
  currentWeek: number | null;
  lastSyncedAt: Date | null;
  waiverType: string;
  leagueFaabBudget: number | null;
  unsupportedScoring: Prisma.JsonValue;
};

function toSummary(row: TeamSummaryRow): TeamSummary {
  return {
    id: row.id,
    externalId: row.externalId,
    name: row.name,
    abbrev: row.abbrev,
    logoUrl: row.logoUrl,
    wins: row.wins,
    losses: row.losses,
    ties: row.ties,
    pointsFor: row.pointsFor,
    pointsAgainst: row.pointsAgainst,
    standing: row.standing,
    playoffOdds: null,
    faabBudget: row.faabBudget ?? row.leagueFaabBudget,
    faabSpent: row.faabSpent,
    league: {
      id: row.leagueId,
      name: row.leagueName,
      provider: row.provider,
      season: row.season,
      currentWeek: row.currentWeek,
      lastSyncedAt: row.lastSyncedAt,
      waiverSettings: { type: row.waiverType },
      unsupportedScoring: unsupportedScoringOf(row.unsupportedScoring),
    },
  };
}

// The user's own teams (one per connected league), oldest league first so the default selection is stable.
export function listTeamsForUser({ userId }: { userId: string }): Promise<TeamSummary[]> {
  return teamListReads.run(userId, async () => {
    const rows = await db.$queryRaw<TeamSummaryRow[]>`
      SELECT t."id", t."externalId", t."name", t."abbrev", t."logoUrl", t."wins", t."losses", t."ties",
             t."pointsFor", t."pointsAgainst", t."standing", t."faabBudget", t."faabSpent",
             l."id" AS "leagueId", l."name" AS "leagueName", l."provider", l."season", l."currentWeek",
             l."lastSyncedAt", l."waiverType", l."faabBudget" AS "leagueFaabBudget", l."unsupportedScoring"
      FROM "Team" t JOIN "League" l ON l."id" = t."leagueId"
      WHERE t."ownerUserId" = ${userId} AND l."userId" = ${userId}
      ORDER BY l."createdAt" ASC, t."name" ASC`;
    return rows.map(toSummary);
  });
}

/** The id of the user's own team in one of their leagues (the team the pages centre on), or null. */
export async function findMyTeamId({ leagueId, userId }: { leagueId: string; userId: string }): Promise<string | null> {
  const team = await db.team.findFirst({
    where: { leagueId, ownerUserId: userId, league: { userId } },
    select: { id: true },
  });
  return team?.id ?? null;
}

const teamWithLeagueSelect = {
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
  league: { select: leagueRulesSelect },
} satisfies Prisma.TeamSelect;

export type TeamWithLeagueRow = Prisma.TeamGetPayload<{ select: typeof teamWithLeagueSelect }>;
export type TeamLeagueRow = TeamWithLeagueRow["league"];

// The user's own team with its league's rules; null when it is not theirs.
export async function getTeamWithLeague({
  teamId,
  userId,
}: {
  teamId: string;
  userId: string;
}): Promise<TeamWithLeagueRow | null> {
  return db.team.findFirst({
    where: { id: teamId, ownerUserId: userId, league: { userId } },
    select: teamWithLeagueSelect,
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

// Every team row of a league, for the standings, matchups, schedule and analytics. Ownership is checked by the caller.
const teamRowSelect = {
  id: true,
  name: true,
  abbrev: true,
  ownerName: true,
  logoUrl: true,
  ...teamRecordSelect,
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

// What pricing a team's moves needs beyond its row: the ids that build the host's URL, the sync stamp that keys
// the caches, every team's external id and waiver priority. Callers pass a team / league they already checked for
// ownership (lib/api/team.ts requireTeam).
export async function getTeamHostMeta({ teamId }: { teamId: string }) {
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

export async function listLeagueTeamNames({ leagueId }: { leagueId: string }) {
  return db.team.findMany({ where: { leagueId }, select: { id: true, name: true }, orderBy: { name: "asc" } });
}

// FAAB per team, for bids that account for rivals' budgets. Callers pass a league they checked for ownership.
export async function getLeagueFaab({ leagueId }: { leagueId: string }) {
  return db.team.findMany({ where: { leagueId }, select: { id: true, faabBudget: true, faabSpent: true } });
}
