import "server-only";
// At server start-up: the stored NFL data of non-bundled seasons (lib/ingest/freshness.ts) is read into lib/nfl
// before the first request, and re-read within a minute whenever another instance refreshes it. With
// INGEST_SCHEDULER=on (the default of scripts/server.mjs) each job also runs on its own cadence, first at start-up.
// Overlap across instances is prevented by the job's lease, not by this timer. Serverless hosts use the cron route.
import { env } from "@/env";
import { JOBS, runJob, type JobName } from "./jobs";
import { setStoredDataRefresher } from "@/lib/nfl/stored-weeks";
import { freshStoredData, loadStoredData } from "./freshness";

let started = false;

export async function startIngestion(): Promise<void> {
  if (started) return;
  started = true;
  await loadStoredData();
  setStoredDataRefresher(freshStoredData);
  setInterval(() => void freshStoredData(), 60_000).unref();
  if (env.INGEST_SCHEDULER !== "on") return;
  for (const name of Object.keys(JOBS) as JobName[]) {
    const tick = () =>
      void runJob(name)
        .then((r) => r.status === "failed" && console.error(`[ingest] ${name} failed: ${r.error}`))
        .catch((error: unknown) => console.error(`[ingest] ${name} crashed`, error));
    tick();
    const job: { everyMs: number; tickMs?: number } = JOBS[name];
    setInterval(tick, job.tickMs ?? job.everyMs).unref();
  }
}
