import "server-only";
// The player-stats job: every NFL player's weekly projections and actual stat lines of a season that is not
// bundled, from ESPN's season-level players endpoint (raw stats, scored later by each league's own rules). Runs
// every 4 hours, hourly around game time. Each week ESPN answers for is replaced whole in one transaction; an answer
// that is empty, garbled or smaller than what is stored for a week (a partial answer) stores nothing.
import { env } from "@/env";
import {
  listDataSources,
  replaceSeasonPlayerWeeks,
  storedPlayerWeekCounts,
  storedPlayerWeeks,
  type PlayerWeekRow,
} from "@/lib/db/queries/ingest";
import type { StatLine } from "@/lib/domain/league";
import { presetPoints } from "@/lib/engine/scoring";
import { bundledSeasons, gamesForWeek } from "@/lib/nfl/schedule";
import { seasonFor } from "@/lib/nfl/season";
import { resolveWeek } from "@/lib/rules/current-week";
import { setStoredWeeks } from "@/lib/nfl/stored-weeks";
import { parsePlayerStats, type EspnPlayerWeek } from "@/lib/providers/espn/player-stats";
import { partialWeeks } from "@/lib/ingest/partial-weeks";
import { providerFetch } from "@/lib/providers/http";

const HOUR = 60 * 60 * 1000;
export const PLAYER_STATS_SOURCE = "espn-player-stats";

// Every active player with his single-week lines, actual and projected (statSplitTypeId 1).
const FILTER = JSON.stringify({
  players: {
    filterActive: { value: true },
    filterStatsForSourceIds: { value: [0, 1] },
    filterStatsForSplitTypeIds: { value: [1] },
    limit: 2000,
  },
});

const points = (line: StatLine | null) => {
  if (!line) return [null, null, null];
  const { std, half, ppr } = presetPoints(line);
  return [std, half, ppr];
};

function toRow(w: EspnPlayerWeek): PlayerWeekRow {
  const [ptsStd = null, ptsHalf = null, ptsPpr = null] = points(w.actual);
  const [projStd = null, projHalf = null, projPpr = null] = points(w.projected);
  return {
    espnId: w.espnId,
    fullName: w.fullName,
    position: w.position,
    team: w.team,
    week: w.week,
    stats: w.actual,
    projStats: w.projected,
    ptsStd,
    ptsHalf,
    ptsPpr,
    projStd,
    projHalf,
    projPpr,
  };
}

/** The weeks of the answer that are complete enough to replace what is stored; throws when none is. */
async function completeWeeks(season: number, rows: PlayerWeekRow[]): Promise<number[]> {
  const perWeek = new Map<number, number>();
  for (const r of rows) perWeek.set(r.week, (perWeek.get(r.week) ?? 0) + 1);
  const stored = await storedPlayerWeekCounts(season);
  const short = partialWeeks(perWeek, stored);
  if (perWeek.size === 0 || short.length > 0) {
    const detail = short.map((week) => `week ${week}: ${perWeek.get(week)}`).join(", ");
    throw new Error(`ESPN sent a partial answer for ${season} (${detail || "no player weeks"}); kept the stored weeks`);
  }
  return [...perWeek.keys()].sort((a, b) => a - b);
}

/**
 * Hourly within 12 hours of a kickoff of the football clock's week (game days), otherwise once the last success is
 * 4 hours old (real time: the cadence is about the source, not the football clock).
 */
async function due(now: Date): Promise<boolean> {
  const season = seasonFor(now);
  const week = resolveWeek({ season }, now).week;
  if (gamesForWeek(season, week).some((g) => Math.abs(g.kickoff.getTime() - now.getTime()) < 12 * HOUR)) return true;
  const last = (await listDataSources()).find((s) => s.source === PLAYER_STATS_SOURCE)?.lastSuccessAt;
  return !last || Date.now() - last.getTime() >= 4 * HOUR - 5 * 60_000;
}

/** The stored weeks of non-bundled seasons, read into lib/nfl (at start-up and after each refresh). */
export async function loadStoredPlayerWeeks(): Promise<void> {
  setStoredWeeks(await storedPlayerWeeks(bundledSeasons()));
}

export const playerStatsJob = {
  everyMs: 4 * HOUR,
  tickMs: HOUR,
  source: PLAYER_STATS_SOURCE,
  label: "Weekly projections and stat lines (ESPN)",
  due,
  async run(now: Date) {
    const season = seasonFor(now);
    // A bundled season's weekly data ships with the app and is what lib/nfl reads: nothing to fetch.
    if (bundledSeasons().includes(season)) return 0;
    const url = `${env.ESPN_API_URL}/seasons/${season}/players?view=kona_player_info&scoringPeriodId=0`;
    const body = await providerFetch(url, {
      label: "ESPN",
      retries: 1,
      headers: { "X-Fantasy-Filter": FILTER },
      notFoundMessage: `ESPN has no player stats for the ${season} season yet (404).`,
    });
    const rows = parsePlayerStats(season, body).map(toRow);
    const weeks = await completeWeeks(season, rows);
    await replaceSeasonPlayerWeeks(season, weeks, rows);
    await loadStoredPlayerWeeks();
    return rows.length;
  },
};
