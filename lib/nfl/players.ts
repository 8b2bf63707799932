import type { Position } from "@/lib/domain/league";
import { actualKey, nflStore, type ActualWeek, type ProjectionWeek } from "./player-data";
import { bundledSeasons, gameForTeam, isByeWeek, opponentInWeek } from "./schedule";
import { seasonWeeks } from "./season";
import { isStoredSeason, storedPlayer, storedPlayers, storedWeeksVersion } from "./stored-weeks";

// A player as the NFL data knows them: GSIS id for QB/RB/WR/TE (nflverse), NFL.com id for projections
// and kickers, ESPN id for the stored weeks of seasons that are not bundled (lib/nfl/stored-weeks.ts). Any may
// be missing; lookups accept whichever the caller has. Every lookup below reads a stored season from the stored
// weeks and any other season from the bundled files.
export interface NflPlayerRef {
  gsisId?: string | null;
  nflcomId?: string | null;
  espnId?: string | null;
  /** A team defense of a stored season is found by its team (hosts other than ESPN have no ESPN id for it). */
  position?: string;
  nflTeam?: string | null;
}

const storedWeek = (ref: NflPlayerRef, season: number, week: number) =>
  storedPlayer(ref)?.weeks.get(`${season}:${week}`);

export interface PoolPlayer {
  key: string; // gsis id, or "nflcom-<id>" for players only NFL.com knows (kickers)
  gsisId: string | null;
  nflcomId: string | null;
  espnId?: string | null; // players of a stored season
  fullName: string;
  position: Position;
  team: string | null; // latest team in the season
}

export function resolveIds(ref: NflPlayerRef): { gsisId: string | null; nflcomId: string | null } {
  const s = nflStore();
  const gsisId = ref.gsisId ?? (ref.nflcomId ? (s.nflcomToGsis.get(ref.nflcomId) ?? null) : null);
  const nflcomId = ref.nflcomId ?? (ref.gsisId ? (s.gsisToNflcom.get(ref.gsisId) ?? null) : null);
  return { gsisId, nflcomId };
}

// Actual fantasy points of a week: nflverse for QB/RB/WR/TE, NFL.com for kickers. null = no stat line.
export function getActualWeek(ref: NflPlayerRef & { season: number; week: number }): ActualWeek | null {
  if (isStoredSeason(ref.season)) return storedWeek(ref, ref.season, ref.week)?.actual ?? null;
  const s = nflStore();
  const { gsisId, nflcomId } = resolveIds(ref);
  if (gsisId) {
    const row = s.nflverse.get(actualKey(ref.season, ref.week, gsisId));
    if (row) return row;
    // A GSIS player with nflverse history simply did not record a stat that week.
    if (s.nflverseByPlayer.has(gsisId)) return null;
  }
  if (nflcomId) {
    const row = s.nflcomActual.get(actualKey(ref.season, ref.week, nflcomId));
    if (row && row.anyStat) return row;
  }
  return null;
}

// NFL.com's projection for the week (PPR/half/std computed from its projected stat line).
export function getProjectionWeek(ref: NflPlayerRef & { season: number; week: number }): ProjectionWeek | null {
  if (isStoredSeason(ref.season)) return storedWeek(ref, ref.season, ref.week)?.projection ?? null;
  const { nflcomId } = resolveIds(ref);
  return nflcomId ? (nflStore().projections.get(actualKey(ref.season, ref.week, nflcomId)) ?? null) : null;
}

// Last week with NFL.com kicker actuals in a season (2025 data stops at week 14).
function lastKickerWeek(season: number): number {
  let last = 0;
  for (const rows of nflStore().nflcomActualByPlayer.values()) {
    for (const r of rows) if (r.season === season && r.week > last) last = r.week;
  }
  return last;
}
const kickerCoverage = new Map<number, number>();

// The player's NFL team in a week: the team of the nearest stat/projection row at or before it; in a season that
// is not bundled and has no row of his yet, his current team (the schedule then still knows his bye and opponent).
export function teamInWeek(ref: NflPlayerRef, season: number, week: number): string | null {
  if (isStoredSeason(season)) return storedTeamInWeek(ref, season, week) ?? ref.nflTeam ?? null;
  if (!bundledSeasons().includes(season)) return ref.nflTeam ?? null;
  const s = nflStore();
  const { gsisId, nflcomId } = resolveIds(ref);
  let best: { week: number; team: string } | null = null;
  const consider = (rows: { season: number; week: number; team: string }[] | undefined) => {
    for (const r of rows ?? []) {
      if (r.season !== season || !r.team || r.week > week) continue;
      if (!best || r.week > best.week) best = { week: r.week, team: r.team };
    }
  };
  if (gsisId) consider(s.nflverseByPlayer.get(gsisId));
  if (nflcomId) consider(s.nflcomActualByPlayer.get(nflcomId));
  const found = best as { week: number; team: string } | null;
  if (found) return found.team;
  const proj = nflcomId ? s.projections.get(actualKey(season, week, nflcomId)) : undefined;
  if (proj?.team) return proj.team;
  if (gsisId) return s.meta.get(gsisId)?.team ?? null;
  return nflcomId ? (s.nflcomNames.get(nflcomId)?.team ?? null) : null;
}

// The team of the stored week at or nearest before `week`, else of his first stored week after it.
function storedTeamInWeek(ref: NflPlayerRef, season: number, week: number): string | null {
  const weeks = storedPlayer(ref)?.weeks;
  if (!weeks) return null;
  let before: { week: number; team: string } | null = null;
  let after: { week: number; team: string } | null = null;
  for (const w of weeks.values()) {
    const row = w.actual ?? w.projection;
    if (!row?.team || row.season !== season) continue;
    if (row.week <= week && (!before || row.week > before.week)) before = row;
    if (row.week > week && (!after || row.week < after.week)) after = row;
  }
  return (before ?? after)?.team ?? null;
}

// True when the data says the player sat out a week his team played (no stat line at all). Unknown → false.
export function missedGame(ref: NflPlayerRef & { season: number; week: number; position: Position }): boolean {
  const team = teamInWeek(ref, ref.season, ref.week);
  if (!team || isByeWeek(team, ref.season, ref.week) || !gameForTeam(team, ref.season, ref.week)) return false;
  if (ref.position === "K") {
    if (!kickerCoverage.has(ref.season)) kickerCoverage.set(ref.season, lastKickerWeek(ref.season));
    if (ref.week > (kickerCoverage.get(ref.season) ?? 0)) return false;
  }
  return getActualWeek(ref) === null;
}

const pools = new Map<string, PoolPlayer[]>(); // `${season}:${storedWeeksVersion()}`

// Every QB/RB/WR/TE/K who has a stat line or an NFL.com projection in the season; in a stored season every
// player (D/ST too) with a stored line.
export function playerPool(season: number): PoolPlayer[] {
  const cacheKey = `${season}:${storedWeeksVersion()}`;
  const cached = pools.get(cacheKey);
  if (cached) return cached;
  if (pools.size > 20) pools.clear(); // pools of replaced stored weeks
  if (isStoredSeason(season)) {
    const pool = storedPool(season);
    pools.set(cacheKey, pool);
    return pool;
  }
  const s = nflStore();
  const byKey = new Map<string, PoolPlayer>();
  for (const [gsisId, rows] of s.nflverseByPlayer) {
    const inSeason = rows.filter((r) => r.season === season);
    if (inSeason.length === 0) continue;
    const meta = s.meta.get(gsisId);
    const nflcomId = s.gsisToNflcom.get(gsisId) ?? null;
    const name = meta?.name ?? (nflcomId ? s.nflcomNames.get(nflcomId)?.name : undefined) ?? gsisId;
    const last = inSeason.reduce((a, b) => (b.week > a.week ? b : a));
    byKey.set(gsisId, {
      key: gsisId,
      gsisId,
      nflcomId,
      fullName: name,
      position: meta?.position ?? "WR",
      team: last.team,
    });
  }
  for (const [k, p] of s.projections) {
    if (!k.startsWith(`${season}:`)) continue;
    const nflcomId = k.split(":")[2] ?? "";
    const gsisId = s.nflcomToGsis.get(nflcomId) ?? null;
    const poolKey = gsisId ?? `nflcom-${nflcomId}`;
    if (byKey.has(poolKey)) continue;
    const names = s.nflcomNames.get(nflcomId);
    if (!names || (gsisId === null && names.position !== "K")) continue;
    byKey.set(poolKey, {
      key: poolKey,
      gsisId,
      nflcomId,
      fullName: names.name,
      position: names.position,
      team: p.team || null,
    });
  }
  const pool = [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
  pools.set(cacheKey, pool);
  return pool;
}

function storedPool(season: number): PoolPlayer[] {
  const pool: PoolPlayer[] = [];
  for (const p of storedPlayers()) {
    if (![...p.weeks.keys()].some((k) => k.startsWith(`${season}:`))) continue;
    pool.push({
      key: p.key,
      gsisId: p.gsisId,
      nflcomId: null,
      espnId: p.espnId,
      fullName: p.fullName,
      position: p.position,
      team: storedTeamInWeek(p, season, seasonWeeks(season)),
    });
  }
  return pool.sort((a, b) => a.key.localeCompare(b.key));
}

export function poolPlayer(season: number, key: string): PoolPlayer | undefined {
  return playerPool(season).find((p) => p.key === key);
}

export function playerMeta(gsisId: string) {
  return nflStore().meta.get(gsisId) ?? null;
}

export interface PlayerSeasonWeek {
  week: number;
  /** Bye and opponent come from the NFL schedule (his team that week), never from stat lines. */
  isBye: boolean;
  opponent: string | null;
  actual: ActualWeek | null;
  projection: ProjectionWeek | null;
}

// Every regular-season week of a season for one player: actual line, projection, bye flag and opponent.
export function playerSeasonWeeks(ref: NflPlayerRef & { season: number }): PlayerSeasonWeek[] {
  const out: PlayerSeasonWeek[] = [];
  for (let week = 1; week <= seasonWeeks(ref.season); week++) {
    const team = teamInWeek(ref, ref.season, week);
    out.push({
      week,
      isBye: team ? isByeWeek(team, ref.season, week) : false,
      opponent: team ? opponentInWeek(team, ref.season, week) : null,
      actual: getActualWeek({ ...ref, season: ref.season, week }),
      projection: getProjectionWeek({ ...ref, season: ref.season, week }),
    });
  }
  return out;
}
