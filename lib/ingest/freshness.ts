import "server-only";
import { listDataSources } from "@/lib/db/queries/ingest";
import { JOBS, loadStoredSchedule } from "./jobs";
import { loadStoredPlayerWeeks, PLAYER_STATS_SOURCE } from "./player-stats-job";
import { loadSourceProjections, SLEEPER_PROJECTIONS_SOURCE } from "./sleeper-projections-job";

// The stored NFL data of seasons that are not bundled (schedule, player weeks) lives in memory on each instance.
// It is read at start-up, and again when another instance (a cron-triggered one, say) refreshed a source: at most
// once a minute each source's last success is compared with the one this instance loaded. A failure leaves what is
// in memory as it is.
const RELOADERS: Record<string, () => Promise<void>> = {
  [JOBS.schedule.source]: loadStoredSchedule,
  [PLAYER_STATS_SOURCE]: loadStoredPlayerWeeks,
  [SLEEPER_PROJECTIONS_SOURCE]: loadSourceProjections,
};
const CHECK_EVERY_MS = 60_000;

const loadedSuccessAt = new Map<string, number>();
let checkedAt = 0;

async function reload(changedOnly: boolean): Promise<void> {
  checkedAt = Date.now();
  const last = new Map((await listDataSources()).map((s) => [s.source, s.lastSuccessAt?.getTime()]));
  for (const [source, load] of Object.entries(RELOADERS)) {
    const at = last.get(source);
    if (changedOnly && (at === undefined || at === loadedSuccessAt.get(source))) continue;
    if (at !== undefined) loadedSuccessAt.set(source, at);
    await load();
  }
}

/** At server start: reads every stored source once. */
export async function loadStoredData(): Promise<void> {
  await reload(false).catch((error: unknown) => console.error("[ingest] could not read the stored NFL data", error));
}

/** Before a computation reads the stored data: re-reads what another instance refreshed (checked once a minute). */
export async function freshStoredData(): Promise<void> {
  if (Date.now() - checkedAt < CHECK_EVERY_MS) return;
  await reload(true).catch((error: unknown) => console.error("[ingest] could not re-read the stored NFL data", error));
}
