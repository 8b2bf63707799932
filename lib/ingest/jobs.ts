import "server-only";
// Ingestion jobs: each refreshes one data source on its own cadence, under a lease so that app instances never run
// the same job twice at once, and records its last success or error. A failed or empty fetch stores nothing, so
// the last good data stays. Triggered by the cron route (serverless) or the in-process scheduler (`next start`).
import { randomUUID } from "node:crypto";
import { env } from "@/env";
import {
  acquireLease,
  recordSourceError,
  recordSourceSuccess,
  releaseLease,
  renewLease,
  replaceSeasonSchedule,
  storedSchedule,
} from "@/lib/db/queries/ingest";
import { providerFetch } from "@/lib/providers/http";
import { parseProSchedule } from "@/lib/providers/espn/pro-schedule";
import { bundledSeasons, setStoredSchedule } from "@/lib/nfl/schedule";
import { seasonFor } from "@/lib/nfl/season";
import { scheduleProblem } from "@/lib/nfl/schedule-guard";
import { footballNow } from "@/lib/clock";
import type { Job, JobResult } from "./job";
import { liveJob } from "./live-job";
import { injuriesJob, newsJob } from "./news-job";
import { playerStatsJob } from "./player-stats-job";
import { sleeperProjectionsJob } from "./sleeper-projections-job";

const HOUR = 60 * 60 * 1000;

export const JOBS = {
  schedule: {
    everyMs: 24 * HOUR,
    source: "espn-schedule",
    label: "NFL schedule and byes (ESPN)",
    async run(now) {
      const season = seasonFor(now);
      // A bundled season's schedule ships with the app and is what lib/nfl reads: nothing to fetch.
      if (bundledSeasons().includes(season)) return 0;
      const url = `${env.ESPN_API_URL}/seasons/${season}?view=proTeamSchedules_wl`;
      const answer = await providerFetch(url, {
        label: "ESPN",
        retries: 1,
        notFoundMessage: `ESPN has no schedule for the ${season} season yet (404).`,
      });
      const { games } = parseProSchedule(season, answer);
      // A partial season (a week missing, a team short of games) never replaces the last good one.
      const problem = scheduleProblem(season, games);
      if (problem) throw new Error(`ESPN's ${season} schedule is incomplete (${problem}); kept the stored schedule`);
      await replaceSeasonSchedule(season, games);
      await loadStoredSchedule();
      return games.length;
    },
  },
  live: liveJob,
  news: newsJob,
  injuries: injuriesJob,
  "player-stats": playerStatsJob,
  "sleeper-projections": sleeperProjectionsJob,
} satisfies Record<string, Job>;

export type JobName = keyof typeof JOBS;
export const isJobName = (name: string): name is JobName => Object.hasOwn(JOBS, name);

/** The schedule seasons stored by the job, read into lib/nfl's calendar (at start-up and after each refresh). */
export async function loadStoredSchedule(): Promise<void> {
  setStoredSchedule(await storedSchedule(bundledSeasons()));
}

/**
 * A job's lease is short and renewed while the job runs, so a run of any length keeps it, and an instance stopped
 * mid-run (a deploy, a crash: nothing releases its lease) holds up the next instance's runs for a minute at most.
 */
export const LEASE_MS = 60_000;
export const LEASE_RENEW_MS = 15_000;

/** Renews the holder's lease every `everyMs` until the returned function is called. */
export function keepLease(name: string, holder: string, everyMs = LEASE_RENEW_MS): () => void {
  let running = true;
  const timer = setInterval(() => {
    renewLease(name, holder, LEASE_MS)
      .then((kept) => kept || !running || console.error(`[ingest] ${name}: the lease ran out during a run`))
      .catch((error: unknown) => running && console.error(`[ingest] ${name}: could not renew the lease`, error));
  }, everyMs);
  timer.unref();
  return () => {
    running = false;
    clearInterval(timer);
  };
}

export async function runJob(name: JobName, now = footballNow(null)): Promise<JobResult> {
  const job: Job = JOBS[name];
  // A cadence that cannot be checked (database hiccup) does not skip the run: the run records its own outcome.
  if (job.due && !(await job.due(now).catch(() => true))) return { job: name, status: "ok", rows: 0, skipped: true };
  const holder = randomUUID();
  if (!(await acquireLease(name, holder, LEASE_MS))) return { job: name, status: "busy", rows: 0 };
  const stopRenewing = keepLease(name, holder);
  const at = new Date();
  try {
    const rows = await job.run(now);
    await recordSourceSuccess(job.source, rows, at);
    return { job: name, status: "ok", rows };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordSourceError(job.source, message.slice(0, 500), at);
    return { job: name, status: "failed", rows: 0, error: message };
  } finally {
    stopRenewing();
    await releaseLease(name, holder);
  }
}
