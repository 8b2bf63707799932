import "server-only";
import { getLeagueForPlayerCard } from "@/lib/db/queries/dashboard";
import {
  insertMissingPoolPlayers, leagueRosterWeek, listLeagueTeamNames, searchPlayerRows,
  type AvailabilityFilter, type InjuryFilter, type PlayerSearchDbRow,
} from "@/lib/db/queries/player-search";
import { findMyTeamId } from "@/lib/db/queries/teams";
import { pointsKey, type PointsKey } from "@/lib/dashboard/scoring-key";
import { byeWeeks, getProjectionWeek, playerPool, teamInWeek } from "@/lib/nfl";
import { resolveWeek } from "@/lib/rules/current-week";
import type { PlayerSearchResponse, PlayerSearchResult, PlayerSort } from "./types";

export interface PlayerSearchInput {
  userId: string;
  leagueId: string;
  q: string;
  position?: string;
  nflTeam?: string;
  availability: "all" | "free_agent" | "mine" | "rostered" | `team:${string}`;
  injury: InjuryFilter;
  sort?: PlayerSort;
  limit: number;
  now: Date;
}

// Without a name, every filtered player is a candidate: the pool is a few thousand rows at most.
const CANDIDATES = 5000;
const round1 = (n: number) => Math.round(n * 10) / 10;

// Free agents must be findable: the bundled season pool is added to the player table once per process
// (insert-only; the seed does the same at start-up).
const poolImports = new Map<number, Promise<number>>();
export function ensurePoolPlayers(season: number): Promise<number> {
  let running = poolImports.get(season);
  if (!running) {
    running = insertMissingPoolPlayers(playerPool(season)).catch((error: unknown) => {
      poolImports.delete(season);
      throw error;
    });
    poolImports.set(season, running);
  }
  return running;
}

function projections(row: PlayerSearchDbRow, season: number, week: number, lastWeek: number, key: PointsKey) {
  const ref = { gsisId: row.gsisId, nflcomId: row.nflcomId, season };
  const thisWeek = getProjectionWeek({ ...ref, week })?.[`proj${key}`] ?? null;
  let rest = 0;
  let any = false;
  for (let w = week; w <= lastWeek; w++) {
    const p = getProjectionWeek({ ...ref, week: w })?.[`proj${key}`];
    if (p !== undefined) {
      rest += p;
      any = true;
    }
  }
  return { projection: thisWeek === null ? null : round1(thisWeek), restOfSeason: any ? round1(rest) : null };
}

const desc = (a: number | null, b: number | null) => (b ?? -Infinity) - (a ?? -Infinity);
const SORTERS: Record<Exclude<PlayerSort, "relevance">, (a: PlayerSearchResult, b: PlayerSearchResult) => number> = {
  projection: (a, b) => desc(a.projection, b.projection),
  rest_of_season: (a, b) => desc(a.restOfSeason, b.restOfSeason),
  ownership: (a, b) => desc(a.percentOwned, b.percentOwned),
  trend: (a, b) => desc(a.trend, b.trend),
};

// Search in the context of one of the user's leagues; null when the league is not theirs.
export async function searchPlayers(input: PlayerSearchInput): Promise<PlayerSearchResponse | null> {
  const league = await getLeagueForPlayerCard({ leagueId: input.leagueId, userId: input.userId });
  if (!league) return null;
  await ensurePoolPlayers(league.season);
  const { week, lastWeek } = resolveWeek(league, input.now);
  const [rosterWeek, myTeamId, teams] = await Promise.all([
    leagueRosterWeek({ leagueId: league.id, week }),
    findMyTeamId({ leagueId: league.id, userId: input.userId }),
    listLeagueTeamNames({ leagueId: league.id }),
  ]);
  const sort: PlayerSort = input.sort ?? (input.q ? "relevance" : "projection");
  const availability: AvailabilityFilter = input.availability.startsWith("team:")
    ? { teamId: input.availability.slice(5) }
    : (input.availability as Exclude<AvailabilityFilter, { teamId: string }>);
  const rows = await searchPlayerRows({
    q: input.q, leagueId: league.id, myTeamId, rosterWeek, position: input.position, nflTeam: input.nflTeam,
    availability, injury: input.injury, limit: sort === "relevance" ? input.limit : CANDIDATES,
  });
  const key = pointsKey(league.scoring);
  const byes = byeWeeks(league.season);
  const players = rows.map((row): PlayerSearchResult => {
    const team = teamInWeek({ gsisId: row.gsisId, nflcomId: row.nflcomId }, league.season, week) ?? row.nflTeam;
    return {
      id: row.id,
      name: row.fullName,
      position: row.position === "DST" ? "D/ST" : row.position,
      nflTeam: team,
      imageUrl: row.imageUrl,
      injuryStatus: row.injuryStatus,
      byeWeek: team ? (byes[team] ?? null) : null,
      ...projections(row, league.season, week, lastWeek, key),
      percentOwned: row.percentOwned,
      trend: row.percentChange,
      owner: row.teamId ? { teamId: row.teamId, teamName: row.teamName ?? "", isMine: row.teamId === myTeamId } : null,
    };
  });
  if (sort !== "relevance") players.sort((a, b) => SORTERS[sort](a, b) || a.name.localeCompare(b.name));
  return {
    leagueId: league.id,
    week,
    season: league.season,
    sort,
    players: players.slice(0, input.limit),
    teams: teams.map((t) => ({ ...t, isMine: t.id === myTeamId })),
  };
}
