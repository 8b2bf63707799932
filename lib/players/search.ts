import { footballNow } from "@/lib/clock";
import "server-only";
import { Lru } from "@/lib/cache/lru";
import { getOwnedLeague } from "@/lib/db/queries/leagues";
import {
  ensurePoolPlayerRows,
  searchKey,
  searchPlayerRows,
  type AvailabilityFilter,
  type InjuryFilter,
  type PlayerSearchDbRow,
} from "@/lib/db/queries/player-search";
import { leagueRosterWeek } from "@/lib/db/queries/rosters";
import { listLeagueTeamNames, findMyTeamId } from "@/lib/db/queries/teams";
import { expandNickname } from "@/lib/league-model/team/player-lookup";
import { gamesBefore, preGameWeek, scopeFor } from "@/lib/league-model/week-distributions";
import { leagueOwnership } from "@/lib/db/queries/players";
import { formTrend } from "@/lib/rules/form-trend";
import { ownedPercent } from "@/lib/rules/ownership";
import { byeWeeks, playerPool, teamInWeek } from "@/lib/nfl";
import { resolveWeek } from "@/lib/rules/current-week";
import { regularSeasonEnd, restOfSeasonSpan, type WeekSpan } from "@/lib/rules/rest-of-season";
import { restOfSeasonPoints } from "@/lib/league-model/rest-of-season";
import { round2 } from "@/lib/numbers";
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

type LeagueForSearch = NonNullable<Awaited<ReturnType<typeof getOwnedLeague>>>;

// This week's and the rest of the season's projected points and the form trend, from the same player-week
// distributions, rest-of-season sum and trend every screen shows (lib/league-model/week-distributions,
// lib/league-model/rest-of-season, lib/rules/form-trend), memoised per process and week: a projection sort reads every
// candidate's, so each must be a map lookup after the first.
interface Figures {
  projection: number | null;
  restOfSeason: number | null;
  trend: number | null;
}
const projectionMemo = new Lru<Figures>(50_000);
// Ownership across every league of a season scans all their rosters: read once a minute per season and week, not on
// every search (a share that is a minute old is still the share).
const ownershipMemo = new Lru<ReturnType<typeof leagueOwnership>>(8, 60_000);

function figures(row: PlayerSearchDbRow, league: LeagueForSearch, span: WeekSpan, now: Date): Figures {
  const memoKey = `${league.id}:${span.first}-${span.last}:${row.id}`;
  const cached = projectionMemo.get(memoKey);
  if (cached) return cached;
  let result: Figures = { projection: null, restOfSeason: null, trend: null };
  if (row.gsisId || row.nflcomId || row.espnId) {
    const scope = scopeFor(league, span.first, now);
    const thisWeek = preGameWeek(row, scope);
    const rest = restOfSeasonPoints(row, scope, span);
    const games = gamesBefore(row, league.season, span.first, scope.scoring).map((g) => g.points);
    result = {
      projection: thisWeek.source === "none" ? null : round2(thisWeek.dist.mean),
      restOfSeason: rest.mean,
      trend: formTrend(games),
    };
  }
  projectionMemo.set(memoKey, result);
  return result;
}

const desc = (a: number | null, b: number | null) => (b ?? -Infinity) - (a ?? -Infinity);

// Search in the context of one of the user's leagues; null when the league is not theirs.
export async function searchPlayers(input: PlayerSearchInput): Promise<PlayerSearchResponse | null> {
  const league = await getOwnedLeague({ leagueId: input.leagueId, userId: input.userId });
  if (!league) return null;
  await ensurePoolPlayerRows(playerPool(league.season));
  const now = footballNow(league);
  const { week } = resolveWeek(league, now);
  const span = restOfSeasonSpan(week, regularSeasonEnd(league));
  const [rosterWeek, myTeamId, teams, key, ownership] = await Promise.all([
    leagueRosterWeek({ leagueId: league.id, week }),
    findMyTeamId({ leagueId: league.id, userId: input.userId }),
    listLeagueTeamNames({ leagueId: league.id }),
    // A nickname managers type ("cmc") searches for the player's name, as the GM reads it.
    searchKey(expandNickname(input.q)),
    ownershipMemo.memo(`${league.season}:${week}`, () => leagueOwnership({ season: league.season, week })),
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
  const withFigures = (rows: PlayerSearchDbRow[]) =>
    rows.map((row) => ({
      row,
      ...figures(row, league, span, now),
      percentOwned: ownedPercent(row.percentOwned, ownership, row.id),
    }));
  let ranked: ReturnType<typeof withFigures>;
  const inMemory = {
    projection: "projection",
    rest_of_season: "restOfSeason",
    trend: "trend",
    ownership: "percentOwned",
  } as const;
  if (sort !== "relevance") {
    // Projections and trends live in the bundled data, ownership partly in the app's leagues: rank the players
    // the data knows in memory, then fill by name from SQL.
    const field = inMemory[sort];
    ranked = withFigures(await searchPlayerRows({ ...query, withDataId: true, order: "none", limit: null }))
      .filter((r) => r[field] !== null)
      .sort((a, b) => desc(a[field], b[field]) || a.row.fullName.localeCompare(b.row.fullName))
      .slice(0, input.limit);
    if (ranked.length < input.limit) {
      const excludeIds = ranked.map((r) => r.row.id);
      const rest = await searchPlayerRows({ ...query, excludeIds, order: "name", limit: input.limit - ranked.length });
      ranked.push(...withFigures(rest));
    }
  } else {
    ranked = withFigures(await searchPlayerRows({ ...query, order: "match", limit: input.limit }));
  }
  const byes = byeWeeks(league.season);
  const players = ranked.map(({ row, projection, restOfSeason, trend, percentOwned }): PlayerSearchResult => {
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
      percentOwned,
      trend,
      owner: row.teamId ? { teamId: row.teamId, teamName: row.teamName ?? "", isMine: row.teamId === myTeamId } : null,
    };
  });
  return {
    leagueId: league.id,
    week,
    restOfSeasonWeeks: span,
    season: league.season,
    sort,
    players,
    teams: teams.map((t) => ({ ...t, isMine: t.id === myTeamId })),
  };
}
