import "server-only";
// Live game state: while a stored game has kicked off and is not final, ESPN's public scoreboard of its week is
// fetched (every 30 s from the scheduler, every minute from a cron) and its status, quarter, clock, scores, possession
// and red zone are written onto the stored games; with no game in play nothing is fetched. Bundled seasons (the
// demo) derive their live state from the football clock instead (lib/nfl/game-state).
import { env } from "@/env";
import { storeScoreboard, weeksInPlay } from "@/lib/db/queries/live-games";
import { bundledSeasons } from "@/lib/nfl/schedule";
import { parseScoreboard } from "@/lib/providers/espn/site-api";
import { providerFetch } from "@/lib/providers/http";
import type { Job } from "./job";

/** The configured ESPN site API (scoreboard and news); a job without it fails with this message. */
export function espnSiteUrl(): string {
  if (!env.ESPN_SITE_API_URL) throw new Error("ESPN_SITE_API_URL is not set, so this source is off");
  return env.ESPN_SITE_API_URL.replace(/\/$/, "");
}

export const liveJob: Job = {
  everyMs: 30_000,
  staleAfterMs: 3 * 60_000, // a cron trigger runs it every minute at most
  source: "espn-scoreboard",
  label: "Live scores and game state (ESPN scoreboard)",
  async run(now) {
    const weeks = await weeksInPlay(now, bundledSeasons());
    let rows = 0;
    for (const { season, week } of weeks) {
      const url = `${espnSiteUrl()}/scoreboard?seasontype=2&week=${week}&dates=${season}`;
      const games = parseScoreboard(await providerFetch(url, { label: "ESPN", retries: 0 }));
      const stored = await storeScoreboard(season, week, games);
      if (stored === 0)
        throw new Error(`ESPN's scoreboard for ${season} week ${week} had none of its games; kept the stored state`);
      rows += stored;
    }
    return rows;
  },
};
