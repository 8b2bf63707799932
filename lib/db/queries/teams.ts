import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/generated/prisma/client";
import type { UnsupportedScoringRule } from "@/lib/domain/league";
import { leagueRulesSelect, unsupportedScoringOf } from "./leagues";

// A team as the API returns it (documented in lib/validations/responses/teams.ts).
export interface TeamSummary {
  id: string;
  externalId: string;
  name: string;
  abbrev: string | null;
  logoUrl: string | null;
  wins: number;
  losses: number;
  ties: number;
  pointsFor: number;
  pointsAgainst: number;
  standing: number;
  playoffOdds: number | null;
  faabBudget: number | null;
  faabSpent: number;
  league: {
    id: string;
    name: string;
    provider: string;
    season: number;
    currentWeek: number | null;
    lastSyncedAt: Date | null;
    waiverSettings: { type: string };
    unsupportedScoring: UnsupportedScoringRule[];
  };
}

// A team's record as the host reports it.
export const teamRecordSelect = {
  wins: true,
  losses: true,
  ties: true,
  pointsFor: true,
  pointsAgainst: true,
  standing: true,
} satisfies Prisma.TeamSelect;

const teamSelect = {
  id: true,
  externalId: true,
  name: true,
  abbrev: true,
  logoUrl: true,
  ...teamRecordSelect,
  faabBudget: true,
  faabSpent: true,
  league: {
    select: {
      id: true,
      name: true,
      provider: true,
      season: true,
      currentWeek: true,
      lastSyncedAt: true,
      waiverType: true,
      faabBudget: true,
      unsupportedScoring: true,
    },
  },
} satisfies Prisma.TeamSelect;

type TeamRow = Prisma.TeamGetPayload<{ select: typeof teamSelect }>;

function toSummary(row: TeamRow): TeamSummary {
  const { league, ...team } = row;
  return {
    ...team,
    playoffOdds: null,
    faabBudget: team.faabBudget ?? league.faabBudget,
    league: {
      id: league.id,
      name: league.name,
      provider: league.provider,
      season: league.season,
      currentWeek: league.currentWeek,
      lastSyncedAt: league.lastSyncedAt,
      waiverSettings: { type: league.waiverType },
      unsupportedScoring: unsupportedScoringOf(league.unsupportedScoring),
    },
  };
}

// The user's own teams (one per connected league), oldest league first so the default selection is stable.
export async function listTeamsForUser({ userId }: { userId: string }): Promise<TeamSummary[]> {
  const rows = await db.team.findMany({
    where: { ownerUserId: userId, league: { userId } },
    select: teamSelect,
    orderBy: [{ league: { createdAt: "asc" } }, { name: "asc" }],
  });
  return rows.map(toSummary);
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
