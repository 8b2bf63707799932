import "server-only";
// The Sleeper projections job: every player's weekly projected stat line from Sleeper (no league needed), for the
// weeks of a season that is not bundled from the football clock's week to the last, scored later by each league's
// own rules as the "sleeper" projection source. Each week is swapped whole; a failed, garbled or partial answer
// stores nothing, so the last good lines stay.
import { env } from "@/env";
import {
  replaceSourceProjections,
  sourceProjectionCounts,
  storedSourceProjections,
  type SourceProjectionInput,
} from "@/lib/db/queries/source-projections";
import { bundledSeasons } from "@/lib/nfl/schedule";
import { seasonFor, seasonWeeks } from "@/lib/nfl/season";
import { resolveWeek } from "@/lib/rules/current-week";
import { setSourceProjections } from "@/lib/nfl/source-projections";
import { partialWeeks } from "@/lib/ingest/partial-weeks";
import { providerFetch } from "@/lib/providers/http";
import { parseSleeperProjections, sleeperProjectionsUrl } from "@/lib/providers/sleeper/projections";

const HOUR = 60 * 60 * 1000;
export const SLEEPER_PROJECTIONS_SOURCE = "sleeper-projections";

/** The stored lines, read into lib/nfl (at start-up and after each refresh). */
export async function loadSourceProjections(): Promise<void> {
  setSourceProjections(await storedSourceProjections());
}

async function fetchWeek(season: number, week: number): Promise<SourceProjectionInput[]> {
  const body = await providerFetch(sleeperProjectionsUrl(env.SLEEPER_API_URL, season, week), {
    label: "Sleeper",
    retries: 1,
    notFoundMessage: `Sleeper has no projections for ${season} week ${week} (404).`,
  });
  return parseSleeperProjections(week, body).filter((p) => p.week === week);
}

export const sleeperProjectionsJob = {
  everyMs: 4 * HOUR,
  source: SLEEPER_PROJECTIONS_SOURCE,
  label: "Weekly projections (Sleeper)",
  async run(now: Date) {
    const season = seasonFor(now);
    // A bundled season's projections ship with the app: nothing to fetch.
    if (bundledSeasons().includes(season)) return 0;
    const first = resolveWeek({ season }, now).week;
    const weeks = Array.from({ length: seasonWeeks(season) - first + 1 }, (_, i) => first + i);
    // Every week is fetched and checked before any is stored: one bad week keeps them all as they were.
    const answers = await Promise.all(weeks.map((week) => fetchWeek(season, week)));
    const stored = await sourceProjectionCounts("sleeper", season);
    const short = partialWeeks(new Map(weeks.map((week, i) => [week, answers[i]?.length ?? 0])), stored);
    if (short.length > 0)
      throw new Error(
        `Sleeper sent partial projections for ${season} (week ${short.join(", ")}); kept the stored projections`,
      );
    const rows = answers.flat();
    await replaceSourceProjections("sleeper", season, weeks, rows);
    await loadSourceProjections();
    return rows.length;
  },
};
