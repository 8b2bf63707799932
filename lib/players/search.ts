import { footballNow } from "@/lib/clock";
import "server-only";
import { Lru } from "@/lib/cache/lru";
import { getOwnedLeague } from "@/lib/db/queries/leagues";
import {
  insertMissingPoolPlayers,
  searchKey,
  searchPlayerRows,
  type AvailabilityFilter,
  type InjuryFilter,
  type PlayerSearchDbRow,
} from "@/lib/db/queries/player-search";
import { leagueRosterWeek } from "@/lib/db/queries/rosters";
import { listLeagueTeamNames, findMyTeamId } from "@/lib/db/queries/teams";
import { NICKNAMES } from "@/lib/ai/data/nicknames";
import { normalizeName } from "@/lib/ai/data/player-lookup";
import { preGameWeek, scopeFor } from "@/lib/views/week-distributions";
import { byeWeeks, playerPool, teamInWeek } from "@/lib/nfl";
import { resolveWeek } from "@/lib/rules/current-week";
import type { PlayerSort } from "@/lib/domain/player-search";
import type { PlayerSearchResponse, PlayerSearchResult } from "./types";

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
}

const round1 = (n: number) => Math.round(n * 10) / 10;
type LeagueForSearch = NonNullable<Awaited<ReturnType<typeof getOwnedLeague>>>;

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

// This week's and the rest of the season's projected points, from the same player-week distributions the roster
// card and the player modal show (lib/views/week-distributions), memoised per process and week: a projection
// sort reads every candidate's, so each must be a map lookup after the first.
const projectionMemo = new Lru<{ projection: number | null; restOfSeason: number | null }>(50_000);

function projections(row: PlayerSearchDbRow, league: LeagueForSearch, week: number, lastWeek: number, now: Date) {
  const memoKey = `${league.id}:${week}:${row.id}`;
  const cached = projectionMemo.get(memoKey);
  if (cached) return cached;
  let result = { projection: null as number | null, restOfSeason: null as number | null };
  if (row.gsisId || row.nflcomId || row.espnId) {
    const weekOf = (w: number) => preGameWeek(row, scopeFor(league, w, now));
    const thisWeek = weekOf(week);
    let rest = 0;
    for (let w = week; w <= lastWeek; w++) rest += w === week ? thisWeek.dist.mean : weekOf(w).dist.mean;
    result = { projection: thisWeek.source === "none" ? null : round1(thisWeek.dist.mean), restOfSeason: round1(rest) };
  }
  projectionMemo.set(memoKey, result);
  return result;
}

const desc = (a: number | null, b: number | null) => (b ?? -Infinity) - (a ?? -Infinity);

// Search in the context of one of the user's leagues; null when the league is not theirs.
export async function searchPlayers(input: PlayerSearchInput): Promise<PlayerSearchResponse | null> {
  const league = await getOwnedLeague({ leagueId: input.leagueId, userId: input.userId });
  if (!league) return null;
  await ensurePoolPlayers(league.season);
  const now = footballNow(league);
  const { week, lastWeek } = resolveWeek(league, now);
  const [rosterWeek, myTeamId, teams, key] = await Promise.all([
    leagueRosterWeek({ leagueId: league.id, week }),
    findMyTeamId({ leagueId: league.id, userId: input.userId }),
    listLeagueTeamNames({ leagueId: league.id }),
    // A nickname managers type ("cmc") searches for the player's name, as the GM reads it.
    searchKey(NICKNAMES[normalizeName(input.q)] ?? input.q),
  ]);
  const sort: PlayerSort = input.sort ?? (input.q ? "relevance" : "projection");
  const availability: AvailabilityFilter = input.availability.startsWith("team:")
    ? { teamId: input.availability.slice(5) }
    : (input.availability as Exclude<AvailabilityFilter, { teamId: string }>);
  const query = {
    key,
    leagueId: league.id,
    myTeamId,
    rosterWeek,
    position: input.position,
    nflTeam: input.nflTeam,
    availability,
    injury: input.injury,
  };
  const withProjections = (rows: PlayerSearchDbRow[]) =>
    rows.map((row) => ({ row, ...projections(row, league, week, lastWeek, now) }));
  let ranked: ReturnType<typeof withProjections>;
  if (sort === "projection" || sort === "rest_of_season") {
    // Projections live in the bundled data: rank the players it knows in memory, then fill by name from SQL.
    const field = sort === "rest_of_season" ? "restOfSeason" : "projection";
    ranked = withProjections(await searchPlayerRows({ ...query, withDataId: true, order: "none", limit: null }))
      .filter((r) => r[field] !== null)
      .sort((a, b) => desc(a[field], b[field]) || a.row.fullName.localeCompare(b.row.fullName))
      .slice(0, input.limit);
    if (ranked.length < input.limit) {
      const excludeIds = ranked.map((r) => r.row.id);
      const rest = await searchPlayerRows({ ...query, excludeIds, order: "name", limit: input.limit - ranked.length });
      ranked.push(...withProjections(rest));
    }
  } else {
    const order = sort === "relevance" ? "match" : sort;
    ranked = withProjections(await searchPlayerRows({ ...query, order, limit: input.limit }));
  }
  const byes = byeWeeks(league.season);
  const players = ranked.map(({ row, projection, restOfSeason }): PlayerSearchResult => {
    const team =
      teamInWeek({ gsisId: row.gsisId, nflcomId: row.nflcomId, espnId: row.espnId }, league.season, week) ??
      row.nflTeam;
    return {
      id: row.id,
      name: row.fullName,
      position: row.position === "DST" ? "D/ST" : row.position,
      nflTeam: team,
      imageUrl: row.imageUrl,
      injuryStatus: row.injuryStatus,
      byeWeek: team ? (byes[team] ?? null) : null,
      projection,
      restOfSeason,
      percentOwned: row.percentOwned,
      trend: row.percentChange,
      owner: row.teamId ? { teamId: row.teamId, teamName: row.teamName ?? "", isMine: row.teamId === myTeamId } : null,
    };
  });
  return {
    leagueId: league.id,
    week,
    season: league.season,
    sort,
    players,
    teams: teams.map((t) => ({ ...t, isMine: t.id === myTeamId })),
  };
}
